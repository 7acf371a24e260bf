"""Repeated records (repeats/records.py, SPEC §2): merging rules, origins, both detectors against
two oracles and the recorded implementation, deep and long pages, bad input."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from repeat_pages import (
    DETECTORS,
    SPEC_EXAMPLE,
    check_invariants,
    flatten,
    leaf,
    names_of,
    pages,
    render,
    seq,
    sibling_strings,
)

from tplx_engine.model import token_id
from tplx_engine.repeats.records import (
    MAX_ROUNDS,
    TokenSequenceError,
    detectors_agree,
    find_records,
    merge_repeats,
    record_length_histogram,
)
from tplx_engine.repeats.subtree_hash import MAX_GROUP

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "repeats" / "expected.json"


# -- an independent oracle: one merge at a time on an explicit tree (single subtrees only) ------

class _Node:
    def __init__(self, token, depth, index):
        self.token, self.depth = token, depth
        self.origins = [index]
        self.children: list[_Node] = []
        self.record = False

    def canon(self):
        return (self.token, self.depth, tuple(c.canon() for c in self.children))

    def walk(self):
        stack = [self]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.children))


def oracle(tokens, depths, scope):
    """merge_repeats(max_group=1) by hand: tokens, origins, records (start, length, occurrences).

    Repeatedly find a parent with >= 2 equal child subtrees (consecutive ones for 'adjacent'),
    fold every later copy into the first node by node, flag the first as a record; until none.
    A record's occurrences are the origins of its root.
    """
    root = _Node(None, -1, -1)
    stack = [root]
    for i, (t, d) in enumerate(zip(tokens.tolist(), depths.tolist())):
        del stack[d + 1:]
        node = _Node(t, d, i)
        stack[-1].children.append(node)
        stack.append(node)
    while True:
        for parent in root.walk():
            canon = [c.canon() for c in parent.children]
            group = None
            for i in range(len(canon)):
                if scope == "adjacent":
                    j = i
                    while j + 1 < len(canon) and canon[j + 1] == canon[i]:
                        j += 1
                    same = list(range(i, j + 1))
                else:
                    same = [j for j in range(i, len(canon)) if canon[j] == canon[i]]
                if len(same) >= 2:
                    group = same
                    break
            if group:
                break
        else:
            break
        kept = parent.children[group[0]]
        for j in group[1:]:
            for a, b in zip(kept.walk(), parent.children[j].walk()):
                a.origins += b.origins
                a.record |= b.record
        kept.record = True
        parent.children = [c for j, c in enumerate(parent.children) if j not in group[1:]]
    nodes = list(root.walk())[1:]
    index = {id(n): i for i, n in enumerate(nodes)}
    records = []
    for n in nodes:
        if n.record:
            size = sum(1 for _ in n.walk())
            records.append((index[id(n)], size, tuple(sorted(n.origins))))
    return ([n.token for n in nodes], [sorted(n.origins) for n in nodes], sorted(records))


def summary(merged):
    return (merged.tokens.tolist(), [merged.origins(j).tolist() for j in range(len(merged))],
            sorted((r.merged_start, r.length, r.occurrences) for r in merged.records))


# -- a second oracle: the detector's rounds on an explicit tree, groups of siblings included ----

def sibling_runs(kids, scope, max_group):
    """Runs among one parent's children by the rules of docs/repeats.md, decided on canonical
    forms (no hashing): (width, [first child of every copy])."""
    canon = [k.canon() for k in kids]
    size = len(canon)
    if scope == "siblings":
        same = {}
        for i, c in enumerate(canon):
            same.setdefault(c, []).append(i)
        return [(1, idx) for idx in same.values() if len(idx) >= 2]
    runs, taken = [], [False] * size
    a = 0
    while a < size:  # maximal runs of equal consecutive subtrees
        b = a + 1
        while b < size and canon[b] == canon[a]:
            b += 1
        if b - a >= 2:
            runs.append((1, list(range(a, b))))
            taken[a:b] = [True] * (b - a)
        a = b
    for width in range(2, min(max_group, size // 2) + 1):  # then groups over the free siblings
        def periodic(p, width=width):
            return not taken[p] and not taken[p + width] and canon[p] == canon[p + width]

        found, last_end, s = [], -1, 0
        while s < size - width:
            e = s
            while e < size - width and periodic(e):
                e += 1
            if e - s >= width:  # siblings s .. e+width-1 repeat with period `width`
                start, count = s, (e - s + width) // width
                if start < last_end:  # overlaps the previous run: whole copies after it
                    skip = -(-(last_end - start) // width)
                    start, count = start + skip * width, count - skip
                if count >= 2:
                    found.append((start, count))
                    last_end = start + count * width
            s = max(e, s + 1)
        for start, count in found:
            taken[start:start + count * width] = [True] * (count * width)
            runs.append((width, [start + r * width for r in range(count)]))
    return runs


def round_oracle(tokens, depths, scope, max_group):
    """merge_repeats by hand on a tree: (tokens, origins, sorted (start, length) of records).

    Each round plans the runs of every parent on the tree as it is, then folds them, deepest
    parents first (inner loops before the outer copies that contain them), every removed copy
    node by node into the kept one. A record is its first node and its length: each round the
    first node moves to the node it folded into (if it did), and the length becomes the number
    of nodes still there among as many nodes from there, in the order before the round (a
    record of an earlier round can lose nodes to a later run that crosses it: b b a b a b a).
    """
    root = _Node(None, -1, -1)
    stack = [root]
    for i, (t, d) in enumerate(zip(tokens.tolist(), depths.tolist())):
        del stack[d + 1:]
        node = _Node(t, d, i)
        stack[-1].children.append(node)
        stack.append(node)
    records = {}  # (id of first node, length) -> first node
    for _ in range(MAX_ROUNDS):
        plans = []
        for parent in root.walk():
            kids = list(parent.children)
            plans += [(parent, [kids[f:f + width] for f in firsts])
                      for width, firsts in sibling_runs(kids, scope, max_group)]
        if not plans:
            break
        before = list(root.walk())[1:]
        at = {id(n): i for i, n in enumerate(before)}
        for _, copies in plans:
            kept = copies[0]
            records[id(kept[0]), sum(1 for top in kept for _ in top.walk())] = kept[0]
        folded_into = {}
        plans.sort(key=lambda plan: -plan[0].depth)
        for parent, copies in plans:
            for copy in copies[1:]:
                for top_kept, top_copy in zip(copies[0], copy):
                    for a, b in zip(top_kept.walk(), top_copy.walk()):
                        a.origins += b.origins
                        folded_into[id(b)] = a
            gone = {id(n) for copy in copies[1:] for n in copy}
            parent.children = [c for c in parent.children if id(c) not in gone]
        moved = {}
        for (_, length), first in records.items():
            while id(first) in folded_into:
                first = folded_into[id(first)]
            start = at[id(first)]
            left = sum(1 for n in before[start:start + length] if id(n) not in folded_into)
            moved[id(first), left] = first
        records = moved
    nodes = list(root.walk())[1:]
    index = {id(n): i for i, n in enumerate(nodes)}
    spans = sorted((index[id(first)], length) for (_, length), first in records.items())
    return [n.token for n in nodes], [sorted(n.origins) for n in nodes], spans


# -- the SPEC's example and the two scopes ------------------------------------------------------


@pytest.mark.parametrize("detector", DETECTORS)
def test_spec_example_keeps_the_deeper_repeat(detector):
    tokens, depths = seq(SPEC_EXAMPLE)
    merged = merge_repeats(tokens, depths, detector)
    names = names_of(SPEC_EXAMPLE)
    # <div4><a5><img5> is merged; the second <div3><div4> is not a record
    assert render(merged, names) == "html0 body1 div2 div3 div4 div3 div4+ a5+ img5+"
    (record,) = merged.records
    assert (record.length, record.occurrences, record.parent, record.merged_start) == (
        3, (6, 9), 5, 6)
    assert [merged.origins(j).tolist() for j in (6, 7, 8)] == [[6, 9], [7, 10], [8, 11]]


SCOPE_PAGE = "html0 body1 a2 b2 a2 a2 c2"


@pytest.mark.parametrize("detector", DETECTORS)
def test_scope_adjacent_merges_only_consecutive_copies(detector):
    tokens, depths = seq(SCOPE_PAGE)
    merged = merge_repeats(tokens, depths, detector, scope="adjacent")
    assert render(merged, names_of(SCOPE_PAGE)) == "html0 body1 a2 b2 a2+ c2"
    assert [r.occurrences for r in merged.records] == [(4, 5)]


@pytest.mark.parametrize("detector", DETECTORS)
def test_scope_siblings_merges_every_equal_sibling(detector):
    tokens, depths = seq(SCOPE_PAGE)
    merged = merge_repeats(tokens, depths, detector, scope="siblings")
    assert render(merged, names_of(SCOPE_PAGE)) == "html0 body1 a2+ b2 c2"
    assert [r.occurrences for r in merged.records] == [(2, 4, 5)]


def test_groups_of_sibling_subtrees_only_with_subtree_hash():
    spec = "html0 body1 dt2 dd2 span3 dt2 dd2 span3 dt2 dd2 span3"
    tokens, depths = seq(spec)
    fast = merge_repeats(tokens, depths)
    assert render(fast, names_of(spec)) == "html0 body1 dt2+ dd2+ span3+"
    (record,) = fast.records
    assert (record.length, record.occurrences, record.parent) == (3, (2, 5, 8), 1)
    slow = merge_repeats(tokens, depths, "suffix-tree")
    assert len(slow) == len(tokens)  # dt alone and dd alone never repeat side by side
    assert not detectors_agree(tokens, depths)
    assert np.array_equal(merge_repeats(tokens, depths, max_group=1).tokens, slow.tokens)


def test_smaller_groups_win_over_larger_ones():
    spec = "html0 body1 a2 b2 a2 b2 a2 b2 a2 b2"  # (a b) x 4, not (a b a b) x 2
    merged = merge_repeats(*seq(spec))
    assert render(merged, names_of(spec)) == "html0 body1 a2+ b2+"
    assert merged.records[0].occurrences == (2, 4, 6, 8)


def test_a_group_run_overlapping_the_previous_one_keeps_its_stretch_phase():
    # Round 1 merges the b runs; round 2 sees a b a b c b c b, where the stretch b c b c b
    # overlaps (a b)(a b) at its first b: whole copies in its own phase after the overlap leave
    # one (b c), no run (not (c b)(c b)). Round 3 finds (b c)(b c) in a b c b c b.
    xs = "abbbabbcbbcbb"
    tokens, depths = flatten(("html", [("body", [leaf(x) for x in xs])]))
    merged = merge_repeats(tokens, depths)
    assert render(merged, names_of("html0 body1 a2 b2 c2")) == "html0 body1 a2+ b2+ c2+ b2+"
    assert [(r.merged_start, r.length, r.occurrences) for r in merged.records] == [
        (2, 2, (2, 6)), (3, 2, (3, 7, 10)), (3, 1, (3, 4, 5, 7, 8, 10, 11)), (5, 1, (13, 14))]


# -- nested loops -------------------------------------------------------------------------------

@pytest.mark.parametrize("detector", DETECTORS)
def test_nested_loops_with_varying_inner_counts_merge_to_a_fixpoint(detector):
    lists = [("ul", [leaf("li")] * k) for k in (3, 1, 2)]
    tokens, depths = flatten(("html", [("body", lists)]))
    merged = merge_repeats(tokens, depths, detector)
    spec = "html0 body1 ul2 li3"
    assert render(merged, names_of(spec)) == "html0 body1 ul2+ li3+"
    uls = [i for i, t in enumerate(tokens) if t == token_id("ul", 2)]
    lis = [i for i, t in enumerate(tokens) if t == token_id("li", 3)]
    assert merged.origins(2).tolist() == uls and merged.origins(3).tolist() == lis
    outer, inner = merged.records
    assert (outer.merged_start, outer.length, outer.occurrences) == (2, 2, tuple(uls))
    assert (inner.merged_start, inner.length, inner.occurrences) == (3, 1, tuple(lis))
    again = merge_repeats(merged.tokens, merged.depths, detector)
    assert again.records == ()  # a fixpoint


def test_nested_record_starting_at_the_same_token():
    spec = "html0 body1 a2 a2 b2 a2 b2"  # a a b, a b: (a+ b)+
    tokens, depths = seq(spec)
    merged = merge_repeats(tokens, depths)
    assert render(merged, names_of(spec)) == "html0 body1 a2+ b2+"
    by_length = {r.length: r.occurrences for r in merged.records}
    assert by_length == {2: (2, 5), 1: (2, 3, 5)}  # outer (a b) twice, inner a three times
    assert merged.origins(2).tolist() == [2, 3, 5]


def test_a_later_run_crossing_an_earlier_record_leaves_it_what_stays_in_place():
    # b b a b a b a: round 1 merges b b and (a b)(a b), leaving b a b a; round 2 merges (b a)
    # twice, which takes the b of the kept (a b): that record keeps its a (length 1), whose
    # occurrences are the three a.
    tokens, depths = flatten(("html", [("body", [leaf(x) for x in "bbababa"])]))
    merged = merge_repeats(tokens, depths)
    assert render(merged, names_of("html0 body1 a2 b2")) == "html0 body1 b2+ a2+"
    assert [(r.merged_start, r.length, r.occurrences) for r in merged.records] == [
        (2, 2, (2, 5, 7)), (2, 1, (2, 3, 5, 7)), (3, 1, (4, 6, 8))]
    check_invariants(tokens, depths, merged)


# -- properties on random trees -----------------------------------------------------------------

@settings(max_examples=150, deadline=None)
@given(pages, st.sampled_from(["adjacent", "siblings"]))
def test_single_subtree_records_match_the_oracle(page, scope):
    tokens, depths = page
    expected = oracle(tokens, depths, scope)
    for detector in DETECTORS:
        merged = merge_repeats(tokens, depths, detector, scope, max_group=1)
        assert summary(merged) == expected
    if scope == "siblings":  # no groups of siblings there: the detectors agree at any max_group
        assert detectors_agree(tokens, depths, scope)


@settings(max_examples=200, deadline=None)
@given(st.one_of(pages, sibling_strings), st.sampled_from(["adjacent", "siblings"]),
       st.sampled_from([2, 3, MAX_GROUP]))
def test_groups_of_siblings_match_the_round_oracle(page, scope, max_group):
    tokens, depths = page
    merged = merge_repeats(tokens, depths, scope=scope, max_group=max_group)
    assert (merged.tokens.tolist(), [merged.origins(j).tolist() for j in range(len(merged))],
            sorted((r.merged_start, r.length) for r in merged.records)) == round_oracle(
        tokens, depths, scope, max_group)


@settings(max_examples=100, deadline=None)
@given(pages, st.sampled_from(["adjacent", "siblings"]))
def test_invariants_and_fixpoint(page, scope):
    tokens, depths = page
    for detector in DETECTORS:
        merged = merge_repeats(tokens, depths, detector, scope)
        check_invariants(tokens, depths, merged, detector, scope)
        assert merge_repeats(merged.tokens, merged.depths, detector, scope).records == ()


# -- the implementation it replaced: outputs recorded by bench/make_repeats_fixture.py -----------

def _fixture_pages():
    doc = json.loads(FIXTURE.read_text("utf-8"))
    assert (doc["format"], doc["version"]) == ("tplx-repeats-fixture", 1)
    return doc["pages"]


@pytest.mark.parametrize("page", _fixture_pages(), ids=lambda p: p["name"])
def test_same_results_as_the_recorded_numpy_implementation(page):
    tags = [(tag, int(d)) for tag, d in (x.rsplit(":", 1) for x in page["page"].split())]
    tokens = np.array([token_id(tag, d) for tag, d in tags], dtype=np.int64)
    depths = np.array([d for _, d in tags], dtype=np.int32)
    for expected in page["results"]:
        merged = merge_repeats(tokens, depths, scope=expected["scope"],
                               max_group=expected["max_group"])
        first = merged.origin_idx[merged.origin_ptr[:-1]]
        assert merged.tokens.tolist() == tokens[first].tolist()
        assert " ".join(f"{tags[i][0]}:{tags[i][1]}" + ("+" if r else "")
                        for i, r in zip(first.tolist(), merged.repeatable.tolist())
                        ) == expected["merged"]
        assert merged.origin_ptr.tolist() == expected["origin_ptr"]
        assert merged.origin_idx.tolist() == expected["origin_idx"]
        assert [[r.merged_start, r.length, r.parent, list(r.occurrences)]
                for r in merged.records] == expected["records"]



def test_forest_roots_are_siblings_per_level():
    spec = "a2 b3 a2 b3 c1 a2 b3"  # roots a2, a2, c1 (a2 b3 again under c1): the a2 pair merges
    merged = merge_repeats(*seq(spec))
    assert render(merged, names_of(spec)) == "a2+ b3+ c1 a2 b3"
    (record,) = merged.records
    assert record.occurrences == (0, 2) and record.parent == -1


# -- deep and long sequences --------------------------------------------------------------------

def test_deep_page_without_recursion():
    depth = 10_000
    chain = np.arange(depth, dtype=np.int64)
    tail_depths = np.full(30, depth, dtype=np.int64)  # 30 equal leaves at the bottom
    depths = np.concatenate((chain, tail_depths))
    tokens = np.array([token_id("div", d) for d in depths.tolist()], dtype=np.int64)
    for detector in DETECTORS:
        merged = merge_repeats(tokens, depths, detector)
        assert len(merged) == depth + 1
        (record,) = merged.records
        assert record.occurrences == tuple(range(depth, depth + 30))
        assert record.parent == depth - 1


def test_long_page_subtree_hash():
    items = [("div", [leaf("a")] * (1 + i % 3) + [leaf("span")]) for i in range(5_000)]
    tokens, depths = flatten(("html", [("body", items)]))
    assert len(tokens) > 15_000
    merged = merge_repeats(tokens, depths)
    spec = "html0 body1 div2 a3 span3"
    assert render(merged, names_of(spec)) == "html0 body1 div2+ a3+ span3+"
    links = sum(1 + i % 3 for i in range(5_000))
    assert [len(merged.origins(j)) for j in range(5)] == [1, 1, 5_000, links, 5_000]
    check_invariants(tokens, depths, merged, instances=False)


# -- reports and public helpers -----------------------------------------------------------------

def test_record_length_histogram():
    page_a = flatten(("html", [("body", [leaf("a")] * 3 + [("div", [leaf("span")])] * 2)]))
    page_b = flatten(("html", [("body", [leaf("i")] * 4)]))
    records = [find_records(*page_a), find_records(*page_b)]
    assert record_length_histogram(records) == {1: 2, 2: 1}  # a and i alone; div span
    assert record_length_histogram([]) == {}


def test_find_records_is_ordered_by_merged_start():
    page = flatten(("html", [("body", [leaf("a")] * 3 + [("div", [leaf("span")])] * 2)]))
    starts = [r.merged_start for r in find_records(*page, detector="suffix-tree")]
    assert starts == sorted(starts) and len(starts) == 2


@pytest.mark.parametrize("tokens, depths, message", [
    (np.zeros((2, 2)), np.zeros((2, 2)), "1-D"),
    (np.zeros(3, dtype=np.int64), np.zeros(2, dtype=np.int64), "3 tokens but 2 depths"),
    (np.zeros(2, dtype=np.int64), np.array([0, -1]), "negative depth"),
    (np.zeros(3, dtype=np.int64), np.array([0, 1, 3]), "token 2 is at depth 3"),
    (np.zeros(2), np.zeros(2), "integers"),
])
def test_bad_input_is_a_clear_error(tokens, depths, message):
    with pytest.raises(TokenSequenceError, match=message):
        merge_repeats(tokens, depths)


def test_read_only_strided_and_narrow_inputs_give_the_same_result():
    tokens, depths = seq("html0 body1 ul2 li3 li3 ul2 li3")
    expected = summary(merge_repeats(tokens, depths))
    read_only = [np.frombuffer(a.astype(np.int64).tobytes(), dtype=np.int64)
                 for a in (tokens, depths)]
    strided = [np.repeat(a, 2)[::2] for a in (tokens, depths)]
    narrow = [tokens.astype(np.uint64), depths.astype(np.int8)]
    for t, d in (read_only, strided, narrow):
        assert summary(merge_repeats(t, d)) == expected
        assert summary(merge_repeats(t, d, "suffix-tree")) == expected


def test_bad_options():
    tokens, depths = seq("html0 body1")
    with pytest.raises(ValueError, match="detector"):
        merge_repeats(tokens, depths, detector="magic")
    with pytest.raises(ValueError, match="scope"):
        merge_repeats(tokens, depths, scope="everywhere")
    with pytest.raises(ValueError, match="max_group"):
        merge_repeats(tokens, depths, max_group=0)


@pytest.mark.parametrize("detector", DETECTORS)
def test_empty_and_single_token(detector):
    empty = merge_repeats(np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int32), detector)
    assert len(empty) == 0 and empty.records == () and empty.origin_ptr.tolist() == [0]
    one = merge_repeats(*seq("html0"), detector)
    assert len(one) == 1 and one.origins(0).tolist() == [0]
