"""Opening a crawl folder: it is loaded in the runner (the window stays usable), clustered, its
problem pages listed; a crawl folder finds its default project; a cancelled load leaves a
consistent project that the next load reuses."""

from __future__ import annotations

import zlib

from tplx_engine.config import load_config
from tplx_engine.jobs.clustering import current_clustering
from tplx_engine.load.crawl import discover_pages
from tplx_engine.store import pages as stored_pages
from tplx_engine.store.project import Project


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
    # the Pool dock speaks of this project, not of none (nothing pooled before an export)
    assert window.pool.summary.text().startswith("The pool is empty")


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
    window.menu_actions.cancel_job.trigger()  # the load started; no need to finish it here
    wait_jobs(session)


def test_cancelling_a_load_keeps_the_project_consistent(make_window, qtbot, wait_jobs,
                                                        demo_crawl, tmp_path):
    window = make_window()
    session = window.session
    session.auto_cluster = False
    path = tmp_path / "cancelled.tplx"
    job = session.open_crawl(demo_crawl, path)
    qtbot.waitUntil(lambda: job.stage == "pages" or job.is_finished, timeout=30_000)
    with qtbot.waitSignal(job.aborted, timeout=30_000):
        window.menu_actions.cancel_job.trigger()
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


def test_a_warc_file_opens_like_a_folder(make_window, qtbot, settle, tmp_path):
    """The demo crawl as a WARC: the Open dialog takes the file, the load clusters it as the
    folder (6 clusters of the 260 detail pages), and a page is read by its WARC id."""
    from tplx_engine.demo import write_demo_crawl
    from tplx_engine.demo.warc import convert_to_warc
    from tplx_gui.dialogs.open_crawl import OpenCrawlDialog

    write_demo_crawl(tmp_path / "w")
    warc = convert_to_warc(tmp_path / "w")
    dialog = OpenCrawlDialog(None, str(warc))
    dialog.project.setText(str(tmp_path / "w.tplx"))
    dialog._accept()
    assert dialog.result() == dialog.DialogCode.Accepted
    (tmp_path / "notes.txt").write_text("x")
    dialog = OpenCrawlDialog(None, str(tmp_path / "notes.txt"))
    dialog.project.setText(str(tmp_path / "n.tplx"))
    dialog._accept()
    assert dialog.result() != dialog.DialogCode.Accepted

    window = make_window()
    session = window.session
    job = session.open_crawl(warc, tmp_path / "w.tplx")
    assert job is not None
    with qtbot.waitSignal(job.returned, timeout=60_000) as loaded:
        pass
    assert loaded.args[0].by_status["detail"] == 260
    settle(window)
    assert session.cut is not None and session.cut.n_clusters == 6
    page_id = session.page_id(0)
    assert page_id.startswith("demo.warc.gz#")
    rendered = []
    session.read_page(page_id, rendered.append)
    qtbot.waitUntil(lambda: bool(rendered), timeout=30_000)
    assert not rendered[0].problem and rendered[0].url.startswith("http://")
    assert "<h1" in rendered[0].source


def test_several_warc_files_open_as_one_crawl(make_window, qtbot, settle, tmp_path,
                                              monkeypatch):
    """The demo WARC cut in two at a record boundary, both chosen in the Open dialog's WARC
    files…: one crawl, clustered as the whole, pages read from each file; a folder among
    several is refused with the reason."""
    from PySide6.QtWidgets import QFileDialog

    from tplx_engine.demo import write_demo_crawl
    from tplx_engine.demo.warc import convert_to_warc
    from tplx_gui.dialogs.open_crawl import OpenCrawlDialog

    write_demo_crawl(tmp_path / "w")
    data = convert_to_warc(tmp_path / "w").read_bytes()
    members, start = [], 0  # the gzip members (one record each) and where each starts
    while start < len(data):
        d = zlib.decompressobj(31)
        d.decompress(data[start:])
        end = len(data) - len(d.unused_data)
        members.append((start, end))
        start = end
    cut = members[len(members) // 2][0]
    folder = tmp_path / "archives"
    folder.mkdir()
    (folder / "a.warc.gz").write_bytes(data[:cut])
    (folder / "b.warc.gz").write_bytes(data[cut:])
    chosen = [str(folder / "a.warc.gz"), str(folder / "b.warc.gz")]
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *a, **k: (chosen, ""))

    window = make_window()
    session = window.session
    asked = []
    dialog = OpenCrawlDialog(None, "", lambda paths, reply: asked.append(paths))
    dialog._browse_warc()
    assert dialog.crawl.text() == " ".join(f'"{p}"' for p in chosen)
    assert asked and [str(p) for p in asked[-1]] == chosen  # its default project is asked
    dialog.project.setText(str(tmp_path / "two.tplx"))
    dialog._accept()
    assert dialog.result() == dialog.DialogCode.Accepted
    crawl, project = dialog.values()
    job = session.open_crawl(crawl, project)
    with qtbot.waitSignal(job.returned, timeout=60_000) as loaded:
        pass
    assert loaded.args[0].by_status["detail"] == 260  # the whole demo crawl
    settle(window)
    assert session.cut is not None and session.cut.n_clusters == 6
    files = {session.page_id(i).partition("#")[0] for i in range(len(session.cut.labels))}
    assert files == {"a.warc.gz", "b.warc.gz"}
    page_id = next(session.page_id(i) for i in range(len(session.cut.labels))
                   if session.page_id(i).startswith("b.warc.gz#"))
    rendered = []
    session.read_page(page_id, rendered.append)
    qtbot.waitUntil(lambda: bool(rendered), timeout=30_000)
    assert not rendered[0].problem and "<h1" in rendered[0].source

    assert session.open_crawl([folder / "a.warc.gz", folder], tmp_path / "x.tplx") is None
    qtbot.waitUntil(lambda: window.last_message is not None, timeout=5000)
    assert "must all be WARC files" in window.last_message.text


def test_a_crawl_of_one_page_opens_and_shows_it(make_window, qtbot, settle, demo_crawl,
                                                tmp_path):
    # one kept page: a clustering without a pair of pages, a heatmap of one cell
    crawl = tmp_path / "one"
    crawl.mkdir()
    (crawl / "page.html").write_bytes((demo_crawl / "shop.example.com" / "0000.htm").read_bytes())
    window = make_window()
    session = window.session
    job = session.open_crawl(crawl, tmp_path / "one.tplx")
    with qtbot.waitSignal(job.returned, timeout=60_000):
        pass
    settle(window)
    assert session.cut is not None and session.cut.n_clusters == 1
    assert session.select_page_id("page.html")
    settle(window)
    assert window.page.header.text().startswith("<b>")
    assert window.last_message is None
    window.build_templates()  # a template needs 2 pages: the status bar says so
    settle(window)
    assert ("0 templates built" in window.statusBar().toolTip()
            and "1 clusters without a template (1 page(s), fewer than 2)"
            in window.statusBar().toolTip())


def test_a_crawl_without_a_detail_page_says_why_it_shows_nothing(make_window, qtbot, settle,
                                                                   demo_crawl, demo_manifest,
                                                                   tmp_path):
    empty = tmp_path / "empty"
    empty.mkdir()
    (empty / "notes.txt").write_text("not a page")
    errors = tmp_path / "errors"
    errors.mkdir()
    error_pages = [p["path"] for p in demo_manifest["pages"] if p["kind"] == "error"]
    for i, page in enumerate(error_pages[:2]):
        (errors / f"e{i}.html").write_bytes((demo_crawl / page).read_bytes())
    assert len(list(errors.iterdir())) == 2
    for crawl, title, words in ((empty, "No pages in the crawl", "1 other file(s) skipped"),
                                (errors, "No page to cluster", "2 error pages")):
        window = make_window()
        job = window.session.open_crawl(crawl, tmp_path / f"{crawl.name}.tplx")
        with qtbot.waitSignal(job.returned, timeout=60_000):
            pass
        settle(window)
        message = window.last_message
        assert message is not None and message.title == title and message.severity == "warning"
        assert words in message.text and str(crawl) in message.text
