"""A field's options dialog: type, values written, separator and clean-up pattern, previewed on
up to 20 pages of the cluster as they are edited (no extraction per keystroke), set as one
undoable edit when accepted."""

from __future__ import annotations

from datetime import datetime

from demo_window import label_shops_publication_date, stored_labels
from PySide6.QtWidgets import QDialogButtonBox

from tplx_engine.extract.preview import PREVIEW_PAGES

AS_READ, WRITTEN = 1, 2


def _column(dialog, column: int) -> list[str]:
    return [dialog.form.preview.topLevelItem(r).text(column)
            for r in range(dialog.form.preview.topLevelItemCount())]


def test_options_are_previewed_on_the_clusters_pages_and_set_as_one_edit(
        templated_window, qtbot, wait_jobs, settle, templated_copy, demo_manifest):
    window, session = templated_window, templated_window.session
    truth = label_shops_publication_date(window, qtbot, settle, demo_manifest)
    (label_id, label), = window.template.fields.labels
    example = label.examples[0][0]
    assert window.edit_field_options(label_id)
    dialog = window.options_dialog
    qtbot.waitUntil(lambda: dialog.form.preview.topLevelItemCount() > 0, timeout=30_000)
    form = dialog.form
    pages = form.pages
    template = window.template.template
    assert len(pages) == min(PREVIEW_PAGES, len(template.members))
    assert pages[0].page_id == example  # the example page first: the analyst knows its value
    assert len({p.page_id for p in pages}) == len(pages)
    dates = [truth[p.page_id]["PUBLICATION_DATE"] for p in pages]
    assert _column(dialog, AS_READ) == dates == _column(dialog, WRITTEN)

    form.clean_edit.setText(r"/(\d{4})$")  # the year only, shown at once
    assert _column(dialog, WRITTEN) == [d[-4:] for d in dates]
    assert _column(dialog, AS_READ) == dates
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    form.clean_edit.setText("(")
    assert not ok.isEnabled() and "regular expression" in form.summary.text()
    form.clean_edit.setText(r"/(\d{4})$")
    form.type_box.setCurrentIndex(form.type_box.findData("date"))  # a year is no date
    assert ok.isEnabled() and "20 with values that are not of type date" in form.summary.text()
    assert _column(dialog, WRITTEN) == [d[-4:] for d in dates]  # kept as read
    form.clean_edit.setText("")  # whole dates: the site's order is learnt, month first
    iso = [datetime.strptime(d, "%m/%d/%Y").date().isoformat() for d in dates]
    assert _column(dialog, WRITTEN) == iso
    assert "not of type" not in form.summary.text()
    form.values_box.setCurrentIndex(form.values_box.findData("join"))
    assert form.join_edit.isEnabled()
    form.join_edit.setText(" | ")
    dialog.accept()
    wait_jobs(session)
    settle(window)
    assert window.options_dialog is None
    (stored,) = stored_labels(templated_copy)
    assert (stored.value_type, stored.date_order, stored.values, stored.join_with, stored.clean
            ) == ("date", "mdy", "join", " | ", "")
    assert "as date" in session.undo.text(session.undo.index() - 1)
    session.undo.undo()  # one edit: one undo puts every option back
    wait_jobs(session)
    (restored,) = stored_labels(templated_copy)
    assert (restored.value_type, restored.values, restored.join_with) == (
        "text", "all", label.join_with)


def test_closing_the_dialog_before_its_preview_is_read_changes_nothing(
        templated_window, qtbot, wait_jobs, settle, templated_copy, demo_manifest):
    window, session = templated_window, templated_window.session
    label_shops_publication_date(window, qtbot, settle, demo_manifest)
    before = stored_labels(templated_copy)
    (label_id, _), = window.template.fields.labels
    assert window.edit_field_options(label_id)
    window.options_dialog.reject()  # at once: the reading job may still run
    wait_jobs(session)  # its end reaches no deleted dialog (pytest-qt fails on an error)
    qtbot.wait(50)
    assert window.options_dialog is None and stored_labels(templated_copy) == before


def test_the_results_view_opens_the_chosen_fields_options(
        templated_window, qtbot, wait_jobs, settle, demo_manifest):
    window = templated_window
    label_shops_publication_date(window, qtbot, settle, demo_manifest)
    view = window.results
    qtbot.waitUntil(lambda: "PUBLICATION_DATE" in view.model.quality, timeout=30_000)
    view.quality.choose("PUBLICATION_DATE")
    assert view.options.isVisibleTo(view) and "PUBLICATION_DATE" in view.options.toolTip()
    view.options.click()
    dialog = window.options_dialog
    assert dialog is not None and dialog.label.field == "PUBLICATION_DATE"
    qtbot.waitUntil(lambda: dialog.form.pages is not None, timeout=30_000)
    dialog.reject()
    wait_jobs(window.session)
