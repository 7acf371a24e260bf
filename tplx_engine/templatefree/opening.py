"""The opening post of a thread when it sits outside the replies' list (issue 13).

Many forum engines (Vanilla, bbPress, medhelp...) render the first post in a container of its
own, above the list of replies and with another layout, so PEAN's posts' parent holds the
replies only. ``opening_post`` looks just before the list: walking up from the posts' parent a
few levels (a wrapper around the list alone is none), the nearest preceding sibling that holds
one or two date anchors (or one more than the median reply: a post with its author's "joined"
date, and the thread's) and some message text, and that is shaped like the list around it (its
first class name is that of the replies, of the posts' parent, or of the ancestor at that level:
``div.MessageList`` above ``ul.MessageList``, ``div.mh_vit_card`` beside
``div.mh_vit_card.post_show``) is the opening post. Where the opening post is named apart from
the replies (``div.starter`` above a list of ``div.reply``), such a sibling that is built as a
typical reply is (``post_parts.typical``: tags and nesting, simple tree matching at least
MIN_LAYOUT_SIMILARITY), inside any wrappers of its own, is too; and so is one laid out
otherwise that links its author's profile as the replies link theirs (``/user/12`` beside
``/user/31``: Drupal's forum topic above its comments), or that names a user where every reply
names one (a user page's link, a class naming an author: DC Inside's post above its comments,
an article above its Disqus comments). A sibling with a date, its author's name and little
text is the post's header, its message the element that follows it (``header_of``). A sibling
whose every anchor is in one element of the replies' shape, built as a typical reply and
holding a message that is no copy of a reply's, gives that element (Kaskus: the thread's box
of title, counts and first post, above a pagination bar and the replies), unless a sibling
further up is an opening post by the rules above (Baidu Zhidao's question, then its best
answer boxed above the other answers). Where none is found, or the one found is a header with
little message, the list's first child, built as a typical reply but without a date, is the
opening post's message (``_undated_first_item``) and that header, or the thread's header
above the list (``_thread_header``: a date, an author, little text), its date and author
(Tianya's first floor under "楼主：fiona 时间：...").
"""

from __future__ import annotations

import re
from collections import Counter
from urllib.parse import urlsplit

from .flatview import HEADINGS, FlatView
from .post_parts import (
    author_rank,
    find_author,
    is_profile_href,
    names_user,
    shape_similarity,
    step_key,
    typical,
)
from .post_text import outermost

# ancestors of the posts' parent searched for a preceding sibling (wrappers around the list
# alone not counted)
MAX_LEVELS = 3
MAX_SIBLINGS = 4  # preceding siblings looked at per level, nearest first
MAX_ANCHORS = 2  # a post and its "edited" date, or one more than the median reply holds
MIN_MESSAGE_CHARS = 20
MIN_LAYOUT_SIMILARITY = 0.5  # of tags and nesting, for an opening post named apart
# message of an opening post known by its author's link alone, outside headings: more than a
# thread's header holds besides its title ("Thread starter", "Start date", "Tags")
MIN_AUTHORED_CHARS = 50


def first_class(view: FlatView, i: int) -> str:
    classes = (view.elements[i].get("class") or "").split()
    return classes[0] if classes else ""


def opening_post(view: FlatView, parent: int, posts: list[int], pivots: list[int],
                 weight: list[int]) -> int:
    """The element of the opening post before the list, or -1."""
    loose = _loose_opening(view, parent, posts, pivots, weight)
    return loose[0] if loose else _opening_apart(view, parent, posts, pivots, weight)


def _opening_apart(view: FlatView, parent: int, posts: list[int], pivots: list[int],
                   weight: list[int]) -> int:
    """The opening post in a container before the list's (module docstring), or -1."""
    replies = {step_key(view, p) for p in posts}  # answers nested in it are of their shape
    names = Counter(first_class(view, p) for p in posts)
    name, votes = names.most_common(1)[0]
    shapes = {first_class(view, parent)}
    if name and votes * 2 > len(posts):
        shapes.add(name)
    most = _most_anchors(pivots, posts)
    model = typical(view, posts)  # the reply an opening post named apart is built as
    authors = None  # how the replies link their authors, read when a sibling needs it
    named = None  # does every reply name a user, read when a sibling needs it
    level, levels, lone = parent, 0, -1
    while levels < MAX_LEVELS:
        up = view.parent[level]
        if up < 0:
            break
        # a wrapper around the list alone (no message beside it) is no level: its siblings
        # hold no post, and a reply may sit in wrappers of its own (li > div)
        levels += weight[up] != weight[level]
        shapes.add(first_class(view, level))
        before = [c for c in view.children(up) if c < level]
        for sibling in reversed(before[-MAX_SIBLINGS:]):
            wrapped = _unwrapped(view, sibling)
            own = _own_anchors(view, sibling, wrapped[-1], pivots, replies)
            if own == 0 and lone < 0:
                # a post of the replies' shape in a box of its own (with the thread's title),
                # unless an opening post laid out otherwise comes before it (the box a best
                # answer is set in above the other answers)
                lone = _lone_reply(view, sibling, pivots, replies, posts, model, weight)
            if not 0 < own <= most:
                continue
            if header_of(view, sibling, parent, pivots, weight) >= 0:
                return sibling  # the post's header (title, author, date), its message after it
            if weight[sibling] < MIN_MESSAGE_CHARS:
                continue
            if (first_class(view, sibling) or None) in shapes:
                return sibling
            for inner in wrapped:
                if shape_similarity(view, inner, model) >= MIN_LAYOUT_SIMILARITY:
                    return inner
            post = wrapped[-1]
            if _message_outside_headings(view, post, weight) < MIN_AUTHORED_CHARS:
                continue
            authors = profile_shapes(view, posts) if authors is None else authors
            if authors & profile_shapes(view, [post]):
                return post
            named = _all_name_users(view, posts) if named is None else named
            if named and _all_name_users(view, [post]):
                return post
        level = up
    return lone


def _most_anchors(pivots: list[int], posts: list[int]) -> int:
    """The dates an opening post holds at most: those of a reply (its own, its author's
    "joined" one) and one more (the thread's)."""
    return max(MAX_ANCHORS, sorted(pivots[p] for p in posts)[len(posts) // 2] + 1)


def opening_nodes(view: FlatView, known: int, parent: int, posts: list[int], pivots: list[int],
                  weight: list[int]) -> list[int]:
    """The opening post's elements before the list of ``posts`` (the replies, in ``parent``),
    or []: ``known`` (-1: found here as ``opening_post`` finds it), and the message right after
    it where it is its header (``header_of``), or the loose elements from it to its message
    (``_loose_opening``)."""
    loose = _loose_opening(view, parent, posts, pivots, weight)
    first = known if known >= 0 else (
        loose[0] if loose else _opening_apart(view, parent, posts, pivots, weight))
    # the first item of the list without a date: the opening post's message, the thread's
    # header above the list its date and author (one found as the opening post, with little
    # message of its own, or the nearest before the list)
    if known < 0 and not loose and (first < 0 or _message_outside_headings(
            view, first, weight) < MIN_AUTHORED_CHARS) and (
            item := _undated_first_item(view, parent, posts, pivots, weight)) >= 0:
        header = first if first >= 0 else _thread_header(view, parent, pivots, weight)
        return [header, item] if header >= 0 else [item]
    if first < 0:
        return []
    if loose and loose[0] == first:
        return loose
    message = header_of(view, first, parent, pivots, weight)
    return [first, message] if message >= 0 else [first]


def _undated_first_item(view: FlatView, parent: int, posts: list[int], pivots: list[int],
                        weight: list[int]) -> int:
    """The replies' parent's child right before the first of ``posts`` when it is built as a
    typical reply, of the replies' shape, and holds a message but no date: the opening post,
    dated in the thread's header above the list (Tianya's first floor), or -1."""
    before = [c for c in view.children(parent) if c < posts[0]]
    if not before:
        return -1
    item = before[-1]
    shape = step_key(view, posts[0])
    if (not shape[1] or step_key(view, item) != shape or pivots[item]
            or _message_outside_headings(view, item, weight) < MIN_AUTHORED_CHARS
            or shape_similarity(view, item, typical(view, posts)) < MIN_LAYOUT_SIMILARITY):
        return -1
    return item


def _thread_header(view: FlatView, parent: int, pivots: list[int], weight: list[int]) -> int:
    """The thread's header above the replies' ``parent``: the nearest preceding sibling of it
    or of an ancestor (MAX_LEVELS, MAX_SIBLINGS) with one or two dates, a mark of an author
    and little text outside headings ("楼主：fiona 时间：2021-02-01 03:00:00" under the
    title), or -1."""
    level = parent
    for _ in range(MAX_LEVELS):
        up = view.parent[level]
        if up < 0:
            break
        before = [c for c in view.children(up) if c < level]
        for sibling in reversed(before[-MAX_SIBLINGS:]):
            if (0 < pivots[sibling] <= MAX_ANCHORS
                    and _message_outside_headings(view, sibling, weight) < MIN_AUTHORED_CHARS
                    and find_author(view, sibling, -1)[1] >= 0):
                return sibling
        level = up
    return -1


def _loose_opening(view: FlatView, parent: int, posts: list[int], pivots: list[int],
                   weight: list[int]) -> list[int]:
    """An opening post of loose elements in the replies' ``parent``, before the first of
    ``posts``: its message, the last child before the replies with MIN_AUTHORED_CHARS of
    text outside headings and no date, and the run of little elements just before it that
    holds one or a few dates (``_most_anchors``), one of them written in an element of the
    shape the replies write theirs in, or a mark of its author (Futaba: a checkbox, the
    subject, "Name <span class=cnm>", the date <span class=cnw>, "No.40310", then the
    message's blockquote, then the reply tables). The run and the message, or []."""
    most = _most_anchors(pivots, posts)
    before = [c for c in view.children(parent) if c < posts[0]]
    texts = [_message_outside_headings(view, c, weight) for c in before]
    k = max((k for k, chars in enumerate(texts) if chars >= MIN_AUTHORED_CHARS), default=-1)
    if k < 1 or pivots[before[k]]:
        return []
    start = k
    while start > 0 and texts[start - 1] < MIN_AUTHORED_CHARS:
        start -= 1
    run = before[start:k]
    if not 0 < sum(pivots[c] for c in run) <= most:
        return []
    dated = {step_key(view, c) for c in run if pivots[c]}
    shaped = all(any(pivots[d] and step_key(view, d) in dated for d in range(p + 1, view.end[p]))
                 for p in posts)
    named = any(author_rank(view, j) >= 0 for c in run for j in range(c, view.end[c]))
    return [*run, before[k]] if shaped or named else []


def header_of(view: FlatView, header: int, parent: int, pivots: list[int],
              weight: list[int]) -> int:
    """The element right after ``header`` when ``header`` is an opening post's header: little
    text outside headings (under MIN_AUTHORED_CHARS), a mark of its author (a profile or user
    link, a class naming a user: ``post_parts.author_rank``), and the element holds no date
    and MIN_AUTHORED_CHARS of message outside headings (DC Inside, GitLab: a title, a name and
    a date above the message); -1 if not. (An article's box of facts with a date above its
    text names no author so.) The element right after is the one that starts where the header
    ends, or, where that one holds the replies' ``parent``, its first child that does not
    (Naver cafe: the header, then a box holding the message and, below it, the comments).
    ``parent`` is -1 for a thread of one post (no replies)."""
    if _message_outside_headings(view, header, weight) >= MIN_AUTHORED_CHARS:
        return -1
    message = view.end[header]
    if message >= len(view) or view.parent[message] != view.parent[header]:
        return -1  # the header is the last of its parent's children
    while message <= parent < view.end[message]:
        if message == parent:
            return -1
        message += 1  # its first child
    if pivots[message] or _message_outside_headings(view, message, weight) < MIN_AUTHORED_CHARS:
        return -1
    if not any(author_rank(view, j) >= 0 for j in range(header, view.end[header])):
        return -1
    return message


def _all_name_users(view: FlatView, nodes: list[int]) -> bool:
    """Does each of ``nodes`` name a user (``post_parts.names_user``: a user page's link, a
    class naming an author)? DC Inside's post and comments name their authors by class and
    link no profile; an article's byline links the site's author page, its Disqus comments
    Disqus's."""
    return all(any(names_user(view, j) for j in range(n, view.end[n])) for n in nodes)


def _message_outside_headings(view: FlatView, i: int, weight: list[int]) -> int:
    return weight[i] - sum(weight[h] for h in outermost(
        view, i + 1, view.end[i], lambda v, j: v.tags[j] in HEADINGS))


_NUMBER = re.compile(r"\d+")


def profile_shapes(view: FlatView, nodes: list[int]) -> set[tuple]:
    """How the profile links in ``nodes`` are written: the path up to its last part, digits
    as 0, and the query's keys (``/user/12`` and ``/user/31`` alike, ``member.php?u=3``)."""
    shapes = set()
    for n in nodes:
        for j in range(n, view.end[n]):
            href = view.elements[j].get("href") if view.tags[j] == "a" else None
            if href and is_profile_href(href):
                parts = urlsplit(href)
                keys = tuple(sorted(k.split("=")[0] for k in re.split("[&;]", parts.query) if k))
                shapes.add((_NUMBER.sub("0", parts.path.rsplit("/", 1)[0]), keys))
    return shapes


def _own_anchors(view: FlatView, i: int, inner: int, pivots: list[int], replies: set) -> int:
    """The anchors of ``i`` outside the replies nested in it (the outermost elements of the
    replies' shapes below it: a chain of answers inside the opening post). ``inner``, the
    element ``i`` only wraps (``_unwrapped``), is the post, though it is of the replies'
    shape."""
    nested = outermost(view, inner + 1, view.end[inner],
                       lambda v, j: pivots[j] > 0 and step_key(v, j) in replies)
    return pivots[i] - sum(pivots[j] for j in nested)


def _lone_reply(view: FlatView, i: int, pivots: list[int], replies: set, posts: list[int],
                model: int, weight: list[int]) -> int:
    """The one element of the replies' shape in ``i`` that holds all of ``i``'s anchors, is
    built as the typical reply ``model`` is and holds a message of its own (not a copy of a
    reply: a best answer repeated above the list), or -1."""
    inner = outermost(view, i + 1, view.end[i],
                      lambda v, j: pivots[j] > 0 and step_key(v, j) in replies)
    if len(inner) != 1 or pivots[inner[0]] != pivots[i]:
        return -1
    post = inner[0]
    if (_message_outside_headings(view, post, weight) < MIN_AUTHORED_CHARS
            or shape_similarity(view, post, model) < MIN_LAYOUT_SIMILARITY):
        return -1
    said = _long_pieces(view, post)
    return -1 if said and any(said <= _long_pieces(view, p) for p in posts) else post


def _long_pieces(view: FlatView, i: int) -> set[str]:
    """The pieces of text of ``i`` long enough to tell a message (a copy shares them)."""
    return {piece.strip() for piece in view.pieces[view.piece_lo[i]:view.piece_hi[i]]
            if len(piece.strip()) >= MIN_MESSAGE_CHARS}


def _unwrapped(view: FlatView, i: int) -> list[int]:
    """``i`` and the elements it wraps, outermost first: each a container whose text is all in
    one child (an empty anchor or icon beside that child is no content)."""
    chain, text = [i], view.text(i)  # (the text of each element of the chain)
    while len(whole := [k for k in view.children(i) if view.text(k) == text]) == 1:
        i = whole[0]
        chain.append(i)
    return chain

