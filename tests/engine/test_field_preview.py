"""A field's options tried on values read once (extract/preview.py): what ``written`` gives is
what extraction writes with those options, and the preview's pages start with the field's
examples and spread over the whole cluster."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

from tplx_engine.extract.labels import Label
from tplx_engine.extract.preview import ReadValues, preview_pages, read_as_text, written
from tplx_engine.extract.values import FieldValue

LABEL = Label("DATE", "t1", "E3:2", value_type="text")


def _page(url: str, *values: str) -> ReadValues:
    return ReadValues(url, url, FieldValue("DATE", "E3:2", True, values, ()))


PAGES = [_page("http://s/a", "Published 08/21/2012", "Updated 09/01/2012"),
         _page("http://s/b", "Published 12/25/2013"),
         ReadValues("http://s/c", "http://s/c", None, "failed: not HTML")]


def test_options_apply_to_the_values_read_as_they_do_in_extraction():
    assert [v.values if v else None for v in written(PAGES, LABEL)] == [
        ("Published 08/21/2012", "Updated 09/01/2012"), ("Published 12/25/2013",), None]
    cut = replace(LABEL, clean=r"(\d\d/\d\d/\d{4})", values="join", join_with=" + ")
    assert [v.values for v in written(PAGES[:2], cut)] == [("08/21/2012 + 09/01/2012",),
                                                           ("12/25/2013",)]
    first = replace(LABEL, values="first")
    assert [v.values for v in written(PAGES[:2], first)] == [("Published 08/21/2012",),
                                                             ("Published 12/25/2013",)]


def test_a_new_date_type_learns_the_order_from_the_values_read():
    dates = written(PAGES[:2], replace(LABEL, value_type="date"))  # 08/21: month first
    assert [v.values for v in dates] == [("2012-08-21", "2012-09-01"), ("2013-12-25",)]
    ambiguous = [_page("http://s/d", "01/02/2013")]
    assert written(ambiguous, replace(LABEL, value_type="date"))[0].values == ("2013-02-01",)
    kept = written(ambiguous, replace(LABEL, value_type="date", date_order="mdy"))
    assert kept[0].values == ("2013-01-02",)  # the order the cluster taught is kept


def test_values_failing_the_type_are_kept_and_listed():
    (value,) = written([_page("http://s/a", "n/a")], replace(LABEL, value_type="price"))
    assert value.values == ("n/a",) and value.invalid == ("n/a",)


def test_reading_as_text_drops_every_option():
    shaped = replace(LABEL, value_type="date", values="join", clean="x", date_order="mdy")
    assert read_as_text(shaped) == replace(LABEL, values="all")


def test_preview_pages_are_the_examples_then_spread_over_the_cluster():
    template = SimpleNamespace(members=tuple(f"p{i:03}" for i in range(100)))
    label = replace(LABEL, examples=(("p050", "x"), ("gone", "y"), ("p050", "x")))
    chosen = preview_pages(template, label, n=5)
    assert chosen[0] == "p050" and len(chosen) == len(set(chosen)) == 5
    assert chosen[1:] == ["p000", "p024", "p049", "p075"]  # not the pages next to it
    assert preview_pages(SimpleNamespace(members=("a", "b")), LABEL, n=20) == ["a", "b"]
