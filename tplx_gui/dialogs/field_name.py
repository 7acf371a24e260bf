"""Ask for a field name: typed, or picked from the fields used so far.

The name is checked with the engine's rule (it becomes an XML element name and a CSV header)
before the dialog closes, so a bad name is corrected here, not reported later.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from tplx_engine.extract.labels import LabelError, check_field


class FieldNameDialog(QDialog):
    def __init__(self, fields: list[str], what: str, parent: QWidget | None = None,
                 default: str = ""):
        super().__init__(parent)
        self.setWindowTitle("Label as field")
        self.combo = QComboBox()
        self.combo.setEditable(True)
        self.combo.addItems(fields)
        self.combo.setCurrentText(default)
        self.combo.lineEdit().setPlaceholderText("field name, e.g. title, price, author")
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.hide()
        what_label = QLabel(what)
        what_label.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(what_label)
        layout.addWidget(self.combo)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.resize(460, self.sizeHint().height())

    def field(self) -> str:
        return self.combo.currentText().strip()

    def _accept(self) -> None:
        try:
            check_field(self.field())
        except LabelError as exc:
            self.error.setText(str(exc))
            self.error.show()
            return
        self.accept()


def ask_field(fields: list[str], what: str, parent: QWidget | None = None,
              default: str = "") -> str | None:
    dialog = FieldNameDialog(fields, what, parent, default)
    return dialog.field() if dialog.exec() == QDialog.DialogCode.Accepted else None
