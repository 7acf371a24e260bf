"""The dendrogram with a draggable threshold line: thin painting of dendrogram_layout.py.

All merges are drawn by one line item per cluster colour (``connect='pairs'``) plus one for
the merges above the cut and one for the selected cluster, so moving the threshold re-colours a
dozen items whatever the number of pages. Dragging the line previews the cut at once (the
engine's ``cut`` is a fraction of a millisecond); releasing it saves the threshold as an
undoable command. A click below the line selects the cluster under the pointer. A dashed line
marks the threshold the tree suggests (the middle of its largest gap, ``cluster.suggest``); a
click on it moves the threshold there (one undoable command, like a drag).

Signals: none of its own; it drives the session.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette

from .dendrogram_layout import (
    DendrogramGeometry,
    dendrogram_layout,
    leaf_span,
    merge_classes,
    page_at,
    points_of,
)
from .palette import QUALITATIVE, cluster_color, neutral_color, role, style_plot, translucent

STRIP_SHARE = 0.05  # height of the colour strip under the leaves, share of the tree's height
CAP_TOOLTIP = ("Above {cap:.2f} (the clustering's skip_above) some pair distances were not "
               "computed but bounded, so cuts there are approximations.")


class DendrogramPlot(pg.PlotWidget):
    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.geometry_: DendrogramGeometry | None = None
        self.strip_h = STRIP_SHARE
        self.setObjectName("dendrogram")
        style_plot(self)
        item = self.getPlotItem()
        item.setLabel("left", "threshold (distance)")
        item.setLabel("bottom", "pages in dendrogram order")
        item.hideButtons()
        item.setMenuEnabled(False)
        item.getViewBox().setMouseEnabled(x=True, y=False)
        self.setToolTip("Drag the line to move the threshold; click a branch below it to "
                        "select its cluster. Ctrl+Up / Ctrl+Down nudge the threshold.")
        self.band = pg.LinearRegionItem(orientation="vertical", movable=False,
                                        brush=translucent(role(QPalette.ColorRole.Highlight), 50),
                                        pen=pg.mkPen(None))
        self.band.setZValue(-10)
        self.band.hide()
        self.addItem(self.band)
        self.cap_band = pg.LinearRegionItem(orientation="horizontal", movable=False,
                                            brush=translucent(neutral_color(), 40),
                                            pen=pg.mkPen(None))
        self.cap_band.setZValue(-20)
        self.cap_band.hide()
        self.addItem(self.cap_band)
        self.neutral = self._curve(neutral_color(), 1)
        self.curves = [self._curve(cluster_color(k), 1) for k in range(len(QUALITATIVE))]
        self.selected_curve = self._curve(role(QPalette.ColorRole.Text), 3)
        self.strip = pg.ImageItem(axisOrder="row-major")  # cluster colour under every page
        self.strip.setToolTip("Cluster of each page, in dendrogram order")
        self.addItem(self.strip)
        self._rgba = np.array([[*cluster_color(k).getRgb()] for k in range(len(QUALITATIVE))],
                              dtype=np.uint8)
        accent = role(QPalette.ColorRole.Highlight)
        self.line = pg.InfiniteLine(
            angle=0, movable=True, pen=pg.mkPen(accent, width=2),
            hoverPen=pg.mkPen(accent, width=4), label="t = {value:.3f}",
            labelOpts={"position": 0.02, "color": role(QPalette.ColorRole.Text),
                       "fill": translucent(role(QPalette.ColorRole.Base), 200),
                       "anchors": [(0, 1), (0, 1)]})
        self.line.setZValue(10)
        self.line.hide()
        self.addItem(self.line)
        self.suggested_line = pg.InfiniteLine(
            angle=0, movable=False, pen=pg.mkPen(accent, width=1, style=Qt.PenStyle.DashLine),
            hoverPen=pg.mkPen(accent, width=3, style=Qt.PenStyle.DashLine),
            label="suggested {value:.3f}",
            labelOpts={"position": 0.98, "color": role(QPalette.ColorRole.Text),
                       "anchors": [(1, 1), (1, 1)]})
        self.suggested_line.setZValue(5)
        self.suggested_line.hide()
        self.addItem(self.suggested_line)
        self.suggested_line.sigClicked.connect(self._suggested_clicked)
        self.line.sigDragged.connect(self._dragged)
        self.line.sigPositionChangeFinished.connect(self._released)
        self.scene().sigMouseClicked.connect(self._clicked)
        session.sigClusteringChanged.connect(self.rebuild)
        session.sigCutChanged.connect(self.recolour)
        session.sigSelectionChanged.connect(self.show_selection)
        self.rebuild()

    def _curve(self, color, width: float) -> pg.PlotCurveItem:
        curve = pg.PlotCurveItem(pen=pg.mkPen(color, width=width, cosmetic=True),
                                 connect="pairs", skipFiniteCheck=True, antialias=False)
        self.addItem(curve)
        return curve

    # -- session -> plot ----------------------------------------------------------------------
    def rebuild(self) -> None:
        c = self.session.clustering
        tree = c.tree if c is not None else None
        if tree is None or tree.n_leaves == 0:
            self.geometry_ = None
            for curve in (self.neutral, self.selected_curve, *self.curves):
                curve.setData([], [])
            self.strip.clear()
            self.line.hide()
            self.suggested_line.hide()
            self.band.hide()
            self.cap_band.hide()
            return
        self.geometry_ = self.session.geometry or dendrogram_layout(
            tree.as_linkage(), tree.n_leaves, tree.leaf_order)
        cap = self.session.threshold_cap
        top = max(self.geometry_.top, self.session.threshold, 0.05)
        limit = cap if cap is not None else max(1.0, top)
        self.line.setBounds((0.0, limit))
        if cap is not None:
            self.cap_band.setRegion((cap, max(1.0, top * 1.05)))
            self.cap_band.setToolTip(CAP_TOOLTIP.format(cap=cap))
            self.cap_band.show()
        else:
            self.cap_band.hide()
        self.line.setToolTip(
            "Drag to move the threshold" + ("; " + CAP_TOOLTIP.format(cap=cap)
                                            if cap is not None else ""))
        self.line.show()
        self._show_suggested(getattr(c, "suggested", None))
        view = self.getPlotItem().getViewBox()
        shown = min(1.0, top * 1.08)
        self.strip_h = STRIP_SHARE * shown
        view.setLimits(xMin=-1, xMax=tree.n_leaves, yMin=-self.strip_h * 1.5,
                       yMax=max(1.05, top * 1.1))
        view.setRange(xRange=(-0.5, tree.n_leaves - 0.5), yRange=(-self.strip_h, shown),
                      padding=0.02)
        self.recolour()

    def recolour(self) -> None:
        g, flat = self.geometry_, self.session.cut
        if g is None or flat is None:
            return
        if not self.line.moving:  # setValue emits none of the signals we listen to
            self.line.setValue(self.session.threshold)
        classes = merge_classes(g, flat.n_merges, flat.labels)
        xs, ys = points_of(g, classes < 0)
        self.neutral.setData(xs, ys)
        bucket = np.where(classes >= 0, classes % len(self.curves), -1)
        for k, curve in enumerate(self.curves):
            xs, ys = points_of(g, bucket == k)
            curve.setData(xs, ys)
        self._classes = classes
        colours = self._rgba[flat.labels[g.leaf_order] % len(self._rgba)]
        self.strip.setImage(colours[None, :, :], levels=None, autoLevels=False)
        self.strip.setRect(-0.5, -self.strip_h, g.n_leaves, self.strip_h * 0.8)
        self.show_selection()

    def show_selection(self) -> None:
        g, flat = self.geometry_, self.session.cut
        label = self.session.selected_cluster
        if g is None or flat is None or not 0 <= label < flat.n_clusters:
            self.band.hide()
            self.selected_curve.setData([], [])
            return
        self.band.setRegion(leaf_span(g, flat.members(label)))
        self.band.show()
        classes = getattr(self, "_classes", None)
        if classes is not None:
            xs, ys = points_of(g, classes == label)
            self.selected_curve.setPen(pg.mkPen(cluster_color(label), width=3, cosmetic=True))
            self.selected_curve.setData(xs, ys)

    def _show_suggested(self, suggested) -> None:
        if suggested is None:
            self.suggested_line.hide()
            return
        self.suggested_line.show()  # first: a hidden line's label ignores the new value
        self.suggested_line.setValue(suggested.threshold)
        self.suggested_line.label.valueChanged()
        self.suggested_line.setToolTip(
            f"Suggested threshold {suggested.threshold:.3f}: the middle of the dendrogram's "
            f"largest gap (no merge between {suggested.below:.3f} and {suggested.above:.3f}). "
            "Click to move the threshold here.")

    # -- plot -> session ----------------------------------------------------------------------
    def _suggested_clicked(self, *_args) -> None:
        self.session.request_threshold(round(float(self.suggested_line.value()), 4))

    def _dragged(self) -> None:
        self.session.preview_threshold(float(self.line.value()))

    def _released(self) -> None:
        self.session.request_threshold(round(float(self.line.value()), 4))

    def _clicked(self, event) -> None:
        g, flat = self.geometry_, self.session.cut
        if g is None or flat is None or event.button() != Qt.MouseButton.LeftButton:
            return
        point = self.getPlotItem().getViewBox().mapSceneToView(event.scenePos())
        page = page_at(g, point.x())
        if page is not None and point.y() <= self.session.threshold:
            self.session.select_cluster(int(flat.labels[page]))
