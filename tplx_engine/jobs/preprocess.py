"""Preprocessing stage: crawl folder -> project rows (status, reason, merged sequence).

One page goes ``read_page`` -> ``parse_document`` -> ``scan_page`` (tag sequence and link
counts in one compiled pass) -> ``classify_page`` -> ``merge_repeats`` in
:func:`preprocess_page`, which never raises for a bad page: the failure is the page's status
and reason. :func:`preprocess_crawl` is the batch layer: it reuses unchanged
rows of the project, spreads the rest over worker processes, saves as it goes (a cancelled or
crashed run keeps every page saved so far), and flags exact duplicates.
"""

from __future__ import annotations

import hashlib
import os
import time
from collections import Counter
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Sequence

from ..config import EngineConfig
from ..errors import Cancelled, PageError
from ..load import crawl, filters
from ..load.scan import scan_page
from ..model import PageFile, PageStatus
from ..parallel import process_context
from ..progress import SILENT, Reporter
from ..repeats.records import merge_repeats
from ..store.project import Project, StoredPage

# Bump when a change to this stage's code changes what it stores: stored rows are then redone.
PREPROCESS_VERSION = 1
_CHUNK = 32  # pages per task sent to a worker process
_MIN_PAGES_FOR_POOL = 1000  # measured: starting workers (imports, numba kernels) costs ~1.5 s,
# what one process spends on ~700 pages


def options_key(config: EngineConfig) -> str:
    text = repr((PREPROCESS_VERSION, config.load, config.filter, config.simplify, config.repeats))
    return hashlib.sha1(text.encode()).hexdigest()[:16]


def _failed(file: PageFile, key: str, rule: str, reason: str) -> StoredPage:
    return StoredPage(file.rel_path, file.size, file.mtime_ns, key, None, None, None, None,
                      PageStatus.FAILED, rule, reason, 0, 0, None)


def preprocess_page(file: PageFile, config: EngineConfig, key: str) -> StoredPage:
    """Everything the engine stores about one page. Never raises for a bad page."""
    try:
        raw = crawl.read_page(file, config.load)
        root = crawl.parse_document(raw, html_classes=False)
        # one compiled pass gives the tag sequence and the filter's link counts (page_scan)
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
                          decision.reason, n_tokens, len(merged) if merged is not None else 0,
                          merged)
    except PageError as exc:
        return _failed(file, key, "unreadable", exc.reason)
    except RecursionError:
        return _failed(file, key, "too-deep", "page nesting too deep to process")
    except MemoryError:
        return _failed(file, key, "too-large", "out of memory while processing the page")
    except Exception as exc:  # one broken page never stops a batch: record it, go on
        return _failed(file, key, "internal-error",
                       f"internal error ({type(exc).__name__}: {exc}); please report it")


def _preprocess_chunk(files: Sequence[PageFile], config: EngineConfig, key: str
                      ) -> list[StoredPage]:
    return [preprocess_page(f, config, key) for f in files]


@dataclass(frozen=True)
class CrawlSummary:
    crawl_root: str
    project_path: str
    pages_found: int
    pages_read: int  # processed in this run
    pages_reused: int  # unchanged since the last run: taken from the project
    pages_removed: int  # in the project but no longer in the folder
    by_status: dict[str, int]
    failed: tuple[tuple[str, str], ...]  # (page path, reason)
    skipped_files: int  # non-HTML files, counted not read
    problems: tuple[tuple[str, str], ...]  # folders that could not be read, symlink loops...
    record_lengths: dict[int, int]  # Table 6.4: records per length over kept pages
    seconds: float
    workers: int
    cancelled: bool = False
    statuses: tuple[tuple[str, str, str, int], ...] = field(default=(), repr=False)
    # (page_id, status, reason, n_tokens) of every page, for --json


def preprocess_crawl(root: str | Path, project: Project, config: EngineConfig,
                     reporter: Reporter = SILENT, workers: int | None = None) -> CrawlSummary:
    """Bring the project up to date with the crawl folder. Raises Cancelled if cancelled;
    every page processed before that is saved."""
    started = time.perf_counter()
    root = Path(root)
    reporter.advance("listing", 0, 1)
    listing = crawl.discover_pages(root, config.load)
    reporter.advance("listing", 1, 1)
    project.set_crawl_listing(listing.skipped_files, listing.problems)
    project.set_meta("crawl_root", str(root.resolve()))
    key = options_key(config)
    stamps = project.page_stamps()
    present = {f.rel_path for f in listing.pages}
    removed = [p for p in stamps if p not in present]
    project.delete_pages(removed)
    todo = [f for f in listing.pages if stamps.get(f.rel_path) != (f.size, f.mtime_ns, key)]
    workers = pool_size(workers, len(todo))

    map_in_chunks(_preprocess_chunk, todo, (config, key), project.save_pages, workers,
                  reporter, "pages")
    project.mark_duplicates()
    return summarize(project, root, started, len(todo), len(listing.pages), len(removed),
                     workers)


def pool_size(workers: int | None, n_items: int) -> int:
    """Processes to use: as asked, or (None) every core once the work pays for starting them."""
    if workers is not None:
        return max(1, workers)
    return (os.cpu_count() or 1) if n_items >= _MIN_PAGES_FOR_POOL else 1


def map_in_chunks(function: Callable[..., list], items: Sequence, args: tuple,
                  consume: Callable[[list], None], workers: int, reporter: Reporter,
                  stage: str) -> None:
    """``consume(function(chunk, *args))`` for chunks of ``items``; with ``workers`` > 1 in this
    process and ``workers`` - 1 pool processes (``function`` must then be a module-level
    function). Results are consumed in
    the calling process as they arrive, so a cancelled or crashed run keeps what came back;
    ``Cancelled`` stops submitting, drops what is queued and waits only for running chunks."""
    total = len(items)
    done = 0
    reporter.advance(stage, 0, total)
    chunks = [items[i:i + _CHUNK] for i in range(0, total, _CHUNK)]
    if workers <= 1:
        for chunk in chunks:
            consume(function(chunk, *args))
            done += len(chunk)
            reporter.advance(stage, done, total)
        return
    # The calling process is one of the workers: it starts on the first chunks at once, while
    # the pool's processes start (imports and numba's first call: about a second each), and
    # takes the next chunk itself whenever no result is waiting. Measured on the 2000 swde-book
    # pages, 2 cores, fork server not yet running: 2.27-2.36 s against 2.57-2.60 s when the
    # caller only waited for a 2-process pool.
    context = process_context([function.__module__])
    queue = iter(chunks)
    with ProcessPoolExecutor(max_workers=workers - 1, mp_context=context) as pool:
        pending: set[Future] = set()

        def collect(finished) -> int:
            count = 0
            for future in finished:
                pending.discard(future)
                rows = future.result()
                consume(rows)
                count += len(rows)
            return count

        def submit_more() -> None:
            while len(pending) < 2 * (workers - 1):
                chunk = next(queue, None)
                if chunk is None:
                    return
                pending.add(pool.submit(function, chunk, *args))

        try:
            submit_more()
            while True:
                done += collect([f for f in pending if f.done()])
                submit_more()
                chunk = next(queue, None)
                if chunk is None:
                    break
                rows = function(chunk, *args)
                consume(rows)
                done += len(rows)
                reporter.advance(stage, done, total)
            while pending:
                finished, _ = wait(pending, return_when=FIRST_COMPLETED)
                done += collect(finished)
                reporter.advance(stage, done, total)
        except Cancelled:
            for future in pending:
                future.cancel()
            raise


def summarize(project: Project, root: Path, started: float, read: int, found: int,
              removed: int, workers: int) -> CrawlSummary:
    by_status = {s.value: 0 for s in PageStatus}
    failed = []
    statuses = []
    for page in project.pages():
        status = page.effective_status
        by_status[status.value] += 1
        reason = f"same content as {page.duplicate_of}" if page.duplicate_of else page.reason
        statuses.append((page.page_id, status.value, reason, page.n_tokens))
        if status is PageStatus.FAILED:
            failed.append((page.page_id, page.reason))
    return CrawlSummary(
        crawl_root=str(root), project_path=str(project.path), pages_found=found, pages_read=read,
        pages_reused=found - read, pages_removed=removed, by_status=by_status,
        failed=tuple(failed), skipped_files=len(project.skipped_files()),
        problems=tuple(project.crawl_problems()),
        record_lengths=dict(sorted(Counter(
            n for page in project.record_lengths() for n in page).items())),
        seconds=time.perf_counter() - started, workers=workers, statuses=tuple(statuses),
    )
