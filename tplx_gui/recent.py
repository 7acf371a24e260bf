"""Recent projects (a small versioned JSON file per user) and the folder crawls' projects go to.

UI state (geometry, dock layout, the selected cluster) lives in QSettings; the list of recent
projects is data the user may want to keep or copy, so it is a readable JSON document in
``platformdirs.user_data_dir('tplx')``, written atomically (temporary file + ``os.replace``).
Unknown keys are kept when the file is rewritten; a damaged file is treated as empty, never
fatal. No Qt here, and no project file is read here: which project belongs to which crawl is
asked in the runner (tasks/project.py ``default_project_path``).
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

import platformdirs

FORMAT = "tplx-recent"
VERSION = 1
MAX_ENTRIES = 12


def data_dir() -> Path:
    return Path(platformdirs.user_data_dir("tplx"))


def projects_dir() -> Path:
    """Where a crawl's project goes unless the analyst says otherwise."""
    return data_dir() / "projects"


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
