"""Main-content extraction benchmark (SPEC §7 metric) on content-dev.

Character-LCS precision / recall / F1 summed over pages (002 §2.4.1: P = ΣLCS/Σ|e|,
R = ΣLCS/Σ|g|) after whitespace normalisation (every run of whitespace -> one space), per
subfolder and overall, for CEVC (both output variants), our default method, and, when they
are installed, trafilatura, readability-lxml and jusText on the same pages.

Gold formats (see ../shared/data/README.md):
  page-signal-master  annotated HTML; main content = text of spans x-nc-sel1 (headline) and
                      x-nc-sel2 (full text); --signal-classes 123 also counts supplemental text
  cleaneval-dev       plain text after a 'URL:' line; <p>/<h>/<l> line markers stripped
  readability         expected article HTML; its text

    .venv/bin/python bench/content.py [DATA_DIR] [--methods cevc-valid,cevc-text,default,...]
        [--limit N] [--sets a,b] [--cache FILE] [--alpha 0.5] [--per-page CSV]

Third-party outputs are cached (default /tmp/tplx-content-cache.json) so reruns are cheap.
LCS is rapidfuzz.distance.LCSseq (exact, bit-parallel).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time
from pathlib import Path

import lxml.html
from rapidfuzz.distance import LCSseq

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tplx_engine.templatefree.cevc import cevc
from tplx_engine.templatefree.content import extract_content

SETS = ("page-signal-master", "cleaneval-dev", "readability")
OURS = ("cevc-valid", "cevc-text", "default")
THIRD_PARTY = ("trafilatura", "readability-lxml", "justext")
_WS = re.compile(r"\s+")
_CLEANEVAL_MARK = re.compile(r"^\s*<[phl]>", re.MULTILINE)


def norm(text: str) -> str:
    return _WS.sub(" ", text or "").strip()


# ------------------------------------------------------------------------------ page loading

def load_html(path: Path) -> str:
    """Decoded page text, through the shared loader when it exists."""
    try:
        from tplx_engine.config import LoadOptions
        from tplx_engine.load import read
        from tplx_engine.model import PageFile
        st = path.stat()
        raw = read.read_page(PageFile(path.name, str(path), st.st_size, st.st_mtime_ns),
                              LoadOptions())
        return raw.html
    except ImportError:
        data = path.read_bytes()
        for enc in ("utf-8", "cp1252"):
            try:
                return data.decode(enc)
            except UnicodeDecodeError:
                pass
        return data.decode("utf-8", "replace")


def parse(html: str):
    parser = lxml.html.HTMLParser(encoding="utf-8", huge_tree=True)
    return lxml.html.document_fromstring(html.encode("utf-8", "replace"), parser=parser)


# --------------------------------------------------------------------------------- gold text

def gold_text(subset: str, path: Path, signal_classes: str) -> str:
    if subset == "cleaneval-dev":
        text = path.read_text("utf-8", errors="replace")
        lines = text.splitlines()
        if lines and lines[0].startswith("URL:"):
            lines = lines[1:]
        return norm(_CLEANEVAL_MARK.sub("", "\n".join(lines)))
    root = parse(path.read_text("utf-8", errors="replace"))
    if subset == "readability":
        for bad in root.iter("script", "style"):
            bad.text = ""
        return norm(root.text_content())
    wanted = {f"x-nc-sel{c}" for c in signal_classes}
    parts = []
    for el in root.iter("span"):
        classes = set((el.get("class") or "").split())
        if classes & wanted and not any(
                set((a.get("class") or "").split()) & wanted for a in el.iterancestors("span")):
            parts.append(el.text_content())
    return norm(" ".join(parts))


# ------------------------------------------------------------------------------ extractors

def run_ours(method: str, root, alpha: float) -> str:
    if method == "cevc-valid":
        return cevc(root, alpha=alpha, output="valid").text
    if method == "cevc-text":
        return cevc(root, alpha=alpha, output="text").text
    return extract_content(root, method="default").text


def third_party(method: str, html: str) -> str | None:
    try:
        if method == "trafilatura":
            import trafilatura
            return trafilatura.extract(html) or ""
        if method == "readability-lxml":
            from readability import Document
            summary = Document(html).summary(html_partial=True)
            return lxml.html.fromstring(summary).text_content() if summary.strip() else ""
        if method == "justext":
            import justext
            paragraphs = justext.justext(html.encode("utf-8", "replace"),
                                         justext.get_stoplist("English"), encoding="utf-8")
            return "\n".join(p.text for p in paragraphs if not p.is_boilerplate)
    except ImportError:
        return None
    except Exception as exc:  # noqa: BLE001 - a third-party crash on one page scores as empty
        print(f"  {method} failed: {type(exc).__name__}: {exc}", file=sys.stderr)
        return ""
    raise ValueError(method)


# ------------------------------------------------------------------------------------- main

def scores(lcs: int, e: int, g: int) -> tuple[float, float, float]:
    p = lcs / e if e else 0.0
    r = lcs / g if g else 0.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return p, r, f


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("data", nargs="?", default=str(ROOT.parent / "shared/data/content-dev"))
    ap.add_argument("--methods", default=",".join(OURS + THIRD_PARTY))
    ap.add_argument("--sets", default=",".join(SETS))
    ap.add_argument("--limit", type=int, default=0, help="pages per set (0 = all)")
    ap.add_argument("--alpha", type=float, default=0.5)
    ap.add_argument("--signal-classes", default="12")
    ap.add_argument("--cache", default="/tmp/tplx-content-cache.json")
    ap.add_argument("--per-page", default="", help="write per-page F1 to this CSV")
    ap.add_argument("--throughput", type=int, default=2, metavar="PASSES",
                    help="time parse + cevc page after page, best of PASSES (0: skip)")
    args = ap.parse_args(argv)
    methods = [m for m in args.methods.split(",") if m]
    data = Path(args.data)
    if not data.is_dir():
        print(f"no data at {data}", file=sys.stderr)
        return 2
    cache = {}
    if args.cache and os.path.exists(args.cache):
        cache = json.loads(Path(args.cache).read_text("utf-8"))
    totals = {m: {} for m in methods}  # method -> set -> [lcs, e, g, seconds, pages]
    per_page = []
    skipped = set()
    for subset in [s for s in args.sets.split(",") if s]:
        inputs = sorted((data / subset / "input").glob("*.html"))
        if args.limit:
            inputs = inputs[: args.limit]
        for path in inputs:
            gold_path = data / subset / "GoldStandard" / (path.stem + ".txt")
            if not gold_path.exists():
                continue
            gold = gold_text(subset, gold_path, args.signal_classes)
            html = load_html(path)
            t0 = time.perf_counter()
            root = parse(html)
            parse_s = time.perf_counter() - t0
            row = [subset, path.name]
            for m in methods:
                key = f"{m}|{subset}|{path.name}"
                t0 = time.perf_counter()
                if m in OURS:
                    out = run_ours(m, root, args.alpha)
                    secs = time.perf_counter() - t0 + parse_s
                elif key in cache:
                    out, secs = cache[key]
                else:
                    out = third_party(m, html)
                    if out is None:
                        skipped.add(m)
                        continue
                    secs = time.perf_counter() - t0
                    cache[key] = (out, secs)
                e = norm(out)
                lcs = LCSseq.similarity(e, gold) if e and gold else 0
                acc = totals[m].setdefault(subset, [0, 0, 0, 0.0, 0])
                acc[0] += lcs
                acc[1] += len(e)
                acc[2] += len(gold)
                acc[3] += secs
                acc[4] += 1
                row.append(round(scores(lcs, len(e), len(gold))[2], 4))
            per_page.append(row)
    if args.cache:
        Path(args.cache).write_text(json.dumps(cache), "utf-8")
    print(f"{'method':<18}{'set':<20}{'pages':>6}{'P':>8}{'R':>8}{'F1':>8}{'ms/page':>9}")
    for m in methods:
        if m in skipped:
            print(f"{m:<18}(not installed)")
            continue
        overall = [0, 0, 0, 0.0, 0]
        for subset, acc in totals[m].items():
            p, r, f = scores(*acc[:3])
            print(f"{m:<18}{subset:<20}{acc[4]:>6}{p:>8.3f}{r:>8.3f}{f:>8.3f}"
                  f"{1000 * acc[3] / max(acc[4], 1):>9.1f}")
            overall = [a + b for a, b in zip(overall, acc)]
        p, r, f = scores(*overall[:3])
        print(f"{m:<18}{'ALL':<20}{overall[4]:>6}{p:>8.3f}{r:>8.3f}{f:>8.3f}"
              f"{1000 * overall[3] / max(overall[4], 1):>9.1f}")
    if args.throughput:
        htmls = []
        for subset in [s for s in args.sets.split(",") if s]:
            inputs = sorted((data / subset / "input").glob("*.html"))
            htmls += [load_html(p) for p in (inputs[: args.limit] if args.limit else inputs)]
        for label, run in (("cevc", lambda r: cevc(r, alpha=args.alpha)),
                           ("default", lambda r: extract_content(r))):
            best = None
            for _ in range(args.throughput):
                t0 = time.perf_counter()
                for html in htmls:
                    run(parse(html))
                spent = time.perf_counter() - t0
                best = spent if best is None else min(best, spent)
            print(f"throughput {label:<8} parse + extract, one core: {len(htmls) / best:.0f} "
                  f"pages/s ({1000 * best / len(htmls):.1f} ms/page, {len(htmls)} pages, "
                  f"best of {args.throughput} passes)")
    if args.per_page:
        with open(args.per_page, "w", encoding="utf-8") as fh:
            fh.write("set,page," + ",".join(m for m in methods if m not in skipped) + "\n")
            for row in per_page:
                fh.write(",".join(map(str, row)) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
