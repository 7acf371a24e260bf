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
- A page where the descent never meets two children with pivots, and that shows no one post
  either, gives an empty result with a reason, not an exception.
- Two children with as many pivots each and the same shape (tag and first class name), the
  only two of it or with a message each (MIN_POST_CHARS outside links and dates), and copies
  of one template (``post_parts.alike``: not a post's author cell and message cell), are a
  thread of two posts: MPR is then 0.5, which ``MPR < beta`` never lets through at beta 0.5.
- Replies written inside the posts they answer (threaded comments) are posts too
  (``nested.py``), and a thread whose one top-level post holds the others, each inside the
  one before, is found by that post when no list is found below it (``nested.holds_replies``).
- Dates inside a quote or in ``<pre>``/``<code>`` (a pasted log) are no anchors, but for the
  date of the mail header a ``<pre>`` opens with (a mail archive's mail, ``_mail_header``).
- A thread of one post (``single.py``; where dates and marks show none, the one its author's
  name shows: an issue nobody has answered) is the result when no list is found, and a list found
  by other marks than dates is dropped when it does not hold that post (marks that repeat
  around it: the bars above and below it, a footer's notices).
- A list whose items hold almost no text besides their links and dates ("Similar threads",
  "Latest posts" in a sidebar: links to other threads) is no thread, however many dates it
  holds: its anchors are dropped and the descent runs again (``link_list``).
- Additions, each measured on forum-dev (docs/templatefree.md):
  * posts spanning several siblings (table layouts: one row with author and date, the next
    with the text) take the siblings up to the next post (``span_posts``);
  * when the dates find no list, other marks every post carries once anchor the posts
    (``post_anchors.py``: post ids, permalinks, reply buttons, profile links);
  * the opening post in a container of its own before the replies (``opening.py``);
  * a thread of an opening post and one reply, which give no list (``two_posts.py``): the two
    posts the dates and marks show, or the element the opening post's date climbed to and
    the reply inside it, or, where marks are missing, the posts their authors' names show
    (``two_posts.listed``); a reply alone in its list under the list's header is that item
    (``two_posts.lone_item``);
  * each post's message, date and author (``post_parts.py``; ``post_author.py`` when no link
    or class marks the author; ``post_dates.py`` when a post shows several dates);
  * rows of the list that only say what someone did, dated inside that line ("bob added the
    bug label Mar 5"), are no posts (``_notices``), and the last block that every post of
    one author ends with is a signature (``_signed_off``): both measured on other engines'
    layouts (bench/forum_engines.py);
  * posts their signature closes, a date at the end of their last paragraph (talk pages),
    are the paragraphs before it (``signed.py``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from datetime import datetime
from functools import cache, partial
from itertools import pairwise
from typing import Any

from ..load.visible import SOURCE_SKIP_TAGS, is_hidden
from ..similarity.treematch import tree_match
from ..similarity.trees import SmallTree
from .dates import date_order, has_date, order_matters, without_dates
from .flatview import FlatView, body_index, build_view
from .nested import (
    anchored_by_shape,
    below_of_its_shape,
    holds_replies,
    nested_posts,
    own_weights,
    sub_thread_replies,
)
from .opening import header_of, opening_nodes
from .post_anchors import FALLBACK_KINDS, date_anchors, date_pieces, mark_anchors
from .post_author import fill_missing_authors
from .post_dates import thread_dates, year_first
from .post_parts import (
    Post,
    alike,
    build_key,
    describe_post,
    follow_path,
    harmonize_bodies,
    is_profile_href,
    link_weights,
    message_body,
    message_place,
    message_weights,
    names_user,
    post_signatures,
    shape_similarity,
    step_key,
    tag_rank,
)
from .post_text import is_deleted_notice, is_quote, last_block_text, mail_header, outermost
from .signed import closed_posts, dates_close, signed_anchors, signed_message
from .single import dated_posts, single_post, without_headings
from .two_posts import MIN_POST_CHARS, listed, lone_item, one_reply

DEFAULT_ALPHA = 0.8  # RMD threshold (measured: docs/templatefree.md)
DEFAULT_BETA = 0.5  # MPR threshold (measured: docs/templatefree.md)
MIN_MESSAGE_CHARS = 30  # the median post of a thread holds more text outside links and dates
CODE_TAGS = frozenset({"pre", "code"})  # a log's timestamps in a message date no post
MIN_SECTIONS = 3  # dated sections of a page apart, a list of posts in one of them
MAX_LINK_LISTS = 3  # link lists passed over on one page before giving up (a bound on the work)
# marks that name one post each (its id, a link to it): a list of them inside the one "post"
# the dates show is the thread around them, not page sections (profile links and reply
# buttons repeat in an article's sections too)
OWN_MARKS = frozenset({"post-id", "permalink"})
MIN_SIGNATURE_CHARS = 8  # a signature repeated under an author's posts: more than "Bob"
MAX_NOTICE_CHARS = 100  # a line "bob added the bug label Mar 5" between the posts
MAX_DATE_ONLY_CHARS = 40  # a message this short is read for dates alone ("Today, 10:15")


@dataclass(frozen=True, eq=False)
class PostsResult:
    parent: Any  # lxml element holding the posts (None on failure)
    posts: tuple[Post, ...]
    reason: str = ""
    anchors: tuple = ()  # every anchor element found (for display)
    alpha: float = DEFAULT_ALPHA
    beta: float = DEFAULT_BETA
    anchor_kind: str = "date"  # or the fallback mark the posts were found by (post_anchors)

    @property
    def ok(self) -> bool:
        return bool(self.posts)


def find_anchors(view: FlatView, first: list[int] | None = None) -> list[bool]:
    """Per element: is it an anchor (pivot)? The post dates (``post_anchors.date_anchors``;
    ``first``: ``post_anchors.date_pieces``, if read), but not those inside a quote: "bob
    wrote on 12 June 2014, 10:42:" dates a quoted post."""
    anchor = date_anchors(view, first)
    quoted = cache(partial(is_quote, view))  # the anchors' ancestors only: few elements
    header = cache(partial(_mail_header, view))
    for i in [i for i, a in enumerate(anchor) if a]:
        up = i
        while up >= 0 and not quoted(up) and not (
                view.tags[up] in CODE_TAGS and not _in_header(view, i, up, header(up))):
            up = view.parent[up]
        anchor[i] = up < 0
    return anchor


def _mail_header(view: FlatView, code: int) -> str:
    """The mail header ``code`` (a ``<pre>``) opens with when it holds a date (a mail archive
    writes each mail in one <pre>, its header first: public-inbox), else ''."""
    head = "\n".join(mail_header(view.raw_text(code)))
    return head if has_date(head) else ""


def _in_header(view: FlatView, i: int, code: int, head: str) -> bool:
    """Is anchor ``i`` (in ``code``) the date of the mail header ``head`` ``code`` opens with?
    (Dates in a log pasted into a message, or quoted below the header, are none.)"""
    return bool(head) and (i == code or view.text(i) in head)


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
                  beta: float, weight: list[int]) -> tuple[int, int, str]:
    """Alg. 3.2: (posts' parent, reference child, '') or (-1, -1, reason). ``weight``: text
    per subtree outside links and anchors (``message_weights``)."""
    node = start
    chain = None  # (parent, post) of a post that holds its replies, met on the way down
    shaped = cache(partial(anchored_by_shape, view, pivots))
    while True:
        counts = [(c, pivots[c]) for c in view.children(node) if pivots[c] > 0]
        if not counts:
            if chain is not None:  # no list below it: the thread is that post and its replies
                return *chain, ""
            return -1, -1, ("no anchors on the page" if node == start else
                            "the anchors never spread over two sibling subtrees (one post?)")
        best = _most_anchored(view, counts, pivots, weight)
        values = [p for _, p in counts]
        if len(values) > 1 and not _sections(view, counts, best, pivots):
            rmd = relative_mean_deviation(values)
            mpr = max(values) / sum(values)
            if (rmd < alpha and (mpr < beta or _two_posts(view, counts, weight))) or (
                    _threaded(view, counts, best, weight, shaped())):
                return node, _reference(view, counts, best), ""
        elif chain is None and holds_replies(view, best, pivots, weight, shaped()):
            chain = (node, best)
        node = best


def _sections(view: FlatView, counts: list[tuple[int, int]], best: int, pivots: list[int]
              ) -> bool:
    """Are the dated children sections of a page rather than posts: at least MIN_SECTIONS of
    them, each named apart (no two of one tag and first class name), and the one holding most
    dates holding a list of its own (MIN_SECTIONS dated children of one shape, below it)? A
    blog post, its "more in this category" table, its related articles and its comments."""
    if len(counts) < MIN_SECTIONS:
        return False
    shapes = [_named(view, c) for c, _ in counts]
    if len(set(shapes)) < len(shapes) or not all(name for _, name in shapes):
        return False
    for d in range(best, view.end[best]):
        dated = [step_key(view, k) for k in view.children(d) if pivots[k]]
        if len(dated) >= MIN_SECTIONS and len(set(dated)) == 1:
            return True
    return False


def _named(view: FlatView, i: int) -> tuple[str, str]:
    """Tag and first class name (``step_key``), or the id where there is no class: a page's
    sections are named either way (``<div id="title">`` above ``<div class="c-main">``)."""
    tag, name = step_key(view, i)
    return tag, name or (view.elements[i].get("id") or "").strip()


def _most_anchored(view: FlatView, counts: list[tuple[int, int]], pivots: list[int],
                   weight: list[int]) -> int:
    """The child holding most anchors; of several, the one that spreads them over most
    children of its own, if any spreads them at all (the replies' list beside an opening post
    with its own date and the thread's: two posts' dates against one post's), else the first
    whose dated items hold a message (``_items_say``), else the first, as alg. 3.2."""
    most = max(p for _, p in counts)
    tied = [c for c, p in counts if p == most]
    if len(tied) == 1:
        return tied[0]
    spread = [sum(1 for k in view.children(c) if pivots[k]) for c in tied]
    if max(spread) >= 2:
        return tied[spread.index(max(spread))]
    said = [c for c in tied if _items_say(view, c, pivots, weight)]
    return said[0] if said else tied[0]


def _items_say(view: FlatView, node: int, pivots: list[int], weight: list[int]) -> bool:
    """Does one of the dated items ``node`` splits its anchors into (below the elements that
    hold them all) hold a message? A ticket's "Opened" and "Last modified" lines are dated
    items with a label each, its comments dated items with a message."""
    while True:
        dated = [k for k in view.children(node) if pivots[k]]
        if len(dated) != 1:
            return any(weight[k] >= MIN_MESSAGE_CHARS for k in dated)
        node = dated[0]


def _threaded(view: FlatView, counts: list[tuple[int, int]], best: int, weight: list[int],
              anchored: dict[tuple, list[int]]) -> bool:
    """Threaded comments, however unevenly the replies spread: the children with pivots are
    of one shape with a class name, each with a message, and the one holding most holds
    replies, elements of its shape with pivots, alike to another of the children.
    ``anchored``: ``nested.anchored_by_shape``."""
    shape = step_key(view, best)
    if not shape[1] or any(step_key(view, c) != shape or weight[c] < MIN_POST_CHARS
                           for c, _ in counts):
        return False  # class-less tables in tables are page layout
    other = next(c for c, _ in counts if c != best)
    return any(alike(view, other, d) for d in below_of_its_shape(view, best, anchored))


def _fuller_marked_list(view: FlatView, marks_of, parent: int, dated: list[list[int]],
                        start: int, alpha: float, beta: float, weight: list[int]):
    """The list that post ids find, when it holds the dates' list and at least twice its
    posts, or more posts with a message than the ``dated`` posts, each of those inside one
    of its posts. Dates left where a script writes the posts' own ("joined" dates in some
    author boxes, "edited" lines) make a list of a few posts; a blog front's day headers
    date no entry of their own. (parent, spans, pivots) or None."""
    pivots = count_pivots(view, marks_of("post-id"))
    found, reference, _ = locate_parent(view, pivots, start, alpha, beta, weight)
    if found < 0 or not found <= parent < view.end[found]:
        return None
    spans = span_posts(view, found, select_posts(view, found, reference, pivots))
    if len(spans) >= 2 * len(dated):
        return found, spans, pivots
    nodes = [n for span in spans for n in span]
    held = all(any(n <= post[0] < view.end[n] for n in nodes) for post in dated)
    said = sum(sum(weight[n] for n in span) >= MIN_POST_CHARS for span in spans)
    return (found, spans, pivots) if held and said > len(dated) else None


def _reference(view: FlatView, counts: list[tuple[int, int]], best: int) -> int:
    """The reference post among the dated children: where most of them are built alike
    (their children's tags), the first of those with most anchors, else ``best``. A message
    row dated by an "edited" line is no post's first row."""
    builds = Counter(build_key(view, c) for c, _ in counts)
    common, n = builds.most_common(1)[0]
    if 2 * n <= len(counts):
        return best
    return max((cp for cp in counts if build_key(view, cp[0]) == common),
               key=lambda cp: cp[1])[0]


def _two_posts(view: FlatView, counts: list[tuple[int, int]], weight: list[int]) -> bool:
    """Two children of one shape with as many pivots each (one, or one more per reply nested
    inside), either the only two of that shape or each holding a message (rows of a table of
    properties, two of them dates, are neither: more rows, a label each), copies of one
    template: a short thread's two posts."""
    if len(counts) != 2 or counts[0][1] != counts[1][1]:
        return False
    (a, _), (b, _) = counts
    shape = step_key(view, a)
    kids = view.children(view.parent[a])
    alone = sum(step_key(view, c) == shape for c in kids) == 2
    if alone or (weight[a] >= MIN_POST_CHARS and weight[b] >= MIN_POST_CHARS):
        return alike(view, a, b)
    return _two_row_posts(view, kids, a, b, weight)


def _two_row_posts(view: FlatView, kids: list[int], a: int, b: int, weight: list[int]) -> bool:
    """Two posts each laid out over several siblings, the dated one (a header row) and the
    ones after it (the message row): the siblings after each date are copies of those after
    the other and not of the dated ones' shape (a table of properties is rows of one shape),
    and each post holds a message."""
    at, bt = kids.index(a), kids.index(b)
    after_a, after_b = kids[at + 1:bt], kids[bt + 1:bt + bt - at]
    if not after_a or len(after_b) != len(after_a) or not alike(view, a, b):
        return False
    return (all(alike(view, x, y) and shape_similarity(view, x, a) < 1
                for x, y in zip(after_a, after_b))
            and min(weight[a] + sum(weight[x] for x in after_a),
                    weight[b] + sum(weight[y] for y in after_b)) >= MIN_POST_CHARS)


def _holds_post(view: FlatView, post: int, spans: list[list[int]], weight: list[int],
                kind: str) -> bool:
    """Does a list hold ``post``, the one post the dates show: as one of the children its
    anchors chose, or by holding more message text than it outside it (the post may be an
    opening post above the replies), or, for a list of post ids or permalinks (``kind`` in
    OWN_MARKS), is it most of what that "post" holds (an element around the thread, taken
    for a post where the posts' own dates are missing)?"""
    others = within = 0
    for nodes in spans:
        first = nodes[0]  # the child the anchors chose (the others follow it: span_posts)
        if first <= post < view.end[first]:
            return True
        others += sum(weight[n] for n in nodes if not n <= post < view.end[n])
        within += sum(weight[n] for n in nodes if post < n < view.end[post])
    return others > weight[post] or (kind in OWN_MARKS and 2 * within > weight[post])


def _inside(view: FlatView, nodes: list[int], replies: list[int]) -> list[int]:
    """The outermost of ``replies`` inside the post's ``nodes``."""
    out: list[int] = []
    for r in replies:  # in document order
        if any(n < r < view.end[n] for n in nodes) and not (out and r < view.end[out[-1]]):
            out.append(r)
    return out


def _dated_posts(view: FlatView, dates: list[bool], date_pivots: list[int], marks_of,
                 mails: list[bool], weight: list[int], start: int, authors: bool = False
                 ) -> dict[int, int]:
    """``single.dated_posts`` with every post mark but "records" (no mark of a post), a bit
    per kind; ``marks_of(kind)`` gives a kind's marks, and ``mails`` the mails under their
    dated header, a mark of their own. Where no date shows a post (a
    script writes it, or the recogniser does not read it), the post ids stand in for the
    dates (permalinks too made a menu or an ad column the post of an article page).
    ``authors``: an author's name (a user link, a class naming a user) is a mark too, and a
    title no message (a header with the title, the author's name and the date is no post)."""
    marks = [0] * len(view)
    for bit, kind in enumerate(k for k in FALLBACK_KINDS if k != "records"):
        for i, mark in enumerate(marks_of(kind)):
            if mark:
                marks[i] |= 1 << bit
    for i, mail in enumerate(mails):  # a mail's header is a post's own, as its author's link
        if mail:
            marks[i] |= 1 << (len(FALLBACK_KINDS) + 1)
    if authors:
        for i in range(len(view)):
            if names_user(view, i):
                marks[i] |= 1 << len(FALLBACK_KINDS)
        weight = without_headings(view, weight, dates)
    found = dated_posts(view, dates, date_pivots, marks, weight, start)
    if found:
        return found
    own = marks_of("post-id")
    return dated_posts(view, own, count_pivots(view, own), marks, weight, start)


def link_list(view: FlatView, spans: list[list[int]], pivots: list[int], weight: list[int],
              links: list[int]) -> bool:
    """Items with almost no text besides dates and links, and more link text than other
    text: a list of other threads. (A thread of short replies links its authors' profiles,
    which do not count, and holds more text than links.) Where every item holds several
    anchors (a sidebar's boxes of "similar threads" and "latest threads", a list of topics
    with their starters' and last posts' dates), its dated elements are the items: each of them
    little text besides links and dates, and a box's items together more link than other text
    (a "Last post by" cell's label may outweigh its one link)."""
    if all(sum(pivots[n] for n in span) > 1 for span in spans):
        items = [[i for n in span  # (a date in a permalink is no item)
                  for i in outermost(view, n, view.end[n], lambda v, j: pivots[j] == 1)
                  if not view.in_link[i]] for span in spans]
        if all(held and all(weight[i] < MIN_MESSAGE_CHARS for i in held)
               and sum(links[i] for i in held) > sum(weight[i] for i in held) for held in items):
            return True
    texts = sorted(sum(weight[n] for n in span) for span in spans)
    linked = sorted(sum(links[n] for n in span) for span in spans)
    middle = len(spans) // 2
    return texts[middle] < MIN_MESSAGE_CHARS and linked[middle] >= texts[middle]


def _labels(spans: list[list[int]], weight: list[int]) -> bool:
    """No item holds a message: dates under labels ("Starting:", "Ending:", "Archived on:")."""
    return all(sum(weight[n] for n in span) < MIN_MESSAGE_CHARS for span in spans)


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
    for k, (score, c) in enumerate(scored):
        if score < last / 2:
            # a post without the replies nested in its siblings matches less, not otherwise
            # (a hidden box of the posts' shape, an ignored user's placeholder, is none)
            shape = step_key(view, reference)
            accepted += [d for _, d in scored[k:] if shape[1] and step_key(view, d) == shape
                         and not is_hidden(view.elements[d]) and alike(view, reference, d)]
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


ANCHOR_KINDS = ("auto", "date", "marks", *FALLBACK_KINDS)


def extract_posts(root, alpha: float = DEFAULT_ALPHA, beta: float = DEFAULT_BETA,
                  now: datetime | None = None, anchors: str = "auto") -> PostsResult:
    """Forum posts of a thread page ``root`` (an lxml element) by PEAN.

    ``alpha`` bounds the RMD and ``beta`` the MPR of the posts' parent; ``now`` resolves
    relative dates ("3 hours ago") and dates without a year. ``anchors``: 'auto' anchors
    posts on their dates and, when they find no list, on the other marks of
    ``post_anchors.FALLBACK_KINDS`` in order; 'marks' tries those marks only; 'date' or one
    mark kind uses that one only.
    """
    if not (alpha > 0 and 0 < beta <= 1):
        raise ValueError(f"need alpha > 0 and 0 < beta <= 1, got alpha={alpha}, beta={beta}")
    if anchors not in ANCHOR_KINDS:
        raise ValueError(f"anchors must be one of {ANCHOR_KINDS}, not {anchors!r}")
    view = build_view(root)
    if not view.elements:
        return PostsResult(None, (), "empty page: no element", (), alpha, beta)
    start = body_index(view)
    first_dates = date_pieces(view)
    dates = find_anchors(view, first_dates)
    kinds = {"auto": ("date", *FALLBACK_KINDS), "marks": FALLBACK_KINDS}.get(anchors, (anchors,))
    reason = ""
    # mails written in a <pre> under their dated header (the only dated <pre>s left)
    mails = [a and view.tags[i] in CODE_TAGS for i, a in enumerate(dates)]
    # the text of an anchor that signs a message, or of a mail, is message but for its dates
    wordy = [s or m for s, m in zip(signed_anchors(view, dates, first_dates), mails)]
    weight = message_weights(view, dates, wordy)
    links = link_weights(view)
    date_pivots = count_pivots(view, dates)

    @cache
    def marks_of(kind: str) -> list[bool]:  # each kind's marks found once (lists, single.py)
        return mark_anchors(view, kind, is_profile_href)

    @cache
    def posts_shown() -> dict[int, int]:  # what dates and marks show as posts (single.py)
        return _dated_posts(view, dates, date_pivots, marks_of, mails, weight, start)

    @cache
    def one_post() -> int:  # the one post the dates and marks show, or -1
        return single_post(view, posts_shown())

    @cache
    def names_shown() -> dict[int, int]:  # what dates and marks show, authors' names as marks
        return _dated_posts(view, dates, date_pivots, marks_of, mails, weight, start,
                            authors=True)

    @cache
    def named_post() -> int:  # where dates and marks show none: the one its author's name shows
        return -1 if posts_shown() else single_post(view, names_shown())

    @cache
    def two_posts() -> tuple[int, int, int] | None:  # a thread of two posts they show
        found = one_reply(view, one_post(), posts_shown(), date_pivots, weight)
        if found is not None:
            return found
        # where they show no post, or the reply alone, the dates and their authors' names: an
        # opening post and a reply in a list of comments (an item of its own: an article's
        # next-story box with a byline is none) that name their authors and show no other
        # mark (DC Inside; XpressEngine's post above its one comment)
        found = one_reply(view, -1, names_shown(), date_pivots, weight)
        if found is None or not listed(view, found[0], found[1]):
            return None
        return found if one_post() in (-1, found[1]) else None

    @cache
    def opening() -> int:  # the first post of a thread of one or two they show, or -1
        return one_post() if two_posts() is None else two_posts()[0]

    for kind in kinds:
        anchor = dates if kind == "date" else marks_of(kind)
        for _ in range(MAX_LINK_LISTS + 1):
            pivots = count_pivots(view, anchor)
            parent, reference, why = locate_parent(view, pivots, start, alpha, beta, weight)
            if parent < 0:
                break
            spans = span_posts(view, parent, select_posts(view, parent, reference, pivots))
            if link_list(view, spans, pivots, weight, links):
                dropped, why = [parent], "only lists of links to other threads hold dates"
            elif kind == "date" and _labels(spans, weight):
                dropped = [n for nodes in spans for n in nodes]
                why = "only labelled dates, no messages"
            else:
                break
            anchor = list(anchor)  # the list's anchors are dropped and the descent runs again
            for n in dropped:
                view.set_subtree(anchor, n, False)
            parent = -1
        # a list of dates stands: a blog's comments are no less a thread beside a long article
        # boxes that only repeat (no mark of a post) give way to the one post the dates and
        # marks show: beside it they are "similar threads" blocks, a page's sections
        if parent >= 0 and kind != "date" and anchors == "auto" and opening() >= 0 and (
                kind == "records" or not _holds_post(view, opening(), spans, weight, kind)):
            parent, why = -1, f"the {kind} marks repeat outside the one post the dates show"
        if parent >= 0 and kind == "date" and anchors == "auto":
            better = _fuller_marked_list(view, marks_of, parent, spans, start, alpha, beta,
                                         weight)
            if better is not None:
                (parent, spans, pivots), kind = better, "post-id"
                anchor = marks_of(kind)
        reason = reason or why
        if parent >= 0:
            break
    known = -1  # the opening post where a thread of two posts is found by it
    if parent < 0 and anchors == "auto":  # a thread of two posts, or of one
        if two_posts() is not None:  # the opening post is found before the reply below
            _, reply, known = two_posts()
            parent, spans, kind, pivots, anchor = (view.parent[reply], [[reply]], "date",
                                                   date_pivots, dates)
        elif one_post() >= 0 or named_post() >= 0:
            post = one_post() if one_post() >= 0 else named_post()
            # a header (title, author, date) climbed to: the post is it and the message below
            message = header_of(view, post, -1, date_pivots, weight)
            parent, kind, anchor = view.parent[post], "single", dates
            spans = [[post, message] if message >= 0 else [post]]
    marked = tuple(view.elements[i] for i, a in enumerate(anchor) if a)
    if parent < 0:
        return PostsResult(None, (), reason, marked, alpha, beta)
    if kind == "date" and len(spans) == 2 and all(len(nodes) == 1 for nodes in spans):
        # a thread of two: a reply alone in its list, under the list's header, is that item
        spans = [[lone_item(view, nodes[0], pivots, weight)] for nodes in spans]
    # posts their signature closes take the paragraphs before them, not those after
    # (and the opening post above their list, the replies indented below them)
    closed = ([], [])
    if kind == "date" and dates_close(view, [nodes[0] for nodes in spans], dates, first_dates):
        closed = closed_posts(view, max(view.parent[parent], 0), dates, first_dates, date_pivots)
    first, replies = -1, []
    if closed[0]:
        spans, replies = closed
    elif kind != "single":  # (replies inside one dated message: an article's dated sections)
        listed_posts = [nodes[0] for nodes in spans]
        marked_or_dated = pivots if kind == "date" else [  # a post shows the mark or a date
            a or b for a, b in zip(pivots, date_pivots)]
        opening = opening_nodes(view, known, parent, listed_posts, marked_or_dated, weight)
        first = opening[0] if opening else -1
        spans, replies = nested_posts(view, spans, marked_or_dated, weight, opening)
        nested_own = own_weights(view, weight, replies)
        messages = harmonize_bodies(view, spans, [message_body(view, nodes, nested_own, dates)
                                                  for nodes in spans], nested_own)
        subs = sub_thread_replies(view, spans, messages, date_pivots, weight, replies)
        if subs:
            replies = [*replies, *subs]
            spans = sorted([*spans, *([r] for r in subs)], key=lambda nodes: nodes[0])
    inner = [_inside(view, nodes, replies) for nodes in spans]
    signed = [post_signatures(view, nodes, within) for nodes, within in zip(spans, inner)]
    # the replies' text is theirs, a signature's no one's message
    signatures = [s for found in signed for s in found]
    own = own_weights(view, weight, replies + signatures)
    for signature in signatures:  # (``own`` is a copy: there is one to take out)
        view.set_subtree(own, signature, 0)
    posts, bodies = _described(view, spans, own, first, dates, now, inner, signed)
    notices = _notices(view, spans, bodies, own, posts)
    said = [k for k, post in enumerate(posts) if says_something(post) and k not in notices]
    if said and len(said) < len(posts):  # boxes of the list's shape without a message (ads):
        # left out, and where the messages sit is decided again by the posts alone
        spans, inner, signed = ([spans[k] for k in said], [inner[k] for k in said],
                                [signed[k] for k in said])
        posts, bodies = _described(view, spans, own, first, dates, now, inner, signed)
    if closed[0]:  # (posts closed by their signature, a message of several paragraphs)
        posts = tuple(replace(post, body=signed_message(view, nodes, dates, first_dates, within))
                      for post, nodes, within in zip(posts, spans, inner))
    posts = _signed_off(fill_missing_authors(view, spans, bodies, posts))
    return PostsResult(view.elements[parent], posts, "", marked, alpha, beta, kind)


def _described(view: FlatView, spans: list[list[int]], own: list[int], first: int,
               dates: list[bool], now: datetime | None, inner: list[list[int]],
               signed: list[list[int]]) -> tuple[tuple[Post, ...], list[int]]:
    """The posts of ``spans`` and their message elements, placed alike across the posts
    (``harmonize_bodies``; the opening post's layout is its own)."""
    bodies = [message_body(view, nodes, own, dates) for nodes in spans]
    listed = [k for k, nodes in enumerate(spans) if nodes[0] != first]
    for k, body in zip(listed, harmonize_bodies(
            view, [spans[k] for k in listed], [bodies[k] for k in listed], own)):
        bodies[k] = body
    # "03-04-2021" is 4 March where the page writes a "03-14-2021" (vBulletin, MyBB in the US)
    order = date_order(view.text(j) for j, dated in enumerate(dates) if dated)

    def read(day_first: bool) -> tuple[Post, ...]:
        return tuple(thread_dates(view, spans, dates, [
            describe_post(view, nodes, dates, body, now, within, signatures, day_first)
            for nodes, body, within, signatures in zip(spans, bodies, inner, signed)], now,
            inner, day_first))

    posts = read(order != "mdy")
    if not order and sum(post.date is not None for post in posts) > 1 and order_matters(
            post.date_text for post in posts):
        # nothing on the page tells: the reading that writes the thread in order, and then
        # the one that puts its posts closer together ("02/01 02/02 02/03": three days, not
        # three months)
        month_first = read(False)
        if _thread_time(month_first) < _thread_time(posts):
            posts = month_first
    if (ymd := year_first(posts, now)) is not None and _thread_time(ymd) < _thread_time(posts):
        posts = ymd  # "21.01.12": the year first
    return posts, bodies


def _thread_time(posts: tuple[Post, ...]) -> tuple[bool, float]:
    """(dates out of order, the span of the thread): less is likelier."""
    days = [post.date for post in posts if post.date is not None]
    if not days:
        return True, float("inf")
    pairs = list(zip(days, days[1:]))
    in_order = all(a <= b for a, b in pairs) or all(a >= b for a, b in pairs)
    return not in_order, abs((max(days) - min(days)).total_seconds())


def _notices(view: FlatView, spans: list[list[int]], bodies: list[int], weight: list[int],
             posts: tuple[Post, ...]) -> set[int]:
    """The rows of the list that are a line saying what someone did ("bob added the bug
    label Mar 5", "alice closed this"): built without the place where the others keep their
    message (``message_place``), dated inside that line or opening with the name of one of
    the thread's authors (its date on a line below: a card's activity); an issue tracker's
    events between its comments."""
    names = {post.author for post in posts if len(post.author) > 1}
    inline = [k for k, post in enumerate(posts) if post.date_node is not None
              and post.body_node is not None and len(post.body) < MAX_NOTICE_CHARS
              and (any(a is post.body_node for a in post.date_node.iterancestors())
                   or _names_its_actor(post.body, names))]
    place = message_place(view, spans, bodies, weight) if inline else None
    if place is None:
        return set()
    notices = {k for k in inline if not (place[0] and follow_path(view, spans[k], place[0]))
               and not follow_path(view, spans[k], place[1], tag_rank)}
    return notices if 2 * len(notices) < len(posts) else set()


def _names_its_actor(line: str, names: set[str]) -> bool:
    """Does ``line`` open with the name of one of the thread's authors and go on ("hanna_w
    joined this card": an event dated outside its line)?"""
    return any(line.startswith(name) and line[len(name):len(name) + 1] == " " for name in names)


def _signed_off(posts: tuple[Post, ...]) -> tuple[Post, ...]:
    """The posts with the last block of their message that every post of their author ends
    with moved to the signature (``post_text.last_block_text``): a signature set apart
    whatever its markup (class names hashed, a rule and a paragraph)."""
    by_author: dict[str, list[int]] = {}
    for k, post in enumerate(posts):
        if post.author and post.body_node is not None:
            by_author.setdefault(post.author, []).append(k)
    out = list(posts)
    for ks in by_author.values():
        endings = {last_block_text(posts[k].body_node) for k in ks}
        ending = endings.pop() if len(ks) > 1 and len(endings) == 1 else ""
        if len(ending) < MIN_SIGNATURE_CHARS or not all(
                posts[k].body.endswith(ending) and len(posts[k].body) > len(ending) for k in ks):
            continue
        for k in ks:
            out[k] = replace(posts[k], body=posts[k].body[:-len(ending)].strip(),
                             signature="\n".join(s for s in (posts[k].signature, ending) if s))
    return tuple(out)


def says_something(post: Post) -> bool:
    """The post's message holds more than its date and author: an ad slot laid out as a post
    (a date, "Advertisement" as the author, an empty message or a bare "Today") and a reply
    that is only an image do not."""
    said = post.body
    for part in (post.date_text, post.author):
        if part:
            said = said.replace(part, "", 1)
    said = said.strip()
    if is_deleted_notice(said):  # "This comment has been removed"
        return False
    if said and len(said) <= MAX_DATE_ONLY_CHARS:  # nothing but dates: "Aujourd'hui"
        said = without_dates(said)[0]
    return bool(said.strip())
