"""Hand-written demo templates with loops (ground truth for SPEC §2, §5-7).

- ``en-blog`` (blog.example.com): a post with a variable number of comments (the template's
  ``for``, 0..8 comments with author, date and text) and a variable tag list.
- ``en-forum`` (forum.example.com, phpBB-like) and ``zh-forum`` (bbs.example.cn, Discuz!-like,
  GBK): threads of 2..12 posts, each with author, post date and text. Post dates come in the
  formats PEAN must recognise (SPEC §7): ``2014-06-12 10:10:20``, ``2014/6/12 10:10``,
  ``June 12, 2014 10:10 AM``, ``12.06.2014, 10:10``, ``2014年6月12日 10:10``; a forum uses one
  format per thread (the viewer's locale setting), so both sites together show all of them.

Each site also has a list template (board / archive pages).
"""

from __future__ import annotations

import random
from datetime import timedelta

from . import text
from .markup import Fields, PageContext, Rendered, attr, esc, paragraphs_html

BLOG_CATEGORIES = ("Gardening", "Travel", "Cooking", "Books", "Photography", "Family")


def _blog_chrome(ctx: PageContext, rng: random.Random, page_title: str, primary: str) -> str:
    recent = "\n".join(f'<li><a href="/{2013 + rng.randint(0, 2)}/{rng.randint(1, 12):02d}/'
                       f'post-{rng.randint(100, 999)}.html">{esc(text.title(rng, "en"))}</a></li>'
                       for _ in range(3))
    cats = "\n".join(f'<li class="cat-item"><a href="/category/{c.lower()}/">{c}</a> '
                     f"({rng.randint(2, 40)})</li>" for c in BLOG_CATEGORIES[:rng.randint(3, 6)])
    return f"""<!DOCTYPE html>
<html dir="ltr" lang="en-US">
<head>
{ctx.head_extra()}<title>{esc(page_title)} | Notes from Lakeside</title>
<link rel="stylesheet" href="/wp-content/themes/lakeside/style.css" type="text/css" media="all">
<script type="text/javascript" src="/wp-includes/js/comment-reply.js"></script>
</head>
<body class="single">
<div id="wrapper">
<div id="header">
<h1 class="blog-title"><a href="/">Notes from Lakeside</a></h1>
<p class="description">Gardening, travel and the occasional recipe</p>
</div>
<div id="menu"><ul><li><a href="/">Home</a></li><li><a href="/archive/">Archive</a></li><li><a href="/about/">About</a></li></ul></div>
<div id="main">
<div id="primary">
{primary}
</div>
<div id="secondary">
<div class="widget"><h4>Recent posts</h4><ul>
{recent}
</ul></div>
<div class="widget"><h4>Categories</h4><ul>
{cats}
</ul></div>
</div>
</div>
<div id="footer"><p>Powered by <a href="https://wordpress.org/">WordPress</a>. Theme: Lakeside.</p></div>
</div>
</body>
</html>
"""


def blog_post(rng: random.Random, ctx: PageContext) -> Rendered:
    f = Fields(singles=("TITLE", "DATE", "AUTHOR", "CONTENT"),
               lists=("TAG", "COMMENT_AUTHOR", "COMMENT_DATE", "COMMENT_TEXT"))
    title = text.title(rng, "en")
    when = text.random_datetime(rng)
    paragraphs = [text.paragraph(rng, "en", 2, 6) for _ in range(rng.randint(3, 9))]
    tags = ", ".join(f'<a href="/tag/{i}/" rel="tag">{f.add("TAG", text.short_phrase(rng, "en"))}'
                     "</a>" for i in range(rng.randint(1, 4)))
    n_comments = rng.randint(0, 8)
    comments = []
    moment = when
    for i in range(n_comments):
        moment += timedelta(minutes=rng.randint(5, 3000))
        stamp = f"{text.format_date(moment, 'english-day')} at {moment:%H:%M}"
        body = [text.paragraph(rng, "en", 1, 3) for _ in range(rng.randint(1, 2))]
        comments.append(f"""<li class="comment" id="comment-{ctx.page_id * 10 + i}">
<div class="comment-author vcard"><cite class="fn">{f.add("COMMENT_AUTHOR", text.person(rng, "en"))}</cite> <span class="says">says:</span></div>
<div class="comment-meta"><a href="#comment-{ctx.page_id * 10 + i}">{f.add("COMMENT_DATE", stamp)}</a></div>
<div class="comment-text">
{paragraphs_html(body)}
</div>
</li>""")
        f.add("COMMENT_TEXT", " ".join(body))
    if comments:
        heading = "One Response" if n_comments == 1 else f"{n_comments} Responses"
        comment_block = (f'<h3 id="comments-title">{heading} to &#8220;{esc(title)}&#8221;</h3>\n'
                         f'<ol class="commentlist">\n' + "\n".join(comments) + "\n</ol>")
    else:
        comment_block = '<p class="nocomments">No comments yet. Be the first to reply.</p>'
    primary = f"""<div class="post" id="post-{ctx.page_id}">
<h2 class="entry-title">{f.set("TITLE", title)}</h2>
<div class="entry-meta">Posted on <span class="entry-date">{f.set("DATE", text.format_date(when, "english-day"))}</span> by <span class="author vcard"><a href="/author/{ctx.page_id % 3}/">{f.set("AUTHOR", text.person(rng, "en"))}</a></span></div>
<div class="entry-content">
{paragraphs_html(paragraphs)}
</div>
<div class="entry-utility">Tags: {tags}</div>
</div>
<div id="comments">
{comment_block}
<div id="respond"><h3>Leave a Reply</h3>
<form action="/wp-comments-post.php" method="post"><label for="author">Name</label> <input id="author" name="author" type="text">
<textarea name="comment" rows="6"></textarea><input type="submit" value="Post Comment"></form></div>
</div>"""
    f.set("CONTENT", " ".join(paragraphs))
    return Rendered(_blog_chrome(ctx, rng, title, primary), f.as_dict())


def blog_archive(rng: random.Random, ctx: PageContext, heading: str,
                 links: list[tuple[str, str]], page_no: int) -> Rendered:
    f = Fields(singles=("SECTION",), lists=("ITEM_TITLE",))
    items = "\n".join(f'<li><a href="{attr(href)}">{f.add("ITEM_TITLE", label)}</a></li>'
                      for href, label in links)
    primary = f"""<h2 class="page-title">{f.set("SECTION", heading)}</h2>
<ul class="archive-list">
{items}
</ul>
<div class="navigation"><a href="/archive/page/{page_no + 1}/">&laquo; Older Entries</a></div>"""
    return Rendered(_blog_chrome(ctx, rng, heading, primary), f.as_dict())


# ---------------------------------------------------------------------------------------------
# forums


def _en_forum_chrome(ctx: PageContext, page_title: str, body: str) -> str:
    return f"""<!DOCTYPE html>
<html dir="ltr" lang="en-gb">
<head>
{ctx.head_extra()}<title>Riverton Forums &bull; {esc(page_title)}</title>
<link href="./styles/prosilver/theme/stylesheet.css" rel="stylesheet" type="text/css" media="screen">
<script type="text/javascript">var onload_functions = []; function popup(url) {{ return false; }}</script>
</head>
<body id="phpbb" class="section-viewtopic ltr">
<div id="wrap">
<div class="headerbar"><div class="inner">
<div id="site-description"><a href="./index.php" id="logo"><img src="./styles/prosilver/imageset/site_logo.gif" alt=""></a>
<h1>Riverton Forums</h1><p>Talk about the valley, its trains and its gardens</p></div>
</div></div>
<div class="navbar"><div class="inner"><ul class="linklist navlinks">
<li><a href="./faq.php">FAQ</a></li><li><a href="./ucp.php?mode=register">Register</a></li><li><a href="./ucp.php?mode=login">Login</a></li>
</ul></div></div>
<div id="page-body">
{body}
</div>
<div id="page-footer"><div class="copyright">Powered by <a href="https://www.phpbb.com/">phpBB</a>&reg; Forum Software</div></div>
</div>
</body>
</html>
"""


EN_FORUM_DATE_STYLES = ("iso", "english", "german")
ZH_FORUM_DATE_STYLES = ("chinese", "slash", "iso")


def _thread_moments(rng: random.Random, posts: int):
    moment = text.random_datetime(rng)
    for _ in range(posts):
        yield moment
        moment += timedelta(seconds=rng.randint(60, 4 * 86400))


def en_forum_thread(rng: random.Random, ctx: PageContext) -> Rendered:
    f = Fields(singles=("TITLE",), lists=("POST_AUTHOR", "POST_DATE", "POST_TEXT"))
    title = text.title(rng, "en")
    style = EN_FORUM_DATE_STYLES[ctx.page_id % len(EN_FORUM_DATE_STYLES)]
    n_posts = rng.randint(2, 12)
    posts = []
    for i, moment in enumerate(_thread_moments(rng, n_posts)):
        author = text.handle(rng, "en")
        body = [text.paragraph(rng, "en", 1, 4) for _ in range(rng.randint(1, 3))]
        signature = ""
        if rng.random() < 0.3:
            signature = f'<div class="signature">{esc(text.sentence(rng, "en"))}</div>\n'
        content_html = "<br>\n".join(esc(p) for p in body)
        subject = esc(title) if i == 0 else f"Re: {esc(title)}"
        posts.append(f"""<div id="p{ctx.page_id * 100 + i}" class="post bg{1 + i % 2}"><div class="inner">
<div class="postbody">
<h3><a href="#p{ctx.page_id * 100 + i}">{subject}</a></h3>
<p class="author">by <strong><a href="./memberlist.php?u={rng.randint(2, 900)}" class="username">{f.add("POST_AUTHOR", author)}</a></strong> &raquo; <span class="post-date">{f.add("POST_DATE", text.format_date(moment, style))}</span></p>
<div class="content">{content_html}</div>
{signature}</div>
<dl class="postprofile"><dt><a href="./memberlist.php" class="username">{esc(author)}</a></dt>
<dd><strong>Posts:</strong> {rng.randint(1, 3000)}</dd></dl>
</div></div>
<hr class="divider">""")
        f.add("POST_TEXT", " ".join(body))  # "<br>\n" between paragraphs: one space
    body = f"""<h2 class="topic-title"><a href="./viewtopic.php?t={ctx.page_id}">{f.set("TITLE", title)}</a></h2>
<div class="action-bar"><div class="pagination">{n_posts} posts &bull; Page <strong>1</strong> of <strong>1</strong></div></div>
{chr(10).join(posts)}
<div class="action-bar bottom"><a href="./posting.php?mode=reply&amp;t={ctx.page_id}" class="button">Post Reply</a></div>"""
    return Rendered(_en_forum_chrome(ctx, title, body), f.as_dict())


def en_forum_board(rng: random.Random, ctx: PageContext, board: str,
                   links: list[tuple[str, str]], page_no: int) -> Rendered:
    f = Fields(singles=("SECTION",), lists=("ITEM_TITLE",))
    rows = "\n".join(f'<li class="row"><a href="{attr(href)}" class="topictitle">'
                     f'{f.add("ITEM_TITLE", label)}</a></li>' for href, label in links)
    body = f"""<h2 class="forum-title">{f.set("SECTION", board)}</h2>
<ul class="topiclist topics">
{rows}
</ul>
<div class="pagination">Page <strong>{page_no}</strong></div>"""
    return Rendered(_en_forum_chrome(ctx, board, body), f.as_dict())


def _zh_forum_chrome(ctx: PageContext, page_title: str, crumbs: str, body: str) -> str:
    return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
{ctx.head_extra()}<title>{esc(page_title)} - 江城论坛 -  Powered by Discuz!</title>
<script type="text/javascript">var STYLEID = '1', IMGDIR = 'static/image/common', discuz_uid = '0';</script>
<link rel="stylesheet" type="text/css" href="data/cache/style_1_common.css" />
</head>
<body id="nv_forum" class="pg_viewthread">
<div id="hd"><div class="wp">
<div class="hdc cl"><h2><a href="./" title="江城论坛"><img src="static/image/common/logo.png" alt="江城论坛" border="0" /></a></h2>
<div id="um"><a href="member.php?mod=logging&amp;action=login">登录</a> <a href="member.php?mod=register">立即注册</a></div></div>
<div id="nv"><ul><li><a href="forum.php">论坛</a></li><li><a href="group.php">群组</a></li><li><a href="home.php">家园</a></li></ul></div>
</div></div>
<div id="wp" class="wp">
<div id="pt" class="bm cl"><div class="z"><a href="./" class="nvhm" title="首页">江城论坛</a> <em>&rsaquo;</em> {crumbs}</div></div>
{body}
</div>
<div id="ft" class="wp cl"><div id="flk" class="y"><a href="archiver/">Archiver</a> | <a href="forum.php?mobile=yes">手机版</a></div>
<div id="frt"><p>Powered by <strong><a href="http://www.discuz.net">Discuz!</a></strong> <em>X3.2</em></p></div></div>
</body>
</html>
"""


def zh_forum_thread(rng: random.Random, ctx: PageContext) -> Rendered:
    f = Fields(singles=("TITLE",), lists=("POST_AUTHOR", "POST_DATE", "POST_TEXT"))
    title = text.title(rng, "zh")
    style = ZH_FORUM_DATE_STYLES[ctx.page_id % len(ZH_FORUM_DATE_STYLES)]
    n_posts = rng.randint(2, 12)
    posts = []
    for i, moment in enumerate(_thread_moments(rng, n_posts)):
        pid = ctx.page_id * 100 + i
        message = text.paragraph(rng, "zh", 1, 4)
        posts.append(f"""<div id="post_{pid}"><table id="pid{pid}" class="plhin" cellspacing="0" cellpadding="0"><tr>
<td class="pls" rowspan="2"><div class="pi"><div class="authi"><a href="home.php?mod=space&amp;uid={rng.randint(2, 9000)}" class="xw1">{f.add("POST_AUTHOR", text.handle(rng, "zh"))}</a></div></div>
<div class="tns"><span>积分 {rng.randint(0, 5000)}</span></div></td>
<td class="plc"><div class="pi"><strong><a href="#pid{pid}"><em>{i + 1}</em>#</a></strong>
<div class="authi"><em id="authorposton{pid}">发表于 {f.add("POST_DATE", text.format_date(moment, style))}</em></div></div>
<div class="pct"><div class="t_fsz"><table cellspacing="0" cellpadding="0"><tr><td class="t_f" id="postmessage_{pid}">
{f.add("POST_TEXT", message)}
</td></tr></table></div></div></td></tr></table></div>""")
    crumbs = ('<a href="forum.php?mod=forumdisplay&amp;fid=2">江城杂谈</a> <em>&rsaquo;</em> '
              f'<a href="#">{esc(title)}</a>')
    body = f"""<div id="postlist" class="pl bm">
<div id="thread-header"><h1 class="ts"><span id="thread_subject">{f.set("TITLE", title)}</span></h1>
<span class="xg1">查看: {rng.randint(50, 9000)} | 回复: {n_posts - 1}</span></div>
{chr(10).join(posts)}
</div>
<div class="pgs mtm cl"><a href="forum.php?mod=post&amp;action=reply" class="pgsbtn">回复</a></div>"""
    return Rendered(_zh_forum_chrome(ctx, title, crumbs, body), f.as_dict())


def zh_forum_board(rng: random.Random, ctx: PageContext, board: str,
                   links: list[tuple[str, str]], page_no: int) -> Rendered:
    f = Fields(singles=("SECTION",), lists=("ITEM_TITLE",))
    rows = "\n".join(f'<li><a href="{attr(href)}" class="s xst">'
                     f'{f.add("ITEM_TITLE", label)}</a></li>' for href, label in links)
    body = f"""<div id="threadlist" class="tl bm">
<div class="th"><h2>{f.set("SECTION", board)}</h2></div>
<ul id="threadlisttableid">
{rows}
</ul>
<div class="pg"><strong>{page_no}</strong><a href="forum-2-{page_no + 1}.html" class="nxt">下一页</a></div>
</div>"""
    return Rendered(_zh_forum_chrome(ctx, board, f"<span>{esc(board)}</span>", body), f.as_dict())
