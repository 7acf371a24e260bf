"""Bylines and publication dates (``tplx meta``: templatefree/byline.py, meta.py) beside
trafilatura's, for checking by eye: no development set marks authors or page dates, so the
figures in docs/templatefree.md were judged by reading each page on a random sample.

Prints, for N random pages of one half of content-dev/page-signal-master (a seeded shuffle: the
sample is random, never chosen), our author (with the way it was found) or our date (with the
text it was read from), and trafilatura's ``extract_metadata(...).author`` / ``.date`` when
trafilatura is installed (the bench extra).

    .venv/bin/python bench/meta_sample.py [--field author|date] [--data ../shared/data]
        [--seed 1] [--pages 40] [--half tuning]
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
from tplx_engine.templatefree.meta import extract_pub_date


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", default=str(ROOT.parent / "shared/data"))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--pages", type=int, default=40)
    ap.add_argument("--half", choices=("tuning", "report"), default="tuning")
    ap.add_argument("--field", choices=("author", "date"), default="author")
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
        root = page_root(html)
        if args.field == "author":
            byline = extract_byline(root)
            ours, how = byline.text, byline.source
        else:
            date = extract_pub_date(root)
            ours = date.value.date().isoformat() if date.value else ""
            how = date.text[:30]
        other = None
        if trafilatura is not None:
            meta = trafilatura.extract_metadata(html)
            other = (meta.author if args.field == "author" else meta.date) if meta else None
        print(f"{path.name[:36]:<36}  ours {ours or '-'!r:<40} ({how or 'none'})  "
              f"trafilatura {other or '-'!r}")
        shown += 1
        found += bool(ours)
        theirs += bool(other)
        if shown == args.pages:
            break
    print(f"{shown} pages ({args.half} half, seed {args.seed}): a {args.field} on {found} (ours), "
          f"{theirs} (trafilatura); judge each against the page")
    return 0


if __name__ == "__main__":
    sys.exit(main())
