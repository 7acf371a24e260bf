"""Tag-count similarities (SPEC §3 alternatives; source 000 appendix A.2.1, Buttler's survey).

All three look only at tag names (the tag part of the tokens), ignoring order and depth:

- 'tag-jaccard': |T1 ∩ T2| / |T1 ∪ T2| over the sets of tag names;
- 'tag-vector':  cosine of the tag-count vectors (the "tag-count vector distance" is
  1 - this; cosine rather than an Lp distance because it is bounded, scale-free, and the
  L1 variant would duplicate 'weighted-tag');
- 'weighted-tag': Σ_k 2·min(w_k, v_k) / Σ_k (w_k + v_k), k over the union of tag names (a tag
  absent from a page has count 0; the source's wording "tags present in both" would let
  unshared tags cost nothing, which contradicts its own purpose of weighing frequencies).

Two empty pages are identical (1.0); an empty and a non-empty page have similarity 0.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from numba import njit

from ..model import DEPTH_BITS, MergedSequence


@dataclass(frozen=True, eq=False)
class TagCounts:
    codes: np.ndarray  # int64 sorted distinct tag codes
    counts: np.ndarray  # int64 occurrences of each
    total: int  # number of tokens
    square_norm: int  # Σ counts², exact


def prepare_tokens(tokens: np.ndarray) -> TagCounts:
    tokens = np.asarray(tokens, dtype=np.int64).reshape(-1)
    codes, counts = np.unique(tokens >> DEPTH_BITS, return_counts=True)
    counts = counts.astype(np.int64)
    return TagCounts(codes=codes.astype(np.int64), counts=counts, total=int(counts.sum()),
                     square_norm=int(np.dot(counts, counts)))


def prepare(page: MergedSequence) -> TagCounts:
    return prepare_tokens(page.tokens)


@njit(cache=True, nogil=True)
def count_overlap(codes_a, counts_a, codes_b, counts_b):
    """(shared tags, Σ min counts, dot product) by a merge of two sorted code lists."""
    i = 0
    j = 0
    shared = 0
    sum_min = 0
    dot = 0
    while i < codes_a.shape[0] and j < codes_b.shape[0]:
        if codes_a[i] == codes_b[j]:
            shared += 1
            sum_min += min(counts_a[i], counts_b[j])
            dot += counts_a[i] * counts_b[j]
            i += 1
            j += 1
        elif codes_a[i] < codes_b[j]:
            i += 1
        else:
            j += 1
    return shared, sum_min, dot


def _empty_case(a: TagCounts, b: TagCounts) -> float | None:
    if a.total == 0 or b.total == 0:
        return 1.0 if a.total == b.total else 0.0
    return None


def jaccard(a: TagCounts, b: TagCounts) -> float:
    special = _empty_case(a, b)
    if special is not None:
        return special
    shared, _, _ = count_overlap(a.codes, a.counts, b.codes, b.counts)
    return shared / (a.codes.shape[0] + b.codes.shape[0] - shared)


def cosine(a: TagCounts, b: TagCounts) -> float:
    special = _empty_case(a, b)
    if special is not None:
        return special
    _, _, dot = count_overlap(a.codes, a.counts, b.codes, b.counts)
    product = a.square_norm * b.square_norm  # Python ints: exact
    root = math.isqrt(product)
    # proportional vectors make the product a perfect square: then the cosine is exactly 1.0
    return min(1.0, int(dot) / (root if root * root == product else math.sqrt(product)))


def weighted(a: TagCounts, b: TagCounts) -> float:
    special = _empty_case(a, b)
    if special is not None:
        return special
    _, sum_min, _ = count_overlap(a.codes, a.counts, b.codes, b.counts)
    return 2.0 * sum_min / (a.total + b.total)
