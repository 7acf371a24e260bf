"""The demo crawl as a web archive (``tplx demo OUT --warc``): the same pages, one WARC file.

Each file the demo wrote becomes a ``response`` record (HTTP 200, its URL from the manifest as
the target URI, a Content-Type by extension, ``Content-Encoding: gzip`` for a stored gzip body),
each record its own gzip member as crawlers write them, so a record can be read by seeking to
its offset. One ``revisit`` record follows, for the reader's "counted and skipped" path. The page
files are then removed (the folder holds the WARC and the manifest, so ``tplx inspect OUT`` reads
each page once) and every manifest entry gains ``page``: the page's id in the WARC crawl.

Deterministic: record ids are UUIDs derived from the URL, dates count from a fixed instant, gzip
members carry no timestamp. Same seed, same bytes.
"""

from __future__ import annotations

import gzip
import json
import os
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from .writer import MANIFEST_NAME, read_manifest, write_json_atomic

WARC_NAME = "demo.warc.gz"
_EPOCH = datetime(2026, 1, 1, tzinfo=UTC)
_CONTENT_TYPES = {".html": "text/html", ".htm": "text/html", ".shtml": "text/html",
                  ".xhtml": "application/xhtml+xml", ".txt": "text/plain", ".png": "image/png"}


def _warc_record(headers: list[tuple[str, str]], block: bytes) -> bytes:
    head = "WARC/1.0\r\n" + "".join(f"{k}: {v}\r\n" for k, v in headers)
    head += f"Content-Length: {len(block)}\r\n\r\n"
    return gzip.compress(head.encode("utf-8") + block + b"\r\n\r\n", compresslevel=6, mtime=0)


def _record_id(kind: str, url: str) -> str:
    return f"<urn:uuid:{uuid.uuid5(uuid.NAMESPACE_URL, kind + ' ' + url)}>"


def _http_response(path: str, body: bytes) -> bytes:
    name = path.lower()
    gzipped = name.endswith(".gz")
    if gzipped:
        name = name[:-3]
    content_type = _CONTENT_TYPES.get(os.path.splitext(name)[1], "application/octet-stream")
    lines = ["HTTP/1.1 200 OK", f"Content-Type: {content_type}", f"Content-Length: {len(body)}"]
    if gzipped:
        lines.append("Content-Encoding: gzip")
    return ("\r\n".join(lines) + "\r\n\r\n").encode("ascii") + body


def response_record(url: str, path: str, body: bytes, when: datetime) -> bytes:
    """One gzip member: a WARC response record of ``body`` served for ``url``."""
    return _warc_record([
        ("WARC-Type", "response"),
        ("WARC-Record-ID", _record_id("response", url)),
        ("WARC-Date", when.strftime("%Y-%m-%dT%H:%M:%SZ")),
        ("WARC-Target-URI", url),
        ("Content-Type", "application/http; msgtype=response"),
    ], _http_response(path, body))


def revisit_record(url: str, when: datetime) -> bytes:
    return _warc_record([
        ("WARC-Type", "revisit"),
        ("WARC-Record-ID", _record_id("revisit", url)),
        ("WARC-Date", when.strftime("%Y-%m-%dT%H:%M:%SZ")),
        ("WARC-Target-URI", url),
        ("WARC-Profile", "http://netpreserve.org/warc/1.0/revisit/identical-payload-digest"),
        ("Content-Type", "application/http; msgtype=response"),
    ], b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n")


def convert_to_warc(root: Path) -> Path:
    """Move the demo crawl written in ``root`` into ``root/demo.warc.gz``; the manifest's
    entries gain ``page`` (``demo.warc.gz#<offset>``). Returns the WARC's path."""
    manifest = read_manifest(root)
    entries: list[dict[str, Any]] = (manifest["pages"] if manifest["pages"] is not None
                                     else _jsonl(root / manifest["pages_file"]))
    warc_path = root / WARC_NAME
    offset = 0
    with open(warc_path, "wb") as out:
        for i, entry in enumerate(sorted(entries, key=lambda e: e["path"])):
            file = root / entry["path"]
            url = entry["url"] or f"http://demo.tplx.invalid/{entry['path']}"
            record = response_record(url, entry["path"], file.read_bytes(),
                                     _EPOCH + timedelta(seconds=i))
            out.write(record)
            entry["page"] = f"{WARC_NAME}#{offset}"
            offset += len(record)
            file.unlink()
        first_url = next((e["url"] for e in entries if e["url"]), "http://demo.tplx.invalid/")
        out.write(revisit_record(first_url, _EPOCH + timedelta(days=1)))
    _remove_empty_folders(root)
    if manifest["pages"] is not None:
        write_json_atomic(root / MANIFEST_NAME, manifest)
    else:
        with open(root / manifest["pages_file"], "w", encoding="utf-8") as fh:
            fh.writelines(json.dumps(e, sort_keys=True) + "\n" for e in entries)
    return warc_path


def _jsonl(path: Path) -> list[dict[str, Any]]:
    with open(path, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def _remove_empty_folders(root: Path) -> None:
    for folder, _dirs, _files in sorted(os.walk(root), key=lambda t: -len(t[0])):
        if Path(folder) != root and not os.listdir(folder):
            os.rmdir(folder)
