"""Template trees for the synthetic demo: build once per template, render fast per page.

A synthetic template is a tree of ``El`` (static elements) and generators: ``Txt`` (a text
field or filler), ``Paras`` (paragraphs), ``Loop`` (the template's ``for``) and ``Opt`` (its
``if``). ``compile_tree`` flattens it into a list of ops with all static markup merged into
literal strings, so rendering a page is a loop over a few dozen ops, not a tree walk.

Ground truth follows docs/demo.md: a field outside any loop is a single value (``None`` when its
optional block is absent), a field inside a loop a list with one value per occurrence.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from html import escape

from . import text
from .markup import esc, normalize


@dataclass
class El:
    tag: str
    attrs: str = ""  # pre-rendered, e.g. ' class="post"'
    children: list = field(default_factory=list)
    void: bool = False

    def add(self, *children) -> El:
        self.children.extend(c for c in children if c is not None)
        return self


@dataclass
class Txt:
    """Generated text; ``kind`` is one of TextSource.KINDS, ``arg`` a date style if a date."""

    kind: str
    name: str | None = None  # field name, or None for filler text
    arg: str = ""


@dataclass
class Paras:
    """``lo..hi`` paragraphs of ``s_lo..s_hi`` sentences, each in its own ``tag``."""

    name: str | None
    tag: str
    lo: int
    hi: int
    s_lo: int = 1
    s_hi: int = 5


@dataclass
class Loop:
    lo: int
    hi: int
    children: list = field(default_factory=list)


@dataclass
class Opt:
    p: float
    children: list = field(default_factory=list)


@dataclass
class Static:
    """Literal markup (already escaped)."""

    markup: str


def h(tag: str, attrs: str = "", *children) -> El:
    """Shorthand for an element with children (None children are skipped)."""
    return El(tag, attrs, [c for c in children if c is not None])


def lit(text: str) -> Static:
    """Constant visible text of the template (escaped)."""
    return Static(esc(text))


def img(src: str) -> El:
    return El("img", f' src="{src}" alt=""', void=True)


def link(href: str, *children) -> El:
    return h("a", f' href="{href}"', *children)


# op codes of the compiled form
LIT, TXT, PARAS, LOOP, OPT = range(5)


def compile_tree(nodes: list) -> tuple:
    ops: list = []
    pending: list[str] = []

    def flush() -> None:
        if pending:
            ops.append((LIT, "".join(pending)))
            pending.clear()

    def walk(node) -> None:
        if isinstance(node, El):
            pending.append(f"<{node.tag}{node.attrs}>")
            if node.void:
                return
            for child in node.children:
                walk(child)
            pending.append(f"</{node.tag}>\n" if node.tag in _BLOCK_TAGS else f"</{node.tag}>")
        elif isinstance(node, Static):
            pending.append(node.markup)
        elif isinstance(node, Txt):
            flush()
            ops.append((TXT, node.kind, node.name, node.arg))
        elif isinstance(node, Paras):
            flush()
            ops.append((PARAS, node.name, node.tag, node.lo, node.hi, node.s_lo, node.s_hi))
        elif isinstance(node, Loop):
            flush()
            ops.append((LOOP, node.lo, node.hi, compile_tree(node.children)))
        elif isinstance(node, Opt):
            flush()
            ops.append((OPT, node.p, compile_tree(node.children)))
        else:
            raise TypeError(f"not a template node: {node!r}")

    for node in nodes:
        walk(node)
    flush()
    return tuple(ops)


# a newline after these closing tags keeps the generated markup readable and, more important,
# separates the text of sibling blocks by whitespace (docs/demo.md: how field values are read)
_BLOCK_TAGS = frozenset(("div", "section", "article", "aside", "header", "footer", "nav", "main",
                        "ul", "ol", "li", "dl", "dt", "dd", "table", "tr", "p", "h1", "h2", "h3",
                        "h4", "form", "figure"))


def field_names(nodes: list) -> tuple[list[str], list[str]]:
    """(single-valued, per-occurrence) field names in document order."""
    singles: list[str] = []
    lists: list[str] = []

    def walk(node, in_loop: bool) -> None:
        name = getattr(node, "name", None)
        if isinstance(node, (Txt, Paras)) and name:
            (lists if in_loop else singles).append(name)
        for child in getattr(node, "children", ()):
            walk(child, in_loop or isinstance(node, Loop))

    for node in nodes:
        walk(node, False)
    return singles, lists


class TextSource:
    """Per-language text for rendering; draws everything from the page's RNG."""

    KINDS = ("title", "sentence", "phrase", "person", "handle", "date", "number", "price",
             "code", "count")

    def __init__(self, pool: text.TextPool):
        self.pool = pool
        self.lang = pool.lang

    def draw(self, kind: str, arg: str, rng: random.Random) -> str:
        pool = self.pool
        if kind == "title":
            return rng.choice(pool.titles)
        if kind == "sentence":
            return rng.choice(pool.sentences)
        if kind == "phrase":
            return rng.choice(pool.phrases)
        if kind == "person":
            return rng.choice(pool.people)
        if kind == "handle":
            return text.handle(rng, self.lang)
        if kind == "date":
            return text.format_date(text.random_datetime(rng), arg or "iso")
        if kind == "number":
            return str(rng.randint(1, 2000))
        if kind == "price":
            return (f"${rng.randint(1, 900)}.{rng.randint(0, 99):02d}" if self.lang == "en"
                    else f"¥{rng.randint(5, 9000)}.00")
        if kind == "code":
            return f"{arg or 'SKU'}-{rng.randint(10000, 99999)}"
        if kind == "count":
            return f"{rng.randint(0, 5000)} {'views' if self.lang == 'en' else '次浏览'}"
        raise ValueError(f"unknown text kind {kind!r}")


def render_ops(ops: tuple, rng: random.Random, source: TextSource, out: list[str],
               values: dict, in_loop: bool = False) -> None:
    for op in ops:
        code = op[0]
        if code == LIT:
            out.append(op[1])
        elif code == TXT:
            value = source.draw(op[1], op[3], rng)
            out.append(escape(value, quote=False))
            if op[2]:
                if in_loop:
                    values[op[2]].append(normalize(value))
                else:
                    values[op[2]] = normalize(value)
        elif code == PARAS:
            _, name, tag, lo, hi, s_lo, s_hi = op
            count = rng.randint(lo, hi)
            paragraphs = [source.pool.paragraph(rng, s_lo, s_hi) for _ in range(count)]
            out.append("\n".join(f"<{tag}>{escape(p, quote=False)}</{tag}>" for p in paragraphs))
            out.append("\n")
            if name:
                value = normalize(" ".join(paragraphs))
                if in_loop:
                    values[name].append(value)
                else:
                    values[name] = value
        elif code == LOOP:
            for _ in range(rng.randint(op[1], op[2])):
                render_ops(op[3], rng, source, out, values, True)
        elif code == OPT:
            if rng.random() < op[1]:
                render_ops(op[2], rng, source, out, values, in_loop)
        else:  # pragma: no cover - compile_tree emits only the codes above
            raise ValueError(f"bad op {op!r}")


def skeleton_tags(nodes: list) -> tuple[str, ...]:
    """The template's element structure with every loop once and every option present, as
    ``tag@depth`` strings in pre-order: the signature that tells two templates apart."""
    out: list[str] = []

    def walk(node, depth: int) -> None:
        if isinstance(node, El):
            out.append(f"{node.tag}@{depth}")
            for child in node.children:
                walk(child, depth + 1)
        elif isinstance(node, (Loop, Opt)):
            for child in node.children:
                walk(child, depth)
        elif isinstance(node, Paras):
            out.append(f"{node.tag}@{depth}")

    for node in nodes:
        walk(node, 0)
    return tuple(out)
