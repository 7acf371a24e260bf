"""Anchored fields: a value found relative to the most stable thing near it (issue 12).

A template node and a text rank say where a value was on the pages a template was induced
from; on a real shop site an optional row before it shifts every rank, and rows flow from one
table cell to the next. An analyst reads ``ISBN-13: 978...`` differently: the value is what
follows the label. An ``Anchor`` records that reading, in order of stability:

- ``label``: a label text of the page (``ISBN-13``, ``Publisher``, compared case-folded without
  trailing ``:``), and how the value follows it (``relation``):
  ``inline`` -- in the same text node (``Publisher: Acme``);
  ``run`` -- the text after it on the same line (``<b>Publisher:</b> Acme<br>``,
  ``<li><span>Publisher</span> Acme</li>``), up to the next label-like text;
  ``next`` -- the next line's element (``<th>``/``<td>``, ``<dt>``/``<dd>``, two-cell rows,
  label/value columns), the largest element holding that line that does not hold the label;
  ``column`` -- the cell below the label's in the same table column (a header row of labels
  over a row of values: ``<tr><th>ISBN</th><th>Pages</th></tr><tr><td>978...</td><td>320``).
- ``element``: an element found by a stable id, class, ``itemprop`` or ``property`` (and its tag);
  the value is its visible text, or with ``attribute`` the value of that attribute (``<meta
  itemprop=isbn content=...>``, ``<time datetime>``, ``<img src>``, ``<a href>``, ``<input
  value>``).

``values_at`` applies an anchor to any page, with no template and no alignment: where the anchor
is not on the page the field is *missing* there (``None``), never its neighbour's value. The
places an example value offers are extract/choices.py's; how a label chooses among them (support
across the cluster's pages) is extract/learn.py's.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass

from lxml import etree

from ..load.visible import element_text, within
from .reading import BLOCK_TAGS, Piece, ReadingText, label_key, piece_xpath

ATTRIBUTES = ("content", "datetime", "href", "src", "alt", "value", "title")
SELECTOR_ATTRIBUTES = ("itemprop", "property", "id", "name", "class")
MAX_LABEL_CHARS = 60
MAX_LABEL_WORDS = 8
STRONG_LABEL_TAGS = frozenset({"b", "strong", "th", "dt", "label"})
CELL_TAGS = frozenset({"td", "div", "span", "p"})
INLINE_LABEL_TAGS = frozenset({"span", "em", "i", "small", "abbr"})
# tags that usually stand once on a page: found by the tag alone when nothing names them
UNIQUE_TAGS = frozenset({"h1", "time", "title", "main", "article", "address"})
INLINE_SEPARATORS = (":", "：", " - ", " | ")
VALUE_EDGE = " :：|·•-–—,;"  # stripped around an anchored value


@dataclass(frozen=True)
class Anchor:
    kind: str  # 'label' | 'element'
    text: str = ""  # label: the label text as seen on the example page
    relation: str = ""  # label: inline | run | next | column
    tag: str = ""  # element: its tag ('' = any)
    key: str = ""  # element: the attribute that finds it (id, class, itemprop, property, name)
    key_value: str = ""
    attribute: str = ""  # element: the attribute holding the value ('' = the visible text)
    nth: int = 0  # which of the anchor's matches on the example page (when pages have as many)
    count: int = 1  # how many matches the example page had
    multi: bool = False  # the value is each inline item after the anchor (several authors)
    scope_tag: str = ""  # element: found inside the ancestor named so (when it has no name)
    scope_key: str = ""
    scope_value: str = ""
    stops: tuple[str, ...] = ()  # texts shared by the cluster's pages that end a value run

    def to_json(self) -> dict:
        return {k: list(v) if isinstance(v, tuple) else v for k, v in asdict(self).items()
                if v not in ("", 0, False, ()) or k == "kind"}

    @staticmethod
    def from_json(data: dict) -> Anchor:
        known = {k: v for k, v in data.items() if k in Anchor.__dataclass_fields__}
        known["stops"] = tuple(known.get("stops", ()))
        return Anchor(**known)

    def describe(self) -> str:
        if self.kind == "label":
            return f"after label {self.text!r} ({self.relation})"
        where = (f"{self.tag or '*'}[@{self.key}={self.key_value!r}]" if self.key
                 else f"the page's <{self.tag}>")
        if self.scope_tag:
            where = f"{self.scope_tag}[@{self.scope_key}={self.scope_value!r}]//{self.tag}"
        if self.multi:
            where = f"every {where}"
        return f"{where}/@{self.attribute}" if self.attribute else where

    @property
    def hidden(self) -> bool:
        """The value is not page text a reader sees (an attribute)."""
        return bool(self.attribute) and self.attribute not in ("alt", "title")


@dataclass(frozen=True)
class Found:
    values: tuple[str, ...]
    xpaths: tuple[str, ...]


# -- label anchors ------------------------------------------------------------------------------

def is_label_text(text: str) -> bool:
    """Short enough to be a row's label (not a sentence, not a value run)."""
    return (0 < len(text) <= MAX_LABEL_CHARS and len(text.split()) <= MAX_LABEL_WORDS
            and any(ch.isalpha() for ch in text))


def inline_split(text: str) -> tuple[str, str] | None:
    """(label, rest) of ``Label: value`` in one text node, None if it is not one."""
    for separator in INLINE_SEPARATORS:
        at = text.find(separator)
        if at > 0:
            label = text[:at].strip()
            rest = text[at + len(separator):].split(" | ")[0].strip()  # 'Views: 63 | Replies: 9'
            if rest and is_label_text(label):
                return label, rest
    return None


def is_anchor_piece(reading: ReadingText, at: int, relation: str) -> bool:
    """Whether a piece can be a row's label: short, not a link, and for ``next`` alone on its
    line (a ``<th>``, a ``<dt>``, a label cell)."""
    piece = reading.pieces[at]
    if not is_label_text(piece.text) or in_link(piece.container):
        return False
    if relation == "column":
        cell = table_cell(piece.container)
        return (cell is not None and element_text(cell) == piece.text and is_header_row(
            cell.getparent()) and cell_below(cell) is not None)
    if relation != "next":
        return True
    pieces = reading.pieces
    alone_before = at == 0 or pieces[at - 1].line != piece.line
    alone_after = at + 1 >= len(pieces) or pieces[at + 1].line != piece.line or not pieces[
        at + 1].text.strip(VALUE_EDGE)
    return alone_before and alone_after


def looks_like_label(piece: Piece) -> bool:
    """Written as a label: ``...:``, or the text of a ``<th>``, ``<dt>``, ``<label>``, ``<b>``,
    ``<strong>``. Other short texts ('by', a widget's '0 Items') are weaker anchors."""
    text = piece.text
    if text.endswith((":", "：")):
        return True
    if piece.is_tail:
        return False
    element = piece.element
    if element.tag in STRONG_LABEL_TAGS:
        return True
    parent = element.getparent()
    if (element.tag in INLINE_LABEL_TAGS and element.getprevious() is None and parent is not None
            and not (parent.text or "").strip() and (element.tail or "").strip()):
        return True  # <li><span>Weight</span> 3 kg</li>
    # a label cell: the first of two sibling cells alike (<td>L</td><td>V</td>, two divs)
    following = element.getnext()
    return (element.tag in CELL_TAGS and following is not None and following.tag == element.tag
            and element.getprevious() is None and element_text(element) == text)


def in_link(element) -> bool:
    for _ in range(3):
        if element is None:
            return False
        if element.tag == "a":
            return True
        element = element.getparent()
    return False


def label_hits(reading: ReadingText, anchor: Anchor) -> list[int]:
    """Indices of the pieces that are the anchor's label text (``inline``: that start with it)."""
    key = label_key(anchor.text)
    if anchor.relation != "inline":
        return list(reading.by_key.get(key, ()))
    hits = []
    for i, piece in enumerate(reading.pieces):
        split = inline_split(piece.text)
        if split is not None and label_key(split[0]) == key:
            hits.append(i)
    return hits


def _is_stop(piece: Piece, stops: frozenset[str]) -> bool:
    """A piece that ends a value run: another label (``...:``) or a text of the template."""
    text = piece.text
    return (text.endswith((":", "：")) and is_label_text(text)) or label_key(text) in stops


def value_pieces(reading: ReadingText, at: int, relation: str,
                 stops: frozenset[str] = frozenset()) -> list[Piece]:
    """The pieces holding the value after the label piece ``at`` (inline: the piece itself)."""
    pieces = reading.pieces
    label = pieces[at]
    if relation == "inline":
        return [label]
    out: list[Piece] = []
    j = at + 1
    if relation == "column":
        cell = table_cell(label.container)
        below = cell_below(cell) if cell is not None else None
        if below is None:
            return out
        for piece in pieces[j:]:  # a cell's pieces follow one another
            if within(piece.container, below):
                out.append(piece)
            elif out:
                break
        return out
    if relation == "run":
        while j < len(pieces) and pieces[j].line == label.line:
            if out and _is_stop(pieces[j], stops):
                break
            out.append(pieces[j])
            j += 1
        return out
    while j < len(pieces) and pieces[j].line == label.line:
        j += 1  # the rest of the label's line belongs to the label (a note, a colon)
    if j >= len(pieces):
        return out
    box = value_box(pieces[j].container, label.element)
    while j < len(pieces) and within(pieces[j].container, box):
        if _is_stop(pieces[j], stops) and out:
            break
        out.append(pieces[j])
        j += 1
    return out


CELL_OF_TABLE = frozenset({"td", "th"})
ROW_GROUPS = frozenset({"thead", "tbody", "tfoot"})


def table_cell(element, levels: int = 3):
    """The ``<td>``/``<th>`` holding ``element`` (itself or up to ``levels`` ancestors up)."""
    for _ in range(levels + 1):
        if element is None:
            return None
        if element.tag in CELL_OF_TABLE:
            return element
        element = element.getparent()
    return None


def is_header_row(row) -> bool:
    """A row of labels: in a ``<thead>``, or every cell a ``<th>`` (a row of a two-column
    table, ``<th>Format</th><td>Paperback</td>``, is a label and its value instead)."""
    if row is None or row.tag != "tr":
        return False
    group = row.getparent()
    if group is not None and group.tag == "thead":
        return True
    cells = [c for c in row if c.tag in CELL_OF_TABLE]
    return len(cells) > 1 and all(c.tag == "th" for c in cells)


def cell_below(cell):
    """The cell of the next table row that starts at the same column as ``cell`` (column
    spans counted), None when there is none."""
    row = cell.getparent()
    if row is None or row.tag != "tr":
        return None
    column = _column_of(cell)
    below = _next_row(row)
    if below is None:
        return None
    at = 0
    for other in below:
        if other.tag not in CELL_OF_TABLE:
            continue
        if at == column:
            return other
        at += _span(other)
        if at > column:
            return None
    return None


def _column_of(cell) -> int:
    return sum(_span(c) for c in cell.itersiblings(preceding=True) if c.tag in CELL_OF_TABLE)


def _span(cell) -> int:
    try:
        return max(1, int(cell.get("colspan") or 1))
    except ValueError:
        return 1


def _next_row(row):
    following = row.getnext()
    while following is not None and following.tag != "tr":
        following = following.getnext()
    if following is not None:
        return following
    group = row.getparent()  # the header row's <thead>, then the body's first row
    if group is None or group.tag not in ROW_GROUPS:
        return None
    nxt = group.getnext()
    while nxt is not None and nxt.tag not in ROW_GROUPS:
        nxt = nxt.getnext()
    return None if nxt is None else next((r for r in nxt if r.tag == "tr"), None)


def value_box(start, label_element):
    """The largest ancestor of ``start`` that does not hold the label."""
    box = start
    parent = box.getparent()
    while parent is not None and not within(label_element, parent):
        box, parent = parent, parent.getparent()
    return box


def run_value(pieces: list[Piece], label: Piece | None, relation: str) -> str:
    """One value from a label's value pieces (inline: the text after the label)."""
    if relation == "inline" and label is not None:
        split = inline_split(label.text)
        return split[1].strip(VALUE_EDGE) if split else ""
    return " ".join("".join(p.raw for p in pieces).split()).strip(VALUE_EDGE)


def item_values(pieces: list[Piece]) -> list[Piece]:
    """The items of a multi-valued run: pieces inside an inline element of their own (each
    author link), separators between them (``, `` ``and``) left out."""
    return [p for p in pieces if not p.is_tail and p.element.tag not in BLOCK_TAGS
            and p.text.strip(VALUE_EDGE)]


# -- element anchors ----------------------------------------------------------------------------

def element_matches(root, anchor: Anchor) -> list:
    tag = anchor.tag or "*"
    if anchor.scope_tag:  # the element inside a named ancestor (<p class=excerpt><a href>)
        path = (f"//{anchor.scope_tag}{_test(anchor.scope_key, anchor.scope_value)}"
                f"//{tag}")
    else:
        path = f"//{tag}{_test(anchor.key, anchor.key_value)}"
    try:
        return root.xpath(path)
    except etree.XPathError:
        return []


def _test(key: str, value: str) -> str:
    if not key:  # the tag alone (a page's one <time>, <h1>)
        return ""
    if key == "class":
        return f"[contains(concat(' ', normalize-space(@class), ' '), {_literal(f' {value} ')})]"
    return f"[@{key}={_literal(value)}]"


def _literal(text: str) -> str:
    if "'" not in text:
        return f"'{text}'"
    if '"' not in text:
        return f'"{text}"'
    return "concat(" + ", \"'\", ".join(f"'{part}'" for part in text.split("'")) + ")"


def element_value(element, anchor: Anchor) -> str:
    if anchor.attribute:
        return " ".join((element.get(anchor.attribute) or "").split())
    return element_text(element)


# -- applying an anchor -------------------------------------------------------------------------

def values_at(reading: ReadingText, anchor: Anchor, stops: frozenset[str] = frozenset()
              ) -> Found | None:
    """The anchor's value(s) on a page; None where the anchor is not on the page."""
    if anchor.kind == "element":
        return _element_values(reading.root, anchor)
    hits = label_hits(reading, anchor)
    if not hits:
        return None
    stops = stops | frozenset(anchor.stops)
    order = hits
    if len(hits) == anchor.count and 0 <= anchor.nth < len(hits):
        order = [hits[anchor.nth]] + [h for h in hits if h != hits[anchor.nth]]
    for at in order:
        pieces = value_pieces(reading, at, anchor.relation, stops)
        found = _from_pieces(pieces, reading.pieces[at], anchor, stops)
        if found.values:
            return found
    return Found((), ())


def _from_pieces(pieces: list[Piece], label: Piece, anchor: Anchor,
                 stops: frozenset[str] = frozenset()) -> Found:
    if anchor.multi and anchor.relation != "inline":
        items = [p for p in item_values(pieces) if label_key(p.text) not in stops]
        values = tuple(p.text.strip(VALUE_EDGE) for p in items)
        return Found(values, tuple(piece_xpath(p) for p in items))
    value = run_value(pieces, label, anchor.relation)
    if not value:
        return Found((), ())
    first = pieces[0] if pieces else label
    return Found((value,), (piece_xpath(first),))


def _element_values(root, anchor: Anchor) -> Found | None:
    matches = element_matches(root, anchor)
    if not matches:
        return None
    if not anchor.multi and len(matches) == anchor.count and 0 <= anchor.nth < len(matches):
        matches = [matches[anchor.nth]]
    stops = frozenset(anchor.stops)
    values, xpaths = [], []
    for element in matches:
        value = element_value(element, anchor)
        if value and label_key(value) not in stops:
            values.append(value)
            xpaths.append(element.getroottree().getpath(element))
            if not anchor.multi:
                break
    return Found(tuple(values), tuple(xpaths))


_NUMBERED = re.compile(r"\d{3,}")


def stable_keys(element) -> list[tuple[str, str]]:
    """The (attribute, value) pairs that could find this element on other pages: itemprop,
    property, id, name, then each class; values with long numbers (per-page ids) left out."""
    keys = []
    for name in SELECTOR_ATTRIBUTES:
        value = (element.get(name) or "").strip()
        if not value or _NUMBERED.search(value):
            continue
        if name == "class":
            keys.extend(("class", c) for c in value.split() if not _NUMBERED.search(c))
        else:
            keys.append((name, value))
    if element.tag in UNIQUE_TAGS:
        keys.append(("", ""))
    return keys
