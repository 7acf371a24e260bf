"""Voting on the hits of a template's sample pages (suggest/vote.py): support counts pages,
thresholds, a post's date is no page date."""

from dataclasses import replace
from types import SimpleNamespace

import pytest

from tplx_engine.suggest import vote as suggest
from tplx_engine.suggest.page import Hit


def hit(field, target, page):
    return Hit(field, target, "test", page, "/html", "value")


def test_vote_counts_pages_and_applies_the_thresholds():
    template = SimpleNamespace(id="t", node_index={})
    pages = [[hit("TITLE", "E1:1", f"p{i}"), hit("POST", "E2:0", f"p{i}"),
              hit("POST", "E2:0", f"p{i}")] for i in range(6)]
    pages[0].append(hit("TITLE", "E1:5", "p0"))  # one page only: below min_support
    pages[1].append(hit("DATE", "E2:3", "p1"))
    pages[2].append(hit("DATE", "E2:3", "p2"))
    for i in range(4):  # a DATE on a post's date node is a post's date
        pages[i] += [hit("DATE", "E2:4", f"p{i}"), hit("POST_DATE", "E2:4", f"p{i}")]
    options = suggest.SuggestOptions(min_support=2, min_confidence=0.3)
    found = {(s.field, s.target): s for s in suggest.vote(template, pages, options)}
    assert found[("TITLE", "E1:1")].confidence == 1.0
    assert found[("POST", "E2:0")].support == 6  # pages, not posts
    assert ("TITLE", "E1:5") not in found
    assert found[("DATE", "E2:3")].confidence == pytest.approx(2 / 6, abs=1e-4)
    assert ("DATE", "E2:4") not in found and ("POST_DATE", "E2:4") in found
    strict = suggest.vote(template, pages, replace(options, min_confidence=0.5))
    assert {(s.field, s.target) for s in strict} == {("TITLE", "E1:1"), ("POST", "E2:0"),
                                                     ("POST_DATE", "E2:4")}
    assert suggest.vote(template, [], options) == []
    two = suggest.vote(template, pages[:1], options)  # one sampled page can still vote
    assert {s.field for s in two} >= {"TITLE", "POST"}


def test_date_node_found_on_most_pages_wins_and_other_layouts_are_kept():
    template = SimpleNamespace(id="t", node_index={})
    pages = []
    for i in range(10):
        hits = [Hit("DATE", "E1:5#0", suggest.DATE_CANDIDATE, f"p{i}", "/x", "date")]
        if i < 4:  # the latest date of a page: a comment's, on some pages only
            hits.append(Hit("DATE", "O2/1:0#0", "pub-date", f"p{i}", "/y", "date"))
        pages.append(hits)
    for i in range(10):  # TITLE in two layouts: alternative 1 on 8 pages, 2 on the other 2
        target = "O3/1:0" if i < 8 else "O3/2:4"
        pages[i].append(Hit("TITLE", target, "title", f"p{i}", "/h1", "title"))
        if i == 9:
            pages[i].append(Hit("TITLE", "O4/2:0", "title", f"p{i}", "/h2", "title"))
    pages[8].append(Hit("TITLE", "O4/2:0", "title", "p8", "/h2", "title"))
    found = suggest.vote(template, pages, suggest.SuggestOptions(min_confidence=0.3))
    dates = [s for s in found if s.field == "DATE"]
    assert dates[0].target == "E1:5#0" and dates[0].confidence == 1.0
    assert dates[0].source == suggest.DATE_CANDIDATE
    titles = {s.target: s.confidence for s in found if s.field == "TITLE"}
    # below min_confidence but another layout of the best target's part: kept; another part
    # below min_confidence: dropped
    assert titles == {"O3/1:0": 0.8, "O3/2:4": 0.2}
    assert suggest.complementary("O3/1:0", "O3/2:4#1")
    assert not suggest.complementary("O3/1:0", "O3/1:2")  # one alternative: both on a page
    assert not suggest.complementary("O3/1:0", "O4/2:0") and not suggest.complementary(
        "E1:0", "E1:1")


def test_a_node_and_a_text_piece_of_it_are_one_place():
    # the publication date rule names the node, the date finder its first text piece: the
    # analyst saw DATE proposed twice for one cell
    template = SimpleNamespace(id="t", node_index={})
    pages = [[Hit("DATE", "E2:2", "pub-date", f"p{i}", "/x", "4 Nov 2012"),
              Hit("DATE", "E2:2#0", suggest.DATE_CANDIDATE, f"p{i}", "/x", "4 Nov 2012"),
              Hit("DATE", "E2:7#1", suggest.DATE_CANDIDATE, f"p{i}", "/y", "5 Nov 2012"),
              Hit("DATE", "E2:7#3", suggest.DATE_CANDIDATE, f"p{i}", "/y", "6 Nov 2012")]
             for i in range(4)]
    found = suggest.vote(template, pages, suggest.SuggestOptions(max_per_field=5))
    assert [s.target for s in found] == ["E2:2", "E2:7#1", "E2:7#3"]  # two pieces: two places
    assert suggest.same_place("E2:2", "E2:2#0") and not suggest.same_place("E2:7#1", "E2:7#3")
