"""Toy metrics with the registry's Metric shape for the clustering tests: Jaccard on sets with a
size bound (or a loose one), a metric that fails or leaves [0, 1] on chosen pages, a fixed
distance table; and sets whose distances chain. Module-level, so that worker processes can
unpickle the metric factory."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from tplx_engine.cluster import PairwiseResult, pairwise_distances


@dataclass(frozen=True)
class ToyMetric:  # the registry's Metric shape
    name: str
    prepare: Callable
    similarity: Callable[[Any, Any], float]
    one_to_many: Callable[[Any, Sequence[Any]], np.ndarray]
    upper_bound: Callable[[Any, Any], float] | None


def jaccard(a: tuple, b: tuple) -> float:
    sa, sb = set(a), set(b)
    union = len(sa | sb)
    return len(sa & sb) / union if union else 1.0


def size_bound(a: tuple, b: tuple) -> float:  # |A∩B|/|A∪B| <= min(|A|,|B|)/max(|A|,|B|)
    return min(len(a), len(b)) / max(len(a), len(b)) if a or b else 1.0


def broken_similarity(a, b) -> float:
    if 13 in a and 13 in b:
        raise RuntimeError("boom")
    return jaccard(a, b)


def loose_bound(a: tuple, b: tuple) -> float:  # valid but loose: the stored distance is d/2
    return (1.0 + jaccard(a, b)) / 2


def toy_metric(name: str, bounded: bool = True, broken: str | None = None,
               loose: bool = False, delay: float = 0.0) -> ToyMetric:
    """Module-level so that worker processes can unpickle it as the metric factory."""
    sim = jaccard
    if broken == "raise":
        sim = broken_similarity
    elif broken == "range":
        def sim(a, b):
            return 2.0 if 13 in a and 13 in b else jaccard(a, b)

    def one_to_many(first, others):
        time.sleep(delay)
        return np.array([sim(first, o) for o in others], dtype=np.float32)

    bound = (loose_bound if loose else size_bound) if bounded else None
    return ToyMetric(name, tuple, sim, one_to_many, bound)


def table_metric(name: str, table: tuple, loose: bool = True) -> ToyMetric:
    """Pages are indices into a fixed distance table; the bound is loose (stored d/2)."""
    matrix = np.asarray(table, dtype=np.float64)

    def sim(a, b):
        return 1.0 - matrix[a, b]

    def one_to_many(first, others):
        return (1.0 - matrix[first, list(others)]).astype(np.float32)

    return ToyMetric(name, int, sim, one_to_many, (lambda a, b: (1.0 + sim(a, b)) / 2)
                     if loose else None)


def window_sets(n: int, seed: int = 0) -> list[tuple]:
    """Sliding windows of varied length: chains of overlapping sets, many pairs far apart."""
    rng = np.random.default_rng(seed)
    starts = np.sort(rng.integers(0, 3 * n, n))
    lengths = rng.integers(4, 30, n)
    return [tuple(range(int(s), int(s + w))) for s, w in zip(starts, lengths)]


def toy_distances(features, workers=1, **kw) -> PairwiseResult:
    """Pairwise distances of ``features`` under the toy metric (``params=`` its arguments)."""
    params = kw.pop("params", {})
    return pairwise_distances(features, "toy", params, workers=workers, metric_factory=toy_metric,
                              **kw)
