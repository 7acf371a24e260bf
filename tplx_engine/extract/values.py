"""Extraction: page + templates + labels -> field values, with a score and an explanation
(SPEC §6; source 000 §5.3, §6.3.4).

A new page is preprocessed like the crawl (filters, simplification, merged repeats); its
distance to every template's medoid is computed with the clustering's measure. Beyond the
template's clustering threshold the page goes to the pool (status ``pooled``, nothing
extracted). Otherwise it is aligned to the nearest template (template/match.py) and every
label yields the text of the page node aligned to its template node (element: visible text of
the subtree; text slot: that one text node without its template prefix/suffix). A node inside a
merged record yields one value per occurrence (SPEC: "merged repeats expand").

``explain`` returns, besides the values, the XPath of every matched page node, of every
dynamic subtree and of every value's node, for highlighting in the GUI.

A page that cannot be read or parsed is a result with status ``failed`` and a reason; one bad
page never stops a batch.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property, lru_cache

import numpy as np

from ..config import EngineConfig
from ..errors import PageError
from ..load import filters
from ..load.read import load_page, page_file
from ..load.visible import element_text
from ..model import MergedSequence, PageStatus
from ..similarity import get_metric
from ..template.align import AlignmentTooLarge
from ..template.match import TemplateMatch, match_page, place_texts, slot_key
from ..template.model import Template
from ..template.page import PageView, element_path, view_of
from ..template.text import strip_affixes, text_node_xpath
from ..templatefree.dates import fetch_time
from .anchors import Anchor, values_at
from .content import EXTRACTOR as CONTENT
from .content import content_values
from .labels import Label
from .reading import label_key, reading_text
from .types import convert
from .unmatched import MODES as UNMATCHED_MODES
from .unmatched import TEMPLATE_FREE, fillers, unmatched_texts

EXTRACTED, POOLED, SKIPPED, FAILED = "extracted", "pooled", "skipped", "failed"


@dataclass(frozen=True)
class FieldValue:
    field: str
    target: str  # the label target that gave the values ('' when no label matched)
    repeated: bool  # inside a repeatable record: a list, one value per occurrence
    values: tuple[str, ...]
    xpaths: tuple[str, ...]  # page node of each value (element or text node); () unless asked
    anchor_missing: bool = False  # the label's anchor is not on the page (the field is absent)
    invalid: tuple[str, ...] = ()  # values that are not of the field's type (kept as read)

    @property
    def value(self) -> str | None | list[str]:
        if self.repeated:
            return list(self.values)
        return self.values[0] if self.values else None


@dataclass(frozen=True)
class PageResult:
    page_id: str
    url: str
    status: str  # extracted | pooled | skipped | failed
    reason: str = ""
    template_id: str | None = None  # the nearest template (also for pooled pages)
    distance: float | None = None  # to that template's medoid
    score: float | None = None  # share of the template's tokens matched (match_page)
    fields: tuple[FieldValue, ...] = ()
    sequence: MergedSequence | None = field(default=None, repr=False, compare=False)
    fetched: str = ""  # a page of a web archive: when it was fetched (WARC-Date)

    def record(self) -> dict[str, str | None | list[str]]:
        return {f.field: f.value for f in self.fields}


@dataclass(frozen=True)
class Explanation:
    result: PageResult
    matched: tuple[tuple[str, str], ...]  # (template node id, page XPath), one per occurrence
    dynamic: tuple[str, ...]  # XPaths of the roots of dynamic subtrees
    alternatives: tuple[tuple[int, int], ...]  # (ON k, rank of the chosen alternative)
    page_coverage: float


class Extractor:
    """Templates and their labels, ready to extract pages one by one (no threads)."""

    def __init__(self, templates: Sequence[Template], labels: Iterable[Label] = (),
                 config: EngineConfig | None = None, unmatched: str = TEMPLATE_FREE):
        """``unmatched``: what a page no template fits gets besides being pooled
        (extract/unmatched.py): 'template-free' values of the fields that allow it, or
        'pool' (nothing)."""
        if not templates:
            raise ValueError("extraction needs at least one template")
        if unmatched not in UNMATCHED_MODES:
            raise ValueError(f"unmatched must be one of {UNMATCHED_MODES}, not {unmatched!r}")
        self.templates = tuple(templates)
        self.config = config
        self.unmatched = unmatched
        self.labels: dict[str, list[Label]] = {t.id: [] for t in self.templates}
        for label in labels:
            if label.template_id in self.labels:
                self.labels[label.template_id].append(label)
        self.options = self.templates[0].options
        groups: dict[tuple, list[int]] = {}
        for i, t in enumerate(self.templates):
            groups.setdefault((t.metric, tuple(sorted(t.metric_params.items()))), []).append(i)
        self._metrics = []
        for (name, params), members in groups.items():
            metric = get_metric(name, **dict(params))
            features = [metric.prepare(MergedSequence.unmerged(
                self.templates[i].medoid_tokens,
                np.array(self.templates[i].medoid_depths, dtype=np.int32))) for i in members]
            self._metrics.append((metric, np.array(members), features))

    @cached_property
    def fields(self) -> tuple[str, ...]:
        """Every labelled field name, in first-labelled order."""
        names: dict[str, None] = {}
        for labels in self.labels.values():
            for label in labels:
                names.setdefault(label.field, None)
        return tuple(names)

    @cached_property
    def _fillers(self) -> dict:
        if self.unmatched != TEMPLATE_FREE:
            return {}
        return fillers(label for labels in self.labels.values() for label in labels)

    def _unmatched_values(self, page: PageView) -> tuple[FieldValue, ...]:
        """A pooled page's template-free values (extract/unmatched.py), typed as the field."""
        if not self._fillers:
            return ()
        return tuple(typed(FieldValue(label.field, "", False, (text,), ()), label, page.url,
                           page.fetched)
                     for label, text in unmatched_texts(page.root, self._fillers))

    def nearest(self, merged: MergedSequence) -> tuple[Template, float]:
        best, best_distance = 0, np.inf
        for metric, members, features in self._metrics:
            sims = metric.one_to_many(metric.prepare(merged), features)
            at = int(np.argmax(sims))
            distance = 1.0 - float(sims[at])
            if distance < best_distance:
                best, best_distance = int(members[at]), distance
        return self.templates[best], max(0.0, best_distance)

    # -- one page -----------------------------------------------------------------------------
    def extract_view(self, page: PageView, with_xpaths: bool = False) -> PageResult:
        """Values of every labelled field (``with_xpaths``: and where each value is)."""
        return self._run(page, with_xpaths)[0]

    def explain_view(self, page: PageView) -> Explanation:
        result, match = self._run(page, True)
        if match is None:
            return Explanation(result, (), (), (), 0.0)
        return _explain(result, match)

    def _run(self, page: PageView, with_xpaths: bool) -> tuple[PageResult, TemplateMatch | None]:
        template, distance = self.nearest(page.merged)
        if distance > template.threshold:
            return PageResult(page.page_id, page.url, POOLED,
                              f"distance {distance:.3f} to the nearest template {template.id} "
                              f"exceeds its threshold {template.threshold:g}",
                              template.id, distance, fields=self._unmatched_values(page),
                              sequence=page.merged, fetched=page.fetched), None
        match = match_page(template, page)
        values = field_values(match, self.labels.get(template.id, ()), with_xpaths)
        return PageResult(page.page_id, page.url, EXTRACTED, "", template.id, distance,
                          round(match.score, 4), values, fetched=page.fetched), match

    def load(self, path: str | os.PathLike, page_id: str) -> PageView | PageResult:
        """The page's view, or a skipped/failed result (filters, unreadable page)."""
        try:
            # the run's reading limits and encodings (the template's are those it was built with)
            options = self.config.load if self.config is not None else self.options.load
            page = load_page(page_file(path, page_id), options)
            raw, root = page.raw, page.root
            if self.config is not None:
                decision = filters.classify_page(raw, root, self.config.filter)
                if decision.status is not PageStatus.DETAIL:
                    return PageResult(page_id, raw.url, SKIPPED, decision.reason,
                                      fetched=raw.fetched or "")
            return view_of(root, page_id, self.options, raw.url, fetched=raw.fetched or "")
        except PageError as exc:
            return PageResult(page_id, "", FAILED, exc.reason)
        except (RecursionError, MemoryError) as exc:  # in the filters or the tag sequence
            return PageResult(page_id, "", FAILED, f"page too large or deep ({type(exc).__name__})")

    def extract_file(self, path: str | os.PathLike, page_id: str) -> PageResult:
        loaded = self.load(path, page_id)
        if isinstance(loaded, PageResult):
            return loaded
        try:
            return self.extract_view(loaded)
        except AlignmentTooLarge as exc:
            return PageResult(page_id, loaded.url, FAILED, str(exc))
        except Exception as exc:  # noqa: BLE001 -- one broken page never stops a batch
            return PageResult(page_id, loaded.url, FAILED,
                              f"internal error ({type(exc).__name__}: {exc}); please report it")


def field_values(match: TemplateMatch, labels: Iterable[Label], with_xpaths: bool = True
                 ) -> tuple[FieldValue, ...]:
    """One value per labelled field; among several labels of a field the first with a value."""
    out: dict[str, FieldValue] = {}
    for label in labels:
        current = out.get(label.field)
        if current is not None and current.values:
            continue
        value = label_value_on(match, label, with_xpaths)
        if current is None or value.values:
            out[label.field] = value
    return tuple(out.values())


def label_value_on(match: TemplateMatch, label: Label, with_xpaths: bool = True) -> FieldValue:
    if label.extractor == CONTENT:  # the main content, computed with the template's knowledge
        values, xpaths = content_values(match, label, with_xpaths)
        return FieldValue(label.field, label.target, False, values, xpaths)
    if label.anchor is not None:
        return anchored_value(match.page, label, match.template, with_xpaths)
    return typed(structural_value(match, label, with_xpaths), label, match.page.url,
                 match.page.fetched)


def anchored_value(page: PageView, label: Label, template: Template,
                   with_xpaths: bool = True) -> FieldValue:
    """The value after the label's anchor (extract/anchors.py); nothing where it is absent."""
    anchor = Anchor.from_json(label.anchor)
    found = values_at(reading_text(page), anchor, template_stops(template))
    repeated = bool(label.repeated) or anchor.multi
    if found is None:
        return FieldValue(label.field, label.target, repeated, (), (), anchor_missing=True)
    values, xpaths = found.values, found.xpaths if with_xpaths else ()
    if not repeated:
        values, xpaths = values[:1], xpaths[:1]
    return typed(FieldValue(label.field, label.target, repeated, values, xpaths), label,
                 page.url, page.fetched)


def typed(value: FieldValue, label: Label, page_url: str, fetched: str = "") -> FieldValue:
    """The values as the field asks: cut by its clean-up pattern, normalised to its type (the
    ones that fail it are kept and listed), then all of them, the first or one joined value
    (``Label.values``). ``fetched``: an archived page's fetch time, which its dates are read
    as of."""
    if not value.values:
        return value
    if label.clean:
        value = replace(value, values=tuple(_cleaned(v, label.clean) for v in value.values))
    if label.value_type != "text":
        day_first = label.date_order != "mdy"
        now = fetch_time(fetched)
        converted = [convert(v, label.value_type, page_url, day_first, now)
                     for v in value.values]
        value = replace(value, values=tuple(v for v, _ in converted),
                        invalid=tuple(v for v, ok in converted if not ok))
    if label.values == "first":
        return replace(value, repeated=False, values=value.values[:1],
                       xpaths=value.xpaths[:1])
    if label.values == "join":
        return replace(value, repeated=False, values=(label.join_with.join(value.values),),
                       xpaths=value.xpaths[:1])
    return value


@lru_cache(maxsize=256)
def _clean_pattern(pattern: str) -> re.Pattern:
    return re.compile(pattern)


def _cleaned(text: str, pattern: str) -> str:
    """``text`` cut to the pattern's first group (or whole match); as read if it does not
    match."""
    found = _clean_pattern(pattern).search(text)
    if found is None:
        return text
    kept = found.group(1) if found.re.groups else found.group(0)
    return (kept or "").strip()


@lru_cache(maxsize=64)
def template_stops(template: Template) -> frozenset[str]:
    """Texts that end a value run: the template's constant texts (on every page)."""
    return frozenset(label_key(c.value) for node in template.nodes for c in node.constants
                     if label_key(c.value))


def structural_value(match: TemplateMatch, label: Label, with_xpaths: bool = True) -> FieldValue:
    """The value at the label's template node or text slot (labels of tplx 0.1)."""
    template, page = match.template, match.page
    node_id, slot = label.node_id, label.slot
    node = template.node(node_id)
    values: list[str] = []
    xpaths: list[str] = []
    owners = match.page_tokens(node_id)
    repeated = node.repeatable if label.repeated is None else label.repeated
    if label.occurrence is not None and owners.size:
        r = label.occurrence
        owners = [g[r] for g in page.occurrence_groups(owners) if len(g) > r]
    else:
        owners = owners.tolist()
    if not repeated:
        owners = owners[:1]
    for owner in owners:
        if slot is None:
            element = page.seq.nodes[owner]
            text = element_text(element)
            if text:
                values.append(text)
                if with_xpaths:
                    xpaths.append(element_path(element))
            continue
        s = node.slots[slot]
        prefixes = (label.prefix,) if label.prefix is not None else (s.prefix,)
        suffixes = (label.suffix,) if label.suffix is not None else (s.suffix,)
        for ref in _slot_texts(match, node_id, slot, owner, label.context, label.all_texts):
            text = strip_affixes(" ".join(ref.value.split()), prefixes, suffixes)
            if text:
                values.append(text)
                if with_xpaths:
                    xpaths.append(text_node_xpath(ref))
    if not repeated:
        values, xpaths = values[:1], xpaths[:1]
    return FieldValue(label.field, label.target, repeated, tuple(values), tuple(xpaths))


def _slot_texts(match: TemplateMatch, node_id: str, slot: int, owner: int,
                context: str | None, every: bool) -> list:
    """The page's text nodes (TextRef) at a slot: the one after the label's context text when that
    context occurs exactly once in the slot's region, else the one at the slot's rank; with
    ``every``, all data texts of the region."""
    landmark, anchor, k = slot_key(match.template, node_id, slot)
    placed = place_texts(match, node_id, owner)
    by_rank = None
    after_context = []
    region = []
    for position, p in enumerate(placed):
        if p.k < 0 or p.landmark != landmark or p.anchor != anchor:
            continue
        region.append(p.item.ref)
        if p.k == k:
            by_rank = p.item.ref
        if context is not None and position > 0:
            previous = placed[position - 1]
            if previous.landmark == landmark and previous.item.value == context:
                after_context.append(p.item.ref)
    if every:
        return region
    if len(after_context) == 1:
        return after_context[:1]
    return [] if by_rank is None else [by_rank]


def _explain(result: PageResult, match: TemplateMatch) -> Explanation:
    page, template = match.page, match.template
    matched = []
    for index, node in enumerate(template.nodes):
        j = int(match.merged_of_node[index])
        if j >= 0:
            for owner in page.occurrences(j).tolist():
                matched.append((node.id, element_path(page.seq.nodes[owner])))
    dynamic = []
    depths = page.seq.depths
    parent_dynamic: list[bool] = []  # stack by depth: is the open ancestor dynamic?
    node_of_orig = match.node_of_orig
    for t in range(len(page.seq)):
        d = int(depths[t])
        del parent_dynamic[d:]
        is_dynamic = bool(node_of_orig[t] < 0)
        if is_dynamic and not any(parent_dynamic):
            dynamic.append(element_path(page.seq.nodes[t]))
        parent_dynamic.append(is_dynamic)
    return Explanation(result, tuple(matched), tuple(dynamic),
                       tuple(sorted(match.alternatives.items())), round(match.page_coverage, 4))

