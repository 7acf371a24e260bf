"""A thread of one post: the opening post alone, with no reply yet (issue 13).

PEAN needs anchors in two sibling subtrees, so a thread nobody has answered gives no list; and
the fallback marks then take whatever repeats on the page (a footer's notices, a sidebar's
boxes, the bars above and below the post) for a thread. Such a page still shows its post the
way a thread shows each of its posts: a date next to a message, and beside them another mark
of a post (``post_anchors``: its id, a permalink, a reply button, the author's profile link).

``single_post`` finds that element. From each date anchor it climbs to the lowest ancestor that
holds a message (MIN_MESSAGE_CHARS outside links and dates) and another post mark, then on
while the parent brings a kind of mark the post lacks (the author box's profile link, the
reply button below the message). It never climbs into an element that holds two posts: more
than MAX_DATES dates, or two dated children that are copies of one template
(``post_parts.alike``: an author cell with a "joined" date is no second post), one of them
with a message or among other rows (a box of only an "Opened" and a "Last modified" line
dates the post it heads; a table of properties with two dated rows is no post), neither
dated without a day (vBulletin's post header row and its author row, "Join Date: Oct 2003",
are one post), the first not dated as edited (Stack Exchange's "edited <date>" box before
the "asked <date>" box of one post). Of the posts so found, the one with the longest message
is the thread's post, unless another holds at least half as much (a list PEAN did not take,
or no thread at all).

Where dates and those marks show no post, the author's name is a mark too (a user link, a
class naming a user: ``post_parts.names_user``), and a title (h1-h6) is no message there
(``without_headings``): an issue or a gallery post nobody has answered shows its title, its
author's name and its date in a header above the message, and no id, permalink or profile.
"""

from __future__ import annotations

from functools import cache

from .dates import find_dates
from .flatview import HEADINGS, FlatView
from .post_parts import NO_DAY, alike, edit_date, text_sums

MIN_MESSAGE_CHARS = 30  # text outside links and dates in the post
MAX_DATES = 3  # the post's date, its author's "joined" date, an "edited" date
MAX_CLIMB = 12  # ancestors looked at above a date (a bound on the work)


def single_post(view: FlatView, found: dict[int, int]) -> int:
    """The element of the only post of the thread among the ``dated_posts``, or -1."""
    if not found:
        return -1
    best = max(found, key=found.__getitem__)
    rivals = [n for n in found if n != best and not best <= n < view.end[best]
              and found[n] * 2 >= found[best]]
    return -1 if rivals else best


def dated_posts(view: FlatView, dates: list[bool], pivots: list[int], marks: list[int],
                weight: list[int], top: int) -> dict[int, int]:
    """Each element under ``top`` that shows a post (module docstring), with its message's
    characters. ``dates``: the date anchors, ``pivots`` their count per subtree; ``marks``:
    per element, a bit per kind of other post mark it carries; ``weight``: message text per
    subtree (``post_parts.message_weights``)."""
    kinds = list(marks)  # the kinds of mark in each subtree
    for i in range(len(view) - 1, 0, -1):
        kinds[view.parent[i]] |= kinds[i]

    @cache  # every date below an element climbs through it
    def holds_two_posts(i: int) -> bool:
        if pivots[i] > MAX_DATES:
            return True
        kids = view.children(i)
        dated = [c for c in kids if pivots[c]]
        # two dated lines with a label each and nothing else ("Opened ...", "Last modified
        # ...") are no posts; among a table's rows of properties they stop the climb
        return any(alike(view, a, b) and (len(kids) > 2 or max(weight[a], weight[b])
                                          >= MIN_MESSAGE_CHARS)
                   and not (dayless(a) or dayless(b) or edited(a))
                   for a, b in zip(dated, dated[1:]))

    @cache
    def edited(i: int) -> bool:  # its date is the one the post was edited on ("edited Oct 6")
        return any(dates[j] and edit_date(view, j) for j in range(i, view.end[i]))

    @cache
    def dayless(i: int) -> bool:  # its dates name no day: the month its author joined
        found = [date for j in range(i, view.end[i]) if dates[j]
                 for date in find_dates(view.raw_text(j))]
        return bool(found) and all(date.kind in NO_DAY for date in found)

    found: dict[int, int] = {}  # post element -> its message
    for d in range(top, view.end[top]):
        if not dates[d]:
            continue
        node, climbed = d, 0
        while node >= 0 and (weight[node] < MIN_MESSAGE_CHARS or not kinds[node]):
            up = view.parent[node]
            node = -1 if up == top or climbed == MAX_CLIMB or holds_two_posts(up) else up
            climbed += 1
        if node < 0:
            continue
        while True:  # take in the post's other marks: its author's link, its reply button
            up = view.parent[node]
            if up == top or kinds[up] == kinds[node] or holds_two_posts(up):
                break
            node = up
        found[node] = weight[node]
    return found


def without_headings(view: FlatView, weight: list[int], anchor: list[bool]) -> list[int]:
    """``weight`` (``post_parts.message_weights`` with ``anchor``) less the text of headings:
    a thread's title is no one's message (the header above a post, with its title, author
    and date, is not the post)."""
    heading = [False] * len(view)
    for i, tag in enumerate(view.tags):
        if tag in HEADINGS:
            view.set_subtree(heading, i)
    titles = text_sums(view, lambda own: heading[own] and not view.in_link[own]
                       and not anchor[own])
    return [w - t for w, t in zip(weight, titles)]
