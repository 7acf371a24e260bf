"""Templates, labelling (undoable, saved at once), the results table and export, through the
window: by a text of the page (chosen, or clicked with the mouse), a template cell, or a typed
value (Label by value…, asking which place when the value is ambiguous). Labels are made and
saved in the session's runner: the tests wait for it (``settle``, ``wait_jobs``)."""

from __future__ import annotations

import json

from tplx_engine.jobs.stored import load_labels
from tplx_engine.store.project import Project


def _stored_labels(path):
    with Project(path) as project:
        return [label for _, label in load_labels(project)]


def _news_cluster(session) -> int:
    for label in range(session.cut.n_clusters):
        if "news.example.com" in session.page_url(int(session.cut.medoids[label])):
            return label
    raise AssertionError("the demo has a news.example.com cluster")


def _headline(page) -> int:
    return next(i for i, t in enumerate(page.texts) if t.tag == "h1")


def test_label_a_page_text_see_results_undo_and_export(
        make_window, qtbot, wait_jobs, settle, open_project, project_copy, tmp_path):
    window = make_window()
    session = window.session
    open_project(window, project_copy)
    assert window.template.template is None  # no templates yet: no fake panel
    job = window.build_templates()
    with qtbot.waitSignal(job.returned, timeout=60_000):
        pass
    settle(window)
    assert len(session.book.templates) == 6
    label = _news_cluster(session)
    session.select_cluster(label)
    settle(window)
    template = window.template.template
    assert template is not None and template.medoid == session.page_id(
        int(session.cut.medoids[label]))
    page = window.page
    assert page.loaded and page.page_id == template.medoid
    headline = _headline(page)  # the article title on the medoid page
    page.choose(headline)
    assert window.labeller.choice[0] == "text"
    assert window.label_choice("title")  # made in the runner, then saved by the writer
    settle(window)
    labels = _stored_labels(project_copy)
    assert [lb.field for lb in labels] == ["title"]
    assert labels[0].template_id == template.id
    assert [lb.field for _, lb in session.book.labels] == ["title"]  # shown once saved
    # the template strip shows the label; the results table has a column for it
    assert any(c.field == "title" for c in window.template.layout_.cells())
    qtbot.waitUntil(lambda: window.results.model.fields == ("title",), timeout=30_000)
    wait_jobs(session)
    model = window.results.model
    assert model.rowCount() == len(session.cut.members(label))
    filled = [model.data(model.index(r, 3)) for r in range(model.rowCount())]
    assert all(v and v != "∅" for v in filled)  # every news page has its title
    # undo removes the label from the project, redo puts it back
    session.undo.undo()
    wait_jobs(session)
    assert _stored_labels(project_copy) == [] and session.book.labels == []
    session.undo.redo()
    wait_jobs(session)
    assert [lb.field for lb in _stored_labels(project_copy)] == ["title"]
    # a template cell can be labelled too (a data slot of the medoid's byline)
    cell = next(c for c in window.template.layout_.cells() if c.data_slots and not c.field)
    window.template.choose_node(cell.node_ids[0])
    assert window.label_choice("byline")
    settle(window)
    assert {lb.field for lb in _stored_labels(project_copy)} == {"title", "byline"}
    # removing a label from the strip is undoable too
    assert window.labeller.remove_node_label(cell.node_ids[0])
    wait_jobs(session)
    assert {lb.field for lb in _stored_labels(project_copy)} == {"title"}
    session.undo.undo()
    wait_jobs(session)
    assert {lb.field for lb in _stored_labels(project_copy)} == {"title", "byline"}
    # a bad field name is refused at once with a readable message, nothing stored
    page.choose(headline)
    assert not window.label_choice("1 bad name")
    assert "field name" in window.last_message.text
    # export every page of the crawl
    out = tmp_path / "out.jsonl"
    job = window.export(out)
    with qtbot.waitSignal(job.returned, timeout=60_000):
        pass
    records = [json.loads(line) for line in out.read_text("utf-8").splitlines()]
    titled = [r for r in records if r["fields"].get("title")]
    assert len(titled) >= len(session.cut.members(label))


def test_undo_before_the_label_was_saved_removes_it(
        open_with_templates, make_window, qtbot, wait_jobs, settle, project_copy):
    """Writes are asynchronous: an undo queued behind the write it undoes still finds the
    label's id (filled in on the writer thread), and undo/redo bursts end in the last state."""
    window = make_window()
    session = window.session
    open_with_templates(window, project_copy)
    session.select_cluster(_news_cluster(session))
    settle(window)
    window.page.choose(_headline(window.page))
    with qtbot.waitSignal(session.undo.indexChanged, timeout=30_000):
        window.label_choice("title")  # the command is pushed when the label is made
    session.undo.undo()  # queued right behind the add, before it returned
    wait_jobs(session)
    assert _stored_labels(project_copy) == [] and session.book.labels == []
    for _ in range(3):
        session.undo.redo()
        session.undo.undo()
    session.undo.redo()
    wait_jobs(session)
    assert [lb.field for lb in _stored_labels(project_copy)] == ["title"]
    assert [lb.field for _, lb in session.book.labels] == ["title"]
    # two labels asked back to back are both made, in the order asked
    texts = window.page.texts
    date = next(i for i, t in enumerate(texts) if t.tag == "time")
    byline = next(i for i in range(1, len(texts)) if texts[i - 1].text == "By")
    for index, field in ((date, "date"), (byline, "author")):
        window.page.choose(index)
        window.label_choice(field)
    wait_jobs(session)
    assert [lb.field for lb in _stored_labels(project_copy)] == ["title", "date", "author"]
    assert [session.undo.text(i) for i in range(session.undo.count())][-2:] == [
        f"Label {lb.target} as {lb.field}" for lb in _stored_labels(project_copy)[1:]]


def test_label_by_clicking_a_page_region_survives_reopening(
        open_with_templates, make_window, qtbot, settle, open_project, project_copy):
    from PySide6.QtCore import Qt

    window = make_window()
    session = window.session
    open_with_templates(window, project_copy)
    session.select_cluster(_news_cluster(session))
    settle(window)
    page = window.page
    headline = _headline(page)
    browser = page.browser
    start, end = page.span_of(page.texts[headline].xpath)
    qtbot.waitUntil(lambda: browser.viewport().isVisible(), timeout=5000)
    centre = browser.span_rect(start, end).center().toPoint()
    assert browser.viewport().rect().contains(centre)
    qtbot.mouseClick(browser.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert window.labeller.choice == ("text", page.texts[headline].xpath,
                                      page.texts[headline].text)
    assert window.label_choice("headline")
    settle(window)  # saved: the book shows it
    assert [lb.field for _, lb in session.book.labels] == ["headline"]
    template_id = window.template.template.id
    window.close()  # closing saves nothing more: the label was committed when shown

    again = make_window()
    open_project(again, project_copy)
    s = again.session
    s.select_cluster(_news_cluster(s))
    settle(again)
    assert [(lb.field, lb.template_id) for _, lb in s.book.labels] == [("headline",
                                                                       template_id)]
    assert any(c.field == "headline" for c in again.template.layout_.cells())


def test_label_by_value_asks_which_place_when_ambiguous(
        open_with_templates, make_window, qtbot, wait_jobs, settle, project_copy,
        demo_manifest):
    window = make_window()
    session = window.session
    open_with_templates(window, project_copy)
    forum = next(k for k in range(session.cut.n_clusters)
                 if "forum.example.com" in session.page_url(int(session.cut.medoids[k])))
    session.select_cluster(forum)
    settle(window)
    page_id = window.labeller.value_page()
    assert page_id == window.page.page_id  # the page shown (the medoid)
    title = {p["path"]: p for p in demo_manifest["pages"]}[page_id]["fields"]["TITLE"]
    assert window.label_by_value()  # opens the dialog (window-modal, not blocking)
    dialog = window.value_dialog
    assert dialog.isVisible()
    dialog.field_box.setCurrentText("TITLE")
    dialog.value.setText("no such text anywhere")
    dialog._accept()
    qtbot.waitUntil(lambda: not dialog.busy, timeout=30_000)
    assert "not found" in dialog.error.text() and dialog.isVisible()
    dialog.value.setText(title)
    dialog._accept()  # a thread title appears at several places of the template
    qtbot.waitUntil(lambda: not dialog.busy, timeout=30_000)
    assert dialog.candidates.count() >= 2 and dialog.isVisible()
    dialog.candidates.setCurrentRow(0)
    dialog._accept()
    qtbot.waitUntil(lambda: window.value_dialog is None, timeout=30_000)  # accepted, closed
    wait_jobs(session)
    labels = _stored_labels(project_copy)
    assert [(lb.field, lb.source) for lb in labels] == [("TITLE", "value")]
    assert labels[0].example == title
    session.undo.undo()
    wait_jobs(session)
    assert _stored_labels(project_copy) == []
    session.undo.redo()
    wait_jobs(session)
    assert [lb.field for lb in _stored_labels(project_copy)] == ["TITLE"]


def test_renaming_a_field_is_saved_and_undoable(
        open_with_templates, make_window, qtbot, wait_jobs, settle, project_copy):
    window = make_window()
    open_with_templates(window, project_copy)
    session = window.session
    session.select_cluster(_news_cluster(session))
    settle(window)
    window.page.choose(_headline(window.page))
    assert window.label_choice("title")
    settle(window)
    (label,) = _stored_labels(project_copy)
    assert window.rename_field(label.node_id, "HEADLINE")
    wait_jobs(session)
    renamed = _stored_labels(project_copy)
    assert [(x.field, x.target) for x in renamed] == [("HEADLINE", label.target)]
    assert renamed[0].example == label.example  # only the name changed
    session.undo.undo()
    wait_jobs(session)
    assert [x.field for x in _stored_labels(project_copy)] == ["title"]
    session.undo.redo()
    wait_jobs(session)
    assert [x.field for x in _stored_labels(project_copy)] == ["HEADLINE"]
    assert not window.rename_field(label.node_id, "xml-bad")  # XML reserves the name
    wait_jobs(session)
    assert [x.field for x in _stored_labels(project_copy)] == ["HEADLINE"]
    assert "xml" in window.last_message.text.lower()


def test_results_show_the_pages_nearest_the_medoid_and_all_on_request(
        make_window, qtbot, wait_jobs, settle, open_with_templates, project_copy,
        monkeypatch):
    from tplx_gui.views import results_view

    monkeypatch.setattr(results_view, "MAX_PAGES", 5)
    window = make_window()
    session = window.session
    open_with_templates(window, project_copy)
    label = _news_cluster(session)
    members = session.cut.members(label)
    assert len(members) > 5
    session.select_cluster(label)
    settle(window)
    window.page.choose(_headline(window.page))
    assert window.label_choice("title")
    settle(window)
    view = window.results
    qtbot.waitUntil(lambda: view.model.rowCount() == 5, timeout=30_000)
    wait_jobs(session)
    assert "nearest the medoid" in view.summary.text()
    to_medoid = session.cut.distance_to_medoid
    shown = {view.model.data(view.model.index(r, 0), results_view.ROW_ROLE) for r in range(5)}
    nearest = sorted(members, key=lambda i: (to_medoid[i], i))[:5]
    assert shown == {session.page_id(int(i)) for i in nearest}
    view.all_pages.setChecked(True)
    settle(window)
    qtbot.waitUntil(lambda: view.model.rowCount() == len(members), timeout=30_000)
    wait_jobs(session)
    assert "nearest" not in view.summary.text()
    assert view.all_pages.isVisibleTo(view)
