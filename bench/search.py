"""Measure the search index of a project extracted by this tplx (docs/search.md): its size,
what each FTS5 tokenizer would cost and find, and search latency.

Usage: .venv/bin/python bench/search.py PROJECT [--repeat N]

Sizes come from SQLite's dbstat (pages of each table). The tokenizer comparison copies the
indexed values into memory and builds unicode61 and trigram indexes of them; "found" counts the
values FTS5 returns for Chinese terms of 2 and 4 characters taken from inside the values,
against the values that contain them (LIKE). Latency: median wall time of ``jobs.search.search``
(limit 20) over N runs of each query, warm.
"""

import argparse
import re
import sqlite3
import statistics
import time

from tplx_engine.jobs.search import search
from tplx_engine.store.project import Project


def table_bytes(db: sqlite3.Connection, prefix: str) -> int:
    return db.execute("SELECT coalesce(sum(pgsize), 0) FROM dbstat WHERE name = ? OR name "
                      "LIKE ?", (prefix, prefix + "_%")).fetchone()[0]


def tokenizer_comparison(db: sqlite3.Connection, cjk_terms: list[str]) -> None:
    memory = sqlite3.connect(":memory:", isolation_level=None)
    memory.execute("CREATE TABLE v(id INTEGER PRIMARY KEY, value TEXT)")
    memory.executemany("INSERT INTO v VALUES (?, ?)",
                       db.execute("SELECT value_id, value FROM search_values"))
    for tokenizer in ("unicode61", "trigram"):
        name = f"fts_{tokenizer}"
        started = time.perf_counter()
        memory.execute(f"CREATE VIRTUAL TABLE {name} USING fts5(value, content='v', "
                       f"content_rowid='id', tokenize='{tokenizer}')")
        memory.execute(f"INSERT INTO {name}({name}) VALUES ('rebuild')")
        seconds = time.perf_counter() - started
        found = []
        for term in cjk_terms:
            truth = memory.execute("SELECT count(*) FROM v WHERE instr(value, ?)", (term,)
                                   ).fetchone()[0]
            got = memory.execute(f"SELECT count(*) FROM {name} WHERE {name} MATCH ?",
                                 (f'"{term}"',)).fetchone()[0]
            found.append(f"{term}: {got}/{truth}")
        print(f"  {tokenizer:9} index {table_bytes(memory, name) / 1e6:6.2f} MB, built in "
              f"{seconds:.2f} s; Chinese terms found (FTS5 / containing): {', '.join(found)}")


def cjk_terms(db: sqlite3.Connection) -> list[str]:
    for (value,) in db.execute("SELECT value FROM search_values ORDER BY value_id"):
        run = max(re.findall(r"[\u4e00-\u9fff]{6,}", value), key=len, default="")
        if run:
            return [run[2:4], run[2:6]]
    return []


def latency(project: Project, queries: list[tuple[str, dict]], repeat: int) -> None:
    for text, filters in queries:
        times, hits = [], 0
        for _ in range(repeat):
            started = time.perf_counter()
            hits = len(search(project, text, **filters).hits)
            times.append(time.perf_counter() - started)
        where = "".join(f" --{k.replace('_id', '')} {v}" for k, v in filters.items())
        print(f"  {text!r}{where}: {statistics.median(times) * 1000:.1f} ms median, "
              f"{hits} hits")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("project")
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()
    with Project(args.project) as project:
        db = project.db
        rows, pages, chars = db.execute("SELECT count(*), count(DISTINCT page_id), "
                                        "sum(length(value)) FROM search_values").fetchone()
        total = db.execute("SELECT page_count * page_size FROM pragma_page_count, "
                           "pragma_page_size").fetchone()[0]
        values = table_bytes(db, "search_values") + table_bytes(db, "search_values_page")
        index = table_bytes(db, "search_index")
        print(f"{args.project}: {rows} values of {pages} pages, {chars / 1e6:.2f} M characters")
        print(f"  search_values (rows + page index) {values / 1e6:.2f} MB, search_index (FTS5 "
              f"trigram) {index / 1e6:.2f} MB, of a {total / 1e6:.1f} MB project file")
        terms = cjk_terms(db)
        tokenizer_comparison(db, terms)
        word = next(m.group() for (value,) in db.execute(
            "SELECT value FROM search_values WHERE field='TITLE' ORDER BY value_id")
            for m in [re.search(r"[A-Za-z]{5,}", value)] if m)
        field = db.execute("SELECT field FROM search_values GROUP BY field ORDER BY count(*) "
                           "DESC LIMIT 1").fetchone()[0]
        queries = [(word, {}), (word, {"field": "TITLE"}), (f"{word} the", {}),
                   ('"the" OR "and"', {})] + [(t, {}) for t in terms] + [("zzqx", {})]
        print(f"latency (limit 20, most common field {field}):")
        latency(project, queries, args.repeat)


if __name__ == "__main__":
    main()
