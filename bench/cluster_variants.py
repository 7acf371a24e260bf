"""Clustering when the pages of one layout differ the way real pages of one template do
(issue 14 item 4: over-splits from different numbers of records, comments, related boxes, ads).

    .venv/bin/python bench/cluster_variants.py [--variants body,comments,related,ads,all]
        [--seeds 3] [--metric path-shingle] [--threshold 0.5] [--swde 200]

Every page of a set gets, drawn at random per page (a seed per run), what one page of a
template has and the next has not:

  body      0-4 blocks in the article: a figure with its caption, a table, a list, an
            embedded post, a video frame, a subheading (where a page's article is: the element
            holding most ``<p>`` children; the body when none does)
  comments  a comment section after the article on half of the pages, 1-40 comments, some
            with replies
  related   a grid of 2-12 linked teasers after the article on half of the pages
  ads       0-5 ad slots at random places among the article's blocks
  all       all of the above

Sets: *layout*, portal-dev's 71 pages with the layout gold of bench/cluster_real.py (six
layouts, halves by section); *swde*, the first ``--swde`` pages of swde-book (one template:
the gold is one cluster). Each half is clustered on its own. Printed per variant and half:
the mean and the worst over the seeds of the ARI and of the clusters found, at the fixed
threshold and at the suggested one (``cluster.suggest_threshold``, the shipped first cut);
``as is`` is the pages unchanged.
"""

from __future__ import annotations

import argparse
import random
import shutil
import sys
import tempfile
import zlib
from pathlib import Path

import lxml.html
import numpy as np
from lxml import etree

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from cluster_real import CONFIG, PORTAL, SWDE, _portal_half, _portal_layout_gold, _swde_half  # noqa: E402,I001
from halves import HALVES  # noqa: E402

from tplx_engine import cluster as cluster_mod  # noqa: E402
from tplx_engine.cluster import cluster, cut  # noqa: E402
from tplx_engine.evaluation import adjusted_rand_index  # noqa: E402
from tplx_engine.jobs.clustering import cluster_sequences  # noqa: E402
from tplx_engine.jobs.preprocess import preprocess_crawl  # noqa: E402
from tplx_engine.model import PageStatus  # noqa: E402
from tplx_engine.store import pages as stored_pages  # noqa: E402
from tplx_engine.store.project import Project  # noqa: E402

WORDS = ("the council said that a new plan for the town would be ready before the summer and "
         "that people could read it online or in the library near the station").split()


def _words(rng: random.Random, low: int, high: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(low, high))).capitalize()


def _figure(rng):
    return (f'<figure class="media"><img src="/i/{rng.randint(1, 999)}.jpg" alt="">'
            f"<figcaption>{_words(rng, 5, 15)}</figcaption></figure>")


def _table(rng):
    cols = rng.randint(2, 4)
    rows = "".join("<tr>" + "".join(f"<td>{_words(rng, 1, 3)}</td>" for _ in range(cols))
                   + "</tr>" for _ in range(rng.randint(2, 6)))
    return f"<table><thead><tr>{'<th>x</th>' * cols}</tr></thead><tbody>{rows}</tbody></table>"


def _list(rng):
    items = "".join(f"<li>{_words(rng, 4, 12)}</li>" for _ in range(rng.randint(2, 8)))
    tag = rng.choice(("ul", "ol"))
    return f"<{tag}>{items}</{tag}>"


def _embed(rng):
    return (f'<blockquote class="embed-post"><p>{_words(rng, 6, 20)} <a href="/t/'
            f'{rng.randint(1, 999)}">#news</a></p>&mdash; A reader <a href="/s/1">'
            f"{rng.randint(1, 28)} May</a></blockquote>")


def _video(rng):
    return (f'<div class="video"><iframe src="/embed/{rng.randint(1, 999)}" width="560" '
            f'height="315"></iframe><p class="credit">{_words(rng, 2, 5)}</p></div>')


def _subhead(rng):
    return f"<h2>{_words(rng, 3, 7)}</h2>"


BODY_BLOCKS = (_figure, _table, _list, _embed, _video, _subhead)


def _comments(rng):
    def one(depth):
        replies = "".join(one(depth + 1) for _ in range(rng.randint(0, 2) if depth < 1 else 0)
                          if rng.random() < 0.3)
        nested = f'<ul class="children">{replies}</ul>' if replies else ""
        return (f'<li class="comment"><div class="comment-meta"><a href="/u/{rng.randint(1, 99)}">'
                f'reader{rng.randint(1, 99)}</a> <span class="date">{rng.randint(1, 28)} May 2021'
                f'</span></div><div class="comment-body"><p>{_words(rng, 5, 40)}</p></div>'
                f"{nested}</li>")
    body = "".join(one(0) for _ in range(rng.randint(1, 40)))
    return (f'<div id="comments"><h3>{rng.randint(1, 99)} comments</h3>'
            f'<ol class="comment-list">{body}</ol></div>')


def _related(rng):
    items = "".join(f'<div class="teaser"><a href="/r/{n}"><img src="/t/{n}.jpg" alt=""><h4>'
                    f"{_words(rng, 4, 9)}</h4></a><p>{_words(rng, 8, 16)}</p></div>"
                    for n in range(rng.randint(2, 12)))
    return f'<div class="related"><h3>More stories</h3>{items}</div>'


def _ad(rng):
    return rng.choice((
        f'<div class="ad-slot"><iframe src="/ads/{rng.randint(1, 99)}"></iframe></div>',
        '<div class="ad"><span>Advertisement</span><div id="ad-1"></div></div>',
        '<div class="ad"><script>window.ads = window.ads || [];</script><ins class="slot">'
        "</ins></div>"))


def article_of(root):
    """The element holding most ``<p>`` children (the body when none holds two)."""
    best, most = None, 1
    for element in root.iter():
        if isinstance(element.tag, str):
            n = sum(1 for c in element if c.tag == "p")
            if n > most:
                best, most = element, n
    return best if best is not None else root.find("body")


def _insert_among(parent, fragment: str, rng) -> None:
    node = lxml.html.fragment_fromstring(fragment)
    parent.insert(rng.randint(0, len(parent)), node)


def change(root, variant: str, rng: random.Random, strength: int = 1) -> None:
    article = article_of(root)
    if article is None:
        return
    wanted = {"body", "comments", "related", "ads"} if variant == "all" else {variant}
    if "body" in wanted:
        for _ in range(rng.randint(0, 4 * strength)):
            _insert_among(article, rng.choice(BODY_BLOCKS)(rng), rng)
    if "ads" in wanted:
        for _ in range(rng.randint(0, 5 * strength)):
            _insert_among(article, _ad(rng), rng)
    after = article if article.tag != "body" else None
    for name, make in (("related", _related), ("comments", _comments)):
        if name in wanted and rng.random() < 0.5:
            box = lxml.html.fragment_fromstring(make(rng))
            if after is not None:
                after.addnext(box)
            else:
                article.append(box)


def write_variant(pages: list[Path], variant: str, seed: int, out: Path, strength: int = 1
                  ) -> None:
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    for page in pages:
        data = page.read_bytes()
        if variant != "as is":
            rng = random.Random(seed * 1_000_003 + zlib.crc32(page.name.encode()))
            root = lxml.html.document_fromstring(data)
            change(root, variant, rng, strength)
            data = etree.tostring(root, encoding="utf-8", method="html", doctype="<!DOCTYPE html>")
        (out / page.name).write_bytes(data)


def sequences(crawl: Path, project_path: Path):
    project_path.unlink(missing_ok=True)
    with Project(project_path) as project:
        preprocess_crawl(crawl, project, CONFIG, workers=1)
        kept = [p for p in stored_pages.read(project, PageStatus.DETAIL, with_sequences=True,
                                             with_records=False) if p.merged is not None]
    return [Path(p.page_id).name for p in kept], [p.merged for p in kept]


def scores(names, seqs, gold, half_fn, metric, threshold):
    """{half: (ARI, clusters found, ARI at the suggested threshold, clusters there)}."""
    distances, _ = cluster_sequences(seqs, metric, method=CONFIG.cluster.method, workers=1)
    square = distances.square()
    halves = np.array([half_fn(n, gold[n]) for n in names])
    out = {}
    for half in HALVES:
        index = np.flatnonzero(halves == half)
        if len(index) < 2:
            continue
        tree = cluster(square[np.ix_(index, index)], CONFIG.cluster.method)
        truth = [gold[names[i]] for i in index]
        labels = cut(tree, threshold).labels
        t = cluster_mod.suggest_threshold(tree, *cluster_mod.bounds_for(metric)).threshold
        auto = cut(tree, t).labels
        out[half] = (adjusted_rand_index(truth, labels), int(labels.max()) + 1,
                     adjusted_rand_index(truth, auto), int(auto.max()) + 1)
    return out


def load_sets(swde_pages: int):
    sets = {}
    if PORTAL.is_dir():
        sets["layout"] = (sorted(PORTAL.glob("*.htm*")), _portal_layout_gold(PORTAL),
                          _portal_half)
    if SWDE.is_dir() and swde_pages:
        pages = sorted(SWDE.glob("*.htm*"))[:swde_pages]
        sets["swde"] = (pages, {p.name: "booksamillion" for p in pages}, _swde_half)
    return sets


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--variants", default="body,comments,related,ads,all")
    ap.add_argument("--seeds", type=int, default=3)
    ap.add_argument("--metric", default=CONFIG.cluster.metric)
    ap.add_argument("--threshold", type=float, default=CONFIG.cluster.threshold)
    ap.add_argument("--swde", type=int, default=200, help="swde-book pages to use (0: none)")
    ap.add_argument("--sets", default="layout,swde")
    ap.add_argument("--strength", type=int, default=1,
                    help="times as many blocks in the article and ads (1: 0-4 and 0-5)")
    args = ap.parse_args(argv)
    sets = {k: v for k, v in load_sets(args.swde).items() if k in args.sets.split(",")}
    if not sets:
        print("no data: expected ../shared/data/portal-dev or swde-book", file=sys.stderr)
        return 2
    print(f"{args.metric}, threshold {args.threshold}; mean (worst) over {args.seeds} seeds")
    print(f"{'set':<8}{'variant':<10}{'half':<8}{'gold':>5}{'ARI':>15}{'found':>12}"
          f"{'auto ARI':>15}{'found':>12}")
    work = Path(tempfile.mkdtemp(prefix="tplx-cluster-variants-"))
    try:
        for set_name, (pages, gold, half_fn) in sets.items():
            for variant in ["as is", *args.variants.split(",")]:
                runs = []
                for seed in range(1 if variant == "as is" else args.seeds):
                    write_variant(pages, variant, seed, work / "crawl", args.strength)
                    names, seqs = sequences(work / "crawl", work / "p.tplx")
                    runs.append(scores(names, seqs, gold, half_fn, args.metric,
                                       args.threshold))
                for half in HALVES:
                    if half not in runs[0]:
                        continue
                    ari, found, auto, found_auto = (np.array([r[half][k] for r in runs])
                                                    for k in range(4))
                    n_gold = len({gold[p.name] for p in pages if half_fn(p.name, gold[p.name])
                                  == half})
                    print(f"{set_name:<8}{variant:<10}{half:<8}{n_gold:>5}"
                          f"{ari.mean():>9.3f} ({ari.min():.3f})"
                          f"{found.mean():>6.1f} ({found.max():>3})"
                          f"{auto.mean():>9.3f} ({auto.min():.3f})"
                          f"{found_auto.mean():>6.1f} ({found_auto.max():>3})", flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
