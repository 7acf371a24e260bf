"""Fourteen more thread pages for bench/forum_engines.py, written the way further systems lay
them out: a phpBB 3.3 topic in Czech, a Discourse topic in Simplified Chinese, a question on
Stack Overflow em Português, a Flashback Forum thread (Swedish), a Suomi24 Keskustelu thread
(Finnish), a NodeBB topic in Vietnamese, a LIHKG thread (Cantonese, Hong Kong), a Kakaku.com
クチコミ掲示板 thread (Japanese), a Hsoub I/O post with its comments (Arabic, right to left),
an Azure DevOps work item with its discussion, a Zulip topic, a Forum Hardware.fr topic
(French), a Mediavida thread (Spanish) and an Invision Community 4.6 topic in Greek.

Markup written from memory after the systems' default templates as they are served (element
nesting, class names and ids, date wording in the site's language and the date shapes the
system uses — absolute, relative, day first, month first, year first, two-digit years, the
time of day alone under a day separator, <time datetime>, tooltips and data attributes —,
author boxes with join dates, post counts, ranks and groups, quotes, signatures where the
system shows them, nesting where the system nests, deleted posts, advertisements, best
answers shown apart, events between posts, the page around the thread: menus, sidebars with
dated lists, pagination, footers), by someone who never read the extractor; the text is
generated. Discourse, NodeBB, LIHKG, Suomi24, Azure DevOps and Zulip draw their pages with
scripts: those pages are written as a browser's saved DOM holds them, the messages in place.
Every page here opens the thread with a post, and the first message is that: the topic's
first post, the question, the thread start, the first reply ("#1"), the post the comments
hang under, the work item's Repro Steps (its description), the topic's first chat message.
Quoted posts appear as each system shows them: phpBB's blockquote "bob napsal(a):",
Discourse's aside.quote "bob:", Flashback's "Citat: Ursprungligen postat av bob", Suomi24's
"bob kirjoitti:", NodeBB's "@bob đã nói trong ...:", Zulip's "@bob said:", Hardware.fr's
"bob a écrit :", the IPS citation "Στις 4/3/2021 στις 10:12 πμ, ο χρήστης bob είπε:", an
@mention and a blockquote in Azure DevOps, the "#3" link and a blockquote on Mediavida, bare
blockquotes (LIHKG, Hsoub I/O, the answers on Stack Overflow); where comments are plain text
a quoted post is carried as '@bob “...”' (Stack Overflow's comments) or as a "＞" line
(Kakaku). Stack Overflow shows the accepted answer first and the others by votes, a reply
that quotes a post (or the asker's own) being a comment under the question or answer it
belongs to; Azure DevOps lists its comments newest first; Suomi24 hangs a reply under the
answer it belongs to (one level), Hsoub I/O under the comment it answers at any depth; every
other page keeps the thread's order. Each function takes the thread's list of ``Message`` and
returns the whole page; ``ENGINES`` maps the engine's name to it.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from forum_engines import NOW, Message, escape, joined, p_tags, page, paras
from forum_engines_fresh import _quoted, _tree, _utc
from forum_engines_fresh2 import MONTHS_EN, _descendants, _seconds, _ts
from forum_engines_fresh4 import WHO, _n, _others, _qa_split
from forum_engines_fresh6 import _hash, _slug
from forum_engines_fresh7 import FC_MONTHS, _handle, _thousands
from forum_engines_fresh8 import _ago_units, _utc_offset
from forum_engines_more import days_ago, hm

# --- shared bits ------------------------------------------------------------------------------


def _local_ms(t: datetime, hours: int) -> int:
    """Milliseconds since the epoch of a local time ``hours`` ahead of UTC."""
    return (_ts(t) - hours * 3600) * 1000


def _prague_utc(t: datetime) -> datetime:
    """The UTC time of a Central European local time."""
    return t - timedelta(seconds=_utc_offset(t))


def _athens_hours(t: datetime) -> int:
    """Hours Eastern European time is ahead of UTC on that day (CET's rule, one hour more)."""
    return _utc_offset(t) // 3600 + 1


def _later(m: Message, minutes: int = 0) -> datetime:
    """When a post was edited: a few minutes after it was written."""
    return m.when + timedelta(minutes=minutes or m.uid % 40 + 6)


# --- phpBB 3.3 prosilver in Czech -------------------------------------------------------------

CS_TITLE = "Podivný zvuk po poslední aktualizaci"
CS_RANKS = ("Nováček", "Pokročilý", "Stálý člen", "Mazák", "Moderátor")
CS_TOWNS = ("Praha", "Brno", "Ostrava", "Plzeň", "Olomouc", "Liberec", "Zlín", "Jihlava")
CS_FORUM = (14, "Elektronika a audio")


def cs_date(t: datetime) -> str:
    """The board's "|d. m. Y|, H:i" in Czech: "před 12 minutami" within the hour, "Dnes,
    10:12", "Včera, 21:10", then "04. 03. 2021, 10:12"."""
    s = _seconds(t)
    if 0 <= s < 60:
        return "před méně než minutou"
    if 0 <= s < 3600:
        n = int(s // 60)
        return "před 1 minutou" if n == 1 else f"před {n} minutami"
    if days_ago(t) == 0:
        return f"Dnes, {t:%H:%M}"
    if days_ago(t) == 1:
        return f"Včera, {t:%H:%M}"
    return f"{t:%d. %m. %Y}, {t:%H:%M}"


def cs_time(t: datetime) -> str:
    return f'<time datetime="{_prague_utc(t):%Y-%m-%dT%H:%M:%S}+00:00">{cs_date(t)}</time>'


def cs_pid(m: Message) -> int:
    return 88000 + m.pid * 3


def cs_profile(m: Message) -> str:
    return f"./memberlist.php?mode=viewprofile&amp;u={50 + m.uid * 7}"


def cs_post(posts: list[Message], k: int) -> str:
    m = posts[k]
    pid = cs_pid(m)
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        qp = cs_pid(q)
        quote = (f'<blockquote cite="./viewtopic.php?p={qp}#p{qp}"><div><cite><a href="'
                 f'{cs_profile(q)}">{q.author}</a> napsal(a): <a href="./viewtopic.php?p={qp}#p'
                 f'{qp}" aria-label="Zobrazit citovaný příspěvek" data-post-id="{qp}">↑</a>'
                 f'<span class="responsive-hide">{cs_date(q.when)}</span></cite>'
                 f'{escape(m.quote[2])}</div></blockquote>')
    sig = (f'<div id="sig{pid}" class="signature">{escape(m.signature)}</div>'
           if m.signature else "")
    edited = (f'<div class="notice">Naposledy upravil(a) <a href="{cs_profile(m)}" class="'
              f'username">{m.author}</a> dne {cs_date(_later(m))}, celkem upraveno 1×.</div>'
              if m.uid % 4 == 2 else "")
    avatar = (f'<div class="avatar-container"><a href="{cs_profile(m)}" class="avatar"><img '
              f'class="avatar" src="./download/file.php?avatar={50 + m.uid * 7}_'
              f'{_ts(joined(m))}.jpg" width="90" height="90" alt="Uživatelský avatar"></a></div>'
              if m.uid % 3 else "")
    subject = CS_TITLE if k == 0 else f"Re: {CS_TITLE}"
    rank = CS_RANKS[m.uid % 5]
    first = ' class="first"' if k == 0 else ""
    since = joined(m) + timedelta(hours=m.uid % 14 + 7, minutes=m.uid * 7 % 60)
    return (
        f'<div id="p{pid}" class="post has-profile bg{2 - k % 2}"><div class="inner"><dl class="'
        f'postprofile" id="profile{pid}"><dt class="has-profile-rank'
        f'{" has-avatar" if avatar else ""}">{avatar}<a href="{cs_profile(m)}" class="username">'
        f'{m.author}</a></dt><dd class="'
        f'profile-rank">{rank}</dd><dd class="profile-posts"><strong>Příspěvky:</strong> <a href'
        f'="./search.php?author_id={50 + m.uid * 7}&amp;sr=posts">{m.uid * 389 % 2400 + 12}</a>'
        f'</dd><dd class="profile-joined"><strong>Registrován:</strong> {cs_date(since)}'
        f'</dd><dd class="profile-custom-field profile-phpbb_location"><strong>Bydliště:</strong>'
        f' {CS_TOWNS[m.uid % 8]}</dd></dl><div class="postbody"><div id="post_content{pid}">'
        f'<h3{first}><a href="#p{pid}">'
        f'{subject}</a></h3><ul class="post-buttons"><li><a href="./posting.php?mode=quote&amp;'
        f'p={pid}" title="Odpovědět s citací" class="button button-icon-only"><i class="icon '
        'fa-quote-left fa-fw" aria-hidden="true"></i><span class="sr-only">Citovat</span></a>'
        f'</li></ul><p class="author"><a class="unread" href="./viewtopic.php?p={pid}#p{pid}" '
        'title="Příspěvek"><i class="icon fa-file fa-fw icon-lightgray icon-md" aria-hidden="'
        'true"></i><span class="sr-only">Příspěvek</span></a><span class="responsive-hide">od '
        f'<strong><a href="{cs_profile(m)}" class="username">{m.author}</a></strong> &raquo; '
        f'</span>{cs_time(m.when)}</p><div class="content">{quote}{paras(m, "<br><br>")}</div>'
        f'{edited}{sig}</div></div><div class="back2top"><a href="#top" class="top" title="'
        'Nahoru"><i class="icon fa-chevron-circle-up fa-fw icon-gray" aria-hidden="true"></i>'
        '<span class="sr-only">Nahoru</span></a></div></div></div><hr class="divider">')


def phpbb33_cs(posts: list[Message]) -> str:
    """A phpBB 3.3 topic (prosilver, the Czech language pack from phpBB.cz): the header (the
    logo, "Obsah fóra", the search "Hledat…"), the navbar ("Rychlé odkazy", FAQ, Registrovat,
    Přihlásit se) and the breadcrumbs "Obsah fóra > Technika > Elektronika a audio";
    h2.topic-title, the action bar (Odpovědět, "12 příspěvků • Stránka 1 z 1"); div.post per
    post: dl.postprofile (avatar on some, the rank, "Příspěvky:", "Registrován: 12. 05. 2012,
    09:33", "Bydliště:") and div.postbody with "od alice » <time datetime=UTC>" reading "před
    12 minutami" / "Dnes, 10:12" / "Včera, 21:10" / "04. 03. 2021, 10:12", div.content with
    <br>s, the edit notice "Naposledy upravil(a) ..." on some, div.signature; the Ads
    extension's block after the first post; quotes as blockquote > cite "bob napsal(a): ↑
    04. 03. 2021, 10:12"; the Similar Topics extension's "Podobná témata" with dates, the
    jumpbox, "Kdo je online", "Všechny časy jsou v UTC+02:00" and the footer. The first post
    is the first message."""
    head = posts[0]
    tid = 9100 + head.pid % 700
    fid, forum = CS_FORUM
    items = [cs_post(posts, k) for k in range(len(posts))]
    ad = ('<div class="phpbb-ads-center" style="margin: 10px 0; clear: both;" data-phpbb-ads-'
          'id="2"><span class="phpbb-ads-label">Reklama</span><ins class="adsbygoogle" style="'
          'display:block" data-ad-client="ca-pub-0000000000000000" data-ad-slot="5519735612" '
          'data-ad-format="auto"></ins></div>')
    similar = "".join(
        f'<li class="row bg{k % 2 + 1}"><dl class="row-item topic_read"><dt><div class="list-'
        f'inner"><a href="./viewtopic.php?t={tid - 53 * (k + 1)}" class="topictitle">{x}</a><br>'
        f'<div class="topic-poster responsive-hide left-box">od <a href="#" class="username">'
        f'{WHO[k]}</a> &raquo; {cs_time(_others(k + 2))} &raquo; v <a href="./viewforum.php?f='
        f'{fid}">{forum}</a></div></div></dt><dd class="posts">{k * 4 + 3} <dfn>Odpovědi</dfn>'
        f'</dd><dd class="views">{k * 211 + 140} <dfn>Zobrazení</dfn></dd><dd class="lastpost">'
        f'<span><dfn>Poslední příspěvek </dfn>od <a href="#" class="username">{WHO[k + 1]}</a>'
        f'<br>{cs_time(_others(k))}</span></dd></dl></li>'
        for k, x in enumerate(("Cvakání v palubní desce po aktualizaci softwaru",
                               "Rádio se po updatu samo restartuje",
                               "Brum z reproduktorů při zapnutém zapalování")))
    n = len(posts)
    count = f'{n} {"příspěvek" if n == 1 else "příspěvky" if n < 5 else "příspěvků"}'
    bar = ('<div class="action-bar bar-{0}"><a href="./posting.php?mode=reply&amp;t='
           f'{tid}" class="button" title="Odeslat odpověď"><span>Odpovědět</span> <i class="icon '
           'fa-reply fa-fw" aria-hidden="true"></i></a><div class="pagination">'
           f'{count} &bull; Stránka <strong>1</strong> z <strong>1</strong></div></div>')
    crumbs = "".join(
        f'<span class="crumb" itemtype="https://schema.org/ListItem" itemprop="itemListElement" '
        f'itemscope><a href="{h}" itemtype="https://schema.org/Thing" itemscope itemprop="item">'
        f'<span itemprop="name">{x}</span></a><meta itemprop="position" content="{i + 1}"></span>'
        for i, (h, x) in enumerate((("./index.php", "Obsah fóra"),
                                    ("./viewforum.php?f=3", "Technika"),
                                    (f"./viewforum.php?f={fid}", forum))))
    body = (
        '<div id="wrap" class="wrap"><a id="top" class="top-anchor" accesskey="t"></a><div id="'
        'page-header"><div class="headerbar" role="banner"><div class="inner"><div id="site-'
        'description" class="site-description"><a id="logo" class="logo" href="./index.php" '
        'title="Obsah fóra"><span class="site_logo"></span></a><h1>Autoklub fórum</h1><p>Fórum '
        'pro majitele a příznivce automobilů</p><p class="skiplink"><a href="#start_here">Přejít '
        'na obsah</a></p></div><div id="search-box" class="search-box search-header" role="'
        'search"><form action="./search.php" method="get" id="search"><fieldset><input name="'
        'keywords" id="keywords" type="search" maxlength="128" title="Hledat klíčová slova" '
        'class="inputbox search tiny" size="20" value="" placeholder="Hledat…"><button class="'
        'button button-search" type="submit" title="Hledat"><i class="icon fa-search fa-fw" '
        'aria-hidden="true"></i><span class="sr-only">Hledat</span></button></fieldset></form>'
        '</div></div></div><div class="navbar" role="navigation"><div class="inner"><ul id="nav-'
        'main" class="nav-main linklist" role="menubar"><li id="quick-links" class="quick-links '
        'dropdown-container responsive-menu"><a href="#" class="dropdown-trigger"><i class="icon '
        'fa-bars fa-fw" aria-hidden="true"></i><span>Rychlé odkazy</span></a></li><li><a href="'
        '/app.php/help/faq" rel="help" title="Často kladené otázky" role="menuitem"><i class="'
        'icon fa-question-circle fa-fw" aria-hidden="true"></i><span>FAQ</span></a></li><li '
        'class="rightside"><a href="./ucp.php?mode=login" title="Přihlásit se" accesskey="x" '
        'role="menuitem"><i class="icon fa-power-off fa-fw" aria-hidden="true"></i><span>'
        'Přihlásit se</span></a></li><li class="rightside"><a href="./ucp.php?mode=register" '
        'role="menuitem"><i class="icon fa-pencil-square-o fa-fw" aria-hidden="true"></i><span>'
        'Registrovat</span></a></li></ul><ul id="nav-breadcrumbs" class="nav-breadcrumbs '
        'linklist navlinks" role="menubar"><li class="breadcrumbs" itemscope itemtype="https://'
        f'schema.org/BreadcrumbList">{crumbs}</li></ul></div></div></div><a id="start_here" '
        'class="anchor"></a><div id="page-body" class="page-body" role="main"><h2 class="topic-'
        f'title"><a href="./viewtopic.php?t={tid}">{CS_TITLE}</a></h2><div><p>Diskuze o '
        'autorádiích, navigacích, reproduktorech a elektroinstalaci.</p></div>'
        f'{bar.format("top")}{items[0]}{ad}{"".join(items[1:])}{bar.format("bottom")}<div '
        'class="action-bar actions-jump"><p class="jumpbox-return"><a href="./viewforum.php?f='
        f'{fid}" class="left-box arrow-left" accesskey="r"><i class="icon fa-angle-left fa-fw '
        f'icon-black" aria-hidden="true"></i><span>Zpět na „{forum}“</span></a></p></div><div '
        'class="forabg"><div class="inner"><ul class="topiclist"><li class="header"><dl class="'
        'row-item"><dt><div class="list-inner">Podobná témata</div></dt><dd class="posts">'
        'Odpovědi</dd><dd class="views">Zobrazení</dd><dd class="lastpost"><span>Poslední '
        f'příspěvek</span></dd></dl></li></ul><ul class="topiclist topics">{similar}</ul></div>'
        '</div><div class="stat-block online-list"><h3>Kdo je online</h3><p>Uživatelé '
        'procházející toto fórum: Žádní registrovaní uživatelé a '
        f'{len(posts) % 4 + 2} hosté</p></div></div><div id="page-footer" class="page-footer" '
        'role="contentinfo"><div class="navbar" role="navigation"><div class="inner"><ul id="'
        'nav-footer" class="nav-footer linklist" role="menubar"><li class="breadcrumbs"><span '
        'class="crumb"><a href="./index.php"><span>Obsah fóra</span></a></span></li><li class="'
        'rightside">Všechny časy jsou v <span title="Evropa/Praha">UTC+02:00</span></li><li '
        'class="rightside"><a href="./ucp.php?mode=delete_cookies">Smazat cookies</a></li><li '
        'class="rightside"><a href="./memberlist.php?mode=team">Tým</a></li></ul></div></div>'
        '<div class="copyright"><p class="footer-row"><span class="footer-copyright">Založeno na'
        ' <a href="https://www.phpbb.com/">phpBB</a>® Forum Software © phpBB Limited</span></p>'
        '<p class="footer-row"><span class="footer-copyright">Český překlad – <a href="https://'
        'www.phpbb.cz/">phpBB.cz</a></span></p><p class="footer-row" role="menu"><a class="'
        'footer-link" href="./ucp.php?mode=privacy" title="Soukromí" role="menuitem"><span class'
        '="footer-link-text">Soukromí</span></a> | <a class="footer-link" href="./ucp.php?mode='
        'terms" title="Podmínky" role="menuitem"><span class="footer-link-text">Podmínky</span>'
        '</a></p></div></div></div>')
    return page(f"{CS_TITLE} - Autoklub fórum", body, "cs")


# --- Discourse in Simplified Chinese (saved DOM) ----------------------------------------------

DSC_TITLE = "最近一次更新后车机出现奇怪的噪音"
DSC_HOST = "https://bbs.chezhu-example.cn"
DSC_TAGS = ("固件", "车机", "噪音")
DSC_TITLES = ("新手上路", "热心车友", "资深车主", "版主")


def dsc_tiny(t: datetime) -> str:
    """Discourse's tiny relative date in zh_CN: "1分钟", "12分钟", "3小时", "4天" within 30
    days, then "3月4日" this year and "20年3月" (two-digit year) before."""
    n, unit = _ago_units(t)
    if unit == "now":
        return "1分钟"
    if unit == "min":
        return f"{n}分钟"
    if unit == "h":
        return f"{n}小时"
    if _seconds(t) < 30 * 86400:
        return f"{int(_seconds(t) // 86400)}天"
    if t.year == NOW.year:
        return f"{t.month}月{t.day}日"
    return f"{t.year % 100:02d}年{t.month}月"


def dsc_ago(t: datetime) -> str:
    """The timeline's age: "3天前", "12分钟前", or the date itself ("3月4日", "20年3月")."""
    tiny = dsc_tiny(t)
    return tiny if "月" in tiny else f"{tiny}前"


def dsc_date(t: datetime) -> str:
    """The relative date's span: the tooltip "2021年3月4日 10:12", data-time in ms (UTC+8)."""
    return (f'<span title="{t.year}年{t.month}月{t.day}日 {t:%H:%M}" data-time="'
            f'{_local_ms(t, 8)}" class="relative-date">{dsc_tiny(t)}</span>')


def dsc_later(a: datetime, b: datetime) -> str:
    """The time gap between two posts: "5 天后", "2 个月后", "1 年后"."""
    days = (b - a).days
    if days >= 365:
        return f"{days // 365} 年后"
    if days >= 30:
        return f"{days // 30} 个月后"
    return f"{days} 天后"


def dsc_user(m: Message) -> str:
    return _handle(m).replace("-", "_")


def dsc_avatar(m: Message, size: int) -> str:
    return (f'<img alt="" width="{size}" height="{size}" src="/user_avatar/bbs.chezhu-example.cn'
            f'/{dsc_user(m)}/{size * 2}/{m.uid * 37}_2.png" class="avatar" loading="lazy">')


def dsc_article(posts: list[Message], k: int, num: int, tid: int, solved: dict[int, int],
                extra: str) -> str:
    """One post; ``solved`` maps the accepted answer's index to its post number."""
    m = posts[k]
    head = posts[0]
    user = dsc_user(m)
    link = f"/t/topic/{tid}/{num}"
    quote = ""
    reply_to = ""
    if m.quote:
        q = _quoted(posts, m)
        qnum = posts.index(q) + 1
        quote = (f'<aside class="quote no-group" data-username="{dsc_user(q)}" data-post="{qnum}"'
                 f' data-topic="{tid}"><div class="title"><div class="quote-controls"></div>'
                 f'{dsc_avatar(q, 20)} {q.author}:</div><blockquote><p>{escape(m.quote[2])}</p>'
                 '</blockquote></aside>')
        if posts.index(q) != k - 1:
            reply_to = (f'<a class="reply-to-tab" href="/t/topic/{tid}/{qnum}" tabindex="0" '
                        f'aria-label="回复 {q.author} 的帖子"><svg class="fa d-icon d-icon-share '
                        'svg-icon svg-node" aria-hidden="true"><use href="#share"></use></svg>'
                        f'{dsc_avatar(q, 24)}<span>{q.author}</span></a>')
    owner = " topic-owner" if m.author == head.author else ""
    accepted = " accepted-answer" if k in solved else ""
    solution = ('<button class="widget-button btn-flat post-action-menu__solved accepted '
                'fade-out has-label" title="此回复已被标记为解决方案"><svg class="fa d-icon d-icon-'
                'check-square svg-icon svg-node" aria-hidden="true"><use href="#check-square">'
                '</use></svg><span class="d-button-label">解决方案</span></button>'
                if k in solved else "")
    likes = (m.uid * 3 + k) % 6
    like_count = (f'<button class="widget-button btn-flat button-count like-count highlight-'
                  f'action regular-likes btn-text" title="{likes} 人赞了此帖子"><span class="d-'
                  f'button-label">{likes}</span></button>' if likes else "")
    title = (f'<span class="user-title">{DSC_TITLES[m.uid % 4]}</span>' if m.uid % 3 == 1
             else "")
    edited = (f'<div class="post-info edits"><button class="widget-button btn-flat '
              f'no-text btn-icon" title="帖子最后编辑于 {_later(m):%Y年%m月%d日 %H:%M}"><svg class'
              '="fa d-icon d-icon-pencil-alt svg-icon svg-node" aria-hidden="true"><use href="'
              '#pencil-alt"></use></svg></button></div>' if m.uid % 5 == 3 else "")
    return (
        f'<div class="topic-post clearfix{owner}{accepted} regular" data-post-number="{num}">'
        f'<article id="post_{num}" aria-label="第 {num} 帖，作者：@{user}" role="region" data-'
        f'post-id="{310000 + m.pid}" data-topic-id="{tid}" data-user-id="{m.uid * 7}" class="'
        'boxed onscreen-post"><div class="row"><div class="topic-avatar"><div class="post-'
        'avatar"><a class="trigger-user-card main-avatar" href="'
        f'/u/{user}" data-user-card="{user}" aria-hidden="true">{dsc_avatar(m, 45)}</a><div '
        'class="poster-avatar-extra"></div></div></div><div class="topic-body clearfix"><div '
        'role="heading" aria-level="2" class="topic-meta-data"><div class="names trigger-user-'
        f'card"><span class="first username"><a href="/u/{user}" data-user-card="{user}">'
        f'{m.author}</a></span>{title}</div><div class="post-infos">{reply_to}{edited}<div '
        f'class="post-info post-date"><a class="post-date" href="{link}" title="帖子日期">'
        f'{dsc_date(m.when)}</a></div></div></div><div class="regular contents"><div class="'
        f'cooked">{quote}{p_tags(m)}</div>{extra}<section class="post-menu-area clearfix"><nav '
        f'class="post-controls clearfix"><div class="actions">{solution}<div class="double-'
        f'button">{like_count}<button class="widget-button btn-flat toggle-like like no-text '
        'btn-icon" title="点赞此帖子"><svg class="fa d-icon d-icon-far-heart svg-icon svg-node" '
        'aria-hidden="true"><use href="#far-heart"></use></svg></button></div><button class="'
        'widget-button btn-flat share no-text btn-icon" title="分享指向此帖子的链接"><svg class="'
        'fa d-icon d-icon-link svg-icon svg-node" aria-hidden="true"><use href="#link"></use>'
        '</svg></button><button class="widget-button btn-flat reply create fade-out btn-icon-'
        'text" title="开始编写对此帖子的回复"><svg class="fa d-icon d-icon-reply svg-icon svg-node'
        '" aria-hidden="true"><use href="#reply"></use></svg><span class="d-button-label">回复'
        '</span></button></div></nav></section></div></div></div></article></div>')


def dsc_small(icon: str, text: str) -> str:
    return (f'<div class="small-action onscreen-post"><div class="topic-avatar"><svg class="fa '
            f'd-icon d-icon-{icon} svg-icon svg-node" aria-hidden="true"><use href="#{icon}">'
            '</use></svg></div><div class="small-action-desc"><div class="small-action-contents">'
            f'<p>{text}</p></div></div></div>')


def discourse_zh(posts: list[Message]) -> str:
    """A Discourse 2.7 topic in Simplified Chinese, as the browser's DOM holds it: the header
    (the logo, 注册, 登录, the search), #topic-title (h1, the category "车机系统", the tags);
    div.post-stream with a div.topic-post > article per post: the avatar, the username and
    title, "reply-to" tab naming the post answered when it is not the one before,
    span.relative-date titled "2021年3月4日 10:12" with data-time and the tiny age "12分钟" /
    "3小时" / "4天" / "3月4日" / "20年3月", div.cooked with <p>s, the like count and buttons;
    a "5 天后" time gap between posts far apart; the Solved plugin's accepted answer (its
    excerpt under the first post, "解决方案" on the answer), a post deleted by its author
    ("（帖子已被作者删除）"), the "关闭于" small action; the topic map under the first post
    (创建, 最后回复, 回复, 浏览, 用户), the timeline on the side ("2021年3月", "1 / 12", "3天前")
    and "推荐话题" with the activity ages. Quotes as aside.quote "bob:" + blockquote. The
    first post is the first message."""
    head = posts[0]
    tid = 21400 + head.pid % 900
    n = len(posts)
    solved: dict[int, int] = {}
    answer = next((k for k in range(2, n) if posts[k].author != head.author), None)
    deleted_at = 4 if n >= 6 else None
    nums = [k + 1 + (1 if deleted_at is not None and k >= deleted_at else 0) for k in range(n)]
    if answer is not None:
        solved[answer] = nums[answer]
    last = posts[-1]
    users = list(dict((m.author, m) for m in posts).values())
    topic_map = (
        '<section class="map map-collapsed"><ul class="clearfix"><li><h4 role="presentation">'
        f'创建</h4><div class="topic-map-post created-at"><a class="trigger-user-card">'
        f'{dsc_avatar(head, 20)}</a>{dsc_date(head.when)}</div></li><li><a href="/t/topic/'
        f'{tid}/{nums[-1]}"><h4 role="presentation">最后回复</h4><div class="topic-map-post '
        f'last-reply">{dsc_avatar(last, 20)}{dsc_date(last.when)}</div></a></li><li><span '
        f'class="number">{n - 1}</span><h4 role="presentation">回复</h4></li><li><span class="'
        f'number">{_thousands(n * 97 + 410, ",")}</span><h4 role="presentation">浏览</h4></li>'
        f'<li><span class="number">{len(users)}</span><h4 role="presentation">用户</h4></li>'
        '</ul></section>')
    extra0 = topic_map
    if answer is not None:
        a = posts[answer]
        excerpt = escape(a.paragraphs[0][:300])
        extra0 = (
            f'<aside class="quote accepted-answer" data-post="{nums[answer]}" data-topic="'
            f'{tid}"><div class="title"><div class="quote-controls"><a href="/t/topic/{tid}/'
            f'{nums[answer]}" title="转到引用的帖子" class="back"></a></div>{dsc_avatar(a, 20)} '
            f'{a.author}:<div class="accepted-answer--solver-accepter"><div class="accepted-'
            f'answer--solver">解决方案</div></div></div><blockquote>{excerpt}</blockquote>'
            '</aside>' + topic_map)
    stream = []
    for k in range(n):
        if k == deleted_at:
            stream.append(
                f'<div class="topic-post clearfix deleted regular"><article id="post_{k + 1}" '
                'class="boxed onscreen-post deleted" role="region"><div class="row"><div class'
                f'="topic-avatar"><div class="post-avatar"><img alt="" width="45" height="45" src'
                f'="/letter_avatar_proxy/v4/letter/{WHO[2][0].lower()}/9de0a6/90.png" class="'
                'avatar"></div>'
                '</div><div class="topic-body clearfix"><div class="topic-meta-data"><div class='
                f'"names"><span class="first username"><a href="/u/{WHO[2].lower()}">{WHO[2]}'
                f'</a></span></div><div class="post-infos"><div class="post-info post-date">'
                f'{dsc_date(posts[k - 1].when + timedelta(minutes=9))}</div></div></div><div '
                'class="regular contents"><div class="cooked"><p>（帖子已被作者删除）</p></div>'
                '</div></div></div></article></div>')
        if k and (posts[k].when - posts[k - 1].when).days >= 3:
            stream.append('<div class="time-gap small-action"><div class="topic-avatar"></div>'
                          '<div class="small-action-desc timegap">'
                          f'{dsc_later(posts[k - 1].when, posts[k].when)}</div></div>')
        stream.append(dsc_article(posts, k, nums[k], tid, solved, extra0 if k == 0 else ""))
    if n >= 6:
        stream.append(dsc_small("lock", '<a class="mention" href="/u/system">system</a> 关闭于 '
                                f'{dsc_date(last.when + timedelta(days=30))}'))
    suggested = "".join(
        f'<tr class="topic-list-item"><td class="main-link clearfix"><span class="link-top-'
        f'line"><a href="/t/topic/{tid - 31 * (k + 1)}" class="title raw-link raw-topic-link">'
        f'{x}</a></span><div class="link-bottom-line"><a class="badge-wrapper bullet" href="/c/'
        'cheji/7"><span class="badge-category-bg" style="background-color: #0088CC;"></span>'
        '<span class="badge-category clear-badge"><span class="category-name">车机系统</span>'
        f'</span></a></div></td><td class="num posts-map posts">{k * 5 + 2}</td><td class="num '
        f'views">{k * 300 + 512}</td><td class="num age activity"><a class="post-activity" href'
        f'="/t/topic/{tid - 31 * (k + 1)}/{k + 3}">{dsc_date(_others(k))}</a></td></tr>'
        for k, x in enumerate(("车机升级后蓝牙频繁断开", "中控屏幕偶尔黑屏重启怎么办",
                               "冬天冷启动时仪表台有异响", "4S店说软件没法回滚")))
    tags = "".join(f'<a href="/tag/{x}" class="discourse-tag simple">{x}</a>' for x in DSC_TAGS)
    body = (
        '<section id="main" class="ember-application"><div class="ember-view"><header class="d-'
        'header clearfix"><div class="wrap"><div class="contents clearfix"><div class="title">'
        '<a href="/"><img src="/uploads/default/original/1X/logo.png" alt="车主社区" id="site-'
        'logo" class="logo-big"></a></div><div class="panel clearfix" role="navigation"><span '
        'class="header-buttons"><button class="btn btn-primary btn-small sign-up-button btn-'
        'text" type="button"><span class="d-button-label">注册</span></button><button class="btn'
        ' btn-primary btn-small login-button btn-icon-text" type="button"><span class="d-button-'
        'label">登录</span></button></span><ul class="icons d-header-icons"><li class="header-'
        'dropdown-toggle" id="search-button"><a href="/search" title="搜索话题、帖子、用户或类别"'
        ' class="icon btn-flat" aria-label="搜索"><svg class="fa d-icon d-icon-search svg-icon" '
        'aria-hidden="true"><use href="#search"></use></svg></a></li></ul></div></div></div>'
        '</header><div id="main-outlet" class="wrap"><div class="container posts"><div id="topic-'
        f'title"><div class="container"><div class="title-wrapper"><h1 data-topic-id="{tid}"><a '
        f'href="/t/topic/{tid}" class="fancy-title">{DSC_TITLE}</a></h1><div class="topic-'
        'category"><span class="badge-wrapper bullet"><span class="badge-category-bg" style="'
        'background-color: #0088CC;"></span><span class="badge-category clear-badge"><span class'
        f'="category-name">车机系统</span></span></span><div class="list-tags">{tags}</div></div>'
        '</div></div></div><div class="row"><section class="topic-area" id="topic" data-topic-'
        f'id="{tid}"><div class="posts-wrapper"><div class="post-stream">{"".join(stream)}</div>'
        '</div><div id="topic-footer-buttons"><button class="btn btn-icon-text btn-primary '
        'create" type="button" title="开始编写对此话题的回复"><span class="d-button-label">回复'
        '</span></button></div><div class="more-topics__container"><div id="suggested-topics" '
        'class="suggested-topics"><h3 class="suggested-topics-title">推荐话题</h3><div class="'
        'topics"><table class="topic-list"><thead><tr><th class="default">话题</th><th class="'
        'posts num">回复</th><th class="views num">浏览</th><th class="activity num">活动</th>'
        f'</tr></thead><tbody>{suggested}</tbody></table></div><h3 class="suggested-topics-'
        'message">还有 3 个未读话题，或浏览<a href="/c/cheji/7">车机系统</a>中的其他话题。</h3>'
        '</div></div></section><div class="timeline-container"><div class="topic-timeline"><div '
        'class="timeline-scrollarea-wrapper"><div class="timeline-date-wrapper"><a class="start-'
        f'date" href="/t/topic/{tid}/1">{head.when.year}年{head.when.month}月</a></div><div '
        'class="timeline-scrollarea"><div class="timeline-scroller"><div class="timeline-'
        f'scroller-content"><div class="timeline-replies">1 / {n}</div><div class="timeline-ago"'
        f'>{dsc_ago(head.when)}</div></div></div></div><div class="timeline-date-wrapper"><a '
        f'class="now-date" href="/t/topic/{tid}/{nums[-1]}"><span>{dsc_ago(last.when)}'
        '</span></a></div></div></div></div></div></div></div><footer class="footer"><p>© 2021 '
        '车主社区 · <a href="/tos">服务条款</a> · <a href="/privacy">隐私政策</a> · 由 <a href='
        '"https://www.discourse.org">Discourse</a> 强力驱动</p></footer></div></section>')
    return page(f"{DSC_TITLE} - 车机系统 - 车主社区", body, "zh-CN")


# --- Stack Overflow em Português --------------------------------------------------------------

SOPT = "https://pt.stackoverflow.com"
SOPT_TITLE = "Barulho estranho depois da última atualização"
SOPT_TAGS = ("android-auto", "firmware", "bluetooth", "áudio")


def sopt_when(t: datetime) -> str:
    """SE's relative time in Portuguese: "há 12 minutos", "há 3 horas", "ontem" within two
    days, then "4/03/2021 às 10:12" (day, month, year, as pt.stackoverflow writes them)."""
    s = _seconds(t)
    if 0 <= s < 60:
        return f"há {max(int(s), 1)} segundos"
    if 0 <= s < 3600:
        n = int(s // 60)
        return "há 1 minuto" if n == 1 else f"há {n} minutos"
    if 0 <= s < 86400:
        n = int(s // 3600)
        return "há 1 hora" if n == 1 else f"há {n} horas"
    if 0 <= s < 2 * 86400 and days_ago(t) == 1:
        return "ontem"
    return f"{t.day}/{t.month:02d}/{t.year} às {t.hour}:{t:%M}"


def sopt_ago(t: datetime) -> str:
    """The question header's age: "há 3 meses", "há 1 ano", "há 4 dias"."""
    n, unit = _ago_units(t)
    words = {"y": ("ano", "anos"), "mo": ("mês", "meses"), "d": ("dia", "dias"),
             "h": ("hora", "horas"), "min": ("minuto", "minutos"), "now": ("segundo", "segundos")}
    one, many = words[unit]
    return f"há {_n(max(n, 1), one, many)}"


def sopt_span(t: datetime, cls: str = "relativetime", licence: bool = False) -> str:
    title = f"{t:%Y-%m-%d %H:%M:%S}Z" + (", Licença: CC BY-SA 4.0" if licence else "")
    return f'<span title="{title}" class="{cls}">{sopt_when(t)}</span>'


def sopt_uid(m: Message) -> int:
    return 14000 + m.uid * 913


def sopt_user(m: Message, verb: str, t: datetime, owner: bool) -> str:
    rep = _thousands(m.uid * 1237 % 40000 + 101, ".")
    gold, silver, bronze = m.uid % 3, m.uid % 7 + 2, m.uid % 11 + 5
    return (
        f'<div class="post-signature{" owner" if owner else ""} flex--item"><div class="user-info'
        f' user-hover"><div class="user-action-time">{verb} {sopt_span(t)}</div><div class="'
        f'user-gravatar32"><a href="/users/{sopt_uid(m)}/{_handle(m)}"><div class="gravatar-'
        f'wrapper-32"><img src="https://i.stack.imgur.com/{_hash(m.uid, 5)}.jpg?s=64&amp;g=1" '
        'alt="" width="32" height="32" class="bar-sm"></div></a></div><div class="user-details" '
        'itemprop="author" itemscope itemtype="http://schema.org/Person"><a href="/users/'
        f'{sopt_uid(m)}/{_handle(m)}">{m.author}</a><span class="d-none" itemprop="name">'
        f'{m.author}</span><div class="-flair"><span class="reputation-score" title="pontuação '
        f'de reputação " dir="ltr">{rep}</span><span title="{gold} medalhas de ouro"><span class'
        f'="badge1"></span><span class="badgecount">{gold}</span></span><span title="{silver} '
        f'medalhas de prata"><span class="badge2"></span><span class="badgecount">{silver}'
        f'</span></span><span title="{bronze} medalhas de bronze"><span class="badge3"></span>'
        f'<span class="badgecount">{bronze}</span></span></div></div></div></div>')


def sopt_editor(m: Message, pid: int) -> str:
    """The middle signature of an edited post: who edited it and when."""
    return (f'<div class="post-signature flex--item"><div class="user-info"><div class="user-'
            f'action-time"><a href="/posts/{pid}/revisions" title="mostrar todas as edições '
            f'desta publicação">editada {sopt_span(_later(m, 95))}</a></div><div class="user-'
            'gravatar32"></div><div class="user-details"><a href="/users/1/comunidade">'
            'Comunidade</a><span class="d-none" itemprop="name">Comunidade</span><div class="-'
            'flair"><span class="reputation-score" dir="ltr">1</span></div></div></div></div>')


def sopt_score(m: Message) -> int:
    return (m.uid * 7 + m.pid) % 13 - 1


def sopt_comments(posts: list[Message], pid: int, ks: list[int]) -> str:
    items = []
    for k in ks:
        m = posts[k]
        cid = 880000 + m.pid * 3
        lead = ""
        if m.quote:
            q = _quoted(posts, m)
            lead = f'@{q.author} “{escape(m.quote[2])}” '
        score = (m.uid + k) % 4
        items.append(
            f'<li id="comment-{cid}" class="comment js-comment" data-comment-id="{cid}" data-'
            f'comment-owner-id="{sopt_uid(m)}" data-comment-score="{score}"><div class="js-'
            'comment-actions comment-actions"><div class="comment-score js-comment-edit-hide">'
            + (f'<span title="número de votos &#39;úteis&#39; recebidos" class="cool">{score}'
               '</span>' if score > 1 else "")
            + '</div></div><div class="comment-text js-comment-text-and-form"><div class="'
            f'comment-body js-comment-edit-hide"><span class="comment-copy">{lead}'
            f'{paras(m, " ")}</span><div class="d-inline-flex ai-center">&ndash;&nbsp;<a href="'
            f'/users/{sopt_uid(m)}/{_handle(m)}" title="{m.uid * 1237 % 40000 + 101} de '
            f'reputação" class="comment-user">{m.author}</a></div><span class="comment-date" dir'
            f'="ltr"><a class="comment-link" href="#comment{cid}_{pid}">'
            f'{sopt_span(m.when, "relativetime-clean", True)}</a></span></div></div></li>')
    return (f'<div id="comments-{pid}" class="comments js-comments-container bt bc-black-075 '
            f'mt12" data-post-id="{pid}" data-min-length="15"><ul class="comments-list js-'
            f'comments-list" data-remaining-comments-count="0" data-canpost="false">'
            f'{"".join(items)}</ul></div><div id="comments-link-{pid}" data-rep="50" data-anon='
            '"true"><a class="js-add-link comments-link disabled-link" title="Use os comentários '
            'para pedir mais informações ou sugerir melhorias.">Adicionar comentário</a></div>')


def sopt_post(posts: list[Message], k: int, comments: list[int], accepted: bool,
              qid: int) -> str:
    m = posts[k]
    question = k == 0
    pid = qid if question else 512000 + m.pid * 3
    quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
    score = sopt_score(m)
    check = ('<div class="js-accepted-answer-indicator flex--item fc-green-500 py6 mtn8" title="'
             'O autor da pergunta aceitou esta como a melhor resposta" role="note" aria-label="'
             'Aceita"><div class="ta-center"><svg aria-hidden="true" class="svg-icon iconCheckmark'
             'Lg" width="36" height="36" viewBox="0 0 36 36"><path d="m6 14 8 8L30 6v8L14 30l-8-'
             '8v-8Z"></path></svg></div></div>' if accepted else "")
    votes = (
        f'<div class="votecell post-layout--left"><div class="js-voting-container d-flex jc-'
        f'center fd-column ai-stretch gs4 fc-black-200" data-post-id="{pid}"><button class="js-'
        'vote-up-btn flex--item s-btn s-btn__unset c-pointer" aria-pressed="false" aria-label="'
        'Voto positivo"><svg aria-hidden="true" class="svg-icon iconArrowUpLg" width="36" height'
        '="36" viewBox="0 0 36 36"><path d="M2 25h32L18 9 2 25Z"></path></svg></button><div '
        'class="js-vote-count flex--item d-flex fd-column ai-center fc-black-500 fs-title" '
        f'itemprop="upvoteCount" data-value="{score}">{score}</div><button class="js-vote-down-'
        'btn flex--item s-btn s-btn__unset c-pointer" aria-pressed="false" aria-label="Voto '
        'negativo"><svg aria-hidden="true" class="svg-icon iconArrowDownLg" width="36" height="'
        f'36" viewBox="0 0 36 36"><path d="M2 11h32L18 27 2 11Z"></path></svg></button>{check}'
        '</div></div>')
    tags = ('<div class="post-taglist d-flex gs4 gsy fd-column"><div class="d-flex ps-relative '
            'fw-wrap">' + "".join(f'<a href="/questions/tagged/{x}" class="post-tag" rel="tag">'
                                  f'{x}</a>' for x in SOPT_TAGS) + '</div></div>'
            if question else "")
    edited = sopt_editor(m, pid) if m.uid % 3 == 0 else ""
    what = "esta pergunta" if question else "essa resposta"
    menu = (f'<div class="js-post-menu pt2" data-post-id="{pid}"><div class="d-flex gs8 s-'
            f'anchors s-anchors__muted fw-wrap"><div class="flex--item"><a href="/'
            f'{"q" if question else "a"}/{pid}" rel="nofollow" itemprop="url" class="js-share-'
            f'link js-gps-track" title="Link curto para {what}">Compartilhar</a></div><div '
            'class="flex--item"><button type="button" '
            f'class="s-btn s-btn__link js-follow-post">Seguir</button></div></div></div>')
    cell = "postcell" if question else "answercell"
    inner = (
        f'<div class="post-layout">{votes}<div class="{cell} post-layout--right"><div class="s-'
        f'prose js-post-body" itemprop="text">{quote}{p_tags(m)}</div>{tags}<div class="mb0"><div'
        ' class="mt16 d-flex gs8 gsy fw-wrap jc-end ai-start pt4 mb16"><div class="flex--item mr16'
        f'" style="flex: 1 1 100px;">{menu}</div>{edited}'
        f'{sopt_user(m, "perguntada" if question else "respondida", m.when, question)}</div>'
        f'</div></div><div class="post-layout--right js-post-comments-component">'
        f'{sopt_comments(posts, pid, comments)}</div></div>')
    if question:
        return (f'<div id="question" class="question js-question" data-questionid="{qid}" data-'
                f'position-on-page="0" data-score="{score}">{inner}</div>')
    cls = " accepted-answer js-accepted-answer" if accepted else ""
    prop = "acceptedAnswer" if accepted else "suggestedAnswer"
    return (f'<a name="{pid}"></a><div id="answer-{pid}" class="answer js-answer{cls}" data-'
            f'answerid="{pid}" data-parentid="{qid}" data-score="{score}" itemprop="{prop}" '
            f'itemscope itemtype="https://schema.org/Answer">{inner}</div>')


def so_pt(posts: list[Message]) -> str:
    """A question on Stack Overflow em Português (pt.stackoverflow.com, 2021): the top bar
    (Sobre, Produtos, "Pesquisar…", Entrar, Cadastre-se), the left navigation (Início,
    Perguntas, Tags, Usuários, Não respondidas); the question's header (h1, "Perguntada há 3
    meses", "Modificada há 10 dias", "Vista 1mil vezes"), then the question: the votes, div.s-
    prose with <p>s, the tags, Compartilhar / Seguir, the signatures ("editada 5/03/2021 às
    11:40" by Comunidade on some, "perguntada 4/03/2021 às 10:12" / "há 3 horas" / "ontem"
    titled "2021-03-04 10:12:33Z"), its comments ("– bob_m 4/03/2021 às 10:15"); "3 Respostas"
    sorted by votes with the accepted answer first (the green check), each answer laid out
    like the question with "respondida ..."; a reply that quotes a post, or the asker's own,
    is a comment under the question or answer it belongs to, beginning '@bob “...”';
    quotes in answers as blockquotes; the right column ("Em destaque no Meta", "Relacionadas",
    "Perguntas populares na rede"), "Não é a resposta que você está procurando?" and the
    footer with its "rev 2021.6.30.39581". The question is the first message."""
    head = posts[0]
    qid = 512000 + head.pid
    answers, comments = _qa_split(posts)
    accepted = None
    if answers:
        accepted = next((k for k in answers if sopt_score(posts[k]) >= 0), answers[0])
    rest = sorted((k for k in answers if k != accepted), key=lambda k: -sopt_score(posts[k]))
    order = ([accepted] if accepted is not None else []) + rest
    items = "".join(sopt_post(posts, k, comments[k], k == accepted, qid) for k in order)
    last = max(m.when for m in posts)
    related = "".join(
        f'<div class="spacer"><a href="/q/{qid - 311 * (k + 1)}" title="Pontuação da pergunta '
        f'(votos positivos - votos negativos)"><div class="answer-votes'
        f'{(" answered-accepted", "")[k % 2]} default">{k + 2}</div></a><a href="/questions/'
        f'{qid - 311 * (k + 1)}/{_slug(x)}" '
        f'class="question-hyperlink">{x}</a></div>'
        for k, x in enumerate(("Android Auto desconecta sozinho depois da atualização",
                               "Como voltar para a versão anterior do firmware?",
                               "Ruído no alto-falante quando o celular carrega",
                               "Bluetooth do carro não reconhece mais o celular")))
    hot = "".join(f'<li><div class="favicon favicon-{s}" title="{s}"></div><a href="https://'
                  f'{s}.stackexchange.com/questions/{k * 7919 + 1201}">{x}</a></li>'
                  for k, (s, x) in enumerate((("mechanics", "Why does my car beep twice?"),
                                              ("electronics", "Ground loop noise in car audio"),
                                              ("superuser", "Bluetooth audio stutters"))))
    tagged = " ".join(f'<a href="/questions/tagged/{x}" class="post-tag">{x}</a>'
                      for x in SOPT_TAGS[:2])
    nav = "".join(
        f'<li class="{cls}"><a href="{h}" class="pl8 js-gps-track nav-links--link"><div class'
        f'="d-flex ai-center"><div class="flex--item truncate">{x}</div></div></a></li>'
        for h, x, cls in (("/questions", "Perguntas", "youarehere"), ("/tags", "Tags", ""),
                          ("/users", "Usuários", ""), ("/unanswered", "Não respondidas", "")))
    body = (
        '<header class="s-topbar ps-fixed t0 l0 js-top-bar"><div class="s-topbar--container">'
        f'<a href="{SOPT}" class="s-topbar--logo js-gps-track"><span class="-img _glyph">Stack '
        'Overflow em Português</span></a><ol class="s-navigation" role="presentation"><li><a '
        'href="https://stackoverflow.co/" class="s-navigation--item">Sobre</a></li><li><a href='
        '"#" class="s-navigation--item">Produtos</a></li></ol><form id="search" role="search" '
        'action="/search" class="s-topbar--searchbar js-searchbar" autocomplete="off"><div '
        'class="s-topbar--searchbar--input-group"><input name="q" type="text" placeholder="'
        'Pesquisar…" value="" autocomplete="off" maxlength="240" class="s-input s-input__search '
        'js-search-field" aria-label="Pesquisar"></div></form><ol class="overflow-x-auto ml-auto'
        ' -secondary grid ai-center list-reset h100 user-logged-out"><li class="-ctas"><a href="'
        f'{SOPT}/users/login" class="login-link s-btn s-btn__filled py8 js-gps-track">Entrar</a>'
        f'<a href="{SOPT}/users/signup" class="login-link s-btn s-btn__primary py8">Cadastre-se'
        '</a></li></ol></div></header><div class="container"><div id="left-sidebar" class="left-'
        'sidebar js-pinned-left-sidebar ps-relative"><div class="left-sidebar--sticky-container '
        'js-sticky-leftnav"><nav role="navigation"><ol class="nav-links"><li><a href="/" class="'
        'pl8 js-gps-track nav-links--link">Início</a></li><li><ol class="nav-links"><li class="'
        f'fs-fine tt-uppercase ml8 mt16 mb4 fc-light">Público</li>{nav}</ol></li></ol></nav>'
        '</div></div><div id="content" class="snippet-hidden"><div itemprop="mainEntity" '
        'itemscope itemtype="https://schema.org/Question"><div class="inner-content clearfix">'
        '<div id="question-header" class="d-flex sm:fd-column"><h1 itemprop="name" class="fs-'
        f'headline1 ow-break-word mb8 flex--item fl1"><a href="/questions/{qid}/'
        f'{_slug(SOPT_TITLE)}" class="question-hyperlink">{SOPT_TITLE}</a></h1><div class="ml12 '
        'aside-cta flex--item print:d-none sm:ml0 sm:mb12 sm:order-first sm:as-end"><a href="/'
        'questions/ask" class="ws-nowrap s-btn s-btn__primary">Faça uma pergunta</a></div></div>'
        f'<div class="d-flex fw-wrap pb8 mb16 bb bc-black-075"><div class="flex--item ws-nowrap '
        f'mr16 mb8" title="{head.when:%Y-%m-%d %H:%M:%S}Z"><span class="fc-light mr2">Perguntada'
        f'</span> <time itemprop="dateCreated" datetime="{head.when:%Y-%m-%dT%H:%M:%S}">'
        f'{sopt_ago(head.when)}</time></div><div class="flex--item ws-nowrap mr16 mb8"><span '
        'class="fc-light mr2">Modificada</span> <a href="?lastactivity" class="s-link s-link__'
        f'inherit" title="{last:%Y-%m-%d %H:%M:%S}Z">{sopt_ago(last)}</a></div><div class="flex'
        f'--item ws-nowrap mb8" title="Vista {_thousands(len(posts) * 133 + 87, ".")} vezes">'
        f'<span class="fc-light mr2">Vista</span> {len(posts) * 133 + 87} vezes</div></div><div '
        'id="mainbar" role="main" aria-label="pergunta e respostas">'
        f'{sopt_post(posts, 0, comments[0], False, qid)}<div id="answers"><a name="tab-top"></a>'
        '<div id="answers-header"><div class="answers-subheader d-flex ai-center mb8"><div class'
        f'="flex--item fl1"><h2 class="mb0" data-answercount="{len(answers)}">'
        f'{_n(len(answers), "Resposta", "Respostas")}</h2></div><div class="flex--item"><label '
        'class="flex--item fs-caption" for="answer-sort-dropdown-select-menu">Ordenado por:'
        '</label><select id="answer-sort-dropdown-select-menu" class="js-answer-sort"><option '
        'value="scoredesc" selected>Maior pontuação (padrão)</option><option value="modifieddesc'
        '">Data de modificação (mais recente primeiro)</option><option value="createdasc">Data '
        f'de criação (mais antiga primeiro)</option></select></div></div></div>{items}<h2 class'
        '="bottom-notice" data-loc="1">Não é a resposta que você está procurando? Veja outras '
        f'perguntas marcadas com {tagged}'
        ' ou <a href="/questions/ask">faça sua própria pergunta</a>.</h2></div></div><div id="'
        'sidebar" class="show-votes" role="complementary" aria-label="barra lateral"><div class'
        '="s-sidebarwidget s-sidebarwidget__yellow s-anchors s-anchors__grayscale mb16"><ul '
        'class="d-block p0 m0"><li class="s-sidebarwidget--header">Em destaque no Meta</li><li '
        'class="s-sidebarwidget--item"><a href="https://pt.meta.stackoverflow.com/q/8790">'
        'Moderadores eleitos: conheça os resultados</a></li></ul></div><div class="module '
        'sidebar-related"><h4 id="h-related">Relacionadas</h4><div class="related js-gps-'
        f'related-questions">{related}</div></div><div id="hot-network-questions" class="module '
        'tex2jax_ignore"><h4><a href="https://stackexchange.com/questions?tab=hot" class="js-gps'
        '-track s-link s-link__inherit">Perguntas populares na rede</a></h4><ul>'
        f'{hot}</ul></div></div></div></div></div></div><footer id="footer" class="site-footer '
        'js-footer" role="contentinfo"><div class="site-footer--container"><nav class="site-'
        'footer--nav"><div class="site-footer--col"><h5 class="-title"><a href="/">Stack '
        'Overflow em Português</a></h5><ul class="-list"><li><a href="/tour">Tour</a></li><li>'
        '<a href="/help">Ajuda</a></li></ul></div></nav><div class="site-footer--copyright fs-'
        'fine"><p class="mt-auto mb24">design do site / logotipo © 2021 Stack Exchange Inc; '
        'contribuições de usuários licenciadas sob <a href="https://stackoverflow.com/help/'
        'licensing">CC BY-SA</a>. <span id="svnrev">rev 2021.6.30.39581</span></p></div></div>'
        '</footer>')
    return page(f"{SOPT_TITLE} - Stack Overflow em Português", body, "pt-BR")


# --- Flashback Forum (Swedish) ----------------------------------------------------------------

FLB = "https://www.flashback.org"
FLB_TITLE = "Konstigt ljud efter senaste uppdateringen"
SV_MONTHS = ("Jan", "Feb", "Mar", "Apr", "Maj", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dec")
FLB_TITLES = ("Medlem", "Medlem", "Avstängd", "Medlem", "Moderator")


def flb_date(t: datetime) -> str:
    """"Idag, 10:12", "Igår, 21:10", then "2021-03-04, 10:12"."""
    if days_ago(t) == 0:
        return f"Idag, {t:%H:%M}"
    if days_ago(t) == 1:
        return f"Igår, {t:%H:%M}"
    return f"{t:%Y-%m-%d, %H:%M}"


def flb_pid(m: Message) -> int:
    return 71500000 + m.pid * 13


def flb_post(posts: list[Message], k: int) -> str:
    m = posts[k]
    pid = flb_pid(m)
    uid = 300000 + m.uid * 1811
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = ('<div class="post-bbcode-quote-wrapper"><div class="post-bbcode-quote"><table '
                 'class="post-bbcode-quote-table"><tr><td class="alt2 post-bbcode-quote-text"'
                 '><div class="post-bbcode-quote-title">Citat:</div><div>Ursprungligen postat '
                 f'av <strong>{q.author}</strong> <a href="/sp{flb_pid(q)}#p{flb_pid(q)}" rel="'
                 'nofollow"><i class="fa fa-arrow-circle-up"></i></a></div><div class="post-'
                 f'clamped-text">{escape(m.quote[2])}</div></td></tr></table></div></div>')
    reg = joined(m)
    online = ("online" if m.uid % 3 == 0 else "offline")
    return (
        f'<div class="post" id="post{pid}"><div class="post-heading"><div class="pull-left">'
        f'<a name="post{pid}"></a>{flb_date(m.when)}</div><div class="pull-right"><a href="/sp'
        f'{pid}" rel="nofollow" id="postcount{pid}" name="{k + 1}">#{k + 1}</a></div></div>'
        '<div class="post-row"><div class="post-col post-left"><div class="post-user"><div '
        f'class="dropdown"><a class="post-user-username dropdown-toggle" href="/u{uid}" data-'
        f'toggle="dropdown">{m.author}</a> <i class="fa fa-circle {online}" title="'
        f'{m.author} är {"online" if online == "online" else "offline"}"></i></div><div class="'
        f'post-user-title">{FLB_TITLES[m.uid % 5]}</div><div class="post-user-info small"><div>'
        f'Reg: {SV_MONTHS[reg.month - 1]} {reg.year}</div><div>Inlägg: '
        f'{_thousands(m.uid * 1493 % 30000 + 17, " ")}</div></div></div></div><div class="post-'
        f'col post-right"><div class="post_message" id="post_message_{pid}">{quote}'
        f'{paras(m, "<br><br>")}</div></div></div><div class="post-footer"><div class="pull-'
        f'right"><a href="/newreply.php?do=newreply&amp;p={pid}" class="btn btn-default btn-'
        'xs" rel="nofollow"><i class="fa fa-quote-left"></i> Citera</a> <a href="/'
        f'report.php?p={pid}" class="btn btn-default btn-xs" rel="nofollow"><i class="fa fa-'
        'exclamation-triangle"></i> Rapportera</a></div></div></div>')


def flashback(posts: list[Message]) -> str:
    """A Flashback Forum thread (flashback.org/t3312345, Swedish): the top bar (Flashback,
    Forum, Nya ämnen, Nya inlägg, Aktuellt, Logga in, Bli medlem), the breadcrumbs "Fordon och
    trafik › Bilar › Bilteknik", h1, "Ämnesverktyg", the pagination "Sidan 1 av 1"; div.post
    per post: the heading with the date ("Idag, 10:12" / "Igår, 21:10" / "2021-03-04, 10:12")
    on the left and "#3" on the right, above the user column (the name, its title, "Reg: Maj
    2012", "Inlägg: 1 234") and div.post_message with <br>s, Citera / Rapportera; the ad
    after the first post; quotes as the quote box "Citat: Ursprungligen postat av bob";
    "Liknande trådar" with the last posts' dates, the footer's "Alla tidsangivelser är GMT
    +1. Klockan är nu 18:00." The first post is the first message."""
    head = posts[0]
    tid = 3312000 + head.pid % 900
    items = [flb_post(posts, k) for k in range(len(posts))]
    ad = ('<div class="post post-ad"><div class="post-heading"><div class="pull-left">Annons'
          '</div></div><div class="post-row"><div id="fb-thread-inline-1" class="ad-inline" '
          'data-ad-unit="flashback_thread_panorama"><iframe title="Annons" width="980" height="'
          '240" frameborder="0"></iframe></div></div></div>')
    similar = "".join(
        f'<tr><td class="td_title"><a href="/t{tid - 977 * (k + 1)}">{x}</a></td><td>{WHO[k]}'
        f'</td><td>Bilteknik</td><td class="text-right">{k * 7 + 4}</td><td class="td_last_post'
        f'">{flb_date(_others(k))}</td></tr>'
        for k, x in enumerate(("Knackande ljud från instrumentbrädan efter service",
                               "Bilstereon startar om av sig själv",
                               "Brum i högtalarna när motorn går",
                               "Verkstaden vägrar nedgradera mjukvaran")))
    pager = ('<div class="row"><div class="col-xs-12"><span class="pagination-text">Sidan 1 av 1'
             '</span><ul class="pagination pagination-xs"><li class="active"><span>1</span></li>'
             '</ul></div></div>')
    nav = "".join(f'<li><a href="{FLB}/{h}">{x}</a></li>'
                  for h, x in (("", "Forum"), ("nya-amnen", "Nya ämnen"),
                               ("nya-inlagg", "Nya inlägg"), ("aktuellt", "Aktuellt")))
    crumbs = " › ".join(f'<a href="{FLB}/{h}">{x}</a>'
                        for h, x in (("f5", "Fordon och trafik"), ("f53", "Bilar"),
                                     ("f249", "Bilteknik")))
    body = (
        '<nav class="navbar navbar-default navbar-fixed-top" id="site-nav"><div class="container'
        f'"><a class="navbar-brand" href="{FLB}/"><img src="https://static.flashback.org/img/'
        'logo.png" alt="Flashback Forum" height="28"></a><ul class="nav navbar-nav">'
        f'{nav}</ul><form class="navbar-form navbar-left" action="/sok" method="get"><input '
        'class="form-control input-sm" type="text" name="query" placeholder="Sök"></form><ul '
        f'class="nav navbar-nav navbar-right"><li><a href="{FLB}/login.php">Logga in</a></li><li>'
        f'<a href="{FLB}/register.php">Bli medlem</a></li></ul></div></nav><div class="container"'
        f' id="site-content"><ol class="breadcrumb"><li>{crumbs}</li></ol><div class="page-title'
        f'"><h1><a href="/t{tid}">{FLB_TITLE}</a></h1></div><div class="thread-tools"><div class'
        '="btn-group"><button class="btn btn-default btn-sm dropdown-toggle" data-toggle="'
        'dropdown">Ämnesverktyg <span class="caret"></span></button></div> <a class="btn btn-'
        f'default btn-sm" href="/printthread.php?t={tid}" rel="nofollow">Visa utskriftsvänlig '
        f'version</a></div>{pager}<div id="posts" class="posts">{items[0]}{ad}'
        f'{"".join(items[1:])}</div>{pager}<div class="panel panel-default" id="similar-threads"'
        '><div class="panel-heading"><h3 class="panel-title">Liknande trådar</h3></div><table '
        'class="table table-condensed"><thead><tr><th>Tråd</th><th>Tråden startades av</th><th>'
        f'Forum</th><th>Svar</th><th>Senaste inlägg</th></tr></thead><tbody>{similar}</tbody>'
        '</table></div></div><footer class="footer" id="site-footer"><div class="container"><p>'
        f'Alla tidsangivelser är GMT +1. Klockan är nu {NOW:%H:%M}.</p><ul class="list-inline">'
        f'<li><a href="{FLB}/regler">Regler</a></li><li><a href="{FLB}/kontakt">Kontakta oss</a>'
        f'</li><li><a href="{FLB}/integritetspolicy">Integritetspolicy</a></li></ul><p>Copyright '
        '© 2000-2021 Flashback Media Group</p></div></footer>')
    return page(f"{FLB_TITLE} - Flashback Forum", body, "sv")


# --- Suomi24 Keskustelu (Finnish) -------------------------------------------------------------

S24 = "https://keskustelu.suomi24.fi"
S24_TITLE = "Outo ääni viimeisimmän päivityksen jälkeen"


def s24_date(t: datetime) -> str:
    """"4.3.2021 10:12"."""
    return f"{t.day}.{t.month}.{t.year} {t:%H:%M}"


def s24_user(m: Message, op: bool) -> str:
    badge = ('<span class="thread-starter-label">Ketjun aloittaja</span>' if op else "")
    return (f'<div class="user-info"><div class="user-info-avatar"><img src="https://kuvat2.'
            f'suomi24.fi/avatar/{_hash(m.uid, 12)}.jpg" alt="" width="40" height="40"></div>'
            '<div class="user-info-details"><span class="user-info-name"><a href="https://www.'
            f'suomi24.fi/profiili/{_handle(m)}">{m.author}</a></span><span class="registered-'
            f'user-badge" title="Rekisteröitynyt käyttäjä"></span>{badge}<span class="user-info-'
            f'timestamp">{s24_date(m.when)}</span></div></div>')


def s24_text(posts: list[Message], m: Message) -> str:
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = (f'<blockquote class="quote"><span class="quote-author">{q.author} kirjoitti:'
                 f'</span><p>{escape(m.quote[2])}</p></blockquote>')
    return quote + p_tags(m)


def s24_footer(m: Message, what: str) -> str:
    likes = (m.uid * 3 + m.pid) % 9
    return (f'<div class="{what}-footer"><button class="like-button" type="button"><span class="'
            f'icon-thumb"></span> Tykkää</button><span class="like-count">{likes or ""}</span>'
            '<button class="comment-button" type="button">Kommentoi</button><a class="report-'
            f'link" href="{S24}/ilmoita?viesti={m.pid}">Ilmoita asiaton viesti</a></div>')


def s24_comment(posts: list[Message], k: int) -> str:
    m = posts[k]
    return (f'<li class="comment-container" id="comment-{9100000 + m.pid * 7}"><article class="'
            f'comment">{s24_user(m, m.author == posts[0].author)}<div class="comment-body">'
            f'{s24_text(posts, m)}</div>{s24_footer(m, "comment")}</article></li>')


def s24_answer(posts: list[Message], kids: dict[int, list[int]], k: int) -> str:
    m = posts[k]
    below = _descendants(kids, k)
    comments = (f'<div class="comments"><button class="comments-toggle" type="button">'
                f'Kommentit ({len(below)})</button><ul class="comment-list">'
                + "".join(s24_comment(posts, c) for c in below) + '</ul></div>' if below else "")
    return (f'<li class="answer-container" id="answer-{8200000 + m.pid * 7}"><article class="'
            f'answer">{s24_user(m, m.author == posts[0].author)}<div class="answer-body">'
            f'{s24_text(posts, m)}</div>{s24_footer(m, "answer")}</article>{comments}</li>')


def suomi24(posts: list[Message]) -> str:
    """A Suomi24 Keskustelu thread (keskustelu.suomi24.fi/t/17012345/..., 2021, Finnish), as
    the browser's DOM holds it: the Suomi24 header (Keskustelu, Treffit, Uutiset, Kirjaudu,
    Rekisteröidy), the breadcrumbs "Ajoneuvot ja liikenne › Autot › Autojen tekniikka"; the
    thread start (h1, the user box with "Ketjun aloittaja" and "4.3.2021 10:12", the text,
    "12 VASTAUSTA", "1 234 LUKUKERTAA"), "Ketjusta on poistettu 1 sääntöjenvastaista
    viestiä." on longer threads; "Vastaukset" oldest first: an answer per reply
    (article.answer: the user box, the <p>s, Tykkää, Kommentoi, "Ilmoita asiaton viesti")
    with the replies to it as "Kommentit (2)" under it, one level; the ad between answers;
    quotes as blockquote.quote "bob kirjoitti:"; the side column ("Luetuimmat keskustelut",
    "Uusimmat" with dates) and the footer. The thread start is the first message."""
    head = posts[0]
    tid = 17012000 + head.pid % 900
    tops, kids = _tree(posts)
    answers = []
    for n, k in enumerate(tops):
        answers.append(s24_answer(posts, kids, k))
        if n == 2:
            answers.append('<li class="ad-container"><div class="ad-label">Mainos</div><div id="'
                           'keskustelu-thread-box-2" class="ad-slot" style="min-height:250px">'
                           '</div></li>')
    removed = ('<div class="thread-notice">Ketjusta on poistettu 1 sääntöjenvastaista viestiä.'
               '</div>' if len(posts) >= 6 else "")
    popular = "".join(
        f'<li><a href="{S24}/t/{tid - 917 * (k + 1)}/{_slug(x)}">{x}</a><span class="meta">'
        f'{_n(k * 6 + 2, "vastaus", "vastausta")} · {_others(k).day}.{_others(k).month}.'
        f'{_others(k).year}</span></li>'
        for k, x in enumerate(("Kolina kojelaudasta huollon jälkeen",
                               "Radio käynnistyy itsestään uudelleen",
                               "Kannattaako päivitys tehdä merkkiliikkeessä?")))
    newest = "".join(
        f'<li><a href="{S24}/t/{tid + 13 * (k + 1)}">{x}</a><span class="meta">'
        f'{s24_date(NOW - timedelta(minutes=17 * k + 6))}</span></li>'
        for k, x in enumerate(("Talvirenkaat vai kitkat?", "Akku tyhjenee yön aikana",
                               "Vakuutus ja lasivahinko")))
    crumbs = " › ".join(f'<a href="{S24}/{h}">{x}</a>'
                        for h, x in (("ajoneuvot-ja-liikenne", "Ajoneuvot ja liikenne"),
                                     ("ajoneuvot-ja-liikenne/autot", "Autot"),
                                     ("ajoneuvot-ja-liikenne/autot/autojen-tekniikka",
                                      "Autojen tekniikka")))
    body = (
        '<div id="app"><header class="s24-header"><a class="s24-logo" href="https://www.suomi24'
        '.fi/"><img src="https://www.suomi24.fi/static/logo.svg" alt="Suomi24"></a><nav class="'
        f's24-nav"><a href="{S24}/">Keskustelu</a><a href="https://treffit.suomi24.fi/">Treffit'
        '</a><a href="https://www.suomi24.fi/uutiset">Uutiset</a></nav><div class="s24-user"><a'
        ' href="https://oma.suomi24.fi/kirjaudu">Kirjaudu</a><a href="https://oma.suomi24.fi/'
        'rekisteroidy">Rekisteröidy</a></div></header><main class="thread-page"><div class="'
        f'content-column"><nav class="breadcrumbs">{crumbs}</nav><div class="thread-container">'
        f'<article class="thread" id="thread-{tid}"><h1 class="thread-title">{S24_TITLE}</h1>'
        f'{s24_user(head, True)}<div class="thread-body">{p_tags(head)}</div><div class="thread-'
        f'footer"><span class="answer-count">{len(posts) - 1} VASTAUSTA</span><span class="'
        f'view-count">{_thousands(len(posts) * 211 + 190, " ")} LUKUKERTAA</span>'
        f'{s24_footer(head, "thread")}</div></article>{removed}<section class="answers"><h2>'
        'Vastaukset</h2><div class="answer-sort"><button class="active" type="button">Vanhimmat '
        'ensin</button><button type="button">Uusimmat ensin</button></div><ul class="answer-'
        f'list">{"".join(answers)}</ul></section><div class="reply-box"><p>Ketjusta on '
        f'{_n(len(posts) - 1, "vastaus", "vastausta")}.</p><button type="button">Vastaa '
        'alkuperäiseen viestiin</button></div></div></div><aside class="side-column"><section '
        f'class="side-box"><h3>Luetuimmat keskustelut</h3><ul>{popular}</ul></section><section '
        f'class="side-box"><h3>Uusimmat</h3><ul>{newest}</ul></section></aside></main><footer '
        'class="s24-footer"><ul><li><a href="https://www.suomi24.fi/saannot">Säännöt</a></li><li>'
        '<a href="https://www.suomi24.fi/tietosuoja">Tietosuoja</a></li><li><a href="https://'
        'www.suomi24.fi/evasteet">Evästeet</a></li></ul><p>© Suomi24 Oy</p></footer></div>')
    return page(f"{S24_TITLE} | Suomi24 Keskustelu", body, "fi")


# --- NodeBB in Vietnamese (Persona, saved DOM) ------------------------------------------------

VI_TITLE = "Tiếng kêu lạ sau bản cập nhật mới nhất"
VI_GROUPS = ("", "Thành viên tích cực", "", "Quản trị viên", "")
VI_COLOURS = ("#e91e63", "#2196f3", "#009688", "#ff5722", "#673ab7", "#795548", "#607d8b",
              "#3f51b5")


def vi_ago(t: datetime) -> str:
    """jquery.timeago's Vietnamese as NodeBB uses it ("khoảng 3 tiếng trước", "2 ngày
    trước"); past NodeBB's cutoff of 30 days the browser's toLocaleString() for vi-VN,
    "10:12:33 4/3/2021"."""
    s = max(_seconds(t), 0)
    minutes, hours, days = s / 60, s / 3600, s / 86400
    if days >= 30:
        return f"{t:%H:%M:%S} {t.day}/{t.month}/{t.year}"
    if s < 45:
        words = "chưa đến một phút"
    elif s < 90:
        words = "khoảng một phút"
    elif minutes < 45:
        words = f"{round(minutes)} phút"
    elif minutes < 90:
        words = "khoảng một tiếng"
    elif hours < 24:
        words = f"khoảng {round(hours)} tiếng"
    elif hours < 42:
        words = "một ngày"
    else:
        words = f"{round(days)} ngày"
    return f"{words} trước"


def vi_time(t: datetime) -> str:
    return f'<span class="timeago" title="{_utc(t, 7)}">{vi_ago(t)}</span>'


def vi_avatar(name: str, uid: int, cls: str = "avatar-sm2x") -> str:
    return (f'<span title="{name}" data-uid="{uid}" class="avatar {cls} avatar-rounded" '
            f'component="user/picture" style="background-color: {VI_COLOURS[uid % 8]};">'
            f'{name[0].upper()}</span>')


def vi_uid(m: Message) -> int:
    return m.uid - 90


def vi_pid(m: Message) -> int:
    return 7700 + m.pid


def vi_post(posts: list[Message], k: int, index: int) -> str:
    m = posts[k]
    pid = vi_pid(m)
    uid = vi_uid(m)
    slug = _handle(m)
    quote = parent = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = (f'<blockquote><p><a href="/uid/{vi_uid(q)}" class="plugin-mentions-user plugin-'
                 f'mentions-a">@{q.author}</a> đã nói trong <a href="/post/{vi_pid(q)}">{VI_TITLE}'
                 f'</a>:</p><p>{escape(m.quote[2])}</p></blockquote>')
        parent = (f'<span><a component="post/parent" class="btn btn-xs btn-default hidden-xs" '
                  f'data-topid="{vi_pid(q)}" href="/post/{vi_pid(q)}"><i class="fa fa-reply"></i>'
                  f' @{q.author}</a></span>')
    group = VI_GROUPS[m.uid % 5]
    label = (f'<a href="/groups/{_slug(group)}"><span class="label group-label inline-block" '
             f'style="background-color: #ff0000;"><i class="fa fa-shield"></i> <span class="'
             f'group-label-text">{group}</span></span></a>' if group else "")
    edited = m.uid % 4 == 1
    editor = (f'<i component="post/edit-indicator" class="fa fa-pencil-square edit-icon" '
              f'title="Đã sửa {_utc(_later(m), 7)}"></i><small data-editor="{slug}" component="'
              f'post/editor" class="hidden">lần cuối chỉnh sửa bởi {m.author} '
              f'{vi_time(_later(m))}</small>' if edited else "")
    sig = (f'<div component="post/signature" data-uid="{uid}" class="post-signature">'
           f'{escape(m.signature)}</div>' if m.signature else "")
    votes = (m.uid * 3 + k) % 6
    owner = " topic-owner-post" if m.author == posts[0].author else ""
    return (
        f'<li component="post" class="{owner}" data-index="{index}" data-pid="{pid}" data-uid="'
        f'{uid}" data-timestamp="{_local_ms(m.when, 7)}" data-username="{m.author}" data-'
        f'userslug="{slug}" itemscope itemtype="http://schema.org/Comment"><a component="post/'
        f'anchor" data-index="{index}" id="{index}"></a><meta itemprop="datePublished" content="'
        f'{_utc(m.when, 7)}"><meta itemprop="dateModified" content="'
        f'{_utc(_later(m), 7) if edited else ""}"><div class="clearfix post-header"><div class="'
        f'icon pull-left"><a href="/user/{slug}">{vi_avatar(m.author, uid)}<i component="user/'
        'status" class="fa fa-circle status offline" title="Ngoại tuyến"></i></a></div><small '
        f'class="pull-left"><strong><a href="/user/{slug}" itemprop="author" data-username="'
        f'{m.author}" data-uid="{uid}">{m.author}</a></strong>{label}<div class="visible-xs-'
        f'inline-block visible-sm-inline-block visible-md-inline-block visible-lg-inline-block">'
        f'<a class="permalink" href="/post/{pid}">{vi_time(m.when)}</a>{editor}{parent}</div>'
        '<span class="bookmarked"><i class="fa fa-bookmark-o"></i></span></small></div><br><div '
        f'class="content" component="post/content" itemprop="text">{quote}{p_tags(m)}</div><div '
        f'class="post-footer">{sig}<div class="clearfix"><small class="pull-right"><span class="'
        'post-tools"><a component="post/reply" href="#" class="no-select">Trả lời</a><a '
        'component="post/quote" href="#" class="no-select">Trích dẫn</a></span><span class="'
        'votes"><a component="post/upvote" href="#"><i class="fa fa-chevron-up"></i></a><span '
        f'component="post/vote-count" data-votes="{votes}">{votes}</span><a component="post/'
        'downvote" href="#"><i class="fa fa-chevron-down"></i></a></span></small></div></div>'
        '</li>')


def vi_event(who: str, uid: int, what: str, icon: str, t: datetime) -> str:
    return (f'<li component="topic/event" class="timeline-event"><div class="timeline-badge"><i '
            f'class="fa {icon}"></i></div><span class="timeline-text"><a href="/user/'
            f'{who.lower()}">{vi_avatar(who, uid, "avatar-xs")} {who}</a> {what} {vi_time(t)}'
            '</span></li>')


def nodebb_vi(posts: list[Message]) -> str:
    """A NodeBB 1.18 topic (Persona theme) of a Vietnamese forum, as the browser's DOM holds
    it: the navbar (Chuyên mục, Gần đây, Thẻ, Phổ biến, Người dùng, Nhóm, the search, Đăng
    ký, Đăng nhập), the breadcrumbs "Trang chủ > Xe hơi &amp; Công nghệ"; the topic's h1,
    the category, the tags and the counts (Bài viết, Người đăng, Lượt xem); ul.posts with an
    li[component=post] per post: the letter avatar, the name, a group label on some, the
    permalink span.timeago titled in UTC reading "khoảng 3 tiếng trước" / "2 ngày trước" or,
    past 30 days, "10:12:33 4/3/2021", the edit indicator, the "@bob" button to the post it
    answers, div.content with <p>s, div.post-signature, Trả lời / Trích dẫn and the votes;
    topic events ("đã ghim chủ đề này") and a post deleted for guests ("Bài viết này đã bị
    xoá!") among them; quotes as blockquote "@bob đã nói trong ...:"; the navigator "1 / 12",
    "Chủ đề tương tự" with ages and the footer. The first post is the first message."""
    head = posts[0]
    tid = 1530 + head.pid % 400
    n = len(posts)
    items = []
    index = 0
    for k in range(n):
        if k == 2:
            t = posts[1].when + timedelta(minutes=25)
            items.append(vi_event(WHO[0], 2, "đã ghim chủ đề này", "fa-thumb-tack", t))
        if k == 5:
            items.append(
                f'<li component="post" class="deleted" data-index="{index}" data-pid="'
                f'{7600 + k}" data-uid="9" data-username="{WHO[3]}"><div class="clearfix post-'
                f'header"><div class="icon pull-left">{vi_avatar(WHO[3], 9)}</div><small class="'
                f'pull-left"><strong><a href="/user/{WHO[3]}">{WHO[3]}</a></strong> <a class="'
                f'permalink" href="/post/{7600 + k}">'
                f'{vi_time(posts[k - 1].when + timedelta(minutes=14))}</a></small></div><br><div '
                'class="content" component="post/content"><p>Bài viết này đã bị xoá!</p></div>'
                '</li>')
            index += 1
        items.append(vi_post(posts, k, index))
        index += 1
    authors = len({m.author for m in posts})
    similar = "".join(
        f'<li component="category/topic" class="row clearfix category-item"><div class="col-md-'
        f'8 col-sm-9 col-xs-10 content"><h2 component="topic/header" class="title"><a href="/'
        f'topic/{tid - 17 * (k + 1)}/{_slug(x)}">{x}</a></h2><small><a href="/category/4/xe-hoi-'
        f'cong-nghe">Xe hơi &amp; Công nghệ</a> &bull; {vi_time(_others(k))}</small></div><div '
        f'class="mobile-stat col-xs-2 visible-xs text-right"><span class="human-readable-number"'
        f'>{k * 3 + 2}</span></div></li>'
        for k, x in enumerate(("Màn hình giải trí tự khởi động lại",
                               "Loa rè sau khi thay bình ắc quy",
                               "Có nên cập nhật phần mềm ở đại lý không?")))
    menu = "".join(
        f'<li><a class="navigation-link" href="/{h}" title="{x}"><i class="fa fa-fw {i}"></i>'
        f'<span class="visible-xs-inline">{x}</span></a></li>'
        for h, x, i in (("categories", "Chuyên mục", "fa-list"), ("recent", "Gần đây",
                                                                  "fa-clock-o"),
                        ("tags", "Thẻ", "fa-tags"), ("popular", "Phổ biến", "fa-fire"),
                        ("users", "Người dùng", "fa-user"), ("groups", "Nhóm", "fa-group")))
    tags = "".join(f'<a href="/tags/{x}"><span class="tag tag-item" data-tag="{x}">{x}</span></a>'
                   for x in ("phần mềm", "âm thanh", "cập nhật"))
    body = (
        '<main id="panel" class="slideout-panel"><nav class="navbar navbar-default navbar-fixed-'
        'top header" id="header-menu" component="navbar"><div class="container"><div class="'
        'navbar-header"><a href="/"><img alt="Diễn đàn Xe Việt" class="forum-logo" src="/assets/'
        'uploads/system/site-logo.png"></a></div><div id="nav-dropdown" class="hidden-xs"><ul '
        'id="logged-out-menu" class="nav navbar-nav navbar-right"><li><a href="/register"><span>'
        'Đăng ký</span></a></li><li><a href="/login"><span>Đăng nhập</span></a></li></ul><ul '
        'class="nav navbar-nav navbar-right"><li><form id="search-form" class="navbar-form '
        'navbar-right hidden-xs" role="search" method="GET"><button id="search-button" type="'
        'button" class="btn btn-link"><i class="fa fa-search fa-fw" title="Tìm kiếm"></i>'
        '</button><input type="text" class="form-control hidden" placeholder="Tìm kiếm" name="'
        f'query"></form></li></ul><ul id="main-nav" class="nav navbar-nav">{menu}</ul></div></div>'
        '</nav><div class="container" id="content"><ol class="breadcrumb" itemscope="itemscope" '
        'itemprop="breadcrumb" itemtype="http://schema.org/BreadcrumbList"><li itemscope="'
        'itemscope" itemprop="itemListElement" itemtype="http://schema.org/ListItem"><a href="/" '
        'itemprop="item"><span itemprop="name">Trang chủ</span></a></li><li itemscope="itemscope'
        '" itemprop="itemListElement" itemtype="http://schema.org/ListItem"><a href="/category/'
        '4/xe-hoi-cong-nghe" itemprop="item"><span itemprop="name">Xe hơi &amp; Công nghệ</span>'
        f'</a></li><li component="breadcrumb/current" class="active"><span>{VI_TITLE}</span>'
        f'</li></ol><div data-widget-area="header"></div><div class="row"><div class="topic col-'
        f'lg-12"><div class="topic-header"><h1 component="post/header" itemprop="name"><span '
        f'class="topic-title" component="topic/title">{VI_TITLE}</span></h1><div class="topic-'
        'info clearfix"><div class="category-item inline-block"><div role="button" class="icon '
        'pull-left" style="background-color: #86C1B9; color: #fff;"><i class="fa fa-fw fa-car">'
        '</i></div>Xe hơi &amp; Công nghệ</div><div class="tags tag-list inline-block hidden-xs"'
        f'>{tags}</div><div class="inline-block hidden-xs"><div class="stats text-muted"><i '
        f'class="fa fa-fw fa-user" title="Người đăng"></i><span class="human-readable-number">'
        f'{authors}</span></div><div class="stats text-muted"><i class="fa fa-fw fa-pencil" '
        f'title="Bài viết"></i><span class="human-readable-number">{n}</span></div><div class="'
        'stats text-muted"><i class="fa fa-fw fa-eye" title="Lượt xem"></i><span class="human-'
        f'readable-number">{n * 57 + 33}</span></div></div></div></div><ul component="topic" '
        f'class="posts timeline" data-tid="{tid}">{"".join(items)}</ul><div class="post-bar">'
        '<div class="clearfix"><div component="topic/reply/container" class="btn-group action-'
        'bar bottom-sheet pull-right"><a href="/login" class="btn btn-sm btn-primary">Đăng nhập '
        'để trả lời</a></div></div></div><div component="navigator" class="navigator-thumb text-'
        f'center hidden-xs"><span component="pagination/text">1 / {n}</span></div><div class="'
        'suggested-topics"><h3>Chủ đề tương tự</h3><ul component="category" class="categories">'
        f'{similar}</ul></div></div></div><div data-widget-area="footer"><footer id="footer" '
        'class="container footer"><div class="copyright">Được xây dựng với <a target="_blank" '
        'href="https://nodebb.org">NodeBB</a> | <a href="/tos">Điều khoản</a></div></footer>'
        '</div></div></main>')
    return page(f"{VI_TITLE} | Diễn đàn Xe Việt", body, "vi")


# --- LIHKG (Hong Kong, Cantonese; saved DOM) --------------------------------------------------

LIHKG = "https://lihkg.com"
LIHKG_TITLE = "架車升級完軟件之後有怪聲"
LIHKG_NAME_COLOURS = ("#6495ed", "#ff6c6c", "#6495ed", "#6495ed", "#ff6c6c", "#6495ed",
                      "#ff6c6c", "#6495ed")


def lihkg_ago(t: datetime) -> str:
    """"啱啱", "12 分鐘前", "3 小時前", "4 日前", "2 個月前", "1 年前"."""
    n, unit = _ago_units(t)
    return {"now": "啱啱", "min": f"{n} 分鐘前", "h": f"{n} 小時前", "d": f"{n} 日前",
            "mo": f"{n} 個月前", "y": f"{n} 年前"}[unit]


def lihkg_time(t: datetime) -> str:
    """The age, its tooltip "04/03/2021 10:12:33" (day first) in data-tip."""
    return (f'<span class="Ahi80YgykKo22njTSCzs_" data-tip="{t:%d/%m/%Y %H:%M:%S}" '
            f'currentitem="false">{lihkg_ago(t)}</span>')


def lihkg_reply(posts: list[Message], k: int, tid: int) -> str:
    m = posts[k]
    quote = f'<blockquote class="_31B9lsqlMMdzv-FSYUkXeV">{escape(m.quote[2])}</blockquote>' \
        if m.quote else ""
    op = m.author == posts[0].author
    tag = '<span class="_3fzcNcLDFtV0UAhkK9UzR2">樓主</span>' if op else ""
    colour = "#e0c34c" if op else LIHKG_NAME_COLOURS[m.uid % 8]
    likes, dislikes = (m.uid * 5 + k) % 23, (m.uid + k) % 4
    return (
        f'<div data-ast-root="true" data-post-id="{_hash(m.pid, 40)}"><div class="_36ZEkSvpdj_'
        f'igmog0nluzh" data-post-id="{_hash(m.pid, 40)}"><div class="_37XIHT5EcmkTIE8ozR_ZmN">'
        '<div class="ZZtOrmcIRcvdpnW09DzFk"><small class="_3ax6hWLqVLuZ6VKOcL5f6L"><span class'
        f'="_3SqN3KZ8m8vCsD9FNcxcki"><a href="/thread/{tid}/page/1?post={k + 1}">#{k + 1}</a>'
        f'</span><span class="_2jcNq1T2sTUJFPbl-hZHUK" style="color: {colour};"><span class="'
        f'_10tWW0o-L-5oR0_xyFjhY8">{m.author}</span></span>{tag}<span class="_3dATKXLkWKZb_'
        f'ZO5vZQYvV">•</span>{lihkg_time(m.when)}</small></div><div class="GAagiRXJU88Nul1M7Ai0H'
        f'"><div class="_2cNsJna0_hV8tdMj3X6_gJ">{quote}{paras(m, "<br><br>")}</div></div><div '
        'class="_1jvTHwVJobs9nmM1gH0SI3"><div class="_2bokd4pLvU_4pNKHbhRYCJ"><div class="_1drI9'
        'FJC8tyquOpz5QRaqf" data-tip="正評"><i class="i-thumb-up"></i><label>'
        f'{likes}</label></div><div class="_1drI9FJC8tyquOpz5QRaqf" data-tip="負評"><i class="'
        f'i-thumb-down"></i><label>{dislikes}</label></div></div><div class="_3ZnJzY7Eet6dYmnK'
        '4r7kSP"><span class="i-reply" data-tip="引用"></span><span class="i-share" data-tip="'
        '分享"></span></div></div></div></div></div>')


def lihkg(posts: list[Message]) -> str:
    """A LIHKG thread (lihkg.com/thread/2512345/page/1, Cantonese in traditional characters)
    as the browser's DOM holds it, with the app's hashed class names: the left panel (the
    category "汽車台" and its thread list, each with the author, the age "4 日前" and the
    likes), the right panel with the thread's header (the category, the title, 只看樓主,
    正評 / 負評), "第 1 頁" and a reply block per post: "#3", the name coloured by gender,
    "樓主" on the starter's, the age "3 小時前" with the full time "04/03/2021 10:12:33"
    only in data-tip, the text with <br>s, the votes, 引用 / 分享; ads after #1 and #6; quotes
    as blockquote (the quoted reply's words); the page footer "第 1 頁 / 共 1 頁". The first
    reply is the first message."""
    head = posts[0]
    tid = 2512000 + head.pid % 900
    items = []
    for k in range(len(posts)):
        items.append(lihkg_reply(posts, k, tid))
        if k in (0, 5) and len(posts) > k + 1:
            items.append(f'<div class="_3DcyXgYTIg8i7ExOnAzuMk"><div class="_1D0X4hlO7xzwhXb_'
                         f'Iv-Pj7">廣告</div><ins class="adsbygoogle" data-ad-slot="lihkg-thread-'
                         f'{k}" style="display:block;height:250px"></ins></div>')
    threads = "".join(
        f'<div class="wQ4Ran7ySbKd8PdMeHZZR"><a class="_2A_7bGY9QAXcGu1neEYDJB" href="/thread/'
        f'{tid - 37 * k}/page/1"><div class="_1ZTvxRqB8zMoHbAizcybud"><span class="_2ubMs7u3ZY'
        f'vOvYpdUdeNgP">{x[0]}</span>{lihkg_time(x[1])}<span class="_37ESpWhU3hMDU_HZrshOak">'
        f'<i class="i-thumb-up"></i>{x[2]}</span></div><div class="_2A_7bGY9QAXcGu1neEYDJB_'
        f'title"><span class="_20jopXBFHNQ9FUbcGHLcHH">{x[3]}</span></div></a></div>'
        for k, x in enumerate((
            (head.author, head.when, head.uid % 50 + 3, LIHKG_TITLE),
            (WHO[0], _others(0), 41, "有冇人試過換完電池之後收音機自己重啟"),
            (WHO[1], _others(1), 17, "舊車值唔值得升級 CarPlay"),
            (WHO[2], _others(2), 88, "【車主討論】冬天凍車開機有異響正唔正常"),
            (WHO[3], _others(3), 6, "代理話唔可以降級軟件，點算"))))
    likes = head.uid * 7 % 90 + 12
    body = (
        '<div id="app"><div class="_2yGh9Z9Wd1Z5F-_ej6Nr1D"><div id="leftPanel" class="_2O_fKYz'
        '6Hz5fIFlsgSnWbN"><div class="_1hTaK9ZnE2UXMSaVNqDwQc"><a class="_3Xq4ZjhS-sxQpwd_RkR'
        'JEq" href="/">LIHKG</a><span class="_3oqv0o7BaHH2BjT8DA_hey">汽車台</span></div><div '
        f'class="_2pHXSjZyGa_lm7hbPvlTpK">{threads}</div></div><div id="rightPanel" class="_1eBH'
        'EBPbKw6DHH6mDlXBF1"><div class="_1H7LRkyaZfWThykmNIYwpH"><div class="_2k_IfadJWjcLJlSK'
        'kz_R2-"><a class="_2oEIUKfXC2nCFrAdt9RnIL" href="/category/31">汽車台</a><span class'
        f'="_2Jk8m4V1D6Bvcr1K4dkg4p">{LIHKG_TITLE}</span></div><div class="_1Ijfe8C6zOE5ZAhOVzmh'
        f'tz"><a href="/thread/{tid}/page/1?order=reply_time&amp;user_id=op">只看樓主</a><span '
        f'class="_3SqN3KZ8m8vCsD9FNcxcki" data-tip="正評"><i class="i-thumb-up"></i>{likes}'
        '</span><span data-tip="負評"><i class="i-thumb-down"></i>3</span></div></div><div class'
        '="_3jxQCFWg9LDtkSkIC-3Pz3"><div class="_1FWhQbE5V2LfHf7nmeLT7E"><span>第 1 頁</span>'
        f'</div>{"".join(items)}<div class="_3K2s8vO6yZ1J-NbpI6r6Ud"><span>第 1 頁 / 共 1 頁'
        '</span></div></div><div class="_2Jz6wjXWfLP3lq8-2LCsgz"><a href="/login">登入</a> 後'
        '回覆</div></div></div></div>')
    return page(f"{LIHKG_TITLE} | LIHKG 討論區", body, "zh-HK")


# --- Kakaku.com クチコミ掲示板 (Japanese) ---------------------------------------------------

KAKAKU = "https://bbs.kakaku.com/bbs/K0001302417"
KAKAKU_PRODUCT = ("ACME", "カーナビ AVN-R21")
KAKAKU_TITLE = "最新のアップデート後に異音がする"
KAKAKU_REPLY_TITLES = ("同じ症状です", "ディーラーに相談してみては", "確認しました",
                       "参考までに", "その後どうなりましたか", "ありがとうございます")


def kakaku_rel(t: datetime) -> str:
    """The age after the date: "（12分前）", "（3時間前）", "（4日前）", "（2週間前）",
    "（3ヶ月前）", "（1年以上前）"."""
    s = max(_seconds(t), 0)
    if s < 3600:
        return f"（{int(s // 60)}分前）"
    if s < 86400:
        return f"（{int(s // 3600)}時間前）"
    if s < 7 * 86400:
        return f"（{int(s // 86400)}日前）"
    if s < 30 * 86400:
        return f"（{int(s // (7 * 86400))}週間前）"
    if s < 365 * 86400:
        return f"（{int(s // (30 * 86400))}ヶ月前）"
    return "（1年以上前）"


def kakaku_no(m: Message) -> int:
    return 24012000 + m.pid * 3


def kakaku_title(posts: list[Message], k: int) -> str:
    if k == 0:
        return KAKAKU_TITLE
    return KAKAKU_REPLY_TITLES[(posts[k].uid + k) % len(KAKAKU_REPLY_TITLES)]


def kakaku_res(posts: list[Message], k: int, good: int | None) -> str:
    m = posts[k]
    no = kakaku_no(m)
    lead = f'＞{escape(m.quote[2])}<br><br>' if m.quote else ""
    op = ('<span class="iconThreadOwner">スレ主</span>' if m.author == posts[0].author else "")
    best = ('<span class="iconGoodAnswer"><img src="https://img1.kakaku.k-img.com/images/bbs/'
            'icon_goodanswer.gif" alt="グッドアンサー" width="86" height="16"></span>'
            if k == good else "")
    nice = (m.uid * 3 + k) % 8
    return (
        f'<div class="resArea" id="res{no}"><a name="tab{no}"></a><div class="resHead"><h4 '
        f'class="resTitle"><span class="resNum">{k + 1}</span>{kakaku_title(posts, k)}</h4>'
        f'<p class="resNo">書き込み番号：{no}</p></div><div class="resUser"><p class="userName">'
        f'<a href="https://bbs.kakaku.com/bbs/user/{_hash(m.uid, 12)}/">{m.author}</a>さん'
        f'{op}{best}</p><p class="date">{m.when:%Y/%m/%d %H:%M}{kakaku_rel(m.when)}</p></div>'
        f'<div class="resBody"><p class="resText">{lead}{paras(m, "<br><br>")}</p></div><div '
        'class="resFoot"><ul class="resAction"><li class="niceBtn"><a href="#" rel="nofollow">'
        f'ナイスクチコミ!</a><span class="niceCount">{nice}</span></li><li class="reply"><a href'
        f'="{KAKAKU}/SortID={kakaku_no(posts[0])}/ReplyID={no}/">返信する</a></li><li class="'
        f'report"><a href="https://bbs.kakaku.com/bbs/report/{no}/" rel="nofollow">違反報告</a>'
        '</li></ul></div></div>')


def kakaku_bbs(posts: list[Message]) -> str:
    """A Kakaku.com クチコミ掲示板 thread (bbs.kakaku.com/bbs/K.../SortID=.../, Japanese): the
    site header (価格.com, カテゴリ, ランキング, ログイン, 新規会員登録), the product's header
    (the maker, the name, "最安価格(税込)：¥45,800", the tabs トップ / 仕様・価格 / ショップ /
    クチコミ掲示板 / レビュー); "クチコミ掲示板 > title", "解決済み" with the link to the グッド
    アンサー, "返信数：11件", the thread tree ("スレッド表示", every post's title, its author
    and "21/03/04 10:12"); then div.resArea per post: its title, "書き込み番号：24012345",
    "alice さん" with "スレ主" and the グッドアンサー icon, "2021/03/04 10:12（3日前）" /
    "（1年以上前）", p.resText with <br>s, ナイスクチコミ!, 返信する, 違反報告; a post removed
    ("この書き込みは削除されました。"); quotes as "＞" lines; the side column ("このカテゴリの
    人気クチコミ" with dates, "最近見た製品") and the footer. The first post is the first
    message."""
    head = posts[0]
    n = len(posts)
    good = next((k for k in range(1, n) if posts[k].author != head.author), None) \
        if n >= 3 else None
    items = []
    for k in range(n):
        if k == 4 and n >= 6:
            items.append('<div class="resArea resDeleted"><p class="resText">この書き込みは削除'
                         'されました。</p></div>')
        items.append(kakaku_res(posts, k, good))
    tree = "".join(
        f'<li class="{"treeTop" if k == 0 else "treeChild"}"><a href="#tab{kakaku_no(m)}">'
        f'{kakaku_title(posts, k)}</a> <span class="treeName">{m.author}</span> <span class="'
        f'treeDate">{m.when:%y/%m/%d %H:%M}</span></li>'
        for k, m in enumerate(posts))
    solved = (f'<p class="solved"><span class="iconSolved">解決済み</span> <a href="#tab'
              f'{kakaku_no(posts[good])}">グッドアンサー</a></p>' if good is not None else "")
    popular = "".join(
        f'<li><a href="{KAKAKU}/SortID={kakaku_no(head) - 977 * (k + 1)}/">{x}</a><span class="'
        f'date">{_others(k):%Y/%m/%d}</span><span class="count">返信{k * 4 + 2}件</span></li>'
        for k, x in enumerate(("地図更新のやり方がわかりません", "バックカメラの映りが悪い",
                               "Bluetoothが勝手に切れる", "取付け時の配線について")))
    maker, name = KAKAKU_PRODUCT
    body = (
        '<div id="header"><div class="hdTop"><a href="https://kakaku.com/" class="logo"><img '
        'src="https://img1.kakaku.k-img.com/images/logo.png" alt="価格.com"></a><ul class="'
        'hdNav"><li><a href="https://kakaku.com/category/">カテゴリ</a></li><li><a href="https://'
        'kakaku.com/ranking/">ランキング</a></li><li><a href="https://kakaku.com/auth/login.'
        'aspx">ログイン</a></li><li><a href="https://kakaku.com/auth/regist.aspx">新規会員登録'
        '</a></li></ul></div></div><div id="main"><div id="titleBox"><div class="boxL"><p class'
        f'="maker">{maker}</p><h2 itemprop="name">{name}</h2></div><div class="boxR"><p class="'
        'priceBox">最安価格(税込)：<span class="priceTxt">¥45,800</span></p><p class="release">'
        '発売日：2020年10月</p></div><ul class="tabNav"><li><a href="https://kakaku.com/item/'
        'K0001302417/">トップ</a></li><li><a href="https://kakaku.com/item/K0001302417/spec/">'
        '仕様・価格</a></li><li><a href="https://kakaku.com/item/K0001302417/shop/">ショップ</a>'
        f'</li><li class="active"><a href="{KAKAKU}/">クチコミ掲示板</a></li><li><a href="'
        'https://review.kakaku.com/review/K0001302417/">レビュー</a></li></ul></div><div id="'
        'mainLeft"><div class="bbsTop"><h3 class="titleH3">クチコミ掲示板 &gt; '
        f'{KAKAKU_TITLE}</h3>{solved}<p class="resCount">返信数：{n - 1}件</p></div><div class'
        f'="treeView"><p class="treeHead">スレッド表示</p><ul>{tree}</ul></div><div class="'
        f'resList">{"".join(items)}</div><div class="bbsBottom"><a class="btnWrite" href="'
        f'{KAKAKU}/Reply=1/">このスレッドに書き込む</a><p class="note">※このスレッドは最終'
        '書き込みから一定期間が経過すると書き込みできなくなります。</p></div></div><div id="'
        'mainRight"><div class="sideBox"><h4>このカテゴリの人気クチコミ</h4><ul>'
        f'{popular}</ul></div><div class="sideBox"><h4>最近見た製品</h4><ul><li><a href="https'
        '://kakaku.com/item/K0001199001/">ドライブレコーダー DRV-X1</a></li></ul></div><div '
        'class="sideAd"><span class="adLabel">広告</span><iframe title="広告" width="300" '
        'height="250" frameborder="0"></iframe></div></div></div><div id="footer"><ul><li><a '
        'href="https://kakaku.com/help/">ヘルプ</a></li><li><a href="https://kakaku.com/'
        'corporate/">会社概要</a></li><li><a href="https://kakaku.com/kiyaku/">利用規約</a>'
        '</li></ul><p>Copyright © Kakaku.com, Inc. All Rights Reserved.</p></div>')
    return page(f"『{KAKAKU_TITLE}』 {maker} {name} のクチコミ掲示板 - 価格.com", body, "ja")


# --- Hsoub I/O (Arabic, right to left) --------------------------------------------------------

HSOUB = "https://io.hsoub.com"
HSOUB_TITLE = "صوت غريب بعد آخر تحديث لنظام السيارة"
AR_MONTHS = ("يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر",
             "أكتوبر", "نوفمبر", "ديسمبر")
AR_DAYS = ("الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت", "الأحد")
AR_UNITS = {"min": ("دقيقة", "دقيقتين", "دقائق"), "h": ("ساعة", "ساعتين", "ساعات"),
            "d": ("يوم", "يومين", "أيام"), "mo": ("شهر", "شهرين", "أشهر"),
            "y": ("سنة", "سنتين", "سنوات")}


def ar_ago(t: datetime) -> str:
    """"منذ لحظات", "منذ دقيقة", "منذ ساعتين", "منذ 3 أيام", "منذ 11 يوم", "منذ شهر"."""
    n, unit = _ago_units(t)
    if unit == "now":
        return "منذ لحظات"
    one, two, few = AR_UNITS[unit]
    if n == 1:
        return f"منذ {one}"
    if n == 2:
        return f"منذ {two}"
    return f"منذ {n} {few if n <= 10 else one}"


def ar_time(t: datetime) -> str:
    """The age, the full date in the title: "الخميس 4 مارس 2021 - 10:12 ص" (Istanbul, +03:00)."""
    half = "ص" if t.hour < 12 else "م"
    full = (f"{AR_DAYS[t.weekday()]} {t.day} {AR_MONTHS[t.month - 1]} {t.year} - "
            f"{t.hour % 12 or 12}:{t:%M} {half}")
    return f'<time datetime="{t:%Y-%m-%dT%H:%M:%S}+03:00" title="{full}">{ar_ago(t)}</time>'


def hsoub_points(m: Message) -> int:
    return (m.uid * 7 + m.pid) % 15 - 2


def hsoub_comment(posts: list[Message], kids: dict[int, list[int]], k: int, depth: int) -> str:
    m = posts[k]
    cid = 1900000 + m.pid * 3
    quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
    below = "".join(hsoub_comment(posts, kids, c, depth + 1) for c in kids[k])
    replies = f'<ul class="comment_replies">{below}</ul>' if below else ""
    op = ('<span class="label-op" title="صاحب المساهمة">الكاتب</span>'
          if m.author == posts[0].author else "")
    return (
        f'<li class="comment commentItem depth-{depth}" id="comment-{cid}" data-id="{cid}"><div '
        'class="commentContent"><div class="comment_votes"><a class="vote up" href="#" title="'
        f'تصويت إيجابي"></a><span class="comment_points">{hsoub_points(m)}</span><a class="vote '
        'down" href="#" title="تصويت سلبي"></a></div><div class="comment_main"><div class="'
        f'comment_meta"><a href="/u/{_handle(m)}" class="usr26 comment-user"><img src="https://'
        f'static.hsoub.com/avatars/{_hash(m.uid, 10)}.png" alt="" width="26" height="26"> '
        f'{m.author}</a>{op} · <a href="{HSOUB}/cars/{cid}" class="comment-time">'
        f'{ar_time(m.when)}</a></div><div class="comment_body articleBody">{quote}{p_tags(m)}'
        '</div><div class="comment_actions"><a class="reply" href="#">رد</a> <a class="share" '
        'href="#">مشاركة</a> <a class="report" href="#">إبلاغ</a></div></div></div>'
        f'{replies}</li>')


def hsoub_io(posts: list[Message]) -> str:
    """A Hsoub I/O post with its comments (io.hsoub.com/cars/12345-..., 2021, Arabic, right
    to left): the header (حسوب I/O, the communities, تسجيل الدخول, حساب جديد), the
    community's banner "السيارات"; the post: the votes, h2.post-title, "alice في السيارات ·
    منذ 3 أيام" with the full date "الخميس 4 مارس 2021 - 10:12 ص" in the <time>'s title, the
    text, مشاركة / حفظ / إبلاغ; "12 تعليق" and the comment tree, every reply under the
    comment it answers at any depth (li.comment > ul.comment_replies), each with its
    points, the author ("الكاتب" on the poster's), the age "منذ ساعتين" / "منذ 11 يوم" /
    "منذ شهر", the <p>s, رد; a deleted comment kept in the tree as "[تعليق محذوف]"; quotes
    as blockquotes; the side column (the community, "أنشئ في 4 يناير 2015", "مساهمات
    مشابهة" with ages) and the footer. The post is the first message."""
    head = posts[0]
    pid = 12000 + head.pid
    tops, kids = _tree(posts)
    comments = [hsoub_comment(posts, kids, k, 0) for k in tops]
    if len(posts) >= 6:
        comments.insert(2, '<li class="comment commentItem deleted depth-0"><div class="comment'
                           'Content"><div class="comment_main"><div class="comment_meta"><span '
                           'class="usr26">[محذوف]</span></div><div class="comment_body">[تعليق '
                           'محذوف]</div></div></div></li>')
    similar = "".join(
        f'<li><a href="{HSOUB}/cars/{pid - 131 * (k + 1)}-{k}">{x}</a><span class="meta">'
        f'{k * 3 + 2} تعليق · {ar_time(_others(k))}</span></li>'
        for k, x in enumerate(("الشاشة تعيد التشغيل من تلقاء نفسها بعد التحديث",
                               "هل يستحق تحديث نظام الملاحة عند الوكيل؟",
                               "طنين في السماعات عند تشغيل المحرك")))
    communities = "".join(f'<li><a href="{HSOUB}/{h}">{x}</a></li>'
                          for h, x in (("cars", "السيارات"), ("programming", "البرمجة"),
                                       ("tech", "التقنية"), ("questions", "أسئلة")))
    body = (
        f'<div dir="rtl" class="rtl"><header id="header" class="hsoub-header"><a href="{HSOUB}/"'
        ' class="logo"><img src="https://static.hsoub.com/io/logo.svg" alt="حسوب I/O"></a><ul '
        f'class="header-communities">{communities}</ul><div class="header-user"><a href="https:'
        '//accounts.hsoub.com/login">تسجيل الدخول</a> <a href="https://accounts.hsoub.com/'
        'register">حساب جديد</a></div></header><div class="community-banner"><h1><a href="'
        f'{HSOUB}/cars">السيارات</a></h1></div><div class="container"><div class="main-column">'
        f'<div id="post-{pid}" class="post postContainer"><div class="postContent"><div class="'
        f'post_votes"><a class="vote up" title="تصويت إيجابي"></a><span class="post_points">'
        f'{hsoub_points(head) + 12}</span><a class="vote down" title="تصويت سلبي"></a></div><div'
        f' class="post_info"><h2 class="post-title"><a href="{HSOUB}/cars/{pid}">{HSOUB_TITLE}'
        f'</a></h2><div class="post_meta"><a href="/u/{_handle(head)}" class="usr26 post-user">'
        f'{head.author}</a> <span>في</span> <a href="{HSOUB}/cars" class="community-name">'
        f'السيارات</a> · {ar_time(head.when)}</div><div class="post-body articleBody">'
        f'{p_tags(head)}</div><div class="postActions"><a href="#">مشاركة</a> <a href="#">حفظ'
        '</a> <a href="#">إبلاغ</a></div></div></div></div><div class="comments-container" id="'
        f'comments"><h3 class="comments-count">{len(posts) - 1} تعليق</h3><ul class="comments">'
        f'{"".join(comments)}</ul><div class="comment-form"><p>يجب عليك <a href="https://'
        'accounts.hsoub.com/login">تسجيل الدخول</a> لإضافة تعليق.</p></div></div></div><aside '
        'class="side-column"><div class="side-box community-info"><h3>السيارات</h3><p>كل ما '
        'يتعلق بالسيارات: الصيانة، الشراء، والتقنيات الحديثة.</p><p class="members">12.3 ألف '
        'عضو</p><p class="created">أنشئ في 4 يناير 2015</p></div><div class="side-box"><h3>'
        f'مساهمات مشابهة</h3><ul>{similar}</ul></div></aside></div><footer class="footer"><ul>'
        '<li><a href="https://io.hsoub.com/about">عن حسوب I/O</a></li><li><a href="https://'
        'io.hsoub.com/terms">شروط الاستخدام</a></li><li><a href="https://io.hsoub.com/privacy">'
        'سياسة الخصوصية</a></li></ul><p>© 2021 حسوب</p></footer></div>')
    return page(f"{HSOUB_TITLE} - السيارات - حسوب I/O", body, "ar")


# --- Azure DevOps work item (saved DOM) -------------------------------------------------------

ADO = "https://dev.azure.com/acme-motors/Infotainment"
ADO_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def ado_friendly(t: datetime) -> str:
    """Azure DevOps' friendly date: "just now", "12 minutes ago", "3 hours ago", "Yesterday",
    the weekday within the week, "Mar 4" this year, then "Mar 4, 2020"."""
    s = _seconds(t)
    if 0 <= s < 60:
        return "just now"
    if 0 <= s < 3600:
        return f"{_n(int(s // 60), 'minute', 'minutes')} ago"
    if days_ago(t) == 0:
        return f"{_n(int(s // 3600), 'hour', 'hours')} ago"
    if days_ago(t) == 1:
        return "Yesterday"
    if 0 <= days_ago(t) < 7:
        return ADO_WEEKDAYS[t.weekday()]
    if t.year == NOW.year:
        return f"{t:%b} {t.day}"
    return f"{t:%b} {t.day}, {t.year}"


def ado_full(t: datetime) -> str:
    """"Thursday, March 4, 2021 10:12 AM"."""
    return (f"{ADO_WEEKDAYS[t.weekday()]}, {MONTHS_EN[t.month - 1]} {t.day}, {t.year} "
            f"{hm(t, ' ', True)}")


def ado_short(t: datetime) -> str:
    """The date field's "3/4/2021 10:12 AM" (month first)."""
    return f"{t.month}/{t.day}/{t.year} {hm(t, ' ', True)}"


def ado_persona(name: str, size: int) -> str:
    return (f'<div class="bolt-coin bolt-coin-size{size} flex-noshrink"><img class="using-image '
            f'bolt-coin-content" alt="{name}" src="https://dev.azure.com/acme-motors/_apis/'
            f'GraphProfile/MemberAvatars/aad.{_hash(len(name) * 17 + ord(name[0]), 24)}" '
            f'style="height: {size}px; width: {size}px;"></div>')


def ado_comment(posts: list[Message], k: int) -> str:
    m = posts[k]
    cid = 6100000 + m.pid * 3
    lead = ""
    if m.quote:
        q = _quoted(posts, m)
        lead = (f'<div><a href="#" data-vss-mention="version:2.0,{_hash(q.uid, 8)}-'
                f'{_hash(q.uid * 3, 4)}">@{q.author}</a></div><blockquote>{escape(m.quote[2])}'
                '</blockquote>')
    edited = ('<span class="comment-edited secondary-text" title="Edited '
              f'{ado_full(_later(m))}">(edited)</span>' if m.uid % 4 == 3 else "")
    likes = (m.uid + k) % 3
    reactions = (f'<div class="comment-reactions"><button class="bolt-button reaction-button '
                 f'subtle" aria-label="Like {likes}">👍 <span class="reaction-count">{likes}'
                 '</span></button></div>' if likes else "")
    return (
        f'<div class="comment-item flex-row" id="comment-{cid}" data-comment-id="{cid}"><div '
        f'class="comment-item-left">{ado_persona(m.author, 32)}</div><div class="comment-item-'
        'right flex-column flex-grow"><div class="comment-header flex-row flex-center"><span '
        f'class="comment-username text-ellipsis body-m">{m.author}</span><span class="comment-'
        f'timestamp secondary-text body-s" title="{ado_full(m.when)}">commented '
        f'{ado_friendly(m.when)}</span>{edited}<button class="bolt-button bolt-icon-button '
        'subtle comment-more-button" aria-label="More actions"><span class="fluent-icons-enabled'
        '"><span aria-hidden="true" class="flex-noshrink fabric-icon ms-Icon--More medium">'
        '</span></span></button></div><div class="comment-content"><div class="html-content '
        f'rendered-markdown">{lead}{paras(m, "<br><br>")}</div></div>{reactions}</div></div>')


def ado_field(label: str, value: str) -> str:
    return (f'<div class="work-item-form-control-wrapper"><div class="work-item-form-control-'
            f'label"><label>{label}</label></div><div class="work-item-form-control">{value}'
            '</div></div>')


def azure_devops(posts: list[Message]) -> str:
    """An Azure Boards work item (dev.azure.com/<org>/<project>/_workitems/edit/4521, 2021) as
    the browser's DOM holds it: the header (Azure DevOps, "acme-motors / Infotainment /
    Boards / Work items", the search, the user menu), the project's left navigation
    (Overview, Boards: Work items / Boards / Backlogs / Sprints / Queries, Repos, Pipelines,
    Test Plans, Artifacts); the form: "BUG 4521", the title, the assignee, "0 comments",
    State / Reason / Area / Iteration, "Updated by bob 3 days ago"; Repro Steps (the bug's
    description) and System Info, the Details group (Priority, Severity, "Created By",
    "Created Date 3/4/2021 10:12 AM", month first), Development and Related Work; then
    "Discussion" with the comment box first and the comments newest first, each with the
    avatar, the name, "commented 3 days ago" / "commented Yesterday" / "commented Mar 4,
    2020" titled "Thursday, March 4, 2021 10:12 AM", "(edited)", the text with <br>s, the
    reactions; a quote as an @mention and a blockquote. The Repro Steps are the first
    message."""
    head = posts[0]
    wid = 4521 + head.pid % 300
    last = posts[-1]
    comments = "".join(ado_comment(posts, k) for k in range(len(posts) - 1, 0, -1))
    people = [m for m in dict((m.author, m) for m in posts).values()]
    assignee = people[1] if len(people) > 1 else head
    nav = "".join(
        f'<li class="bolt-nav-item{" selected" if x == "Boards" else ""}"><a class="navigation-'
        f'link" href="{ADO}/{h}"><span class="navigation-text">{x}</span></a></li>'
        for h, x in (("", "Overview"), ("_boards", "Boards"), ("_git/audio-service", "Repos"),
                     ("_build", "Pipelines"), ("_testManagement", "Test Plans"),
                     ("_artifacts", "Artifacts")))
    sub = "".join(f'<li class="bolt-nav-subitem{" selected" if x == "Work items" else ""}"><a '
                  f'href="{ADO}/{h}">{x}</a></li>'
                  for h, x in (("_workitems", "Work items"), ("_boards/board", "Boards"),
                               ("_backlogs", "Backlogs"), ("_sprints", "Sprints"),
                               ("_queries", "Queries")))
    details = (ado_field("Priority", "2") + ado_field("Severity", "3 - Medium")
               + ado_field("Created By", f'<span class="identity-name">{head.author}</span>')
               + ado_field("Created Date", ado_short(head.when)))
    fields = (ado_field("State", "Active") + ado_field("Reason", "Approved")
              + ado_field("Area", "Infotainment\\Audio")
              + ado_field("Iteration", "Infotainment\\Sprint 42"))
    steps = "".join(f"<div>{escape(p)}</div>" for p in head.paragraphs)
    body = (
        '<div class="full-size flex-column"><header class="region-header bolt-header flex-row '
        'flex-center"><a class="commandbar-logo" href="https://dev.azure.com/acme-motors" aria-'
        'label="Azure DevOps"><span class="fabric-icon ms-Icon--VSTSLogo"></span></a><div class'
        '="bolt-breadcrumb flex-row"><a href="https://dev.azure.com/acme-motors">acme-motors'
        f'</a> / <a href="{ADO}">Infotainment</a> / <a href="{ADO}/_boards">Boards</a> / <a '
        f'href="{ADO}/_workitems">Work items</a></div><div class="flex-grow"></div><div class="'
        'search-box"><input type="text" placeholder="Search" aria-label="Search"></div><div '
        'class="user-menu"><button class="bolt-button" aria-label="Account manager">Sign in'
        '</button></div></header><div class="flex-row flex-grow"><nav class="region-navigation '
        'project-navigation"><div class="project-name">Infotainment</div><ul class="bolt-nav">'
        f'{nav}</ul><ul class="bolt-nav-sub">{sub}</ul></nav><main class="region-page flex-'
        f'column flex-grow"><div class="work-item-form-page" data-work-item-id="{wid}"><div '
        'class="work-item-form-header"><div class="work-item-type-icon-wrapper flex-row"><span '
        'class="work-item-type-icon bowtie-icon bowtie-symbol-bug" style="color: rgb(204, 41, '
        f'61);"></span><span class="work-item-form-id">BUG {wid}</span></div><div class="work-'
        'item-form-title"><input class="bolt-textfield-input" aria-label="Title Field" value="'
        'Strange noise from the head unit after the last update"></div><div class="work-item-'
        'form-header-controls flex-row"><div class="work-item-form-assignedto">'
        f'{ado_persona(assignee.author, 24)}<span class="identity-name">{assignee.author}</span>'
        '</div><a class="work-item-comment-count" href="#discussion"><span class="fabric-icon '
        f'ms-Icon--Comment"></span> {len(posts) - 1}</a></div><div class="work-item-form-info '
        f'secondary-text">Updated by {last.author}: <span title="{ado_full(last.when)}">'
        f'{ado_friendly(last.when)}</span></div><div class="work-item-form-fields flex-row">'
        f'{fields}</div></div><div class="work-item-form-body flex-row"><div class="work-item-'
        'form-left '
        'flex-column"><div class="work-item-form-section"><div class="work-item-form-section-'
        'header"><h3>Repro Steps</h3></div><div class="html-field rich-editor" contenteditable="'
        f'false" aria-label="Repro Steps">{steps}</div></div><div class="work-item-form-'
        'section"><div class="work-item-form-section-'
        'header"><h3>System Info</h3></div><div class="html-field rich-editor"><div>Head unit '
        'firmware 4.2.1, build 20210301.3</div></div></div><div class="work-item-form-section '
        'discussion-section" id="discussion"><div class="work-item-form-section-header"><h3>'
        'Discussion</h3></div><div class="discussion-add-comment flex-row">'
        f'{ado_persona("Guest", 32)}<div class="discussion-editor-placeholder">Add a comment. '
        f'Use # to link a work item, ! to link a pull request, or @ to mention a person.</div>'
        f'</div><div class="discussion-messages">{comments}</div></div></div><div class="work-'
        'item-form-right flex-column"><div class="work-item-form-section"><div class="work-item-'
        f'form-section-header"><h3>Details</h3></div>{details}</div><div class="work-item-form-'
        'section"><div class="work-item-form-section-header"><h3>Development</h3></div><a href='
        '"#" class="secondary-text">Create branch</a></div><div class="work-item-form-section">'
        '<div class="work-item-form-section-header"><h3>Related Work</h3></div><div class="'
        f'links-control"><span class="secondary-text">Parent</span> <a href="{ADO}/_workitems/'
        f'edit/{wid - 121}">Feature {wid - 121}: Infotainment stability</a></div></div></div>'
        '</div></div></main></div></div>')
    return page(f"Bug {wid}: Strange noise from the head unit after the last update - Boards",
                body)


# --- Zulip topic (saved DOM) ------------------------------------------------------------------

ZULIP_STREAM = (27, "infotainment")
ZULIP_TOPIC = "strange noise after update"
ZULIP_COLOURS = ("#76ce90", "#fae589", "#a6c7e5", "#e79ab5", "#bfd56f", "#f4ae55", "#b0a5fd",
                 "#addfe5")


def zulip_day(t: datetime) -> str:
    """The recipient bar's date: "Today", "Yesterday", "Mar 04", then "Mar 04, 2020"."""
    if days_ago(t) == 0:
        return "Today"
    if days_ago(t) == 1:
        return "Yesterday"
    return f"{t:%b %d}" + ("" if t.year == NOW.year else f", {t.year}")


def zulip_narrow() -> str:
    sid, stream = ZULIP_STREAM
    return f"#narrow/stream/{sid}-{stream}/topic/{_slug(ZULIP_TOPIC).replace('-', '.20')}"


def zulip_bar(t: datetime) -> str:
    sid, stream = ZULIP_STREAM
    return (
        '<div class="message_header message_header_stream right_part"><div class="message-'
        'header-contents" style="background: #c2726a;"><a class="message_label_clickable '
        f'narrows_by_recipient stream_label" href="#narrow/stream/{sid}-{stream}" style="'
        f'background: #c2726a; border-left-color: #c2726a;">{stream}</a><span class="stream_'
        f'topic"><a class="message_label_clickable narrows_by_topic" href="{zulip_narrow()}" '
        f'title="Narrow to stream &quot;{stream}&quot;, topic &quot;{ZULIP_TOPIC}&quot;">'
        f'{ZULIP_TOPIC}</a></span><span class="recipient_row_date" title="'
        f'{t:%A}, {MONTHS_EN[t.month - 1]} {t.day}, {t.year}">{zulip_day(t)}</span></div></div>')


def zulip_message(posts: list[Message], k: int, sender: bool) -> str:
    m = posts[k]
    mid = 1240000 + m.pid * 11
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = (f'<p><span class="user-mention silent" data-user-id="{q.uid * 3}">{q.author}'
                 f'</span> <a href="{zulip_narrow()}/near/{1240000 + q.pid * 11}">said</a>:</p>'
                 f'<blockquote><p>{escape(m.quote[2])}</p></blockquote>')
    who = (f'<span class="message_sender sender_info_hover no-select"><span class="inline_'
           f'profile_picture"><img src="/avatar/{m.uid * 3}/medium" alt="" class="no-drag">'
           f'</span><span class="sender_name auto-select" role="button" tabindex="0">{m.author}'
           '</span></span>' if sender else "")
    edited = ('<div class="message_edit_notice auto-select" title="Edited">EDITED</div>'
              if m.uid % 5 == 1 else "")
    count = (m.uid + k) % 4
    reactions = (f'<div class="message_reactions"><div class="message_reaction" aria-label="'
                 f'{count} reacted with :+1:"><div class="emoji_alt_code">👍</div><div class="'
                 f'message_reaction_count">{count}</div></div></div>' if count > 1 else "")
    return (
        f'<div class="message_row{" include-sender" if sender else ""} messagebox-includes-'
        f'sender" zid="{mid}" id="zfilt{mid}" role="listitem"><div class="unread_marker"><div '
        'class="unread-marker-fill"></div></div><div class="messagebox"><div class="messagebox-'
        f'content"><div class="message_top_line">{who}<a href="{zulip_narrow()}/near/{mid}" '
        f'class="message_time">{hm(m.when, " ", True)}</a>{edited}'
        '<div class="message_controls no-select"><div class="reaction_button" role="button" '
        'aria-label="Add emoji reaction"><i class="fa fa-smile-o" role="button"></i></div>'
        '</div></div><div class="message_content rendered_markdown">'
        f'{quote}{p_tags(m)}</div>{reactions}</div></div></div>')


def zulip(posts: list[Message]) -> str:
    """A Zulip topic (a stream narrowed to one topic in the web app, Zulip 4, 2021) as the
    browser's DOM holds it: the top navbar (the organisation's logo, the search with
    "stream:infotainment topic:...", the gear and the user menu), the left sidebar (All
    messages, Recent topics, Private messages, Mentions, Starred messages, STREAMS with
    unread counts), the right sidebar (USERS, active and idle); the message list: a
    div.recipient_row per day, its bar naming the stream, the topic and the day ("Today",
    "Yesterday", "Mar 04", "Mar 04, 2020", the weekday and full date in its title), then a
    div.message_row per message: the avatar and the sender's name only when the sender
    changes, a.message_time "10:12 AM" with no date, EDITED on some, div.message_content
    with <p>s, the reactions; a quote as "@bob said:" and a blockquote; the compose box
    "Message #infotainment > ...". The topic's first message is the first message."""
    sid, stream = ZULIP_STREAM
    rows = []
    block: list[str] = []
    day = None
    prev = None
    for k, m in enumerate(posts):
        if m.when.date() != day:
            if block:
                rows.append(block)
            day = m.when.date()
            block = [zulip_bar(m.when)]
            prev = None
        block.append(zulip_message(posts, k, m.author != prev))
        prev = m.author
    rows.append(block)
    recipient = "".join(f'<div class="recipient_row" role="listitem">{"".join(b)}</div>'
                        for b in rows)
    streams = "".join(
        f'<li class="narrow-filter{" active-filter" if x == stream else ""}" data-stream-id="'
        f'{i}"><div class="bottom_left_row"><span class="stream-privacy" style="color: '
        f'{ZULIP_COLOURS[i % 8]};">#</span><a href="#narrow/stream/{i}-{x}" class="stream-name"'
        f'>{x}</a><div class="count"><div class="value">{(i * 7) % 12 or ""}</div></div></div>'
        '</li>' for i, x in ((3, "general"), (sid, stream), (31, "navigation"), (44, "random")))
    users = "".join(
        f'<li data-user-id="{m.uid * 3}" class="user_sidebar_entry narrow-filter"><div class="'
        f'user_status_icon_wrapper"><span class="user_circle_{"green" if m.uid % 2 else "idle"}'
        f'"></span></div><a class="user-presence-link" href="#narrow/pm-with/{m.uid * 3}-'
        f'{_handle(m)}"><div class="user-name-and-status-wrapper"><div class="selectable_sidebar'
        f'_block"><span class="user-name">{m.author}</span></div></div></a></li>'
        for m in dict((m.author, m) for m in posts).values())
    body = (
        '<div class="app"><div class="app-main"><div class="header"><nav class="header-main" '
        'id="top_navbar"><div class="column-left"><a class="brand no-style" href="#"><img id="'
        'realm-logo" src="/user_avatars/2/realm/logo.png" alt=""></a></div><div class="column-'
        'middle" id="navbar-middle"><div class="column-middle-inner"><div id="searchbox"><form '
        'id="searchbox_form"><div id="searchbox-input-container" class="input-append"><input '
        f'class="search-query input-block-level home-page-input" id="search_query" type="text" '
        f'value="stream:{stream} topic:{ZULIP_TOPIC.replace(" ", "+")}" autocomplete="off">'
        '</div></form></div></div></div><div class="column-right"><div id="navbar-buttons"><a '
        'class="dropdown-toggle" id="settings-dropdown" aria-label="Main menu"><i class="fa fa-'
        'cog"></i></a></div></div></nav></div><div class="app-main"><div class="column-left" id'
        '="left-sidebar-container"><div class="left-sidebar" id="left-sidebar"><div id="global_'
        'filters" class="narrows_panel"><ul class="filters"><li class="top_left_all_messages">'
        '<a href="#all_messages">All messages</a></li><li class="top_left_recent_topics"><a '
        'href="#recent_topics">Recent topics</a></li><li class="top_left_private_messages"><a '
        'href="#narrow/is/private">Private messages</a></li><li class="top_left_mentions"><a '
        'href="#narrow/is/mentioned">Mentions</a></li><li class="top_left_starred_messages"><a '
        'href="#narrow/is/starred">Starred messages</a></li></ul></div><div id="streams_list" '
        'class="zoom-out"><div id="streams_header" class="zoom-in-hide"><h4 class="sidebar-title'
        f'">STREAMS</h4></div><ul id="stream_filters" class="filters">{streams}</ul></div></div>'
        '</div><div class="column-middle"><div class="column-middle-inner"><div id="main_div">'
        '<div class="message_table focused_table" id="zfilt" role="list" data-messagelistid="2">'
        f'{recipient}</div><div id="bottom_whitespace"></div></div></div><div id="compose"><div '
        'id="compose-container"><div class="message_header_colorblock message_header_stream">'
        f'</div><button type="button" class="compose_stream_button">Message #{stream} &gt; '
        f'{ZULIP_TOPIC}</button></div></div></div><div class="column-right" id="right-sidebar"'
        '><div class="right-sidebar-items"><div id="user_search_section"><h4 class="sidebar-'
        f'title">USERS</h4></div><ul id="user_presences" class="filters">{users}</ul></div>'
        '</div></div></div></div>')
    return page(f"{ZULIP_TOPIC} - {stream} - Acme Motors Zulip", body)


# --- Forum Hardware.fr (French) ---------------------------------------------------------------

HFR = "https://forum.hardware.fr"
HFR_TITLE = "Bruit étrange après la dernière mise à jour"
HFR_TOPIC = "/hfr/Discussions/Auto/bruit-etrange-derniere-sujet_{}_1.htm"


def hfr_date(t: datetime) -> str:
    """"04-03-2021 à 10:12:33"."""
    return f"{t:%d-%m-%Y} à {t:%H:%M:%S}"


def hfr_num(m: Message) -> int:
    return 61800000 + m.pid * 17


def hfr_post(posts: list[Message], k: int, topic: str) -> str:
    m = posts[k]
    num = hfr_num(m)
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = ('<div class="container"><table class="citation"><tr class="none"><td><b class='
                 f'"s1"><a href="{topic}#t{hfr_num(q)}" class="Topic">{q.author} a écrit :</a>'
                 f'</b><br><br><p>{escape(m.quote[2])}</p></td></tr></table></div>')
    sig = (f'<span class="signature">--------------- <br>{escape(m.signature)}</span>'
           if m.signature else "")
    quoted_by = sum(1 for p in posts if p.quote and p.quote[1] == m.pid)
    notes = []
    if quoted_by:
        notes.append(f"Message cité {quoted_by} fois")
    if m.uid % 3 == 2:
        notes.append(f"Message édité par {m.author} le {hfr_date(_later(m))}")
    edited = f'<div class="edited">{"<br>".join(notes)}</div>' if notes else ""
    avatar = (f'<div class="avatar_center" style="clear:both"><img src="https://forum-images.'
              f'hardware.fr/images/perso/{_handle(m)}.gif" alt="{m.author}"></div>'
              if m.uid % 2 else "")
    row = 1 + k % 2
    return (
        f'<table class="messagetable" cellspacing="0" cellpadding="4"><tr class="message '
        f'cBackCouleurTab{row}"><td class="messCase1" width="180" valign="top"><div><a rel="'
        f'nofollow" href="{topic}#t{num}"><img src="https://forum-images.hardware.fr/themes_'
        f'static/images/icones/flag0.gif" alt="flag"></a><a name="t{num}"></a></div><div><b '
        f'class="s2">{m.author}</b></div>{avatar}<span class="MoodStatus"></span></td><td class='
        '"messCase2" width="100%" valign="top"><div class="toolbar"><div class="left">Posté le '
        f'{hfr_date(m.when)}&nbsp;<a href="/hfr/profil-{m.uid * 2311}.htm" rel="nofollow"><img '
        'src="https://forum-images.hardware.fr/themes_static/images/icones/profil.gif" alt="'
        'profil" title="Voir son profil"></a></div><div class="right"><a href="/message.php?'
        f'config=hfr.inc&amp;cat=13&amp;post=121940&amp;numreponse={num}" rel="nofollow"><img '
        'src="https://forum-images.hardware.fr/themes_static/images/icones/quote.gif" alt="'
        'answer +" title="Répondre en citant ce message"></a></div></div><div class="spacer">'
        f'<br></div><div id="para{num}">{quote}<p>{paras(m, "<br><br>")}</p>'
        f'<div style="clear: both;"> </div>{sig}</div>{edited}</td></tr><tr class="cBackCouleur'
        f'Tab{row}"><td class="messCase1"><div class="right"><a href="#top"><img src="https://'
        'forum-images.hardware.fr/themes_static/images/icones/up.gif" alt="Haut de page" title'
        '="Haut de page"></a></div></td><td class="messCase2">&nbsp;</td></tr></table>')


def hardware_fr(posts: list[Message]) -> str:
    """A topic of the Hardware.fr forum (forum.hardware.fr/hfr/Discussions/Auto/..., French):
    the site header (Hardware.fr, Actualités, Articles, Forum), the forum's bar (Rechercher,
    Connexion, S'inscrire), the breadcrumbs "Forum Hardware.fr > Discussions > Auto - Moto",
    "Sujet : ...", "Page : 1"; a table.messagetable per message: td.messCase1 (the flag, the
    name, the avatar on some) and td.messCase2 with "Posté le 04-03-2021 à 10:12:33" (day
    first, no relative dates), the quote button, div#para... with <p> and <br>s, the
    signature after "--------------- ", "Message cité 2 fois" and "Message édité par alice le
    ..." under some; the ad table after the first message; quotes as table.citation "bob a
    écrit :"; "Aller à :", the "Sujets relatifs" table with the last answers' dates and the
    footer. The first message opens the topic."""
    head = posts[0]
    topic = HFR_TOPIC.format(121940 + head.pid % 900)
    items = [hfr_post(posts, k, topic) for k in range(len(posts))]
    ad = ('<table class="messagetable" cellspacing="0" cellpadding="4"><tr class="message '
          'cBackCouleurTab2"><td class="messCase1" width="180" valign="top"><div><b class="s2">'
          'Publicité</b></div></td><td class="messCase2" width="100%" valign="top"><div class="'
          'pub_inside_topic" id="pub_hfr_1"><iframe title="Publicité" width="728" height="90" '
          'frameborder="0"></iframe></div></td></tr></table>')
    related = "".join(
        f'<tr class="sujet ligne_booleen cBackCouleurTab{k % 2 + 1}"><td class="sujetCase3">'
        f'<a href="/hfr/Discussions/Auto/{_slug(x)}-sujet_{121940 - 311 * (k + 1)}_1.htm" class'
        f'="cCatTopic">{x}</a></td><td class="sujetCase6 cBackCouleurTab{k % 2 + 1}">{WHO[k]}'
        f'</td><td class="sujetCase7">{k * 9 + 4}</td><td class="sujetCase9 cBackCouleurTab'
        f'{k % 2 + 1}"><a href="#" class="Tableau">{hfr_date(_others(k))}<br>par <b>'
        f'{WHO[k + 1]}</b></a></td></tr>'
        for k, x in enumerate(("Autoradio qui redémarre tout seul",
                               "Grésillement des HP moteur tournant",
                               "Mise à jour GPS chez le concessionnaire",
                               "Batterie à plat chaque matin")))
    head_row = ('<table class="main" cellspacing="0" cellpadding="4"><tr class="cBackHeader '
                'fondForum2Title"><th class="padding" colspan="2"><div class="left"><h3>'
                f'{HFR_TITLE}</h3></div><div class="right">Page : <b>1</b></div></th></tr></table>')
    body = (
        '<a name="top"></a><div id="mesdiscussions"><div class="hfr_header"><a href="https://www.'
        'hardware.fr/"><img src="https://forum-images.hardware.fr/themes_static/images/logo_hfr'
        '.png" alt="Hardware.fr"></a><ul class="hfr_menu"><li><a href="https://www.hardware.fr/'
        'news/">Actualités</a></li><li><a href="https://www.hardware.fr/articles/">Articles'
        '</a></li><li><a href="https://forum.hardware.fr/">Forum</a></li></ul></div><table class'
        '="none" cellspacing="0" cellpadding="0"><tr><td class="cBackHeader"><a href="/search.'
        'php?config=hfr.inc">Rechercher</a> | <a href="/login.php?config=hfr.inc">Connexion</a>'
        ' | <a href="/inscription.php?config=hfr.inc">S\'inscrire</a></td></tr></table><div '
        'class="cadreonglet"><div class="arbo"><a href="https://forum.hardware.fr/">Forum '
        'Hardware.fr</a> &gt; <a href="/hfr/Discussions/liste_sujet-1.htm">Discussions</a> &gt; '
        f'<a href="/hfr/Discussions/Auto/liste_sujet-1.htm">Auto - Moto</a> &gt; <h1>Sujet : '
        f'{HFR_TITLE}</h1></div></div><div class="pagepresuiv"><div class="left">Page : <b>1'
        f'</b></div></div>{head_row}{items[0]}{ad}{"".join(items[1:])}<div class="pagepresuiv">'
        '<div class="left">Page : <b>1</b></div><div class="right"><form action="/hop.php" '
        'method="post"><label>Aller à : </label><select name="cat"><option value="13">Discussions'
        '</option></select></form></div></div><div class="sujetsrelatifs"><table class="main" '
        'cellspacing="0" cellpadding="4"><tr class="cBackHeader fondForum2Fonctions"><th colspan'
        '="4">Sujets relatifs</th></tr><tr class="cBackHeader fondForum2PagesHaut"><th>Sujet'
        '</th><th>Auteur</th><th>Réponses</th><th>Dernière réponse</th></tr>'
        f'{related}</table></div><div class="copyright">Copyright © 1997-2021 Hardware.fr SARL '
        '(Signaler un contenu illicite / Données personnelles) / Groupe LDLC</div></div>')
    return page(f"{HFR_TITLE} - Auto - Moto - Discussions - FORUM HardWare.fr", body, "fr")


# --- Mediavida (Spanish) ----------------------------------------------------------------------

MV = "https://www.mediavida.com"
MV_TITLE = "Ruido extraño después de la última actualización"
MV_SLUG = "ruido-extrano-despues-ultima-actualizacion"


def mv_short(t: datetime) -> str:
    """Mediavida's compact age: "hace 12m", "hace 3h", "hace 4d" within the month, then "4
    mar" this year and "4 mar 2020" before."""
    s = _seconds(t)
    if 0 <= s < 60:
        return "ahora"
    if 0 <= s < 3600:
        return f"hace {int(s // 60)}m"
    if 0 <= s < 86400:
        return f"hace {int(s // 3600)}h"
    if 0 <= s < 30 * 86400:
        return f"hace {int(s // 86400)}d"
    return f"{t.day} {FC_MONTHS[t.month - 1]}" + ("" if t.year == NOW.year else f" {t.year}")


def mv_time(t: datetime) -> str:
    """The age, the date in the title with a two-digit year: "04/03/21 10:12"."""
    return f'<span class="rd" title="{t:%d/%m/%y %H:%M}">{mv_short(t)}</span>'


def mv_post(posts: list[Message], k: int, answered: dict[int, list[int]]) -> str:
    m = posts[k]
    num = k + 1
    pid = 640000 + m.pid * 3
    lead = ""
    if m.quote:
        q = _quoted(posts, m)
        qn = posts.index(q) + 1
        lead = (f'<a class="quote" href="#{qn}" data-num="{qn}" rel="nofollow">#{qn}</a> '
                f'<blockquote class="cita"><p>{escape(m.quote[2])}</p></blockquote>')
    replies = answered.get(k, [])
    below = ('<div class="post-replies"><span>Respuestas:</span> '
             + " ".join(f'<a class="rep" href="#{r + 1}">#{r + 1}</a>' for r in replies)
             + '</div>' if replies else "")
    votes = (m.uid * 3 + k) % 9
    op = ' <span class="op" title="Autor del hilo">OP</span>' if m.author == posts[0].author \
        and k else ""
    return (
        f'<div id="post-{num}" class="cf post{" post-op" if k == 0 else ""}" data-num="{num}" '
        f'data-autor="{m.author}" data-id="{pid}"><div class="post-avatar"><a href="/id/'
        f'{m.author}"><img class="avatar" src="https://www.mediavida.com/img/users/avatar/'
        f'{_hash(m.uid, 10)}.jpg" alt="{m.author}" width="80" height="80"></a></div><div class'
        f'="post-body"><div class="post-meta"><a class="autor user-card" href="/id/{m.author}" '
        f'data-id="{m.uid * 41}">{m.author}</a>{op} <a class="qn" href="#{num}" title="Enlace '
        f'al post">#{num}</a> {mv_time(m.when)}</div><div class="post-contents"><div class="'
        f'post-content">{lead}{p_tags(m)}</div></div><div class="post-controls"><a class="btn '
        f'masmenos" href="#" data-num="{num}" title="Me gusta"><i class="fa fa-thumbs-up"></i> '
        f'<span class="mas">{votes or ""}</span></a><a class="btn responder" href="#" data-num="'
        f'{num}">Responder</a><a class="btn citar" href="#" data-num="{num}">Citar</a></div>'
        f'{below}</div></div>')


def mediavida(posts: list[Message]) -> str:
    """A Mediavida thread (mediavida.com/foro/motor/..., Spanish): the header (Mediavida,
    Foros, Noticias, Spy, Juegos, Usuarios, "Entrar", "Registrarse"), the forum's title
    "Motor", h1, the thread's tags and its "Creado hace 4d · 1.2k visitas"; a div.post per
    post: the avatar, the author ("OP" on the starter's replies), "#3", span.rd with the age
    "hace 3h" / "hace 4d" / "4 mar" / "4 mar 2020" and the date "04/03/21 10:12" only in its
    title (day first, two-digit year), the <p>s, Me gusta / Responder / Citar, the list of
    posts answering it ("Respuestas: #5 #8"); a post deleted by a moderator ("Este post ha
    sido borrado"), the ad after the first post; a quote as the "#3" link and a blockquote;
    the side column ("Hilos relacionados", "Últimos hilos" with ages) and the footer. The
    first post is the first message."""
    head = posts[0]
    tid = 680000 + head.pid % 900
    n = len(posts)
    answered: dict[int, list[int]] = {}
    index = {m.pid: k for k, m in enumerate(posts)}
    for k, m in enumerate(posts):
        if m.quote and m.quote[1] in index:
            answered.setdefault(index[m.quote[1]], []).append(k)
    items = []
    for k in range(n):
        items.append(mv_post(posts, k, answered))
        if k == 0 and n > 1:
            items.append('<div class="post-ad" id="mv-ad-inline"><span class="label">Publicidad'
                         '</span><div class="ad-slot" data-slot="mv_thread_inline"></div></div>')
        if k == 3 and n >= 6:
            items.append('<div class="cf post deleted"><div class="post-body"><div class="post-'
                         'contents"><p class="borrado">Este post ha sido borrado</p></div></div>'
                         '</div>')
    related = "".join(
        f'<li><a href="{MV}/foro/motor/{_slug(x)}-{tid - 77 * (k + 1)}">{x}</a><span class="'
        f'meta">{k * 11 + 3} respuestas · {mv_time(_others(k))}</span></li>'
        for k, x in enumerate(("La radio del coche se reinicia sola",
                               "Zumbido en los altavoces con el motor encendido",
                               "¿Merece la pena actualizar en el concesionario?")))
    latest = "".join(
        f'<li><a href="{MV}/foro/off-topic/{tid + 91 * k}">{x}</a> '
        f'{mv_time(NOW - timedelta(minutes=23 * k + 4))}</li>'
        for k, x in enumerate(("Hilo oficial de la Fórmula 1 2021", "Busco coche de segunda mano",
                               "ITV: qué revisan ahora")))
    nav = "".join(f'<li><a href="{MV}/{h}">{x}</a></li>'
                  for h, x in (("foro/", "Foros"), ("noticias/", "Noticias"), ("foro/spy", "Spy"),
                               ("juegos/", "Juegos"), ("usuarios/", "Usuarios")))
    body = (
        f'<header id="header"><div class="wrap"><a id="logo" href="{MV}/">Mediavida</a><nav id='
        f'"nav"><ul>{nav}</ul></nav><div id="usermenu"><a href="{MV}/login">Entrar</a> <a class="'
        f'btn" href="{MV}/registro">Registrarse</a></div></div></header><div id="main" class="'
        f'wrap"><div id="title"><div class="section"><a href="{MV}/foro/motor">Motor</a></div>'
        f'<h1>{MV_TITLE}</h1><div class="thread-meta"><span class="tags"><a href="{MV}/foro/'
        'motor?tag=electronica">electrónica</a> <a href="/foro/motor?tag=averias">averías</a>'
        f'</span> · Creado {mv_time(head.when)} · {_thousands(n * 97 + 340, ".")} visitas</div>'
        f'</div><div class="c-main"><div id="topic" data-id="{tid}" data-slug="{MV_SLUG}">'
        f'<div class="paginacion"><ul><li class="active"><span>1</span></li></ul></div>'
        f'{"".join(items)}<div class="paginacion"><ul><li class="active"><span>1</span></li>'
        f'</ul></div></div><div class="reply-login"><a href="{MV}/login">Entra</a> o <a href="'
        f'{MV}/registro">regístrate</a> para responder.</div></div><div class="c-side"><div class='
        f'"box"><h3>Hilos relacionados</h3><ul>{related}</ul></div><div class="box"><h3>Últimos '
        f'hilos</h3><ul>{latest}</ul></div></div></div><footer id="footer"><div class="wrap"><a '
        f'href="{MV}/normas">Normas</a> · <a href="{MV}/privacidad">Privacidad</a> · <a href="'
        f'{MV}/contacto">Contacto</a><p>© 2003-2021 Mediavida</p></div></footer>')
    return page(f"{MV_TITLE} | Mediavida", body, "es")


# --- Invision Community 4.6 in Greek ----------------------------------------------------------

EL = "https://www.insomnia-example.gr"
EL_TITLE = "Περίεργος θόρυβος μετά την τελευταία ενημέρωση"
EL_MONTHS = ("Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου", "Ιουνίου", "Ιουλίου",
             "Αυγούστου", "Σεπτεμβρίου", "Οκτωβρίου", "Νοεμβρίου", "Δεκεμβρίου")
EL_DAYS = ("Δευτέρα", "Τρίτη", "Τετάρτη", "Πέμπτη", "Παρασκευή", "Σάββατο", "Κυριακή")
EL_GROUPS = ("Μέλη", "Μέλη", "Ενεργά μέλη", "Συντονιστές", "Μέλη")


def el_clock(t: datetime) -> str:
    """"10:12 πμ", "9:05 μμ"."""
    return f"{t.hour % 12 or 12}:{t:%M} {'πμ' if t.hour < 12 else 'μμ'}"


def el_when(t: datetime) -> str:
    """\\IPS\\DateTime::relative() in Greek: "Μόλις τώρα", "πριν από 12 λεπτά", "πριν από 3
    ώρες", "Χθες στις 10:12 πμ", "Πέμπτη στις 10:12 πμ" within the week, "4 Μαρτίου" this year,
    then "4 Μαρτίου 2020"."""
    s = _seconds(t)
    if 0 <= s < 60:
        return "Μόλις τώρα"
    if 0 <= s < 3600:
        n = int(s // 60)
        return f"πριν από {_n(n, 'λεπτό', 'λεπτά')}"
    if days_ago(t) == 0:
        return f"πριν από {_n(int(s // 3600), 'ώρα', 'ώρες')}"
    if days_ago(t) == 1:
        return f"Χθες στις {el_clock(t)}"
    if 0 <= days_ago(t) < 7:
        return f"{EL_DAYS[t.weekday()]} στις {el_clock(t)}"
    day = f"{t.day} {EL_MONTHS[t.month - 1]}"
    return day if t.year == NOW.year else f"{day} {t.year}"


def el_time(t: datetime) -> str:
    """<time datetime=UTC title="04/03/2021 10:12 πμ" data-short="3 ημ.">, Athens time."""
    utc = t - timedelta(hours=_athens_hours(t))
    days = max((NOW - t).days, 0)
    short = (f"{days // 365} έτ." if days >= 365 else f"{days // 30} μήν." if days >= 30
             else f"{days} ημ." if days else f"{int(max(_seconds(t), 0) // 3600)} ώρ.")
    return (f"<time datetime='{utc:%Y-%m-%dT%H:%M:%S}Z' title='{t:%d/%m/%Y} {el_clock(t)}' "
            f"data-short='{short}'>{el_when(t)}</time>")


def el_profile(m: Message) -> str:
    return f"{EL}/profile/{m.uid * 97}-{_handle(m)}/"


def el_cid(m: Message) -> int:
    return 7030000 + m.pid * 3


def el_quote(q: Message, text: str, tid: int) -> str:
    """IPS's quote with the citation its script writes: "Στις 4/3/2021 στις 10:12 πμ, ο
    χρήστης bob είπε:"."""
    t = q.when
    return ('<blockquote class="ipsQuote" data-ipsquote="" data-ipsquote-contentapp="forums" data-'
            'ipsquote-contentclass="forums_Topic" data-ipsquote-contentcommentid="'
            f'{el_cid(q)}" data-ipsquote-contentid="{tid}" data-ipsquote-contenttype="forums" data-'
            f'ipsquote-timestamp="{_ts(t) - 3600 * _athens_hours(t)}" data-ipsquote-userid="'
            f'{q.uid * 97}" data-ipsquote-username="{q.author}"><div class="ipsQuote_citation">'
            f'Στις {t.day}/{t.month}/{t.year} στις {el_clock(t)}, ο χρήστης {q.author} είπε:'
            f'</div><div class="ipsQuote_contents"><p>{escape(text)}</p></div></blockquote>')


def el_post(posts: list[Message], k: int, tid: int, solved: int | None) -> str:
    m = posts[k]
    cid = el_cid(m)
    link = f"{EL}/forums/topic/{tid}-{_slug(EL_TITLE)}/?do=findComment&amp;comment={cid}"
    quote = el_quote(_quoted(posts, m), m.quote[2], tid) if m.quote else ""
    badges = []
    if k and m.author == posts[0].author:
        badges.append('<li><strong class="ipsBadge ipsBadge_large ipsComment_authorBadge">'
                      'Δημοσιεύτηκε από τον δημιουργό</strong></li>')
    if k == solved:
        badges.append('<li><strong class="ipsBadge ipsBadge_large ipsBadge_positive"><i class="'
                      'fa fa-check"></i> Λύση</strong></li>')
    sig = ('<div data-role="memberSignature" class="ipsResponsive_hidePhone ipsBorder_top '
           'ipsPadding_vertical"><div class="ipsType_reset ipsType_medium ipsType_light '
           f'ipsType_richText ipsType_break ipsContained"><p>{escape(m.signature)}</p></div>'
           '</div>' if m.signature else "")
    edited = ('<span class="ipsType_light ipsType_reset ipsType_small"><strong>Επεξεργασία: '
              f'{el_time(_later(m))} από {m.author}</strong></span>' if m.uid % 4 == 0 else "")
    likes = (m.uid * 3 + k) % 7
    reacts = (f"<ul class='ipsReact_reactions'><li class='ipsReact_reactCount'><span title="
              f"'Like'><span><img src='{EL}/uploads/reactions/react_like.png' alt='Like'></span>"
              f"<span>{likes}</span></span></li></ul>" if likes else "")
    cls = " ipsComment_solved" if k == solved else ""
    return (
        f'<article id="elComment_{cid}" class="cPost ipsBox ipsResponsive_pull ipsComment '
        f'ipsComment_parent ipsClearfix ipsClear ipsColumns ipsColumns_noSpacing ipsColumns_'
        f'collapsePhone{cls}"><aside class="ipsComment_author cAuthorPane ipsColumn ipsColumn_'
        'medium ipsResponsive_hidePhone"><h3 class="ipsType_sectionHead cAuthorPane_author '
        f'ipsType_blendLinks ipsType_break"><strong><a href="{el_profile(m)}" title="Μετάβαση '
        f'στο προφίλ του {m.author}" class="ipsType_break">{m.author}</a></strong></h3><ul class'
        '="cAuthorPane_info ipsList_reset"><li data-role="photo" class="cAuthorPane_photo"><div '
        f'class="cAuthorPane_photoWrap"><a href="{el_profile(m)}" class="ipsUserPhoto ipsUser'
        f'Photo_large"><img src="{EL}/uploads/monthly_2020_{m.uid % 12 + 1:02d}/'
        f'{_hash(m.uid, 16)}.thumb.jpg" alt="{m.author}" loading="lazy"></a></div></li><li '
        f'data-role="group">{EL_GROUPS[m.uid % 5]}</li><li data-role="stats" class="ipsMargin_'
        'top"><ul class="ipsList_reset ipsType_light ipsFlex ipsFlex-ai:center ipsFlex-jc:center'
        f' ipsGap_row:2 cAuthorPane_stats"><li><a href="{el_profile(m)}content/" title="'
        f'{m.uid * 677 % 5000 + 20} αναρτήσεις" class="ipsType_blendLinks"><i class="fa fa-'
        f'comment"></i> {_thousands(m.uid * 677 % 5000 + 20, ".")}</a></li></ul></li></ul>'
        f'</aside><div class="ipsColumn ipsColumn_fluid ipsMargin:none"><div id="comment-{cid}_'
        f'wrap" data-controller="core.front.core.comment" data-commentapp="forums" data-comment'
        f'type="forums" data-commentid="{cid}" class="ipsComment_content ipsType_medium"><div '
        'class="ipsComment_meta ipsType_light ipsFlex ipsFlex-ai:center ipsFlex-jc:between '
        'ipsFlex-fd:row-reverse"><div class="ipsType_light ipsType_reset ipsType_blendLinks '
        'ipsComment_toolWrap"><div class="ipsResponsive_hidePhone ipsComment_badges"><ul class='
        f'"ipsList_reset ipsFlex ipsFlex-jc:end ipsFlex-fw:wrap ipsGap:2 ipsGap_row:1">'
        f'{"".join(badges)}</ul></div><ul class="ipsList_reset ipsComment_tools"><li><a href="'
        f'{link}" title="Κοινοποίηση αυτής της ανάρτησης" class="ipsType_blendLinks">#{k + 1}'
        '</a></li></ul></div><div class="ipsType_reset ipsResponsive_hidePhone"><a href="'
        f'{link}" rel="nofollow" class="ipsType_blendLinks">Δημοσιεύτηκε {el_time(m.when)}</a>'
        f'<span class="ipsResponsive_hidePhone">{edited}</span></div></div><div class="cPost_'
        'contentWrap"><div data-role="commentContent" class="ipsType_normal ipsType_richText '
        f'ipsPadding_bottom ipsContained">{quote}{p_tags(m)}</div><div class="ipsItemControls">'
        '<div class="ipsReact ipsPos_right"><div class="ipsReact_blurb" data-role="reaction'
        f'Blurb">{reacts}</div></div><ul class="ipsComment_controls ipsClearfix ipsItemControls_'
        f'left"><li><a href="{link}" data-action="quoteComment" title="Παράθεση">Παράθεση</a>'
        f'</li></ul></div>{sig}</div></div></div></article>')


def ips4_el(posts: list[Message]) -> str:
    """An Invision Community 4.6 topic in Greek (the default theme): the header (the logo,
    Σύνδεση, Εγγραφή), the navigation (Αρχική, Φόρουμ, Αγορά, Δραστηριότητα, the search), the
    breadcrumbs "Αρχική > Φόρουμ > Αυτοκίνητο > Ηλεκτρονικά αυτοκινήτου"; the page header (h1,
    "Από alice, 4 Μαρτίου σε ..."), the bar "Λύθηκε από ... σε αυτή την ανάρτηση" when a reply
    is the best answer; an article.cPost per post: aside.cAuthorPane (the name, the photo, the
    group, the posts), the meta "Δημοσιεύτηκε <time>" reading "πριν από 3 ώρες" / "Χθες στις
    10:12 πμ" / "Πέμπτη στις 10:12 πμ" / "4 Μαρτίου" / "4 Μαρτίου 2020" titled "04/03/2021
    10:12 πμ", badges ("Δημοσιεύτηκε από τον δημιουργό", "Λύση"), "#3", the edit note on
    some, the rich text, the reactions, Παράθεση, the signature; the ad after the first post;
    quotes as blockquote.ipsQuote "Στις 4/3/2021 στις 10:12 πμ, ο χρήστης bob είπε:";
    "Συμμετέχετε στη συζήτηση", "Παρόμοιο περιεχόμενο" with dates, "Πρόσφατη περιήγηση" and
    the footer. The first post is the first message."""
    head = posts[0]
    tid = 360000 + head.pid % 900
    n = len(posts)
    solved = next((k for k in range(2, n) if posts[k].author != head.author), None)
    items = [el_post(posts, k, tid, solved) for k in range(n)]
    ad = ('<div class="ipsSpacer_both ipsAreaBackground_light ipsType_center" data-role="'
          'advertisement"><span class="ipsType_light ipsType_small">Διαφήμιση</span><ins class="'
          'adsbygoogle" style="display:inline-block;width:728px;height:90px" data-ad-slot="'
          '9912004417"></ins></div>')
    solved_bar = ""
    if solved is not None:
        s = posts[solved]
        solved_bar = (
            '<div class="ipsBox ipsPadding ipsResponsive_pull ipsMargin_top cTopicSolution">'
            f'<a href="{EL}/forums/topic/{tid}-{_slug(EL_TITLE)}/?do=findComment&amp;'
            f'comment={el_cid(s)}" class="ipsType_blendLinks"><i class="fa fa-check-circle">'
            f'</i> Λύθηκε από τον χρήστη <strong>{s.author}</strong> σε αυτή την ανάρτηση</a>'
            '</div>')
    similar = "".join(
        f'<li class="ipsDataItem"><div class="ipsDataItem_main"><h4 class="ipsDataItem_title">'
        f'<a href="{EL}/forums/topic/{tid - 97 * (k + 1)}-{k}/">{x}</a></h4><p class="ipsType_'
        f'reset ipsType_light">Από {WHO[k]}, {el_time(_others(k))}</p></div><div class="ipsData'
        f'Item_stats"><span class="ipsDataItem_stats_number">{k * 6 + 2}</span> <span class="'
        'ipsDataItem_stats_type">απαντήσεις</span></div></li>'
        for k, x in enumerate(("Η οθόνη κάνει επανεκκίνηση μόνη της",
                               "Βουητό στα ηχεία με αναμμένη μηχανή",
                               "Αξίζει η αναβάθμιση στην αντιπροσωπεία;")))
    nav = "".join(f'<li><a href="{EL}/{h}">{x}</a></li>'
                  for h, x in (("", "Αρχική"), ("forums/", "Φόρουμ"), ("classifieds/", "Αγορά"),
                               ("discover/", "Δραστηριότητα")))
    crumbs = "".join(
        f'<li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a '
        f'href="{EL}/{h}" itemprop="item"><span itemprop="name">{x} <i class="fa fa-angle-right"'
        f'></i></span></a><meta itemprop="position" content="{i + 1}"></li>'
        for i, (h, x) in enumerate((("", "Αρχική"), ("forums/", "Φόρουμ"),
                                    ("forums/forum/71-autokinito/", "Αυτοκίνητο"),
                                    ("forums/forum/212-ilektronika/",
                                     "Ηλεκτρονικά αυτοκινήτου"))))
    body = (
        '<div id="ipsLayout_header" class="ipsClearfix"><header><div class="ipsLayout_container">'
        f'<a href="{EL}/" id="elLogo" accesskey="1"><img src="{EL}/uploads/logo.png" alt="'
        'insomnia"></a><ul id="elUserNav" class="ipsList_inline cSignedOut ipsResponsive_show'
        f'Desktop"><li id="elSignInLink"><a href="{EL}/login/">Σύνδεση</a></li><li><a href="'
        f'{EL}/register/" class="ipsButton ipsButton_normal ipsButton_primary">Εγγραφή</a></li>'
        '</ul></div></header><nav data-controller="core.front.core.navBar" class="ipsNavBar_no'
        'SubBars ipsResponsive_showDesktop"><div class="ipsNavBar_primary ipsLayout_container">'
        f'<ul data-role="primaryNavBar" class="ipsClearfix">{nav}</ul><div id="elSearchWrapper">'
        '<div id="elSearch"><form accept-charset="utf-8" action="/search/" method="post"><input '
        'type="search" id="elSearchField" placeholder="Αναζήτηση..." name="q"></form></div></div>'
        '</div></nav></div><main id="ipsLayout_body" class="ipsLayout_container"><div id="ips'
        'Layout_contentArea"><div id="ipsLayout_contentWrapper"><nav class="ipsBreadcrumb '
        'ipsBreadcrumb_top ipsFaded_withHover"><ul data-role="breadcrumbList" itemscope itemtype'
        f'="https://schema.org/BreadcrumbList">{crumbs}</ul></nav><div id="ipsLayout_mainArea">'
        '<div class="ipsPageHeader ipsResponsive_pull ipsBox ipsPadding sm:ipsPadding:half '
        'ipsMargin_bottom"><div class="ipsFlex ipsFlex-ai:center ipsFlex-fw:wrap ipsGap:4"><div '
        'class="ipsFlex-flex:11"><h1 class="ipsType_pageTitle ipsContained_container"><span '
        f'class="ipsType_break ipsContained"><span>{EL_TITLE}</span></span></h1></div></div><div '
        'class="ipsPageHeader__meta ipsFlex ipsFlex-jc:between ipsFlex-ai:center ipsFlex-fw:wrap'
        ' ipsGap:3"><div class="ipsFlex-flex:11"><div class="ipsPhotoPanel ipsPhotoPanel_mini '
        'ipsPhotoPanel_notPhone ipsClearfix"><div><p class="ipsType_reset ipsType_blendLinks">'
        f'<span class="ipsType_normal">Από <a href="{el_profile(head)}">{head.author}</a>, '
        f'</span><span class="ipsType_light ipsType_noBreak">{el_time(head.when)}</span> σε <a '
        f'href="{EL}/forums/forum/212-ilektronika/">Ηλεκτρονικά αυτοκινήτου</a></p></div></div>'
        f'</div></div></div>{solved_bar}<div class="ipsClearfix"><div class="ipsButtonBar '
        'ipsPad_half ipsClearfix ipsClear"><ul class="ipsButtonRow ipsPos_right ipsClearfix">'
        f'<li><a href="{EL}/forums/topic/{tid}/?do=reply" class="ipsButton ipsButton_link '
        'ipsButton_medium">Απάντηση σε αυτό το θέμα</a></li></ul></div></div><div id="comments" '
        f'data-controller="core.front.core.commentFeed" data-feedid="topic-{tid}" class="cTopic '
        f'ipsClear ipsSpacer_top">{items[0]}{ad if n > 1 else ""}{"".join(items[1:])}</div><div '
        'class="ipsBox ipsPadding ipsResponsive_pull ipsResponsive_showDesktop ipsMargin_top">'
        '<h2 class="ipsType_sectionHead">Συμμετέχετε στη συζήτηση</h2><p>Μπορείτε να '
        'δημοσιεύσετε τώρα και να εγγραφείτε αργότερα.</p></div><div class="ipsBox ipsResponsive'
        '_pull ipsMargin_top"><h2 class="ipsType_sectionTitle ipsType_reset">Παρόμοιο '
        f'περιεχόμενο</h2><ol class="ipsDataList">{similar}</ol></div><div class="ipsResponsive_'
        'hidePhone ipsMargin_top"><h3 class="ipsType_reset ipsType_light">Πρόσφατη περιήγηση'
        '</h3><p>0 μέλη</p></div></div></div></div></main><footer id="ipsLayout_footer" class="'
        'ipsClearfix"><div class="ipsLayout_container"><ul class="ipsList_inline ipsType_center '
        f'ipsSpacer_top" id="elFooterLinks"><li><a href="{EL}/privacy/">Πολιτική απορρήτου</a>'
        f'</li><li><a href="{EL}/contact/">Επικοινωνία</a></li></ul><p id="elCopyright"><span '
        'id="elCopyright_userLine">insomnia.gr</span> <a rel="nofollow" title="Invision '
        'Community" href="https://www.invisioncommunity.com/">Powered by Invision Community</a>'
        '</p></div></footer>')
    return page(f"{EL_TITLE} - Ηλεκτρονικά αυτοκινήτου - insomnia.gr", body, "el")


ENGINES = {
    "phpbb33-cs": phpbb33_cs, "discourse-zh": discourse_zh, "so-pt": so_pt,
    "flashback": flashback, "suomi24": suomi24, "nodebb-vi": nodebb_vi, "lihkg": lihkg,
    "kakaku-bbs": kakaku_bbs, "hsoub-io": hsoub_io, "azure-devops": azure_devops,
    "zulip": zulip, "hardware-fr": hardware_fr, "mediavida": mediavida, "ips4-el": ips4_el,
}
