"""Labelling: what the analyst chose (a text in the page view or a cell of the template strip)
+ a field name -> an engine ``Label`` made in the runner -> an undoable AddLabelCommand; and
the other label edits (rename, remove, value type, accept / reject suggestions) as undoable
commands.

A page text becomes a label through the engine's ``make_label`` with the text's XPath on the
page as the engine parses it (same parser as the page view, so the XPath is the same node); a
template cell through ``label_node``; a typed value through ``make_label`` with the value on
the page shown (Label by value…: when the value stands at several places that give different
values on other pages, the dialog lists them and the analyst picks one). A field the template
already has, labelled again on another page (by click or by value), is *refined*: the engine
learns one label from every example page and it replaces the earlier one (undo puts that back:
commands.AddLabelCommand). Making a label reads and aligns pages, so it runs in the runner
(queued on the serial writer, so labels asked one after another keep their order); the command
is pushed when it is made.

Field names are checked at once with the engine's rule (``check_field``, a pure function of the
name), so a bad name is refused before anything runs.

Signals:
    sigChoiceChanged(str)   a readable description of what Ctrl+L would label
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QObject, Signal

from tplx_engine.extract.labels import check_field, check_values_options

from .commands import (
    AcceptAboveCommand,
    AcceptSuggestionCommand,
    AddLabelCommand,
    RejectSuggestionCommand,
    RemoveLabelCommand,
    rename_label_command,
    set_type_command,
    values_options_command,
)
from .messages import UserMessage, describe
from .tasks import book as tasks

NO_TEMPLATE = "the selected cluster has no template yet: Build templates (Ctrl+T) first"


class Labeller(QObject):
    sigChoiceChanged = Signal(str)

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.choice: tuple[str, str, str] | None = None  # ('text', xpath, text) | ('node', id, '')
        self.choice_page: str | None = None
        self.shown_page = None  # set by the window: () -> the page id the page view shows
        # the field the analyst set out to label on a page (results view): offered first
        self.next_field: str | None = None

    # -- the choice ---------------------------------------------------------------------------
    def chose_text(self, page_id: str, xpath: str, text: str) -> None:
        self.choice = ("text", xpath, text)
        self.choice_page = page_id
        self.sigChoiceChanged.emit(f"text “{text[:40]}” of {page_id}")

    def chose_node(self, node_id: str) -> None:
        self.choice = ("node", node_id, "")
        self.choice_page = None
        self.sigChoiceChanged.emit(f"template node {node_id}")

    def describe_choice(self) -> str:
        if self.choice is None:
            return ""
        kind, ref, text = self.choice
        return f"the text “{text[:60]}”" if kind == "text" else f"template node {ref}"

    def _template(self):
        s = self.session
        return s.book.template_for_cluster(s.selected_cluster)

    def _warn(self, text: str) -> None:
        self.session.sigMessage.emit(UserMessage("Nothing to label", text, severity="warning"))

    def _field_ok(self, field: str, doing: str) -> bool:
        try:
            check_field(field)
        except Exception as exc:  # noqa: BLE001 -- LabelError: readable text
            self.session.sigMessage.emit(describe(exc, doing))
            return False
        return True

    # -- labelling ----------------------------------------------------------------------------
    def label(self, field: str):
        """Label the current choice as ``field``: the label is made in the runner, then
        pushed as an undoable command. The worker, or None (with a message) if refused."""
        s = self.session
        template = self._template()
        if template is None:
            self._warn(NO_TEMPLATE)
            return None
        if self.choice is None:
            self._warn("click a text in the page view or a cell of the template first")
            return None
        if not self._field_ok(field, "Labelling"):
            return None
        kind, ref, _ = self.choice
        task = (tasks.make_label_task(s.project_path, template, field, node=ref)
                if kind == "node" else
                tasks.make_label_task(s.project_path, template, field, page=self.choice_page,
                                      xpath=ref))
        # queued like a write: labels asked one after another are all made, and pushed on
        # the undo stack in the order asked (a slot would drop an earlier one)
        return s.write("Labelling", task, self.push)

    def push(self, label) -> None:
        """Store a made label (undoable)."""
        if label.field == self.next_field:
            self.next_field = None
        self.session.undo.push(AddLabelCommand(self.session.book, label))

    def value_page(self) -> str:
        """The page a typed value is looked for on: the one shown if it belongs to the selected
        cluster's template, else the template's medoid (LookupError without a template)."""
        template = self._template()
        if template is None:
            raise LookupError(NO_TEMPLATE)
        shown = self.shown_page() if self.shown_page is not None else None
        return shown if shown in template.members else template.medoid

    def field_label(self, field: str):
        """The label of ``field`` in the selected cluster's template (its last; None: none)."""
        template = self._template()
        labels = self.session.book.labels_of(template.id) if template is not None else []
        return next((lb for _, lb in reversed(labels) if lb.field == field), None)

    def make_value_label(self, field: str, value: str, pick: int | None, reply,
                         value_type: str | None = None, page: str | None = None):
        """Look for a typed value on ``page`` (None: ``value_page()``) in the runner; ``reply``
        gets what it gave (a label, the places it stands at, or why not:
        tasks.book.ValueLabel). A field the template has already is refined."""
        s = self.session
        template = self._template()
        if template is None:
            reply(tasks.ValueLabel(problem=NO_TEMPLATE))
            return None
        task = tasks.value_label_task(s.project_path, template, page or self.value_page(),
                                      field, value, pick, value_type)
        return s.run("label", "Looking for the value", task, reply, shown=False,
                     errored=lambda exc: reply(tasks.ValueLabel(
                         problem=describe(exc, "Labelling").text)))

    # -- other label edits --------------------------------------------------------------------
    def label_on(self, node_id: str):
        """(label id, Label) of the label on a template node, or (None, None)."""
        template = self._template()
        if template is None:
            return None, None
        for label_id, label in self.session.book.labels_of(template.id):
            if label.node_id == node_id:
                return label_id, label
        return None, None

    def rename_node_label(self, node_id: str, field: str) -> bool:
        """Rename the field of the label on ``node_id`` (undoable). False, with a message, if
        the name is not a valid field name; False if there is no such label."""
        label_id, _ = self.label_on(node_id)
        return label_id is not None and self.rename_label(label_id, field)

    def remove_node_label(self, node_id: str) -> bool:
        label_id, _ = self.label_on(node_id)
        return label_id is not None and self.remove_label(label_id)

    def rename_label(self, label_id: int, field: str) -> bool:
        label = self.session.book.label_by_id(label_id)
        if label is None or not self._field_ok(field, "Renaming the field"):
            return False
        if label.field != field:
            self.session.undo.push(rename_label_command(self.session.book, label_id, label,
                                                        field))
        return True

    def remove_label(self, label_id: int) -> bool:
        label = self.session.book.label_by_id(label_id)
        if label is None:
            return False
        self.session.undo.push(RemoveLabelCommand(self.session.book, label_id, label))
        return True

    def set_values_options(self, label_id: int, **options) -> bool:
        """The label's options (``value_type``, ``values``, ``join_with``, ``clean``:
        extract.labels.Label) changed as one undoable edit; False, with a message, if a
        pattern is no regular expression. A new type is read in the runner first (what it
        learns from the cluster's pages: a date field's order) and the edit pushed once
        known."""
        s = self.session
        label = s.book.label_by_id(label_id)
        value_type = options.pop("value_type", None) or getattr(label, "value_type", None)
        if label is None or value_type not in s.book.value_types:
            return False
        new = replace(label, **options)
        try:
            check_values_options(new.values, new.clean)
        except Exception as exc:  # noqa: BLE001 -- LabelError: readable text
            s.sigMessage.emit(describe(exc, "Changing the field's values"))
            return False
        if value_type == label.value_type:
            if new != label:
                s.undo.push(values_options_command(s.book, label_id, label, new))
            return True
        template = s.book.template_of(label)
        if template is None:
            return False
        only_type = new == label

        def push(retyped) -> None:
            if s.book.label_by_id(label_id) == label:  # not changed meanwhile
                command = set_type_command if only_type else values_options_command
                s.undo.push(command(s.book, label_id, label, retyped))
        s.write("Changing the field's type",
                tasks.retype_label_task(s.project_path, template, new, value_type), push)
        return True

    def set_value_type(self, label_id: int, value_type: str) -> bool:
        """Read the label's values as ``value_type`` (undoable; one of extract.types.TYPES)."""
        return self.set_values_options(label_id, value_type=value_type)

    # -- suggestions --------------------------------------------------------------------------
    def accept(self, suggestion, field: str | None = None) -> None:
        self.session.undo.push(AcceptSuggestionCommand(self.session.book, suggestion, field))

    def reject(self, suggestion) -> None:
        self.session.undo.push(RejectSuggestionCommand(self.session.book, suggestion))

    def accept_above(self, threshold: float, template_id: str) -> None:
        self.session.undo.push(AcceptAboveCommand(self.session.book, threshold, template_id))
