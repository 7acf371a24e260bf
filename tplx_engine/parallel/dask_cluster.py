"""The Dask side of :mod:`tplx_engine.parallel`: the executor ``run_tasks`` and ``pool_mapper``
use when a scheduler is configured (``--scheduler ADDRESS`` or ``[parallel] scheduler``,
docs/dask.md). Imported only then: ``distributed`` is the optional ``dask`` extra.

Tasks are the same module-level ``remote`` functions the local pool runs; a worker imports
``tplx_engine`` from its own environment. The per-worker state of a run (``initializer(*initargs)``:
templates, page features) is scattered once to every worker and installed by the first task of the
run a worker executes (a run id tells runs apart: Dask workers outlive a run, and a worker that
replaces a killed one installs it on its first task). Only the client collects results, so only
the client writes the project. A task whose worker dies is run again by Dask elsewhere; a lost
scheduler, or a task that kept killing its workers, ends the run with a ``TplxError``.
"""

from __future__ import annotations

import logging
import os
import threading
import uuid
from collections.abc import Callable
from concurrent.futures import CancelledError

import distributed
from distributed.scheduler import KilledWorker

from ..errors import TplxError

CONNECT_TIMEOUT_S = 10
# The client's own logs of a lost connection (tracebacks on stderr): tplx says it in one line.
_QUIET_LOGGERS = ("distributed.client", "distributed.comm", "distributed.core",
                  "distributed.batched")

# On a worker: the run whose state this process holds (threads of a worker share it).
_installed_run: list[str] = [""]
_install_lock = threading.Lock()


def _call(run_id: str, initializer: Callable | None, initargs: tuple, remote: Callable, *task):
    """What a Dask worker runs for one task: the run's state first if it lacks it."""
    if initializer is not None and _installed_run[0] != run_id:
        with _install_lock:
            if _installed_run[0] != run_id:
                initializer(*initargs)
                _installed_run[0] = run_id
    return remote(*task)


class DaskCluster:
    """A connection to one scheduler for the length of a command."""

    def __init__(self, address: str):
        self.address = address
        self.log_levels = {name: logging.getLogger(name).level for name in _QUIET_LOGGERS}
        for name in _QUIET_LOGGERS:
            logging.getLogger(name).setLevel(logging.CRITICAL)
        try:
            self.client = distributed.Client(address, timeout=CONNECT_TIMEOUT_S,
                                             set_as_default=False)
        except (OSError, TimeoutError, ValueError) as exc:
            self._restore_logs()
            raise TplxError(f"cannot reach the Dask scheduler at {address} ({_reason(exc)}); "
                            "start one with `dask scheduler` and workers with `dask worker "
                            "ADDRESS`, or check the address") from exc

    def close(self) -> None:
        try:
            self.client.close()
        finally:
            self._restore_logs()

    def _restore_logs(self) -> None:
        for name, level in self.log_levels.items():
            logging.getLogger(name).setLevel(level)

    def threads(self) -> int:
        """Tasks the cluster runs at once (at least 1: tasks wait for a worker to join)."""
        return max(1, sum(self.client.nthreads().values()))

    def executor(self, initializer: Callable | None = None, initargs: tuple = ()) -> DaskExecutor:
        return DaskExecutor(self.client, initializer, initargs)

    def check_readable(self, path: str) -> None:
        """One clear error if a worker cannot read ``path`` (the crawl folder must be at the same
        path, or URL, on every worker)."""
        try:
            readable = self.client.run(os.access, str(path), os.R_OK)
        except (OSError, TimeoutError) as exc:
            raise self.lost(exc) from exc
        blind = sorted(worker for worker, ok in readable.items() if not ok)
        if blind:
            raise TplxError(f"Dask worker {blind[0]} cannot read {path}"
                            f"{f' (and {len(blind) - 1} more)' if len(blind) > 1 else ''}: "
                            "mount the crawl at the same path on every worker")

    def lost(self, exc: BaseException) -> TplxError:
        if isinstance(exc, KilledWorker):
            return TplxError(f"a task killed every Dask worker that ran it ({exc}): out of "
                             "memory on the workers? (give them more, or use fewer threads)")
        reason = "its connection closed" if isinstance(exc, CancelledError) else _reason(exc)
        return TplxError(f"lost the Dask scheduler at {self.address} ({reason}); what was "
                         "collected is stored: run the command again to go on")


# What ends a run on a cluster: a task that killed its workers too often, a scheduler gone.
BROKEN = (KilledWorker, CancelledError)


class DaskExecutor:
    """``submit``/``map``/``shutdown`` over a client, as ``parallel`` uses an executor."""

    def __init__(self, client, initializer: Callable | None, initargs: tuple):
        self.client = client
        self.executor = client.get_executor(pure=False)
        self.run_id = uuid.uuid4().hex
        self.initializer = initializer
        self.initargs = initargs
        if initializer is not None:  # once to every worker, not with every task
            [self.initargs] = client.scatter([initargs], broadcast=True, hash=False)

    def submit(self, remote: Callable, *task):
        return self.executor.submit(_call, self.run_id, self.initializer, self.initargs,
                                    remote, *task)

    def map(self, function: Callable, *iterables):
        return self.executor.map(function, *iterables)

    def shutdown(self, wait: bool = True, cancel_futures: bool = True) -> None:
        """Cancel what is queued; the workers (and the client) stay for the next run."""
        futures = list(self.executor._futures)
        if futures:
            try:
                self.client.cancel(futures)
            except (OSError, TimeoutError):  # the scheduler is gone: nothing to cancel
                pass
        if self.initializer is not None and not isinstance(self.initargs, tuple):
            self.initargs.release()


def _reason(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return text[:200]
