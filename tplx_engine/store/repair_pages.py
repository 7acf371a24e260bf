"""A damaged project file read as pages, for ``tplx repair`` when its schema cannot be read.

SQLite finds a table through the schema table (``sqlite_master``, rooted at page 1). When that
is damaged, the tables' B-trees are still in the file. This module finds them by their page
headers and makes a copy of the file that SQLite can read them from, so that SQLite itself
decodes the rows (records, overflow chains) as it does in a sound file. The damaged file is
only read.

- ``read_image``: the file's pages as SQLite would see them: the committed frames of its
  ``-wal`` applied (a WAL-mode project keeps its latest writes there until a checkpoint).
- ``table_roots``: the table B-trees: every table page that no table page points to and that
  is not free. A subtree cut off by a damaged interior page is a root of its own.
- ``column_count``: how many columns the records of a tree hold (read from record headers).
- ``ReadableCopy``: the damaged pages 2..N under a fresh page 1 whose schema names one table
  ``t_<root>(c0, c1, ...)`` per root. Page 1 holds one page of schema, so the roots are read in
  batches, page 1 rewritten for each.
"""

from __future__ import annotations

import mmap
import sqlite3
import struct
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

_MAGIC = b"SQLite format 3\x00"
_ENCODINGS = {1: "UTF-8", 2: "UTF-16le", 3: "UTF-16be"}
_TABLE_LEAF, _TABLE_INTERIOR = 0x0D, 0x05
_WAL_MAGIC = {0x377F0682: "<", 0x377F0683: ">"}  # the byte order of the WAL's checksums
_LEAVES_TRIED = 64  # pages visited looking for a tree's first readable record


class UnreadableHeader(ValueError):
    """The file's first 100 bytes do not describe an SQLite file this salvage can read."""


@dataclass
class PageImage:
    """The damaged file's pages 1..``page_count``, with the WAL's committed pages over them."""

    page_size: int
    page_count: int
    header: bytes  # the first 100 bytes of page 1
    wal_frames: int  # committed WAL frames applied
    _file: mmap.mmap
    _wal: dict[int, bytes]

    def page(self, number: int) -> bytes:
        if number in self._wal:
            return self._wal[number]
        start = (number - 1) * self.page_size
        data = self._file[start:start + self.page_size]
        return data + bytes(self.page_size - len(data))  # past the file's end: zeros

    def number_at(self, offset: int) -> int:
        """A 4-byte big-endian number of the file header."""
        return int.from_bytes(self.header[offset:offset + 4], "big")

    @property
    def encoding(self) -> str:
        return _ENCODINGS[self.number_at(56)]

    def close(self) -> None:
        self._file.close()


def read_image(path: Path) -> PageImage:
    """The file at ``path`` as pages (read, never written); ``UnreadableHeader`` says why not."""
    with open(path, "rb") as fh:
        if fh.seek(0, 2) < 100:
            raise UnreadableHeader("shorter than the 100-byte SQLite header")
        data = mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ)
    try:
        page_size = _page_size(data[:100])
        wal, frames, wal_pages = _committed_wal_pages(Path(f"{path}-wal"), page_size)
        header = wal[1][:100] if 1 in wal else data[:100]
        _page_size(header)
        count = len(data) // page_size
        in_header = int.from_bytes(header[28:32], "big")
        if in_header and header[24:28] == header[92:96]:  # SQLite's test for a valid size
            count = min(count, in_header)
        return PageImage(page_size, wal_pages or count, header, frames, data, wal)
    except BaseException:
        data.close()
        raise


def _page_size(header: bytes) -> int:
    if header[:16] != _MAGIC:
        raise UnreadableHeader("no SQLite file header")
    size = int.from_bytes(header[16:18], "big")
    size = 65536 if size == 1 else size
    if not 512 <= size <= 65536 or size & (size - 1) or header[21:24] != b"\x40\x20\x20":
        raise UnreadableHeader("the file header is damaged")
    if header[20]:  # tplx never reserves bytes per page; the copy's page 1 could not match
        raise UnreadableHeader(f"{header[20]} reserved bytes per page")
    if int.from_bytes(header[56:60], "big") not in _ENCODINGS:
        raise UnreadableHeader("the file header is damaged (text encoding)")
    return size


def _committed_wal_pages(wal: Path, page_size: int) -> tuple[dict[int, bytes], int, int]:
    """The pages of the WAL's committed transactions (page -> its latest committed content),
    the number of frames they came from, and the database size in pages after the last commit
    (0: no WAL). As SQLite does, the log ends at the first frame whose salts differ from the
    header's (left from before the WAL was last restarted) or whose checksum fails (a torn
    write); frames after the last commit are an unfinished transaction."""
    try:
        data = wal.read_bytes()
    except OSError:
        return {}, 0, 0
    if len(data) < 32:
        return {}, 0, 0
    magic, _, size, _, salts = struct.unpack(">IIII8s", data[:24])
    order = _WAL_MAGIC.get(magic)
    if order is None or size != page_size:
        return {}, 0, 0
    sums = _checksum(data[:24], 0, 0, order)
    if sums != struct.unpack(">II", data[24:32]):
        return {}, 0, 0
    pages: dict[int, bytes] = {}
    pending: dict[int, bytes] = {}
    frames = committed_frames = committed_size = 0
    for start in range(32, len(data) - 24 - page_size + 1, 24 + page_size):
        number, commit, frame_salts = struct.unpack(">II8s", data[start:start + 16])
        content = data[start + 24:start + 24 + page_size]
        sums = _checksum(data[start:start + 8] + content, *sums, order)
        if frame_salts != salts or sums != struct.unpack(">II", data[start + 16:start + 24]):
            break
        pending[number] = content
        frames += 1
        if commit:  # this frame ends a transaction: its pages are the file's now
            pages.update(pending)
            pending.clear()
            committed_frames, committed_size = frames, commit
    return pages, committed_frames, committed_size


def _checksum(data: bytes, s0: int, s1: int, order: str) -> tuple[int, int]:
    """SQLite's WAL checksum of ``data``, continued from (s0, s1)."""
    words = struct.unpack(f"{order}{len(data) // 4}I", data)
    for i in range(0, len(words), 2):
        s0 = (s0 + words[i] + s1) & 0xFFFFFFFF
        s1 = (s1 + words[i + 1] + s0) & 0xFFFFFFFF
    return s0, s1


# -- the table B-trees -----------------------------------------------------------------------

@dataclass(frozen=True)
class _TablePage:
    leaf: bool
    cells: tuple[int, ...]  # offsets of the cells in the page
    children: tuple[int, ...]  # an interior page's child pages, left to right


def _table_page(data: bytes, page_count: int) -> _TablePage | None:
    """The page as a table B-tree page, or None when its header is not a sound one."""
    kind = data[0]
    if kind not in (_TABLE_LEAF, _TABLE_INTERIOR):
        return None
    leaf = kind == _TABLE_LEAF
    count = int.from_bytes(data[3:5], "big")
    pointers_end = (8 if leaf else 12) + 2 * count
    content = int.from_bytes(data[5:7], "big") or 65536
    if pointers_end > len(data) or not pointers_end <= content <= len(data) or data[7] > 60:
        return None
    cells = struct.unpack(f">{count}H", data[pointers_end - 2 * count:pointers_end])
    if any(not content <= c <= len(data) - 4 for c in cells):
        return None
    if leaf:
        return _TablePage(True, cells, ())
    children = [int.from_bytes(data[c:c + 4], "big") for c in cells]
    children.append(int.from_bytes(data[8:12], "big"))  # the right-most child
    return _TablePage(False, cells, tuple(c for c in children if 2 <= c <= page_count))


def table_roots(image: PageImage) -> list[int]:
    """The root pages of the table B-trees in pages 2..N (page 1 is the schema's)."""
    skipped = _free_pages(image) | _map_pages(image)
    tables, children = [], set()
    for number in range(2, image.page_count + 1):
        if number in skipped:
            continue
        page = _table_page(image.page(number), image.page_count)
        if page is not None:
            tables.append(number)
            children.update(page.children)
    return [n for n in tables if n not in children]


def _free_pages(image: PageImage) -> set[int]:
    """The freelist's trunk and leaf pages: a freed page keeps the content it had, and a freed
    table page would read as a table of deleted rows."""
    free: set[int] = set()
    trunk = image.number_at(32)
    while 2 <= trunk <= image.page_count and trunk not in free:
        free.add(trunk)
        data = image.page(trunk)
        leaves = min(int.from_bytes(data[4:8], "big"), (image.page_size - 8) // 4)
        free.update(int.from_bytes(data[8 + 4 * i:12 + 4 * i], "big") for i in range(leaves))
        trunk = int.from_bytes(data[:4], "big")
    return free


def _map_pages(image: PageImage) -> set[int]:
    """Pages that are no B-tree's: auto-vacuum's pointer maps (tplx never turns it on, but a
    pointer-map page can start with the byte of a table page) and the lock-byte page at 1 GiB."""
    pages = {2**30 // image.page_size + 1}
    if image.number_at(52):  # auto-vacuum: a pointer map every page_size / 5 pages from page 2
        pages.update(range(2, image.page_count + 1, image.page_size // 5 + 1))
    return pages


def column_count(image: PageImage, root: int) -> int | None:
    """The number of columns in the records of the tree at ``root``: the most common count in
    its first leaf that holds a readable record (0: the tree is empty; None: no record read)."""
    first = _table_page(image.page(root), image.page_count)
    if first is not None and first.leaf and not first.cells:
        return 0
    for leaf, data in _leaves(image, root):
        found = Counter(n for n in (_record_columns(data, c) for c in leaf.cells) if n)
        if found:
            return found.most_common(1)[0][0]
    return None


def _leaves(image: PageImage, root: int) -> Iterator[tuple[_TablePage, bytes]]:
    """The tree's leaves from the left, past unreadable pages, within ``_LEAVES_TRIED`` pages."""
    stack, seen = [root], set()
    while stack and len(seen) < _LEAVES_TRIED:
        number = stack.pop()
        if number in seen:
            continue
        seen.add(number)
        data = image.page(number)
        page = _table_page(data, image.page_count)
        if page is not None and page.leaf:
            yield page, data
        elif page is not None:
            stack.extend(reversed(page.children))


def _record_columns(data: bytes, cell: int) -> int | None:
    """The number of serial types in the header of the record in a table-leaf cell (payload
    size, rowid, then the record: header size, serial types), or None if it does not parse."""
    try:
        _, pos = _varint(data, cell)
        _, pos = _varint(data, pos)  # the rowid
        start = pos
        size, pos = _varint(data, pos)
        if size < 1 or start + size > len(data):
            return None
        count = 0
        while pos < start + size:
            _, pos = _varint(data, pos)
            count += 1
    except IndexError:
        return None
    return count if pos == start + size else None


def _varint(data: bytes, pos: int) -> tuple[int, int]:
    value = 0
    for i in range(8):
        byte = data[pos + i]
        value = (value << 7) | (byte & 0x7F)
        if byte < 0x80:
            return value, pos + i + 1
    return (value << 8) | data[pos + 8], pos + 9


# -- the copy SQLite reads them from ---------------------------------------------------------

class ReadableCopy:
    """The damaged file's pages 2..N in ``folder``, read through a fresh page 1."""

    def __init__(self, image: PageImage, folder: Path):
        self.image = image
        self.path = folder / "readable-copy.sqlite"
        with open(self.path, "wb") as fh:
            fh.write(bytes(image.page_size))  # page 1: written for each batch
            for number in range(2, image.page_count + 1):
                fh.write(image.page(number))

    def batches(self, widths: dict[int, int]) -> Iterator[tuple[list[int], sqlite3.Connection]]:
        """For roots (root page -> columns), batches of roots with a read-only connection to
        the copy in which each root of the batch is the table ``t_<root>``."""
        pending = list(widths)
        while pending:
            take = _estimated_fit(self.image.page_size, [(r, widths[r]) for r in pending])
            while (page_one := _schema_page(self.image, pending[:take], widths)) is None:
                if take == 1:
                    raise UnreadableHeader(f"pages of {self.image.page_size} bytes are too "
                                           "small for the copy's schema")
                take -= 1
            with open(self.path, "r+b") as fh:
                fh.write(page_one)
            db = sqlite3.connect(f"file:{self.path}?mode=ro&immutable=1", uri=True)
            try:
                yield pending[:take], db
            finally:
                db.close()
            pending = pending[take:]


def _create_sql(root: int, width: int) -> str:
    return f"CREATE TABLE t_{root}({','.join(f'c{i}' for i in range(width))})"


def _estimated_fit(page_size: int, roots: list[tuple[int, int]]) -> int:
    """How many of ``roots``' tables page 1 should hold: each schema row is its SQL, its name
    twice, 'table' and under 30 bytes of record header, root page and cell pointer."""
    room, take = page_size - 108, 0
    for root, width in roots:
        room -= len(_create_sql(root, width)) + 2 * len(f"t_{root}") + 35
        if room < 0:
            break
        take += 1
    return max(take, 1)


def _schema_page(image: PageImage, roots: list[int], widths: dict[int, int]) -> bytes | None:
    """Page 1 for the copy: a fresh database of the damaged file's page size and encoding whose
    schema names ``t_<root>`` at each root page; None when that schema needs more than page 1
    (the copy's other pages are the damaged file's)."""
    db = sqlite3.connect(":memory:", isolation_level=None)
    try:
        db.execute(f"PRAGMA page_size={image.page_size}")
        db.execute(f"PRAGMA encoding='{image.encoding}'")
        db.execute("BEGIN")
        for root in roots:
            db.execute(_create_sql(root, widths[root]))
        db.execute("PRAGMA writable_schema=ON")  # the only way to point a table at a page
        db.executemany("UPDATE sqlite_master SET rootpage=? WHERE name=?",
                       [(root, f"t_{root}") for root in roots])
        db.execute("COMMIT")
        # one page per table's own (empty) root, so any more pages are schema pages
        if db.execute("PRAGMA page_count").fetchone()[0] != 1 + len(roots):
            return None
        page = bytearray(db.serialize()[:image.page_size])
    finally:
        db.close()
    page[28:32] = image.page_count.to_bytes(4, "big")  # the copy's size in pages
    page[32:40] = bytes(8)  # no freelist: the damaged file's free pages are not the copy's
    page[18:20] = b"\x01\x01"  # a rollback-journal file, never read as WAL
    return bytes(page)
