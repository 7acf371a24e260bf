"""The page sanitiser: nothing active or remote survives, text and XPaths do (no Qt)."""

import re

from lxml import etree

from tplx_engine.load import read
from tplx_engine.model import PageFile, RawPage
from tplx_engine.template.text import text_node_xpath
from tplx_gui.safe_html import anchor_href, anchor_index, render_safe

HOSTILE = """<!DOCTYPE html><html><head><title>Evil &amp; co</title>
<script>fetch('http://127.0.0.1:9/steal')</script>
<style>@import url(http://127.0.0.1:9/a.css); body{background:url(http://127.0.0.1:9/b.png)}</style>
<link rel="stylesheet" href="http://127.0.0.1:9/c.css"><meta http-equiv="refresh" content="0;url=http://x">
<base href="http://127.0.0.1:9/"></head>
<body onload="alert(1)" background="http://127.0.0.1:9/bg.png">
<div style="background-image:url('http://127.0.0.1:9/d.png')" onclick="evil()">Hello <b>world</b>
<a href="javascript:alert(2)">click</a> <a href="http://127.0.0.1:9/page">link</a>
<img src="http://127.0.0.1:9/e.png" alt="logo" onerror="evil()"><img src="file:///etc/passwd">
<iframe src="http://127.0.0.1:9/frame"></iframe><object data="http://127.0.0.1:9/o"></object>
<embed src="http://127.0.0.1:9/em"><svg><script>evil()</script></svg>
<table><tr><td colspan="2" onmouseover="x()">cell</td></tr></table>
<form action="http://127.0.0.1:9/post"><input value="secret"><textarea>typed</textarea></form>
<!-- a comment -->after comment<p>unclosed <span>broken <div>markup
</body></html>"""


def _root(html: str):
    raw = RawPage(PageFile("p.html", "p.html", len(html), 0), html, "utf-8", "given", "", "", "")
    return read.parse_document(raw, html_classes=False)


def test_nothing_active_or_remote_survives():
    safe = render_safe(_root(HOSTILE))
    out = safe.html.lower()
    for needle in ("<script", "<style", "<iframe", "<object", "<embed", "<link", "<meta",
                   "<base", "<svg", "<input", "<textarea", "<form", "<img", "javascript:",
                   "onload", "onclick", "onerror", "onmouseover", "url(", "src=", "background",
                   "127.0.0.1", "file:", "http", "style="):
        assert needle not in out, needle
    # the only attributes written are our anchors and the numeric cell spans
    attributes = set(re.findall(r"\s([a-z-]+)=", out))
    assert attributes <= {"href", "colspan", "rowspan"}, attributes
    assert all(h.startswith("tplx:") for h in re.findall(r'href="([^"]*)"', out))
    assert 'colspan="2"' in out
    assert safe.removed["<script> elements"] == 1 and safe.removed["event handlers"] == 4
    assert "typed" not in out and "secret" not in out


def test_text_survives_and_anchors_name_the_page_text_nodes():
    root = _root(HOSTILE)
    safe = render_safe(root)
    texts = [" ".join(a.text.split()) for a in safe.anchors]
    for expected in ("Evil & co", "Hello", "world", "click", "link", "cell", "after comment",
                     "broken", "markup"):
        assert expected in texts, expected
    assert "[image: logo]" in safe.html
    for i, anchor in enumerate(safe.anchors):
        assert anchor_index(anchor_href(i)) == i
        found = root.xpath(text_node_xpath(anchor))
        assert len(found) == 1 and found[0] == anchor.text  # the same text node on the page
    assert anchor_index("http://x") is None and anchor_index("tplx:x") is None


def test_escaping_keeps_markup_in_text_as_text():
    safe = render_safe(_root("<html><body><p>&lt;script&gt;alert(1)&lt;/script&gt;</p>"
                             "</body></html>"))
    assert "&lt;script&gt;" in safe.html and "<script" not in safe.html


def test_long_pages_are_cut_and_deep_pages_do_not_recurse():
    body = "".join(f"<p>paragraph {i}</p>" for i in range(2000))
    safe = render_safe(_root(f"<html><body>{body}</body></html>"), max_chars=5000)
    assert safe.truncated and len(safe.html) < 7000
    root = etree.Element("html")
    node = etree.SubElement(root, "body")
    for _ in range(5000):  # far deeper than Python's recursion limit
        node = etree.SubElement(node, "div")
    node.text = "bottom"
    safe = render_safe(root)
    assert "bottom" in safe.html and safe.html.count("<div>") == safe.html.count("</div>")
