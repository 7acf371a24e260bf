"""The clusterings of a project (one is current), their cuts, and the pages' FPC features.

A clustering row keeps what is costly to compute (merge tree, distances, or the FPC model) and
its cut (threshold, labels, medoids) lives in a small table of its own, rewritten whenever the
analyst moves the threshold. Arrays are stored as ``codec`` blobs, here as named arrays; the
clustering job turns them into the cluster stage's values.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np

from . import codec
from .project import Project


@dataclass(frozen=True, eq=False)
class ClusteringRow:
    id: int
    metric: str
    metric_params: dict
    method: str
    sequences_key: str  # fingerprint of the page sequences clustered (reuse check)
    page_ids: tuple[str, ...]
    tree: dict[str, np.ndarray] | None  # merge tree arrays (pairwise methods)
    distances: dict[str, np.ndarray] | None  # condensed distances and skipped pairs
    model: dict | None  # FPC model (method 'fpc')
    threshold: float  # the cut
    cut: dict[str, np.ndarray]  # labels, medoids [, distance_to_medoid]


def save(project: Project, metric: str, method: str, sequences_key: str, page_ids: list[str],
         tree: dict[str, np.ndarray] | None, distances: dict[str, np.ndarray] | None,
         model: dict | None, threshold: float, cut: dict[str, np.ndarray]) -> int:
    """Store a clustering with its cut and make it the current one; returns its id."""
    with project.transaction() as db:
        db.execute("UPDATE clusterings SET is_current=0")
        cursor = db.execute(
            "INSERT INTO clusterings (created, metric, metric_params, method, sequences_key, "
            "page_ids, tree, distances, model, is_current) VALUES (?,?,?,?,?,?,?,?,?,1)",
            (time.time(), metric, "{}", method, sequences_key, json.dumps(page_ids),
             None if tree is None else codec.pack(tree),
             None if distances is None else codec.pack(distances),
             None if model is None else json.dumps(model)))
        _save_cut(db, cursor.lastrowid, threshold, cut)
        return cursor.lastrowid


def save_cut(project: Project, clustering_id: int, threshold: float,
             cut: dict[str, np.ndarray]) -> None:
    with project.transaction() as db:
        _save_cut(db, clustering_id, threshold, cut)


def _save_cut(db, clustering_id: int, threshold: float, cut: dict[str, np.ndarray]) -> None:
    db.execute("INSERT OR REPLACE INTO clustering_cuts VALUES (?,?,?)",
               (clustering_id, threshold, codec.pack(cut)))


def current(project: Project, with_distances: bool = True) -> ClusteringRow | None:
    """The current clustering; ``with_distances`` False leaves the pairwise distances (n²/2
    numbers: 800 MB at 20,000 pages) unread, for callers that need only the cut."""
    distances = "c.distances" if with_distances else "NULL"
    row = project.db.execute(
        "SELECT c.id, c.metric, c.metric_params, c.method, c.sequences_key, c.page_ids, c.tree, "
        f"{distances}, c.model, k.threshold, k.cut FROM clusterings c "
        "JOIN clustering_cuts k ON k.clustering_id = c.id "
        "WHERE c.is_current=1 ORDER BY c.id DESC LIMIT 1").fetchone()
    if row is None:
        return None
    (cid, metric, params, method, key, page_ids, tree, distances, model, threshold, cut) = row
    return ClusteringRow(cid, metric, json.loads(params), method, key,
                         tuple(json.loads(page_ids)),
                         None if tree is None else codec.unpack(tree),
                         None if distances is None else codec.unpack(distances),
                         None if model is None else json.loads(model), threshold,
                         codec.unpack(cut))


# -- FPC features ------------------------------------------------------------------------------

def features(project: Project) -> dict[str, tuple[str, dict[str, np.ndarray] | None]]:
    """page id -> (options key the features were computed with, their arrays or None)."""
    return {r[0]: (r[1], None if r[2] is None else codec.unpack(r[2]))
            for r in project.db.execute("SELECT page_id, options_key, features FROM page_features")}


def save_features(project: Project,
                  rows: Iterable[tuple[str, str, dict[str, np.ndarray] | None]]) -> None:
    """(page id, options key, feature arrays or None when the page could not be read)."""
    with project.transaction() as db:
        db.executemany("INSERT OR REPLACE INTO page_features VALUES (?, ?, ?)",
                       [(pid, key, None if arrays is None else codec.pack(arrays))
                        for pid, key, arrays in rows])
