"""Threshold-stopped medoid clustering as a merge tree: hand-checked cases, a from-scratch
reference at every threshold, average linkage against scipy, cuts and sweeps
(cluster/agglomerative.py); cluster_features, whose cuts below skip_above equal the exact ones."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.cluster.hierarchy import fcluster, is_monotonic, is_valid_linkage, linkage
from scipy.spatial.distance import squareform
from toy_metrics import table_metric, toy_distances, toy_metric, window_sets

from tplx_engine.cluster import (
    MergeTree,
    PairwiseResult,
    cluster,
    cluster_features,
    cut,
    pairwise_distances,
    skipped_pairs_within,
    sweep,
)
from tplx_engine.errors import Cancelled
from tplx_engine.progress import Reporter


def square_from_pairs(n: int, pairs: dict[tuple[int, int], float], default: float) -> np.ndarray:
    m = np.full((n, n), default, dtype=np.float32)
    np.fill_diagonal(m, 0)
    for (i, j), d in pairs.items():
        m[i, j] = m[j, i] = d
    return m


# Two obvious groups. Medoids by hand: {0,1,2}: sums 0.3 / 0.25 / 0.35 -> 1;
# {3,4,5}: sums 0.2 / 0.3 / 0.3 -> 3. Cross distances 0.8-0.9.
TWO_GROUPS = square_from_pairs(6, {(0, 1): 0.1, (0, 2): 0.2, (1, 2): 0.15, (3, 4): 0.1,
                                   (3, 5): 0.1, (4, 5): 0.2, (1, 3): 0.8}, default=0.9)


def canonical(labels) -> list[frozenset]:
    groups: dict[int, set] = {}
    for page, label in enumerate(labels):
        groups.setdefault(int(label), set()).add(page)
    return sorted(frozenset(g) for g in groups.values())


def test_two_groups_by_hand():
    tree = cluster(TWO_GROUPS)
    # ties at 0.1 merge the lexicographically smallest pair first: (0,1), then (3,4), then 5
    # joins {3,4} (medoid 3 by the smallest-index tie rule), then 2 joins {0,1} (d(0,2) = 0.2)
    assert tree.left.tolist() == [0, 3, 5, 2, 8]
    assert tree.right.tolist() == [1, 4, 7, 6, 9]
    assert np.allclose(tree.distance, [0.1, 0.1, 0.1, 0.2, 0.8])
    assert tree.size.tolist() == [2, 2, 3, 3, 6]
    assert tree.medoid[:4].tolist() == [0, 3, 3, 1]
    two = cut(tree, 0.5, TWO_GROUPS)
    assert two.n_clusters == 2
    assert two.labels.tolist() == [0, 0, 0, 1, 1, 1]  # equal sizes: smallest page first
    assert two.medoids.tolist() == [1, 3]
    assert np.allclose(two.cohesion, [(0.1 + 0.15) / 2, (0.1 + 0.1) / 2])
    assert np.allclose(two.distance_to_medoid, [0.1, 0, 0.15, 0, 0.1, 0.1])
    assert [c.members.tolist() for c in two.clusters] == [[0, 1, 2], [3, 4, 5]]
    three = cut(tree, 0.15)
    assert canonical(three.labels) == canonical([0, 0, 1, 2, 2, 2])
    assert three.labels.tolist() == [1, 1, 2, 0, 0, 0]  # the largest cluster is label 0
    assert three.distance_to_medoid is None
    singletons = cut(tree, 0.0)
    assert singletons.n_clusters == 6 and singletons.medoids.tolist() == list(range(6))
    assert np.all(singletons.cohesion == 0)
    one = cut(tree, 1.0, TWO_GROUPS)
    assert one.n_clusters == 1 and one.sizes.tolist() == [6]
    assert sweep(tree, [0.0, 0.1, 0.15, 0.2, 0.5, 1.0]) == [
        (0.0, 6), (0.1, 3), (0.15, 3), (0.2, 2), (0.5, 2), (1.0, 1)]


def test_non_monotone_merges_cut_at_the_first_distance_above_threshold():
    # {0,1} merge at 0.2 (medoid 0), 2 joins at 0.3 and the medoid moves to 1, which is 0.28
    # from page 3: the merge distances go 0.2, 0.3, 0.28
    d = square_from_pairs(4, {(0, 1): 0.2, (0, 2): 0.3, (1, 2): 0.25, (0, 3): 0.5,
                              (1, 3): 0.28, (2, 3): 0.5}, default=1.0)
    tree = cluster(d)
    assert np.allclose(tree.distance, [0.2, 0.3, 0.28])
    assert np.allclose(tree.heights, [0.2, 0.3, 0.3])
    # at 0.29 the threshold-stopped run stops before the 0.3 merge, so 0.28 never happens
    assert canonical(cut(tree, 0.29).labels) == canonical([0, 0, 1, 2])
    assert cut(tree, 0.3).n_clusters == 1
    z = tree.as_linkage()
    assert is_valid_linkage(z) and is_monotonic(z)
    assert not is_monotonic(tree.as_linkage(monotone=False))


def reference_threshold_clustering(d: np.ndarray, threshold: float):
    """The source's algorithm 3, literally: merge the closest medoids until they are > threshold.

    Ties: the pair whose clusters' smallest pages are lexicographically smallest; the medoid is
    the smallest page among equally central members.
    """
    clusters = [[i] for i in range(d.shape[0])]

    def medoid(members):
        sums = [sum(float(d[i, j]) for j in members) for i in members]
        return min(m for m, s in zip(members, sums) if s == min(sums))

    while len(clusters) > 1:
        clusters.sort(key=min)
        medoids = [medoid(c) for c in clusters]
        best = min((float(d[medoids[a], medoids[b]]), a, b)
                   for a in range(len(clusters)) for b in range(a + 1, len(clusters)))
        if best[0] > threshold:
            break
        _, a, b = best
        clusters[a] = clusters[a] + clusters[b]
        del clusters[b]
    return clusters, {min(c): medoid(c) for c in clusters}


@st.composite
def distance_matrices(draw):
    n = draw(st.integers(1, 9))
    levels = draw(st.sampled_from([4, 16, 1000]))  # few levels: many ties to break
    values = draw(st.lists(st.integers(0, levels), min_size=n * n, max_size=n * n))
    upper = np.triu(np.array(values, dtype=np.float64).reshape(n, n) / levels, 1)
    return (upper + upper.T).astype(np.float32)


@settings(max_examples=300, deadline=None)
@given(distance_matrices(), st.data())
def test_cut_equals_threshold_stopped_run_from_scratch(d, data):
    tree = cluster(d)
    values = sorted(set(d[np.triu_indices(d.shape[0], 1)].tolist()) | {0.0, 1.0})
    thresholds = values + [(a + b) / 2 for a, b in itertools.pairwise(values)]
    t = data.draw(st.sampled_from(thresholds))
    clusters, medoids = reference_threshold_clustering(d, t)
    got = cut(tree, t, d)
    assert canonical(got.labels) == sorted(frozenset(c) for c in clusters)
    for label in range(got.n_clusters):
        members = got.members(label)
        assert int(got.medoids[label]) == medoids[int(members[0])]
        others = members[members != got.medoids[label]]
        want = float(np.mean(d[others, got.medoids[label]])) if others.size else 0.0
        assert got.cohesion[label] == pytest.approx(want, abs=1e-6)
    assert sweep(tree, [t]) == [(t, len(clusters))]


def test_average_linkage_equals_scipy():
    rng = np.random.default_rng(4)
    condensed = rng.random(40 * 39 // 2)
    tree = cluster(condensed, "average")
    z = linkage(condensed, method="average")
    assert np.allclose(tree.as_linkage(), z)
    for t in (0.3, 0.45, 0.5, 0.6):
        assert canonical(cut(tree, t).labels) == canonical(fcluster(z, t, "distance"))


@pytest.mark.parametrize("method", ["medoid", "average"])
def test_recorded_medoids_are_the_medoids_of_each_cut(method):
    rng = np.random.default_rng(9)
    points = np.r_[rng.normal(0, 0.1, (30, 3)), rng.normal(1, 0.2, (25, 3)), rng.random((15, 3))]
    d = squareform(np.minimum(np.linalg.norm(points[:, None] - points[None], axis=2) / 2, 1))
    d = d.astype(np.float32)
    tree = cluster(d, method)
    square = squareform(d)
    for t in np.linspace(0, 1, 21):
        got = cut(tree, t, d)
        assert got.sizes.sum() == 70 and np.array_equal(np.bincount(got.labels), got.sizes)
        for label in range(got.n_clusters):
            members = got.members(label)
            sums = square[np.ix_(members, members)].astype(np.float64).sum(axis=1)
            assert sums[members == got.medoids[label]][0] == pytest.approx(sums.min(), abs=1e-5)
        assert np.allclose(got.distance_to_medoid, square[np.arange(70), got.medoids[got.labels]])


def test_leaf_order_makes_every_cut_contiguous():
    rng = np.random.default_rng(2)
    tree = cluster(rng.random(50 * 49 // 2).astype(np.float32))
    position = np.empty(50, dtype=int)
    position[tree.leaf_order] = np.arange(50)
    for t in np.linspace(0, 1, 11):
        got = cut(tree, t)
        for label in range(got.n_clusters):
            spots = np.sort(position[got.members(label)])
            assert spots[-1] - spots[0] == spots.size - 1


def test_accepts_pairwise_result_and_square_input():
    result = PairwiseResult.from_square(TWO_GROUPS)
    a, b = cluster(result), cluster(TWO_GROUPS)
    assert np.array_equal(a.as_linkage(), b.as_linkage())
    from_result, from_square = cut(a, 0.5, result), cut(b, 0.5, TWO_GROUPS)
    assert np.array_equal(from_result.labels, from_square.labels)
    assert np.array_equal(from_result.distance_to_medoid, from_square.distance_to_medoid)
    assert not from_result.labels.flags.writeable


@pytest.mark.parametrize("n", [0, 1, 2])
def test_tiny_inputs(n):
    square = np.full((n, n), 0.4)
    np.fill_diagonal(square, 0)
    tree = cluster(square)  # a condensed vector cannot tell 0 pages from 1
    assert tree.n_leaves == n and tree.n_merges == max(n - 1, 0)
    assert cut(tree, 0.3).n_clusters == n
    assert cut(tree, 0.5).n_clusters == min(n, 1)


def test_bad_input_is_refused_clearly():
    with pytest.raises(ValueError, match="finite"):
        cluster(np.array([0.1, np.nan, 0.3]))
    with pytest.raises(ValueError, match="cannot have length"):
        cluster(np.zeros(4))
    with pytest.raises(ValueError, match="symmetric"):
        cluster(np.array([[0, 0.2], [0.3, 0]]))
    with pytest.raises(ValueError, match="unknown linkage"):
        cluster(TWO_GROUPS, "ward")
    tree = cluster(TWO_GROUPS)
    with pytest.raises(ValueError, match="for 3 pages"):
        cut(tree, 0.5, np.zeros(3))
    with pytest.raises(ValueError, match="NaN"):
        cut(tree, float("nan"))
    with pytest.raises(ValueError, match="one entry per merge"):
        MergeTree(3, [0], [1, 2], [0.1], [2], [0], [0.1])
    with pytest.raises(ValueError, match="existing, unmerged"):
        MergeTree(3, [0, 0], [1, 2], [0.1, 0.2], [2, 2], [0, 0], [0.1, 0.2])  # 0 merged twice
    with pytest.raises(ValueError, match="existing, unmerged"):
        MergeTree(3, [0], [4], [0.1], [2], [0], [0.1])  # node 4 does not exist yet


def test_tree_is_immutable():
    tree = cluster(TWO_GROUPS)
    with pytest.raises(ValueError):
        tree.distance[0] = 5.0
    with pytest.raises(AttributeError):
        tree.n_leaves = 3


def test_cancellation_between_merge_slices():
    reporter = Reporter()
    seen = []

    def sink(stage, done, total):
        seen.append(done)
        if done > 0:
            reporter.cancel()

    reporter.sink = sink
    with pytest.raises(Cancelled):
        cluster(np.random.default_rng(0).random(300 * 299 // 2), reporter=reporter)
    assert 0 < seen[-1] < 299


# -- cluster_features: skipped pairs refined inside the clusters of every cut ---------------

@pytest.mark.parametrize("method", ["medoid", "average"])
def test_cluster_features_cuts_below_skip_above_equal_exact(method):
    features = window_sets(70, seed=7)
    skip_above = 0.45
    exact_tree = cluster(toy_distances(features), method)
    plain = toy_distances(features, skip_above=skip_above)
    plain_groups = cut(cluster(plain, method), skip_above)
    inside = skipped_pairs_within(plain, [plain_groups.members(k)
                                          for k in range(plain_groups.n_clusters)])
    assert inside[0].size > 0  # without refinement some clusters hold lower-bound pairs
    result, tree = cluster_features(features, "toy", method=method, skip_above=skip_above,
                                    workers=1, metric_factory=toy_metric)
    assert 0 < result.n_skipped < plain.n_skipped
    for t in (0.0, 0.2, 0.3, 0.4, skip_above):
        got, want = cut(tree, t), cut(exact_tree, t)
        assert np.array_equal(got.labels, want.labels), t
        assert np.array_equal(got.medoids, want.medoids), t


@pytest.mark.parametrize("method", ["medoid", "average"])
def test_refinement_repairs_cuts_that_skipping_changes(method):
    # Random tables, loose bound (far pairs stored at half their distance). Without refinement
    # some cuts at thresholds <= skip_above differ from the exact ones; with it none may.
    rng = np.random.default_rng(11)
    skip_above = 0.3
    changed_by_skipping = 0
    for trial in range(150):
        n = int(rng.integers(4, 10))
        values = rng.integers(0, 21, size=(n, n)) / 20 if trial % 2 and method == "medoid" \
            else rng.random((n, n))
        matrix = np.triu(values, 1) + np.triu(values, 1).T
        params = {"table": tuple(map(tuple, matrix.tolist()))}
        kw = {"workers": 1, "metric_factory": table_metric}
        exact = cluster(pairwise_distances(range(n), "table", dict(params, loose=False), **kw),
                        method)
        plain = cluster(pairwise_distances(range(n), "table", params, skip_above=skip_above,
                                           **kw), method)
        _, refined = cluster_features(range(n), "table", params, method=method,
                                      skip_above=skip_above, **kw)
        for t in (0.1, 0.2, 0.25, skip_above):
            want = cut(exact, t)
            got = cut(refined, t)
            assert np.array_equal(got.labels, want.labels) and np.array_equal(
                got.medoids, want.medoids), (trial, t)
            unrefined = cut(plain, t)
            changed_by_skipping += not (np.array_equal(unrefined.labels, want.labels)
                                        and np.array_equal(unrefined.medoids, want.medoids))
    assert changed_by_skipping > 0


def test_flat_clusters_of_assigned_pages_read_like_a_cut():
    from tplx_engine.cluster import flat_clusters

    labels = np.array([1, 0, 0, 1, 0, 2], dtype=np.int32)
    medoids = np.array([2, 3, 5], dtype=np.int32)
    to_medoid = np.array([0.4, 0.1, 0.0, 0.0, 0.3, 0.0], dtype=np.float32)
    flat = flat_clusters(labels, medoids, to_medoid, 0.4)
    assert flat.n_clusters == 3 and list(flat.sizes) == [3, 2, 1]
    assert [list(flat.members(k)) for k in range(3)] == [[1, 2, 4], [0, 3], [5]]
    assert np.allclose(flat.cohesion, [0.2, 0.4, 0.0])  # the others' mean distance to the medoid
    assert flat.threshold == 0.4 and flat.distance_to_medoid is not None
    assert flat_clusters(labels, medoids, None, 0.4).distance_to_medoid is None
