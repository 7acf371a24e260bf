"""Web archives as crawls (load/warc.py, and its use by crawl.py and read.py): which records are
pages, which are skipped and why, damage recorded while the rest is read, a page read by its id,
and one clear message for a file that is not a WARC."""

import gzip
import re

import pytest

from tplx_engine.config import EngineConfig, LoadOptions
from tplx_engine.demo import write_demo_crawl
from tplx_engine.demo.warc import convert_to_warc
from tplx_engine.errors import PageError, TplxError
from tplx_engine.jobs.preprocess import preprocess_page
from tplx_engine.load.crawl import discover_pages, page_path
from tplx_engine.load.read import load_page, page_file, read_page
from tplx_engine.load.warc import list_records, list_resources, split_record_path
from tplx_engine.model import PageStatus

OPTIONS = LoadOptions()
PAGE = "<html><head><title>{t}</title></head><body><h1>{t}</h1><p>Some text here.</p></body></html>"


def record(kind="response", url="http://example.com/a", http=None, body=b"", compress=True,
           date="2024-05-06T07:08:09Z"):
    """One WARC record; ``http``: the HTTP status line and headers of a response."""
    block = b""
    if http is not None:
        block = ("\r\n".join(http) + "\r\n\r\n").encode("latin-1") + body
    head = (f"WARC/1.0\r\nWARC-Type: {kind}\r\nWARC-Record-ID: <urn:uuid:{abs(hash(url))}>\r\n"
            f"WARC-Date: {date}\r\nWARC-Target-URI: {url}\r\n"
            "Content-Type: application/http; msgtype=response\r\n"
            f"Content-Length: {len(block)}\r\n\r\n").encode("ascii")
    data = head + block + b"\r\n\r\n"
    return gzip.compress(data, mtime=0) if compress else data


def html_response(url, title, status="200 OK", content_type="text/html", extra=(),
                  body=None, compress=True):
    body = PAGE.format(t=title).encode("utf-8") if body is None else body
    return record(url=url, http=[f"HTTP/1.1 {status}", f"Content-Type: {content_type}", *extra],
                  body=body, compress=compress)


def write_warc(path, records):
    offsets, offset = [], 0
    for data in records:
        offsets.append(offset)
        offset += len(data)
    path.write_bytes(b"".join(records))
    return offsets


def test_pages_skipped_records_and_reasons(tmp_path):
    warc = tmp_path / "crawl.warc.gz"
    offsets = write_warc(warc, [
        record("warcinfo", url=""),
        html_response("http://example.com/a", "A"),
        record("request", http=["GET /a HTTP/1.1", "Host: example.com"]),
        html_response("http://example.com/logo.png", "x", content_type="image/png"),
        html_response("http://example.com/old", "moved", status="301 Moved Permanently"),
        record("revisit", http=["HTTP/1.1 200 OK", "Content-Type: text/html"]),
        html_response("http://example.com/gone", "Gone", status="404 Not Found"),
    ])
    listing = list_records(str(warc))
    assert [o for o, _ in listing.pages] == [offsets[1], offsets[6]]
    assert dict(listing.skipped) == {
        offsets[0]: "warcinfo record, not a response",
        offsets[2]: "request record, not a response",
        offsets[3]: "not HTML (Content-Type image/png)",
        offsets[4]: "redirect (HTTP 301)",
        offsets[5]: "revisit record (no payload of its own)",
    }
    assert listing.problems == []
    crawl = discover_pages(warc, OPTIONS)
    assert [p.rel_path for p in crawl.pages] == [f"crawl.warc.gz#{offsets[1]}",
                                                 f"crawl.warc.gz#{offsets[6]}"]
    assert f"crawl.warc.gz#{offsets[5]} (revisit record (no payload of its own))" in \
        crawl.skipped_files

    raw = read_page(crawl.pages[0], OPTIONS)
    assert (raw.url, raw.url_source, raw.http_status, raw.fetched) == \
        ("http://example.com/a", "warc", 200, "2024-05-06T07:08:09Z")
    # a 404 response is a page the filters call an error page, with the status as the reason
    gone = preprocess_page(crawl.pages[1], EngineConfig(), "k")
    assert gone.status is PageStatus.ERROR_PAGE and gone.reason == "served with HTTP status 404"
    assert preprocess_page(crawl.pages[0], EngineConfig(), "k").status is PageStatus.DETAIL


def write_damaged_warc(path, records) -> list[int]:
    """``records`` written to ``path`` with 8 bytes zeroed inside record 2's deflate stream;
    the records' offsets."""
    offsets = write_warc(path.with_name("ok.warc.gz"), records)
    broken = bytearray(b"".join(records))
    middle = offsets[2] + len(records[2]) // 2
    broken[middle:middle + 8] = b"\x00" * 8
    path.write_bytes(bytes(broken))
    return offsets


def test_corrupt_record_is_a_problem_and_the_rest_is_read(tmp_path):
    records = [html_response(f"http://example.com/{i}", f"Page {i}") for i in range(5)]
    offsets = write_damaged_warc(tmp_path / "bad.warc.gz", records)
    listing = list_records(str(tmp_path / "bad.warc.gz"))
    assert [o for o, _ in listing.pages] == [offsets[0], offsets[1], offsets[3], offsets[4]]
    assert len(listing.problems) == 1 and listing.problems[0][0] == offsets[2]
    assert listing.problems[0][1].startswith("corrupt record")
    assert listing.problems[0][1].endswith(f"read on from offset {offsets[3]}")


@pytest.mark.parametrize("compress", [True, False])
def test_truncated_last_record_is_a_problem(tmp_path, compress):
    records = [html_response(f"http://example.com/{i}", f"Page {i}", compress=compress)
               for i in range(3)]
    offsets = write_warc(tmp_path / "x.warc", records)
    name = "cut.warc.gz" if compress else "cut.warc"
    (tmp_path / name).write_bytes(b"".join(records)[:-40])
    listing = list_records(str(tmp_path / name))
    assert [o for o, _ in listing.pages] == offsets[:2]
    assert listing.problems == [(offsets[2], "truncated record (the file ends inside it)")]


def test_not_a_warc_one_message_in_a_folder_a_problem(tmp_path):
    fake = tmp_path / "fake.warc.gz"
    fake.write_bytes(b"<html>not an archive</html>")
    with pytest.raises(TplxError, match=r"fake.warc.gz: not a WARC file .*; give WARC or "
                                        r"WARC.gz files, or a folder of crawled pages"):
        discover_pages(fake, OPTIONS)
    write_warc(tmp_path / "good.warc.gz", [html_response("http://example.com/a", "A")])
    (tmp_path / "page.html").write_text(PAGE.format(t="P"))
    listing = discover_pages(tmp_path, OPTIONS)
    assert [p.rel_path for p in listing.pages] == ["good.warc.gz#0", "page.html"]
    assert len(listing.problems) == 1 and listing.problems[0][0] == "fake.warc.gz"
    assert re.fullmatch(r"not a WARC file \(.*\); not read", listing.problems[0][1])


def test_charset_from_headers_chunked_body_and_reading_by_id(tmp_path):
    text = PAGE.format(t="Привет, мир")
    chunked = text.encode("cp1251")
    body = b"".join(f"{len(part):x}\r\n".encode() + part + b"\r\n"
                    for part in (chunked[:50], chunked[50:])) + b"0\r\n\r\n"
    warc = tmp_path / "ru.warc"
    offsets = write_warc(warc, [
        html_response("http://example.ru/a", "x", body=b"padding" * 10, compress=False),
        html_response("http://example.ru/b", "x", body=body, compress=False,
                      content_type="text/html; charset=windows-1251",
                      extra=("Transfer-Encoding: chunked",)),
    ])
    page_id = f"ru.warc#{offsets[1]}"
    path = page_path(tmp_path, page_id)
    assert split_record_path(path) == (str(warc), offsets[1])
    loaded = load_page(page_file(path, page_id), OPTIONS)
    assert loaded.raw.encoding == "cp1251" and loaded.raw.encoding_source == "header"
    assert loaded.root.findtext(".//h1") == "Привет, мир"
    # the crawl given as the WARC file itself names pages relative to the file's folder
    assert page_path(warc, page_id) == path
    with pytest.raises(PageError, match="no readable WARC record at offset 3 "):
        read_page(page_file(str(warc) + "#3", "ru.warc#3"), OPTIONS)


def test_a_warc_gz_compressed_as_one_stream_is_refused_with_what_to_do(tmp_path):
    demo = tmp_path / "demo"
    write_demo_crawl(demo, pages=20, templates=2)
    per_record = convert_to_warc(demo)
    one_stream = tmp_path / "one.warc.gz"
    one_stream.write_bytes(gzip.compress(gzip.decompress(per_record.read_bytes())))
    for listing in (list_records, list_resources):
        with pytest.raises(TplxError, match="compressed as one gzip stream.*warcio recompress"):
            listing(str(one_stream))
    assert len(list_records(str(per_record)).pages) > 10  # record by record: read
    plain = tmp_path / "plain.warc"  # and uncompressed
    plain.write_bytes(gzip.decompress(per_record.read_bytes()))
    assert list_records(str(plain)).pages and not list_records(str(plain)).problems
