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
