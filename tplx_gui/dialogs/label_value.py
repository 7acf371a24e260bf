"""Label by value: a field name, a value typed as the analyst sees it on the page shown, and the
field's value type (the engine's ``make_label``, run by the session's labelling in the runner).
A field the template has already is refined with this page as one more example.

When the value stands at several places that give different values on other pages of the
cluster, the engine lists them; the dialog shows each with how it is found, the text before it
on the page, the values it gives on other pages and how often, hidden places (attributes,
hidden elements) greyed and marked, and the analyst picks one (the engine's ``pick``). The
dialog only makes the ``Label``: the window pushes it as an undoable command like any other.

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
    QHeaderView,
    QLabel,
    QLineEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tplx_engine.extract.labels import LabelError, check_field

from ..plots.palette import role

# make(field, value, pick, reply, value_type): looks for the value in the runner; ``reply(found)``
# gets ``found.label`` (made), or ``found.places`` (tasks.book.Place, most likely first: pick
# one), or ``found.problem`` (why not) -- tasks.book.ValueLabel
MakeLabel = Callable[[str, str, "int | None", Callable[[object], None], str], object]
PLACE_COLUMNS = ("#", "Found", "Text before it", "Values it gives (this page first)",
                 "Pages")
TYPE_HELP = {"text": "as read", "number": "1,234.5 → 1234.5", "price": "$12.99 → USD 12.99",
             "date": "→ ISO 8601", "identifier": "ISBN check digit verified",
             "url": "made absolute"}


class LabelValueDialog(QDialog):
    def __init__(self, fields: list[str], where: str, make: MakeLabel,
                 parent: QWidget | None = None, *, field: str = "",
                 types: tuple[str, ...] = ("text",),
                 type_of: Callable[[str], "str | None"] = lambda _field: None):
        super().__init__(parent)
        self.setWindowTitle("Label by value")
        self.make = make
        self.types = tuple(types)  # the value types the engine reads (extract/types.py)
        self.type_of = type_of  # the field's current type in the template (None: new field)
        self.label = None  # the Label made, once accepted
        self.busy = False  # a value is being looked for
        self.field_box = QComboBox()
        self.field_box.setEditable(True)
        self.field_box.addItems(fields)
        self.field_box.lineEdit().setPlaceholderText("field name, e.g. TITLE, price")
        self.value = QLineEdit()
        self.value.setPlaceholderText("the value as the page shows it, e.g. 2014-10-09")
        self.value.textChanged.connect(self._value_changed)
        self.type_box = QComboBox()
        self.type_box.setObjectName("label_value_type")
        for name in self.types:
            self.type_box.addItem(f"{name} ({TYPE_HELP.get(name, '')})", name)
        self.type_box.setToolTip("How the field's values are read: normalised to the type; a "
                                 "value that is not of the type is kept as read and counted "
                                 "in the results' field quality")
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
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.hide()
        intro = QLabel(where)
        intro.setWordWrap(True)
        form = QFormLayout()
        form.addRow("Field:", self.field_box)
        form.addRow("Value:", self.value)
        form.addRow("Type:", self.type_box)
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
        width = 760  # the wrapped texts' height depends on it
        height = self.layout().totalHeightForWidth(width)
        self.resize(width, height if height > 0 else self.sizeHint().height())
        if field:
            self.value.setFocus()

    def field(self) -> str:
        return self.field_box.currentText().strip()

    def value_type(self) -> str:
        return self.type_box.currentData()

    def pick(self) -> int | None:
        """The place chosen among those listed (None: none listed; -1: none chosen)."""
        if not self.candidates.topLevelItemCount():
            return None
        item = self.candidates.currentItem()
        return self.candidates.indexOfTopLevelItem(item) if item is not None else -1

    def choose(self, index: int) -> None:
        self.candidates.setCurrentItem(self.candidates.topLevelItem(index))

    def _field_changed(self, field: str) -> None:
        """A field the template has already keeps its type unless the analyst changes it."""
        known = self.type_of(field.strip()) if field.strip() else None
        self.type_box.setCurrentIndex(self.types.index(known) if known in self.types else 0)

    def _value_changed(self) -> None:
        # another value: earlier candidates no longer apply
        self.busy = False
        self.candidates.clear()
        self.candidates.hide()
        self.error.hide()

    def _say(self, text: str) -> None:
        self.error.setText(text)
        self.error.show()

    def _asked(self) -> tuple:
        return self.field(), self.value.text().strip(), self.pick(), self.value_type()

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
        pick = self.pick()
        if pick is not None and pick < 0:
            self._say("Choose one of the places listed.")
            return
        self.busy = True
        self._say(f"Looking for “{value}”…")
        asked = self._asked()
        self.make(self.field(), value, pick, lambda found: self._found(asked, found),
                  self.value_type())

    def _found(self, asked, found) -> None:
        self.busy = False
        if asked != self._asked():
            self.error.hide()
            return  # the analyst changed the field, value, type or place meanwhile: OK asks again
        value = asked[1]
        if found.label is not None:
            self.label = found.label
            self.error.hide()
            self.accept()
        elif found.places:
            self._list(found.places)
            hidden = sum(p.hidden for p in found.places)
            self._say(f"“{value}” stands at {len(found.places)} places that give different "
                      "values on other pages of the cluster, most likely first"
                      + (f" ({hidden} hidden from readers, greyed)" if hidden else "")
                      + ": choose the one that is the field, and press OK.")
        else:
            self._say(found.problem)

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
