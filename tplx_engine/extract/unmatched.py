"""Pages no template fits: the fields a template-free extractor can fill, filled by it.

A page farther than the threshold from every template goes to the pool, where it waits for
pages like it to form a template. Until then the template knows nothing of it, but the
template-free extractors do: with ``unmatched="template-free"`` (the default of ``tplx
extract``) such a page is exported with the values of the project's fields that they can
compute, and pooled all the same:

- a **content field** (``Label.extractor == "content"``, what CONTENT suggestions become): the
  page's main content (``templatefree.content.extract_content``, what ``tplx content`` gives);
- a field named **TITLE**: the page's title (``templatefree.meta.extract_title``, ``tplx meta``);
- a field named **DATE**: the page's publication date (``extract_pub_date``), typed as the
  field's label is (ISO 8601 for a date field).

Other fields stay empty on such a page: no template-free extractor knows what a PRICE or an
ISBN-13 is. The record says where its values come from (``source="template-free"`` and no
template in the export), so a user can keep or drop them. ``unmatched="pool"`` only pools the
page, as before. Why: an analyst exporting the articles of a news crawl expects every article,
also the one-off layouts (a magazine feature among news stories) that no template covers;
measured in docs/suggest.md (bench/zero_click.py).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ..templatefree.content import extract_content
from ..templatefree.meta import extract_pub_date, extract_title
from .content import EXTRACTOR as CONTENT
from .labels import Label

TEMPLATE_FREE, POOL = "template-free", "pool"
MODES = (TEMPLATE_FREE, POOL)
SOURCE = "template-free"  # the export's source of such a record


def _content(root) -> str:
    return extract_content(root).text


def _title(root) -> str:
    return extract_title(root).text


def _date(root) -> str:
    return extract_pub_date(root).text


def fillers(labels: Iterable[Label]) -> dict[str, tuple[Label, Callable]]:
    """Field -> (a label of it, the template-free extractor of its value), for the fields of
    ``labels`` that one can fill; first label of a field wins."""
    found: dict[str, tuple[Label, Callable]] = {}
    for label in labels:
        if label.field in found:
            continue
        if label.extractor == CONTENT:
            found[label.field] = (label, _content)
        elif label.field == "TITLE":
            found[label.field] = (label, _title)
        elif label.field == "DATE":
            found[label.field] = (label, _date)
    return found


def unmatched_texts(root, wanted: dict[str, tuple[Label, Callable]]
                    ) -> list[tuple[Label, str]]:
    """(label, text) of each wanted field that has a value on the page, as read: the caller
    types it as the label's other values are (``values.typed``)."""
    texts = []
    for label, extractor in wanted.values():
        text = extractor(root).strip()
        if text:
            texts.append((label, text))
    return texts
