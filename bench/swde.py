"""Template extraction on SWDE book/booksamillion (SPEC §5-6): build templates, label each field
once by example value, extract every page, score per field.

    .venv/bin/python bench/swde.py [--data ../shared/data/swde-book] [--threshold T]
        [--label-pages 0000] [--label-pages 0000,0001,0002] [--workers 1]

Steps (timings printed for each):
1. load all pages (read, decode, parse, tokens, merged repeats) and cluster them: ELCS pairwise
   distances, medoid linkage, cut at ``--threshold``;
2. induce one template per cluster (induction time per cluster reported);
3. label each ground-truth field by its example value on the label page(s) (``label_value`` on
   one page, ``extract.learn.learn_field`` learning one field from several, as ``tplx label``
   does on a second example page); the page's first ground-truth value is the
   example; a field whose value is ambiguous takes the top-ranked candidate (reported);
4. extract every page from its file again (a new ``Extractor`` pass: read, filters, tokens,
   distance to the medoids, alignment, values), single process: pages/s per core;
5. score with the standard rule (data README): a page is correct for a field when the
   extracted value (the first, for list values) equals one of the ground-truth values after
   normalisation (HTML entities decoded, NFKC, surrounding whitespace and ``:;,.-|`` stripped,
   inner whitespace collapsed, case-insensitive). Precision = correct / pages with a value
   extracted, recall = correct / pages with a ground-truth value.
"""

from __future__ import annotations

import argparse
import html
import sys
import time
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tplx_engine.cluster import cluster, cut, pairwise_distances
from tplx_engine.config import load_config
from tplx_engine.extract.labels import AmbiguousLabel, LabelError, label_value
from tplx_engine.extract.learn import learn_field
from tplx_engine.extract.values import EXTRACTED, Extractor
from tplx_engine.similarity import get_metric
from tplx_engine.template.induce import InductionOptions, induce_template, sample_members
from tplx_engine.template.page import PageOptions, load_view

DEFAULT_DATA = ROOT.parent / "shared" / "data" / "swde-book"
_STRIP = " \t\r\n:;,.-|"


def normalise(value: str) -> str:
    value = unicodedata.normalize("NFKC", html.unescape(value))
    value = " ".join(value.split()).strip(_STRIP)
    return " ".join(value.split()).casefold()


def read_truth(data: Path) -> dict[str, dict[str, list[str]]]:
    """field -> page id -> ground-truth values (empty list for <NULL>)."""
    truth = {}
    for path in sorted((data / "groundtruth").glob("*.txt")):
        field = path.stem.rsplit("-", 1)[1]
        lines = path.read_text("utf-8-sig").splitlines()[2:]
        per_page = {}
        for line in lines:
            cells = line.split("\t")
            values = [v for v in cells[2:] if v != "<NULL>"]
            per_page[cells[0]] = values
        truth[field.upper()] = per_page
    return truth


def build(data: Path, threshold: float | None, max_members: int | None):
    config = load_config(use_user_dir=False)
    metric_name = config.cluster.metric  # the product's defaults unless told otherwise
    threshold = config.cluster.threshold if threshold is None else threshold
    options = PageOptions.from_config(config)
    files = sorted((data / "pages").glob("*.htm"))
    started = time.perf_counter()
    views = [load_view(f, f.stem, options) for f in files]
    load_s = time.perf_counter() - started
    metric = get_metric(metric_name)
    started = time.perf_counter()
    distances = pairwise_distances([metric.prepare(v.merged) for v in views], metric_name, {},
                                   workers=1)
    flat = cut(cluster(distances), threshold, distances)
    cluster_s = time.perf_counter() - started
    print(f"loaded {len(views)} pages in {load_s:.1f} s ({len(views) / load_s:.0f} pages/s); "
          f"clustered in {cluster_s:.1f} s: {flat.n_clusters} cluster(s) at threshold "
          f"{threshold} with {metric_name} (sizes {flat.sizes[:10].tolist()})")
    templates = []
    induction = InductionOptions(max_members=max_members)
    for k in range(flat.n_clusters):
        members = flat.members(k).tolist()
        if len(members) < 2:
            continue
        medoid = members.index(int(flat.medoids[k]))
        picked = sample_members(len(members), medoid, induction.max_members)
        started = time.perf_counter()
        sample = [load_view(files[members[i]], files[members[i]].stem, options,
                            with_texts=True) for i in picked]
        load_s = time.perf_counter() - started
        template = induce_template(
            sample, picked.index(medoid), template_id=f"t{k}", cluster=k, threshold=threshold,
            metric=metric_name, options=options, members=[files[i].stem for i in members],
            induction=induction)
        stats = template.stats()
        print(f"  template t{k}: {len(members)} pages, induced from {len(sample)} in "
              f"{template.induced_seconds:.2f} s (+{load_s:.2f} s parsing them); "
              f"{stats.essential_nodes} EN (mean length {stats.mean_en_length:.2f}), "
              f"{stats.optional_nodes} ON (mean length {stats.mean_on_length:.2f}), "
              f"template length {stats.template_length}")
        templates.append(template)
    return config, options, files, templates


def make_labels(templates, options, data: Path, truth, label_pages: list[str]):
    by_page = {p: t for t in templates for p in t.members}
    labels = []
    for field, per_page in truth.items():
        examples = [(p, per_page[p][0]) for p in label_pages if per_page.get(p)]
        if not examples:
            print(f"  {field}: no value on the label page(s); not labelled")
            continue
        template = by_page.get(examples[0][0])
        if template is None:
            print(f"  {field}: label page is in no template (a singleton cluster)")
            continue
        views = [(load_view(data / "pages" / f"{p}.htm", p, options, with_texts=True), v)
                 for p, v in examples if by_page.get(p) is template]
        try:
            if len(views) == 1:
                try:
                    label = label_value(template, views[0][0], views[0][1], field,
                                        repeated=False)
                except AmbiguousLabel as exc:
                    print(f"  {field}: ambiguous, {len(exc.candidates)} candidates; taking "
                          f"the first: {exc.candidates[0].describe()}")
                    label = label_value(template, views[0][0], views[0][1], field,
                                        repeated=False, pick=0)
            else:
                label = learn_field(template, views, field, sample=[v for v, _ in views],
                                    repeated=False, pick=0)
        except LabelError as exc:
            print(f"  {field}: cannot label: {exc}")
            continue
        print(f"  {field} -> {label.target} (example {label.example!r}, xpath {label.xpath})")
        labels.append(label)
    return labels


def score(results, truth) -> dict[str, tuple[float, float, float]]:
    out = {}
    for field, per_page in truth.items():
        correct = extracted = expected = 0
        for page_id, result in results.items():
            gold = {normalise(v) for v in per_page.get(page_id, [])}
            value = result.get(field)
            if isinstance(value, list):
                value = value[0] if value else None
            if gold:
                expected += 1
            if value:
                extracted += 1
                if normalise(value) in gold:
                    correct += 1
        p = correct / extracted if extracted else 0.0
        r = correct / expected if expected else 0.0
        out[field] = (p, r, 2 * p * r / (p + r) if p + r else 0.0)
    return out


def run(args) -> int:
    data = Path(args.data)
    truth = read_truth(data)
    config, options, files, templates = build(data, args.threshold, args.max_members)
    for pages in args.label_pages:
        label_pages = pages.split(",")
        print(f"labels from page(s) {', '.join(label_pages)}:")
        labels = make_labels(templates, options, data, truth, label_pages)
        extractor = Extractor(templates, labels, config)
        results = {}
        statuses: dict[str, int] = {}
        started, cpu = time.perf_counter(), time.process_time()
        for f in files:
            r = extractor.extract_file(f, f.stem)
            statuses[r.status] = statuses.get(r.status, 0) + 1
            results[f.stem] = r.record() if r.status == EXTRACTED else {}
        seconds, cpu = time.perf_counter() - started, time.process_time() - cpu
        print(f"extracted {len(files)} pages in {seconds:.1f} s wall / {cpu:.1f} s CPU, one "
              f"process: {len(files) / seconds:.0f} pages/s wall, {len(files) / cpu:.0f} "
              f"pages/s per CPU second; statuses {statuses}")
        print(f"  {'field':<18} {'P':>6} {'R':>6} {'F1':>6}")
        for field, (p, r, f1) in score(results, truth).items():
            print(f"  {field:<18} {p:6.3f} {r:6.3f} {f1:6.3f}")
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", default=str(DEFAULT_DATA))
    parser.add_argument("--threshold", type=float, default=None,
                        help="clustering threshold (default: the configured one)")
    parser.add_argument("--max-members", type=int, default=InductionOptions().max_members,
                        help="pages a template is induced from (0: every member)")
    parser.add_argument("--label-pages", action="append",
                        help="comma-separated page ids to label from (repeatable); "
                             "default: 0000, then 0000,0001,0002")
    args = parser.parse_args(argv)
    args.label_pages = args.label_pages or ["0000", "0000,0001,0002"]
    args.max_members = args.max_members or None
    if not (Path(args.data) / "pages").is_dir():
        print(f"no SWDE data at {args.data}", file=sys.stderr)
        return 2
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
