"""Number of clusters against the threshold (the source's Table 6.5), from the one merge tree.

The curve is the session's (``session.sweep``: the engine's ``sweep`` of the tree, computed in
the runner with the clustering). The vertical line is the current threshold and can be dragged
like the dendrogram's.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtGui import QPalette

from .palette import neutral_color, reserve_tick_space, role, style_plot, translucent


class SweepPlot(pg.PlotWidget):
    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.setObjectName("sweep")
        style_plot(self)
        item = self.getPlotItem()
        item.setLabel("bottom", "threshold")
        item.setLabel("left", "clusters")
        item.setLogMode(y=True)
        reserve_tick_space(self, "left", "10000")  # cluster counts of the largest crawls
        item.showGrid(x=True, y=True, alpha=0.25)
        item.hideButtons()
        item.setMenuEnabled(False)
        item.getViewBox().setMouseEnabled(x=False, y=False)
        # a PlotDataItem, not a PlotCurveItem: only it follows the plot's log mode
        self.curve = pg.PlotDataItem(pen=pg.mkPen(role(QPalette.ColorRole.Text), width=2))
        self.addItem(self.curve)
        self.cap_band = pg.LinearRegionItem(orientation="vertical", movable=False,
                                            brush=translucent(neutral_color(), 40),
                                            pen=pg.mkPen(None))
        self.cap_band.hide()
        self.addItem(self.cap_band)
        accent = role(QPalette.ColorRole.Highlight)
        self.line = pg.InfiniteLine(angle=90, movable=True, pen=pg.mkPen(accent, width=2),
                                    hoverPen=pg.mkPen(accent, width=4))
        self.line.hide()
        self.addItem(self.line)
        self.marker = pg.TextItem(color=role(QPalette.ColorRole.Text), anchor=(0, 1))
        self.addItem(self.marker)
        self.line.sigDragged.connect(
            lambda: session.preview_threshold(float(self.line.value())))
        self.line.sigPositionChangeFinished.connect(
            lambda: session.request_threshold(round(float(self.line.value()), 4)))
        session.sigClusteringChanged.connect(self.rebuild)
        session.sigCutChanged.connect(self.follow)
        self.rebuild()

    def rebuild(self) -> None:
        c = self.session.clustering
        curve = self.session.sweep
        if c is None or c.tree is None or c.tree.n_leaves == 0 or curve is None:
            self.curve.setData([], [])
            self.line.hide()
            self.cap_band.hide()
            self.marker.setText("")
            return
        cap = self.session.threshold_cap
        thresholds, counts = curve
        upper = float(thresholds[-1])
        self.curve.setData(thresholds, counts)
        self.line.setBounds((0.0, cap if cap is not None else upper))
        if cap is not None:
            self.cap_band.setRegion((cap, upper))
            self.cap_band.setToolTip(f"Above {cap:.2f} (skip_above) cuts are approximations: "
                                     "some distances there are bounds, not computed.")
            self.cap_band.show()
        else:
            self.cap_band.hide()
        self.line.show()
        self.getPlotItem().getViewBox().setRange(xRange=(0, upper), padding=0.02)
        self.follow()

    def follow(self) -> None:
        flat = self.session.cut
        if flat is None:
            return
        if not self.line.moving:  # setValue emits none of the signals we listen to
            self.line.setValue(self.session.threshold)
        self.marker.setText(f"{flat.n_clusters} clusters at {self.session.threshold:.3f}")
        self.marker.setAnchor((1, 1) if self.session.threshold > 0.5 else (0, 1))
        self.marker.setPos(self.session.threshold, np.log10(max(flat.n_clusters, 1)))
