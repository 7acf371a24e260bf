"""Repeat detection micro-benchmark: time per page of both detectors (SPEC §2).

    .venv/bin/python bench/repeats_micro.py [--pages N] [--tokens T] [--real DIR] [--limit N]
                                            [--compile] [--stage]

Synthetic pages: a seeded generator of template-like pages of about T tokens (navigation lists,
comment loops with nested inner loops of varying counts, tables whose unwrapped cells repeat as
groups of siblings, random filler). Times are the best of several passes over all pages
(CPU time; the machine is shared, the minimum is the least disturbed figure). With --real DIR, also lxml
parse time vs. merge time on real pages (default ../shared/data/swde-book/pages when present).

The numpy implementation that the numba kernels replaced is kept at the end of this file as
``_numpy_reference``: it is timed next to the kernels, every page is checked to give identical
results with both, and bench/make_repeats_fixture.py records the regression fixture from it.
--compile times numba compilation (empty cache) and cache loading in fresh processes; --stage
prints only the per-step cost of preprocess_page on the real pages.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tplx_engine.model import token_id
from tplx_engine.repeats.records import (
    detectors_agree,
    find_records,
    merge_repeats,
    record_length_histogram,
)
from tplx_engine.repeats.shape import tree_shape
from tplx_engine.repeats.subtree_hash import find_runs_subtree_hash
from tplx_engine.repeats.suffix_tree import SuffixTree

TAGS = ["div", "span", "a", "h2", "h3", "dl", "dt", "dd", "section", "article", "nav", "header",
        "footer", "form", "label", "select", "option", "button", "i", "small", "time", "img"]


def synthetic_page(rng: random.Random, target: int) -> tuple[np.ndarray, np.ndarray]:
    """(tokens, depths) of one template-like page. Trees are (tag, [children]) tuples."""

    def rand_tree(levels: int, fanout: int):
        kids = [rand_tree(levels - 1, fanout) for _ in range(rng.randint(0, fanout))] if levels else []
        return (rng.choice(TAGS), kids)

    def size(t):
        total, stack = 0, [t]
        while stack:
            _, kids = stack.pop()
            total += 1
            stack.extend(kids)
        return total

    def block():
        kind = rng.random()
        if kind < 0.3:  # link list: <a/> x n
            return ("nav", [("a", [])] * rng.randint(3, 25))
        if kind < 0.55:  # comment loop with an inner loop of varying count
            head = rand_tree(2, 2)
            items = [("div", [head, ("div", [("a", [("span", [])])] * rng.randint(1, 4)),
                              ("time", [])]) for _ in range(rng.randint(2, 12))]
            return ("section", items)
        if kind < 0.75:  # table rows whose cells were unwrapped: groups of k siblings
            row = [rand_tree(1, 2) for _ in range(rng.randint(2, 5))]
            return ("div", row * rng.randint(2, 10))
        return rand_tree(4, 3)  # template filler

    body = []
    while sum(size(b) for b in body) < target - 3:
        body.append(block())
    page = ("html", [("head", [("title", [])]), ("body", body)])
    tokens, depths = [], []
    stack = [(page, 0)]
    while stack:
        (tag, kids), d = stack.pop()
        tokens.append(token_id(tag, d))
        depths.append(d)
        stack.extend((k, d + 1) for k in reversed(kids))
    return np.array(tokens, dtype=np.int64), np.array(depths, dtype=np.int32)


def best_of(fn, passes: int) -> float:
    best = float("inf")
    for _ in range(passes):
        t = time.process_time()  # CPU time: the machine is shared, wall time waits on others
        fn()
        best = min(best, time.process_time() - t)
    return best


def _shared_dict_build(seq: np.ndarray) -> SuffixTree:
    """tplx's construction alone (one shared child dict), without the numpy freeze."""
    tree = SuffixTree.__new__(SuffixTree)
    alphabet, dense = np.unique(seq, return_inverse=True)
    tree.end_marker = int(alphabet.shape[0])
    tree.symbols = np.append(dense.astype(np.int64), tree.end_marker)
    tree._build()
    return tree


def _dict_tree_build(seq: np.ndarray):
    """Textbook layout for comparison: one child dict per node (same algorithm), then the
    child table flattened to arrays as tplx's build produces it."""
    sym = np.unique(seq, return_inverse=True)[1].tolist() + [-1]
    start, end, link, kids = [0], [0], [0], [{}]
    an, ae, al, rem = 0, 0, 0, 0
    for i, c in enumerate(sym):
        rem += 1
        last = -1
        while rem:
            if al == 0:
                ae = i
            nxt = kids[an].get(sym[ae], -1)
            if nxt < 0:
                kids[an][sym[ae]] = len(start)
                start.append(i), end.append(-1), link.append(0), kids.append({})
                if last >= 0:
                    link[last], last = an, -1
            else:
                e = end[nxt]
                el = (i + 1 if e < 0 else e) - start[nxt]
                if al >= el:
                    ae, al, an = ae + el, al - el, nxt
                    continue
                if sym[start[nxt] + al] == c:
                    if last >= 0 and an:
                        link[last], last = an, -1
                    al += 1
                    break
                sp = len(start)
                kids[an][sym[ae]] = sp
                start.append(start[nxt]), end.append(start[nxt] + al), link.append(0)
                kids.append({c: sp + 1})
                start.append(i), end.append(-1), link.append(0), kids.append({})
                start[nxt] += al
                kids[sp][sym[start[nxt]]] = nxt
                if last >= 0:
                    link[last] = sp
                last = sp
            rem -= 1
            if an == 0 and al > 0:
                al, ae = al - 1, i - rem + 1
            else:
                an = link[an]
    owner = np.fromiter((o for o, d in enumerate(kids) for _ in d), dtype=np.int64)
    child = np.fromiter((c for d in kids for c in d.values()), dtype=np.int64)
    return owner, child


def real_pages(path: Path, limit: int):
    from lxml import html

    from tplx_engine.config import load_config
    from tplx_engine.load.simplify import build_sequence

    options = load_config(use_user_dir=False).simplify
    files = sorted(p for p in path.iterdir() if p.suffix in (".htm", ".html"))[:limit]
    blobs = [f.read_bytes() for f in files]
    seqs = [build_sequence(html.document_fromstring(b), options, with_texts=False) for b in blobs]
    return blobs, seqs


def same_result(a, b) -> bool:
    """Two MergedSequence values equal in every array and record."""
    return (all(np.array_equal(getattr(a, f), getattr(b, f)) and
                getattr(a, f).dtype == getattr(b, f).dtype
                for f in ("tokens", "depths", "repeatable", "origin_ptr", "origin_idx"))
            and [(r.length, r.occurrences, r.parent, r.merged_start) for r in a.records]
            == [(r.length, r.occurrences, r.parent, r.merged_start) for r in b.records])


def count_identical(pages) -> str:
    """Kernels against the numpy reference, every page, both scopes and max_group 1/3/12."""
    same = total = 0
    for t, d in pages:
        for scope in ("adjacent", "siblings"):
            for group in (1, 3, 12):
                same += same_result(merge_repeats(t, d, scope=scope, max_group=group),
                                    _numpy_reference(t, d, scope, group))
                total += 1
    return f"{same}/{total}"


def compile_times() -> None:
    """First call in a fresh process with an empty numba cache (compile), then again (load)."""
    code = ("import time, numpy as np; t = time.perf_counter(); "
            "from tplx_engine.repeats import merge_repeats; "
            "merge_repeats(np.array([1, 2, 2]), np.array([0, 1, 1])); "
            "print(time.perf_counter() - t)")
    with tempfile.TemporaryDirectory() as cache:
        env = dict(os.environ, NUMBA_CACHE_DIR=cache, PYTHONPATH=str(ROOT))
        for label in ("empty cache (compile)", "warm cache (load)"):
            out = subprocess.run([sys.executable, "-c", code], env=env, check=True,
                                 capture_output=True, text=True).stdout
            print(f"  import + first merge_repeats, {label}: {float(out):.2f} s wall")


def stage_breakdown(path: Path, limit: int, passes: int) -> None:
    """CPU time per page of each step of preprocess_page (kernels already loaded), against
    bench/preprocess.py's baseline (read the file + lxml parse), best of ``passes``."""
    from lxml import html

    from tplx_engine.config import load_config
    from tplx_engine.jobs.preprocess import options_key, preprocess_page
    from tplx_engine.load import crawl, filters, read
    from tplx_engine.load.simplify import build_sequence

    config = load_config(use_user_dir=False)
    files = list(crawl.discover_pages(path, config.load).pages[:limit])
    key = options_key(config)
    raws = [read.read_page(f, config.load) for f in files]
    roots = [read.parse_document(r, html_classes=False) for r in raws]
    seqs = [build_sequence(r, config.simplify, with_texts=False) for r in roots]
    steps = [
        ("baseline: read file + lxml parse", lambda: [
            html.document_fromstring(Path(f.abs_path).read_bytes()) for f in files]),
        ("read + decode (read.read_page)", lambda: [read.read_page(f, config.load)
                                                     for f in files]),
        ("parse (read.parse_document)", lambda: [read.parse_document(r, html_classes=False)
                                                  for r in raws]),
        ("filter (filters.classify_page)", lambda: [
            filters.classify_page(r, t, config.filter) for r, t in zip(raws, roots)]),
        ("tag sequence (build_sequence)", lambda: [
            build_sequence(t, config.simplify, with_texts=False) for t in roots]),
        ("repeat merging (merge_repeats)", lambda: [merge_repeats(q.tokens, q.depths)
                                                    for q in seqs]),
        ("whole stage (preprocess_page)", lambda: [preprocess_page(f, config, key)
                                                   for f in files]),
    ]

    def stage_with_numpy_merging():
        from tplx_engine.jobs import preprocess as pipeline

        kernels = pipeline.merge_repeats
        pipeline.merge_repeats = lambda t, d, detector, scope: _numpy_reference(t, d, scope)
        try:
            return [preprocess_page(f, config, key) for f in files]
        finally:
            pipeline.merge_repeats = kernels

    steps.append(("whole stage, numpy merging instead", stage_with_numpy_merging))
    per = 1e3 / len(files)
    print(f"preprocessing steps, {len(files)} pages from {path}, best of {passes} (CPU)")
    base = None
    for name, fn in steps:
        t = best_of(fn, passes)
        base = base or t
        print(f"  {name:<40}{t * per:8.3f} ms/page ({t / base:.2f}x baseline)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=50)
    parser.add_argument("--tokens", type=int, default=2000)
    parser.add_argument("--passes", type=int, default=5)
    parser.add_argument("--real", type=Path, default=ROOT.parent / "shared" / "data" /
                        "swde-book" / "pages")
    parser.add_argument("--limit", type=int, default=300)
    parser.add_argument("--compile", action="store_true",
                        help="also time numba compilation and cache loading (subprocesses)")
    parser.add_argument("--stage", action="store_true",
                        help="only the per-step cost of the preprocessing stage on --real pages")
    args = parser.parse_args()
    if args.compile:
        compile_times()
    if args.stage:
        merge_repeats(np.array([1, 2, 2]), np.array([0, 1, 1]))  # numba's one-off start-up
        stage_breakdown(args.real, args.limit, args.passes)
        return
    rng = random.Random(20240521)
    pages = [synthetic_page(rng, args.tokens) for _ in range(args.pages)]
    n_tok = np.mean([len(t) for t, _ in pages])
    per = 1e3 / len(pages)
    print(f"{len(pages)} synthetic pages, mean {n_tok:.0f} tokens; best of {args.passes} passes")

    def each(fn):
        return lambda: [fn(t, d) for t, d in pages]

    arrays = [(t.astype(np.int64), d.astype(np.int64)) for t, d in pages]
    rows = [
        ("tree shape (parent, subtree end)", each(lambda t, d: tree_shape(d))),
        ("subtree-hash: one detection pass", lambda: [
            find_runs_subtree_hash(t, d) for t, d in arrays]),
        ("merge_repeats subtree-hash adjacent", each(lambda t, d: merge_repeats(t, d))),
        ("merge_repeats subtree-hash siblings", each(lambda t, d: merge_repeats(t, d,
                                                                                scope="siblings"))),
        ("  numpy reference adjacent", each(lambda t, d: _numpy_reference(t, d))),
        ("  numpy reference siblings", each(lambda t, d: _numpy_reference(t, d, "siblings"))),
        ("Ukkonen build, one shared child dict", each(lambda t, d: _shared_dict_build(t))),
        ("Ukkonen build, a child dict per node", each(lambda t, d: _dict_tree_build(t))),
        ("SuffixTree (build + numpy freeze)", each(lambda t, d: SuffixTree(t))),
        ("merge_repeats suffix-tree adjacent", each(lambda t, d: merge_repeats(t, d,
                                                                               "suffix-tree"))),
    ]
    for name, fn in rows:
        passes = args.passes if "uffix" not in name and "Ukkonen" not in name else 2
        print(f"  {name:<40} {best_of(fn, passes) * per:8.3f} ms/page")
    merged = [merge_repeats(t, d) for t, d in pages]
    print(f"  tokens after merging (subtree-hash): mean {np.mean([len(m) for m in merged]):.0f}, "
          f"records {np.mean([len(m.records) for m in merged]):.1f}/page")
    print(f"  kernels identical to the numpy reference: {count_identical(pages)} page x options")
    for scope in ("adjacent", "siblings"):
        agree = sum(detectors_agree(t, d, scope) for t, d in pages)
        print(f"  detectors agree ({scope}): {agree}/{len(pages)} pages")

    if args.real.is_dir():
        blobs, seqs = real_pages(args.real, args.limit)
        from lxml import html

        per = 1e3 / len(seqs)
        print(f"{len(seqs)} real pages from {args.real}, mean "
              f"{np.mean([len(s) for s in seqs]):.0f} tokens")
        t_parse = best_of(lambda: [html.document_fromstring(b) for b in blobs], args.passes)
        t_hash = best_of(lambda: [merge_repeats(s.tokens, s.depths) for s in seqs], args.passes)
        t_numpy = best_of(lambda: [_numpy_reference(s.tokens, s.depths) for s in seqs],
                          args.passes)
        t_suffix = best_of(lambda: [merge_repeats(s.tokens, s.depths, "suffix-tree")
                                    for s in seqs], 2)
        print(f"  lxml parse                              {t_parse * per:8.3f} ms/page")
        for name, t in (("merge_repeats subtree-hash (kernels)", t_hash),
                        ("  numpy reference (before the kernels)", t_numpy),
                        ("merge_repeats suffix-tree", t_suffix)):
            print(f"  {name:<40}{t * per:8.3f} ms/page ({t / t_parse:.2f}x parse)")
        identical = count_identical([(s.tokens, s.depths) for s in seqs])
        print(f"  kernels identical to the numpy reference: {identical} page x options")
        for scope in ("adjacent", "siblings"):
            agree = sum(detectors_agree(s.tokens, s.depths, scope) for s in seqs)
            print(f"  detectors agree ({scope}): {agree}/{len(seqs)} pages")
        for detector in ("subtree-hash", "suffix-tree"):
            hist = record_length_histogram(find_records(s.tokens, s.depths, detector)
                                           for s in seqs)
            print(f"  records by length ({detector}): {sum(hist.values())} in all, {hist}")


# -- the numpy implementation that repeats_kernels replaced, kept for comparison --------------
#
# A verbatim copy (renamed with a _ref prefix) of the subtree-hash path of tplx_engine/repeats*.py
# before the numba kernels: validated -> tree_shape -> rounds of (find runs, apply runs, restrict
# the shape) -> finish. bench/make_repeats_fixture.py records its outputs as the regression
# fixture; this benchmark times it next to the kernels and checks they agree page by page.

from dataclasses import dataclass as _dataclass

from tplx_engine.model import MergedSequence as _MergedSequence
from tplx_engine.model import Record as _Record

_REF_MAX_GROUP = 12
_REF_MAX_ROUNDS = 32
_REF_BASE = np.uint64(0x9E3779B97F4A7C15 | 1)
_REF_BASE_INV = np.uint64(pow(int(_REF_BASE), -1, 1 << 64))
_REF_SIZE_MIX = np.uint64(0xD6E8FEB86659FD93)
_REF_PARENT_MIX = np.int64(0x2545F4914F6CDD1D)
_ref_powers_cache = [(np.ones(1, dtype=np.uint64), np.ones(1, dtype=np.uint64))]


def _ref_validated(tokens, depths):
    tok = np.asarray(tokens)
    dep = np.asarray(depths)
    if tok.ndim != 1 or dep.ndim != 1:
        raise ValueError(f"tokens and depths must be 1-D arrays, got shapes "
                         f"{tok.shape} and {dep.shape}")
    if tok.shape[0] != dep.shape[0]:
        raise ValueError(f"{tok.shape[0]} tokens but {dep.shape[0]} depths")
    if tok.shape[0] and not (np.issubdtype(tok.dtype, np.integer)
                             and np.issubdtype(dep.dtype, np.integer)):
        raise ValueError(f"tokens and depths must be integers, got {tok.dtype} and "
                         f"{dep.dtype}")
    tok = tok.astype(np.int64, copy=False)
    dep = dep.astype(np.int64, copy=False)
    if dep.shape[0]:
        if int(dep.min()) < 0:
            raise ValueError(f"negative depth at token {int(np.argmin(dep))}")
        jumps = np.flatnonzero(np.diff(dep) > 1)
        if jumps.shape[0]:
            i = int(jumps[0]) + 1
            raise ValueError(
                f"token {i} is at depth {int(dep[i])} right after a token at depth "
                f"{int(dep[i - 1])}: not a pre-order sequence")
    return tok, dep


@_dataclass(frozen=True, eq=False)
class _RefTreeShape:
    parent: np.ndarray
    end: np.ndarray
    by_level: np.ndarray
    group: np.ndarray

    @property
    def size(self):
        return self.end - np.arange(self.end.shape[0])

    def restricted(self, kept):
        prefix = np.zeros(kept.shape[0] + 1, dtype=np.int64)
        np.cumsum(kept, out=prefix[1:])
        parent = self.parent[kept]
        slot_kept = kept[self.by_level]
        group = self.group[slot_kept]
        return _RefTreeShape(parent=np.where(parent >= 0, prefix[parent], -1),
                             end=prefix[self.end[kept]],
                             by_level=prefix[self.by_level[slot_kept]],
                             group=np.where(group >= 0, prefix[np.maximum(group, 0)], group))


def _ref_ranks(counts):
    return np.arange(int(counts.sum())) - np.repeat(np.cumsum(counts) - counts, counts)


def _ref_stable_order(values):
    if values.shape[0] and int(values.max()) < 1 << 16:
        values = values.astype(np.uint16)
    return np.argsort(values, kind="stable")


def _ref_tree_shape(depths):
    n = depths.shape[0]
    if n == 0:
        empty = np.zeros(0, dtype=np.int64)
        return _RefTreeShape(empty, empty, empty, empty)
    by_level = _ref_stable_order(depths).astype(np.int64, copy=False)
    level_sorted = depths[by_level]
    first_child = np.zeros(n, dtype=bool)
    first_child[1:] = depths[1:] == depths[:-1] + 1
    slots = np.arange(n)
    last_first = np.maximum.accumulate(np.where(first_child[by_level], slots, -1))
    from_level = (last_first >= 0) & (level_sorted[np.maximum(last_first, 0)] == level_sorted)
    parent = np.empty(n, dtype=np.int64)
    parent[by_level] = np.where(from_level, by_level[np.maximum(last_first, 0)] - 1, -1)
    prefix_min = np.minimum.accumulate(depths)
    lowest = np.empty(n, dtype=np.int64)
    lowest[:-1] = np.maximum(depths[1:], prefix_min[:-1])
    lowest[-1] = prefix_min[-1]
    closes = depths - lowest + 1
    boundary = np.repeat(slots + 1, closes)
    level = np.repeat(depths + np.cumsum(closes) - closes, closes) - slots
    end = np.empty(n, dtype=np.int64)
    end[by_level] = boundary[_ref_stable_order(level)]
    group = parent[by_level]
    return _RefTreeShape(parent, end, by_level, np.where(group >= 0, group, -1 - level_sorted))


@_dataclass(frozen=True, eq=False)
class _RefRuns:
    unit: np.ndarray
    parent: np.ndarray
    ptr: np.ndarray
    copies: np.ndarray

    def __len__(self):
        return int(self.unit.shape[0])

    @staticmethod
    def empty():
        z = np.zeros(0, dtype=np.int64)
        return _RefRuns(z, z, np.zeros(1, dtype=np.int64), z)

    @staticmethod
    def of(items):
        if not items:
            return _RefRuns.empty()
        counts = np.fromiter((len(c) for _, _, c in items), dtype=np.int64, count=len(items))
        return _RefRuns(
            unit=np.fromiter((u for u, _, _ in items), dtype=np.int64, count=len(items)),
            parent=np.fromiter((p for _, p, _ in items), dtype=np.int64, count=len(items)),
            ptr=np.concatenate(([0], np.cumsum(counts))).astype(np.int64),
            copies=np.concatenate([np.asarray(c, dtype=np.int64) for _, _, c in items]),
        )


def _ref_powers(n):
    pw, inv = _ref_powers_cache[0]
    if pw.shape[0] < n:
        size = max(n, 2 * pw.shape[0], 4096)
        pw = np.cumprod(np.concatenate(([np.uint64(1)], np.full(size - 1, _REF_BASE))))
        inv = np.cumprod(np.concatenate(([np.uint64(1)], np.full(size - 1, _REF_BASE_INV))))
        _ref_powers_cache[0] = (pw, inv)
    return pw[:n], inv[:n]


def _ref_mix(x):
    z = x.astype(np.uint64)
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return z ^ (z >> np.uint64(31))


def _ref_token_symbols(tokens, depths):
    return _ref_mix(tokens.astype(np.uint64) ^ _ref_mix(depths))


def _ref_subtree_keys(symbols, shape):
    n = symbols.shape[0]
    pw, inv = _ref_powers(n)
    prefix = np.zeros(n + 1, dtype=np.uint64)
    np.cumsum(symbols * pw, out=prefix[1:])
    poly = (prefix[shape.end] - prefix[:-1]) * inv
    size = (shape.end - np.arange(n)).astype(np.uint64)
    return (poly + size * _REF_SIZE_MIX).view(np.int64)


def _ref_segments(flags):
    padded = np.zeros(flags.shape[0] + 2, dtype=bool)
    padded[1:-1] = flags
    edges = np.flatnonzero(padded[1:] != padded[:-1])
    return edges[0::2], edges[1::2] - edges[0::2]


def _ref_find_runs(symbols, shape, scope="adjacent", max_group=_REF_MAX_GROUP):
    n = symbols.shape[0]
    if n < 2:
        return _RefRuns.empty()
    order = shape.by_level
    key = _ref_subtree_keys(symbols, shape)[order]
    par = shape.group
    if scope == "siblings":
        return _ref_sibling_groups(key, par, order, shape)
    same_parent = par[1:] == par[:-1]
    eq1 = same_parent & (key[1:] == key[:-1])
    first, length = _ref_segments(eq1)
    k = np.ones(first.shape[0], dtype=np.int64)
    count = length + 1
    widest = int(_ref_segments(same_parent)[1].max(initial=0)) + 1
    if max_group >= 2 and widest >= 4:
        taken = np.zeros(n, dtype=bool)
        taken[:-1] = eq1
        taken[1:] |= eq1
        free = np.where(taken, -1 - np.arange(n, dtype=np.int64), key + par * _REF_PARENT_MIX)
        groups = []
        for width in range(2, min(max_group, widest // 2) + 1):
            eqk = free[width:] == free[:-width]
            if np.count_nonzero(eqk) < width:
                continue
            eqk &= par[width:] == par[:-width]
            firsts, lens = _ref_segments(eqk)
            ok = lens >= width
            if not ok.any():
                continue
            starts, copies = _ref_non_overlapping(firsts[ok], (lens[ok] + width) // width, width)
            if starts.shape[0]:
                groups.append((width, starts, copies))
                covered = np.repeat(starts, copies * width) + _ref_ranks(copies * width)
                free[covered] = -1 - covered
        if groups:
            k = np.concatenate([k] + [np.full(s.shape[0], w, dtype=np.int64)
                                      for w, s, _ in groups])
            first = np.concatenate([first] + [s for _, s, _ in groups])
            count = np.concatenate([count] + [c for _, _, c in groups])
    if first.shape[0] == 0:
        return _RefRuns.empty()
    ptr = np.zeros(first.shape[0] + 1, dtype=np.int64)
    np.cumsum(count, out=ptr[1:])
    slots = np.repeat(first, count) + _ref_ranks(count) * np.repeat(k, count)
    head = order[first]
    return _RefRuns(unit=shape.end[order[first + k - 1]] - head, parent=shape.parent[head],
                    ptr=ptr, copies=order[slots])


def _ref_non_overlapping(starts, copies, k):
    out_s, out_c = [], []
    last_end = -1
    for s, c in zip(starts.tolist(), copies.tolist()):
        if s < last_end:
            skip = -(-(last_end - s) // k)
            s, c = s + skip * k, c - skip
        if c >= 2:
            out_s.append(s)
            out_c.append(c)
            last_end = s + c * k
    return np.array(out_s, dtype=np.int64), np.array(out_c, dtype=np.int64)


def _ref_sibling_groups(key, par, order, shape):
    idx = np.lexsort((key, par))
    k_sorted, p_sorted = key[idx], par[idx]
    same = (k_sorted[1:] == k_sorted[:-1]) & (p_sorted[1:] == p_sorted[:-1])
    first, length = _ref_segments(same)
    if first.shape[0] == 0:
        return _RefRuns.empty()
    counts = length + 1
    copies = order[idx[np.repeat(first, counts) + _ref_ranks(counts)]]
    ptr = np.concatenate(([0], np.cumsum(counts))).astype(np.int64)
    starts = copies[ptr[:-1]]
    return _RefRuns(unit=shape.end[starts] - starts, parent=shape.parent[starts], ptr=ptr,
                    copies=copies)


def _ref_csr_ptr(owner, rows):
    ptr = np.zeros(rows + 1, dtype=np.int64)
    np.cumsum(np.bincount(owner, minlength=rows), out=ptr[1:])
    return ptr


@_dataclass(frozen=True, eq=False)
class _RefMergeState:
    tokens: np.ndarray
    depths: np.ndarray
    origin_ptr: np.ndarray
    origin_idx: np.ndarray
    rec_start: np.ndarray
    rec_len: np.ndarray

    @staticmethod
    def initial(tokens, depths):
        n = tokens.shape[0]
        z = np.zeros(0, dtype=np.int64)
        return _RefMergeState(tokens, depths, np.arange(n + 1, dtype=np.int64),
                              np.arange(n, dtype=np.int64), z, z)

    def finish(self, original, shape):
        n = self.tokens.shape[0]
        order = np.lexsort((-self.rec_len, self.rec_start))
        start, length = self.rec_start[order], self.rec_len[order]
        marks = np.zeros(n + 1, dtype=np.int64)
        np.add.at(marks, start, 1)
        np.add.at(marks, start + length, -1)
        occ_ptr, occ_idx = _ref_occurrences(self, original, shape, start, length)
        parent = original.parent
        records = tuple(
            _Record(length=ln, occurrences=tuple(occ_idx[a:b].tolist()),
                    parent=int(parent[occ_idx[a]]), merged_start=s)
            for s, ln, a, b in zip(start.tolist(), length.tolist(), occ_ptr[:-1].tolist(),
                                   occ_ptr[1:].tolist()))
        return _MergedSequence(
            tokens=self.tokens, depths=self.depths.astype(np.int32),
            repeatable=np.cumsum(marks[:n]) > 0,
            origin_ptr=self.origin_ptr, origin_idx=self.origin_idx, records=records)


def _ref_occurrences(state, original, shape, start, length):
    m = state.tokens.shape[0]
    counts = state.origin_ptr[1:] - state.origin_ptr[:-1]
    per = counts[start]
    cand = state.origin_idx[np.repeat(state.origin_ptr[start], per) + _ref_ranks(per)]
    if start.shape[0] < 2 or np.all(start[1:] != start[:-1]):
        ptr = np.zeros(start.shape[0] + 1, dtype=np.int64)
        np.cumsum(per, out=ptr[1:])
        return ptr, cand
    rec_of = np.repeat(np.arange(start.shape[0]), per)
    slot_of = np.empty(original.by_level.shape[0], dtype=np.int64)
    slot_of[original.by_level] = np.arange(original.by_level.shape[0])
    slot = slot_of[cand]
    before = np.maximum(slot - 1, 0)
    has_prev = (slot > 0) & (original.group[before] == original.group[slot])
    merged_of = np.empty(state.origin_idx.shape[0], dtype=np.int64)
    merged_of[state.origin_idx] = np.repeat(np.arange(m), counts)
    prev_at = np.where(has_prev, merged_of[original.by_level[before]], -1)
    level_key = state.depths[shape.by_level] * (m + 1) + shape.by_level
    at = np.searchsorted(level_key, state.depths[start] * (m + 1) + start + length) - 1
    last = shape.by_level[at]
    j = start[rec_of]
    starts_one = ~has_prev | (prev_at < j) | (prev_at >= j + length[rec_of]) | (
        prev_at == last[rec_of])
    return _ref_csr_ptr(rec_of[starts_one], start.shape[0]), cand[starts_one]


def _ref_removed_copies(runs):
    run_of = np.repeat(np.arange(len(runs)), runs.ptr[1:] - runs.ptr[:-1])
    removed = np.arange(runs.copies.shape[0]) != runs.ptr[run_of]
    run_of = run_of[removed]
    return runs.copies[removed], runs.unit[run_of], runs.copies[runs.ptr[run_of]], run_of


def _ref_mismatched(state, start, unit, kept):
    n = state.tokens.shape[0]
    offsets = _ref_ranks(unit)
    here = np.minimum(np.repeat(start, unit) + offsets, n - 1)
    there = np.repeat(kept, unit) + offsets
    bad = (state.tokens[here] != state.tokens[there]) | (state.depths[here] != state.depths[there])
    after = np.minimum(start + unit, n - 1)
    cut = (start + unit > n) | (start + unit < n) & (state.depths[after] > state.depths[start])
    if not (bad.any() or cut.any()):
        return bad[:0]
    return np.union1d(np.repeat(np.arange(start.shape[0]), unit)[bad], np.flatnonzero(cut))


def _ref_apply_runs(state, runs):
    start, unit, kept_start, run_of = _ref_removed_copies(runs)
    bad = _ref_mismatched(state, start, unit, kept_start)
    if bad.shape[0]:
        bad_runs = set(run_of[bad].tolist())
        runs = _RefRuns.of([(int(runs.unit[r]), int(runs.parent[r]),
                             runs.copies[runs.ptr[r]:runs.ptr[r + 1]])
                            for r in range(len(runs)) if r not in bad_runs])
        if len(runs) == 0:
            return None
        start, unit, kept_start, run_of = _ref_removed_copies(runs)
    n = state.tokens.shape[0]
    offset = (kept_start - start).astype(np.float64)
    diff = np.bincount(start, offset, n + 1) - np.bincount(start + unit, offset, n + 1)
    shift = np.cumsum(diff[:n]).astype(np.int64)
    kept = shift == 0
    rep = np.arange(n) + shift
    prefix = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(kept, out=prefix[1:])
    target = prefix[rep]
    m = int(prefix[-1])
    counts = np.diff(state.origin_ptr)
    owner = np.repeat(target, counts)
    order = _ref_stable_order(owner)
    owner, origin_idx = owner[order], state.origin_idx[order]
    if np.any((origin_idx[1:] < origin_idx[:-1]) & (owner[1:] == owner[:-1])):
        order = np.lexsort((origin_idx, owner))
        owner, origin_idx = owner[order], origin_idx[order]
    origin_ptr = _ref_csr_ptr(owner, m)
    rec_src = rep[np.concatenate((state.rec_start, runs.copies[runs.ptr[:-1]]))]
    rec_len = np.concatenate((state.rec_len, runs.unit))
    new_start = prefix[rec_src]
    pairs = np.unique(new_start * (m + 1) + prefix[rec_src + rec_len] - new_start)
    new_state = _RefMergeState(state.tokens[kept], state.depths[kept], origin_ptr, origin_idx,
                               pairs // (m + 1), pairs % (m + 1))
    return new_state, kept


def _numpy_reference(tokens, depths, scope="adjacent", max_group=_REF_MAX_GROUP):
    """merge_repeats(tokens, depths, 'subtree-hash', scope, max_group=...) as it was in numpy."""
    tokens, depths = _ref_validated(tokens, depths)
    original = shape = _ref_tree_shape(depths)
    symbols = _ref_token_symbols(tokens, depths)
    state = _RefMergeState.initial(tokens, depths)
    for _ in range(_REF_MAX_ROUNDS):
        runs = _ref_find_runs(symbols, shape, scope, max_group)
        if len(runs) == 0:
            break
        step = _ref_apply_runs(state, runs)
        if step is None:
            break
        state, kept = step
        shape = shape.restricted(kept)
        symbols = symbols[kept]
    return state.finish(original, shape)


if __name__ == "__main__":
    main()
