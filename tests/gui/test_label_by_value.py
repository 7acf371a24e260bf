"""Label by value…: a typed value is found on the page shown; a value found at several places of
the template asks which one; undoable."""

from __future__ import annotations

from demo_window import cluster_of, stored_labels


def test_label_by_value_asks_which_place_when_ambiguous(
        templated_window, qtbot, wait_jobs, settle, templated_copy, demo_manifest):
    window = templated_window
    session = window.session
    session.select_cluster(cluster_of(session, "forum.example.com"))
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
    labels = stored_labels(templated_copy)
    assert [(lb.field, lb.source) for lb in labels] == [("TITLE", "value")]
    assert labels[0].example == title
    session.undo.undo()
    wait_jobs(session)
    assert stored_labels(templated_copy) == []
    session.undo.redo()
    wait_jobs(session)
    assert [lb.field for lb in stored_labels(templated_copy)] == ["TITLE"]
