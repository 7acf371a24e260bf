"""Renaming a field: saved, undoable; a name XML reserves is refused with a message."""

from __future__ import annotations

from demo_window import label_news_title, stored_labels


def test_renaming_a_field_is_saved_and_undoable(
        open_project, make_window, qtbot, wait_jobs, settle, templated_copy):
    window = make_window()
    open_project(window, templated_copy)
    session = window.session
    label_news_title(window, settle)
    (label,) = stored_labels(templated_copy)
    assert window.rename_field(label.node_id, "HEADLINE")
    wait_jobs(session)
    renamed = stored_labels(templated_copy)
    assert [(x.field, x.target) for x in renamed] == [("HEADLINE", label.target)]
    assert renamed[0].example == label.example  # only the name changed
    session.undo.undo()
    wait_jobs(session)
    assert [x.field for x in stored_labels(templated_copy)] == ["title"]
    session.undo.redo()
    wait_jobs(session)
    assert [x.field for x in stored_labels(templated_copy)] == ["HEADLINE"]
    assert not window.rename_field(label.node_id, "xml-bad")  # XML reserves the name
    wait_jobs(session)
    assert [x.field for x in stored_labels(templated_copy)] == ["HEADLINE"]
    assert "xml" in window.last_message.text.lower()
