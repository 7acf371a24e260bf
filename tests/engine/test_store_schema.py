"""A project written by tplx 0.1.0 (schema 5, tests/fixtures/projects/README.md) opens, is
migrated to the one array format, reads as that version reported it, and extracts the same."""

import gzip
import json
import shutil
import sqlite3
from pathlib import Path

import numpy as np
import pytest
from lxml import etree
from tplx_cli import run

from tplx_engine.cluster.fpc.features import PageFeatures
from tplx_engine.config import load_config
from tplx_engine.errors import NothingExtracted
from tplx_engine.jobs import extraction
from tplx_engine.jobs import templates as template_jobs
from tplx_engine.jobs.clustering import current_clustering, recut
from tplx_engine.jobs.search import search
from tplx_engine.model import PageStatus
from tplx_engine.store import SCHEMA_VERSION, Project, codec
from tplx_engine.store import clusterings as stored_clusterings
from tplx_engine.store import pages as stored_pages

FIXTURES = Path(__file__).parents[1] / "fixtures" / "projects"


def expected(name: str) -> dict:
    return json.loads((FIXTURES / f"v5-demo-{name}.json").read_text("utf-8"))


@pytest.fixture
def old_project(tmp_path) -> Path:
    path = tmp_path / "v5.tplx"
    with gzip.open(FIXTURES / "v5-demo.tplx.gz") as src, open(path, "wb") as out:
        shutil.copyfileobj(src, out)
    return path


@pytest.fixture
def old_crawl(demo_crawl, tmp_path) -> Path:
    """The crawl the fixture was made from: the shop and forum sites of the demo crawl."""
    crawl = tmp_path / "crawl"
    for site in ("shop.example.com", "forum.example.com"):
        shutil.copytree(demo_crawl / site, crawl / site)
    return crawl


def user_version(path: Path) -> int:
    db = sqlite3.connect(path)
    try:
        return db.execute("PRAGMA user_version").fetchone()[0]
    finally:
        db.close()


def test_opening_migrates_every_blob_to_the_array_format(old_project):
    assert user_version(old_project) == 5
    with Project(old_project) as project:
        assert user_version(old_project) == SCHEMA_VERSION == 8
        blobs = [blob for table, column in (("pages", "sequence"), ("clusterings", "tree"),
                                            ("clusterings", "distances"), ("page_features",
                                                                           "features"),
                                            ("pool", "tokens"), ("clustering_cuts", "cut"))
                 for (blob,) in project.db.execute(f"SELECT {column} FROM {table} "
                                                   f"WHERE {column} IS NOT NULL")]
        assert len(blobs) > 200
        assert all(bytes(b[:4]) == codec.MAGIC for b in blobs)
        kept = list(stored_pages.read(project, PageStatus.DETAIL, with_sequences=True))
        assert len(kept) == 80 and all(len(p.merged) == p.n_merged > 0 for p in kept)
        assert all(p.merged.origin_ptr[-1] == p.n_tokens for p in kept)
        features = stored_clusterings.features(project)
        assert len(features) == 80
        for _key, arrays in features.values():
            f = PageFeatures.from_arrays(arrays)
            assert f.layers_from == "merged" and f.n_levels > 3 and f.set_hashes.size


def test_an_old_project_gets_an_empty_search_index_that_says_to_extract_again(old_project):
    with Project(old_project) as project:
        assert project.db.execute("SELECT count(*) FROM extraction_runs").fetchone()[0] > 0
        with pytest.raises(NothingExtracted, match="tplx extract again"):
            search(project, "Riverside")


def old_keys_of(new, old):
    """``new`` cut down to the keys ``old`` has, at every depth."""
    if isinstance(old, dict) and isinstance(new, dict):
        return {k: old_keys_of(new[k], v) if k in new else "<missing>" for k, v in old.items()}
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        return [old_keys_of(n, o) for n, o in zip(new, old)]
    return new


def test_labels_templates_and_suggestions_read_as_tplx_0_1_reported_them(old_project,
                                                                          capsys):
    for name, argv, key in (("labels", ("label", old_project, "--list"), "labels"),
                            ("templates", ("template", old_project, "--stored"), "templates"),
                            ("suggestions", ("suggest", old_project, "--list", "--all"),
                             "suggestions")):
        code, doc = run(capsys, *argv, "--json")
        assert code == 0
        before = expected(name)[key]
        # later versions add keys (labels: anchor, type, examples); every old key reads the same
        assert old_keys_of(doc[key], before) == before, name
    code, doc = run(capsys, "label", old_project, "--list", "--json")
    assert all(lb["anchor"] is None and lb["type"] == "text" for lb in doc["labels"])


def test_the_clustering_and_its_cut_are_those_of_tplx_0_1(old_project):
    before = expected("cluster")
    with Project(old_project) as project:
        clustering = current_clustering(project)
        assert (clustering.method, clustering.metric) == (before["method"], before["metric"])
        assert clustering.threshold == before["threshold"]
        assert clustering.tree is not None and clustering.distances is not None
        by_page = {p["path"]: p for p in before["pages"]}
        assert list(clustering.page_ids) == list(by_page)
        assert [by_page[p]["cluster"] for p in clustering.page_ids] == clustering.labels.tolist()
        assert np.allclose([by_page[p]["distance_to_medoid"] for p in clustering.page_ids],
                           clustering.distance_to_medoid, atol=1e-6)
        assert [clustering.page_ids[m] for m in clustering.medoids] == [
            c["medoid"] for c in before["clusters"]]
        moved = recut(project, 0.1)  # the stored tree re-cuts: nothing recomputed
        assert moved.n_clusters >= clustering.n_clusters


def test_the_pool_still_feeds_discovery(old_project):
    with Project(old_project) as project:
        pooled = extraction.pool_pages(project)
        assert len(pooled) == 51 and all(len(p.merged) > 10 and p.nearest for p in pooled)
        report = template_jobs.discover(project, load_config(use_user_dir=False))
        assert report.ran
        assert report.pool_after + sum(len(t.members) for t in report.new_templates) == 51


def test_labels_extract_what_tplx_0_1_extracted(old_project, old_crawl, tmp_path):
    out = tmp_path / "out.xml"
    with Project(old_project) as project:
        report = extraction.extract_crawl(project, old_crawl, out, "xml",
                                          load_config(use_user_dir=False))
    assert report.counts.get("extracted") == 80

    def documents(xml: bytes) -> list[tuple]:
        root = etree.fromstring(xml)
        return [(tuple(sorted(d.attrib.items())), tuple((f.tag, f.text) for f in d))
                for d in root]

    with gzip.open(FIXTURES / "v5-demo-extract.xml.gz") as old:
        assert documents(out.read_bytes()) == documents(old.read())


class _LateConnection:
    """A connection whose first read of the schema version is the one it made before another
    process migrated the file (the workbench and its worker opening one new project)."""

    def __init__(self, db: sqlite3.Connection):
        self._db, self._stale = db, True

    def execute(self, sql, *args):
        if self._stale and sql == "PRAGMA user_version":
            self._stale = False
            return self._db.execute("SELECT 0")
        return self._db.execute(sql, *args)

    def __getattr__(self, name):
        return getattr(self._db, name)


def test_a_second_process_opening_a_new_project_late_does_not_migrate_it_again(
        tmp_path, monkeypatch):
    path = tmp_path / "p.tplx"
    with Project(path) as first:
        first.db.execute("CREATE TABLE marker (x)")  # what the first process wrote since
    connect = sqlite3.connect
    monkeypatch.setattr("tplx_engine.store.project.sqlite3.connect",
                        lambda *a, **k: _LateConnection(connect(*a, **k)))
    with Project(path) as late:
        assert late.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    monkeypatch.undo()
    with Project(path) as again:
        assert again.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert again.db.execute("SELECT count(*) FROM marker").fetchone()[0] == 0
