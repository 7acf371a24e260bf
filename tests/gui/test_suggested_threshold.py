"""The suggested threshold on the dendrogram: a dashed line at the tree's largest gap; a click on
it moves the threshold there as one undoable command."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from tplx_engine.jobs.clustering import recut
from tplx_engine.store.project import Project


def test_the_dendrogram_marks_the_suggested_threshold_and_a_click_moves_there(
        make_window, qtbot, wait_jobs, open_project, project_copy):
    with Project(project_copy) as project:
        recut(project, 0.5)  # where an analyst left it; the shipped first cut is the suggestion
    window = make_window()
    session = window.session
    open_project(window, project_copy)
    plot = window.dendrogram
    suggested = session.clustering.suggested
    assert plot.suggested_line.isVisible()
    assert abs(plot.suggested_line.value() - suggested.threshold) < 1e-9
    assert suggested.threshold != session.threshold  # the demo's 0.5 is not the gap's middle
    assert "largest gap" in plot.suggested_line.toolTip()
    assert plot.suggested_line.label.toPlainText() == f"suggested {suggested.threshold:.3f}"
    vb = plot.getPlotItem().getViewBox()
    (x0, x1), _ = vb.viewRange()
    where = plot.mapFromScene(vb.mapViewToScene(QPointF(x0 + 0.6 * (x1 - x0),
                                                        suggested.threshold)))
    QTest.mouseClick(plot.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, where)
    qtbot.waitUntil(lambda: session.saved_threshold == round(suggested.threshold, 4))
    assert session.undo.count() == 1
    wait_jobs(session)
    session.undo.undo()
    assert session.threshold == 0.5
