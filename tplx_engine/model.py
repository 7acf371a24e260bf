"""Values passed between the stages of the pipeline (SPEC §0).

crawl -> ``PageFile`` -> ``RawPage`` -> ``Decision`` (filter) -> ``TagSequence`` (simplify)
-> ``MergedSequence`` (repeats) -> similarities -> clusters -> templates -> extraction;
``Suggestion``: a label the template-free extractors propose.

Values are frozen. Token sequences are numpy arrays so the hot paths (suffix tree, LCS,
pairwise tiles) can work on them without Python objects per token.
"""

from __future__ import annotations

import enum
import os
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

DEPTH_BITS = 20
MAX_DEPTH = (1 << DEPTH_BITS) - 1


def tag_code(tag: str) -> int:
    """Stable 31-bit code of a tag name: identical in every process, no shared vocabulary."""
    return zlib.crc32(tag.encode("utf-8")) & 0x7FFFFFFF


def token_id(tag: str, depth: int) -> int:
    """The token of SPEC §1.3: tag name + depth (``<div2>``), packed in one int64."""
    return (tag_code(tag) << DEPTH_BITS) | min(depth, MAX_DEPTH)


def token_depth(token: int) -> int:
    return int(token) & MAX_DEPTH


class PageStatus(str, enum.Enum):
    DETAIL = "detail"  # kept: a page generated from a detail template
    ERROR_PAGE = "error_page"
    LIST_PAGE = "list_page"
    DUPLICATE = "duplicate"  # same bytes as an earlier page; loaded once
    FAILED = "failed"  # could not be read or parsed; reason says why
    TOO_COMPLEX = "too_complex"  # over a per-page limit (LoadOptions); rule and reason say which


@dataclass(frozen=True)
class PageFile:
    """A candidate page found in a crawl folder (not read yet)."""

    rel_path: str  # page id: path relative to the crawl root, '/'-separated
    abs_path: str
    size: int
    mtime_ns: int


# a file with one of these name endings is a web archive: a crawl, or part of one (load/warc.py)
WARC_SUFFIXES = (".warc", ".warc.gz")


def is_warc_name(name: str) -> bool:
    return name.lower().endswith(WARC_SUFFIXES)


def crawl_problem(paths: Sequence[str | os.PathLike]) -> str:
    """What is wrong with these paths as one crawl, naming the path ('' when they are one): a
    folder or a WARC file, or several WARC files read as one crawl."""
    paths = [Path(p) for p in paths]
    if not paths:
        return "no crawl given: a folder, a WARC file or several WARC files"
    for path in paths:
        if not path.exists():
            return f"{path}: does not exist"
        if len(paths) == 1 and path.is_dir():
            continue
        if not (path.is_file() and is_warc_name(path.name)):
            return f"{path}: " + ("is not a folder or a WARC file" if len(paths) == 1 else
                                  "is not a WARC file; several crawl arguments must all be "
                                  "WARC files")
    return ""


@dataclass(frozen=True)
class RawPage:
    """A page read from disk and decoded to text."""

    file: PageFile
    html: str
    encoding: str  # codec actually used to decode
    encoding_source: str  # 'bom' | 'meta' | 'detected' | 'fallback'
    content_hash: str  # xxh3-128 of the (decompressed) bytes: identical pages, not security
    url: str
    url_source: str  # 'base' | 'canonical' | 'filename' | 'path' | 'warc' (the target URI)
    http_status: int | None = None  # a page read from a WARC: its response's status
    fetched: str | None = None  # a page read from a WARC: the record's WARC-Date


@dataclass(frozen=True)
class Decision:
    """Why a page is kept or skipped; every filter decision is recorded with its reason."""

    status: PageStatus
    rule: str  # machine id, e.g. 'error-keyword', 'list-url', 'list-link-ratio', 'kept'
    reason: str  # human-readable, e.g. "error keyword '404 Not Found' in a 1,203-byte page"


@dataclass(frozen=True)
class TextRef:
    """A text node of the page (element text or tail), reachable from the token sequence.

    ``owner`` is the token index of the nearest enclosing element that has a token (dropped and
    unwrapped tags have none); ``after`` the index of the last token that starts before this text
    in document order. ``node``/``is_tail`` locate it in the DOM: ``node.text`` or ``node.tail``.
    """

    owner: int
    after: int
    node: Any
    is_tail: bool
    value: str


@dataclass(frozen=True, eq=False)
class TagSequence:
    """Pre-order tokens of the simplified DOM (SPEC §1.3), one per kept element.

    ``nodes[i]`` is the lxml element of token i (None when the sequence was read back from a
    project file without its DOM). ``depths`` are depths in the simplified tree (html = 0).
    """

    tokens: np.ndarray  # int64, token_id(tag, depth)
    depths: np.ndarray  # int32
    tags: tuple[str, ...]
    nodes: tuple[Any, ...]
    texts: tuple[TextRef, ...]

    def __len__(self) -> int:
        return int(self.tokens.shape[0])


@dataclass(frozen=True, eq=False)
class Record:
    """A repeated record found by the repeat detector (SPEC §2).

    ``occurrences`` are start indices in the original sequence, in order; the first is the kept
    copy. ``merged_start`` is where the kept copy starts in the merged sequence.
    """

    length: int
    occurrences: tuple[int, ...]
    parent: int  # original index of the common parent token (-1 if none)
    merged_start: int = -1


@dataclass(frozen=True, eq=False)
class MergedSequence:
    """The sequence after repeated records are merged (the '+' tokens of SPEC §2).

    Merged token j stands for original tokens ``origin_idx[origin_ptr[j]:origin_ptr[j+1]]``
    (one per occurrence, in document order): extraction expands a field inside a record into
    one value per occurrence from this.
    """

    tokens: np.ndarray  # int64
    depths: np.ndarray  # int32
    repeatable: np.ndarray  # bool, True where the token belongs to a merged record
    origin_ptr: np.ndarray  # int64, len = len(tokens) + 1
    origin_idx: np.ndarray  # int64
    records: tuple[Record, ...]

    def __len__(self) -> int:
        return int(self.tokens.shape[0])

    def origins(self, j: int) -> np.ndarray:
        return self.origin_idx[self.origin_ptr[j] : self.origin_ptr[j + 1]]

    @staticmethod
    def unmerged(tokens: np.ndarray, depths: np.ndarray) -> "MergedSequence":
        n = int(tokens.shape[0])
        return MergedSequence(
            tokens=tokens.astype(np.int64, copy=False),
            depths=depths.astype(np.int32, copy=False),
            repeatable=np.zeros(n, dtype=bool),
            origin_ptr=np.arange(n + 1, dtype=np.int64),
            origin_idx=np.arange(n, dtype=np.int64),
            records=(),
        )


@dataclass(frozen=True)
class Suggestion:
    """A proposed label (suggest/): ``field`` on ``target`` of a template, with the example
    page node it was found at and the value a label there yields on that page."""

    id: int | None
    template_id: str
    target: str
    field: str
    confidence: float
    support: int
    sample_size: int
    source: str
    status: str  # proposed | accepted | rejected
    page_id: str
    xpath: str
    example: str
    prefix: str | None = None
    suffix: str | None = None
    label_id: int | None = None
    created: float = 0.0
