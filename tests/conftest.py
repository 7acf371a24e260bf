"""Fixtures the engine and GUI tests share: the demo crawl, generated once per session, and the
demo project loaded once and clustered (read-only: tests copy a project before changing it)."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(scope="session")
def _demo_written(tmp_path_factory):
    from tplx_engine.demo import write_demo_crawl

    out = tmp_path_factory.mktemp("demo") / "demo-crawl"
    return out, write_demo_crawl(out)


@pytest.fixture(scope="session")
def demo_crawl(_demo_written) -> Path:
    """The bundled demo crawl (read-only: copy it before changing files)."""
    return _demo_written[0]


@pytest.fixture(scope="session")
def demo_summary(_demo_written):
    """What ``write_demo_crawl`` reported when it wrote ``demo_crawl``."""
    return _demo_written[1]


@pytest.fixture(scope="session")
def demo_manifest(demo_crawl) -> dict:
    return json.loads((demo_crawl / "manifest.json").read_text("utf-8"))


@pytest.fixture
def demo_copy(demo_crawl, tmp_path) -> Path:
    """A private copy of the demo crawl that a test may modify."""
    target = tmp_path / "crawl"
    shutil.copytree(demo_crawl, target)
    return target


def _config():
    from tplx_engine.config import load_config

    return load_config(use_user_dir=False)


@pytest.fixture(scope="session")
def demo_preprocessed(demo_crawl, tmp_path_factory) -> Path:
    """The demo crawl loaded into a project: pages, statuses, sequences, no clustering
    (read-only: the clustered projects below start from copies of it)."""
    from tplx_engine.jobs.preprocess import preprocess_crawl
    from tplx_engine.store.project import Project

    path = tmp_path_factory.mktemp("preprocessed") / "demo.tplx"
    with Project(path) as project:
        preprocess_crawl(demo_crawl, project, _config(), workers=1)
    return path


def _clustered(demo_preprocessed, tmp_path_factory, folder: str, options, **kw) -> Path:
    from tplx_engine.jobs.clustering import cluster_project
    from tplx_engine.store.project import Project

    path = tmp_path_factory.mktemp(folder) / "demo.tplx"
    shutil.copy(demo_preprocessed, path)
    with Project(path) as project:
        cluster_project(project, options, workers=1, **kw)
    return path


@pytest.fixture(scope="session")
def demo_project(demo_preprocessed, tmp_path_factory) -> Path:
    """The demo crawl loaded and clustered with the shipped settings (path-shingle at 0.5), as
    the workbench opens it (read-only: copy it first)."""
    return _clustered(demo_preprocessed, tmp_path_factory, "clustered", _config().cluster)


@pytest.fixture(scope="session")
def demo_elcs_project(demo_preprocessed, tmp_path_factory) -> Path:
    """The demo crawl loaded and clustered with ELCS at 0.3 (read-only: copy it first)."""
    from dataclasses import replace

    config = _config()
    return _clustered(demo_preprocessed, tmp_path_factory, "elcs",
                      replace(config.cluster, metric="elcs", threshold=0.3), config=config)
