"""Labels in a project: read them, make them on a template from a node id, an XPath or a value
on an example page, refine them with more example pages, remove them. The CLI's ``tplx label``
and the workbench both label through these functions (``extract.learn`` and
``extract.labels`` do the work on parsed pages; this module finds the template, the pages and
the earlier examples, and stores the result).

A field labelled again on another page of the same template (by value or XPath) is *refined*:
the new label is learnt from every example page at once and takes the place of the old one.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from lxml import etree

from ..errors import PageError, TplxError
from ..extract.content import content_label, learn
from ..extract.labels import Label, LabelError, check_values_options, label_node, label_xpath
from ..extract.learn import learn_field, rank_choices, values_on
from ..extract.types import check_type
from ..load.visible import element_text
from ..store import templates as tables
from ..store.project import Project
from ..suggest.vote import sample_pages
from ..template.model import Template
from ..template.page import PageView
from ..template.text import normalize
from ..templatefree.dates import date_order
from .stored import (
    crawl_root,
    load_labels,
    load_template,
    no_templates,
    page_id_of,
    page_loader,
    template_of_page,
)

LABEL_SAMPLE = 8  # member pages a value's places are tried on (with the example pages)
PROSE_CHARS = 300  # an example this long with sentences is an article body (a content field)


def label_row(label: Label, label_id: int | None = None) -> tables.LabelRow:
    return tables.LabelRow(label.template_id, label.field, label.target, label.to_json(),
                           label_id)


def add_label(project: Project, label: Label) -> int:
    """Store a label (on disk when this returns); its id. A label learnt from example pages
    replaces the labels of its field it was refined from (``refined_ids``), in one
    transaction."""
    return tables.refine_label(project, label_row(label), refined_ids(project, label))


def refined_ids(project: Project, label: Label) -> list[int]:
    """The stored labels ``label`` takes the place of: its field's labels in its template
    learnt from example pages it was also learnt from (labelling the same page again is one
    label, not two)."""
    if not label.examples:
        return []
    pages = {page for page, _ in label.examples}
    return [i for i, other in load_labels(project, label.template_id)
            if other.field == label.field and other.examples
            and {page for page, _ in other.examples} <= pages]


def remove_label(project: Project, label_id: int) -> bool:
    return tables.remove_label(project, label_id)


def remove_label_like(project: Project, label_id: int | None, label: Label) -> bool:
    """Remove label ``label_id``; if it is gone (templates were rebuilt since and the label
    was lost, or split to another template under a new id), the first stored label equal to
    ``label`` in field, template and target. False if neither was found."""
    if label_id is not None and tables.remove_label(project, label_id):
        return True
    for other_id, other in load_labels(project, label.template_id):
        if (other.field, other.template_id, other.target) == (label.field, label.template_id,
                                                              label.target):
            return tables.remove_label(project, other_id)
    return False


def replace_labels(project: Project, labels: Iterable[Label],
                   lost: Iterable[tuple[Label, str]] = (),
                   label_ids: Iterable[int | None] = ()) -> None:
    """After templates were rebuilt: the carried labels replace all, the lost are recorded.
    ``label_ids``: the id each carried label keeps (None or absent: a new id)."""
    ids = list(label_ids)
    tables.replace_labels(project,
                          [label_row(lb, ids[i] if i < len(ids) else None)
                           for i, lb in enumerate(labels)],
                          [(lb.to_json(), why) for lb, why in lost])


def find_template(project: Project, template_id: str | None = None, cluster: int | None = None,
                  page: str | None = None) -> Template:
    """The stored template with this id, of this cluster, or holding this page (a page id or
    a path, as ``stored.page_id_of`` reads it)."""
    if not tables.template_ids(project):
        raise no_templates(project)
    if template_id:
        found = load_template(project, template_id)
    elif cluster is not None:
        owner = tables.template_of_cluster(project, cluster)
        found = load_template(project, owner) if owner is not None else None
    elif page:
        page = page_id_of(project, page)
        owner = template_of_page(project, page)
        if owner is None:
            raise TplxError(f"page {page} belongs to no template (it is in the pool, or "
                            "templates were built before it was added); give --cluster or "
                            "--template")
        found = load_template(project, owner)
    else:
        raise TplxError("say which template: --cluster C, --template T or --page P")
    if found is None:
        raise TplxError("no such template (tplx template --stored lists them)")
    return found


def make_label(project: Project, template: Template, field: str, *, node: str | None = None,
               page: str | None = None, xpath: str | None = None, value: str | None = None,
               pick: int | None = None, repeated: bool | None = None,
               value_type: str | None = None) -> Label:
    """A label of ``template`` (not stored yet): on a node id, or learnt from where a value (or
    the node an XPath selects) stands on ``page`` together with the field's earlier example
    pages, tried on a sample of the cluster (``AmbiguousLabel`` lists the places when several
    give different values; ``pick`` chooses)."""
    if value_type is not None:
        try:
            check_type(value_type)
        except ValueError as exc:
            raise TplxError(str(exc)) from None
    if node:
        label = label_node(template, node, field)
        return replace(label, value_type=value_type) if value_type else label
    if not page or not (xpath or value is not None):
        raise TplxError("give --node N, or --page P with --xpath X or --value V")
    page = page_id_of(project, page)
    load = page_loader(crawl_root(project), template.options)
    view = load(page)
    earlier = _earlier(project, template, field)
    if xpath:
        value = _value_at(view, xpath)
        if value is None:  # an element without text, a template text: the node's own label
            return label_xpath(template, view, xpath, field, repeated=repeated)
    examples = [(load(p), v) for p, v in earlier.examples if p != page] if earlier else []
    examples.append((view, value))
    sample = _sample(template, load, [v for v, _ in examples])
    if xpath:
        label = _learn_at(template, examples, field, sample, xpath, repeated)
    else:
        label = learn_field(template, examples, field, sample=sample, pick=pick,
                            repeated=repeated)
    if is_prose(value) and (label.anchor is None or label.anchor.get("kind") == "element"):
        return _content_field(template, label, sample)
    kept_type = value_type or (earlier.value_type if earlier else "text")
    if earlier:  # one more example changes where the field is read, not how it is written
        label = replace(label, values=earlier.values, join_with=earlier.join_with,
                        clean=earlier.clean)
    return typed_label(template, replace(label, value_type=kept_type), sample)


def typed_label(template: Template, label: Label, pages: list[PageView]) -> Label:
    """The label with what its type needs from the cluster's pages: a date field learns
    whether the site writes numeric dates month first (08/21/2012)."""
    if label.value_type != "date":
        return label
    values = [v for page in pages for v in values_on(template, replace(label,
                                                                       value_type="text"), page)]
    return replace(label, date_order=date_order(values))


def retyped_label(project: Project, template: Template, label: Label, value_type: str) -> Label:
    """``label`` read as ``value_type``, with what that type learns from the cluster's pages
    (a date field: the site's numeric date order), as labelling with that type would."""
    try:
        check_type(value_type)
    except ValueError as exc:
        raise TplxError(str(exc)) from None
    load = page_loader(crawl_root(project), template.options)
    return typed_label(template, replace(label, value_type=value_type, date_order=""),
                       _sample(template, load, []))


def set_field_options(project: Project, field: str, template_id: str | None = None, *,
                      value_type: str | None = None, values: str | None = None,
                      join_with: str | None = None, clean: str | None = None
                      ) -> list[tuple[int, Label]]:
    """How an existing field's values are written (type, values policy, separator, clean-up
    pattern; None: unchanged), on its labels in ``template_id`` (None: every template), stored
    under the same label ids in one transaction. ``TplxError`` when no label names the field."""
    chosen = [(i, lb) for i, lb in load_labels(project)
              if lb.field == field and (template_id is None or lb.template_id == template_id)]
    if not chosen:
        where = f" in template {template_id}" if template_id else ""
        raise TplxError(f"no label names the field {field}{where} (tplx label PROJECT --list "
                        "shows them); label it first")
    changed = []
    for label_id, label in chosen:
        new = replace(label, values=values if values is not None else label.values,
                      join_with=join_with if join_with is not None else label.join_with,
                      clean=clean if clean is not None else label.clean)
        try:
            check_values_options(new.values, new.clean)
        except LabelError as exc:
            raise TplxError(str(exc)) from None
        if value_type is not None and value_type != label.value_type:
            new = retyped_label(project, load_template(project, label.template_id), new,
                                value_type)
        changed.append((label_id, new))
    tables.update_labels(project, [label_row(lb, i) for i, lb in changed])
    return changed


def is_prose(value: str | None) -> bool:
    """An article body, not a field value: long, several sentences."""
    if not value or len(value) < PROSE_CHARS:
        return False
    return sum(value.count(mark) for mark in ".!?。！？") >= 2


def _content_field(template: Template, label: Label, sample: list[PageView]) -> Label:
    """A field whose example is an article body: the main content, computed with the
    template's knowledge on each page (extract/content.py), in the labelled node."""
    target = label.target if label.target and "#" not in label.target else None
    try:
        return content_label(learn(template, sample), label.field, page_id=label.page_id,
                             xpath=label.xpath, example=(label.example or "")[:200],
                             target=target, source=label.source)
    except LabelError:  # no template node holds it: the label as learnt
        return label


def _earlier(project: Project, template: Template, field: str) -> Label | None:
    """The field's label in this template learnt from example pages, if any."""
    for _, label in reversed(load_labels(project, template.id)):
        if label.field == field and label.examples:
            return label
    return None


def _value_at(view: PageView, xpath: str) -> str | None:
    try:
        found = view.root.xpath(xpath)
    except etree.XPathError as exc:
        raise LabelError(f"invalid XPath {xpath!r}: {exc}") from None
    if not isinstance(found, list) or len(found) != 1:
        raise LabelError(f"XPath {xpath!r} must select one element or text node on page "
                         f"{view.page_id} ({len(found) if isinstance(found, list) else 0} "
                         "selected)")
    node = found[0]
    text = normalize(str(node)) if isinstance(node, str) else element_text(node)
    return text or None


def _learn_at(template: Template, examples, field: str, sample, xpath: str,
              repeated: bool | None) -> Label:
    """The best choice whose value on the clicked page is at the XPath's node (or inside)."""
    view = examples[-1][0]
    target = view.root.xpath(xpath)[0]
    element = target.getparent() if isinstance(target, str) else target
    path = element.getroottree().getpath(element)
    choices = rank_choices(template, examples, field, sample, repeated)
    for choice in choices:
        place = choice.place.split("/text()")[0].split("/@")[0]
        if place == path or place.startswith(path + "/"):
            return choice.label
    return label_xpath(template, view, xpath, field, repeated=repeated)


def _sample(template: Template, load, examples: list[PageView]) -> list[PageView]:
    """The example pages, then members spread over the cluster (unreadable ones left out)."""
    pages = list(examples)
    seen = {p.page_id for p in pages}
    for page_id in sample_pages(template, LABEL_SAMPLE):
        if page_id in seen:
            continue
        try:
            pages.append(load(page_id))
        except PageError:
            continue
        seen.add(page_id)
    return pages
