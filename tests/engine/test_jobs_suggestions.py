"""Suggested labels (suggest.py, suggest_page.py, cli_suggest.py) on the clustered demo crawl and
on small in-test clusters."""

import shutil
from collections import Counter
from dataclasses import replace
from types import SimpleNamespace

import pytest
from tplx_cli import fails, run

from tplx_engine.config import load_config
from tplx_engine.errors import TplxError
from tplx_engine.extract.labels import label_value
from tplx_engine.extract.values import EXTRACTED, Extractor
from tplx_engine.jobs import labelling
from tplx_engine.jobs import suggestions as suggestion_jobs
from tplx_engine.jobs import templates as template_jobs
from tplx_engine.jobs.clustering import current_clustering
from tplx_engine.jobs.stored import crawl_root, load_labels, load_templates, page_loader
from tplx_engine.store import templates as store
from tplx_engine.store.project import Project
from tplx_engine.suggest import vote as suggest
from tplx_engine.suggest.content import template_constants
from tplx_engine.suggest.page import Hit, page_hits
from tplx_engine.template import PageOptions, induce_template, match_page, view_of_html

CONFIG = load_config(use_user_dir=False)


@pytest.fixture(scope="module")
def built(tmp_path_factory, demo_elcs_project):
    """A demo project after tplx inspect, cluster (elcs, 0.3) and template; never modified."""
    path = tmp_path_factory.mktemp("suggest") / "demo.tplx"
    shutil.copy(demo_elcs_project, path)
    with Project(path) as project:
        template_jobs.build_templates(project, current_clustering(project), CONFIG)
    return path


@pytest.fixture
def project(built, tmp_path):
    target = tmp_path / "p.tplx"
    shutil.copyfile(built, target)
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


# -- the demo crawl -------------------------------------------------------------------------------

def test_news_title_and_date_land_on_the_ground_truth_nodes(project, demo_manifest):
    suggestions = suggestion_jobs.suggest_project(project, CONFIG)
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


def test_suggestion_places_on_every_member_page(project, demo_manifest):
    suggestions = suggestion_jobs.suggest_project(project, CONFIG)
    template = demo_templates(project, demo_manifest)["en-news"]
    proposed = [s for s in suggestions if s.template_id == template.id]
    title = best(proposed, template, "TITLE")
    load = page_loader(crawl_root(project), template.options)
    other = next(p for p in entries_of(demo_manifest, "en-news")
                 if p["path"] in template.members and p["path"] != title.page_id)
    view = load(other["path"])  # not the example page: found by alignment
    places = dict((s.id, xpaths) for s, xpaths in
                  suggestion_jobs.suggestion_places(template, proposed, view))
    assert set(places) == {s.id for s in proposed}
    (xpath,) = places[title.id]
    nodes = view.root.getroottree().xpath(xpath)
    text = "".join(n if isinstance(n, str) else "".join(n.itertext()) for n in nodes)
    assert " ".join(text.split()) == other["fields"]["TITLE"]
    assert suggestion_jobs.suggestion_places(template, [], view) == []


def test_forum_templates_get_posts(project, demo_manifest):
    suggestions = suggestion_jobs.suggest_project(project, CONFIG)
    templates = demo_templates(project, demo_manifest)
    for name in ("en-forum", "zh-forum"):
        fields = {s.field for s in suggestions if s.template_id == templates[name].id}
        assert {"POST", "POST_TEXT", "POST_DATE"} <= fields, (name, fields)
        assert best(suggestions, templates[name], "POST").confidence >= 0.9
        assert "CONTENT" not in fields  # the thread holding the posts is no article
        assert "DATE" not in fields  # a thread's latest date is a reply's


def test_accepted_suggestions_extract_the_manifest_values(project, demo_manifest):
    suggestions = suggestion_jobs.suggest_project(project, CONFIG)
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
    accepted = suggestion_jobs.list_suggestions(project, status="accepted")
    assert {s.label_id for s in accepted} == set(stored)
    for name, fields in wanted.items():
        for entry, record in extract_all(project, templates[name], entries_of(demo_manifest,
                                                                              name)):
            for field in fields:
                assert record.get(field) == entry["fields"][field], (entry["path"], field)


def test_rejected_suggestions_stay_rejected(project, demo_manifest):
    first = suggestion_jobs.suggest_project(project, CONFIG)
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


# -- voting ---------------------------------------------------------------------------------------

def hit(field, target, page):
    return Hit(field, target, "test", page, "/html", "value")


def test_vote_counts_pages_and_applies_the_thresholds():
    template = SimpleNamespace(id="t", node_index={})
    pages = [[hit("TITLE", "E1:1", f"p{i}"), hit("POST", "E2:0", f"p{i}"),
              hit("POST", "E2:0", f"p{i}")] for i in range(6)]
    pages[0].append(hit("TITLE", "E1:5", "p0"))  # one page only: below min_support
    pages[1].append(hit("DATE", "E2:3", "p1"))
    pages[2].append(hit("DATE", "E2:3", "p2"))
    for i in range(4):  # a DATE on a post's date node is a post's date
        pages[i] += [hit("DATE", "E2:4", f"p{i}"), hit("POST_DATE", "E2:4", f"p{i}")]
    options = suggest.SuggestOptions(min_support=2, min_confidence=0.3)
    found = {(s.field, s.target): s for s in suggest.vote(template, pages, options)}
    assert found[("TITLE", "E1:1")].confidence == 1.0
    assert found[("POST", "E2:0")].support == 6  # pages, not posts
    assert ("TITLE", "E1:5") not in found
    assert found[("DATE", "E2:3")].confidence == pytest.approx(2 / 6, abs=1e-4)
    assert ("DATE", "E2:4") not in found and ("POST_DATE", "E2:4") in found
    strict = suggest.vote(template, pages, replace(options, min_confidence=0.5))
    assert {(s.field, s.target) for s in strict} == {("TITLE", "E1:1"), ("POST", "E2:0"),
                                                     ("POST_DATE", "E2:4")}
    assert suggest.vote(template, [], options) == []
    two = suggest.vote(template, pages[:1], options)  # one sampled page can still vote
    assert {s.field for s in two} >= {"TITLE", "POST"}


# -- template-aware refinements on a small cluster ------------------------------------------------

BLOG = """<html><head><title>{title} | Garden Notes</title></head><body>
<div id="site"><h1><a href="/">Garden Notes</a></h1></div>
<div id="main"><div class="post"><h2 class="title">{title}</h2>
<div class="meta">Posted on <span class="date">{date}</span></div>
<div class="body"><p>The tomatoes grew in the warm corner of the garden and we picked them in
the morning before the sun was high.</p><p>{body}</p></div></div>
<ol class="comments">{comments}</ol></div></body></html>"""
COMMENT = ('<li class="comment"><div class="comment-author"><cite>{who}</cite> <span>says:</span></div>'
           '<div class="when">{when}</div><div class="text">{text}</div></li>')


def blog_views():
    views = []
    for i in range(6):
        comments = "".join(COMMENT.format(who=f"Reader {k}{i}", when=f"March {10 + k}, 201{i}",
                                          text=f"Thanks for the tip number {k} of {i}.")
                           for k in range(i % 3 + 2))
        html = BLOG.format(title=f"How we grew tomato number {i} on the roof",
                           date=f"March {i + 1}, 201{i}", body=f"It was week {i} of the summer.",
                           comments=comments)
        views.append(view_of_html(html, f"p{i}.html"))
    return views


def test_title_date_and_author_use_the_template():
    views = blog_views()
    template = induce_template(views, 0, template_id="blog", cluster=0, threshold=0.5,
                               metric="elcs", options=PageOptions())
    boiler = template_constants(template)
    assert "Garden Notes" in boiler
    match = match_page(template, views[2])
    hits, _ = page_hits(match, boiler)
    by_field = {}
    for h in hits:
        by_field.setdefault(h.field, []).append(h)
    # the source rule picks the site name in <h1>: template text, so the data heading wins
    assert [h.value for h in by_field["TITLE"]] == ["How we grew tomato number 2 on the roof"]
    # the latest date is a comment's: the page date is the latest outside records
    assert [h.value for h in by_field["DATE"]] == ["March 3, 2012"]
    assert by_field["DATE"][0].prefix is None
    authors = [h.value for h in by_field.get("POST_AUTHOR", [])]
    assert authors == [f"Reader {k}2" for k in range(len(authors))] and authors
    assert all("#" in h.target for h in by_field["POST_AUTHOR"])  # the cite text, no "says:"


# -- the command ----------------------------------------------------------------------------------


def test_cli_suggest_accept_reject_list(capsys, built, tmp_path):
    path = tmp_path / "cli.tplx"
    shutil.copyfile(built, path)
    code, doc = run(capsys, "suggest", path, "--json", "--quiet")
    assert code == 0 and doc["command"] == "suggest" and doc["action"] == "suggest"
    assert len(doc["templates"]) == 6
    every = [s for t in doc["templates"] for s in t["suggestions"]]
    assert every and all(0 < s["confidence"] <= 1 and s["status"] == "proposed" for s in every)
    assert all(t["sampled"] <= 20 for t in doc["templates"])
    first, second = every[0], every[1]
    code, text = run(capsys, "suggest", path, "--list")
    assert code == 0 and f"[{first['id']}]" in text and "e.g." in text
    code, doc = run(capsys, "suggest", path, "--accept", first["id"], "--json")
    assert code == 0 and doc["label"]["target"] == first["target"]
    assert doc["label"]["field"] == first["field"]
    code, text = run(capsys, "suggest", path, "--reject", second["id"])
    assert code == 0 and "rejected" in text
    code, doc = run(capsys, "suggest", path, "--list", "--all", "--json")
    status = {s["id"]: s["status"] for s in doc["suggestions"]}
    assert status[first["id"]] == "accepted" and status[second["id"]] == "rejected"
    code, doc = run(capsys, "suggest", path, "--accept-all-above", "0.9", "--json")
    assert code == 0 and doc["accepted"]
    assert all(s["confidence"] >= 0.9 for s in doc["accepted"])
    pairs = [(s["template"], s["field"]) for s in doc["accepted"]]
    assert len(pairs) == len(set(pairs))  # one label per template and field
    assert "one of" in fails(capsys, "suggest", path, "--accept", "1", "--reject", "2")
