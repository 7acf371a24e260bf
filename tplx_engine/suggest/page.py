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
- DATE: when the latest date of the page lies in a record (a repeatable template node: the
  last comment or reply), the latest date outside records;
- CONTENT: a content node that contains the posts PEAN found is the thread, not an article,
  and gives no CONTENT.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

import numpy as np

from ..extract.labels import LabelError, owner_token, resolve_page_node
from ..load.visible import element_text
from ..model import TextRef
from ..template.match import TemplateMatch
from ..template.page import PageView, element_path
from ..template.text import normalize, text_node_xpath
from ..templatefree import (
    extract_content,
    extract_posts,
    extract_pub_date,
    extract_title,
    find_dates,
)
from ..templatefree.meta import DEFAULT_FLOOR, MIN_COMMON, longest_common_substring


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

HEADINGS = ("h1", "h2", "h3", "h4", "h5", "h6")


def _title(match: TemplateMatch, boilerplate: frozenset[str], in_record: np.ndarray
           ) -> tuple[object, str] | None:
    """(node, value) of the page title. The source rule (``extract_title``) first; when the
    heading it picks is template text (the site name in an ``<h1>``, identical on every page)
    the data heading sharing most with ``<title>`` (ties: outside records, then the first);
    else the ``<title>`` text node (its template slot may strip the site name as a suffix)."""
    page = match.page
    found = extract_title(page.root)
    if found.node is None:
        return None
    if found.source != "title" and element_text(found.node) not in boilerplate:
        return found.node, found.text
    titles = page.root.xpath("//title")
    title = element_text(titles[0]) if titles else ""
    best, best_key = None, (MIN_COMMON - 1, False)
    for heading in page.root.iter(*HEADINGS):
        text = element_text(heading)
        if not text or text in boilerplate:
            continue
        token = owner_token(page, heading)
        key = (len(longest_common_substring(title, text).strip()),
               not (token >= 0 and in_record[token]))  # a post's "Re: title" ties lower
        if key > best_key:
            best, best_key = heading, key
    if best is not None:
        return best, element_text(best)
    refs = _texts_under(page, titles[0]) if titles else []
    return (refs[0], title) if len(refs) == 1 else None


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


def _contains(ancestor, node) -> bool:
    while node is not None:
        if node is ancestor:
            return True
        node = node.getparent()
    return False


def page_hits(match: TemplateMatch, boilerplate: frozenset[str] = frozenset(),
              now: datetime | None = None, content_method: str = "default"
              ) -> tuple[list[Hit], dict[str, int]]:
    """Every extractor result of one aligned page placed on the template, and per field the
    number of results that could not be placed (dynamic nodes, template text). ``boilerplate``:
    the template's constant texts (``content.template_constants``)."""
    root = match.page.root
    hits: list[Hit] = []
    missed: dict[str, int] = {}

    def add(field: str, source: str, node, value: str | None = None) -> None:
        if node is None:
            return
        try:
            hits.append(place(match, field, source, node, value, boilerplate))
        except LabelError:
            missed[field] = missed.get(field, 0) + 1

    in_record = _record_tokens(match)
    add("TITLE", "title", *(_title(match, boilerplate, in_record) or (None,)))
    add("DATE", "pub-date", *(_date(match, now, in_record) or (None,)))
    content = extract_content(root, method=content_method)
    posts = extract_posts(root, now=now)
    if not (posts.parent is not None and content.node is not None
            and _contains(content.node, posts.parent)):  # a thread's posts are no article
        add("CONTENT", f"content-{content_method}", content.node)
    for post in posts.posts:
        add("POST", "pean", post.node)
        if post.body_node is not None and post.body_node is not post.node:
            add("POST_TEXT", "pean", post.body_node)
        add("POST_DATE", "pean", post.date_node, post.date_text or None)
        add("POST_AUTHOR", "pean", post.author_node, post.author or None)
    return hits, missed
