"""The preprocessing job: crawl folder -> page rows of the project (status, reason, merged
sequence).

One page goes ``load_page`` (read, decode, parse) -> ``scan_page`` (tag sequence and link
counts in one compiled pass) -> ``classify_page`` -> ``merge_repeats`` in
:func:`preprocess_page`, which never raises for a bad page: the failure is the page's status
and reason, and a page over a per-page limit or its time budget is ``too_complex``.
:func:`preprocess_crawl` is the batch layer: it reuses unchanged rows of the project, spreads
the rest over worker processes, saves as it goes (a cancelled or crashed run keeps every page
saved so far), and flags exact duplicates.
"""

from __future__ import annotations

import hashlib
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..budget import within_budget
from ..config import EngineConfig
from ..errors import PageError, PageTooComplex
from ..load import crawl, filters
from ..load.read import load_page
from ..load.scan import scan_page
from ..model import PageFile, PageStatus
from ..parallel import check_workers_read, map_in_chunks, pool_size
from ..progress import SILENT, Reporter
from ..repeats.records import merge_repeats
from ..store import pages
from ..store.pages import StoredPage
from ..store.project import Project
from .stored import record_crawl

# Bump when a change to this stage's code changes what it stores: stored rows are then redone.
PREPROCESS_VERSION = 5  # 2: per-page limits, status too_complex; 3: a WARC page's status, date;
# 4: content hash xxh3-128 (was sha1); 5: a self-closed <html/> or <body/> no longer loses the page


def options_key(config: EngineConfig) -> str:
    text = repr((PREPROCESS_VERSION, config.load, config.filter, config.simplify, config.repeats))
    return hashlib.sha1(text.encode()).hexdigest()[:16]


def _failed(file: PageFile, key: str, rule: str, reason: str,
            status: PageStatus = PageStatus.FAILED) -> StoredPage:
    return StoredPage(file.rel_path, file.size, file.mtime_ns, key, None, None, None, None,
                      status, rule, reason, 0, 0, None)


def preprocess_page(file: PageFile, config: EngineConfig, key: str) -> StoredPage:
    """Everything the engine stores about one page. Never raises for a bad page; a page over
    a limit of ``config.load`` (its time included) is ``too_complex``."""
    try:
        return within_budget(config.load.page_seconds, file.rel_path, _preprocess, file,
                             config, key)
    except PageTooComplex as exc:
        return _failed(file, key, exc.rule, exc.reason, PageStatus.TOO_COMPLEX)
    except PageError as exc:
        return _failed(file, key, exc.rule, exc.reason)
    except RecursionError:
        return _failed(file, key, "too-deep", "page nesting too deep to process",
                       PageStatus.TOO_COMPLEX)
    except MemoryError:
        return _failed(file, key, "too-large", "out of memory while processing the page",
                       PageStatus.TOO_COMPLEX)
    except Exception as exc:  # one broken page never stops a batch: record it, go on
        return _failed(file, key, "internal-error",
                       f"internal error ({type(exc).__name__}: {exc}); please report it")


def _preprocess(file: PageFile, config: EngineConfig, key: str) -> StoredPage:
    page = load_page(file, config.load)
    raw, root = page.raw, page.root
    # one compiled pass gives the tag sequence and the filter's link counts (load/scan.py)
    scan = scan_page(root, config.simplify)
    decision = filters.classify_page(raw, root, config.filter, scan.link_counts)
    merged = None
    n_tokens = 0
    if decision.status is PageStatus.DETAIL:
        n_tokens = len(scan.tokens)
        merged = merge_repeats(scan.tokens, scan.depths, detector=config.repeats.detector,
                               scope=config.repeats.scope)
    return StoredPage(file.rel_path, file.size, file.mtime_ns, key, raw.content_hash, raw.url,
                      raw.url_source, raw.encoding, decision.status, decision.rule,
                      decision.reason, n_tokens, len(merged) if merged is not None else 0, merged,
                      http_status=raw.http_status, fetched=raw.fetched)


def _preprocess_chunk(files: Sequence[PageFile], config: EngineConfig, key: str
                      ) -> list[StoredPage]:
    return [preprocess_page(f, config, key) for f in files]


@dataclass(frozen=True)
class CrawlSummary:
    crawl_root: str  # the crawl as given (several WARC files: their paths, space-separated)
    project_path: str
    pages_found: int
    pages_read: int  # processed in this run
    pages_reused: int  # unchanged since the last run: taken from the project
    pages_removed: int  # in the project but no longer in the folder
    by_status: dict[str, int]
    failed: tuple[tuple[str, str], ...]  # (page path, reason): failed and too complex
    skipped_files: int  # non-HTML files, counted not read
    problems: tuple[tuple[str, str], ...]  # folders that could not be read, symlink loops...
    record_lengths: dict[int, int]  # Table 6.4: records per length over kept pages
    seconds: float
    workers: int
    cancelled: bool = False
    statuses: tuple[tuple[str, str, str, int], ...] = field(default=(), repr=False)
    # (page_id, status, reason, n_tokens) of every page, for --json
    crawl_paths: tuple[str, ...] = ()  # every path given as the crawl


def preprocess_crawl(root: crawl.Crawl | str | Path, project: Project, config: EngineConfig,
                     reporter: Reporter = SILENT, workers: int | None = None) -> CrawlSummary:
    """Bring the project up to date with the crawl (a folder, a WARC file, several WARC files).
    Raises Cancelled if cancelled; every page processed before that is saved. A crawl that
    cannot be listed raises before anything is stored."""
    started = time.perf_counter()
    root = crawl.Crawl.of(root)
    for path in root.paths:
        check_workers_read(Path(path).resolve())
    reporter.advance("listing", 0, 1)
    listing = crawl.discover_pages(root, config.load)
    reporter.advance("listing", 1, 1)
    pages.set_listing(project, listing.skipped_files, listing.problems)
    record_crawl(project, root)
    key = options_key(config)
    stamps = pages.stamps(project)
    present = {f.rel_path for f in listing.pages}
    removed = [p for p in stamps if p not in present]
    pages.delete(project, removed)
    todo = [f for f in listing.pages if stamps.get(f.rel_path) != (f.size, f.mtime_ns, key)]
    workers = pool_size(workers, len(todo))

    map_in_chunks(_preprocess_chunk, todo, (config, key), lambda rows: pages.save(project, rows),
                  workers, reporter, "pages")
    pages.mark_duplicates(project)
    return summarize(project, root, started, len(todo), len(listing.pages), len(removed),
                     workers)


def summarize(project: Project, root: crawl.Crawl | Path, started: float, read: int, found: int,
              removed: int, workers: int) -> CrawlSummary:
    by_status = {s.value: 0 for s in PageStatus}
    failed = []
    statuses = []
    for page in pages.read(project):
        status = page.effective_status
        by_status[status.value] += 1
        statuses.append((page.page_id, status.value, page.effective_reason, page.n_tokens))
        if status in (PageStatus.FAILED, PageStatus.TOO_COMPLEX):
            failed.append((page.page_id, page.reason))
    return CrawlSummary(
        crawl_root=str(root), project_path=str(project.path), pages_found=found, pages_read=read,
        pages_reused=found - read, pages_removed=removed, by_status=by_status,
        failed=tuple(failed), skipped_files=len(pages.skipped_files(project)),
        problems=tuple(pages.crawl_problems(project)),
        record_lengths=dict(sorted(Counter(
            n for page in pages.record_lengths(project) for n in page).items())),
        seconds=time.perf_counter() - started, workers=workers, statuses=tuple(statuses),
        crawl_paths=crawl.Crawl.of(root).paths,
    )
