"""The ``tplx`` command. Batching and process pools live in the stages' batch functions; this
module only parses arguments, wires progress to stderr and prints results (text or ``--json``).

Every command accepts ``--json``: one JSON document on stdout (schema: docs/cli-json.md),
progress and messages on stderr. Exit codes: 0 ok, 1 engine error (message on stderr),
2 usage error, 130 interrupted.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from . import __version__
from .config import load_config, user_config_path
from .errors import Cancelled, TplxError
from .progress import Reporter, StderrBar
from .project import Project

JSON_SCHEMA_VERSION = 1


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true",
                        help="print one machine-readable JSON document on stdout")
    parser.add_argument("--quiet", action="store_true", help="no progress bar on stderr")


def _project_path(args, crawl: Path) -> Path:
    if args.project:
        return Path(args.project)
    return Path.cwd() / f"{crawl.resolve().name or 'crawl'}.tplx"


def _reporter(args) -> Reporter:
    return Reporter(sink=None if args.quiet else StderrBar())


def _emit(args, document: dict, text: str) -> None:
    if args.json:
        document = {"tplx": __version__, "schema": JSON_SCHEMA_VERSION, **document}
        json.dump(document, sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(text)


# -- demo -------------------------------------------------------------------------------------
def cmd_demo(args) -> int:
    from .demo import write_demo_crawl

    summary = write_demo_crawl(args.out, pages=args.pages, templates=args.templates,
                               seed=args.seed, progress=_reporter(args).sink)
    doc = {"command": "demo", "out_dir": str(summary.out_dir),
           "manifest": str(summary.manifest_path), "pages_by_kind": dict(summary.pages_by_kind)}
    lines = [f"Wrote demo crawl to {summary.out_dir}"]
    lines += [f"  {kind:<10} {n:>7}" for kind, n in summary.pages_by_kind.items()]
    lines.append(f"Ground truth: {summary.manifest_path}")
    _emit(args, doc, "\n".join(lines) + "\n")
    return 0


# -- inspect ----------------------------------------------------------------------------------
def cmd_inspect(args) -> int:
    from .pipeline import preprocess_crawl

    crawl = Path(args.crawl)
    if not crawl.is_dir():
        raise TplxError(f"{crawl}: not a folder (tplx inspect takes a crawl folder)")
    config = load_config(args.config)
    with Project(_project_path(args, crawl)) as project:
        summary = preprocess_crawl(crawl, project, config, _reporter(args), args.workers)
    _emit(args, inspect_document(summary), inspect_text(summary))
    return 0


def inspect_document(s) -> dict:
    return {
        "command": "inspect", "crawl": s.crawl_root, "project": s.project_path,
        "pages_found": s.pages_found, "pages_read": s.pages_read, "pages_reused": s.pages_reused,
        "pages_removed": s.pages_removed, "counts": s.by_status,
        "skipped_files": s.skipped_files,
        "problems": [{"path": p, "reason": r} for p, r in s.problems],
        "record_lengths": {str(k): v for k, v in s.record_lengths.items()},
        "seconds": round(s.seconds, 3), "workers": s.workers,
        "pages": [{"path": p, "status": st, "reason": r, "tokens": n}
                  for p, st, r, n in s.statuses],
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


def cmd_config_path(args) -> int:
    path = user_config_path()
    _emit(args, {"command": "config-path", "path": str(path), "exists": path.is_file()},
          f"{path}{'' if path.is_file() else '  (not created yet)'}\n")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tplx", description=(
        "Discover the templates behind crawled web pages and extract structured data."))
    parser.add_argument("--version", action="version", version=f"tplx {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = sub.add_parser("demo", help="write the bundled demo crawl (or a large synthetic one)")
    p.add_argument("out", help="output folder")
    p.add_argument("--pages", type=int, help="number of pages (synthetic mode)")
    p.add_argument("--templates", type=int, help="number of random templates (synthetic mode)")
    p.add_argument("--seed", type=int, default=0)
    _common(p)
    p.set_defaults(func=cmd_demo)

    p = sub.add_parser("inspect", help="load a crawl folder: statuses, failures, record lengths")
    p.add_argument("crawl", help="crawl folder")
    p.add_argument("--project", help="project file (default: <crawl folder name>.tplx here)")
    p.add_argument("--config", help="engine options TOML file overlaying the defaults")
    p.add_argument("--workers", type=int, help="worker processes (default: all cores)")
    _common(p)
    p.set_defaults(func=cmd_inspect)

    p = sub.add_parser("config-path", help="print where the per-user config file is read from")
    _common(p)
    p.set_defaults(func=cmd_config_path)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except Cancelled as exc:
        print(f"tplx: cancelled: {exc}", file=sys.stderr)
        return 130
    except KeyboardInterrupt:
        print("tplx: interrupted; work saved so far is kept in the project", file=sys.stderr)
        return 130
    except TplxError as exc:
        if getattr(args, "json", False):
            json.dump({"tplx": __version__, "schema": JSON_SCHEMA_VERSION, "error": str(exc),
                       "error_type": type(exc).__name__}, sys.stdout)
            sys.stdout.write("\n")
        print(f"tplx: error: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
