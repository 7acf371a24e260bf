"""Extraction results of the selected cluster with its template's labels (background job).

The job runs in its own slot ("results"): selecting another cluster or changing a label
cancels the running one and starts a new one (debounced). Large clusters are extracted for
the ``MAX_PAGES`` pages nearest the medoid, so that selecting a cluster answers within a second
or two; the summary says so, and "All pages" extracts every member (a longer background job,
with progress and Cancel in the job bar).

Above the table, each field's quality over the pages shown (views/field_quality.py, computed
with the extraction in the job); choosing a field lists only the pages where it is empty or
fails its type, and "Label FIELD on this page…" opens the selected one in the page view to
label the field there (click its value, or type it): the field is refined with that page;
"Options…" opens its type, values and clean-up pattern with their preview.

At the top, the search box over every value the project's extractions wrote
(views/results_search.py): choosing a hit emits ``sigShowPage``.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..deferred import Deferred
from ..models.clusters import ROW_ROLE
from ..models.results import PageFilter, ResultsModel
from .field_quality import QualityStrip
from .results_search import ResultsSearch

MAX_PAGES = 500
# Column widths are measured on this many rows: each costs a Python ``data()`` call per column
# on the GUI thread (500 rows: 100-140 ms on swde-book, bench/gui_responsiveness.py; 50: ~12 ms).
MEASURED_ROWS = 50
CELL_PADDING = 6  # px each side of a cell's text (the style's margin and the grid)
HEADER_PADDING = 28  # px beside a header's title (margins and the sort arrow)


class ResultsView(QWidget):
    sigLabelOnPage = Signal(str, str)  # field, page id: label the field on that page
    sigShowPage = Signal(str)  # page id: a search hit chosen
    sigEditOptions = Signal(str)  # field: its type, values and clean-up, previewed

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.setObjectName("results_view")
        self.model = ResultsModel(session, self)
        self.proxy = PageFilter(self)
        self.proxy.setSourceModel(self.model)
        self.search = ResultsSearch(session)
        self.search.sigShowPage.connect(self.sigShowPage)
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
        # Qt's header starts descending: pages read from A to Z, as every table does
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(False)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setDefaultSectionSize(160)
        self.table.selectionModel().currentRowChanged.connect(self._row)
        self.quality = QualityStrip()
        self.quality.sigChosen.connect(self._filter)
        self.filter_note = QLabel()
        self.filter_note.setWordWrap(True)
        self.label_here = QPushButton()
        self.label_here.setObjectName("results_label_here")
        self.label_here.clicked.connect(self._label_here)
        self.options = QPushButton()
        self.options.setObjectName("results_field_options")
        self.options.clicked.connect(lambda: self.sigEditOptions.emit(self.quality.chosen))
        self.show_all = QPushButton("Show every page")
        self.show_all.clicked.connect(lambda: self.quality.choose(""))
        self.filter_bar = QWidget()
        bar = QHBoxLayout(self.filter_bar)
        bar.setContentsMargins(0, 0, 0, 0)
        bar.addWidget(self.filter_note, 1)
        bar.addWidget(self.label_here)
        bar.addWidget(self.options)
        bar.addWidget(self.show_all)
        self.filter_bar.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.search)
        layout.addWidget(self.summary)
        layout.addWidget(self.all_pages)  # shown only where a cluster has more than MAX_PAGES
        self.all_pages.hide()
        layout.addWidget(self.quality)
        layout.addWidget(self.filter_bar)
        layout.addWidget(self.table, 1)
        self.job = None  # the session's worker extracting the shown cluster
        self._key = None
        self._timer = Deferred(self.start, self, delay_ms=250)
        session.sigSelectionChanged.connect(self.schedule)
        session.sigCutSettled.connect(self.schedule)
        session.sigTemplatesChanged.connect(self._templates_changed)  # bound: dropped with us

    def _templates_changed(self) -> None:
        self.schedule(force=True)

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
            self._clear()
            self.summary.setText("No template for this cluster: no results."
                                 if s.selected_cluster >= 0 else "No cluster selected")
            return None
        if not labels:
            self._clear()
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

    def _clear(self) -> None:
        self.model.clear()
        self.quality.show_quality((), {})
        self._filter("")

    def _finished(self, results) -> None:
        s = self.session
        notes = {}
        for label_id, label in s.book.labels_of(results.template_id):  # the field's last label
            notes[label.field] = f"type {label.value_type}; found {s.book.found_text(label_id)}"
        self.model.set_results(results.fields, results.results, results.quality, notes)
        self.quality.show_quality(results.quality, notes)
        self._filter(self.quality.chosen)
        flagged = [q.field for q in results.quality if q.flags]
        n_fields = len(results.fields)
        self.summary.setText(
            f"{len(results.results)} pages{self._note}; "
            f"{n_fields} field{'s' if n_fields != 1 else ''}"
            + (f"; to look at: {', '.join(flagged)} (click it below)" if flagged
               else "; every field has a value on at least 90% of the pages, none fails its "
                    "type"))
        self._fit_columns()

    def _fit_columns(self) -> None:
        """Each column as wide as its header and its first MEASURED_ROWS texts (at most 360
        px), measured here with the fonts' metrics: Qt's resizeColumnsToContents asks the
        model for every role of every measured cell (about 25 ms on 13 columns)."""
        cells, header = self.table.fontMetrics(), self.table.horizontalHeader().fontMetrics()
        rows = range(min(MEASURED_ROWS, self.proxy.rowCount()))
        source = [self.proxy.mapToSource(self.proxy.index(r, 0)).row() for r in rows]
        for column in range(self.model.columnCount()):
            title = str(self.model.headerData(column, Qt.Orientation.Horizontal) or "")
            widest = max((cells.horizontalAdvance(self.model.cell_text(r, column))
                          for r in source), default=0)
            self.table.setColumnWidth(column, min(360, max(
                widest + 2 * CELL_PADDING, header.horizontalAdvance(title) + HEADER_PADDING)))

    def _filter(self, field: str) -> None:
        """Only the pages where ``field`` is empty or fails its type ('' = every page)."""
        if not field or field not in self.model.fields:
            self.proxy.set_pages(None)
            self.filter_bar.hide()
            return
        pages = self.model.problem_pages(field)
        self.proxy.set_pages(pages)
        self.filter_note.setText(
            f"{len(pages)} of {self.model.rowCount()} pages where {field} is empty or fails "
            "its type" + (": select one, then label the field on it (its value, clicked or "
                          "typed, becomes one more example)." if pages else "."))
        self.label_here.setText(f"Label {field} on this page…")
        self.options.setText("Options…")
        self.options.setToolTip(f"{field}'s type, values written and clean-up pattern, tried "
                                "on pages of the cluster as you edit them")
        self.filter_bar.show()
        if pages and not self.table.selectionModel().hasSelection():
            self.table.selectRow(0)
        column = self.model.column_of(field)
        if self.proxy.rowCount():
            self.table.scrollTo(self.proxy.index(0, column))
        self._update_label_here()

    def _selected_page(self) -> str | None:
        rows = self.table.selectionModel().selectedRows()
        return self.proxy.data(rows[0], ROW_ROLE) if rows else None

    def _update_label_here(self) -> None:
        self.label_here.setEnabled(bool(self.quality.chosen) and self._selected_page() is not None)

    def _label_here(self) -> None:
        page = self._selected_page()
        if self.quality.chosen and page is not None:
            self.sigLabelOnPage.emit(self.quality.chosen, page)

    def _row(self, current, _previous) -> None:
        if current.isValid():
            self.session.select_page_id(self.proxy.data(current, ROW_ROLE))
        self._update_label_here()
