"""The one place where exceptions become text for the user (no Qt here: tested directly).

Engine errors are typed (tplx_engine/errors.py) and carry readable messages: they are shown as
they are, under a title naming what failed. Anything else is a bug or an environment problem:
the user gets one readable sentence and the traceback goes to "Details".
"""

from __future__ import annotations

import traceback
from dataclasses import dataclass

from tplx_engine.errors import Cancelled, ConfigError, PageError, ProjectError, TplxError


@dataclass(frozen=True)
class UserMessage:
    title: str
    text: str
    details: str = ""
    severity: str = "error"  # error | warning | info


def _chain(exc: BaseException) -> str:
    causes = []
    cause = exc.__cause__ or exc.__context__
    while cause is not None and len(causes) < 3:
        text = str(cause).strip()
        if text and text not in causes:
            causes.append(text)
        cause = cause.__cause__
    return ("\n\nCause: " + "\nCause: ".join(causes)) if causes else ""


def _details(exc: BaseException) -> str:
    return "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))


def describe(exc: BaseException, doing: str = "") -> UserMessage:
    """A message for ``exc`` raised while ``doing`` (e.g. "Opening the project")."""
    what = doing or "The operation"
    if isinstance(exc, Cancelled):
        return UserMessage(f"{what} was cancelled", "Everything done before cancelling is "
                           "saved in the project.", severity="info")
    try:
        from tplx_engine.extract.labels import AmbiguousLabel, LabelError
    except ImportError:  # labels are optional while the template stage is being built
        AmbiguousLabel = LabelError = ()  # type: ignore[assignment]
    if AmbiguousLabel and isinstance(exc, AmbiguousLabel):
        return UserMessage("Choose one place for the label", str(exc), severity="warning")
    if LabelError and isinstance(exc, LabelError):
        return UserMessage("Cannot make this label", str(exc), severity="warning")
    if isinstance(exc, ProjectError):
        return UserMessage("Cannot use the project file", str(exc) + _chain(exc))
    if isinstance(exc, ConfigError):
        return UserMessage("Invalid engine configuration", str(exc))
    if isinstance(exc, PageError):
        return UserMessage("Cannot read the page", f"{exc.path}: {exc.reason}")
    if isinstance(exc, TplxError):
        return UserMessage(f"{what} failed", str(exc) + _chain(exc))
    if isinstance(exc, FileNotFoundError):
        return UserMessage(f"{what} failed", f"No such file or folder: {exc.filename}")
    if isinstance(exc, PermissionError):
        return UserMessage(f"{what} failed", f"Permission denied: {exc.filename}")
    if isinstance(exc, OSError):
        where = f" ({exc.filename})" if exc.filename else ""
        return UserMessage(f"{what} failed", f"{exc.strerror or exc}{where}")
    if isinstance(exc, MemoryError):
        return UserMessage(f"{what} failed", "Out of memory. Try a smaller crawl or close "
                           "other programs.", _details(exc))
    return UserMessage(f"{what} failed: internal error",
                       f"{type(exc).__name__}: {exc}\n\nThis is a bug in tplx; the details "
                       "below help to report it.", _details(exc))


_NOT_KEPT = (("error_page", "error page"), ("list_page", "list page"),
             ("duplicate", "duplicate"), ("too_complex", "too complex"), ("failed", "failed"))


def nothing_kept(summary) -> UserMessage | None:
    """Why a crawl just loaded (``jobs.preprocess.CrawlSummary``) gives nothing to cluster, or
    None when it has a detail page: an empty window would not say."""
    if summary.by_status.get("detail"):
        return None
    if not summary.pages_found:
        skipped = (f"; {summary.skipped_files:,} other file(s) skipped (not HTML)"
                   if summary.skipped_files else "")
        return UserMessage(
            "No pages in the crawl",
            f"{summary.crawl_root} holds no page: no .html, .htm, .shtml or .xhtml file (also "
            f"gzipped) and no HTML response of a WARC file{skipped}. Open a folder of crawled "
            "pages or WARC files.", severity="warning")
    counts = ", ".join(f"{n:,} {name}{'s' if n > 1 else ''}" for key, name in _NOT_KEPT
                       if (n := summary.by_status.get(key, 0)))
    return UserMessage(
        "No page to cluster",
        f"None of the {summary.pages_found:,} pages of {summary.crawl_root} is a detail page "
        f"({counts}). The Problems tab lists every page with its reason; the filters' keywords "
        "and thresholds are in the engine configuration (tplx config-path).", severity="warning")
