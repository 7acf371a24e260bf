"""Big project files are not read whole at every open (store/sound_files.py): one unchanged
since quick_check found it sound, or since tplx wrote to it, opens without the check; any other
change (damage included) is checked again; small files are checked at every open."""

import shutil
import time

import pytest

from tplx_engine.errors import ProjectError
from tplx_engine.store import project as project_module
from tplx_engine.store import sound_files
from tplx_engine.store.project import Project


@pytest.fixture
def checks(monkeypatch, tmp_path):
    """How many quick_checks ran; every open is a new process's (no in-process memory)."""
    ran = []
    real = project_module.check_findings
    monkeypatch.setenv("TPLX_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(project_module, "check_findings",
                        lambda *a, **k: ran.append(1) or real(*a, **k))

    def opened(path) -> int:
        monkeypatch.setattr(project_module, "_checked", set())
        before = len(ran)
        Project(path).close()
        return len(ran) - before
    return opened


@pytest.fixture
def big(demo_project, tmp_path, monkeypatch):
    monkeypatch.setattr(sound_files, "MIN_BYTES", 0)  # the demo project counts as big
    path = tmp_path / "big.tplx"
    shutil.copy(demo_project, path)
    return path


def test_an_unchanged_big_file_is_checked_once(checks, big):
    assert checks(big) == 1
    assert checks(big) == 0 and checks(big) == 0


def test_what_tplx_wrote_needs_no_check_and_any_other_change_does(checks, big):
    assert checks(big) == 1
    with Project(big) as project:
        with project.transaction():
            project.set_meta("note", "written by tplx")
    assert checks(big) == 0
    time.sleep(0.01)  # another program's write, a few ms later
    with open(big, "r+b") as fh:
        fh.seek(big.stat().st_size // 2)
        fh.write(b"\xa5" * 4096)
    project_module._checked.clear()  # as a new process
    with pytest.raises(ProjectError, match="damaged"):
        Project(big)


def test_small_files_are_checked_at_every_open(checks, demo_project, tmp_path):
    small = tmp_path / "small.tplx"
    shutil.copy(demo_project, small)
    assert small.stat().st_size < sound_files.MIN_BYTES
    assert checks(small) == 1 and checks(small) == 1
