"""The one worker class: an engine call on a pool thread, reporting through Qt signals.

The contract is the engine's (tplx_engine/progress.py): the task is ``fn(reporter)``; the
engine calls ``reporter.advance(stage, done, total)`` between units of work and raises
``Cancelled`` there once ``reporter.cancel()`` was called. So cancelling is cooperative and the
engine's own saving-as-it-goes keeps the project consistent; a thread is never terminated.

Like superqt's workers (and Orange's task contract): one error channel, signals only (a task
never touches widgets), and whoever starts a new task in a slot cancels the previous one
(``JobSlots``). Tasks must not share sqlite connections with the GUI thread (sqlite objects
are bound to their thread): a task opens its own ``Project`` from the path.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from tplx_engine.errors import Cancelled
from tplx_engine.progress import Reporter

PROGRESS_INTERVAL_S = 0.05  # at most ~20 progress signals a second reach the event loop


class _Runnable(QRunnable):
    def __init__(self, job: Job):
        super().__init__()
        self.setAutoDelete(True)
        self._job = job

    def run(self) -> None:
        self._job._execute()


class Job(QObject):
    """One engine task. Signals (queued to the GUI thread):

    sigProgress(stage, done, total)   throttled progress
    sigFinished(result)               the task returned
    sigFailed(exception)              the task raised (not Cancelled)
    sigCancelled()                    the task stopped at a cancellation point
    sigDone()                         after any of the three above
    """

    sigProgress = Signal(str, int, int)
    sigFinished = Signal(object)
    sigFailed = Signal(object)
    sigCancelled = Signal()
    sigDone = Signal()

    def __init__(self, title: str, fn: Callable[[Reporter], Any], parent: QObject | None = None):
        super().__init__(parent)
        self.title = title
        self._fn = fn
        self._last_emit = 0.0
        self._last_stage = ""
        self.reporter = Reporter(sink=self._sink)
        self.running = False
        self.finished = False
        self.stage = ""

    # -- GUI thread --------------------------------------------------------------------------
    def start(self, pool: QThreadPool | None = None) -> None:
        if self.running or self.finished:
            raise RuntimeError(f"job {self.title!r} was already started")
        self.running = True
        (pool or QThreadPool.globalInstance()).start(_Runnable(self))

    def cancel(self) -> None:
        """Ask the task to stop at its next progress call (never forced)."""
        self.reporter.cancel()

    @property
    def cancel_requested(self) -> bool:
        return self.reporter.cancel_event.is_set()

    # -- worker thread -----------------------------------------------------------------------
    def _sink(self, stage: str, done: int, total: int) -> None:
        self.stage = stage
        now = time.monotonic()
        if (stage != self._last_stage or done >= total
                or now - self._last_emit >= PROGRESS_INTERVAL_S):
            self._last_stage = stage
            self._last_emit = now
            self.sigProgress.emit(stage, int(done), int(total))

    def _execute(self) -> None:
        try:
            result = self._fn(self.reporter)
        except Cancelled:
            self._end()
            self.sigCancelled.emit()
        except BaseException as exc:  # noqa: BLE001 -- every failure reaches the one channel
            self._end()
            self.sigFailed.emit(exc)
        else:
            self._end()
            self.sigFinished.emit(result)
        self.sigDone.emit()

    def _end(self) -> None:
        self.running = False
        self.finished = True


class JobSlots(QObject):
    """One running job per slot (e.g. 'project', 'results'); starting one cancels the old.

    sigStarted(slot, job), sigEnded(slot, job) let the status bar follow every job.
    """

    sigStarted = Signal(str, object)
    sigEnded = Signal(str, object)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._jobs: dict[str, Job] = {}
        self._alive: set[Job] = set()  # referenced until they end, even after replacement
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(4)
        self.writer = QThreadPool(self)  # one thread: queued writes run in order
        self.writer.setMaxThreadCount(1)

    def start(self, slot: str, job: Job) -> Job:
        old = self._jobs.get(slot)
        if old is not None and old.running:
            old.cancel()
        self._jobs[slot] = job
        self._alive.add(job)
        job.sigDone.connect(lambda s=slot, j=job: self._ended(s, j))
        job.start(self.pool)
        self.sigStarted.emit(slot, job)
        return job

    def queue(self, job: Job) -> Job:
        """Run ``job`` after every job queued before it (small project writes); never
        cancels anything."""
        self._alive.add(job)
        job.sigDone.connect(lambda j=job: self._alive.discard(j))
        job.start(self.writer)
        return job

    def _ended(self, slot: str, job: Job) -> None:
        self._alive.discard(job)
        if self._jobs.get(slot) is job:
            del self._jobs[slot]
        self.sigEnded.emit(slot, job)

    def current(self, slot: str) -> Job | None:
        return self._jobs.get(slot)

    def running(self) -> list[Job]:
        return [j for j in self._alive if j.running]

    def cancel_all(self) -> None:
        for job in list(self._alive):
            job.cancel()

    def wait(self, msecs: int = 30_000) -> bool:
        """Block until every task returned (shutdown and tests)."""
        return self.pool.waitForDone(msecs) and self.writer.waitForDone(msecs)
