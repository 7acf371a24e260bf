"""The suffix-tree detector (repeats/suffix_detector.py): the SPEC's algorithms 1 and 2 find
overlapping repeats; pruning contained candidates changes no run."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from repeat_pages import SPEC_EXAMPLE, pages, seq

from tplx_engine.repeats.shape import tree_shape, validated
from tplx_engine.repeats.suffix_detector import find_candidates, find_runs_suffix_tree


def test_spec_example_algorithms_1_2_find_both_overlapping_repeats():
    tokens, depths = seq(SPEC_EXAMPLE)
    found = {(c.length, tuple(c.positions.tolist()))
             for c in find_candidates(tokens, depths.astype(np.int64), tree_shape(depths))}
    assert (2, (3, 5)) in found  # <div3><div4>, the second one a prefix of its subtree
    assert (3, (6, 9)) in found  # <div4><a5><img5>, overlapping it at <div4>


@settings(max_examples=60, deadline=None)
@given(pages, st.sampled_from(["adjacent", "siblings"]))
def test_containment_pruning_changes_nothing(page, scope):
    tokens, depths = validated(*page)
    shape = tree_shape(depths)
    pruned = find_runs_suffix_tree(tokens, depths, shape, scope)
    unpruned = find_runs_suffix_tree(tokens, depths, shape, scope, prune_contained=False)
    assert pruned.as_tuples() == unpruned.as_tuples()
