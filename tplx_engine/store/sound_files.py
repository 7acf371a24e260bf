"""Which big project files are known sound, so that opening one does not read it whole again.

``PRAGMA quick_check`` reads every page of the file: 0.6 s for a 100,000-page project (672 MB)
in the page cache, 12 s from disk, minutes at ten million pages. A file is known sound when it
is exactly as it was, by the size and modification time of the file and of its WAL, when
``quick_check`` found it sound or when tplx last wrote to it through SQLite (whose transactions
leave a sound file). Any other change to the file (a copy, damage, another program) changes
those times, and the next open checks it again. SQLite still reports a damaged page it reads
("database disk image is malformed").

Only files of at least ``MIN_BYTES`` are remembered: smaller ones are checked at every open,
as before (a few milliseconds). The record lives in the user's cache folder, one small JSON
file; losing it costs one check.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path

import platformdirs

MIN_BYTES = 64 * 1024 * 1024
SETTLED_SECONDS = 2.0  # on a file system with whole-second times (FAT, HFS+): see below
_RECORD = "sound-projects.json"


def _record_path() -> Path:
    return Path(os.environ.get("TPLX_CACHE_DIR") or platformdirs.user_cache_dir("tplx")) / _RECORD


def stamp(path: Path) -> list[int] | None:
    """Size and modification time (ns) of the file and of its WAL; None when the file is too
    small to be worth remembering, or missing."""
    try:
        main = path.stat()
    except OSError:
        return None
    if main.st_size < MIN_BYTES:
        return None
    try:
        wal = os.stat(f"{path}-wal")
        wal_part = [wal.st_size, wal.st_mtime_ns] if wal.st_size else [-1, -1]  # empty: none
    except OSError:
        wal_part = [-1, -1]
    return [main.st_size, main.st_mtime_ns, *wal_part]


def _read() -> dict:
    try:
        return json.loads(_record_path().read_text("utf-8"))
    except (OSError, ValueError):
        return {}


def known_sound(path: Path) -> bool:
    """Whether ``path`` is exactly as it was when last found or left sound."""
    now = stamp(path)
    return now is not None and _read().get(str(path.resolve())) == now


def remember_sound(path: Path, at: list[int] | None) -> None:
    """``path`` was sound as stamped ``at``. On a file system that keeps whole seconds, a stamp
    younger than SETTLED_SECONDS is not kept: a change within the same second would look the
    same (elsewhere times are exact to a few milliseconds)."""
    if at is None:
        return
    newest = max(at[1], at[3])
    if newest % 1_000_000_000 == 0 and time.time_ns() - newest < SETTLED_SECONDS * 1e9:
        return
    record = _read()
    record[str(path.resolve())] = at
    target = _record_path()
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=".sound-", suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(record, fh)
        os.replace(tmp, target)
    except OSError:
        pass  # a cache: without it the next open checks the file again
