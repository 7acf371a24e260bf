"""The resources a web archive crawl holds, by URL: what the rendered page view serves a WARC
page's images and stylesheets from (docs/page-view.md, "Records of a web archive").

``archive_index(crawl)`` lists the resource records of every WARC file of a crawl
(``load.crawl.warc_files``, ``load.warc.list_resources``) into one index, ``resource_key(url)``
-> (WARC file, offset); ``load.warc.read_resource`` reads one of them. A folder of page files
holds no archive: its index is empty.

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
from urllib.parse import urlsplit

from ..errors import TplxError
from ..load.crawl import Crawl, warc_files
from ..load.warc import list_resources
from ..progress import Reporter

__all__ = ["archive_index", "resource_key"]

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


def archive_index(crawl: Crawl | str | os.PathLike, reporter: Reporter | None = None
                  ) -> dict[str, tuple[str, int]]:
    """``resource_key(url)`` -> (absolute WARC file, record offset) of every resource record
    of the crawl's WARC files. A file that cannot be read or is no WARC adds nothing (the
    listing of the crawl reports it); damage inside a file costs only the records it hides."""
    reporter = reporter or Reporter()
    files = warc_files(crawl)
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

