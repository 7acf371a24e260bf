"""The default content method (templatefree/content.py): CEVC's node, pruned of link lists and
hidden nodes; CEVC's reason when a page has no content."""

from __future__ import annotations

import lxml.html
import pytest
from lxml import etree

from tplx_engine.templatefree.cevc import cevc
from tplx_engine.templatefree.content import extract_content

STORY = ("The council said on Monday that the new bridge would open in the spring of next year.",
         "It is the first bridge to be built across the river in more than forty years.",
         "Engineers have tested the structure for months, and they say that it is ready.")


def test_default_method_prunes_link_lists_and_hidden_nodes():
    related = "".join(f'<li><a href="/r{i}">Another story {i}</a></li>' for i in range(8))
    story = "".join(f"<p>{p}</p>" for p in STORY)
    root = lxml.html.document_fromstring(
        f'<html><body><div id="story">{story}<ul class="more">{related}</ul>'
        f'<p style="display:none">This is hidden text of the page.</p>'
        f'<nav><span>Menu</span> <span>Sections</span></nav></div></body></html>')
    plain = cevc(root)
    default = extract_content(root)
    assert plain.node is default.node
    assert "Another story" in plain.text and "Another story" not in default.text
    assert "hidden text" in plain.text and "hidden text" not in default.text
    assert "Sections" in plain.text and "Sections" not in default.text
    assert default.method == "default"
    assert extract_content(root, method="cevc").method == "cevc"
    with pytest.raises(ValueError):
        extract_content(root, method="magic")


def test_a_page_without_content_gives_the_reason_of_cevc():
    for markup in ("<html><body></body></html>", "<p>Price list 2024</p>",
                   "<html><body><a href='/'>the home of the site</a></body></html>"):
        root = lxml.html.document_fromstring(markup)
        result = extract_content(root)
        assert not result.ok and result.node is None and result.text == ""
        assert result.reason == cevc(root).reason and result.reason.startswith(
            "no valid characters"), markup


def test_ten_thousand_levels_deep_page_is_pruned_iteratively():
    root = etree.Element("html")
    node = etree.SubElement(root, "body")
    for _ in range(10_000):
        node = etree.SubElement(node, "div")
    node.text = "This is the text at the bottom of the page and it is long enough."
    result = extract_content(root)
    assert result.ok and result.text.startswith("This is the text")
