"""FPC page features (SPEC §4; source 003 §3.1): the layered vector and the eight set features."""

import pickle

import numpy as np
import pytest
from lxml import etree, html

from tplx_engine.cluster.fpc.features import (
    FEATURE_NAMES,
    SET_FEATURES,
    SHORT_TEXT_MAX,
    PageFeatures,
    feature_hash,
    file_name,
    hash_strings,
    js_function_names,
    page_features,
)
from tplx_engine.config import load_config
from tplx_engine.load import crawl, read
from tplx_engine.model import MergedSequence, tag_code, token_id
from tplx_engine.store import codec

PAGE = """<html><head><title>Shop</title>
<link rel="stylesheet" href="/static/css/site.css?v=3">
<link rel="icon" href="/favicon.ico">
<style>@import url("print.css"); body { color: red }</style>
<script src="https://cdn.example.com/js/jquery.min.js"></script>
<script>function initMenu(a) {} var onLoad = function() {}; var o = {render: function() {}};
if (x == function_list) {}</script>
</head>
<body class="home">
<div id="post-123" class="content  main">
<a href="/about.html">About us</a>
<a href="/item/42">Item <span>42</span></a>
<p>Short label</p>
<p>This paragraph is far longer than the limit that separates short texts from content.</p>
<img src="/img/logo.png?x=1">
</div></body></html>"""


@pytest.fixture(scope="module")
def features():
    return page_features(html.document_fromstring(PAGE))


def has(pf, name, value):
    return pf.contains(name, value)


def test_nine_features_in_the_source_order():
    assert FEATURE_NAMES == ("layers", "links", "css_files", "js_files", "js_functions",
                             "anchor_texts", "short_texts", "images", "tag_attributes")
    assert SET_FEATURES == FEATURE_NAMES[1:]


def test_layered_vector_counts_tags_per_depth(features):
    pf = features
    assert pf.layers_from == "dom"
    assert pf.n_levels == 5
    assert pf.level(0) == {tag_code("html"): 1}
    assert pf.level(1) == {tag_code("head"): 1, tag_code("body"): 1}
    assert pf.level(2) == {tag_code("title"): 1, tag_code("link"): 2, tag_code("style"): 1,
                           tag_code("script"): 2, tag_code("div"): 1}
    assert pf.level(3) == {tag_code("a"): 2, tag_code("p"): 2, tag_code("img"): 1}
    assert pf.level(4) == {tag_code("span"): 1}
    assert pf.level(5) == {}


def test_layered_vector_from_merged_tokens_matches_the_tokens():
    tags_depths = [("html", 0), ("body", 1), ("div", 2), ("a", 3), ("a", 3), ("div", 2),
                   ("span", 3)]
    tokens = np.array([token_id(t, d) for t, d in tags_depths], np.int64)
    depths = np.array([d for _, d in tags_depths], np.int32)
    pf = page_features(html.document_fromstring("<html><body></body></html>"),
                       MergedSequence.unmerged(tokens, depths))
    assert pf.layers_from == "merged"
    assert pf.n_levels == 4
    assert pf.level(2) == {tag_code("div"): 2}
    assert pf.level(3) == {tag_code("a"): 2, tag_code("span"): 1}


def test_link_urls_with_digit_runs_normalised(features):
    assert has(features, "links", "/about.html")
    assert has(features, "links", "/item/0")
    assert not has(features, "links", "/item/42")
    assert features.hashes("links").shape[0] == 2


def test_css_file_names_from_stylesheet_links_and_imports(features):
    assert has(features, "css_files", "site.css")
    assert has(features, "css_files", "print.css")
    assert features.hashes("css_files").shape[0] == 2  # the icon link is not a stylesheet


def test_js_file_names(features):
    assert has(features, "js_files", "jquery.min.js")
    assert features.hashes("js_files").shape[0] == 1


def test_js_function_names_from_inline_scripts(features):
    for name in ("initMenu", "onLoad", "render"):
        assert has(features, "js_functions", name)
    assert features.hashes("js_functions").shape[0] == 3


def test_js_function_name_forms():
    code = ("function a1(x){} b.c = function(){}; d: function(){} e == function(){} "
            "functionality(); var f=function g(){}; h = async function(){}")
    assert js_function_names(code) == ["a1", "b.c", "d", "g"]


def test_anchor_texts_are_text_nodes_inside_anchors(features):
    for text in ("About us", "Item", "42"):
        assert has(features, "anchor_texts", text)
    assert features.hashes("anchor_texts").shape[0] == 3


def test_short_texts_exclude_long_texts_and_code(features):
    for text in ("Short label", "About us", "Shop", "Item", "42"):
        assert has(features, "short_texts", text)
    assert features.hashes("short_texts").shape[0] == 5
    assert not has(features, "short_texts", "body { color: red }")


def test_short_text_limit_is_a_setting():
    root = html.document_fromstring("<html><body><p>twelve chars</p><p>abc</p></body></html>")
    assert page_features(root, short_text_max=5).hashes("short_texts").shape[0] == 1
    assert page_features(root, short_text_max=12).hashes("short_texts").shape[0] == 2
    assert SHORT_TEXT_MAX >= 12


def test_image_file_names(features):
    assert has(features, "images", "logo.png")
    assert features.hashes("images").shape[0] == 1


def test_tag_attribute_values(features):
    assert has(features, "tag_attributes", "body.class=home")
    assert has(features, "tag_attributes", "div.class=content main")
    assert has(features, "tag_attributes", "div.id=post-0")
    assert features.hashes("tag_attributes").shape[0] == 3


def test_sets_are_sorted_unique_uint64_and_features_pickle(features):
    for name in SET_FEATURES:
        h = features.hashes(name)
        assert h.dtype == np.uint64
        assert np.all(h[1:] > h[:-1])  # sorted and unique, compared as 61-bit integers
    copy = pickle.loads(pickle.dumps(features))
    assert copy.level(3) == features.level(3)
    assert np.array_equal(copy.set_hashes, features.set_hashes)


def test_feature_hashes_are_61_bit_stable_and_distinct():
    values = [chr(c) for c in range(32, 2000)] + ["a" * 40, "a" * 41, "ab", "ba", "", "x\x00y"]
    hashes = hash_strings(values)
    assert hashes.dtype == np.uint64 and len(set(hashes.tolist())) == len(values)
    assert int(hashes.max()) < 2**61
    # one at a time (and the NUL fallback) gives the same values as the bulk path
    assert [feature_hash(v) for v in values] == hashes.tolist()


def test_file_name():
    assert file_name("http://x.org/a/b/c.js?v=1#top") == "c.js"
    assert file_name("/dir/") == "dir"
    assert file_name("") == ""


@pytest.mark.parametrize("markup", [
    "<html></html>",
    "<p>just a fragment</p>",
    "<html><body><!-- only a comment --><?pi x?></body></html>",
    "<html><body><a>no href</a><img><script src=''></script></body></html>",
])
def test_degenerate_pages_give_features(markup):
    pf = page_features(html.document_fromstring(markup))
    assert pf.n_levels >= 1
    assert pf.set_ptr.shape[0] == len(SET_FEATURES) + 1


def test_tree_root_and_plain_etree_parser_give_the_same_features():
    a = page_features(html.document_fromstring(PAGE))
    b = page_features(etree.fromstring(PAGE, etree.HTMLParser()).getroottree())
    assert np.array_equal(a.set_hashes, b.set_hashes)
    assert np.array_equal(a.level_tags, b.level_tags)


def test_features_survive_storing(demo_crawl):
    load = load_config(use_user_dir=False).load
    listing = crawl.discover_pages(demo_crawl, load)
    raw = read.read_page(listing.pages[0], load)
    features = page_features(read.parse_document(raw))
    back = PageFeatures.from_arrays(codec.unpack(codec.pack(features.to_arrays())))
    for name in ("level_ptr", "level_tags", "level_counts", "set_ptr", "set_hashes"):
        assert np.array_equal(getattr(back, name), getattr(features, name))
        assert getattr(back, name).dtype == getattr(features, name).dtype
    assert back.layers_from == features.layers_from
