"""ELCS (SPEC §3): the compiled kernels against the plain-Python recurrence, bounds, edge cases."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tplx_engine.model import MergedSequence, token_id
from tplx_engine.similarity import elcs_kernels as kernels
from tplx_engine.similarity.elcs import (
    elcs_reference,
    elcs_similarity,
    elcs_upper_bound,
    elcs_value,
    prepare,
    prepare_tokens,
)
from tplx_engine.similarity.weights import UNIT, DepthWeight

TAGS = ("div", "a", "span", "p", "li")
INTEGER_WEIGHTS = [UNIT, DepthWeight(), DepthWeight(kind="exp", base=0.5, scale=5),
                   DepthWeight(gamma=2.0, scale=16)]
REAL_WEIGHTS = [DepthWeight(gamma=1.0, scale=None), DepthWeight(kind="exp", base=0.8, scale=None),
                DepthWeight(gamma=0.5, scale=None)]


def page(spec):
    """[(tag, depth), ...] -> MergedSequence."""
    return MergedSequence.unmerged(np.array([token_id(t, d) for t, d in spec], dtype=np.int64),
                                   np.array([d for _, d in spec], dtype=np.int32))


token_lists = st.lists(st.tuples(st.sampled_from(TAGS), st.integers(0, 6)), max_size=70)


def both_kernels(a, b):
    """(row DP, bit-parallel or None) values of one oriented pair."""
    dp = kernels.elcs_dp(a.inv, a.uniq, a.unit_weight, b.inv, b.uniq)
    if not (a.integral and len(a) and len(b)):
        return dp, None
    bits = kernels.elcs_bits(a.inv, a.uniq, a.unit_weight, b.inv, b.uniq, b.unit_weight)
    return dp, bits


@settings(max_examples=150, deadline=None)
@given(token_lists, token_lists, st.sampled_from(INTEGER_WEIGHTS))
def test_kernels_equal_the_reference_exactly_for_integer_weights(xs, ys, weight):
    a, b = page(xs), page(ys)
    want = elcs_reference(a.tokens, a.depths, b.tokens, b.depths, weight)
    fa, fb = prepare(a, weight), prepare(b, weight)
    dp, bits = both_kernels(fa, fb)
    assert dp == want
    if bits is not None:
        assert bits == want
    assert elcs_value(fa, fb) == want == elcs_value(fb, fa)


@settings(max_examples=100, deadline=None)
@given(token_lists, token_lists, st.sampled_from(REAL_WEIGHTS))
def test_kernel_matches_the_reference_for_real_weights(xs, ys, weight):
    a, b = page(xs), page(ys)
    want = elcs_reference(a.tokens, a.depths, b.tokens, b.depths, weight)
    fa, fb = prepare(a, weight), prepare(b, weight)
    got = elcs_value(fa, fb)
    assert got == pytest.approx(want, rel=1e-9, abs=1e-12)
    # every path sums its weights in the same order from either side: exactly symmetric
    assert elcs_value(fb, fa) == got


@settings(max_examples=100, deadline=None)
@given(token_lists, token_lists, st.sampled_from(INTEGER_WEIGHTS + REAL_WEIGHTS))
def test_similarity_range_symmetry_identity_and_upper_bound(xs, ys, weight):
    fa, fb = prepare(page(xs), weight), prepare(page(ys), weight)
    sim = elcs_similarity(fa, fb)
    assert 0.0 <= sim <= 1.0
    assert sim == elcs_similarity(fb, fa)
    assert elcs_similarity(fa, fa) == 1.0
    assert elcs_upper_bound(fa, fb) >= sim
    assert elcs_upper_bound(fa, fb) == elcs_upper_bound(fb, fa)


def test_hand_checked_example_with_depth_weights():
    # f(d) = 1/(1+d). S1 = <html0><body1><div2><a3><p3><div2>, S2 = <html0><body1><div2><a3>
    # <span3>. Common: html0 body1 div2 a3 -> 1 + 1/2 + 1/3 + 1/4 = 25/12.
    # Σf(S1) = 25/12 + 1/4 + 1/3 = 8/3; Σf(S2) = 25/12 + 1/4 = 7/3. Sim = (25/12) / (8/3) = 25/32
    s1 = page([("html", 0), ("body", 1), ("div", 2), ("a", 3), ("p", 3), ("div", 2)])
    s2 = page([("html", 0), ("body", 1), ("div", 2), ("a", 3), ("span", 3)])
    f = DepthWeight(gamma=1.0, scale=None)
    assert elcs_similarity(prepare(s1, f), prepare(s2, f)) == pytest.approx(25 / 32)
    # plain LCS: 4 common of max length 6
    assert elcs_similarity(prepare(s1, UNIT), prepare(s2, UNIT)) == pytest.approx(4 / 6)
    # the default f = ceil(3/sqrt(1+d)): weights 3,3,2,2 | 2,2 and 2 -> 10 / max(14, 12)
    d = DepthWeight()
    assert elcs_similarity(prepare(s1, d), prepare(s2, d)) == pytest.approx(10 / 14)


def test_shallow_matches_weigh_more_than_deep_ones():
    base = [("html", 0), ("body", 1)] + [("div", d) for d in range(2, 9)] + [("a", 9)]
    deep_changed = page(base[:-1] + [("b", 9)])
    shallow_changed = page([("html", 0), ("section", 1)] + base[2:])
    f = DepthWeight()
    ref = prepare(page(base), f)
    assert elcs_similarity(ref, prepare(deep_changed, f)) > elcs_similarity(
        ref, prepare(shallow_changed, f))
    # plain LCS cannot tell the two apart: one token differs in both
    u = prepare(page(base), UNIT)
    assert elcs_similarity(u, prepare(deep_changed, UNIT)) == elcs_similarity(
        u, prepare(shallow_changed, UNIT))


def test_upper_bound_is_the_histogram_bound():
    # tokens a,b vs b,a: LCS 1, but the histogram allows both
    a = page([("a", 1), ("b", 1)])
    b = page([("b", 1), ("a", 1)])
    fa, fb = prepare(a, UNIT), prepare(b, UNIT)
    assert elcs_similarity(fa, fb) == 0.5
    assert elcs_upper_bound(fa, fb) == 1.0
    c = page([("a", 1), ("a", 1), ("a", 1), ("b", 1)])
    assert elcs_upper_bound(fa, prepare(c, UNIT)) == pytest.approx(2 / 4)


def test_empty_pages():
    empty, one = prepare(page([]), DepthWeight()), prepare(page([("html", 0)]), DepthWeight())
    assert elcs_similarity(empty, empty) == 1.0
    assert elcs_similarity(empty, one) == elcs_similarity(one, empty) == 0.0
    assert elcs_upper_bound(empty, one) == 0.0
    assert elcs_value(empty, one) == 0.0


def test_bad_input_is_a_clear_error():
    with pytest.raises(ValueError, match="3 tokens but 2 depths"):
        prepare_tokens(np.arange(3), np.arange(2), DepthWeight())
    with pytest.raises(ValueError, match="non-negative"):
        prepare_tokens(np.arange(2), np.array([0, -1]), DepthWeight())
    with pytest.raises(ValueError, match="1-D"):
        prepare_tokens(np.zeros((2, 2), dtype=np.int64), np.zeros((2, 2)), DepthWeight())


def test_long_pages_run_in_linear_memory_and_agree_across_kernels():
    rng = np.random.default_rng(7)
    depths = rng.integers(0, 25, 6000)
    tags = rng.integers(0, 6, 6000)
    tokens = np.array([token_id(TAGS[t % 5], d) for t, d in zip(tags, depths)], dtype=np.int64)
    other = tokens.copy()
    other[::7] = token_id("em", 3)  # perturb every 7th token
    fa = prepare_tokens(tokens, depths, DepthWeight())
    fb = prepare_tokens(other, depths, DepthWeight())
    dp = kernels.elcs_dp(fa.inv, fa.uniq, fa.unit_weight, fb.inv, fb.uniq)
    bits = kernels.elcs_bits(fa.inv, fa.uniq, fa.unit_weight, fb.inv, fb.uniq, fb.unit_weight)
    assert dp == bits
    assert elcs_similarity(fa, fa) == 1.0
    assert 0.8 < elcs_similarity(fa, fb) < 1.0


def test_depth_weights_decrease_and_validate():
    depths = np.arange(0, 40)
    for f in INTEGER_WEIGHTS + REAL_WEIGHTS:
        w = f(depths)
        assert np.all(w > 0) and np.all(np.diff(w) <= 0)
    assert np.all(np.diff(DepthWeight(scale=None)(depths)) < 0)  # strictly, without a scale
    assert list(DepthWeight()(np.arange(10))) == [3, 3, 2, 2, 2, 2, 2, 2, 1, 1]
    assert list(DepthWeight(gamma=1.0, scale=8)(np.arange(8))) == [8, 4, 3, 2, 2, 2, 2, 1]
    assert DepthWeight().integral and UNIT.integral and not DepthWeight(scale=None).integral
    with pytest.raises(ValueError, match="unknown depth weighting"):
        DepthWeight(kind="log")
    with pytest.raises(ValueError, match="base"):
        DepthWeight(kind="exp", base=1.5)
    with pytest.raises(ValueError, match="scale"):
        DepthWeight(scale=0)


@settings(max_examples=60, deadline=None)
@given(token_lists, st.lists(token_lists, min_size=1, max_size=8),
       st.sampled_from(INTEGER_WEIGHTS + REAL_WEIGHTS + [DepthWeight(gamma=0.0, scale=40)]))
def test_one_to_many_equals_the_pairs_exactly(xs, others, weight):
    """The packed one-call kernel does the pair path's arithmetic, so results are bit-equal
    (both orientations, empty pages, the bit-parallel and the DP kernel: weight 40 forces DP)."""
    from tplx_engine.similarity.elcs import elcs_one_to_many

    a = prepare(page(xs), weight)
    bs = [prepare(page(ys), weight) for ys in others] + [a]
    many = elcs_one_to_many(a, bs)
    assert many.dtype == np.float32
    assert many.tolist() == [np.float32(elcs_similarity(a, b)) for b in bs]
