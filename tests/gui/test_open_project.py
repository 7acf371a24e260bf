"""Opening a project file: the threshold, the selection and the dock layout are restored; a file
that is no project is a readable message, not a crash."""

from __future__ import annotations


def test_reopening_restores_threshold_selection_and_docks(make_window, open_project,
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
    assert window.session.project_path is None and window.menu_actions.open_crawl.isEnabled()
    assert window.session.recent.entries() == []
    assert not window.session.open_project(tmp_path / "missing.tplx")
    assert "No such project file" in window.last_message.text


def test_a_project_clustered_by_fpc_shows_its_clusters_and_templates(
        make_window, open_project, project_copy, settle):
    """Crawls above max_pairwise_pages are clustered by FPC (no merge tree): the window still
    lists their clusters, pages and templates, and says why there is no dendrogram."""
    from dataclasses import replace

    from conftest import CONFIG

    from tplx_engine.jobs.clustering import cluster_project, current_clustering
    from tplx_engine.jobs.templates import build_templates
    from tplx_engine.store.project import Project

    with Project(project_copy) as project:
        cluster_project(project, replace(CONFIG.cluster, method="fpc"), workers=1)
        stored = current_clustering(project)
        build_templates(project, stored, CONFIG)
    window = make_window()
    open_project(window, project_copy)
    session = window.session
    assert session.clustering.method == "fpc" and session.clustering.tree is None
    flat = session.cut
    assert flat.n_clusters == stored.n_clusters > 1
    assert list(flat.labels) == list(stored.labels)
    assert sorted(int(p) for p in flat.members(1)) == list(stored.members(1))
    assert window.clusters.table.model().rowCount() == stored.n_clusters
    session.select_cluster(1)
    settle(window)
    medoid = session.page_id(int(stored.medoids[1]))
    assert window.page.page_id == medoid
    assert window.template.template is not None and medoid in window.template.template.members
    assert "rebuild to follow the cut" not in window.template.title.text()  # built from this cut
    text = window.dendrogram.empty_text
    assert text.isVisible() and "no merge tree" in text.toPlainText()


def test_a_project_whose_crawl_moved_says_so_and_where_to_point_it(
        make_window, qtbot, settle, open_project, demo_crawl, tmp_path):
    import shutil

    crawl = tmp_path / "crawl"
    shutil.copytree(demo_crawl, crawl)
    window = make_window()
    job = window.session.open_crawl(crawl, tmp_path / "moved.tplx")
    with qtbot.waitSignal(job.returned, timeout=60_000):
        pass
    settle(window)
    window.close()
    crawl.rename(tmp_path / "elsewhere")
    window = make_window()
    open_project(window, tmp_path / "moved.tplx")
    message = window.last_message
    assert message is not None and message.severity == "warning"
    assert str(crawl) in message.text and "Open crawl with this project file" in message.text
    window.session.select_cluster(0)
    settle(window)
    # the page view says why it shows nothing, in front of the user
    assert "is not there any more" in window.page.browser.toPlainText()
    # and suggesting says why instead of proposing nothing
    window.suggest_labels()
    settle(window)
    assert "is not there any more" in window.last_message.text
    # loading the crawl from its new place into the project keeps the work
    job = window.session.open_crawl(tmp_path / "elsewhere", tmp_path / "moved.tplx")
    with qtbot.waitSignal(job.returned, timeout=60_000) as loaded:
        pass
    assert loaded.args[0].pages_reused == loaded.args[0].pages_found > 0
