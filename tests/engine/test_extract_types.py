"""Field types (extract/types.py): values normalised, failures kept and flagged."""

import pytest

from tplx_engine.extract.types import check_type, convert
from tplx_engine.templatefree.dates import date_order


@pytest.mark.parametrize("value, value_type, expected", [
    (": Value Books ", "text", ("Value Books", True)),
    ("1,234.50", "number", ("1234.50", True)),
    ("1.234,5", "number", ("1234.5", True)),
    ("12 345", "number", ("12345", True)),
    ("about", "number", ("about", False)),
    ("$12.99", "price", ("USD 12.99", True)),
    ("12,99 €", "price", ("EUR 12.99", True)),
    ("March 2, 2010", "date", ("2010-03-02", True)),
    ("2008-05-01T10:30", "date", ("2008-05-01T10:30", True)),
    ("soon", "date", ("soon", False)),
    ("978-0-316-12558-1", "identifier", ("9780316125581", True)),
    ("978-0-316-12558-2", "identifier", ("978-0-316-12558-2", False)),  # check digit
    ("0-8044-2957-X", "identifier", ("080442957X", True)),
    ("SKU ab-12", "identifier", ("SKUAB12", True)),
    ("/covers/1.jpg", "url", ("https://shop.example/covers/1.jpg", True)),
    ("javascript:alert(1)", "url", ("javascript:alert(1)", False)),
])
def test_values_read_as_their_type(value, value_type, expected):
    assert convert(value, value_type, "https://shop.example/book/1") == expected


def test_unknown_type():
    with pytest.raises(ValueError, match="unknown field type"):
        check_type("money")


def test_the_date_order_comes_from_the_sites_values():
    assert date_order(["08/21/2012", "03/04/2012"]) == "mdy"
    assert date_order(["21.08.2012", "03.04.2012"]) == "dmy"
    assert date_order(["03/04/2012", "March 4, 2012"]) == ""
    assert convert("08/05/2012", "date", day_first=False) == ("2012-08-05", True)
    assert convert("08/05/2012", "date") == ("2012-05-08", True)


def test_an_archived_pages_relative_date_counts_from_its_fetch():
    from datetime import datetime

    from tplx_engine.extract.labels import Label
    from tplx_engine.extract.values import FieldValue, typed

    assert convert("3 days ago", "date", now=datetime(2024, 5, 6, 7, 8)) == ("2024-05-03", True)
    label = Label(field="DATE", template_id="t", target="t1", page_id="p", value_type="date")
    value = FieldValue("DATE", "t1", False, ("3 days ago",), ())
    assert typed(value, label, "http://x/", "2024-05-06T07:08:09Z").values == ("2024-05-03",)
    assert typed(value, label, "http://x/").values != ("2024-05-03",)  # a page file: today


@pytest.mark.parametrize("fetched,expected", [
    ("2024-05-06T07:08:09Z", (2024, 5, 6, 7, 8, 9)),
    ("2024-05-06T09:08:09+02:00", (2024, 5, 6, 7, 8, 9)),  # in UTC, as WARC-Dates are
    ("2024-05-06T07:08:09.123456Z", (2024, 5, 6, 7, 8, 9)),
    ("", None), (None, None), ("last Tuesday", None),
])
def test_fetch_time(fetched, expected):
    from tplx_engine.templatefree.dates import fetch_time

    got = fetch_time(fetched)
    assert (got.timetuple()[:6] if got else None) == expected
    assert got is None or got.tzinfo is None
