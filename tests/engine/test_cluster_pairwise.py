"""Pairwise distances in tiles (cluster/pairwise.py): exactness, scipy order, worker pool,
cancellation, pair skipping."""

from __future__ import annotations

import multiprocessing
import threading

import numpy as np
import pytest
from toy_metrics import jaccard, toy_distances, window_sets

from tplx_engine.cluster import (
    PairwiseResult,
    condensed_index,
    pairwise_distances,
    skipped_pairs_within,
)
from tplx_engine.errors import Cancelled, TplxError
from tplx_engine.progress import Reporter


def brute_condensed(features) -> np.ndarray:
    n = len(features)
    return np.array([np.float32(1.0 - np.float32(jaccard(features[i], features[j])))
                     for i in range(n) for j in range(i + 1, n)], dtype=np.float32)


@pytest.fixture
def force_pool(monkeypatch):
    """Hand tiles to the pool after the first one, however fast the metric."""
    from tplx_engine.cluster import pairwise

    monkeypatch.setattr(pairwise, "_POOL_PAYS_OFF_S", 0.0)


def children_seen_by_sink(seen: list) -> Reporter:
    return Reporter(sink=lambda stage, done, total: seen.append(
        len(multiprocessing.active_children())))


def test_condensed_index_is_scipy_order():
    from scipy.spatial.distance import squareform

    n = 7
    square = squareform(np.arange(1, n * (n - 1) // 2 + 1, dtype=float))
    i, j = np.triu_indices(n, 1)
    assert np.array_equal(condensed_index(n, i, j) + 1, square[i, j])
    assert np.array_equal(condensed_index(n, j, i), condensed_index(n, i, j))


def test_in_process_matches_brute_force():
    features = window_sets(23)
    result = toy_distances(features, workers=1, tile_size=5)
    assert result.n == 23 and result.condensed.dtype == np.float32
    assert np.allclose(result.condensed, brute_condensed(features), atol=1e-6)
    assert result.n_skipped == 0 and result.skipped_bits is None
    assert not result.condensed.flags.writeable
    square = result.square()
    assert square[3, 17] == result.distance(17, 3) == result.condensed[condensed_index(23, 3, 17)]
    assert np.array_equal(result.row(5), square[5])
    assert np.array_equal(PairwiseResult.from_square(square).condensed, result.condensed)


@pytest.mark.parametrize("n", [0, 1, 2])
def test_tiny_inputs(n):
    result = toy_distances(window_sets(n), workers=2)
    assert result.n == n and result.condensed.shape == (n * (n - 1) // 2,)


def test_pool_equals_in_process_exactly(force_pool):
    features = window_sets(40, seed=3)
    one = toy_distances(features, workers=1, tile_size=6)
    children = []
    two = toy_distances(features, workers=2, tile_size=6, reporter=children_seen_by_sink(children))
    assert max(children) == 2  # the pool did the work
    assert np.array_equal(one.condensed, two.condensed)
    skip_one = toy_distances(features, workers=1, tile_size=7, skip_above=0.6)
    skip_two = toy_distances(features, workers=2, tile_size=7, skip_above=0.6)
    assert np.array_equal(skip_one.condensed, skip_two.condensed)
    assert np.array_equal(skip_one.skipped_bits, skip_two.skipped_bits)
    assert skip_one.n_skipped == skip_two.n_skipped > 0


def test_fast_work_starts_no_pool():
    children = []
    result = toy_distances(window_sets(40), workers=2, tile_size=6, reporter=children_seen_by_sink(children))
    assert max(children) == 0
    assert np.array_equal(result.condensed, toy_distances(window_sets(40), workers=1).condensed)


def test_progress_reaches_total_monotonically():
    seen = []
    reporter = Reporter(sink=lambda stage, done, total: seen.append((stage, done, total)))
    features = window_sets(30)
    toy_distances(features, workers=1, tile_size=4, reporter=reporter)
    total = 30 * 29 // 2
    assert seen[0] == ("similarity", 0, total) and seen[-1] == ("similarity", total, total)
    dones = [d for _, d, _ in seen]
    assert dones == sorted(dones) and len(seen) > 10


@pytest.mark.parametrize("workers", [1, 2])
def test_cancellation_stops_and_raises(workers, force_pool):
    features = window_sets(60)
    total = 60 * 59 // 2
    seen = []
    reporter = Reporter()

    def sink(stage, done, t):
        seen.append(done)
        if done >= total // 5:
            reporter.cancel_event.set()

    reporter.sink = sink
    with pytest.raises(Cancelled):
        toy_distances(features, workers=workers, tile_size=4, reporter=reporter)
    assert total // 5 <= seen[-1] < total  # stopped after the cancel, well before the end
    assert multiprocessing.active_children() == []  # the pool was shut down


def test_cancel_from_another_thread_while_waiting_for_the_pool(force_pool):
    # tiles of 16 rows sleeping 0.05 s each: the first (in-process) tile ends at 0.8 s, pool
    # tiles not before 1.6 s; the cancel comes at 1.0 s, while the caller waits for the pool
    seen = []
    reporter = Reporter(sink=lambda stage, done, total: seen.append(done))
    timer = threading.Timer(1.0, reporter.cancel)
    timer.start()
    with pytest.raises(Cancelled):
        toy_distances(window_sets(64), workers=2, tile_size=16, reporter=reporter, params={"delay": 0.05})
    timer.cancel()
    assert 0 < seen[-1] < 64 * 63 // 2
    assert multiprocessing.active_children() == []


def test_skip_above_keeps_near_pairs_exact():
    features = window_sets(50, seed=5)
    exact = toy_distances(features).condensed
    skip_above = 0.5
    result = toy_distances(features, skip_above=skip_above, tile_size=8)
    bits = np.unpackbits(result.skipped_bits, bitorder="little")[: exact.size].astype(bool)
    assert result.n_skipped == bits.sum() > 0
    near = exact <= skip_above
    assert np.array_equal(result.condensed[near], exact[near])  # every near pair exact
    assert not bits[near].any()
    # skipped pairs hold the bound-derived lower distance: above skip_above, below the truth
    assert np.all(result.condensed[bits] > skip_above)
    assert np.all(result.condensed[bits] <= exact[bits])
    assert np.array_equal(result.condensed[~bits], exact[~bits])
    i, j = np.triu_indices(50, 1)
    k = int(np.flatnonzero(bits)[0])
    assert result.is_skipped(int(j[k]), int(i[k])) and not result.is_skipped(0, 0)


def test_skip_without_bound_computes_everything():
    features = window_sets(20)
    result = toy_distances(features, skip_above=0.3, params={"bounded": False})
    assert result.n_skipped == 0 and result.skip_above is None
    assert np.array_equal(result.condensed, toy_distances(features).condensed)


@pytest.mark.parametrize("workers", [1, 2])
def test_exact_within_recomputes_skipped_pairs_inside_groups(workers, force_pool):
    features = window_sets(40, seed=2)
    exact = toy_distances(features).condensed
    groups = [np.arange(0, 20), np.arange(25, 40)]
    calls = []

    def exact_within(snapshot):
        calls.append(snapshot.n_skipped)
        assert not snapshot.condensed.flags.writeable
        return groups

    plain = toy_distances(features, skip_above=0.3)
    before_rows, _ = skipped_pairs_within(plain, groups)
    assert before_rows.size > 0  # the groups do contain skipped pairs
    result = toy_distances(features, skip_above=0.3, exact_within=exact_within, workers=workers)
    assert calls == [plain.n_skipped, plain.n_skipped - before_rows.size]
    assert result.n_skipped == plain.n_skipped - before_rows.size
    for group in groups:
        i, j = np.triu_indices(group.size, 1)
        positions = condensed_index(40, group[i], group[j])
        assert np.array_equal(result.condensed[positions], exact[positions])
    assert skipped_pairs_within(result, groups)[0].size == 0
    overlapping = skipped_pairs_within(plain, groups + [groups[0][5:]])
    assert overlapping[0].size == before_rows.size  # a pair in two groups is listed once


@pytest.mark.parametrize("workers", [1, 2])
def test_metric_errors_name_the_metric(workers, force_pool):
    # pages 12.. hold 13: the first tile (in-process) is fine, pool tiles fail
    features = [(1, 2), (3,), (4, 5)] * 4 + [(13, 3), (13, 5)] * 6
    with pytest.raises(TplxError, match="'toy' failed on page"):
        toy_distances(features, workers=workers, tile_size=4, params={"broken": "raise", "bounded": False})
    with pytest.raises(TplxError, match="similarities must lie in"):
        toy_distances(features, workers=workers, tile_size=4, params={"broken": "range", "bounded": False})


def test_bad_arguments():
    with pytest.raises(ValueError, match="skip_above"):
        toy_distances(window_sets(5), skip_above=1.5)
    with pytest.raises(ValueError, match="unknown similarity metric"):
        pairwise_distances([(1,), (2,)], "no-such-metric", workers=1)
    with pytest.raises(ValueError, match="condensed"):
        from tplx_engine.cluster.pairwise import n_from_condensed

        n_from_condensed(4)


def test_registry_metric_in_workers(force_pool):
    # the default factory: workers re-create a real metric from its registry name
    from tplx_engine.model import MergedSequence, token_id
    from tplx_engine.similarity import get_metric

    rng = np.random.default_rng(0)
    metric = get_metric("tag-jaccard")
    tags = ["div", "span", "a", "ul", "h1", "section", "table"]
    pages = []
    for _ in range(18):
        depths = rng.integers(0, 6, size=int(rng.integers(5, 40)))
        tokens = np.array([token_id(tags[int(k)], int(d))
                           for k, d in zip(rng.integers(0, len(tags), depths.size), depths)])
        pages.append(MergedSequence.unmerged(tokens, depths))
    features = [metric.prepare(p) for p in pages]
    children = []
    result = pairwise_distances(features, "tag-jaccard", workers=2, tile_size=4,
                                reporter=children_seen_by_sink(children))
    assert max(children) == 2  # the pool did the work
    want = [1 - metric.similarity(features[i], features[j])
            for i in range(18) for j in range(i + 1, 18)]
    assert np.allclose(result.condensed, want, atol=1e-6)
