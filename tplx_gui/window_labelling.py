"""The main window's labelling actions: label the chosen text or cell (Ctrl+L), label by value,
rename a field, label a field on a page the results view points at, and edit a field's
options with their preview. A mixin of
``MainWindow``: it uses the window's session, labeller, page dock and messages; the labels are
made and stored by the session's labelling (labelling.py) as undoable commands.
"""

from __future__ import annotations

from .dialogs.field_name import ask_field
from .dialogs.field_options import FieldOptionsDialog
from .dialogs.label_value import LabelValueDialog
from .messages import UserMessage


class LabellingActions:
    def label_choice(self, field: str | None = None):
        """Label the chosen text or cell (the field asked when not given): the worker making
        the label (it is pushed as an undoable command when made), or None if refused."""
        if field is None:
            what = self.labeller.describe_choice()
            if not what:
                self.show_message(UserMessage(
                    "Nothing to label", "Click a text in the page view or a cell of the "
                    "template first.", severity="warning"))
                return None
            field = ask_field(self.session.book.fields(), f"Label {what} as:", self,
                              default=self.labeller.next_field or "")
            if not field:
                return None
        return self.labeller.label(field)

    def rename_field(self, node_id: str, field: str | None = None) -> bool:
        """Give the label on a template node another field name (asked when not given)."""
        label_id, _ = self.labeller.label_on(node_id)
        return label_id is not None and self.rename_label(label_id, field)

    def label_by_value(self, field: str = "", page_id: str | None = None) -> bool:
        """Ask a field, a value as the page shows it and the field's type (a window-modal
        dialog; an ambiguous value asks which place); the label is pushed when the dialog is
        accepted. ``page_id``: the page the value is on (default: the one shown)."""
        try:
            page_id = page_id or self.labeller.value_page()
        except LookupError as exc:
            self.show_message(UserMessage("Nothing to label", str(exc), severity="warning"))
            return False
        s = self.session
        url = s.page_url(s.clustering.page_ids.index(page_id)) \
            if page_id in s.clustering.page_ids else page_id
        refine = (f" {field} is labelled already: this page becomes one more example of it."
                  if field and self.labeller.field_label(field) else "")
        dialog = LabelValueDialog(
            s.book.fields(), f"Type a value as the page {url} shows it; where it stands "
            f"gives the field its place on every page of the cluster.{refine}",
            lambda name, value, pick, reply, value_type: self.labeller.make_value_label(
                name, value, pick, reply, value_type, page_id),
            self, field=field, types=s.book.value_types, label_of=self.labeller.field_label,
            read=self.read_field_values)

        def accepted() -> None:
            if dialog.label is not None:
                self.labeller.push(dialog.label)
        self._open_dialog("value_dialog", dialog, accepted)
        return True

    def label_field_on_page(self, field: str, page_id: str) -> None:
        """The results view asked to label ``field`` on a page where it is empty or failing:
        the page is shown (click the value, Ctrl+L offers the field) and its value asked."""
        self.labeller.next_field = field
        self.session.select_page_id(page_id)
        self._show_problem_page(page_id)
        self.label_by_value(field, page_id)

    def rename_label(self, label_id: int, field: str | None = None) -> bool:
        """Give a label another field name (asked when not given)."""
        label = self.session.book.label_by_id(label_id)
        if label is None:
            return False
        if field is None:
            field = ask_field(self.session.book.fields(), f"Rename the field {label.field} to:",
                              self)
            if not field:
                return False
        return self.labeller.rename_label(label_id, field)

    def edit_field_options(self, label_id: int) -> bool:
        """The field's options (type, values written, separator, clean-up pattern) in a
        window-modal dialog with a live preview on up to 20 pages of its cluster; set as one
        undoable edit when accepted."""
        s = self.session
        label = s.book.label_by_id(label_id)
        template = s.book.template_of(label)
        if label is None or template is None:
            return False
        dialog = FieldOptionsDialog(label, s.book.value_types, self)
        dialog.form.follow(self.read_field_values(label, dialog.show_read, dialog.show_failure))
        self._open_dialog("options_dialog", dialog,
                          lambda: self.labeller.set_values_options(label_id,
                                                                   **dialog.options()))
        return True

    def read_field_values(self, label, reply, failed):
        """The job reading ``label``'s values as text on up to 20 pages of its cluster for a
        preview: ``reply(pages)`` or ``failed(text)`` (None, failed at once: no template)."""
        template = self.session.book.template_of(label)
        if template is None:
            failed("its template is gone (rebuilt); label the field again")
            return None
        return self.session.read_field(template, label, reply,
                                       errored=lambda exc: failed(str(exc)))

    def edit_options_of_field(self, field: str) -> bool:
        """The options of ``field`` in the shown cluster's template (its last label)."""
        s = self.session
        template = s.book.template_for_cluster(s.selected_cluster)
        labels = [i for i, lb in s.book.labels_of(template.id) if lb.field == field] \
            if template is not None else []
        return bool(labels) and self.edit_field_options(labels[-1])

    def _open_dialog(self, name: str, dialog, accepted) -> None:
        """Open ``dialog`` window-modal as ``self.<name>`` (tests reach it) until it closes;
        ``accepted()`` when OK closed it."""
        setattr(self, name, dialog)

        def done(result: int) -> None:
            if result:
                accepted()
            if getattr(self, name) is dialog:
                setattr(self, name, None)
            dialog.deleteLater()
        dialog.finished.connect(done)
        dialog.open()
