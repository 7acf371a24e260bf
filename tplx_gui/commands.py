"""Analyst edits as QUndoCommands on the session (never snapshots kept in a view).

Each command's ``redo``/``undo`` calls a session method that writes the project at once, so
the project on disk always equals what the analyst sees, and undo/redo are saved too.
"""

from __future__ import annotations

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
