"""Fourteen more thread pages for bench/forum_engines.py, written the way further systems lay
them out: a phpBB 3.2 topic in Spanish, a vBulletin 5 Connect topic in German, a XenForo 2
thread in Turkish, a Discourse topic in Brazilian Portuguese, an SMF 2.1 topic in Dutch, a MyBB
1.8 thread in Russian, an Invision Community 4 topic in Japanese, a NodeBB topic in German, a
Server Fault question, a GitHub issue of a Chinese project, a Lemmy post with its French
comments, a Hacker News item page, an Italian news article with its Disqus thread and a Baidu
Tieba thread as served to mobile browsers.

Markup written from memory after the systems' default templates as served in 2022-2025
(nesting, class names and ids, date wording in the site's language and the system's date
shapes — absolute, relative, day first, month first, year first, two-digit years, <time
datetime> in UTC or with an offset, tooltips, data attributes —, author boxes with join dates,
post counts, ranks and reputation, quotes, signatures, nesting, edited notes, deleted, hidden
or folded posts, ads between posts, best answers shown apart, events between posts, one-line
replies set apart, menus, sidebars with dated lists, similar threads, pagination, footers), by
someone who never read the extractor; the text is generated. Discourse, NodeBB, GitHub, Lemmy,
Disqus and the mobile Tieba draw their pages with scripts: those pages are written as a
browser's saved DOM holds them (Disqus's frame inlined where the iframe was). Every page opens
the thread with a post, and the first message is that: the first post, the question, the
issue's description, the Lemmy post's body, the story text, the first Disqus comment (not the
article above it), the main floor. Quotes appear as each system shows them: "bob escribió:",
"Zitat von bob", "bob dedi:", Discourse's aside.quote, "Citaat van: bob op ...", "bob
писал(а):", "... に bob さんが書き込みました:", "@bob sagte in ...:", Markdown blockquotes
(Server Fault's answers, GitHub, Lemmy, Disqus), a "&gt; ..." paragraph (Hacker News); in
comments as "@bob" (Server Fault) or "回复 bob :" (Tieba's 楼中楼, which carry no quoted text).
Server Fault pins the accepted answer, then sorts by score, with quoting replies and the
asker's own as comments; vBulletin 5 shows a one-line reply as a comment under the post
before it; Lemmy and Hacker News nest replies under the comment they quote and sort each level
by score; Disqus nests them oldest first; Tieba hangs quoting and one-line replies under the
floor they answer; every other page keeps the thread's order. Each function takes the
thread's list of ``Message`` and returns the whole page; ``ENGINES`` maps the engine's name to
it.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from forum_engines import NOW, Message, escape, joined, p_tags, page, paras
from forum_engines_fresh import _quoted, _tree
from forum_engines_fresh2 import MONTHS_EN, _seconds, _ts
from forum_engines_fresh4 import WHO, _n, _others, _qa_split
from forum_engines_fresh6 import _cet_iso, _hash, _slug
from forum_engines_fresh7 import _handle, _thousands
from forum_engines_fresh8 import _ago_units, _utc_offset
from forum_engines_fresh9 import _later, _prague_utc
from forum_engines_fresh10 import _cet_z, _excerpt, _ru, _zone_iso, au_span, au_when, gh_rel
from forum_engines_more import MONTHS_DE, days_ago, hm

# --- shared bits ------------------------------------------------------------------------------


def _forest(posts: list[Message]) -> tuple[list[int], dict[int, list[int]]]:
    """A comment tree where the first message is itself a comment: a reply hangs under the
    comment it quotes (the first one included), every fourth one that quotes nothing under the
    comment before it, the others at the top level. Returns the top-level indexes (0 first)
    and each index's children."""
    index = {m.pid: k for k, m in enumerate(posts)}
    kids: dict[int, list[int]] = {k: [] for k in range(len(posts))}
    tops = [0]
    for k in range(1, len(posts)):
        m = posts[k]
        if m.quote and m.quote[1] in index:
            kids[index[m.quote[1]]].append(k)
        elif m.number % 4 == 0:
            kids[k - 1].append(k)
        else:
            tops.append(k)
    return tops, kids


def _short(m: Message) -> bool:
    """A one-line reply: one short paragraph and no quote."""
    return len(m.paragraphs) == 1 and len(m.paragraphs[0]) <= 40 and not m.quote


def _recent(k: int) -> datetime:
    """The date of the k-th entry of a "latest posts" box: hours or a day or two ago."""
    return NOW - timedelta(hours=2 + 11 * k, minutes=7 * k + 3)


def _fuzzy(t: datetime, words: dict[str, str]) -> str:
    """moment.js's and jquery.timeago's buckets (45 s, 90 s, 45 min, 90 min, 22 h, 36 h, 26
    days, 45 days, 320 days, 548 days) in a language's words: "%d" stands for the number, and
    words["ago"] wraps the phrase."""
    s = max(_seconds(t), 0)
    minutes, hours, days = round(s / 60), round(s / 3600), round(s / 86400)
    steps = (("s", s < 45, 0), ("m", s < 90, 1), ("mm", minutes < 45, minutes),
             ("h", minutes < 90, 1), ("hh", hours < 22, hours), ("d", hours < 36, 1),
             ("dd", days < 26, days), ("M", days < 45, 1), ("MM", days < 320, round(days / 30.4)),
             ("y", days < 548, 1), ("yy", True, round(days / 365)))
    key, _, num = next(x for x in steps if x[1])
    return words["ago"].replace("%s", words[key].replace("%d", str(num)))


# --- phpBB 3.2 prosilver in Spanish -----------------------------------------------------------

ES_TITLE = "Ruido extraño después de la última actualización"
ES_DAYS = ("Lun", "Mar", "Mié", "Jue", "Vie", "Sáb", "Dom")
ES_MON = ("Ene", "Feb", "Mar", "Abr", "May", "Jun", "Jul", "Ago", "Sep", "Oct", "Nov", "Dic")
ES_RANKS = ("Recién llegado", "Forero", "Forero habitual", "Veterano", "Moderador Global")
ES_TOWNS = ("Madrid", "Sevilla", "Valencia", "Bilbao", "Zaragoza", "Málaga", "Vigo", "Murcia")


def es_abs(t: datetime) -> str:
    """The Spanish pack's "D M d, Y g:i a": "Jue Mar 04, 2021 10:12 am"."""
    return f"{ES_DAYS[t.weekday()]} {ES_MON[t.month - 1]} {t:%d}, {t.year} {hm(t)}"


def es_date(t: datetime) -> str:
    """"hace 12 minutos" within the hour, "Hoy, 10:12 am", "Ayer, 9:10 pm", then the date."""
    s = _seconds(t)
    if 0 <= s < 60:
        return "hace menos de un minuto"
    if 0 <= s < 3600:
        n = int(s // 60)
        return "hace 1 minuto" if n == 1 else f"hace {n} minutos"
    if days_ago(t) in (0, 1):
        return f"{('Hoy', 'Ayer')[days_ago(t)]}, {hm(t)}"
    return es_abs(t)


def es_time(t: datetime) -> str:
    """phpBB 3.2's <time>: the UTC instant in datetime, the board's wording inside."""
    return f'<time datetime="{_prague_utc(t):%Y-%m-%dT%H:%M:%S}+00:00">{es_date(t)}</time>'


def es_uid(m: Message) -> int:
    return 60 + m.uid * 7


def es_pid(m: Message) -> int:
    return 52000 + m.pid * 3


def es_post(posts: list[Message], k: int) -> str:
    m = posts[k]
    pid = es_pid(m)
    prof = f"./memberlist.php?mode=viewprofile&amp;u={es_uid(m)}"
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        qp = es_pid(q)
        quote = (
            f'<blockquote cite="./viewtopic.php?p={qp}#p{qp}"><div><cite><a href="./memberlist.'
            f'php?mode=viewprofile&amp;u={es_uid(q)}">{q.author}</a> escribió: <a href="./'
            f'viewtopic.php?p={qp}#p{qp}" data-post-id="{qp}" onclick="if(document.getElementById'
            '(hash.substr(1)))href=hash">↑</a><span class="responsive-hide">'
            f'{es_abs(q.when)}</span></cite>{escape(m.quote[2])}</div></blockquote>')
    avatar = (f'<div class="avatar-container"><a href="{prof}" class="avatar"><img class="avatar"'
              f' src="./download/file.php?avatar={es_uid(m)}_{_ts(joined(m))}.jpg" width="90" '
              'height="90" alt="Avatar de Usuario" /></a></div>' if m.uid % 4 else "")
    since = joined(m) + timedelta(hours=m.uid % 11 + 9, minutes=m.uid * 17 % 60)
    edited = (f'<div class="notice">Última edición por <a href="{prof}" class="username">'
              f'{m.author}</a> el {es_abs(_later(m))}, editado 1 vez en total.</div>'
              if m.uid % 4 == 2 else "")
    sig = (f'<div id="sig{pid}" class="signature">{escape(m.signature)}</div>'
           if m.signature else "")
    rank = ES_RANKS[m.uid % 5]
    first = ' class="first"' if k == 0 else ""
    has = " has-avatar" if avatar else ""
    return (
        f'<div id="p{pid}" class="post has-profile bg{2 - k % 2}"><div class="inner"><dl class="'
        f'postprofile" id="profile{pid}"><dt class="has-profile-rank{has}">{avatar}'
        f'<a href="{prof}" class="username">{m.author}</a></dt><dd class="profile-'
        f'rank">{rank}<br /><img src="./images/ranks/rango{m.uid % 5 + 1}.png" alt="{rank}" '
        f'title="{rank}" /></dd><dd class="profile-posts"><strong>Mensajes:</strong> <a href="./'
        f'search.php?author_id={es_uid(m)}&amp;sr=posts">{m.uid * 377 % 2600 + 12}</a></dd><dd '
        f'class="profile-joined"><strong>Registrado:</strong> {es_abs(since)}</dd><dd class="'
        f'profile-custom-field profile-phpbb_location"><strong>Ubicación:</strong> '
        f'{ES_TOWNS[m.uid % 8]}</dd></dl><div class="'
        f'postbody"><div id="post_content{pid}"><h3{first}><a '
        f'href="#p{pid}">{"" if k == 0 else "Re: "}{ES_TITLE}</a></h3><ul class="post-buttons">'
        f'<li><a href="./posting.php?mode=quote&amp;f=17&amp;p={pid}" title="Responder citando" '
        'class="button button-icon-only"><i class="icon fa-quote-left fa-fw" aria-hidden="true">'
        '</i><span>Citar</span></a></li></ul><p class="author"><a class="unread" href="./viewtopic'
        f'.php?p={pid}#p{pid}" title="Mensaje"><i class="icon fa-file fa-fw icon-lightgray icon-'
        'md" aria-hidden="true"></i><span class="sr-only">Mensaje</span></a><span class="'
        f'responsive-hide">por <strong><a href="{prof}" class="username">{m.author}</a></strong> '
        f'&raquo; </span>{es_time(m.when)}</p><div class="content">{quote}'
        f'{paras(m, "<br /><br />")}</div>{edited}{sig}</div></div><div class="back2top"><a href'
        '="#top" class="top" title="Arriba"><span class="sr-only">Arriba</span></a></div></div>'
        '</div><hr class="divider" />')


def phpbb32_es(posts: list[Message]) -> str:
    """A phpBB 3.2 topic (prosilver, Spanish pack), a moderator logged in: "12 mensajes •
    Página 1 de 1"; div.post: dl.postprofile (avatar on some, rank, "Mensajes:", "Registrado:
    Lun Mar 12, 2012 9:33 am", "Ubicación:"), p.author "por alice » <time datetime=UTC>Jue Mar
    04, 2021 10:12 am</time>" ("hace 12 minutos", "Hoy, 10:12 am", "Ayer, 9:10 pm"), "Última
    edición por ..." on some, the signature; a "Publicidad" post after the first;
    quotes as blockquote > cite "bob escribió: ↑ <date>"; "Temas similares" with dates, "¿Quién
    está conectado?". The first post is the first message."""
    tid = 9100 + posts[0].pid % 700
    n = len(posts)
    items = [es_post(posts, k) for k in range(n)]
    ad = ('<div class="post bg3 post-ad"><div class="inner"><dl class="postprofile"><dt><strong>'
          'Publicidad</strong></dt></dl><div class="postbody"><div class="content"><ins class="'
          'adsbygoogle" style="display:inline-block;width:468px;height:60px" data-ad-client="ca-'
          'pub-0000000000000000" data-ad-slot="5521039981"></ins></div></div></div></div><hr '
          'class="divider" />')
    bar = ('<div class="action-bar bar-{0}"><a href="./posting.php?mode=reply&amp;f=17&amp;t='
           f'{tid}" class="button" title="Publicar respuesta"><span>Publicar respuesta</span></a>'
           '<div class="search-box" role="search"><input class="inputbox search tiny" type="search'
           '" name="keywords" placeholder="Buscar en este tema…" /></div><div class="pagination">'
           f'{n} mensaje{"" if n == 1 else "s"} &bull; Página <strong>1</strong> de <strong>1'
           '</strong></div></div>')
    similar = "".join(
        f'<li class="row bg{k % 2 + 1}"><dl class="row-item topic_read"><dt><div class="list-'
        f'inner"><a href="./viewtopic.php?f=17&amp;t={tid - 53 * (k + 1)}" class="topictitle">'
        f'{x}</a><br /><div class="responsive-hide">por <a href="#" class="username">{WHO[k]}</a>'
        f' &raquo; {es_time(_others(k + 2))} &raquo; en <a href="./viewforum.php?f=17">'
        'Electricidad y electrónica</a></div></div></dt><dd class="posts">'
        f'{k * 4 + 3} <dfn>Respuestas</dfn></dd><dd class="views">{k * 97 + 310} <dfn>Vistas</dfn>'
        '</dd><dd class="lastpost"><span><dfn>Último mensaje </dfn>por <a href="#" class="username'
        f'">{WHO[k + 1]}</a><br />{es_time(_others(k))}</span></dd></dl></li>'
        for k, x in enumerate(("Chasquidos en los altavoces tras actualizar",
                               "La radio se reinicia sola después de la actualización",
                               "Zumbido en el equipo de música del coche")))
    crumbs = "".join(f'<span class="crumb"><a href="{h}" itemprop="url"><span itemprop="title">'
                     f'{x}</span></a></span>'
                     for h, x in (("./index.php", "Índice general"), ("./viewforum.php?f=3",
                                                                     "Mecánica"),
                                  ("./viewforum.php?f=17", "Electricidad y electrónica")))
    body = (
        '<div id="wrap" class="wrap"><a id="top" class="top-anchor" accesskey="t"></a><div id="'
        'page-header"><div class="headerbar" role="banner"><div id="site-description" class="site-'
        'description"><a id="logo" class="logo" href="./index.php" title="Índice general"><span '
        'class="site_logo"></span></a><h1>ForoMotor</h1><p>El foro de los aficionados al motor</p>'
        '</div><div id="search-box" class="search-box search-header" role="search"><input name="'
        'keywords" type="search" class="inputbox search tiny" placeholder="Buscar…" /></div></div>'
        '<div class="navbar" role="navigation"><ul id="nav-main" class="nav-main linklist" role="'
        'menubar"><li id="quick-links" class="quick-links dropdown-container responsive-menu"><a '
        'href="#" class="dropdown-trigger"><span>Enlaces rápidos</span></a></li><li><a href="/app'
        '.php/help/faq" rel="help" title="Preguntas Frecuentes"><span>FAQ</span></a></li><li class'
        '="rightside"><a href="./mcp.php?i=main">Panel de Moderador</a></li><li id="username_'
        'logged_in" class="rightside"><span class="username">GregH</span></li></ul><ul id="nav-'
        f'breadcrumbs" class="nav-breadcrumbs linklist navlinks"><li class="breadcrumbs">{crumbs}'
        '</li></ul></div></div><div id="page-body" class="page-body" role="main"><h2 class="topic-'
        f'title"><a href="./viewtopic.php?f=17&amp;t={tid}">{ES_TITLE}</a></h2>'
        f'{bar.format("top")}{items[0]}{ad if n > 1 else ""}{"".join(items[1:])}'
        f'{bar.format("bottom")}<p class="jumpbox-return"><a href="./viewforum.php?f=17" class="'
        'left-box arrow-left" accesskey="r"><span>Volver a “Electricidad y electrónica”</span></a>'
        '</p><div class="forabg"><ul class="topiclist"><li class="header"><dl class="row-item"><dt>'
        '<div class="list-inner">Temas similares</div></dt><dd class="posts">Respuestas</dd><dd '
        'class="views">Vistas</dd><dd class="lastpost"><span>Último mensaje</span></dd></dl></li>'
        f'</ul><ul class="topiclist topics">{similar}</ul></div><div class="stat-block online-list'
        '"><h3>¿Quién está conectado?</h3><p>Usuarios navegando por este Foro: <span class="'
        f'username">GregH</span>, Bing [Bot] y {n % 4 + 2} invitados</p></div></div><div id="page-'
        'footer" class="page-footer" role="contentinfo"><ul id="nav-footer" class="nav-footer '
        'linklist" role="menubar"><li class="breadcrumbs"><a href="./index.php">Índice general</a>'
        '</li><li class="rightside">Todos los horarios son <span title="Europa/Madrid">UTC+01:00'
        '</span></li><li class="rightside"><a href="./ucp.php?mode=delete_cookies">Borrar cookies'
        '</a></li></ul><div class="copyright">Desarrollado por <a href="https://www.phpbb.com/">'
        'phpBB</a>&reg; Forum Software &copy; phpBB Limited<br />Traducción al español por <a '
        'href="https://www.phpbb-es.com/">phpBB España</a></div></div></div>')
    return page(f"{ES_TITLE} - ForoMotor", body, "es")


# --- vBulletin 5 Connect in German ------------------------------------------------------------

VB = "https://www.kfz-treff-example.de/forum"
VB_TITLE = "Merkwürdiges Geräusch seit dem letzten Update"
VB_SLUG = "technik/elektrik-elektronik"
VB_RANKS = ("Neuer Benutzer", "Benutzer", "Erfahrener Benutzer", "Stammgast", "Moderator")


def vb_when(t: datetime) -> str:
    """vBulletin 5's German dates: "Heute, 10:12", "Gestern, 21:10", else "04.03.2021, 10:12"."""
    if days_ago(t) in (0, 1):
        return f"{('Heute', 'Gestern')[days_ago(t)]}, {t:%H:%M}"
    return f"{t:%d.%m.%Y}, {t:%H:%M}"


def vb_node(m: Message) -> int:
    return 391000 + m.pid * 2


def vb_member(m: Message) -> str:
    return f"{VB}/member/{300 + m.uid * 13}-{_handle(m)}"


def vb_comment(m: Message) -> str:
    """A one-line reply posted as a comment under a post."""
    node = vb_node(m)
    return (
        f'<li class="b-comment js-comment" data-node-id="{node}" data-node-publishdate="'
        f'{_ts(m.when)}"><div class="b-comment__header"><a href="{vb_member(m)}" class="b-avatar '
        f'b-avatar--s"><img src="{VB}/core/image.php?userid={300 + m.uid * 13}&amp;thumb=1" alt='
        f'"{m.author}" /></a><a class="b-comment__author" href="{vb_member(m)}">{m.author}</a> '
        f'<span class="b-comment__date">{vb_when(m.when)}</span></div><div class="b-comment__'
        f'content js-comment-entry__content"><div class="b-comment__text js-comment-text">'
        f'{paras(m)}</div></div><ul class="b-comment__controls h-right"><li><a href="#" class="'
        'js-comment-entry__like">Gefällt mir</a></li></ul></li>')


def vb_post(posts: list[Message], k: int, num: int, comments: list[int]) -> str:
    m = posts[k]
    node = vb_node(m)
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        qn = vb_node(q)
        quote = (
            '<div class="bbcode_container"><div class="bbcode_quote"><div class="quote_container"'
            f'><div class="bbcode_postedby"><img src="{VB}/images/misc/quote_icon.png" alt="Zitat"'
            f' /> Zitat von <strong>{q.author}</strong> <a href="{VB}/node/{qn}#post{qn}" rel="'
            'nofollow"><img class="inlineimg" alt="Beitrag anzeigen" /></a></div><div class="'
            f'message">{escape(m.quote[2])}</div></div></div></div>')
    since = joined(m)
    first = k == 0
    title = (f'<h2 class="b-post__title js-post-title OLD__post-title" itemprop="headline">'
             f'{VB_TITLE}</h2>' if first else "")
    edited = (f'<div class="b-post__edit h-margin-top-l"><span class="b-post__edit__label">'
              f'Zuletzt geändert von {m.author};</span> <span class="b-post__edit__date">'
              f'{vb_when(_later(m))}</span>.</div>' if m.uid % 4 == 1 else "")
    sig = (f'<div class="b-post__signature restore h-margin-top-l"><hr class="b-divider" />'
           f'{escape(m.signature)}</div>' if m.signature else "")
    likes = (m.uid + k) % 4
    liked = (f'<li class="b-post__likes"><span class="js-like-count">{likes} Gefällt mir</span>'
             '</li>' if likes else "")
    box = ""
    if comments:
        items = "".join(vb_comment(posts[c]) for c in comments)
        box = (f'<div class="b-comments js-comments h-margin-top-xxl"><div class="b-comments__'
               f'count">{_n(len(comments), "Kommentar", "Kommentare")}</div><ul class="b-comments'
               f'__list list-container js-comments__list">{items}</ul></div>')
    cls = "b-post--first" if first else "b-post--text"
    return (
        f'<li data-node-id="{node}" data-node-publishdate="{_ts(m.when)}" class="b-post js-post '
        f'js-comment-entry__parent h-restore--on-preview {cls} js-slideshow__gallery-node js-'
        'post__content-wrapper" itemscope itemtype="http://schema.org/DiscussionForumPosting">'
        f'<div class="l-row l-row__fixed--left"><div class="l-col__fixed-3 l-col__small-12 b-post'
        f'__hide-when-deleted"><div class="b-userinfo b-post__hide-when-deleted" data-user-id="'
        f'{300 + m.uid * 13}" itemprop="author" itemscope itemtype="http://schema.org/Person"><div'
        f' class="b-avatar b-avatar--m b-avatar--thread"><img src="{VB}/core/image.php?userid='
        f'{300 + m.uid * 13}&amp;thumb=1&amp;dateline={_ts(since)}" alt="Avatar von {m.author}" '
        f'title="{m.author}" /></div><div class="b-userinfo__details"><div class="author h-text-'
        'size--14"><div class="js-user-status b-userinfo__status b-icon h-left offline" title="'
        f'{m.author} ist offline"></div><strong><a href="{vb_member(m)}" itemprop="url"><span '
        f'itemprop="name">{m.author}</span></a></strong></div><div class="b-userinfo__rank">'
        f'{VB_RANKS[m.uid % 5]}</div><div class="b-userinfo__rank"><div class="b-userinfo__icons"'
        f'><img src="{VB}/images/ranks/rank{m.uid % 5}.png" alt="" /></div></div></div><ul class'
        '="b-userinfo__additional-info-block h-margin-top-xl"><li class="b-userinfo__additional-'
        f'info"><label>Registriert seit:</label> <span>{since:%d.%m.%Y}</span></li><li class="b-'
        'userinfo__additional-info"><label>Beiträge:</label> <span>'
        f'{_thousands(m.uid * 611 % 5200 + 23, ".")}</span></li></ul></div></div><div class="js-'
        'post__content l-col__flex-3"><div class="b-post__body"><div class="b-post__arrow"></div>'
        '<div class="b-post__content js-post__content"><hr class="b-divider--section" /><div '
        f'class="b-media__body">{title}<div class="b-post__timestamp"><time itemprop="'
        f'dateCreated" datetime="{_cet_iso(m.when)}">{vb_when(m.when)}</time></div><div class="'
        f'b-post__count h-right"><a href="{VB}/forum/{VB_SLUG}/{391000 + posts[0].pid * 2}?p='
        f'{node}#post{node}" class="b-post__count">#{num}</a></div><div class="js-post__content-'
        f'text restore h-wordwrap" itemprop="text">{quote}{paras(m, "<br />")}</div>{edited}'
        f'</div></div>{sig}</div><div class="b-post__footer h-hide--on-preview"><ul class="h-left'
        f' js-post-info b-post__hide-when-deleted">{liked}</ul><ul class="h-margin-top-s h-right '
        'js-post-controls b-post__hide-when-deleted"><li><a href="#" class="js-comment-entry__'
        'comment">Kommentieren</a></li><li><a href="#" class="js-post-control__quote">Zitieren'
        '</a></li><li><a href="#" class="js-post-control__flag">Melden</a></li></ul></div>'
        f'{box}</div></div></li>')


def vbulletin5_de(posts: list[Message]) -> str:
    """A vBulletin 5.6 Connect topic in German: tabs, breadcrumbs, "Einklappen";
    li.b-post: div.b-userinfo ("Registriert seit: 12.05.2012", "Beiträge: 1.234"), <time
    datetime> "04.03.2021, 10:12" / "Heute, 10:12" / "Gestern, 21:10", "#3", "Zuletzt geändert
    von ...; ..." on some, the signature, "Gefällt mir"; a one-line reply shown as a comment
    (li.b-comment) under the post before it; a deleted post's notice; an ad after the first
    post; quotes as div.bbcode_quote "Zitat von bob"; the "Neueste Themen" column (dated);
    "Alle Zeitangaben in WEZ +2". The first post is the first message."""
    n = len(posts)
    tid = 391000 + posts[0].pid * 2
    comments: dict[int, list[int]] = {0: []}
    owner = [0]
    for k in range(1, n):
        if _short(posts[k]) and k > 1:
            comments[owner[-1]].append(k)
        else:
            comments[k] = []
            owner.append(k)
    rows = []
    num = 1
    for k in owner:
        if n >= 6 and num == 4:
            rows.append(
                '<li class="b-post js-post b-post--deleted h-hide-imp--on-preview" data-node-id="'
                f'{tid + 1}"><div class="b-post__deleted"><div class="b-post__deleted-notice">'
                f'Dieser Beitrag wurde gelöscht von {WHO[0]}. Grund: Doppelpost</div><div class="'
                f'b-post__count h-right"><a class="b-post__count">#{num}</a></div></div></li>')
            num += 1
        rows.append(vb_post(posts, k, num, comments[k]))
        num += 1
        if k == 0 and n > 1:
            rows.append('<li class="b-post b-post--ad"><div id="ad_conversation_first_post" '
                        'class="ad-wrapper"><ins class="adsbygoogle" data-ad-slot="7730021945">'
                        '</ins></div></li>')
    latest = "".join(
        f'<li class="b-post-sm"><div class="b-post-sm__title"><a href="{VB}/forum/{VB_SLUG}/'
        f'{tid - 310 * (k + 1)}">{x}</a></div><div class="b-post-sm__byline">Erstellt von <a href'
        f'="#">{WHO[k]}</a>, {vb_when(_others(k))}</div><div class="b-post-sm__stats">'
        f'{_n(k * 3 + 1, "Antwort", "Antworten")}</div></li>'
        for k, x in enumerate(("Radio startet nach Update ständig neu",
                               "Batterie über Nacht leer", "Knacken aus dem Lautsprecher vorne",
                               "Winterreifen: welche Größe?")))
    tabs = "".join(f'<li><a href="{VB}/{h}">{x}</a></li>'
                   for h, x in (("", "Startseite"), ("forum", "Forum"), ("blogs", "Blogs"),
                                ("articles", "Artikel"), ("social-groups", "Gruppen")))
    crumbs = "".join(f'<li class="crumb ellipsis"><a href="{VB}/{h}">{x}</a></li>'
                     for h, x in (("", "Startseite"), ("forum", "Foren"),
                                  ("forum/technik", "Technik"),
                                  (f"forum/{VB_SLUG}", "Elektrik &amp; Elektronik")))
    shown = f'<span class="pagenav-text">Ergebnisse 1 bis {n} von {n}</span>'
    body = (
        '<div id="outer-wrapper"><div id="wrapper"><div id="header" class="noselect"><div class="'
        f'site-logo"><a href="{VB}/"><img src="{VB}/images/misc/vbulletin5_logo.png" alt="KFZ-'
        'Treff" /></a></div><div class="toolbar"><ul class="h-right"><li class="search-container">'
        '<input type="text" name="q" class="search-box" placeholder="Suche" /></li><li id="'
        'idLoginBtn"><a href="#">Anmelden</a></li><li><a href="#">Registrieren</a></li></ul></div>'
        f'<div id="channel-tabbar"><ul class="channel-tabbar-list h-left">{tabs}</ul></div></div>'
        f'<div id="breadcrumbs"><ul>{crumbs}</ul></div><main id="content"><div class="canvas-'
        'layout-row l-row no-columns h-clearfix"><section class="canvas-layout-col l-col__large-9'
        '"><div class="canvas-widget default-widget conversation-content-widget forum-'
        'conversation-content-widget widget-tabs"><div class="widget-header h-clearfix"><h1 class'
        f'="main-title js-main-title">{VB_TITLE}</h1><div class="conversation-controls h-right"><a'
        ' href="#" class="b-button b-button--secondary js-collapse-all">Einklappen</a><div class="'
        'b-button b-button--secondary js-topic-tools">Themen-Tools</div></div></div><div class="'
        f'conversation-toolbar-wrapper top">{shown}</div><div class="widget-content"><ul class="'
        'conversation-list list-container h-clearfix thread-view">'
        f'{"".join(rows)}</ul></div><div class="conversation-toolbar-wrapper bottom">{shown}</div>'
        '</div></section><section class="canvas-layout-col l-col__large-3"><div class="canvas-'
        'widget search-widget"><div class="widget-header"><h1 class="module-title">Neueste Themen'
        f'</h1></div><ul class="b-post-sm-list">{latest}</ul></div></section></div></main><div id'
        f'="footer"><nav id="footer-tabbar"><ul><li><a href="{VB}/help">Hilfe</a></li><li><a href'
        f'="{VB}/contact-us">Kontakt</a></li><li><a href="#" class="js-footer-go-to-top">Nach '
        'oben</a></li></ul></nav><p id="footer-current-datetime">Alle Zeitangaben in WEZ '
        f'+{_utc_offset(NOW) // 3600}. Es ist jetzt {NOW:%H:%M}.</p><p id="footer-copyright">'
        'Powered by <a href="https://www.vbulletin.com">vBulletin&reg;</a> Version 5.6.9<br />'
        'Copyright &copy; 2021 MH Sub I, LLC dba vBulletin. Alle Rechte vorbehalten.</p></div>'
        '</div></div>')
    return page(f"{VB_TITLE} - KFZ-Treff", body, "de")


# --- XenForo 2 in Turkish ---------------------------------------------------------------------

TR = "https://www.otoforum-example.com.tr"
TR_TITLE = "Son güncellemeden sonra garip bir ses geliyor"
TR_MON = ("Oca", "Şub", "Mar", "Nis", "May", "Haz", "Tem", "Ağu", "Eyl", "Eki", "Kas", "Ara")
TR_DAYS = ("Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi", "Pazar")
TR_TITLES = ("Yeni üye", "Üye", "Aktif üye", "Tanınmış üye", "Yönetici")
TR_TOWNS = ("İstanbul", "Ankara", "İzmir", "Bursa", "Antalya", "Eskişehir", "Konya", "Trabzon")


def tr_day(t: datetime) -> str:
    """"4 Mar 2021"."""
    return f"{t.day} {TR_MON[t.month - 1]} {t.year}"


def tr_when(t: datetime) -> str:
    """XenForo's relative dates in Turkish: "Şimdi", "12 dakika önce", "Bugün 10:12", "Dün
    21:10", "Perşembe 10:12" within the week, then "4 Mar 2021"."""
    s = _seconds(t)
    if 0 <= s < 60:
        return "Şimdi"
    if 0 <= s < 3600:
        return f"{int(s // 60)} dakika önce"
    if days_ago(t) in (0, 1):
        return f"{('Bugün', 'Dün')[days_ago(t)]} {t:%H:%M}"
    if 1 < days_ago(t) < 7:
        return f"{TR_DAYS[t.weekday()]} {t:%H:%M}"
    return tr_day(t)


def tr_time(t: datetime, cls: str = "u-dt") -> str:
    """<time> in Istanbul time (UTC+3 all year), titled "4 Mar 2021 10:12"."""
    return (f'<time class="{cls}" dir="auto" datetime="{_zone_iso(t, 3, False)}" data-time="'
            f'{_ts(t) - 3 * 3600}" data-date-string="{tr_day(t)}" data-time-string="{t:%H:%M}" '
            f'title="{tr_day(t)} {t:%H:%M}">{tr_when(t)}</time>')


def tr_member(m: Message) -> str:
    return f"{TR}/uyeler/{_handle(m)}.{m.uid * 29 + 5}/"


def tr_pid(m: Message) -> int:
    return 770000 + m.pid * 4


def tr_post(posts: list[Message], k: int, tid: int) -> str:
    m = posts[k]
    pid = tr_pid(m)
    link = f"{TR}/konular/{tid}/post-{pid}"
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        qp = tr_pid(q)
        quote = (
            f'<blockquote data-attributes="member: {q.uid * 29 + 5}" data-quote="{q.author}" data-'
            f'source="post: {qp}" class="bbCodeBlock bbCodeBlock--expandable bbCodeBlock--quote">'
            f'<div class="bbCodeBlock-title"><a href="/goto/post?id={qp}" class="bbCodeBlock-'
            f'sourceJump" rel="nofollow">{q.author} dedi:</a></div><div class="bbCodeBlock-content'
            f'"><div class="bbCodeBlock-expandContent js-expandContent ">{escape(m.quote[2])}</div>'
            '<div class="bbCodeBlock-expandLink js-expandLink"><a role="button">Genişletmek için '
            'tıkla...</a></div></div></blockquote>')
    uid = m.uid * 29 + 5
    since = joined(m)
    extras = "".join(f'<dl class="pairs pairs--justified"><dt>{a}</dt><dd>{b}</dd></dl>'
                     for a, b in (("Katılım", tr_day(since)),
                                  ("Mesajlar", _thousands(m.uid * 733 % 9100 + 31, ".")),
                                  ("Tepkime puanı", _thousands(m.uid * 97 % 2300 + 4, ".")),
                                  ("Puanları", m.uid * 13 % 110 + 18),
                                  ("Konum", TR_TOWNS[m.uid % 8])))
    sig = (f'<aside class="message-signature"><div class="bbWrapper">{escape(m.signature)}</div>'
           '</aside>' if m.signature else "")
    edited = (f'<div class="message-lastEdit">Son düzenleme: {tr_time(_later(m))}</div>'
              if m.uid % 4 == 3 else "")
    starter = ('<li class="message-newIndicator"><span class="label label--accent">Konu sahibi'
               '</span></li>' if k and m.author == posts[0].author else "")
    fans = [w for w in WHO if w != m.author][: (m.uid + k) % 4]
    reactions = ""
    if fans:
        who = ", ".join(fans[:-1]) + (" ve " if len(fans) > 1 else "") + fans[-1]
        reactions = (
            '<div class="reactionsBar js-reactionsList is-active"><ul class="reactionSummary"><li>'
            '<span class="reaction reaction--small reaction--1" data-reaction-id="1"><img src="'
            'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" '
            'class="reaction-sprite js-reaction" alt="Beğen" title="Beğen" /></span></li></ul>'
            '<span class="u-srOnly">Tepkiler:</span><a class="reactionsBar-link" href="'
            f'{TR}/posts/{pid}/reactions" data-xf-click="overlay" rel="nofollow">{who}</a></div>')
    return (
        f'<article class="message message--post js-post js-inlineModContainer" data-author="'
        f'{m.author}" data-content="post-{pid}" id="js-post-{pid}"><span class="u-anchorTarget" '
        f'id="post-{pid}"></span><div class="message-inner"><div class="message-cell message-cell'
        '--user"><section class="message-user" itemprop="author" itemscope itemtype="https://'
        f'schema.org/Person"><div class="message-avatar"><a href="{tr_member(m)}" class="avatar '
        f'avatar--m" data-user-id="{uid}" data-xf-init="member-tooltip"><img src="/data/avatars/m'
        f'/{uid // 1000}/{uid}.jpg?{_ts(since)}" alt="{m.author}" width="96" height="96" loading='
        f'"lazy" /></a></div><div class="message-userDetails"><h4 class="message-name"><a href="'
        f'{tr_member(m)}" class="username" dir="auto" data-user-id="{uid}" itemprop="name">'
        f'{m.author}</a></h4><h5 class="userTitle message-userTitle" dir="auto">'
        f'{TR_TITLES[m.uid % 5]}</h5></div><div class="message-userExtras">{extras}</div></section>'
        '</div><div class="message-cell message-cell--main"><div class="message-main js-quickEdit'
        'Target"><header class="message-attribution message-attribution--split"><ul class="'
        f'message-attribution-main listInline "><li class="u-concealed"><a href="{link}" rel="'
        f'nofollow">{tr_time(m.when)}</a></li></ul><ul class="message-attribution-opposite '
        f'message-attribution-opposite--list ">{starter}<li><a href="{link}" rel="nofollow">#'
        f'{k + 1}</a></li></ul></header><div class="message-content js-messageContent"><div class='
        f'"message-userContent lbContainer js-lbContainer" data-lb-id="post-{pid}"><article class='
        '"message-body js-selectToQuote"><div itemprop="text"><div class="bbWrapper">'
        f'{quote}{paras(m, "<br />")}</div></div></article></div>{edited}{sig}</div><footer class'
        '="message-footer"><div class="message-actionBar actionBar"><a href="#" class="reaction '
        'actionBar-action actionBar-action--reaction" data-reaction-id="1"><bdi>Beğen</bdi></a><a'
        ' href="#" class="actionBar-action actionBar-action--reply" data-xf-click="quote">Alıntı'
        f'</a></div><div class="reactionsBar-wrapper">{reactions}</div></footer></div></div></div>'
        '</article>')


def xenforo2_tr(posts: list[Message]) -> str:
    """A XenForo 2.2 thread in Turkish as a member sees it: "Konu sahibi", the start
    date; article.message: the user cell ("Katılım 4 Mar 2012", "Mesajlar", "Tepkime puanı",
    "Puanları", "Konum"), <time> in +0300 titled "4 Mar 2021 10:12" reading "12 dakika önce" /
    "Bugün 10:12" / "Dün 21:10" / "Perşembe 10:12" / "4 Mar 2021", "Konu sahibi" on the
    starter's replies, "#3", "Son düzenleme:" on some, the signature, the reactions bar ("bob
    ve dora.k"); an ignored member's post as a notice; an ad; quotes "bob dedi:"; the
    sidebar "Son mesajlar" (dated). The first post is the first message."""
    head = posts[0]
    tid = 61000 + head.pid % 900
    n = len(posts)
    items = [tr_post(posts, k, tid) for k in range(n)]
    if n >= 6:
        items.insert(3, (
            '<article class="message message--post message--ignored js-post" data-author="'
            f'{WHO[2]}" data-content="post-770001"><div class="messageNotice messageNotice--'
            'ignored"><span class="messageNotice-text">Yok saydığınız bir üyenin içeriğini '
            'gösteriyorsunuz.</span> <a href="javascript:" class="js-ignoredShow">Yok sayılan '
            'içeriği göster</a></div></article>'))
    ad = ('<div class="samCodeUnit samAlignCenter" data-position="post_below_container_1"><div '
          'class="samItem"><span class="samLabel">Reklam</span><ins class="adsbygoogle" style="'
          'display:block" data-ad-slot="8800213399" data-ad-format="auto"></ins></div></div>')
    sidebar = "".join(
        f'<li class="block-row"><div class="contentRow"><span class="avatar avatar--xxs avatar--'
        f'default">{WHO[k][0]}</span><div class="contentRow-main contentRow-main--close"><a href="'
        f'{TR}/konular/{tid - 7 * (k + 1)}/unread">{x}</a><div class="contentRow-minor contentRow'
        f'-minor--smaller"><ul class="listInline listInline--bullet"><li>Son mesaj: {WHO[k]}</li>'
        f'<li>{tr_time(_recent(k))}</li></ul></div></div></div></li>'
        for k, x in enumerate(("Akü bir gecede bitiyor", "Multimedya ekranı donuyor",
                               "Kış lastiği tavsiyesi", "Hoparlörden cızırtı sesi")))
    nav = "".join(f'<li><div class="p-navEl"><a href="{TR}{h}" class="p-navEl-link">{x}</a></div>'
                  '</li>' for h, x in (("/", "Ana sayfa"), ("/forumlar/", "Forumlar"),
                                       ("/neler-yeni/", "Neler yeni"), ("/uyeler/", "Üyeler")))
    body = (
        '<div class="p-pageWrapper" id="top"><header class="p-header" id="header"><div class="p-'
        f'header-logo p-header-logo--image"><a href="{TR}/"><img src="/styles/default/xenforo/'
        'xenforo-logo.png" alt="OtoForum" /></a></div></header><nav class="p-nav"><ul class="p-'
        f'nav-list">{nav}</ul><div class="p-navgroup p-account p-navgroup--member"><a href="/hesap'
        '/" class="p-navgroup-link p-navgroup-link--user"><span class="p-navgroup-linkText">'
        'hanna_w</span></a><a href="/hesap/uyarilar" class="p-navgroup-link p-navgroup-link--'
        'alerts" title="Uyarılar">Uyarılar</a></div></nav><div class="p-body"><ul class="p-'
        f'breadcrumbs"><li><a href="{TR}/">Forumlar</a></li><li><a href="{TR}/#teknik.3">Teknik'
        f'</a></li><li><a href="{TR}/forumlar/elektrik.12/">Elektrik &amp; Elektronik</a></li>'
        f'</ul><div class="p-body-header"><h1 class="p-title-value">{TR_TITLE}</h1><div class="p-'
        'description"><ul class="listInline listInline--bullet"><li><span class="u-srOnly">Konu '
        f'sahibi</span> <a href="{tr_member(head)}" class="username u-concealed" dir="auto">'
        f'{head.author}</a></li><li><span class="u-srOnly">Başlangıç tarihi</span> <a href="{TR}/'
        f'konular/{tid}/" class="u-concealed">{tr_time(head.when)}</a></li></ul></div></div><div '
        'class="p-body-main p-body-main--withSidebar"><div class="p-body-content"><div class="'
        'block block--messages" data-type="post"><div class="block-outer"><nav class="pageNav'
        'Wrapper"><ul class="pageNav-main"><li class="pageNav-page pageNav-page--current"><a href'
        '="#">1</a></li></ul></nav><a href="#" class="button--link button">İzle</a></div><div '
        'class="block-container lbContainer"><div class="block-body js-replyNewMessageContainer">'
        f'{items[0]}{ad if n > 1 else ""}{"".join(items[1:])}</div></div></div></div><div class="'
        'p-body-sidebar"><div class="block" data-widget-'
        'key="forum_overview_new_posts"><h3 class="block-minorHeader"><a href="/neler-yeni/'
        f'mesajlar/">Son mesajlar</a></h3><ul class="block-body">{sidebar}</ul></div></div></div>'
        '</div>'
        '<footer class="p-footer" id="footer"><ul class="p-footer-linkList"><li><a href="/misc/'
        'contact">İletişim</a></li><li><a href="/help/terms/">Kurallar</a></li><li><a href="#top"'
        '>Yukarı</a></li></ul><div class="p-footer-copyright"><a href="https://xenforo.com">'
        'Community platform by XenForo<sup>&reg;</sup> &copy; 2010-2021 XenForo Ltd.</a></div>'
        '</footer></div>')
    return page(f"{TR_TITLE} | OtoForum", body, "tr")


# --- Discourse in Brazilian Portuguese (saved DOM) --------------------------------------------

PT = "https://comunidade.carros-example.com.br"
PT_TITLE = "Barulho estranho depois da última atualização"
PT_SLUG = "barulho-estranho-depois-da-ultima-atualizacao"
PT_MON = tuple(x + "." for x in "jan fev mar abr mai jun jul ago set out nov dez".split())
PT_TITLES = ("", "Membro", "", "Líder", "Moderador")


def pt_tiny(t: datetime) -> str:
    """Discourse's tiny ages in pt_BR: "1 min", "3 h", "4 d" within 30 days, then "4 de mar."
    this year and "mar. de '20" before."""
    n, unit = _ago_units(t)
    if unit == "now":
        return "< 1 min"
    if unit in ("min", "h"):
        return f"{n} {unit}"
    if _seconds(t) < 30 * 86400:
        return f"{int(_seconds(t) // 86400)} d"
    if t.year == NOW.year:
        return f"{t.day} de {PT_MON[t.month - 1]}"
    return f"{PT_MON[t.month - 1]} de '{t.year % 100:02d}"


def pt_full(t: datetime) -> str:
    """"4 de mar. de 2021 10:12"."""
    return f"{t.day} de {PT_MON[t.month - 1]} de {t.year} {t:%H:%M}"


def pt_date(t: datetime) -> str:
    """span.relative-date titled in full, data-time in ms (São Paulo, UTC-3)."""
    return (f'<span title="{pt_full(t)}" data-time="{(_ts(t) + 3 * 3600) * 1000}" data-format="'
            f'tiny" class="relative-date">{pt_tiny(t)}</span>')


def pt_gap(a: datetime, b: datetime) -> str:
    """"5 dias depois", "2 meses depois", "1 ano depois"."""
    days = (b - a).days
    if days >= 365:
        return _n(days // 365, "ano", "anos") + " depois"
    if days >= 30:
        return _n(days // 30, "mês", "meses") + " depois"
    return _n(days, "dia", "dias") + " depois"


def pt_user(m: Message) -> str:
    return _handle(m).replace("-", "_")


def pt_avatar(name: str, size: int) -> str:
    return (f'<img loading="lazy" alt="" width="{size}" height="{size}" src="{PT}/user_avatar/'
            f'comunidade.carros-example.com.br/{name.lower()}/{size * 2}/{len(name) * 977}_2.png" '
            'class="avatar">')


def pt_icon(name: str) -> str:
    return (f'<svg class="fa d-icon d-icon-{name} svg-icon svg-string" xmlns="http://www.w3.org/'
            f'2000/svg"><use href="#{name}"></use></svg>')


def pt_small(num: int, icon: str, who: str, what: str, t: datetime) -> str:
    return (
        f'<div class="small-action onscreen-post" data-post-id="{880000 + num}" id="post_{num}" '
        f'role="region" aria-label="postagem #{num} de @{who}"><div class="topic-avatar">'
        f'{pt_icon(icon)}</div><div class="small-action-desc"><div class="small-action-contents">'
        f'<a class="trigger-user-card" data-user-card="{who}" aria-hidden="true">'
        f'{pt_avatar(who, 25)}</a><p>{what} {pt_date(t)}</p></div></div></div>')


def pt_article(posts: list[Message], k: int, num: int, numbers: dict[int, int], tid: int,
               solution: int | None, extra: str) -> str:
    m = posts[k]
    user = pt_user(m)
    quote = reply_to = ""
    if m.quote:
        q = _quoted(posts, m)
        qnum = numbers[q.pid]
        quote = (
            f'<aside class="quote no-group" data-username="{pt_user(q)}" data-post="{qnum}" data-'
            f'topic="{tid}"><div class="title"><div class="quote-controls"><button class="quote-'
            'toggle btn-flat" aria-label="expandir/recolher" title="expandir/recolher"></button><a'
            f' href="/t/{PT_SLUG}/{tid}/{qnum}" title="ir para a postagem citada" class="back">'
            f'</a></div>{pt_avatar(q.author, 24)} {q.author}:</div><blockquote><p>'
            f'{escape(m.quote[2])}</p></blockquote></aside>')
        if qnum != num - 1:
            reply_to = (f'<a class="reply-to-tab" href="/t/{PT_SLUG}/{tid}/{qnum}" tabindex="0" '
                        f'aria-label="Em resposta à postagem {qnum} de {pt_user(q)}">'
                        f'{pt_icon("share")}{pt_avatar(q.author, 24)}<span>{q.author}</span></a>')
    title = PT_TITLES[m.uid % 5]
    user_title = f'<span class="user-title">{title}</span>' if title else ""
    likes = (m.uid * 3 + k) % 6
    like = (f'<button class="widget-button btn-flat button-count like-count highlight-action" '
            f'title="{_n(likes, "pessoa curtiu", "pessoas curtiram")} esta postagem">{likes}'
            '</button>' if likes else "")
    edited = (f'<div class="post-info edits"><button class="widget-button btn-flat no-text btn-'
              f'icon" title="Última edição em {pt_full(_later(m))}">{pt_icon("pencil-alt")}'
              '</button></div>' if m.uid % 4 == 3 else "")
    notice = (f'<div class="post-notice new-user">{pt_icon("hands-helping")}<p>Esta é a primeira '
              f'postagem de {m.author} — vamos dar as boas-vindas à nossa comunidade!</p></div>'
              if k and m.uid % 5 == 2 and all(p.author != m.author for p in posts[:k])
              else "")
    solved_box = solved_flag = ""
    if k == 0 and solution is not None:
        s = posts[solution]
        solved_box = (
            f'<aside class="quote accepted-answer" data-post="{numbers[s.pid]}" data-topic="{tid}">'
            f'<div class="title title-only"><div class="accepted-answer--solver-accepter"><div '
            f'class="accepted-answer--solver">Resolvido por <a href="/u/{pt_user(s)}">{s.author}'
            f'</a> em <a href="/t/{PT_SLUG}/{tid}/{numbers[s.pid]}">post #{numbers[s.pid]}</a>'
            '</div></div></div></aside>')
    if k == solution:
        solved_flag = ('<span class="accepted-answer">' + pt_icon("check-square")
                       + ' Solução</span>')
    owner = " topic-owner" if m.author == posts[0].author else ""
    cls = " accepted-answer" if k == solution else ""
    return (
        f'<div class="topic-post clearfix{owner} regular{cls}" data-post-number="{num}"><article'
        f' id="post_{num}" aria-label="postagem #{num} de @{user}" role="region" data-post-id="'
        f'{880000 + m.pid * 2}" data-topic-id="{tid}" data-user-id="{m.uid * 17}" class="boxed '
        'onscreen-post"><div class="row"><div class="topic-avatar"><div class="post-avatar"><a '
        f'class="trigger-user-card main-avatar" href="/u/{user}" data-user-card="{user}" aria-'
        f'hidden="true">{pt_avatar(m.author, 45)}</a></div></div><div class="topic-body clearfix">'
        '<div role="heading" aria-level="2" class="topic-meta-data"><div class="names trigger-'
        f'user-card"><span class="first username"><a href="/u/{user}" data-user-card="{user}">'
        f'{m.author}</a></span>{user_title}</div><div class="post-infos">{reply_to}{edited}<div '
        f'class="post-info post-date"><a class="widget-link post-date" href="/t/{PT_SLUG}/{tid}/'
        f'{num}" title="Data da postagem">{pt_date(m.when)}</a></div></div></div>{notice}<div '
        f'class="regular contents"><div class="cooked">{quote}{p_tags(m)}{solved_box}</div>'
        f'<section class="post-menu-area clearfix"><nav class="post-controls"><div class="actions'
        f'">{solved_flag}{like}<button class="widget-button btn-flat toggle-like like no-text btn-'
        f'icon" title="curtir esta postagem">{pt_icon("far-heart")}</button><button class="widget-'
        'button btn-flat share no-text btn-icon" title="compartilhar um link para esta postagem">'
        f'{pt_icon("link")}</button><button class="widget-button btn-flat reply create btn-icon-'
        f'text" title="Comece a compor uma resposta a esta postagem">{pt_icon("reply")}<span class'
        '="d-button-label">Responder</span></button></div></nav></section></div>'
        f'{extra}</div></div></article></div>')


def discourse_pt(posts: list[Message]) -> str:
    """A Discourse topic in Brazilian Portuguese as the DOM holds it: article per post
    (names, user title, reply-to tab, the pencil titled "Última edição em ...", span.relative-
    date titled "4 de mar. de 2021 10:12" reading "3 h" / "4 d" / "4 de mar." / "mar. de '20"),
    "primeira postagem" notices, div.cooked; the topic map; "5 dias depois" gaps; small actions
    ("fixou", "fechou automaticamente"); the discourse-solved box at the end of the first post
    and the solution's "Solução"; quotes as aside.quote "bob:"; the timeline; "Tópicos
    sugeridos". The first post is the first message."""
    head = posts[0]
    n = len(posts)
    tid = 14000 + head.pid % 800
    numbers: dict[int, int] = {}
    num = 1
    events: dict[int, tuple[str, str, str]] = {}
    for k in range(n):
        if k == 3 and n >= 6:
            events[num] = ("thumbtack", WHO[0], "fixou")
            num += 1
        numbers[posts[k].pid] = num
        num += 1
    solution = next((k for k in range(2, n) if posts[k].author != head.author
                     and not posts[k].quote), None)
    last = posts[-1].when
    users = len({m.author for m in posts})
    topic_map = (
        '<div class="topic-map"><section class="map map-collapsed"><ul class="clearfix"><li><h4 '
        f'role="presentation">criado</h4><div class="topic-map-post created-at">'
        f'{pt_avatar(head.author, 20)}{pt_date(head.when)}</div></li><li><a href="/t/{PT_SLUG}/'
        f'{tid}/{num - 1}"><h4 role="presentation">última resposta</h4><div class="topic-map-post'
        f' last-reply">{pt_avatar(posts[-1].author, 20)}{pt_date(last)}</div></a></li><li><span '
        f'class="number">{n - 1}</span><h4 role="presentation">'
        f'{"resposta" if n == 2 else "respostas"}</h4></li><li class="secondary"><span class="'
        f'number">{n * 37 + 120}</span><h4 role="presentation">visualizações</h4></li><li class='
        f'"secondary"><span class="number">{users}</span><h4 role="presentation">'
        f'{"usuário" if users == 1 else "usuários"}</h4></li></ul></section></div>')
    rows = []
    prev = None
    for k in range(n):
        m = posts[k]
        if prev is not None and (m.when - prev).days >= 4:
            rows.append('<div class="time-gap small-action"><div class="topic-avatar"></div><div '
                        f'class="small-action-desc timegap">{pt_gap(prev, m.when)}</div></div>')
        here = numbers[m.pid]
        if here - 1 in events:
            icon, who, what = events[here - 1]
            rows.append(pt_small(here - 1, icon, who, what, m.when - timedelta(minutes=20)))
        rows.append(pt_article(posts, k, here, numbers, tid, solution,
                               topic_map if k == 0 else ""))
        prev = m.when
    if (NOW - last).days > 30:
        rows.append(pt_small(num, "lock", "system", "fechou automaticamente",
                             last + timedelta(days=30)))
    suggested = "".join(
        f'<tr class="topic-list-item category-eletrica"><td class="main-link clearfix topic-list-'
        f'data" colspan="1"><span class="link-top-line"><a href="/t/{tid - 23 * (k + 1)}" class="'
        f'title raw-link raw-topic-link">{x}</a></span><div class="link-bottom-line"><a class="'
        'badge-category__wrapper" href="/c/eletrica/9"><span class="badge-category__name">Elétrica'
        f'</span></a></div></td><td class="num posts-map posts"><span class="number">{k * 6 + 3}'
        f'</span></td><td class="num views"><span class="number">{k * 211 + 95}</span></td><td '
        f'class="num activity age"><a href="#" class="post-activity">{pt_date(_others(k))}</a>'
        '</td></tr>'
        for k, x in enumerate(("Central multimídia reiniciando sozinha",
                               "Chiado no alto-falante dianteiro", "Bateria descarregando à noite",
                               "Bluetooth desconecta após atualização")))
    body = (
        '<section id="main" class="ember-application"><header class="d-header"><div class="wrap">'
        f'<a href="{PT}/"><img src="/uploads/logo.png" alt="Comunidade Carros" id="site-logo" '
        'class="logo-big"></a><span class="header-buttons"><button class="btn btn-primary btn-'
        'small sign-up-button">Inscrever-se</button><button class="btn btn-primary btn-small '
        'login-button">Entrar</button></span><a href="/search" title="Pesquisar tópicos, posts, '
        f'usuários ou categorias" class="icon btn-flat">{pt_icon("search")}</a></div></header>'
        '<div id="main-outlet" class="wrap" role="main"><div id="topic-title"><h1 data-topic-id="'
        f'{tid}"><a href="/t/{PT_SLUG}/{tid}" class="fancy-title">{PT_TITLE}</a></h1><div class="'
        'topic-category"><a class="badge-category__wrapper" href="/c/eletrica/9"><span class="'
        'badge-category__name">Elétrica</span></a><a href="/tag/multimidia" class="discourse-tag '
        'simple">multimidia</a></div></div><div class="row"><section class="topic-area" id="topic'
        f'" data-topic-id="{tid}"><div class="post-stream">{"".join(rows)}</div><div id="topic-'
        'footer-buttons"><button class="btn btn-primary create">Responder</button></div></section>'
        '<div class="timeline-container"><div class="topic-timeline"><a class="start-date">'
        f'{PT_MON[head.when.month - 1]} {head.when.year}</a><div class="timeline-replies">1 / '
        f'{num - 1}</div><a class="now-date">{pt_tiny(last)}</a></div></div></div><div class="'
        'more-topics__container"><h3 class="more-topics__list-title">Tópicos sugeridos</h3><table'
        ' class="topic-list"><thead><tr><th class="default">Tópico</th><th class="posts num">'
        'Respostas</th><th class="views num">Visualizações</th><th class="activity num">Atividade'
        f'</th></tr></thead><tbody>{suggested}</tbody></table></div></div><footer class="powered-'
        'by-discourse"><a href="https://discourse.org/powered-by">Desenvolvido por Discourse</a>'
        '</footer></section>')
    return page(f"{PT_TITLE} - Elétrica - Comunidade Carros", body, "pt-BR")


# --- SMF 2.1 in Dutch -------------------------------------------------------------------------

NLS = "https://www.autoclub-example.nl/forum/index.php"
NLS_TITLE = "Raar geluid sinds de laatste update"
NLS_MONTHS = ("januari februari maart april mei juni juli augustus september oktober november "
              "december").split()
NLS_GROUPS = ("Nieuwkomer", "Junior lid", "Lid", "Senior lid", "Hero lid")


def nls_date(t: datetime) -> str:
    """SMF 2.1's "%d %B %Y, %H:%M:%S" in Dutch, "Vandaag om" / "Gisteren om" near NOW."""
    if days_ago(t) in (0, 1):
        return f"{('Vandaag', 'Gisteren')[days_ago(t)]} om {t:%H:%M:%S}"
    return f"{t:%d} {NLS_MONTHS[t.month - 1]} {t.year}, {t:%H:%M:%S}"


def nls_msg(m: Message) -> int:
    return 183000 + m.pid * 5


def nls_post(posts: list[Message], k: int, tid: int) -> str:
    m = posts[k]
    msg = nls_msg(m)
    uid = 40 + m.uid * 23
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        qm = nls_msg(q)
        quote = (f'<blockquote class="bbc_standard_quote"><cite><a href="{NLS}?topic={tid}.msg'
                 f'{qm}#msg{qm}">Citaat van: {q.author} op {nls_date(q.when)}</a></cite>'
                 f'{escape(m.quote[2])}</blockquote>')
    avatar = (f'<li class="avatar"><a href="{NLS}?action=profile;u={uid}"><img class="avatar" '
              f'src="https://www.autoclub-example.nl/forum/custom_avatar/avatar_{uid}_'
              f'{_ts(joined(m))}.png" alt=""></a></li>' if m.uid % 3 != 1 else "")
    group = ('<li class="membergroup">Moderator</li>' if m.uid % 5 == 4 else "")
    stars = "".join('<img src="https://www.autoclub-example.nl/forum/Themes/default/images/'
                    'membericons/icon.png" alt="*">' for _ in range(m.uid % 5 + 1))
    modified = (f'<span class="smalltext modified floatright mvisible" id="modified_{msg}"><span'
                f' class="lastedit">Laatst bewerkt</span>: {nls_date(_later(m))} door '
                f'{m.author}</span>' if m.uid % 4 == 0 else
                f'<span class="smalltext modified floatright" id="modified_{msg}"></span>')
    sig = (f'<div class="signature" id="msg_{msg}_signature">{escape(m.signature)}</div>'
           if m.signature else "")
    likes = (m.uid + k * 3) % 4
    like_count = ("" if not likes else
                  '<li class="like_count smalltext">' + (f"{WHO[k % 5]} vindt dit leuk."
                                                         if likes == 1 else
                                                         f"{likes} personen vinden dit leuk.")
                  + "</li>")
    subject = NLS_TITLE if k == 0 else f"Re: {NLS_TITLE}"
    title = f"Reactie #{k} - {subject}" if k else subject
    counter = f"#{k}" if k else ""
    return (
        f'<div class="windowbg" id="msg{msg}"><div class="post_wrapper"><div class="poster"><h4>'
        '<span class="off" title="Offline"></span><a href="'
        f'{NLS}?action=profile;u={uid}" title="Bekijk het profiel van {m.author}">{m.author}</a>'
        '<span class="main_icons poster_details"></span></h4><ul class="user_info">'
        f'{group}{avatar}<li class="icons">{stars}</li><li class="postgroup">'
        f'{NLS_GROUPS[m.uid % 5]}</li><li class="postcount">Berichten: '
        f'{_thousands(m.uid * 409 % 3300 + 8, ".")}</li><li class="profile"><ol class="profile_'
        f'icons"><li><a href="{NLS}?action=profile;u={uid}" title="Profiel"><span class="main_'
        'icons www centericon"></span></a></li></ol></li><li class="poster_ip">Gelogd</li></ul>'
        '</div><div class="postarea"><div class="keyinfo"><div id="subject_'
        f'{msg}" class="subject_title subject_hidden"><a href="{NLS}?topic={tid}.msg{msg}#msg'
        f'{msg}" rel="nofollow">{subject}</a></div><span class="page_number floatright">{counter}'
        '</span><div class="postinfo"><span class="messageicon" style="position: absolute; z-'
        'index: -1;"><img src="https://www.autoclub-example.nl/forum/Themes/default/images/post/'
        f'xx.png" alt=""></span><a href="{NLS}?topic={tid}.msg{msg}#msg{msg}" title="{title}" '
        f'class="smalltext">{nls_date(m.when)}</a><span class="spacer"></span>{modified}</div><div'
        f' id="msg_{msg}_quick_mod"></div></div><div class="post"><div class="inner" data-msgid='
        f'"{msg}" id="msg_{msg}">{quote}{paras(m)}</div></div><div class="under_message"><ul class'
        f'="floatleft"><li class="smflikebutton" id="msg_{msg}_likes"><a href="{NLS}?action=likes'
        f';quickbuttons;ltype=msg;sa=like;like={msg}" class="msg_like"><span class="main_icons '
        f'like"></span> Vind ik leuk</a></li>{like_count}</ul><ul class="quickbuttons"><li><a '
        f'href="{NLS}?action=post;quote={msg};topic={tid}.0"><span class="main_icons quote">'
        '</span>Citeren</a></li><li class="post_options">Meer…</li></ul></div></div><div class="'
        f'moderatorbar">{sig}</div></div></div><hr class="post_separator">')


def smf21_nl(posts: list[Message]) -> str:
    """An SMF 2.1 topic (Curve2, Dutch pack): news, linktree, "Pagina's", "(Gelezen 1.234
    keer)"; div.windowbg: div.poster (member group on some, avatar on some, stars, post group,
    "Berichten: 1.234"), the hidden subject, "#3", the date "04 maart 2021, 10:12:33" /
    "Vandaag om 10:12:33" in a link titled "Reactie #3 - Re: ...", "Laatst bewerkt: ... door
    alice" on some, div.inner, the likes, the signature; quotes as blockquote.bbc_standard_quote
    > cite "Citaat van: bob op <date>"; who is viewing. The first post is the first message."""
    tid = 7600 + posts[0].pid % 400
    n = len(posts)
    items = "".join(nls_post(posts, k, tid) for k in range(n))
    pages = ('<div class="pagesection"><div class="buttonlist floatright"><a class="button" href'
             f'="{NLS}?action=post;topic={tid}.0">Reageer</a><a class="button" href="#">Notificeer'
             '</a><a class="button" href="#">Print</a></div><div class="pagelinks floatleft"><a '
             'href="#bot" class="button">Ga naar beneden</a> <span class="pages">Pagina\'s</span>'
             '<span class="current_page">1</span></div></div>')
    menu = "".join(f'<li class="button_{b}"><a href="{NLS}{h}"><span class="main_icons {b}">'
                   f'</span><span class="textmenu">{x}</span></a></li>'
                   for b, h, x in (("home", "", "Home"), ("help", "?action=help", "Help"),
                                   ("search", "?action=search", "Zoeken"),
                                   ("login", "?action=login", "Inloggen"),
                                   ("signup", "?action=signup", "Registreren")))
    crumbs = "".join(f'<li><a href="{NLS}{h}"><span>{x}</span></a></li>'
                     for h, x in (("", "AutoClub Forum"), ("#c3", "Techniek"),
                                  ("?board=11.0", "Audio, navigatie en elektronica")))
    body = (
        '<div id="footerfix"><div id="top_section"><div class="inner_wrap"><ul class="floatleft"'
        ' id="top_info"><li class="welcome">Welkom, <strong>Gast</strong>. <a href="'
        f'{NLS}?action=login">Inloggen</a> of <a href="{NLS}?action=signup">registreren</a>.</li>'
        f'</ul><form id="search_form" class="floatright" action="{NLS}?action=search2" method="'
        'post"><input type="search" name="search" value=""><button class="button">Zoeken</button>'
        '</form></div></div><div id="header"><h1 class="forumtitle"><a id="top" href="'
        f'{NLS}">AutoClub Forum</a></h1><div id="siteslogan">Sinds 2004 het forum voor '
        'autoliefhebbers</div></div><div id="wrapper"><div id="upper_section"><div id="inner_'
        'section"><div id="inner_wrap" class="hide_720"><div class="news"><h2>Nieuws:</h2><p>De '
        'voorjaarstoertocht is op 22 mei, meld je aan!</p></div></div><div id="main_menu"><ul '
        f'class="dropmenu menu_nav">{menu}</ul></div><div class="navigate_section"><ul>{crumbs}'
        f'<li class="last"><a href="{NLS}?topic={tid}.0"><span>{NLS_TITLE}</span></a></li></ul>'
        '</div></div></div><div id="content_section"><div id="main_content_section"><div id="'
        'display_head" class="information"><h2 class="display_title"><span id="top_subject">'
        f'{NLS_TITLE}</span></h2><p>Onderwerp gestart door {posts[0].author}, '
        f'{nls_date(posts[0].when)}</p><span class="nextlinks floatright"><a href="#">&laquo; '
        'vorige</a> <a href="#">volgende &raquo;</a></span></div>'
        f'{pages}<div id="forumposts"><div class="cat_bar"><h3 class="catbg">Onderwerp: '
        f'{NLS_TITLE} &nbsp;(Gelezen {_thousands(n * 131 + 940, ".")} keer)</h3></div><form action'
        f'="{NLS}?action=quickmod2;topic={tid}.0" method="post" id="quickModForm" name="quickMod'
        f'Form">{items}</form></div><a id="bot"></a>{pages}<div class="navigate_section"><ul>'
        f'{crumbs}</ul></div><div id="display_jump_to"></div><div id="whoisviewing" class="'
        f'smalltext">0 Leden en {n % 4 + 1} Gast bekijken dit topic.</div></div></div></div>'
        '</div><div id="footer"><div class="inner_wrap"><ul><li class="floatright"><a href="'
        f'{NLS}?action=help">Help</a> | <a href="{NLS}?action=agreement">Voorwaarden en regels'
        '</a> | <a href="#top_section">Ga naar boven &#9650;</a></li><li class="copyright"><a '
        f'href="{NLS}?action=credits" title="Licentie" target="_blank" rel="noopener">SMF 2.1.4 '
        '&copy; 2023</a>, <a href="https://www.simplemachines.org" title="Simple Machines" target'
        '="_blank" rel="noopener">Simple Machines</a></li></ul><p>Pagina gegenereerd in 0.061 '
        'seconden met 22 queries.</p></div></div>')
    return page(f"{NLS_TITLE}", body, "nl")


# --- MyBB 1.8 in Russian (classic postbit) ----------------------------------------------------

RUB = "https://forum.avtomir-example.ru"
RUB_TITLE = "Странный звук после последнего обновления"
RUB_BR = "<br />\n<br />\n"
RUB_TITLES = ("Новичок", "Участник", "Активный участник", "Опытный участник", "Модератор")


def rub_when(t: datetime) -> str:
    """MyBB's relative dates in Russian: "12 минут назад", "3 часа назад" titled "04.03.2021,
    10:12", "Сегодня, 10:12" / "Вчера, 21:10" (the day titled), else "04.03.2021, 10:12"."""
    full = f"{t:%d.%m.%Y}, {t:%H:%M}"
    s = _seconds(t)
    if 0 <= s < 3600:
        n = max(int(s // 60), 1)
        return f'<span title="{full}">{_ru(n, "минуту", "минуты", "минут")} назад</span>'
    if 0 <= s < 6 * 3600:
        n = int(s // 3600)
        return f'<span title="{full}">{_ru(n, "час", "часа", "часов")} назад</span>'
    if days_ago(t) in (0, 1):
        return f'<span title="{t:%d.%m.%Y}">{("Сегодня", "Вчера")[days_ago(t)]}</span>, {t:%H:%M}'
    return full


def rub_pid(m: Message) -> int:
    return 41000 + m.pid * 6


def rub_post(posts: list[Message], k: int, tid: int) -> str:
    m = posts[k]
    pid = rub_pid(m)
    uid = 150 + m.uid * 11
    prof = f"{RUB}/member.php?action=profile&amp;uid={uid}"
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = (f'<blockquote class="mycode_quote"><cite><span> ({q.when:%d.%m.%Y}, '
                 f'{q.when:%H:%M})</span>{q.author} писал(а): <a href="{RUB}/showthread.php?pid='
                 f'{rub_pid(q)}#pid{rub_pid(q)}" class="quick_jump"></a></cite>'
                 f'{escape(m.quote[2])}</blockquote>')
    edited = (f'<span class="edited_post">(Сообщение последний раз редактировалось '
              f'{_later(m):%d.%m.%Y}, {_later(m):%H:%M} пользователем <a href="{prof}">{m.author}'
              '</a>.)</span>' if m.uid % 4 == 1 else "")
    sig = (f'<div class="signature scaleimages"><hr size="1" width="25%" align="left" />'
           f'{escape(m.signature)}</div>' if m.signature else "")
    since = joined(m)
    stars = '<img src="images/star.png" border="0" alt="*" />' * (m.uid % 5 + 1)
    details = (f'Сообщений: {m.uid * 257 % 2100 + 6}<br />Тем: {m.uid * 19 % 70 + 1}<br />'
               f'Зарегистрирован: {since:%d.%m.%Y}<br />Репутация: <a href="reputation.php?uid='
               f'{uid}"><strong class="reputation_positive">{m.uid % 11}</strong></a>')
    thanked = [w for w in WHO if w != m.author][: (m.uid + k * 2) % 4]
    thanks = ""
    if thanked:
        names = ", ".join(f'<a href="#">{w}</a>' for w in thanked)
        thanks = (f'<div class="thx_list" id="thx_list{pid}"><span class="smalltext">Следующие '
                  f'пользователи сказали Спасибо {m.author} за это сообщение: </span><span class="'
                  f'smalltext">{names}</span></div>')
    online = ('<a href="online.php" title="Онлайн" class="online">Онлайн</a>' if m.uid % 6 == 2
              else '<span title="Оффлайн" class="offline">Оффлайн</span>')
    return (
        f'<a name="pid{pid}" id="pid{pid}"></a><div class="post classic " style="" id="post_{pid}'
        '"><div class="post_author scaleimages"><div class="author_avatar"><a href="'
        f'{prof}"><img src="./uploads/avatars/avatar_{uid}.jpg?dateline={_ts(since)}" alt="" '
        'width="70" height="70" /></a></div><div class="author_information"><strong><span class'
        f'="largetext"><a href="{prof}">{m.author}</a></span></strong> {online}<br /><span class="'
        f'smalltext">{RUB_TITLES[m.uid % 5]}<br />{stars}<br /></span></div><div class="author_'
        f'statistics">{details}</div></div><div class="post_content"><div class="post_head"><div '
        f'class="float_right" style="vertical-align: top"><strong><a href="showthread.php?tid='
        f'{tid}&amp;pid={pid}#pid{pid}" title="{"" if k == 0 else "RE: "}{RUB_TITLE}">#{k + 1}'
        f'</a></strong></div><span class="post_date">{rub_when(m.when)} <span class="post_edit" '
        f'id="edited_by_{pid}">{edited}</span></span></div><div class="post_body scaleimages" id'
        f'="pid_{pid}">{quote}{paras(m, RUB_BR)}</div>{sig}'
        f'<div class="post_meta" id="post_meta_{pid}"></div>{thanks}</div><div class="post_'
        'controls"><div class="postbit_buttons author_buttons float_left"><a href="'
        f'{prof}" title="Профиль" class="postbit_website"><span>Профиль</span></a></div><div '
        'class="postbit_buttons post_management_buttons float_right"><a href="newreply.php?tid='
        f'{tid}&amp;replyto={pid}" title="Цитировать это сообщение в ответе" class="postbit_quote'
        '"><span>Ответ</span></a><a href="#" class="postbit_thx"><span>Спасибо</span></a><a href'
        '="#" title="Пожаловаться на это сообщение модератору" class="postbit_report"><span>'
        'Жалоба</span></a></div></div></div>')


def mybb18_ru(posts: list[Message]) -> str:
    """A MyBB 1.8 thread in Russian with the classic postbit, as a moderator sees it:
    div.post.classic: the author column (Онлайн/Оффлайн, title, stars, "Сообщений: 123<br
    />Тем: 4<br />Зарегистрирован: 12.05.2012<br />Репутация: 5"), "#3", "12 минут назад" /
    "3 часа назад" titled, "Сегодня, 10:12" / "Вчера, 21:10" / "04.03.2021, 10:12", "(Сообщение
    последний раз редактировалось ...)" on some, the signature, the "Спасибо" plugin's list; a
    soft-deleted post; a "Реклама" block; quotes "(04.03.2021, 10:12)bob писал(а):"; "Похожие
    темы" with dates, "Текущее время". The first post is the first message."""
    tid = 5200 + posts[0].pid % 600
    n = len(posts)
    items = [rub_post(posts, k, tid) for k in range(n)]
    if n >= 6:
        when = posts[2].when + timedelta(hours=1, minutes=4)
        items.insert(3, (
            '<a name="pid41001" id="pid41001"></a><div class="post classic deleted_post_collapsed'
            '" id="post_41001"><div class="post_author"><strong><span class="largetext"><a href="'
            f'#">{WHO[4]}</a></span></strong></div><div class="post_content"><div class="post_head'
            f'"><span class="post_date">{rub_when(when)}</span></div><div class="post_body '
            'deleted_post_body">Это сообщение было удалено. <a href="#" class="deleted_post_'
            'show">Показать</a></div></div></div>'))
    ad = ('<div class="post classic" style="text-align:center"><div class="post_author"><strong>'
          'Реклама</strong></div><div class="post_content"><ins class="adsbygoogle" style="display'
          ':inline-block;width:728px;height:90px" data-ad-slot="6620019384"></ins></div></div>')
    similar = "".join(
        f'<tr><td class="trow{k % 2 + 1}"><a href="showthread.php?tid={tid - 41 * (k + 1)}">{x}'
        f'</a></td><td class="trow{k % 2 + 1}">{WHO[k]}</td><td class="trow{k % 2 + 1}" align="'
        f'center">{k * 3 + 2}</td><td class="trow{k % 2 + 1}" align="center">{k * 150 + 77}</td>'
        f'<td class="trow{k % 2 + 1}" style="white-space: nowrap"><span class="smalltext">'
        f'{rub_when(_others(k))}<br /><a href="#">Последний ответ</a>: {WHO[k + 1]}</span></td>'
        '</tr>' for k, x in enumerate(("Треск в динамиках после обновления прошивки",
                                       "Магнитола сама перезагружается",
                                       "Гул при включении фар")))
    links = "".join(f'<li><a href="{RUB}/{h}.php" class="{h}">{x}</a></li>'
                    for h, x in (("portal", "Портал"), ("search", "Поиск"),
                                 ("memberlist", "Пользователи"), ("calendar", "Календарь"),
                                 ("misc", "Помощь")))
    body = (
        '<div id="container"><a name="top" id="top"></a><div id="header"><div id="logo"><a href="'
        f'{RUB}/index.php"><img src="{RUB}/images/logo.png" alt="Форум АвтоМир" /></a><ul class="'
        f'menu top_links">{links}</ul></div><div id="panel"><div class="upper"><span class="'
        'welcome">С возвращением, <strong><a href="#">GregH</a></strong>. Последнее посещение: '
        f'<span title="{NOW:%d.%m.%Y}">Сегодня</span>, 16:41</span><ul class="menu user_links"><li>'
        '<a href="modcp.php">Панель модератора</a></li></ul></div></div></div><div id="content">'
        f'<div class="wrapper"><div class="navigation"><a href="{RUB}/index.php">Форум АвтоМир</a>'
        f' &rsaquo; <a href="{RUB}/forumdisplay.php?fid=14">Электрика и электроника</a> &rsaquo; '
        f'<span class="active">{RUB_TITLE}</span></div><div class="float_left"><strong>Рейтинг '
        'темы:</strong><ul class="star_rating"><li class="current_rating" style="width: 60%">3 '
        'голосов - 3 среднее</li></ul></div><div class="float_right"><a href="newreply.php?tid='
        f'{tid}" class="button new_reply_button"><span>Ответ</span></a></div><table border="0" '
        'cellspacing="0" cellpadding="5" class="tborder tfixed clear"><tr><td class="thead"><div '
        'class="float_right"><span class="smalltext"><strong><a href="#">Режим отображения: '
        f'Линейный</a></strong></span></div><div><strong>{RUB_TITLE}</strong></div></td></tr>'
        f'</table><div id="posts_container"><div id="posts">{items[0]}{ad if n > 1 else ""}'
        f'{"".join(items[1:])}</div></div><div class="tfoot"><a href="#">Следующая старая тема</a>'
        ' | <a href="#">Следующая новая тема</a></div><span class="smalltext">Пользователи '
        f'просматривают эту тему: GregH, {n % 3 + 1} Гость(ей)</span><table border="0" cellspacing'
        '="0" cellpadding="5" class="tborder"><tr><td class="thead" colspan="5"><strong>Похожие '
        'темы</strong></td></tr><tr><td class="tcat">Тема</td><td class="tcat">Автор</td><td '
        'class="tcat">Ответов</td><td class="tcat">Просмотров</td><td class="tcat">Последний '
        f'ответ</td></tr>{similar}</table></div></div><div id="footer"><ul class="menu bottom_'
        'links"><li><a href="contact.php">Обратная связь</a></li><li><a href="#top">Вернуться '
        'наверх</a></li><li><a href="archive/index.php">Облегчённая версия</a></li></ul><div class'
        f'="lower"><span id="current_time"><strong>Текущее время:</strong> {NOW:%d.%m.%Y}, '
        f'{NOW:%H:%M}</span><span id="copyright">Форум работает на <a href="https://mybb.com">MyBB'
        '</a>, &copy; 2002-2021 <a href="https://mybb.com">MyBB Group</a>.</span></div></div>'
        '</div>')
    return page(f"{RUB_TITLE} - Форум АвтоМир", body, "ru")


# --- Invision Community 4 in Japanese ---------------------------------------------------------

IPJ = "https://community.kuruma-example.jp"
IPJ_TITLE = "アップデートしてからスピーカーから変な音がします"
IPJ_GROUPS = ("メンバー", "メンバー", "上級メンバー", "モデレーター", "メンバー")
IPJ_RANKS = ("新参者", "常連", "熟練者", "エキスパート", "達人")
IPJ_DAYS = ("月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日", "日曜日")


def ipj_day(t: datetime) -> str:
    """"2021年3月4日"."""
    return f"{t.year}年{t.month}月{t.day}日"


def ipj_when(t: datetime) -> str:
    """IPS's relative dates in Japanese: "たった今", "12 分前", "3 時間前", "昨日 10:12",
    "木曜日 10:12" within the week, "3月4日" this year, then "2020年3月4日"."""
    s = _seconds(t)
    if 0 <= s < 60:
        return "たった今"
    if 0 <= s < 3600:
        return f"{int(s // 60)} 分前"
    if 0 <= s < 86400 and days_ago(t) == 0:
        return f"{int(s // 3600)} 時間前"
    if days_ago(t) == 1:
        return f"昨日 {t:%H:%M}"
    if 1 < days_ago(t) < 7:
        return f"{IPJ_DAYS[t.weekday()]} {t:%H:%M}"
    if t.year == NOW.year:
        return f"{t.month}月{t.day}日"
    return ipj_day(t)


def ipj_time(t: datetime) -> str:
    """<time> in UTC, titled "2021/03/04 10:12" (Tokyo), data-short "4 年" / "3 時間"."""
    n, unit = _ago_units(t)
    short = f"{n} " + {"now": "分", "min": "分", "h": "時間", "d": "日", "mo": "ヶ月",
                       "y": "年"}[unit]
    utc = t - timedelta(hours=9)
    return (f'<time datetime="{utc:%Y-%m-%dT%H:%M:%S}Z" title="{t:%Y/%m/%d %H:%M}" data-short="'
            f'{short}">{ipj_when(t)}</time>')


def ipj_cid(m: Message) -> int:
    return 260000 + m.pid * 3


def ipj_profile(m: Message) -> str:
    return f"{IPJ}/profile/{m.uid * 37 + 2}-{_handle(m)}/"


def ipj_post(posts: list[Message], k: int, tid: int, best: int | None) -> str:
    m = posts[k]
    cid = ipj_cid(m)
    prof = ipj_profile(m)
    link = f"{IPJ}/topic/{tid}-speaker-noise/?do=findComment&amp;comment={cid}"
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = (
            '<blockquote class="ipsQuote" data-ipsquote="" data-ipsquote-contentapp="forums" '
            'data-ipsquote-contentclass="forums_Topic" data-ipsquote-contentcommentid="'
            f'{ipj_cid(q)}" data-ipsquote-contentid="{tid}" data-ipsquote-contenttype="forums" '
            f'data-ipsquote-timestamp="{_ts(q.when) - 9 * 3600}" data-ipsquote-userid="'
            f'{q.uid * 37 + 2}" data-ipsquote-username="{q.author}"><div class="ipsQuote_citation"'
            f'>{ipj_day(q.when)} {q.when:%H:%M} に {q.author} さんが書き込みました:</div><div '
            f'class="ipsQuote_contents ipsClearfix" data-gramm="false"><p>{escape(m.quote[2])}</p>'
            '</div></blockquote>')
    edited = (f'<span class="ipsType_reset ipsType_medium ipsType_light" data-excludequote>'
              f'<strong>{m.author} さんが {ipj_day(_later(m))} に編集</strong></span>'
              if m.uid % 4 == 2 else "")
    sig = (f'<div data-role="memberSignature" class="ipsResponsive_hidePhone"><hr class="ipsHr '
           f'ipsHr_thin"><div class="ipsType_richText ipsType_normal" data-controller="core.front.'
           f'core.lightboxedImages">{escape(m.signature)}</div></div>' if m.signature else "")
    react = (m.uid * 2 + k) % 5
    reactions = (f'<div class="ipsReact_reactCount"><a href="#" data-ipstooltip title="いいね!">'
                 f'<span><img src="/uploads/reactions/react_like.png" alt="いいね!" loading="lazy"'
                 f'></span><span>{react}</span></a></div>' if react else "")
    solved = k == best
    badge = ('<div class="ipsComment_badges"><strong class="ipsBadge ipsBadge_large ipsComment_'
             'bestAnswerBadge ipsBadge_positive"><i class="fa fa-check"></i> ベストアンサー'
             '</strong></div>' if solved else "")
    author_badge = ('<li><strong class="ipsBadge ipsBadge_large ipsBadge_highlightedGroup">投稿者'
                    '</strong></li>' if k and m.author == posts[0].author else "")
    since = joined(m)
    return (
        f'<article id="elComment_{cid}" class="cPost ipsBox ipsResponsive_pull ipsComment '
        f'ipsComment_parent ipsClearfix ipsClear ipsColumns ipsColumns_noSpacing ipsColumns_'
        f'collapsePhone {"ipsComment_solved" if solved else ""}"><aside class="ipsComment_author '
        'cAuthorPane ipsColumn ipsColumn_medium ipsResponsive_hidePhone"><h3 class="ipsType_'
        f'sectionHead cAuthorPane_author ipsType_blendLinks ipsType_break"><strong><a href="{prof}'
        f'" data-ipshover title="{m.author} のプロフィールへ移動" class="ipsType_break">{m.author}'
        '</a></strong></h3><ul class="cAuthorPane_info ipsList_reset"><li data-role="rank-title" '
        f'class="ipsType_break">{IPJ_RANKS[m.uid % 5]}</li><li data-role="photo" class="'
        f'cAuthorPane_photo"><a href="{prof}" class="ipsUserPhoto ipsUserPhoto_large"><img src="'
        f'{IPJ}/uploads/monthly_{since:%Y_%m}/{_hash(m.uid, 10)}.thumb.png" alt="{m.author}" '
        f'loading="lazy"></a></li><li data-role="group">{IPJ_GROUPS[m.uid % 5]}</li><li data-role'
        '="stats" class="ipsMargin_top"><ul class="ipsList_reset ipsType_light cAuthorPane_stats">'
        f'<li><a href="{prof}content/" title="{m.uid * 173 % 1500 + 3} 投稿" class="ipsType_blend'
        f'Links"><i class="fa fa-comment"></i> {m.uid * 173 % 1500 + 3}</a></li><li><span class="'
        f'ipsRepBadge ipsRepBadge_positive" title="評価"><i class="fa fa-plus-circle"></i> '
        f'{m.uid * 31 % 400 + 1}</span></li></ul></li><li data-role="custom-field" class="ipsType_'
        f'break">登録日: {ipj_day(since)}</li></ul></aside><div class="ipsColumn ipsColumn_fluid '
        f'ipsMargin:none"><div id="comment-{cid}_wrap" data-controller="core.front.core.comment" '
        f'data-commentapp="forums" data-commenttype="forums" data-commentid="{cid}" class="'
        'ipsComment_content ipsType_medium"><div class="ipsComment_meta ipsType_light ipsFlex '
        'ipsFlex-ai:center ipsFlex-jc:between ipsFlex-fd:row-reverse"><ul class="ipsList_reset '
        f'ipsComment_tools">{author_badge}<li><a href="{link}" data-ipstooltip title="'
        f'この投稿を共有" class="ipsType_blendLinks">#{k + 1}</a></li></ul><div class="'
        'ipsType_reset"><a href="'
        f'{link}" rel="nofollow" class="ipsType_blendLinks">{ipj_time(m.when)} に投稿</a>{edited}'
        f'</div></div>{badge}<div class="cPost_contentWrap"><div data-role="commentContent" class='
        f'"ipsType_normal ipsType_richText ipsPadding_bottom ipsContained">{quote}{p_tags(m)}'
        '</div><div class="ipsItemControls"><div class="ipsReact ipsPos_right">'
        f'{reactions}</div><ul class="ipsComment_controls ipsClearfix"><li><a href="#" data-action'
        '="multiQuoteComment" class="ipsButton ipsButton_light ipsButton_verySmall">引用</a></li>'
        f'</ul></div>{sig}</div></div></div></article>')


def ipb4_ja(posts: list[Message]) -> str:
    """An Invision Community 4.6 topic in Japanese: "alice さんが <time> に投稿", the solved
    box ("解決済み", an excerpt) above the posts; article.cPost: the author pane (rank, group,
    posts, reputation, "登録日: 2012年5月12日"), "<time> に投稿" titled "2021/03/04 10:12"
    reading "12 分前" / "昨日 10:12" / "木曜日 10:12" / "3月4日" / "2020年3月4日", "... に編集" on
    some, "#3", "投稿者" and "ベストアンサー" badges, reactions, the signature; an ad
    after the first post; quotes "2021年3月4日 10:12 に bob さんが書き込みました:"; "類似コンテンツ"
    with dates. The first post is the first message."""
    head = posts[0]
    tid = 18400 + head.pid % 500
    n = len(posts)
    best = next((k for k in range(1, n) if posts[k].author != head.author
                 and posts[k].uid % 2 == 1), None)
    items = [ipj_post(posts, k, tid, best) for k in range(n)]
    ad = ('<div class="ipsSpacer_both ipsSpacer_half"><ul class="ipsList_inline ipsType_center '
          'ipsList_reset ipsList_noSpacing"><li class="ipsAdvertisement ipsResponsive_showDesktop'
          ' ipsResponsive_inlineBlock ipsAreaBackground_light"><ins class="adsbygoogle" style="'
          'display:inline-block;width:728px;height:90px" data-ad-slot="2201984456"></ins></li>'
          '</ul></div>')
    solved_box = ""
    if best is not None:
        s = posts[best]
        solved_box = (
            '<div class="ipsBox ipsResponsive_pull ipsMargin_bottom cTopicAnswer"><div class="'
            'ipsPadding ipsFlex ipsFlex-ai:center"><div class="ipsFlex-flex:11"><h2 class="'
            'ipsType_sectionHead ipsType_positive"><i class="fa fa-check-circle"></i> 解決済み'
            f'</h2><p class="ipsType_reset ipsType_medium"><a href="{ipj_profile(s)}">{s.author}'
            f'</a> さんの投稿で解決しました · {ipj_time(s.when)}</p><div class="ipsType_richText '
            f'ipsType_medium ipsTruncate ipsTruncate_line">{_excerpt(s, 60)}</div></div><a href="'
            f'{IPJ}/topic/{tid}-speaker-noise/?do=findComment&amp;comment={ipj_cid(s)}" class="'
            'ipsButton ipsButton_verySmall ipsButton_light">解決策へ移動</a></div></div>')
    similar = "".join(
        f'<li class="ipsDataItem"><div class="ipsDataItem_main"><h4 class="ipsDataItem_title '
        f'ipsContained_container"><span class="ipsType_break ipsContained"><a href="{IPJ}/topic/'
        f'{tid - 67 * (k + 1)}-x/">{x}</a></span></h4><p class="ipsType_reset ipsType_medium '
        f'ipsType_light"><a href="#">{WHO[k]}</a> さんが {ipj_time(_others(k + 1))} に投稿</p>'
        f'</div><ul class="ipsDataItem_stats"><li>返信 {k * 4 + 1} 件</li></ul><ul class="'
        f'ipsDataItem_lastPoster ipsDataItem_withPhoto"><li>{WHO[k + 1]}</li><li class="'
        f'ipsType_light">{ipj_time(_others(k))}</li></ul></li>'
        for k, x in enumerate(("ナビの音声がときどき途切れる", "バッテリーが一晩で上がってしまう",
                               "ドラレコの録画が止まる件")))
    nav = "".join(f'<li><a href="{IPJ}/{h}">{x}</a></li>'
                  for h, x in (("", "ホーム"), ("forums/", "フォーラム"),
                               ("discover/", "アクティビティ"), ("online/", "オンライン")))
    body = (
        '<div id="ipsLayout_header" class="ipsClearfix"><header><a href="/" id="elLogo"><img src="'
        '/uploads/logo.png" alt="クルマ仲間コミュニティ"></a><ul id="elUserNav" class="ipsList_'
        'inline cSignedOut"><li id="elSignInLink"><a href="/login/">既存ユーザーのサインイン</a>'
        '</li><li><a href="/register/" class="ipsButton ipsButton_primary">新規登録</a></li></ul>'
        '</header><nav class="ipsNavBar_noSubBars"><ul data-role="primaryNavBar">'
        f'{nav}</ul></nav></div><main id="ipsLayout_body" class="ipsLayout_container"><nav class="'
        'ipsBreadcrumb ipsBreadcrumb_top"><ul data-role="breadcrumbList"><li><a href="/">ホーム</a>'
        '</li><li><a href="/forums/">フォーラム</a></li><li><a href="/forum/12-audio/">カーオーディ'
        'オ・ナビ</a></li></ul></nav><div class="ipsPageHeader ipsResponsive_pull ipsBox ipsPadding'
        ' ipsMargin_bottom"><h1 class="ipsType_pageTitle ipsContained_container"><span class="'
        f'ipsType_break ipsContained"><span>{IPJ_TITLE}</span></span></h1><a href="#" class="'
        'ipsFollow ipsButton ipsButton_light ipsButton_verySmall">フォロー 1</a><div class="'
        'ipsPageHeader__meta"><p class="ipsType_reset ipsType_blendLinks"><strong><a href="'
        f'{ipj_profile(head)}">{head.author}</a></strong> さんが <span class="ipsType_light">'
        f'{ipj_time(head.when)} に投稿</span></p></div></div><ul class="ipsToolList ipsToolList_'
        'horizontal"><li><a href="#replyForm" class="ipsButton ipsButton_link">このトピックに返信'
        '</a></li></ul><ul class="ipsPagination"><li class="ipsPagination_page ipsPagination_'
        f'active"><a href="#">1</a></li></ul>{solved_box}<div id="comments" data-controller="'
        f'core.front.core.commentFeed,forums.front.topic.view" data-feedid="topic-{tid}" class="'
        'cTopic ipsClear ipsSpacer_top"><div data-role="commentFeed" class="ipsAreaBackground_'
        f'light ipsPad_half">{items[0]}{ad if n > 1 else ""}{"".join(items[1:])}</div></div><div '
        'class="ipsWidget ipsWidget_horizontal ipsBox"><h3 class="ipsType_reset ipsWidget_title">'
        f'類似コンテンツ</h3><ul class="ipsDataList ipsDataList_reducedSpacing">{similar}</ul>'
        '</div><div class="ipsWidget ipsWidget_horizontal ipsBox"><h3 class="ipsWidget_title">'
        'このトピックを閲覧中のユーザー</h3><p class="ipsType_reset ipsType_light">'
        f'0 人のメンバーと {n % 3 + 1} 人のゲストがこのトピックを閲覧中です。</p></div></main>'
        '<footer id="ipsLayout_'
        'footer"><ul id="elFooterLinks"><li><a href="/privacy/">プライバシーポリシー</a></li><li><a'
        ' href="/contact/">お問い合わせ</a></li></ul><p id="elCopyright">クルマ仲間コミュニティ <a '
        'rel="nofollow" href="https://www.invisioncommunity.com/">Powered by Invision Community'
        '</a></p></footer>')
    return page(f"{IPJ_TITLE} - カーオーディオ・ナビ - クルマ仲間コミュニティ", body, "ja")


# --- NodeBB 3 (Harmony) in German (saved DOM) -------------------------------------------------

NB = "https://community.schrauber-example.de"
NB_TITLE = "Komisches Knistern seit dem letzten Update"
NB_SLUG = "komisches-knistern-seit-dem-letzten-update"
NB_COLORS = "#e91e63 #9c27b0 #3f51b5 #009688 #ff5722 #795548 #607d8b #f44336".split()


NB_AGO = {"ago": "vor %s", "s": "wenigen Sekunden", "m": "etwa einer Minute", "mm": "%d Minuten",
          "h": "etwa einer Stunde", "hh": "%d Stunden", "d": "etwa einem Tag", "dd": "%d Tagen",
          "M": "etwa einem Monat", "MM": "%d Monaten", "y": "etwa einem Jahr", "yy": "%d Jahren"}


def nb_ago(t: datetime) -> str:
    """jquery.timeago in German: "vor wenigen Sekunden", "vor etwa einer Stunde", "vor 5
    Stunden", "vor 4 Tagen", "vor etwa einem Monat", "vor 4 Monaten", "vor 2 Jahren"."""
    return _fuzzy(t, NB_AGO)


def nb_local(t: datetime) -> str:
    """toLocaleString() in de-DE: "4.3.2021, 10:12:33"."""
    return f"{t.day}.{t.month}.{t.year}, {t:%H:%M:%S}"


def nb_timeago(t: datetime, cls: str = "timeago text-muted") -> str:
    """A span once timeago has run: the title replaced by the local date."""
    return f'<span class="{cls}" title="{nb_local(t)}">{nb_ago(t)}</span>'


def nb_avatar(name: str, uid: int, size: int) -> str:
    return (f'<span title="{name}" data-uid="{uid}" class="avatar avatar-tooltip not-responsive '
            f'avatar-rounded" component="user/picture" style="--avatar-size: {size}px; '
            f'background-color: {NB_COLORS[uid % 8]};">{name[0].upper()}</span>')


def nb_pid(m: Message) -> int:
    return 51000 + m.pid * 2


def nb_event(eid: int, icon: str, who: str, what: str, t: datetime) -> str:
    slug = who.lower().replace(".", "-")
    return (
        f'<li component="topic/event" class="timeline-event text-muted d-flex align-items-center '
        f'gap-2 px-2 px-lg-0" data-topic-event-id="{eid}" data-topic-event-type="{icon}"><div '
        f'class="timeline-badge"><i class="fa fa-{icon} small"></i></div><span class="timeline-'
        f'text small d-flex align-items-center gap-1 flex-wrap" component="topic/event/text"><a '
        f'href="{NB}/user/{slug}">{nb_avatar(who, len(who), 16)}</a> <a href="{NB}/user/{slug}"'
        f'>{who}</a> {what} {nb_timeago(t, "timeago timeline-text")}</span></li>')


def nb_post(posts: list[Message], k: int, tid: int, replies: int) -> str:
    m = posts[k]
    pid = nb_pid(m)
    uid = 20 + m.uid * 3
    slug = _handle(m)
    head = posts[0]
    quote = parent = ""
    if m.quote:
        q = _quoted(posts, m)
        qp = nb_pid(q)
        quote = (f'<p><a class="plugin-mentions-user plugin-mentions-a" href="{NB}/uid/'
                 f'{20 + q.uid * 3}">@{q.author}</a> sagte in <a href="{NB}/post/{qp}">'
                 f'{NB_TITLE}</a>:</p><blockquote><p>{escape(m.quote[2])}</p></blockquote>')
        parent = (f'<a component="post/parent" class="btn btn-ghost btn-sm d-flex gap-2 text-'
                  f'truncate" data-topid="{qp}" href="{NB}/post/{qp}"><i class="fa fa-fw fa-reply '
                  f'text-primary"></i><span class="text-muted">Antwort auf</span> '
                  f'{nb_avatar(q.author, 20 + q.uid * 3, 16)} <span class="fw-semibold">{q.author}'
                  '</span></a>')
    group = ('<a href="/groups/moderatoren" class="badge rounded-1 text-uppercase text-truncate '
             'text-decoration-none" style="color:#ffffff;background-color: #1b5e20;"><i class="fa '
             'fa-shield me-1"></i><span class="badge-text align-text-bottom">Moderatoren</span></a>'
             if m.uid % 5 == 4 else "")
    edited = ""
    if m.uid % 4 == 1:
        e = _later(m)
        edited = (f'<i component="post/edit-indicator" class="fa fa-edit text-muted edit-icon" '
                  f'title="Bearbeitet {nb_local(e)}"></i><span data-editor="{slug}" component="post'
                  f'/editor" class="visually-hidden">zuletzt bearbeitet von {m.author} '
                  f'{nb_timeago(e, "timeago")}</span>')
    sig = (f'<div component="post/signature" data-uid="{uid}" class="text-xs text-muted mt-2">'
           f'<p>{escape(m.signature)}</p></div>' if m.signature else "")
    votes = (m.uid * 3 + k) % 6
    more = (f'<a component="post/reply-count" data-target-component="post/replies/container" '
            f'href="#" class="d-flex gap-2 align-items-center btn btn-ghost ff-secondary border '
            f'text-start p-1 text-truncate"><span class="ms-2 text-xs fw-semibold">'
            f'{_n(replies, "Antwort", "Antworten")}</span></a>' if replies else "")
    owner = " topic-owner-post" if m.author == head.author else ""
    return (
        f'<li component="post" class="pt-4{owner}" data-index="{k}" data-pid="{pid}" data-uid="'
        f'{uid}" data-timestamp="{_ts(_prague_utc(m.when)) * 1000}" data-username="{m.author}" '
        f'data-userslug="{slug}" itemprop="comment" itemtype="http://schema.org/Comment" '
        f'itemscope><a component="post/anchor" data-index="{k}" id="{k + 1}"></a><meta itemprop="'
        f'datePublished" content="{_cet_z(m.when)}"><div class="d-flex align-items-start gap-3">'
        f'<div class="bg-body d-none d-sm-block rounded-circle"><a class="d-inline-block position-'
        f'relative" href="{NB}/user/{slug}" aria-label="Profilseite für {m.author}">'
        f'{nb_avatar(m.author, uid, 48)}<span component="user/status" class="position-absolute '
        'status offline"><span class="visually-hidden">Offline</span></span></a></div><div class="'
        'post-container d-flex gap-2 flex-grow-1 flex-column w-100"><div class="d-flex align-'
        'items-start justify-content-between gap-1 flex-nowrap w-100 post-header" itemprop="author'
        '" itemscope itemtype="https://schema.org/Person"><div class="d-flex gap-1 flex-wrap '
        f'align-items-center text-truncate"><meta itemprop="name" content="{m.author}"><a class="'
        f'fw-bold text-nowrap text-truncate" href="{NB}/user/{slug}" data-username="{m.author}" '
        f'data-uid="{uid}">{m.author}</a>{group}<div class="d-flex gap-1 align-items-center"><span'
        f' class="text-muted">geschrieben <a href="{NB}/post/{pid}" class="timeago text-muted" '
        f'title="{nb_local(m.when)}">{nb_ago(m.when)}</a></span>{edited}</div>{parent}</div><a '
        f'href="{NB}/post/{pid}" class="post-index text-muted d-none d-md-inline">#{k + 1}</a>'
        '</div><div class="content text-break" component="post/content" itemprop="text">'
        f'{quote}{p_tags(m)}</div><div component="post/footer" class="post-footer border-bottom '
        f'pb-2">{sig}<div class="d-flex flex-wrap-reverse gap-2 justify-content-end">{more}<div '
        'component="post/actions" class="d-flex flex-grow-1 justify-content-end gap-1 post-tools">'
        '<a component="post/reply" href="#" class="btn btn-ghost btn-sm" title="Antworten"><i '
        'class="fa fa-fw fa-reply"></i></a><a component="post/quote" href="#" class="btn btn-ghost'
        ' btn-sm" title="Zitieren"><i class="fa fa-fw fa-quote-right"></i></a><a component="post/'
        f'vote-count" href="#" class="btn btn-ghost btn-sm" data-votes="{votes}">{votes}</a></div>'
        '</div></div></div></div></li>')


def nodebb_de(posts: list[Message]) -> str:
    """A NodeBB 3 topic (Harmony) in German as the DOM holds it: the left sidebar, the
    topic header ("Beiträge", "Aufrufe"); li[component=post]: meta datePublished (UTC), the
    letter avatar, the name, a group badge on some, "geschrieben vor 4 Monaten" (timeago:
    "vor etwa einer Stunde", "vor 4 Tagen") titled "4.3.2021, 10:12:33", the edit mark on some,
    "Antwort auf bob", "#3", div.content, the signature, "2 Antworten"; topic events between
    posts (angeheftet, verschoben, gesperrt); quotes "@bob sagte in ...:" + blockquote; the
    navigator; "Vorgeschlagene Themen". Thread order; the first post is the first message."""
    head = posts[0]
    n = len(posts)
    tid = 3300 + head.pid % 500
    index = {m.pid: k for k, m in enumerate(posts)}
    replies = {k: 0 for k in range(n)}
    for m in posts:
        if m.quote and m.quote[1] in index:
            replies[index[m.quote[1]]] += 1
    rows = []
    for k in range(n):
        m = posts[k]
        if k == 2:
            rows.append(nb_event(1, "thumb-tack", WHO[0], "hat dieses Thema angeheftet",
                                 m.when - timedelta(minutes=25)))
        if k == 5:
            rows.append(nb_event(2, "arrow-circle-right", WHO[1], 'hat dieses Thema von <a href="'
                                 f'{NB}/category/2/allgemein">Allgemein</a> nach <a href="{NB}/'
                                 'category/5/technik">Technik</a> verschoben',
                                 m.when - timedelta(minutes=8)))
        rows.append(nb_post(posts, k, tid, replies[k]))
    last = posts[-1].when
    if n >= 3:
        rows.append(nb_event(3, "lock", WHO[0], "hat dieses Thema gesperrt",
                             last + timedelta(hours=5)))
    suggested = "".join(
        f'<li component="category/topic" class="category-item hoverable-item d-flex gap-3 py-2" '
        f'data-tid="{tid - 13 * (k + 1)}"><div class="d-flex flex-column gap-1 w-100"><h3 class="'
        f'title text-break fs-5 fw-semibold m-0 tracking-tight"><a class="text-reset" href="{NB}'
        f'/topic/{tid - 13 * (k + 1)}">{x}</a></h3><span class="text-muted text-xs">'
        f'{WHO[k]} &bull; {nb_timeago(_others(k + 1), "timeago")}</span><span class="text-xs">'
        f'{_n(k * 3 + 2, "Beitrag", "Beiträge")}</span></div><div class="lastpost text-xs">'
        f'{nb_timeago(_others(k), "timeago")}</div></li>'
        for k, x in enumerate(("Radio startet nach dem Update ständig neu",
                               "Batterie über Nacht leer", "Brummen aus dem Subwoofer")))
    side = "".join(f'<li class="nav-item mx-2"><a class="nav-link navigation-link" href="{NB}/'
                   f'{h}"><i class="fa fa-fw {i}"></i><span class="nav-text small">{x}</span></a>'
                   '</li>'
                   for h, i, x in (("categories", "fa-list", "Kategorien"),
                                   ("recent", "fa-clock-o", "Aktuell"),
                                   ("tags", "fa-tags", "Tags"), ("popular", "fa-fire", "Beliebt"),
                                   ("users", "fa-user", "Benutzer"),
                                   ("groups", "fa-group", "Gruppen")))
    posters = len({m.author for m in posts})
    stat = ('<span class="badge text-body border stats text-xs"><span class="fw-bold">{}</span> '
            '<span class="text-lowercase fw-normal">{}</span></span>')
    body = (
        '<div class="layout-container d-flex justify-content-between pb-4 pb-md-0"><nav component'
        '="sidebar/left" class="text-dark bg-light sidebar sidebar-left start-0 border-end vh-100 '
        f'd-none d-lg-flex flex-column sticky-top"><ul id="main-nav" class="list-unstyled">{side}'
        '</ul></nav><main id="panel" class="d-flex flex-column gap-3 flex-grow-1 mt-3"><div class'
        '="container-lg px-md-4 d-flex flex-column gap-3 h-100" id="content"><ol class="breadcrumb'
        f' mb-0" itemscope itemprop="breadcrumb" itemtype="http://schema.org/BreadcrumbList"><li '
        f'class="breadcrumb-item"><a href="{NB}/">Home</a></li><li class="breadcrumb-item"><a href'
        f'="{NB}/category/5/technik">Technik</a></li><li class="breadcrumb-item active">{NB_TITLE}'
        '</li></ol><div class="topic-header sticky-top mb-3 bg-body"><h1 component="post/header" '
        'class="tracking-tight fw-semibold fs-3 mb-0 text-break" itemprop="name"><span class="'
        f'topic-title" component="topic/title">{NB_TITLE}</span></h1><div class="topic-info d-flex'
        ' gap-2 align-items-center flex-wrap"><a href="/category/5/technik" class="badge px-1 text'
        '-truncate text-decoration-none border" style="color: #ffffff;background-color: #86ba4b;"'
        f'><i class="fa fa-fw fa-wrench"></i> Technik</a>{stat.format(posters, "Kommentatoren")}'
        f'{stat.format(n, "Beiträge")}{stat.format(n * 53 + 210, "Aufrufe")}</div></div><div '
        'class="row mb-4 mb-lg-0"><div class="topic col-lg-9"><ul component="topic" class="posts '
        f'timeline mt-sm-2 p-0 py-3" data-tid="{tid}" data-cid="5">{"".join(rows)}</ul><h3 class="'
        'fw-semibold fs-5 mt-5">Vorgeschlagene Themen</h3><ul class="categories-list list-unstyled'
        f'">{suggested}</ul></div><div class="col-lg-3 d-none d-lg-block"><div component="topic/'
        'navigator" class="pagination-block border-start d-flex flex-column ms-2"><a href="#" '
        f'class="timeline-start text-xs text-muted">{head.when.day}. '
        f'{MONTHS_DE[head.when.month - 1]} {head.when.year}</a><span class="pagination-text text-'
        f'sm">1 / {n}</span><a href="#" class="timeline-end text-xs text-muted">{nb_ago(last)}'
        '</a></div><a href="#" class="btn btn-primary btn-sm">Antworten</a><a href="#" class="btn'
        ' btn-ghost btn-sm">Sortieren: Älteste zuerst</a></div></div></div></main></div><footer '
        'class="footer mt-auto"><p>Powered by <a target="_blank" href="https://nodebb.org">NodeBB'
        '</a> | <a href="/impressum">Impressum</a> | <a href="/datenschutz">Datenschutz</a></p>'
        '</footer>')
    return page(f"{NB_TITLE} | Schrauber-Community", body, "de")


# --- Server Fault question --------------------------------------------------------------------

SF = "https://serverfault.com"
SF_TITLE = "Nginx returns intermittent 502 errors after the last kernel update"
SF_TAGS = ("nginx", "linux", "kernel", "502-error", "ubuntu-20.04")


def _zulu(t: datetime) -> str:
    return f"{t:%Y-%m-%d %H:%M:%S}Z"


def sf_uid(m: Message) -> int:
    return 41000 + m.uid * 3917


def sf_rep(m: Message) -> str:
    rep = m.uid * 4409 % 90000 + 57
    return f"{rep / 1000:.1f}k" if rep >= 10000 else _thousands(rep, ",")


def sf_gravatar(m: Message) -> str:
    return (f'<div class="user-gravatar32"><a href="/users/{sf_uid(m)}/{_handle(m)}"><img src="'
            f'https://www.gravatar.com/avatar/{_hash(m.uid * 7, 32)}?s=64&amp;d=identicon" alt="'
            f'{m.author}\'s user avatar" width="32" height="32" class="bar-sm"></a></div>')


def sf_card(m: Message, verb: str, t: datetime, owner: bool) -> str:
    badges = "".join(f'<span title="{c} {x} badges"><span class="badge{i + 1}"></span><span '
                     f'class="badgecount">{c}</span></span>'
                     for i, (x, c) in enumerate((("gold", m.uid % 5), ("silver", m.uid % 17 + 2),
                                                 ("bronze", m.uid % 29 + 11))) if c)
    return (
        f'<div class="post-signature{" owner" if owner else ""} flex--item fl0"><div class="user-'
        f'info user-hover"><div class="user-action-time">{verb} {au_span(t)}</div>'
        f'{sf_gravatar(m)}<div class="user-details" itemprop="author" itemscope itemtype="http://'
        f'schema.org/Person"><a href="/users/{sf_uid(m)}/{_handle(m)}">{m.author}</a><div class="'
        f'-flair"><span class="reputation-score" title="reputation score" dir="ltr">{sf_rep(m)}'
        f'</span>{badges}</div></div></div></div>')


def sf_editor(posts: list[Message], k: int, pid: int) -> str:
    """The "edited" signature: by the author (no card) or by another user (a card)."""
    m = posts[k]
    if m.uid % 3 == 0:
        return ""
    card = ""
    if m.uid % 3 == 2:
        ed = posts[(k + 1) % len(posts)]
        card = (f'{sf_gravatar(ed)}<div class="user-details"><a href="/users/{sf_uid(ed)}/'
                f'{_handle(ed)}">{ed.author}</a><div class="-flair"><span class="reputation-score"'
                f' dir="ltr">{sf_rep(ed)}</span></div></div>')
    return (f'<div class="post-signature flex--item"><div class="user-info"><div class="user-'
            f'action-time"><a href="/posts/{pid}/revisions" title="show all edits to this post">'
            f'edited {au_span(_later(m, 95))}</a></div>{card}</div></div>')


def sf_comments(posts: list[Message], pid: int, ks: list[int]) -> str:
    items = []
    for k in ks:
        m = posts[k]
        cid = 1350000 + m.pid * 11
        q = _quoted(posts, m)
        lead = f'<a href="/users/{sf_uid(q)}/{_handle(q)}">@{q.author}</a> ' if m.quote else ""
        score = (m.uid * 3 + k) % 6
        cool = (f'<span title="number of \'useful comment\' votes received" class="cool">{score}'
                '</span>' if score > 1 else "")
        op = " owner" if m.author == posts[0].author else ""
        items.append(
            f'<li id="comment-{cid}" class="comment js-comment " data-comment-id="{cid}" data-'
            f'comment-owner-id="{sf_uid(m)}" data-comment-score="{score}"><div class="comment-'
            f'score">{cool}</div><div class="comment-text js-comment-text-and-form"><div class="'
            f'comment-body js-comment-edit-hide"><span class="comment-copy">{lead}{paras(m, " ")}'
            f'</span> &ndash;&nbsp;<a href="/users/{sf_uid(m)}/{_handle(m)}" title="{sf_rep(m)} '
            f'reputation" class="comment-user{op}">{m.author}</a> <span class="comment-date" dir="'
            f'ltr"><a class="comment-link" href="#comment{cid}_{pid}">'
            f'{au_span(m.when, "relativetime-clean", True)}</a></span></div></div></li>')
    return (f'<div id="comments-{pid}" class="comments js-comments-container bt bc-black-075 mt12'
            f'" data-post-id="{pid}" data-min-length="15"><ul class="comments-list js-comments-'
            f'list" data-remaining-comments-count="0">{"".join(items)}</ul></div><a class="js-add-'
            'link comments-link disabled-link" title="Use comments to ask for more information or '
            'suggest improvements. Avoid answering questions in comments.">Add a comment</a>')


def sf_score(m: Message) -> int:
    return (m.uid * 7 + m.pid * 3) % 23 - 3


def sf_post(posts: list[Message], k: int, comments: list[int], accepted: bool, qid: int) -> str:
    m = posts[k]
    question = k == 0
    pid = qid if question else qid + 7 + m.pid % 977
    quote = f"<blockquote>\n<p>{escape(m.quote[2])}</p>\n</blockquote>\n" if m.quote else ""
    score = sf_score(m)
    check = ('<div class="js-accepted-answer-indicator flex--item fc-green-500 py6 mtn8" title'
             '="Loading when this answer was accepted…" role="note" aria-label="Accepted"><svg '
             'class="svg-icon iconCheckmarkLg" width="36" height="36"></svg></div>'
             if accepted else "")
    tags = ('<div class="mt24 mb12"><div class="post-taglist d-flex gs4 gsy fd-column">'
            + "".join(f'<a href="/questions/tagged/{x}" class="post-tag flex--item mt0" title="'
                      f'show questions tagged \'{x}\'" rel="tag">{x}</a>' for x in SF_TAGS)
            + '</div></div>' if question else "")
    verb = "asked" if question else "answered"
    noun = "question" if question else "answer"
    owner = question or m.author == posts[0].author
    inner = (
        '<div class="post-layout"><div class="votecell post-layout--left"><div class="js-voting-'
        f'container d-flex fd-column" data-post-id="{pid}"><button class="js-vote-up-btn" aria-'
        'label="Up vote"></button><div class="js-vote-count fs-title" itemprop="upvoteCount" '
        f'data-value="{score}">{score}</div><button class="js-vote-down-btn" aria-label="Down vote'
        f'"></button>{check}<a class="js-post-issue" href="/posts/{pid}/timeline" aria-label="'
        f'Timeline"></a></div></div><div class="{noun}cell post-layout--right"><div class="s-prose'
        f' js-post-body" itemprop="text">{quote}{p_tags(m)}</div>{tags}<div class="mt16 d-flex '
        f'gs8 fw-wrap jc-end ai-start"><div class="flex--item mr16 fl1 w96"><div class="js-post-'
        f'menu pt2" data-post-id="{pid}"><a href="/{noun[0]}/{pid}" rel="nofollow" itemprop="url" '
        f'class="js-share-link" title="Short permalink to this {noun}">Share</a> <a href="/posts/'
        f'{pid}/edit" class="js-suggest-edit-post">Improve this {noun}</a> <button type="button" '
        'class="s-btn s-btn__link js-follow-post">Follow</button></div></div>'
        f'{sf_editor(posts, k, pid)}{sf_card(m, verb, m.when, owner)}</div></div><span class="d-'
        f'none" itemprop="commentCount">{len(comments)}</span><div class="post-layout--right js-'
        f'post-comments-component">{sf_comments(posts, pid, comments)}</div></div>')
    if question:
        return (f'<div id="question" class="question js-question" data-questionid="{qid}" data-'
                f'position-on-page="0" data-score="{score}" data-author-username="{m.author}">'
                f'{inner}</div>')
    cls = " accepted-answer js-accepted-answer" if accepted else ""
    return (f'<a name="{pid}"></a><div id="answer-{pid}" class="answer js-answer{cls}" data-'
            f'answerid="{pid}" data-parentid="{qid}" data-score="{score}" data-highest-scored="0" '
            f'data-question-has-accepted-highest-score="0" itemprop="'
            f'{"acceptedAnswer" if accepted else "suggestedAnswer"}" itemscope itemtype="https://'
            f'schema.org/Answer">{inner}</div>')


def serverfault(posts: list[Message]) -> str:
    """A Server Fault question (2022): "Asked", "Modified", "Viewed"; the question and
    the answers (votes, div.s-prose, tags, Share / Improve / Follow, the "edited ..." signature
    alone or with the editor's card beside the "asked" / "answered" card, UTC dates "Mar 4,
    2021 at 10:12" titled "2021-03-04 10:12:33Z") with their comments ("– bob_m Mar 4, 2021 at
    10:15"); "Trending" sort: the accepted answer pinned first, then by score; a reply that
    quotes a post, or the asker's own, is a comment under the post it belongs to, opening
    "@bob"; the sidebar (an ad, Linked, Related). The question is the first message."""
    head = posts[0]
    qid = 1040000 + head.pid
    answers, comments = _qa_split(posts)
    accepted = next((k for k in answers if posts[k].uid % 3 != 1), None)
    order = sorted(answers, key=lambda k: (k != accepted, -sf_score(posts[k]), k))
    items = "".join(sf_post(posts, k, comments[k], k == accepted, qid) for k in order)
    last = max(m.when for m in posts)
    related = "".join(
        f'<div class="spacer js-gps-track"><a href="/q/{qid - 911 * (k + 1)}" title="Vote score ('
        f'upvotes - downvotes)"><div class="answer-votes answered-accepted">{k * 4 + 2}</div></a>'
        f'<a href="/questions/{qid - 911 * (k + 1)}/{_slug(x)}" class="question-hyperlink">{x}'
        '</a></div>'
        for k, x in enumerate(("Nginx 502 Bad Gateway with PHP-FPM socket",
                               "upstream prematurely closed connection while reading response",
                               "How to roll back a kernel update on Ubuntu 20.04?",
                               "Why does conntrack fill up after upgrading?")))
    nav = "".join(f'<li><a href="/{h}" class="pl8 js-gps-track nav-links--link">{x}</a></li>'
                  for h, x in (("", "Home"), ("questions", "Questions"), ("tags", "Tags"),
                               ("users", "Users"), ("unanswered", "Unanswered")))
    stat = '<div class="flex--item ws-nowrap mr16 mb8" title="{}"><span class="fc-light mr4">'
    tagged = " ".join(f'<a href="/questions/tagged/{x}" class="post-tag" rel="tag">{x}</a>'
                      for x in SF_TAGS[:4])
    body = (
        '<header class="s-topbar ps-fixed t0 l0 js-top-bar"><div class="s-topbar--container"><a '
        'href="https://serverfault.com" class="s-topbar--logo"><span class="-img _glyph">Server '
        'Fault</span></a><ol class="s-navigation"><li><a href="https://stackoverflow.co/" class="'
        's-navigation--item">About</a></li><li><a href="https://stackoverflow.co/teams/" class="s-'
        'navigation--item">For Teams</a></li></ol><form id="search" role="search" action="/search'
        '" class="s-topbar--searchbar"><input name="q" type="text" placeholder="Search…" class="s-'
        'input s-input__search"></form><ol class="s-topbar--content"><li><a href="/users/login" '
        'class="s-btn s-btn__filled">Log in</a></li><li><a href="/users/signup" class="s-btn s-btn'
        '__primary">Sign up</a></li></ol></div></header><div class="container"><div id="left-'
        f'sidebar" class="left-sidebar js-pinned-left-sidebar"><nav role="navigation"><ol class="'
        f'nav-links">{nav}</ol></nav></div><div id="content"><div itemprop="mainEntity" itemscope '
        'itemtype="https://schema.org/Question"><div id="question-header" class="d-flex sm:fd-'
        f'column"><h1 itemprop="name" class="fs-headline1 ow-break-word mb8 flex--item fl1"><a '
        f'href="/questions/{qid}/{_slug(SF_TITLE)}" class="question-hyperlink">{SF_TITLE}</a></h1>'
        '<a href="/questions/ask" class="ws-nowrap s-btn s-btn__primary">Ask Question</a></div>'
        f'<div class="d-flex fw-wrap pb8 mb16 bb bc-black-075">{stat.format(_zulu(head.when))}'
        f'Asked</span> <time itemprop="dateCreated" datetime="{head.when:%Y-%m-%dT%H:%M:%S}">'
        f'{au_when(head.when)}</time></div>{stat.format(_zulu(last))}Modified</span> <a href="?'
        f'lastactivity" class="s-link s-link__inherit">{au_when(last)}</a></div>'
        f'{stat.format("")}Viewed</span> {_thousands(len(posts) * 311 + 64, ",")} times</div>'
        '</div><div id="mainbar" role="main" aria-label="question and answers">'
        f'{sf_post(posts, 0, comments[0], False, qid)}<div id="answers"><div id="answers-header">'
        f'<h2 class="mb0" data-answercount="{len(answers)}">{_n(len(answers), "Answer", "Answers")}'
        '</h2><label for="answer-sort-dropdown-select-menu">Sorted by:</label><select id="answer-'
        'sort-dropdown-select-menu"><option value="scoredesc">Highest score (default)</option>'
        '<option value="trending" selected="selected">Trending (recent votes count more)</option>'
        '<option value="createdasc">Date created (oldest first)</option></select></div>'
        f'{items}<h2 class="bottom-notice" data-loc="1">Not the answer you\'re looking for? Browse'
        f' other questions tagged {tagged} or <a href="/questions/ask">ask your own question</a>.'
        '</h2></div></div><div id="sidebar" class="show-votes" role="complementary"><div class="s-'
        'sidebarwidget s-sidebarwidget__yellow"><ul><li class="s-sidebarwidget--header">The '
        'Overflow Blog</li><li class="s-sidebarwidget--item"><a href="#">The open-source game '
        'engine you\'ve been waiting for</a></li><li class="s-sidebarwidget--header">Featured on '
        'Meta</li><li class="s-sidebarwidget--item"><a href="#">Temporary policy: Generative AI '
        '(e.g., ChatGPT) is banned</a></li></ul></div><div id="dfp-tsb" class="'
        'everyonelovesstackoverflow adsbygoogle"></div><div class="module sidebar-linked"><h4 id="'
        f'h-linked">Linked</h4><div class="spacer"><a href="/q/{qid - 77}" class="question-'
        'hyperlink">Nginx upstream timed out (110: Connection timed out)</a></div></div><div class'
        '="module sidebar-related"><h4 id="h-related">Related</h4><div class="related js-gps-'
        f'related-questions">{related}</div></div><div id="hot-network-questions" class="module">'
        '<h4><a href="https://stackexchange.com/questions?tab=hot">Hot Network Questions</a></h4>'
        '<ul><li><a href="https://unix.stackexchange.com/q/1" class="question-hyperlink">Why does'
        ' systemd restart my service twice?</a></li></ul></div></div></div></div></div><footer id="'
        'footer" class="site-footer" role="contentinfo"><ul class="-list"><li><a href="/tour">Tour'
        '</a></li><li><a href="/help">Help</a></li><li><a href="/contact">Contact</a></li></ul><p '
        'class="site-footer--copyright fs-fine">Site design / logo © 2022 Stack Exchange Inc; '
        'user contributions licensed under CC BY-SA. <span id="svnrev">rev 2022.11.3.43004</span>'
        '</p></footer>')
    return page(f"{SF_TITLE} - Server Fault", body, "en")


# --- GitHub issue in Chinese (the React issue view, saved DOM) --------------------------------

GZ_REPO = "dianche-oss/car-audio-daemon"
GZ_TITLE = "升级到 v2.3.0 之后扬声器有杂音（刹车时更明显）"
GZ_LABELS = (("bug", "d73a4a"), ("需要复现", "fbca04"), ("模块: 音频", "1d76db"))
GZ_ROLES = ("Contributor", "Member", "", "Collaborator", "")


def gz_time(t: datetime) -> str:
    """Beijing time (UTC+8) as the viewer's: datetime in UTC, title "Mar 4, 2021, 10:12 AM
    GMT+8"."""
    utc = t - timedelta(hours=8)
    title = (f"{MONTHS_EN[t.month - 1][:3]} {t.day}, {t.year}, {hm(t, ' ', True)} GMT+8")
    return (f'<relative-time class="Timestamp-module__timestamp--xBMha" datetime="'
            f'{utc:%Y-%m-%dT%H:%M:%S}Z" tense="past" title="{title}">{gh_rel(t)}</relative-time>')


def gz_avatar(name: str, size: int) -> str:
    return (f'<img src="https://avatars.githubusercontent.com/u/{len(name) * 1187 + 9}?v=4&amp;'
            f'size={size * 2}" alt="{name}" size="{size}" height="{size}" width="{size}" class="'
            'prc-Avatar-Avatar-ZRS-m" data-testid="github-avatar">')


def gz_header(name: str, verb: str, t: datetime, anchor: str, role: str, bot: bool,
              edited: str) -> str:
    badge = ('<span class="prc-Label-Label--LG6X" data-size="small" data-variant="secondary">bot'
             '</span>' if bot else "")
    role_label = (f'<span class="ActivityHeader-module__AuthorAssociationLabel--l5tdI prc-Label-'
                  f'Label--LG6X" data-testid="comment-author-association" data-variant="secondary"'
                  f'>{role}</span>' if role else "")
    return (
        '<div class="ActivityHeader-module__CommentHeaderContentContainer--OOrIN" data-testid="'
        'comment-header"><div class="ActivityHeader-module__narrowViewportWrapper--Hjl75"><a '
        f'class="ActivityHeader-module__AuthorLink--D7Ojk prc-Link-Link-85e08" data-testid="avatar'
        f'-link" data-hovercard-url="/users/{name}/hovercard" href="/{name}">{name}</a>{badge}<span'
        f' class="ActivityHeader-module__verb--oQ6Do">{verb}</span> <a href="#{anchor}" class="'
        f'prc-Link-Link-85e08" data-testid="comment-header-link">{gz_time(t)}</a>{edited}</div>'
        f'<div class="ActivityHeader-module__actionsWrapper--kv3WT">{role_label}<button class="'
        'prc-Button-ButtonBase-c50BI" aria-label="Comment actions" data-variant="invisible">'
        '</button></div></div>')


def gz_reactions(n: int) -> str:
    if not n:
        return ""
    return ('<div class="ReactionViewer-module__reactionsContainer--JdtSK" role="toolbar" aria-'
            'label="Reactions"><button class="prc-Button-ButtonBase-c50BI" aria-pressed="false" '
            f'aria-label="thumbs up ({n}): react with thumbs up"><span class="prc-Button-Visual-'
            f'2epfX">👍</span><span class="prc-Button-Label-pTQ3x">{n}</span></button></div>')


def gz_box(name: str, verb: str, t: datetime, anchor: str, role: str, bot: bool, edited: str,
           html: str, likes: int) -> str:
    kind = "issue-body" if verb == "opened" else "comment"
    return (
        f'<div class="react-issue-comment" data-testid="{kind}" id="{anchor}"><div class="'
        'ActivityHeader-module__avatarColumn--yXnvh"><a '
        f'href="/{name}" data-testid="avatar-link">{gz_avatar(name, 40)}</a></div><div class="'
        'IssueCommentViewer-module__IssueCommentContent--xxXhb">'
        f'{gz_header(name, verb, t, anchor, role, bot, edited)}<div class="IssueBodyViewer-module'
        '__IssueBody--MXyFt" data-testid="markdown-body"><div class="markdown-body NewMarkdown'
        'Viewer-module__safe-html-box--cRsz0" data-team-hovercards-enabled="true">'
        f'{html}</div></div>{gz_reactions(likes)}</div></div>')


def gz_comment(posts: list[Message], k: int, cid: int) -> str:
    m = posts[k]
    quote = (f'<blockquote>\n<p dir="auto">{escape(m.quote[2])}</p>\n</blockquote>\n'
             if m.quote else "")
    text = "".join(f'<p dir="auto">{escape(p)}</p>' for p in m.paragraphs)
    edited = ('<button class="prc-Button-ButtonBase-c50BI ActivityHeader-module__editedButton--'
              f'zrzjC" data-variant="invisible" aria-label="edited by {m.author}"><span>edited'
              '</span></button>' if m.uid % 4 == 1 else "")
    if k == 0:
        return gz_box(m.author, "opened", m.when, f"issue-{2100000000 + m.pid}",
                      "Author" if m.uid % 2 else "", False, edited, quote + text, m.uid % 7 + 2)
    role = "Author" if m.author == posts[0].author else GZ_ROLES[m.uid % 5]
    return gz_box(m.author, "commented", m.when, f"issuecomment-{cid}", role, False, edited,
                  quote + text, (m.uid * 3 + k) % 5)


def gz_event(icon: str, who: str, what: str, t: datetime, eid: int) -> str:
    return (
        '<div class="LayoutHelpers-module__timelineElement--IsjVR" data-wrapper-timeline-id="'
        f'{eid}"><section class="TimelineRow-module__Item--cpaJx" data-timeline-event-id="{eid}" '
        f'aria-label="{escape(who)} {icon}"><div class="TimelineRow-module__Badge--pcHVd"><svg '
        f'aria-hidden="true" class="octicon octicon-{icon}" height="16" width="16"></svg></div><div'
        ' class="TimelineRow-module__Body--EG5Ac"><a class="prc-Link-Link-85e08" data-testid="'
        f'actor-link" href="/{who}">{gz_avatar(who, 16)}</a> <a class="prc-Link-Link-85e08 '
        f'TimelineRow-module__ActorName--txW9a" href="/{who}">{who}</a> {what} <a href="#event-'
        f'{eid}" class="prc-Link-Link-85e08">{gz_time(t)}</a></div></section></div>')


def gz_label(name: str, color: str) -> str:
    return (f'<a class="prc-Link-Link-85e08 IssueLabel" href="/{GZ_REPO}/labels/{name}" style="'
            f'--label-r:{int(color[:2], 16)};--label-g:{int(color[2:4], 16)};--label-b:'
            f'{int(color[4:], 16)}"><span class="prc-Text-Text-0ima0">{name}</span></a>')


def github_issue_zh(posts: list[Message]) -> str:
    """A Chinese project's GitHub issue as the DOM holds the React view (2025; the
    interface English, title, labels and the bot's text Chinese): the state, "alice opened ...";
    the description, then in time order comments (Author / Member / Contributor labels, "edited"
    on some, <p dir="auto">, 👍), a github-actions[bot] auto-reply (furniture), events (labels,
    self-assigned, mentioned, milestone, linked pull request, closed as completed), a comment
    minimized as off-topic; <relative-time> "5 hours ago" / "yesterday" / "on Mar 4, 2021"
    titled in Beijing time; the side bar. Quotes as blockquotes. The description is first."""
    head = posts[0]
    n = len(posts)
    num = 1288 + head.pid % 40
    owner = WHO[0]
    rows = [gz_comment(posts, 0, 0)]
    rows.append(
        '<div class="LayoutHelpers-module__timelineElement--IsjVR">'
        + gz_box("github-actions", "commented", head.when + timedelta(seconds=41),
                 f"issuecomment-{1900000000 + head.pid}", "", True, "", '<p dir="auto">👋 '
                 '感谢你提交 issue！维护者会尽快查看。</p><p dir="auto">请确认已经提供了以下'
                 '信息：设备型号、固件版本、完整日志（<code>journalctl -u car-audio</code>）。'
                 '缺少复现步骤的 issue 可能会被关闭。</p>', 0) + '</div>')
    rows.append(gz_event("tag", owner, "added " + gz_label(*GZ_LABELS[0]) + " "
                         + gz_label(*GZ_LABELS[2]), head.when + timedelta(hours=2), 1))
    for k in range(1, n):
        m = posts[k]
        if k == 2:
            rows.append(gz_event("person", owner, "self-assigned this",
                                 m.when - timedelta(minutes=12), 2))
        if k == 3:
            rows.append(gz_event("cross-reference", WHO[2], 'mentioned this issue <a href="/'
                                 f'{GZ_REPO}/issues/{num + 9}">蓝牙连接后也出现同样的杂音 '
                                 f'#{num + 9}</a>', m.when - timedelta(hours=3), 3))
        if k == 4:
            rows.append(gz_event("milestone", owner, 'added this to the <a href="/'
                                 f'{GZ_REPO}/milestone/7">v2.3.1</a> milestone',
                                 m.when - timedelta(minutes=40), 4))
            rows.append(
                '<div class="LayoutHelpers-module__timelineElement--IsjVR"><div class="Minimized'
                'Comment-module__minimizedComment--Ar5A9" data-testid="minimized-comment"><span>'
                f'{gz_avatar(WHO[4], 20)} <strong>{WHO[4]}</strong></span> <span>This comment was '
                'marked as off-topic.</span><button class="prc-Button-ButtonBase-c50BI" data-'
                'variant="invisible">Show comment</button></div></div>')
        rows.append('<div class="LayoutHelpers-module__timelineElement--IsjVR">'
                    + gz_comment(posts, k, 1800000000 + m.pid * 13) + '</div>')
    closed = n >= 3
    if closed:
        last = posts[-1].when
        rows.append(gz_event("git-pull-request", owner, 'linked a pull request <a href="/'
                             f'{GZ_REPO}/pull/{num + 2}">fix(mixer): 增益限幅，修复刹车时的杂音 '
                             f'#{num + 2}</a> that will close this issue',
                             last + timedelta(hours=1), 5))
        rows.append(gz_event("issue-closed", owner, 'closed this as <a href="#">completed</a> in '
                             f'<a href="/{GZ_REPO}/pull/{num + 2}">#{num + 2}</a>',
                             last + timedelta(hours=20), 6))
    state = ('<span class="prc-StateLabel-StateLabel-Iawzp" data-status="issueClosed" data-'
             'testid="header-state">Closed</span>' if closed else
             '<span class="prc-StateLabel-StateLabel-Iawzp" data-status="issueOpened" data-'
             'testid="header-state">Open</span>')
    people = "".join(f'<a href="/{x}" class="prc-Link-Link-85e08">{gz_avatar(x, 26)}</a>'
                     for x in sorted({m.author for m in posts}))
    section = ('<div class="Section-module__sectionContainer--rBJXu"><h3 class="prc-Heading-'
               'Heading-6CmGO">{}</h3>{}</div>')
    dev = (f'<a href="/{GZ_REPO}/pull/{num + 2}">fix(mixer): 增益限幅，修复刹车时的杂音</a>'
           if closed else '<span>No branches or pull requests</span>')
    side = ('<div class="Sidebar-module__sidebar--AVuMX" data-testid="issue-viewer-metadata-pane">'
            + section.format("Assignees", f'<a href="/{owner}">{gz_avatar(owner, 20)} {owner}</a>')
            + section.format("Labels", "".join(gz_label(*x) for x in GZ_LABELS))
            + section.format("Projects", "<span>No projects</span>")
            + section.format("Milestone", f'<a href="/{GZ_REPO}/milestone/7">v2.3.1</a><div>Due '
                             'by April 30, 2021</div>')
            + section.format("Development", dev)
            + section.format("Participants", f'<div class="prc-AvatarStack">{people}</div>')
            + '</div>')
    repo_nav = "".join(f'<li><a href="/{GZ_REPO}/{h}" class="UnderlineNav-item">{x}</a></li>'
                       for h, x in (("", "Code"), ("issues", 'Issues <span class="Counter">87'
                                                              '</span>'),
                                    ("pulls", "Pull requests"), ("actions", "Actions"),
                                    ("wiki", "Wiki")))
    body = (
        '<div class="logged-out env-production page-responsive"><header class="HeaderMktg header-'
        'logged-out" role="banner"><a href="https://github.com/" aria-label="Homepage"><svg class'
        '="octicon octicon-mark-github" height="32" width="32"></svg></a><nav aria-label="Global">'
        '<ul><li>Product</li><li>Solutions</li><li>Resources</li><li>Open Source</li><li><a href="'
        '/pricing">Pricing</a></li></ul></nav><a href="/login">Sign in</a><a href="/signup">Sign '
        'up</a></header><main id="js-repo-pjax-container"><div id="repository-container-header" '
        f'class="pt-3"><strong itemprop="name"><a href="/{GZ_REPO}">{GZ_REPO}</a></strong><span '
        'class="Label Label--secondary">Public</span><nav aria-label="Repository" class="js-repo-'
        f'nav UnderlineNav"><ul class="UnderlineNav-body">{repo_nav}</ul></nav></div><div class="'
        'container-xl px-md-4 px-lg-5 px-3"><div id="js-issues-react-app" data-testid="issue-'
        'viewer-container"><div class="IssueViewer-module__headerContainer--hsZQm" data-testid="'
        'issue-header"><h1 class="prc-Heading-Heading-6CmGO" data-component="PH_Title"><bdi class='
        f'"markdown-title" data-testid="issue-title">{GZ_TITLE}</bdi> <span class="prc-Text-Text-'
        f'0ima0">#{num}</span></h1><div class="HeaderMetadata-module__metadataContent--D9Xu4">'
        f'{state}<span><a href="/{head.author}" data-testid="issue-body-header-author">'
        f'{head.author}</a> opened {gz_time(head.when)} · {_n(n - 1, "comment", "comments")}'
        '</span></div></div><div class="IssueViewer-module__mainContainer--Ltd6d"><div data-'
        f'testid="issue-timeline-container" class="Timeline-module__container--t8Iq9">'
        f'{"".join(rows)}<div class="IssueViewer-module__signInPrompt--uTspk"><a href="/signup" '
        'class="prc-Button-ButtonBase-c50BI">Sign up for free</a> <strong>to join this '
        'conversation on GitHub.</strong> Already have an account? <a href="/login">Sign in to '
        f'comment</a></div></div>{side}</div></div></div></main><footer class="footer" role="'
        'contentinfo"><div>© 2025 GitHub,&nbsp;Inc.</div><nav aria-label="Footer"><ul><li><a href'
        '="https://docs.github.com/site-policy/github-terms/github-terms-of-service">Terms</a>'
        '</li><li><a href="https://docs.github.com/site-policy/privacy-policies/github-privacy-'
        'statement">Privacy</a></li><li><a href="https://www.githubstatus.com/">Status</a></li>'
        '<li><a href="https://docs.github.com">Docs</a></li></ul></nav></footer></div>')
    return page(f"{GZ_TITLE} · Issue #{num} · {GZ_REPO}", body, "en")


# --- Lemmy post with its comments in French (saved DOM) ---------------------------------------

LM = "https://jlai.lu"
LM_TITLE = "Bruit bizarre dans les haut-parleurs depuis la dernière mise à jour de l'autoradio"
LM_FR_DAYS = ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche")
LM_FR_MONTHS = ("janvier février mars avril mai juin juillet août septembre octobre novembre "
                "décembre").split()
LM_HOSTS = "jlai.lu lemmy.world jlai.lu sh.itjust.works lemmy.ml jlai.lu feddit.fr jlai.lu".split()


def lm_ago(t: datetime) -> str:
    """date-fns formatDistanceToNow in French: "il y a moins d'une minute", "il y a 12
    minutes", "il y a environ 3 heures", "il y a 4 jours", "il y a environ 1 mois", "il y a 4
    mois", "il y a environ 1 an", "il y a plus d'un an", "il y a presque 2 ans"."""
    s = max(_seconds(t), 0)
    days = int(s // 86400)
    if s < 60:
        return "il y a moins d'une minute"
    if s < 3600:
        n = int(s // 60)
        return f"il y a {n} minute{'s' if n > 1 else ''}"
    if s < 86400:
        n = int(s // 3600)
        return f"il y a environ {n} heure{'s' if n > 1 else ''}"
    if days < 30:
        return f"il y a {days} jour{'s' if days > 1 else ''}"
    if days < 365:
        n = round(days / 30.4)
        return "il y a environ 1 mois" if n <= 1 else f"il y a {n} mois"
    years, rest = divmod(days, 365)
    if rest < 91:
        return f"il y a environ {years} an{'s' if years > 1 else ''}"
    if rest < 274:
        return "il y a plus d'un an" if years == 1 else f"il y a plus de {years} ans"
    return f"il y a presque {years + 1} ans"


def lm_full(t: datetime) -> str:
    """"jeudi 4 mars 2021 à 10:12:33"."""
    return (f"{LM_FR_DAYS[t.weekday()]} {t.day} {LM_FR_MONTHS[t.month - 1]} {t.year} à "
            f"{t:%H:%M:%S}")


def lm_time(t: datetime) -> str:
    return (f'<span class="moment-time pointer unselectable" data-tippy-content="{lm_full(t)}">'
            f'{lm_ago(t)}</span>')


def lm_person(m: Message) -> str:
    host = LM_HOSTS[m.uid % 8]
    suffix = "" if host == "jlai.lu" else f'<small class="text-muted">@{host}</small>'
    path = f"/u/{m.author}" if host == "jlai.lu" else f"/u/{m.author}@{host}"
    return (f'<a class="person-listing d-inline-flex align-items-baseline text-info" title="'
            f'{m.author}" href="{path}"><img class="overflow-hidden pictrs-image img-fluid img-icon'
            f' me-1" src="https://{host}/pictrs/image/{_hash(m.uid * 5, 8)}-{_hash(m.uid, 4)}.webp'
            f'?format=webp&amp;thumbnail=96" alt="" loading="lazy"><span>{m.author}</span>{suffix}'
            '</a>')


def lm_score(m: Message) -> int:
    return (m.uid * 11 + m.pid * 5) % 37 - 2


def lm_buttons(cid: int) -> str:
    return ('<div class="comment-bottom-btns d-flex justify-content-start flex-wrap text-muted '
            'fw-bold mt-1"><button class="btn btn-link btn-animate text-muted py-0" aria-label="'
            'Voter pour"></button><button class="btn btn-link btn-animate text-muted py-0" aria-'
            'label="Voter contre"></button><button class="btn btn-link btn-animate text-muted" '
            f'aria-label="Répondre"></button><a class="btn btn-link btn-animate text-muted" href="'
            f'/comment/{cid}" title="lien"></a></div>')


def lm_comment(posts: list[Message], kids: dict[int, list[int]], k: int, depth: int) -> str:
    m = posts[k]
    cid = 4100000 + m.pid * 7
    quote = f"<blockquote>\n<p>{escape(m.quote[2])}</p>\n</blockquote>\n" if m.quote else ""
    op = ('<span class="badge text-bg-light d-none d-sm-inline me-2">PO</span>'
          if m.author == posts[0].author else "")
    score = lm_score(m)
    edited = (f'<span class="me-1"><svg class="icon icon-inline"><use xlink:href="#icon-edit">'
              f'</use></svg><span data-tippy-content="Modifié {lm_ago(_later(m))}"></span></span>'
              if m.uid % 4 == 2 else "")
    children = ""
    if kids[k]:
        children = (f'<ul class="comments ms-1 border-start border-2 comments-border-{depth % 7}"'
                    '>' + "".join(lm_comment(posts, kids, c, depth + 1)
                                  for c in sorted(kids[k], key=lambda c: (-lm_score(posts[c]), c)))
                    + '</ul>')
    return (
        f'<li class="comment list-unstyled" role="comment"><article id="comment-{cid}" class="'
        'details comment-node py-2 "><div class="ms-2"><div class="d-flex flex-wrap align-items-'
        'center text-muted small"><button class="btn btn-sm btn-link text-muted me-2" aria-label'
        '="Réduire" data-tippy-content="Réduire"><svg class="icon icon-inline"><use xlink:href="'
        f'#icon-minus-square"></use></svg></button><span class="me-2">{lm_person(m)}</span>{op}'
        '<a class="ms-1 comment-unread-count btn btn-link btn-animate text-muted d-none"></a><span'
        f' class="me-1 fw-bold" aria-label="{score} points">{score}</span><span class="me-1">•'
        f'</span><span>{lm_time(m.when)}</span>{edited}</div><div class="md-div">{quote}'
        f'{"".join(f"<p>{escape(p)}</p>" for p in m.paragraphs)}</div>{lm_buttons(cid)}</div>'
        f'</article>{children}</li>')


def lm_deleted(t: datetime) -> str:
    return (
        '<li class="comment list-unstyled" role="comment"><article id="comment-4100001" class="'
        'details comment-node py-2 "><div class="ms-2"><div class="d-flex flex-wrap align-items-'
        'center text-muted small"><span class="me-2">[supprimé]</span><span class="me-1 fw-bold"'
        f'>0</span><span class="me-1">•</span><span>{lm_time(t)}</span></div><div class="md-div">'
        '<p><em>Supprimé par le créateur</em></p></div></div></article></li>')


def lemmy_fr(posts: list[Message]) -> str:
    """A Lemmy post on a French instance (lemmy-ui 0.19, rendered DOM): the post listing
    ("alice@lemmy.world à auto", "il y a 4 mois" with the tooltip "jeudi 4 mars 2021 à
    10:12:33"), the body, "Populaires" sort; li.comment > article.comment-node (the name, "PO",
    the score, the age, "Modifié ..." on some, div.md-div) with replies in a nested ul.comments;
    a reply under the comment it quotes (or, every fourth, under the one before), each level by
    score; a comment "Supprimé par le créateur"; the sidebar with "Tendances" (dated). Quotes as
    blockquotes. The post body is the first message."""
    head = posts[0]
    n = len(posts)
    post_id = 9300000 + head.pid
    tops, kids = _tree(posts)
    order = sorted(tops, key=lambda k: (-lm_score(posts[k]), k))
    items = [lm_comment(posts, kids, k, 0) for k in order]
    if n >= 6:
        items.insert(1, lm_deleted(posts[2].when + timedelta(hours=3)))
    score = n * 9 + 17
    trending = "".join(
        f'<li class="list-inline-item d-block"><a class="community-link" href="/post/'
        f'{post_id - 41 * (k + 1)}">{x}</a> <small class="text-muted">{lm_time(_recent(k))}'
        '</small></li>'
        for k, x in enumerate(("Contrôle technique : ce qui change en 2021",
                               "Quel liquide de refroidissement pour une vieille Clio ?",
                               "Retour d'expérience : batterie lithium sur un camping-car")))
    nav = "".join(f'<li class="nav-item"><a class="nav-link" title="{x}" href="/{h}">{x}</a></li>'
                  for h, x in (("communities", "Communautés"), ("create_post", "Créer un post"),
                               ("search", "Rechercher"), ("login", "Connexion"),
                               ("signup", "S'inscrire")))
    body = (
        '<div id="root"><nav class="navbar navbar-expand-md navbar-light p-0 px-3 container-lg" '
        'id="navbar"><a class="d-flex align-items-center navbar-brand me-md-3 active" title="'
        f'Jlai.lu" href="/"><img src="{LM}/pictrs/image/logo.png" class="overflow-hidden pictrs-'
        f'image img-fluid img-icon me-1" alt=""> Jlai.lu</a><ul class="navbar-nav me-auto">{nav}'
        '</ul></nav><div class="mt-4 p-0 fl-1 container-lg"><div class="row"><main class="col-12 '
        'col-md-8 col-lg-9 mb-3"><div class="post-listing mt-2"><div class="row"><div class="col '
        'flex-grow-0"><div class="vote-bar small text-center"><button type="button" class="btn-'
        'animate btn btn-link p-0" aria-label="Voter pour"></button><div class="unselectable '
        f'pointer text-muted post-score" data-tippy-content="{score} points • 96 % de votes '
        f'positifs">{score}</div></div></div><div class="col flex-grow-1"><div class="post-title">'
        f'<h1 class="h5 d-inline text-break"><a class="d-inline" href="/post/{post_id}" title="'
        f'commentaires">{escape(LM_TITLE)}</a></h1></div><div class="small mb-1 mb-md-0">'
        f'{lm_person(head)} à <a class="community-link" title="auto" href="/c/auto">auto</a> • '
        f'{lm_time(head.when)}</div><a class="btn btn-link btn-sm text-muted ps-0" href="/post/'
        f'{post_id}?scrollToComments=true">{n - 1 + (1 if n >= 6 else 0)} commentaires</a></div>'
        '</div><article class="post-body"><div class="md-div">'
        f'{"".join(f"<p>{escape(p)}</p>" for p in head.paragraphs)}</div></article></div><div '
        'class="alert alert-warning" role="alert">Vous devez être connecté·e pour pouvoir '
        'commenter</div><div class="btn-group btn-group-toggle flex-wrap mb-2" role="group"><span '
        'class="me-2">Trier par</span><label class="btn btn-outline-secondary active">Populaires'
        '</label><label class="btn btn-outline-secondary">Meilleurs</label><label class="btn btn-'
        'outline-secondary">Nouveaux</label><label class="btn btn-outline-secondary">Anciens'
        f'</label></div><div class="comments"><ul class="comments">{"".join(items)}</ul></div>'
        '</main><aside class="d-none d-md-block col-md-4 col-lg-3"><section id="sidebarMain" '
        'class="card border-secondary mb-3"><div class="card-body"><h2 class="h5 mb-0">Automobile'
        '</h2><a class="community-link" title="auto" href="/c/auto">!auto@jlai.lu</a><ul class="'
        'badges my-1 list-inline"><li class="list-inline-item badge text-bg-secondary">1,2 k '
        'abonnés</li><li class="list-inline-item badge text-bg-secondary">412 posts</li></ul><div '
        'class="md-div"><p>Tout sur l\'automobile : entretien, pannes, achats et conseils.</p>'
        f'</div><ul class="list-inline small"><li>Modérateurs</li><li>{WHO[0]}</li><li>{WHO[3]}'
        '</li></ul><p class="small">Créée il y a presque 2 ans</p></div></section><section class='
        '"card border-secondary mb-3"><div class="card-body"><h3 class="h6">Tendances</h3><ul '
        f'class="list-inline">{trending}</ul></div></section></aside></div></div><nav class="'
        'container-lg navbar navbar-expand-md navbar-light navbar-bg p-3"><ul class="navbar-nav '
        'ms-auto"><li class="nav-item"><span class="nav-link">BE: 0.19.3</span></li><li class="'
        'nav-item"><a class="nav-link" href="/modlog">Journal de modération</a></li><li class="'
        'nav-item"><a class="nav-link" href="/instances">Instances</a></li><li class="nav-item"><a'
        ' class="nav-link" href="https://join-lemmy.org">join-lemmy.org</a></li></ul></nav></div>')
    return page(f"{escape(LM_TITLE)} - Jlai.lu", body, "fr")


# --- Hacker News item page --------------------------------------------------------------------

HN_TITLE = "Ask HN: Car head unit crackles after a firmware update – how do I debug this?"


def hn_age(t: datetime) -> str:
    """HN's ages: "1 minute ago", "3 hours ago", "4 days ago" within a month, "5 months ago"
    within the year, then "on March 4, 2021"."""
    s = max(_seconds(t), 0)
    if s < 3600:
        n = max(int(s // 60), 1)
        return _n(n, "minute", "minutes") + " ago"
    if s < 86400:
        return _n(int(s // 3600), "hour", "hours") + " ago"
    days = int(s // 86400)
    if days <= 30:
        return _n(days, "day", "days") + " ago"
    if days < 365:
        return _n(max(days // 30, 1), "month", "months") + " ago"
    return f"on {MONTHS_EN[t.month - 1][:3]} {t.day}, {t.year}"


def hn_span(t: datetime, item: int) -> str:
    """span.age titled with the UTC time and the Unix time (the site's clock is UTC)."""
    return (f'<span class="age" title="{t:%Y-%m-%dT%H:%M:%S} {_ts(t)}"><a href="item?id={item}">'
            f'{hn_age(t)}</a></span>')


def hn_id(m: Message) -> int:
    return 26360000 + m.pid * 17


def hn_rank(m: Message) -> int:
    return (m.uid * 13 + m.pid * 7) % 31


def hn_text(m: Message) -> str:
    """The comment text as HN stores it: the first paragraph bare, "<p>" before each next one;
    a quoted line written "&gt; ..." as its own paragraph."""
    parts = [escape(p) for p in m.paragraphs]
    if m.quote:
        parts.insert(0, f"&gt; {escape(m.quote[2])}")
    return "<p>".join(parts)


def hn_row(posts: list[Message], k: int, depth: int, story: int, parent: int, root: int,
           nxt: int | None) -> str:
    m = posts[k]
    cid = hn_id(m)
    colour = "c5a" if hn_rank(m) > 27 else "c00"
    navs = ""
    if depth:
        navs += f' | <a href="#{root}" class="clicky" aria-hidden="true">root</a>'
        navs += f' | <a href="#{parent}" class="clicky" aria-hidden="true">parent</a>'
    if nxt is not None:
        navs += f' | <a href="#{nxt}" class="clicky" aria-hidden="true">next</a>'
    return (
        f'<tr class="athing comtr" id="{cid}"><td><table border="0"><tr><td class="ind" indent="'
        f'{depth}"><img src="s.gif" height="1" width="{depth * 40}"></td><td valign="top" class="'
        f'votelinks"><center><a id="up_{cid}" href="vote?id={cid}&amp;how=up&amp;goto=item%3Fid%3D'
        f'{story}"><div class="votearrow" title="upvote"></div></a></center></td><td class="default'
        '"><div style="margin-top:2px; margin-bottom:-10px;"><span class="comhead"><a href="user?'
        f'id={m.author}" class="hnuser">{m.author}</a> {hn_span(m.when, cid)} <span id="unv_{cid}"'
        f'></span><span class="navs">{navs} <a class="togg clicky" id="{cid}" n="1" href="'
        'javascript:void(0)">[–]</a><span class="onstory"></span></span></span></div><br><div '
        f'class="comment"><div class="commtext {colour}">{hn_text(m)}</div><div class="reply"><p>'
        f'<font size="1"><u><a href="reply?id={cid}&amp;goto=item%3Fid%3D{story}%23{cid}" rel="'
        'nofollow">reply</a></u></font></p></div></div></td></tr></table></td></tr>')


def hn_dead(depth: int, t: datetime) -> str:
    cid = 26360001
    return (
        f'<tr class="athing comtr noshow coll" id="{cid}"><td><table border="0"><tr><td class="'
        f'ind" indent="{depth}"><img src="s.gif" height="1" width="{depth * 40}"></td><td valign="'
        'top" class="votelinks"><center><img src="s.gif" height="1" width="14"></center></td><td '
        'class="default"><div style="margin-top:2px; margin-bottom:-10px;"><span class="comhead">'
        f'<a href="user?id=throwaway_91x" class="hnuser">throwaway_91x</a> {hn_span(t, cid)} '
        '<span class="navs"> <a class="togg clicky" id="26360001" n="1" href="javascript:void(0)'
        '">[–]</a></span></span></div><br><div class="comment"><div class="commtext cdd">'
        '[flagged]</div></div></td></tr></table></td></tr>')


def hacker_news_item(posts: list[Message]) -> str:
    """A news.ycombinator.com item page (2024): the orange bar, table.fatitem (the
    "Ask HN" title, "123 points by alice 3 hours ago | hide | past | favorite | 6 comments", the
    story text in div.toptext, "<p>" before each paragraph but the first); table.comment-tree
    of tr.athing.comtr, the depth only in td.ind's indent and the spacer's width, span.age titled
    "2021-03-04T10:12:33 1614852753" ("3 hours ago", "5 months ago", "on Mar 4, 2021"), root |
    parent | next, div.commtext; replies under the comment they quote (or, every fourth, the one
    before), ranked; quoted text as a "&gt; ..." paragraph; a "[flagged]" comment. The story
    text is the first message."""
    head = posts[0]
    story = hn_id(head)
    tops, kids = _tree(posts)

    def ranked(ks: list[int]) -> list[int]:
        return sorted(ks, key=lambda k: (hn_rank(posts[k]), k))

    rows: list[str] = []

    def walk(ks: list[int], depth: int, parent: int, root: int | None) -> None:
        ks = ranked(ks)
        for i, k in enumerate(ks):
            cid = hn_id(posts[k])
            nxt = hn_id(posts[ks[i + 1]]) if i + 1 < len(ks) else None
            rows.append(hn_row(posts, k, depth, story, parent, root or cid, nxt))
            walk(kids[k], depth + 1, cid, root or cid)
            if depth == 0 and i == 0 and len(posts) >= 6:
                rows.append(hn_dead(1, posts[k].when + timedelta(minutes=50)))

    walk(tops, 0, story, None)
    text = "<p>".join(escape(p) for p in head.paragraphs)
    points = len(posts) * 11 + 23
    count = len(posts) - 1 + (1 if len(posts) >= 6 else 0)
    comments = "discuss" if count == 0 else f"{count}&nbsp;comment{'s' if count > 1 else ''}"
    body = (
        '<center><table id="hnmain" border="0" cellpadding="0" cellspacing="0" width="85%" '
        'bgcolor="#f6f6ef"><tr><td bgcolor="#ff6600"><table border="0" cellpadding="0" '
        'cellspacing="0" width="100%" style="padding:2px"><tr><td style="width:18px;padding-'
        'right:4px"><a href="https://news.ycombinator.com"><img src="y18.svg" width="18" height="'
        '18" style="border:1px white solid; display:block"></a></td><td style="line-height:12pt; '
        'height:10px;"><span class="pagetop"><b class="hnname"><a href="news">Hacker News</a></b>'
        ' <a href="newest">new</a> | <a href="front">past</a> | <a href="newcomments">comments'
        '</a> | <a href="ask">ask</a> | <a href="show">show</a> | <a href="jobs">jobs</a> | <a '
        'href="submit" rel="nofollow">submit</a></span></td><td style="text-align:right;padding-'
        f'right:4px;"><span class="pagetop"><a href="login?goto=item%3Fid%3D{story}">login</a>'
        f'</span></td></tr></table></td></tr><tr id="pagespace" title="{escape(HN_TITLE)}" style="'
        'height:10px"></tr><tr><td><table class="fatitem" border="0"><tr class="athing" id="'
        f'{story}"><td align="right" valign="top" class="title"><span class="rank"></span></td><td'
        f' valign="top" class="votelinks"><center><a id="up_{story}" href="vote?id={story}&amp;how'
        f'=up&amp;goto=item%3Fid%3D{story}"><div class="votearrow" title="upvote"></div></a>'
        f'</center></td><td class="title"><span class="titleline"><a href="item?id={story}">'
        f'{escape(HN_TITLE)}</a></span></td></tr><tr><td colspan="2"></td><td class="subtext">'
        f'<span class="subline"><span class="score" id="score_{story}">{points} points</span> by '
        f'<a href="user?id={head.author}" class="hnuser">{head.author}</a> '
        f'{hn_span(head.when, story)} <span id="unv_{story}"></span> | <a href="hide?id={story}'
        f'&amp;goto=item%3Fid%3D{story}">hide</a> | <a href="https://hn.algolia.com/?query=Car%20'
        f'head%20unit&amp;type=story&amp;dateRange=all&amp;sort=byDate&amp;storyText=false&amp;'
        f'prefix&amp;page=0" class="hnpast">past</a> | <a href="fave?id={story}&amp;auth=x">'
        f'favorite</a> | <a href="item?id={story}">{comments}</a></span></td></tr><tr><td '
        f'colspan="2"></td><td><div class="toptext">{text}</div></td></tr><tr style="height:10px">'
        '</tr><tr><td colspan="2"></td><td><form action="comment" method="post"><input type="'
        f'hidden" name="parent" value="{story}"><input type="hidden" name="goto" value="item?id='
        f'{story}"><textarea name="text" rows="8" cols="80" wrap="virtual"></textarea><br><br>'
        '<input type="submit" value="add comment"></form></td></tr></table><br><br><table border='
        f'"0" class="comment-tree">{"".join(rows)}</table><br><br></td></tr><tr><td><img src="'
        's.gif" height="10" width="0"><table width="100%" cellspacing="0" cellpadding="1"><tr><td'
        ' bgcolor="#ff6600"></td></tr></table><br><center><span class="yclinks"><a href="'
        'newsguidelines.html">Guidelines</a> | <a href="newsfaq.html">FAQ</a> | <a href="lists">'
        'Lists</a> | <a href="https://github.com/HackerNews/API">API</a> | <a href="security.html'
        '">Security</a> | <a href="https://www.ycombinator.com/legal/">Legal</a> | <a href="'
        'https://www.ycombinator.com/apply/">Apply to YC</a> | <a href="mailto:hn@ycombinator.com'
        '">Contact</a></span><br><br><form method="get" action="//hn.algolia.com/">Search: <input'
        ' type="text" name="q" size="17" autocorrect="off" spellcheck="false" autocapitalize="off'
        '" autocomplete="off"></form></center></td></tr></table></center>')
    return page(f"{escape(HN_TITLE)} | Hacker News", body, "en")


# --- Italian news article with its Disqus thread (saved DOM) ----------------------------------

DQ = "https://www.motorinews-example.it"
DQ_TITLE = "Aggiornamento del sistema di infotainment: segnalati fruscii dagli altoparlanti"
DQ_SLUG = "aggiornamento-infotainment-fruscii-altoparlanti"
DQ_FORUM = "motorinews"
DQ_DAYS = ("lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica")
DQ_MONTHS = ("gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre "
             "novembre dicembre").split()
DQ_ARTICLE = (
    "Da alcune settimane numerosi automobilisti segnalano un fruscio intermittente dagli "
    "altoparlanti dopo l'ultimo aggiornamento del sistema di infotainment, distribuito via "
    "rete a partire da febbraio.",
    "Il difetto, secondo le testimonianze raccolte dalla nostra redazione, si presenta "
    "soprattutto in frenata e a bassa velocità, e sparisce quando la radio viene spenta.",
    "La casa madre ha confermato di essere al lavoro su una correzione, senza indicare una data.",
    "Abbiamo chiesto ai lettori di raccontarci la loro esperienza: le segnalazioni sono "
    "raccolte nei commenti qui sotto.",
)


DQ_AGO = {"ago": "%s fa", "s": "qualche secondo", "m": "un minuto", "mm": "%d minuti",
          "h": "un'ora", "hh": "%d ore", "d": "un giorno", "dd": "%d giorni", "M": "un mese",
          "MM": "%d mesi", "y": "un anno", "yy": "%d anni"}


def dq_ago(t: datetime) -> str:
    """moment.js fromNow() in Italian: "qualche secondo fa", "12 minuti fa", "un'ora fa", "4
    giorni fa", "un mese fa", "3 mesi fa", "un anno fa", "2 anni fa"."""
    return _fuzzy(t, DQ_AGO)


def dq_full(t: datetime) -> str:
    """moment's "LLLL" in Italian: "giovedì 4 marzo 2021 10:12"."""
    return f"{DQ_DAYS[t.weekday()]} {t.day} {DQ_MONTHS[t.month - 1]} {t.year} {t:%H:%M}"


def dq_id(m: Message) -> int:
    return 5290000000 + m.pid * 113


def dq_user(m: Message) -> str:
    return m.author.lower().replace(".", "").replace("_", "")


def dq_post(posts: list[Message], kids: dict[int, list[int]], k: int, parent: int | None,
            depth: int) -> str:
    m = posts[k]
    pid = dq_id(m)
    guest = m.uid % 5 == 3
    if guest:
        avatar = ('<div class="avatar"><img data-role="user-avatar" src="//a.disquscdn.com/1705/'
                  'images/noavatar92.png" alt="Avatar"></div>')
        name = f'<span class="author">{m.author}</span>'
    else:
        avatar = (f'<div class="avatar hovercard"><a href="https://disqus.com/by/{dq_user(m)}/" '
                  f'class="user" data-action="profile" data-username="{dq_user(m)}"><img data-role'
                  f'="user-avatar" data-user="{m.uid * 90211}" src="//c.disquscdn.com/uploads/users'
                  f'/{m.uid * 90211 % 9999}/avatar92.jpg" alt="Avatar"></a></div>')
        name = (f'<span class="author publisher-anchor-color"><a href="https://disqus.com/by/'
                f'{dq_user(m)}/" data-action="profile" data-username="{dq_user(m)}" data-role="'
                f'username">{m.author}</a></span>')
    badge = ('<span class="badge moderator" data-role="moderator-badge">Mod</span>'
             if m.uid % 5 == 4 else "")
    reply_to = ""
    if parent is not None:
        p = posts[parent]
        reply_to = (f'<span class="parent-link-container"><a href="#comment-{dq_id(p)}" class="'
                    f'parent-link" data-role="parent-link"><i aria-label="in risposta a" class="'
                    f'icon-forward" title="in risposta a"></i> {p.author}</a></span>')
    quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
    up = (m.uid * 5 + k) % 9
    down = (m.uid + k) % 3 if up < 3 else 0
    children = ""
    if kids[k]:
        children = ('<ul class="children" data-role="children">'
                    + "".join(dq_post(posts, kids, c, k, depth + 1) for c in kids[k]) + '</ul>')
    return (
        f'<li class="post" id="post-{pid}"><div class="post-content {"guest" if guest else ""}" '
        f'data-role="post-content"><div class="indicator"></div>{avatar}<div class="post-body">'
        f'<header class="comment__header"><span class="post-byline">{name}{badge}{reply_to}</span>'
        '<span class="post-meta"><span class="bullet time-ago-bullet" aria-hidden="true">•</span>'
        f'<a href="{DQ}/{DQ_SLUG}/#comment-{pid}" data-role="relative-time" class="time-ago" title'
        f'="{dq_full(m.when)}">{dq_ago(m.when)}</a></span></header><div class="post-body-inner">'
        '<div class="post-message-container" data-role="message-container"><div class="publisher-'
        'anchor-color" data-role="message-content"><div class="post-message " data-role="message"'
        f' dir="auto">{quote}{p_tags(m)}</div></div></div></div><footer class="comment__footer">'
        '<menu class="comment-footer__menu"><li class="voting" data-role="voting"><a href="#" '
        f'class="vote-up count-{up}" title="Vota positivamente"><span class="count" data-role="'
        f'likes">{up}</span></a><a href="#" class="vote-down count-{down}" title="Vota '
        f'negativamente"><span class="count" data-role="dislikes">{down}</span></a></li><li class='
        '"reply" data-role="reply-link"><a href="#" data-action="reply"><span class="text">'
        'Rispondi</span></a></li><li class="comment__share"><span class="text">Condividi ›</span>'
        f'</li></menu></footer></div></div>{children}</li>')


def disqus_embed_it(posts: list[Message]) -> str:
    """An Italian news article with its Disqus thread saved inline where the frame
    was: the site's menu, the article (byline "di Marco Bellini | 4 marzo 2021 ore 08:30", its
    own paragraphs — not messages), sponsored links, then #disqus_thread: "12 Commenti", the sort
    "Meno recenti", li.post (name, "Mod", "in risposta a alice", "3 mesi fa" titled "giovedì 4
    marzo 2021 10:12", div.post-message, votes, "Rispondi") with replies in ul.children under the
    comment they quote (or, every fourth, the one before), oldest first; a "Sponsorizzato" item,
    a removed comment; the sidebar ("Ultime notizie", times). The first comment is
    the first message."""
    head = posts[0]
    n = len(posts)
    tops, kids = _forest(posts)
    items = []
    for i, k in enumerate(tops):
        items.append(dq_post(posts, kids, k, None, 0))
        if i == 0 and n > 2:
            items.append(
                '<li class="post advertisement" data-role="ad"><div class="post-content"><div '
                'class="post-body"><header class="comment__header"><span class="post-byline"><span'
                ' class="author">Assicurazioni Facili</span></span><span class="post-meta">'
                'Sponsorizzato</span></header><div class="post-message"><a href="#" rel="nofollow'
                ' sponsored">RC auto: confronta 40 compagnie in 2 minuti e risparmia fino al 45%'
                '</a></div></div></div></li>')
        if i == 1 and n >= 6:
            items.append(
                '<li class="post" id="post-5290000001"><div class="post-content minimized"><div '
                'class="post-body"><div class="post-body-inner"><div class="post-message" data-'
                'role="message"><p>Questo commento è stato rimosso.</p></div></div></div></div>'
                '</li>')
    published = head.when - timedelta(hours=3, minutes=head.pid % 50)
    count = n + (1 if n >= 6 else 0)
    article = "".join(f"<p>{escape(p)}</p>" for p in DQ_ARTICLE)
    latest = "".join(
        f'<li><time datetime="{_recent(k):%Y-%m-%dT%H:%M}">{_recent(k):%H:%M}</time> <a href="'
        f'{DQ}/u/{k}/">{x}</a></li>'
        for k, x in enumerate(("Prezzi dei carburanti in calo per la terza settimana",
                               "Salone di Torino, le novità attese",
                               "Multe col tutor: la mappa aggiornata")))
    menu = "".join(f'<li class="menu-item"><a href="{DQ}/{x.lower()}/">{x}</a></li>'
                   for x in ("News", "Prove", "Tecnica", "Mercato", "Moto", "Video"))
    body = (
        '<header id="masthead" class="site-header"><div class="top-bar"><span class="date">'
        f'{DQ_DAYS[NOW.weekday()].capitalize()} {NOW.day} {DQ_MONTHS[NOW.month - 1]} {NOW.year}'
        f'</span><a href="/abbonati">Abbonati</a></div><a href="{DQ}/" rel="home" class="site-'
        'branding"><img src="/img/logo.svg" alt="MotoriNews"></a><nav id="site-navigation" class='
        f'"main-navigation"><ul id="primary-menu" class="menu">{menu}</ul></nav></header><div id="'
        'content" class="site-content container"><main id="main" class="site-main col-md-8"><nav '
        f'class="breadcrumb"><a href="{DQ}/">Home</a> » <a href="{DQ}/tecnica/">Tecnica</a></nav>'
        '<article id="post-88213" class="post type-post hentry category-tecnica"><header class="'
        f'entry-header"><span class="entry-category">Tecnica</span><h1 class="entry-title">'
        f'{DQ_TITLE}</h1><p class="entry-summary">Il difetto compare dopo l\'aggiornamento via '
        'rete. La casa madre: «Stiamo lavorando a una correzione»</p><div class="entry-meta"><span'
        ' class="byline">di <a class="url fn n" href="/autore/marco-bellini/">Marco Bellini</a>'
        f'</span> | <time class="entry-date published" datetime="{_cet_iso(published)}">'
        f'{published.day} {DQ_MONTHS[published.month - 1]} {published.year} ore {published:%H:%M}'
        f'</time></div></header><div class="entry-content">{article}</div><footer class="entry-'
        'footer"><span class="tags-links">Tag: <a href="/tag/infotainment/" rel="tag">'
        'infotainment</a></span><div class="read-also"><h4>Leggi anche</h4><a href="/x/">'
        'Aggiornamenti via rete: come funzionano e quando rifiutarli</a></div></footer></article>'
        '<div class="sponsored-content" id="taboola-below-article-thumbnails"><h4 class="trc_'
        'header">Contenuti sponsorizzati</h4><a href="#" rel="nofollow sponsored">Questo trucco '
        'per risparmiare sul carburante sta facendo impazzire tutti</a></div><section id="comments'
        '" class="comments-area"><div id="disqus_thread"><div id="layout" data-tracking-area="'
        'layout"><div id="reactions__container"><h4 class="reactions-header">Cosa ne pensi?</h4>'
        '<div class="reactions-count">7 Voti</div></div><section id="conversation" data-role="main'
        '"><div id="tab-bar" class="tab-bar"><ul class="nav nav-primary"><li class="nav-tab nav-'
        'tab--primary tab-conversation active"><a class="publisher-nav-color"><span class="comment'
        f'-count">{count} Commenti</span></a></li><li class="nav-tab nav-tab--primary dropdown '
        'user-menu"><a href="#" class="dropdown-toggle">Accedi</a></li></ul></div><div id="main-'
        'nav" class="nav nav-secondary"><ul><li class="nav-tab nav-tab--secondary recommend"><a '
        'href="#"><span class="label">Consiglia</span></a></li><li class="nav-tab nav-tab--'
        'secondary share-menu"><span class="label">Condividi</span></li><li class="nav-tab nav-tab'
        '--secondary sorting dropdown pull-right"><a href="#" class="dropdown-toggle">Meno recenti'
        '</a><ul class="dropdown-menu"><li><a data-sort="popular">Migliori</a></li><li><a data-'
        'sort="desc">Più recenti</a></li><li class="selected"><a data-sort="asc">Meno recenti</a>'
        '</li></ul></li></ul></div><div id="posts"><div id="form"><div class="textarea" '
        'contenteditable="true" data-placeholder="Partecipa alla discussione…"></div></div><div '
        'class="post-list-container" data-role="post-list-container"><ul id="post-list" class="'
        f'post-list">{"".join(items)}</ul></div></div></section><div id="footer"><ul><li class="'
        'install"><a href="https://publishers.disqus.'
        f'com/engage?utm_source={DQ_FORUM}" rel="nofollow">Powered by Disqus</a></li><li class="'
        'privacy"><a href="https://disqus.com/privacy-policy">Privacy</a></li><li class="do-not-'
        'sell"><a href="#">Non vendere i miei dati</a></li></ul></div></div></div></section>'
        '</main><aside id="secondary" class="widget-area col-md-4"><section class="widget latest">'
        f'<h3 class="widget-title">Ultime notizie</h3><ul>{latest}</ul>'
        '</section><div class="adv-label">Pubblicità</div></aside></div><footer id="colophon" '
        'class="site-footer"><p>© 2021 MotoriNews Srl - P.IVA 01234567890</p><a href="/privacy">'
        'Privacy</a> <a href="/redazione">Redazione</a></footer>')
    return page(f"{DQ_TITLE} - MotoriNews", body, "it")


# --- Baidu Tieba, the mobile page -------------------------------------------------------------

TB_TITLE = "车机升级之后喇叭一直有沙沙声，刹车的时候更明显，有老哥遇到过吗"
TB_FORUM = "汽车"
TB_PLACES = ("广东", "北京", "上海", "浙江", "江苏", "四川", "湖北", "山东")
TB_LEVELS = "初级粉丝 中级粉丝 高级粉丝 正式会员 核心会员 铁杆会员 知名人士 人气楷模".split()
TB_CLIENTS = ("", "来自Android客户端", "来自iPhone客户端", "")


def tb_when(t: datetime) -> str:
    """Tieba's mobile dates: "刚刚", "12分钟前", "3小时前" today, "昨天 21:10", "03-04" this
    year, then "2020-03-04"."""
    s = _seconds(t)
    if 0 <= s < 60:
        return "刚刚"
    if 0 <= s < 3600:
        return f"{int(s // 60)}分钟前"
    if days_ago(t) == 0:
        return f"{int(s // 3600)}小时前"
    if days_ago(t) == 1:
        return f"昨天 {t:%H:%M}"
    if t.year == NOW.year:
        return f"{t:%m-%d}"
    return f"{t:%Y-%m-%d}"


def tb_level(m: Message) -> int:
    return m.uid * 7 % 14 + 1


def tb_avatar(m: Message) -> str:
    return (f'<img class="avatar" src="https://gss0.bdstatic.com/6LZ1dD3d1sgCo2Kml5_Y_D3/sys/'
            f'portrait/item/tb.1.{_hash(m.uid * 3, 8)}.{_hash(m.uid, 22)}" alt="">')


def tb_lzl(posts: list[Message], k: int, target: str | None) -> str:
    m = posts[k]
    to = (f'回复 <a class="at" href="/home/main?un={target}">{target}</a> :' if target else "")
    return (
        f'<li class="lzl-item" data-spid="{148000000000 + m.pid * 3}"><a class="lzl-user" href="'
        f'/home/main?un={m.author}">{m.author}</a><span class="lzl-sep">：</span><span class="'
        f'lzl-content">{to}{paras(m, " ")}</span><span class="lzl-time">{tb_when(m.when)}</span>'
        '</li>')


def tb_floor(posts: list[Message], k: int, floor: int,
             subs: list[tuple[int, str | None]]) -> str:
    m = posts[k]
    owner = m.author == posts[0].author
    tag = '<span class="landlord-tag">楼主</span>' if owner else ""
    level = tb_level(m)
    client = TB_CLIENTS[m.uid % 4]
    tail = f'<span class="client-info">{client}</span>' if client else ""
    lzl = ""
    if subs:
        shown = "".join(tb_lzl(posts, c, target) for c, target in subs)
        more = (f'<div class="lzl-more">共{len(subs)}条回复 ›</div>' if len(subs) > 2 else "")
        lzl = f'<div class="lzl-wrapper"><ul class="lzl-list">{shown}</ul>{more}</div>'
    text = "".join(f'<p class="pb-text">{escape(p)}</p>' for p in m.paragraphs)
    agree = (m.uid * 7 + k * 3) % 40
    label = "" if floor == 1 else f"第{floor}楼"
    return (
        f'<div class="post-item{" main-floor" if floor == 1 else ""}" data-floor="{floor}" data-'
        f'pid="{147000000000 + m.pid * 5}"><div class="user-line-post"><div class="user-line"><a '
        f'class="avatar-wrapper" href="/home/main?un={m.author}">{tb_avatar(m)}</a><div class="'
        f'user-info"><div class="user-name-line"><span class="user-name">{m.author}</span><span '
        f'class="forum-level level-{level}" title="{TB_LEVELS[level // 2]}">{level}</span>{tag}'
        f'</div><div class="user-intro"><span class="floor-info">{label}</span><span class="time-'
        f'info">{tb_when(m.when)}</span><span class="ip-address">IP属地:'
        f'{TB_PLACES[m.uid % 8]}</span></div></div></div></div><div class="pb-content-wrapper">'
        f'<div class="pb-content">{text}</div>{tail}</div><div class="post-actions"><span class="'
        f'reply-btn">回复</span><span class="agree-btn"><i class="icon-agree"></i>'
        f'{agree or "赞"}</span></div>{lzl}</div>')


def tieba_mobile(posts: list[Message]) -> str:
    """A Baidu Tieba thread as served to mobile browsers (the rendered Vue page): the
    app banner, h1, the forum card, the main floor, then div.post-item floors (name, level
    badge, 楼主, "第2楼", "12分钟前" / "3小时前" / "昨天 21:10" / "03-04" / "2020-03-04", "IP属地:
    广东", p.pb-text, "来自Android客户端"); 楼中楼: a reply that quotes a post, or a one-line
    reply, goes under the floor it answers as "name：回复 bob :text" ("回复" only when answering
    a 楼中楼 reply); a folded floor, 广告 cards, "相关推荐" with dates. No quotes, no signatures.
    The main floor is the first message."""
    n = len(posts)
    index = {m.pid: k for k, m in enumerate(posts)}
    floor_of: dict[int, int] = {0: 0}
    floors: list[int] = [0]
    subs: dict[int, list[tuple[int, str | None]]] = {0: []}
    for k in range(1, n):
        m = posts[k]
        home = None
        target = None
        if m.quote and m.quote[1] in index:
            q = index[m.quote[1]]
            home = floor_of[q]
            if q != home:
                target = posts[q].author
        elif _short(m) and k > 1:
            home = floor_of[k - 1]
        if home is None:
            floors.append(k)
            floor_of[k] = k
            subs[k] = []
        else:
            floor_of[k] = home
            subs[home].append((k, target))
    rows = []
    num = 1
    for i, k in enumerate(floors):
        if i == 3 and n >= 6:
            rows.append(
                f'<div class="post-item folded" data-floor="{num}"><div class="fold-tip">'
                '该楼层疑似违规已被系统折叠 <span class="fold-show">隐藏此楼</span><span class="'
                'fold-show">查看此楼</span></div></div>')
            num += 1
        rows.append(tb_floor(posts, k, num, subs[k]))
        num += 1
        if i in (0, 4) and len(floors) > i + 1:
            rows.append(
                '<div class="fengchao-wrap"><div class="ad-card"><div class="ad-user"><img class="'
                'avatar" src="https://feed-image.baidu.com/0/pic/ad.jpg" alt=""><span class="ad-'
                'name">途虎养车</span><span class="ad-tag">广告</span></div><p class="ad-text">'
                '车机异响？全国门店免费检测，点击预约</p><span class="ad-btn">立即预约</span></div>'
                '</div>')
    related = "".join(
        f'<li class="related-item"><a href="/p/{7260000000 + k * 37}"><p class="related-title">'
        f'{x}</p><p class="related-info"><span>{TB_FORUM}吧</span><span>{k * 23 + 7}回复</span>'
        f'<span>{tb_when(_others(k))}</span></p></a></li>'
        for k, x in enumerate(("升级车机后蓝牙老是断开怎么办", "冬天电瓶亏电，停一晚上就打不着火",
                               "原车音响换喇叭有必要吗？", "刹车有异响去4S店说正常")))
    body = (
        '<div id="app"><div class="app-view transition-fade pb-page-wrapper"><div class="tb-'
        'banner-wrapper"><div class="tb-banner"><img class="tb-banner-logo" src="https://tb3.'
        'bdstatic.com/public/img/logo.png" alt=""><div class="tb-banner-text"><p>百度贴吧</p><p>'
        '上贴吧，聊兴趣</p></div><span class="tb-banner-btn">打开App</span></div></div><div class="'
        'nav-bar"><a class="nav-bar-back" href="javascript:history.back()"></a><div class="nav-'
        f'bar-title">{TB_FORUM}吧</div><span class="nav-bar-more"></span></div><div class="pb-'
        'page"><div class="thread-main"><div class="thread-title"><h1 class="thread-text">'
        f'{TB_TITLE}</h1></div><div class="forum-block"><img class="forum-avatar" src="https://'
        'tb3.bdstatic.com/forum/car.jpg" alt=""><div class="forum-info"><p class="forum-name">'
        f'{TB_FORUM}吧</p><p class="forum-desc">关注 386万 帖子 9872万</p></div><span class="forum-'
        f'follow">+关注</span></div>{rows[0]}</div><div class="pb-tab-bar"><span class="tab-item '
        f'active">全部回复</span><span class="tab-item">只看楼主</span><span class="tab-item">热门'
        f'</span><span class="tab-sort">正序</span></div><div class="pb-list">{"".join(rows[1:])}'
        '</div><div class="pb-more"><span class="pb-more-btn">打开App查看更多精彩回复</span></div>'
        '<div class="related-wrapper"><h3 class="related-head">相关推荐</h3><ul class="related-'
        f'list">{related}</ul></div></div><div class="pb-footer"><p>©2023 Baidu <a href="//tieba.'
        'baidu.com/tb/eula.html">贴吧协议</a> | <a href="//tieba.baidu.com/tb/cms/tieba-fe/tieba_'
        'promise.html">隐私政策</a> | <a href="#">吧主制度</a> | <a href="#">意见反馈</a></p></div>'
        '<div class="pb-bottom-bar"><span class="reply-input">我也说一句</span><span class="share-'
        f'btn">分享</span><span class="reply-count">{len(floors) - 1}</span></div></div>'
        '</div>')
    return page(f"{TB_TITLE}_{TB_FORUM}吧_百度贴吧", body, "zh-CN")


ENGINES = {
    "phpbb32-es": phpbb32_es, "vbulletin5-de": vbulletin5_de, "xenforo2-tr": xenforo2_tr,
    "discourse-pt": discourse_pt, "smf21-nl": smf21_nl, "mybb18-ru": mybb18_ru,
    "ipb4-ja": ipb4_ja, "nodebb-de": nodebb_de, "serverfault": serverfault,
    "github-issue-zh": github_issue_zh, "lemmy-fr": lemmy_fr,
    "hacker-news-item": hacker_news_item, "disqus-embed-it": disqus_embed_it,
    "tieba-mobile": tieba_mobile,
}
