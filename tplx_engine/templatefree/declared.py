"""What an article page declares about itself out of sight: its JSON-LD article objects, the
headline its meta tags give (Open Graph, Twitter cards, microdata) and its site's name.

Sites write these for search engines and link previews, so they hold the story's own values
without the page's furniture. They are not always the values a reader sees: ``og:title`` may
be a shorter promotional line than the headline. The extractors use them as evidence about
the visible page (``meta.title_from_view``) or as values of their own (``byline``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

ARTICLE_TYPES = re.compile(r"article|posting|report|story|review", re.IGNORECASE)
HEADLINE_METAS = ("og:title", "twitter:title", "headline")  # property, name or itemprop
PAGE_TAGS = frozenset({"html", "head", "body"})  # an item there is the page (WebPage)


def article_objects(root) -> Iterator[dict]:
    """The JSON-LD objects of an article type (``NewsArticle``, ``BlogPosting``...) in the
    page's ``application/ld+json`` scripts, ``@graph`` and lists included; scripts that are
    not JSON are passed over."""
    for script in root.iter("script"):
        if (script.get("type") or "").strip().lower() != "application/ld+json" or not script.text:
            continue
        try:
            data = json.loads(script.text)
        except ValueError:
            continue
        for item in _items(data):
            kind = item.get("@type")
            kinds = kind if isinstance(kind, list) else [kind]
            if any(isinstance(k, str) and ARTICLE_TYPES.search(k) for k in kinds):
                yield item


def declared_headlines(root) -> list[tuple[str, Any]]:
    """(headline, element it was read from) as the page's meta tags declare it
    (``og:title``, ``twitter:title``, ``<meta name="headline">``) and its first JSON-LD
    article object, in that order, without repeats. Meta tags inside a microdata item and
    further article objects are left out: they also name the related stories' headlines."""
    found: dict[str, Any] = {}
    for meta in root.iter("meta"):
        if any(up.get("itemscope") is not None and up.tag not in PAGE_TAGS
               for up in meta.iterancestors()):
            continue
        key = (meta.get("property") or meta.get("name") or meta.get("itemprop") or "")
        text = " ".join((meta.get("content") or "").split())
        if key.strip().lower() in HEADLINE_METAS and text:
            found.setdefault(text, meta)
    for item in article_objects(root):
        headline = item.get("headline")
        if isinstance(headline, str) and headline.strip():
            found.setdefault(" ".join(headline.split()), None)
        break
    return list(found.items())


def site_names(root) -> list[str]:
    """The site's name as ``og:site_name`` declares it (property or name)."""
    return [m.get("content") or "" for m in root.iter("meta")
            if (m.get("property") or m.get("name") or "").lower() == "og:site_name"]


def _items(data, depth: int = 0):
    """Every JSON object of a JSON-LD document (``@graph`` and lists included)."""
    if depth > 4:
        return
    if isinstance(data, list):
        for x in data:
            yield from _items(x, depth + 1)
    elif isinstance(data, dict):
        yield data
        if "@graph" in data:
            yield from _items(data["@graph"], depth + 1)
