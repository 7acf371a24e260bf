"""All-pairs page distances, computed in tiles of the pair triangle (SPEC §3 "Scale"; 000 §4.2.3).

The source split the triangle of pairs into tiles and handed them to Akka actors round-robin. Here
the tiles go to a ``concurrent.futures`` process pool: every worker receives the page features once
(pool initializer), re-creates the metric from its registry name (Metric objects hold functions),
and returns float32 distance tiles that the caller scatters into a condensed vector (scipy order:
pair i<j at ``n*i - i*(i+1)/2 + j - i - 1``). Distance = 1 - similarity.

Departures from the source:
- Pair skipping (SPEC §3 "avoid computing pairs that cannot matter"): with ``skip_above`` and a
  metric that has a cheap ``upper_bound``, a pair whose bound proves its distance exceeds
  ``skip_above`` is stored as the bound-derived lower distance ``1 - upper_bound`` and flagged in
  ``skipped_bits``. Every pair at distance <= skip_above stays exact. What this changes for medoid
  and average linkage, and the refinement (``exact_within``) that makes every cut at a threshold
  <= skip_above identical to the exact one, are explained in docs/clustering.md.
- Memory: the result is the condensed float32 vector, 2·n·(n-1) bytes (800 MB for 20,000 pages),
  plus a bitmask of 1/32 of that when skipping; tiles in flight are bounded. Larger crawls go to
  FPC (SPEC §4).
- The tiles go to worker processes through the engine's one pool helper (``parallel.run_tasks``)
  only once the measured pace shows that the work left would take seconds in this process.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..errors import TplxError
from ..parallel import run_tasks
from ..progress import SILENT, Reporter

MetricFactory = Callable[..., Any]  # (name, **params) -> Metric; module-level so it pickles

_MAX_TILE = 64  # rows/cols per tile: 4,096 pairs, seconds at the source's 1 ms per pair
_MIN_TILE = 8
_SIM_TOLERANCE = 1e-6  # metric results this far outside [0, 1] are rounding, clipped
_POOL_PAYS_OFF_S = 4.0  # estimated in-process seconds left above which a pool is started


def condensed_size(n: int) -> int:
    return n * (n - 1) // 2


def condensed_index(n: int, i, j):
    """Position of pair (i, j), i != j, in the condensed vector (works on arrays too)."""
    lo = np.minimum(i, j).astype(np.int64)
    hi = np.maximum(i, j).astype(np.int64)
    return n * lo - lo * (lo + 1) // 2 + hi - lo - 1


def n_from_condensed(length: int) -> int:
    n = round((1 + math.sqrt(1 + 8 * length)) / 2) if length else 1
    if condensed_size(n) != length:
        raise ValueError(f"a condensed distance vector cannot have length {length}")
    return n


@dataclass(frozen=True, eq=False)
class PairwiseResult:
    """Distances between n pages as a read-only condensed float32 vector (scipy order)."""

    n: int
    condensed: np.ndarray
    metric_name: str = ""
    metric_params: tuple[tuple[str, Any], ...] = ()
    skip_above: float | None = None
    n_skipped: int = 0  # pairs stored as a lower bound (1 - upper_bound) instead of computed
    skipped_bits: np.ndarray | None = None  # uint8, bit (p & 7) of byte p >> 3 flags position p

    def distance(self, i: int, j: int) -> float:
        return 0.0 if i == j else float(self.condensed[int(condensed_index(self.n, i, j))])

    def row(self, i: int) -> np.ndarray:
        """Distances from page i to every page (0 at i)."""
        others = np.arange(self.n)
        out = self.condensed[condensed_index(self.n, np.full(self.n, i), others)]
        out[i] = 0.0
        return out

    def is_skipped(self, i: int, j: int) -> bool:
        if self.skipped_bits is None or i == j:
            return False
        p = int(condensed_index(self.n, i, j))
        return bool(self.skipped_bits[p >> 3] >> (p & 7) & 1)

    def square(self) -> np.ndarray:
        """The full n x n matrix (4·n² bytes: for small n, tests and heatmaps)."""
        out = np.zeros((self.n, self.n), dtype=np.float32)
        upper = np.triu_indices(self.n, 1)
        out[upper] = self.condensed
        out.T[upper] = self.condensed
        return out

    def to_arrays(self) -> dict[str, np.ndarray]:
        """The distances as named arrays (how the project stores them; metric apart)."""
        arrays = {"n": np.array([self.n]), "condensed": self.condensed,
                  "n_skipped": np.array([self.n_skipped]),
                  "skip_above": np.array([np.nan if self.skip_above is None else self.skip_above])}
        if self.skipped_bits is not None:
            arrays["skipped_bits"] = self.skipped_bits
        return arrays

    @staticmethod
    def from_arrays(a: dict[str, np.ndarray], metric_name: str) -> PairwiseResult:
        skip = float(a["skip_above"][0])
        return PairwiseResult(int(a["n"][0]), a["condensed"], metric_name, (),
                              None if np.isnan(skip) else skip, int(a["n_skipped"][0]),
                              a.get("skipped_bits"))

    @staticmethod
    def from_square(matrix: np.ndarray) -> PairwiseResult:
        m = np.asarray(matrix, dtype=np.float32)
        if m.ndim != 2 or m.shape[0] != m.shape[1]:
            raise ValueError(f"a distance matrix must be square, got shape {m.shape}")
        if not np.allclose(m, m.T) or np.any(np.diagonal(m) != 0):
            raise ValueError("a distance matrix must be symmetric with a zero diagonal")
        condensed = m[np.triu_indices(m.shape[0], 1)]
        condensed.flags.writeable = False
        return PairwiseResult(n=m.shape[0], condensed=condensed)


# -- work done in the workers (and in-process for workers=1) --------------------------------------


def _resolve_metric(factory: MetricFactory | None, name: str, params: dict):
    if factory is None:
        from ..similarity import get_metric  # late: the registry imports every metric module

        factory = get_metric
    return factory(name, **params)


class _PairComputer:
    def __init__(self, features: Sequence[Any], metric, skip_above: float | None):
        self.features = features
        self.metric = metric
        bound = metric.upper_bound if skip_above is not None else None
        self.bound = bound
        self.min_similarity = None if skip_above is None else 1.0 - skip_above
        # metrics that can: pack every page once, then one compiled call per row
        self.packed = metric.pack(features) if getattr(metric, "pack", None) else None

    def _many(self, i: int, cols: np.ndarray) -> np.ndarray:
        if self.packed is not None:
            return self.metric.packed_row(self.packed, i, cols)
        return self.metric.one_to_many(self.features[i], [self.features[int(j)] for j in cols])

    def _checked(self, sims, i: int) -> np.ndarray:
        sims = np.asarray(sims, dtype=np.float64)
        if sims.size and (
            not np.all(np.isfinite(sims))
            or sims.min() < -_SIM_TOLERANCE
            or sims.max() > 1 + _SIM_TOLERANCE
        ):
            bad = sims[~np.isfinite(sims) | (sims < 0) | (sims > 1)][0]
            raise TplxError(f"metric {self.metric.name!r} returned similarity {bad} for page {i}; "
                            "similarities must lie in [0, 1]")
        return np.clip(sims, 0.0, 1.0)

    def _row(self, i: int, cols: range) -> tuple[np.ndarray, np.ndarray | None]:
        """Distances from page i to the pages in cols, and which of them were skipped."""
        fi = self.features[i]
        columns = np.arange(cols.start, cols.stop, dtype=np.int64)
        try:
            if self.bound is None:
                sims = self._checked(self._many(i, columns), i)
                return (1.0 - sims).astype(np.float32), None
            bounds = np.array([self.bound(fi, self.features[j]) for j in cols], dtype=np.float64)
            skipped = bounds < self.min_similarity
            # through float32 like one_to_many's results, so the bound stays <= the distance
            sims = np.minimum(bounds, 1.0).astype(np.float32).astype(np.float64)
            keep = np.flatnonzero(~skipped)
            if keep.size:
                sims[keep] = self._checked(self._many(i, columns[keep]), i)
            return (1.0 - np.maximum(sims, 0.0)).astype(np.float32), skipped
        except TplxError:
            raise
        except Exception as exc:  # a metric bug must name the pages, not just crash the batch
            raise TplxError(f"metric {self.metric.name!r} failed on page {i} against pages "
                            f"{cols.start}..{cols.stop - 1}: {type(exc).__name__}: {exc}") from exc

    def tile(self, r0: int, r1: int, c0: int, c1: int):
        """Rows r0..r1-1 against columns c0..c1-1, only pairs with column > row."""
        dist = np.zeros((r1 - r0, c1 - c0), dtype=np.float32)
        skipped = None if self.bound is None else np.zeros(dist.shape, dtype=bool)
        for i in range(r0, r1):
            lo = max(c0, i + 1)
            if lo >= c1:
                continue
            d, s = self._row(i, range(lo, c1))
            dist[i - r0, lo - c0:] = d
            if s is not None:
                skipped[i - r0, lo - c0:] = s
        return dist, skipped

    def pairs(self, rows: np.ndarray, cols: np.ndarray) -> np.ndarray:
        """Exact distances of the given pairs (grouped by row so one_to_many does the work)."""
        out = np.empty(rows.size, dtype=np.float32)
        starts = np.flatnonzero(np.r_[True, rows[1:] != rows[:-1]])
        ends = np.r_[starts[1:], rows.size]
        for s, e in zip(starts, ends):
            i = int(rows[s])
            try:
                sims = self._checked(self._many(i, cols[s:e]), i)
            except TplxError:
                raise
            except Exception as exc:
                raise TplxError(f"metric {self.metric.name!r} failed on page {i}: "
                                f"{type(exc).__name__}: {exc}") from exc
            out[s:e] = (1.0 - sims).astype(np.float32)
        return out


_WORKER: _PairComputer | None = None


def _pool_init(features, factory, name, params, skip_above):
    global _WORKER
    _WORKER = _PairComputer(features, _resolve_metric(factory, name, params), skip_above)


def _pool_tile(r0, r1, c0, c1):
    return _WORKER.tile(r0, r1, c0, c1)


def _pool_pairs(rows, cols):
    return _WORKER.pairs(rows, cols)


# -- the caller's side ----------------------------------------------------------------------------


def _tiles(n: int, tile_size: int) -> list[tuple[int, int, int, int]]:
    bounds = [(s, min(s + tile_size, n)) for s in range(0, n, tile_size)]
    return [(r0, r1, c0, c1) for bi, (r0, r1) in enumerate(bounds) for (c0, c1) in bounds[bi:]]


def _default_tile_size(n: int, workers: int) -> int:
    # enough tiles to keep every worker busy and progress smooth, few enough to keep overhead low
    return max(_MIN_TILE, min(_MAX_TILE, math.ceil(n / (8 * workers))))


def _run(tasks: list[tuple], local: Callable, remote: Callable, collect: Callable,
         workers: int, init_args: tuple, reporter: Reporter) -> None:
    """Tasks run in this process until the pace measured so far shows that the rest would take
    longer than _POOL_PAYS_OFF_S (a pool costs seconds to start: worker processes import numpy,
    numba and the metrics); the rest then goes to ``workers`` processes."""
    run_tasks(tasks, local, remote, collect, workers=workers, reporter=reporter,
              pool_after_s=_POOL_PAYS_OFF_S, caller_works=False, initializer=_pool_init,
              initargs=init_args, preload=[__name__, "tplx_engine.similarity"])


def _set_bits(bits: np.ndarray, positions: np.ndarray, value: bool) -> None:
    positions = positions.astype(np.int64, copy=False)
    masks = np.left_shift(1, positions & 7).astype(np.uint8)
    if value:
        np.bitwise_or.at(bits, positions >> 3, masks)
    else:
        np.bitwise_and.at(bits, positions >> 3, ~masks)


def pairwise_distances(
    features: Sequence[Any],
    metric_name: str,
    metric_params: dict | None = None,
    workers: int | None = None,
    reporter: Reporter = SILENT,
    skip_above: float | None = None,
    *,
    exact_within: Callable[[PairwiseResult], Iterable[np.ndarray]] | None = None,
    tile_size: int | None = None,
    metric_factory: MetricFactory | None = None,
) -> PairwiseResult:
    """Distances between all pairs of prepared page features.

    ``workers``: processes at most (default ``os.cpu_count()``). 1 = in this process, no pool;
    with more, tiles start in this process and a pool takes over only when the measured pace
    shows that the rest would take more than a few seconds. Progress goes to
    ``reporter.advance('similarity', pairs_done, pairs_total)``; Cancelled propagates after the
    pool is shut down. ``skip_above``: pairs whose metric upper bound proves a distance above it
    are stored as the lower bound ``1 - upper_bound`` (see module docstring).
    ``exact_within(result)``: called after the pass (only if pairs were skipped) with a read-only
    snapshot; it returns groups of page indices (e.g. the clusters of a cut at skip_above); every
    skipped pair inside a group is computed exactly, and this repeats until the groups it returns
    contain no skipped pair (progress stage 'refine'). ``metric_factory``: a module-level function
    ``(name, **params) -> Metric``, default ``tplx_engine.similarity.get_metric``.
    """
    params = dict(metric_params or {})
    n = len(features)
    if skip_above is not None and not 0.0 <= skip_above < 1.0:
        raise ValueError(f"skip_above must lie in [0, 1), got {skip_above}")
    if tile_size is not None and tile_size < 1:
        raise ValueError(f"tile_size must be a positive number of pages, got {tile_size}")
    workers = max(1, workers if workers is not None else (os.cpu_count() or 1))
    metric = _resolve_metric(metric_factory, metric_name, params)  # fail early on a bad name
    if metric.upper_bound is None:
        skip_above_effective = None
    else:
        skip_above_effective = skip_above
    total = condensed_size(n)
    condensed = np.zeros(total, dtype=np.float32)
    bits = np.zeros((total + 7) // 8, dtype=np.uint8) if skip_above_effective is not None else None
    local = _PairComputer(features, metric, skip_above_effective)
    init_args = (features, metric_factory, metric_name, params, skip_above_effective)
    row_start = condensed_index(n, np.arange(n), np.arange(n) + 1)  # position of pair (i, i+1)
    progress = {"done": 0, "skipped": 0}

    def collect_tile(task, result):
        r0, r1, c0, c1 = task
        dist, skipped = result
        for i in range(r0, r1):
            lo = max(c0, i + 1)
            if lo >= c1:
                continue
            p = int(row_start[i]) + lo - i - 1
            condensed[p:p + c1 - lo] = dist[i - r0, lo - c0:]
            if skipped is not None:
                flagged = np.flatnonzero(skipped[i - r0, lo - c0:])
                if flagged.size:
                    _set_bits(bits, p + flagged, True)
                    progress["skipped"] += int(flagged.size)
            progress["done"] += c1 - lo
        reporter.advance("similarity", progress["done"], total)

    reporter.advance("similarity", 0, total)
    tiles = _tiles(n, tile_size or _default_tile_size(n, workers))
    _run(tiles, local.tile, _pool_tile, collect_tile, workers, init_args, reporter)

    def snapshot() -> PairwiseResult:
        view = condensed.view()
        view.flags.writeable = False
        bits_view = None
        if bits is not None:
            bits_view = bits.view()
            bits_view.flags.writeable = False
        return PairwiseResult(n, view, metric_name, tuple(sorted(params.items())),
                              skip_above_effective, progress["skipped"], bits_view)

    while exact_within is not None and progress["skipped"]:
        rows, cols = skipped_pairs_within(snapshot(), exact_within(snapshot()))
        if rows.size == 0:
            break
        _recompute(condensed, bits, rows, cols, local, workers, init_args, reporter, progress)
    condensed.flags.writeable = False
    if bits is not None:
        bits.flags.writeable = False
    return snapshot()


def _recompute(condensed, bits, rows, cols, local, workers, init_args, reporter, progress):
    chunk = max(32, rows.size // (8 * workers) + 1)
    tasks = [(rows[s:s + chunk], cols[s:s + chunk]) for s in range(0, rows.size, chunk)]
    n = len(local.features)
    state = {"done": 0}

    def collect_pairs(task, dist):
        task_rows, task_cols = task
        positions = condensed_index(n, task_rows, task_cols)
        condensed[positions] = dist
        _set_bits(bits, positions, False)
        progress["skipped"] -= int(positions.size)
        state["done"] += int(positions.size)
        reporter.advance("refine", state["done"], int(rows.size))

    reporter.advance("refine", 0, int(rows.size))
    _run(tasks, local.pairs, _pool_pairs, collect_pairs, workers, init_args, reporter)


def skipped_pairs_within(result: PairwiseResult,
                         groups: Iterable[np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """The skipped pairs (i < j) whose pages lie in one group, as two int64 arrays sorted by i."""
    empty = np.zeros(0, dtype=np.int64)
    if result.skipped_bits is None or result.n_skipped == 0:
        return empty, empty
    all_rows, all_cols = [], []
    for group in groups:
        members = np.unique(np.asarray(group, dtype=np.int64))
        for k in range(members.size - 1):  # row by row: memory O(group), not O(group²)
            i = members[k]
            cols = members[k + 1:]
            positions = condensed_index(result.n, np.full(cols.size, i), cols)
            flagged = (result.skipped_bits[positions >> 3] >> (positions & 7)) & 1
            hits = cols[flagged.astype(bool)]
            if hits.size:
                all_rows.append(np.full(hits.size, i, dtype=np.int64))
                all_cols.append(hits)
    if not all_rows:
        return empty, empty
    rows, cols = np.concatenate(all_rows), np.concatenate(all_cols)
    order = np.lexsort((cols, rows))
    rows, cols = rows[order], cols[order]
    first = np.r_[True, (rows[1:] != rows[:-1]) | (cols[1:] != cols[:-1])]  # overlapping groups
    return rows[first], cols[first]
