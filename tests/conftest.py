"""Shared fixtures. The demo crawl generator is the main fixture: generated once per session."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(scope="session")
def demo_crawl(tmp_path_factory) -> Path:
    """The bundled demo crawl (read-only: copy it before changing files)."""
    from tplx_engine.demo import write_demo_crawl

    out = tmp_path_factory.mktemp("demo") / "demo-crawl"
    write_demo_crawl(out)
    return out


@pytest.fixture(scope="session")
def demo_manifest(demo_crawl) -> dict:
    return json.loads((demo_crawl / "manifest.json").read_text("utf-8"))


@pytest.fixture
def demo_copy(demo_crawl, tmp_path) -> Path:
    """A private copy of the demo crawl that a test may modify."""
    target = tmp_path / "crawl"
    shutil.copytree(demo_crawl, target)
    return target
