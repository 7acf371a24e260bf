"""The Problems dock's rows: every page the engine did not keep, and why, plus folders the
crawl walk could not read and labels that could not be carried to rebuilt templates.

The rows are the session's (``session.problems``, read from the project in the runner whenever
pages or labels change: the engine saved a status and a human reason for each page), so a
cancelled load shows the pages processed so far. Filtering is a proxy: free text over all
columns plus a status choice.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QSortFilterProxyModel, Qt

SORT_ROLE = Qt.ItemDataRole.UserRole + 1


class ProblemsModel(QAbstractTableModel):
    HEADERS = ("Path", "Status", "Reason")

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.rows: list = []  # ProblemRow (path, status, reason, rank, is_page), worst first
        session.sigProblemsChanged.connect(self.refresh)

    def refresh(self) -> None:
        self.beginResetModel()
        self.rows = list(self.session.problems)
        self.endResetModel()

    def statuses(self) -> list[str]:
        return sorted({r.status for r in self.rows})

    def rowCount(self, parent=None) -> int:
        return 0 if parent is not None and parent.isValid() else len(self.rows)

    def columnCount(self, parent=None) -> int:
        return 3

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.HEADERS[section]
        return None

    def data(self, index: QModelIndex, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        if role == SORT_ROLE:  # statuses sort worst first
            return f"{row.rank} {row.path}" if index.column() == 1 else row[index.column()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return row[index.column()]
        return None


class ProblemsFilter(QSortFilterProxyModel):
    """Free text (any column, case-insensitive) and an optional exact status."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.status = ""
        self.setSortRole(SORT_ROLE)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setFilterKeyColumn(-1)

    def set_status(self, status: str) -> None:
        self.beginFilterChange()
        self.status = status
        self.endFilterChange()

    def filterAcceptsRow(self, row: int, parent: QModelIndex) -> bool:
        if self.status:
            index = self.sourceModel().index(row, 1, parent)
            if self.sourceModel().data(index) != self.status:
                return False
        return super().filterAcceptsRow(row, parent)
