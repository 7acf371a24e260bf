"""The project file: one SQLite database (WAL) holding what the engine learned about a crawl.

``Project`` is the open file: its connection, transactions and the small ``meta`` table. The
tables are read and written by the modules beside this one (pages, clusterings, templates,
extraction), each a set of functions taking the project. The crawl folder is never written to.

Schema changes bump ``schema.SCHEMA_VERSION`` and add a step to ``schema.MIGRATIONS``; a file
from a newer tplx is refused, never rewritten. Every write is its own transaction: a label is on
disk (synchronous=FULL) when the call that made it returns.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from ..errors import ProjectError
from . import sound_files
from .repair import check_findings
from .schema import APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION, statements

# Files this process found sound (resolved path): PRAGMA quick_check reads the whole file (7 ms
# on a 2,000-page, 19.5 MB project, warm), so it runs once per file and process, not on each of
# the GUI's per-thread connections; a big file unchanged since it was last found or left sound
# is not read again (sound_files.py).
_checked: set[Path] = set()


class Project:
    """An open project file. Use as a context manager or call ``close()``.

    A connection belongs to the thread that opened it: threads (GUI workers) open their own.
    """

    def __init__(self, path: str | Path):
        self.path = Path(path)
        try:
            self.db = sqlite3.connect(str(self.path), timeout=30, isolation_level=None)
            self._check()  # before anything writes: never write into a damaged file
            self.db.execute("PRAGMA journal_mode=WAL")
            # FULL: a committed label must survive a power cut, not only a crash.
            self.db.execute("PRAGMA synchronous=FULL")
            self.db.execute("PRAGMA foreign_keys=ON")
            self._migrate()
        except sqlite3.DatabaseError as exc:
            damaged = "malformed" in str(exc) or "corrupt" in str(exc)
            raise ProjectError(f"{self.path}: not a usable tplx project ({exc})" + (
                f"; run tplx repair {self.path} to save what can be read into a new file"
                if damaged else "")) from exc

    def _check(self) -> None:
        key = self.path.resolve()
        if key in _checked or sound_files.known_sound(self.path):
            _checked.add(key)
            return
        before = sound_files.stamp(self.path)
        problems = check_findings(self.db, "quick_check", 3)  # not SQLite: raises, caught above
        if problems:
            self.db.close()
            raise ProjectError(f"{self.path}: the project file is damaged ({problems[0]}); run "
                               f"tplx repair {self.path} to save what can be read into a new "
                               "file")
        _checked.add(key)
        if sound_files.stamp(self.path) == before:  # nobody wrote while it was read
            sound_files.remember_sound(self.path, before)

    def _migrate(self) -> None:
        app_id = self.db.execute("PRAGMA application_id").fetchone()[0]
        version = self.db.execute("PRAGMA user_version").fetchone()[0]
        tables = self.db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        if tables and app_id != APPLICATION_ID:
            raise ProjectError(f"{self.path}: this SQLite file is not a tplx project")
        if version > SCHEMA_VERSION:
            raise ProjectError(
                f"{self.path}: written by a newer tplx (schema {version}, this one reads "
                f"up to {SCHEMA_VERSION}); it was not modified"
            )
        for step in range(version + 1, SCHEMA_VERSION + 1):
            with self.transaction():
                # read again under the write lock: another process opening the same new file
                # (the workbench and its worker) may have made this step already, and making
                # it twice set the version back under newer data
                if self.db.execute("PRAGMA user_version").fetchone()[0] >= step:
                    continue
                migration = MIGRATIONS[step]
                if callable(migration):
                    migration(self.db)
                else:
                    for statement in statements(migration):
                        self.db.execute(statement)
                self.db.execute(f"PRAGMA application_id={APPLICATION_ID}")
                self.db.execute(f"PRAGMA user_version={step}")

    def transaction(self) -> _Transaction:
        """``with project.transaction() as db:`` -- BEGIN IMMEDIATE, COMMIT or ROLLBACK."""
        return _Transaction(self.db)

    def close(self) -> None:
        wrote = self.db.total_changes > 0
        self.db.close()
        if wrote:  # what SQLite wrote into a sound file leaves it sound
            sound_files.remember_sound(self.path, sound_files.stamp(self.path))

    def __enter__(self) -> Project:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def get_meta(self, key: str, default: str | None = None) -> str | None:
        row = self.db.execute("SELECT value FROM meta WHERE key=?", (key,)).fetchone()
        return row[0] if row else default

    def set_meta(self, key: str, value: str) -> None:
        self.db.execute("INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", (key, value))


def crawl_of(path: str | Path) -> str | None:
    """The crawl folder a project file was made from, read without opening it for writing (no
    migration): None when the file is not a project or has no crawl yet."""
    try:
        db = sqlite3.connect(f"file:{Path(path)}?mode=ro", uri=True)
        try:
            row = db.execute("SELECT value FROM meta WHERE key='crawl_root'").fetchone()
        finally:
            db.close()
    except sqlite3.Error:
        return None
    return row[0] if row else None


class _Transaction:
    def __init__(self, db: sqlite3.Connection):
        self.db = db

    def __enter__(self) -> sqlite3.Connection:
        self.db.execute("BEGIN IMMEDIATE")
        return self.db

    def __exit__(self, exc_type, exc, tb) -> None:
        if exc_type is None:
            self.db.execute("COMMIT")
        else:
            self.db.execute("ROLLBACK")
