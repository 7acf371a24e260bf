"""The subtree-hash detector (repeats/subtree_hash.py): one detection pass, and hash collisions
that never merge unequal copies."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from repeat_pages import check_invariants, names_of, pages, render, seq

from tplx_engine.repeats.records import MAX_ROUNDS, merge_repeats
from tplx_engine.repeats.shape import validated
from tplx_engine.repeats.subtree_hash import MAX_GROUP, find_runs_subtree_hash, merge_subtree_hash


@settings(max_examples=60, deadline=None)
@given(pages, st.sampled_from(["size", "constant"]), st.sampled_from(["adjacent", "siblings"]))
def test_hash_collisions_never_merge_unequal_copies(page, collide, scope):
    tokens, depths = validated(*page)
    # every subtree of one size collides, or every subtree at all
    merged = merge_subtree_hash(tokens, depths, scope, MAX_GROUP, MAX_ROUNDS, collide=collide)
    check_invariants(tokens, depths, merged, scope=scope, instances=False)  # never wrong


def test_a_colliding_run_is_dropped_and_the_others_merge():
    spec = "html0 body1 ul2 li3 li3 ol2 i3 i3"  # ul and ol collide by size, in both rounds
    tokens, depths = validated(*seq(spec))
    for collide in ("size", "constant"):
        merged = merge_subtree_hash(tokens, depths, "adjacent", MAX_GROUP, MAX_ROUNDS, collide)
        assert render(merged, names_of(spec)) == "html0 body1 ul2 li3+ ol2 i3+"
        assert [r.occurrences for r in merged.records] == [(3, 4), (6, 7)]
    spec = "html0 body1 a2 a2 b2"  # all three collide: one run, rejected, costs the a a merge
    tokens, depths = validated(*seq(spec))
    merged = merge_subtree_hash(tokens, depths, "adjacent", MAX_GROUP, MAX_ROUNDS, "constant")
    assert len(merged) == len(tokens) and merged.records == ()
    assert render(merge_repeats(tokens, depths), names_of(spec)) == "html0 body1 a2+ b2"


def test_one_detection_pass():
    spec = "html0 body1 b2 a2 a2 a2 b2 a2 a2 dt2 dd2 dt2 dd2"
    tokens, depths = validated(*seq(spec))
    runs = find_runs_subtree_hash(tokens, depths).as_tuples()
    # singles first; (b a+) only on the merged sequence; the dt/dd pairs as a group of 2
    assert runs == [(1, 1, (3, 4, 5)), (1, 1, (7, 8)), (2, 1, (9, 11))]
    assert find_runs_subtree_hash(tokens, depths, "siblings").as_tuples() == [
        (1, 1, (2, 6)), (1, 1, (3, 4, 5, 7, 8)), (1, 1, (9, 11)), (1, 1, (10, 12))]
