"""The search index of extracted values (store/search.py, jobs/search.py): filled by
``extract_crawl`` in the transactions that record its pages, replaced page by page by the
next run, queried with plain words (substrings, Chinese too) or FTS5 syntax."""

import json
import re

import pytest
from demo_labels import label_fields

from tplx_engine.config import load_config
from tplx_engine.errors import Cancelled, NothingExtracted, SearchError
from tplx_engine.jobs import extraction
from tplx_engine.jobs.search import Query, search, snippet
from tplx_engine.progress import Reporter
from tplx_engine.store import extraction as extraction_tables
from tplx_engine.store.project import Project
from tplx_engine.store.repair import repair
from tplx_engine.store.search import MATCH_END, MATCH_START
from tplx_engine.template import PageOptions

CONFIG = load_config(use_user_dir=False)
OPTIONS = PageOptions.from_config(CONFIG)


@pytest.fixture
def labelled(templates_project, demo_crawl, demo_manifest):
    """The templates project with TITLE and PUBLISHER on en-product, TITLE and SOURCE on
    zh-news: (project, product template, news template)."""
    product = label_fields(templates_project, demo_crawl, demo_manifest, "en-product",
                     ("TITLE", "PUBLISHER"))
    news = label_fields(templates_project, demo_crawl, demo_manifest, "zh-news", ("TITLE", "SOURCE"))
    return templates_project, product, news


def _pages(demo_manifest, template_name):
    return [p for p in demo_manifest["pages"]
            if p["template"] == template_name and p["kind"] == "detail"]


def _indexed(project) -> list[tuple]:
    return sorted(project.db.execute("SELECT page_id, field, position, value, run_id "
                                     "FROM search_values").fetchall())


def _check_index_matches_rows(project) -> None:
    """The index holds exactly the terms of the rows' values: its vocabulary (term, values,
    occurrences) is that of an index made afresh from them."""
    db = project.db
    db.execute("INSERT INTO search_index(search_index) VALUES ('integrity-check')")
    db.execute("CREATE VIRTUAL TABLE temp.live USING fts5vocab(main, search_index, row)")
    db.execute("CREATE VIRTUAL TABLE temp.fresh USING fts5(value, tokenize='trigram')")
    db.execute("INSERT INTO temp.fresh(rowid, value) SELECT value_id, value FROM search_values")
    db.execute("CREATE VIRTUAL TABLE temp.fresh_vocab USING fts5vocab(temp, fresh, row)")
    try:
        live = db.execute("SELECT term, doc, cnt FROM temp.live ORDER BY term").fetchall()
        fresh = db.execute("SELECT term, doc, cnt FROM temp.fresh_vocab ORDER BY term").fetchall()
        assert live == fresh and len(live) > 50
    finally:
        for table in ("live", "fresh_vocab", "fresh"):
            db.execute(f"DROP TABLE temp.{table}")


def test_extract_indexes_every_value_it_writes(labelled, demo_crawl, tmp_path):
    project, product, news = labelled
    report = extraction.extract_crawl(project, demo_crawl, tmp_path / "o.jsonl", "jsonl",
                                      CONFIG, unmatched="pool")
    written = sorted((r["page"], field, 0, value, report.run_id)
                     for line in (tmp_path / "o.jsonl").read_text().splitlines()
                     for r in [json.loads(line)] for field, value in r["fields"].items()
                     if value)
    assert written and _indexed(project) == written and report.indexed == len(written)
    templates = dict(project.db.execute("SELECT DISTINCT page_id, template_id "
                                        "FROM search_values").fetchall())
    assert set(templates.values()) == {product.id, news.id}


def test_a_word_of_a_title_finds_its_page_first(labelled, demo_crawl, demo_manifest, tmp_path):
    project, product, _ = labelled
    extraction.extract_crawl(project, demo_crawl, tmp_path / "o.xml", "xml", CONFIG,
                             unmatched="pool")
    titles = {p["path"]: p["fields"]["TITLE"] for p in _pages(demo_manifest, "en-product")}
    page, title = next((p, t) for p, t in titles.items()
                       if sum(t.split()[1] in u for u in titles.values()) == 1)
    word = title.split()[1]
    result = search(project, word.upper(), field="TITLE")  # any case
    assert result.hits[0].page_id == page and result.hits[0].field == "TITLE"
    assert result.hits[0].template_id == product.id and result.hits[0].score < 0
    hit = result.hits[0]
    assert [hit.snippet[a:b] for a, b in hit.spans] == [word]
    assert hit.marked("[", "]").count("[") == 1


def test_chinese_words_of_two_and_four_characters_are_found_inside_a_sentence(
        labelled, demo_crawl, demo_manifest, tmp_path):
    project, _, news = labelled
    extraction.extract_crawl(project, demo_crawl, tmp_path / "o.xml", "xml", CONFIG,
                             unmatched="pool")
    titles = {p["path"]: p["fields"]["TITLE"] for p in _pages(demo_manifest, "zh-news")}
    page, title = next(iter(titles.items()))
    for term in (title[2:4], title[2:6]):  # not at the start: inside one CJK run
        expected = {p for p, t in titles.items() if term in t}
        hits = search(project, term, field="TITLE", limit=100).hits
        assert {h.page_id for h in hits} == expected and page in expected
        assert all(h.snippet[a:b] == term for h in hits for a, b in h.spans)
        assert all(h.template_id == news.id for h in hits)
    assert Query.parse(title[2:4]).match is None  # two characters: LIKE, not trigrams
    assert Query.parse(title[2:6]).match == f'"{title[2:6]}"'


def test_field_and_template_filters(labelled, demo_crawl, demo_manifest, tmp_path):
    project, product, news = labelled
    extraction.extract_crawl(project, demo_crawl, tmp_path / "o.xml", "xml", CONFIG,
                             unmatched="pool")
    publisher = _pages(demo_manifest, "en-product")[0]["fields"]["PUBLISHER"]
    everywhere = search(project, publisher, limit=500).hits
    assert {h.field for h in everywhere} >= {"PUBLISHER"}
    only = search(project, publisher, field="PUBLISHER", limit=500).hits
    assert only and {h.field for h in only} == {"PUBLISHER"}
    assert len(only) == sum(p["fields"]["PUBLISHER"] == publisher
                            for p in _pages(demo_manifest, "en-product"))
    assert not search(project, publisher, template_id=news.id).hits
    assert search(project, publisher, template_id=product.id).hits


def test_a_new_run_replaces_the_values_of_the_pages_it_went_through(
        labelled, demo_crawl, tmp_path):
    project, _product, _ = labelled
    first = extraction.extract_crawl(project, demo_crawl, tmp_path / "a.xml", "xml", CONFIG,
                                     unmatched="pool")
    before = _indexed(project)
    second = extraction.extract_crawl(project, demo_crawl, tmp_path / "b.xml", "xml", CONFIG,
                                      unmatched="pool", fields=["PUBLISHER"])
    after = _indexed(project)
    assert {row[4] for row in before} == {first.run_id}
    assert {row[4] for row in after} == {second.run_id}  # no value of the first run is left
    assert {row[1] for row in after} == {"PUBLISHER"}
    assert [r[:4] for r in after] == [r[:4] for r in before if r[1] == "PUBLISHER"]
    assert not search(project, "Press", field="TITLE").hits
    _check_index_matches_rows(project)
    third = extraction.extract_crawl(project, demo_crawl, tmp_path / "c.xml", "xml", CONFIG,
                                     unmatched="pool")
    assert [r[:4] for r in _indexed(project)] == [r[:4] for r in before]
    assert {row[4] for row in _indexed(project)} == {third.run_id}
    _check_index_matches_rows(project)


def test_a_cancelled_run_leaves_each_page_with_one_runs_values(labelled, demo_crawl, tmp_path):
    project, _, _ = labelled
    first = extraction.extract_crawl(project, demo_crawl, tmp_path / "a.xml", "xml", CONFIG,
                                     unmatched="pool")
    before = {(r[0], r[1], r[2]): r[3] for r in _indexed(project)}
    reporter = Reporter()
    # the first chunks of news.example.cn are through, those of shop.example.com are not
    news = min(i for i, page in enumerate(sorted(runs_pages(project))) if page.startswith("news"))

    def stop_in_the_middle(stage, done, total):
        if done > news + 32:
            reporter.cancel()
    reporter.sink = stop_in_the_middle
    with pytest.raises(Cancelled):
        extraction.extract_crawl(project, demo_crawl, tmp_path / "b.xml", "xml", CONFIG,
                                 unmatched="pool", fields=["TITLE"], reporter=reporter)
    runs = dict(project.db.execute("SELECT page_id, max(run_id) FROM extraction_pages "
                                   "GROUP BY page_id").fetchall())
    rows = project.db.execute("SELECT page_id, field, run_id FROM search_values").fetchall()
    assert {run for _, _, run in rows} == {first.run_id, first.run_id + 1}
    assert all(runs[page] == run for page, _, run in rows)  # values of the page's latest run
    replaced = {page for page, _, run in rows if run == first.run_id + 1}
    assert replaced and all(field == "TITLE" for page, field, run in rows if page in replaced)
    kept = {(r[0], r[1], r[2]): r[3] for r in _indexed(project) if r[0] not in replaced}
    assert kept == {k: v for k, v in before.items() if k[0] not in replaced}
    _check_index_matches_rows(project)


def runs_pages(project) -> set[str]:
    return {p for (p,) in project.db.execute("SELECT page_id FROM extraction_pages")}


def test_page_records_and_values_are_written_in_one_transaction(labelled):
    project, _, _ = labelled
    run = extraction_tables.start_run(project, "/crawl", None, None)
    page = extraction.PageResult("a.html", "http://a", "extracted", template_id="t")
    broken = extraction_tables.WrittenValue("a.html", None, "t", "TITLE", 0, None)  # NOT NULL
    with pytest.raises(Exception, match="NOT NULL"):
        extraction_tables.record_run_pages(project, run, [page], "/crawl", [broken])
    assert not project.db.execute("SELECT * FROM extraction_pages WHERE run_id=?",
                                  (run,)).fetchall()


def test_a_malformed_query_says_how_to_write_one(labelled, demo_crawl, tmp_path):
    project, _, _ = labelled
    extraction.extract_crawl(project, demo_crawl, tmp_path / "o.xml", "xml", CONFIG,
                             unmatched="pool")
    for query in ('"Riverside', "Press AND", "(Press", "NOT"):
        with pytest.raises(SearchError) as caught:
            search(project, query)
        message = str(caught.value)
        assert "\n" not in message and "double quotes" in message and query in message
    with pytest.raises(SearchError, match="empty query"):
        search(project, "   ")
    # punctuation in plain words is not syntax: each word is one quoted substring
    assert Query.parse("10:30-11:00 x-y").match == '"10:30-11:00" "x-y"'
    assert search(project, '"Riverside Press"').hits


def test_searching_before_any_extraction_says_to_extract_first(templates_project, demo_crawl,
                                                               demo_manifest):
    with pytest.raises(NothingExtracted, match="run tplx extract first"):
        search(templates_project, "Press")
    extraction_tables.start_run(templates_project, "/crawl", None, None)  # an earlier tplx's
    # without a label an extraction writes no value: say so, not "ran before the index"
    with pytest.raises(NothingExtracted, match="no field is labelled.*run tplx extract again"):
        search(templates_project, "Press")
    label_fields(templates_project, demo_crawl, demo_manifest, "en-product", ("TITLE",))
    with pytest.raises(NothingExtracted, match="ran before tplx indexed.*run tplx extract again"):
        search(templates_project, "Press")


def test_a_project_made_without_fts5_is_indexed_by_the_next_extraction(
        labelled, demo_crawl, tmp_path, monkeypatch):
    from tplx_engine.store import search as store_search

    project, _, _ = labelled
    project.db.execute("DROP TABLE search_index")  # as schema 7 leaves it without FTS5
    with monkeypatch.context() as without_fts5:
        without_fts5.setattr(store_search, "has_fts5", lambda db: False)
        extraction.extract_crawl(project, demo_crawl, tmp_path / "a.xml", "xml", CONFIG,
                                 unmatched="pool")  # the values are kept all the same
        with pytest.raises(SearchError, match="search needs a Python whose sqlite3"):
            search(project, "Press")
    kept = _indexed(project)
    assert kept
    with pytest.raises(SearchError, match="no search index.*run tplx extract again"):
        search(project, "Press")
    extraction.extract_crawl(project, demo_crawl, tmp_path / "b.xml", "xml", CONFIG,
                             unmatched="pool")
    assert search(project, "Press", limit=5).hits
    assert [r[:4] for r in _indexed(project)] == [r[:4] for r in kept]
    _check_index_matches_rows(project)


def test_a_repaired_project_keeps_its_index(labelled, demo_crawl, tmp_path):
    project, _, _ = labelled
    extraction.extract_crawl(project, demo_crawl, tmp_path / "o.xml", "xml", CONFIG,
                             unmatched="pool")
    hits = search(project, "Press", limit=50).hits
    project.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # repair reads the file itself
    repair(project.path, tmp_path / "repaired.tplx")
    with Project(tmp_path / "repaired.tplx") as repaired:
        assert search(repaired, "Press", limit=50).hits == hits


def test_a_snippet_is_cut_around_the_first_match_with_whitespace_collapsed():
    value = "word " * 40 + f"{MATCH_START}needle{MATCH_END}\n\n  in   the " + "hay " * 40
    text, spans = snippet(value, ("hay",))
    assert text.startswith("…") and text.endswith("…") and "\n" not in text
    assert "  " not in text and len(text) <= 82
    assert next(text[a:b] for a, b in spans) == "needle"
    assert {text[a:b] for a, b in spans[1:]} == {"hay"}
    assert re.search(r"needle in the hay", text)
    short, marks = snippet(f"{MATCH_START}北京{MATCH_END}工作")
    assert (short, marks) == ("北京工作", [(0, 2)])
