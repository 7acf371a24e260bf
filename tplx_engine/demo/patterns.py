"""The hard-pattern demo (``write_demo_crawl(out, patterns=True)``, ``tplx demo OUT --patterns``):
three generated shop/catalogue sites, one template family each, that between them show every
label/value pattern one-label extraction must hold on (issue 12 item 1; docs/demo.md lists which
site shows which):

- ``pattern-bookshop`` (180 pages): ``<b>Label:</b> value<br>`` runs over two cells with optional
  rows, ``Label: value`` text nodes, hidden microdata duplicates, authors beside constant links,
  icon links in headings, an ``<img src>`` field;
- ``pattern-catalogue`` (140 pages): ``<dt>/<dd>`` over three columns, identifier lines,
  ``<time datetime>``, ``og:image`` and ``href`` fields, JSON-LD and breadcrumb duplicates;
- ``pattern-records`` (160 pages): ``<th>/<td>`` and two-cell rows, ``<li><span>Label</span>
  value</li>``, an ``<input value>`` field, artists beside constant links.

On each site a few fields are missing from exactly 7 % of the pages (rounded): the pages are
drawn per field from ``random.Random(f"{seed}/{template}/missing/{field}")``, so the count is
the same for every seed. Page ``i`` draws from ``random.Random(f"{seed}/{template}/{i}")``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType

from . import pattern_bookshop, pattern_catalogue, pattern_records
from .writer import CrawlWriter, PageMeta, encode_page

ProgressFn = Callable[[str, int, int], None]
MISSING_SHARE = 0.07


@dataclass(frozen=True)
class PatternSite:
    module: ModuleType  # TEMPLATE, HOST, SINGLES, LISTS, ATTRIBUTES, MISSING, PATTERNS, render
    pages: int
    language: str
    charset_declaration: str

    @property
    def template(self) -> str:
        return self.module.TEMPLATE


PATTERN_SITES = (
    PatternSite(pattern_bookshop, 180, "en", "http-equiv"),
    PatternSite(pattern_catalogue, 140, "en", "meta"),
    PatternSite(pattern_records, 160, "de", "meta"),
)


def missing_plan(site: PatternSite, seed: int) -> dict[int, frozenset[str]]:
    """page index -> the fields missing from that page (pages missing nothing are absent)."""
    count = round(MISSING_SHARE * site.pages)
    plan: dict[int, set[str]] = {}
    for field in site.module.MISSING:
        rng = random.Random(f"{seed}/{site.template}/missing/{field}")
        for index in rng.sample(range(site.pages), count):
            plan.setdefault(index, set()).add(field)
    return {index: frozenset(fields) for index, fields in plan.items()}


def pattern_file_count() -> int:
    return sum(site.pages for site in PATTERN_SITES)


def write_patterns(writer: CrawlWriter, seed: int, progress: ProgressFn | None) -> list[dict]:
    """Write every page of the three sites; returns the manifest page entries in write order."""
    entries: list[dict] = []
    total = pattern_file_count()
    for site in PATTERN_SITES:
        missing = missing_plan(site, seed)
        for i in range(site.pages):
            rng = random.Random(f"{seed}/{site.template}/{i}")
            path, url, url_source, html, fields = site.module.render(
                rng, i, missing.get(i, frozenset()))
            meta = PageMeta(path=path, url=url, template=site.template, kind="detail",
                            language=site.language, encoding="utf-8",
                            charset_declaration=site.charset_declaration, url_source=url_source)
            writer.write(path, encode_page(meta, html), meta.kind)
            entries.append(meta.entry(fields))
            if progress is not None:
                progress("demo", len(entries), total)
    return entries


def pattern_templates() -> list[dict]:
    """Manifest header entries of the three sites: what each shows and how to read its fields
    (``multi_valued``: list fields; ``attribute_fields``: field -> the attribute holding it)."""
    out = []
    for site in PATTERN_SITES:
        m = site.module
        out.append({"id": m.TEMPLATE, "kind": "detail", "host": m.HOST,
                    "language": site.language, "description": m.DESCRIPTION,
                    "fields": [*m.SINGLES, *m.LISTS], "multi_valued": list(m.LISTS),
                    "attribute_fields": dict(m.ATTRIBUTES), "missing_fields": list(m.MISSING),
                    "patterns": list(m.PATTERNS), "pages": site.pages})
    return out
