"""A field's options with a live preview, as one widget of the field dialogs (label by value,
field options): its type, what is written of its values (all, the first, or joined with a
separator) and a clean-up pattern, tried on up to 20 pages of its cluster as they are edited.

The field's values are read once, as text (the dialog's window asks the session, in the
runner); every edit then redraws the preview from those values with the engine's own rules
(``extract.preview.written``), so what the preview shows is what export writes.
"""

from __future__ import annotations

from dataclasses import replace
from urllib.parse import urlsplit

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
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

POLICIES = (("all", "every value"), ("first", "the first value only"),
            ("join", "all joined into one"))
PREVIEW_COLUMNS = ("Page", "As read", "Written")
SHOWN_VALUES = 4  # values listed per cell (all of them in its tooltip)
TYPE_HELP = {"text": "as read", "number": "1,234.5 → 1234.5", "price": "$12.99 → USD 12.99",
             "date": "→ ISO 8601", "identifier": "ISBN check digit verified",
             "url": "made absolute"}


def short_url(url: str) -> str:
    """Host and path: the page is told apart by its path, the host says which site."""
    parts = urlsplit(url)
    return (parts.netloc + parts.path + (f"?{parts.query}" if parts.query else "")) or url


def listed(values) -> str:
    shown = " · ".join(v if len(v) <= 80 else v[:79] + "…" for v in values[:SHOWN_VALUES])
    more = len(values) - SHOWN_VALUES
    return shown + (f" · … {more} more" if more > 0 else "") if values else "—"


class FieldPreview(QWidget):
    """The options' editors (a form the dialog lays out) and, below, the preview."""

    edited = Signal()  # an option changed (the preview is redrawn already)

    def __init__(self, types: tuple[str, ...], parent: QWidget | None = None):
        super().__init__(parent)
        self.label = None  # the field's label the options apply to, once known
        self.pages = None  # extract.preview.ReadValues per page, once read
        self.waiting = ""  # what the summary says while there is no preview
        self.reading = None  # the job reading the values to show, while it runs
        self.type_box = QComboBox()
        for name in types:
            self.type_box.addItem(f"{name} ({TYPE_HELP.get(name, '')})", name)
        self.type_box.setToolTip("How the field's values are read: normalised to the type; a "
                                 "value that is not of the type is kept as read and counted "
                                 "in the results' field quality")
        self.values_box = QComboBox()
        for policy, shown in POLICIES:
            self.values_box.addItem(shown, policy)
        self.join_edit = QLineEdit("; ")
        self.join_edit.setToolTip("Written between the values when they are joined")
        self.clean_edit = QLineEdit()
        self.clean_edit.setPlaceholderText(r"none; e.g. ISBN: *(\d+) keeps the digits")
        self.clean_edit.setToolTip("A regular expression each value is cut to: its first "
                                   "group, else the whole match; a value it does not match is "
                                   "kept as read")
        for box in (self.type_box, self.values_box):
            box.currentIndexChanged.connect(self._edited)
        for edit in (self.join_edit, self.clean_edit):
            edit.textChanged.connect(self._edited)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.preview = QTreeWidget()
        self.preview.setObjectName("field_preview")
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
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.summary)
        layout.addWidget(self.preview, 1)
        self._edited()

    def add_rows(self, form: QFormLayout) -> None:
        """The options' editors as rows of the dialog's form."""
        form.addRow("Type:", self.type_box)
        form.addRow("Write:", self.values_box)
        form.addRow("Separator:", self.join_edit)
        form.addRow("Clean-up pattern:", self.clean_edit)

    # -- what the analyst edits ---------------------------------------------------------------
    def set_options(self, label) -> None:
        """Show ``label``'s options (its type, values, separator, pattern)."""
        self.type_box.setCurrentIndex(max(0, self.type_box.findData(label.value_type)))
        self.values_box.setCurrentIndex(max(0, self.values_box.findData(label.values)))
        self.join_edit.setText(label.join_with)
        self.clean_edit.setText(label.clean)

    def reset_options(self) -> None:
        """The options of a new field: text, every value, uncut."""
        self.type_box.setCurrentIndex(max(0, self.type_box.findData("text")))
        self.values_box.setCurrentIndex(max(0, self.values_box.findData("all")))
        self.join_edit.setText("; ")
        self.clean_edit.clear()

    def value_type(self) -> str:
        return self.type_box.currentData()

    def options(self) -> dict:
        """The options as edited: ``value_type``, ``values``, ``join_with``, ``clean``."""
        return {"value_type": self.value_type(), "values": self.values_box.currentData(),
                "join_with": self.join_edit.text(), "clean": self.clean_edit.text()}

    def applied(self, label):
        """``label`` with the edited options (a new type learns its date order anew)."""
        options = self.options()
        retyped = options["value_type"] != label.value_type
        return replace(label, **options, date_order="" if retyped else label.date_order)

    def problem(self) -> str:
        options = self.options()
        try:
            check_values_options(options["values"], options["clean"])
        except LabelError as exc:
            return str(exc)
        return ""

    # -- the preview --------------------------------------------------------------------------
    def follow(self, job) -> None:
        """``job`` reads the values to show next (a job of the runner, or None)."""
        self.stop_reading()
        self.reading = job

    def stop_reading(self) -> None:
        """The values being read are no longer wanted: the job never reaches the widget."""
        if self.reading is not None:
            self.reading.dropped = True
            self.reading.cancel()
            self.reading = None

    def show_read(self, label, pages) -> None:
        """``label``'s values read as text on the preview's pages (ReadValues each)."""
        self.reading = None
        self.label, self.pages = label, list(pages)
        self.preview.show()
        self._edited()

    def show_waiting(self, text: str) -> None:
        """No preview (yet): ``text`` says why or what to do."""
        self.label = self.pages = None
        self.waiting = text
        self.preview.clear()
        self.preview.hide()
        self.summary.setText(text)

    def _edited(self, *_) -> None:
        self.join_edit.setEnabled(self.values_box.currentData() == "join")
        problem = self.problem()
        if problem:
            self.summary.setText(problem)
        elif self.pages is not None:
            self._draw(self.applied(self.label))
        else:
            self.summary.setText(self.waiting)
        self.edited.emit()

    def _draw(self, label) -> None:
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
