"""The template jobs: induce a template per cluster of the current clustering, and discover new
templates among the pooled pages (SPEC §5-6). Both carry on the project: the labels of rebuilt
templates are carried over (``extract.carry``), pooled pages that form templates leave the pool.

Each reports progress and honours cancellation through the ``Reporter``; parallelism is
injected by the caller (``mapper`` for the optional-node builds).

Pool (SPEC §6, size **open**): ``discover`` clusters the pool once it holds at least
``DEFAULT_MIN_POOL`` = 20 pages and keeps clusters of at least ``DEFAULT_MIN_TEMPLATE_PAGES`` = 5
pages as new templates. Why: a template induced from 2-3 pages takes their shared data for
template (constant text, EN tokens); with 5 pages a data value identical on all of them is rare,
and a pool of 20 can hold a few such clusters while pairwise work stays trivial (190 pairs).
Both are settable (CLI ``--min-pool``, ``--min-pages``).
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from ..cluster import cut
from ..config import EngineConfig
from ..errors import PageError
from ..extract.carry import carry_labels
from ..progress import SILENT, Reporter
from ..store import extraction as pool_tables
from ..store import templates as tables
from ..store.project import Project
from ..template.induce import InductionOptions, induce_template, sample_members
from ..template.model import Template
from ..template.page import PageOptions, PageView, load_view
from ..template.serialize import dumps
from .clustering import FPC_METRIC, cluster_sequences
from .labelling import replace_labels
from .stored import crawl_root, load_labels, load_templates, no_templates, page_loader

DEFAULT_MIN_POOL = 20
DEFAULT_MIN_TEMPLATE_PAGES = 5
_DEFAULT_INDUCTION = InductionOptions()


def template_id_for(page_id: str, source: str = "") -> str:
    """A template is named after its medoid page: stable while the medoid stays."""
    return "t" + hashlib.sha1(f"{source}\0{page_id}".encode()).hexdigest()[:10]


def save_templates(project: Project, templates: Sequence[Template],
                   replace_all: bool = True) -> None:
    tables.save_templates(project, [tables.TemplateRow(t.id, t.cluster, t.medoid,
                                                       tuple(t.members), dumps(t))
                                    for t in templates], replace_all)


def _sample(members: Sequence, medoid: int, limit: int | None, load: Callable[..., PageView],
            unreadable: list[tuple[str, str]]) -> tuple[list[PageView], int]:
    """The pages a cluster's template is induced from (``load`` of a member; the medoid, the
    ``medoid``-th member, always chosen) and where the medoid is among them (0 when it could
    not be read)."""
    sample, medoid_at = [], 0
    for i in sample_members(len(members), medoid, limit):
        try:
            view = load(members[i])
        except PageError as exc:
            unreadable.append((exc.path, exc.reason))
            continue
        if i == medoid:
            medoid_at = len(sample)
        sample.append(view)
    return sample, medoid_at


def lasting_ids(stored: Sequence[tuple[int, object]], origins: Sequence[int]) -> list[int | None]:
    """The id each carried label keeps: its original's, on the first template it was carried
    to; a copy on a further template (a split cluster) gets a new one (None)."""
    ids: list[int | None] = []
    taken: set[int] = set()
    for origin in origins:
        label_id = stored[origin][0]
        ids.append(None if label_id in taken else label_id)
        taken.add(label_id)
    return ids


@dataclass(frozen=True)
class BuildReport:
    templates: tuple[Template, ...]
    carried: int
    lost: tuple[tuple[object, str], ...]  # (label, reason)
    skipped_clusters: tuple[tuple[int, str], ...]  # (cluster, reason)
    unreadable: tuple[tuple[str, str], ...]  # (page, reason)
    seconds: float


def matching_measure(clustering, config: EngineConfig) -> tuple[str, dict, float]:
    """(metric, its parameters, threshold) by which the templates match pages: the
    clustering's, except after FPC, which compares page features that a template does not
    have; then the configured sequence measure and its threshold."""
    if clustering.metric == FPC_METRIC:
        return config.cluster.metric, {}, config.cluster.threshold
    return (clustering.metric, dict(getattr(clustering, "metric_params", None) or {}),
            clustering.threshold)


def build_templates(project: Project, clustering, config: EngineConfig, *,
                    induction: InductionOptions = _DEFAULT_INDUCTION, min_pages: int = 2,
                    mapper: Callable = map, reporter: Reporter = SILENT) -> BuildReport:
    """Induce a template per cluster of at least ``min_pages`` pages, carry the labels of the
    previous templates over, and store both (one transaction each). ``clustering``: the
    project's (``jobs.clustering.current_clustering``) or any object with its attributes
    ``threshold, metric, metric_params, page_ids, labels, medoids``."""
    started = time.perf_counter()
    options = PageOptions.from_config(config)
    load_page = page_loader(crawl_root(project), options)
    views: dict[str, PageView] = {}

    def load(page_id: str) -> PageView:
        if page_id not in views:
            views[page_id] = load_page(page_id)
        return views[page_id]

    page_ids = list(clustering.page_ids)
    labels = np.asarray(clustering.labels)
    medoids = np.asarray(clustering.medoids)
    metric, metric_params, threshold = matching_measure(clustering, config)
    templates, skipped, unreadable = [], [], []
    n_clusters = int(medoids.shape[0])
    for k in range(n_clusters):
        reporter.advance("templates", k, n_clusters)
        members = np.flatnonzero(labels == k).tolist()
        if len(members) < min_pages:
            skipped.append((k, f"{len(members)} page(s), fewer than {min_pages}"))
            continue
        sample, medoid_at = _sample([page_ids[i] for i in members],
                                    members.index(int(medoids[k])), induction.max_members, load,
                                    unreadable)
        if not sample:
            skipped.append((k, "no page of the cluster could be read"))
            continue
        templates.append(induce_template(
            sample, medoid_at, template_id=template_id_for(sample[medoid_at].page_id),
            cluster=k, threshold=threshold, metric=metric,
            options=options, members=[page_ids[i] for i in members],
            metric_params=metric_params, induction=induction, mapper=mapper))
        views.clear()  # one cluster's parsed pages at a time: memory does not grow with clusters
    reporter.advance("templates", n_clusters, n_clusters)
    stored = load_labels(project)
    report = carry_labels([label for _, label in stored], load_templates(project), templates,
                          load)
    save_templates(project, templates)
    replace_labels(project, report.carried, report.lost, lasting_ids(stored, report.origins))
    return BuildReport(tuple(templates), len(report.carried), report.lost, tuple(skipped),
                       tuple(unreadable), time.perf_counter() - started)


@dataclass(frozen=True)
class DiscoverReport:
    pool_before: int
    pool_after: int
    new_templates: tuple[Template, ...]
    ran: bool  # False: the pool was smaller than the minimum
    message: str


def discover(project: Project, config: EngineConfig, *, min_pool: int = DEFAULT_MIN_POOL,
             min_template_pages: int = DEFAULT_MIN_TEMPLATE_PAGES,
             induction: InductionOptions = _DEFAULT_INDUCTION, mapper: Callable = map,
             reporter: Reporter = SILENT) -> DiscoverReport:
    """Cluster the pool (the clustering stage, with the templates' measure and threshold) into
    new templates."""
    pool = pool_tables.pool_pages(project)
    if len(pool) < min_pool:
        return DiscoverReport(len(pool), len(pool), (), False,
                              f"the pool holds {len(pool)} page(s); discovery starts at "
                              f"{min_pool}")
    templates = load_templates(project)
    if not templates:
        raise no_templates(project)
    model = templates[0]
    distances, tree = cluster_sequences([p.merged for p in pool], model.metric,
                                        model.metric_params, workers=1, reporter=reporter)
    flat = cut(tree, model.threshold, distances)
    next_cluster = max(t.cluster for t in templates) + 1
    new, used, unreadable = [], [], []
    for k in range(flat.n_clusters):
        members = flat.members(k).tolist()
        if len(members) < min_template_pages:
            continue
        medoid = members.index(int(flat.medoids[k]))
        sample, medoid_at = _sample(
            members, medoid, induction.max_members,
            lambda i: load_view(pool[i].path, pool[i].page_id, model.options, with_texts=True),
            unreadable)
        if not sample:
            continue
        centre = pool[members[medoid]]
        new.append(induce_template(
            sample, medoid_at, template_id=template_id_for(centre.page_id, centre.source),
            cluster=next_cluster + len(new), threshold=model.threshold, metric=model.metric,
            options=model.options, members=[pool[i].page_id for i in members],
            metric_params=model.metric_params, induction=induction, mapper=mapper))
        used.extend(pool[i].key for i in members)
    n = len(pool)
    if new:
        save_templates(project, new, replace_all=False)
        pool_tables.pool_remove(project, used)
    after = pool_tables.pool_size(project)
    if not new:
        largest = int(flat.sizes.max()) if flat.n_clusters else 0
        return DiscoverReport(n, after, (), True,
                              f"no new template: the {n} pooled pages form no group of at least "
                              f"{min_template_pages} similar pages (largest: {largest})")
    return DiscoverReport(n, after, tuple(new), True,
                          f"{len(new)} new template(s) from {n - after} pooled page(s)")
