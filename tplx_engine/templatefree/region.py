"""The content region: a set of sibling blocks rather than one subtree (issue 13, over-descent).

CEVC's descent steps into the child holding at least alpha of the valid characters. An article
spread over several sibling blocks (sections, chunks between ads, an intro + a list + an outro)
loses every block but the largest. ``widen`` walks back up from the descent's node and, at each
level, adds the siblings that continue the text: prose blocks of the same kind (both parts of
running text: paragraphs, lists, a definition list's terms and descriptions (an interview's
questions and answers), quotes, headings; or the same tag, class and id stem), next to it or
separated from it only by small noise (an ad slot, a caption), and a heading right above; a
box after it that opens with a heading of its own and is not of its shape (an appeal, a
"republish this article" panel) ends it. It goes on up while what the parent holds beside
them is little text, or is the parent's own loose prose around them (a question written
straight into a ``<dt>`` around the list it asks about: the parent is then the block); it
stops at the first level with more.
Only the blocks are kept, never the rest of an ancestor: a copyright line or a caption beside
the article stays out.

A block is *prose* when most of its characters are valid (outside links, in text with a
stopword), as counted with the furniture and teaser discounts: a comment thread named as such,
a grid of teasers, are not prose; nor is a copyright notice or a block holding a form (a
comment box).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .flatview import HEADINGS, FlatView

PROSE_SHARE = 0.5  # a prose block has at least this share of valid characters
NOISE_SHARE = 0.1  # go up while the parent's text left out is at most this share of the region
SMALL_NOISE = 80  # characters: an ad slot, a caption, a date line between two blocks
FLOW_DEPTH = 2  # container levels above the paragraphs that still make running text
INTERRUPTION = 500  # characters of a box set between two of an article's blocks of one shape
_DIGITS = re.compile(r"\d+")
LEGAL = r"©|\(c\)\s*\d{4}|copyright|all rights reserved"  # a rights notice's words
_LEGAL = re.compile(LEGAL, re.IGNORECASE)
FLOW_TAGS = HEADINGS | {"p", "ul", "ol", "dl", "dt", "dd", "blockquote", "pre"}
COLUMN_TAGS = frozenset({"td", "th"})  # a table's columns are layout, never one text
FORM_TAGS = frozenset({"form", "textarea", "input"})
BOX_TAGS = frozenset({"div", "section", "aside", "article"})  # containers a box is written in


@dataclass(frozen=True)
class Region:
    container: int  # the lowest element holding every block (the block itself when one)
    blocks: tuple[int, ...]  # in document order


def is_prose(counts: list[int], chars: list[int], i: int) -> bool:
    return chars[i] > 0 and counts[i] >= PROSE_SHARE * chars[i]


def has_form(view: FlatView, i: int) -> bool:
    """A comment form or a search box: its labels are prose, never the article's."""
    return any(view.tags[j] in FORM_TAGS for j in range(i, view.end[i]))


def is_teaser(view: FlatView, i: int) -> bool:
    """A block headed by a link to another page (``<h2><a href=/next>Next: ...</a></h2>`` and
    its first paragraphs): the start of another article, never the rest of this one. A link
    within the page (``href="#part-2"``) is a section heading's anchor."""
    for j in range(i + 1, view.end[i]):
        if view.tags[j] in HEADINGS:
            return any(view.tags[k] == "a" and not (view.elements[k].get("href") or "#"
                                                    ).startswith("#")
                       for k in range(j, view.end[j]))
        if view.tags[j] in FLOW_TAGS:  # text before any heading: not a headed block
            return False
    return False


def is_legal(view: FlatView, i: int) -> bool:
    """A copyright or rights notice: prose, but never the article's."""
    lo = view.piece_lo[i]
    head = "".join(view.pieces[lo:min(lo + 4, view.piece_hi[i])])[:200]
    return _LEGAL.search(head) is not None


def same_kind(view: FlatView, a: int, b: int, chars: list[int] | None = None) -> bool:
    """Two blocks of one text: both parts of running text (paragraphs, lists, headings, or a
    container made of them: a "read more" wrapper after the first paragraphs), or the same
    tag, class and id but for digits (``page1``, ``page2``); never two table columns."""
    ta, tb = view.tags[a], view.tags[b]
    if ta in FLOW_TAGS and tb in FLOW_TAGS:
        return True
    if chars is not None and is_flow(view, a, chars) and is_flow(view, b, chars):
        return True
    return ta == tb and ta not in COLUMN_TAGS and _attr_key(view.elements[a]) == _attr_key(
        view.elements[b])


def is_flow(view: FlatView, i: int, chars: list[int], depth: int = FLOW_DEPTH) -> bool:
    """Running text: a paragraph, list, quote or heading, or a container (not a table
    column) whose text is mostly in such children, or in containers of them (a "read more"
    wrapper around a box of paragraphs), ``depth`` levels down; a wrapper around the one
    child that holds its text is no level."""
    if view.tags[i] in FLOW_TAGS:
        return True
    if view.tags[i] in COLUMN_TAGS or not chars[i]:
        return False
    kids = view.children(i)
    texts = [c for c in kids if chars[c]]
    if len(texts) == 1 and chars[texts[0]] == chars[i]:
        return is_flow(view, texts[0], chars, depth)
    return depth > 0 and 2 * sum(chars[c] for c in texts
                                 if is_flow(view, c, chars, depth - 1)) >= chars[i]


def _attr_key(element) -> tuple[str, str]:
    return (element.get("class") or "", _DIGITS.sub("", element.get("id") or ""))


def widen(view: FlatView, counts: list[int], chars: list[int], node: int, start: int
          ) -> Region:
    """The region around ``node`` (module docstring)."""
    blocks = {node}
    size = chars[node]
    cur = node
    while cur != start and view.parent[cur] >= 0:
        parent = view.parent[cur]
        kids = view.children(parent)
        chosen = _continuing(view, counts, chars, kids, cur)
        for c in chosen:
            if c != cur:
                blocks.add(c)
                size += chars[c]
        kept = sum(chars[c] for c in chosen)
        if chars[parent] - kept > NOISE_SHARE * size:
            if not _loose_prose(counts, chars, kids, parent, kept, size):
                break
            # the parent's own running text surrounds the blocks: the parent is the block
            blocks = {b for b in blocks if not parent < b < view.end[parent]} | {parent}
            size = sum(chars[b] for b in blocks)
        cur = parent
    ordered = tuple(sorted(blocks))
    if len(ordered) == 1:
        return Region(ordered[0], ordered)
    container = ordered[0]
    while view.end[container] < view.end[ordered[-1]] or container > ordered[-1]:
        container = view.parent[container]
    return Region(container, ordered)


def _loose_prose(counts, chars, kids, parent, kept, size) -> bool:
    """Whether what ``parent`` holds beside the ``kept`` blocks is mostly its own loose text,
    and that text is prose: a question written straight into a ``<dt>`` around the list it
    asks about, a table cell's paragraphs separated by ``<br>`` around a quote."""
    own = chars[parent] - sum(chars[c] for c in kids)
    own_valid = counts[parent] - sum(counts[c] for c in kids)
    left = chars[parent] - kept
    return own > 0 and own_valid >= PROSE_SHARE * own and left - own <= NOISE_SHARE * size


def _continuing(view, counts, chars, kids, node) -> list[int]:
    """``node`` and the prose siblings of its kind next to it, over small noise and over a
    box set between two blocks of one shape (``_interrupts``)."""
    at = kids.index(node)
    chosen = [node]
    for step in (-1, 1):
        pending = []
        last = node  # the block joined last in this direction
        k = at + step
        while 0 <= k < len(kids):
            c = kids[k]
            joins = _joins(view, counts, chars, node, c) and not (
                step > 0 and _headed_box_apart(view, node, c))
            if chars[c] == 0 or (chars[c] <= SMALL_NOISE and not joins):
                pending.append(c)
            elif joins:
                chosen += pending + [c]
                pending = []
                last = c
            elif not _interrupts(view, counts, chars, kids, node, last, k, step):
                break
            k += step
        if step < 0:  # a heading just above the region is its title
            chosen += [c for c in pending if view.tags[c] in HEADINGS]
    return sorted(chosen)


def _joins(view, counts, chars, node, c) -> bool:
    return (is_prose(counts, chars, c) and same_kind(view, node, c, chars)
            and not is_legal(view, c) and not has_form(view, c) and not is_teaser(view, c))


def _interrupts(view, counts, chars, kids, node, last, k, step) -> bool:
    """Whether ``kids[k]``, which does not join, is a box set inside the text: at most
    INTERRUPTION characters, and the next block with text past it (over small noise) joins
    and has the tag, class and id stem of the block joined last, a named shape or a paragraph
    (a related box or an appeal between two of an article's chunks, paragraph components or
    paragraphs)."""
    if chars[kids[k]] > INTERRUPTION:
        return False
    key = _attr_key(view.elements[last])
    k += step
    while 0 <= k < len(kids):
        c = kids[k]
        if chars[c]:
            if (view.tags[c] == view.tags[last] and _attr_key(view.elements[c]) == key
                    and (any(key) or view.tags[c] in FLOW_TAGS)  # bare <div>s: no shape
                    and _joins(view, counts, chars, node, c)):
                return True
            if chars[c] > SMALL_NOISE:
                return False
        k += step
    return False


def _headed_box_apart(view, node, c) -> bool:
    """A box after the article that opens with a heading of its own and is not of the shape
    of the descent's ``node`` (an appeal, a "republish this article" panel): not more of it.
    Sections of the article are of one shape; its paragraphs and headings are no boxes."""
    if view.tags[c] not in BOX_TAGS or (view.tags[c] == view.tags[node] and _attr_key(
            view.elements[c]) == _attr_key(view.elements[node])):
        return False
    return opens_with_heading(view, c)


def opens_with_heading(view: FlatView, i: int) -> bool:
    """The first element inside ``i``, past wrapper boxes, is a heading."""
    first = i + 1
    while first < view.end[i] and view.tags[first] in BOX_TAGS:
        first += 1  # wrappers
    return first < view.end[i] and view.tags[first] in HEADINGS
