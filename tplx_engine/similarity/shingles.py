"""Path shingles (SPEC §3 alternatives; source 000 appendix A.3, after Buttler).

Each node becomes a token: a 64-bit hash of its root-to-node tag path (/html/body/div/a). The
pre-order list of path tokens is cut into shingles, windows of ``window`` consecutive tokens,
each hashed to 64 bits; similarity is the Jaccard coefficient of the two shingle sets. With
``sketch = k`` a page keeps only its k smallest shingle hashes (a bottom-k sketch, Broder) and
the Jaccard coefficient is estimated from the sketches in O(k): among the k smallest hashes of
the union of both sketches, the share present in both. When both pages have at most k distinct
shingles the estimate is the exact Jaccard coefficient.

Choices the source leaves open: window 3 by default (the source found windows 1-4 equally
accurate); shingles form a set, not a bag, as in the source; a page shorter than the window
yields one shingle of all its tokens. Two empty pages are identical.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from numba import njit

from ..model import DEPTH_BITS, MergedSequence
from .trees import _mix, parents_of

DEFAULT_WINDOW = 3


@dataclass(frozen=True, eq=False)
class ShingleSet:
    hashes: np.ndarray  # uint64 sorted distinct shingle hashes (the k smallest with a sketch)
    sketch: int  # 0 for the full set, else k


@njit(cache=True, nogil=True)
def _shingle_hashes(labels, depths, window):
    n = labels.shape[0]
    parent = parents_of(depths)
    path = np.empty(n, dtype=np.uint64)
    for i in range(n):
        up = path[parent[i]] if parent[i] >= 0 else np.uint64(0x51ED270B)
        path[i] = _mix(up * np.uint64(0x100000001B3) ^ np.uint64(labels[i]))
    count = n - window + 1 if n >= window else 1
    out = np.empty(count, dtype=np.uint64)
    for s in range(count):
        h = np.uint64(window)
        for k in range(s, min(s + window, n)):
            h = _mix(h * np.uint64(0x9E3779B97F4A7C15) + path[k])
        out[s] = h
    return out


def prepare_tokens(tokens: np.ndarray, depths: np.ndarray, window: int = DEFAULT_WINDOW,
                   sketch: int | None = None) -> ShingleSet:
    tokens = np.asarray(tokens, dtype=np.int64).reshape(-1)
    depths = np.asarray(depths, dtype=np.int64).reshape(-1)
    if tokens.shape != depths.shape:
        raise ValueError(f"{tokens.shape[0]} tokens but {depths.shape[0]} depths")
    if tokens.size == 0:
        return ShingleSet(hashes=np.empty(0, dtype=np.uint64), sketch=sketch or 0)
    hashes = np.unique(_shingle_hashes(tokens >> DEPTH_BITS, depths, window))
    if sketch:
        hashes = hashes[:sketch]
    return ShingleSet(hashes=hashes, sketch=sketch or 0)


def prepare(page: MergedSequence, window: int = DEFAULT_WINDOW,
            sketch: int | None = None) -> ShingleSet:
    return prepare_tokens(page.tokens, page.depths, window, sketch)


@njit(cache=True, nogil=True)
def _jaccard_sorted(a, b, limit):
    """Jaccard of two sorted hash sets; with ``limit`` > 0 only the ``limit`` smallest hashes of
    the union are looked at (the bottom-k estimator)."""
    i = 0
    j = 0
    union = 0
    both = 0
    while (i < a.shape[0] or j < b.shape[0]) and (limit == 0 or union < limit):
        if j >= b.shape[0] or (i < a.shape[0] and a[i] < b[j]):
            i += 1
        elif i >= a.shape[0] or b[j] < a[i]:
            j += 1
        else:
            both += 1
            i += 1
            j += 1
        union += 1
    return both / union if union else 1.0


def similarity(a: ShingleSet, b: ShingleSet) -> float:
    if a.hashes.size == 0 or b.hashes.size == 0:
        return 1.0 if a.hashes.size == b.hashes.size else 0.0
    # a full set contains its own sketch, so the smaller sketch size bounds the estimate
    sketches = [k for k in (a.sketch, b.sketch) if k]
    return float(_jaccard_sorted(a.hashes, b.hashes, min(sketches) if sketches else 0))


@dataclass(frozen=True, eq=False)
class ShinglePack:
    """Every page's shingle set in one array: the pairwise stage packs the pages once, then
    compares a page with many in one compiled call (``packed_one_to_many``)."""

    hashes: np.ndarray  # uint64, the pages' hashes one after the other
    offsets: np.ndarray  # int64, page i's are hashes[offsets[i]:offsets[i + 1]]
    sketches: np.ndarray  # int64, each page's sketch size (0: its full set)


def pack(pages: Sequence[ShingleSet]) -> ShinglePack:
    offsets = np.zeros(len(pages) + 1, dtype=np.int64)
    np.cumsum([p.hashes.shape[0] for p in pages], out=offsets[1:])
    hashes = (np.concatenate([p.hashes for p in pages]) if offsets[-1]
              else np.empty(0, dtype=np.uint64))
    return ShinglePack(hashes, offsets, np.array([p.sketch for p in pages], dtype=np.int64))


@njit(cache=True, nogil=True)
def _jaccard_packed(flat, offsets, sketches, i, cols, out):
    a = flat[offsets[i]:offsets[i + 1]]
    for r in range(cols.shape[0]):
        c = cols[r]
        b = flat[offsets[c]:offsets[c + 1]]
        if a.shape[0] == 0 or b.shape[0] == 0:
            out[r] = 1.0 if a.shape[0] == b.shape[0] else 0.0
            continue
        # a full set contains its own sketch: the smaller sketch size bounds the estimate
        limit = sketches[c]
        if sketches[i] and (limit == 0 or sketches[i] < limit):
            limit = sketches[i]
        out[r] = _jaccard_sorted(a, b, limit)


def packed_one_to_many(packed: ShinglePack, i: int, cols: np.ndarray) -> np.ndarray:
    """``similarity`` of packed page i with packed pages ``cols``, as float32."""
    cols = np.ascontiguousarray(cols, dtype=np.int64)
    out = np.empty(cols.shape[0], dtype=np.float64)
    _jaccard_packed(packed.hashes, packed.offsets, packed.sketches, i, cols, out)
    return out.astype(np.float32)


def one_to_many(first: ShingleSet, others: Sequence[ShingleSet]) -> np.ndarray:
    """``similarity(first, o)`` for every o, in one compiled loop (a Python call per pair cost
    more than the Jaccard itself)."""
    return packed_one_to_many(pack([first, *others]), 0, np.arange(1, len(others) + 1))
