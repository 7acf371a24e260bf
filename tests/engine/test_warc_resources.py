"""A web archive's resources by URL (load/warc.py ``list_resources`` / ``read_resource``,
jobs/archive.py): what the rendered page view serves a WARC page's images and styles from.
Every 2xx response of any content type and every ``resource`` record is listed, the last record
of a URL wins, revisits and failed fetches are not; damage costs only what it hides; a record
is read by its offset, dechunked and inflated, within a size limit; the crawl's index spans
its WARC files and meets URLs in the form the browser asks for them."""

import gzip

import brotli
import pytest
from test_load_warc import html_response, record, write_damaged_warc, write_warc

from tplx_engine.errors import PageError, TplxError
from tplx_engine.jobs.archive import archive_index, resource_key
from tplx_engine.load.crawl import warc_files
from tplx_engine.load.warc import list_resources, read_resource

PNG = b"\x89PNG\r\n\x1a\n" + b"\x00" * 40
CSS = b"body { color: #123456 }"


def resource(url, body, content_type, status="200 OK", extra=(), compress=True):
    return html_response(url, "", status=status, content_type=content_type, extra=extra,
                         body=body, compress=compress)


def archive_record(url, body, content_type):
    """A ``resource`` record (no HTTP headers: the block is the payload)."""
    head = (f"WARC/1.0\r\nWARC-Type: resource\r\nWARC-Record-ID: <urn:uuid:{abs(hash(url))}>\r\n"
            f"WARC-Date: 2024-05-06T07:08:09Z\r\nWARC-Target-URI: {url}\r\n"
            f"Content-Type: {content_type}\r\nContent-Length: {len(body)}\r\n\r\n")
    return gzip.compress(head.encode("ascii") + body + b"\r\n\r\n", mtime=0)


@pytest.fixture
def site(tmp_path):
    """A WARC of a page, its image, its stylesheet (archived twice), a font as a resource
    record, a revisit, a 404 and a redirect: (path, record offsets)."""
    warc = tmp_path / "site.warc.gz"
    offsets = write_warc(warc, [
        record("warcinfo", url=""),
        html_response("http://example.com/", "Home"),
        resource("http://example.com/img/logo.png", PNG, "image/png"),
        resource("http://example.com/css/site.css", b"old", "text/css"),
        record("request", url="http://example.com/css/site.css",
               http=["GET /css/site.css HTTP/1.1", "Host: example.com"]),
        resource("http://example.com/css/site.css", CSS, "text/css; charset=utf-8"),
        archive_record("http://example.com/font.woff", b"wOFF", "font/woff"),
        record("revisit", url="http://example.com/img/again.png",
               http=["HTTP/1.1 200 OK", "Content-Type: image/png"]),
        resource("http://example.com/missing.png", b"no", "text/html", status="404 Not Found"),
        resource("http://example.com/old.css", b"", "text/html", status="301 Moved"),
    ])
    return warc, offsets


def test_every_fetched_resource_is_listed_the_last_record_of_a_url_wins(site):
    warc, offsets = site
    assert list_resources(str(warc)) == {
        "http://example.com/": offsets[1],
        "http://example.com/img/logo.png": offsets[2],
        "http://example.com/css/site.css": offsets[5],  # not the first copy at offsets[3]
        "http://example.com/font.woff": offsets[6],
    }


def test_a_record_is_read_by_its_offset_with_its_content_type(site):
    warc, offsets = site
    image = read_resource(str(warc), offsets[2], limit=1000)
    assert (image.body, image.content_type, image.url) == \
        (PNG, "image/png", "http://example.com/img/logo.png")
    style = read_resource(str(warc), offsets[5], limit=1000)
    assert (style.body, style.content_type) == (CSS, "text/css; charset=utf-8")
    font = read_resource(str(warc), offsets[6], limit=1000)
    assert (font.body, font.content_type) == (b"wOFF", "font/woff")
    with pytest.raises(PageError, match="no resource record at offset"):
        read_resource(str(warc), offsets[7], limit=1000)  # the revisit: no payload
    with pytest.raises(PageError, match="record at offset 5"):
        read_resource(str(warc), 5, limit=1000)
    with pytest.raises(PageError, match="payload over 10 bytes"):
        read_resource(str(warc), offsets[2], limit=10)


def test_chunked_and_gzip_encoded_bodies_are_decoded(tmp_path):
    css = b"p { margin: 0 } " * 200
    encoded = gzip.compress(css, mtime=0)
    chunked = b"".join(f"{len(part):x}\r\n".encode() + part + b"\r\n"
                       for part in (encoded[:30], encoded[30:])) + b"0\r\n\r\n"
    warc = tmp_path / "enc.warc"
    offsets = write_warc(warc, [
        resource("http://example.com/a.css", chunked, "text/css", compress=False,
                 extra=("Transfer-Encoding: chunked", "Content-Encoding: gzip")),
        # the body stored decoded while the header still says gzip: kept as it is
        resource("http://example.com/b.css", css, "text/css", compress=False,
                 extra=("Content-Encoding: gzip",)),
        # decoded as a page's body is (load/decompress.py): Brotli too
        resource("http://example.com/c.css", brotli.compress(css), "text/css", compress=False,
                 extra=("Content-Encoding: br",)),
    ])
    for offset in offsets:
        assert read_resource(str(warc), offset, limit=10_000).body == css
    with pytest.raises(PageError, match="inflates past the page size limit"):
        read_resource(str(warc), offsets[0], limit=1000)  # small as stored, large inflated
    bomb = gzip.compress(b"\x00" * 10_000_000, mtime=0)
    write_warc(warc, [resource("http://example.com/bomb", bomb, "text/css",
                               compress=False, extra=("Content-Encoding: gzip",))])
    with pytest.raises(PageError, match="inflates past"):
        read_resource(str(warc), 0, limit=100_000)


def test_damage_costs_only_the_records_it_hides(tmp_path):
    records = [resource(f"http://example.com/{i}.png", PNG, "image/png") for i in range(5)]
    offsets = write_damaged_warc(tmp_path / "bad.warc.gz", records)
    listed = list_resources(str(tmp_path / "bad.warc.gz"))
    assert listed == {f"http://example.com/{i}.png": offsets[i] for i in (0, 1, 3, 4)}
    # a damaged tail: the truncated last record is left out, the rest is listed
    (tmp_path / "cut.warc.gz").write_bytes(b"".join(records)[:-40])
    assert list_resources(str(tmp_path / "cut.warc.gz")) == \
        {f"http://example.com/{i}.png": offsets[i] for i in range(4)}
    (tmp_path / "fake.warc.gz").write_bytes(b"<html>not an archive</html>")
    with pytest.raises(TplxError, match="fake.warc.gz: not a WARC file"):
        list_resources(str(tmp_path / "fake.warc.gz"))


def test_the_crawl_index_spans_its_warc_files_in_order(tmp_path, site):
    warc, offsets = site
    (tmp_path / "later").mkdir()
    newer = tmp_path / "later" / "z.warc"
    write_warc(newer, [resource("HTTP://Example.COM:80/img/logo.png", PNG, "image/png",
                                compress=False)])
    (tmp_path / "fake.warc.gz").write_bytes(b"not an archive")
    (tmp_path / "page.html").write_text("<p>a page file, no archive</p>")
    assert warc_files(tmp_path) == [str(tmp_path / "fake.warc.gz"),
                                       str(tmp_path / "later" / "z.warc"), str(warc)]
    index = archive_index(tmp_path)
    # the folder's files by path: site.warc.gz comes after later/z.warc and wins the logo
    assert index["http://example.com/img/logo.png"] == (str(warc), offsets[2])
    assert index["http://example.com/font.woff"] == (str(warc), offsets[6])
    assert archive_index([str(warc), str(newer)])["http://example.com/img/logo.png"] == \
        (str(newer), 0)
    assert archive_index(f"{warc}#{offsets[1]}") == archive_index(warc)
    resource_of = read_resource(*index["http://example.com/css/site.css"], limit=1000)
    assert resource_of.body == CSS
    pages_only = tmp_path / "pages"
    pages_only.mkdir()
    (pages_only / "a.html").write_text("<p>a</p>")
    assert archive_index(pages_only) == {}


@pytest.mark.parametrize("url, key", [
    ("http://example.com", "http://example.com/"),
    ("HTTPS://WWW.Example.com:443/a/b?x=1#top", "https://www.example.com/a/b?x=1"),
    ("http://example.com:8080/a%2fb/%7Euser/%41", "http://example.com:8080/a%2Fb/~user/A"),
    ("http://example.com/caf\u00e9 menu.png", "http://example.com/caf%C3%A9%20menu.png"),
    ("http://b\u00fccher.example/", "http://xn--bcher-kva.example/"),
    ("http://[::1]:81/x", "http://[::1]:81/x"),
    ("ftp://example.com/x", None),
    ("data:image/png;base64,AAAA", None),
    ("http://example.com:port/", None),
])
def test_urls_meet_in_one_form(url, key):
    assert resource_key(url) == key
