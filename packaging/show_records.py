"""Print the first extracted records of a tplx XML export, shortened: what `make run` shows
after it extracted the demo crawl without a display.

    python packaging/show_records.py out/demo.xml [--count 3] [--width 60]

One record per template (the first page of each), so the sample shows different kinds of page; of a repeated field
only the first value and how many more.
"""

from __future__ import annotations

import argparse
import sys
import unicodedata

from lxml import etree


def _short(text: str, width: int) -> str:
    """``text`` on one line, cut to ``width`` terminal columns (CJK characters take two)."""
    text = " ".join(text.split())
    columns = 0
    for end, char in enumerate(text):
        columns += 2 if unicodedata.east_asian_width(char) in "WF" else 1
        if columns > width - 1:
            return text[:end] + "…"
    return text


def first_records(path: str, count: int) -> list[etree._Element]:
    """The first ``<document>`` of each of the first ``count`` templates, read as a stream."""
    seen: set[str] = set()
    records = []
    for _, element in etree.iterparse(path, tag="document"):
        template = element.get("template", "")
        if template not in seen and len(element):
            seen.add(template)
            records.append(element)
            if len(records) == count:
                break
        else:
            element.clear()
    return records


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("xml", help="an XML file written by tplx extract")
    parser.add_argument("--count", type=int, default=3, help="records to show (default 3)")
    parser.add_argument("--width", type=int, default=60, help="characters per value (default 60)")
    args = parser.parse_args(argv)
    try:
        records = first_records(args.xml, args.count)
    except (OSError, etree.XMLSyntaxError) as error:
        print(f"show_records: {args.xml}: {error} (run tplx extract first)", file=sys.stderr)
        return 1
    for record in records:
        where = (f"template={record.get('template')}" if record.get("template")
                 else f"source={record.get('source')}")  # a page no template fits
        print(f"<document page={record.get('page')} {where}>")
        values: dict[str, list[str]] = {}
        for field in record:
            values.setdefault(field.tag, []).append("".join(field.itertext()))
        for name, texts in values.items():
            more = f"  (+{len(texts) - 1} more)" if len(texts) > 1 else ""
            print(f"  {name:<12} {_short(texts[0], args.width)}{more}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
