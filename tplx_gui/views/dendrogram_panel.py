"""The dendrogram with the controls an Orange user looks for above it: the linkage and the
similarity measure, the cut as a number of clusters, and the subtree zoom.

Changing the linkage or the measure clusters the project again in the worker process (the
session's ``start_clustering``: progress and Cancel in the status bar); the project stores the
choice with its clustering, and the combos show what it holds (again after a cancel). The
clusters box is the threshold counted in clusters: setting N moves the threshold to the middle
of the heights that give N (dendrogram_nodes.py; one undoable command, like a drag), and any
move of the threshold shows its count here.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tplx_engine.cluster import METHODS
from tplx_engine.config_schema import METRIC_NAMES

from ..plots.dendrogram import DendrogramPlot
from ..plots.dendrogram_nodes import subtree_of, threshold_for_clusters

LINKAGES = {
    "medoid": "Medoid: the distance between the clusters' medoids (the source's linkage)",
    "average": "Average (UPGMA): the mean distance between the two clusters' pages",
    "fpc": "FPC: feature clustering for very large crawls; it builds no merge tree, so no "
           "dendrogram",
}
MEASURES = {
    "elcs": "ELCS: the longest common tag subsequence, weighted by depth",
    "lcs": "LCS: the longest common tag subsequence, unweighted",
    "weighted-tag": "Weighted tag overlap (Buttler)",
    "tag-jaccard": "Jaccard overlap of the pages' tag sets",
    "tag-vector": "Cosine of the pages' tag-count vectors",
    "path-shingle": "Jaccard overlap of tag-path shingles (Buttler)",
    "layered-vector": "Tag vectors per depth layer",
    "free-match": "Free matching of subtrees",
    "stm": "Simple tree matching",
}


def _combo(name: str, values, descriptions: dict[str, str], tip: str) -> QComboBox:
    combo = QComboBox()
    combo.setObjectName(name)
    for value in values:
        combo.addItem(value, value)
        # each choice says what it is
        combo.setItemData(combo.count() - 1, descriptions.get(value, value),
                          Qt.ItemDataRole.ToolTipRole)
    combo.setToolTip(tip)
    return combo


class DendrogramPanel(QWidget):
    def __init__(self, session, zoom_action, whole_tree_action, parent=None):
        super().__init__(parent)
        self.session = session
        self.setObjectName("dendrogram_panel")
        self.plot = DendrogramPlot(session)
        self.linkage_box = _combo("linkage", (*METHODS, "fpc"), LINKAGES,
                              "How the distance between two clusters is measured; changing it "
                              "clusters the pages again")
        self.measure_box = _combo("metric", METRIC_NAMES, MEASURES,
                             "The structural similarity of two pages; changing it clusters "
                             "the pages again")
        self.count_box = QSpinBox()
        self.count_box.setObjectName("top_clusters")
        self.count_box.setKeyboardTracking(False)  # typing "12" is one cut, not "1" then "12"
        self.count_box.setToolTip("Cut the tree into this many clusters: the threshold moves to "
                                 "the height that gives them (counts that merges at one height "
                                 "skip are stepped over)")
        self.node_info = QLabel()
        self.node_info.setObjectName("node_info")
        # what is left of the row's width, clipped when narrow: never squeezes the controls
        self.node_info.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        row = QHBoxLayout()
        row.setContentsMargins(6, 2, 6, 0)
        for text, widget in (("Linkage", self.linkage_box), ("Measure", self.measure_box),
                             ("Clusters", self.count_box)):
            label = QLabel(text)
            label.setBuddy(widget)
            row.addWidget(label)
            row.addWidget(widget)
            row.addSpacing(10)
        for action in (zoom_action, whole_tree_action):
            button = QToolButton()
            button.setDefaultAction(action)
            row.addWidget(button)
        row.addSpacing(6)
        row.addWidget(self.node_info, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(row)
        layout.addWidget(self.plot, 1)
        self.linkage_box.activated.connect(self._choose)  # activated: the analyst's choice only
        self.measure_box.activated.connect(self._choose)
        self.count_box.valueChanged.connect(self._cut_into)
        session.sigProjectChanged.connect(self.show_choice)
        session.sigClusteringChanged.connect(self.show_choice)
        session.sigCutChanged.connect(self.show_count)
        session.runner.sigStarted.connect(lambda *_: self.show_choice())
        session.runner.sigEnded.connect(lambda *_: self.show_choice())
        self.plot.sigNodeChanged.connect(self.show_node)
        self.show_choice()
        self.show_count()

    # -- session -> controls ------------------------------------------------------------------
    def show_choice(self) -> None:
        """The project's metric and linkage, editable unless a project job runs (meanwhile
        they show what that job was asked for)."""
        s = self.session
        idle = s.project_path is not None and s.runner.current("project") is None
        metric, method = s.clustering_choice()
        if idle or s.project_path is None:
            for combo, value in ((self.measure_box, metric), (self.linkage_box, method)):
                index = combo.findData(value)
                if index >= 0:
                    combo.setCurrentIndex(index)
        self.linkage_box.setEnabled(idle)
        self.measure_box.setEnabled(idle and method != "fpc")  # FPC compares features, no measure

    def show_count(self) -> None:
        s, g = self.session, self.plot.geometry_
        has_tree = s.cut is not None and g is not None
        self.count_box.setEnabled(has_tree)
        self.count_box.blockSignals(True)  # mirroring the cut is no request for one
        try:
            self.count_box.setRange(1, max(1, g.n_leaves if has_tree else 1))
            self.count_box.setValue(s.cut.n_clusters if has_tree else 1)
        finally:
            self.count_box.blockSignals(False)

    def show_node(self) -> None:
        plot, g = self.plot, self.plot.geometry_
        if g is None or plot.node is None:
            self.node_info.setText("Click a merge to select its subtree" if g is not None else "")
            return
        size = subtree_of(g, plot.node).n_leaves
        self.node_info.setText(f"Subtree of {size} pages merged at {g.node_y[plot.node]:.3f}"
                               + (" (zoomed in)" if plot.zoomed is not None else ""))

    # -- controls -> session ------------------------------------------------------------------
    def _choose(self, _index: int) -> None:
        metric, method = self.measure_box.currentData(), self.linkage_box.currentData()
        if (metric, method) != self.session.clustering_choice():
            self.session.start_clustering(metric=metric, method=method)

    def _cut_into(self, wanted: int) -> None:
        s, g = self.session, self.plot.geometry_
        if s.cut is None or g is None:
            return
        found = threshold_for_clusters(g.node_y[g.n_leaves:], g.n_leaves, wanted,
                                       s.threshold_limit, current=s.cut.n_clusters)
        if found is None:
            return
        threshold, count = found
        if count == s.cut.n_clusters:
            self.show_count()  # nothing to cut: show the count that stays
            return
        s.request_threshold(threshold)
