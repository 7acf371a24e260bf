"""Recent projects (a small versioned JSON file per user) and where a crawl's project goes.

UI state (geometry, dock layout, the selected cluster) lives in QSettings; the list of recent
projects is data the user may want to keep or copy, so it is a readable JSON document in
``platformdirs.user_data_dir('tplx')``, written atomically (temporary file + ``os.replace``).
Unknown keys are kept when the file is rewritten; a damaged file is treated as empty, never
fatal. No Qt here.
"""

from __future__ import annotations

import json
import os
import sqlite3
import tempfile
from dataclasses import dataclass
from pathlib import Path

import platformdirs

FORMAT = "tplx-recent"
VERSION = 1
MAX_ENTRIES = 12


def data_dir() -> Path:
    return Path(platformdirs.user_data_dir("tplx"))


@dataclass
class RecentProjects:
    path: Path
    max_entries: int = MAX_ENTRIES

    def _read(self) -> dict:
        try:
            data = json.loads(self.path.read_text("utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) and data.get("format") == FORMAT else {}

    def entries(self) -> list[str]:
        items = self._read().get("projects", [])
        return [str(p) for p in items if isinstance(p, str)]

    def existing(self) -> list[str]:
        return [p for p in self.entries() if Path(p).is_file()]

    def add(self, project: str | os.PathLike) -> list[str]:
        path = str(Path(project).resolve())
        items = [path] + [p for p in self.entries() if p != path]
        self._write(items[:self.max_entries])
        return items[:self.max_entries]

    def remove(self, project: str | os.PathLike) -> None:
        path = str(Path(project).resolve())
        self._write([p for p in self.entries() if p != path])

    def _write(self, items: list[str]) -> None:
        data = self._read()
        data.update({"format": FORMAT, "version": VERSION, "projects": items})
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".recent-", suffix=".json", dir=self.path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump(data, fh, ensure_ascii=False, indent=1)
            os.replace(tmp, self.path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise


def default_recent() -> RecentProjects:
    return RecentProjects(data_dir() / "recent.json")


def _crawl_of(project: Path) -> str | None:
    """The crawl folder a project file was made from (read-only peek, no migration)."""
    try:
        db = sqlite3.connect(f"file:{project}?mode=ro", uri=True)
        try:
            row = db.execute("SELECT value FROM meta WHERE key='crawl_root'").fetchone()
        finally:
            db.close()
    except sqlite3.Error:
        return None
    return row[0] if row else None


def default_project_path(crawl: str | os.PathLike, folder: str | os.PathLike | None = None
                         ) -> Path:
    """``<crawl name>.tplx`` in ``folder`` (default: the user data dir's projects/), reusing a
    project made from the same crawl and never one made from another crawl of the same name."""
    crawl = Path(crawl).resolve()
    base = Path(folder) if folder is not None else data_dir() / "projects"
    name = crawl.name or "crawl"
    for attempt in range(1, 1000):
        candidate = base / (f"{name}.tplx" if attempt == 1 else f"{name}-{attempt}.tplx")
        if not candidate.exists():
            return candidate
        owner = _crawl_of(candidate)
        if owner is None or Path(owner) == crawl:
            return candidate
    raise OSError(f"too many projects named {name} in {base}")
