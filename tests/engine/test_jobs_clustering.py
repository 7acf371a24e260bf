"""The clustering job (jobs/clustering.py) on the demo crawl: quality against the manifest,
re-cuts of the stored tree, what it needs."""

import shutil
from dataclasses import replace

import numpy as np
import pytest

from tplx_engine.cluster import bounds_for, cut
from tplx_engine.config import load_config
from tplx_engine.errors import TplxError
from tplx_engine.evaluation import adjusted_rand_index
from tplx_engine.jobs.clustering import cluster_project, current_clustering, recut
from tplx_engine.store.project import Project

CONFIG = load_config(use_user_dir=False)


def template_of(manifest):
    return {p["path"]: p["template"] for p in manifest["pages"]}


def test_ari_against_the_demo_templates_at_the_default_threshold(demo_project, demo_manifest):
    with Project(demo_project) as project:
        c = current_clustering(project)
    truth = template_of(demo_manifest)
    ari = adjusted_rand_index([truth[p] for p in c.page_ids], c.labels)
    assert ari >= 0.95, ari
    assert c.threshold == c.suggested.threshold  # the shipped first cut: the tree's suggestion


def test_a_fixed_cut_is_at_the_threshold(demo_project, tmp_path):
    path = tmp_path / "p.tplx"
    shutil.copy(demo_project, path)
    with Project(path) as project:
        fixed = cluster_project(project, replace(CONFIG.cluster, cut="fixed"), workers=1)
        assert fixed.threshold == CONFIG.cluster.threshold != fixed.suggested.threshold
        again = cluster_project(project, CONFIG.cluster, workers=1)  # the stored tree, re-cut
        assert again.id == fixed.id and again.threshold == fixed.suggested.threshold


def test_recut_moves_the_threshold_without_recomputing(demo_project, tmp_path):
    path = tmp_path / "p.tplx"
    shutil.copy(demo_project, path)  # re-cuts are saved: the session's project stays as it is
    with Project(path) as project:
        before = current_clustering(project)
        high = recut(project, 0.95)
        assert high.n_clusters < before.n_clusters
        assert np.array_equal(high.tree.left, before.tree.left)  # the same tree
        zero = recut(project, 0.0)
        assert zero.n_clusters >= before.n_clusters
        back = recut(project, before.threshold)
        assert np.array_equal(back.labels, before.labels)
        # asking the stage again with the same pages and metric re-cuts the stored tree
        again = cluster_project(project, replace(CONFIG.cluster, cut="fixed", threshold=0.95),
                                workers=1)
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


@pytest.mark.parametrize("fixture", ["demo_project", "demo_elcs_project"])
def test_the_suggested_threshold_separates_the_demo_templates(fixture, demo_manifest, request):
    """Each measure looks for the gap on its own scale: path-shingle and ELCS both find one that
    recovers the demo's templates."""
    with Project(request.getfixturevalue(fixture)) as project:
        c = current_clustering(project)
    suggested = c.suggested
    low, high = bounds_for(c.metric)
    assert low <= suggested.threshold <= high and suggested.gap > 0.1
    labels = cut(c.tree, suggested.threshold).labels
    truth = template_of(demo_manifest)
    assert adjusted_rand_index([truth[p] for p in c.page_ids], labels) == 1.0
