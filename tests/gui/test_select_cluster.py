"""The plots on a clustering built in the test: threshold cap at skip_above, colours by cut."""

from __future__ import annotations

import numpy as np

from tplx_engine.cluster import PairwiseResult, cluster, cut
from tplx_engine.jobs.clustering import StoredClustering
from tplx_gui.plots.dendrogram import DendrogramPlot
from tplx_gui.plots.sweep_plot import SweepPlot
from tplx_gui.recent import RecentProjects
from tplx_gui.session import Session
from tplx_gui.tasks.clustering import ClusteringView


def _session_with_clustering(tmp_path, skip_above: float | None) -> Session:
    rng = np.random.default_rng(5)
    points = np.concatenate([rng.normal(c, 0.05, size=(15, 2)) for c in (0.0, 1.0, 2.0)])
    d = np.sqrt(((points[:, None] - points[None]) ** 2).sum(-1))
    square = PairwiseResult.from_square(d / d.max())
    distances = PairwiseResult(square.n, square.condensed, "test", (), skip_above, 0, None)
    tree = cluster(distances)
    flat = cut(tree, 0.2, distances)
    stored = StoredClustering(1, 0.2, "test", {}, "medoid", tuple(f"p{i}" for i in range(45)),
                              flat.labels, flat.medoids, flat.distance_to_medoid, tree,
                              distances, None)
    session = Session(recent=RecentProjects(tmp_path / "recent.json"), workers=1)
    session.project_path = tmp_path / "stand-in.tplx"  # the plots never read the project
    from tplx_gui.plots.dendrogram_layout import dendrogram_layout

    geometry = dendrogram_layout(tree.as_linkage(), tree.n_leaves, tree.leaf_order)
    thresholds = np.linspace(0.0, 1.0, 11)
    counts = np.array([cut(tree, t, distances).n_clusters for t in thresholds], dtype=float)
    session._set_view(ClusteringView(stored, flat, geometry, (thresholds, counts), {}))
    return session


def test_threshold_is_capped_at_skip_above_with_an_explanation(qtbot, tmp_path):
    session = _session_with_clustering(tmp_path, skip_above=0.3)
    plot = DendrogramPlot(session)
    qtbot.addWidget(plot)
    sweep = SweepPlot(session)
    qtbot.addWidget(sweep)
    assert session.threshold_cap == 0.3
    assert plot.line.maxRange[1] == 0.3 and sweep.line.maxRange[1] == 0.3
    assert sweep.curve.yData[0] == 45 and sweep.curve.yData[-1] == 1  # the session's curve
    assert plot.cap_band.isVisible() and "approximation" in plot.line.toolTip()
    plot.line.setValue(0.9)  # a drag cannot pass the cap
    assert plot.line.value() == 0.3
    uncapped = DendrogramPlot(_session_with_clustering(tmp_path, skip_above=None))
    qtbot.addWidget(uncapped)
    assert uncapped.line.maxRange[1] >= 1.0 and not uncapped.cap_band.isVisible()


def test_dendrogram_colours_and_band_follow_the_session(qtbot, tmp_path):
    session = _session_with_clustering(tmp_path, skip_above=None)
    plot = DendrogramPlot(session)
    qtbot.addWidget(plot)
    flat = session.cut
    assert flat.n_clusters == 3
    coloured = sum(len(c.xData if c.xData is not None else []) for c in plot.curves)
    assert coloured == 6 * flat.n_merges  # every merge of the cut, in a cluster colour
    session.select_cluster(1)
    lo, hi = plot.band.getRegion()
    assert hi - lo == len(flat.members(1))
    session.preview_threshold(0.999)  # one cluster: everything coloured, nothing neutral
    assert session.cut.n_clusters == 1
    assert plot.neutral.xData is None or len(plot.neutral.xData) == 0
