"""Module-level task functions for tests/gui/test_run_in_worker_process.py (a child process
imports them by name)."""

import os
import signal
import time

from tplx_engine.errors import PageError, TplxError


def count_then_return_pid(steps: int, reporter) -> int:
    for i in range(steps + 1):
        reporter.advance("counting", i, steps)
        time.sleep(0.001)
    return os.getpid()


def run_until_cancelled(reporter) -> None:
    for i in range(100_000):
        reporter.advance("waiting", i, 100_000)
        time.sleep(0.01)


def fail(reporter) -> None:
    raise TplxError("no detail pages in this crawl")


def fail_on_a_page(reporter) -> None:
    raise PageError("shop/1.html", "not parseable")


def die(reporter) -> None:
    reporter.advance("dying", 0, 1)
    os.kill(os.getpid(), signal.SIGKILL)


def hold_the_interpreter(items: int, reporter) -> int:
    """One C call that never releases the interpreter lock of its process (~0.5 s for 40
    million), as a long lxml or numpy call of the engine does."""
    reporter.advance("holding", 0, 1)
    return sum(range(items))
