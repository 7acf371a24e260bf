"""The Problems dock's rows: every page the engine did not keep, and why, plus folders the
crawl walk could not read and labels that could not be carried to rebuilt templates.

Rows are read from the project (the engine saved a status and a human reason for each page),
so a cancelled load shows the pages processed so far. Filtering is a proxy: free text over all
columns plus a status choice.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QSortFilterProxyModel, Qt

from tplx_engine.model import PageStatus
from tplx_engine.store import pages

from ..deferred import STAGGER, Deferred

CRAWL_PROBLEM = "unreadable folder"
LABEL_PROBLEM = "label not carried"


SORT_ROLE = Qt.ItemDataRole.UserRole + 1
RANK = {PageStatus.FAILED.value: 0, CRAWL_PROBLEM: 1, LABEL_PROBLEM: 2,
        PageStatus.ERROR_PAGE.value: 3, PageStatus.LIST_PAGE.value: 4,
        PageStatus.DUPLICATE.value: 5}


def problem_rows(project) -> list[tuple[str, str, str]]:
    """(path, status, reason) of every problem, worst first (failed, then filtered pages)."""
    rows = []
    # Asked status by status, so sqlite skips the kept pages itself: iterating over every page
    # on the GUI thread gives the GIL away at each row, and a busy worker (clustering starts
    # as this refresh runs) keeps it up to a switch interval each time: 2,000 pages took 14 ms
    # alone but 2-3 s against a worker reading pages (now 1-2 ms alone).
    for wanted in PageStatus:
        if wanted is PageStatus.DETAIL:
            continue
        for page in pages.read(project, wanted):
            reason = (f"same content as {page.duplicate_of}" if page.duplicate_of
                      else page.reason)
            rows.append((page.page_id, page.effective_status.value, reason))
    rows.extend((path, CRAWL_PROBLEM, reason) for path, reason in pages.crawl_problems(project))
    from tplx_engine.jobs.stored import label_problems

    rows.extend((f"{label.template_id} {label.target}", LABEL_PROBLEM,
                 f"field {label.field}: {reason}")
                for label, reason in label_problems(project))
    return sorted(rows, key=lambda r: (RANK.get(r[1], 9), r[0]))


class ProblemsModel(QAbstractTableModel):
    HEADERS = ("Path", "Status", "Reason")

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.rows: list[tuple[str, str, str]] = []
        self.update_later = Deferred(self.refresh, self, delay_ms=STAGGER["problems"])
        session.sigPagesChanged.connect(self.update_later)
        session.sigProjectChanged.connect(self.update_later)
        session.sigTemplatesChanged.connect(self.update_later)

    def refresh(self) -> None:
        self.beginResetModel()
        project = self.session.project
        self.rows = problem_rows(project) if project is not None else []
        self.endResetModel()

    def statuses(self) -> list[str]:
        return sorted({r[1] for r in self.rows})

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
            return f"{RANK.get(row[1], 9)} {row[0]}" if index.column() == 1 else row[index.column()]
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
