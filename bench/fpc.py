"""FPC speed and memory (SPEC §4): feature extraction per page, clustering throughput, peak RSS.

    python bench/fpc.py features [PAGES_DIR]        # page_features on real pages (default swde-book)
    python bench/fpc.py synthetic N K               # add_batch on N synthetic pages of K templates
    python bench/fpc.py demo N K [WORKDIR]          # write_demo_crawl(N, K), features, FPC, purity
    python bench/fpc.py lsh N K [WORKDIR]           # the source's fingerprint experiment (Table 2)

Run each mode in its own process: peak RSS (ru_maxrss) is per process.
"""

from __future__ import annotations

import glob
import os
import resource
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

import numpy as np

from tplx_engine.cluster.fpc.features import SET_FEATURES, PageFeatures, page_features
from tplx_engine.cluster.fpc.model import FpcModel

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def bench_features(pages_dir: str) -> None:
    import lxml.html
    from lxml import etree

    from tplx_engine.config import load_config
    from tplx_engine.load.simplify import build_sequence
    from tplx_engine.model import MergedSequence

    files = sorted(glob.glob(os.path.join(pages_dir, "*.htm*")))[:300]
    data = [Path(f).read_bytes() for f in files]
    simplify = load_config(use_user_dir=False).simplify
    for parser_name in ("lxml.html", "etree.HTMLParser"):
        if parser_name == "lxml.html":
            roots = [lxml.html.document_fromstring(d) for d in data]
        else:
            roots = [etree.fromstring(d, etree.HTMLParser()) for d in data]
        nodes = sum(1 for r in roots for _ in r.iter()) / len(roots)
        merged = []
        for r in roots:
            seq = build_sequence(r, simplify, with_texts=False)
            merged.append(MergedSequence.unmerged(seq.tokens, seq.depths))
        for label, with_merged in (("raw DOM", False), ("merged seq", True)):
            best = float("inf")
            for _ in range(5):
                t0 = time.perf_counter()
                for i, r in enumerate(roots):
                    page_features(r, merged[i] if with_merged else None)
                best = min(best, (time.perf_counter() - t0) / len(roots))
            print(f"{parser_name:17s} layers from {label:10s}: {best * 1e6:7.0f} us/page "
                  f"({nodes:.0f} nodes/page, {best * 1e9 / nodes:5.0f} ns/node)")


def synthetic_features(n: int, k: int, seed: int = 0) -> tuple[list[PageFeatures], np.ndarray]:
    """N pages of K templates: each template has its own layered-vector profile and element
    pools; a page keeps ~90 % of its template's elements, adds page-specific ones and some
    elements common to every template (navigation words, generic classes)."""
    rng = np.random.default_rng(seed)
    # template elements (kept by a page with p = 0.9) and page-specific ones, per set feature
    pool_sizes = {"links": 80, "css_files": 4, "js_files": 10, "js_functions": 8,
                  "anchor_texts": 60, "short_texts": 60, "images": 10, "tag_attributes": 80}
    unique_sizes = {"links": 20, "css_files": 0, "js_files": 0, "js_functions": 0,
                    "anchor_texts": 15, "short_texts": 60, "images": 15, "tag_attributes": 10}
    common = {f: rng.integers(0, 2**63, 15, dtype=np.uint64) for f in SET_FEATURES}
    vocab = rng.integers(0, 2**31 - 1, 60, dtype=np.int64)
    templates = []
    for _ in range(k):
        depth = int(rng.integers(8, 20))
        levels = []
        for lv in range(depth):
            tags = np.sort(rng.choice(vocab, size=int(rng.integers(1, 8)), replace=False))
            levels.append((tags, rng.integers(1, 12, tags.shape[0])))
        pools = {f: rng.integers(0, 2**63, pool_sizes[f], dtype=np.uint64) for f in SET_FEATURES}
        templates.append((levels, pools))
    labels = rng.integers(0, k, n)
    pages = []
    for t in labels:
        levels, pools = templates[t]
        n_lv = len(levels) - int(rng.integers(0, 3))
        ptr, tags, counts = [0], [], []
        for tg, base in levels[:n_lv]:
            c = np.maximum(1, base + rng.integers(-1, 3, base.shape[0]))
            tags.append(tg)
            counts.append(c)
            ptr.append(ptr[-1] + tg.shape[0])
        set_ptr, flat = [0], []
        for f in SET_FEATURES:
            pool = pools[f]
            chosen = pool[rng.random(pool.shape[0]) < 0.9]
            extra = rng.integers(0, 2**63, unique_sizes[f], dtype=np.uint64)
            com = common[f][rng.random(common[f].shape[0]) < 0.5]
            h = np.unique(np.concatenate([chosen, extra, com]))
            flat.append(h)
            set_ptr.append(set_ptr[-1] + h.shape[0])
        pages.append(PageFeatures(np.array(ptr, np.int32), np.concatenate(tags).astype(np.int32),
                                  np.concatenate(counts).astype(np.int32),
                                  np.array(set_ptr, np.int32), np.concatenate(flat), "merged"))
    return pages, labels


def purity_report(truth: np.ndarray, labels: np.ndarray) -> str:
    clusters = {}
    for t, c in zip(truth.tolist(), labels.tolist()):
        clusters.setdefault(c, Counter())[t] += 1
    majority = sum(cnt.most_common(1)[0][1] for cnt in clusters.values())
    split = Counter()
    for c, cnt in clusters.items():
        split[cnt.most_common(1)[0][0]] += 1
    return (f"{len(clusters)} clusters for {len(set(truth.tolist()))} templates; purity "
            f"{majority / len(truth):.4f}; templates split over >1 cluster: "
            f"{sum(1 for v in split.values() if v > 1)}")


def stage_printer():
    """A progress sink that prints each new stage with the CPU time so far (to stderr)."""
    last = [None]
    c0 = time.process_time()

    def sink(stage: str, done: int, total: int) -> None:
        if stage != last[0]:
            last[0] = stage
            print(f"  [{time.process_time() - c0:7.1f} s CPU] {stage}", file=sys.stderr)
    return sink


def run_fpc(pages: list[PageFeatures], truth: np.ndarray) -> None:
    from tplx_engine.progress import Reporter

    rss0 = peak_rss_mb()
    model = FpcModel()
    t0, c0 = time.perf_counter(), time.process_time()
    result = model.add_batch(pages, Reporter(stage_printer()))
    dt, cpu = time.perf_counter() - t0, time.process_time() - c0
    print(f"add_batch: {len(pages)} pages in {dt:.1f} s wall, {cpu:.1f} s CPU (all threads) = "
          f"{len(pages) / dt:.0f} pages/s; "
          f"{result.iterations} MKmeans iterations; mean similarity {result.mean_similarity:.3f}")
    print(f"peak RSS {peak_rss_mb():.0f} MB (before clustering {rss0:.0f} MB)")
    print(purity_report(truth, result.labels))
    t0 = time.process_time()
    joined = model.consolidate()
    relabelled = np.array([joined.get(int(c), int(c)) for c in result.labels])
    print(f"consolidate: {len(joined)} clusters joined in {time.process_time() - t0:.1f} s CPU; "
          f"{purity_report(truth, relabelled)}")
    t0 = time.perf_counter()
    ids, _ = model.assign_batch(pages[:1000])
    dt = time.perf_counter() - t0
    print(f"assign_batch: {1000 / dt:.0f} pages/s against {len(model)} clusters; "
          f"agrees with add_batch labels on {np.mean(ids == result.labels[:1000]):.3f}")


def write_demo(n: int, k: int, workdir: str | None) -> Path:
    from tplx_engine.demo import write_demo_crawl

    out = Path(workdir or tempfile.mkdtemp(prefix="fpc-demo-"))
    write_demo_crawl(out, pages=n, templates=k, seed=1)
    return out


def demo_features(out: Path) -> tuple[list[PageFeatures], np.ndarray]:
    """Features (raw DOM layers) of the detail pages of a demo crawl, and their template ids."""
    import gzip

    import lxml.html

    from tplx_engine.demo import iter_manifest_pages

    entries = [e for e in iter_manifest_pages(out) if e.get("kind") == "detail"]
    pages = []
    for e in entries:
        data = (out / e["path"]).read_bytes()
        if e["path"].endswith(".gz"):
            data = gzip.decompress(data)
        pages.append(page_features(lxml.html.document_fromstring(data)))
    names = sorted({e["template"] for e in entries})
    return pages, np.array([names.index(e["template"]) for e in entries])


def bench_demo(n: int, k: int, workdir: str | None) -> None:
    t0 = time.perf_counter()
    out = write_demo(n, k, workdir)
    print(f"demo crawl written in {time.perf_counter() - t0:.0f} s to {out}")
    t0 = time.perf_counter()
    pages, truth = demo_features(out)
    dt = time.perf_counter() - t0
    print(f"parse + features (raw DOM layers): {len(pages)} pages, {dt / len(pages) * 1e3:.2f} "
          f"ms/page")
    run_fpc(pages, truth)


def bench_lsh(n: int, k: int, workdir: str | None) -> None:
    """Source §4.2: cluster two disjoint page sets of the same sites; for every cluster of the
    second, the share of the first's clusters that LSH keeps as candidates and whether the most
    similar cluster (by centre similarity) is among them."""
    from tplx_engine.cluster.fpc.centres import centres_query
    from tplx_engine.cluster.fpc.lsh import N_FINGERPRINTS, fingerprints
    from tplx_engine.cluster.fpc.score import CentreIndex

    pages, _ = demo_features(write_demo(n, k, workdir))
    first = FpcModel()
    first.add_batch(pages[0::2])
    second = FpcModel()
    second.add_batch(pages[1::2])
    cents_a = [first.centre(c) for c in first.cluster_ids]
    cents_b = [second.centre(c) for c in second.cluster_ids]
    sim = CentreIndex(cents_a).score(centres_query(cents_b), first.options.scoring)
    fp_a = np.array([fingerprints(c.keys_of("tag_attributes")) for c in cents_a])
    fp_b = np.array([fingerprints(c.keys_of("tag_attributes")) for c in cents_b])
    shared = (fp_b[:, None, :] == fp_a[None, :, :]).sum(axis=2)
    nearest = sim.argmax(axis=1)
    print(f"{len(cents_a)} and {len(cents_b)} clusters from two halves of {len(pages)} pages")
    for beta in (0.0, 0.05, 0.1, 0.2, 0.3, 0.45):
        cand = shared > N_FINGERPRINTS * beta
        recall = cand[np.arange(len(cents_b)), nearest].mean()
        print(f"beta {beta:.2f}: candidates {cand.mean() * 100:5.1f} % of clusters, "
              f"most similar cluster among them {recall * 100:5.1f} %")


def main(argv: list[str]) -> None:
    mode = argv[0] if argv else "synthetic"
    if mode == "features":
        bench_features(argv[1] if len(argv) > 1 else str(DATA / "swde-book" / "pages"))
    elif mode == "synthetic":
        n, k = (int(argv[1]), int(argv[2])) if len(argv) > 2 else (10_000, 200)
        t0 = time.perf_counter()
        pages, truth = synthetic_features(n, k)
        print(f"{n} synthetic pages of {k} templates generated in {time.perf_counter() - t0:.0f} s"
              f" ({np.mean([p.set_hashes.shape[0] for p in pages]):.0f} set elements, "
              f"{np.mean([p.level_tags.shape[0] for p in pages]):.0f} layer entries per page)")
        run_fpc(pages, truth)
    elif mode == "demo":
        bench_demo(int(argv[1]), int(argv[2]), argv[3] if len(argv) > 3 else None)
    elif mode == "lsh":
        bench_lsh(int(argv[1]), int(argv[2]), argv[3] if len(argv) > 3 else None)
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
