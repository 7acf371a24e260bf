"""Similarity kernel benchmark (SPEC §3): µs per page pair for every registered metric.

ELCS is timed on real page pairs against the plain-Python DP of the SPEC recurrence
(``elcs_reference``; target >= 300x faster) and against rapidfuzz's bit-parallel
``LCSseq.similarity`` on the same token lists (target: ELCS at most 3x rapidfuzz's time).
Every alternative metric is timed on the same pairs, with its per-page ``prepare`` cost.

    .venv/bin/python bench/kernel.py [PAGES_DIR ...] [--pairs N] [--python-pairs N]
    .venv/bin/python bench/kernel.py --quality      # the depth-weighting study of docs/similarity.md

PAGES_DIR defaults to ../shared/data/swde-book/pages (short pages, one template) plus, when
present, the longest pages of ../shared/data/{forum-dev,content-dev} (many templates). Pages are
simplified with the project's settings; sequences are not repeat-merged (merging only shortens
them). ``bench/cluster.py`` imports ``load_sequences``, ``sample_pairs`` and ``time_pairs``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np
from lxml import html as lxml_html

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tplx_engine.config import load_config
from tplx_engine.model import MergedSequence
from tplx_engine.similarity import METRICS, get_metric
from tplx_engine.similarity.elcs import elcs_reference
from tplx_engine.similarity.weights import DepthWeight

DATA = ROOT.parent / "shared" / "data"
PAGE_SUFFIXES = (".htm", ".html", ".json")


def _sequence_builder() -> Callable[[bytes], tuple[np.ndarray, np.ndarray]]:
    """The project's simplifier when present, else a minimal lxml pre-order traversal."""
    try:
        from tplx_engine.load import simplify
    except ImportError:
        simplify = None
    options = load_config(use_user_dir=False).simplify
    if simplify is not None and hasattr(simplify, "sequence_from_html"):
        def build(data: bytes):
            seq = simplify.sequence_from_html(data)
            return seq.tokens, seq.depths
        return build
    if simplify is not None and hasattr(simplify, "build_sequence"):
        def build(data: bytes):
            seq = simplify.build_sequence(lxml_html.document_fromstring(data), options,
                                          with_texts=False)
            return seq.tokens, seq.depths
        return build
    from tplx_engine.model import token_id

    drop, unwrap = set(options.drop_with_content), set(options.drop_tags + options.unwrap_tags)

    def build(data: bytes):
        tokens, depths = [], []
        stack = [(lxml_html.document_fromstring(data), 0)]
        while stack:
            el, depth = stack.pop()
            if not isinstance(el.tag, str) or el.tag.lower() in drop:
                continue
            kept = el.tag.lower() not in unwrap
            if kept:
                tokens.append(token_id(el.tag.lower(), depth))
                depths.append(depth)
            stack.extend((c, depth + kept) for c in reversed(el))
        return np.array(tokens, dtype=np.int64), np.array(depths, dtype=np.int32)
    return build


def page_bytes(path: Path) -> bytes:
    if path.suffix == ".json":  # forum-dev: the page is the "html" member
        return json.loads(path.read_text("utf-8"))["html"].encode("utf-8")
    return path.read_bytes()


def load_sequences(paths: Sequence[Path], min_tokens: int = 1) -> list[MergedSequence]:
    """Simplified, unmerged token sequences of page files (unparsable or tiny pages skipped)."""
    build = _sequence_builder()
    out = []
    for path in paths:
        try:
            tokens, depths = build(page_bytes(path))
        except (ValueError, OSError, KeyError):
            continue
        if len(tokens) >= min_tokens:
            out.append(MergedSequence.unmerged(tokens, depths))
    return out


def page_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.suffix in PAGE_SUFFIXES and p.is_file())


def sample_pairs(n_items: int, count: int, seed: int = 0) -> list[tuple[int, int]]:
    """``count`` random pairs of distinct items (with replacement across pairs)."""
    rng = np.random.default_rng(seed)
    pairs = []
    while len(pairs) < count and n_items > 1:
        i, j = (int(v) for v in rng.integers(0, n_items, 2))
        if i != j:
            pairs.append((i, j))
    return pairs


def time_pairs(fn: Callable, items: Sequence, pairs: Sequence[tuple[int, int]],
               repeat: int = 5) -> float:
    """Seconds per pair of ``fn(items[i], items[j])``, best of ``repeat`` runs."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        for i, j in pairs:
            fn(items[i], items[j])
        best = min(best, time.perf_counter() - start)
    return best / max(len(pairs), 1)


def pair_sets(folders: Sequence[Path], n_pairs: int) -> list[tuple[str, list, list]]:
    sets = []
    if folders:
        seqs = load_sequences([p for f in folders for p in page_files(f)], min_tokens=20)
        sets.append((", ".join(f.name for f in folders), seqs, sample_pairs(len(seqs), n_pairs)))
        return sets
    swde = DATA / "swde-book" / "pages"
    if swde.is_dir():
        seqs = load_sequences(page_files(swde)[:400])
        sets.append(("swde-book (one template)", seqs, sample_pairs(len(seqs), n_pairs)))
    others = [p for sub in ("forum-dev", "content-dev") if (DATA / sub).is_dir()
              for p in page_files(DATA / sub) if "GoldStandard" not in p.parts]
    if others:
        seqs = sorted(load_sequences(others), key=len, reverse=True)[:80]
        sets.append(("longest forum/content pages (many templates)", seqs,
                     sample_pairs(len(seqs), max(20, n_pairs // 4), seed=1)))
    if not sets:
        sys.exit(f"no pages found under {DATA}; pass a PAGES_DIR")
    return sets


def dense_strings(seqs: Sequence[MergedSequence]) -> list[str]:
    """Token sequences as str over a dense alphabet: rapidfuzz's fastest input (no hashing)."""
    vocab = {int(t): i for i, t in enumerate(np.unique(np.concatenate([s.tokens for s in seqs])))}

    def char(i: int) -> str:
        code = i + 0x100
        return chr(code + 0x800 if code >= 0xD800 else code)  # skip the surrogate block
    return ["".join(char(vocab[int(t)]) for t in s.tokens) for s in seqs]


def bench_set(name: str, seqs: list, pairs: list, python_pairs: int) -> None:
    from rapidfuzz.distance import LCSseq

    lengths = np.array([len(s) for s in seqs])
    print(f"\n== {name}: {len(seqs)} pages, tokens median {np.median(lengths):.0f}, "
          f"max {lengths.max()}; {len(pairs)} pairs")
    lists = [s.tokens.tolist() for s in seqs]
    strings = dense_strings(seqs)
    t_rf = time_pairs(LCSseq.similarity, lists, pairs)
    t_rf_str = time_pairs(LCSseq.similarity, strings, pairs)
    elcs = METRICS["elcs"]
    feats = [elcs.prepare(s) for s in seqs]
    elcs.similarity(feats[0], feats[1])  # compile / load the numba cache outside the timing
    t_elcs = time_pairs(elcs.similarity, feats, pairs)
    lcs = METRICS["lcs"]
    lcs_feats = [lcs.prepare(s) for s in seqs]
    for i, j in pairs[:50]:  # same quantity as rapidfuzz: must agree exactly
        want = LCSseq.similarity(strings[i], strings[j]) / max(len(lists[i]), len(lists[j]))
        assert want == LCSseq.similarity(lists[i], lists[j]) / max(len(lists[i]), len(lists[j]))
        assert abs(lcs.similarity(lcs_feats[i], lcs_feats[j]) - want) < 1e-12
    # the Python DP is slow: time it on the shortest pairs only
    few = sorted(pairs, key=lambda p: len(seqs[p[0]]) * len(seqs[p[1]]))[:python_pairs]
    weight = DepthWeight()

    def python_dp(a, b):
        return elcs_reference(a.tokens, a.depths, b.tokens, b.depths, weight)

    t_py = time_pairs(python_dp, seqs, few, repeat=1)
    t_elcs_few = time_pairs(elcs.similarity, feats, few)
    print(f"rapidfuzz LCSseq: {t_rf * 1e6:.1f} µs/pair on token lists, {t_rf_str * 1e6:.1f} "
          f"µs/pair on dense strings (its fastest input)")
    print(f"elcs ({weight.describe()}): {t_elcs * 1e6:.1f} µs/pair = {t_elcs / t_rf:.2f}x "
          f"rapidfuzz on lists (target <= 3), {t_elcs / t_rf_str:.2f}x on strings")
    print(f"python DP on the {len(few)} shortest pairs: {t_py * 1e3:.1f} ms/pair vs elcs "
          f"{t_elcs_few * 1e6:.1f} µs/pair: {t_py / t_elcs_few:,.0f}x faster (target >= 300)")
    variants = [("elcs", {"gamma": 0.5, "scale": None}), ("elcs", {"gamma": 1.0, "scale": 8}),
                ("path-shingle", {"sketch": 128})]
    rows = [(name, METRICS[name]) for name in METRICS]
    rows += [(f"{n} {get_metric_label(n, p)}", get_metric(n, **p)) for n, p in variants]
    print(f"{'metric':34s} {'prepare µs/page':>16s} {'µs/pair':>9s} {'x rf lists':>11s} "
          f"{'x rf str':>9s}")
    for label, metric in rows:
        start = time.perf_counter()
        feats = [metric.prepare(s) for s in seqs]
        t_prep = (time.perf_counter() - start) / len(seqs)
        metric.similarity(feats[0], feats[1])
        t = time_pairs(metric.similarity, feats, pairs)
        print(f"{label:34s} {t_prep * 1e6:16.1f} {t * 1e6:9.1f} {t / t_rf:11.2f} "
              f"{t / t_rf_str:9.2f}")
        if metric.upper_bound is not None:
            tb = time_pairs(metric.upper_bound, feats, pairs)
            print(f"{'  its upper bound':34s} {'':16s} {tb * 1e6:9.1f} {tb / t_rf:11.2f} "
                  f"{tb / t_rf_str:9.2f}")


# ---- quality: do same-template pairs score above different-template pairs? ----

QUALITY_CANDIDATES: list[tuple[str, dict]] = [
    ("lcs", {}),
    ("elcs", {}),  # the default f
    ("elcs", {"gamma": 0.25, "scale": None}),
    ("elcs", {"gamma": 0.5, "scale": None}),
    ("elcs", {"gamma": 1.0, "scale": None}),
    ("elcs", {"gamma": 2.0, "scale": None}),
    ("elcs", {"gamma": 1.0, "scale": 3}),
    ("elcs", {"gamma": 1.0, "scale": 8}),
    ("elcs", {"kind": "exp", "base": 0.9, "scale": None}),
    ("elcs", {"kind": "exp", "base": 0.8, "scale": None}),
    ("elcs", {"kind": "exp", "base": 0.9, "scale": 2}),
    ("elcs", {"kind": "exp", "base": 0.9, "scale": 4}),
    ("elcs", {"kind": "exp", "base": 0.8, "scale": 3}),
    ("weighted-tag", {}), ("tag-jaccard", {}), ("tag-vector", {}), ("path-shingle", {}),
    ("path-shingle", {"sketch": 64}), ("layered-vector", {}), ("free-match", {}), ("stm", {}),
]


def _merger():
    """The project's repeat merging when present (SPEC §2), else none."""
    try:
        from tplx_engine.repeats.records import merge_repeats
    except ImportError:
        return None
    return merge_repeats


def _merged(merge, seq: MergedSequence) -> MergedSequence:
    try:
        return merge(seq.tokens, seq.depths)
    except Exception as exc:  # noqa: BLE001 (a repeats bug must not stop the study; say so)
        print(f"  repeat merging failed ({type(exc).__name__}: {exc}); page left unmerged")
        return seq


def _demo_set(name: str, **kwargs):
    """Pages of a generated demo crawl with their template ids and hosts."""
    import tempfile

    try:
        from tplx_engine.demo import iter_manifest_pages, write_demo_crawl
    except ImportError:
        return None
    with tempfile.TemporaryDirectory(prefix="tplx-kernel-") as tmp:
        out = Path(tmp) / "demo"
        write_demo_crawl(out, **kwargs)
        entries = [e for e in iter_manifest_pages(out) if e["kind"] in ("detail", "list")]
        seqs = load_sequences([out / e["path"] for e in entries])
    if len(seqs) != len(entries):
        return None
    return (name, seqs, [e["template"] for e in entries],
            [e["url"].split("/")[2] for e in entries])


def labelled_sets() -> list[tuple[str, list, list, list]]:
    """(name, sequences, template label, host) sets with known templates."""
    sets = [s for s in (_demo_set("demo bundled (6 sites x detail+list)"),
                        _demo_set("demo synthetic (20 templates)", pages=600, templates=20))
            if s is not None]
    forum = DATA / "forum-dev"
    if forum.is_dir():
        files = page_files(forum)
        hosts = [json.loads(p.read_text("utf-8"))["url"].split("/")[2] for p in files]
        sets.append(("forum-dev (17 forums)", load_sequences(files), hosts, hosts))
    swde = DATA / "swde-book" / "pages"
    if swde.is_dir() and (DATA / "content-dev").is_dir():
        # content-dev pages come from many sites; each counts as its own template
        others = [p for p in page_files(DATA / "content-dev") if "GoldStandard" not in p.parts]
        seqs = load_sequences(page_files(swde)[:150]) + load_sequences(others[::4], 20)
        labels = ["swde"] * 150 + [f"page{i}" for i in range(len(seqs) - 150)]
        sets.append(("swde-book vs content-dev", seqs, labels, labels))
    return sets


def _pairs_by_kind(labels, hosts, n_pairs, seed=0):
    rng = np.random.default_rng(seed)
    n = len(labels)
    all_pairs = [(i, j) for i in range(n) for j in range(i + 1, n)]
    rng.shuffle(all_pairs)
    intra = [p for p in all_pairs if labels[p[0]] == labels[p[1]]][:n_pairs]
    inter = [p for p in all_pairs if labels[p[0]] != labels[p[1]]][:n_pairs]
    hard = [p for p in all_pairs
            if labels[p[0]] != labels[p[1]] and hosts[p[0]] == hosts[p[1]]][:n_pairs]
    return intra, inter, hard


def _auc(pos: np.ndarray, neg: np.ndarray) -> float:
    greater = (pos[:, None] > neg[None, :]).mean()
    return float(greater + 0.5 * (pos[:, None] == neg[None, :]).mean())


def _balanced_accuracy(pos: np.ndarray, neg: np.ndarray, threshold: float) -> float:
    return 0.5 * (float((pos >= threshold).mean()) + float((neg < threshold).mean()))


def run_quality(n_pairs: int) -> None:
    merge = _merger()
    print("sequences are", "repeat-merged" if merge else "NOT repeat-merged (no repeats module)")
    print("per set: AUC (same vs different template) | gap = 5th pct same-template sim - 95th "
          "pct different-template sim | hard gap: different template, same host")
    pooled: dict[str, list[tuple[np.ndarray, np.ndarray]]] = {}
    for name, seqs, labels, hosts in labelled_sets():
        if merge is not None:
            seqs = [_merged(merge, s) for s in seqs]
        intra, inter, hard = _pairs_by_kind(labels, hosts, n_pairs)
        print(f"\n== {name}: {len(seqs)} pages, {len(set(labels))} templates; pairs: "
              f"{len(intra)} same, {len(inter)} different, {len(hard)} different same-host")
        print(f"{'metric':40s} {'same':>6s} {'diff':>6s} {'AUC':>6s} {'gap':>7s} {'hard gap':>9s}")
        for metric_name, params in QUALITY_CANDIDATES:
            metric = get_metric(metric_name, **params)
            label = f"{metric_name} {get_metric_label(metric_name, params)}".strip()
            feats = [metric.prepare(s) for s in seqs]
            sims = {kind: np.array([metric.similarity(feats[i], feats[j]) for i, j in pairs])
                    for kind, pairs in (("intra", intra), ("inter", inter), ("hard", hard))}
            low = np.percentile(sims["intra"], 5)
            gap = low - np.percentile(sims["inter"], 95)
            hard_gap = (f"{low - np.percentile(sims['hard'], 95):9.3f}" if len(hard) else
                        f"{'-':>9s}")
            print(f"{label:40s} {sims['intra'].mean():6.3f} {sims['inter'].mean():6.3f} "
                  f"{_auc(sims['intra'], sims['inter']):6.3f} {gap:7.3f} {hard_gap}")
            negatives = np.concatenate([sims["inter"], sims["hard"]])
            pooled.setdefault(label, []).append((sims["intra"], negatives))
    # clustering cuts every set at one threshold: how well does the best single one do?
    print("\n== one threshold for all sets: mean over sets of the balanced accuracy "
          "(same-template pairs >= t, different-template pairs < t), best t")
    grid = np.linspace(0.0, 1.0, 201)
    for label, sets in pooled.items():
        scores = [np.mean([_balanced_accuracy(p, n, t) for p, n in sets]) for t in grid]
        best = int(np.argmax(scores))
        worst_set = min(_balanced_accuracy(p, n, grid[best]) for p, n in sets)
        print(f"{label:40s} t = {grid[best]:.3f}  mean {scores[best]:.3f}  "
              f"worst set {worst_set:.3f}")


def get_metric_label(name: str, params: dict) -> str:
    if name == "elcs":
        return ("" if params else "default ") + DepthWeight(**params).describe()
    return " ".join(f"{k}={v}" for k, v in params.items())


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pages_dir", nargs="*", type=Path)
    parser.add_argument("--pairs", type=int, default=300, help="random pairs per page set")
    parser.add_argument("--python-pairs", type=int, default=5,
                        help="pairs timed with the plain-Python DP (slow)")
    parser.add_argument("--quality", action="store_true",
                        help="separation of same-template and different-template pairs")
    args = parser.parse_args(argv)
    if args.quality:
        run_quality(args.pairs)
        return
    for name, seqs, pairs in pair_sets(args.pages_dir, args.pairs):
        bench_set(name, seqs, pairs, args.python_pairs)


if __name__ == "__main__":
    main()
