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


def _label_field(project, demo_crawl, page, field):
    template = next(t for t in load_templates(project) if page["path"] in t.members)
    view = page_loader(demo_crawl, OPTIONS)(page["path"])
    return labelling.add_label(project, label_value(template, view, page["fields"][field], field))


def test_a_label_keeps_its_id_through_rebuilds(project, demo_crawl, demo_manifest,
                                               known_templates, cluster_demo_pages):
    news = next(p for p in demo_manifest["pages"] if p["template"] == "zh-news")
    product = next(p for p in demo_manifest["pages"] if p["template"] == "en-product")
    source = _label_field(project, demo_crawl, news, "SOURCE")
    removed = _label_field(project, demo_crawl, news, "TITLE")
    title = _label_field(project, demo_crawl, product, "TITLE")
    labelling.remove_label(project, removed)  # ids need not be contiguous
    entries = [p for p in demo_manifest["pages"]
               if p["kind"] == "detail" and p["template"] in known_templates]
    for threshold in (0.45, 0.2, 0.3):  # other thresholds, other templates
        report = template_jobs.build_templates(
            project, cluster_demo_pages(entries, threshold=threshold), CONFIG)
        assert report.carried == 2 and report.lost == ()
        by_field = {label.field: i for i, label in load_labels(project)}
        assert by_field == {"SOURCE": source, "TITLE": title}, threshold
    assert labelling.remove_label(project, removed) is False  # never handed out again
    again = _label_field(project, demo_crawl, news, "DATE")
    assert again > max(source, title, removed)


def test_a_label_carried_to_two_templates_keeps_its_id_on_the_first():
    stored = [(7, "a"), (3, "b")]
    # label 7 split over two new templates, label 3 carried once
    assert template_jobs.lasting_ids(stored, [0, 0, 1]) == [7, None, 3]
