"""Label by value…: a typed value is found on the page shown; a value standing at several places
that give different values on other pages asks which one, each listed with how it is found and
the values it gives elsewhere; the place picked is the one stored; undoable. Preview shows what
the field gives on pages of the cluster, with the options edited, before it is labelled."""

from __future__ import annotations

from demo_window import cluster_of, show_shops, stored_labels

from tplx_engine.extract.preview import PREVIEW_PAGES


def test_label_by_value_asks_which_place_when_ambiguous(
        make_window, open_project, qtbot, wait_jobs, settle, rival_places_copy, demo_manifest):
    window = make_window()
    open_project(window, rival_places_copy)
    session = window.session
    truth = show_shops(window, settle, demo_manifest)
    page_id = "shop.example.com/0002.htm"  # its teaser names its own format
    assert page_id in window.template.template.members
    binding = truth[page_id]["BINDING"]
    assert window.label_by_value(page_id=page_id)  # opens the dialog (window-modal)
    dialog = window.value_dialog
    assert dialog.isVisible()
    dialog.field_box.setCurrentText("BINDING")
    dialog.value.setText("no such text anywhere")
    dialog._accept()
    qtbot.waitUntil(lambda: not dialog.busy, timeout=30_000)
    assert "not found" in dialog.error.text() and dialog.isVisible()
    dialog.value.setText(binding)
    dialog._accept()  # the teaser and the format row give different values elsewhere
    qtbot.waitUntil(lambda: not dialog.busy, timeout=30_000)
    places = dialog.candidates
    assert places.topLevelItemCount() == 2 and dialog.isVisible()
    assert "2 places" in dialog.error.text()
    rows = [[places.topLevelItem(i).text(c) for c in range(5)] for i in range(2)]
    # each place: its index, how it is found, the label before it, the values it gives on
    # the sampled pages (the example page's first) and on how many of them
    assert [row[0] for row in rows] == ["0", "1"]
    assert {row[1] for row in rows} == {"after “Format” in the same text",
                                        "after “Format:” on the same line"}
    assert {row[2] for row in rows} == {"Format", "Format:"}
    assert all(row[3].startswith(binding) and row[4] == "100%" for row in rows)
    row_run = next(i for i, row in enumerate(rows) if "same line" in row[1])
    dialog.choose(row_run)  # the real format row, not the teaser
    dialog._accept()
    qtbot.waitUntil(lambda: window.value_dialog is None, timeout=30_000)  # accepted, closed
    wait_jobs(session)
    labels = stored_labels(rival_places_copy)
    assert [(lb.field, lb.source) for lb in labels] == [("BINDING", "value")]
    assert labels[0].anchor["relation"] == "run"  # the place picked
    settle(window)
    model = window.results.model  # picked right, the format row gives every page's format
    qtbot.waitUntil(lambda: model.fields == ("BINDING",), timeout=30_000)
    wait_jobs(session)
    got = {model.results[r].page_id: model.data(model.index(r, 3)) for r in range(
        model.rowCount())}
    assert got and all(value == truth[page]["BINDING"] for page, value in got.items())
    session.undo.undo()
    wait_jobs(session)
    assert stored_labels(rival_places_copy) == []
    session.undo.redo()
    wait_jobs(session)
    assert [lb.field for lb in stored_labels(rival_places_copy)] == ["BINDING"]


def test_the_dialog_offers_the_field_type_and_keeps_a_field_s_type(
        templated_window, qtbot, wait_jobs, settle, templated_copy, demo_manifest):
    window = templated_window
    session = window.session
    session.select_cluster(cluster_of(session, "shop.example.com"))
    settle(window)
    truth = {p["path"]: p for p in demo_manifest["pages"]}[window.page.page_id]["fields"]
    assert window.label_by_value("ISBN_13")
    dialog = window.value_dialog
    assert dialog.field() == "ISBN_13" and dialog.value_type() == "text"  # a new field
    assert [dialog.type_box.itemData(i) for i in range(dialog.type_box.count())] == list(
        session.book.value_types)
    dialog.type_box.setCurrentIndex(session.book.value_types.index("identifier"))
    dialog.value.setText(truth["ISBN_13"])
    dialog._accept()
    qtbot.waitUntil(lambda: window.value_dialog is None, timeout=30_000)
    wait_jobs(session)
    (label,) = stored_labels(templated_copy)
    assert (label.field, label.value_type) == ("ISBN_13", "identifier")
    settle(window)
    assert window.label_by_value("ISBN_13")  # labelled already: its type is kept
    assert window.value_dialog.value_type() == "identifier"
    window.value_dialog.reject()


def _written(form) -> list[str]:
    return [form.preview.topLevelItem(r).text(2) for r in range(form.preview.topLevelItemCount())]


def test_preview_shows_what_the_field_gives_before_it_is_labelled(
        templated_window, qtbot, wait_jobs, settle, templated_copy, demo_manifest):
    window = templated_window
    session = window.session
    truth = show_shops(window, settle, demo_manifest)
    value = truth[window.page.page_id]["PUBLICATION_DATE"]
    assert window.label_by_value("PUBLICATION_DATE")
    dialog = window.value_dialog
    form = dialog.form
    assert not form.preview.isVisibleTo(dialog)  # nothing to show before Preview
    waiting = form.summary.text()
    form.clean_edit.setText("(")
    assert "not a regular expression" in form.summary.text()
    assert not dialog.preview_button.isEnabled()
    form.clean_edit.clear()
    assert form.summary.text() == waiting and dialog.preview_button.isEnabled()
    dialog.value.setText(value)
    dialog.preview_button.click()
    qtbot.waitUntil(lambda: form.pages is not None, timeout=30_000)
    assert stored_labels(templated_copy) == []  # a preview stores nothing
    members = window.template.template.members
    assert len(form.pages) == min(PREVIEW_PAGES, len(members))
    assert form.pages[0].page_id == window.page.page_id  # the example page first
    dates = [truth[p.page_id]["PUBLICATION_DATE"] for p in form.pages]
    assert _written(form) == dates and form.preview.isVisibleTo(dialog)
    form.clean_edit.setText(r"/(\d{4})$")  # redrawn at once, no job
    assert _written(form) == [d[-4:] for d in dates]

    dialog.value.setText("1999")  # another value: the preview is of another label
    assert form.pages is None and not form.preview.isVisibleTo(dialog)
    dialog.value.setText(value)
    dialog.preview_button.click()
    qtbot.waitUntil(lambda: form.pages is not None, timeout=30_000)
    assert _written(form) == [d[-4:] for d in dates]  # the options edited are kept
    dialog._accept()  # the label previewed, with its options: stored without looking again
    assert window.value_dialog is None
    wait_jobs(session)
    (label,) = stored_labels(templated_copy)
    assert (label.field, label.clean, label.values) == ("PUBLICATION_DATE", r"/(\d{4})$", "all")

    settle(window)
    assert window.label_by_value("PUBLICATION_DATE")  # one more example: its options shown
    assert window.value_dialog.form.clean_edit.text() == r"/(\d{4})$"
    window.value_dialog.reject()
