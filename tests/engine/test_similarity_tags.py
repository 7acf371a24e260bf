"""The tag measures (similarity/tags.py): weighted tag, tag Jaccard, tag vector."""

import math

import pytest
from metric_pages import A, B, sim


def test_tag_measures_hand_checked():
    # tag counts: A = {div 1, a 2, ul 1, li 1}, B = {div 1, a 1, p 1, span 1, ul 1, li 1}
    assert sim("tag-jaccard", A, B) == pytest.approx(4 / 6)
    assert sim("weighted-tag", A, B) == pytest.approx(2 * (1 + 1 + 1 + 1) / (5 + 6))
    assert sim("tag-vector", A, B) == pytest.approx((1 + 2 + 1 + 1) / math.sqrt(7 * 6))
    # tag measures ignore depth and order
    assert sim("weighted-tag", [("a", 1), ("b", 2)], [("b", 5), ("a", 0)]) == 1.0
