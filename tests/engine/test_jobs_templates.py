"""Project jobs and tables of the template stage: build, label store, extract a crawl, pool,
discover."""

import sqlite3
from dataclasses import dataclass, field

import numpy as np
import pytest
from lxml import etree

from tplx_engine.cluster import cluster, cut, pairwise_distances
from tplx_engine.config import load_config
from tplx_engine.errors import TplxError
from tplx_engine.extract.labels import label_value
from tplx_engine.jobs import extraction, labelling
from tplx_engine.jobs import templates as template_jobs
from tplx_engine.jobs.stored import (
    crawl_root,
    load_labels,
    load_templates,
    page_loader,
    template_of_page,
)
from tplx_engine.similarity import get_metric
from tplx_engine.store import extraction as extraction_tables
from tplx_engine.store.project import Project
from tplx_engine.template import PageOptions, load_view

CONFIG = load_config(use_user_dir=False)
OPTIONS = PageOptions.from_config(CONFIG)
KNOWN = ("en-product", "zh-news", "en-blog")


@dataclass(frozen=True, eq=False)
class Clustering:  # the attributes of clustering.StoredClustering the template stage reads
    threshold: float
    metric: str
    method: str
    page_ids: tuple
    labels: np.ndarray
    medoids: np.ndarray
    metric_params: dict = field(default_factory=dict)


def clustering_of(crawl, entries, threshold=0.3):
    views = [load_view(crawl / e["path"], e["path"], OPTIONS) for e in entries]
    metric = get_metric("elcs")
    distances = pairwise_distances([metric.prepare(v.merged) for v in views], "elcs", {},
                                   workers=1)
    flat = cut(cluster(distances), threshold, distances)
    return Clustering(threshold, "elcs", "medoid", tuple(e["path"] for e in entries),
                      flat.labels, flat.medoids)


@pytest.fixture
def project(tmp_path, demo_crawl, demo_manifest):
    """A project whose templates cover three of the six demo detail templates."""
    entries = [p for p in demo_manifest["pages"]
               if p["kind"] == "detail" and p["template"] in KNOWN]
    with Project(tmp_path / "p.tplx") as p:
        p.set_meta("crawl_root", str(demo_crawl))
        report = template_jobs.build_templates(p, clustering_of(demo_crawl, entries), CONFIG)
        assert len(report.templates) == 3 and not report.unreadable
        yield p


def test_templates_and_labels_are_stored(project, demo_crawl, demo_manifest):
    templates = load_templates(project)
    assert len(templates) == 3 and all(t.members for t in templates)
    page = next(p for p in demo_manifest["pages"] if p["template"] == "en-product")
    template_id = template_of_page(project, page["path"])
    template = next(t for t in templates if t.id == template_id)
    view = page_loader(demo_crawl, OPTIONS)(page["path"])
    label = label_value(template, view, page["fields"]["PUBLISHER"], "PUBLISHER")
    label_id = labelling.add_label(project, label)
    other = sqlite3.connect(str(project.path))  # committed at once: visible elsewhere
    assert other.execute("SELECT field FROM labels").fetchall() == [("PUBLISHER",)]
    other.close()
    assert load_labels(project) == [(label_id, label)]
    assert labelling.remove_label(project, label_id) and load_labels(project) == []


def test_rebuilding_carries_the_labels(project, demo_crawl, demo_manifest):
    page = next(p for p in demo_manifest["pages"] if p["template"] == "zh-news")
    template = next(t for t in load_templates(project) if page["path"] in t.members)
    view = page_loader(demo_crawl, OPTIONS)(page["path"])
    labelling.add_label(project, label_value(template, view, page["fields"]["SOURCE"], "SOURCE"))
    entries = [p for p in demo_manifest["pages"]
               if p["kind"] == "detail" and p["template"] in KNOWN]
    report = template_jobs.build_templates(project, clustering_of(demo_crawl, entries[::2]), CONFIG)
    assert report.carried == 1 and report.lost == ()
    ((_, carried),) = load_labels(project)
    assert carried.source == "carried" and carried.field == "SOURCE"


def test_extract_crawl_pools_unknown_pages_and_discover_makes_templates(
        project, demo_crawl, demo_manifest, tmp_path):
    page = next(p for p in demo_manifest["pages"] if p["template"] == "en-product")
    template = next(t for t in load_templates(project) if page["path"] in t.members)
    view = page_loader(demo_crawl, OPTIONS)(page["path"])
    labelling.add_label(project, label_value(template, view, page["fields"]["TITLE"], "TITLE"))

    report = extraction.extract_crawl(project, demo_crawl, tmp_path / "out.xml", "xml", CONFIG)
    unknown = [p for p in demo_manifest["pages"]  # a duplicate file is a page too
               if p["kind"] in ("detail", "duplicate") and p["template"] not in KNOWN]
    assert report.counts["pooled"] == len(unknown) == extraction.pool_size(project)
    assert report.counts["skipped"] >= 30 and "failed" not in report.counts
    root = etree.parse(str(tmp_path / "out.xml")).getroot()
    titles = {d.get("page"): d.findtext("TITLE") for d in root.findall("document")}
    products = [p for p in demo_manifest["pages"] if p["template"] == "en-product"]
    assert all(titles[p["path"]] == p["fields"]["TITLE"] for p in products)
    run = project.db.execute("SELECT status, counts FROM extraction_runs").fetchone()
    assert run[0] == "done"

    too_few = template_jobs.discover(project, CONFIG, min_pool=len(unknown) + 1)
    assert not too_few.ran and too_few.pool_after == len(unknown)
    found = template_jobs.discover(project, CONFIG, min_pool=20, min_template_pages=5)
    assert found.ran and len(found.new_templates) == 3 and found.pool_after == 0
    again = extraction.extract_crawl(project, demo_crawl, tmp_path / "out.jsonl", "jsonl", CONFIG)
    assert "pooled" not in again.counts
    assert again.counts["extracted"] == report.counts["extracted"] + len(unknown)


def test_parallel_extraction_equals_serial(project, demo_crawl, tmp_path):
    serial = extraction.extract_crawl(project, demo_crawl, tmp_path / "a.csv", "csv", CONFIG)
    parallel = extraction.extract_crawl(project, demo_crawl, tmp_path / "b.csv", "csv", CONFIG,
                                   workers=2)
    assert serial.counts == parallel.counts
    assert (tmp_path / "a.csv").read_bytes() == (tmp_path / "b.csv").read_bytes()


def test_jobs_explain_what_is_missing(tmp_path, demo_crawl):
    with Project(tmp_path / "empty.tplx") as p:
        with pytest.raises(TplxError, match="no templates yet"):
            extraction.extract_crawl(p, demo_crawl, tmp_path / "o.xml", "xml", CONFIG)
        with pytest.raises(TplxError, match="no crawl folder"):
            crawl_root(p)


def _label_fields(project, demo_crawl, demo_manifest, template_name, names):
    page = next(p for p in demo_manifest["pages"] if p["template"] == template_name)
    template = next(t for t in load_templates(project) if page["path"] in t.members)
    view = page_loader(demo_crawl, OPTIONS)(page["path"])
    for name in names:
        labelling.add_label(project, label_value(template, view, page["fields"][name], name))
    return template


def test_extract_crawl_writes_only_the_chosen_templates_and_fields(
        project, demo_crawl, demo_manifest, tmp_path):
    product = _label_fields(project, demo_crawl, demo_manifest, "en-product",
                            ("TITLE", "PUBLISHER"))
    _label_fields(project, demo_crawl, demo_manifest, "zh-news", ("SOURCE",))
    everything = extraction.extract_crawl(project, demo_crawl, tmp_path / "all.xml", "xml", CONFIG)
    pool_after_all = extraction.pool_size(project)
    extraction_tables.pool_remove(project, [p.key for p in extraction.pool_pages(project)])  # pool anew

    chosen = extraction.extract_crawl(project, demo_crawl, tmp_path / "one.xml", "xml", CONFIG,
                                 fields=["PUBLISHER", "TITLE"], template_ids=[product.id])
    root = etree.parse(str(tmp_path / "one.xml")).getroot()
    documents = root.findall("document")
    products = {p["path"]: p for p in demo_manifest["pages"] if p["template"] == "en-product"}
    assert {d.get("page") for d in documents} == set(products)
    assert {d.get("template") for d in documents} == {product.id}
    for d in documents:  # the fields asked for, in the order asked for
        assert [c.tag for c in d] == ["PUBLISHER", "TITLE"]
        assert d.findtext("TITLE") == products[d.get("page")]["fields"]["TITLE"]
    # pages of the other templates are counted, not written, not pooled; pooling is unchanged
    assert chosen.counts["extracted"] == len(products)
    assert chosen.counts["extracted"] + chosen.counts["not selected"] \
        == everything.counts["extracted"]
    assert chosen.counts["pooled"] == everything.counts["pooled"]
    assert extraction.pool_size(project) == pool_after_all


def test_extract_crawl_field_order_in_csv_and_bad_choices(project, demo_crawl, demo_manifest,
                                                          tmp_path):
    _label_fields(project, demo_crawl, demo_manifest, "en-product", ("TITLE", "PUBLISHER"))
    extraction.extract_crawl(project, demo_crawl, tmp_path / "o.csv", "csv", CONFIG,
                        fields=["PUBLISHER"])
    header = (tmp_path / "o.csv").read_text(encoding="utf-8").splitlines()[0]
    assert header == "page,url,template,score,PUBLISHER"
    with pytest.raises(TplxError, match="AUTHOR"):
        extraction.extract_crawl(project, demo_crawl, tmp_path / "x.xml", "xml", CONFIG,
                            fields=["AUTHOR"])
    with pytest.raises(TplxError, match="tnope"):
        extraction.extract_crawl(project, demo_crawl, tmp_path / "x.xml", "xml", CONFIG,
                            template_ids=["tnope"])
