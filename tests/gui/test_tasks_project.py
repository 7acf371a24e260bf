"""Which project a crawl folder opens in (tplx_gui/tasks/project.py, no Qt)."""

from tplx_engine.store.project import Project
from tplx_gui.tasks.project import default_project_path


def test_default_project_path_reuses_its_own_project_and_avoids_others(tmp_path):
    crawl_a = tmp_path / "one" / "pages"
    crawl_b = tmp_path / "two" / "pages"
    crawl_a.mkdir(parents=True)
    crawl_b.mkdir(parents=True)
    folder = tmp_path / "projects"
    first = default_project_path(crawl_a, folder)
    assert first.name == "pages.tplx"
    folder.mkdir()
    with Project(first) as project:
        project.set_meta("crawl_root", str(crawl_a.resolve()))
    assert default_project_path(crawl_a, folder) == first  # the same crawl: reused
    assert default_project_path(crawl_b, folder).name == "pages-2.tplx"  # never another's
