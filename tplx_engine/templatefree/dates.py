"""Date recogniser for post anchors and publication dates (SPEC §7; source 002 §3.3.2, fig. 3-4).

The source's regex covers ``2014-06-12 10:10:20``, ``2014/06/12 10:10`` and
``2014/6/12 10:10:20``. SPEC §7 leaves the other forms open; this module also recognises:

- ISO 8601 with ``T``, fractions and a zone (``2011-12-03T17:27:18-05:00``, ``...Z``);
- numeric day-first or month-first dates: ``12.06.2014, 10:10``, ``29/07/2004, 19h46``,
  ``10-04-2017, 11:00 AM``, ``15/05/19``, ``3/6/14`` (two-digit years only with two-digit day
  and month, or with slashes: ``1.2.13`` is a version), ``12.01., 10:10`` (no year, a time);
- month names in the languages of ``date_words.py`` (37, from English to Persian), with or
  without a year and a weekday, spaced or hyphenated: ``June 12, 2014 10:10 AM``,
  ``12 Jun 2014``, ``Jun 12th, 2014``, ``12. Juni 2014``, ``12-Jan-2014``, ``Jan 12, '14``,
  ``12 Jan 14``, ``12 января 2014``, ``Sunday 8th March``, ``September 2019``,
  ``١٢ يونيو، ٢٠١٤ - ١٠:١٥ م`` (Arabic-Indic and Persian digits read as ASCII ones);
- Chinese ``2014年6月12日 10:10`` (also 上午/下午) and ``6月12日``; Korean ``2014년 6월 12일 오후
  3:42``; Thai ``12 มิ.ย. 2560 10:42 น.`` (a year of the Buddhist era, 543 ahead, or of ours);
- relative dates resolved against a reference time, in those languages, with one or more
  amounts: ``3 hours ago``, ``1 year, 2 months ago``, ``vor 3 Std.``, ``vor 10 Monaten 3
  Wochen``, ``10 Monate 3 Wochen``, ``il y a 3 h``, ``hace 2 días``, ``2 giorni fa``,
  ``3 dagen geleden``, ``3 дня назад``, ``yesterday``, ``gestern, 10:10``, ``昨天 10:10``,
  ``3天前``, ``3 小时前``, ``3時間前``, ``3시간 전``, ``3 ชั่วโมงที่แล้ว``, ``منذ 3 ساعات``,
  ``منذ يومين`` (a unit alone is one of it, its dual two), ``לפני 3 ימים``, ``۳ روز پیش``,
  ``刚刚``, and a weekday with a time (``Thursday at 3:46 PM``: the last such day).

A time of day written just before a date (``11:43pm On Apr 23``) is attached to it.
A date without a year takes the latest year that does not put it after the reference time.
Ambiguous numeric dates (``04/06/2019``) are read day-first unless ``day_first=False`` or the
day-first reading is impossible; ``date_order`` tells from a set of texts (a page's, a site's
values) which order they use, when one of their numeric dates has a number above 12. Values
are naive wall-clock datetimes as written; a written zone is kept in ``DateMatch.utc_offset``.

All patterns are compiled once; a text without a digit and without a relative word is rejected
by one cheap search, and the large pattern only runs in windows around cheap hints. Word slots
(month, weekday, unit) match any short word, checked against the tables afterwards; when a
match's words fail, the forms after it are tried at the same place ("3 hours" is no day and
month, but it starts "3 hours ago"); lists of words (markers, day words, phrases) are tries
(``date_words.alternation``). The words are in ``date_words.py``; turning a match into a value
is ``date_values.py``.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime, timezone
from itertools import accumulate

from .date_values import DateMatch, build
from .date_words import (
    CJK_UNITS,
    CJK_WEEKDAYS,
    DAY_WORDS,
    HINDI_MONTHS,
    HINDI_UNITS,
    JALALI_MONTHS,
    MONTH_PHRASES,
    MONTHS,
    ONE_WORDS,
    PREFIXES,
    SUFFIXES,
    THAI_MONTHS,
    THAI_UNITS,
    UNITS,
    WEEKDAYS,
    WORD_AMOUNT_PREFIXES,
    WORD_AMOUNTS,
    YEAR_BOUND_MONTHS,
    alternation,
)
from .flatview import non_space_count

__all__ = ["DateMatch", "fetch_time", "find_dates", "has_date", "parse_date", "texts_with_hints",
           "without_dates"]

_WORD = r"[^\W\d_]{2,13}"
_MON = r"[^\W\d_]{3,12}\.?"  # (MONTH_PHRASES before it: _PHRASE_OR_MON)
_ORD = r"(?:st|nd|rd|th|er|e|º)?"
_TIME = (r"(?P<{p}h>[01]?\d|2[0-3])\s?(?::|：|h|時|时)\s?(?P<{p}mi>[0-5]\d)"
         r"(?::(?P<{p}s>[0-5]\d)(?:[.,]\d+)?)?"
         r"(?:\s?(?P<{p}ap>[AaPp]\.?\s?[Mm]\.?(?![A-Za-z])|[صم](?![^\W\d_])))?(?:\s?Uhr)?")
_CONNECT = (r"(?:(?:\.(?=\s))?\s*(?:[,،]\s*)?(?:\bat\b|\bum\b|\bà\b|\ba las\b|\balle\b|\bom\b"
            r"|\bо\b|\bo\b|\bu\b|\bу\b|\bв\b|\bבשעה\b|\bالساعة\b|\bساعت\b|\bplkst\.|-|–|@|\||/|:)?"
            r"\s*)")


def _time(prefix: str) -> str:
    return _TIME.format(p=prefix)


def _cjk_weekday(prefix: str) -> str:
    """A weekday in brackets after a date, as Japanese, Chinese and Korean boards write it:
    ``21/03/04(木)``, ``2021/03/04(木) 10:12``, ``(星期四)``, ``(목)``."""
    return (rf"(?:\s?[(（](?:星期|周|週)?(?P<{prefix}wk>[{''.join(CJK_WEEKDAYS)}])[)）])?")


def _first(words, digits: bool = False) -> str:
    """A lookahead on the first character: the engine tries each form at every position,
    and most positions fail here at once."""
    chars = {w[0].lower() for w in words} | {w[0].upper() for w in words}
    return "(?=[" + ("\\d" if digits else "") + re.escape("".join(sorted(chars))) + "])"


_PHRASE_OR_MON = rf"(?:{_first(MONTH_PHRASES)}(?:{alternation(MONTH_PHRASES)})|{_MON})"
_ZONE = r"(?P<tz>Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?"
_YEAR = r"(?:19|20)\d\d"
_ONE = alternation(ONE_WORDS)
_AMOUNT = rf"(?:\d+|(?:{_ONE})(?![^\W\d_]))\s?[^\W\d_]{{1,12}}\.?"
_AND = r"(?:\s*(?:,|\band\b|\bund\b|\bet\b|\by\b|\be\b|\ben\b|\bi\b|\bog\b|\boch\b|\bve\b)?\s*)"

_PATTERNS = [
    # 2014-06-12T10:10:20+02:00, 2014-06-12 10:10:20, 2014/6/12 10:10, 2014.06.12, 2014年6月12日
    ("ymd", (rf"(?<![\d.])(?P<ymd_y>{_YEAR})\s?(?P<ymd_sep>[-/.年년])\s?(?P<ymd_m>1[0-2]|0?[1-9])"
            rf"\s?(?:(?P=ymd_sep)|月|월)\s?(?P<ymd_d>3[01]|[12]\d|0?[1-9])(?![\d])\s?[日号일]?"
            rf"{_cjk_weekday('ymd_')}"
            rf"(?:(?:T|{_CONNECT}|\s*(?P<ymd_cn>上午|下午|晚上|凌晨|오전|오후)\s*){_time('ymd_')}{_ZONE})?")),
    # 12.06.2014, 12/06/2014 10:10, 10-04-2017, 11:00 AM, 15/05/19
    # the Persian solar calendar: 1399/04/10 [10:25], ۱۰ تیر ۱۳۹۹ [، ساعت ۱۰:۲۵]
    ("jal", (rf"(?<![\d.])(?P<jal_y>1[34]\d\d)(?P<jal_sep>[-/.])(?P<jal_m>1[0-2]|0?[1-9])"
             rf"(?P=jal_sep)(?P<jal_d>3[01]|[12]\d|0?[1-9])(?!\d)(?:{_CONNECT}{_time('jal_')})?"
             rf"|(?<![\d.])(?P<jald_d>3[01]|[12]\d|0?[1-9])\s*(?P<jald_m>{alternation(JALALI_MONTHS)})"
             rf"(?![^\W\d_])\s*(?P<jald_y>1[34]\d\d)(?!\d)(?:{_CONNECT}{_time('jald_')})?")),
    # (a space after each dot: Czech, Slovak, Hungarian "12. 01. 2021", with the year in full)
    ("dmy", (rf"(?<![\d.:/-])(?P<dmy_a>3[01]|[12]\d|0?[1-9])(?P<dmy_sep>[./-])(?:(?<=\.) )?"
            rf"(?P<dmy_b>3[01]|[12]\d|0?[1-9])(?P=dmy_sep)(?:(?<=\.) )?(?P<dmy_y>{_YEAR}|\d\d)"
            rf"(?![\d]|[./-]\d){_cjk_weekday('dmy_')}(?:{_CONNECT}{_time('dmy_')})?")),
    # 12.01., 10:10, 16.4. 23:15, 3.5. kl. 10:10 (German, Finnish, Norwegian: no year, only
    # with a time)
    ("dm", (rf"(?<![\d.:/-])(?P<dm_d>3[01]|[12]\d|0?[1-9])\.(?P<dm_m>1[0-2]|0?[1-9])\.(?!\d)"
            rf"\s*,?\s*(?:(?:um|klo|kl\.)\s*)?{_time('dm_')}")),
    # 03.04 10:10, 03/04 10:10, 3-4 10:10 (Korean, Chinese, Taiwanese boards: the month first,
    # no year; only with a time)
    ("md", (rf"(?<![A-Za-z\d.:/-])(?P<md_m>1[0-2]|0?[1-9])[./-]"
            rf"(?P<md_d>3[01]|[12]\d|0?[1-9])(?![\d]|[./-]\d)\s+{_time('md_')}")),
    # 12-Jan-2014, 12/Jan/14 [10:10]
    ("dmonh", (rf"(?<![\w.])(?P<dmonh_d>3[01]|[12]\d|0?[1-9])(?P<dmonh_sep>[-/])"
               rf"(?P<dmonh_m>[^\W\d_]{{3,12}})(?P=dmonh_sep)(?P<dmonh_y>{_YEAR}|\d\d)(?!\d)"
               rf"(?:{_CONNECT}{_time('dmonh_')})?")),
    # Jan-12-2014 [10:10]
    ("mondh", (rf"(?<![\w.])(?P<mondh_m>[^\W\d_]{{3,12}})(?P<mondh_sep>[-/])"
               rf"(?P<mondh_d>3[01]|[12]\d|0?[1-9])(?P=mondh_sep)(?P<mondh_y>{_YEAR}|\d\d)(?!\d)"
               rf"(?:{_CONNECT}{_time('mondh_')})?")),
    # [Sunday,] 12[th][.] June[,] [2014 | 14][, at 10:10 AM]
    ("dmon", (rf"(?<![\w.])(?:(?P<dmon_wd>{_WORD})\.?,?\s+)?"
             rf"(?P<dmon_d>3[01]|[12]\d|0?[1-9]){_ORD}\.?"
             rf"\s+(?:de\s+|d['’])?(?P<dmon_m>{_PHRASE_OR_MON})(?![^\W\d_])"
             # not "#2 June 12, 2014": the month's day and year follow it
             rf"(?!\s+(?:3[01]|[12]\d|0?[1-9]){_ORD},?\s+{_YEAR}(?!\d))"
             rf"(?:[,،]?\s+(?:de\s+)?(?P<dmon_y>{_YEAR}|'?\d\d(?![\d:.hH]))(?!\d))?"
             rf"(?:{_CONNECT}{_time('dmon_')})?")),
    # [Thursday,] June 12[th][,] [2014 | '14][ at 10:10 AM]
    ("mond", (rf"(?<![\w.])(?:(?P<mond_wd>{_WORD})\.?,?\s+)?(?P<mond_m>{_PHRASE_OR_MON})\s+"
             rf"(?P<mond_d>3[01]|[12]\d|0?[1-9]){_ORD}(?![\d:])"
             rf"(?:[,،]?\s+(?P<mond_y>{_YEAR}|'\d\d)(?!\d))?(?:{_CONNECT}{_time('mond_')})?")),
    # 2017. június 12. [10:42] (Hungarian: the year first), 2014 m. birželio 12 d. (Lithuanian)
    ("ymon", (rf"(?<![\d.])(?P<ymon_y>{_YEAR})(?:\s*m)?\.\s+(?P<ymon_m>{_PHRASE_OR_MON})\s+"
              rf"(?P<ymon_d>3[01]|[12]\d|0?[1-9])(?:\s*d)?\.(?!\d)"
              rf"(?:{_CONNECT}{_time('ymon_')})?")),
    # 2014. gada 12. jūnijs (Latvian: the year, then the day before the month)
    ("ygdm", (rf"(?<![\d.])(?P<ygdm_y>{_YEAR})\.\s*gada\s+(?P<ygdm_d>3[01]|[12]\d|0?[1-9])\.\s*"
              rf"(?P<ygdm_m>{_MON})(?![^\W\d_])(?:{_CONNECT}{_time('ygdm_')})?")),
    # [ngày] 12 tháng 6[,] [năm] 2017 [10:42] (Vietnamese: the month's number after "tháng")
    ("vnd", (rf"(?<![\w.])(?P<vnd_d>3[01]|[12]\d|0?[1-9])\s+tháng\s+(?P<vnd_m>1[0-2]|0?[1-9])"
             rf"(?!\d)(?:,?\s+(?:năm\s+)?(?P<vnd_y>{_YEAR})(?!\d))?(?:{_CONNECT}{_time('vnd_')})?")),
    # 12 มิถุนายน 2560 [10:42 น.], 12 มิ.ย. 2017 (Thai: a year of the Buddhist era or not)
    ("thd", (rf"(?<![\d.])(?P<thd_d>3[01]|[12]\d|0?[1-9])\s*(?P<thd_m>{alternation(THAI_MONTHS)})"
             rf"(?:\s*(?:พ\.ศ\.\s*)?(?P<thd_y>25\d\d|{_YEAR})(?!\d))?"
             rf"(?:{_CONNECT}(?:เวลา\s*)?{_time('thd_')})?")),
    # 12 जून 2014, 10:42 (Hindi: its vowel signs are no word characters either)
    ("hid", (rf"(?<![\d.])(?P<hid_d>3[01]|[12]\d|0?[1-9])\s*"
             rf"(?P<hid_m>{alternation(HINDI_MONTHS)})(?:,?\s*(?P<hid_y>{_YEAR})(?!\d))?(?:{_CONNECT}{_time('hid_')})?")),
    # September 2019
    ("mony", (rf"(?<![\w.])(?P<mony_m>{_PHRASE_OR_MON})\s+(?P<mony_y>{_YEAR})(?![\d])")),
    # 6月12日 10:10 (no year)
    ("cnmd", (rf"(?<![\d年])(?P<cnmd_m>1[0-2]|0?[1-9])月(?P<cnmd_d>3[01]|[12]\d|0?[1-9])[日号]"
             rf"(?:\s*(?P<cnmd_cn>上午|下午|晚上|凌晨)?\s*{_time('cnmd_')})?")),
    # 3 hours ago, 1 year, 2 months ago, vor 3 Std., il y a 3 h, 2 giorni fa, 3 дня назад,
    # 10 Monate 3 Wochen
    ("rel", (rf"{_first([*ONE_WORDS, *PREFIXES], digits=True)}(?<![^\W_])"
             rf"(?:(?P<rel_pre>{alternation(PREFIXES)})\s+)?"
             rf"(?P<rel_body>{_AMOUNT}(?:{_AND}{_AMOUNT}){{0,2}})"
             rf"(?:\s+(?P<rel_suf>{alternation(SUFFIXES)})(?![^\W_]))?")),
    # منذ ساعة, منذ يومين, לפני שעתיים: a unit alone after the marker, one of it or (dual) two
    ("agow", (rf"{_first(WORD_AMOUNT_PREFIXES)}(?<![^\W_])"
              rf"(?P<agow_pre>{alternation(WORD_AMOUNT_PREFIXES)})\s+"
              rf"(?P<agow_w>{alternation(WORD_AMOUNTS)})(?![^\W_])")),
    # 3小时前, 3 天前, 3時間前, 3日前, 3週間前, 3ヶ月前, 3시간 전, 3일 전, 3개월 전, 3 ชั่วโมงที่แล้ว
    ("cnago", (rf"(?P<cnago_n>\d+)\s*(?P<cnago_u>{alternation(CJK_UNITS)})\s?(?:前|전)"
               rf"|(?P<thago_n>\d+)\s*(?P<thago_u>{alternation(THAI_UNITS)})\s?(?:ที่แล้ว|ก่อน)"
               rf"|(?P<hiago_n>\d+)\s*(?P<hiago_u>{alternation(HINDI_UNITS)})\s?पहले")),
    # yesterday [at 10:10], gestern, 10:10, 昨天 10:10, today, heute, 今天, just now, 刚刚
    ("word", (rf"{_first(DAY_WORDS)}(?<![^\W_])(?P<word_w>{alternation(DAY_WORDS)})(?![^\W_])"
              rf"(?:{_CONNECT}{_time('word_')})?")),
    # Thursday at 3:46 PM, Sat 10:10 (the last such day)
    ("wdt", (rf"{_first(WEEKDAYS)}(?<![^\W_])(?P<wdt_wd>{_WORD})\.?,?{_CONNECT}{_time('wdt_')}")),
]
_KINDS = tuple(name for name, _ in _PATTERNS)
# the forms that start with a number: a place without one fails them at a glance, before their
# lookbehinds are tried
_NUMBER_FIRST = frozenset({"ymd", "jal", "dmy", "dm", "md", "dmonh", "ymon", "ygdm", "vnd", "thd",
                           "hid", "cnmd", "cnago"})


def _grouped(patterns) -> str:
    """The forms in order, each run of number-first ones behind one lookahead for a digit."""
    parts: list[str] = []
    run: list[str] = []
    for name, rx in [*patterns, ("", "")]:
        if name in _NUMBER_FIRST:
            run.append(f"(?P<{name}>{rx})")
            continue
        if run:
            parts.append(r"(?=\d)(?:" + "|".join(run) + ")")
            run = []
        if name:
            parts.append(f"(?P<{name}>{rx})")
    return "|".join(parts)


_DATE_RE = re.compile(_grouped(_PATTERNS), re.IGNORECASE)
_SINGLE = {name: re.compile(f"(?P<{name}>{rx})", re.IGNORECASE) for name, rx in _PATTERNS}
_RELATIVE_WORDS = ("(?<![^\\W_])" + _first([*DAY_WORDS, *SUFFIXES, *PREFIXES])
                   + f"(?:{alternation([*DAY_WORDS, *SUFFIXES, *PREFIXES])})(?![^\\W_])")
# Every date form has one of these next to it; the large pattern only runs around them. A
# number next to a word is a hint only when the word can be part of a date (a month, a weekday,
# a unit, a relative marker): "item 12", "3 comments" on a page of 90,000 links are not.
# A word next to a number is read whole and at most _HINT_WORD letters long (no date word is
# longer): an unbounded run tried at every letter of a 4 MB word was quadratic.
_HINT_WORD = 13
# words of scripts whose vowel signs are no word characters, and the solar months
_OWN_SCRIPT_WORDS = alternation([*THAI_MONTHS, *THAI_UNITS, *HINDI_MONTHS, *HINDI_UNITS,
                                 *JALALI_MONTHS])
_HINT = re.compile(  # (the CJK units before a number's word: "3 小时前" is no "3 June")
    rf"\d\s*(?:{alternation(CJK_UNITS)})"
    rf"|\d\s*(?:{_OWN_SCRIPT_WORDS})"
    r"|\d\s?[-/.年월月日号T:：h]|\d(?:st|nd|rd|th|er|e)?\.?,?\s+(?:de\s+|d['’])?"
    rf"(?P<after>[^\W\d_]{{3,{_HINT_WORD}}})(?![^\W\d_])"
    rf"|(?<![^\W\d_])(?P<before>[^\W\d_]{{3,{_HINT_WORD}}})\.?\s+\d"
    rf"|{_RELATIVE_WORDS}", re.IGNORECASE)
_DATE_WORDS = frozenset(w.lower() for words in (MONTHS, YEAR_BOUND_MONTHS, WEEKDAYS, UNITS,
                                                ONE_WORDS, PREFIXES) for w in words
                        ) | {word for phrase in MONTH_PHRASES for word in phrase.split()}


def _hints(text: str, lo: int = 0, hi: int | None = None):
    """The hints in ``text[lo:hi]``, left to right. A number-word hint whose word is no date
    word is passed over: the scan resumes at its number, which may start another form."""
    hi = len(text) if hi is None else hi
    pos = lo
    while pos < hi:
        hint = _HINT.search(text, pos, hi)
        if hint is None:
            return
        word = hint.group("after") or hint.group("before")
        if word is None or word.lower() in _DATE_WORDS:
            yield hint
            pos = max(hint.end(), pos + 1)
        elif hint.group("before") is not None:
            pos = hint.end("before") + 1  # at the number
        else:
            pos = hint.start() + 1


_WITH_DIGIT = re.compile(r"\d[^\x00]*")  # one match per text that has a digit
_RELATIVE_WORD = re.compile(_RELATIVE_WORDS, re.IGNORECASE)


# Arabic-Indic, Persian and Devanagari digits are read as ASCII ones, a character for a
# character (the spans found hold for the text as written)
_NATIVE_DIGITS = re.compile("[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f]")
_TO_ASCII = {base + k: ord("0") + k for base in (0x660, 0x6F0, 0x966) for k in range(10)}


def _ascii_digits(text: str) -> str:
    if text.isascii() or not _NATIVE_DIGITS.search(text):  # (isascii: most texts, at once)
        return text
    return text.translate(_TO_ASCII)


def texts_with_hints(texts: Sequence[str]) -> list[bool]:
    """For each text, whether it holds a hint (no date form is looked for in a text without
    one: ``has_date`` is False there), found in one scan of the texts joined by NUL, which no
    hint can hold or cross: a page of 150,000 short texts is one pass, not 150,000 calls.

    The hint pattern tries each of its forms at every character (about 140 ns a character),
    but every hint holds a digit or is a relative word, and both are found by patterns the
    engine skips through: the full one runs on the texts that have either. The same texts
    are found (5,746 views of development and adversarial pages, 30,000 random lists) in 1.4
    against 2.3 ms a content-dev page."""
    joined = "\x00".join(texts)
    if not joined.isascii() and _NATIVE_DIGITS.search(joined):
        texts = [_ascii_digits(text) for text in texts]
        joined = "\x00".join(texts)
    starts = [0, *accumulate(len(text) + 1 for text in texts)]
    candidates = sorted({bisect_right(starts, m.start()) - 1
                         for pattern in (_WITH_DIGIT, _RELATIVE_WORD)
                         for m in pattern.finditer(joined)})
    found = [False] * len(texts)
    if not candidates:
        return found
    chosen = [texts[i] for i in candidates]
    chosen_starts = [0, *accumulate(len(text) + 1 for text in chosen)]
    for hint in _hints("\x00".join(chosen)):
        found[candidates[bisect_right(chosen_starts, hint.start()) - 1]] = True
    return found


_WINDOW_BEFORE, _WINDOW_AFTER = 48, 64
_QUICK = re.compile(rf"\d|{_RELATIVE_WORDS}", re.IGNORECASE)


def fetch_time(fetched: str | None) -> datetime | None:
    """The ``now`` to read an archived page's dates as of: its fetch time (a WARC-Date, ISO
    8601), in UTC without a zone as a page's dates are read; None for no fetch time (a page
    file: as of the run) or one that is no date."""
    try:
        when = datetime.fromisoformat(fetched) if fetched else None
    except ValueError:
        return None
    if when is not None and when.tzinfo is not None:
        when = when.astimezone(timezone.utc).replace(tzinfo=None)
    return when


def find_dates(text: str, now: datetime | None = None, day_first: bool = True) -> list[DateMatch]:
    """Every date in ``text``, left to right. ``now`` resolves relative dates and years left
    out (default: the current local time)."""
    if not text or _QUICK.search(text) is None:
        return []
    written, text = text, _ascii_digits(text)
    now = now or datetime.now()
    if now.tzinfo is not None:
        now = now.replace(tzinfo=None)
    found = [built for _, built in _scan(text, now, day_first)]
    if text is written:
        return found
    return [replace(date, text=written[date.start:date.end]) for date in found]


def without_dates(text: str, now: datetime | None = None) -> tuple[str, list[DateMatch]]:
    """``text`` with each of its dates replaced by a space, and those dates: what a line says
    besides its dates ("Published: ... Doha Time" of a dateline, a tooltip's "Posted on")."""
    found = find_dates(text, now)
    for date in reversed(found):
        text = text[:date.start] + " " + text[date.end:]
    return text, found


def parse_date(text: str, now: datetime | None = None,
               day_first: bool = True) -> tuple[datetime, tuple[int, int]] | None:
    """The first date in ``text`` as ``(datetime, (start, end))``, or None."""
    found = find_dates(text, now, day_first)
    return (found[0].value, found[0].span) if found else None


_RELATIVE_KINDS = frozenset({"rel", "agow", "cnago", "word", "wdt"})
BARE_CONTEXT = 4  # an age with no "ago" ("10 Monate 3 Wochen") must stand nearly alone


def has_date(text: str, relative_context: int | None = 24) -> bool:
    """Cheap test used for anchors: does ``text`` contain a date?

    A relative date ("3 years ago", "yesterday", "Monday at 10:10") counts only when the text
    has at most ``relative_context`` other non-space characters, i.e. when it is a timestamp
    rather than words in running prose (None: always counts); an age without a marker
    ("10 Monate 3 Wochen") only with at most BARE_CONTEXT.
    """
    if not text or _QUICK.search(text) is None:
        return False
    text = _ascii_digits(text)
    for m, _ in _scan(text, None, True, check_only=True):
        if relative_context is not None:
            kind = _kind_of(m)
            if kind in _RELATIVE_KINDS:
                if kind == "word" and m.groupdict().get("word_h") is None:
                    continue  # a bare "today" is prose, not a timestamp
                other = non_space_count(text) - non_space_count(m.group(0))
                g = m.groupdict()
                bare = kind == "rel" and g.get("rel_pre") is None and g.get("rel_suf") is None
                if other > (min(relative_context, BARE_CONTEXT) if bare else relative_context):
                    continue
        return True
    return False


def _kind_of(m: re.Match) -> str:
    return m.lastgroup  # each form's group holds the groups of its parts and closes last


def _windows(text: str):
    """Where the large pattern must run: the whole of a short text that has a hint, else
    windows around the hints (long prose costs a few hint searches, not one attempt of every
    alternative at every character)."""
    if len(text) <= _WINDOW_BEFORE + _WINDOW_AFTER:
        if next(_hints(text), None) is not None:
            yield 0, len(text)
        return
    lo = hi = -1
    for hint in _hints(text):
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
            built = build(m, _kind_of(m), text, now, day_first, check_only)
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
            built = build(other, kind, text, now, day_first, check_only)
            if built:
                return other, built
    return m, None


_NUMERIC_DATE = re.compile(r"\b(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{2,4})\b")


def order_matters(values) -> bool:
    """Whether a numeric date of ``values`` reads as two dates (03/04/2021): both of its first
    two numbers could be the month, and they differ."""
    return any(first != second and int(first) <= 12 and int(second) <= 12
               for value in values for first, second, _ in _NUMERIC_DATE.findall(value))


def date_order(values) -> str:
    """How a site writes numeric dates, from its values: 'mdy' when a second number above 12
    shows the month comes first (08/21/2012), 'dmy' when a first one does, '' if none tells."""
    month_first = day_first = 0
    for value in values:
        for first, second, _ in _NUMERIC_DATE.findall(value):
            month_first += int(second) > 12 >= int(first)
            day_first += int(first) > 12 >= int(second)
    if month_first > day_first:
        return "mdy"
    return "dmy" if day_first else ""
