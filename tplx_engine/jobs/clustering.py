"""The clustering job: a project's kept pages -> its current clustering (SPEC §3-4).

Reads the merged sequences that preprocessing stored, computes pairwise distances and the full
merge tree once (``cluster.cluster_features``), cuts it at the threshold, and stores tree,
distances and cut, so that any other threshold is a re-cut (``recut``) with no distance
recomputed. Crawls larger than ``max_pairwise_pages`` (or ``method='fpc'``) go through FPC
instead (``jobs.fpc``). :func:`current_clustering` is the one way to read what is stored.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from ..cluster import (
    MergeTree,
    PairwiseResult,
    SuggestedThreshold,
    bounds_for,
    cluster_features,
    cut,
    suggest_threshold,
)
from ..cluster.duplicates import distinct_index, sequence_key
from ..config import ClusterOptions, EngineConfig, load_config
from ..errors import TplxError
from ..model import MergedSequence, PageStatus
from ..progress import SILENT, Reporter
from ..similarity import get_metric
from ..store import clusterings, pages
from ..store.pages import StoredPage
from ..store.project import Project
from .fpc import cluster_fpc


@dataclass(frozen=True, eq=False)
class StoredClustering:
    """The project's current clustering: what the template stage and the GUI read."""

    id: int
    threshold: float
    metric: str
    metric_params: dict
    method: str
    page_ids: tuple[str, ...]
    labels: np.ndarray  # int32 per page: cluster label (clusters numbered by size, largest first)
    medoids: np.ndarray  # int32 per cluster: index into page_ids
    distance_to_medoid: np.ndarray | None  # float32 per page (FPC: distance to the centre)
    tree: MergeTree | None  # pairwise methods: re-cut at any threshold
    distances: PairwiseResult | None
    model: dict | None  # FPC model (method 'fpc')
    sequences_key: str = ""  # which page sequences were clustered (reuse check)
    seconds: float = 0.0

    @property
    def n_clusters(self) -> int:
        return int(self.medoids.shape[0])

    def members(self, label: int) -> np.ndarray:
        return np.flatnonzero(self.labels == label)

    @property
    def suggested(self) -> SuggestedThreshold | None:
        """The threshold the merge tree suggests (its largest gap; ``cluster.suggest``), or None
        for FPC, which has no tree."""
        return None if self.tree is None else suggested_for(self.tree, self.metric)


# What an FPC clustering records as its measure: page features, not a sequence similarity
FPC_METRIC = "fpc-features"


def sequences_key(kept: Sequence[StoredPage]) -> str:
    """Which page sequences were clustered: their ids and the stamps of their rows (a stored
    tree is reused only for the same key)."""
    text = json.dumps([(p.page_id, (p.size, p.mtime_ns, p.options_key)) for p in kept])
    return hashlib.sha1(text.encode()).hexdigest()[:16]


def _kept_pages(project: Project):
    kept = [p for p in pages.read(project, PageStatus.DETAIL, with_sequences=True,
                                  with_records=False)
            if p.merged is not None]  # metrics read tokens and depths only
    if not kept:
        raise TplxError("no detail pages in the project: run tplx inspect on a crawl first "
                        "(or every page was filtered out; tplx inspect says why)")
    return kept


def cluster_project(project: Project, options: ClusterOptions, reporter: Reporter = SILENT,
                    workers: int | None = None, config: EngineConfig | None = None
                    ) -> StoredClustering:
    """Cluster the project's kept pages and make the result the project's current clustering.

    Reuses the stored merge tree when the same pages were clustered with the same metric and
    method before: then only the cut changes. ``config`` (for reading pages: FPC features) defaults
    to the shipped and user configuration.
    """
    config = config or load_config()
    started = time.perf_counter()
    kept = _kept_pages(project)
    page_ids = [p.page_id for p in kept]
    key = sequences_key(kept)
    method = options.method
    if method != "fpc" and len(kept) > options.max_pairwise_pages:
        method = "fpc"
    previous = current_clustering(project)
    if (method != "fpc" and previous is not None and previous.sequences_key == key
            and previous.metric == options.metric and previous.method == method
            and previous.tree is not None):
        return _recut(project, previous, first_cut(previous.tree, options))
    if method == "fpc":
        fpc_ids, labels, medoids, distance, model = cluster_fpc(project, kept, config, options,
                                                                reporter, workers)
        readable = set(fpc_ids)
        clusterings.save(project, FPC_METRIC, "fpc",
                         sequences_key([p for p in kept if p.page_id in readable]), fpc_ids,
                         None, None, model, options.fpc_threshold,
                         _cut_arrays(labels, medoids, distance))
        return _with_seconds(current_clustering(project), time.perf_counter() - started)
    skip = options.skip_above if options.skip_above is not None and options.skip_above < 1 else None
    distances, tree = cluster_sequences([p.merged for p in kept], options.metric, method=method,
                                        skip_above=skip, workers=workers, reporter=reporter)
    threshold = first_cut(tree, options)
    flat = cut(tree, threshold, distances)
    seconds = time.perf_counter() - started
    clusterings.save(project, options.metric, method, key, page_ids, tree.to_arrays(),
                     distances.to_arrays(), None, threshold,
                     _cut_arrays(flat.labels, flat.medoids, flat.distance_to_medoid))
    return _with_seconds(current_clustering(project), seconds)


def first_cut(tree: MergeTree, options: ClusterOptions) -> float:
    """The threshold a new clustering is cut at: the tree's suggested one (``options.cut`` =
    'suggested'), else ``options.threshold``."""
    if options.cut == "suggested" and tree.n_leaves > 1:
        return suggested_for(tree, options.metric).threshold
    return options.threshold


def suggested_for(tree: MergeTree, metric: str) -> SuggestedThreshold:
    """The threshold ``tree`` suggests, searched where ``metric``'s distances put gaps."""
    return suggest_threshold(tree, *bounds_for(metric))


def cluster_sequences(sequences: Sequence[MergedSequence], metric: str,
                      metric_params: dict | None = None, *, method: str = "medoid",
                      skip_above: float | None = None, workers: int | None = None,
                      reporter: Reporter = SILENT) -> tuple[PairwiseResult, MergeTree]:
    """Distances and merge tree of merged sequences (the pages of a crawl, or of the pool):
    each distinct sequence is prepared and compared once (``cluster.duplicates``)."""
    measure = get_metric(metric, **(metric_params or {}))
    feature_of, first = distinct_index([sequence_key(m.tokens, m.depths) for m in sequences])
    features = [measure.prepare(sequences[i]) for i in first]
    return cluster_features(features, metric, metric_params, method=method,
                            skip_above=skip_above, workers=workers, reporter=reporter,
                            feature_of=feature_of)


def _cut_arrays(labels: np.ndarray, medoids: np.ndarray, to_medoid: np.ndarray | None
                ) -> dict[str, np.ndarray]:
    arrays = {"labels": labels.astype(np.int32), "medoids": medoids.astype(np.int32)}
    if to_medoid is not None:
        arrays["distance_to_medoid"] = to_medoid.astype(np.float32)
    return arrays


def recut(project: Project, threshold: float) -> StoredClustering:
    """Move the current clustering's threshold: a cut of the stored tree, nothing recomputed."""
    current = current_clustering(project)
    if current is None:
        raise TplxError("the project has no clustering yet: run tplx cluster first")
    return _recut(project, current, threshold)


def _recut(project: Project, current: StoredClustering, threshold: float) -> StoredClustering:
    if current.tree is None:
        raise TplxError(f"a {current.method} clustering has no merge tree to re-cut; "
                        "run tplx cluster again with the new threshold")
    started = time.perf_counter()
    flat = cut(current.tree, threshold, current.distances)
    clusterings.save_cut(project, current.id, threshold,
                         _cut_arrays(flat.labels, flat.medoids, flat.distance_to_medoid))
    result = replace(current, threshold=threshold, labels=flat.labels, medoids=flat.medoids,
                     distance_to_medoid=flat.distance_to_medoid)
    return _with_seconds(result, time.perf_counter() - started)


def _with_seconds(c: StoredClustering | None, seconds: float) -> StoredClustering:
    assert c is not None  # just saved
    return replace(c, seconds=seconds)


def current_clustering(project: Project, with_distances: bool = True
                       ) -> StoredClustering | None:
    """The project's current clustering with its cut, or None before ``tplx cluster``;
    ``with_distances`` False: without the pairwise distances (``distances`` None)."""
    row = clusterings.current(project, with_distances)
    if row is None:
        return None
    cut_arrays = row.cut
    return StoredClustering(
        id=row.id, threshold=row.threshold, metric=row.metric, metric_params=row.metric_params,
        method=row.method, page_ids=row.page_ids, labels=cut_arrays["labels"],
        medoids=cut_arrays["medoids"], distance_to_medoid=cut_arrays.get("distance_to_medoid"),
        tree=None if row.tree is None else MergeTree.from_arrays(row.tree, row.method),
        distances=(None if row.distances is None
                   else PairwiseResult.from_arrays(row.distances, row.metric)),
        model=row.model, sequences_key=row.sequences_key)


def cluster_summary_rows(c: StoredClustering) -> list[dict[str, Any]]:
    """Per cluster: size, medoid page, cohesion (mean distance of members to the medoid)."""
    rows = []
    for label in range(c.n_clusters):
        members = c.members(label)
        to_medoid = (c.distance_to_medoid[members] if c.distance_to_medoid is not None
                     else np.zeros(len(members)))
        others = to_medoid[members != c.medoids[label]]
        rows.append({"cluster": label, "size": len(members),
                     "medoid": c.page_ids[int(c.medoids[label])],
                     "cohesion": float(others.mean()) if len(others) else 0.0})
    return rows
