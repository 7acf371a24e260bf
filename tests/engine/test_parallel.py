"""The engine's one process-pool helper: every task collected once, in order when asked,
this process working beside the pool, cancellation and a dying worker handled."""

import os
import threading

import pytest

from tplx_engine.errors import Cancelled, TplxError
from tplx_engine.parallel import map_in_chunks, pool_mapper, run_tasks
from tplx_engine.progress import Reporter

SILENT = Reporter()


def square_with_pid(x: int) -> tuple[int, int]:
    """Module-level: worker processes unpickle it by name."""
    return x * x, os.getpid()


def die(x: int) -> int:
    os._exit(3)


def double_all(chunk: list[int], factor: int) -> list[int]:
    return [x * factor for x in chunk]


def collected(tasks, **kwargs) -> list:
    out = []
    run_tasks(tasks, square_with_pid, square_with_pid, lambda task, result: out.append(
        (task[0], *result)), reporter=kwargs.pop("reporter", SILENT), **kwargs)
    return out


def test_one_worker_runs_every_task_here_in_order():
    out = collected([(i,) for i in range(20)], workers=1)
    assert [(x, sq) for x, sq, _ in out] == [(i, i * i) for i in range(20)]
    assert {pid for *_, pid in out} == {os.getpid()}


def test_a_pool_shares_the_work_with_this_process_and_order_is_kept_when_asked():
    tasks = [(i,) for i in range(300)]
    out = collected(tasks, workers=2, ordered=True)
    assert [(x, sq) for x, sq, _ in out] == [(i, i * i) for i in range(300)]
    pids = {pid for *_, pid in out}
    assert len(pids) == 2  # the caller took tasks itself while its one pool process worked
    unordered = collected(tasks, workers=2, caller_works=False)
    assert sorted(x for x, *_ in unordered) == list(range(300))
    assert os.getpid() not in {pid for *_, pid in unordered}


def test_the_pool_starts_only_when_the_measured_pace_says_it_pays():
    out = collected([(i,) for i in range(50)], workers=2, pool_after_s=60.0)
    assert {pid for *_, pid in out} == {os.getpid()}  # microseconds of work: never worth it


def test_cancelling_stops_collecting_and_raises():
    reporter = Reporter()
    seen = []

    def collect(task, result):
        seen.append(task)
        if len(seen) == 5:
            reporter.cancel()

    with pytest.raises(Cancelled):
        run_tasks([(i,) for i in range(10_000)], square_with_pid, square_with_pid, collect,
                  workers=2, reporter=reporter)
    assert 5 <= len(seen) < 10_000


def test_a_worker_that_dies_ends_the_run_with_a_message():
    with pytest.raises(TplxError, match="worker process died"):
        run_tasks([(i,) for i in range(8)], die, die, lambda *_: None, workers=2,
                  reporter=SILENT, caller_works=False)
    assert threading.active_count() < 20  # the pool's threads were shut down


def test_page_batches_report_progress_per_item_and_pass_extra_arguments():
    progress, rows = [], []
    reporter = Reporter(sink=lambda stage, done, total: progress.append((stage, done, total)))
    map_in_chunks(double_all, list(range(100)), (3,), rows.extend, workers=1,
                  reporter=reporter, stage="pages")
    assert sorted(rows) == [3 * i for i in range(100)]
    assert progress[0] == ("pages", 0, 100) and progress[-1] == ("pages", 100, 100)


def test_the_mapper_is_the_builtin_for_one_worker_and_a_pool_for_more():
    with pool_mapper(1) as mapper:
        assert mapper is map
    with pool_mapper(2) as mapper:
        assert [sq for sq, _ in mapper(square_with_pid, range(5))] == [0, 1, 4, 9, 16]
