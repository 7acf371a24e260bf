"""A field's options with a live preview: its type, what is written of its values (all, the
first, or joined with a separator) and a clean-up pattern, tried on up to 20 pages of its
cluster as they are edited.

The field's values are read once, as text (the window asks the session, in the runner); every
edit then redraws the preview from those values with the engine's own rules
(``extract.preview.written``), so what the preview shows is what export writes. The dialog only
edits: the window sets the options (one undoable command) when it is accepted.
"""

from __future__ import annotations

from dataclasses import replace
from html import escape
from urllib.parse import urlsplit

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tplx_engine.extract.labels import LabelError, check_values_options
from tplx_engine.extract.preview import written

from ..models.results import EMPTY, EMPTY_TINT, INVALID_TINT
from .label_value import TYPE_HELP

POLICIES = (("all", "every value"), ("first", "the first value only"),
            ("join", "all joined into one"))
PREVIEW_COLUMNS = ("Page", "As read", "Written")
SHOWN_VALUES = 4  # values listed per cell (all of them in its tooltip)


def short_url(url: str) -> str:
    """Host and path: the page is told apart by its path, the host says which site."""
    parts = urlsplit(url)
    return (parts.netloc + parts.path + (f"?{parts.query}" if parts.query else "")) or url


def listed(values) -> str:
    shown = " · ".join(v if len(v) <= 80 else v[:79] + "…" for v in values[:SHOWN_VALUES])
    more = len(values) - SHOWN_VALUES
    return shown + (f" · … {more} more" if more > 0 else "") if values else "—"


class FieldOptionsDialog(QDialog):
    def __init__(self, label, types: tuple[str, ...], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(f"Field {label.field}")
        self.setObjectName("field_options")
        self.label = label
        self.pages = None  # extract.preview.ReadValues per page, once read
        self.type_box = QComboBox()
        for name in types:
            self.type_box.addItem(f"{name} ({TYPE_HELP.get(name, '')})", name)
        self.type_box.setCurrentIndex(max(0, self.type_box.findData(label.value_type)))
        self.values_box = QComboBox()
        for policy, shown in POLICIES:
            self.values_box.addItem(shown, policy)
        self.values_box.setCurrentIndex(max(0, self.values_box.findData(label.values)))
        self.join_edit = QLineEdit(label.join_with)
        self.join_edit.setToolTip("Written between the values when they are joined")
        self.clean_edit = QLineEdit(label.clean)
        self.clean_edit.setPlaceholderText(r"none; e.g. ISBN: *(\d+) keeps the digits")
        self.clean_edit.setToolTip("A regular expression each value is cut to: its first "
                                   "group, else the whole match; a value it does not match is "
                                   "kept as read")
        for box in (self.type_box, self.values_box):
            box.currentIndexChanged.connect(self._edited)
        for edit in (self.join_edit, self.clean_edit):
            edit.textChanged.connect(self._edited)
        self.summary = QLabel(f"Reading {label.field} on pages of its cluster…")
        self.summary.setWordWrap(True)
        self.preview = QTreeWidget()
        self.preview.setObjectName("field_options_preview")
        self.preview.setHeaderLabels(PREVIEW_COLUMNS)
        self.preview.setRootIsDecorated(False)
        self.preview.setAlternatingRowColors(True)
        self.preview.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.preview.setTextElideMode(Qt.TextElideMode.ElideMiddle)  # host and page's end
        header = self.preview.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.preview.setColumnWidth(0, 300)
        form = QFormLayout()
        form.addRow("Type:", self.type_box)
        form.addRow("Write:", self.values_box)
        form.addRow("Separator:", self.join_edit)
        form.addRow("Clean-up pattern:", self.clean_edit)
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
        layout.addWidget(self.summary)
        layout.addWidget(self.preview, 1)
        layout.addWidget(self.buttons)
        self.resize(860, 560)
        self._edited()

    # -- what the analyst edits ---------------------------------------------------------------
    def options(self) -> dict:
        """The options as edited: ``value_type``, ``values``, ``join_with``, ``clean``."""
        return {"value_type": self.type_box.currentData(),
                "values": self.values_box.currentData(),
                "join_with": self.join_edit.text(), "clean": self.clean_edit.text()}

    def edited(self):
        """The label with the edited options (a new type learns its date order anew)."""
        options = self.options()
        retyped = options["value_type"] != self.label.value_type
        return replace(self.label, **options,
                       date_order="" if retyped else self.label.date_order)

    def problem(self) -> str:
        options = self.options()
        try:
            check_values_options(options["values"], options["clean"])
        except LabelError as exc:
            return str(exc)
        return ""

    # -- the preview --------------------------------------------------------------------------
    def show_read(self, pages) -> None:
        """The field's values read as text on the preview's pages (ReadValues each)."""
        self.pages = list(pages)
        self._edited()

    def show_failure(self, text: str) -> None:
        self.summary.setText(f"No preview: {text}")

    def _edited(self, *_) -> None:
        self.join_edit.setEnabled(self.values_box.currentData() == "join")
        problem = self.problem()
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)
        if problem:
            self.summary.setText(problem)
            return
        if self.pages is None:
            return
        label = self.edited()
        values = written(self.pages, label)
        self.preview.clear()
        filled = invalid = 0
        for page, value in zip(self.pages, values):
            read = page.read.values if page.read is not None else ()
            out = value.values if value is not None else ()
            bad = value.invalid if value is not None else ()
            filled += bool(out)
            invalid += bool(bad)
            item = QTreeWidgetItem([short_url(page.url), listed(read),
                                    listed(out) if out else (page.problem or EMPTY)])
            item.setToolTip(0, page.url)
            item.setToolTip(1, "\n".join(read) or "no value on this page")
            item.setToolTip(2, "\n".join(out) + (
                f"\n\nnot of type {label.value_type}, kept as read: " + "; ".join(bad)
                if bad else "") if out else page.problem or "nothing written")
            if not out or bad:  # tinted as in the results table
                item.setBackground(2, EMPTY_TINT if not out else INVALID_TINT)
            self.preview.addTopLevelItem(item)
        n = len(self.pages)
        self.summary.setText(
            f"On {n} page{'s' * (n != 1)} of the cluster: {filled} give a value"
            + (f", {invalid} with values that are not of type {label.value_type} (kept as "
               "read, in red)" if invalid else "")
            + (f", {n - filled} none (orange)" if n - filled else "") + ". What export writes with "
            "these options is in the last column.")
