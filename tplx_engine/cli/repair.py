"""``tplx repair PROJECT [--out NEW]``: check a project file and save what can be read of a
damaged one into a new file (store/repair.py), saying what was lost. ``add_commands(subparsers,
common)`` adds the command to the ``tplx`` parser."""

from __future__ import annotations

from pathlib import Path

from ..store.project import Project
from ..store.repair import RepairReport, repair
from .common import emit


def default_out(project: Path) -> Path:
    """Beside the damaged file: ``name.repaired.tplx`` (then ``.repaired-2`` ...)."""
    for n in range(1, 1000):
        tail = "" if n == 1 else f"-{n}"
        out = project.with_name(f"{project.stem}.repaired{tail}{project.suffix or '.tplx'}")
        if not out.exists():
            return out
    return project.with_name(f"{project.name}.repaired")


def _printable(text: str, limit: int = 100) -> str:
    """An SQLite error about a damaged row quotes its bytes: keep it short and readable."""
    text = "".join(c if c.isprintable() and c != "\ufffd" else "?" for c in text)
    return text if len(text) <= limit else text[:limit] + "..."


def _found_by_page_scan(report: RepairReport) -> list[str]:
    """The lines of a salvage whose schema could not be read: what was done, the rows saved
    per table (what was lost cannot be counted), the trees of rows given to no table."""
    lines = [f"{report.source}: damaged: {_printable(report.problems[0], 300)}"]
    lines += [f"  {_printable(problem, 300)}" for problem in report.problems[1:]]
    for t in report.tables:
        if t.copied or t.problem:
            lines.append(f"  {t.table}: {t.copied} row(s) saved"
                         + (f" ({_printable(t.problem)})" if t.problem else ""))
    for tree in report.unassigned:
        *others, last = tree.candidates or ("",)
        fits = (f"they fit {', '.join(others)}{' or ' if others else ''}{last}" if last else
                "no table of the project has records like them")
        columns = "unreadable records" if tree.columns is None else f"{tree.columns} column(s)"
        lines.append(f"  page {tree.page}: {tree.rows} row(s) of {columns} not saved: {fits}")
    out = report.out
    lines.append(f"Saved to {out}: {sum(t.copied for t in report.tables)} row(s) in "
                 f"{len(report.tables)} table(s); how many were lost cannot be counted. Check "
                 f"it (tplx template {out} --stored), then replace {report.source} with it.")
    return lines


def _checked_and_copied(report: RepairReport) -> list[str]:
    """The lines of a salvage through the file's schema: the integrity check's findings and
    the rows saved and lost in each damaged table."""
    source, out = report.source, report.out
    unknown = [t.table for t in report.tables if t.lost is None]
    damaged = [t for t in report.tables if t.lost or t.lost is None]
    lines = [f"{source}: " + (f"damaged ({report.problems[0]}; {len(report.problems)} "
                              "finding(s) of the integrity check)" if report.problems
                              else "no damage found")]
    for t in damaged:
        what = "an uncounted number of rows" if t.lost is None else f"{t.lost} row(s)"
        lines.append(f"  {t.table}: {t.copied} row(s) saved, {what} lost"
                     + (f" ({_printable(t.problem)})" if t.problem else ""))
    lines.append(f"Saved to {out}: {sum(t.copied for t in report.tables)} row(s) in "
                 f"{len(report.tables)} table(s); lost: {report.lost_rows} row(s)"
                 + (f" and an uncounted number in {', '.join(unknown)}" if unknown else "")
                 + (f". Check it (tplx template {out} --stored), then replace {source} with it."
                    if report.problems or damaged else "."))
    return lines


def cmd_repair(args) -> int:
    source = Path(args.project)
    out = Path(args.out) if args.out else default_out(source)
    report = repair(source, out)
    Project(out).close()  # the salvaged file opens as a project (and is brought to this schema)
    lines = (_found_by_page_scan(report) if report.found_by_page_scan
             else _checked_and_copied(report))
    emit(args, {"command": "repair", "project": str(source), "out": str(out),
                "problems": list(report.problems), "rows_lost": report.lost_rows,
                "uncounted_tables": [t.table for t in report.tables if t.lost is None],
                "tables": [{"table": t.table, "rows_saved": t.copied, "rows_lost": t.lost,
                            "error": t.problem} for t in report.tables],
                "found_by_page_scan": report.found_by_page_scan,
                "unassigned": [{"page": t.page, "columns": t.columns, "rows": t.rows,
                                "candidates": list(t.candidates)} for t in report.unassigned]},
         "\n".join(lines) + "\n")
    return 0


def add_commands(subparsers, common) -> None:
    p = subparsers.add_parser("repair", help="check a project file and save what can be read "
                                             "of a damaged one into a new file")
    p.add_argument("project", help="the project file (.tplx); it is only read")
    p.add_argument("--out", help="the new project file (default: PROJECT.repaired.tplx beside "
                                 "it; must not exist)")
    common(p)
    p.set_defaults(func=cmd_repair)
