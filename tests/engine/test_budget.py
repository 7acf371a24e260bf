"""The wall-clock budget of a page (budget.py): stops Python work wherever it is, even inside
``except Exception``, and never lets its exception escape into the caller or the next page."""

from __future__ import annotations

import re
import threading
import time

import pytest

from tplx_engine.budget import within_budget
from tplx_engine.errors import PageTooComplex


def spin(seconds: float) -> str:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        pass
    return "done"


def swallow_everything() -> None:
    while True:
        try:
            spin(0.01)
        except Exception:  # noqa: BLE001 -- what a batch's "one page never stops it" does
            pass


def swallow_even_the_budget() -> str:
    """What the exception meets when it is raised inside a weakref callback or a ``__del__``
    that the garbage collector runs in the page's work: Python reports it and goes on."""
    end = time.monotonic() + 0.6
    while time.monotonic() < end:
        try:
            spin(0.01)
        except BaseException:  # noqa: BLE001 -- as an "unraisable" exception is dropped
            pass
    return "done"


def test_work_within_its_budget_returns_its_value():
    assert within_budget(5, "p.html", spin, 0.01) == "done"
    assert within_budget(None, "p.html", spin, 0.01) == "done"


@pytest.mark.parametrize("work, args", [(spin, (60,)), (swallow_everything, ())])
def test_work_over_its_budget_is_stopped_and_named(work, args):
    started = time.monotonic()
    with pytest.raises(PageTooComplex) as info:
        within_budget(0.3, "slow.html", work, *args)
    assert time.monotonic() - started < 30  # stopped, not run to its end (60 s or never)
    error = info.value
    assert (error.path, error.rule, error.limit) == ("slow.html", "too-slow", "load.page_seconds")
    assert "limit 0.3 s, load.page_seconds" in error.reason


def test_a_page_that_ran_late_is_reported_even_when_the_exception_was_swallowed():
    with pytest.raises(PageTooComplex) as info:
        within_budget(0.1, "slow.html", swallow_even_the_budget)
    assert "still running after" in info.value.reason
    assert within_budget(5, "next.html", spin, 0.01) == "done"  # nothing left for the next


def test_a_page_done_in_two_passes_has_one_budget():
    """What the first pass took counts against the second (suggest aligns, then extracts)."""
    started = time.monotonic()
    with pytest.raises(PageTooComplex) as info:
        within_budget(1.0, "p.html", spin, 60, spent=0.8)
    assert time.monotonic() - started < 0.9  # stopped after the 0.2 s left, not after 1 s
    assert re.search(r"still running after 1\.\d s \(limit 1 s", info.value.reason)
    started = time.monotonic()
    with pytest.raises(PageTooComplex):
        within_budget(1.0, "p.html", spin, 60, spent=1.2)  # nothing left: not even started
    assert time.monotonic() - started < 0.5
    assert within_budget(1.0, "p.html", spin, 0.01, spent=0.5) == "done"


def test_no_exception_escapes_into_the_next_page_or_the_caller():
    """Pages that end right at their deadline, in two threads at once: every page either returns
    or is too slow, and nothing is raised afterwards."""
    problems = []

    def pages():
        try:
            for _ in range(2_000):
                try:
                    within_budget(0.0005, "p.html", spin, 0.0005)
                except PageTooComplex:
                    pass
            time.sleep(0.6)  # a late exception would land here (the watchdog polls 4x a second)
        except BaseException as exc:  # noqa: BLE001 -- what the test looks for
            problems.append(repr(exc))

    threads = [threading.Thread(target=pages) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert problems == []


def test_time_numba_spends_compiling_does_not_count():
    """A kernel compiled by a page's work (the first run after an install: seconds) neither
    counts in the page's time nor gets the exception inside the compiler (that hung a run)."""
    from numba.core import event

    def compiles():
        with event.trigger_event("numba:compiler_lock"):
            time.sleep(0.6)
        time.sleep(0.1)
        return "done"

    assert within_budget(0.3, "compiles.html", compiles) == "done"

    def waits():
        time.sleep(0.6)
        return "done"

    with pytest.raises(PageTooComplex):
        within_budget(0.3, "waits.html", waits)
