"""The dendrogram's pure geometry (tplx_gui/plots/dendrogram_layout.py, no Qt): leaf positions,
subtrees kept contiguous, colours by cut; and the heatmap's sample of pages in its leaf order."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tplx_engine.cluster import PairwiseResult, cluster, cut
from tplx_gui.plots.dendrogram_layout import (
    NEUTRAL,
    dendrogram_layout,
    leaf_span,
    merge_classes,
    page_at,
    points_of,
)
from tplx_gui.plots.heatmap import ordered_sample


def _random_tree(seed: int, n: int):
    rng = np.random.default_rng(seed)
    points = rng.normal(size=(n, 2)) * rng.uniform(0.05, 1.0, size=(n, 1))
    d = np.sqrt(((points[:, None] - points[None]) ** 2).sum(-1))
    d = d / d.max()
    distances = PairwiseResult.from_square(d)
    return cluster(distances), distances


def test_small_tree_geometry_by_hand():
    # pages 0,1 merge at 0.2 (node 3), then node 3 and page 2 at 0.5 (node 4)
    z = np.array([[0, 1, 0.2, 2], [2, 3, 0.5, 3]], dtype=float)
    g = dendrogram_layout(z, 3, leaf_order=np.array([0, 1, 2]))
    assert g.leaf_x.tolist() == [0.0, 1.0, 2.0]
    assert g.node_x[3] == 0.5 and g.node_y[3] == 0.2
    assert g.node_x[4] == 1.25 and g.node_y[4] == 0.5
    # merge 1: left leg from page 2 (x=2, y=0) up to 0.5, bar to node 3's x, leg down to 0.2
    assert g.xs[6:12].tolist() == [2.0, 2.0, 2.0, 0.5, 0.5, 0.5]
    assert g.ys[6:12].tolist() == [0.0, 0.5, 0.5, 0.5, 0.5, 0.2]
    assert g.top == 0.5


def test_default_order_keeps_subtrees_contiguous():
    z = np.array([[0, 2, 0.1, 2], [1, 3, 0.3, 2], [4, 5, 0.6, 4]], dtype=float)
    g = dendrogram_layout(z, 4)
    assert sorted(g.leaf_order.tolist()) == [0, 1, 2, 3]
    pos = {int(p): i for i, p in enumerate(g.leaf_order)}
    assert abs(pos[0] - pos[2]) == 1 and abs(pos[1] - pos[3]) == 1


def test_bad_linkage_is_refused():
    with pytest.raises(ValueError):
        dendrogram_layout(np.array([[0, 5, 0.1, 2]], dtype=float), 3)
    with pytest.raises(ValueError):
        dendrogram_layout(np.array([[0, 1, 0.1, 2]], dtype=float), 3,
                          leaf_order=np.array([0, 0, 1]))


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), n=st.integers(2, 60), t=st.floats(0.0, 1.0))
def test_colours_follow_the_cut(seed, n, t):
    """Every merge drawn in a cluster colour joins pages of that cluster of cut(tree, t), and
    exactly the merges of the cut are coloured; clusters are contiguous runs of leaves."""
    tree, distances = _random_tree(seed, n)
    flat = cut(tree, t, distances)
    g = dendrogram_layout(tree.as_linkage(), tree.n_leaves, tree.leaf_order)
    classes = merge_classes(g, flat.n_merges, flat.labels)
    assert np.all(classes[:flat.n_merges] >= 0) and np.all(classes[flat.n_merges:] == NEUTRAL)
    for k in range(flat.n_merges):
        a, b = int(tree.left[k]), int(tree.right[k])
        assert flat.labels[g.representative[a]] == flat.labels[g.representative[b]] == classes[k]
    for label in range(flat.n_clusters):
        members = flat.members(label)
        lo, hi = leaf_span(g, members)
        assert hi - lo == len(members)  # contiguous: the band covers exactly its pages
        assert page_at(g, lo + 0.5) in members.tolist()
    xs, ys = points_of(g, classes >= 0)
    assert xs.size == 6 * flat.n_merges and np.all(ys <= t + 1e-6)


def test_heatmap_sample_keeps_the_dendrogram_order():
    tree, _ = _random_tree(7, 30)
    leaf_x = np.empty(30)
    leaf_x[tree.leaf_order] = np.arange(30)
    sample = ordered_sample(np.arange(30), leaf_x, 10)
    assert len(sample) == 10 and np.all(np.diff(leaf_x[sample]) > 0)
    pages = np.array([5, 2, 29, 11])
    assert ordered_sample(pages, leaf_x, 10).tolist() == sorted(pages, key=lambda p: leaf_x[p])
