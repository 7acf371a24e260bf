"""The pool: pages an export found no template close enough for, with their distance to the
nearest template (``session.pool``, read in the runner after each export and discovery).
"Discover new templates" clusters them (the engine's ``discover``, in the runner) once there are
enough; the report of the last discovery is shown
here, and the new templates appear in the cluster table and template strip when a cluster of
the current cut has the same medoid (after Reload crawl, for pages the clustering had not
seen). Double-clicking a page shows it. The report scrolls in a box of at most
``REPORT_LINES`` lines: a discovery of many templates neither squeezes the other docks nor grows
the window.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

COLUMNS = ("Page", "Distance", "Nearest template")
REPORT_LINES = 8


class PoolPanel(QWidget):
    sigShowPage = Signal(str)

    def __init__(self, session, discover_action, parent=None):
        super().__init__(parent)
        self.session = session
        self.setObjectName("pool_panel")
        self.pages: list = []  # store.PoolPage per row
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.report = QPlainTextEdit()  # the last discovery: selectable, scrolls
        self.report.setObjectName("pool_report")
        self.report.setReadOnly(True)
        self.report.setFrameShape(QPlainTextEdit.Shape.NoFrame)
        self.report.setMaximumHeight(int(self.fontMetrics().lineSpacing() * REPORT_LINES + 12))
        self.report.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        run = QToolButton()
        run.setDefaultAction(discover_action)
        run.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setObjectName("pool_table")
        self.table.setHorizontalHeaderLabels(COLUMNS)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(False)
        self.table.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        metrics = self.fontMetrics()
        for col, sample in ((1, "Distance 0.000"), (2, "Nearest template")):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(col, metrics.horizontalAdvance(sample) + 16)
        self.table.cellDoubleClicked.connect(self._open)
        top = QHBoxLayout()
        top.addWidget(self.summary, 1)
        top.addWidget(run)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addLayout(top)
        layout.addWidget(self.report)
        layout.addWidget(self.table, 1)
        self.report.hide()
        session.sigPoolChanged.connect(self.refresh)
        session.sigProjectChanged.connect(self._clear_report)  # bound: dropped with us
        session.sigProjectChanged.connect(self.refresh)  # "No project" no longer
        self.refresh()

    def refresh(self) -> None:
        s = self.session
        pool = s.pool
        self.pages = list(pool.pages) if pool is not None else []
        templates = {t.id: t for t in s.book.templates}
        n = len(self.pages)
        if s.project_path is None:
            self.summary.setText("No project")
        elif pool is None:
            self.summary.setText("Reading the pool…")
        elif not n:
            self.summary.setText("The pool is empty: every page the last export read fitted a "
                                 "template (pages no template fits are pooled by Export).")
        else:
            ready = ("" if n >= pool.min_pool else
                     f" Discovery starts at {pool.min_pool} pages.")
            self.summary.setText(f"{n} pages fit no template (pooled by the last export)."
                                 + ready)
        self.table.setRowCount(0)
        self.table.setRowCount(n)
        for r, page in enumerate(self.pages):
            nearest = templates.get(page.nearest or "")
            cells = (page.url or page.page_id,
                     "" if page.distance is None else f"{page.distance:.3f}", page.nearest or "")
            tips = (f"{page.page_id}\n{page.path}",
                    "distance to the nearest template (its medoid page)",
                    f"template of {len(nearest.members)} pages, medoid {nearest.medoid}"
                    if nearest is not None else "")
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(tips[c])
                if c == 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)

    def _clear_report(self) -> None:
        self.show_report("")

    def show_report(self, text: str) -> None:
        self.report.setPlainText(text)
        self.report.setVisible(bool(text))

    def report_text(self) -> str:
        return self.report.toPlainText()

    def _open(self, row: int, _column: int) -> None:
        if 0 <= row < len(self.pages):
            self.sigShowPage.emit(self.pages[row].page_id)
