"""Positions for the 2-D map of pages: pure numpy, no Qt (painted by plots/page_map.py).

Choice: classical (Torgerson) MDS of the **medoid** distances, then every page placed around
its medoid at exactly its distance to the medoid. Why:

- the medoids are what the clustering compares (medoid linkage), their distances are stored,
  and there are far fewer of them than pages, so the map is cheap enough to redo when the
  threshold moves; MDS of all pages would be O(n^2) memory and an n x n eigenproblem;
- a page's only distance the map can show honestly is the one to its medoid: it is drawn at
  that radius (angle spread by the golden angle, so members do not overlap), in the same units
  as the medoid layout. Distances between pages of different clusters are *not* represented.

With many clusters (low thresholds) the largest ``max_landmarks`` medoids are laid out by
classical MDS and the others triangulated from their distances to those landmarks (landmark
MDS, de Silva & Tenenbaum 2004), which is exact when the distances are Euclidean.
"""

from __future__ import annotations

import numpy as np

GOLDEN_ANGLE = np.pi * (3.0 - np.sqrt(5.0))
DEFAULT_MAX_LANDMARKS = 300


def classical_mds(distances: np.ndarray, dims: int = 2) -> np.ndarray:
    """Coordinates (k x dims) whose Euclidean distances approximate a k x k distance matrix."""
    d = np.asarray(distances, dtype=np.float64)
    k = d.shape[0]
    if d.shape != (k, k):
        raise ValueError(f"a distance matrix must be square, got shape {d.shape}")
    if k == 0:
        return np.zeros((0, dims))
    if k == 1:
        return np.zeros((1, dims))
    sq = d ** 2
    centre = np.eye(k) - 1.0 / k
    b = -0.5 * centre @ sq @ centre
    values, vectors = np.linalg.eigh(b)
    top = np.argsort(values)[::-1][:dims]
    scale = np.sqrt(np.clip(values[top], 0.0, None))
    coords = vectors[:, top] * scale
    if coords.shape[1] < dims:
        coords = np.pad(coords, ((0, 0), (0, dims - coords.shape[1])))
    return _oriented(coords)


def _oriented(coords: np.ndarray) -> np.ndarray:
    """Eigenvector signs are arbitrary: fix them so the same input always looks the same."""
    for j in range(coords.shape[1]):
        column = coords[:, j]
        if column.size and column[np.argmax(np.abs(column))] < 0:
            coords[:, j] = -column
    return coords


def landmark_mds(landmark_distances: np.ndarray, other_distances: np.ndarray,
                 dims: int = 2) -> tuple[np.ndarray, np.ndarray]:
    """(landmark coordinates, other points' coordinates) from L x L landmark distances and
    m x L distances of the other points to the landmarks."""
    d_ll = np.asarray(landmark_distances, dtype=np.float64)
    d_ol = np.asarray(other_distances, dtype=np.float64).reshape(-1, d_ll.shape[0])
    landmarks = classical_mds(d_ll, dims)
    if d_ol.shape[0] == 0:
        return landmarks, np.zeros((0, dims))
    sq = d_ll ** 2
    mean_sq = sq.mean(axis=0)
    centred = landmarks - landmarks.mean(axis=0)
    # pseudo-inverse transpose of the landmark coordinates: x = -1/2 L# (delta - mean delta)
    pinv = np.linalg.pinv(centred)  # dims x L
    others = (-0.5 * (d_ol ** 2 - mean_sq) @ pinv.T) + landmarks.mean(axis=0)
    return landmarks, others


def medoid_positions(medoid_distances, sizes: np.ndarray,
                     max_landmarks: int = DEFAULT_MAX_LANDMARKS) -> np.ndarray:
    """k x 2 positions of k medoids. ``medoid_distances(rows, cols)`` returns the distance
    matrix between medoid indices ``rows`` and ``cols`` (so the caller decides how to read the
    stored distances and only the needed pairs are read)."""
    sizes = np.asarray(sizes)
    k = sizes.shape[0]
    if k <= max_landmarks:
        everyone = np.arange(k)
        return classical_mds(medoid_distances(everyone, everyone))
    order = np.lexsort((np.arange(k), -sizes))  # largest clusters are the landmarks
    marks, rest = order[:max_landmarks], order[max_landmarks:]
    placed_marks, placed_rest = landmark_mds(medoid_distances(marks, marks),
                                             medoid_distances(rest, marks))
    out = np.zeros((k, 2))
    out[marks] = placed_marks
    out[rest] = placed_rest
    return out


def page_positions(centres: np.ndarray, labels: np.ndarray, medoids: np.ndarray,
                   distance_to_medoid: np.ndarray | None) -> np.ndarray:
    """n x 2 positions: each page on a circle around its cluster's centre, at its distance to
    the medoid; medoids at the centre. Angles follow the golden angle per cluster member rank."""
    labels = np.asarray(labels, dtype=np.int64)
    n = labels.shape[0]
    radius = (np.zeros(n) if distance_to_medoid is None
              else np.asarray(distance_to_medoid, dtype=np.float64))
    order = np.argsort(labels, kind="stable")
    counts = np.bincount(labels, minlength=len(medoids))
    starts = np.concatenate([[0], np.cumsum(counts)[:-1]])
    rank = np.empty(n, dtype=np.int64)
    rank[order] = np.arange(n) - np.repeat(starts, counts)
    angle = rank * GOLDEN_ANGLE
    out = np.asarray(centres, dtype=np.float64)[labels].copy()
    out[:, 0] += radius * np.cos(angle)
    out[:, 1] += radius * np.sin(angle)
    medoid_pages = np.asarray(medoids, dtype=np.int64)
    out[medoid_pages] = np.asarray(centres, dtype=np.float64)
    return out
