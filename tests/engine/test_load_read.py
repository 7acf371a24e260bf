"""Reading and parsing one page (load/read.py): bytes, gzip, the URL, the lxml tree; and bad input:
every kind of broken file gives a specific PageError or a correct result, no crash."""

from __future__ import annotations

import builtins
import gzip
import os
import tracemalloc
import zlib
from pathlib import Path

import pytest
import xxhash
from lxml import etree

from tplx_engine.config import LoadOptions
from tplx_engine.errors import PageError
from tplx_engine.load import read
from tplx_engine.load.read import load_page, parse_document, read_page, recover_url
from tplx_engine.model import PageFile

OPTIONS = LoadOptions()
PNG_HEADER = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10\x00\x00\x00\x10\x08\x06"


def write(path: Path, data: bytes | str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
    return path


def page_file(path: Path) -> PageFile:
    st = path.stat()
    return PageFile(path.name, str(path), st.st_size, st.st_mtime_ns)


def read_at(path: Path, options: LoadOptions = OPTIONS):
    return read_page(page_file(path), options)


def read_error(path: Path, options: LoadOptions = OPTIONS) -> str:
    with pytest.raises(PageError) as caught:
        read_page(page_file(path), options)
    assert caught.value.path == path.name
    return caught.value.reason


def test_empty_file(tmp_path):
    assert read_error(write(tmp_path / "a.html", b"")) == "empty file"


def test_whitespace_only_file(tmp_path):
    assert read_error(write(tmp_path / "a.html", b" \r\n\t ")) == "file holds only whitespace"


def test_png_renamed_to_html(tmp_path):
    reason = read_error(write(tmp_path / "logo.html", PNG_HEADER + os.urandom(300)))
    assert reason == "binary content (PNG image), not HTML"


@pytest.mark.parametrize("magic,kind", [
    (b"\xff\xd8\xff\xe0\x00\x10JFIF", "JPEG image"), (b"GIF89a\x10\x00", "GIF image"),
    (b"%PDF-1.7\n", "PDF document"), (b"PK\x03\x04\x14\x00", "ZIP archive"),
])
def test_other_binary_formats_are_named(tmp_path, magic, kind):
    reason = read_error(write(tmp_path / "x.html", magic + os.urandom(200)))
    assert reason == f"binary content ({kind}), not HTML"


def test_random_bytes_are_binary_not_a_page(tmp_path):
    reason = read_error(write(tmp_path / "x.html", os.urandom(5000)))
    assert reason.startswith("binary content")


def test_truncated_html_is_recovered(tmp_path):
    text = ("<html><head><title>Cut</title></head><body><div id=main><h1>Headline</h1>"
            "<p>First paragraph.</p><p>Second para")
    raw = read_page(page_file(write(tmp_path / "a.html", text + "<di")), OPTIONS)
    root = parse_document(raw)
    assert root.findtext(".//h1") == "Headline"
    assert [p.text for p in root.iter("p")] == ["First paragraph.", "Second para"]


def test_50_mb_page_is_a_recorded_error_without_reading_it(tmp_path):
    path = tmp_path / "huge.html"
    with open(path, "wb") as fh:  # sparse: instant, takes no disk space
        fh.write(b"<html><body>")
        fh.truncate(50_000_000)
    assert read_error(path) == "larger than the page size limit (50,000,000 bytes > 16,000,000)"


def test_page_just_under_a_small_limit_parses_and_just_over_fails(tmp_path):
    options = LoadOptions(max_page_bytes=10_000)
    head, tail = b"<html><body><p>", b"</p></body></html>"
    under = write(tmp_path / "under.html", head + b"x" * (10_000 - len(head) - len(tail)) + tail)
    assert under.stat().st_size == 10_000
    root = parse_document(read_page(page_file(under), options))
    assert len(root.findtext(".//p")) == 10_000 - len(head) - len(tail)
    over = write(tmp_path / "over.html", under.read_bytes() + b" ")
    assert read_error(over, options) == "larger than the page size limit (10,001 bytes > 10,000)"


def test_a_page_that_grows_after_fstat_is_read_whole_or_refused_past_the_limit(tmp_path, monkeypatch):
    """The read is sized to fstat's answer; a file that grew since is read on, up to the limit."""
    body = b"<html><body><p>" + b"x" * 5_000 + b"</p></body></html>"
    path = write(tmp_path / "growing.html", body)
    real_fstat = os.fstat

    def stale_fstat(fd):
        st = real_fstat(fd)
        return os.stat_result((st.st_mode, *st[1:6], 100, *st[7:]))  # size as it was earlier

    monkeypatch.setattr(read.os, "fstat", stale_fstat)
    assert read_page(page_file(path), OPTIONS).html.encode() == body
    reason = read_error(path, LoadOptions(max_page_bytes=1_000))
    assert reason == "larger than the page size limit (more than 1,001 bytes > 1,000)"


def test_10000_level_nesting_is_a_specific_error_not_a_truncated_page(tmp_path):
    depth = 10_000
    text = "<html><body>" + "<div>" * depth + "deep" + "</div>" * depth + "</body></html>"
    raw = read_page(page_file(write(tmp_path / "deep.html", text)), OPTIONS)
    with pytest.raises(PageError, match="nested too deeply"):
        parse_document(raw)


def test_undecodable_bytes_become_replacement_characters(tmp_path):
    data = (b"<html><head><meta charset=utf-8><title>T</title></head><body><p>caf\xc3\xa9 "
            b"\xff\xfe broken \xc3</p><p>" + "正文内容".encode() * 100 + b"</p></body></html>")
    raw = read_page(page_file(write(tmp_path / "a.html", data)), OPTIONS)
    assert (raw.encoding, raw.encoding_source) == ("utf-8", "meta")
    root = parse_document(raw)
    first, second = [p.text for p in root.iter("p")]
    assert first == "café \ufffd\ufffd broken \ufffd"
    assert second == "正文内容" * 100


def test_gz_file_that_is_not_gzip(tmp_path):
    reason = read_error(write(tmp_path / "a.html.gz", b"<html><body>plain</body></html>"))
    assert reason == "not gzip data: .gz file without a gzip header"


def test_gz_file_holding_an_image_says_so(tmp_path):
    reason = read_error(write(tmp_path / "a.html.gz", PNG_HEADER))
    assert reason == "not gzip data: .gz file without a gzip header (PNG image)"


def test_corrupt_gzip(tmp_path):
    reason = read_error(write(tmp_path / "a.html.gz", b"\x1f\x8b\x08\x00" + b"\xff" * 300))
    assert reason.startswith("corrupt gzip data")


def test_truncated_gzip(tmp_path):
    packed = gzip.compress(os.urandom(20_000).hex().encode())
    assert read_error(write(tmp_path / "a.html.gz", packed[:2000])) == (
        "truncated gzip data (the stream ends early)")


def test_gzip_bomb_stops_at_the_limit_without_allocating_the_inflated_size(tmp_path):
    limit = 2_000_000
    bomb = zlib.compressobj(9, zlib.DEFLATED, 31)
    packed = bomb.compress(b"<html><body>") + b"".join(
        bomb.compress(bytes(1 << 20)) for _ in range(40)) + bomb.flush()  # inflates to 40 MB
    path = write(tmp_path / "bomb.html.gz", packed)
    assert path.stat().st_size < limit
    tracemalloc.start()
    try:
        reason = read_error(path, LoadOptions(max_page_bytes=limit))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert reason == "gzip data inflates past the page size limit (more than 2,000,000 bytes)"
    assert peak < 4 * limit  # limit + one 1 MB step + the compressed file, far from 40 MB


def test_gzip_inflating_to_an_empty_page(tmp_path):
    assert read_error(write(tmp_path / "a.html.gz", gzip.compress(b""))) == (
        "empty file (after gzip decompression)")


def test_file_that_vanished_after_listing(tmp_path):
    path = write(tmp_path / "a.html", "<p>x</p>")
    listed = page_file(path)
    path.unlink()
    with pytest.raises(PageError, match="file vanished since the folder was listed"):
        read_page(listed, OPTIONS)


def test_unreadable_file(tmp_path, monkeypatch):
    path = write(tmp_path / "a.html", "<p>x</p>")
    if os.geteuid() == 0:
        # root reads files whatever their mode: simulate the PermissionError open() would raise
        real_open = builtins.open

        def refusing_open(file, *args, **kwargs):
            if os.fspath(file) == str(path):
                raise PermissionError(13, "Permission denied", str(file))
            return real_open(file, *args, **kwargs)

        monkeypatch.setattr(builtins, "open", refusing_open)
    else:
        path.chmod(0)
    assert read_error(path) == "cannot read file: permission denied"


def test_document_without_elements_is_a_page_error(tmp_path):
    raw = read_page(page_file(write(tmp_path / "c.html", "<!-- only a comment -->")), OPTIONS)
    with pytest.raises(PageError, match="no HTML elements in the page"):
        parse_document(raw)


# ---------------------------------------------------------------------------- readable pages

def test_content_hash_is_xxh3_of_the_decompressed_bytes(tmp_path):
    data = b"<html><body><p>same page</p></body></html>"
    plain = read_at(write(tmp_path / "a.html", data))
    packed = read_at(write(tmp_path / "b.html.gz", gzip.compress(data)))
    assert plain.content_hash == packed.content_hash == xxhash.xxh3_128_hexdigest(data)
    assert plain.html == packed.html == data.decode()


def test_gzip_body_saved_without_gz_extension_is_inflated(tmp_path):
    data = "<html><body><p>压缩的网页</p></body></html>".encode()
    raw = read_at(write(tmp_path / "a.html", gzip.compress(data)))
    assert raw.html == data.decode()
    assert raw.content_hash == xxhash.xxh3_128_hexdigest(data)


def test_multi_member_gzip_is_read_whole(tmp_path):
    data = gzip.compress(b"<html><body><p>one</p>") + gzip.compress(b"<p>two</p></body></html>")
    raw = read_at(write(tmp_path / "a.html.gz", data))
    assert raw.html == "<html><body><p>one</p><p>two</p></body></html>"


def test_url_from_a_leading_base_line_after_a_bom(tmp_path):
    data = (b"\xef\xbb\xbf<base href=\"http://www.booksamillion.com/product/9780316125581\"/>\n"
            b"<html><head><link rel=canonical href='http://other.example/x'></head></html>")
    raw = read_at(write(tmp_path / "0001.htm", data))
    assert (raw.url, raw.url_source) == ("http://www.booksamillion.com/product/9780316125581",
                                         "base")
    assert raw.encoding_source == "bom"


def test_base_inside_head_is_not_the_page_url():
    text = '<html><head><base href="http://cdn.example/"></head><body></body></html>'
    assert recover_url(text, "site/a.html") == ("site/a.html", "path")


def test_url_from_canonical_link_with_attributes_in_any_order():
    text = ('<html><head><meta charset=utf-8>'
            '<link href="https://news.example.com/a?id=1&amp;p=2" data-x="1" REL="alternate canonical">'
            '</head><body></body></html>')
    assert recover_url(text, "x.html") == ("https://news.example.com/a?id=1&p=2", "canonical")


def test_relative_canonical_is_not_a_url_but_protocol_relative_is():
    assert recover_url('<link rel="canonical" href="/a.html">', "x.html") == ("x.html", "path")
    assert recover_url('<link rel="canonical" href="//h.example/a">', "x.html") == (
        "http://h.example/a", "canonical")


def test_url_from_a_percent_encoded_file_name(tmp_path):
    name = "http%3A%2F%2Fblog.sina.com.cn%2Fs%2Fblog_55cac30301016yb1.html"
    raw = read_at(write(tmp_path / name, "<html><body>x</body></html>"))
    assert (raw.url, raw.url_source) == (
        "http://blog.sina.com.cn/s/blog_55cac30301016yb1.html", "filename")
    assert recover_url("", f"dir/{name}.gz")[0] == (
        "http://blog.sina.com.cn/s/blog_55cac30301016yb1.html")


def test_url_falls_back_to_the_relative_path():
    assert recover_url("<html></html>", "site/a%20b.html") == ("site/a%20b.html", "path")


def test_parse_document_returns_an_lxml_html_root(tmp_path):
    text = "<html><head><title>t</title></head><body><p>hello <b>world</b></p></body></html>"
    raw = read_at(write(tmp_path / "a.html", text))
    root = parse_document(raw)
    assert root.tag == "html"
    assert root.find("body").text_content() == "hello world"


def test_parse_does_not_redecode_by_a_stale_meta_charset(tmp_path):
    chinese = "新浪博客是中国最主流的博客平台之一，用户可以在这里发表文章、分享照片和记录生活。"
    text = f'<html><head><meta charset="big5"></head><body><p>{chinese}</p></body></html>'
    raw = read_at(write(tmp_path / "a.html", text))  # the declaration is wrong: UTF-8 bytes
    assert parse_document(raw).find("body").text_content() == chinese


def test_nesting_deeper_than_libxml2_default_limit_parses_whole(tmp_path):
    # libxml2 without huge_tree stops at depth 256 and silently drops the rest of the page
    depth = 1000
    text = ("<html><body>" + "<div>" * depth + "bottom" + "</div>" * depth
            + "<p>after</p></body></html>")
    root = parse_document(read_at(write(tmp_path / "deep.html", text)))
    assert root.xpath("count(//div)") == depth
    assert root.find("body").text_content() == "bottomafter"


def test_unclosed_title_does_not_swallow_the_body(tmp_path):
    page = write(tmp_path / "t.html", "<html><head><title>Headline\n<meta charset=utf-8></head>"
                 "<body><div id=a>Body text</div></body></html>")
    root = parse_document(read_at(page))
    assert root.findtext(".//title").strip() == "Headline"
    assert root.get_element_by_id("a").text == "Body text"


@pytest.mark.parametrize("html_classes", [True, False])
@pytest.mark.parametrize("start", ['<html lang="en" />', "<html><head></head><BODY class='x'/>"])
def test_a_self_closed_html_or_body_does_not_lose_the_page(tmp_path, start, html_classes):
    # HTML5 ignores the slash; libxml2 closed <html/> there (the rest of the page was dropped)
    # and <body/> (the page lay outside the body, where the extractors do not look)
    page = write(tmp_path / "s.html", start + "<div id=a>Body <b>text</b></div></body></html>")
    root = parse_document(read_at(page), html_classes)
    assert root.find("body").findtext("div") == "Body "
    assert "".join(root.find("body").itertext()) == "Body text"


@pytest.mark.parametrize("data, kept", [
    ("<html><body><p>Grüße aus Köln</p></body></html>".encode(), True),  # strict UTF-8
    (b"<html><body><p>plain ASCII</p></body></html>", True),
    ("<html><body><p>Grüße</p></body></html>".encode("cp1252"), False),  # decoded otherwise
    (b"\xef\xbb\xbf<html><body><p>BOM</p></body></html>", False),  # the text has no BOM
    ("<p>caf\u00e9</p>".encode() + b"\xff\xfe" + b"<p>x</p>" * 2000, False),  # replaced bytes
])
def test_the_parser_reads_the_pages_own_bytes_only_when_they_are_its_text(tmp_path, data, kept):
    path = write(tmp_path / "p.html", data)
    raw, utf8 = read._read(page_file(path), OPTIONS)
    assert (utf8 is not None) == kept
    if kept:
        assert utf8 == raw.html.encode("utf-8")
    loaded = load_page(page_file(path), OPTIONS)  # with the bytes where they are the text
    assert etree.tostring(loaded.root) == etree.tostring(parse_document(raw, False, OPTIONS))
