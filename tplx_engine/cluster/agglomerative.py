"""Threshold-stopped agglomerative clustering with medoid centres (SPEC §4; 000 §4.3, algorithm 3).

Source: every page starts as its own cluster; repeatedly merge the two closest clusters, where the
distance between clusters is the distance between their centres and a centre is the medoid (the
member with the least summed distance to the other members); stop when the closest pair is farther
than the threshold.

How this module departs from / extends the source:
- The merging runs to the end once (all n-1 merges) and is kept as an immutable ``MergeTree``; a
  threshold is applied afterwards by ``cut`` (SPEC §4: "a dendrogram cut, not a recomputation").
  Medoid linkage is not monotone (a new medoid can be closer to a third cluster than the merge that
  created it), so the merge distances can go down. Threshold-stopped clustering at t stops at the
  first merge whose distance exceeds t; ``cut`` therefore keeps the longest prefix of merges whose
  distances are all <= t, i.e. the merges whose running maximum ("height") is <= t. The result is
  exactly what the source's algorithm returns at t (tested against a from-scratch reference).
- Ties are broken deterministically: among equally close pairs the one whose clusters' smallest page
  indices are lexicographically smallest merges first; among equally central members the smallest
  page index is the medoid. Summed distances are accumulated in float64.
- Thresholds are compared in float32, the precision of the distances (0.1 includes float32(0.1)).
- ``method='average'`` (UPGMA, via scipy) is offered as an alternative linkage; medoids and cohesion
  are recorded for its clusters too.
Efficiency: nearest-neighbour lists over cluster slots with lazy repair (Müllner's generic
algorithm, 2011) and per-page summed distances updated with only the cross pairs of each merge, so
all medoid updates together read every pair once: O(n²) in total for typical inputs, in numba.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

import numpy as np

from ..progress import SILENT, Reporter
from .duplicates import expand
from .merge_kernels import init_nearest, medoid_merges, replay
from .pairwise import PairwiseResult, condensed_index, n_from_condensed, pairwise_distances

METHODS = ("medoid", "average")


@dataclass(frozen=True, eq=False)
class MergeTree:
    """The full merge history. Node ids follow scipy: pages are 0..n-1, merge k creates n+k.

    ``distance[k]`` is the linkage distance of merge k (medoid-to-medoid for 'medoid'), in merge
    order, possibly non-monotone; ``medoid[k]``/``cohesion[k]`` describe the cluster it creates
    (cohesion = mean distance of the other members to the medoid).
    """

    n_leaves: int
    left: np.ndarray  # int32, left < right
    right: np.ndarray  # int32
    distance: np.ndarray  # float64
    size: np.ndarray  # int32
    medoid: np.ndarray  # int32
    cohesion: np.ndarray  # float64
    method: str = "medoid"

    def __post_init__(self):
        kinds = {"left": np.int32, "right": np.int32, "distance": np.float64, "size": np.int32,
                 "medoid": np.int32, "cohesion": np.float64}
        for name, dtype in kinds.items():
            arr = np.array(getattr(self, name), dtype=dtype)  # a private copy, frozen below
            if arr.shape != (len(self.left),):
                raise ValueError(f"MergeTree.{name} must have one entry per merge")
            arr.flags.writeable = False
            object.__setattr__(self, name, arr)
        n, m = self.n_leaves, len(self.left)
        if m > max(n - 1, 0):
            raise ValueError(f"{m} merges for {n} pages")
        created = n + np.arange(m)
        if m and (np.any(self.left < 0) or np.any(self.left >= self.right)
                  or np.any(self.right >= created)
                  or np.unique(np.r_[self.left, self.right]).size != 2 * m):
            raise ValueError("MergeTree merges must join two existing, unmerged nodes "
                             "(left < right < n + k)")

    @property
    def n_merges(self) -> int:
        return int(self.left.shape[0])

    def to_arrays(self) -> dict[str, np.ndarray]:
        """The tree as named arrays (how the project stores it)."""
        return {"n_leaves": np.array([self.n_leaves]), "left": self.left, "right": self.right,
                "distance": self.distance, "size": self.size, "medoid": self.medoid,
                "cohesion": self.cohesion}

    @staticmethod
    def from_arrays(a: dict[str, np.ndarray], method: str) -> MergeTree:
        return MergeTree(int(a["n_leaves"][0]), a["left"], a["right"], a["distance"], a["size"],
                         a["medoid"], a["cohesion"], method)

    @cached_property
    def heights(self) -> np.ndarray:
        """Running maximum of the merge distances: merge k happens at every threshold >= it."""
        return np.maximum.accumulate(self.distance) if self.n_merges else self.distance

    def as_linkage(self, monotone: bool = True) -> np.ndarray:
        """scipy linkage matrix (float64, rows [left, right, height, size]) for dendrograms.

        monotone=True draws merges at ``heights``, so a horizontal line at t crosses exactly the
        clusters of ``cut(tree, t)``; False uses the raw (possibly decreasing) distances.
        """
        height = self.heights if monotone else self.distance
        return np.column_stack([self.left, self.right, height, self.size]).astype(np.float64)

    @cached_property
    def _layout(self) -> dict[str, np.ndarray]:
        """Per node (2n-1 ids): leaf-order range, the merge creating/consuming it, medoid, etc."""
        n, m = self.n_leaves, self.n_merges
        nodes = n + m
        size = np.ones(nodes, dtype=np.int64)
        size[n:] = self.size
        created = np.full(nodes, -1, dtype=np.int64)
        created[n:] = np.arange(m)
        consumed = np.full(nodes, m, dtype=np.int64)  # m = never consumed: a root
        consumed[self.left] = np.arange(m)
        consumed[self.right] = np.arange(m)
        start = np.zeros(nodes, dtype=np.int64)
        roots = np.flatnonzero(consumed == m)
        start[roots] = np.cumsum(size[roots]) - size[roots]
        left, right = self.left.tolist(), self.right.tolist()
        start_list, size_list = start.tolist(), size.tolist()
        for k in range(m - 1, -1, -1):  # parents before children: lay children side by side
            s = start_list[n + k]
            start_list[left[k]] = s
            start_list[right[k]] = s + size_list[left[k]]
        start = np.array(start_list, dtype=np.int64)
        leaf_order = np.empty(n, dtype=np.int64)
        leaf_order[start[:n]] = np.arange(n)
        smallest_list = list(range(nodes))
        for k in range(m):
            smallest_list[n + k] = min(smallest_list[left[k]], smallest_list[right[k]])
        smallest = np.array(smallest_list, dtype=np.int64)
        medoid = np.arange(nodes, dtype=np.int64)
        medoid[n:] = self.medoid
        cohesion = np.zeros(nodes)
        cohesion[n:] = self.cohesion
        return {"size": size, "created": created, "consumed": consumed, "start": start,
                "leaf_order": leaf_order, "smallest": smallest, "medoid": medoid,
                "cohesion": cohesion}

    @property
    def leaf_order(self) -> np.ndarray:
        """Pages in dendrogram order: every cluster of every cut is a contiguous run."""
        return self._layout["leaf_order"]

    @cached_property
    def _heights32(self) -> np.ndarray:
        return self.heights.astype(np.float32)  # rounding keeps the order: still sorted

    def merges_at(self, threshold: float) -> int:
        """How many merges threshold-stopped clustering at ``threshold`` performs.

        Compared in float32, the precision of the distances: a threshold of 0.1 includes pages
        stored at distance float32(0.1) = 0.10000000149.
        """
        return int(self.merges_at_many(np.array([threshold]))[0])

    def merges_at_many(self, thresholds: np.ndarray) -> np.ndarray:
        t = np.asarray(thresholds, dtype=np.float64)
        if np.any(np.isnan(t)):
            raise ValueError("threshold is NaN")
        with np.errstate(over="ignore"):  # beyond float32 range: inf, still ordered right
            t32 = t.astype(np.float32)
        return np.searchsorted(self._heights32, t32, side="right")


@dataclass(frozen=True, eq=False)
class Cluster:
    label: int
    members: np.ndarray  # int32 page indices, ascending
    medoid: int
    cohesion: float  # mean distance of the other members to the medoid (0 for a singleton)


@dataclass(frozen=True, eq=False)
class Clustering:
    """Flat clusters of a cut. Labels are numbered by size (largest first), then smallest page."""

    threshold: float
    n_merges: int
    labels: np.ndarray  # int32 per page
    medoids: np.ndarray  # int32 per cluster
    sizes: np.ndarray  # int32 per cluster
    cohesion: np.ndarray  # float64 per cluster
    distance_to_medoid: np.ndarray | None  # float32 per page; None when cut without distances
    member_order: np.ndarray  # int32: pages grouped by label, ascending within a label
    member_offsets: np.ndarray  # int64: members of label k = member_order[off[k]:off[k+1]]

    def __post_init__(self):
        for value in vars(self).values():
            if isinstance(value, np.ndarray):
                value.flags.writeable = False  # arrays made by cut, owned by this value

    @property
    def n_clusters(self) -> int:
        return int(self.sizes.shape[0])

    def members(self, label: int) -> np.ndarray:
        return self.member_order[self.member_offsets[label]:self.member_offsets[label + 1]]

    @cached_property
    def clusters(self) -> tuple[Cluster, ...]:
        return tuple(Cluster(k, self.members(k), int(self.medoids[k]), float(self.cohesion[k]))
                     for k in range(self.n_clusters))


def _as_condensed(distances: PairwiseResult | np.ndarray,
                  validate: bool = True) -> tuple[np.ndarray, int]:
    if isinstance(distances, PairwiseResult):
        return distances.condensed, distances.n
    arr = np.asarray(distances)
    if arr.ndim == 2:
        result = PairwiseResult.from_square(arr)
        return result.condensed, result.n
    if arr.ndim != 1:
        raise ValueError(f"distances must be condensed (1-D) or square (2-D), got {arr.ndim}-D")
    if arr.dtype not in (np.float32, np.float64):
        arr = arr.astype(np.float64)
    n = n_from_condensed(arr.shape[0])
    if validate and arr.size and (not np.all(np.isfinite(arr)) or arr.min() < 0):
        raise ValueError("distances must be finite and non-negative")
    return np.ascontiguousarray(arr), n


def cut(tree: MergeTree, threshold: float,
        distances: PairwiseResult | np.ndarray | None = None) -> Clustering:
    """The clusters of threshold-stopped clustering at ``threshold`` (merges with distance <= it).

    Without ``distances`` everything comes from the tree; with them (the matrix the tree was built
    from) the per-page distance to its medoid is filled in. No distance is recomputed.
    """
    n = tree.n_leaves
    m = tree.merges_at(threshold)
    lay = tree._layout
    tops = np.flatnonzero((lay["created"] < m) & (lay["consumed"] >= m))
    sizes = lay["size"][tops]
    rank = np.lexsort((lay["smallest"][tops], -sizes))  # rank[k] = index in tops of label k
    label_of_top = np.empty(tops.size, dtype=np.int32)
    label_of_top[rank] = np.arange(tops.size, dtype=np.int32)
    by_start = np.argsort(lay["start"][tops], kind="stable")
    labels = np.empty(n, dtype=np.int32)
    labels[lay["leaf_order"]] = np.repeat(label_of_top[by_start], sizes[by_start])
    medoids = lay["medoid"][tops][rank].astype(np.int32)
    sizes_by_label = sizes[rank].astype(np.int32)
    to_medoid = None
    if distances is not None:
        to_medoid = _distances_to(distances, medoids[labels])
    order = np.argsort(labels, kind="stable").astype(np.int32)
    offsets = np.concatenate([[0], np.cumsum(sizes_by_label, dtype=np.int64)])
    return Clustering(float(threshold), m, labels, medoids, sizes_by_label,
                      lay["cohesion"][tops][rank], to_medoid, order, offsets)


def flat_clusters(labels: np.ndarray, medoids: np.ndarray, distance_to_medoid: np.ndarray | None,
                  threshold: float) -> Clustering:
    """The clusters of a clustering that has no merge tree (FPC: pages assigned to centres), as
    a cut gives them: ``labels`` numbered by size, largest first, as stored; cohesion is the
    mean distance of the other members to the medoid, as in the tree."""
    labels = np.asarray(labels, dtype=np.int32)
    medoids = np.asarray(medoids, dtype=np.int32)
    k = medoids.shape[0]
    sizes = np.bincount(labels, minlength=k).astype(np.int32)
    cohesion = np.zeros(k)
    to_medoid = None
    if distance_to_medoid is not None:
        to_medoid = np.asarray(distance_to_medoid, dtype=np.float32)
        own = np.zeros(labels.shape[0], dtype=bool)
        own[medoids] = True
        others = np.bincount(labels, weights=np.where(own, 0.0, to_medoid), minlength=k)
        cohesion = others / np.maximum(sizes - 1, 1)
    order = np.argsort(labels, kind="stable").astype(np.int32)
    offsets = np.concatenate([[0], np.cumsum(sizes, dtype=np.int64)])
    return Clustering(float(threshold), 0, labels, medoids, sizes, cohesion, to_medoid, order,
                      offsets)


def _distances_to(distances: PairwiseResult | np.ndarray, targets: np.ndarray) -> np.ndarray:
    """Distance from every page i to page targets[i], read from the matrix (no validation here:
    that is O(n²) and a cut runs on every threshold drag)."""
    n = targets.size
    matrix = distances.condensed if isinstance(distances, PairwiseResult) else np.asarray(distances)
    if matrix.ndim == 2:
        if matrix.shape != (n, n):
            raise ValueError(f"distances are for {matrix.shape[0]} pages, the tree for {n}")
        return matrix[np.arange(n), targets].astype(np.float32)
    if matrix.shape != (n * (n - 1) // 2,) or (n == 0 and matrix.size):
        raise ValueError(f"distances are for {n_from_condensed(matrix.size)} pages, "
                         f"the tree for {n}")
    out = np.zeros(n, dtype=np.float32)
    others = np.flatnonzero(np.arange(n) != targets)
    out[others] = matrix[condensed_index(n, others, targets[others])]
    return out


def sweep(tree: MergeTree, thresholds: Sequence[float]) -> list[tuple[float, int]]:
    """(threshold, number of clusters) for each threshold, from the one tree."""
    t = np.asarray(thresholds, dtype=np.float64)
    merged = tree.merges_at_many(t)
    return [(float(x), int(tree.n_leaves - k)) for x, k in zip(t, merged)]


def cluster(distances: PairwiseResult | np.ndarray, method: str = "medoid",
            reporter: Reporter = SILENT) -> MergeTree:
    """Run all merges once (progress stage 'clustering'); cut the tree with ``cut``."""
    if method not in METHODS:
        raise ValueError(f"unknown linkage method {method!r}; choose one of {METHODS}")
    condensed, n = _as_condensed(distances)
    if n < 2:
        empty = np.zeros(0)
        return MergeTree(n, empty, empty, empty, empty, empty, empty, method)
    state = _MergeState(n)
    if method == "medoid":
        state.start_medoid_linkage(condensed)
        step = max(64, (n - 1) // 50)  # slices of merges: progress and cancellation in between
        for k in range(0, n - 1, step):
            reporter.advance("clustering", k, n - 1)
            state.medoid_merges(condensed, k, min(k + step, n - 1))
    else:
        from scipy.cluster.hierarchy import linkage  # scipy only for this alternative

        reporter.advance("clustering", 0, n - 1)
        z = linkage(condensed.astype(np.float64), method="average")
        state.replay(condensed, z[:, 0].astype(np.int64), z[:, 1].astype(np.int64), z[:, 2])
    reporter.advance("clustering", n - 1, n - 1)
    return state.tree(method)


def cluster_features(features: Sequence[Any], metric_name: str, metric_params: dict | None = None,
                     *, method: str = "medoid", skip_above: float | None = None,
                     workers: int | None = None, reporter: Reporter = SILENT,
                     metric_factory=None, feature_of: np.ndarray | None = None
                     ) -> tuple[PairwiseResult, MergeTree]:
    """Pairwise distances (with pair skipping) and the merge tree, such that every cut at a
    threshold <= ``skip_above`` equals the cut of the exact matrix: skipped pairs that fall inside
    a cluster of the cut at skip_above are computed and the tree rebuilt until none is left
    (docs/clustering.md gives the argument).

    ``feature_of`` (per page, an index into ``features``) clusters pages that share features
    (identical sequences, see duplicates.py): distances are computed between the features only,
    the result and the tree are per page.
    """
    if method not in METHODS:  # before the expensive part
        raise ValueError(f"unknown linkage method {method!r}; choose one of {METHODS}")
    last: list = [None, None, None]  # (n_skipped, tree, per-page result) of the last snapshot

    def per_page(result: PairwiseResult) -> PairwiseResult:
        return result if feature_of is None else expand(result, feature_of)

    def clusters_at_skip(snapshot: PairwiseResult):
        pages = per_page(snapshot)
        tree = cluster(pages, method, reporter)
        last[:] = [snapshot.n_skipped, tree, pages]
        flat = cut(tree, skip_above)
        groups = [flat.members(k) for k in range(flat.n_clusters) if flat.sizes[k] > 1]
        return groups if feature_of is None else [np.unique(feature_of[g]) for g in groups]

    result = pairwise_distances(
        features, metric_name, metric_params, workers, reporter, skip_above,
        metric_factory=metric_factory,
        exact_within=clusters_at_skip if skip_above is not None else None)
    # recomputing pairs always lowers n_skipped, so an equal count means the same matrix:
    # its page-level expansion and tree are the last snapshot's
    if last[1] is not None and last[0] == result.n_skipped:
        return last[2], last[1]
    pages = per_page(result)
    return pages, cluster(pages, method, reporter)


# -- merging state (kernels in merge_kernels.py) ---------------------------------------------------


class _MergeState:
    """Slots are clusters named by their smallest page; members form linked lists per slot."""

    def __init__(self, n: int):
        self.n = n
        self.next_member = np.full(n, -1, dtype=np.int64)
        self.tail = np.arange(n, dtype=np.int64)
        self.summed = np.zeros(n, dtype=np.float64)  # per page: distances to its cluster-mates
        self.slot_size = np.ones(n, dtype=np.int64)
        self.slot_medoid = np.arange(n, dtype=np.int64)
        self.slot_node = np.arange(n, dtype=np.int64)
        self.out = np.zeros((n - 1, 6), dtype=np.float64)  # left right dist size medoid cohesion

    def start_medoid_linkage(self, condensed: np.ndarray) -> None:
        self.nn = np.full(self.n, -1, dtype=np.int64)
        self.nn_dist = np.full(self.n, np.inf)
        self.stale = np.zeros(self.n, dtype=np.bool_)
        init_nearest(condensed, self.n, self.nn, self.nn_dist)

    def medoid_merges(self, condensed, first: int, stop: int) -> None:
        medoid_merges(condensed, self.n, first, stop, self.nn, self.nn_dist, self.stale,
                       self.next_member, self.tail, self.summed, self.slot_size,
                       self.slot_medoid, self.slot_node, self.out)

    def replay(self, condensed, left, right, dist) -> None:
        replay(condensed, self.n, left, right, dist, self.next_member, self.tail, self.summed,
                self.slot_size, self.slot_medoid, self.slot_node, self.out)

    def tree(self, method: str) -> MergeTree:
        o = self.out
        return MergeTree(self.n, o[:, 0], o[:, 1], o[:, 2], o[:, 3], o[:, 4], o[:, 5], method)
