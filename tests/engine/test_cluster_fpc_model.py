"""FPC clustering (SPEC §4 second half; source 003): similarity, centres, LSH, MKmeans,
incremental merging, serialisation."""

import json
import math
import random
from dataclasses import replace

import numpy as np
import pytest
from lxml import html

from tplx_engine.cluster.fpc.centres import CentreStats, FeatureBatch, centres_query, page_centre
from tplx_engine.cluster.fpc.features import (
    FEATURE_NAMES,
    SET_FEATURES,
    PageFeatures,
    page_features,
)
from tplx_engine.cluster.fpc.lsh import (
    N_FINGERPRINTS,
    LshIndex,
    fingerprint_similarity,
    fingerprints,
)
from tplx_engine.cluster.fpc.model import FpcModel, FpcOptions, FpcResult, mkmeans
from tplx_engine.cluster.fpc.score import CentreIndex
from tplx_engine.errors import Cancelled, TplxError
from tplx_engine.model import tag_code
from tplx_engine.progress import Reporter


def make_features(levels, sets=None, layers_from="merged"):
    """PageFeatures from [{tag: count}] per level and {feature: [hash, ...]}."""
    ptr, tags, counts = [0], [], []
    for level in levels:
        for tag, n in sorted((tag_code(t), n) for t, n in level.items()):
            tags.append(tag)
            counts.append(n)
        ptr.append(len(tags))
    set_ptr, flat = [0], []
    for name in SET_FEATURES:
        values = sorted(set((sets or {}).get(name, ())))
        flat.extend(values)
        set_ptr.append(len(flat))
    return PageFeatures(np.array(ptr, np.int32), np.array(tags, np.int32),
                        np.array(counts, np.int32), np.array(set_ptr, np.int32),
                        np.array(flat, np.uint64), layers_from)


def only(feature, **kw):
    weights = tuple(1.0 if n == feature else 0.0 for n in FEATURE_NAMES)
    return FpcOptions(weights=weights, **kw)


def pair_similarity(a, b, opts):
    batch = FeatureBatch.from_pages([a, b])
    return float(CentreIndex([page_centre(batch, 1)]).score(batch.query(np.array([0])),
                                                             opts.scoring)[0, 0])


# the source's figure 1: page 1 and page 2 and their layered vectors
PAGE1 = [{"html": 1}, {"head": 1, "body": 1}, {"meta": 2, "div": 1, "a": 1}, {"p": 1}]
PAGE2 = [{"html": 1}, {"head": 1, "body": 1}, {"meta": 2, "div": 2, "a": 1}]


def test_layered_vector_similarity_of_the_source_example():
    cos_level2 = (2 * 2 + 1 * 2 + 1 * 1) / (math.sqrt(6) * 3)  # (2,1,1) . (2,2,1)
    expected = (1 + 1 + cos_level2 + 0) / ((4 + 3) / 2)
    got = pair_similarity(make_features(PAGE1), make_features(PAGE2), only("layers"))
    assert got == pytest.approx(expected, abs=1e-6)


def test_layered_centre_is_the_per_level_mean_and_drops_weak_levels():
    batch = FeatureBatch.from_pages([make_features(PAGE1), make_features(PAGE2)])
    stats = CentreStats.from_members(batch, np.array([0, 1]), retain=0.25)
    centre = stats.centre(level_keep=0.5, set_keep=0.5)
    # source: (html 1), (head .5, body .5), (meta .45, div .325, a .225), (p .5)
    level2 = {int(t): float(w) for lv, t, w in zip(centre.levels, centre.tags, centre.weights)
              if lv == 2}
    mean = {"meta": 0.45, "div": 0.325, "a": 0.225}
    norm = math.sqrt(sum(v * v for v in mean.values()))
    assert level2 == pytest.approx({tag_code(t): v / norm for t, v in mean.items()}, abs=1e-6)
    assert centre.n_levels == 4  # level 3 has mean cosine (1 + 0) / 2 = 0.5: kept at 0.5
    assert stats.centre(level_keep=0.6, set_keep=0.5).n_levels == 3  # ... dropped at 0.6


def test_set_similarity_is_jaccard_smoothed_towards_alpha():
    a = make_features(PAGE1, {"links": [1, 2, 3, 4]})
    b = make_features(PAGE1, {"links": [3, 4, 5]})
    opts = only("links", alpha=0.6, kappa=1.0)
    assert pair_similarity(a, b, opts) == pytest.approx((2 + 0.6) / (5 + 1), abs=1e-6)
    plain = only("links", alpha=0.6, kappa=0.0)
    assert pair_similarity(a, b, plain) == pytest.approx(2 / 5, abs=1e-6)
    empty = make_features(PAGE1)
    assert pair_similarity(empty, empty, opts) == pytest.approx(0.6)  # no evidence: neutral
    assert pair_similarity(empty, empty, plain) == pytest.approx(0.6)


def test_page_against_centre_weighs_elements_by_member_frequency():
    pages = [make_features(PAGE1, {"images": s}) for s in ([1, 2], [1, 2], [1, 3])]
    batch = FeatureBatch.from_pages(pages)
    centre = CentreStats.from_members(batch, np.arange(3), 0.25).centre(0.5, 0.5)
    assert centre.keys_of("images").shape[0] == 2  # 1 (3/3) and 2 (2/3); 3 (1/3) is out
    opts = only("images", kappa=0.0)
    got = CentreIndex([centre]).score(batch.query(np.array([2])), opts.scoring)[0, 0]
    # page {1, 3} vs centre {1: 1, 2: 2/3}: min-sum 1, max-sum 1 + 2/3 + 1
    assert got == pytest.approx(1 / (1 + 2 / 3 + 1), abs=1e-6)


def test_scoring_columns_and_centre_queries_agree_with_the_full_matrix():
    rng = np.random.default_rng(3)
    pages = [make_features(PAGE1 if i % 2 else PAGE2,
                           {f: rng.integers(0, 40, 12).tolist() for f in SET_FEATURES})
             for i in range(12)]
    batch = FeatureBatch.from_pages(pages)
    centres = [page_centre(batch, i) for i in range(12)]
    index = CentreIndex(centres)
    full = index.score(batch.query(np.arange(12)), FpcOptions().scoring)
    cols = np.array([1, 4, 7])
    part = index.score(batch.query(np.arange(12)), FpcOptions().scoring, columns=cols)
    assert np.allclose(full[:, cols], part, atol=1e-6)
    rows = index.score(batch.query(np.arange(12)), FpcOptions().scoring, start=4, stop=9)
    assert np.allclose(rows, full[4:9], atol=1e-6)
    own = np.array([5, 0, 11, 3, 3, 7, 1, 2, 9, 10, 6, 4])
    paired = index.score_own(batch.query(np.arange(12)), own, FpcOptions().scoring)
    assert np.allclose(paired, full[np.arange(12), own], atol=1e-5)
    # a one-page centre scored as a centre query equals the page itself
    as_centres = index.score(centres_query(centres), FpcOptions().scoring)
    assert np.allclose(as_centres, full, atol=1e-5)
    # self-similarity: layers 1, each set feature (n + kappa alpha) / (n + kappa) < 1
    opts = FpcOptions()
    w = np.array(opts.weights) / sum(opts.weights)
    n = batch.set_size
    expected = w[0] + ((n + opts.alpha) / (n + 1)) @ w[1:]
    assert np.allclose(np.diag(full), expected, atol=1e-5)


def test_feature_batch_take_equals_packing_the_subset():
    pages = [make_features(PAGE1, {"links": [i, i + 1]}) for i in range(5)]
    whole = FeatureBatch.from_pages(pages).take(np.array([3, 1]))
    direct = FeatureBatch.from_pages([pages[3], pages[1]])
    for name in ("layer_ptr", "layer_tag", "layer_u", "set_ptr", "set_key", "set_size"):
        assert np.array_equal(getattr(whole, name), getattr(direct, name))


# -- LSH -------------------------------------------------------------------------------------

def test_fingerprints_are_32_ordered_16_bit_words():
    fp = fingerprints(np.array([], np.uint64))
    assert fp.shape == (N_FINGERPRINTS,) == (32,) and fp.dtype == np.uint16
    assert not fp.any()
    one = fingerprints(np.array([12345], np.uint64))
    # one element sets one bit of each hash function's 128-bit word: in each group of eight
    # 16-bit fingerprints exactly one is non-zero, and it is a power of two
    for group in one.reshape(4, 8):
        assert np.count_nonzero(group) == 1
        value = int(group[group != 0][0])
        assert value & (value - 1) == 0
    # a set's words are the OR of its elements' words
    elements = np.arange(1, 60, dtype=np.uint64) * np.uint64(0x9E3779B97F4A7C15)
    both = fingerprints(elements)
    assert np.array_equal(both, fingerprints(elements[:25]) | fingerprints(elements[25:]))
    assert sum(int(v).bit_count() for v in both) <= 4 * 59


def test_fingerprint_similarity_is_equal_positions_over_32():
    a = fingerprints(np.arange(10, dtype=np.uint64))
    b = a.copy()
    b[[0, 9, 31]] ^= 1
    assert fingerprint_similarity(a, b) == pytest.approx(29 / 32)
    assert fingerprint_similarity(a, a) == 1.0


def test_similar_sets_get_similar_fingerprints():
    base = np.arange(1, 31, dtype=np.uint64) * np.uint64(7919)
    near = base.copy()
    near[0] = 999_999_937
    other = base + np.uint64(10**9)
    near_sim = fingerprint_similarity(fingerprints(base), fingerprints(near))
    far_sim = fingerprint_similarity(fingerprints(base), fingerprints(other))
    assert near_sim > far_sim


def test_lsh_index_candidates_share_more_than_32_beta_fingerprints():
    index = LshIndex()
    a = np.zeros(32, np.uint16)
    b = a.copy()
    b[:30] = 7  # shares 2 positions with a
    c = a.copy()
    c[:31] = 9  # shares 1 position with a
    index.put(1, b)
    index.put(2, c)
    assert index.candidates(a, beta=0.05) == [1]  # 2 > 1.6, 1 is not
    assert index.candidates(a, beta=0.0) == [1, 2]
    index.put(1, c)  # replaced
    assert index.candidates(a, beta=0.05) == []
    index.remove(2)
    assert len(index) == 1 and 2 not in index


# -- MKmeans and the model ------------------------------------------------------------------

def blog_page(rng):
    items = "".join(f'<li class="item"><a href="/p/{rng.randint(1, 999)}">Item {rng.random()}'
                    f'</a></li>' for _ in range(rng.randint(2, 6)))
    return (f'<html><head><title>Blog</title><link rel="stylesheet" href="/s/blog.css">'
            f'<script src="/j/blog.js"></script><script>function toggleMenu(x){{}}</script>'
            f'</head><body class="blog"><div id="header"><a href="/">Home</a>'
            f'<a href="/about">About</a></div><div id="main"><h1 class="title">{rng.random()}'
            f'</h1><div class="post"><p>{"word " * rng.randint(5, 40)}</p></div>'
            f'<ul class="related">{items}</ul></div><div id="footer">Copyright</div>'
            f'<img src="/i/logo.png"></body></html>')


def shop_page(rng):
    rows = "".join(f'<tr><td class="k">Key{i}</td><td class="v">{rng.random()}</td></tr>'
                   for i in range(rng.randint(2, 6)))
    return (f'<html><head><title>Shop</title><link rel="stylesheet" href="/css/shop.css">'
            f'<script src="/js/cart.js"></script></head><body><table id="layout"><tr>'
            f'<td class="nav"><span><a href="/cart">Cart</a></span></td></tr><tr><td>'
            f'<form action="/buy"><button>Buy now</button></form><table class="specs">{rows}'
            f'</table></td></tr></table><section><article><header><h2>{rng.random()}</h2>'
            f'</header></article></section></body></html>')


def forum_page(rng):
    posts = "".join(f'<div class="postbody" id="pid{rng.randint(1, 10**6)}"><div class="author">'
                    f'user{rng.randint(1, 99)}</div><div class="message">{rng.random()}</div>'
                    f'</div>' for _ in range(rng.randint(2, 5)))
    return (f'<html><head><title>Forum</title><script src="/static/forum.js"></script>'
            f'<script>var showPost = function(id){{}};</script></head><body id="forum">'
            f'<dl class="crumbs"><dt><a href="/forum">Board index</a></dt></dl><main>'
            f'<section class="thread">{posts}</section><nav class="pager"><em>Page 1</em></nav>'
            f'</main></body></html>')


def features_of(make, n, seed):
    rng = random.Random(seed)
    return [page_features(html.document_fromstring(make(rng))) for _ in range(n)]


@pytest.fixture(scope="module")
def families():
    return {"blog": features_of(blog_page, 20, 1), "shop": features_of(shop_page, 20, 2),
            "forum": features_of(forum_page, 12, 3)}


def assert_pure(labels, sizes):
    """labels of consecutive families of the given sizes: one distinct label per family."""
    start, seen = 0, set()
    for size in sizes:
        part = labels[start:start + size]
        assert len(set(part.tolist())) == 1
        seen.add(int(part[0]))
        start += size
    assert len(seen) == len(sizes)


def test_mkmeans_separates_two_template_families(families):
    pages = families["blog"] + families["shop"]
    model = mkmeans(pages, d=0.5, alpha=0.5, e=0.001, T=10)
    result = model.last_result
    assert isinstance(result, FpcResult) and len(model) == 2
    assert result.labels.dtype == np.int32 and result.similarity.dtype == np.float32
    assert_pure(result.labels, [20, 20])
    assert result.similarity.min() > 0.5
    # the representative of each cluster is a member that is most similar to the centre
    for cid in result.cluster_ids:
        members = result.members(int(cid))
        assert result.medoid(int(cid)) in members
        assert result.similarity[result.medoid(int(cid))] == result.similarity[members].max()


def test_merge_step_merges_near_identical_centres(families):
    pages = families["blog"] + families["shop"]
    # d = 0.999: nearly every page seeds its own centre; merging at alpha must reunite them
    model = mkmeans(pages, d=0.999, alpha=0.5)
    assert len(model) == 2
    assert_pure(model.last_result.labels, [20, 20])
    # without merging (alpha above every similarity) the seeds stay apart
    assert len(mkmeans(pages, d=0.999, alpha=1.0, T=1)) > 2


@pytest.mark.parametrize("exhaustive_below", [1000, 0])  # exact comparison, then LSH only
def test_add_batch_merges_a_known_template_and_adds_a_new_one(families, exhaustive_below):
    opts = FpcOptions(exhaustive_below=exhaustive_below)
    model = FpcModel(opts)
    first = model.add_batch(families["blog"][:10] + families["shop"][:10])
    blog_id, shop_id = int(first.labels[0]), int(first.labels[10])
    assert sorted(first.created) == sorted((blog_id, shop_id))

    known = model.add_batch(families["blog"][10:])
    assert set(known.labels.tolist()) == {blog_id}
    assert known.created == () and known.merged_into == (blog_id,)
    assert model.size(blog_id) == 20

    new = model.add_batch(families["forum"])
    assert len(new.created) == 1 and set(new.labels.tolist()) == set(new.created)
    assert len(model) == 3
    assert model.assign(families["shop"][15])[0] == shop_id


def test_add_batch_splits_large_inputs_into_batches(families):
    pages = families["blog"] + families["shop"]
    model = FpcModel(FpcOptions(batch_size=7))
    result = model.add_batch(pages)
    assert len(model) == 2
    assert_pure(result.labels, [20, 20])
    assert sum(model.size(c) for c in model.cluster_ids) == 40


def test_assign_returns_the_nearest_cluster_and_its_similarity(families):
    model = mkmeans(families["blog"] + families["shop"])
    blog_id = int(model.last_result.labels[0])
    cid, sim = model.assign(features_of(blog_page, 1, 99)[0])
    assert cid == blog_id and 0.5 < sim <= 1.0
    cid, sim = model.assign(families["forum"][0])
    assert sim < 0.5  # a page of an unknown template is far from every centre
    assert FpcModel().assign(families["forum"][0]) == (-1, 0.0)


def test_serialisation_round_trip(families):
    model = mkmeans(families["blog"] + families["shop"])
    model.add_batch(families["forum"][:6])
    data = json.loads(json.dumps(model.to_dict()))
    copy = FpcModel.from_dict(data)
    assert copy.to_dict() == model.to_dict()
    assert copy.cluster_ids == model.cluster_ids
    for cid in model.cluster_ids:
        assert np.array_equal(copy.fingerprints(cid), model.fingerprints(cid))
    probe = families["forum"][6:] + families["blog"][:3]
    assert np.array_equal(copy.assign_batch(probe)[0], model.assign_batch(probe)[0])
    assert np.allclose(copy.assign_batch(probe)[1], model.assign_batch(probe)[1])
    a, b = copy.add_batch(probe), model.add_batch(probe)
    assert np.array_equal(a.labels, b.labels)


def test_bad_input_gives_clear_errors(families):
    dom = families["blog"][0]
    merged = make_features(PAGE1)
    with pytest.raises(TplxError, match="mix"):
        FeatureBatch.from_pages([dom, merged])
    model = mkmeans(families["blog"][:5])
    with pytest.raises(TplxError, match="layered vectors"):
        model.add_batch([merged])
    with pytest.raises(TplxError):
        FpcOptions(weights=(1.0, 2.0))
    with pytest.raises(TplxError):
        FpcOptions(alpha=1.5)
    with pytest.raises(TplxError, match="version"):
        FpcModel.from_dict({**model.to_dict(), "version": 99})
    with pytest.raises(TplxError):
        FpcModel.from_dict({"format": "tplx-fpc-model", "version": 1})
    assert FpcOptions().with_weights(layers=1.0).weights[0] == 1.0
    with pytest.raises(TplxError, match="unknown"):
        FpcOptions().with_weights(colour=1.0)


def test_empty_batch_and_single_page():
    model = FpcModel()
    empty = model.add_batch([])
    assert empty.labels.shape == (0,) and len(model) == 0
    one = model.add_batch([make_features(PAGE1, {"links": [1]})])
    w = np.array(model.options.weights) / sum(model.options.weights)
    alpha = model.options.alpha
    # to its own one-page centre: layers 1, links (1 + alpha) / (1 + 1), empty features alpha
    expected = w[0] + w[1] * (1 + alpha) / 2 + w[2:].sum() * alpha
    assert one.labels.tolist() == [0] and one.similarity[0] == pytest.approx(expected, abs=1e-6)


def test_a_cancelled_add_batch_leaves_the_model_as_it_was(families):
    model = mkmeans(families["blog"] + families["shop"])
    before = model.to_dict()
    reporter = Reporter()
    calls = []

    def sink(stage, done, total):
        calls.append(stage)
        if stage.startswith("fpc merging"):
            reporter.cancel()  # the next advance raises

    reporter.sink = sink
    with pytest.raises(Cancelled):
        model.add_batch(families["forum"] + families["blog"][:3], reporter)
    assert any(s.startswith("fpc merging") for s in calls)
    assert model.to_dict() == before
    assert len(model.add_batch(families["forum"]).created) == 1  # still usable


def test_consolidate_joins_clusters_that_arrived_apart(families):
    model = FpcModel(FpcOptions(merge_threshold=0.99))  # nothing merges on arrival
    first = model.add_batch(families["blog"][:10]).labels[0]
    second = model.add_batch(families["blog"][10:]).labels[0]
    model.add_batch(families["shop"])
    assert len(model) == 3 and first != second
    model.options = replace(model.options, merge_threshold=None)  # back to alpha
    assert model.consolidate() == {int(second): int(first)}
    assert len(model) == 2 and model.size(int(first)) == 20
    assert model.assign(families["blog"][15])[0] == first
