"""What extraction leaves in the project: the pool of pages no template fits (waiting for
discovery) and the record of every extraction run, page by page, with the values it wrote
(searchable: store/search.py).
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterable
from dataclasses import dataclass

from ..model import MergedSequence
from . import codec
from .project import Project


@dataclass(frozen=True, eq=False)
class PoolPage:
    source: str
    page_id: str
    path: str
    url: str | None
    distance: float | None
    nearest: str | None
    merged: MergedSequence  # tokens and depths only (no origins): enough for distances

    @property
    def key(self) -> tuple[str, str]:
        return self.source, self.page_id


def _pack(merged: MergedSequence) -> bytes:
    return codec.pack({"tokens": merged.tokens, "depths": merged.depths})


def _unpack(blob: bytes) -> MergedSequence:
    arrays = codec.unpack(blob)
    return MergedSequence.unmerged(arrays["tokens"], arrays["depths"])


def pool_add(project: Project, pages: Iterable[PoolPage]) -> None:
    now = time.time()
    with project.transaction():
        project.db.executemany(
            "INSERT OR REPLACE INTO pool VALUES (?,?,?,?,?,?,?,?)",
            ((p.source, p.page_id, p.path, p.url, p.distance, p.nearest, _pack(p.merged), now)
             for p in pages))


def pool_pages(project: Project) -> list[PoolPage]:
    rows = project.db.execute("SELECT source, page_id, path, url, distance, nearest, tokens "
                              "FROM pool ORDER BY source, page_id")
    return [PoolPage(*r[:6], _unpack(r[6])) for r in rows]


def pool_size(project: Project) -> int:
    return project.db.execute("SELECT count(*) FROM pool").fetchone()[0]


def pool_remove(project: Project, keys: Iterable[tuple[str, str]]) -> None:
    with project.transaction():
        project.db.executemany("DELETE FROM pool WHERE source=? AND page_id=?", keys)


# -- extraction runs ------------------------------------------------------------------------------

def start_run(project: Project, crawl: str, output: str | None, fmt: str | None) -> int:
    with project.transaction():
        cur = project.db.execute(
            "INSERT INTO extraction_runs(crawl, output, format, started_at, status) "
            "VALUES (?,?,?,?, 'running')", (crawl, output, fmt, time.time()))
        return int(cur.lastrowid)


@dataclass(frozen=True)
class WrittenValue:
    """One value a run wrote for a page: a row of the search index (store/search.py)."""

    page_id: str
    url: str | None
    template_id: str | None  # None: the template-free extractors
    field: str
    position: int  # index in a repeated field, 0 otherwise
    value: str


def record_run_pages(project: Project, run_id: int, results: Iterable, crawl: str,
                     written: Iterable[WrittenValue] = ()) -> None:
    """Each page's status in the run, and the values the run wrote for it: in one transaction,
    the search rows of every page in ``results`` (written or not) become ``written``, so the
    index holds what the latest run that went through a page wrote of it."""
    results = list(results)
    with project.transaction() as db:
        db.executemany(
            "INSERT OR REPLACE INTO extraction_pages VALUES (?,?,?,?,?,?,?)",
            ((run_id, r.page_id, r.status, r.template_id, r.distance, r.score, r.reason)
             for r in results))
        _replace_values(db, run_id, crawl, [r.page_id for r in results], written)


def _replace_values(db, run_id: int, crawl: str, page_ids: list[str],
                    written: Iterable[WrittenValue]) -> None:
    """Only the values that changed touch the full-text index (a value's trigrams cost far
    more to write than its row): a value written again keeps its row, with this run's id."""
    old = {tuple(row[1:]): (row[0], row[-1]) for page_id in page_ids for row in db.execute(
        "SELECT value_id, page_id, url, template_id, field, position, value FROM "
        "search_values WHERE crawl=? AND page_id=?", (crawl, page_id))}
    new = {(v.page_id, v.url, v.template_id, v.field, v.position, v.value): None
           for v in written}
    gone = [old[key] for key in old if key not in new]
    kept = [(run_id, old[key][0]) for key in new if key in old]
    first = db.execute("SELECT coalesce(max(value_id), 0) + 1 FROM search_values").fetchone()[0]
    added = [(first + i, crawl, *key, run_id)
             for i, key in enumerate(key for key in new if key not in old)]
    indexed = db.execute("SELECT 1 FROM sqlite_master WHERE name='search_index'").fetchone()
    if indexed:  # external content: the index is told the old text it forgets
        db.executemany("INSERT INTO search_index(search_index, rowid, value) "
                       "VALUES ('delete', ?, ?)", gone)
    db.executemany("DELETE FROM search_values WHERE value_id=?", ((i,) for i, _ in gone))
    db.executemany("UPDATE search_values SET run_id=? WHERE value_id=?", kept)
    db.executemany("INSERT INTO search_values(value_id, crawl, page_id, url, template_id, "
                   "field, position, value, run_id) VALUES (?,?,?,?,?,?,?,?,?)", added)
    if indexed:
        db.executemany("INSERT INTO search_index(rowid, value) VALUES (?, ?)",
                       ((row[0], row[7]) for row in added))


def finish_run(project: Project, run_id: int, status: str, counts: dict[str, int]) -> None:
    with project.transaction():
        project.db.execute("UPDATE extraction_runs SET finished_at=?, status=?, counts=? "
                           "WHERE run_id=?", (time.time(), status, json.dumps(counts), run_id))
