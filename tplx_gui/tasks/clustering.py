"""Clustering tasks, and the clustering as the views read it (``ClusteringView``): the stored
clustering with its cut, the dendrogram geometry, the sweep curve and the page URLs, all
computed on the worker thread.

The view's ``cut_at`` and ``distances`` are the two engine calls the session makes on the GUI
thread: a re-cut of the tree in memory while the analyst drags the threshold (a fraction of a
millisecond, and it must follow the mouse), and reading a block of the condensed distance
matrix for the heatmap and the map (index arithmetic on an array in memory).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from tplx_engine.cluster import METHODS, condensed_index, cut, flat_clusters, sweep
from tplx_engine.config import ClusterOptions
from tplx_engine.config_schema import METRIC_NAMES
from tplx_engine.jobs.clustering import cluster_project, current_clustering, recut
from tplx_engine.jobs.stored import page_urls
from tplx_engine.progress import Reporter
from tplx_engine.store import Project

from ..plots.dendrogram_layout import dendrogram_layout
from . import Task
from .process import in_worker_process

SWEEP_POINTS = 201
LINKAGES = (*METHODS, "fpc")  # the engine's linkages, and FPC (features, no merge tree)
MEASURES = METRIC_NAMES  # the similarity measures a clustering can use


@dataclass(frozen=True, eq=False)
class ClusteringView:
    """A stored clustering with what the views need, computed off the GUI thread."""

    clustering: object  # jobs.clustering.StoredClustering
    cut: object | None  # cluster.Clustering at the stored threshold (FPC: as assigned)
    geometry: object | None  # plots.dendrogram_layout.DendrogramGeometry
    sweep: tuple[np.ndarray, np.ndarray] | None  # thresholds, number of clusters at each
    urls: dict

    def cut_at(self, threshold: float):
        """The flat clusters at ``threshold`` (None without a merge tree)."""
        c = self.clustering
        if c.tree is None:
            return None
        return cut(c.tree, threshold, c.distances)

    def distances(self, rows, cols) -> np.ndarray:
        """Distances between pages ``rows`` and pages ``cols`` (indices into page_ids), a
        float32 block with 0 where a page meets itself."""
        d = self.clustering.distances
        if d.n < 2:  # a crawl of one kept page: no pair, the page meets only itself
            return np.zeros((len(rows), len(cols)), dtype=np.float32)
        i = np.asarray(rows, dtype=np.int64)[:, None]
        j = np.asarray(cols, dtype=np.int64)[None, :]
        same = i == j
        safe_j = np.where(same, (i + 1) % max(d.n, 2), j)
        out = d.condensed[condensed_index(d.n, i, safe_j)]
        return np.where(same, 0.0, out).astype(np.float32)


def prepare_view(project: Project, clustering) -> ClusteringView | None:
    if clustering is None:
        return None
    urls = page_urls(project)
    tree = clustering.tree
    if tree is None:  # FPC: its clusters as assigned, no tree to draw or re-cut
        flat = flat_clusters(clustering.labels, clustering.medoids,
                             clustering.distance_to_medoid, clustering.threshold)
        return ClusteringView(clustering, flat, None, None, urls)
    tree.merges_at(clustering.threshold)  # warms the tree's cached layout and heights
    geometry = dendrogram_layout(tree.as_linkage(), tree.n_leaves, tree.leaf_order)
    flat = cut(tree, clustering.threshold, clustering.distances)
    thresholds = np.linspace(0.0, 1.0, SWEEP_POINTS)
    counts = np.array([k for _, k in sweep(tree, thresholds)], dtype=np.float64)
    return ClusteringView(clustering, flat, geometry, (thresholds, counts), urls)


def load_clustering_task(project_path: Path) -> Task:
    def run(reporter: Reporter):
        reporter.advance("opening", 0, 1)
        with Project(project_path) as project:
            return prepare_view(project, current_clustering(project))
    return run


def cluster_task(project_path: Path, options: ClusterOptions, workers: int | None) -> Task:
    """Cluster at the project's saved threshold if it has one (the engine reuses the stored
    merge tree when the pages did not change: then this is a re-cut), else where the options
    cut a new tree (the shipped: its suggested threshold). In a worker process
    (process.py): preparing pages and building the tree hold the interpreter."""
    return in_worker_process(cluster_pages, project_path, options, workers)


def cluster_pages(project_path: Path, options: ClusterOptions, workers: int | None,
                  reporter: Reporter) -> ClusteringView | None:
    with Project(project_path) as project:
        previous = current_clustering(project)
        chosen = (replace(options, threshold=previous.threshold, cut="fixed") if previous
                  else options)
        return prepare_view(project, cluster_project(project, chosen, reporter, workers))


def recut_task(project_path: Path, threshold: float) -> Task:
    """Save a threshold (the engine's ``recut``; run on the serial writer, in order)."""
    def run(reporter: Reporter):
        with Project(project_path) as project:
            recut(project, threshold)
        return threshold
    return run
