"""Clustering benchmark (SPEC §3-4): kernel speed, end to end, scale, quality.

    .venv/bin/python bench/cluster.py kernel            # µs per pair: ELCS vs Python DP vs rapidfuzz
    .venv/bin/python bench/cluster.py e2e               # crawl -> clusters vs lxml parse-only
    .venv/bin/python bench/cluster.py scale --pages 100000 --templates 200   # FPC path
    .venv/bin/python bench/cluster.py quality [--metrics elcs,lcs,...]       # ARI per metric
    .venv/bin/python bench/cluster.py all

Real pages come from ../shared/data/swde-book/pages when present; the demo crawl and synthetic
crawls are generated into a temporary folder. Every figure is measured in the run that prints it.
"""

from __future__ import annotations

import argparse
import json
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from tplx_engine.cluster import cluster_features, cut, sweep  # noqa: E402
from tplx_engine.config import load_config  # noqa: E402
from tplx_engine.demo import iter_manifest_pages, write_demo_crawl  # noqa: E402
from tplx_engine.evaluation import adjusted_rand_index  # noqa: E402
from tplx_engine.jobs.preprocess import preprocess_crawl  # noqa: E402
from tplx_engine.model import PageStatus  # noqa: E402
from tplx_engine.similarity import METRICS, get_metric  # noqa: E402
from tplx_engine.store import pages as stored_pages
from tplx_engine.store.project import Project  # noqa: E402

SWDE = ROOT.parent / "shared" / "data" / "swde-book" / "pages"
CONFIG = load_config(use_user_dir=False)
WORK = Path(tempfile.mkdtemp(prefix="tplx-bench-cluster-"))


def demo_crawl(pages: int | None = None, templates: int | None = None, seed: int = 0) -> Path:
    name = "demo" if pages is None else f"synth-{pages}-{templates}-{seed}"
    out = WORK / name
    if not (out / "manifest.json").exists():
        write_demo_crawl(out, pages=pages, templates=templates, seed=seed)
    return out


def real_crawl() -> Path | None:
    """Every real page of ../shared/data in one crawl (symbolic links): swde-book, content-dev
    and portal-dev, 2,866 pages of many sites; None without the data."""
    data = SWDE.parents[1]
    folders = [SWDE, *sorted(data.glob("content-dev/*/input")), data / "portal-dev" / "input"]
    folders = [f for f in folders if f.is_dir()]
    if not folders:
        return None
    out = WORK / "real"
    if not out.is_dir():
        for i, folder in enumerate(folders):
            (out / str(i)).mkdir(parents=True)
            for page in folder.iterdir():
                (out / str(i) / page.name).symlink_to(page.resolve())
    return out


def kept_sequences(crawl: Path, workers: int | None = None):
    with Project(WORK / f"{crawl.name}.tplx") as project:
        preprocess_crawl(crawl, project, CONFIG, workers=workers)
        pages = [p for p in stored_pages.read(project, PageStatus.DETAIL, with_sequences=True)]
    return [p.page_id for p in pages], [p.merged for p in pages]


def truth_of(crawl: Path) -> dict[str, str]:
    return {p["path"]: p["template"] for p in iter_manifest_pages(crawl)}


# -- quality ------------------------------------------------------------------------------------
THRESHOLDS = np.round(np.arange(0.05, 0.951, 0.05), 2)


def quality(metrics: list[str], synth_pages: int, synth_templates: int) -> dict:
    sets = [("demo (6 templates)", demo_crawl()),
            (f"synthetic ({synth_templates} templates)",
             demo_crawl(synth_pages, synth_templates, seed=1))]
    results = {}
    print(f"\n== Quality: adjusted Rand index against the generator's template ids; default "
          f"threshold {CONFIG.cluster.threshold} ==")
    for set_name, crawl in sets:
        ids, seqs = kept_sequences(crawl)
        truth = truth_of(crawl)
        labels_true = [truth[p] for p in ids]
        print(f"-- {set_name}: {len(ids)} pages")
        print(f"  {'metric':<15}{'ARI@default':>12}{'best ARI':>10}{'at t':>6}"
              f"{'range ARI>=0.95':>17}{'pairs s':>9}")
        for name in metrics:
            metric = get_metric(name)
            start = time.perf_counter()
            features = [metric.prepare(s) for s in seqs]
            dist, tree = cluster_features(features, name, method="medoid", skip_above=None)
            seconds = time.perf_counter() - start
            aris = [adjusted_rand_index(labels_true, cut(tree, t).labels) for t in THRESHOLDS]
            at_default = adjusted_rand_index(labels_true, cut(tree, CONFIG.cluster.threshold).labels)
            best = int(np.argmax(aris))
            good = [t for t, a in zip(THRESHOLDS, aris) if a >= 0.95]
            span = f"{good[0]:.2f}-{good[-1]:.2f}" if good else "none"
            print(f"  {name:<15}{at_default:>12.3f}{aris[best]:>10.3f}{THRESHOLDS[best]:>6.2f}"
                  f"{span:>17}{seconds:>9.1f}")
            results.setdefault(set_name, {})[name] = {
                "ari_at_default": at_default, "best_ari": aris[best],
                "best_threshold": float(THRESHOLDS[best]), "good_range": span,
                "seconds": seconds}
    if SWDE.is_dir():
        print("-- swde-book (one site, one detail template family): clusters per threshold")
        ids, seqs = kept_sequences(SWDE)
        for name in metrics:
            metric = get_metric(name)
            features = [metric.prepare(s) for s in seqs]
            _, tree = cluster_features(features, name, method="medoid", skip_above=None)
            counts = sweep(tree, [0.1, 0.2, 0.3, 0.4, 0.5])
            largest = np.bincount(cut(tree, CONFIG.cluster.threshold).labels).max()
            print(f"  {name:<15} " + "  ".join(f"t={t:g}:{n}" for t, n in counts)
                  + f"   largest cluster at default: {largest}/{len(ids)}")
    return results


# -- end to end ---------------------------------------------------------------------------------
def parse_only_seconds(crawl: Path) -> tuple[float, int]:
    from lxml import html

    from tplx_engine.load import crawl as crawl_mod

    files = crawl_mod.discover_pages(crawl, CONFIG.load).pages
    best = float("inf")
    for _ in range(2):
        start = time.perf_counter()
        for f in files:
            try:
                html.document_fromstring(Path(f.abs_path).read_bytes())
            except Exception:  # the baseline only parses; broken files count as parsed
                pass
        best = min(best, time.perf_counter() - start)
    return best, len(files)


def end_to_end(runs: int = 2) -> None:
    """tplx runs in a fresh process each time (it pays numba's first call and starts its
    process pool, as a user's command does); best of ``runs``, like the parse-only side."""
    print("\n== End to end: load + sequences + similarity + clustering vs lxml parse-only ==")
    crawls = [demo_crawl()] + ([SWDE] if SWDE.is_dir() else [])
    real = real_crawl()
    parse = {c.name: parse_only_seconds(c) for c in crawls + ([real] if real else [])}
    best = _best_fresh_run(crawls, runs)
    for t in best:
        p, n = parse[t["crawl"]]
        print(f"  {t['crawl']}: {n} pages; parse-only {p:.2f} s; tplx {t['tplx']:.2f} s "
              f"(preprocess {t['preprocess']:.2f} s + cluster {t['cluster']:.2f} s) = "
              f"{t['tplx'] / p:.2f}x parse; {t['clusters']} clusters at {t['threshold']}")
    total_parse = sum(parse[c.name][0] for c in crawls)
    total_tplx = sum(t["tplx"] for t in best)
    print(f"  together ({' + '.join(c.name for c in crawls)}; best of "
          f"{runs} fresh processes): parse-only {total_parse:.2f} s; tplx {total_tplx:.2f} s = "
          f"{total_tplx / total_parse:.2f}x parse (target <= 2x)")
    if real is None:
        return
    # the measure is 4,000 real pages; all the real pages here are the closest
    best_real = _best_fresh_run([real], runs)[0]
    p, n = parse[real.name]
    print(f"  all real pages of ../shared/data ({n} pages, many sites; the closest to the "
          f"issue's 4,000 real pages): parse-only {p:.2f} s; tplx {best_real['tplx']:.2f} s "
          f"(preprocess {best_real['preprocess']:.2f} s + cluster {best_real['cluster']:.2f} s) "
          f"= {best_real['tplx'] / p:.2f}x parse (target <= 2x); {best_real['clusters']} "
          f"clusters at {best_real['threshold']}")


def _best_fresh_run(crawls: list[Path], runs: int) -> list[dict]:
    """The times of ``end_to_end_run`` on ``crawls`` in a fresh process, the run of least total
    tplx time of ``runs``."""
    best: list[dict] | None = None
    for _ in range(runs):
        out = subprocess.run([sys.executable, __file__, "e2e-run", *map(str, crawls)],
                             check=True, capture_output=True, text=True).stdout
        times = json.loads(out.strip().splitlines()[-1])
        if best is None or sum(t["tplx"] for t in times) < sum(t["tplx"] for t in best):
            best = times
    assert best is not None
    return best


def end_to_end_run(crawls: list[Path]) -> None:
    from tplx_engine.jobs.clustering import cluster_project

    times = []
    for crawl in crawls:
        project_path = WORK / f"e2e-{crawl.name}.tplx"
        project_path.unlink(missing_ok=True)
        with Project(project_path) as project:
            start = time.perf_counter()
            preprocess_crawl(crawl, project, CONFIG)
            mid = time.perf_counter()
            result = cluster_project(project, CONFIG.cluster)
            end = time.perf_counter()
        times.append({"crawl": crawl.name, "tplx": end - start, "preprocess": mid - start,
                      "cluster": end - mid, "clusters": result.n_clusters,
                      "threshold": result.threshold})
    shutil.rmtree(WORK, ignore_errors=True)  # this process's own temporary folder
    print(json.dumps(times))


# -- kernel -------------------------------------------------------------------------------------
def kernel(n_pairs: int) -> None:
    from kernel import load_sequences, page_files, sample_pairs, time_pairs
    from rapidfuzz.distance import LCSseq
    from rapidfuzz.process import cdist

    from tplx_engine.similarity.elcs import elcs_reference
    from tplx_engine.similarity.weights import DepthWeight

    print("\n== Kernel: µs per page pair (best of 5) ==")
    sets = [("demo crawl", [p for p in page_files(demo_crawl())])]
    if SWDE.is_dir():
        sets.insert(0, ("swde-book", page_files(SWDE)[:400]))
    elcs = get_metric("elcs")
    for name, files in sets:
        seqs = load_sequences(files, min_tokens=20)
        pairs = sample_pairs(len(seqs), n_pairs)
        prepared = [elcs.prepare(s) for s in seqs]
        lists = [s.tokens.tolist() for s in seqs]
        t_elcs = time_pairs(elcs.similarity, prepared, pairs)
        t_rf = time_pairs(lambda a, b: LCSseq.similarity(a, b), lists, pairs)
        few = pairs[:5]
        weight = DepthWeight()  # the default f(depth) the metric uses
        t_py = time_pairs(lambda a, b: elcs_reference(a.tokens, a.depths, b.tokens, b.depths,
                                                      weight), seqs, few, repeat=1)
        t_elcs_few = time_pairs(elcs.similarity, prepared, few)
        # as the pairwise stage calls it: one page against a tile's block of 64 pages
        rows = [(i, [j for j in range(i + 1, i + 65)]) for i in range(0, len(seqs) - 65, 7)]
        packed = elcs.pack(prepared)  # once per page set, as each pairwise worker does
        indices = list(range(len(prepared)))
        t_elcs_rows = time_rows(lambda i, cols: elcs.packed_row(packed, i, np.array(cols)),
                                indices, rows)
        row_pairs = [(i, j) for i, cols in rows for j in cols]
        dp_sample = row_pairs[:: max(1, len(row_pairs) // 8)][:8]  # spread over the rows
        t_py_rows = time_pairs(lambda a, b: elcs_reference(a.tokens, a.depths, b.tokens,
                                                           b.depths, weight),
                               seqs, dp_sample, repeat=1)
        t_rf_rows = time_rows(lambda a, bs: cdist([a], bs, scorer=LCSseq.similarity), lists, rows)
        print(f"  {name}: {len(seqs)} pages, mean {np.mean([len(s) for s in seqs]):.0f} tokens")
        print("    one pair per call:")
        print(f"      elcs (numba, bit-parallel)  {t_elcs * 1e6:9.1f} µs")
        print(f"      rapidfuzz LCSseq (lists)    {t_rf * 1e6:9.1f} µs   elcs/rapidfuzz = "
              f"{t_elcs / t_rf:.2f}x (target <= 3x)")
        print(f"      plain Python DP (5 pairs)   {t_py * 1e6:9.0f} µs   speed-up "
              f"{t_py / t_elcs_few:.0f}x (target >= 300x)")
        print(f"    one page against 64 per call ({len(rows)} rows; the pairwise stage's path):")
        print(f"      elcs packed row             {t_elcs_rows * 1e6:9.1f} µs   speed-up over "
              f"the Python DP {t_py_rows / t_elcs_rows:.0f}x (DP timed on {len(dp_sample)} of "
              f"these pairs; target >= 300x)")
        print(f"      rapidfuzz cdist             {t_rf_rows * 1e6:9.1f} µs   elcs/rapidfuzz = "
              f"{t_elcs_rows / t_rf_rows:.2f}x (target <= 3x)")


def time_rows(fn, items, rows, repeat: int = 5) -> float:
    """Seconds per pair of ``fn(items[i], [items[j] for j in cols])``, best of ``repeat``."""
    batches = [(items[i], [items[j] for j in cols]) for i, cols in rows]
    pairs = sum(len(cols) for _, cols in rows)
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        for first, others in batches:
            fn(first, others)
        best = min(best, time.perf_counter() - start)
    return best / max(pairs, 1)


# -- scale --------------------------------------------------------------------------------------
def peak_rss_mb() -> float:
    self_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    children_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return max(self_kb, children_kb) / 1024


def scale(pages: int, templates: int) -> None:
    from tplx_engine.jobs.clustering import cluster_project

    print(f"\n== Scale: {pages:,} synthetic pages from {templates} templates, FPC route ==")
    start = time.perf_counter()
    crawl = demo_crawl(pages, templates, seed=7)
    generated = time.perf_counter() - start
    options = replace(CONFIG.cluster, method="fpc")
    project_path = WORK / f"scale-{pages}.tplx"
    project_path.unlink(missing_ok=True)
    with Project(project_path) as project:
        t0 = time.perf_counter()
        preprocess_crawl(crawl, project, CONFIG)
        t1 = time.perf_counter()
        result = cluster_project(project, options, config=CONFIG)
        t2 = time.perf_counter()
    truth = truth_of(crawl)
    ari = adjusted_rand_index([truth[p] for p in result.page_ids], result.labels)
    total = t2 - t0
    print(f"  generated in {generated:.0f} s (not counted)")
    print(f"  preprocess {t1 - t0:.0f} s + features and FPC {t2 - t1:.0f} s = {total:.0f} s "
          f"({total / 60:.1f} min, target <= 15 min on 2 cores)")
    print(f"  peak memory (largest process) {peak_rss_mb():.0f} MB (target <= 4096 MB)")
    print(f"  {result.n_clusters} clusters for {templates} templates, ARI {ari:.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("part", choices=("kernel", "e2e", "scale", "quality", "all", "e2e-run"))
    parser.add_argument("crawls", nargs="*", type=Path, help=argparse.SUPPRESS)  # e2e-run
    parser.add_argument("--metrics", default=",".join(METRICS))
    parser.add_argument("--pairs", type=int, default=300, help="kernel: random pairs per set")
    parser.add_argument("--synth-pages", type=int, default=2000)
    parser.add_argument("--synth-templates", type=int, default=30)
    parser.add_argument("--pages", type=int, default=100_000, help="scale: pages")
    parser.add_argument("--templates", type=int, default=200, help="scale: templates")
    args = parser.parse_args()
    if args.part == "e2e-run":  # one measured run of e2e, in its own process
        end_to_end_run(args.crawls)
        return
    if args.part in ("kernel", "all"):
        kernel(args.pairs)
    if args.part in ("scale", "all"):
        scale(args.pages, args.templates)
    if args.part in ("quality", "all"):
        quality(args.metrics.split(","), args.synth_pages, args.synth_templates)
    if args.part in ("e2e", "all"):
        end_to_end()


if __name__ == "__main__":
    main()
