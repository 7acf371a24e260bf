"""The suggestion jobs: run the template-free extractors on every template's sample pages and
store their votes as proposed labels (``suggest.vote``); accept, reject or reopen them; say
where they fall on any page of their template (the workbench's dashed boxes).

Accepting makes the label with ``extract.labels.label_xpath`` on the stored example page node,
and marks the suggestion accepted in the same transaction; re-suggesting replaces the proposed
rows of the templates it runs on and never proposes again what the analyst decided. A
template-aware CONTENT suggestion becomes a content label (``extract.content``: the main
content computed with the template's boilerplate and learnt node, on every page); a DATE
suggestion a label of type date (values in ISO 8601).
"""

from __future__ import annotations

from dataclasses import replace

from ..config import EngineConfig
from ..errors import PageError, TplxError
from ..extract.content import EXTRACTOR, content_label, learn
from ..extract.labels import AmbiguousLabel, Label, LabelError, check_field, label_xpath, relabel
from ..extract.values import label_value_on
from ..model import Suggestion
from ..progress import SILENT, Reporter
from ..store import templates as tables
from ..store.project import Project
from ..suggest.fields import SOURCE as FIELDS_SOURCE
from ..suggest.page import CONTENT_SOURCE
from ..suggest.vote import (
    LIST_FIELDS,
    SuggestOptions,
    TemplateSuggestions,
    complementary,
    sample_pages,
    suggest_template,
)
from ..template.match import match_page
from .labelling import label_row, make_label, typed_label
from .stored import (
    crawl_root,
    load_labels,
    load_template,
    load_templates,
    no_templates,
    page_loader,
)


def suggest_project(project: Project, config: EngineConfig, reporter: Reporter = SILENT, *,
                    options: SuggestOptions = SuggestOptions(), cluster: int | None = None
                    ) -> list[Suggestion]:
    """Suggestions for every stored template (or the one of ``cluster``), stored as proposed;
    returns the proposed ones of those templates (with their ids)."""
    return [s for r in suggest_project_report(project, config, reporter, options=options,
                                              cluster=cluster) for s in r.suggestions]


def suggest_project_report(project: Project, config: EngineConfig, reporter: Reporter = SILENT, *,
                           options: SuggestOptions = SuggestOptions(),
                           cluster: int | None = None) -> list[TemplateSuggestions]:
    """``suggest_project`` with per-template details (sample size, unplaced results)."""
    if options.sample < 1 or not 0.0 <= options.min_confidence <= 1.0:
        raise TplxError(f"need sample >= 1 and 0 <= min_confidence <= 1, got sample="
                        f"{options.sample}, min_confidence={options.min_confidence}")
    templates = load_templates(project)
    if not templates:
        raise no_templates(project)
    if cluster is not None:
        templates = [t for t in templates if t.cluster == cluster]
        if not templates:
            raise TplxError(f"no template for cluster {cluster} (tplx template --stored lists "
                            "them)")
    if options.page_seconds is None:
        options = replace(options, page_seconds=config.load.page_seconds)
    root = crawl_root(project)
    total = sum(min(len(t.members), options.sample) for t in templates)
    done = 0
    reports = []
    for template in templates:
        load = page_loader(root, template.options)
        reports.append(suggest_template(template, load, options, reporter, (done, total)))
        done += min(len(template.members), options.sample)
    reporter.advance("suggest", total, total)
    kept = _drop_decided(project, [s for r in reports for s in r.suggestions])
    stored = tables.replace_suggestions(project, [r.template.id for r in reports], kept,
                                       keep_templates=tables.template_ids(project))
    by_template: dict[str, list[Suggestion]] = {}
    for s in stored:
        by_template.setdefault(s.template_id, []).append(s)
    return [TemplateSuggestions(r.template, r.sampled, tuple(by_template.get(r.template.id, ())),
                                r.unplaced, r.unreadable) for r in reports]


def _drop_decided(project, suggestions: list[Suggestion]) -> list[Suggestion]:
    """Leave out what the analyst already decided: rejected or accepted suggestions and
    existing labels of the same (template, target, field)."""
    decided = {(s.template_id, s.target, s.field) for s in tables.load_suggestions(project)
               if s.status != "proposed"}
    decided |= {(lb.template_id, lb.target, lb.field) for _, lb in load_labels(project)}
    return [s for s in suggestions if (s.template_id, s.target, s.field) not in decided]


def list_suggestions(project, template_id: str | None = None,
                     status: str | None = None) -> list[Suggestion]:
    return tables.load_suggestions(project, template_id, status)


def _suggestion(project, suggestion_id: int) -> Suggestion:
    found = tables.load_suggestion(project, suggestion_id)
    if found is None:
        raise TplxError(f"no suggestion {suggestion_id} (tplx suggest PROJECT --list)")
    return found


def accept(project, suggestion_id: int, field: str | None = None) -> int:
    """Make the suggested label (``suggested_label``) and mark the suggestion accepted, in one
    transaction. Returns the label id. ``field`` renames it."""
    s = _suggestion(project, suggestion_id)
    if s.status == "accepted" and s.label_id is not None and tables.label_exists(project,
                                                                                s.label_id):
        return s.label_id
    return tables.accept_suggestion(project, s.id, label_row(suggested_label(project, s, field)))


def suggested_label(project, s: Suggestion, field: str | None = None) -> Label:
    """The label accepting ``s`` makes, not stored: ``labels.label_xpath`` on the example page
    node (the suggestion's prefix/suffix when the value is part of a text node), a content
    label for a template-aware CONTENT, type date for DATE; ``field`` renames it."""
    template = load_template(project, s.template_id)
    if template is None:
        raise TplxError(f"suggestion {s.id}: template {s.template_id} no longer exists; run "
                        "tplx suggest again")
    name = check_field(field or s.field)
    load = page_loader(crawl_root(project), template.options)
    if s.source == CONTENT_SOURCE:
        label = _content_label(template, load, s, name)
    elif s.source == FIELDS_SOURCE:
        label = _value_label(project, template, s, name)
    else:
        label = _node_label(template, load, s, name)
    if s.field == "DATE":
        label = typed_label(template, relabel(label, value_type="date"),
                            _sample_views(template, load, s.sample_size))
    return label


def _sample_views(template, load, size: int) -> list:
    views = []
    for page_id in sample_pages(template, size):
        try:
            views.append(load(page_id))
        except PageError:
            continue  # as when suggesting: an unreadable page does not vote
    return views


def _node_label(template, load, s: Suggestion, name: str) -> Label:
    try:
        view = load(s.page_id)
    except PageError as exc:
        raise TplxError(f"suggestion {s.id}: example page {s.page_id} unreadable: "
                        f"{exc.reason}") from exc
    label = label_xpath(template, view, s.xpath, name, repeated=s.field in LIST_FIELDS)
    if label.target != s.target:
        raise LabelError(f"suggestion {s.id} is stale: its example node is now {label.target}, "
                         f"not {s.target} (the template changed); run tplx suggest again")
    if s.prefix is not None or s.suffix is not None:
        label = relabel(label, prefix=s.prefix or "", suffix=s.suffix or "", example=s.example)
    return label


def _value_label(project, template, s: Suggestion, name: str) -> Label:
    """A field of the template's own label/value rows: labelled by its example value on its
    example page, as the analyst would (the anchor is learnt; rival places: the best)."""
    try:
        return make_label(project, template, name, page=s.page_id, value=s.example)
    except AmbiguousLabel as exc:
        return exc.candidates[0].label


def _content_label(template, load, s: Suggestion, name: str) -> Label:
    """The content label: the model learnt again from the sample the suggestion came from."""
    model = learn(template, _sample_views(template, load, s.sample_size))
    if (model.target or model.best) != s.target:
        raise LabelError(f"suggestion {s.id} is stale: the content node is now "
                         f"{model.target or model.best}, not {s.target} (the template or its "
                         "pages changed); run tplx suggest again")
    return content_label(model, name, page_id=s.page_id, xpath=s.xpath, example=s.example)


def reject(project, suggestion_id: int) -> None:
    """Mark a suggestion rejected: re-suggesting will not propose it again."""
    s = _suggestion(project, suggestion_id)
    if s.status == "accepted":
        raise TplxError(f"suggestion {s.id} was accepted as label {s.label_id}; remove that "
                        "label instead (tplx label --remove)")
    tables.set_suggestion_status(project, s.id, "rejected")


def reopen(project, suggestion_id: int) -> None:
    """Undo an accept (its label is removed) or a reject: the suggestion is proposed again."""
    _suggestion(project, suggestion_id)
    tables.reopen_suggestion(project, suggestion_id)


def accept_above(project, threshold: float, template_id: str | None = None
                 ) -> list[tuple[Suggestion, int | None, str]]:
    """Accept the proposed suggestions with confidence >= threshold, the most confident per
    (template, field) only (a second target of one field would only shadow the first at
    extraction), and with it the field's proposals on other alternatives of the same optional
    part (a page holds one alternative: they fill the pages the first leaves empty) when the
    pages they cover together reach the threshold. Every label is made first, then all are
    stored with their suggestions' status in one transaction (a kill or a failure leaves none
    of them). Returns (suggestion, label id or None, reason when not accepted)."""
    made: list[tuple[Suggestion, Label | None, str]] = []
    done: dict[tuple[str, str], Suggestion] = {}
    proposed = sorted(list_suggestions(project, template_id, "proposed"),
                      key=lambda s: (-s.confidence, s.id))
    labelled = {(lb.template_id, lb.field) for _, lb in load_labels(project)}

    def make(s: Suggestion) -> bool:
        try:
            made.append((s, suggested_label(project, s), ""))
            return True
        except TplxError as exc:
            made.append((s, None, str(exc)))
            return False

    for s in proposed:
        key = (s.template_id, s.field)
        if s.confidence < threshold or key in done or key in labelled:
            continue
        if make(s):
            done[key] = s
    for key, first in done.items():
        if first.source == CONTENT_SOURCE or first.field in LIST_FIELDS:
            continue
        others = [s for s in proposed if (s.template_id, s.field) == key
                  and complementary(first.target, s.target)]
        chosen = [o for i, o in enumerate(others)
                  if all(complementary(o.target, p.target) for p in others[:i])]
        if not chosen or first.confidence + sum(o.confidence for o in chosen) < threshold:
            continue
        for s in chosen:
            make(s)
    label_ids = iter(tables.accept_suggestions(
        project, [(s.id, label_row(label)) for s, label, _ in made if label is not None]))
    return [(s, next(label_ids) if label is not None else None, why) for s, label, why in made]


def _match_or_none(template, view):
    try:
        return match_page(template, view)
    except (TplxError, ValueError):  # AlignmentTooLarge is a ValueError
        return None


def _place(match, label) -> tuple[str, ...]:
    """The XPaths of the page nodes ``label`` extracts on a matched page (none: no match)."""
    if match is None:
        return ()
    try:
        return tuple(label_value_on(match, label, with_xpaths=True).xpaths)
    except (KeyError, ValueError, IndexError, TplxError):
        return ()  # a target the template no longer has: nothing to show


def label_places(template, labels, view) -> list[tuple[object, tuple[str, ...]]]:
    """Where each label of ``template`` falls on a page, as ``suggestion_places`` finds it;
    labels with no place on the page are left out."""
    labels = list(labels)
    match = _match_or_none(template, view) if labels else None
    placed = [(label, _place(match, label)) for label in labels]
    return [(label, xpaths) for label, xpaths in placed if xpaths]


def suggestion_places(template, suggestions, view) -> list[tuple[Suggestion, tuple[str, ...]]]:
    """Where each suggestion of ``template`` falls on a page (``view``: the page parsed as
    templates see it, ``stored.page_loader``): the XPaths of the page nodes a label on its
    target would extract there, found by aligning the page to the template as extraction does,
    so a proposal shows on every member page; on its example page the stored XPath when the
    alignment gives nothing. Suggestions with no place on the page are left out."""
    suggestions = list(suggestions)
    if not suggestions:
        return []
    match = _match_or_none(template, view)
    out = []
    for s in suggestions:
        label = Label(s.field, s.template_id, s.target, prefix=s.prefix, suffix=s.suffix,
                      repeated=s.field in LIST_FIELDS,
                      extractor=EXTRACTOR if s.source == CONTENT_SOURCE else None)
        xpaths = _place(match, label)
        if not xpaths and view.page_id == s.page_id and s.xpath:
            xpaths = (s.xpath,)
        if xpaths:
            out.append((s, xpaths))
    return out
