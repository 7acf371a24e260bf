"""Label by value: a field name and a value typed as the analyst sees it on the page shown
(tplx_engine/labels.py ``label_value``). When the value is found at several places of the
template the engine ranks them (``AmbiguousLabel.candidates``); the dialog lists them and the
analyst picks one (the engine's ``pick``). The dialog only makes the ``Label``: the window
pushes it as an undoable command like any other label.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QVBoxLayout,
    QWidget,
)

from tplx_engine.errors import TplxError
from tplx_engine.extract.labels import AmbiguousLabel, LabelError, check_field

# make(field, value, pick) -> Label; raises AmbiguousLabel / LabelError
MakeLabel = Callable[[str, str, "int | None"], object]


class LabelValueDialog(QDialog):
    def __init__(self, fields: list[str], where: str, make: MakeLabel,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle("Label by value")
        self.make = make
        self.label = None  # the Label made, once accepted
        self.field_box = QComboBox()
        self.field_box.setEditable(True)
        self.field_box.addItems(fields)
        self.field_box.setCurrentText("")
        self.field_box.lineEdit().setPlaceholderText("field name, e.g. TITLE, price")
        self.value = QLineEdit()
        self.value.setPlaceholderText("the value as the page shows it, e.g. 2014-10-09")
        self.value.textChanged.connect(self._value_changed)
        self.candidates = QListWidget()
        self.candidates.setObjectName("label_value_candidates")
        self.candidates.hide()
        self.candidates.itemDoubleClicked.connect(lambda _item: self._accept())
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.hide()
        intro = QLabel(where)
        intro.setWordWrap(True)
        form = QFormLayout()
        form.addRow("Field:", self.field_box)
        form.addRow("Value:", self.value)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.candidates, 1)
        layout.addWidget(buttons)
        self.resize(560, self.sizeHint().height())

    def field(self) -> str:
        return self.field_box.currentText().strip()

    def _value_changed(self) -> None:
        # another value: earlier candidates no longer apply
        self.candidates.clear()
        self.candidates.hide()
        self.error.hide()

    def _say(self, text: str) -> None:
        self.error.setText(text)
        self.error.show()

    def _accept(self) -> None:
        value = self.value.text().strip()
        try:
            check_field(self.field())
        except LabelError as exc:
            self._say(str(exc))
            return
        if not value:
            self._say("Type the value as the page shows it.")
            return
        pick = self.candidates.currentRow() if self.candidates.count() else None
        if pick is not None and pick < 0:
            self._say("Choose one of the places listed.")
            return
        try:
            self.label = self.make(self.field(), value, pick)
        except AmbiguousLabel as exc:
            self.candidates.clear()
            for c in exc.candidates:
                where = "on every page" if c.essential else "optional block"
                many = ", repeated" if c.repeatable else ""
                self.candidates.addItem(f"{c.text}   — {c.target} ({where}{many}) at {c.xpath}")
            self.candidates.setCurrentRow(0)
            self.candidates.show()
            self._say(f"“{value}” is found at {len(exc.candidates)} places of the template, "
                      "most likely first: choose one and press OK.")
            return
        except TplxError as exc:  # LabelError (not template data...), an unreadable page
            self._say(str(exc))
            return
        self.accept()
