"""The one job runner (tplx_gui/runner.py): results and throttled progress on the GUI thread,
one error channel, cancellation at the next progress call, one worker per slot, the serial
writer's order."""

import threading

from tplx_engine.errors import TplxError
from tplx_gui.runner import Runner, Worker


def _record(worker: Worker) -> list:
    """Every signal of ``worker`` as (name, args, on the GUI thread)."""
    seen = []
    for name in ("started", "progress", "returned", "errored", "aborted", "finished"):
        getattr(worker, name).connect(
            lambda *args, n=name: seen.append(
                (n, args, threading.current_thread() is threading.main_thread())))
    return seen


def test_result_and_throttled_progress_reach_the_gui_thread(qtbot):
    def task(reporter):
        for i in range(2000):
            reporter.advance("work", i, 2000)
        reporter.advance("work", 2000, 2000)
        return threading.current_thread() is threading.main_thread()

    runner = Runner()
    worker = Worker("test", task)
    seen = _record(worker)
    with qtbot.waitSignal(worker.finished, timeout=10_000):
        runner.start("panel", worker)
    names = [n for n, _, _ in seen]
    assert names[0] == "started" and names[-2:] == ["returned", "finished"]
    assert seen[-2][1] == (False,)  # the task ran on a worker thread
    assert all(on_main for _, _, on_main in seen)  # signals were delivered on the GUI thread
    progress = [args for n, args, _ in seen if n == "progress"]
    assert progress[-1] == ("work", 2000, 2000)  # the last step always reaches the bar
    assert len(progress) < 200  # throttled: not one signal per advance
    qtbot.waitUntil(lambda: runner.idle)
    assert worker.is_finished and not worker.is_running


def test_errors_go_to_the_one_error_channel(qtbot):
    def task(reporter):
        raise TplxError("no detail pages")

    runner = Runner()
    worker = Worker("test", task)
    seen = _record(worker)
    with qtbot.waitSignal(worker.finished, timeout=10_000):
        runner.start("panel", worker)
    assert [n for n, _, _ in seen] == ["started", "errored", "finished"]
    assert isinstance(seen[1][1][0], TplxError)


def test_cancel_stops_at_the_next_progress_call_and_a_new_job_cancels_the_old(qtbot):
    started, release = threading.Event(), threading.Event()
    calls = []

    def slow(reporter):
        started.set()
        release.wait(5)
        calls.append("after wait")
        reporter.advance("work", 1, 2)  # raises Cancelled here
        calls.append("not reached")

    runner = Runner()
    first = Worker("first", slow)
    seen = _record(first)
    runner.start("panel", first)
    assert started.wait(5)
    second = Worker("second", lambda reporter: "done")
    with qtbot.waitSignal(first.aborted, timeout=10_000):
        runner.start("panel", second)  # cancels the first and drops its results
        assert first.cancel_requested and first.dropped and not second.dropped
        assert runner.current("panel") is second
        release.set()
    assert calls == ["after wait"]  # it stopped at the cancellation point, nothing forced
    assert "returned" not in [n for n, _, _ in seen]
    qtbot.waitUntil(lambda: runner.idle)
    assert runner.current("panel") is None


def test_queued_writes_run_one_at_a_time_in_order_and_are_never_cancelled(qtbot):
    runner = Runner()
    ran, returned, inside = [], [], []
    gate = threading.Event()

    def write(k):
        def run(reporter):
            inside.append(k)
            assert len(inside) == 1  # never two writes at once
            if k == 0:
                gate.wait(5)  # the first write is slow: the others wait behind it
            ran.append(k)
            inside.pop()
            return k
        return run

    workers = [Worker(f"write {k}", write(k)) for k in range(12)]
    for worker in workers:
        worker.returned.connect(returned.append)
        runner.queue(worker)
    assert not any(w.shown for w in workers)  # writes are not shown in the status bar
    runner.start("panel", Worker("a read", lambda reporter: "read"))  # cancels no write
    runner.cancel_all()  # closing the project: writes still run (they never call advance)
    gate.set()
    assert runner.wait(10_000)
    qtbot.waitUntil(lambda: runner.idle)
    assert ran == list(range(12)) and returned == list(range(12))
    assert all(w.dropped for w in workers)  # the session ignores what they return now


def test_the_status_bar_follows_shown_workers_only(qtbot):
    runner = Runner()
    started = []
    runner.sigStarted.connect(started.append)
    shown, quiet = Worker("long job", lambda r: 1), Worker("quick read", lambda r: 2)
    quiet.shown = False
    runner.start("project", shown)
    runner.start("page", quiet)
    qtbot.waitUntil(lambda: runner.idle)
    assert started == [shown]


def test_ended_workers_are_released(qtbot):
    """A slot holding its worker (a lambda) keeps it alive through Qt's connection, a cycle the
    collector cannot see: the runner disconnects a worker once its signals were delivered."""
    import gc
    import weakref

    runner = Runner()
    refs = []
    for k in range(5):
        worker = Worker(f"read {k}", lambda reporter: object())
        worker.returned.connect(lambda result, w=worker: None)
        refs.append(weakref.ref(worker))
        runner.start("page", worker)
    del worker
    qtbot.waitUntil(lambda: runner.idle)

    def released() -> bool:
        gc.collect()
        return all(r() is None for r in refs)
    qtbot.waitUntil(released, timeout=5000)

