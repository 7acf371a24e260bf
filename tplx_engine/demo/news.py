"""Hand-written demo templates of two news sites (ground truth for SPEC §5-7).

- ``en-news`` (news.example.com, English): article with an optional subtitle (the template's
  ``if``), title, author, date, multi-paragraph content; a "most read" sidebar that changes from
  page to page, as real sidebars do.
- ``zh-news`` (news.example.cn, Chinese, utf-8 or GBK): an older div layout with a breadcrumb,
  inline source/author labels ("来源：", "作者：") and an optional subtitle.

Each site also has a list template (section index pages, mostly ``<li><a>`` links).
"""

from __future__ import annotations

import random

from . import text
from .markup import Fields, PageContext, Rendered, attr, esc, paragraphs_html

EN_SECTIONS = (("Local", "local"), ("Politics", "politics"), ("Business", "business"),
               ("Sport", "sport"), ("Culture", "culture"), ("Science", "science"),
               ("Opinion", "opinion"))


def _en_chrome(ctx: PageContext, rng: random.Random, page_title: str, body: str,
               body_class: str) -> str:
    nav = "\n".join(f'<li><a href="/{slug}/">{label}</a></li>' for label, slug in EN_SECTIONS)
    most_read = "\n".join(
        f'<li><a href="/{rng.choice(EN_SECTIONS)[1]}/{rng.randint(1000, 9999)}.html">'
        f"{esc(text.title(rng, 'en'))}</a></li>" for _ in range(rng.randint(3, 5)))
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
{ctx.head_extra()}<title>{esc(page_title)} - The Riverton Herald</title>
<link rel="stylesheet" href="/static/css/herald.css">
<script src="/static/js/jquery.min.js"></script>
<script>function trackView(id) {{ window._views = (window._views || []).concat(id); }}</script>
<style>.sidebar {{ float: right; width: 300px; }}</style>
</head>
<body class="{body_class}">
<div id="page">
<header id="masthead">
<div class="brand"><a href="/"><img src="/static/logo.png" alt="The Riverton Herald"></a>
<span class="tagline">News from the valley since 1898</span></div>
<nav class="main-nav"><ul>
{nav}
</ul></nav>
<form class="search" action="/search"><input type="text" name="q"><button type="submit">Search</button></form>
</header>
<div id="content" class="clearfix">
<main class="main-column">
{body}
</main>
<aside class="sidebar">
<div class="widget most-read"><h3>Most read</h3>
<ol>
{most_read}
</ol></div>
<div class="widget newsletter"><h3>Newsletter</h3><p>The morning briefing, every weekday.</p></div>
</aside>
</div>
<!-- footer -->
<footer id="colophon">
<div class="footer-links"><a href="/about/">About us</a> | <a href="/contact/">Contact</a> | <a href="/privacy/">Privacy</a></div>
<p class="copyright">&copy; 2014 The Riverton Herald.<br>12 Mill Street, Riverton.</p>
</footer>
</div>
<script>trackView({ctx.page_id});</script>
</body>
</html>
"""


def en_news_article(rng: random.Random, ctx: PageContext) -> Rendered:
    f = Fields(singles=("TITLE", "SUBTITLE", "AUTHOR", "DATE", "CONTENT"))
    title = text.title(rng, "en")
    subtitle = ""
    if rng.random() < 0.5:  # the template's optional block
        subtitle = f'<h2 class="standfirst">{f.set("SUBTITLE", text.sentence(rng, "en"))}</h2>\n'
    when = text.random_datetime(rng)
    paragraphs = [text.paragraph(rng, "en", 2, 6) for _ in range(rng.randint(2, 12))]
    figure = ""
    if rng.random() < 0.35:
        figure = (f'<figure class="lead-image"><img src="/img/{rng.randint(100, 999)}.jpg" alt="">'
                  f"<figcaption>{esc(text.sentence(rng, 'en'))}</figcaption></figure>\n")
    section, slug = rng.choice(EN_SECTIONS)
    body = f"""<article class="story">
<div class="kicker"><a href="/{slug}/">{section}</a></div>
<h1 class="headline">{f.set("TITLE", title)}</h1>
{subtitle}<div class="byline">By <span class="author">{f.set("AUTHOR", text.person(rng, "en"))}</span>
<time class="published" datetime="{when:%Y-%m-%d}">{f.set("DATE", text.format_date(when, "english-day"))}</time></div>
{figure}<div class="story-body">
{paragraphs_html(paragraphs)}
</div>
</article>"""
    f.set("CONTENT", " ".join(paragraphs))
    return Rendered(_en_chrome(ctx, rng, title, body, "article-page"), f.as_dict())


def en_news_list(rng: random.Random, ctx: PageContext, section: str, links: list[tuple[str, str]],
                 page_no: int) -> Rendered:
    f = Fields(singles=("SECTION",), lists=("ITEM_TITLE",))
    items = "\n".join(
        f'<li><a href="{attr(href)}">{f.add("ITEM_TITLE", label)}</a></li>'
        for href, label in links)
    pager = " ".join(f'<a href="index_{n}.html">{n}</a>' for n in range(1, 6) if n != page_no)
    body = f"""<h1 class="section-title">{f.set("SECTION", section)}</h1>
<ul class="article-list">
{items}
</ul>
<div class="pager">{pager}</div>"""
    return Rendered(_en_chrome(ctx, rng, section, body, "section-page"), f.as_dict())


ZH_CHANNELS = (("首页", "/"), ("国内", "/china/"), ("国际", "/world/"), ("财经", "/finance/"),
               ("体育", "/sports/"), ("科技", "/tech/"), ("文化", "/culture/"), ("图片", "/photo/"))
ZH_SOURCES = ("新华网", "人民网", "江城日报", "中国新闻网", "本网讯", "经济日报")


def _zh_chrome(ctx: PageContext, rng: random.Random, page_title: str, crumbs: str,
               left: str) -> str:
    nav = " ".join(f'<a href="{href}">{label}</a>' for label, href in ZH_CHANNELS)
    hot = "\n".join(f'<li><a href="/china/{rng.randint(10000, 99999)}.html">'
                    f"{esc(text.title(rng, 'zh'))}</a></li>" for _ in range(rng.randint(4, 6)))
    return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
{ctx.head_extra()}<title>{esc(page_title)}_江城新闻网</title>
<meta name="keywords" content="江城新闻网,新闻,资讯">
<link href="/css/global.css" rel="stylesheet" type="text/css" />
<script type="text/javascript" src="/js/common.js"></script>
</head>
<body>
<div class="top-bar"><div class="w1000"><span class="date-today">欢迎访问江城新闻网</span>
<a href="/login.html">登录</a> <a href="/reg.html">注册</a></div></div>
<div class="header w1000">
<div class="logo"><a href="/"><img src="/images/logo.gif" alt="江城新闻网" /></a></div>
<div class="nav">{nav}</div>
</div>
<div class="main w1000">
<div class="crumbs">当前位置：<a href="/">首页</a> &gt; {crumbs}</div>
<div class="left">
{left}
</div>
<div class="right">
<div class="box"><div class="box-title">热点新闻</div>
<ul class="hot-list">
{hot}
</ul></div>
<div class="box ad"><a href="/ad/1.html"><img src="/ad/banner1.jpg" alt="" /></a></div>
</div>
<div class="clear"></div>
</div>
<div class="footer">
<p><a href="/about.html">关于我们</a> | <a href="/contact.html">联系我们</a> | <a href="/jobs.html">招聘信息</a></p>
<p>版权所有 江城新闻网 未经授权禁止转载</p>
<p>京ICP备12345678号</p>
</div>
<script type="text/javascript">var _hmt = _hmt || []; _hmt.push(['_trackPageview']);</script>
</body>
</html>
"""


def zh_news_article(rng: random.Random, ctx: PageContext) -> Rendered:
    f = Fields(singles=("TITLE", "SUBTITLE", "DATE", "SOURCE", "AUTHOR", "CONTENT", "EDITOR"))
    title = text.title(rng, "zh")
    channel, channel_href = rng.choice(ZH_CHANNELS[1:])
    subtitle = ""
    if rng.random() < 0.4:
        subtitle = f'<h2 class="subtitle">——{f.set("SUBTITLE", text.title(rng, "zh"))}</h2>\n'
    when = text.random_datetime(rng)
    date_style = "iso-minutes" if ctx.page_id % 3 else "iso"
    paragraphs = [text.paragraph(rng, "zh", 1, 5) for _ in range(rng.randint(2, 10))]
    if rng.random() < 0.5:
        # an inline emphasis inside a paragraph: no space around it, as Chinese pages write it
        first, cut = paragraphs[0], len(paragraphs[0]) // 2
        lead = [f"<p>{esc(first[:cut])}<strong>{esc(first[cut:])}</strong></p>"]
        content = "\n".join(lead + [f"<p>{esc(p)}</p>" for p in paragraphs[1:]])
    else:
        content = paragraphs_html(paragraphs)
    author = ""
    if rng.random() < 0.7:
        author = f' <span class="author">作者：{f.set("AUTHOR", text.person(rng, "zh"))}</span>'
    left = f"""<div class="article">
<h1 id="title">{f.set("TITLE", title)}</h1>
{subtitle}<div class="info"><span class="time">{f.set("DATE", text.format_date(when, date_style))}</span> <span class="source">来源：<a href="/source.html">{f.set("SOURCE", rng.choice(ZH_SOURCES))}</a></span>{author}</div>
<div id="article-content" class="content">
{content}
</div>
<div class="editor">（责任编辑：{f.set("EDITOR", text.person(rng, "zh"))}）</div>
<div class="share"><span>分享到：</span><a href="#" class="weibo">微博</a> <a href="#" class="weixin">微信</a></div>
</div>"""
    f.set("CONTENT", " ".join(paragraphs))  # one newline between <p>s
    crumbs = f'<a href="{channel_href}">{channel}</a> &gt; 正文'
    return Rendered(_zh_chrome(ctx, rng, title, crumbs, left), f.as_dict())


def zh_news_list(rng: random.Random, ctx: PageContext, section: str, links: list[tuple[str, str]],
                 page_no: int) -> Rendered:
    f = Fields(singles=("SECTION",), lists=("ITEM_TITLE",))
    items = "\n".join(
        f'<li><a href="{attr(href)}" target="_blank">{f.add("ITEM_TITLE", label)}</a></li>'
        for href, label in links)
    pager = "".join(f'<a href="index_{n}.html">{n}</a>' for n in range(1, 6) if n != page_no)
    left = f"""<div class="list-box">
<div class="list-title">{f.set("SECTION", section)}</div>
<ul class="news-list">
{items}
</ul>
<div class="pages">{pager}<a href="index_{page_no + 1}.html">下一页</a></div>
</div>"""
    crumbs = f"<span>{esc(section)}</span>"
    return Rendered(_zh_chrome(ctx, rng, section, crumbs, left), f.as_dict())
