"""Write the repeat-merging regression fixture, tests/fixtures/repeats/expected.json.

    .venv/bin/python bench/make_repeats_fixture.py [--out PATH] [--swde DIR]

Inputs are token sequences of realistic pages and of random trees; outputs (merged tokens with
their '+' flags, origins, records) come from ``_numpy_reference`` in bench/repeats_micro.py: a
verbatim copy of the numpy implementation that the numba kernels (tplx_engine/repeats_kernels.py)
replaced, so the fixture pins the behaviour from before the rewrite, and running the script again
after later changes still records the old behaviour, not the code under test. The script also
prints how many cases tplx_engine's current merge_repeats reproduces.

Pages, all deterministic: two detail pages of every bundled demo template and one list page of
every list template (tplx_engine.demo, seed 0), the first four swde-book pages when
../shared/data/swde-book/pages exists, synthetic template-like pages from repeats_micro's
generator, and small random trees (equal siblings, repeated units, nested loops) in the spirit
of the hypothesis strategy of tests/engine/repeat_pages.py, and flat sibling lists over three
tags (runs of groups that overlap). Tokens are stored as ``tag:depth``
(the token is ``token_id(tag, depth)``); the merged sequence as ``tag:depth`` or ``tag:depth+``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from repeats_micro import _numpy_reference, synthetic_page

from tplx_engine.config import load_config
from tplx_engine.load import crawl, read
from tplx_engine.load.simplify import build_sequence
from tplx_engine.model import token_id
from tplx_engine.repeats.records import merge_repeats

FORMAT = "tplx-repeats-fixture"
VERSION = 1
MAX_GROUP = 12  # the default of merge_repeats
# Sibling lists where a run of groups overlapping the previous one must start at a whole copy of
# its own stretch (found by searching random strings against a variant that did not).
PHASE_STRINGS = ("abbbabbcbbcbb", "bbbcbcbababaa", "acbcbbababbac", "caacababbbabca")
SYNTH_TAGS = ["div", "span", "a", "h2", "h3", "dl", "dt", "dd", "section", "article", "nav",
              "header", "footer", "form", "label", "select", "option", "button", "i", "small",
              "time", "img"]


def page_tags(path: Path, config) -> list[tuple[str, int]]:
    """(tag, depth) of every token of one page, through the preprocessing path."""
    listing = crawl.discover_pages(path, config.load)
    (file,) = listing.pages
    root = read.parse_document(read.read_page(file, config.load), html_classes=False)
    seq = build_sequence(root, config.simplify, with_texts=True)
    tags = list(zip(seq.tags, seq.depths.tolist()))
    assert [token_id(t, d) for t, d in tags] == seq.tokens.tolist()
    return tags


def demo_pages(config) -> list[tuple[str, list[tuple[str, int]]]]:
    from tplx_engine.demo import write_demo_crawl

    out = []
    with tempfile.TemporaryDirectory() as tmp:
        summary = write_demo_crawl(Path(tmp) / "demo")
        manifest = json.loads(summary.manifest_path.read_text("utf-8"))
        taken: dict[str, int] = {}
        for entry in manifest["pages"]:
            template, kind = entry.get("template"), entry["kind"]
            wanted = {"detail": 2, "list": 1}.get(kind, 0)
            if template is None or taken.get(template, 0) >= wanted:
                continue
            taken[template] = taken.get(template, 0) + 1
            out.append((f"demo {template} {entry['path']}",
                        page_tags(Path(tmp) / "demo" / entry["path"], config)))
    return out


def swde_pages(path: Path, config, count: int) -> list[tuple[str, list[tuple[str, int]]]]:
    if not path.is_dir():
        print(f"no swde pages at {path}: skipped")
        return []
    files = sorted(p for p in path.iterdir() if p.suffix in (".htm", ".html"))[:count]
    return [(f"swde-book {f.name}", page_tags(f, config)) for f in files]


def as_tags(tokens: np.ndarray, depths: np.ndarray, names: dict[int, str]) -> list[tuple[str, int]]:
    return [(names[int(t)], int(d)) for t, d in zip(tokens, depths)]


def synthetic_pages(rng: random.Random) -> list[tuple[str, list[tuple[str, int]]]]:
    names = {token_id(tag, d): tag for tag in SYNTH_TAGS + ["html", "head", "title", "body"]
             for d in range(40)}
    out = []
    for i, size in enumerate([300] * 4):
        tokens, depths = synthetic_page(rng, size)
        out.append((f"synthetic {i} ({size} tokens)", as_tags(tokens, depths, names)))
    return out


def random_tree(rng: random.Random, levels: int):
    """(tag, [children]): children from a small pool (equal siblings) or a unit repeated."""
    tag = rng.choice("abc")
    if levels == 0 or rng.random() < 0.25:
        return (tag, [])
    pool = [random_tree(rng, levels - 1) for _ in range(rng.randint(1, 3))]
    if rng.random() < 0.5:
        kids = [rng.choice(pool) for _ in range(rng.randint(0, 6))]
    else:
        kids = pool * rng.randint(1, 4)
    return (tag, kids)


def flatten(tree) -> list[tuple[str, int]]:
    out, stack = [], [(tree, 0)]
    while stack:
        (tag, kids), d = stack.pop()
        out.append((tag, d))
        stack.extend((k, d + 1) for k in reversed(kids))
    return out


def page_entry(name: str, tags: list[tuple[str, int]],
               options: list[tuple[str, int]]) -> dict:
    """The page and, per (scope, max_group), what the reference merges it into."""
    tokens = np.array([token_id(t, d) for t, d in tags], dtype=np.int64)
    depths = np.array([d for _, d in tags], dtype=np.int32)
    results = []
    for scope, max_group in options:
        merged = _numpy_reference(tokens, depths, scope, max_group)
        first = merged.origin_idx[merged.origin_ptr[:-1]]
        results.append({
            "scope": scope,
            "max_group": max_group,
            "merged": " ".join(f"{tags[i][0]}:{tags[i][1]}" + ("+" if r else "")
                               for i, r in zip(first.tolist(), merged.repeatable.tolist())),
            "origin_ptr": merged.origin_ptr.tolist(),
            "origin_idx": merged.origin_idx.tolist(),
            "records": [[r.merged_start, r.length, r.parent, list(r.occurrences)]
                        for r in merged.records],
        })
    return {"name": name, "page": " ".join(f"{t}:{d}" for t, d in tags), "results": results}


def reproduced(page: dict, result: dict) -> bool:
    """Whether tplx_engine's merge_repeats gives the recorded result."""
    tags = [(t, int(d)) for t, d in (x.rsplit(":", 1) for x in page["page"].split())]
    tokens = np.array([token_id(t, d) for t, d in tags], dtype=np.int64)
    depths = np.array([d for _, d in tags], dtype=np.int32)
    m = merge_repeats(tokens, depths, scope=result["scope"], max_group=result["max_group"])
    return (m.origin_ptr.tolist() == result["origin_ptr"]
            and m.origin_idx.tolist() == result["origin_idx"]
            and [[r.merged_start, r.length, r.parent, list(r.occurrences)]
                 for r in m.records] == result["records"]
            and m.tokens.tolist() == tokens[m.origin_idx[m.origin_ptr[:-1]]].tolist()
            and m.repeatable.tolist() == [x.endswith("+") for x in result["merged"].split()])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path,
                        default=ROOT / "tests" / "fixtures" / "repeats" / "expected.json")
    parser.add_argument("--swde", type=Path,
                        default=ROOT.parent / "shared" / "data" / "swde-book" / "pages")
    args = parser.parse_args()
    config = load_config(use_user_dir=False)
    rng = random.Random(20240607)
    real = demo_pages(config) + swde_pages(args.swde, config, 4)
    synthetic = synthetic_pages(rng)
    trees = []
    while len(trees) < 40:
        tags = flatten(("html", [random_tree(rng, 4)]))
        if 8 <= len(tags) <= 80:
            trees.append((f"random tree {len(trees)}", tags))
    # flat sibling lists: overlapping periodic stretches, where the phase of a group matters
    strings = list(PHASE_STRINGS) + ["".join(rng.choice("abc") for _ in range(rng.randint(8, 16)))
                                     for _ in range(20)]
    trees += [(f"sibling string {x}", flatten(("html", [("body", [(c, []) for c in x])])))
              for x in strings]
    both = [("adjacent", MAX_GROUP), ("siblings", MAX_GROUP)]
    more = both + [("adjacent", 1), ("adjacent", 3)]
    pages = [page_entry(name, tags, both) for name, tags in real]
    pages += [page_entry(name, tags, more) for name, tags in synthetic + trees]
    args.out.parent.mkdir(parents=True, exist_ok=True)
    doc = {"format": FORMAT, "version": VERSION,
           "source": "bench/make_repeats_fixture.py (numpy reference implementation)",
           "pages": pages}
    args.out.write_text(json.dumps(doc, separators=(",", ":")) + "\n", "utf-8")
    results = [(p, r) for p in pages for r in p["results"]]
    same = sum(reproduced(p, r) for p, r in results)
    merges = sum(len(r["records"]) > 0 for _, r in results)
    print(f"{len(pages)} pages, {len(results)} results ({merges} with records) -> {args.out} "
          f"({args.out.stat().st_size / 1024:.0f} KiB); tplx_engine reproduces "
          f"{same}/{len(results)}")

if __name__ == "__main__":
    main()
