"""Where suggested labels fall: on a page (the page view's dashed highlights) and on the
template strip's cells. Pure Python, no Qt (tested directly).

A suggestion names a template target (node or text slot) and an example page node
(tplx_engine/suggest.py). On the page the analyst looks at, the target's aligned nodes are found
the way extraction finds a label's value (``extract.label_value_on`` on the page aligned to
the template), so a proposal shows on every member page, not only on its example page; on the
example page itself the stored XPath is the fallback when the alignment gives nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from tplx_engine.errors import TplxError
from tplx_engine.extract.labels import Label
from tplx_engine.extract.values import label_value_on
from tplx_engine.suggest.vote import LIST_FIELDS
from tplx_engine.template.match import match_page
from tplx_engine.template.model import split_slot_id
from tplx_engine.template.page import load_view


@dataclass(frozen=True)
class Mark:
    suggestion_id: int
    field: str
    confidence: float
    xpaths: tuple[str, ...]  # page nodes (elements or text nodes), one box each

    @property
    def tag(self) -> str:
        return f"{self.field} {self.confidence:.0%}"


def short_text(suggestion) -> str:
    """How a proposal is named on a cell or a page: ``TITLE 95%``."""
    return f"{suggestion.field} {suggestion.confidence:.0%}"


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
    """``page_marks`` on the page file (parsed as the template stage parses it)."""
    if not suggestions:
        return []
    view = load_view(path, page_id, template.options, with_texts=True)
    return page_marks(template, suggestions, view)


def by_target(suggestions: Iterable) -> dict[str, str]:
    """Label target (node id or node#slot) -> the proposals on it, for the template strip."""
    out: dict[str, list[str]] = {}
    for s in suggestions:
        out.setdefault(s.target, []).append(short_text(s))
    return {target: " · ".join(texts) for target, texts in out.items()}


def node_of(target: str) -> str:
    return split_slot_id(target)[0]
