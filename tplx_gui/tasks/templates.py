"""Template jobs as tasks: build the templates of the current clustering, suggest labels,
discover templates in the pool, extract a cluster's pages (the results table, with each
field's quality), export. Build, suggest, discover and export run in a worker process
(process.py): they hold the interpreter for seconds.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from tplx_engine.config import EngineConfig
from tplx_engine.errors import TplxError
from tplx_engine.extract.export import FORMATS, format_of
from tplx_engine.extract.preview import preview_pages
from tplx_engine.extract.quality import QualityReport
from tplx_engine.jobs.clustering import current_clustering
from tplx_engine.jobs.extraction import (  # noqa: F401 -- NO_FIELD for the GUI
    NO_FIELD,
    extract_crawl,
    extract_members,
    read_field,
)
from tplx_engine.jobs.suggestions import suggest_project
from tplx_engine.jobs.templates import build_templates, discover
from tplx_engine.progress import Reporter
from tplx_engine.store import Project

from . import Task
from .process import in_worker_process

EXPORT_FORMATS: tuple[str, ...] = tuple(FORMATS)


def build_templates_task(project_path: Path, config: EngineConfig) -> Task:
    return in_worker_process(build_project_templates, project_path, config)


def build_project_templates(project_path: Path, config: EngineConfig, reporter: Reporter):
    with Project(project_path) as project:
        clustering = current_clustering(project, with_distances=False)  # the cut is enough
        if clustering is None:
            raise TplxError("cluster the pages before building templates")
        return build_templates(project, clustering, config, reporter=reporter)


@dataclass(frozen=True)
class ClusterResults:
    """Extraction results of one cluster's pages with its template (the results table), and
    each field's quality over them (``extract.quality.FieldQuality``: fill rate, distinct
    values, anchor missing, type failures), in ``fields`` order."""

    template_id: str
    fields: tuple[str, ...]
    results: tuple  # PageResult per page, in the order asked
    quality: tuple = ()


def cluster_results_task(template, labels: Sequence, crawl_root: Path, page_ids: Sequence[str],
                         config: EngineConfig) -> Task:
    def run(reporter: Reporter):
        fields = tuple(dict.fromkeys(label.field for label in labels))
        results = extract_members(template, labels, crawl_root, page_ids, config, reporter)
        report = QualityReport({template.id: fields})
        for result in results:
            report.add(result)
        by_field = {q.field: q for q in report.fields()}
        return ClusterResults(template.id, fields, tuple(results),
                              tuple(by_field[f] for f in fields if f in by_field))
    return run


def field_preview_task(template, label, crawl_root: Path, config: EngineConfig) -> Task:
    """The field's values read as text on the pages its options are tried on (a list of
    ``extract.preview.ReadValues``)."""
    def run(reporter: Reporter):
        return read_field(template, label, crawl_root, preview_pages(template, label), config,
                          reporter)
    return run


def export_task(project_path: Path, crawl_root, output: Path, fmt: str | None,
                config: EngineConfig, workers: int | None, *,
                fields: Sequence[str] | None = None,
                template_ids: Sequence[str] | None = None, keep_empty: bool = False) -> Task:
    """Extract the crawl to ``output`` (``fmt`` None: from its suffix); ``fields`` /
    ``template_ids`` None mean everything; pages with no field value are written only with
    ``keep_empty`` (else counted ``NO_FIELD``)."""
    fields = None if fields is None else tuple(fields)
    template_ids = None if template_ids is None else tuple(template_ids)
    return in_worker_process(export_project, project_path, crawl_root, output, fmt, config,
                             workers, fields, template_ids, keep_empty)


def export_project(project_path: Path, crawl_root, output: Path, fmt: str | None,
                   config: EngineConfig, workers: int | None, fields, template_ids,
                   keep_empty: bool, reporter: Reporter):
    with Project(project_path) as project:
        return extract_crawl(project, crawl_root, output, fmt or format_of(output), config,
                             workers=max(1, workers or os.cpu_count() or 1),
                             fields=fields, template_ids=template_ids,
                             keep_empty=keep_empty, reporter=reporter)


def suggest_task(project_path: Path, config: EngineConfig) -> Task:
    """Run the template-free extractors on every template's sample and store the proposals;
    a cancelled run changes nothing (one transaction at the end)."""
    return in_worker_process(suggest_labels, project_path, config)


def suggest_labels(project_path: Path, config: EngineConfig, reporter: Reporter):
    with Project(project_path) as project:
        return suggest_project(project, config, reporter)


def discover_task(project_path: Path, config: EngineConfig) -> Task:
    """Cluster the pool (pages the last export found no template for) into new templates."""
    return in_worker_process(discover_templates, project_path, config)


def discover_templates(project_path: Path, config: EngineConfig, reporter: Reporter):
    with Project(project_path) as project:
        return discover(project, config, reporter=reporter)
