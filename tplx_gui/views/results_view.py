"""Extraction results of the selected cluster with its template's labels (background job).

The job runs in its own slot ("results"): selecting another cluster or changing a label
cancels the running one and starts a new one (debounced). Large clusters are extracted for
the ``MAX_PAGES`` pages nearest the medoid, so that selecting a cluster answers within a second
or two; the summary says so, and "All pages" extracts every member (a longer background job,
with progress and Cancel in the job bar).
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..deferred import Deferred
from ..models.clusters import ROW_ROLE, SORT_ROLE
from ..models.results import ResultsModel

MAX_PAGES = 500
# Column widths are measured on this many rows: each costs a Python ``data()`` call per column
# on the GUI thread (500 rows: 100-140 ms on swde-book, bench/gui_responsiveness.py; 50: ~12 ms).
MEASURED_ROWS = 50


class ResultsView(QWidget):
    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.setObjectName("results_view")
        self.model = ResultsModel(session, self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)
        self.summary = QLabel("No results yet")
        self.summary.setWordWrap(True)
        self.all_pages = QCheckBox("All pages")
        self.all_pages.setObjectName("results_all_pages")
        self.all_pages.setToolTip(f"Extract every page of the cluster, not only the {MAX_PAGES} "
                                  "nearest its medoid (slower on large clusters)")
        self.all_pages.toggled.connect(lambda _: self.schedule(force=True))
        self.table = QTableView()
        self.table.setObjectName("results_table")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(False)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setDefaultSectionSize(160)
        # column widths from the first rows only: sizing to every row would freeze the window
        self.table.horizontalHeader().setResizeContentsPrecision(MEASURED_ROWS)
        self.table.selectionModel().currentRowChanged.connect(self._row)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.summary)
        layout.addWidget(self.all_pages)  # shown only where a cluster has more than MAX_PAGES
        self.all_pages.hide()
        layout.addWidget(self.table, 1)
        self.job = None  # the session's worker extracting the shown cluster
        self._key = None
        self._timer = Deferred(self.start, self, delay_ms=250)
        session.sigSelectionChanged.connect(self.schedule)
        session.sigCutSettled.connect(self.schedule)
        session.sigTemplatesChanged.connect(lambda: self.schedule(force=True))

    def schedule(self, force: bool = False) -> None:
        if force:
            self._key = None
        self._timer()

    def start(self):
        s = self.session
        template = s.book.template_for_cluster(s.selected_cluster)
        labels = [lb for _, lb in s.book.labels_of(template.id)] if template else []
        key = (template.id if template else None, tuple(id(lb) for lb in labels),
               id(s.cut), s.selected_cluster, self.all_pages.isChecked())
        if key == self._key:
            return self.job
        self._key = key
        if template is None or s.crawl_root is None:
            self.model.clear()
            self.summary.setText("No template for this cluster: no results."
                                 if s.selected_cluster >= 0 else "No cluster selected")
            return None
        if not labels:
            self.model.clear()
            self.summary.setText(f"Template {template.id} has no labels yet: label a field "
                                 "(click a text in the page, Ctrl+L) to see results.")
            return None
        members = s.cluster_members(s.selected_cluster)
        flat = s.cut
        if flat.distance_to_medoid is not None and len(members):
            members = members[np.argsort(flat.distance_to_medoid[members], kind="stable")]
        self.all_pages.setVisible(len(members) > MAX_PAGES)
        shown = members if self.all_pages.isChecked() else members[:MAX_PAGES]
        page_ids = [s.page_id(int(i)) for i in shown]
        self._note = ("" if len(shown) == len(members) else
                      f" nearest the medoid, of {len(members)} (tick All pages for every one)")
        self.summary.setText(f"Extracting {len(page_ids)} pages…")
        self.job = s.extract_pages(
            template, labels, page_ids, self._finished,
            errored=lambda exc: self.summary.setText(f"Extraction failed: {exc}"))
        return self.job

    def _finished(self, results) -> None:
        self.model.set_results(results.fields, results.results)
        empty = self.model.empty_counts()
        gaps = ", ".join(f"{name} empty on {n}" for name, n in empty.items() if n)
        n_fields = len(results.fields)
        self.summary.setText(f"{len(results.results)} pages{self._note}; "
                             f"{n_fields} field{'s' if n_fields != 1 else ''}"
                             + (f"; {gaps}" if gaps else "; every field has a value on every page"))
        self.table.resizeColumnsToContents()  # measures MEASURED_ROWS rows (precision)
        for column in range(self.model.columnCount()):
            if self.table.columnWidth(column) > 360:
                self.table.setColumnWidth(column, 360)

    def _row(self, current, _previous) -> None:
        if current.isValid():
            self.session.select_page_id(self.proxy.data(current, ROW_ROLE))
