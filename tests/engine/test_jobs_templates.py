"""The template jobs (jobs/templates.py): building templates for a clustering carries the
labels of the templates they replace."""

import pytest

from tplx_engine.config import load_config
from tplx_engine.extract.labels import label_value
from tplx_engine.jobs import labelling
from tplx_engine.jobs import templates as template_jobs
from tplx_engine.jobs.stored import load_labels, load_templates, page_loader
from tplx_engine.template import PageOptions

CONFIG = load_config(use_user_dir=False)
OPTIONS = PageOptions.from_config(CONFIG)


@pytest.fixture
def project(templates_project):
    """A copy of the session's project with templates for the known demo templates."""
    return templates_project


def test_rebuilding_carries_the_labels(project, demo_crawl, demo_manifest,
                                       known_templates, cluster_demo_pages):
    page = next(p for p in demo_manifest["pages"] if p["template"] == "zh-news")
    template = next(t for t in load_templates(project) if page["path"] in t.members)
    view = page_loader(demo_crawl, OPTIONS)(page["path"])
    labelling.add_label(project, label_value(template, view, page["fields"]["SOURCE"], "SOURCE"))
    entries = [p for p in demo_manifest["pages"]
               if p["kind"] == "detail" and p["template"] in known_templates]
    report = template_jobs.build_templates(project, cluster_demo_pages(entries[::2]), CONFIG)
    assert report.carried == 1 and report.lost == ()
    ((_, carried),) = load_labels(project)
    assert carried.source == "carried" and carried.field == "SOURCE"
