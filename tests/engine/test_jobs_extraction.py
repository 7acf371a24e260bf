"""The extraction job (jobs/extraction.py) on a project with templates for three of the six
demo templates: records written, pages of no template pooled (and discovery's new templates
then extract them), serial equals parallel, chosen templates and fields only."""

import json
import shutil
import time
from dataclasses import replace

import pytest
from demo_labels import label_fields
from hostile_pages import write_hostile_crawl
from lxml import etree

from tplx_engine.config import load_config
from tplx_engine.demo.hostile import HOSTILE
from tplx_engine.errors import TplxError
from tplx_engine.extract.labels import label_value
from tplx_engine.extract.values import Extractor
from tplx_engine.jobs import extraction, labelling
from tplx_engine.jobs import templates as template_jobs
from tplx_engine.jobs.stored import load_templates, page_loader
from tplx_engine.store import extraction as extraction_tables
from tplx_engine.store.project import Project
from tplx_engine.template import PageOptions

CONFIG = load_config(use_user_dir=False)
OPTIONS = PageOptions.from_config(CONFIG)


@pytest.fixture
def project(templates_project):
    """A copy of the session's project with templates for the known demo templates."""
    return templates_project


def test_extract_crawl_pools_unknown_pages_and_discover_makes_templates(
        project, demo_crawl, demo_manifest, known_templates, tmp_path):
    page = next(p for p in demo_manifest["pages"] if p["template"] == "en-product")
    template = next(t for t in load_templates(project) if page["path"] in t.members)
    view = page_loader(demo_crawl, OPTIONS)(page["path"])
    labelling.add_label(project, label_value(template, view, page["fields"]["TITLE"], "TITLE"))

    report = extraction.extract_crawl(project, demo_crawl, tmp_path / "out.xml", "xml", CONFIG)
    unknown = [p for p in demo_manifest["pages"]  # a duplicate file is a page too
               if p["kind"] in ("detail", "duplicate") and p["template"] not in known_templates]
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


def test_pages_no_template_fits_are_written_with_their_template_free_values(
        project, demo_crawl, demo_manifest, known_templates, tmp_path):
    label_fields(project, demo_crawl, demo_manifest, "zh-news", ["TITLE"])
    unknown = {p["path"]: p for p in demo_manifest["pages"]  # a duplicate file is a page too
               if p["kind"] in ("detail", "duplicate") and p["template"] not in known_templates}

    report = extraction.extract_crawl(project, demo_crawl, tmp_path / "o.jsonl", "jsonl", CONFIG)
    records = [json.loads(line) for line in (tmp_path / "o.jsonl").read_text().splitlines()]
    free = [r for r in records if r.get("source") == "template-free"]
    assert len(free) == report.counts["template-free"] >= len(unknown) * 0.9
    assert {r["page"] for r in free} <= set(unknown)
    assert all(r["template"] is None and set(r["fields"]) == {"TITLE"} for r in free)
    right = sum(r["fields"]["TITLE"] == (unknown[r["page"]]["fields"] or {}).get("TITLE")
                for r in free)
    assert right >= len(free) * 0.9  # what tplx meta finds on those pages
    assert extraction.pool_size(project) >= len(unknown)  # pooled all the same

    xml = tmp_path / "o.xml"
    extraction.extract_crawl(project, demo_crawl, xml, "xml", CONFIG)
    sources = {d.get("page"): d.get("source") for d in etree.parse(str(xml)).getroot()}
    assert {page for page, source in sources.items() if source} == {r["page"] for r in free}

    only_pool = extraction.extract_crawl(project, demo_crawl, tmp_path / "p.jsonl", "jsonl",
                                         CONFIG, unmatched="pool")
    assert "template-free" not in only_pool.counts
    assert '"source"' not in (tmp_path / "p.jsonl").read_text()


def test_parallel_extraction_equals_serial(project, demo_crawl, tmp_path):
    serial = extraction.extract_crawl(project, demo_crawl, tmp_path / "a.csv", "csv", CONFIG)
    parallel = extraction.extract_crawl(project, demo_crawl, tmp_path / "b.csv", "csv", CONFIG,
                                   workers=2)
    assert serial.counts == parallel.counts
    assert (tmp_path / "a.csv").read_bytes() == (tmp_path / "b.csv").read_bytes()


def test_extracting_without_templates_says_so(tmp_path, demo_crawl):
    with (Project(tmp_path / "empty.tplx") as empty,
          pytest.raises(TplxError, match="no templates yet")):
        extraction.extract_crawl(empty, demo_crawl, tmp_path / "o.xml", "xml", CONFIG)


def test_extract_crawl_writes_only_the_chosen_templates_and_fields(
        project, demo_crawl, demo_manifest, tmp_path):
    product = label_fields(project, demo_crawl, demo_manifest, "en-product",
                            ("TITLE", "PUBLISHER"))
    label_fields(project, demo_crawl, demo_manifest, "zh-news", ("SOURCE",))
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
    label_fields(project, demo_crawl, demo_manifest, "en-product", ("TITLE", "PUBLISHER"))
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


def test_hostile_pages_are_reported_and_the_extraction_goes_on(project, demo_crawl, tmp_path,
                                                               monkeypatch):
    """The issue's pages on the extract path (the list-page filter was quadratic there: 200k
    <li><a> kept it busy for minutes) and a page whose extraction never ends."""
    crawl = tmp_path / "crawl"
    normal = write_hostile_crawl(crawl, demo_crawl)
    (crawl / "slow.html").write_bytes(normal[0].read_bytes())
    extract_view = Extractor.extract_view

    def never_ends_on_the_slow_page(self, page, *args, **kwargs):
        while page.page_id == "slow.html":
            pass
        return extract_view(self, page, *args, **kwargs)

    monkeypatch.setattr(Extractor, "extract_view", never_ends_on_the_slow_page)
    # 3 s: the 90,000-link list page needs about 0.6 s on an idle core; a loaded machine slows it
    config = replace(CONFIG, load=replace(CONFIG.load, page_seconds=3.0))
    started = time.monotonic()
    report = extraction.extract_crawl(project, crawl, tmp_path / "out.csv", "csv", config)
    assert time.monotonic() - started < 120
    failed = dict(report.failed)
    assert {p for p in failed} == {p for p, (_, (status, _)) in HOSTILE.items()
                                   if status == "too_complex"} | {"slow.html"}
    assert all(reason.startswith("too complex: ") for reason in failed.values())
    assert "load.page_seconds" in failed["slow.html"]
    assert report.counts["skipped"] == 1  # the list page
    assert report.counts["extracted"] + report.counts.get("pooled", 0) == len(normal)


def test_undecodable_bytes_in_written_values_are_counted_per_page(
        project, demo_crawl, demo_manifest, tmp_path):
    label_fields(project, demo_crawl, demo_manifest, "en-product", ["TITLE"])
    crawl = tmp_path / "crawl"
    shutil.copytree(demo_crawl, crawl)
    page = [p for p in demo_manifest["pages"] if p["template"] == "en-product"][3]
    title = page["fields"]["TITLE"].encode()
    source = (crawl / page["path"]).read_bytes()
    assert source.count(title) >= 1
    # a stray byte inside the title's first word, no longer valid UTF-8 there
    (crawl / page["path"]).write_bytes(source.replace(title, title[:2] + b"\xff" + title[2:]))

    report = extraction.extract_crawl(project, crawl, tmp_path / "o.jsonl", "jsonl", CONFIG)
    assert report.replacement_chars == {page["path"]: 1}  # the TITLE value, once
    clean = extraction.extract_crawl(project, demo_crawl, tmp_path / "c.jsonl", "jsonl", CONFIG)
    assert clean.replacement_chars == {}
