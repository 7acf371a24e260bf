"""The template stage's commands (cli/templates.py): template, label, extract and discover on the
clustered ELCS demo project (tests/conftest.py) and its templates (tests/engine/conftest.py)."""

import json
import shutil

import pytest
from tplx_cli import fails, run

from tplx_engine.cli.main import main
from tplx_engine.jobs.stored import load_templates
from tplx_engine.store.project import Project


def copy_of(project, tmp_path):
    path = tmp_path / "demo.tplx"
    shutil.copy(project, path)
    return path


def first_page(manifest, template):
    return next(p for p in manifest["pages"] if p["template"] == template)


@pytest.fixture(scope="module")
def labelled(demo_elcs_templates, demo_manifest, tmp_path_factory):
    """The templated demo project with the labels test_label_... makes: an en-product ISBN_13 by
    value, an en-forum TITLE by value (the first of its places) and an en-product TITLE by XPath
    (read-only: extraction writes to the project, so tests take a copy)."""
    path = copy_of(demo_elcs_templates, tmp_path_factory.mktemp("labelled"))
    product, forum = first_page(demo_manifest, "en-product"), first_page(demo_manifest, "en-forum")
    for page, how, field in (
            (product, ("--value", product["fields"]["ISBN_13"]), "ISBN_13"),
            (forum, ("--value", forum["fields"]["TITLE"], "--pick", "0"), "TITLE"),
            (product, ("--xpath", "//h1/text()"), "TITLE")):
        assert main(["label", str(path), "--page", page["path"], *how, "--field", field,
                     "--quiet"]) == 0
    return path


def test_template_json_and_text(capsys, demo_elcs_project, tmp_path):
    clustered = copy_of(demo_elcs_project, tmp_path)
    code, doc = run(capsys, "template", clustered, "--json", "--quiet")
    assert code == 0 and doc["command"] == "template" and doc["schema"] == 1
    assert len(doc["templates"]) == 6 and doc["summary"]["templates"] == 6
    assert all(t["text"].startswith("EN_1[html0") for t in doc["templates"])
    assert set(doc["summary"]) >= {"mean_en_length", "mean_on_length", "mean_template_length"}

    code, text = run(capsys, "template", clustered, "--stored", "--show", "3")
    assert code == 0 and "Table 6.5" in text and "ON_1{(" in text


def test_label_by_value_xpath_pick_and_list(capsys, demo_elcs_templates, demo_manifest,
                                            tmp_path):
    project = copy_of(demo_elcs_templates, tmp_path)
    product = first_page(demo_manifest, "en-product")
    code, doc = run(capsys, "label", project, "--page", product["path"], "--value",
                    product["fields"]["ISBN_13"], "--field", "ISBN_13", "--json")
    assert code == 0 and "#" in doc["label"]["target"]
    forum = first_page(demo_manifest, "en-forum")
    code, doc = run(capsys, "label", project, "--page", forum["path"], "--value",
                    forum["fields"]["TITLE"], "--field", "TITLE", "--pick", "0", "--json")
    assert code == 0  # pick 0: the best place (rival places: tests/engine/test_extract_learn.py)
    assert "pick=1" in fails(capsys, "label", project, "--page", forum["path"], "--value",
                             forum["fields"]["TITLE"], "--field", "TITLE", "--pick", "1")
    code, text = run(capsys, "label", project, "--page", product["path"], "--xpath",
                     "//h1/text()", "--field", "TITLE")
    assert code == 0 and text.startswith("labelled [3] TITLE")
    code, doc = run(capsys, "label", project, "--list", "--json")
    assert code == 0 and [lb["field"] for lb in doc["labels"]] == ["ISBN_13", "TITLE", "TITLE"]


def test_extract_all_and_chosen(capsys, labelled, demo_crawl, tmp_path):
    project = copy_of(labelled, tmp_path)
    out = tmp_path / "out.xml"
    code, doc = run(capsys, "extract", demo_crawl, "--project", project, "--out", out,
                    "--json", "--quiet")
    assert code == 0 and doc["counts"]["extracted"] == 261 and doc["pooled"] == 0
    assert out.read_text("utf-8").count("<ISBN_13>") == 45
    code, listed = run(capsys, "label", project, "--list", "--json")
    assert code == 0
    product_template = next(lb["template"] for lb in listed["labels"]
                            if lb["field"] == "ISBN_13")
    code, doc = run(capsys, "extract", demo_crawl, "--project", project, "--out", out,
                    "--fields", "ISBN_13", "--templates", product_template, "--json", "--quiet")
    assert code == 0 and doc["counts"]["extracted"] == 45
    assert doc["counts"]["not selected"] == 261 - 45
    written = out.read_text("utf-8")
    assert written.count("<document ") == 45 and "<TITLE>" not in written


def test_extract_without_a_label_says_to_label_first(capsys, demo_elcs_templates, demo_crawl,
                                                    tmp_path):
    project = copy_of(demo_elcs_templates, tmp_path)
    assert main([str(a) for a in ("extract", demo_crawl, "--project", project, "--out",
                                  tmp_path / "o.csv", "--quiet")]) == 0
    out = capsys.readouterr().out
    assert "No field is labelled yet" in out and "--accept-all-above" in out


def test_discover_with_an_empty_pool(capsys, demo_elcs_templates, tmp_path):
    code, doc = run(capsys, "discover", copy_of(demo_elcs_templates, tmp_path), "--json",
                    "--quiet")
    assert code == 0 and not doc["ran"] and doc["pool_before"] == 0


def test_label_needs_a_template_and_a_field(capsys, demo_elcs_templates, tmp_path):
    project = copy_of(demo_elcs_templates, tmp_path)
    assert "--field" in fails(capsys, "label", project, "--node", "E1:0")
    assert "which template" in fails(capsys, "label", project, "--node", "E1:0", "--field", "X")
    assert "no such project" in fails(capsys, "template", project.parent / "missing.tplx")


def pages_of(manifest, template, field):
    return [p for p in manifest["pages"] if p["template"] == template and p["fields"].get(field)]


def test_label_page_as_users_type_it(capsys, demo_elcs_templates, demo_manifest, demo_crawl,
                                     tmp_path, monkeypatch):
    project = copy_of(demo_elcs_templates, tmp_path)
    product = first_page(demo_manifest, "en-product")
    value = product["fields"]["PUBLISHER"]
    absolute = demo_crawl / product["path"]
    code, doc = run(capsys, "label", project, "--page", absolute, "--value", value, "--field",
                    "PUBLISHER", "--json")
    assert code == 0 and doc["label"]["page"] == product["path"]
    monkeypatch.chdir(absolute.parent)
    code, doc = run(capsys, "label", project, "--page", absolute.name, "--value", value,
                    "--field", "PUBLISHER", "--json")
    assert code == 0 and doc["label"]["page"] == product["path"]
    outside = tmp_path / "elsewhere.html"
    outside.write_text("<html><body>x</body></html>")
    message = fails(capsys, "label", project, "--page", outside, "--value", "x", "--field", "X")
    assert str(demo_crawl) in message and "not a page of the project's crawl" in message


def test_a_second_page_refines_the_field_and_fields_reports_it(capsys, demo_elcs_templates,
                                                                demo_manifest, tmp_path):
    project = copy_of(demo_elcs_templates, tmp_path)
    first, second = pages_of(demo_manifest, "en-product", "ISBN_13")[:2]
    for page in (first, second):
        code, doc = run(capsys, "label", project, "--page", page["path"], "--value",
                        page["fields"]["ISBN_13"], "--field", "ISBN_13", "--type", "identifier",
                        "--json")
        assert code == 0 and doc["label"]["anchor"]["kind"] == "label"
        if page is first:  # how the field is written, set between the two examples
            assert run(capsys, "label", project, "--field", "ISBN_13", "--values", "first",
                       "--clean", r"(\d+)", "--json")[0] == 0
    assert [e["page"] for e in doc["label"]["examples"]] == [first["path"], second["path"]]
    assert (doc["label"]["values"], doc["label"]["clean"]) == ("first", r"(\d+)")  # kept
    code, listed = run(capsys, "label", project, "--list", "--json")
    assert [lb["field"] for lb in listed["labels"]] == ["ISBN_13"]  # refined, not a rival
    code, doc = run(capsys, "label", project, "--page", second["path"], "--value",
                    second["fields"]["ISBN_13"], "--field", "ISBN_13", "--json")
    code, again = run(capsys, "label", project, "--list", "--json")
    assert len(again["labels"]) == 1  # the same page again: still one label
    assert again["labels"][0]["type"] == "identifier"  # the field keeps its type
    code, report = run(capsys, "fields", project, "--json")
    (isbn,) = report["fields"]
    products = pages_of(demo_manifest, "en-product", "ISBN_13")
    assert code == 0 and isbn["field"] == "ISBN_13" and isbn["filled"] == len(products)
    assert isbn["invalid"] == 0 and isbn["distinct"] == len(products)
    code, text = run(capsys, "fields", project)
    assert code == 0 and "ISBN_13" in text


def test_fields_needs_labels(capsys, demo_elcs_templates, tmp_path):
    assert "no labels yet" in fails(capsys, "fields", copy_of(demo_elcs_templates, tmp_path))


def test_removing_a_label_that_is_not_there_is_an_error(capsys, demo_elcs_templates, tmp_path):
    project = copy_of(demo_elcs_templates, tmp_path)
    assert "no label 9999" in fails(capsys, "label", project, "--remove", "9999")
    code, doc = run(capsys, "label", project, "--remove", "9999", "--json")
    assert code == 1 and "no label 9999" in doc["error"]


def test_an_article_body_labelled_by_xpath_is_a_content_field(capsys, demo_elcs_templates,
                                                              demo_manifest, demo_crawl,
                                                              tmp_path):
    project = copy_of(demo_elcs_templates, tmp_path)
    news = first_page(demo_manifest, "en-news")
    code, doc = run(capsys, "label", project, "--page", news["path"], "--xpath",
                    "//div[@class='story-body']", "--field", "BODY", "--json")
    assert code == 0 and doc["label"]["extractor"] == "content"
    out = tmp_path / "out.jsonl"
    code, _ = run(capsys, "extract", demo_crawl, "--project", project, "--out", out, "--quiet")
    records = {r["page"]: r["fields"] for r in map(json.loads, out.read_text().splitlines())}
    articles = [p for p in demo_manifest["pages"] if p["template"] == "en-news"
                and p["fields"].get("CONTENT")]
    for page in articles:  # the article (its headline may stand in front)
        body, gold = (" ".join(text.split()) for text in (records[page["path"]]["BODY"],
                                                          page["fields"]["CONTENT"]))
        assert body.endswith(gold), page["path"]


def test_a_date_field_learns_the_sites_date_order(capsys, demo_elcs_templates, demo_manifest,
                                                  demo_crawl, tmp_path):
    project = copy_of(demo_elcs_templates, tmp_path)
    product = first_page(demo_manifest, "en-product")  # the shop writes 09/13/2004
    code, doc = run(capsys, "label", project, "--page", product["path"], "--value",
                    product["fields"]["PUBLICATION_DATE"], "--field", "PUBLISHED", "--type",
                    "date", "--json")
    assert code == 0
    out = tmp_path / "out.jsonl"
    code, _ = run(capsys, "extract", demo_crawl, "--project", project, "--out", out, "--quiet")
    records = {r["page"]: r["fields"] for r in map(json.loads, out.read_text().splitlines())}
    for page in pages_of(demo_manifest, "en-product", "PUBLICATION_DATE"):
        month, day, year = page["fields"]["PUBLICATION_DATE"].split("/")
        assert records[page["path"]]["PUBLISHED"] == f"{year}-{month}-{day}", page["path"]


def test_an_existing_fields_values_policy_clean_up_and_type_change_in_place(
        capsys, demo_elcs_templates, demo_manifest, demo_crawl, tmp_path):
    project = copy_of(demo_elcs_templates, tmp_path)
    product = first_page(demo_manifest, "en-product")
    code, doc = run(capsys, "label", project, "--page", product["path"], "--value",
                    product["fields"]["PUBLICATION_DATE"], "--field", "PUBLISHED", "--json")
    label_id = doc["label"]["id"]
    assert (doc["label"]["values"], doc["label"]["clean"]) == ("all", "")
    # the year only, as a number, from the label alone (no page, no value): the same label id
    code, doc = run(capsys, "label", project, "--field", "PUBLISHED", "--clean",
                    r"/(\d{4})$", "--type", "number", "--json")
    assert code == 0 and [c["id"] for c in doc["changed"]] == [label_id]
    assert doc["changed"][0]["clean"] == r"/(\d{4})$" and doc["changed"][0]["type"] == "number"
    out = tmp_path / "out.jsonl"
    run(capsys, "extract", demo_crawl, "--project", project, "--out", out, "--quiet")
    records = {r["page"]: r["fields"] for r in map(json.loads, out.read_text().splitlines())}
    for page in pages_of(demo_manifest, "en-product", "PUBLICATION_DATE"):
        assert records[page["path"]]["PUBLISHED"] == page["fields"]["PUBLICATION_DATE"][-4:]

    assert "not a regular expression" in fails(capsys, "label", project, "--field",
                                               "PUBLISHED", "--clean", "(")
    assert "no label names the field NOPE" in fails(capsys, "label", project, "--field",
                                                    "NOPE", "--values", "first")
    code, doc = run(capsys, "label", project, "--list", "--json")
    assert [lb["clean"] for lb in doc["labels"]] == [r"/(\d{4})$"]  # the bad one changed nothing


def test_templates_of_an_fpc_clustering_extract(capsys, demo_crawl, demo_preprocessed, tmp_path):
    """FPC compares page features, which templates do not keep: its templates match pages with
    the configured sequence measure (the route every crawl over the pairwise limit takes)."""
    project, out = copy_of(demo_preprocessed, tmp_path), tmp_path / "out.jsonl"
    assert run(capsys, "cluster", demo_crawl, "--project", project, "--method", "fpc",
               "--quiet")[0] == 0
    code, templates = run(capsys, "template", project, "--json", "--quiet")
    assert code == 0 and templates["templates"]
    code, extracted = run(capsys, "extract", demo_crawl, "--project", project, "--out", out,
                          "--json", "--quiet")
    assert code == 0 and extracted["counts"]["extracted"] > 200
    with Project(project) as opened:
        assert {t.metric for t in load_templates(opened)} == {"path-shingle"}
