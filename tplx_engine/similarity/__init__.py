"""Structural similarity of pages (SPEC §3): one registry of selectable measures.

Every measure works in two steps so that the pairwise stage can ship cheap, picklable per-page
features to worker processes: ``prepare(page)`` once per page, then ``similarity(fa, fb)`` per
pair (in [0, 1], symmetric, 1.0 for identical pages; distance = 1 - similarity).

    name            source                         module
    elcs            000 §4.2.4 (main measure)      elcs.py, depth weighting in weights.py
    lcs             elcs with f ≡ 1                elcs.py
    weighted-tag    000 appendix (Buttler)         tags.py
    tag-jaccard     000 appendix                   tags.py
    tag-vector      tag-count vectors, cosine      tags.py
    path-shingle    000 appendix A.3 (Buttler)     shingles.py
    layered-vector  003 formula 6                  layered.py
    free-match      004 subtree free matching      treematch.py
    stm             002 algorithm 3.1              treematch.py

``upper_bound`` (where given) is a cheap value >= similarity, used to skip pairs that cannot
be within a distance threshold. docs/similarity.md compares accuracy and speed.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..model import MergedSequence
from . import elcs, layered, shingles, tags, treematch
from .weights import UNIT, DepthWeight, depth_weight


@dataclass(frozen=True)
class Metric:
    name: str
    prepare: Callable[[MergedSequence], Any]  # per-page features, picklable (sent to workers)
    similarity: Callable[[Any, Any], float]  # in [0, 1], symmetric, 1.0 for identical pages
    one_to_many: Callable[[Any, Sequence[Any]], np.ndarray]  # float32, one page vs many
    upper_bound: Callable[[Any, Any], float] | None  # cheap bound >= similarity, or None
    # optional: pack(features) once, then packed_row(pack, i, cols) = one_to_many(features[i],
    # [features[j] for j in cols]) without per-call packing (the pairwise stage's path)
    pack: Callable[[Sequence[Any]], Any] | None = None
    packed_row: Callable[[Any, int, np.ndarray], np.ndarray] | None = None


def _one_to_many(similarity: Callable[[Any, Any], float], first: Any,
                 others: Sequence[Any]) -> np.ndarray:
    return np.fromiter((similarity(first, other) for other in others), dtype=np.float32,
                       count=len(others))


def _looped(name: str, prepare: Callable, similarity: Callable,
            upper_bound: Callable | None = None) -> Metric:
    return Metric(name, prepare, similarity, functools.partial(_one_to_many, similarity),
                  upper_bound)


def _elcs(weight: DepthWeight | None = None, **weight_params) -> Metric:
    f = depth_weight(weight, **weight_params)
    return Metric("elcs", functools.partial(elcs.prepare, weight=f), elcs.elcs_similarity,
                  elcs.elcs_one_to_many, elcs.elcs_upper_bound, elcs.pack,
                  elcs.packed_one_to_many)


def _lcs() -> Metric:
    return Metric("lcs", functools.partial(elcs.prepare, weight=UNIT), elcs.elcs_similarity,
                  elcs.elcs_one_to_many, elcs.elcs_upper_bound, elcs.pack,
                  elcs.packed_one_to_many)


def _path_shingle(window: int = shingles.DEFAULT_WINDOW, sketch: int | None = None) -> Metric:
    if int(window) != window or window < 1:
        raise ValueError(f"path-shingle window must be a positive integer, got {window!r}")
    if sketch is not None and (int(sketch) != sketch or sketch < 1):
        raise ValueError(f"path-shingle sketch must be a positive integer or None, got {sketch!r}")
    return Metric("path-shingle",
                  functools.partial(shingles.prepare, window=int(window), sketch=sketch),
                  shingles.similarity, shingles.one_to_many, None, shingles.pack,
                  shingles.packed_one_to_many)
    # no upper bound: checking one per pair in Python costs more than the compiled Jaccard


_FACTORIES: dict[str, Callable[..., Metric]] = {
    "elcs": _elcs,
    "lcs": _lcs,
    "weighted-tag": lambda: _looped("weighted-tag", tags.prepare, tags.weighted),
    "tag-jaccard": lambda: _looped("tag-jaccard", tags.prepare, tags.jaccard),
    "tag-vector": lambda: _looped("tag-vector", tags.prepare, tags.cosine),
    "path-shingle": _path_shingle,
    "layered-vector": lambda: _looped("layered-vector", layered.prepare, layered.similarity),
    "free-match": lambda: _looped("free-match", treematch.prepare,
                                  treematch.free_match_page_similarity),
    "stm": lambda: _looped("stm", treematch.prepare, treematch.stm_page_similarity,
                           treematch.stm_upper_bound),
}

_PARAMS: dict[str, tuple[str, ...]] = {
    "elcs": ("weight", "kind", "gamma", "base", "scale"),
    "path-shingle": ("window", "sketch"),
}


def get_metric(name: str, **params) -> Metric:
    """The measure ``name`` with its parameters, e.g. ``get_metric('elcs', gamma=2, scale=None)``
    or ``get_metric('path-shingle', window=4, sketch=128)``."""
    factory = _FACTORIES.get(name)
    if factory is None:
        raise ValueError(f"unknown similarity metric {name!r}; choose one of "
                         f"{', '.join(_FACTORIES)}")
    accepted = _PARAMS.get(name, ())
    unknown = sorted(set(params) - set(accepted))
    if unknown:
        raise ValueError(f"metric {name!r} takes no parameter {', '.join(unknown)}; "
                         f"accepted: {', '.join(accepted) or 'none'}")
    return factory(**params)


METRICS: dict[str, Metric] = {name: get_metric(name) for name in _FACTORIES}

__all__ = ["METRICS", "DepthWeight", "Metric", "get_metric"]
