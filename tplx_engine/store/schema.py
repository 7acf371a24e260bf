"""The project file's schema, one migration script per version (applied in order by
``project.Project``). Never edit a released script: add the next one.
"""

# Version 5: the template stage's tables (templates, labels, suggestions, pool, extraction
# runs). IF NOT EXISTS because projects of earlier development builds created them on demand.
TEMPLATE_TABLES = """
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
    body        TEXT NOT NULL,          -- JSON of labels.Label
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
CREATE TABLE IF NOT EXISTS suggestions (    -- proposed labels (suggest.py), apart from labels
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
