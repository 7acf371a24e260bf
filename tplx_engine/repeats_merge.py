"""Merging detected runs into the sequence, keeping every origin and record occurrence.

Source: SPEC §2 "Merge": among equal sequences under one parent keep the first, remove the
others, flag the kept one repeatable; the merged token remembers every original occurrence.

One merge round takes the current sequence (already merged in earlier rounds), its origin map
(current token -> original token indices) and its records, and applies a set of runs found on it:

* Every removed copy maps onto the kept copy at the same offset. Runs are nested or disjoint, so
  the kept position of any token is its index plus the offsets of all removed copies that contain
  it: one difference array and a cumulative sum, however deep the nesting.
* Before anything is removed, every removed copy is compared token by token with its kept copy;
  a run that does not match (a hash collision of the fast detector) is dropped.
* Origins compose: a merged token stands for the origins of every token that maps onto it.
* Records are (start, length) pairs in current coordinates, mapped forward each round: a record
  inside a removed copy lands on the same place in the kept copy (and becomes one record with
  the one found there); lengths shrink when runs inside a record merge.

Occurrences are derived once at the end, from the original tree (:func:`_occurrences`).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .model import MergedSequence, Record
from .repeats_shape import Runs, TreeShape, ranks, stable_order


def _csr_ptr(owner: np.ndarray, rows: int) -> np.ndarray:
    ptr = np.zeros(rows + 1, dtype=np.int64)
    np.cumsum(np.bincount(owner, minlength=rows), out=ptr[1:])
    return ptr


@dataclass(frozen=True, eq=False)
class MergeState:
    tokens: np.ndarray
    depths: np.ndarray
    origin_ptr: np.ndarray  # CSR: current token -> original token indices, sorted
    origin_idx: np.ndarray
    rec_start: np.ndarray  # records' kept copies, current coordinates
    rec_len: np.ndarray

    @staticmethod
    def initial(tokens: np.ndarray, depths: np.ndarray) -> MergeState:
        n = tokens.shape[0]
        z = np.zeros(0, dtype=np.int64)
        return MergeState(tokens, depths, np.arange(n + 1, dtype=np.int64),
                          np.arange(n, dtype=np.int64), z, z)

    def finish(self, original: TreeShape, shape: TreeShape) -> MergedSequence:
        """The merged sequence; ``original`` is the shape of the input, ``shape`` this one's."""
        n = self.tokens.shape[0]
        order = np.lexsort((-self.rec_len, self.rec_start))
        start, length = self.rec_start[order], self.rec_len[order]
        marks = np.zeros(n + 1, dtype=np.int64)
        np.add.at(marks, start, 1)
        np.add.at(marks, start + length, -1)
        occ_ptr, occ_idx = _occurrences(self, original, shape, start, length)
        parent = original.parent
        records = tuple(
            Record(length=ln, occurrences=tuple(occ_idx[a:b].tolist()),
                   parent=int(parent[occ_idx[a]]), merged_start=s)
            for s, ln, a, b in zip(start.tolist(), length.tolist(), occ_ptr[:-1].tolist(),
                                   occ_ptr[1:].tolist()))
        return MergedSequence(
            tokens=self.tokens, depths=self.depths.astype(np.int32),
            repeatable=np.cumsum(marks[:n]) > 0,
            origin_ptr=self.origin_ptr, origin_idx=self.origin_idx, records=records)


def _occurrences(state: MergeState, original: TreeShape, shape: TreeShape,
                 start: np.ndarray, length: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Original start index of every occurrence of every record (CSR, sorted per record).

    The first merged token of record (j, L) stands for the first token of every occurrence, and
    also for repeats of an inner record that starts at the same token (``(a+ b)+``). An original
    token ``a`` behind j starts an occurrence unless its previous sibling maps into the record
    but not onto the record's last top-level token, i.e. ``a`` continues an inner repeat.
    """
    m = state.tokens.shape[0]
    counts = state.origin_ptr[1:] - state.origin_ptr[:-1]
    per = counts[start]
    cand = state.origin_idx[np.repeat(state.origin_ptr[start], per) + ranks(per)]
    if start.shape[0] < 2 or np.all(start[1:] != start[:-1]):  # (start is sorted)
        # No two records share a first token, so none repeats inside another at its start:
        # every token behind the first one starts an occurrence.
        ptr = np.zeros(start.shape[0] + 1, dtype=np.int64)
        np.cumsum(per, out=ptr[1:])
        return ptr, cand
    rec_of = np.repeat(np.arange(start.shape[0]), per)

    # previous sibling of each candidate in the original tree (-1: none)
    slot_of = np.empty(original.by_level.shape[0], dtype=np.int64)
    slot_of[original.by_level] = np.arange(original.by_level.shape[0])
    slot = slot_of[cand]
    before = np.maximum(slot - 1, 0)
    has_prev = (slot > 0) & (original.group[before] == original.group[slot])
    merged_of = np.empty(state.origin_idx.shape[0], dtype=np.int64)
    merged_of[state.origin_idx] = np.repeat(np.arange(m), counts)
    prev_at = np.where(has_prev, merged_of[original.by_level[before]], -1)

    # last top-level token of [j, j+L): the last token at depth[j] before j+L (by_level is
    # sorted by (depth, index), so it is the slot before where (depth[j], j+L) would go)
    level_key = state.depths[shape.by_level] * (m + 1) + shape.by_level
    at = np.searchsorted(level_key, state.depths[start] * (m + 1) + start + length) - 1
    last = shape.by_level[at]

    j = start[rec_of]
    starts_one = ~has_prev | (prev_at < j) | (prev_at >= j + length[rec_of]) | (
        prev_at == last[rec_of])
    return _csr_ptr(rec_of[starts_one], start.shape[0]), cand[starts_one]


@dataclass(frozen=True, eq=False)
class MergeStep:
    """What one round did: the new state and which old tokens it kept."""

    state: MergeState
    kept: np.ndarray


def _removed_copies(runs: Runs):
    """(start, unit, kept start, run) of every removed copy."""
    run_of = np.repeat(np.arange(len(runs)), runs.ptr[1:] - runs.ptr[:-1])
    removed = np.arange(runs.copies.shape[0]) != runs.ptr[run_of]
    run_of = run_of[removed]
    return runs.copies[removed], runs.unit[run_of], runs.copies[runs.ptr[run_of]], run_of


def _mismatched(state: MergeState, start, unit, kept) -> np.ndarray:
    """Removed copies (indices) that differ from their kept copy in some token or depth, or
    that end inside a subtree (a longer copy whose first ``unit`` tokens happen to match)."""
    n = state.tokens.shape[0]
    offsets = ranks(unit)
    here = np.minimum(np.repeat(start, unit) + offsets, n - 1)
    there = np.repeat(kept, unit) + offsets
    bad = (state.tokens[here] != state.tokens[there]) | (state.depths[here] != state.depths[there])
    after = np.minimum(start + unit, n - 1)
    cut = (start + unit > n) | (start + unit < n) & (state.depths[after] > state.depths[start])
    if not (bad.any() or cut.any()):
        return bad[:0]
    return np.union1d(np.repeat(np.arange(start.shape[0]), unit)[bad], np.flatnonzero(cut))


def apply_runs(state: MergeState, runs: Runs) -> MergeStep | None:
    """One merge round; None when no run survives the token comparison."""
    start, unit, kept_start, run_of = _removed_copies(runs)
    bad = _mismatched(state, start, unit, kept_start)
    if bad.shape[0]:  # a hash collision: drop the whole run, keep the others
        bad_runs = set(run_of[bad].tolist())
        runs = Runs.of([(int(runs.unit[r]), int(runs.parent[r]),
                         runs.copies[runs.ptr[r]:runs.ptr[r + 1]])
                        for r in range(len(runs)) if r not in bad_runs])
        if len(runs) == 0:
            return None
        start, unit, kept_start, run_of = _removed_copies(runs)
    n = state.tokens.shape[0]
    offset = (kept_start - start).astype(np.float64)  # exact: |offset| < 2**53
    diff = np.bincount(start, offset, n + 1) - np.bincount(start + unit, offset, n + 1)
    shift = np.cumsum(diff[:n]).astype(np.int64)
    kept = shift == 0  # offsets are all negative: zero means no removed copy covers the token
    rep = np.arange(n) + shift  # the kept token each token folds into
    prefix = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(kept, out=prefix[1:])  # prefix[i] = kept tokens before i = new index of kept i
    target = prefix[rep]
    m = int(prefix[-1])

    counts = np.diff(state.origin_ptr)
    owner = np.repeat(target, counts)
    order = stable_order(owner)
    owner, origin_idx = owner[order], state.origin_idx[order]
    # Copies come in document order, but a token may already stand for several outer copies
    # (an outer loop merged in an earlier round): then its origins interleave, sort them.
    if np.any((origin_idx[1:] < origin_idx[:-1]) & (owner[1:] == owner[:-1])):
        order = np.lexsort((origin_idx, owner))
        owner, origin_idx = owner[order], origin_idx[order]
    origin_ptr = _csr_ptr(owner, m)

    # Records move with their first token; a record in a removed copy lands on the same place
    # in the kept copy. Its new length is the number of kept tokens in that place (runs inside
    # it are merged, and with scope 'siblings' other siblings may sit between its copies).
    rec_src = rep[np.concatenate((state.rec_start, runs.copies[runs.ptr[:-1]]))]
    rec_len = np.concatenate((state.rec_len, runs.unit))
    new_start = prefix[rec_src]
    pairs = np.unique(new_start * (m + 1) + prefix[rec_src + rec_len] - new_start)
    new_state = MergeState(state.tokens[kept], state.depths[kept], origin_ptr, origin_idx,
                           pairs // (m + 1), pairs % (m + 1))
    return MergeStep(new_state, kept)
