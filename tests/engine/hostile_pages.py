"""A crawl of a few demo shop pages and every page of ``tplx_engine.demo.hostile.HOSTILE`` (the
page makers live in the engine so that ``bench/hostile.py`` measures the same pages)."""

from __future__ import annotations

from tplx_engine.demo.hostile import HOSTILE


def write_hostile_crawl(crawl, demo_crawl, normal_pages: int = 5) -> list:
    """A crawl folder: the first demo shop pages, then every page of ``HOSTILE``; returns the
    normal pages copied (the tests add their own slow page)."""
    crawl.mkdir()
    normal = sorted(p for p in demo_crawl.glob("shop.example.com/*.htm")
                    if p.is_file())[:normal_pages]
    for page in normal:
        (crawl / page.name).write_bytes(page.read_bytes())
    for name, (make, _) in HOSTILE.items():
        (crawl / name).write_bytes(make())
    return normal
