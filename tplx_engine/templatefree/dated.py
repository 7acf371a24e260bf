"""Dated records: comment threads, post lists and news tickers under an article (issue 13).

A comment thread is prose with stopwords, so CEVC counts it as valid characters, and a long
thread outweighs a short article (the source's known weakness, 002 §2.4.4). Its records carry
what an article has once: a timestamp each. As PEAN does for forum posts, the timestamps are
anchors (a short text piece holding a date, ``dates.has_date``), and an element with at least
MIN_RECORDS children of one shape (tag and first class name) holding one or two anchors each
(besides the replies nested in them: threaded comments), and most of its anchors in them, is
a list of dated records. ``discount_dated`` multiplies the valid characters of those records
by a weight, as the class-name furniture discount does for threads whose class says
"comments".
"""

from __future__ import annotations

from collections import Counter

from .dates import has_date, texts_with_hints
from .flatview import FlatView

MAX_ANCHOR_CHARS = 80  # a timestamp line, not a sentence of the article mentioning a date
MIN_RECORDS = 3
MAX_ANCHORS_PER_RECORD = 2  # a date and an "edited" date
MIN_RECORD_SHARE = 0.8  # of the list's anchors in its records
ARTICLE_RATIO = 2.0


def anchor_counts(view: FlatView, chars: list[int]) -> list[int]:
    """Anchors per element subtree (``chars``: non-space characters per piece)."""
    n = len(view)
    counts = [0] * n
    seen = [False] * n
    short = [k for k in range(len(view.pieces)) if 0 < chars[k] <= MAX_ANCHOR_CHARS]
    hinted = texts_with_hints([view.pieces[k] for k in short])
    for k, hint in zip(short, hinted):
        own = view.owner[k]
        if hint and not seen[own] and has_date(view.pieces[k]):
            seen[own] = True
            counts[own] = 1
    for i in range(n - 1, 0, -1):
        if counts[i]:
            counts[view.parent[i]] += counts[i]
    return counts


def dated_records(view: FlatView, anchors: list[int], sizes: list[int]) -> list[int]:
    """Elements that are records of a list of dated records (module docstring). A record
    ARTICLE_RATIO times larger than any other of its list is the article the comments follow
    (a blog post and its comments as siblings): it is left out."""
    records: list[int] = []
    for i in range(len(view)):
        if anchors[i] < MIN_RECORDS:
            continue
        kids = [c for c in view.children(i)
                if 0 < own_anchors(view, c, anchors) <= MAX_ANCHORS_PER_RECORD]
        if len(kids) < MIN_RECORDS or sum(anchors[c] for c in kids) < (
                MIN_RECORD_SHARE * anchors[i]):
            continue
        shapes = Counter(_shape(view, c) for c in kids)
        shape, n = shapes.most_common(1)[0]
        kids = [c for c in kids if _shape(view, c) == shape]
        if n >= MIN_RECORDS:
            by_size = sorted(kids, key=lambda c: -sizes[c])
            if sizes[by_size[0]] >= ARTICLE_RATIO * sizes[by_size[1]]:
                kids.remove(by_size[0])
            records += kids
    return records


def own_anchors(view: FlatView, i: int, anchors: list[int]) -> int:
    """Anchors of ``i`` outside the replies nested in it (threaded comments: the outermost
    elements of its shape below it)."""
    if anchors[i] <= MAX_ANCHORS_PER_RECORD:
        return anchors[i]
    own, shape, j = anchors[i], _shape(view, i), i + 1
    while j < view.end[i]:
        if anchors[j] and _shape(view, j) == shape:
            own -= anchors[j]
            j = view.end[j]
        else:
            j += 1
    return own


def _shape(view: FlatView, i: int) -> tuple[str, str]:
    """Tag and first class name: records of one list share it; the article among its
    comments (``blogbody`` before ``comments-body``) does not."""
    classes = (view.elements[i].get("class") or "").split()
    return view.tags[i], classes[0] if classes else ""


def discount_dated(view: FlatView, validity: list[int], chars: list[int], weight: float
                   ) -> list[int]:
    """``validity`` with the valid characters of dated records multiplied by ``weight``."""
    sizes = [0] * len(view)
    for k, v in enumerate(validity):
        sizes[view.owner[k]] += v
    for i in range(len(view) - 1, 0, -1):
        sizes[view.parent[i]] += sizes[i]
    records = dated_records(view, anchor_counts(view, chars), sizes)
    if not records:
        return validity
    out = list(validity)
    for r in records:
        for k in range(view.piece_lo[r], view.piece_hi[r]):
            out[k] = int(out[k] * weight)
    return out
