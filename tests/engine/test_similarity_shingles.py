"""The path-shingle measure (similarity/shingles.py): root-to-node tag paths in windows, exact
and as a bottom-k sketch."""

import numpy as np
import pytest
from metric_pages import A, B, page, sim

from tplx_engine.model import MergedSequence, token_id
from tplx_engine.similarity import get_metric, shingles


def test_path_shingles_hand_checked():
    # paths in pre-order: A: /div /div/a /div/ul /div/ul/li /div/a
    #                     B: /div /div/a /div/p /div/p/span /div/ul /div/ul/li
    # window 1: path sets {div, div/a, div/ul, div/ul/li} vs those + {div/p, div/p/span}: 4/6
    assert sim("path-shingle", A, B, window=1) == pytest.approx(4 / 6)
    # window 2: A {(div,a),(a,ul),(ul,li),(li,a)}, B {(div,a),(a,p),(p,span),(span,ul),(ul,li)}
    assert sim("path-shingle", A, B, window=2) == pytest.approx(2 / 7)
    assert sim("path-shingle", A, B) == 0.0  # no window of three in common
    # a page shorter than the window is one shingle
    assert sim("path-shingle", [("div", 0)], [("div", 0)], window=3) == 1.0


def test_bottom_k_sketch_is_exact_on_small_sets_and_close_on_large_ones():
    assert sim("path-shingle", A, B, window=1, sketch=100) == pytest.approx(4 / 6)
    rng = np.random.default_rng(3)
    tags = ["div", "a", "span", "p", "li", "ul", "em", "h2"]
    depths = [0]
    for _ in range(3000):
        depths.append(int(rng.integers(1, depths[-1] + 2)))
    big = [(tags[int(rng.integers(0, 8))], d) for d in depths]
    half = big[:1800] + [(t if t != "a" else "b", d) for t, d in big[1800:]]
    exact = sim("path-shingle", big, half)
    sketched = sim("path-shingle", big, half, sketch=256)
    assert 0.2 < exact < 0.9
    assert abs(sketched - exact) < 0.1
    features = shingles.prepare(page(big), sketch=256)
    assert features.hashes.shape == (256,)


def test_path_shingle_one_to_many_agrees_with_pairs():
    rng = np.random.default_rng(3)

    def random_page(n):
        depths = [0]
        for _ in range(n - 1):
            depths.append(int(rng.integers(1, depths[-1] + 2)))
        tags = rng.choice(["div", "a", "span", "p", "li"], size=n)
        tokens = np.array([token_id(t, d) for t, d in zip(tags, depths)], dtype=np.int64)
        return MergedSequence.unmerged(tokens, np.array(depths, dtype=np.int32))

    for sketch in (None, 8):
        metric = get_metric("path-shingle", sketch=sketch)
        pages = [metric.prepare(random_page(int(n))) for n in rng.integers(1, 40, size=25)]
        pages.append(metric.prepare(MergedSequence.unmerged(np.zeros(0, np.int64),
                                                            np.zeros(0, np.int32))))
        for first in pages:
            many = metric.one_to_many(first, pages)
            single = [metric.similarity(first, other) for other in pages]
            assert np.allclose(many, single, atol=1e-6)
    # the pairwise stage's path: pages packed once, full sets beside sketches of 8
    full, sketched = get_metric("path-shingle"), get_metric("path-shingle", sketch=8)
    pages = [(full if i % 2 else sketched).prepare(random_page(int(n)))
             for i, n in enumerate(rng.integers(1, 40, size=25))]
    packed = full.pack(pages)
    cols = np.arange(len(pages))
    for i, first in enumerate(pages):
        single = np.array([full.similarity(first, other) for other in pages], np.float32)
        assert np.array_equal(full.packed_row(packed, i, cols), single)
        assert np.array_equal(full.one_to_many(first, pages), single)
