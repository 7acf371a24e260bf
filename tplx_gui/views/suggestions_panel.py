"""Suggested labels of the selected cluster's template (tplx_engine/suggest.py): one row per
proposal with its field, confidence (pages of the sample where the extractor put it there),
example value, and Accept / Reject buttons; "Accept all above" takes, per field, the most
confident proposal at or above the chosen confidence. Decided suggestions stay listed, greyed,
with their status. Every decision is an undoable command made by the session's labelling
(labelling.py), saved in the runner: undoing an accept removes its label, undoing either
proposes the suggestion again.

Double-clicking a row shows the example page with the suggested text selected.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDoubleSpinBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..deferred import Deferred
from ..plots.palette import role

# the first column holds Accept / Reject (or the decision), so a narrow dock still shows them
COLUMNS = ("", "Field", "Confidence", "Example")
ACTIONS = 0
DEFAULT_ABOVE = 0.8


class SuggestionsPanel(QWidget):
    sigShowExample = Signal(str, str)  # page id, XPath of the suggested node there

    def __init__(self, session, suggest_action, parent=None):
        super().__init__(parent)
        self.session = session
        self.setObjectName("suggestions_panel")
        self.template = None
        self.rows: list = []  # Suggestion per table row
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        run = QToolButton()
        run.setDefaultAction(suggest_action)
        run.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.above = QDoubleSpinBox()
        self.above.setObjectName("accept_above_value")
        self.above.setRange(0.0, 1.0)
        self.above.setSingleStep(0.05)
        self.above.setDecimals(2)
        self.above.setValue(DEFAULT_ABOVE)
        self.above.setToolTip("Confidence: share of the sampled pages where the extractor "
                              "found the field at this place")
        self.accept_above_button = QPushButton("Accept all above")
        self.accept_above_button.setToolTip(
            "Accept, for each field of this cluster not labelled yet, its most confident "
            "proposal if it reaches this confidence (undoable)")
        self.accept_above_button.clicked.connect(lambda: self.accept_above(self.above.value()))
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setObjectName("suggestions_table")
        self.table.setHorizontalHeaderLabels(COLUMNS)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(False)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 12)
        header = self.table.horizontalHeader()
        metrics = self.fontMetrics()
        for col, sample in ((1, "POST_AUTHOR"), (2, "100% (20/20)")):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(col, metrics.horizontalAdvance(sample) + 16)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(ACTIONS, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(ACTIONS, metrics.horizontalAdvance("Accept Reject") + 34)
        self.table.cellDoubleClicked.connect(self._show_example)
        row = QHBoxLayout()
        row.addWidget(run)
        row.addStretch(1)
        row.addWidget(self.accept_above_button)
        row.addWidget(self.above)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.summary)
        layout.addLayout(row)
        layout.addWidget(self.table, 1)
        self.update_later = Deferred(self.refresh, self)
        session.sigSelectionChanged.connect(self.update_later)
        session.sigTemplatesChanged.connect(self.update_later)
        session.sigCutSettled.connect(self.update_later)
        session.sigProjectChanged.connect(self.update_later)
        self.refresh()

    def refresh(self) -> None:
        s = self.session
        template = s.book.template_for_cluster(s.selected_cluster) if s.cut is not None else None
        self.template = template
        self.rows = s.book.suggestions_of(template.id) if template is not None else []
        self._labelled = ({lb.field for _, lb in s.book.labels_of(template.id)}
                          if template is not None else set())
        proposed = [x for x in self.rows if x.status == "proposed"]
        self.accept_above_button.setEnabled(bool(proposed))
        self.above.setEnabled(bool(proposed))
        if template is None:
            self.summary.setText("No template for this cluster: Build templates (Ctrl+T), then "
                                 "Suggest labels." if s.selected_cluster >= 0 else
                                 "No cluster selected")
        elif not self.rows:
            self.summary.setText(f"No suggestions for template {template.id} yet: Suggest "
                                 "labels runs the title, date, content and post extractors on "
                                 "a sample of each cluster's pages.")
        else:
            self.summary.setText(
                f"Template {template.id}: {len(proposed)} proposed, "
                f"{len(self.rows) - len(proposed)} decided. Dashed in the page and template; "
                "double-click a row to see its example.")
        self._fill()

    def _fill(self) -> None:
        table = self.table
        table.setRowCount(0)
        table.setRowCount(len(self.rows))
        muted = role(QPalette.ColorRole.PlaceholderText)
        for r, sug in enumerate(self.rows):
            # a proposal for a field labelled by hand: accepting adds a second place for it
            also = " (labelled)" if sug.status == "proposed" and sug.field in self._labelled \
                else ""
            cells = ("" if sug.status == "proposed" else sug.status, sug.field + also,
                     f"{sug.confidence:.0%} ({sug.support}/{sug.sample_size})",
                     " ".join(sug.example.split()))
            tip = (f"{sug.field} on template node {sug.target} ({sug.source} extractor)\n"
                   f"found there on {sug.support} of {sug.sample_size} sampled pages\n"
                   f"example ({sug.page_id}): {sug.example[:200]}"
                   + ("\nthe field has a label already: accepting adds a second place "
                      "(extraction takes the first that gives a value)" if also else ""))
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(tip)
                if sug.status != "proposed":
                    item.setForeground(muted)
                table.setItem(r, c, item)
            if sug.status == "proposed":
                table.setCellWidget(r, ACTIONS, self._buttons(sug))

    def _buttons(self, suggestion) -> QWidget:
        box = QWidget()
        layout = QHBoxLayout(box)
        layout.setContentsMargins(2, 0, 2, 0)
        layout.setSpacing(2)
        for text, tip, slot in (("Accept", "Make this label (undoable)", self.accept),
                                ("Reject", "Never propose it again (undoable)", self.reject)):
            button = QToolButton()
            button.setText(text)
            button.setObjectName(f"{text.lower()}_{suggestion.id}")
            button.setToolTip(tip)
            button.clicked.connect(lambda _=False, s=suggestion, f=slot: f(s))
            layout.addWidget(button)
        return box

    # -- decisions (undoable) -----------------------------------------------------------------
    def accept(self, suggestion) -> None:
        self.session.labelling.accept(suggestion)

    def reject(self, suggestion) -> None:
        self.session.labelling.reject(suggestion)

    def accept_above(self, threshold: float) -> None:
        if self.template is not None:
            self.session.labelling.accept_above(threshold, self.template.id)

    def button(self, suggestion_id: int, which: str) -> QToolButton | None:
        """The Accept/Reject button of a proposed suggestion's row (tests)."""
        for r, suggestion in enumerate(self.rows):
            box = self.table.cellWidget(r, ACTIONS)
            if suggestion.id == suggestion_id and box is not None:
                return box.findChild(QToolButton, f"{which}_{suggestion_id}")
        return None

    def _show_example(self, row: int, _column: int) -> None:
        if 0 <= row < len(self.rows):
            self.sigShowExample.emit(self.rows[row].page_id, self.rows[row].xpath)
