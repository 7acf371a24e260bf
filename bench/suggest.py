"""Suggested labels (tplx_engine/suggest/) against the demo crawls' ground truth.

Projects are built through the product path (preprocess, cluster, induce; bench/template_content
``build``). For every template, ``suggest_project`` proposes labels, the most confident
suggestion of each field is accepted (``accept_above(project, 0)``), and every member page of
the template is extracted with those labels. A suggested field is compared with the manifest
field it stands for (TITLE; DATE or PUBLICATION_DATE; CONTENT or DESCRIPTION; POST_TEXT /
POST_DATE / POST_AUTHOR or COMMENT_TEXT / COMMENT_DATE / COMMENT_AUTHOR or ITEM_TEXT /
ITEM_DATE: PEAN finds "a list of dated records", which the manifest may call posts, comments or
items; the better matching
name counts); POST (the post element) has no ground truth and is only counted.

Printed per template and field: target, confidence, and the share of member pages whose
extracted value equals the manifest value (lists compared whole; DATE as its ISO 8601 form,
CONTENT with or without the page's TITLE in front: ``same_value``). A suggestion is **right**
when at least 95 % of the pages agree. A manifest field TITLE, DATE, CONTENT, POST_TEXT,
POST_DATE or POST_AUTHOR for which nothing was suggested is listed as missed.

    .venv/bin/python bench/suggest.py [--synth-seeds 1,2,3] [--synth-templates 12] [--work DIR]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from template_content import build

from tplx_engine.config import load_config
from tplx_engine.demo import iter_manifest_pages, write_demo_crawl
from tplx_engine.extract.values import field_values
from tplx_engine.jobs import suggestions as suggestion_jobs
from tplx_engine.jobs.stored import crawl_root, load_labels, load_templates, page_loader
from tplx_engine.store.project import Project
from tplx_engine.template.match import match_page
from tplx_engine.template.text import normalize
from tplx_engine.templatefree import find_dates

GOLD_NAMES = {
    "TITLE": ("TITLE",),
    "DATE": ("DATE", "PUBLICATION_DATE"),
    "AUTHOR": ("AUTHOR",),
    "CONTENT": ("CONTENT", "DESCRIPTION"),
    "POST_TEXT": ("POST_TEXT", "COMMENT_TEXT", "ITEM_TEXT"),
    "POST_DATE": ("POST_DATE", "COMMENT_DATE", "ITEM_DATE"),
    "POST_AUTHOR": ("POST_AUTHOR", "COMMENT_AUTHOR"),
}
RIGHT = 0.95


def same_value(field: str, got, gold: str, fields: dict) -> bool:
    """The extracted value is the manifest's: DATE as ISO 8601 (accepted DATE labels read dates),
    CONTENT with or without the headline in front (the template-aware content starts with it
    when it stands outside the article's node)."""
    want = fields[gold]
    if got == want or (want in ([], None) and not got):
        return True
    if field == "DATE" and isinstance(want, str) and got:
        found = find_dates(want)
        if found and found[0].has_year:
            date = found[0]
            return got == (date.value.isoformat(timespec="minutes") if date.has_time
                           else date.value.date().isoformat())
    if field == "CONTENT" and isinstance(got, str) and "TITLE" in fields:
        return normalize(got) == normalize(f"{fields['TITLE']} {want}")
    return False


def evaluate(crawl: Path, project_path: Path, counts: Counter, label: str) -> None:
    manifest = {p["path"]: p for p in iter_manifest_pages(crawl)}
    config = load_config(use_user_dir=False)
    with Project(project_path) as project:
        started = time.perf_counter()
        suggestion_jobs.suggest_project(project, config)
        seconds = time.perf_counter() - started
        accepted = suggestion_jobs.accept_above(project, 0.0)
        labels = [lb for _, lb in load_labels(project)]
        templates = load_templates(project)
        root = crawl_root(project)
        print(f"{label}: {len(templates)} templates, suggested in {seconds:.1f} s, "
              f"{sum(1 for _, i, _ in accepted if i is not None)} accepted")
        for template in templates:
            names = Counter(manifest[p]["template"] for p in template.members if p in manifest)
            truth_name = names.most_common(1)[0][0] if names else "?"
            mine = [lb for lb in labels if lb.template_id == template.id]
            load = page_loader(root, template.options)
            agree: Counter = Counter()
            pages = 0
            for page_id in template.members:
                entry = manifest.get(page_id)
                if entry is None:
                    continue
                pages += 1
                record = {v.field: v.value for v in
                          field_values(match_page(template, load(page_id)), mine, False)}
                for field in {lb.field for lb in mine}:
                    got = record.get(field)
                    for gold in GOLD_NAMES.get(field, ()):
                        if gold in entry["fields"]:
                            agree[(field, gold)] += same_value(field, got, gold, entry["fields"])
            sample_fields = set(next(iter(manifest[p]["fields"] for p in template.members
                                          if p in manifest), {}))
            print(f"  {template.id} {truth_name} ({pages} pages)")
            counted = set()
            for s, label_id, why in accepted:
                if s.template_id != template.id or (s.field, label_id is None) in counted:
                    continue  # another layout of a field accepted already: one verdict a field
                counted.add((s.field, label_id is None))
                golds = [g for g in GOLD_NAMES.get(s.field, ()) if g in sample_fields]
                if label_id is None:
                    print(f"    {s.field:<12} {s.target:<9} NOT ACCEPTED: {why}")
                    continue
                if not golds:
                    print(f"    {s.field:<12} {s.target:<9} {s.confidence:.2f}  (no ground truth)")
                    counts[(label, "no truth")] += 1
                    continue
                gold = max(golds, key=lambda g: agree[(s.field, g)])
                share = agree[(s.field, gold)] / pages if pages else 0.0
                verdict = "right" if share >= RIGHT else "WRONG"
                counts[(label, verdict)] += 1
                print(f"    {s.field:<12} {s.target:<9} {s.confidence:.2f}  {gold:<16} "
                      f"{share:6.1%} of pages  {verdict}")
            suggested = {s.field for s, i, _ in accepted if s.template_id == template.id}
            for name, golds in GOLD_NAMES.items():
                if golds[0] in sample_fields and name not in suggested:
                    counts[(label, "missed")] += 1
                    print(f"    {name:<12} missed ({golds[0]} in the manifest, no suggestion)")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--synth-seeds", default="1,2,3")
    ap.add_argument("--synth-templates", type=int, default=12)
    ap.add_argument("--work", help="folder for crawls and projects (default: a temporary one)")
    args = ap.parse_args(argv)
    config = load_config(use_user_dir=False)
    counts: Counter = Counter()
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(args.work or tmp)
        work.mkdir(parents=True, exist_ok=True)
        crawls = [("bundled", None)] + [(f"synth-s{s}", int(s))
                                        for s in args.synth_seeds.split(",") if s.strip()]
        for label, seed in crawls:
            crawl = work / label
            if not (crawl / "manifest.json").is_file():
                if seed is None:
                    write_demo_crawl(crawl)
                else:
                    write_demo_crawl(crawl, templates=args.synth_templates, seed=seed)
            project_path = work / f"{label}-suggest.tplx"
            project_path.unlink(missing_ok=True)
            build(crawl, project_path, config, None, None)
            evaluate(crawl, project_path, counts, label)
    for label in [c for c, _ in crawls] + ["all"]:
        def n(verdict, label=label):
            return sum(v for (c, w), v in counts.items() if w == verdict and label in (c, "all"))
        print(f"{label:<10} suggestions with ground truth: {n('right')} right, {n('WRONG')} "
              f"wrong; {n('no truth')} without ground truth; {n('missed')} fields missed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
