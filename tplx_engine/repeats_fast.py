"""The 'subtree-hash' repeat detector: equal sibling subtrees by hashing, all in numpy.

Source: SPEC §2 (records are repeated subtrees with a common parent; the merge keeps the first
of equal sequences under one parent). This detector replaces the suffix tree's search by a direct
one because a pure-Python suffix tree is far too slow for the preprocessing budget (timings in
docs/repeats.md).

How: a complete subtree is a contiguous slice ``tokens[i:end[i]]``; two subtrees are equal iff the
slices are. Every slice gets a 64-bit polynomial hash from one prefix-sum array (O(n) numpy, no
bottom-up loop over levels). Children of one parent are consecutive in ``by_level`` order, so
equal neighbours are one vectorised comparison. One call proposes:

* maximal runs of equal consecutive sibling subtrees (``<li/><li/><li/>``);
* then, on the siblings not in such a run, runs of groups of k = 2..max_group consecutive sibling
  subtrees (``<dt/><dd/><dt/><dd/>``, or table rows whose cells were unwrapped), k ascending,
  each sibling in at most one run (``a b a b a b a b`` is four ``a b``, not two ``a b a b``).
  A group that contains a run of single subtrees (``h6 a a a h6 a a``) is found by the next
  call, on the merged sequence (``h6 a+ h6 a+``): merge_repeats iterates to a fixpoint;
* scope 'siblings': all equal sibling subtrees of a parent, adjacent or not (no group search:
  every subtree of a repeated group is itself a repeated sibling there).

Hashes only propose: the merge step compares the tokens of every copy it removes with the kept
copy and drops a run on mismatch, so a collision can cost a merge, never a wrong one.
"""

from __future__ import annotations

import numpy as np

from .repeats_shape import Runs, TreeShape, ranks

MAX_GROUP = 12  # longest group of sibling subtrees searched as one repeated unit (scope adjacent)

_BASE = np.uint64(0x9E3779B97F4A7C15 | 1)
_BASE_INV = np.uint64(pow(int(_BASE), -1, 1 << 64))
_SIZE_MIX = np.uint64(0xD6E8FEB86659FD93)
_PARENT_MIX = np.int64(0x2545F4914F6CDD1D)
_powers_cache = [(np.ones(1, dtype=np.uint64), np.ones(1, dtype=np.uint64))]


def _powers(n: int) -> tuple[np.ndarray, np.ndarray]:
    """BASE**t and BASE**-t (mod 2**64) for t < n, cached and grown geometrically."""
    pw, inv = _powers_cache[0]
    if pw.shape[0] < n:
        size = max(n, 2 * pw.shape[0], 4096)
        pw = np.cumprod(np.concatenate(([np.uint64(1)], np.full(size - 1, _BASE))))
        inv = np.cumprod(np.concatenate(([np.uint64(1)], np.full(size - 1, _BASE_INV))))
        _powers_cache[0] = (pw, inv)
    return pw[:n], inv[:n]


def _mix(x: np.ndarray) -> np.ndarray:
    """splitmix64 finaliser: spreads token ids over 64 bits (uint64 arithmetic wraps)."""
    z = x.astype(np.uint64)
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return z ^ (z >> np.uint64(31))


def token_symbols(tokens: np.ndarray, depths: np.ndarray) -> np.ndarray:
    """A 64-bit hash symbol per token from its id and depth (computed once per page)."""
    return _mix(tokens.astype(np.uint64) ^ _mix(depths))


def subtree_keys(symbols: np.ndarray, shape: TreeShape) -> np.ndarray:
    """A 64-bit key per token: equal keys <=> (up to hashing) equal subtrees, as int64.

    Polynomial hash of the slice ``symbols[i:end[i]]`` from one prefix sum, normalised by
    BASE**-i so that equal slices at different places get equal values; the size is folded in.
    """
    n = symbols.shape[0]
    pw, inv = _powers(n)
    prefix = np.zeros(n + 1, dtype=np.uint64)
    np.cumsum(symbols * pw, out=prefix[1:])
    poly = (prefix[shape.end] - prefix[:-1]) * inv
    size = (shape.end - np.arange(n)).astype(np.uint64)
    return (poly + size * _SIZE_MIX).view(np.int64)


def _segments(flags: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Start and length of every maximal run of True in a boolean array."""
    padded = np.zeros(flags.shape[0] + 2, dtype=bool)
    padded[1:-1] = flags
    edges = np.flatnonzero(padded[1:] != padded[:-1])
    return edges[0::2], edges[1::2] - edges[0::2]


def find_runs_subtree_hash(symbols: np.ndarray, shape: TreeShape,
                           scope: str = "adjacent", max_group: int = MAX_GROUP) -> Runs:
    """Runs of equal sibling subtrees (and, scope 'adjacent', of equal sibling groups).

    ``symbols`` from :func:`token_symbols`. In one call every sibling slot belongs to at most
    one run: single-subtree runs first, then groups by increasing k over the slots still free.
    A group that contains a single-subtree run, or a smaller group, is found by the next call on
    the merged sequence (merge_repeats iterates), where it no longer overlaps anything.
    """
    n = symbols.shape[0]
    if n < 2:
        return Runs.empty()
    order = shape.by_level
    key = subtree_keys(symbols, shape)[order]
    par = shape.group
    if scope == "siblings":
        return _sibling_groups(key, par, order, shape)

    same_parent = par[1:] == par[:-1]
    eq1 = same_parent & (key[1:] == key[:-1])
    first, length = _segments(eq1)
    k = np.ones(first.shape[0], dtype=np.int64)
    count = length + 1

    widest = int(_segments(same_parent)[1].max(initial=0)) + 1
    if max_group >= 2 and widest >= 4:
        # Slots already in a run get distinct negative stand-in keys so they match nothing;
        # the parent is folded in so that the cheap count below mostly sees siblings (a run is
        # accepted on exact parent equality). A real key equal to a stand-in costs at most a
        # run that the token comparison of the merge rejects.
        taken = np.zeros(n, dtype=bool)
        taken[:-1] = eq1
        taken[1:] |= eq1
        free = np.where(taken, -1 - np.arange(n, dtype=np.int64), key + par * _PARENT_MIX)
        groups = []
        for width in range(2, min(max_group, widest // 2) + 1):
            eqk = free[width:] == free[:-width]
            if np.count_nonzero(eqk) < width:
                continue
            eqk &= par[width:] == par[:-width]
            firsts, lens = _segments(eqk)
            ok = lens >= width
            if not ok.any():
                continue
            starts, copies = _non_overlapping(firsts[ok], (lens[ok] + width) // width, width)
            if starts.shape[0]:
                groups.append((width, starts, copies))
                covered = np.repeat(starts, copies * width) + ranks(copies * width)
                free[covered] = -1 - covered
        if groups:
            k = np.concatenate([k] + [np.full(s.shape[0], w, dtype=np.int64) for w, s, _ in groups])
            first = np.concatenate([first] + [s for _, s, _ in groups])
            count = np.concatenate([count] + [c for _, _, c in groups])
    if first.shape[0] == 0:
        return Runs.empty()
    ptr = np.zeros(first.shape[0] + 1, dtype=np.int64)
    np.cumsum(count, out=ptr[1:])
    slots = np.repeat(first, count) + ranks(count) * np.repeat(k, count)
    head = order[first]
    return Runs(unit=shape.end[order[first + k - 1]] - head, parent=shape.parent[head],
                ptr=ptr, copies=order[slots])


def _non_overlapping(starts: np.ndarray, copies: np.ndarray, k: int):
    """Group runs of one k, in slot order: a run overlapping the previous kept one starts at
    the previous one's end instead (whole copies) and is dropped below two copies."""
    out_s, out_c = [], []
    last_end = -1
    for s, c in zip(starts.tolist(), copies.tolist()):
        if s < last_end:
            skip = -(-(last_end - s) // k)
            s, c = s + skip * k, c - skip
        if c >= 2:
            out_s.append(s)
            out_c.append(c)
            last_end = s + c * k
    return np.array(out_s, dtype=np.int64), np.array(out_c, dtype=np.int64)


def _sibling_groups(key, par, order, shape: TreeShape) -> Runs:
    """Scope 'siblings': every set of >= 2 equal subtrees under one parent."""
    idx = np.lexsort((key, par))  # stable: document order within a group
    k_sorted, p_sorted = key[idx], par[idx]
    same = (k_sorted[1:] == k_sorted[:-1]) & (p_sorted[1:] == p_sorted[:-1])
    first, length = _segments(same)
    if first.shape[0] == 0:
        return Runs.empty()
    counts = length + 1
    copies = order[idx[np.repeat(first, counts) + ranks(counts)]]
    ptr = np.concatenate(([0], np.cumsum(counts))).astype(np.int64)
    starts = copies[ptr[:-1]]
    return Runs(unit=shape.end[starts] - starts, parent=shape.parent[starts], ptr=ptr,
                copies=copies)

