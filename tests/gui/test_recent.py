"""Small pieces of the application: recent projects file, default project path, user
messages, the action registry, the GUI modules that need no Qt."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tplx_engine.errors import Cancelled, PageError, ProjectError, TplxError
from tplx_engine.store.project import Project
from tplx_gui.messages import describe
from tplx_gui.recent import FORMAT, RecentProjects
from tplx_gui.tasks.project import default_project_path

# GUI modules that must stay importable (and testable) without Qt
QT_FREE = ("tplx_gui.safe_html", "tplx_gui.recent", "tplx_gui.messages", "tplx_gui.tasks",
           "tplx_gui.tasks.project", "tplx_gui.tasks.clustering", "tplx_gui.tasks.book",
           "tplx_gui.tasks.pages", "tplx_gui.tasks.templates",
           "tplx_gui.plots.dendrogram_layout", "tplx_gui.plots.map_layout",
           "tplx_gui.views.template_layout")


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


def test_default_project_path_reuses_its_own_project_and_avoids_others(tmp_path):
    crawl_a = tmp_path / "one" / "pages"
    crawl_b = tmp_path / "two" / "pages"
    crawl_a.mkdir(parents=True)
    crawl_b.mkdir(parents=True)
    folder = tmp_path / "projects"
    first = default_project_path(crawl_a, folder)
    assert first.name == "pages.tplx"
    folder.mkdir()
    with Project(first) as project:
        project.set_meta("crawl_root", str(crawl_a.resolve()))
    assert default_project_path(crawl_a, folder) == first  # the same crawl: reused
    assert default_project_path(crawl_b, folder).name == "pages-2.tplx"  # never another's


def test_messages_are_readable_and_only_bugs_carry_tracebacks():
    m = describe(ProjectError("x.tplx: written by a newer tplx"), "Opening the project")
    assert m.title == "Cannot use the project file" and "newer" in m.text and not m.details
    m = describe(PageError("a.html", "binary content"))
    assert m.text == "a.html: binary content"
    try:
        try:
            raise OSError(28, "No space left on device")
        except OSError as exc:
            raise TplxError("cannot save the project") from exc
    except TplxError as exc:
        m = describe(exc, "Saving")
    assert "No space left" in m.text and m.title == "Saving failed"
    assert describe(Cancelled("x")).severity == "info"
    assert describe(FileNotFoundError(2, "nope", "/x")).text.endswith("/x")
    try:
        {}["missing"]
    except KeyError as exc:
        m = describe(exc, "Clustering")
    assert "internal error" in m.title and "KeyError" in m.text and "Traceback" in m.details


def test_every_shortcut_is_unique(qtbot):
    from PySide6.QtWidgets import QWidget

    from tplx_gui.actions import create_actions

    holder = QWidget()
    qtbot.addWidget(holder)
    actions = create_actions(holder)
    keys = [a.shortcut().toString() for a in actions.all() if not a.shortcut().isEmpty()]
    assert len(keys) == len(set(keys)) and len(keys) >= 12
    assert all(a.statusTip() for a in actions.all())


def test_pure_gui_modules_import_no_qt():
    code = ("import importlib, sys\n"
            f"for name in {QT_FREE!r}:\n"
            "    importlib.import_module(name)\n"
            "print(','.join(sorted(m for m in sys.modules "
            "if m.split('.')[0] in ('PySide6', 'pyqtgraph'))))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr  # an import error says which module and why
    assert out.stdout.strip() == ""


def test_entry_point_parses_arguments(capsys):
    from tplx_gui.app import main

    with pytest.raises(SystemExit) as stop:
        main(["--help"])
    assert stop.value.code == 0 and "crawl folder" in capsys.readouterr().out
