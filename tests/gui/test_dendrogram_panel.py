"""The dendrogram panel's Orange-like controls: the cut as a number of clusters (in sync with the
threshold line), a merge clicked and zoomed into (Esc: the whole tree), leaf labels only when
they have room, and the linkage and measure choice that clusters again in the worker and is
kept by the project."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from tplx_engine.jobs.clustering import current_clustering
from tplx_engine.store.project import Project
from tplx_gui.actions import create_actions
from tplx_gui.plots.dendrogram_nodes import leaf_label, subtree_of
from tplx_gui.views.dendrogram_panel import DendrogramPanel


def _stored(path):
    with Project(path) as project:
        return current_clustering(project, with_distances=False)


def _panel(qtbot, session):
    """A panel on ``session`` with the window's zoom actions (not shown), and the widget that
    holds the actions (keep it: the actions go with it)."""
    from PySide6.QtWidgets import QWidget

    holder = QWidget()
    qtbot.addWidget(holder)
    actions = create_actions(holder)
    return DendrogramPanel(session, actions.zoom_subtree, actions.whole_tree), actions, holder


@pytest.fixture
def synthetic_panel(qtbot, synthetic_session):
    """A shown panel (1000 x 600) on the synthetic 45-page clustering (three tight groups)."""
    panel, actions, holder = _panel(qtbot, synthetic_session(skip_above=None))
    panel.holder = holder  # its actions live as long as the panel
    actions.zoom_subtree.triggered.connect(lambda: panel.plot.zoom_to_node())
    actions.whole_tree.triggered.connect(panel.plot.show_whole_tree)
    qtbot.addWidget(panel)
    panel.resize(1000, 600)
    panel.show()
    qtbot.waitExposed(panel)
    return panel


def _at(plot, x: float, y: float):
    view = plot.getPlotItem().getViewBox()
    return plot.mapFromScene(view.mapViewToScene(QPointF(x, y)))


def _click(plot, x: float, y: float, double: bool = False) -> None:
    """A click, or the events a double-click sends (QTest's mouseDClick sends only the
    second press: press, release, double-click press, release)."""
    button, none, at = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _at(plot, x, y)
    QTest.mouseClick(plot.viewport(), button, none, at)
    if double:
        QTest.mouseDClick(plot.viewport(), button, none, at)
        QTest.mouseRelease(plot.viewport(), button, none, at)


def _drawn_points(plot) -> int:
    return sum(len(c.xData) if c.xData is not None else 0 for c in (plot.neutral, *plot.curves))


# -- top N clusters -----------------------------------------------------------------------------
def test_setting_n_clusters_moves_the_threshold_and_the_line_sets_n(synthetic_panel, qtbot):
    panel, session = synthetic_panel, synthetic_panel.session
    plot = panel.plot
    assert panel.count_box.value() == session.cut.n_clusters == 3
    panel.count_box.setValue(2)  # what a typed value or an arrow click does
    assert session.cut.n_clusters == 2 and session.undo.count() == 1
    assert abs(plot.line.value() - session.threshold) < 1e-9  # the line moved there
    panel.count_box.setValue(7)
    assert session.cut.n_clusters == 7 and panel.count_box.value() == 7
    session.undo.undo()
    assert session.cut.n_clusters == 2 and panel.count_box.value() == 2
    session.preview_threshold(0.999)  # as while the line is dragged
    assert panel.count_box.value() == session.cut.n_clusters == 1
    session.preview_threshold(0.0001)
    assert panel.count_box.value() == session.cut.n_clusters == 45


def test_n_clusters_is_saved_like_a_drag(make_window, open_project, project_copy, wait_jobs):
    window = make_window()
    open_project(window, project_copy)
    session, box = window.session, window.dendrogram_panel.count_box
    assert box.value() == 6 and box.maximum() == len(session.clustering.page_ids)
    box.setValue(9)
    assert session.cut.n_clusters == 9 and session.undo.count() == 1
    wait_jobs(session)
    stored = _stored(project_copy)
    assert stored.threshold == session.saved_threshold and stored.n_clusters == 9


# -- zoom into a subtree ----------------------------------------------------------------------
def _group_node(g) -> int:
    """The merge that makes one of the synthetic session's three groups (15 pages each)."""
    return max((n for n in range(g.n_leaves, g.n_leaves + g.n_merges) if g.node_y[n] < 0.2),
               key=lambda n: subtree_of(g, n).n_leaves)


def test_a_clicked_merge_zooms_to_its_subtree_and_back(synthetic_panel):
    plot = synthetic_panel.plot
    g = plot.geometry_
    everything = _drawn_points(plot)
    assert everything == 6 * g.n_merges
    group = _group_node(g)
    _click(plot, g.node_x[group], g.node_y[group] + 0.002)  # a hair above its crossbar
    assert plot.node == group and len(plot.node_marker.data) == 1
    assert plot.node_text.isVisible() and plot.node_text.toPlainText().startswith("15 pages")
    sub = subtree_of(g, group)
    plot.zoom_to_node()
    (x0, x1), (_, y1) = plot.getPlotItem().getViewBox().viewRange()
    assert (x0, x1) == (sub.first_x - 0.5, sub.last_x + 0.5)  # only the subtree's pages
    assert g.node_y[group] < y1 < 0.2  # its top merge fills the view
    assert _drawn_points(plot) == 6 * (sub.n_leaves - 1)  # only its merges are drawn
    _click(plot, g.node_x[group], 0.9)  # a click on nothing drops the selected node
    assert plot.node is None and plot.zoomed.node == group
    plot.show_whole_tree()
    assert plot.zoomed is None and _drawn_points(plot) == everything
    assert plot.getPlotItem().getViewBox().viewRange()[0] == [-0.5, 44.5]


def test_a_double_click_on_a_merge_zooms_into_it(synthetic_panel):
    plot = synthetic_panel.plot
    g = plot.geometry_
    group = _group_node(g)
    _click(plot, g.node_x[group], g.node_y[group], double=True)
    assert plot.zoomed is not None and plot.zoomed.node == group == plot.node


# -- leaf labels ----------------------------------------------------------------------------------
def _leaf_texts(plot) -> list[str]:
    return [text for _, text in plot.getPlotItem().getAxis("bottom").leaves]


def test_leaves_are_labelled_only_when_each_has_a_line_of_room(synthetic_panel, qtbot):
    panel, plot = synthetic_panel, synthetic_panel.plot
    session, g = plot.session, plot.geometry_
    axis = plot.getPlotItem().getAxis("bottom")
    # 45 leaves in about 900 pixels: a label per leaf, in dendrogram order, none overlapping
    expected = [leaf_label(session.page_url(int(p))) for p in g.leaf_order]
    assert _leaf_texts(plot) == expected
    xs = [plot.mapFromScene(plot.getPlotItem().getViewBox().mapViewToScene(QPointF(x, 0))).x()
          for x, _ in axis.leaves]
    assert min(np.diff(xs)) >= axis.font_metrics().height()
    assert axis.height() > axis.font_metrics().horizontalAdvance("p44")  # room for the text
    panel.resize(480, 600)  # 45 leaves in ~420 pixels
    view = plot.getPlotItem().getViewBox()
    qtbot.waitUntil(lambda: view.width() < 45 * axis.font_metrics().height(), timeout=2000)
    qtbot.waitUntil(lambda: not axis.leaves, timeout=2000)  # labels would overlap: none
    plot.zoom_to_node(_group_node(g))  # 15 leaves fit again
    qtbot.waitUntil(lambda: len(axis.leaves) == 15, timeout=2000)


def test_a_big_tree_shows_labels_only_once_zoomed(make_window, open_project, project_copy,
                                                   qtbot):
    window = make_window()
    open_project(window, project_copy)
    plot, session = window.dendrogram, window.session
    axis = plot.getPlotItem().getAxis("bottom")
    g = plot.geometry_
    assert g.n_leaves == 260 and not axis.leaves  # 260 leaves: numbers, no labels
    small = next(n for n in range(2 * g.n_leaves - 2, g.n_leaves - 1, -1)
                 if 10 <= subtree_of(g, n).n_leaves <= 30)  # room in the default window
    plot.select_node(small)
    assert window.menu_actions.zoom_subtree.isEnabled()
    assert not window.menu_actions.whole_tree.isEnabled()
    window.menu_actions.zoom_subtree.trigger()
    sub = plot.zoomed
    pages = g.leaf_order[sub.first_x:sub.last_x + 1]
    assert _leaf_texts(plot) == [
        axis.font_metrics().elidedText(leaf_label(session.page_url(int(p))),
                                       Qt.TextElideMode.ElideLeft, 170) for p in pages]
    assert all("://" not in text for text in _leaf_texts(plot))  # path tails, not whole URLs
    window.activateWindow()
    qtbot.keyClick(window.dendrogram, Qt.Key.Key_Escape)
    assert plot.zoomed is None and not axis.leaves
    assert not window.menu_actions.whole_tree.isEnabled()


# -- linkage and measure ----------------------------------------------------------------------------
def _choose(combo, value: str) -> None:
    """What the analyst's pick does: ``activated`` (a programmatic change emits none)."""
    index = combo.findData(value)
    assert index >= 0, value
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def test_a_new_linkage_or_measure_clusters_again_in_the_worker_and_is_kept(
        make_window, open_project, project_copy, wait_jobs, qtbot):
    window = make_window()
    open_project(window, project_copy)
    panel, session = window.dendrogram_panel, window.session
    assert (panel.linkage_box.currentData(), panel.measure_box.currentData()) == (
        "medoid", "path-shingle")  # the project's
    assert panel.linkage_box.count() == 3 and panel.measure_box.count() == 9
    before = session.view
    _choose(panel.linkage_box, "average")
    job = session.runner.current("project")
    assert job is not None and job.title == "Clustering"  # in the runner, not on this thread
    assert session.view is before and not panel.linkage_box.isEnabled()
    wait_jobs(session, timeout=120)
    assert session.view is not before and session.clustering.method == "average"
    assert _stored(project_copy).method == "average" and panel.linkage_box.isEnabled()
    _choose(panel.measure_box, "tag-jaccard")
    wait_jobs(session, timeout=120)
    stored = _stored(project_copy)
    assert (stored.metric, stored.method) == ("tag-jaccard", "average")  # the linkage stays
    window.menu_actions.cluster.trigger()  # Ctrl+K keeps the project's choice too
    wait_jobs(session, timeout=120)
    assert (_stored(project_copy).metric, _stored(project_copy).method) == (
        "tag-jaccard", "average")
    again = make_window()
    open_project(again, project_copy)
    assert (again.dendrogram_panel.linkage_box.currentData(),
            again.dendrogram_panel.measure_box.currentData()) == ("average", "tag-jaccard")


def test_a_wheel_over_the_linkage_box_clusters_nothing(make_window, open_project,
                                                       project_copy, qtbot):
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    window = make_window()
    open_project(window, project_copy)
    box = window.dendrogram_panel.linkage_box
    box.setFocus()
    centre = QPointF(box.rect().center())
    wheel = QWheelEvent(centre, box.mapToGlobal(centre), QPoint(0, 0), QPoint(0, -120),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(box, wheel)
    assert box.currentData() == "medoid" and window.session.runner.current("project") is None


def test_a_cancelled_reclustering_shows_the_choice_the_project_keeps(
        make_window, open_project, project_copy, wait_jobs):
    window = make_window()
    open_project(window, project_copy)
    panel, session = window.dendrogram_panel, window.session
    _choose(panel.measure_box, "stm")  # slow enough to cancel
    assert panel.measure_box.currentData() == "stm"
    window.menu_actions.cancel_job.trigger()
    wait_jobs(session, timeout=120)
    assert _stored(project_copy).metric == "path-shingle"
    assert panel.measure_box.currentData() == "path-shingle" and panel.measure_box.isEnabled()


def test_the_node_of_a_cluster_holds_exactly_its_pages(synthetic_panel):
    plot, flat = synthetic_panel.plot, synthetic_panel.session.cut
    g = plot.geometry_
    for label in range(flat.n_clusters):
        sub = subtree_of(g, plot.cluster_node(label))
        assert sorted(g.leaf_order[sub.first_x:sub.last_x + 1]) == sorted(flat.members(label))


def test_the_colour_strip_names_the_page_under_the_pointer(synthetic_panel, qtbot):
    """Hovering the strip under the leaves: its tooltip is that page's URL and cluster, at any
    number of leaves (labels under the axis need room)."""
    plot = synthetic_panel.plot
    g, session = plot.geometry_, plot.session
    view = plot.getPlotItem().getViewBox()
    strip_y = -plot.strip_h * 0.6
    for x in (0, 17, 44):
        page = int(g.leaf_order[x])
        # the scene's move signal (offscreen Qt sends no events for QTest.mouseMove)
        plot.scene().sigMouseMoved.emit(view.mapViewToScene(QPointF(x, strip_y)))
        assert plot.strip.toolTip() == (f"{session.page_url(page)}\n"
                                        f"cluster {int(session.cut.labels[page])}")
    plot.scene().sigMouseMoved.emit(view.mapViewToScene(QPointF(17, 0.5)))  # above: unchanged
    assert plot.strip.toolTip().startswith(session.page_url(int(g.leaf_order[44])))


def test_a_job_ending_after_the_panel_is_gone_reaches_no_deleted_widget(qtbot, synthetic_session):
    """The session's runner outlives the panel (a closed window, a test's teardown): its
    signals must not reach the deleted combo boxes (CI saw "ChoiceBox already deleted")."""
    import shiboken6

    session = synthetic_session(skip_above=None)
    panel, _actions, _holder = _panel(qtbot, session)
    shiboken6.delete(panel)
    session.runner.sigStarted.emit(None)  # an error here fails the test (pytest-qt)
    session.runner.sigEnded.emit(None)
