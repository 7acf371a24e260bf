"""A task run in a worker process: ``in_worker_process(function, *args)`` is a task (``run(reporter)``)
whose work happens in a child process, so the GUI process's interpreter lock is never held by
the engine: the runner's pool thread only waits on a pipe and relays.

    function(*args, reporter=...)   module-level (pickled by name), args and result picklable

The child reports progress through the pipe (at most every ``PROGRESS_INTERVAL_S``) and checks a
cancel flag shared with the parent at every ``reporter.advance``, as the engine's contract says
(tplx_engine/progress.py): cancelling is cooperative and what the engine saved before stays
saved. A child that has not stopped ``CANCEL_GRACE_S`` seconds after Cancel is ended (its
project transaction rolls back). The child is started from the engine's fork server
(``parallel.process_context``: never plain fork in a threaded Qt process) and ends with its
parent however that parent died.

Measured (bench/gui_responsiveness.py, swde-book, 2 workers): the longest event-loop stall
while loading the crawl went from 154 to 35 ms and while building templates from 77 to 51 ms
(the rest is the views applying the result); starting the child costs ~0.5 s a job.
"""

from __future__ import annotations

import os
import pickle
import time
from collections.abc import Callable

from tplx_engine.errors import Cancelled, TplxError
from tplx_engine.parallel import process_context, start_worker
from tplx_engine.progress import Reporter

from . import Task

PROGRESS_INTERVAL_S = 0.05
POLL_S = 0.05
CANCEL_GRACE_S = 10.0
# imported once in the fork server, not in every child (engine jobs: ~1 s of imports)
PRELOAD = ("tplx_gui.tasks.book", "tplx_gui.tasks.clustering", "tplx_gui.tasks.project",
           "tplx_gui.tasks.templates")


def in_worker_process(function: Callable, *args) -> Task:
    """The task ``function(*args, reporter=r)``, run in a child process."""
    def run(reporter: Reporter):
        return _run_child(function, args, reporter)
    run.function = function  # what it runs (tests, the job's title in errors)
    return run


def _run_child(function: Callable, args: tuple, reporter: Reporter):
    context = process_context(PRELOAD)
    receive, send = context.Pipe(duplex=False)
    cancel = context.Event()
    child = context.Process(target=_child, args=(send, cancel, function, args, os.getpid()),
                            name=f"tplx-{function.__name__}")
    child.start()
    send.close()  # the child holds the only writing end: EOF when it ends
    cancelled_at = None
    try:
        while True:
            if reporter.cancel_event.is_set() and cancelled_at is None:
                cancel.set()
                cancelled_at = time.monotonic()
            if cancelled_at is not None and time.monotonic() - cancelled_at > CANCEL_GRACE_S:
                child.terminate()
                raise Cancelled(f"{function.__name__} ended after Cancel")
            if not receive.poll(POLL_S):
                continue
            try:
                kind, *payload = receive.recv()
            except EOFError:  # ended without a word: killed, out of memory
                child.join(5)
                raise TplxError(f"the worker process ended unexpectedly (exit code "
                                f"{child.exitcode}); the work it saved before is kept") from None
            if kind == "progress":
                if reporter.sink is not None and cancelled_at is None:
                    reporter.sink(*payload)
            elif kind == "returned":
                return payload[0]
            elif kind == "aborted":
                raise Cancelled(payload[0])
            else:
                raise payload[0]
    finally:
        receive.close()
        child.join(CANCEL_GRACE_S)
        if child.is_alive():
            child.terminate()
            child.join()


def _child(send, cancel, function: Callable, args: tuple, parent_pid: int) -> None:
    """The child's entry: run the task, send what happened (progress, then one outcome)."""
    start_worker(parent_pid, None, ())  # ignore Ctrl+C, end with the parent
    last = [0.0, ""]

    def sink(stage: str, done: int, total: int) -> None:
        now = time.monotonic()
        if stage != last[1] or done >= total or now - last[0] >= PROGRESS_INTERVAL_S:
            last[0], last[1] = now, stage
            send.send(("progress", stage, int(done), int(total)))

    try:
        result = function(*args, reporter=Reporter(sink=sink, cancel_event=cancel))
    except Cancelled as exc:
        send.send(("aborted", str(exc)))
    except BaseException as exc:  # noqa: BLE001 -- every failure reaches the parent
        _send_error(send, exc)
    else:
        try:
            send.send(("returned", result))
        except Exception as exc:  # noqa: BLE001 -- an unpicklable result is a bug: say so
            _send_error(send, TplxError(f"{function.__name__} returned what cannot leave its "
                                        f"process: {exc}"))
    finally:
        send.close()


def _send_error(send, exc: BaseException) -> None:
    """The exception itself if it survives the pipe (some cannot be rebuilt from their
    pickle: ``PageError`` takes more arguments than it passes on), else a ``TplxError`` with
    its text."""
    try:
        pickle.loads(pickle.dumps(exc))
    except Exception:  # noqa: BLE001 -- any failure: send its text
        exc = TplxError(str(exc) if isinstance(exc, TplxError) else
                        f"{type(exc).__name__}: {exc}")
    send.send(("errored", exc))
