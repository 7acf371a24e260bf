"""The extraction job: every page of a crawl folder through the project's templates and labels
into an XML / JSONL / CSV file (SPEC §6); pages no template fits go to the pool, and the run is
recorded page by page. Also what the workbench's results table shows: one template's labels on
its cluster's pages, and one field's values as read there (its options' preview).
"""

from __future__ import annotations

import os
import time
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from ..budget import within_budget
from ..config import EngineConfig
from ..errors import Cancelled, PageTooComplex, TplxError
from ..extract.export import open_writer
from ..extract.labels import Label
from ..extract.preview import ReadValues, read_as_text
from ..extract.quality import QualityReport
from ..extract.unmatched import TEMPLATE_FREE
from ..extract.values import EXTRACTED, FAILED, POOLED, Extractor, PageResult, field_values
from ..load import crawl
from ..load.crawl import Crawl, page_path
from ..parallel import CHUNK, check_workers_read, run_tasks
from ..progress import SILENT, Reporter
from ..store import extraction as tables
from ..store import search as search_index
from ..store.extraction import PoolPage, WrittenValue
from ..store.project import Project
from ..template.match import match_page
from ..template.model import Template
from ..template.serialize import dumps, loads
from .stored import crawl_root, load_labels, load_templates, no_templates

NOT_SELECTED = "not selected"  # extracted with a template the caller did not choose
NO_FIELD = "no field"  # extracted, no field has a value: not written unless kept


@dataclass
class ExtractReport:
    run_id: int
    output: str
    format: str
    counts: dict[str, int] = field(default_factory=dict)
    pooled: int = 0
    seconds: float = 0.0
    failed: list[tuple[str, str]] = field(default_factory=list)
    quality: QualityReport | None = None  # per template and field (extract/quality.py)
    # written pages whose values hold U+FFFD (bytes the page's encoding could not decode):
    # page id -> how many, in page order
    replacement_chars: dict[str, int] = field(default_factory=dict)
    indexed: int = 0  # values written, now in the search index (store/search.py)


_worker_extractor: Extractor | None = None


def _init_worker(template_docs: list[str], labels, config, unmatched: str) -> None:
    global _worker_extractor
    _worker_extractor = Extractor([loads(d) for d in template_docs], labels, config, unmatched)


def _extract_chunk(chunk: list[tuple[str, str]]) -> list[PageResult]:
    return [extract_page(_worker_extractor, path, page_id) for path, page_id in chunk]


def extract_page(extractor: Extractor, path: str, page_id: str) -> PageResult:
    """``extractor.extract_file`` within the page's time budget (``load.page_seconds`` of the
    run's config): a page still running then is failed as too complex, and the batch goes on."""
    load = (extractor.config or extractor.options).load
    try:
        return within_budget(load.page_seconds, page_id, extractor.extract_file, path, page_id)
    except PageTooComplex as exc:
        return PageResult(page_id, "", FAILED, exc.reason)


def extract_crawl(project: Project, crawl_folder: Crawl | str | os.PathLike,
                  output: str | os.PathLike, fmt: str, config: EngineConfig, *, workers: int = 1,
                  fields: Sequence[str] | None = None,
                  template_ids: Collection[str] | None = None,
                  keep_empty: bool = True,
                  unmatched: str = TEMPLATE_FREE,
                  reporter: Reporter = SILENT) -> ExtractReport:
    """Extract every page of a crawl (a folder, a WARC file, several WARC files) with the
    project's templates and labels, stream the records to ``output`` (in the crawl's page
    order), pool the pages no template fits, record the run.

    ``fields``: write only these fields, in this order (None: every labelled field).
    ``template_ids``: write only the pages extracted with one of these templates; every
    template still takes part in matching, so a page nearer another template is counted
    ``not selected`` (not written, not pooled) and pooling is the same as without a choice.
    ``keep_empty`` False: a page none of whose written fields has a value (its template has no
    label) is not written either, and counted ``no field``.
    ``unmatched``: 'template-free' writes the pages no template fits (they are pooled) with
    the template-free values of the fields that allow it (extract/unmatched.py), counted
    ``template-free``; 'pool' only pools them."""
    templates = load_templates(project)
    if not templates:
        raise no_templates(project)
    labels = [label for _, label in load_labels(project)]
    extractor = Extractor(templates, labels, config, unmatched)
    selection = _Selection.check(extractor, fields, template_ids)
    given = Crawl.of(crawl_folder)
    for path in given.paths:
        check_workers_read(Path(path).resolve())
    listing = crawl.discover_pages(given, config.load)  # raises before anything is stored
    folder = Path(given.root).resolve()  # what page ids are relative to
    pages = [(f.abs_path, f.rel_path) for f in listing.pages]
    search_index.ensure_index(project)
    run_id = tables.start_run(project, str(folder), str(output), fmt)
    report = ExtractReport(run_id, str(output), fmt, quality=_quality_of(extractor))
    started = time.perf_counter()
    status = "failed"
    try:
        with open_writer(output, fmt, selection.fields) as writer:
            consume = _Consumer(project, writer, report, str(folder), len(pages), reporter,
                                selection, keep_empty)
            run_tasks([(pages[i:i + CHUNK],) for i in range(0, len(pages), CHUNK)],
                      lambda chunk: [extract_page(extractor, p, i) for p, i in chunk],
                      _extract_chunk, consume,
                      workers=workers if len(pages) > CHUNK else 1, reporter=reporter,
                      caller_works=False, ordered=True, initializer=_init_worker,
                      initargs=([dumps(t) for t in templates], labels, config, unmatched),
                      preload=[__name__])
        status = "done"
    except Cancelled:
        status = "cancelled"
        raise
    finally:
        report.seconds = time.perf_counter() - started
        tables.finish_run(project, run_id, status, report.counts)
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


class _Consumer:
    """Writes a chunk's records, pools its unmatched pages and records its pages in the run."""

    def __init__(self, project: Project, writer, report: ExtractReport, source: str,
                 total: int, reporter: Reporter, selection: _Selection, keep_empty: bool = True):
        self.project, self.writer, self.report, self.source = project, writer, report, source
        self.total, self.reporter, self.selection = total, reporter, selection
        self.keep_empty = keep_empty
        self.done = 0
        reporter.advance("extracting", 0, total)

    def __call__(self, _task, results: list[PageResult]) -> None:
        report, pooled = self.report, []
        self.written: list[WrittenValue] = []
        for r in results:
            if report.quality is not None and self.selection.wants(r):
                report.quality.add(self.selection.project(r))
            if r.status == EXTRACTED and not self.selection.wants(r):
                report.counts[NOT_SELECTED] = report.counts.get(NOT_SELECTED, 0) + 1
                continue
            if r.status == EXTRACTED and not self.keep_empty and not _has_value(
                    self.selection.project(r)):
                report.counts[NO_FIELD] = report.counts.get(NO_FIELD, 0) + 1
                continue
            report.counts[r.status] = report.counts.get(r.status, 0) + 1
            if r.status == EXTRACTED:
                self._write(self.selection.project(r))
            elif r.status == POOLED and r.sequence is not None:
                if self.selection.template_ids is None and _has_value(self.selection.project(r)):
                    self._write(replace(self.selection.project(r), template_id=None))
                    report.counts[TEMPLATE_FREE] = report.counts.get(TEMPLATE_FREE, 0) + 1
                pooled.append(PoolPage(self.source, r.page_id, page_path(self.source, r.page_id),
                                       r.url, r.distance, r.template_id, r.sequence))
            elif r.status == FAILED:
                report.failed.append((r.page_id, r.reason))
        tables.record_run_pages(self.project, report.run_id, results, self.source, self.written)
        report.indexed += len(self.written)
        if pooled:
            tables.pool_add(self.project, pooled)
            report.pooled += len(pooled)
        self.done += len(results)
        self.reporter.advance("extracting", self.done, self.total)

    def _write(self, result: PageResult) -> None:
        self.writer.write(result)
        self.written.extend(written_values(result))
        undecoded = sum(v.count("\ufffd") for f in result.fields for v in f.values)
        if undecoded:
            self.report.replacement_chars[result.page_id] = undecoded


def written_values(result: PageResult) -> list[WrittenValue]:
    """A written record's values as the search index keeps them (empty values left out)."""
    return [WrittenValue(result.page_id, result.url or None, result.template_id, f.field, i, v)
            for f in result.fields for i, v in enumerate(f.values) if v.strip()]


def _has_value(result: PageResult) -> bool:
    return any(v.strip() for f in result.fields for v in f.values)


def _quality_of(extractor: Extractor) -> QualityReport:
    return QualityReport({t: [lb.field for lb in labels]
                          for t, labels in extractor.labels.items() if labels})


def field_report(project: Project, config: EngineConfig, *, workers: int = 1,
                 template_ids: Collection[str] | None = None,
                 reporter: Reporter = SILENT) -> QualityReport:
    """Every labelled field's quality on the project's own pages (the members of its
    templates), extracted as ``tplx extract`` would; nothing is written or pooled."""
    templates = load_templates(project)
    if not templates:
        raise no_templates(project)
    labels = [label for _, label in load_labels(project)]
    if not labels:
        raise TplxError(f"{project.path}: no labels yet; label a field first (tplx label)")
    extractor = Extractor(templates, labels, config)
    quality = _quality_of(extractor)
    root = crawl_root(project)
    chosen = [t for t in templates if template_ids is None or t.id in template_ids]
    pages = sorted({(page_path(root, m), m) for t in chosen for m in t.members if t.id in
                    quality.fields_of}, key=lambda p: p[1])
    done = [0]

    def consume(_task, results: list[PageResult]) -> None:
        for r in results:
            quality.add(r)
        done[0] += len(results)
        reporter.advance("checking fields", done[0], len(pages))

    run_tasks([(pages[i:i + CHUNK],) for i in range(0, len(pages), CHUNK)],
              lambda chunk: [extractor.extract_file(p, i) for p, i in chunk],
              _extract_chunk, consume, workers=workers if len(pages) > CHUNK else 1,
              reporter=reporter, caller_works=False, ordered=True, initializer=_init_worker,
              initargs=([dumps(t) for t in templates], labels, config, TEMPLATE_FREE),
              preload=[__name__])
    return quality


def pool_pages(project: Project) -> list[PoolPage]:
    """Pages extraction found no template close enough for, waiting for ``discover``."""
    return tables.pool_pages(project)


def pool_size(project: Project) -> int:
    return tables.pool_size(project)


def extract_members(template: Template, labels: Sequence[Label], crawl_root: str | os.PathLike,
                    page_ids: Sequence[str], config: EngineConfig,
                    reporter: Reporter = SILENT) -> list[PageResult]:
    """What ``template``'s labels give on these pages (its cluster's members), matched to this
    template even where another would be nearer: the workbench's results table."""
    extractor = Extractor([template], labels, config)
    out = []
    for i, page_id in enumerate(page_ids):
        reporter.advance("extracting", i, len(page_ids))
        loaded = extractor.load(page_path(crawl_root, page_id), page_id)
        if isinstance(loaded, PageResult):  # skipped or failed
            out.append(loaded)
            continue
        try:
            match = match_page(template, loaded)
            values = field_values(match, extractor.labels.get(template.id, ()), False)
            out.append(PageResult(loaded.page_id, loaded.url, EXTRACTED, "", template.id, None,
                                  round(match.score, 4), values, fetched=loaded.fetched))
        except Exception as exc:  # noqa: BLE001 -- one page never stops the table
            out.append(PageResult(loaded.page_id, loaded.url, FAILED,
                                  f"internal error ({type(exc).__name__}: {exc})"))
    reporter.advance("extracting", len(page_ids), len(page_ids))
    return out


def read_field(template: Template, label: Label, crawl_root: str | os.PathLike,
               page_ids: Sequence[str], config: EngineConfig,
               reporter: Reporter = SILENT) -> list[ReadValues]:
    """The field's values read as text, every one, uncut, on these pages of ``template``'s
    cluster: what its options are tried on (``extract.preview.written``)."""
    out = []
    for result in extract_members(template, [read_as_text(label)], crawl_root, page_ids,
                                  config, reporter):
        read = next((f for f in result.fields if f.field == label.field), None)
        out.append(ReadValues(result.page_id, result.url, read,
                              result.reason if read is None else "", result.fetched))
    return out
