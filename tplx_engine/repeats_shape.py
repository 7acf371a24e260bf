"""Tree shape of a pre-order token sequence, and the run value both repeat detectors produce.

Source: SPEC §1.3 (pre-order keeps every subtree contiguous, root first; the parent of a token at
depth d is the nearest earlier token at depth d-1) and §2 (records have a common parent).

Everything here is vectorised with numpy (no Python loop over tokens, no recursion): pages can be
50,000 tokens long and 10,000 levels deep.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .errors import TplxError


class TokenSequenceError(TplxError, ValueError):
    """The token/depth arrays do not describe a pre-order tree sequence."""


def validated(tokens, depths) -> tuple[np.ndarray, np.ndarray]:
    """Both arrays as 1-D int64 after checking they form a pre-order sequence.

    A pre-order sequence never goes more than one level deeper from one token to the next.
    A forest (several tokens without a parent) is accepted; a page has one root.
    """
    tok = np.asarray(tokens)
    dep = np.asarray(depths)
    if tok.ndim != 1 or dep.ndim != 1:
        raise TokenSequenceError(f"tokens and depths must be 1-D arrays, got shapes "
                                 f"{tok.shape} and {dep.shape}")
    if tok.shape[0] != dep.shape[0]:
        raise TokenSequenceError(f"{tok.shape[0]} tokens but {dep.shape[0]} depths")
    if tok.shape[0] and not (np.issubdtype(tok.dtype, np.integer)
                             and np.issubdtype(dep.dtype, np.integer)):
        raise TokenSequenceError(f"tokens and depths must be integers, got {tok.dtype} and "
                                 f"{dep.dtype}")
    tok = tok.astype(np.int64, copy=False)
    dep = dep.astype(np.int64, copy=False)
    if dep.shape[0]:
        if int(dep.min()) < 0:
            raise TokenSequenceError(f"negative depth at token {int(np.argmin(dep))}")
        jumps = np.flatnonzero(np.diff(dep) > 1)
        if jumps.shape[0]:
            i = int(jumps[0]) + 1
            raise TokenSequenceError(
                f"token {i} is at depth {int(dep[i])} right after a token at depth "
                f"{int(dep[i - 1])}: not a pre-order sequence")
    return tok, dep


@dataclass(frozen=True, eq=False)
class TreeShape:
    """``parent[i]`` (-1 for a root), ``end[i]`` (one past the last token of i's subtree),
    ``by_level`` (token indices sorted by (depth, index): the children of one parent are
    consecutive in it, in document order) and ``group`` (per ``by_level`` slot: the parent, or
    ``-1 - depth`` for a root, so that roots of a forest are siblings only on one level)."""

    parent: np.ndarray  # int64
    end: np.ndarray  # int64
    by_level: np.ndarray  # int64
    group: np.ndarray  # int64

    @property
    def size(self) -> np.ndarray:
        return self.end - np.arange(self.end.shape[0])

    def restricted(self, kept: np.ndarray) -> TreeShape:
        """The shape after removing whole subtrees (``kept`` False), without re-sorting."""
        prefix = np.zeros(kept.shape[0] + 1, dtype=np.int64)
        np.cumsum(kept, out=prefix[1:])  # prefix[i] = new index of kept token i
        parent = self.parent[kept]
        slot_kept = kept[self.by_level]
        group = self.group[slot_kept]
        return TreeShape(parent=np.where(parent >= 0, prefix[parent], -1),
                         end=prefix[self.end[kept]],
                         by_level=prefix[self.by_level[slot_kept]],
                         group=np.where(group >= 0, prefix[np.maximum(group, 0)], group))


def ranks(counts: np.ndarray) -> np.ndarray:
    """0..c-1 for every c in counts, concatenated."""
    return np.arange(int(counts.sum())) - np.repeat(np.cumsum(counts) - counts, counts)


def stable_order(values: np.ndarray) -> np.ndarray:
    """Stable argsort; small non-negative ints go through numpy's radix sort (4x faster)."""
    if values.shape[0] and int(values.max()) < 1 << 16:
        values = values.astype(np.uint16)
    return np.argsort(values, kind="stable")


def tree_shape(depths: np.ndarray) -> TreeShape:
    """Parent and subtree end of every token of a validated depth array, O(n) numpy."""
    n = depths.shape[0]
    if n == 0:
        empty = np.zeros(0, dtype=np.int64)
        return TreeShape(empty, empty, empty, empty)
    by_level = stable_order(depths).astype(np.int64, copy=False)
    level_sorted = depths[by_level]

    # parent: a token one level deeper than its predecessor is a first child (parent = i - 1).
    # On one level in document order, each later sibling follows its parent's first child with
    # no other first child in between, so carry the last first child forward along the level.
    first_child = np.zeros(n, dtype=bool)
    first_child[1:] = depths[1:] == depths[:-1] + 1
    slots = np.arange(n)
    last_first = np.maximum.accumulate(np.where(first_child[by_level], slots, -1))
    from_level = (last_first >= 0) & (level_sorted[np.maximum(last_first, 0)] == level_sorted)
    parent = np.empty(n, dtype=np.int64)
    parent[by_level] = np.where(from_level, by_level[np.maximum(last_first, 0)] - 1, -1)

    # end: every token is closed at the first later boundary whose next token is not deeper.
    # At boundary b (before token b, or the end) the open levels are [min depth so far,
    # depths[b-1]]; the ones >= depths[b] close. On each level opens and closes alternate, so
    # the k-th open of a level pairs with its k-th close: sort both by (level, time); closes
    # are generated in time order, so a stable sort by level suffices.
    prefix_min = np.minimum.accumulate(depths)
    lowest = np.empty(n, dtype=np.int64)
    lowest[:-1] = np.maximum(depths[1:], prefix_min[:-1])
    lowest[-1] = prefix_min[-1]
    closes = depths - lowest + 1  # >= 0; sums to n
    boundary = np.repeat(slots + 1, closes)
    level = np.repeat(depths + np.cumsum(closes) - closes, closes) - slots
    end = np.empty(n, dtype=np.int64)
    end[by_level] = boundary[stable_order(level)]
    group = parent[by_level]
    return TreeShape(parent, end, by_level, np.where(group >= 0, group, -1 - level_sorted))


@dataclass(frozen=True, eq=False)
class Runs:
    """Groups of equal token runs to merge, found by a detector on one sequence.

    Run r has ``ptr[r+1]-ptr[r]`` copies starting at ``copies[ptr[r]:ptr[r+1]]`` (ascending; the
    first is kept), each ``unit[r]`` tokens long, all children of ``parent[r]``. A copy is one
    complete subtree or several consecutive sibling subtrees. Copies of different runs are
    either disjoint or one lies inside a single copy of the other (never crossing).
    """

    unit: np.ndarray
    parent: np.ndarray
    ptr: np.ndarray
    copies: np.ndarray

    def __len__(self) -> int:
        return int(self.unit.shape[0])

    @staticmethod
    def empty() -> Runs:
        z = np.zeros(0, dtype=np.int64)
        return Runs(z, z, np.zeros(1, dtype=np.int64), z)

    @staticmethod
    def of(items: list[tuple[int, int, list[int] | np.ndarray]]) -> Runs:
        """From ``(unit, parent, copy starts)`` triples."""
        if not items:
            return Runs.empty()
        counts = np.fromiter((len(c) for _, _, c in items), dtype=np.int64, count=len(items))
        return Runs(
            unit=np.fromiter((u for u, _, _ in items), dtype=np.int64, count=len(items)),
            parent=np.fromiter((p for _, p, _ in items), dtype=np.int64, count=len(items)),
            ptr=np.concatenate(([0], np.cumsum(counts))).astype(np.int64),
            copies=np.concatenate([np.asarray(c, dtype=np.int64) for _, _, c in items]),
        )

    def as_tuples(self) -> list[tuple[int, int, tuple[int, ...]]]:
        """``(unit, parent, copies)`` per run, sorted: for tests and debugging."""
        return sorted(
            (int(self.unit[r]), int(self.parent[r]),
             tuple(int(c) for c in self.copies[self.ptr[r]:self.ptr[r + 1]]))
            for r in range(len(self)))
