"""The FPC route of the clustering job (jobs/fpc.py) on the demo crawl: it finds the demo's
templates and reuses the page features it stored."""

from dataclasses import replace

import numpy as np

from tplx_engine.config import load_config
from tplx_engine.evaluation import adjusted_rand_index
from tplx_engine.jobs.clustering import cluster_project
from tplx_engine.store.project import Project

CONFIG = load_config(use_user_dir=False)


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
    truth = {p["path"]: p["template"] for p in demo_manifest["pages"]}
    assert result.method == "fpc" and result.model is not None and result.tree is None
    assert adjusted_rand_index([truth[p] for p in result.page_ids], result.labels) >= 0.95
    assert stored == len(result.page_ids)
    assert calls == []  # the second run computed no feature again
    assert np.array_equal(again.labels, result.labels)
