"""Moving the clustering threshold: dragging the dendrogram's line re-cuts at once and is one undo
step, keyboard nudges fold into one, the threshold is saved; it cannot pass skip_above."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from tplx_engine.jobs.clustering import current_clustering
from tplx_engine.store.project import Project
from tplx_gui.plots.dendrogram import DendrogramPlot
from tplx_gui.plots.sweep_plot import SweepPlot


def _stored_threshold(path) -> float:
    with Project(path) as project:
        return current_clustering(project).threshold


def _drag_threshold(qtbot, plot, to_value: float, steps: int = 6) -> list[int]:
    """Drag the dendrogram's threshold line with the mouse; returns the number of clusters
    the cluster table showed after each move (before the release)."""
    vb = plot.getPlotItem().getViewBox()
    (x0, x1), _ = vb.viewRange()
    x = x0 + 0.37 * (x1 - x0)

    def at(y: float):
        return plot.mapFromScene(vb.mapViewToScene(QPointF(x, y)))

    start = float(plot.line.value())
    viewport = plot.viewport()
    QTest.mouseMove(viewport, at(start))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     at(start))
    rows = []
    for k in range(1, steps + 1):
        QTest.mouseMove(viewport, at(start + (to_value - start) * k / steps))
        qtbot.wait(5)
        rows.append(plot.window().clusters.model.rowCount())
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       at(to_value))
    return rows


def test_dragging_the_threshold_recuts_at_once_and_is_undoable(make_window, qtbot, wait_jobs,
                                                               open_project, project_copy):
    window = make_window()
    session = window.session
    open_project(window, project_copy)
    plot = window.dendrogram
    opened = session.threshold  # where the shipped settings cut the demo: its six templates
    assert window.clusters.model.rowCount() == 6
    rows = _drag_threshold(qtbot, plot, 0.05)
    assert rows[-1] > 6  # the table followed the line while it moved
    assert session.undo.count() == 1  # the release made one command
    low = session.saved_threshold
    assert 0.0 < low < 0.2 and abs(plot.line.value() - low) < 1e-3
    wait_jobs(session)  # the write queued on the writer thread
    assert _stored_threshold(project_copy) == low  # saved
    n_low = window.clusters.model.rowCount()
    assert n_low == session.cut.n_clusters > 6
    assert window.sweep.marker.toPlainText().startswith(f"{n_low} clusters")
    session.undo.undo()
    assert session.threshold == opened and window.clusters.model.rowCount() == 6
    wait_jobs(session)
    assert _stored_threshold(project_copy) == opened and plot.line.value() == opened
    session.undo.redo()
    assert session.threshold == low and window.clusters.model.rowCount() == n_low
    wait_jobs(session)
    assert _stored_threshold(project_copy) == low
    for _ in range(5):  # a burst of undo/redo: the queued writes end in the right state
        session.undo.undo()
        session.undo.redo()
    session.undo.undo()
    wait_jobs(session)
    assert _stored_threshold(project_copy) == opened


def test_keyboard_nudges_fold_into_one_undo_step(make_window, qtbot, wait_jobs, open_project,
                                                 project_copy):
    window = make_window()
    session = window.session
    open_project(window, project_copy)
    opened = session.saved_threshold
    for _ in range(3):
        window.menu_actions.threshold_up.trigger()
    assert abs(session.saved_threshold - (opened + 0.03)) < 1e-3  # (each nudge rounds)
    assert session.undo.count() == 1
    session.undo.undo()
    assert session.saved_threshold == opened


def test_threshold_is_capped_at_skip_above_with_an_explanation(qtbot, synthetic_session):
    session = synthetic_session(skip_above=0.3)
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
    uncapped = DendrogramPlot(synthetic_session(skip_above=None))
    qtbot.addWidget(uncapped)
    assert uncapped.line.maxRange[1] >= 1.0 and not uncapped.cap_band.isVisible()


def test_the_sweep_labels_stay_apart_at_60_clusters(qtbot, synthetic_session):
    from dataclasses import replace

    import numpy as np
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QFontMetricsF

    from tplx_gui.plots.sweep_plot import log_ticks

    session = synthetic_session(skip_above=None)
    thresholds = np.linspace(0.0, 1.0, 11)
    counts = np.array([60, 45, 30, 20, 12, 8, 5, 3, 2, 1, 1], dtype=float)
    session._set_view(replace(session.view, sweep=(thresholds, counts)))
    plot = SweepPlot(session)
    qtbot.addWidget(plot)
    for height in (240, 600):  # a short dock and a tall one
        plot.resize(380, height)
        plot.show()
        qtbot.wait(30)
        box = plot.getPlotItem().getViewBox()
        ys = [plot.mapFromScene(box.mapViewToScene(QPointF(0.5, np.log10(v)))).y()
              for v in plot.y_ticks]
        line = QFontMetricsF(plot.getPlotItem().getAxis("left").style["tickFont"]
                             or plot.font()).height()
        assert 1 in plot.y_ticks and len(plot.y_ticks) >= 2
        assert min(abs(np.diff(ys))) >= line  # no two labels overlap
    assert len(plot.y_ticks) > len(log_ticks(60, 120, 1.5 * line))  # taller: more labels
