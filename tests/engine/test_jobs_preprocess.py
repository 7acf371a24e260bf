"""The preprocessing job (jobs/preprocess.py), from a crawl folder to project rows: statuses, reuse,
bad pages in a batch, cancellation."""

import os
import time
from dataclasses import replace

import pytest
from hostile_pages import write_hostile_crawl

from tplx_engine.config import load_config
from tplx_engine.demo.hostile import HOSTILE
from tplx_engine.errors import Cancelled
from tplx_engine.jobs.preprocess import preprocess_crawl
from tplx_engine.load import filters
from tplx_engine.progress import Reporter
from tplx_engine.store import pages as stored_pages
from tplx_engine.store.project import Project

CONFIG = load_config(use_user_dir=False)
KIND_TO_STATUS = {"detail": "detail", "list": "list_page", "error": "error_page",
                  "duplicate": "duplicate"}


def run(crawl, project_path, workers=1, reporter=None):
    with Project(project_path) as project:
        return preprocess_crawl(crawl, project, CONFIG, reporter or Reporter(), workers)


def test_demo_statuses_match_the_manifest(demo_crawl, demo_manifest, tmp_path):
    summary = run(demo_crawl, tmp_path / "p.tplx")
    status_of = {path: status for path, status, _, _ in summary.statuses}
    expected = {p["path"]: KIND_TO_STATUS[p["kind"]] for p in demo_manifest["pages"]
                if p["kind"] in KIND_TO_STATUS}
    wrong = {p: (status_of.get(p), s) for p, s in expected.items() if status_of.get(p) != s}
    assert not wrong, f"{len(wrong)} pages misclassified: {list(wrong.items())[:5]}"
    assert summary.by_status["detail"] >= 100
    assert summary.skipped_files >= 2  # robots.txt, a PNG, the manifest
    assert summary.by_status["failed"] == 0
    assert sum(summary.record_lengths.values()) > 0


def test_parallel_run_equals_serial_run(demo_crawl, tmp_path):
    serial = run(demo_crawl, tmp_path / "a.tplx", workers=1)
    parallel = run(demo_crawl, tmp_path / "b.tplx", workers=2)
    assert serial.statuses == parallel.statuses
    with Project(tmp_path / "a.tplx") as a, Project(tmp_path / "b.tplx") as b:
        for pa, pb in zip(stored_pages.read(a, with_sequences=True),
                          stored_pages.read(b, with_sequences=True)):
            assert pa.page_id == pb.page_id
            if pa.merged is not None:
                assert (pa.merged.tokens == pb.merged.tokens).all()


def test_rerun_reuses_and_rereads_only_what_changed(demo_copy, tmp_path):
    project = tmp_path / "p.tplx"
    first = run(demo_copy, project)
    assert first.pages_reused == 0
    again = run(demo_copy, project)
    assert again.pages_read == 0 and again.pages_reused == first.pages_found
    assert again.statuses == first.statuses

    pages = sorted(p for p in demo_copy.rglob("*.htm*") if p.is_file())
    changed = pages[3]
    changed.write_text("<html><body><h1>404 Not Found</h1></body></html>", "utf-8")
    os.utime(changed, ns=(1, 1))  # a different mtime even on coarse file systems
    (demo_copy / "new page.html").write_text(
        "<html><body><div>new</div></body></html>", "utf-8")
    pages[5].unlink()
    third = run(demo_copy, project)
    assert third.pages_read == 2
    assert third.pages_removed == 1
    status_of = {p: s for p, s, _, _ in third.statuses}
    assert status_of[changed.relative_to(demo_copy).as_posix()] == "error_page"
    assert "new page.html" in status_of


def test_one_broken_page_never_stops_the_batch(demo_copy, tmp_path):
    (demo_copy / "broken.html").write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4)
    (demo_copy / "empty.html").write_bytes(b"")
    summary = run(demo_copy, tmp_path / "p.tplx", workers=2)
    failed = dict(summary.failed)
    assert set(failed) == {"broken.html", "empty.html"}
    assert "PNG" in failed["broken.html"]
    assert summary.by_status["detail"] >= 100


@pytest.mark.parametrize("workers", [1, 2])  # 2: this process works beside a pool
def test_cancel_keeps_the_project_consistent(demo_crawl, tmp_path, workers):
    reporter = Reporter()
    seen = []

    def sink(stage, done, total):
        seen.append(done)
        if stage == "pages" and done >= 64:
            reporter.cancel()

    reporter.sink = sink
    with pytest.raises(Cancelled):
        run(demo_crawl, tmp_path / "p.tplx", reporter=reporter, workers=workers)
    with Project(tmp_path / "p.tplx") as project:
        saved = list(stored_pages.read(project))
    assert 64 <= len(saved) < len(list(demo_crawl.rglob("*.htm*")))
    finished = run(demo_crawl, tmp_path / "p.tplx")
    assert finished.pages_reused == len(saved)


def test_hostile_pages_are_too_complex_and_the_batch_goes_on(tmp_path, demo_crawl, monkeypatch):
    """The issue's pages (1M attributes: > 13 minutes; <li><a> lists; nesting past the parser's
    limit; 300k elements; 6M characters of text) and a page whose processing never ends: each is
    reported with the limit it hit, the normal pages are kept, and the run takes seconds."""
    crawl = tmp_path / "crawl"
    normal = write_hostile_crawl(crawl, demo_crawl)
    (crawl / "slow.html").write_bytes(normal[0].read_bytes().replace(b"<body", b"<body id=s", 1))
    classify = filters.classify_page

    def never_ends_on_the_slow_page(raw, root, *args):
        while raw.file.rel_path == "slow.html":
            pass
        return classify(raw, root, *args)

    monkeypatch.setattr(filters, "classify_page", never_ends_on_the_slow_page)
    # 3 s: the 20,000-link list page needs under 0.1 s on an idle core; a loaded machine slows it
    config = replace(CONFIG, load=replace(CONFIG.load, page_seconds=3.0))
    started = time.monotonic()
    with Project(tmp_path / "p.tplx") as project:
        summary = preprocess_crawl(crawl, project, config, Reporter(), workers=1)
    assert time.monotonic() - started < 120  # was more than 13 minutes
    rows = {row.page_id: row for row in _rows(tmp_path / "p.tplx")}
    assert {p: (rows[p].status.value, rows[p].rule) for p in HOSTILE} == {
        p: expected for p, (_, expected) in HOSTILE.items()}
    assert (rows["slow.html"].status.value, rows["slow.html"].rule) == ("too_complex", "too-slow")
    assert "load.page_seconds" in rows["slow.html"].reason
    assert all(rows[p.name].status.value == "detail" for p in normal)
    too_complex = [p for p, (_, (status, _)) in HOSTILE.items() if status == "too_complex"]
    assert summary.by_status["too_complex"] == len(too_complex) + 1  # and the slow page


def _rows(project_path):
    with Project(project_path) as project:
        return list(stored_pages.read(project))
