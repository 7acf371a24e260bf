"""Pages whose merged sequences are identical: their distances are computed once.

Template-generated crawls repeat themselves: after repeated records are merged, the 2000
swde-book pages have 94 distinct sequences and the demo crawl's 260 detail pages 14. Every metric
reads only a page's tokens and depths (the pre-order (tag, depth) list determines the tag tree),
so two pages with the same sequence have distance 0 to each other and the same distance to every
other page. The pairwise stage therefore works on the distinct sequences and the page-level
matrix is filled in from theirs: the same matrix (bit for bit up to the order in which a pair's
two sides are handed to the metric), hence the same merge tree, at a cost that grows with the
number of distinct sequences instead of pages.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from numba import njit

from .pairwise import PairwiseResult, condensed_size


def distinct_index(keys: Sequence[bytes]) -> tuple[np.ndarray, np.ndarray]:
    """``(feature_of, first_page)``: per page the index of its distinct key (numbered in order of
    first appearance), and per distinct key its first page."""
    index: dict[bytes, int] = {}
    feature_of = np.fromiter((index.setdefault(k, len(index)) for k in keys), dtype=np.int64,
                             count=len(keys))
    first_page = np.zeros(len(index), dtype=np.int64)
    first_page[feature_of[::-1]] = np.arange(len(keys) - 1, -1, -1)  # last write = first page
    return feature_of, first_page


def sequence_key(tokens: np.ndarray, depths: np.ndarray) -> bytes:
    """What every metric sees of a page (tokens carry depth capped; depths are exact)."""
    return tokens.astype("<i8", copy=False).tobytes() + depths.astype("<i4", copy=False).tobytes()


def expand(distinct: PairwiseResult, feature_of: np.ndarray) -> PairwiseResult:
    """The page-level result of distances computed between distinct sequences."""
    n = int(feature_of.shape[0])
    feature_of = np.ascontiguousarray(feature_of, dtype=np.int64)
    condensed = np.empty(condensed_size(n), dtype=np.float32)
    bits = None
    n_skipped = 0
    if distinct.skipped_bits is not None:
        bits = np.zeros((condensed.size + 7) // 8, dtype=np.uint8)
        n_skipped = _expand_with_bits(distinct.condensed, distinct.skipped_bits, distinct.n,
                                      feature_of, condensed, bits)
        bits.flags.writeable = False
    else:
        _expand(distinct.condensed, distinct.n, feature_of, condensed)
    condensed.flags.writeable = False
    return PairwiseResult(n, condensed, distinct.metric_name, distinct.metric_params,
                          distinct.skip_above, n_skipped, bits)


@njit(cache=True, inline="always")
def _position(m, a, b):
    if a > b:
        a, b = b, a
    return m * a - (a * (a + 1)) // 2 + b - a - 1


@njit(cache=True)
def _expand(source, m, feature_of, out):
    n = feature_of.shape[0]
    p = 0
    for i in range(n - 1):
        a = feature_of[i]
        for j in range(i + 1, n):
            b = feature_of[j]
            out[p] = 0.0 if a == b else source[_position(m, a, b)]
            p += 1


@njit(cache=True)
def _expand_with_bits(source, source_bits, m, feature_of, out, bits):
    n = feature_of.shape[0]
    p = 0
    skipped = 0
    for i in range(n - 1):
        a = feature_of[i]
        for j in range(i + 1, n):
            b = feature_of[j]
            if a == b:
                out[p] = 0.0
            else:
                q = _position(m, a, b)
                out[p] = source[q]
                if (source_bits[q >> 3] >> (q & 7)) & 1:
                    bits[p >> 3] |= np.uint8(1 << (p & 7))
                    skipped += 1
            p += 1
    return skipped
