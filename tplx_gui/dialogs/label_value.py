"""Label by value: a field name and a value typed as the analyst sees it on the page shown
(the engine's ``label_value``, run by the session's labelling in the runner). When the value is
found at several places of the template the engine ranks them; the dialog lists them and the
analyst picks one (the engine's ``pick``). The dialog only makes the ``Label``: the window
pushes it as an undoable command like any other label.

The field name is checked with the engine's naming rule as the analyst confirms it, before
anything runs.
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

from tplx_engine.extract.labels import LabelError, check_field

# make(field, value, pick, reply): looks for the value in the runner; ``reply(found)`` gets
# ``found.label`` (made), or ``found.places`` (readable, most likely first: pick one), or
# ``found.problem`` (why not) -- tasks.book.ValueLabel
MakeLabel = Callable[[str, str, "int | None", Callable[[object], None]], object]


class LabelValueDialog(QDialog):
    def __init__(self, fields: list[str], where: str, make: MakeLabel,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle("Label by value")
        self.make = make
        self.label = None  # the Label made, once accepted
        self.busy = False  # a value is being looked for
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
        self.busy = False
        self.candidates.clear()
        self.candidates.hide()
        self.error.hide()

    def _say(self, text: str) -> None:
        self.error.setText(text)
        self.error.show()

    def _accept(self) -> None:
        if self.busy:
            return
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
        self.busy = True
        self._say(f"Looking for “{value}”…")
        asked = (self.field(), value, pick)
        self.make(self.field(), value, pick, lambda found: self._found(asked, found))

    def _found(self, asked, found) -> None:
        self.busy = False
        if asked != (self.field(), self.value.text().strip(),
                     self.candidates.currentRow() if self.candidates.count() else None):
            self.error.hide()
            return  # the analyst changed the field, value or place meanwhile: OK asks again
        value = asked[1]
        if found.label is not None:
            self.label = found.label
            self.error.hide()
            self.accept()
        elif found.places:
            self.candidates.clear()
            self.candidates.addItems(list(found.places))
            self.candidates.setCurrentRow(0)
            self.candidates.show()
            self._say(f"“{value}” is found at {len(found.places)} places of the template, "
                      "most likely first: choose one and press OK.")
        else:
            self._say(found.problem)
