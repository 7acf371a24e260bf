"""Clustering quality on real crawls: ARI per set and per half, clusters against gold.

    .venv/bin/python bench/cluster_real.py [--metrics path-shingle,elcs] [--threshold 0.5]
                                           [--sets portal,signal,news,swde,synthetic,demo]

Sets (../shared/data/README.md defines the gold and the halves):
  portal      portal-dev: 71 pages, five sections of four news portals; gold = file name
              without ``_NN.html`` (site and section)
  layout      portal-dev again, gold = layout: the section, split where the pages themselves
              say they come from another system or are another kind of page: washingtonpost's
              blog pages by publishing system (``<body class="eidos ...">`` or WordPress: both
              sections hold both), bbc's section fronts (gold text: no article) apart from its
              stories. Halves as for ``portal`` (by section)
  signal      content-dev/page-signal-master: 621 news pages of many sites; gold = site key
              (canonical host): mostly one page per site, so it measures over-merging
  news        both together: a multi-site news crawl (gold as in each set)
  swde        swde-book: 2,000 pages of one template (gold: one cluster); halves by file number
  synthetic   ``tplx demo --pages 1000 --templates 20`` (gold: generator's template ids)
  demo        the bundled demo crawl (6 templates)

Each half is clustered on its own (its pages' distances only, as a crawl of that half would be),
so nothing tuned on the tuning half sees the report half. Printed per set and half: pages kept,
gold clusters, clusters found and ARI at the fixed threshold and at the threshold the tree
suggests (``cluster.suggest_threshold``), when that exists.
"""

from __future__ import annotations

import argparse
import re
import shutil
import sys
import tempfile
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from halves import HALVES, half_of, page_signal_key, portal_key

from tplx_engine import cluster as cluster_mod
from tplx_engine.cluster import cluster, cut
from tplx_engine.config import load_config
from tplx_engine.demo import iter_manifest_pages, write_demo_crawl
from tplx_engine.evaluation import adjusted_rand_index
from tplx_engine.jobs.clustering import cluster_sequences
from tplx_engine.jobs.preprocess import preprocess_crawl
from tplx_engine.model import PageStatus
from tplx_engine.store import pages as stored_pages
from tplx_engine.store.project import Project

DATA = ROOT.parent / "shared" / "data"
PORTAL = DATA / "portal-dev" / "input"
SIGNAL = DATA / "content-dev" / "page-signal-master" / "input"
SWDE = DATA / "swde-book" / "pages"
CONFIG = load_config(use_user_dir=False)
CACHE = Path(tempfile.gettempdir()) / "tplx-bench-cluster-real"


def _portal_gold(folder: Path) -> dict[str, str]:
    return {p.name: portal_key(p.name) for p in folder.iterdir()}


def _portal_layout_gold(folder: Path) -> dict[str, str]:
    gold = {}
    for page in folder.iterdir():
        key = portal_key(page.name)
        if key.startswith("washingtonpost"):
            body = re.search(r'<body[^>]*class="([^"]*)"', page.read_text(errors="replace"))
            system = "eidos" if body and "eidos" in body.group(1).split() else "wordpress"
            key = f"washingtonpost-{system}"
        text = (page.parent.parent / "GoldStandard" / f"{page.stem}.txt").read_text(
            errors="replace")
        text = re.sub(r"<!--.*?-->", "", re.sub(r"^URL:[^\n]*", "", text, flags=re.M), flags=re.S)
        if not text.strip():
            key += "-front"  # a section front: "this page contains no article"
        gold[page.name] = key
    return gold


def _portal_half(name: str, _key: str) -> str:
    return half_of(portal_key(name))


def _signal_gold(folder: Path) -> dict[str, str]:
    return {p.name: page_signal_key(p.read_text(encoding="utf-8", errors="replace"), p.name)
            for p in folder.iterdir()}


def _swde_gold(folder: Path) -> dict[str, str]:
    return {p.name: "booksamillion" for p in folder.iterdir()}


def _swde_half(name: str, _key: str) -> str:
    return HALVES[int(Path(name).stem) % 2]  # even -> tuning, odd -> report


def _site_half(_name: str, key: str) -> str:
    return half_of(key)


def _news_folder() -> Path:
    out = CACHE / "news-crawl"
    if not out.is_dir():
        out.mkdir(parents=True)
        for src in (PORTAL, SIGNAL):
            for p in src.iterdir():
                shutil.copyfile(p, out / p.name)
    return out


def _demo_folder(pages: int | None, templates: int | None) -> Path:
    out = CACHE / ("demo" if pages is None else f"synth-{pages}-{templates}")
    if not (out / "manifest.json").exists():
        write_demo_crawl(out, pages=pages, templates=templates, seed=1)
    return out


def _demo_gold(folder: Path) -> dict[str, str]:
    return {p["path"]: p["template"] for p in iter_manifest_pages(folder)}


def load_set(name: str):
    """(crawl folder, gold by page id, half function) of a set, or None when its data is absent."""
    if name == "portal" and PORTAL.is_dir():
        return PORTAL, _portal_gold(PORTAL), _site_half
    if name == "layout" and PORTAL.is_dir():
        return PORTAL, _portal_layout_gold(PORTAL), _portal_half
    if name == "signal" and SIGNAL.is_dir():
        return SIGNAL, _signal_gold(SIGNAL), _site_half
    if name == "news" and PORTAL.is_dir() and SIGNAL.is_dir():
        return _news_folder(), {**_portal_gold(PORTAL), **_signal_gold(SIGNAL)}, _site_half
    if name == "swde" and SWDE.is_dir():
        return SWDE, _swde_gold(SWDE), _swde_half
    if name == "synthetic":
        folder = _demo_folder(1000, 20)
        return folder, _demo_gold(folder), _site_half
    if name == "demo":
        folder = _demo_folder(None, None)
        return folder, _demo_gold(folder), _site_half
    return None


def kept_sequences(set_name: str, crawl: Path):
    path = CACHE / f"{'portal' if set_name == 'layout' else set_name}.tplx"
    with Project(path) as project:
        if not any(True for _ in stored_pages.read(project, with_records=False)):
            preprocess_crawl(crawl, project, CONFIG)
        kept = [p for p in stored_pages.read(project, PageStatus.DETAIL, with_sequences=True,
                                             with_records=False) if p.merged is not None]
    return [p.page_id for p in kept], [p.merged for p in kept]


def evaluate(labels_true, tree, threshold: float) -> tuple[int, float]:
    labels = cut(tree, threshold).labels
    return int(labels.max()) + 1, adjusted_rand_index(labels_true, labels)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--metrics", default=CONFIG.cluster.metric)
    parser.add_argument("--threshold", type=float, default=CONFIG.cluster.threshold)
    parser.add_argument("--method", default=CONFIG.cluster.method)
    parser.add_argument("--sets", default="portal,layout,signal,news,swde,synthetic,demo")
    args = parser.parse_args()
    CACHE.mkdir(exist_ok=True)
    suggest = getattr(cluster_mod, "suggest_threshold", None)  # absent before it existed
    print(f"ARI at the fixed threshold {args.threshold} (method {args.method})"
          + ("; 'auto' = the tree's suggested threshold, the shipped first cut" if suggest
             else ""))
    print(f"{'set':<10}{'metric':<14}{'half':<8}{'pages':>6}{'gold':>6}{'found':>7}{'ARI':>8}"
          + (f"{'auto t':>8}{'found':>7}{'ARI':>8}" if suggest else ""))
    for set_name in args.sets.split(","):
        loaded = load_set(set_name)
        if loaded is None:
            print(f"{set_name:<10}(data absent)")
            continue
        crawl, gold, half_fn = loaded
        ids, seqs = kept_sequences(set_name, crawl)
        keys = [gold[Path(i).name] if Path(i).name in gold else gold[i] for i in ids]
        halves = np.array([half_fn(Path(i).name, k) for i, k in zip(ids, keys)])
        by_name = sum(1 for i, k in zip(ids, keys) if k == Path(i).name)
        if set_name in ("signal", "news") and by_name:
            # the README's key falls back to the file name: same-site pages without a canonical
            # URL count as different sites, so merging them counts as an error here
            print(f"{set_name:<10}note: {by_name} of {len(ids)} pages have no canonical, og:url "
                  "or base URL; each is its own gold site")
        for metric in args.metrics.split(","):
            distances, _ = cluster_sequences(seqs, metric, method=args.method)
            square = distances.square()
            for half in ("all", *HALVES):
                index = np.arange(len(ids)) if half == "all" else np.flatnonzero(halves == half)
                if len(index) < 2:
                    continue
                tree = cluster(square[np.ix_(index, index)], args.method)
                truth = [keys[i] for i in index]
                found, ari = evaluate(truth, tree, args.threshold)
                line = (f"{set_name:<10}{metric:<14}{half:<8}{len(index):>6}"
                        f"{len(set(truth)):>6}{found:>7}{ari:>8.3f}")
                if suggest:
                    t = suggest(tree, *cluster_mod.bounds_for(metric)).threshold
                    f2, a2 = evaluate(truth, tree, t)
                    line += f"{t:>8.3f}{f2:>7}{a2:>8.3f}"
                print(line, flush=True)


if __name__ == "__main__":
    main()
