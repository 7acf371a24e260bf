"""The one job runner: every engine call the GUI makes runs here, on a pool thread, and reports
through Qt signals.

A task is ``fn(reporter) -> result`` (tasks/: Qt-free, each opens its own project file). The
contract is the engine's (tplx_engine/progress.py): the engine calls
``reporter.advance(stage, done, total)`` between units of work and raises ``Cancelled`` there
once ``reporter.cancel()`` was called, so cancelling is cooperative, what the engine saved
before stays saved, and a thread is never terminated.

Like superqt's workers (and Orange's task contract): a worker's signals carry superqt's names,
one error channel for every task, and a task never touches widgets. ``Runner.start`` keeps one
running worker per slot (a panel, the project) and cancels the one it replaces; ``Runner.queue``
runs small project writes one after another on a single thread, in the order they were asked
(labels, suggestion decisions, thresholds: undo/redo bursts end saved right).
"""

from __future__ import annotations

import time
import warnings
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from tplx_engine.errors import Cancelled
from tplx_engine.progress import Reporter

PROGRESS_INTERVAL_S = 0.05  # at most ~20 progress signals a second reach the event loop
POOL_THREADS = 4


class _Runnable(QRunnable):
    def __init__(self, worker: Worker):
        super().__init__()
        self.setAutoDelete(True)
        self._worker = worker

    def run(self) -> None:
        worker, self._worker = self._worker, None  # the pool may keep a finished runnable
        worker.work()


class Worker(QObject):
    """One task on a pool thread. Signals (queued to the GUI thread), as superqt names them:

    started()                      the task began
    progress(stage, done, total)   throttled progress (the engine's ``advance`` calls)
    returned(result)               the task returned
    errored(exception)             the task raised (anything but ``Cancelled``)
    aborted()                      the task stopped at a cancellation point
    finished()                     after any of the three above

    ``dropped`` is set when nobody wants the result any more (a newer worker took its slot,
    the project was closed): the session ignores what a dropped worker returns.
    """

    started = Signal()
    progress = Signal(str, int, int)
    returned = Signal(object)
    errored = Signal(object)
    aborted = Signal()
    finished = Signal()

    def __init__(self, title: str, fn: Callable[[Reporter], Any], parent: QObject | None = None):
        super().__init__(parent)
        self.title = title
        self._fn = fn
        self._last_emit = 0.0
        self._last_stage = ""
        self.reporter = Reporter(sink=self._sink)
        self.is_running = False
        self.is_finished = False
        self.dropped = False
        self.shown = True  # followed by the status bar (long jobs); quick reads are not
        self.stage = ""

    # -- GUI thread --------------------------------------------------------------------------
    def start(self, pool: QThreadPool) -> None:
        if self.is_running or self.is_finished:
            raise RuntimeError(f"worker {self.title!r} was already started")
        self.is_running = True
        pool.start(_Runnable(self))

    def cancel(self) -> None:
        """Ask the task to stop at its next progress call (never forced)."""
        self.reporter.cancel()

    @property
    def cancel_requested(self) -> bool:
        return self.reporter.cancel_event.is_set()

    def release(self) -> None:
        """Forget the task and every connection once all signals were delivered: the slots
        (lambdas holding the worker) and Qt's connections form a cycle Python's collector
        cannot see, so a worker never released would stay in memory with its task."""
        self._fn = None
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)  # a signal without connections
            for signal in (self.started, self.progress, self.returned, self.errored,
                           self.aborted, self.finished):
                try:
                    signal.disconnect()
                except (RuntimeError, TypeError):
                    pass

    # -- worker thread -----------------------------------------------------------------------
    def _sink(self, stage: str, done: int, total: int) -> None:
        self.stage = stage
        now = time.monotonic()
        if (stage != self._last_stage or done >= total
                or now - self._last_emit >= PROGRESS_INTERVAL_S):
            self._last_stage = stage
            self._last_emit = now
            self.progress.emit(stage, int(done), int(total))

    def work(self) -> None:
        self.started.emit()
        try:
            result = self._fn(self.reporter)
        except Cancelled:
            self._end()
            self.aborted.emit()
        except BaseException as exc:  # noqa: BLE001 -- every failure reaches the one channel
            self._end()
            self.errored.emit(exc)
        else:
            self._end()
            self.returned.emit(result)
        self.finished.emit()

    def _end(self) -> None:
        self.is_running = False
        self.is_finished = True


class Runner(QObject):
    """Runs workers: one per slot on the pool, or in order on the serial writer.

    sigStarted(worker)   a shown worker started (the status bar follows it)
    sigEnded(worker)     a worker's ``finished`` was delivered (any worker)
    """

    sigStarted = Signal(object)
    sigEnded = Signal(object)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._slots: dict[str, Worker] = {}
        self._alive: set[Worker] = set()  # referenced until ``finished`` was delivered
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(POOL_THREADS)
        self.writer = QThreadPool(self)  # one thread: queued writes run in order
        self.writer.setMaxThreadCount(1)

    def start(self, slot: str, worker: Worker) -> Worker:
        """Run ``worker`` in ``slot``, cancelling (and dropping) the one running there.
        Connect its signals before: a quick task may end before this returns."""
        old = self._slots.get(slot)
        if old is not None:  # running, or ended with its signals still on their way
            old.dropped = True
            old.cancel()
        self._slots[slot] = worker
        self._follow(worker, slot)
        worker.start(self.pool)
        if worker.shown:
            self.sigStarted.emit(worker)
        return worker

    def queue(self, worker: Worker) -> Worker:
        """Run ``worker`` after every worker queued before it (small project writes); it
        cancels nothing and is never cancelled by another."""
        worker.shown = False
        self._follow(worker, None)
        worker.start(self.writer)
        return worker

    def _follow(self, worker: Worker, slot: str | None) -> None:
        self._alive.add(worker)
        worker.finished.connect(lambda w=worker, s=slot: self._ended(s, w))

    def _ended(self, slot: str | None, worker: Worker) -> None:
        self._alive.discard(worker)
        if slot is not None and self._slots.get(slot) is worker:
            del self._slots[slot]
        self.sigEnded.emit(worker)
        # every signal of the worker was posted before this one was delivered: released on
        # the next turn, after the other slots of ``finished`` ran
        QTimer.singleShot(0, worker.release)

    # -- reading ------------------------------------------------------------------------------
    def current(self, slot: str) -> Worker | None:
        return self._slots.get(slot)

    def running(self, shown_only: bool = False) -> list[Worker]:
        return [w for w in self._alive if w.is_running and (w.shown or not shown_only)]

    @property
    def idle(self) -> bool:
        """No worker alive: every one ended and its signals were delivered."""
        return not self._alive

    # -- stopping -----------------------------------------------------------------------------
    def cancel_all(self) -> None:
        """Cancel every worker and drop its results (closing the project)."""
        for worker in list(self._alive):
            worker.dropped = True
            worker.cancel()

    def wait(self, msecs: int = 30_000) -> bool:
        """Block until every task returned (closing the project: queued writes finish)."""
        return self.pool.waitForDone(msecs) and self.writer.waitForDone(msecs)
