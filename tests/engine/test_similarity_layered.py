"""The layered tag-vector measure (similarity/layered.py): per-depth tag vectors."""

import math

import pytest
from metric_pages import A, B, sim


def test_layered_vector_hand_checked():
    # level 0: div/div -> 1; level 1: (a2, ul1)·(a1, p1, ul1) = 3 / (√5·√3);
    # level 2: (li)·(span, li) = 1/√2; 3 levels each -> divide by 3
    want = (1 + 3 / math.sqrt(15) + 1 / math.sqrt(2)) / 3
    assert sim("layered-vector", A, B) == pytest.approx(want)
    # a level only one page has counts for the union of levels, as 0
    assert sim("layered-vector", [("div", 0)], [("div", 0), ("a", 1)]) == pytest.approx(1 / 1.5)
