"""FPC's locality-sensitive hashing (cluster/fpc/lsh.py): 32 fingerprints of 16 bits per set,
their similarity, and the index of candidates."""

import numpy as np
import pytest

from tplx_engine.cluster.fpc.lsh import (
    N_FINGERPRINTS,
    LshIndex,
    fingerprint_similarity,
    fingerprints,
)


def test_fingerprints_are_32_ordered_16_bit_words():
    fp = fingerprints(np.array([], np.uint64))
    assert fp.shape == (N_FINGERPRINTS,) == (32,) and fp.dtype == np.uint16
    assert not fp.any()
    one = fingerprints(np.array([12345], np.uint64))
    # one element sets one bit of each hash function's 128-bit word: in each group of eight
    # 16-bit fingerprints exactly one is non-zero, and it is a power of two
    for group in one.reshape(4, 8):
        assert np.count_nonzero(group) == 1
        value = int(group[group != 0][0])
        assert value & (value - 1) == 0
    # a set's words are the OR of its elements' words
    elements = np.arange(1, 60, dtype=np.uint64) * np.uint64(0x9E3779B97F4A7C15)
    both = fingerprints(elements)
    assert np.array_equal(both, fingerprints(elements[:25]) | fingerprints(elements[25:]))
    assert sum(int(v).bit_count() for v in both) <= 4 * 59


def test_fingerprint_similarity_is_equal_positions_over_32():
    a = fingerprints(np.arange(10, dtype=np.uint64))
    b = a.copy()
    b[[0, 9, 31]] ^= 1
    assert fingerprint_similarity(a, b) == pytest.approx(29 / 32)
    assert fingerprint_similarity(a, a) == 1.0


def test_similar_sets_get_similar_fingerprints():
    base = np.arange(1, 31, dtype=np.uint64) * np.uint64(7919)
    near = base.copy()
    near[0] = 999_999_937
    other = base + np.uint64(10**9)
    near_sim = fingerprint_similarity(fingerprints(base), fingerprints(near))
    far_sim = fingerprint_similarity(fingerprints(base), fingerprints(other))
    assert near_sim > far_sim


def test_lsh_index_candidates_share_more_than_32_beta_fingerprints():
    index = LshIndex()
    a = np.zeros(32, np.uint16)
    b = a.copy()
    b[:30] = 7  # shares 2 positions with a
    c = a.copy()
    c[:31] = 9  # shares 1 position with a
    index.put(1, b)
    index.put(2, c)
    assert index.candidates(a, beta=0.05) == [1]  # 2 > 1.6, 1 is not
    assert index.candidates(a, beta=0.0) == [1, 2]
    index.put(1, c)  # replaced
    assert index.candidates(a, beta=0.05) == []
    index.remove(2)
    assert len(index) == 1 and 2 not in index
