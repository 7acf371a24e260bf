"""What a project holds, read back as the stages' values: its crawl folder and a loader of its
pages, the templates and the labels, the pages not kept and their URLs. Every job that works on
templates starts here; the workbench reads what it shows through these functions.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

from ..errors import TplxError
from ..extract.labels import Label
from ..load.crawl import Crawl, page_path
from ..model import PageStatus
from ..store import pages as page_table
from ..store import templates as tables
from ..store.project import Project
from ..template.model import Template
from ..template.page import PageOptions, PageView, load_view
from ..template.serialize import loads


def record_crawl(project: Project, crawl: Crawl) -> None:
    """Remember the crawl the project is made from. ``crawl_root``: the path (several WARC
    files: the folder their page ids are relative to, so pages are read by id as from a
    folder); ``crawl_files``: those files relative to it, "" for a crawl of one path."""
    project.set_meta("crawl_root", str(Path(crawl.root).resolve()))
    project.set_meta("crawl_files", json.dumps(crawl.files()) if crawl.several else "")


def recorded_crawl(project: Project) -> Crawl | None:
    """The crawl the project was made from, to list again (several WARC files included);
    None before ``tplx inspect``."""
    root = recorded_crawl_root(project)
    if root is None:
        return None
    files = json.loads(project.get_meta("crawl_files") or "[]")
    return Crawl(tuple(str(root / f) for f in files) if files else (str(root),))


def recorded_crawl_root(project: Project) -> Path | None:
    """The folder (or file) the project's page ids are relative to; None before ``tplx
    inspect``."""
    root = project.get_meta("crawl_root")
    return Path(root) if root else None


def crawl_root(project: Project) -> Path:
    """The folder (or file) the project's pages are read from, for a stage that reads them;
    ``TplxError`` before ``tplx inspect`` or when it is not there any more."""
    root = recorded_crawl_root(project)
    if root is None:
        raise TplxError(f"{project.path}: no crawl folder recorded; run tplx inspect first")
    if not root.exists():
        raise TplxError(missing_crawl(project.path, root))
    return root


def missing_crawl(project_path: str | os.PathLike, root: Path) -> str:
    """What to do when the crawl a project was made from is not where it was."""
    return (f"the crawl of {project_path}, {root}, is not there any more (moved, renamed or "
            "deleted); put it back, or load it from its new place into this project (tplx "
            f"inspect NEW_PLACE --project {project_path}, or the workbench's Open crawl with this "
            "project file): unchanged pages are reused, templates and labels kept")


def page_id_of(project: Project, page: str) -> str:
    """The crawl-relative id of a page given as users type it: a stored id, a path relative to
    the current folder, or an absolute path. ``TplxError`` if it is outside the crawl."""
    if page_table.exists(project, page):
        return page
    root = crawl_root(project)
    if root.is_file():  # a WARC (or one page) as the crawl: ids are relative to its folder
        root = root.parent
    path = Path(page).expanduser()
    candidates = [path.resolve()] if path.is_absolute() else [Path.cwd() / path, root / path]
    for candidate in candidates:
        try:
            relative = candidate.resolve().relative_to(root.resolve()).as_posix()
        except ValueError:
            continue
        if page_table.exists(project, relative):
            return relative
        if candidate.exists():
            raise TplxError(f"page {page} is in the crawl folder {root} but not in the project "
                            "(filtered out, or added after tplx inspect: run it again)")
    raise TplxError(f"page {page} is not a page of the project's crawl folder {root}: give its "
                    "path inside that folder or its id (tplx inspect --json lists them)")


def page_loader(root: str | os.PathLike, options: PageOptions) -> Callable[[str], PageView]:
    """page id -> the page parsed as templates see it (``PageError`` if it cannot be read)."""
    root = Path(root)

    def load(page_id: str) -> PageView:
        return load_view(page_path(root, page_id), page_id, options, with_texts=True)
    return load


def load_templates(project: Project) -> list:
    """The stored templates (``template.model.Template``), largest first."""
    return [loads(body) for body in tables.template_bodies(project)]


def load_template(project: Project, template_id: str) -> Template | None:
    """One stored template, reading no other (a project may hold large ones)."""
    body = tables.template_body(project, template_id)
    return None if body is None else loads(body)


def template_of_page(project: Project, page_id: str) -> str | None:
    return tables.template_of_page(project, page_id)


def load_labels(project: Project, template_id: str | None = None) -> list[tuple[int, Label]]:
    """(label id, label) in the order they were made."""
    return [(i, Label.from_json(body)) for i, body in tables.label_bodies(project, template_id)]


def label_problems(project: Project) -> list[tuple[Label, str]]:
    """Labels that could not be carried to rebuilt templates, and why."""
    return [(Label.from_json(body), why) for body, why in tables.label_problems(project)]


def page_urls(project: Project) -> dict[str, str]:
    """page id -> the URL preprocessing recovered for it."""
    return page_table.urls(project)


def no_templates(project: Project) -> TplxError:
    """The error of a stage that needs templates in a project that has none."""
    return TplxError(f"{project.path}: no templates yet; run tplx template first (it builds "
                     "one per cluster of 2 or more pages: a crawl of one page has none)")


def page_archive_facts(project: Project) -> dict[str, tuple[int | None, str | None]]:
    """page id -> (HTTP status, fetch date) of every page read from a web archive."""
    return page_table.archive_facts(project)


def page_problems(project: Project) -> list[tuple[str, str, str]]:
    """(page id, status, reason) of every page not kept (failed, error page, list page,
    duplicate), status by status in ``PageStatus`` order, pages in id order."""
    rows = []
    # Asked status by status, so sqlite skips the kept pages itself: iterating over every
    # page row gives the GIL away at each row (a GUI thread beside this starves).
    for wanted in PageStatus:
        if wanted is PageStatus.DETAIL:
            continue
        for page in page_table.read(project, wanted):
            rows.append((page.page_id, page.effective_status.value, page.effective_reason))
    return rows


def crawl_problems(project: Project) -> list[tuple[str, str]]:
    """(folder, reason) of every folder the crawl listing could not read."""
    return page_table.crawl_problems(project)
