"""Distance heatmap of the selected cluster (an ImageItem, like Orange's DistanceMapItem).

Rows and columns are the cluster's pages in dendrogram order, so sub-groups show as blocks.
Clusters larger than ``MAX_PAGES`` are shown through an evenly spaced sample (in that order),
and the title says so. Hovering names the two pages and their distance; a click opens the
row's page.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtGui import QPalette

from ..deferred import STAGGER, Deferred
from .palette import role, style_plot

MAX_PAGES = 400


def ordered_sample(pages: np.ndarray, leaf_x: np.ndarray, limit: int) -> np.ndarray:
    """Pages in dendrogram order, thinned evenly to at most ``limit``."""
    pages = np.asarray(pages, dtype=np.int64)
    ordered = pages[np.argsort(leaf_x[pages], kind="stable")]
    if ordered.size <= limit:
        return ordered
    keep = np.linspace(0, ordered.size - 1, limit).round().astype(np.int64)
    return ordered[np.unique(keep)]


class DistanceHeatmap(pg.PlotWidget):
    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.setObjectName("heatmap")
        style_plot(self)
        item = self.getPlotItem()
        item.hideButtons()
        item.setMenuEnabled(False)
        # cells follow the dock's shape: a square image left 40% of a wide dock empty
        item.setAspectLocked(False)
        item.invertY(True)
        item.setLabel("bottom", "pages of the cluster (dendrogram order)")
        self.image = pg.ImageItem(axisOrder="row-major")
        self.image.setColorMap(pg.colormap.get("viridis"))
        self.addItem(self.image)
        self.colorbar = pg.ColorBarItem(values=(0.0, 1.0), colorMap=pg.colormap.get("viridis"),
                                        interactive=False)
        self.colorbar.setImageItem(self.image, insert_in=item)
        text = role(QPalette.ColorRole.Text)
        self.colorbar.axis.setPen(text)
        self.colorbar.axis.setTextPen(text)
        self.colorbar.axis.setLabel("distance", color=text.name())
        self.pages = np.zeros(0, dtype=np.int64)
        self.matrix = np.zeros((0, 0), dtype=np.float32)
        self.hover_text = pg.TextItem(color=role(QPalette.ColorRole.Text),
                                      fill=pg.mkBrush(role(QPalette.ColorRole.Base)), anchor=(0, 1))
        self.hover_text.setZValue(20)
        self.hover_text.hide()
        self.addItem(self.hover_text)
        self.scene().sigMouseMoved.connect(self._hover)
        self.scene().sigMouseClicked.connect(self._clicked)
        self._shown_cluster: tuple | None = None
        self.update_later = Deferred(self.rebuild, self, delay_ms=STAGGER["heatmap"])
        session.sigSelectionChanged.connect(self.update_later)
        session.sigCutSettled.connect(self.update_later)
        self.rebuild()

    def rebuild(self) -> None:
        c, flat, label = self.session.clustering, self.session.cut, self.session.selected_cluster
        key = (id(flat), label)
        if key == self._shown_cluster:
            return
        self._shown_cluster = key
        if (c is None or flat is None or c.distances is None or c.tree is None
                or not 0 <= label < flat.n_clusters):
            self.image.clear()
            self.pages = np.zeros(0, dtype=np.int64)
            self.setTitle("")
            return
        members = flat.members(label)
        leaf_x = self._leaf_x(c.tree)
        self.pages = ordered_sample(members, leaf_x, MAX_PAGES)
        self.matrix = self.session.distances(self.pages, self.pages)
        self.image.setImage(self.matrix, levels=(0.0, 1.0))
        self.image.setRect(0, 0, len(self.pages), len(self.pages))
        shown = (f"{len(members)} pages" if len(self.pages) == len(members)
                 else f"an even sample of {len(self.pages)} of {len(members)} pages")
        self.setTitle(f"cluster {label}: {shown}", color=role(QPalette.ColorRole.Text).name())
        self.getPlotItem().getViewBox().autoRange(padding=0.02)

    def _leaf_x(self, tree) -> np.ndarray:
        order = tree.leaf_order
        x = np.empty(len(order), dtype=np.int64)
        x[order] = np.arange(len(order))
        return x

    def _cell(self, scene_pos) -> tuple[int, int] | None:
        if not len(self.pages):
            return None
        p = self.getPlotItem().getViewBox().mapSceneToView(scene_pos)
        row, col = int(np.floor(p.y())), int(np.floor(p.x()))
        if 0 <= row < len(self.pages) and 0 <= col < len(self.pages):
            return row, col
        return None

    def _hover(self, scene_pos) -> None:
        cell = self._cell(scene_pos)
        if cell is None:
            self.hover_text.hide()
            return
        row, col = cell
        a, b = self.session.page_id(int(self.pages[row])), self.session.page_id(int(self.pages[col]))
        self.hover_text.setText(f"{a}\n{b}\ndistance {self.matrix[row, col]:.3f}")
        self.hover_text.setPos(col + 0.5, row + 0.5)
        self.hover_text.show()

    def _clicked(self, event) -> None:
        cell = self._cell(event.scenePos())
        if cell is not None:
            self.session.select_page(int(self.pages[cell[0]]))
