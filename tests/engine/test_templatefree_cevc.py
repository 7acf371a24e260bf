"""CEVC (templatefree/cevc.py, SPEC §7) on small hand-written pages."""

from __future__ import annotations

import lxml.html
import pytest
from lxml import etree

from tplx_engine.templatefree.cevc import cevc

ARTICLE = [
    "The council said on Monday that the new bridge would open in the spring of next year.",
    ("It is the first bridge to be built across the river in more than forty years, and it "
     "was paid for by the city and the region together."),
    "Engineers have tested the structure for months, and they say that it is ready for traffic.",
]
SIDEBAR_LINKS = [f"Related story number {i} about the region" for i in range(12)]


def page(article=ARTICLE, sidebar=SIDEBAR_LINKS, extra_body=""):
    paragraphs = "".join(f"<p>{p}</p>" for p in article)
    links = "".join(f'<li><a href="/s{i}">{t}</a></li>' for i, t in enumerate(sidebar))
    return lxml.html.document_fromstring(
        "<html><head><title>Bridge</title><style>p { color: red }</style></head><body>"
        f'<div id="header"><a href="/">Home</a> <a href="/news">News</a></div>'
        f'<div id="main"><h1>New bridge to open</h1><div id="story">{paragraphs}</div></div>'
        f'<div id="sidebar"><ul>{links}</ul></div>'
        f"<script>var x = 'the and of the a in to';</script>{extra_body}</body></html>")


def test_picks_article_body_over_link_heavy_sidebar():
    root = page()
    result = cevc(root)
    assert result.ok and result.reason == ""
    assert result.node.get("id") == "story"
    assert "first bridge" in result.text
    assert "Related story" not in result.text
    assert result.language == "en"
    assert [el.get("id") for el in result.path[1:]] == ["main", "story"]


def test_script_text_never_counts_and_tree_is_not_modified():
    root = page()
    before = etree.tostring(root)
    result = cevc(root)
    assert "var x" not in result.text
    assert etree.tostring(root) == before
    assert result.node.getroottree().getroot() is root  # a node of the caller's tree


def test_alpha_decides_where_the_descent_stops():
    # body -> #wrap holds 70 % (story) + 30 % (aside) of the valid characters.
    story = "".join(f"<p>{p}</p>" for p in ARTICLE * 2)
    aside = f"<p>{ARTICLE[0]}</p><p>{ARTICLE[2]}</p>"
    root = lxml.html.document_fromstring(
        f'<html><body><div id="wrap"><div id="story">{story}</div>'
        f'<div id="aside">{aside}</div></div></body></html>')
    assert cevc(root, alpha=0.5).node.get("id") == "story"  # MCR 0.7 >= 0.5: step in
    assert cevc(root, alpha=0.8).node.get("id") == "wrap"  # MCR 0.7 < 0.8: stop at #wrap
    with pytest.raises(ValueError):
        cevc(root, alpha=1.5)


def test_output_modes_valid_characters_versus_whole_text():
    root = lxml.html.document_fromstring(
        '<html><body><div id="a"><p>This is the first paragraph of the text.</p>'
        '<p>Price list 2024</p><p>See <a href="/x">the full report</a> for more.</p>'
        "<p>And this is the last paragraph of it.</p></div></body></html>")
    valid = cevc(root, output="valid")
    whole = cevc(root, output="text")
    assert valid.node is whole.node
    assert "Price list 2024" in whole.text and "Price list 2024" not in valid.text
    assert "the full report" in whole.text and "the full report" not in valid.text
    assert "first paragraph" in valid.text and "last paragraph" in valid.text
    with pytest.raises(ValueError):
        cevc(root, output="html")


def test_single_paragraph_outputs_its_parent():
    # the descent reaches the only <p>, which has no child with valid characters
    root = lxml.html.document_fromstring(
        '<html><body><div id="c"><h2>Short</h2><p>This is the only paragraph of the '
        "story and it has words.</p></div></body></html>")
    result = cevc(root)
    assert result.node.get("id") == "c"


def test_own_text_between_breaks_counts_for_the_node():
    text = "<br>".join(ARTICLE)
    root = lxml.html.document_fromstring(
        f'<html><body><div id="story">{text}<div class="copyright"><p>All rights reserved '
        "by the agency.</p></div></div></body></html>")
    assert cevc(root).node.get("id") == "story"


def test_chinese_page_uses_chinese_stopwords():
    paragraphs = "".join(f"<p>{t}</p>" for t in [
        "今天是一个好日子，我们在公园里散步。", "他们说这个城市的空气已经变得更好了。",
        "政府表示将在明年继续改善环境。"])
    links = "".join(f'<li><a href="/{i}">新闻标题{i}</a></li>' for i in range(10))
    root = lxml.html.document_fromstring(
        f'<html><body><div id="nav"><ul>{links}</ul></div>'
        f'<div id="content">{paragraphs}</div></body></html>')
    result = cevc(root)
    assert result.language == "zh"
    assert result.node.get("id") == "content"


def test_language_without_a_list_degrades_to_derived_stopwords():
    words = ["и", "в", "не", "на", "что"]
    sentences = [f"Это {w} длинное предложение {w} о погоде {w} в городе сегодня." for w in words]
    root = lxml.html.document_fromstring(
        "<html><body><div id='nav'><a href='/'>Главная</a></div><div id='text'>"
        + "".join(f"<p>{s}</p>" for s in sentences * 2) + "</div></body></html>")
    result = cevc(root)
    assert result.language == "derived"
    assert result.node.get("id") == "text"


NO_VALID = "no valid characters: no text outside links contains a stopword"


@pytest.mark.parametrize("html, reason", [
    ("<html><body></body></html>", f"{NO_VALID} (none)"),  # no text at all
    ("<html><body><a href='/'>the home of the site</a></body></html>", f"{NO_VALID} (en)"),
    ("<p>Price list 2024</p>", f"{NO_VALID} (none)"),  # text, but not a stopword in it
])
def test_empty_and_link_only_pages_give_reasons(html, reason):
    result = cevc(lxml.html.document_fromstring(html))
    assert not result.ok and result.node is None and result.text == ""
    assert result.reason == reason


def test_broken_markup_still_extracts():
    root = lxml.html.document_fromstring(
        "<html><body><div id=x><p>This is the text of the page and it is fine<div><p>and "
        "this is more of the text</b></i></table>")
    result = cevc(root)
    assert result.ok and "more of the text" in result.text


def test_ten_thousand_levels_deep_page_is_handled_iteratively():
    root = etree.Element("html")
    node = etree.SubElement(root, "body")
    for _ in range(10_000):
        node = etree.SubElement(node, "div")
    node.text = "This is the text at the bottom of the page and it is long enough."
    result = cevc(root)
    assert result.ok and result.text.startswith("This is the text")


def test_huge_flat_page():
    items = "".join(f"<p>This is paragraph {i} of the text.</p>" for i in range(20_000))
    root = lxml.html.document_fromstring(f"<html><body><div id='big'>{items}</div></body></html>")
    result = cevc(root)
    assert result.node.get("id") == "big"
    assert result.text.count("\n") == 19_999  # one line per paragraph
