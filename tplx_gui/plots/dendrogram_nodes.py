"""The dendrogram's merge nodes, read from its geometry: pure numpy, no Qt (painted by
plots/dendrogram.py, driven by views/dendrogram_panel.py).

- ``node_at``: the merge whose crossbar is under the pointer (a click selects it);
- ``subtree_of``: a merge's subtree, its merges and its run of leaves (zooming into it);
- ``threshold_for_clusters``: the threshold that cuts the tree into N clusters, read off the
  merge heights like Orange's "top N" cut (nothing recomputed);
- ``leaf_label``: the short text shown beside a leaf.

Node ids follow the linkage: pages are 0..n-1, merge k is node n+k.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .dendrogram_layout import DendrogramGeometry


@dataclass(frozen=True, eq=False)
class Subtree:
    node: int  # a merge's node id
    merges: np.ndarray  # bool per merge: the merges under the node, itself included
    first_x: int  # its leaves are the run first_x..last_x of the leaf order
    last_x: int
    height: float

    @property
    def n_leaves(self) -> int:
        return self.last_x - self.first_x + 1


def subtree_of(geometry: DendrogramGeometry, node: int) -> Subtree:
    n = geometry.n_leaves
    if not n <= node < n + geometry.n_merges:
        raise ValueError(f"node {node} is no merge of the tree")
    merges = np.zeros(geometry.n_merges, dtype=bool)
    left, right = geometry.left.tolist(), geometry.right.tolist()
    lowest, highest = n, -1
    stack = [node]
    while stack:  # iterative: a chain-like tree is as deep as it has pages
        current = stack.pop()
        if current < n:
            x = int(geometry.leaf_x[current])
            lowest, highest = min(lowest, x), max(highest, x)
            continue
        merges[current - n] = True
        stack.append(left[current - n])
        stack.append(right[current - n])
    return Subtree(node, merges, lowest, highest, float(geometry.node_y[node]))


def node_at(geometry: DendrogramGeometry, x: float, y: float, x_slack: float, y_slack: float,
            among: np.ndarray | None = None) -> int | None:
    """The merge (node id) whose crossbar passes within ``x_slack``/``y_slack`` (view units) of
    the point, the nearest in height; ``among`` (bool per merge) limits the candidates."""
    if geometry.n_merges == 0:
        return None
    xa, xb = geometry.xs[0::6], geometry.xs[3::6]
    height = geometry.ys[1::6]
    near = ((np.abs(height - y) <= y_slack) & (np.minimum(xa, xb) - x_slack <= x)
            & (x <= np.maximum(xa, xb) + x_slack))
    if among is not None:
        near &= among
    candidates = np.flatnonzero(near)
    if candidates.size == 0:
        return None
    best = candidates[np.argmin(np.abs(height[candidates] - y))]
    return geometry.n_leaves + int(best)


def clusters_at(heights32: np.ndarray, n_leaves: int, threshold: float) -> int:
    """Clusters of the cut at ``threshold``, by the engine's rule (``MergeTree.merges_at``:
    merges at a height <= the threshold, compared in float32)."""
    return n_leaves - int(np.searchsorted(heights32, np.float32(threshold), side="right"))


def threshold_for_clusters(heights: np.ndarray, n_leaves: int, wanted: int, limit: float,
                           current: int | None = None) -> tuple[float, int] | None:
    """(threshold, clusters) of the cut into ``wanted`` clusters, or the nearest count a
    threshold in [0, limit] can give: merges at equal heights happen together, so some counts
    cannot be cut. Stepping from ``current`` clusters towards ``wanted`` moves at least to
    ``wanted`` (an arrow click never sticks on a count that cannot be cut).

    The threshold is a round value inside the band of heights that gives the count (the middle
    of the band, to two decimals when those still give it).
    """
    if n_leaves == 0:
        return None
    h = np.asarray(heights, dtype=np.float32)  # the monotone merge heights, as cuts compare
    # k merges happen at thresholds in [h[k-1], h[k]) (k = 0: from 0; k = m: no end)
    lower = np.concatenate([[0.0], np.maximum(h, 0.0)]).astype(np.float64)
    upper = np.concatenate([h, [np.inf]]).astype(np.float64)
    reachable = np.flatnonzero((lower < upper) & (lower <= limit))
    if reachable.size == 0:
        return None
    counts = n_leaves - reachable  # descending
    k = int(reachable[_pick(counts, int(wanted), current)])
    low, high = lower[k], min(upper[k], limit)
    count = n_leaves - k
    if high <= low:
        return float(low), count
    middle = (low + high) / 2.0
    for value in (round(middle, 2), round(middle, 3), round(middle, 4), middle, low):
        if low <= value <= high and clusters_at(h, n_leaves, value) == count:
            return float(value), count
    return float(low), count  # unreachable: low always cuts k merges


def _pick(counts: np.ndarray, wanted: int, current: int | None) -> int:
    """Index into ``counts`` (descending) of the count to cut at."""
    if current is not None and wanted > current:
        at_least = np.flatnonzero(counts >= wanted)
        if at_least.size:
            return int(at_least[-1])
    elif current is not None and wanted < current:
        at_most = np.flatnonzero(counts <= wanted)
        if at_most.size:
            return int(at_most[0])
    gap = np.abs(counts - wanted)
    return int(np.flatnonzero(gap == gap.min())[0])  # a tie: the count with more clusters


def leaf_label(url: str) -> str:
    """A page's path without scheme, host, query or fragment (``2012/01/15/7.html``), from its
    URL or else its id (whose first folder is the site's, when it names a host). Shown elided
    at the left, so the path's tail stays."""
    if "://" in url:
        path = url.split("://", 1)[1].partition("/")[2]
        for mark in ("?", "#"):
            path = path.split(mark, 1)[0]
        return path.rstrip("/") or url
    site, _, path = url.partition("/")
    return path if path and "." in site else url
