"""``tplx content | posts | meta | records``: the template-free extractors on a page or a crawl.

Each command takes a page file or a crawl folder, runs one extractor per page and prints a
readable summary, or with ``--json`` one JSON document, or with ``--out FILE`` writes one JSON
line per page (``--format jsonl``) or an XML document (``--format xml``). A page that cannot be
read is reported with its reason and the batch goes on.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from ..budget import within_budget
from ..config import load_config
from ..errors import PageError, TplxError
from ..parallel import CHUNK, run_tasks
from ..progress import Reporter
from ..templatefree.dates import fetch_time
from .common import (
    FRACTION,
    STOP,
    WORKERS,
    add_scheduler_option,
    number,
    output_file,
    xpath_expression,
)


def _page_files(targets: list[str], config) -> list:
    """The pages of a page file or WARC record, or of every page of a folder, a WARC file or
    several WARC files (read as one crawl)."""
    from ..load.crawl import Crawl, discover_pages
    from ..load.warc import split_record_path

    for target in targets:
        if not Path(target).exists() and split_record_path(target) is None:
            raise TplxError(f"{target}: no such file or folder")
    return discover_pages(Crawl.of(targets), config.load).pages


def _rows_of_chunk(command: str, files: list, config, options) -> list[dict[str, Any]]:
    """One row per page: its extractor's result, or the reason it has none (a page that cannot
    be read, runs over its time budget or breaks the extractor never stops the batch)."""
    from ..load.read import load_page

    rows = []
    for file in files:
        row: dict[str, Any] = {"page": file.rel_path, "url": ""}

        def read_and_extract(file=file, row=row):
            # plain etree elements: the extractors use no lxml.html method, and its class
            # lookup costs 6% of their time (same results on 717 development pages)
            page = load_page(file, config.load)
            row["url"] = page.raw.url
            if page.raw.fetched:  # a page of a web archive: when it was fetched
                row["fetched"] = page.raw.fetched
            return EXTRACTORS[command](page.root, options, fetch_time(page.raw.fetched))

        try:  # reading and parsing count in the page's time budget, as in every batch stage
            row["result"] = within_budget(config.load.page_seconds, file.rel_path,
                                          read_and_extract)
        except PageError as exc:  # PageTooComplex (over a limit, its time included) too
            row["error"] = exc.reason
        except Exception as exc:  # noqa: BLE001 -- an extractor bug never stops the batch
            row["error"] = f"internal error ({type(exc).__name__}: {exc})"
        rows.append(row)
    return rows


def _xpath(node) -> str | None:
    return node.getroottree().getpath(node) if node is not None else None


def _content(root, args, _now) -> dict:
    from ..templatefree import extract_content

    r = extract_content(root, method=args.method, alpha=args.alpha, captions=args.captions)
    return {"text": r.text, "header": r.header, "xpath": _xpath(r.node), "method": r.method,
            "language": r.language, "reason": r.reason}


def _posts(root, args, now) -> dict:
    from ..templatefree import extract_posts

    r = extract_posts(root, alpha=args.alpha, beta=args.beta, now=now)
    return {"parent_xpath": _xpath(r.parent), "reason": r.reason,
            "anchor_kind": r.anchor_kind, "posts": [
        {"xpath": _xpath(p.node), "date": p.date.isoformat() if p.date else None,
         "date_text": p.date_text, "author": p.author, "text": p.body or p.text,
         "quotes": list(p.quotes), "signature": p.signature}
        for p in r.posts]}


def _meta(root, args, now) -> dict:
    from ..templatefree import extract_byline, extract_news

    r = extract_news(root, now=now)
    byline = extract_byline(root)
    return {"title": r.title.text, "title_xpath": _xpath(r.title.node),
            "title_source": r.title.source,
            "date": r.date.value.isoformat() if r.date.value else None,
            "date_text": r.date.text, "date_xpath": _xpath(r.date.node),
            "author": byline.text or None, "author_xpath": _xpath(byline.node),
            "author_source": byline.source, "valid": r.valid, "reason": r.reason}


def _records(root, args, _now) -> dict:
    from ..templatefree import key_records

    r = key_records(root, args.example, threshold=args.threshold)
    return {"example_xpath": _xpath(r.example), "reason": r.reason, "records": [
        {"xpath": _xpath(node), "similarity": round(sim, 4),
         "text": " ".join(" ".join(node.itertext()).split())}
        for node, sim in zip(r.records, r.similarities)]}


# how each anchor kind reads in the summary (the weak ones say so: check them)
FOUND_BY = {"date": "their dates", "post-id": "their ids", "permalink": "their permalinks",
            "number": "their numbers (#1, #2...)", "reply": "their reply buttons",
            "profile": "their authors' profile links",
            "records": "repeated boxes only (no date or post mark: check them)",
            "single": "one dated message with a post mark (a thread of one post)"}


def _summary_line(command: str, result: dict) -> str:
    if command == "content":
        text = result["text"]
        return (f"{len(text)} chars at {result['xpath']}: {text[:160]!r}" if text
                else f"no content ({result['reason']})")
    if command == "posts":
        if not result["posts"]:
            return f"no posts ({result['reason']})"
        n = len(result["posts"])
        lines = [f"{n} post{'s' if n != 1 else ''} under {result['parent_xpath']}, found by "
                 f"{FOUND_BY.get(result['anchor_kind'], result['anchor_kind'])}"]
        lines += [f"    {p['date'] or '?':<19}  {p['author'][:20]:<20}  {p['text'][:80]!r}"
                  for p in result["posts"]]
        return "\n".join(lines)
    if command == "meta":
        invalid = "" if result["valid"] else f"  [not valid: {result['reason']}]"
        return (f"title {result['title']!r} ({result['title_source'] or 'none'}), date "
                f"{result['date'] or 'none'}, author {result['author'] or 'none'}{invalid}")
    recs = result["records"]
    return (f"{len(recs)} records like {result['example_xpath']}" if recs
            else f"no records ({result['reason']})")


EXTRACTORS: dict[str, Callable[[Any, Any, datetime | None], dict]] = {
    "content": _content, "posts": _posts, "meta": _meta, "records": _records}
_OPTIONS = ("method", "alpha", "captions", "beta", "example", "threshold")  # extractors read


def _write_xml(path: Path, command: str, rows: list[dict]) -> None:
    """One ``<document name=URL>`` per page; every text cleaned of what XML cannot hold."""
    from lxml import etree

    from ..extract.export import atomic_path, clean_text

    def fill(element, value) -> None:
        if isinstance(value, dict):
            for key, item in value.items():
                items = item if isinstance(item, list) else [item]
                tag = key[:-1] if isinstance(item, list) and key.endswith("s") else key
                for entry in items:
                    if entry is not None:
                        fill(etree.SubElement(element, tag), entry)
        else:
            element.text = clean_text(str(value))

    root = etree.Element("tplx", format=f"tplx-{command}", version="1")
    for row in rows:
        doc = etree.SubElement(root, "document", name=clean_text(row["url"] or row["page"]))
        if row.get("fetched"):
            doc.set("fetched", clean_text(row["fetched"]))
        fill(doc, row.get("result") or {"error": row["error"]})
    with atomic_path(path) as tmp:
        etree.ElementTree(root).write(tmp, encoding="utf-8", xml_declaration=True,
                                      pretty_print=True)


def run(command: str, args) -> int:
    config = load_config(args.config)
    files = _page_files(args.target, config)
    options = argparse.Namespace(**{k: getattr(args, k) for k in _OPTIONS if hasattr(args, k)})
    rows: list[dict[str, Any]] = []

    def collect(_task, chunk_rows: list[dict]) -> None:
        rows.extend(chunk_rows)
        if not args.json and not args.out:
            for row in chunk_rows:
                body = row["error"] if "error" in row else _summary_line(command, row["result"])
                sys.stdout.write(f"{row['page']}: {body}\n")

    tasks = [(command, files[i:i + CHUNK], config, options) for i in range(0, len(files), CHUNK)]
    run_tasks(tasks, _rows_of_chunk, _rows_of_chunk, collect,
              workers=args.workers or 1 if len(files) > CHUNK else 1,
              reporter=Reporter(cancel_event=STOP), caller_works=False, ordered=True,
              preload=[__name__])
    if args.out:
        out = Path(args.out)
        if args.format == "xml":
            _write_xml(out, command, rows)
        else:
            from ..extract.export import atomic_path

            with atomic_path(out) as tmp, open(tmp, "w", encoding="utf-8") as fh:
                for row in rows:
                    fh.write(json.dumps(row, ensure_ascii=False) + "\n")
        if not args.json:
            sys.stdout.write(f"{len(rows)} pages -> {out}\n")
    if args.json:
        from .common import emit

        emit(args, {"command": command, "pages": rows}, "")
    return 0


def add_commands(sub, common: Callable) -> None:
    helps = {"content": "main content of each page (CEVC or the improved default)",
             "posts": "forum posts of each page (PEAN: text, date, author)",
             "meta": "title, publication date and author of each page",
             "records": "records similar to an example record (key-tree matching)"}
    for command, help_text in helps.items():
        p = sub.add_parser(command, help=help_text)
        p.add_argument("target", nargs="+", help="a page file, a crawl folder, a WARC / WARC.gz "
                       "file (or a folder of them, or several read as one crawl), or one WARC "
                       "record: FILE#OFFSET")
        if command == "content":
            p.add_argument("--method", choices=("default", "cevc"), default="default")
            p.add_argument("--alpha", type=FRACTION, default=0.5, help="CEVC's MCR threshold")
            p.add_argument("--no-captions", dest="captions", action="store_false",
                           help="leave figure captions and photo credits out of the text")
        if command == "posts":
            p.add_argument("--alpha", type=number(0), default=0.8, help="RMD threshold")
            p.add_argument("--beta", type=FRACTION, default=0.5, help="MPR threshold")
        if command == "records":
            p.add_argument("--example", required=True, type=xpath_expression,
                           help="XPath of one example record")
            p.add_argument("--threshold", type=FRACTION, default=0.8,
                           help="free-matching similarity above which a subtree is a record")
        p.add_argument("--out", type=output_file,
                       help="write results to this file instead of printing them")
        p.add_argument("--format", choices=("jsonl", "xml"), default="jsonl")
        p.add_argument("--workers", type=WORKERS, help="worker processes (default 1)")
        add_scheduler_option(p)
        p.add_argument("--config", help="engine options TOML file overlaying the defaults")
        common(p)
        p.set_defaults(func=lambda args, command=command: run(command, args))
