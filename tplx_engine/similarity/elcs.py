"""ELCS, the main structural similarity (SPEC §3; source 000 §4.2.4, formulas 4-2 and 4-3).

    t(i,j) = t(i-1,j-1) + f(x_i.depth)   if x_i = y_j
             max(t(i,j-1), t(i-1,j))     otherwise
    Sim(D1, D2) = ELCS / max(Σ_{n∈S1} f(n.depth), Σ_{n∈S2} f(n.depth)),  distance = 1 - Sim

over merged token sequences (token = tag + depth, so matching tokens have equal depths and
f(x_i.depth) = f(y_j.depth)). f is a ``DepthWeight``; f ≡ 1 is the 'lcs' metric.

Departures from the source, none changing a result:
- f is read from the depth bits of the token (identical to ``depths`` below 2^20 levels), so
  equal tokens always carry equal weights;
- integer weights run a bit-parallel kernel, real weights the row DP (elcs_kernels.py);
- two empty pages are identical (Sim 1); an empty and a non-empty page have Sim 0.

``elcs_upper_bound`` is the cheap histogram bound the pairwise stage uses to skip pairs:
Σ_k min(W1_k, W2_k) / max(ΣW1, ΣW2) >= Sim, with W_k the total weight of token k in a page.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ..model import MAX_DEPTH, MergedSequence
from ..repeats.shape import TokenSequenceError, token_arrays
from . import elcs_kernels as kernels
from .weights import DepthWeight

# The bit-parallel kernel does w̄_A · w̄_B / 64 word steps per DP cell (w̄: mean weight), each
# about twice a DP cell's cost: it wins while w̄_A · w̄_B stays below ~32 (bench/kernel.py).
_MAX_BITS_WEIGHT_PRODUCT = 32.0


@dataclass(frozen=True, eq=False)
class ElcsFeatures:
    """Per-page input of ELCS: positions as indices into the sorted distinct tokens."""

    inv: np.ndarray  # int64, index into ``uniq`` of each position
    uniq: np.ndarray  # int64, sorted distinct tokens
    counts: np.ndarray  # int64, occurrences of each distinct token
    unit_weight: np.ndarray  # float64, f(depth) of each distinct token
    total: float  # Σ f over the page
    integral: bool  # all weights are integers: the bit-parallel kernel is exact

    def __len__(self) -> int:
        return int(self.inv.shape[0])


def check_sequence(tokens: np.ndarray, depths: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Tokens and depths as 1-D int64/int32 arrays of one length, or a ValueError
    (``TokenSequenceError``) saying why."""
    tokens, depths = token_arrays(tokens, depths)
    if depths.size and depths.min() < 0:
        raise TokenSequenceError("depths must be non-negative integers")
    return tokens.astype(np.int64, copy=False), depths.astype(np.int32, copy=False)


def prepare_tokens(tokens: np.ndarray, depths: np.ndarray, weight: DepthWeight) -> ElcsFeatures:
    tokens, depths = check_sequence(tokens, depths)
    uniq, inv, counts = np.unique(tokens, return_inverse=True, return_counts=True)
    unit_weight = weight(uniq & MAX_DEPTH)
    return ElcsFeatures(
        inv=inv.astype(np.int64, copy=False).reshape(-1),
        uniq=uniq.astype(np.int64, copy=False),
        counts=counts.astype(np.int64, copy=False),
        unit_weight=unit_weight,
        # summed in sequence order, like the DP: identical pages then give Sim exactly 1.0
        total=float(np.cumsum(unit_weight[inv])[-1]) if tokens.size else 0.0,
        integral=weight.integral,
    )


def prepare(page: MergedSequence, weight: DepthWeight) -> ElcsFeatures:
    return prepare_tokens(page.tokens, page.depths, weight)


def elcs_value(a: ElcsFeatures, b: ElcsFeatures) -> float:
    """The ELCS t(|S1|, |S2|) itself (not normalised)."""
    if len(a) == 0 or len(b) == 0:
        return 0.0
    if len(a) > len(b):  # fewer rows, longer bit rows: less per-row overhead
        a, b = b, a
    weight_product = (a.total / len(a)) * (b.total / len(b))
    if a.integral and b.integral and weight_product < _MAX_BITS_WEIGHT_PRODUCT:
        return float(kernels.elcs_bits(a.inv, a.uniq, a.unit_weight, b.inv, b.uniq,
                                       b.unit_weight))
    return float(kernels.elcs_dp(a.inv, a.uniq, a.unit_weight, b.inv, b.uniq))


def elcs_similarity(a: ElcsFeatures, b: ElcsFeatures) -> float:
    """Sim = ELCS / max(Σf(S1), Σf(S2)), in [0, 1]."""
    if len(a) == 0 or len(b) == 0:
        return 1.0 if len(a) == len(b) else 0.0
    sim = elcs_value(a, b) / max(a.total, b.total)
    return min(1.0, sim)  # float rounding of the DP sum must not leave [0, 1]


@dataclass(frozen=True, eq=False)
class ElcsPack:
    """Many pages' features in flat arrays (page k: ``inv[inv_off[k]:inv_off[k+1]]``, ...), so
    that one compiled call compares a page with many."""

    inv: np.ndarray
    inv_off: np.ndarray
    uniq: np.ndarray
    uniq_off: np.ndarray
    unit_weight: np.ndarray
    totals: np.ndarray
    integral: np.ndarray

    def __len__(self) -> int:
        return int(self.totals.shape[0])


def pack(pages: Sequence[ElcsFeatures]) -> ElcsPack:
    def offsets(sizes):
        out = np.zeros(len(pages) + 1, dtype=np.int64)
        np.cumsum(sizes, out=out[1:])
        return out

    def joined(arrays, dtype):
        return np.concatenate(arrays) if arrays else np.zeros(0, dtype=dtype)

    return ElcsPack(
        joined([p.inv for p in pages], np.int64), offsets([len(p) for p in pages]),
        joined([p.uniq for p in pages], np.int64), offsets([p.uniq.shape[0] for p in pages]),
        joined([p.unit_weight for p in pages], np.float64),
        np.array([p.total for p in pages], dtype=np.float64),
        np.array([p.integral for p in pages], dtype=np.bool_))


def packed_one_to_many(packed: ElcsPack, i: int, cols: np.ndarray) -> np.ndarray:
    """``elcs_similarity`` of packed page i against packed pages ``cols``, as float32."""
    cols = np.ascontiguousarray(cols, dtype=np.int64)
    out = np.empty(cols.shape[0], dtype=np.float64)
    kernels.elcs_packed(packed.inv, packed.inv_off, packed.uniq, packed.uniq_off,
                        packed.unit_weight, packed.totals, packed.integral, i, cols,
                        _MAX_BITS_WEIGHT_PRODUCT, out)
    return out.astype(np.float32)


def elcs_one_to_many(a: ElcsFeatures, others: Sequence[ElcsFeatures]) -> np.ndarray:
    return packed_one_to_many(pack([a, *others]), 0, np.arange(1, len(others) + 1))


def elcs_upper_bound(a: ElcsFeatures, b: ElcsFeatures) -> float:
    """Histogram bound >= Sim: a common subsequence holds token k at most min(c1_k, c2_k) times."""
    if len(a) == 0 or len(b) == 0:
        return 1.0 if len(a) == len(b) else 0.0
    common = kernels.histogram_bound(a.uniq, a.counts, b.uniq, b.counts, a.unit_weight)
    if not (a.integral and b.integral):
        common *= 1.0 + 1e-12  # real weights summed in another order than the DP's
    return min(1.0, common / max(a.total, b.total))


def elcs_reference(tokens_a, depths_a, tokens_b, depths_b, weight: DepthWeight) -> float:
    """The SPEC recurrence in plain Python, full rows: the yardstick for tests and benchmarks.

    Returns the ELCS value t(n, m); weights come from ``depths_a`` like the SPEC's f(x_i.depth).
    """
    xs = [int(t) for t in tokens_a]
    ys = [int(t) for t in tokens_b]
    fx = [float(v) for v in weight(np.asarray(depths_a, dtype=np.int64))]
    prev = [0.0] * (len(ys) + 1)
    for i, x in enumerate(xs):
        cur = [0.0] * (len(ys) + 1)
        for j, y in enumerate(ys, start=1):
            cur[j] = prev[j - 1] + fx[i] if x == y else max(cur[j - 1], prev[j])
        prev = cur
    return prev[-1]
