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
    QLabel,
    QSpinBox,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from ..plots.dendrogram import DendrogramPlot
from ..plots.dendrogram_nodes import threshold_for_clusters

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


class ChoiceBox(QComboBox):
    """A combo box the mouse wheel does not turn: each choice clusters the pages again, which
    should never follow a scroll that passes over the box."""

    def wheelEvent(self, event) -> None:
        event.ignore()


def _combo(name: str, values, descriptions: dict[str, str], tip: str) -> QComboBox:
    combo = ChoiceBox()
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
        self.linkage_box = _combo("linkage", session.linkages, LINKAGES,
                                  "How the distance between two clusters is measured; "
                                  "changing it clusters the pages again")
        self.measure_box = _combo("metric", session.measures, MEASURES,
                                  "The structural similarity of two pages; changing it "
                                  "clusters the pages again")
        self.count_box = QSpinBox()
        self.count_box.setObjectName("top_clusters")
        self.count_box.setKeyboardTracking(False)  # typing "12" is one cut, not "1" then "12"
        self.count_box.setToolTip("Cut the tree into this many clusters: the threshold moves "
                                  "to the height that gives them (counts that merges at one "
                                  "height skip are stepped over)")
        # a tool bar, not a row of widgets: what does not fit a narrow centre goes behind its
        # » button instead of squeezing the docks beside it
        self.toolbar = QToolBar()
        self.toolbar.setObjectName("dendrogram_controls")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for text, widget in (("Linkage", self.linkage_box), ("Measure", self.measure_box),
                             ("Clusters", self.count_box)):
            label = QLabel(f" {text} ")
            label.setBuddy(widget)
            self.toolbar.addWidget(label)
            self.toolbar.addWidget(widget)
        self.toolbar.addSeparator()
        for action, short in ((zoom_action, "Zoom in"), (whole_tree_action, "Whole tree")):
            action.setIconText(short)  # the menus keep the long text
            self.toolbar.addAction(action)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.toolbar)
        layout.addWidget(self.plot, 1)
        self.linkage_box.activated.connect(self._choose)  # activated: the analyst's choice only
        self.measure_box.activated.connect(self._choose)
        self.count_box.valueChanged.connect(self._cut_into)
        session.sigProjectChanged.connect(self.show_choice)
        session.sigClusteringChanged.connect(self.show_choice)
        session.sigCutChanged.connect(self.show_count)
        # bound slots, not lambdas: Qt drops them with this panel, the runner outlives it
        session.runner.sigStarted.connect(self._job_started_or_ended)
        session.runner.sigEnded.connect(self._job_started_or_ended)
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
        # FPC compares page features: no measure to choose
        self.measure_box.setEnabled(idle and method != "fpc")

    def _job_started_or_ended(self, *_job) -> None:
        self.show_choice()

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
