"""Suffix tree of an integer sequence, built with Ukkonen's online O(n) algorithm (SPEC §2).

Source: SPEC §2 and 000 §3.2 (Ukkonen, "On-line construction of suffix trees", Algorithmica 1995):
active point (active node, active edge, active length), remainder, suffix links, and a unique end
marker so that every suffix ends in a leaf.

Layout: nodes are integers; their fields live in parallel lists (edge start/end into the
sequence, suffix link, leaf suffix start), and the children of all nodes share one dict keyed by
``node * alphabet + symbol``. On 2,000-token pages (bench/repeats_micro.py) this builds slightly
faster than the textbook list of one child dict per node once that is flattened to arrays (3.00
vs 3.28 ms) and leaves one dict instead of ~2n. After the build everything is frozen into numpy
arrays: children in CSR form (sorted by first symbol, end marker last), string depths, leaf
counts, and the leaves in depth-first order so that the occurrences of any node are one slice.

Departures: symbols are remapped to dense ids 0..σ-1 first (the end marker is σ), so arbitrary
int64 tokens work; all traversals are iterative (no recursion limit on 50,000-token inputs).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class RepeatNode:
    """An internal node: every prefix of its path label longer than ``min_length - 1`` and up
    to ``max_length`` tokens occurs exactly ``count`` times (overlaps allowed)."""

    node: int
    start: int  # a position where the path label occurs
    min_length: int
    max_length: int
    count: int


class SuffixTree:
    """Suffix tree of ``sequence`` (ints). The root is node 0.

    Per node: ``edge_start``/``edge_end`` (the incoming edge spells ``symbols[start:end]``, the
    end marker is position ``len(sequence)``), ``parent``, ``suffix_link`` (internal nodes),
    ``leaf_start`` (the suffix a leaf spells, -1 for internal nodes), ``string_depth``,
    ``leaf_count``, and ``leaf_lo``/``leaf_hi``: the node's leaves are
    ``leaf_order[leaf_lo:leaf_hi]`` (suffix start positions).
    """

    def __init__(self, sequence: Sequence[int] | np.ndarray):
        seq = np.asarray(sequence, dtype=np.int64).ravel()
        self.sequence = seq
        self.n = int(seq.shape[0])
        alphabet, dense = np.unique(seq, return_inverse=True)
        self.alphabet = alphabet
        self.end_marker = int(alphabet.shape[0])
        self.symbols = np.append(dense.astype(np.int64), self.end_marker)
        self._build()
        self._freeze()

    # -- construction ---------------------------------------------------------------------------

    def _build(self) -> None:
        sym = self.symbols.tolist()
        total = len(sym)
        k = self.end_marker + 1
        start = [0]
        end = [0]
        link = [0]
        leaf = [-1]
        children: dict[int, int] = {}
        open_end = -1  # a leaf's edge grows with the text until the build ends

        active_node = 0
        active_edge = 0  # position in sym of the active edge's first symbol
        active_length = 0
        remainder = 0
        for i in range(total):
            c = sym[i]
            remainder += 1
            last_new = -1  # internal node created in this step, waiting for its suffix link
            while remainder:
                if active_length == 0:
                    active_edge = i
                key = active_node * k + sym[active_edge]
                nxt = children.get(key, -1)
                if nxt < 0:
                    children[key] = len(start)
                    start.append(i)
                    end.append(open_end)
                    link.append(0)
                    leaf.append(i - remainder + 1)
                    if last_new >= 0:
                        link[last_new] = active_node
                        last_new = -1
                else:
                    e = end[nxt]
                    edge_length = (i + 1 if e == open_end else e) - start[nxt]
                    if active_length >= edge_length:  # walk down (skip/count trick)
                        active_edge += edge_length
                        active_length -= edge_length
                        active_node = nxt
                        continue
                    if sym[start[nxt] + active_length] == c:  # already there: rule 3, stop
                        if last_new >= 0 and active_node != 0:
                            link[last_new] = active_node
                            last_new = -1
                        active_length += 1
                        break
                    split = len(start)  # split the edge, hang a new leaf off the split
                    children[key] = split
                    start.append(start[nxt])
                    end.append(start[nxt] + active_length)
                    link.append(0)
                    leaf.append(-1)
                    children[split * k + c] = len(start)
                    start.append(i)
                    end.append(open_end)
                    link.append(0)
                    leaf.append(i - remainder + 1)
                    start[nxt] += active_length
                    children[split * k + sym[start[nxt]]] = nxt
                    if last_new >= 0:
                        link[last_new] = split
                    last_new = split
                remainder -= 1
                if active_node == 0 and active_length > 0:
                    active_length -= 1
                    active_edge = i - remainder + 1
                else:
                    active_node = link[active_node]

        self.num_nodes = len(start)
        self.edge_start = np.array(start, dtype=np.int64)
        self.edge_end = np.array(end, dtype=np.int64)
        self.edge_end[self.edge_end == open_end] = total
        self.suffix_link = np.array(link, dtype=np.int64)
        self.leaf_start = np.array(leaf, dtype=np.int64)
        keys = np.fromiter(children.keys(), dtype=np.int64, count=len(children))
        kids = np.fromiter(children.values(), dtype=np.int64, count=len(children))
        self._child_keys, self._child_nodes, self._k = keys, kids, k

    def _freeze(self) -> None:
        m = self.num_nodes
        keys, kids, k = self._child_keys, self._child_nodes, self._k
        owner = keys // k
        order = np.lexsort((keys % k, owner))
        self.child_idx = kids[order]
        self.child_ptr = np.zeros(m + 1, dtype=np.int64)
        np.cumsum(np.bincount(owner, minlength=m), out=self.child_ptr[1:])
        self.parent = np.full(m, -1, dtype=np.int64)
        self.parent[kids] = owner
        del self._child_keys, self._child_nodes

        # One iterative depth-first pass: string depths, pre-order, leaf order and ranges.
        ptr = self.child_ptr.tolist()
        cidx = self.child_idx.tolist()
        edge_len = (self.edge_end - self.edge_start).tolist()
        leaf_start = self.leaf_start.tolist()
        depth = [0] * m
        lo = [0] * m
        hi = [0] * m
        leaf_order: list[int] = []
        preorder: list[int] = []
        stack = [0]
        while stack:
            v = stack.pop()
            if v < 0:  # post-visit marker
                hi[~v] = len(leaf_order)
                continue
            preorder.append(v)
            lo[v] = len(leaf_order)
            if leaf_start[v] >= 0:
                leaf_order.append(leaf_start[v])
                hi[v] = len(leaf_order)
                continue
            stack.append(~v)
            dv = depth[v]
            for j in range(ptr[v + 1] - 1, ptr[v] - 1, -1):
                c = cidx[j]
                depth[c] = dv + edge_len[c]
                stack.append(c)
        self.string_depth = np.array(depth, dtype=np.int64)
        self.leaf_lo = np.array(lo, dtype=np.int64)
        self.leaf_hi = np.array(hi, dtype=np.int64)
        self.leaf_count = self.leaf_hi - self.leaf_lo
        self.leaf_order = np.array(leaf_order, dtype=np.int64)
        self.preorder = np.array(preorder, dtype=np.int64)

    # -- walking --------------------------------------------------------------------------------

    def is_leaf(self, node: int) -> bool:
        return bool(self.leaf_start[node] >= 0)

    def children(self, node: int) -> np.ndarray:
        """Child nodes, in order of their edge's first symbol (end marker last)."""
        return self.child_idx[self.child_ptr[node]:self.child_ptr[node + 1]]

    def child(self, node: int, symbol: int) -> int:
        """The child whose edge starts with ``symbol`` (an original value), or -1."""
        at = int(np.searchsorted(self.alphabet, symbol))
        if at >= self.alphabet.shape[0] or self.alphabet[at] != symbol:
            return -1
        for c in self.children(node):
            if self.symbols[self.edge_start[c]] == at:
                return int(c)
        return -1

    def edge_label(self, node: int) -> np.ndarray:
        """Original values on the edge into ``node``; the end marker is left out."""
        s, e = int(self.edge_start[node]), int(self.edge_end[node])
        return self.sequence[s:min(e, self.n)]

    def label_start(self, node: int) -> int:
        """A position where the node's path label occurs."""
        return int(self.leaf_order[self.leaf_lo[node]])

    def path_label(self, node: int) -> np.ndarray:
        s = self.label_start(node)
        return self.sequence[s:min(s + int(self.string_depth[node]), self.n)]

    def occurrences(self, node: int) -> np.ndarray:
        """Sorted start positions of the node's path label."""
        return np.sort(self.leaf_order[self.leaf_lo[node]:self.leaf_hi[node]])

    def find(self, pattern: Sequence[int]) -> np.ndarray:
        """Sorted start positions of ``pattern`` (empty pattern: every position)."""
        pat = [int(x) for x in pattern]
        node, i = 0, 0
        while i < len(pat):
            child = self.child(node, pat[i])
            if child < 0:
                return np.zeros(0, dtype=np.int64)
            label = self.edge_label(child)
            take = min(len(label), len(pat) - i)
            if [int(x) for x in label[:take]] != pat[i:i + take]:
                return np.zeros(0, dtype=np.int64)
            i += take
            node = child
        found = self.occurrences(node)
        return found[found + len(pat) <= self.n]

    # -- repeats --------------------------------------------------------------------------------

    def repeat_nodes(self, min_count: int = 2) -> Iterator[RepeatNode]:
        """Every internal node (root excluded) that occurs at least ``min_count`` times, in
        depth-first order. Cheap: one value per node, no substrings expanded."""
        internal = self.preorder[(self.leaf_start[self.preorder] < 0) & (self.preorder != 0)]
        internal = internal[self.leaf_count[internal] >= max(min_count, 2)]
        starts = self.leaf_order[self.leaf_lo[internal]]
        low = self.string_depth[self.parent[internal]] + 1
        for v, s, a, b, c in zip(internal.tolist(), starts.tolist(), low.tolist(),
                                 self.string_depth[internal].tolist(),
                                 self.leaf_count[internal].tolist()):
            yield RepeatNode(v, s, a, b, c)

    def repeated_substrings(self, min_count: int = 2) -> dict[tuple[int, ...], tuple[int, ...]]:
        """Every substring occurring at least ``min_count`` times (overlapping occurrences
        count) -> its sorted start positions. The output can be quadratic in the input: meant for
        tests and inspection; use :meth:`repeat_nodes` on long sequences."""
        out: dict[tuple[int, ...], tuple[int, ...]] = {}
        seq = self.sequence.tolist()
        for r in self.repeat_nodes(min_count):
            positions = tuple(self.occurrences(r.node).tolist())
            for length in range(r.min_length, r.max_length + 1):
                out[tuple(seq[r.start:r.start + length])] = positions
        return out
