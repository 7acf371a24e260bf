"""The 'suffix-tree' repeat detector: SPEC §2 Algorithms 1-2 on a Ukkonen suffix tree.

Source: SPEC §2, 000 §3.3. Every root-to-internal-node path spells a repeated substring.
Algorithm 1 starts one search per root edge with ``subTreeRoot`` = the edge's first token;
Algorithm 2 descends while the edge's tokens stay inside the subtree of ``subTreeRoot``, and
reports ``prefix + seq`` where an edge is cut (``addToResults``), a new result replacing any
result it contains (contained = a suffix ending at the same index, an O(1) check).

Vectorised reading of the two algorithms (same results, no recursion):

* "inside the subtree of the first token" depends only on the tokens (they carry their depth):
  a string starting at position p stays inside for ``size[p]`` tokens, the subtree size of p.
  So the longest inside prefix of node u's path label is ``min(depth(u), size[any leaf of u])``,
  and Algorithm 2 reports it for u exactly when it is longer than the parent's string depth
  (otherwise the search was cut on an edge above u and never reached it).
* A result's occurrences are all leaves below its node (the pseudo-code leaves this implicit).
  Algorithm 2 as printed also forgets the label of a node whose children are all leaves; here
  every node reports, which the containment rule then prunes.
* Containment: a shorter result that is a suffix of a longer one with the same occurrence count
  ends at the same indices; results are keyed by (last end index, count) and the longest kept.

Merge rules (SPEC §2, "Merge"): occurrences are grouped by parent (found from the tree shape
rather than by searching backwards); among equal sequences under one parent the first is kept.
Overlaps, "the deeper one wins": two occurrences of results can only cross when the shallower
one is a proper prefix of its first token's subtree (it ends inside that subtree while the deeper
one continues). This implementation keeps only occurrences that are complete subtrees — the
source calls a record a subtree (000 §2.3: "we call a subtree of the DOM tree a record") — which
drops exactly such shallower, crossing prefixes (the SPEC's ``<div3><div4>`` example), and also
non-crossing prefixes, whose removal would leave the rest of their subtree hanging under the
wrong parent. Departure: records are therefore single subtrees; runs of several sibling subtrees
are found only by the 'subtree-hash' detector (docs/repeats.md).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .shape import Runs, TreeShape
from .suffix_tree import SuffixTree


@dataclass(frozen=True, eq=False)
class Candidate:
    """A result of Algorithms 1-2: a repeated string inside the subtree of its first token."""

    length: int
    positions: np.ndarray  # every occurrence, sorted


def tree_symbols(tokens: np.ndarray, depths: np.ndarray) -> np.ndarray:
    """One dense id per distinct (token, depth) pair: equal ids <=> same tag at the same depth,
    even if the caller's token ids do not encode the depth."""
    pairs = np.stack([tokens, depths], axis=1)
    return np.unique(pairs, axis=0, return_inverse=True)[1].ravel().astype(np.int64)


def find_candidates(tokens: np.ndarray, depths: np.ndarray, shape: TreeShape,
                    prune_contained: bool = True) -> list[Candidate]:
    """Algorithms 1-2 of SPEC §2, in document order of first occurrence."""
    if tokens.shape[0] < 2:
        return []
    tree = SuffixTree(tree_symbols(tokens, depths))
    size = np.append(shape.size, 0)  # the end marker's position has no subtree
    nodes = tree.preorder[(tree.leaf_start[tree.preorder] < 0) & (tree.preorder != 0)]
    lo, hi = tree.leaf_lo[nodes], tree.leaf_hi[nodes]
    inside = np.minimum(tree.string_depth[nodes], size[tree.leaf_order[lo]])
    reported = inside > tree.string_depth[tree.parent[nodes]]
    nodes, lo, hi, inside = nodes[reported], lo[reported], hi[reported], inside[reported]
    if nodes.shape[0] == 0:
        return []
    if prune_contained:
        last_end = np.fromiter((tree.leaf_order[a:b].max() for a, b in zip(lo, hi)),
                               dtype=np.int64, count=lo.shape[0]) + inside
        count = hi - lo
        order = np.lexsort((-inside, count, last_end))
        first = np.ones(order.shape[0], dtype=bool)
        first[1:] = (last_end[order][1:] != last_end[order][:-1]) | (
            count[order][1:] != count[order][:-1])
        keep = np.sort(order[first])
        nodes, lo, hi, inside = nodes[keep], lo[keep], hi[keep], inside[keep]
    out = [Candidate(int(length), np.sort(tree.leaf_order[a:b]))
           for length, a, b in zip(inside.tolist(), lo.tolist(), hi.tolist())]
    out.sort(key=lambda c: (int(c.positions[0]), c.length))
    return out


def find_runs_suffix_tree(tokens: np.ndarray, depths: np.ndarray, shape: TreeShape,
                          scope: str = "adjacent", prune_contained: bool = True) -> Runs:
    """Candidates -> runs of equal complete subtrees under one parent (see module docstring).

    ``prune_contained=False`` skips the SPEC's containment rule: the runs are the same (a
    contained result only occurs inside the occurrences of the longer one, each time under a
    different parent), it only costs time."""
    items: list[tuple[int, int, list[int]]] = []
    end = shape.end
    for cand in find_candidates(tokens, depths, shape, prune_contained):
        pos = cand.positions[end[cand.positions] - cand.positions == cand.length]
        if pos.shape[0] < 2:
            continue
        by_parent: dict[int, list[int]] = {}
        for p in pos.tolist():
            by_parent.setdefault(int(shape.parent[p]), []).append(p)
        for parent, group in by_parent.items():
            if len(group) < 2:
                continue
            if scope == "siblings":
                items.append((cand.length, parent, group))
                continue
            run = [group[0]]
            for p in group[1:]:
                if p == run[-1] + cand.length:  # the next sibling starts where one ends
                    run.append(p)
                    continue
                if len(run) >= 2:
                    items.append((cand.length, parent, run))
                run = [p]
            if len(run) >= 2:
                items.append((cand.length, parent, run))
    return Runs.of(items)
