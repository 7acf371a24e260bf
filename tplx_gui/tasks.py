"""Engine jobs as the worker runs them: ``task(reporter) -> result``, no Qt.

Each task opens its own ``Project`` (sqlite connections belong to the thread that opened
them; the GUI thread keeps its own for reads and small writes) and closes it when done, so a
cancelled job leaves exactly what the engine saved before the ``Cancelled``.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from tplx_engine.config import ClusterOptions, EngineConfig
from tplx_engine.progress import Reporter
from tplx_engine.store import pages
from tplx_engine.store.project import Project

Task = Callable[[Reporter], object]


def preprocess_task(project_path: Path, crawl: Path, config: EngineConfig,
                    workers: int | None) -> Task:
    def run(reporter: Reporter):
        from tplx_engine.jobs.preprocess import preprocess_crawl

        with Project(project_path) as project:
            return preprocess_crawl(crawl, project, config, reporter, workers)
    return run


@dataclass(frozen=True, eq=False)
class ClusteringView:
    """A stored clustering with what the views need computed off the GUI thread: the cut at
    its threshold, the dendrogram geometry, the tree's cached layout, the page URLs."""

    clustering: object  # clustering.StoredClustering
    cut: object | None  # cluster.Clustering (None for FPC: no tree)
    geometry: object | None  # plots.dendrogram_layout.DendrogramGeometry
    urls: dict


def prepare_view(project: Project, clustering) -> ClusteringView | None:
    if clustering is None:
        return None
    from tplx_engine.cluster import cut

    from .plots.dendrogram_layout import dendrogram_layout

    urls = pages.urls(project)
    tree = clustering.tree
    if tree is None:
        return ClusteringView(clustering, None, None, urls)
    tree.merges_at(clustering.threshold)  # warms the tree's cached layout and heights
    geometry = dendrogram_layout(tree.as_linkage(), tree.n_leaves, tree.leaf_order)
    flat = cut(tree, clustering.threshold, clustering.distances)
    return ClusteringView(clustering, flat, geometry, urls)


def load_clustering_task(project_path: Path) -> Task:
    def run(reporter: Reporter):
        from tplx_engine.jobs.clustering import current_clustering

        reporter.advance("opening", 0, 1)
        with Project(project_path) as project:
            return prepare_view(project, current_clustering(project))
    return run


def cluster_task(project_path: Path, options: ClusterOptions, workers: int | None) -> Task:
    """Cluster at the project's saved threshold if it has one (the engine reuses the stored
    merge tree when the pages did not change: then this is a re-cut)."""
    def run(reporter: Reporter):
        from dataclasses import replace

        from tplx_engine.jobs.clustering import cluster_project, current_clustering

        with Project(project_path) as project:
            previous = current_clustering(project)
            chosen = replace(options, threshold=previous.threshold) if previous else options
            return prepare_view(project, cluster_project(project, chosen, reporter, workers))
    return run


def recut_task(project_path: Path, threshold: float) -> Task:
    """Save a threshold (the engine's ``recut``; run on the serial writer, in order)."""
    def run(reporter: Reporter):
        from tplx_engine.jobs.clustering import recut

        with Project(project_path) as project:
            recut(project, threshold)
        return threshold
    return run


def build_templates_task(project_path: Path, config: EngineConfig) -> Task:
    def run(reporter: Reporter):
        from tplx_engine.jobs.clustering import current_clustering
        from tplx_engine.jobs.templates import build_templates

        with Project(project_path) as project:
            clustering = current_clustering(project)
            if clustering is None:
                from tplx_engine.errors import TplxError
                raise TplxError("cluster the pages before building templates")
            return build_templates(project, clustering, config, reporter=reporter)
    return run


@dataclass(frozen=True)
class ClusterResults:
    """Extraction results of one cluster's pages with its template (the results table)."""

    template_id: str
    fields: tuple[str, ...]
    results: tuple  # PageResult per page, in the order asked


def cluster_results_task(template, labels: Sequence, crawl_root: Path, page_ids: Sequence[str],
                         config: EngineConfig) -> Task:
    def run(reporter: Reporter):
        from tplx_engine.jobs.extraction import extract_members

        fields = tuple(dict.fromkeys(label.field for label in labels))
        results = extract_members(template, labels, crawl_root, page_ids, config, reporter)
        return ClusterResults(template.id, fields, tuple(results))
    return run


def export_task(project_path: Path, crawl_root: Path, output: Path, fmt: str,
                config: EngineConfig, workers: int | None, *,
                fields: Sequence[str] | None = None,
                template_ids: Sequence[str] | None = None) -> Task:
    """Extract the crawl to ``output``; ``fields``/``template_ids`` None mean everything."""
    fields = None if fields is None else tuple(fields)
    template_ids = None if template_ids is None else tuple(template_ids)

    def run(reporter: Reporter):
        from tplx_engine.jobs.extraction import extract_crawl

        with Project(project_path) as project:
            return extract_crawl(project, crawl_root, output, fmt, config,
                                 workers=max(1, workers or os.cpu_count() or 1),
                                 fields=fields, template_ids=template_ids,
                                 reporter=reporter)
    return run


def suggest_task(project_path: Path, config: EngineConfig) -> Task:
    """Run the template-free extractors on every template's sample and store the proposals
    (tplx_engine/suggest.py); a cancelled run changes nothing (one transaction at the end)."""
    def run(reporter: Reporter):
        from tplx_engine.jobs.suggestions import suggest_project

        with Project(project_path) as project:
            return suggest_project(project, config, reporter)
    return run


def discover_task(project_path: Path, config: EngineConfig) -> Task:
    """Cluster the pool (pages the last export found no template for) into new templates."""
    def run(reporter: Reporter):
        from tplx_engine.jobs.templates import discover

        with Project(project_path) as project:
            return discover(project, config, reporter=reporter)
    return run
