"""The wall-clock budget of one page in a batch: :func:`within_budget` runs a page's work and
stops it once it has run ``seconds``, wherever it is, with ``PageTooComplex`` (rule
``too-slow``), so that one page cannot hold a run.

How: one watchdog thread per process sleeps until the earliest deadline of the pages running
in its threads and raises ``_Expired`` in the thread whose page is late
(``PyThreadState_SetAsyncExc``), which works in any thread (GUI workers too), on every
platform CPython runs on, and needs no signal handler. The exception is a ``BaseException``, so
the ``except Exception`` that keeps one broken page from stopping a batch does not swallow it.

An exception raised where Python drops it (inside a weakref callback or a ``__del__`` the
garbage collector runs in the page's work) does not stop the page; the page is still reported
as too slow once its work returns, since the watchdog had fired at it.

Its limit: a Python thread takes an asynchronous exception between bytecodes, so a call into C
(libxml2's parser, an XPath, a compiled kernel) finishes first. The C stages are kept short by
the limits checked before them (``load/limits.py``); this budget stops the Python ones.

The watchdog polls: it takes no lock a page's thread could be holding when the exception
arrives. The handshake that keeps the exception inside :func:`within_budget`: the watchdog
marks a slot ``injecting`` before it reads ``armed`` and raises only if armed; the page's
thread clears ``armed`` before it reads ``injecting``, waits while an injection is under way,
then withdraws any exception not yet raised; a page arms its slot by writing its deadline
before ``armed``, and the watchdog reads ``armed`` and the deadline again once ``injecting``
is set. Under the GIL one of the two sees the other's write, so an exception is never raised
after :func:`within_budget` returns, nor in the next page of the same thread.
"""

from __future__ import annotations

import ctypes
import os
import threading
import time
from collections.abc import Callable
from typing import TypeVar

from .errors import PageTooComplex

T = TypeVar("T")

try:
    _set_async_exc = ctypes.pythonapi.PyThreadState_SetAsyncExc
    _set_async_exc.argtypes = (ctypes.c_ulong, ctypes.py_object)
    _set_async_exc.restype = ctypes.c_int
except (AttributeError, OSError):  # not CPython: no timer, the limits alone
    _set_async_exc = None


class _Expired(BaseException):
    """Raised in a page's thread by the watchdog; never leaves :func:`within_budget`."""


class _Slot:
    """One thread's running page."""

    __slots__ = ("armed", "compiling", "deadline", "fired", "injecting", "paused_at")

    def __init__(self):
        self.armed = False
        self.injecting = False
        self.fired = False
        self.deadline = 0.0
        self.compiling = 0  # numba compiling (or loading its cache) in this thread: not late
        self.paused_at = 0.0


class _Watchdog:
    """The watchdog of one process; it polls every ``POLL`` seconds, or sooner when a deadline
    is closer."""

    POLL = 0.25

    def __init__(self):
        self.pid = os.getpid()
        self.slots: dict[int, _Slot] = {}
        self.started = threading.Lock()
        self.thread: threading.Thread | None = None

    def slot(self) -> _Slot:
        slot = self.slots.get(threading.get_ident())
        if slot is None:
            slot = self.slots.setdefault(threading.get_ident(), _Slot())
        if self.thread is None:
            with self.started:
                if self.thread is None:
                    _listen_to_numba(self)
                    thread = threading.Thread(target=self._run, name="tplx-page-budget",
                                              daemon=True)
                    thread.start()
                    self.thread = thread
        return slot

    def compile_started(self) -> None:
        """Numba took its compiler lock in this thread: the page's clock stops (a first run
        compiles kernels for seconds), and no exception may be raised inside the compiler
        (one raised there left numba's state broken and the run hung)."""
        slot = self.slots.get(threading.get_ident())
        if slot is not None:
            if not slot.compiling:
                slot.paused_at = time.monotonic()
            slot.compiling += 1

    def compile_ended(self) -> None:
        slot = self.slots.get(threading.get_ident())
        if slot is not None and slot.compiling:
            slot.compiling -= 1
            if not slot.compiling:
                slot.deadline += time.monotonic() - slot.paused_at

    @staticmethod
    def arm(slot: _Slot, seconds: float) -> None:
        slot.deadline = time.monotonic() + seconds
        slot.fired = False
        slot.armed = True

    @staticmethod
    def disarm(slot: _Slot) -> bool:
        """Stop watching the slot; True when the watchdog had fired at it."""
        slot.armed = False
        while slot.injecting:  # the watchdog read armed before the write above: let it finish
            time.sleep(0.0001)
        if slot.fired:  # withdraw the exception if the thread has not raised it yet
            _set_async_exc(threading.get_ident(), ctypes.py_object())
        return slot.fired

    def _run(self) -> None:
        while True:
            now = time.monotonic()
            wait = self.POLL
            for tid, slot in list(self.slots.items()):
                if not slot.armed or slot.fired or slot.compiling:
                    continue
                if slot.deadline > now:
                    wait = min(wait, slot.deadline - now)
                    continue
                slot.injecting = True
                # read again: the page may have ended, and its thread started the next one
                if (slot.armed and not slot.fired and not slot.compiling
                        and slot.deadline <= now):
                    _set_async_exc(tid, ctypes.py_object(_Expired))
                    slot.fired = True
                slot.injecting = False
            time.sleep(wait)


_watchdogs: list[_Watchdog] = []


def _listen_to_numba(watchdog: _Watchdog) -> None:
    """Follow numba's compiler lock in this process (numba is optional here: none, nothing)."""
    try:
        from numba.core import event
    except ImportError:
        return
    class CompilerLock(event.Listener):
        def on_start(self, e) -> None:
            watchdog.compile_started()

        def on_end(self, e) -> None:
            watchdog.compile_ended()

    event.register("numba:compiler_lock", CompilerLock())


def _watchdog() -> _Watchdog:
    """This process's watchdog (a forked child starts its own: threads do not survive fork)."""
    if not _watchdogs or _watchdogs[0].pid != os.getpid():
        _watchdogs[:] = [_Watchdog()]
    return _watchdogs[0]


def within_budget(seconds: float | None, page_id: str, work: Callable[..., T], *args,
                  spent: float = 0.0) -> T:
    """``work(*args)``, or ``PageTooComplex`` (rule ``too-slow``) once it has run ``seconds``
    of wall-clock time (None or 0: no limit). ``spent``: what the page's earlier steps took of
    the same budget (a page's work done in two passes has one budget, not one per pass)."""
    if not seconds or _set_async_exc is None:
        return work(*args)
    if spent >= seconds:
        raise _too_slow(page_id, spent, seconds)
    watchdog = _watchdog()
    slot = watchdog.slot()
    started = time.monotonic()
    try:
        watchdog.arm(slot, seconds - spent)
        try:
            result = work(*args)
        finally:
            fired = watchdog.disarm(slot)
        if fired:
            # the exception was raised where Python swallows it (a weakref callback or a
            # __del__ the garbage collector ran in the page's work): the page still ran late
            raise _Expired
        return result
    except _Expired:
        raise _too_slow(page_id, spent + time.monotonic() - started, seconds) from None


def _too_slow(page_id: str, elapsed: float, seconds: float) -> PageTooComplex:
    return PageTooComplex(page_id, f"too complex: still running after {elapsed:.1f} s (limit "
                                   f"{seconds:g} s, load.page_seconds in the config)",
                          "too-slow", "load.page_seconds")
