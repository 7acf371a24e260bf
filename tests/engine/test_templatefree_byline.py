"""The byline (templatefree/byline.py): who wrote an article, from structured data, meta tags,
author markup or a "By ..." line, cleaned of roles, places and dates; never a commenter or the
site itself."""

import json

import lxml.html
import pytest
from lxml import etree

from tplx_engine.templatefree.byline import clean_name, extract_byline


def page(body: str, head: str = "", title: str = "A story | The Daily Example") -> object:
    return lxml.html.document_fromstring(
        f"<html><head><title>{title}</title>{head}</head><body>{body}</body></html>")


ARTICLE = "<h1>A story</h1><p>The council met on Tuesday and agreed the budget.</p>"


def ld(data) -> str:
    return f'<script type="application/ld+json">{json.dumps(data)}</script>'


@pytest.mark.parametrize(("head", "expected"), [
    (ld({"@type": "NewsArticle", "author": {"@type": "Person", "name": "Jane Roe"}}),
     "Jane Roe"),
    (ld({"@graph": [{"@type": "WebPage"}, {"@type": ["BlogPosting"], "author": [
        {"name": "Jane Roe"}, {"name": "John Doe"}]}]}), "Jane Roe and John Doe"),
    ('<meta name="author" content="Jane Roe">', "Jane Roe"),
    ('<meta name="byl" content="By JANE ROE and JOHN DOE">', "JANE ROE and JOHN DOE"),
    (('<meta property="article:author" content="https://facebook.com/janeroe">'
      '<meta name="author" content="Jane Roe">'), "Jane Roe"),
])
def test_structured_data_and_meta_tags(head, expected):
    found = extract_byline(page(ARTICLE, head))
    assert (found.text, found.node) == (expected, None)
    assert found.source in ("json-ld", "meta")


def test_the_site_named_as_author_is_a_publisher_not_a_byline():
    head = '<meta name="author" content="The Daily Example">'
    assert extract_byline(page(ARTICLE, head)).text == ""
    # the pipeline parses without lxml.html's classes (load.read.parse_document)
    plain = etree.fromstring(etree.tostring(page(ARTICLE, head)), etree.HTMLParser())
    assert extract_byline(plain).text == ""
    visible = ARTICLE + '<p class="byline">By Jane Roe</p>'
    assert extract_byline(page(visible, head)).text == "Jane Roe"


@pytest.mark.parametrize(("body", "expected", "source"), [
    ('<div itemprop="author" itemscope><span itemprop="name">Jane Roe</span>, Staff</div>',
     "Jane Roe", "itemprop"),
    ('<p>Story by <a rel="author" href="/jane">Jane Roe</a></p>', "Jane Roe", "rel"),
    ('<td class="artByline"><a href="mailto:j@x">JANE ROE, Deputy Business Editor</a></td>',
     "JANE ROE", "class"),
    ('<div class="byline">RICHARD ROE<br>DAILY NEWS TV EDITOR</div>', "RICHARD ROE", "class"),
    ("<p>By Jane Roe in London, John Doe in Paris and, Ann Lee | Reuters</p>",
     "Jane Roe, John Doe and Ann Lee", "by-line"),
    ("<div><span>By</span> <a href=/j>Jane Roe</a></div>", "Jane Roe", "by-line"),
    ("<p>By <b>JANE ROE</b>, For The Associated Press</p>", "JANE ROE", "by-line"),
    ("<p>作者：刘艳</p>", "刘艳", "by-line"),
])
def test_visible_bylines(body, expected, source):
    found = extract_byline(page(ARTICLE + body))
    assert (found.text, found.source) == (expected, source)
    assert found.node is not None and expected.split()[0] in found.node.text_content()


@pytest.mark.parametrize("body", [
    '<div class="byline" style="display:none">By Jane Roe</div>',  # hidden
    '<div class="comment"><span class="author">Troll42</span> says: great</div>',  # a commenter
    '<div class="hn-byline">Jan 4, 2008</div>',  # a date where a byline would be
    "<p>By the end of the week the council had agreed the budget for the year.</p>",  # prose
    "<p>by the way, nobody came</p>",
])
def test_what_is_no_byline(body):
    found = extract_byline(page(ARTICLE + body))
    assert found.text == "" and found.node is None
    assert found.reason.startswith("no byline")


@pytest.mark.parametrize(("text", "expected"), [
    ("Posted by Jane Roe on Monday", "Jane Roe"),
    ("By Jane Roe - 3 May 2012", "Jane Roe"),
    ("By Jane Roe, updated 12:30", "Jane Roe"),
    ("Jane Roe, Staff Writer", "Jane Roe"),
    ("Zachary Roth, @zackroth", "Zachary Roth"),
    ("http://example.com/authors/jane", ""),
    ("By 12", ""),
    # a date after the name, and the words that lead to it
    ("By Stephen Fidler, 12 June 2013", "Stephen Fidler"),
    ("Posted by Marty Baron on March 25, 2013 at 7:05 am", "Marty Baron"),
    ("by Tameka Kee,\u00a0Friday, Dec 28, 2007\u00a09:00 AM ET", "Tameka Kee"),
    ("Von Anna Berg am 12. Juni 2014", "Anna Berg"),
    # a role in the plural, the site after the name
    ("By Jane Roe and John Doe, Associated Press Writers", "Jane Roe and John Doe"),
    ("Shaun Nichols, vnunet.com", "Shaun Nichols"),
])
def test_clean_name(text, expected):
    assert clean_name(text) == expected
