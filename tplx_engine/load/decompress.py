"""Compressed page bodies made whole, never past the page size limit.

A page file or WARC payload may hold the body as the server sent it: gzip (files and WARC
records alike, recognised by its magic), or, in a web archive whose response says so in
``Content-Encoding``, ``deflate``, ``br`` or ``zstd``. Browsers ask for all four, and
archives recorded through a browser (Browsertrix, Webrecorder) keep what came, so without
Brotli and Zstandard such a page would be "binary content". The stdlib has neither: ``brotli``
(Google's reference implementation) and ``zstandard`` (the binding of Facebook's libzstd)
decode them.

Every decoder works in bounded steps and stops as soon as the output passes ``limit``: a
compression bomb costs at most the limit (a ``PageTooComplex``, rule ``too-large``); damaged
data is a ``PageError`` naming the encoding.
"""

from __future__ import annotations

import io
import zlib

import brotli
import zstandard

from ..errors import PageError, PageTooComplex

GZIP_MAGIC = b"\x1f\x8b"
STEP = 1 << 20  # bytes of output per step
IDENTITY = frozenset({"", "identity", "none"})


def _too_large(path: str, what: str, limit: int) -> PageTooComplex:
    return PageTooComplex(path, f"{what} data inflates past the page size limit "
                                f"(more than {limit:,} bytes)", "too-large", "load.max_page_bytes")


def _zlib_stream(inflater, data: bytes, what: str, limit: int, path: str, total: int = 0
                 ) -> tuple[list[bytes], int]:
    """One zlib stream (gzip member, deflate body) in STEP-sized pieces; (pieces, bytes so
    far including ``total``). Stops past ``limit``; input that ends early is truncated."""
    parts, pending = [], data
    while not inflater.eof:
        chunk = inflater.decompress(pending, STEP)
        total += len(chunk)
        if total > limit:
            raise _too_large(path, what, limit)
        parts.append(chunk)
        pending = inflater.unconsumed_tail
        if not pending and len(chunk) < STEP and not inflater.eof:
            raise PageError(path, f"truncated {what} data (the stream ends early)")
    return parts, total


def inflate_gzip(data: bytes, limit: int, path: str) -> bytes:
    """Inflate gzip data (all members) in bounded steps; never holds more than limit + 1 MB."""
    parts: list[bytes] = []
    total, rest = 0, data
    try:
        while True:
            inflater = zlib.decompressobj(wbits=31)
            more, total = _zlib_stream(inflater, rest, "gzip", limit, path, total)
            parts += more
            rest = inflater.unused_data
            if not rest.startswith(GZIP_MAGIC):
                break  # trailing padding after the last member is common; ignored
    except zlib.error as exc:
        raise PageError(path, f"corrupt gzip data ({exc})") from exc
    return b"".join(parts)


def _inflate_deflate(data: bytes, limit: int, path: str) -> bytes:
    """HTTP's ``deflate`` is zlib-wrapped by the standard, raw deflate from some servers."""
    for wbits in (zlib.MAX_WBITS, -zlib.MAX_WBITS):
        try:
            return b"".join(_zlib_stream(zlib.decompressobj(wbits=wbits), data, "deflate",
                                         limit, path)[0])
        except zlib.error as exc:
            problem = exc
    raise PageError(path, f"corrupt deflate data ({problem})")


def _unbrotli(data: bytes, limit: int, path: str) -> bytes:
    decompressor = brotli.Decompressor()
    parts, total, pending = [], 0, data
    try:
        while True:
            chunk = decompressor.process(pending, output_buffer_limit=STEP)
            pending = b""
            total += len(chunk)
            if total > limit:
                raise _too_large(path, "Brotli", limit)
            parts.append(chunk)
            if decompressor.is_finished():
                return b"".join(parts)
            if decompressor.can_accept_more_data():  # all input used, the stream not ended
                raise PageError(path, "truncated Brotli data (the stream ends early)")
    except brotli.error as exc:
        raise PageError(path, f"corrupt Brotli data ({exc})") from exc


def _unzstd(data: bytes, limit: int, path: str) -> bytes:
    try:
        reader = zstandard.ZstdDecompressor().stream_reader(io.BytesIO(data),
                                                             read_across_frames=True)
        parts, total = [], 0
        while chunk := reader.read(STEP):
            total += len(chunk)
            if total > limit:
                raise _too_large(path, "Zstandard", limit)
            parts.append(chunk)
    except zstandard.ZstdError as exc:
        raise PageError(path, f"corrupt Zstandard data ({exc})") from exc
    if not parts:
        raise PageError(path, "truncated or empty Zstandard data")
    return b"".join(parts)


_DECODERS = {"gzip": inflate_gzip, "x-gzip": inflate_gzip, "deflate": _inflate_deflate,
             "br": _unbrotli, "zstd": _unzstd}


def decode_content(data: bytes, content_encoding: str | None, limit: int, path: str) -> bytes:
    """The body of an HTTP response stored with ``Content-Encoding: content_encoding`` (several,
    comma-separated: undone last first). gzip is left to the caller's magic check when the body
    does not start with it (servers label plain bodies gzip)."""
    codings = [c.strip().lower() for c in (content_encoding or "").split(",")]
    for coding in reversed(codings):
        if coding in IDENTITY:
            continue
        decoder = _DECODERS.get(coding)
        if decoder is None:
            raise PageError(path, f"body compressed with Content-Encoding {coding!r}, which "
                                  "tplx cannot decode (it reads gzip, deflate, br and zstd)")
        if decoder is inflate_gzip and not data.startswith(GZIP_MAGIC):
            continue  # labelled gzip, stored plain (some archives keep the decoded body)
        try:
            data = decoder(data, limit, path)
        except PageTooComplex:
            raise
        except PageError:
            if not _looks_plain(data):
                raise
    return data


def _looks_plain(data: bytes) -> bool:
    """Markup stored decoded under its response's Content-Encoding header."""
    head = data[:1024].lstrip(b" \t\r\n\xef\xbb\xbf")
    return head.startswith(b"<")
