"""Time and memory of one command as a user runs it, for the benchmarks (Linux).

``run_measured(args)`` starts the command (under a small wrapper process), samples the resident memory of its whole process
tree (the command and its worker processes, summed, from /proc every 50 ms) until it exits,
and returns wall-clock seconds, the peak of that sum, the largest single process (the kernel's
``ru_maxrss``, exact where sampling can miss a short peak) and the exit code. It also returns
the CPU seconds of the command's own process (the serial part: listing, collecting, SQLite
writes) and of every other process it used (the parallel part), as last sampled.
``also=[pid, ...]``: processes started elsewhere that the command uses (a Dask cluster's
workers) count in the tree and in the other CPU (their CPU from the command's start).
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

SAMPLE_SECONDS = 0.05
_TICKS = os.sysconf("SC_CLK_TCK")


@dataclass(frozen=True)
class Measured:
    seconds: float
    tree_mb: float  # peak of the summed resident memory of the command's process tree
    largest_mb: float  # peak resident memory of its largest single process
    code: int
    client_cpu: float = 0.0  # CPU seconds of the command's own process
    other_cpu: float = 0.0  # CPU seconds of its worker processes (and of ``also``'s trees)


def _children() -> dict[int, list[int]]:
    tree: dict[int, list[int]] = {}
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            stat = Path(entry.path, "stat").read_text()
        except OSError:
            continue
        parent = int(stat.rsplit(")", 1)[1].split()[1])
        tree.setdefault(parent, []).append(int(entry.name))
    return tree


def _descendants(roots: list[int], tree: dict[int, list[int]]) -> list[int]:
    todo, found = list(roots), []
    while todo:
        p = todo.pop()
        found.append(p)
        todo += tree.get(p, [])
    return found


def _rss_mb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def _cpu_seconds(pid: int) -> float | None:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / _TICKS  # utime + stime


# A fresh parent per command: its children's ru_maxrss is then this command's alone.
_WRAPPER = ("import resource, subprocess, sys; "
            "code = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, "
            "stderr=subprocess.DEVNULL).returncode; "
            "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024, code)")


def run_measured(args: list[str], also: list[int] = ()) -> Measured:
    tree = _children()
    before = {p: _cpu_seconds(p) or 0.0 for p in _descendants(list(also), tree)}
    started = time.perf_counter()
    wrapper = subprocess.Popen([sys.executable, "-c", _WRAPPER, *args], stdout=subprocess.PIPE,
                               text=True)
    peak, cpu, command = 0.0, {}, None
    while wrapper.poll() is None:
        tree = _children()
        command = command or next(iter(tree.get(wrapper.pid, [])), None)
        pids = _descendants([*tree.get(wrapper.pid, []), *also], tree)
        peak = max(peak, sum(_rss_mb(p) for p in pids))
        for p in pids:
            seconds = _cpu_seconds(p)
            if seconds is not None:
                cpu[p] = max(cpu.get(p, 0.0), seconds)
        time.sleep(SAMPLE_SECONDS)
    seconds = time.perf_counter() - started
    largest, code = wrapper.stdout.read().split()
    client = cpu.pop(command, 0.0)
    other = sum(s - before.get(p, 0.0) for p, s in cpu.items())
    return Measured(seconds, max(peak, float(largest)), float(largest), int(code), client,
                    other)
