"""Fields a template's own label/value structure proposes (issue 12 item 6, product pages).

A product page states its fields: ``ISBN-13: 978...``, a ``<th>Publisher</th><td>...</td>``
row, a ``<dt>Pages</dt><dd>...</dd>`` pair. Across a cluster the label text stays and the value
after it varies. On a sample of the template's pages, every text written as a label
(``anchors.looks_like_label``: ``...:``, ``<th>``, ``<dt>``, ``<b>``, a label cell) is read with
each relation of extract/anchors.py (inline, same line, next cell); a (label, relation) becomes a
suggested field named after the label when

- it gives a value on at least ``MIN_SHARE`` of the sampled pages (and ``MIN_PAGES`` pages), an
  optional row included: its fill rate is the suggestion's confidence;
- the values vary (at least two distinct; one value everywhere is template text);
- values are field-like: not long prose (median at most ``MAX_VALUE_CHARS``), not labels
  themselves (a header row ``<th>Format</th><th>Size</th>``); the label is no date;
- the template states at least ``MIN_FIELDS`` such fields (a product-like page; an article's
  lone 'Next:' or 'Filed under:' row proposes nothing).

Accepting one (jobs/suggestions.py) labels the field by its example value on its example page,
as an analyst would, so the label gets its anchor from extract/learn.py.
"""

from __future__ import annotations

import re
import statistics
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..extract import anchors as A
from ..extract.choices import shared_keys
from ..extract.labels import is_field_char
from ..extract.reading import label_key, piece_xpath, reading_text
from ..extract.values import template_stops
from ..model import Suggestion
from ..template.model import Template
from ..template.page import PageView
from ..templatefree.dates import find_dates

SOURCE = "label/value"
MIN_SHARE = 0.2
MIN_PAGES = 3
MAX_VALUE_CHARS = 200
MAX_FIELDS = 40  # per template, the best filled first
MIN_FIELDS = 3  # a template proposing fewer is no product-like page (an article's 'Next:')
EXAMPLE_CHARS = 200


@dataclass
class _Seen:
    label: str  # as written on the first page it was seen
    relation: str
    pages: set[str] = field(default_factory=set)
    values: list[str] = field(default_factory=list)
    example: tuple[str, str, str] | None = None  # page, xpath, value


def field_name(label: str) -> str:
    """``ISBN-13:`` -> ``ISBN_13``, ``Éditeur`` -> ``ÉDITEUR``, ``出版社：`` -> ``出版社``: letters
    of every script kept ('' if nothing is left: the caller numbers it)."""
    text = unicodedata.normalize("NFKC", label)
    name = "".join(c if c.isascii() and c.isalnum() or not c.isascii() and is_field_char(c)
                   else "_" for c in text)
    name = re.sub("_+", "_", name).strip("_").upper()
    if name and not name[0].isalpha():
        name = "F_" + name
    return name


def label_value_fields(template: Template, pages: Sequence[PageView],
                       min_share: float = MIN_SHARE) -> list[Suggestion]:
    """The fields the sampled pages' label/value rows propose (see module docstring): those
    filled on at least ``min_share`` of the pages (and ``MIN_PAGES``)."""
    if len(pages) < MIN_PAGES:
        return []
    stops = template_stops(template) | shared_keys(pages)
    seen: dict[tuple[str, str], _Seen] = {}
    for page in pages:
        for key, relation, label, value, xpath in _rows(page, stops):
            entry = seen.setdefault((key, relation), _Seen(label, relation))
            if page.page_id in entry.pages:
                continue
            entry.pages.add(page.page_id)
            entry.values.append(value)
            if entry.example is None:
                entry.example = (page.page_id, xpath, value)
    best: dict[str, _Seen] = {}
    for (key, _), entry in seen.items():
        if _is_field(entry, len(pages), min_share) and (key not in best
                                             or len(entry.pages) > len(best[key].pages)):
            best[key] = entry
    if len(best) < MIN_FIELDS:  # not a page that states its fields (an article's 'Next:')
        return []
    chosen = sorted(best.values(), key=lambda e: -len(e.pages))[:MAX_FIELDS]
    out, names = [], set()
    for number, entry in enumerate(chosen, start=1):
        name = field_name(entry.label) or f"FIELD_{number}"
        while name in names:
            name += "_2"
        names.add(name)
        page_id, xpath, value = entry.example
        out.append(Suggestion(None, template.id, "", name, round(len(entry.pages) / len(pages), 4),
                              len(entry.pages), len(pages), SOURCE, "proposed", page_id, xpath,
                              value[:EXAMPLE_CHARS]))
    return out


def _is_field(entry: _Seen, sampled: int, min_share: float) -> bool:
    if find_dates(entry.label):  # a dated heading ('5 April 2013:') is no field's label
        return False
    n = len(entry.pages)
    if n < MIN_PAGES or n < min_share * sampled or len(set(entry.values)) < 2:
        return False
    if statistics.median(len(v) for v in entry.values) > MAX_VALUE_CHARS:
        return False
    labels = sum(v.endswith((":", "：")) for v in entry.values)
    return labels < n / 2


def _rows(page: PageView, stops: frozenset[str]):
    """(label key, relation, label, value, value xpath) of every label/value row of a page;
    not the labels of a form (their value is what the user types) nor those that repeat on the
    page (a row of each post or record: the record extractors' business)."""
    reading = reading_text(page)
    repeated = {key for key, hits in reading.by_key.items() if len(hits) > 1}
    for i, piece in enumerate(reading.pieces):
        if _in_form(piece.container):
            continue
        split = A.inline_split(piece.text)
        if split is not None and len(split[0].split()) <= 3 and not A.in_link(piece.container):
            value = split[1].strip(A.VALUE_EDGE)
            key = label_key(split[0])
            if value and key not in repeated and sum(label_key(inline[0]) == key for inline in
                                                     _inline_labels(reading)) == 1:
                yield key, "inline", split[0], value, piece_xpath(piece)
        if not A.looks_like_label(piece) or label_key(piece.text) in repeated:
            continue
        for relation in ("column", "run", "next"):  # a header row's cell: the cell below
            if not A.is_anchor_piece(reading, i, relation):
                continue
            found = A.value_pieces(reading, i, relation, stops)
            value = A.run_value(found, piece, relation)
            if value:
                yield label_key(piece.text), relation, piece.text, value, piece_xpath(found[0])
                break


def _inline_labels(reading) -> list[tuple[str, str]]:
    """The ``Label: value`` splits of a page's pieces (cached on the reading text)."""
    found = getattr(reading, "_inline_labels", None)
    if found is None:
        found = [split for piece in reading.pieces
                 if (split := A.inline_split(piece.text)) is not None]
        reading._inline_labels = found
    return found


def _in_form(element) -> bool:
    while element is not None:
        if element.tag == "form":
            return True
        element = element.getparent()
    return False
