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
