"""Main content with the template's knowledge: a CONTENT field computed, not read off one node.

A label whose ``extractor`` is ``"content"`` yields, on each page of its template, the page's
main content computed with what the cluster taught (``learn``), instead of the whole text of one
template node:

- **Boilerplate is never content.** Text pieces that are the template's constants (of nodes
  present on most pages) or that stand on most sampled pages of the cluster are blanked before
  valid characters are counted (``templatefree.cevc``) and left out of the output. The texts
  shared by the sample are learnt once and kept in the label (``Label.extractor_state``); the
  template's constants are read from the template at extraction.
- **The region is the learnt node.** ``learn`` runs the template-free descent (the default
  method, with boilerplate blanked) on a sample of the cluster's pages, places each result on
  the template and keeps the template node found on most pages (the label's target). On a page,
  the content is that node's text, pruned as the template-free method prunes (link-dense and
  nav/aside/form subtrees, ``templatefree.content.pruned_text``) and without boilerplate.
- **Never empty when the page has an article.** Where the node is not aligned, or holds no
  valid text on this page, or holds only a small part of the page's valid text (the node is
  aligned to something else there), the content is the page's own descent with the boilerplate
  blanked.

Moved here from suggest/content.py so that suggesting, accepting and extracting run one
implementation. Measured in docs/suggest.md (bench/zero_click.py, bench/template_content.py).
"""

from __future__ import annotations

import copy
import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from ..load.visible import CONTENT_SKIP_TAGS, element_text, within
from ..template.match import TemplateMatch, match_page, place_texts, slot_key
from ..template.model import EssentialNode, Template, split_slot_id
from ..template.page import PageView, element_path
from ..template.text import normalize
from ..templatefree.cevc import ContentResult, descend_mcr, piece_validity
from ..templatefree.content import extract_content, weighted_sums
from ..templatefree.flatview import FlatView, body_index, build_view
from ..templatefree.meta import MIN_COMMON, extract_title, longest_common_substring
from ..templatefree.stopwords import Stopwords, resolve_stopwords
from .labels import Label, LabelError, resolve_page_node

EXTRACTOR = "content"  # Label.extractor of a content field
METHOD = "template"
MIN_SHARE = 0.5  # the content node must be the same template node on this share of the sample
SHARED_SHARE = 0.5  # a text on more than this share of the sampled pages is boilerplate
MIN_PAGES_FOR_SHARED = 3  # fewer sampled pages share data by chance
MIN_NODE_SHARE = 0.2  # the node must hold this share of the page's valid characters
DEFAULT_ALPHA = 0.5
REGION_ALPHA = 1.0  # inside the learnt node, step down only into a child holding all its text
_WORD = re.compile(r"\w")  # punctuation between links ('.', ',') is on most pages: never blanked


@dataclass(frozen=True)
class ContentModel:
    """What a cluster's sample taught: the content's template node and the boilerplate."""

    template_id: str
    target: str | None  # node id or text slot; None: no node held the content on most pages
    support: int  # sampled pages whose content was found at ``target``
    sample_size: int
    boilerplate: frozenset[str]  # normalised texts that are never content
    reason: str = ""  # why there is no target
    articles: int = 0  # sampled pages with a content at all
    best: str | None = None  # the node found on most pages, even below MIN_SHARE
    heading: str | None = None  # the headline's node on most pages (None: none that often)

    @property
    def confidence(self) -> float:
        return self.support / self.sample_size if self.sample_size else 0.0


# -- boilerplate ----------------------------------------------------------------------------------

@lru_cache(maxsize=64)
def template_constants(template: Template, min_share: float = SHARED_SHARE) -> frozenset[str]:
    """Constant texts of the template's nodes found on at least ``min_share`` of its pages
    (every essential node; an optional alternative by its probability). A node seen on one page
    has every text "constant": those are that page's data, not boilerplate."""
    frequent = [node for part in template.parts for nodes in (
        [part.nodes] if isinstance(part, EssentialNode) else
        [a.nodes for a in part.alternatives if a.probability >= min_share]) for node in nodes]
    return frozenset(normalize(c.value) for node in frequent for c in node.constants
                     if _WORD.search(c.value))


def shared_texts(pages: Sequence[PageView], share: float = SHARED_SHARE) -> frozenset[str]:
    """Text values found on more than ``share`` of the pages (and on two at least); nothing
    when fewer than MIN_PAGES_FOR_SHARED pages are given."""
    if len(pages) < MIN_PAGES_FOR_SHARED:
        return frozenset()
    seen: Counter[str] = Counter()
    for page in pages:
        seen.update({normalize(ref.value) for ref in page.all_texts} - {""})
    need = max(2, int(share * len(pages)) + 1)
    return frozenset(text for text, n in seen.items() if n >= need and _WORD.search(text))


def blank(view: FlatView, boilerplate: frozenset[str]) -> FlatView:
    """The flat view with boilerplate pieces emptied (a block boundary they carried stays)."""
    if not boilerplate:
        return view
    pieces = tuple(("\n" if p.startswith("\n") else "") if normalize(p) in boilerplate else p
                   for p in view.pieces)
    return replace(view, pieces=pieces)


# -- counting and the descent ---------------------------------------------------------------------

@dataclass(frozen=True, eq=False)
class _Counted:
    view: FlatView
    counts: list[int]  # valid characters per element subtree, boilerplate blanked
    start: int  # <body>
    stopwords: Stopwords  # chosen on the whole page


def _count(root, boilerplate: frozenset[str], stopwords: Any) -> _Counted | None:
    full = build_view(root, CONTENT_SKIP_TAGS, skip_hidden=True)
    if not full.elements:
        return None
    sw = resolve_stopwords(stopwords, full.pieces)  # language from the whole page
    view = blank(full, boilerplate)
    return _Counted(view, weighted_sums(view, piece_validity(view, sw)), body_index(view), sw)


def blanked_copy(root, boilerplate: frozenset[str]):
    """A copy of the page tree whose boilerplate texts (element texts and tails) are removed:
    the template-free method then runs on it as it is (``templatefree.extract_content``)."""
    page = copy.deepcopy(root)
    if boilerplate:
        for element in page.iter():
            if element.text and normalize(element.text) in boilerplate:
                element.text = None
            if element.tail and normalize(element.tail) in boilerplate:
                element.tail = None
    return page


def descend(root, boilerplate: frozenset[str] = frozenset(), alpha: float = DEFAULT_ALPHA,
            stopwords: Any = "auto") -> ContentResult:
    """The template-free default method on the page with boilerplate texts blanked; the
    result's node is the element of ``root`` (not of the blanked copy)."""
    blanked = blanked_copy(root, boilerplate)
    found = extract_content(blanked, alpha=alpha, stopwords=stopwords)
    if found.node is None:
        return replace(found, method=METHOD)
    return replace(found, node=_same_element(root, blanked, found.node), method=METHOD,
                   path=())


def _same_element(original, copy, element):
    """The element of ``original`` at ``element``'s place in ``copy`` (a deep copy of it).
    By position, not by its path: a path holding a tag name XPath cannot parse (a damaged page's
    ``<pȾ>``) would not find it."""
    for mine, theirs in zip(original.iter(), copy.iter()):
        if theirs is element:
            return mine
    return None


def content_node(root, boilerplate: frozenset[str] = frozenset(), alpha: float = DEFAULT_ALPHA,
                 stopwords: Any = "auto"):
    """The element CEVC's descent (MCR >= alpha from ``<body>``) stops at on the page with
    boilerplate blanked, or None: what ``learn`` places on the template."""
    counted = _count(root, boilerplate, stopwords)
    if counted is None or counted.counts[counted.start] == 0:
        return None
    node, _ = descend_mcr(counted.view, counted.counts, counted.start, alpha)
    return counted.view.elements[node]


# -- the headline ---------------------------------------------------------------------------------

HEADINGS = ("h1", "h2", "h3", "h4", "h5", "h6")


def headline(page: PageView, boilerplate: frozenset[str] = frozenset(),
             demoted: Callable[[Any], bool] | None = None) -> tuple[Any, str] | None:
    """(heading element, title text) of the page's headline, or None. The source rule
    (``extract_title``: the ``<h1>`` sharing most with ``<title>``) first; when it picks
    template text (a site name in ``<h1>``) or only ``<title>``, the data heading sharing most
    with ``<title>`` (ties: not ``demoted``, then the first)."""
    found = extract_title(page.root)
    if found.node is None:
        return None
    if found.source not in ("title", "meta") and element_text(found.node) not in boilerplate:
        return found.node, found.text
    titles = page.root.xpath("//title")
    title = element_text(titles[0]) if titles else ""
    best, best_key = None, (MIN_COMMON - 1, False)
    for heading in page.root.iter(*HEADINGS):
        text = element_text(heading)
        if not text or text in boilerplate:
            continue
        key = (len(longest_common_substring(title, text).strip()),
               not (demoted is not None and demoted(heading)))
        if key > best_key:
            best, best_key = heading, key
    return (best, element_text(best)) if best is not None else None


# -- learning over a cluster ----------------------------------------------------------------------

def learn(template: Template, pages: Sequence[PageView], alpha: float = DEFAULT_ALPHA,
          stopwords: Any = "auto", matches: Sequence[TemplateMatch] | None = None
          ) -> ContentModel:
    """The content model of a template from sample pages of its cluster (module docstring)."""
    boilerplate = template_constants(template) | shared_texts(pages)
    votes: Counter[str] = Counter()
    headings: Counter[str] = Counter()
    articles = 0
    for i, page in enumerate(pages):
        node = content_node(page.root, boilerplate, alpha, stopwords)
        if node is None:
            continue
        articles += 1
        match = matches[i] if matches is not None else match_page(template, page)
        target = _target(match, node)
        if target is not None:
            votes[target] += 1
        found = headline(page, boilerplate)
        heading = _target(match, found[0]) if found is not None else None
        if heading is not None:
            headings[heading] += 1
    sample = len(pages)
    heading = _most(template, headings)
    if heading is not None and headings[heading] < MIN_SHARE * sample:
        heading = None
    if not votes:
        return ContentModel(template.id, None, 0, sample, boilerplate,
                            "no sampled page's content lies on a template node", articles,
                            heading=heading)
    target = _most(template, votes)
    support = votes[target]
    if support < MIN_SHARE * sample:
        return ContentModel(template.id, None, support, sample, boilerplate,
                            f"the content node varies: {target} on {support} of {sample} pages",
                            articles, target, heading)
    return ContentModel(template.id, target, support, sample, boilerplate, "", articles, target,
                        heading)


def _target(match: TemplateMatch, node) -> str | None:
    try:
        return resolve_page_node(match, node)[0]
    except LabelError:
        return None


def _most(template: Template, votes: Counter[str]) -> str | None:
    """The target with most votes (ties: first in the template)."""
    if not votes:
        return None
    return min(votes, key=lambda t: (-votes[t], template.node_index.get(t.split("#")[0], 0)))


# -- one page -------------------------------------------------------------------------------------

def page_element(match: TemplateMatch, target: str):
    """The page element aligned to ``target`` (a slot: the element holding its text at the
    slot's rank), or None (also for a node the template does not have)."""
    node_id, slot = split_slot_id(target)
    if node_id not in match.template.node_index or (
            slot is not None and slot >= len(match.template.node(node_id).slots)):
        return None
    owners = match.page_tokens(node_id)
    if not owners.size:
        return None
    owner = int(owners[0])
    if slot is None:
        return match.page.seq.nodes[owner]
    wanted = slot_key(match.template, node_id, slot)
    for placed in place_texts(match, node_id, owner):
        if (placed.landmark, placed.anchor, placed.k) == wanted:
            ref = placed.item.ref
            return ref.node.getparent() if ref.is_tail else ref.node
    return None


def extract(model: ContentModel, match: TemplateMatch, alpha: float = DEFAULT_ALPHA,
            stopwords: Any = "auto") -> ContentResult:
    """Main content of an aligned page of the model's template."""
    return content_of(match, model.target, model.boilerplate, model.heading, alpha, stopwords)


def content_of(match: TemplateMatch, target: str | None, boilerplate: frozenset[str],
               heading: str | None = None, alpha: float = DEFAULT_ALPHA,
               stopwords: Any = "auto") -> ContentResult:
    """The template-free content of the page with the boilerplate blanked, restricted to the
    element aligned to ``target``; the whole (blanked) page's where that element is missing,
    holds no valid text or too little of the page's; the headline (at ``heading``) in front
    when it stands before the content, outside it (module docstring)."""
    counted = _count(match.page.root, boilerplate, stopwords)
    if counted is None:
        return ContentResult(None, "", "empty page: no element", METHOD)
    found = None
    if target is not None:
        element = page_element(match, target)
        at = counted.view.index_of(element) if element is not None else -1
        page_valid = counted.counts[counted.start]
        if at >= 0 and 0 < counted.counts[at] and counted.counts[at] >= MIN_NODE_SHARE * page_valid:
            region = blanked_copy(element, boilerplate)
            region.tail = None  # the copy of an element carries its tail: not inside it
            inside = extract_content(region, alpha=REGION_ALPHA, stopwords=counted.stopwords)
            if inside.text:
                found = ContentResult(element, inside.text, "", METHOD, inside.language,
                                      counted.counts[at], (element,))
    if found is None:
        found = descend(match.page.root, boilerplate, alpha, stopwords)
    if heading is None or found.node is None:
        return found
    title = page_element(match, heading)
    if title is None or within(title, found.node) or within(found.node, title):
        return found
    at, title_at = counted.view.index_of(found.node), counted.view.index_of(title)
    text = normalize(element_text(title))
    if 0 <= title_at < at and text and text not in boilerplate and text not in found.text:
        return replace(found, text=f"{text}\n{found.text}")
    return found


# -- the content label ----------------------------------------------------------------------------

def content_label(model: ContentModel, field: str = "CONTENT", *, page_id: str | None = None,
                  xpath: str | None = None, example: str | None = None,
                  target: str | None = None, source: str = "xpath") -> Label:
    """A label yielding the model's content on every page (its node, or ``target``), made like
    a label on an example page's node (``xpath`` there: what carries it to a rebuilt
    template)."""
    target = target or model.target or model.best
    if target is None:
        raise LabelError(f"template {model.template_id}: no template node holds the content "
                         f"({model.reason})")
    state = {"boilerplate": sorted(model.boilerplate), "heading": model.heading}
    return Label(field, model.template_id, target, source=source, page_id=page_id, xpath=xpath,
                 example=example, repeated=False, extractor=EXTRACTOR, extractor_state=state)


def content_values(match: TemplateMatch, label: Label, with_xpaths: bool = True
                   ) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(values, XPaths) of a content label on an aligned page: one value, or none."""
    state = label.extractor_state or {}
    boilerplate = template_constants(match.template) | frozenset(state.get("boilerplate", ()))
    result = content_of(match, label.target, boilerplate, state.get("heading"))
    if not result.text:
        return (), ()
    return (result.text,), ((element_path(result.node),) if with_xpaths else ())


__all__ = ["EXTRACTOR", "ContentModel", "blank", "content_label", "content_of", "content_values",
           "descend", "extract", "learn", "page_element", "shared_texts", "template_constants"]
