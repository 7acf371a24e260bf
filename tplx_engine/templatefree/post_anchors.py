"""Anchors of forum posts: dates, and other per-post marks when a thread shows no date.

PEAN (002 ch. 3) anchors posts on their dates: an anchor (pivot) is the lowest node whose text
contains one. ``date_anchors`` is that, with ``<time datetime>`` and dates split over inline
tags. Some threads show no date the recogniser reads (an image, a script-filled timestamp,
an unusual format); every post still carries other marks once, and ``mark_anchors`` finds
them by kind, tried in this order (issue 13):

- ``post-id``: the post's container has an id with its number (``post-123``, ``p123``,
  ``comment_45``, ``msg678``, ``li_comment-9``, ``post_message_123``), or it holds the named
  anchor its permalink jumps to (``<a name="12345">``, ``<a name="post123">``);
- ``permalink``: a link to the post itself (``#post-123``, ``#p123``, ``#comment-45``,
  ``showpost.php?p=123``, ``/posts/123``, ``/post-123``, ``?p=123``, ``?pid=123``);
- ``number``: the post's number in the thread, an element whose whole text is ``#12`` (vBulletin,
  XenForo, FluxBB... write it in each post's header, a link or not);
- ``reply``: a reply or quote button (its text "Reply", "Quote", "Zitieren", "Antworten",
  "Répondre", "Citer", "Responder", "Citar", "Rispondi", "Cita", "Antwoorden", "Citeren",
  "回复", "返信", "답글쓰기"... or an href that replies to or quotes a post);
- ``profile``: a link to the author's profile (the profile URLs of common forum engines,
  ``pean.is_profile_href``);
- ``records``: the last resort, no mark at all: the outermost runs of at least three sibling
  containers of one shape (tag and first class name) that each hold some text outside links.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .dates import has_date
from .flatview import FlatView
from .post_parts import stated_date, step_key, text_sums, tooltip

SPLIT_DATE_MAX_CHARS = 64
# fields one types or picks in (a search form's), not the hidden inputs and moderation
# checkboxes some forums put in every post
TEXT_INPUTS = frozenset({"text", "search", "email", "password", "number", "date"})
FALLBACK_KINDS = ("post-id", "permalink", "number", "reply", "profile", "records")
RECORD_TAGS = frozenset({"div", "li", "article", "section", "tr", "table", "dl", "tbody"})
MIN_RECORDS = 3
MIN_RECORD_TEXT = 20  # characters outside links in each record

_POST_ID = re.compile(
    r"^(?:post|p|comment|msg|message|reply|entry|li_comment|postid|post_message|pid|thread_?post"
    r"|forum_?post|article|topic_?post|answer|resp(?:onse)?|c)[-_]?\d+$", re.IGNORECASE)
# the named anchor a post's permalink jumps to: <a name="12345"> (phpBB 2), <a name="post123">
_NAMED_ANCHOR = re.compile(r"^\d+$|" + _POST_ID.pattern[1:], re.IGNORECASE)
_PERMALINK = re.compile(
    r"#(?:post|p|comment|msg|reply|entry|pid|answer|c)[-_]?\d+$|showpost\.php\?|[?&;]p(?:id)?=\d+"
    r"|/(?:posts?|comments?|replies|answers?|msg)[/-]\d+|goto/post\?id=\d+", re.IGNORECASE)
_POST_NUMBER = re.compile(r"#\s?\d{1,6}")
MAX_NUMBER_PIECES = 3  # "#", "12" and a space in tags of their own; not a box holding a number
_REPLY_HREF = re.compile(
    r"do=quote|mode=quote|action=(?:reply|quote)|[?&](?:quote|replyto|reply_to)=|/quote/"
    r"|/reply/|addreply|newreply|#reply", re.IGNORECASE)
_REPLY_WORDS = frozenset(
    "reply quote answer zitieren antworten zitat répondre citer responder citar rispondi "
    "cita antwoorden citeren svara citera odpowiedz cytuj ответить цитата цитировать "
    "yanıtla alıntı".split())
# written without spaces, often run into a verb ("답글쓰기": write a reply, "回复本楼")
_REPLY_STEMS = ("回复", "回覆", "引用", "返信", "답글", "답장", "인용")


def date_pieces(view: FlatView) -> list[int]:
    """Per element: the first text piece of its own with a date, or -1."""
    first = [-1] * len(view)
    for k, piece in enumerate(view.pieces):
        if first[view.owner[k]] < 0 and has_date(piece):
            first[view.owner[k]] = k
    return first


def date_anchors(view: FlatView, first: list[int] | None = None) -> list[bool]:
    """Per element: does it own a date (PEAN's anchor)? ``first``: ``date_pieces``, if read."""
    n = len(view)
    anchor = [k >= 0 for k in (date_pieces(view) if first is None else first)]
    for i, el in enumerate(view.elements):
        if not anchor[i] and (view.tags[i] == "time" or el.get("datetime")) and (
                has_date(el.get("datetime") or "") or has_date(view.raw_text(i), None)):
            anchor[i] = True
        elif not anchor[i] and tooltip(el) and has_date(stated_date(view, i)):
            anchor[i] = True  # "3h" under a tooltip with the exact date
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


def mark_anchors(view: FlatView, kind: str, is_profile: Callable[[str], bool]) -> list[bool]:
    """Per element: does it carry a post mark of ``kind`` (module docstring)?
    ``is_profile(href)`` recognises a link to a user's profile."""
    if kind not in FALLBACK_KINDS:
        raise ValueError(f"kind must be one of {FALLBACK_KINDS}, not {kind!r}")
    if kind == "records":
        return record_anchors(view)
    out = [False] * len(view)
    for i, el in enumerate(view.elements):
        tag = view.tags[i]
        if kind == "post-id":
            out[i] = _POST_ID.match(el.get("id") or "") is not None or (
                tag == "a" and _NAMED_ANCHOR.match(el.get("name") or "") is not None)
            continue
        if kind == "number":
            out[i] = _is_post_number(view, i)
            continue
        if tag not in ("a", "button", "input"):
            continue
        href = el.get("href") or ""
        if kind == "permalink":
            out[i] = bool(href) and _PERMALINK.search(href) is not None
        elif kind == "reply":
            words = (view.text(i) or el.get("value") or el.get("title") or "").lower().split()
            out[i] = (bool(href) and _REPLY_HREF.search(href) is not None) or (
                0 < len(words) <= 3 and any(w.strip("»«:.!") in _REPLY_WORDS
                                            or w.startswith(_REPLY_STEMS) for w in words))
        else:
            out[i] = bool(href) and is_profile(href)
    return out


def _is_post_number(view: FlatView, i: int) -> bool:
    """The lowest element whose whole text is a post's number (``<span><a>#3</a></span>``:
    the link)."""
    lo, hi = view.piece_lo[i], view.piece_hi[i]
    if not 0 < hi - lo <= MAX_NUMBER_PIECES or _POST_NUMBER.fullmatch(view.text(i)) is None:
        return False
    return not any(_POST_NUMBER.fullmatch(view.text(c)) for c in view.children(i))


def record_anchors(view: FlatView) -> list[bool]:
    """The last resort: the outermost runs of at least MIN_RECORDS sibling containers of one
    shape (tag, first class name without digits) each holding some text outside links and no
    field to type or pick in (the rows of a search form are no posts)."""
    text = text_sums(view, lambda own: not view.in_link[own])
    controls = [tag in ("select", "textarea") or (tag == "input" and (
        view.elements[i].get("type") or "text").lower() in TEXT_INPUTS)
        for i, tag in enumerate(view.tags)]
    for i in range(len(view) - 1, 0, -1):
        controls[view.parent[i]] |= controls[i]
    out = [False] * len(view)
    for i in range(len(view)):
        groups: dict[tuple[str, str], list[int]] = {}
        for c in view.children(i):
            if view.tags[c] in RECORD_TAGS and text[c] >= MIN_RECORD_TEXT and not controls[c]:
                groups.setdefault(step_key(view, c), []).append(c)
        best = max(groups.values(), key=len, default=[])
        if len(best) >= MIN_RECORDS:
            for c in best:
                out[c] = True
    until = -1  # keep the outermost runs only
    for i in range(len(view)):
        if i < until:
            out[i] = False
        elif out[i]:
            until = view.end[i]
    return out
