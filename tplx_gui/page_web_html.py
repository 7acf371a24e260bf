"""The stored page made ready for the rendered view (page_web.py): Qt-free.

JavaScript is off in the rendered view, so everything it draws or reacts to is written into the
HTML served: each clickable text of the safe view (tasks.pages.ShownText, same order) is wrapped
in a link ``tplx-select:N`` (the view intercepts that navigation and selects text N), and the
elements of labels, of suggestions and of the current choice carry ``data-tplx-field`` (the
name drawn beside them) and ``data-tplx-kind`` (the style: label, suggestion or chosen). Scripts
are removed as well (belt and braces: JavaScript is off anyway).

A page of a web archive gets ``<base href="its original URL">``: its relative references then
name the archive's records (served from the archive, page_web.py), as they named the site's
files when it was crawled.
"""

from __future__ import annotations

from html import escape
from urllib.parse import urljoin

import lxml.html
from lxml import etree

SELECT_SCHEME = "tplx-select"

STYLE = """
a.tplx-pick { color: inherit; text-decoration: inherit; cursor: pointer; }
[data-tplx-kind] { outline-offset: 1px; }
[data-tplx-kind="suggestion"] { outline: 2px dashed #d9730d !important;
  background: rgba(217, 115, 13, 0.10) !important; }
[data-tplx-kind="label"] { outline: 2px solid #15803d !important;
  background: rgba(21, 128, 61, 0.10) !important; }
[data-tplx-kind="chosen"] { outline: 3px solid #2563eb !important;
  background: rgba(37, 99, 235, 0.15) !important; }
[data-tplx-field]::before { content: attr(data-tplx-field); font: bold 11px sans-serif;
  color: white; background: #d9730d; padding: 0 3px; margin-right: 3px;
  text-transform: none; letter-spacing: normal; }
[data-tplx-kind="label"][data-tplx-field]::before { background: #15803d; }
[data-tplx-kind="chosen"][data-tplx-field]::before { background: #2563eb; }
"""


def _parse(source: str):
    parser = lxml.html.HTMLParser(encoding="utf-8", huge_tree=True)
    return lxml.html.document_fromstring(source.encode("utf-8", "replace"), parser=parser)


def _element_of(root, xpath: str):
    """The element an XPath names, or the element holding the text node it names."""
    try:
        found = root.xpath(xpath)
    except etree.XPathError:
        return None, None
    if not found:
        return None, None
    hit = found[0]
    if isinstance(hit, str):  # a text node: lxml's smart string knows its holder
        return (hit.getparent().getparent() if hit.is_tail else hit.getparent()), hit
    return hit, None


def _wrap_text(hit, index: int) -> None:
    """Put text node ``hit`` inside a ``tplx-select:index`` link, where it stands."""
    link = etree.Element("a", {"href": f"{SELECT_SCHEME}:{index}", "class": "tplx-pick",
                               "id": f"tplx-{index}"})
    owner = hit.getparent()
    link.text = str(hit)
    if hit.is_tail:
        owner.tail = None
        owner.addnext(link)
    else:
        owner.text = None
        owner.insert(0, link)


def annotated_html(source: str, texts=(), marks=(), chosen: int | None = None,
                   base_url: str = "") -> bytes:
    """``source`` with the select links, the outlines and names of ``marks`` (tasks.pages.Mark)
    and of text ``chosen`` (an index into ``texts``), as UTF-8 bytes; with ``base_url`` (the
    page's original URL), relative references resolve against it."""
    root = _parse(source)
    hits = [_element_of(root, shown.xpath)[1] for shown in texts]  # before the tree changes
    outlined = []
    for mark in marks:
        for xpath in mark.xpaths:
            element, _ = _element_of(root, xpath)
            if element is not None:
                kind = "label" if getattr(mark, "labelled", False) else "suggestion"
                outlined.append((element, kind, mark.tag))
    if chosen is not None and 0 <= chosen < len(texts):
        element, _ = _element_of(root, texts[chosen].xpath)
        if element is not None:
            outlined.append((element, "chosen", ""))
    # a label beats a suggestion of the same element (its name stays), the choice beats both
    order = {"suggestion": 0, "label": 1, "chosen": 2}
    outlined.sort(key=lambda item: order[item[1]])
    for element, kind, name in outlined:
        element.set("data-tplx-kind", kind)
        if name:
            element.set("data-tplx-field", name)
    for index, hit in enumerate(hits):
        if hit is not None and hit.getparent() is not None:
            _wrap_text(hit, index)
    for script in root.xpath("//script|//noscript"):
        script.drop_tree()
    head = root.find("head")
    if head is None:
        head = etree.Element("head")
        root.insert(0, head)
    style = etree.SubElement(head, "style")
    style.text = STYLE
    if base_url:
        _set_base(root, head, base_url)
    head.insert(0, etree.fromstring('<meta charset="utf-8"/>'))
    return lxml.html.tostring(root, encoding="utf-8", doctype="<!DOCTYPE html>")


def _set_base(root, head, url: str) -> None:
    """The page's own ``<base href>`` (the first one counts), made absolute against ``url``;
    else ``url`` as the base."""
    own = root.xpath("//base[@href]")
    if own:
        try:
            own[0].set("href", urljoin(url, own[0].get("href").strip()))
        except ValueError:  # a broken URL (an IPv6 literal not closed): left as written
            pass
    else:
        head.insert(0, etree.Element("base", {"href": url}))


def unavailable_hint(reason: str) -> str:
    return (f"Safe text view: the rendered view needs QtWebEngine ({escape(reason)}); "
            "<code>pip install 'tplx[gui-web]'</code>")
