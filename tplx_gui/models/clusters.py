"""Table models of the clusters of the current cut and of the selected cluster's pages.

Both are views of the session's ``Clustering`` value and reset on every re-cut, which happens
on every mouse-move of a threshold drag. So they sort and filter themselves with numpy (a
QSortFilterProxyModel would call ``data()`` O(n log n) times per reset: ~100 ms for 2,000
rows in Python) and the views never size columns to their contents. ``row -> item`` is the
``order`` array; ``ROW_ROLE`` gives the cluster label / page index of a row.
"""

from __future__ import annotations

from typing import ClassVar

import numpy as np
from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtGui import QFont

from ..plots.palette import cluster_color

ROW_ROLE = Qt.ItemDataRole.UserRole + 2  # the cluster label / page index of a row
SORT_ROLE = Qt.ItemDataRole.UserRole + 1  # numbers as numbers (results table)
_DISPLAY = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)


def host_first(url: str) -> str:
    """A URL as a narrow column shows it: without its scheme, so that it starts with the host
    (the cluster table elides the end, never the host)."""
    scheme, sep, rest = url.partition("://")
    return rest if sep and scheme.isalpha() else url


class _OrderedModel(QAbstractTableModel):
    HEADERS: tuple[str, ...] = ()
    TIPS: ClassVar[dict[int, str]] = {}

    def __init__(self, parent=None):
        super().__init__(parent)
        self.order = np.zeros(0, dtype=np.int64)
        self.sort_column, self.sort_order = 0, Qt.SortOrder.AscendingOrder
        self.filter_text = ""

    def rowCount(self, parent=None) -> int:
        return 0 if parent is not None and parent.isValid() else int(self.order.size)

    def columnCount(self, parent=None) -> int:
        return len(self.HEADERS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.HEADERS[section]
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.ToolTipRole:
            return self.TIPS.get(section)
        return None

    def item_at(self, row: int) -> int:
        return int(self.order[row])

    def row_of(self, item: int) -> int:
        hits = np.flatnonzero(self.order == item)
        return int(hits[0]) if hits.size else -1

    # subclasses: _items() -> all items, _key(column) -> sort keys per item, _text(item)
    def _rebuild(self) -> None:
        items = self._items()
        if self.filter_text and items.size:
            needle = self.filter_text.lower()
            keep = np.fromiter((needle in self._text(int(i)).lower() for i in items),
                               dtype=bool, count=items.size)
            items = items[keep]
        if items.size:
            keys = self._key(self.sort_column)[items]
            ranked = np.argsort(keys, kind="stable")
            if self.sort_order == Qt.SortOrder.DescendingOrder:
                ranked = ranked[::-1]
            items = items[ranked]
        self.order = np.asarray(items, dtype=np.int64)

    def refresh(self) -> None:
        self.beginResetModel()
        self._rebuild()
        self.endResetModel()

    def sort(self, column: int, order=Qt.SortOrder.AscendingOrder) -> None:
        self.sort_column, self.sort_order = column, order
        self.layoutAboutToBeChanged.emit()
        self._rebuild()
        self.layoutChanged.emit()

    def set_filter(self, text: str) -> None:
        self.filter_text = text.strip()
        self.refresh()


class ClusterTableModel(_OrderedModel):
    HEADERS = ("#", "Pages", "Cohesion", "Template", "Medoid URL")
    TIPS: ClassVar[dict[int, str]] = {0: "Cluster number (largest first) and colour", 1: "Pages in the cluster",
            2: "Mean distance of the other pages to the medoid (lower is tighter)",
            3: "Template built for this cluster (matched by its medoid) and its labelled fields",
            4: "URL of the medoid, the page most like the others"}

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self._flat = None
        session.sigCutChanged.connect(self.refresh)
        session.sigTemplatesChanged.connect(self.refresh_templates)

    def refresh(self) -> None:
        self._flat = self.session.cut
        super().refresh()

    def refresh_templates(self) -> None:
        if self.sort_column == 3:
            self.sort(3, self.sort_order)
        elif self.rowCount():
            self.dataChanged.emit(self.index(0, 3), self.index(self.rowCount() - 1, 3))

    def _items(self) -> np.ndarray:
        return np.arange(self._flat.n_clusters if self._flat is not None else 0)

    def _text(self, label: int) -> str:
        return self.session.page_url(int(self._flat.medoids[label]))

    def _key(self, column: int) -> np.ndarray:
        flat = self._flat
        if column == 1:
            return flat.sizes
        if column == 2:
            return flat.cohesion
        if column == 3:
            return np.array([self._labels(k) for k in range(flat.n_clusters)])
        if column == 4:
            return np.array([self._text(k) for k in range(flat.n_clusters)], dtype=object)
        return np.arange(flat.n_clusters)

    def _labels(self, label: int) -> int:
        template = self.session.book.template_for_cluster(label)
        return -1 if template is None else len(self.session.book.labels_of(template.id))

    def data(self, index: QModelIndex, role=Qt.ItemDataRole.DisplayRole):
        flat = self._flat
        if flat is None or not index.isValid():
            return None
        k, col = int(self.order[index.row()]), index.column()
        if role == ROW_ROLE:
            return k
        if role == Qt.ItemDataRole.DecorationRole and col == 0:
            return cluster_color(k)
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (0, 1, 2):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role not in _DISPLAY:
            return None
        if col == 0:
            return k
        if col == 1:
            return int(flat.sizes[k])
        if col == 2:
            return f"{float(flat.cohesion[k]):.3f}"
        if col == 4:
            url = self._text(k)
            if role == Qt.ItemDataRole.ToolTipRole:
                return f"{url}\nfile: {self.session.page_id(int(flat.medoids[k]))}"
            return host_first(url)
        template = self.session.book.template_for_cluster(k)
        n = len(self.session.book.labels_of(template.id)) if template else 0
        if role == Qt.ItemDataRole.ToolTipRole:
            return (f"template {template.id}, built at threshold {template.threshold:g}; "
                    f"{n} labels" if template else "no template: Build templates (Ctrl+T)")
        if template is None:
            return "—"
        return f"{n} label{'s' if n != 1 else ''}" if n else "unlabelled"


class MemberTableModel(_OrderedModel):
    """Pages of the selected cluster, closest to the medoid first."""

    HEADERS = ("URL", "Distance")

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.sort_column = 1
        self._key_ = None
        self._members = np.zeros(0, dtype=np.int64)
        session.sigSelectionChanged.connect(self.follow)
        session.sigCutChanged.connect(self.follow)

    @property
    def pages(self) -> np.ndarray:
        return self.order

    def follow(self) -> None:
        flat, label = self.session.cut, self.session.selected_cluster
        key = (id(flat), label)
        if key == self._key_:
            return
        self._key_ = key
        self._members = np.asarray(self.session.cluster_members(label), dtype=np.int64)
        self.refresh()

    def _items(self) -> np.ndarray:
        return self._members

    def _text(self, page: int) -> str:
        return self.session.page_url(page)

    def _key(self, column: int) -> np.ndarray:
        flat = self.session.cut
        n = len(flat.labels) if flat is not None else 0
        if column == 0:
            keys = np.empty(n, dtype=object)
            keys[self._members] = [self._text(int(p)) for p in self._members]
            return keys
        if flat is None or flat.distance_to_medoid is None:
            return np.zeros(n)
        return flat.distance_to_medoid

    def data(self, index: QModelIndex, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        page = int(self.order[index.row()])
        if role == ROW_ROLE:
            return page
        flat = self.session.cut
        if role == Qt.ItemDataRole.FontRole and flat is not None and page in flat.medoids:
            font = QFont()
            font.setBold(True)
            return font
        if role not in _DISPLAY:
            return None
        if index.column() == 0:
            if role == Qt.ItemDataRole.ToolTipRole:
                return f"{self._text(page)}\nfile: {self.session.page_id(page)}"
            return self._text(page)
        if flat is None or flat.distance_to_medoid is None:
            return None
        return f"{float(flat.distance_to_medoid[page]):.3f}"
