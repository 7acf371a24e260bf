"""The pool through the window: an export pools the pages no template fits, the Pool dock lists
them, Discover new templates (in the runner) turns them into templates that the cluster table
and the template strip then show."""

from __future__ import annotations

from tplx_engine.jobs import templates as template_jobs
from tplx_engine.jobs.stored import load_templates
from tplx_engine.store.project import Project

FORUMS = ("forum.example.com", "bbs.example.cn")


def test_export_pools_unknown_pages_and_discovery_makes_templates(
        templated_window, qtbot, settle, templated_copy, demo_manifest, tmp_path):
    window = templated_window
    session = window.session
    # the forums' templates are gone (as if their pages were crawled after the build)
    with Project(templated_copy) as project:
        kept = [t for t in load_templates(project)
                if not any(host in t.medoid for host in FORUMS)]
        assert len(kept) == 4
        template_jobs.save_templates(project, kept)
    session.book.reload()
    settle(window)
    forum_clusters = [k for k in range(session.cut.n_clusters)
                      if any(h in session.page_url(int(session.cut.medoids[k])) for h in FORUMS)]
    assert len(forum_clusters) == 2
    assert all(session.book.template_for_cluster(k) is None for k in forum_clusters)
    model = window.clusters.model

    def template_column(k):
        return model.data(model.index(model.row_of(k), 3))

    assert [template_column(k) for k in forum_clusters] == ["—", "—"]
    assert window.pool.table.rowCount() == 0 and "empty" in window.pool.summary.text()

    job = window.export(tmp_path / "out.jsonl")
    with qtbot.waitSignal(job.returned, timeout=60_000):
        pass
    settle(window)  # the pool is read again after the export
    forum_pages = {p["path"] for p in demo_manifest["pages"]
                   if p["kind"] == "detail" and p["template"] in ("en-forum", "zh-forum")}
    listed = {page.page_id for page in window.pool.pages}
    assert listed == forum_pages and window.pool.table.rowCount() == len(forum_pages)
    assert "fit no template" in window.pool.summary.text()

    window.menu_actions.discover.trigger()
    job = session.runner.current("project")
    with qtbot.waitSignal(job.returned, timeout=60_000) as done:
        pass
    settle(window)
    report = done.args[0]
    assert report.ran and len(report.new_templates) == 2 and report.pool_after == 0
    assert window.pool.table.rowCount() == 0 and window.pool.report.isVisible()
    assert all(t.id in window.pool.report_text() for t in report.new_templates)
    # the clusters of the current cut whose medoid a new template has show it
    for k in forum_clusters:
        template = session.book.template_for_cluster(k)
        assert template is not None and template.id in {t.id for t in report.new_templates}
        assert template_column(k) == "unlabelled"
    session.select_cluster(forum_clusters[0])
    settle(window)
    assert window.template.template is session.book.template_for_cluster(forum_clusters[0])


def test_a_long_discovery_report_scrolls_and_leaves_the_docks_alone(
        templated_window, qtbot, settle):
    window = templated_window
    window.docks["pool"].show()
    window.docks["pool"].raise_()
    settle(window)
    qtbot.wait(50)
    size = window.size()
    heights = {n: window.docks[n].height() for n in ("clusters", "suggestions", "page")}
    pool_height = window.docks["pool"].height()
    report = "\n".join(f"• t{i:03d}: 12 pages, medoid page{i}.html — cluster {i}"
                       for i in range(35))
    window.pool.show_report(report)
    qtbot.wait(100)
    assert window.size() == size  # the window did not grow
    assert window.docks["pool"].height() == pool_height
    assert {n: window.docks[n].height() for n in heights} == heights
    assert window.pool.report_text() == report
    scroll = window.pool.report.verticalScrollBar()
    assert scroll.maximum() > 0  # the report scrolls
    assert window.pool.table.height() >= 2 * window.pool.report.height() // 3
