"""Main content with the template's knowledge (extract/content.py): boilerplate from the template
and the cluster, the learnt content node and headline, fallbacks, the content label (its JSON,
extraction through ``label_value_on``), and on the demo crawl against its ground truth."""

import json
import random

import pytest

from tplx_engine.cluster import cluster, cut, pairwise_distances
from tplx_engine.config import load_config
from tplx_engine.extract import content as tc
from tplx_engine.extract.labels import Label
from tplx_engine.extract.values import label_value_on
from tplx_engine.similarity import get_metric
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
NOTE = "A note from the editor of this week, on the first page only, with the words of it."

PAGE = """<html><head><title>{title} | Garden Notes</title></head><body>
<div id="site"><h1><a href="/">Garden Notes</a></h1><p class="tag">Vegetables and more</p></div>
<div id="main"><h2>{title}</h2>{note}<div class="post"><div class="body">{paras}
<p class="share">{share}</p></div></div></div>
<div id="side"><div class="about"><p>{about}</p></div>
<ul class="links"><li><a href="/a">Archive</a></li><li><a href="/b">Contact</a></li></ul></div>
</body></html>"""


def sentence(rng, n):
    return " ".join(rng.choice(WORDS) for _ in range(n)).capitalize() + "."


def garden_pages(n=8, seed=3):
    """A cluster of blog pages: a constant 'about' box longer than the short articles, a
    constant share line inside the article body, the headline outside the body, and on the
    first page only an editor's note. Returns (views, bodies, titles)."""
    rng = random.Random(seed)
    views, bodies, titles = [], [], []
    for i in range(n):
        count = 1 if i % 3 == 0 else 4  # every third article is short
        paras = [sentence(rng, 12 if count == 1 else 30) for _ in range(count)]
        title = sentence(rng, 6)[:-1]
        note = f'<div class="note"><p>{NOTE}</p></div>' if i == 0 else ""
        html = PAGE.format(title=title, about=ABOUT, share=SHARE, note=note,
                           paras="".join(f"<p>{p}</p>\n" for p in paras))
        views.append(view_of_html(html, f"p{i}.html"))
        bodies.append(normalize(" ".join(paras)))
        titles.append(title)
    return views, bodies, titles


@pytest.fixture(scope="module")
def garden():
    views, bodies, titles = garden_pages()
    template = induce_template(views, 1, template_id="garden", cluster=0, threshold=0.5,
                               metric="elcs", options=PageOptions())
    return template, views, bodies, titles


def test_boilerplate_is_what_most_pages_share(garden):
    template, views, _, _ = garden
    constants = tc.template_constants(template)
    assert normalize(ABOUT) in constants and SHARE in constants
    assert "Garden Notes" in constants
    assert not any(p for p in constants if p.startswith(WORDS[0].capitalize()))  # no data
    assert NOTE not in constants  # the note's node is on one page: its text is that page's data
    shared = tc.shared_texts(views)
    assert normalize(ABOUT) in shared and SHARE in shared and NOTE not in shared
    assert tc.shared_texts(views[:tc.MIN_PAGES_FOR_SHARED - 1]) == frozenset()
    # a text on more than half of the pages is shared, on half or less it is not
    half = [view_of_html(f"<html><body><p>{'kept' if i < 4 else 'other'} words</p><p>.</p>"
                         "</body></html>", f"h{i}") for i in range(7)]
    assert tc.shared_texts(half) == frozenset({"kept words"})  # never punctuation: '.'


def test_template_content_beats_the_page_alone(garden):
    template, views, bodies, titles = garden
    model = tc.learn(template, views)
    # the page with the note (an optional block before the post) may align differently
    assert model.target is not None and model.support >= len(views) - 1
    assert model.confidence >= 0.8 and model.articles == len(views)
    assert model.heading is not None  # the <h2> sharing most with <title>, on every page
    template_right = default_right = 0
    for view, body, title in zip(views, bodies, titles):
        got = tc.extract(model, match_page(template, view))
        assert got.ok and got.method == tc.METHOD
        article = normalize(f"{title} {body}")  # the headline, then the text
        template_right += normalize(got.text) == article
        default_right += normalize(extract_content(view.root).text) == article
    assert template_right == len(views)
    # short articles lose to the long 'about' box, every article keeps the share line
    assert default_right < template_right


def test_blanking_alone_keeps_short_articles(garden):
    template, views, bodies, _ = garden
    boiler = tc.template_constants(template)
    short = views[3]  # i % 3 == 0: one paragraph
    assert normalize(ABOUT) in extract_content(short.root).text  # the page alone picks 'about'
    got = tc.descend(short.root, boiler)
    assert bodies[3] in normalize(got.text) and normalize(ABOUT) not in got.text
    assert SHARE not in got.text
    assert any(element is got.node for element in short.root.iter())  # the page's, not a copy


def test_content_node_found_on_too_few_pages_gives_no_target(garden):
    template, views, _, _ = garden
    assert tc.learn(template, views[:1]).target is not None  # one page: a majority of one
    odd = view_of_html("<html><body><section><article><p>" + " ".join(WORDS) * 3 +
                       "</p></article></section></body></html>", "odd.html")
    model = tc.learn(template, views[1:3] + [odd] * 3)  # 2 of 5 pages agree
    assert model.target is None and model.support == 2 and "varies" in model.reason
    assert model.best is not None and model.heading is None  # a headline on 2 of 5 pages
    got = tc.extract(model, match_page(template, views[3]))  # falls back to the descent
    assert got.ok and normalize(got.text) == normalize(
        tc.descend(views[3].root, model.boilerplate).text)


def test_unaligned_or_nearly_empty_node_falls_back_to_the_page(garden):
    template, views, _, _ = garden
    model = tc.learn(template, views)
    odd = view_of_html("<html><body><div><p>" + " ".join(WORDS) + "</p></div></body></html>",
                       "odd.html")
    got = tc.extract(model, match_page(template, odd))
    assert got.ok and "tomatoes" in got.text
    # the node is aligned but holds one short line; the article stands in a new block
    article = " ".join(WORDS) * 4
    moved = view_of_html(PAGE.format(title="Moved", about=ABOUT, share=SHARE, note="",
                                     paras="<p>We wrote it below.</p>")
                         .replace('<div id="side">', f'<div class="late"><p>{article}</p></div>'
                                  '<div id="side">'), "moved.html")
    got = tc.extract(model, match_page(template, moved))
    assert normalize(article) in normalize(got.text)


def test_headline_is_added_once_and_only_before_the_content(garden):
    template, views, bodies, _ = garden
    model = tc.learn(template, views)
    match = match_page(template, views[1])
    inside = tc.content_of(match, model.target, model.boilerplate, heading=model.target)
    assert normalize(inside.text) == bodies[1]  # the "headline" is the content node itself
    stale = tc.content_of(match, model.target, model.boilerplate, heading="E99:0")
    assert normalize(stale.text) == bodies[1]  # a node the template lacks: no headline
    assert tc.page_element(match, "E99:0") is None
    assert tc.page_element(match, f"{model.target}#999") is None


def test_empty_and_textless_pages_give_reasons(garden):
    template, _, _, _ = garden
    model = tc.ContentModel(template.id, None, 0, 0, frozenset())
    empty = view_of_html("<html></html>", "e.html")
    assert not tc.extract(model, match_page(template, empty)).ok
    links = view_of_html("<html><body><a href='x'>the the the</a></body></html>", "l.html")
    result = tc.descend(links.root)
    assert not result.ok and "no valid characters" in result.reason


def test_content_label_extracts_and_survives_its_json(garden):
    template, views, bodies, titles = garden
    model = tc.learn(template, views)
    label = tc.content_label(model, page_id="p1.html", xpath="/html/body/div[2]")
    assert label.extractor == tc.EXTRACTOR and label.target == model.target
    assert Label.from_json(label.to_json()) == label
    assert json.loads(label.to_json())["extractor_state"]["heading"] == model.heading
    for view, body, title in zip(views, bodies, titles):
        found = label_value_on(match_page(template, view), label)
        assert not found.repeated and len(found.values) == len(found.xpaths) == 1
        assert normalize(found.value) == normalize(f"{title} {body}")
        assert normalize(ABOUT) not in found.value and SHARE not in found.value
    # a label stored by the previous version (no extractor keys): the node's whole text
    old = json.loads(label.to_json())
    del old["extractor"], old["extractor_state"]
    plain = Label.from_json(json.dumps(old))
    assert plain.extractor is None and plain.extractor_state is None
    text = label_value_on(match_page(template, views[1]), plain).value
    assert SHARE in text  # as before: every text of the node
    with pytest.raises(Exception, match="no template node"):
        tc.content_label(tc.ContentModel(template.id, None, 0, 3, frozenset(), "none found"))


def test_demo_content_equals_ground_truth(demo_crawl, demo_manifest):
    """Each demo template with CONTENT or DESCRIPTION, clustered (not taken from the manifest):
    the template-aware content is the headline then the ground truth text on every page."""
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
            fields = entries[i]["fields"]
            truth = fields.get("CONTENT") or fields["DESCRIPTION"]
            got = normalize(tc.extract(model, match_page(template, views[i])).text)
            assert got in (normalize(truth), normalize(f"{fields['TITLE']} {truth}")), \
                entries[i]["path"]
            checked += 1
    assert checked == len(entries) > 0


def test_the_content_node_is_found_under_a_tag_name_xpath_cannot_read():
    import lxml.html  # a damaged page: a character inserted into a tag name
    story = " ".join(["The council said on Monday that the new bridge would open in spring."] * 6)
    root = lxml.html.document_fromstring(
        f"<html><body><div><p>Menu</p></div><xȾ><p>{story}</p><p>{story}</p></xȾ></body></html>")
    found = tc.descend(root)
    assert any(element is found.node for element in root.iter())  # an element of the page
    assert story in found.text
