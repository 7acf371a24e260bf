"""The FPC route of the clustering stage (SPEC §4, source 003): for crawls too large for
pairwise distances, or when asked with ``method='fpc'``.

Page features (the nine of ``features.page_features``) are computed on demand, in worker
processes, and kept in the project so that a second run only computes them for new or changed
pages. MKmeans then clusters all kept pages; the model (centres, LSH fingerprints) is stored with
the clustering so later batches can be merged in incrementally.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import numpy as np

from ..cluster.fpc.features import PageFeatures, page_features
from ..cluster.fpc.model import FpcOptions, mkmeans
from ..config import ClusterOptions, EngineConfig
from ..errors import PageError, TplxError
from ..load import crawl
from ..model import MergedSequence, PageFile
from ..progress import Reporter
from ..store.project import Project
from .preprocess import map_in_chunks, pool_size

_ARRAYS = (("level_ptr", "<i4"), ("level_tags", "<i4"), ("level_counts", "<i4"),
           ("set_ptr", "<i4"), ("set_hashes", "<u8"))
_FROM = {"dom": 0, "merged": 1}


def pack_features(f: PageFeatures) -> bytes:
    arrays = [np.ascontiguousarray(getattr(f, name), dtype=dtype) for name, dtype in _ARRAYS]
    header = np.array([_FROM[f.layers_from]] + [a.shape[0] for a in arrays], dtype="<i8")
    return header.tobytes() + b"".join(a.tobytes() for a in arrays)


def unpack_features(blob: bytes) -> PageFeatures:
    header = np.frombuffer(blob, dtype="<i8", count=1 + len(_ARRAYS))
    pos = header.nbytes
    values = {}
    for (name, dtype), count in zip(_ARRAYS, header[1:]):
        arr = np.frombuffer(blob, dtype=dtype, count=int(count), offset=pos)
        pos += arr.nbytes
        values[name] = arr.astype(dtype[1:] if dtype.startswith("<") else dtype)
    layers_from = {v: k for k, v in _FROM.items()}[int(header[0])]
    return PageFeatures(**values, layers_from=layers_from)


def _features_chunk(items: list[tuple[PageFile, MergedSequence]], config: EngineConfig
                    ) -> list[tuple[str, bytes | None]]:
    out = []
    for file, merged in items:
        try:
            raw = crawl.read_page(file, config.load)
            root = crawl.parse_document(raw, html_classes=False)
            out.append((file.rel_path, pack_features(page_features(root, merged))))
        except PageError:  # changed or vanished since preprocessing: no features, page skipped
            out.append((file.rel_path, None))
    return out


def ensure_features(project: Project, pages, config: EngineConfig, reporter: Reporter,
                    workers: int | None) -> dict[str, PageFeatures]:
    """Features of the given stored pages, computing (and storing) those that are missing."""
    root = project.get_meta("crawl_root")
    if root is None:
        raise TplxError("the project does not know its crawl folder: run tplx inspect first")
    stored = {row[0]: (row[1], row[2]) for row in project.db.execute(
        "SELECT page_id, options_key, features FROM page_features")}
    todo = [p for p in pages if stored.get(p.page_id, ("",))[0] != p.options_key]
    items = [(PageFile(p.page_id, str(Path(root) / p.page_id), p.size, p.mtime_ns), p.merged)
             for p in todo]
    keys = {p.page_id: p.options_key for p in todo}

    def save(rows: list[tuple[str, bytes | None]]) -> None:
        with project.transaction() as db:
            db.executemany("INSERT OR REPLACE INTO page_features VALUES (?, ?, ?)",
                           [(pid, keys[pid], blob) for pid, blob in rows])
        for pid, blob in rows:
            stored[pid] = (keys[pid], blob)

    map_in_chunks(_features_chunk, items, (config,), save, pool_size(workers, len(items)),
                  reporter, "features")
    return {p.page_id: unpack_features(stored[p.page_id][1]) for p in pages
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
