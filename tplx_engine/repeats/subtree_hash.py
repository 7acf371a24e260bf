"""The 'subtree-hash' repeat detector: equal sibling subtrees by hashing, compiled.

Source: SPEC §2 (records are repeated subtrees with a common parent; the merge keeps the first
of equal sequences under one parent). This detector replaces the suffix tree's search by a direct
one because a pure-Python suffix tree is far too slow for the preprocessing budget (timings in
docs/repeats.md).

How: a complete subtree is a contiguous slice ``tokens[i:end[i]]``; two subtrees are equal iff the
slices are. Every slice gets a 64-bit polynomial hash from one prefix sum. Per sibling list, one
detection pass proposes:

* maximal runs of equal consecutive sibling subtrees (``<li/><li/><li/>``);
* then, on the siblings not in such a run, runs of groups of k = 2..max_group consecutive sibling
  subtrees (``<dt/><dd/><dt/><dd/>``, or table rows whose cells were unwrapped), k ascending,
  each sibling in at most one run (``a b a b a b a b`` is four ``a b``, not two ``a b a b``).
  A group that contains a run of single subtrees (``h6 a a a h6 a a``) is found by the next
  pass, on the merged sequence (``h6 a+ h6 a+``): merging iterates to a fixpoint;
* scope 'siblings': all equal sibling subtrees of a parent, adjacent or not (no group search:
  every subtree of a repeated group is itself a repeated sibling there).

Hashes only propose: the merge compares the tokens of every copy it removes with the kept copy
and drops a run on mismatch, so a collision can cost a merge, never a wrong one.

The detection, the merge rounds and the bookkeeping of a whole page are one call of a numba
kernel (:func:`.repeats_kernels.merge_page_subtree_hash`); departure from the numpy version it
replaced (same results): see :mod:`.repeats_kernels`.
"""

from __future__ import annotations

import numpy as np

from ..model import MergedSequence
from .kernels import (
    HASH_BY_SIZE,
    HASH_CONSTANT,
    HASH_EXACT,
    find_runs,
    hash_powers,
    merge_page_subtree_hash,
    tree_links,
)
from .rounds import merged_sequence
from .shape import Runs

MAX_GROUP = 12  # longest group of sibling subtrees searched as one repeated unit (scope adjacent)
HASH_MODES = {"exact": HASH_EXACT, "size": HASH_BY_SIZE, "constant": HASH_CONSTANT}


def merge_subtree_hash(tokens: np.ndarray, depths: np.ndarray, scope: str, max_group: int,
                       max_rounds: int, collide: str = "exact") -> MergedSequence:
    """merge_repeats with this detector, on validated contiguous int64 arrays.

    ``collide`` is for tests: 'size' gives every subtree of one size the same hash, 'constant'
    every subtree, so that only the token comparison of the merge stands between a collision
    and a wrong merge.
    """
    return merged_sequence(*merge_page_subtree_hash(
        tokens, depths, scope == "siblings", max_group, max_rounds, HASH_MODES[collide]))


def find_runs_subtree_hash(tokens: np.ndarray, depths: np.ndarray, scope: str = "adjacent",
                           max_group: int = MAX_GROUP) -> Runs:
    """One detection pass (no merging) on validated contiguous int64 arrays."""
    parent, end, prev_sibling, next_sibling = tree_links(depths)
    pw, inv = hash_powers(tokens.shape[0])
    unit, run_parent, ptr, copies = find_runs(tokens, depths, parent, end, prev_sibling,
                                              next_sibling, pw, inv, scope == "siblings",
                                              max_group, HASH_EXACT)
    return Runs(unit, run_parent, ptr, copies)
