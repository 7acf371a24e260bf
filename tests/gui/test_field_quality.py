"""Field quality in the results view: each field's fill rate, distinct values, pages where its
anchor was not found and values failing its type, over the pages shown; a field below 90% stands
out, and clicking it lists the pages where it is empty, with "Label FIELD on this page…" to
label it there."""

from __future__ import annotations

from demo_window import show_shops


def test_a_low_fill_field_stands_out_and_lists_its_empty_pages(
        templated_window, qtbot, wait_jobs, settle, demo_manifest):
    from PySide6.QtCore import Qt

    from tplx_gui.models.clusters import ROW_ROLE

    window = templated_window
    session = window.session
    truth = show_shops(window, settle, demo_manifest)
    medoid = window.page.page_id
    assert window.label_by_value("PAGES")  # a shop page shows its page count, not every one
    window.value_dialog.value.setText(truth[medoid]["PAGES"])
    window.value_dialog._accept()
    qtbot.waitUntil(lambda: window.value_dialog is None, timeout=30_000)
    settle(window)
    view, model = window.results, window.results.model
    qtbot.waitUntil(lambda: "PAGES" in model.quality, timeout=30_000)
    wait_jobs(session)
    shown = [r.page_id for r in model.results]
    without = {page for page in shown if not truth[page].get("PAGES")}
    assert without  # the demo shop leaves the page count out on some pages
    quality = model.quality["PAGES"]
    assert (quality.pages, quality.filled) == (len(shown), len(shown) - len(without))
    assert quality.fill_rate < 0.9 and quality.flags
    header = model.headerData(3, Qt.Orientation.Horizontal)
    assert header == f"PAGES {quality.fill_rate:.0%} ⚠"
    tooltip = model.headerData(3, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert f"{quality.filled} of {len(shown)} pages" in tooltip and "low fill" in tooltip
    button = view.quality.buttons["PAGES"]
    assert view.quality.isVisibleTo(view)
    assert button.text().startswith(f"PAGES ⚠ {quality.fill_rate:.0%} · ")
    assert "PAGES" in view.summary.text()  # the summary names the field to look at

    button.click()  # the pages to look at: exactly those without a page count
    assert view.quality.chosen == "PAGES" and view.filter_bar.isVisibleTo(view)
    listed = {view.proxy.data(view.proxy.index(r, 0), ROW_ROLE)
              for r in range(view.proxy.rowCount())}
    assert listed == without == model.problem_pages("PAGES")
    assert str(len(without)) in view.filter_note.text()
    settle(window)
    selected = view._selected_page()  # the first listed page is selected and shown
    assert selected in without and window.page.page_id == selected
    assert view.label_here.isEnabled() and view.label_here.text() == "Label PAGES on this page…"
    view.label_here.click()
    dialog = window.value_dialog
    assert dialog is not None and dialog.field() == "PAGES"
    assert window.labeller.next_field == "PAGES"  # Ctrl+L after a click offers it first
    settle(window)
    assert window.page.page_id == selected and window.docks["page"].isVisible()
    dialog.reject()
    qtbot.waitUntil(lambda: window.value_dialog is None, timeout=5000)
    view.show_all.click()
    assert view.proxy.rowCount() == model.rowCount() and not view.filter_bar.isVisibleTo(view)
