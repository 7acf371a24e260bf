"""Merging detected runs into the sequence, keeping every origin and record occurrence.

Source: SPEC §2 "Merge": among equal sequences under one parent keep the first, remove the
others, flag the kept one repeatable; the merged token remembers every original occurrence.

The work is done by compiled kernels (:mod:`.repeats_kernels`: ``apply_runs`` for one round,
``finish`` for origins and occurrences); this module runs the rounds for a detector written in
Python (the suffix tree's) and turns the kernels' arrays into the :class:`MergedSequence` value.
Rules, shared by both detectors:

* Before anything is removed, every removed copy is compared token by token with its kept copy;
  a run that does not match (a hash collision of the fast detector) is dropped.
* Every removed copy maps onto the kept copy at the same offset; runs are nested or disjoint, so
  the kept position of any token is its index plus the offsets of all removed copies around it.
* Origins compose over rounds: a merged token stands for every original token that maps onto it.
* Records are (start, length) pairs in current coordinates, mapped forward each round: a record
  inside a removed copy lands on the same place in the kept copy (and becomes one record with
  the one found there); lengths shrink when runs inside a record merge.
* Occurrences are derived once at the end, from the original tree.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from ..model import MergedSequence, Record
from .kernels import apply_runs, finish, tree_links
from .shape import Runs, TreeShape


def merged_sequence(tokens: np.ndarray, depths: np.ndarray, origin_ptr: np.ndarray,
                    origin_idx: np.ndarray, repeatable: np.ndarray, start: np.ndarray,
                    length: np.ndarray, parent: np.ndarray, occ_ptr: np.ndarray,
                    occ_idx: np.ndarray) -> MergedSequence:
    """The value from the arrays of ``finish`` (records sorted by start, longer first)."""
    occurrences = occ_idx.tolist()
    bounds = occ_ptr.tolist()
    records = tuple(
        Record(length=ln, occurrences=tuple(occurrences[a:b]), parent=p, merged_start=s)
        for s, ln, p, a, b in zip(start.tolist(), length.tolist(), parent.tolist(), bounds,
                                  bounds[1:]))
    return MergedSequence(tokens=tokens, depths=depths.astype(np.int32), repeatable=repeatable,
                          origin_ptr=origin_ptr, origin_idx=origin_idx, records=records)


def merge_rounds(tokens: np.ndarray, depths: np.ndarray,
                 find_runs: Callable[[np.ndarray, np.ndarray, TreeShape], Runs],
                 max_rounds: int) -> MergedSequence:
    """Detect with ``find_runs(tokens, depths, shape)`` and merge, until a round merges nothing
    or ``max_rounds`` have run. Arrays: validated contiguous int64."""
    original_parent, end, original_prev, _ = tree_links(depths)
    shape = TreeShape(original_parent, end)
    cur_of = np.arange(tokens.shape[0], dtype=np.int64)
    rec_start = rec_len = np.zeros(0, dtype=np.int64)
    for _ in range(max_rounds):
        runs = find_runs(tokens, depths, shape)
        if len(runs) == 0:
            break
        merged, tokens, depths, cur_of, rec_start, rec_len = apply_runs(
            tokens, depths, cur_of, rec_start, rec_len, runs.unit, runs.ptr, runs.copies)
        if not merged:
            break
        parent, end, _, _ = tree_links(depths)
        shape = TreeShape(parent, end)
    return merged_sequence(tokens, depths, *finish(depths, cur_of, rec_start, rec_len,
                                                   original_parent, original_prev))
