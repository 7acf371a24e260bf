"""Identical sequences are computed once; the page-level matrix and tree are those of all pages."""

from __future__ import annotations

import numpy as np
import pytest

from tplx_engine.cluster import PairwiseResult, cluster_features, cut
from tplx_engine.cluster.duplicates import distinct_index, expand, sequence_key
from tplx_engine.model import PageStatus
from tplx_engine.similarity import get_metric
from tplx_engine.store import pages as stored_pages
from tplx_engine.store.project import Project

THRESHOLDS = np.round(np.arange(0.05, 0.951, 0.05), 2)


@pytest.fixture(scope="module")
def demo_sequences(demo_preprocessed):
    with Project(demo_preprocessed) as project:
        return [p.merged for p in stored_pages.read(project, PageStatus.DETAIL, with_sequences=True)]


def test_distinct_index_numbers_keys_by_first_appearance():
    feature_of, first_page = distinct_index([b"a", b"b", b"a", b"c", b"b"])
    assert feature_of.tolist() == [0, 1, 0, 2, 1]
    assert first_page.tolist() == [0, 1, 3]


def test_expand_fills_the_page_matrix_from_the_distinct_one():
    distinct = PairwiseResult.from_square(np.array([[0, .2, .7], [.2, 0, .4], [.7, .4, 0]]))
    feature_of = np.array([1, 0, 1, 2])
    pages = expand(distinct, feature_of).square()
    expected = distinct.square()[np.ix_(feature_of, feature_of)]
    np.fill_diagonal(expected, 0)
    assert np.array_equal(pages, expected)
    assert pages[0, 2] == 0  # the two copies of sequence 1


def test_expand_carries_skipped_pairs_to_every_copy():
    condensed = np.array([0.9, 0.3, 0.8], dtype=np.float32)  # pairs (0,1) (0,2) (1,2)
    bits = np.array([0b101], dtype=np.uint8)  # (0,1) and (1,2) skipped
    distinct = PairwiseResult(3, condensed, skip_above=0.5, n_skipped=2, skipped_bits=bits)
    pages = expand(distinct, np.array([0, 1, 1, 2]))
    skipped = {(i, j) for i in range(4) for j in range(i + 1, 4) if pages.is_skipped(i, j)}
    assert skipped == {(0, 1), (0, 2), (1, 3), (2, 3)}
    assert pages.n_skipped == 4


@pytest.mark.parametrize("metric_name,method,skip", [
    ("path-shingle", "medoid", None),
    ("elcs", "medoid", None),
    ("elcs", "medoid", 0.3),
    ("elcs", "average", 0.3),
    ("weighted-tag", "average", None),
])
def test_clustering_distinct_sequences_equals_clustering_every_page(demo_sequences, metric_name,
                                                                    method, skip):
    metric = get_metric(metric_name)
    every_page = [metric.prepare(s) for s in demo_sequences]
    feature_of, first_page = distinct_index([sequence_key(s.tokens, s.depths)
                                             for s in demo_sequences])
    assert len(first_page) < len(demo_sequences) / 5  # the demo is template-generated
    full, full_tree = cluster_features(every_page, metric_name, method=method, skip_above=skip,
                                       workers=1)
    dedup, dedup_tree = cluster_features([every_page[i] for i in first_page], metric_name,
                                         method=method, skip_above=skip, workers=1,
                                         feature_of=feature_of)
    assert dedup.n == full.n == len(demo_sequences)
    np.testing.assert_allclose(dedup.condensed, full.condensed, atol=1e-6)
    assert dedup.n_skipped == full.n_skipped
    if skip is not None:
        assert full.n_skipped > 0  # the bound did skip pairs: the repair path ran
        assert np.array_equal(dedup.skipped_bits, full.skipped_bits)
    for t in THRESHOLDS:
        if skip is not None and t > skip:
            break  # above skip_above a cut is only as exact as the bound
        a, b = cut(full_tree, t, full), cut(dedup_tree, t, dedup)
        assert np.array_equal(a.labels, b.labels), t
        assert np.array_equal(a.medoids, b.medoids), t
