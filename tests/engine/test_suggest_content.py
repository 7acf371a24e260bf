"""Template-aware main content (suggest/content.py): boilerplate from the template, the content
node learnt over the cluster, fallbacks; and on the demo crawl against its ground truth."""

import random

import pytest

from tplx_engine.cluster import cluster, cut, pairwise_distances
from tplx_engine.config import load_config
from tplx_engine.similarity import get_metric
from tplx_engine.suggest import content as tc
from tplx_engine.template import PageOptions, induce_template, load_view, match_page, view_of_html
from tplx_engine.template.text import normalize
from tplx_engine.templatefree import extract_content

ABOUT = ("This is a small blog about the garden and the kitchen, written by two friends who "
         "have grown vegetables for many years and who like to share what they have learnt "
         "with the people of the valley. We write when there is something to say, and we "
         "answer every letter that is sent to us, even when it takes a while to find the time. "
         "All the pictures on this site are our own and you may use them as you like.")
SHARE = "Share this story with the people you care about and tell us what you think of it."
_SENTENCE = ("the tomatoes grew in the warm corner of the garden and we picked them in the "
             "morning before the sun was high and the bees were out in the beds")
WORDS = tuple(_SENTENCE.split(" "))

PAGE = """<html><head><title>{title} | Garden Notes</title></head><body>
<div id="site"><h1><a href="/">Garden Notes</a></h1><p class="tag">Vegetables and more</p></div>
<div id="main"><div class="post"><h2>{title}</h2><div class="body">{paras}
<p class="share">{share}</p></div></div></div>
<div id="side"><div class="about"><p>{about}</p></div>
<ul class="links"><li><a href="/a">Archive</a></li><li><a href="/b">Contact</a></li></ul></div>
</body></html>"""


def sentence(rng, n):
    return " ".join(rng.choice(WORDS) for _ in range(n)).capitalize() + "."


def garden_pages(n=8, seed=3):
    """A cluster of blog pages: a constant 'about' box longer than the short articles, and a
    constant share line inside the article body. Returns (views, gold contents)."""
    rng = random.Random(seed)
    views, gold = [], []
    for i in range(n):
        count = 1 if i % 3 == 0 else 4  # every third article is short
        paras = [sentence(rng, 12 if count == 1 else 30) for _ in range(count)]
        title = sentence(rng, 6)[:-1]
        html = PAGE.format(title=title, about=ABOUT, share=SHARE,
                           paras="".join(f"<p>{p}</p>\n" for p in paras))
        views.append(view_of_html(html, f"p{i}.html"))
        gold.append(normalize(" ".join(paras)))
    return views, gold


@pytest.fixture(scope="module")
def garden():
    views, gold = garden_pages()
    template = induce_template(views, 1, template_id="garden", cluster=0, threshold=0.5,
                               metric="elcs", options=PageOptions())
    return template, views, gold


def test_constants_and_shared_texts_are_boilerplate(garden):
    template, views, _ = garden
    constants = tc.template_constants(template)
    assert normalize(ABOUT) in constants and SHARE in constants
    assert "Garden Notes" in constants
    assert not any(p for p in constants if p.startswith(WORDS[0].capitalize()))  # no data
    shared = tc.shared_texts(views)
    assert normalize(ABOUT) in shared and SHARE in shared
    assert tc.shared_texts(views[:tc.MIN_PAGES_FOR_SHARED - 1]) == frozenset()


def test_template_content_beats_the_page_alone(garden):
    template, views, gold = garden
    model = tc.learn(template, views)
    assert model.target is not None and model.support == len(views)
    assert model.confidence == 1.0
    template_right = default_right = 0
    for view, truth in zip(views, gold):
        got = tc.extract(model, match_page(template, view))
        assert got.ok and got.method == tc.METHOD
        template_right += normalize(got.text) == truth
        default_right += normalize(extract_content(view.root).text) == truth
    assert template_right == len(views)
    # short articles lose to the long 'about' box, every article keeps the share line
    assert default_right < template_right


def test_blanking_alone_keeps_short_articles(garden):
    template, views, gold = garden
    boiler = tc.template_constants(template)
    short = views[0]  # i % 3 == 0: one paragraph
    assert normalize(ABOUT) in extract_content(short.root).text  # the page alone picks 'about'
    got = tc.descend(short.root, boiler)
    assert normalize(got.text) == gold[0]
    assert got.node.get("class") == "body"


def test_content_node_found_on_too_few_pages_gives_no_target(garden):
    template, views, _ = garden
    assert tc.learn(template, views[:1]).target is not None  # one page: a majority of one
    odd = view_of_html("<html><body><section><article><p>" + " ".join(WORDS) * 3 +
                       "</p></article></section></body></html>", "odd.html")
    model = tc.learn(template, views[1:3] + [odd] * 3)  # 2 of 5 pages agree
    assert model.target is None and model.support == 2 and "varies" in model.reason
    got = tc.extract(model, match_page(template, views[3]))  # falls back to the descent
    assert got.ok and normalize(got.text) == normalize(
        tc.descend(views[3].root, model.boilerplate).text)


def test_unaligned_target_falls_back_to_descent(garden):
    template, views, _ = garden
    model = tc.learn(template, views)
    odd = view_of_html("<html><body><div><p>" + " ".join(WORDS) + "</p></div></body></html>",
                       "odd.html")
    got = tc.extract(model, match_page(template, odd))
    assert got.ok and "tomatoes" in got.text


def test_empty_and_textless_pages_give_reasons(garden):
    template, _, _ = garden
    model = tc.ContentModel(template.id, None, 0, 0, frozenset())
    empty = view_of_html("<html></html>", "e.html")
    assert not tc.extract(model, match_page(template, empty)).ok
    links = view_of_html("<html><body><a href='x'>the the the</a></body></html>", "l.html")
    result = tc.descend(links.root)
    assert not result.ok and "no valid characters" in result.reason


def test_demo_news_content_equals_ground_truth(demo_crawl, demo_manifest):
    """Each demo template with CONTENT or DESCRIPTION, clustered (not taken from the manifest):
    the template-aware content equals the ground truth on every page."""
    options = PageOptions.from_config(load_config(use_user_dir=False))
    entries = [p for p in demo_manifest["pages"] if p["kind"] == "detail"
               and (p["fields"].get("CONTENT") or p["fields"].get("DESCRIPTION"))]
    views = [load_view(demo_crawl / p["path"], p["path"], options, with_texts=True)
             for p in entries]
    metric = get_metric("elcs")
    distances = pairwise_distances([metric.prepare(v.merged) for v in views], "elcs", {},
                                   workers=1)
    flat = cut(cluster(distances), 0.3, distances)
    checked = 0
    for k in range(flat.n_clusters):
        members = flat.members(k).tolist()
        template = induce_template([views[i] for i in members],
                                   members.index(int(flat.medoids[k])), template_id=f"t{k}",
                                   cluster=k, threshold=0.3, metric="elcs", options=options)
        model = tc.learn(template, [views[i] for i in members[::3]])
        assert model.target is not None, model.reason
        for i in members:
            truth = entries[i]["fields"].get("CONTENT") or entries[i]["fields"]["DESCRIPTION"]
            got = tc.extract(model, match_page(template, views[i]))
            assert normalize(got.text) == normalize(truth), entries[i]["path"]
            checked += 1
    assert checked == len(entries) > 0
