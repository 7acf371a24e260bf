"""Selecting a cluster or a page: every view follows (cluster table, members, page view,
dendrogram band and colours, heatmap, map)."""

from __future__ import annotations

from tplx_gui.plots.dendrogram import DendrogramPlot


def test_selecting_anywhere_selects_everywhere(make_window, qtbot, settle, open_project,
                                               project_copy):
    window = make_window()
    session = window.session
    open_project(window, project_copy)
    window.clusters.table.selectRow(2)  # the table is sorted by size: row 2 is some cluster
    settle(window)
    label = session.selected_cluster
    assert label >= 0
    medoid = int(session.cut.medoids[label])
    assert window.page.page_id == session.page_id(medoid)  # the page view shows its medoid
    lo, hi = window.dendrogram.band.getRegion()  # the dendrogram band covers its pages
    assert hi - lo == len(session.cut.members(label))
    assert len(window.heatmap.pages) == len(session.cut.members(label))
    member = int(session.cut.members(label)[-1])
    window.map._clicked(None, [type("P", (), {"data": lambda self: member})()])
    settle(window)
    assert session.selected_page == member and window.page.page_id == session.page_id(member)
    current = window.clusters.members.currentIndex()  # the members table's current row
    members = window.clusters.members_model
    assert current.isValid() and members.item_at(current.row()) == member
    assert members.data(members.index(current.row(), 0)) == session.page_url(member)


def test_dendrogram_colours_and_band_follow_the_session(qtbot, synthetic_session):
    session = synthetic_session(skip_above=None)
    plot = DendrogramPlot(session)
    qtbot.addWidget(plot)
    flat = session.cut
    assert flat.n_clusters == 3
    coloured = sum(len(c.xData if c.xData is not None else []) for c in plot.curves)
    assert coloured == 6 * flat.n_merges  # every merge of the cut, in a cluster colour
    session.select_cluster(1)
    lo, hi = plot.band.getRegion()
    assert hi - lo == len(flat.members(1))
    session.preview_threshold(0.999)  # one cluster: everything coloured, nothing neutral
    assert session.cut.n_clusters == 1
    assert plot.neutral.xData is None or len(plot.neutral.xData) == 0


def test_the_medoid_url_column_shows_the_host(make_window, qtbot, settle, open_project,
                                             project_copy):
    from PySide6.QtCore import Qt

    window = make_window()
    open_project(window, project_copy)
    session, table, model = window.session, window.clusters.table, window.clusters.model
    table.setColumnWidth(4, 110)  # narrow: most of the URL is elided
    metrics = table.fontMetrics()
    for row in range(model.rowCount()):
        url = session.page_url(int(session.cut.medoids[model.item_at(row)]))
        host = url.split("://", 1)[-1].split("/", 1)[0]
        text = model.data(model.index(row, 4))
        assert text.startswith(host) and url in model.data(model.index(row, 4),
                                                            Qt.ItemDataRole.ToolTipRole)
        shown = metrics.elidedText(text, table.textElideMode(), 110 - 8)
        assert shown.startswith(host[:8]), shown  # the start of the host stays visible
