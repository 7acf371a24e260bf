"""A field's options tried before they are set. Its values are read once, as text, uncut,
every one, on some pages of its cluster (``jobs.extraction.read_field``, in a worker); each
option the analyst edits (type, all / first / joined values, separator, clean-up pattern) is
then applied to those values alone (``written``), as extraction applies it
(``extract.values.typed``), so the workbench's field dialog redraws its preview on each
keystroke without extracting again.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from ..template.model import Template
from ..templatefree.dates import date_order
from .content import EXTRACTOR as CONTENT
from .labels import Label
from .values import FieldValue, typed

PREVIEW_PAGES = 20


@dataclass(frozen=True)
class ReadValues:
    """The field's values as read on one page (``values`` empty: none there); ``problem``:
    why the page gave nothing (skipped, failed)."""

    page_id: str
    url: str
    read: FieldValue | None
    problem: str = ""
    fetched: str = ""  # a page of a web archive: when it was fetched (its dates as of then)


def preview_pages(template: Template, label: Label, n: int = PREVIEW_PAGES) -> list[str]:
    """Up to ``n`` pages of the template's cluster to try a field's options on: the field's
    example pages first (the analyst knows their values), then members spread over the whole
    cluster (in its stored order), not only those like the examples."""
    examples = [page for page, _ in label.examples] or ([label.page_id] if label.page_id else [])
    members = set(template.members)
    chosen = list(dict.fromkeys(p for p in examples if p in members))[:n]
    rest = [p for p in template.members if p not in chosen]
    room = n - len(chosen)
    if room > 0 and rest:
        step = max(1, len(rest) / room)
        chosen += list(dict.fromkeys(rest[int(i * step)] for i in range(min(room, len(rest)))))
    return chosen


def read_as_text(label: Label) -> Label:
    """``label`` reading every value as text, uncut: what its options start from."""
    return replace(label, value_type="text", values="all", clean="", date_order="")


def written(pages: Sequence[ReadValues], label: Label) -> list[FieldValue | None]:
    """What ``label`` (its options as edited) writes from each page's values read as text.
    A date field with no learnt order learns it from these values, as labelling learns it
    from the cluster (``jobs.labelling.typed_label``)."""
    if label.value_type == "date" and not label.date_order:
        label = replace(label, date_order=date_order(
            [v for page in pages if page.read for v in page.read.values]))
    if label.extractor == CONTENT:  # the main content is written as computed
        return [page.read for page in pages]
    return [typed(page.read, label, page.url, page.fetched) if page.read is not None else None
            for page in pages]
