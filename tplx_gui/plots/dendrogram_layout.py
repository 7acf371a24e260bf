"""Dendrogram geometry from a linkage matrix: pure numpy, no Qt (painted by plots/dendrogram.py).

Like Orange's ``dendrogram_layout`` the geometry is computed before any painting, but as flat
arrays rather than one object per node: 2,000+ leaves are drawn as a handful of line items
(one per colour, ``connect='pairs'``), not thousands of path items.

Coordinates: leaf i of the leaf order sits at x = i; a merge sits at the mean x of its two
children and at y = its height (the linkage's column 2). Each merge contributes three segments
(left leg, crossbar, right leg) = six points, in merge order, so the points of merge k are
``points[6k:6k+6]``.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

NEUTRAL = -1  # colour class of a merge above the cut


@dataclass(frozen=True, eq=False)
class DendrogramGeometry:
    n_leaves: int
    leaf_order: np.ndarray  # int64: page index at each x position
    leaf_x: np.ndarray  # float64 per page: its x position
    node_x: np.ndarray  # float64 per node (pages 0..n-1, then merge k = n+k)
    node_y: np.ndarray  # float64 per node (0 for pages)
    representative: np.ndarray  # int64 per node: one page under it (colours by cluster)
    xs: np.ndarray  # float64, 6 per merge, pairs of segment end points
    ys: np.ndarray
    left: np.ndarray  # int64 per merge: the nodes it joins (subtrees are walked down these)
    right: np.ndarray

    @property
    def n_merges(self) -> int:
        return int(self.xs.shape[0] // 6)

    @property
    def top(self) -> float:
        return float(self.node_y.max()) if self.node_y.size else 0.0


def _default_order(linkage: np.ndarray, n: int) -> np.ndarray:
    """Leaves left to right by an iterative depth-first walk from every root."""
    m = linkage.shape[0]
    left = linkage[:, 0].astype(np.int64)
    right = linkage[:, 1].astype(np.int64)
    consumed = np.zeros(n + m, dtype=bool)
    consumed[left] = True
    consumed[right] = True
    roots = [node for node in range(n + m) if not consumed[node]]
    order: list[int] = []
    for root in roots:
        stack = [root]
        while stack:
            node = stack.pop()
            if node < n:
                order.append(node)
            else:
                stack.append(int(right[node - n]))
                stack.append(int(left[node - n]))
    return np.array(order, dtype=np.int64)


def dendrogram_layout(linkage: np.ndarray, n_leaves: int,
                      leaf_order: np.ndarray | None = None) -> DendrogramGeometry:
    """Geometry of a (possibly partial: a forest) scipy-style linkage over ``n_leaves`` pages.

    ``leaf_order`` must place every subtree's leaves contiguously (the engine's
    ``MergeTree.leaf_order`` does); without it a depth-first order is used.
    """
    z = np.asarray(linkage, dtype=np.float64).reshape(-1, 4)
    n, m = int(n_leaves), z.shape[0]
    if m > max(n - 1, 0):
        raise ValueError(f"{m} merges for {n} leaves")
    left = z[:, 0].astype(np.int64)
    right = z[:, 1].astype(np.int64)
    created = n + np.arange(m)
    if np.any(left < 0) or np.any(right < 0) or np.any(left >= created) \
            or np.any(right >= created):
        raise ValueError("a merge refers to a node that does not exist yet")
    order = _default_order(z, n) if leaf_order is None else np.asarray(leaf_order, np.int64)
    if order.shape != (n,) or (n and not np.array_equal(np.sort(order), np.arange(n))):
        raise ValueError("leaf_order must be a permutation of the leaves")
    leaf_x = np.empty(n, dtype=np.float64)
    leaf_x[order] = np.arange(n, dtype=np.float64)
    node_x = np.zeros(n + m)
    node_y = np.zeros(n + m)
    node_x[:n] = leaf_x
    representative = np.arange(n + m, dtype=np.int64)
    node_y[n:] = z[:, 2]
    nx, rep = node_x.tolist(), representative.tolist()  # list indexing: ~10x numpy scalars
    for k, (a, b) in enumerate(zip(left.tolist(), right.tolist())):
        nx[n + k] = (nx[a] + nx[b]) / 2.0
        rep[n + k] = rep[a]
    node_x = np.array(nx)
    representative = np.array(rep, dtype=np.int64)
    xa, xb = node_x[left], node_x[right]
    ya, yb, h = node_y[left], node_y[right], node_y[n:]
    xs = np.column_stack([xa, xa, xa, xb, xb, xb]).ravel()
    ys = np.column_stack([ya, h, h, h, h, yb]).ravel()
    return DendrogramGeometry(n, order, leaf_x, node_x, node_y, representative, xs, ys,
                              left, right)


def merge_classes(geometry: DendrogramGeometry, merges_in_cut: int,
                  labels: np.ndarray) -> np.ndarray:
    """Colour class per merge: its cluster's label if the merge is part of the cut (one of
    the first ``merges_in_cut`` merges), else NEUTRAL."""
    m = geometry.n_merges
    classes = np.full(m, NEUTRAL, dtype=np.int64)
    k = min(max(int(merges_in_cut), 0), m)
    if k:
        reps = geometry.representative[geometry.n_leaves:geometry.n_leaves + k]
        classes[:k] = np.asarray(labels)[reps]
    return classes


def points_of(geometry: DendrogramGeometry, merge_mask: np.ndarray
              ) -> tuple[np.ndarray, np.ndarray]:
    """The segment points (pairs) of the merges selected by a boolean mask."""
    mask6 = np.repeat(np.asarray(merge_mask, dtype=bool), 6)
    return geometry.xs[mask6], geometry.ys[mask6]


def leaf_span(geometry: DendrogramGeometry, pages: np.ndarray) -> tuple[float, float]:
    """x range covered by a set of pages (a cluster of a cut is one contiguous run)."""
    xs = geometry.leaf_x[np.asarray(pages, dtype=np.int64)]
    return float(xs.min()) - 0.5, float(xs.max()) + 0.5


def page_at(geometry: DendrogramGeometry, x: float) -> int | None:
    """The page drawn nearest to x, None outside the leaves."""
    i = round(x)
    if not 0 <= i < geometry.n_leaves:
        return None
    return int(geometry.leaf_order[i])
