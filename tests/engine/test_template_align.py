"""LCS alignment with traceback (template/align.py) and Algorithm 4."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tplx_engine.template.align as align_mod
from tplx_engine.template.align import AlignmentTooLarge, align, common_sequence

small_seqs = st.lists(st.integers(0, 4), max_size=60)


def reference_lcs_length(a: list[int], b: list[int]) -> int:
    """Plain O(n·m) dynamic programme: the yardstick."""
    prev = [0] * (len(b) + 1)
    for x in a:
        cur = [0] * (len(b) + 1)
        for j, y in enumerate(b, start=1):
            cur[j] = prev[j - 1] + 1 if x == y else max(cur[j - 1], prev[j])
        prev = cur
    return prev[-1]


def _check(a, b):
    a = np.array(a, dtype=np.int64)
    b = np.array(b, dtype=np.int64)
    ia, ib = align(a, b)
    assert len(ia) == len(ib) == reference_lcs_length(a.tolist(), b.tolist())
    assert np.array_equal(a[ia], b[ib])
    assert np.all(np.diff(ia) > 0) and np.all(np.diff(ib) > 0)
    return ia, ib


@settings(max_examples=300, deadline=None)
@given(small_seqs, small_seqs)
def test_alignment_is_a_longest_common_subsequence(a, b):
    _check(a, b)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 3), min_size=60, max_size=200),
       st.lists(st.integers(0, 3), min_size=60, max_size=200))
def test_multi_word_rows(a, b):  # more than 64 columns: carries between words
    _check(a, b)


def test_shared_head_and_tail_are_matched_directly():
    head, tail = list(range(100, 140)), list(range(200, 230))
    a = head + [1, 2, 3] + tail
    b = head + [3, 1, 2, 9] + tail
    ia, ib = _check(a, b)
    assert ia[:40].tolist() == list(range(40)) and ib[-30:].tolist() == list(range(44, 74))


def test_empty_and_disjoint_inputs():
    assert _check([], [1, 2])[0].size == 0
    assert _check([1, 2], [])[0].size == 0
    assert _check([1, 2], [3, 4])[0].size == 0


def test_tie_break_matches_the_earliest_page_token():
    _, ib = _check([7], [7, 7, 7])
    assert ib.tolist() == [0]


def test_too_large_alignment_is_refused(monkeypatch):
    monkeypatch.setattr(align_mod, "MAX_MATRIX_WORDS", 4)
    with pytest.raises(AlignmentTooLarge):
        align(np.arange(300) % 7, (np.arange(300) * 3) % 11 + 1)


def test_algorithm_4_common_sequence_starts_from_the_given_sequence():
    seqs = [np.array(list(s.encode())) for s in ("aorzbcdlxe", "athubeatcdlxe", "athubeatcdpkue")]
    common, kept = common_sequence(seqs, 0)
    assert bytes(common.tolist()).decode() == "abcde"
    assert kept.tolist() == [0, 4, 5, 6, 9]
    for s in seqs:  # a subsequence of every member
        assert align(common, s)[0].size == common.size
