"""The labelled fields of the selected cluster's template, one row per label: its name, value
type and values policy (combos: all values, the first, or joined; changing either is an
undoable edit, and the Results view below shows the new values on the cluster's pages), how
many example pages it was learnt from, and where its value is found (the anchor: "after label
'ISBN:' (run)", an element, or the template node). A label found by its anchor may stand at no
template node, so it shows here even where the template strip has no cell for it.

Hovering a row lists its example pages and values; a right click offers its options (type,
values, separator, clean-up pattern, previewed on pages of the cluster), the type alone,
"Rename…", "Remove" and its example pages; double-clicking shows its (last) example page.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHeaderView,
    QMenu,
    QTreeWidget,
    QTreeWidgetItem,
)

COLUMNS = ("Field", "Type", "Values", "Learnt from", "Found")
TYPE_COLUMN, VALUES_COLUMN = 1, 2
VALUES_SHOWN = {"all": "all", "first": "first only", "join": "joined"}
ID_ROLE = Qt.ItemDataRole.UserRole
MAX_EXAMPLES_SHOWN = 8


def example_pages(label) -> list[tuple[str, str]]:
    """(page id, value) of every example page (a label of tplx 0.1: its one page, if any)."""
    if label.examples:
        return [tuple(example) for example in label.examples]
    return [(label.page_id, label.example or "")] if label.page_id else []


def learnt_text(label) -> str:
    n = len(example_pages(label))
    if n == 0:
        return "template" if label.source in ("node", "carried") else "—"
    return f"{n} page{'s' if n != 1 else ''}"


def label_tooltip(label, found: str) -> str:
    lines = [f"{label.field}: {label.value_type}" + (", a list" if label.repeated else ""),
             f"found {found}"]
    if label.values == "join":
        lines.append(f"values joined with {label.join_with!r}")
    if label.clean:
        lines.append(f"each value cut by {label.clean!r}")
    if label.target:
        lines.append(f"template node {label.target}")
    examples = example_pages(label)
    if examples:
        lines.append(f"learnt from {len(examples)} example page{'s' * (len(examples) != 1)}:")
        lines += [f"  {page}: {value[:60]!r}" for page, value in examples[:MAX_EXAMPLES_SHOWN]]
        if len(examples) > MAX_EXAMPLES_SHOWN:
            lines.append(f"  … and {len(examples) - MAX_EXAMPLES_SHOWN} more")
    lines.append("Label the field on another page (click its value, Ctrl+L; or Label by "
                 "value…) to refine it.")
    return "\n".join(lines)


class FieldsList(QTreeWidget):
    sigSetType = Signal(int, str)  # label id, value type
    sigSetValues = Signal(int, str)  # label id, values policy ('all', 'first', 'join')
    sigEditOptions = Signal(int)  # label id: edit its options with their preview
    sigRename = Signal(int)  # label id
    sigRemove = Signal(int)  # label id
    sigShowPage = Signal(str)  # an example page id

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.setObjectName("fields_list")
        self.setHeaderLabels(COLUMNS)
        self.setRootIsDecorated(False)
        self.setUniformRowHeights(True)
        self.setAlternatingRowColors(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._menu_at)
        self.itemDoubleClicked.connect(self._show_last_example)
        header = self.header()
        header.setStretchLastSection(True)
        for column in range(len(COLUMNS) - 1):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.labels: list[tuple[int, object]] = []  # (label id, Label) per row

    def show_labels(self, labels) -> None:
        """The template's labels (id, Label), in the order made."""
        self.clear()
        self.labels = list(labels)
        book = self.session.book
        for label_id, label in self.labels:
            found = book.found_text(label_id)
            item = QTreeWidgetItem([label.field, "", "", learnt_text(label), found])
            item.setData(0, ID_ROLE, label_id)
            tooltip = label_tooltip(label, found)
            for column in range(len(COLUMNS)):
                item.setToolTip(column, tooltip)
            self.addTopLevelItem(item)
            self.setItemWidget(item, TYPE_COLUMN, self._type_box(label_id, label))
            self.setItemWidget(item, VALUES_COLUMN, self._values_box(label_id, label))

    def _type_box(self, label_id: int, label) -> QComboBox:
        box = QComboBox()
        types = self.session.book.value_types
        box.addItems(types)
        box.setCurrentText(label.value_type if label.value_type in types else types[0])
        box.setToolTip(f"How {label.field}'s values are read (undoable)")
        box.currentTextChanged.connect(lambda name: self.sigSetType.emit(label_id, name))
        return box

    def _values_box(self, label_id: int, label) -> QComboBox:
        box = QComboBox()
        for policy, shown in VALUES_SHOWN.items():
            box.addItem(shown, policy)
        box.setCurrentIndex(max(0, box.findData(label.values)))
        box.setToolTip(f"What is written of {label.field}'s values on a page: every one, the "
                       "first, or all joined into one (undoable; the separator and a clean-up "
                       "pattern are in the row's Options…)")
        box.currentIndexChanged.connect(
            lambda index: self.sigSetValues.emit(label_id, box.itemData(index)))
        return box

    def type_box(self, row: int) -> QComboBox:
        return self.itemWidget(self.topLevelItem(row), TYPE_COLUMN)

    def values_box(self, row: int) -> QComboBox:
        return self.itemWidget(self.topLevelItem(row), VALUES_COLUMN)

    def _label_at(self, item):
        if item is None:
            return None, None
        row = self.indexOfTopLevelItem(item)
        return self.labels[row] if 0 <= row < len(self.labels) else (None, None)

    def _show_last_example(self, item, _column=0) -> None:
        _, label = self._label_at(item)
        pages = example_pages(label) if label is not None else []
        if pages:
            self.sigShowPage.emit(pages[-1][0])

    def _menu_at(self, pos) -> None:
        label_id, label = self._label_at(self.itemAt(pos))
        if label is None:
            return
        menu = self.menu_for(label_id, label)
        menu.exec(self.viewport().mapToGlobal(pos))

    def menu_for(self, label_id: int, label) -> QMenu:
        menu = QMenu(self)
        menu.addAction(f"Options of {label.field}… (type, values, clean-up; with a preview)",
                       lambda: self.sigEditOptions.emit(label_id))
        types = menu.addMenu("Type")
        for name in self.session.book.value_types:
            action = types.addAction(name, lambda n=name: self.sigSetType.emit(label_id, n))
            action.setCheckable(True)
            action.setChecked(name == label.value_type)
        menu.addAction(f"Rename field {label.field}…", lambda: self.sigRename.emit(label_id))
        menu.addAction(f"Remove label {label.field}", lambda: self.sigRemove.emit(label_id))
        pages = example_pages(label)
        if pages:
            shown = menu.addMenu("Show example page")
            for page, value in pages[:MAX_EXAMPLES_SHOWN]:
                shown.addAction(f"{page} — {value[:40]}", lambda p=page: self.sigShowPage.emit(p))
        return menu
