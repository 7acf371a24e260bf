"""Preprocessing benchmark (issue: engine foundation).

Pages per second for load + filter + simplify + sequence + repeat merging, against lxml parsing
alone of the same files in the same run (target: the stage costs at most 2x parse-only time).
Also: the suffix-tree detector's cost and how often it agrees with the default subtree-hash one.

    .venv/bin/python bench/preprocess.py [PAGES_DIR] [--limit N]

PAGES_DIR defaults to ../shared/data/swde-book/pages when present, else a generated demo crawl.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections import Counter
from dataclasses import replace
from pathlib import Path

import numpy as np
from lxml import html

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tplx_engine.config import load_config  # noqa: E402
from tplx_engine.jobs.preprocess import options_key, preprocess_crawl, preprocess_page  # noqa: E402
from tplx_engine.load import crawl, read  # noqa: E402
from tplx_engine.load.filters import LinkRatio, link_ratio  # noqa: E402
from tplx_engine.load.scan import scan_page  # noqa: E402
from tplx_engine.load.simplify import build_sequence  # noqa: E402
from tplx_engine.load.visible import longest_paragraph_chars  # noqa: E402
from tplx_engine.model import PageStatus  # noqa: E402
from tplx_engine.repeats.records import detectors_agree  # noqa: E402
from tplx_engine.store.project import Project  # noqa: E402

MIN_SECONDS = 3.0  # both sides' passes together, at least
MAX_PASSES = 10


def default_dir() -> Path:
    shared = ROOT.parent / "shared" / "data" / "swde-book" / "pages"
    if shared.is_dir():
        return shared
    from tplx_engine.demo import write_demo_crawl

    out = Path(tempfile.mkdtemp(prefix="tplx-bench-")) / "demo"
    write_demo_crawl(out)
    return out


def _summary(row):
    return row.status, row.n_tokens, row.n_merged


def timed(fn, *args):
    start = time.perf_counter()
    result = fn(*args)
    return time.perf_counter() - start, result


def scan_agreement(files, config) -> None:
    """The compiled page scan against the Python paths it replaces, on every page."""
    same, fallbacks, t_scan, t_python = 0, Counter(), 0.0, 0.0
    for f in files:
        raw = read.read_page(f, config.load)
        root = read.parse_document(raw, html_classes=False)
        elapsed, scan = timed(scan_page, root, config.simplify)
        t_scan += elapsed
        # a fresh tree for the other side: the first pass over a new tree costs more
        root = read.parse_document(raw, html_classes=False)
        start = time.perf_counter()
        seq = build_sequence(root, config.simplify, with_texts=False)
        tokens, depths = seq.tokens, seq.depths
        counts = link_ratio(root)
        t_python += time.perf_counter() - start
        # the longest paragraph is measured only on link-heavy pages: left out of the times
        counts = LinkRatio(counts.list_link_chars, counts.visible_chars,
                           longest_paragraph_chars(root))
        same += (np.array_equal(scan.tokens, tokens) and np.array_equal(scan.depths, depths)
                 and scan.link_counts == counts)
        if scan.fallback:
            fallbacks[scan.fallback] += 1
    n = len(files)
    print(f"page scan agrees with build_sequence + link_ratio + longest_paragraph_chars on "
          f"{same}/{n} pages; "
          f"Python fallback on {sum(fallbacks.values())} {dict(fallbacks) or ''}")
    print(f"  per page: scan {t_scan / n * 1e3:.3f} ms (incl. fallbacks), "
          f"Python paths {t_python / n * 1e3:.3f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pages_dir", nargs="?", type=Path)
    parser.add_argument("--limit", type=int, default=0, help="use only the first N pages")
    args = parser.parse_args()
    pages_dir = args.pages_dir or default_dir()
    config = load_config(use_user_dir=False)
    listing = crawl.discover_pages(pages_dir, config.load)
    files = list(listing.pages[: args.limit or None])
    for f in files:  # warm the OS page cache so both sides read from memory
        Path(f.abs_path).read_bytes()
    print(f"{len(files)} pages from {pages_dir}")

    def parse_only():
        for f in files:
            html.document_fromstring(Path(f.abs_path).read_bytes())

    key = options_key(config)

    def stage(cfg):
        # Each page's result is consumed and dropped, as preprocess_crawl does (it saves rows to
        # the project in chunks) and as parse_only drops its trees: keeping 2,000 results alive
        # here fragments the heap so that every later tree lands on fresh, page-faulting memory
        # (measured: +15-35% on the whole stage), a cost of the benchmark, not of the stage.
        return [_summary(preprocess_page(f, cfg, key)) for f in files]

    suffix_cfg = replace(config, repeats=replace(config.repeats, detector="suffix-tree"))
    stage(config) if len(files) <= 500 else [preprocess_page(f, config, key) for f in files[:50]]
    # ^ warm-up: numba loads its compiled kernels once per process (~0.5 s), charset-normalizer
    # its tables on its first guess: costs of the process, not of the pages
    t_parse, t_stage = float("inf"), float("inf")
    passes, spent = 0, 0.0
    # best of several passes, interleaved, so both sides see the same machine load; at least
    # 2, and on a small set as many as fit in MIN_SECONDS (58 pages parse in 40 ms: one pass
    # is mostly noise)
    while passes < 2 or (spent < MIN_SECONDS and passes < MAX_PASSES):
        elapsed, _ = timed(parse_only)
        t_parse = min(t_parse, elapsed)
        more, rows = timed(stage, config)
        t_stage = min(t_stage, more)
        passes, spent = passes + 1, spent + elapsed + more
    t_suffix, _ = timed(stage, suffix_cfg)

    kept = [r for r in rows if r[0] is PageStatus.DETAIL]
    n = len(files)
    print(f"best of {passes} interleaved passes")
    print(f"lxml parse only (read + parse):   {t_parse:7.2f} s  {n / t_parse:8.0f} pages/s")
    print(f"stage, subtree-hash (1 process):  {t_stage:7.2f} s  {n / t_stage:8.0f} pages/s  "
          f"ratio {t_stage / t_parse:.2f}x parse (target <= 2x)")
    print(f"stage, suffix-tree  (1 process):  {t_suffix:7.2f} s  {n / t_suffix:8.0f} pages/s  "
          f"ratio {t_suffix / t_parse:.2f}x parse")
    statuses = {}
    for status, _, _ in rows:
        statuses[status.value] = statuses.get(status.value, 0) + 1
    print(f"statuses: {statuses}")

    scan_agreement(files, config)

    agree = 0
    for f in files[: min(len(files), 500)]:
        raw = read.read_page(f, config.load)
        seq = build_sequence(read.parse_document(raw), config.simplify, with_texts=False)
        agree += detectors_agree(seq.tokens, seq.depths, config.repeats.scope)
    checked = min(len(files), 500)
    print(f"detectors agree (same merged sequence) on {agree}/{checked} pages "
          f"({agree / checked:.1%})")
    if kept:
        tokens = sum(r[1] for r in kept) / len(kept)
        merged = sum(r[2] for r in kept) / len(kept)
        print(f"mean tokens per kept page {tokens:.0f}, after merging {merged:.0f}")

    workers = os.cpu_count() or 1

    def run_all(project):
        return preprocess_crawl(pages_dir, project, config, workers=workers)

    with tempfile.TemporaryDirectory() as tmp:
        with Project(Path(tmp) / "bench.tplx") as project:
            t_all, summary = timed(run_all, project)
            t_again, _ = timed(run_all, project)
    print(f"tplx inspect path ({workers} processes, with SQLite writes): {t_all:.2f} s "
          f"{summary.pages_found / t_all:.0f} pages/s, ratio {t_all / t_parse:.2f}x "
          f"single-process parse")
    print(f"re-run on the unchanged crawl (reuse): {t_again:.2f} s")


if __name__ == "__main__":
    main()
