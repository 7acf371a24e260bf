"""Listing a crawl folder (load/crawl.py): extensions, order, symlinks and their loops, folders
and files it cannot read, odd file names."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tplx_engine.config import LoadOptions
from tplx_engine.errors import TplxError
from tplx_engine.load import crawl
from tplx_engine.load.crawl import discover_pages
from tplx_engine.load.read import parse_document, read_page

OPTIONS = LoadOptions()


def write(path: Path, data: bytes | str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
    return path


# ------------------------------------------------------------------------------------ discovery

def test_discovery_recurses_matches_extensions_case_insensitively_and_sorts(tmp_path):
    for rel in ("b/deep/x.html", "a.HTM", "c.shtml", "d.XHTML", "e.html.gz", "f.HTM.GZ"):
        write(tmp_path / rel, "<p>x</p>")
    for rel in ("notes.txt", "img.png", "data.json.gz", "b/robots.txt", "html"):
        write(tmp_path / rel, "x")

    listing = discover_pages(tmp_path, OPTIONS)

    assert [p.rel_path for p in listing.pages] == [
        "a.HTM", "b/deep/x.html", "c.shtml", "d.XHTML", "e.html.gz", "f.HTM.GZ"]
    assert listing.skipped_files == ("b/robots.txt", "data.json.gz", "html", "img.png",
                                     "notes.txt")
    assert listing.problems == ()
    page = listing.pages[1]
    assert Path(page.abs_path) == tmp_path / "b" / "deep" / "x.html"
    assert page.size == len("<p>x</p>")
    assert page.mtime_ns == (tmp_path / "b/deep/x.html").stat().st_mtime_ns


def test_discovery_uses_the_configured_extensions(tmp_path):
    write(tmp_path / "a.htm", "x")
    write(tmp_path / "b.html", "x")
    listing = discover_pages(tmp_path, LoadOptions(extensions=(".HTM",)))
    assert [p.rel_path for p in listing.pages] == ["a.htm"]
    assert listing.skipped_files == ("b.html",)


def test_symlinked_folder_outside_the_root_is_followed(tmp_path):
    write(tmp_path / "elsewhere" / "p.html", "x")
    crawl = tmp_path / "crawl"
    write(crawl / "q.html", "x")
    (crawl / "linked").symlink_to(tmp_path / "elsewhere", target_is_directory=True)
    listing = discover_pages(crawl, OPTIONS)
    assert [p.rel_path for p in listing.pages] == ["linked/p.html", "q.html"]
    assert listing.problems == ()


def test_a_link_never_claims_pages_that_have_a_real_path(tmp_path):
    write(tmp_path / "zzz" / "p.html", "x")
    # sorts before the real folder, yet the real folder keeps the pages
    (tmp_path / "aaa").symlink_to(tmp_path / "zzz", target_is_directory=True)
    listing = discover_pages(tmp_path, OPTIONS)
    assert [p.rel_path for p in listing.pages] == ["zzz/p.html"]
    assert listing.problems == (("aaa", "symlink to a folder already listed as 'zzz'"),)


def test_broken_symlink_is_a_recorded_problem(tmp_path):
    write(tmp_path / "ok.html", "x")
    (tmp_path / "gone.html").symlink_to(tmp_path / "missing.html")
    listing = discover_pages(tmp_path, OPTIONS)
    assert [p.rel_path for p in listing.pages] == ["ok.html"]
    assert listing.problems == (("gone.html", "broken symlink"),)


def test_symlinked_file_is_listed_under_its_link_name(tmp_path):
    write(tmp_path / "real" / "a.html", "x")
    (tmp_path / "alias.html").symlink_to(tmp_path / "real" / "a.html")
    listing = discover_pages(tmp_path, OPTIONS)
    assert [p.rel_path for p in listing.pages] == ["alias.html", "real/a.html"]


def test_root_may_be_a_single_page_file(tmp_path):
    path = write(tmp_path / "one.html", "x")
    listing = discover_pages(path, OPTIONS)
    assert [(p.rel_path, p.abs_path) for p in listing.pages] == [("one.html", str(path))]


def test_missing_root_or_non_page_file_raise(tmp_path):
    with pytest.raises(TplxError, match="cannot open the crawl folder"):
        discover_pages(tmp_path / "nope", OPTIONS)
    with pytest.raises(TplxError, match="not a folder, a page file .* or a WARC file"):
        discover_pages(write(tmp_path / "a.txt", "x"), OPTIONS)


# ------------------------------------------------------------------------- what cannot be read

def test_folder_without_read_permission_is_a_problem_and_the_walk_goes_on(tmp_path, monkeypatch):
    write(tmp_path / "open" / "a.html", "x")
    locked = tmp_path / "locked"
    write(locked / "hidden.html", "x")
    write(tmp_path / "z.html", "x")
    if os.geteuid() == 0:
        # root lists folders whatever their mode: simulate what os.scandir raises for others
        real_scandir = os.scandir

        def refusing_scandir(path="."):
            if os.fspath(path) == str(locked):
                raise PermissionError(13, "Permission denied", os.fspath(path))
            return real_scandir(path)

        monkeypatch.setattr(crawl.os, "scandir", refusing_scandir)
    else:
        locked.chmod(0)
    try:
        listing = discover_pages(tmp_path, OPTIONS)
    finally:
        locked.chmod(0o755)
    assert [p.rel_path for p in listing.pages] == ["open/a.html", "z.html"]
    assert listing.problems == (("locked", "cannot list folder: permission denied"),)


def test_symlink_loop_is_recorded_and_the_walk_ends(tmp_path):
    write(tmp_path / "a" / "b" / "page.html", "x")
    (tmp_path / "a" / "b" / "up").symlink_to(tmp_path / "a", target_is_directory=True)
    (tmp_path / "a" / "self").symlink_to(".", target_is_directory=True)
    listing = discover_pages(tmp_path, OPTIONS)
    assert [p.rel_path for p in listing.pages] == ["a/b/page.html"]
    assert listing.problems == (
        ("a/b/up", "symlink loop: points to its own ancestor 'a'"),
        ("a/self", "symlink loop: points to its own ancestor 'a'"),
    )


def test_symlink_loop_between_two_links_outside_the_root(tmp_path):
    crawl_root = tmp_path / "crawl"
    write(crawl_root / "p.html", "x")
    (tmp_path / "x").mkdir()
    (tmp_path / "x" / "to_crawl").symlink_to(crawl_root, target_is_directory=True)
    (crawl_root / "to_x").symlink_to(tmp_path / "x", target_is_directory=True)
    listing = discover_pages(crawl_root, OPTIONS)
    assert [p.rel_path for p in listing.pages] == ["p.html"]
    assert listing.problems == (("to_x/to_crawl", "symlink loop: points to its own ancestor '.'"),)


@pytest.mark.parametrize("name", ["with space.html", "new\nline.html", "新闻 详情页.html",
                                  " leading and trailing .html"])
def test_odd_file_names_are_listed_and_read(tmp_path, name):
    write(tmp_path / "子目录" / name, "<html><body><p>内容</p></body></html>")
    listing = discover_pages(tmp_path, OPTIONS)
    assert [p.rel_path for p in listing.pages] == [f"子目录/{name}"]
    raw = read_page(listing.pages[0], OPTIONS)
    assert parse_document(raw).findtext(".//p") == "内容"
    assert (raw.url, raw.url_source) == (f"子目录/{name}", "path")


def test_non_utf8_file_name_gets_a_printable_page_id_and_is_read(tmp_path):
    raw_name = "caf\xe9.html".encode("latin-1")  # not UTF-8: some old crawls on Linux
    with open(os.path.join(os.fsencode(tmp_path), raw_name), "wb") as fh:
        fh.write(b"<html><body><p>ok</p></body></html>")
    listing = discover_pages(tmp_path, OPTIONS)
    assert [p.rel_path for p in listing.pages] == ["caf\\xe9.html"]
    listing.pages[0].rel_path.encode("utf-8")  # storable anywhere
    assert parse_document(read_page(listing.pages[0], OPTIONS)).findtext(".//p") == "ok"


def test_fifo_named_like_a_page_is_not_read(tmp_path):
    os.mkfifo(tmp_path / "pipe.html")  # reading it would block forever
    listing = discover_pages(tmp_path, OPTIONS)
    assert listing.pages == ()
    assert listing.problems == (
        ("pipe.html", "not a regular file (device, FIFO or socket); not read"),)
