"""The resources a web archive crawl holds, by URL: what the rendered page view serves a WARC
page's images and stylesheets from (docs/page-view.md, "Records of a web archive").

``archive_index(crawl)`` lists the resource records of every WARC file of a crawl
(``load.warc.list_resources``) into one index, ``resource_key(url)`` -> (WARC file, offset);
``read_archived`` reads one of them. A folder of page files holds no archive: its index is
empty.

Keys are URLs put in one form (``resource_key``), so a URL as the archive recorded it and the
same URL as the browser asks for it meet: scheme and host in lower case, no default port, no
fragment, an empty path as ``/``, percent escapes in upper case, unreserved characters
unescaped, characters a URL cannot hold escaped as UTF-8. Where files of a crawl archive the
same URL, the later file (in the crawl's order) wins, as a later record does within a file.
"""

from __future__ import annotations

import os
import re
import string
from collections.abc import Iterator
from urllib.parse import urlsplit

from ..errors import TplxError
from ..load.crawl import Crawl
from ..load.warc import (
    WarcResource,
    is_warc_name,
    list_resources,
    read_resource,
    split_record_path,
)
from ..progress import Reporter

__all__ = ["archive_index", "archive_files", "read_archived", "resource_key"]

_DEFAULT_PORTS = {"http": 80, "https": 443}
_UNRESERVED = frozenset(string.ascii_letters + string.digits + "-._~")
_KEPT = _UNRESERVED | frozenset("!$&'()*+,;=:@/?")  # sub-delims and the path/query ones
_ESCAPE = re.compile(r"%([0-9A-Fa-f]{2})")


def resource_key(url: str) -> str | None:
    """``url`` in the one form the index is keyed by; None if it is no http(s) URL."""
    try:
        parts = urlsplit(url.strip())
        port = parts.port
    except ValueError:  # a port that is no number, a broken IPv6 literal
        return None
    scheme, host = parts.scheme.lower(), parts.hostname
    if scheme not in _DEFAULT_PORTS or not host:
        return None
    if ":" in host:
        host = f"[{host}]"
    elif not host.isascii():
        try:
            host = host.encode("idna").decode("ascii")
        except UnicodeError:
            return None
    netloc = host if port in (None, _DEFAULT_PORTS[scheme]) else f"{host}:{port}"
    query = f"?{_escaped(parts.query)}" if parts.query else ""
    return f"{scheme}://{netloc}{_escaped(parts.path or '/')}{query}"


def _escaped(text: str) -> str:
    out = []
    position = 0
    while position < len(text):
        char = text[position]
        escape = _ESCAPE.match(text, position) if char == "%" else None
        if escape:
            decoded = chr(int(escape.group(1), 16))
            out.append(decoded if decoded in _UNRESERVED else escape.group(0).upper())
            position += 3
            continue
        out.append(char if char in _KEPT else
                   "".join(f"%{byte:02X}" for byte in char.encode("utf-8", "surrogatepass")))
        position += 1
    return "".join(out)


def archive_files(crawl: Crawl | str | os.PathLike) -> list[str]:
    """The WARC files of a crawl, absolute, in the crawl's order: the files given; the file of
    one record given; the WARC files under a folder (by path; symlinked folders not followed)."""
    crawl = Crawl.of(crawl)
    if crawl.several:
        return [os.path.abspath(p) for p in crawl.paths]
    path = os.path.abspath(crawl.paths[0])
    in_warc = split_record_path(path)
    if in_warc and not os.path.exists(path):
        return [in_warc[0]]
    if os.path.isfile(path):
        return [path] if is_warc_name(path) else []
    return sorted(_warcs_under(path))


def _warcs_under(folder: str) -> Iterator[str]:
    for parent, folders, names in os.walk(folder):
        folders.sort()
        yield from (os.path.join(parent, n) for n in names if is_warc_name(n))


def archive_index(crawl: Crawl | str | os.PathLike, reporter: Reporter | None = None
                  ) -> dict[str, tuple[str, int]]:
    """``resource_key(url)`` -> (absolute WARC file, record offset) of every resource record
    of the crawl's WARC files. A file that cannot be read or is no WARC adds nothing (the
    listing of the crawl reports it); damage inside a file costs only the records it hides."""
    reporter = reporter or Reporter()
    files = archive_files(crawl)
    index: dict[str, tuple[str, int]] = {}
    for done, path in enumerate(files):
        reporter.advance("indexing the archive", done, len(files))
        try:
            resources = list_resources(path)
        except (TplxError, OSError):
            continue
        for url, offset in resources.items():
            key = resource_key(url)
            if key is not None:
                index[key] = (path, offset)
    reporter.advance("indexing the archive", len(files), len(files))
    return index


def read_archived(path: str, offset: int, limit: int) -> WarcResource:
    """The resource at ``offset`` of the WARC file ``path`` (``load.warc.read_resource``):
    ``PageError`` if it cannot be read or is over ``limit`` bytes."""
    return read_resource(path, offset, limit)
