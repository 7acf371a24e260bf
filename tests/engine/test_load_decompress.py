"""A web archive's page stored with the body as the server sent it (Content-Encoding gzip,
deflate, br, zstd) reads as the same page; a bomb stops at the page size limit; damage is a
PageError naming the encoding."""

import gzip
import zlib
from datetime import datetime, timezone

import brotli
import pytest
import zstandard

from tplx_engine.config import LoadOptions
from tplx_engine.demo.warc import _warc_record
from tplx_engine.errors import PageError, PageTooComplex
from tplx_engine.load.decompress import decode_content
from tplx_engine.load.read import read_page
from tplx_engine.load.warc import list_records
from tplx_engine.model import PageFile

PAGE = ("<html><head><title>Compressed</title></head><body><h1>Größe</h1>"
        + "<p>A paragraph of the article.</p>" * 200 + "</body></html>").encode("utf-8")
LIMIT = 1_000_000

ENCODERS = {
    "gzip": gzip.compress,
    "deflate": zlib.compress,
    "deflate-raw": lambda d: (lambda c: c.compress(d) + c.flush())(
        zlib.compressobj(wbits=-zlib.MAX_WBITS)),
    "br": brotli.compress,
    "zstd": lambda d: zstandard.ZstdCompressor().compress(d),
}


def header(name: str) -> str:
    return name.partition("-")[0]


def warc_with(tmp_path, bodies: dict[str, bytes]):
    """A WARC of one response per (Content-Encoding, body)."""
    when = datetime(2025, 3, 1, tzinfo=timezone.utc)
    out = b""
    for i, (coding, body) in enumerate(bodies.items()):
        http = (f"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n"
                f"Content-Encoding: {header(coding)}\r\nContent-Length: {len(body)}\r\n\r\n"
                ).encode("ascii") + body
        out += _warc_record([
            ("WARC-Type", "response"),
            ("WARC-Record-ID", f"<urn:uuid:00000000-0000-0000-0000-{i:012d}>"),
            ("WARC-Date", when.strftime("%Y-%m-%dT%H:%M:%SZ")),
            ("WARC-Target-URI", f"http://example.com/{coding}.html"),
            ("Content-Type", "application/http; msgtype=response"),
        ], http)
    path = tmp_path / "crawl.warc.gz"
    path.write_bytes(out)
    return path


def test_every_content_encoding_reads_as_the_same_page(tmp_path):
    path = warc_with(tmp_path, {name: encode(PAGE) for name, encode in ENCODERS.items()})
    listing = list_records(str(path))
    assert len(listing.pages) == len(ENCODERS) and not listing.problems
    for offset, _ in listing.pages:
        page_id = f"crawl.warc.gz#{offset}"
        raw = read_page(PageFile(page_id, f"{path}#{offset}", 0, 0), LoadOptions())
        assert raw.html == PAGE.decode("utf-8"), raw.url


@pytest.mark.parametrize("coding", ["gzip", "deflate", "br", "zstd"])
def test_a_bomb_stops_at_the_page_size_limit(coding):
    bomb = ENCODERS[coding](b" " * (50 * LIMIT))
    assert len(bomb) < LIMIT // 10
    with pytest.raises(PageTooComplex, match="inflates past the page size limit"):
        decode_content(bomb, coding, LIMIT, "bomb")


@pytest.mark.parametrize("coding", ["gzip", "deflate", "br", "zstd"])
def test_damaged_data_is_a_page_error_naming_the_encoding(coding):
    data = ENCODERS[coding](PAGE)
    cut = data[: len(data) // 2]
    with pytest.raises(PageError) as error:
        decode_content(cut, coding, LIMIT, "cut")
    assert not isinstance(error.value, PageTooComplex)
    assert {"gzip": "gzip", "deflate": "deflate", "br": "Brotli",
            "zstd": "Zstandard"}[coding] in error.value.reason


def test_a_body_stored_decoded_under_its_header_is_kept_and_unknown_codings_named():
    assert decode_content(PAGE, "br", LIMIT, "p") == PAGE  # markup: the archive decoded it
    assert decode_content(PAGE, "gzip", LIMIT, "p") == PAGE
    assert decode_content(brotli.compress(gzip.compress(PAGE)), "gzip, br", LIMIT, "p") == PAGE
    with pytest.raises(PageError, match="Content-Encoding 'compress'"):
        decode_content(b"\x1f\x9d\x90", "compress", LIMIT, "p")
