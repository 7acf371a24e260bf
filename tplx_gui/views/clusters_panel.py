"""The cluster list (size, medoid URL, cohesion, template, labels) and the selected cluster's
pages. Selecting a row selects the cluster (or page) everywhere; the session's selection is
mirrored back here without echoing.
"""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..models.clusters import ClusterTableModel, MemberTableModel


def _table(model, name: str) -> QTableView:
    view = QTableView()
    view.setObjectName(name)
    view.setModel(model)  # the models sort and filter themselves (models/clusters.py)
    view.setSortingEnabled(True)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setAlternatingRowColors(True)
    view.verticalHeader().hide()
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 6)
    view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    view.horizontalHeader().setStretchLastSection(False)
    view.setTextElideMode(Qt.TextElideMode.ElideMiddle)
    view.setWordWrap(False)
    return view


class ClustersPanel(QWidget):
    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.setObjectName("clusters_panel")
        self.model = ClusterTableModel(session, self)
        self.members_model = MemberTableModel(session, self)
        self.table = _table(self.model, "cluster_table")
        self.table.sortByColumn(1, Qt.SortOrder.DescendingOrder)
        # the medoid URL is shown host first and its end elided: the host is what tells
        # the clusters of a multi-site crawl apart
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        # fixed widths from the font, never ResizeToContents: that reads every row on each reset
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        metrics = self.fontMetrics()
        for col, sample in ((0, "■■ 000"), (1, "Pages ▲"), (2, "Cohesion"), (3, "unlabelled")):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(col, metrics.horizontalAdvance(sample) + 18)
        self.members = _table(self.members_model, "member_table")
        self.members.sortByColumn(1, Qt.SortOrder.AscendingOrder)
        mheader = self.members.horizontalHeader()
        mheader.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        mheader.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        mheader.resizeSection(1, self.fontMetrics().horizontalAdvance("Distance 0.000") + 24)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText("Filter clusters by URL…")
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self._filter)
        self.summary = QLabel()
        self.members_title = QLabel()
        top = QWidget()
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.addWidget(self.filter)
        top_layout.addWidget(self.summary)
        top_layout.addWidget(self.table, 1)
        bottom = QWidget()
        bottom_layout = QVBoxLayout(bottom)
        bottom_layout.setContentsMargins(0, 0, 0, 0)
        bottom_layout.addWidget(self.members_title)
        bottom_layout.addWidget(self.members, 1)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(top)
        split.addWidget(bottom)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(split)
        self._syncing = False
        self.table.selectionModel().currentRowChanged.connect(self._cluster_row)
        self.members.selectionModel().currentRowChanged.connect(self._page_row)
        session.sigCutChanged.connect(self._cut_changed)
        session.sigSelectionChanged.connect(self.mirror_selection)

    def _cut_changed(self) -> None:
        flat = self.session.cut
        if flat is None:
            self.summary.setText("No clustering yet")
        else:
            singletons = int((flat.sizes == 1).sum())
            self.summary.setText(f"{flat.n_clusters} clusters at threshold "
                                 f"{self.session.threshold:.3f} ({singletons} single pages)")
        self.mirror_selection()

    def _filter(self, text: str) -> None:
        self.model.set_filter(text)
        self.mirror_selection()

    def _cluster_row(self, current, _previous) -> None:
        if self._syncing or not current.isValid():
            return
        self.session.select_cluster(self.model.item_at(current.row()))

    def _page_row(self, current, _previous) -> None:
        if self._syncing or not current.isValid():
            return
        self.session.select_page(self.members_model.item_at(current.row()))

    def mirror_selection(self) -> None:
        s = self.session
        self._syncing = True
        try:
            self._select_row(self.table, self.model.row_of(s.selected_cluster))
            n = len(self.members_model.pages)
            self.members_title.setText(f"Pages of cluster {s.selected_cluster} ({n})"
                                       if s.selected_cluster >= 0 else "Pages")
            row = self.members_model.row_of(s.selected_page) if s.selected_page >= 0 else -1
            self._select_row(self.members, row)
        finally:
            self._syncing = False

    @staticmethod
    def _select_row(view: QTableView, row: int) -> None:
        selection = view.selectionModel()
        if row < 0 or row >= view.model().rowCount():
            selection.clearSelection()
            return
        index = view.model().index(row, 0)
        flags = (QItemSelectionModel.SelectionFlag.ClearAndSelect
                 | QItemSelectionModel.SelectionFlag.Rows)
        selection.setCurrentIndex(index, flags)
        view.scrollTo(index)
