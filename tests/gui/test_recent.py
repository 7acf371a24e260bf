"""The recent projects file (tplx_gui/recent.py, no Qt): its pinned format, unknown keys kept,
damaged files read as empty."""

from __future__ import annotations

import json
from pathlib import Path

from tplx_gui.recent import FORMAT, RecentProjects


def test_recent_projects_file_pins_its_format_and_keeps_unknown_keys(tmp_path):
    path = tmp_path / "data" / "recent.json"
    recent = RecentProjects(path, max_entries=3)
    assert recent.entries() == []
    for name in "abcd":
        (tmp_path / f"{name}.tplx").write_text("x")
        recent.add(tmp_path / f"{name}.tplx")
    data = json.loads(path.read_text("utf-8"))
    assert data["format"] == FORMAT and data["version"] == 1
    assert [Path(p).name for p in data["projects"]] == ["d.tplx", "c.tplx", "b.tplx"]
    data["window"] = {"kept": True}
    path.write_text(json.dumps(data))
    recent.add(tmp_path / "b.tplx")
    data = json.loads(path.read_text("utf-8"))
    assert data["window"] == {"kept": True}
    assert [Path(p).name for p in data["projects"]] == ["b.tplx", "d.tplx", "c.tplx"]
    (tmp_path / "c.tplx").unlink()
    assert [Path(p).name for p in recent.existing()] == ["b.tplx", "d.tplx"]
    path.write_text("{not json")
    assert recent.entries() == []  # damaged: treated as empty, never fatal
    assert not list(path.parent.glob(".recent-*"))  # no temporary file left behind
