"""Engine test fixtures shared by several test files (each file tests one module)."""

import pytest

# helper modules beside the tests whose asserts should explain themselves like the tests' own
pytest.register_assert_rewrite("repeat_pages", "tplx_cli")


@pytest.fixture(scope="session")
def cluster_demo_pages(demo_crawl):
    """``cluster_demo_pages(entries, threshold=0.3)``: the demo manifest's ``entries`` clustered
    here with ELCS (not taken from the manifest), as the attributes of a stored clustering that
    the template stage reads."""
    from dataclasses import dataclass, field

    import numpy as np

    from tplx_engine.cluster import cluster, cut, pairwise_distances
    from tplx_engine.config import load_config
    from tplx_engine.similarity import get_metric
    from tplx_engine.template import PageOptions, load_view

    options = PageOptions.from_config(load_config(use_user_dir=False))

    @dataclass(frozen=True, eq=False)
    class Clustering:  # what the template stage reads of jobs.clustering.StoredClustering
        threshold: float
        metric: str
        method: str
        page_ids: tuple
        labels: np.ndarray
        medoids: np.ndarray
        metric_params: dict = field(default_factory=dict)

    def make(entries, threshold: float = 0.3) -> Clustering:
        views = [load_view(demo_crawl / e["path"], e["path"], options) for e in entries]
        metric = get_metric("elcs")
        distances = pairwise_distances([metric.prepare(v.merged) for v in views], "elcs", {},
                                       workers=1)
        flat = cut(cluster(distances), threshold, distances)
        return Clustering(threshold, "elcs", "medoid", tuple(e["path"] for e in entries),
                          flat.labels, flat.medoids)

    return make


# the demo templates the templates project has templates for; the other three fit none
KNOWN_TEMPLATES = ("en-product", "zh-news", "en-blog")


@pytest.fixture(scope="session")
def known_templates() -> tuple[str, ...]:
    return KNOWN_TEMPLATES


@pytest.fixture(scope="session")
def _templates_project(tmp_path_factory, demo_crawl, demo_manifest, cluster_demo_pages):
    from tplx_engine.config import load_config
    from tplx_engine.jobs import templates as template_jobs
    from tplx_engine.store.project import Project

    entries = [p for p in demo_manifest["pages"]
               if p["kind"] == "detail" and p["template"] in KNOWN_TEMPLATES]
    path = tmp_path_factory.mktemp("templates") / "p.tplx"
    with Project(path) as project:
        project.set_meta("crawl_root", str(demo_crawl))
        report = template_jobs.build_templates(project, cluster_demo_pages(entries),
                                               load_config(use_user_dir=False))
    assert len(report.templates) == 3 and not report.unreadable
    return path


@pytest.fixture
def templates_project(_templates_project, tmp_path):
    """An open project whose templates cover three of the six demo detail templates
    (``known_templates``), built once per session; each test gets its own copy."""
    import shutil

    from tplx_engine.store.project import Project

    path = tmp_path / "p.tplx"
    shutil.copy(_templates_project, path)
    with Project(path) as project:
        yield project


@pytest.fixture(scope="session")
def demo_elcs_templates(demo_elcs_project, tmp_path_factory):
    """The ELCS demo project (tests/conftest.py) after tplx template: one template per cluster
    (read-only: copy it first)."""
    import shutil

    from tplx_engine.config import load_config
    from tplx_engine.jobs import templates as template_jobs
    from tplx_engine.jobs.clustering import current_clustering
    from tplx_engine.store.project import Project

    path = tmp_path_factory.mktemp("elcs-templates") / "demo.tplx"
    shutil.copy(demo_elcs_project, path)
    with Project(path) as project:
        template_jobs.build_templates(project, current_clustering(project),
                                      load_config(use_user_dir=False))
    return path


@pytest.fixture(scope="session")
def labelling_demo(demo_crawl, demo_manifest):
    """(entries, views, templates) by demo template name, for four of them: manifest entries,
    their pages read with texts, and one template induced from all of a template's pages
    (read-only)."""
    from tplx_engine.config import load_config
    from tplx_engine.template import PageOptions, induce_template, load_view

    options = PageOptions.from_config(load_config(use_user_dir=False))
    names = ("en-product", "zh-forum", "en-forum", "zh-news")
    entries = {n: [p for p in demo_manifest["pages"] if p["template"] == n
                   and p["kind"] == "detail"] for n in names}
    views = {n: [load_view(demo_crawl / p["path"], p["path"], options, with_texts=True)
                 for p in entries[n]] for n in names}
    templates = {n: induce_template(views[n], 0, template_id=n, cluster=i, threshold=0.3,
                                    metric="elcs", options=options)
                 for i, n in enumerate(names)}
    return entries, views, templates


@pytest.fixture(scope="session")
def tricky_html() -> str:
    """A page whose texts are hard to walk: comments, script and style, tails, nested inline
    elements, paragraphs, entities."""
    return """<html><body><div id="a">lead <!-- note --> after comment<b>bold</b> tail
<script>var x = "<div>";</script> after script <span>inner<i>deep</i> end</span> last
<p>para one</p><p>para two</p><style>p {}</style></div><div>x&amp;y&nbsp;z</div>
</body></html>"""
