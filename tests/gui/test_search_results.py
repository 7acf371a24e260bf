"""The results view's search box: before any extraction it says so; after an export from the
window it searches what the export indexed as the analyst types (on a worker), lists the hits
best first with their page, field and snippet, and choosing a hit shows that page."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tplx_engine.config import load_config
from tplx_engine.extract.labels import label_value
from tplx_engine.jobs import labelling
from tplx_engine.jobs.stored import page_loader
from tplx_engine.store import Project
from tplx_engine.template import PageOptions
from tplx_gui.tasks.search import NOT_EXTRACTED

CONFIG = load_config(use_user_dir=False)


def _label(session, demo_manifest, template_name: str, field: str) -> None:
    """Label ``field`` of a template straight in the project file (the book reads it)."""
    page = next(p for p in demo_manifest["pages"]
                if p["template"] == template_name and p["kind"] == "detail")
    template = next(t for t in session.book.templates if page["path"] in t.members)
    view = page_loader(session.crawl_root, PageOptions.from_config(CONFIG))(page["path"])
    with Project(session.project_path) as project:
        labelling.add_label(project, label_value(template, view, page["fields"][field], field))


def _titles(demo_manifest, template_name: str) -> dict[str, str]:
    return {p["path"]: p["fields"]["TITLE"] for p in demo_manifest["pages"]
            if p["template"] == template_name and p["kind"] == "detail"}


def test_type_a_word_choose_a_hit_and_its_page_is_shown(
        templated_window, qtbot, wait_jobs, settle, demo_manifest, tmp_path):
    window = templated_window
    session = window.session
    search = window.results.search
    qtbot.waitUntil(lambda: search.answer is not None, timeout=30_000)
    assert search.box.placeholderText() == NOT_EXTRACTED  # no extraction yet: the box says so
    qtbot.keyClicks(search.box, "Riverside")
    qtbot.waitUntil(lambda: search.answer.text == "Riverside", timeout=30_000)
    assert search.status.text() == NOT_EXTRACTED and search.hits.isHidden()
    search.box.clear()

    _label(session, demo_manifest, "en-news", "TITLE")
    _label(session, demo_manifest, "zh-news", "TITLE")
    session.book.reload()
    reports = []
    session.export(tmp_path / "out.xml", reported=reports.append)  # File ▸ Export…'s job
    wait_jobs(session)
    assert reports and reports[0].indexed > 0, window.last_message
    def indexed():  # on a timeout the message says what the box heard last
        assert search.box.placeholderText().startswith("Search "), (search.answer,
                                                                    window.last_message)
    qtbot.waitUntil(indexed, timeout=30_000)
    assert "extracted values" in search.box.placeholderText()

    titles = _titles(demo_manifest, "en-news")
    page, title = next((p, t) for p, t in titles.items()
                       if sum(t.split()[1] in u for u in titles.values()) == 1)
    word = title.split()[1]
    qtbot.keyClicks(search.box, word.lower())  # typed: debounced, searched on a worker
    assert search.pending and search.model.rowCount() == 0
    qtbot.waitUntil(lambda: search.model.rowCount() > 0, timeout=30_000)
    assert search.hits.isVisible() and "hit" in search.status.text()
    first = search.model.hits[0]
    assert first.page_id == page and first.field == "TITLE"
    assert search.model.index(0, 0).data() == page
    html = search.model.index(0, 2).data(Qt.ItemDataRole.UserRole + 3)
    assert f"<b>{word}</b>" in html

    search.hits.selectRow(0)  # choosing the hit shows its page
    settle(window)
    assert session.page_id(session.selected_page) == page
    qtbot.waitUntil(lambda: window.page.page_id == page, timeout=30_000)

    zh = _titles(demo_manifest, "zh-news")
    term = next(iter(zh.values()))[2:4]  # two Chinese characters inside a title
    search.box.setText(term)
    qtbot.waitUntil(lambda: search.answer.text == term, timeout=30_000)
    assert {h.page_id for h in search.model.hits} == {p for p, t in zh.items() if term in t}
    window.results.resize(900, 520)
    window.results.grab().save(str(tmp_path / "results-search.png"))

    search.box.setText('"unclosed')
    qtbot.waitUntil(lambda: search.answer.text == '"unclosed', timeout=30_000)
    assert "cannot read the query" in search.status.text() and search.hits.isHidden()
