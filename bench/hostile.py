"""Hostile pages against every command (issue 16): time and peak memory on a crawl of ordinary
pages with the adversarial pages of ``tplx_engine.demo.hostile`` added, against the same
ordinary pages alone, in the same run.

Targets: no page above 2 s (each adversarial page alone, ``tplx meta``, ``tplx content`` and
``tplx posts`` on the one file, parse included), and no command above 2x its time on the
ordinary crawl.

Every command runs as a subprocess (``tplx ...``), as a user runs it; time is wall clock, peak
memory the peak of the summed resident memory of the command and its workers (bench/measure.py).

    .venv/bin/python bench/hostile.py [--normal 300] [--work DIR] [--workers 1]
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from measure import run_measured

from tplx_engine.demo import write_demo_crawl
from tplx_engine.demo.hostile import ADVERSARIAL

TPLX = str(Path(sys.executable).with_name("tplx"))
PAGE_SECONDS_TARGET = 2.0
COMMAND_RATIO_TARGET = 2.0


def crawls(work: Path, normal: int) -> tuple[Path, Path]:
    """(ordinary crawl, the same with every adversarial page added)."""
    plain, hostile = work / "plain", work / "hostile"
    if not plain.is_dir():
        write_demo_crawl(plain, pages=normal, templates=6, seed=3)
    if not hostile.is_dir():
        shutil.copytree(plain, hostile)
        folder = hostile / "adversarial"
        folder.mkdir()
        for name, make in ADVERSARIAL.items():
            (folder / name).write_bytes(make())
    return plain, hostile


def commands(crawl: Path, project: Path, out: Path, workers: int) -> list[tuple[str, list]]:
    w = ["--workers", str(workers)]
    example = "//h1"
    return [
        ("inspect", ["inspect", str(crawl), "--project", str(project), *w]),
        ("cluster", ["cluster", str(crawl), "--project", str(project)]),
        ("template", ["template", str(project)]),
        ("suggest", ["suggest", str(project), "--accept-all-above", "0.8"]),
        ("extract", ["extract", str(crawl), "--project", str(project), "--out",
                     str(out / "x.jsonl"), *w]),
        ("content", ["content", str(crawl), "--out", str(out / "c.jsonl")]),
        ("posts", ["posts", str(crawl), "--out", str(out / "p.jsonl")]),
        ("meta", ["meta", str(crawl), "--out", str(out / "m.jsonl")]),
        ("records", ["records", str(crawl), "--example", example, "--out",
                     str(out / "r.jsonl")]),
    ]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--normal", type=int, default=300, help="ordinary pages (default 300)")
    ap.add_argument("--work", help="working folder (default: a temporary one, removed)")
    ap.add_argument("--workers", type=int, default=1)
    args = ap.parse_args(argv)
    work = Path(args.work or tempfile.mkdtemp(prefix="tplx-hostile-"))
    work.mkdir(parents=True, exist_ok=True)
    plain, hostile = crawls(work, args.normal)

    # the command's own start (interpreter, imports) on an ordinary page of the crawl, in
    # this run: a page's time is the command's time minus it
    ordinary = next(p for p in sorted(plain.rglob("*.html")))
    alone = ("meta", "content", "posts")
    start = {command: min(run_measured([TPLX, command, str(ordinary), "--json"]).seconds
                          for _ in range(3)) for command in alone}
    print(f"adversarial pages alone ({len(ADVERSARIAL)}), one file each: the command's time "
          f"minus its start on an ordinary page ("
          + ", ".join(f"{c} {start[c]:.2f} s" for c in alone) + ", same run); reading and "
          "parsing included")
    print(f"  {'page':<24}{'bytes':>12}{'meta s':>9}{'content s':>11}{'posts s':>9}  status")
    worst = 0.0
    for page in sorted((hostile / "adversarial").iterdir()):
        times = [run_measured([TPLX, command, str(page), "--json"]).seconds - start[command]
                 for command in alone]
        doc = json.loads(subprocess.run([TPLX, "meta", str(page), "--json"],
                                        capture_output=True, text=True, check=False).stdout
                         or "{}")
        row = (doc.get("pages") or [{}])[0]
        status = row.get("error") or ("ok" if row.get("result") else doc.get("error", "?"))
        worst = max(worst, *times)
        print(f"  {page.name:<24}{page.stat().st_size:>12,}{times[0]:>9.2f}{times[1]:>11.2f}"
              f"{times[2]:>9.2f}  {str(status)[:70]}", flush=True)
    print(f"  slowest: {worst:.2f} s (target <= {PAGE_SECONDS_TARGET:g} s)")

    print(f"\ncommands: {args.normal} ordinary pages, then with the {len(ADVERSARIAL)} "
          "adversarial pages added")
    print(f"  {'command':<10}{'plain s':>9}{'MB':>7}{'hostile s':>11}{'MB':>7}{'ratio':>7}"
          f"{'exit':>6}")
    worst_ratio = 0.0
    results = {}
    for label, crawl in (("plain", plain), ("hostile", hostile)):
        out = work / f"out-{label}"
        out.mkdir(exist_ok=True)
        project = work / f"{label}.tplx"
        for suffix in ("", "-wal", "-shm"):
            Path(f"{project}{suffix}").unlink(missing_ok=True)
        for name, cmd in commands(crawl, project, out, args.workers):
            results[(label, name)] = run_measured([TPLX, *cmd])
    for name, _ in commands(plain, work / "x", work, args.workers):
        plain_run, hostile_run = results[("plain", name)], results[("hostile", name)]
        p_s, p_mb = plain_run.seconds, plain_run.tree_mb
        h_s, h_mb, code = hostile_run.seconds, hostile_run.tree_mb, hostile_run.code
        ratio = h_s / p_s if p_s else float("inf")
        worst_ratio = max(worst_ratio, ratio)
        print(f"  {name:<10}{p_s:>9.2f}{p_mb:>7.0f}{h_s:>11.2f}{h_mb:>7.0f}{ratio:>7.2f}"
              f"{code:>6}")
    print(f"  worst ratio: {worst_ratio:.2f} (target <= {COMMAND_RATIO_TARGET:g})")
    if not args.work:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
