"""The metric registry (SPEC §3) and the tag, shingle and layered-vector measures."""

import math
import pickle

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tplx_engine.model import MergedSequence, token_id
from tplx_engine.similarity import METRICS, DepthWeight, Metric, get_metric, shingles

NAMES = ["elcs", "lcs", "weighted-tag", "tag-jaccard", "tag-vector", "path-shingle",
         "layered-vector", "free-match", "stm"]


def page(spec):
    return MergedSequence.unmerged(np.array([token_id(t, d) for t, d in spec], dtype=np.int64),
                                   np.array([d for _, d in spec], dtype=np.int32))


def sim(name, a, b, **params):
    metric = get_metric(name, **params)
    return metric.similarity(metric.prepare(page(a)), metric.prepare(page(b)))


# html(body(div(a, ul(li)), a)) vs html(body(div(a, p(span), ul(li))))
A = [("div", 0), ("a", 1), ("ul", 1), ("li", 2), ("a", 1)]
B = [("div", 0), ("a", 1), ("p", 1), ("span", 2), ("ul", 1), ("li", 2)]


def test_registry_keys_and_errors():
    assert list(METRICS) == NAMES
    assert all(isinstance(m, Metric) and m.name == n for n, m in METRICS.items())
    with pytest.raises(ValueError, match="unknown similarity metric 'ted'.*elcs.*stm"):
        get_metric("ted")
    with pytest.raises(ValueError, match="takes no parameter window; accepted: none"):
        get_metric("stm", window=3)
    with pytest.raises(ValueError, match="accepted: weight, kind, gamma, base, scale"):
        get_metric("elcs", gama=2)
    with pytest.raises(ValueError, match="window"):
        get_metric("path-shingle", window=0)


def test_parameters_reach_the_measure():
    shallow = [("html", 0), ("body", 1), ("div", 2), ("a", 3)]
    other = [("html", 0), ("body", 1), ("div", 2), ("b", 3)]
    # weights 1, 1/2, 1/3, 1/4: common 11/6 of 25/12 (f = 1/(1+d)); plain LCS: 3/4
    assert sim("elcs", shallow, other, gamma=1.0, scale=None) == pytest.approx(
        (11 / 6) / (25 / 12))
    assert sim("elcs", shallow, other, weight=DepthWeight(kind="const", scale=None)) == 0.75
    assert sim("lcs", shallow, other) == 0.75
    assert sim("path-shingle", shallow, other, window=1) == pytest.approx(3 / 5)


def test_tag_measures_hand_checked():
    # tag counts: A = {div 1, a 2, ul 1, li 1}, B = {div 1, a 1, p 1, span 1, ul 1, li 1}
    assert sim("tag-jaccard", A, B) == pytest.approx(4 / 6)
    assert sim("weighted-tag", A, B) == pytest.approx(2 * (1 + 1 + 1 + 1) / (5 + 6))
    assert sim("tag-vector", A, B) == pytest.approx((1 + 2 + 1 + 1) / math.sqrt(7 * 6))
    # tag measures ignore depth and order
    assert sim("weighted-tag", [("a", 1), ("b", 2)], [("b", 5), ("a", 0)]) == 1.0


def test_layered_vector_hand_checked():
    # level 0: div/div -> 1; level 1: (a2, ul1)·(a1, p1, ul1) = 3 / (√5·√3);
    # level 2: (li)·(span, li) = 1/√2; 3 levels each -> divide by 3
    want = (1 + 3 / math.sqrt(15) + 1 / math.sqrt(2)) / 3
    assert sim("layered-vector", A, B) == pytest.approx(want)
    # a level only one page has counts for the union of levels, as 0
    assert sim("layered-vector", [("div", 0)], [("div", 0), ("a", 1)]) == pytest.approx(1 / 1.5)


def test_path_shingles_hand_checked():
    # paths in pre-order: A: /div /div/a /div/ul /div/ul/li /div/a
    #                     B: /div /div/a /div/p /div/p/span /div/ul /div/ul/li
    # window 1: path sets {div, div/a, div/ul, div/ul/li} vs those + {div/p, div/p/span}: 4/6
    assert sim("path-shingle", A, B, window=1) == pytest.approx(4 / 6)
    # window 2: A {(div,a),(a,ul),(ul,li),(li,a)}, B {(div,a),(a,p),(p,span),(span,ul),(ul,li)}
    assert sim("path-shingle", A, B, window=2) == pytest.approx(2 / 7)
    assert sim("path-shingle", A, B) == 0.0  # no window of three in common
    # a page shorter than the window is one shingle
    assert sim("path-shingle", [("div", 0)], [("div", 0)], window=3) == 1.0


def test_bottom_k_sketch_is_exact_on_small_sets_and_close_on_large_ones():
    assert sim("path-shingle", A, B, window=1, sketch=100) == pytest.approx(4 / 6)
    rng = np.random.default_rng(3)
    tags = ["div", "a", "span", "p", "li", "ul", "em", "h2"]
    depths = [0]
    for _ in range(3000):
        depths.append(int(rng.integers(1, depths[-1] + 2)))
    big = [(tags[int(rng.integers(0, 8))], d) for d in depths]
    half = big[:1800] + [(t if t != "a" else "b", d) for t, d in big[1800:]]
    exact = sim("path-shingle", big, half)
    sketched = sim("path-shingle", big, half, sketch=256)
    assert 0.2 < exact < 0.9
    assert abs(sketched - exact) < 0.1
    features = shingles.prepare(page(big), sketch=256)
    assert features.hashes.shape == (256,)


pages = st.lists(st.tuples(st.sampled_from(["div", "a", "p", "ul", "li"]), st.integers(0, 5)),
                 max_size=40)


@settings(max_examples=40, deadline=None)
@given(pages, pages, pages)
def test_every_metric_is_a_bounded_symmetric_similarity(xs, ys, zs):
    for name, metric in METRICS.items():
        fx, fy, fz = (metric.prepare(page(s)) for s in (xs, ys, zs))
        s = metric.similarity(fx, fy)
        assert 0.0 <= s <= 1.0, name
        assert metric.similarity(fy, fx) == pytest.approx(s, abs=1e-12), name
        assert metric.similarity(fx, fx) == 1.0, name
        many = metric.one_to_many(fx, [fy, fz, fx])
        assert many.dtype == np.float32 and many.shape == (3,)
        assert many[0] == np.float32(s) and many[2] == 1.0
        if metric.upper_bound is not None:
            assert metric.upper_bound(fx, fy) >= s, name


def test_empty_pages_are_identical_to_each_other_only():
    for name, metric in METRICS.items():
        empty, full = metric.prepare(page([])), metric.prepare(page([("div", 0), ("a", 1)]))
        assert metric.similarity(empty, empty) == 1.0, name
        assert metric.similarity(empty, full) == metric.similarity(full, empty) == 0.0, name


def test_metrics_and_features_pickle_for_worker_processes():
    for name in NAMES:
        metric = pickle.loads(pickle.dumps(get_metric(name)))
        fa = pickle.loads(pickle.dumps(metric.prepare(page(A))))
        fb = metric.prepare(page(B))
        assert metric.similarity(fa, fb) == METRICS[name].similarity(
            METRICS[name].prepare(page(A)), fb)
    custom = pickle.loads(pickle.dumps(get_metric("elcs", gamma=2.0, scale=None)))
    assert custom.similarity(custom.prepare(page(A)), custom.prepare(page(B))) == pytest.approx(
        sim("elcs", A, B, gamma=2.0, scale=None))


def test_path_shingle_one_to_many_agrees_with_pairs():
    import numpy as np

    from tplx_engine.model import MergedSequence, token_id
    from tplx_engine.similarity import get_metric

    rng = np.random.default_rng(3)

    def page(n):
        depths = [0]
        for _ in range(n - 1):
            depths.append(int(rng.integers(1, depths[-1] + 2)))
        tags = rng.choice(["div", "a", "span", "p", "li"], size=n)
        tokens = np.array([token_id(t, d) for t, d in zip(tags, depths)], dtype=np.int64)
        return MergedSequence.unmerged(tokens, np.array(depths, dtype=np.int32))

    for sketch in (None, 8):
        metric = get_metric("path-shingle", sketch=sketch)
        pages = [metric.prepare(page(int(n))) for n in rng.integers(1, 40, size=25)]
        pages.append(metric.prepare(MergedSequence.unmerged(np.zeros(0, np.int64),
                                                            np.zeros(0, np.int32))))
        for first in pages:
            many = metric.one_to_many(first, pages)
            single = [metric.similarity(first, other) for other in pages]
            assert np.allclose(many, single, atol=1e-6)
