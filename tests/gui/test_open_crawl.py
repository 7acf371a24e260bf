"""The analyst's path through the window, offscreen: open a crawl (loaded in the runner),
cluster, drag the threshold, undo/redo, reopen, cancel."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from tplx_engine.config import load_config
from tplx_engine.jobs.clustering import current_clustering
from tplx_engine.load.crawl import discover_pages
from tplx_engine.store import pages as stored_pages
from tplx_engine.store.project import Project


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


def test_open_a_crawl_loads_it_in_the_runner_then_clusters(make_window, qtbot, settle,
                                                           demo_crawl, tmp_path):
    window = make_window()
    session = window.session
    job = session.open_crawl(demo_crawl, tmp_path / "new" / "demo.tplx")
    assert job is not None and job.is_running  # the window is not blocked while it loads
    with qtbot.waitSignal(job.returned, timeout=60_000) as loaded:
        pass
    summary = loaded.args[0]
    assert summary.by_status["detail"] == 260
    settle(window)  # the clustering the load started, the Problems rows
    assert session.cut is not None and session.cut.n_clusters == 6
    assert window.clusters.model.rowCount() == 6
    assert window.last_message is None
    problems = window.problems.model.rows
    statuses = {row.status for row in problems}
    assert {"error_page", "list_page", "duplicate"} <= statuses
    assert all(row.reason for row in problems)  # each with its reason
    proxy = window.problems.proxy
    shown = [proxy.data(proxy.index(r, 1)) for r in range(proxy.rowCount())]
    assert shown == sorted(shown, key=["error_page", "list_page", "duplicate"].index)
    window.problems.filter.setText("404")
    assert 0 < window.problems.proxy.rowCount() < len(problems)
    assert session.recent.entries()[0].endswith("demo.tplx")


def test_a_crawl_folder_opens_in_its_default_project(make_window, qtbot, wait_jobs,
                                                      demo_crawl, tmp_path, monkeypatch):
    from tplx_gui import session as session_module

    monkeypatch.setattr(session_module, "projects_dir", lambda: tmp_path / "projects")
    window = make_window()
    session = window.session
    session.auto_cluster = False
    finding = window.open_path(demo_crawl)  # which project is the crawl's: asked in the runner
    assert finding is not None and session.project_path is None
    qtbot.waitUntil(lambda: session.project_path is not None, timeout=30_000)
    assert session.project_path == tmp_path / "projects" / "demo-crawl.tplx"
    assert window.windowTitle() == "tplx — demo-crawl.tplx"
    window.actions.cancel_job.trigger()  # the load started; no need to finish it here
    wait_jobs(session)


def test_dragging_the_threshold_recuts_at_once_and_is_undoable(make_window, qtbot, wait_jobs,
                                                               open_project, project_copy):
    window = make_window()
    session = window.session
    open_project(window, project_copy)
    plot = window.dendrogram
    assert session.threshold == 0.5 and window.clusters.model.rowCount() == 6
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
    assert session.threshold == 0.5 and window.clusters.model.rowCount() == 6
    wait_jobs(session)
    assert _stored_threshold(project_copy) == 0.5 and plot.line.value() == 0.5
    session.undo.redo()
    assert session.threshold == low and window.clusters.model.rowCount() == n_low
    wait_jobs(session)
    assert _stored_threshold(project_copy) == low
    for _ in range(5):  # a burst of undo/redo: the queued writes end in the right state
        session.undo.undo()
        session.undo.redo()
    session.undo.undo()
    wait_jobs(session)
    assert _stored_threshold(project_copy) == 0.5


def test_keyboard_nudges_fold_into_one_undo_step(make_window, qtbot, wait_jobs, open_project,
                                                 project_copy):
    window = make_window()
    session = window.session
    open_project(window, project_copy)
    for _ in range(3):
        window.actions.threshold_up.trigger()
    assert abs(session.saved_threshold - 0.53) < 1e-9 and session.undo.count() == 1
    session.undo.undo()
    assert session.saved_threshold == 0.5


def test_selecting_anywhere_selects_everywhere(make_window, qtbot, settle, open_project,
                                               project_copy):
    window = make_window()
    session = window.session
    open_project(window, project_copy)
    window.clusters.table.selectRow(2)  # the table is sorted by size: row 2 is some cluster
    settle(window)
    label = session.selected_cluster
    assert label >= 0
    medoid = int(session.cut.medoids[label])
    assert window.page.page_id == session.page_id(medoid)  # the page view shows its medoid
    lo, hi = window.dendrogram.band.getRegion()  # the dendrogram band covers its pages
    assert hi - lo == len(session.cut.members(label))
    assert len(window.heatmap.pages) == len(session.cut.members(label))
    member = int(session.cut.members(label)[-1])
    window.map._clicked(None, [type("P", (), {"data": lambda self: member})()])
    settle(window)
    assert session.selected_page == member and window.page.page_id == session.page_id(member)
    current = window.clusters.members.currentIndex()  # the members table's current row
    members = window.clusters.members_model
    assert current.isValid() and members.item_at(current.row()) == member
    assert members.data(members.index(current.row(), 0)) == session.page_url(member)


def test_reopening_restores_threshold_selection_and_docks(make_window, qtbot, wait_jobs, open_project,
                                                          project_copy):
    window = make_window()
    session = window.session
    open_project(window, project_copy)
    session.request_threshold(0.3)
    session.select_cluster(3)
    page_id = session.page_id(int(session.cut.medoids[3]))
    n_clusters = session.cut.n_clusters
    window.docks["sweep"].close()
    window.close()
    again = make_window()
    assert not again.docks["sweep"].isVisible()  # dock layout from QSettings
    open_project(again, project_copy)
    s = again.session
    assert s.threshold == 0.3 and s.cut.n_clusters == n_clusters  # threshold from the project
    assert s.page_id(int(s.cut.medoids[s.selected_cluster])) == page_id  # selection
    assert again.clusters.table.currentIndex().isValid()


def test_cancelling_a_load_keeps_the_project_consistent(make_window, qtbot, wait_jobs,
                                                        demo_crawl, tmp_path):
    window = make_window()
    session = window.session
    session.auto_cluster = False
    path = tmp_path / "cancelled.tplx"
    job = session.open_crawl(demo_crawl, path)
    qtbot.waitUntil(lambda: job.stage == "pages" or job.is_finished, timeout=30_000)
    with qtbot.waitSignal(job.aborted, timeout=30_000):
        window.actions.cancel_job.trigger()
    wait_jobs(session)
    with Project(path) as project:
        saved = len(list(stored_pages.read(project)))
        assert current_clustering(project) is None
    total = len(discover_pages(demo_crawl, load_config(use_user_dir=False).load).pages)
    assert 0 < saved < total  # some pages saved, not all
    # the project opens as it is, and loading again reuses what was saved
    assert session.open_project(path)
    wait_jobs(session)
    job = session.load_crawl()
    with qtbot.waitSignal(job.returned, timeout=60_000) as done:
        pass
    assert done.args[0].pages_reused == saved and done.args[0].by_status["detail"] == 260
    wait_jobs(session)


def test_a_bad_project_file_is_a_readable_message_not_a_crash(make_window, qtbot, wait_jobs,
                                                               tmp_path):
    window = make_window()
    bad = tmp_path / "not-a-project.tplx"
    bad.write_bytes(b"this is not sqlite" * 100)
    with qtbot.waitSignal(window.session.sigMessage, timeout=30_000):
        window.session.open_project(bad)  # opened (and refused) in the runner
    wait_jobs(window.session)
    message = window.last_message
    assert message.title == "Cannot use the project file" and "not-a-project" in message.text
    assert not message.details  # an expected error: no traceback
    assert window.session.project_path is None and window.actions.open_crawl.isEnabled()
    assert window.session.recent.entries() == []
    assert not window.session.open_project(tmp_path / "missing.tplx")
    assert "No such project file" in window.last_message.text
