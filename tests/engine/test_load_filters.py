"""Useless-page filter: error pages, list pages by URL rule and by li>a text ratio."""

from __future__ import annotations

import re

import pytest

from tplx_engine.config import FilterOptions, load_config
from tplx_engine.errors import ConfigError
from tplx_engine.load.filters import (
    classify_page,
    compile_filters,
    compile_url_rule,
    http_error_in_title,
    link_ratio,
)
from tplx_engine.load.read import parse_document
from tplx_engine.load.visible import longest_paragraph_chars
from tplx_engine.model import PageFile, PageStatus, RawPage

OPTIONS = FilterOptions(
    max_error_page_bytes=6000,
    error_keywords=("404 Not Found", "Not Found", "Server Error", "页面不存在"),
    list_link_ratio=0.65,
    list_min_text_chars=200,
    list_url_rules=(("blog.sina.com.cn", r".*(?<!\.html?)$"), ("news.example.com", r"/list/")),
)
PARAGRAPH = ("The committee met on Tuesday to discuss the budget for the coming year, and after a "
             "long debate agreed to fund the new library wing. ")


def raw_page(html: str, url: str = "site/page.html", source: str = "path") -> RawPage:
    file = PageFile("site/page.html", "/nowhere/site/page.html", len(html), 0)
    return RawPage(file, html, "utf-8", "meta", "0" * 40, url, source)


def classify(html: str, options: FilterOptions = OPTIONS, **url):
    raw = raw_page(html, **url)
    return classify_page(raw, parse_document(raw), options)


def page(body: str, title: str = "A page") -> str:
    return f"<html><head><title>{title}</title></head><body>{body}</body></html>"


def list_page(items: int, paragraphs: int = 0) -> str:
    links = "".join(f'<li><a href="/a/{i}.html">Headline number {i} about the news</a></li>'
                    for i in range(items))
    return page(f"<ul>{links}</ul>" + f"<p>{PARAGRAPH}</p>" * paragraphs)


# --------------------------------------------------------------------------------- error pages

def test_short_page_with_error_keyword_is_an_error_page():
    decision = classify(page("<h1>404 Not Found</h1><p>nginx</p>", title="Oops"))
    assert decision.status is PageStatus.ERROR_PAGE
    assert decision.rule == "error-keyword"
    size = len(page("<h1>404 Not Found</h1><p>nginx</p>", title="Oops").encode())
    assert decision.reason == (f"error keyword '404 Not Found' in the text of a {size:,}-byte "
                               "page (error pages are at most 6,000 bytes)")


def test_keyword_match_ignores_case_and_inner_whitespace():
    decision = classify(page("<p>The page was NOT\n   <b>found</b>.</p>"))
    assert (decision.status, decision.rule) == (PageStatus.ERROR_PAGE, "error-keyword")
    assert "'Not Found'" in decision.reason


def test_chinese_error_keyword_in_the_title():
    decision = classify(page("<p>返回首页</p>", title="抱歉，页面不存在"))
    assert decision.status is PageStatus.ERROR_PAGE
    assert "'页面不存在' in the title" in decision.reason


def test_long_page_mentioning_an_error_keyword_is_kept():
    html = page("<h1>Why servers say Not Found</h1>" + f"<p>{PARAGRAPH}</p>" * 60)
    assert len(html.encode()) > 6000
    decision = classify(html)
    assert decision.status is PageStatus.DETAIL


def test_page_length_is_measured_in_utf8_bytes():
    # 2,005 Chinese characters: far under 6,000 characters, over 6,000 bytes in UTF-8
    body = "<p>页面不存在</p><p>" + "正文" * 1000 + "</p>"
    html = page(body)
    assert len(html) < 6000 < len(html.encode())
    assert classify(html).status is not PageStatus.ERROR_PAGE
    assert classify(page("<p>页面不存在</p><p>" + "正文" * 900 + "</p>")).status is (
        PageStatus.ERROR_PAGE)


def test_keyword_inside_script_or_style_is_not_visible_text():
    html = page('<script>if (x) alert("Not Found")</script><style>/* Server Error */</style>'
                "<p>Short product stub.</p>")
    assert classify(html).status is PageStatus.DETAIL


@pytest.mark.parametrize("title,code", [
    ("404", 404), ("Error 404", 404), ("HTTP/1.1 404 Not Found", 404), ("500 - Oops", 500),
    ("404 | Example Shop", 404), ("503 Service Unavailable", 503), ("Example Shop - 404", 404),
    ("410 Gone", 410), ("错误 404", 404), ("404 error: page moved", 404), ("Error: 502", 502),
])
def test_http_status_titles(title, code):
    assert http_error_in_title(title) == code


@pytest.mark.parametrize("title", [
    "500 Days of Summer", "Top 404 tips", "Flight LH-404 delayed", "2048 game",
    "Room 101 - Review", "Catch-22", "418 recipes for tea", "4040 Hamilton Street",
])
def test_titles_that_are_not_http_errors(title):
    assert http_error_in_title(title) is None


def test_long_page_with_a_status_title_is_an_error_page():
    html = page(f"<p>{PARAGRAPH}</p>" * 80, title="404 - File or directory not found.")
    assert len(html.encode()) > 6000
    decision = classify(html)
    assert (decision.status, decision.rule) == (PageStatus.ERROR_PAGE, "error-status-title")
    assert decision.reason == ("title '404 - File or directory not found.' is HTTP status 404 "
                               "(Not Found)")


def test_shipped_keywords_flag_a_chinese_404_page():
    options = load_config(use_user_dir=False).filter
    decision = classify(page("<div class=err><h2>您访问的页面不存在</h2><a href=/>返回首页</a></div>",
                             title="新浪网"), options)
    assert decision.status is PageStatus.ERROR_PAGE


# ------------------------------------------------------------------------------ list: URL rules

@pytest.mark.parametrize("url,status", [
    ("http://blog.sina.com.cn/u/1439351555", PageStatus.LIST_PAGE),
    ("http://blog.sina.com.cn/s/blog_55cac30301016yb1.html", PageStatus.DETAIL),
    ("http://blog.sina.com.cn/s/articlelist_1439351555_0_1.htm", PageStatus.DETAIL),
    ("http://news.example.com/list/3", PageStatus.LIST_PAGE),
    ("http://www.news.example.com/list/3", PageStatus.LIST_PAGE),  # subdomain of the rule host
    ("http://news.example.com/2024/story.html", PageStatus.DETAIL),
    ("http://other.example.org/u/1439351555", PageStatus.DETAIL),
])
def test_url_rules_apply_per_host(url, status):
    html = page(f"<p>{PARAGRAPH * 3}</p>")
    decision = classify(html, url=url, source="base")
    assert decision.status is status
    if status is PageStatus.LIST_PAGE:
        assert decision.rule == "list-url"
        assert re.fullmatch(r"URL matches the list rule '.+' of [a-z.]+", decision.reason)


def test_most_specific_host_decides():
    options = FilterOptions(list_url_rules=(("sina.com.cn", r"/u/"),
                                            ("blog.sina.com.cn", r"/list/")))
    html = page(f"<p>{PARAGRAPH * 3}</p>")
    assert classify(html, options, url="http://blog.sina.com.cn/u/1", source="base").status is (
        PageStatus.DETAIL)
    assert classify(html, options, url="http://news.sina.com.cn/u/1", source="base").status is (
        PageStatus.LIST_PAGE)


def test_page_without_a_host_is_not_judged_by_url_rules():
    options = FilterOptions(list_url_rules=(("site", r".*"),))
    assert classify(page(f"<p>{PARAGRAPH * 3}</p>"), options).status is PageStatus.DETAIL


@pytest.mark.parametrize("regex,list_urls,detail_urls", [
    (r".*(?<!\.html?)$", ["http://h/u/1", "http://h/a.shtm"], ["http://h/a.html", "http://h/a.htm"]),
    (r".*(?<!\.s?html)$", ["http://h/a.htm", "http://h/list/"], ["http://h/a.shtml", "http://h/a.html"]),
    (r"(?<=/a?b)c", ["http://h/abc", "http://h/bc"], ["http://h/xbc/", "http://h/c"]),
])
def test_source_rules_with_variable_width_lookbehind_work_as_written(regex, list_urls, detail_urls):
    pattern = compile_url_rule("h", regex)  # Python's re alone refuses these
    assert pattern.pattern == regex
    assert [bool(pattern.search(u)) for u in list_urls + detail_urls] == (
        [True] * len(list_urls) + [False] * len(detail_urls))


def test_invalid_url_rule_is_a_config_error_naming_the_host():
    with pytest.raises(ConfigError, match=r"list URL rule for bad\.example: '\(unclosed'"):
        compile_filters(FilterOptions(list_url_rules=(("bad.example", "(unclosed"),)))


def test_filters_are_compiled_once_per_options_value():
    assert compile_filters(OPTIONS) is compile_filters(OPTIONS)
    same = FilterOptions(**{f: getattr(OPTIONS, f) for f in OPTIONS.__dataclass_fields__})
    assert compile_filters(same) is compile_filters(OPTIONS)


# ------------------------------------------------------------------------ list: li>a text ratio

def test_list_page_by_link_ratio_with_the_figures_in_the_reason():
    html = list_page(items=40, paragraphs=1)
    measured = link_ratio(parse_document(raw_page(html)))
    decision = classify(html)
    assert (decision.status, decision.rule) == (PageStatus.LIST_PAGE, "list-link-ratio")
    assert decision.reason == (f"li>a text is {measured.ratio:.0%} of "
                               f"{measured.visible_chars:,} visible characters (threshold 65%)")


def test_article_with_a_navigation_list_is_kept():
    decision = classify(list_page(items=10, paragraphs=12))
    assert (decision.status, decision.rule) == (PageStatus.DETAIL, "kept")
    assert re.fullmatch(r"li>a text is \d+% of [\d,]+ visible characters \(threshold 65%\)",
                        decision.reason)


def test_blog_post_inside_a_long_blogroll_is_kept_for_its_paragraph():
    post = f"<p>{PARAGRAPH * 2}<b>{PARAGRAPH}</b></p>"  # one paragraph, bold part included
    html = list_page(items=80).replace("<ul>", post + "<ul>")
    measured = link_ratio(parse_document(raw_page(html)))
    assert measured.ratio > 0.65
    decision = classify(html)
    assert (decision.status, decision.rule) == (PageStatus.DETAIL, "kept")
    paragraph = len("".join((PARAGRAPH * 3).split()))
    assert decision.reason.endswith(f"but it holds a {paragraph:,}-character paragraph outside "
                                    "links (an article: at least 150)")
    off = FilterOptions(list_article_paragraph_chars=0)
    assert classify(html, off).status is PageStatus.LIST_PAGE


def test_headline_list_with_blurbs_shorter_than_a_paragraph_stays_a_list():
    items = "".join(f'<li><a href="/a/{i}.html">Headline number {i} about the news today</a>'
                    f"<span> {PARAGRAPH[:24]}</span></li>" for i in range(60))
    linked = f'<li><p>{"".join(f"<a href=/{i}>{PARAGRAPH}</a> " for i in range(3))}</p></li>'
    decision = classify(page(f"<ul>{items}{linked}</ul>"))
    assert (decision.status, decision.rule) == (PageStatus.LIST_PAGE, "list-link-ratio")


@pytest.mark.parametrize(("body", "expected"), [
    ("<p>ab <b>cd</b> ef<a href=#>link text</a>gh</p>", 8),  # phrasing joins, links do not
    ("<div>abc<p>defgh</p>ij</div>", 5),  # a child block is a paragraph of its own
    ("<div>abc<p>de</p>ij<!-- c -->kl</div>", 7),  # tails after blocks and comments count
    ("<p>ab<script>var xyzxyzxyz = 1;</script><template>qrstuvwxyz</template>c</p>", 3),
    ("<a href=#><p>long text inside a link</p></a><p>x</p>", 1),
    ("", 0),
])
def test_longest_paragraph_chars(body, expected):
    assert longest_paragraph_chars(parse_document(raw_page(page(body)))) == expected


def test_link_ratio_counts_visible_characters_without_whitespace():
    html = page("<ul><li> <a href=#>ab  c</a> tail</li></ul>\n<p> de </p>"
                "<script>var hidden = 'x';</script>")
    measured = link_ratio(parse_document(raw_page(html)))
    assert (measured.list_link_chars, measured.visible_chars) == (3, 9)  # abc / abc tail de


def test_link_text_nested_deeper_in_li_counts_once():
    html = page("<ul><li><span><a href=#>one</a></span><ul><li><a href=#>two</a></li></ul></li>"
                "</ul><p>xyz</p>")
    measured = link_ratio(parse_document(raw_page(html)))
    assert (measured.list_link_chars, measured.visible_chars) == (6, 9)


def test_links_outside_li_are_not_list_links():
    html = page("".join(f'<div><a href="/{i}">Headline number {i} about it</a></div>'
                        for i in range(40)))
    assert link_ratio(parse_document(raw_page(html))).list_link_chars == 0
    assert classify(html).status is PageStatus.DETAIL


def test_script_and_style_text_do_not_dilute_the_ratio():
    html = list_page(items=30).replace(
        "</body>", f"<script>{'var a = 1; ' * 500}</script><style>{'p {{}} ' * 500}</style></body>")
    assert classify(html).status is PageStatus.LIST_PAGE


def test_page_with_too_little_text_is_not_judged_by_the_ratio():
    html = list_page(items=3)
    measured = link_ratio(parse_document(raw_page(html)))
    assert measured.ratio > 0.9 and measured.visible_chars < 200
    decision = classify(html)
    assert (decision.status, decision.rule) == (PageStatus.DETAIL, "kept")
    assert decision.reason == (f"only {measured.visible_chars} visible characters (fewer than "
                               "200): link ratio not judged")


def test_ratio_equal_to_the_threshold_is_kept():
    html = list_page(items=40, paragraphs=1)
    measured = link_ratio(parse_document(raw_page(html)))
    at = FilterOptions(list_link_ratio=measured.ratio)
    assert classify(html, at).status is PageStatus.DETAIL
    assert classify(html, FilterOptions(list_link_ratio=measured.ratio - 1e-9)).status is (
        PageStatus.LIST_PAGE)


def test_error_rule_runs_before_list_rules():
    html = page("<ul><li><a href=/>Home</a></li></ul><p>Not Found</p>")
    decision = classify(html, url="http://blog.sina.com.cn/u/1", source="base")
    assert decision.status is PageStatus.ERROR_PAGE
