"""jobs.stored: what the workbench reads of a project -- page URLs, the pages not kept and why,
the folders the crawl walk could not read."""

import shutil

import pytest

from tplx_engine.errors import TplxError
from tplx_engine.jobs.stored import crawl_problems, crawl_root, page_problems, page_urls
from tplx_engine.model import PageStatus
from tplx_engine.store import Project
from tplx_engine.store import pages as stored_pages


def test_page_problems_are_the_pages_not_kept_with_their_reasons(demo_elcs_project,
                                                                 demo_manifest):
    with Project(demo_elcs_project) as project:
        rows = page_problems(project)
        every = list(stored_pages.read(project))
    kept = {p.page_id for p in every if p.effective_status is PageStatus.DETAIL}
    assert {page_id for page_id, _, _ in rows} == {p.page_id for p in every} - kept
    statuses = [status for _, status, _ in rows]
    order = [s.value for s in PageStatus if s is not PageStatus.DETAIL]
    assert statuses == sorted(statuses, key=order.index)  # status by status
    assert {"error_page", "list_page", "duplicate"} <= set(statuses)
    assert all(reason for _, _, reason in rows)
    duplicates = [reason for _, status, reason in rows if status == "duplicate"]
    assert duplicates and all(r.startswith("same content as ") for r in duplicates)
    errors = {p["path"] for p in demo_manifest["pages"] if p["kind"] == "error"}
    assert errors <= {page_id for page_id, status, _ in rows if status == "error_page"}


def test_page_urls_and_crawl_problems(demo_elcs_project, tmp_path):
    path = tmp_path / "copy.tplx"
    shutil.copy(demo_elcs_project, path)
    with Project(path) as project:
        urls = page_urls(project)
        assert crawl_problems(project) == []
        stored_pages.set_listing(project, [], [("private/", "permission denied")])
        assert crawl_problems(project) == [("private/", "permission denied")]
        every = {p.page_id: p.url for p in stored_pages.read(project)}
    assert urls == every and any(u.startswith("http") for u in urls.values())


def test_a_project_without_a_crawl_folder_says_so(tmp_path):
    with (Project(tmp_path / "empty.tplx") as project,
          pytest.raises(TplxError, match="no crawl folder")):
        crawl_root(project)
