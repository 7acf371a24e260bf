"""Clustering pages by template (SPEC §4).

Takes pages prepared by a measure of ``similarity`` (or FPC's page features); gives the
distances, the full merge tree and its cut at a threshold: clusters with their medoids.

pairwise.py       all-pairs distances in tiles over a process pool, with optional pair skipping
duplicates.py     pages with identical sequences: distances computed once, expanded per page
agglomerative.py  threshold-stopped agglomerative clustering (medoid or average linkage) kept as
                  an immutable merge tree; cut / sweep at any threshold without recomputation
merge_kernels.py  its compiled merging loops
suggest.py        the threshold the tree suggests: the middle of the dendrogram's largest gap
fpc/              FPC (003): feature-based clustering for crawls too large for pairwise work

docs/clustering.md explains the choices and the measured speed.
"""

from .agglomerative import (
    METHODS,
    Cluster,
    Clustering,
    MergeTree,
    cluster,
    cluster_features,
    cut,
    flat_clusters,
    sweep,
)
from .pairwise import (
    PairwiseResult,
    condensed_index,
    condensed_size,
    pairwise_distances,
    skipped_pairs_within,
)
from .suggest import SuggestedThreshold, bounds_for, suggest_threshold

__all__ = [
    "METHODS",
    "Cluster",
    "Clustering",
    "MergeTree",
    "PairwiseResult",
    "SuggestedThreshold",
    "bounds_for",
    "cluster",
    "cluster_features",
    "condensed_index",
    "condensed_size",
    "cut",
    "flat_clusters",
    "pairwise_distances",
    "skipped_pairs_within",
    "suggest_threshold",
    "sweep",
]
