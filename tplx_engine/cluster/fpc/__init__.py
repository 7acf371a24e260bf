"""FPC, feature-based clustering for crawls too large for pairwise distances (SPEC §4; source 003).

Takes nine features per page (``features.page_features``: tag layers, link, CSS, script and
short-text sets); gives clusters with centres and LSH fingerprints that later batches of pages
are merged into incrementally.

features.py  the nine page features and their hashing
model.py     ``mkmeans`` and ``FpcModel`` (batches, incremental merge, assignment)
mkmeans.py   MKmeans on one batch (source algorithm 1) and ``FpcOptions``
centres.py   page batches packed as arrays, cluster centres
score.py     vectorised similarity of pages to centres (source formulas 5-8)
lsh.py       cluster fingerprints and their inverted index (source algorithms 2-3)

docs/fpc.md explains the choices and the measured speed.
"""

from .model import FpcModel, FpcOptions, FpcResult, mkmeans

__all__ = ["FpcModel", "FpcOptions", "FpcResult", "mkmeans"]
