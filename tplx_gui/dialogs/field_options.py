"""A labelled field's options with a live preview (``field_preview.FieldPreview``): its type,
what is written of its values and a clean-up pattern, tried on up to 20 pages of its cluster as
they are edited. The dialog only edits: the window sets the options (one undoable command) when
it is accepted.
"""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from .field_preview import FieldPreview


class FieldOptionsDialog(QDialog):
    def __init__(self, label, types: tuple[str, ...], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(f"Field {label.field}")
        self.setObjectName("field_options")
        self.label = label
        self.form = FieldPreview(types)
        self.form.set_options(label)
        self.form.show_waiting(f"Reading {label.field} on pages of its cluster…")
        self.form.edited.connect(self._edited)
        form = QFormLayout()
        self.form.add_rows(form)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        intro = QLabel(f"<b>{escape(label.field)}</b>: how its values are read and written. "
                       "Each change shows at once on pages of its cluster below; OK sets it "
                       "for the template (undoable).")
        intro.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.form, 1)
        layout.addWidget(self.buttons)
        self.resize(860, 560)

    def options(self) -> dict:
        """The options as edited: ``value_type``, ``values``, ``join_with``, ``clean``."""
        return self.form.options()

    def edited(self):
        """The label with the edited options."""
        return self.form.applied(self.label)

    def show_read(self, pages) -> None:
        """The field's values read as text on the preview's pages (ReadValues each)."""
        self.form.show_read(self.label, pages)

    def show_failure(self, text: str) -> None:
        self.form.show_waiting(f"No preview: {text}")

    def done(self, result: int) -> None:
        self.form.stop_reading()
        super().done(result)

    def _edited(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not self.form.problem())
