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
from tplx_engine.extract.labels import AmbiguousLabel, Label
from tplx_engine.jobs import labelling
from tplx_engine.jobs import suggestions as decisions
from tplx_engine.jobs.stored import load_labels, load_templates
from tplx_engine.progress import Reporter
from tplx_engine.store import Project

from . import Task


@dataclass(frozen=True, eq=False)
class Marks:
    """Labels (id, Label) in the order made and suggestions (every status) of a project."""

    labels: tuple
    suggestions: tuple


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
    return Marks(tuple(load_labels(project)), tuple(decisions.list_suggestions(project)))


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
def add_label_task(project_path: Path, label: Label, ref: LabelRef) -> Task:
    def add(project):
        ref.id = labelling.add_label(project, label)
        return ref.id
    return _write(project_path, add)


def remove_label_task(project_path: Path, ref: LabelRef, label: Label) -> Task:
    """Remove by id; if templates were rebuilt since (ids renewed), by equal value."""
    def remove(project):
        removed = labelling.remove_label_like(project, ref.id, label)
        ref.id = None
        return removed
    return _write(project_path, remove)


def replace_label_task(project_path: Path, old_ref: LabelRef, old: Label, new: Label,
                       new_ref: LabelRef) -> Task:
    """``old`` gives way to ``new`` (a renamed field)."""
    def replace(project):
        labelling.remove_label_like(project, old_ref.id, old)
        old_ref.id = None
        new_ref.id = labelling.add_label(project, new)
        return new_ref.id
    return _write(project_path, replace)


def make_label_task(project_path: Path, template, field_name: str, *, node: str | None = None,
                    page: str | None = None, xpath: str | None = None) -> Task:
    """A label of ``template`` (not stored): on a template node, or on the node an XPath
    names on a page (the page aligned to the template). ``LabelError`` says why not."""
    def run(reporter: Reporter):
        with Project(project_path) as project:
            return labelling.make_label(project, template, field_name, node=node, page=page,
                                        xpath=xpath)
    return run


@dataclass(frozen=True)
class ValueLabel:
    """What a typed value gave: a label, or the places it stands at (pick one), or why not."""

    label: Label | None = None
    places: tuple[str, ...] = ()  # readable, most likely first (``pick`` is the index)
    problem: str = ""


def value_label_task(project_path: Path, template, page: str, field_name: str, value: str,
                     pick: int | None) -> Task:
    def run(reporter: Reporter):
        try:
            with Project(project_path) as project:
                label = labelling.make_label(project, template, field_name, page=page,
                                             value=value, pick=pick)
        except AmbiguousLabel as exc:
            places = tuple(
                f"{c.text}   — {c.target} ("
                f"{'on every page' if c.essential else 'optional block'}"
                f"{', repeated' if c.repeatable else ''}) at {c.xpath}" for c in exc.candidates)
            return ValueLabel(places=places)
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
