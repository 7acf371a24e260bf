"""Project tables of the template stage: templates, labels, suggestions, the pool, extraction runs.

Their DDL is part of the project schema (``tplx_engine/schema.py``, migration 5). Writes go through ``project.transaction()``; every label change
is its own committed transaction (the project runs with synchronous=FULL), so an analyst's
label survives a crash the moment the call returns.

Templates are stored as their JSON document (serialize.py), labels as the JSON of the ``Label``
value; both are readable with any SQLite browser.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterable
from dataclasses import asdict, dataclass

import numpy as np

from ..extract.labels import Label
from ..model import MergedSequence
from ..template.model import Template
from ..template.serialize import dumps, loads

# -- templates ------------------------------------------------------------------------------------

def save_templates(project, templates: Iterable[Template]) -> None:
    """Replace the stored templates (one transaction)."""
    now = time.time()
    with project.transaction():
        project.db.execute("DELETE FROM templates")
        project.db.execute("DELETE FROM template_members")
        for t in templates:
            project.db.execute("INSERT INTO templates VALUES (?,?,?,?,?,?)",
                               (t.id, t.cluster, t.medoid, len(t.members), dumps(t), now))
            project.db.executemany("INSERT OR REPLACE INTO template_members VALUES (?, ?)",
                                   ((p, t.id) for p in t.members))


def add_templates(project, templates: Iterable[Template]) -> None:
    now = time.time()
    with project.transaction():
        for t in templates:
            project.db.execute("INSERT OR REPLACE INTO templates VALUES (?,?,?,?,?,?)",
                               (t.id, t.cluster, t.medoid, len(t.members), dumps(t), now))
            project.db.executemany("INSERT OR REPLACE INTO template_members VALUES (?, ?)",
                                   ((p, t.id) for p in t.members))


def load_templates(project) -> list[Template]:
    rows = project.db.execute("SELECT body FROM templates ORDER BY n_members DESC, template_id")
    return [loads(r[0]) for r in rows]


def template_of_page(project, page_id: str) -> str | None:
    row = project.db.execute("SELECT template_id FROM template_members WHERE page_id=?",
                             (page_id,)).fetchone()
    return row[0] if row else None


# -- labels ---------------------------------------------------------------------------------------

def _label_json(label: Label) -> str:
    return json.dumps(asdict(label), ensure_ascii=False)


def _label(body: str) -> Label:
    data = json.loads(body)
    known = Label.__dataclass_fields__
    return Label(**{k: v for k, v in data.items() if k in known})


def add_label(project, label: Label) -> int:
    """Store a label (committed before returning); returns its id."""
    with project.transaction():
        cur = project.db.execute(
            "INSERT INTO labels(template_id, field, target, body, created_at) VALUES (?,?,?,?,?)",
            (label.template_id, label.field, label.target, _label_json(label), time.time()))
        return int(cur.lastrowid)


def remove_label(project, label_id: int) -> bool:
    with project.transaction():
        cur = project.db.execute("DELETE FROM labels WHERE label_id=?", (label_id,))
        return cur.rowcount > 0


def load_labels(project, template_id: str | None = None) -> list[tuple[int, Label]]:
    query = "SELECT label_id, body FROM labels"
    args: tuple = ()
    if template_id is not None:
        query += " WHERE template_id=?"
        args = (template_id,)
    return [(r[0], _label(r[1])) for r in project.db.execute(query + " ORDER BY label_id", args)]


def replace_labels(project, labels: Iterable[Label],
                   problems: Iterable[tuple[Label, str]] = ()) -> None:
    """After re-induction: the carried labels replace all labels, the lost ones are recorded."""
    now = time.time()
    with project.transaction():
        project.db.execute("DELETE FROM labels")
        project.db.executemany(
            "INSERT INTO labels(template_id, field, target, body, created_at) VALUES (?,?,?,?,?)",
            ((lb.template_id, lb.field, lb.target, _label_json(lb), now) for lb in labels))
        project.db.executemany("INSERT INTO label_problems(body, reason, at) VALUES (?,?,?)",
                               ((_label_json(lb), reason, now) for lb, reason in problems))


def label_problems(project) -> list[tuple[Label, str]]:
    rows = project.db.execute("SELECT body, reason FROM label_problems ORDER BY problem_id")
    return [(_label(r[0]), r[1]) for r in rows]


# -- suggestions ----------------------------------------------------------------------------------

SUGGESTION_STATUSES = ("proposed", "accepted", "rejected")


@dataclass(frozen=True)
class Suggestion:
    """A proposed label (suggest.py): ``field`` on ``target`` of a template, with the example
    page node it was found at and the value a label there yields on that page."""

    id: int | None
    template_id: str
    target: str
    field: str
    confidence: float
    support: int
    sample_size: int
    source: str
    status: str  # proposed | accepted | rejected
    page_id: str
    xpath: str
    example: str
    prefix: str | None = None
    suffix: str | None = None
    label_id: int | None = None
    created: float = 0.0


_SUGGESTION_COLUMNS = ("suggestion_id, template_id, target, field, confidence, support, "
                       "sample_size, source, status, example, label_id, created_at")


def _suggestion(row) -> Suggestion:
    example = json.loads(row[9])
    return Suggestion(row[0], row[1], row[2], row[3], row[4], row[5], row[6], row[7], row[8],
                      example.get("page", ""), example.get("xpath", ""), example.get("value", ""),
                      example.get("prefix"), example.get("suffix"), row[10], row[11])


def load_suggestions(project, template_id: str | None = None,
                     status: str | None = None) -> list[Suggestion]:
    query = f"SELECT {_SUGGESTION_COLUMNS} FROM suggestions WHERE 1=1"
    args: list = []
    if template_id is not None:
        query += " AND template_id=?"
        args.append(template_id)
    if status is not None:
        query += " AND status=?"
        args.append(status)
    rows = project.db.execute(query + " ORDER BY template_id, suggestion_id", args)
    return [_suggestion(r) for r in rows]


def load_suggestion(project, suggestion_id: int) -> Suggestion | None:
    row = project.db.execute(f"SELECT {_SUGGESTION_COLUMNS} FROM suggestions "
                             "WHERE suggestion_id=?", (suggestion_id,)).fetchone()
    return _suggestion(row) if row else None


def replace_suggestions(project, template_ids: Iterable[str], suggestions: Iterable[Suggestion],
                        keep_templates: Iterable[str]) -> list[Suggestion]:
    """One transaction: the proposed suggestions of ``template_ids`` (and of templates not in
    ``keep_templates``: gone) are replaced by ``suggestions``; decided ones stay. Returns the
    stored proposed suggestions of ``template_ids``."""
    ids = list(dict.fromkeys(template_ids))
    keep = set(keep_templates)
    now = time.time()
    with project.transaction():
        project.db.executemany("DELETE FROM suggestions WHERE status='proposed' AND "
                               "template_id=?", ((t,) for t in ids))
        gone = [r[0] for r in project.db.execute(
            "SELECT DISTINCT template_id FROM suggestions WHERE status='proposed'")
            if r[0] not in keep]
        project.db.executemany("DELETE FROM suggestions WHERE status='proposed' AND "
                               "template_id=?", ((t,) for t in gone))
        project.db.executemany(
            "INSERT INTO suggestions(template_id, target, field, confidence, support, "
            "sample_size, source, status, example, created_at) VALUES (?,?,?,?,?,?,?,?,?,?)",
            ((s.template_id, s.target, s.field, s.confidence, s.support, s.sample_size,
              s.source, "proposed", json.dumps({"page": s.page_id, "xpath": s.xpath,
                                                "value": s.example, "prefix": s.prefix,
                                                "suffix": s.suffix}, ensure_ascii=False), now)
             for s in suggestions))
    wanted = set(ids)
    return [s for s in load_suggestions(project, status="proposed") if s.template_id in wanted]


def set_suggestion_status(project, suggestion_id: int, status: str) -> None:
    if status not in SUGGESTION_STATUSES:
        raise ValueError(f"status must be one of {SUGGESTION_STATUSES}, not {status!r}")
    with project.transaction():
        project.db.execute("UPDATE suggestions SET status=?, decided_at=? WHERE suggestion_id=?",
                           (status, time.time(), suggestion_id))


def reopen_suggestion(project, suggestion_id: int) -> None:
    """Back to proposed (an undone accept or reject); the label an accept made is removed in
    the same transaction."""
    with project.transaction():
        row = project.db.execute("SELECT label_id FROM suggestions WHERE suggestion_id=?",
                                 (suggestion_id,)).fetchone()
        if row and row[0] is not None:
            project.db.execute("DELETE FROM labels WHERE label_id=?", (row[0],))
        project.db.execute("UPDATE suggestions SET status='proposed', label_id=NULL, "
                           "decided_at=NULL WHERE suggestion_id=?", (suggestion_id,))


def label_exists(project, label_id: int) -> bool:
    return project.db.execute("SELECT 1 FROM labels WHERE label_id=?",
                              (label_id,)).fetchone() is not None


def accept_suggestion(project, suggestion_id: int, label: Label) -> int:
    """Store ``label`` and mark the suggestion accepted with it, in one transaction."""
    now = time.time()
    with project.transaction():
        cur = project.db.execute(
            "INSERT INTO labels(template_id, field, target, body, created_at) VALUES (?,?,?,?,?)",
            (label.template_id, label.field, label.target, _label_json(label), now))
        label_id = int(cur.lastrowid)
        project.db.execute("UPDATE suggestions SET status='accepted', label_id=?, decided_at=? "
                           "WHERE suggestion_id=?", (label_id, now, suggestion_id))
    return label_id


# -- pool -----------------------------------------------------------------------------------------

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
    return merged.tokens.astype("<i8").tobytes() + merged.depths.astype("<i4").tobytes()


def _unpack(blob: bytes) -> MergedSequence:
    n = len(blob) // 12
    tokens = np.frombuffer(blob, dtype="<i8", count=n).astype(np.int64)
    depths = np.frombuffer(blob, dtype="<i4", count=n, offset=8 * n).astype(np.int32)
    return MergedSequence.unmerged(tokens, depths)


def pool_add(project, pages: Iterable[PoolPage]) -> None:
    now = time.time()
    with project.transaction():
        project.db.executemany(
            "INSERT OR REPLACE INTO pool VALUES (?,?,?,?,?,?,?,?)",
            ((p.source, p.page_id, p.path, p.url, p.distance, p.nearest, _pack(p.merged), now)
             for p in pages))


def pool_pages(project) -> list[PoolPage]:
    rows = project.db.execute("SELECT source, page_id, path, url, distance, nearest, tokens "
                              "FROM pool ORDER BY source, page_id")
    return [PoolPage(*r[:6], _unpack(r[6])) for r in rows]


def pool_size(project) -> int:
    return project.db.execute("SELECT count(*) FROM pool").fetchone()[0]


def pool_remove(project, keys: Iterable[tuple[str, str]]) -> None:
    with project.transaction():
        project.db.executemany("DELETE FROM pool WHERE source=? AND page_id=?", keys)


# -- extraction runs ------------------------------------------------------------------------------

def start_run(project, crawl: str, output: str | None, fmt: str | None) -> int:
    with project.transaction():
        cur = project.db.execute(
            "INSERT INTO extraction_runs(crawl, output, format, started_at, status) "
            "VALUES (?,?,?,?, 'running')", (crawl, output, fmt, time.time()))
        return int(cur.lastrowid)


def record_run_pages(project, run_id: int, results: Iterable) -> None:
    with project.transaction():
        project.db.executemany(
            "INSERT OR REPLACE INTO extraction_pages VALUES (?,?,?,?,?,?,?)",
            ((run_id, r.page_id, r.status, r.template_id, r.distance, r.score, r.reason)
             for r in results))


def finish_run(project, run_id: int, status: str, counts: dict[str, int]) -> None:
    with project.transaction():
        project.db.execute("UPDATE extraction_runs SET finished_at=?, status=?, counts=? "
                           "WHERE run_id=?", (time.time(), status, json.dumps(counts), run_id))
