"""Web archives as crawls: the pages in a WARC / WARC.gz file, and one page read by its id.

A page of a WARC is a ``response`` record with an HTML payload. Its id is
``<warc file>#<record offset>`` (the file relative to the crawl root, the byte offset where the
record starts), so reading it is one seek and one record, never a scan of the archive.

Choices, and why:

- The reader is FastWARC (``bench/warc_readers.py``, docs/warc.md): on the demo crawl as a WARC
  (295 responses) and a 5,000-page synthetic one it lists 3.6x, reads 2.5x and reads records by
  offset 1.4x faster than warcio, and parses a record 4x faster.
- Neither library goes past damage: FastWARC raises at a corrupt gzip member, and both drop a
  truncated last record without a word. So the listing records a problem (offset and reason) and
  resynchronises at the next record start (a gzip member or a ``WARC/1.`` line that parses), and
  a record start found after the last record read is a truncated or unreadable record.
- Skipped, with the reason counted: records that are not responses (request, metadata,
  warcinfo, revisit: a revisit has no payload of its own), responses that are not HTML (by the
  HTTP Content-Type), and redirects (3xx: the page is where they point). Error statuses (4xx,
  5xx) are pages: the filters make them error pages, as they do for a saved "404" page.
- Resources (``list_resources``, ``read_resource``): every 2xx response of any content type and
  every ``resource`` record, by target URI, so the rendered page view can serve a WARC page's
  images and stylesheets from the archive (docs/page-view.md).
"""

from __future__ import annotations

import itertools
import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from fastwarc.warc import ArchiveIterator, WarcRecordType

from ..errors import PageError, TplxError, os_reason
from ..model import is_warc_name
from .decompress import decode_content

__all__ = ["UnreadableWarc", "WarcListing", "WarcPage", "WarcResource", "is_warc_name",
           "list_records", "list_resources", "read_record", "read_resource", "split_record_path"]

_RECORD_PATH = re.compile(r"\A(.*\.warc(?:\.gz)?)#(\d+)\Z", re.IGNORECASE | re.DOTALL)
_HTML_TYPES = ("text/html", "application/xhtml+xml")
_GZIP_MAGIC = b"\x1f\x8b\x08"
_WARC_MAGIC = b"WARC/1."
_SCAN_STEP = 1 << 20


def split_record_path(path: str) -> tuple[str, int] | None:
    """(WARC file, record offset) of a page path or id ``...warc[.gz]#<offset>``, else None."""
    match = _RECORD_PATH.match(path) if "#" in path else None
    return (match.group(1), int(match.group(2))) if match else None


class UnreadableWarc(TplxError):
    """A file that cannot be read as a WARC at all: ``reason``, then what to do."""

    def __init__(self, path: str, reason: str, advice: str):
        super().__init__(f"{path}: {reason}; {advice}")
        self.reason = reason


@dataclass
class WarcListing:
    """What one WARC file holds: page records, records skipped (and why), damage found."""

    pages: list[tuple[int, int]] = field(default_factory=list)  # (offset, length in the file)
    skipped: list[tuple[int, str]] = field(default_factory=list)  # (offset, reason)
    problems: list[tuple[int, str]] = field(default_factory=list)  # (offset, reason)


@dataclass(frozen=True)
class WarcPage:
    """A page's response record: its payload and what the archive says about it."""

    body: bytes
    url: str
    status: int | None
    charset: str | None  # from the HTTP Content-Type header
    fetched: str  # the record's WARC-Date, ISO 8601
    content_encoding: str | None


def _skip_reason(record) -> str | None:
    kind = record.record_type
    if kind == WarcRecordType.revisit:
        return "revisit record (no payload of its own)"
    if kind != WarcRecordType.response:
        return f"{kind} record, not a response"
    http = record.http_headers
    if http is None:
        return "response without HTTP headers"
    content_type = (record.http_content_type or "").lower()
    if not content_type.startswith(_HTML_TYPES):
        return f"not HTML (Content-Type {content_type or 'missing'})"
    if 300 <= (http.status_code or 0) < 400:
        return f"redirect (HTTP {http.status_code})"
    return None


def list_records(path: str) -> WarcListing:
    """Every record of the WARC file at ``path``. ``TplxError`` if it holds no WARC record at
    its start (not a WARC file), or is a WARC.gz compressed as one stream; damage further in is
    a problem of the listing."""
    listing = WarcListing()

    def visit(record) -> None:
        reason = _skip_reason(record)
        if reason:
            listing.skipped.append((record.stream_pos, reason))
        else:
            listing.pages.append((record.stream_pos, 0))

    listing.problems = _scan(path, visit)
    for offset, reason in listing.problems:
        if reason == _TRUNCATED:
            _drop(listing, offset)
    _set_lengths(listing, os.path.getsize(path))
    return listing


_TRUNCATED = "truncated record (the file ends inside it)"


def _scan(path: str, visit: Callable[[Any], None]) -> list[tuple[int, str]]:
    """``visit(record)`` for every record of the WARC file at ``path``, reading past damage:
    the reader resynchronises at the next record start. Returns the problems, (offset,
    reason); a truncated last record is visited, then named with ``_TRUNCATED``."""
    problems: list[tuple[int, str]] = []
    size = os.path.getsize(path)
    with open(path, "rb") as fh:
        start: int | None = 0
        while start is not None:
            fh.seek(start)
            seen: list[int] = []
            error = None
            try:
                for record in ArchiveIterator(fh, parse_http=True, verify_digests=False):
                    seen.append(record.stream_pos)
                    visit(record)
            except (OSError, ValueError) as exc:
                error = str(exc) or type(exc).__name__
            if start == 0 and not seen:
                raise UnreadableWarc(path, f"not a WARC file ({error or 'no WARC record found'})",
                                     "give WARC or WARC.gz files, or a folder of crawled pages")
            if start == 0:
                _check_record_by_record(fh, path, seen)
            if error is None and seen and not _is_complete(fh, seen[-1]):
                problems.append((seen[-1], _TRUNCATED))
                break
            bad = _next_magic(fh, path, seen[-1] + 1 if seen else start + 1, size)
            if bad is None:
                break
            reason = (f"corrupt record ({error})" if error
                      else "truncated or unreadable record (the reader stopped here)")
            start = _next_record_start(fh, path, bad + 1, size)
            more = f"; read on from offset {start}" if start is not None else ""
            problems.append((bad, reason + more))
    return problems


def _check_record_by_record(fh, path: str, offsets: list[int]) -> None:
    """``TplxError`` for a WARC.gz whose second record does not start a gzip member: the file
    was compressed as one stream (``gzip crawl.warc``), so no record can be read by its offset,
    which is how every page is read."""
    if not path.lower().endswith(".gz") or len(offsets) < 2:
        return
    fh.seek(offsets[1])
    if fh.read(len(_GZIP_MAGIC)) != _GZIP_MAGIC:
        name = os.path.basename(path)
        raise UnreadableWarc(path, "compressed as one gzip stream, not record by record, so its "
                                   "records cannot be read one at a time",
                             f"recompress it record by record (warcio recompress {name} "
                             "fixed.warc.gz) or decompress it (gunzip), and give that file")


def _drop(listing: WarcListing, offset: int) -> None:
    listing.pages = [p for p in listing.pages if p[0] != offset]
    listing.skipped = [p for p in listing.skipped if p[0] != offset]


def _magic(path: str) -> bytes:
    return _GZIP_MAGIC if path.lower().endswith(".gz") else _WARC_MAGIC


def _is_complete(fh, offset: int) -> bool:
    """Whether the record at ``offset`` holds its whole declared block (the readers hand a
    truncated last record over with a short payload, without a word)."""
    fh.seek(offset)
    try:
        record = next(iter(ArchiveIterator(fh, parse_http=False, verify_digests=False)), None)
        if record is None:
            return False
        total = 0
        while chunk := record.reader.read(_SCAN_STEP):
            total += len(chunk)
    except (OSError, ValueError):
        return False
    return total >= record.content_length


def _next_magic(fh, path: str, position: int, size: int) -> int | None:
    """The first offset at or after ``position`` that looks like a record start."""
    magic = _magic(path)
    while position < size:
        fh.seek(position)
        chunk = fh.read(_SCAN_STEP + len(magic))
        hit = chunk.find(magic)
        if hit >= 0:
            return position + hit
        position += _SCAN_STEP
    return None


def _next_record_start(fh, path: str, position: int, size: int) -> int | None:
    """The first offset at or after ``position`` where a record starts and parses."""
    while (candidate := _next_magic(fh, path, position, size)) is not None:
        fh.seek(candidate)
        try:
            if next(iter(ArchiveIterator(fh, verify_digests=False)), None) is not None:
                return candidate
        except (OSError, ValueError):
            pass
        position = candidate + 1
    return None


def _set_lengths(listing: WarcListing, size: int) -> None:
    """A page's length is the distance to the next record (its stamp: a changed record has a
    changed length or file mtime)."""
    starts = sorted({o for o, _ in listing.pages} | {o for o, _ in listing.skipped}
                    | {o for o, _ in listing.problems} | {size})
    following = dict(itertools.pairwise(starts))
    listing.pages = [(o, following.get(o, size) - o) for o, _ in listing.pages]


def read_record(path: str, offset: int, page_id: str, limit: int) -> WarcPage:
    """The page at ``offset`` of the WARC file ``path``: one seek, one record. ``PageError`` if
    it is not there or not a page; a payload over ``limit`` bytes is cut at ``limit + 1`` (the
    caller's size check then refuses it)."""
    def refused(record) -> str | None:
        reason = _skip_reason(record)
        return f"not a page: {reason}" if reason else None

    record, body = _payload_at(path, offset, page_id, limit, refused)
    body = _unchunked(record, body, page_id)
    http = record.http_headers
    return WarcPage(body=body, url=record.headers.get("WARC-Target-URI") or page_id,
                    status=http.status_code, charset=record.http_charset,
                    fetched=record.headers.get("WARC-Date") or "",
                    content_encoding=http.get("Content-Encoding"))


def _payload_at(path: str, offset: int, where: str, limit: int,
                refused: Callable[[Any], str | None]):
    """(record, payload as stored) of the record at ``offset`` of the WARC file ``path``: one
    seek, one record; the payload cut at ``limit + 1`` bytes. ``PageError`` (for ``where``)
    if no record starts there, or ``refused(record)`` says why it is not the one asked for."""
    try:
        with open(path, "rb") as fh:
            fh.seek(offset)
            record = next(iter(ArchiveIterator(fh, parse_http=True, verify_digests=False)), None)
            if record is None or record.stream_pos != offset:
                raise PageError(where, f"no readable WARC record at offset {offset}: the "
                                       "archive is damaged there, or changed since tplx "
                                       "inspect")
            reason = refused(record)
            if reason:
                raise PageError(where, reason)
            body = record.reader.read(limit + 1)
    except FileNotFoundError as exc:
        raise PageError(where, "WARC file vanished since the crawl was listed") from exc
    except PageError:
        raise
    except (OSError, ValueError) as exc:
        if isinstance(exc, OSError) and exc.errno:
            raise PageError(where, f"cannot read the WARC file: {os_reason(exc)}") from exc
        raise PageError(where, f"no readable WARC record at offset {offset} ({exc}): the "
                               "archive is damaged there, or changed since tplx inspect"
                        ) from exc
    return record, body


def _unchunked(record, body: bytes, where: str) -> bytes:
    """``body`` with a ``Transfer-Encoding: chunked`` of its HTTP response undone."""
    http = record.http_headers
    if http is not None and (http.get("Transfer-Encoding") or "").lower() == "chunked":
        return _dechunk(body, where)
    return body


def _dechunk(data: bytes, page_id: str) -> bytes:
    """The body of a ``Transfer-Encoding: chunked`` payload stored as received."""
    parts, position = [], 0
    while True:
        line_end = data.find(b"\r\n", position)
        try:
            length = int(data[position:line_end].split(b";")[0], 16)
        except ValueError as exc:
            raise PageError(page_id, "corrupt chunked transfer encoding") from exc
        if length == 0 or line_end < 0:
            return b"".join(parts)
        parts.append(data[line_end + 2:line_end + 2 + length])
        position = line_end + 2 + length + 2


# ------------------------------------------------------------------ resources: images, styles...
# The rendered page view serves a WARC page's images and stylesheets from the archive itself
# (docs/page-view.md): every record with a payload a browser could have fetched, by its URL.

@dataclass(frozen=True)
class WarcResource:
    """A resource record's payload (dechunked, inflated) and its HTTP Content-Type."""

    body: bytes
    content_type: str  # as the archive says, parameters (charset) kept; "" if missing
    url: str


def _resource_url(record) -> str | None:
    """The target URI of a record a browser could have fetched with success: a response with a
    2xx status (any content type), or a ``resource`` record; None for every other record."""
    kind = record.record_type
    if kind == WarcRecordType.response:
        http = record.http_headers
        if http is None or not 200 <= (http.status_code or 0) < 300:
            return None
    elif kind != WarcRecordType.resource:
        return None  # revisits too: no payload of their own
    return record.headers.get("WARC-Target-URI") or None


def list_resources(path: str) -> dict[str, int]:
    """Target URI -> record offset of every resource record of the WARC file at ``path``
    (``_resource_url``); a URI archived twice maps to its last record. Damage is read past as
    ``list_records`` reads past it (a truncated last record is left out); ``TplxError`` as
    for ``list_records``."""
    resources: dict[str, int] = {}

    def visit(record) -> None:
        url = _resource_url(record)
        if url:
            resources[url] = record.stream_pos

    for offset, reason in _scan(path, visit):
        if reason == _TRUNCATED:
            _forget(resources, offset)
    return resources


def _forget(resources: dict[str, int], offset: int) -> None:
    for url in [u for u, o in resources.items() if o == offset]:
        del resources[url]


def read_resource(path: str, offset: int, limit: int) -> WarcResource:
    """The payload of the resource record at ``offset`` of the WARC file ``path``: one seek,
    one record; a chunked body dechunked, then decoded by its ``Content-Encoding`` as a page's
    is (``decompress.decode_content``: gzip, deflate, br, zstd). ``PageError`` if no resource
    record starts there, the payload (as stored, or decoded) is over ``limit`` bytes, or it
    cannot be decoded."""
    where = f"{path}#{offset}"
    record, body = _payload_at(path, offset, where, limit, lambda r: None if _resource_url(r)
                               else f"no resource record at offset {offset}")
    if len(body) > limit:
        raise PageError(where, f"payload over {limit} bytes")
    body = _unchunked(record, body, where)
    http = record.http_headers if record.record_type == WarcRecordType.response else None
    headers = http if http is not None else record.headers
    if http is not None and http.get("Content-Encoding"):
        body = decode_content(body, http.get("Content-Encoding"), limit, where)
    return WarcResource(body, headers.get("Content-Type") or "",
                        record.headers.get("WARC-Target-URI") or "")
