"""FPC page batches and cluster centres (SPEC §4 second half; source 003 §3.2).

- :class:`FeatureBatch` packs many :class:`~tplx_engine.cluster.fpc.features.PageFeatures` into flat arrays.
- :class:`CentreStats` are the mergeable statistics of a cluster; :meth:`CentreStats.centre` turns
  them into the source's cluster centre (definition 5): the layered-vector centre (definition 2:
  per-level mean of the members' frequency distributions, levels whose mean cosine to the members
  is below ``level_keep`` dropped) and, per set feature, the elements present in more than
  ``set_keep`` of the members (definition 3), each with its member frequency.
- :class:`Query` is what :mod:`.fpc_score` scores against centres: pages of a batch
  (:meth:`FeatureBatch.query`) or centres (:func:`centres_query`).

Departure: the source keeps a cluster's pages; merging two clusters here needs only their
statistics (layer sums are exact; set-element counts are kept above a ``retain`` share).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ...errors import TplxError
from .features import SET_FEATURES, PageFeatures

N_SETS = len(SET_FEATURES)
KEY_SHIFT = 61  # a set element key = feature index << 61 | low 61 bits of its hash
_HASH_MASK = np.uint64((1 << KEY_SHIFT) - 1)


def key_feature(keys: np.ndarray) -> np.ndarray:
    return (keys >> np.uint64(KEY_SHIFT)).astype(np.int64)


def csr_ranges(ptr: np.ndarray, rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Entry indices of ``rows`` in a CSR pointer array, and the local row of each entry."""
    starts, lens = ptr[rows], ptr[rows + 1] - ptr[rows]
    total = int(lens.sum())
    owner = np.repeat(np.arange(rows.shape[0], dtype=np.int64), lens)
    offsets = np.repeat(starts - (np.cumsum(lens) - lens), lens)
    return offsets + np.arange(total, dtype=np.int64), owner


@dataclass(frozen=True, eq=False)
class FeatureBatch:
    """Features of N pages in flat arrays (CSR by page).

    Layer entries (one per page, level, tag) carry ``layer_f`` (the count divided by the level's
    total: the source's frequency distribution) and ``layer_u`` (divided by the level's L2 norm:
    ready for cosines). Set entries carry keys (feature index in the top 3 bits), ascending per page.
    """

    layer_ptr: np.ndarray  # int64, N + 1
    layer_level: np.ndarray  # int32
    layer_tag: np.ndarray  # int32
    layer_f: np.ndarray  # float32
    layer_u: np.ndarray  # float32
    n_levels: np.ndarray  # int32, N
    set_ptr: np.ndarray  # int64, N + 1
    set_key: np.ndarray  # uint64
    set_size: np.ndarray  # float32, N x N_SETS
    layers_from: str

    def __len__(self) -> int:
        return int(self.n_levels.shape[0])

    @staticmethod
    def from_pages(pages: Sequence[PageFeatures]) -> FeatureBatch:
        sources = {p.layers_from for p in pages}
        if len(sources) > 1:
            raise TplxError("FPC features mix layered vectors counted on the raw DOM and on "
                            "merged sequences; recompute them the same way for every page")
        n = len(pages)
        n_levels = np.fromiter((p.n_levels for p in pages), np.int32, n)
        level_sizes = np.concatenate([np.diff(p.level_ptr) for p in pages] + [np.zeros(0, int)])
        level_sizes = level_sizes.astype(np.int64)
        counts = np.concatenate([p.level_counts for p in pages] + [np.zeros(0, np.int32)])
        counts = counts.astype(np.float64)
        level_id = np.repeat(np.arange(level_sizes.shape[0]), level_sizes)
        first_level = np.repeat(np.cumsum(n_levels) - n_levels, n_levels)
        depth = np.arange(level_sizes.shape[0]) - first_level
        totals = np.bincount(level_id, counts, minlength=level_sizes.shape[0])
        norms = np.sqrt(np.bincount(level_id, counts * counts, minlength=level_sizes.shape[0]))
        layer_ptr = np.zeros(n + 1, np.int64)
        np.cumsum([p.level_tags.shape[0] for p in pages], out=layer_ptr[1:])

        set_sizes = np.array([np.diff(p.set_ptr) for p in pages], np.int64).reshape(n, N_SETS)
        hashes = np.concatenate([p.set_hashes for p in pages] + [np.zeros(0, np.uint64)])
        feature = np.repeat(np.tile(np.arange(N_SETS, dtype=np.uint64), n), set_sizes.ravel())
        set_ptr = np.zeros(n + 1, np.int64)
        np.cumsum(set_sizes.sum(axis=1), out=set_ptr[1:])
        return FeatureBatch(
            layer_ptr=layer_ptr,
            layer_level=depth[level_id].astype(np.int32),
            layer_tag=np.concatenate([p.level_tags for p in pages] + [np.zeros(0, np.int32)]),
            layer_f=(counts / totals[level_id]).astype(np.float32),
            layer_u=(counts / norms[level_id]).astype(np.float32),
            n_levels=n_levels,
            set_ptr=set_ptr,
            set_key=(hashes & _HASH_MASK) | (feature << np.uint64(KEY_SHIFT)),
            set_size=set_sizes.astype(np.float32),
            layers_from=sources.pop() if sources else "merged",
        )

    def take(self, rows: np.ndarray) -> FeatureBatch:
        rows = np.asarray(rows, dtype=np.int64)
        le, _ = csr_ranges(self.layer_ptr, rows)
        se, _ = csr_ranges(self.set_ptr, rows)
        layer_ptr = np.zeros(rows.shape[0] + 1, np.int64)
        np.cumsum(self.layer_ptr[rows + 1] - self.layer_ptr[rows], out=layer_ptr[1:])
        set_ptr = np.zeros(rows.shape[0] + 1, np.int64)
        np.cumsum(self.set_ptr[rows + 1] - self.set_ptr[rows], out=set_ptr[1:])
        return FeatureBatch(layer_ptr, self.layer_level[le], self.layer_tag[le], self.layer_f[le],
                            self.layer_u[le], self.n_levels[rows], set_ptr, self.set_key[se],
                            self.set_size[rows], self.layers_from)

    def query(self, rows: np.ndarray) -> Query:
        rows = np.asarray(rows, dtype=np.int64)
        le, lo = csr_ranges(self.layer_ptr, rows)
        se, so = csr_ranges(self.set_ptr, rows)
        return Query(rows.shape[0], lo, self.layer_level[le], self.layer_tag[le],
                     self.layer_u[le], self.n_levels[rows].astype(np.float32), so,
                     self.set_key[se], np.ones(se.shape[0], np.float32), self.set_size[rows])


@dataclass(frozen=True, eq=False)
class Query:
    """Things to score against centres (pages or centres), entries grouped by owner 0..n-1."""

    n: int
    layer_owner: np.ndarray
    layer_level: np.ndarray
    layer_tag: np.ndarray
    layer_w: np.ndarray  # per-level L2-normalised
    n_levels: np.ndarray  # float32, n
    set_owner: np.ndarray
    set_key: np.ndarray
    set_w: np.ndarray  # 1 for pages, member frequency for centres
    set_size: np.ndarray  # float32, n x N_SETS: sum of set_w per feature


@dataclass(frozen=True, eq=False)
class Centre:
    """A cluster centre (source definition 5), ready for scoring."""

    size: int
    levels: np.ndarray  # int32, kept levels only, ascending (level, tag)
    tags: np.ndarray  # int32
    weights: np.ndarray  # float32, L2-normalised within each kept level
    n_levels: int  # number of kept levels
    keys: np.ndarray  # uint64 ascending: set elements in more than set_keep of the members
    freqs: np.ndarray  # float32, member frequency of each key

    def set_mass(self) -> np.ndarray:
        return np.bincount(key_feature(self.keys), self.freqs, minlength=N_SETS)

    def keys_of(self, feature: str) -> np.ndarray:
        return self.keys[key_feature(self.keys) == SET_FEATURES.index(feature)]


@dataclass(frozen=True, eq=False)
class CentreStats:
    """Mergeable statistics of a cluster: member count, per (level, tag) sums of the members'
    frequency (``sum_f``) and unit-norm (``sum_u``) level values, and member counts of the set
    elements held by more than ``retain`` of the members."""

    n: int
    levels: np.ndarray  # int32
    tags: np.ndarray  # int32
    sum_f: np.ndarray  # float64
    sum_u: np.ndarray  # float64
    keys: np.ndarray  # uint64 ascending
    counts: np.ndarray  # int64

    @staticmethod
    def from_members(batch: FeatureBatch, members: np.ndarray, retain: float) -> CentreStats:
        members = np.asarray(members, dtype=np.int64)
        le, _ = csr_ranges(batch.layer_ptr, members)
        lk = (batch.layer_level[le].astype(np.int64) << 32) | batch.layer_tag[le].astype(np.int64)
        lk, inv = np.unique(lk, return_inverse=True)
        sum_f = np.bincount(inv, batch.layer_f[le], minlength=lk.shape[0])
        sum_u = np.bincount(inv, batch.layer_u[le], minlength=lk.shape[0])
        se, _ = csr_ranges(batch.set_ptr, members)
        keys, counts = np.unique(batch.set_key[se], return_counts=True)
        keep = counts > retain * members.shape[0]
        return CentreStats(int(members.shape[0]), (lk >> 32).astype(np.int32),
                           (lk & 0xFFFFFFFF).astype(np.int32), sum_f, sum_u, keys[keep],
                           counts[keep].astype(np.int64))

    def merged(self, other: CentreStats, retain: float) -> CentreStats:
        """Statistics of the union. Layer sums are exact; a set element not retained by one side
        counts 0 there (an under-count of at most ``retain`` of that side's members)."""
        n = self.n + other.n
        lk = np.concatenate([(self.levels.astype(np.int64) << 32) | self.tags,
                             (other.levels.astype(np.int64) << 32) | other.tags])
        lk, inv = np.unique(lk, return_inverse=True)
        sum_f = np.bincount(inv, np.concatenate([self.sum_f, other.sum_f]), minlength=lk.shape[0])
        sum_u = np.bincount(inv, np.concatenate([self.sum_u, other.sum_u]), minlength=lk.shape[0])
        keys, inv = np.unique(np.concatenate([self.keys, other.keys]), return_inverse=True)
        counts = np.bincount(inv, np.concatenate([self.counts, other.counts]).astype(np.float64),
                             minlength=keys.shape[0]).astype(np.int64)
        keep = counts > retain * n
        return CentreStats(n, (lk >> 32).astype(np.int32), (lk & 0xFFFFFFFF).astype(np.int32),
                           sum_f, sum_u, keys[keep], counts[keep])

    def centre(self, level_keep: float, set_keep: float) -> Centre:
        mean = self.sum_f / self.n
        n_rows = int(self.levels.max()) + 1 if self.levels.shape[0] else 0
        norm = np.sqrt(np.bincount(self.levels, mean * mean, minlength=n_rows))
        dot = np.bincount(self.levels, mean * self.sum_u, minlength=n_rows)
        with np.errstate(divide="ignore", invalid="ignore"):
            mean_cos = np.where(norm > 0, dot / (norm * self.n), 0.0)
        kept_level = mean_cos >= level_keep - 1e-9
        keep = kept_level[self.levels]
        weights = mean[keep] / norm[self.levels[keep]]
        key_keep = self.counts > set_keep * self.n
        return Centre(self.n, self.levels[keep], self.tags[keep], weights.astype(np.float32),
                      int(kept_level.sum()), self.keys[key_keep],
                      (self.counts[key_keep] / self.n).astype(np.float32))


def page_centre(batch: FeatureBatch, page: int) -> Centre:
    """The centre of a one-page cluster: every level kept, every element with frequency 1."""
    l0, l1 = int(batch.layer_ptr[page]), int(batch.layer_ptr[page + 1])
    s0, s1 = int(batch.set_ptr[page]), int(batch.set_ptr[page + 1])
    return Centre(1, batch.layer_level[l0:l1], batch.layer_tag[l0:l1], batch.layer_u[l0:l1],
                  int(batch.n_levels[page]), batch.set_key[s0:s1],
                  np.ones(s1 - s0, np.float32))


def centres_query(centres: Sequence[Centre]) -> Query:
    n = len(centres)
    layer_owner = np.repeat(np.arange(n), [c.levels.shape[0] for c in centres])
    set_owner = np.repeat(np.arange(n), [c.keys.shape[0] for c in centres])
    cat = np.concatenate
    return Query(
        n, layer_owner,
        cat([c.levels for c in centres] + [np.zeros(0, np.int32)]),
        cat([c.tags for c in centres] + [np.zeros(0, np.int32)]),
        cat([c.weights for c in centres] + [np.zeros(0, np.float32)]),
        np.array([c.n_levels for c in centres], np.float32),
        set_owner,
        cat([c.keys for c in centres] + [np.zeros(0, np.uint64)]),
        cat([c.freqs for c in centres] + [np.zeros(0, np.float32)]),
        np.array([c.set_mass() for c in centres], np.float32).reshape(n, N_SETS),
    )
