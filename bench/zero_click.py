"""Zero-click and one-label CONTENT / TITLE on real multi-page sites, against ``tplx content``.

Pages: ``../shared/data/portal-dev`` (71 article pages, five sections of four portals) and the
sites of ``../shared/data/content-dev`` that hold at least ``--min-site-pages`` pages by the
README's site key (each set's multi-page sites become one crawl folder of symbolic links).

Per crawl, every path runs the ``tplx`` command in this process (``tplx_engine.cli.main``),
with the shipped options:

- **zero-click**: ``tplx cluster``, ``tplx template``, ``tplx suggest --accept-all-above 0.5``,
  ``tplx extract --out out.jsonl``: nothing chosen by hand;
- **one-label** (per seed): on a copy of the project after ``tplx template``, one member page
  per template chosen at random (among pages with a gold text) is labelled with its gold:
  TITLE with ``tplx label --value <gold headline>`` (the first candidate when ambiguous),
  CONTENT with ``tplx label --xpath`` on the element whose text is closest to the gold text
  (character-LCS F1: what an analyst clicks); then ``tplx extract``. Mean and worst of the
  seeds;
- **tplx content** (template-free, the default method) on the same crawl folder.

Scores (README: "Scoring as for content-dev"): CONTENT = character LCS P / R / F1 summed over
pages after whitespace normalisation; a page without output counts its gold in R. Gold =
the CleanEval text without its URL line and ``<p>``/``<h>``/``<l>`` markers, HTML entities
decoded (portal-dev's gold writes ``&#8217;``, the pages' text is decoded). TITLE gold = the
first ``<h>`` paragraph of the gold (pages without one are not scored for TITLE); a title is
right when equal after normalisation (entities, NFKC, typographic quotes and dashes folded,
whitespace, outer punctuation, case).
Every figure is printed for the tuning half, the report half (site keys and halves:
bench/halves.py) and all pages, with pages that got a CONTENT / total and per-template
coverage.

    .venv/bin/python bench/zero_click.py [--data ../shared/data] [--seeds 5] [--work DIR]
        [--sets portal-dev,content-dev] [--min-site-pages 5] [--no-one-label]
"""

from __future__ import annotations

import argparse
import contextlib
import html
import io
import json
import random
import re
import shutil
import sys
import tempfile
import time
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from rapidfuzz.distance import LCSseq

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from halves import REPORT, content_site_key, half_of, portal_key

from tplx_engine.cli.main import main as tplx
from tplx_engine.jobs.stored import crawl_root, load_labels, load_templates, page_loader
from tplx_engine.load.visible import element_text
from tplx_engine.store.project import Project
from tplx_engine.template.page import element_path

_WS = re.compile(r"\s+")
_MARK = re.compile(r"^\s*<[phl]>", re.MULTILINE)
PUNCT = ":;,.-|\"'“”‘’«»"


def norm(text: str | None) -> str:
    return _WS.sub(" ", text or "").strip()


_FOLD = str.maketrans({"‘": "'", "’": "'", "“": '"', "”": '"', "–": "-", "—": "-"})


def title_norm(text: str | None) -> str:
    """Titles compared as SWDE's scoring does, typographic quotes and dashes folded to ASCII
    (portal-dev's gold writes some titles with straight quotes the page writes curly)."""
    text = unicodedata.normalize("NFKC", html.unescape(text or "")).translate(_FOLD)
    return norm(text).strip(PUNCT + " ").casefold()


# -- gold ----------------------------------------------------------------------------------------

@dataclass
class Gold:
    site: str
    content: str  # normalised main text ('' = the page has no article)
    title: str | None  # first <h> paragraph, None when the gold has none


def cleaneval_gold(path: Path) -> tuple[str, str | None]:
    lines = path.read_text("utf-8", errors="replace").lstrip("\ufeff").splitlines()
    while lines and not lines[0].strip():
        lines = lines[1:]
    if lines and lines[0].lstrip("\ufeff").startswith("URL:"):
        lines = lines[1:]
    text = "\n".join(lines)
    text = re.sub(r"<!--.*?-->", "", text, flags=re.DOTALL)
    title = None
    paragraphs = re.split(r"^\s*(?=<[phl]>)", text, flags=re.MULTILINE)
    for para in paragraphs:
        if para.lstrip().startswith("<h>"):
            title = norm(html.unescape(para.lstrip()[3:])) or None
            break
    return norm(html.unescape(_MARK.sub("", text))), title


def is_report(site: str) -> bool:
    return half_of(site) == REPORT


def portal_pages(data: Path) -> tuple[Path, dict[str, Gold]]:
    folder = data / "portal-dev"
    gold = {}
    for page in sorted((folder / "input").glob("*.html")):
        content, title = cleaneval_gold(folder / "GoldStandard" / (page.stem + ".txt"))
        gold[page.name] = Gold(portal_key(page.name), content, title)
    return folder / "input", gold


def content_dev_crawls(data: Path, work: Path, min_pages: int
                       ) -> list[tuple[str, Path, dict[str, Gold]]]:
    from content import gold_text  # bench/content.py: the content-dev gold formats

    crawls = []
    for subset in ("page-signal-master", "cleaneval-dev", "readability"):
        folder = data / "content-dev" / subset
        sites: dict[str, list[Path]] = defaultdict(list)
        for page in sorted((folder / "input").glob("*.html")):
            gold_path = folder / "GoldStandard" / (page.stem + ".txt")
            if gold_path.exists():
                html = page.read_text("utf-8", errors="replace")
                sites[content_site_key(subset, page, gold_path, html)].append(page)
        sizes = Counter(len(v) for v in sites.values())
        kept = {s: pages for s, pages in sites.items() if len(pages) >= min_pages}
        print(f"content-dev/{subset}: {len(sites)} sites, largest {max(sizes) if sizes else 0} "
              f"pages; {len(kept)} with >= {min_pages} pages")
        if not kept:
            continue
        crawl = work / f"content-dev-{subset}"
        crawl.mkdir(parents=True, exist_ok=True)
        gold = {}
        for site, pages in kept.items():
            for page in pages:
                (crawl / page.name).symlink_to(page)
                gold_path = folder / "GoldStandard" / (page.stem + ".txt")
                gold[page.name] = Gold(site, norm(gold_text(subset, gold_path, "12")), None)
        crawls.append((f"content-dev/{subset}", crawl, gold))
    return crawls


# -- running the command ------------------------------------------------------------------------

def run_tplx(*args: str) -> dict:
    """``tplx ARGS --json --quiet`` in this process; its JSON document."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = tplx([*args, "--json", "--quiet"])
    text = out.getvalue().strip()
    doc = json.loads(text) if text else {}
    if code != 0 and "error" not in doc:
        doc["error"] = err.getvalue().strip() or f"exit {code}"
    return doc


def read_jsonl(path: Path) -> dict[str, dict]:
    if not path.exists():
        return {}
    rows = (json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip())
    return {row["page"]: row for row in rows}


def extract_fields(crawl: Path, project: Path, out: Path) -> dict[str, dict]:
    """Fields of every page ``tplx extract`` wrote (pooled and skipped pages are absent)."""
    doc = run_tplx("extract", str(crawl), "--project", str(project), "--out", str(out))
    if "error" in doc:
        print(f"  extract failed: {doc['error']}")
    elif doc.get("counts"):
        pages = sum(doc["counts"].values())
        print(f"  extract: {doc['counts']} in {doc['seconds']:.2f} s "
              f"({pages / max(doc['seconds'], 1e-9):.0f} pages/s, read and parse included)")
    return {page: row.get("fields") or {} for page, row in read_jsonl(out).items()}


def template_content(crawl: Path, out: Path) -> dict[str, dict]:
    run_tplx("content", str(crawl), "--out", str(out))
    return {page: {"CONTENT": (row.get("result") or {}).get("text") or ""}
            for page, row in read_jsonl(out).items()}


# -- scoring -------------------------------------------------------------------------------------

HALVES = ("tuning", "report", "all")


@dataclass
class Score:
    lcs: int = 0
    extracted: int = 0
    gold: int = 0
    pages: int = 0
    with_content: int = 0
    title_right: int = 0
    title_given: int = 0
    title_gold: int = 0
    per_site: dict = field(default_factory=dict)

    def content_prf(self) -> tuple[float, float, float]:
        p = self.lcs / self.extracted if self.extracted else 0.0
        r = self.lcs / self.gold if self.gold else 0.0
        return p, r, (2 * p * r / (p + r) if p + r else 0.0)

    def title_prf(self) -> tuple[float, float, float]:
        p = self.title_right / self.title_given if self.title_given else 0.0
        r = self.title_right / self.title_gold if self.title_gold else 0.0
        return p, r, (2 * p * r / (p + r) if p + r else 0.0)


def score(gold: dict[str, Gold], fields: dict[str, dict]) -> dict[str, Score]:
    out = {half: Score() for half in HALVES}
    for page, truth in gold.items():
        got = fields.get(page) or {}
        content = got.get("CONTENT")
        content = norm(" ".join(content) if isinstance(content, list) else content)
        title = got.get("TITLE")
        title = title[0] if isinstance(title, list) and title else title
        lcs = LCSseq.similarity(content, truth.content) if content and truth.content else 0
        for half in ("report" if is_report(truth.site) else "tuning", "all"):
            s = out[half]
            s.lcs += lcs
            s.extracted += len(content)
            s.gold += len(truth.content)
            s.pages += 1
            s.with_content += bool(content)
            if truth.title is not None:
                s.title_gold += 1
                s.title_given += bool(title)
                s.title_right += bool(title) and title_norm(title) == title_norm(truth.title)
    return out


def fmt(s: Score) -> str:
    p, r, f = s.content_prf()
    _, _, tf = s.title_prf()
    return (f"CONTENT P {p:.3f} R {r:.3f} F1 {f:.3f}  pages with CONTENT {s.with_content}/"
            f"{s.pages}  | TITLE right {s.title_right}/{s.title_gold} (F1 {tf:.3f})")


# -- per-template coverage -----------------------------------------------------------------------

def coverage(project: Path, fields: dict[str, dict], gold: dict[str, Gold]) -> list[str]:
    lines = []
    with Project(project) as p:
        labels = defaultdict(list)
        for _, label in load_labels(p):
            extra = f"[{label.extractor}]" if getattr(label, "extractor", None) else ""
            labels[label.template_id].append(f"{label.field}{extra}")
        for t in sorted(load_templates(p), key=lambda t: -len(t.members)):
            sites = Counter(gold[m].site for m in t.members if m in gold)
            filled = Counter(f for m in t.members for f, v in (fields.get(m) or {}).items()
                             if v)
            have = ", ".join(f"{f} {filled.get(f, 0)}" for f in ("TITLE", "DATE", "CONTENT"))
            dates = [(fields.get(m) or {}).get("DATE") for m in t.members]
            iso = sum(bool(d) and bool(re.fullmatch(r"\d{4}-\d\d-\d\d(T[\d:]+([+-]\d\d:\d\d|Z)?)?",
                                                     str(d))) for d in dates)
            lines.append(f"    {t.id} {len(t.members):>3} pages ({'/'.join(sites)}): labels "
                         f"{' '.join(sorted(labels.get(t.id, []))) or '-'}; filled {have}; "
                         f"DATE ISO {iso}")
    return lines


# -- one-label -------------------------------------------------------------------------------------

def closest_element(view, gold_text: str):
    """The element whose visible text is closest to the gold (character-LCS F1)."""
    best, best_f = None, 0.0
    size = len(gold_text)
    for element in view.root.iter():
        if not isinstance(element.tag, str):
            continue
        text = norm(element_text(element))
        if not text or len(text) < 0.3 * size or len(text) > 4 * size + 200:
            continue
        lcs = LCSseq.similarity(text, gold_text)
        f = 2 * lcs / (len(text) + size)
        if f > best_f:
            best, best_f = element, f
    return best


def one_label(crawl: Path, templated: Path, gold: dict[str, Gold], seed: int, work: Path
              ) -> tuple[dict[str, dict], list[str]]:
    project = work / f"one-label-{seed}.tplx"
    shutil.copy(templated, project)
    problems = []
    rng = random.Random(seed)
    with Project(project) as p:
        templates = load_templates(p)
        load = {t.id: page_loader(crawl_root(p), t.options) for t in templates}
    for t in templates:
        members = sorted(m for m in t.members if m in gold and gold[m].content)
        if not members:
            continue
        page = rng.choice(members)
        truth = gold[page]
        if truth.title:
            doc = run_tplx("label", str(project), "--page", page, "--value", truth.title,
                           "--field", "TITLE")
            if "error" in doc and "choose one" in doc["error"]:
                doc = run_tplx("label", str(project), "--page", page, "--value", truth.title,
                               "--field", "TITLE", "--pick", "0")
            if "error" in doc:
                problems.append(f"{t.id} TITLE on {page}: {doc['error'].splitlines()[0][:100]}")
        element = closest_element(load[t.id](page), truth.content)
        if element is None:
            problems.append(f"{t.id} CONTENT on {page}: no element close to the gold")
            continue
        doc = run_tplx("label", str(project), "--page", page, "--xpath", element_path(element),
                       "--field", "CONTENT")
        if "error" in doc:
            problems.append(f"{t.id} CONTENT on {page}: {doc['error'].splitlines()[0][:100]}")
    return extract_fields(crawl, project, work / f"one-label-{seed}.jsonl"), problems


# -- main ----------------------------------------------------------------------------------------

def bench_crawl(name: str, crawl: Path, gold: dict[str, Gold], work: Path, seeds: int,
                with_one_label: bool) -> None:
    work.mkdir(parents=True, exist_ok=True)
    project = work / "zero-click.tplx"
    print(f"\n== {name}: {len(gold)} pages, {len({g.site for g in gold.values()})} sites")
    started = time.perf_counter()
    for step in (("cluster", str(crawl), "--project", str(project)),
                 ("template", str(project))):
        doc = run_tplx(*step)
        if "error" in doc:
            print(f"  {step[0]} failed: {doc['error']}")
            return
    templated = work / "templated.tplx"
    shutil.copy(project, templated)
    doc = run_tplx("suggest", str(project), "--accept-all-above", "0.5")
    zero = extract_fields(crawl, project, work / "zero-click.jsonl")
    print(f"  zero-click ran in {time.perf_counter() - started:.1f} s")
    free = template_content(crawl, work / "content.jsonl")
    results = {"zero-click": score(gold, zero), "tplx content": score(gold, free)}
    in_template = {p: g for p, g in gold.items() if p in zero}  # pages extract gave a record
    results["zero-click, templated"] = score(in_template, zero)
    results["tplx content, templ."] = score(in_template, free)
    if with_one_label and seeds:
        runs = []
        for seed in range(1, seeds + 1):
            fields, problems = one_label(crawl, templated, gold, seed, work)
            runs.append(score(gold, fields))
            for line in problems:
                print(f"  seed {seed}: {line}")
        for half in HALVES:
            fs = [r[half].content_prf()[2] for r in runs]
            ts = [r[half].title_prf()[2] for r in runs]
            print(f"  one-label {half:<6} CONTENT F1 mean {sum(fs) / len(fs):.3f} worst "
                  f"{min(fs):.3f}  TITLE F1 mean {sum(ts) / len(ts):.3f} worst {min(ts):.3f}"
                  f"  (seeds: {' '.join(f'{f:.3f}' for f in fs)})")
        worst = min(range(len(runs)), key=lambda i: runs[i]["all"].content_prf()[2])
        results["one-label worst seed"] = runs[worst]
    for method, halves in results.items():
        for half in HALVES:
            print(f"  {method:<20} {half:<6} {fmt(halves[half])}")
    print("  zero-click per template:")
    for line in coverage(project, zero, gold):
        print(line)
    missing = [p for p in sorted(gold) if not (zero.get(p) or {}).get("CONTENT")]
    print(f"  pages without CONTENT ({len(missing)}): "
          + ", ".join(f"{p}{'' if gold[p].content else ' (no article)'}" for p in missing))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", default=str(ROOT.parent / "shared/data"))
    ap.add_argument("--sets", default="portal-dev,content-dev")
    ap.add_argument("--seeds", type=int, default=5)
    ap.add_argument("--min-site-pages", type=int, default=5)
    ap.add_argument("--no-one-label", action="store_true")
    ap.add_argument("--work", help="folder for projects and outputs (default: a temporary one)")
    args = ap.parse_args(argv)
    data = Path(args.data)
    if not data.is_dir():
        print(f"no data at {data}", file=sys.stderr)
        return 2
    sets = args.sets.split(",")
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(args.work or tmp)
        if args.work and work.exists():
            shutil.rmtree(work)
        work.mkdir(parents=True, exist_ok=True)
        crawls = []
        if "portal-dev" in sets:
            crawls.append(("portal-dev", *portal_pages(data)))
        if "content-dev" in sets:
            crawls += content_dev_crawls(data, work / "crawls", args.min_site_pages)
        for name, crawl, gold in crawls:
            bench_crawl(name, crawl, gold, work / name.replace("/", "-"), args.seeds,
                        not args.no_one_label)
    return 0


if __name__ == "__main__":
    sys.exit(main())
