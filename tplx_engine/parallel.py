"""The one way the engine starts worker processes.

'forkserver' (else 'spawn'), never plain 'fork': forking a process that runs GUI or other threads
can deadlock the child. Modules named in ``preload`` are imported once in the fork server instead
of in every worker. Callers' scripts need an ``if __name__ == "__main__":`` guard.
"""

from __future__ import annotations

import multiprocessing
from multiprocessing.context import BaseContext


def process_context(preload: list[str]) -> BaseContext:
    if "forkserver" not in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("spawn")
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(["__main__", *preload])  # no effect once the server runs
    return context
