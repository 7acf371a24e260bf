"""Adversarial pages (issue 16): pages that once cost minutes, and more of their kind.

Each maker returns the page's bytes. ``HOSTILE`` names the pages whose fate preprocessing must
record exactly (status and rule), as the tests check; ``ADVERSARIAL`` adds the kinds that must
merely be handled within the per-page budget (any status, no page above its time, no command
far slower than on ordinary pages), as ``bench/hostile.py`` measures.
"""

from __future__ import annotations

import random


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


def many_siblings(n: int = 150_000) -> bytes:
    """Siblings that are no list: ``<span>`` after ``<span>`` under one ``<div>``."""
    return (b"<html><body><div>" + b"".join(b"<span>w%d</span> " % i for i in range(n))
            + b"</div></body></html>")


def wide_table(rows: int = 300, columns: int = 300) -> bytes:
    row = "<tr>" + "".join(f"<td>{c}</td>" for c in range(columns)) + "</tr>"
    return f"<html><body><table>{row * rows}</table></body></html>".encode()


def entity_heavy(n: int = 400_000) -> bytes:
    """Text made of numeric and named character references (``&#x4e2d;&amp;``...)."""
    return (b"<html><body><p>" + b"&#x4e2d;&amp;&nbsp;&lt;" * (n // 4) + b"</p></body></html>")


def long_word(chars: int = 4_000_000) -> bytes:
    """One text without a space or a tag: tokenisers and line breakers see one endless word."""
    return b"<html><body><p>" + b"x" * chars + b"</p></body></html>"


def many_comments(n: int = 200_000) -> bytes:
    return b"<html><body>" + b"<!-- c -->text " * n + b"</body></html>"


def big_script(chars: int = 10_000_000) -> bytes:
    """An inline script of ``chars`` bytes: never text, still parsed."""
    return (b"<html><head><script>var a = '" + b"a" * chars + b"';</script></head>"
            b"<body><p>A short page after a long script.</p></body></html>")


def broken_encoding(size: int = 2_000_000, seed: int = 1) -> bytes:
    """Declared UTF-8, then invalid byte sequences, NULs and stray high bytes throughout."""
    rng = random.Random(seed)
    noise = bytes(rng.choice(b"\x00\x80\xc3\xe2\xff\xfe<>&abc ") for _ in range(size))
    return (b'<html><head><meta charset="utf-8"><title>\xff\xfe</title></head><body><p>'
            + noise + b"</p></body></html>")


def unclosed_tags(n: int = 100_000) -> bytes:
    """Open tags never closed: the parser's recovery has to nest or close each one."""
    return b"<html><body>" + b"<p><b><i>text " * n + b"</body></html>"


# name -> (page maker, what preprocessing records: status, rule)
HOSTILE = {
    "many-attributes.html": (many_attributes, ("too_complex", "too-many-attributes")),
    "list-links-20k.html": (lambda: list_links(20_000), ("list_page", "list-link-ratio")),
    "list-links.html": (lambda: list_links(90_000), ("too_complex", "too-many-elements")),
    "list-links-200k.html": (list_links, ("too_complex", "too-many-elements")),
    "nested.html": (nested, ("too_complex", "too-deep")),
    "many-elements.html": (many_elements, ("too_complex", "too-many-elements")),
    "huge-text.html": (huge_text, ("too_complex", "too-much-text")),
}

# name -> page maker: handled within the per-page budget, whatever status they get
ADVERSARIAL = {
    **{name: make for name, (make, _) in HOSTILE.items()},
    "many-siblings.html": many_siblings,
    "wide-table.html": wide_table,
    "entity-heavy.html": entity_heavy,
    "long-word.html": long_word,
    "many-comments.html": many_comments,
    "big-script.html": big_script,
    "broken-encoding.html": broken_encoding,
    "unclosed-tags.html": unclosed_tags,
}
