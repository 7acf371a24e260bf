"""A post's date when a post shows several: the place whose dates follow the thread's order.

``post_parts.describe_post`` takes the first date in a post. Many forums show the day the
author joined in an author box before the post's own date (XenForo and phpBB themes), so the
first date is the author's, not the post's. Posts share a template: each date sits at a
place, a path of (tag, first class without digits) steps from the post's node
(``post_parts.body_path``). A thread is written in time order, so the post dates, read
post after post, never go back (or, newest first, never forward); the authors' joined dates
follow no order. When the first dates do not keep the order over MIN_POSTS posts or more, the
first place in document order that holds a date in more than half of the posts and keeps the
order gives each post the date it holds there. The labels ("Joined", "Registriert") differ
by language; the order does not.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime

from .dates import DateMatch
from .flatview import FlatView
from .post_parts import Post, body_path, post_dates

MIN_POSTS = 3  # two dates keep an order by chance one time in two


def dated_places(view: FlatView, nodes: list[int], anchor: list[bool], now: datetime | None,
                 replies: list[int]) -> list[tuple[tuple, int, DateMatch]]:
    """(place, element, date) of every dated anchor of the post outside its ``replies``, in
    document order (``post_parts.post_dates``)."""
    return [(place, j, date) for j, date in post_dates(view, nodes, anchor, now, replies)
            if (place := body_path(view, nodes, j)) is not None]


def in_order(values: list[datetime]) -> bool:
    pairs = list(zip(values, values[1:]))
    return all(a <= b for a, b in pairs) or all(a >= b for a, b in pairs)


def thread_dates(view: FlatView, spans: list[list[int]], anchor: list[bool], posts: list[Post],
                 now: datetime | None, replies: list[list[int]]) -> list[Post]:
    """``posts`` with the dates of the place that keeps the thread's order, where the first
    dates do not keep it. ``replies``: per post, the replies nested in it."""
    if len(posts) < MIN_POSTS or in_order([p.date for p in posts if p.date is not None]):
        return posts
    found = [dated_places(view, nodes, anchor, now, inner)
             for nodes, inner in zip(spans, replies)]
    places: list[tuple] = []  # in document order, as the posts hold them
    for dates in found:
        for place, _, _ in dates:
            if place not in places:
                places.append(place)
    for place in places:
        at = [next((d for p, _, d in dates if p == place), None) for dates in found]
        held = [d.value for d in at if d is not None]
        if 2 * len(held) > len(posts) and in_order(held):
            break
    else:
        return posts
    out = []
    for post, dates in zip(posts, found):
        hit = next(((j, d) for p, j, d in dates if p == place), None)
        if hit is None:
            out.append(post)
            continue
        j, d = hit
        out.append(replace(post, date=d.value, date_node=view.elements[j], date_text=d.text))
    return out
