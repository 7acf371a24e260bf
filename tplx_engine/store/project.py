"""The project file: one SQLite database (WAL) holding what the engine learned about a crawl.

The crawl folder is never written to. A page row is reused when the file's size and mtime and the
options that produced it are unchanged; anything else is re-read. Schema changes bump
``SCHEMA_VERSION`` and add a step to ``_MIGRATIONS``; a file from a newer tplx is refused, never
rewritten.
"""

from __future__ import annotations

import json
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Iterator

import numpy as np

from ..errors import ProjectError
from ..model import MergedSequence, PageStatus, Record
from .schema import TEMPLATE_TABLES

SCHEMA_VERSION = 5
APPLICATION_ID = 0x74706C78  # 'tplx': lets `file` and tplx recognise the database

_SCHEMA_V1 = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE pages (
    page_id      TEXT PRIMARY KEY,     -- path relative to the crawl root
    size         INTEGER NOT NULL,
    mtime_ns     INTEGER NOT NULL,
    options_key  TEXT NOT NULL,        -- fingerprint of the options that produced this row
    content_hash TEXT,
    url          TEXT,
    url_source   TEXT,
    encoding     TEXT,
    status       TEXT NOT NULL,
    rule         TEXT NOT NULL,
    reason       TEXT NOT NULL,
    n_tokens     INTEGER NOT NULL DEFAULT 0,
    n_merged     INTEGER NOT NULL DEFAULT 0,
    sequence     BLOB,                 -- merged sequence arrays, see _pack_sequence
    records      TEXT,                 -- JSON list of [length, parent, merged_start, [occurrences]]
    duplicate_of TEXT,                 -- set when an earlier page has the same content
    updated_at   REAL NOT NULL
);
CREATE INDEX pages_status ON pages(status);
CREATE INDEX pages_hash ON pages(content_hash);
CREATE TABLE crawl_problems (path TEXT NOT NULL, reason TEXT NOT NULL);
CREATE TABLE skipped_files (path TEXT PRIMARY KEY);
"""

_SCHEMA_V2 = """
CREATE TABLE clusterings (
    id                 INTEGER PRIMARY KEY,
    created            REAL NOT NULL,
    metric             TEXT NOT NULL,
    metric_params      TEXT NOT NULL,      -- JSON object
    method             TEXT NOT NULL,      -- medoid | average | fpc
    threshold          REAL NOT NULL,      -- the current cut
    sequences_key      TEXT NOT NULL,      -- fingerprint of the page sequences clustered
    page_ids           TEXT NOT NULL,      -- JSON list: index -> page id
    tree               BLOB,               -- merge tree arrays (pairwise methods)
    distances          BLOB,               -- condensed float32 distances (pairwise methods)
    model              TEXT,               -- FPC model JSON (method fpc)
    labels             BLOB NOT NULL,      -- int32 cluster label per page
    medoids            BLOB NOT NULL,      -- int32 page index per cluster
    distance_to_medoid BLOB,               -- float32 per page
    is_current         INTEGER NOT NULL DEFAULT 0
);
"""

_SCHEMA_V3 = """
CREATE TABLE page_features (
    page_id     TEXT PRIMARY KEY,     -- FPC features of a kept page (computed on demand)
    options_key TEXT NOT NULL,        -- the page row's options_key they were computed from
    features    BLOB                  -- see clustering_fpc.pack_features; NULL if unreadable
);
"""

# The cut (threshold, labels, medoids) moves to its own small table: the GUI saves it on every
# threshold change, and updating it inside the clusterings row rewrote megabytes of distances.
_SCHEMA_V4 = """
CREATE TABLE clustering_cuts (
    clustering_id      INTEGER PRIMARY KEY,  -- clusterings.id
    threshold          REAL NOT NULL,
    labels             BLOB NOT NULL,        -- int32 cluster label per page
    medoids            BLOB NOT NULL,        -- int32 page index per cluster
    distance_to_medoid BLOB                  -- float32 per page
);
INSERT INTO clustering_cuts
    SELECT id, threshold, labels, medoids, distance_to_medoid FROM clusterings;
CREATE TABLE clusterings_v4 (
    id            INTEGER PRIMARY KEY,
    created       REAL NOT NULL,
    metric        TEXT NOT NULL,
    metric_params TEXT NOT NULL,
    method        TEXT NOT NULL,
    sequences_key TEXT NOT NULL,
    page_ids      TEXT NOT NULL,
    tree          BLOB,
    distances     BLOB,
    model         TEXT,
    is_current    INTEGER NOT NULL DEFAULT 0
);
INSERT INTO clusterings_v4 SELECT id, created, metric, metric_params, method, sequences_key,
    page_ids, tree, distances, model, is_current FROM clusterings;
DROP TABLE clusterings;
ALTER TABLE clusterings_v4 RENAME TO clusterings;
"""

_MIGRATIONS: dict[int, str] = {1: _SCHEMA_V1, 2: _SCHEMA_V2, 3: _SCHEMA_V3, 4: _SCHEMA_V4,
                               5: TEMPLATE_TABLES}


@dataclass(frozen=True)
class StoredPage:
    """One row of the pages table, as later stages read it."""

    page_id: str
    size: int
    mtime_ns: int
    options_key: str
    content_hash: str | None
    url: str | None
    url_source: str | None
    encoding: str | None
    status: PageStatus
    rule: str
    reason: str
    n_tokens: int
    n_merged: int
    merged: MergedSequence | None
    duplicate_of: str | None = None

    @property
    def effective_status(self) -> PageStatus:
        return PageStatus.DUPLICATE if self.duplicate_of else self.status


_FETCH_BATCH = 256  # pages read from sqlite per batch by Project.pages


def _pack_sequence(seq: MergedSequence) -> bytes:
    n = len(seq)
    header = np.array([n, seq.origin_idx.shape[0]], dtype=np.int64).tobytes()
    return b"".join((
        header,
        seq.tokens.astype("<i8").tobytes(),
        seq.depths.astype("<i4").tobytes(),
        seq.repeatable.astype(np.uint8).tobytes(),
        seq.origin_ptr.astype("<i8").tobytes(),
        seq.origin_idx.astype("<i8").tobytes(),
    ))


def _unpack_sequence(blob: bytes, records_json: str | None) -> MergedSequence:
    n, m = np.frombuffer(blob, dtype="<i8", count=2)
    n, m = int(n), int(m)
    pos = 16

    def take(dtype: str, count: int, width: int) -> np.ndarray:
        nonlocal pos
        arr = np.frombuffer(blob, dtype=dtype, count=count, offset=pos)
        pos += count * width
        return arr

    tokens = take("<i8", n, 8).astype(np.int64)
    depths = take("<i4", n, 4).astype(np.int32)
    repeatable = take("u1", n, 1).astype(bool)
    origin_ptr = take("<i8", n + 1, 8).astype(np.int64)
    origin_idx = take("<i8", m, 8).astype(np.int64)
    records = tuple(
        Record(length=r[0], parent=r[1], merged_start=r[2], occurrences=tuple(r[3]))
        for r in json.loads(records_json or "[]")
    )
    return MergedSequence(tokens, depths, repeatable, origin_ptr, origin_idx, records)


class Project:
    """An open project file. Use as a context manager or call ``close()``."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        try:
            self.db = sqlite3.connect(str(self.path), timeout=30, isolation_level=None)
            self.db.execute("PRAGMA journal_mode=WAL")
            # FULL: a committed label must survive a power cut, not only a crash.
            self.db.execute("PRAGMA synchronous=FULL")
            self.db.execute("PRAGMA foreign_keys=ON")
            self._migrate()
        except sqlite3.DatabaseError as exc:
            raise ProjectError(f"{self.path}: not a usable tplx project ({exc})") from exc

    # -- schema ------------------------------------------------------------------------------
    def _migrate(self) -> None:
        app_id = self.db.execute("PRAGMA application_id").fetchone()[0]
        version = self.db.execute("PRAGMA user_version").fetchone()[0]
        tables = self.db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        if tables and app_id != APPLICATION_ID:
            raise ProjectError(f"{self.path}: this SQLite file is not a tplx project")
        if version > SCHEMA_VERSION:
            raise ProjectError(
                f"{self.path}: written by a newer tplx (schema {version}, this one reads "
                f"up to {SCHEMA_VERSION}); it was not modified"
            )
        for step in range(version + 1, SCHEMA_VERSION + 1):
            with self.transaction():
                for statement in _statements(_MIGRATIONS[step]):
                    self.db.execute(statement)
                self.db.execute(f"PRAGMA application_id={APPLICATION_ID}")
                self.db.execute(f"PRAGMA user_version={step}")

    def transaction(self):
        return _Transaction(self.db)

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> "Project":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- meta --------------------------------------------------------------------------------
    def get_meta(self, key: str, default: str | None = None) -> str | None:
        row = self.db.execute("SELECT value FROM meta WHERE key=?", (key,)).fetchone()
        return row[0] if row else default

    def set_meta(self, key: str, value: str) -> None:
        self.db.execute("INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", (key, value))

    def current_clustering(self):
        """The current ``clustering.StoredClustering``, or None before ``tplx cluster``."""
        from ..jobs.clustering import load_current  # the clustering stage builds on this store

        return load_current(self)

    # -- pages -------------------------------------------------------------------------------
    def page_stamps(self) -> dict[str, tuple[int, int, str]]:
        """page_id -> (size, mtime_ns, options_key), to decide what can be reused."""
        rows = self.db.execute("SELECT page_id, size, mtime_ns, options_key FROM pages")
        return {r[0]: (r[1], r[2], r[3]) for r in rows}

    def save_pages(self, pages: Iterable[StoredPage]) -> None:
        now = time.time()
        rows = []
        for p in pages:
            blob = _pack_sequence(p.merged) if p.merged is not None else None
            records = (
                json.dumps([[r.length, r.parent, r.merged_start, list(r.occurrences)]
                            for r in p.merged.records])
                if p.merged is not None else None
            )
            rows.append((p.page_id, p.size, p.mtime_ns, p.options_key, p.content_hash, p.url,
                         p.url_source, p.encoding, p.status.value, p.rule, p.reason, p.n_tokens,
                         p.n_merged, blob, records, p.duplicate_of, now))
        # Page rows can always be recomputed from the crawl: skip the fsync of FULL durability
        # for them (WAL keeps the file consistent either way); labels keep FULL.
        self.db.execute("PRAGMA synchronous=NORMAL")
        try:
            with self.transaction():
                self.db.executemany(
                    "INSERT OR REPLACE INTO pages VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)", rows)
        finally:
            self.db.execute("PRAGMA synchronous=FULL")

    def mark_duplicates(self) -> int:
        """Flag every page whose content equals an earlier page's (by page id); returns count."""
        with self.transaction():
            self.db.execute("UPDATE pages SET duplicate_of=NULL")
            self.db.execute(
                "UPDATE pages SET duplicate_of=(SELECT min(o.page_id) FROM pages o "
                "WHERE o.content_hash=pages.content_hash AND o.page_id<pages.page_id) "
                "WHERE content_hash IS NOT NULL")
        return self.db.execute("SELECT count(*) FROM pages WHERE duplicate_of IS NOT NULL"
                               ).fetchone()[0]

    def record_lengths(self) -> list[list[int]]:
        """Record lengths per kept page (Table 6.4 report) without loading sequences."""
        rows = self.db.execute("SELECT records FROM pages WHERE status=? AND duplicate_of IS NULL"
                               " AND records IS NOT NULL", (PageStatus.DETAIL.value,))
        return [[r[0] for r in json.loads(row[0])] for row in rows]

    def delete_pages(self, page_ids: Iterable[str]) -> None:
        with self.transaction():
            self.db.executemany("DELETE FROM pages WHERE page_id=?", ((p,) for p in page_ids))

    def set_crawl_listing(self, skipped: Iterable[str], problems: Iterable[tuple[str, str]]) -> None:
        with self.transaction():
            self.db.execute("DELETE FROM skipped_files")
            self.db.execute("DELETE FROM crawl_problems")
            self.db.executemany("INSERT OR IGNORE INTO skipped_files VALUES (?)",
                                ((s,) for s in skipped))
            self.db.executemany("INSERT INTO crawl_problems VALUES (?, ?)", problems)

    def crawl_problems(self) -> list[tuple[str, str]]:
        return list(self.db.execute("SELECT path, reason FROM crawl_problems ORDER BY path"))

    def skipped_files(self) -> list[str]:
        return [r[0] for r in self.db.execute("SELECT path FROM skipped_files ORDER BY path")]

    def pages(self, status: PageStatus | None = None, with_sequences: bool = False,
              with_records: bool = True) -> Iterator[StoredPage]:
        """Stored pages in page_id order. ``with_records=False`` leaves ``merged.records`` empty
        (the other arrays are complete): for stages that read only tokens and depths, such as
        clustering, parsing the records' JSON is most of the reading time."""
        cols = ("page_id, size, mtime_ns, options_key, content_hash, url, url_source, encoding, "
                "status, rule, reason, n_tokens, n_merged, duplicate_of")
        if with_sequences:
            cols += ", sequence, records" if with_records else ", sequence, NULL"
        else:
            cols += ", NULL, NULL"
        query = f"SELECT {cols} FROM pages"
        args: tuple = ()
        if status is PageStatus.DUPLICATE:
            query += " WHERE duplicate_of IS NOT NULL"
        elif status is not None:
            query += " WHERE status=? AND duplicate_of IS NULL"
            args = (status.value,)
        cursor = self.db.execute(query + " ORDER BY page_id", args)
        # Rows are fetched in batches, not unpacked one by one: a loop that lets the GIL go at
        # each sqlite row and takes it back for Python work starves every other thread (the
        # GUI's event loop stalled 50-100 ms while a worker read the sequences).
        while rows := cursor.fetchmany(_FETCH_BATCH):
            for row in rows:
                merged = _unpack_sequence(row[14], row[15]) if row[14] is not None else None
                yield StoredPage(*row[:8], PageStatus(row[8]), *row[9:13], merged, row[13])


def _statements(script: str) -> list[str]:
    """Split a DDL script into statements (``;`` inside comments or strings is not an end)."""
    out, buffer = [], ""
    for line in script.splitlines(keepends=True):
        buffer += line
        if sqlite3.complete_statement(buffer):
            out.append(buffer)
            buffer = ""
    if buffer.strip():
        out.append(buffer)
    return out


class _Transaction:
    def __init__(self, db: sqlite3.Connection):
        self.db = db

    def __enter__(self):
        self.db.execute("BEGIN IMMEDIATE")
        return self.db

    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            self.db.execute("COMMIT")
        else:
            self.db.execute("ROLLBACK")
