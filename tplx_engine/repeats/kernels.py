"""Compiled kernels of repeat merging (SPEC §2; numba): tree links, the subtree-hash detector,
one merge round, and the final origins and record occurrences.

Source: SPEC §2 (records are repeated subtrees with a common parent; among equal sequences under
one parent the first is kept, the others are removed, every merged token remembers all the
tokens it stands for) and §1.3 (pre-order: a subtree is a contiguous slice, the parent of a
token at depth d is the nearest earlier token at depth d-1). docs/repeats.md explains the rules.

Pages are a few hundred tokens and need 1-3 rounds, so the cost of a numpy version was the fixed
overhead of its few hundred array calls, not the data; here every loop is a plain loop and a
whole page is one call (:func:`merge_page_subtree_hash`). The kernels live in one module because
numba's on-disk cache of a function is only invalidated when its own file changes, not when a
function it calls from another file does.

* :func:`tree_links`: parent, subtree end and sibling links from one pass with a stack.
* :func:`find_runs`: the 'subtree-hash' detector. Every complete subtree gets a 64-bit polynomial
  hash of its slice; per sibling list, maximal runs of equal consecutive subtrees first, then
  (scope 'adjacent') runs of groups of k = 2..max_group consecutive sibling subtrees over the
  siblings still free, k ascending (a stretch of period k that overlaps the previous run of
  the same k starts at its first whole copy after it); scope 'siblings': all equal subtrees of
  a parent. Departure from the numpy version it replaced: siblings already in a run are skipped
  by a flag instead of being given stand-in hash values (which a real hash could, with
  probability 2**-64, have matched).
* :func:`apply_runs`: one merge round. Every removed copy is compared token by token (and depth
  by depth) with the kept copy and must end where a subtree ends; a run failing anywhere is
  dropped, so a hash collision can cost a merge, never make a wrong one. Runs are nested or
  disjoint, so a token's place in the kept copy is its index plus the offsets of all removed
  copies around it (a difference array). ``cur_of`` maps every original token to its current
  token, so origins compose over rounds without being copied.
* :func:`finish`: origins as CSR (ascending per merged token), records sorted by (start, longer
  first), repeatable flags, and every record's occurrences: an original token behind the
  record's first merged token starts an occurrence unless its previous sibling maps inside the
  record other than onto its last top-level token (it then continues an inner repeat, ``(a+ b)+``).
"""

from __future__ import annotations

import numpy as np
from numba import njit

_BASE = np.uint64(0x9E3779B97F4A7C15 | 1)
_BASE_INV = np.uint64(pow(0x9E3779B97F4A7C15 | 1, -1, 1 << 64))
_SIZE_MIX = np.uint64(0xD6E8FEB86659FD93)
_MIX_1 = np.uint64(0xBF58476D1CE4E5B9)
_MIX_2 = np.uint64(0x94D049BB133111EB)

HASH_EXACT = 0  # subtree hashes; the two modes below make hashes collide, for tests only
HASH_BY_SIZE = 1  # every subtree of one size gets the same hash
HASH_CONSTANT = 2  # every subtree gets the same hash


@njit(cache=True, nogil=True)
def tree_links(depths):
    """parent (-1: none), end (one past the subtree), previous and next sibling (-1: none).

    Roots of a forest at one depth are siblings. ``depths`` must be a valid pre-order sequence.
    """
    n = depths.shape[0]
    parent = np.full(n, -1, dtype=np.int64)
    end = np.empty(n, dtype=np.int64)
    prev_sibling = np.full(n, -1, dtype=np.int64)
    next_sibling = np.full(n, -1, dtype=np.int64)
    stack = np.empty(n, dtype=np.int64)  # open tokens, depths strictly increasing
    top = 0
    for i in range(n):
        d = depths[i]
        while top > 0 and depths[stack[top - 1]] >= d:
            top -= 1
            closed = stack[top]
            end[closed] = i
            if depths[closed] == d:  # closed by its next sibling
                prev_sibling[i] = closed
                next_sibling[closed] = i
        if top > 0 and depths[stack[top - 1]] == d - 1:
            parent[i] = stack[top - 1]
        stack[top] = i
        top += 1
    for t in range(top):
        end[stack[t]] = n
    return parent, end, prev_sibling, next_sibling


@njit(cache=True, nogil=True)
def first_bad_depth(depths):
    """Index of the first negative depth or of the first jump of two levels or more, else -1."""
    for i in range(depths.shape[0]):
        if depths[i] < 0 or (i > 0 and depths[i] > depths[i - 1] + 1):
            return i
    return -1


@njit(cache=True, nogil=True)
def _mix(z):
    """splitmix64 finaliser: spreads token ids over 64 bits (uint64 arithmetic wraps)."""
    z = (z ^ (z >> np.uint64(30))) * _MIX_1
    z = (z ^ (z >> np.uint64(27))) * _MIX_2
    return z ^ (z >> np.uint64(31))


@njit(cache=True, nogil=True)
def hash_powers(n):
    """BASE**t and BASE**-t (mod 2**64) for t < n."""
    pw = np.empty(n, dtype=np.uint64)
    inv = np.empty(n, dtype=np.uint64)
    a = np.uint64(1)
    b = np.uint64(1)
    for t in range(n):
        pw[t] = a
        inv[t] = b
        a = a * _BASE
        b = b * _BASE_INV
    return pw, inv


@njit(cache=True, nogil=True)
def _subtree_keys(tokens, depths, end, pw, inv, hash_mode):
    """A 64-bit key per token: equal subtrees have equal keys (the converse up to hashing).

    Polynomial hash of the slice ``[i, end[i])`` of per-token symbols from one prefix sum,
    normalised by BASE**-i so equal slices at different places agree; the size is folded in.
    """
    n = tokens.shape[0]
    keys = np.zeros(n, dtype=np.uint64)
    if hash_mode == HASH_CONSTANT:
        return keys
    if hash_mode == HASH_BY_SIZE:
        for i in range(n):
            keys[i] = np.uint64(end[i] - i)
        return keys
    prefix = np.zeros(n + 1, dtype=np.uint64)
    for i in range(n):
        symbol = _mix(np.uint64(tokens[i]) ^ _mix(np.uint64(depths[i])))
        prefix[i + 1] = prefix[i] + symbol * pw[i]
    for i in range(n):
        keys[i] = (prefix[end[i]] - prefix[i]) * inv[i] + np.uint64(end[i] - i) * _SIZE_MIX
    return keys


@njit(cache=True, nogil=True)
def _add_run(siblings, first, width, count, end, parent, unit, run_parent, ptr, copies, nruns,
             ncopies):
    """Append the run of ``count`` copies of ``width`` siblings from ``siblings[first]``."""
    head = siblings[first]
    unit[nruns] = end[siblings[first + width - 1]] - head
    run_parent[nruns] = parent[head]
    for r in range(count):
        copies[ncopies] = siblings[first + r * width]
        ncopies += 1
    nruns += 1
    ptr[nruns] = ncopies
    return nruns, ncopies


@njit(cache=True, nogil=True)
def find_runs(tokens, depths, parent, end, prev_sibling, next_sibling, pw, inv, siblings_scope,
              max_group, hash_mode):
    """Runs of equal sibling subtrees (and groups of them): (unit, parent, ptr, copies) as in
    :class:`.repeats_shape.Runs`. Each sibling is in at most one run of one call."""
    n = tokens.shape[0]
    unit = np.empty(n, dtype=np.int64)
    run_parent = np.empty(n, dtype=np.int64)
    ptr = np.zeros(n + 1, dtype=np.int64)
    copies = np.empty(n, dtype=np.int64)
    nruns = 0
    ncopies = 0
    keys = _subtree_keys(tokens, depths, end, pw, inv, hash_mode)
    sibs = np.empty(n, dtype=np.int64)  # one sibling list, in document order
    sib_keys = np.empty(n, dtype=np.uint64)
    taken = np.zeros(n, dtype=np.bool_)
    group_first = np.empty(n, dtype=np.int64)
    group_count = np.empty(n, dtype=np.int64)
    for head in range(n):
        if prev_sibling[head] >= 0 or next_sibling[head] < 0:
            continue  # not the first of a list of two or more siblings
        size = 0
        x = head
        while x >= 0:
            sibs[size] = x
            sib_keys[size] = keys[x]
            size += 1
            x = next_sibling[x]
        if siblings_scope:  # every set of equal subtrees, document order kept (stable sort)
            order = np.argsort(sib_keys[:size], kind="mergesort")
            a = 0
            while a < size:
                b = a + 1
                while b < size and sib_keys[order[b]] == sib_keys[order[a]]:
                    b += 1
                if b - a >= 2:
                    kept = sibs[order[a]]
                    unit[nruns] = end[kept] - kept
                    run_parent[nruns] = parent[kept]
                    for c in range(a, b):
                        copies[ncopies] = sibs[order[c]]
                        ncopies += 1
                    nruns += 1
                    ptr[nruns] = ncopies
                a = b
            continue
        # maximal runs of equal consecutive subtrees
        a = 0
        while a < size:
            b = a + 1
            while b < size and sib_keys[b] == sib_keys[a]:
                b += 1
            for t in range(a, b):
                taken[t] = b - a >= 2
            if b - a >= 2:
                nruns, ncopies = _add_run(sibs, a, 1, b - a, end, parent, unit, run_parent, ptr,
                                          copies, nruns, ncopies)
            a = b
        if max_group < 2 or size < 4:
            continue
        # runs of groups of `width` consecutive subtrees over the free siblings, width ascending
        for width in range(2, min(max_group, size // 2) + 1):
            ngroups = 0
            last_end = -1
            s = 0
            while s < size - width:
                e = s
                while (e < size - width and not taken[e] and not taken[e + width]
                       and sib_keys[e] == sib_keys[e + width]):
                    e += 1
                if e - s >= width:  # slots s .. e+width-1 repeat with period `width`
                    start = s
                    count = (e - s + width) // width
                    if start < last_end:  # overlaps the previous run: whole copies after it
                        skip = (last_end - start + width - 1) // width
                        start += skip * width
                        count -= skip
                    if count >= 2:
                        group_first[ngroups] = start
                        group_count[ngroups] = count
                        ngroups += 1
                        last_end = start + count * width
                s = e + 1 if e == s else e
            for g in range(ngroups):
                first = group_first[g]
                for t in range(first, first + group_count[g] * width):
                    taken[t] = True
                nruns, ncopies = _add_run(sibs, first, width, group_count[g], end, parent, unit,
                                          run_parent, ptr, copies, nruns, ncopies)
    return unit[:nruns], run_parent[:nruns], ptr[:nruns + 1], copies[:ncopies]


@njit(cache=True, nogil=True)
def apply_runs(tokens, depths, cur_of, rec_start, rec_len, unit, ptr, copies):
    """One merge round: (merged anything, tokens, depths, cur_of, rec_start, rec_len).

    ``cur_of[o]``: the current token original token o folds into. Records are (start, length)
    pairs of kept copies in current coordinates, unique, sorted by (start, length).
    """
    n = tokens.shape[0]
    nruns = unit.shape[0]
    good = np.zeros(nruns, dtype=np.bool_)
    any_good = False
    for r in range(nruns):
        kept = copies[ptr[r]]
        u = unit[r]
        ok = True
        for c in range(ptr[r] + 1, ptr[r + 1]):
            s = copies[c]
            if s + u > n or (s + u < n and depths[s + u] > depths[s]):
                ok = False  # ends inside a subtree
            for t in range(u if ok else 0):
                if tokens[s + t] != tokens[kept + t] or depths[s + t] != depths[kept + t]:
                    ok = False
                    break
            if not ok:
                break
        good[r] = ok
        any_good |= ok
    if not any_good:
        return False, tokens, depths, cur_of, rec_start, rec_len

    shift = np.zeros(n + 1, dtype=np.int64)  # difference array of offsets to the kept copies
    new_records = rec_start.shape[0]
    for r in range(nruns):
        if good[r]:
            new_records += 1
            kept = copies[ptr[r]]
            for c in range(ptr[r] + 1, ptr[r + 1]):
                s = copies[c]
                shift[s] += kept - s
                shift[s + unit[r]] -= kept - s
    rep = np.empty(n, dtype=np.int64)  # the kept token each token folds into
    prefix = np.empty(n + 1, dtype=np.int64)  # prefix[i]: kept tokens before i
    prefix[0] = 0
    acc = 0
    for i in range(n):
        acc += shift[i]
        rep[i] = i + acc
        prefix[i + 1] = prefix[i] + (1 if acc == 0 else 0)  # offsets < 0: 0 = not removed
    m = prefix[n]
    new_tokens = np.empty(m, dtype=tokens.dtype)
    new_depths = np.empty(m, dtype=depths.dtype)
    for i in range(n):
        if rep[i] == i:
            new_tokens[prefix[i]] = tokens[i]
            new_depths[prefix[i]] = depths[i]
    new_cur = np.empty(cur_of.shape[0], dtype=np.int64)
    for o in range(cur_of.shape[0]):
        new_cur[o] = prefix[rep[cur_of[o]]]

    # A record moves with its first token; one inside a removed copy lands on the same place
    # in the kept copy. Its length is the number of kept tokens in that place.
    pairs = np.empty(new_records, dtype=np.int64)
    k = 0
    for q in range(rec_start.shape[0] + nruns):
        if q < rec_start.shape[0]:
            src, length = rep[rec_start[q]], rec_len[q]
        elif good[q - rec_start.shape[0]]:
            src, length = rep[copies[ptr[q - rec_start.shape[0]]]], unit[q - rec_start.shape[0]]
        else:
            continue
        pairs[k] = prefix[src] * (m + 1) + prefix[src + length] - prefix[src]
        k += 1
    pairs = np.unique(pairs)
    return True, new_tokens, new_depths, new_cur, pairs // (m + 1), pairs % (m + 1)


@njit(cache=True, nogil=True)
def finish(depths, cur_of, rec_start, rec_len, original_parent, original_prev):
    """(origin_ptr, origin_idx, repeatable, start, length, parent, occ_ptr, occ_idx) of the
    merged sequence with ``depths``; records sorted by (start, longer first)."""
    m = depths.shape[0]
    n = cur_of.shape[0]
    origin_ptr = np.zeros(m + 1, dtype=np.int64)
    for o in range(n):
        origin_ptr[cur_of[o] + 1] += 1
    for j in range(m):
        origin_ptr[j + 1] += origin_ptr[j]
    fill = origin_ptr[:-1].copy()
    origin_idx = np.empty(n, dtype=np.int64)
    for o in range(n):  # originals in ascending order: every row comes out sorted
        origin_idx[fill[cur_of[o]]] = o
        fill[cur_of[o]] += 1

    nrec = rec_start.shape[0]
    order = np.argsort(rec_start * (m + 2) + (m + 1 - rec_len))
    start = rec_start[order]
    length = rec_len[order]
    marks = np.zeros(m + 1, dtype=np.int64)
    for r in range(nrec):
        marks[start[r]] += 1
        marks[start[r] + length[r]] -= 1
    repeatable = np.empty(m, dtype=np.bool_)
    acc = 0
    for j in range(m):
        acc += marks[j]
        repeatable[j] = acc > 0

    shared = False  # do two records share their first token?
    for r in range(1, nrec):
        shared |= start[r] == start[r - 1]
    occ_ptr = np.zeros(nrec + 1, dtype=np.int64)
    bound = 0  # records sharing a first token draw on the same origins
    for r in range(nrec):
        bound += origin_ptr[start[r] + 1] - origin_ptr[start[r]]
    occ_idx = np.empty(bound, dtype=np.int64)
    parent = np.full(nrec, -1, dtype=np.int64)
    k = 0
    for r in range(nrec):
        j = start[r]
        stop = j + length[r]
        last = stop - 1  # the record's last top-level token
        while depths[last] != depths[j]:
            last -= 1
        for c in range(origin_ptr[j], origin_ptr[j + 1]):
            o = origin_idx[c]
            before = original_prev[o]
            if shared and before >= 0:
                at = cur_of[before]
                if j <= at < stop and at != last:
                    continue  # o continues an inner repeat that starts at j
            occ_idx[k] = o
            k += 1
        occ_ptr[r + 1] = k
        if k > occ_ptr[r]:
            parent[r] = original_parent[occ_idx[occ_ptr[r]]]
    return origin_ptr, origin_idx, repeatable, start, length, parent, occ_ptr, occ_idx[:k]


@njit(cache=True, nogil=True)
def merge_page_subtree_hash(tokens, depths, siblings_scope, max_group, max_rounds, hash_mode):
    """The whole of merge_repeats(detector='subtree-hash') on validated int64 arrays:
    (tokens, depths, origin_ptr, origin_idx, repeatable, start, length, parent, occ_ptr,
    occ_idx); rounds until one merges nothing or ``max_rounds`` have run."""
    n = tokens.shape[0]
    original_parent, end, original_prev, next_sibling = tree_links(depths)
    parent, prev_sibling = original_parent, original_prev
    pw, inv = hash_powers(n)
    cur_of = np.arange(n)
    rec_start = np.zeros(0, dtype=np.int64)
    rec_len = np.zeros(0, dtype=np.int64)
    for _ in range(max_rounds):
        unit, _run_parent, ptr, copies = find_runs(tokens, depths, parent, end, prev_sibling,
                                                   next_sibling, pw, inv, siblings_scope,
                                                   max_group, hash_mode)
        if unit.shape[0] == 0:
            break
        merged, tokens, depths, cur_of, rec_start, rec_len = apply_runs(
            tokens, depths, cur_of, rec_start, rec_len, unit, ptr, copies)
        if not merged:
            break
        parent, end, prev_sibling, next_sibling = tree_links(depths)
    origin_ptr, origin_idx, repeatable, start, length, rec_parent, occ_ptr, occ_idx = finish(
        depths, cur_of, rec_start, rec_len, original_parent, original_prev)
    return (tokens, depths, origin_ptr, origin_idx, repeatable, start, length, rec_parent,
            occ_ptr, occ_idx)
