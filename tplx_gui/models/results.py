"""The results table: one row per page of the selected cluster, one column per labelled field
of its template. A field with no value on a page is flagged (tinted cell, "∅", tooltip), so
a label that misses pages shows at a glance.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtGui import QColor

from ..plots.palette import QUALITATIVE, translucent
from .clusters import ROW_ROLE, SORT_ROLE

EMPTY = "∅"
EMPTY_TINT = translucent(QColor(QUALITATIVE[1]), 90)  # orange, readable on light and dark
FIXED = ("Page", "Status", "Match")


class ResultsModel(QAbstractTableModel):
    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.fields: tuple[str, ...] = ()
        self.results: tuple = ()
        self._values: list[dict] = []

    def set_results(self, fields, results) -> None:
        self.beginResetModel()
        self.fields = tuple(fields)
        self.results = tuple(results)
        self._values = [{f.field: f for f in r.fields} for r in self.results]
        self.endResetModel()

    def clear(self) -> None:
        self.set_results((), ())

    def empty_counts(self) -> dict[str, int]:
        """Pages without a value, per field (for the summary line)."""
        out = {}
        for name in self.fields:
            out[name] = sum(1 for values in self._values if not _has_value(values.get(name)))
        return out

    def rowCount(self, parent=None) -> int:
        return 0 if parent is not None and parent.isValid() else len(self.results)

    def columnCount(self, parent=None) -> int:
        return len(FIXED) + len(self.fields)

    def headerData(self, section, orientation, role_=Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role_ == Qt.ItemDataRole.DisplayRole:
            return FIXED[section] if section < len(FIXED) else self.fields[section - len(FIXED)]
        return None

    def data(self, index: QModelIndex, role_=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        result = self.results[index.row()]
        col = index.column()
        if role_ == ROW_ROLE:
            return result.page_id
        if col < len(FIXED):
            if role_ not in (Qt.ItemDataRole.DisplayRole, SORT_ROLE, Qt.ItemDataRole.ToolTipRole):
                return None
            if col == 0:
                if role_ == Qt.ItemDataRole.ToolTipRole:
                    return f"{result.url}\nfile: {result.page_id}"
                return result.url or result.page_id
            if col == 1:
                return result.reason if role_ == Qt.ItemDataRole.ToolTipRole else result.status
            score = result.score if result.score is not None else -1.0
            return score if role_ == SORT_ROLE else (f"{score:.0%}" if score >= 0 else "")
        value = self._values[index.row()].get(self.fields[col - len(FIXED)])
        present = _has_value(value)
        if role_ == Qt.ItemDataRole.BackgroundRole and not present:
            return EMPTY_TINT
        if role_ == Qt.ItemDataRole.ToolTipRole:
            if not present:
                return "no value on this page"
            return "\n".join(value.values)
        if role_ in (Qt.ItemDataRole.DisplayRole, SORT_ROLE):
            if not present:
                return EMPTY
            text = " | ".join(value.values)
            return text if len(text) < 200 else text[:199] + "…"
        return None


def _has_value(value) -> bool:
    return value is not None and any(v.strip() for v in value.values)
