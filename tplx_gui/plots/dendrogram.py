"""The dendrogram with a draggable threshold line: thin painting of dendrogram_layout.py.

All merges are drawn by one line item per cluster colour (``connect='pairs'``) plus one for
the merges above the cut and one for the selected cluster, so moving the threshold re-colours a
dozen items whatever the number of pages. Dragging the line previews the cut at once (the
engine's ``cut`` is a fraction of a millisecond); releasing it saves the threshold as an
undoable command. A click below the line selects the cluster under the pointer. A dashed line
marks the threshold the tree suggests (the middle of its largest gap, ``cluster.suggest``); a
click on it moves the threshold there (one undoable command, like a drag).

A click on a merge's crossbar selects that node (a ring marks it); ``zoom_to_node`` then shows
only its subtree (a double-click does both) and ``show_whole_tree`` goes back. When few leaves
are shown (a zoom, or the mouse wheel, which zooms along the leaves) and each has a text line of
room, the bottom axis names them (leaf_axis.py).

Signals:
    sigNodeChanged()   the selected node or the zoom changed (the panel's buttons follow)
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPalette

from .dendrogram_layout import (
    DendrogramGeometry,
    dendrogram_layout,
    leaf_span,
    merge_classes,
    page_at,
    points_of,
)
from .dendrogram_nodes import Subtree, leaf_label, node_at, subtree_of
from .leaf_axis import LeafAxis
from .palette import QUALITATIVE, cluster_color, neutral_color, role, style_plot, translucent

STRIP_SHARE = 0.05  # height of the colour strip under the leaves, share of the tree's height
MAX_LABELLED_LEAVES = 60  # more leaves in view: no labels (they would be unreadable anyway)
CLICK_SLACK_PX = 5  # how far from a crossbar a click still selects its merge
ZOOM_HEADROOM = 1.1  # a zoomed subtree's top merge sits below the view's top
CAP_TOOLTIP = ("Above {cap:.2f} (the clustering's skip_above) some pair distances were not "
               "computed but bounded, so cuts there are approximations.")


class DendrogramPlot(pg.PlotWidget):
    sigNodeChanged = Signal()

    def __init__(self, session, parent=None):
        super().__init__(parent, axisItems={"bottom": LeafAxis()})
        self.session = session
        self.geometry_: DendrogramGeometry | None = None
        self.strip_h = STRIP_SHARE
        self.node: int | None = None  # the selected merge (node id)
        self.zoomed: Subtree | None = None  # the subtree shown alone
        self.setObjectName("dendrogram")
        style_plot(self)
        item = self.getPlotItem()
        item.setLabel("left", "threshold (distance)")
        item.setLabel("bottom", "pages in dendrogram order")
        item.hideButtons()
        item.setMenuEnabled(False)
        item.getViewBox().setMouseEnabled(x=True, y=False)
        self.setToolTip("Drag the line to move the threshold; click a branch below it to "
                        "select its cluster, a merge to select its subtree (double-click zooms "
                        "into it; Esc shows the whole tree). Ctrl+Up / Ctrl+Down nudge the "
                        "threshold; the wheel zooms along the pages.")
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
        self.node_marker = pg.ScatterPlotItem(
            size=11, symbol="o", pen=pg.mkPen(accent, width=2),
            brush=translucent(role(QPalette.ColorRole.Base), 220))
        self.node_marker.setZValue(20)
        self.addItem(self.node_marker)
        self.node_text = pg.TextItem(color=role(QPalette.ColorRole.Text), anchor=(0, 1),
                                     fill=translucent(role(QPalette.ColorRole.Base), 200))
        self.node_text.setZValue(20)
        self.node_text.hide()
        self.addItem(self.node_text)
        # said where the tree would be when there is none (FPC assigns pages to centres)
        self.empty_text = pg.TextItem(color=role(QPalette.ColorRole.Text), anchor=(0.5, 0.5))
        self.empty_text.hide()
        self.addItem(self.empty_text)
        self.suggested_line.sigClicked.connect(self._suggested_clicked)
        item.getViewBox().sigXRangeChanged.connect(self._label_leaves)
        self.line.sigDragged.connect(self._dragged)
        self.line.sigPositionChangeFinished.connect(self._released)
        self.scene().sigMouseClicked.connect(self._clicked)
        self.scene().sigMouseMoved.connect(self._hovered)
        session.sigClusteringChanged.connect(self.rebuild)
        session.sigCutChanged.connect(self.recolour)
        session.sigSelectionChanged.connect(self.show_selection)
        self.rebuild()

    def _say_why_no_tree(self, clustering) -> None:
        if clustering is None or clustering.method != "fpc":
            self.empty_text.hide()
            return
        n, limit = len(clustering.page_ids), self.session.config.cluster.max_pairwise_pages
        self.empty_text.setText(
            f"FPC clustered {n:,} pages by their features into {clustering.n_clusters} "
            "clusters:\nthere is no merge tree to draw or re-cut. "
            + ("Choose a linkage above to cluster again\nwith pairwise distances."
               if n <= limit else f"Pairwise linkages take crawls of up to {limit:,} pages\n"
               "([cluster] max_pairwise_pages); larger ones are clustered this way."))
        self.getPlotItem().getViewBox().setRange(xRange=(0, 1), yRange=(0, 1), padding=0)
        self.empty_text.setPos(0.5, 0.5)
        self.empty_text.show()

    def _curve(self, color, width: float) -> pg.PlotCurveItem:
        curve = pg.PlotCurveItem(pen=pg.mkPen(color, width=width, cosmetic=True),
                                 connect="pairs", skipFiniteCheck=True, antialias=False)
        self.addItem(curve)
        return curve

    # -- session -> plot ----------------------------------------------------------------------
    def rebuild(self) -> None:
        c = self.session.clustering
        tree = c.tree if c is not None else None
        changed = self.node is not None or self.zoomed is not None
        self.node, self.zoomed = None, None  # node ids of another tree mean nothing
        self.node_marker.setData([], [])
        self.node_text.hide()
        if changed:
            self.sigNodeChanged.emit()
        if tree is None or tree.n_leaves == 0:
            self.geometry_ = None
            self._label_leaves()
            for curve in (self.neutral, self.selected_curve, *self.curves):
                curve.setData([], [])
            self.strip.clear()
            self.line.hide()
            self.suggested_line.hide()
            self.band.hide()
            self.cap_band.hide()
            self._say_why_no_tree(c)
            return
        self.empty_text.hide()
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
        self._frame_whole_tree()
        self.recolour()

    def _frame(self, first_x: int, last_x: int, shown: float, y_limit: float) -> None:
        """Show leaves first_x..last_x and heights up to ``shown``; pan and zoom stay within
        those leaves."""
        view = self.getPlotItem().getViewBox()
        self.strip_h = STRIP_SHARE * shown
        view.setLimits(xMin=first_x - 1, xMax=last_x + 1, yMin=-self.strip_h * 1.5,
                       yMax=y_limit)
        # no x padding: a zoomed subtree's neighbours stay out of view
        view.setXRange(first_x - 0.5, last_x + 0.5, padding=0)
        view.setYRange(-self.strip_h, shown, padding=0.02)

    def recolour(self) -> None:
        g, flat = self.geometry_, self.session.cut
        if g is None or flat is None:
            return
        if not self.line.moving:  # setValue emits none of the signals we listen to
            self.line.setValue(self.session.threshold)
        classes = merge_classes(g, flat.n_merges, flat.labels)
        shown = self._shown_merges()
        xs, ys = points_of(g, (classes < 0) & shown)
        self.neutral.setData(xs, ys)
        bucket = np.where(classes >= 0, classes % len(self.curves), -1)
        for k, curve in enumerate(self.curves):
            xs, ys = points_of(g, (bucket == k) & shown)
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
            xs, ys = points_of(g, (classes == label) & self._shown_merges())
            self.selected_curve.setPen(pg.mkPen(cluster_color(label), width=3, cosmetic=True))
            self.selected_curve.setData(xs, ys)

    def _shown_merges(self) -> np.ndarray | bool:
        return self.zoomed.merges if self.zoomed is not None else True

    # -- nodes and zoom -------------------------------------------------------------------------
    def select_node(self, node: int | None) -> None:
        g = self.geometry_
        if g is None or node is None or not g.n_leaves <= node < g.n_leaves + g.n_merges:
            node = None
        if node == self.node:
            return
        self.node = node
        if node is None:
            self.node_marker.setData([], [])
            self.node_text.hide()
        else:
            x, y = g.node_x[node], g.node_y[node]
            self.node_marker.setData([x], [y])
            self.node_text.setText(f"{subtree_of(g, node).n_leaves} pages, merged at {y:.3f}")
            (x0, x1), _ = self.getPlotItem().getViewBox().viewRange()
            # the text on the side with more room: a node near the right edge is not cut off
            self.node_text.setAnchor((0, 1) if x < (x0 + x1) / 2 else (1, 1))
            self.node_text.setPos(x, y)
            self.node_text.show()
        self.sigNodeChanged.emit()

    def cluster_node(self, label: int) -> int | None:
        """The merge that forms cluster ``label`` of the cut (None for a single page): its
        merges are the cut's merges coloured ``label``, and the last of them is its root."""
        classes, g = getattr(self, "_classes", None), self.geometry_
        merges = np.flatnonzero(classes == label) if classes is not None else ()
        return g.n_leaves + int(merges[-1]) if len(merges) else None

    def zoom_to_node(self, node: int | None = None) -> None:
        """Show only the subtree of ``node`` (default: the selected node)."""
        node = self.node if node is None else node
        if self.geometry_ is None or node is None:
            return
        self.select_node(node)
        self.zoomed = subtree_of(self.geometry_, node)
        shown = max(self.zoomed.height * ZOOM_HEADROOM, 0.02)  # a subtree of equal pages: 0
        self._frame(self.zoomed.first_x, self.zoomed.last_x, shown, max(shown, 1.05))
        self.recolour()
        self.sigNodeChanged.emit()

    def show_whole_tree(self) -> None:
        if self.zoomed is None:
            return
        self.zoomed = None
        self._frame_whole_tree()
        self.recolour()
        self.sigNodeChanged.emit()

    def _frame_whole_tree(self) -> None:
        g = self.geometry_
        if g is None:
            return
        top = max(g.top, self.session.threshold, 0.05)
        self._frame(0, g.n_leaves - 1, min(1.0, top * 1.08), max(1.05, top * 1.1))

    # -- leaf labels ----------------------------------------------------------------------------
    def visible_leaves(self) -> range:
        """Leaf positions (x) inside the view."""
        g = self.geometry_
        if g is None:
            return range(0)
        (x0, x1), _ = self.getPlotItem().getViewBox().viewRange()
        first, last = (self.zoomed.first_x, self.zoomed.last_x) if self.zoomed is not None \
            else (0, g.n_leaves - 1)
        return range(max(first, int(np.ceil(x0))), min(last, int(np.floor(x1))) + 1)

    def _label_leaves(self, *_args) -> None:
        """Name the leaves in view when at most MAX_LABELLED_LEAVES are and each has a line of
        room (upright labels never overlap then); otherwise plain numbers."""
        axis: LeafAxis = self.getPlotItem().getAxis("bottom")
        leaves = self.visible_leaves()
        view = self.getPlotItem().getViewBox()
        (x0, x1), _ = view.viewRange()
        px_per_leaf = view.width() / max(x1 - x0, 1e-9)
        if not 0 < len(leaves) <= MAX_LABELLED_LEAVES \
                or px_per_leaf < axis.font_metrics().height():
            axis.show_leaves([])
            return
        order = self.geometry_.leaf_order
        axis.show_leaves([(float(x), leaf_label(self.session.page_url(int(order[x]))))
                          for x in leaves])

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if getattr(self, "geometry_", None) is not None:  # Qt resizes it during __init__
            self._label_leaves()

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

    def _hovered(self, scene_pos) -> None:
        """Over the colour strip, its tooltip names the page under the pointer and its cluster
        (the leaves' names, whatever their number)."""
        g, flat = self.geometry_, self.session.cut
        if g is None or flat is None or not self.strip.sceneBoundingRect().contains(scene_pos):
            return
        page = page_at(g, self.getPlotItem().getViewBox().mapSceneToView(scene_pos).x())
        if page is not None:
            self.strip.setToolTip(f"{self.session.page_url(page)}\n"
                                  f"cluster {int(flat.labels[page])}")

    def _clicked(self, event) -> None:
        g, flat = self.geometry_, self.session.cut
        if g is None or flat is None or event.button() != Qt.MouseButton.LeftButton:
            return
        view = self.getPlotItem().getViewBox()
        point = view.mapSceneToView(event.scenePos())
        px_w, px_h = view.viewPixelSize()
        among = self.zoomed.merges if self.zoomed is not None else None
        node = node_at(g, point.x(), point.y(), CLICK_SLACK_PX * px_w, CLICK_SLACK_PX * px_h,
                       among)
        self.select_node(node)
        if node is not None and event.double():
            self.zoom_to_node(node)
        page = page_at(g, point.x())
        if page is not None and point.y() <= self.session.threshold:
            self.session.select_cluster(int(flat.labels[page]))
