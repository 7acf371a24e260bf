"""Main content, the product's method (SPEC §7): CEVC plus measured improvements.

``extract_content(root, method='cevc')`` is CEVC as the source defines it (``cevc.py``).
``method='default'`` keeps CEVC's core (valid characters, MCR descent from ``<body>`` with
alpha) and adds what measured better on the tuning half of content-dev and portal-dev
(docs/templatefree.md, bench/content.py):

- More noise is skipped before counting (``load.visible.CONTENT_SKIP_TAGS``, ``is_hidden``):
  noscript, template, select/option, button, svg and elements hidden with ``hidden``,
  ``aria-hidden="true"`` or an inline ``display:none``.
- Page furniture is discounted: a subtree whose class or id names comments, sidebar, related
  links, sharing, ads... (and no content word: article, body, post, ...), or that is an
  aside, nav or footer (tag or ARIA role), passes only
  NEGATIVE_WEIGHT of its valid characters up the tree, so short articles followed by long
  comment threads keep their body (the source's known weakness, 002 §2.4.4).
- Teaser grids (linked headline + blurb, repeated) count nothing (``teasers.py``); lists
  of dated records (comment threads, tickers) count DATED_WEIGHT of their valid characters
  (``dated.py``).
- The content is a set of sibling blocks, not one subtree: the descent's node plus the
  siblings that continue its text (``region.py``).
- Output = the text of those blocks minus boilerplate, judged block by block: descendant
  blocks named as furniture, blocks with no valid characters that are mostly link text or
  nav/aside/form/menu/footer, then lines that are mostly link text. A link inside a
  paragraph stays. Headings are kept. A box of a few sentences around a field for an email
  address (a newsletter sign-up set inside the article) is dropped, and so is a box that opens
  with a heading of its own among the article's paragraphs (an appeal, a "most read" box).
- The article ends at a comment section's heading inside the region; rights notices at its
  end, ad labels, and its header (headline, standfirst) and the date and byline lines before
  its body are dropped (``article_end.py``): ``tplx meta`` gives the title, date and author.
- Language-agnostic: when no shipped stopword list fits the page, ``stopwords.py`` derives one
  from the page's most frequent short words (or tests for sentence-like text in scripts
  without spaces). Where no text holds a stopword at all (a page of labels), every character
  outside links is valid: the page's text, rather than nothing.
"""

from __future__ import annotations

import re
from typing import Any

from ..load.visible import CONTENT_SKIP_TAGS, is_dialog
from .article_end import SPONSOR_LABEL, article_lines
from .cevc import ContentResult, cevc, descend_mcr, empty_content, piece_validity, subtree_sums
from .dated import discount_dated
from .flatview import (
    BLOCK_TAGS,
    FlatView,
    body_index,
    build_view,
    class_and_id,
    clean_text,
    non_space_count,
)
from .region import BOX_TAGS, Region, is_teaser, opens_with_heading, widen
from .stopwords import Stopwords, resolve_stopwords
from .teasers import TRAILING_PROSE, discount_teasers, teaser_boxes, teaser_runs

METHODS = ("default", "cevc")
BOILERPLATE_TAGS = frozenset({"nav", "aside", "form", "menu", "footer"})
KEEP_TAGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
MAX_LINK_DENSITY = 0.5
# a line with this many characters outside links is prose, however many links it holds (a
# Wikipedia sentence, a reference, a spec's line of URLs); link lists and menus have a few.
# Tuning half, all sets: 30 and 50 0.968 (6 and 5 pages gain, 4 and 1 lose), 80 0.967, none 0.967
MIN_PROSE_OUTSIDE_LINKS = 50
SECTION_PROSE = 150  # characters of prose after a linked heading that make it a section's
# A page whose content comes out under MIN_SHOWN characters while its hidden elements hold more
# than HIDDEN_SHARE times the text shown has its article hidden until a script shows it
# (WeChat's js_content is "visibility: hidden"): its content is read with the hidden text.
# Where an article is shown, hidden text stays out (readability's hidden-nodes, yahoo-2).
MIN_SHOWN = 200
HIDDEN_SHARE = 2
# a sign-up box's pitch is a sentence or two; an article around an email field holds more
SIGNUP_BOX_CHARS = 300
SPONSOR_BOX_CHARS = 400  # a sponsor's pitch in the article: a heading, a sentence, a button
MAX_LABEL_PIECES = 8  # a label is a line of a few pieces
# a box with a heading of its own among at least MIN_RUN paragraphs, holding at most BOX_SHARE
# of their text, is no part of the article (``_headed_boxes``; ``region.BOX_TAGS``)
MIN_RUN = 3
# at most as much text as the paragraphs: an appeal after a short article holds more than half
# (bench/content_variants.py appeal, tuning: 0.5 leaves it on 72 of 288 pages, 1.0 on 46, as
# 1.5 and 3.0 do; the dev pages' figures are the same for all)
BOX_SHARE = 1.0
# class/id words of page furniture (the same idea as readability's "unlikely candidates")
NEGATIVE_HINTS = re.compile(
    r"comment|reply|respond|discuss|sidebar|side-bar|footer|related|recommend|promo|sponsor"
    r"|advert|\bads?\b|share(?!d)|social|newsletter|subscribe|widget|popular|trending|most-read"
    r"|consent|gdpr|cookie-?(?:banner|notice|bar|popup|message|warning)|author|\bbio\b",
    re.IGNORECASE)
# ... unless they also name content (readability's "ok maybe it's a candidate")
POSITIVE_HINTS = re.compile(r"article|body|content|entry|main|post|story|text|blog|column",
                            re.IGNORECASE)
NO_HINT_TAGS = frozenset({"html", "body", "article", "main"})
# HTML5's elements and ARIA's landmarks for what is not the article say so in the tag, whatever
# the class names (hashed on recent layouts: bench/content.py --obfuscate); so do dialogs
# (``visible.is_dialog``): a cookie consent manager's paragraphs of prose are one
FURNITURE_TAGS = frozenset({"aside", "nav", "footer"})
FURNITURE_ROLES = frozenset({"complementary", "navigation", "contentinfo", "banner"})
NEGATIVE_WEIGHT = 0.2
# dated records are what the descent still knows of a comment thread when no class name says
# "comments" (hashed on recent layouts). Tuning half, plain / --obfuscate, all sets: 0.4 0.968 /
# 0.963, 0.2 0.968 / 0.962, 0.1 0.968 / 0.966, 0.05 0.968 / 0.966 (earlier, before the
# furniture pruning: 0.1 0.920, 0.2 0.920, 0.4 0.921, 1 (none) 0.918)
DATED_WEIGHT = 0.1
FOLLOW_ON_SHARE = 4  # a follow-on article is at most this many times the page's own


def extract_content(root, method: str = "default", alpha: float = 0.5,
                    stopwords: Any = "auto", output: str = "text", captions: bool = True
                    ) -> ContentResult:
    """Main content of a page. ``method='cevc'`` is the source's algorithm (``output`` picks
    'text' or 'valid'); 'default' the improved one (always whole-text output, pruned;
    ``captions=False`` leaves out figure captions and credits, ``_is_caption``)."""
    if method == "cevc":
        return cevc(root, alpha=alpha, stopwords=stopwords, output=output)
    if method != "default":
        raise ValueError(f"method must be one of {METHODS}, not {method!r}")
    if not 0.0 <= alpha <= 1.0:
        raise ValueError(f"alpha must lie in [0, 1], not {alpha}")
    view = build_view(root, CONTENT_SKIP_TAGS, skip_hidden=True)
    if not view.elements:
        return empty_content("empty page: no element", "default")
    found = content_of_view(view, resolve_stopwords(stopwords, view.pieces), alpha,
                            captions=captions)
    if non_space_count(found.text) < MIN_SHOWN:  # little shown: is the article hidden?
        full = build_view(root, CONTENT_SKIP_TAGS)
        if _text_chars(full) > HIDDEN_SHARE * _text_chars(view):  # a script shows it
            hidden = content_of_view(full, resolve_stopwords(stopwords, full.pieces), alpha,
                                     captions=captions)
            if non_space_count(hidden.text) > HIDDEN_SHARE * non_space_count(found.text):
                return hidden
    return found


def _text_chars(view: FlatView) -> int:
    return sum(non_space_count(p) for p in view.pieces)


def content_of_view(view: FlatView, sw: Stopwords, alpha: float = 0.5,
                    method: str = "default", captions: bool = True) -> ContentResult:
    """The default method on a flat view (a caller may have blanked some of its pieces) with
    the stopwords already chosen."""
    link_chars, chars = link_and_text_chars(view)
    runs = teaser_runs(view, chars)
    validity = piece_validity(view, sw)
    if not any(validity):  # no text holds a stopword (a page of short labels): all it says
        validity = piece_validity(view, None)  # outside links is its content
    validity = discount_teasers(view, validity, runs)
    validity = discount_dated(view, validity, chars, DATED_WEIGHT)
    counts = weighted_sums(view, validity)
    start = body_index(view)
    if counts[start] == 0:
        return ContentResult(None, "", "no valid characters: no text outside links", method,
                             sw.language)
    node, path = descend_mcr(view, counts, start, alpha,
                             lambda i: past_follow_ons(view, counts, i, alpha))
    links, sizes = subtree_sums(view, link_chars), subtree_sums(view, chars)
    region = widen(view, counts, sizes, node, start)
    region = Region(region.container, _within_article(view, region, counts))
    boxes = teaser_boxes(view, runs, chars)
    texts = [pruned_text(view, b, counts, links, sizes, boxes, captions) for b in region.blocks]
    lead = _header_blocks(view, region.blocks, region.container)
    text, header = article_lines("\n".join(t for t in texts[lead:] if t))
    header = "\n".join([*(t for t in texts[:lead] if t), *([header] if header else [])])
    return ContentResult(view.elements[region.container], text, "", method, sw.language,
                         sum(counts[b] for b in region.blocks),
                         tuple(view.elements[p] for p in path),
                         tuple(view.elements[b] for b in region.blocks), header)


ARTICLE_SHARE = 2 / 3  # of the region's valid characters an <article> holds to bound it


def _tagged_around(view: FlatView, i: int, container: int, tag: str) -> int:
    """The innermost ``tag`` element around ``i`` (or ``i``) below ``container``, or -1."""
    while i > container:
        if view.tags[i] == tag:
            return i
        i = view.parent[i]
    return -1


def _within_article(view: FlatView, region: Region, counts: list[int]) -> tuple[int, ...]:
    """The region's blocks but those after an ``<article>`` below its container that holds
    ARTICLE_SHARE of the blocks' valid characters, and in no ``<article>`` of their own: the
    article ends where its element does (a subscription prompt, a box set after it)."""
    owners = [_tagged_around(view, b, region.container, "article") for b in region.blocks]
    total = sum(counts[b] for b in region.blocks)
    for a in set(owners) - {-1}:
        held = sum(counts[b] for b, o in zip(region.blocks, owners) if o == a)
        if held >= ARTICLE_SHARE * total:  # (another <article> after it: a part of it)
            return tuple(b for b, o in zip(region.blocks, owners) if b < view.end[a] or o >= 0)
    return region.blocks


def _header_blocks(view: FlatView, blocks: tuple[int, ...], container: int) -> int:
    """How many of the region's first blocks lie in a ``<header>`` inside the container (the
    article's header: its headline, its date line, a standfirst), where blocks follow them."""
    lead = 0
    while lead < len(blocks) - 1 and _tagged_around(view, blocks[lead], container, "header") >= 0:
        lead += 1
    return lead


def past_follow_ons(view: FlatView, counts: list[int], node: int, alpha: float) -> int | None:
    """The child of ``node`` to go on into when the descent stops at ``node``, or would step
    into a block headed by a link to another page, only because of such blocks after the
    largest other child (the next article of an endless scroll, a long preview): the article
    comes first. None otherwise."""
    kids = [c for c in view.children(node) if counts[c] > 0 and view.tags[c] != "head"]
    if len(kids) < 2:
        return None
    best = max(kids, key=counts.__getitem__)
    if counts[best] >= alpha * counts[node] and not is_teaser(view, best):
        return None  # the plain descent goes on into it
    headed = {c for c in kids if is_teaser(view, c)}
    if len(headed) == len(kids):
        return None
    article = max((c for c in kids if c not in headed), key=counts.__getitem__)
    follow_ons = [counts[c] for c in kids if c > article and c in headed]
    if not follow_ons or FOLLOW_ON_SHARE * counts[article] < max(follow_ons):
        return None  # (a page wrapper under a linked logo is no follow-on of a skip link)
    return article if counts[article] >= alpha * (counts[node] - sum(follow_ons)) else None


def link_and_text_chars(view: FlatView) -> tuple[list[int], list[int]]:
    """Per piece: characters inside links, all characters (non-space)."""
    owner, in_link = view.owner, view.in_link
    chars = [non_space_count(p) for p in view.pieces]
    links = [c if in_link[owner[k]] else 0 for k, c in enumerate(chars)]
    return links, chars


def weighted_sums(view: FlatView, validity: list[int]) -> list[int]:
    """Valid characters per subtree; a subtree that is page furniture (``is_furniture``:
    comments, sidebar, related links...) counts NEGATIVE_WEIGHT of its characters upwards."""
    total = [0] * len(view)
    for k, v in enumerate(validity):
        if v:
            total[view.owner[k]] += v
    parent, elements = view.parent, view.elements
    for i in range(len(view) - 1, 0, -1):
        if total[i]:
            if is_furniture(elements[i], view.tags[i]):
                total[i] = int(total[i] * NEGATIVE_WEIGHT)
            total[parent[i]] += total[i]
    return total


def is_furniture(element, tag: str) -> bool:
    if tag in NO_HINT_TAGS:
        return False
    if tag in FURNITURE_TAGS or element.get("role") in FURNITURE_ROLES or is_dialog(element):
        return True
    hint = class_and_id(element)
    if len(hint) <= 1 or NEGATIVE_HINTS.search(hint) is None:
        return False
    # per name: "comments-body" names comments; "post-content no-sidebar" names content
    return not any(POSITIVE_HINTS.search(name) and not NEGATIVE_HINTS.search(name)
                   for name in hint.split())


# captions are the article's text for readability's and portal-dev's golds, not for issue
# 13's held-out ones nor page-signal's: kept unless asked (docs/templatefree.md)
_CAPTION = re.compile(r"caption|credit", re.IGNORECASE)


def _is_caption(element, tag: str) -> bool:
    """A figure's caption or a photo credit: ``<figcaption>``, or a class or id naming one."""
    return tag == "figcaption" or _CAPTION.search(class_and_id(element)) is not None


def pruned_text(view: FlatView, node: int, counts: list[int], links: list[int],
                chars: list[int], teasers: list[int] = (), captions: bool = True) -> str:
    """Text of ``node`` without its boilerplate, judged block by block so that a link inside
    a paragraph stays: descendant blocks named as furniture (``is_furniture``: a comment
    thread, a "related" box inside the article), blocks with no valid characters that are
    mostly link text or nav/aside/form/menu/footer, a sign-up box (``_signup_boxes``), then
    lines (the text between two block boundaries) that are mostly link text."""
    dropped = _signup_boxes(view, node, chars)
    for box in _headed_boxes(view, node, chars) + _sponsored_boxes(view, node, chars):
        view.set_subtree(dropped, box)
    for box in teasers:
        if node < box < view.end[node]:
            view.set_subtree(dropped, box)
    i = node + 1
    stop = view.end[node]
    tags = view.tags
    while i < stop:
        tag = tags[i]
        if tag in BLOCK_TAGS and (is_furniture(view.elements[i], tag) or (
                not captions and _is_caption(view.elements[i], tag)) or (
                counts[i] == 0 and tag not in KEEP_TAGS and chars[i] > 0 and (
                    tag in BOILERPLATE_TAGS or links[i] > MAX_LINK_DENSITY * chars[i]))):
            view.set_subtree(dropped, i)
            i = view.end[i]
        else:
            i += 1
    return clean_text("".join(_kept_lines(view, node, dropped)))


def _signup_boxes(view: FlatView, node: int, chars: list[int]) -> list[bool]:
    """Per element: inside the largest box around a field for an email address under
    ``node`` (a newsletter sign-up, a login set inside the article) that holds at most
    SIGNUP_BOX_CHARS and less than half of ``node``'s text (a short article is no box)."""
    out = [False] * len(view)
    most = min(SIGNUP_BOX_CHARS, (chars[node] - 1) // 2)
    for j in range(node + 1, view.end[node]):
        if view.tags[j] == "input" and (view.elements[j].get("type") or "").lower() == "email":
            box = j
            while view.parent[box] > node and chars[view.parent[box]] <= most:
                box = view.parent[box]
            view.set_subtree(out, box)
    return out


def _sponsored_boxes(view: FlatView, node: int, chars: list[int]) -> list[int]:
    """Boxes set in the article whose first line labels them an ad or a sponsor's ("TOGETHER
    WITH LEDGERLY", "Sponsored by ...", "Anzeige": ``article_end.SPONSOR_LABEL``), of at most
    SPONSOR_BOX_CHARS and less than half of ``node``'s text: a sponsor's pitch laid out as the
    article's own paragraphs."""
    out = []
    most = min(SPONSOR_BOX_CHARS, (chars[node] - 1) // 2)
    j = node + 1
    while j < view.end[node]:
        if view.tags[j] in BOX_TAGS and 0 < chars[j] <= most and (
                SPONSOR_LABEL.match(_first_line(view, j))):
            out.append(j)
            j = view.end[j]
        else:
            j += 1
    return out


def _first_line(view: FlatView, i: int) -> str:
    """The text of ``i`` up to its first block boundary after some text."""
    texts: list[str] = []
    for k in range(view.piece_lo[i], view.piece_hi[i]):
        piece = view.pieces[k]
        if piece.startswith("\n") and "".join(texts).strip():
            break
        texts.append(piece)
        if len(texts) > MAX_LABEL_PIECES:
            break
    return "".join(texts).strip()


def _headed_boxes(view: FlatView, node: int, chars: list[int]) -> list[int]:
    """Boxes set among the article's paragraphs that open with a heading of their own (a
    support appeal, a fact box, a promoted story): the one container among at least MIN_RUN
    ``<p>`` siblings whose first element is a heading, holding at most BOX_SHARE of their
    text. Sections of a long read come several (or hold the text themselves)."""
    out = []
    for parent in range(node, view.end[node]):
        kids = view.children(parent)
        paragraphs = [c for c in kids if view.tags[c] == "p"]
        if len(paragraphs) < MIN_RUN:
            continue
        boxes = [c for c in kids if view.tags[c] in BOX_TAGS and opens_with_heading(view, c)]
        if len(boxes) == 1 and chars[boxes[0]] <= BOX_SHARE * sum(chars[c] for c in paragraphs):
            out.append(boxes[0])
    return out


def _kept_lines(view: FlatView, node: int, dropped: list[bool]) -> list[str]:
    """The pieces of the lines of ``node`` that are not mostly link text or hold
    MIN_PROSE_OUTSIDE_LINKS characters outside links, and of a heading that is a link when
    prose follows it (it heads a section: the product, the film...)."""
    owner, pieces, in_link = view.owner, view.pieces, view.in_link
    lines: list[tuple[list[str], int, int, int, int]] = []  # pieces, characters, linked,
    # characters after the last link, owner
    for k in range(view.piece_lo[node], view.piece_hi[node]):
        if dropped[owner[k]]:
            continue
        piece = pieces[k]
        if piece.startswith("\n") or not lines:
            lines.append(([], 0, 0, 0, owner[k]))
        texts, size, linked, after, first = lines[-1]
        texts.append(piece)
        n = len(piece) - piece.count(" ") - piece.count("\n")
        after = 0 if in_link[owner[k]] and n else after + n
        lines[-1] = (texts, size + n, linked + n * in_link[owner[k]], after, first)
    lines = [line for line in lines if line[1]]
    out: list[str] = []
    for i, (texts, size, linked, after, first) in enumerate(lines):
        if linked <= MAX_LINK_DENSITY * size or size - linked >= MIN_PROSE_OUTSIDE_LINKS or (
                linked < size and after >= TRAILING_PROSE) or (
                i + 1 < len(lines) and _in_heading(view, first, node)
                and lines[i + 1][1] >= SECTION_PROSE
                and lines[i + 1][2] <= MAX_LINK_DENSITY * lines[i + 1][1]):
            out += texts
    return out


def _in_heading(view: FlatView, i: int, top: int) -> bool:
    while i > top:
        if view.tags[i] in KEEP_TAGS:
            return True
        i = view.parent[i]
    return False


__all__ = ["BLOCK_TAGS", "METHODS", "ContentResult", "content_of_view", "extract_content"]
