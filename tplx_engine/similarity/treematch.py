"""Tree matching: simple tree matching (source 002, algorithm 3.1) and subtree optimal free
matching (source 004, formulas 1-2); SPEC §3 'stm' and 'free-match', SPEC §7 PEAN and key tree.

Simple tree matching, top-down (002 alg. 3.1):
    treeMatch(A, B) = 0 if the root labels differ, else M[m, n] + 1 with
    M[i, j] = max(M[i, j-1], M[i-1, j], M[i-1, j-1] + treeMatch(A_i, B_j)) over the first-level
    subtrees; TreeSim = |M| / ((|V1| + |V2|) / 2).
Free matching (004):
    Sim = 0 if the roots differ; 2 / (n_A + n_B) if either tree is a single node; otherwise
    (Σ_i n_Ai · max_j Sim(T_Ai, T_Bj) + Σ_j n_Bj · max_i Sim(T_Ai, T_Bj) + 2) / (n_A + n_B).

Both recursions run on an explicit frame stack in numba (no Python recursion: 10,000-deep pages
exist). Departure, same results: identical subtrees (equal shape hashes, trees.py) are answered
at once (treeMatch = subtree size, Sim = 1), which both definitions give anyway.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numba import njit

from ..model import MergedSequence
from .tags import count_overlap
from .trees import SmallTree, node_depths


@njit(cache=True, nogil=True)
def _child_count(size, node):
    count = 0
    child = node + 1
    while child < node + size[node]:
        count += 1
        child += size[child]
    return count


@njit(cache=True, nogil=True)
def _stm_kernel(lab_a, size_a, shape_a, root_a, lab_b, size_b, shape_b, root_b):
    if lab_a[root_a] != lab_b[root_b]:
        return 0
    if shape_a[root_a] == shape_b[root_b] and size_a[root_a] == size_b[root_b]:
        return size_a[root_a]
    # One frame per (A node, B node) pair being matched; frames nest along one root path, so
    # there are at most depth(A) + 1 of them.
    cap = size_a[root_a] + 2
    f_a = np.empty(cap, dtype=np.int64)  # node of A
    f_b = np.empty(cap, dtype=np.int64)  # node of B
    f_ca = np.empty(cap, dtype=np.int64)  # current child of A: DP row i
    f_cb = np.empty(cap, dtype=np.int64)  # current child of B: DP column j
    f_j = np.empty(cap, dtype=np.int64)  # j, 1-based
    f_nb = np.empty(cap, dtype=np.int64)  # children of B: DP columns
    f_prev = np.empty(cap, dtype=np.int64)  # buffer offset of DP row i-1
    f_cur = np.empty(cap, dtype=np.int64)  # buffer offset of DP row i
    # two DP rows per frame; the children counts along one root path sum to < |B|
    buf = np.zeros(2 * (size_b[root_b] + 2 * cap + 2), dtype=np.int64)
    used = 0
    top = 0
    result = -1  # value returned by the frame just popped, -1 when none is pending
    push_a, push_b = root_a, root_b
    while True:
        if push_a >= 0:  # open a frame: equal labels, neither a leaf, not identical
            nb = _child_count(size_b, push_b)
            f_a[top], f_b[top], f_ca[top], f_cb[top] = push_a, push_b, push_a + 1, push_b + 1
            f_j[top], f_nb[top], f_prev[top], f_cur[top] = 1, nb, used, used + nb + 1
            buf[used: used + 2 * nb + 2] = 0
            used += 2 * nb + 2
            top += 1
            push_a = -1
        t = top - 1
        a, b = f_a[t], f_b[t]
        ca, cb = f_ca[t], f_cb[t]
        if ca >= a + size_a[a] or f_nb[t] == 0:  # all rows done: return M[m, n] + 1
            value = buf[f_prev[t] + f_nb[t]] + 1 if f_nb[t] > 0 else 1
            used -= 2 * f_nb[t] + 2
            top -= 1
            if top == 0:
                return value
            result = value
            continue
        if result >= 0:
            w = result
            result = -1
        elif lab_a[ca] != lab_b[cb]:
            w = 0
        elif shape_a[ca] == shape_b[cb] and size_a[ca] == size_b[cb]:
            w = size_a[ca]  # identical subtrees match completely
        elif size_a[ca] == 1 or size_b[cb] == 1:
            w = 1
        else:
            push_a, push_b = ca, cb  # W[i, j] = treeMatch(A_i, B_j): descend
            continue
        j = f_j[t]
        prev, cur = f_prev[t], f_cur[t]
        buf[cur + j] = max(buf[cur + j - 1], buf[prev + j], buf[prev + j - 1] + w)
        if j < f_nb[t]:
            f_j[t] = j + 1
            f_cb[t] = cb + size_b[cb]
        else:  # next row: the current row becomes the previous one
            f_prev[t], f_cur[t] = cur, prev
            buf[prev: prev + f_nb[t] + 1] = 0
            f_j[t] = 1
            f_cb[t] = b + 1
            f_ca[t] = ca + size_a[ca]


def tree_match(a: SmallTree, b: SmallTree, root_a: int = 0, root_b: int = 0) -> int:
    """Number of node pairs in the maximum top-down matching of the subtrees rooted at
    ``root_a`` of ``a`` and ``root_b`` of ``b`` (002 algorithm 3.1)."""
    return int(_stm_kernel(a.labels, a.size, a.shape, root_a, b.labels, b.size, b.shape, root_b))


def stm_similarity(a: SmallTree, b: SmallTree, root_a: int = 0, root_b: int = 0) -> float:
    """TreeSim = |M| / ((|V1| + |V2|) / 2) of two subtrees (002 formula 3-4)."""
    n = int(a.size[root_a]) + int(b.size[root_b])
    return 2.0 * tree_match(a, b, root_a, root_b) / n


@njit(cache=True, nogil=True)
def _free_kernel(lab_a, size_a, shape_a, root_a, lab_b, size_b, shape_b, root_b):
    if lab_a[root_a] != lab_b[root_b]:
        return 0.0
    if shape_a[root_a] == shape_b[root_b] and size_a[root_a] == size_b[root_b]:
        return 1.0
    if size_a[root_a] == 1 or size_b[root_b] == 1:
        return 2.0 / (size_a[root_a] + size_b[root_b])
    cap = size_a[root_a] + 2
    f_a = np.empty(cap, dtype=np.int64)
    f_b = np.empty(cap, dtype=np.int64)
    f_ca = np.empty(cap, dtype=np.int64)  # current child of A
    f_cb = np.empty(cap, dtype=np.int64)  # current child of B
    f_i = np.empty(cap, dtype=np.int64)  # ordinal of ca
    f_j = np.empty(cap, dtype=np.int64)  # ordinal of cb
    f_na = np.empty(cap, dtype=np.int64)
    f_off = np.empty(cap, dtype=np.int64)  # buffer: best of each A child, then of each B child
    buf = np.zeros(size_a[root_a] + size_b[root_b] + 4 * cap + 4, dtype=np.float64)
    used = 0
    top = 0
    result = -1.0
    push_a, push_b = root_a, root_b
    while True:
        if push_a >= 0:  # open a frame for (push_a, push_b): both have children, roots equal
            na = _child_count(size_a, push_a)
            nb = _child_count(size_b, push_b)
            f_a[top], f_b[top], f_ca[top], f_cb[top] = push_a, push_b, push_a + 1, push_b + 1
            f_i[top], f_j[top], f_na[top], f_off[top] = 0, 0, na, used
            buf[used: used + na + nb] = 0.0
            used += na + nb
            top += 1
            push_a = -1
        t = top - 1
        a, b = f_a[t], f_b[t]
        ca, cb = f_ca[t], f_cb[t]
        if ca >= a + size_a[a]:  # every pair done: weigh the best matches by subtree size
            off, na = f_off[t], f_na[t]
            total = 2.0
            i = 0
            c = a + 1
            while c < a + size_a[a]:
                total += size_a[c] * buf[off + i]
                i += 1
                c += size_a[c]
            j = 0
            c = b + 1
            while c < b + size_b[b]:
                total += size_b[c] * buf[off + na + j]
                j += 1
                c += size_b[c]
            value = total / (size_a[a] + size_b[b])
            used = off
            top -= 1
            if top == 0:
                return value
            result = value
            continue
        if result >= 0.0:
            s = result
            result = -1.0
        elif lab_a[ca] != lab_b[cb]:
            s = 0.0
        elif shape_a[ca] == shape_b[cb] and size_a[ca] == size_b[cb]:
            s = 1.0
        elif size_a[ca] == 1 or size_b[cb] == 1:
            s = 2.0 / (size_a[ca] + size_b[cb])
        else:
            push_a, push_b = ca, cb
            continue
        off = f_off[t]
        i, j = f_i[t], f_j[t]
        buf[off + i] = max(buf[off + i], s)  # best match of A's child i so far
        buf[off + f_na[t] + j] = max(buf[off + f_na[t] + j], s)  # ... and of B's child j
        nxt = cb + size_b[cb]
        if nxt < b + size_b[b]:
            f_cb[t], f_j[t] = nxt, j + 1
        else:
            f_cb[t], f_j[t] = b + 1, 0
            f_ca[t], f_i[t] = ca + size_a[ca], i + 1
    return 0.0


def free_match_similarity(a: SmallTree, b: SmallTree, root_a: int = 0, root_b: int = 0) -> float:
    """Subtree optimal free matching similarity of two subtrees (004), in [0, 1]."""
    return float(_free_kernel(a.labels, a.size, a.shape, root_a, b.labels, b.size, b.shape, root_b))


@dataclass(frozen=True, eq=False)
class PageTree:
    """Per-page features of 'stm' and 'free-match': the tree plus its (tag, depth) histogram."""

    tree: SmallTree
    keys: np.ndarray  # int64 sorted distinct (label, depth) keys of the tree's nodes
    counts: np.ndarray  # int64 occurrences of each


def prepare_tree(tokens: np.ndarray, depths: np.ndarray) -> PageTree | None:
    """None for an empty page (no tree)."""
    tokens = np.asarray(tokens, dtype=np.int64).reshape(-1)
    if tokens.size == 0:
        return None
    tree = SmallTree.from_sequence(tokens, depths)
    keys, counts = np.unique((tree.labels << 24) ^ node_depths(tree.parent), return_counts=True)
    return PageTree(tree=tree, keys=keys, counts=counts.astype(np.int64))


def prepare(page: MergedSequence) -> PageTree | None:
    return prepare_tree(page.tokens, page.depths)


def _empty_case(a: PageTree | None, b: PageTree | None) -> float | None:
    if a is None or b is None:
        return 1.0 if a is b else 0.0
    return None


def stm_page_similarity(a: PageTree | None, b: PageTree | None) -> float:
    special = _empty_case(a, b)
    return special if special is not None else stm_similarity(a.tree, b.tree)


def free_match_page_similarity(a: PageTree | None, b: PageTree | None) -> float:
    special = _empty_case(a, b)
    return special if special is not None else free_match_similarity(a.tree, b.tree)


def stm_upper_bound(a: PageTree | None, b: PageTree | None) -> float:
    """A top-down matching pairs nodes of equal label and equal depth, so
    |M| <= Σ_k min(count_A(k), count_B(k)) over (label, depth) keys."""
    special = _empty_case(a, b)
    if special is not None:
        return special
    _, sum_min, _ = count_overlap(a.keys, a.counts, b.keys, b.counts)
    return min(1.0, 2.0 * sum_min / (len(a.tree) + len(b.tree)))
