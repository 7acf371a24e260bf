"""The metric registry (similarity/__init__.py, SPEC §3): names, parameters, and what every
registered metric promises (a bounded symmetric similarity, picklable for worker processes)."""

import pickle

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from metric_pages import A, B, page, sim

from tplx_engine.similarity import METRICS, DepthWeight, Metric, get_metric

NAMES = ["elcs", "lcs", "weighted-tag", "tag-jaccard", "tag-vector", "path-shingle",
         "layered-vector", "free-match", "stm"]


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
