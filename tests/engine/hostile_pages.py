"""Adversarial pages (issue 16): each one cost minutes or more before the per-page limits.

Used by the batch tests of the preprocessing and extraction jobs and by the limit tests. Each
function returns the page's bytes; sizes are the issue's unless given.
"""

from __future__ import annotations


def many_attributes(n: int = 1_000_000) -> bytes:
    """One element with ``n`` distinct attributes (12 MB at 1M: libxml2 took > 13 minutes)."""
    attributes = " ".join(f"a{i}=v" for i in range(n))
    return (f"<html><head><title>attributes</title></head><body><div {attributes}>x</div>"
            "</body></html>").encode()


def list_links(n: int = 200_000) -> bytes:
    """``n`` ``<li><a>`` siblings: the list-page XPath was quadratic on them (40k: 4.1 s)."""
    items = "".join(f"<li><a href='/p{i}'>item {i}</a></li>" for i in range(n))
    return f"<html><head><title>list</title></head><body><ul>{items}</ul></body></html>".encode()


def nested(depth: int = 10_000, tag: str = "div") -> bytes:
    return (f"<html><body>{f'<{tag}>' * depth}deep{f'</{tag}>' * depth}</body></html>").encode()


def many_elements(n: int = 300_000) -> bytes:
    return (b"<html><body>" + b"<div><span>a</span><b>b</b></div>" * (n // 3)
            + b"</body></html>")


def huge_text(chars: int = 6_000_000) -> bytes:
    return b"<html><body><p>" + b"word " * (chars // 5) + b"</p></body></html>"


# name -> (page maker, what preprocessing records: status, rule)
HOSTILE = {
    "many-attributes.html": (many_attributes, ("too_complex", "too-many-attributes")),
    "list-links.html": (lambda: list_links(90_000), ("list_page", "list-link-ratio")),
    "list-links-200k.html": (list_links, ("too_complex", "too-many-elements")),
    "nested.html": (nested, ("too_complex", "too-deep")),
    "many-elements.html": (many_elements, ("too_complex", "too-many-elements")),
    "huge-text.html": (huge_text, ("too_complex", "too-much-text")),
}


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
