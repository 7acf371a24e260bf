"""Peak memory against the crawl's size (issue 16, streaming memory): ``tplx inspect``, ``tplx
cluster`` and ``tplx template`` on synthetic crawls of growing size, each command as a user runs
it, with the peak resident memory of its whole process tree (workers included) and of its
largest process, and the time.

Targets: ``inspect`` and ``template`` under 1 GB on 20,000 pages, and their peak memory not
growing with the number of pages (the last size's peak over the first's is printed). ``cluster``
is printed for reference: its pairwise distances grow with n² (the FPC route, ``--method fpc``,
which big crawls use, is run from 20,000 pages on).

    .venv/bin/python bench/memory.py [--sizes 5000,20000] [--work DIR] [--workers 2]
                                     [--hostile 0.05]

The crawls are ``tplx demo --pages N --templates 20`` (kept in --work between runs); with
``--hostile SHARE`` that share of the pages is replaced by the adversarial pages of
``tplx_engine.demo.hostile`` (each kind in turn, hard links of one file per kind: issue 16's
20,000 pages with 5% hostile ones).
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

from measure import run_measured

TPLX = str(Path(sys.executable).with_name("tplx"))
TARGET_MB = 1024
FPC_FROM = 20_000  # pages: the agglomerative route's n² distances stop fitting beyond


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sizes", default="5000,20000", help="crawl sizes (default 5000,20000; "
                    "100000 takes about 15 minutes here)")
    ap.add_argument("--work", help="working folder (default: a temporary one, removed)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--hostile", type=float, default=0.0,
                    help="share of the pages that are adversarial (default 0)")
    args = ap.parse_args(argv)
    sizes = [int(s) for s in args.sizes.split(",")]
    work = Path(args.work or tempfile.mkdtemp(prefix="tplx-memory-"))
    work.mkdir(parents=True, exist_ok=True)
    print(f"{'pages':>8} {'command':<9}{'seconds':>9}{'tree MB':>9}{'largest MB':>12}{'exit':>6}")
    peaks: dict[str, list[float]] = {}
    for n in sizes:
        hostile = round(n * args.hostile)
        suffix = f"-hostile{hostile}" if hostile else ""
        crawl, project = work / f"crawl-{n}{suffix}", work / f"p{n}{suffix}.tplx"
        if not (crawl / "manifest.json").exists():
            made = run_measured([TPLX, "demo", str(crawl), "--pages", str(n - hostile),
                                 "--templates", "20"])
            if made.code:
                print(f"tplx demo failed for {n} pages (exit {made.code})")
                return 1
            add_hostile(crawl / "adversarial", hostile)
        for suffix in ("", "-wal", "-shm"):
            Path(f"{project}{suffix}").unlink(missing_ok=True)
        w = ["--workers", str(args.workers)]
        method = ["--method", "fpc"] if n >= FPC_FROM else []
        for name, cmd in (("inspect", ["inspect", str(crawl), "--project", str(project), *w]),
                          ("cluster", ["cluster", str(crawl), "--project", str(project),
                                       *method, *w]),
                          ("template", ["template", str(project), *w])):
            m = run_measured([TPLX, *cmd, "--quiet"])
            label = name + (" fpc" if name == "cluster" and method else "")
            print(f"{n:>8,} {label:<9}{m.seconds:>9.1f}{m.tree_mb:>9.0f}{m.largest_mb:>12.0f}"
                  f"{m.code:>6}", flush=True)
            peaks.setdefault(name, []).append(m.tree_mb)
    for name in ("inspect", "template"):
        values = peaks[name]
        at_20k = [mb for n, mb in zip(sizes, values) if n == 20_000]
        verdict = (f"; 20,000 pages {at_20k[0]:.0f} MB (target < {TARGET_MB} MB)"
                   if at_20k else "")
        print(f"{name}: peak at {sizes[-1]:,} pages / at {sizes[0]:,} = "
              f"{values[-1] / values[0]:.2f}{verdict}")
    if not args.work:
        shutil.rmtree(work, ignore_errors=True)
    return 0


def add_hostile(folder: Path, count: int) -> None:
    """``count`` adversarial pages in ``folder``, the kinds in turn."""
    from tplx_engine.demo.hostile import ADVERSARIAL

    if not count:
        return
    folder.mkdir()
    kinds = sorted(ADVERSARIAL)
    for kind in kinds[:count]:
        (folder / f"0-{kind}").write_bytes(ADVERSARIAL[kind]())
    for i in range(len(kinds), count):
        kind = kinds[i % len(kinds)]
        os.link(folder / f"0-{kind}", folder / f"{i}-{kind}")


if __name__ == "__main__":
    sys.exit(main())
