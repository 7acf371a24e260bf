"""Safe rendering of a crawled page: its lxml tree -> inert HTML for Qt's rich-text engine.

A crawled page is hostile input. The page view never hands the page's own markup to Qt: this
module walks the tree (the same tree the engine parses, so XPaths agree) and writes new HTML
from a whitelist of tags, with **no attribute of the page kept** except ``colspan``/``rowspan``.
So no script, style, frame, object, event handler, ``javascript:`` URL, remote image or style
sheet can survive, whatever the markup. Images become an ``[image: alt]`` marker; links become
underlined text that goes nowhere. The view's ``loadResource`` refuses everything as a second
line of defence (views/page_view.py).

Every visible text node is wrapped in ``<a href="tplx:N">`` so a click on it names the page's
text node N (``SafePage.anchors[N]``): the labelling tools turn it into an XPath on the page.
"""

from __future__ import annotations

import html
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from lxml import etree

ANCHOR_SCHEME = "tplx"
DEFAULT_MAX_CHARS = 2_000_000

# Removed with everything inside them: active content, embedded documents, form controls.
DROPPED = frozenset({
    "script", "style", "iframe", "frame", "frameset", "object", "applet", "noscript",
    "template", "svg", "math", "canvas", "audio", "video", "select", "textarea", "map",
    "noframes", "head",  # the head's title is shown separately
})
# Void in HTML5 but not always to libxml2, which may nest the rest of the page inside them:
# the element goes, what it (wrongly) contains stays.
UNWRAPPED = frozenset({"embed", "param", "source", "track", "link", "meta", "base", "input",
                       "area", "portal", "keygen", "command"})
KEPT = frozenset({
    "p", "div", "span", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "dl", "dt",
    "dd", "table", "thead", "tbody", "tfoot", "tr", "td", "th", "caption", "pre", "code",
    "blockquote", "b", "strong", "i", "em", "u", "s", "sub", "sup", "small", "big", "tt", "cite",
    "q", "abbr", "center", "kbd", "samp", "var", "del", "ins", "mark",
})
VOID = frozenset({"br", "hr", "img", "wbr"})
BLOCKISH = frozenset({
    "section", "article", "header", "footer", "nav", "main", "aside", "figure", "figcaption",
    "form", "fieldset", "address", "details", "summary", "legend", "hgroup", "menu", "dialog",
})
TRANSPARENT = frozenset({"html", "body"})
CELL_ATTRIBUTES = ("colspan", "rowspan")
_URL_ATTRIBUTES = ("href", "src", "srcset", "background", "action", "formaction", "poster",
                   "data", "codebase", "longdesc", "cite", "lowsrc", "dynsrc", "style")


@dataclass(frozen=True, eq=False)
class TextAnchor:
    """A text node of the page: ``node.text`` (is_tail False) or ``node.tail``."""

    node: Any
    is_tail: bool
    text: str

    @property
    def line(self) -> int | None:
        """Source line of the element holding (or preceding) the text, if lxml knows it."""
        return getattr(self.node, "sourceline", None)


@dataclass(frozen=True, eq=False)
class SafePage:
    html: str
    anchors: tuple[TextAnchor, ...]  # index N is the target of href "tplx:N"
    removed: Counter = field(default_factory=Counter)  # what was taken out, for the status line
    truncated: bool = False

    def summary(self) -> str:
        """Short: "removed 3 scripts, 2 styles, 19 links/resources"."""
        groups: Counter = Counter()
        for what, count in self.removed.items():
            tag = what[1:what.find(">")] if what.startswith("<") else ""
            if tag in ("script", "noscript", "template"):
                groups["scripts"] += count
            elif tag in ("style", "link"):
                groups["styles"] += count
            elif tag in ("iframe", "frame", "frameset", "object", "embed", "applet", "svg",
                         "math", "canvas", "audio", "video", "portal"):
                groups["embedded"] += count
            elif what in ("event handlers", "javascript: URLs"):
                groups["handlers"] += count
            elif what == "links and resources":
                groups["links/resources"] += count
            else:
                groups["other"] += count
        parts = [f"{n} {what}" for what, n in groups.most_common() if n]
        text = ("removed " + ", ".join(parts)) if parts else "nothing active found"
        return text + ("; page cut short" if self.truncated else "")


def anchor_href(index: int) -> str:
    return f"{ANCHOR_SCHEME}:{index}"


def anchor_index(href: str) -> int | None:
    scheme, sep, rest = href.partition(":")
    if scheme != ANCHOR_SCHEME or not sep or not rest.isdigit():
        return None
    return int(rest)


class _Writer:
    def __init__(self, max_chars: int):
        self.out: list[str] = []
        self.size = 0
        self.max_chars = max_chars
        self.anchors: list[TextAnchor] = []
        self.removed: Counter = Counter()
        self.truncated = False

    def raw(self, text: str) -> None:
        self.out.append(text)
        self.size += len(text)

    def text(self, node, is_tail: bool, value: str | None) -> None:
        if not value or self.truncated:
            return
        if self.size > self.max_chars:
            self.truncated = True
            self.raw("<p><i>[the rest of the page is not shown]</i></p>")
            return
        if value.isspace():
            self.raw(" ")
            return
        self.anchors.append(TextAnchor(node, is_tail, value))
        self.raw(f'<a href="{anchor_href(len(self.anchors) - 1)}">{html.escape(value)}</a>')

    def count_removed_attributes(self, element) -> None:
        for name, value in element.attrib.items():
            name = name.lower()
            if name.startswith("on"):
                self.removed["event handlers"] += 1
            elif name in _URL_ATTRIBUTES and value.strip():
                if value.strip().lower().startswith("javascript:"):
                    self.removed["javascript: URLs"] += 1
                elif name != "style":
                    self.removed["links and resources"] += 1


def _open_tag(tag: str, element) -> str:
    if tag in ("td", "th"):
        kept = []
        for name in CELL_ATTRIBUTES:
            value = element.get(name, "")
            if value.isdigit() and 0 < int(value) < 1000:
                kept.append(f' {name}="{int(value)}"')
        return f"<{tag}{''.join(kept)}>"
    return f"<{tag}>"


def render_safe(root, max_chars: int = DEFAULT_MAX_CHARS) -> SafePage:
    """Inert HTML of a parsed page (lxml element tree) and its text anchors."""
    w = _Writer(max_chars)
    w.raw("<html><body>")
    title = root.find(".//head/title")
    if title is not None and title.text and not title.text.isspace():
        w.raw("<p><i>title:</i> ")
        w.text(title, False, title.text)
        w.raw("</p><hr>")
    closing: list[str] = []  # per open element: its closing tag ('' when none was written)
    walker = etree.iterwalk(root, events=("start", "end", "comment", "pi"))
    for event, node in walker:
        if event in ("comment", "pi"):
            w.text(node, True, node.tail)
            continue
        tag = node.tag.lower() if isinstance(node.tag, str) else ""
        if event == "start":
            if w.truncated:  # only close what is open
                walker.skip_subtree()
                closing.append("")
                continue
            w.count_removed_attributes(node)
            if tag in DROPPED or not tag:
                if tag == "head":  # count what the head held, for the status line
                    for inner in node.iter("script", "style", "link", "meta", "base"):
                        w.count_removed_attributes(inner)
                        w.removed[f"<{inner.tag}> elements"] += 1
                else:
                    w.removed[f"<{tag}> elements" if tag else "unknown nodes"] += 1
                walker.skip_subtree()
                closing.append("")
                continue
            if tag in UNWRAPPED:
                w.removed[f"<{tag}> elements"] += 1
                closing.append("")
                w.text(node, False, node.text)
                continue
            if tag in VOID:
                if tag == "img":
                    alt = (node.get("alt") or "").strip()
                    label = f"image: {alt[:60]}" if alt else "image"
                    w.raw(f"<i>[{html.escape(label)}]</i>")
                else:
                    w.raw("<br>" if tag in ("br", "wbr") else "<hr>")
                closing.append("")
                continue
            if tag in TRANSPARENT:
                closing.append("")
            elif tag in KEPT:
                w.raw(_open_tag(tag, node))
                closing.append(f"</{tag}>")
            elif tag == "a":
                w.raw("<u>")
                closing.append("</u>")
            elif tag in BLOCKISH:
                w.raw("<div>")
                closing.append("</div>")
            else:
                w.raw("<span>")
                closing.append("</span>")
            w.text(node, False, node.text)
        else:  # end
            w.raw(closing.pop())
            if node is not root:
                w.text(node, True, node.tail)
    w.raw("</body></html>")
    return SafePage("".join(w.out), tuple(w.anchors), w.removed, w.truncated)
