"""The tree shape of a pre-order depth sequence (repeats/shape.py): parents and subtree ends."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from repeat_pages import forest_depths, naive_shape

from tplx_engine.repeats.shape import tree_shape


@settings(max_examples=200, deadline=None)
@given(forest_depths)
def test_tree_shape_against_naive(depths):
    shape = tree_shape(np.array(depths, dtype=np.int64))
    parent, end = naive_shape(depths)
    assert shape.parent.tolist() == parent and shape.end.tolist() == end
