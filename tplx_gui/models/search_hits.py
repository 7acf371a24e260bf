"""The results view's search hits: one row per matching value, best first (the engine's
rank; not sortable), with its page, field and a snippet whose matches ``SNIPPET_HTML_ROLE``
gives in bold (views/results_search.py paints it)."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QAbstractTableModel, Qt

from .clusters import ROW_ROLE

SNIPPET_HTML_ROLE = Qt.ItemDataRole.UserRole + 3
COLUMNS = ("Page", "Field", "Match")
SNIPPET_COLUMN = 2


class SearchHitsModel(QAbstractTableModel):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.hits: tuple = ()  # tplx_engine.jobs.search.SearchHit, best first

    def set_hits(self, hits) -> None:
        self.beginResetModel()
        self.hits = tuple(hits)
        self.endResetModel()

    def rowCount(self, parent=None) -> int:
        return 0 if parent is not None and parent.isValid() else len(self.hits)

    def columnCount(self, parent=None) -> int:
        return 0 if parent is not None and parent.isValid() else len(COLUMNS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return COLUMNS[section]
        return None

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        hit = self.hits[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                return hit.page_id
            if column == 1:
                return hit.field + (f" [{hit.position + 1}]" if hit.position else "")
            return hit.snippet
        if role == SNIPPET_HTML_ROLE and column == SNIPPET_COLUMN:
            return snippet_html(hit)
        if role == ROW_ROLE:
            return hit.page_id
        if role == Qt.ItemDataRole.ToolTipRole:
            source = f"template {hit.template_id}" if hit.template_id else "template-free"
            return (f"{hit.url or hit.page_id}\n{hit.field} ({source}), rank "
                    f"{index.row() + 1}\n{hit.snippet}")
        return None


def snippet_html(hit) -> str:
    """The snippet as HTML, each match in bold."""
    return escape(hit.marked("\x02", "\x03")).replace("\x02", "<b>").replace("\x03", "</b>")
