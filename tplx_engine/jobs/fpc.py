"""The FPC route of the clustering stage (SPEC §4, source 003): for crawls too large for
pairwise distances, or when asked with ``method='fpc'``.

Page features (the nine of ``cluster.fpc.features.page_features``) are computed on demand, in worker
processes, and kept in the project so that a second run only computes them for new or changed
pages. MKmeans then clusters all kept pages; the model (centres, LSH fingerprints) is stored with
the clustering so later batches can be merged in incrementally.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from ..cluster.fpc.features import PageFeatures, page_features
from ..cluster.fpc.model import FpcOptions, mkmeans
from ..config import ClusterOptions, EngineConfig
from ..errors import PageError, TplxError
from ..load.crawl import page_path
from ..load.read import load_page
from ..model import MergedSequence, PageFile
from ..parallel import check_workers_read, map_in_chunks, pool_size
from ..progress import Reporter
from ..store import clusterings
from ..store.project import Project
from .stored import crawl_root


def _features_chunk(items: list[tuple[PageFile, MergedSequence]], config: EngineConfig
                    ) -> list[tuple[str, dict | None]]:
    out = []
    for file, merged in items:
        try:
            page = load_page(file, config.load)
            out.append((file.rel_path, page_features(page.root, merged).to_arrays()))
        except PageError:  # changed or vanished since preprocessing: no features, page skipped
            out.append((file.rel_path, None))
    return out


def ensure_features(project: Project, pages, config: EngineConfig, reporter: Reporter,
                    workers: int | None) -> dict[str, PageFeatures]:
    """Features of the given stored pages, computing (and storing) those that are missing."""
    root = crawl_root(project)
    stored = clusterings.features(project)
    todo = [p for p in pages if stored.get(p.page_id, ("",))[0] != p.options_key]
    items = [(PageFile(p.page_id, page_path(root, p.page_id), p.size, p.mtime_ns), p.merged)
             for p in todo]
    keys = {p.page_id: p.options_key for p in todo}
    if todo:
        check_workers_read(root)

    def save(rows: list[tuple[str, dict | None]]) -> None:
        clusterings.save_features(project, [(pid, keys[pid], arrays) for pid, arrays in rows])
        for pid, arrays in rows:
            stored[pid] = (keys[pid], arrays)

    map_in_chunks(_features_chunk, items, (config,), save, pool_size(workers, len(items)),
                  reporter, "features")
    return {p.page_id: PageFeatures.from_arrays(stored[p.page_id][1]) for p in pages
            if stored.get(p.page_id, (None, None))[1] is not None}


def fpc_options(options: ClusterOptions) -> FpcOptions:
    """The clustering threshold is a distance; FPC's seed and merge thresholds are similarities."""
    similarity = 1.0 - options.fpc_threshold
    return replace(FpcOptions(), seed_similarity=similarity, alpha=similarity)


def cluster_fpc(project: Project, pages, config: EngineConfig, options: ClusterOptions,
                reporter: Reporter, workers: int | None):
    """(page ids, labels by size, medoid index per label, distance to centre, model dict)."""
    features = ensure_features(project, pages, config, reporter, workers)
    page_ids = [p.page_id for p in pages if p.page_id in features]
    if not page_ids:
        raise TplxError("no page could be read to compute its FPC features")
    model = mkmeans([features[p] for p in page_ids], options=fpc_options(options),
                    reporter=reporter)
    result = model.last_result
    # labels numbered by size, largest first, like the agglomerative cut
    order = sorted(range(result.n_clusters), key=lambda j: (-int(result.sizes[j]),
                                                            int(result.medoids[j])))
    relabel = {int(result.cluster_ids[j]): k for k, j in enumerate(order)}
    labels = np.array([relabel[int(x)] for x in result.labels], dtype=np.int32)
    medoids = np.array([int(result.medoids[j]) for j in order], dtype=np.int32)
    distance = (1.0 - result.similarity).astype(np.float32)
    return page_ids, labels, medoids, distance, model.to_dict()
