"""Salvaging a damaged project file (``tplx repair``): the integrity check, then every table
copied row by row into a new file, skipping what cannot be read, and a report of what was lost.

SQLite's own ``.recover`` lives in the sqlite3 shell, not in Python's module, so this does the
part a project needs: the schema is read from the damaged file's ``sqlite_master``, each table
is read in rowid order, and where a read fails the rows are looked up one rowid at a time, so a
damaged page of the B-tree costs the rows stored on it, not the rest of the table.

When the schema itself cannot be read, the tables' B-trees are found by scanning the file's
pages (repair_pages.py) and SQLite reads their rows through a copy with a new schema; each tree
is then given to the table of the project schema that the surviving schema rows name, or that
alone has its records' columns, or is reported, never guessed. The damaged file is only read.
"""

from __future__ import annotations

import sqlite3
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ..errors import ProjectError
from . import repair_pages
from .schema import APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION, statements

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
class UnassignedTree:
    """A B-tree of the damaged file's pages whose rows were not salvaged (schema damaged): no
    table of the project, or more than one (``candidates``), has records like its rows."""
    page: int  # its root page
    columns: int | None  # columns of its records (None: none could be read)
    rows: int  # rows that could be read
    candidates: tuple[str, ...]


@dataclass(frozen=True)
class RepairReport:
    source: Path
    out: Path
    problems: tuple[str, ...]  # what the integrity check found (up to 20)
    tables: tuple[TableSalvage, ...]
    # the schema could not be read: the rows were found in the pages, and ``problems`` says how
    found_by_page_scan: bool = False
    unassigned: tuple[UnassignedTree, ...] = ()

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
    src = sqlite3.connect(f"file:{source}?mode=ro", uri=True)
    try:
        problems = integrity_problems(src)
        schema = _schema_of(src)
        versions = tuple(src.execute(f"PRAGMA {p}").fetchone()[0]
                         for p in ("application_id", "user_version"))
    except sqlite3.DatabaseError as exc:
        src.close()
        return _salvage_from_pages(source, out, exc)
    try:
        salvaged = _write_copy(out, schema, versions, problems,
                               lambda dst, names: tuple(_copy_table(src, dst, n) for n in names),
                               lambda dst: _copy_sequences(src, dst))
    finally:
        src.close()
    return RepairReport(source, out, tuple(problems), salvaged)


def _schema_of(db: sqlite3.Connection) -> list[tuple]:
    return db.execute("SELECT type, name, tbl_name, sql FROM sqlite_master "
                      "WHERE sql IS NOT NULL").fetchall()


def _write_copy(out: Path, schema: list[tuple], versions: tuple[int, int], problems: list[str],
                copy_rows: Callable[[sqlite3.Connection, list[str]], tuple[TableSalvage, ...]],
                copy_sequences: Callable[[sqlite3.Connection], None]
                ) -> tuple[TableSalvage, ...]:
    """The new file: ``schema``'s tables, their rows (``copy_rows(dst, table names)``), the
    full-text indexes made again, the indexes, triggers and views, the AUTOINCREMENT counters
    (``copy_sequences``) and the file's (application_id, user_version). An index the salvaged
    rows break is added to ``problems``. Nothing is left at ``out`` when this fails."""
    dst = sqlite3.connect(str(out), isolation_level=None)
    try:
        dst.execute("BEGIN")
        indexes = _full_text_indexes(schema)
        tables = [(name, sql) for kind, name, _, sql in schema
                  if kind == "table" and name not in _SKIPPED_TABLES
                  and not name.startswith("sqlite_") and _index_of(name, indexes) is None]
        for _, sql in tables:
            dst.execute(sql)
        salvaged = copy_rows(dst, [name for name, _ in tables])
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
            copy_sequences(dst)
        dst.execute(f"PRAGMA application_id={int(versions[0])}")
        dst.execute(f"PRAGMA user_version={int(versions[1])}")
        dst.execute("COMMIT")
    except BaseException:
        dst.close()
        out.unlink(missing_ok=True)
        raise
    dst.close()
    return salvaged


def _full_text_indexes(schema: list[tuple]) -> dict[str, str]:
    """The FTS5 tables (name -> DDL): their rows live in shadow tables ``NAME_*`` that
    creating the table makes, so they are not copied but rebuilt from their content table."""
    return {name: sql for kind, name, _, sql in schema
            if kind == "table" and sql.upper().startswith("CREATE VIRTUAL TABLE")}


def _index_of(table: str, indexes: dict[str, str]) -> str | None:
    return next((n for n in indexes if table == n or table.startswith(f"{n}_")), None)


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _copy_table(src: sqlite3.Connection, dst: sqlite3.Connection, table: str) -> TableSalvage:
    quoted = _quote(table)
    try:
        expected = src.execute(f"SELECT count(*) FROM {quoted}").fetchone()[0]
    except sqlite3.DatabaseError:
        expected = None
    try:
        columns = len(src.execute(f"SELECT * FROM {quoted} LIMIT 0").description)
    except sqlite3.DatabaseError as exc:
        return TableSalvage(table, 0, expected, str(exc))
    insert = f"INSERT OR IGNORE INTO {quoted} VALUES ({','.join('?' * columns)})"
    copied, problem = _read_rows(src, quoted, "rowid, *",
                                 lambda row: dst.execute(insert, row[1:]).rowcount)
    if expected is not None:
        lost: int | None = max(expected - copied, 0)
    else:
        lost = None if problem else 0
    return TableSalvage(table, copied, lost, problem)


def _read_rows(src: sqlite3.Connection, quoted: str, select: str,
               write: Callable[[tuple], int]) -> tuple[int, str]:
    """Every readable row of table ``quoted`` (``SELECT {select}``, the rowid first) through
    ``write``, which returns the rows it wrote: range reads in rowid order, and after one fails,
    rowids looked up one at a time past the damaged page. Returns (rows written, the first read
    error or "")."""
    last, written, problem = None, 0, ""
    while True:
        try:
            rows = _rows_after(src, quoted, select, last)
        except sqlite3.DatabaseError as exc:
            problem = problem or str(exc)
            rows, last = _probe_after(src, quoted, select, last)
        if not rows:
            return written, problem
        for row in rows:
            written += write(row)
        last = rows[-1][0]


def _rows_after(src: sqlite3.Connection, quoted: str, select: str, last: int | None
                ) -> list[tuple]:
    if last is None:
        query, args = f"SELECT {select} FROM {quoted} ORDER BY rowid LIMIT ?", (_BATCH,)
    else:
        query, args = (f"SELECT {select} FROM {quoted} WHERE rowid > ? ORDER BY rowid LIMIT ?",
                       (last, _BATCH))
    return src.execute(query, args).fetchall()


def _probe_after(src: sqlite3.Connection, quoted: str, select: str, last: int | None
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
            row = src.execute(f"SELECT {select} FROM {quoted} WHERE rowid=?",
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


# -- a file whose schema cannot be read: its rows found in its pages ---------------------------

_SAMPLED_ROWS = 50  # rows whose storage classes are compared with a table's column types
_SCHEMA_KINDS = ("table", "index", "view", "trigger")
_ANY_CLASS = frozenset({"null", "integer", "real", "text", "blob"})
# sqlite_sequence's columns have no declared type; what SQLite stores in them is known
_SEQUENCE_CLASSES = (frozenset({"text"}), frozenset({"integer"}))


@dataclass(frozen=True)
class _Shape:
    """What a table's records hold: its columns, the storage classes (SQLite's typeof) each
    column's declared type lets it store, and the column that is the rowid (stored as NULL)."""
    columns: tuple[str, ...]
    classes: tuple[frozenset[str], ...]
    rowid_column: int | None


def _salvage_from_pages(source: Path, out: Path, unreadable: sqlite3.DatabaseError
                        ) -> RepairReport:
    """``repair`` of a file whose schema cannot be read (``unreadable``: SQLite's error)."""
    def refusal(why: object) -> ProjectError:
        return ProjectError(f"{source}: its schema cannot be read ({unreadable}; {why}), so "
                            "tplx cannot salvage it; the sqlite3 shell may: sqlite3 PROJECT "
                            ".recover | sqlite3 NEW.tplx")

    try:
        image = repair_pages.read_image(source)
    except (repair_pages.UnreadableHeader, OSError) as exc:
        raise refusal(exc) from unreadable
    try:
        version = image.number_at(60)  # user_version
        if image.number_at(68) != APPLICATION_ID or not 1 <= version <= SCHEMA_VERSION:
            raise refusal(f"its header is not that of a tplx project of schema 1 to "
                          f"{SCHEMA_VERSION}")
        schema, shapes = _project_schema(version)
        index_problems: list[str] = []
        with tempfile.TemporaryDirectory(prefix=".tplx-repair-", dir=out.parent) as folder:
            salvage = _PageSalvage(image, Path(folder), shapes)
            salvaged = _write_copy(out, schema, (APPLICATION_ID, version), index_problems,
                                   salvage.copy_rows, salvage.raise_sequences)
    finally:
        image.close()
    problems = [f"the schema (sqlite_master, from page 1) cannot be read ({unreadable}): rows "
                f"were found by scanning the file's {image.page_count} pages"
                + (f" and its WAL's {image.wal_frames} committed frames"
                   if image.wal_frames else ""),
                f"{salvage.by_schema} tree(s) given to their table by the schema rows that "
                f"survived, {salvage.by_columns} by their records' columns"]
    if version != SCHEMA_VERSION:
        problems.append(f"the file is at schema version {version}, this tplx at "
                        f"{SCHEMA_VERSION}: its rows went to version {version}'s tables "
                        "(opening the new file brings it up to date)")
    if salvage.unassigned:
        problems.append(f"{len(salvage.unassigned)} tree(s) of "
                        f"{sum(t.rows for t in salvage.unassigned)} row(s) not given to a "
                        "table: their rows are not in the new file")
    dst = sqlite3.connect(str(out))
    try:
        problems += index_problems + [f"the new file: {p}" for p in integrity_problems(dst)]
    finally:
        dst.close()
    return RepairReport(source, out, tuple(problems), salvaged, True, tuple(salvage.unassigned))


def _project_schema(version: int) -> tuple[list[tuple], dict[str, _Shape]]:
    """The schema of a project at ``version`` (its migrations run on an empty database): the
    rows of its sqlite_master, and the shape of each table stored in a rowid B-tree."""
    db = sqlite3.connect(":memory:", isolation_level=None)
    try:
        for step in range(1, version + 1):
            migration = MIGRATIONS[step]
            if callable(migration):
                migration(db)
            else:
                for statement in statements(migration):
                    db.execute(statement)
        schema = _schema_of(db)
        shapes = {name: _shape_of(db, name) for kind, name, _, sql in schema
                  if kind == "table" and not sql.upper().startswith("CREATE VIRTUAL TABLE")
                  and "WITHOUT ROWID" not in sql.upper()}
    finally:
        db.close()
    return schema, shapes


def _shape_of(db: sqlite3.Connection, table: str) -> _Shape:
    info = db.execute(f"PRAGMA table_info({_quote(table)})").fetchall()
    keys = [(cid, declared) for cid, _, declared, _, _, pk in info if pk]
    rowid = keys[0][0] if len(keys) == 1 and keys[0][1].upper() == "INTEGER" else None
    names = tuple(name for _, name, *_ in info)
    if table == "sqlite_sequence":
        return _Shape(names, _SEQUENCE_CLASSES, None)
    classes = tuple(frozenset({"null"}) if cid == rowid
                    else _stored_classes(declared) | ({"null"} if not notnull else set())
                    for cid, _, declared, notnull, _, _ in info)
    return _Shape(names, classes, rowid)


def _stored_classes(declared: str) -> frozenset[str]:
    """The storage classes a column of this declared type holds (SQLite's type affinity: a
    number written to a TEXT column is stored as text, an integral REAL as an integer)."""
    declared = declared.upper()
    if "INT" in declared:
        return frozenset({"integer", "real"})
    if any(word in declared for word in ("CHAR", "CLOB", "TEXT")):
        return frozenset({"text"})
    if "BLOB" in declared:
        return frozenset({"blob"})
    if not declared:
        return _ANY_CLASS
    if any(word in declared for word in ("REAL", "FLOA", "DOUB")):
        return frozenset({"real", "integer"})
    return frozenset({"integer", "real", "text"})


class _PageSalvage:
    """The rows of the damaged file's table B-trees, each tree given to one table or to none."""

    def __init__(self, image: repair_pages.PageImage, folder: Path, shapes: dict[str, _Shape]):
        self.image, self.shapes = image, shapes
        self.copy = repair_pages.ReadableCopy(image, folder)
        self.named: dict[int, str] = {}  # root page -> table, from surviving schema rows
        self.sequences: dict[str, int] = {}  # sqlite_sequence's rows, when its tree is found
        self.unassigned: list[UnassignedTree] = []
        self.by_schema = self.by_columns = 0

    def copy_rows(self, dst: sqlite3.Connection, tables: list[str]
                  ) -> tuple[TableSalvage, ...]:
        columns_of: dict[int, int] = {}  # root page -> columns of its records
        for root in repair_pages.table_roots(self.image):
            columns = repair_pages.column_count(self.image, root)
            if columns is None:
                self.unassigned.append(UnassignedTree(root, None, 0, ()))
            elif columns:  # 0: an empty tree (an empty table's root page)
                columns_of[root] = columns
        # the schema's own leaves survive when page 1 is only their parent: read them first,
        # their rows name the table of each root page
        for batch, db in self.copy.batches({r: 5 for r, n in columns_of.items() if n == 5}):
            for root in batch:
                if self._read_schema_rows(db, root):
                    del columns_of[root]
        # a damaged record may claim thousands of columns: no table has them, and the copy's
        # schema must fit in its page 1
        widest = max(len(shape.columns) for shape in self.shapes.values())
        widths = {root: min(columns, widest) for root, columns in columns_of.items()}
        copied = dict.fromkeys(tables, 0)
        errors = dict.fromkeys(tables, "")
        for batch, db in self.copy.batches(widths):
            for root in batch:
                candidates, named = self._candidates(db, root, columns_of[root])
                if len(candidates) == 1 and candidates[0] in copied:
                    table = candidates[0]
                    rows, error = _copy_tree(db, dst, root, table, self.shapes[table])
                    copied[table] += rows
                    errors[table] = errors[table] or error
                    self.by_schema += named
                    self.by_columns += not named
                elif candidates == ["sqlite_sequence"]:
                    self._read_sequences(db, root)
                elif not candidates or any(c in copied for c in candidates):
                    rows, _ = _read_rows(db, f"t_{root}", "rowid", lambda row: 1)
                    self.unassigned.append(UnassignedTree(root, columns_of[root], rows,
                                                          tuple(candidates)))
                # else an FTS5 index's own table: the index is made again from its rows
        return tuple(TableSalvage(t, copied[t], None, errors[t]) for t in tables)

    def _candidates(self, db: sqlite3.Connection, root: int, columns: int
                    ) -> tuple[list[str], bool]:
        """The tables the tree at ``root`` can belong to: the one a surviving schema row names
        (if its records have that table's columns; then True), else every table whose columns
        can hold the storage classes of the tree's first rows."""
        named = self.named.get(root)
        if named in self.shapes and len(self.shapes[named].columns) == columns:
            return [named], True
        fitting = {name: shape.classes for name, shape in self.shapes.items()
                   if len(shape.columns) == columns}
        if not fitting:
            return [], False
        typeofs = ", ".join(f"typeof(c{i})" for i in range(columns))
        try:
            sample = db.execute(f"SELECT {typeofs} FROM t_{root} LIMIT {_SAMPLED_ROWS}"
                                ).fetchall()
        except sqlite3.DatabaseError:
            sample = []  # its first leaf is damaged: the column count alone decides
        return [name for name, classes in fitting.items()
                if all(c in allowed for row in sample for c, allowed in zip(row, classes))
                ], False

    def _read_schema_rows(self, db: sqlite3.Connection, root: int) -> bool:
        """Whether the tree at ``root`` is a part of sqlite_master; if so, the root pages its
        rows give each table are noted."""
        rows = _readable_rows(db, root, "c0, c1, c2, c3, c4")
        if not rows or not all(kind in _SCHEMA_KINDS and isinstance(name, str)
                               and isinstance(table, str) and isinstance(page, int | None)
                               and isinstance(sql, str | None)
                               for kind, name, table, page, sql in rows):
            return False
        self.named.update((page, name) for kind, name, _, page, _ in rows if kind == "table")
        return True

    def _read_sequences(self, db: sqlite3.Connection, root: int) -> None:
        self.sequences.update(_readable_rows(db, root, "c0, c1"))

    def raise_sequences(self, dst: sqlite3.Connection) -> None:
        """AUTOINCREMENT's high-water marks: inserting the rows under their rowids set each to
        the largest rowid saved; the sqlite_sequence rows found in the pages, when larger,
        keep the ids of rows deleted before the damage from being handed out again."""
        for name, seq in self.sequences.items():
            row = dst.execute("SELECT seq FROM sqlite_sequence WHERE name=?", (name,)).fetchone()
            if name in self.shapes and isinstance(seq, int) and (row is None or row[0] < seq):
                dst.execute("DELETE FROM sqlite_sequence WHERE name=?", (name,))
                dst.execute("INSERT INTO sqlite_sequence(name, seq) VALUES (?, ?)", (name, seq))


def _readable_rows(db: sqlite3.Connection, root: int, select: str) -> list[tuple]:
    """The rows of the tree at ``root`` that can be read (``SELECT {select}``)."""
    rows: list[tuple] = []

    def keep(row: tuple) -> int:
        rows.append(row[1:])
        return 1

    _read_rows(db, f"t_{root}", f"rowid, {select}", keep)
    return rows


def _copy_tree(db: sqlite3.Connection, dst: sqlite3.Connection, root: int, table: str,
               shape: _Shape) -> tuple[int, str]:
    """The rows of the tree at ``root`` (table ``t_<root>`` of the readable copy) into
    ``table``, under their rowids: the rowid column, stored as NULL in a record, takes the row's
    rowid, so ids (label ids) are kept."""
    kept = [i for i in range(len(shape.columns)) if i != shape.rowid_column]
    names = ", ".join(["rowid", *(_quote(shape.columns[i]) for i in kept)])
    insert = (f"INSERT OR IGNORE INTO {_quote(table)}({names}) "
              f"VALUES ({', '.join('?' * (len(kept) + 1))})")
    select = ", ".join(["rowid", *(f"c{i}" for i in kept)])
    return _read_rows(db, f"t_{root}", select, lambda row: dst.execute(insert, row).rowcount)
