"""Date recogniser for post anchors and publication dates (SPEC §7; source 002 §3.3.2, fig. 3-4).

The source's regex covers ``2014-06-12 10:10:20``, ``2014/06/12 10:10`` and
``2014/6/12 10:10:20``. SPEC §7 leaves the other forms open; this module also recognises:

- ISO 8601 with ``T``, fractions and a zone (``2011-12-03T17:27:18-05:00``, ``...Z``);
- numeric day-first or month-first dates: ``12.06.2014, 10:10``, ``29/07/2004, 19h46``,
  ``10-04-2017, 11:00 AM``, ``15/05/19``, ``3/6/14`` (two-digit years only with two-digit day
  and month, or with slashes: ``1.2.13`` is a version), ``12.01., 10:10`` (no year, a time);
- month names in the languages of ``date_words.py`` (English, German, French, Spanish, Italian,
  Portuguese, Dutch, Swedish, Danish/Norwegian, Polish, Czech, Russian, Turkish), with or
  without a year and a weekday, spaced or hyphenated: ``June 12, 2014 10:10 AM``,
  ``12 Jun 2014``, ``Jun 12th, 2014``, ``12. Juni 2014``, ``12-Jan-2014``, ``Jan 12, '14``,
  ``12 Jan 14``, ``12 января 2014``, ``Sunday 8th March``, ``September 2019``;
- Chinese ``2014年6月12日 10:10`` (also 上午/下午) and ``6月12日``;
- relative dates resolved against a reference time, in those languages, with one or more
  amounts: ``3 hours ago``, ``1 year, 2 months ago``, ``vor 3 Std.``, ``vor 10 Monaten 3
  Wochen``, ``10 Monate 3 Wochen``, ``il y a 3 h``, ``hace 2 días``, ``2 giorni fa``,
  ``3 dagen geleden``, ``3 дня назад``, ``yesterday``, ``gestern, 10:10``, ``昨天 10:10``,
  ``3天前``, ``刚刚``, and a weekday with a time (``Thursday at 3:46 PM``: the last such day).

A time of day written just before a date (``11:43pm On Apr 23``) is attached to it.
A date without a year takes the latest year that does not put it after the reference time.
Ambiguous numeric dates (``04/06/2019``) are read day-first unless ``day_first=False`` or the
day-first reading is impossible. Values are naive wall-clock datetimes as written; a written
zone is kept in ``DateMatch.utc_offset``.

All patterns are compiled once; a text without a digit and without a relative word is rejected
by one cheap search, and the large pattern only runs in windows around cheap hints. Word slots
(month, weekday, unit) match any short word, checked against the tables afterwards; when a
match's words fail, the forms after it are tried at the same place ("3 hours" is no day and
month, but it starts "3 hours ago").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

from .date_words import (
    BARE_UNIT_MIN_LEN,
    DAY_WORDS,
    MONTHS,
    NOW_WORDS,
    ONE_WORDS,
    PREFIXES,
    SUFFIXES,
    UNITS,
    WEEKDAYS,
)

_WORD = r"[^\W\d_]{2,13}"
_MON = r"[^\W\d_]{3,12}\.?"
_ORD = r"(?:st|nd|rd|th|er|e|º)?"
_TIME = (r"(?P<{p}h>[01]?\d|2[0-3])\s?(?::|：|h|時|时)\s?(?P<{p}mi>[0-5]\d)"
         r"(?::(?P<{p}s>[0-5]\d)(?:[.,]\d+)?)?"
         r"(?:\s?(?P<{p}ap>[AaPp]\.?\s?[Mm]\.?)(?![A-Za-z]))?(?:\s?Uhr)?")
_CONNECT = r"(?:\s*(?:,|\bat\b|\bum\b|\bà\b|\ba las\b|\balle\b|\bom\b|-|–|@|\||/)?\s*)"


def _time(prefix: str) -> str:
    return _TIME.format(p=prefix)


def _alternation(words) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


def _first(words, digits: bool = False) -> str:
    """A lookahead on the first character: the engine tries each form at every position,
    and most positions fail here at once."""
    chars = {w[0].lower() for w in words} | {w[0].upper() for w in words}
    return "(?=[" + ("\\d" if digits else "") + re.escape("".join(sorted(chars))) + "])"


_ZONE = r"(?P<tz>Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?"
_YEAR = r"(?:19|20)\d\d"
_ONE = _alternation(ONE_WORDS)
_AMOUNT = rf"(?:\d+|(?:{_ONE})(?![^\W\d_]))\s?[^\W\d_]{{1,12}}\.?"
_AND = r"(?:\s*(?:,|\band\b|\bund\b|\bet\b|\by\b|\be\b|\ben\b|\bi\b|\bog\b|\boch\b|\bve\b)?\s*)"

_PATTERNS = [
    # 2014-06-12T10:10:20+02:00, 2014-06-12 10:10:20, 2014/6/12 10:10, 2014.06.12, 2014年6月12日
    ("ymd", (rf"(?<![\d.])(?P<ymd_y>{_YEAR})\s?(?P<ymd_sep>[-/.年])\s?(?P<ymd_m>1[0-2]|0?[1-9])"
            rf"\s?(?:(?P=ymd_sep)|月)\s?(?P<ymd_d>3[01]|[12]\d|0?[1-9])(?![\d])\s?[日号]?"
            rf"(?:(?:T|{_CONNECT}|\s*(?P<ymd_cn>上午|下午|晚上|凌晨)\s*){_time('ymd_')}{_ZONE})?")),
    # 12.06.2014, 12/06/2014 10:10, 10-04-2017, 11:00 AM, 15/05/19
    ("dmy", (rf"(?<![\d.:/-])(?P<dmy_a>3[01]|[12]\d|0?[1-9])(?P<dmy_sep>[./-])"
            rf"(?P<dmy_b>3[01]|[12]\d|0?[1-9])(?P=dmy_sep)(?P<dmy_y>{_YEAR}|\d\d)"
            rf"(?![\d]|[./-]\d)(?:{_CONNECT}{_time('dmy_')})?")),
    # 12.01., 10:10 (German, no year: only with a time)
    ("dm", (rf"(?<![\d.:/-])(?P<dm_d>3[01]|[12]\d|0[1-9])\.(?P<dm_m>1[0-2]|0[1-9])\.(?!\d)"
            rf"\s*,?\s*(?:um\s+)?{_time('dm_')}")),
    # 12-Jan-2014, 12/Jan/14 [10:10]
    ("dmonh", (rf"(?<![\w.])(?P<dmonh_d>3[01]|[12]\d|0?[1-9])(?P<dmonh_sep>[-/])"
               rf"(?P<dmonh_m>[^\W\d_]{{3,12}})(?P=dmonh_sep)(?P<dmonh_y>{_YEAR}|\d\d)(?!\d)"
               rf"(?:{_CONNECT}{_time('dmonh_')})?")),
    # Jan-12-2014 [10:10]
    ("mondh", (rf"(?<![\w.])(?P<mondh_m>[^\W\d_]{{3,12}})(?P<mondh_sep>[-/])"
               rf"(?P<mondh_d>3[01]|[12]\d|0?[1-9])(?P=mondh_sep)(?P<mondh_y>{_YEAR}|\d\d)(?!\d)"
               rf"(?:{_CONNECT}{_time('mondh_')})?")),
    # [Sunday,] 12[th][.] June[,] [2014 | 14][, at 10:10 AM]
    ("dmon", (rf"(?<![\w.])(?:(?P<dmon_wd>{_WORD})\.?,?\s+)?(?P<dmon_d>3[01]|[12]\d|0?[1-9]){_ORD}\.?"
             rf"\s+(?:de\s+)?(?P<dmon_m>{_MON})(?![^\W\d_])"
             rf"(?:,?\s+(?:de\s+)?(?P<dmon_y>{_YEAR}|'?\d\d(?![\d:.hH]))(?!\d))?"
             rf"(?:{_CONNECT}{_time('dmon_')})?")),
    # [Thursday,] June 12[th][,] [2014 | '14][ at 10:10 AM]
    ("mond", (rf"(?<![\w.])(?:(?P<mond_wd>{_WORD})\.?,?\s+)?(?P<mond_m>{_MON})\s+"
             rf"(?P<mond_d>3[01]|[12]\d|0?[1-9]){_ORD}(?![\d:])"
             rf"(?:,?\s+(?P<mond_y>{_YEAR}|'\d\d)(?!\d))?(?:{_CONNECT}{_time('mond_')})?")),
    # September 2019
    ("mony", (rf"(?<![\w.])(?P<mony_m>{_MON})\s+(?P<mony_y>{_YEAR})(?![\d])")),
    # 6月12日 10:10 (no year)
    ("cnmd", (rf"(?<![\d年])(?P<cnmd_m>1[0-2]|0?[1-9])月(?P<cnmd_d>3[01]|[12]\d|0?[1-9])[日号]"
             rf"(?:\s*(?P<cnmd_cn>上午|下午|晚上|凌晨)?\s*{_time('cnmd_')})?")),
    # 3 hours ago, 1 year, 2 months ago, vor 3 Std., il y a 3 h, 2 giorni fa, 3 дня назад,
    # 10 Monate 3 Wochen
    ("rel", (rf"{_first([*ONE_WORDS, *PREFIXES], digits=True)}(?<![^\W_])(?:(?P<rel_pre>{_alternation(PREFIXES)})\s+)?"
             rf"(?P<rel_body>{_AMOUNT}(?:{_AND}{_AMOUNT}){{0,2}})"
             rf"(?:\s+(?P<rel_suf>{_alternation(SUFFIXES)})(?![^\W_]))?")),
    ("cnago", (r"(?P<cnago_n>\d+)\s*(?P<cnago_u>秒|分钟|分鐘|小时|小時|天|周|週|个月|個月|年)前")),
    # yesterday [at 10:10], gestern, 10:10, 昨天 10:10, today, heute, 今天, just now, 刚刚
    ("word", (rf"{_first(DAY_WORDS)}(?<![^\W_])(?P<word_w>{_alternation(DAY_WORDS)})(?![^\W_])"
              rf"(?:{_CONNECT}{_time('word_')})?")),
    # Thursday at 3:46 PM, Sat 10:10 (the last such day)
    ("wdt", (rf"{_first(WEEKDAYS)}(?<![^\W_])(?P<wdt_wd>{_WORD})\.?,?{_CONNECT}{_time('wdt_')}")),
]
_KINDS = tuple(name for name, _ in _PATTERNS)
_DATE_RE = re.compile("|".join(f"(?P<{name}>{rx})" for name, rx in _PATTERNS), re.IGNORECASE)
_SINGLE = {name: re.compile(f"(?P<{name}>{rx})", re.IGNORECASE) for name, rx in _PATTERNS}
_AMOUNT_RE = re.compile(rf"(\d+|(?:{_ONE})(?![^\W\d_]))\s?([^\W\d_]{{1,12}})", re.IGNORECASE)
_PRECEDING_TIME = re.compile(
    r"(?P<h>[01]?\d|2[0-3]):(?P<mi>[0-5]\d)(?::(?P<s>[0-5]\d))?\s?(?P<ap>[AaPp]\.?\s?[Mm]\.?)?"
    r"\s*(?:,|on|am|le|el|-)?\s*$", re.IGNORECASE)
_RELATIVE_WORDS = ("(?<![^\\W_])" + _first([*DAY_WORDS, *SUFFIXES, *PREFIXES])
                   + f"(?:{_alternation([*DAY_WORDS, *SUFFIXES, *PREFIXES])})(?![^\\W_])")
# Every date form has one of these next to it; the large pattern only runs around them.
_HINT = re.compile(
    r"\d\s?[-/.年月日号T:：h]|\d(?:st|nd|rd|th|er|e)?\.?,?\s+(?:de\s+)?[^\W\d_]{3}"
    r"|[^\W\d_]{3}\.?\s+\d|\d\s*(?:秒|分|小|天|周|週|个|個|年)"
    rf"|{_RELATIVE_WORDS}", re.IGNORECASE)
_WINDOW_BEFORE, _WINDOW_AFTER = 48, 64
_QUICK = re.compile(rf"\d|{_RELATIVE_WORDS}", re.IGNORECASE)

_UNIT_SECONDS = {"s": 1, "m": 60, "h": 3600, "d": 86400, "w": 7 * 86400}


@dataclass(frozen=True)
class DateMatch:
    """One date found in a text: its value, where it is, and how it was written."""

    value: datetime  # naive wall-clock time as written (or resolved, for relative dates)
    start: int
    end: int
    text: str
    kind: str  # 'ymd', 'dmy', 'dmon', 'mond', 'mony', 'cnmd', 'ago', 'vor', ..., 'word'
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


def find_dates(text: str, now: datetime | None = None, day_first: bool = True) -> list[DateMatch]:
    """Every date in ``text``, left to right. ``now`` resolves relative dates and years left
    out (default: the current local time)."""
    if not text or _QUICK.search(text) is None:
        return []
    now = now or datetime.now()
    if now.tzinfo is not None:
        now = now.replace(tzinfo=None)
    return [built for _, built in _scan(text, now, day_first)]


def parse_date(text: str, now: datetime | None = None,
               day_first: bool = True) -> tuple[datetime, tuple[int, int]] | None:
    """The first date in ``text`` as ``(datetime, (start, end))``, or None."""
    found = find_dates(text, now, day_first)
    return (found[0].value, found[0].span) if found else None


_RELATIVE_KINDS = frozenset({"rel", "cnago", "word", "wdt"})
BARE_CONTEXT = 4  # an age with no "ago" ("10 Monate 3 Wochen") must stand nearly alone
_NON_SPACE = re.compile(r"\S")


def has_date(text: str, relative_context: int | None = 24) -> bool:
    """Cheap test used for anchors: does ``text`` contain a date?

    A relative date ("3 years ago", "yesterday", "Monday at 10:10") counts only when the text
    has at most ``relative_context`` other non-space characters, i.e. when it is a timestamp
    rather than words in running prose (None: always counts); an age without a marker
    ("10 Monate 3 Wochen") only with at most BARE_CONTEXT.
    """
    if not text or _QUICK.search(text) is None:
        return False
    for m, _ in _scan(text, None, True, check_only=True):
        if relative_context is not None:
            kind = _kind_of(m)
            if kind in _RELATIVE_KINDS:
                if kind == "word" and m.groupdict().get("word_h") is None:
                    continue  # a bare "today" is prose, not a timestamp
                other = len(_NON_SPACE.findall(text)) - len(_NON_SPACE.findall(m.group(0)))
                g = m.groupdict()
                bare = kind == "rel" and g.get("rel_pre") is None and g.get("rel_suf") is None
                if other > (min(relative_context, BARE_CONTEXT) if bare else relative_context):
                    continue
        return True
    return False


def _kind_of(m: re.Match) -> str:
    g = m.groupdict()
    return next(name for name in _KINDS if g.get(name) is not None)


def _windows(text: str):
    """Where the large pattern must run: the whole of a short text that has a hint, else
    windows around the hints (long prose costs a few hint searches, not one attempt of every
    alternative at every character)."""
    if len(text) <= _WINDOW_BEFORE + _WINDOW_AFTER:
        if _HINT.search(text) is not None:
            yield 0, len(text)
        return
    lo = hi = -1
    for hint in _HINT.finditer(text):
        a = max(0, hint.start() - _WINDOW_BEFORE)
        b = min(len(text), hint.end() + _WINDOW_AFTER)
        if a <= hi:
            hi = max(hi, b)
            continue
        if hi > lo:
            yield lo, hi
        lo, hi = a, b
    if hi > lo:
        yield lo, hi


def _scan(text: str, now: datetime | None, day_first: bool, check_only: bool = False):
    """(match, built) for every date. When a match's words are no date, the forms after it
    are tried at the same place; when none builds, the scan goes on one character further."""
    for lo, hi in _windows(text):
        pos = lo
        while pos < hi:
            m = _DATE_RE.search(text, pos, hi)
            if m is None:
                break
            built = _build(m, text, now, day_first, check_only)
            if not built:
                m, built = _retry(m, text, hi, now, day_first, check_only)
            if not built:
                pos = m.start() + 1
                continue
            yield m, built
            pos = m.end()


def _retry(m: re.Match, text: str, hi: int, now, day_first: bool, check_only: bool):
    after = _KINDS.index(_kind_of(m)) + 1
    for kind in _KINDS[after:]:
        other = _SINGLE[kind].match(text, m.start(), hi)
        if other is not None:
            built = _build(other, text, now, day_first, check_only)
            if built:
                return other, built
    return m, None


# ---------------------------------------------------------------------------------- building

def _clock(g, p: str, cn: str | None = None) -> tuple[int, int, int] | None:
    hour = g.get(p + "h")
    if hour is None:
        return None
    h, mi, s = int(hour), int(g[p + "mi"]), int(g.get(p + "s") or 0)
    ap = (g.get(p + "ap") or "").lower().replace(".", "").replace(" ", "")
    if ap:
        if h > 12 or h == 0:
            return None
        h = h % 12 + (12 if ap == "pm" else 0)
    if cn in ("下午", "晚上") and h < 12:
        h += 12
    return h, mi, s


def _safe(y: int, mo: int, d: int) -> datetime | None:
    try:
        return datetime(y, mo, d)
    except ValueError:
        return None


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


_NAMED = ("dmon", "mond", "dmonh", "mondh")


def _build(m: re.Match, text: str, now: datetime | None, day_first: bool,
           check_only: bool = False):
    g = m.groupdict()
    kind = next(name for name in _KINDS if g.get(name) is not None)
    reference = now or datetime(2100, 1, 1)
    clock = None
    has_year = True
    offset = None
    if kind == "ymd":
        y, mo, d = int(g["ymd_y"]), int(g["ymd_m"]), int(g["ymd_d"])
        if g["ymd_sep"] == "年" and "月" not in m.group(0):
            return None
        clock = _clock(g, "ymd_", g.get("ymd_cn"))
        tz = g.get("tz")
        if tz:
            offset = timedelta(0) if tz.upper() == "Z" else _offset(tz)
    elif kind == "dmy":
        a, b, ys = int(g["dmy_a"]), int(g["dmy_b"]), g["dmy_y"]
        if len(ys) == 2 and (len(g["dmy_a"]) != 2 or len(g["dmy_b"]) != 2) and (
                g["dmy_sep"] != "/"):
            return None  # "1.2.13" is a version number far more often than a date
        y = _two_digit_year(ys, reference)
        first = (a, b) if (day_first or g["dmy_sep"] == ".") else (b, a)
        d, mo = first
        if _safe(y, mo, d) is None:
            d, mo = mo, d
        clock = _clock(g, "dmy_")
    elif kind == "dm":
        d, mo = int(g["dm_d"]), int(g["dm_m"])
        has_year = False
        y = _year_for(mo, d, reference)
        clock = _clock(g, "dm_")
    elif kind in _NAMED:
        mo = _month(g[kind + "_m"])
        d = int(g[kind + "_d"])
        if mo is None:
            return None
        ys = g.get(kind + "_y")
        has_year = ys is not None
        y = _two_digit_year(ys, reference) if has_year else _year_for(mo, d, reference)
        clock = _clock(g, kind + "_")
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


def _offset(tz: str) -> timedelta:
    sign = -1 if tz[0] == "-" else 1
    digits = tz[1:].replace(":", "")
    return sign * timedelta(hours=int(digits[:2]), minutes=int(digits[2:4]))


def _relative(m: re.Match, g, kind: str, now: datetime, check_only: bool):
    """Relative forms: 'word' (yesterday...), 'wdt' (weekday + time), 'rel' and 'cnago'
    (amounts before now)."""
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
    value = now - timedelta(seconds=seconds)
    if months:
        total = value.year * 12 + value.month - 1 - months
        y, mo = divmod(total, 12)
        value = value.replace(year=y, month=mo + 1, day=min(value.day, 28))
    finest = amounts[-1][1]
    return DateMatch(value.replace(microsecond=0), m.start(), m.end(), m.group(0), kind,
                     finest in ("s", "m", "h"), True, True)


_CN_UNITS = {"秒": "s", "分钟": "m", "分鐘": "m", "小时": "h", "小時": "h", "天": "d", "周": "w",
             "週": "w", "个月": "mo", "個月": "mo", "年": "y"}


def _amounts(g, kind: str) -> list[tuple[int, str]] | None:
    """[(n, unit)] of a relative date, or None when a word is no unit or nothing marks the
    amounts as past (a single amount needs "ago", "vor"...; two are read as an age)."""
    if kind == "cnago":
        return [(int(g["cnago_n"]), _CN_UNITS[g["cnago_u"]])]
    marked = g.get("rel_pre") is not None or g.get("rel_suf") is not None
    out = []
    for number, word in _AMOUNT_RE.findall(g["rel_body"]):
        unit = UNITS.get(word.lower())
        if unit is None or (not marked and len(word) < BARE_UNIT_MIN_LEN):
            return None
        out.append((int(number) if number.isdigit() else 1, unit))
    if not out or (not marked and len(out) < 2):
        return None
    return out
