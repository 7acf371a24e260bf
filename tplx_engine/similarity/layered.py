"""DOM layered vectors (SPEC §3 alternatives; source 003 §3.2.3, formula 6; FPC's page feature).

Level i of a page is the frequency distribution of tag names at depth i. Two pages compare as

    Sim(A, B) = Σ_i cos(level_i(A), level_i(B)) / ((levels_A + levels_B) / 2)

where levels_X is the number of levels of X (its maximum depth + 1) and a level present in only
one page contributes 0. Identical pages give 1. A level with no node (possible only with depth
jumps in bad input) has a zero vector and contributes 0.

A distinct token (tag, depth) is exactly one coordinate of one level, so the features are the
page's sorted distinct tokens with their counts plus the norm of each level.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numba import njit

from ..model import MAX_DEPTH, MergedSequence


@dataclass(frozen=True, eq=False)
class LayeredVector:
    keys: np.ndarray  # int64 sorted distinct tokens (tag code << 20 | depth)
    counts: np.ndarray  # float64 occurrences of each
    level_squares: np.ndarray  # float64 Σ count² of each level 0..levels-1 (exact integers)

    @property
    def levels(self) -> int:
        return int(self.level_squares.shape[0])


def prepare_tokens(tokens: np.ndarray) -> LayeredVector:
    tokens = np.asarray(tokens, dtype=np.int64).reshape(-1)
    keys, counts = np.unique(tokens, return_counts=True)
    counts = counts.astype(np.float64)
    levels = int((keys & MAX_DEPTH).max()) + 1 if keys.size else 0
    squares = np.bincount(keys & MAX_DEPTH, weights=counts * counts, minlength=levels)
    return LayeredVector(keys=keys.astype(np.int64), counts=counts, level_squares=squares)


def prepare(page: MergedSequence) -> LayeredVector:
    return prepare_tokens(page.tokens)


@njit(cache=True, nogil=True)
def _level_cosines(keys_a, counts_a, squares_a, keys_b, counts_b, squares_b):
    dots = np.zeros(min(squares_a.shape[0], squares_b.shape[0]), dtype=np.float64)
    i = 0
    j = 0
    while i < keys_a.shape[0] and j < keys_b.shape[0]:
        if keys_a[i] == keys_b[j]:
            dots[keys_a[i] & MAX_DEPTH] += counts_a[i] * counts_b[j]
            i += 1
            j += 1
        elif keys_a[i] < keys_b[j]:
            i += 1
        else:
            j += 1
    total = 0.0
    for d in range(dots.shape[0]):
        if dots[d] == squares_a[d] and dots[d] == squares_b[d]:
            total += 1.0  # identical level (the float quotient could fall short of 1)
        elif dots[d] > 0.0:
            total += min(1.0, dots[d] / (np.sqrt(squares_a[d]) * np.sqrt(squares_b[d])))
    return total


def similarity(a: LayeredVector, b: LayeredVector) -> float:
    if a.levels == 0 or b.levels == 0:
        return 1.0 if a.levels == b.levels else 0.0
    cosines = _level_cosines(a.keys, a.counts, a.level_squares, b.keys, b.counts,
                               b.level_squares)
    return min(1.0, cosines / ((a.levels + b.levels) / 2.0))
