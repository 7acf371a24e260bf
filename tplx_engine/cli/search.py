"""``tplx search PROJECT "query" [--field F] [--template T] [--limit N]``: the values the
latest extraction wrote, best first (jobs/search.py, docs/search.md). ``add_commands(subparsers,
common)`` adds the command to the ``tplx`` parser."""

from __future__ import annotations

from ..jobs.search import search
from .common import emit, integer, open_project

TEXT_MARKS = ("«", "»")  # around each match in the text output


def cmd_search(args) -> int:
    with open_project(args.project) as project:
        result = search(project, args.query, field=args.field, template_id=args.template,
                        limit=args.limit)
    hits = result.hits
    lines = [f"{len(hits)} hit{'s' if len(hits) != 1 else ''} for {args.query!r}"
             + (f" (the best {args.limit}; --limit for more)" if len(hits) == args.limit else "")
             + f" in {result.indexed} extracted values"]
    for n, hit in enumerate(hits, 1):
        where = hit.field + (f" [{hit.position + 1}]" if hit.position else "")  # as the GUI
        lines.append(f"{n:>3}. {hit.page_id}  {where}  ({hit.template_id or 'template-free'})")
        if hit.url and hit.url != hit.page_id:
            lines.append(f"     {hit.url}")
        lines.append(f"     {hit.marked(*TEXT_MARKS)}")
    emit(args, {"command": "search", "project": str(args.project), "query": args.query,
                "fts_query": result.query.match, "substrings": list(result.query.substrings),
                "field": args.field, "template": args.template, "limit": args.limit,
                "indexed_values": result.indexed,
                "hits": [{"rank": n, "page": h.page_id, "url": h.url, "template": h.template_id,
                          "field": h.field, "position": h.position, "crawl": h.crawl,
                          "score": h.score, "snippet": h.snippet,
                          "matches": [list(span) for span in h.spans]}
                         for n, h in enumerate(hits, 1)]},
         "\n".join(lines) + "\n")
    return 0


def add_commands(subparsers, common) -> None:
    p = subparsers.add_parser("search", help="search the values the latest extraction wrote")
    p.add_argument("project", help="the project file (.tplx); tplx extract fills its index")
    p.add_argument("query", help='words to find, any case, each as a substring (Chinese too); '
                                 'or an FTS5 expression: "a phrase", x OR y, x NOT y')
    p.add_argument("--field", metavar="F", help="only the values of this field")
    p.add_argument("--template", metavar="T", help="only the values extracted with this "
                                                   "template (its id)")
    p.add_argument("--limit", metavar="N", type=integer(1, 10_000), default=20,
                   help="at most N hits (default 20)")
    common(p)
    p.set_defaults(func=cmd_search)
