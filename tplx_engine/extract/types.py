"""Field types: each value is normalised and checked as the analyst declared (issue 12 item 4).

``text`` keeps the value as read (whitespace collapsed, separators around it stripped). The
other types normalise to one canonical form, and a value that cannot be read as its type is
*kept as read* and counted as a type failure in the field report (extract/quality.py): a
failure is something to look at, not something to hide.

- ``number``: ``1,234.5`` / ``1.234,5`` / ``1 234`` -> ``1234.5`` (the last of ``.``/``,`` is
  the decimal mark when followed by 1-2 digits).
- ``price``: a number with its currency kept in front when written (``$12.99`` -> ``USD 12.99``,
  ``12,99 €`` -> ``EUR 12.99``; a sign we do not know stays as written).
- ``date``: ISO 8601 (``2008-03-01``, with the time when written), read by
  templatefree.dates' parser; an ambiguous numeric date is read day first unless the field's
  ``date_order`` is 'mdy' (learnt from the cluster's values when the field is typed: one
  ``08/21/2012`` tells).
- ``identifier``: letters and digits only, upper-case (``978-0-316-12558-1`` ->
  ``9780316125581``); an ISBN-10/13 is checked by its check digit.
- ``url``: absolute (resolved against the page URL), ``http(s)`` only.
"""

from __future__ import annotations

import re
from datetime import datetime
from urllib.parse import urljoin, urlsplit

from ..templatefree.dates import find_dates

TYPES = ("text", "number", "price", "date", "identifier", "url")
EDGE = " :：|·•-–—,;"
CURRENCIES = {"$": "USD", "US$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "￥": "CNY",
              "₹": "INR", "₩": "KRW", "CHF": "CHF", "USD": "USD", "EUR": "EUR", "GBP": "GBP",
              "CNY": "CNY", "RMB": "CNY", "元": "CNY", "JPY": "JPY", "CAD": "CAD", "AUD": "AUD"}
_NUMBER = re.compile(r"[-+]?\d[\d.,\s\u00a0\u202f']*")
_CURRENCY = re.compile("|".join(re.escape(c) for c in sorted(CURRENCIES, key=len, reverse=True)))


def check_type(value_type: str) -> str:
    if value_type not in TYPES:
        raise ValueError(f"unknown field type {value_type!r}; use one of {', '.join(TYPES)}")
    return value_type


def clean(value: str) -> str:
    return " ".join(value.split()).strip(EDGE)


def convert(value: str, value_type: str, page_url: str = "", day_first: bool = True,
            now: datetime | None = None) -> tuple[str, bool]:
    """(normalised value, whether it is a valid value of the type). ``day_first``: how to
    read an ambiguous numeric date (``date_order``); ``now``: what a relative date ("3 days
    ago") counts from (an archived page's fetch time; None: the run's)."""
    value = clean(value)
    if value_type == "text" or not value:
        return value, bool(value)
    if value_type == "date":
        converted = _date(value, day_first, now)
    else:
        converted = _CONVERTERS[value_type](value, page_url)
    return (converted, True) if converted is not None else (value, False)




def _number(value: str, _url: str = "") -> str | None:
    match = _NUMBER.search(value)
    if match is None:
        return None
    digits = re.sub(r"[\s\u00a0\u202f']", "", match.group()).rstrip(".,")
    last_dot, last_comma = digits.rfind("."), digits.rfind(",")
    mark = max(last_dot, last_comma)
    if mark >= 0 and 1 <= len(digits) - mark - 1 <= 2:
        whole, fraction = digits[:mark], digits[mark + 1:]
    else:
        whole, fraction = digits, ""
    whole = whole.replace(".", "").replace(",", "")
    if not whole.lstrip("+-").isdigit():
        return None
    return f"{int(whole)}.{fraction}" if fraction else str(int(whole))


def _price(value: str, _url: str = "") -> str | None:
    number = _number(value)
    if number is None:
        return None
    currency = _CURRENCY.search(value)
    return f"{CURRENCIES[currency.group()]} {number}" if currency else number


def _date(value: str, day_first: bool = True, now: datetime | None = None) -> str | None:
    found = find_dates(value, now, day_first)
    if not found:
        return None
    date = found[0]
    if not date.has_year:
        return None
    if date.has_time:
        return date.value.isoformat(timespec="minutes")
    return date.value.date().isoformat()


def _identifier(value: str, _url: str = "") -> str | None:
    compact = re.sub(r"[^0-9A-Za-z]", "", value.split(":")[-1]).upper()
    if not compact:
        return None
    if compact.isdigit() and len(compact) == 13 and compact[:3] in ("978", "979"):
        total = sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(compact[:12]))
        return compact if (10 - total % 10) % 10 == int(compact[12]) else None
    if len(compact) == 10 and compact[:9].isdigit() and (compact[9].isdigit()
                                                        or compact[9] == "X"):
        total = sum((10 - i) * int(d) for i, d in enumerate(compact[:9]))
        check = (11 - total % 11) % 11
        return compact if ("X" if check == 10 else str(check)) == compact[9] else None
    return compact


def _url(value: str, page_url: str = "") -> str | None:
    absolute = urljoin(page_url, value) if page_url else value
    parts = urlsplit(absolute)
    return absolute if parts.scheme in ("http", "https") and parts.netloc else None


_CONVERTERS = {"number": _number, "price": _price, "identifier": _identifier, "url": _url}
