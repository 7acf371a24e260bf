"""Main-content extraction benchmark (SPEC §7 metric) on content-dev and portal-dev.

Character-LCS precision / recall / F1 summed over pages (002 §2.4.1: P = ΣLCS/Σ|e|,
R = ΣLCS/Σ|g|) after whitespace normalisation (every run of whitespace -> one space), per set
and per half (tuning / report, split by site as ../shared/data/README.md defines it,
bench/halves.py), for CEVC (both output variants), our default method, and, when they are
installed, trafilatura, readability-lxml and jusText on the same pages, in the same run.
Also the token 4-shingle F1 (bag of word 4-grams, summed over pages), the measure of the
held-out figures in issue 13, and the title (``tplx meta``, ``extract_title``) against the
headline page-signal marks (x-nc-sel1): exact after whitespace normalisation, and mean
char-LCS F1.

Gold formats (see ../shared/data/README.md):
  page-signal-master  annotated HTML; main content = text of spans x-nc-sel1 (headline) and
                      x-nc-sel2 (full text); --signal-classes 123 also counts supplemental text
  cleaneval-dev       plain text after a 'URL:' line; <p>/<h>/<l> line markers stripped
  readability         expected article HTML; its text
  portal-dev          as cleaneval-dev

    .venv/bin/python bench/content.py [DATA_DIR] [--methods cevc-valid,cevc-text,default,...]
        [--limit N] [--sets a,b] [--halves tuning,report] [--cache FILE] [--per-page CSV]

``--no-headline`` scores golds without their headline (page-signal's x-nc-sel1, the first
``<h>`` line of cleaneval and portal-dev): the article body alone, as issue 13's held-out golds
and bench/content_engines.py count it (docs/templatefree.md, "the article's header").

``--obfuscate`` scores every method on the same pages with each class and id name replaced by
a hash of it (``css-1a2b3c``, bench/obfuscate.py), as recent layouts write them: the drop
against the plain run is how much a method leans on class names.

Third-party outputs are cached (default /tmp/tplx-content-cache.json) so reruns are cheap; their
ms/page is the one measured when they ran. Ours are always re-run: ms/page = parse + extract
(page after page, one core); 'extract' below = the extraction alone.
LCS is rapidfuzz.distance.LCSseq (exact, bit-parallel).
"""

from __future__ import annotations

import argparse
import html as html_lib
import json
import os
import re
import sys
import time
from collections import Counter
from pathlib import Path

import lxml.html
from rapidfuzz.distance import LCSseq

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from halves import HALVES, content_site_key, half_of  # noqa: E402  (bench/ is sys.path[0])
from obfuscate import obfuscate  # noqa: E402

from tplx_engine.templatefree.cevc import cevc  # noqa: E402
from tplx_engine.templatefree.content import extract_content  # noqa: E402
from tplx_engine.templatefree.meta import extract_title  # noqa: E402

# set name -> folder under the data root
SETS = {"page-signal-master": "content-dev/page-signal-master",
        "cleaneval-dev": "content-dev/cleaneval-dev",
        "readability": "content-dev/readability",
        "portal-dev": "portal-dev"}
OURS = ("cevc-valid", "cevc-text", "default")
THIRD_PARTY = ("trafilatura", "readability-lxml", "justext")
_WS = re.compile(r"\s+")
_WORD = re.compile(r"\w+")
_CLEANEVAL_MARK = re.compile(r"^\s*<[phl]>", re.MULTILINE)


def norm(text: str) -> str:
    return _WS.sub(" ", text or "").strip()


# ------------------------------------------------------------------------------ page loading

def load_html(path: Path) -> str:
    """Decoded page text, through the shared loader."""
    from tplx_engine.config import LoadOptions
    from tplx_engine.load import read
    from tplx_engine.model import PageFile
    st = path.stat()
    raw = read.read_page(PageFile(path.name, str(path), st.st_size, st.st_mtime_ns),
                         LoadOptions())
    return raw.html


def parse(html: str):
    parser = lxml.html.HTMLParser(encoding="utf-8", huge_tree=True)
    return lxml.html.document_fromstring(html.encode("utf-8", "replace"), parser=parser)


def page_root(html: str):
    """The page parsed as ``tplx content`` parses it (``load.read.parse_document``: an
    unclosed ``<title>`` is closed before the body instead of swallowing it). The peers get
    the same decoded text and parse it their own way."""
    from tplx_engine.load.read import parse_document
    from tplx_engine.model import PageFile, RawPage
    file = PageFile("page.html", "page.html", len(html), 0)
    return parse_document(RawPage(file, html, "utf-8", "meta", "0" * 40, "", "path"))


# --------------------------------------------------------------------------------- gold text

def gold_text(subset: str, path: Path, signal_classes: str, headline: bool = True) -> str:
    """The page's gold text; ``headline=False`` leaves out the headline where the gold marks
    it (page-signal's x-nc-sel1 spans, the first line of cleaneval and portal-dev when it is
    a heading ``<h>``), as golds of the article body alone leave it out."""
    if not headline:
        signal_classes = signal_classes.replace("1", "")
    if subset in ("cleaneval-dev", "portal-dev"):
        # The URL line is the first one after any BOM and blank lines (4 cleaneval golds open
        # with a BOM, every portal gold with a blank line: their URLs were scored as text), and
        # the text is the page's as shown: 64 of 71 portal golds keep its character references
        # (&#8220;, &rdquo;), which no extractor writes (as portal_headline already reads them)
        lines = path.read_text("utf-8-sig", errors="replace").splitlines()
        while lines and not lines[0].strip():
            lines = lines[1:]
        if lines and lines[0].startswith("URL:"):
            lines = lines[1:]
        while not headline and lines and not lines[0].strip():
            lines = lines[1:]
        if not headline and lines and lines[0].lstrip().startswith("<h>"):
            lines = lines[1:]
        return norm(html_lib.unescape(_CLEANEVAL_MARK.sub("", "\n".join(lines))))
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


_PLAIN_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"',
                               "\u2013": "-", "\u2014": "-"})


def portal_headline(path: Path) -> str:
    """portal-dev's headline: the gold's first line, when it is marked ``<h>``."""
    for line in path.read_text("utf-8", errors="replace").splitlines():
        head = line.strip()
        if head and not head.startswith("URL:"):
            return norm(html_lib.unescape(head[3:])) if head.startswith("<h>") else ""
    return ""


def gold_headline(path: Path) -> str:
    """page-signal's headline: the text of the spans x-nc-sel1."""
    root = parse(path.read_text("utf-8", errors="replace"))
    return norm(" ".join(el.text_content() for el in root.iter("span")
                         if "x-nc-sel1" in (el.get("class") or "").split()))


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


# --------------------------------------------------------------------------------- scoring

def scores(lcs: float, e: float, g: float) -> tuple[float, float, float]:
    p = lcs / e if e else 0.0
    r = lcs / g if g else 0.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return p, r, f


def shingles(text: str, k: int = 4) -> Counter:
    words = _WORD.findall(text.lower())
    if len(words) < k:
        return Counter([tuple(words)]) if words else Counter()
    return Counter(tuple(words[i:i + k]) for i in range(len(words) - k + 1))


class Tally:
    """Sums over pages: LCS, |e|, |g|, shingle overlap, |e| and |g| in shingles, seconds."""

    def __init__(self):
        self.v = [0.0] * 7
        self.pages = 0

    def add(self, values) -> None:
        self.v = [a + b for a, b in zip(self.v, values)]
        self.pages += 1

    def merge(self, other: "Tally") -> None:
        self.v = [a + b for a, b in zip(self.v, other.v)]
        self.pages += other.pages

    @property
    def lcs(self):
        return scores(*self.v[:3])

    @property
    def shingle_f1(self) -> float:
        return scores(*self.v[3:6])[2]

    @property
    def ms(self) -> float:
        return 1000 * self.v[6] / max(self.pages, 1)


def page_values(out: str, gold: str, gold_sh: Counter, secs: float) -> list[float]:
    e = norm(out)
    lcs = LCSseq.similarity(e, gold) if e and gold else 0
    e_sh = shingles(e)
    common = sum((e_sh & gold_sh).values())
    return [lcs, len(e), len(gold), common, sum(e_sh.values()), sum(gold_sh.values()), secs]


# ------------------------------------------------------------------------------------- main

def collect(args, methods, cache):
    """Run every method on every page. Returns ({method: {(set, half): Tally}}, rows, skipped)."""
    data = Path(args.data)
    tallies = {m: {} for m in methods}
    titles: dict[str, list[float]] = {}  # half -> [exact, F1 sum, pages]
    rows, skipped = [], set()
    halves = set(args.halves.split(","))
    for subset in [s for s in args.sets.split(",") if s]:
        folder = data / SETS[subset]
        inputs = sorted((folder / "input").glob("*.html"))
        if args.limit:
            inputs = inputs[: args.limit]
        for path in inputs:
            gold_path = folder / "GoldStandard" / (path.stem + ".txt")
            if not gold_path.exists():
                continue
            html = load_html(path)
            half = half_of(content_site_key(subset, path, gold_path, html))
            if half not in halves:
                continue
            if args.obfuscate:
                html = obfuscate(html)
            gold = gold_text(subset, gold_path, args.signal_classes, not args.no_headline)
            gold_sh = shingles(gold)
            t0 = time.perf_counter()
            root = page_root(html)
            parse_s = time.perf_counter() - t0
            want = (gold_headline(gold_path) if subset == "page-signal-master" else
                    portal_headline(gold_path) if subset == "portal-dev" else "")
            if want:
                # typographic quotes and dashes as plain ones on both sides: the golds spell
                # "Aren't" where the page has "Aren’t" (page-signal's lost them to "?")
                want = want.translate(_PLAIN_QUOTES)
                got = norm(extract_title(root).text).translate(_PLAIN_QUOTES)
                lcs = LCSseq.similarity(got, want) if got else 0
                acc = titles.setdefault((subset, half), [0, 0.0, 0])
                acc[0] += got == want
                acc[1] += scores(lcs, len(got), len(want))[2]
                acc[2] += 1
            row = [subset, half, path.name]
            for m in methods:
                key = f"{m}|{subset}|{path.name}" + ("|obfuscated" if args.obfuscate else "")
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
                values = page_values(out, gold, gold_sh, secs)
                tallies[m].setdefault((subset, half), Tally()).add(values)
                row.append(round(scores(*values[:3])[2], 4))
            rows.append(row)
    return tallies, rows, skipped, titles


def print_tables(tallies, methods, skipped) -> None:
    shown = [m for m in methods if m not in skipped]
    keys = sorted({k for m in shown for k in tallies[m]}, key=lambda k: (
        list(SETS).index(k[0]), HALVES.index(k[1])))
    groups = []  # (set label, half label, [keys])
    for subset in SETS:
        for half in HALVES:
            if (subset, half) in keys:
                groups.append((subset, half, [(subset, half)]))
    for half in HALVES:
        groups.append(("ALL content-dev", half,
                       [k for k in keys if k[1] == half and k[0] != "portal-dev"]))
    for half in HALVES:
        groups.append(("ALL", half, [k for k in keys if k[1] == half]))
    groups.append(("ALL", "both", keys))

    def merged(m, ks):
        t = Tally()
        for k in ks:
            if k in tallies[m]:
                t.merge(tallies[m][k])
        return t

    print("char-LCS F1 (SPEC §7), summed over pages; token 4-shingle F1 in the second table")
    width = max(12, *(len(m) + 1 for m in shown))
    head = f"{'set':<20}{'half':<8}{'pages':>6}" + "".join(f"{m:>{width}}" for m in shown)
    for title, pick in (("char-LCS F1", lambda t: t.lcs[2]),
                        ("token 4-shingle F1", lambda t: t.shingle_f1)):
        print(f"\n{title}\n{head}")
        for label, half, ks in groups:
            if not ks:
                continue
            pages = merged(shown[0], ks).pages
            print(f"{label:<20}{half:<8}{pages:>6}"
                  + "".join(f"{pick(merged(m, ks)):>{width}.3f}" for m in shown))
    print(f"\nP / R (char LCS) and ms/page\n{'method':<18}{'set':<20}{'half':<8}{'P':>7}"
          f"{'R':>7}{'F1':>7}{'ms/page':>9}")
    for m in shown:
        for label, half, ks in groups:
            if not ks or label.startswith("ALL content"):
                continue
            t = merged(m, ks)
            p, r, f = t.lcs
            print(f"{m:<18}{label:<20}{half:<8}{p:>7.3f}{r:>7.3f}{f:>7.3f}{t.ms:>9.1f}")


def throughput(args) -> None:
    """Parse + extract page after page on one core, best of N passes, and extract alone."""
    data = Path(args.data)
    htmls = []
    for subset in [s for s in args.sets.split(",") if s]:
        inputs = sorted((data / SETS[subset] / "input").glob("*.html"))
        htmls += [load_html(p) for p in (inputs[: args.limit] if args.limit else inputs)]
    roots = [page_root(h) for h in htmls]
    for label, run in (("cevc", lambda r: cevc(r, alpha=args.alpha)),
                       ("default", lambda r: extract_content(r))):
        best = best_extract = best_cpu = None
        for _ in range(args.throughput):
            t0 = time.perf_counter()
            for html in htmls:
                run(page_root(html))
            spent = time.perf_counter() - t0
            best = spent if best is None else min(best, spent)
            t0, c0 = time.perf_counter(), time.process_time()
            for root in roots:
                run(root)
            spent, cpu = time.perf_counter() - t0, time.process_time() - c0
            best_extract = spent if best_extract is None else min(best_extract, spent)
            best_cpu = cpu if best_cpu is None else min(best_cpu, cpu)
        n = len(htmls)
        print(f"throughput {label:<8} parse + extract: {1000 * best / n:.1f} ms/page, "
              f"extract alone: {1000 * best_extract / n:.1f} ms/page, "
              f"{1000 * best_cpu / n:.1f} ms/page of CPU ({n} pages, one core, "
              f"best of {args.throughput} passes; the CPU time holds on a shared machine)")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("data", nargs="?", default=str(ROOT.parent / "shared/data"),
                    help="the data root holding content-dev/ and portal-dev/")
    ap.add_argument("--methods", default=",".join(OURS + THIRD_PARTY))
    ap.add_argument("--sets", default=",".join(SETS))
    ap.add_argument("--halves", default=",".join(HALVES))
    ap.add_argument("--limit", type=int, default=0, help="pages per set (0 = all)")
    ap.add_argument("--alpha", type=float, default=0.5)
    ap.add_argument("--signal-classes", default="12")
    ap.add_argument("--no-headline", action="store_true",
                    help="golds without their headline (the article body alone, as issue 13's "
                         "held-out golds and bench/content_engines.py score it)")
    ap.add_argument("--cache", default="/tmp/tplx-content-cache.json")
    ap.add_argument("--per-page", default="", help="write per-page F1 to this CSV")
    ap.add_argument("--obfuscate", action="store_true",
                    help="class and id names hashed on every page, for every method")
    ap.add_argument("--throughput", type=int, default=2, metavar="PASSES",
                    help="time parse + extract page after page, best of PASSES (0: skip)")
    args = ap.parse_args(argv)
    methods = [m for m in args.methods.split(",") if m]
    unknown = [s for s in args.sets.split(",") if s and s not in SETS]
    if unknown:
        print(f"unknown set(s) {unknown}: choose from {', '.join(SETS)}", file=sys.stderr)
        return 2
    if not Path(args.data, "content-dev").is_dir():
        print(f"no data at {args.data} (expected content-dev/ and portal-dev/ there)",
              file=sys.stderr)
        return 2
    cache = {}
    if args.cache and os.path.exists(args.cache):
        cache = json.loads(Path(args.cache).read_text("utf-8"))
    tallies, rows, skipped, titles = collect(args, methods, cache)
    if args.cache:
        Path(args.cache).write_text(json.dumps(cache), "utf-8")
    print_tables(tallies, methods, skipped)
    for m in sorted(skipped):
        print(f"{m}: not installed (pip install -e '.[bench]')")
    for (subset, half), (exact, f1, pages) in sorted(titles.items()):
        print(f"title (extract_title) vs {subset} headline, {half}: exact {exact}/{pages} "
              f"({exact / pages:.3f}), mean char-LCS F1 {f1 / pages:.3f}")
    if args.throughput:
        throughput(args)
    if args.per_page:
        with open(args.per_page, "w", encoding="utf-8") as fh:
            fh.write("set,half,page," + ",".join(m for m in methods if m not in skipped) + "\n")
            for row in rows:
                fh.write(",".join(map(str, row)) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
