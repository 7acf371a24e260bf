"""The project file (store/project.py): SQLite in WAL mode with a schema version, newer and
foreign files refused untouched, transactions all or nothing."""

import sqlite3

import pytest

from tplx_engine.errors import ProjectError
from tplx_engine.store import SCHEMA_VERSION, Project


def test_file_is_wal_and_versioned(tmp_path):
    Project(tmp_path / "p.tplx").close()
    db = sqlite3.connect(tmp_path / "p.tplx")
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def test_newer_schema_is_refused_untouched(tmp_path):
    path = tmp_path / "p.tplx"
    Project(path).close()
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version={SCHEMA_VERSION + 1}")
    db.commit()
    db.close()
    before = path.read_bytes()
    with pytest.raises(ProjectError, match="newer tplx"):
        Project(path)
    assert path.read_bytes() == before


def test_foreign_sqlite_and_garbage_files_are_refused(tmp_path):
    other = tmp_path / "other.db"
    db = sqlite3.connect(other)
    db.execute("CREATE TABLE t (x)")
    db.commit()
    db.close()
    with pytest.raises(ProjectError, match="not a tplx project"):
        Project(other)
    garbage = tmp_path / "garbage.tplx"
    garbage.write_bytes(b"\x89PNG\r\n" + b"x" * 5000)
    with pytest.raises(ProjectError):
        Project(garbage)


def test_a_failed_transaction_leaves_nothing_half_written(tmp_path):
    with Project(tmp_path / "p.tplx") as project:
        project.set_meta("crawl_root", "/crawl")
        with pytest.raises(RuntimeError), project.transaction() as db:
            db.execute("DELETE FROM meta")
            raise RuntimeError("crash in the middle")
        assert project.get_meta("crawl_root") == "/crawl"
    with Project(tmp_path / "p.tplx") as project:  # nor on disk
        assert project.get_meta("crawl_root") == "/crawl"
