"""Crawl folders: the page files under a folder, and what was skipped and why (SPEC §1).

The source (000 §2.2) assumes clean pages on disk; a desktop tool gets whatever a crawler left.
:func:`discover_pages` turns a folder into ``PageFile`` values (read.py reads each one) and
records what it could not walk.

Choices the SPEC leaves open, and why:

- Symlinks are followed, each real directory is walked once: plain subfolders first, symlinked
  ones after, so a link never claims pages that have a real path in the crawl. A link back to an
  ancestor is a recorded "symlink loop"; a link to a folder already walked is recorded too.
- Files are pages by extension (``LoadOptions.extensions``, optionally ``.gz``); other files are
  counted as skipped, never read.
- A WARC / WARC.gz file (given as the crawl, or found in the folder) is listed record by record
  (``warc.py``): its HTML responses are pages with the id ``<warc file>#<record offset>``, the
  records it skips are listed with their reason, and damage is a problem of the listing.
- Several WARC files given together (a ``Crawl`` of several paths) are one crawl: each file's
  name in its id is its path relative to the deepest folder holding them all, so files of one
  folder get the ids they get when that folder is the crawl, and two files of the same name in
  different folders stay apart (``x/a.warc.gz#0``, ``y/a.warc.gz#0``).
"""

from __future__ import annotations

import os
import stat
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ..config import LoadOptions
from ..errors import TplxError, os_reason
from ..model import PageFile
from .warc import UnreadableWarc, is_warc_name, list_records, split_record_path


@dataclass(frozen=True)
class CrawlListing:
    pages: tuple[PageFile, ...]  # sorted by rel_path
    skipped_files: tuple[str, ...]  # files that are not pages (by extension); not read
    problems: tuple[tuple[str, str], ...]  # (path, reason) for what could not be walked


@dataclass(frozen=True)
class Crawl:
    """What a command reads as one crawl: one path (a folder of pages and/or WARC files, a page
    file, a WARC file, one record ``FILE.warc.gz#OFFSET``) or several WARC files read as one."""

    paths: tuple[str, ...]  # as given

    @classmethod
    def of(cls, crawl: Crawl | str | os.PathLike | Sequence[str | os.PathLike]) -> Crawl:
        if isinstance(crawl, Crawl):
            return crawl
        if isinstance(crawl, (str, os.PathLike)):
            return cls((os.fspath(crawl),))
        unique = dict.fromkeys(os.fspath(p) for p in crawl)  # one file given twice is read once
        if not unique:
            raise TplxError("no crawl given: a folder, a WARC file or several WARC files")
        return cls(tuple(unique))

    @property
    def several(self) -> bool:
        return len(self.paths) > 1

    @property
    def root(self) -> str:
        """The one path that page ids are read from (``page_path``): the path given; several
        files: ``base``."""
        return self.base if self.several else self.paths[0]

    @property
    def base(self) -> str:
        """The folder page ids are relative to: the crawl folder; a file's folder; several
        files': the deepest folder holding them all."""
        if self.several:
            return os.path.commonpath([os.path.dirname(os.path.abspath(p)) for p in self.paths])
        root = self.paths[0]
        return os.path.dirname(root) if os.path.isfile(root) else root

    def page_path(self, page_id: str) -> str:
        """Where the page ``page_id`` is read from: a file under the crawl folder, or
        ``<warc file>#<offset>`` (``read.read_page`` reads either)."""
        return os.path.join(self.base, page_id)

    def files(self) -> list[str]:
        """Several files: each one's path relative to ``base`` (``/``-separated)."""
        base = os.path.abspath(self.base)
        return [os.path.relpath(os.path.abspath(p), base).replace(os.sep, "/")
                for p in self.paths]

    def __str__(self) -> str:
        return " ".join(self.paths)


# ---------------------------------------------------------------------------------- discovery

def discover_pages(root: Crawl | str | Path, options: LoadOptions) -> CrawlListing:
    """Every page file under ``root`` (recursively), plus what was skipped and why.

    ``root`` may also be a single page file, a WARC file, one record of a WARC
    (``FILE.warc.gz#OFFSET``) or several WARC files (a ``Crawl``). Raises ``TplxError`` when
    ``root`` is none of these, or one of several files is not a readable WARC.
    """
    crawl = Crawl.of(root)
    if crawl.several:
        return _discover_warcs(crawl)
    root = crawl.paths[0]
    root_abs = os.path.abspath(os.fspath(root))
    in_warc = split_record_path(root_abs)
    if in_warc and not os.path.exists(root_abs):  # one record of a WARC: FILE.warc.gz#OFFSET
        try:
            st = os.stat(in_warc[0])
        except OSError as exc:
            raise TplxError(f"{root}: cannot open the WARC file ({exc.strerror})") from exc
        name = f"{_printable(os.path.basename(in_warc[0]))}#{in_warc[1]}"
        return CrawlListing((PageFile(name, root_abs, 0, st.st_mtime_ns),), (), ())
    try:
        root_stat = os.stat(root_abs)
    except OSError as exc:
        raise TplxError(f"{root}: cannot open the crawl folder ({exc.strerror})") from exc
    is_page = _page_name_matcher(options)
    if stat.S_ISREG(root_stat.st_mode):
        name = os.path.basename(root_abs)
        if is_warc_name(name):
            walk = _Walk(is_page)
            walk.add_warc(root_abs, _printable(name), root_stat, strict=True)
            return CrawlListing(tuple(walk.pages), tuple(walk.skipped), tuple(walk.problems))
        if not is_page(name):
            raise TplxError(f"{root}: not a folder, a page file "
                            f"({', '.join(options.extensions)}, optionally .gz) "
                            "or a WARC file (.warc, .warc.gz)")
        page = PageFile(_printable(name), root_abs, root_stat.st_size, root_stat.st_mtime_ns)
        return CrawlListing((page,), (), ())
    if not stat.S_ISDIR(root_stat.st_mode):
        raise TplxError(f"{root}: not a folder")

    walk = _Walk(is_page)
    walk.visited[(root_stat.st_dev, root_stat.st_ino)] = "."
    walk.run(root_abs)
    pages = sorted(walk.pages, key=_page_order)
    return CrawlListing(tuple(pages), tuple(sorted(walk.skipped)), tuple(sorted(walk.problems)))


def warc_files(root: Crawl | str | os.PathLike) -> list[str]:
    """The WARC files of a crawl, absolute, without reading them: the files given, the file of
    one record given, or those the walk of a folder meets (as ``discover_pages`` walks it),
    by path."""
    crawl = Crawl.of(root)
    if crawl.several:
        return [os.path.abspath(p) for p in crawl.paths]
    path = os.path.abspath(crawl.paths[0])
    in_warc = split_record_path(path)
    if in_warc and not os.path.exists(path):
        return [in_warc[0]]
    if not os.path.isdir(path):
        return [path] if is_warc_name(path) else []
    walk = _Walk(is_page=lambda name: False, read_warcs=False)
    st = os.stat(path)
    walk.visited[(st.st_dev, st.st_ino)] = "."
    walk.run(path)
    return sorted(walk.warcs)


def _discover_warcs(crawl: Crawl) -> CrawlListing:
    """The pages of several WARC files; any of them missing or not a WARC raises."""
    walk = _Walk(is_page=None)
    for path, rel in zip(crawl.paths, crawl.files()):
        try:
            st = os.stat(path)
        except OSError as exc:
            raise TplxError(f"{path}: cannot open the WARC file ({os_reason(exc)})") from exc
        if not (stat.S_ISREG(st.st_mode) and is_warc_name(path)):
            raise TplxError(f"{path}: not a WARC file (.warc, .warc.gz); several crawl "
                            "arguments must all be WARC files, or give one folder")
        walk.add_warc(os.path.abspath(path), _printable(rel), st, strict=True)
    return CrawlListing(tuple(sorted(walk.pages, key=_page_order)), tuple(sorted(walk.skipped)),
                        tuple(sorted(walk.problems)))


class _Walk:
    """Iterative directory walk (no recursion: crawl trees can be deep)."""

    def __init__(self, is_page, read_warcs: bool = True):
        self.is_page = is_page
        self.read_warcs = read_warcs  # False: WARC files are only named in ``warcs``
        self.warcs: list[str] = []
        self.pages: list[PageFile] = []
        self.skipped: list[str] = []
        self.problems: list[tuple[str, str]] = []
        self.visited: dict[tuple[int, int], str] = {}  # (st_dev, st_ino) -> rel path

    def run(self, root_abs: str) -> None:
        plain: list[tuple[str, str]] = [(root_abs, "")]
        linked: list[tuple[str, str]] = []
        while plain or linked:
            if plain:
                self._list(*plain.pop(), plain, linked)
                continue
            linked.sort(key=lambda item: item[1], reverse=True)
            abs_dir, rel_dir = linked.pop()
            if self._first_visit(abs_dir, rel_dir, via_link=True):
                self._list(abs_dir, rel_dir, plain, linked)

    def add_warc(self, abs_path: str, rel: str, st: os.stat_result, strict: bool) -> None:
        """The records of one WARC file; one that is not a WARC raises (``strict``: it is the
        crawl) or is a problem of the listing (one file of a folder)."""
        self.warcs.append(abs_path)
        if not self.read_warcs:
            return
        try:
            listing = list_records(abs_path)
        except UnreadableWarc as exc:
            if strict:
                raise
            self.problems.append((rel, f"{exc.reason}; not read"))
            return
        except OSError as exc:
            if strict:
                raise TplxError(f"{rel}: cannot read the WARC file ({os_reason(exc)})") from exc
            self.problems.append((rel, f"cannot read the WARC file: {os_reason(exc)}"))
            return
        for offset, length in listing.pages:
            self.pages.append(PageFile(f"{rel}#{offset}", f"{abs_path}#{offset}", length,
                                       st.st_mtime_ns))
        self.skipped += [f"{rel}#{offset} ({reason})" for offset, reason in listing.skipped]
        self.problems += [(f"{rel}#{offset}", reason) for offset, reason in listing.problems]

    def _first_visit(self, abs_dir: str, rel_dir: str, via_link: bool) -> bool:
        try:
            st = os.stat(abs_dir)
        except OSError as exc:
            self.problems.append((rel_dir, f"cannot open folder: {os_reason(exc)}"))
            return False
        key = (st.st_dev, st.st_ino)
        if key not in self.visited:
            self.visited[key] = rel_dir
            return True
        first = self.visited[key]
        if via_link:
            # following the link would walk ``first`` again from inside ``first``: a loop
            if first == "." or rel_dir.startswith(first + "/"):
                reason = f"symlink loop: points to its own ancestor '{first}'"
            else:
                reason = f"symlink to a folder already listed as '{first}'"
        else:
            reason = f"same folder as '{first}' (bind mount?)"
        self.problems.append((rel_dir, reason))
        return False

    def _list(self, abs_dir: str, rel_dir: str, plain: list, linked: list) -> None:
        try:
            with os.scandir(abs_dir) as entries:
                entries = list(entries)
        except OSError as exc:
            self.problems.append((rel_dir or ".", f"cannot list folder: {os_reason(exc)}"))
            return
        for entry in entries:
            name = _printable(entry.name)
            rel = f"{rel_dir}/{name}" if rel_dir else name
            try:
                self._entry(entry, rel, plain, linked)
            except OSError as exc:
                self.problems.append((rel, f"cannot inspect: {os_reason(exc)}"))

    def _entry(self, entry: os.DirEntry, rel: str, plain: list, linked: list) -> None:
        if entry.is_dir(follow_symlinks=True):
            if entry.is_symlink():
                linked.append((entry.path, rel))
            elif self._first_visit(entry.path, rel, via_link=False):
                plain.append((entry.path, rel))
        elif entry.is_file(follow_symlinks=True):
            if self.is_page(entry.name):
                st = entry.stat(follow_symlinks=True)
                self.pages.append(PageFile(rel, entry.path, st.st_size, st.st_mtime_ns))
            elif is_warc_name(entry.name):
                self.add_warc(entry.path, rel, entry.stat(follow_symlinks=True), strict=False)
            else:
                self.skipped.append(rel)
        elif entry.is_symlink() and not os.path.exists(entry.path):
            self.problems.append((rel, "broken symlink"))
        else:
            self.problems.append((rel, "not a regular file (device, FIFO or socket); not read"))


def _page_order(page: PageFile):
    """Pages by path; the records of a WARC in file order (by offset, not as text)."""
    name, hash_sign, offset = page.rel_path.rpartition("#")
    if hash_sign and offset.isdigit() and is_warc_name(name):
        return (name, int(offset))
    return (page.rel_path, -1)


def page_path(root: Crawl | str | os.PathLike, page_id: str) -> str:
    """Where the page ``page_id`` of the crawl ``root`` is read from (``Crawl.page_path``). A
    crawl that is one file (a page or a WARC) names its pages relative to the file's folder."""
    return Crawl.of(root).page_path(page_id)


def _page_name_matcher(options: LoadOptions):
    suffixes = tuple(ext.lower() for ext in options.extensions)
    suffixes += tuple(ext + ".gz" for ext in suffixes)
    return lambda name: name.lower().endswith(suffixes)


def _printable(name: str) -> str:
    """A file name as valid Unicode: undecodable bytes (non-UTF-8 names) become \\xNN."""
    try:
        name.encode("utf-8")
        return name
    except UnicodeEncodeError:
        return os.fsencode(name).decode("utf-8", "backslashreplace")
