"""The clustering stage on the demo crawl: quality against the manifest, re-cuts, CLI."""

import json
from dataclasses import replace

import numpy as np
import pytest

from tplx_engine.cli.main import main
from tplx_engine.config import load_config
from tplx_engine.errors import TplxError
from tplx_engine.evaluation import adjusted_rand_index
from tplx_engine.jobs.clustering import cluster_project, current_clustering, recut
from tplx_engine.jobs.preprocess import preprocess_crawl
from tplx_engine.store.project import Project

CONFIG = load_config(use_user_dir=False)


@pytest.fixture(scope="module")
def demo_project(demo_crawl, tmp_path_factory):
    path = tmp_path_factory.mktemp("cluster") / "demo.tplx"
    with Project(path) as project:
        preprocess_crawl(demo_crawl, project, CONFIG, workers=1)
        cluster_project(project, CONFIG.cluster, workers=1)
    return path


def template_of(manifest):
    return {p["path"]: p["template"] for p in manifest["pages"]}


def test_ari_against_the_demo_templates_at_the_default_threshold(demo_project, demo_manifest):
    with Project(demo_project) as project:
        c = current_clustering(project)
    truth = template_of(demo_manifest)
    ari = adjusted_rand_index([truth[p] for p in c.page_ids], c.labels)
    assert ari >= 0.95, ari
    assert c.threshold == CONFIG.cluster.threshold


def test_recut_moves_the_threshold_without_recomputing(demo_project):
    with Project(demo_project) as project:
        before = current_clustering(project)
        high = recut(project, 0.95)
        assert high.n_clusters < before.n_clusters
        assert np.array_equal(high.tree.left, before.tree.left)  # the same tree
        zero = recut(project, 0.0)
        assert zero.n_clusters >= before.n_clusters
        back = recut(project, before.threshold)
        assert np.array_equal(back.labels, before.labels)
        # asking the stage again with the same pages and metric re-cuts the stored tree
        again = cluster_project(project, replace(CONFIG.cluster, threshold=0.95), workers=1)
        assert again.id == before.id and again.n_clusters == high.n_clusters


def test_every_page_gets_a_cluster_and_a_medoid_distance(demo_project):
    with Project(demo_project) as project:
        c = current_clustering(project)
    assert len(c.labels) == len(c.page_ids) == len(c.distance_to_medoid)
    for label in range(c.n_clusters):
        members = c.members(label)
        assert c.medoids[label] in members
        assert c.distance_to_medoid[c.medoids[label]] == 0


def test_cluster_needs_pages(tmp_path):
    with Project(tmp_path / "empty.tplx") as project:
        with pytest.raises(TplxError, match="no detail pages"):
            cluster_project(project, CONFIG.cluster)
        with pytest.raises(TplxError, match="no clustering yet"):
            recut(project, 0.5)


def test_cli_cluster_json_with_sweep(demo_crawl, demo_project, tmp_path, capsys):
    project = tmp_path / "p.tplx"
    project.write_bytes(demo_project.read_bytes())
    code = main(["cluster", str(demo_crawl), "--project", str(project), "--json", "--quiet",
                 "--sweep", "0.1:0.9:0.2", "--threshold", "0.3", "--workers", "1"])
    assert code == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["command"] == "cluster" and doc["n_clusters"] == len(doc["clusters"])
    assert [s["threshold"] for s in doc["sweep"]] == [0.1, 0.3, 0.5, 0.7, 0.9]
    counts = [s["n_clusters"] for s in doc["sweep"]]
    assert counts == sorted(counts, reverse=True)  # a higher threshold never splits clusters
    assert {"path", "cluster", "distance_to_medoid"} <= set(doc["pages"][0])
    assert sum(c["size"] for c in doc["clusters"]) == doc["n_pages"] == len(doc["pages"])
    assert main(["cluster", str(demo_crawl), "--project", str(project), "--sweep", "x"]) == 1


def test_fpc_route_finds_the_demo_templates_and_reuses_features(demo_crawl, demo_project,
                                                                demo_manifest, tmp_path):
    project_path = tmp_path / "fpc.tplx"
    project_path.write_bytes(demo_project.read_bytes())
    options = replace(CONFIG.cluster, method="fpc")
    with Project(project_path) as project:
        project.set_meta("crawl_root", str(demo_crawl))
        result = cluster_project(project, options, workers=1, config=CONFIG)
        stored = project.db.execute("SELECT count(*) FROM page_features WHERE features IS NOT NULL"
                                    ).fetchone()[0]
        calls = []
        import tplx_engine.jobs.fpc as route

        original = route._features_chunk
        route._features_chunk = lambda items, config: calls.append(len(items)) or original(
            items, config)
        try:
            again = cluster_project(project, options, workers=1, config=CONFIG)
        finally:
            route._features_chunk = original
    truth = template_of(demo_manifest)
    assert result.method == "fpc" and result.model is not None and result.tree is None
    assert adjusted_rand_index([truth[p] for p in result.page_ids], result.labels) >= 0.95
    assert stored == len(result.page_ids)
    assert calls == []  # the second run computed no feature again
    assert np.array_equal(again.labels, result.labels)


def test_fpc_features_survive_storing(demo_crawl):
    from tplx_engine.cluster.fpc.features import PageFeatures, page_features
    from tplx_engine.load import crawl, read
    from tplx_engine.store import codec

    listing = crawl.discover_pages(demo_crawl, CONFIG.load)
    raw = read.read_page(listing.pages[0], CONFIG.load)
    features = page_features(read.parse_document(raw))
    back = PageFeatures.from_arrays(codec.unpack(codec.pack(features.to_arrays())))
    for name in ("level_ptr", "level_tags", "level_counts", "set_ptr", "set_hashes"):
        assert np.array_equal(getattr(back, name), getattr(features, name))
        assert getattr(back, name).dtype == getattr(features, name).dtype
    assert back.layers_from == features.layers_from
