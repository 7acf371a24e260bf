"""The results table: the labelled fields of the pages nearest the cluster's medoid, and of every
page on request."""

from __future__ import annotations

from demo_window import cluster_of, headline_index, label_news_title
from PySide6.QtCore import Qt


def test_results_show_the_pages_nearest_the_medoid_and_all_on_request(
        templated_window, qtbot, wait_jobs, settle, monkeypatch):
    from tplx_gui.views import results_view

    monkeypatch.setattr(results_view, "MAX_PAGES", 5)
    window = templated_window
    session = window.session
    label = cluster_of(session, "news.example.com")
    members = session.cut.members(label)
    assert len(members) > 5
    session.select_cluster(label)
    settle(window)
    window.page.choose(headline_index(window.page))
    assert window.label_choice("title")
    settle(window)
    view = window.results
    qtbot.waitUntil(lambda: view.model.rowCount() == 5, timeout=30_000)
    wait_jobs(session)
    assert "nearest the medoid" in view.summary.text()
    # sorted A to Z by page, as the header's indicator says
    header = view.table.horizontalHeader()
    assert header.sortIndicatorSection() == 0
    assert header.sortIndicatorOrder() == Qt.SortOrder.AscendingOrder
    names = [view.proxy.index(r, 0).data() for r in range(view.proxy.rowCount())]
    assert names == sorted(names) and len(set(names)) > 1
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


def test_a_header_click_sorts_by_the_field_and_keeps_the_chosen_page(
        templated_window, qtbot, wait_jobs, settle):
    window = templated_window
    session = window.session
    label_news_title(window, settle)
    view = window.results
    qtbot.waitUntil(lambda: view.model.rowCount() > 3, timeout=30_000)
    wait_jobs(session)
    column = view.model.column_of("title")
    view.table.selectRow(2)
    chosen = view.proxy.index(2, 0).data()
    header = view.table.horizontalHeader()
    header.setSortIndicator(column, Qt.SortOrder.AscendingOrder)  # as a click on it does
    titles = [view.proxy.index(r, column).data() for r in range(view.proxy.rowCount())]
    assert titles == sorted(titles, key=str.casefold) and len(set(titles)) > 1
    view.table.sortByColumn(column, Qt.SortOrder.DescendingOrder)
    assert [view.proxy.index(r, column).data() for r in range(len(titles))] == titles[::-1]
    row = view.table.selectionModel().selectedRows()[0].row()
    assert view.proxy.index(row, 0).data() == chosen  # the selection followed its page
    assert all(view.table.columnWidth(c) <= 360 for c in range(view.model.columnCount()))
    assert view.table.columnWidth(column) > view.table.fontMetrics().horizontalAdvance(
        titles[0][:10])
