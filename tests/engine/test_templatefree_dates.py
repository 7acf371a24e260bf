"""The date recogniser (SPEC §7 post-date regex, open forms added)."""

from __future__ import annotations

import re
from datetime import datetime, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tplx_engine.templatefree.date_words import MONTHS, PREFIXES, UNITS, alternation
from tplx_engine.templatefree.dates import (
    _hints,
    find_dates,
    has_date,
    parse_date,
    texts_with_hints,
)

NOW = datetime(2020, 5, 1, 12, 0, 0)

TABLE = [
    # the source's formats (002 fig. 3-4)
    ("2014-06-12 10:10:20", datetime(2014, 6, 12, 10, 10, 20)),
    ("2014/06/12 10:10", datetime(2014, 6, 12, 10, 10)),
    ("2014/6/12 10:10:20", datetime(2014, 6, 12, 10, 10, 20)),
    # English
    ("June 12, 2014 10:10 AM", datetime(2014, 6, 12, 10, 10)),
    ("June 12, 2014 10:10 PM", datetime(2014, 6, 12, 22, 10)),
    ("12 Jun 2014", datetime(2014, 6, 12)),
    ("Jun 12th, 2014", datetime(2014, 6, 12)),
    # a post's number before the month is no day of it ("2 June 12" was 2 June 2012)
    ("#2 June 12, 2014 10:42 AM", datetime(2014, 6, 12, 10, 42)),
    ("Posted: Sat Jan 05, 2019 10:12 pm", datetime(2019, 1, 5, 22, 12)),
    ("4 December 2016 at 12:11AM", datetime(2016, 12, 4, 0, 11)),
    ("Sunday 8th March", datetime(2020, 3, 8)),
    ("11:43pm On Apr 23", datetime(2020, 4, 23, 23, 43)),
    ("September 2019", datetime(2019, 9, 1)),
    # German
    ("12.06.2014, 10:10", datetime(2014, 6, 12, 10, 10)),
    ("12. Juni 2014", datetime(2014, 6, 12)),
    ("21. Apr 2020, 19:40", datetime(2020, 4, 21, 19, 40)),
    ("am 3. März 2019 um 14:05 Uhr", datetime(2019, 3, 3, 14, 5)),
    # other numeric forms
    ("29/07/2004, 19h46", datetime(2004, 7, 29, 19, 46)),
    ("15/05/19", datetime(2019, 5, 15)),
    ("10-04-2017, 11:00 AM", datetime(2017, 4, 10, 11, 0)),
    ("2014.06.12", datetime(2014, 6, 12)),
    # Chinese
    ("2014年6月12日 10:10", datetime(2014, 6, 12, 10, 10)),
    ("2014年6月12日 下午3:10", datetime(2014, 6, 12, 15, 10)),
    ("发表于 6月12日 08:30", datetime(2019, 6, 12, 8, 30)),
    # ISO with T and a zone
    ("2011-12-03T17:27:18-05:00", datetime(2011, 12, 3, 17, 27, 18)),
    ("2011-12-03T17:27:18Z", datetime(2011, 12, 3, 17, 27, 18)),
    # relative, against NOW
    ("3 hours ago", NOW - timedelta(hours=3)),
    ("an hour ago", NOW - timedelta(hours=1)),
    ("2 days ago", datetime(2020, 4, 29)),
    ("yesterday at 10:10", datetime(2020, 4, 30, 10, 10)),
    ("Today, 08:15", datetime(2020, 5, 1, 8, 15)),
    ("昨天 10:10", datetime(2020, 4, 30, 10, 10)),
    ("3天前", datetime(2020, 4, 28)),  # a day ago names a day, not its hour
    # spaced, and Japanese and Korean units (Discuz!, 2ch-style boards, Naver cafés)
    ("3 小时前", NOW - timedelta(hours=3)),
    ("3時間前", NOW - timedelta(hours=3)),
    ("5分前", NOW - timedelta(minutes=5)),
    ("2ヶ月前", datetime(2020, 3, 1)),
    ("3시간 전", NOW - timedelta(hours=3)),
    ("3일 전", datetime(2020, 4, 28)),
    ("2017년 6월 12일 오후 3:42", datetime(2017, 6, 12, 15, 42)),
    ("před 3 hodinami", NOW - timedelta(hours=3)),
    ("2 päivää sitten", datetime(2020, 4, 29)),
    ("12. kesäkuuta 2017", datetime(2017, 6, 12)),
    # Hungarian (the year first; units that say "ago"), Greek, Vietnamese, Romanian,
    # Ukrainian, Indonesian
    ("2017. június 12. 10:42", datetime(2017, 6, 12, 10, 42)),
    ("3 órája", NOW - timedelta(hours=3)),
    ("12 Ιουνίου 2017, 10:42", datetime(2017, 6, 12, 10, 42)),
    ("πριν από 3 ώρες", NOW - timedelta(hours=3)),
    ("ngày 12 tháng 6 năm 2017", datetime(2017, 6, 12)),
    ("3 giờ trước", NOW - timedelta(hours=3)),
    ("12 iunie 2017, 10:42", datetime(2017, 6, 12, 10, 42)),
    ("acum 3 ore", NOW - timedelta(hours=3)),
    ("12 червня 2017 о 10:42", datetime(2017, 6, 12, 10, 42)),
    ("3 години тому", NOW - timedelta(hours=3)),
    ("12 Agustus 2017", datetime(2017, 8, 12)),
    ("3 jam yang lalu", NOW - timedelta(hours=3)),
    # Thai: the year of the Buddhist era (543 years ahead) or of ours, months abbreviated
    ("12 มิถุนายน 2560", datetime(2017, 6, 12)),
    ("โพสต์เมื่อ 12 มิ.ย. 2560 10:42 น.", datetime(2017, 6, 12, 10, 42)),
    ("5 ธันวาคม พ.ศ. 2562 เวลา 14:30", datetime(2019, 12, 5, 14, 30)),
    ("3 ก.พ. 2019", datetime(2019, 2, 3)),
    ("3 ชั่วโมงที่แล้ว", NOW - timedelta(hours=3)),
    ("2 วันก่อน", datetime(2020, 4, 29)),
    ("vor 3 Tagen", datetime(2020, 4, 28)),
    ("gestern, 10:10", datetime(2020, 4, 30, 10, 10)),
    ("il y a 2 heures", NOW - timedelta(hours=2)),
    # hyphenated and abbreviated months, two-digit years, no year, more languages
    ("12-Jan-2014 10:10", datetime(2014, 1, 12, 10, 10)),
    ("Jan-12-2014", datetime(2014, 1, 12)),
    ("12 Jan 14", datetime(2014, 1, 12)),
    ("Jan 12, '14", datetime(2014, 1, 12)),
    ("3/6/14", datetime(2014, 6, 3)),
    ("12.01., 10:10", datetime(2020, 1, 12, 10, 10)),
    ("16.4. 23:15", datetime(2020, 4, 16, 23, 15)),
    ("3.5. kl. 10:10", datetime(2019, 5, 3, 10, 10)),  # (after NOW: last year)
    ("12 января 2014", datetime(2014, 1, 12)),
    ("12 stycznia 2014, 10:10", datetime(2014, 1, 12, 10, 10)),
    ("3. března 2019", datetime(2019, 3, 3)),
    ("12 ocak 2014", datetime(2014, 1, 12)),
    ("12. Mrz. 2019", datetime(2019, 3, 12)),
    # abbreviations that are also words, between a day and a four-digit year
    ("sáb, 12 ene 2019", datetime(2019, 1, 12)),
    ("Jue Ene 14, 2019 6:01 pm", datetime(2019, 1, 14, 18, 1)),  # phpBB's "D M d, Y g:i a"
    ("12 gen 2019", datetime(2019, 1, 12)),
    ("12 ago 2019, 10:15", datetime(2019, 8, 12, 10, 15)),
    ("3 set. 2019", datetime(2019, 9, 3)),
    ("3-out-2019", datetime(2019, 10, 3)),
    # relative dates with abbreviations, several amounts, more languages, weekday + time
    ("vor 2 Std.", NOW - timedelta(hours=2)),
    ("vor 10 Monaten 3 Wochen", datetime(2019, 6, 10)),
    ("10 Monate 3 Wochen", datetime(2019, 6, 10)),
    ("1 year, 2 months ago", datetime(2019, 3, 1)),
    ("il y a 3 h", NOW - timedelta(hours=3)),
    ("hace un año", datetime(2019, 5, 1)),
    ("2 giorni fa", datetime(2020, 4, 29)),
    ("3 dagen geleden", datetime(2020, 4, 28)),
    ("há 2 dias", datetime(2020, 4, 29)),
    ("3 дня назад", datetime(2020, 4, 28)),
    ("2 dni temu", datetime(2020, 4, 29)),
    ("Thursday at 3:46 PM", datetime(2020, 4, 30, 15, 46)),  # NOW is a Friday
    ("Sat 10:10", datetime(2020, 4, 25, 10, 10)),
    # Arabic, Hebrew and Persian: their months and units, Arabic-Indic and Persian digits, the
    # Arabic comma, ص / م for a.m. / p.m.
    ("١٢ يونيو، ٢٠١٤ - ١٠:١٥ م", datetime(2014, 6, 12, 22, 15)),
    ("12 حزيران 2014", datetime(2014, 6, 12)),
    ("12 جويلية 2014 الساعة 09:30 ص", datetime(2014, 7, 12, 9, 30)),
    ("منذ ٣ ساعات", NOW - timedelta(hours=3)),
    ("قبل 5 دقائق", NOW - timedelta(minutes=5)),
    ("اليوم، 10:15 م", datetime(2020, 5, 1, 22, 15)),
    ("أمس 09:30", datetime(2020, 4, 30, 9, 30)),
    ("الخميس 10:15 م", datetime(2020, 4, 30, 22, 15)),
    ("12 ביוני 2014 בשעה 10:42", datetime(2014, 6, 12, 10, 42)),
    ("לפני 3 ימים", datetime(2020, 4, 28)),
    ("אתמול 10:42", datetime(2020, 4, 30, 10, 42)),
    ("۳ روز پیش", datetime(2020, 4, 28)),
    # a unit alone after the marker is one of it, its dual two
    ("منذ ساعة", NOW - timedelta(hours=1)),
    ("منذ يومين", datetime(2020, 4, 29)),
    ("לפני שעתיים", NOW - timedelta(hours=2)),
    ("یک ساعت پیش", NOW - timedelta(hours=1)),
    ("12 ژوئن ۲۰۱۴", datetime(2014, 6, 12)),
    # Slovak, Croatian, Serbian (Latin and Cyrillic), Slovenian, Bulgarian, Catalan (d'abril),
    # Galician, Estonian, Tagalog, Lithuanian and Latvian
    ("12. júna 2014", datetime(2014, 6, 12)),
    ("pred 3 hodinami", NOW - timedelta(hours=3)),
    ("12. lipnja 2014.", datetime(2014, 6, 12)),
    ("prije 5 minuta", NOW - timedelta(minutes=5)),
    ("пре 3 сата", NOW - timedelta(hours=3)),
    ("12. јун 2014", datetime(2014, 6, 12)),
    ("12. junij 2014", datetime(2014, 6, 12)),
    ("преди 3 часа", NOW - timedelta(hours=3)),
    ("12 юни 2014", datetime(2014, 6, 12)),
    ("12 d'abril de 2014", datetime(2014, 4, 12)),
    ("fa 3 hores", NOW - timedelta(hours=3)),
    ("12 xuño 2014", datetime(2014, 6, 12)),
    ("12. juuni 2014", datetime(2014, 6, 12)),
    ("3 tundi tagasi", NOW - timedelta(hours=3)),
    ("12 Hunyo 2014", datetime(2014, 6, 12)),
    ("prieš 3 valandas", NOW - timedelta(hours=3)),
    ("2014 m. birželio 12 d. 10:42", datetime(2014, 6, 12, 10, 42)),  # Lithuanian, year first
    ("2014. gada 12. jūnijā plkst. 10:42", datetime(2014, 6, 12, 10, 42)),  # Latvian
    ("pirms 3 stundām", NOW - timedelta(hours=3)),
    ("3 години тому", NOW - timedelta(hours=3)),  # Ukrainian hours
    ("преди 2 години", datetime(2018, 5, 1)),  # Bulgarian years
    # the Persian solar calendar (Tir 10, 1399 is 30 June 2020; 1399 is a leap year)
    ("1399/04/10", datetime(2020, 6, 30)),
    ("۱۳۹۹/۰۴/۱۰ ۱۰:۲۵", datetime(2020, 6, 30, 10, 25)),
    ("۱۰ تیر ۱۳۹۹، ساعت ۱۰:۲۵", datetime(2020, 6, 30, 10, 25)),
    ("۱۱ دی ۱۳۹۸", datetime(2020, 1, 1)),
    ("30 اسفند 1399", datetime(2021, 3, 20)),
    # Hindi: its vowel signs are combining marks (a form of its own), Devanagari digits
    ("12 जून 2014, 10:42 AM", datetime(2014, 6, 12, 10, 42)),
    ("१२ फ़रवरी २०१९", datetime(2019, 2, 12)),
    ("3 घंटे पहले", NOW - timedelta(hours=3)),
    ("2 दिन पहले", datetime(2020, 4, 29)),
    # a comma and a word between a date and its time
    ("June 12, 2014, at 10:42 AM", datetime(2014, 6, 12, 10, 42)),
    ("١٢ تشرين الأول ٢٠١٤", datetime(2014, 10, 12)),  # the Levant's two-word months
    ("كانون الثاني 2019", datetime(2019, 1, 1)),
    # no year, the month first, with a time (Korean, Chinese, Taiwanese boards)
    ("03.04 11:12:33", datetime(2020, 3, 4, 11, 12, 33)),
    ("03/04 10:12", datetime(2020, 3, 4, 10, 12)),
    ("发表于 3-4 10:12", datetime(2020, 3, 4, 10, 12)),
    # a colon between the day and its time (Snitz, news sites)
    ("Posted - 12/06/2014 :  10:12:33", datetime(2014, 6, 12, 10, 12, 33)),
    ("15 January 2008: 8:43am", datetime(2008, 1, 15, 8, 43)),
    ("12. 01. 2021, 17:25", datetime(2021, 1, 12, 17, 25)),  # a space after each dot
    ("4. 3. 2021 10:12", datetime(2021, 3, 4, 10, 12)),
]


@pytest.mark.parametrize("text, expected", TABLE)
def test_recognises(text, expected):
    found = find_dates(text, NOW)
    assert len(found) == 1, found
    assert found[0].value == expected
    # the span covers the date (a leading weekday or time may be part of it)
    start, end = found[0].span
    assert text[start:end] == found[0].text and end - start >= 3


@pytest.mark.parametrize("text", [
    "version 1.2.13 was released", "3 out of 5 people", "call 555-1234", "Posts: 1,234",
    "Joined 12:30", "price 10.50 EUR", "have 3 dogs", "in the year 2014", "#12 of 30",
    "for 3 days", "He is 3 years old", "20190603", "page 2 of 5", "Mo 3 Di",
    "3 out of 5 in 2019", "Set 2019 goals", "12 set", "won 3 gen 19", "12 ago",
    "3 小时", "2017년", "3분", "rok 2017 byl dobrý", "2 tuntia",
    "I have 3 Mac minis", "3 ore of iron", "2 jam jars", "3 ώρες", "31 ก.พ. 2560",
    "3 ชั่วโมง", "مايو", "قبل الظهر 12", "منذ الصباح", "ساعتين",
    "الفصل الأول 2019", "تیر ۱۳۹۹", "من مهر دارم", "1399/13/10", "10 تیر 2020", "3 घंटे",
    "v1.2 10:00", "03.04", "score 3-4", "12. 01. 21",
])
def test_rejects_non_dates(text):
    assert find_dates(text, NOW) == []
    assert not has_date(text)


@pytest.mark.parametrize("text", ["36000 months ago", "99999999999 days ago", "vor 99999 Jahren"])
def test_an_amount_before_year_one_is_no_date(text):  # it raised ValueError / OverflowError
    assert find_dates(text, NOW) == []


def test_span_inside_longer_text_and_several_dates():
    text = "by Mari » 20 Jul 2018 20:59 (edited 2018-07-21 08:00)"
    found = find_dates(text, NOW)
    assert [d.value for d in found] == [datetime(2018, 7, 20, 20, 59),
                                        datetime(2018, 7, 21, 8, 0)]
    assert text[found[0].start:found[0].end] == "20 Jul 2018 20:59"
    assert parse_date(text, NOW) == (found[0].value, found[0].span)


def test_year_left_out_takes_the_latest_year_not_in_the_future():
    assert find_dates("March 30", NOW)[0].value == datetime(2020, 3, 30)
    assert find_dates("December 30", NOW)[0].value == datetime(2019, 12, 30)
    assert not find_dates("March 30", NOW)[0].has_year


def test_day_first_or_month_first():
    assert find_dates("04/06/2019", NOW)[0].value == datetime(2019, 6, 4)
    assert find_dates("04/06/2019", NOW, day_first=False)[0].value == datetime(2019, 4, 6)
    # impossible as day-first: read month-first
    assert find_dates("06/24/2019", NOW)[0].value == datetime(2019, 6, 24)


def test_a_weekday_before_a_numeric_date_tells_its_order():
    # 1 February 2021 was a Monday, 2 January a Saturday (Drupal: "Thu, 03/04/2021 - 10:12")
    assert find_dates("Mon, 02/01/2021 - 03:00", NOW)[0].value == datetime(2021, 2, 1, 3, 0)
    assert find_dates("Sat, 02/01/2021 - 03:00", NOW)[0].value == datetime(2021, 1, 2, 3, 0)
    assert find_dates("Thu, 02/01/2021", NOW)[0].value == datetime(2021, 1, 2)  # neither fits
    assert find_dates("Donnerstag, 04.03.2021", NOW)[0].value == datetime(2021, 3, 4)


def test_a_weekday_in_brackets_after_a_date_as_cjk_boards_write_it():
    # Futaba writes the two-digit year first: 4 March 2021 was a Thursday (木), 21 March 2004
    # a Sunday; the time after the weekday belongs to the date
    assert find_dates("21/03/04(木)10:12:33", NOW)[0].value == datetime(2021, 3, 4, 10, 12, 33)
    assert find_dates("21/03/04(日) 10:12", NOW)[0].value == datetime(2004, 3, 21, 10, 12)
    assert find_dates("2021/03/04(木) 10:12:33.12", NOW)[0].value == datetime(
        2021, 3, 4, 10, 12, 33)
    assert find_dates("2021年3月4日(星期四) 10:12", NOW)[0].value == datetime(2021, 3, 4, 10, 12)
    assert find_dates("2021.03.04 (목) 10:12", NOW)[0].value == datetime(2021, 3, 4, 10, 12)


def test_zone_is_kept():
    match = find_dates("2011-12-03T17:27:18-05:00", NOW)[0]
    assert match.utc_offset == timedelta(hours=-5)
    assert match.aware().utcoffset() == timedelta(hours=-5)
    assert find_dates("2014-06-12 10:10", NOW)[0].aware() is None


def test_relative_dates_in_prose_are_no_anchors():
    assert has_date("3 hours ago")
    assert has_date("Posted 3 hours ago by admin")
    assert not has_date("I bought this amplifier 3 years ago and it has worked well ever "
                        "since, so I can recommend it to anyone")
    assert has_date("I bought it 3 years ago and it works well", relative_context=None)
    assert not has_date("see you today")  # a bare 'today' is a word, not a timestamp
    assert not has_date("نراكم اليوم")
    assert has_date("اليوم، 10:15 م")
    # an age without "ago" stands alone, or it is a duration in a sentence
    assert has_date("10 Monate 3 Wochen")
    assert not has_date("I waited 2 days and 3 hours for the bus")
    assert has_date("Today, 08:15")


def test_invalid_calendar_dates_are_rejected():
    assert find_dates("2014-02-30 10:00", NOW) == []
    assert find_dates("31.04.2014", NOW) == []


def test_long_text_is_scanned_around_hints():
    prose = "word " * 2000
    text = prose + "12 Jun 2014" + prose + "2015-01-02 03:04" + prose
    assert [d.value for d in find_dates(text, NOW)] == [datetime(2014, 6, 12),
                                                        datetime(2015, 1, 2, 3, 4)]


def test_empty_and_odd_input():
    assert find_dates("", NOW) == [] and find_dates("   ", NOW) == []
    assert parse_date("nothing here", NOW) is None
    assert not has_date("")


_DATE_BITS = st.sampled_from(["12", "2014", "-", "/", ".", " ", "\n", "June", "jun", "Mon",
                              "ago", "3 days ago", "yesterday", "item", "年", "月", "日", "\x00",
                              "w", "st", "de", ":", "h", "heute", "gestern", "é"])


@settings(max_examples=300, deadline=None)
@given(st.lists(st.lists(_DATE_BITS, max_size=8).map("".join), max_size=12))
def test_texts_with_hints_finds_in_one_scan_what_each_text_alone_holds(texts):
    one_by_one = [any(True for _ in _hints(text)) for text in texts]
    assert texts_with_hints(texts) == one_by_one
    assert not any(has_date(text) for text, hinted in zip(texts, one_by_one) if not hinted)


@pytest.mark.parametrize("text", ["x" * 300_000 + " 12", "12 " + "x" * 300_000, "x" * 300_000])
def test_a_word_of_300_000_letters_is_one_scan_not_one_per_letter(text):
    # an unbounded word next to a number, tried at every letter, took minutes (the test's
    # timeout) where one pass takes milliseconds
    assert texts_with_hints([text, "June 12"]) == [False, True]
    assert not has_date(text)


@pytest.mark.parametrize("words", [PREFIXES, list(UNITS), list(MONTHS), ["a", "ab", "abc", "b"]])
def test_the_trie_alternation_matches_each_word_and_the_longest_first(words):
    pattern = re.compile(alternation(words))
    assert all(pattern.fullmatch(word) for word in words)
    for word in words:  # "pred" is matched whole, not as "pre" (also a word) and a "d"
        assert pattern.match(word + " ").group(0) == word
    assert not pattern.fullmatch("".join(sorted(words, key=len)[-1]) + "x")
