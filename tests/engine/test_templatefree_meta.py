"""News title and publication date (SPEC §7, source 002 §4.3.2)."""

from __future__ import annotations

from datetime import datetime

import lxml.html
import pytest
from lxml import etree

from tplx_engine.templatefree.content import extract_content
from tplx_engine.templatefree.meta import (
    extract_news,
    extract_pub_date,
    extract_title,
    longest_common_substring,
)

NOW = datetime(2020, 5, 1, 12, 0)
BODY = ("<p>The council said on Monday that the new bridge would open in the spring. It is the "
        "first bridge to be built across the river in more than forty years.</p>")


def doc(title=None, h1s=(), body=BODY, extra=""):
    head = f"<title>{title}</title>" if title is not None else ""
    heads = "".join(f"<h1>{h}</h1>" for h in h1s)
    return lxml.html.document_fromstring(
        f"<html><head>{head}</head><body>{heads}<div id='c'>{body}</div>{extra}</body></html>")


@pytest.mark.parametrize("title, h1s, expected, source, tag", [
    # the common substring of <title> and <h1>, site name and separators dropped
    ("New bridge opens in spring | City News", ["New bridge opens in spring"],
     "New bridge opens in spring", "common", "h1"),
    ("国务院参事：建10个超大城市是误解 | 仇保兴 _ 新浪新闻", ["国务院参事：建10个超大城市是误解"],
     "国务院参事：建10个超大城市是误解", "common", "h1"),
    # common substring shorter than 5 characters: <title>
    ("City News", ["Weather today"], "City News", "title", "title"),
    # no <h1>: <title>
    ("Only a title here", [], "Only a title here", "title", "title"),
    # empty <title>: <h1>
    ("", ["Headline of the day"], "Headline of the day", "h1", "h1"),
    (None, ["Headline of the day"], "Headline of the day", "h1", "h1"),
    # several <h1>: the one sharing most with <title>
    ("Storm hits the coast - Daily", ["Menu", "Storm hits the coast"], "Storm hits the coast",
     "common", "h1"),
])
def test_title_rules(title, h1s, expected, source, tag):
    result = extract_title(doc(title, h1s))
    assert (result.text, result.source, result.node.tag) == (expected, source, tag)


def test_no_title_and_no_h1():
    result = extract_title(doc(None, ()))
    assert result.text == "" and result.node is None and "no <title>" in result.reason


def test_without_title_and_h1_the_first_heading_that_is_a_headline():
    extra = ("<h2><a href='/other'>Another story of the day is here</a></h2>"  # a link
             "<h3>Menu</h3>"  # too short to be a headline
             "<h2 class='story'>Wurz joins Honda as test driver</h2>")
    result = extract_title(doc(None, (), extra=extra))
    assert (result.text, result.source, result.node.tag) == (
        "Wurz joins Honda as test driver", "heading", "h2")


def test_a_title_that_names_the_site_gives_way_to_the_headline():
    extra = "<h2><a href='/next'>Next: the river festival opens</a></h2>"  # a linked story
    page = doc("Footballworld.com", ["Latest News"], extra=extra + "<h2 class='headline'>"
               "Alouettes add two to coaching staff</h2>")
    result = extract_title(page)
    assert (result.text, result.source) == ("Alouettes add two to coaching staff", "heading")
    # with no heading of 4 words, the <title> stays
    assert extract_title(doc("Footballworld.com", ["Latest News"])).text == "Footballworld.com"


def test_title_and_heading_meet_over_typographic_quotes():
    """<title> spells "Aren't", the heading "Aren’t": the heading is the title, in its own
    spelling, not the site name another heading shares with <title>."""
    result = extract_title(doc("Banks Aren't Europe's Main Problem - Real Time Brussels - WSJ",
                               ["Banks Aren\u2019t Europe\u2019s Main Problem"],
                               extra="<h3>About Real Time Brussels</h3>"))
    assert result.source == "common"
    assert result.text == "Banks Aren\u2019t Europe\u2019s Main Problem"


@pytest.mark.parametrize("title, heading", [
    # <title> in title case without the apostrophe, the heading in sentence case
    ("Pakistans Stocks And Currency Pay Heavy Price (from The Herald )",
     "Pakistan's stocks and currency pay heavy price"),
    # the pound sign lost from <title>: its longest common substring was "15m Olympic loser"
    ("Bradford Could Be 15m Olympic Loser (from Bradford Telegraph and Argus)",
     "Bradford could be \u00a315m Olympic loser"),
])
def test_a_heading_whose_words_run_in_the_title_is_the_title_whole(title, heading):
    result = extract_title(doc(title, [heading]))
    assert (result.text, result.source) == (heading, "common")


def test_a_heading_in_the_title_is_no_title_when_it_is_one_word():
    result = extract_title(doc("Bridge opens - News - City Courier", ["News"]))
    assert result.text == "Bridge opens"


def test_a_title_that_only_names_the_site_gives_way_to_the_articles_first_line():
    """No heading shares <title>, which names the site: the main content's first line is
    the headline when it reads as one, not a byline or a sentence."""
    story = (f"<table><tr><td class='x1'>Mbeki puts top cop on leave</td></tr>"
             f"<tr><td>{BODY * 3}</td></tr></table>")
    result = extract_title(doc("The Times", body=story))
    assert (result.text, result.source, result.node.get("class")) == (
        "Mbeki puts top cop on leave", "content", "x1")
    for first in ("By Sally Grover of the news desk",
                  "The minister said on Monday that it was over."):
        story = f"<p>{first}</p>{BODY * 3}"
        assert extract_title(doc("The Times", body=story)).source == "title"
    # a <title> of four words or more is kept as before
    story = f"<p>Mbeki puts top cop on leave</p>{BODY * 3}"
    assert extract_title(doc("Police chief put on leave", body=story)).source == "title"


@pytest.mark.parametrize("title", [None, "City Courier"])
def test_a_boxs_heading_outside_the_article_gives_way_to_the_articles_first_line(title):
    items = "".join(f"<li><a href='/a{k}'>Story number {k} of the day</a></li>" for k in range(6))
    box = f"<div class='side'><h3>Other News in Technology</h3><ul>{items}</ul></div>"
    story = f"<div class='x2'>Netgear brings its new router to the show</div>{BODY * 3}"
    result = extract_title(doc(title, body=story, extra=box))
    assert (result.text, result.source) == ("Netgear brings its new router to the show",
                                            "content")
    # a heading inside the article is its headline
    story = f"<h3>Netgear brings its new router to the show</h3>{BODY * 3}"
    result = extract_title(doc(title, body=story, extra=box))
    assert result.source == "heading" and result.text.startswith("Netgear")


def test_the_articles_first_line_on_a_tree_parsed_without_lxml_html():
    """A page parsed by ``lxml.etree`` (its elements have no ``text_content``), as damaged
    pages can be: the first line is still found with its element."""
    page = (f"<html><head><title>The Times</title></head><body><table><tr><td class='x1'>"
            f"Mbeki puts top cop on leave</td></tr><tr><td>{BODY * 3}</td></tr></table>"
            "</body></html>")
    result = extract_title(etree.fromstring(page, etree.HTMLParser()))
    assert (result.text, result.node.get("class")) == ("Mbeki puts top cop on leave", "x1")


@pytest.mark.parametrize("dateline", [
    "<span><br>Thursday, 10 January 2008, 09:14</span>",
    "<table><tr><td>Published: Wednesday, 2 January, 2008, 02:42 AM Doha Time</td></tr></table>",
])
def test_a_dateline_inside_the_headline_is_not_part_of_the_title(dateline):
    extra = f"<div class='story-title'>Junk food advertising ban comes into force{dateline}</div>"
    result = extract_title(doc(None, extra=extra))
    assert result.text == "Junk food advertising ban comes into force"
    # a date that is the headline's own words stays
    result = extract_title(doc(None, ["Markets on <em>2 January 2008</em>: a quiet day"]))
    assert result.text == "Markets on 2 January 2008: a quiet day"


@pytest.mark.parametrize("declared", [
    '<meta property="og:title" content="ESM and Banks: Not So Soon">',
    '<meta name="twitter:title" content="ESM and Banks: Not So Soon | WSJ">',
    ('<script type="application/ld+json">{"@graph": [{"@type": "WebPage"}, {"@type": '
     '"BlogPosting", "headline": "ESM and  Banks: Not So Soon"}]}</script>'),
])
def test_the_heading_the_page_declares_its_headline_is_the_title(declared):
    """A <title> written for search engines shares more with a box's heading than with the
    headline; og:title, twitter:title or JSON-LD names the headline's heading."""
    page = lxml.html.document_fromstring(
        f"<html><head><title>Euro-Zone's Direct Injections To Banks May Not Happen Soon - Real "
        f"Time Brussels - WSJ</title>{declared}</head><body><h1>ESM and Banks: Not So Soon</h1>"
        f"<div>{BODY}</div><h3>About Real Time Brussels</h3></body></html>")
    result = extract_title(page)
    assert (result.text, result.source, result.node.tag) == (
        "ESM and Banks: Not So Soon", "declared", "h1")
    # without it, the part <title> shares with the box's heading
    assert extract_title(doc(page.findtext(".//title"), ["ESM and Banks: Not So Soon"],
                             extra="<h3>About Real Time Brussels</h3>")).text \
        == "Real Time Brussels"


def test_a_related_storys_declared_headline_is_not_the_title():
    # microdata names a related story's headline (its heading shows it); the page's own
    # og:title is a promotional line no heading shows: <title> and <h1> still meet
    related = ('<div itemscope itemtype="https://schema.org/NewsArticle"><meta itemprop='
               '"headline" content="Drought spreads across the east of the country"><h3>'
               "Drought spreads across the east of the country</h3></div>")
    page = lxml.html.document_fromstring(
        '<html itemscope itemtype="https://schema.org/WebPage"><head><title>Chatham House '
        "report: Famine risks are badly managed - BBC News</title><meta property=\"og:title\" "
        'content="Famine risks badly managed"></head><body><h1>Chatham House report: Famine '
        f"risks are badly managed</h1><div>{BODY}</div>{related}</body></html>")
    result = extract_title(page)
    assert (result.text, result.source) == (
        "Chatham House report: Famine risks are badly managed", "common")


def test_a_declared_title_that_no_heading_shows():
    # a promotional og:title: the <title> and the <h1> still meet
    promo = '<meta property="og:title" content="Famine risks badly managed">'
    page = doc("Chatham House report: Famine risks are badly managed - BBC News",
               ["Chatham House report: Famine risks are badly managed"], extra=promo)
    assert extract_title(page).source == "common"
    # no <title> and no heading: the meta tag's value; the site's name is no headline
    site = '<meta property="og:site_name" content="City News">'
    page = doc(None, extra=promo + site)
    assert (extract_title(page).text, extract_title(page).source) == (
        "Famine risks badly managed", "meta")
    page = doc(None, extra='<meta property="og:title" content="City News">' + site)
    assert extract_title(page).text == ""


def test_longest_common_substring():
    assert longest_common_substring("abcdef", "zcdez") == "cde"
    assert longest_common_substring("", "abc") == ""


def test_publication_date_is_the_latest_between_floor_and_now():
    extra = ("<p class='a'>Published 2019-03-02 10:00</p><p class='b'>Updated 12 Mar 2019</p>"
             "<p class='c'>Event on 2031-01-01 09:00</p><p class='d'>Founded 01.01.1990</p>"
             "<p>yesterday</p><p>March 30</p>")
    result = extract_pub_date(doc("T", (), extra=extra), now=NOW)
    assert result.value == datetime(2019, 3, 12)
    assert result.node.get("class") == "b"
    assert result.text == "12 Mar 2019"
    assert result.candidates == 2  # the future, pre-floor, relative and year-less ones drop
    older = extract_pub_date(doc("T", (), extra=extra), now=datetime(2019, 3, 5))
    assert older.value == datetime(2019, 3, 2, 10, 0)
    floored = extract_pub_date(doc("T", (), extra=extra), floor=datetime(2019, 3, 20), now=NOW)
    assert floored.value is None and floored.node is None and "no date between" in floored.reason


def test_time_element_attribute_counts():
    extra = '<time datetime="2019-05-06T07:08:09+02:00">last spring</time>'
    result = extract_pub_date(doc("T", (), extra=extra), now=NOW)
    assert result.value == datetime(2019, 5, 6, 7, 8, 9) and result.node.tag == "time"


def test_news_validity_rule():
    good = doc("New bridge opens in spring | City News", ["New bridge opens in spring"],
               extra="<p>2019-03-02 10:00</p>")
    news = extract_news(good, now=NOW)
    assert news.valid and news.reason == ""
    assert news.content.ok and len(news.content.text) > 100
    short_title = extract_news(doc("Hi", [], extra="<p>2019-03-02</p>"), now=NOW)
    assert not short_title.valid and "title has 2 characters" in short_title.reason
    no_date = extract_news(doc("A long enough title", []), now=NOW)
    assert not no_date.valid and "no valid date" in no_date.reason
    short = doc("A long enough title", [], body="<p>It is short.</p>", extra="<p>2019-03-02</p>")
    news = extract_news(short, now=NOW, content=extract_content(short))
    assert not news.valid and "content has" in news.reason


def test_empty_page():
    root = lxml.html.document_fromstring("<html></html>")
    assert extract_title(root).text == ""
    assert extract_pub_date(root, now=NOW).value is None
    assert not extract_news(root, now=NOW).valid


def test_title_from_a_headline_that_is_no_h1_and_from_the_main_part_of_the_title():
    # the <h1> is the site's name; the headline is an <h2> (or an element named so)
    root = doc("Bridge to open in spring - Local - City News", ["City News"],
               extra='<h2 class="headline">Bridge to open in spring</h2>')
    result = extract_title(root)
    assert (result.text, result.source, result.node.tag) == (
        "Bridge to open in spring", "common", "h2")
    # no heading shares the title: its longest part between separators
    assert extract_title(doc("City News | The new bridge will open in spring | Local")).text \
        == "The new bridge will open in spring"


def test_a_headline_that_no_tag_or_class_marks_is_found_by_the_part_of_title_it_holds():
    # hashed class names, the headline in a <div>; the <h1> is the site's logo
    extra = ('<div class="css-3f9a1c"><a href="/">Home</a></div>'
             '<div class="css-77b2e0">Bridge over the river opens in spring</div>')
    root = doc("Bridge over the river opens in spring | City News", ["City News"], extra=extra)
    result = extract_title(root)
    assert (result.text, result.source, result.node.get("class")) == (
        "Bridge over the river opens in spring", "common", "css-77b2e0")
    # a <title> that is all site name, repeated in the masthead, is no headline
    masthead = '<div class="css-0a1b2c">The Evening Courier of Springfield</div>'
    root = doc("The Evening Courier of Springfield", extra=masthead + "<h2>Bridge over the "
               "river opens in the spring</h2>")
    assert extract_title(root).text == "Bridge over the river opens in the spring"


def test_a_title_shares_whole_words_with_a_heading_not_part_of_one():
    # "ecalls" is common to the title and the heading only as part of a word
    root = doc("Aidy recalls big guns (from Harrow Times)", ["Ryan ecallsb"])
    assert extract_title(root).text == "Aidy recalls big guns (from Harrow Times)"
    root = doc("Aidy recalls big guns - Harrow Times", ["Sport: Aidy recalls big gunsmiths"])
    assert extract_title(root).text == "Aidy recalls big"
    # CJK text has no spaces: its common part is not cut back to words
    root = doc("市政府宣布新桥春季通车_新闻频道", ["市政府宣布新桥春季通车"])
    assert extract_title(root).text == "市政府宣布新桥春季通车"


@pytest.mark.parametrize("mark", [
    '<meta property="article:published_time" content="2019-03-02T10:00:00Z">',
    '<meta name="date" content="2019-03-02">',
    ('<script type="application/ld+json">{"@type": "NewsArticle", '
     '"datePublished": "2019-03-02T10:00:00+01:00"}</script>'),
])
def test_a_date_the_markup_states_beats_the_latest_date_of_the_page(mark):
    extra = "<p>Updated 12 March 2019</p><ul><li>Other story, 15 March 2019</li></ul>" + mark
    result = extract_pub_date(doc("T", (), extra=extra), now=NOW)
    assert result.value == datetime(2019, 3, 2, 10, 0) or result.value == datetime(2019, 3, 2)


def test_an_element_marked_as_the_publication_date_is_the_date_and_its_node():
    extra = ('<p>Posted <span itemprop="datePublished" content="2019-03-02">2 March</span></p>'
             '<ul><li class="date">15 March 2019</li><li class="date">14 March 2019</li></ul>')
    result = extract_pub_date(doc("T", (), extra=extra), now=NOW)
    assert result.value == datetime(2019, 3, 2) and result.node.tag == "span"
    teasers = '<ul><li class="date">15 March 2019</li><li class="date">14 March 2019</li></ul>'
    assert extract_pub_date(doc("T", (), extra=teasers), now=NOW).value == datetime(2019, 3, 15)


def test_ambiguous_numeric_dates_follow_the_order_the_page_shows():
    # 03/14/2019 can only be month first, so 04/02/2019 is April 2, the latest date
    month_first = "<p>Posted 04/02/2019</p><p>A comment of 03/14/2019</p>"
    assert extract_pub_date(doc("T", (), extra=month_first), now=NOW).value == datetime(
        2019, 4, 2)
    alone = "<p>Posted 03/02/2019</p>"  # nothing tells: day first, as before
    assert extract_pub_date(doc("T", (), extra=alone), now=NOW).value == datetime(2019, 2, 3)
