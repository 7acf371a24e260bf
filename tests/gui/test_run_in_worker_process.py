"""Long engine stages run in a worker process (tplx_gui/tasks/process.py) through the runner:
their result, progress, errors and Cancel reach the GUI thread as a thread's do, and work that
holds the interpreter there never stalls the GUI's event loop."""

import os
import time

import worker_functions as functions
from PySide6.QtCore import QTimer

from tplx_engine.errors import TplxError
from tplx_gui.runner import Runner, Worker
from tplx_gui.tasks.process import in_worker_process


def _run(qtbot, task, cancel_after_ms: int | None = None):
    runner = Runner()
    worker = Worker("test", task)
    seen = []
    for name in ("progress", "returned", "errored", "aborted"):
        getattr(worker, name).connect(lambda *args, n=name: seen.append((n, args)))
    with qtbot.waitSignal(worker.finished, timeout=30_000):
        runner.start("project", worker)
        if cancel_after_ms is not None:
            QTimer.singleShot(cancel_after_ms, worker.cancel)
    qtbot.waitUntil(lambda: runner.idle)
    return seen


def test_a_task_returns_from_another_process_with_its_progress(qtbot):
    seen = _run(qtbot, in_worker_process(functions.count_then_return_pid, 300))
    outcome = [s for s in seen if s[0] != "progress"]
    assert len(outcome) == 1 and outcome[0][0] == "returned"
    pid = outcome[0][1][0]
    assert isinstance(pid, int) and pid != os.getpid()
    progress = [args for name, args in seen if name == "progress"]
    assert progress[-1] == ("counting", 300, 300) and 1 < len(progress) < 300


def test_errors_cancel_and_a_dead_process_reach_the_one_error_channel(qtbot):
    seen = _run(qtbot, in_worker_process(functions.fail))
    (name, (exc,)), = [s for s in seen if s[0] != "progress"]
    assert name == "errored" and isinstance(exc, TplxError)
    assert str(exc) == "no detail pages in this crawl"

    began = time.perf_counter()
    seen = _run(qtbot, in_worker_process(functions.run_until_cancelled), cancel_after_ms=300)
    assert [s[0] for s in seen if s[0] != "progress"] == ["aborted"]
    assert time.perf_counter() - began < 10  # stopped at its next progress call

    seen = _run(qtbot, in_worker_process(functions.fail_on_a_page))  # not rebuilt by pickle
    (name, (exc,)), = [s for s in seen if s[0] != "progress"]
    assert name == "errored" and isinstance(exc, TplxError)
    assert str(exc) == "shop/1.html: not parseable"

    seen = _run(qtbot, in_worker_process(functions.die))
    (name, (exc,)), = [s for s in seen if s[0] != "progress"]
    assert name == "errored" and "ended unexpectedly" in str(exc)


def _longest_stall(qtbot, task) -> float:
    gaps, last = [], [time.perf_counter()]

    def tick():
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(10)
    seen = _run(qtbot, task)
    timer.stop()
    assert [s[0] for s in seen if s[0] != "progress"] == ["returned"]
    return max(gaps)


def test_work_holding_the_interpreter_does_not_stall_the_event_loop(qtbot):
    items = 40_000_000
    on_a_thread = _longest_stall(
        qtbot, lambda reporter: functions.hold_the_interpreter(items, reporter=reporter))
    in_a_process = _longest_stall(qtbot, in_worker_process(functions.hold_the_interpreter,
                                                           items))
    assert on_a_thread > 0.25  # the GUI thread waited for the lock (what this module cures)
    assert in_a_process < 0.1
