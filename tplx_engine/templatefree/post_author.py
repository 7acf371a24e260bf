"""A post's author when nothing marks it as one: the place the posts of the page share.

``post_parts.find_author`` needs a link to a user page or a class naming a user. Some forums
write the name as a bare ``<b>``/``<strong>`` in a box whose class names no user. Posts share a
template, so the name sits at the same place in each post's header: a path of (tag, first class
without digits) steps from the post's node. That place holds, in most posts of the page, a
short text that is not a date, a count or a link (a title), and not the same in every post (a
constant is a label: "Member", "Quote"; one user may still write most posts). The first such
place in document order, before the message, gives the author of each post that has none; an
author the rules found is never replaced, and the place must hold their text where they found
one. Measured on forum-dev in docs/templatefree.md. A post laid out apart from the others (an
opening post of loose elements) shares no such place: it takes the name in the element of the
class the other posts write their authors in.
"""

from __future__ import annotations

import re
from dataclasses import replace

from .dates import has_date
from .flatview import FlatView, clean_text
from .post_parts import LETTER, Post, body_path, step_key, tag_rank

MAX_WORDS = 4
MAX_CHARS = 40
_TIME_OF_DAY = re.compile(r"\b\d{1,2}\s?[h:]\s?\d{2}\b", re.IGNORECASE)  # 08h08, 15:50


def looks_like_name(text: str) -> bool:
    """Short, one line, 1-4 words each with a letter (no count, no "#2"), no "label: value",
    no date, no time of day (``08h08``, the French way, has a letter)."""
    if (not text or len(text) > MAX_CHARS or "\n" in text or ":" in text
            or _TIME_OF_DAY.search(text)):
        return False
    words = text.split()
    return (len(words) <= MAX_WORDS and all(LETTER.search(w) for w in words)
            and not has_date(text))


def header_texts(view: FlatView, nodes: list[int], body: int,
                 key=step_key) -> dict[tuple, tuple[str, int]]:
    """Place -> (text, element) of the first element at each place that owns text before the
    message (the header: what follows the message is signature, reactions, buttons...). The
    text is '' when it does not look like a name."""
    if body in nodes:  # no message apart from the post: header and message are one
        return {}
    start = nodes[0]
    owners = []
    for k in range(view.piece_lo[start], view.piece_lo[body]):
        if view.pieces[k].strip() and (not owners or owners[-1] != view.owner[k]):
            owners.append(view.owner[k])
    places: dict[tuple, tuple[str, int]] = {}
    for j in sorted(set(owners)):
        # a link the rules did not take as a user's leads to a thread or an article: its text
        # is a title, not a name
        if view.in_link[j]:
            continue
        place = body_path(view, nodes, j, key)  # None: text between the rows, their parent's
        if place is not None and place not in places:
            text = clean_text(view.raw_text(j))
            places[place] = (text if looks_like_name(text) else "", j)
    return places


def shared_author_place(posts: tuple[Post, ...], headers: list[dict]) -> tuple | None:
    """The first place holding a name in most posts, not always the same one, and never another
    text than the author the rules found in a post (that place holds something else: a status,
    a title)."""
    order = dict.fromkeys(place for header in headers for place in header)
    for place in order:
        texts = [h[place][0] for h in headers if h.get(place, ("",))[0]]
        if len(texts) * 2 <= len(posts):
            continue
        if len(set(texts)) == 1:  # a label; one user writing most posts still varies
            continue
        if any(post.author and h.get(place, ("",))[0] not in ("", post.author)
               for post, h in zip(posts, headers)):
            continue
        return place
    return None


def fill_missing_authors(view: FlatView, spans: list[list[int]], bodies: list[int],
                         posts: tuple[Post, ...]) -> tuple[Post, ...]:
    """Posts without an author take the text at the place the page's posts share, if any: a
    place by class names, then by tags and ranks for those still without one (zebra rows
    named apart by hashes); then, for a post laid out apart, the element of the class the
    other posts write their authors in (``_by_author_class``)."""
    for key in (step_key, tag_rank):
        if all(post.author for post in posts) or len(posts) < 2:
            break
        headers = [header_texts(view, nodes, body, key) for nodes, body in zip(spans, bodies)]
        place = shared_author_place(posts, headers)
        if place is None:
            continue
        out = []
        for post, header in zip(posts, headers):
            text, j = header.get(place, ("", -1))
            if not post.author and text:
                post = replace(post, author=text, author_node=view.elements[j])
            out.append(post)
        posts = tuple(out)
    return _by_author_class(view, spans, bodies, posts)


def _by_author_class(view: FlatView, spans: list[list[int]], bodies: list[int],
                     posts: tuple[Post, ...]) -> tuple[Post, ...]:
    """A post without an author, laid out apart (an opening post of loose elements: Futaba's
    "Name <span class=cnm>"), takes the name in its first element, before its message, of
    the class every other post writes its author in."""
    named = [post for post in posts if post.author]
    if len(named) < 2 or len(named) == len(posts):
        return posts
    where = {id(el): i for i, el in enumerate(view.elements)}
    keys = {step_key(view, where[id(post.author_node)]) for post in named
            if id(post.author_node) in where}
    if len(keys) != 1 or not next(iter(keys))[1]:
        return posts
    key = keys.pop()
    out = []
    for post, nodes, body in zip(posts, spans, bodies):
        if not post.author:
            found = next((j for n in nodes for j in range(n, view.end[n])
                          if j < body and step_key(view, j) == key), -1)
            text = clean_text(view.raw_text(found)) if found >= 0 else ""
            if looks_like_name(text):
                post = replace(post, author=text, author_node=view.elements[found])
        out.append(post)
    return tuple(out)
