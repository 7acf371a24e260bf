"""A thread of an opening post and one reply (issue 13), which gives PEAN no list to find.

``single.py`` shows the posts a page's dates and marks show; where they show two, or one that
holds the other, ``one_reply`` tells whether they are an opening post and its reply, finding
the first before the second as ``opening.opening_post`` finds an opening post before a list
of replies. A box in a sidebar, a line about the thread that links to the post below it, and
a post's author box beside its message are not posts. ``listed`` tells whether a reply is a
list item (comments listed under a post that name their authors and show no other mark);
``lone_item`` finds a reply alone in its list under the list's header ("1 Replies · Sort
by").
"""

from __future__ import annotations

from itertools import pairwise

from .flatview import FlatView, clean_text
from .opening import MIN_AUTHORED_CHARS, opening_post
from .post_author import looks_like_name
from .post_parts import author_rank, display_name

MIN_POST_CHARS = 20  # each of a two-post thread's posts this much text (not a row's label)


def one_reply(view: FlatView, post: int, found: dict[int, int], pivots: list[int],
              weight: list[int]) -> tuple[int, int, int] | None:
    """A thread of an opening post and one reply, which ``single`` takes for one post (the
    opening post, or an element holding both) or for none (``post`` -1: the two are of a
    size): the last two posts the dates and marks show (``_post_units``; a thread's header
    may show one before them), ``post`` is the first, holds both or is -1, and
    ``opening.opening_post`` finds the first before the second as before a list of replies.
    (The first, the reply's whole element, the opening post's element), or None."""
    units = _post_units(view, found)
    # a sidebar's box about the thread ("Published 1 month ago", "Comments 0") is no post
    units = [u for u in units if not _aside(view, u)] or units
    if len(units) == 1:
        # the opening post's date, with no mark beside it, climbed to an element around the
        # reply to take in the reply's marks: that element and the one post inside it, where
        # a message lies outside that post (not an author's cell beside the message's)
        inner = [m for m in found if units[0] < m < view.end[units[0]]]
        if len(inner) == 1 and pivots[units[0]] > pivots[inner[0]] and (
                weight[units[0]] - weight[inner[0]] >= MIN_AUTHORED_CHARS) and not _author_box(
                view, units[0], inner[0]):
            units.append(inner[0])
    if len(units) < 2:
        return None
    first, reply = units[-2:]  # what comes before them: the thread's header (its starter)
    if not (post < 0 or post == first or post < reply < view.end[post]):
        return None
    if _links_into(view, first, reply):
        return None  # a line about the post below ("last updated 1 month ago"), not a post
    # the reply's siblings are looked at first where it lies in the element it climbed to
    below = reply if view.parent[reply] == first else view.parent[reply]
    opening = opening_post(view, below, [reply], pivots, weight)
    if opening < 0 or view.end[opening] > reply:
        return None
    overlap = opening <= first < view.end[opening] or first <= opening < view.end[first]
    if not overlap:
        return None
    return first, _whole_reply(view, reply, opening, pivots, weight), opening


def _whole_reply(view: FlatView, reply: int, opening: int, pivots: list[int],
                 weight: list[int]) -> int:
    """The element of the whole reply around ``reply`` (the author's line its date and mark
    were found in): the outermost element around it that does not hold the opening post,
    then, while that holds one dated child and beside it under MIN_POST_CHARS of text (the
    list's header, "1 answer"), that child."""
    if weight[reply] >= MIN_AUTHORED_CHARS:
        return reply  # a message of its own
    node = reply
    while view.parent[node] >= 0 and not view.parent[node] <= opening < view.end[
            view.parent[node]]:
        node = view.parent[node]
    while node != reply:
        dated = [c for c in view.children(node) if pivots[c]]
        if len(dated) != 1 or weight[node] - weight[dated[0]] >= MIN_POST_CHARS:
            break
        node = dated[0]
    return node


def _aside(view: FlatView, node: int) -> bool:
    """Does ``node`` lie in an ``<aside>`` (or an element of role complementary)?"""
    i = view.parent[node]
    while i >= 0:
        if view.tags[i] == "aside" or view.elements[i].get("role") == "complementary":
            return True
        i = view.parent[i]
    return False


def _links_into(view: FlatView, a: int, b: int) -> bool:
    """Does ``a``, outside ``b``, link to an anchor inside ``b`` (``href="...#post-40311"``,
    the ``id`` of an element of ``b``)? An opening post does not link to its reply, written
    after it; a box about the thread links to its last post (bbPress's "This topic has 0
    replies ... last updated 1 month ago")."""
    targets = {f"#{el.get('id')}" for el in view.elements[b:view.end[b]] if el.get("id")}
    return any(view.tags[j] == "a" and "#" in (href := view.elements[j].get("href") or "")
               and href[href.index("#"):] in targets for j in range(a, view.end[a])
               if not b <= j < view.end[b])


def _author_box(view: FlatView, outer: int, inner: int) -> bool:
    """Is what ``outer`` holds beside ``inner`` the author box of the post ``inner``: it names
    users, and ``inner`` names the same (phpBB's profile box, its "Joined" date, beside the
    post's "by fiona")? (Where ``inner`` names no one, its author's mark may be a class name
    the page hashes: an article's byline above one comment.)"""
    def names(lo: int, hi: int, skip: range = range(0)) -> set[str]:
        return {text for j in range(lo, hi) if j not in skip and author_rank(view, j) >= 0
                and looks_like_name(text := display_name(clean_text(view.raw_text(j))))}
    beside = names(outer, view.end[outer], range(inner, view.end[inner]))
    within = names(inner, view.end[inner])
    return bool(beside) and bool(within) and beside <= within


def lone_item(view: FlatView, post: int, pivots: list[int], weight: list[int]) -> int:
    """The one item of a list that holds all the anchors of ``post``, where what the list
    leaves out of ``post`` holds no anchor and under MIN_POST_CHARS of text ("1 Replies",
    "Sort by Oldest"); ``post`` if there is none."""
    dated = [c for c in view.children(post) if pivots[c]]
    if len(dated) != 1 or view.tags[dated[0]] not in ("ul", "ol") or (
            pivots[dated[0]] != pivots[post] or weight[post] - weight[dated[0]] >= MIN_POST_CHARS):
        return post
    items = [c for c in view.children(dated[0]) if pivots[c]]
    if len(items) != 1 or pivots[items[0]] != pivots[post]:
        return post
    return items[0]


def listed(view: FlatView, first: int, reply: int) -> bool:
    """Is ``reply``, or an element around it that does not hold ``first``, a list item?"""
    node = reply
    while node >= 0 and not node <= first < view.end[node]:
        if view.tags[node] == "li":
            return True
        node = view.parent[node]
    return False


def _post_units(view: FlatView, found: dict[int, int]) -> list[int]:
    """The posts ``found`` shows, one element each: the outermost of the elements that hold
    no two posts (a post's message and its inner blocks, each dated by a log's lines, are
    found too; an element around two posts is none)."""
    shown = sorted(found)
    # in document order, an element that starts past the end of the one before is beside it
    single = [n for n in shown if not any(
        b >= view.end[a] for a, b in pairwise(m for m in shown if n < m < view.end[n]))]
    return [n for n in single if not any(m < n < view.end[m] for m in single)]
