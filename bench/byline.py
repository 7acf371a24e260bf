"""Bylines (``tplx meta``'s author, templatefree/byline.py) beside trafilatura's, for checking by
eye: no development set marks authors, so the figures in docs/templatefree.md were judged by
reading each page's byline on a random sample.

Prints, for N random pages of one half of content-dev/page-signal-master (a seeded shuffle: the
sample is random, never chosen), our author with the way it was found and trafilatura's
``extract_metadata(...).author`` when trafilatura is installed (the bench extra).

    .venv/bin/python bench/byline.py [--data ../shared/data] [--seed 1] [--pages 40]
        [--half tuning]
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from content import load_html, page_root
from halves import content_site_key, half_of

from tplx_engine.templatefree.byline import extract_byline


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", default=str(ROOT.parent / "shared/data"))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--pages", type=int, default=40)
    ap.add_argument("--half", choices=("tuning", "report"), default="tuning")
    args = ap.parse_args(argv)
    try:
        import trafilatura
    except ImportError:
        trafilatura = None
    folder = Path(args.data) / "content-dev/page-signal-master"
    paths = sorted((folder / "input").glob("*.html"))
    random.Random(args.seed).shuffle(paths)
    shown = found = theirs = 0
    for path in paths:
        gold = folder / "GoldStandard" / (path.stem + ".txt")
        html = load_html(path)
        if half_of(content_site_key("page-signal-master", path, gold, html)) != args.half:
            continue
        ours = extract_byline(page_root(html))
        other = None
        if trafilatura is not None:
            meta = trafilatura.extract_metadata(html)
            other = meta.author if meta else None
        print(f"{path.name[:36]:<36}  ours {ours.text or '-'!r:<40} ({ours.source or 'none'})  "
              f"trafilatura {other or '-'!r}")
        shown += 1
        found += bool(ours.text)
        theirs += bool(other)
        if shown == args.pages:
            break
    print(f"{shown} pages ({args.half} half, seed {args.seed}): a byline on {found} (ours), "
          f"{theirs} (trafilatura); judge each against the page")
    return 0


if __name__ == "__main__":
    sys.exit(main())
