"""Time medoid / average clustering, cuts and sweeps on n structured random distances.

Usage: .venv/bin/python bench/bench_clustering.py [N]   (default 2000)
Data: 30 Gaussian "templates" in 16 dimensions with random sizes and spreads; Euclidean distances
scaled to their 90th percentile, clipped to 1, float32 (condensed).
"""

import sys
import time

import numpy as np
from scipy.spatial.distance import pdist

from tplx_engine.cluster import cluster, cut, sweep


def structured_distances(n: int, seed: int = 1) -> np.ndarray:
    rng = np.random.default_rng(seed)
    templates = rng.normal(size=(30, 16))
    sizes = rng.multinomial(n, rng.dirichlet(np.ones(30)))
    points = np.concatenate([t + rng.normal(scale=rng.uniform(0.05, 0.4), size=(s, 16))
                             for t, s in zip(templates, sizes)])
    d = pdist(points)
    return np.minimum(d / np.percentile(d, 90), 1.0).astype(np.float32)


def main(n: int) -> None:
    condensed = structured_distances(n)
    cluster(condensed[:3])  # compile or load the numba kernels outside the timing
    cluster(condensed[:3], "average")
    t0 = time.perf_counter()
    tree = cluster(condensed)
    print(f"n={n}: medoid clustering {time.perf_counter() - t0:.3f} s")
    t0 = time.perf_counter()
    cluster(condensed, "average")
    print(f"n={n}: average clustering (scipy + medoids) {time.perf_counter() - t0:.3f} s")
    t0 = time.perf_counter()
    cut(tree, 0.3)
    print(f"first cut (builds the cached layout) {1000 * (time.perf_counter() - t0):.2f} ms")
    for with_distances in (False, True):
        times = []
        for threshold in np.linspace(0, 1, 101):
            t0 = time.perf_counter()
            cut(tree, threshold, condensed if with_distances else None)
            times.append(time.perf_counter() - t0)
        print(f"cut {'with' if with_distances else 'without'} distances: median "
              f"{1000 * np.median(times):.3f} ms, max {1000 * max(times):.3f} ms "
              "over 101 thresholds")
    t0 = time.perf_counter()
    sweep(tree, np.linspace(0, 1, 1001))
    print(f"sweep of 1001 thresholds {1000 * (time.perf_counter() - t0):.3f} ms")
    print("clusters at 0.3/0.4/0.5/0.6:", [k for _, k in sweep(tree, [0.3, 0.4, 0.5, 0.6])],
          "non-monotone merges:", int(np.sum(np.diff(tree.distance) < 0)))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000)
