"""Salvaging damaged project files (store/repair.py) and refusing to open them (store/project.py):
a project damaged in the middle loses the rows on its damaged pages, keeps every other row; one
whose schema is damaged is salvaged from its pages (store/repair_pages.py)."""

import json
import shutil
import sqlite3

import pytest

from tplx_engine.cli.main import main
from tplx_engine.errors import ProjectError
from tplx_engine.store.project import Project
from tplx_engine.store.repair import check_findings, repair
from tplx_engine.store.templates import LabelRow, add_label, remove_label, template_ids


def counts(path) -> dict[str, int]:
    db = sqlite3.connect(path)
    try:
        names = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        return {n: db.execute(f'SELECT count(*) FROM "{n}"').fetchone()[0] for n in names}
    finally:
        db.close()


@pytest.fixture
def sound(demo_elcs_templates, tmp_path):
    """A copy of the demo project after tplx template (pages, clustering, templates)."""
    path = tmp_path / "sound.tplx"
    shutil.copy(demo_elcs_templates, path)
    return path


def pages_of(path, table: str, kind: str = "leaf") -> list[int]:
    """The numbers of ``table``'s B-tree pages of ``kind`` (SQLite's dbstat), in file order."""
    db = sqlite3.connect(path)
    try:
        return [r[0] for r in db.execute("SELECT pageno FROM dbstat WHERE name=? AND pagetype=? "
                                         "ORDER BY pageno", (table, kind))]
    finally:
        db.close()


def overwrite(path, page: int, length: int | None = None):
    size = int.from_bytes(path.read_bytes()[16:18], "big")
    with open(path, "r+b") as fh:
        fh.seek((page - 1) * size + (100 if page == 1 else 0))
        fh.write(b"\xa5" * (length or size - (100 if page == 1 else 0)))


def damage_middle(path) -> int:
    """The middle leaf page of the pages table overwritten: the rows stored on it are lost."""
    leaves = pages_of(path, "pages")
    assert len(leaves) >= 3
    overwrite(path, leaves[len(leaves) // 2])
    return len(leaves)


def test_a_sound_project_is_copied_whole(sound, tmp_path):
    report = repair(sound, tmp_path / "copy.tplx")
    assert report.problems == () and report.lost_rows == 0
    assert counts(tmp_path / "copy.tplx") == counts(sound)
    Project(tmp_path / "copy.tplx").close()


def test_a_project_damaged_in_the_middle_is_refused_then_salvaged(sound, tmp_path):
    before = counts(sound)
    leaves = damage_middle(sound)
    damaged_bytes = sound.read_bytes()
    with pytest.raises(ProjectError, match=f"damaged .*run tplx repair {sound}"):
        Project(sound)
    out = tmp_path / "saved.tplx"
    report = repair(sound, out)
    assert sound.read_bytes() == damaged_bytes  # only read
    assert report.problems
    (damaged,) = [t for t in report.tables if t.lost != 0]
    assert damaged.table == "pages" and damaged.problem
    assert 0 < damaged.lost <= 2 * before["pages"] / leaves  # about one leaf's rows
    after = counts(out)
    for t in report.tables:
        if t.lost == 0:  # every row of an undamaged table is saved
            assert after[t.table] == before[t.table] == t.copied, t.table
        elif t.lost is not None:
            assert t.copied + t.lost == before[t.table] and t.copied < before[t.table]
    assert sum(after.values()) > 0.5 * sum(before.values())  # damage costs its pages only
    assert check_findings(sqlite3.connect(out), "integrity_check") == []
    with Project(out) as project:  # a project again, at this schema
        assert project.get_meta("crawl_root") is not None


def contents(path) -> dict[str, list[tuple]]:
    """Every row of every table but the full-text index's (made again by repair), sorted."""
    db = sqlite3.connect(path)
    try:
        names = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table' "
                                          "AND name NOT LIKE 'search_index%'")]
        return {n: sorted(db.execute(f'SELECT * FROM "{n}"'), key=repr) for n in names}
    finally:
        db.close()


def column(path, query: str) -> list:
    db = sqlite3.connect(path)
    try:
        return [r[0] for r in db.execute(query)]
    finally:
        db.close()


def add_labels(project) -> list[int]:
    """Four labels, the second and the last removed: the ids left have a gap, and the highest
    id given out (4) is above them."""
    template = template_ids(project)[0]
    made = [add_label(project, LabelRow(template, f"field{i}", "E1:1", "{}")) for i in range(4)]
    remove_label(project, made[1])
    remove_label(project, made[3])
    return [made[0], made[2]]


def salvaged(out) -> None:
    """``out`` is sound and opens as a project."""
    assert check_findings(sqlite3.connect(out), "integrity_check") == []
    with Project(out) as project:
        assert project.get_meta("crawl_root") is not None


def test_a_project_whose_schema_is_damaged_is_salvaged_from_its_pages(sound, tmp_path):
    with Project(sound) as project:
        labels = add_labels(project)
    before, rows = counts(sound), contents(sound)
    templates = column(sound, "SELECT template_id FROM templates ORDER BY 1")
    overwrite(sound, 1, 64)  # the schema table's root (page 1 after the file header)
    damaged_bytes = sound.read_bytes()
    out = tmp_path / "saved.tplx"
    report = repair(sound, out)
    assert sound.read_bytes() == damaged_bytes  # only read
    assert report.found_by_page_scan and "schema (sqlite_master" in report.problems[0]
    assert not report.unassigned and all(t.lost is None for t in report.tables)
    assert counts(out) == before
    assert contents(out) == rows  # every value, under the same ids
    assert column(out, "SELECT label_id FROM labels ORDER BY 1") == labels
    assert column(out, "SELECT template_id FROM templates ORDER BY 1") == templates
    salvaged(out)
    with Project(out) as project:  # the highest label id given out is not given again
        assert add_labels(project)[0] == 5
    assert not list(tmp_path.glob(".tplx-repair-*"))  # the readable copy is removed


def test_rows_deleted_before_the_damage_stay_deleted(sound, tmp_path):
    with Project(sound) as project:
        # freed pages keep their rows without secure_delete (off in SQLite's own builds)
        project.db.execute("PRAGMA secure_delete=OFF")
        with project.transaction() as db:
            db.execute("DELETE FROM pages WHERE rowid > 100")
    assert column(sound, "PRAGMA freelist_count")[0] > 50
    before = counts(sound)
    overwrite(sound, 1, 64)
    repair(sound, tmp_path / "saved.tplx")
    assert counts(tmp_path / "saved.tplx") == before


def test_a_damaged_schema_and_a_damaged_table_page(sound, tmp_path):
    before = counts(sound)
    leaves = damage_middle(sound)
    overwrite(sound, 1, 64)
    out = tmp_path / "saved.tplx"
    report = repair(sound, out)
    after = counts(out)
    assert {t: n for t, n in after.items() if t != "pages"} == {
        t: n for t, n in before.items() if t != "pages"}  # every row of the other tables
    assert 0 < before["pages"] - after["pages"] <= 2 * before["pages"] / leaves  # one leaf's
    (pages,) = [t for t in report.tables if t.table == "pages"]
    assert pages.copied == after["pages"] and pages.lost is None and pages.problem
    salvaged(out)


def test_the_committed_writes_in_its_wal_are_salvaged_too(sound, tmp_path):
    copy = tmp_path / "copy.tplx"
    with Project(sound) as project:  # open: its new labels are in the WAL, not the file
        labels = add_labels(project)
        shutil.copy(sound, copy)
        shutil.copy(f"{sound}-wal", f"{copy}-wal")
    overwrite(copy, 1, 64)
    out = tmp_path / "saved.tplx"
    report = repair(copy, out)
    assert "WAL's" in report.problems[0]
    assert column(out, "SELECT label_id FROM labels ORDER BY 1") == labels
    assert counts(out)["sqlite_sequence"] == 1
    salvaged(out)


def test_without_any_schema_row_tables_are_told_apart_by_their_columns(sound, tmp_path,
                                                                        capsys):
    before = counts(sound)
    for page in pages_of(sound, "sqlite_schema", "leaf") + [1]:  # every schema row lost
        overwrite(sound, page)
    out = tmp_path / "saved.tplx"
    report = repair(sound, out)
    after = counts(out)
    for table in ("pages", "skipped_files", "clusterings", "clustering_cuts", "templates"):
        assert after[table] == before[table] > 0, table  # records of a shape no other has
    alike = ("meta", "crawl_problems", "template_members")  # two TEXT columns each
    assert [after[t] for t in alike] == [0, 0, 0]  # never guessed: told
    assert sorted(t.rows for t in report.unassigned) == [before["meta"],
                                                          before["template_members"]]
    assert all(t.candidates == alike and t.columns == 2 for t in report.unassigned)
    assert main(["repair", str(sound), "--out", str(tmp_path / "cli.tplx"), "--json",
                 "--quiet"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["found_by_page_scan"] and len(doc["unassigned"]) == 2
    assert main(["repair", str(sound), "--out", str(tmp_path / "cli-2.tplx")]) == 0
    text = capsys.readouterr().out
    assert "not saved: they fit meta, crawl_problems or template_members" in text


def test_a_project_whose_file_header_is_destroyed_says_what_else_to_try(sound, tmp_path):
    with open(sound, "r+b") as fh:
        fh.write(b"\xa5" * 100)  # the magic string, page size, freelist, versions
    with pytest.raises(ProjectError, match="schema cannot be read.*recover"):
        repair(sound, tmp_path / "saved.tplx")
    assert not (tmp_path / "saved.tplx").exists()


def test_repair_never_overwrites(sound):
    with pytest.raises(ProjectError, match="already exists"):
        repair(sound, sound)


def test_a_project_damaged_after_this_process_found_it_sound_still_points_to_repair(sound):
    Project(sound).close()  # found sound: not checked again in this process
    overwrite(sound, 1, 64)
    with pytest.raises(ProjectError, match=f"run tplx repair {sound}"):
        Project(sound)
