"""Template induction (SPEC §5): Algorithm 4, gaps -> optional nodes, ENs, records, statistics."""

import pickle
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

from tplx_engine.config import SimplifyOptions
from tplx_engine.model import token_id
from tplx_engine.template import (
    EssentialNode,
    OptionalNode,
    PageOptions,
    induce_skeleton,
    induce_template,
    view_of_html,
)
from tplx_engine.template.induce import GapInput, build_optional, sample_members

SPEC = ("aorzbcdlxe", "athubeatcdlxe", "athubeatcdpkue")
LETTERS = {token_id(c, 2): c for c in "abcdefghijklmnopqrstuvwxyz"}
RAW = PageOptions(simplify=SimplifyOptions(drop_with_content=(), drop_tags=(), unwrap_tags=()))


def _letters(tokens) -> str:
    return "".join(LETTERS[int(t)] for t in tokens)


def test_spec_example_skeleton():
    seqs = [np.array([token_id(c, 2) for c in s]) for s in SPEC]
    sk = induce_skeleton(seqs, 0, threshold=0.5)
    assert _letters(sk.common) == "abcde"
    assert [_letters(sk.common[a:b]) for a, b in sk.essentials] == ["a", "b", "cd", "e"]
    ons = {o.index: [(_letters(a.tokens), round(a.probability, 4)) for a in o.alternatives]
           for o in sk.optionals}
    assert ons == {1: [("thu", 0.6667), ("orz", 0.3333)], 2: [("eat", 0.6667)],
                   3: [("lx", 0.6667), ("pku", 0.3333)]}


def _spec_pages():
    html = "<html><body>{}</body></html>"
    return [view_of_html(html.format("".join(f"<{c}></{c}>" for c in s)), f"s{i}", RAW)
            for i, s in enumerate(SPEC)]


def test_spec_example_template_render_and_table_6_5_statistics():
    t = induce_template(_spec_pages(), 0, template_id="t", cluster=0, threshold=0.5,
                        metric="elcs", options=RAW)
    assert t.render().splitlines() == [
        "EN_1[html0 body1 a2]",
        "ON_1{(t2 h2 u2, 0.67) | (o2 r2 z2, 0.33)}",
        "EN_2[b2]",
        "ON_2{(e2 a2 t2, 0.67)}",
        "EN_3[c2 d2]",
        "ON_3{(l2 x2, 0.67) | (p2 k2 u2, 0.33)}",
        "EN_4[e2]",
    ]
    assert [type(p) for p in t.parts] == [EssentialNode, OptionalNode] * 3 + [EssentialNode]
    s = t.stats()
    assert (s.essential_nodes, s.optional_nodes, s.template_length) == (4, 3, 7)
    assert s.mean_en_length == pytest.approx((3 + 1 + 2 + 1) / 4)
    assert s.mean_on_length == pytest.approx((3 + 2 + (2 * 2 / 3 + 3 / 3)) / 3)
    assert t.node("O1/2:0").tag == "o" and t.node("E3:1").tag == "d"
    assert t.optionals[0].pages_with_content == 3 and t.optionals[1].pages_with_content == 2


def test_optional_node_builds_are_independent_and_picklable():
    seqs = [np.array([token_id(c, 2) for c in s]) for s in SPEC]
    serial = induce_skeleton(seqs, 0, threshold=0.5)
    with ThreadPoolExecutor(2) as pool:
        parallel = induce_skeleton(seqs, 0, threshold=0.5, mapper=pool.map)
    flat = [[(a.tokens.tolist(), a.pages, a.probability) for a in o.alternatives]
            for o in serial.optionals]
    assert flat == [[(a.tokens.tolist(), a.pages, a.probability) for a in o.alternatives]
                    for o in parallel.optionals]
    gap = GapInput(1, (seqs[0][1:4], seqs[1][1:4]), (0, 1), 3)
    again = pickle.loads(pickle.dumps(gap))
    result = build_optional(again, "elcs", 0.5)
    assert [a.pages for a in pickle.loads(pickle.dumps(result))] == [(0,), (1,)]


def test_gap_variants_beyond_the_cap_join_by_leader_clustering():
    base = [token_id("div", 3), token_id("span", 4)]
    link = token_id("a", 4)
    variants = [np.array(base + [link] * (1 + i % 7)) for i in range(30)]  # 1 to 7 links
    gap = GapInput(0, tuple(variants), tuple(range(30)), 40)
    for max_variants in (1, 3, 200):
        alternatives = build_optional(gap, "elcs", 0.5, max_variants=max_variants)
        # every page in exactly one alternative, which holds 30 of the 40 pages
        assert sorted(p for a in alternatives for p in a.pages) == list(range(30))
        assert sum(a.probability for a in alternatives) == pytest.approx(30 / 40)
    # one variant clustered (1 link, the most frequent): 2-4 links lie within the threshold of
    # it and join it; 5 links is too far and leads a new group, which 6 and 7 links join
    alternatives = build_optional(gap, "elcs", 0.5, max_variants=1)
    assert [(a.tokens.tolist(), a.pages) for a in alternatives] == [
        (base + [link], tuple(i for i in range(30) if i % 7 < 4)),
        (base + [link] * 5, tuple(i for i in range(30) if i % 7 >= 4))]


PRODUCT = """<html><body><div id="page">
<h1>{title}</h1>{subtitle}
<div class="specs"><b>Publisher:</b> {publisher}<br><b>Pages:</b> {pages}</div>
<section class="reviews">{reviews}</section>
<footer>Copyright Shop</footer></div></body></html>"""


def _product(i, reviews, subtitle=False):
    return view_of_html(PRODUCT.format(
        title=f"Book {i}", subtitle=f"<h2>Sub {i}</h2>" if subtitle else "",
        publisher=["Acme Press", "Blue Books", "Cedar House", "Dune"][i % 4], pages=100 + i,
        reviews="".join(f"<div class='r'><span>user{i}{k}</span> said ok</div>"
                        for k in range(reviews))), f"p{i}.html", PageOptions())


@pytest.fixture(scope="module")
def product_template():
    pages = [_product(i, reviews=i % 4, subtitle=i % 2 == 0) for i in range(8)]
    return induce_template(pages, 0, template_id="shop", cluster=0, threshold=0.5,
                           metric="elcs", options=PageOptions())


def test_records_become_repeatable_base_nodes(product_template):
    rendered = product_template.render()
    assert "(div4 span5)+" in rendered  # the review loop, merged on pages with 2+ reviews
    records = [n for n in product_template.nodes if n.repeatable]
    assert {n.tag for n in records} == {"div", "span"}
    assert len({n.record for n in records}) == 1


def test_constant_and_data_text(product_template):
    specs = next(n for n in product_template.nodes if n.tag == "div" and n.constants)
    assert [c.value for c in specs.constants] == ["Publisher:", "Pages:"]
    slots = {(s.anchor, s.k): s for s in specs.slots}
    assert slots[(0, 0)].presence == 1.0 and slots[(1, 0)].presence == 1.0
    foot = [n for n in product_template.nodes if any(c.value == "Copyright Shop"
                                                       for c in n.constants)]
    assert len(foot) == 1 and not foot[0].slots
    h1 = next(n for n in product_template.nodes if n.tag == "h1")
    assert not h1.constants and len(h1.slots) == 1


def test_subtitle_is_an_optional_node(product_template):
    subtitle_alts = [a for o in product_template.optionals for a in o.alternatives
                     if [n.tag for n in a.nodes] == ["h2"]]
    assert len(subtitle_alts) == 1 and subtitle_alts[0].probability == pytest.approx(0.5)


def test_sample_keeps_the_medoid_and_spreads_evenly():
    picked = sample_members(1000, 537, 10)
    assert len(picked) == 10 and 537 in picked and picked == sorted(picked)
    assert picked[0] == 0 and picked[-1] == 999
    assert sample_members(5, 2, 10) == [0, 1, 2, 3, 4]


def test_texts_of_a_record_repeated_thousands_of_times_are_learned_from_a_spread_sample():
    """A record repeated 3,000 times on a page: its texts are read from at most
    max_text_occurrences copies per page, and the template is the one all copies give."""
    from dataclasses import replace

    from tplx_engine.template.induce import InductionOptions, spread

    pages = [_product(i, reviews=3000 if i == 0 else i % 4 + 2) for i in range(4)]
    every = InductionOptions(max_text_occurrences=10**9)
    sampled = replace(every, max_text_occurrences=50)
    templates = [induce_template(pages, 0, template_id="shop", cluster=0, threshold=0.5,
                                 metric="elcs", options=PageOptions(), induction=induction)
                 for induction in (every, sampled)]
    assert templates[0].parts == templates[1].parts
    assert spread(np.arange(3000), 50).tolist()[::49] == [0, 2999]
    assert len(spread(np.arange(3000), 50)) == 50 and len(spread(np.arange(7), 50)) == 7
