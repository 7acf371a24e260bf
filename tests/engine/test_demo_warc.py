"""The demo crawl as a WARC (demo/warc.py, ``tplx demo --warc``) and the whole pipeline on it:
inspect -> cluster -> template -> label -> extract give the same clusters and the same values as
on the folder, every page named by its WARC id and carrying its URL."""

import json
import re

import pytest
from tplx_cli import run

from tplx_engine.demo import write_demo_crawl
from tplx_engine.demo.warc import WARC_NAME, convert_to_warc


@pytest.fixture(scope="module")
def warc_demo(tmp_path_factory):
    out = tmp_path_factory.mktemp("warc") / "demo"
    code = run_quiet("demo", out, "--warc")
    assert code == 0
    return out


def run_quiet(*argv):
    from tplx_engine.cli.main import main

    return main([str(a) for a in argv] + ["--quiet"])


def test_demo_warc_is_deterministic_and_ids_are_offsets(warc_demo, tmp_path):
    again = tmp_path / "again"
    write_demo_crawl(again)
    convert_to_warc(again)
    assert (again / WARC_NAME).read_bytes() == (warc_demo / WARC_NAME).read_bytes()
    assert sorted(p.name for p in warc_demo.iterdir()) == ["demo.warc.gz", "manifest.json"]
    data = (warc_demo / WARC_NAME).read_bytes()
    manifest = json.loads((warc_demo / "manifest.json").read_text("utf-8"))
    for entry in manifest["pages"]:
        offset = int(entry["page"].rpartition("#")[2])
        assert data[offset:offset + 2] == b"\x1f\x8b"  # a gzip member starts at each id


def pipeline(capsys, crawl, project, manifest, id_key, out):
    """Run the pipeline; the clusters as sets of manifest paths and the extracted records by
    manifest path."""
    to_path = {e[id_key]: e["path"] for e in manifest["pages"]}
    code, inspected = run(capsys, "inspect", crawl, "--project", project, "--json", "--quiet")
    assert code == 0
    code, clustered = run(capsys, "cluster", crawl, "--project", project, "--json", "--quiet")
    assert code == 0
    assert run(capsys, "template", project, "--quiet")[0] == 0
    product = next(e for e in manifest["pages"] if e["template"] == "en-product")
    assert run(capsys, "label", project, "--page", product[id_key], "--value",
               product["fields"]["ISBN_13"], "--field", "ISBN_13", "--quiet")[0] == 0
    assert run(capsys, "label", project, "--page", product[id_key], "--xpath", "//h1/text()",
               "--field", "TITLE", "--quiet")[0] == 0
    code, extracted = run(capsys, "extract", crawl, "--project", project, "--out", out,
                          "--json", "--quiet")
    assert code == 0
    clusters: dict[int, set] = {}
    for page in clustered["pages"]:
        clusters.setdefault(page["cluster"], set()).add(to_path[page["path"]])
    records = {to_path[r["page"]]: (r["url"], r["fields"])
               for r in map(json.loads, out.read_text("utf-8").splitlines())}
    statuses = {to_path[p["path"]]: (p["status"], p["url"]) for p in inspected["pages"]}
    fetched = {to_path[p["path"]]: (p["http_status"], p["fetched"]) for p in inspected["pages"]}
    exported = {to_path[r["page"]]: r.get("fetched")
                for r in map(json.loads, out.read_text("utf-8").splitlines())}
    return (sorted(map(sorted, clusters.values())), records, statuses, extracted["counts"],
            (fetched, exported))


def test_pipeline_on_the_warc_equals_the_folder(capsys, demo_crawl, demo_manifest, warc_demo,
                                                tmp_path):
    manifest = json.loads((warc_demo / "manifest.json").read_text("utf-8"))
    folder = pipeline(capsys, demo_crawl, tmp_path / "f.tplx", demo_manifest, "path",
                      tmp_path / "f.jsonl")
    warc = pipeline(capsys, warc_demo / WARC_NAME, tmp_path / "w.tplx", manifest, "page",
                    tmp_path / "w.jsonl")
    folder_clusters, folder_records, folder_statuses, folder_counts, folder_dates = folder
    warc_clusters, warc_records, warc_statuses, warc_counts, warc_dates = warc
    assert len(warc_clusters) == 6 and warc_clusters == folder_clusters
    assert warc_counts == folder_counts and warc_counts["extracted"] == 261
    assert {p: f for p, (_, f) in warc_records.items()} == \
        {p: f for p, (_, f) in folder_records.items()}
    assert sum(1 for _, f in warc_records.values() if f.get("ISBN_13")) == 45
    assert {p: s for p, (s, _) in warc_statuses.items()} == \
        {p: s for p, (s, _) in folder_statuses.items()}
    # the URL of a WARC page is its record's target URI (the manifest's URL)
    url_of = {e["path"]: e["url"] for e in manifest["pages"]}
    assert all(url == url_of[p] for p, (url, _) in warc_records.items())
    assert all(url == url_of[p] for p, (_, url) in warc_statuses.items())
    # a WARC page keeps its response's HTTP status and fetch date, into the export; a page
    # file has neither
    stored, exported = warc_dates
    assert {status for status, _ in stored.values()} == {200}
    assert all(re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", date)
               for _, date in stored.values())
    assert exported and all(date == stored[p][1] for p, date in exported.items())
    assert set(folder_dates[0].values()) == {(None, None)}
    assert set(folder_dates[1].values()) == {None}


def test_folder_of_warcs_and_the_warc_file_give_the_same_pages(capsys, warc_demo, tmp_path):
    code, one = run(capsys, "inspect", warc_demo / WARC_NAME, "--project", tmp_path / "a.tplx",
                    "--json", "--quiet")
    code2, folder = run(capsys, "inspect", warc_demo, "--project", tmp_path / "b.tplx",
                        "--json", "--quiet")
    assert code == code2 == 0
    assert one["pages"] == folder["pages"] and len(one["pages"]) == 293
    # the .txt and .png records and the revisit, skipped with their reason
    assert one["skipped_files"] == 3 and folder["skipped_files"] == 4  # + manifest.json


def test_template_free_commands_take_a_warc_and_one_record(capsys, warc_demo):
    manifest = json.loads((warc_demo / "manifest.json").read_text("utf-8"))
    code, whole = run(capsys, "meta", warc_demo / WARC_NAME, "--json")
    assert code == 0 and len(whole["pages"]) == 293
    assert {p["page"]: p["url"] for p in whole["pages"]} == \
        {e["page"]: e["url"] for e in manifest["pages"] if e["path"].endswith((".html", ".htm",
                                                                                ".html.gz"))}
    entry = next(e for e in manifest["pages"] if e["template"] == "en-product")
    code, one = run(capsys, "meta", f"{warc_demo}/{entry['page']}", "--json")
    assert code == 0 and [(p["page"], p["url"]) for p in one["pages"]] == \
        [(entry["page"], entry["url"])]
    assert one["pages"][0]["result"]["title"]
    assert all(re.fullmatch(r"\d{4}-\d\d-\d\dT[\d:]{8}Z", p["fetched"]) for p in whole["pages"]
               if "result" in p)
