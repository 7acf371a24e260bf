"""The search index of extracted values (schema version 7): the rows ``record_run_pages``
writes (store/extraction.py) read back by a full-text query, best first.

The FTS5 table ``search_index`` indexes ``search_values.value`` with the trigram tokenizer;
a query is an FTS5 MATCH expression (ranked by bm25) and/or substrings matched with LIKE
(terms of 1 or 2 characters, which trigrams cannot index). docs/search.md.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass

from ..errors import SearchError
from .project import Project
from .schema import SEARCH_INDEX_DDL, has_fts5, statements

# Control characters never found in an extracted value mark the matches in highlight()
MATCH_START, MATCH_END = "\x02", "\x03"


@dataclass(frozen=True)
class ValueRow:
    """One matching value, its matches marked with ``MATCH_START`` / ``MATCH_END``."""

    crawl: str
    page_id: str
    url: str | None
    template_id: str | None
    field: str
    position: int
    marked: str  # the whole value, FTS matches marked (LIKE matches are not)
    rank: float | None  # bm25 (lower is better); None when only LIKE matched


def check_index(project: Project) -> None:
    """``SearchError`` when the file has no FTS5 index: the SQLite that made it lacked FTS5."""
    if not _has_index(project):
        what = (f"this one ({sqlite3.sqlite_version}) has it: run tplx extract again to index "
                "the values" if has_fts5(project.db) else
                f"neither has this one ({sqlite3.sqlite_version}): search needs a Python whose "
                "sqlite3 module has FTS5")
        raise SearchError(f"{project.path}: no search index (the SQLite that made the project "
                          f"had no FTS5; {what})")


def ensure_index(project: Project) -> None:
    """Make the index of a project whose schema 7 was applied by an SQLite without FTS5, from
    the values kept meanwhile, if this SQLite has FTS5 (extraction calls it first)."""
    if _has_index(project) or not has_fts5(project.db):
        return
    with project.transaction() as db:
        for statement in statements(SEARCH_INDEX_DDL):
            db.execute(statement)
        db.execute("INSERT INTO search_index(search_index) VALUES ('rebuild')")


def _has_index(project: Project) -> bool:
    return project.db.execute("SELECT 1 FROM sqlite_master WHERE name='search_index'"
                              ).fetchone() is not None


def indexed_values(project: Project) -> int:
    return project.db.execute("SELECT count(*) FROM search_values").fetchone()[0]


def extraction_runs(project: Project) -> int:
    """Runs recorded, finished or not (a project extracted before schema 7 has runs and no
    indexed value)."""
    return project.db.execute("SELECT count(*) FROM extraction_runs").fetchone()[0]


def match_values(project: Project, match: str | None, substrings: Sequence[str], *,
                 field: str | None = None, template_id: str | None = None,
                 limit: int = 20) -> list[ValueRow]:
    """Values matching the FTS5 expression ``match`` (None: any) and containing every one of
    ``substrings`` (case-insensitive for ASCII), best bm25 first; with no ``match``, shorter
    values first. ``SearchError`` for a malformed expression."""
    if match is None and not substrings:
        raise SearchError("empty query")
    where, params = [], []
    for text in substrings:
        where.append("v.value LIKE ? ESCAPE '\\'")
        params.append("%" + text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
                      + "%")
    if field is not None:
        where.append("v.field = ?")
        params.append(field)
    if template_id is not None:
        where.append("v.template_id = ?")
        params.append(template_id)
    if match is not None:
        sql = ("SELECT v.crawl, v.page_id, v.url, v.template_id, v.field, v.position, "
               "highlight(search_index, 0, ?, ?), "
               "bm25(search_index) AS score FROM search_index "
               "JOIN search_values v ON v.value_id = search_index.rowid "
               "WHERE search_index MATCH ?" + "".join(f" AND {w}" for w in where) +
               " ORDER BY score, v.page_id, v.field, v.position LIMIT ?")
        params = [MATCH_START, MATCH_END, match, *params, limit]
    else:
        sql = ("SELECT v.crawl, v.page_id, v.url, v.template_id, v.field, v.position, v.value, "
               "NULL FROM search_values v WHERE " + " AND ".join(where) +
               " ORDER BY length(v.value), v.page_id, v.field, v.position LIMIT ?")
        params = [*params, limit]
    if match is not None:
        check_expression(project.db, match)
    return [ValueRow(*row) for row in project.db.execute(sql, params)]


def check_expression(db: sqlite3.Connection, match: str) -> None:
    """``SearchError`` with FTS5's reason when ``match`` is not an expression it reads: tried
    on an empty table of the same kind, so that no other error of the database is taken for
    a bad query."""
    db.execute("CREATE VIRTUAL TABLE IF NOT EXISTS temp.query_check USING fts5(value, "
               "tokenize='trigram')")
    try:
        db.execute("SELECT rowid FROM temp.query_check WHERE query_check MATCH ?",
                   (match,)).fetchall()
    except sqlite3.OperationalError as exc:
        raise SearchError(str(exc)) from exc
