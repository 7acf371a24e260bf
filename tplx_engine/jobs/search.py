"""Searching the values extraction wrote (``tplx search``, the workbench's results search):
the query as the analyst typed it turned into an FTS5 expression, the hits best first, each
with a short snippet of its value and where the matches are in it. docs/search.md.

A query of plain words finds the values holding every word (each word a substring, any case:
the index is of trigrams); a word of 1 or 2 characters (a Chinese word often) is matched
with LIKE, as trigrams cannot index it. A query with FTS5 syntax (quotes, parentheses, ``*``,
``^``, AND / OR / NOT / NEAR) is passed to FTS5 as written.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..errors import NothingExtracted, SearchError
from ..store import search as index
from ..store.project import Project
from ..store.search import MATCH_END, MATCH_START
from .stored import load_labels

SNIPPET_CHARS = 80  # a snippet's length around its first match (before the ellipses)
CONTEXT_BEFORE = 24  # characters kept before the first match
SHORTEST_INDEXED = 3  # trigram: shorter terms go to LIKE
_SYNTAX = re.compile(r'["()*^]|(?<!\S)(?:AND|OR|NOT|NEAR)(?!\S)')


@dataclass(frozen=True)
class Query:
    """The analyst's text as the store runs it."""

    text: str
    match: str | None  # FTS5 expression (None: only substrings)
    substrings: tuple[str, ...]  # matched with LIKE

    @classmethod
    def parse(cls, text: str) -> Query:
        text = text.strip()
        if not text:
            raise SearchError("empty query; give a word or words to look for")
        if _SYNTAX.search(text):
            return cls(text, text, ())
        words = text.split()
        long = [w for w in words if len(w) >= SHORTEST_INDEXED]
        short = tuple(w for w in words if len(w) < SHORTEST_INDEXED)
        return cls(text, " ".join(f'"{w}"' for w in long) or None, short)


@dataclass(frozen=True)
class SearchHit:
    page_id: str
    url: str | None
    template_id: str | None  # None: the template-free extractors wrote it
    field: str
    position: int  # the value's index in a repeated field
    crawl: str
    snippet: str  # whitespace collapsed, "…" where the value was cut
    spans: tuple[tuple[int, int], ...]  # [start, end) of each match in the snippet
    score: float | None  # bm25 (lower is better); None when only LIKE matched

    def marked(self, start: str, end: str) -> str:
        """The snippet with each match between ``start`` and ``end``."""
        out, last = [], 0
        for a, b in self.spans:
            out += [self.snippet[last:a], start, self.snippet[a:b], end]
            last = b
        return "".join(out) + self.snippet[last:]


@dataclass(frozen=True)
class SearchResult:
    query: Query
    hits: tuple[SearchHit, ...]
    indexed: int  # values in the index


def search(project: Project, text: str, *, field: str | None = None,
           template_id: str | None = None, limit: int = 20) -> SearchResult:
    """The values of the project's latest extraction matching ``text``, best first.
    ``NothingExtracted`` before any extraction wrote a value, ``SearchError`` for a query
    FTS5 cannot read (the message says how to write it)."""
    indexed = indexed_values(project)
    query = Query.parse(text)
    try:
        rows = index.match_values(project, query.match, query.substrings, field=field,
                                  template_id=template_id, limit=limit)
    except SearchError as exc:
        raise SearchError(f"cannot read the query {text!r} ({exc}); search for plain words, "
                          'or put text with punctuation in double quotes: "10:30-11:00"'
                          ) from exc
    hits = tuple(SearchHit(r.page_id, r.url, r.template_id, r.field, r.position, r.crawl,
                           *snippet(r.marked, query.substrings), r.rank) for r in rows)
    return SearchResult(query, hits, indexed)


def indexed_values(project: Project) -> int:
    """How many values the project's index holds: ``NothingExtracted`` when none (the
    message says to extract, or to extract again when the runs predate the index),
    ``SearchError`` when the file has no FTS5 index."""
    index.check_index(project)
    indexed = index.indexed_values(project)
    if not indexed:
        if not index.extraction_runs(project):
            why = "nothing extracted yet, so nothing to search; run tplx extract first"
        elif not load_labels(project):
            why = ("no field is labelled, so its extractions wrote no value to search; label "
                   "fields (tplx suggest --accept-all-above 0.8, or tplx label), then run tplx "
                   "extract again")
        else:
            why = ("its extractions wrote no value to search (they ran before tplx indexed "
                   "values, or its labels found none); run tplx extract again")
        raise NothingExtracted(f"{project.path}: {why}")
    return indexed


def snippet(marked: str, substrings: tuple[str, ...] = (),
            width: int = SNIPPET_CHARS) -> tuple[str, tuple[tuple[int, int], ...]]:
    """``marked`` (a value with its matches between ``MATCH_START`` and ``MATCH_END``) cut to
    about ``width`` characters from a little before its first match, whitespace collapsed:
    the text and the matches' spans in it. ``substrings`` are marked too (any case)."""
    text, spans = unmark(marked)
    for term in substrings:
        spans += [m.span() for m in re.finditer(re.escape(term), text, re.IGNORECASE)]
    spans = _merged(spans)
    first = spans[0][0] if spans else 0
    start = max(0, first - CONTEXT_BEFORE)
    end = min(len(text), start + width)
    if end - start < width:
        start = max(0, end - width)
    end = max([end] + [b for a, b in spans if a < end < b])  # no match cut at the end
    window = [(max(a, start), min(b, end)) for a, b in spans if a < end and b > start]
    pieces, last = [], start
    for a, b in window:
        pieces += [text[last:a], MATCH_START, text[a:b], MATCH_END]
        last = b
    pieces.append(text[last:end])
    cut = ("…" if start > 0 else "") + "".join(pieces) + ("…" if end < len(text) else "")
    return unmark(" ".join(cut.split()))


def unmark(marked: str) -> tuple[str, list[tuple[int, int]]]:
    out, spans, opened = [], [], None
    for part in re.split(f"([{MATCH_START}{MATCH_END}])", marked):
        if part == MATCH_START:
            opened = sum(map(len, out))
        elif part == MATCH_END:
            if opened is not None:
                spans.append((opened, sum(map(len, out))))
            opened = None
        else:
            out.append(part)
    return "".join(out), spans


def _merged(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for a, b in sorted(spans):
        if out and a < out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], b))
        else:
            out.append((a, b))
    return out
