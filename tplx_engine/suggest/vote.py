"""Suggested labels: the template-free extractors vote on template nodes (SPEC §0, §6, §7).

SPEC §0: "template-free extractors (main content, forum posts, title, date, repeated records)
propose labels so that an analyst confirms instead of starting from nothing". The SPEC says no
more; this module is the product's reading of it:

1. For each template, sample up to ``SuggestOptions.sample`` member pages (the medoid plus
   members evenly spaced, like induction's sample) and align each to the template.
2. Run the extractors on the page as the template stage parsed it and place every result node
   on the template (``suggest_page.page_hits``): ``extract_title`` (TITLE),
   ``extract_pub_date`` (DATE), ``extract_content`` (CONTENT), ``extract_posts`` (POST = the
   post element, POST_TEXT = its message, POST_DATE, POST_AUTHOR). Nodes are mapped with the
   labels' own resolver (``labels.resolve_page_node``); where the template helps (the title
   heading is template text, the latest date is a reply's...) suggest_page.py refines them.
3. Vote: a suggestion is a (field, target) pair; ``support`` = sampled pages where the
   extractor put that field on that target, ``confidence`` = support / pages sampled. Pairs
   below ``min_support`` pages or ``min_confidence`` are dropped; at most
   ``max_per_field`` targets per field are kept, best first.

Decisions (not in the sources), each settable or stated:
- A page DATE that lands on the node of a POST_DATE is a post's date (the latest date of a
  thread is its last reply), not a page date: it is not suggested as DATE.
- Fields are named as the demo's ground truth names them (POST_AUTHOR, not AUTHOR: a news
  AUTHOR is another field); ``accept`` takes another name if the analyst wants one.
- Suggestions live in their own table (template/store.py ``suggestions``), apart from labels.
  ``accept`` makes the label with ``labels.label_xpath`` on the stored example page node (so
  the label carries an example page and XPath, like a hand-made one, and survives
  re-induction the same way), single-valued for TITLE/DATE/CONTENT and a list for the POST
  fields (the occurrence inside a merged record is then chosen as ``label_value`` chooses it:
  content + editor line, message + signature), and marks the suggestion accepted in the same
  transaction;
  ``reject`` marks it rejected. Re-suggesting replaces the *proposed* rows of the templates it
  runs on and never proposes again a (template, target, field) that was rejected, accepted or
  is already labelled. Node ids change when a template is re-induced; a rejection is keyed by
  them, so a rejected suggestion may come back after re-induction (on the new node).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime

import numpy as np

from ..config import EngineConfig
from ..errors import PageError, TplxError
from ..extract.labels import LabelError, check_field, label_xpath, relabel
from ..jobs import templates as batch
from ..progress import SILENT, Reporter
from ..store import templates as store
from ..store.templates import Suggestion
from ..template.match import match_page
from ..template.model import Template
from ..template.page import PageView
from .content import template_constants
from .page import Hit, page_hits

FIELDS = ("TITLE", "DATE", "CONTENT", "POST", "POST_TEXT", "POST_DATE", "POST_AUTHOR")
LIST_FIELDS = frozenset({"POST", "POST_TEXT", "POST_DATE", "POST_AUTHOR"})  # one value a post
EXAMPLE_CHARS = 200  # stored example values are cut here


@dataclass(frozen=True)
class SuggestOptions:
    sample: int = 20  # member pages per template the extractors run on
    min_support: int = 2  # pages (capped at the pages sampled: a 2-page cluster can vote)
    min_confidence: float = 0.3  # share of the sampled pages
    max_per_field: int = 3  # targets kept per field, most confident first
    content_method: str = "default"  # extract_content method: 'default' or 'cevc'
    now: datetime | None = None  # for dates: latest date allowed, relative dates (None: now)


@dataclass(frozen=True)
class TemplateSuggestions:
    template: Template
    sampled: int  # pages read and aligned
    suggestions: tuple[Suggestion, ...]  # proposed now (rejected/labelled ones left out)
    unplaced: dict  # field -> pages whose result fell on no template node
    unreadable: tuple[tuple[str, str], ...]


# -- voting ---------------------------------------------------------------------------------------

def vote(template: Template, per_page: Sequence[list[Hit]], options: SuggestOptions
         ) -> list[Suggestion]:
    """Suggestions of one template from the hits of its sampled pages (module docstring)."""
    sampled = len(per_page)
    if not sampled:
        return []
    pages: dict[tuple[str, str], set[str]] = {}
    example: dict[tuple[str, str], Hit] = {}
    for hits in per_page:
        for hit in hits:
            key = (hit.field, hit.target)
            pages.setdefault(key, set()).add(hit.page_id)
            example.setdefault(key, hit)
    post_dates = {t for f, t in pages if f == "POST_DATE"}
    need = min(options.min_support, sampled)
    ranked: dict[str, list[Suggestion]] = {}
    for (field, target), seen in pages.items():
        if field == "DATE" and target in post_dates:
            continue
        support = len(seen)
        confidence = support / sampled
        if support < need or confidence < options.min_confidence:
            continue
        hit = example[(field, target)]
        ranked.setdefault(field, []).append(Suggestion(
            None, template.id, target, field, round(confidence, 4), support, sampled,
            hit.source, "proposed", hit.page_id, hit.xpath, hit.value[:EXAMPLE_CHARS],
            hit.prefix, hit.suffix))
    out = []
    for field in sorted(ranked, key=lambda f: FIELDS.index(f) if f in FIELDS else len(FIELDS)):
        best = sorted(ranked[field], key=lambda s: (-s.confidence, template.node_index.get(
            s.target.split("#")[0], 0)))
        out.extend(best[:options.max_per_field])
    return out


# -- project API ----------------------------------------------------------------------------------

def sample_pages(template: Template, limit: int) -> list[str]:
    """All members, or the medoid plus ``limit - 1`` others evenly spaced (exactly ``limit``)."""
    members = list(template.members)
    if len(members) <= limit:
        return members
    others = [m for m in members if m != template.medoid]
    picks = np.linspace(0, len(others) - 1, num=limit - 1).round().astype(int)
    chosen = [others[i] for i in picks]
    return ([template.medoid] if template.medoid in members else others[-1:]) + chosen


def suggest_template(template: Template, load: Callable[[str], PageView],
                     options: SuggestOptions = SuggestOptions(), reporter: Reporter = SILENT,
                     progress: tuple[int, int] | None = None) -> TemplateSuggestions:
    """Run the extractors on a sample of the template's pages and vote (nothing stored)."""
    per_page: list[list[Hit]] = []
    unplaced: dict[str, int] = {}
    unreadable = []
    done, total = progress or (0, 0)
    boilerplate = template_constants(template)
    for i, page_id in enumerate(sample_pages(template, options.sample)):
        reporter.advance("suggest", done + i, total)
        try:
            view = load(page_id)
        except PageError as exc:
            unreadable.append((page_id, exc.reason))
            continue
        hits, missed = page_hits(match_page(template, view), boilerplate, options.now,
                                 options.content_method)
        per_page.append(hits)
        for field in missed:  # pages where some result of the field was no template data
            unplaced[field] = unplaced.get(field, 0) + 1
    return TemplateSuggestions(template, len(per_page), tuple(vote(template, per_page, options)),
                               unplaced, tuple(unreadable))


def suggest_project(project, config: EngineConfig, reporter: Reporter = SILENT, *,
                    options: SuggestOptions = SuggestOptions(), cluster: int | None = None
                    ) -> list[Suggestion]:
    """Suggestions for every stored template (or the one of ``cluster``), stored as proposed;
    returns the proposed ones of those templates (with their ids)."""
    return [s for r in suggest_project_report(project, config, reporter, options=options,
                                              cluster=cluster) for s in r.suggestions]


def suggest_project_report(project, config: EngineConfig, reporter: Reporter = SILENT, *,
                           options: SuggestOptions = SuggestOptions(),
                           cluster: int | None = None) -> list[TemplateSuggestions]:
    """``suggest_project`` with per-template details (sample size, unplaced results)."""
    if options.sample < 1 or not 0.0 <= options.min_confidence <= 1.0:
        raise TplxError(f"need sample >= 1 and 0 <= min_confidence <= 1, got sample="
                        f"{options.sample}, min_confidence={options.min_confidence}")
    templates = store.load_templates(project)
    if not templates:
        raise TplxError(f"{project.path}: no templates yet; run tplx template first")
    if cluster is not None:
        templates = [t for t in templates if t.cluster == cluster]
        if not templates:
            raise TplxError(f"no template for cluster {cluster} (tplx template --stored lists "
                            "them)")
    root = batch.crawl_root(project)
    total = sum(min(len(t.members), options.sample) for t in templates)
    done = 0
    reports = []
    for template in templates:
        load = batch.page_loader(root, template.options)
        reports.append(suggest_template(template, load, options, reporter, (done, total)))
        done += min(len(template.members), options.sample)
    reporter.advance("suggest", total, total)
    kept = _drop_decided(project, [s for r in reports for s in r.suggestions])
    stored = store.replace_suggestions(project, [r.template.id for r in reports], kept,
                                       keep_templates=[t.id for t in
                                                       store.load_templates(project)])
    by_template: dict[str, list[Suggestion]] = {}
    for s in stored:
        by_template.setdefault(s.template_id, []).append(s)
    return [TemplateSuggestions(r.template, r.sampled, tuple(by_template.get(r.template.id, ())),
                                r.unplaced, r.unreadable) for r in reports]


def _drop_decided(project, suggestions: list[Suggestion]) -> list[Suggestion]:
    """Leave out what the analyst already decided: rejected or accepted suggestions and
    existing labels of the same (template, target, field)."""
    decided = {(s.template_id, s.target, s.field) for s in store.load_suggestions(project)
               if s.status != "proposed"}
    decided |= {(lb.template_id, lb.target, lb.field) for _, lb in store.load_labels(project)}
    return [s for s in suggestions if (s.template_id, s.target, s.field) not in decided]


def list_suggestions(project, template_id: str | None = None,
                     status: str | None = None) -> list[Suggestion]:
    return store.load_suggestions(project, template_id, status)


def _suggestion(project, suggestion_id: int) -> Suggestion:
    found = store.load_suggestion(project, suggestion_id)
    if found is None:
        raise TplxError(f"no suggestion {suggestion_id} (tplx suggest PROJECT --list)")
    return found


def accept(project, suggestion_id: int, field: str | None = None) -> int:
    """Make the suggested label (``labels.label_xpath`` on the example page node; the
    suggestion's prefix/suffix when the value is part of a text node) and mark the
    suggestion accepted, in one transaction. Returns the label id. ``field`` renames it."""
    s = _suggestion(project, suggestion_id)
    if s.status == "accepted" and s.label_id is not None and store.label_exists(project,
                                                                                s.label_id):
        return s.label_id
    template = next((t for t in store.load_templates(project) if t.id == s.template_id), None)
    if template is None:
        raise TplxError(f"suggestion {s.id}: template {s.template_id} no longer exists; run "
                        "tplx suggest again")
    name = check_field(field or s.field)
    try:
        view = batch.page_loader(batch.crawl_root(project), template.options)(s.page_id)
    except PageError as exc:
        raise TplxError(f"suggestion {s.id}: example page {s.page_id} unreadable: "
                        f"{exc.reason}") from exc
    label = label_xpath(template, view, s.xpath, name, repeated=s.field in LIST_FIELDS)
    if label.target != s.target:
        raise LabelError(f"suggestion {s.id} is stale: its example node is now {label.target}, "
                         f"not {s.target} (the template changed); run tplx suggest again")
    if s.prefix is not None or s.suffix is not None:
        label = relabel(label, prefix=s.prefix or "", suffix=s.suffix or "", example=s.example)
    return store.accept_suggestion(project, s.id, label)


def reject(project, suggestion_id: int) -> None:
    """Mark a suggestion rejected: re-suggesting will not propose it again."""
    s = _suggestion(project, suggestion_id)
    if s.status == "accepted":
        raise TplxError(f"suggestion {s.id} was accepted as label {s.label_id}; remove that "
                        "label instead (tplx label --remove)")
    store.set_suggestion_status(project, s.id, "rejected")


def reopen(project, suggestion_id: int) -> None:
    """Undo an accept (its label is removed) or a reject: the suggestion is proposed again."""
    _suggestion(project, suggestion_id)
    store.reopen_suggestion(project, suggestion_id)


def accept_above(project, threshold: float, template_id: str | None = None
                 ) -> list[tuple[Suggestion, int | None, str]]:
    """Accept the proposed suggestions with confidence >= threshold, the most confident per
    (template, field) only (a second target of one field would only shadow the first at
    extraction). Returns (suggestion, label id or None, reason when not accepted)."""
    out = []
    done: set[tuple[str, str]] = set()
    proposed = sorted(list_suggestions(project, template_id, "proposed"),
                      key=lambda s: (-s.confidence, s.id))
    labelled = {(lb.template_id, lb.field) for _, lb in store.load_labels(project)}
    for s in proposed:
        key = (s.template_id, s.field)
        if s.confidence < threshold or key in done or key in labelled:
            continue
        try:
            out.append((s, accept(project, s.id), ""))
            done.add(key)
        except TplxError as exc:
            out.append((s, None, str(exc)))
    return out
