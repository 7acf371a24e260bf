"""News metadata: title and publication date (SPEC §7; source 002 §4.3.2, algorithm 4.1).

Source rules:
- publication date = the latest regex-found date after a floor date and not in the future;
- title = the longest common substring of ``<title>`` and ``<h1>``; ``<title>`` when that
  substring is shorter than 5 characters; ``<h1>`` when ``<title>`` is empty;
- a news record is valid when its title has more than 5 characters, its date is valid and its
  content has more than 100 characters.

Where this code departs, and why:
- The source searched the raw HTML; we search the page's text (script, style and comments
  skipped) and the ``datetime`` attribute of ``<time>`` elements, so every date has a node
  the GUI can highlight. Relative dates ("3 hours ago") are ignored unless asked for, and so
  are dates written without a year: the source's patterns had neither.
- With several ``<h1>`` the one sharing the longest substring with ``<title>`` is used; the
  common substring is trimmed of separators (" | ", " - ", "_") at its ends.
- Not only ``<h1>``: ``<h2>``, ``<h3>`` and short elements whose class or id names a title or
  headline are compared with ``<title>`` too (pages without an ``<h1>``, or whose ``<h1>`` is
  the site's name); and when no heading shares 5 characters with it, the ``<title>`` is cut
  at its separators and its longest part kept ("Story - Section - Site"). Measured against
  page-signal's headlines (bench/content.py): exact 42% -> 59% (tuning), 40% -> 58%
  (report); mean char-LCS F1 0.697 -> 0.740, 0.675 -> 0.703.
- ``<title>`` and headings are compared with typographic quotes, dashes and spaces as plain
  ones (``Aren't`` in the title, ``Aren’t`` in the heading); the heading's own text is kept.
- When ``<title>`` shares no 5 characters with any heading (it names the site: "icScotland",
  "The Independent on Saturday"), or the page has neither ``<title>`` nor ``<h1>``, the title
  is the first heading of at least 4 words that is not all link text (``<h1>``, then
  ``_headings``), and the ``<title>``'s main part only when there is none; the source gave the
  ``<title>`` (the site's name) or nothing. Exact titles, quote-normalised (bench/content.py),
  tuning / report: page-signal 175 / 180 -> 198 / 198 (of 293 / 311), portal-dev 23 / 38 ->
  24 / 38 (of 26 / 43); 3 or 5 words: 195 and 197 on the tuning half.
- A common part that is one word of a spaced script ("Congress") is a section's or the
  site's name, not the headline: it counts as none; the fallback heading is never a comment
  section's; a dash glued to a word and followed by a space separates the ``<title>``'s parts.
  page-signal exact 198 / 198 -> 206 / 209.
- When no heading shares MIN_TEXT_COMMON (20) characters with ``<title>``, the short element
  outside links that shares the longest whole-word part of it, 20 characters or more but not
  all of it, gives the title: a headline in a ``<div class="css-1x2y3z">`` or a ``<font>``,
  which no tag or class name marks (a ``<title>`` that is all site name is in the masthead
  too). page-signal exact 206 / 209 -> 209 / 218; with class names hashed
  (bench/content.py --obfuscate) 189 / 187 -> 198 / 205.
- Before any of this, the heading whose text is the headline the page declares out of sight
  (``og:title``, ``twitter:title``, JSON-LD ``headline``: ``declared.py``) is the title: a
  ``<title>`` written for search engines may share more with a box's heading than with the
  headline. The declared value itself is taken only when no heading could be the headline
  (``og:title`` is often a shorter promotional line). portal-dev exact 24 / 38 -> 26 / 38.
- A heading whose words, compared by their letters and digits, run in ``<title>`` is the
  title whole, when no common substring is longer: a ``<title>`` in title case, or without
  the heading's apostrophe or pound sign, shares only pieces of it ("15m Olympic" of
  "Bradford Could Be 15m Olympic Loser" and "Bradford could be £15m Olympic loser"). And a
  dateline nested at a headline's start or end ("<span>Thursday, 10 January 2008</span>",
  "Published: ...") is not part of its text. page-signal exact 209 / 219 -> 211 / 220.
- When ``<title>`` names only the site or a section (its main part has fewer than
  HEADLINE_WORDS words: "The Times", "NY1: Top Stories") and no heading shares it, the main
  content's first line is the title when it reads as a headline (4 to 20 words besides a
  date, no full stop or colon at its end, no "By ..."): a headline in a plain ``<td>``.
  page-signal exact 211 / 220 -> 213 / 221. The same for a short ``<h1>`` ("News") gained 2
  on the tuning half and lost 1 on the report half: not kept. And the first heading taken
  when none shares ``<title>`` gives way to that line when it lies outside the main content
  (a box's "Other News in Technology"): 213 / 221 -> 214 / 223.
- floor and now are settable; the floor defaults to 1995-01-01 (the source used 2016-01-01,
  the start of its crawl), ``now`` to the current time.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime
from difflib import SequenceMatcher
from itertools import accumulate
from typing import Any

from .article_end import COMMENT_HEADING
from .cevc import ContentResult
from .content import extract_content
from .dates import DateMatch, date_order, find_dates, texts_with_hints, without_dates
from .declared import declared_headlines, site_names
from .flatview import FlatView, build_view, class_and_id, clean_text

MIN_COMMON = 5  # source: a common substring shorter than this is not the title
# a plain element's part of <title> that is taken as the title when no heading shares as much.
# Exact titles, page-signal tuning half, plain / --obfuscate: 15 207 / 197, 20 209 / 199,
# 25 210 / 196, 35 209 / 194; without 206 / 189
MIN_TEXT_COMMON = 20
_UNSPACED_SCRIPTS = "\u2e80"  # from here on (CJK...) scripts are written without spaces
HEADLINE_WORDS = 4  # a heading taken as the title when <title> shares none has as many words
MAX_HEADLINE_WORDS = 20  # the main content's first line is no headline beyond this
DATELINE_WORDS = 3  # words beside the date of a dateline nested in a headline
MAX_DATELINE_CHARS = 100
MIN_TITLE_CHARS = 5  # validity: title longer than this
MIN_CONTENT_CHARS = 100  # validity: content longer than this
DEFAULT_FLOOR = datetime(1995, 1, 1)
_TRIM = " \t\n\r\u00a0|-–—_:·•»«/\\,;"


@dataclass(frozen=True, eq=False)
class TitleResult:
    text: str
    node: Any  # the element the title comes from (None: not found, or JSON-LD's value)
    # 'declared' (the heading a meta tag names), 'common' (title ∩ h1), 'title', 'h1',
    # 'heading', 'meta' (a meta tag's value, no heading shows it), or '' on failure
    source: str
    reason: str = ""


@dataclass(frozen=True, eq=False)
class DateResult:
    value: datetime | None
    node: Any
    text: str = ""
    reason: str = ""
    candidates: int = 0  # dates seen between floor and now


@dataclass(frozen=True, eq=False)
class NewsResult:
    title: TitleResult
    date: DateResult
    content: ContentResult | None
    valid: bool
    reason: str = ""  # why it is not valid ('' when valid)


def longest_common_substring(a: str, b: str) -> str:
    if not a or not b:
        return ""
    match = SequenceMatcher(None, a, b, autojunk=False).find_longest_match(0, len(a), 0, len(b))
    return a[match.a: match.a + match.size]


def _texts_of(view: FlatView, tag: str) -> list[tuple[int, str]]:
    return [(i, _heading_text(view, i)) for i, t in enumerate(view.tags) if t == tag]


def _heading_text(view: FlatView, i: int) -> str:
    """The text of element ``i`` without a dateline nested in it at its start or its end: a
    headline's cell often holds the story's date in an element of its own ("Wurz joins Honda
    as test driver <span><br>Thursday, 10 January 2008, 09:14</span>"). A date amid the
    headline's words is theirs ("Markets on <em>2 January 2008</em>: a quiet day")."""
    lo, hi = view.piece_lo[i], view.piece_hi[i]
    said = [k for k in range(lo, hi) if view.pieces[k].strip()]
    if len(said) > 1:
        for j in range(i + 1, view.end[i]):
            at_start, at_end = view.piece_lo[j] <= said[0], view.piece_hi[j] > said[-1]
            short = view.piece_hi[j] - view.piece_lo[j] <= 12
            if short and at_start != at_end and _is_dateline(view.text(j)):
                kept = view.pieces[lo:view.piece_lo[j]] + view.pieces[view.piece_hi[j]:hi]
                return clean_text("".join(kept)).replace("\n", " ")
    return clean_text(view.raw_text(i)).replace("\n", " ")


def _is_dateline(text: str) -> bool:
    """A date and at most DATELINE_WORDS words beside it ("Published: ... Doha Time")."""
    if not 0 < len(text) <= MAX_DATELINE_CHARS:
        return False
    rest, found = without_dates(text)
    return bool(found) and len(rest.split()) <= DATELINE_WORDS


def extract_title(root) -> TitleResult:
    """The news title by the source's <title>/<h1> rule."""
    view = build_view(root)
    if not view.elements:
        return TitleResult("", None, "", "empty page: no element")
    return title_from_view(view)


def title_from_view(view: FlatView, content: ContentResult | None = None) -> TitleResult:
    """The title of the page ``view`` shows (module docstring); ``content``, the page's main
    content when already computed (it is only needed when no heading shares ``<title>``)."""

    def main_content() -> ContentResult:
        nonlocal content
        if content is None:
            content = extract_content(view.elements[0].getroottree().getroot())
        return content

    titles = [(i, t) for i, t in _texts_of(view, "title") if t]
    h1s = [(i, t) for i, t in _texts_of(view, "h1") if t]
    candidates = h1s + _headings(view)
    root = view.elements[0].getroottree().getroot()
    sites = {_key(name) for name in site_names(root)}  # a declared "headline" may be that
    declared = [(text, at) for text, at in declared_headlines(root) if _key(text) not in sites]
    named = _declared_heading(view, candidates, declared)
    if named is not None:
        return named
    if not titles:
        if not h1s:
            return _in_article(view, _first_heading(view, candidates, declared), main_content)
        i, text = h1s[0]
        return TitleResult(text, view.elements[i], "h1")
    t_index, title = titles[0]
    plain_title = _plain(title)
    best, best_at = _longest_common_part(plain_title, candidates)
    whole, whole_at = _heading_in_title(title, candidates)
    if len(whole) >= len(best):
        best, best_at = whole, whole_at
    if len(best) < MIN_TEXT_COMMON or _one_word(best):
        # no heading holds the headline: a plain element may, when it shares a long part of
        # <title> that is not all of it (a <title> that is all site name is in the masthead)
        text, at = _longest_common_part(plain_title, _text_elements(view, plain_title))
        if MIN_TEXT_COMMON <= len(text) < len(plain_title.strip(_TRIM)) and not _one_word(text):
            best, best_at = text, at
    if len(best) < MIN_COMMON or _one_word(best):
        heading = _first_heading(view, candidates, declared)
        if heading.text:
            return _in_article(view, heading, main_content)
        segment = _main_segment(title)
        if len(segment.split()) < HEADLINE_WORDS:  # a site's or a section's name
            found = _article_headline(view, main_content())
            if found is not None:
                return found
        return TitleResult(segment, view.elements[t_index], "title")
    return TitleResult(best, view.elements[best_at], "common")


def _word_keys(text: str) -> list[str]:
    """The words of ``text`` by their letters and digits, in lower case: "Pakistan's" and
    "Pakistans", "£15m" and "15m", "Could" and "could" are the same word."""
    keys = ("".join(ch for ch in word if ch.isalnum()).casefold() for word in text.split())
    return [key for key in keys if key]


def _heading_in_title(title: str, candidates: list[tuple[int, str]]) -> tuple[str, int]:
    """The longest candidate whose words, compared by their letters and digits, run in
    ``title`` and are at least two ("Pakistans Stocks And Currency Pay Heavy Price (from The
    Herald)" holds the heading "Pakistan's stocks and currency pay heavy price" whole), and
    its element (-1: none)."""
    title_keys = f" {' '.join(_word_keys(title))} "
    best, best_at = "", -1
    for i, text in candidates:
        keys = _word_keys(text)
        if len(keys) >= 2 and len(text) > len(best) and f" {' '.join(keys)} " in title_keys:
            best, best_at = text, i
    return best, best_at


def _longest_common_part(plain_title: str, candidates: list[tuple[int, str]]
                         ) -> tuple[str, int]:
    """The longest whole-word part ``plain_title`` shares with a candidate's text, as the
    candidate writes it, and the candidate's element (-1: none)."""
    best, best_at = "", -1
    for i, text in candidates:
        plain = _plain(text)
        common = _whole_words(longest_common_substring(plain_title, plain), plain_title, plain)
        if len(common) > len(best):
            at = plain.find(common)  # the candidate's own characters: _plain keeps positions
            best, best_at = text[at:at + len(common)], i
    return best, best_at


# typographic quotes, dashes and spaces as their plain forms, one character for one: a
# <title> often has "Aren't" where its heading has "Aren’t"
_PLAIN = str.maketrans({"‘": "'", "’": "'", "‚": "'", "‛": "'", "′": "'",
                        "“": '"', "”": '"', "„": '"', "‟": '"', "″": '"',
                        "–": "-", "—": "-", "‒": "-", "―": "-",
                        "\u00a0": " ", "\u2009": " ", "\u202f": " "})


def _one_word(text: str) -> bool:
    """A single word of a script written with spaces: what a ``<title>`` shares with a
    section's name or a tag ("Congress"), not with the headline."""
    return " " not in text and not any(ch >= _UNSPACED_SCRIPTS for ch in text)


def _plain(text: str) -> str:
    return text.translate(_PLAIN)


def _declared_heading(view: FlatView, candidates: list[tuple[int, str]],
                      declared: list[tuple[str, Any]]) -> TitleResult | None:
    """The first of ``candidates`` whose text is a headline the page declares (``og:title``,
    JSON-LD ``headline``...), whole or its ``<title>``-like main part ("Story | Site"): a
    ``<title>`` written for search engines may share more with a box's heading ("About Real
    Time Brussels") than with the headline."""
    keys = {_key(form) for text, _ in declared for form in (text, _main_segment(text))}
    keys = {k for k in keys if len(k) >= MIN_TITLE_CHARS and not _one_word(k)}
    for i, text in candidates:
        if _key(text) in keys:
            return TitleResult(text, view.elements[i], "declared")
    return None


def _key(text: str) -> str:
    return " ".join(_plain(text).split()).strip(_TRIM).casefold()


def _first_heading(view: FlatView, candidates: list[tuple[int, str]],
                   declared: list[tuple[str, Any]] = ()) -> TitleResult:
    """The headline of a page whose ``<title>`` is missing or shares nothing with its headings
    (it names the site: "Footballworld.com"): the first of ``candidates`` (its ``<h1>``s, then
    ``_headings``) of HEADLINE_WORDS words or more that is not all link text ("Latest News" and
    a linked next story are no headline, nor a comment section's "Post a comment on this
    article")."""
    found = next(((i, t) for i, t in candidates
                  if len(t.split()) >= HEADLINE_WORDS and not _all_linked(view, i)
                  and not COMMENT_HEADING.search(t)), None)
    if found is None:
        if declared:  # no heading shows it: the value the meta tags give
            return TitleResult(declared[0][0], declared[0][1], "meta")
        return TitleResult("", None, "", "no <title>, <h1> or other heading text")
    return TitleResult(found[1], view.elements[found[0]], "heading")


def _all_linked(view: FlatView, i: int) -> bool:
    """Every text of element ``i`` lies in a link (a heading linking to another story)."""
    return all(view.in_link[view.owner[k]] for k in range(view.piece_lo[i], view.piece_hi[i])
               if view.pieces[k].strip())


_HEADING_TAGS = frozenset({"h2", "h3"})
_TITLE_HINT = re.compile(r"title|headline|heading", re.IGNORECASE)
_NOT_TEXT = frozenset({"title", "head", "html", "body"})
_SEPARATOR = re.compile(r"\s+[|\-–—:»·•]+\s+|(?<=\S)[-–—]+\s+|\s*\|\s*|_")
MAX_HEADING_CHARS = 300


def _headings(view: FlatView) -> list[tuple[int, str]]:
    """Besides ``<h1>``: ``<h2>``, ``<h3>`` and short elements whose class or id names a title
    or headline (pages without an ``<h1>``, or whose ``<h1>`` is the site's name)."""
    return _short_texts(view, (
        i for i, el in enumerate(view.elements) if view.tags[i] in _HEADING_TAGS or (
            view.tags[i] not in _NOT_TEXT and _TITLE_HINT.search(class_and_id(el)))))


def _text_elements(view: FlatView, plain_title: str) -> list[tuple[int, str]]:
    """The short elements outside links whose text may share MIN_TEXT_COMMON characters with
    the title: where a headline stands that no tag or class marks (``<font size=5>``, ``<div
    class="css-1x2y3z">``). Such a shared part holds one of the title's pieces of
    MIN_TEXT_COMMON - 4 characters that start at every 4th: only the elements whose own text
    holds one are compared (a cheap test before the costly one)."""
    size = MIN_TEXT_COMMON - 4
    marks = {plain_title[k:k + size] for k in range(0, max(1, len(plain_title) - size + 1), 4)}
    text = _plain("\0".join(view.pieces))  # one search per mark over the page
    starts = list(accumulate((len(piece) + 1 for piece in view.pieces), initial=0))
    owners = set()
    for mark in marks:
        at = text.find(mark)
        while at >= 0:
            owners.add(view.owner[bisect_right(starts, at) - 1])
            at = text.find(mark, at + 1)
    return _short_texts(view, (i for i in sorted(owners)
                               if view.tags[i] not in _NOT_TEXT and not view.in_link[i]))


def _short_texts(view: FlatView, elements) -> list[tuple[int, str]]:
    out = []
    for i in elements:
        lo, hi = view.piece_lo[i], view.piece_hi[i]
        if 0 < hi - lo <= 12:
            text = _heading_text(view, i)
            if 0 < len(text) <= MAX_HEADING_CHARS:
                out.append((i, text))
    return out


def _in_word(ch: str) -> bool:
    """A letter or digit of a script written with spaces (CJK text has no words to cut)."""
    return ch.isalnum() and ch < _UNSPACED_SCRIPTS


def _whole_words(common: str, *texts: str) -> str:
    """``common`` (a substring of every text) trimmed, without a word cut off at either end in
    any of them: "ecalls", common to "Aidy recalls" and a logo "icRecalls" only inside their
    words, is no title."""
    common = common.strip(_TRIM)
    while common:
        at = [t.find(common) for t in texts]
        cut_start = any(a > 0 and _in_word(t[a - 1]) and _in_word(common[0])
                        for t, a in zip(texts, at))
        cut_end = any(_in_word(t[a + len(common)]) and _in_word(common[-1])
                      for t, a in zip(texts, at) if a + len(common) < len(t))
        if not (cut_start or cut_end):
            return common
        if len(common.split(None, 1)) < 2:
            return ""  # one word, cut: nothing whole is left
        common = (common.split(None, 1)[1] if cut_start else
                  common.rsplit(None, 1)[0]).strip(_TRIM)  # still a substring of every text
    return ""


def _in_article(view: FlatView, heading: TitleResult,
                main_content: Callable[[], ContentResult]) -> TitleResult:
    """``heading``, the first heading that could be a headline, unless it lies outside the
    main content and the content's first line reads as a headline: then that line (a box's
    "Other News in Technology" beside the article is no headline of it)."""
    if heading.source != "heading":
        return heading
    content = main_content()
    blocks = content.blocks or (content.node,)
    if content.node is None or any(node is block for node in (
            heading.node, *heading.node.iterancestors()) for block in blocks):
        return heading
    return _article_headline(view, content) or heading


def _article_headline(view: FlatView, content: ContentResult) -> TitleResult | None:
    """The main content's first line (its header's, where it has one) when it reads as a
    headline: at most MAX_HEADLINE_WORDS words, HEADLINE_WORDS of them besides any date, no
    full stop or colon at its end, not a byline ("By ..."). Where ``<title>`` is only the
    site's name and no heading shares it, the headline is often plain text at the article's
    top ("Mbeki puts top cop on leave" in a ``<td>``). None when the first line is something
    else."""
    line = next((line.strip() for line in (content.header or content.text).split("\n")
                 if line.strip()), "")
    if not (HEADLINE_WORDS <= len(without_dates(line)[0].split())
            and len(line.split()) <= MAX_HEADLINE_WORDS) or (
            line.endswith((".", ":")) or line.split()[0].lower() == "by"):
        return None

    def holds_line(el) -> bool:
        return isinstance(el.tag, str) and " ".join("".join(el.itertext()).split()) == line

    node = next((el for el in content.node.iter() if holds_line(el)), content.node)
    while (inner := next((child for child in node if holds_line(child)), None)) is not None:
        node = inner  # the element of the line itself, not a row around it
    return TitleResult(line, node, "content")


def _main_segment(title: str) -> str:
    """The longest part of a ``<title>`` cut at its separators ("Story - Section - Site")."""
    parts = [p.strip(_TRIM) for p in _SEPARATOR.split(title)]
    best = max(parts, key=len, default="")
    return best if len(best) >= MIN_COMMON else title


def extract_pub_date(root, floor: datetime = DEFAULT_FLOOR, now: datetime | None = None,
                     include_relative: bool = False, day_first: bool | None = None
                     ) -> DateResult:
    """The latest date of the page after ``floor`` and not after ``now`` (source alg. 4.1).
    ``day_first`` None: ambiguous numeric dates are read in the order the page's own numeric
    dates show (``dates.date_order``: a ``01/14/2008`` elsewhere on it means month first),
    day first when none shows it."""
    view = build_view(root)
    if not view.elements:
        return DateResult(None, None, "", "empty page: no element")
    return pub_date_from_view(view, floor, now or datetime.now(), include_relative, day_first)


def pub_date_from_view(view: FlatView, floor: datetime, now: datetime,
                       include_relative: bool = False, day_first: bool | None = None
                       ) -> DateResult:
    """The page's publication date (module docstring): the one its markup states, else the
    latest date of the page (the source's rule)."""
    if day_first is None:
        day_first = date_order(view.pieces) != "mdy"

    def valid(text: str) -> list[DateMatch]:
        return [d for d in find_dates(text, now, day_first) if d.has_year
                and (include_relative or not d.relative) and floor < d.value <= now]

    dated: list[tuple[int, DateMatch]] = []  # (element, date)
    for k, hinted in enumerate(texts_with_hints(view.pieces)):
        if hinted:
            dated += [(view.owner[k], d) for d in valid(view.pieces[k])]
    for i, el in enumerate(view.elements):
        if view.tags[i] == "time" and el.get("datetime"):
            dated += [(i, d) for d in valid(el.get("datetime"))]
    marked = _marked_date(view, valid)
    if marked is not None:
        if marked.node is None:  # stated in the head: shown where the page shows that day
            shown = next((x for x in dated if x[1].value.date() == marked.value.date()), None)
            if shown is not None:
                return DateResult(shown[1].value, view.elements[shown[0]], shown[1].text, "",
                                  len(dated))
        return replace(marked, candidates=len(dated))
    if not dated:
        return DateResult(None, None, "", f"no date between {floor:%Y-%m-%d} and "
                          f"{now:%Y-%m-%d %H:%M}")
    node, best = max(dated, key=lambda x: x[1].value)
    return DateResult(best.value, view.elements[node], best.text, "", len(dated))


# markup naming the publication date: itemprop="datePublished", <meta property=
# "article:published_time">, <meta name="date">, class="pubdate"... (a bare class "date" is
# on every dated teaser of a page: not a mark)
_PUBLISHED = re.compile(r"date-?published|pub-?date|publish(?:ed)?[_-]?(?:date|time)"
                        r"|article:published_time|^dc\.date(?:\.issued)?$", re.IGNORECASE)
_META_DATE = re.compile(_PUBLISHED.pattern + r"|^date$", re.IGNORECASE)


def _marked_date(view: FlatView, valid) -> DateResult | None:
    """The publication date the page states, from the most to the least explicit: an element
    with ``itemprop="datePublished"`` (its ``datetime`` or ``content`` attribute, else its
    text), a meta tag, JSON-LD ``datePublished``, an element whose class names it."""
    marked = [(i, el) for i, el in enumerate(view.elements)
              if _PUBLISHED.search(el.get("itemprop") or "")]
    for i, el in marked:
        found = valid(el.get("datetime") or el.get("content") or view.raw_text(i))
        if found:
            return DateResult(found[0].value, el, found[0].text)
    root = view.elements[0].getroottree().getroot() if view.elements else None
    if root is None:
        return None
    for meta in root.iter("meta"):
        key = (meta.get("property") or meta.get("name") or meta.get("itemprop") or "").strip()
        if _META_DATE.search(key):
            found = valid(meta.get("content") or "")
            if found:
                return DateResult(found[0].value, None, found[0].text)
    for script in root.iter("script"):
        if (script.get("type") or "").lower() == "application/ld+json" and script.text:
            at = script.text.find('"datePublished"')
            found = valid(script.text[at + 15:at + 60]) if at >= 0 else []
            if found:
                return DateResult(found[0].value, None, found[0].text)
    for i, el in enumerate(view.elements):
        if any(_PUBLISHED.search(name) for name in (el.get("class") or "").split()):
            found = valid(el.get("datetime") or view.raw_text(i))
            if found:
                return DateResult(found[0].value, el, found[0].text)
    return None


def extract_news(root, floor: datetime = DEFAULT_FLOOR, now: datetime | None = None,
                 content: ContentResult | None = None) -> NewsResult:
    """Title, publication date and main content with the source's validity rule. ``content``
    may be passed in when already computed; otherwise the default content method runs."""
    view = build_view(root)
    if not view.elements:
        empty_title = TitleResult("", None, "", "empty page: no element")
        empty_date = DateResult(None, None, "", "empty page: no element")
        return NewsResult(empty_title, empty_date, content, False, "empty page: no element")
    if content is None:
        content = extract_content(root)
    title = title_from_view(view, content)
    date = pub_date_from_view(view, floor, now or datetime.now())
    problems = []
    if len(title.text) <= MIN_TITLE_CHARS:
        problems.append(f"title has {len(title.text)} characters (needs more than "
                        f"{MIN_TITLE_CHARS})")
    if date.value is None:
        problems.append(f"no valid date ({date.reason})")
    if len(content.text) <= MIN_CONTENT_CHARS:
        problems.append(f"content has {len(content.text)} characters (needs more than "
                        f"{MIN_CONTENT_CHARS})")
    return NewsResult(title, date, content, not problems, "; ".join(problems))
