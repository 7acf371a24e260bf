"""Template-aware main content: CEVC where the cluster's template helps (SPEC §7 CEVC, §5).

The source's CEVC (002 ch. 2) sees one page. Pages of a cluster share a template, which tells
two things a single page cannot:

- **Boilerplate.** Text identical on every page of the cluster is not content: the template's
  constant texts (template/text.py: the (landmark, text) pairs common to every occurrence of a
  node) and, when at least ``MIN_PAGES_FOR_SHARED`` pages are sampled, any text value present
  on every sampled page. Those text pieces are blanked before counting valid characters and
  left out of the output.
- **Where the content sits.** CEVC's descent may stop too early or go too deep on one page (a
  short article under a long summary, a two-paragraph article whose first paragraph holds
  MCR >= alpha); across the cluster the content node is the same template node. ``learn``
  runs the (boilerplate-blanked) default descent on a sample of the cluster's pages, places
  each result on the template (``labels.resolve_page_node``) and keeps the template node found
  on most pages when it holds at least ``MIN_SHARE`` of them. On a page, the content is the
  text of the page node aligned to that template node, pruned and without boilerplate as the
  default method prunes; a page where that node is not aligned falls back to the descent.

Everything else is ``templatefree.content``'s default method (stopwords by language, furniture
discount, pruning). Measured against CEVC and the default method in docs/suggest.md with
bench/template_content.py.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..extract.labels import Label, LabelError, resolve_page_node
from ..extract.values import label_value_on
from ..load.visible import CONTENT_SKIP_TAGS
from ..template.match import TemplateMatch, match_page
from ..template.model import Template
from ..template.page import PageView
from ..template.text import normalize
from ..templatefree.cevc import ContentResult, descend_mcr, piece_validity, subtree_sums
from ..templatefree.content import link_and_text_chars, pruned_text, weighted_sums
from ..templatefree.flatview import FlatView, body_index, build_view
from ..templatefree.stopwords import resolve_stopwords

METHOD = "template"
MIN_SHARE = 0.5  # the content node must be the same template node on this share of the sample
MIN_PAGES_FOR_SHARED = 5  # fewer sampled pages share data by chance (as tplx discover's 5)
DEFAULT_ALPHA = 0.5


@dataclass(frozen=True)
class ContentModel:
    """What a cluster's sample taught: the content's template node and the boilerplate."""

    template_id: str
    target: str | None  # node id or text slot; None: no node held the content on most pages
    support: int  # sampled pages whose content was found at ``target``
    sample_size: int
    boilerplate: frozenset[str]  # normalised texts that are never content
    reason: str = ""  # why there is no target

    @property
    def confidence(self) -> float:
        return self.support / self.sample_size if self.sample_size else 0.0


def template_constants(template: Template) -> frozenset[str]:
    """Every constant text of the template (identical on every page it was induced from)."""
    return frozenset(normalize(c.value) for node in template.nodes for c in node.constants
                     if normalize(c.value))


def shared_texts(pages: Sequence[PageView]) -> frozenset[str]:
    """Text values present on every page (nothing when too few pages to tell)."""
    if len(pages) < MIN_PAGES_FOR_SHARED:
        return frozenset()
    common: set[str] | None = None
    for page in pages:
        values = {normalize(ref.value) for ref in page.all_texts} - {""}
        common = values if common is None else common & values
    return frozenset(common or ())


def blank(view: FlatView, boilerplate: frozenset[str]) -> FlatView:
    """The flat view with boilerplate pieces emptied (a block boundary they carried stays)."""
    if not boilerplate:
        return view
    pieces = tuple(("\n" if p.startswith("\n") else "") if normalize(p) in boilerplate else p
                   for p in view.pieces)
    return replace(view, pieces=pieces)


@dataclass(frozen=True, eq=False)
class _Counted:
    view: FlatView
    counts: list[int]
    links: list[int]
    chars: list[int]
    start: int
    language: str


def _count(root, boilerplate: frozenset[str], stopwords: Any) -> _Counted | None:
    full = build_view(root, CONTENT_SKIP_TAGS, skip_hidden=True)
    if not full.elements:
        return None
    sw = resolve_stopwords(stopwords, full.pieces)  # language from the whole page
    view = blank(full, boilerplate)
    link_chars, chars = link_and_text_chars(view)
    counts = weighted_sums(view, piece_validity(view, sw))
    return _Counted(view, counts, subtree_sums(view, link_chars), subtree_sums(view, chars),
                    body_index(view), sw.language)


def descend(root, boilerplate: frozenset[str] = frozenset(), alpha: float = DEFAULT_ALPHA,
            stopwords: Any = "auto") -> ContentResult:
    """The default content method on the page with boilerplate texts blanked."""
    counted = _count(root, boilerplate, stopwords)
    if counted is None:
        return ContentResult(None, "", "empty page: no element", METHOD)
    return _descend(counted, alpha)


def _descend(c: _Counted, alpha: float) -> ContentResult:
    if c.counts[c.start] == 0:
        return ContentResult(None, "", "no valid characters outside boilerplate and links "
                             f"({c.language})", METHOD, c.language)
    node, path = descend_mcr(c.view, c.counts, c.start, alpha)
    return ContentResult(c.view.elements[node], pruned_text(c.view, node, c.counts, c.links,
                                                            c.chars),
                         "", METHOD, c.language, c.counts[node],
                         tuple(c.view.elements[p] for p in path))


def learn(template: Template, pages: Sequence[PageView], alpha: float = DEFAULT_ALPHA,
          stopwords: Any = "auto", matches: Sequence[TemplateMatch] | None = None
          ) -> ContentModel:
    """The content model of a template from sample pages of its cluster (module docstring)."""
    boilerplate = template_constants(template) | shared_texts(pages)
    votes: Counter[str] = Counter()
    for i, page in enumerate(pages):
        result = descend(page.root, boilerplate, alpha, stopwords)
        if result.node is None:
            continue
        match = matches[i] if matches is not None else match_page(template, page)
        try:
            target, _, _ = resolve_page_node(match, result.node)
        except LabelError:
            continue
        votes[target] += 1
    sample = len(pages)
    if not votes:
        return ContentModel(template.id, None, 0, sample, boilerplate,
                            "no sampled page's content lies on a template node")
    target, support = min(votes.items(), key=lambda tv: (-tv[1], template.node_index.get(
        tv[0].split("#")[0], 0)))
    if support < MIN_SHARE * sample:
        return ContentModel(template.id, None, support, sample, boilerplate,
                            f"the content node varies: {target} on {support} of {sample} pages")
    return ContentModel(template.id, target, support, sample, boilerplate)


def page_element(match: TemplateMatch, target: str):
    """The page element aligned to ``target`` (a slot: the element holding its text), or None."""
    found = label_value_on(match, Label("CONTENT", match.template.id, target), True)
    if not found.xpaths:
        return None
    xpath = found.xpaths[0]
    if "#" in target:  # '.../p/text()[2]' -> the element holding the text node
        xpath = xpath.rsplit("/text()[", 1)[0]
    nodes = match.page.root.xpath(xpath)
    return nodes[0] if nodes else None


def extract(model: ContentModel, match: TemplateMatch, alpha: float = DEFAULT_ALPHA,
            stopwords: Any = "auto") -> ContentResult:
    """Main content of an aligned page of the model's template."""
    counted = _count(match.page.root, model.boilerplate, stopwords)
    if counted is None:
        return ContentResult(None, "", "empty page: no element", METHOD)
    if model.target is not None:
        element = page_element(match, model.target)
        at = counted.view.index_of(element) if element is not None else -1
        if at >= 0:
            text = pruned_text(counted.view, at, counted.counts, counted.links, counted.chars)
            if text:
                return ContentResult(element, text, "", METHOD, counted.language,
                                     counted.counts[at], (element,))
    return _descend(counted, alpha)


def extract_pages(template: Template, pages: Iterable[PageView], model: ContentModel,
                  alpha: float = DEFAULT_ALPHA) -> list[ContentResult]:
    return [extract(model, match_page(template, page), alpha) for page in pages]


__all__ = ["ContentModel", "blank", "descend", "extract", "extract_pages", "learn",
           "page_element", "shared_texts", "template_constants"]
