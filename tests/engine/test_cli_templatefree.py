"""tplx content / posts / meta / records on demo pages: outputs and per-page errors."""

import faulthandler
import io
import json
import sys

from lxml import etree

from tplx_engine.cli.main import main


def first_page(manifest, template_prefix):
    return next(p for p in manifest["pages"]
                if p["kind"] == "detail" and (p["template"] or "").startswith(template_prefix))


def test_posts_json_on_a_forum_thread(demo_crawl, demo_manifest, capsys):
    page = next(p for p in demo_manifest["pages"] if p["fields"].get("POST_DATE"))
    assert main(["posts", str(demo_crawl / page["path"]), "--json"]) == 0
    (row,) = json.loads(capsys.readouterr().out)["pages"]
    posts = row["result"]["posts"]
    assert len(posts) == len(page["fields"]["POST_DATE"])
    assert all(p["date"] for p in posts)
    assert row["result"]["anchor_kind"] == "date"
    # the summary says how the posts were found (repeated boxes alone would say to check them)
    assert main(["posts", str(demo_crawl / page["path"])]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert f"{len(posts)} posts under " in first and first.endswith("found by their dates")


def test_meta_and_content_on_a_folder_with_a_broken_page(demo_copy, capsys, tmp_path):
    (demo_copy / "broken.html").write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(300))
    out = tmp_path / "content.xml"
    assert main(["content", str(demo_copy), "--out", str(out), "--format", "xml"]) == 0
    tree = etree.parse(str(out))  # well-formed
    docs = tree.getroot().findall("document")
    broken = [d for d in docs if d.get("name") == "broken.html"]
    assert broken and "PNG" in broken[0].findtext("error")
    assert sum(1 for d in docs if (d.findtext("text") or "").strip()) > len(docs) // 2
    capsys.readouterr()
    assert main(["meta", str(demo_copy), "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)["pages"]
    titled = [r for r in rows if r.get("result", {}).get("title")]
    assert len(titled) > len(rows) // 2


def test_content_gives_its_header_and_leaves_captions_out_when_asked(tmp_path, capsys):
    body = "".join(f"<p>{n}: the council said on Monday that the new bridge would open in the "
                   "spring of next year, after four decades of waiting.</p>" for n in range(4))
    page = tmp_path / "story.html"
    page.write_text(
        "<html><body><article><h1>The new bridge opens</h1><div>By Jane Doe</div>"
        f"{body[:300]}<figure><img src=a.jpg><figcaption>The bridge at dawn, from the east "
        f"bank.</figcaption></figure>{body[300:]}</article></body></html>", "utf-8")
    rows = []
    for extra in ([], ["--no-captions"]):
        assert main(["content", str(page), "--json", *extra]) == 0
        rows.append(json.loads(capsys.readouterr().out)["pages"][0]["result"])
    assert all(r["header"] == "The new bridge opens" for r in rows)
    assert "bridge at dawn" in rows[0]["text"] and "bridge at dawn" not in rows[1]["text"]
    assert rows[1]["text"].count("the council said") == 4


def test_records_needs_an_example_that_exists(demo_crawl, demo_manifest, capsys):
    page = next(p for p in demo_manifest["pages"] if p["fields"].get("POST_DATE"))
    assert main(["records", str(demo_crawl / page["path"]), "--example", "//nothing",
                 "--json"]) == 0
    (row,) = json.loads(capsys.readouterr().out)["pages"]
    assert row["result"]["records"] == [] and row["result"]["reason"]


def test_missing_target_is_a_clear_error(tmp_path, capsys):
    assert main(["content", str(tmp_path / "nope")]) == 1
    assert "no such file or folder" in capsys.readouterr().err


def test_a_page_over_its_time_budget_is_reported_and_the_batch_goes_on(tmp_path, capsys):
    from tplx_engine.demo.hostile import list_links

    crawl = tmp_path / "crawl"
    crawl.mkdir()
    (crawl / "a-slow.html").write_bytes(list_links(20_000))  # about 0.45 s of meta here
    (crawl / "b-article.html").write_text(
        "<html><head><title>An ordinary article page</title></head><body><h1>Headline</h1>"
        + "<p>A paragraph of the article, long enough to count as text.</p>" * 5
        + "</body></html>")
    config = tmp_path / "tplx.toml"
    # well under the slow page's time: its C calls (parse, XPath) finish before the budget
    # can stop it, and they count
    config.write_text("[load]\npage_seconds = 0.1\n")
    assert main(["meta", str(crawl), "--config", str(config), "--json"]) == 0
    rows = {r["page"]: r for r in json.loads(capsys.readouterr().out)["pages"]}
    assert "still running after" in rows["a-slow.html"]["error"]
    assert "load.page_seconds" in rows["a-slow.html"]["error"]
    assert rows["b-article.html"]["result"]["title"]


def test_dates_of_an_archived_page_are_read_as_of_its_fetch(tmp_path, capsys):
    """A date after the page was fetched cannot be its publication date: an archived page
    announcing a 2025 event was published on 2 May 2024; the same page as a file, read as of
    today, takes the latest date (the source's rule)."""
    from tests.engine.test_load_warc import record, write_warc

    body = ("<html><head><title>Council agrees the budget for next year</title></head><body>"
            "<h1>Council agrees the budget for next year</h1><p>Published 2 May 2024</p>"
            + "<p>The council met on Tuesday and agreed the budget after a long debate.</p>" * 8
            + "<p>The next conference opens on 1 June 2025 in the town hall.</p></body></html>"
            ).encode()
    warc = tmp_path / "crawl.warc.gz"
    write_warc(warc, [record(url="http://news.example/a", date="2024-05-06T07:08:09Z",
                             http=["HTTP/1.1 200 OK", "Content-Type: text/html"], body=body)])
    assert main(["meta", str(warc), "--json"]) == 0
    archived = json.loads(capsys.readouterr().out)["pages"][0]
    assert archived["fetched"] == "2024-05-06T07:08:09Z"
    assert archived["result"]["date"].startswith("2024-05-02")
    page = tmp_path / "a.html"
    page.write_bytes(body)
    assert main(["meta", str(page), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["pages"][0]["result"]["date"].startswith(
        "2025-06-01")


def test_the_command_runs_where_stderr_is_no_file(demo_crawl, demo_manifest, monkeypatch,
                                                 capsys):
    # called from a notebook or a program that captures stderr: no crash trace, no crash
    page = next(p for p in demo_manifest["pages"] if p["fields"].get("POST_DATE"))
    was = faulthandler.is_enabled()
    faulthandler.disable()
    try:
        monkeypatch.setattr(sys, "stderr", io.StringIO())
        assert main(["posts", str(demo_crawl / page["path"]), "--json", "--quiet"]) == 0
    finally:
        if was:
            faulthandler.enable(file=sys.__stderr__)
    assert json.loads(capsys.readouterr().out)["pages"][0]["result"]["posts"]
