"""Labelling: the last thing the analyst chose (a text in the page view or a cell of the
template strip) + a field name -> an engine ``Label`` -> an undoable AddLabelCommand.

A page text becomes a label through ``labels.label_xpath`` on the page as the engine parses it
(same parser as the page view, so the XPath is the same node), which aligns the page to the
template and finds the template node (or text slot) for it. A template cell becomes a label
through ``labels.label_node``. A typed value becomes a label through ``labels.label_value`` on
the page shown (Label by value…; ``AmbiguousLabel`` goes back to the dialog, which asks which
place was meant).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from tplx_engine.extract.labels import check_field, label_node, label_value, label_xpath
from tplx_engine.template.page import load_view

from .commands import AddLabelCommand, RemoveLabelCommand, RenameLabelCommand
from .messages import UserMessage, describe


class Labeller(QObject):
    sigChoiceChanged = Signal(str)  # a readable description of what Ctrl+L would label

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.choice: tuple[str, str, str] | None = None  # ('text', xpath, text) | ('node', id, '')
        self.choice_page: str | None = None
        self.shown_page = None  # set by the window: () -> the page id the page view shows

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

    def make_label(self, field: str):
        """The Label for the current choice (engine errors propagate: LabelError...)."""
        s = self.session
        template = s.book.template_for_cluster(s.selected_cluster)
        if template is None:
            raise LookupError("the selected cluster has no template yet: Build templates "
                              "(Ctrl+T) first")
        if self.choice is None:
            raise LookupError("click a text in the page view or a cell of the template first")
        kind, ref, _ = self.choice
        if kind == "node":
            return label_node(template, ref, field)
        path = s.page_path(self.choice_page)
        page = load_view(path, self.choice_page, template.options, with_texts=True)
        return label_xpath(template, page, ref, field)

    def value_page(self) -> str:
        """The page a typed value is looked for on: the one shown if it belongs to the selected
        cluster's template, else the template's medoid (LookupError without a template)."""
        s = self.session
        template = s.book.template_for_cluster(s.selected_cluster)
        if template is None:
            raise LookupError("the selected cluster has no template yet: Build templates "
                              "(Ctrl+T) first")
        shown = self.shown_page() if self.shown_page is not None else None
        return shown if shown in template.members else template.medoid

    def make_value_label(self, field: str, value: str, pick: int | None = None):
        """A Label from a typed value (AmbiguousLabel / LabelError propagate)."""
        s = self.session
        page_id = self.value_page()
        template = s.book.template_for_cluster(s.selected_cluster)
        page = load_view(s.page_path(page_id), page_id, template.options, with_texts=True)
        return label_value(template, page, value, field, pick=pick)

    def push(self, label) -> None:
        self.session.undo.push(AddLabelCommand(self.session.book, label))

    def label(self, field: str) -> bool:
        """Label the current choice as ``field`` (undoable). False, with a message, if not."""
        try:
            label = self.make_label(field)
        except LookupError as exc:
            self.session.sigMessage.emit(UserMessage("Nothing to label", str(exc),
                                                     severity="warning"))
            return False
        except Exception as exc:  # noqa: BLE001 -- LabelError and friends: readable text
            self.session.sigMessage.emit(describe(exc, "Labelling"))
            return False
        self.session.undo.push(AddLabelCommand(self.session.book, label))
        return True

    def rename_node_label(self, node_id: str, field: str) -> bool:
        """Rename the field of the label on ``node_id`` (undoable). False, with a message, if
        there is no such label or the name is not a valid field name."""
        s = self.session
        template = s.book.template_for_cluster(s.selected_cluster)
        if template is None:
            return False
        try:
            check_field(field)
        except Exception as exc:  # noqa: BLE001 -- LabelError: readable text
            s.sigMessage.emit(describe(exc, "Renaming the field"))
            return False
        for label_id, label in s.book.labels_of(template.id):
            if label.node_id == node_id:
                if label.field != field:
                    s.undo.push(RenameLabelCommand(s.book, label_id, label, field))
                return True
        return False

    def remove_node_label(self, node_id: str) -> bool:
        s = self.session
        template = s.book.template_for_cluster(s.selected_cluster)
        if template is None:
            return False
        for label_id, label in s.book.labels_of(template.id):
            if label.node_id == node_id:
                s.undo.push(RemoveLabelCommand(s.book, label_id, label))
                return True
        return False
