"""Coalesced, deferred updates: ``Deferred(fn)()`` runs ``fn`` once on a later turn of the
event loop, however often it was called before. Views whose refresh costs milliseconds
(map, heatmap, page, template) use it, so a burst of signals (a job ending, a re-cut) becomes
several short event-loop turns instead of one long freeze, and repeated signals cost one
refresh.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

# Delays (ms) that spread the views' refreshes after a big change (a clustering arriving)
# over several event-loop turns, with painting in between, instead of one long turn.
STAGGER = {"page": 0, "map": 30, "heatmap": 60, "template": 90, "problems": 120}


class Deferred(QObject):
    """``debounce``: each call starts the delay again (a search box: run once typing pauses),
    instead of running ``delay_ms`` after the first call."""

    def __init__(self, fn: Callable[[], None], parent: QObject, delay_ms: int = 0,
                 debounce: bool = False):
        super().__init__(parent)
        self._fn = fn
        self._debounce = debounce
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(delay_ms)
        self._timer.timeout.connect(self._fn)

    def __call__(self, *_args) -> None:
        if self._debounce or not self._timer.isActive():
            self._timer.start()

    @property
    def pending(self) -> bool:
        return self._timer.isActive()

    def cancel(self) -> None:
        """Forget a pending call."""
        self._timer.stop()

    def flush(self) -> None:
        """Run now if a call is pending (tests, screenshots)."""
        if self._timer.isActive():
            self._timer.stop()
            self._fn()
