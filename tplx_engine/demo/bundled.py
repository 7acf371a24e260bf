"""The bundled demo crawl: six hand-written sites, ~300 files with known ground truth.

It exercises every stage named in SPEC §1-7 on purpose:

- detail templates with an optional block (news subtitles), loops (blog comments, forum posts,
  product features), text-tail values (product spec table), localized post dates;
- list pages (mostly ``<li><a>``), short error pages, one exact duplicate, non-HTML files;
- encodings and URL recovery: UTF-8 and GBK pages, charset by ``<meta charset>``, by
  ``http-equiv`` or not declared at all; URLs stated by a ``<base href>`` first line after a BOM
  (SWDE style), by ``<link rel="canonical">`` (behind opaque file names), by a percent-encoded
  file name, or only by the folder path (``http://`` + relative path); one ``.html.gz`` page.

Every page draws from its own ``random.Random`` seeded with (seed, template, index), so a page
does not change when the count of another site changes, and a re-run writes identical bytes.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import quote

from . import community, extras, news, shop
from .markup import PageContext, Rendered
from .writer import CrawlWriter, PageMeta, encode_page

ProgressFn = Callable[[str, int, int], None]


@dataclass(frozen=True)
class SiteSpec:
    template: str  # detail template id; list pages use f"{template}-list"
    host: str
    language: str
    details: int
    lists: int
    render: Callable[[random.Random, PageContext], Rendered]
    render_list: Callable[..., Rendered]
    list_titles: tuple[str, ...]
    description: str


SITES = (
    SiteSpec("en-news", "news.example.com", "en", 50, 5, news.en_news_article, news.en_news_list,
             tuple(label for label, _ in news.EN_SECTIONS),
             "news article: optional subtitle, title, author, date, paragraphs"),
    SiteSpec("zh-news", "news.example.cn", "zh", 50, 5, news.zh_news_article, news.zh_news_list,
             ("国内新闻", "国际新闻", "财经频道", "体育新闻", "科技资讯"),
             "Chinese news article (UTF-8 and GBK): optional subtitle, source and author labels"),
    SiteSpec("en-blog", "blog.example.com", "en", 45, 4, community.blog_post,
             community.blog_archive, ("Archive", "Older posts", "Gardening", "Travel"),
             "blog post with 0..8 comments (a loop) and a tag list"),
    SiteSpec("en-forum", "forum.example.com", "en", 35, 4, community.en_forum_thread,
             community.en_forum_board, ("General chat", "Trains", "Gardens", "Help"),
             "forum thread, 2..12 posts; ISO, English and German post dates"),
    SiteSpec("zh-forum", "bbs.example.cn", "zh", 35, 4, community.zh_forum_thread,
             community.zh_forum_board, ("江城杂谈", "二手交易", "美食天地", "旅游摄影"),
             "Discuz!-style thread in GBK, 2..12 posts; Chinese, slash and ISO post dates"),
    SiteSpec("en-product", "shop.example.com", "en", 45, 4, shop.product_page,
             shop.category_page, ("Fiction", "Mystery", "Science", "History"),
             "book page: spec table with values in text tails, price, feature list"),
)

ZH_LIST_CHANNELS = ("china", "world", "finance", "sports", "tech")
ERROR_PLAN = (  # (error page kind, path, language, encoding, charset declaration, base line)
    ("nginx-404", "news.example.com/local/2014/missing-story.html", "en", "utf-8", "none", False),
    ("apache-500", "blog.example.com/p/00099.html", "en", "utf-8", "none", False),
    ("zh-404", "news.example.cn/china/201407/999999.html", "zh", "gbk", "meta", False),
    ("discuz-error", "bbs.example.cn/thread-9999-1-1.html", "zh", "gbk", "http-equiv", False),
    ("shop-404", "shop.example.com/0999.htm", "en", "utf-8", "http-equiv", True),
    ("forum-404", "forum.example.com/viewtopic-t99999.html", "en", "utf-8", "meta", False),
)


def _detail_meta(site: SiteSpec, i: int, rng: random.Random) -> PageMeta:
    """Where page ``i`` of a site lives, how it is encoded and how it states its URL."""
    common = {"template": site.template, "kind": "detail", "language": site.language}
    if site.template == "en-news":
        section = rng.choice(news.EN_SECTIONS)[1]
        path = f"{site.host}/{section}/{rng.randint(2012, 2015)}/{40000 + i * 17}.html"
        return PageMeta(path=path, url=f"http://{path}", encoding="utf-8",
                        charset_declaration="meta",
                        url_source="canonical" if i % 5 == 2 else "path", **common)
    if site.template == "zh-news":
        encoding = ("utf-8", "gbk", "gbk", "gbk", "utf-8")[i % 5]
        declaration = "http-equiv" if i % 5 == 3 else "meta"
        if i in (7, 23, 14, 38):  # two UTF-8 and two GBK pages that declare nothing
            encoding, declaration = ("utf-8" if i in (7, 23) else "gbk"), "none"
        day = f"{rng.randint(2012, 2015)}/{rng.randint(1, 12):02d}/{rng.randint(1, 28):02d}"
        url = f"http://{site.host}/{day}/{100000 + i * 31}.html"
        if i % 7 == 5:  # a crawler that names files by their percent-encoded URL
            return PageMeta(path=quote(url, safe=""), url=url, encoding=encoding,
                            charset_declaration=declaration, url_source="filename", **common)
        path = url.removeprefix("http://")
        return PageMeta(path=path, url=url, encoding=encoding, charset_declaration=declaration,
                        url_source="path", **common)
    if site.template == "en-blog":
        month = f"{rng.randint(2012, 2015)}/{rng.randint(1, 12):02d}"
        url = f"http://{site.host}/{month}/post-{300 + i}/"
        gzipped = i == 17
        path = f"{site.host}/p/{i:05d}.html" + (".gz" if gzipped else "")
        return PageMeta(path=path, url=url, encoding="utf-8", charset_declaration="meta",
                        url_source="canonical", gzip=gzipped, **common)
    if site.template == "en-forum":
        path = f"{site.host}/viewtopic-t{1000 + i * 7}.html"
        return PageMeta(path=path, url=f"http://{path}", encoding="utf-8",
                        charset_declaration="meta", url_source="path", **common)
    if site.template == "zh-forum":
        path = f"{site.host}/thread-{5000 + i * 3}-1-1.html"
        return PageMeta(path=path, url=f"http://{path}", encoding="gbk",
                        charset_declaration="http-equiv", url_source="path", **common)
    if site.template == "en-product":
        return PageMeta(path=f"{site.host}/{i:04d}.htm",
                        url=f"http://{site.host}/product/{100000 + i * 13}",
                        encoding="utf-8", charset_declaration="http-equiv", url_source="base",
                        bom=True, base_line=True, **common)
    raise AssertionError(site.template)


def _list_meta(site: SiteSpec, n: int) -> PageMeta:
    paths = {
        "en-news": f"{site.host}/{news.EN_SECTIONS[n % len(news.EN_SECTIONS)][1]}/index.html",
        "zh-news": f"{site.host}/{ZH_LIST_CHANNELS[n % 5]}/index.html",
        "en-blog": f"{site.host}/archive/page-{n + 1}.html",
        "en-forum": f"{site.host}/viewforum-f{n + 1}.html",
        "zh-forum": f"{site.host}/forum-{n + 2}-1.html",
        "en-product": f"{site.host}/category/{n + 1}.html",
    }
    gbk = site.template == "zh-forum"
    return PageMeta(path=paths[site.template], url=f"http://{paths[site.template]}",
                    template=f"{site.template}-list", kind="list", language=site.language,
                    encoding="gbk" if gbk else "utf-8",
                    charset_declaration="http-equiv" if gbk else "meta", url_source="path")


def _context(meta: PageMeta, page_id: int) -> PageContext:
    return PageContext(url=meta.url or "", encoding=meta.encoding or "utf-8",
                       charset_declaration=meta.charset_declaration or "none",
                       canonical=meta.url_source == "canonical", page_id=page_id)


def bundled_file_count() -> int:
    pages = sum(site.details + site.lists for site in SITES)
    return pages + len(ERROR_PLAN) + 1 + 2  # + the duplicate + robots.txt and the png


def write_bundled(writer: CrawlWriter, seed: int, progress: ProgressFn | None) -> list[dict]:
    """Write every file of the bundled demo; returns the manifest page entries in write order."""
    entries: list[dict] = []
    total = bundled_file_count()

    def emit(meta: PageMeta, data: bytes, fields: dict | None) -> None:
        writer.write(meta.path, data, meta.kind)
        entries.append(meta.entry(fields))
        if progress is not None:
            progress("demo", len(entries), total)

    duplicate_source: tuple[PageMeta, bytes, dict] | None = None
    for site in SITES:
        titles: list[tuple[str, str]] = []
        for i in range(site.details):
            rng = random.Random(f"{seed}/{site.template}/{i}")
            meta = _detail_meta(site, i, rng)
            page = site.render(rng, _context(meta, i))
            data = encode_page(meta, page.html)
            emit(meta, data, page.fields)
            titles.append((meta.url or "", str(page.fields["TITLE"])))
            if site.template == "en-news" and i == 3:
                duplicate_source = (meta, data, page.fields)
        for n in range(site.lists):
            rng = random.Random(f"{seed}/{site.template}-list/{n}")
            meta = _list_meta(site, n)
            links = rng.sample(titles, min(len(titles), rng.randint(22, 32)))
            heading = site.list_titles[n % len(site.list_titles)]
            page = site.render_list(rng, _context(meta, n), heading, links, n + 1)
            emit(meta, encode_page(meta, page.html), page.fields)

    for kind, path, language, encoding, declaration, base_line in ERROR_PLAN:
        meta = PageMeta(path=path, url=f"http://{path}", template=None, kind="error",
                        language=language, encoding=encoding, charset_declaration=declaration,
                        url_source="base" if base_line else "path", bom=base_line,
                        base_line=base_line)
        html = extras.error_page(kind, _context(meta, 0))
        emit(meta, encode_page(meta, html), {})

    assert duplicate_source is not None
    original, data, fields = duplicate_source
    # same folder, a name that sorts after the original's ('_' > '.'): a loader that reads in
    # path order meets the original first and calls the copy the duplicate
    copy_path = original.path.removesuffix(".html") + "_1.html"
    assert copy_path > original.path
    emit(PageMeta(path=copy_path, url=f"http://{copy_path}", template=original.template,
                  kind="duplicate", language=original.language, encoding=original.encoding,
                  charset_declaration=original.charset_declaration, url_source="path",
                  duplicate_of=original.path), data, fields)

    emit(PageMeta(path="news.example.com/robots.txt", url="http://news.example.com/robots.txt",
                  template=None, kind="other", language=None, encoding="utf-8",
                  charset_declaration=None, url_source="path"),
         extras.ROBOTS_TXT.encode("utf-8"), None)
    emit(PageMeta(path="news.example.com/static/logo.png",
                  url="http://news.example.com/static/logo.png", template=None, kind="other",
                  language=None, encoding=None, charset_declaration=None, url_source="path"),
         extras.tiny_png(), None)
    return entries


def bundled_templates() -> list[dict]:
    """Manifest header entries describing the templates of the bundled demo."""
    out = []
    for site in SITES:
        out.append({"id": site.template, "kind": "detail", "host": site.host,
                    "language": site.language, "description": site.description})
        out.append({"id": f"{site.template}-list", "kind": "list", "host": site.host,
                    "language": site.language, "description": "list/index page of the site"})
    return out
