"""Screenshots of the workbench on the demo crawl, offscreen: ``make screenshots``.

    QT_QPA_PLATFORM=offscreen python -m tplx_gui.screenshots [OUT_DIR] [--dark]

Writes the demo crawl to a temporary folder, opens it (loaded and clustered in the worker),
builds the templates, selects the news cluster, labels its author on the medoid page, runs
Suggest labels and accepts the TITLE and DATE proposals (CONTENT stays proposed: dashed in the
page and the template strip), then lets "new pages" arrive (a small synthetic crawl copied in) and
exports, so the Pool lists the pages no template fits. It waits for the results and saves
``widget.grab()`` PNGs of the main window and of every view into OUT_DIR (default
docs/screenshots), of the dendrogram zoomed into half the news cluster (``dendrogram-zoom``) and of
the Results dock searching the export (``results-search``), of a field's options with their
preview (``field-options``) and of Label by value previewing one more example of the author
(``label-value``). ``--dark`` renders with a dark palette instead
(files end in ``-dark``), to check that nothing depends on a light background.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

VIEWS = ("clusters", "suggestions", "page", "sweep", "map", "heatmap", "template", "results",
         "problems", "pool", "history")


def _dark_palette():
    from PySide6.QtGui import QColor, QPalette

    p = QPalette()
    roles = {
        QPalette.ColorRole.Window: "#2b2b2b", QPalette.ColorRole.WindowText: "#e6e6e6",
        QPalette.ColorRole.Base: "#1e1e1e", QPalette.ColorRole.AlternateBase: "#2a2a2a",
        QPalette.ColorRole.Text: "#e6e6e6", QPalette.ColorRole.Button: "#353535",
        QPalette.ColorRole.ButtonText: "#e6e6e6", QPalette.ColorRole.Highlight: "#3d7bd9",
        QPalette.ColorRole.HighlightedText: "#ffffff", QPalette.ColorRole.ToolTipBase: "#353535",
        QPalette.ColorRole.ToolTipText: "#e6e6e6", QPalette.ColorRole.PlaceholderText: "#9a9a9a",
        QPalette.ColorRole.Mid: "#555555", QPalette.ColorRole.Link: "#6ea8ff",
    }
    for role, color in roles.items():
        p.setColor(role, QColor(color))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text,
                 QPalette.ColorRole.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor("#7a7a7a"))
    return p


def _wait(app, session, timeout: float = 120.0) -> None:
    from PySide6.QtCore import QEventLoop, QTimer

    deadline = time.monotonic() + timeout
    loop = QEventLoop()
    while not session.runner.idle and time.monotonic() < deadline:
        QTimer.singleShot(50, loop.quit)
        loop.exec()
    for _ in range(5):
        app.processEvents()


def _settle(app, window) -> None:
    """Until every view refreshed and every job they started (pages, marks, results) ended."""
    for _ in range(20):
        window.flush_views()
        app.processEvents()
        _wait(app, window.session)
        if not window.views_pending() and window.session.runner.idle:
            return


def _steady_grab(app, widget, timeout: float = 5.0):
    """The widget's picture once two grabs 100 ms apart are the same (the rendered page
    scrolls to the selection after its layout settles): the same pixels every run."""
    from PySide6.QtCore import QEventLoop, QTimer

    picture = widget.grab().toImage()
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        loop = QEventLoop()
        QTimer.singleShot(100, loop.quit)
        loop.exec()
        again = widget.grab().toImage()
        if again == picture:
            break
        picture = again
    return picture


def _search_shot(app, window, path: Path) -> Path:
    """The Results dock searching the export for a word of the first title shown, its first
    hit chosen (the page dock shows that page)."""
    results = window.results
    title = next((v for r in results.model.results for f in r.fields if f.field == "TITLE"
                  for v in f.values if len(v.split()) > 1), "Kingsport")
    word = max(title.split(), key=len)
    window.docks["results"].raise_()
    results.search.box.setText(word.lower())
    results.search.start()
    _wait(app, window.session)
    if results.search.model.rowCount():
        results.search.hits.selectRow(0)
    _settle(app, window)
    _steady_grab(app, results).save(str(path))
    return path


def _zoom_shot(app, window, path: Path) -> Path:
    """The dendrogram zoomed into the larger half of the selected cluster (few enough pages
    for their names under the leaves); then the whole tree again."""
    from .plots.dendrogram_nodes import subtree_of

    plot = window.dendrogram
    g, node = plot.geometry_, plot.cluster_node(window.session.selected_cluster)
    if node is not None:
        halves = (int(g.left[node - g.n_leaves]), int(g.right[node - g.n_leaves]))
        node = max((h for h in halves if h >= g.n_leaves),
                   key=lambda h: subtree_of(g, h).n_leaves, default=node)
    plot.zoom_to_node(node)
    _settle(app, window)
    _steady_grab(app, window.dendrogram_panel).save(str(path))
    plot.select_node(None)
    plot.show_whole_tree()
    return path


def _field_options_shot(app, window, path: Path) -> Path:
    """The options dialog of the news template's DATE (else its first field), its preview read
    on the cluster's pages."""
    labels = window.template.fields.labels
    label_id = next((i for i, lb in labels if lb.field == "DATE"), labels[0][0] if labels else 0)
    if window.edit_field_options(label_id):
        _grab_preview(app, window.options_dialog, path)
    return path


def _label_value_shot(app, window, field: str, value: str, path: Path) -> Path:
    """Label by value with ``value`` typed for ``field`` and its Preview on the cluster."""
    if window.label_by_value(field):
        dialog = window.value_dialog
        dialog.value.setText(value)
        dialog.preview_button.click()
        _grab_preview(app, dialog, path)
    return path


def _grab_preview(app, dialog, path: Path) -> None:
    """Save ``dialog`` once its field preview is read (or after 30 s), then close it."""
    deadline = time.monotonic() + 30
    while dialog.form.pages is None and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.02)
    _steady_grab(app, dialog).save(str(path))
    dialog.reject()
    app.processEvents()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Screenshots of the tplx workbench")
    parser.add_argument("out", nargs="?", default="docs/screenshots")
    parser.add_argument("--dark", action="store_true")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if "forkserver" in multiprocessing.get_all_start_methods():
        multiprocessing.set_start_method("forkserver", force=True)
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication, QStyleFactory

    from .page_web import prepare

    prepare()  # the rendered page view (if QtWebEngine is installed)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setStyle(QStyleFactory.create("Fusion"))
    if args.dark:
        app.setPalette(_dark_palette())
    from tplx_engine.config import load_config
    from tplx_engine.demo import write_demo_crawl

    from .app import preload_engine
    from .main_window import MainWindow
    from .recent import RecentProjects
    from .session import Session

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    suffix = "-dark" if args.dark else ""
    # the same folder every run: its path is shown (the status bar's export message)
    work = Path(tempfile.gettempdir()) / "tplx-screenshots"
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir()
    crawl = work / "demo-crawl"
    write_demo_crawl(crawl)
    session = Session(config=load_config(use_user_dir=False),
                      recent=RecentProjects(work / "recent.json"), workers=1)
    preload_engine(session.config.cluster.metric)
    window = MainWindow(session, QSettings(str(work / "ui.ini"), QSettings.Format.IniFormat))
    window.resize(1600, 1000)
    window.show()
    app.processEvents()
    session.open_crawl(crawl, work / "demo.tplx")
    _wait(app, session)
    window.build_templates()
    _wait(app, session)
    news = next((k for k in range(session.cut.n_clusters)
                 if "news.example.com" in session.page_url(int(session.cut.medoids[k]))), 0)
    session.select_cluster(news)
    _settle(app, window)
    texts = window.page.texts  # the byline: "By <span class=author>NAME</span>"
    author = next((i for i in range(1, len(texts)) if texts[i].tag == "span"
                   and texts[i - 1].text == "By"), None)
    if author is not None:
        window.page.choose(author)
        window.label_choice("AUTHOR")
        _settle(app, window)
    window.suggest_labels()
    _wait(app, session)
    _settle(app, window)
    for field in ("TITLE", "DATE"):
        proposal = next((x for x in window.suggestions.rows if x.field == field), None)
        if proposal is not None:
            window.suggestions.accept(proposal)
            _settle(app, window)
    # new pages arrive in the crawl folder after the templates were built: the export pools them
    write_demo_crawl(work / "new-pages", pages=60, templates=2, seed=7)
    for site in (work / "new-pages").iterdir():
        if site.is_dir():
            shutil.copytree(site, crawl / "new-sites" / site.name)
    window.export(work / "out.xml")
    _wait(app, session)
    _settle(app, window)
    if author is not None:
        window.page.choose(author)  # show a selected text and its source line
    _wait(app, session)
    _settle(app, window)
    window.docks["template"].raise_()
    _settle(app, window)
    saved = [out / f"main{suffix}.png"]
    _steady_grab(app, window).save(str(saved[0]))
    _steady_grab(app, window.dendrogram_panel).save(str(out / f"dendrogram{suffix}.png"))
    saved.append(out / f"dendrogram{suffix}.png")
    saved.append(_zoom_shot(app, window, out / f"dendrogram-zoom{suffix}.png"))
    for name in VIEWS:
        dock = window.docks[name]
        dock.raise_()
        _settle(app, window)
        deadline = time.monotonic() + 30
        while window.page.rendered.loading and time.monotonic() < deadline:
            app.processEvents()
            time.sleep(0.02)
        path = out / f"{name}{suffix}.png"
        _steady_grab(app, dock.widget()).save(str(path))
        saved.append(path)
    saved.append(_search_shot(app, window, out / f"results-search{suffix}.png"))
    saved.append(_field_options_shot(app, window, out / f"field-options{suffix}.png"))
    if author is not None:
        saved.append(_label_value_shot(app, window, "AUTHOR", texts[author].text,
                                       out / f"label-value{suffix}.png"))
    window.close()
    for path in saved:
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
