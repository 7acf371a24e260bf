"""Project tasks: opening a project file (everything its views show at once), loading a crawl
into it, the rows of the Problems and Pool docks, and where a crawl's project goes.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

from tplx_engine.config import EngineConfig
from tplx_engine.jobs.clustering import current_clustering
from tplx_engine.jobs.extraction import pool_pages
from tplx_engine.jobs.preprocess import preprocess_crawl
from tplx_engine.jobs.stored import (
    crawl_problems,
    label_problems,
    missing_crawl,
    page_problems,
    recorded_crawl,
    recorded_crawl_root,
)
from tplx_engine.jobs.templates import DEFAULT_MIN_POOL
from tplx_engine.load.crawl import Crawl
from tplx_engine.model import PageStatus
from tplx_engine.progress import Reporter
from tplx_engine.store import Project, crawl_of

from . import Task
from .book import BookState, read_book
from .clustering import ClusteringView, prepare_view
from .process import in_worker_process

CRAWL_PROBLEM = "unreadable folder"
LABEL_PROBLEM = "label not carried"
RANK = {PageStatus.FAILED.value: 0, PageStatus.TOO_COMPLEX.value: 0, CRAWL_PROBLEM: 1,
        LABEL_PROBLEM: 2, PageStatus.ERROR_PAGE.value: 3, PageStatus.LIST_PAGE.value: 4,
        PageStatus.DUPLICATE.value: 5}


@dataclass(frozen=True, eq=False)
class OpenedProject:
    """What the session shows of a project file as soon as it is open."""

    path: Path
    crawl_root: Path | None  # the folder (or file) page ids are relative to
    crawl: Crawl | None  # to list again: a folder, a WARC file, several WARC files
    view: ClusteringView | None
    book: BookState
    crawl_missing: str = ""  # what to do when the crawl is not where it was; "" when it is


def open_project_task(project_path: Path) -> Task:
    """Open (and migrate) a project file: its crawl folder, clustering and template book.
    ``ProjectError`` if it is no usable project."""
    def run(reporter: Reporter):
        reporter.advance("opening", 0, 1)
        with Project(project_path) as project:
            view = prepare_view(project, current_clustering(project))
            root = recorded_crawl_root(project)
            missing = missing_crawl(project_path, root) if root and not root.exists() else ""
            return OpenedProject(project_path, root, recorded_crawl(project), view,
                                 read_book(project), missing)
    return run


def preprocess_task(project_path: Path, crawl: Crawl | Path, config: EngineConfig,
                    workers: int | None) -> Task:
    """Read the crawl folder into the project (made if new; unchanged pages are reused), in a
    worker process (process.py)."""
    return in_worker_process(load_crawl, project_path, crawl, config, workers)


def load_crawl(project_path: Path, crawl: Crawl | Path, config: EngineConfig, workers: int | None,
               reporter: Reporter):
    with Project(project_path) as project:
        return preprocess_crawl(crawl, project, config, reporter, workers)


class ProblemRow(NamedTuple):
    path: str  # a page id, a folder, or "template target" of a label
    status: str
    reason: str
    rank: int  # worst first: failed pages, unreadable folders, labels not carried, ...
    is_page: bool  # double-clicking shows the page


def problem_rows(project: Project) -> list[ProblemRow]:
    """Every problem, worst first: pages not kept, folders the crawl walk could not read,
    labels that could not be carried to rebuilt templates."""
    rows = [(page_id, status, reason, True)
            for page_id, status, reason in page_problems(project)]
    rows.extend((path, CRAWL_PROBLEM, reason, False) for path, reason in crawl_problems(project))
    rows.extend((f"{label.template_id} {label.target}", LABEL_PROBLEM,
                 f"field {label.field}: {reason}", False)
                for label, reason in label_problems(project))
    ranked = [ProblemRow(path, status, reason, RANK.get(status, 9), is_page)
              for path, status, reason, is_page in rows]
    return sorted(ranked, key=lambda r: (r.rank, r.path))


def problems_task(project_path: Path) -> Task:
    def run(reporter: Reporter):
        with Project(project_path) as project:
            return problem_rows(project)
    return run


@dataclass(frozen=True, eq=False)
class PoolRows:
    """The pool as the Pool dock shows it: pages no template fits (store.PoolPage)."""

    pages: tuple
    min_pool: int = DEFAULT_MIN_POOL  # discovery's default: it starts at this many pages


def pool_task(project_path: Path) -> Task:
    def run(reporter: Reporter):
        with Project(project_path) as project:
            return PoolRows(tuple(pool_pages(project)))
    return run


def opened_crawl(paths: Sequence[Path]) -> tuple[Crawl, Path]:
    """What the session loads (a folder or WARC file; several WARC files read as one crawl)
    and the folder or file its page ids are relative to."""
    crawl = Crawl.of(paths)
    return crawl, Path(crawl.root)


def default_project_path(crawl: str | os.PathLike | Sequence, folder: str | os.PathLike) -> Path:
    """``<crawl name>.tplx`` in ``folder`` (several WARC files: named after the first), reusing
    a project made from the same crawl and never one made from another crawl of the same
    name."""
    paths = [Path(crawl)] if isinstance(crawl, (str, os.PathLike)) else [Path(p) for p in crawl]
    root = Path(opened_crawl(paths)[1]).resolve()  # what a project records as its crawl
    base = Path(folder)
    name = paths[0].resolve().name or "crawl"
    for attempt in range(1, 1000):
        candidate = base / (f"{name}.tplx" if attempt == 1 else f"{name}-{attempt}.tplx")
        if not candidate.exists():
            return candidate
        owner = crawl_of(candidate)
        if owner is None or Path(owner) == root:
            return candidate
    raise OSError(f"too many projects named {name} in {base}")


def project_path_task(crawl: Path | Sequence[Path], folder: Path) -> Task:
    def run(reporter: Reporter):
        return default_project_path(crawl, folder)
    return run
