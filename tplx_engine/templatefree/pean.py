"""PEAN: forum posts via anchor nodes (SPEC §7; source 002 ch. 3, algorithms 3.1-3.3).

Source method: an anchor (pivot) is the lowest node whose text contains a post date; pivots(n)
= anchors in n's subtree. From ``<body>`` step into the child with the most pivots until, over
the children with pivots > 0, there are at least two, their relative mean deviation RMD < alpha
and MPR = max child pivots / sum < beta; that node is the posts' parent. The max child is the
reference post; every other child with pivots is scored by simple tree matching against it
(top-down, alg. 3.1), sorted descending, and accepted while its score is not below half of the
previous accepted one (alg. 3.3).

Where this code departs, and why:

- The DOM is not modified: script, style and comments are skipped by a flat view.
- Anchors are the elements owning a text piece with a date (``dates.has_date``: the source's
  formats plus localized, ISO and relative ones), ``<time>``/``[datetime]`` elements, and, for
  dates split over inline elements (``<b>12</b> Jan``), the lowest element with a short text
  that contains one. Relative dates count only in short texts (timestamps, not prose).
- Simple tree matching is the shared implementation of ``similarity.treematch`` (the one the
  clustering's 'stm' metric uses), run on ``SmallTree`` copies of the subtrees.
- alpha and beta are open in the SPEC; the defaults are measured on forum-dev
  (docs/templatefree.md, bench/forum.py).
- A page where the descent never meets two children with pivots gives an empty result with a
  reason (e.g. a thread with a single post), not an exception.
- Additions, each measured on forum-dev (docs/templatefree.md):
  * posts spanning several siblings (table layouts: one row with author and date, the next
    with the text) take the siblings up to the next post (``span_posts``);
  * ``Post.body`` is the message without the author box: CEVC's MCR descent inside the post
    over non-link, non-date text, stopping above paragraph-level elements; since posts share a
    template, the place most posts' messages sit at is then used for every post
    (``harmonize_bodies``), which rescues two-word replies;
  * date and author of each post: the first anchor date inside the post, and a short text
    that links to a user page or whose class names an author/user (not a user title, rank or
    count), outside the message (mentions, quotes) when possible. Links to profile URLs of
    common forum engines (``_PROFILE_HREF``) come first; an element holding an equally good
    candidate (an author box around the user link) gives way to it; then the nearest to the
    date wins.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from datetime import datetime
from itertools import pairwise
from typing import Any

from ..load.visible import SOURCE_SKIP_TAGS
from ..similarity.treematch import tree_match
from ..similarity.trees import SmallTree
from .dates import DateMatch, find_dates, has_date
from .flatview import FlatView, body_index, build_view, clean_text

DEFAULT_ALPHA = 0.8  # RMD threshold (measured: docs/templatefree.md)
DEFAULT_BETA = 0.5  # MPR threshold (measured: docs/templatefree.md)
SPLIT_DATE_MAX_CHARS = 64
# A link to a user's own page. Profile URLs of common forum engines: Discuz!
# (home.php?mod=space&uid=1, space-uid-1.html), phpBB (memberlist.php?mode=viewprofile&u=1),
# vBulletin/MyBB (member.php?u=1, member.php?1-name), XenForo (/members/name.1/), Discourse and
# Flarum (/u/name), SMF (action=profile;u=1), Vanilla/IPB (/profile/name), FluxBB (profile.php).
_PROFILE_HREF = re.compile(
    r"profile|mod=space|space-(?:uid|username)-|space\.php|member\.php\?"
    r"|[?&;](?:u|uid|user_?id|member_?id)=\d|[?&;](?:un|username)=[^&;#]"
    r"|(?:^|/)(?:members?|users?|u|people|authors?|personal_pages)/[^/?#]|/~\w",
    re.IGNORECASE)
_NOT_PROFILE_HREF = re.compile(r"search", re.IGNORECASE)  # search.php?author_id=: post lists
_USER_HREF = re.compile(r"user|member|profile|author|people|/u/|/~|uid=", re.IGNORECASE)
_USER_CLASS = re.compile(r"author|user|poster|name|member|nick", re.IGNORECASE)
# a class about the user that is not the name: "usertitle", "poster-info", "AuthorInfo"...
_USER_DETAIL_CLASS = re.compile(r"title|rank|info|stat|count|level|badge|avatar|joined|role",
                                re.IGNORECASE)


@dataclass(frozen=True, eq=False)
class Post:
    node: Any  # lxml element of the post (the one holding its date)
    text: str  # whole text of the post's nodes
    date: datetime | None = None
    date_node: Any = None
    date_text: str = ""
    author: str = ""
    author_node: Any = None
    nodes: tuple = ()  # every sibling element the post spans (``node`` first), see span_posts
    body: str = ""  # the post's message without its header (author box, date, ...)
    body_node: Any = None


@dataclass(frozen=True, eq=False)
class PostsResult:
    parent: Any  # lxml element holding the posts (None on failure)
    posts: tuple[Post, ...]
    reason: str = ""
    anchors: tuple = ()  # every anchor element found (for display)
    alpha: float = DEFAULT_ALPHA
    beta: float = DEFAULT_BETA

    @property
    def ok(self) -> bool:
        return bool(self.posts)


def find_anchors(view: FlatView) -> list[bool]:
    """Per element: is it an anchor (pivot)?"""
    n = len(view)
    anchor = [False] * n
    for k, piece in enumerate(view.pieces):
        if not anchor[view.owner[k]] and has_date(piece):
            anchor[view.owner[k]] = True
    for i, el in enumerate(view.elements):
        if not anchor[i] and (view.tags[i] == "time" or el.get("datetime")) and (
                has_date(el.get("datetime") or "") or has_date(view.raw_text(i), None)):
            anchor[i] = True
    # dates split over inline elements: the lowest short element whose whole text has one
    below = [False] * n  # an anchor lies in the subtree
    for i in range(n - 1, -1, -1):
        if anchor[i]:
            below[i] = True
        elif not below[i]:
            lo, hi = view.piece_lo[i], view.piece_hi[i]
            if 1 < hi - lo <= 8:
                text = view.raw_text(i)
                if len(text) <= SPLIT_DATE_MAX_CHARS and has_date(text.replace("\n", " ")):
                    anchor[i] = below[i] = True
        if below[i] and view.parent[i] >= 0:
            below[view.parent[i]] = True
    return anchor


def count_pivots(view: FlatView, anchor: list[bool]) -> list[int]:
    pivots = [1 if a else 0 for a in anchor]
    for i in range(len(view) - 1, 0, -1):
        if pivots[i]:
            pivots[view.parent[i]] += pivots[i]
    return pivots


def relative_mean_deviation(values: list[int]) -> float:
    mean = sum(values) / len(values)
    return sum(abs(v - mean) for v in values) / len(values) / mean if mean else 0.0


def locate_parent(view: FlatView, pivots: list[int], start: int, alpha: float,
                  beta: float) -> tuple[int, int, str]:
    """Alg. 3.2: (posts' parent, reference child, '') or (-1, -1, reason)."""
    node = start
    while True:
        counts = [(c, pivots[c]) for c in view.children(node) if pivots[c] > 0]
        if not counts:
            return -1, -1, ("no anchors on the page" if node == start else
                            "the anchors never spread over two sibling subtrees (one post?)")
        best = max(counts, key=lambda cp: cp[1])[0]  # first of the maxima, as alg. 3.2
        values = [p for _, p in counts]
        if len(values) > 1:
            rmd = relative_mean_deviation(values)
            mpr = max(values) / sum(values)
            if rmd < alpha and mpr < beta:
                return node, best, ""
        node = best


def select_posts(view: FlatView, parent: int, reference: int, pivots: list[int]) -> list[int]:
    """Alg. 3.3: the reference child plus the siblings whose tree match with it holds up."""
    tree = SmallTree.from_element(view.elements[parent], ignore=SOURCE_SKIP_TAGS)
    tree_children = tree.children(0)
    view_children = view.children(parent)
    if len(tree_children) != len(view_children):  # both skip the same nodes; guard anyway
        return [reference]
    position = dict(zip(view_children, tree_children))
    ref_node = position[reference]
    scored = [(tree_match(tree, tree, position[c], ref_node), c)
              for c in view_children if c != reference and pivots[c] > 0]
    scored.sort(key=lambda sc: -sc[0])  # stable: document order among equal scores
    accepted = [reference]
    last = 0
    for score, c in scored:
        if score < last / 2:
            break
        last = score
        accepted.append(c)
    return sorted(accepted)


def span_posts(view: FlatView, parent: int, accepted: list[int]) -> list[list[int]]:
    """Posts that span several siblings (a table row with the date, the next with the text).

    When most gaps between consecutive accepted children hold other siblings, each post takes
    the siblings that follow it, up to the next post and at most the median gap length.
    """
    children = view.children(parent)
    where = {c: k for k, c in enumerate(children)}
    slots = sorted(where[c] for c in accepted)
    gaps = [b - a - 1 for a, b in pairwise(slots)]
    if not gaps:
        return [[children[k]] for k in slots]
    width = sorted(gaps)[len(gaps) // 2]
    if width == 0:
        return [[children[k]] for k in slots]
    spans = []
    for n, k in enumerate(slots):
        stop = slots[n + 1] if n + 1 < len(slots) else len(children)
        spans.append(children[k: min(stop, k + 1 + width)])
    return spans


BODY_ALPHA = 0.5  # step from the post into the child holding this share of its text ...
# ... but never into a paragraph-level child: a message is a container of paragraphs and
# quotes; entering its only <p> would also lead ``harmonize_bodies`` past a sibling quote.
PARAGRAPH_TAGS = frozenset({"p", "pre", "code", "span", "b", "i", "em", "strong", "font", "a",
                            "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "small", "u",
                            "blockquote", "q"})


def message_body(view: FlatView, nodes: list[int], weight: list[int]) -> int:
    """The node holding the post's message: CEVC's MCR descent over the post's nodes,
    counting text that is neither link text nor an anchor (date) text; it stops above
    paragraph-level elements (p, blockquote, span...)."""
    sums = {n: weight[n] for n in nodes}
    best = max(nodes, key=lambda n: sums[n])
    if sums[best] == 0:
        return nodes[0]
    node = best
    while True:
        kids = view.children(node)
        top = max(kids, key=lambda c: weight[c], default=-1)
        if (top < 0 or weight[top] == 0 or view.tags[top] in PARAGRAPH_TAGS
                or weight[top] / weight[node] < BODY_ALPHA):
            return node
        node = top


def _step_key(view: FlatView, i: int) -> tuple[str, str]:
    return view.tags[i], view.elements[i].get("class") or ""


def body_path(view: FlatView, nodes: list[int], body: int) -> tuple | None:
    """How to walk from the post to its message: (which of the post's nodes, (tag, class)...)."""
    for k, n in enumerate(nodes):
        if n <= body < view.end[n]:
            steps = []
            i = body
            while i != n:
                steps.append(_step_key(view, i))
                i = view.parent[i]
            return (k, *reversed(steps))
    return None


def follow_path(view: FlatView, nodes: list[int], path: tuple) -> int:
    """The node ``path`` leads to in this post, or -1."""
    k, steps = path[0], path[1:]
    if k >= len(nodes):
        return -1
    node = nodes[k]
    for step in steps:
        node = next((c for c in view.children(node) if _step_key(view, c) == step), -1)
        if node < 0:
            return -1
    return node


def harmonize_bodies(view: FlatView, spans: list[list[int]], bodies: list[int]) -> list[int]:
    """Posts share a template: where most posts' messages sit at the same place, take that
    place in every post (a two-word reply loses the descent to its author box otherwise)."""
    paths = [body_path(view, nodes, b) for nodes, b in zip(spans, bodies)]
    counted = Counter(p for p in paths if p is not None)
    if not counted:
        return bodies
    path, votes = counted.most_common(1)[0]
    if votes * 2 <= len(spans):
        return bodies
    out = []
    for nodes, b in zip(spans, bodies):
        there = follow_path(view, nodes, path)
        out.append(there if there >= 0 else b)
    return out


def describe_post(view: FlatView, nodes: list[int], anchor: list[bool], body: int,
                  now: datetime | None) -> Post:
    i = nodes[0]
    date_match: DateMatch | None = None
    date_node = -1
    for n in nodes:
        for j in range(n, view.end[n]):
            if anchor[j]:
                found = find_dates(view.text(j), now)
                if not found and view.elements[j].get("datetime"):
                    found = find_dates(view.elements[j].get("datetime"), now)
                if found:
                    date_match, date_node = found[0], j
                    break
        if date_match is not None:
            break
    author, author_node = "", -1
    # a mention or a quote's user link in the message is not the author (unless the message
    # descent found no message apart from the post)
    message = range(body, view.end[body]) if body not in nodes else range(0)
    for skip in (message, range(0)) if message else (message,):
        for n in nodes:
            author, author_node = find_author(view, n, date_node, skip)
            if author:
                break
        if author:
            break
    return Post(
        node=view.elements[i],
        text="\n".join(t for t in (view.text(n) for n in nodes) if t),
        date=date_match.value if date_match else None,
        date_node=view.elements[date_node] if date_node >= 0 else None,
        date_text=date_match.text if date_match else "",
        author=author,
        author_node=view.elements[author_node] if author_node >= 0 else None,
        nodes=tuple(view.elements[n] for n in nodes),
        body=view.text(body),
        body_node=view.elements[body],
    )


def message_weights(view: FlatView, anchor: list[bool]) -> list[int]:
    """Per element subtree: characters of text that is neither in a link nor an anchor's."""
    weight = [0] * len(view)
    for k, piece in enumerate(view.pieces):
        own = view.owner[k]
        if not view.in_link[own] and not anchor[own]:
            weight[own] += len(piece.strip())
    for i in range(len(view) - 1, 0, -1):
        if weight[i]:
            weight[view.parent[i]] += weight[i]
    return weight


def author_rank(view: FlatView, j: int) -> int:
    """0: a link to a profile URL; 1: another link to a user page, or an element whose class
    names an author/user; -1: not an author candidate."""
    el = view.elements[j]
    href = el.get("href") if view.tags[j] == "a" else None
    if href:
        if _PROFILE_HREF.search(href) and not _NOT_PROFILE_HREF.search(href):
            return 0
        if _USER_HREF.search(href):
            return 1
    cls = ((el.get("class") or "") + " " + (el.get("itemprop") or "")).strip()
    if cls and _USER_CLASS.search(cls) and not _USER_DETAIL_CLASS.search(cls):
        return 1
    return -1


def holds_candidate(view: FlatView, outer: tuple, following: list[tuple]) -> bool:
    """Does a candidate ranked as well as ``outer`` lie in its subtree? (``following``: the
    candidates after it in document order.)"""
    rank, j, _ = outer
    for inner_rank, k, _ in following:
        if k >= view.end[j]:
            return False
        if inner_rank <= rank:
            return True
    return False


def find_author(view: FlatView, i: int, near: int, skip: range = range(0)) -> tuple[str, int]:
    """A short non-date text in the post (outside ``skip``, the message) that links to a user
    page or whose element's class names an author. Profile links beat the rest; a candidate
    holding another one as good (an author box around the user link) gives way to it; among the
    remaining ones the candidate closest to the date wins."""
    candidates = []  # (rank, element index, text), in document order
    for j in range(i, view.end[i]):
        if j in skip:
            continue
        rank = author_rank(view, j)
        if rank < 0:
            continue
        text = clean_text(view.raw_text(j))
        if 0 < len(text) <= 40 and "\n" not in text and not has_date(text):
            candidates.append((rank, j, text))
    innermost = [c for k, c in enumerate(candidates)
                 if not holds_candidate(view, c, candidates[k + 1:])]
    if not innermost:
        return "", -1
    rank, j, text = min(innermost, key=lambda c: (c[0], abs(c[1] - near) if near >= 0 else c[1]))
    return text, j


def extract_posts(root, alpha: float = DEFAULT_ALPHA, beta: float = DEFAULT_BETA,
                  now: datetime | None = None) -> PostsResult:
    """Forum posts of a thread page ``root`` (an lxml element) by PEAN.

    ``alpha`` bounds the RMD and ``beta`` the MPR of the posts' parent; ``now`` resolves
    relative dates ("3 hours ago") and dates without a year.
    """
    if not (alpha > 0 and 0 < beta <= 1):
        raise ValueError(f"need alpha > 0 and 0 < beta <= 1, got alpha={alpha}, beta={beta}")
    view = build_view(root)
    if not view.elements:
        return PostsResult(None, (), "empty page: no element", (), alpha, beta)
    anchor = find_anchors(view)
    anchors = tuple(view.elements[i] for i, a in enumerate(anchor) if a)
    pivots = count_pivots(view, anchor)
    start = body_index(view)
    parent, reference, reason = locate_parent(view, pivots, start, alpha, beta)
    if parent < 0:
        return PostsResult(None, (), reason, anchors, alpha, beta)
    chosen = select_posts(view, parent, reference, pivots)
    weight = message_weights(view, anchor)
    spans = span_posts(view, parent, chosen)
    bodies = harmonize_bodies(view, spans, [message_body(view, nodes, weight) for nodes in spans])
    posts = tuple(describe_post(view, nodes, anchor, body, now)
                  for nodes, body in zip(spans, bodies))
    return PostsResult(view.elements[parent], posts, "", anchors, alpha, beta)
