"""The tuning half and the report half of the development sets (../shared/data/README.md).

Every benchmark splits its pages **by site**: a page's site key is computed per set (below) and
the site goes to the report half when the SHA-1 hex digest of its key starts with 8-f, to the
tuning half otherwise. Tune on the tuning half only; print both.

Site keys:
  forum-dev                       the host of the page's ``url``
  portal-dev                      the file name without its trailing ``_NN.html``
  content-dev/cleaneval-dev       the host in the gold's ``URL:`` line
  content-dev/page-signal-master  the host of ``<link rel=canonical>``, else ``og:url``, else
                                  ``<base href>``, else the file name
  content-dev/readability         the file name (each page is its own site)
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path
from urllib.parse import urlsplit

TUNING, REPORT = "tuning", "report"
HALVES = (TUNING, REPORT)

_PORTAL_SUFFIX = re.compile(r"_\d+\.html?$")
_CANONICAL = re.compile(r"<link\b[^>]*\brel=[\"']?canonical[^>]*>", re.IGNORECASE)
_OG_URL = re.compile(r"<meta\b[^>]*\bproperty=[\"']?og:url[^>]*>", re.IGNORECASE)
_BASE = re.compile(r"<base\b[^>]*>", re.IGNORECASE)
_HREF = re.compile(r"\bhref=[\"']?([^\"'\s>]+)", re.IGNORECASE)
_CONTENT = re.compile(r"\bcontent=[\"']?([^\"'\s>]+)", re.IGNORECASE)


def half_of(site_key: str) -> str:
    """'report' when the key's SHA-1 hex digest starts with 8-f, else 'tuning'."""
    return REPORT if hashlib.sha1(site_key.encode("utf-8")).hexdigest()[0] in "89abcdef" \
        else TUNING


def host(url: str) -> str:
    try:
        return (urlsplit(url.strip()).hostname or "").lower()
    except ValueError:
        return ""


def _first_url(html: str, tag: re.Pattern, attr: re.Pattern) -> str:
    for m in tag.finditer(html):
        found = attr.search(m.group(0))
        if found and host(found.group(1)):
            return found.group(1)
    return ""


def page_signal_key(html: str, file_name: str) -> str:
    for tag, attr in ((_CANONICAL, _HREF), (_OG_URL, _CONTENT), (_BASE, _HREF)):
        url = _first_url(html, tag, attr)
        if url:
            return host(url)
    return file_name


def cleaneval_key(gold_path: Path) -> str:
    with open(gold_path, encoding="utf-8", errors="replace") as fh:
        first = fh.readline()
    return host(first[4:]) if first.startswith("URL:") else gold_path.name


def portal_key(file_name: str) -> str:
    return _PORTAL_SUFFIX.sub("", file_name)


def content_site_key(subset: str, page_path: Path, gold_path: Path, html: str) -> str:
    """Site key of a content-dev or portal-dev page."""
    if subset == "cleaneval-dev":
        return cleaneval_key(gold_path)
    if subset == "page-signal-master":
        return page_signal_key(html, page_path.name)
    if subset == "portal-dev":
        return portal_key(page_path.name)
    return page_path.name  # readability: each page is its own site


def forum_site_key(url: str) -> str:
    return host(url)
