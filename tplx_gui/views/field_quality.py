"""The field quality strip above the results table: one button per labelled field with its fill
rate and distinct values over the pages shown (``extract.quality.FieldQuality``); a field the
engine flags (fill below 90%, values failing its type, one value on every page) is tinted and
says why in its tooltip. Clicking a field lists only the pages where it is empty or failing
(``sigChosen(field)``; clicking it again, or another, changes the list; '' shows every page).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QScrollArea, QToolButton, QWidget

from ..models.results import WARNING, quality_text
from ..plots.palette import QUALITATIVE, role


def _rgba(color: QColor, alpha: int) -> str:
    return f"rgba({color.red()}, {color.green()}, {color.blue()}, {alpha})"


def field_button_text(q) -> str:
    flagged = f" {WARNING}" if q.flags else ""
    return (f"{q.field}{flagged} {q.fill_rate:.0%} · {len(q.distinct)} distinct"
            + (f" · {q.invalid} bad type" if q.invalid else "")
            + (f" · {q.anchor_missing} without anchor" if q.anchor_missing else ""))


class QualityStrip(QScrollArea):
    sigChosen = Signal(str)  # the field whose problem pages to list ('' = every page)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("field_quality")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.buttons: dict[str, QToolButton] = {}
        self.chosen = ""
        inner = QWidget()
        self.row = QHBoxLayout(inner)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(4)
        self.caption = QLabel("Field quality:")
        self.row.addWidget(self.caption)
        self.row.addStretch(1)
        self.setWidget(inner)
        self.hide()

    def show_quality(self, quality, notes: dict[str, str]) -> None:
        """One button per field (``FieldQuality``), in column order; the chosen field stays
        chosen if it is still there."""
        for button in self.buttons.values():
            self.row.removeWidget(button)
            button.deleteLater()
        self.buttons = {}
        for k, q in enumerate(quality):
            button = QToolButton()
            button.setObjectName(f"quality_{q.field}")
            button.setCheckable(True)
            button.setText(field_button_text(q))
            button.setToolTip(quality_text(q, notes.get(q.field, ""))
                              + "\nClick: list the pages where it is empty or fails its type.")
            button.setStyleSheet(self._style(q))
            button.clicked.connect(lambda checked, f=q.field: self.choose(f if checked else ""))
            self.row.insertWidget(1 + k, button)
            self.buttons[q.field] = button
        if self.chosen not in self.buttons:
            self.chosen = ""
        for name, button in self.buttons.items():
            button.setChecked(name == self.chosen)
        self.setVisible(bool(self.buttons))
        tallest = self.caption.sizeHint().height()
        for button in self.buttons.values():
            button.ensurePolished()  # its style sheet's padding counts in its size
            tallest = max(tallest, button.sizeHint().height())
        self.setFixedHeight(tallest + self.horizontalScrollBar().sizeHint().height() + 4)

    def choose(self, field: str) -> None:
        self.chosen = field if field in self.buttons else ""
        for name, button in self.buttons.items():
            button.setChecked(name == self.chosen)
        if self.chosen:
            self.ensureWidgetVisible(self.buttons[self.chosen])
        self.sigChosen.emit(self.chosen)

    @staticmethod
    def _style(q) -> str:
        accent = role(QPalette.ColorRole.Highlight)
        if q.invalid:
            fill = _rgba(QColor(QUALITATIVE[2]), 110)
        elif q.flags:
            fill = _rgba(QColor(QUALITATIVE[1]), 90)
        else:
            fill = "transparent"
        border = _rgba(role(QPalette.ColorRole.PlaceholderText), 255)
        return (f"QToolButton {{ background: {fill}; border: 1px solid {border}; "
                "border-radius: 3px; padding: 2px 6px; }"
                f"QToolButton:checked {{ border: 2px solid {_rgba(accent, 255)}; }}")
