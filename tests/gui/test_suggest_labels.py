"""Suggested labels through the window: run in the runner, shown dashed in the page and the
template strip, accepted / rejected from the Suggestions dock (undoable commands whose writes
the runner's serial writer makes), and the export of the accepted labels checked against the
demo crawl's ground truth."""

from __future__ import annotations

from demo_window import cluster_of
from lxml import etree
from PySide6.QtCore import Qt

from tplx_engine.jobs.stored import load_labels
from tplx_engine.store import templates as store
from tplx_engine.store.project import Project
from tplx_engine.templatefree import find_dates


FOUR = ["AUTHOR", "CONTENT", "DATE", "TITLE"]


def _stored(path):
    with Project(path) as project:
        labels = [label for _, label in load_labels(project)]
        suggestions = {s.id: s for s in store.load_suggestions(project)}
    return labels, suggestions


def _suggested(window, qtbot, settle):
    window.menu_actions.suggest.trigger()
    job = window.session.runner.current("project")
    assert job is not None and job.title == "Suggesting labels"
    with qtbot.waitSignal(job.returned, timeout=60_000):
        pass
    settle(window)  # the book read again, the page view's marks placed


def _click(qtbot, button) -> None:
    """A real click: once the table laid the button out where the mouse will press."""
    window = button.window()

    def reachable() -> bool:
        centre = button.mapTo(window, button.rect().center())
        return button.isVisible() and window.childAt(centre) is button

    qtbot.waitUntil(reachable, timeout=5000)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _norm(text) -> str:
    return " ".join((text or "").split())


def test_accept_reject_undo_redo_and_export_against_the_manifest(
        templated_window, qtbot, wait_jobs, settle, templated_copy, demo_manifest, tmp_path):
    window = templated_window
    session = window.session
    session.select_cluster(cluster_of(session, "news.example.com"))
    settle(window)
    assert not window.suggestions.rows  # nothing proposed before the job ran
    _suggested(window, qtbot, settle)
    panel = window.suggestions
    rows = {s.field: s for s in panel.rows}
    assert set(rows) == {"TITLE", "AUTHOR", "DATE", "CONTENT"}
    assert all(s.status == "proposed" and s.confidence >= 0.9 for s in rows.values())
    # dashed in the page view: the TITLE box covers exactly the page's headline
    page = window.page
    truth = {p["path"]: p for p in demo_manifest["pages"]}[page.page_id]["fields"]
    assert {m.field for m in page.marks} == {"TITLE", "AUTHOR", "DATE", "CONTENT"}
    text = page.browser.document().toPlainText()
    spans = {tag.split()[0]: (start, end) for tag, start, end in page.browser.boxes}
    assert _norm(text[slice(*spans["TITLE"])]) == truth["TITLE"]
    assert _norm(text[slice(*spans["DATE"])]) == truth["DATE"]
    assert _norm(text[slice(*spans["AUTHOR"])]) == truth["AUTHOR"]
    assert not page.browser.span_rect(*spans["CONTENT"]).isEmpty()
    # ... and on the template strip, with the confidence
    outlined = [c.suggestion for c in window.template.layout_.cells() if c.suggestion]
    assert sorted(x.split()[0] for x in outlined) == ["AUTHOR", "CONTENT", "DATE", "TITLE"]
    assert all(x.endswith("%") for x in outlined)

    # accept TITLE with its button: a label, saved by the writer; the views follow once it
    # is on disk; undo removes it, redo remakes it
    _click(qtbot, panel.button(rows["TITLE"].id, "accept"))
    settle(window)
    labels, stored = _stored(templated_copy)
    assert [lb.field for lb in labels] == ["TITLE"]
    assert stored[rows["TITLE"].id].status == "accepted"
    assert {m.field for m in page.marks if not m.labelled} == {"AUTHOR", "DATE", "CONTENT"}
    assert [m.field for m in page.marks if m.labelled] == ["TITLE"]  # drawn as a label now
    assert any(c.field == "TITLE" for c in window.template.layout_.cells())
    session.undo.undo()
    wait_jobs(session)
    labels, stored = _stored(templated_copy)
    assert labels == [] and stored[rows["TITLE"].id].status == "proposed"
    session.undo.redo()
    wait_jobs(session)
    labels, stored = _stored(templated_copy)
    assert [lb.field for lb in labels] == ["TITLE"]
    assert stored[rows["TITLE"].id].status == "accepted"

    # reject DATE; undo proposes it again
    settle(window)
    _click(qtbot, panel.button(rows["DATE"].id, "reject"))
    settle(window)
    assert _stored(templated_copy)[1][rows["DATE"].id].status == "rejected"
    assert panel.button(rows["DATE"].id, "accept") is None  # decided: no buttons
    session.undo.undo()
    wait_jobs(session)
    assert _stored(templated_copy)[1][rows["DATE"].id].status == "proposed"

    # accept all above 0.9 for the cluster: AUTHOR, DATE and CONTENT (TITLE is labelled already)
    settle(window)
    panel.above.setValue(0.9)
    _click(qtbot, panel.accept_above_button)
    settle(window)
    assert sorted(lb.field for lb in _stored(templated_copy)[0]) == FOUR
    assert session.undo.undoText() == "Accept 3 suggestions ≥ 0.90"
    session.undo.undo()
    wait_jobs(session)
    assert [lb.field for lb in _stored(templated_copy)[0]] == ["TITLE"]
    session.undo.redo()
    wait_jobs(session)
    assert sorted(lb.field for lb in _stored(templated_copy)[0]) == FOUR

    # nothing left above 0.9: refused with a message, and no step left on the undo stack
    settle(window)
    steps = session.undo.count()
    panel.accept_above(0.9)
    settle(window)
    assert window.last_message.title == "Nothing accepted"
    assert session.undo.count() == steps and session.undo.index() == steps

    # export XML: every en-news page has the manifest's title, author, date (ISO 8601: accepted DATE
    # labels read dates) and content (with the headline in front: template-aware content)
    out = tmp_path / "out.xml"
    job = window.export(out)
    with qtbot.waitSignal(job.returned, timeout=60_000):
        pass
    documents = {d.get("page"): d for d in etree.parse(str(out)).getroot()}
    news = [p for p in demo_manifest["pages"]
            if p["template"] == "en-news" and p["kind"] == "detail"]
    assert len(news) == 50
    for p in news:
        doc = documents[p["path"]]
        truth = p["fields"]
        assert _norm(doc.findtext("TITLE")) == _norm(truth["TITLE"]), p["path"]
        assert _norm(doc.findtext("AUTHOR")) == _norm(truth["AUTHOR"]), p["path"]
        assert doc.findtext("DATE") == find_dates(truth["DATE"])[0].value.date().isoformat()
        assert _norm(doc.findtext("CONTENT")) in (
            _norm(truth["CONTENT"]), _norm(f"{truth['TITLE']} {truth['CONTENT']}")), p["path"]
    other = [p for p in demo_manifest["pages"] if p["template"] == "en-blog"]
    assert not any(p["path"] in documents for p in other)  # not labelled: left out


def test_cancelling_suggestions_stores_nothing(templated_window, qtbot, wait_jobs, templated_copy):
    window = templated_window
    session = window.session
    job = window.suggest_labels()
    with qtbot.waitSignal(job.aborted, timeout=30_000):
        window.menu_actions.cancel_job.trigger()
    wait_jobs(session)
    assert _stored(templated_copy)[1] == {}  # one transaction at the end: nothing half-stored
    assert window.menu_actions.suggest.isEnabled()
