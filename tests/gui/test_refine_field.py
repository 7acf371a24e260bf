"""Labelling a field again on another page refines it: one label learnt from both example pages
takes the place of the earlier one (no rival field); undo puts the earlier label back, redo
refines again. The fields list shows how many pages a field was learnt from and where its value
is found."""

from __future__ import annotations

from demo_window import (
    headline_index,
    label_shops_publication_date,
    show_shops,
    stored_labels,
)


def test_a_second_example_page_refines_the_field_and_undo_restores_the_first(
        templated_window, qtbot, wait_jobs, settle, templated_copy, demo_manifest):
    window = templated_window
    session = window.session
    truth = show_shops(window, settle, demo_manifest)
    template = window.template.template
    first = window.page.page_id  # the medoid
    assert window.label_by_value("TITLE")  # by value on the first page
    window.value_dialog.value.setText(truth[first]["TITLE"])
    window.value_dialog._accept()
    qtbot.waitUntil(lambda: window.value_dialog is None, timeout=30_000)
    settle(window)
    (learnt_once,) = stored_labels(templated_copy)
    assert learnt_once.examples == ((first, truth[first]["TITLE"]),)
    fields = window.template.fields
    assert fields.topLevelItemCount() == 1
    assert fields.topLevelItem(0).text(3) == "1 page"

    second = next(m for m in template.members if m != first and truth.get(m, {}).get("TITLE"))
    assert session.select_page_id(second)
    settle(window)
    assert window.page.page_id == second
    window.page.choose(headline_index(window.page))  # by click on the second page
    assert window.label_choice("TITLE")
    settle(window)
    (refined,) = stored_labels(templated_copy)  # one label: the field was refined
    assert refined.field == "TITLE" and [page for page, _ in refined.examples] == [first, second]
    assert session.undo.text(session.undo.index() - 1).endswith("(2 example pages)")
    assert fields.topLevelItemCount() == 1
    row = fields.topLevelItem(0)
    assert row.text(3) == "2 pages" and row.text(4) == session.book.found_text(
        session.book.labels[0][0]) != "—"
    assert first in row.toolTip(0) and second in row.toolTip(0)

    session.undo.undo()  # the earlier label is back, as it was
    wait_jobs(session)
    assert stored_labels(templated_copy) == [learnt_once]
    assert [lb for _, lb in session.book.labels] == [learnt_once]
    session.undo.redo()  # refined again
    wait_jobs(session)
    assert stored_labels(templated_copy) == [refined]
    for _ in range(2):
        session.undo.undo()
    wait_jobs(session)
    assert stored_labels(templated_copy) == []
    for _ in range(2):
        session.undo.redo()
    wait_jobs(session)
    assert stored_labels(templated_copy) == [refined]
    settle(window)
    fields.sigRemove.emit(fields.labels[0][0])  # its context menu's "Remove label TITLE"
    wait_jobs(session)
    assert stored_labels(templated_copy) == []
    session.undo.undo()
    wait_jobs(session)
    assert stored_labels(templated_copy) == [refined]


def test_the_field_type_is_chosen_in_the_fields_list_undoably(
        templated_window, qtbot, wait_jobs, settle, templated_copy, demo_manifest):
    from PySide6.QtCore import Qt

    window = templated_window
    session = window.session
    truth = show_shops(window, settle, demo_manifest)
    assert window.label_by_value("PRICE")
    window.value_dialog.value.setText(truth[window.page.page_id]["PRICE"])  # "$27.58"
    window.value_dialog._accept()
    qtbot.waitUntil(lambda: window.value_dialog is None, timeout=30_000)
    settle(window)
    model = window.results.model
    qtbot.waitUntil(lambda: "PRICE" in model.quality, timeout=30_000)

    def prices() -> dict[str, str]:
        return {model.results[r].page_id: model.data(model.index(r, 3))
                for r in range(model.rowCount())}

    assert all(v.startswith("$") for v in prices().values())  # text: as read
    window.template.fields.type_box(0).setCurrentText("price")
    settle(window)
    (label,) = stored_labels(templated_copy)  # replaced, not added
    assert label.value_type == "price"
    qtbot.waitUntil(lambda: all(v.startswith("USD ") for v in prices().values()),
                    timeout=30_000)
    assert window.template.fields.type_box(0).currentText() == "price"
    window.template.fields.type_box(0).setCurrentText("date")  # a price is no date
    settle(window)
    qtbot.waitUntil(lambda: model.quality["PRICE"].invalid > 0, timeout=30_000)
    wait_jobs(session)
    quality = model.quality["PRICE"]
    assert quality.invalid == quality.filled and quality.flags
    tip = Qt.ItemDataRole.ToolTipRole
    assert "fail the type" in model.headerData(3, Qt.Orientation.Horizontal, tip)
    assert model.headerData(3, Qt.Orientation.Horizontal).endswith("⚠")
    assert window.results.quality.buttons["PRICE"].text().startswith("PRICE ⚠")
    assert "fails the field's type" in model.data(model.index(0, 3), tip)
    session.undo.undo()
    session.undo.undo()
    wait_jobs(session)
    assert [lb.value_type for lb in stored_labels(templated_copy)] == ["text"]
    session.undo.redo()
    wait_jobs(session)
    assert [lb.value_type for lb in stored_labels(templated_copy)] == ["price"]


def test_typing_a_field_as_date_learns_the_sites_date_order(
        templated_window, qtbot, wait_jobs, settle, templated_copy, demo_manifest):
    from datetime import datetime

    window, session = templated_window, templated_window.session
    truth = label_shops_publication_date(window, qtbot, settle, demo_manifest)
    (label,) = stored_labels(templated_copy)
    assert label.value_type == "text" and label.date_order == ""

    window.template.fields.type_box(0).setCurrentText("date")  # the shop writes 06/12/2014
    wait_jobs(session)
    settle(window)
    (label,) = stored_labels(templated_copy)
    assert label.value_type == "date" and label.date_order == "mdy"
    model = window.results.model

    def month_first(page_id: str) -> str:
        return datetime.strptime(truth[page_id]["PUBLICATION_DATE"], "%m/%d/%Y").date().isoformat()

    qtbot.waitUntil(lambda: model.rowCount() > 0 and all(
        model.data(model.index(r, 3)) == month_first(model.results[r].page_id)
        for r in range(model.rowCount())), timeout=30_000)
    session.undo.undo()
    wait_jobs(session)
    assert [(lb.value_type, lb.date_order) for lb in stored_labels(templated_copy)] == [
        ("text", "")]


def test_a_fields_values_policy_and_clean_up_change_undoably(
        templated_window, qtbot, wait_jobs, settle, templated_copy, demo_manifest):
    window, session = templated_window, templated_window.session
    truth = label_shops_publication_date(window, qtbot, settle, demo_manifest)
    fields = window.template.fields
    assert fields.values_box(0).currentData() == "all"
    (label_id, _), = fields.labels
    model = window.results.model

    def shown() -> dict[str, str]:
        return {model.results[r].page_id: model.data(model.index(r, 3))
                for r in range(model.rowCount())}

    # the year only: the Results view shows the new values on the cluster's pages
    assert window.labeller.set_values_options(label_id, clean=r"/(\d{4})$")
    wait_jobs(session)
    settle(window)
    (label,) = stored_labels(templated_copy)
    assert label.clean == r"/(\d{4})$"
    qtbot.waitUntil(lambda: shown() and all(
        v == truth[p]["PUBLICATION_DATE"][-4:] for p, v in shown().items()), timeout=30_000)
    (label_id, _), = fields.labels  # the changed label (a replaced label has a new id here)
    assert not window.labeller.set_values_options(label_id, clean="(")  # refused, said so
    qtbot.waitUntil(lambda: window.last_message is not None, timeout=5000)
    assert "regular expression" in window.last_message.text
    fields.values_box(0).setCurrentIndex(fields.values_box(0).findData("first"))
    wait_jobs(session)
    assert [lb.values for lb in stored_labels(templated_copy)] == ["first"]
    session.undo.undo()
    session.undo.undo()
    wait_jobs(session)
    assert [(lb.values, lb.clean) for lb in stored_labels(templated_copy)] == [("all", "")]
