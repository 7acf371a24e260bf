"""Project-level jobs of the template stage: induce all templates, extract a crawl, discover
new templates in the pool (SPEC §5-6). Each reports progress and honours cancellation through
the ``Reporter``; parallelism is injected by the caller (``mapper`` for the ON builds, worker
processes for extraction), never started on its own initiative.

The clustering comes from the project (``Project.current_clustering()``); any object with the
attributes ``threshold, metric, method, page_ids, labels, medoids`` will do (tests build one).

Pool (SPEC §6, size **open**): ``discover`` clusters the pool once it holds at least
``DEFAULT_MIN_POOL`` = 20 pages and keeps clusters of at least ``DEFAULT_MIN_TEMPLATE_PAGES`` = 5
pages as new templates. Why: a template induced from 2-3 pages takes their shared data for
template (constant text, EN tokens); with 5 pages a data value identical on all of them is rare,
and a pool of 20 can hold a few such clusters while pairwise work stays trivial (190 pairs).
Both are settable (CLI ``--min-pool``, ``--min-pages``).
"""

from __future__ import annotations

import hashlib
import os
import time
from collections.abc import Callable, Collection, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path

import numpy as np

from ..cluster import cluster, cut
from ..config import EngineConfig
from ..errors import Cancelled, PageError, TplxError
from ..extract.export import open_writer
from ..extract.values import EXTRACTED, FAILED, POOLED, Extractor, PageResult
from ..load import crawl

NOT_SELECTED = "not selected"  # extracted with a template the caller did not choose
from ..extract.carry import carry_labels
from ..parallel import process_context
from ..progress import SILENT, Reporter
from ..similarity import get_metric
from ..store import templates as store
from ..template.induce import InductionOptions, induce_template, sample_members
from ..template.model import Template
from ..template.page import PageOptions, PageView, load_view
from ..template.serialize import dumps, loads

DEFAULT_MIN_POOL = 20
DEFAULT_MIN_TEMPLATE_PAGES = 5
_CHUNK = 32
_DEFAULT_INDUCTION = InductionOptions()


def template_id_for(page_id: str, source: str = "") -> str:
    """A template is named after its medoid page: stable while the medoid stays."""
    return "t" + hashlib.sha1(f"{source}\0{page_id}".encode()).hexdigest()[:10]


def crawl_root(project) -> Path:
    root = project.get_meta("crawl_root")
    if not root:
        raise TplxError(f"{project.path}: no crawl folder recorded; run tplx inspect first")
    return Path(root)


def page_loader(root: Path, options: PageOptions) -> Callable[[str], PageView]:
    def load(page_id: str) -> PageView:
        return load_view(root / page_id, page_id, options, with_texts=True)
    return load


# -- templates ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class BuildReport:
    templates: tuple[Template, ...]
    carried: int
    lost: tuple[tuple[object, str], ...]  # (label, reason)
    skipped_clusters: tuple[tuple[int, str], ...]  # (cluster, reason)
    unreadable: tuple[tuple[str, str], ...]  # (page, reason)
    seconds: float


def build_templates(project, clustering, config: EngineConfig, *,
                    induction: InductionOptions = _DEFAULT_INDUCTION, min_pages: int = 2,
                    mapper: Callable = map, reporter: Reporter = SILENT) -> BuildReport:
    """Induce a template per cluster of at least ``min_pages`` pages, carry the labels of the
    previous templates over, and store both (one transaction each)."""
    started = time.perf_counter()
    root = crawl_root(project)
    options = PageOptions.from_config(config)
    load = page_loader(root, options)
    page_ids = list(clustering.page_ids)
    labels = np.asarray(clustering.labels)
    medoids = np.asarray(clustering.medoids)
    templates, skipped, unreadable = [], [], []
    views: dict[str, PageView] = {}
    n_clusters = int(medoids.shape[0])
    for k in range(n_clusters):
        reporter.advance("templates", k, n_clusters)
        members = np.flatnonzero(labels == k).tolist()
        if len(members) < min_pages:
            skipped.append((k, f"{len(members)} page(s), fewer than {min_pages}"))
            continue
        medoid = members.index(int(medoids[k]))
        picked = sample_members(len(members), medoid, induction.max_members)
        sample, medoid_at = [], None
        for i in picked:
            page_id = page_ids[members[i]]
            try:
                if page_id not in views:
                    views[page_id] = load(page_id)
            except PageError as exc:
                unreadable.append((page_id, exc.reason))
                continue
            if i == medoid:
                medoid_at = len(sample)
            sample.append(views[page_id])
        if not sample:
            skipped.append((k, "no page of the cluster could be read"))
            continue
        medoid_at = medoid_at if medoid_at is not None else 0
        templates.append(induce_template(
            sample, medoid_at, template_id=template_id_for(sample[medoid_at].page_id),
            cluster=k, threshold=clustering.threshold, metric=clustering.metric,
            options=options, members=[page_ids[i] for i in members],
            metric_params=dict(getattr(clustering, "metric_params", None) or {}),
            induction=induction, mapper=mapper))
    reporter.advance("templates", n_clusters, n_clusters)
    old_templates = store.load_templates(project)
    old_labels = [label for _, label in store.load_labels(project)]

    def load_cached(page_id: str) -> PageView:
        if page_id not in views:
            views[page_id] = load(page_id)
        return views[page_id]

    report = carry_labels(old_labels, old_templates, templates, load_cached)
    store.save_templates(project, templates)
    store.replace_labels(project, report.carried, report.lost)
    return BuildReport(tuple(templates), len(report.carried), report.lost, tuple(skipped),
                       tuple(unreadable), time.perf_counter() - started)


# -- extraction -----------------------------------------------------------------------------------

@dataclass
class ExtractReport:
    run_id: int
    output: str
    format: str
    counts: dict[str, int] = field(default_factory=dict)
    pooled: int = 0
    seconds: float = 0.0
    failed: list[tuple[str, str]] = field(default_factory=list)


_worker_extractor: Extractor | None = None


def _init_worker(template_docs: list[str], labels, config) -> None:
    global _worker_extractor
    _worker_extractor = Extractor([loads(d) for d in template_docs], labels, config)


def _extract_chunk(chunk: list[tuple[str, str]]) -> list[PageResult]:
    return [_worker_extractor.extract_file(path, page_id) for path, page_id in chunk]


def extract_crawl(project, crawl_folder: str | os.PathLike, output: str | os.PathLike,
                  fmt: str, config: EngineConfig, *, workers: int = 1,
                  fields: Sequence[str] | None = None,
                  template_ids: Collection[str] | None = None,
                  reporter: Reporter = SILENT) -> ExtractReport:
    """Extract every page of a crawl folder with the project's templates and labels, stream
    the records to ``output``, pool the pages no template fits, record the run.

    ``fields``: write only these fields, in this order (None: every labelled field).
    ``template_ids``: write only the pages extracted with one of these templates; every
    template still takes part in matching, so a page nearer another template is counted
    ``not selected`` (not written, not pooled) and pooling is the same as without a choice."""
    templates = store.load_templates(project)
    if not templates:
        raise TplxError(f"{project.path}: no templates yet; run tplx template first")
    labels = [label for _, label in store.load_labels(project)]
    extractor = Extractor(templates, labels, config)
    selection = _Selection.check(extractor, fields, template_ids)
    folder = Path(crawl_folder).resolve()
    listing = crawl.discover_pages(folder, config.load)
    tasks = [(f.abs_path, f.rel_path) for f in listing.pages]
    run_id = store.start_run(project, str(folder), str(output), fmt)
    report = ExtractReport(run_id, str(output), fmt)
    started = time.perf_counter()
    chunks = [tasks[i:i + _CHUNK] for i in range(0, len(tasks), _CHUNK)]
    status = "failed"
    try:
        with open_writer(output, fmt, selection.fields) as writer:
            if workers > 1 and len(tasks) > _CHUNK:
                docs = [dumps(t) for t in templates]
                with ProcessPoolExecutor(workers, mp_context=_mp_context(),
                                         initializer=_init_worker,
                                         initargs=(docs, labels, config)) as pool:
                    _consume(project, pool.map(_extract_chunk, chunks), writer, report,
                             str(folder), len(tasks), reporter, selection)
            else:
                _consume(project, (_run_chunk(extractor, c) for c in chunks), writer, report,
                         str(folder), len(tasks), reporter, selection)
        status = "done"
    except Cancelled:
        status = "cancelled"
        raise
    finally:
        report.seconds = time.perf_counter() - started
        store.finish_run(project, run_id, status, report.counts)
    return report


@dataclass(frozen=True)
class _Selection:
    """The fields (in output order) and templates an export was asked for."""
    fields: tuple[str, ...]
    template_ids: frozenset[str] | None  # None: every template
    project_fields: bool  # the fields are every labelled field, in their own order

    @classmethod
    def check(cls, extractor: Extractor, fields: Sequence[str] | None,
              template_ids: Collection[str] | None) -> _Selection:
        if fields is None:
            chosen = extractor.fields
        else:
            chosen = tuple(dict.fromkeys(fields))
            unknown = [f for f in chosen if f not in extractor.fields]
            if unknown:
                raise TplxError(f"no label names the field(s) {', '.join(unknown)}; labelled: "
                                f"{', '.join(extractor.fields) or 'none'}")
        ids = None
        if template_ids is not None:
            ids = frozenset(template_ids)
            unknown = sorted(ids - {t.id for t in extractor.templates})
            if unknown:
                raise TplxError(f"no template {', '.join(unknown)} in the project")
        return cls(chosen, ids, chosen == extractor.fields)

    def wants(self, result: PageResult) -> bool:
        return self.template_ids is None or result.template_id in self.template_ids

    def project(self, result: PageResult) -> PageResult:
        if self.project_fields:
            return result
        by_name = {f.field: f for f in result.fields}
        return replace(result, fields=tuple(by_name[f] for f in self.fields if f in by_name))


def _mp_context():
    return process_context([__name__])


def _run_chunk(extractor: Extractor, chunk) -> list[PageResult]:
    return [extractor.extract_file(path, page_id) for path, page_id in chunk]


def _consume(project, chunk_results, writer, report: ExtractReport, source: str, total: int,
             reporter: Reporter, selection: _Selection) -> None:
    done = 0
    reporter.advance("extracting", 0, total)
    for results in chunk_results:
        pooled = []
        for r in results:
            if r.status == EXTRACTED and not selection.wants(r):
                report.counts[NOT_SELECTED] = report.counts.get(NOT_SELECTED, 0) + 1
                continue
            report.counts[r.status] = report.counts.get(r.status, 0) + 1
            if r.status == EXTRACTED:
                writer.write(selection.project(r))
            elif r.status == POOLED and r.sequence is not None:
                pooled.append(store.PoolPage(source, r.page_id, str(Path(source) / r.page_id),
                                             r.url, r.distance, r.template_id, r.sequence))
            elif r.status == FAILED:
                report.failed.append((r.page_id, r.reason))
        store.record_run_pages(project, report.run_id, results)
        if pooled:
            store.pool_add(project, pooled)
            report.pooled += len(pooled)
        done += len(results)
        reporter.advance("extracting", done, total)


# -- discovery ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class DiscoverReport:
    pool_before: int
    pool_after: int
    new_templates: tuple[Template, ...]
    ran: bool  # False: the pool was smaller than the minimum
    message: str


def discover(project, config: EngineConfig, *, min_pool: int = DEFAULT_MIN_POOL,
             min_template_pages: int = DEFAULT_MIN_TEMPLATE_PAGES,
             induction: InductionOptions = _DEFAULT_INDUCTION, mapper: Callable = map,
             reporter: Reporter = SILENT) -> DiscoverReport:
    """Cluster the pool (same measure and threshold as the templates) into new templates."""
    pool = store.pool_pages(project)
    if len(pool) < min_pool:
        return DiscoverReport(len(pool), len(pool), (), False,
                              f"the pool holds {len(pool)} page(s); discovery starts at "
                              f"{min_pool}")
    templates = store.load_templates(project)
    if not templates:
        raise TplxError(f"{project.path}: no templates yet; run tplx template first")
    threshold, metric_name = templates[0].threshold, templates[0].metric
    metric = get_metric(metric_name, **templates[0].metric_params)
    features = [metric.prepare(p.merged) for p in pool]
    n = len(pool)
    dist = np.zeros((n, n), dtype=np.float64)
    for i in range(n - 1):
        reporter.advance("pool distances", i, n)
        dist[i, i + 1:] = 1.0 - metric.one_to_many(features[i], features[i + 1:])
        dist[i + 1:, i] = dist[i, i + 1:]
    flat = cut(cluster(np.clip(dist, 0.0, 1.0)), threshold)
    options = templates[0].options
    next_cluster = max(t.cluster for t in templates) + 1
    new, used = [], []
    for k in range(flat.n_clusters):
        members = flat.members(k).tolist()
        if len(members) < min_template_pages:
            continue
        medoid = members.index(int(flat.medoids[k]))
        picked = sample_members(len(members), medoid, induction.max_members)
        sample, medoid_at = [], 0
        for i in picked:
            page = pool[members[i]]
            try:
                view = load_view(page.path, page.page_id, options, with_texts=True)
            except PageError:
                continue
            if i == medoid:
                medoid_at = len(sample)
            sample.append(view)
        if not sample:
            continue
        centre = pool[members[medoid]]
        new.append(induce_template(
            sample, medoid_at, template_id=template_id_for(centre.page_id, centre.source),
            cluster=next_cluster + len(new), threshold=threshold, metric=metric_name,
            options=options, members=[pool[i].page_id for i in members],
            metric_params=templates[0].metric_params, induction=induction, mapper=mapper))
        used.extend(pool[i].key for i in members)
    if new:
        store.add_templates(project, new)
        store.pool_remove(project, used)
    after = store.pool_size(project)
    if not new:
        largest = int(flat.sizes.max()) if flat.n_clusters else 0
        return DiscoverReport(n, after, (), True,
                              f"no new template: the {n} pooled pages form no group of at least "
                              f"{min_template_pages} similar pages (largest: {largest})")
    return DiscoverReport(n, after, tuple(new), True,
                          f"{len(new)} new template(s) from {n - after} pooled page(s)")
