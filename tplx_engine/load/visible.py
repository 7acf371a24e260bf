"""Which text of a page is visible: the one definition of hidden content, for every stage.

Stages ask different questions ("what did the crawler fetch?", "what does a reader see?", "what
is article text?"), so there are a few named tag sets, each built from the ones before it, and
one test for hidden elements. No other module keeps a list of its own.

- ``NEVER_TEXT_TAGS`` (script, style, template): code, CSS and inert fragments that no client
  ever shows as text. Of these, ``RAW_TEXT_TAGS`` (script, style) are the ones the HTML parser
  gives a single text child and no elements: their text can be recognised by its parent alone.
- ``NOSCRIPT_TAGS`` (noscript): content shown only where JavaScript does not run. Whether it is
  visible depends on who looks:

  * a crawler runs no JavaScript and sees it. The list-page filter judges a page as it was
    fetched (``visible_text``, ``visible_chars``, ``IN_NEVER_TEXT`` for its link texts), and so
    does its compiled twin in the page scan: they leave out ``NEVER_TEXT_TAGS`` only;
  * a reader's browser runs JavaScript and does not show it: ``READER_HIDDEN_TAGS`` =
    ``NEVER_TEXT_TAGS`` + noscript. ``element_text`` (the value a label extracts, the text
    suggestions compare) is what a reader sees.

- ``CONTENT_SKIP_TAGS``: the product's main-content extractor (and the template-aware content
  suggestion built on it) leaves out, besides ``READER_HIDDEN_TAGS``, the ``<head>``, form
  controls and embedded media (``NON_CONTENT_TAGS``: select, option, button, svg, math, canvas,
  object, embed, iframe: the parser keeps an iframe's content as raw markup, an ad server's
  script that no browser shows), and elements for which ``is_hidden`` holds; measured better
  on content-dev (docs/templatefree.md).
- ``SOURCE_SKIP_TAGS`` (script, style, the raw-text tags): what the published template-free
  methods remove before counting (CEVC and PEAN, source 002; key trees, source 004). Our
  implementations of them keep the source's list, so that their figures are those of the
  source's method: ``<template>`` and ``<noscript>`` content stays in.
- ``is_hidden(element)``: hidden by the ``hidden`` attribute, ``aria-hidden="true"`` or an
  inline ``display:none`` / ``visibility:hidden`` (stylesheets are not read).
- ``is_dialog(element)``: a dialog, shown over the page when something opens it (a cookie
  consent, a "report this post" box): the template-free extractors count its text as no one's.

Comments and processing instructions are never text anywhere. The tokeniser's
``drop_with_content`` (``SimplifyOptions``, default script and style) is a separate and
configurable choice: which subtrees have no tokens, not which text is visible.
"""

from __future__ import annotations

import re

from lxml import etree

from .walk import tree_walk

RAW_TEXT_TAGS = frozenset({"script", "style"})
NEVER_TEXT_TAGS = RAW_TEXT_TAGS | {"template"}
NOSCRIPT_TAGS = frozenset({"noscript"})
READER_HIDDEN_TAGS = NEVER_TEXT_TAGS | NOSCRIPT_TAGS
NON_CONTENT_TAGS = frozenset({"select", "option", "button", "svg", "math", "canvas", "object",
                              "embed", "iframe"})
CONTENT_SKIP_TAGS = READER_HIDDEN_TAGS | NON_CONTENT_TAGS | {"head"}
SOURCE_SKIP_TAGS = RAW_TEXT_TAGS
# Elements that sit inside a line of text rather than start a block of their own: their text
# belongs to the paragraph around them (``longest_paragraph_chars``).
PHRASING_TAGS = frozenset({
    "a", "abbr", "b", "bdi", "bdo", "big", "cite", "code", "data", "del", "dfn", "em", "font",
    "i", "ins", "kbd", "label", "mark", "q", "s", "samp", "small", "span", "strike", "strong",
    "sub", "sup", "time", "tt", "u", "var",
})

_HIDDEN_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.IGNORECASE)


def is_hidden(element) -> bool:
    """Hidden by the ``hidden`` attribute, ``aria-hidden="true"`` or an inline style."""
    if element.get("hidden") is not None or element.get("aria-hidden") == "true":
        return True
    style = element.get("style")
    return bool(style) and _HIDDEN_STYLE.search(style) is not None


# A dialog says so in its tag, its ARIA role or attribute, or, as Bootstrap and the frameworks
# that copy it write one (hidden by their stylesheet until opened), in the class name "modal".
# Only the whole name: Bootstrap gives an open dialog's <body> the class "modal-open".
DIALOG_ROLES = frozenset({"dialog", "alertdialog"})


def is_dialog(element) -> bool:
    """A ``<dialog>``, an element of role dialog or alertdialog, ``aria-modal="true"``, or of
    class ``modal``."""
    return (element.tag == "dialog" or element.get("role") in DIALOG_ROLES
            or element.get("aria-modal") == "true"
            or "modal" in (element.get("class") or "").split())


def _inside(tags: frozenset[str], axis: str) -> str:
    """XPath condition: the context node has one of ``tags`` on ``axis``."""
    return " or ".join(f"{axis}::{tag}" for tag in sorted(tags))


IN_NEVER_TEXT = _inside(NEVER_TEXT_TAGS, "ancestor")  # for text() nodes
# A raw-text tag holds a single text child, so ``parent::`` suffices for it and is 3x cheaper
# than ``ancestor::`` on every text node; pages with a <template> (it can hold elements, and is
# rare) take the exact, slower expression.
_VISIBLE_FAST = etree.XPath(f"//body//text()[not({_inside(RAW_TEXT_TAGS, 'parent')})]",
                            smart_strings=False)
_VISIBLE_EXACT = etree.XPath(f"//body//text()[not({IN_NEVER_TEXT})]", smart_strings=False)
_NOT_RAW = tuple(sorted(NEVER_TEXT_TAGS - RAW_TEXT_TAGS))


def visible_text(root) -> str:
    """The text of the page's ``<body>`` as a crawler sees it: without ``NEVER_TEXT_TAGS``
    content and comments (``<noscript>`` text counts)."""
    exact = next(root.iter(*_NOT_RAW), None) is not None
    return "".join((_VISIBLE_EXACT if exact else _VISIBLE_FAST)(root))


def visible_chars(root) -> int:
    """Non-whitespace characters of ``visible_text(root)``, counted with libxml2's text
    serialiser (one call per body, minus the never-text subtrees) rather than one Python string
    per text node: 1.0 vs 1.8 ms on a swde-book page, and this runs on every page of a crawl."""
    visible = 0
    # Broken pages can have several bodies, even outside root's subtree; a nested body is
    # counted through its outermost one.
    for body in outermost_bodies(root):
        visible += subtree_visible_chars(body)
    return visible


def longest_paragraph_chars(root) -> int:
    """Visible characters (whitespace excluded) outside links of the page's longest paragraph.

    A paragraph is the text a block element holds itself, with the text of the phrasing
    elements inside it (``<b>``, ``<span>``, ...) but not of its child blocks; link text and
    ``NEVER_TEXT_TAGS`` content do not count. A headline list has none longer than a line
    (at most 93 characters on the real list pages measured in docs/filters.md), an article has
    at least one paragraph (210 or more on the detail pages the link ratio alone would skip).
    """
    longest = 0
    for body in outermost_bodies(root):
        chars: dict = {}
        blocks: list = [body]  # the block each open element's text belongs to
        walker = tree_walk(body)
        for event, node in walker:
            tag = node.tag.lower() if isinstance(node.tag, str) else ""
            if event == "start":
                if node is body:
                    block = body
                elif tag == "a" or tag in NEVER_TEXT_TAGS:
                    walker.skip_subtree()  # its own text is not prose; its tail is
                    blocks.append(blocks[-1])
                    continue
                else:
                    block = blocks[-1] if tag in PHRASING_TAGS else node
                blocks.append(block)
                if node.text:
                    chars[block] = chars.get(block, 0) + len("".join(node.text.split()))
                continue
            if event == "end":
                blocks.pop()
            if node is not body and node.tail:  # comments, PIs and ends: the tail follows
                block = blocks[-1]
                chars[block] = chars.get(block, 0) + len("".join(node.tail.split()))
        longest = max(longest, max(chars.values(), default=0))
    return longest


def element_text(element, skip: frozenset[str] = READER_HIDDEN_TAGS) -> str:
    """The text of an element's subtree (not its tail) as a reader sees it, without the
    content of ``skip`` tags and comments, whitespace runs collapsed to one space, stripped
    (as ``template.text.normalize``)."""
    parts: list[str] = []
    walker = tree_walk(element)
    for event, node in walker:
        if event == "start":
            tag = node.tag if isinstance(node.tag, str) else ""
            if tag.lower() in skip:
                walker.skip_subtree()
                continue
            if node.text:
                parts.append(node.text)
        elif node is not element and node.tail:
            parts.append(node.tail)
    return " ".join("".join(parts).split())


def outermost_bodies(root) -> list:
    """Every ``<body>`` of the document not inside another one, in document order: what
    ``//body//...`` reaches, each text once."""
    return _outermost(_bodies(root), ("body",))


def subtree_visible_chars(element) -> int:
    """Non-whitespace characters of the text inside ``element`` (not its tail) as a crawler
    sees it: without ``NEVER_TEXT_TAGS`` content and comments."""
    return _text_chars(element) - _never_text_chars(element)


def _bodies(root) -> list:
    """Every <body> of the document in document order, as ``//body`` finds them, by C-level
    tag iteration over the top-level elements (half the time of the XPath on every page)."""
    top = root.getroottree().getroot()
    tops = [*reversed(list(top.itersiblings(preceding=True))), top, *top.itersiblings()]
    return [body for t in tops if isinstance(t.tag, str) for body in t.iter("body")]


def _outermost(elements: list, tags: tuple[str, ...]) -> list:
    if len(elements) < 2:
        return elements
    members = set(elements)
    nested = {d for e in elements for d in e.iterdescendants(*tags) if d in members}
    return [e for e in elements if e not in nested] if nested else elements


_NEVER_TEXT = tuple(sorted(NEVER_TEXT_TAGS))


def _never_text_chars(element) -> int:
    total = 0
    for hidden in _outermost(list(element.iterdescendants(*_NEVER_TEXT)), _NEVER_TEXT):
        if hidden.tag not in RAW_TEXT_TAGS or len(hidden):
            total += _text_chars(hidden)
        elif hidden.text:  # script/style: the parser gives them one text child
            total += len("".join(hidden.text.split()))
    return total


def _text_chars(element) -> int:
    text = etree.tostring(element, method="text", encoding=str, with_tail=False)
    return len("".join(text.split()))


def within(element, ancestor) -> bool:
    """Whether ``element`` is ``ancestor`` or inside it."""
    while element is not None:
        if element is ancestor:
            return True
        element = element.getparent()
    return False
