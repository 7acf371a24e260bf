"""Longest-common-subsequence alignment with traceback, and Algorithm 4 (SPEC §5; 000 §5.2).

The similarity kernels (tplx_engine.similarity.elcs_kernels) return only the LCS *value*; the
template stage needs *which* tokens match. This module computes one LCS alignment of two int64
token arrays:

- The common prefix and suffix are matched first (pages of one site share their head and footer,
  so this usually removes most of the work); the middle runs the bit-parallel LCS of
  Allison-Dix / Hyyrö (V' = (V + (V & M)) | (V & ~M), 64 columns per word) and *keeps every
  row's bit vector*: a bit matrix of n x m bits instead of an n x m table. L(i, j) is the number
  of zero bits of row i below column j, so the traceback needs one prefix popcount per step
  up (O(n·m/64) in total, like the forward pass).
- Tie-breaking (many LCSs are usually optimal): the traceback from (n, m) goes up whenever that
  keeps the value, then left, else takes the match. A token of ``a`` is therefore matched to
  the earliest token of ``b`` that achieves the optimum, and later copies of ``a`` tokens stay
  unmatched. Deterministic, documented in docs/templates.md.

``common_sequence`` is the source's Algorithm 4: start from the medoid's sequence and replace it
by its LCS with every member in turn. Departure: none in substance; members are visited in the
order given (the caller passes cluster order).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from numba import njit

_ALL = np.uint64(0xFFFFFFFFFFFFFFFF)
_ONE = np.uint64(1)
_ZERO = np.uint64(0)
# Bit matrix limit (words): 64 M words = 512 MB. Pages this different are refused, not aligned.
MAX_MATRIX_WORDS = 1 << 26


class AlignmentTooLarge(ValueError):
    """The two sequences would need a bit matrix beyond MAX_MATRIX_WORDS."""


def align(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """One longest common subsequence of ``a`` and ``b`` as matched index pairs.

    Returns ``(ia, ib)``, int64 arrays of equal length, strictly increasing, with
    ``a[ia] == b[ib]``; their length is the LCS length.
    """
    a = np.ascontiguousarray(a, dtype=np.int64)
    b = np.ascontiguousarray(b, dtype=np.int64)
    n, m = a.shape[0], b.shape[0]
    limit = min(n, m)
    head = 0
    if limit:
        diff = np.flatnonzero(a[:limit] != b[:limit])
        head = int(diff[0]) if diff.size else limit
    tail = 0
    rest = limit - head
    if rest:
        diff = np.flatnonzero(a[n - rest:][::-1] != b[m - rest:][::-1])
        tail = int(diff[0]) if diff.size else rest
    mid_a, mid_b = a[head:n - tail], b[head:m - tail]
    ia_mid, ib_mid = _align_middle(mid_a, mid_b)
    ia = np.concatenate((np.arange(head), ia_mid + head, np.arange(n - tail, n)))
    ib = np.concatenate((np.arange(head), ib_mid + head, np.arange(m - tail, m)))
    return ia.astype(np.int64), ib.astype(np.int64)


def _align_middle(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    n, m = a.shape[0], b.shape[0]
    if n == 0 or m == 0:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty
    uniq_b, sym_b = np.unique(b, return_inverse=True)
    pos = np.searchsorted(uniq_b, a)
    pos_clipped = np.minimum(pos, uniq_b.shape[0] - 1)
    sym_a = np.where(uniq_b[pos_clipped] == a, pos_clipped, -1).astype(np.int64)
    if not np.any(sym_a >= 0):
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty
    words = (m + 63) // 64
    if (n + 1) * words > MAX_MATRIX_WORDS:
        raise AlignmentTooLarge(
            f"sequences of {n} and {m} tokens are too different to align "
            f"(a {(n + 1) * words * 8 / 1e6:.0f} MB bit matrix)")
    masks = _masks(sym_b.astype(np.int64).reshape(-1), uniq_b.shape[0], words)
    rows = _forward(sym_a, masks, words)
    return _traceback(rows, m)


@njit(cache=True, nogil=True)
def _masks(sym_b, n_sym, words):
    masks = np.zeros((n_sym, words), dtype=np.uint64)
    for j in range(sym_b.shape[0]):
        masks[sym_b[j], j >> 6] |= _ONE << np.uint64(j & 63)
    return masks


@njit(cache=True, nogil=True)
def _forward(sym_a, masks, words):
    n = sym_a.shape[0]
    rows = np.empty((n + 1, words), dtype=np.uint64)
    rows[0, :] = _ALL
    for i in range(n):
        s = sym_a[i]
        if s < 0:
            rows[i + 1, :] = rows[i, :]
            continue
        carry = _ZERO
        for w in range(words):
            x = rows[i, w]
            mask = masks[s, w]
            u = x & mask
            t1 = x + u
            t2 = t1 + carry
            carry = (_ONE if t1 < x else _ZERO) | (_ONE if t2 < t1 else _ZERO)
            rows[i + 1, w] = t2 | (x & ~mask)
    return rows


@njit(cache=True, inline="always")
def _popcount(x):
    x = x - ((x >> np.uint64(1)) & np.uint64(0x5555555555555555))
    x = (x & np.uint64(0x3333333333333333)) + ((x >> np.uint64(2)) & np.uint64(0x3333333333333333))
    x = (x + (x >> np.uint64(4))) & np.uint64(0x0F0F0F0F0F0F0F0F)
    return (x * np.uint64(0x0101010101010101)) >> np.uint64(56)


@njit(cache=True)
def _zeros_below(rows, i, j):
    """L(i, j): zero bits of row i in columns [0, j)."""
    full = j >> 6
    ones = 0
    for w in range(full):
        ones += _popcount(rows[i, w])
    rem = j & 63
    if rem:
        ones += _popcount(rows[i, full] & ((_ONE << np.uint64(rem)) - _ONE))
    return j - ones


@njit(cache=True, inline="always")
def _bit(rows, i, col):
    return (rows[i, col >> 6] >> np.uint64(col & 63)) & _ONE


@njit(cache=True, nogil=True)
def _traceback(rows, m):
    n = rows.shape[0] - 1
    i, j = n, m
    cur = _zeros_below(rows, i, j)
    out_a = np.empty(cur, dtype=np.int64)
    out_b = np.empty(cur, dtype=np.int64)
    k = cur
    prev = _zeros_below(rows, i - 1, j)
    while i > 0 and j > 0 and cur > 0:
        if prev == cur:  # L(i-1, j) == L(i, j): a[i-1] is not needed here
            i -= 1
            cur = prev
            if i > 0:
                prev = _zeros_below(rows, i - 1, j)
        elif _bit(rows, i, j - 1) == 1:  # L(i, j-1) == L(i, j): b[j-1] is not needed
            j -= 1
            prev -= 1 - np.int64(_bit(rows, i - 1, j))
        else:  # both neighbours are smaller: a[i-1] == b[j-1] is a match of this LCS
            k -= 1
            out_a[k] = i - 1
            out_b[k] = j - 1
            cur = prev - (1 - np.int64(_bit(rows, i - 1, j - 1)))
            i -= 1
            j -= 1
            if i > 0:
                prev = _zeros_below(rows, i - 1, j)
    return out_a, out_b


def common_sequence(sequences: Sequence[np.ndarray], start: int = 0
                    ) -> tuple[np.ndarray, np.ndarray]:
    """Algorithm 4: the sequence common to all ``sequences``, starting from ``sequences[start]``.

    Returns ``(common, kept)``: the common tokens and their indices in ``sequences[start]``.
    """
    if not sequences:
        raise ValueError("common_sequence needs at least one sequence")
    kept = np.arange(sequences[start].shape[0], dtype=np.int64)
    common = np.asarray(sequences[start], dtype=np.int64)
    for index, seq in enumerate(sequences):
        if index == start or common.shape[0] == 0:
            continue
        ia, _ = align(common, seq)
        if ia.shape[0] != common.shape[0]:
            common = common[ia]
            kept = kept[ia]
    return common, kept
