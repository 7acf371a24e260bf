"""Typed engine errors. One place (the CLI / GUI message layer) turns them into user text."""


class TplxError(Exception):
    """Base class of every error the engine raises on purpose."""


class PageError(TplxError):
    """A single page cannot be used. Carries the page path; a batch records it and goes on.

    ``rule`` names the kind, as page statuses record it: 'unreadable' (missing, binary, too
    large a file, not parseable), 'too-deep' (nesting), 'too-large' (memory)."""

    def __init__(self, path: str, reason: str, rule: str = "unreadable"):
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason
        self.rule = rule


class PageTooComplex(PageError):
    """A page over one of the per-page limits (``LoadOptions``: attributes, elements, depth,
    text, time). ``rule`` names the kind ('too-many-attributes', 'too-deep', 'too-slow'...),
    ``limit`` the config key that sets it (``load.max_attributes``); a batch records the page as
    ``too_complex`` and goes on."""

    def __init__(self, path: str, reason: str, rule: str, limit: str):
        super().__init__(path, reason, rule)
        self.limit = limit


def os_reason(exc: OSError) -> str:
    """An OS error as the end of a sentence: 'permission denied'."""
    return (exc.strerror or str(exc)).lower()


class ConfigError(TplxError):
    """A configuration file or option is invalid."""


class ProjectError(TplxError):
    """The project file cannot be opened, is of a newer schema, or is corrupt."""


class SearchError(TplxError):
    """A search that cannot run: a malformed query, nothing extracted yet, no FTS5."""


class NothingExtracted(SearchError):
    """The project's search index is empty: no extraction has written a value yet."""


class Cancelled(TplxError):
    """The caller asked the running job to stop. State written so far stays consistent."""
