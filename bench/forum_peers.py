"""Forum-post peers, run on the same pages as PEAN and scored by the same rule.

Harvest (Weichselbraun, Brasoveanu, Waldvogel, Odoni 2020: "Harvest - An Open Source Toolkit
for Extracting Posts and Post Metadata from Web Forums"; the package ``harvest-webforum``,
installed by the ``bench`` extra only) is the peer issue 13 names. It matches the page's text
lines to elements, picks the XPath whose elements hold most of that text, climbs while as many
elements match, and returns the posts' texts with their repeated beginnings and ends removed
(``forum_posts``). Its text is scored as PEAN's message is (bench/forum.py's rules).

Harvest's published corpus holds forum-dev's pages: its figures on forum-dev are on pages its
authors developed it on, as PEAN's tuning half is.
"""

from __future__ import annotations

import logging
import re

PEERS = ("harvest",)
_WS = re.compile(r"\s+")
PAGE_URL = "https://forum.example/thread/1"  # Harvest resolves post links against the page's


def peer_posts(peer: str, html: str) -> list[str] | None:
    """The posts' texts ``peer`` extracts from ``html`` (whitespace normalised), or None when
    the peer is not installed. A page the peer fails on gives no post."""
    if peer != "harvest":
        raise ValueError(f"peer must be one of {PEERS}, not {peer!r}")
    try:
        from harvest.posts import extract_posts
    except ImportError:
        return None
    logging.disable(logging.CRITICAL)  # it logs a warning, with a traceback, per page it fails
    try:
        result = extract_posts(html, PAGE_URL)
    except Exception:  # noqa: BLE001  (the peer's failure is a page without posts)
        return []
    finally:
        logging.disable(logging.NOTSET)
    return [_WS.sub(" ", text or "").strip() for text in result.get("forum_posts") or []]


def installed(peer: str) -> bool:
    return peer_posts(peer, "<html><body><p>x</p></body></html>") is not None
