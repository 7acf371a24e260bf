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
