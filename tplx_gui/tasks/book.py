"""Template-book tasks: reading templates, labels and suggestions, making labels, and every
label write (labels made, removed, renamed; suggestions accepted, rejected, reopened).

A write runs on the runner's serial writer and returns the labels and suggestions as they are
once it is committed (``Marks``), so what the views show is what is on disk. Ids an earlier
write makes are handed to later ones through holders (``LabelRef``, ``IdList``) filled on the
writer thread when the write runs: an undo queued before the write it undoes has returned still
removes the right label.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from tplx_engine.errors import TplxError
from tplx_engine.extract.anchors import Anchor
from tplx_engine.extract.labels import AmbiguousLabel, Label
from tplx_engine.extract.types import TYPES
from tplx_engine.jobs import labelling
from tplx_engine.jobs import suggestions as decisions
from tplx_engine.jobs.stored import load_labels, load_templates
from tplx_engine.progress import Reporter
from tplx_engine.store import Project
from tplx_engine.store import templates as tables

from . import Task

VALUE_TYPES: tuple[str, ...] = TYPES  # a field's value types (extract/types.py), offered


RELATION_WORDS = {"inline": "in the same text", "run": "on the same line",
                  "next": "in the next cell"}


def found_text(label: Label) -> str:
    """Where a label's value is found, in words: after a label text of the page, in an element
    (``extract.anchors.Anchor``), at the template node, or computed by an extractor."""
    if label.extractor:
        return f"{label.extractor} (learnt over the cluster)"
    if not label.anchor:
        return f"template node {label.target}" if label.target else "—"
    anchor = Anchor.from_json(label.anchor)
    if anchor.kind == "label":
        words = f"after “{anchor.text}” {RELATION_WORDS.get(anchor.relation, anchor.relation)}"
    else:
        words = f"in {anchor.describe()}"
    if anchor.count > 1:
        words += f" (#{anchor.nth + 1} of {anchor.count})"
    return words + (", each item" if anchor.multi else "")


@dataclass(frozen=True, eq=False)
class Marks:
    """Labels (id, Label) in the order made and suggestions (every status) of a project, and
    where each label's value is found (label id -> ``found_text``)."""

    labels: tuple
    suggestions: tuple
    found: dict = field(default_factory=dict)


@dataclass(frozen=True, eq=False)
class BookState:
    templates: tuple  # template.model.Template, largest first
    marks: Marks


@dataclass
class LabelRef:
    """The stored id of one label, set by the write that stores it (None: not stored)."""

    id: int | None = None


@dataclass
class IdList:
    """Suggestion ids a first "accept above" accepted, for its undo and redo."""

    ids: list[int] = field(default_factory=list)


@dataclass(frozen=True, eq=False)
class Written:
    """A write's outcome: the marks once committed, and what the write answered."""

    marks: Marks
    answer: object = None


def read_marks(project: Project) -> Marks:
    labels = tuple(load_labels(project))
    return Marks(labels, tuple(decisions.list_suggestions(project)),
                 {label_id: found_text(label) for label_id, label in labels})


def read_book(project: Project) -> BookState:
    return BookState(tuple(load_templates(project)), read_marks(project))


def read_book_task(project_path: Path) -> Task:
    def run(reporter: Reporter):
        with Project(project_path) as project:
            return read_book(project)
    return run


def _write(project_path: Path, fn) -> Task:
    """A write ``fn(project) -> answer`` and the marks after it."""
    def run(reporter: Reporter):
        with Project(project_path) as project:
            answer = fn(project)
            return Written(read_marks(project), answer)
    return run


# -- labels ----------------------------------------------------------------------------------
@dataclass
class Refined:
    """The labels a label replaced when it was stored (the same field learnt from fewer
    example pages: ``jobs.labelling.refined_ids``), set by the write that stored it, so
    its undo can put them back."""

    labels: list = field(default_factory=list)


def _stored_id(project: Project, ref: LabelRef, label: Label) -> int | None:
    """``ref``'s id if that label is stored, else the first stored label like ``label`` (same
    field, template and target: templates were rebuilt and carried labels got new ids)."""
    stored = load_labels(project, label.template_id)
    if ref.id is not None and any(i == ref.id for i, _ in stored):
        return ref.id
    return next((i for i, other in stored if (other.field, other.target)
                 == (label.field, label.target)), None)


def _swap(project: Project, gone: list[int], labels: list[Label]) -> list[int]:
    """Remove labels ``gone`` and store ``labels`` (at least one): the first is stored in the
    same transaction as the removal, so a field is never left without its label; their ids."""
    return [tables.refine_label(project, labelling.label_row(label), gone if k == 0 else ())
            for k, label in enumerate(labels)]


def add_label_task(project_path: Path, label: Label, ref: LabelRef,
                   refined: Refined | None = None) -> Task:
    """Store ``label``; the labels of its field it refines (learnt from fewer of its example
    pages) give way to it in the same transaction and are kept in ``refined``."""
    def add(project):
        replaced = set(labelling.refined_ids(project, label))
        if refined is not None:
            refined.labels = [lb for i, lb in load_labels(project, label.template_id)
                              if i in replaced]
        ref.id = labelling.add_label(project, label)
        return ref.id
    return _write(project_path, add)


def remove_label_task(project_path: Path, ref: LabelRef, label: Label,
                      refined: Refined | None = None) -> Task:
    """Remove by id; if templates were rebuilt since (ids renewed), by equal value. The labels
    it had refined (``refined``) are stored again in its place."""
    def remove(project):
        restore = list(refined.labels) if refined is not None else []
        if not restore:
            removed = labelling.remove_label_like(project, ref.id, label)
            ref.id = None
            return removed
        label_id = _stored_id(project, ref, label)
        ref.id = None
        _swap(project, [label_id] if label_id is not None else [], restore)
        return label_id is not None
    return _write(project_path, remove)


def replace_label_task(project_path: Path, old_ref: LabelRef, old: Label, new: Label,
                       new_ref: LabelRef) -> Task:
    """``old`` gives way to ``new`` in one transaction (a renamed field, another value type)."""
    def replace(project):
        old_id = _stored_id(project, old_ref, old)
        old_ref.id = None
        (new_ref.id,) = _swap(project, [old_id] if old_id is not None else [], [new])
        return new_ref.id
    return _write(project_path, replace)


def retype_label_task(project_path: Path, template, label: Label, value_type: str) -> Task:
    """``label`` read as ``value_type`` (not stored): a date field learns the site's date
    order from the cluster's pages."""
    def run(reporter: Reporter):
        with Project(project_path) as project:
            return labelling.retyped_label(project, template, label, value_type)
    return run


def make_label_task(project_path: Path, template, field_name: str, *, node: str | None = None,
                    page: str | None = None, xpath: str | None = None) -> Task:
    """A label of ``template`` (not stored): on a template node, or on the node an XPath
    names on a page together with the field's earlier example pages (a field labelled again
    is refined). ``LabelError`` says why not."""
    def run(reporter: Reporter):
        with Project(project_path) as project:
            return labelling.make_label(project, template, field_name, node=node, page=page,
                                        xpath=xpath)
    return run


@dataclass(frozen=True)
class Place:
    """One place an ambiguous value stands at, as the analyst reads it (``pick`` = its index):
    how it is found, the text before it, the values it gives on pages of the cluster (the
    example page first)."""

    found: str  # how it is found, in words (``found_text``)
    how: str  # the engine's description, in full
    xpath: str  # on the example page
    context: str = ""
    samples: tuple[str, ...] = ()
    fill: float | None = None  # share of the sampled pages it gives a value on
    hidden: bool = False  # an attribute or a hidden element: not what a reader sees

    @staticmethod
    def of(candidate) -> Place:
        """From a learnt choice (``extract.learn.Choice``) or a template candidate
        (``extract.labels.Candidate``)."""
        if hasattr(candidate, "samples"):
            return Place(found_text(candidate.label), candidate.describe(), candidate.place,
                         candidate.context or "", tuple(candidate.samples), candidate.fill,
                         candidate.hidden)
        return Place(f"template node {candidate.target}", candidate.describe(),
                     candidate.xpath, candidate.context or "",
                     (candidate.text,) if candidate.text else ())


@dataclass(frozen=True)
class ValueLabel:
    """What a typed value gave: a label, or the places it stands at (pick one), or why not."""

    label: Label | None = None
    places: tuple[Place, ...] = ()  # most likely first (``pick`` is the index)
    problem: str = ""


def value_label_task(project_path: Path, template, page: str, field_name: str, value: str,
                     pick: int | None, value_type: str | None = None) -> Task:
    def run(reporter: Reporter):
        try:
            with Project(project_path) as project:
                label = labelling.make_label(project, template, field_name, page=page,
                                             value=value, pick=pick, value_type=value_type)
        except AmbiguousLabel as exc:
            return ValueLabel(places=tuple(Place.of(c) for c in exc.candidates))
        except TplxError as exc:  # LabelError (not template data...), an unreadable page
            return ValueLabel(problem=str(exc))
        return ValueLabel(label=label)
    return run


# -- suggestions -----------------------------------------------------------------------------
def accept_task(project_path: Path, suggestion_id: int, field_name: str | None = None) -> Task:
    """Make the suggested label (engine errors propagate: nothing changed then)."""
    return _write(project_path, lambda p: decisions.accept(p, suggestion_id, field_name))


def reject_task(project_path: Path, suggestion_id: int) -> Task:
    return _write(project_path, lambda p: decisions.reject(p, suggestion_id))


def reopen_task(project_path: Path, suggestion_id: int) -> Task:
    """Propose it again (an accepted one loses its label)."""
    return _write(project_path, lambda p: decisions.reopen(p, suggestion_id))


def accept_above_task(project_path: Path, threshold: float, template_id: str | None,
                      accepted: IdList) -> Task:
    """The engine's ``accept_above``: its (suggestion, label id or None, reason) list; the ids
    accepted go to ``accepted``."""
    def accept(project):
        results = decisions.accept_above(project, threshold, template_id)
        accepted.ids = [s.id for s, label_id, _ in results if label_id is not None]
        return results
    return _write(project_path, accept)


def accept_again_task(project_path: Path, accepted: IdList) -> Task:
    """Redo of an "accept above": the same suggestions again."""
    def accept(project):
        return [decisions.accept(project, i) for i in accepted.ids]
    return _write(project_path, accept)


def reopen_all_task(project_path: Path, accepted: IdList) -> Task:
    """Undo of an "accept above": its suggestions proposed again, last accepted first."""
    def reopen(project):
        for suggestion_id in reversed(accepted.ids):
            decisions.reopen(project, suggestion_id)
    return _write(project_path, reopen)
