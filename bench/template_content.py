"""Template-aware content (tplx_engine/extract/content.py) vs CEVC and the default method.

Where templates exist and a gold main content is known: the demo crawls. content-dev has one
page per site (no cluster, no template) and swde-book has no description gold, so the pages
here are the bundled demo (CONTENT of en-news, zh-news, en-blog; DESCRIPTION of en-product,
reported apart) and synthetic demo crawls (CONTENT of every synthetic template that has a text
block), built through the product path: preprocess, cluster (the shipped metric and
threshold unless --metric/--threshold), induce templates. A page is scored when its manifest
field is non-empty and its cluster has a template.

Per method: character-LCS P / R / F1 summed over pages (SPEC §7, as bench/content.py) against
the manifest's field, and the number of pages whose output equals it exactly (after whitespace
normalisation), with or without the page's TITLE in front (the template-aware content puts the
headline in front when it stands outside the article's node: docs/suggest.md).
Ablations: ``tpl-node-only`` = the learnt content node without boilerplate blanking,
``tpl-blank-only`` = boilerplate blanking with the per-page descent (no learnt node).
``template`` learns from up to --sample pages of each cluster (no gold involved) and extracts
every page of the cluster.

    .venv/bin/python bench/template_content.py [--synth-seeds 1,2,3] [--synth-templates 12]
        [--metric M] [--threshold T] [--sample 20] [--work DIR]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import defaultdict
from dataclasses import replace
from pathlib import Path

from rapidfuzz.distance import LCSseq

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tplx_engine.config import load_config
from tplx_engine.demo import iter_manifest_pages, write_demo_crawl
from tplx_engine.extract import content as template_content
from tplx_engine.jobs import templates as template_jobs
from tplx_engine.jobs.clustering import cluster_project, current_clustering
from tplx_engine.jobs.preprocess import preprocess_crawl
from tplx_engine.jobs.stored import crawl_root, load_templates, page_loader
from tplx_engine.store.project import Project
from tplx_engine.suggest.vote import sample_pages
from tplx_engine.template.match import match_page
from tplx_engine.template.text import normalize
from tplx_engine.templatefree import extract_content

METHODS = ("cevc", "default", "template", "tpl-node-only", "tpl-blank-only")
FIELDS = ("CONTENT", "DESCRIPTION")


def build(crawl: Path, project_path: Path, config, metric: str | None, threshold: float | None):
    options = config.cluster
    if metric:
        options = replace(options, metric=metric)
    if threshold is not None:
        options = replace(options, threshold=threshold)
    with Project(project_path) as project:
        preprocess_crawl(crawl, project, config, workers=1)
        cluster_project(project, options, workers=1)
        template_jobs.build_templates(project, current_clustering(project), config)
    return options


def evaluate(crawl: Path, project_path: Path, sample: int, totals: dict, label: str) -> None:
    gold = {}
    for page in iter_manifest_pages(crawl):
        for field in FIELDS:
            value = (page.get("fields") or {}).get(field)
            if value:
                title = (page.get("fields") or {}).get("TITLE") or ""
                gold[page["path"]] = (field, normalize(value), page["template"],
                                      normalize(f"{title} {value}"))
    with Project(project_path) as project:
        templates = load_templates(project)
        root = crawl_root(project)
        for template in templates:
            scored = [p for p in template.members if p in gold]
            if not scored:
                continue
            load = page_loader(root, template.options)
            views = {p: load(p) for p in set(scored) | set(sample_pages(template, sample))}
            learn_ids = sample_pages(template, sample)
            model = template_content.learn(template, [views[p] for p in learn_ids])
            # ablations: the learnt node without boilerplate blanking; blanking without node
            node_only = replace(model, boilerplate=frozenset())
            blank_only = replace(model, target=None)
            truth_names = {gold[p][2] for p in scored}
            print(f"  {label} {template.id} ({'/'.join(sorted(truth_names))}): "
                  f"{len(scored)} pages, content node {model.target} "
                  f"({model.support}/{model.sample_size}) {model.reason}")
            for page_id in scored:
                field, truth, _, headed = gold[page_id]
                view = views[page_id]
                outputs = {
                    "cevc": extract_content(view.root, method="cevc").text,
                    "default": extract_content(view.root).text,
                }
                match = match_page(template, view)
                outputs["template"] = template_content.extract(model, match).text
                outputs["tpl-node-only"] = template_content.extract(node_only, match).text
                outputs["tpl-blank-only"] = template_content.extract(blank_only, match).text
                for method, text in outputs.items():
                    got = normalize(text)
                    row = totals[(label, field, method)]
                    row[0] += LCSseq.similarity(got, truth)
                    row[1] += len(got)
                    row[2] += len(truth)
                    row[3] += 1
                    row[4] += got in (truth, headed)


def report(totals: dict) -> None:
    print(f"{'crawl':<14} {'field':<12} {'method':<14} {'pages':>5} {'P':>6} {'R':>6} "
          f"{'F1':>6} {'exact':>6}")
    order = {m: i for i, m in enumerate(METHODS)}
    for (label, field, method), (lcs, e, g, n, exact) in sorted(
            totals.items(), key=lambda kv: (kv[0][0], kv[0][1], order[kv[0][2]])):
        p = lcs / e if e else 0.0
        r = lcs / g if g else 0.0
        f = 2 * p * r / (p + r) if p + r else 0.0
        print(f"{label:<14} {field:<12} {method:<14} {n:>5} {p:>6.3f} {r:>6.3f} {f:>6.3f} "
              f"{exact:>6}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--synth-seeds", default="1,2,3",
                    help="synthetic demo crawls to add (comma-separated seeds; '' for none)")
    ap.add_argument("--synth-templates", type=int, default=12)
    ap.add_argument("--metric")
    ap.add_argument("--threshold", type=float)
    ap.add_argument("--sample", type=int, default=20)
    ap.add_argument("--work", help="folder for crawls and projects (default: a temporary one)")
    args = ap.parse_args(argv)
    config = load_config(use_user_dir=False)
    totals: dict = defaultdict(lambda: [0, 0, 0, 0, 0])
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(args.work or tmp)
        work.mkdir(parents=True, exist_ok=True)
        crawls = [("bundled", None)] + [(f"synth-s{s}", int(s))
                                        for s in args.synth_seeds.split(",") if s.strip()]
        for label, seed in crawls:
            started = time.perf_counter()
            crawl = work / label
            if seed is None:
                write_demo_crawl(crawl)
            else:
                write_demo_crawl(crawl, templates=args.synth_templates, seed=seed)
            project_path = work / f"{label}.tplx"
            project_path.unlink(missing_ok=True)
            options = build(crawl, project_path, config, args.metric, args.threshold)
            print(f"{label}: clustered with {options.metric} at {options.threshold}")
            evaluate(crawl, project_path, args.sample, totals, label)
            print(f"  ({time.perf_counter() - started:.1f} s)")
    report(totals)
    return 0


if __name__ == "__main__":
    sys.exit(main())
