"""The threshold a merge tree suggests (cluster/suggest.py): the middle of its largest gap."""

import numpy as np
import pytest

from tplx_engine.cluster import cluster, cut, suggest_threshold


def _groups_matrix(sizes, within, between, seed=0):
    """Distances: pages of one group within ``within`` of each other, groups ``between`` apart."""
    rng = np.random.default_rng(seed)
    group = np.repeat(np.arange(len(sizes)), sizes)
    n = group.size
    m = np.where(group[:, None] == group[None, :], rng.uniform(0, within, (n, n)),
                 rng.uniform(between, 1.0, (n, n)))
    m = np.triu(m, 1)
    return (m + m.T).astype(np.float32), group


@pytest.mark.parametrize("seed", range(5))
def test_separated_groups_are_cut_in_the_gap_between_them(seed):
    matrix, group = _groups_matrix([8, 5, 12, 3], within=0.25, between=0.7, seed=seed)
    tree = cluster(matrix)
    s = suggest_threshold(tree)
    assert s.below <= 0.25 < s.threshold < 0.7 <= s.above
    labels = cut(tree, s.threshold).labels
    assert len(set(zip(group, labels))) == 4 == len(set(labels))  # the groups, exactly


def test_one_template_stays_one_cluster():
    matrix, _ = _groups_matrix([20], within=0.2, between=0.9)
    tree = cluster(matrix)
    s = suggest_threshold(tree)
    assert s.above == 1.0 and s.threshold > tree.heights.max()
    assert cut(tree, s.threshold).n_clusters == 1


def test_the_suggestion_stays_inside_the_bounds():
    # all merges far apart: the widest band lies above 0.8, clipped to the bounds
    matrix, _ = _groups_matrix([1] * 6, within=0.0, between=0.95)
    tree = cluster(matrix)
    s = suggest_threshold(tree, low=0.3, high=0.8)
    assert 0.3 <= s.threshold <= 0.8 and cut(tree, s.threshold).n_clusters == 6
    with pytest.raises(ValueError, match="low < high"):
        suggest_threshold(tree, low=0.8, high=0.3)
