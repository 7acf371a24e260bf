"""Several WARC files given as one crawl (load/crawl.py ``Crawl``): the demo WARC cut in two
reads as the whole, through inspect -> cluster -> template -> label -> extract; page ids stay
distinct when two files share a name and stable between runs; a missing or non-WARC file among
them is one error line, nothing stored lost."""

import json
import os

import pytest
from tplx_cli import fails, run

from tplx_engine.demo.warc import WARC_NAME
from tplx_engine.jobs.stored import recorded_crawl
from tplx_engine.store.project import Project


@pytest.fixture(scope="module")
def split_demo(tmp_path_factory):
    """The demo WARC cut at a record boundary into ``a.warc.gz`` and ``b.warc.gz`` (one
    folder), with the manifest's entries and each page's id in the two files by URL."""
    from tplx_engine.cli.main import main

    whole = tmp_path_factory.mktemp("whole") / "demo"
    assert main(["demo", str(whole), "--warc", "--quiet"]) == 0
    manifest = json.loads((whole / "manifest.json").read_text("utf-8"))
    data = (whole / WARC_NAME).read_bytes()
    offsets = sorted(int(e["page"].rpartition("#")[2]) for e in manifest["pages"])
    cut = offsets[len(offsets) // 2]
    folder = tmp_path_factory.mktemp("split")
    (folder / "a.warc.gz").write_bytes(data[:cut])
    (folder / "b.warc.gz").write_bytes(data[cut:])
    ids = {}
    for entry in manifest["pages"]:
        offset = int(entry["page"].rpartition("#")[2])
        ids[entry["url"]] = (f"a.warc.gz#{offset}" if offset < cut
                             else f"b.warc.gz#{offset - cut}")
    return whole / WARC_NAME, folder, manifest, ids


def test_two_warcs_are_the_crawl_of_the_one_they_were_cut_from(capsys, split_demo, tmp_path):
    whole, folder, manifest, ids = split_demo
    a, b = folder / "a.warc.gz", folder / "b.warc.gz"
    code, one = run(capsys, "inspect", whole, "--project", tmp_path / "one.tplx", "--json",
                    "--quiet")
    code2, two = run(capsys, "inspect", a, b, "--project", tmp_path / "two.tplx", "--json",
                     "--quiet")
    assert code == code2 == 0
    assert two["crawl_paths"] == [str(a), str(b)] and one["crawl_paths"] == [str(whole)]
    assert len(two["pages"]) == len(one["pages"]) == 293
    assert {p["url"]: (p["status"], p["tokens"]) for p in two["pages"]} == \
        {p["url"]: (p["status"], p["tokens"]) for p in one["pages"]}
    assert {p["url"]: p["path"] for p in two["pages"]} == \
        {p["url"]: ids[p["url"]] for p in two["pages"]}
    assert two["skipped_files"] == one["skipped_files"] == 3 and two["problems"] == []


def test_a_project_of_two_warcs_extracts_with_the_same_two(capsys, split_demo, tmp_path):
    _, folder, manifest, ids = split_demo
    crawl = [folder / "a.warc.gz", folder / "b.warc.gz"]
    project, out = tmp_path / "p.tplx", tmp_path / "out.jsonl"
    code, clustered = run(capsys, "cluster", *crawl, "--project", project, "--json", "--quiet")
    assert code == 0 and clustered["n_clusters"] == 6
    assert run(capsys, "template", project, "--quiet")[0] == 0
    product = next(e for e in manifest["pages"] if e["template"] == "en-product")
    assert run(capsys, "label", project, "--page", ids[product["url"]], "--value",
               product["fields"]["ISBN_13"], "--field", "ISBN_13", "--quiet")[0] == 0
    code, extracted = run(capsys, "extract", *crawl, "--project", project, "--out", out,
                          "--json", "--quiet")
    assert code == 0 and extracted["counts"]["extracted"] == 261
    records = [json.loads(line) for line in out.read_text("utf-8").splitlines()]
    assert {r["page"] for r in records} <= set(ids.values())
    assert all(ids[r["url"]] == r["page"] for r in records)
    isbn = {e["url"]: e["fields"]["ISBN_13"] for e in manifest["pages"]
            if e["template"] == "en-product"}
    assert {r["url"]: r["fields"]["ISBN_13"] for r in records if r["fields"].get("ISBN_13")
            } == isbn
    with Project(project) as opened:  # the project remembers both files, to list them again
        assert sorted(recorded_crawl(opened).paths) == sorted(str(p.resolve()) for p in crawl)


def test_files_of_one_name_in_two_folders_keep_distinct_stable_ids(capsys, split_demo,
                                                                   tmp_path, monkeypatch):
    _, folder, _, _ = split_demo
    for sub, part in (("x", "a"), ("y", "b")):
        (tmp_path / sub).mkdir()
        os.symlink(folder / f"{part}.warc.gz", tmp_path / sub / "crawl.warc.gz")
    x, y = tmp_path / "x" / "crawl.warc.gz", tmp_path / "y" / "crawl.warc.gz"
    project = tmp_path / "p.tplx"
    code, first = run(capsys, "inspect", x, y, "--project", project, "--json", "--quiet")
    assert code == 0 and len(first["pages"]) == 293
    names = {p["path"].rpartition("#")[0] for p in first["pages"]}
    assert names == {"x/crawl.warc.gz", "y/crawl.warc.gz"}
    monkeypatch.chdir(tmp_path / "x")  # other order, relative paths: the same ids, all reused
    code, again = run(capsys, "inspect", "../y/crawl.warc.gz", "crawl.warc.gz", "--project",
                      project, "--json", "--quiet")
    assert code == 0 and again["pages_read"] == 0 and again["pages_removed"] == 0
    assert [p["path"] for p in again["pages"]] == [p["path"] for p in first["pages"]]


def test_a_missing_or_non_warc_file_is_one_line_and_loses_nothing(capsys, split_demo,
                                                                   tmp_path):
    _, folder, _, _ = split_demo
    a, b = folder / "a.warc.gz", folder / "b.warc.gz"
    project = tmp_path / "p.tplx"
    assert run(capsys, "inspect", a, b, "--project", project, "--quiet")[0] == 0
    fake = tmp_path / "fake.warc.gz"
    fake.write_bytes(b"not an archive at all\n" * 10)
    page = tmp_path / "page.html"
    page.write_text("<html><body>x</body></html>")
    for other, says in ((tmp_path / "missing.warc.gz", "missing.warc.gz: does not exist"),
                        (fake, "fake.warc.gz: not a WARC file"),
                        (page, "page.html: is not a WARC file; several crawl arguments must "
                               "all be WARC files")):
        error = fails(capsys, "inspect", a, other, b, "--project", project, "--quiet")
        assert error.startswith("tplx: error: ") and error.count("\n") == 1, error
        assert says in error
        assert fails(capsys, "extract", a, other, "--project", project, "--out",
                     tmp_path / "o.jsonl", "--quiet").count("\n") == 1
    code, kept = run(capsys, "inspect", a, b, "--project", project, "--json", "--quiet")
    assert code == 0 and kept["pages_read"] == 0 and kept["pages_removed"] == 0
    assert len(kept["pages"]) == 293


def test_template_free_commands_take_several_warcs(capsys, split_demo):
    _, folder, manifest, ids = split_demo
    code, doc = run(capsys, "meta", folder / "a.warc.gz", folder / "b.warc.gz", "--json")
    assert code == 0 and len(doc["pages"]) == 293
    assert all(ids[p["url"]] == p["page"] for p in doc["pages"])
