"""FPC similarity of pages and centres (cluster/fpc/centres.py, score.py; SPEC §4, source 003
§3.2): the layered vector, the smoothed set features, centres of members, the scoring index."""

import math

import numpy as np
import pytest
from fpc_pages import PAGE1, PAGE2, make_features

from tplx_engine.cluster.fpc.centres import CentreStats, FeatureBatch, centres_query, page_centre
from tplx_engine.cluster.fpc.features import FEATURE_NAMES, SET_FEATURES
from tplx_engine.cluster.fpc.model import FpcOptions
from tplx_engine.cluster.fpc.score import CentreIndex
from tplx_engine.model import tag_code


def only(feature, **kw):
    weights = tuple(1.0 if n == feature else 0.0 for n in FEATURE_NAMES)
    return FpcOptions(weights=weights, **kw)


def pair_similarity(a, b, opts):
    batch = FeatureBatch.from_pages([a, b])
    return float(CentreIndex([page_centre(batch, 1)]).score(batch.query(np.array([0])),
                                                             opts.scoring)[0, 0])


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
