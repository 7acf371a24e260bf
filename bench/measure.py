"""Time and memory of one command as a user runs it, for the benchmarks (Linux).

``run_measured(args)`` starts the command (under a small wrapper process), samples the resident memory of its whole process
tree (the command and its worker processes, summed, from /proc every 50 ms) until it exits,
and returns wall-clock seconds, the peak of that sum, the largest single process (the kernel's
``ru_maxrss``, exact where sampling can miss a short peak) and the exit code.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

SAMPLE_SECONDS = 0.05


@dataclass(frozen=True)
class Measured:
    seconds: float
    tree_mb: float  # peak of the summed resident memory of the command's process tree
    largest_mb: float  # peak resident memory of its largest single process
    code: int


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


def _tree_rss_mb(pid: int, include_root: bool = True) -> float:
    tree = _children()
    todo, total = (list(tree.get(pid, [])) if not include_root else [pid]), 0
    while todo:
        p = todo.pop()
        todo += tree.get(p, [])
        try:
            for line in Path(f"/proc/{p}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
                    break
        except OSError:
            continue
    return total / 1024


# A fresh parent per command: its children's ru_maxrss is then this command's alone.
_WRAPPER = ("import resource, subprocess, sys; "
            "code = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, "
            "stderr=subprocess.DEVNULL).returncode; "
            "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024, code)")


def run_measured(args: list[str]) -> Measured:
    started = time.perf_counter()
    wrapper = subprocess.Popen([sys.executable, "-c", _WRAPPER, *args], stdout=subprocess.PIPE,
                               text=True)
    peak = 0.0
    while wrapper.poll() is None:
        peak = max(peak, _tree_rss_mb(wrapper.pid, include_root=False))
        time.sleep(SAMPLE_SECONDS)
    seconds = time.perf_counter() - started
    largest, code = wrapper.stdout.read().split()
    return Measured(seconds, max(peak, float(largest)), float(largest), int(code))
