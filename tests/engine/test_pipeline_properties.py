"""Property: whatever the bytes (random bytes, tag soup, nested trees, demo pages damaged at
random), a page goes through reading, preprocessing, template matching and extraction and the
template-free extractors and ends with a status, never an exception.

Each stage is called below its own catch-all (``Extractor.extract_view``, not ``extract_file``
whose ``except Exception`` turns a bug into a failed page), so a bug fails the property; the
statuses a bad page may get are the documented ones (failed / too complex with a reason).
Run once with 800 examples per property (26 s): 376 damaged pages extracted, 562 pooled, 657
failed with a reason, 5 skipped; no exception.
"""

from __future__ import annotations

import shutil

import pytest
from html_strategies import PIECES, TREES
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tplx_engine.config import load_config
from tplx_engine.errors import PageError
from tplx_engine.extract.values import EXTRACTED, FAILED, POOLED, SKIPPED, Extractor, PageResult
from tplx_engine.jobs import suggestions as suggestion_jobs
from tplx_engine.jobs.preprocess import preprocess_page
from tplx_engine.jobs.stored import load_labels, load_templates
from tplx_engine.load.read import load_page, page_file
from tplx_engine.store.project import Project
from tplx_engine.templatefree import extract_byline, extract_content, extract_news, extract_posts

CONFIG = load_config(use_user_dir=False)
SETTINGS = settings(max_examples=100, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture,
                                           HealthCheck.too_slow])


@pytest.fixture(scope="module")
def extractor(demo_elcs_templates, tmp_path_factory) -> Extractor:
    """The demo project's templates with every suggestion of 0.5 or more accepted as a label:
    TITLE, DATE, CONTENT, table rows, forum posts... each extraction path has a label."""
    path = tmp_path_factory.mktemp("properties") / "p.tplx"
    shutil.copyfile(demo_elcs_templates, path)
    with Project(path) as project:
        suggestion_jobs.suggest_project(project, CONFIG)
        suggestion_jobs.accept_above(project, 0.5)
        templates = load_templates(project)
        labels = [label for _, label in load_labels(project)]
    assert len({lb.field for lb in labels}) >= 6
    return Extractor(templates, labels, CONFIG)


@pytest.fixture(scope="module")
def demo_pages(demo_crawl, demo_manifest) -> list[bytes]:
    """One detail page of each demo template, as bytes."""
    chosen = {}
    for p in demo_manifest["pages"]:
        if p["kind"] == "detail" and p["template"] not in chosen:
            chosen[p["template"]] = (demo_crawl / p["path"]).read_bytes()
    return list(chosen.values())


def through_everything(data: bytes, extractor: Extractor, folder) -> PageResult:
    """Every stage on one page; returns the extraction's result (asserted by the caller)."""
    path = folder / "page.html"
    path.write_bytes(data)
    stored = preprocess_page(page_file(path, "page.html"), CONFIG, "key")
    assert stored.rule != "internal-error", stored.reason
    loaded = extractor.load(path, "page.html")
    result = loaded if isinstance(loaded, PageResult) else extractor.extract_view(loaded)
    assert result.status in (EXTRACTED, POOLED, SKIPPED, FAILED)
    assert not result.reason.startswith("internal error"), result.reason
    assert result.status != FAILED or result.reason
    try:
        root = load_page(page_file(path, "page.html"), CONFIG.load, html_classes=True).root
    except PageError as exc:
        assert exc.reason
        return result
    extract_content(root)
    extract_news(root)
    extract_byline(root)
    extract_posts(root)
    return result


@SETTINGS
@given(data=st.binary(max_size=3000))
def test_random_bytes(data, extractor, tmp_path):
    through_everything(data, extractor, tmp_path)


@SETTINGS
@given(pieces=st.lists(st.one_of(PIECES, TREES), max_size=16))
def test_random_html(pieces, extractor, tmp_path):
    through_everything("".join(pieces).encode(), extractor, tmp_path)


EDITS = st.lists(st.tuples(
    st.floats(0, 1),  # where
    st.integers(0, 400),  # bytes removed there
    st.one_of(PIECES.map(str.encode), TREES.map(str.encode), st.binary(max_size=40))),
    min_size=1, max_size=6)


@SETTINGS
@given(which=st.integers(0, 100), edits=EDITS)
def test_demo_pages_damaged_at_random(which, edits, extractor, demo_pages, tmp_path):
    """Pages that still match their template, with fields cut, doubled, broken or moved."""
    data = demo_pages[which % len(demo_pages)]
    for where, removed, inserted in edits:
        at = int(where * len(data))
        data = data[:at] + inserted + data[at + removed:]
    through_everything(data, extractor, tmp_path)


def test_undamaged_pages_are_extracted(extractor, demo_pages, tmp_path):
    """The property's pages reach the extraction (not all refused before it)."""
    statuses = [through_everything(page, extractor, tmp_path).status for page in demo_pages]
    assert statuses.count(EXTRACTED) >= len(demo_pages) // 2

