"""What the analyst works on: templates (with their member pages), labels, labels that could
not be carried to rebuilt templates, and suggested labels.

Templates are stored as their JSON document (template/serialize.py) and labels as the JSON of
the ``extract.labels.Label`` value, both readable with any SQLite browser; this module moves the
documents in and out, the jobs turn them into values. Every label change is its own committed
transaction (synchronous=FULL), so an analyst's label survives a crash the moment the call
returns.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterable
from dataclasses import dataclass

from ..model import Suggestion
from .project import Project


@dataclass(frozen=True)
class TemplateRow:
    template_id: str
    cluster: int
    medoid: str
    members: tuple[str, ...]
    body: str  # the template's JSON document


@dataclass(frozen=True)
class LabelRow:
    template_id: str
    field: str
    target: str
    body: str  # the label's JSON
    label_id: int | None = None  # a label's lasting id (replace_labels); None: a new one


# -- templates ------------------------------------------------------------------------------------

def save_templates(project: Project, templates: Iterable[TemplateRow],
                   replace_all: bool = True) -> None:
    """Store templates in one transaction: instead of every stored one (``replace_all``), or
    beside them (new templates from the pool)."""
    now = time.time()
    with project.transaction() as db:
        if replace_all:
            db.execute("DELETE FROM templates")
            db.execute("DELETE FROM template_members")
        for t in templates:
            db.execute("INSERT OR REPLACE INTO templates VALUES (?,?,?,?,?,?)",
                       (t.template_id, t.cluster, t.medoid, len(t.members), t.body, now))
            db.executemany("INSERT OR REPLACE INTO template_members VALUES (?, ?)",
                           ((p, t.template_id) for p in t.members))


def template_bodies(project: Project) -> list[str]:
    """The stored templates' documents, largest template first."""
    rows = project.db.execute("SELECT body FROM templates ORDER BY n_members DESC, template_id")
    return [r[0] for r in rows]


def template_body(project: Project, template_id: str) -> str | None:
    """One stored template's document (None: no such template)."""
    row = project.db.execute("SELECT body FROM templates WHERE template_id = ?",
                             (template_id,)).fetchone()
    return None if row is None else row[0]


def template_of_cluster(project: Project, cluster: int) -> str | None:
    """The id of the stored template of clustering cluster ``cluster`` (None: none)."""
    row = project.db.execute("SELECT template_id FROM templates WHERE cluster = ? "
                             "ORDER BY n_members DESC, template_id LIMIT 1",
                             (cluster,)).fetchone()
    return None if row is None else row[0]


def template_ids(project: Project) -> list[str]:
    """The stored templates' ids, without reading their documents."""
    return [r[0] for r in project.db.execute("SELECT template_id FROM templates")]


def template_of_page(project: Project, page_id: str) -> str | None:
    row = project.db.execute("SELECT template_id FROM template_members WHERE page_id=?",
                             (page_id,)).fetchone()
    return row[0] if row else None


# -- labels ---------------------------------------------------------------------------------------

def add_label(project: Project, label: LabelRow) -> int:
    """Store a label (committed before returning); returns its id."""
    with project.transaction() as db:
        cur = db.execute(
            "INSERT INTO labels(template_id, field, target, body, created_at) VALUES (?,?,?,?,?)",
            (label.template_id, label.field, label.target, label.body, time.time()))
        return int(cur.lastrowid)


def refine_label(project: Project, label: LabelRow, replaced: Iterable[int]) -> int:
    """Store a label that takes the place of ``replaced`` (the same field learnt from fewer
    pages), in one transaction; returns its id."""
    with project.transaction() as db:
        db.executemany("DELETE FROM labels WHERE label_id=?", ((i,) for i in replaced))
        cur = db.execute(
            "INSERT INTO labels(template_id, field, target, body, created_at) VALUES (?,?,?,?,?)",
            (label.template_id, label.field, label.target, label.body, time.time()))
        return int(cur.lastrowid)


def update_labels(project: Project, labels: Iterable[LabelRow]) -> None:
    """Store new bodies of existing labels under their ids, in one transaction."""
    with project.transaction() as db:
        db.executemany("UPDATE labels SET body=?, target=? WHERE label_id=?",
                       ((lb.body, lb.target, lb.label_id) for lb in labels))


def remove_label(project: Project, label_id: int) -> bool:
    with project.transaction() as db:
        return db.execute("DELETE FROM labels WHERE label_id=?", (label_id,)).rowcount > 0


def label_bodies(project: Project, template_id: str | None = None) -> list[tuple[int, str]]:
    """(label id, label JSON) in the order they were made (the order ties are broken in)."""
    query = "SELECT label_id, body FROM labels"
    args: tuple = ()
    if template_id is not None:
        query += " WHERE template_id=?"
        args = (template_id,)
    return [(r[0], r[1]) for r in project.db.execute(query + " ORDER BY label_id", args)]


def label_exists(project: Project, label_id: int) -> bool:
    return project.db.execute("SELECT 1 FROM labels WHERE label_id=?",
                              (label_id,)).fetchone() is not None


def replace_labels(project: Project, labels: Iterable[LabelRow],
                   problems: Iterable[tuple[str, str]] = ()) -> None:
    """After re-induction: the carried labels replace all labels, and the lost ones (label
    JSON, reason) are recorded. A row with a ``label_id`` keeps that id (a label's id lasts its
    life); AUTOINCREMENT never hands a removed id out again, so new rows cannot take one."""
    now = time.time()
    rows = list(labels)
    kept = [lb.label_id for lb in rows if lb.label_id is not None]
    if len(kept) != len(set(kept)):
        raise ValueError("two carried labels claim the same label id")
    with project.transaction() as db:
        created = dict(db.execute("SELECT label_id, created_at FROM labels"))
        db.execute("DELETE FROM labels")
        db.executemany(
            "INSERT INTO labels(label_id, template_id, field, target, body, created_at) "
            "VALUES (?,?,?,?,?,?)",
            ((lb.label_id, lb.template_id, lb.field, lb.target, lb.body,
              created.get(lb.label_id, now)) for lb in rows))
        db.executemany("INSERT INTO label_problems(body, reason, at) VALUES (?,?,?)",
                       ((body, reason, now) for body, reason in problems))


def label_problems(project: Project) -> list[tuple[str, str]]:
    """(label JSON, reason) of every label that could not be carried to rebuilt templates."""
    rows = project.db.execute("SELECT body, reason FROM label_problems ORDER BY problem_id")
    return [(r[0], r[1]) for r in rows]


# -- suggestions ----------------------------------------------------------------------------------

SUGGESTION_STATUSES = ("proposed", "accepted", "rejected")


_SUGGESTION_COLUMNS = ("suggestion_id, template_id, target, field, confidence, support, "
                       "sample_size, source, status, example, label_id, created_at")


def _suggestion(row) -> Suggestion:
    example = json.loads(row[9])
    return Suggestion(row[0], row[1], row[2], row[3], row[4], row[5], row[6], row[7], row[8],
                      example.get("page", ""), example.get("xpath", ""), example.get("value", ""),
                      example.get("prefix"), example.get("suffix"), row[10], row[11])


def load_suggestions(project: Project, template_id: str | None = None,
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


def load_suggestion(project: Project, suggestion_id: int) -> Suggestion | None:
    row = project.db.execute(f"SELECT {_SUGGESTION_COLUMNS} FROM suggestions "
                             "WHERE suggestion_id=?", (suggestion_id,)).fetchone()
    return _suggestion(row) if row else None


def replace_suggestions(project: Project, template_ids: Iterable[str], suggestions: Iterable[Suggestion],
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


def set_suggestion_status(project: Project, suggestion_id: int, status: str) -> None:
    if status not in SUGGESTION_STATUSES:
        raise ValueError(f"status must be one of {SUGGESTION_STATUSES}, not {status!r}")
    with project.transaction():
        project.db.execute("UPDATE suggestions SET status=?, decided_at=? WHERE suggestion_id=?",
                           (status, time.time(), suggestion_id))


def reopen_suggestion(project: Project, suggestion_id: int) -> None:
    """Back to proposed (an undone accept or reject); the label an accept made is removed in
    the same transaction."""
    with project.transaction():
        row = project.db.execute("SELECT label_id FROM suggestions WHERE suggestion_id=?",
                                 (suggestion_id,)).fetchone()
        if row and row[0] is not None:
            project.db.execute("DELETE FROM labels WHERE label_id=?", (row[0],))
        project.db.execute("UPDATE suggestions SET status='proposed', label_id=NULL, "
                           "decided_at=NULL WHERE suggestion_id=?", (suggestion_id,))


def accept_suggestion(project: Project, suggestion_id: int, label: LabelRow) -> int:
    """Store ``label`` and mark the suggestion accepted with it, in one transaction."""
    return accept_suggestions(project, [(suggestion_id, label)])[0]


def accept_suggestions(project: Project, accepted: Iterable[tuple[int, LabelRow]]) -> list[int]:
    """Store each (suggestion id, label) pair's label and mark its suggestion accepted with it,
    all in one transaction (accept-all-above: all or none); the label ids, in order."""
    now = time.time()
    label_ids = []
    with project.transaction():
        for suggestion_id, label in accepted:
            cur = project.db.execute(
                "INSERT INTO labels(template_id, field, target, body, created_at) "
                "VALUES (?,?,?,?,?)", (label.template_id, label.field, label.target, label.body,
                                       now))
            label_ids.append(int(cur.lastrowid))
            project.db.execute("UPDATE suggestions SET status='accepted', label_id=?, "
                               "decided_at=? WHERE suggestion_id=?",
                               (label_ids[-1], now, suggestion_id))
    return label_ids
