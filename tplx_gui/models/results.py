"""The results table: one row per page of the selected cluster, one column per labelled field
of its template. A field with no value on a page is flagged (tinted cell, "∅", tooltip saying
whether its anchor was missing there), a value that fails the field's type is tinted red, so a
label that misses pages shows at a glance. Each field's quality over the rows
(``extract.quality.FieldQuality``) is in its column header: fill rate, and a warning sign, a
colour and a tooltip where the engine flags it (fill below 90%, type failures, one value on
every page).
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtGui import QColor

from ..plots.palette import QUALITATIVE, translucent
from .clusters import ROW_ROLE

EMPTY = "∅"
EMPTY_TINT = translucent(QColor(QUALITATIVE[1]), 90)  # orange, readable on light and dark
INVALID_TINT = translucent(QColor(QUALITATIVE[2]), 110)  # red: a value that fails its type
FLAGGED = QColor(QUALITATIVE[2])
FIXED = ("Page", "Status", "Match")
WARNING = "⚠"


def quality_text(q, note: str = "") -> str:
    """A field's quality over the rows shown, in words (tooltips of the header and strip)."""
    lines = [f"{q.field}: a value on {q.filled} of {q.pages} pages ({q.fill_rate:.0%}), "
             f"{len(q.distinct)} distinct value{'s' * (len(q.distinct) != 1)}"]
    if note:
        lines.append(note)
    if q.anchor_missing:
        lines.append(f"anchor not found on {q.anchor_missing} page"
                     f"{'s' * (q.anchor_missing != 1)} (the field is absent there, or the "
                     "page is laid out otherwise)")
    if q.invalid:
        lines.append(f"{q.invalid} value{'s' * (q.invalid != 1)} fail the type, e.g. "
                     + ", ".join(repr(v) for v in q.invalid_examples[:3]))
    lines += [f"{WARNING} {flag}" for flag in q.flags]
    return "\n".join(lines)


class ResultsModel(QAbstractTableModel):
    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.fields: tuple[str, ...] = ()
        self.results: tuple = ()
        self.quality: dict[str, object] = {}  # field -> FieldQuality over these rows
        self.notes: dict[str, str] = {}  # field -> its type and anchor, for tooltips
        self._values: list[dict] = []
        self._order = (0, Qt.SortOrder.AscendingOrder)  # the rows' sort (column, order)

    def set_results(self, fields, results, quality=(), notes=None) -> None:
        self.beginResetModel()
        self.fields = tuple(fields)
        self.results = tuple(results)
        self.quality = {q.field: q for q in quality}
        self.notes = dict(notes or {})
        self._values = [{f.field: f for f in r.fields} for r in self.results]
        self._sort_rows()
        self.endResetModel()

    # -- sorting: here, in one Python sort, not by the proxy (one call into Python per
    # comparison: about 40 ms for 500 rows, a visible stall after each extraction)
    def sort(self, column: int, order=Qt.SortOrder.AscendingOrder) -> None:
        self.layoutAboutToBeChanged.emit()
        before = self.persistentIndexList()
        pages = [self.results[i.row()].page_id for i in before]
        self._order = (column, order)
        self._sort_rows()
        row_of = {r.page_id: i for i, r in enumerate(self.results)}
        self.changePersistentIndexList(before, [self.index(row_of[p], i.column())
                                                for p, i in zip(pages, before)])
        self.layoutChanged.emit()

    def _sort_rows(self) -> None:
        column, order = self._order
        if not self.results or not 0 <= column < self.columnCount():
            return
        keys = [self.sort_key(row, column) for row in range(len(self.results))]
        rows = sorted(range(len(self.results)), key=keys.__getitem__,
                      reverse=order == Qt.SortOrder.DescendingOrder)
        self.results = tuple(self.results[r] for r in rows)
        self._values = [self._values[r] for r in rows]

    def sort_key(self, row: int, column: int):
        """What a column sorts by: the match score as a number, texts case-blind (empty
        values, "∅", after every text when ascending)."""
        if column == 2:
            score = self.results[row].score
            return score if score is not None else -1.0
        text = self.cell_text(row, column)
        return (text == EMPTY, text.casefold())

    def cell_text(self, row: int, column: int) -> str:
        """The text a cell shows."""
        result = self.results[row]
        if column == 0:
            return result.url or result.page_id
        if column == 1:
            return result.status
        if column == 2:
            return f"{result.score:.0%}" if result.score is not None and result.score >= 0 \
                else ""
        value = self._values[row].get(self.fields[column - len(FIXED)])
        if not _has_value(value):
            return EMPTY
        text = " | ".join(value.values)
        return text if len(text) < 200 else text[:199] + "…"

    def clear(self) -> None:
        self.set_results((), ())

    def empty_counts(self) -> dict[str, int]:
        """Pages without a value, per field (for the summary line)."""
        out = {}
        for name in self.fields:
            out[name] = sum(1 for values in self._values if not _has_value(values.get(name)))
        return out

    def column_of(self, field: str) -> int:
        return len(FIXED) + self.fields.index(field)

    def problem(self, row: int, field: str) -> str:
        """Why ``field`` needs a look on row ``row`` ('' if it does not)."""
        value = self._values[row].get(field)
        if not _has_value(value):
            if value is not None and value.anchor_missing:
                return "no value: the field's anchor is not on this page"
            return "no value on this page"
        if value.invalid:
            return "fails the field's type: " + ", ".join(repr(v) for v in value.invalid)
        return ""

    def problem_pages(self, field: str) -> frozenset[str]:
        """Pages where ``field`` is empty or fails its type."""
        return frozenset(r.page_id for i, r in enumerate(self.results)
                         if self.problem(i, field))

    def rowCount(self, parent=None) -> int:
        return 0 if parent is not None and parent.isValid() else len(self.results)

    def columnCount(self, parent=None) -> int:
        return len(FIXED) + len(self.fields)

    def headerData(self, section, orientation, role_=Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal:
            return None
        if section < len(FIXED):
            return FIXED[section] if role_ == Qt.ItemDataRole.DisplayRole else None
        name = self.fields[section - len(FIXED)]
        q = self.quality.get(name)
        if role_ == Qt.ItemDataRole.DisplayRole:
            if q is None:
                return name
            return f"{name} {q.fill_rate:.0%}" + (f" {WARNING}" if q.flags else "")
        if role_ == Qt.ItemDataRole.ToolTipRole and q is not None:
            return quality_text(q, self.notes.get(name, ""))
        if role_ == Qt.ItemDataRole.ForegroundRole and q is not None and q.flags:
            return FLAGGED
        return None

    def data(self, index: QModelIndex, role_=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        result = self.results[index.row()]
        col = index.column()
        if role_ == ROW_ROLE:
            return result.page_id
        if col < len(FIXED):
            if role_ == Qt.ItemDataRole.ToolTipRole:
                return (f"{result.url}\nfile: {result.page_id}" if col == 0 else
                        result.reason if col == 1 else None)
            return self.cell_text(index.row(), col) if role_ == Qt.ItemDataRole.DisplayRole \
                else None
        name = self.fields[col - len(FIXED)]
        value = self._values[index.row()].get(name)
        present = _has_value(value)
        if role_ == Qt.ItemDataRole.BackgroundRole:
            if not present:
                return EMPTY_TINT
            return INVALID_TINT if value.invalid else None
        if role_ == Qt.ItemDataRole.ToolTipRole:
            problem = self.problem(index.row(), name)
            if not present:
                return problem
            return "\n".join(value.values) + (f"\n{problem}" if problem else "")
        if role_ == Qt.ItemDataRole.DisplayRole:
            return self.cell_text(index.row(), col)
        return None


class PageFilter(QSortFilterProxyModel):
    """While a field's quality is chosen, keeps only the rows of the pages where that field
    needs a look. The header's sort is passed to the results model (it sorts in one go)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.pages: frozenset[str] | None = None  # None: every row

    def set_pages(self, pages: frozenset[str] | None) -> None:
        self.beginFilterChange()
        self.pages = pages
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def sort(self, column: int, order=Qt.SortOrder.AscendingOrder) -> None:
        self.sourceModel().sort(column, order)

    def filterAcceptsRow(self, row: int, parent) -> bool:
        if self.pages is None:
            return True
        return self.sourceModel().results[row].page_id in self.pages


def _has_value(value) -> bool:
    return value is not None and any(v.strip() for v in value.values)
