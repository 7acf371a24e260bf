"""The template book: the open project's templates, labels and suggestions as the template,
labelling, suggestion, results and export views read them, and every label write.

A cluster of the current cut is matched to a stored template by its medoid page (templates are
named after their medoid): moving the threshold keeps a cluster's template as long as its medoid
stays, and a cluster whose medoid changed shows "no template" until the templates are built
again.

Writes (commands.py calls them) are queued on the runner's serial writer, in the order asked;
each returns the labels and suggestions as committed, and the book shows those: a label is in
the views once it is on disk. ``suggestions`` holds every stored suggestion (proposed, accepted,
rejected).
"""

from __future__ import annotations

from collections.abc import Callable

from .tasks import book as tasks


class TemplateBook:
    value_types: tuple[str, ...] = tasks.VALUE_TYPES  # a field's types, as the engine reads them

    def __init__(self, session):
        self.session = session
        self.templates: list = []  # template.model.Template, largest first
        self.labels: list[tuple[int, object]] = []  # (label id, Label)
        self.suggestions: list = []  # model.Suggestion, every status
        self.found: dict[int, str] = {}  # label id -> where its value is found, in words
        self._by_medoid: dict[str, object] = {}

    def reset(self) -> None:
        self.templates, self.labels, self.suggestions, self._by_medoid = [], [], [], {}
        self.found = {}

    def set_state(self, state) -> None:
        """Templates and marks read by a task (tasks.book.BookState)."""
        if self.session.project_path is None:
            return  # closed meanwhile
        self.templates = list(state.templates)
        self._by_medoid = {t.medoid: t for t in self.templates}
        self._set_marks(state.marks)

    def _set_marks(self, marks) -> None:
        if self.session.project_path is None:
            return  # closed meanwhile
        self.labels = list(marks.labels)
        self.suggestions = list(marks.suggestions)
        self.found = dict(marks.found)
        self.session.sigTemplatesChanged.emit()

    def reload(self):
        """Read templates, labels and suggestions again (after building or discovering)."""
        s = self.session
        if s.project_path is None:
            return None
        return s.run("book", "Reading the templates", tasks.read_book_task(s.project_path),
                     self.set_state, shown=False)

    # -- reading ------------------------------------------------------------------------------
    def template_for_cluster(self, label: int):
        s = self.session
        if s.cut is None or not 0 <= label < s.cut.n_clusters:
            return None
        return self._by_medoid.get(s.page_id(int(s.cut.medoids[label])))

    def template_of(self, label):
        """The template a label belongs to (None: no such template now)."""
        template_id = getattr(label, "template_id", None)
        return next((t for t in self.templates if t.id == template_id), None)

    def labels_of(self, template_id: str) -> list[tuple[int, object]]:
        return [(i, lb) for i, lb in self.labels if lb.template_id == template_id]

    def suggestions_of(self, template_id: str, status: str | None = None) -> list:
        """The template's suggestions, most confident first."""
        found = [x for x in self.suggestions if x.template_id == template_id
                 and (status is None or x.status == status)]
        return sorted(found, key=lambda x: (-x.confidence, x.id))

    def suggested_texts(self, template_id: str) -> dict[str, str]:
        """Label target (node id or node#slot) -> its proposals (``TITLE 95% · ...``), for the
        template strip."""
        out: dict[str, list[str]] = {}
        for s in self.suggestions_of(template_id, "proposed"):
            out.setdefault(s.target, []).append(f"{s.field} {s.confidence:.0%}")
        return {target: " · ".join(texts) for target, texts in out.items()}

    def fields(self) -> list[str]:
        """Every field name used so far, first use first (offered when labelling)."""
        return list(dict.fromkeys(lb.field for _, lb in self.labels))

    def field_index(self, field: str) -> int:
        names = self.fields()
        return names.index(field) if field in names else len(names)

    def found_text(self, label_id: int) -> str:
        """Where the label's value is found, in words (its anchor, or its template node)."""
        return self.found.get(label_id, "—")

    def label_by_id(self, label_id: int):
        return next((lb for i, lb in self.labels if i == label_id), None)

    def label_id_of(self, label) -> int | None:
        for label_id, other in self.labels:
            if other == label:
                return label_id
        return None

    # -- writing (commands call these; each queued on the serial writer) ----------------------
    def _write(self, title: str, task, answered: Callable | None,
               failed: Callable | None):
        def written(outcome) -> None:
            self._set_marks(outcome.marks)
            if answered is not None:
                answered(outcome.answer)
        return self.session.write(title, task, written, failed)

    def add_label(self, label, ref, refined=None, *, failed=None):
        """Store ``label``; the labels it refines are kept in ``refined`` (for its undo)."""
        return self._write("Saving the label", tasks.add_label_task(
            self.session.project_path, label, ref, refined), None, failed)

    def remove_label(self, ref, label, refined=None, *, failed=None):
        """Remove ``label``; the labels in ``refined`` are stored again in its place."""
        return self._write("Removing the label", tasks.remove_label_task(
            self.session.project_path, ref, label, refined), None, failed)

    def replace_label(self, old_ref, old, new, new_ref, *, title="Changing the label",
                      failed=None):
        return self._write(title, tasks.replace_label_task(
            self.session.project_path, old_ref, old, new, new_ref), None, failed)

    def accept(self, suggestion_id: int, field: str | None = None, *, failed=None):
        return self._write("Accepting the suggestion", tasks.accept_task(
            self.session.project_path, suggestion_id, field), None, failed)

    def reject(self, suggestion_id: int, *, failed=None):
        return self._write("Rejecting the suggestion", tasks.reject_task(
            self.session.project_path, suggestion_id), None, failed)

    def reopen(self, suggestion_id: int, *, failed=None):
        return self._write("Reopening the suggestion", tasks.reopen_task(
            self.session.project_path, suggestion_id), None, failed)

    def accept_above(self, threshold: float, template_id: str | None, accepted, *,
                     answered=None, failed=None):
        """``answered`` gets (suggestion, label id or None, reason) per proposal tried."""
        return self._write("Accepting suggestions", tasks.accept_above_task(
            self.session.project_path, threshold, template_id, accepted), answered, failed)

    def accept_again(self, accepted, *, failed=None):
        return self._write("Accepting suggestions", tasks.accept_again_task(
            self.session.project_path, accepted), None, failed)

    def reopen_all(self, accepted, *, failed=None):
        return self._write("Reopening suggestions", tasks.reopen_all_task(
            self.session.project_path, accepted), None, failed)
