"""Writing a demo crawl to disk: page bytes (encoding, BOM, gzip), the manifest, the summary.

The manifest format is pinned in docs/demo.md and by tests/engine/test_demo.py:
``manifest.json`` always exists; the bundled demo lists its pages inline (``"pages": [...]``),
the large synthetic mode streams them to ``manifest.jsonl`` (one JSON object per line) and
``manifest.json`` points at that file. Manifests are written atomically (temporary file +
``os.replace``); pages are written in place as they are generated, so memory stays flat.
"""

from __future__ import annotations

import gzip
import json
import os
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from ..errors import TplxError

MANIFEST_FORMAT = "tplx-demo-manifest"
MANIFEST_VERSION = 1
MANIFEST_NAME = "manifest.json"
MANIFEST_LINES_NAME = "manifest.jsonl"
KINDS = ("detail", "list", "error", "duplicate", "other")


class DemoError(TplxError):
    """The demo crawl cannot be written (bad arguments, an output folder that is not ours)."""


@dataclass(frozen=True)
class DemoSummary:
    """What ``write_demo_crawl`` wrote. ``pages_by_kind`` maps every kind in KINDS to the
    number of files written (read-only mapping, in KINDS order)."""

    out_dir: Path
    manifest_path: Path
    pages_by_kind: Mapping[str, int]
    templates: int  # detail templates with at least one page
    seed: int
    mode: str  # 'bundled' | 'synthetic' | 'patterns'

    @property
    def total(self) -> int:
        return sum(self.pages_by_kind.values())

    def count(self, kind: str) -> int:
        return self.pages_by_kind.get(kind, 0)


@dataclass(frozen=True)
class PageMeta:
    """Everything the manifest says about one file except its field values."""

    path: str  # relative to the crawl root, '/'-separated
    url: str | None
    template: str | None
    kind: str
    language: str | None
    encoding: str | None  # codec of the (decompressed) bytes; None for binary files
    charset_declaration: str | None  # 'meta' | 'http-equiv' | 'none'; None when not HTML
    url_source: str | None  # the one place the page states its URL: base|canonical|filename|path
    bom: bool = False
    gzip: bool = False
    base_line: bool = False  # first line is <base href="URL"/> (SWDE style)
    duplicate_of: str | None = None

    def entry(self, fields: dict | None) -> dict[str, Any]:
        return {
            "path": self.path, "url": self.url, "template": self.template, "kind": self.kind,
            "language": self.language, "encoding": self.encoding,
            "charset_declaration": self.charset_declaration, "url_source": self.url_source,
            "bom": self.bom, "gzip": self.gzip, "duplicate_of": self.duplicate_of,
            "fields": fields or {},
        }


def encode_page(meta: PageMeta, html: str) -> bytes:
    """The bytes a crawler would have saved: optional base line, encoding, BOM, gzip."""
    if meta.base_line:
        html = f'<base href="{meta.url}"/>\n' + html
    data = html.encode(meta.encoding or "utf-8")
    if meta.bom:
        data = b"\xef\xbb\xbf" + data
    if meta.gzip:
        # mtime=0 and no file name in the header: the same page gives the same bytes every run
        data = gzip.compress(data, compresslevel=6, mtime=0)
    return data


class CrawlWriter:
    """Writes files under ``root`` and remembers what it wrote, per kind."""

    def __init__(self, root: Path):
        self.root = root
        self.counts = {kind: 0 for kind in KINDS}
        self._made_dirs: set[str] = set()

    def write(self, rel_path: str, data: bytes, kind: str) -> None:
        target = self.root / rel_path
        parent = os.path.dirname(rel_path)
        if parent and parent not in self._made_dirs:
            target.parent.mkdir(parents=True, exist_ok=True)
            self._made_dirs.add(parent)
        with open(target, "wb") as fh:
            fh.write(data)
        self.counts[kind] += 1

    def summary_counts(self) -> Mapping[str, int]:
        return MappingProxyType({kind: self.counts[kind] for kind in KINDS})


def write_json_atomic(path: Path, value: Any) -> None:
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "w", encoding="utf-8", newline="\n") as fh:
        json.dump(value, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    os.replace(tmp, path)


class JsonLinesManifest:
    """Streams page entries to ``manifest.jsonl`` (via a temporary file renamed on close)."""

    def __init__(self, root: Path):
        self.path = root / MANIFEST_LINES_NAME
        self._tmp = self.path.with_name(self.path.name + ".tmp")
        # held open across the whole run on purpose: one line per page as pages are written
        self._fh = open(self._tmp, "w", encoding="utf-8", newline="\n")  # noqa: SIM115

    def add(self, entry: dict[str, Any]) -> None:
        self._fh.write(json.dumps(entry, ensure_ascii=False, separators=(",", ":")))
        self._fh.write("\n")

    def close(self) -> None:
        self._fh.close()
        os.replace(self._tmp, self.path)

    def abort(self) -> None:
        self._fh.close()
        self._tmp.unlink(missing_ok=True)


# ---------------------------------------------------------------------------------------------
# reading a manifest back, and clearing an earlier demo from the output folder


def read_manifest(crawl_dir: str | Path) -> dict[str, Any]:
    """The manifest header (``manifest.json``); raises DemoError when absent or foreign."""
    path = Path(crawl_dir) / MANIFEST_NAME
    try:
        with open(path, encoding="utf-8") as fh:
            header = json.load(fh)
    except OSError as exc:
        raise DemoError(f"no demo manifest at {path}: {exc.strerror}") from exc
    except json.JSONDecodeError as exc:
        raise DemoError(f"{path} is not valid JSON: {exc}") from exc
    if not isinstance(header, dict) or header.get("format") != MANIFEST_FORMAT:
        raise DemoError(f"{path} is not a tplx demo manifest")
    if header.get("version", 0) > MANIFEST_VERSION:
        raise DemoError(f"{path} has manifest version {header.get('version')}, "
                        f"newer than this tplx understands ({MANIFEST_VERSION})")
    return header


def iter_manifest_pages(crawl_dir: str | Path) -> Iterator[dict[str, Any]]:
    """Every page entry of a demo crawl, inline or streamed, in the order they were written."""
    header = read_manifest(crawl_dir)
    if header.get("pages") is not None:
        yield from header["pages"]
        return
    lines = Path(crawl_dir) / header["pages_file"]
    with open(lines, encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                yield json.loads(line)


def prepare_out_dir(out_dir: Path) -> None:
    """Create ``out_dir``, or clear the demo written there before.

    A non-empty folder that holds no demo manifest is refused: the demo never deletes files it
    did not write.
    """
    if out_dir.exists() and not out_dir.is_dir():
        raise DemoError(f"{out_dir} exists and is not a folder")
    out_dir.mkdir(parents=True, exist_ok=True)
    if not any(out_dir.iterdir()):
        return
    if not (out_dir / MANIFEST_NAME).is_file():
        raise DemoError(f"{out_dir} is not empty and holds no demo manifest; "
                        "choose an empty or new folder")
    root = out_dir.resolve()
    written = [entry["path"] for entry in iter_manifest_pages(out_dir)]
    dirs: set[Path] = set()
    for rel in written:
        target = (root / rel).resolve()
        if root not in target.parents:  # a tampered manifest must not reach outside the crawl
            continue
        target.unlink(missing_ok=True)
        dirs.update(p for p in target.parents if root in p.parents)
    for name in (MANIFEST_LINES_NAME, MANIFEST_NAME):
        (out_dir / name).unlink(missing_ok=True)
    for folder in sorted(dirs, key=lambda p: len(p.parts), reverse=True):
        try:
            folder.rmdir()  # only succeeds when the folder became empty
        except OSError:
            pass
