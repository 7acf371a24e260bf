"""The session's templates and labels (SPEC §5-6): what the template, labelling, results and
export views read. Kept apart from session.py so neither grows past one sitting.

A cluster of the current cut is matched to a stored template by its medoid page (templates are
named after their medoid, template/batch.py): moving the threshold keeps a cluster's template
as long as its medoid stays, and a cluster whose medoid changed shows "no template" until the
templates are built again. Labels are written to the project the moment they are made (the
engine's store commits each one).

Suggested labels (tplx_engine/suggest.py) are kept here too: ``suggestions`` holds every stored
suggestion (proposed, accepted, rejected); accepting one makes its label through the engine and
reopening it (undo) removes that label again, each in one engine transaction.
"""

from __future__ import annotations

from dataclasses import astuple

from tplx_engine.jobs import labelling
from tplx_engine.jobs import suggestions as suggest
from tplx_engine.jobs.stored import load_labels, load_templates
from tplx_engine.template.model import Template


class TemplateBook:
    def __init__(self, session):
        self.session = session
        self.project = None
        self.templates: list[Template] = []
        self.labels: list[tuple[int, object]] = []  # (label id, Label)
        self.suggestions: list = []  # store.Suggestion, every status
        self._by_medoid: dict[str, Template] = {}

    def reset(self) -> None:
        self.project = None
        self.templates, self.labels, self.suggestions, self._by_medoid = [], [], [], {}

    def attach(self, project) -> None:
        self.project = project  # its tables: schema migration 5 (tplx_engine/schema.py)
        self.reload()

    def reload(self) -> None:
        if self.project is None:
            return
        self.templates = load_templates(self.project)
        self._by_medoid = {t.medoid: t for t in self.templates}
        self.labels = load_labels(self.project)
        self.suggestions = suggest.list_suggestions(self.project)
        self.session.sigTemplatesChanged.emit()

    # -- reading ------------------------------------------------------------------------------
    def template_for_cluster(self, label: int) -> Template | None:
        s = self.session
        if s.cut is None or not 0 <= label < s.cut.n_clusters:
            return None
        return self._by_medoid.get(s.page_id(int(s.cut.medoids[label])))

    def labels_of(self, template_id: str) -> list[tuple[int, object]]:
        return [(i, lb) for i, lb in self.labels if lb.template_id == template_id]

    def suggestions_of(self, template_id: str, status: str | None = None) -> list:
        """The template's suggestions, most confident first."""
        found = [x for x in self.suggestions if x.template_id == template_id
                 and (status is None or x.status == status)]
        return sorted(found, key=lambda x: (-x.confidence, x.id))

    def fields(self) -> list[str]:
        """Every field name used so far, first use first (offered when labelling)."""
        return list(dict.fromkeys(lb.field for _, lb in self.labels))

    def field_index(self, field: str) -> int:
        names = self.fields()
        return names.index(field) if field in names else len(names)

    # -- writing (commands call these) --------------------------------------------------------
    def add_label(self, label) -> int:
        label_id = labelling.add_label(self.project, label)
        self.reload()
        return label_id

    def remove_label(self, label_id: int, label=None) -> None:
        """Remove by id; if templates were rebuilt since (ids renewed), by equal value."""
        if not labelling.remove_label(self.project, label_id) and label is not None:
            for other_id, other in load_labels(self.project, label.template_id):
                if astuple(other)[:3] == astuple(label)[:3]:
                    labelling.remove_label(self.project, other_id)
                    break
        self.reload()

    def accept_suggestion(self, suggestion_id: int, field: str | None = None) -> int:
        """Make the suggested label (engine errors propagate; nothing changed then)."""
        try:
            return suggest.accept(self.project, suggestion_id, field)
        finally:
            self.reload()

    def reject_suggestion(self, suggestion_id: int) -> None:
        try:
            suggest.reject(self.project, suggestion_id)
        finally:
            self.reload()

    def reopen_suggestion(self, suggestion_id: int) -> None:
        """Propose it again (an accepted one loses its label)."""
        try:
            suggest.reopen(self.project, suggestion_id)
        finally:
            self.reload()

    def accept_above(self, threshold: float, template_id: str | None) -> list:
        """(suggestion, label id or None, reason) per proposal tried (engine accept_above)."""
        try:
            return suggest.accept_above(self.project, threshold, template_id)
        finally:
            self.reload()

    def label_id_of(self, label) -> int | None:
        for label_id, other in self.labels:
            if other == label:
                return label_id
        return None
