"""FPC: fast incremental page clustering (SPEC §4 second half; source 003 §3.3).

:func:`mkmeans` clusters pages from nothing (source algorithm 1, in :mod:`.fpc_mkmeans`).
:class:`FpcModel` keeps the clusters found so far and takes new pages batch by batch
(leader-follower, §3.3): each batch is clustered by MKmeans, then every new cluster is merged
into its most similar existing cluster when at least ``merge_threshold`` similar, otherwise added
(algorithm 3); existing clusters are found through the LSH fingerprints of :mod:`.lsh`. Page
features: :mod:`tplx_engine.features`; centres: :mod:`.fpc_centres`; similarity: :mod:`.fpc_score`.

Departures from the source:

- While the model holds at most ``exhaustive_below`` clusters, a new cluster is compared with
  all of them (exact, and one matrix product at that size); LSH candidates are used above it.
- Clusters keep mergeable statistics (:class:`~.fpc_centres.CentreStats`) instead of their
  pages: absorbing a batch costs nothing per old page. Set-element counts are kept for elements
  held by more than ``retain`` of the members, so a merge can under-count an element by at most
  that share of one side.
- Every new cluster of a batch is compared with the model as it was before the batch (the source
  leaves the order open): order-independent, and one matrix product. New clusters of one batch
  are not merged with each other, MKmeans already found them less than alpha similar.
- Inputs larger than ``batch_size`` pages are clustered and merged batch by batch.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, fields, replace

import numpy as np

from ...errors import TplxError
from ...progress import SILENT, Reporter
from .centres import Centre, CentreStats, FeatureBatch, centres_query
from .features import PageFeatures
from .lsh import LshIndex, fingerprints
from .mkmeans import DEFAULT_WEIGHTS, FpcOptions, cluster_batch
from .score import CentreIndex

__all__ = ["DEFAULT_WEIGHTS", "FeatureBatch", "FpcModel", "FpcOptions", "FpcResult", "mkmeans"]

MODEL_FORMAT = "tplx-fpc-model"
MODEL_VERSION = 1
_QUERY_ROWS = 4096  # pages packed and scored at once outside MKmeans


@dataclass(frozen=True, eq=False)
class FpcResult:
    """Outcome of one ``add_batch`` call, for the pages of that call (indices 0..N-1).

    ``labels[i]`` is the model cluster id of page i; ``similarity[i]`` its similarity to that
    cluster's centre after the batch was merged into the model. ``cluster_ids`` are the distinct
    labels, ascending; ``medoids[j]`` is the page of cluster ``cluster_ids[j]`` most similar to
    the centre (the medoid-like representative) and ``sizes[j]`` its number of pages here.
    """

    labels: np.ndarray  # int32
    similarity: np.ndarray  # float32
    cluster_ids: np.ndarray  # int32
    medoids: np.ndarray  # int32
    sizes: np.ndarray  # int32
    created: tuple[int, ...]  # clusters this call added to the model
    merged_into: tuple[int, ...]  # existing clusters that absorbed a cluster of this call
    iterations: int  # MKmeans iterations, summed over batches
    mean_similarity: float  # mean page-to-centre similarity of the last MKmeans iterations

    @property
    def n_clusters(self) -> int:
        return int(self.cluster_ids.shape[0])

    @property
    def distance_to_medoid(self) -> np.ndarray:
        """1 - similarity (to the centre): the agglomerative result's per-page distance."""
        return 1.0 - self.similarity

    def members(self, cluster_id: int) -> np.ndarray:
        return np.flatnonzero(self.labels == cluster_id).astype(np.int32)

    def medoid(self, cluster_id: int) -> int:
        j = int(np.searchsorted(self.cluster_ids, cluster_id))
        if j >= self.n_clusters or self.cluster_ids[j] != cluster_id:
            raise KeyError(cluster_id)
        return int(self.medoids[j])


def _parts(features: Sequence[PageFeatures] | FeatureBatch, size: int):
    """(row indices, FeatureBatch) per run of ``size`` pages: a long list of pages is never
    packed whole (100,000 pages would take gigabytes at once)."""
    n = len(features)
    for lo in range(0, n, size):
        rows = np.arange(lo, min(n, lo + size))
        if isinstance(features, FeatureBatch):
            yield rows, features if rows.shape[0] == n else features.take(rows)
        else:
            yield rows, FeatureBatch.from_pages(features[lo:lo + size])


def mkmeans(features: Sequence[PageFeatures] | FeatureBatch, d: float | None = None,
            alpha: float | None = None, e: float | None = None, T: int | None = None,
            reporter: Reporter = SILENT, options: FpcOptions | None = None) -> FpcModel:
    """Cluster pages from nothing; ``model.last_result`` holds their labels. ``d``, ``alpha``,
    ``e``, ``T`` override the options' seed_similarity, alpha, min_change, max_iterations."""
    given = {"seed_similarity": d, "alpha": alpha, "min_change": e, "max_iterations": T}
    opts = replace(options or FpcOptions(), **{k: v for k, v in given.items() if v is not None})
    model = FpcModel(opts)
    model.add_batch(features, reporter)
    return model


class FpcModel:
    """The clusters found so far, their centres and LSH fingerprints. Serialisable with
    :meth:`to_dict` / :meth:`from_dict` (plain lists and numbers)."""

    def __init__(self, options: FpcOptions | None = None):
        self._options = options or FpcOptions()
        self.layers_from: str | None = None
        self.last_result: FpcResult | None = None  # of the latest add_batch; not serialised
        self._stats: dict[int, CentreStats] = {}
        self._centres: dict[int, Centre] = {}
        self._lsh = LshIndex()
        self._next_id = 0
        self._index: tuple[CentreIndex, np.ndarray] | None = None

    def __len__(self) -> int:
        return len(self._stats)

    @property
    def options(self) -> FpcOptions:
        return self._options

    @options.setter
    def options(self, options: FpcOptions) -> None:
        """New settings apply to the clusters already found too (centres are derived)."""
        self._options = options
        self._rederive()

    def _rederive(self) -> None:
        self._centres.clear()
        self._index = None
        self._lsh = LshIndex()
        for cid in self.cluster_ids:
            self._lsh.put(cid, fingerprints(self.centre(cid).keys_of("tag_attributes")))

    @property
    def cluster_ids(self) -> list[int]:
        return sorted(self._stats)

    def size(self, cluster_id: int) -> int:
        return self._stats[cluster_id].n

    def centre(self, cluster_id: int) -> Centre:
        c = self._centres.get(cluster_id)
        if c is None:
            c = self._stats[cluster_id].centre(self.options.level_keep, self.options.set_keep)
            self._centres[cluster_id] = c
        return c

    def fingerprints(self, cluster_id: int) -> np.ndarray:
        return self._lsh.group(cluster_id)

    def lsh_candidates(self, centre: Centre) -> list[int]:
        return self._lsh.candidates(fingerprints(centre.keys_of("tag_attributes")),
                                    self.options.lsh_beta)

    # -- clustering -------------------------------------------------------------------------

    def add_batch(self, features: Sequence[PageFeatures] | FeatureBatch,
                  reporter: Reporter = SILENT) -> FpcResult:
        """Cluster new pages with MKmeans and merge their clusters into the model.

        All or nothing: if it raises (``Cancelled`` included) the model is left as it was.
        """
        saved = (dict(self._stats), self._next_id, self.layers_from)
        try:
            result = self._add(features, reporter)
        except BaseException:
            self._stats, self._next_id, self.layers_from = saved
            self._rederive()
            raise
        self.last_result = result
        return result

    def _add(self, features: Sequence[PageFeatures] | FeatureBatch,
             reporter: Reporter) -> FpcResult:
        n, opts = len(features), self.options
        labels = np.full(n, -1, np.int32)
        created: list[int] = []
        merged_into: list[int] = []
        iterations, weighted_mean = 0, 0.0
        n_parts = -(-n // opts.batch_size)
        for part_no, (rows, part) in enumerate(_parts(features, opts.batch_size)):
            self._check_source(part)
            self.layers_from = self.layers_from or part.layers_from
            stage = reporter if n_parts == 1 else _Prefixed(reporter, f"{part_no + 1}/{n_parts}")
            groups, stats, its, mean = cluster_batch(part, opts, stage)
            iterations += its
            weighted_mean += mean * rows.shape[0]
            for members, cid in zip(groups, self._absorb(stats, created, merged_into, stage)):
                labels[rows[members]] = cid
        similarity, ids, medoids, sizes = self._paired_similarity(features, labels)
        return FpcResult(labels, similarity, ids, medoids, sizes, tuple(created),
                         tuple(sorted(set(merged_into) - set(created))), iterations,
                         weighted_mean / n if n else 0.0)

    def _absorb(self, stats: list[CentreStats], created: list[int], merged_into: list[int],
                reporter: Reporter) -> list[int]:
        """Algorithm 3 for every new cluster; returns the model id each one ended up in.

        Every new cluster is compared with the model as it was before this batch: the outcome
        does not depend on the order of the new clusters, and the similarities are one matrix
        (or, with LSH, one row per new cluster over its candidates). New clusters are never
        merged with each other here: MKmeans already found them less than alpha similar.
        """
        opts = self.options
        centres = [st.centre(opts.level_keep, opts.set_keep) for st in stats]
        targets: list[int | None] = [None] * len(stats)
        if self._stats and stats:
            old_ids = np.array(self.cluster_ids, np.int64)
            index = CentreIndex([self.centre(int(c)) for c in old_ids])
            query = centres_query(centres)
            if len(old_ids) <= opts.exhaustive_below:
                sims = index.score(query, opts.scoring)
                best = sims.argmax(axis=1)
                for j, col in enumerate(best.tolist()):
                    if sims[j, col] >= opts.absorb_threshold:
                        targets[j] = int(old_ids[col])
            else:
                for j, centre in enumerate(centres):
                    cols = np.searchsorted(old_ids, self.lsh_candidates(centre))
                    if cols.shape[0]:
                        row = index.score(query, opts.scoring, columns=cols, start=j,
                                          stop=j + 1)[0]
                        if row.max() >= opts.absorb_threshold:
                            targets[j] = int(old_ids[cols[int(row.argmax())]])
                    reporter.advance("fpc finding similar clusters", j + 1, len(stats))
        out = []
        for j, (st, target) in enumerate(zip(stats, targets)):
            out.append(self._put(target, st, created, merged_into))
            reporter.advance("fpc merging", j + 1, len(stats))
        return out

    def _put(self, target: int | None, st: CentreStats, created: list[int],
             merged_into: list[int]) -> int:
        """Merge ``st`` into cluster ``target``, or add it as a new cluster (target None)."""
        if target is None:
            cid = self._next_id
            self._next_id += 1
            self._stats[cid] = st
            created.append(cid)
        else:
            cid = target
            self._stats[cid] = self._stats[cid].merged(st, self.options.retain)
            merged_into.append(cid)
        self._centres.pop(cid, None)
        self._lsh.put(cid, fingerprints(self.centre(cid).keys_of("tag_attributes")))
        self._index = None
        return cid

    def _paired_similarity(self, features: Sequence[PageFeatures] | FeatureBatch,
                           labels: np.ndarray):
        """Similarity of every page to its own cluster's centre; medoid and size per cluster."""
        ids, slot, sizes = np.unique(labels, return_inverse=True, return_counts=True)
        similarity = np.zeros(labels.shape[0], np.float32)
        if ids.shape[0] == 0:
            empty = np.zeros(0, np.int32)
            return similarity, empty, empty, empty
        index = CentreIndex([self.centre(int(c)) for c in ids])
        for rows, part in _parts(features, _QUERY_ROWS):
            similarity[rows] = index.score_own(part.query(np.arange(len(part))), slot[rows],
                                               self.options.scoring)
        # medoid: the member most similar to the centre (the first such, in page order)
        order = np.lexsort((-similarity, slot))
        medoids = order[np.concatenate([[0], np.cumsum(sizes)[:-1]])]
        return similarity, ids.astype(np.int32), medoids.astype(np.int32), sizes.astype(np.int32)

    def consolidate(self, reporter: Reporter = SILENT) -> dict[int, int]:
        """Merge clusters of the model at least ``merge_threshold`` similar, in rounds of
        disjoint pairs (MKmeans' merge step applied to the model's statistics).

        Leader-follower merging never joins two clusters already in the model, so small
        clusters of one template that arrived in different batches can stay apart; this joins
        them. Not in the source. Returns {removed cluster id: the id it was merged into}.
        """
        merged: dict[int, int] = {}
        while len(self._stats) > 1:
            reporter.check()
            ids = self.cluster_ids
            centres = [self.centre(c) for c in ids]
            sim = CentreIndex(centres).score(centres_query(centres), self.options.scoring)
            a, b = np.nonzero(np.triu(sim >= self.options.absorb_threshold, k=1))
            if a.shape[0] == 0:
                break
            used: set[int] = set()
            for i in np.argsort(-sim[a, b], kind="stable"):
                keep, gone = ids[int(a[i])], ids[int(b[i])]
                if keep in used or gone in used:
                    continue
                used.update((keep, gone))
                self._put(keep, self._stats.pop(gone), [], [])
                self._centres.pop(gone, None)
                self._lsh.remove(gone)
                merged[gone] = keep
            reporter.advance("fpc consolidating", len(merged), len(merged) + len(self._stats))
        # a cluster merged into one that was merged later ends at the final survivor
        final = {}
        for gone, target in merged.items():
            while target in merged:
                target = merged[target]
            final[gone] = target
        return final

    def _check_source(self, batch: FeatureBatch) -> None:
        if len(batch) and self.layers_from not in (None, batch.layers_from):
            raise TplxError(f"the FPC model was built from layered vectors of '{self.layers_from}'"
                            f" features, these pages have '{batch.layers_from}' ones")

    # -- new pages one at a time --------------------------------------------------------------

    def assign_batch(self, features: Sequence[PageFeatures] | FeatureBatch
                     ) -> tuple[np.ndarray, np.ndarray]:
        """Most similar cluster id (-1 for an empty model) and that similarity, per page."""
        n = len(features)
        best_ids = np.full(n, -1, np.int32)
        best_sims = np.zeros(n, np.float32)
        if self._stats and self._index is None:
            ids = np.array(self.cluster_ids, np.int64)
            self._index = (CentreIndex([self.centre(int(i)) for i in ids]), ids)
        for rows, part in _parts(features, _QUERY_ROWS):
            self._check_source(part)
            if self._index is not None:
                index, ids = self._index
                sims = index.score(part.query(np.arange(len(part))), self.options.scoring)
                best = sims.argmax(axis=1)
                best_ids[rows] = ids[best]
                best_sims[rows] = sims[np.arange(len(part)), best]
        return best_ids, best_sims

    def assign(self, page: PageFeatures) -> tuple[int, float]:
        """The most similar cluster of one new page and the similarity (-1, 0.0 if empty).
        Whether that is similar enough to use the cluster's template is the caller's threshold."""
        ids, sims = self.assign_batch([page])
        return int(ids[0]), float(sims[0])

    # -- serialisation ------------------------------------------------------------------------

    def to_dict(self) -> dict:
        options = {k: (list(v) if isinstance(v, tuple) else v)
                   for k, v in asdict(self.options).items()}
        clusters = []
        for cid in self.cluster_ids:
            s = self._stats[cid]
            clusters.append({
                "id": cid, "size": s.n, "levels": s.levels.tolist(), "tags": s.tags.tolist(),
                "sum_f": s.sum_f.tolist(), "sum_u": s.sum_u.tolist(),
                # signed, so that every store (JSON, SQLite INTEGER) keeps them exactly
                "keys": s.keys.view(np.int64).tolist(), "counts": s.counts.tolist(),
            })
        return {"format": MODEL_FORMAT, "version": MODEL_VERSION, "options": options,
                "layers_from": self.layers_from, "next_id": self._next_id, "clusters": clusters}

    @staticmethod
    def from_dict(data: dict) -> FpcModel:
        if not isinstance(data, dict) or data.get("format") != MODEL_FORMAT:
            raise TplxError("not an FPC model")
        if data.get("version") != MODEL_VERSION:
            raise TplxError(f"FPC model version {data.get('version')} is not supported "
                            f"(this build reads version {MODEL_VERSION})")
        try:
            raw = data["options"]
            unknown = set(raw) - {f.name for f in fields(FpcOptions)}
            if unknown:
                raise TplxError(f"unknown FPC option(s) in model: {', '.join(sorted(unknown))}")
            model = FpcModel(FpcOptions(**{k: tuple(v) if isinstance(v, list) else v
                                           for k, v in raw.items()}))
            model.layers_from = data["layers_from"]
            model._next_id = int(data["next_id"])
            for c in data["clusters"]:
                model._stats[int(c["id"])] = CentreStats(
                    int(c["size"]), np.array(c["levels"], np.int32),
                    np.array(c["tags"], np.int32), np.array(c["sum_f"], np.float64),
                    np.array(c["sum_u"], np.float64),
                    np.array(c["keys"], np.int64).view(np.uint64),
                    np.array(c["counts"], np.int64))
        except (KeyError, TypeError, ValueError, OverflowError) as exc:
            raise TplxError(f"corrupt FPC model: {exc!r}") from exc
        model._rederive()
        return model


class _Prefixed(Reporter):
    """Forwards progress with the batch number in front of the stage name."""

    def __init__(self, inner: Reporter, prefix: str):
        super().__init__(inner.sink, inner.cancel_event)
        self._prefix = prefix

    def advance(self, stage: str, done: int, total: int) -> None:
        super().advance(f"{stage} (batch {self._prefix})", done, total)
