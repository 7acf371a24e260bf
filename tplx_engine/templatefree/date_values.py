"""Date values from the date recogniser's matches (``dates.py``): absolute dates with their
year, time of day and zone, and relative dates resolved against a reference time.

``build(m, kind, text, now, day_first, check_only)`` turns one match of the form ``kind`` into a
``DateMatch`` (or True when only checking), or None when its words are no date (a month
slot holding no month, a unit slot holding no unit, an impossible calendar date).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

from .date_words import (
    BARE_UNIT_MIN_LEN,
    BUDDHIST_ERA,
    CJK_UNITS,
    CJK_WEEKDAYS,
    DAY_WORDS,
    HINDI_MONTHS,
    HINDI_UNITS,
    JALALI_MONTHS,
    MARKED_UNITS,
    MONTHS,
    NOW_WORDS,
    ONE_WORDS,
    PAST_UNITS,
    THAI_MONTHS,
    THAI_UNITS,
    UNITS,
    WEEKDAYS,
    WORD_AMOUNTS,
    YEAR_BOUND_MONTHS,
    alternation,
)

_AMOUNT_RE = re.compile(rf"(\d+|(?:{alternation(ONE_WORDS)})(?![^\W\d_]))\s?([^\W\d_]{{1,12}})",
                        re.IGNORECASE)
_PRECEDING_TIME = re.compile(
    r"(?P<h>[01]?\d|2[0-3]):(?P<mi>[0-5]\d)(?::(?P<s>[0-5]\d))?\s?(?P<ap>[AaPp]\.?\s?[Mm]\.?)?"
    r"\s*(?:,|on|am|le|el|-)?\s*$", re.IGNORECASE)
_UNIT_SECONDS = {"s": 1, "m": 60, "h": 3600, "d": 86400, "w": 7 * 86400}


@dataclass(frozen=True)
class DateMatch:
    """One date found in a text: its value, where it is, and how it was written."""

    value: datetime  # naive wall-clock time as written (or resolved, for relative dates)
    start: int
    end: int
    text: str
    kind: str  # the form: 'ymd', 'dmy', 'dm', 'md', 'dmon', 'mond', 'ymon', 'vnd', ..., 'wdt'
    has_time: bool
    has_year: bool
    relative: bool
    utc_offset: timedelta | None = None

    @property
    def span(self) -> tuple[int, int]:
        return (self.start, self.end)

    def aware(self) -> datetime | None:
        """The value with its written zone, or None when no zone was written."""
        if self.utc_offset is None:
            return None
        return self.value.replace(tzinfo=timezone(self.utc_offset))


def _clock(g, p: str, cn: str | None = None) -> tuple[int, int, int] | None:
    hour = g.get(p + "h")
    if hour is None:
        return None
    h, mi, s = int(hour), int(g[p + "mi"]), int(g.get(p + "s") or 0)
    ap = (g.get(p + "ap") or "").lower().replace(".", "").replace(" ", "")
    if ap:
        if h > 12 or h == 0:
            return None
        h = h % 12 + (12 if ap in ("pm", "م") else 0)  # م: مساءً, evening
    if cn in ("下午", "晚上", "오후") and h < 12:
        h += 12
    return h, mi, s


def _safe(y: int, mo: int, d: int) -> datetime | None:
    try:
        return datetime(y, mo, d)
    except ValueError:
        return None


_WORD_BEFORE = re.compile(r"([^\W\d_]+)\.?,?\s*$")


def _weekday_before(text: str, start: int) -> int | None:
    """The weekday written before a date ("Thu, 03/04/2021"), Monday 0, or None."""
    before = _WORD_BEFORE.search(text, max(0, start - 16), start)
    return WEEKDAYS.get(before.group(1).lower()) if before else None


def _by_weekday(weekday: int, *readings: tuple[int, int, int]) -> tuple[int, int, int]:
    """The first of the (year, month, day) ``readings`` that falls on ``weekday``, else the
    first."""
    return next((r for r in readings if (day := _safe(*r)) and day.weekday() == weekday),
                readings[0])


def _year_for(mo: int, d: int, now: datetime) -> int:
    year = now.year
    candidate = _safe(year, mo, d)
    if candidate is None or candidate > now:
        year -= 1
    return year


def _two_digit_year(ys: str, reference: datetime) -> int:
    yy = int(ys.lstrip("'"))
    if len(ys.lstrip("'")) == 4:
        return yy
    return yy + (2000 if yy <= reference.year % 100 + 1 else 1900)


def _month(word: str) -> int | None:
    return MONTHS.get(word.lower().rstrip("."))


_NAMED = ("dmon", "mond", "dmonh", "mondh", "ymon", "ygdm")


def build(m: re.Match, kind: str, text: str, now: datetime | None, day_first: bool,
          check_only: bool = False):
    """The date of the match ``m`` of form ``kind`` (module docstring)."""
    g = m.groupdict()
    reference = now or datetime(2100, 1, 1)
    clock = None
    has_year = True
    offset = None
    if kind == "ymd":
        y, mo, d = int(g["ymd_y"]), int(g["ymd_m"]), int(g["ymd_d"])
        if g["ymd_sep"] in "年년" and not ("月" in m.group(0) or "월" in m.group(0)):
            return None
        clock = _clock(g, "ymd_", g.get("ymd_cn"))
        tz = g.get("tz")
        if tz:
            offset = timedelta(0) if tz.upper() == "Z" else _offset(tz)
    elif kind == "dmy":
        a, b, ys = int(g["dmy_a"]), int(g["dmy_b"]), g["dmy_y"]
        if len(ys) == 2 and ((len(g["dmy_a"]) != 2 or len(g["dmy_b"]) != 2) and (
                g["dmy_sep"] != "/") or " " in m.group(0)[:m.end("dmy_y") - m.start()]):
            return None  # "1.2.13" is a version number far more often than a date
        y = _two_digit_year(ys, reference)
        first = (a, b) if (day_first or g["dmy_sep"] == ".") else (b, a)
        d, mo = first
        if _safe(y, mo, d) is None:
            d, mo = mo, d
        elif (weekday := _weekday_before(text, m.start())) is not None:
            y, mo, d = _by_weekday(weekday, (y, mo, d), (y, d, mo))  # "Thu, 03/04/2021"
        if g.get("dmy_wk") and len(ys) == 2:  # 21/03/04(木): the year first where the day fits
            y, mo, d = _by_weekday(CJK_WEEKDAYS[g["dmy_wk"]], (y, mo, d), (
                _two_digit_year(g["dmy_a"], reference), b, int(ys)))
        clock = _clock(g, "dmy_")
    elif kind in ("dm", "md"):
        d, mo = int(g[kind + "_d"]), int(g[kind + "_m"])
        has_year = False
        y = _year_for(mo, d, reference)
        clock = _clock(g, kind + "_")
    elif kind in _NAMED:
        ys = g.get(kind + "_y")
        mo = _month(g[kind + "_m"])
        if mo is None and kind in ("dmon", "dmonh", "mond") and ys is not None and len(ys) == 4:
            mo = YEAR_BOUND_MONTHS.get(g[kind + "_m"].lower().rstrip("."))
        d = int(g[kind + "_d"])
        if mo is None:
            return None
        has_year = ys is not None
        y = _two_digit_year(ys, reference) if has_year else _year_for(mo, d, reference)
        clock = _clock(g, kind + "_")
    elif kind == "vnd":
        d, mo, ys = int(g["vnd_d"]), int(g["vnd_m"]), g.get("vnd_y")
        has_year = ys is not None
        y = int(ys) if has_year else _year_for(mo, d, reference)
        clock = _clock(g, "vnd_")
    elif kind == "hid":
        d, mo, ys = int(g["hid_d"]), HINDI_MONTHS[g["hid_m"]], g.get("hid_y")
        has_year = ys is not None
        y = int(ys) if has_year else _year_for(mo, d, reference)
        clock = _clock(g, "hid_")
    elif kind == "thd":
        d, mo, ys = int(g["thd_d"]), THAI_MONTHS[g["thd_m"]], g.get("thd_y")
        has_year = ys is not None
        y = (int(ys) - BUDDHIST_ERA * (int(ys) > 2400) if has_year
             else _year_for(mo, d, reference))
        clock = _clock(g, "thd_")
    elif kind == "jal":
        p = "jal_" if g.get("jal_y") is not None else "jald_"
        month = int(g["jal_m"]) if p == "jal_" else JALALI_MONTHS[g["jald_m"]]
        if int(g[p + "d"]) > (31 if month <= 6 else 30):
            return None
        y, mo, d = gregorian_of_jalali(int(g[p + "y"]), month, int(g[p + "d"]))
        clock = _clock(g, p)
    elif kind == "mony":
        mo = _month(g["mony_m"])
        if mo is None:
            return None
        y, d = int(g["mony_y"]), 1
    elif kind == "cnmd":
        mo, d = int(g["cnmd_m"]), int(g["cnmd_d"])
        has_year = False
        y = _year_for(mo, d, reference)
        clock = _clock(g, "cnmd_", g.get("cnmd_cn"))
    else:
        return _relative(m, g, kind, reference, check_only)
    value = _safe(y, mo, d)
    if value is None:
        return None
    if check_only:
        return True
    start, end = m.start(), m.end()
    if kind in ("dmon", "mond"):
        weekday = g.get(kind + "_wd")
        if weekday is not None and weekday.lower() not in WEEKDAYS:
            start = m.start(kind + "_d" if kind == "dmon" else kind + "_m")
    if clock is None:
        before = _PRECEDING_TIME.search(text, max(0, start - 16), start)
        if before is not None:
            clock = _clock(before.groupdict(), "")
            if clock is not None:
                start = before.start()
    if clock is not None:
        value = value.replace(hour=clock[0], minute=clock[1], second=clock[2])
    return DateMatch(value, start, end, text[start:end], kind, clock is not None, has_year,
                     False, offset)


def gregorian_of_jalali(year: int, month: int, day: int) -> tuple[int, int, int]:
    """The Gregorian (year, month, day) of a day of the Persian solar calendar (the
    arithmetic of its 33-year cycles, as calendar libraries compute it)."""
    days = (-355668 + 365 * (year + 1595) + (year + 1595) // 33 * 8
            + ((year + 1595) % 33 + 3) // 4 + day
            + ((month - 1) * 31 if month < 7 else (month - 7) * 30 + 186))
    gy = 400 * (days // 146097)
    days %= 146097
    if days > 36524:
        days -= 1
        gy += 100 * (days // 36524)
        days %= 36524
        if days >= 365:
            days += 1
    gy += 4 * (days // 1461)
    days %= 1461
    if days > 365:
        gy += (days - 1) // 365
        days = (days - 1) % 365
    leap = gy % 4 == 0 and gy % 100 != 0 or gy % 400 == 0
    lengths = (31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
    day_of_year, gm = days + 1, 1
    for length in lengths:
        if day_of_year <= length:
            break
        day_of_year -= length
        gm += 1
    return gy, gm, day_of_year


def _offset(tz: str) -> timedelta:
    sign = -1 if tz[0] == "-" else 1
    digits = tz[1:].replace(":", "")
    return sign * timedelta(hours=int(digits[:2]), minutes=int(digits[2:4]))


def _relative(m: re.Match, g, kind: str, now: datetime, check_only: bool):
    """Relative forms: 'word' (yesterday...), 'wdt' (weekday + time), 'rel', 'agow' and
    'cnago' (amounts before now)."""
    if kind == "word":
        word = g["word_w"].lower()
        if check_only:
            return True
        day = (now + timedelta(days=DAY_WORDS.get(word, 0))).replace(microsecond=0)
        clock = _clock(g, "word_")
        if clock is not None:
            day = day.replace(hour=clock[0], minute=clock[1], second=clock[2])
        elif word not in NOW_WORDS:
            day = day.replace(hour=0, minute=0, second=0)
        return DateMatch(day, m.start(), m.end(), m.group(0), kind,
                         clock is not None or word in NOW_WORDS, True, True)
    if kind == "wdt":
        weekday = WEEKDAYS.get(g["wdt_wd"].lower())
        clock = _clock(g, "wdt_")
        if weekday is None or clock is None:
            return None
        if check_only:
            return True
        day = now.replace(hour=clock[0], minute=clock[1], second=clock[2], microsecond=0)
        day -= timedelta(days=(now.weekday() - weekday) % 7)
        if day > now:
            day -= timedelta(days=7)
        return DateMatch(day, m.start(), m.end(), m.group(0), kind, True, True, True)
    amounts = _amounts(g, kind)
    if not amounts:
        return None
    if check_only:
        return True
    months = sum(n * (12 if unit == "y" else 1) for n, unit in amounts if unit in ("mo", "y"))
    seconds = sum(n * _UNIT_SECONDS[unit] for n, unit in amounts if unit not in ("mo", "y"))
    try:  # "12345 months ago", "99999999 days ago": before year 1, no date
        value = now - timedelta(seconds=seconds)
        if months:
            y, mo = divmod(value.year * 12 + value.month - 1 - months, 12)
            value = value.replace(year=y, month=mo + 1, day=min(value.day, 28))
    except (OverflowError, ValueError):
        return None
    timed = amounts[-1][1] in ("s", "m", "h")
    # "5 days ago" names a day, not the run's time of day five days back (as "yesterday")
    value = value.replace(microsecond=0) if timed else value.replace(hour=0, minute=0,
                                                                      second=0, microsecond=0)
    return DateMatch(value, m.start(), m.end(), m.group(0), kind, timed, True, True)


def _amounts(g, kind: str) -> list[tuple[int, str]] | None:
    """[(n, unit)] of a relative date, or None when a word is no unit or nothing marks the
    amounts as past (a single amount needs "ago", "vor"...; two are read as an age)."""
    if kind == "agow":
        return [WORD_AMOUNTS[g["agow_w"]]]
    if kind == "cnago":
        if g.get("thago_n") is not None:
            return [(int(g["thago_n"]), THAI_UNITS[g["thago_u"]])]
        if g.get("hiago_n") is not None:
            return [(int(g["hiago_n"]), HINDI_UNITS[g["hiago_u"]])]
        return [(int(g["cnago_n"]), CJK_UNITS[g["cnago_u"]])]
    amounts = _AMOUNT_RE.findall(g["rel_body"])
    marked = (g.get("rel_pre") is not None or g.get("rel_suf") is not None
              or any(word.lower() in PAST_UNITS for _, word in amounts))
    out = []
    marked_units = MARKED_UNITS.get((g.get("rel_pre") or "").lower(), {})
    for number, word in amounts:
        unit = marked_units.get(word.lower()) or UNITS.get(word.lower())
        if unit is None or (not marked and len(word) < BARE_UNIT_MIN_LEN):
            return None
        out.append((int(number) if number.isdigit() else 1, unit))
    if not out or (not marked and len(out) < 2):
        return None
    return out

