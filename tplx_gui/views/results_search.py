"""The search box of the results view: the values every extraction wrote (the project's
search index, docs/search.md), searched as the analyst types (debounced, on a worker), the
hits best first with their page, field and a snippet with the matches in bold. Choosing a hit
emits ``sigShowPage(page_id)``: the window selects that page and shows it in the page view.

Signals: ``sigShowPage(str)``.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QRectF, Qt, Signal
from PySide6.QtGui import QAbstractTextDocumentLayout, QPalette, QTextDocument
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QLineEdit,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..deferred import Deferred
from ..models.clusters import ROW_ROLE
from ..models.search_hits import SNIPPET_COLUMN, SNIPPET_HTML_ROLE, SearchHitsModel

TYPING_PAUSE_MS = 250  # a search starts once typing pauses this long
MAX_HITS = 100
HITS_HEIGHT = 180  # the hits list's height: the cluster's results stay in view below it


class ResultsSearch(QWidget):
    sigShowPage = Signal(str)

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.box = QLineEdit()
        self.box.setObjectName("results_search")
        self.box.setClearButtonEnabled(True)
        self.box.setPlaceholderText("Search the extracted values…")
        self.box.setToolTip("Words found anywhere in a value, in any case (Chinese too); "
                            '"a phrase", x OR y, x NOT y for more')
        self.status = QLabel()
        self.status.setObjectName("results_search_status")
        self.status.setWordWrap(True)
        self.status.hide()
        self.model = SearchHitsModel(self)
        self.hits = QTableView()
        self.hits.setObjectName("results_search_hits")
        self.hits.setModel(self.model)
        self.hits.setItemDelegateForColumn(SNIPPET_COLUMN, SnippetDelegate(self.hits))
        self.hits.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.hits.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.hits.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.hits.verticalHeader().hide()
        self.hits.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.hits.setWordWrap(False)
        self.hits.setTextElideMode(Qt.TextElideMode.ElideMiddle)  # a page id ends with its name
        header = self.hits.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        self.hits.setFixedHeight(HITS_HEIGHT)
        self.hits.hide()
        self.hits.selectionModel().currentRowChanged.connect(self._chosen)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.box)
        layout.addWidget(self.status)
        layout.addWidget(self.hits)
        self.job = None
        self.answer = None  # the last SearchAnswer shown
        self._later = Deferred(self.start, self, TYPING_PAUSE_MS, debounce=True)
        self.box.textChanged.connect(self._later)
        self.box.returnPressed.connect(self.start)
        session.sigProjectChanged.connect(self.start)
        session.sigResultsIndexed.connect(self.start)

    @property
    def pending(self) -> bool:
        return self._later.pending

    def start(self):
        """Search for the box's text now (blank: read how many values there are)."""
        self._later.cancel()
        self.job = self.session.search_results(self.box.text(), self._show, MAX_HITS)
        return self.job

    def _show(self, answer) -> None:
        if answer.text != self.box.text():
            return  # typed on since: the search for the new text is on its way
        self.answer = answer
        self.model.set_hits(answer.hits)
        searched = bool(answer.text.strip())
        self.hits.setVisible(searched and not answer.problem)
        if answer.problem:
            self.box.setPlaceholderText(answer.problem if not searched else
                                        "Search the extracted values…")
            self._say(answer.problem)
            return
        self.box.setPlaceholderText(f"Search {answer.indexed:,} extracted values…")
        if not searched:
            self._say("")
            return
        n = len(answer.hits)
        best = f" (the best {n})" if n == MAX_HITS else ""
        self._say(f"{n} hit{'s' * (n != 1)}{best} for {answer.text.strip()!r} in "
                  f"{answer.indexed:,} extracted values" +
                  (": choose one to show its page" if n else ""))
        if n:
            self.hits.resizeColumnToContents(0)
            self.hits.resizeColumnToContents(1)
            for column in (0, 1):
                self.hits.setColumnWidth(column, min(self.hits.columnWidth(column), 280))

    def _say(self, text: str) -> None:
        self.status.setText(text)
        self.status.setVisible(bool(text))

    def _chosen(self, current: QModelIndex, _previous) -> None:
        if current.isValid():
            self.sigShowPage.emit(self.model.data(current, ROW_ROLE))


class SnippetDelegate(QStyledItemDelegate):
    """Paints a snippet's HTML (its matches in bold) in one line, elided by the cell."""

    def paint(self, painter, option, index) -> None:
        options = QStyleOptionViewItem(option)
        self.initStyleOption(options, index)
        options.text = ""
        style = options.widget.style() if options.widget else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, options, painter,
                              options.widget)
        document = QTextDocument()
        document.setDocumentMargin(0)
        document.setDefaultFont(options.font)
        document.setHtml(index.data(SNIPPET_HTML_ROLE) or "")
        context = QAbstractTextDocumentLayout.PaintContext()
        selected = bool(options.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        context.palette.setColor(QPalette.ColorRole.Text, options.palette.color(role))
        rect = options.rect.adjusted(4, 0, -4, 0)
        painter.save()
        painter.translate(rect.topLeft())
        painter.setClipRect(QRectF(0, 0, rect.width(), rect.height()))
        painter.translate(0, (rect.height() - document.size().height()) / 2)
        document.documentLayout().draw(painter, context)
        painter.restore()
