"""Clustering stage: kept pages of a project -> clusters saved in the project (SPEC §3-4).

Reads the merged sequences that preprocessing stored, computes pairwise distances and the full
merge tree once, cuts it at the threshold, and saves tree, distances and cut, so that any other
threshold is a re-cut (``recut``) with no distance recomputed. Crawls larger than
``max_pairwise_pages`` (or ``method='fpc'``) go through FPC instead.
"""

from __future__ import annotations

import hashlib
import io
import json
import time
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from ..cluster import MergeTree, PairwiseResult, cluster_features, cut
from ..cluster.duplicates import distinct_index, sequence_key
from ..config import ClusterOptions, EngineConfig, load_config
from ..errors import TplxError
from ..model import PageStatus
from ..progress import SILENT, Reporter
from ..store.project import Project


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


def _blob(arrays: dict[str, np.ndarray]) -> bytes:
    buffer = io.BytesIO()
    np.savez(buffer, **arrays)
    return buffer.getvalue()


def _arrays(blob: bytes | None) -> dict[str, np.ndarray] | None:
    if blob is None:
        return None
    with np.load(io.BytesIO(blob), allow_pickle=False) as data:
        return {k: data[k] for k in data.files}


def sequences_key(page_ids: list[str], project: Project) -> str:
    stamps = project.page_stamps()
    text = json.dumps([(p, stamps[p]) for p in page_ids])
    return hashlib.sha1(text.encode()).hexdigest()[:16]


def _kept_pages(project: Project):
    pages = [p for p in project.pages(PageStatus.DETAIL, with_sequences=True, with_records=False)
             if p.merged is not None]  # metrics read tokens and depths only
    if not pages:
        raise TplxError("no detail pages in the project: run tplx inspect on a crawl first "
                        "(or every page was filtered out; tplx inspect says why)")
    return pages


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
    pages = _kept_pages(project)
    page_ids = [p.page_id for p in pages]
    key = sequences_key(page_ids, project)
    method = options.method
    if method != "fpc" and len(pages) > options.max_pairwise_pages:
        method = "fpc"
    previous = load_current(project)
    if (method != "fpc" and previous is not None and previous.sequences_key == key
            and previous.metric == options.metric and previous.method == method
            and previous.tree is not None):
        return recut(project, options.threshold)
    if method == "fpc":
        return _cluster_with_fpc(project, pages, config, options, reporter, workers, started)
    from ..similarity import get_metric

    metric = get_metric(options.metric)
    feature_of, first_page = distinct_index(
        [sequence_key(p.merged.tokens, p.merged.depths) for p in pages])
    features = [metric.prepare(pages[i].merged) for i in first_page]  # once per distinct page
    skip = options.skip_above if options.skip_above is not None and options.skip_above < 1 else None
    distances, tree = cluster_features(features, options.metric, method=method, skip_above=skip,
                                       workers=workers, reporter=reporter, feature_of=feature_of)
    flat = cut(tree, options.threshold, distances)
    seconds = time.perf_counter() - started
    _save(project, options.metric, method, key, page_ids, _blob(_tree_arrays(tree)),
          _blob(_distance_arrays(distances)), None, options.threshold, flat.labels,
          flat.medoids, flat.distance_to_medoid)
    result = load_current(project)
    assert result is not None
    return _with_seconds(result, seconds)


def _save(project: Project, metric: str, method: str, key: str, page_ids: list[str],
          tree: bytes | None, distances: bytes | None, model: str | None, threshold: float,
          labels: np.ndarray, medoids: np.ndarray, to_medoid: np.ndarray) -> int:
    """Store a clustering with its cut and make it the current one."""
    with project.transaction() as db:
        db.execute("UPDATE clusterings SET is_current=0")
        cursor = db.execute(
            "INSERT INTO clusterings (created, metric, metric_params, method, sequences_key, "
            "page_ids, tree, distances, model, is_current) VALUES (?,?,?,?,?,?,?,?,?,1)",
            (time.time(), metric, "{}", method, key, json.dumps(page_ids), tree, distances,
             model))
        _save_cut(db, cursor.lastrowid, threshold, labels, medoids, to_medoid)
        return cursor.lastrowid


def _save_cut(db, clustering_id: int, threshold: float, labels: np.ndarray,
              medoids: np.ndarray, to_medoid: np.ndarray | None) -> None:
    db.execute("INSERT OR REPLACE INTO clustering_cuts VALUES (?,?,?,?,?)",
               (clustering_id, threshold, labels.astype("<i4").tobytes(),
                medoids.astype("<i4").tobytes(),
                None if to_medoid is None else to_medoid.astype("<f4").tobytes()))


def _cluster_with_fpc(project, pages, config, options, reporter, workers, started):
    from .fpc import cluster_fpc

    page_ids, labels, medoids, distance, model = cluster_fpc(project, pages, config, options,
                                                             reporter, workers)
    key = sequences_key(page_ids, project)
    _save(project, "fpc-features", "fpc", key, page_ids, None, None, json.dumps(model),
          options.fpc_threshold, labels, medoids, distance)
    result = load_current(project)
    assert result is not None
    return _with_seconds(result, time.perf_counter() - started)


def recut(project: Project, threshold: float) -> StoredClustering:
    """Move the current clustering's threshold: a cut of the stored tree, nothing recomputed."""
    current = load_current(project)
    if current is None:
        raise TplxError("the project has no clustering yet: run tplx cluster first")
    if current.tree is None:
        raise TplxError(f"a {current.method} clustering has no merge tree to re-cut; "
                        "run tplx cluster again with the new threshold")
    started = time.perf_counter()
    flat = cut(current.tree, threshold, current.distances)
    with project.transaction() as db:
        _save_cut(db, current.id, threshold, flat.labels, flat.medoids, flat.distance_to_medoid)
    result = replace(current, threshold=threshold, labels=flat.labels, medoids=flat.medoids,
                     distance_to_medoid=flat.distance_to_medoid)
    return _with_seconds(result, time.perf_counter() - started)


def _with_seconds(c: StoredClustering, seconds: float) -> StoredClustering:
    return replace(c, seconds=seconds)


def _tree_arrays(tree: MergeTree) -> dict[str, np.ndarray]:
    return {"n_leaves": np.array([tree.n_leaves]), "left": tree.left, "right": tree.right,
            "distance": tree.distance, "size": tree.size, "medoid": tree.medoid,
            "cohesion": tree.cohesion}


def _distance_arrays(d: PairwiseResult) -> dict[str, np.ndarray]:
    arrays = {"n": np.array([d.n]), "condensed": d.condensed,
              "n_skipped": np.array([d.n_skipped]),
              "skip_above": np.array([np.nan if d.skip_above is None else d.skip_above])}
    if d.skipped_bits is not None:
        arrays["skipped_bits"] = d.skipped_bits
    return arrays


def load_current(project: Project) -> StoredClustering | None:
    row = project.db.execute(
        "SELECT c.id, k.threshold, c.metric, c.metric_params, c.method, c.sequences_key, "
        "c.page_ids, c.tree, c.distances, c.model, k.labels, k.medoids, k.distance_to_medoid "
        "FROM clusterings c JOIN clustering_cuts k ON k.clustering_id = c.id "
        "WHERE c.is_current=1 ORDER BY c.id DESC LIMIT 1").fetchone()
    if row is None:
        return None
    (cid, threshold, metric, params, method, key, page_ids, tree_blob, dist_blob, model,
     labels, medoids, to_medoid) = row
    tree = None
    t = _arrays(tree_blob)
    if t is not None:
        tree = MergeTree(int(t["n_leaves"][0]), t["left"], t["right"], t["distance"], t["size"],
                         t["medoid"], t["cohesion"], method)
    distances = None
    d = _arrays(dist_blob)
    if d is not None:
        skip = float(d["skip_above"][0])
        distances = PairwiseResult(int(d["n"][0]), d["condensed"], metric, (),
                                   None if np.isnan(skip) else skip, int(d["n_skipped"][0]),
                                   d.get("skipped_bits"))
    return StoredClustering(
        id=cid, threshold=threshold, metric=metric, metric_params=json.loads(params),
        method=method, page_ids=tuple(json.loads(page_ids)),
        labels=np.frombuffer(labels, dtype="<i4").astype(np.int32),
        medoids=np.frombuffer(medoids, dtype="<i4").astype(np.int32),
        distance_to_medoid=(np.frombuffer(to_medoid, dtype="<f4").astype(np.float32)
                            if to_medoid is not None else None),
        tree=tree, distances=distances, model=json.loads(model) if model else None,
        sequences_key=key)


def cluster_summary_rows(c: StoredClustering) -> list[dict[str, Any]]:
    """Per cluster: size, medoid page, cohesion (mean distance of members to the medoid)."""
    rows = []
    for label in range(c.n_clusters):
        members = c.members(label)
        to_medoid = (c.distance_to_medoid[members] if c.distance_to_medoid is not None
                     else np.zeros(len(members)))
        others = to_medoid[members != c.medoids[label]]
        rows.append({"cluster": label, "size": int(len(members)),
                     "medoid": c.page_ids[int(c.medoids[label])],
                     "cohesion": float(others.mean()) if len(others) else 0.0})
    return rows
