"""A page as the page view shows it, made on a worker thread: read and parsed as preprocessing
parses it, rewritten inert by ``safe_html.render_safe``, each clickable text with its XPath;
and where the proposed labels of its template fall on it (``Mark``).

Suggestion marks: a suggestion names a template target (node or text slot) and an example page
node (tplx_engine/suggest). On the page shown, the target's aligned nodes are found the way
extraction finds a label's value (``extract.label_value_on`` on the page aligned to the
template), so a proposal shows on every member page, not only on its example page; on the
example page itself the stored XPath is the fallback when the alignment gives nothing.

No lxml node leaves the worker: the view gets strings (lxml trees are not shared between
threads here).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from tplx_engine.config import LoadOptions
from tplx_engine.errors import PageError, TplxError
from tplx_engine.extract.labels import Label
from tplx_engine.extract.values import label_value_on
from tplx_engine.load.read import load_page, page_file
from tplx_engine.progress import Reporter
from tplx_engine.suggest.vote import LIST_FIELDS
from tplx_engine.template.match import match_page
from tplx_engine.template.page import load_view
from tplx_engine.template.text import text_node_xpath

from ..safe_html import render_safe
from . import Task


@dataclass(frozen=True)
class ShownText:
    """One clickable text of the safe view (href ``tplx:N`` is the N-th)."""

    text: str
    xpath: str  # the page's text node, as the engine's labelling evaluates it
    line: int | None  # source line of the element holding (or preceding) it
    tag: str  # the element holding the text


@dataclass(frozen=True)
class Mark:
    """Where one proposed label falls on a page."""

    suggestion_id: int
    field: str
    confidence: float
    xpaths: tuple[str, ...]  # page nodes (elements or text nodes), one box each

    @property
    def tag(self) -> str:
        return f"{self.field} {self.confidence:.0%}"


@dataclass(frozen=True, eq=False)
class PageRender:
    """A page ready to show, or why it cannot be shown (``problem``)."""

    page_id: str
    url: str = ""
    source: str = ""  # the page's HTML as decoded (the source pane)
    html: str = ""  # inert HTML (safe_html)
    texts: tuple[ShownText, ...] = ()
    summary: str = ""  # what the sanitiser removed
    problem: str = ""
    marks: tuple[Mark, ...] | None = None  # None: not asked


def render_root(root, page_id: str, source: str, url: str = "") -> PageRender:
    """The render of a parsed page (``load.read.parse_document``, plain etree classes)."""
    safe = render_safe(root)
    texts = []
    for anchor in safe.anchors:
        holder = anchor.node.getparent() if anchor.is_tail else anchor.node
        tag = holder.tag if holder is not None and isinstance(holder.tag, str) else ""
        texts.append(ShownText(" ".join(anchor.text.split()), text_node_xpath(anchor),
                               anchor.line, tag.lower()))
    return PageRender(page_id, url, source, safe.html, tuple(texts), safe.summary())


def render_page(path: Path, page_id: str, options: LoadOptions) -> PageRender:
    try:
        loaded = load_page(page_file(path, page_id), options, html_classes=False)
    except PageError as exc:
        return PageRender(page_id, problem=exc.reason)
    except OSError as exc:
        return PageRender(page_id, problem=exc.strerror or str(exc))
    return render_root(loaded.root, page_id, loaded.raw.html, loaded.raw.url)


def render_page_task(path: Path, page_id: str, options: LoadOptions, template=None,
                     proposed: Sequence = ()) -> Task:
    """The page's render, with the marks of ``proposed`` (suggestions of ``template``)."""
    def run(reporter: Reporter):
        render = render_page(path, page_id, options)
        if template is None or render.problem:
            return render
        reporter.check()
        from dataclasses import replace

        return replace(render, marks=tuple(load_page_marks(template, proposed, path, page_id)))
    return run


def marks_task(path: Path, page_id: str, template, proposed: Sequence) -> Task:
    def run(reporter: Reporter):
        return tuple(load_page_marks(template, proposed, path, page_id))
    return run


# -- marks -----------------------------------------------------------------------------------
def _label_of(suggestion) -> Label:
    return Label(suggestion.field, suggestion.template_id, suggestion.target,
                 prefix=suggestion.prefix, suffix=suggestion.suffix,
                 repeated=suggestion.field in LIST_FIELDS)


def page_marks(template, suggestions: Iterable, view) -> list[Mark]:
    """The page nodes of each suggestion on the page ``view`` (a template-stage PageView)."""
    suggestions = list(suggestions)
    if not suggestions:
        return []
    try:
        match = match_page(template, view)
    except (TplxError, ValueError):  # AlignmentTooLarge is a ValueError
        match = None
    marks = []
    for s in suggestions:
        xpaths: tuple[str, ...] = ()
        if match is not None:
            try:
                xpaths = label_value_on(match, _label_of(s), with_xpaths=True).xpaths
            except (KeyError, ValueError, IndexError, TplxError):
                xpaths = ()  # a target the template no longer has: nothing to show
        if not xpaths and view.page_id == s.page_id and s.xpath:
            xpaths = (s.xpath,)
        if xpaths:
            marks.append(Mark(s.id, s.field, s.confidence, tuple(xpaths)))
    return marks


def load_page_marks(template, suggestions: Sequence, path: Path, page_id: str) -> list[Mark]:
    """``page_marks`` on the page file (parsed as the template stage parses it); none when the
    page cannot be read."""
    if not suggestions:
        return []
    try:
        view = load_view(path, page_id, template.options, with_texts=True)
    except (OSError, PageError):
        return []
    return page_marks(template, suggestions, view)
