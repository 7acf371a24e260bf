"""A page's visible text in reading order, cut into lines, for anchored fields (extract/anchors.py).

A *piece* is one visible text node (an element's text or a tail) with the element that holds it.
Pieces are grouped into *lines*: a new line starts at every block-level element's start and end
and at every ``<br>``, as a browser breaks lines. So in ``<b>ISBN:</b> 978...<br><b>Publisher:</b>
Acme`` the label ``ISBN:`` and its value share a line, and in ``<th>ISBN</th><td>978...</td>`` the
value starts the next line. Text that a reader never sees (``<head>``, scripts, styles,
``hidden`` / ``display:none`` subtrees) is left out: a field's value is what the page shows.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any
from weakref import WeakKeyDictionary

from ..load.visible import READER_HIDDEN_TAGS, is_hidden
from ..load.walk import tree_walk

BLOCK_TAGS = frozenset({
    "address", "article", "aside", "blockquote", "body", "caption", "center", "dd", "details",
    "dialog", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2",
    "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "html", "li", "main", "nav", "ol", "p", "pre",
    "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul", "option",
    "select", "textarea", "menu",
})
SKIPPED_TAGS = READER_HIDDEN_TAGS | {"head"}
MAX_KEYED_CHARS = 80  # longer texts are never looked up by text (labels are short)


@dataclass(frozen=True, eq=False)
class Piece:
    raw: str  # the text node as parsed
    text: str  # whitespace collapsed and stripped
    element: Any  # the element whose .text (or .tail) this is
    is_tail: bool
    line: int

    @property
    def container(self):
        """The element the text is inside of (a tail is inside its element's parent)."""
        return self.element.getparent() if self.is_tail else self.element


class ReadingText:
    """The pieces of one page, with a lookup by text."""

    def __init__(self, root):
        self.root = root
        self.pieces: list[Piece] = list(_walk(root))
        self.by_key: dict[str, list[int]] = {}  # short texts only: labels, furniture
        for i, piece in enumerate(self.pieces):
            if len(piece.text) <= MAX_KEYED_CHARS:
                self.by_key.setdefault(_key_of_normalized(piece.text), []).append(i)

    def __len__(self) -> int:
        return len(self.pieces)


_CACHE: WeakKeyDictionary = WeakKeyDictionary()


def reading_text(page) -> ReadingText:
    """The page's reading text, computed once per page view (any object with ``root``)."""
    found = _CACHE.get(page)
    if found is None:
        found = _CACHE[page] = ReadingText(page.root)
    return found


def label_key(text: str) -> str:
    """How label texts are compared: case-folded, trailing separators and spaces dropped, and a
    plural mark (``Author`` on one page is ``Authors`` on the next, or ``Author(s)``)."""
    return _key_of_normalized(" ".join(text.split()))


def _key_of_normalized(text: str) -> str:
    key = text.rstrip(" :：-–—|>»·•").casefold()
    if key.endswith("(s)"):
        return key[:-3].rstrip()
    if len(key) > 3 and key.endswith("s") and not key.endswith("ss") and key[-2].isalpha():
        return key[:-1]
    return key


def _walk(root) -> Iterator[Piece]:
    line = 0
    walker = tree_walk(root)
    for event, node in walker:
        tag = node.tag.lower() if isinstance(node.tag, str) else ""
        if event == "start":
            if tag in SKIPPED_TAGS or is_hidden(node):
                walker.skip_subtree()
                continue
            if tag in BLOCK_TAGS or tag == "br":
                line += 1
            if node.text and node.text.strip():
                yield Piece(node.text, " ".join(node.text.split()), node, False, line)
            continue
        if event == "end" and tag in BLOCK_TAGS:
            line += 1
        if node is not root and node.tail and node.tail.strip():
            yield Piece(node.tail, " ".join(node.tail.split()), node, True, line)


def piece_xpath(piece: Piece) -> str:
    """The XPath of a piece's text node (``.../td[1]/text()[3]``)."""
    parent = piece.container
    for position, item in enumerate(parent.xpath("text()"), start=1):
        if item.is_tail == piece.is_tail and item.getparent() is piece.element:
            return f"{parent.getroottree().getpath(parent)}/text()[{position}]"
    return parent.getroottree().getpath(parent)
