"""Tree shape of a pre-order token sequence, input validation, and the run value the repeat
detectors produce.

Source: SPEC §1.3 (pre-order keeps every subtree contiguous, root first; the parent of a token at
depth d is the nearest earlier token at depth d-1) and §2 (records have a common parent).

The shape comes from one pass with a stack in a compiled kernel (:func:`.repeats_kernels.
tree_links`): no recursion, so pages can be 50,000 tokens long and 10,000 levels deep.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..errors import TplxError
from .kernels import first_bad_depth, tree_links


class TokenSequenceError(TplxError, ValueError):
    """The token/depth arrays do not describe a pre-order tree sequence."""


def token_arrays(tokens, depths) -> tuple[np.ndarray, np.ndarray]:
    """Both as numpy arrays (dtypes kept) after checking they are 1-D integer arrays of one
    length: the input check of every stage that takes a (tokens, depths) pair."""
    tok = np.asarray(tokens)
    dep = np.asarray(depths)
    if tok.ndim != 1 or dep.ndim != 1:
        raise TokenSequenceError(f"tokens and depths must be 1-D arrays, got shapes "
                                 f"{tok.shape} and {dep.shape}")
    if tok.shape[0] != dep.shape[0]:
        raise TokenSequenceError(f"{tok.shape[0]} tokens but {dep.shape[0]} depths")
    if tok.shape[0] and not (tok.dtype.kind in "iu" and dep.dtype.kind in "iu"):
        raise TokenSequenceError(f"tokens and depths must be integers, got {tok.dtype} and "
                                 f"{dep.dtype}")
    return tok, dep


def validated(tokens, depths) -> tuple[np.ndarray, np.ndarray]:
    """Both arrays as contiguous 1-D int64 after checking they form a pre-order sequence.

    A pre-order sequence never goes more than one level deeper from one token to the next.
    A forest (several tokens without a parent) is accepted; a page has one root.
    """
    tok, dep = token_arrays(tokens, depths)
    tok = np.ascontiguousarray(tok, dtype=np.int64)
    dep = np.ascontiguousarray(dep, dtype=np.int64)
    # numba compiles read-only arrays as a type of their own: copy rather than compile twice
    tok = tok if tok.flags.writeable else tok.copy()
    dep = dep if dep.flags.writeable else dep.copy()
    if dep.shape[0] and first_bad_depth(dep) >= 0:
        if int(dep.min()) < 0:
            raise TokenSequenceError(f"negative depth at token {int(np.argmin(dep))}")
        i = int(np.flatnonzero(np.diff(dep) > 1)[0]) + 1
        raise TokenSequenceError(
            f"token {i} is at depth {int(dep[i])} right after a token at depth "
            f"{int(dep[i - 1])}: not a pre-order sequence")
    return tok, dep


@dataclass(frozen=True, eq=False)
class TreeShape:
    """``parent[i]`` (-1 for a root) and ``end[i]`` (one past the last token of i's subtree)."""

    parent: np.ndarray  # int64
    end: np.ndarray  # int64

    @property
    def size(self) -> np.ndarray:
        return self.end - np.arange(self.end.shape[0])


def tree_shape(depths: np.ndarray) -> TreeShape:
    """Parent and subtree end of every token of a validated int64 depth array, O(n)."""
    parent, end, _, _ = tree_links(np.ascontiguousarray(depths, dtype=np.int64))
    return TreeShape(parent, end)


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
