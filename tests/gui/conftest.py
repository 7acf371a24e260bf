"""GUI test fixtures: offscreen Qt (tests/conftest.py), isolated QSettings and recent-projects
file per test, the session's clustered demo project (tests/conftest.py) with and without its
templates (copied for each test), a templated variant whose shop pages make a value stand at
two rival places, and waiting for the session's runner (no sleeps: qtbot waits for
the runner to be idle and the views to have refreshed)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from tplx_engine.config import load_config
from tplx_gui.page_web import prepare

prepare()  # registers the rendered page view's scheme: only possible before pytest-qt makes the app

CONFIG = load_config(use_user_dir=False)


def _private_copy(project: Path, tmp_path: Path) -> Path:
    target = tmp_path / "project" / "demo.tplx"
    target.parent.mkdir()
    shutil.copy(project, target)
    return target


@pytest.fixture
def project_copy(demo_project, tmp_path) -> Path:
    """A private copy of the session's clustered demo project (tests/conftest.py)."""
    return _private_copy(demo_project, tmp_path)


@pytest.fixture(scope="session")
def demo_templates_project(demo_project, tmp_path_factory) -> Path:
    """The clustered demo project with its templates, built once by the same job Build templates
    runs in the window (read-only: use templated_copy)."""
    from tplx_engine.jobs.clustering import current_clustering
    from tplx_engine.jobs.templates import build_templates
    from tplx_engine.store.project import Project

    path = tmp_path_factory.mktemp("gui-templates") / "demo.tplx"
    shutil.copy(demo_project, path)
    with Project(path) as project:
        build_templates(project, current_clustering(project), CONFIG)
    return path


@pytest.fixture(scope="session")
def rival_places_project(demo_crawl, demo_manifest, tmp_path_factory) -> Path:
    """The demo crawl where every shop page shows a teaser "Format: X" above its real
    "<b>Format:</b> X" row, X its own format on even pages and another one on odd pages:
    loaded, clustered and with its templates (read-only: use rival_places_copy). On an even
    page the format stands at two places that give different values elsewhere (issue 12
    item 2), as in tests/engine/test_extract_learn.py."""
    from tplx_engine.jobs.clustering import cluster_project, current_clustering
    from tplx_engine.jobs.preprocess import preprocess_crawl
    from tplx_engine.jobs.templates import build_templates
    from tplx_engine.store.project import Project

    root = tmp_path_factory.mktemp("rival-places")
    crawl = root / "crawl"
    shutil.copytree(demo_crawl, crawl)
    for page in demo_manifest["pages"]:
        binding = page.get("fields", {}).get("BINDING")
        if not page["path"].startswith("shop.example.com/") or not binding:
            continue
        number = int(Path(page["path"]).stem)
        teaser = binding if number % 2 == 0 else (
            "Hardcover" if binding != "Hardcover" else "Paperback")
        path = crawl / page["path"]
        html = path.read_text("utf-8")
        path.write_text(html.replace('<table class="specs"', f'<p class="teaser">Format: '
                                     f'{teaser}</p>\n<table class="specs"', 1), "utf-8")
    path = root / "rival.tplx"
    with Project(path) as project:
        preprocess_crawl(crawl, project, CONFIG, workers=1)
        cluster_project(project, CONFIG.cluster, workers=1)
        build_templates(project, current_clustering(project), CONFIG)
    return path


@pytest.fixture
def rival_places_copy(rival_places_project, tmp_path) -> Path:
    return _private_copy(rival_places_project, tmp_path)


@pytest.fixture
def templated_copy(demo_templates_project, tmp_path) -> Path:
    """A private copy of the clustered demo project with its templates."""
    return _private_copy(demo_templates_project, tmp_path)


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
        window.session.runner.cancel_all()
        window.session.runner.wait()


@pytest.fixture
def wait_jobs(qtbot):
    """``wait_jobs(session)``: until no worker of the session's runner is alive (every one
    ended and its signals were delivered: queued writes are on disk)."""
    def wait(session, timeout: float = 60.0) -> None:
        qtbot.waitUntil(lambda: session.runner.idle, timeout=int(timeout * 1000))
    return wait


@pytest.fixture
def settle(qtbot, wait_jobs):
    """``settle(window)``: the views' pending refreshes run now and every job they start is
    waited for, until nothing is pending (a page shown with its marks, results extracted,
    labels saved and shown)."""
    def run(window, timeout: float = 60.0) -> None:
        for _ in range(20):
            window.flush_views()
            wait_jobs(window.session, timeout)
            if not window.views_pending() and window.session.runner.idle:
                return
        raise AssertionError("the views kept refreshing")
    return run


@pytest.fixture
def open_project(qtbot, settle):
    """``open_project(window, path)``: open it and wait for its clustering and every view."""
    def run(window, path) -> None:
        assert window.session.open_project(path)
        settle(window)
        assert window.session.project_path is not None, window.last_message
    return run


@pytest.fixture
def synthetic_session(tmp_path):
    """``synthetic_session(skip_above)``: a session holding a clustering of 45 points in three
    tight groups (cut at 0.2), made in the test: no project file, no runner job."""
    import numpy as np

    from tplx_engine.cluster import PairwiseResult, cluster, cut
    from tplx_engine.jobs.clustering import StoredClustering
    from tplx_gui.plots.dendrogram_layout import dendrogram_layout
    from tplx_gui.recent import RecentProjects
    from tplx_gui.session import Session
    from tplx_gui.tasks.clustering import ClusteringView

    def make(skip_above: float | None) -> Session:
        rng = np.random.default_rng(5)
        points = np.concatenate([rng.normal(c, 0.05, size=(15, 2)) for c in (0.0, 1.0, 2.0)])
        d = np.sqrt(((points[:, None] - points[None]) ** 2).sum(-1))
        square = PairwiseResult.from_square(d / d.max())
        distances = PairwiseResult(square.n, square.condensed, "test", (), skip_above, 0, None)
        tree = cluster(distances)
        flat = cut(tree, 0.2, distances)
        stored = StoredClustering(1, 0.2, "test", {}, "medoid", tuple(f"p{i}" for i in range(45)),
                                  flat.labels, flat.medoids, flat.distance_to_medoid, tree,
                                  distances, None)
        session = Session(recent=RecentProjects(tmp_path / "recent.json"), workers=1)
        session.project_path = tmp_path / "stand-in.tplx"  # the plots never read the project
        geometry = dendrogram_layout(tree.as_linkage(), tree.n_leaves, tree.leaf_order)
        thresholds = np.linspace(0.0, 1.0, 11)
        counts = np.array([cut(tree, t, distances).n_clusters for t in thresholds], dtype=float)
        session._set_view(ClusteringView(stored, flat, geometry, (thresholds, counts), {}))
        return session

    return make


@pytest.fixture
def templated_window(make_window, open_project, templated_copy):
    """A window with a private copy of the templated demo project open."""
    window = make_window()
    open_project(window, templated_copy)
    return window
