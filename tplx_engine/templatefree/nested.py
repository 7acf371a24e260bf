"""Replies nested inside the posts they answer (threaded comments, issue 13).

WordPress, Disqus and the threaded views of many forums write a reply inside the post it
answers (``li.comment > ul.children > li.comment``). PEAN's posts' parent then holds the
top-level posts only, and each of them holds its whole sub-thread: half the posts or fewer
were found, and a post's text ran on into its replies. A reply is a copy of the post
template, so inside each post found, every element of a post's shape (tag and first class
name, ``post_parts.step_key``; a shape without a class name is page layout, tables in
tables) that holds an anchor and a message of its own, and is alike to the post
(``post_parts.alike``), is a post too, at any depth. Each post's message, date
and text then leave out the replies inside it.

Sub-threads are also written in a shape of their own: comments under an answer, a comment's
replies in smaller boxes (Bilibili's sub-replies). ``sub_thread_replies`` takes, after each
post's message element, the elements that hold one dated anchor and some text, in a parent
holding only such elements, of one shape across the thread (at least two, alike), when not
every post holds exactly one and each post keeps a date of its own.

A thread may also be one top-level post holding all the others, each inside the one before
(a chain of answers): no two siblings hold anchors. ``holds_replies`` tells such a post
(PEAN takes it when its descent finds no list below).
"""

from __future__ import annotations

from .flatview import FlatView
from .post_parts import alike, step_key

MIN_REPLY_CHARS = 1  # a reply holds a message of its own, however short ("Same here.")
MAX_OWN_ANCHORS = 2  # a post's own date, and an edit's (a chain's first post, holds_replies)
MIN_OWN_CHARS = 20  # and its message outside its replies


def nested_posts(view: FlatView, spans: list[list[int]], pivots: list[int],
                 weight: list[int], opening: list[int] = ()) -> tuple[list[list[int]], list[int]]:
    """(every post in document order: the opening post's ``opening`` (if any), the posts of
    ``spans`` and the replies inside them, each reply a span of its own; the replies'
    elements). ``pivots``: anchors per subtree; ``weight``: message text per subtree. A reply
    is of the shape of the listed posts (``spans``): an opening post found by its header
    (``opening.header_of``) gives the header's shape, which each reply's header has too."""
    shapes = {step_key(view, nodes[0]): nodes[0] for nodes in spans
              if step_key(view, nodes[0])[1]}
    spans = [opening, *spans] if opening else spans
    replies: list[int] = []
    for nodes in spans:
        for n in nodes:
            for d in range(n + 1, view.end[n]):
                like = shapes.get(step_key(view, d)) if pivots[d] else None
                if like is not None and weight[d] >= MIN_REPLY_CHARS and alike(view, like, d):
                    replies.append(d)
    if not replies:
        return spans, []
    posts = sorted([*spans, *([r] for r in replies)], key=lambda nodes: nodes[0])
    return posts, replies


def sub_thread_replies(view: FlatView, spans: list[list[int]], bodies: list[int],
                       pivots: list[int], weight: list[int], taken: list[int]) -> list[int]:
    """The replies of sub-threads written in a shape of their own below the posts' messages
    (comments under an answer, a comment's replies in smaller boxes): elements with a class
    name after each post's message element (``bodies``), outside quotes and the replies
    ``taken``, each holding one anchor and some text, in a parent that holds nothing else
    that says something; of the first shape, most shared first, whose elements are at least
    two, all alike, not one in every post, and leave each post an anchor of its own; or
    []."""
    found: dict[tuple, list[int]] = {}
    listed = {step_key(view, nodes[0]) for nodes in spans}
    for nodes, body in zip(spans, bodies):
        for n in nodes:
            d = max(n + 1, view.end[body] if n <= body < view.end[n] else n + 1)
            while d < view.end[n]:
                if view.tags[d] == "blockquote" or any(t <= d < view.end[t] for t in taken):
                    d = view.end[d]
                    continue
                key = step_key(view, d)
                if pivots[d] == 1 and key[1] and key not in listed and weight[d]:
                    found.setdefault(key, []).append(d)
                d += 1
    found = {key: ds for key, ds in found.items()
             if all(step_key(view, c) == key or not weight[c]
                    for d in ds for c in view.children(view.parent[d]))}
    # the shape most share first; a post's signature box, one in every post, is passed over
    for members in sorted(found.values(), key=lambda ds: (-len(ds), ds[0])):
        members = [d for d in members if not any(m < d < view.end[m] for m in members)]
        if _sub_thread(view, spans, members, pivots):
            return members
    return []


def _sub_thread(view: FlatView, spans: list[list[int]], members: list[int],
                pivots: list[int]) -> bool:
    """Are ``members`` the replies of sub-threads: at least two, all alike, not one in every
    post, and each post keeping an anchor of its own?"""
    if len(members) < 2 or not all(alike(view, members[0], d) for d in members[1:]):
        return False
    per_post = []
    for nodes in spans:
        inside = [d for d in members if any(n <= d < view.end[n] for n in nodes)]
        if inside and sum(pivots[n] for n in nodes) <= len(inside):
            return False
        per_post.append(len(inside))
    return not all(k == 1 for k in per_post)


def own_weights(view: FlatView, weight: list[int], replies: list[int]) -> list[int]:
    """``weight`` without the replies' text in the elements around them (a post's message is
    its own; the innermost replies are taken out first)."""
    if not replies:
        return weight
    own = list(weight)
    for r in sorted(replies, reverse=True):
        i = view.parent[r]
        while i >= 0:
            own[i] -= own[r]
            i = view.parent[i]
    return own


def anchored_by_shape(view: FlatView, pivots: list[int]) -> dict[tuple, list[int]]:
    """The elements that hold anchors, by ``step_key``, in document order."""
    out: dict[tuple, list[int]] = {}
    for i, p in enumerate(pivots):
        if p:
            out.setdefault(step_key(view, i), []).append(i)
    return out


def below_of_its_shape(view: FlatView, post: int, anchored: dict[tuple, list[int]]
                       ) -> list[int]:
    """The elements with anchors below ``post`` that are of its shape (``anchored``:
    ``anchored_by_shape``), in document order."""
    return [d for d in anchored.get(step_key(view, post), ()) if post < d < view.end[post]]


def holds_replies(view: FlatView, post: int, pivots: list[int], weight: list[int],
                  anchored: dict[tuple, list[int]]) -> bool:
    """A thread's one top-level post with its replies nested inside it, each inside the one
    before (a chain of answers): ``post`` has a class name, and below it an element of its
    shape with anchors is alike to it, while ``post`` keeps an anchor (or two: an edit's) and
    a message of its own outside that element (an article's box inside a box of the same
    class is none, nor is a wrapper of posts that holds more anchors of its own).
    ``anchored``: ``anchored_by_shape``."""
    if not step_key(view, post)[1]:
        return False
    return any(0 < pivots[post] - pivots[d] <= MAX_OWN_ANCHORS
               and weight[post] - weight[d] >= MIN_OWN_CHARS and alike(view, post, d)
               for d in below_of_its_shape(view, post, anchored))
