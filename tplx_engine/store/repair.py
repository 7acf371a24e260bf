"""Salvaging a damaged project file (``tplx repair``): the integrity check, then every table
copied row by row into a new file, skipping what cannot be read, and a report of what was lost.

SQLite's own ``.recover`` lives in the sqlite3 shell, not in Python's module, so this does the
part a project needs: the schema is read from the damaged file's ``sqlite_master`` (a file whose
first page is gone cannot be salvaged), each table is read in rowid order, and where a read
fails the rows are looked up one rowid at a time, so a damaged page of the B-tree costs the
rows stored on it, not the rest of the table. The damaged file is only read.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path

from ..errors import ProjectError

_BATCH = 500
_MAX_PROBES = 200_000  # rowids looked up one by one per table after a failed read
_SKIPPED_TABLES = ("sqlite_sequence",)  # recreated by AUTOINCREMENT tables, filled below


@dataclass(frozen=True)
class TableSalvage:
    table: str
    copied: int
    lost: int | None  # rows that could not be read (None: some, the table cannot be counted)
    problem: str  # the first read error, "" when none


@dataclass(frozen=True)
class RepairReport:
    source: Path
    out: Path
    problems: tuple[str, ...]  # what the integrity check found (up to 20)
    tables: tuple[TableSalvage, ...]

    @property
    def lost_rows(self) -> int:
        return sum(t.lost or 0 for t in self.tables)


def integrity_problems(db: sqlite3.Connection, limit: int = 20) -> list[str]:
    """PRAGMA integrity_check's findings, one per line (empty when the file is sound)."""
    return check_findings(db, "integrity_check", limit)


def check_findings(db: sqlite3.Connection, pragma: str = "quick_check",
                   limit: int = 20) -> list[str]:
    """The findings of SQLite's ``quick_check`` or ``integrity_check``, one per line, without
    its '*** in database main ***' headings; empty when the file is sound."""
    try:
        found = [r[0] for r in db.execute(f"PRAGMA {pragma}({int(limit)})")]
    except sqlite3.DatabaseError as exc:
        if "not a database" in str(exc) or "encrypted" in str(exc):
            raise  # not SQLite at all
        return [str(exc)]
    if found == ["ok"]:
        return []
    lines = [line.strip() for text in found for line in str(text).splitlines()]
    return [line for line in lines if line and not line.startswith("***")][:limit]


def repair(source: str | Path, out: str | Path) -> RepairReport:
    """Check ``source`` and copy what can be read of it into the new file ``out``."""
    source, out = Path(source), Path(out)
    if not source.is_file():
        raise ProjectError(f"{source}: no such project file")
    if out.exists() or Path(f"{out}-wal").exists():
        raise ProjectError(f"{out}: already exists; give another --out")
    try:
        src = sqlite3.connect(f"file:{source}?mode=ro", uri=True)
        problems = integrity_problems(src)
        schema = src.execute("SELECT type, name, tbl_name, sql FROM sqlite_master "
                             "WHERE sql IS NOT NULL").fetchall()
        versions = [src.execute(f"PRAGMA {p}").fetchone()[0]
                    for p in ("application_id", "user_version")]
    except sqlite3.DatabaseError as exc:
        raise ProjectError(f"{source}: its schema cannot be read ({exc}), so tplx cannot "
                           "salvage it; the sqlite3 shell may: sqlite3 PROJECT .recover | "
                           "sqlite3 NEW.tplx") from exc
    dst = sqlite3.connect(str(out), isolation_level=None)
    try:
        dst.execute("BEGIN")
        indexes = _full_text_indexes(schema)
        tables = [(name, sql) for kind, name, _, sql in schema
                  if kind == "table" and name not in _SKIPPED_TABLES
                  and not name.startswith("sqlite_") and _index_of(name, indexes) is None]
        for _, sql in tables:
            dst.execute(sql)
        salvaged = tuple(_copy_table(src, dst, name) for name, _ in tables)
        for name, sql in indexes.items():  # an FTS5 index is made again from its rows
            dst.execute(sql)
            dst.execute(f'INSERT INTO "{name}"("{name}") VALUES (\'rebuild\')')
        for kind, name, _, sql in schema:  # indexes, triggers, views once the rows are in
            if kind != "table" and not name.startswith("sqlite_"):
                try:
                    dst.execute(sql)
                except sqlite3.IntegrityError as exc:  # a unique index the salvage broke
                    problems.append(f"index {name} not rebuilt: {exc}")
        if any(sql and "AUTOINCREMENT" in sql.upper() for _, sql in tables):
            _copy_sequences(src, dst)
        dst.execute(f"PRAGMA application_id={int(versions[0])}")
        dst.execute(f"PRAGMA user_version={int(versions[1])}")
        dst.execute("COMMIT")
    except BaseException:
        dst.close()
        out.unlink(missing_ok=True)
        raise
    finally:
        src.close()
    dst.close()
    return RepairReport(source, out, tuple(problems), salvaged)


def _full_text_indexes(schema: list[tuple]) -> dict[str, str]:
    """The FTS5 tables (name -> DDL): their rows live in shadow tables ``NAME_*`` that
    creating the table makes, so they are not copied but rebuilt from their content table."""
    return {name: sql for kind, name, _, sql in schema
            if kind == "table" and sql.upper().startswith("CREATE VIRTUAL TABLE")}


def _index_of(table: str, indexes: dict[str, str]) -> str | None:
    return next((n for n in indexes if table == n or table.startswith(f"{n}_")), None)


def _copy_table(src: sqlite3.Connection, dst: sqlite3.Connection, table: str) -> TableSalvage:
    quoted = '"' + table.replace('"', '""') + '"'
    try:
        expected = src.execute(f"SELECT count(*) FROM {quoted}").fetchone()[0]
    except sqlite3.DatabaseError:
        expected = None
    try:
        columns = len(src.execute(f"SELECT * FROM {quoted} LIMIT 0").description)
    except sqlite3.DatabaseError as exc:
        return TableSalvage(table, 0, expected, str(exc))
    insert = f"INSERT OR IGNORE INTO {quoted} VALUES ({','.join('?' * columns)})"
    last, copied, problem = None, 0, ""
    while True:
        try:
            rows = _rows_after(src, quoted, last)
        except sqlite3.DatabaseError as exc:
            problem = problem or str(exc)
            rows, last = _probe_after(src, quoted, last)
        if not rows:
            break
        for row in rows:
            copied += dst.execute(insert, row[1:]).rowcount
        last = rows[-1][0]
    if expected is not None:
        lost: int | None = max(expected - copied, 0)
    else:
        lost = None if problem else 0
    return TableSalvage(table, copied, lost, problem)


def _rows_after(src: sqlite3.Connection, quoted: str, last: int | None) -> list[tuple]:
    if last is None:
        query, args = f"SELECT rowid, * FROM {quoted} ORDER BY rowid LIMIT ?", (_BATCH,)
    else:
        query, args = (f"SELECT rowid, * FROM {quoted} WHERE rowid > ? ORDER BY rowid LIMIT ?",
                       (last, _BATCH))
    return src.execute(query, args).fetchall()


def _probe_after(src: sqlite3.Connection, quoted: str, last: int | None
                 ) -> tuple[list[tuple], int]:
    """After a failed range read: the next readable row, found by looking up the rowids after
    ``last`` one at a time (range reads resume from it), and the last rowid tried."""
    try:
        top = src.execute(f"SELECT max(rowid) FROM {quoted}").fetchone()[0]
    except sqlite3.DatabaseError:
        top = None
    start = 0 if last is None else last
    end = start + _MAX_PROBES if top is None else min(top, start + _MAX_PROBES)
    for rowid in range(start + 1, end + 1):
        try:
            row = src.execute(f"SELECT rowid, * FROM {quoted} WHERE rowid=?",
                              (rowid,)).fetchone()
        except sqlite3.DatabaseError:
            continue  # on a damaged page: lost
        if row is not None:
            return [row], rowid
    return [], end


def _copy_sequences(src: sqlite3.Connection, dst: sqlite3.Connection) -> None:
    """AUTOINCREMENT's high-water marks, so ids removed before the damage are not handed out
    again (label ids last their life)."""
    try:
        rows = src.execute("SELECT name, seq FROM sqlite_sequence").fetchall()
    except sqlite3.DatabaseError:
        rows = []
    for name, seq in rows:
        dst.execute("DELETE FROM sqlite_sequence WHERE name=?", (name,))
        dst.execute("INSERT INTO sqlite_sequence(name, seq) VALUES (?, ?)", (name, seq))
