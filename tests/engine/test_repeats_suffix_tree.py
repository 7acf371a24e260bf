"""Ukkonen suffix tree (SPEC §2): repeats against brute force, structure, long inputs."""

from collections import defaultdict

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from tplx_engine.repeats.suffix_tree import SuffixTree


def brute_repeats(seq, min_count=2):
    positions = defaultdict(list)
    for i in range(len(seq)):
        for j in range(i + 1, len(seq) + 1):
            positions[tuple(seq[i:j])].append(i)
    return {s: tuple(p) for s, p in positions.items() if len(p) >= min_count}


small_alphabet = st.lists(st.integers(0, 3), max_size=60)


def test_banana_from_the_source():
    # 000 §3.3.1: in BANANA, A, ANA and NA are the internal nodes, repeated 3, 2 and 2 times
    tree = SuffixTree([ord(c) for c in "BANANA"])
    labels = {"".join(map(chr, tree.path_label(r.node))): r.count for r in tree.repeat_nodes()}
    assert labels == {"A": 3, "ANA": 2, "NA": 2}


@settings(max_examples=300, deadline=None)
@given(small_alphabet)
def test_every_repeated_substring_and_its_positions(seq):
    assert SuffixTree(seq).repeated_substrings() == brute_repeats(seq)


@settings(max_examples=100, deadline=None)
@given(small_alphabet, st.integers(2, 5))
def test_min_count(seq, min_count):
    assert SuffixTree(seq).repeated_substrings(min_count) == brute_repeats(seq, min_count)


@settings(max_examples=200, deadline=None)
@given(small_alphabet, st.lists(st.integers(0, 3), min_size=1, max_size=5))
def test_find_a_pattern(seq, pattern):
    expected = [i for i in range(len(seq) - len(pattern) + 1)
                if seq[i:i + len(pattern)] == pattern]
    assert SuffixTree(seq).find(pattern).tolist() == expected


@settings(max_examples=150, deadline=None)
@given(small_alphabet)
def test_structure(seq):
    tree = SuffixTree(seq)
    n = len(seq)
    assert tree.leaf_count[0] == n + 1  # one leaf per suffix, the empty one included
    assert tree.num_nodes <= 2 * (n + 1)
    assert sorted(tree.leaf_order.tolist()) == list(range(n + 1))
    for v in range(1, tree.num_nodes):
        label = tree.path_label(v).tolist()
        if tree.is_leaf(v):  # every leaf spells its suffix (end marker dropped)
            assert label == seq[tree.leaf_start[v]:]
            continue
        assert len(tree.children(v)) >= 2  # internal nodes branch
        first = [tree.symbols[tree.edge_start[c]] for c in tree.children(v)]
        assert first == sorted(set(first))
        link = tree.suffix_link[v]  # the suffix link drops the first token
        assert tree.path_label(link).tolist() == label[1:]
        assert tree.string_depth[link] == len(label) - 1


def test_arbitrary_int64_tokens():
    seq = [-(2**62), 2**62 + 5, -(2**62), 2**62 + 5, 7, -(2**62)]
    assert SuffixTree(seq).repeated_substrings() == brute_repeats(seq)


def test_empty_and_single():
    assert SuffixTree([]).repeated_substrings() == {}
    assert SuffixTree([5]).repeated_substrings() == {}
    assert SuffixTree([]).find([]).tolist() == [0]


def test_long_sequence_builds_without_recursion():
    rng = np.random.default_rng(7)
    seq = rng.integers(0, 6, 50_000)
    tree = SuffixTree(seq)
    assert tree.leaf_count[0] == 50_001
    for pattern in ([1, 2, 3], [5, 5, 5, 5], [0, 1, 0, 1, 0]):
        k = len(pattern)
        windows = np.lib.stride_tricks.sliding_window_view(seq, k)
        expected = np.flatnonzero((windows == pattern).all(axis=1))
        assert np.array_equal(tree.find(pattern), expected)
    # a single long repeat: the two halves of a doubled random sequence
    half = rng.integers(0, 1000, 5_000)
    doubled = SuffixTree(np.concatenate((half, half)))
    assert doubled.find(half).tolist() == [0, 5_000]
    assert max(doubled.string_depth[r.node] for r in doubled.repeat_nodes()) == 5_000
