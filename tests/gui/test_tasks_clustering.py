"""tasks/clustering.py: the clustering as the views read it, prepared off the GUI thread (cut,
dendrogram geometry, sweep curve, URLs), and its two calls on the GUI thread (re-cut, distance
block). No Qt."""

import numpy as np

from tplx_engine.cluster import PairwiseResult, cluster, cut
from tplx_engine.jobs.clustering import current_clustering
from tplx_engine.store import Project
from tplx_gui.tasks.clustering import ClusteringView, load_clustering_task, prepare_view


def test_the_view_of_a_stored_clustering(demo_project):
    from tplx_engine.progress import Reporter

    view = load_clustering_task(demo_project)(Reporter())
    with Project(demo_project) as project:
        stored = current_clustering(project)
        assert prepare_view(project, None) is None
    c = view.clustering
    assert c.page_ids == stored.page_ids and view.cut.n_clusters == 6
    assert np.array_equal(view.cut.labels, stored.labels)
    assert len(view.geometry.leaf_x) == len(c.page_ids)
    thresholds, counts = view.sweep
    assert thresholds[0] == 0.0 and thresholds[-1] == 1.0
    assert counts[np.searchsorted(thresholds, 0.5)] == 6 and counts[-1] == 1
    assert set(view.urls) >= set(c.page_ids)
    assert view.cut_at(0.05).n_clusters > 6


def test_distances_read_blocks_of_the_condensed_matrix():
    rng = np.random.default_rng(7)
    points = rng.normal(size=(30, 2))
    d = np.sqrt(((points[:, None] - points[None]) ** 2).sum(-1))
    distances = PairwiseResult.from_square(d / d.max())
    square = distances.square()
    tree = cluster(distances)

    class Stored:  # the attributes of jobs.clustering.StoredClustering the view reads
        pass

    stored = Stored()
    stored.distances, stored.tree = distances, tree
    view = ClusteringView(stored, cut(tree, 0.3, distances), None, None, {})
    pages = np.array([5, 2, 29, 11])
    block = view.distances(pages, pages)
    assert block.dtype == np.float32 and np.all(np.diag(block) == 0)
    np.testing.assert_allclose(block, square[np.ix_(pages, pages)], atol=1e-7)
    np.testing.assert_allclose(view.distances([3], [17, 22]), square[np.ix_([3], [17, 22])],
                               atol=1e-7)
