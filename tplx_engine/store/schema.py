"""The project file's schema: every table, and the migration from each version to the next.

``project.Project`` applies the steps above a file's ``user_version`` in order, each in one
transaction. A step is a DDL script, or a function of the connection where data must be
rewritten. Never edit a released step: add the next one. Tables by version:

1. pages (one row per crawl file: status, reason, merged sequence), crawl problems, skipped files
2. clusterings (metric, method, page ids, merge tree, distances or FPC model)
3. page_features (FPC features, computed on demand)
4. clustering_cuts (the cut moved out of clusterings: saving a threshold rewrote megabytes)
5. the template stage: templates, members, labels, label problems, suggestions, pool, runs
6. every BLOB in the one array format of ``codec.py`` (four layouts before); a cut is one BLOB
7. search: the field values extraction wrote (search_values) and their FTS5 index (search_index)
8. pages: the HTTP status and fetch date of a page read from a web archive (NULL otherwise)
"""

from __future__ import annotations

import io
import sqlite3
from collections.abc import Callable

import numpy as np

from . import codec

SCHEMA_VERSION = 8
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
    sequence     BLOB,                 -- merged sequence arrays (codec.py)
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
    features    BLOB                  -- FPC feature arrays (codec.py); NULL if unreadable
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

# Version 5: the template stage's tables (templates, labels, suggestions, pool, extraction
# runs). IF NOT EXISTS because projects of earlier development builds created them on demand.
_SCHEMA_V5 = """
CREATE TABLE IF NOT EXISTS templates (
    template_id TEXT PRIMARY KEY,
    cluster     INTEGER NOT NULL,
    medoid      TEXT NOT NULL,
    n_members   INTEGER NOT NULL,
    body        TEXT NOT NULL,          -- JSON, format tplx-template (template/serialize.py)
    induced_at  REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS template_members (
    page_id     TEXT PRIMARY KEY,
    template_id TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS template_members_template ON template_members(template_id);
CREATE TABLE IF NOT EXISTS labels (
    label_id    INTEGER PRIMARY KEY AUTOINCREMENT,   -- also the label's priority
    template_id TEXT NOT NULL,
    field       TEXT NOT NULL,
    target      TEXT NOT NULL,          -- node id ('E3:2') or text slot ('E3:2#1')
    body        TEXT NOT NULL,          -- JSON of extract.labels.Label
    created_at  REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS labels_template ON labels(template_id);
CREATE TABLE IF NOT EXISTS label_problems (
    problem_id  INTEGER PRIMARY KEY AUTOINCREMENT,
    body        TEXT NOT NULL,          -- JSON of the label that could not be carried
    reason      TEXT NOT NULL,
    at          REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS pool (
    source      TEXT NOT NULL,          -- crawl folder the page came from
    page_id     TEXT NOT NULL,          -- path relative to it
    path        TEXT NOT NULL,          -- absolute path, to re-read the page
    url         TEXT,
    distance    REAL,                   -- to the nearest template's medoid
    nearest     TEXT,                   -- that template
    tokens      BLOB NOT NULL,          -- merged tokens (<i8) then depths (<i4)
    added_at    REAL NOT NULL,
    PRIMARY KEY (source, page_id)
);
CREATE TABLE IF NOT EXISTS extraction_runs (
    run_id      INTEGER PRIMARY KEY AUTOINCREMENT,
    crawl       TEXT NOT NULL,
    output      TEXT,
    format      TEXT,
    started_at  REAL NOT NULL,
    finished_at REAL,
    status      TEXT NOT NULL,          -- running | done | failed | cancelled
    counts      TEXT                    -- JSON: status -> pages
);
CREATE TABLE IF NOT EXISTS suggestions (    -- proposed labels (suggest/), apart from labels
    suggestion_id INTEGER PRIMARY KEY AUTOINCREMENT,
    template_id TEXT NOT NULL,
    target      TEXT NOT NULL,          -- node id ('E3:2') or text slot ('E3:2#1')
    field       TEXT NOT NULL,
    confidence  REAL NOT NULL,          -- support / sample_size
    support     INTEGER NOT NULL,       -- sampled pages where the extractor landed here
    sample_size INTEGER NOT NULL,       -- pages sampled
    source      TEXT NOT NULL,          -- extractor ('title', 'pub-date', 'pean' ...)
    status      TEXT NOT NULL,          -- proposed | accepted | rejected
    example     TEXT NOT NULL,          -- JSON: page, xpath, value, prefix, suffix
    label_id    INTEGER,                -- the label made on acceptance
    created_at  REAL NOT NULL,
    decided_at  REAL
);
CREATE INDEX IF NOT EXISTS suggestions_template ON suggestions(template_id, status);
CREATE TABLE IF NOT EXISTS extraction_pages (
    run_id      INTEGER NOT NULL,
    page_id     TEXT NOT NULL,
    status      TEXT NOT NULL,
    template_id TEXT,
    distance    REAL,
    score       REAL,
    reason      TEXT,
    PRIMARY KEY (run_id, page_id)
);
"""


# Version 6: one blob codec. The layouts of versions 1-5, decoded here and nowhere else.

def _legacy_sequence(blob: bytes) -> dict[str, np.ndarray]:
    n, m = (int(x) for x in np.frombuffer(blob, dtype="<i8", count=2))
    out, pos = {}, 16
    for name, dtype, count in (("tokens", "<i8", n), ("depths", "<i4", n),
                               ("repeatable", "u1", n), ("origin_ptr", "<i8", n + 1),
                               ("origin_idx", "<i8", m)):
        out[name] = np.frombuffer(blob, dtype=dtype, count=count, offset=pos)
        pos += count * np.dtype(dtype).itemsize
    out["repeatable"] = out["repeatable"].astype(bool)
    return out


def _legacy_npz(blob: bytes) -> dict[str, np.ndarray]:
    with np.load(io.BytesIO(blob), allow_pickle=False) as data:
        return {k: data[k] for k in data.files}


_LEGACY_FEATURES = (("level_ptr", "<i4"), ("level_tags", "<i4"), ("level_counts", "<i4"),
                    ("set_ptr", "<i4"), ("set_hashes", "<u8"))


def _legacy_features(blob: bytes) -> dict[str, np.ndarray]:
    header = np.frombuffer(blob, dtype="<i8", count=1 + len(_LEGACY_FEATURES))
    out, pos = {"layers_from_merged": np.array(int(header[0]), dtype=np.uint8)}, header.nbytes
    for (name, dtype), count in zip(_LEGACY_FEATURES, header[1:]):
        out[name] = np.frombuffer(blob, dtype=dtype, count=int(count), offset=pos)
        pos += out[name].nbytes
    return out


def _legacy_pool_tokens(blob: bytes) -> dict[str, np.ndarray]:
    n = len(blob) // 12
    return {"tokens": np.frombuffer(blob, dtype="<i8", count=n),
            "depths": np.frombuffer(blob, dtype="<i4", count=n, offset=8 * n)}


def _rewrite(db: sqlite3.Connection, table: str, column: str,
             decode: Callable[[bytes], dict]) -> None:
    """Re-encode one BLOB column, a thousand rows at a time (a project can hold gigabytes)."""
    last = -1
    while rows := db.execute(f"SELECT rowid, {column} FROM {table} WHERE rowid > ? AND "
                             f"{column} IS NOT NULL ORDER BY rowid LIMIT 1000", (last,)
                             ).fetchall():
        db.executemany(f"UPDATE {table} SET {column}=? WHERE rowid=?",
                       [(codec.pack(decode(blob)), rowid) for rowid, blob in rows])
        last = rows[-1][0]


def _to_one_codec(db: sqlite3.Connection) -> None:
    _rewrite(db, "pages", "sequence", _legacy_sequence)
    _rewrite(db, "clusterings", "tree", _legacy_npz)
    _rewrite(db, "clusterings", "distances", _legacy_npz)
    _rewrite(db, "page_features", "features", _legacy_features)
    _rewrite(db, "pool", "tokens", _legacy_pool_tokens)
    cuts = db.execute("SELECT clustering_id, threshold, labels, medoids, distance_to_medoid "
                      "FROM clustering_cuts").fetchall()
    db.execute("DROP TABLE clustering_cuts")
    db.execute(_CUTS_V6)
    for clustering_id, threshold, labels, medoids, to_medoid in cuts:
        arrays = {"labels": np.frombuffer(labels, dtype="<i4"),
                  "medoids": np.frombuffer(medoids, dtype="<i4")}
        if to_medoid is not None:
            arrays["distance_to_medoid"] = np.frombuffer(to_medoid, dtype="<f4")
        db.execute("INSERT INTO clustering_cuts VALUES (?, ?, ?)",
                   (clustering_id, threshold, codec.pack(arrays)))


_CUTS_V6 = """
CREATE TABLE clustering_cuts (
    clustering_id INTEGER PRIMARY KEY,  -- clusterings.id
    threshold     REAL NOT NULL,
    cut           BLOB NOT NULL         -- labels, medoids [, distance_to_medoid] (codec.py)
)"""

# Version 7: the values each extraction run wrote, searchable (docs/search.md). One row per
# value; a run replaces the rows of every page it went through (store/extraction.py). The FTS5
# index keeps no copy of the text (external content) and is written beside the rows in the
# same transaction by plain statements, not by triggers: through AFTER INSERT triggers,
# indexing 71,524 values took 9.2 s, by direct inserts 2.1 s (docs/search.md; likely FTS5
# flushing its pending terms at each trigger's statement savepoint).
# Tokenizer trigram: it matches any substring of 3+ characters, so a Chinese word is found
# inside a sentence that unicode61 keeps as one token (1- and 2-character terms are matched
# with LIKE, store/search.py).
_SEARCH_VALUES_V7 = """
CREATE TABLE search_values (
    value_id    INTEGER PRIMARY KEY,    -- also the rowid in search_index
    crawl       TEXT NOT NULL,          -- crawl folder of the run
    page_id     TEXT NOT NULL,          -- path relative to it
    url         TEXT,
    template_id TEXT,                   -- NULL: written with the template-free extractors
    field       TEXT NOT NULL,
    position    INTEGER NOT NULL,       -- the value's index in a repeated field (0 otherwise)
    value       TEXT NOT NULL,
    run_id      INTEGER NOT NULL        -- the latest run that wrote it
);
CREATE INDEX search_values_page ON search_values(crawl, page_id);
"""

SEARCH_INDEX_DDL = """
CREATE VIRTUAL TABLE search_index USING fts5(
    value, content='search_values', content_rowid='value_id', tokenize='trigram');
"""


def has_fts5(db: sqlite3.Connection) -> bool:
    """Whether this SQLite has FTS5 with the trigram tokenizer (SQLite 3.34 or later)."""
    try:
        db.execute("CREATE VIRTUAL TABLE temp.fts5_probe USING fts5(x, tokenize='trigram')")
    except sqlite3.OperationalError:
        return False
    db.execute("DROP TABLE temp.fts5_probe")
    return True


def _search_tables(db: sqlite3.Connection) -> None:
    """Without FTS5 the values are still kept (an extraction never fails for want of it);
    ``tplx search`` then says what this SQLite lacks."""
    for statement in statements(_SEARCH_VALUES_V7):
        db.execute(statement)
    if has_fts5(db):
        for statement in statements(SEARCH_INDEX_DDL):
            db.execute(statement)


_SCHEMA_V8 = """
ALTER TABLE pages ADD COLUMN http_status INTEGER;
ALTER TABLE pages ADD COLUMN fetched TEXT;  -- the WARC record's WARC-Date, ISO 8601
"""

MIGRATIONS: dict[int, str | Callable[[sqlite3.Connection], None]] = {
    1: _SCHEMA_V1, 2: _SCHEMA_V2, 3: _SCHEMA_V3, 4: _SCHEMA_V4, 5: _SCHEMA_V5, 6: _to_one_codec,
    7: _search_tables, 8: _SCHEMA_V8}


def statements(script: str) -> list[str]:
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
