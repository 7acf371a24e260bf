"""GUI test fixtures: offscreen Qt (tests/conftest.py), isolated QSettings and recent-projects
file per test, and a demo project clustered once per session by the engine itself (copied for
each test that changes it)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from tplx_engine.config import load_config

CONFIG = load_config(use_user_dir=False)


@pytest.fixture(scope="session")
def clustered_project(demo_crawl, tmp_path_factory) -> Path:
    """A project of the demo crawl, loaded and clustered (read-only: use project_copy)."""
    from tplx_engine.jobs.clustering import cluster_project
    from tplx_engine.jobs.preprocess import preprocess_crawl
    from tplx_engine.store.project import Project

    path = tmp_path_factory.mktemp("gui-project") / "demo.tplx"
    with Project(path) as project:
        preprocess_crawl(demo_crawl, project, CONFIG, workers=1)
        cluster_project(project, CONFIG.cluster, workers=1)
    return path


@pytest.fixture
def project_copy(clustered_project, tmp_path) -> Path:
    target = tmp_path / "project" / "demo.tplx"
    target.parent.mkdir()
    shutil.copy(clustered_project, target)
    return target


@pytest.fixture
def make_window(qtbot, tmp_path):
    """``make_window()`` -> a shown MainWindow with private settings; the same settings file
    is reused by later calls in the test (to check what a reopened window restores)."""
    from PySide6.QtCore import QSettings

    from tplx_gui.main_window import MainWindow
    from tplx_gui.recent import RecentProjects
    from tplx_gui.session import Session

    made = []

    def make():
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        session = Session(config=CONFIG, recent=RecentProjects(tmp_path / "recent.json"),
                          workers=1)
        window = MainWindow(session, settings)
        qtbot.addWidget(window)
        window.resize(1400, 900)
        window.show()
        qtbot.waitUntil(lambda: window._default_state is not None, timeout=5000)
        made.append(window)
        return window

    yield make
    for window in made:
        window.session.jobs.cancel_all()
        window.session.jobs.wait()


@pytest.fixture
def open_project(qtbot, wait_jobs):
    """``open_project(window, path)``: open it and wait for its clustering and every view."""
    def run(window, path) -> None:
        assert window.session.open_project(path)
        wait_jobs(window.session)
        window.flush_views()
    return run


@pytest.fixture
def wait_jobs(qtbot):
    """``wait_jobs(session)``: until no job of the session runs and every end signal was
    delivered."""
    def wait(session, timeout: float = 60.0) -> None:
        qtbot.waitUntil(lambda: not session.jobs._alive, timeout=int(timeout * 1000))
    return wait


@pytest.fixture
def open_with_templates(qtbot, wait_jobs, open_project):
    """``open_with_templates(window, path)``: open the project, build its templates in the
    worker and wait until every job and view is done."""
    def run(window, path) -> None:
        open_project(window, path)
        job = window.build_templates()
        with qtbot.waitSignal(job.sigFinished, timeout=60_000):
            pass
        wait_jobs(window.session)
    return run
