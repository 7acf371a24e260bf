"""Streaming writers of extracted records: XML, JSON Lines, CSV (SPEC §6; source figure 6.3).

XML (format ``tplx-extract`` version 1)::

    <?xml version="1.0" encoding="UTF-8"?>
    <documents format="tplx-extract" version="1">
    <document name="URL" page="PAGE ID" template="TEMPLATE ID" score="0.97"
              fetched="2024-05-01T10:00:00Z">      (fetched: pages of a web archive only)
      <TITLE>...</TITLE>
      <COMMENT>first</COMMENT><COMMENT>second</COMMENT>     (a list: one element per value)
    </document>
    <document name="URL" page="PAGE ID" source="template-free">  (no template fits the page:
      <CONTENT>...</CONTENT>             the values of the template-free extractors,
    </document>                          extract/unmatched.py)
    </documents>

A field without a value has no element. Output is well-formed whatever the page contained:
characters XML 1.0 forbids (C0 controls other than tab/newline/return, lone surrogates,
U+FFFE/U+FFFF) are replaced by U+FFFD, text is escaped (``]]>`` becomes ``]]&gt;``; no CDATA),
attribute values escape newlines and tabs, and a field name that is not an XML name is made one.
JSONL: one object per page ``{"page", "url", "template", "score", "fields"}`` (and
``"source": "template-free"`` on a page no template fits, ``"fetched"`` on a page of a web
archive: its record's WARC-Date). CSV: a header
``page, url, template, score, <fields>`` (the template empty on such a page); a list value is written as a JSON array. A CSV cell
that starts with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return gets a ``'`` in front
(OWASP's rule against CSV injection): a spreadsheet opening the file shows the text, and never
runs it as a formula (``=HYPERLINK(...)``, ``=cmd|' /C calc'!A0``); a value read back from the
CSV that starts with ``'`` followed by one of those characters had the ``'`` added.

Every writer streams (memory does not grow with the number of pages) and writes atomically:
records go to a temporary file next to the target (``.NAME.PID.XXXX.tmp``, see
:func:`temporary_file`; created with the mode the user's umask gives new files), which replaces
the target only when the writer is closed without error (``os.replace``); a failed or cancelled export removes it and leaves any earlier file untouched.
A process killed outright (kill -9, power loss) cannot remove it: the next export to the same
target removes the temporary files of processes that no longer run.
"""

from __future__ import annotations

import csv
import glob
import json
import os
import re
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from ..errors import TplxError, os_reason
from ..parallel import process_alive
from .labels import is_field_char
from .unmatched import SOURCE as UNMATCHED_SOURCE
from .values import POOLED

FORMATS = ("xml", "jsonl", "csv")
XML_FORMAT = "tplx-extract"
XML_VERSION = 1

_NOT_XML = re.compile("[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def clean_text(text: str) -> str:
    """The text with every character XML 1.0 cannot hold replaced by U+FFFD."""
    return _NOT_XML.sub("\ufffd", text)


def _escape(text: str) -> str:
    """Element text; a carriage return is written as a reference, or parsers turn it into \\n."""
    return (clean_text(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace("\r", "&#13;"))


def _attribute(text: str) -> str:
    return _escape(text).replace('"', "&quot;").replace("\n", "&#10;").replace("\t", "&#9;")


def xml_name(field: str) -> str:
    """A valid XML element name for a field (labels.check_field already enforces one)."""
    name = "".join(c if is_field_char(c) else "_" for c in field) or "_"
    if not (name[0].isalpha() or name[0] == "_"):
        name = "_" + name
    return name


_LEGACY_TEMPORARY_AGE = 24 * 3600  # seconds; temporary files named without their pid


def temporary_file(path: str | os.PathLike) -> tuple[int, str]:
    """(descriptor, name) of a new temporary file for ``path``, next to it and named after it
    and this process; stale ones of killed processes are removed first."""
    path = Path(path)
    remove_stale_temporaries(path)
    try:
        fd, name = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp",
                                    dir=path.parent if str(path.parent) else ".")
    except OSError as exc:
        raise TplxError(f"cannot write {path}: {os_reason(exc)}") from exc
    if hasattr(os, "fchmod"):  # mkstemp makes it 0600; the output gets the user's umask mode
        os.fchmod(fd, 0o666 & ~_umask())
    return fd, name


def _umask() -> int:
    mask = os.umask(0o022)  # the only way to read it is to set it
    os.umask(mask)
    return mask


def remove_stale_temporaries(path: str | os.PathLike) -> list[Path]:
    """Remove the temporary files left next to ``path`` by writers whose process is gone;
    returns them."""
    path = Path(path)
    removed = []
    pattern = f".{glob.escape(path.name)}.*.tmp"
    for tmp in (path.parent if str(path.parent) else Path(".")).glob(pattern):
        owner = tmp.name[len(path.name) + 2:].split(".", 1)[0]
        try:
            stale = (not process_alive(int(owner)) if owner.isdigit()
                     else time.time() - tmp.stat().st_mtime > _LEGACY_TEMPORARY_AGE)
            if stale:
                tmp.unlink()
                removed.append(tmp)
        except OSError:  # gone already, or not ours to remove
            continue
    return removed


@contextmanager
def atomic_path(path: str | os.PathLike) -> Iterator[str]:
    """A temporary file name to write ``path``'s new content to: it replaces ``path`` when the
    block ends without error, and is removed otherwise."""
    fd, tmp = temporary_file(path)
    os.close(fd)
    try:
        yield tmp
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


class _AtomicWriter:
    """Text output to a temporary file, moved over the target on ``close()``."""

    def __init__(self, path: str | os.PathLike, newline: str = "\n"):
        self.path = Path(path)
        fd, self._tmp = temporary_file(self.path)
        self._fh = os.fdopen(fd, "w", encoding="utf-8", newline=newline)
        self.count = 0
        self._closed = False

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            self.close()
        else:
            self.abort()

    def _footer(self) -> None:  # overridden
        pass

    def close(self) -> None:
        if self._closed:
            return
        try:
            self._footer()
            self._fh.flush()
            os.fsync(self._fh.fileno())
            self._fh.close()
            os.replace(self._tmp, self.path)
        except BaseException:
            self.abort()
            raise
        self._closed = True

    def abort(self) -> None:
        """Drop the temporary file; the target is left as it was."""
        if self._closed:
            return
        self._closed = True
        try:
            self._fh.close()
        finally:
            Path(self._tmp).unlink(missing_ok=True)


class XmlWriter(_AtomicWriter):
    def __init__(self, path, fields: Sequence[str] = ()):
        super().__init__(path)
        self._fh.write('<?xml version="1.0" encoding="UTF-8"?>\n'
                       f'<documents format="{XML_FORMAT}" version="{XML_VERSION}">\n')

    def write(self, result) -> None:
        attrs = f' name="{_attribute(result.url or result.page_id)}"'
        attrs += f' page="{_attribute(result.page_id)}"'
        if result.template_id:
            attrs += f' template="{_attribute(result.template_id)}"'
        elif result.status == POOLED:
            attrs += f' source="{UNMATCHED_SOURCE}"'
        if result.score is not None:
            attrs += f' score="{result.score:.4f}"'
        if result.fetched:
            attrs += f' fetched="{_attribute(result.fetched)}"'
        out = [f"<document{attrs}>\n"]
        for f in result.fields:
            name = xml_name(f.field)
            values = f.values if f.repeated else f.values[:1]
            for value in values:
                out.append(f"  <{name}>{_escape(value)}</{name}>\n")
        out.append("</document>\n")
        self._fh.write("".join(out))
        self.count += 1

    def _footer(self) -> None:
        self._fh.write("</documents>\n")


_SURROGATE = re.compile("[\ud800-\udfff]")


def _json_safe(text: str) -> str:
    """Lone surrogates cannot be written as UTF-8: replaced by U+FFFD (JSON escapes the rest)."""
    return _SURROGATE.sub("\ufffd", text)


def _plain(value):
    if isinstance(value, list):
        return [_json_safe(v) for v in value]
    return None if value is None else _json_safe(value)


class JsonlWriter(_AtomicWriter):
    def __init__(self, path, fields: Sequence[str] = ()):
        super().__init__(path)

    def write(self, result) -> None:
        record = {"page": _json_safe(result.page_id), "url": _json_safe(result.url or ""),
                  "template": result.template_id, "score": result.score,
                  "fields": {_json_safe(f.field): _plain(f.value) for f in result.fields}}
        if result.status == POOLED:
            record["source"] = UNMATCHED_SOURCE
        if result.fetched:
            record["fetched"] = _json_safe(result.fetched)
        self._fh.write(json.dumps(record, ensure_ascii=False))
        self._fh.write("\n")
        self.count += 1


_CSV_BAD = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff]")
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def _csv_cell(value) -> str:
    if value is None:
        return ""
    if isinstance(value, list):
        value = json.dumps([_json_safe(v) for v in value], ensure_ascii=False)
    text = _CSV_BAD.sub("\ufffd", str(value))
    return "'" + text if text.startswith(_FORMULA_START) else text


class CsvWriter(_AtomicWriter):
    def __init__(self, path, fields: Sequence[str] = ()):
        super().__init__(path, newline="")
        self.fields = list(fields)
        self._csv = csv.writer(self._fh)
        self._csv.writerow(["page", "url", "template", "score", *self.fields])

    def write(self, result) -> None:
        record = {f.field: f.value for f in result.fields}
        self._csv.writerow([_csv_cell(result.page_id), _csv_cell(result.url),
                            _csv_cell(result.template_id),
                            "" if result.score is None else f"{result.score:.4f}",
                            *(_csv_cell(record.get(f)) for f in self.fields)])
        self.count += 1


_WRITERS = {"xml": XmlWriter, "jsonl": JsonlWriter, "csv": CsvWriter}


def open_writer(path: str | os.PathLike, fmt: str, fields: Sequence[str] = ()):
    """A writer for ``fmt`` (xml | jsonl | csv); use as a context manager."""
    try:
        return _WRITERS[fmt](path, fields)
    except KeyError:
        raise ValueError(f"unknown export format {fmt!r}; choose one of {FORMATS}") from None


def format_of(path: str | os.PathLike, default: str = "xml") -> str:
    suffix = Path(path).suffix.lower().lstrip(".")
    return suffix if suffix in FORMATS else default


__all__ = ["FORMATS", "CsvWriter", "JsonlWriter", "XmlWriter", "atomic_path", "clean_text",
           "format_of", "open_writer", "remove_stale_temporaries", "xml_name"]
