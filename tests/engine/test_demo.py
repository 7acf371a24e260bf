"""The demo crawl generator: determinism, the manifest's promises, every planted quirk."""

from __future__ import annotations

import gzip
import json
import re
from collections import Counter
from pathlib import Path
from urllib.parse import unquote

import lxml.html
import pytest
from page_texts import norm, visible_texts

from tplx_engine.config import load_config
from tplx_engine.demo import DemoError, iter_manifest_pages, read_manifest, write_demo_crawl
from tplx_engine.demo.synth import make_templates
from tplx_engine.errors import Cancelled

DETAIL_TEMPLATES = {"en-news", "zh-news", "en-blog", "en-forum", "zh-forum", "en-product"}
ENTRY_KEYS = {"path", "url", "template", "kind", "language", "encoding", "charset_declaration",
              "url_source", "bom", "gzip", "duplicate_of", "fields"}
ERROR_KEYWORDS = load_config(use_user_dir=False).filter.error_keywords


# ---------------------------------------------------------------------------------------------
# helpers


def all_files(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in root.rglob("*") if p.is_file()}


def page_text(root: Path, entry: dict) -> str:
    data = (root / entry["path"]).read_bytes()
    if entry["gzip"]:
        data = gzip.decompress(data)
    if entry["bom"]:
        assert data.startswith(b"\xef\xbb\xbf")
        data = data[3:]
    return data.decode(entry["encoding"])


def parse(root: Path, entry: dict):
    return lxml.html.fromstring(page_text(root, entry))


def values_of(entry: dict):
    for name, value in entry["fields"].items():
        for item in value if isinstance(value, list) else [value]:
            if item is not None:
                yield name, item


def li_link_ratio(doc) -> float:
    """SPEC §1.1 list rule: text inside <a> inside <li> / all text (non-space chars)."""
    body = doc.find("body")
    total = linked = 0
    for el in body.iter():
        if not isinstance(el.tag, str) or el.tag in ("script", "style"):
            continue
        chain = [el, *el.iterancestors()]
        in_link = any(a.tag == "a" for a in chain) and any(a.tag == "li" for a in chain)
        if el.text:
            n = len("".join(el.text.split()))
            total += n
            linked += n if in_link else 0
        if el.tail and el is not body:
            parent_chain = chain[1:]
            n = len("".join(el.tail.split()))
            total += n
            if any(a.tag == "a" for a in parent_chain) and any(a.tag == "li" for a in parent_chain):
                linked += n
    return linked / max(total, 1)


@pytest.fixture(scope="module")
def bundled(demo_crawl, demo_summary):
    """The session's bundled demo crawl (read-only), its summary and its manifest."""
    return demo_crawl, demo_summary, read_manifest(demo_crawl)


@pytest.fixture(scope="module")
def synthetic(tmp_path_factory):
    root = tmp_path_factory.mktemp("synth") / "crawl"
    summary = write_demo_crawl(root, pages=120, templates=8, seed=5)
    return root, summary, list(iter_manifest_pages(root))


def entries(bundled, **match) -> list[dict]:
    return [e for e in bundled[2]["pages"] if all(e[k] == v for k, v in match.items())]


# ---------------------------------------------------------------------------------------------
# determinism and counts


def test_same_seed_writes_identical_bytes(bundled, tmp_path):
    root, _, _ = bundled
    write_demo_crawl(tmp_path / "again")
    assert all_files(tmp_path / "again") == all_files(root)


def test_another_seed_changes_the_pages_but_not_the_plan(bundled, tmp_path):
    root, summary, _ = bundled
    other = write_demo_crawl(tmp_path / "other", seed=7)
    assert dict(other.pages_by_kind) == dict(summary.pages_by_kind)
    mine = entries(bundled, template="en-news", kind="detail")[0]
    theirs = next(e for e in read_manifest(tmp_path / "other")["pages"]
                  if e["template"] == "en-news")
    assert mine["fields"] != theirs["fields"]
    assert (tmp_path / "other" / theirs["path"]).read_bytes() != (root / mine["path"]).read_bytes()


def test_counts_per_kind_match_manifest_and_disk(bundled):
    root, summary, header = bundled
    assert header["format"] == "tplx-demo-manifest" and header["version"] == 1
    assert header["seed"] == 0 and header["mode"] == "bundled"
    kinds = Counter(e["kind"] for e in header["pages"])
    assert kinds == Counter(dict(summary.pages_by_kind)) - Counter()
    assert kinds["detail"] >= 250 and kinds["list"] >= 20
    assert kinds["error"] == 6 and kinds["duplicate"] == 1 and kinds["other"] == 2
    assert 250 <= summary.total <= 350
    per_template = Counter(e["template"] for e in header["pages"] if e["kind"] == "detail")
    assert set(per_template) == DETAIL_TEMPLATES and min(per_template.values()) >= 30
    assert summary.templates == len(DETAIL_TEMPLATES)
    on_disk = set(all_files(root)) - {"manifest.json"}
    assert on_disk == {e["path"] for e in header["pages"]}


def test_manifest_entries_follow_the_schema(bundled):
    _, _, header = bundled
    template_ids = {t["id"] for t in header["templates"]}
    for e in header["pages"]:
        assert set(e) == ENTRY_KEYS, e["path"]
        assert e["kind"] in {"detail", "list", "error", "duplicate", "other"}
        assert e["template"] is None or e["template"] in template_ids
        assert e["url"].startswith("http://")
        if e["kind"] == "other":
            assert e["language"] is None and e["fields"] == {}
        else:
            assert e["language"] in {"en", "zh"}
            assert e["encoding"] in {"utf-8", "gbk"}
            assert e["charset_declaration"] in {"meta", "http-equiv", "none"}
    # every page of one template declares the same field names
    keys = {}
    for e in header["pages"]:
        if e["template"]:
            assert keys.setdefault(e["template"], set(e["fields"])) == set(e["fields"])


# ---------------------------------------------------------------------------------------------
# ground truth


def test_every_field_value_is_visible_in_its_page(bundled):
    root, _, header = bundled
    missing = []
    for e in header["pages"]:
        if e["kind"] == "other" or not e["fields"]:
            continue
        elements, nodes = visible_texts(parse(root, e))
        for name, value in values_of(e):
            if value not in elements and not any(value in n for n in nodes):
                missing.append((e["path"], name, value[:60]))
    assert not missing, missing[:5]


def test_loop_fields_have_one_value_per_record(bundled):
    root, _, _ = bundled
    for e in entries(bundled, template="en-blog", kind="detail"):
        doc = parse(root, e)
        n = len(doc.find_class("comment"))
        lists = ("COMMENT_AUTHOR", "COMMENT_DATE", "COMMENT_TEXT")
        assert [len(e["fields"][k]) for k in lists] == [n] * 3
        authors = [norm(c.text_content()) for c in doc.find_class("fn")]
        assert authors == e["fields"]["COMMENT_AUTHOR"]
    for e in entries(bundled, template="en-forum", kind="detail"):
        doc = parse(root, e)
        dates = [norm(s.text_content()) for s in doc.find_class("post-date")]
        assert dates == e["fields"]["POST_DATE"] and len(dates) >= 2


def test_optional_subtitle_present_on_some_pages_only(bundled):
    root, _, _ = bundled
    for template, css in (("en-news", "standfirst"), ("zh-news", "subtitle")):
        pages = entries(bundled, template=template, kind="detail")
        with_subtitle = [e for e in pages if e["fields"]["SUBTITLE"] is not None]
        assert 0.2 * len(pages) <= len(with_subtitle) <= 0.8 * len(pages)
        for e in pages:
            assert bool(parse(root, e).find_class(css)) == (e["fields"]["SUBTITLE"] is not None)


def test_comment_counts_and_page_lengths_vary(bundled):
    blog = entries(bundled, template="en-blog", kind="detail")
    counts = {len(e["fields"]["COMMENT_AUTHOR"]) for e in blog}
    assert 0 in counts and max(counts) >= 6 and len(counts) >= 5
    news = entries(bundled, template="en-news", kind="detail")
    lengths = [len(e["fields"]["CONTENT"]) for e in news]
    assert max(lengths) > 3 * min(lengths)


def test_forum_dates_come_in_every_promised_format(bundled):
    formats = {
        "iso": r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}",
        "slash": r"\d{4}/\d{1,2}/\d{1,2} \d{2}:\d{2}",
        "english": r"[A-Z][a-z]+ \d{1,2}, \d{4} \d{1,2}:\d{2} [AP]M",
        "german": r"\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}",
        "chinese": r"\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}",
    }
    threads = [e for t in ("en-forum", "zh-forum") for e in entries(bundled, template=t)]
    dates = [d for e in threads for d in e["fields"]["POST_DATE"]]
    for name, pattern in formats.items():
        assert any(re.fullmatch(pattern, d) for d in dates), name
    assert all(any(re.fullmatch(p, d) for p in formats.values()) for d in dates)


def test_spec_values_sit_in_text_tails(bundled):
    root, _, _ = bundled
    pages = entries(bundled, template="en-product", kind="detail")
    assert any(e["fields"]["EDITION"] is None for e in pages)
    assert any(e["fields"]["EDITION"] is not None for e in pages)
    for e in pages:
        labels = {norm(b.text): norm(b.tail) for b in parse(root, e).iter("b")}
        assert labels["Publisher:"] == e["fields"]["PUBLISHER"]
        assert labels["ISBN-13:"] == e["fields"]["ISBN_13"]
        assert 1 <= len(e["fields"]["FEATURE"]) <= 7


# ---------------------------------------------------------------------------------------------
# planted quirks


def test_gbk_pages_are_really_gbk(bundled):
    root, _, header = bundled
    gbk = [e for e in header["pages"] if e["encoding"] == "gbk"]
    assert len(gbk) >= 40
    for e in gbk:
        data = (root / e["path"]).read_bytes()
        with pytest.raises(UnicodeDecodeError):
            data.decode("utf-8")
        text = data.decode("gbk")
        assert re.search("[\u4e00-\u9fff]", text)
        declared = {"meta": '<meta charset="gbk">', "http-equiv": "charset=gbk", "none": None}
        marker = declared[e["charset_declaration"]]
        if marker:
            assert marker in text
        else:
            assert "charset" not in text.lower()
    undeclared = Counter(e["encoding"] for e in entries(bundled, kind="detail")
                         if e["charset_declaration"] == "none")
    assert undeclared["gbk"] >= 2 and undeclared["utf-8"] >= 2


def test_urls_are_stated_where_the_manifest_says(bundled):
    root, _, header = bundled
    sources = Counter()
    opaque = 0
    for e in header["pages"]:
        sources[e["url_source"]] += 1
        raw = (root / e["path"]).read_bytes()
        if e["url_source"] == "filename":
            assert "/" not in e["path"] and unquote(e["path"]) == e["url"]
        elif e["url_source"] == "base":
            assert raw.startswith(b'\xef\xbb\xbf<base href="' + e["url"].encode() + b'"/>\n')
        elif e["url_source"] == "canonical":
            assert f'<link rel="canonical" href="{e["url"]}">' in page_text(root, e)
            opaque += e["url"] != "http://" + e["path"]  # only the link gives the URL
        else:
            assert e["url"] == "http://" + e["path"]
    assert min(sources[s] for s in ("filename", "base", "canonical", "path")) >= 5
    assert opaque >= 20


def test_gzip_duplicate_and_non_html_files(bundled):
    root, _, header = bundled
    gz = [e for e in header["pages"] if e["gzip"]]
    assert len(gz) == 1 and gz[0]["path"].endswith(".html.gz")
    assert (root / gz[0]["path"]).read_bytes()[:2] == b"\x1f\x8b"
    assert "<html" in page_text(root, gz[0])
    (dup,) = entries(bundled, kind="duplicate")
    assert (root / dup["path"]).read_bytes() == (root / dup["duplicate_of"]).read_bytes()
    assert dup["path"] > dup["duplicate_of"]  # the later one in path order is the copy
    others = {e["path"].rsplit(".", 1)[1]: (root / e["path"]).read_bytes()
              for e in entries(bundled, kind="other")}
    assert others["png"].startswith(b"\x89PNG\r\n\x1a\n")
    assert others["txt"].startswith(b"User-agent:")


def test_error_pages_are_short_and_say_so_while_others_never_do(bundled):
    root, _, header = bundled
    for e in header["pages"]:
        if e["kind"] == "other":
            continue
        text = page_text(root, e)
        hits = [k for k in ERROR_KEYWORDS if k.lower() in text.lower()]
        if e["kind"] == "error":
            assert hits and len((root / e["path"]).read_bytes()) < 6000, e["path"]
        else:
            assert not hits, (e["path"], hits)
    errors = entries(bundled, kind="error")
    assert any(re.search("[\u4e00-\u9fff]", page_text(root, e)) for e in errors)


def test_list_pages_are_link_lists_and_detail_pages_are_not(bundled):
    root, _, header = bundled
    for e in header["pages"]:
        if e["kind"] in ("detail", "list"):
            ratio = li_link_ratio(parse(root, e))
            assert (ratio > 0.7) if e["kind"] == "list" else (ratio < 0.55), (e["path"], ratio)


# ---------------------------------------------------------------------------------------------
# large synthetic mode


def test_synthetic_mode_writes_k_templates_as_a_stream(synthetic):
    root, summary, pages = synthetic
    header = read_manifest(root)
    assert header["mode"] == "synthetic" and header["pages"] is None
    assert header["pages_file"] == "manifest.jsonl"
    assert summary.count("detail") == len(pages) == 120 and summary.templates == 8
    sizes = Counter(e["template"] for e in pages)
    assert len(sizes) == 8 and min(sizes.values()) >= 1
    assert max(sizes.values()) >= 2 * min(sizes.values())  # uneven, as crawls are
    assert {t["id"]: t["pages"] for t in header["templates"]} == dict(sizes)
    assert all(set(e) == ENTRY_KEYS for e in pages)
    on_disk = set(all_files(root)) - {"manifest.json", "manifest.jsonl"}
    assert on_disk == {e["path"] for e in pages}


def test_synthetic_field_values_are_visible(synthetic):
    root, _, pages = synthetic
    for e in pages[:60]:
        doc = parse(root, e)
        elements, nodes = visible_texts(doc)
        for name, value in values_of(e):
            assert value in elements or any(value in n for n in nodes), (e["path"], name)
        assert li_link_ratio(doc) < 0.55
        assert not [k for k in ERROR_KEYWORDS if k.lower() in page_text(root, e).lower()]


def test_synthetic_pages_vary_within_a_template(synthetic):
    root, _, pages = synthetic
    by_template: dict[str, list[dict]] = {}
    for e in pages:
        by_template.setdefault(e["template"], []).append(e)
    biggest = max(by_template.values(), key=len)
    tag_counts = {len(list(parse(root, e).iter())) for e in biggest}
    assert len(tag_counts) > len(biggest) // 3  # loops and options change the structure


def test_synthetic_templates_are_distinct_and_recognisable(synthetic):
    templates = make_templates(11, 40)
    assert len({t.skeleton for t in templates}) == 40
    assert len({(t.layout, t.blocks) for t in templates}) > 30
    # each page's nearest page by root-to-node tag paths comes from the same template
    root, _, pages = synthetic
    sizes = Counter(e["template"] for e in pages)

    def paths(e) -> set[str]:
        doc = parse(root, e)
        return {"/".join(a.tag for a in reversed([el, *el.iterancestors()]))
                for el in doc.iter() if isinstance(el.tag, str)}

    sets = [(e["template"], paths(e)) for e in pages if sizes[e["template"]] >= 2]
    for i, (template, mine) in enumerate(sets):
        nearest = max((len(mine & other) / len(mine | other), t)
                      for j, (t, other) in enumerate(sets) if j != i)
        assert nearest[1] == template


def test_synthetic_mode_is_deterministic(tmp_path):
    write_demo_crawl(tmp_path / "a", pages=30, templates=4, seed=9)
    write_demo_crawl(tmp_path / "b", pages=30, templates=4, seed=9)
    assert all_files(tmp_path / "a") == all_files(tmp_path / "b")


# ---------------------------------------------------------------------------------------------
# arguments, output folder, progress


@pytest.mark.parametrize("kwargs", [{"pages": 3, "templates": 5}, {"templates": 0},
                                    {"pages": 0}, {"pages": "10"}, {"seed": 1.5}])
def test_bad_arguments_are_refused(tmp_path, kwargs):
    with pytest.raises(DemoError):
        write_demo_crawl(tmp_path / "x", **kwargs)


def test_only_pages_or_only_templates_picks_the_other(tmp_path):
    assert write_demo_crawl(tmp_path / "a", templates=2).count("detail") == 200
    assert write_demo_crawl(tmp_path / "b", pages=50).templates == 1


def test_a_foreign_folder_is_refused_and_an_old_demo_replaced(tmp_path):
    foreign = tmp_path / "foreign"
    foreign.mkdir()
    (foreign / "notes.txt").write_text("mine")
    with pytest.raises(DemoError, match="not empty"):
        write_demo_crawl(foreign)
    assert (foreign / "notes.txt").read_text() == "mine"

    target = tmp_path / "demo"
    write_demo_crawl(target, pages=20, templates=3)
    (target / "keep.txt").write_text("not from the demo")
    write_demo_crawl(target, pages=10, templates=2, seed=1)
    files = set(all_files(target))
    assert files == {e["path"] for e in iter_manifest_pages(target)} | {
        "manifest.json", "manifest.jsonl", "keep.txt"}


def test_progress_reaches_the_total_and_cancel_stops(tmp_path):
    seen = []
    summary = write_demo_crawl(tmp_path / "a", progress=lambda s, d, t: seen.append((s, d, t)))
    assert seen[-1] == ("demo", summary.total, summary.total)
    assert [d for _, d, _ in seen] == sorted(d for _, d, _ in seen)

    def cancel_at_50(stage, done, total):
        if done == 50:
            raise Cancelled("stop")

    with pytest.raises(Cancelled):
        write_demo_crawl(tmp_path / "b", progress=cancel_at_50)
    assert not (tmp_path / "b" / "manifest.json").exists()
    with pytest.raises(Cancelled):
        write_demo_crawl(tmp_path / "c", pages=400, templates=3, progress=cancel_at_50)
    assert not list((tmp_path / "c").glob("manifest*"))


def test_manifest_is_plain_json_readable_without_tplx(bundled):
    root, _, header = bundled

    def not_json(constant):  # Python reads NaN and Infinity; JSON readers elsewhere do not
        raise AssertionError(f"{constant} in the manifest is not JSON")

    text = (root / "manifest.json").read_bytes().decode("utf-8")  # strict UTF-8
    assert json.loads(text, parse_constant=not_json) == header
