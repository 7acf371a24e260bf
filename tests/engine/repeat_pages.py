"""Token sequences for the repeats tests: pages written as 'html0 body1 div2' or as (tag,
[children]) trees, hypothesis strategies of page-like trees and of pre-order depths, a naive
tree shape, and the invariants every merged sequence keeps."""

from __future__ import annotations

import numpy as np
from hypothesis import strategies as st

from tplx_engine.model import token_id
from tplx_engine.repeats.records import merge_repeats
from tplx_engine.repeats.shape import tree_shape, validated

DETECTORS = ("subtree-hash", "suffix-tree")


def seq(spec: str):
    """'html0 body1 div2' -> (tokens, depths) with real token ids."""
    tags = [(t.rstrip("0123456789"), int(t[len(t.rstrip("0123456789")):])) for t in spec.split()]
    return (np.array([token_id(t, d) for t, d in tags], dtype=np.int64),
            np.array([d for _, d in tags], dtype=np.int32))


def flatten(tree, depth=0):
    """(tag, [children]) -> (tokens, depths) in pre-order, iteratively."""
    tokens, depths, stack = [], [], [(tree, depth)]
    while stack:
        (tag, kids), d = stack.pop()
        tokens.append(token_id(tag, d))
        depths.append(d)
        stack.extend((k, d + 1) for k in reversed(kids))
    return np.array(tokens, dtype=np.int64), np.array(depths, dtype=np.int32)


def render(merged, names: dict[int, str]) -> str:
    return " ".join(names[int(t)] + ("+" if r else "") for t, r in
                    zip(merged.tokens, merged.repeatable))


def names_of(spec: str) -> dict[int, str]:
    return {int(t): s for t, s in zip(seq(spec)[0], spec.split())}


def leaf(tag):
    return (tag, [])


# random page-like trees: children drawn from a small pool (equal siblings), or a unit repeated
_tags = st.sampled_from(["a", "b", "c"])


def _children(kids):
    pool = st.lists(kids, min_size=1, max_size=3)
    picks = pool.flatmap(lambda p: st.lists(st.sampled_from(p), max_size=6))
    units = pool.flatmap(lambda u: st.integers(1, 4).map(lambda r: u * r))
    return st.one_of(picks, units)


trees = st.recursive(_tags.map(leaf), lambda kids: st.tuples(_tags, _children(kids)),
                     max_leaves=40).map(lambda t: t if isinstance(t, tuple) else leaf(t))
pages = trees.map(lambda t: flatten(("html", [t])))


# long sibling lists over a few small subtrees: overlapping periodic stretches of groups
sibling_strings = st.lists(trees, min_size=1, max_size=3).flatmap(
    lambda pool: st.lists(st.sampled_from(pool), max_size=16)).map(
    lambda kids: flatten(("html", [("body", kids)])))


def check_invariants(tokens, depths, merged, detector="subtree-hash", scope="adjacent",
                     instances=True):
    n = tokens.shape[0]
    assert sorted(merged.origin_idx.tolist()) == list(range(n))  # every token, exactly once
    assert merged.origin_ptr[0] == 0 and merged.origin_ptr[-1] == n
    merged_of = np.empty(n, dtype=np.int64)
    for j in range(len(merged)):
        o = merged.origins(j)
        merged_of[o] = j
        assert o.shape[0] >= 1 and np.all(np.diff(o) > 0)  # document order
        assert np.all(tokens[o] == merged.tokens[j]) and np.all(depths[o] == merged.depths[j])
    validated(merged.tokens, merged.depths)  # still a pre-order sequence
    flags = np.zeros(len(merged), dtype=bool)
    shape = tree_shape(depths.astype(np.int64))
    merged_parent = tree_shape(merged.depths.astype(np.int64)).parent
    for j in range(len(merged)):  # the tree is kept: parents of the origins fold into j's parent
        parents = shape.parent[merged.origins(j)]
        assert np.all(np.where(parents >= 0, merged_of[parents], -1) == merged_parent[j])
    for r in merged.records:
        j, length = r.merged_start, r.length
        flags[j:j + length] = True
        # the kept copy is whole sibling subtrees: nothing after it hangs inside its subtrees
        assert j + length == len(merged) or merged.depths[j + length] <= merged.depths[j]
        occ = list(r.occurrences)
        assert len(occ) >= 2 and occ == sorted(set(occ))
        assert set(occ) <= set(merged.origins(j).tolist())
        assert r.parent == shape.parent[occ[0]]
        # Each occurrence is a run of sibling subtrees that maps into the record and, merged on
        # its own, is the record's unit: occurrences start exactly where instances start.
        for a, nxt in zip(occ, occ[1:] + [None]) if instances else ():
            stop = shape.end[a]
            while (stop < n and stop != nxt and shape.parent[stop] == shape.parent[a]
                   and depths[stop] == depths[a] and j <= merged_of[stop] < j + length):
                stop = shape.end[stop]
            alone = merge_repeats(tokens[a:stop], depths[a:stop], detector, scope)
            assert alone.tokens.tolist() == merged.tokens[j:j + length].tolist()
    assert np.array_equal(flags, merged.repeatable)


# the SPEC's example: two overlapping repeats, <div3><div4> and <div4><a5><img5>
SPEC_EXAMPLE = "html0 body1 div2 div3 div4 div3 div4 a5 img5 div4 a5 img5"


def naive_shape(depths):
    n = len(depths)
    parent, end = [-1] * n, [n] * n
    for i in range(n):
        parent[i] = next((j for j in range(i - 1, -1, -1) if depths[j] == depths[i] - 1), -1)
        end[i] = next((j for j in range(i + 1, n) if depths[j] <= depths[i]), n)
    return parent, end


def _preorder_depths(xs):
    out = [xs[0]]
    for x in xs[1:]:  # never more than one level deeper than the previous token
        out.append(min(x, out[-1] + 1))
    return out


forest_depths = st.lists(st.integers(0, 4), min_size=1, max_size=40).map(_preorder_depths)
