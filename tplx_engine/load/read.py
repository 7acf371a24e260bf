"""Reading one page: bytes -> decoded ``RawPage`` -> lxml document, with one error contract.

:func:`load_page` is the one way the engine reads and parses a page file (preprocessing, FPC
features, template views, extraction, the template-free commands, the GUI's page view): every
kind of bad input becomes a ``PageError`` with a specific reason, and a batch records it and goes
on. Decoding lives in ``encoding.py``.

Choices the SPEC leaves open, and why:

- A page file that starts with the gzip magic is inflated even without ``.gz`` (crawlers often
  store ``Content-Encoding: gzip`` bodies as they came); a WARC page's body is decoded by its
  response's ``Content-Encoding`` (deflate, br, zstd too: ``decompress.py``).
- Size limit: the file size is checked before reading, and a compressed body is inflated in 1 MB
  steps that stop as soon as the output passes ``max_page_bytes``: a bomb costs at most the limit.
- Deep nesting: libxml2 stops at depth 256 unless ``huge_tree`` is set; with it the limit is
  2048 (libxml2 2.14). We always set ``huge_tree`` and turn the depth error into a
  ``PageTooComplex``: a page truncated at the limit would be a wrong document, not a recovered
  one. Callers get trees no deeper than libxml2's limit.
- The other per-page limits (attributes of a tag, elements, depth, text; ``limits.py``) are
  checked by :func:`parse_document` when it is given the ``LoadOptions``, as :func:`load_page`
  does; a page over one is a ``PageTooComplex`` (a ``PageError``), as are the size limit, a
  ``RecursionError`` and a ``MemoryError``.
"""

from __future__ import annotations

import html as html_lib
import os
import re
import stat
from dataclasses import dataclass
from typing import Any
from urllib.parse import unquote

import lxml.html
import xxhash
from lxml import etree

from ..config import LoadOptions
from ..errors import PageError, PageTooComplex, os_reason
from ..model import PageFile, RawPage
from .decompress import GZIP_MAGIC, decode_content, inflate_gzip
from .encoding import decode_html, looks_binary, sniff_binary
from .limits import PARSER_MAX_DEPTH, check_markup, check_tree
from .warc import read_record, split_record_path

_HEAD_SCAN_CHARS = 65536

_BASE_HREF = re.compile(
    r"\A\s*<base\b[^>]*?\bhref\s*=\s*(?:\"([^\"]*)\"|'([^']*)'|([^\s>]+))", re.IGNORECASE)
_LINK_TAG = re.compile(r"<link\b[^>]*>", re.IGNORECASE)
_ATTRIBUTE = re.compile(r"([^\s=/>]+)\s*(?:=\s*(?:\"([^\"]*)\"|'([^']*)'|([^\s>]+)))?")
_ABSOLUTE_URL = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*://\S+\Z")
_HTTP_URL = re.compile(r"https?://[^/\s]+", re.IGNORECASE)
_TITLE_OPEN = re.compile(r"<title\b[^>]*>", re.IGNORECASE)
_TITLE_CLOSE = re.compile(r"</title", re.IGNORECASE)



@dataclass(frozen=True, eq=False)
class LoadedPage:
    """A page read, decoded and parsed."""

    raw: RawPage
    root: Any  # the lxml root element of the document


def load_page(file: PageFile, options: LoadOptions, html_classes: bool = False) -> LoadedPage:
    """Read, decode and parse one page. Anything wrong with the page (unreadable, binary) is a
    ``PageError``; a page over a limit of ``options`` (too large, too many attributes or
    elements, nested too deeply, too much text, too much for memory) a ``PageTooComplex``;
    ``rule`` says which kind (``unreadable``, ``too-large``, ``too-deep``...)."""
    try:
        raw, utf8 = _read(file, options)
        return LoadedPage(raw, parse_document(raw, html_classes, options, utf8))
    except RecursionError as exc:
        raise PageTooComplex(file.rel_path, "page nesting too deep to process", "too-deep",
                             "load.max_depth") from exc
    except MemoryError as exc:
        raise PageTooComplex(file.rel_path, "out of memory while processing the page",
                             "too-large", "load.max_page_bytes") from exc


def page_file(path: str | os.PathLike, page_id: str) -> PageFile:
    """The ``PageFile`` of a page at ``path`` (size and mtime as they are now)."""
    path = os.fspath(path)
    in_warc = split_record_path(path)
    try:
        st = os.stat(in_warc[0] if in_warc else path)
    except FileNotFoundError as exc:
        raise PageError(page_id, "file vanished since the folder was listed") from exc
    except OSError as exc:
        raise PageError(page_id, f"cannot read file: {os_reason(exc)}") from exc
    return PageFile(page_id, path, st.st_size, st.st_mtime_ns)



# -------------------------------------------------------------------------------------- reading

def read_page(file: PageFile, options: LoadOptions) -> RawPage:
    """Read, inflate and decode one page; ``PageError`` with a specific reason if unusable.
    A page ``<warc file>#<offset>`` is read from its WARC record: its URL is the record's
    target URI, its charset the HTTP header's (when the bytes decode with it)."""
    return _read(file, options)[0]


def _read(file: PageFile, options: LoadOptions) -> tuple[RawPage, bytes | None]:
    """``read_page``, and the page's bytes when they are exactly its text in UTF-8 (a strict
    UTF-8 or ASCII reading without a BOM): the parser reads them instead of the text encoded
    again."""
    in_warc = split_record_path(file.abs_path)
    record = None
    if in_warc:
        record = read_record(in_warc[0], in_warc[1], file.rel_path, options.max_page_bytes)
        data = record.body
        if len(data) > options.max_page_bytes:
            raise _too_large(file.rel_path, len(data), options.max_page_bytes, at_least=True)
        data = decode_content(data, record.content_encoding, options.max_page_bytes,
                              file.rel_path)
    else:
        data = _read_bytes(file, options.max_page_bytes)
    if not data:
        raise PageError(file.rel_path, "empty file")
    if file.abs_path.lower().endswith(".gz"):
        if not data.startswith(GZIP_MAGIC):
            kind = sniff_binary(data)
            detail = f" ({kind})" if kind else ""
            raise PageError(file.rel_path, f"not gzip data: .gz file without a gzip header{detail}")
        data = inflate_gzip(data, options.max_page_bytes, file.rel_path)
        if not data:
            raise PageError(file.rel_path, "empty file (after gzip decompression)")
    elif data.startswith(GZIP_MAGIC):
        data = inflate_gzip(data, options.max_page_bytes, file.rel_path)

    if not data or data.isspace():  # (not ``strip()``: it copies the page to test it)
        raise PageError(file.rel_path, "empty file" if not data else "file holds only whitespace")
    kind = sniff_binary(data)
    if kind:
        raise PageError(file.rel_path, f"binary content ({kind}), not HTML")
    decoded = decode_html(data, record.charset if record else None)
    if looks_binary(decoded.text):
        raise PageError(file.rel_path, "binary content (mostly control characters or "
                                       "undecodable bytes), not HTML")
    if record is not None:
        url, url_source = record.url, "warc"
    else:
        url, url_source = recover_url(decoded.text, file.rel_path)
    raw = RawPage(
        file=file,
        html=decoded.text,
        encoding=decoded.encoding,
        encoding_source=decoded.source,
        content_hash=xxhash.xxh3_128_hexdigest(data),
        url=url,
        url_source=url_source,
        http_status=record.status if record else None,
        fetched=record.fetched if record else None,
    )
    same = (decoded.encoding in ("utf-8", "ascii") and decoded.source != "bom"
            and "\ufffd" not in decoded.text)
    return raw, data if same else None


def _read_bytes(file: PageFile, limit: int) -> bytes:
    path = file.rel_path
    try:
        with open(file.abs_path, "rb") as fh:
            st = os.fstat(fh.fileno())
            if not stat.S_ISREG(st.st_mode):
                raise PageError(path, "not a regular file")
            if st.st_size > limit:
                raise _too_large(path, st.st_size, limit)
            # Sized to the file, not to the limit: a limit-sized read buffer (16 MB) is
            # allocated and shrunk on every page, which costs more than reading a page.
            data = fh.read(st.st_size + 1)
            if len(data) > st.st_size:  # it grew since fstat: read on, up to the limit
                data += fh.read(limit + 1 - len(data))
    except FileNotFoundError as exc:
        raise PageError(path, "file vanished since the folder was listed") from exc
    except PermissionError as exc:
        raise PageError(path, "cannot read file: permission denied") from exc
    except IsADirectoryError as exc:
        raise PageError(path, "is a folder, not a file") from exc
    except OSError as exc:
        raise PageError(path, f"cannot read file: {os_reason(exc)}") from exc
    if len(data) > limit:
        raise _too_large(path, len(data), limit, at_least=True)
    return data


def _too_large(path: str, size: int, limit: int, at_least: bool = False) -> PageTooComplex:
    more = "more than " if at_least else ""
    return PageTooComplex(path, f"larger than the page size limit ({more}{size:,} bytes > "
                                f"{limit:,})", "too-large", "load.max_page_bytes")


# ------------------------------------------------------------------------------------------ URL

def recover_url(text: str, rel_path: str) -> tuple[str, str]:
    """The page's URL and where it came from: 'base' | 'canonical' | 'filename' | 'path'.

    'base' is a ``<base href>`` opening the file (SWDE stores the URL so), not a ``<base>``
    inside ``<head>``, which is only a base for relative links.
    """
    line_end = text.find("\n", 0, 4096)
    first_line = text[: line_end if line_end >= 0 else 4096]
    match = _BASE_HREF.match(first_line)
    if match:
        href = _clean_href(next(g for g in match.groups() if g is not None))
        if _ABSOLUTE_URL.match(href):
            return href, "base"
    canonical = _canonical_href(text)
    if canonical:
        return canonical, "canonical"
    name = rel_path.rsplit("/", 1)[-1]
    if name.lower().endswith(".gz"):
        name = name[:-3]
    if "%" in name:
        decoded = unquote(name)
        if _HTTP_URL.match(decoded):
            return decoded, "filename"
    return rel_path, "path"


def _canonical_href(text: str) -> str | None:
    head_end = text.find("</head", 0, _HEAD_SCAN_CHARS)
    for link in _LINK_TAG.finditer(text, 0, head_end if head_end >= 0 else _HEAD_SCAN_CHARS):
        tag = link.group()
        if "canonical" not in tag.lower():  # most are stylesheets, icons, preloads
            continue
        attributes = {}
        for name, dq, sq, bare in _ATTRIBUTE.findall(tag[5:]):
            attributes.setdefault(name.lower(), dq or sq or bare)
        if "canonical" not in attributes.get("rel", "").lower().split():
            continue
        href = _clean_href(attributes.get("href", ""))
        if href.startswith("//"):
            href = "http:" + href
        if _HTTP_URL.match(href):
            return href
    return None


def _clean_href(href: str) -> str:
    return html_lib.unescape(href).strip()


# ------------------------------------------------------------------------------------- parsing

def _close_unclosed_title(text: str) -> str:
    """``<title>`` without ``</title>``: libxml2 reads the rest of the page as title text and the
    body comes out empty (11 of 621 L3S news pages). Close it before the next tag instead; such a
    page's DOM then differs from a plain lxml parse only in where the title ends."""
    opening = _TITLE_OPEN.search(text, 0, _HEAD_SCAN_CHARS)
    if opening is None or _TITLE_CLOSE.search(text, opening.end()):
        return text
    end = text.find("<", opening.end())
    if end < 0:
        return text
    return text[:end] + "</title>" + text[end:]


# HTML5 ignores the slash of a self-closed <html/> or <body/>; libxml2 closes the element there:
# the rest of the page is dropped after <html .../>, and lies outside the body after <body/>
_SELF_CLOSED_ROOT = re.compile(r"(<(?:html|body)\b[^<>]*?)\s*/>", re.IGNORECASE)


def _cut_short_by_a_self_closed_root(root) -> bool:
    """An html element with no child, or an empty body with elements after it: what libxml2
    makes of a self-closed root (checked on the tree, so a normal page pays microseconds)."""
    if len(root) == 0:
        return True
    body = root.find("body")
    return (body is not None and len(body) == 0 and not (body.text or "").strip()
            and body.getnext() is not None)


def _parse(data: bytes, parser, html_classes: bool):
    if html_classes:
        return lxml.html.document_fromstring(data, parser=parser)
    root = etree.fromstring(data, parser)
    if root is None:
        raise etree.ParserError("Document is empty")
    return root


def parse_document(raw: RawPage, html_classes: bool = True, limits: LoadOptions | None = None,
                   utf8: bytes | None = None):
    """The lxml.html document of a page; ``PageError`` if libxml2 cannot build a usable one,
    ``PageTooComplex`` if the page is over one of ``limits`` (None: only libxml2's depth).

    A fresh parser per call: lxml parsers are not to be shared between threads, and one costs
    microseconds. The text is handed over as UTF-8 bytes with the encoding forced, so a stale
    ``<meta charset>`` in the (already decoded) text cannot make libxml2 decode it again.
    ``html_classes=False`` gives plain ``lxml.etree`` elements of the same tree (same XPaths):
    lxml.html looks up a Python class for every element it touches, which costs more than half
    of the tag-sequence pass; preprocessing does not need the convenience methods. ``utf8``:
    the page's own bytes when they are exactly its text in UTF-8 (``load_page`` knows), parsed
    as they are rather than encoding the text again.
    """
    # collect_ids: libxml2's table of id attributes serves id() lookups, which no stage makes
    # (XPaths match @id); building it costs 3-4% of the parse
    parser_class = lxml.html.HTMLParser if html_classes else etree.HTMLParser
    parser = parser_class(encoding="utf-8", huge_tree=True, collect_ids=False)
    text = _close_unclosed_title(raw.html)
    data = utf8 if utf8 is not None and text is raw.html else text.encode("utf-8", "replace")
    counts = None if limits is None else check_markup(data, limits, raw.file.rel_path)
    try:
        root = _parse(data, parser, html_classes)
        if _cut_short_by_a_self_closed_root(root):
            fixed = _SELF_CLOSED_ROOT.sub(r"\1>", text)
            if fixed != text:
                root = _parse(fixed.encode("utf-8", "replace"), parser, html_classes)
    except etree.ParserError as exc:  # lxml's message is "Document is empty"
        raise PageError(raw.file.rel_path, "no HTML elements in the page") from exc
    except (etree.LxmlError, ValueError) as exc:
        raise PageError(raw.file.rel_path, f"HTML parser failed: {exc}") from exc
    for entry in parser.error_log:
        if entry.type == etree.ErrorTypes.ERR_RESOURCE_LIMIT:
            raise PageTooComplex(raw.file.rel_path,
                                 f"too complex: elements nested too deeply for the HTML parser "
                                 f"(more than {PARSER_MAX_DEPTH:,} levels at line {entry.line}; "
                                 "the page would be cut short there)", "too-deep",
                                 "load.max_depth")
    if counts is not None:
        check_tree(root, counts, len(raw.html), limits, raw.file.rel_path)
    return root
