"""A read-only flat view of an lxml page for the template-free extractors (SPEC §7).

The sources (002) delete ``<script>``, ``<style>`` and comments from the DOM before counting.
We must not mutate the caller's tree (the GUI keeps highlighting it), so one iterative pass
builds a ``FlatView`` of arrays instead: the kept elements in pre-order with parent links and
subtree ends, and the page's text pieces (``el.text`` and ``el.tail``) in document order with
their owner element. Skipped subtrees simply do not appear; the tail of a skipped node still
belongs to its parent. (The template stage's view of a page, its tokens and merged sequence, is
``template.page.PageView``.)

Because pieces are stored in document order, the pieces owned by the subtree of element ``i``
are the contiguous run ``pieces[piece_lo[i]:piece_hi[i]]``: the text of any node is a slice.
No recursion anywhere: pages nest 10,000 levels deep.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..load.visible import SOURCE_SKIP_TAGS, is_hidden

# Elements whose start or end separates text visually: their text is joined with a newline,
# inline elements' text with nothing ("<b>W</b>ord" stays one word).
BLOCK_TAGS = frozenset(["address", "article", "aside", "blockquote", "body", "br", "caption", "center", "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hgroup", "hr", "html", "iframe", "legend", "li", "main", "menu", "nav", "noscript", "ol", "option", "p", "pre", "section", "summary", "table", "tbody", "td", "textarea", "tfoot", "th", "thead", "title", "tr", "ul"])

_SPACES = re.compile(r"[ \t\r\f\v\u00a0\u200b]+")
_BLANK_LINES = re.compile(r"\s*\n\s*")


def clean_text(text: str) -> str:
    """Collapse runs of spaces, keep one newline between blocks, strip the ends."""
    return _BLANK_LINES.sub("\n", _SPACES.sub(" ", text)).strip()


@dataclass(frozen=True, eq=False)
class FlatView:
    """Pre-order arrays over the kept elements of one page (index 0 is the view's root)."""

    elements: tuple  # lxml elements
    tags: tuple[str, ...]
    parent: tuple[int, ...]  # -1 for the root
    end: tuple[int, ...]  # subtree of i = elements[i:end[i]]
    pieces: tuple[str, ...]  # text pieces, a leading "\n" where a block boundary precedes
    owner: tuple[int, ...]  # element owning each piece (its text, or a child's tail)
    piece_lo: tuple[int, ...]
    piece_hi: tuple[int, ...]
    in_link: tuple[bool, ...]  # the element is an <a> or inside one

    def __len__(self) -> int:
        return len(self.elements)

    def index_of(self, element) -> int:
        """Position of an element of the view (-1 if it is not in it, e.g. skipped)."""
        for i, el in enumerate(self.elements):
            if el is element:
                return i
        return -1

    def children(self, i: int) -> list[int]:
        out, c, stop = [], i + 1, self.end[i]
        while c < stop:
            out.append(c)
            c = self.end[c]
        return out

    def raw_text(self, i: int) -> str:
        return "".join(self.pieces[self.piece_lo[i]:self.piece_hi[i]])

    def text(self, i: int) -> str:
        return clean_text(self.raw_text(i))

    def find_first(self, tag: str, start: int = 0) -> int:
        stop = self.end[start] if self.elements else 0
        for i in range(start, stop):
            if self.tags[i] == tag:
                return i
        return -1


def build_view(root, skip: frozenset[str] = SOURCE_SKIP_TAGS, skip_hidden: bool = False
               ) -> FlatView:
    """Flatten ``root`` (an lxml element, or an ElementTree) without modifying it. Elements
    named in ``skip`` (and hidden ones with ``skip_hidden``, ``visible.is_hidden``) are left
    out with their subtree; comments and processing instructions always are. The default is
    what the published methods remove (``visible.SOURCE_SKIP_TAGS``)."""
    if hasattr(root, "getroot"):
        root = root.getroot()
    elements: list = []
    tags: list[str] = []
    parent: list[int] = []
    end: list[int] = []
    pieces: list[str] = []
    owner: list[int] = []
    piece_lo: list[int] = []
    piece_hi: list[int] = []
    in_link: list[bool] = []
    if root is None or not isinstance(root.tag, str):
        return FlatView((), (), (), (), (), (), (), (), ())
    brk = False  # a block boundary was passed since the last piece

    def add_piece(text, own):
        nonlocal brk
        if text:
            pieces.append("\n" + text if brk else text)
            owner.append(own)
            brk = False

    def open_element(el, tag, par):
        nonlocal brk
        i = len(elements)
        elements.append(el)
        tags.append(tag)
        parent.append(par)
        end.append(0)
        in_link.append(tag == "a" or (par >= 0 and in_link[par]))
        piece_lo.append(len(pieces))
        piece_hi.append(0)
        if tag in BLOCK_TAGS:
            brk = True
        add_piece(el.text, i)
        return i

    root_tag = root.tag.lower() if isinstance(root.tag, str) else ""
    stack = [(root, open_element(root, root_tag, -1), iter(root))]
    while stack:
        el, i, it = stack[-1]
        child = next(it, None)
        if child is None:
            stack.pop()
            end[i] = len(elements)
            piece_hi[i] = len(pieces)
            if tags[i] in BLOCK_TAGS:
                brk = True
            if stack:
                add_piece(el.tail, stack[-1][1])
            continue
        tag = child.tag
        if not isinstance(tag, str):  # comment, processing instruction, entity
            add_piece(child.tail, i)
            continue
        tag = tag.lower()
        if tag in skip or (skip_hidden and is_hidden(child)):
            add_piece(child.tail, i)
            continue
        stack.append((child, open_element(child, tag, i), iter(child)))
    return FlatView(tuple(elements), tuple(tags), tuple(parent), tuple(end), tuple(pieces),
                    tuple(owner), tuple(piece_lo), tuple(piece_hi), tuple(in_link))


def body_index(view: FlatView) -> int:
    """The ``<body>`` of the page (the sources start there), else the root. Callers that
    start at the root must ignore ``<head>`` themselves (``view.tags[i] == 'head'``)."""
    if not view.elements:
        return -1
    if view.tags[0] == "body":
        return 0
    for i in view.children(0):
        if view.tags[i] == "body":
            return i
    found = view.find_first("body")
    return max(found, 0)
