"""Searching the project's extracted values (the results view's search box): the engine's
``jobs.search`` on a worker thread, its answer or why there is none as a value the view shows
(a query the index cannot read, or no extraction yet, is not an error dialog)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tplx_engine.errors import NothingExtracted, SearchError
from tplx_engine.jobs.search import SearchHit, indexed_values, search
from tplx_engine.progress import Reporter
from tplx_engine.store import Project

from . import Task

NOT_EXTRACTED = "No extraction yet: export the results (File ▸ Export…), then search them here."


@dataclass(frozen=True)
class SearchAnswer:
    text: str  # the query ('' : only how many values the index holds)
    hits: tuple[SearchHit, ...] = ()
    indexed: int = 0  # values in the index
    problem: str = ""  # why there are no hits to show: the query, no extraction, no FTS5


def search_task(project_path: Path, text: str, limit: int) -> Task:
    """The ``limit`` best hits for ``text`` (blank: only the index's size)."""
    def run(reporter: Reporter) -> SearchAnswer:
        reporter.advance("searching", 0, 1)
        with Project(project_path) as project:
            try:
                if not text.strip():
                    return SearchAnswer(text, indexed=indexed_values(project))
                result = search(project, text, limit=limit)
            except NothingExtracted:
                return SearchAnswer(text, problem=NOT_EXTRACTED)
            except SearchError as exc:
                return SearchAnswer(text, problem=str(exc))
            return SearchAnswer(text, result.hits, result.indexed)
    return run
