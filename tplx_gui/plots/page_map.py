"""2-D map of the pages, coloured by cluster: thin painting of map_layout.py (the choice of
layout is explained there). Recomputed when a threshold is settled, not while dragging (the
medoids change with the cut). A click on a point selects that page everywhere.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtGui import QPalette

from ..deferred import STAGGER, Deferred
from .map_layout import medoid_positions, page_positions
from .palette import QUALITATIVE, cluster_color, role, style_plot


def medoid_distance_reader(distances, medoids: np.ndarray):
    """``f(rows, cols)`` -> distances between medoids ``rows`` and ``cols`` (by cluster), from
    ``distances(pages, pages)`` (the session's)."""
    medoids = np.asarray(medoids, dtype=np.int64)

    def read(rows: np.ndarray, cols: np.ndarray) -> np.ndarray:
        return distances(medoids[rows], medoids[cols]).astype(np.float64)
    return read


class PageMap(pg.PlotWidget):
    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.setObjectName("page_map")
        style_plot(self)
        item = self.getPlotItem()
        item.hideAxis("left")
        item.hideAxis("bottom")
        item.hideButtons()
        item.setMenuEnabled(False)
        item.setAspectLocked(True)
        self.setToolTip("Pages around their cluster's medoid, at their distance to it; medoids "
                        "placed by classical MDS of their distances. Click a page to open it.")
        # one item per palette colour: a single brush each (per-point brushes cost ~30 us a
        # point in pyqtgraph, 60 ms for 2,000 pages)
        self.layers = []
        for k in range(len(QUALITATIVE)):
            layer = pg.ScatterPlotItem(size=6, pxMode=True, hoverable=True, tip=self._tip,
                                       pen=pg.mkPen(None), brush=pg.mkBrush(cluster_color(k)))
            layer.sigClicked.connect(self._clicked)
            self.addItem(layer)
            self.layers.append(layer)
        self.selected = pg.ScatterPlotItem(size=9, pxMode=True,
                                           pen=pg.mkPen(role(QPalette.ColorRole.Text), width=1.5))
        self.addItem(self.selected)
        self.current = pg.ScatterPlotItem(size=16, pxMode=True, symbol="o", brush=pg.mkBrush(None),
                                          pen=pg.mkPen(role(QPalette.ColorRole.Highlight), width=3))
        self.addItem(self.current)
        self.xy = np.zeros((0, 2))
        self.selected.sigClicked.connect(self._clicked)
        self.update_later = Deferred(self.rebuild, self, delay_ms=STAGGER["map"])
        session.sigCutSettled.connect(self.update_later)
        session.sigSelectionChanged.connect(self.show_selection)
        self.rebuild()

    def _tip(self, x, y, data) -> str:
        return self.session.page_id(int(data)) if data is not None else ""

    def rebuild(self) -> None:
        c, flat = self.session.clustering, self.session.cut
        if c is None or flat is None or c.distances is None or flat.n_clusters == 0:
            for layer in self.layers:
                layer.setData([])
            self.selected.setData([])
            self.current.setData([])
            self.xy = np.zeros((0, 2))
            return
        read = medoid_distance_reader(self.session.distances, flat.medoids)
        centres = medoid_positions(read, flat.sizes)
        self.xy = page_positions(centres, flat.labels, flat.medoids, flat.distance_to_medoid)
        bucket = flat.labels % len(self.layers)
        for k, layer in enumerate(self.layers):
            pages = np.flatnonzero(bucket == k)
            layer.setData(pos=self.xy[pages], data=pages)
        self.getPlotItem().getViewBox().autoRange(padding=0.05)
        self.show_selection()

    def show_selection(self) -> None:
        flat = self.session.cut
        label = self.session.selected_cluster
        if flat is None or not 0 <= label < flat.n_clusters or len(self.xy) != len(flat.labels):
            self.selected.setData([])
            self.current.setData([])
            return
        members = flat.members(label)
        self.selected.setData(pos=self.xy[members], brush=pg.mkBrush(cluster_color(label)),
                              data=np.asarray(members))
        page = self.session.selected_page
        self.current.setData(pos=self.xy[[page if page >= 0 else int(flat.medoids[label])]])

    def _clicked(self, _item, points, _event=None) -> None:
        if len(points):
            self.session.select_page(int(points[0].data()))
