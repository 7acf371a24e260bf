"""MKmeans, FPC's clustering of one batch of pages (SPEC §4 second half; source 003 §3.3.1,
algorithm 1), and the FPC options.

Seed centres greedily (a page whose best similarity to the centres so far is below ``d`` starts a
new one), assign every page to its most similar centre, recompute the centres, merge centre pairs
at least ``alpha`` similar until none is, and repeat until ``T`` iterations or the mean
page-to-centre similarity changes by less than ``e``.

Departures from the source:

- Seeding compares a chunk of pages with all centres at once, then seeds the pages left below
  ``d`` in blocks: a block's pages among themselves, the later pages against the block's new
  seeds only. Same seeds as one page at a time, O(pages x seeds) comparisons, few numpy calls.
- The merge step merges, per round, disjoint pairs in descending similarity and recomputes the
  similarities between rounds; this equals the source's one pair at a time whenever merges do not
  chain within a round, and needs a few rounds instead of one recomputation per merge.
- Iteration also stops at a fixed point: when the assignment reproduces exactly the clusters the
  centres were computed from, the next iteration could only repeat it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from ...errors import TplxError
from ...progress import SILENT, Reporter
from .centres import CentreStats, FeatureBatch, centres_query, page_centre
from .features import FEATURE_NAMES
from .score import CentreIndex, Scoring

# layers, links, css_files, js_files, js_functions, anchor_texts, short_texts, images,
# tag_attributes: structure first (layers, tag attributes), then what template chrome repeats
DEFAULT_WEIGHTS = (0.30, 0.10, 0.05, 0.05, 0.05, 0.10, 0.10, 0.05, 0.20)


@dataclass(frozen=True)
class FpcOptions:
    """Every FPC setting. ``weights`` follow FEATURE_NAMES (docs/fpc.md explains the defaults)."""

    weights: tuple[float, ...] = DEFAULT_WEIGHTS
    seed_similarity: float = 0.6  # d: a page less similar than this to every centre seeds one
    alpha: float = 0.6  # merge centres at least this similar; set-similarity smoothing target
    min_change: float = 0.002  # e: stop when mean page-to-centre similarity moves less
    max_iterations: int = 8  # T
    level_keep: float = 0.5  # keep a centre level whose mean cosine to the members reaches this
    set_keep: float = 0.5  # a centre holds the set elements of more than this share of members
    retain: float = 0.25  # statistics keep element counts above this share (for later merges)
    kappa: float = 1.0  # pseudo-count of the set similarity smoothing
    merge_threshold: float | None = None  # incremental merge into the model; None = alpha
    lsh_beta: float = 0.05  # LSH candidates share more than 32 * beta fingerprints
    exhaustive_below: int = 1000  # compare with every cluster while the model has this few
    batch_size: int = 5000  # add_batch clusters larger inputs in batches of this many pages
    seed_chunk: int = 512

    def __post_init__(self) -> None:
        if len(self.weights) != len(FEATURE_NAMES) or min(self.weights) < 0 \
                or sum(self.weights) <= 0:
            raise TplxError(f"FPC weights must be {len(FEATURE_NAMES)} non-negative numbers "
                            f"({', '.join(FEATURE_NAMES)}) with a positive sum")
        for name in ("seed_similarity", "alpha", "level_keep", "set_keep", "retain"):
            if not 0.0 <= getattr(self, name) <= 1.0:
                raise TplxError(f"FPC option {name} must lie in [0, 1]")
        if self.retain > self.set_keep:
            raise TplxError("FPC option retain must not exceed set_keep")
        if self.max_iterations < 1 or self.batch_size < 1 or self.seed_chunk < 1:
            raise TplxError("FPC max_iterations, batch_size and seed_chunk must be positive")
        if self.merge_threshold is not None and not 0.0 <= self.merge_threshold <= 1.0:
            raise TplxError("FPC option merge_threshold must lie in [0, 1]")
        if self.kappa < 0 or self.min_change < 0 or not 0 <= self.lsh_beta <= 1:
            raise TplxError("FPC kappa and min_change must be >= 0, lsh_beta in [0, 1]")

    @property
    def scoring(self) -> Scoring:
        return Scoring(tuple(float(w) for w in self.weights), self.alpha, self.kappa)

    @property
    def absorb_threshold(self) -> float:
        return self.alpha if self.merge_threshold is None else self.merge_threshold

    def with_weights(self, **named: float) -> FpcOptions:
        """A copy with some feature weights changed, by feature name."""
        unknown = set(named) - set(FEATURE_NAMES)
        if unknown:
            raise TplxError(f"unknown FPC feature(s): {', '.join(sorted(unknown))}")
        current = dict(zip(FEATURE_NAMES, self.weights))
        current.update(named)
        return replace(self, weights=tuple(float(current[n]) for n in FEATURE_NAMES))


def cluster_batch(batch: FeatureBatch, opts: FpcOptions, reporter: Reporter = SILENT
                  ) -> tuple[list[np.ndarray], list[CentreStats], int, float]:
    """MKmeans on one batch: member arrays, their statistics, iterations, mean similarity."""
    if len(batch) == 0:
        return [], [], 0, 0.0
    seeds = _seed(batch, opts, reporter)
    groups = [np.array([p]) for p in seeds]
    centres = [page_centre(batch, p) for p in seeds]
    stats: list[CentreStats] = []
    previous, mean, iterations = None, 0.0, 0
    for _ in range(opts.max_iterations):
        iterations += 1
        labels, sims = _assign(batch, CentreIndex(centres), opts.scoring, reporter)
        mean = float(sims.mean())
        if stats and _reproduces(labels, groups):
            break  # fixed point: recomputing would give the same centres again
        order = np.argsort(labels, kind="stable")
        groups = np.split(order, np.flatnonzero(np.diff(labels[order])) + 1)  # drops empties
        stats = [CentreStats.from_members(batch, g, opts.retain) for g in groups]
        groups, stats, centres = _merge_close(batch, groups, stats, opts, reporter)
        if previous is not None and abs(mean - previous) < opts.min_change:
            break
        previous = mean
    return groups, stats, iterations, mean


def _reproduces(labels: np.ndarray, groups: list[np.ndarray]) -> bool:
    return all(bool(np.all(labels[g] == i)) for i, g in enumerate(groups))


def _seed(batch: FeatureBatch, opts: FpcOptions, reporter: Reporter) -> list[int]:
    n = len(batch)
    seeds: list[int] = []
    index: CentreIndex | None = None
    for lo in range(0, n, opts.seed_chunk):
        rows = np.arange(lo, min(n, lo + opts.seed_chunk))
        if index is not None:
            best = index.score(batch.query(rows), opts.scoring).max(axis=1)
            rows = rows[best < opts.seed_similarity]
        if rows.shape[0]:
            seeds.extend(_seed_among(batch, rows, opts))
            index = CentreIndex([page_centre(batch, p) for p in seeds])
        reporter.advance("fpc seeding", min(n, lo + opts.seed_chunk), n)
    return seeds


def _seed_among(batch: FeatureBatch, rows: np.ndarray, opts: FpcOptions) -> list[int]:
    """Greedy seeding of ``rows`` in order, in blocks (see the module docstring)."""
    d, scoring = opts.seed_similarity, opts.scoring
    alive = np.ones(rows.shape[0], bool)
    new_seeds: list[int] = []
    block_size = 32
    while True:
        block = np.flatnonzero(alive)[:block_size]
        if block.shape[0] == 0:
            return new_seeds
        pages = rows[block]
        pair = CentreIndex([page_centre(batch, int(p)) for p in pages]).score(
            batch.query(pages), scoring)
        chosen: list[int] = []
        for i in range(block.shape[0]):
            if not chosen or pair[i, chosen].max() < d:
                chosen.append(i)
        new_seeds.extend(int(p) for p in pages[chosen])
        alive[block] = False
        rest = np.flatnonzero(alive)
        if rest.shape[0]:
            best = CentreIndex([page_centre(batch, int(p)) for p in pages[chosen]]).score(
                batch.query(rows[rest]), scoring).max(axis=1)
            alive[rest[best >= d]] = False


def _assign(batch: FeatureBatch, index: CentreIndex, scoring: Scoring, reporter: Reporter
            ) -> tuple[np.ndarray, np.ndarray]:
    n = len(batch)
    labels = np.zeros(n, np.int64)
    sims = np.zeros(n, np.float32)
    step = 2048
    for lo in range(0, n, step):
        rows = np.arange(lo, min(n, lo + step))
        s = index.score(batch.query(rows), scoring)
        labels[rows] = s.argmax(axis=1)
        sims[rows] = s[np.arange(rows.shape[0]), labels[rows]]
        reporter.advance("fpc assigning", int(rows[-1]) + 1, n)
    return labels, sims


def _merge_close(batch: FeatureBatch, groups: list[np.ndarray], stats: list[CentreStats],
                 opts: FpcOptions, reporter: Reporter):
    """Merge centre pairs at least alpha similar until none is (rounds of disjoint pairs).
    Returns the groups, their statistics and their centres."""
    centres = [s.centre(opts.level_keep, opts.set_keep) for s in stats]
    while len(stats) > 1:
        reporter.check()
        sim = CentreIndex(centres).score(centres_query(centres), opts.scoring)
        a, b = np.nonzero(np.triu(sim >= opts.alpha, k=1))
        if a.shape[0] == 0:
            break
        used = np.zeros(len(stats), bool)
        pairs = []
        for i in np.argsort(-sim[a, b], kind="stable"):
            x, y = int(a[i]), int(b[i])
            if not used[x] and not used[y]:
                used[x] = used[y] = True
                pairs.append((x, y))
        merged_groups = [np.concatenate([groups[x], groups[y]]) for x, y in pairs]
        merged_stats = [CentreStats.from_members(batch, g, opts.retain) for g in merged_groups]
        keep = np.flatnonzero(~used)
        groups = [groups[i] for i in keep] + merged_groups
        stats = [stats[i] for i in keep] + merged_stats
        centres = [centres[i] for i in keep] + [
            s.centre(opts.level_keep, opts.set_keep) for s in merged_stats]
    return groups, stats, centres
