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
by language; the order does not. Nor does the time of day: a day joined has none, a post's own
date has one. Where the first dates lack it and a place holds dates with one in more than half
of the posts (in order on MIN_POSTS posts or more), that place gives the dates, in a thread of
one or two posts too, where order tells nothing. So does a place whose dates are stated for
machines (``<time datetime>``: phpBB 3.3 writes the post's date so, the day joined as plain
text), where the first dates are not. Dates written in three two-digit numbers ("21.01.12")
are read day first by the recogniser; where reading them year first (``year_first``) writes
the thread in order and closer together, that reading is taken.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, time

from .dates import DateMatch, find_dates
from .flatview import FlatView
from .post_parts import Post, body_path, machine_date, post_dates, step_key, tag_rank

MIN_POSTS = 3  # two dates keep an order by chance one time in two
_TWO_DIGIT_DATE = re.compile(r"\b(\d\d)([./-])(\d\d)\2(\d\d)\b")  # "21.01.12"


def dated_places(view: FlatView, nodes: list[int], anchor: list[bool], now: datetime | None,
                 replies: list[int], day_first: bool = True, key=step_key
                 ) -> list[tuple[tuple, int, DateMatch]]:
    """(place, element, date) of every dated anchor of the post outside its ``replies``, in
    document order (``post_parts.post_dates``); a place is a path of ``key`` steps."""
    return [(place, j, date) for j, date in post_dates(view, nodes, anchor, now, replies,
                                                       day_first)
            if (place := body_path(view, nodes, j, key)) is not None]


def _timed(post: Post, now: datetime | None, day_first: bool) -> bool:
    """Does the post's date carry a time of day, shown or stated by an attribute under a
    date shown without one ("4 March" over 2021-03-04T10:12)?"""
    return post.date.time() != time() or any(
        d.has_time for d in find_dates(post.date_text, now, day_first))


def in_order(values: list[datetime]) -> bool:
    pairs = list(zip(values, values[1:]))
    return all(a <= b for a, b in pairs) or all(a >= b for a, b in pairs)


def thread_dates(view: FlatView, spans: list[list[int]], anchor: list[bool], posts: list[Post],
                 now: datetime | None, replies: list[list[int]], day_first: bool = True
                 ) -> list[Post]:
    """``posts`` with the dates of the place that keeps the thread's order, where the first
    dates do not keep it, of a place whose dates carry a time of day, where the first dates
    have none, and of a place whose dates are stated for machines, where the first are not.
    ``replies``: per post, the replies nested in it; ``day_first``: how the page orders
    numeric dates."""
    unordered = len(posts) >= MIN_POSTS and not in_order(
        [p.date for p in posts if p.date is not None])
    # (a post of one date has no other place to take it from)
    several = any(sum(anchor[j] for n in nodes for j in range(n, view.end[n])) > 1
                  for nodes in spans)
    untimed = several and any(p.date is not None and not _timed(p, now, day_first)
                              for p in posts)
    unstated = several and any(p.date_node is not None and not machine_date(p.date_node)
                               for p in posts)
    if not (unordered or untimed or unstated):
        return posts
    found = [dated_places(view, nodes, anchor, now, inner, day_first)
             for nodes, inner in zip(spans, replies)]
    # places by class names, then by tags and ranks (zebra rows whose names are hashes)
    for key in (step_key, tag_rank):
        if key is tag_rank:
            found = [[(body_path(view, nodes, j, key), j, d) for _, j, d in dates]
                     for nodes, dates in zip(spans, found)]
        place = _place(found, posts, lambda j, date: True) if unordered else None
        chosen = [(j, d) for dates in found for p, j, d in dates if p == place] if place else [
            dates[0][1:] for dates in found if dates]
        if not all(d.has_time for _, d in chosen):
            # the day an author joined has no time of day where a post's own date has one
            place = _place(found, posts, lambda j, date: date.has_time) or place
            chosen = [(j, d) for dates in found for p, j, d in dates if p == place] or chosen
        if not all(machine_date(view.elements[j]) for j, _ in chosen):
            # nor is it stated for machines where a post's own date is (phpBB's <time>)
            place = _place(found, posts, lambda j, date: bool(machine_date(
                view.elements[j]))) or place
        if place is not None:
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


def _place(found: list, posts: list[Post], fits) -> tuple | None:
    """The first place, in document order, that holds a date ``fits(element, date)``
    accepts in more than half of the posts, dates that keep the thread's order on MIN_POSTS
    posts or more; None if none does. (A quote's dated header is no anchor:
    ``pean.find_anchors``.)"""
    places: list[tuple] = []  # in document order, as the posts hold them
    for dates in found:
        for place, _, _ in dates:
            if place not in places:
                places.append(place)
    for place in places:
        at = [next(((j, d) for p, j, d in dates if p == place), None) for dates in found]
        held = [hit[1].value for hit in at if hit is not None and fits(*hit)]
        if 2 * len(held) > len(posts) and (len(posts) < MIN_POSTS or in_order(held)):
            return place
    return None


def year_first(posts: tuple[Post, ...], now: datetime | None) -> tuple[Post, ...] | None:
    """``posts`` with the dates written in three two-digit numbers read year first ("21.01.12
    17:25": 12 January 2021, as Korean and Japanese boards write them; the recogniser reads
    21 January 2012), or None where no date is written so or one of them reads as no date or
    a later one than ``now``. The caller keeps the reading that writes the thread in order
    and closer together."""
    out, changed = [], False
    for post in posts:
        found = _TWO_DIGIT_DATE.search(post.date_text) if post.date is not None else None
        if found is None:
            out.append(post)
            continue
        year = 2000 + int(found.group(1))
        if now is not None and year > now.year:
            year -= 100
        try:
            value = post.date.replace(year=year, month=int(found.group(3)),
                                      day=int(found.group(4)))
        except ValueError:
            return None
        if now is not None and value > now:
            return None
        out.append(replace(post, date=value))
        changed = True
    return tuple(out) if changed else None
