"""Small helpers shared by the hand-written and the synthetic demo templates.

A template renders a page as one string and records, next to it, the ground truth of every
field (``Fields``). The recorded value is the visible text exactly as the page shows it: the
concatenation of the field element's text nodes in document order (no separator inserted),
HTML entities decoded, whitespace runs collapsed to one space, stripped (docs/demo.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape


def esc(text: str) -> str:
    """Escape text for an HTML text node (quotes stay readable)."""
    return escape(text, quote=False)


def attr(text: str) -> str:
    return escape(text, quote=True)


def normalize(text: str) -> str:
    return " ".join(text.split())


class Fields:
    """Ground-truth values of one page, in the order the template declares them.

    ``declare`` fixes the keys every page of a template has, so a field absent from one page is
    present as ``None`` (single) or ``[]`` (inside a loop) rather than missing.
    """

    def __init__(self, singles: tuple[str, ...] = (), lists: tuple[str, ...] = ()):
        self.values: dict[str, str | list[str] | None] = {}
        for name in singles:
            self.values[name] = None
        for name in lists:
            self.values[name] = []

    def set(self, name: str, text: str) -> str:
        """Record a single-valued field; returns ``text`` escaped for the page."""
        self.values[name] = normalize(text)
        return esc(text)

    def set_attribute(self, name: str, value: str) -> str:
        """Record a single-valued field that a page states in an attribute (``src``,
        ``content``, ``datetime`` ...): the value is the attribute's, exactly; returns it
        escaped for an attribute."""
        self.values[name] = value
        return attr(value)

    def add(self, name: str, text: str) -> str:
        """Record one occurrence of a field inside a loop; returns ``text`` escaped."""
        current = self.values.setdefault(name, [])
        assert isinstance(current, list), f"{name} is a single-valued field"
        current.append(normalize(text))
        return esc(text)

    def as_dict(self) -> dict[str, str | list[str] | None]:
        return dict(self.values)


@dataclass(frozen=True)
class Rendered:
    """One generated page before encoding: its markup and its ground truth."""

    html: str
    fields: dict


def paragraphs_html(paragraphs: list[str], tag: str = "p", indent: str = "") -> str:
    """Paragraphs one per line: the newline between blocks is what keeps the field's collapsed
    text equal to the paragraphs joined by a space."""
    return "\n".join(f"{indent}<{tag}>{esc(p)}</{tag}>" for p in paragraphs)


def charset_meta(declaration: str, encoding: str) -> str:
    """The charset declaration of a page: 'meta' (<meta charset>), 'http-equiv', or 'none'."""
    if declaration == "meta":
        return f'<meta charset="{encoding}">\n'
    if declaration == "http-equiv":
        return f'<meta http-equiv="Content-Type" content="text/html; charset={encoding}">\n'
    if declaration == "none":
        return ""
    raise ValueError(f"unknown charset declaration {declaration!r}")


@dataclass(frozen=True)
class PageContext:
    """What a hand-written template needs to know about the page it renders."""

    url: str
    encoding: str = "utf-8"
    charset_declaration: str = "meta"  # 'meta' | 'http-equiv' | 'none'
    canonical: bool = False  # emit <link rel="canonical" href=url>
    page_id: int = 0

    def head_extra(self) -> str:
        """Charset declaration plus the canonical link, ready to drop into <head>."""
        meta = charset_meta(self.charset_declaration, self.encoding)
        if self.canonical:
            meta += f'<link rel="canonical" href="{attr(self.url)}">\n'
        return meta
