"""TreeWalk reports what lxml's iterwalk reports with start, end, comment and pi events, in
the same order, skip_subtree included (load/walk.py: lxml's own walk is quadratic on
comments)."""

from __future__ import annotations

import lxml.html
import pytest
from lxml import etree

from tplx_engine.load.walk import TreeWalk

PAGES = [
    "<html><body><!--a-->x<p>a<!-- c -->t1<?pi x?>t2<b>x</b>t3<!--d-->t4<!--e--></p>"
    "<!--f-->tail<div><!--only--></div><script>var a<!--no--></script></body></html>",
    "<html><body>" + "<!-- c -->text " * 50 + "<p>end</p><!--z--></body></html>",
    "<div><!--first--><span>s</span><!--between-->b<i><!--in-i--></i><!--last--></div>",
]


def _events(walker, skip=("script",)):
    out = []
    for event, node in walker:
        tag = node.tag if isinstance(node.tag, str) else str(node.tag.__name__)
        out.append((event, tag, node.text, node.tail))
        if event == "start" and tag in skip:
            walker.skip_subtree()
    return out


@pytest.mark.parametrize("html", PAGES)
@pytest.mark.parametrize("skip", [(), ("script",), ("p", "i")])
def test_the_walk_reports_what_lxml_reports(html, skip):
    root = lxml.html.fromstring(html)
    lxml_walk = etree.iterwalk(root, events=("start", "end", "comment", "pi"))
    assert _events(TreeWalk(root), skip) == _events(lxml_walk, skip)


def test_a_walk_of_a_subtree_stays_inside_it():
    root = lxml.html.fromstring(PAGES[2])
    span = root.find("span")
    assert [e for e, _n in TreeWalk(span)] == ["start", "end"]
    italic = root.find("i")
    assert [e for e, _n in TreeWalk(italic)] == ["start", "comment", "end"]


def test_the_walk_matches_lxml_on_the_demo_pages(demo_crawl):
    pages = sorted(demo_crawl.rglob("*.htm*"))[:60]
    assert pages
    for path in pages:
        root = lxml.html.fromstring(path.read_bytes())
        lxml_walk = etree.iterwalk(root, events=("start", "end", "comment", "pi"))
        assert _events(TreeWalk(root)) == _events(lxml_walk)


def test_lxml_walks_ordinary_pages_and_ours_pages_full_of_comments():
    from tplx_engine.load.walk import MANY_MARKS, tree_walk
    few = lxml.html.fromstring(PAGES[1])
    many = lxml.html.fromstring("<div>" + "<!--c-->t" * (MANY_MARKS + 1) + "</div>")
    assert not isinstance(tree_walk(few), TreeWalk)
    assert isinstance(tree_walk(many), TreeWalk)
    assert sum(e == "comment" for e, _n in tree_walk(many)) == MANY_MARKS + 1
