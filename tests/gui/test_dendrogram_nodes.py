"""The dendrogram's merge nodes without Qt (tplx_gui/plots/dendrogram_nodes.py): the threshold of a
"top N clusters" cut agrees with the engine's cut, subtrees and the merge under the pointer, leaf
labels."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tplx_engine.cluster import MergeTree, PairwiseResult, cluster, cut
from tplx_gui.plots.dendrogram_layout import dendrogram_layout
from tplx_gui.plots.dendrogram_nodes import (
    leaf_label,
    node_at,
    subtree_of,
    threshold_for_clusters,
)


def _tree(seed: int, n: int) -> MergeTree:
    rng = np.random.default_rng(seed)
    points = rng.normal(size=(n, 2)) * rng.uniform(0.05, 1.0, size=(n, 1))
    d = np.sqrt(((points[:, None] - points[None]) ** 2).sum(-1))
    return cluster(PairwiseResult.from_square(d / d.max()))


def _geometry(tree: MergeTree):
    return dendrogram_layout(tree.as_linkage(), tree.n_leaves, tree.leaf_order)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), n=st.integers(2, 40))
def test_every_count_a_threshold_can_give_is_cut_at_the_threshold_found(seed, n):
    tree = _tree(seed, n)
    g = _geometry(tree)
    heights = g.node_y[n:]
    reachable = {cut(tree, t).n_clusters for t in np.r_[0.0, tree.heights, 1.0]}
    for wanted in range(1, n + 1):
        threshold, count = threshold_for_clusters(heights, n, wanted, limit=1.0)
        assert cut(tree, threshold).n_clusters == count  # the engine's own cut agrees
        if wanted in reachable:
            assert count == wanted
        assert 0.0 <= threshold <= 1.0


def _tied_tree() -> MergeTree:
    """Four pages: two pairs merged at the same height 0.2, then everything at 0.6 (three
    clusters cannot be cut: both pairs merge at once)."""
    return MergeTree(4, [0, 2, 4], [1, 3, 5], [0.2, 0.2, 0.6], [2, 2, 4], [0, 2, 0],
                     [0.1, 0.1, 0.3])


def test_a_count_merges_at_one_height_skip_is_stepped_over_in_the_direction_asked():
    tied = _tied_tree()
    heights = _geometry(tied).node_y[4:]
    up = threshold_for_clusters(heights, 4, 3, 1.0, current=2)
    down = threshold_for_clusters(heights, 4, 3, 1.0, current=4)
    assert up[1] == 4 and cut(tied, up[0]).n_clusters == 4  # up from 2: on to 4
    assert down[1] == 2 and cut(tied, down[0]).n_clusters == 2  # down from 4: on to 2
    assert threshold_for_clusters(heights, 4, 2, 1.0)[0] == 0.4  # the band's middle, round


def test_the_cap_limits_the_fewest_clusters():
    tied = _tied_tree()
    heights = _geometry(tied).node_y[4:]
    threshold, count = threshold_for_clusters(heights, 4, 1, limit=0.5)
    assert count == 2 and threshold <= 0.5  # one cluster needs 0.6, above the cap


def _pages_under(tree: MergeTree, node: int) -> set[int]:
    if node < tree.n_leaves:
        return {node}
    k = node - tree.n_leaves
    return _pages_under(tree, int(tree.left[k])) | _pages_under(tree, int(tree.right[k]))


def test_a_subtree_holds_its_merges_and_the_run_of_leaves_of_its_pages():
    tree = _tree(3, 30)
    g = _geometry(tree)
    for k in range(tree.n_merges):
        sub = subtree_of(g, 30 + k)
        run = set(g.leaf_order[sub.first_x:sub.last_x + 1].tolist())
        assert run == _pages_under(tree, 30 + k)
        assert int(sub.merges.sum()) == tree.size[k] - 1 and sub.height == tree.heights[k]
        assert sub.merges[k] and not sub.merges[k + 1:].any()  # built before its parent
    with pytest.raises(ValueError):
        subtree_of(g, 3)  # a page is no merge


def test_the_merge_under_the_pointer_is_the_crossbar_nearest_in_height():
    tree = _tree(4, 20)
    g = _geometry(tree)
    k = tree.n_merges - 1  # the root
    x, y = g.node_x[20 + k], g.node_y[20 + k]
    assert node_at(g, x, y + 0.004, 0.5, 0.01) == 20 + k
    assert node_at(g, x, y + 0.05, 0.5, 0.01) is None  # above it: nothing
    assert node_at(g, x, y, 0.5, 0.01, among=np.zeros(tree.n_merges, bool)) is None


def test_a_leaf_is_labelled_by_its_url_path_or_its_id():
    assert leaf_label("https://news.example.com/2012/01/15/7.html?x=1#top") == "2012/01/15/7.html"
    assert leaf_label("http://shop.example.com/") == "http://shop.example.com/"
    assert leaf_label("shop.example.com/2012/0001.htm") == "2012/0001.htm"  # an id: site/path
    assert leaf_label("pages/0001.htm") == "pages/0001.htm"  # no host folder: the whole id
    assert leaf_label("demo.warc.gz#7") == "demo.warc.gz#7"
