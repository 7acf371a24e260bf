"""A forum post's parts: its message, date and author (PEAN's additions, SPEC §7).

PEAN finds which elements are posts (``pean.py``); this module describes each post:

- ``Post.body`` is the message without the author box: CEVC's MCR descent inside the post
  over non-link, non-date text, stopping above paragraph-level elements; since posts share a
  template, the place most posts' messages sit at is then used for every post
  (``harmonize_bodies``), which rescues two-word replies;
- date and author of each post: the first anchor date inside the post, and a short text that
  links to a user page or whose class names an author/user (not a user title, rank or count),
  outside the message (mentions, quotes) when possible. Links to profile URLs of common forum
  engines (``_PROFILE_HREF``) come first; an element holding an equally good candidate (an
  author box around the user link) gives way to it; then the nearest to the date wins. A post
  left without an author may take the name at the place its page's posts share
  (``post_author.py``: a bare ``<b>name</b>`` in the header).

Each rule is measured on forum-dev in docs/templatefree.md.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from ..load.visible import PHRASING_TAGS, SOURCE_SKIP_TAGS, is_dialog
from ..similarity.treematch import tree_match
from ..similarity.trees import SmallTree
from .cevc import subtree_sums
from .dates import DateMatch, find_dates, has_date, without_dates
from .flatview import BLOCK_TAGS, HEADINGS, FlatView, clean_text
from .post_text import (
    is_quote,
    is_signature,
    mail_header,
    mail_sender,
    outermost,
    split_signature,
    text_without,
    without_edit_notes,
    without_lines,
    without_rule,
)

# A link to a user's own page. Profile URLs of common forum engines: Discuz!
# (home.php?mod=space&uid=1, space-uid-1.html), phpBB (memberlist.php?mode=viewprofile&u=1),
# vBulletin/MyBB (member.php?u=1, member.php?1-name), XenForo (/members/name.1/), Discourse and
# Flarum (/u/name), SMF (action=profile;u=1), Vanilla/IPB (/profile/name), FluxBB (profile.php).
_PROFILE_HREF = re.compile(
    r"profil|profiili|perfil|mod=space|space-(?:uid|username)-|space\.php|member\.php\?"
    r"|[?&;](?:u|uid|user_?id|member_?id)=\d|[?&;](?:un|username)=[^&;#]"
    r"|(?:^|/)(?:members?|users?|u|people|authors?|personal_pages)/[^/?#]|/~\w"
    r"|/@[\w.-]+/?(?:$|[?#])",  # Mastodon, Medium: /@name
    re.IGNORECASE)
_NOT_PROFILE_HREF = re.compile(r"search", re.IGNORECASE)  # search.php?author_id=: post lists
# "Fiona K @fiona@example.social", "bob ( 12345 )": a handle or a number after the name
_HANDLE_AFTER_NAME = re.compile(r"\s+(?:@[\w.@-]+|\(\s*\d+\s*\))$"
                                r"|(?<=\w)@[\w-]+(?:\.[\w-]+)+$")  # "fiona@lemmy.world"
# a file's name is no user's (an image board's picture link reads "1612148400000.jpg")
_FILE_NAME = re.compile(r"\.(?:jpe?g|png|gif|webp|svg|bmp|pdf|zip|mp[34]|webm|html?|php|aspx?)$",
                        re.IGNORECASE)
_USER_HREF = re.compile(r"user|member|profile|author|people|/u/|/~|uid=", re.IGNORECASE)
_USER_CLASS = re.compile(r"author|user|poster|name|member|nick", re.IGNORECASE)
LETTER = re.compile(r"[^\W\d_]")  # a letter of any script
# the words of the links to pages about a user beside the name's own (MediaWiki's "fiona
# (talk | contribs)"): no name
_USER_TOOL = re.compile(
    r"^(?:talk|contribs|contributions|profile|send pm|pm|e-?mail|website|homepage|diskussion"
    r"|beiträge|discussion|discusión|contribuciones|discussione|contributi|обсуждение|вклад"
    r"|讨论|贡献|討論|トーク|投稿記録|토론|기여)$", re.IGNORECASE)
_BRACKETED = re.compile(r"^[(\[（【].*[)\]）】]$")  # "(Topic Creator)", "[Moderator]": a role
# a class about the user that is not the name: "usertitle", "poster-info", "AuthorInfo", a
# role's tag ("userTag": Staff, Moderator), Reddit's "author-flair"...
_USER_DETAIL_CLASS = re.compile(
    r"title|rank|info|stat|count|level|badge|avatar|joined|role|tag|flair|tool", re.IGNORECASE)


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
    body: str = ""  # the post's message (quotes included) without header and signature
    body_node: Any = None
    quotes: tuple[str, ...] = ()  # the earlier posts it quotes (also in ``body``)
    signature: str = ""


def is_profile_href(href: str) -> bool:
    """A link to a user's own profile page (not a search for the user's posts)."""
    return _PROFILE_HREF.search(href) is not None and _NOT_PROFILE_HREF.search(href) is None


_DIGITS = re.compile(r"\d+")
# Tuning half, the two dated children PEAN's descent meets on a page of two posts: 0.58-0.81;
# on a page of one post, its author cell and message cell: 0.00-0.04
MIN_COPY_SIMILARITY = 0.1
# the zone JavaScript's Date.toString() writes after the time: "GMT+0000 (Central European
# Standard Time)"
_JS_ZONE = re.compile(r"\b(?:GMT|UTC)[+-]\d{4}(?:\s*\([^)]*\))?")
NO_DAY = frozenset({"mony"})  # date forms without a day: "March 2020"
# a time of day alone ("3:00 a.m.", "15:50", "10h12", "10:12 Uhr") and how many siblings after
# a date, repeating it, it may come
_BARE_TIME = re.compile(r"[0-2]?\d[:.h][0-5]\d(?::[0-5]\d)?\s*(?:[ap]\.?\s?m\.?|uhr)?$",
                        re.IGNORECASE)
MAX_TIME_SIBLINGS = 3
_MACHINE_DATE = re.compile(r"\s*(?:19|20)\d\d-[01]\d-[0-3]\d[T ][0-2]\d:[0-5]\d")  # ISO 8601
TOOLTIP_TEXT_CHARS = 20  # the text under a tooltip that states a date: "3h", "2 days ago"
TOOLTIP_OTHER_CHARS = 12  # characters beside the date in such a tooltip ("Posted on")
# ... over a date shown in part, which the tooltip states in full ("See timeline at": Trac)
SHOWN_TOOLTIP_OTHER_CHARS = 24
MAX_TOOLTIP_CHARS = 80  # a longer title states no date (a page of long titles is read fast)
REST_SHARE = 10  # a paragraph holding all of a message but a tenth of it (a counter) holds it
PROSE_CHARS = 80  # a dated element's text this long holds words; a relative one is no date
SURE_MESSAGE_CHARS = 100  # a message this long is where messages sit (tuning: 50-400, 100 best)
BODY_ALPHA = 0.5  # step from the post into the child holding this share of its text ...
# ... but never into a paragraph-level child: a message is a container of paragraphs and
# quotes; entering its only <p> would also lead ``harmonize_bodies`` past a sibling quote.
PARAGRAPH_TAGS = frozenset({"p", "pre", "code", "span", "b", "i", "em", "strong", "font", "a",
                            "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "small", "u",
                            "blockquote", "q"})
# ... nor past text of its own: a message written straight into its container between <br>s
# holds its quotes and code boxes as children, and one of them may hold more than half of it.
# Tuning half, --obfuscate (quotes' class names hashed): 0.2 0.994, 0.3 1.000, 0.4 0.994,
# none 0.977; plain 1.000 at each
LOOSE_SHARE = 0.3
HEADER_CHARS = 100  # a post's header line above a message written in one blockquote


def _paragraph(view: FlatView, i: int) -> bool:
    """A paragraph-level element (``PARAGRAPH_TAGS``), unless it is an inline one that holds
    blocks (``<span>`` or ``<font>`` around a header and the message: a container) or a list
    item that holds boxes (not mere line breaks)."""
    tag = view.tags[i]
    if tag not in PARAGRAPH_TAGS:
        return False
    if tag == "li":  # a post's frame in a wrapper (a chat export's event tile)
        return not any(view.tags[c] in BLOCK_TAGS and view.tags[c] not in ("br", "hr")
                       for c in view.children(i))
    return tag not in PHRASING_TAGS or not any(view.tags[c] in BLOCK_TAGS
                                               for c in view.children(i))


def message_body(view: FlatView, nodes: list[int], weight: list[int], dates: list[bool]) -> int:
    """The node holding the post's message: CEVC's MCR descent over the post's nodes,
    counting text that is neither link text nor an anchor (``dates``) text; it stops above
    paragraph-level elements (p, blockquote, span...) and never enters a dialog
    (``visible.is_dialog``: a "report this post" box hidden until opened)."""
    sums = {n: weight[n] for n in nodes}
    best = max(nodes, key=lambda n: sums[n])
    if sums[best] == 0:
        return nodes[0]
    node = best
    while True:
        kids = view.children(node)
        boxes = [c for c in kids if is_dialog(view.elements[c])]
        top = max((c for c in kids if c not in boxes), key=lambda c: weight[c], default=-1)
        shown = weight[node] - sum(weight[c] for c in boxes)
        loose = weight[node] - sum(weight[c] for c in kids)
        if top >= 0 and weight[top] and _closing_blockquote(view, node, top):
            return top
        if (top < 0 or weight[top] == 0 or weight[top] / shown < BODY_ALPHA
                or loose >= LOOSE_SHARE * shown):
            return node
        if _paragraph(view, top):
            # a <pre> holding all of the message beside a header of links and a date is the
            # message (Bugzilla's comments, mail archives)
            # so is a paragraph holding all of it below the post's header (its author's link
            # and its date) in one box (Douban: h4 with the name and date, then p); a date
            # after it ("Last edited ...") is the message's
            # (a subject line above it is the header's, a like counter below it no message:
            # NGA's h3 and "赞同 3" around the content's span)
            rest = shown - weight[top] - sum(weight[c] for c in kids
                                             if c != top and view.tags[c] in HEADINGS)
            alone = rest * REST_SHARE <= weight[top] and len(view.text(top)) < len(
                view.text(node)) and (view.tags[top] == "pre"
                                      or any(dates[j] for j in range(node + 1, top)))
            return top if alone or _mail_below_header(view, top, kids, weight, dates) else node
        node = top


def _mail_below_header(view: FlatView, top: int, kids: list[int], weight: list[int],
                       dates: list[bool]) -> bool:
    """Is ``top`` a ``<pre>`` below the post's header, every element before it that holds
    text dated (the sender's line with its address), and next to nothing after it (a mail
    archive's message: sourcehut's lists)?"""
    if view.tags[top] != "pre":
        return False
    before = [c for c in kids if c < top and weight[c]]
    after = sum(weight[c] for c in kids if c > top)
    return bool(before) and all(any(dates[j] for j in range(c, view.end[c])) for c in before) \
        and after * REST_SHARE <= weight[top]


def _closing_blockquote(view: FlatView, node: int, top: int) -> bool:
    """Is ``top`` a ``<blockquote>`` that closes ``node``'s text after a header line with a
    date, of at most HEADER_CHARS (Futaba's and 4chan's posts: "Name bob 21/03/04(木)10:12
    No.123", then the message in a blockquote)? A quote an answer follows is not the message,
    nor one after the answer's first words (a header holds the post's date)."""
    if view.tags[top] != "blockquote":
        return False
    after = "".join(view.pieces[view.piece_hi[top]:view.piece_hi[node]])
    before = " ".join(view.pieces[view.piece_lo[node]:view.piece_lo[top]]).strip()
    return not after.strip() and len(before) <= HEADER_CHARS and has_date(before)


def step_key(view: FlatView, i: int) -> tuple[str, str]:
    """Tag and first class name without digits: zebra rows (``td1``/``td2``) and extra
    classes (``posting-text hasAds``) are the same place. A custom element without a class
    (``<shreddit-comment>``) is named by its tag, as a class would name it."""
    classes = (view.elements[i].get("class") or "").split()
    tag = view.tags[i]
    return tag, _DIGITS.sub("", classes[0]) if classes else (tag if "-" in tag else "")


def build_key(view: FlatView, i: int) -> tuple:
    """Step key and the tags of the children: how a post is built."""
    return step_key(view, i), tuple(view.tags[c] for c in view.children(i))


def typical(view: FlatView, posts: list[int]) -> int:
    """The first of ``posts`` built as most of them are: an ad slot laid out as a post (the
    list's shape, other children) may come first."""
    builds = [build_key(view, p) for p in posts]
    common = Counter(builds).most_common(1)[0][0]
    return posts[builds.index(common)]


_PARITY = frozenset({"odd", "even"})  # rows named by their parity


def _parity_free(key: tuple[str, str]) -> tuple[str, str]:
    return (key[0], "odd|even") if key[1] in _PARITY else key


def alike(view: FlatView, a: int, b: int) -> bool:
    """Are ``a`` and ``b`` two copies of one template, as two posts are: the same step key
    (rows named ``odd`` and ``even`` alike), and simple tree matching of their subtrees
    matches more than their roots and at least MIN_COPY_SIMILARITY of them (the author cell
    and the message cell of one post share a class name, not their shape)?"""
    if _parity_free(step_key(view, a)) != _parity_free(step_key(view, b)):
        return False
    matched, nodes = matched_nodes(view, a, b)
    return matched > 1 and 2 * matched >= MIN_COPY_SIMILARITY * nodes


def tag_rank(view: FlatView, i: int) -> tuple[str, int]:
    """Tag and place among the siblings of that tag: the step of a path that holds across
    zebra rows whose cells are named apart (``odd``, ``even``)."""
    same = [c for c in view.children(view.parent[i]) if view.tags[c] == view.tags[i]]
    return view.tags[i], same.index(i)


def body_path(view: FlatView, nodes: list[int], body: int, key=step_key) -> tuple | None:
    """How to walk from the post to its message (or another element of it): (which of the
    post's nodes, ``key`` of each step: (tag, class)...)."""
    for k, n in enumerate(nodes):
        if n <= body < view.end[n]:
            steps = []
            i = body
            while i != n:
                steps.append(key(view, i))
                i = view.parent[i]
            return (k, *reversed(steps))
    return None


def follow_path(view: FlatView, nodes: list[int], path: tuple, key=step_key) -> list[int]:
    """The nodes ``path`` (of ``key`` steps) leads to in this post, in document order (several
    children may match a step: two cells of one zebra row, two unnamed rows of a table)."""
    k, steps = path[0], path[1:]
    if k >= len(nodes):
        return []
    level = [nodes[k]]
    for step in steps:
        level = [c for node in level for c in view.children(node) if key(view, c) == step]
        if not level:
            return []
    return level


def message_place(view: FlatView, spans: list[list[int]], bodies: list[int],
                  weight: list[int]) -> tuple[tuple | None, tuple] | None:
    """Where most posts' messages sit: (the path of step keys, the same by tags and ranks),
    or (None, the path by tags and ranks) where only those agree (zebra rows named apart by
    hashes), or None. The posts whose message is long enough to be sure of
    (``SURE_MESSAGE_CHARS``) vote when there are any: a thread of quick answers ("+1",
    "Same here.") follows its longer posts."""
    for key in (step_key, tag_rank):
        paths = [body_path(view, nodes, b, key) for nodes, b in zip(spans, bodies)]
        sure = [p for p, b in zip(paths, bodies)
                if p is not None and weight[b] >= SURE_MESSAGE_CHARS]
        voters = sure or [p for p in paths if p is not None]
        if not voters:
            return None
        path, votes = Counter(voters).most_common(1)[0]
        if votes * 2 <= (len(sure) if sure else len(spans)):
            continue
        if key is tag_rank:
            return None, path
        model = paths.index(path)  # the same place by tags and ranks, for rows named apart
        return path, body_path(view, spans[model], bodies[model], tag_rank)
    return None


def harmonize_bodies(view: FlatView, spans: list[list[int]], bodies: list[int],
                     weight: list[int]) -> list[int]:
    """Posts share a template: where most posts' messages sit at the same place
    (``message_place``), take that place in every post (a two-word reply loses the descent
    to its author box otherwise). A post of a short message where that place is not found
    (its row named ``even`` where the others are ``odd``) takes the place by tags and ranks
    (``tag_rank``)."""
    place = message_place(view, spans, bodies, weight)
    if place is None:
        return bodies
    path, by_rank = place
    out = []  # a post whose message is at that place keeps it: the path's steps may fit
    for nodes, b in zip(spans, bodies):  # several children (digits dropped)
        found = [] if path is None else (
            [b] if body_path(view, nodes, b) == path else follow_path(view, nodes, path))
        if len(found) == 1:
            out.append(found[0])
            continue
        # where several fit the steps (a table's unnamed rows: the date's, the message's),
        # the one at the model's ranks; where none does, that one for a short message (or
        # any, where only tags and ranks place the messages)
        ranked = follow_path(view, nodes, by_rank, tag_rank)
        there = next((n for n in ranked if n in found), found[0]) if found else (
            ranked[0] if ranked and (path is None or weight[b] < SURE_MESSAGE_CHARS) else b)
        out.append(there)
    return out


def post_dates(view: FlatView, nodes: list[int], anchor: list[bool], now: datetime | None,
               replies: list[int] = (), day_first: bool = True
               ) -> Iterator[tuple[int, DateMatch]]:
    """(element, its first date) of each anchor of the post outside ``replies`` that holds a
    date (its text's, else the one it states, ``stated_date``), in document order."""
    for n in nodes:
        for j in range(n, view.end[n]):
            if anchor[j] and not any(r <= j < view.end[r] for r in replies):
                text = view.text(j)
                found = find_dates(text, now, day_first)
                if len(text) > PROSE_CHARS and not all(d.relative for d in found):
                    # "Mine arrived yesterday. -- bob 10:42, 12 June 2014": the message's words
                    found = [d for d in found if not d.relative]
                # "3 years 2 months ago", "4 March" or "March 2020" under the exact date a
                # tooltip or attribute states
                if (not found or _partial(found[0])) and (stated := stated_date(
                        view, j, shown_in_part=bool(found))):
                    exact = find_dates(stated, now, day_first)
                    if exact and not exact[0].relative and (
                            not found or _agrees(found[0], exact[0])):
                        # its value, and the text the page shows where it shows one
                        found = [replace(exact[0], text=found[0].text, start=found[0].start,
                                         end=found[0].end) if found else exact[0]]
                if found and not found[0].has_time and not found[0].relative:
                    found = [_with_time_beside(view, j, found[0], now, day_first)]
                if found:
                    yield j, found[0]


def _with_time_beside(view: FlatView, j: int, date: DateMatch, now: datetime | None,
                      day_first: bool) -> DateMatch:
    """``date``, shown without its time of day, with the time one of the next siblings of its
    element shows alone ("Mon, 1 Feb 2021", then "3:00 a.m.": HyperKitty), passing over the
    siblings that repeat the date ("1 Feb" for small screens); ``date`` where none does."""
    parent, k = view.parent[j], view.end[j]
    for _ in range(MAX_TIME_SIBLINGS):
        if parent < 0 or k >= view.end[parent] or view.parent[k] != parent:
            break
        text = view.text(k).strip()
        if _BARE_TIME.match(text):
            timed = find_dates(f"{date.text} {text}", now, day_first)
            if timed and timed[0].has_time and timed[0].value.date() == date.value.date():
                return timed[0]
            break
        if not has_date(text):
            break
        k = view.end[k]
    return date


def _partial(shown: DateMatch) -> bool:
    """A date shown in part: relative, or without its year, its day or its time of day."""
    return shown.relative or not shown.has_year or not shown.has_time or shown.kind in NO_DAY


def _agrees(shown: DateMatch, stated: DateMatch) -> bool:
    """Does the date a tooltip or attribute states fit the one shown ("4 March" and
    2021-03-04T10:12)? A relative date fits any: it is rounded ("3 months ago"). (An
    attribute in another zone than the page shows may state another day: the shown one
    stays.)"""
    a, b = shown.value, stated.value
    if shown.relative:
        return True
    return (a.month == b.month and (shown.kind in NO_DAY or a.day == b.day)
            and (not shown.has_year or a.year == b.year))


def machine_date(element) -> str:
    """The date ``element`` states for machines: its ``datetime`` attribute (``<time>``), or a
    ``data-`` attribute holding a date and time written so (Telligent's ``data-dateutc=
    "2021-03-04T10:12:00Z"``, Gitea's ``data-content``); '' if none."""
    if element.get("datetime"):
        return element.get("datetime")
    for name, value in element.items():
        if name.startswith("data-") and _MACHINE_DATE.match(value):
            return value
    return ""


# where a tooltip's text is kept: the title, or the attribute a script's tooltip reads
# (React Tooltip's data-tip, Bootstrap's data-original-title once it has taken the title)
_TOOLTIP_ATTRIBUTES = ("title", "data-tip", "data-tooltip", "data-original-title",
                       "data-bs-original-title", "data-title", "data-tippy-content")


def tooltip(element) -> str:
    """The text ``element`` shows as its tooltip, '' if none."""
    return next((value for name in _TOOLTIP_ATTRIBUTES if (value := element.get(name))), "")


def stated_date(view: FlatView, i: int, shown_in_part: bool = False) -> str:
    """The date element ``i`` states out of sight: the one it states for machines
    (``machine_date``: under "over 1 year ago", "4 March"), or the tooltip (``title``, or the
    attribute a script's tooltip reads: ``tooltip``) of an element (not a link) whose own
    text is short, when the title is a date and at most
    TOOLTIP_OTHER_CHARS more (JavaScript's zone name aside): a tooltip with the exact date
    over a "3h" or "2 days ago" (Discourse, XenForo's ``abbr.DateTime``, Commento's "Tue Feb
    02 2021 00:59:00 GMT+0000 (Coordinated Universal Time)"), not a link named after a page
    ("September 11 attacks") or a citation's metadata, unless the link shows a date in part
    (``shown_in_part``: Disqus's "3 years ago" permalink; then SHOWN_TOOLTIP_OTHER_CHARS
    more: Trac's "See timeline at ..."); '' if none."""
    element = view.elements[i]
    machine = machine_date(element)
    if machine:
        return machine
    title = tooltip(element)
    if not title or len(title) > MAX_TOOLTIP_CHARS or (view.tags[i] == "a"
                                                       and not shown_in_part):
        return ""
    shown = view.raw_text(i).strip()
    if not shown or len(shown) > TOOLTIP_TEXT_CHARS:
        return ""
    rest, found = without_dates(title)
    rest = _JS_ZONE.sub("", rest)
    other = SHOWN_TOOLTIP_OTHER_CHARS if shown_in_part else TOOLTIP_OTHER_CHARS
    return title if found and len("".join(rest.split())) <= other else ""


def matched_nodes(view: FlatView, a: int, b: int) -> tuple[int, int]:
    """(node pairs simple tree matching matches between the subtrees of ``a`` and ``b``, tags
    and nesting only; their nodes together)."""
    trees = [SmallTree.from_element(view.elements[c], ignore=SOURCE_SKIP_TAGS) for c in (a, b)]
    return tree_match(*trees), len(trees[0]) + len(trees[1])


def shape_similarity(view: FlatView, a: int, b: int) -> float:
    """The share of the two subtrees' nodes that simple tree matching pairs (1: built alike
    node for node)."""
    matched, nodes = matched_nodes(view, a, b)
    return 2 * matched / nodes


def post_signatures(view: FlatView, nodes: list[int], replies: list[int] = ()) -> list[int]:
    """The signatures of the post (``post_text.is_signature``), not those of the replies
    nested in it."""
    return [s for n in nodes for s in outermost(view, n, view.end[n], is_signature)
            if not any(r <= s < view.end[r] for r in replies)]


# the word before a date that says the post was edited then
_EDIT_LABEL = re.compile(
    r"(?:^|\s)(?:last\s+)?(?:edited|modified|updated|editad[oa]|modificad[oa]|modifié|modifiée"
    r"|bearbeitet|geändert|gewijzigd|modificato|edytowan[oy]|изменено|отредактировано"
    r"|düzenlendi|编辑于|編輯於|編集)(?:\s+(?:on|at|am|le|el|em|il))?\s*:?\s*$", re.IGNORECASE)


def edit_date(view: FlatView, j: int) -> bool:
    """Is anchor ``j`` the date its post was edited on: right after a word saying so?"""
    k = view.piece_lo[j] - 1
    return k >= 0 and _EDIT_LABEL.search(view.pieces[k][-40:]) is not None


def describe_post(view: FlatView, nodes: list[int], anchor: list[bool], body: int,
                  now: datetime | None, replies: list[int], signatures: list[int],
                  day_first: bool = True) -> Post:
    """The post's parts; ``replies``: the posts nested inside it (``nested.py``), whose
    dates and text are not its own; ``signatures``: its ``post_signatures``; ``day_first``:
    how the page orders numeric dates (``dates.date_order``)."""
    i = nodes[0]
    # the post's date, not the date it was edited on written before it ("editada 12/01/2021
    # às 19:00", then "respondida 12/01/2021 às 17:25": Stack Exchange's signatures); the
    # dates are read one by one, as far as that one
    date_node, date_match = -1, None
    for j, found in post_dates(view, nodes, anchor, now, replies, day_first):
        if date_node < 0:
            date_node, date_match = j, found
        if not edit_date(view, j):
            date_node, date_match = j, found
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
    inside = [s for s in [*signatures, *replies] if body < s < view.end[body]]
    quotes = [q for q in outermost(view, body + 1, view.end[body], is_quote)
              if not any(r <= q < view.end[r] for r in replies)]
    body_text, signed_off = split_signature(text_without(view, body, inside))
    body_text = without_edit_notes(body_text)
    if view.tags[body] == "pre" and (header := mail_header(view.raw_text(body))):
        # a mail in a <pre> under its header (a mail archive): the header names the sender
        if sender := mail_sender(header):
            author, author_node = sender, body
        body_text = without_lines(body_text, len(header))
    elif body < author_node < view.end[body] and (named := _NAMED_OPENING.match(body_text)) and (
            named.group(1) == view.text(author_node)):
        body_text = body_text[named.end():]  # "bob：message": the author's name leads it
    return Post(
        node=view.elements[i],
        text="\n".join(t for t in (text_without(view, n, [r for r in replies if n < r <
                                                          view.end[n]]) for n in nodes) if t),
        date=date_match.value if date_match else None,
        date_node=view.elements[date_node] if date_node >= 0 else None,
        date_text=date_match.text if date_match else "",
        author=author,
        author_node=view.elements[author_node] if author_node >= 0 else None,
        nodes=tuple(view.elements[n] for n in nodes),
        body=body_text,
        body_node=view.elements[body],
        quotes=tuple(t for t in (view.text(q) for q in quotes) if t),
        signature="\n".join(t for t in (*(without_rule(view.text(s)) for s in signatures),
                                        signed_off) if t),
    )


CONTROL_TAGS = frozenset({"select", "option", "textarea", "button"})  # form controls
_WEB_ADDRESS = re.compile(r"(?:https?://|www\.)\S+$", re.IGNORECASE)
_ADDRESS_START = frozenset({"htt", "www"})


def message_weights(view: FlatView, anchor: list[bool], wordy: list[bool]) -> list[int]:
    """Per element subtree: characters of text that is neither in a link, nor an anchor's
    (but for the text besides the dates of the anchors ``wordy`` marks: a message signed and
    dated at its end, ``signed.signed_anchors``; a mail in a ``<pre>`` under its header), nor a
    form control's (a category picker's options, a button's label: no one's message). A link
    whose text is a web address counts: forum engines link the addresses a message quotes."""
    control = [False] * len(view)
    pasted = [False] * len(view)
    pieces, lo, hi = view.pieces, view.piece_lo, view.piece_hi
    for i, tag in enumerate(view.tags):
        if tag in CONTROL_TAGS:
            view.set_subtree(control, i)
        elif (tag == "a" and lo[i] < hi[i] and pieces[lo[i]].lstrip()[:3].lower() in _ADDRESS_START
              and _WEB_ADDRESS.match(view.raw_text(i).strip())):
            view.set_subtree(pasted, i)
        elif tag == "details" and view.elements[i].get("open") is None:
            view.set_subtree(control, i)  # folded until opened, but for its <summary>
            for c in view.children(i):
                if view.tags[c] == "summary":
                    view.set_subtree(control, c, False)

    def counted(k: int) -> bool:
        own = view.owner[k]
        if (view.in_link[own] and not pasted[own]) or control[own]:
            return False
        # an anchor's own text is its date and the words around it ("Posted on"), but for
        # a message its author signs and dates, outside the date (``wordy``)
        return not anchor[own] or (wordy[own] and not has_date(pieces[k]))

    return subtree_sums(view, [len(piece.strip()) if counted(k) else 0
                               for k, piece in enumerate(pieces)])


def link_weights(view: FlatView) -> list[int]:
    """Per element subtree: characters of the text of links to pages other than a user's
    profile (a post links its author; a list of other threads links their titles)."""
    linked = [False] * len(view)
    for i, tag in enumerate(view.tags):
        if tag == "a" and not is_profile_href(view.elements[i].get("href") or ""):
            view.set_subtree(linked, i)
    return text_sums(view, linked.__getitem__)


def text_sums(view: FlatView, counted) -> list[int]:
    """Per element subtree: characters of the pieces whose owner ``counted(owner)`` holds."""
    return subtree_sums(view, [len(piece.strip()) if counted(view.owner[k]) else 0
                               for k, piece in enumerate(view.pieces)])


def author_rank(view: FlatView, j: int) -> int:
    """0: a link to a profile URL; 1: another link to a user page (its path names a user, or
    ends in the link's own one-word text: GitHub's ``/alice``; a ``mailto:`` address: mail
    archives, Bugzilla), or an element whose class names an author/user; -1: not an author
    candidate."""
    el = view.elements[j]
    href = el.get("href") if view.tags[j] == "a" else None
    if href:
        if is_profile_href(href):
            return 0
        if _USER_HREF.search(href) or href.lower().startswith("mailto:") or _named_by_path(
                href, view.raw_text(j)):
            return 1
    return 1 if named_by_class(view, j) else -1


def names_user(view: FlatView, j: int) -> bool:
    """Does element ``j`` link a user page by its URL (``/user/12``, ``/author/alice``) or
    name an author by its class? (The weaker marks of ``author_rank``, a link to a page named
    after its text or a mail address, are left out: a menu's ``/video`` links "Video".)"""
    href = view.elements[j].get("href") if view.tags[j] == "a" else None
    if href and (is_profile_href(href) or _USER_HREF.search(href)):
        return True
    return named_by_class(view, j)


_NAMING_ATTRIBUTES = ("class", "itemprop", "data-testid", "data-test-id", "data-qa", "data-test")


def named_by_class(view: FlatView, j: int) -> bool:
    """Does the class (or itemprop, or test id: the name a React page keeps where its class
    names are hashed, ``data-qa="comment-author"``) of element ``j`` name an author or user,
    not a detail of one ("usertitle", "AuthorInfo")?"""
    el = view.elements[j]
    cls = " ".join(v for v in (el.get(name) for name in _NAMING_ATTRIBUTES) if v)
    return bool(cls) and _USER_CLASS.search(cls) is not None and not _USER_DETAIL_CLASS.search(
        cls)


def _named_by_path(href: str, text: str) -> bool:
    name = display_name(text.strip())
    if not name or " " in name or _FILE_NAME.search(name):
        return False
    return href.rstrip("/").rsplit("/", 1)[-1].lower() in (name.lower(),
                                                           name.lstrip("@").lower())


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
    remaining ones the candidate closest to the date wins. A display name followed by the
    user's handle (Mastodon, Twitter) or a number in brackets (Slashdot's user id) gives the
    name."""
    candidates = []  # (rank, element index, text), in document order
    avatars = None  # where the post's image links (its author's picture) lead, read if needed
    for j in range(i, view.end[i]):
        if j in skip or (skip and j < skip.start < view.end[j]):
            continue  # (an element around the message: a short message is no name)
        rank = author_rank(view, j)
        if rank < 0 and view.tags[j] == "a":
            # a link to where the author's picture links names the author, whatever its URL,
            # and so does a link after a label naming the author ("作者：", "Posted by")
            avatars = _avatar_hrefs(view, i) if avatars is None else avatars
            rank = 1 if view.elements[j].get("href") in avatars or _labelled_author(
                view, i, j) else -1
        if rank < 0:
            continue
        text = clean_text(view.raw_text(j))
        # (a count is no name: a reputation's or a post count's link names its user's id)
        if 0 < len(text) <= 40 and "\n" not in text and LETTER.search(text) and not has_date(
                text) and not _USER_TOOL.match(text) and not _BRACKETED.match(text):
            candidates.append((rank, j, text))
    innermost = [c for k, c in enumerate(candidates)
                 if not holds_candidate(view, c, candidates[k + 1:])]
    if not innermost:
        return "", -1
    if near < 0:
        rank, j, text = min(innermost, key=lambda c: (c[0], c[1]))
    else:  # the name in the date's own box first ("answered <date>" and its author, not the
        # "edited <date>" box before it and its editor), then the nearest
        boxes = _boxes_around(view, near)
        rank, j, text = min(innermost, key=lambda c: (c[0], -_shared_box(view, c[1], boxes),
                                                      abs(c[1] - near)))
    return _named_before_address(view, j, text) or display_name(text), j


def _boxes_around(view: FlatView, i: int) -> dict[int, int]:
    """The elements around ``i``, each with its depth (how many are around it)."""
    chain = []
    while i >= 0:
        chain.append(i)
        i = view.parent[i]
    return {node: len(chain) - k for k, node in enumerate(chain)}


def _shared_box(view: FlatView, j: int, boxes: dict[int, int]) -> int:
    """The depth of the innermost of ``boxes`` around ``j``."""
    while j >= 0 and j not in boxes:
        j = view.parent[j]
    return boxes.get(j, 0)


# a comment that opens with its author's name and a colon (Weibo, a Tieba floor's replies)
_NAMED_OPENING = re.compile(r"([^\n:：]{1,40})\s?[:：]\s*")


# the words before an author's name that say so (not "by", "von", "par": a message's words
# before a link name the maker of what it links as often)
_AUTHOR_LABEL = re.compile(
    r"(?:^|\s)(?:author|posted by|written by|autor|auteur|автор|作者|楼主|发帖人|发表者|投稿者"
    r"|작성자|글쓴이)\s*[:：]?\s*$", re.IGNORECASE)


def _labelled_author(view: FlatView, i: int, j: int) -> bool:
    """Does a label naming the author ("作者：", "Posted by") stand right before link ``j`` of
    post ``i``?"""
    k = view.piece_lo[j] - 1
    return k >= view.piece_lo[i] and bool(_AUTHOR_LABEL.search(view.pieces[k][-40:]))


_NOWHERE = re.compile(r"\s*(?:#|javascript:)", re.IGNORECASE)


def _avatar_hrefs(view: FlatView, i: int) -> set[str]:
    """Where the links of post ``i`` that show only an image lead (the author's picture), but
    for no place at all ("#", a script: a button drawn as a link)."""
    return {href for j in range(i, view.end[i]) if view.tags[j] == "a"
            and (href := view.elements[j].get("href")) and not _NOWHERE.match(href)
            and not view.text(j)
            and any(view.tags[k] == "img" for k in range(j + 1, view.end[j]))}


# a mail address as a mail archive writes it, "fiona@example.org" or "fiona at example.org"
_ADDRESS = re.compile(r"^\S+(?:@| at )\S+\.\w+$")
_BEFORE_ADDRESS = re.compile(r"(?:^|:)\s*([^:<]+?)\s*<\s*$")  # "From: Fiona Day <"


def _named_before_address(view: FlatView, j: int, text: str) -> str:
    """The name written before a mail address in angle brackets ("Fiona Day <fiona at
    example.org>"), where the author's link ``j`` is the address; '' otherwise."""
    if view.tags[j] != "a" or not _ADDRESS.match(text) or view.piece_lo[j] == 0:
        return ""
    before = _BEFORE_ADDRESS.search(view.pieces[view.piece_lo[j] - 1])
    return before.group(1) if before and LETTER.search(before.group(1)) else ""


def display_name(text: str) -> str:
    """An author's name without the handle or the number in brackets shown after it
    ("Ana Ruiz @ana@example.social", "GregH ( 130804 )")."""
    return _HANDLE_AFTER_NAME.sub("", text) or text
