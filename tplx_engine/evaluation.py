"""Scores used by benchmarks and quality tests (never by the pipeline itself)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np


def _comb2(x: np.ndarray) -> float:
    x = x.astype(np.float64)
    return float((x * (x - 1) / 2).sum())


def adjusted_rand_index(truth: Sequence, predicted: Sequence) -> float:
    """Hubert & Arabie's adjusted Rand index of two labelings of the same items (1 = identical
    partitions, about 0 = chance)."""
    if len(truth) != len(predicted):
        raise ValueError("both labelings must cover the same items")
    n = len(truth)
    if n < 2:
        return 1.0
    _, t = np.unique(np.asarray(truth, dtype=object).astype(str), return_inverse=True)
    _, p = np.unique(np.asarray(predicted, dtype=object).astype(str), return_inverse=True)
    table = np.zeros((t.max() + 1, p.max() + 1), dtype=np.int64)
    np.add.at(table, (t, p), 1)
    index = _comb2(table)
    rows, cols = _comb2(table.sum(axis=1)), _comb2(table.sum(axis=0))
    expected = rows * cols / (n * (n - 1) / 2)
    maximum = (rows + cols) / 2
    if maximum == expected:  # both partitions trivial (all one cluster or all singletons)
        return 1.0 if index == maximum else 0.0
    return (index - expected) / (maximum - expected)
