"""Salvaging damaged project files (store/repair.py) and refusing to open them (store/project.py):
a project damaged in the middle loses the rows on its damaged pages, keeps every other row."""

import shutil
import sqlite3

import pytest

from tplx_engine.errors import ProjectError
from tplx_engine.store.project import Project
from tplx_engine.store.repair import check_findings, repair


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


def test_a_project_whose_schema_is_damaged_says_what_else_to_try(sound, tmp_path):
    overwrite(sound, 1, 64)  # the schema table's first rows (page 1 after the file header)
    with pytest.raises(ProjectError, match="schema cannot be read.*recover"):
        repair(sound, tmp_path / "saved.tplx")
    assert not (tmp_path / "saved.tplx").exists()


def test_repair_never_overwrites(sound):
    with pytest.raises(ProjectError, match="already exists"):
        repair(sound, sound)
