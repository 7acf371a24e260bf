"""A page as the page view shows it, made on a worker thread: read and parsed as preprocessing
parses it, rewritten inert by ``safe_html.render_safe``, each clickable text with its XPath;
and where the proposed labels of its template fall on it (``Mark``: the engine's
``jobs.suggestions.suggestion_places``, the page aligned to the template, so a proposal shows
on every member page).

No lxml node leaves the worker: the view gets strings (lxml trees are not shared between
threads here).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from tplx_engine.config import LoadOptions
from tplx_engine.errors import PageError
from tplx_engine.jobs.stored import page_loader
from tplx_engine.jobs.suggestions import label_places, suggestion_places
from tplx_engine.load.crawl import page_path
from tplx_engine.load.read import load_page, page_file
from tplx_engine.progress import Reporter
from tplx_engine.template.page import view_of
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
    """Where one proposed label (or, ``labelled``, one label) falls on a page."""

    suggestion_id: int  # -1 for a label
    field: str
    confidence: float
    xpaths: tuple[str, ...]  # page nodes (elements or text nodes), one box each
    labelled: bool = False

    @property
    def tag(self) -> str:
        return self.field if self.labelled else f"{self.field} {self.confidence:.0%}"


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
    archived: str = ""  # a page of a web archive: "HTTP 200, fetched 2024-05-01T10:00:00Z"


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


def archive_facts(raw) -> str:
    """What a web archive says of a page it holds (``RawPage.http_status``, ``.fetched``)."""
    facts = []
    if raw.http_status is not None:
        facts.append(f"HTTP {raw.http_status}")
    if raw.fetched:
        facts.append(f"fetched {raw.fetched}")
    return ", ".join(facts)


def render_page_task(root: Path, page_id: str, options: LoadOptions, template=None,
                     proposed: Sequence = (), labels: Sequence = ()) -> Task:
    """Page ``page_id`` of the crawl at ``root`` rendered, with the marks of ``proposed``
    (suggestions of ``template``) when a template is given: the page is read and parsed once,
    for both."""
    def run(reporter: Reporter):
        if not Path(root).exists():
            return PageRender(page_id, problem=f"the crawl {root} is not there any more "
                                               "(moved, renamed or deleted)")
        try:
            loaded = load_page(page_file(page_path(root, page_id), page_id), options)
        except PageError as exc:
            return PageRender(page_id, problem=exc.reason)
        render = replace(render_root(loaded.root, page_id, loaded.raw.html, loaded.raw.url),
                         archived=archive_facts(loaded.raw))
        if template is None:
            return render
        if not proposed and not labels:
            return replace(render, marks=())
        reporter.check()
        view = view_of(loaded.root, page_id, template.options, loaded.raw.url, with_texts=True)
        return replace(render, marks=tuple(marks_on(view, template, proposed, labels)))
    return run


def marks_task(root: Path, page_id: str, template, proposed: Sequence,
               labels: Sequence = ()) -> Task:
    """The marks of ``proposed`` on a page already shown (its suggestions changed)."""
    def run(reporter: Reporter):
        try:
            view = page_loader(root, template.options)(page_id)
        except PageError:
            return ()
        return tuple(marks_on(view, template, proposed, labels))
    return run


def marks_on(view, template, suggestions: Sequence, labels: Sequence = ()) -> list[Mark]:
    """Where ``suggestions`` (and ``labels``) fall on a page parsed as the template stage
    parses it."""
    return ([Mark(-1, label.field, 1.0, xpaths, labelled=True)
             for label, xpaths in label_places(template, labels, view)]
            + [Mark(s.id, s.field, s.confidence, xpaths)
               for s, xpaths in suggestion_places(template, suggestions, view)])
