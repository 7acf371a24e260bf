"""Analyst edits as QUndoCommands on the session (never snapshots kept in a view).

Each command's ``redo``/``undo`` calls a session method that writes the project at once, so
the project on disk always equals what the analyst sees, and undo/redo are saved too.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtGui import QUndoCommand

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


class AddLabelCommand(QUndoCommand):
    """Give a template node (or text slot) a field name."""

    def __init__(self, book, label):
        super().__init__(f"Label {label.target} as {label.field}")
        self.book = book
        self.label = label
        self.label_id: int | None = None

    def redo(self) -> None:
        self.label_id = self.book.add_label(self.label)

    def undo(self) -> None:
        if self.label_id is not None:
            self.book.remove_label(self.label_id, self.label)


class RemoveLabelCommand(QUndoCommand):
    def __init__(self, book, label_id: int, label):
        super().__init__(f"Remove label {label.field} ({label.target})")
        self.book = book
        self.label_id = label_id
        self.label = label

    def redo(self) -> None:
        self.book.remove_label(self.label_id, self.label)

    def undo(self) -> None:
        self.label_id = self.book.add_label(self.label)


class RenameLabelCommand(QUndoCommand):
    """Give a labelled node another field name (the label keeps its target and example)."""

    def __init__(self, book, label_id: int, label, field: str):
        super().__init__(f"Rename field {label.field} to {field} ({label.target})")
        self.book = book
        self.old_id, self.old = label_id, label
        self.new = replace(label, field=field)
        self.new_id: int | None = None

    def redo(self) -> None:
        self.book.remove_label(self.old_id, self.old)
        self.new_id = self.book.add_label(self.new)

    def undo(self) -> None:
        if self.new_id is not None:
            self.book.remove_label(self.new_id, self.new)
        self.old_id = self.book.add_label(self.old)


class _SuggestionCommand(QUndoCommand):
    """Accept or reject suggested labels; undo reopens them (an accept's label is removed).

    An engine refusal (a stale suggestion after the templates were rebuilt...) becomes a
    message; a refused first ``redo`` leaves nothing on the stack (``setObsolete``)."""

    def __init__(self, session, text: str):
        super().__init__(text)
        self.session = session
        self.book = session.book
        self.ok = False

    def _safely(self, doing: str, fn) -> bool:
        from .messages import UserMessage, describe

        try:
            fn()
            return True
        except LookupError as exc:  # nothing to do: said plainly, not as a failure
            self.session.sigMessage.emit(UserMessage("Nothing accepted", str(exc),
                                                     severity="warning"))
            return False
        except Exception as exc:  # noqa: BLE001 -- TplxError and friends: readable text
            self.session.sigMessage.emit(describe(exc, doing))
            return False

    def redo(self) -> None:
        self.ok = self._safely(self.text(), self._do)
        if not self.ok:
            self.setObsolete(True)

    def undo(self) -> None:
        self._safely(f"Undoing {self.text()}", self._undo)


class AcceptSuggestionCommand(_SuggestionCommand):
    def __init__(self, session, suggestion, field: str | None = None):
        name = field or suggestion.field
        super().__init__(session, f"Accept {name} on {suggestion.target}")
        self.suggestion_id = suggestion.id
        self.field = field

    def _do(self) -> None:
        self.book.accept_suggestion(self.suggestion_id, self.field)

    def _undo(self) -> None:
        self.book.reopen_suggestion(self.suggestion_id)


class RejectSuggestionCommand(_SuggestionCommand):
    def __init__(self, session, suggestion):
        super().__init__(session, f"Reject {suggestion.field} on {suggestion.target}")
        self.suggestion_id = suggestion.id

    def _do(self) -> None:
        self.book.reject_suggestion(self.suggestion_id)

    def _undo(self) -> None:
        self.book.reopen_suggestion(self.suggestion_id)


class AcceptAboveCommand(_SuggestionCommand):
    """"Accept all above C" for one template: the engine's ``accept_above`` the first time,
    the same suggestions again on redo."""

    def __init__(self, session, threshold: float, template_id: str):
        super().__init__(session, f"Accept suggestions ≥ {threshold:.2f}")
        self.threshold = threshold
        self.template_id = template_id
        self.accepted: list[int] | None = None
        self.refused: list[tuple] = []  # (suggestion, reason) of the first run

    def _do(self) -> None:
        if self.accepted is None:
            results = self.book.accept_above(self.threshold, self.template_id)
            self.accepted = [s.id for s, label_id, _ in results if label_id is not None]
            self.refused = [(s, reason) for s, label_id, reason in results if label_id is None]
            if not self.accepted:
                raise LookupError("no proposed suggestion of this cluster reaches "
                                  f"{self.threshold:.2f} (fields already labelled are skipped)"
                                  + "".join(f"\n{s.field}: {why}" for s, why in self.refused))
            self.setText(f"Accept {len(self.accepted)} suggestions ≥ {self.threshold:.2f}")
            return
        for suggestion_id in self.accepted:
            self.book.accept_suggestion(suggestion_id)

    def _undo(self) -> None:
        for suggestion_id in reversed(self.accepted or []):
            self.book.reopen_suggestion(suggestion_id)
