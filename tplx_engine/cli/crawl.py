"""CLI commands on a crawl folder: ``demo`` (write the demo crawl), ``inspect`` (load a crawl
into its project) and ``cluster`` (cluster its pages). ``add_commands(subparsers, common)``
adds them to the ``tplx`` parser, as the other command modules do.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from ..config import load_config
from ..errors import ConfigError, TplxError
from ..store.project import Project
from .common import (
    CRAWL_HELP,
    FRACTION,
    WORKERS,
    add_scheduler_option,
    crawl_argument,
    emit,
    integer,
    metric_name,
    reporter_for,
)

_emit = emit
_reporter = reporter_for


def _project_path(args, crawl) -> Path:
    """--project, else one named after the crawl (several WARC files: after the first)."""
    if args.project:
        return Path(args.project)
    name = Path(crawl.paths[0]).resolve().name
    for suffix in (".gz", ".warc"):  # a WARC crawl: demo.warc.gz -> demo.tplx
        name = name[:-len(suffix)] if name.lower().endswith(suffix) else name
    return Path.cwd() / f"{name or 'crawl'}.tplx"


# -- demo -------------------------------------------------------------------------------------
def cmd_demo(args) -> int:
    from ..demo import write_demo_crawl

    if args.patterns and (args.pages is not None or args.templates is not None):
        raise TplxError("--patterns writes three sites of fixed size; drop --pages/--templates")
    summary = write_demo_crawl(args.out, pages=args.pages, templates=args.templates,
                               seed=args.seed, progress=_reporter(args).sink,
                               patterns=args.patterns)
    warc = None
    if args.warc:
        from ..demo.warc import convert_to_warc

        warc = convert_to_warc(summary.out_dir)
    doc = {"command": "demo", "out_dir": str(summary.out_dir),
           "manifest": str(summary.manifest_path), "pages_by_kind": dict(summary.pages_by_kind),
           "mode": summary.mode, "warc": str(warc) if warc else None}
    lines = [f"Wrote demo crawl to {warc or summary.out_dir}"]
    lines += [f"  {kind:<10} {n:>7}" for kind, n in summary.pages_by_kind.items()]
    lines.append(f"Ground truth: {summary.manifest_path}")
    _emit(args, doc, "\n".join(lines) + "\n")
    return 0


# -- inspect ----------------------------------------------------------------------------------
def cmd_inspect(args) -> int:
    from ..jobs.preprocess import preprocess_crawl
    from ..jobs.stored import page_archive_facts, page_urls

    crawl = crawl_argument(args.crawl, "inspect")
    config = load_config(args.config)
    with Project(_project_path(args, crawl)) as project:
        summary = preprocess_crawl(crawl, project, config, _reporter(args), args.workers)
        urls = page_urls(project)
        archived = page_archive_facts(project)
    _emit(args, inspect_document(summary, urls, archived), inspect_text(summary))
    return 0


def inspect_document(s, urls: dict[str, str],
                     archived: dict[str, tuple[int | None, str | None]] | None = None) -> dict:
    """``archived``: page id -> (HTTP status, fetch date) of the pages of a web archive."""
    archived = archived or {}

    def page(path: str, status: str, reason: str, tokens: int) -> dict:
        http_status, fetched = archived.get(path, (None, None))
        return {"path": path, "url": urls.get(path), "status": status, "reason": reason,
                "tokens": tokens, "http_status": http_status, "fetched": fetched}

    return {
        "command": "inspect", "crawl": s.crawl_root, "crawl_paths": list(s.crawl_paths),
        "project": s.project_path,
        "pages_found": s.pages_found, "pages_read": s.pages_read, "pages_reused": s.pages_reused,
        "pages_removed": s.pages_removed, "counts": s.by_status,
        "skipped_files": s.skipped_files,
        "problems": [{"path": p, "reason": r} for p, r in s.problems],
        "record_lengths": {str(k): v for k, v in s.record_lengths.items()},
        "seconds": round(s.seconds, 3), "workers": s.workers,
        "pages": [page(*entry) for entry in s.statuses],
    }


def inspect_text(s) -> str:
    c = s.by_status
    out = [f"Crawl {s.crawl_root}: {s.pages_found} pages found, "
           f"{s.skipped_files} other files skipped (not HTML)"]
    out.append(f"  read now        {s.pages_read:>7}   reused from project {s.pages_reused}"
               + (f", {s.pages_removed} gone from the folder" if s.pages_removed else ""))
    out.append(f"  detail pages    {c['detail']:>7}   kept")
    out.append(f"  error pages     {c['error_page']:>7}   skipped")
    out.append(f"  list pages      {c['list_page']:>7}   skipped")
    out.append(f"  duplicates      {c['duplicate']:>7}   loaded once")
    out.append(f"  too complex     {c['too_complex']:>7}   over a per-page limit (reason says "
               "which; [load] in the config)")
    out.append(f"  failed          {c['failed']:>7}")
    for path, reason in s.failed[:20]:
        out.append(f"    {path!r}: {reason}")
    if len(s.failed) > 20:
        out.append(f"    ... {len(s.failed) - 20} more (tplx inspect --json lists all)")
    for path, reason in s.problems:
        out.append(f"  problem: {path!r}: {reason}")
    total = sum(s.record_lengths.values())
    out.append(f"Repeated records merged: {total} (by length, as the SPEC's Table 6.4)")
    if total:
        out.append("  length  records   share")
        shown = 0
        for length, n in s.record_lengths.items():
            if length <= 10:
                out.append(f"  {length:>6}  {n:>7}  {n / total:6.1%}")
                shown += n
        if total - shown:
            out.append(f"  {'>10':>6}  {total - shown:>7}  {(total - shown) / total:6.1%}")
    out.append(f"Project: {s.project_path}   ({s.seconds:.1f} s, {s.workers} worker(s))")
    return "\n".join(out) + "\n"


# -- cluster ----------------------------------------------------------------------------------
MAX_SWEEP_STEPS = 1000


def _sweep_thresholds(spec: str) -> list[float]:
    try:
        start, stop, step = (float(x) for x in spec.split(":"))
    except ValueError as exc:
        raise ConfigError(f"argument --sweep: takes START:STOP:STEP, e.g. 0.1:0.9:0.05 "
                          f"(got {spec!r})") from exc
    if not (step > 0 and 0 <= start <= stop <= 1):
        raise ConfigError(f"argument --sweep {spec}: STEP must be positive and "
                          "0 <= START <= STOP <= 1")
    count = int(round((stop - start) / step)) + 1
    if count > MAX_SWEEP_STEPS:
        raise ConfigError(f"argument --sweep {spec}: {count:,} thresholds; at most "
                          f"{MAX_SWEEP_STEPS:,} (a larger STEP)")
    return [round(start + i * step, 10) for i in range(count)]


def cmd_cluster(args) -> int:
    from dataclasses import replace

    from ..cluster import sweep
    from ..jobs.clustering import cluster_project, cluster_summary_rows
    from ..jobs.preprocess import preprocess_crawl
    from ..jobs.stored import page_urls

    crawl = crawl_argument(args.crawl, "cluster")
    config = load_config(args.config)
    threshold_key = "fpc_threshold" if args.method == "fpc" else "threshold"
    auto = args.threshold == "auto"
    if auto and args.method == "fpc":
        raise ConfigError("argument --threshold auto: FPC has no dendrogram to suggest a "
                          "threshold; give a number, or use --method medoid or average")
    threshold = None if auto else args.threshold
    # a number given is the cut; auto is the tree's suggestion (the configured cut otherwise)
    cut = "suggested" if auto else "fixed" if threshold is not None else None
    overrides = {k: v for k, v in ((threshold_key, threshold), ("metric", args.metric),
                                   ("method", args.method), ("cut", cut)) if v is not None}
    options = replace(config.cluster, **overrides)
    thresholds = _sweep_thresholds(args.sweep) if args.sweep else []
    reporter = _reporter(args)
    with Project(_project_path(args, crawl)) as project:
        preprocess_crawl(crawl, project, config, reporter, args.workers)
        result = cluster_project(project, options, reporter, args.workers, config)
        suggested = result.suggested
        urls = page_urls(project)
    rows = cluster_summary_rows(result)
    swept = sweep(result.tree, thresholds) if thresholds and result.tree is not None else []
    doc = {
        "command": "cluster", "project": str(project.path), "metric": result.metric,
        "method": result.method, "threshold": result.threshold,
        "n_pages": len(result.page_ids), "n_clusters": result.n_clusters,
        "seconds": round(result.seconds, 3),
        "clusters": rows,
        "pages": [{"path": p, "url": urls.get(p), "cluster": int(result.labels[i]),
                   "distance_to_medoid": (round(float(result.distance_to_medoid[i]), 6)
                                          if result.distance_to_medoid is not None else None)}
                  for i, p in enumerate(result.page_ids)],
        "sweep": [{"threshold": t, "n_clusters": n} for t, n in swept],
        "suggested_threshold": _suggested_doc(result, suggested),
    }
    _emit(args, doc, cluster_text(result, rows, swept, suggested))
    return 0


def _suggested_doc(result, suggested) -> dict | None:
    if suggested is None:
        return None
    from ..cluster import sweep

    return {"threshold": round(suggested.threshold, 6), "gap": round(suggested.gap, 6),
            "n_clusters": sweep(result.tree, [suggested.threshold])[0][1]}


def cluster_text(result, rows, swept, suggested=None) -> str:
    how = ("FPC feature clustering" if result.method == "fpc"
           else f"{result.metric}, {result.method} linkage")
    out = [f"{len(result.page_ids)} detail pages -> {result.n_clusters} clusters at threshold "
           f"{result.threshold:g} ({how}, {result.seconds:.1f} s)"]
    out.append("  cluster   size  cohesion  medoid page")
    shown = rows[:40]
    for r in shown:
        out.append(f"  {r['cluster']:>7} {r['size']:>6}  {r['cohesion']:8.3f}  {r['medoid']}")
    if len(rows) > len(shown):
        singletons = sum(1 for r in rows[len(shown):] if r["size"] == 1)
        out.append(f"  ... {len(rows) - len(shown)} more clusters ({singletons} of one page)")
    if suggested is not None:
        doc = _suggested_doc(result, suggested)
        used = ("the cut above" if abs(result.threshold - suggested.threshold) < 1e-9
                else "--threshold auto cuts there")
        out.append(f"Suggested threshold {doc['threshold']:.3g} (the middle of the dendrogram's "
                   f"largest gap, {doc['gap']:.3g} wide): {doc['n_clusters']} clusters; {used}")
    if swept:
        out.append("Clusters per threshold (the SPEC's Table 6.5, left half):")
        out.append("  threshold  clusters")
        out += [f"  {t:>9.3g}  {n:>8}" for t, n in swept]
    return "\n".join(out) + "\n"


def _threshold_or_auto(text: str) -> float | str:
    if text == "auto":
        return text
    try:
        return FRACTION(text)
    except argparse.ArgumentTypeError:
        raise argparse.ArgumentTypeError(f"takes a number from 0 to 1 or auto, not {text!r}"
                                         ) from None


def add_commands(sub, common) -> None:
    p = sub.add_parser("demo", help="write the bundled demo crawl (or a large synthetic one, "
                                     "or the hard-pattern shop sites)")
    p.add_argument("out", help="output folder")
    p.add_argument("--pages", type=integer(1), help="number of pages (synthetic mode)")
    p.add_argument("--templates", type=integer(1),
                   help="number of random templates (synthetic mode)")
    p.add_argument("--patterns", action="store_true",
                   help="three shop/catalogue sites (480 pages) with the label/value layouts, "
                        "hidden duplicates and attribute values one-label extraction must "
                        "hold on (docs/demo.md)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--warc", action="store_true",
                   help="write the pages as one WARC file, OUT/demo.warc.gz (response records, "
                        "deterministic); the manifest gives each page's id in it (docs/warc.md)")
    common(p)
    p.set_defaults(func=cmd_demo)

    p = sub.add_parser("inspect", help="load a crawl (a folder of pages, WARC files or a "
                                        "folder of them): statuses, failures, record lengths")
    p.add_argument("crawl", nargs="+", help=CRAWL_HELP)
    p.add_argument("--project", help="project file (default: <crawl folder or first WARC "
                                      "file name>.tplx here)")
    p.add_argument("--config", help="engine options TOML file overlaying the defaults")
    p.add_argument("--workers", type=WORKERS, help="worker processes (default: all cores)")
    add_scheduler_option(p)
    common(p)
    p.set_defaults(func=cmd_inspect)

    p = sub.add_parser("cluster", help="cluster the crawl's pages by template")
    p.add_argument("crawl", nargs="+", help=CRAWL_HELP)
    p.add_argument("--threshold", type=_threshold_or_auto,
                   help="distance above which clusters are not merged, or auto: the threshold "
                   "the dendrogram suggests (its largest gap; the default, config [cluster] cut)")
    p.add_argument("--metric", type=metric_name,
                   help="elcs | lcs | weighted-tag | tag-jaccard | tag-vector | "
                   "path-shingle | layered-vector | free-match | stm")
    p.add_argument("--method", choices=("medoid", "average", "fpc"),
                   help="agglomerative linkage (medoid, average) or fpc for big crawls")
    p.add_argument("--sweep", metavar="START:STOP:STEP",
                   help="also print the number of clusters per threshold (one computation)")
    p.add_argument("--project", help="project file (default: <crawl folder or first WARC "
                                      "file name>.tplx here)")
    p.add_argument("--config", help="engine options TOML file overlaying the defaults")
    p.add_argument("--workers", type=WORKERS, help="worker processes (default: all cores)")
    add_scheduler_option(p)
    common(p)
    p.set_defaults(func=cmd_cluster)
