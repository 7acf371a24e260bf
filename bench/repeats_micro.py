"""Repeat detection micro-benchmark: time per page of both detectors (SPEC §2).

    .venv/bin/python bench/repeats_micro.py [--pages N] [--tokens T] [--real DIR] [--limit N]

Synthetic pages: a seeded generator of template-like pages of about T tokens (navigation lists,
comment loops with nested inner loops of varying counts, tables whose unwrapped cells repeat as
groups of siblings, random filler). Times are the best of several passes over all pages
(CPU time; the machine is shared, the minimum is the least disturbed figure). With --real DIR, also lxml
parse time vs. merge time on real pages (default ../shared/data/swde-book/pages when present).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tplx_engine.model import token_id
from tplx_engine.repeats import (
    detectors_agree,
    find_records,
    merge_repeats,
    record_length_histogram,
)
from tplx_engine.repeats_fast import find_runs_subtree_hash, token_symbols
from tplx_engine.repeats_shape import tree_shape
from tplx_engine.suffix_tree import SuffixTree

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
    from tplx_engine.simplify import build_sequence

    options = load_config(use_user_dir=False).simplify
    files = sorted(p for p in path.iterdir() if p.suffix in (".htm", ".html"))[:limit]
    blobs = [f.read_bytes() for f in files]
    seqs = [build_sequence(html.document_fromstring(b), options, with_texts=False) for b in blobs]
    return blobs, seqs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=50)
    parser.add_argument("--tokens", type=int, default=2000)
    parser.add_argument("--passes", type=int, default=5)
    parser.add_argument("--real", type=Path, default=ROOT.parent / "shared" / "data" /
                        "swde-book" / "pages")
    parser.add_argument("--limit", type=int, default=300)
    args = parser.parse_args()
    rng = random.Random(20240521)
    pages = [synthetic_page(rng, args.tokens) for _ in range(args.pages)]
    n_tok = np.mean([len(t) for t, _ in pages])
    per = 1e3 / len(pages)
    print(f"{len(pages)} synthetic pages, mean {n_tok:.0f} tokens; best of {args.passes} passes")

    def each(fn):
        return lambda: [fn(t, d) for t, d in pages]

    shapes = [tree_shape(d.astype(np.int64)) for _, d in pages]
    symbols = [token_symbols(t, d.astype(np.int64)) for t, d in pages]
    rows = [
        ("tree shape (parent, subtree end)", each(lambda t, d: tree_shape(d.astype(np.int64)))),
        ("subtree-hash: one detection pass", lambda: [
            find_runs_subtree_hash(y, s) for y, s in zip(symbols, shapes)]),
        ("merge_repeats subtree-hash adjacent", each(lambda t, d: merge_repeats(t, d))),
        ("merge_repeats subtree-hash siblings", each(lambda t, d: merge_repeats(t, d,
                                                                                scope="siblings"))),
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
        t_suffix = best_of(lambda: [merge_repeats(s.tokens, s.depths, "suffix-tree")
                                    for s in seqs], 2)
        print(f"  lxml parse                              {t_parse * per:8.3f} ms/page")
        print(f"  merge_repeats subtree-hash              {t_hash * per:8.3f} ms/page "
              f"({t_hash / t_parse:.2f}x parse)")
        print(f"  merge_repeats suffix-tree               {t_suffix * per:8.3f} ms/page "
              f"({t_suffix / t_parse:.2f}x parse)")
        for scope in ("adjacent", "siblings"):
            agree = sum(detectors_agree(s.tokens, s.depths, scope) for s in seqs)
            print(f"  detectors agree ({scope}): {agree}/{len(seqs)} pages")
        for detector in ("subtree-hash", "suffix-tree"):
            hist = record_length_histogram(find_records(s.tokens, s.depths, detector)
                                           for s in seqs)
            print(f"  records by length ({detector}): {sum(hist.values())} in all, {hist}")


if __name__ == "__main__":
    main()
