"""Scale, measured and projected: the FPC route per stage, projected to 10M pages (docs/scale.md).

Issue 14, "Beyond one machine": synthetic crawls of growing size, each stage as a user runs it,
then a growth exponent per stage and a projection to 10 million pages on N workers.

    .venv/bin/python bench/scale.py [--sizes 10000,30000,100000] [--big] [--dask]
                                    [--routes local,dask] [--workers 2] [--work DIR]

Stages (generating the crawl is not measured): ``inspect`` (read, parse, simplify, store),
``cluster --method fpc`` (page features in the workers, FPC in the client), ``template`` and
``extract`` (match every page to the templates, write JSONL). Route ``local``: the process pool
(``--workers``); ``dask`` (``--dask``): a ``distributed.LocalCluster`` of ``--workers`` worker
processes, one thread each, started here (``--scheduler``). Per stage and size: wall seconds,
peak resident memory of the process tree (the command, its workers; with Dask the cluster's
workers too), CPU seconds of the command's own process (the client: the serial part) and of
the others (the parallel part).

Fit: ``seconds = a * pages^b`` by least squares on log-log, per stage and route (``b`` is the
growth exponent; 1 is linear). Projection to 10M pages on N workers, per stage, from the
largest size measured (n pages, wall W, client CPU S, worker CPU P, w workers):
``(S + max(0, W - S - P/w) + P/N) * (10M/n)^b``: the client's CPU and the time nothing was
computed (start-up, waiting) stay serial, the workers' CPU divides by N, and everything grows as
the fitted exponent says. docs/scale.md has the figures and the limits of this model.

The crawls are ``tplx demo --pages N --templates 20`` (kept in --work between runs).
"""

from __future__ import annotations

import argparse
import contextlib
import math
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

from measure import Measured, run_measured

TPLX = str(Path(sys.executable).with_name("tplx"))
DEFAULT_SIZES = "10000,30000,100000"
BIG_SIZE = 300_000
TARGET_PAGES = 10_000_000
PROJECTED_WORKERS = (2, 16, 64)
STAGES = ("inspect", "cluster", "template", "extract")


def stage_commands(crawl: Path, project: Path, out: Path, parallel: list[str]) -> dict:
    return {"inspect": ["inspect", str(crawl), "--project", str(project), *parallel],
            "cluster": ["cluster", str(crawl), "--project", str(project), "--method", "fpc",
                        *parallel],
            "template": ["template", str(project), *parallel],
            "extract": ["extract", str(crawl), "--project", str(project), "--out", str(out),
                        *parallel]}


def make_crawl(work: Path, pages: int) -> Path:
    crawl = work / f"crawl-{pages}"
    if not (crawl / "manifest.json").exists():
        started = time.perf_counter()
        made = run_measured([TPLX, "demo", str(crawl), "--pages", str(pages), "--templates",
                             "20", "--quiet"])
        if made.code:
            raise SystemExit(f"tplx demo failed for {pages} pages (exit {made.code})")
        print(f"  (generated {pages:,} pages in {time.perf_counter() - started:.0f} s, "
              "not counted)", flush=True)
    return crawl


@contextlib.contextmanager
def dask_cluster(workers: int):
    """A local Dask cluster: (scheduler address, pids of its processes)."""
    import logging

    import distributed

    logging.getLogger("distributed").setLevel(logging.ERROR)
    before = set(_child_pids())
    with distributed.LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster:
        yield cluster.scheduler_address, sorted(set(_child_pids()) - before)


def _child_pids() -> list[int]:
    me = str(os.getpid())
    pids = []
    for entry in os.scandir("/proc"):
        if entry.name.isdigit():
            with contextlib.suppress(OSError):
                if Path(entry.path, "stat").read_text().rsplit(")", 1)[1].split()[1] == me:
                    pids.append(int(entry.name))
    return pids


def run_route(route: str, sizes: list[int], work: Path, workers: int) -> dict:
    """{(stage, pages): Measured} of one route over every size."""
    results: dict[tuple[str, int], Measured] = {}
    with (dask_cluster(workers) if route == "dask" else contextlib.nullcontext((None, []))
          ) as (address, cluster_pids):
        parallel = (["--scheduler", address] if address else ["--workers", str(workers)])
        for pages in sizes:
            crawl = make_crawl(work, pages)
            project, out = work / f"{route}-{pages}.tplx", work / f"{route}-{pages}.jsonl"
            for suffix in ("", "-wal", "-shm"):
                Path(f"{project}{suffix}").unlink(missing_ok=True)
            for stage, command in stage_commands(crawl, project, out, parallel).items():
                m = run_measured([TPLX, *command, "--quiet"], also=cluster_pids)
                results[stage, pages] = m
                print(f"{route:<6}{pages:>9,} {stage:<9}{m.seconds:>9.1f}{m.tree_mb:>9.0f}"
                      f"{m.largest_mb:>9.0f}{m.client_cpu:>12.1f}{m.other_cpu:>12.1f}{m.code:>6}",
                      flush=True)
                if m.code:
                    raise SystemExit(f"tplx {stage} failed on {pages} pages (exit {m.code}): "
                                     f"tplx {' '.join(command)}")
    return results


def growth_exponent(sizes: list[int], values: list[float]) -> float:
    """b of ``value = a * pages^b``, least squares on log-log."""
    slope, _ = np.polyfit(np.log(sizes), np.log(np.maximum(values, 1e-3)), 1)
    return float(slope)


def projected_seconds(m: Measured, pages: int, exponent: float, workers_used: int,
                      workers: float, idle_is_serial: bool) -> float:
    """Seconds for ``TARGET_PAGES`` on ``workers``: the client's CPU serial, the workers' CPU
    divided among them, and (``idle_is_serial``) the time no process computed kept whole."""
    idle = max(0.0, m.seconds - m.client_cpu - m.other_cpu / workers_used)
    serial = m.client_cpu + (idle if idle_is_serial else 0.0)
    return (serial + m.other_cpu / workers) * (TARGET_PAGES / pages) ** exponent


def report(route: str, sizes: list[int], results: dict, workers_used: int) -> None:
    largest = sizes[-1]
    print(f"\n{route}: growth exponent b (seconds ~ pages^b, peak MB ~ pages^b) and "
          f"projection to {TARGET_PAGES:,} pages from {largest:,} pages, in hours: low (the "
          "time no process computed vanishes) - high (it stays, serial)")
    if route == "local":
        print("  (the local client also works on page batches beside its pool in inspect and "
              "cluster: its serial part there is an upper bound; the dask route's client only "
              "collects)")
    head = "".join(f"{f'N={n}':>13}" for n in PROJECTED_WORKERS)
    print(f"{'stage':<10}{'b time':>7}{'b tree':>7}{'b proc':>7}{'serial h':>9}{head}"
          f"{'proc MB':>9}")
    low_total, high_total = [0.0] * len(PROJECTED_WORKERS), [0.0] * len(PROJECTED_WORKERS)
    floor_total = 0.0
    for stage in STAGES:
        measured = [results[stage, n] for n in sizes]
        b_time = growth_exponent(sizes, [m.seconds for m in measured])
        b_tree = growth_exponent(sizes, [m.tree_mb for m in measured])
        b_process = growth_exponent(sizes, [m.largest_mb for m in measured])
        m = results[stage, largest]
        low = [projected_seconds(m, largest, b_time, workers_used, n, False) / 3600
               for n in PROJECTED_WORKERS]
        high = [projected_seconds(m, largest, b_time, workers_used, n, True) / 3600
                for n in PROJECTED_WORKERS]
        floor = projected_seconds(m, largest, b_time, workers_used, math.inf, False) / 3600
        low_total = [t + h for t, h in zip(low_total, low)]
        high_total = [t + h for t, h in zip(high_total, high)]
        floor_total += floor
        process_mb = m.largest_mb * (TARGET_PAGES / largest) ** b_process
        print(f"{stage:<10}{b_time:>7.2f}{b_tree:>7.2f}{b_process:>7.2f}{floor:>9.1f}"
              + "".join(f"{f'{lo:.1f}-{hi:.1f}':>13}" for lo, hi in zip(low, high))
              + f"{process_mb:>9,.0f}")
    print(f"{'all':<31}{floor_total:>9.1f}"
          + "".join(f"{f'{lo:.1f}-{hi:.1f}':>13}" for lo, hi in zip(low_total, high_total)))
    print("  serial h: the client's CPU alone at 10M pages (no number of workers removes it); "
          "proc MB: the command's largest process (local: the client or a pool worker; dask: "
          "the client) projected with b proc")


def read_table(path: str) -> tuple[dict, list[int]]:
    """{route: {(stage, pages): Measured}} and the sizes, from a run's printed rows."""
    results: dict[str, dict] = {}
    for line in Path(path).read_text().splitlines():
        parts = line.split()
        if len(parts) == 9 and parts[0] in ("local", "dask") and parts[2] in STAGES:
            route, pages, stage = parts[0], int(parts[1].replace(",", "")), parts[2]
            seconds, tree, largest, client, other = map(float, parts[3:8])
            results.setdefault(route, {})[stage, pages] = Measured(
                seconds, tree, largest, int(parts[8]), client, other)
    sizes = sorted({pages for rows in results.values() for _, pages in rows})
    return results, sizes


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sizes", default=DEFAULT_SIZES,
                    help=f"crawl sizes (default {DEFAULT_SIZES}: 10-15 minutes a route on 2 "
                    "cores, Dask 20)")
    ap.add_argument("--big", action="store_true", help=f"also {BIG_SIZE:,} pages (about 20 "
                    "minutes more a route on 2 cores)")
    ap.add_argument("--routes", default="local", help="local, dask or local,dask")
    ap.add_argument("--dask", action="store_true", help="same as --routes local,dask")
    ap.add_argument("--workers", type=int, default=2, help="worker processes (default 2)")
    ap.add_argument("--work", help="working folder (default: a temporary one, removed)")
    ap.add_argument("--table", metavar="FILE", help="measure nothing: fit and project the rows "
                    "a run printed to FILE")
    args = ap.parse_args(argv)
    if args.table:
        results, sizes = read_table(args.table)
        for route, rows in results.items():
            report(route, sizes, rows, args.workers)
        return 0
    sizes = sorted({int(s) for s in args.sizes.split(",")} | ({BIG_SIZE} if args.big else set()))
    routes = ["local", "dask"] if args.dask else args.routes.split(",")
    if len(sizes) < 2 or set(routes) - {"local", "dask"}:
        ap.error("give at least two sizes, and routes among local and dask")
    work = Path(args.work or tempfile.mkdtemp(prefix="tplx-scale-"))
    work.mkdir(parents=True, exist_ok=True)
    print(f"{time.strftime('%Y-%m-%d %H:%M')}, {os.cpu_count()} cores, --workers "
          f"{args.workers}, sizes {', '.join(f'{n:,}' for n in sizes)}, routes {routes}")
    print(f"{'route':<6}{'pages':>9} {'stage':<9}{'seconds':>9}{'tree MB':>9}{'proc MB':>9}"
          f"{'client CPU':>12}{'worker CPU':>12}{'exit':>6}", flush=True)
    results = {route: run_route(route, sizes, work, args.workers) for route in routes}
    for route in routes:
        report(route, sizes, results[route], args.workers)
    if not args.work:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
