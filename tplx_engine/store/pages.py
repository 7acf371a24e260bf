"""The pages table: what preprocessing decided about every file of the crawl, and its merged
sequence; plus the crawl listing's problems and skipped files.

A page row is reused when the file's size and mtime and the options that produced it (its
``options_key``) are unchanged; anything else is read again by the preprocessing job.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

import numpy as np

from ..model import MergedSequence, PageStatus, Record
from . import codec
from .project import Project

_FETCH_BATCH = 256  # rows read from sqlite per batch


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
    http_status: int | None = None  # a page read from a web archive: its response's status
    fetched: str | None = None  # a page read from a web archive: the record's WARC-Date

    @property
    def effective_status(self) -> PageStatus:
        return PageStatus.DUPLICATE if self.duplicate_of else self.status

    @property
    def effective_reason(self) -> str:
        return f"same content as {self.duplicate_of}" if self.duplicate_of else self.reason


def pack_sequence(seq: MergedSequence) -> bytes:
    return codec.pack({"tokens": seq.tokens, "depths": seq.depths, "repeatable": seq.repeatable,
                       "origin_ptr": seq.origin_ptr, "origin_idx": seq.origin_idx})


def unpack_sequence(blob: bytes, records_json: str | None) -> MergedSequence:
    a = codec.unpack(blob)
    records = tuple(
        Record(length=r[0], parent=r[1], merged_start=r[2], occurrences=tuple(r[3]))
        for r in json.loads(records_json or "[]")
    )
    return MergedSequence(a["tokens"].astype(np.int64, copy=False),
                          a["depths"].astype(np.int32, copy=False), a["repeatable"],
                          a["origin_ptr"], a["origin_idx"], records)


def stamps(project: Project) -> dict[str, tuple[int, int, str]]:
    """page_id -> (size, mtime_ns, options_key), to decide what can be reused."""
    rows = project.db.execute("SELECT page_id, size, mtime_ns, options_key FROM pages")
    return {r[0]: (r[1], r[2], r[3]) for r in rows}


# the columns of a StoredPage up to n_merged, in its order: saved and read alike
_FIELDS = ("page_id, size, mtime_ns, options_key, content_hash, url, url_source, encoding, "
           "status, rule, reason, n_tokens, n_merged")
_SAVED = _FIELDS + ", sequence, records, duplicate_of, updated_at, http_status, fetched"


def save(project: Project, pages: Iterable[StoredPage]) -> None:
    now = time.time()
    rows = []
    for p in pages:
        blob = pack_sequence(p.merged) if p.merged is not None else None
        records = (
            json.dumps([[r.length, r.parent, r.merged_start, list(r.occurrences)]
                        for r in p.merged.records])
            if p.merged is not None else None
        )
        rows.append((p.page_id, p.size, p.mtime_ns, p.options_key, p.content_hash, p.url,
                     p.url_source, p.encoding, p.status.value, p.rule, p.reason, p.n_tokens,
                     p.n_merged, blob, records, p.duplicate_of, now, p.http_status, p.fetched))
    # Page rows can always be recomputed from the crawl: skip the fsync of FULL durability
    # for them (WAL keeps the file consistent either way); labels keep FULL.
    project.db.execute("PRAGMA synchronous=NORMAL")
    try:
        with project.transaction() as db:
            db.executemany(f"INSERT OR REPLACE INTO pages ({_SAVED}) VALUES "
                           f"({','.join('?' * len(_SAVED.split(',')))})", rows)
    finally:  # a stop signal right after BEGIN leaves the transaction open (no __exit__):
        if project.db.in_transaction:  # the durability can only be set back outside one
            project.db.rollback()
        project.db.execute("PRAGMA synchronous=FULL")


def mark_duplicates(project: Project) -> int:
    """Flag every page whose content equals an earlier page's (by page id); returns count."""
    with project.transaction() as db:
        db.execute("UPDATE pages SET duplicate_of=NULL")
        db.execute(
            "UPDATE pages SET duplicate_of=(SELECT min(o.page_id) FROM pages o "
            "WHERE o.content_hash=pages.content_hash AND o.page_id<pages.page_id) "
            "WHERE content_hash IS NOT NULL")
    return project.db.execute("SELECT count(*) FROM pages WHERE duplicate_of IS NOT NULL"
                              ).fetchone()[0]


def record_lengths(project: Project) -> list[list[int]]:
    """Record lengths per kept page (Table 6.4 report) without loading sequences."""
    rows = project.db.execute("SELECT records FROM pages WHERE status=? AND duplicate_of IS NULL"
                              " AND records IS NOT NULL", (PageStatus.DETAIL.value,))
    return [[r[0] for r in json.loads(row[0])] for row in rows]


def delete(project: Project, page_ids: Iterable[str]) -> None:
    with project.transaction() as db:
        db.executemany("DELETE FROM pages WHERE page_id=?", ((p,) for p in page_ids))


def set_listing(project: Project, skipped: Iterable[str],
                problems: Iterable[tuple[str, str]]) -> None:
    """What the last listing of the crawl skipped (not pages) and could not walk."""
    with project.transaction() as db:
        db.execute("DELETE FROM skipped_files")
        db.execute("DELETE FROM crawl_problems")
        db.executemany("INSERT OR IGNORE INTO skipped_files VALUES (?)", ((s,) for s in skipped))
        db.executemany("INSERT INTO crawl_problems VALUES (?, ?)", problems)


def crawl_problems(project: Project) -> list[tuple[str, str]]:
    return list(project.db.execute("SELECT path, reason FROM crawl_problems ORDER BY path"))


def skipped_files(project: Project) -> list[str]:
    return [r[0] for r in project.db.execute("SELECT path FROM skipped_files ORDER BY path")]


def urls(project: Project) -> dict[str, str]:
    """page id -> the URL preprocessing recovered for it."""
    return {r[0]: r[1] for r in project.db.execute("SELECT page_id, url FROM pages")}


def archive_facts(project: Project) -> dict[str, tuple[int | None, str | None]]:
    """page id -> (HTTP status, fetch date) of every page read from a web archive."""
    rows = project.db.execute("SELECT page_id, http_status, fetched FROM pages "
                              "WHERE http_status IS NOT NULL OR fetched IS NOT NULL")
    return {r[0]: (r[1], r[2]) for r in rows}


def exists(project: Project, page_id: str) -> bool:
    return project.db.execute("SELECT 1 FROM pages WHERE page_id=?",
                              (page_id,)).fetchone() is not None


def read(project: Project, status: PageStatus | None = None, with_sequences: bool = False,
         with_records: bool = True) -> Iterator[StoredPage]:
    """Stored pages in page_id order (``status``: only those; DUPLICATE: the duplicates).
    ``with_records=False`` leaves ``merged.records`` empty (the other arrays are complete): for
    stages that read only tokens and depths, such as clustering, parsing the records' JSON is
    most of the reading time."""
    cols = _FIELDS + ", duplicate_of, http_status, fetched"
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
    cursor = project.db.execute(query + " ORDER BY page_id", args)
    # Rows are fetched in batches, not unpacked one by one: a loop that lets the GIL go at
    # each sqlite row and takes it back for Python work starves every other thread (the
    # GUI's event loop stalled 50-100 ms while a worker read the sequences).
    while rows := cursor.fetchmany(_FETCH_BATCH):
        for row in rows:
            merged = unpack_sequence(row[16], row[17]) if row[16] is not None else None
            yield StoredPage(*row[:8], PageStatus(row[8]), *row[9:13], merged, *row[13:16])
