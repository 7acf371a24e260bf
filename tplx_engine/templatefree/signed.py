"""Posts closed by their signature: talk pages (issue 13).

A MediaWiki talk page writes a post as loose paragraphs (``<p>``s, or ``<dd>`` items of a
``<dl>`` indented one level deeper per reply) and closes it with its author's signature in the
last one: "... the new firmware. — bob (talk) 10:42, 12 June 2014 (UTC) [reply]". Only that
last element holds a date, so PEAN's dated children are each post's last paragraph: the rest of
the message was lost, or taken by the post before it (``pean.span_posts`` gives a post the
siblings that follow it, the layout of tables whose date row comes first).

An anchor whose first date closes a line of message (``signed_anchors``: a sentence before
it, next to nothing after it on its line) is signed: its text besides the date is message.
Where at least half of the list's dated children are so closed (``dates_close``), the posts are
every signed block one level above the list (``closed_posts``: the opening post above it and
the replies indented below the post they answer are posts like the others), each with the run
of undated siblings of its shape just before it, back to the post before it
(``closed_spans``), and its message is their text and the last one's up to the signature
(``signed_message``).
"""

from __future__ import annotations

import re

from .flatview import BLOCK_TAGS, FlatView, clean_text
from .post_parts import step_key

MIN_BEFORE_CHARS = 30  # message text before the date in a post it closes
MAX_AFTER_CHARS = 12  # and at most this after it, outside links ("[reply]": the brackets)
# a message says something before its signature: a sentence ends ("Erstellt von bob,
# zuletzt geändert am", a header's label, ends none)
_SENTENCE_END = re.compile(r"[.!?…](?:\s|$)|[。！？]")
_SIGNATURE_LEAD = " \t\n-—–~("  # what people type before their name: "— bob", "--bob"


def _first_date_piece(view: FlatView, node: int, anchor: list[bool], first: list[int]) -> int:
    """The first text piece of ``node`` with a date (an anchor's), or -1. ``first``: each
    element's first piece with a date (``post_anchors.date_pieces``), read once for the page:
    the first dated piece in ``node`` is its owner's first."""
    return next((k for k in range(view.piece_lo[node], view.piece_hi[node])
                 if anchor[view.owner[k]] and first[view.owner[k]] == k), -1)


def _unlinked_chars(view: FlatView, pieces: range) -> int:
    return sum(len(view.pieces[k].strip()) for k in pieces if not view.in_link[view.owner[k]])


def _closed(view: FlatView, node: int, anchor: list[bool], first: list[int],
            before: int = MIN_BEFORE_CHARS) -> bool:
    """Does ``node``'s first date (its own: replies nest after it) close a line of message:
    ``before`` characters before it on its line, outside links (a "Posted on" label is less),
    one of its sentences ended, and at most MAX_AFTER_CHARS after it (the line ends where a
    block starts: the replies nested below a talk page's post)?"""
    return _closes_line(view, node, _first_date_piece(view, node, anchor, first), before)


def _closes_line(view: FlatView, node: int, k: int, before: int = MIN_BEFORE_CHARS) -> bool:
    """``_closed`` for the date in piece ``k`` of ``node`` (-1: none)."""
    if k < 0:
        return False
    lo, hi = view.piece_lo[node], view.piece_hi[node]
    start = k
    while start > lo and not view.pieces[start].startswith("\n"):
        start -= 1
    stop = k + 1
    while stop < hi and not view.pieces[stop].startswith("\n"):
        stop += 1
    line = range(start, k)
    return (_unlinked_chars(view, line) >= before
            and _unlinked_chars(view, range(k + 1, stop)) <= MAX_AFTER_CHARS
            and any(_SENTENCE_END.search(view.pieces[j]) for j in line
                    if not view.in_link[view.owner[j]]))


def signed_anchors(view: FlatView, anchor: list[bool], first: list[int]) -> list[bool]:
    """Per element: is it an anchor whose first date of its own (``first``:
    ``post_anchors.date_pieces``) closes a line of message? Its text besides the date is the
    message (``post_parts.message_weights``)."""
    return [a and _closes_line(view, i, k) for i, (a, k) in enumerate(zip(anchor, first))]


def dates_close(view: FlatView, posts: list[int], anchor: list[bool], first: list[int]) -> bool:
    """Do at least half of ``posts`` (the dated children) end a line of message with their
    date? (Short replies, "Thanks!", sign off closer to the date than a label does.)"""
    return 2 * sum(_closed(view, p, anchor, first) for p in posts) >= len(posts)


def closed_spans(view: FlatView, parent: int, posts: list[int],
                 pivots: list[int]) -> list[list[int]]:
    """Each post's elements: the undated siblings of its shape right before it (not before the
    post above it), and it."""
    children = view.children(parent)
    where = {c: k for k, c in enumerate(children)}
    spans, floor = [], 0
    for post in sorted(posts):
        k = start = where[post]
        shape = step_key(view, post)
        while (start > floor and not pivots[children[start - 1]]
               and step_key(view, children[start - 1]) == shape):
            start -= 1
        spans.append(children[start:k + 1])
        floor = k + 1
    return spans


def signed_message(view: FlatView, nodes: list[int], anchor: list[bool], first: list[int],
                   inside: list[int]) -> str:
    """The message of a post ``nodes`` closes with its signature: their text, the last one's
    up to its author's name (the links and punctuation before the date). ``inside``: elements
    whose text is not the message (replies nested in it)."""
    last = nodes[-1]
    stop = _first_date_piece(view, last, anchor, first)
    stop = stop if stop >= 0 else view.piece_hi[last]
    skipped = {k for i in inside for k in range(view.piece_lo[i], view.piece_hi[i])}
    parts = []
    for node in nodes:
        pieces = [k for k in range(view.piece_lo[node], stop if node == last
                                   else view.piece_hi[node]) if k not in skipped]
        if node == last:  # the signature: its name and talk links, "— " and "(" before them
            while pieces and (view.in_link[view.owner[pieces[-1]]]
                              or not view.pieces[pieces[-1]].strip(_SIGNATURE_LEAD + ")")):
                pieces.pop()
        text = "".join(view.pieces[k] for k in pieces)
        if node == last:
            text = text.rstrip(_SIGNATURE_LEAD)
        parts.append(clean_text(text))
    return "\n".join(p for p in parts if p)


def closed_posts(view: FlatView, top: int, anchor: list[bool], first: list[int],
                 pivots: list[int]) -> tuple[list[list[int]], list[int]]:
    """(every post under ``top`` that its date closes, in document order: the block holding
    the date, where the date ends a line of it, with the undated blocks of its shape before
    it; the elements of the posts nested in others). The opening post above the replies' list
    and the replies indented below the post they answer (``<dl>`` in a ``<dd>``) are posts
    like the others."""
    blocks: dict[int, list[int]] = {}  # the posts' elements by parent
    for i in range(top, view.end[top]):
        if not anchor[i]:
            continue
        block = i  # (a date in a <span> closes the line of its paragraph)
        while view.tags[block] not in BLOCK_TAGS and block > top:
            block = view.parent[block]
        if block > top and _closed(view, block, anchor, first, 1):
            blocks.setdefault(view.parent[block], []).append(block)
    spans = sorted((nodes for parent, posts in blocks.items()
                    for nodes in closed_spans(view, parent, sorted(set(posts)), pivots)),
                   key=lambda nodes: nodes[0])
    nested = [n for nodes in spans for n in nodes
              if any(m < n < view.end[m] for other in spans for m in other)]
    return spans, nested
