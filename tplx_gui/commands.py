"""Analyst edits as QUndoCommands on the session (never snapshots kept in a view).

A command's ``redo``/``undo`` queue a write on the runner's serial writer (book.py); writes run
in the order they were asked, so undo/redo bursts end saved right, and the views show a label
once its write returned (it is on disk then). Ids a write makes reach the writes after it
through holders filled on the writer thread (tasks/book.py): undoing a label before its write
returned still removes that label.

An engine refusal (a stale suggestion after the templates were rebuilt, a failed write...)
becomes a message; a refused first ``redo`` makes the command obsolete: dropped from the stack
at once when it is the last command done, else when undo or redo reaches it (Qt drops an
obsolete command without running it).
"""

from __future__ import annotations

from dataclasses import replace

import shiboken6
from PySide6.QtGui import QUndoCommand

from .messages import UserMessage, describe
from .tasks.book import IdList, LabelRef, Refined

THRESHOLD_ID = 1001


class SetThresholdCommand(QUndoCommand):
    """Move the clustering threshold (a re-cut of the stored tree; nothing recomputed).

    ``mergeable`` commands (keyboard nudges) fold into the previous nudge, so holding a key
    down is one undo step.
    """

    def __init__(self, session, old: float, new: float, mergeable: bool = False):
        super().__init__(f"Threshold {old:.3f} → {new:.3f}")
        self.session = session
        self.old = old
        self.new = new
        self.mergeable = mergeable

    def id(self) -> int:
        return THRESHOLD_ID

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not (self.mergeable and isinstance(other, SetThresholdCommand) and other.mergeable):
            return False
        self.new = other.new
        self.setText(f"Threshold {self.old:.3f} → {self.new:.3f}")
        return True

    def redo(self) -> None:
        self.session.apply_threshold(self.new)

    def undo(self) -> None:
        self.session.apply_threshold(self.old)


class _WriteCommand(QUndoCommand):
    """A command whose redo and undo are queued writes of the template book."""

    def __init__(self, book, text: str):
        super().__init__(text)
        self.book = book
        self.refused = False  # the first redo was refused: nothing to undo or redo
        self.first_run = True  # this redo is the first (the push)
        self._redone = False

    def redo(self) -> None:
        if self.refused:
            return
        self.first_run, self._redone = not self._redone, True
        self._redo(self._failed_first if self.first_run else self._failed)

    def undo(self) -> None:
        if not self.refused:
            self._undo(self._failed)

    def _say(self, exc: BaseException, doing: str) -> None:
        if isinstance(exc, LookupError):  # nothing to do: said plainly, not as a failure
            message = UserMessage("Nothing accepted", str(exc), severity="warning")
        else:
            message = describe(exc, doing)
        self.book.session.sigMessage.emit(message)

    def _failed(self, exc: BaseException) -> None:
        self._say(exc, self.text() if shiboken6.isValid(self) else "Saving")

    def _failed_first(self, exc: BaseException) -> None:
        self._failed(exc)
        self.drop()

    def drop(self) -> None:
        """Refused: obsolete, and off the stack now if it is the last command done."""
        if not shiboken6.isValid(self):
            return  # the stack was cleared meanwhile
        self.refused = True
        self.setObsolete(True)
        stack = self.book.session.undo
        if stack.index() > 0 and stack.command(stack.index() - 1) is self:
            stack.undo()  # an obsolete command is removed without running its undo

    # subclasses: the writes, each given the callback for a refusal
    def _redo(self, failed) -> None:
        raise NotImplementedError

    def _undo(self, failed) -> None:
        raise NotImplementedError


class AddLabelCommand(_WriteCommand):
    """Give a template node (or text slot) a field name, or store a label learnt from example
    pages. A field labelled again on another page is refined: the new label takes the place of
    the earlier one(s) in the engine, so undo puts those back and redo refines again."""

    def __init__(self, book, label):
        n = len(label.examples)
        super().__init__(book, f"Label {label.target or 'a value'} as {label.field}"
                         + (f" ({n} example pages)" if n > 1 else ""))
        self.label = label
        self.ref = LabelRef()  # its id once stored
        self.refined = Refined()  # the labels it replaced, once stored

    def _redo(self, failed) -> None:
        self.book.add_label(self.label, self.ref, self.refined, failed=failed)

    def _undo(self, failed) -> None:
        self.book.remove_label(self.ref, self.label, self.refined, failed=failed)


class RemoveLabelCommand(_WriteCommand):
    def __init__(self, book, label_id: int, label):
        super().__init__(book, f"Remove label {label.field} ({label.target or 'anchored'})")
        self.label = label
        self.ref = LabelRef(label_id)
        self.refined = Refined()  # what its undo (storing it again) replaced, for redo

    def _redo(self, failed) -> None:
        self.book.remove_label(self.ref, self.label, self.refined, failed=failed)

    def _undo(self, failed) -> None:
        self.book.add_label(self.label, self.ref, self.refined, failed=failed)


class ReplaceLabelCommand(_WriteCommand):
    """A label gives way to a changed copy (another field name, another value type), in one
    transaction; undo swaps them back."""

    def __init__(self, book, label_id: int, old, new, text: str, doing: str):
        super().__init__(book, text)
        self.doing = doing
        self.old, self.old_ref = old, LabelRef(label_id)
        self.new, self.new_ref = new, LabelRef()

    def _redo(self, failed) -> None:
        self.book.replace_label(self.old_ref, self.old, self.new, self.new_ref,
                                title=self.doing, failed=failed)

    def _undo(self, failed) -> None:
        self.book.replace_label(self.new_ref, self.new, self.old, self.old_ref,
                                title=self.doing, failed=failed)


def rename_label_command(book, label_id: int, label, field: str) -> ReplaceLabelCommand:
    """Give a label another field name (it keeps its target, anchor and examples)."""
    return ReplaceLabelCommand(book, label_id, label, replace(label, field=field),
                               f"Rename field {label.field} to {field} "
                               f"({label.target or 'anchored'})", "Renaming the field")


def set_type_command(book, label_id: int, label, retyped) -> ReplaceLabelCommand:
    """Read the field's values as another type (extract/types.py): ``retyped`` is the label
    with that type and what it learnt (``jobs.labelling.retyped_label``)."""
    return ReplaceLabelCommand(book, label_id, label, retyped,
                               f"Set the type of {label.field} to {retyped.value_type}",
                               "Changing the field's type")


def values_options_command(book, label_id: int, label, changed) -> ReplaceLabelCommand:
    """What is written of the field's values: all, the first or joined; a clean-up pattern;
    maybe read as another type."""
    how = {"all": "all values", "first": "the first value", "join": "joined values"}
    retyped = changed.value_type != label.value_type
    return ReplaceLabelCommand(book, label_id, label, changed,
                               f"Write {how.get(changed.values, changed.values)} of "
                               f"{label.field}"
                               + (f" as {changed.value_type}" if retyped else "")
                               + (f", cut by {changed.clean!r}" if changed.clean else ""),
                               "Changing the field's values")


class AcceptSuggestionCommand(_WriteCommand):
    """Accept a suggested label; undo proposes it again (its label is removed)."""

    def __init__(self, book, suggestion, field: str | None = None):
        super().__init__(book, f"Accept {field or suggestion.field} on {suggestion.target}")
        self.suggestion_id = suggestion.id
        self.field = field

    def _redo(self, failed) -> None:
        self.book.accept(self.suggestion_id, self.field, failed=failed)

    def _undo(self, failed) -> None:
        self.book.reopen(self.suggestion_id, failed=failed)


class RejectSuggestionCommand(_WriteCommand):
    def __init__(self, book, suggestion):
        super().__init__(book, f"Reject {suggestion.field} on {suggestion.target}")
        self.suggestion_id = suggestion.id

    def _redo(self, failed) -> None:
        self.book.reject(self.suggestion_id, failed=failed)

    def _undo(self, failed) -> None:
        self.book.reopen(self.suggestion_id, failed=failed)


class AcceptAboveCommand(_WriteCommand):
    """"Accept all above C" for one template: the engine's ``accept_above`` the first time,
    the same suggestions again on redo; undo proposes them again."""

    def __init__(self, book, threshold: float, template_id: str):
        super().__init__(book, f"Accept suggestions ≥ {threshold:.2f}")
        self.threshold = threshold
        self.template_id = template_id
        self.accepted = IdList()  # filled by the first redo's write
        self.refusals: list[tuple] = []  # (suggestion, reason) of the first run

    def _redo(self, failed) -> None:
        if self.first_run:
            self.book.accept_above(self.threshold, self.template_id, self.accepted,
                                   answered=self._answered, failed=failed)
        else:
            self.book.accept_again(self.accepted, failed=failed)

    def _answered(self, results) -> None:
        self.refusals = [(s, reason) for s, label_id, reason in results if label_id is None]
        accepted = [s for s, label_id, _ in results if label_id is not None]
        if not accepted:
            self._failed_first(LookupError(
                f"no proposed suggestion of this cluster reaches {self.threshold:.2f} (fields "
                "already labelled are skipped)"
                + "".join(f"\n{s.field}: {why}" for s, why in self.refusals)))
        elif shiboken6.isValid(self):
            self.setText(f"Accept {len(accepted)} suggestions ≥ {self.threshold:.2f}")

    def _undo(self, failed) -> None:
        self.book.reopen_all(self.accepted, failed=failed)
