"""``tplx content | posts | meta | records``: the template-free extractors on a page or a crawl.

Each command takes a page file or a crawl folder, runs one extractor per page and prints a
readable summary, or with ``--json`` one JSON document, or with ``--out FILE`` writes one JSON
line per page (``--format jsonl``) or an XML document (``--format xml``). A page that cannot be
read is reported with its reason and the batch goes on.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from ..budget import within_budget
from ..config import load_config
from ..errors import PageError, TplxError
from .common import FRACTION, number, output_file, xpath_expression


def _pages(target: Path, config) -> Iterator[Any]:
    """The page files (``load.read.PageFile``) of a page file or WARC record, or of every page
    of a folder or WARC file."""
    from ..load.crawl import discover_pages
    from ..load.warc import split_record_path

    if not target.exists() and split_record_path(str(target)) is None:
        raise TplxError(f"{target}: no such file or folder")
    yield from discover_pages(target, config.load).pages


def _page_row(file, extractor, args, config) -> dict[str, Any]:
    """One page's row: ``{"page", "url", "result"}``, or ``"error"`` when it cannot be read,
    is over a limit (reading and parsing count in its time budget, as in every batch stage),
    or the extractor fails on it."""
    from ..load.read import load_page

    row: dict[str, Any] = {"page": file.rel_path, "url": ""}

    def read_and_extract():
        page = load_page(file, config.load, html_classes=True)
        row["url"] = page.raw.url
        return extractor(page.root, args)

    try:
        row["result"] = within_budget(config.load.page_seconds, file.rel_path,
                                      read_and_extract)
    except PageError as exc:  # PageTooComplex (over a limit, its time included) too
        row["error"] = exc.reason
    except Exception as exc:  # noqa: BLE001 -- an extractor bug on one page never stops a batch
        row["error"] = f"internal error ({type(exc).__name__}: {exc})"
    return row


def _xpath(node) -> str | None:
    return node.getroottree().getpath(node) if node is not None else None


def _content(root, args) -> dict:
    from ..templatefree import extract_content

    r = extract_content(root, method=args.method, alpha=args.alpha)
    return {"text": r.text, "xpath": _xpath(r.node), "method": r.method, "language": r.language,
            "reason": r.reason}


def _posts(root, args) -> dict:
    from ..templatefree import extract_posts

    r = extract_posts(root, alpha=args.alpha, beta=args.beta)
    return {"parent_xpath": _xpath(r.parent), "reason": r.reason,
            "anchor_kind": r.anchor_kind, "posts": [
        {"xpath": _xpath(p.node), "date": p.date.isoformat() if p.date else None,
         "date_text": p.date_text, "author": p.author, "text": p.body or p.text,
         "quotes": list(p.quotes), "signature": p.signature}
        for p in r.posts]}


def _meta(root, args) -> dict:
    from ..templatefree import extract_byline, extract_news

    r = extract_news(root)
    byline = extract_byline(root)
    return {"title": r.title.text, "title_xpath": _xpath(r.title.node),
            "title_source": r.title.source,
            "date": r.date.value.isoformat() if r.date.value else None,
            "date_text": r.date.text, "date_xpath": _xpath(r.date.node),
            "author": byline.text or None, "author_xpath": _xpath(byline.node),
            "author_source": byline.source, "valid": r.valid, "reason": r.reason}


def _records(root, args) -> dict:
    from ..templatefree import key_records

    r = key_records(root, args.example, threshold=args.threshold)
    return {"example_xpath": _xpath(r.example), "reason": r.reason, "records": [
        {"xpath": _xpath(node), "similarity": round(sim, 4),
         "text": " ".join(" ".join(node.itertext()).split())}
        for node, sim in zip(r.records, r.similarities)]}


def _summary_line(command: str, result: dict) -> str:
    if command == "content":
        text = result["text"]
        return (f"{len(text)} chars at {result['xpath']}: {text[:160]!r}" if text
                else f"no content ({result['reason']})")
    if command == "posts":
        if not result["posts"]:
            return f"no posts ({result['reason']})"
        lines = [f"{len(result['posts'])} posts under {result['parent_xpath']}"]
        lines += [f"    {p['date'] or '?':<19}  {p['author'][:20]:<20}  {p['text'][:80]!r}"
                  for p in result["posts"]]
        return "\n".join(lines)
    if command == "meta":
        return (f"title {result['title']!r} ({result['title_source'] or 'none'}), date "
                f"{result['date'] or 'none'}, author {result['author'] or 'none'}" + ("" if result["valid"] else
                                                  f"  [not valid: {result['reason']}]"))
    recs = result["records"]
    return (f"{len(recs)} records like {result['example_xpath']}" if recs
            else f"no records ({result['reason']})")


EXTRACTORS: dict[str, Callable[[Any, Any], dict]] = {
    "content": _content, "posts": _posts, "meta": _meta, "records": _records}


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
        fill(doc, row.get("result") or {"error": row["error"]})
    with atomic_path(path) as tmp:
        etree.ElementTree(root).write(tmp, encoding="utf-8", xml_declaration=True,
                                      pretty_print=True)


def run(command: str, args) -> int:
    config = load_config(args.config)
    extractor = EXTRACTORS[command]
    rows = []
    for file in _pages(Path(args.target), config):
        row = _page_row(file, extractor, args, config)
        rows.append(row)
        if not args.json and not args.out:
            body = row["error"] if "error" in row else _summary_line(command, row["result"])
            sys.stdout.write(f"{file.rel_path}: {body}\n")
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
        p.add_argument("target", help="a page file, a crawl folder, a WARC / WARC.gz file (or "
                                       "a folder of them), or one WARC record: FILE#OFFSET")
        if command == "content":
            p.add_argument("--method", choices=("default", "cevc"), default="default")
            p.add_argument("--alpha", type=FRACTION, default=0.5, help="CEVC's MCR threshold")
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
        p.add_argument("--config", help="engine options TOML file overlaying the defaults")
        common(p)
        p.set_defaults(func=lambda args, command=command: run(command, args))
