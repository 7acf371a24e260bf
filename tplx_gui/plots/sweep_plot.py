"""Number of clusters against the threshold (the source's Table 6.5), from the one merge tree.

The curve is the session's (``session.sweep``: the engine's ``sweep`` of the tree, computed in
the runner with the clustering). The vertical line is the current threshold and can be dragged
like the dendrogram's. The count axis is logarithmic; its labels are 1, 2, 5 x 10^k, thinned
until two labels stand a line and a half apart (``log_ticks``): pyqtgraph's own log axis labels
every minor tick, which overlap from a few dozen clusters on in a dock of ordinary height.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtGui import QFont, QFontMetricsF, QPalette

from .palette import neutral_color, reserve_tick_space, role, style_plot, translucent


MANTISSAS = ((1, 2, 5), (1, 3), (1,))  # the tick values tried, densest first


def log_ticks(top: float, pixels: float, min_gap_px: float) -> list[float]:
    """Counts to label on a log axis from 1 to ``top`` drawn ``pixels`` high: the densest of
    1-2-5, 1-3, 1 (every decade, then every other one...) whose neighbours are at least
    ``min_gap_px`` apart."""
    top = max(float(top), 1.0)
    span = max(np.log10(top), 1e-9)
    per_decade = pixels / span  # pixels per factor of ten
    for mantissas in MANTISSAS:
        values = [m * 10.0 ** e for e in range(int(np.log10(top)) + 2) for m in mantissas]
        values = [v for v in values if v <= top * 1.0001]
        gaps = np.diff(np.log10(values)) * per_decade if len(values) > 1 else [pixels]
        if min(gaps) >= min_gap_px:
            return values
    step = max(1, int(np.ceil(min_gap_px / per_decade)))
    return [10.0 ** e for e in range(0, int(np.log10(top)) + 1, step)]


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
        self.y_ticks: list[float] = []  # the counts labelled on the left axis
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
        self._label_counts()
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

    def _label_counts(self) -> None:
        curve = self.session.sweep
        if curve is None or not len(curve[1]) or self.getPlotItem() is None:  # closing
            return
        axis = self.getPlotItem().getAxis("left")
        line = QFontMetricsF(axis.style["tickFont"] or QFont()).height()
        pixels = self.getPlotItem().getViewBox().height() or self.height()
        self.y_ticks = log_ticks(float(np.max(curve[1])), pixels, 1.5 * line)
        axis.setTicks([[(float(np.log10(v)), f"{v:g}") for v in self.y_ticks], []])

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if "session" in self.__dict__:  # pyqtgraph resizes while it is being constructed
            self._label_counts()

    def follow(self) -> None:
        flat = self.session.cut
        if flat is None:
            return
        if not self.line.moving:  # setValue emits none of the signals we listen to
            self.line.setValue(self.session.threshold)
        self.marker.setText(f"{flat.n_clusters} clusters at {self.session.threshold:.3f}")
        # beside the line, below the point in the upper half (above it, it would leave the plot)
        curve = self.session.sweep
        top = float(np.max(curve[1])) if curve is not None and len(curve[1]) else 1.0
        upper = np.log10(max(flat.n_clusters, 1)) > 0.5 * np.log10(max(top, 1.0))
        self.marker.setAnchor((1 if self.session.threshold > 0.5 else 0, 0 if upper else 1))
        self.marker.setPos(self.session.threshold, np.log10(max(flat.n_clusters, 1)))
