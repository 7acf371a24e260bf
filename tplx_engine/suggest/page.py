"""One page's template-free extraction results placed on its template (``vote.py`` votes on them).

SPEC §7 extractors run on the page as the template stage parsed it (template/page.py), so the
nodes they return are the aligned DOM's; each is mapped to a template node or text slot with
the labels' own resolver (``labels.resolve_page_node``). Where the template helps, the results
are refined (departures from the source rules; docs/suggest.md says what each changed):

- a value that is only part of its node's text (``发表于 2014年6月12日``) is placed on the one
  text node holding it; an element holding one data text plus template text
  (``<cite>Tara Clarke</cite> <span>says:</span>``) on that data text;
- TITLE: when the source rule's ``<h1>`` is template text (a site name, identical on every page
  of the cluster), the data heading sharing most with ``<title>``;
- DATE: every full date of the page outside records is a candidate, one hit per template
  node (the vote keeps the node holding a date on most pages: the page date, not a date in an
  article or a comment); the source rule's pick (the latest date, or when that lies in a record,
  the latest date outside records) is marked, to break ties;
- CONTENT: with the cluster's content model (``extract.content.learn``), the template-aware
  content of the page (its learnt node, or the page's own descent with boilerplate blanked),
  credited to the model's node; a content node that contains the posts PEAN found is the
  thread, not an article, and gives no CONTENT.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

import numpy as np

from ..extract.content import ContentModel, content_of, headline, page_element
from ..extract.labels import LabelError, owner_token, resolve_page_node
from ..load.visible import element_text, within
from ..model import TextRef
from ..template.match import TemplateMatch
from ..template.page import PageView, element_path
from ..template.text import normalize, text_node_xpath
from ..templatefree import (
    extract_byline,
    extract_content,
    extract_posts,
    extract_pub_date,
    find_dates,
)
from ..templatefree.meta import DEFAULT_FLOOR

CONTENT_SOURCE = "content-template"  # a CONTENT hit of the template-aware content
DATE_PICK = "pub-date"  # the source rule's page date
DATE_CANDIDATE = "date"  # another full date of the page


@dataclass(frozen=True)
class Hit:
    """One extractor result placed on the template, on one page."""

    field: str
    target: str
    source: str  # extractor
    page_id: str
    xpath: str  # the page node: element or text node
    value: str  # what a label there yields on this page
    prefix: str | None = None  # text around the value inside its text node
    suffix: str | None = None


# -- placing a result node ------------------------------------------------------------------------

def _texts_under(page: PageView, element) -> list[TextRef]:
    inside = {id(e) for e in element.iter()}
    return [ref for ref in page.all_texts
            if id(ref.node) in inside and not (ref.is_tail and ref.node is element)]


def _text_hit(match: TemplateMatch, field: str, source: str, ref: TextRef, wanted: str) -> Hit:
    target, _, text = resolve_page_node(match, ref)
    at = text.find(wanted) if wanted else -1
    prefix, suffix = (text[:at], text[at + len(wanted):]) if at >= 0 else ("", "")
    return Hit(field, target, source, match.page.page_id, text_node_xpath(ref),
               wanted if at >= 0 else text, prefix or None, suffix or None)


def place(match: TemplateMatch, field: str, source: str, node, value: str | None = None,
          boilerplate: frozenset[str] = frozenset()) -> Hit:
    """The hit of ``node`` (an element of the page, or a ``TextRef``) for ``field``.

    ``value``: the extractor's text when it may be only part of the node's text (a date): it
    is then placed on the one text node holding it. An element whose text is one data text
    node plus template text (``<cite>Tara Clarke</cite> <span>says:</span>``) is placed on
    that text node. ``LabelError`` if the node is no template data (dynamic, template text)."""
    page = match.page
    if isinstance(node, TextRef):
        return _text_hit(match, field, source, node, normalize(value or node.value))
    whole = element_text(node)
    wanted = normalize(value) if value is not None else whole
    texts = _texts_under(page, node)
    if wanted and whole != wanted:
        holding = [ref for ref in texts if wanted in normalize(ref.value)]
        if len(holding) == 1:
            return _text_hit(match, field, source, holding[0], wanted)
    data = [ref for ref in texts if normalize(ref.value) not in boilerplate]
    if boilerplate and len(data) == 1 and len(texts) > 1:
        return _text_hit(match, field, source, data[0], normalize(data[0].value))
    target, _, text = resolve_page_node(match, node)
    return Hit(field, target, source, page.page_id, element_path(node), text)


# -- template-aware title and date ----------------------------------------------------------------

def _title(match: TemplateMatch, boilerplate: frozenset[str], in_record: np.ndarray
           ) -> tuple[object, str] | None:
    """(node, value) of the page title: the headline (``extract.content.headline``: the source
    rule's ``<h1>``, or when that is template text the data heading sharing most with
    ``<title>``, ties outside records), else the ``<title>`` text node (its template slot may
    strip the site name as a suffix)."""
    page = match.page

    def in_a_record(heading) -> bool:  # a post's "Re: title" ties lower
        token = owner_token(page, heading)
        return token >= 0 and bool(in_record[token])

    found = headline(page, boilerplate, in_a_record)
    if found is not None:
        return found
    titles = page.root.xpath("//title")
    refs = _texts_under(page, titles[0]) if titles else []
    return (refs[0], element_text(titles[0])) if len(refs) == 1 else None


def _record_tokens(match: TemplateMatch) -> np.ndarray:
    """Per original page token: does it lie inside a repeatable template node (a record)?"""
    depths = match.page.seq.depths
    repeatable = np.array([n.repeatable for n in match.template.nodes] + [False], dtype=bool)
    own = repeatable[match.node_of_orig]  # index -1 (dynamic) reads the trailing False
    inside = np.zeros(len(depths), dtype=bool)
    stack: list[bool] = []
    for t in range(len(depths)):
        del stack[int(depths[t]):]
        inside[t] = own[t] or (bool(stack) and stack[-1])
        stack.append(bool(inside[t]))
    return inside


def _date(match: TemplateMatch, now: datetime | None, in_record: np.ndarray
          ) -> tuple[object, str] | None:
    """(node, date text) of the page date: the source rule (the latest date, ``extract_pub_date``)
    unless that date lies in a record (the latest comment or reply of the page); then the
    latest date outside records, when there is one."""
    page = match.page
    found = extract_pub_date(page.root, now=now)
    if found.node is None:
        return None
    token = owner_token(page, found.node)
    if token < 0 or not in_record[token]:
        return found.node, found.text
    now = now or datetime.now()
    best = None
    for ref in page.all_texts:
        if ref.owner < 0 or in_record[ref.owner]:
            continue
        for d in find_dates(ref.value, now):
            if (not d.relative and d.has_year and DEFAULT_FLOOR < d.value <= now
                    and (best is None or d.value > best[1].value)):
                best = (ref, d)
    return (best[0], best[1].text) if best else (found.node, found.text)


def _date_candidates(match: TemplateMatch, now: datetime | None, in_record: np.ndarray
                     ) -> list[tuple[TextRef, str]]:
    """(text node, date text) of every full date of the page outside records: a year, not
    relative, after the floor and not after ``now``. Text nodes on no template node are left
    out (they give no label)."""
    now = now or datetime.now()
    node_of = match.node_of_orig
    out = []
    for ref in match.page.all_texts:
        if ref.owner < 0 or in_record[ref.owner] or node_of[ref.owner] < 0:
            continue
        for d in find_dates(ref.value, now):
            if not d.relative and d.has_year and DEFAULT_FLOOR < d.value <= now:
                out.append((ref, d.text))
                break  # one date per text node: the node is the place
    return out


def page_hits(match: TemplateMatch, boilerplate: frozenset[str] = frozenset(),
              now: datetime | None = None, content: ContentModel | None = None
              ) -> tuple[list[Hit], dict[str, int]]:
    """Every extractor result of one aligned page placed on the template, and per field the
    number of results that could not be placed (dynamic nodes, template text). ``boilerplate``:
    texts that are never data (``extract.content.template_constants`` and texts shared by the
    cluster's pages). ``content``: the cluster's content model; without it CONTENT is the
    page-alone default method placed on its node."""
    root = match.page.root
    hits: list[Hit] = []
    missed: dict[str, int] = {}

    def add(field: str, source: str, node, value: str | None = None) -> Hit | None:
        if node is None:
            return None
        try:
            hits.append(place(match, field, source, node, value, boilerplate))
        except LabelError:
            missed[field] = missed.get(field, 0) + 1
            return None
        return hits[-1]

    in_record = _record_tokens(match)
    add("TITLE", "title", *(_title(match, boilerplate, in_record) or (None,)))
    picked = add("DATE", DATE_PICK, *(_date(match, now, in_record) or (None,)))
    dated = {picked.target} if picked is not None else set()
    for ref, text in _date_candidates(match, now, in_record):
        try:
            hit = place(match, "DATE", DATE_CANDIDATE, ref, text, boilerplate)
        except LabelError:
            continue
        if hit.target not in dated:
            dated.add(hit.target)
            hits.append(hit)
    byline = extract_byline(root)
    if byline.node is not None:  # a visible byline (structured data and meta tags are not)
        token = owner_token(match.page, byline.node)
        if token < 0 or not in_record[token]:  # a post's or a comment's author is no byline
            add("AUTHOR", "byline", byline.node, byline.text)
    posts = extract_posts(root, now=now)
    # a thread of one post votes for nothing: an article shows a date and an author link too
    thread = posts.posts if posts.anchor_kind != "single" else ()
    target = content.target or content.best if content is not None else None
    if target is not None:
        found = content_of(match, target, content.boilerplate, content.heading)
        source = CONTENT_SOURCE
    else:
        found, source = extract_content(root), "content-default"
    # content inside the posts is theirs, unless the posts are repeated boxes with no date or
    # other post mark: an article's sections are such boxes too
    if found.node is not None and not (thread and posts.anchor_kind != "records"
                                       and within(posts.parent, found.node)):
        if target is not None:  # the content label's node, whatever node held it here
            at = page_element(match, target)
            hits.append(Hit("CONTENT", target, source, match.page.page_id,
                            element_path(at if at is not None else found.node), found.text))
        else:
            add("CONTENT", source, found.node)
    for post in thread:
        add("POST", "pean", post.node)
        if post.body_node is not None and post.body_node is not post.node:
            add("POST_TEXT", "pean", post.body_node)
        add("POST_DATE", "pean", post.date_node, post.date_text or None)
        add("POST_AUTHOR", "pean", post.author_node, post.author or None)
    return hits, missed
