"""One labelled page per field, chosen at random, then every page extracted: what a new user gets.

    .venv/bin/python bench/one_label.py [--sites swde-book,pattern-bookshop,...] [--seeds 5]
        [--data ../shared/data/swde-book] [--demo-seed 0] [--workers 1] [--json]

Sites: ``swde-book`` (when its folder exists; data README: ground truth, normalisation, even
file numbers tune, odd report) and the hard-pattern demo sites (``tplx demo OUT --patterns``,
written to a temporary folder; their manifest is the ground truth).

Per site, through the product path (the jobs ``tplx inspect``, ``tplx cluster`` and ``tplx
template`` run, with the default configuration): load the crawl, cluster it, induce templates.
Then for each seed, on a fresh copy of that project, each field: one page drawn at random (from
``random.Random(f"{seed}/{site}/{field}")``) among the pages of the largest template's cluster
that have a value for it, and the field labelled there by that value as ``tplx label --value``
does (``jobs.labelling.make_label`` + ``add_label``; the value as the page shows it: the first
ground-truth value with entities decoded, whitespace collapsed, SWDE's leading ``: `` stripped;
``--repeated`` for fields with several values on some page). An ``AmbiguousLabel`` takes
candidate 0, as a user accepting the default would (counted). Then one ``tplx extract`` of every
page (``jobs.extraction.extract_crawl`` to JSON Lines) with all the seed's labels.

Scoring (data README): a page is correct for a field when its extracted value equals one of the
gold values after normalisation (entities decoded, NFKC, surrounding whitespace and ``:;,.-|``
stripped, whitespace collapsed, case-insensitive); for multi-valued fields the set of extracted
values must equal the set of gold values. P = correct / pages with a value extracted, R =
correct / pages with a gold value. Printed per field: mean F1 over seeds, worst seed F1, mean P
and R; swde-book also per half. Speed: extraction after parse (``Extractor.extract_view`` on
pages already read), pages per CPU second, one process, measured on the first seed's labels.

Peers (``--peers``, default ``scrapely`` when installed; ``--peers ''`` leaves them out): scrapely
0.14.1 (Scrapinghub's learn-from-one-annotated-page extractor; bench only, built into .venv by
``bench/install_scrapely.py``, run by ``make .venv/.installed-bench``). Per seed and field, one
``Scraper`` trained with ``train_from_htmlpage`` on the SAME page with the SAME value our label
got (``label_fields``' draw, not a second one; scrapely looks for it in the raw HTML, so when no
fragment holds it as typed, the same text as the source writes it: entities, ``&nbsp;``); then
``scrape_page`` on every scored page, each value turned to text by scrapely's own
``extractors.text`` (the Scraper returns HTML regions), the first value kept (all of them for
multi-valued fields), scored by the same ``score``. A page where scrapely raises has no value
(counted). Speed: pages per CPU second of ``scrape_page`` for all the fields' scrapers on pages
already parsed (parse alone: reading, ``html_to_unicode`` and ``HtmlPage``), first seed.
"""

from __future__ import annotations

import argparse
import gzip
import html
import importlib.util
import json
import random
import re
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass, field
from html.entities import codepoint2name
from pathlib import Path
from statistics import mean

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from halves import HALVES, REPORT, TUNING
from swde import normalise, read_truth

from tplx_engine.config import load_config
from tplx_engine.demo import iter_manifest_pages, read_manifest, write_demo_crawl
from tplx_engine.errors import TplxError
from tplx_engine.extract.labels import AmbiguousLabel
from tplx_engine.extract.values import Extractor, PageResult
from tplx_engine.jobs import extraction, labelling
from tplx_engine.jobs.clustering import cluster_project, current_clustering
from tplx_engine.jobs.preprocess import preprocess_crawl
from tplx_engine.jobs.stored import load_labels, load_templates
from tplx_engine.jobs.templates import build_templates
from tplx_engine.parallel import pool_mapper
from tplx_engine.store.project import Project

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DATA = ROOT.parent / "shared" / "data" / "swde-book"
PATTERN_SITES = ("pattern-bookshop", "pattern-catalogue", "pattern-records")
ALL_SITES = ("swde-book", *PATTERN_SITES)
PEERS = ("scrapely",)
NOT_INSTALLED = ("scrapely: not installed (make .venv/.installed-bench builds it into .venv with "
                 "bench/install_scrapely.py)")


@dataclass
class Site:
    name: str
    crawl: Path
    gold: dict[str, dict[str, list[str]]]  # field -> page id -> gold values ([] = none)
    multi: set[str]  # fields compared as sets
    half: dict[str, str] = field(default_factory=dict)  # page id -> tuning|report (swde only)


def swde_site(data: Path) -> Site:
    truth = read_truth(data)
    gold = {f: {f"{stem}.htm": values for stem, values in pages.items()}
            for f, pages in truth.items()}
    multi = {f for f, pages in gold.items() if any(len(v) > 1 for v in pages.values())}
    pages = next(iter(gold.values()))
    half = {p: TUNING if int(p.split(".")[0]) % 2 == 0 else REPORT for p in pages}
    return Site("swde-book", data / "pages", gold, multi, half)


def pattern_site(crawl_root: Path, template: str) -> Site:
    described = {t["id"]: t for t in read_manifest(crawl_root)["templates"]}[template]
    host = described["host"]
    gold: dict[str, dict[str, list[str]]] = {f: {} for f in described["fields"]}
    for entry in iter_manifest_pages(crawl_root):
        if entry["template"] != template:
            continue
        page_id = entry["path"].removeprefix(host + "/")
        for name, value in entry["fields"].items():
            values = value if isinstance(value, list) else [value]
            gold[name][page_id] = [v for v in values if v is not None]
    return Site(template, crawl_root / host, gold, set(described["multi_valued"]))


def build_project(site: Site, path: Path, config, workers: int) -> dict:
    """Inspect, cluster and template the site's crawl as the CLI does; what came out."""
    started = time.perf_counter()
    with Project(path) as project:
        preprocess_crawl(site.crawl, project, config, workers=workers)
        cluster_project(project, config.cluster, workers=workers, config=config)
        with pool_mapper(workers, ["tplx_engine.template.induce"]) as mapper:
            report = build_templates(project, current_clustering(project), config, mapper=mapper)
    sizes = [len(t.members) for t in report.templates]
    return {"seconds": round(time.perf_counter() - started, 1), "templates": len(sizes),
            "template_sizes": sizes[:8]}


def typed_value(gold_value: str) -> str:
    """What a user types for a gold value: the text as the page shows it."""
    return " ".join(html.unescape(gold_value).split()).strip(" :;,|")


def label_fields(project: Project, site: Site, seed: int) -> dict[str, dict]:
    """Label every field on one random page of the largest template; how each went."""
    template = load_templates(project)[0]
    members = sorted(template.members)
    outcome = {}
    for name, per_page in site.gold.items():
        candidates = [p for p in members if per_page.get(p)]
        if not candidates:
            outcome[name] = {"page": None, "ambiguous": False, "error": "no page with a value"}
            continue
        page = random.Random(f"{seed}/{site.name}/{name}").choice(candidates)
        value = typed_value(per_page[page][0])
        repeated = True if name in site.multi else None
        info = {"page": page, "value": value, "ambiguous": False, "error": None}
        try:
            try:
                label = labelling.make_label(project, template, name, page=page, value=value,
                                             repeated=repeated)
            except AmbiguousLabel as exc:
                info["ambiguous"], info["candidates"] = True, len(exc.candidates)
                label = labelling.make_label(project, template, name, page=page, value=value,
                                             repeated=repeated, pick=0)
            labelling.add_label(project, label)
        except TplxError as exc:
            info["error"] = str(exc).splitlines()[0]
        outcome[name] = info
    return outcome


def read_records(path: Path) -> dict[str, dict]:
    records = {}
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                record = json.loads(line)
                records[record["page"]] = record.get("fields") or {}
    return records


def score(site: Site, records: dict[str, dict], pages) -> dict[str, tuple[float, float, float]]:
    out = {}
    for name, per_page in site.gold.items():
        correct = extracted = expected = 0
        for page in pages:
            gold = {normalise(v) for v in per_page.get(page, [])}
            value = records.get(page, {}).get(name)
            values = value if isinstance(value, list) else ([] if value is None else [value])
            got = {normalise(v) for v in values if v and normalise(v)}
            expected += bool(gold)
            extracted += bool(got)
            if not got or not gold:
                continue
            if name in site.multi:
                correct += got == gold
            else:
                correct += normalise(values[0]) in gold
        p = correct / extracted if extracted else 0.0
        r = correct / expected if expected else 0.0
        out[name] = (p, r, 2 * p * r / (p + r) if p + r else 0.0)
    return out


def extraction_speed(project: Project, site: Site, config) -> dict:
    """Pages per CPU second of extraction on pages already read, and of reading them."""
    extractor = Extractor(load_templates(project), [lb for _, lb in load_labels(project)], config)
    parse = extract = 0.0
    done = 0
    for page_id in sorted(next(iter(site.gold.values()))):
        started = time.process_time()
        view = extractor.load(site.crawl / page_id, page_id)
        parsed = time.process_time()
        parse += parsed - started
        if isinstance(view, PageResult):  # skipped or failed: no extraction to time
            continue
        extractor.extract_view(view)
        extract += time.process_time() - parsed
        done += 1
    return {"pages": done, "extract_pages_per_s": round(done / extract, 1) if extract else None,
            "parse_pages_per_s": round(done / parse, 1) if parse else None}


def read_source(path: Path):
    """A page as a scrapely user hands it over: bytes decoded by w3lib's html_to_unicode."""
    from w3lib.encoding import html_to_unicode

    raw = path.read_bytes()
    if path.suffix == ".gz":
        raw = gzip.decompress(raw)
    return html_to_unicode(None, raw)


def as_in_source(body: str, value: str) -> str | None:
    """The typed value as the page's source writes it: any character possibly an entity, any
    whitespace (no-break space, ``&nbsp;``) between its words; None when it is not there."""
    def char(c: str) -> str:
        forms = [re.escape(c), f"&#0*{ord(c)};", f"&#[xX]0*(?:{ord(c):x}|{ord(c):X});"]
        if ord(c) in codepoint2name:
            forms.append(f"&{codepoint2name[ord(c)]};")
        return f"(?:{'|'.join(forms)})"

    space = r"(?:\s|&nbsp;|&#160;|&#[xX]0*[aA]0;)+"
    found = re.search(space.join("".join(map(char, w)) for w in value.split()), body)
    return found.group(0) if found else None


def train_scrapely(page, name: str, value: str):
    """One Scraper trained on ``page`` with {name: value}: the value as typed, else as the
    page's source writes it (scrapely matches the raw HTML); (scraper, how) or (None, error)."""
    from scrapely import Scraper
    from scrapely.template import FragmentNotFound

    error = "value not found in the page source"
    source = as_in_source(page.body, value)
    for how, typed in (("typed", value), ("source", source)):
        if typed is None or (how == "source" and typed == value):
            continue
        scraper = Scraper()
        try:
            scraper.train_from_htmlpage(page, {name: typed})
            return scraper, how
        except FragmentNotFound as exc:
            error = f"no fragment holds the value: {str(exc)[:60]}"
        except Exception as exc:  # noqa: BLE001 - scrapely's own failure: not trained
            return None, f"{type(exc).__name__}: {str(exc).splitlines()[0][:60]}"
    return None, error


def scrapely_values(result, name: str) -> list[str]:
    """The field's values in scrape_page's items, as text (scrapely's extractors.text)."""
    from scrapely.extractors import text

    return [text(v) if hasattr(v, "text_content") else str(v)
            for item in result or [] for v in item.get(name, [])]


def run_scrapely(site: Site, labelled: list[dict], halves: dict[str, list[str]]) -> dict:
    """scrapely on the labels our product got (same page, same value per seed and field)."""
    from scrapely.htmlpage import HtmlPage

    pages = halves["all"]
    parsed, parse = {}, 0.0
    for page_id in pages:
        started = time.process_time()
        encoding, body = read_source(site.crawl / page_id)
        parsed[page_id] = HtmlPage(url=page_id, body=body, encoding=encoding)
        parse += time.process_time() - started
    runs, trained, failures, extract_seconds = [], [], 0, None
    for seed, outcome in enumerate(labelled):
        scrapers, info = {}, {}
        for name in site.gold:
            label = outcome[name]
            if label["page"] is None:
                info[name] = {"error": label["error"], "how": None}
                continue
            page = parsed.get(label["page"])
            if page is None:
                encoding, body = read_source(site.crawl / label["page"])
                page = HtmlPage(url=label["page"], body=body, encoding=encoding)
            scraper, how = train_scrapely(page, name, label["value"])
            if scraper is None:
                info[name] = {"error": how, "how": None}
            else:
                scrapers[name], info[name] = scraper, {"error": None, "how": how}
        trained.append(info)
        records: dict[str, dict] = {page_id: {} for page_id in pages}
        spent = 0.0
        for page_id in pages:
            for name, scraper in scrapers.items():
                started = time.process_time()
                try:
                    values = scrapely_values(scraper.scrape_page(parsed[page_id]), name)
                except Exception:  # noqa: BLE001 - a page scrapely fails on has no value
                    failures += 1
                    values = []
                spent += time.process_time() - started
                if values:
                    records[page_id][name] = values if name in site.multi else values[0]
        if seed == 0:
            extract_seconds = spent
        runs.append({h: score(site, records, ids) for h, ids in halves.items()})
    fields = {}
    for name in site.gold:
        entry = {"not_trained": [t[name]["error"] for t in trained if t[name]["error"]],
                 "in_source": sum(t[name]["how"] == "source" for t in trained)}
        entry.update(summarise(runs, halves, name))
        fields[name] = entry
    speed = {"pages": len(pages),
             "extract_pages_per_s": round(len(pages) / extract_seconds, 1)
             if extract_seconds else None,
             "parse_pages_per_s": round(len(pages) / parse, 1) if parse else None}
    return {"peer": "scrapely", "failures": failures, "scrapes": len(pages) * sum(
        sum(1 for t in info.values() if not t["error"]) for info in trained),
        "speed": speed, "fields": fields}


def summarise(runs: list[dict], halves, name: str) -> dict:
    """Per half: mean and worst F1 over seeds, mean P and R."""
    entry = {}
    for h in halves:
        p, r, f1 = zip(*(run[h][name] for run in runs))
        entry[h] = {"f1_mean": round(mean(f1), 3), "f1_worst": round(min(f1), 3),
                    "p_mean": round(mean(p), 3), "r_mean": round(mean(r), 3),
                    "f1_per_seed": [round(x, 3) for x in f1]}
    return entry


def run_site(site: Site, args, config, work: Path) -> dict:
    built_path = work / f"{site.name}.tplx"
    built = build_project(site, built_path, config, args.workers)
    pages = sorted(next(iter(site.gold.values())))
    halves = {"all": pages}
    if site.half:
        halves.update({h: [p for p in pages if site.half[p] == h] for h in HALVES})
    runs, labelled, speed = [], [], None
    with Project(built_path) as project:
        largest = len(load_templates(project)[0].members)
    for seed in range(args.seeds):
        path = work / f"{site.name}-seed{seed}.tplx"
        shutil.copy(built_path, path)
        out = work / f"{site.name}-seed{seed}.jsonl"
        with Project(path) as project:
            labelled.append(label_fields(project, site, seed))
            extraction.extract_crawl(project, site.crawl, out, "jsonl", config, workers=1)
            if seed == 0:
                speed = extraction_speed(project, site, config)
        records = read_records(out)
        runs.append({h: score(site, records, ids) for h, ids in halves.items()})
        path.unlink()
    fields = {}
    for name in site.gold:
        entry = {"ambiguous": sum(lb[name]["ambiguous"] for lb in labelled),
                 "not_labelled": [lb[name]["error"] for lb in labelled if lb[name]["error"]],
                 "label_pages": [lb[name]["page"] for lb in labelled]}
        entry.update(summarise(runs, halves, name))
        fields[name] = entry
    peers = {}
    if "scrapely" in args.peers:
        started = time.perf_counter()
        peers["scrapely"] = run_scrapely(site, labelled, halves)
        peers["scrapely"]["seconds"] = round(time.perf_counter() - started, 1)
    return {"site": site.name, "pages": len(pages), "largest_template_pages": largest,
            "multi_valued": sorted(site.multi), "build": built, "speed": speed,
            "fields": fields, "peers": peers}


def print_site(result: dict, seeds: int) -> None:
    b, s = result["build"], result["speed"]
    print(f"\n{result['site']}: {result['pages']} pages, {b['templates']} template(s) "
          f"(sizes {b['template_sizes']}), labels on the largest "
          f"({result['largest_template_pages']} pages); built in {b['seconds']} s; {seeds} seed(s)")
    if s:
        print(f"  extraction after parse: {s['extract_pages_per_s']} pages/s per core "
              f"(parse alone {s['parse_pages_per_s']} pages/s), {s['pages']} pages")
    print_table(result["fields"], "ambiguous", "not labelled", "not_labelled")
    for peer in result.get("peers", {}).values():
        s = peer["speed"]
        print(f"  {peer['peer']} on the same labels (same page and value per seed and field): "
              f"extraction after parse {s['extract_pages_per_s']} pages/s per core (parse "
              f"alone {s['parse_pages_per_s']} pages/s), {s['pages']} pages; {peer['failures']} "
              f"of {peer['scrapes']} scrapes raised; {peer['seconds']} s")
        print_table(peer["fields"], "in_source", "not trained", "not_trained")


def print_table(fields: dict, count: str, missing_head: str, missing_key: str) -> None:
    """Per field: F1 mean / worst seed, mean P and R per half; a count and what failed."""
    halves = [h for h in ("all", *HALVES) if h in next(iter(fields.values()))]
    head = "  ".join(f"{h + ' F1 mean/worst':>22} {'P':>5} {'R':>5}" for h in halves)
    print(f"  {'field':<17} {head}  {count:>9}  {missing_head}")
    for name, e in fields.items():
        cells = "  ".join(f"{e[h]['f1_mean']:>15.3f} / {e[h]['f1_worst']:.3f} "
                          f"{e[h]['p_mean']:5.3f} {e[h]['r_mean']:5.3f}" for h in halves)
        missing = f"{len(e[missing_key])}" + (f" ({e[missing_key][0][:70]})"
                                              if e[missing_key] else "")
        print(f"  {name:<17} {cells}  {e[count]:>9}  {missing}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sites", default=",".join(ALL_SITES),
                        help=f"comma-separated, from {', '.join(ALL_SITES)} (default: all)")
    parser.add_argument("--seeds", type=int, default=5, help="label draws per site (default 5)")
    parser.add_argument("--data", default=str(DEFAULT_DATA), help="the swde-book folder")
    parser.add_argument("--demo-seed", type=int, default=0, help="seed of the demo sites")
    parser.add_argument("--workers", type=int, default=1, help="processes for building")
    parser.add_argument("--json", action="store_true", help="one JSON document on stdout")
    parser.add_argument("--peers", default=",".join(PEERS),
                        help=f"comma-separated, from {', '.join(PEERS)} (default: all installed;"
                             " '' for none)")
    args = parser.parse_args(argv)
    peers = [p.strip() for p in args.peers.split(",") if p.strip()]
    if any(p not in PEERS for p in peers):
        parser.error(f"unknown peer(s) {', '.join(p for p in peers if p not in PEERS)}; "
                     f"choose from {', '.join(PEERS)}")
    if "scrapely" in peers and importlib.util.find_spec("scrapely") is None:
        print(NOT_INSTALLED, file=sys.stderr if args.json else sys.stdout)
        peers.remove("scrapely")
    args.peers = peers
    sites = [s.strip() for s in args.sites.split(",") if s.strip()]
    unknown = [s for s in sites if s not in ALL_SITES]
    if unknown or not sites or args.seeds < 1:
        parser.error(f"unknown site(s) {', '.join(unknown)}; choose from {', '.join(ALL_SITES)}"
                     if unknown else "give at least one site and one seed")
    config = load_config(use_user_dir=False)
    results, skipped = [], []
    with tempfile.TemporaryDirectory(prefix="one-label-") as tmp:
        work = Path(tmp)
        demo = work / "patterns"
        if any(s in PATTERN_SITES for s in sites):
            write_demo_crawl(demo, patterns=True, seed=args.demo_seed)
        for name in sites:
            if name == "swde-book":
                if not (Path(args.data) / "pages").is_dir():
                    skipped.append(f"swde-book: no data at {args.data}")
                    continue
                site = swde_site(Path(args.data))
            else:
                site = pattern_site(demo, name)
            result = run_site(site, args, config, work)
            results.append(result)
            if not args.json:
                print_site(result, args.seeds)
    if args.json:
        json.dump({"seeds": args.seeds, "demo_seed": args.demo_seed, "peers": args.peers,
                   "sites": results, "skipped": skipped}, sys.stdout, indent=1)
        print()
    for line in skipped:
        print(f"skipped {line}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
