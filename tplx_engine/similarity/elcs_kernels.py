"""Compiled kernels of the ELCS measure (SPEC §3; numba, O(n) memory).

A page is given as ``inv`` (each position's index into the page's sorted distinct tokens
``uniq``) and ``unit_weight`` (f of each distinct token's depth: equal tokens have equal
depths, hence equal weights). Per pair, ``match_map`` merges the two sorted ``uniq`` arrays so
matches are looked up, never compared token by token; rows whose token does not occur in the
other page are skipped (they leave the DP row unchanged).

Two exact kernels:

- ``elcs_dp``: the SPEC recurrence, one row updated in place (the diagonal kept in a scalar),
  real weights. O(rows with a match x m) time.
- ``elcs_bits``: for integer weights, the bit-parallel LCS of Allison-Dix / Hyyrö
  (V' = (V + (V & M)) | (V & ~M), 64 columns per word) run on the *expanded* sequences, where a
  token of weight w becomes w distinct sub-symbols t#0..t#w-1 in both pages. Unit LCS of the
  expansions equals the weighted LCS: a block of sub-symbols cannot profitably split over two
  blocks of the other page (everything between the two would be unusable), so an optimal
  common subsequence matches whole blocks; the property tests check it against the reference.
  Time O(Σw_A · Σw_B / 64): with f ≡ 1 this is plain bit-parallel LCS. Each row only visits
  the words where its token occurs in B (plus the carry out of them).

Departure from the source: the source ran the full O(n·m) table; the results are identical.
"""

from __future__ import annotations

import numpy as np
from numba import njit

_ONE = np.uint64(1)
_ZERO = np.uint64(0)
_ALL = np.uint64(0xFFFFFFFFFFFFFFFF)


@njit(cache=True, nogil=True)
def match_map(uniq_a, uniq_b):
    """For each distinct token of A, its index in B's distinct tokens, or -1 (both sorted)."""
    out = np.full(uniq_a.shape[0], -1, dtype=np.int64)
    i = 0
    j = 0
    while i < uniq_a.shape[0] and j < uniq_b.shape[0]:
        if uniq_a[i] == uniq_b[j]:
            out[i] = j
            i += 1
            j += 1
        elif uniq_a[i] < uniq_b[j]:
            i += 1
        else:
            j += 1
    return out


@njit(cache=True, nogil=True)
def histogram_bound(uniq_a, counts_a, uniq_b, counts_b, unit_weight_a):
    """Σ_k w_k · min(count_A(k), count_B(k)): no common subsequence can weigh more."""
    i = 0
    j = 0
    total = 0.0
    while i < uniq_a.shape[0] and j < uniq_b.shape[0]:
        if uniq_a[i] == uniq_b[j]:
            total += unit_weight_a[i] * min(counts_a[i], counts_b[j])
            i += 1
            j += 1
        elif uniq_a[i] < uniq_b[j]:
            i += 1
        else:
            j += 1
    return total


@njit(cache=True, nogil=True)
def elcs_dp(inv_a, uniq_a, unit_weight_a, inv_b, uniq_b):
    """ELCS value by the SPEC recurrence, one DP row of floats."""
    amap = match_map(uniq_a, uniq_b)
    m = inv_b.shape[0]
    row = np.zeros(m + 1, dtype=np.float64)
    for i in range(inv_a.shape[0]):
        key = amap[inv_a[i]]
        if key < 0:
            continue  # no y_j equals x_i: t(i, .) = t(i-1, .)
        w = unit_weight_a[inv_a[i]]
        diag = 0.0  # t(i-1, j-1)
        for j in range(1, m + 1):
            up = row[j]
            if inv_b[j - 1] == key:
                row[j] = diag + w
            elif row[j - 1] > up:
                row[j] = row[j - 1]
            diag = up
    return row[m]


@njit(cache=True, nogil=True)
def _popcount(x):
    x = x - ((x >> np.uint64(1)) & np.uint64(0x5555555555555555))
    x = (x & np.uint64(0x3333333333333333)) + ((x >> np.uint64(2)) & np.uint64(0x3333333333333333))
    x = (x + (x >> np.uint64(4))) & np.uint64(0x0F0F0F0F0F0F0F0F)
    return (x * np.uint64(0x0101010101010101)) >> np.uint64(56)


@njit(inline="always")
def _step(x, mask, carry):
    """One word of Hyyrö's row update V' = (V + (V & M)) | (V & ~M), with the carry."""
    u = x & mask
    t1 = x + u
    t2 = t1 + carry
    carry_out = (_ONE if t1 < x else _ZERO) | (_ONE if t2 < t1 else _ZERO)
    return t2 | (x & ~mask), carry_out


@njit(inline="always")
def _carry(x, carry):
    """The same update on a word without mask bits: V' = (V + carry) | V."""
    t = x + carry
    return t | x, (_ONE if t < x else _ZERO)


@njit(cache=True, nogil=True)
def elcs_bits(inv_a, uniq_a, unit_weight_a, inv_b, uniq_b, unit_weight_b):
    """ELCS value for integer weights: bit-parallel LCS of the expanded sequences."""
    amap = match_map(uniq_a, uniq_b)
    n_uniq_b = uniq_b.shape[0]
    m = inv_b.shape[0]
    bits = 0  # expanded B: token j covers ``weight`` consecutive bits
    for j in range(m):
        bits += np.int64(unit_weight_b[inv_b[j]])
    words = (bits + 63) // 64
    # masks of the B tokens that also occur in A, laid out [token][word][sub-symbol]: a row
    # reads the masks of all its sub-symbols for one word together
    base = np.full(n_uniq_b, -1, dtype=np.int64)
    for k in range(uniq_a.shape[0]):
        if amap[k] >= 0:
            base[amap[k]] = 0
    size = 0
    for k in range(n_uniq_b):
        if base[k] == 0:
            base[k] = size
            size += np.int64(unit_weight_b[k]) * words
    masks = np.zeros(max(size, 1), dtype=np.uint64)
    # word span of each token's matches: a row only touches its span (plus the carry running
    # out of it) -- most tokens of a page occur in one region of it
    lo = np.full(n_uniq_b, words, dtype=np.int64)
    hi = np.zeros(n_uniq_b, dtype=np.int64)
    start = 0
    for j in range(m):
        k = inv_b[j]
        width = np.int64(unit_weight_b[k])
        if base[k] >= 0:
            for s in range(width):
                bit = start + s
                word = bit >> 6
                masks[base[k] + word * width + s] |= _ONE << np.uint64(bit & 63)
                lo[k] = min(lo[k], word)
                hi[k] = max(hi[k], word + 1)
        start += width
    v = np.full(words, _ALL, dtype=np.uint64)
    for i in range(inv_a.shape[0]):
        key = amap[inv_a[i]]
        if key < 0:
            continue  # no match in B: the row leaves V unchanged
        width = np.int64(unit_weight_a[inv_a[i]])
        row = base[key]
        # The rows of the sub-symbols t#0..t#w-1 run as a wavefront over the words (row s needs
        # row s-1's result on this word and its own carry from the last word); weights 1-3, the
        # default's range, keep their carries in registers.
        if width == 1:
            c0 = _ZERO
            for w in range(lo[key], hi[key]):
                v[w], c0 = _step(v[w], masks[row + w], c0)
            w = hi[key]
            while c0 != _ZERO and w < words:
                v[w], c0 = _carry(v[w], c0)
                w += 1
        elif width == 2:
            c0 = c1 = _ZERO
            for w in range(lo[key], hi[key]):
                x, c0 = _step(v[w], masks[row + 2 * w], c0)
                v[w], c1 = _step(x, masks[row + 2 * w + 1], c1)
            w = hi[key]
            while (c0 | c1) != _ZERO and w < words:
                x, c0 = _carry(v[w], c0)
                v[w], c1 = _carry(x, c1)
                w += 1
        elif width == 3:
            c0 = c1 = c2 = _ZERO
            for w in range(lo[key], hi[key]):
                x, c0 = _step(v[w], masks[row + 3 * w], c0)
                x, c1 = _step(x, masks[row + 3 * w + 1], c1)
                v[w], c2 = _step(x, masks[row + 3 * w + 2], c2)
            w = hi[key]
            while (c0 | c1 | c2) != _ZERO and w < words:
                x, c0 = _carry(v[w], c0)
                x, c1 = _carry(x, c1)
                v[w], c2 = _carry(x, c2)
                w += 1
        else:  # heavier weights: one full pass per sub-symbol
            for s in range(width):
                carry = _ZERO
                for w in range(lo[key], hi[key]):
                    v[w], carry = _step(v[w], masks[row + w * width + s], carry)
                w = hi[key]
                while carry != _ZERO and w < words:
                    v[w], carry = _carry(v[w], carry)
                    w += 1
    # matched sub-symbols are the zero bits among the first ``bits``
    ones = 0
    for w in range(words):
        x = v[w]
        if w == words - 1 and bits & 63:
            x &= (_ONE << np.uint64(bits & 63)) - _ONE
        ones += np.int64(_popcount(x))
    return np.float64(bits - ones)



@njit(cache=True, nogil=True)
def elcs_packed(inv_all, inv_off, uniq_all, uniq_off, weight_all, totals, integrals, i, cols,
                max_bits_product, out):
    """``elcs_similarity`` of packed page i against packed pages ``cols``, in one call: a numba
    call costs about a microsecond of argument checking, as much as the whole kernel on a
    70-token page. Page k is ``inv_all[inv_off[k]:inv_off[k+1]]`` etc. Same arithmetic as the
    per-pair path (tested equal)."""
    inv_a = inv_all[inv_off[i]:inv_off[i + 1]]
    uniq_a = uniq_all[uniq_off[i]:uniq_off[i + 1]]
    weight_a = weight_all[uniq_off[i]:uniq_off[i + 1]]
    total_a = totals[i]
    n_a = inv_a.shape[0]
    for c in range(cols.shape[0]):
        k = cols[c]
        inv_b = inv_all[inv_off[k]:inv_off[k + 1]]
        uniq_b = uniq_all[uniq_off[k]:uniq_off[k + 1]]
        weight_b = weight_all[uniq_off[k]:uniq_off[k + 1]]
        n_b = inv_b.shape[0]
        if n_a == 0 or n_b == 0:
            out[c] = 1.0 if n_a == n_b else 0.0
            continue
        total_b = totals[k]
        bits = integrals[i] and integrals[k]
        if n_a <= n_b:  # the shorter page gives the rows, as in elcs_value
            if bits and (total_a / n_a) * (total_b / n_b) < max_bits_product:
                value = elcs_bits(inv_a, uniq_a, weight_a, inv_b, uniq_b, weight_b)
            else:
                value = elcs_dp(inv_a, uniq_a, weight_a, inv_b, uniq_b)
        else:
            if bits and (total_b / n_b) * (total_a / n_a) < max_bits_product:
                value = elcs_bits(inv_b, uniq_b, weight_b, inv_a, uniq_a, weight_a)
            else:
                value = elcs_dp(inv_b, uniq_b, weight_b, inv_a, uniq_a)
        out[c] = min(1.0, value / max(total_a, total_b))
