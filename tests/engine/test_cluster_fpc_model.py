"""FPC clustering (cluster/fpc/model.py and the MKmeans it runs; SPEC §4 second half, source
003): MKmeans, incremental batches and merging, assignment, serialisation, cancellation."""

import json
import random
from dataclasses import replace

import numpy as np
import pytest
from fpc_pages import PAGE1, make_features
from lxml import html

from tplx_engine.cluster.fpc.centres import FeatureBatch
from tplx_engine.cluster.fpc.features import page_features
from tplx_engine.cluster.fpc.model import FpcModel, FpcOptions, FpcResult, mkmeans
from tplx_engine.errors import Cancelled, TplxError
from tplx_engine.progress import Reporter


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
