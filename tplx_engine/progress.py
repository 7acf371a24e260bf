"""Progress reporting and cancellation: the one contract between engine jobs and their callers.

The engine never starts threads of its own for the GUI; it calls ``reporter.advance`` between
units of work, and ``advance`` raises :class:`Cancelled` once the caller has asked to stop.
The CLI prints a bar on stderr, the GUI forwards to a Qt signal.
"""

from __future__ import annotations

import sys
import threading
import time
from dataclasses import dataclass, field
from typing import Protocol

from .errors import Cancelled


class ProgressSink(Protocol):
    def __call__(self, stage: str, done: int, total: int) -> None: ...


@dataclass
class Reporter:
    """Passed down to every long engine call. ``sink`` may be None (silent)."""

    sink: ProgressSink | None = None
    cancel_event: threading.Event = field(default_factory=threading.Event)

    def advance(self, stage: str, done: int, total: int) -> None:
        if self.cancel_event.is_set():
            raise Cancelled(f"cancelled during {stage} at {done}/{total}")
        if self.sink is not None:
            self.sink(stage, done, total)

    def check(self) -> None:
        if self.cancel_event.is_set():
            raise Cancelled("cancelled")

    def cancel(self) -> None:
        self.cancel_event.set()


SILENT = Reporter()


class StderrBar:
    """A plain progress bar on stderr, redrawn at most ten times a second."""

    def __init__(self, stream=None, width: int = 30):
        self.stream = stream or sys.stderr
        self.width = width
        self._last_draw = 0.0
        self._stage = ""
        self._interactive = bool(getattr(self.stream, "isatty", lambda: False)())

    def __call__(self, stage: str, done: int, total: int) -> None:
        now = time.monotonic()
        finished = total > 0 and done >= total
        if stage == self._stage and not finished and now - self._last_draw < 0.1:
            return
        if not self._interactive and not finished and stage == self._stage:
            if now - self._last_draw < 5.0:  # logs in CI: a line every few seconds is plenty
                return
        self._stage = stage
        self._last_draw = now
        frac = done / total if total else 0.0
        filled = int(frac * self.width)
        bar = "#" * filled + "-" * (self.width - filled)
        end = "\n" if finished or not self._interactive else ""
        prefix = "\r" if self._interactive else ""
        if total <= 0:  # nothing to do in this stage: no bar
            return
        self.stream.write(f"{prefix}{stage:<12} [{bar}] {done}/{total}{end}")
        self.stream.flush()

