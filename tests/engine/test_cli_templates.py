"""The template stage's commands (cli_templates.add_commands) on a clustered demo project."""

import shutil

import pytest
from tplx_cli import fails, run

from tplx_engine.config import load_config

CONFIG = load_config(use_user_dir=False)


@pytest.fixture(scope="module")
def clustered(tmp_path_factory, demo_elcs_project):
    path = tmp_path_factory.mktemp("cli") / "demo.tplx"
    shutil.copy(demo_elcs_project, path)
    return path


def test_template_label_extract_discover(capsys, clustered, demo_crawl, demo_manifest, tmp_path):
    code, doc = run(capsys, "template", clustered, "--json", "--quiet")
    assert code == 0 and doc["command"] == "template" and doc["schema"] == 1
    assert len(doc["templates"]) == 6 and doc["summary"]["templates"] == 6
    assert all(t["text"].startswith("EN_1[html0") for t in doc["templates"])
    assert set(doc["summary"]) >= {"mean_en_length", "mean_on_length", "mean_template_length"}

    code, text = run(capsys, "template", clustered, "--stored", "--show", "3")
    assert code == 0 and "Table 6.5" in text and "ON_1{(" in text

    product = next(p for p in demo_manifest["pages"] if p["template"] == "en-product")
    code, doc = run(capsys, "label", clustered, "--page", product["path"], "--value",
                    product["fields"]["ISBN_13"], "--field", "ISBN_13", "--json")
    assert code == 0 and "#" in doc["label"]["target"]
    forum = next(p for p in demo_manifest["pages"] if p["template"] == "en-forum")
    code, doc = run(capsys, "label", clustered, "--page", forum["path"], "--value",
                    forum["fields"]["TITLE"], "--field", "TITLE", "--json")
    assert code == 1 and doc["error_type"] == "AmbiguousLabel" and len(doc["candidates"]) >= 2
    code, doc = run(capsys, "label", clustered, "--page", forum["path"], "--value",
                    forum["fields"]["TITLE"], "--field", "TITLE", "--pick", "0", "--json")
    assert code == 0
    code, text = run(capsys, "label", clustered, "--page", product["path"], "--xpath",
                     "//h1/text()", "--field", "TITLE")
    assert code == 0 and text.startswith("labelled [3] TITLE")
    code, doc = run(capsys, "label", clustered, "--list", "--json")
    assert [lb["field"] for lb in doc["labels"]] == ["ISBN_13", "TITLE", "TITLE"]

    out = tmp_path / "out.xml"
    code, doc = run(capsys, "extract", demo_crawl, "--project", clustered, "--out", out,
                    "--json", "--quiet")
    assert code == 0 and doc["counts"]["extracted"] == 261 and doc["pooled"] == 0
    assert out.read_text("utf-8").count("<ISBN_13>") == 45
    code, listed = run(capsys, "label", clustered, "--list", "--json")
    product_template = next(lb["template"] for lb in listed["labels"]
                            if lb["field"] == "ISBN_13")
    code, doc = run(capsys, "extract", demo_crawl, "--project", clustered, "--out", out,
                    "--fields", "ISBN_13", "--templates", product_template, "--json", "--quiet")
    assert code == 0 and doc["counts"]["extracted"] == 45
    assert doc["counts"]["not selected"] == 261 - 45
    written = out.read_text("utf-8")
    assert written.count("<document ") == 45 and "<TITLE>" not in written

    code, doc = run(capsys, "discover", clustered, "--json", "--quiet")
    assert code == 0 and not doc["ran"] and doc["pool_before"] == 0


def test_label_needs_a_template_and_a_field(capsys, clustered):
    run(capsys, "template", clustered, "--quiet")
    assert "--field" in fails(capsys, "label", clustered, "--node", "E1:0")
    assert "which template" in fails(capsys, "label", clustered, "--node", "E1:0", "--field", "X")
    assert "no such project" in fails(capsys, "template", clustered.parent / "missing.tplx")
