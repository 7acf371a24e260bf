"""What extraction leaves in the project: the pool of pages no template fits (waiting for
discovery) and the record of every extraction run, page by page.
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


def record_run_pages(project: Project, run_id: int, results: Iterable) -> None:
    with project.transaction():
        project.db.executemany(
            "INSERT OR REPLACE INTO extraction_pages VALUES (?,?,?,?,?,?,?)",
            ((run_id, r.page_id, r.status, r.template_id, r.distance, r.score, r.reason)
             for r in results))


def finish_run(project: Project, run_id: int, status: str, counts: dict[str, int]) -> None:
    with project.transaction():
        project.db.execute("UPDATE extraction_runs SET finished_at=?, status=?, counts=? "
                           "WHERE run_id=?", (time.time(), status, json.dumps(counts), run_id))
