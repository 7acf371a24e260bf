"""Labelling a text of the page (chosen, or clicked with the mouse), after building the templates
in the window: undoable, saved at once, shown on the template strip and in the results, kept
when the project is reopened. Labels are made and saved in the session's runner: the tests
wait for it (``settle``, ``wait_jobs``)."""

from __future__ import annotations

from demo_window import cluster_of, headline_index, stored_labels


def test_build_templates_label_a_page_text_see_results_and_undo(
        make_window, qtbot, wait_jobs, settle, open_project, project_copy):
    window = make_window()
    session = window.session
    open_project(window, project_copy)
    assert window.template.template is None  # no templates yet: no fake panel
    job = window.build_templates()
    with qtbot.waitSignal(job.returned, timeout=60_000):
        pass
    settle(window)
    assert len(session.book.templates) == 6
    label = cluster_of(session, "news.example.com")
    session.select_cluster(label)
    settle(window)
    template = window.template.template
    assert template is not None and template.medoid == session.page_id(
        int(session.cut.medoids[label]))
    page = window.page
    assert page.loaded and page.page_id == template.medoid
    headline = headline_index(page)  # the article title on the medoid page
    page.choose(headline)
    assert window.labeller.choice[0] == "text"
    assert window.label_choice("title")  # made in the runner, then saved by the writer
    settle(window)
    labels = stored_labels(project_copy)
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
    assert stored_labels(project_copy) == [] and session.book.labels == []
    session.undo.redo()
    wait_jobs(session)
    assert [lb.field for lb in stored_labels(project_copy)] == ["title"]
    # a bad field name is refused at once with a readable message, nothing stored
    page.choose(headline)
    assert not window.label_choice("1 bad name")
    assert "field name" in window.last_message.text


def test_undo_before_the_label_was_saved_removes_it(
        templated_window, qtbot, wait_jobs, settle, templated_copy):
    """Writes are asynchronous: an undo queued behind the write it undoes still finds the
    label's id (filled in on the writer thread), and undo/redo bursts end in the last state."""
    window = templated_window
    session = window.session
    session.select_cluster(cluster_of(session, "news.example.com"))
    settle(window)
    window.page.choose(headline_index(window.page))
    with qtbot.waitSignal(session.undo.indexChanged, timeout=30_000):
        window.label_choice("title")  # the command is pushed when the label is made
    session.undo.undo()  # queued right behind the add, before it returned
    wait_jobs(session)
    assert stored_labels(templated_copy) == [] and session.book.labels == []
    for _ in range(3):
        session.undo.redo()
        session.undo.undo()
    session.undo.redo()
    wait_jobs(session)
    assert [lb.field for lb in stored_labels(templated_copy)] == ["title"]
    assert [lb.field for _, lb in session.book.labels] == ["title"]
    # two labels asked back to back are both made, in the order asked
    texts = window.page.texts
    date = next(i for i, t in enumerate(texts) if t.tag == "time")
    byline = next(i for i in range(1, len(texts)) if texts[i - 1].text == "By")
    for index, field in ((date, "date"), (byline, "author")):
        window.page.choose(index)
        window.label_choice(field)
    wait_jobs(session)
    assert [lb.field for lb in stored_labels(templated_copy)] == ["title", "date", "author"]
    assert [session.undo.text(i) for i in range(session.undo.count())][-2:] == [
        f"Label {lb.target} as {lb.field}" for lb in stored_labels(templated_copy)[1:]]


def test_label_by_clicking_a_page_region_survives_reopening(
        templated_window, make_window, qtbot, settle, open_project, templated_copy):
    from PySide6.QtCore import Qt

    window = templated_window
    session = window.session
    session.select_cluster(cluster_of(session, "news.example.com"))
    settle(window)
    page = window.page
    headline = headline_index(page)
    browser = page.browser
    page.rendered.show_text()  # this test clicks the text view (test_page_web.py the other)
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
    open_project(again, templated_copy)
    s = again.session
    s.select_cluster(cluster_of(s, "news.example.com"))
    settle(again)
    assert [(lb.field, lb.template_id) for _, lb in s.book.labels] == [("headline",
                                                                       template_id)]
    assert any(c.field == "headline" for c in again.template.layout_.cells())
