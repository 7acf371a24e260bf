"""Repeated records: detect them in a page's token sequence and merge them (SPEC §2).

Source: SPEC §2 and 000 §3.3. Template loops make pages of one template differ only in how many
times a record repeats; the records are found, each run of equal records under one parent is
reduced to its first copy, flagged repeatable ('+'), and every merged token remembers all the
original tokens it stands for (``MergedSequence.origins``).

Two detectors, chosen by ``detector`` (timings: docs/repeats.md, bench/repeats_micro.py):

* ``'suffix-tree'`` — the SPEC's method: Ukkonen suffix tree + Algorithms 1-2
  (:mod:`.repeats_suffix`). Pure Python: the reference, about 30x slower on swde pages.
* ``'subtree-hash'`` (default) — hashes of complete subtrees compared between siblings, compiled
  with numba, one kernel call per page (:mod:`.repeats_fast`, :mod:`.repeats_kernels`). It also
  finds repeated *groups* of consecutive sibling subtrees (``<dt/><dd/>`` pairs, table rows
  whose cells were unwrapped), which the suffix-tree method cannot report because its records
  never leave the subtree of their first token. Restricted to single subtrees
  (``max_group=1``), or with scope 'siblings', both give the same result (tested against each
  other and against a naive oracle).

``scope``: ``'adjacent'`` (default) merges only consecutive equal copies — what a template loop
emits; ``'siblings'`` merges every equal sibling under a parent, wherever it is.

Nested loops (departure: the source merges once): merging repeats until nothing changes. A round
merges every run found; the next round looks at the shorter sequence, where outer copies whose
inner loops ran a different number of times have become equal (token equality ignores the '+'
flags: a loop that ran once equals one that ran three times). Records found inside a removed
outer copy join the record at the same place in the kept copy. See docs/repeats.md.

``Record.length`` is the record's length in the merged sequence (tokens of its kept copy after
all merging, ``merged[merged_start:merged_start + length]``); without nesting this is the length
of every occurrence in the original sequence, as in the source's Table 6.4.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

import numpy as np

from ..model import MergedSequence, Record
from .rounds import merge_rounds
from .shape import TokenSequenceError, validated
from .subtree_hash import MAX_GROUP, merge_subtree_hash
from .suffix_detector import find_runs_suffix_tree

DETECTORS = ("subtree-hash", "suffix-tree")
SCOPES = ("adjacent", "siblings")
# Each round merges one more level of loops whose counts varied; real pages need 1-3. The cap
# bounds the time a pathological page (thousands of nested varying loops) can take; such a
# page is returned merged as far as the cap allowed.
MAX_ROUNDS = 32

__all__ = [
    "DETECTORS",
    "SCOPES",
    "TokenSequenceError",
    "detectors_agree",
    "find_records",
    "merge_repeats",
    "record_length_histogram",
]


def _check_options(detector: str, scope: str, max_group: int) -> None:
    if not isinstance(max_group, int) or max_group < 1:
        raise ValueError(f"max_group must be a positive integer, got {max_group!r}")
    if detector not in DETECTORS:
        raise ValueError(f"unknown repeat detector {detector!r}; expected one of {DETECTORS}")
    if scope not in SCOPES:
        raise ValueError(f"unknown repeat scope {scope!r}; expected one of {SCOPES}")


def merge_repeats(tokens: np.ndarray, depths: np.ndarray, detector: str = "subtree-hash",
                  scope: str = "adjacent", *, max_group: int = MAX_GROUP) -> MergedSequence:
    """The sequence with repeated records merged (SPEC §2), iterated to a fixpoint.

    ``max_group`` (subtree-hash, scope adjacent): the most sibling subtrees one repeated unit
    may span; 1 restricts records to single subtrees like the suffix-tree detector.
    Raises :class:`TokenSequenceError` (a ``ValueError``) if the arrays are not a pre-order
    sequence, ``ValueError`` for an unknown detector or scope.
    """
    _check_options(detector, scope, max_group)
    tokens, depths = validated(tokens, depths)
    if detector == "subtree-hash":
        return merge_subtree_hash(tokens, depths, scope, max_group, MAX_ROUNDS)
    return merge_rounds(tokens, depths,
                        lambda tok, dep, shape: find_runs_suffix_tree(tok, dep, shape, scope),
                        MAX_ROUNDS)


def find_records(tokens: np.ndarray, depths: np.ndarray, detector: str = "subtree-hash",
                 scope: str = "adjacent") -> list[Record]:
    """The records ``merge_repeats`` merges, ordered by ``merged_start``."""
    return list(merge_repeats(tokens, depths, detector, scope).records)


def record_length_histogram(records_per_page: Iterable[Sequence[Record]]) -> dict[int, int]:
    """Records per length over many pages, ascending lengths (the source's Table 6.4)."""
    counts = Counter(r.length for page in records_per_page for r in page)
    return dict(sorted(counts.items()))


def detectors_agree(tokens: np.ndarray, depths: np.ndarray, scope: str = "adjacent") -> bool:
    """Whether the suffix-tree and subtree-hash detectors give the same merged tokens.

    They differ exactly where the page has repeated groups of several sibling subtrees, which
    only subtree-hash merges (always agree with ``scope='siblings'``)."""
    a = merge_repeats(tokens, depths, "suffix-tree", scope)
    b = merge_repeats(tokens, depths, "subtree-hash", scope)
    return bool(np.array_equal(a.tokens, b.tokens))
