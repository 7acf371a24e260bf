"""A small ordered labelled tree for the tree-based measures (SPEC §3: 'stm', 'free-match').

One representation serves pages and DOM fragments alike: ``SmallTree.from_sequence`` rebuilds
the tree of a pre-order (tokens, depths) sequence (SPEC §1.3: the parent of a token at depth d is
the nearest earlier token at depth d-1), ``SmallTree.from_element`` reads an lxml subtree (the
forum-post extractor of SPEC §7 compares raw DOM subtrees with the same tree matching).

Nodes are stored in pre-order, so the subtree of node i is the slice [i, i + size[i]) and its
children are found by hopping: first child i+1, next sibling c + size[c]. Labels are tag codes
(``model.tag_code``), depth being implicit in the tree. ``shape`` is a 64-bit Merkle hash of
(label, children's shapes in order): equal shapes mean identical subtrees (up to a 2^-64
collision chance), which lets the matchers answer identical subtrees at once.

Departures: a sequence that does not start with exactly one depth-0 token (a forest, or a
fragment) gets a virtual root labelled ``VIRTUAL_ROOT``; a depth jump of more than one level
attaches the node to the nearest open node above it, so any input yields a tree. Everything is
iterative: 10,000-deep pages exist.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

import numpy as np
from numba import njit

from ..model import DEPTH_BITS, tag_code

VIRTUAL_ROOT = -1


@njit(cache=True, nogil=True)
def parents_of(depths):
    """Parent index of each pre-order node (-1 for a root): the nearest open node above it."""
    n = depths.shape[0]
    parent = np.full(n, -1, dtype=np.int64)
    stack = np.empty(n, dtype=np.int64)
    top = 0
    for i in range(n):
        d = depths[i]
        while top > 0 and depths[stack[top - 1]] >= d:
            top -= 1
        if top > 0:
            parent[i] = stack[top - 1]
        stack[top] = i
        top += 1
    return parent


@njit(cache=True, nogil=True)
def node_depths(parent):
    """Depth of each pre-order node below the root (parents precede their children)."""
    depth = np.zeros(parent.shape[0], dtype=np.int64)
    for i in range(parent.shape[0]):
        if parent[i] >= 0:
            depth[i] = depth[parent[i]] + 1
    return depth


@njit(cache=True, nogil=True)
def _mix(x):
    """splitmix64 finaliser: a well-spread 64-bit hash of a 64-bit value."""
    x = (x ^ (x >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    x = (x ^ (x >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return x ^ (x >> np.uint64(31))


@njit(cache=True, nogil=True)
def _sizes_and_shapes(labels, parent):
    n = labels.shape[0]
    size = np.ones(n, dtype=np.int64)
    for i in range(n - 1, 0, -1):
        if parent[i] >= 0:
            size[parent[i]] += size[i]
    shape = np.zeros(n, dtype=np.uint64)
    for i in range(n - 1, -1, -1):
        h = _mix(np.uint64(labels[i] + 0x9E3779B9))
        c = i + 1
        end = i + size[i]
        while c < end:
            h = _mix(h * np.uint64(31) + shape[c])
            c += size[c]
        shape[i] = _mix(h ^ np.uint64(size[i]))
    return size, shape


def element_preorder(element, ignore: Collection[str] = ()) -> tuple[list, list[int]]:
    """The elements of an lxml subtree in pre-order, with their depths below ``element``.
    Comments and processing instructions are skipped, and so are elements named in ``ignore``
    together with their subtrees. Iterative: 10,000-deep pages exist."""
    if not isinstance(element.tag, str):
        raise TypeError("the root of a tree must be an element, not a comment or entity")
    ignored = frozenset(t.lower() for t in ignore)
    elements: list = []
    depths: list[int] = []
    stack = [(element, 0)]
    while stack:
        node, depth = stack.pop()
        elements.append(node)
        depths.append(depth)
        kids = [c for c in node if isinstance(c.tag, str) and c.tag.lower() not in ignored]
        stack.extend((c, depth + 1) for c in reversed(kids))
    return elements, depths


@dataclass(frozen=True, eq=False)
class SmallTree:
    """Ordered labelled tree in pre-order arrays; node 0 is the root."""

    labels: np.ndarray  # int64 tag codes (VIRTUAL_ROOT for an added root)
    parent: np.ndarray  # int64, -1 for the root
    size: np.ndarray  # int64 subtree node counts
    shape: np.ndarray  # uint64 subtree shape hashes

    def __len__(self) -> int:
        return int(self.labels.shape[0])

    def children(self, node: int) -> list[int]:
        out, child, end = [], node + 1, node + int(self.size[node])
        while child < end:
            out.append(child)
            child += int(self.size[child])
        return out

    @staticmethod
    def from_labels(labels: np.ndarray, depths: np.ndarray) -> SmallTree:
        """Tree of a pre-order (labels, depths) list; adds a virtual root to a forest."""
        labels = np.asarray(labels, dtype=np.int64).reshape(-1)
        depths = np.asarray(depths, dtype=np.int64).reshape(-1)
        if labels.shape != depths.shape:
            raise ValueError(f"{labels.shape[0]} labels but {depths.shape[0]} depths")
        if labels.size == 0:
            raise ValueError("a tree needs at least one node")
        if int((depths <= depths[0]).sum()) != 1 or int(depths.min()) < depths[0]:
            labels = np.concatenate(([VIRTUAL_ROOT], labels))
            depths = np.concatenate(([int(depths.min()) - 1], depths))
        parent = parents_of(depths)
        size, shape = _sizes_and_shapes(labels, parent)
        return SmallTree(labels=labels, parent=parent, size=size, shape=shape)

    @staticmethod
    def from_sequence(tokens: np.ndarray, depths: np.ndarray) -> SmallTree:
        """Tree of a page's token sequence (labels = tag codes, the tag part of the tokens)."""
        tokens = np.asarray(tokens, dtype=np.int64)
        return SmallTree.from_labels(tokens >> DEPTH_BITS, depths)

    @staticmethod
    def from_element(element, ignore: Collection[str] = ()) -> SmallTree:
        """Tree of an lxml element: node i is ``element_preorder(element, ignore)[0][i]``."""
        elements, depths = element_preorder(element, ignore)
        codes: dict[str, int] = {}
        labels: list[int] = []
        for node in elements:
            tag = node.tag.lower()
            code = codes.get(tag)
            if code is None:
                code = codes[tag] = tag_code(tag)
            labels.append(code)
        return SmallTree.from_labels(np.array(labels, dtype=np.int64),
                                     np.array(depths, dtype=np.int64))
