"""The one way the engine uses several processes: :func:`run_tasks` and :func:`pool_mapper`.

Every pool is a ``concurrent.futures.ProcessPoolExecutor`` started from the 'forkserver' context
(else 'spawn'), never plain 'fork': forking a process that runs GUI or other threads can deadlock
the child. Modules named in ``preload`` are imported once in the fork server instead of in every
worker. Callers' scripts need an ``if __name__ == "__main__":`` guard.

Worker functions must be module-level (they are pickled by name); ``initializer(*initargs)`` runs
once per worker process to hand it what every task needs (page features, templates), so tasks
stay small. A worker process that dies (out of memory, a missing ``__main__`` guard) ends the run
with a ``TplxError`` saying so; ``Cancelled`` from the reporter cancels what is queued, waits only
for what runs, and propagates.

No worker outlives the process that started it: each worker runs a watchdog thread that ends
it (``os._exit``) as soon as its parent has ended (Linux: a pidfd; elsewhere it polls every
``PARENT_POLL`` seconds), however that parent died (kill -9 included). Nothing else would end
it: a forkserver worker holds the pipe that tells the fork server its parent is gone, and the
caller's stdout and stderr, so a killed ``tplx`` left its fork server and workers running, and
a script reading its output waiting.
Workers ignore Ctrl+C (SIGINT): the parent stops the run, waits for the tasks under way (a
page's time is bounded by ``load.page_seconds``) and keeps what was collected.

Within :func:`use_scheduler` (``--scheduler ADDRESS``, ``[parallel] scheduler``) the same
runs go to a Dask cluster instead (:mod:`tplx_engine.parallel.dask_cluster`, docs/dask.md):
every task to the cluster, this process only collecting, whatever ``workers`` says.
"""

from __future__ import annotations

import multiprocessing
import os
import select
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from contextvars import ContextVar
from multiprocessing.context import BaseContext

from ..errors import Cancelled, ConfigError, TplxError
from ..progress import Reporter

# Page batches (preprocessing, FPC features): starting a worker (imports, numba kernels) costs
# about 1.5 s, what one process spends on ~700 pages; below this many pages one process is faster.
MIN_PAGES_FOR_POOL = 1000


def process_context(preload: Sequence[str] = ()) -> BaseContext:
    if "forkserver" not in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("spawn")
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(["__main__", *preload])  # no effect once the server runs
    return context


def pool_size(workers: int | None, n_pages: int) -> int:
    """Processes for a batch of pages: as asked, or (None) every core once the batch pays for
    starting them."""
    if workers is not None:
        return max(1, workers)
    return (os.cpu_count() or 1) if n_pages >= MIN_PAGES_FOR_POOL else 1


_CLUSTER: ContextVar = ContextVar("tplx_dask_cluster", default=None)  # a DaskCluster


@contextmanager
def use_scheduler(address: str | None) -> Iterator[None]:
    """Runs of this context go to the Dask scheduler at ``address`` (None: the local pool)."""
    if not address:
        yield
        return
    try:
        from .dask_cluster import DaskCluster
    except ImportError as exc:
        raise ConfigError("--scheduler needs the dask extra: pip install 'tplx[dask]'") from exc
    cluster = DaskCluster(address)
    token = _CLUSTER.set(cluster)
    try:
        yield
    finally:
        _CLUSTER.reset(token)
        cluster.close()


def check_workers_read(path: str | os.PathLike) -> None:
    """On a Dask cluster: one clear error unless every worker can read ``path``."""
    cluster = _CLUSTER.get()
    if cluster is not None:
        cluster.check_readable(os.fspath(path))


PARENT_POLL = 0.5  # seconds between a worker's checks that its parent is alive


def _pool(workers: int, preload: Sequence[str], initializer: Callable | None,
          initargs: tuple) -> ProcessPoolExecutor:
    return ProcessPoolExecutor(max_workers=workers, mp_context=process_context(preload),
                               initializer=start_worker,
                               initargs=(os.getpid(), initializer, initargs))


def start_worker(parent_pid: int, initializer: Callable | None, initargs: tuple) -> None:
    """Every worker's initializer (the GUI's job processes call it too): ignore Ctrl+C,
    die with the parent, then the caller's."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    threading.Thread(target=_exit_with_parent, args=(parent_pid,), name="tplx-parent-watch",
                     daemon=True).start()
    if initializer is not None:
        initializer(*initargs)


def _exit_with_parent(parent_pid: int) -> None:
    try:  # Linux: a descriptor that becomes readable the moment the parent ends
        watched = os.pidfd_open(parent_pid)
    except (AttributeError, OSError):  # other systems, old kernels; or the parent is gone
        watched = None
    if watched is not None:
        select.select([watched], [], [])
    else:
        while _alive(parent_pid):
            time.sleep(PARENT_POLL)
    os._exit(1)


def _alive(pid: int) -> bool:
    if sys.platform == "win32":  # os.kill(pid, 0) would end it there; spawn's parent handle
        parent = multiprocessing.parent_process()
        return parent is None or parent.is_alive()
    if os.getppid() == 1:  # orphaned (a worker's parent is the fork server or the caller)
        return False
    return process_alive(pid)


def process_alive(pid: int) -> bool:
    """Whether a process of this user has this pid (POSIX; True where it cannot be told)."""
    if sys.platform == "win32":
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process took the pid: ours is gone
        return False
    return True


@contextmanager
def pool_mapper(workers: int, preload: Sequence[str] = ()) -> Iterator[Callable]:
    """A ``map`` for independent calls: the builtin with one worker, a pool's ``map`` with more
    (template induction builds its optional nodes through it); a Dask cluster's under
    :func:`use_scheduler`."""
    cluster = _CLUSTER.get()
    if cluster is not None:
        executor = cluster.executor()
        try:
            yield executor.map
        finally:
            executor.shutdown()
        return
    if workers <= 1:
        yield map
        return
    with _pool(workers, preload, None, ()) as pool:
        yield pool.map


def run_tasks(tasks: Sequence[tuple], local: Callable, remote: Callable,
              collect: Callable[[tuple, object], None], *, workers: int, reporter: Reporter,
              pool_after_s: float | None = None, caller_works: bool = True, ordered: bool = False,
              initializer: Callable | None = None, initargs: tuple = (),
              preload: Sequence[str] = ()) -> None:
    """``collect(task, result)`` for every task, in the calling process, as results come in
    (``ordered``: in task order), so a cancelled or crashed run keeps what was collected.

    With ``workers`` <= 1 every task runs here as ``local(*task)``. With more, a pool runs
    ``remote(*task)``: at once (``pool_after_s`` None), or once the pace measured here shows that
    the remaining tasks would take longer than ``pool_after_s`` seconds in this process (starting
    a pool costs seconds). With ``caller_works`` the pool has ``workers - 1`` processes and this
    process keeps taking tasks itself whenever no result is waiting (it would otherwise sit idle
    while the pool's processes start); without, the pool has ``workers`` and this process only
    collects.
    """
    cluster = _CLUSTER.get()
    if cluster is not None and tasks:
        from .dask_cluster import BROKEN
        _Run(tasks, local, remote, collect, cluster.threads(), reporter, False, ordered,
             cluster.executor(initializer, initargs), BROKEN, cluster.lost).run()
        return
    total = len(tasks)
    started = time.perf_counter()
    done = 0
    while done < total and (workers <= 1 or pool_after_s is not None):
        if (workers > 1 and done
                and (total - done) * (time.perf_counter() - started) / done > pool_after_s):
            break
        reporter.check()
        collect(tasks[done], local(*tasks[done]))
        done += 1
    if done == total:
        return
    processes = workers - 1 if caller_works else workers
    _Run(tasks[done:], local, remote, collect, processes, reporter, caller_works, ordered,
         _pool(processes, preload, initializer, initargs), (BrokenProcessPool,),
         _broken_pool).run()


def _broken_pool(exc: BaseException) -> TplxError:
    return TplxError(f"a worker process died ({exc}): out of memory (try fewer workers), "
                     "or a script starting pools without `if __name__ == '__main__':`")


class _Run:
    """The pool part of :func:`run_tasks`: ``pool`` a process pool or a Dask executor, whose
    ``broken`` exceptions ``explain`` turns into the ``TplxError`` ending the run."""

    def __init__(self, tasks, local, remote, collect, processes, reporter, caller_works,
                 ordered, pool, broken, explain):
        self.tasks, self.local, self.remote, self.collect = tasks, local, remote, collect
        self.reporter, self.caller_works, self.ordered = reporter, caller_works, ordered
        self.pool, self.broken, self.explain = pool, broken, explain
        # Tasks handed to the pool at once: enough to keep its processes busy, few enough that
        # results wait little, and, when this process works too, that the pool's queue is
        # short when the tasks run out (measured: 6 queued chunks for one pool process made
        # preprocessing 2,000 swde pages 7% slower than 2, this process idling at the end).
        self.window = (2 if caller_works else 4) * processes
        self.next_task = 0  # index of the next task to hand out
        self.next_collect = 0  # ordered: index of the next result to collect
        self.pending: dict[Future, int] = {}
        self.finished: dict[int, object] = {}  # ordered: results waiting for earlier ones

    def run(self) -> None:
        try:
            self._submit()
            while self.pending or self.next_task < len(self.tasks):
                ready = [f for f in self.pending if f.done()]
                if (not ready and self.caller_works and self.next_task < len(self.tasks)
                        and len(self.finished) < self.window):
                    self.reporter.check()
                    index = self.next_task
                    self.next_task += 1
                    self._finished(index, self.local(*self.tasks[index]))
                elif not ready:
                    ready, _ = wait(self.pending, timeout=0.1, return_when=FIRST_COMPLETED)
                    self.reporter.check()
                for future in ready:
                    self._finished(self.pending.pop(future), future.result())
                self._submit()
        except Cancelled:
            raise
        except self.broken as exc:  # a dead worker process, a lost scheduler
            raise self.explain(exc) from exc
        finally:
            for future in self.pending:
                future.cancel()
            self.pool.shutdown(wait=True, cancel_futures=True)

    def _submit(self) -> None:
        while (len(self.pending) + len(self.finished) < self.window
               and self.next_task < len(self.tasks)):
            index = self.next_task
            self.next_task += 1
            self.pending[self.pool.submit(self.remote, *self.tasks[index])] = index

    def _finished(self, index: int, result) -> None:
        if not self.ordered:
            self.collect(self.tasks[index], result)
            return
        self.finished[index] = result
        while self.next_collect in self.finished:
            self.collect(self.tasks[self.next_collect], self.finished.pop(self.next_collect))
            self.next_collect += 1


CHUNK = 32  # pages per task of a page batch


def map_in_chunks(function: Callable[..., list], items: Sequence, args: tuple,
                  consume: Callable[[list], None], workers: int, reporter: Reporter,
                  stage: str) -> None:
    """A page batch: ``consume(function(chunk, *args))`` for chunks of ``CHUNK`` items, the pool
    (``workers`` > 1, ``function`` module-level) started at once, this process working beside
    it; progress ``reporter.advance(stage, items done, total)``."""
    total = len(items)
    progress = [0]
    reporter.advance(stage, 0, total)

    def collect(task: tuple, rows: list) -> None:
        consume(rows)
        progress[0] += len(task[0])
        reporter.advance(stage, progress[0], total)

    tasks = [(items[i:i + CHUNK], *args) for i in range(0, total, CHUNK)]
    run_tasks(tasks, function, function, collect, workers=workers, reporter=reporter,
              preload=[function.__module__])
