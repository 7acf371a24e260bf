"""``tplx search`` (cli/search.py): after ``tplx extract`` on the labelled ELCS demo project;
its JSON (docs/cli-json.md), the text with marked matches, and its one-line errors."""

import shutil

import pytest
from tplx_cli import fails, run

from tplx_engine.cli.main import main


@pytest.fixture(scope="module")
def extracted(demo_elcs_templates, demo_manifest, demo_crawl, tmp_path_factory):
    """The templated demo project with ISBN_13 and TITLE labelled on en-product, extracted
    (read-only)."""
    folder = tmp_path_factory.mktemp("search")
    path = folder / "demo.tplx"
    shutil.copy(demo_elcs_templates, path)
    product = next(p for p in demo_manifest["pages"] if p["template"] == "en-product")
    for field in ("ISBN_13", "TITLE"):
        assert main(["label", str(path), "--page", product["path"], "--value",
                     product["fields"][field], "--field", field, "--quiet"]) == 0
    assert main(["extract", str(demo_crawl), "--project", str(path), "--out",
                 str(folder / "o.xml"), "--quiet"]) == 0
    return path


def test_search_json_lists_ranked_hits_with_snippet_and_match_offsets(capsys, extracted,
                                                                       demo_manifest):
    product = next(p for p in demo_manifest["pages"] if p["template"] == "en-product")
    isbn = product["fields"]["ISBN_13"]
    code, doc = run(capsys, "search", extracted, isbn[3:10], "--field", "ISBN_13", "--json")
    assert code == 0 and doc["command"] == "search" and doc["schema"] == 1
    assert doc["fts_query"] == f'"{isbn[3:10]}"' and doc["substrings"] == []
    assert doc["indexed_values"] > 0 and doc["field"] == "ISBN_13"
    hit = doc["hits"][0]
    assert hit["page"] == product["path"] and hit["field"] == "ISBN_13" and hit["rank"] == 1
    assert hit["snippet"] == isbn and hit["matches"] == [[3, 10]]
    assert hit["template"] and hit["url"] and isinstance(hit["score"], float)
    assert [h["rank"] for h in doc["hits"]] == list(range(1, len(doc["hits"]) + 1))

    code, limited = run(capsys, "search", extracted, "978", "--limit", "2", "--json")
    assert code == 0 and len(limited["hits"]) == 2
    scores = [h["score"] for h in limited["hits"]]
    assert scores == sorted(scores)  # bm25: lower is better


def test_search_text_marks_the_matches(capsys, extracted, demo_manifest):
    product = next(p for p in demo_manifest["pages"] if p["template"] == "en-product")
    word = product["fields"]["TITLE"].split()[0]
    code, text = run(capsys, "search", extracted, word.lower(), "--field", "TITLE")
    assert code == 0 and f"«{word}»" in text and product["path"] in text
    assert text.splitlines()[0].endswith("extracted values")


def test_search_errors_are_one_line(capsys, extracted, demo_elcs_templates, tmp_path):
    message = fails(capsys, "search", extracted, '"Press')
    assert message.startswith("tplx: error: cannot read the query") and message.count("\n") == 1
    assert "double quotes" in message
    shutil.copy(demo_elcs_templates, tmp_path / "p.tplx")
    message = fails(capsys, "search", tmp_path / "p.tplx", "Press")
    assert "run tplx extract first" in message and message.count("\n") == 1
    assert "no such project file" in fails(capsys, "search", tmp_path / "none.tplx", "x")
