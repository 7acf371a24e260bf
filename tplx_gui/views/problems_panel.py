"""The Problems dock: pages not kept (failed, error, list, duplicate) with their reasons, folders
that could not be read, labels that could not be carried. Filterable by text and status;
double-clicking a page row shows that page.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..models.problems import ProblemsFilter, ProblemsModel

ALL = "All statuses"


class ProblemsPanel(QWidget):
    sigShowPage = Signal(str)

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.setObjectName("problems_panel")
        self.model = ProblemsModel(session, self)
        self.proxy = ProblemsFilter(self)
        self.proxy.setSourceModel(self.model)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText("Filter by path or reason…")
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self.status = QComboBox()
        self.status.currentTextChanged.connect(
            lambda text: self.proxy.set_status("" if text == ALL else text))
        self.count = QLabel()
        self.table = QTableView()
        self.table.setObjectName("problems_table")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(1, Qt.SortOrder.AscendingOrder)  # worst first
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(0, 320)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.doubleClicked.connect(self._open)
        row = QHBoxLayout()
        row.addWidget(self.filter, 1)
        row.addWidget(self.status)
        row.addWidget(self.count)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addLayout(row)
        layout.addWidget(self.table, 1)
        self.model.modelReset.connect(self._refresh_statuses)
        self.proxy.layoutChanged.connect(self._count)
        self.proxy.rowsInserted.connect(self._count)
        self.proxy.rowsRemoved.connect(self._count)
        self.proxy.modelReset.connect(self._count)
        self._refresh_statuses()

    def _refresh_statuses(self) -> None:
        current = self.status.currentText()
        self.status.blockSignals(True)
        self.status.clear()
        self.status.addItems([ALL, *self.model.statuses()])
        index = self.status.findText(current)
        self.status.setCurrentIndex(max(index, 0))
        self.status.blockSignals(False)
        self.proxy.set_status("" if self.status.currentText() == ALL else
                              self.status.currentText())
        self._count()

    def _count(self, *args) -> None:
        shown, total = self.proxy.rowCount(), self.model.rowCount()
        self.count.setText(f"{shown} of {total}" if shown != total else f"{total} problems")

    def _open(self, index) -> None:
        source = self.proxy.mapToSource(index)
        row = self.model.rows[source.row()]
        if row.is_page:
            self.sigShowPage.emit(row.path)

    def focus_filter(self) -> None:
        self.filter.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.filter.selectAll()
