"""The suggestion jobs (jobs/suggestions.py) on the templated demo project: suggestions land on
the ground truth, are placed on any member page, accepted ones extract the manifest's values,
rejected ones stay rejected."""

import shutil
from collections import Counter

import pytest

from tplx_engine.config import load_config
from tplx_engine.errors import TplxError
from tplx_engine.extract.content import EXTRACTOR
from tplx_engine.extract.labels import label_value
from tplx_engine.extract.values import EXTRACTED, Extractor
from tplx_engine.jobs import labelling
from tplx_engine.jobs import suggestions as suggestion_jobs
from tplx_engine.jobs import templates as template_jobs
from tplx_engine.jobs.stored import crawl_root, load_labels, load_templates, page_loader
from tplx_engine.model import Suggestion
from tplx_engine.store import templates as store
from tplx_engine.store.project import Project
from tplx_engine.suggest import vote as suggest
from tplx_engine.suggest.page import CONTENT_SOURCE
from tplx_engine.template import PageOptions
from tplx_engine.template.text import normalize
from tplx_engine.templatefree import find_dates

CONFIG = load_config(use_user_dir=False)


@pytest.fixture
def project(demo_elcs_templates, tmp_path):
    """A copy of the session's templated demo project, before any suggestion."""
    target = tmp_path / "p.tplx"
    shutil.copyfile(demo_elcs_templates, target)
    with Project(target) as p:
        yield p


@pytest.fixture(scope="module")
def suggested(demo_elcs_templates, tmp_path_factory):
    """(path, suggestions): a copy of the templated demo project after one suggest_project run
    (read-only: the tests that change it take ``suggested_project``)."""
    path = tmp_path_factory.mktemp("suggested") / "p.tplx"
    shutil.copyfile(demo_elcs_templates, path)
    with Project(path) as project:
        return path, suggestion_jobs.suggest_project(project, CONFIG)


@pytest.fixture
def suggested_project(suggested, tmp_path):
    target = tmp_path / "suggested.tplx"
    shutil.copyfile(suggested[0], target)
    with Project(target) as p:
        yield p


def demo_templates(project, manifest):
    """Manifest template name -> stored template (clusters are checked to be pure)."""
    kinds = {p["path"]: p["template"] for p in manifest["pages"]}
    out = {}
    for t in load_templates(project):
        names = Counter(kinds[m] for m in t.members)
        assert len(names) == 1, names
        out[names.most_common(1)[0][0]] = t
    return out


def best(suggestions, template, field):
    found = [s for s in suggestions if s.template_id == template.id and s.field == field]
    return max(found, key=lambda s: s.confidence) if found else None


def entries_of(manifest, name):
    return [p for p in manifest["pages"] if p["template"] == name]


def extract_all(project, template, entries):
    root = crawl_root(project)
    labels = [lb for _, lb in load_labels(project)]
    extractor = Extractor(load_templates(project), labels, CONFIG)
    load = page_loader(root, template.options)
    out = []
    for entry in entries:
        result = extractor.extract_view(load(entry["path"]))
        assert result.status == EXTRACTED and result.template_id == template.id
        out.append((entry, result.record()))
    return out


def test_news_title_and_date_land_on_the_ground_truth_nodes(suggested, demo_manifest):
    path, suggestions = suggested
    with Project(path) as project:
        assert load_labels(project) == []  # suggestions are kept apart from labels
        templates = demo_templates(project, demo_manifest)
        load = page_loader(crawl_root(project), PageOptions.from_config(CONFIG))
    for name in ("en-news", "zh-news"):
        template = templates[name]
        page = next(p for p in entries_of(demo_manifest, name) if p["path"] in template.members)
        view = load(page["path"])
        for field in ("TITLE", "DATE"):
            s = best(suggestions, template, field)
            assert s is not None and s.confidence >= 0.9 and s.status == "proposed"
            assert s.sample_size == min(len(template.members), suggest.SuggestOptions().sample)
            # where a hand-made label by the manifest's value goes
            truth = label_value(template, view, page["fields"][field], field, pick=0)
            assert s.target.split("#")[0] == truth.target.split("#")[0], (name, field)


def test_suggestion_places_on_every_member_page(suggested, demo_manifest):
    path, suggestions = suggested
    with Project(path) as project:
        template = demo_templates(project, demo_manifest)["en-news"]
        root = crawl_root(project)
    proposed = [s for s in suggestions if s.template_id == template.id]
    title = best(proposed, template, "TITLE")
    load = page_loader(root, template.options)
    other = next(p for p in entries_of(demo_manifest, "en-news")
                 if p["path"] in template.members and p["path"] != title.page_id)
    view = load(other["path"])  # not the example page: found by alignment
    places = {s.id: xpaths for s, xpaths in
              suggestion_jobs.suggestion_places(template, proposed, view)}
    assert set(places) == {s.id for s in proposed}
    (xpath,) = places[title.id]
    nodes = view.root.getroottree().xpath(xpath)
    text = "".join(n if isinstance(n, str) else "".join(n.itertext()) for n in nodes)
    assert " ".join(text.split()) == other["fields"]["TITLE"]
    assert suggestion_jobs.suggestion_places(template, [], view) == []


def test_forum_templates_get_posts(suggested, demo_manifest):
    path, suggestions = suggested
    with Project(path) as project:
        templates = demo_templates(project, demo_manifest)
    for name in ("en-forum", "zh-forum"):
        fields = {s.field for s in suggestions if s.template_id == templates[name].id}
        assert {"POST", "POST_TEXT", "POST_DATE"} <= fields, (name, fields)
        assert best(suggestions, templates[name], "POST").confidence >= 0.9
        assert "CONTENT" not in fields  # the thread holding the posts is no article
        assert "DATE" not in fields  # a thread's latest date is a reply's


def test_accepted_suggestions_extract_the_manifest_values(suggested, suggested_project,
                                                          demo_manifest):
    project, suggestions = suggested_project, suggested[1]
    templates = demo_templates(project, demo_manifest)
    wanted = {"en-news": ("TITLE", "DATE", "CONTENT"), "zh-news": ("TITLE", "DATE", "CONTENT"),
              "en-forum": ("TITLE", "POST_TEXT", "POST_DATE", "POST_AUTHOR"),
              "zh-forum": ("TITLE", "POST_TEXT", "POST_DATE")}
    for name, fields in wanted.items():
        for field in fields:
            s = best(suggestions, templates[name], field)
            label_id = suggestion_jobs.accept(project, s.id)
            assert suggestion_jobs.accept(project, s.id) == label_id  # accepting twice: same label
    stored = dict(load_labels(project))
    assert len(stored) == sum(len(f) for f in wanted.values())
    assert all(lb.source == "xpath" and lb.page_id and lb.xpath for lb in stored.values())
    # CONTENT is computed with the template's knowledge; DATE is read as a date
    assert {lb.field for lb in stored.values() if lb.extractor == EXTRACTOR} == {"CONTENT"}
    assert {lb.field for lb in stored.values() if lb.value_type == "date"} == {"DATE"}
    accepted = suggestion_jobs.list_suggestions(project, status="accepted")
    assert {s.label_id for s in accepted} == set(stored)
    for name, fields in wanted.items():
        for entry, record in extract_all(project, templates[name], entries_of(demo_manifest,
                                                                              name)):
            truth = entry["fields"]
            for field in fields:
                if field == "DATE":  # ISO 8601, with the time when the page writes one
                    (date,) = find_dates(truth[field])[:1]
                    assert record[field] == (date.value.isoformat(timespec="minutes")
                                             if date.has_time else date.value.date().isoformat())
                elif field == "CONTENT":  # the headline, then the text
                    assert normalize(record[field]) in (normalize(truth[field]), normalize(
                        f"{truth['TITLE']} {truth[field]}")), entry["path"]
                else:
                    assert record.get(field) == truth[field], (entry["path"], field)


def test_rejected_suggestions_stay_rejected(suggested, suggested_project, demo_manifest):
    project, first = suggested_project, suggested[1]
    templates = demo_templates(project, demo_manifest)
    news = templates["en-news"]
    title = best(first, news, "TITLE")
    content = best(first, news, "CONTENT")
    suggestion_jobs.reject(project, title.id)
    suggestion_jobs.accept(project, content.id)
    again = suggestion_jobs.suggest_project(project, CONFIG)
    keys = {(s.template_id, s.target, s.field) for s in again}
    assert (news.id, title.target, "TITLE") not in keys
    assert (news.id, content.target, "CONTENT") not in keys  # labelled already
    assert best(again, news, "DATE") is not None  # undecided ones come back
    rejected = suggestion_jobs.list_suggestions(project, news.id, "rejected")
    assert [s.id for s in rejected] == [title.id]
    assert len(suggestion_jobs.list_suggestions(project, status="accepted")) == 1
    # proposals are replaced, not piled up
    assert len(suggestion_jobs.list_suggestions(project, status="proposed")) == len(again)
    with pytest.raises(TplxError, match="accepted"):
        suggestion_jobs.reject(project, content.id)
    label_id = suggestion_jobs.accept(project, title.id, field="HEADLINE")  # a change of mind
    assert dict(load_labels(project))[label_id].field == "HEADLINE"
    suggestion_jobs.reopen(project, title.id)  # undo: the label goes, the proposal is back
    assert label_id not in dict(load_labels(project))
    assert store.load_suggestion(project, title.id).status == "proposed"
    old_label = store.load_suggestion(project, content.id).label_id
    labelling.remove_label(project, old_label)  # removed by hand: accepting again makes a new one
    new_label = suggestion_jobs.accept(project, content.id)
    assert new_label != old_label and new_label in dict(load_labels(project))


def test_suggest_one_cluster_and_bad_ids(project, demo_manifest):
    templates = demo_templates(project, demo_manifest)
    forum = templates["zh-forum"]
    found = suggestion_jobs.suggest_project(project, CONFIG, cluster=forum.cluster)
    assert found and {s.template_id for s in found} == {forum.id}
    with pytest.raises(TplxError, match="no template for cluster"):
        suggestion_jobs.suggest_project(project, CONFIG, cluster=999)
    with pytest.raises(TplxError, match="no suggestion 12345"):
        suggestion_jobs.accept(project, 12345)
    with pytest.raises(TplxError, match="sample"):
        suggestion_jobs.suggest_project(project, CONFIG, options=suggest.SuggestOptions(sample=0))
    s = found[0]
    template_jobs.save_templates(project, [t for t in load_templates(project) if t.id != forum.id])
    with pytest.raises(TplxError, match="no longer exists"):
        suggestion_jobs.accept(project, s.id)


# -- template-aware refinements on a small cluster ------------------------------------------------


def test_accept_above_takes_the_other_layouts_of_a_field(monkeypatch):
    """A field found in two alternatives of one optional part (two layouts of the page) is
    accepted on both when together they reach the threshold; a second target elsewhere is not
    (it would only shadow the first)."""
    def proposal(sid, target, field, confidence, source="date"):
        return Suggestion(sid, "t", target, field, confidence, 1, 20, source, "proposed",
                          "p.html", "/html", "x")

    proposals = [proposal(1, "O4/1:1#0", "DATE", 0.7), proposal(2, "O4/2:2#0", "DATE", 0.25),
                 proposal(3, "E1:5", "DATE", 0.4), proposal(4, "O7/1:0", "TITLE", 0.3),
                 proposal(5, "O7/2:0", "TITLE", 0.3), proposal(6, "O9/2:0", "TITLE", 0.1),
                 proposal(7, "O5/1:0", "CONTENT", 0.9, CONTENT_SOURCE),
                 proposal(8, "O5/2:0", "CONTENT", 0.1, CONTENT_SOURCE)]
    monkeypatch.setattr(suggestion_jobs, "list_suggestions", lambda *args: proposals)
    monkeypatch.setattr(suggestion_jobs, "load_labels", lambda project: [])
    monkeypatch.setattr(suggestion_jobs, "suggested_label", lambda project, s, field=None: s)
    monkeypatch.setattr(suggestion_jobs, "label_row", lambda s: s)
    monkeypatch.setattr(store, "accept_suggestions",
                        lambda project, pairs: [100 + sid for sid, _ in pairs])
    done = suggestion_jobs.accept_above(None, 0.5)
    assert [(s.id, label) for s, label, _ in done] == [(7, 107), (1, 101), (2, 102)]


def test_accept_above_stores_all_or_nothing(suggested_project):
    """A failure while the accepted labels are stored (here the third label's insert) leaves no
    label and no suggestion accepted; without it, the same run accepts them all."""
    project = suggested_project
    labels_before = load_labels(project)
    project.db.executescript("""
        CREATE TEMP TRIGGER fail_third BEFORE INSERT ON labels
        WHEN (SELECT count(*) FROM labels) >= 2
        BEGIN SELECT RAISE(ABORT, 'disk trouble'); END;""")
    with pytest.raises(Exception, match="disk trouble"):
        suggestion_jobs.accept_above(project, 0.5)
    assert load_labels(project) == labels_before == []
    assert store.load_suggestions(project, status="accepted") == []
    project.db.execute("DROP TRIGGER temp.fail_third")
    done = suggestion_jobs.accept_above(project, 0.5)
    accepted = [label for _, label, _ in done if label is not None]
    assert len(accepted) >= 3
    assert sorted(accepted) == sorted(i for i, _ in load_labels(project))
    assert len(store.load_suggestions(project, status="accepted")) == len(accepted)


def test_a_product_template_proposes_its_label_value_rows_as_fields(suggested, suggested_project,
                                                                    demo_manifest):
    project, suggestions = suggested_project, suggested[1]
    product = demo_templates(project, demo_manifest)["en-product"]
    rows = {s.field: s for s in suggestions
            if s.template_id == product.id and s.source == "label/value"}
    assert {"AUTHOR", "PUBLISHER", "ISBN_13", "PUBLICATION_DATE", "PAGES"} <= set(rows)
    entries = {e["path"]: e for e in entries_of(demo_manifest, "en-product")}
    with_pages = sum(1 for e in entries.values() if e["fields"].get("PAGES"))
    assert rows["ISBN_13"].confidence == 1.0 and rows["PAGES"].confidence < 1.0  # optional row
    assert abs(rows["PAGES"].confidence - with_pages / len(entries)) < 0.25  # a 20-page sample
    for name in ("PUBLISHER", "ISBN_13", "PAGES"):
        suggestion_jobs.accept(project, rows[name].id)
    labels = [lb for _, lb in load_labels(project) if lb.template_id == product.id]
    assert all(lb.anchor is not None for lb in labels)  # learnt as a label by value would be
    extractor = Extractor([product], labels)
    load = page_loader(crawl_root(project), product.options)
    for path, entry in entries.items():
        record = extractor.extract_view(load(path)).record()
        for name in ("PUBLISHER", "ISBN_13", "PAGES"):
            assert record.get(name) == entry["fields"].get(name), (path, name)


def test_a_page_an_extractor_fails_on_is_reported_and_the_others_still_vote(project,
                                                                            monkeypatch):
    from tplx_engine.suggest import page as suggest_page

    calls = []
    real = suggest_page.extract_byline

    def fails_once(root):
        calls.append(root)
        if len(calls) == 1:
            raise AttributeError("a bug on one page")
        return real(root)

    monkeypatch.setattr(suggest_page, "extract_byline", fails_once)
    reports = suggestion_jobs.suggest_project_report(project, CONFIG)
    failed = [(page, why) for r in reports for page, why in r.unreadable]
    assert len(failed) == 1 and failed[0][1].startswith("internal error (AttributeError")
    assert sum(len(r.suggestions) for r in reports) > 10


def test_a_page_over_its_time_budget_is_reported_and_the_others_still_vote(
        project, demo_manifest):
    import time

    template = demo_templates(project, demo_manifest)["en-news"]
    load = page_loader(crawl_root(project), template.options)
    slow = suggest.sample_pages(template, 20)[1]

    def slow_load(page_id):
        if page_id == slow:
            time.sleep(0.6)  # a page that costs more than its budget
        return load(page_id)

    report = suggest.suggest_template(template, slow_load,
                                      suggest.SuggestOptions(page_seconds=0.3))
    assert [page for page, _ in report.unreadable] == [slow]
    assert "still running after" in report.unreadable[0][1]
    assert report.sampled == min(20, len(template.members)) - 1
    assert {s.field for s in report.suggestions} >= {"TITLE", "DATE", "CONTENT"}
