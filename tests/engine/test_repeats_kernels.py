"""The compiled tree walks of the detectors (repeats/kernels.py): sibling links."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from repeat_pages import forest_depths, naive_shape

from tplx_engine.repeats.kernels import tree_links


@settings(max_examples=200, deadline=None)
@given(forest_depths)
def test_sibling_links_against_naive(depths):
    parent, _ = naive_shape(depths)
    _, _, prev_sibling, next_sibling = tree_links(np.array(depths, dtype=np.int64))
    for i in range(len(depths)):  # siblings: same depth, same parent (roots: no parent)
        before = [j for j in range(i) if depths[j] == depths[i] and parent[j] == parent[i]]
        after = [j for j in range(i + 1, len(depths))
                 if depths[j] == depths[i] and parent[j] == parent[i]]
        assert prev_sibling[i] == (before[-1] if before else -1)
        assert next_sibling[i] == (after[0] if after else -1)
