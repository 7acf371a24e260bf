"""Label by value: a field name, a value typed as the analyst sees it on the page shown, and the
field's value type (the engine's ``make_label``, run by the session's labelling in the runner).
A field the template has already is refined with this page as one more example.

When the value stands at several places that give different values on other pages of the
cluster, the engine lists them; the dialog shows each with how it is found, the text before it
on the page, the values it gives on other pages and how often, hidden places (attributes,
hidden elements) greyed and marked, and the analyst picks one (the engine's ``pick``). The
dialog only makes the ``Label``: the window pushes it as an undoable command like any other.

How the field's values are written (type, every value / the first / joined, clean-up
pattern: ``field_preview.FieldPreview``) is set here too, and "Preview" shows what the field
gives with them on up to 20 pages of the cluster before anything is stored: the label is made,
its values read as text in the runner (``read``), and each edit of the options redraws the
preview at once. OK then keeps that label; the options of a field the template has already
start as they are.

The field name is checked with the engine's naming rule as the analyst confirms it, before
anything runs.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tplx_engine.extract.labels import LabelError, check_field

from ..plots.palette import role
from .field_preview import FieldPreview

# make(field, value, pick, reply, value_type): looks for the value in the runner; ``reply(found)``
# gets ``found.label`` (made), or ``found.places`` (tasks.book.Place, most likely first: pick
# one), or ``found.problem`` (why not) -- tasks.book.ValueLabel
MakeLabel = Callable[[str, str, "int | None", Callable[[object], None], str], object]
# read(label, reply, failed): the label's values read as text on up to 20 pages of its cluster,
# ``reply(pages)`` (extract.preview.ReadValues each) or ``failed(text)``; returns the job
ReadField = Callable[[object, Callable[[list], None], Callable[[str], None]], object]
PLACE_COLUMNS = ("#", "Found", "Text before it", "Values it gives (this page first)",
                 "Pages")
PREVIEW_HINT = ("Preview shows what the field gives with these options on up to 20 pages of "
                "the cluster, before it is labelled.")


class LabelValueDialog(QDialog):
    def __init__(self, fields: list[str], where: str, make: MakeLabel,
                 parent: QWidget | None = None, *, field: str = "",
                 types: tuple[str, ...] = ("text",),
                 label_of: Callable[[str], object] = lambda _field: None,
                 read: ReadField | None = None):
        super().__init__(parent)
        self.setWindowTitle("Label by value")
        self.make = make
        self.read = read
        self.label_of = label_of  # the field's label in the template (None: a new field)
        self.label = None  # the Label made, once accepted
        self.busy = False  # a value is being looked for
        self.previewed = None  # (what was asked, the label made) shown in the preview
        self.field_box = QComboBox()
        self.field_box.setEditable(True)
        self.field_box.addItems(fields)
        self.field_box.lineEdit().setPlaceholderText("field name, e.g. TITLE, price")
        self.value = QLineEdit()
        self.value.setPlaceholderText("the value as the page shows it, e.g. 2014-10-09")
        self.value.textChanged.connect(self._value_changed)
        self.form = FieldPreview(tuple(types))  # the value types the engine reads
        self.form.show_waiting(PREVIEW_HINT)
        self.type_box = self.form.type_box
        self.type_box.setObjectName("label_value_type")
        self.type_box.currentIndexChanged.connect(self._asked_changed)
        self.field_box.currentTextChanged.connect(self._field_changed)
        self.field_box.setCurrentText(field)
        self._field_changed(field)
        self.candidates = QTreeWidget()
        self.candidates.setObjectName("label_value_candidates")
        self.candidates.setHeaderLabels(PLACE_COLUMNS)
        self.candidates.setRootIsDecorated(False)
        self.candidates.setAlternatingRowColors(True)
        self.candidates.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.candidates.setWordWrap(True)
        header = self.candidates.header()
        header.setStretchLastSection(False)
        for column, mode in enumerate((QHeaderView.ResizeMode.ResizeToContents,
                                       QHeaderView.ResizeMode.Interactive,
                                       QHeaderView.ResizeMode.Interactive,
                                       QHeaderView.ResizeMode.Stretch,
                                       QHeaderView.ResizeMode.ResizeToContents)):
            header.setSectionResizeMode(column, mode)
        self.candidates.setColumnWidth(1, 280)
        self.candidates.setColumnWidth(2, 110)
        self.candidates.hide()
        self.candidates.itemDoubleClicked.connect(lambda *_: self._accept())
        self.candidates.currentItemChanged.connect(self._asked_changed)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.hide()
        intro = QLabel(where)
        intro.setWordWrap(True)
        form = QFormLayout()
        form.addRow("Field:", self.field_box)
        form.addRow("Value:", self.value)
        self.form.add_rows(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        self.preview_button = QPushButton("Preview")  # left of OK/Cancel: it closes nothing
        self.preview_button.setAutoDefault(False)
        self.preview_button.setToolTip(PREVIEW_HINT)
        self.preview_button.setEnabled(read is not None)
        self.preview_button.clicked.connect(self._preview)
        self.form.edited.connect(self._options_edited)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.candidates, 1)
        layout.addWidget(self.form, 1)
        row = QHBoxLayout()
        row.addWidget(self.preview_button)
        row.addStretch(1)
        row.addWidget(buttons)
        layout.addLayout(row)
        width = 760  # the wrapped texts' height depends on it
        height = self.layout().totalHeightForWidth(width)
        self.resize(width, height if height > 0 else self.sizeHint().height())
        if field:
            self.value.setFocus()

    def field(self) -> str:
        return self.field_box.currentText().strip()

    def value_type(self) -> str:
        return self.form.value_type()

    def pick(self) -> int | None:
        """The place chosen among those listed (None: none listed; -1: none chosen)."""
        if not self.candidates.topLevelItemCount():
            return None
        item = self.candidates.currentItem()
        return self.candidates.indexOfTopLevelItem(item) if item is not None else -1

    def choose(self, index: int) -> None:
        self.candidates.setCurrentItem(self.candidates.topLevelItem(index))

    def _field_changed(self, field: str) -> None:
        """A field the template has already keeps its type and how its values are written
        unless the analyst changes them."""
        known = self.label_of(field.strip()) if field.strip() else None
        if known is not None:
            self.form.set_options(known)
        else:
            self.form.reset_options()
        self._asked_changed()

    def _value_changed(self) -> None:
        # another value: earlier candidates no longer apply
        self.busy = False
        self.candidates.clear()
        self.candidates.hide()
        self.error.hide()
        self._asked_changed()

    def _asked_changed(self, *_) -> None:
        """The field, value, type or place changed: a preview shown is of another label."""
        if self.previewed is not None and self.previewed[0] != self._asked():
            self.previewed = None
            self.form.stop_reading()
            self.form.show_waiting(PREVIEW_HINT)

    def _options_edited(self) -> None:
        problem = self.form.problem()
        self.preview_button.setEnabled(self.read is not None and not problem)
        self._fit_height()

    def _fit_height(self) -> None:
        """Tall enough for the wrapped texts shown (an error, the preview's summary)."""
        needed = self.layout().totalHeightForWidth(self.width())
        if needed > self.height():
            self.resize(self.width(), needed)

    def done(self, result: int) -> None:
        self.form.stop_reading()
        super().done(result)

    def _say(self, text: str) -> None:
        self.error.setText(text)
        self.error.show()
        self._fit_height()

    def _asked(self) -> tuple:
        return self.field(), self.value.text().strip(), self.pick(), self.value_type()

    def _accept(self) -> None:
        if self.previewed is not None and self.previewed[0] == self._asked() \
                and not self.form.problem():
            self.label = self.form.applied(self.previewed[1])
            self.accept()
        else:
            self._ask(self._accepted)

    def _preview(self) -> None:
        self._ask(self._read)

    def _ask(self, then: Callable[[object], None]) -> None:
        """Make the label asked for, then ``then(label)``; places or a problem are shown."""
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
        pick = self.pick()
        if pick is not None and pick < 0:
            self._say("Choose one of the places listed.")
            return
        problem = self.form.problem()
        if problem:
            self._say(problem)
            return
        self.busy = True
        self._say(f"Looking for “{value}”…")
        asked = self._asked()
        self.make(self.field(), value, pick, lambda found: self._found(asked, found, then),
                  self.value_type())

    def _found(self, asked, found, then) -> None:
        self.busy = False
        if asked != self._asked():
            self.error.hide()
            return  # the analyst changed the field, value, type or place meanwhile: ask again
        value = asked[1]
        if found.label is not None:
            self.error.hide()
            then(found.label)
        elif found.places:
            self._list(found.places)
            hidden = sum(p.hidden for p in found.places)
            self._say(f"“{value}” stands at {len(found.places)} places that give different "
                      "values on other pages of the cluster, most likely first"
                      + (f" ({hidden} hidden from readers, greyed)" if hidden else "")
                      + ": choose the one that is the field, and press OK or Preview.")
        else:
            self._say(found.problem)

    def _accepted(self, label) -> None:
        self.label = self.form.applied(label)
        self.accept()

    def _read(self, label) -> None:
        """Preview ``label``: its values are read in the runner, then drawn with the options."""
        asked = self._asked()
        self.previewed = (asked, label)
        self.form.show_waiting(f"Reading {label.field} on pages of its cluster…")
        self.resize(max(self.width(), 860), max(self.height(), 600))

        def read(pages) -> None:
            if self.previewed is not None and self.previewed[0] == asked:
                self.form.show_read(label, pages)

        def failed(text: str) -> None:
            if self.previewed is not None and self.previewed[0] == asked:
                self.form.show_waiting(f"No preview: {text}")
        self.form.follow(self.read(label, read, failed))

    def _list(self, places) -> None:
        self.candidates.clear()
        muted = role(QPalette.ColorRole.PlaceholderText)
        for i, place in enumerate(places):
            values = " · ".join(place.samples) if place.samples else "—"
            fill = f"{place.fill:.0%}" if place.fill is not None else ""
            item = QTreeWidgetItem([str(i), ("(hidden) " if place.hidden else "") + place.found,
                                    place.context or "—", values, fill])
            item.setToolTip(1, f"{place.how}\n{place.xpath}")
            item.setToolTip(3, "\n".join(place.samples) or "no value on the sampled pages")
            item.setToolTip(4, "share of the sampled pages of the cluster it gives a value on")
            item.setToolTip(2, place.context or "no text before it on this page")
            if place.hidden:
                font = QFont(item.font(1))
                font.setItalic(True)
                for column in range(len(PLACE_COLUMNS)):
                    item.setForeground(column, muted)
                    item.setFont(column, font)
            self.candidates.addTopLevelItem(item)
        self.choose(0)
        self.candidates.show()
        self.resize(max(self.width(), 760), max(self.height(), 420))
