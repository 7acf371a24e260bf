"""Date recogniser for post anchors and publication dates (SPEC §7; source 002 §3.3.2, fig. 3-4).

The source's regex covers ``2014-06-12 10:10:20``, ``2014/06/12 10:10`` and
``2014/6/12 10:10:20``. SPEC §7 leaves the other forms open; this module also recognises:

- ISO 8601 with ``T``, fractions and a zone (``2011-12-03T17:27:18-05:00``, ``...Z``);
- numeric day-first or month-first dates: ``12.06.2014, 10:10``, ``29/07/2004, 19h46``,
  ``10-04-2017, 11:00 AM``, ``15/05/19`` (two-digit years only with two-digit day and month);
- month names in English, German, French, Spanish, Italian, Portuguese and Dutch, with or
  without a year and a weekday: ``June 12, 2014 10:10 AM``, ``12 Jun 2014``, ``Jun 12th, 2014``,
  ``12. Juni 2014``, ``4 December 2016 at 12:11AM``, ``Sunday 8th March``, ``September 2019``;
- Chinese ``2014年6月12日 10:10`` (also 上午/下午) and ``6月12日``;
- relative dates resolved against a reference time: ``3 hours ago``, ``yesterday``, ``today``,
  ``vor 3 Tagen``, ``gestern, 10:10``, ``昨天 10:10``, ``3天前``, ``刚刚``, ``il y a 2 jours``.

A time of day written just before a date (``11:43pm On Apr 23``) is attached to it.
A date without a year takes the latest year that does not put it after the reference time.
Ambiguous numeric dates (``04/06/2019``) are read day-first unless ``day_first=False`` or the
day-first reading is impossible. Values are naive wall-clock datetimes as written; a written
zone is kept in ``DateMatch.utc_offset``.

All patterns are compiled once; a text without a digit and without a relative word is rejected
by one cheap search before the large pattern runs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

_MONTHS = {
    # English
    "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4,
    "may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8,
    "september": 9, "sept": 9, "sep": 9, "october": 10, "oct": 10, "november": 11, "nov": 11,
    "december": 12, "dec": 12,
    # German
    "januar": 1, "jänner": 1, "jän": 1, "februar": 2, "märz": 3, "mär": 3, "mai": 5, "juni": 6,
    "juli": 7, "oktober": 10, "okt": 10, "dezember": 12, "dez": 12,
    # French
    "janvier": 1, "janv": 1, "février": 2, "févr": 2, "fév": 2, "mars": 3, "avril": 4, "avr": 4,
    "juin": 6, "juillet": 7, "juil": 7, "août": 8, "septembre": 9, "octobre": 10,
    "novembre": 11, "décembre": 12, "déc": 12,
    # Spanish
    "enero": 1, "febrero": 2, "marzo": 3, "abril": 4, "abr": 4, "mayo": 5,
    "junio": 6, "julio": 7, "agosto": 8, "septiembre": 9, "setiembre": 9,
    "octubre": 10, "noviembre": 11, "diciembre": 12, "dic": 12,
    # Italian
    "gennaio": 1, "febbraio": 2, "aprile": 4, "maggio": 5, "giugno": 6,
    "giu": 6, "luglio": 7, "lug": 7, "settembre": 9, "ottobre": 10, "ott": 10,
    "dicembre": 12,
    # Portuguese
    "janeiro": 1, "fevereiro": 2, "fev": 2, "março": 3, "maio": 5, "junho": 6, "julho": 7,
    "outubro": 10, "dezembro": 12,
    # Dutch
    "januari": 1, "februari": 2, "maart": 3, "mei": 5, "augustus": 8,
}
# Abbreviations that are also common words ("out", "set", "ago", "gen", "mag", "ene") are left
# out on purpose: "3 out of 5" must not become the 3rd of October.
_WEEKDAYS = (
    "monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs"
    "|fri|sat|sun|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|mo|di|mi|do|fr|sa"
    "|so|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche")

_WEEKDAY_SET = frozenset(_WEEKDAYS.split("|"))
# Month and weekday slots match any short word; ``_build`` checks the word against the tables.
# (An alternation of ~150 names tried at every position took twice as long.)
_WORD = r"[^\W\d_]{2,10}"
_MON = r"[^\W\d_]{3,10}\.?"
_ORD = r"(?:st|nd|rd|th|er|e|º)?"
_TIME = (r"(?P<{p}h>[01]?\d|2[0-3])\s?(?::|：|h|時|时)\s?(?P<{p}mi>[0-5]\d)"
         r"(?::(?P<{p}s>[0-5]\d)(?:[.,]\d+)?)?"
         r"(?:\s?(?P<{p}ap>[AaPp]\.?\s?[Mm]\.?)(?![A-Za-z]))?(?:\s?Uhr)?")
_CONNECT = r"(?:\s*(?:,|\bat\b|\bum\b|\bà\b|\ba las\b|\balle\b|\bom\b|-|–|@|\||/)?\s*)"


def _time(prefix: str) -> str:
    return _TIME.format(p=prefix)


_ZONE = r"(?P<tz>Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?"

_PATTERNS = [
    # 2014-06-12T10:10:20+02:00, 2014-06-12 10:10:20, 2014/6/12 10:10, 2014.06.12, 2014年6月12日
    ("ymd", (rf"(?<![\d.])(?P<ymd_y>(?:19|20)\d\d)\s?(?P<ymd_sep>[-/.年])\s?(?P<ymd_m>1[0-2]|0?[1-9])"
            rf"\s?(?:(?P=ymd_sep)|月)\s?(?P<ymd_d>3[01]|[12]\d|0?[1-9])(?![\d])\s?[日号]?"
            rf"(?:(?:T|{_CONNECT}|\s*(?P<ymd_cn>上午|下午|晚上|凌晨)\s*){_time('ymd_')}{_ZONE})?")),
    # 12.06.2014, 12/06/2014 10:10, 10-04-2017, 11:00 AM, 15/05/19
    ("dmy", (rf"(?<![\d.:/-])(?P<dmy_a>3[01]|[12]\d|0?[1-9])(?P<dmy_sep>[./-])"
            rf"(?P<dmy_b>3[01]|[12]\d|0?[1-9])(?P=dmy_sep)(?P<dmy_y>(?:19|20)\d\d|\d\d)"
            rf"(?![\d]|[./-]\d)(?:{_CONNECT}{_time('dmy_')})?")),
    # relative forms come before the month-name forms: "4 hours" must not be tried as a
    # day and a month first (a month word is only checked after the match)
    # 3 hours ago, an hour ago, vor 3 Tagen, il y a 2 jours, hace 3 días
    ("ago", (r"(?P<ago_n>\d+|an?|one|einer?|einem|un|une)\s+(?P<ago_u>sec(?:ond)?s?|min(?:ute)?s?"
            r"|hours?|hrs?|days?|weeks?|months?|years?)\s+ago\b")),
    ("vor", (r"\bvor\s+(?P<vor_n>\d+|einer?|einem)\s+(?P<vor_u>Sekunden?|Minuten?|Stunden?|Tag(?:en)?"
            r"|Wochen?|Monat(?:en)?|Jahr(?:en)?)\b")),
    ("ilya", (r"\b(?:il y a|hace)\s+(?P<ilya_n>\d+|une?)\s+(?P<ilya_u>secondes?|minutes?|heures?"
             r"|jours?|semaines?|mois|ans?|segundos?|minutos?|horas?|días?|semanas?|meses|mes"
             r"|años?)\b")),
    ("cnago", (r"(?P<cnago_n>\d+)\s*(?P<cnago_u>秒|分钟|分鐘|小时|小時|天|周|週|个月|個月|年)前")),
    # [Sunday,] 12[th][.] June[,] [2014][, at 10:10 AM]
    ("dmon", (rf"(?<![\w.])(?:(?P<dmon_wd>{_WORD})\.?,?\s+)?(?P<dmon_d>3[01]|[12]\d|0?[1-9]){_ORD}\.?"
             rf"\s+(?:de\s+)?(?P<dmon_m>{_MON})(?![^\W\d_])"
             rf"(?:,?\s+(?:de\s+)?(?P<dmon_y>(?:19|20)\d\d)(?!\d))?(?:{_CONNECT}{_time('dmon_')})?")),
    # [Thursday,] June 12[th][,] [2014][ at 10:10 AM]
    ("mond", (rf"(?<![\w.])(?:(?P<mond_wd>{_WORD})\.?,?\s+)?(?P<mond_m>{_MON})\s+"
             rf"(?P<mond_d>3[01]|[12]\d|0?[1-9]){_ORD}(?![\d:])"
             rf"(?:,?\s+(?P<mond_y>(?:19|20)\d\d)(?!\d))?(?:{_CONNECT}{_time('mond_')})?")),
    # September 2019
    ("mony", (rf"(?<![\w.])(?P<mony_m>{_MON})\s+(?P<mony_y>(?:19|20)\d\d)(?![\d])")),
    # 6月12日 10:10 (no year)
    ("cnmd", (rf"(?<![\d年])(?P<cnmd_m>1[0-2]|0?[1-9])月(?P<cnmd_d>3[01]|[12]\d|0?[1-9])[日号]"
             rf"(?:\s*(?P<cnmd_cn>上午|下午|晚上|凌晨)?\s*{_time('cnmd_')})?")),
    # yesterday [at 10:10], gestern, 10:10, 昨天 10:10, today, heute, 今天, just now, 刚刚
    ("word", (rf"(?=[ytgvhajJYTGVHA昨前今刚剛])(?P<word_w>\byesterday\b|\btoday\b|\bgestern\b"
              rf"|\bheute\b|\bvorgestern\b"
             rf"|\baujourd'hui\b|\bayer\b|\bhoy\b|昨天|前天|今天|\bjust now\b|刚刚|剛剛)"
             rf"(?:{_CONNECT}{_time('word_')})?")),
]
_DATE_RE = re.compile("|".join(f"(?P<{name}>{rx})" for name, rx in _PATTERNS), re.IGNORECASE)
_PRECEDING_TIME = re.compile(
    r"(?P<h>[01]?\d|2[0-3]):(?P<mi>[0-5]\d)(?::(?P<s>[0-5]\d))?\s?(?P<ap>[AaPp]\.?\s?[Mm]\.?)?"
    r"\s*(?:,|on|am|le|el|-)?\s*$", re.IGNORECASE)
# Every date form has one of these next to it; the large pattern only runs around them.
_HINT = re.compile(
    r"\d\s?[-/.年月日号T:：h]|\d(?:st|nd|rd|th|er|e)?\.?,?\s+(?:de\s+)?[^\W\d_]{3}"
    r"|[^\W\d_]{3}\.?\s+\d|\d\s*(?:秒|分|小|天|周|週|个|個|年)|\bago\b|\bvor\s|il y a|hace\s"
    r"|yesterday|today|gestern|heute|aujourd|ayer|hoy|昨天|前天|今天|just now|刚刚|剛剛", re.IGNORECASE)
_WINDOW_BEFORE, _WINDOW_AFTER = 48, 64
_QUICK = re.compile(r"\d|yesterday|today|gestern|heute|aujourd|ayer|hoy|昨天|前天|今天|"
                    r"just now|刚刚|剛剛|\bago\b|\bvor\s|il y a|hace\s", re.IGNORECASE)

_UNIT_SECONDS = {"s": 1, "m": 60, "h": 3600, "d": 86400, "w": 7 * 86400}
_WORD_DAYS = {"yesterday": -1, "today": 0, "gestern": -1, "heute": 0, "vorgestern": -2,
              "aujourd'hui": 0, "ayer": -1, "hoy": 0, "昨天": -1, "前天": -2,
              "今天": 0, "just now": 0, "刚刚": 0, "剛剛": 0}


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


_RELATIVE_KINDS = frozenset({"ago", "vor", "ilya", "cnago", "word"})
_NON_SPACE = re.compile(r"\S")


def has_date(text: str, relative_context: int | None = 24) -> bool:
    """Cheap test used for anchors: does ``text`` contain a date?

    A relative date ("3 years ago", "yesterday") counts only when the text has at most
    ``relative_context`` other non-space characters, i.e. when it is a timestamp rather than a
    word in running prose (None: always counts).
    """
    if not text or _QUICK.search(text) is None:
        return False
    for m, _ in _scan(text, None, True, check_only=True):
        if relative_context is not None:
            kind = next(name for name, _ in _PATTERNS if m.group(name) is not None)
            if kind in _RELATIVE_KINDS:
                if kind == "word" and m.group("word_h") is None:
                    continue  # a bare "today" is prose, not a timestamp
                other = len(_NON_SPACE.findall(text)) - len(_NON_SPACE.findall(m.group(0)))
                if other > relative_context:
                    continue
        return True
    return False


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
    """(match, built) for every date; a match whose words are no month is skipped by one
    character so that a date starting inside it is still found."""
    for lo, hi in _windows(text):
        pos = lo
        while pos < hi:
            m = _DATE_RE.search(text, pos, hi)
            if m is None:
                break
            built = _build(m, text, now, day_first, check_only)
            if not built:
                pos = m.start() + 1
                continue
            yield m, built
            pos = m.end()


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


def _month(word: str) -> int | None:
    return _MONTHS.get(word.lower().rstrip("."))


def _build(m: re.Match, text: str, now: datetime | None, day_first: bool,
           check_only: bool = False):
    g = m.groupdict()
    kind = next(name for name, _ in _PATTERNS if g.get(name) is not None)
    reference = now or datetime(2100, 1, 1)
    clock = None
    has_year = True
    relative = False
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
        if len(ys) == 2 and (len(g["dmy_a"]) != 2 or len(g["dmy_b"]) != 2):
            return None  # "1.2.13" is a version number far more often than a date
        y = int(ys) + (2000 if int(ys) <= reference.year % 100 + 1 else 1900) if len(ys) == 2 \
            else int(ys)
        first = (a, b) if (day_first or g["dmy_sep"] == ".") else (b, a)
        d, mo = first
        if _safe(y, mo, d) is None:
            d, mo = mo, d
        clock = _clock(g, "dmy_")
    elif kind in ("dmon", "mond"):
        mo = _month(g[kind + "_m"])
        d = int(g[kind + "_d"])
        if mo is None:
            return None
        ys = g.get(kind + "_y")
        has_year = ys is not None
        y = int(ys) if has_year else _year_for(mo, d, reference)
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
        if check_only:
            return True
        return _relative(m, g, kind, text, reference)
    value = _safe(y, mo, d)
    if value is None:
        return None
    if check_only:
        return True
    start, end = m.start(), m.end()
    if kind in ("dmon", "mond"):
        weekday = g.get(kind + "_wd")
        if weekday is not None and weekday.lower() not in _WEEKDAY_SET:
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
                     relative, offset)


def _offset(tz: str) -> timedelta:
    sign = -1 if tz[0] == "-" else 1
    digits = tz[1:].replace(":", "")
    return sign * timedelta(hours=int(digits[:2]), minutes=int(digits[2:4]))


def _relative(m: re.Match, g, kind: str, text: str, now: datetime) -> DateMatch | None:
    if kind == "word":
        word = g["word_w"].lower()
        day = (now + timedelta(days=_WORD_DAYS.get(word, 0))).replace(microsecond=0)
        clock = _clock(g, "word_")
        if clock is not None:
            day = day.replace(hour=clock[0], minute=clock[1], second=clock[2])
        elif word not in ("just now", "刚刚", "剛剛"):
            day = day.replace(hour=0, minute=0, second=0)
        return DateMatch(day, m.start(), m.end(), m.group(0), kind, clock is not None or
                         word in ("just now", "刚刚", "剛剛"), True, True)
    n_raw, unit_raw = g[kind + "_n"].lower(), g[kind + "_u"].lower()
    n = int(n_raw) if n_raw.isdigit() else 1
    unit = _unit(unit_raw)
    if unit in ("mo", "y"):
        months = n * (12 if unit == "y" else 1)
        total = now.year * 12 + now.month - 1 - months
        y, mo = divmod(total, 12)
        value = _safe(y, mo + 1, min(now.day, 28))
        value = value.replace(hour=now.hour, minute=now.minute)
    else:
        value = now - timedelta(seconds=n * _UNIT_SECONDS[unit])
    return DateMatch(value.replace(microsecond=0), m.start(), m.end(), m.group(0), kind,
                     unit in ("s", "m", "h"), True, True)


def _unit(raw: str) -> str:
    if raw.startswith(("mo", "mes", "mois", "个月", "個月")):
        return "mo"
    if raw.startswith(("y", "jahr", "an", "año", "年")):
        return "y"
    if raw.startswith(("sec", "sek", "seg", "秒")):
        return "s"
    if raw.startswith(("min", "分")):
        return "m"
    if raw.startswith(("h", "stund", "heure", "hora", "小")):
        return "h"
    if raw.startswith(("w", "seman", "semaine", "周", "週")):
        return "w"
    return "d"
