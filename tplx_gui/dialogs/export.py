"""File ▸ Export…: where and in which format, which templates (clusters) and which fields.

Default: every template and every field checked. Export makes the data set; the cluster
selected in the dendrogram is where the analyst happened to be looking, and silently writing
only its pages would lose data without warning. "Selected cluster only" narrows it in one click.
Fields are written in the list's order (drag to reorder); both lists answer None ("everything")
when left fully checked and unreordered, so the engine keeps its own defaults.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

FORMAT_NAMES = {"xml": "XML", "jsonl": "JSON Lines", "csv": "CSV"}


@dataclass(frozen=True)
class TemplateRow:
    template_id: str
    cluster: int
    size: int
    medoid_url: str


@dataclass(frozen=True)
class ExportChoice:
    output: Path
    fmt: str
    template_ids: tuple[str, ...] | None  # None: every template
    fields: tuple[str, ...] | None  # None: every labelled field, in the engine's order
    open_folder: bool
    keep_empty: bool = False  # write pages where no chosen field has a value


class ExportDialog(QDialog):
    def __init__(self, templates: list[TemplateRow], fields: list[str],
                 formats: tuple[str, ...], selected_template: str | None = None,
                 output: str = "", parent: QWidget | None = None):
        """``formats``: the engine's export formats (``session.export_formats``), the first
        the default."""
        super().__init__(parent)
        self.setWindowTitle("Export extracted records")
        self.formats = tuple(formats)
        self._all_fields = tuple(fields)
        self._selected_template = selected_template
        self.path = QLineEdit(output)
        self.path.setPlaceholderText("output file")
        browse = QPushButton("Browse…")
        browse.clicked.connect(self._browse)
        self.format = QComboBox()
        for fmt in self.formats:
            self.format.addItem(FORMAT_NAMES.get(fmt, fmt), fmt)
        self.format.currentIndexChanged.connect(self._format_changed)
        self.path.textEdited.connect(self._path_edited)
        self._path_edited(output)

        self.templates = QListWidget()
        for row in templates:
            item = QListWidgetItem(f"cluster {row.cluster} · {row.size} pages · {row.medoid_url}")
            item.setData(Qt.ItemDataRole.UserRole, row.template_id)
            item.setToolTip(f"template {row.template_id}")
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            self.templates.addItem(item)
        self.fields = QListWidget()
        self.fields.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        for name in fields:
            item = QListWidgetItem(name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            self.fields.addItem(item)
        self.keep_empty = QCheckBox("Keep pages where no field has a value")
        self.keep_empty.setObjectName("export_keep_empty")
        self.keep_empty.setToolTip("Unticked, a page whose template has no label (or whose "
                                   "fields are all empty) is not written; the status bar "
                                   "counts them")
        self.open_folder = QCheckBox("Open the folder when done")
        self.open_folder.setChecked(True)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.hide()

        where = QHBoxLayout()
        where.addWidget(self.path, 1)
        where.addWidget(browse)
        form = QFormLayout()
        form.addRow("File:", where)
        form.addRow("Format:", self.format)
        template_buttons = QHBoxLayout()
        for text, slot in (("All", lambda: self._check_templates(lambda _: True)),
                           ("None", lambda: self._check_templates(lambda _: False)),
                           ("Selected cluster only", self._only_selected)):
            button = QPushButton(text)
            button.clicked.connect(slot)
            template_buttons.addWidget(button)
            if text == "Selected cluster only":
                button.setEnabled(selected_template is not None)
                self.only_selected_button = button
        template_buttons.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Export")
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(QLabel("Templates (pages matched to an unchecked one are not written):"))
        layout.addWidget(self.templates, 2)
        layout.addLayout(template_buttons)
        layout.addWidget(QLabel("Fields (drag to reorder):"))
        layout.addWidget(self.fields, 1)
        layout.addWidget(self.keep_empty)
        layout.addWidget(self.open_folder)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.resize(620, 560)

    # -- choices ----------------------------------------------------------------------------------
    def _items(self, widget: QListWidget) -> list[QListWidgetItem]:
        return [widget.item(i) for i in range(widget.count())]

    def set_templates_checked(self, template_ids) -> None:
        wanted = set(template_ids)
        self._check_templates(lambda item: item.data(Qt.ItemDataRole.UserRole) in wanted)

    def set_fields_checked(self, names) -> None:
        wanted = set(names)
        for item in self._items(self.fields):
            item.setCheckState(Qt.CheckState.Checked if item.text() in wanted
                               else Qt.CheckState.Unchecked)

    def _check_templates(self, predicate) -> None:
        for item in self._items(self.templates):
            item.setCheckState(Qt.CheckState.Checked if predicate(item)
                               else Qt.CheckState.Unchecked)

    def _only_selected(self) -> None:
        if self._selected_template is not None:
            self.set_templates_checked([self._selected_template])

    def chosen_templates(self) -> tuple[str, ...] | None:
        items = self._items(self.templates)
        checked = tuple(i.data(Qt.ItemDataRole.UserRole) for i in items
                        if i.checkState() == Qt.CheckState.Checked)
        return None if len(checked) == len(items) else checked

    def chosen_fields(self) -> tuple[str, ...] | None:
        checked = tuple(i.text() for i in self._items(self.fields)
                        if i.checkState() == Qt.CheckState.Checked)
        return None if checked == self._all_fields else checked

    def choice(self) -> ExportChoice:
        return ExportChoice(Path(self.path.text().strip()), self.format.currentData(),
                            self.chosen_templates(), self.chosen_fields(),
                            self.open_folder.isChecked(), self.keep_empty.isChecked())

    # -- file and format --------------------------------------------------------------------------
    def _browse(self) -> None:
        fmt = self.format.currentData()
        path, _ = QFileDialog.getSaveFileName(self, "Export to", self.path.text(),
                                              f"{FORMAT_NAMES.get(fmt, fmt)} (*.{fmt});;All files (*)")
        if path:
            self.path.setText(path)
            self._path_edited(path)

    def _path_edited(self, text: str) -> None:
        """A typed suffix picks the format."""
        suffix = Path(text.strip()).suffix.lower().lstrip(".")
        if suffix in self.formats and suffix != self.format.currentData():
            self.format.setCurrentIndex(self.formats.index(suffix))

    def _format_changed(self) -> None:
        """A chosen format fixes the suffix of a file name that had a known one."""
        text = self.path.text().strip()
        if not text:
            return
        path = Path(text)
        fmt = self.format.currentData()
        if path.suffix.lower().lstrip(".") in self.formats and path.suffix[1:].lower() != fmt:
            self.path.setText(str(path.with_suffix("." + fmt)))

    def _problem(self) -> str | None:
        text = self.path.text().strip()
        if not text:
            return "Choose an output file."
        path = Path(text)
        if path.is_dir():
            return f"{path} is a folder; name a file in it."
        if not path.parent.is_dir():
            return f"The folder {path.parent} does not exist."
        if self.templates.count() and self.chosen_templates() == ():
            return "Check at least one template."
        if self.fields.count() and self.chosen_fields() == ():
            return "Check at least one field."
        return None

    def _accept(self) -> None:
        problem = self._problem()
        if problem:
            self.error.setText(problem)
            self.error.show()
            return
        self.accept()
