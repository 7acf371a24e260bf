"""Fourteen more thread pages for bench/forum_engines.py, written the way further systems lay
them out: phpBB 3.0 (prosilver) in Italian, XenForo 2.1 in Polish, vBulletin 3.8 (the
horizontal postbit) in Turkish, Discuz! X2.5 in traditional Chinese, Simple Machines 1.1,
FluxBB 1.5 in Czech, Invision Power Board 2.3, Question2Answer in Spanish, a 4chan thread, a
Dreamwidth entry with its comments, a Misskey note with its replies (Japanese), a V2EX topic
(Chinese), a Douban group topic (Chinese) and Isso comments in German under a Hugo blog post.

Markup written from memory after the systems' default templates as they are served (element
nesting, class names and ids, date wording in the site's language and the date shapes the
system uses, author boxes, quotes, signatures where the system shows them, nesting where the
system nests, the page around the thread), by someone who never read the extractor; the text
is generated. Misskey draws its pages with scripts and Isso its comments: those pages are
written as a browser's saved DOM holds them. Each function takes the thread's list of
``Message`` and returns the whole page; ``ENGINES`` maps the engine's name to it.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from forum_engines import NOW, TITLE, Message, escape, joined, p_tags, page, paras
from forum_engines_fresh import _quoted, _tree
from forum_engines_fresh2 import MONTHS_EN, OTHER_THREADS, _descendants, _seconds, _ts
from forum_engines_more import days_ago, hm

WHO = ("GregH", "dora.k", "ErikS", "fiona", "hanna_w")


# --- shared bits ------------------------------------------------------------------------------

def _others(k: int) -> datetime:
    """The date of the k-th other thread in a sidebar or a "similar threads" box."""
    return NOW - timedelta(days=19 * k + 4, hours=5 * k + 2, minutes=11 * k)


def _n(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def _index(posts: list[Message]) -> dict[int, int]:
    return {m.pid: k for k, m in enumerate(posts)}


def _qa_split(posts: list[Message]) -> tuple[list[int], dict[int, list[int]]]:
    """Answers and comments of a Q&A page: a reply that quotes an earlier post is a comment
    under the question or answer that post belongs to, a reply by the asker a comment under
    the last answer (under the question when there is none), every other reply an answer.
    Returns the answers' indexes and, for the question (0) and each answer, its comments."""
    index = _index(posts)
    head = posts[0]
    answers: list[int] = []
    comments: dict[int, list[int]] = {0: []}
    home: dict[int, int] = {0: 0}
    for k in range(1, len(posts)):
        m = posts[k]
        target = None
        if m.quote and m.quote[1] in index:
            target = home[index[m.quote[1]]]
        elif m.author == head.author:
            target = answers[-1] if answers else 0
        if target is None:
            answers.append(k)
            comments[k] = []
            home[k] = k
        else:
            comments[target].append(k)
            home[k] = target
    return answers, comments


# --- phpBB 3.0 prosilver in Italian -----------------------------------------------------------

IT_DAYS = ("lun", "mar", "mer", "gio", "ven", "sab", "dom")
IT_MONTHS = ("gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic")


def it_date(t: datetime) -> str:
    """The Italian pack's "D d M Y, H:i": "gio 04 mar 2021, 10:12"."""
    return f"{IT_DAYS[t.weekday()]} {t:%d} {IT_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def phpbb30_it_post(m: Message) -> str:
    profile = f"./memberlist.php?mode=viewprofile&amp;u={m.uid}"
    quote = (f"<blockquote><div><cite>{m.quote[0]} ha scritto:</cite>{escape(m.quote[2])}"
             "</div></blockquote>" if m.quote else "")
    sig = (f'<div id="sig{m.pid}" class="signature">{escape(m.signature)}</div>'
           if m.signature else "")
    first = ' class="first"' if m.number == 1 else ""
    subject = TITLE if m.number == 1 else f"Re: {TITLE}"
    rank = ("Utente", "Utente attivo", "Moderatore")[m.uid % 3]
    place = ("<dd><strong>Località:</strong> Milano</dd>" if m.uid % 2 else "")
    return (
        f'<div id="p{m.pid}" class="post {"bg2" if m.number % 2 else "bg1"}"><div class="inner">'
        '<span class="corners-top"><span></span></span><div class="postbody"><ul class="profile-'
        f'icons"><li class="quote-icon"><a href="./posting.php?mode=quote&amp;f=12&amp;p={m.pid}"'
        ' title="Rispondi citando"><span>Rispondi citando</span></a></li></ul><h3'
        f'{first}><a href="#p{m.pid}">{subject}</a></h3><p class="author"><a href="./viewtopic'
        f'.php?p={m.pid}#p{m.pid}"><img src="./styles/prosilver/imageset/icon_post_target.gif" '
        'width="11" height="9" alt="Messaggio" title="Messaggio" /></a>da <strong><a href="'
        f'{profile}">{m.author}</a></strong> &raquo; {it_date(m.when)} </p><div class="content">'
        f'{quote}{paras(m, "<br /><br />")}</div>{sig}</div><dl class="postprofile" id="profile'
        f'{m.pid}"><dt><a href="{profile}">{m.author}</a></dt><dd>{rank}</dd><dd>&nbsp;</dd>'
        f'<dd><strong>Messaggi:</strong> {m.uid * 3}</dd><dd><strong>Iscritto il:</strong> '
        f'{it_date(joined(m))}</dd>{place}</dl><div class="back2top"><a href="#wrap" class="'
        'top" title="Top">Top</a></div><span class="corners-bottom"><span></span></span></div>'
        '</div><hr class="divider" />')


def phpbb30_it(posts: list[Message]) -> str:
    """phpBB 3.0 with prosilver in Italian (phpBBItalia's pack): div.post.bg2/bg1 per post,
    div.postbody (h3 subject, p.author "[Messaggio]da <strong>bob</strong> » gio 04 mar
    2021, 10:12", div.content, div.signature) before the author box dl.postprofile
    ("Messaggi", "Iscritto il", "Località"); quotes "bob ha scritto:" in blockquote > div >
    cite; the rounded-corner header and navbar, "Rispondi", the jumpbox "Vai a:", "Chi c’è
    in linea" and the footer with the time zone."""
    n = len(posts)
    count = (f'{_n(n, "messaggio", "messaggi")} &bull; Pagina <strong>1</strong> di '
             '<strong>1</strong>')
    actions = (
        '<div class="topic-actions"><div class="buttons"><div class="reply-icon"><a href="./'
        'posting.php?mode=reply&amp;f=12&amp;t=5" title="Rispondi"><span></span>Rispondi</a>'
        f'</div></div>{{search}}<div class="pagination">{count}</div></div>')
    search = ('<div class="search-box"><form method="get" id="topic-search" action="./search.'
              'php"><fieldset><input class="inputbox search tiny" type="text" name="keywords" '
              'id="search_keywords" size="20" value="Cerca in questo argomento…" onclick="if '
              '(this.value == \'Cerca in questo argomento…\') this.value = \'\';" /> <input '
              'class="button2" type="submit" value="Cerca" /><input type="hidden" value="5" '
              'name="t" /><input type="hidden" value="msgonly" name="sf" /></fieldset></form>'
              '</div>')
    body = (
        '<div id="wrap"><a id="top" name="top" accesskey="t"></a><div id="page-header"><div '
        'class="headerbar"><div class="inner"><span class="corners-top"><span></span></span>'
        '<div id="site-description"><a href="./index.php" title="Indice" id="logo"><img src="./'
        'styles/prosilver/imageset/site_logo.gif" width="139" height="52" alt="" title="" /></a>'
        '<h1>Comunità Esempio</h1><p>Il forum di chi ama le auto</p><p class="skiplink"><a '
        'href="#start_here">Passa al contenuto</a></p></div><div id="search-box"><form action="'
        './search.php" method="get" id="search"><fieldset><input name="keywords" id="keywords" '
        'type="text" maxlength="128" title="Ricerca per termini" class="inputbox search" value'
        '="Cerca…" onclick="if(this.value==\'Cerca…\')this.value=\'\';" /> <input class="'
        'button2" value="Cerca" type="submit" /><br /><a href="./search.php" title="Visualizza'
        ' le opzioni di ricerca avanzata">Ricerca avanzata</a></fieldset></form></div><span '
        'class="corners-bottom"><span></span></span></div></div><div class="navbar"><div class'
        '="inner"><span class="corners-top"><span></span></span><ul class="linklist navlinks">'
        '<li class="icon-home"><a href="./index.php" accesskey="h">Indice</a>  <strong>&#8249;'
        '</strong> <a href="./viewforum.php?f=3">Auto</a> <strong>&#8249;</strong> <a href="./'
        'viewforum.php?f=12">Assistenza tecnica</a></li><li class="rightside"><a href="#" '
        'onclick="fontsizeup(); return false;" class="fontsize" title="Modifica dimensione '
        'carattere">Modifica dimensione carattere</a></li></ul><ul class="linklist rightside">'
        '<li class="icon-faq"><a href="./faq.php" title="FAQ (Domande Frequenti)">FAQ</a></li>'
        '<li class="icon-register"><a href="./ucp.php?mode=register">Registrati</a></li><li '
        'class="icon-logout"><a href="./ucp.php?mode=login" title="Login" accesskey="x">Login'
        '</a></li></ul><span class="corners-bottom"><span></span></span></div></div></div><a '
        'name="start_here"></a><div id="page-body"><h2><a href="./viewtopic.php?f=12&amp;t=5">'
        f'{TITLE}</a></h2><p>Discussione sui rumori dopo gli aggiornamenti software</p>'
        + actions.replace("{search}", search) + '<div class="clear"></div>'
        + "".join(phpbb30_it_post(m) for m in posts)
        + actions.replace("{search}", "")
        + '<p></p><p><a href="./viewforum.php?f=12" class="left-box left" accesskey="r">Torna a'
        ' Assistenza tecnica</a></p><form method="post" id="jumpbox" action="./viewforum.php" '
        'onsubmit="if(this.f.value == -1){return false;}"><fieldset class="jumpbox"><label for'
        '="f" accesskey="j">Vai a:</label><select name="f" id="f" onchange="if(this.options[this'
        '.selectedIndex].value != -1){ document.forms[\'jumpbox\'].submit() }"><option value="-1'
        '">Seleziona il forum</option><option value="-1">------------------</option><option '
        'value="3">Auto</option><option value="12" selected="selected">&nbsp; &nbsp;Assistenza'
        ' tecnica</option><option value="14">&nbsp; &nbsp;Mercatino</option></select><input '
        'type="submit" value="Vai" class="button2" /></fieldset></form><h3>Chi c’è in linea</h3>'
        '<p>Visitano il forum: Nessuno e 1 ospite</p></div><div id="page-footer"><div class="'
        'navbar"><div class="inner"><span class="corners-top"><span></span></span><ul class="'
        'linklist"><li class="icon-home"><a href="./index.php" accesskey="h">Indice</a></li><li'
        ' class="rightside"><a href="./memberlist.php?mode=leaders">Staff</a> &bull; <a href="'
        './ucp.php?mode=delete_cookies">Cancella i cookie del forum</a> &bull; Tutti gli orari '
        'sono UTC + 1 ora [ <abbr title="Ora legale">ora legale</abbr> ]</li></ul><span class="'
        'corners-bottom"><span></span></span></div></div><div class="copyright">Powered by <a '
        'href="https://www.phpbb.com/">phpBB</a>&reg; Forum Software &copy; phpBB Group<br />'
        'Traduzione Italiana <a href="http://www.phpbbitalia.net/">phpBBItalia.net</a> basata '
        'su phpBB.it 2010</div></div></div><div><a id="bottom" name="bottom" accesskey="z"></a>'
        '<img src="./cron.php?cron_type=tidy_sessions" width="1" height="1" alt="cron" /></div>')
    return page(f"Comunità Esempio &bull; Leggi argomento - {TITLE}", body, "it")


# --- XenForo 2.1 in Polish --------------------------------------------------------------------

PL_MONTHS = ("Sty", "Lut", "Mar", "Kwi", "Maj", "Cze", "Lip", "Sie", "Wrz", "Paź", "Lis", "Gru")
PL_DAYS = ("Poniedziałek", "Wtorek", "Środa", "Czwartek", "Piątek", "Sobota", "Niedziela")


def pl_day(t: datetime) -> str:
    return f"{t.day} {PL_MONTHS[t.month - 1]} {t.year}"


def xf_pl_when(t: datetime) -> str:
    """XenForo's relative date with the Polish pack: "Przed chwilą", "12 minut temu",
    "Dzisiaj o 10:12", "Wczoraj o 10:12", "Czwartek o 10:12" within the week, "4 Mar 2021"."""
    s = _seconds(t)
    if 0 <= s < 60:
        return "Przed chwilą"
    if 0 <= s < 3600:
        n = int(s // 60)
        return "Minutę temu" if n == 1 else f"{n} minut temu"
    days = days_ago(t)
    if days <= 0:
        return f"Dzisiaj o {t:%H:%M}"
    if days == 1:
        return f"Wczoraj o {t:%H:%M}"
    if days < 7:
        return f"{PL_DAYS[t.weekday()]} o {t:%H:%M}"
    return pl_day(t)


def xf_pl_time(t: datetime) -> str:
    return (f'<time class="u-dt" dir="auto" datetime="{t:%Y-%m-%dT%H:%M:%S}+0100" data-time="'
            f'{_ts(t)}" data-date-string="{pl_day(t)}" data-time-string="{t:%H:%M}" title="'
            f'{pl_day(t)} o {t:%H:%M}">{xf_pl_when(t)}</time>')


def xf_pl_avatar(name: str, uid: int, size: str) -> str:
    colour = ("#a3a3e0", "#e0a3c2", "#a3e0b8", "#e0d1a3")[uid % 4]
    return (f'<a href="/members/{name.lower()}.{uid}/" class="avatar avatar--{size} avatar--'
            f'default avatar--default--dynamic" data-user-id="{uid}" data-xf-init="member-'
            f'tooltip" style="background-color: {colour}; color: #3d3d8f"><span class="avatar-u'
            f'{uid}-{size}" role="img" aria-label="{name}">{name[0].upper()}</span></a>')


def xf_pl_post(posts: list[Message], m: Message) -> str:
    link = f"/threads/dziwny-halas-po-aktualizacji.5/post-{m.pid}"
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = (
            '<blockquote class="bbCodeBlock bbCodeBlock--expandable bbCodeBlock--quote js-expand'
            f'Watch" data-attributes="member: {q.uid}" data-quote="{m.quote[0]}" data-source="'
            f'post: {m.quote[1]}"><div class="bbCodeBlock-title"><a href="/goto/post?id='
            f'{m.quote[1]}" class="bbCodeBlock-sourceJump" rel="nofollow" data-xf-click="'
            f'attribution" data-content-selector="#post-{m.quote[1]}">{m.quote[0]} napisał(a):'
            '</a></div><div class="bbCodeBlock-content"><div class="bbCodeBlock-expandContent js'
            f'-expandContent ">{escape(m.quote[2])}</div><div class="bbCodeBlock-expandLink js-'
            'expandLink"><a role="button" tabindex="0">Kliknij, aby rozwinąć...</a></div></div>'
            '</blockquote>')
    sig = ('<aside class="message-signature"><div class="bbWrapper">'
           f'{escape(m.signature)}</div></aside>' if m.signature else "")
    title = ("Nowy użytkownik", "Aktywny użytkownik", "Znany użytkownik")[m.uid % 3]
    likes = m.uid * 7 % 5
    reactions = (
        f'<div class="reactionsBar js-reactionsList is-active"><ul class="reactionSummary"><li>'
        '<span class="reaction reaction--small reaction--1" data-reaction-id="1"><i aria-hidden'
        '="true"></i><img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAAB'
        'AAEAAAIBRAA7" class="reaction-sprite js-reaction" alt="Lubię to" title="Lubię to" />'
        f'</span></li></ul><span class="u-srOnly">Reakcje:</span><a class="reactionsBar-link" '
        f'href="/posts/{m.pid}/reactions" data-xf-click="overlay" data-cache="false" rel="'
        f'nofollow"><bdi>{WHO[likes]}</bdi></a></div>' if likes else
        '<div class="reactionsBar js-reactionsList "></div>')
    return (
        f'<article class="message message--post js-post js-inlineModContainer  " data-author="'
        f'{m.author}" data-content="post-{m.pid}" id="js-post-{m.pid}"><span class="u-anchor'
        f'Target" id="post-{m.pid}"></span><div class="message-inner"><div class="message-cell '
        'message-cell--user"><section itemscope itemtype="https://schema.org/Person" class="'
        'message-user"><div class="message-avatar "><div class="message-avatar-wrapper">'
        f'{xf_pl_avatar(m.author, m.uid, "m")}</div></div><div class="message-userDetails"><h4 '
        f'class="message-name"><a href="/members/{m.author.lower()}.{m.uid}/" class="username '
        f'" dir="auto" data-user-id="{m.uid}" data-xf-init="member-tooltip" itemprop="name">'
        f'{m.author}</a></h4><h5 class="userTitle message-userTitle" dir="auto" itemprop="job'
        f'Title">{title}</h5></div><div class="message-userExtras"><dl class="pairs pairs--'
        f'justified"><dt>Dołączył(a)</dt><dd>{pl_day(joined(m))}</dd></dl><dl class="pairs '
        f'pairs--justified"><dt>Posty</dt><dd>{m.uid * 3}</dd></dl><dl class="pairs pairs--'
        f'justified"><dt>Punkty reakcji</dt><dd>{m.uid % 40}</dd></dl></div><span class="'
        'message-userArrow"></span></section></div><div class="message-cell message-cell--main'
        '"><div class="message-main js-quickEditTarget"><header class="message-attribution '
        'message-attribution--split"><ul class="message-attribution-main listInline "><li class'
        f'="u-concealed"><a href="{link}" rel="nofollow">{xf_pl_time(m.when)}</a></li></ul><ul'
        ' class="message-attribution-opposite message-attribution-opposite--list "><li><a href'
        f'="{link}" class="message-attribution-gadget" data-xf-init="share-tooltip" data-href'
        f'="/posts/{m.pid}/share" aria-label="Udostępnij" rel="nofollow"><i class="fa--xf far '
        f'fa-share-alt" aria-hidden="true"></i></a></li><li><a href="{link}" rel="nofollow">#'
        f'{m.number}</a></li></ul></header><div class="message-content js-messageContent"><div'
        f' class="message-userContent lbContainer js-lbContainer " data-lb-id="post-{m.pid}" '
        f'data-lb-caption-desc="{m.author} &middot; {pl_day(m.when)} o {m.when:%H:%M}"><article'
        f' class="message-body js-selectToQuote"><div class="bbWrapper">{quote}'
        f'{paras(m, "<br />" + chr(10) + "<br />" + chr(10))}</div><div class="js-selectToQuote'
        f'End">&nbsp;</div></article></div>{sig}</div><footer class="message-footer"><div '
        'class="message-actionBar actionBar"><div class="actionBar-set actionBar-set--external'
        f'"><a href="/threads/dziwny-halas-po-aktualizacji.5/reply?quote={m.pid}" class="'
        'actionBar-action actionBar-action--reply" title="Odpowiedz, cytując tę wiadomość" rel'
        f'="nofollow" data-xf-click="quote" data-quote-href="/posts/{m.pid}/quote">Odpowiedz'
        '</a></div><div class="actionBar-set actionBar-set--internal"><a href="/posts/'
        f'{m.pid}/report" class="actionBar-action actionBar-action--report" data-xf-click="'
        f'overlay">Zgłoś</a></div></div>{reactions}<div class="js-historyTarget message-'
        'historyTarget toggleTarget" data-href="trigger-href"></div></footer></div></div></div>'
        '</article>')


def xenforo2_pl(posts: list[Message]) -> str:
    """XenForo 2.1 in Polish: article.message--post per post with the user cell (avatar,
    h4.message-name, title, "Dołączył(a)", "Posty", "Punkty reakcji"); the date a <time> in
    the attribution header, relative ("Dzisiaj o 10:12", "Wczoraj o …", "Czwartek o …",
    "12 minut temu") or "4 Mar 2021", titled "4 Mar 2021 o 10:12"; "#2"; div.bbWrapper;
    quotes blockquote.bbCodeBlock--quote "bob napisał(a):"; aside.message-signature;
    reactions; the thread header "Autor wątku" / "Data rozpoczęcia", "Podobne wątki" and the
    Polish footer."""
    head = posts[0]
    similar = "".join(
        '<div class="structItem structItem--thread js-inlineModContainer"><div class="structItem'
        f'-cell structItem-cell--icon"><div class="structItem-iconContainer">'
        f'{xf_pl_avatar(who, 101 + k, "s")}</div></div><div class="structItem-cell structItem-'
        f'cell--main" data-xf-init="touch-proxy"><div class="structItem-title"><a href="/threads'
        f'/{901 + k}/" data-tp-primary="on">{t}</a></div><div class="structItem-minor"><ul '
        f'class="structItem-parts"><li><a href="/members/{who.lower()}.{101 + k}/" class="'
        f'username " dir="auto">{who}</a></li><li class="structItem-startDate"><a href="/threads'
        f'/{901 + k}/" rel="nofollow">{xf_pl_time(_others(k) - timedelta(days=30))}</a></li><li>'
        '<a href="/forums/pomoc-techniczna.12/">Pomoc techniczna</a></li></ul></div></div><div '
        'class="structItem-cell structItem-cell--meta" title="Pierwsza wiadomość: reakcje: 0">'
        f'<dl class="pairs pairs--justified"><dt>Odpowiedzi</dt><dd>{k + 2}</dd></dl><dl class'
        f'="pairs pairs--justified structItem-minor"><dt>Wyświetlenia</dt><dd>{180 * (k + 1)}'
        '</dd></dl></div><div class="structItem-cell structItem-cell--latest"><a href="/threads/'
        f'{901 + k}/latest" rel="nofollow">{xf_pl_time(_others(k))}</a><div class="structItem-'
        f'minor"><a href="/members/fiona.105/" class="username " dir="auto">fiona</a></div></div>'
        '</div>' for k, (t, who) in enumerate(zip(OTHER_THREADS[:4], WHO)))
    crumbs = "".join(
        f'<li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a '
        f'href="{h}" itemprop="item"><span itemprop="name">{x}</span></a><meta itemprop="'
        f'position" content="{k + 1}" /></li>' for k, (h, x) in enumerate((
            ("/", "Strona główna"), ("/forums/", "Forum"),
            ("/forums/#motoryzacja.3", "Motoryzacja"),
            ("/forums/pomoc-techniczna.12/", "Pomoc techniczna"))))
    nav = "".join(
        f'<li><div class="p-navEl {"is-selected" if x == "Forum" else ""}"><a href="{h}" class'
        f'="p-navEl-link " data-nav-id="{i}">{x}</a></div></li>'
        for h, i, x in (("/", "home", "Strona główna"), ("/forums/", "forums", "Forum"),
                        ("/whats-new/", "whatsNew", "Co nowego"),
                        ("/members/", "members", "Użytkownicy")))
    body = (
        '<div class="p-pageWrapper" id="top"><header class="p-header" id="header"><div class="'
        'p-header-inner"><div class="p-header-content"><div class="p-header-logo p-header-logo'
        '--image"><a href="/"><img src="/styles/default/xenforo/xenforo-logo.png" alt="Forum '
        'Motoryzacyjne" width="100" height="36" /></a></div></div></div></header><div class="'
        'p-navSticky p-navSticky--primary" data-xf-init="sticky-header"><nav class="p-nav"><div'
        ' class="p-nav-inner"><div class="p-nav-scroller hScroller" data-xf-init="h-scroller">'
        f'<div class="hScroller-scroll"><ul class="p-nav-list js-offCanvasNavSource">{nav}</ul>'
        '</div></div><div class="p-nav-opposite"><div class="p-navgroup p-account p-navgroup--'
        'guest"><a href="/login/" class="p-navgroup-link p-navgroup-link--textual p-navgroup-'
        'link--logIn" data-xf-click="overlay" data-follow-redirects="on"><span class="p-navgroup'
        '-linkText">Zaloguj się</span></a><a href="/register/" class="p-navgroup-link p-navgroup'
        '-link--textual p-navgroup-link--register" data-xf-click="overlay" data-follow-'
        'redirects="on"><span class="p-navgroup-linkText">Zarejestruj się</span></a></div><div '
        'class="p-navgroup p-discovery"><a href="/whats-new/" class="p-navgroup-link p-navgroup-'
        'link--iconic p-navgroup-link--whatsnew" title="Co nowego"><i aria-hidden="true"></i>'
        '<span class="p-navgroup-linkText">Co nowego</span></a><a href="/search/" class="p-nav'
        'group-link p-navgroup-link--iconic p-navgroup-link--search" data-xf-click="menu" aria-'
        'label="Szukaj"><i aria-hidden="true"></i><span class="p-navgroup-linkText">Szukaj'
        '</span></a></div></div></div></nav></div><div class="p-body"><div class="p-body-inner">'
        '<div class="p-breadcrumbs--parent"><ul class="p-breadcrumbs " itemscope itemtype="'
        f'https://schema.org/BreadcrumbList">{crumbs}</ul></div><div class="p-body-header"><div'
        f' class="p-title "><h1 class="p-title-value">{TITLE}</h1></div><div class="p-'
        'description"><ul class="listInline listInline--bullet"><li><i class="fa--xf far fa-'
        'user" aria-hidden="true" title="Autor wątku"></i><span class="u-srOnly">Autor wątku'
        f'</span><a href="/members/{head.author.lower()}.{head.uid}/" class="username  u-'
        f'concealed" dir="auto" data-user-id="{head.uid}" data-xf-init="member-tooltip">'
        f'{head.author}</a></li><li><i class="fa--xf far fa-clock" aria-hidden="true" title="'
        'Data rozpoczęcia"></i><span class="u-srOnly">Data rozpoczęcia</span><a href="/threads/'
        f'dziwny-halas-po-aktualizacji.5/" class="u-concealed">{xf_pl_time(head.when)}</a></li>'
        '</ul></div></div><div class="p-body-main  "><div class="p-body-content"><div class="p-'
        'body-pageContent"><div class="block block--messages" data-xf-init="" data-type="post"'
        ' data-href="/inline-mod/"><div class="block-outer"></div><div class="block-container '
        'lbContainer" data-xf-init="lightbox select-to-quote" data-message-selector=".js-post" '
        'data-lb-id="thread-5"><div class="block-body js-replyNewMessageContainer">'
        + "".join(xf_pl_post(posts, m) for m in posts)
        + '</div></div><div class="block-outer block-outer--after"><div class="block-outer-'
        'opposite"><a href="/login/" class="button--link button--wrap button" data-xf-click="'
        'overlay"><span class="button-text">Musisz się zalogować lub zarejestrować, aby '
        'odpowiedzieć tutaj.</span></a></div></div></div><div class="blockMessage blockMessage'
        '--none"><div class="shareButtons shareButtons--iconic" data-xf-init="share-buttons">'
        '<span class="shareButtons-label">Udostępnij:</span><div class="shareButtons-buttons">'
        '<a class="shareButtons-button shareButtons-button--brand shareButtons-button--facebook'
        '" data-href="https://www.facebook.com/sharer.php?u={url}"><i aria-hidden="true"></i>'
        '<span>Facebook</span></a><a class="shareButtons-button shareButtons-button--share is-'
        'hidden" data-xf-init="web-share"><i aria-hidden="true"></i><span>Udostępnij</span></a>'
        '</div></div></div><div class="block"><div class="block-container"><h3 class="block-'
        'header">Podobne wątki</h3><div class="block-body"><div class="structItemContainer">'
        f'{similar}</div></div></div></div></div></div></div><ul class="p-breadcrumbs p-bread'
        f'crumbs--bottom" itemscope itemtype="https://schema.org/BreadcrumbList">{crumbs}</ul>'
        '</div></div><footer class="p-footer" id="footer"><div class="p-footer-inner"><div '
        'class="p-footer-row"><div class="p-footer-row-main"><ul class="p-footer-linkList"><li>'
        '<a href="/misc/style" data-xf-click="overlay">Styl domyślny</a></li><li><a href="/misc'
        '/language" data-xf-click="overlay"><i class="fa--xf far fa-globe" aria-hidden="true">'
        '</i> Polski (PL)</a></li></ul></div><div class="p-footer-row-opposite"><ul class="p-'
        'footer-linkList"><li><a href="/misc/contact" data-xf-click="overlay">Kontakt</a></li>'
        '<li><a href="/help/terms/">Regulamin i zasady</a></li><li><a href="/help/privacy-'
        'policy/">Polityka prywatności</a></li><li><a href="/help/">Pomoc</a></li><li><a href="'
        '/">Strona główna</a></li></ul></div></div><div class="p-footer-copyright"><a href="'
        'https://xenforo.com" class="u-concealed" dir="ltr" target="_blank" rel="sponsored '
        'noopener">Community platform by XenForo<sup>&reg;</sup> <span class="copyright">&copy;'
        ' 2010-2021 XenForo Ltd.</span></a><div>Tłumaczenie: <a href="https://xenforo.pl" '
        'target="_blank">xenforo.pl</a></div></div></div></footer></div>')
    return page(f"{TITLE} | Forum Motoryzacyjne", body, "pl-PL")


# --- vBulletin 3.8 in Turkish (the horizontal postbit) ----------------------------------------

TR_MONTHS = ("Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül",
             "Ekim", "Kasım", "Aralık")


def vb3_tr_date(t: datetime) -> str:
    """vBulletin 3 with the Turkish language: "Bugün, 10:12", "Dün, 10:12", "04-03-2021,
    10:12"."""
    day = {0: "Bugün", 1: "Dün"}.get(days_ago(t), f"{t:%d-%m-%Y}")
    return f"{day}, {t:%H:%M}"


def vb3_tr_post(m: Message) -> str:
    quote = ""
    if m.quote:
        quote = ('<div style="margin:20px; margin-top:5px; "><div class="smallfont" style="margin'
                 '-bottom:2px">Alıntı:</div><table cellpadding="6" cellspacing="0" border="0" '
                 'width="100%"><tr><td class="alt2" style="border:1px inset"><div>Orijinal Mesajı'
                 f' Gönderen <strong>{m.quote[0]}</strong> <a href="showthread.php?p={m.quote[1]}'
                 f'#post{m.quote[1]}" rel="nofollow"><img class="inlineimg" src="images/buttons/'
                 'viewpost.gif" border="0" alt="Mesajı Göster" /></a></div><div style="font-style'
                 f':italic">{escape(m.quote[2])}</div></td></tr></table></div>')
    sig = (f"<div>__________________<br />{escape(m.signature)}</div>" if m.signature else "")
    rank = ("Üye", "Kıdemli Üye", "Yeni Üye")[m.uid % 3]
    status = "online" if m.uid % 3 == 0 else "offline"
    status_text = ("şu an forumda" if status == "online"
                   else "şimdilik offline konumundadır")
    place = "<div>Nereden: İstanbul</div>" if m.uid % 2 else ""
    subject = TITLE if m.number == 1 else f"Cevap: {TITLE}"
    return (
        f'<!-- post #{m.pid} --><div id="edit{m.pid}" style="padding:0px 0px 6px 0px"><table '
        f'class="tborder" id="post{m.pid}" cellpadding="6" cellspacing="1" border="0" width="'
        '100%" align="center"><tr><td class="thead" ><div class="normal" style="float:right">'
        f'&nbsp;#<a href="showpost.php?p={m.pid}&amp;postcount={m.number}" target="new" rel="'
        f'nofollow" id="postcount{m.pid}" name="{m.number}"><strong>{m.number}</strong></a> '
        f'&nbsp;</div><div class="normal"><a name="post{m.pid}"><img class="inlineimg" src="'
        'images/statusicon/post_old.gif" alt="Eski" border="0" /></a> '
        f'{vb3_tr_date(m.when)}</div></td></tr><tr><td class="alt2" style="padding:0px"><table '
        'cellpadding="0" cellspacing="6" border="0" width="100%"><tr><td class="alt2"><a href="'
        f'member.php?u={m.uid}"><img src="image.php?u={m.uid}&amp;dateline=1551448800" width="'
        f'80" height="80" alt="{m.author} Kullanıcısının Avatarı" border="0" /></a></td><td '
        f'nowrap="nowrap"><div id="postmenu_{m.pid}"><a class="bigusername" href="member.php?u='
        f'{m.uid}">{m.author}</a><script type="text/javascript"> vbmenu_register("postmenu_'
        f'{m.pid}", true); </script></div><div class="smallfont">{rank}</div></td><td width="'
        '100%">&nbsp;</td><td valign="top" nowrap="nowrap"><div class="smallfont"><div>Üyelik '
        f'tarihi: {TR_MONTHS[joined(m).month - 1]} {joined(m).year}</div>{place}<div>Mesajlar: '
        f'{m.uid * 3}</div></div></td></tr></table></td></tr><tr><td class="alt1" id="td_post_'
        f'{m.pid}"><div class="smallfont"><img class="inlineimg" src="images/icons/icon1.gif" '
        f'alt="Standart" border="0" /> <strong>{subject}</strong></div><hr size="1" style="'
        f'color:#D1D1E1; background-color:#D1D1E1" /><div id="post_message_{m.pid}">{quote}'
        f'{paras(m, "<br />" + chr(10) + "<br />" + chr(10))}</div>{sig}<div style="margin-top:'
        ' 10px" align="right"></div></td></tr><tr><td class="alt2" style="padding:0px"><table '
        'cellpadding="0" cellspacing="6" border="0" width="100%"><tr><td class="smallfont"><img'
        f' class="inlineimg" src="images/statusicon/user_{status}.gif" alt="{m.author} isimli '
        f'Üye {status_text}" border="0" />&nbsp;<a href="report.php?p={m.pid}" rel="nofollow">'
        '<img class="inlineimg" src="images/buttons/report.gif" alt="Kötü Mesaj Bildirme" '
        'border="0" /></a>&nbsp;</td><td align="right" nowrap="nowrap"><a href="newreply.php?do='
        f'newreply&amp;p={m.pid}" rel="nofollow"><img src="images/buttons/quote.gif" alt="Alıntı'
        ' ile Cevapla" border="0" /></a></td></tr></table></td></tr></table></div><!-- / post #'
        f'{m.pid} -->')


def vbulletin3_tr(posts: list[Message]) -> str:
    """vBulletin 3.8 with the default (horizontal) postbit in Turkish: a table.tborder per
    post; the thead "Bugün, 10:12" / "Dün, 10:12" / "04-03-2021, 10:12" and "#2"; the author
    row (avatar, a.bigusername, rank, "Üyelik tarihi: Mart 2019", "Nereden", "Mesajlar");
    td#td_post_N with the subject "Cevap: …" and div#post_message_N; quotes "Alıntı:" /
    "Orijinal Mesajı Gönderen bob"; the signature after "__________________"; the navbar,
    "Benzer Konular" with their last post dates and "Tüm Zamanlar GMT +3 Olarak Ayarlanmış"."""
    similar = "".join(
        f'<tr><td class="alt1" align="left"><span class="smallfont"><a href="showthread.php?t='
        f'{901 + k}" title="">{t}</a></span></td><td class="alt2" nowrap="nowrap"><span class="'
        f'smallfont">{who}</span></td><td class="alt1" nowrap="nowrap"><span class="smallfont">'
        f'Teknik Yardım</span></td><td class="alt2" align="center"><span class="smallfont">'
        f'{k + 2}</span></td><td class="alt1" align="right"><span class="smallfont">'
        f'{vb3_tr_date(_others(k))}</span></td></tr>'
        for k, (t, who) in enumerate(zip(OTHER_THREADS[:4], WHO)))
    body = (
        '<a name="top"></a><table border="0" width="100%" cellpadding="0" cellspacing="0" align'
        '="center"><tr><td align="left"><a href="index.php"><img src="images/misc/vbulletin3_'
        'logo_white.gif" border="0" alt="Oto Forum" /></a></td><td align="right" id="header_'
        'right_cell">&nbsp;</td></tr></table><br /><div align="center"><div class="page" style'
        '="width:100%; text-align:left"><div style="padding:0px 25px 0px 25px" align="left">'
        '<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="'
        'center"><tr><td class="alt1" width="100%"><table cellpadding="0" cellspacing="0" '
        'border="0"><tr valign="bottom"><td><a href="#" onclick="history.back(1); return false;'
        '"><img src="images/misc/navbits_start.gif" alt="Geri Git" border="0" /></a></td><td>'
        '&nbsp;</td><td width="100%"><span class="navbar"><a href="index.php" accesskey="1">Oto'
        ' Forum</a></span> <span class="navbar">&gt; <a href="forumdisplay.php?f=3">Otomobil'
        '</a></span> <span class="navbar">&gt; <a href="forumdisplay.php?f=12">Teknik Yardım'
        '</a></span></td></tr><tr><td class="navbar" style="font-size:10pt; padding-top:1px" '
        'colspan="3"><a href="showthread.php?t=5"><img class="inlineimg" src="images/misc/'
        f'navbits_finallink_ltr.gif" alt="Bu Sayfayı Yeniden Yükle" border="0" /></a> <strong>'
        f'{TITLE}</strong></td></tr></table></td><td class="alt2" nowrap="nowrap" style="padding'
        ':0px"><form action="login.php?do=login" method="post"><table cellpadding="0" '
        'cellspacing="3" border="0"><tr><td class="smallfont" style="white-space: nowrap;"><'
        'label for="navbar_username">Kullanıcı Adı</label></td><td><input type="text" class="'
        'bginput" style="font-size: 11px" name="vb_login_username" id="navbar_username" size="'
        '10" accesskey="u" tabindex="101" value="Kullanıcı Adı" /></td><td class="smallfont" '
        'nowrap="nowrap"><label for="cb_cookieuser_navbar"><input type="checkbox" name="cookie'
        'user" value="1" tabindex="103" id="cb_cookieuser_navbar" accesskey="c" />Beni '
        'Hatırla?</label></td></tr><tr><td class="smallfont"><label for="navbar_password">'
        'Şifre</label></td><td><input type="password" class="bginput" style="font-size: 11px" '
        'name="vb_login_password" id="navbar_password" size="10" tabindex="102" /></td><td><'
        'input type="submit" class="button" value="Giriş" tabindex="104" title="Giriş yapmak '
        'için kullanıcı adınızı ve şifrenizi girin." accesskey="s" /></td></tr></table></form>'
        '</td></tr></table><br /><div class="tborder" style="padding:1px; border-top-width:0px"'
        '><table cellpadding="0" cellspacing="0" border="0" width="100%" align="center"><tr '
        'align="center"><td class="vbmenu_control"><a href="register.php" rel="nofollow">Kayıt'
        ' ol</a></td><td class="vbmenu_control"><a rel="help" href="faq.php" accesskey="5">'
        'Yardım</a></td><td class="vbmenu_control"><a href="memberlist.php">Üye Listesi</a>'
        '</td><td class="vbmenu_control"><a href="calendar.php">Takvim</a></td><td class="'
        'vbmenu_control"><a href="search.php?do=getdaily" accesskey="2">Bugünki Mesajlar</a>'
        '</td><td class="vbmenu_control"><a href="search.php">Arama</a></td></tr></table></div>'
        '<br /><a name="poststop" id="poststop"></a><table cellpadding="0" cellspacing="0" '
        'border="0" width="100%" style="margin-bottom:3px"><tr valign="bottom"><td class="'
        'smallfont"><a href="newreply.php?do=newreply&amp;noquote=1&amp;p=5" rel="nofollow">'
        '<img src="images/buttons/reply.gif" alt="Cevapla" border="0" /></a></td></tr></table>'
        '<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="'
        'center" style="border-bottom-width:0px"><tr><td class="tcat" width="100%"><div class="'
        f'smallfont">&nbsp;</div></td><td class="vbmenu_control" nowrap="nowrap"><a href="'
        'showthread.php?t=5&amp;nojs=1#goto_threadtools">Konu Araçları</a></td><td class="'
        'vbmenu_control" nowrap="nowrap"><a href="showthread.php?t=5&amp;nojs=1#goto_display'
        'modes">Stil</a></td></tr></table><div id="posts">'
        + "".join(vb3_tr_post(m) for m in posts)
        + '<div id="lastpost"></div></div><table cellpadding="0" cellspacing="0" border="0" '
        'width="100%" style="margin-top:-3px"><tr valign="top"><td class="smallfont"><a href="'
        'newreply.php?do=newreply&amp;noquote=1&amp;p=5" rel="nofollow"><img src="images/'
        'buttons/reply.gif" alt="Cevapla" border="0" /></a></td></tr></table><br /><div class="'
        f'smallfont" align="center"><strong>&laquo;</strong> <a href="showthread.php?t=5&amp;'
        'goto=nextoldest" rel="nofollow">Önceki Konu</a> | <a href="showthread.php?t=5&amp;goto'
        '=nextnewest" rel="nofollow">Sonraki Konu</a> <strong>&raquo;</strong></div><br /><table'
        ' class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center"'
        '><thead><tr><td class="tcat" colspan="5">Benzer Konular</td></tr></thead><tbody><tr '
        'class="thead" align="center"><td class="thead" width="40%">Konu</td><td class="thead" '
        'width="15%" nowrap="nowrap">Konuyu Başlatan</td><td class="thead" width="20%">Forum'
        '</td><td class="thead" width="5%">Cevaplar</td><td class="thead" width="20%">Son Mesaj'
        f'</td></tr>{similar}</tbody></table><br /><table class="tborder" cellpadding="6" '
        'cellspacing="1" border="0" width="100%" align="center"><thead><tr><td class="tcat" '
        f'width="100%">Bu Konuyu Görüntüleyen Aktif Kullanıcılar: 1 (0 üye ve 1 misafir)</td>'
        '</tr></thead><tbody><tr><td class="alt1" width="100%"><span class="smallfont">&nbsp;'
        '</span></td></tr></tbody></table><br /><table class="tborder" cellpadding="6" '
        'cellspacing="1" border="0" width="210" style="float:left"><thead><tr><td class="thead"'
        '>Mesaj Yetkileriniz</td></tr></thead><tbody><tr><td class="alt1" nowrap="nowrap"><div'
        ' class="smallfont">Yeni Mesaj yazma yetkiniz <strong>Kapalı</strong><br />Mesajlara '
        'Cevap verme yetkiniz <strong>Kapalı</strong><br />Eklenti ekleme yetkiniz <strong>'
        'Kapalı</strong><br />Mesajınızı değiştirme yetkiniz <strong>Kapalı</strong><br /><hr '
        '/><a href="misc.php?do=bbcode" target="_blank">BB code</a> is <strong>Açık</strong>'
        '<br />Smileler <strong>Açık</strong><br />[IMG] Kodları <strong>Açık</strong><br />'
        'HTML-Kodu <strong>Kapalı</strong><br /></div></td></tr></tbody></table><div class="'
        'smallfont" align="right"><table cellpadding="0" cellspacing="0" border="0"><tr><td>'
        '<div class="smallfont" style="text-align:left; white-space:nowrap"><form action="'
        'forumdisplay.php" method="get"><strong>Forum Seçimi</strong><br /><select name="f" '
        'onchange="this.form.submit();"><optgroup label="Site Alanları"><option value="cp" >'
        'Kontrol Paneli</option><option value="search" >Arama</option></optgroup><optgroup '
        'label="Forumlar"><option value="3" class="fjdpth0" > Otomobil</option><option value="'
        '12" class="fjsel" selected="selected">&nbsp; &nbsp;  Teknik Yardım</option></optgroup>'
        '</select><input type="submit" class="button" value="Git" /></form></div></td></tr>'
        '</table></div><br /><div class="smallfont" align="center">Tüm Zamanlar GMT +3 Olarak '
        f'Ayarlanmış. Şuanki Zaman: <span class="time">{NOW:%H:%M}</span>.</div><br /></div>'
        '</div></div><form action="index.php" method="get" style="clear:left"><table cellpadding'
        '="6" cellspacing="0" border="0" width="100%" class="page" align="center"><tr><td class'
        '="tfoot" align="right" width="100%"><div class="smallfont"><strong><a href="sendmessage'
        '.php" rel="nofollow" accesskey="9">Bize Ulaşın</a> - <a href="https://www.otoforum.'
        'example">Oto Forum</a> - <a href="archive/index.php">Arşiv</a> - <a href="#top" '
        'onclick="self.scrollTo(0, 0); return false;">Yukarı git</a></strong></div></td></tr>'
        '</table></form><div align="center"><div class="smallfont" align="center">Powered by '
        'vBulletin&reg; Version 3.8.11<br />Copyright &copy;2000 - 2021, vBulletin Solutions, '
        'Inc.<br />Türkçe Çeviri: vBulletin Türkiye</div></div>')
    return page(f"{TITLE} - Oto Forum", body, "tr")


# --- Discuz! X2.5 in traditional Chinese ------------------------------------------------------

DZ_TW_FLOORS = ("樓主", "沙發", "板凳", "地板")


def dz_tw_day(t: datetime) -> str:
    """Discuz's "Y-n-j G:i": "2021-3-4 10:12"."""
    return f"{t.year}-{t.month}-{t.day} {t.hour}:{t.minute:02d}"


def dz_tw_when(t: datetime) -> str:
    """dgmdate(…, 'u') with the traditional Chinese pack: "5 秒前", "12 分鐘前", "半小時前",
    "3 小時前", "昨天 10:12", "前天 10:12", "4 天前" in a span titled with the date, then
    the date itself."""
    s = int(_seconds(t))
    days = days_ago(t)
    shown = None
    if 0 <= s < 60:
        shown = f"{s} 秒前"
    elif 0 <= s < 1800:
        shown = f"{s // 60} 分鐘前"
    elif 0 <= s < 3600:
        shown = "半小時前"
    elif days == 0 and s >= 0:
        shown = f"{s // 3600} 小時前"
    elif days == 1:
        shown = f"昨天&nbsp;{t.hour}:{t.minute:02d}"
    elif days == 2:
        shown = f"前天&nbsp;{t.hour}:{t.minute:02d}"
    elif 2 < days <= 7:
        shown = f"{days}&nbsp;天前"
    return f'<span title="{dz_tw_day(t)}">{shown}</span>' if shown else dz_tw_day(t)


def dz_tw_floor(m: Message) -> str:
    if m.number <= len(DZ_TW_FLOORS):
        return DZ_TW_FLOORS[m.number - 1]
    return f"<em>{m.number}</em><sup>#</sup>"


def dz_tw_post(posts: list[Message], m: Message) -> str:
    space = f"home.php?mod=space&amp;uid={m.uid}"
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = ('<div class="quote"><blockquote><font size="2"><a href="forum.php?mod=redirect'
                 f'&amp;goto=findpost&amp;pid={m.quote[1]}&amp;ptid=5" target="_blank"><font '
                 f'color="#999999">{m.quote[0]} 發表於 {dz_tw_day(q.when)}</font></a></font><br '
                 f'/>{escape(m.quote[2])}</blockquote></div><br />\n')
    sig = (f'<tr><td class="plc plm"><div class="sign" style="max-height:100px;maxHeightIE:'
           f'100px;">{escape(m.signature)}</div></td></tr>' if m.signature else "")
    group = ("註冊會員", "中級會員", "高級會員")[m.uid % 3]
    level = m.uid % 3 + 1
    first = m.number == 1
    jump = ('<div id="fj" class="y"><label class="z">電梯直達</label><input type="text" class='
            '"px p_fre z" size="2" onkeyup="$(\'fj_btn\').href=\'forum.php?mod=redirect&amp;'
            'ptid=5&amp;authorid=0&amp;postno=\'+this.value" title="跳轉到指定樓層" /><a href="'
            'javascript:;" id="fj_btn" class="z" title="跳轉到指定樓層"><img src="static/image/'
            'common/fj_btn.png" alt="跳轉到指定樓層" class="vm" /></a></div>' if first else "")
    order = ('<span class="pipe">|</span><a href="forum.php?mod=viewthread&amp;tid=5&amp;extra='
             'page%3D1&amp;ordertype=1" class="show">倒序瀏覽</a>' if first else "")
    online = m.uid % 3 == 0
    reg = joined(m)
    return (
        f'<div id="post_{m.pid}"><table id="pid{m.pid}" class="plhin" summary="pid{m.pid}" '
        'cellspacing="0" cellpadding="0"><tr><td class="pls" rowspan="2"><div id="favatar'
        f'{m.pid}" class="pls favatar"><div class="pi"><div class="authi"><a href="{space}" '
        f'target="_blank" class="xw1">{m.author}</a></div></div><div class="p_pop blk bui card_'
        f'gender_0" id="userinfo{m.pid}" style="display: none; margin-top: -11px;"><div class="'
        f'm z"><div id="userinfo{m.pid}_ma"></div></div><div class="i y"><div><strong><a href="'
        f'{space}" target="_blank" class="xi2">{m.author}</a></strong><em>'
        f'{"當前在線" if online else "當前離線"}</em></div><dl class="cl"><dt>積分</dt><dd><a '
        f'href="{space}&amp;do=profile" target="_blank" class="xi2">{m.uid * 9}</a></dd><dt>'
        f'閱讀權限</dt><dd>{10 * level}</dd><dt>在線時間</dt><dd>{m.uid % 97} 小時</dd><dt>'
        f'註冊時間</dt><dd>{dz_tw_day(reg)}</dd><dt>最後登錄</dt><dd>'
        f'{dz_tw_day(NOW - timedelta(days=m.uid % 5, hours=3))}</dd></dl></div></div><div><div'
        f' class="avatar" onmouseover="showauthor(this, \'userinfo{m.pid}\')"><a href="{space}" '
        f'class="avtm" target="_blank"><img src="uc_server/avatar.php?uid={m.uid}&amp;size='
        'middle" /></a></div></div><div class="tns xg2"><table cellspacing="0" cellpadding="0">'
        f'<th><p><a href="{space}&amp;do=thread&amp;type=thread&amp;view=me&amp;from=space" '
        f'class="xi2">{m.uid % 23}</a></p>主題</th><th><p><a href="{space}&amp;do=thread&amp;'
        f'type=reply&amp;view=me&amp;from=space" class="xi2">{m.uid * 3}</a></p>帖子</th><td>'
        f'<p><a href="{space}&amp;do=profile" class="xi2">{m.uid * 9}</a></p>積分</td></table>'
        f'</div><p><em><a href="home.php?mod=spacecp&amp;ac=usergroup&amp;gid={10 + level}" '
        f'target="_blank">{group}</a></em></p><p><span><img src="static/image/common/star_level'
        f'{level}.gif" alt="Rank: {level}" /></span></p><dl class="pil cl"></dl><ul class="xl '
        'xl2 o cl"><li class="pm2"><a href="home.php?mod=spacecp&amp;ac=pm&amp;op=showmsg&amp;'
        f'handlekey=showmsg_{m.uid}&amp;touid={m.uid}&amp;pmid=0&amp;daterange=2&amp;pid='
        f'{m.pid}&amp;tid=5" onclick="showWindow(\'sendpm\', this.href);" title="發消息" class='
        '"xi2">發消息</a></li></ul></div></td><td class="plc"><div class="pi">'
        f'{jump}<strong><a href="forum.php?mod=redirect&amp;goto=findpost&amp;ptid=5&amp;pid='
        f'{m.pid}" id="postnum{m.pid}" onclick="setCopy(this.href, \'帖子地址複製成功\');return '
        f'false;">{dz_tw_floor(m)}</a></strong><div class="pti"><div class="pdbt"></div><div '
        f'class="authi"><img class="authicn vm" id="authicon{m.pid}" src="static/image/common/'
        f'{"online_member" if online else "offline_member"}.gif" /><em id="authorposton{m.pid}">'
        f'發表於 {dz_tw_when(m.when)}</em><span class="pipe">|</span><a href="forum.php?mod='
        f'viewthread&amp;tid=5&amp;page=1&amp;authorid={m.uid}" rel="nofollow">只看該作者</a>'
        f'{order}</div></div></div><div class="pct"><style type="text/css">.pcb{{margin-right:0'
        '}</style><div class="pcb"><div class="t_fsz"><table cellspacing="0" cellpadding="0">'
        f'<tr><td class="t_f" id="postmessage_{m.pid}">\n{quote}'
        f'{paras(m, "<br />" + chr(10) + "<br />" + chr(10))}</td></tr></table></div><div id="'
        f'comment_{m.pid}" class="cm"></div><div id="post_rate_div_{m.pid}"></div></div></div>'
        f'</td></tr>{sig}<tr id="_postposition{m.pid}"></tr><tr><td class="pls"></td><td class='
        '"plc" style="overflow:visible;"><div class="po hin"><div class="pob cl"><em><a class="'
        'fastre" href="forum.php?mod=post&amp;action=reply&amp;fid=12&amp;tid=5&amp;repquote='
        f'{m.pid}&amp;extra=page%3D1&amp;page=1" onclick="showWindow(\'reply\', this.href)">'
        '回復</a></em><p><a href="javascript:;" onclick="showWindow(\'miscreport'
        f'{m.pid}\', \'misc.php?mod=report&amp;rtype=post&amp;rid={m.pid}&amp;tid=5&amp;fid=12'
        '\', \'get\', -1);return false;">舉報</a></p></div></div></td></tr><tr class="ad"><td '
        'class="pls"></td><td class="plc"></td></tr></table></div>')


def discuz_x25_tw(posts: list[Message]) -> str:
    """Discuz! X2.5 in traditional Chinese: each post a table.plhin in div#post_N; the author
    column td.pls (name, a hidden card with "註冊時間" and "最後登錄", avatar, 主題 / 帖子 /
    積分, group, stars), the floor (樓主, 沙發, 板凳, 地板, then "5#") and "發表於 <span
    title='2021-3-4 10:12'>3&nbsp;天前</span>" ("昨天", "前天", "3 小時前"; older ones the
    date alone); td.t_f with <br />s; quotes div.quote > blockquote "bob 發表於 2021-3-4
    10:12"; the signature in its own row div.sign; the toolbar, nav, breadcrumbs, "查看 /
    回復", "相關帖子", the fast reply box for guests and "GMT+8, 2021-6-30 18:00"."""
    n = len(posts)
    related = "".join(f'<li>&bull; <a href="forum.php?mod=viewthread&amp;tid={901 + k}" title'
                      f'="{t}" target="_blank">{t}</a></li>'
                      for k, t in enumerate(("換機油後引擎有異音怎麼辦", "剎車時有吱吱聲正常嗎",
                                             "冬天早上發動有異響", "更新系統後車機變很卡")))
    nav = "".join(f'<li{" class=a" if x == "論壇" else ""} id="mn_{i}"><a href="{h}" hidefocus='
                  f'"true" title="{e}">{x}<span>{e}</span></a></li>'
                  for i, h, x, e in (("forum", "forum.php", "論壇", "BBS"),
                                     ("group", "group.php", "群組", "Group"),
                                     ("home", "home.php", "家園", "Space"),
                                     ("ranklist", "misc.php?mod=ranklist", "排行榜", "Ranklist")))
    body = (
        '<div id="append_parent"></div><div id="ajaxwaitid"></div><div id="toptb" class="cl">'
        '<div class="wp"><div class="z"><a href="javascript:;" onclick="setHomepage(\'https://'
        'bbs.example.tw/\');">設為首頁</a><a href="https://bbs.example.tw/" onclick="addFavorite('
        'this.href, \'範例汽車論壇\');return false;">收藏本站</a></div><div class="y"><a id="'
        'switchblind" href="javascript:;" onclick="toggleBlind(this)" title="開啟輔助訪問" '
        'class="switchblind">開啟輔助訪問</a></div></div></div><div id="qmenu_menu" class="p_pop'
        ' blk" style="display: none;"><div class="ptm pbw hm">請 <a href="javascript:;" class="'
        'xi2" onclick="lsSubmit()"><strong>登錄</strong></a> 後使用快捷導航<br />沒有帳號？<a '
        'href="member.php?mod=register" class="xi2 xw1">立即註冊</a></div></div><div id="hd">'
        '<div class="wp"><div class="hdc cl"><h2><a href="./" title="範例汽車論壇"><img src="'
        'static/image/common/logo.png" alt="範例汽車論壇" border="0" /></a></h2><form method="'
        'post" autocomplete="off" id="lsform" action="member.php?mod=logging&amp;action=login&amp;'
        'loginsubmit=yes&amp;infloat=yes&amp;lssubmit=yes" onsubmit="return lsSubmit();"><div '
        'class="fastlg cl"><div class="y pns"><table cellspacing="0" cellpadding="0"><tr><td><'
        'label for="ls_username">帳號</label></td><td><input type="text" name="username" id="'
        'ls_username" class="px vm xg1" value="用戶名/Email" tabindex="901" /></td><td class="'
        'fastlg_l"><label for="ls_cookietime"><input type="checkbox" name="cookietime" id="ls_'
        'cookietime" class="pc" value="2592000" tabindex="903" />自動登錄</label></td><td>&nbsp;'
        '<a href="javascript:;" onclick="showWindow(\'login\', \'member.php?mod=logging&amp;'
        'action=login&amp;viewlostpw=1\')">找回密碼</a></td></tr><tr><td><label for="ls_password'
        '">密碼</label></td><td><input type="password" name="password" id="ls_password" class="'
        'px vm" autocomplete="off" tabindex="902" /></td><td class="fastlg_l"><button type="'
        'submit" class="pn vm" tabindex="904" style="width: 75px;"><em>登錄</em></button></td>'
        '<td>&nbsp;<a href="member.php?mod=register" class="xi2 xw1">立即註冊</a></td></tr>'
        '</table></div></div></form></div><div id="nv"><a href="javascript:;" id="qmenu" '
        f'onmouseover="showMenu({{\'ctrlid\':\'qmenu\'}})">快捷導航</a><ul>{nav}</ul></div><div'
        ' id="scbar" class="cl"><form id="scbar_form" method="post" autocomplete="off" action="'
        'search.php?searchsubmit=yes" target="_blank"><table cellspacing="0" cellpadding="0">'
        '<tr><td class="scbar_icon_td"></td><td class="scbar_txt_td"><input type="text" name="'
        'srchtxt" id="scbar_txt" value="請輸入搜索內容" autocomplete="off" /></td><td class="'
        'scbar_type_td"><a href="javascript:;" id="scbar_type" class="xg1" hidefocus="true">帖子'
        '</a></td><td class="scbar_btn_td"><button type="submit" name="searchsubmit" id="scbar_'
        'btn" class="pn pnc" value="true"><strong class="xi2 xs2">搜索</strong></button></td>'
        '<td class="scbar_hot_td"><div id="scbar_hot"><strong class="xw1">熱搜: </strong><a '
        'href="search.php?mod=forum&amp;srchtxt=%E7%95%B0%E9%9F%B3&amp;formhash=a1b2c3d4&amp;'
        'searchsubmit=true" target="_blank" class="xi2">異音</a><a href="search.php?mod=forum&amp;'
        'srchtxt=%E4%BF%9D%E9%A4%8A&amp;formhash=a1b2c3d4&amp;searchsubmit=true" target="_blank"'
        ' class="xi2">保養</a></div></td></tr></table></form></div></div></div><div id="wp" '
        'class="wp"><div id="pt" class="bm cl"><div class="z"><a href="./" class="nvhm" title="'
        '首頁">範例汽車論壇</a> <em>&rsaquo;</em> <a href="forum.php">論壇</a> <em>&rsaquo;</em>'
        ' <a href="forum.php?gid=1">汽車</a> <em>&rsaquo;</em> <a href="forum.php?mod=forum'
        'display&amp;fid=12">技術求助</a> <em>&rsaquo;</em> <a href="forum.php?mod=viewthread'
        f'&amp;tid=5">{TITLE}</a></div></div><div id="ct" class="wp cl"><div id="pgt" class="pgs'
        ' mbm cl "><div class="pgt"></div><span class="y pgb"><a href="forum.php?mod=forum'
        'display&amp;fid=12">返回列表</a></span><a id="newspecial" onmouseover="$(\'newspecial\')'
        '.id = \'newspecialtmp\';this.id = \'newspecial\';showMenu({\'ctrlid\':this.id})" '
        'onclick="showWindow(\'newthread\', \'forum.php?mod=post&amp;action=newthread&amp;fid=12'
        '\')" href="javascript:;" title="發新帖"><img src="static/image/common/pn_post.png" '
        'alt="發新帖" /></a><a id="post_reply" onclick="showWindow(\'reply\', \'forum.php?mod='
        'post&amp;action=reply&amp;fid=12&amp;tid=5\')" href="javascript:;" title="回復"><img '
        'src="static/image/common/pn_reply.png" alt="回復" /></a></div><div id="postlist" class'
        '="pl bm"><table cellspacing="0" cellpadding="0"><tr><td class="pls ptn pbn"><div class'
        f'="hm ptn"><span class="xg1">查看:</span> <span class="xi1">{n * 317}</span><span class'
        f'="pipe">|</span><span class="xg1">回復:</span> <span class="xi1">{n - 1}</span></div>'
        '</td><td class="plc ptm pbn vwthd"><div class="y"><a href="forum.php?mod=viewthread&amp;'
        'action=printable&amp;tid=5" title="打印" target="_blank"><img src="static/image/common/'
        'print.png" alt="打印" class="vm" /></a></div><h1 class="ts"><a href="forum.php?mod='
        'forumdisplay&amp;fid=12&amp;filter=typeid&amp;typeid=3">[求助]</a> <span id="thread_'
        f'subject">{TITLE}</span></h1><span class="xg1"><a href="forum.php?mod=viewthread&amp;'
        'tid=5" onclick="return copyThreadUrl(this)">[複製鏈接]</a></span></td></tr></table>'
        '<table cellspacing="0" cellpadding="0" class="ad"><tr><td class="pls"></td><td class="'
        'plc"></td></tr></table>'
        + "".join(dz_tw_post(posts, m) for m in posts)
        + '<div id="postlistreply" class="pl"><div id="post_new" class="viewthread_table" style'
        '="display: none"></div></div></div><div class="mtw mbw"><h3 class="pbm mbm bbda">相關'
        f'帖子</h3><ul class="xl xl2 cl">{related}</ul></div><form method="post" autocomplete="'
        'off" name="modactions" id="modactions"><input type="hidden" name="formhash" value="'
        'a1b2c3d4" /></form><div class="pgs mtm mbm cl"><span class="pgb y"><a href="forum.php?'
        'mod=forumdisplay&amp;fid=12">返回列表</a></span></div><div id="f_pst" class="pl bm bmw"'
        '><form method="post" autocomplete="off" id="fastpostform" action="forum.php?mod=post&amp;'
        'action=reply&amp;fid=12&amp;tid=5&amp;extra=page%3D1&amp;replysubmit=yes&amp;infloat='
        'yes&amp;handlekey=fastpost"><table cellspacing="0" cellpadding="0"><tr><td class="pls">'
        '</td><td class="plc"><div class="cl"><div id="fastposteditor"><div class="tedt mtn">'
        '<div class="area"><div class="pt hm">您需要登錄後才可以回帖 <a href="member.php?mod='
        'logging&amp;action=login" onclick="showWindow(\'login\', this.href)" class="xi2">登錄'
        '</a> | <a href="member.php?mod=register" class="xi2">立即註冊</a></div></div></div>'
        '</div></div><p class="ptm pnpost"><button type="button" class="pn pnc vm" id="fastpost'
        'submit" value="replysubmit" tabindex="5"><strong>發表回復</strong></button></p></td>'
        '</tr></table></form></div></div></div><div id="ft" class="wp cl"><div id="flk" class="'
        'y"><p><a href="forum.php?mod=misc&amp;action=showdarkroom">小黑屋</a><span class="pipe">'
        '|</span><a href="forum.php?mobile=yes">手機版</a><span class="pipe">|</span><a href="'
        'archiver/">Archiver</a><span class="pipe">|</span><strong><a href="https://bbs.example'
        '.tw/" target="_blank">範例汽車論壇</a></strong></p><p class="xs0">GMT+8, '
        f'{dz_tw_day(NOW)}<span id="debuginfo">, Processed in 0.062392 second(s), 21 queries .'
        '</span></p></div><div id="frt"><p>Powered by <strong><a href="http://www.discuz.net" '
        'target="_blank">Discuz!</a></strong> <em>X2.5</em></p><p class="xs0">&copy; 2001-2012 '
        '<a href="http://www.comsenz.com" target="_blank">Comsenz Inc.</a></p></div></div>')
    return page(f"{TITLE} - 技術求助 - 範例汽車論壇 - Powered by Discuz!", body, "zh-TW")


# --- Simple Machines 1.1 ----------------------------------------------------------------------

def smf11_date(t: datetime) -> str:
    """SMF 1.1's default "%B %d, %Y, %I:%M:%S %p", "<b>Today</b> at …" for today's posts."""
    if days_ago(t) == 0:
        return f"<b>Today</b> at {t:%I:%M:%S %p}"
    return f"{MONTHS_EN[t.month - 1]} {t:%d, %Y, %I:%M:%S %p}"


def smf11_post(posts: list[Message], m: Message, k: int) -> str:
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = (f'<div class="quoteheader"><a href="index.php?topic=5.msg{m.quote[1]}#msg'
                 f'{m.quote[1]}">Quote from: {m.quote[0]} on {smf11_date(q.when)}</a></div><div '
                 f'class="quote">{escape(m.quote[2])}</div>')
    sig = (f'<hr width="100%" size="1" class="hrcolor" /><div class="signature">'
           f'{escape(m.signature)}</div>' if m.signature else "")
    group = ("Newbie", "Jr. Member", "Full Member", "Sr. Member")[m.uid % 4]
    stars = '<img src="Themes/default/images/star.gif" alt="*" border="0" />' * (m.uid % 4 + 1)
    online = m.uid % 3 == 0
    subject = TITLE if m.number == 1 else f"Re: {TITLE}"
    which = "on:" if m.number == 1 else f"Reply #{m.number - 1} on:"
    new = '<a name="new"></a>' if k == len(posts) - 1 and k else ""
    return (
        f'<tr><td style="padding: 1px 1px 0 1px;"><a name="msg{m.pid}"></a>{new}<table width="'
        f'100%" cellpadding="3" cellspacing="0" border="0"><tr><td class="'
        f'{"windowbg" if k % 2 == 0 else "windowbg2"}"><table width="100%" cellpadding="5" '
        'cellspacing="0" style="table-layout: fixed;"><tr><td valign="top" width="16%" rowspan='
        f'"2" style="overflow: hidden;"><b><a href="index.php?action=profile;u={m.uid}" title="'
        f'View the profile of {m.author}">{m.author}</a></b><div class="smalltext">{group}<br />'
        f'{stars}<br /><br />{"Online" if online else "Offline"}<br /><br />Posts: {m.uid * 3}'
        f'<br /><br /><a href="index.php?action=profile;u={m.uid}"><img src="Themes/default/'
        'images/icons/profile_sm.gif" alt="View Profile" title="View Profile" border="0" /></a>'
        f' <a href="index.php?action=pm;sa=send;u={m.uid}" title="Personal Message ('
        f'{"Online" if online else "Offline"})"><img src="Themes/default/images/im_'
        f'{"on" if online else "off"}.gif" alt="Personal Message" border="0" /></a><br /></div>'
        '</td><td valign="top" width="85%" height="100%"><table width="100%" border="0"><tr><td'
        f' valign="middle"><a href="index.php?topic=5.msg{m.pid}#msg{m.pid}"><img src="Themes/'
        'default/images/post/xx.gif" alt="" border="0" /></a></td><td valign="middle"><div style'
        f'="font-weight: bold;" id="subject_{m.pid}"><a href="index.php?topic=5.msg{m.pid}#msg'
        f'{m.pid}">{subject}</a></div><div class="smalltext">&#171; <b>{which}</b> '
        f'{smf11_date(m.when)} &#187;</div></td><td align="right" valign="bottom" height="20" '
        f'style="font-size: smaller;"><a href="index.php?action=post;quote={m.pid};topic=5.0;'
        f'num_replies={len(posts) - 1};sesc=3f1a"><img src="Themes/default/images/english/quote'
        '.gif" alt="Reply with quote" border="0" /></a></td></tr></table><hr width="100%" size="'
        f'1" class="hrcolor" /><div class="post">{quote}{paras(m, "<br /><br />")}</div></td>'
        '</tr><tr><td valign="bottom" class="smalltext" width="85%"><table width="100%" border='
        '"0" style="table-layout: fixed;"><tr><td colspan="2" class="smalltext" width="100%">'
        f'</td></tr><tr><td valign="bottom" class="smalltext" id="modified_{m.pid}"></td><td '
        'align="right" valign="bottom" class="smalltext"><img src="Themes/default/images/ip.gif"'
        f' alt="" border="0" />&nbsp;Logged</td></tr></table>{sig}</td></tr></table></td></tr>'
        '</table></td></tr>')


def smf11(posts: list[Message]) -> str:
    """Simple Machines 1.1 (the default theme): the posts as rows of one table.bordercolor,
    each a windowbg/windowbg2 table with the poster column (name, group, stars, "Online",
    "Posts: 303", icons) and the message ("Re: …", "« Reply #2 on: March 04, 2021, 10:12:33
    AM »", "<b>Today</b> at …" for today's, div.post), "Logged" and the signature under it;
    quotes div.quoteheader "Quote from: bob on …" + div.quote; the header with the date,
    the tabs, the linktree, "Topic: … (Read 1234 times)", "Jump to:" and the footer."""
    n = len(posts)
    tabs = "".join(f'<td valign="top" class="maintab_back"><a href="index.php{h}">{x}</a></td>'
                   for h, x in (("", "Home"), ("?action=help", "Help"),
                                ("?action=search", "Search"), ("?action=login", "Login"),
                                ("?action=register", "Register")))
    linktree = ('<div class="nav" style="font-size: smaller; margin-bottom: 2ex; margin-top: 2ex'
                ';"><b><a href="index.php" class="nav">Example Community</a></b>&nbsp;&gt;&nbsp;'
                '<b><a href="index.php#2" class="nav">Cars</a></b>&nbsp;&gt;&nbsp;<b><a href="'
                'index.php?board=12.0" class="nav">Technical help</a></b>&nbsp;&gt;&nbsp;<b><a '
                f'href="index.php?topic=5.0" class="nav">{TITLE}</a></b></div>')
    pages = ('<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td class="'
             'middletext" valign="bottom" style="padding-bottom: 4px;">Pages: [<b>1</b>] &nbsp;'
             '&nbsp;<a href="#{anchor}"><b>{go}</b></a></td><td align="right" style="padding-'
             'right: 1ex;"><div class="nav" style="margin-bottom: 2px;"> <a href="index.php?topic'
             '=5.0;prev_next=prev#new">&laquo; previous</a> <a href="index.php?topic=5.0;prev_'
             'next=next#new">next &raquo;</a></div><table cellpadding="0" cellspacing="0"><tr>'
             '<td class="mirrortab_first">&nbsp;</td><td class="mirrortab_back"><a href="index.'
             'php?action=post;topic=5.0;num_replies=' + str(n - 1) + '">Reply</a></td><td class='
             '"mirrortab_back"><a href="index.php?action=printpage;topic=5.0" target="_blank">'
             'Print</a></td><td class="mirrortab_last">&nbsp;</td></tr></table></td></tr></table>')
    body = (
        '<div class="tborder" ><table width="100%" cellpadding="0" cellspacing="0" border="0">'
        '<tr><td class="catbg" height="32"><span style="font-family: Verdana, sans-serif; font-'
        'size: 140%; ">Example Community</span></td><td align="right" class="catbg"><img src="'
        'Themes/default/images/smflogo.gif" style="margin: 2px;" alt="" /></td></tr></table>'
        '<table width="100%" cellpadding="0" cellspacing="0" border="0" ><tr><td class="titlebg2'
        '" height="32" align="right"><span class="smalltext">'
        f'{MONTHS_EN[NOW.month - 1]} {NOW:%d, %Y, %I:%M:%S %p}</span><a href="#" onclick="'
        'shrinkHeader(!current_header); return false;"><img id="upshrink" src="Themes/default/'
        'images/upshrink.gif" alt="*" title="Shrink or expand the header." align="bottom" style'
        '="margin: 0 1ex;" /></a></td></tr><tr id="upshrinkHeader"><td valign="top" colspan="2"'
        '><table width="100%" class="bordercolor" cellpadding="8" cellspacing="1" border="0" '
        'style="margin-top: 1px;"><tr><td colspan="2" width="100%" valign="top" class="windowbg2'
        '"><span class="middletext">Welcome, <b>Guest</b>. Please <a href="index.php?action='
        'login">login</a> or <a href="index.php?action=register">register</a>.<br />Did you miss'
        ' your <a href="index.php?action=activate">activation email?</a><br /><br /></span><form'
        ' action="index.php?action=login2" method="post" accept-charset="ISO-8859-1" class="'
        'middletext" style="margin: 3px 1ex 1px 0;"><input type="text" name="user" size="10" /> '
        '<input type="password" name="passwrd" size="10" /> <select name="cookielength"><option'
        ' value="60">1 Hour</option><option value="1440">1 Day</option><option value="-1" '
        'selected="selected">Forever</option></select> <input type="submit" value="Login" /><br'
        ' /><span class="middletext">Login with username, password and session length</span>'
        '</form></td></tr></table></td></tr></table></div><table cellpadding="0" cellspacing="0"'
        ' border="0" style="margin-left: 10px;"><tr><td class="maintab_first">&nbsp;</td>'
        f'{tabs}<td class="maintab_last">&nbsp;</td></tr></table><div id="bodyarea" style="'
        f'padding: 1ex 0px 2ex 0px;"><a name="top"></a><div>{linktree}</div>'
        + pages.replace("{anchor}", "lastPost").replace("{go}", "Go Down")
        + '<table width="100%" cellpadding="3" cellspacing="0" border="0" class="tborder" style'
        '="border-bottom: 0;"><tr class="catbg3"><td valign="middle" width="2%" style="padding-'
        'left: 6px;"><img src="Themes/default/images/topic/normal_post.gif" align="bottom" alt'
        '="" /></td><td width="13%"> Author</td><td valign="middle" width="85%" style="padding-'
        f'left: 6px;" id="top_subject">Topic: {TITLE} &nbsp;(Read {n * 97 + 13} times)</td>'
        '</tr></table><form action="index.php?action=quickmod2;topic=5.0" method="post" accept-'
        'charset="ISO-8859-1" name="quickModForm" id="quickModForm" style="margin: 0;"><table '
        'cellpadding="0" cellspacing="0" border="0" width="100%" class="bordercolor">'
        + "".join(smf11_post(posts, m, k) for k, m in enumerate(posts))
        + '<tr><td style="padding: 0 0 1px 0;"></td></tr></table><a name="lastPost"></a></form>'
        + pages.replace("{anchor}", "top").replace("{go}", "Go Up")
        + f'<div>{linktree}</div><table border="0" width="100%"><tr><td align="right" colspan="'
        '2"><form action="index.php" method="get" accept-charset="ISO-8859-1" style="padding:0; '
        'margin: 0;"><span class="smalltext"><label for="jumpto">Jump to</label>:</span> <select'
        ' name="jumpto" id="jumpto" onchange="if (this.selectedIndex > 0 &amp;&amp; this.options'
        '[this.selectedIndex].value) window.location.href = smf_scripturl + this.options[this.'
        'selectedIndex].value.substr(smf_scripturl.indexOf(\'?\') == -1 || this.options[this.'
        'selectedIndex].value.substr(0, 1) != \'?\' ? 0 : 1);"><option value="">Please select a'
        ' destination:</option><option value="" disabled="disabled">-----------------------------'
        '</option><option value="#2">Cars</option><option value="" disabled="disabled">---------'
        '--------------------</option><option value="?board=12.0" selected="selected"> =&gt; '
        'Technical help</option></select>&nbsp;<input type="button" onclick="if (this.form.'
        'jumpto.options[this.form.jumpto.selectedIndex].value) window.location.href = \'index.'
        'php\' + this.form.jumpto.options[this.form.jumpto.selectedIndex].value;" value="go" />'
        '</form></td></tr></table></div><div id="footerarea" style="text-align: center; padding-'
        'bottom: 1ex;"><table cellspacing="0" cellpadding="3" border="0" align="center" width="'
        '100%"><tr><td width="28%" valign="middle" align="right"><a href="http://www.mysql.com/"'
        ' target="_blank"><img id="powered-mysql" src="Themes/default/images/powered-mysql.gif"'
        ' alt="Powered by MySQL" width="54" height="20" style="margin: 5px 16px;" /></a><a href'
        '="http://www.php.net/" target="_blank"><img id="powered-php" src="Themes/default/images'
        '/powered-php.gif" alt="Powered by PHP" width="54" height="20" style="margin: 5px 16px;"'
        ' /></a></td><td valign="middle" align="center" style="white-space: nowrap;"><span '
        'class="smalltext" style="display: inline; visibility: visible; font-family: Verdana, '
        'Arial, sans-serif;"><a href="http://www.simplemachines.org/" title="Simple Machines '
        'Forum" target="_blank">Powered by SMF 1.1.21</a> | <a href="http://www.simplemachines.'
        'org/about/copyright.php" title="Free Forum Software" target="_blank">SMF &copy; 2015, '
        'Simple Machines</a></span></td><td width="28%" valign="middle" align="left"><a href="'
        'http://validator.w3.org/check/referer" target="_blank"><img id="valid-xhtml10" src="'
        'Themes/default/images/valid-xhtml10.gif" alt="Valid XHTML 1.0!" width="80" height="15"'
        ' style="margin: 5px 16px;" /></a><a href="http://jigsaw.w3.org/css-validator/check/'
        'referer" target="_blank"><img id="valid-css" src="Themes/default/images/valid-css.gif"'
        ' alt="Valid CSS!" width="80" height="15" style="margin: 5px 16px;" /></a></td></tr>'
        '</table><span class="smalltext">Page created in 0.071 seconds with 18 queries.</span>'
        '</div>')
    return page(TITLE, body)


# --- FluxBB 1.5 in Czech ----------------------------------------------------------------------

def flux_cs_date(t: datetime) -> str:
    """format_time() with the Czech pack: "Dnes 10:12:33", "Včera 10:12:33", else
    "2021-03-04 10:12:33"."""
    day = {0: "Dnes", 1: "Včera"}.get(days_ago(t), f"{t:%Y-%m-%d}")
    return f"{day} {t:%H:%M:%S}"


def flux_cs_post(m: Message, k: int) -> str:
    quote = (f'<div class="quotebox"><cite>{m.quote[0]} napsal(a):</cite><blockquote><div><p>'
             f'{escape(m.quote[2])}</p></div></blockquote></div>' if m.quote else "")
    sig = (f'<div class="postsignature postmsg"><hr /><p>{escape(m.signature)}</p></div>'
           if m.signature else "")
    title = ("Člen", "Zkušený člen", "Moderátor")[m.uid % 3]
    place = "<dd><span>Místo: Brno</span></dd>" if m.uid % 2 else ""
    online = m.uid % 3 == 0
    subject = TITLE if m.number == 1 else f"Re: {TITLE}"
    row = "rowodd" if k % 2 == 0 else "roweven"
    first = " firstpost" if k == 0 else ""
    return (
        f'<div id="p{m.pid}" class="blockpost {row}{first} blockpost{k + 1}"><h2><span><span '
        f'class="conr">#{k + 1}</span> <a href="viewtopic.php?pid={m.pid}#p{m.pid}">'
        f'{flux_cs_date(m.when)}</a></span></h2><div class="box"><div class="inbox"><div class="'
        f'postbody"><div class="postleft"><dl><dt><strong><a href="profile.php?id={m.uid}">'
        f'{m.author}</a></strong></dt><dd class="usertitle"><strong>{title}</strong></dd><dd '
        f'class="postavatar"><img src="img/avatars/{m.uid}.png" width="60" height="60" alt="" />'
        f'</dd>{place}<dd><span>Registrován: {joined(m):%Y-%m-%d}</span></dd><dd><span>'
        f'Příspěvky: {m.uid * 3}</span></dd></dl></div><div class="postright"><h3>{subject}'
        f'</h3><div class="postmsg">{quote}{"".join(f"<p>{escape(p)}</p>" for p in m.paragraphs)}'
        f'</div>{sig}</div></div></div><div class="inbox"><div class="postfoot clearb"><div '
        f'class="postfootleft"><p><span>{"Online" if online else "Offline"}</span></p></div>'
        '<div class="postfootright"><ul><li class="postreport"><span><a href="misc.php?report='
        f'{m.pid}">Nahlásit</a></span></li><li class="postquote"><span><a href="post.php?tid=5'
        f'&amp;qid={m.pid}">Citovat</a></span></li></ul></div></div></div></div></div>')


def fluxbb_cs(posts: list[Message]) -> str:
    """FluxBB 1.5 (Air) in Czech: div.blockpost per post, its h2 "#2" and the date as a
    link ("Dnes 10:12:33", "Včera …", "2021-03-04 10:12:33"); div.postleft (name, title,
    avatar, "Místo", "Registrován: 2019-03-15", "Příspěvky"), div.postright (h3 "Re: …",
    div.postmsg of <p>s, div.postsignature); quotes div.quotebox "bob napsal(a):"; the board
    header and menu, the crumbs with the page links above and below, "Přejít na" and the
    footer."""
    crumbs = ('<ul class="crumbs"><li><a href="index.php">Fórum</a></li><li><span>»&#160;'
              '</span><a href="viewforum.php?id=12">Technická podpora</a></li><li><span>»&#160;'
              f'</span><strong><a href="viewtopic.php?id=5">{TITLE}</a></strong></li></ul>')
    pagepost = ('<div class="pagepost"><p class="pagelink conl"><span class="pages-label">'
                'Stránky </span><strong class="item1">1</strong></p><p class="postlink conr">'
                '<a href="post.php?tid=5">Odpovědět</a></p></div>')
    body = (
        '<div id="punviewtopic" class="pun"><div class="top-box"></div><div class="punwrap">'
        '<div id="brdheader" class="block"><div class="box"><div id="brdtitle" class="inbox">'
        '<h1><a href="index.php">Fórum Motoristů</a></h1><div id="brddesc"><p>Rady a zkušenosti'
        ' s auty všech značek</p></div></div><div id="brdmenu" class="inbox"><ul><li id="nav'
        'index" class="isactive"><a href="index.php">Fórum</a></li><li id="navuserlist"><a href'
        '="userlist.php">Uživatelé</a></li><li id="navsearch"><a href="search.php">Hledat</a>'
        '</li><li id="navregister"><a href="register.php">Registrovat</a></li><li id="navlogin">'
        '<a href="login.php">Přihlásit</a></li></ul></div><div id="brdwelcome" class="inbox">'
        '<p class="conl">Nejste přihlášen(a).</p><ul class="conr"><li><span>Aktivní témata '
        '<a href="search.php?action=show_recent" title="Najít témata s nedávnými příspěvky.">'
        'Nedávné příspěvky</a></span></li><li><span><a href="search.php?action=show_unanswered"'
        ' title="Najít témata bez odpovědí.">Nezodpovězené</a></span></li></ul><div class="'
        'clearer"></div></div></div></div><div id="brdmain"><div class="linkst"><div class="'
        f'inbox crumbsplus">{crumbs}{pagepost}<div class="clearer"></div></div></div>'
        + "".join(flux_cs_post(m, k) for k, m in enumerate(posts))
        + f'<div class="postlinksb"><div class="inbox crumbsplus">{pagepost}{crumbs}<div class='
        '"subscribelink clearb"></div><div class="clearer"></div></div></div></div><div id="'
        'brdfooter" class="block"><h2><span>Patička fóra</span></h2><div class="box"><div id="'
        'brdfooternav" class="inbox"><div class="conl"><form id="qjump" method="get" action="'
        'viewforum.php"><div><label><span>Přejít na<br /></span><select name="id" onchange="'
        'window.location=(\'viewforum.php?id=\'+this.options[this.selectedIndex].value)">'
        '<optgroup label="Auta"><option value="12" selected="selected">Technická podpora'
        '</option><option value="13">Nákupní rádce</option></optgroup></select><input type="'
        'submit" value="Přejít" accesskey="g" /></label></div></form></div><div class="conr">'
        '<p id="feedlinks"><span class="rss"><a href="extern.php?action=feed&amp;tid=5&amp;type'
        '=rss">RSS zdroj tématu</a></span></p><p id="poweredby">Používáme <a href="http://'
        'fluxbb.org/">FluxBB</a></p></div><div class="clearer"></div></div></div></div></div>'
        '<div class="end-box"></div></div>')
    return page(f"{TITLE} / Technická podpora / Fórum Motoristů", body, "cs")


# --- Invision Power Board 2.3 -----------------------------------------------------------------

def ipb2_date(t: datetime) -> str:
    """IPB 2's "M j Y, h:i A" with "Today" / "Yesterday": "Mar 4 2021, 10:12 AM"."""
    day = {0: "Today", 1: "Yesterday"}.get(days_ago(t), f"{t:%b} {t.day} {t.year}")
    return f"{day}, {t:%I:%M %p}"


def ipb2_post(posts: list[Message], m: Message, k: int) -> str:
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = (f'<!--QuoteBegin-{m.quote[0]}+{ipb2_date(q.when)}--><div class="quotetop">QUOTE'
                 f' ({m.quote[0]} @ {ipb2_date(q.when)}) <a href="index.php?act=findpost&amp;'
                 f'pid={m.quote[1]}"><img src="style_images/1/post_snapback.gif" alt="*" border='
                 '"0" /></a></div><div class="quotemain"><!--QuoteEBegin-->'
                 f'{escape(m.quote[2])}<!--QuoteEnd--></div><!--QuoteEEnd--><br />')
    sig = (f'<!--Signature--><div class="signature">--------------------<br />'
           f'{escape(m.signature)}</div><!--E-Signature-->' if m.signature else "")
    rank = ("Newbie", "Member", "Advanced Member")[m.uid % 3]
    pips = "<img src='style_images/1/pip.gif' border='0'  alt='*' />" * (m.uid % 3 + 1)
    cls = "post1" if k % 2 == 0 else "post2"
    place = "From: Leeds<br />" if m.uid % 2 else ""
    reg = joined(m)
    return (
        f'<!--Begin Msg Number--><table class="ipbtable" cellspacing="1"><tr><td class="row2" '
        f'valign="middle" width="1%" nowrap="nowrap"><a name="entry{m.pid}"></a><span class="'
        f'normalname"><a href="index.php?showuser={m.uid}">{m.author}</a></span></td><td class='
        '"row2" valign="top" width="99%"><div style="float: left;"><span class="postdetails"> '
        '<img src="style_images/1/to_post_off.gif" alt="post" border="0" style="padding-bottom'
        f':2px" /> {ipb2_date(m.when)}</span></div><div align="right"><span class="postdetails">'
        ' Post <a title="Show the link to this post" href="index.php?showtopic=5&amp;view='
        f'findpost&amp;p={m.pid}" onclick="link_to_post({m.pid}); return false;">#{m.number}</a>'
        f'</span></div></td></tr><tr><td valign="top" class="{cls}"><span class="postdetails">'
        f'<a href="index.php?showuser={m.uid}" title="View Member Profile"><img src="uploads/av-'
        f'{m.uid}.jpg" border="0" width="90" height="90" alt="" /></a><br /><br />{rank}<br />'
        f'{pips}<br /><br />Group: Members<br />Posts: {m.uid * 3}<br />Joined: '
        f'{reg.day}-{MONTHS_EN[reg.month - 1]} {reg:%y}<br />{place}Member No.: {m.uid}<br /><br'
        f' /></span></td><td width="100%" valign="top" class="{cls}" id="post-main-{m.pid}"><!--'
        f' THE POST {m.pid} --><div class="postcolor" id="post-{m.pid}">{quote}'
        f'{paras(m, "<br /><br />")}</div><!--IBF.ATTACHMENT_{m.pid}-->{sig}<!-- THE POST -->'
        '</td></tr><tr><td class="formbuttonrow" nowrap="nowrap"><div align="left" class="'
        'darkrow3"><a href="javascript:scroll(0,0);"><img src="style_images/1/p_up.gif" alt="'
        'Top" border="0" /></a></div></td><td class="formbuttonrow" nowrap="nowrap"><div style="'
        'float: left;"><a href="javascript:PopUp(\'index.php?act=report&amp;f=12&amp;t=5&amp;p='
        f'{m.pid}&amp;st=0\',\'Report\',450,300)">Report</a></div><div align="right"><a href="'
        f'index.php?act=Post&amp;CODE=06&amp;f=12&amp;t=5&amp;p={m.pid}" title="Reply directly '
        'to this post"><img src="style_images/1/p_quote.gif" border="0" alt="Quote Post" /></a>'
        '</div></td></tr><tr><td class="catend" colspan="2"><!-- no content --></td></tr>'
        '</table><div class="darkrow1" style="height:5px"><!-- --></div>')


def ipb2(posts: list[Message]) -> str:
    """Invision Power Board 2.3 (the default skin): a table.ipbtable per post; its first row
    the name (span.normalname) beside "Mar 4 2021, 10:12 AM" ("Today, …", "Yesterday, …")
    and "Post #2"; then the member panel ("Group", "Posts", "Joined: 15-January 09",
    "Member No.") beside div.postcolor; quotes div.quotetop "QUOTE (bob @ Mar 4 2021, 10:12
    AM)" + div.quotemain; the signature after "--------------------"; the logo strip, the
    submenu, the navstrip, "Add Reply", "1 User(s) are reading this topic", the forum jump
    and "Time is now: 30th June 2021 - 06:00 PM"."""
    buttons = ('<table class="ipbtable" cellspacing="0"><tr><td style="padding-left:0px" width="'
               '40%" valign="middle" nowrap="nowrap"><div><span class="pagelink">Pages: (1)'
               '</span></div></td><td class="nopad" style="padding:0px 0px 5px 0px" align="right"'
               ' width="60%" valign="middle"><a href="index.php?act=post&amp;do=reply_post&amp;f'
               '=12&amp;t=5"><img src="style_images/1/t_reply.gif" border="0" alt="Add Reply" />'
               '</a><a href="index.php?act=post&amp;do=new_post&amp;f=12"><img src="style_images'
               '/1/t_new.gif" border="0" alt="Start new topic" /></a><a href="index.php?act=post'
               '&amp;do=poll&amp;f=12"><img src="style_images/1/t_poll.gif" border="0" alt="'
               'Start Poll" /></a></td></tr></table>')
    day = NOW.day
    suffix = "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    body = (
        '<div id="ipbwrapper"><div class="borderwrap"><div id="logostrip"><a href="index.php">'
        '<img src="style_images/1/logo4.gif" style="vertical-align:top" alt="IPB" border="0" />'
        '</a></div><div id="submenu"><p class="home"><a href="index.php?act=home">Example '
        'Community</a></p><p><a href="index.php?act=Help" title="Help Files">Help</a><a href="'
        'index.php?act=Search&amp;f=12" title="Search the Forums">Search</a><a href="index.php?'
        'act=Members" title="Members List">Members</a><a href="index.php?act=calendar" title="'
        'Calendar">Calendar</a></p></div></div><div id="userlinksguest"><p class="pcen"><b>'
        'Welcome Guest</b> ( <a href="index.php?act=Login&amp;CODE=00">Log In</a> | <a href="'
        'index.php?act=Reg&amp;CODE=00">Register</a> )</p></div><div id="navstrip"><img src="'
        'style_images/1/nav.gif" border="0" alt="&gt;" />&nbsp;<a href="index.php?act=idx">'
        'Example Community</a>&nbsp;&gt;&nbsp;<a href="index.php?showforum=3">Cars</a>&nbsp;'
        '&gt;&nbsp;<a href="index.php?showforum=12">Technical help</a></div><br /><a name="top">'
        f'</a>{buttons}<div class="borderwrap"><div class="maintitle"><div style="float:right">'
        '<a href="index.php?showtopic=5&amp;view=getlastpost" title="Go to the last post">Last '
        'post</a></div><img src="style_images/1/nav_m.gif" border="0" alt="&gt;" width="8" '
        f'height="8" />&nbsp;<b>{TITLE}</b></div><table class="ipbtable" cellspacing="0"><tr>'
        '<td class="formsubtitle" align="right"><a href="javascript:;" id="topic-options">'
        'Options</a> &nbsp; <a href="index.php?showtopic=5&amp;mode=threaded">Switch to: '
        'Threaded</a></td></tr></table>'
        + "".join(ipb2_post(posts, m, k) for k, m in enumerate(posts))
        + '<div class="activeuserstrip">1 User(s) are reading this topic (1 Guests and 0 '
        'Anonymous Users)</div><div class="row2" style="padding:6px">0 Members: </div><div class'
        '="barc"><div class="barc" align="center"><a href="index.php?showtopic=5&amp;view='
        'old">&lt; Next Oldest</a> &middot; <a href="index.php?showforum=12">Technical help</a> '
        '&middot; <a href="index.php?showtopic=5&amp;view=new">Next Newest &gt;</a></div></div>'
        f'</div>{buttons}<br /><div class="borderwrap" style="padding-bottom:1px;"><div class="'
        'formsubtitle" style="padding: 4px;"><form onsubmit="if(document.jumpmenu.f.value == -1)'
        '{return false;}" action="index.php?act=SF" method="get" name="jumpmenu"><input type="'
        'hidden" name="act" value="SF" /><select name="f" onchange="if(this.options[this.'
        'selectedIndex].value != -1){ document.jumpmenu.submit() }" class="dropdown"><optgroup '
        'label="Forum Jump"><option value="sj_home">Forum Home</option><option value="sj_search'
        '">Search</option></optgroup><optgroup label="Forums"><option value="3">Cars</option>'
        '<option value="12" selected="selected">&nbsp;&nbsp;|-- Technical help</option>'
        '</optgroup></select>&nbsp;<input type="submit" value="Go" class="button" /></form>'
        '</div></div><br /><table cellspacing="0" id="gfooter"><tr><td width="45%"><img id="'
        'rss-syndication" src="style_images/1/rss.png" border="0" alt="-" class="ipd" /> <a '
        'href="index.php?act=rssout&amp;id=1">Topic RSS</a> <a href="lofiversion/index.php?t5'
        '.html"><b>Lo-Fi Version</b></a></td><td width="10%" align="center" nowrap="nowrap">'
        '</td><td width="45%" align="right" nowrap="nowrap">Time is now: '
        f'{day}{suffix} {MONTHS_EN[NOW.month - 1]} {NOW.year} - {NOW:%I:%M %p}</td></tr></table>'
        '<div align="center" class="copyright">Powered By <a href="http://www.invisionboard.com"'
        ' target="_blank">IP.Board</a> 2.3.6 &copy; 2021 &nbsp;<a href="http://www.invision'
        'power.com" target="_blank">IPS, Inc</a>.</div></div>')
    return page(f"{TITLE} - Example Community", body)


# --- Question2Answer in Spanish ---------------------------------------------------------------

ES_MONTHS = ("Ene", "Feb", "Mar", "Abr", "May", "Jun", "Jul", "Ago", "Sep", "Oct", "Nov", "Dic")


def q2a_when(kind: str, t: datetime) -> str:
    """qa_when_to_html() with the Spanish pack: within a week "hace 3 horas" (the pad "hace "
    apart from the data), then "4 Mar" this year and "4 Mar 2020" before, in a <time>."""
    s = int(_seconds(t))
    stamp = f"{t:%Y-%m-%dT%H:%M:%S}+0000"
    if 0 <= s < 7 * 86400:
        for size, one, many in ((86400, "día", "días"), (3600, "hora", "horas"),
                                (60, "minuto", "minutos"), (1, "segundo", "segundos")):
            if s >= size or size == 1:
                shown = _n(max(s // size, 1), one, many)
                break
        return (f'<span class="qa-{kind}-when-pad">hace </span><span class="qa-{kind}-when-data">'
                f'<time itemprop="dateCreated" datetime="{stamp}" title="{stamp}">{shown}</time>'
                '</span>')
    shown = f"{t.day} {ES_MONTHS[t.month - 1]}" + ("" if t.year == NOW.year else f" {t.year}")
    return (f'<span class="qa-{kind}-when-data"><time itemprop="dateCreated" datetime="{stamp}" '
            f'title="{stamp}">{shown}</time></span>')


def q2a_meta(kind: str, m: Message, what: str, link: str, where: bool = False) -> str:
    avatar = (f'<span class="qa-{kind}-avatar"><a href="./user/{m.author}" class="qa-avatar-link'
              f'"><img src="./?qa=image&amp;qa_blobid={m.uid * 7919}&amp;qa_size=50" width="50" '
              'height="50" class="qa-avatar-image" alt=""></a></span>' if kind != "c-item" else "")
    category = (f'<span class="qa-{kind}-where"><span class="qa-{kind}-where-pad">en </span><span'
                f' class="qa-{kind}-where-data"><a href="./mecanica" class="qa-category-link">'
                'Mecánica</a></span></span> ' if where else "")
    return (
        f'<span class="qa-{kind}-avatar-meta">{avatar}<span class="qa-{kind}-meta"><a href="'
        f'{link}" class="qa-{kind}-what" itemprop="url">{what}</a> <span class="qa-{kind}-when">'
        f'{q2a_when(kind, m.when)}</span> {category}<span class="qa-{kind}-who"><span class="qa-'
        f'{kind}-who-pad">por </span><span class="qa-{kind}-who-data"><span itemprop="author" '
        'itemscope itemtype="https://schema.org/Person"><a href="./user/'
        f'{m.author}" class="qa-user-link url nickname" itemprop="name">{m.author}</a></span>'
        f'</span><span class="qa-{kind}-who-points"><span class="qa-{kind}-who-points-pad">('
        f'</span><span class="qa-{kind}-who-points-data">{m.uid * 17 % 900 + 100}</span><span '
        f'class="qa-{kind}-who-points-pad"> puntos)</span></span></span></span></span>')


def q2a_text(m: Message) -> str:
    quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
    return f'<div itemprop="text">{quote}{p_tags(m)}</div>'


QA_URL = "./5/ruido-extrano-despues-de-la-ultima-actualizacion"


def q2a_comments(posts: list[Message], parent: int, ks: list[int]) -> str:
    items = "".join(
        f'<div class="qa-c-list-item  hentry comment" id="c{posts[k].pid}" itemscope itemtype="'
        f'https://schema.org/Comment"><div class="qa-c-item-content qa-post-content"><a name="'
        f'{posts[k].pid}"></a>{q2a_text(posts[k])}</div><div class="qa-c-item-footer">'
        + q2a_meta("c-item", posts[k], "comentada",
                   f"{QA_URL}?show={posts[k].pid}#c{posts[k].pid}")
        + '<div class="qa-c-item-buttons"><input name="a_doreply" onclick="return qa_toggle_'
        f'element(\'c{posts[parent].pid}\')" value="responder" title="Responder a este '
        'comentario" type="submit" class="qa-form-light-button qa-form-light-button-comment">'
        '</div></div><div class="qa-c-item-clear"></div></div>' for k in ks)
    kind = "q-view" if parent == 0 else "a-item"
    return (f'<div class="qa-{kind}-c-list" id="c{posts[parent].pid}_list">{items}</div>'
            if ks else f'<div class="qa-{kind}-c-list" style="display:none;" id="c'
            f'{posts[parent].pid}_list"></div>')


def q2a_votes(m: Message, kind: str) -> str:
    net = m.uid * 3 % 7 - 1
    return (
        f'<div class="qa-voting qa-voting-net" id="voting_{m.pid}"><div class="qa-vote-buttons '
        f'qa-vote-buttons-net"><button title="Click para votar positivo" name="vote_{m.pid}_1_'
        f'{kind}{m.pid}" onclick="return qa_vote_click(this);" type="submit" class="qa-vote-'
        f'first-button qa-vote-up-button">+</button><button title="Click para votar negativo" '
        f'name="vote_{m.pid}_-1_{kind}{m.pid}" onclick="return qa_vote_click(this);" type="submit'
        '" class="qa-vote-second-button qa-vote-down-button">&ndash;</button></div><div class="'
        'qa-vote-count qa-vote-count-net"><span class="qa-netvote-count"><span class="qa-netvote'
        f'-count-data">{net:+d}</span><span class="qa-netvote-count-pad"> votos</span></span>'
        '</div><div class="qa-vote-clear"></div></div>')


def q2a_answer(posts: list[Message], comments: dict[int, list[int]], k: int,
               selected: bool) -> str:
    m = posts[k]
    chosen = (' answer-selected" itemprop="acceptedAnswer' if selected
              else '" itemprop="suggestedAnswer')
    mark = ('<div class="qa-a-selection"><div class="qa-a-selected">&nbsp;</div><span class="'
            'qa-a-selected-text">Mejor respuesta</span></div>' if selected else "")
    return (
        f'<div class="qa-a-list-item  hentry answer{chosen}" id="a{m.pid}" itemscope itemtype="'
        'https://schema.org/Answer"><form method="post" action="' + QA_URL + '"><div class="qa-'
        f'a-item-stats">{q2a_votes(m, "a")}{mark}</div><input name="code" type="hidden" value="'
        '0-1625076000-4f1a"></form><div class="qa-a-item-main"><form method="post" action="'
        + QA_URL + '">'
        + q2a_meta("a-item", m, "respondida", f"{QA_URL}?show={m.pid}#a{m.pid}")
        + f'<div class="qa-a-item-content qa-post-content"><a name="{m.pid}"></a>{q2a_text(m)}'
        '</div><div class="qa-a-item-buttons"><input name="a' + str(m.pid) + '_docomment" '
        'onclick="return qa_toggle_element(\'c' + str(m.pid) + '\')" value="comentar" title="'
        'Agregar un comentario a esta respuesta" type="submit" class="qa-form-light-button qa-'
        'form-light-button-comment"></div></form>'
        + q2a_comments(posts, k, comments[k]) + "</div><div class=\"qa-a-item-clear\"></div>"
        "</div>")


def q2a_es(posts: list[Message]) -> str:
    """Question2Answer 1.8 (SnowFlat) in Spanish: the question apart in div.qa-q-view (votes,
    "preguntada hace 3 horas en Mecánica por alice (250 puntos)", the text, tags); the
    answer form's guest note; then "2 Respuestas", div.qa-a-list-item per answer with its
    comments under it (div.qa-c-list-item: the text first, "comentada 4 Mar por bob" after),
    the chosen answer "Mejor respuesta" first; dates "hace 2 días" within the week, then
    "4 Mar" / "4 Mar 2020"; replies quoting an earlier post or by the asker are comments;
    "Preguntas relacionadas" and categories aside."""
    head = posts[0]
    answers, comments = _qa_split(posts)
    selected = answers[-1] if answers and head.pid % 2 == 0 else None
    shown = ([selected] if selected is not None else []) + [k for k in answers if k != selected]
    a_list = (
        '<div class="qa-part-a-list"><h2 id="a_list_title"><span itemprop="answerCount">'
        f'{len(answers)}</span> {"Respuesta" if len(answers) == 1 else "Respuestas"}</h2><div '
        'class="qa-a-list" id="a_list">'
        + "".join(q2a_answer(posts, comments, k, k == selected) for k in shown)
        + "</div></div>" if answers else
        '<div class="qa-part-a-list"><h2 id="a_list_title">Por favor <a href="./login?to=5">'
        'inicia sesión</a> o <a href="./register?to=5">regístrate</a> para agregar una '
        'respuesta.</h2><div class="qa-a-list" id="a_list"></div></div>')
    related = "".join(
        f'<div class="qa-q-list-item" id="q{901 + k}"><div class="qa-q-item-stats"><span class="'
        f'qa-a-count"><span class="qa-a-count-data">{k + 1}</span><span class="qa-a-count-pad">'
        f' {"respuesta" if k == 0 else "respuestas"}</span></span></div><div class="qa-q-item-'
        f'main"><div class="qa-q-item-title"><a href="./{901 + k}/">{t}</a></div><span class="qa'
        '-q-item-avatar-meta"><span class="qa-q-item-meta"><span class="qa-q-item-what">'
        'preguntada</span> <span class="qa-q-item-when">'
        f'{q2a_when("q-item", _others(k))}</span></span></span></div><div class="qa-q-item-clear'
        '"></div></div>' for k, t in enumerate((
            "¿Por qué chirrían los frenos cuando llueve?", "Ruido en la rueda delantera al girar",
            "La batería se descarga durante la noche", "¿Qué aceite usar en invierno?")))
    nav = "".join(
        f'<li class="qa-nav-main-item{" qa-nav-main-selected" if i == "questions" else ""} qa-'
        f'nav-main-{i}"><a href="./{h}" class="qa-nav-main-link">{x}</a></li>'
        for i, h, x in (("questions", "questions", "Preguntas"),
                        ("unanswered", "unanswered", "Sin respuesta"),
                        ("tag", "tags", "Etiquetas"), ("categories", "categories", "Categorías"),
                        ("user", "users", "Usuarios"), ("ask", "ask", "Hacer una pregunta")))
    body = (
        '<div id="qam-topbar" class="clearfix"><div class="qam-main-nav-wrapper clearfix"><div '
        'class="sb-toggle-left qam-menu-toggle"><i class="icon-th-list"></i></div><div class="'
        'qam-account-items-wrapper"><div id="qam-account-toggle" class="qam-logged-out"><i '
        'class="icon-key qam-auth-key"></i><div class="qam-account-tick"></div></div><div class'
        '="qam-account-items clearfix"><form action="./login?to=5" method="post"><input type="'
        'text" name="emailhandle" dir="auto" placeholder="Correo o Usuario"><input type="'
        'password" name="password" dir="auto" placeholder="Contraseña"><div><input type="'
        'checkbox" name="remember" id="qam-rememberme" value="1"><label for="qam-rememberme">'
        'Recordar</label></div><input type="submit" value="Ingresar" class="qa-form-tall-button'
        ' qa-form-tall-button-login" name="dologin"></form><div class="qa-nav-user"><ul class="'
        'qa-nav-user-list"><li class="qa-nav-user-item qa-nav-user-register"><a href="./register'
        '?to=5" class="qa-nav-user-link">Registrarse</a></li></ul></div></div></div><div class='
        '"qa-logo"><a href="./" class="qa-logo-link" title="Preguntas Mecánicas">Preguntas '
        f'Mecánicas</a></div><div class="qa-nav-main"><ul class="qa-nav-main-list">{nav}</ul>'
        '<div class="qa-nav-main-clear"></div></div></div></div><div class="qam-ask-search-box">'
        '<div class="qam-ask-mobile"><a href="./ask" class="turquoise">Hacer una pregunta</a>'
        '</div><div class="qam-search-mobile turquoise" id="qam-search-mobile"></div></div><div '
        'class="qam-search turquoise the-top" id="the-top-search"><div class="qa-search"><form '
        'method="get" action="./search"><input type="text" placeholder="Buscar..." name="q" '
        'value="" class="qa-search-field"><input type="submit" value="Buscar" class="qa-search-'
        'button"></form></div></div><div class="qa-body-wrapper"><div class="qa-main-wrapper">'
        '<div class="qa-main"><div class="qa-main-heading"><h1><a href="' + QA_URL + '"><span '
        f'class="entry-title">{TITLE}</span></a></h1></div><div class="qa-part-q-view"><div '
        f'class="qa-q-view  hentry question" id="q{head.pid}" itemscope itemtype="https://'
        'schema.org/Question"><form method="post" action="' + QA_URL + '"><div class="qa-q-view'
        f'-stats">{q2a_votes(head, "q")}<span class="qa-view-count"><span class="qa-view-count-'
        f'data">{len(posts) * 89}</span><span class="qa-view-count-pad"> vistas</span></span>'
        '</div><input name="code" type="hidden" value="0-1625076000-4f1a"></form><div class="qa-'
        'q-view-main"><form method="post" action="' + QA_URL + '">'
        + q2a_meta("q-view", head, "preguntada", QA_URL, where=True)
        + f'<div class="qa-q-view-content qa-post-content"><a name="{head.pid}"></a>'
        f'{q2a_text(head)}</div><div class="qa-q-view-tags"><ul class="qa-q-view-tag-list"><li'
        ' class="qa-q-view-tag-item"><a href="./tag/ruido" rel="tag" class="qa-tag-link">ruido'
        '</a></li><li class="qa-q-view-tag-item"><a href="./tag/actualizacion" rel="tag" class="'
        'qa-tag-link">actualizacion</a></li></ul></div><div class="qa-q-view-buttons"><input '
        'name="q_doanswer" id="q_doanswer" onclick="return qa_toggle_element(\'anew\')" value="'
        'responder" title="Responder esta pregunta" type="submit" class="qa-form-light-button '
        'qa-form-light-button-answer"><input name="q_docomment" onclick="return qa_toggle_'
        f'element(\'c{head.pid}\')" value="comentar" title="Agregar un comentario a esta '
        'pregunta" type="submit" class="qa-form-light-button qa-form-light-button-comment">'
        '</div></form>' + q2a_comments(posts, 0, comments[0])
        + '</div><div class="qa-q-view-clear"></div></div></div><div class="qa-part-a-form">'
        '<div class="qa-a-form" id="anew" style="display:none;"><h2>Por favor <a href="./login?'
        'to=5">inicia sesión</a> o <a href="./register?to=5">regístrate</a> para responder esta'
        ' pregunta.</h2></div></div>' + a_list
        + '</div><div class="qa-sidepanel"><div class="qa-sidebar">Bienvenido a Preguntas '
        'Mecánicas, donde puedes hacer preguntas y recibir respuestas de otros miembros de la '
        'comunidad.</div><div class="qa-widgets-side qa-widgets-side-top"><div class="qa-widget-'
        'side qa-widget-side-top"><h2>Preguntas relacionadas</h2><form method="post" action="'
        f'{QA_URL}"><div class="qa-q-list">{related}</div></form></div></div><div class="qa-nav-'
        'cat"><ul class="qa-nav-cat-list qa-nav-cat-list-1"><li class="qa-nav-cat-item qa-nav-'
        'cat-all"><a href="./" class="qa-nav-cat-link">Todas las categorías</a></li><li class="'
        'qa-nav-cat-item qa-nav-cat-mecanica"><a href="./mecanica" class="qa-nav-cat-link qa-nav'
        '-cat-selected">Mecánica</a><span class="qa-nav-cat-note">(1.204)</span></li><li class="'
        'qa-nav-cat-item qa-nav-cat-electricidad"><a href="./electricidad" class="qa-nav-cat-'
        'link">Electricidad</a><span class="qa-nav-cat-note">(612)</span></li></ul><div class="'
        'qa-nav-cat-clear"></div></div></div></div></div><div class="qa-footer"><div class="qa-'
        'nav-footer"><ul class="qa-nav-footer-list"><li class="qa-nav-footer-item qa-nav-footer-'
        'feedback"><a href="./feedback" class="qa-nav-footer-link">Contáctanos</a></li></ul><div'
        ' class="qa-nav-footer-clear"></div></div><div class="qa-attribution">Snow Theme by <a '
        'href="http://www.q2amarket.com">Q2A Market</a></div><div class="qa-attribution">Powered'
        ' by <a href="http://www.question2answer.org/">Question2Answer</a></div><div class="qa-'
        'footer-clear"></div></div>')
    return page(f"{TITLE} - Preguntas Mecánicas", body, "es")


# --- 4chan ------------------------------------------------------------------------------------

def chan_stamp(t: datetime) -> str:
    """4chan's "03/04/21(Thu)10:12:33" (US Eastern on the board; the page holds it as is)."""
    return f"{t:%m/%d/%y}({t:%a}){t:%H:%M:%S}"


def chan_post(posts: list[Message], m: Message, op: bool) -> str:
    quote = ""
    if m.quote:
        quote = (f'<a href="#p{m.quote[1]}" class="quotelink">&gt;&gt;{m.quote[1]}</a><br><span '
                 f'class="quote">&gt;{escape(m.quote[2])}</span><br>')
    subject = f'<span class="subject">{TITLE}</span>' if op else '<span class="subject"></span>'
    stamp = f'<span class="dateTime" data-utc="{_ts(m.when)}">{chan_stamp(m.when)}</span>'
    number = (f'<span class="postNum desktop"><a href="#p{m.pid}" title="Link to this post">No.'
              f'</a><a href="javascript:quote(\'{m.pid}\');" title="Reply to this post">{m.pid}'
              '</a>' + (' &nbsp; <span>[<a href="thread/' + str(m.pid) + '/strange-noise" class="'
                        'replylink">Reply</a>]</span>' if op else "") + "</span>")
    mobile = (f'<div class="postInfoM mobile" id="pim{m.pid}"><span class="nameBlock"><span '
              f'class="name">{m.author}</span><br>{subject if op else ""}</span><span class="'
              f'dateTime postNum" data-utc="{_ts(m.when)}">{chan_stamp(m.when)} <a href="#p'
              f'{m.pid}" title="Link to this post">No.</a><a href="javascript:quote(\'{m.pid}\');'
              f'" title="Reply to this post">{m.pid}</a></span></div>')
    image = ""
    if op:
        image = (f'<div class="file" id="f{m.pid}"><div class="fileText" id="fT{m.pid}">File: <a'
                 f' href="//i.4cdn.org/o/{_ts(m.when)}123.jpg" target="_blank">IMG_2041.jpg</a> '
                 f'(412 KB, 1280x960)</div><a class="fileThumb" href="//i.4cdn.org/o/'
                 f'{_ts(m.when)}123.jpg" target="_blank"><img src="//i.4cdn.org/o/{_ts(m.when)}'
                 '123s.jpg" alt="412 KB" data-md5="n0Q4Vb0cJ8s2Q4mXq9Yt1w==" style="height: '
                 '187px; width: 250px;" loading="lazy"><div data-tip data-tip-cb="mShowFull" '
                 'class="mFileInfo mobile">412 KB JPG</div></a></div>')
    info = (f'<div class="postInfo desktop" id="pi{m.pid}"><input type="checkbox" name="'
            f'{m.pid}" value="delete"> {subject} <span class="nameBlock"><span class="name">'
            f'{m.author}</span> </span> {stamp} {number}</div>')
    message = (f'<blockquote class="postMessage" id="m{m.pid}">{quote}'
               f'{paras(m, "<br><br>")}</blockquote>')
    if op:
        return (f'<div class="postContainer opContainer" id="pc{m.pid}"><div id="p{m.pid}" '
                f'class="post op">{mobile}{image}{info}{message}</div></div>')
    return (f'<div class="postContainer replyContainer" id="pc{m.pid}"><div class="sideArrows" '
            f'id="sa{m.pid}">&gt;&gt;</div><div id="p{m.pid}" class="post reply">{mobile}{info}'
            f'{message}</div></div>')


def fourchan(posts: list[Message]) -> str:
    """A 4chan thread (/o/, the desktop page as served): div.thread#tN, the opening post in
    div.opContainer with its image, subject, name, "03/04/21(Thu)10:12:33" in span.dateTime
    (data-utc) and "No.40311"; each reply div.replyContainer with the "&gt;&gt;" side arrows
    and div.post.reply; the text in blockquote.postMessage, quotes as a "&gt;&gt;40311"
    quotelink and a greentext line; a mobile copy of the post info in each post; the banner,
    the posting form, the nav links, the delete form and the footer."""
    op = posts[0]
    body = (
        '<span id="id_css"></span><div id="boardNavDesktop" class="desktop"><span class="'
        'boardList">[<a href="//boards.4channel.org/a/" title="Anime &amp; Manga">a</a> / <a '
        'href="//boards.4chan.org/b/" title="Random">b</a> / <a href="//boards.4channel.org/g/" '
        'title="Technology">g</a> / <a href="//boards.4channel.org/o/" title="Auto">o</a> / <a '
        'href="//boards.4channel.org/k/" title="Weapons">k</a>]</span> <span id="navtopright">'
        '[<a href="javascript:void(0);" id="settingsWindowLink">Settings</a>] [<a href="/search'
        '" title="Search">Search</a>] [<a href="//p.4chan.org/" title="Mobile">Mobile</a>] [<a '
        'href="//www.4chan.org/" target="_top">Home</a>]</span></div><div class="boardBanner">'
        '<div id="bannerCnt" class="title desktop" data-src="188.jpg"></div><div class="board'
        'Title">/o/ - Auto</div></div><hr class="abovePostForm"><div style="position:relative">'
        '</div><form name="post" action="https://sys.4channel.org/o/post" method="post" enctype'
        f'="multipart/form-data"><input type="hidden" name="resto" value="{op.pid}"><table class'
        '="postForm hideMobile" id="postForm"><tbody><tr data-type="Name"><td>Name</td><td><input'
        ' name="name" type="text" tabindex="1" placeholder="Anonymous"></td></tr><tr data-type="'
        'Options"><td>Options</td><td><input name="email" type="text" tabindex="2"><input type="'
        'submit" value="Post" tabindex="6"></td></tr><tr data-type="Comment"><td>Comment</td><td'
        '><textarea name="com" cols="48" rows="4" wrap="soft" tabindex="4"></textarea></td></tr>'
        '<tr id="captchaFormPart"><td class="desktop">Verification</td><td colspan="2"><div id="'
        't-root"></div></td></tr><tr data-type="File"><td>File</td><td><input id="postFile" name'
        '="upfile" type="file" tabindex="8"></td></tr></tbody><tfoot><tr><td colspan="2"><div '
        'id="postFormError"></div></td></tr></tfoot></table></form><hr class="desktop" id="op">'
        '<div class="navLinks desktop">[<a href="/o/" accesskey="a">Return</a>] [<a href="/o/'
        'catalog">Catalog</a>] [<a href="#bottom">Bottom</a>] [<a href="javascript:location.'
        'reload(false)">Update</a>] [<label><input type="checkbox" title="Fetch new replies '
        'automatically" class="autoUpdate">Auto</label>] <span class="thread-stats"></span>'
        '</div><hr><form name="delform" id="delform" action="https://sys.4channel.org/o/'
        f'imgboard.php" method="post"><div class="board"><div class="thread" id="t{op.pid}">'
        + chan_post(posts, op, True)
        + "".join(chan_post(posts, m, False) for m in posts[1:])
        + '</div><hr></div><div class="bottomCtrl desktop"><span class="deleteform"><input type'
        '="hidden" name="mode" value="usrdel">Delete Post: [<input type="checkbox" name="onlyimg'
        'f" value="on">File Only]<input type="hidden" id="delPassword" name="pwd"> <input type="'
        'submit" value="Delete"><input id="bottomReportBtn" type="button" value="Report"></span>'
        '<span class="stylechanger">Style: <select id="styleSelector"><option value="Yotsuba New'
        '">Yotsuba</option><option value="Yotsuba B New" selected>Yotsuba B</option><option '
        'value="Futaba New">Futaba</option><option value="Burichan New">Burichan</option>'
        '<option value="Tomorrow">Tomorrow</option><option value="Photon">Photon</option>'
        '</select></span></div></form><div class="navLinks navLinksBot desktop">[<a href="/o/" '
        'accesskey="a">Return</a>] [<a href="/o/catalog">Catalog</a>] [<a href="#top">Top</a>]'
        ' [<a href="javascript:location.reload(false)">Update</a>] <span class="thread-stats">'
        '</span></div><hr class="desktop"><div id="boardNavDesktopFoot" class="desktop"><span '
        'class="boardList">[<a href="//boards.4channel.org/a/" title="Anime &amp; Manga">a</a> /'
        ' <a href="//boards.4channel.org/o/" title="Auto">o</a>]</span></div><div id="absbot" '
        'class="absBotText"><div class="mobile"><span id="disable-mobile">[<a href="javascript:'
        'disableMobile();">Disable Mobile View / Use Desktop Site</a>]<br><br></span></div><span'
        ' class="absBotDisclaimer">All trademarks and copyrights on this page are owned by their'
        ' respective parties. Images uploaded are the responsibility of the Poster. Comments are'
        ' owned by the Poster.</span><div id="footer-links"><a href="//www.4channel.org/faq#'
        'what4chan" target="_blank">About</a> &bull; <a href="//www.4channel.org/feedback" '
        'target="_blank">Feedback</a> &bull; <a href="//www.4channel.org/legal" target="_blank">'
        'Legal</a> &bull; <a href="//www.4channel.org/contact" target="_blank">Contact</a></div>'
        '</div><div id="bottom"></div>')
    return page(f"/o/ - {TITLE} - Auto - 4chan", body)


# --- Dreamwidth -------------------------------------------------------------------------------

def dw_slug(name: str) -> str:
    return name.lower().replace("_", "-").replace(".", "-")


def dw_user(m: Message) -> str:
    host = f"https://{dw_slug(m.author)}.dreamwidth.org"
    return (f'<span lj:user="{m.author}" style="white-space: nowrap;" class="ljuser"><a href="'
            f'{host}/profile"><img src="https://www.dreamwidth.org/img/silk/identity/user.png" '
            'alt="[personal profile] " width="17" height="17" style="vertical-align: text-bottom;'
            f' border: 0; padding-right: 1px;" /></a><a href="{host}/"><b>{m.author}</b></a>'
            '</span>')


def dw_cid(m: Message) -> int:
    return m.pid * 256 + 3


def dw_comment(posts: list[Message], kids: dict[int, list[int]], k: int, depth: int,
               entry: str, parent: int = 0) -> str:
    m = posts[k]
    cid = dw_cid(m)
    parity = "odd" if depth % 2 else "even"
    quote = f"<blockquote>{escape(m.quote[2])}</blockquote>" if m.quote else ""
    children = "".join(dw_comment(posts, kids, c, depth + 1, entry, cid) for c in kids[k])
    up = (f'<li class="comment-parentlink"><a href="{entry}?thread={parent}#cmt{parent}">'
          'Parent</a></li>' if parent else "")
    owner = " poster-is-journal-owner" if m.author == posts[0].author else ""
    return (
        f'<div id="cmt{cid}" class="comment-thread comment-depth-{parity} comment-depth-{depth}"'
        f'><div class="dwexpcomment"><div id="comment-cmt{cid}" class="dwexpcomment comment '
        f'comment-depth-{parity} comment-depth-{depth} has-userpic no-subject{owner}"><div '
        'class="inner"><div class="header"><div class="inner"><h4 class="comment-title"><span '
        'class="invisible">(no subject)</span></h4><span class="datetime"><a href="'
        f'{entry}?thread={cid}#cmt{cid}">{m.when:%Y-%m-%d} {hm(m.when)} (UTC)</a></span></div>'
        '</div><div class="contents"><div class="inner"><div class="userpic"><img src="https://'
        f'v.dreamwidth.org/{m.uid * 13}/{m.uid}" width="100" height="100" alt="" /></div><div '
        f'class="poster-info"><span class="poster comment-poster">{dw_user(m)}</span></div><div'
        f' class="comment-content" id="comment-content-{cid}">{quote}'
        f'{paras(m, "<br /><br />")}</div></div></div><div class="footer"><div class="inner">'
        '<ul class="comment-management-links text-links"><li class="first-item link comment'
        f'permalink"><a href="{entry}?thread={cid}#cmt{cid}">Link</a></li></ul><ul class="'
        'comment-interaction-links text-links"><li class="first-item reply"><a href="'
        f'{entry}?replyto={cid}">Reply</a></li>{up}<li class="comment-threadlink"><a href="'
        f'{entry}?thread={cid}#cmt{cid}">Thread</a></li></ul></div></div></div></div></div>'
        f'{children}</div>')


def dreamwidth(posts: list[Message]) -> str:
    """A Dreamwidth entry page (core2, the Practicality layout): the entry apart (h3.entry-
    title, span.datetime with the date's parts as links "2021-03-04" and "10:12 am", the
    ljuser poster, div.entry-content, tags, "3 comments"); then div#comments with nested
    div.comment-thread.comment-depth-N, each comment's header "(no subject)" and "2021-03-04
    12:40 pm (UTC)", the poster, div.comment-content and "Reply | Parent | Thread"; the
    journal's navigation, the sidebar (profile, calendar, tags, page summary, style credit)
    and the footer."""
    entry_m = posts[0]
    tops, kids = _tree(posts)
    journal = f"https://{dw_slug(entry_m.author)}.dreamwidth.org"
    entry = f"{journal}/{entry_m.pid}.html"
    t = entry_m.when
    n = len(posts) - 1
    comments = "".join(dw_comment(posts, kids, k, 1, entry) for k in tops)
    summary = "".join(f'<li><a href="{journal}/{entry_m.pid - 7 * (k + 1)}.html">{x}</a> - '
                      f'<span class="detail">{k + 1} comments</span></li>'
                      for k, x in enumerate(OTHER_THREADS[:3]))
    body = (
        '<div id="lj_controlstrip"><div id="lj_controlstrip_userpic"><a href="https://www.'
        'dreamwidth.org/"><img src="https://www.dreamwidth.org/img/controlstrip/nouserpic.png" '
        'alt="" /></a></div><div id="lj_controlstrip_user"><form id="Greeting" class="'
        'lj_login_form pkg" action="https://www.dreamwidth.org/login?ret=1" method="post"><div '
        'class="lj_login_username"><input type="text" name="user" size="15" maxlength="27" '
        'tabindex="1" placeholder="Account name" /></div><div class="lj_login_password"><input '
        'type="password" name="password" size="15" tabindex="2" placeholder="Password" /></div>'
        '<input type="submit" value="Log in" tabindex="4" /></form></div><div id="lj_control'
        'strip_actionlinks"><span>Viewing:</span> <a href="https://www.dreamwidth.org/create">'
        'Create an account</a></div></div><div id="canvas"><div class="inner"><div id="header">'
        f'<div class="inner"><h1 id="title"><span>{entry_m.author}’s garage notes</span></h1>'
        '<h2 id="subtitle"><span>cars, noises and the people who fix them</span></h2><h2 id="'
        'pagetitle"><span>Entry</span></h2></div></div><div id="content"><div class="inner"><div'
        ' id="primary"><div class="inner"><div class="navigation topnav"><ul><li class="page-'
        f'back"><a href="{journal}/{entry_m.pid - 7}.html">Previous Entry</a></li><li class="'
        f'page-forward"><a href="{journal}/{entry_m.pid + 7}.html">Next Entry</a></li></ul>'
        f'</div><div id="entry-wrapper-{entry_m.pid}" class="entry-wrapper entry-wrapper-odd '
        f'security-public restrictions-none journal-{entry_m.author} has-userpic has-subject">'
        '<div class="separator separator-before"><div class="inner"></div>'
        f'</div><div class="entry" id="entry-{entry_m.pid}"><div class="inner"><div class="'
        f'header"><h3 class="entry-title"><a title="{TITLE}" href="{entry}">{TITLE}</a></h3>'
        f'<span class="datetime"><span class="date"><a href="{journal}/{t.year}/">{t.year}</a>-'
        f'<a href="{journal}/{t.year}/{t:%m}/">{t:%m}</a>-<a href="{journal}/{t.year}/{t:%m}/'
        f'{t:%d}/">{t:%d}</a></span> <span class="time">{hm(t)}</span></span></div><div class="'
        'contents"><div class="inner"><div class="userpic"><a href="https://www.dreamwidth.org/'
        f'allpics?user={entry_m.author}"><img src="https://v.dreamwidth.org/{entry_m.uid * 13}/'
        f'{entry_m.uid}" width="100" height="100" alt="" /></a></div><div class="poster-info">'
        f'<span class="poster entry-poster">{dw_user(entry_m)}</span></div><div class="entry-'
        f'content">{paras(entry_m, "<br /><br />")}</div></div></div><div class="footer"><div '
        'class="inner"><div class="tag"><span class="tag-text">Tags:</span><ul><li><a rel="tag"'
        f' href="{journal}/tag/car">car</a>, </li><li><a rel="tag" href="{journal}/tag/noises">'
        'noises</a></li></ul></div><ul class="entry-management-links text-links"><li class="'
        f'first-item"><a href="https://www.dreamwidth.org/tools/memadd?journal={entry_m.author}'
        f'&amp;itemid={entry_m.pid}"><img src="https://www.dreamwidth.org/img/silk/entry/'
        'memories_add.png" alt="Add to memories" title="Add to memories" /></a></li></ul><ul '
        'class="entry-interaction-links text-links"><li class="first-item entry-readlink"><a '
        f'href="{entry}#comments">{_n(n, "comment", "comments")}</a></li><li class="entry-'
        f'replylink"><a href="{entry}?mode=reply">Reply</a></li></ul></div></div></div></div>'
        '<div class="separator separator-after"><div class="inner"></div></div></div><div id="'
        'comments"><div class="inner"><div class="comment-pages toppages"><div class="inner">'
        f'</div></div>{comments}<div class="bottomcomment"><div class="inner"><ul class="entry-'
        f'management-links text-links"><li class="first-item"><a href="{entry}">Link</a></li>'
        f'</ul><ul class="entry-interaction-links text-links"><li class="first-item entry-'
        f'replylink"><a href="{entry}?mode=reply">Reply</a></li></ul></div></div></div></div>'
        '</div></div><div id="secondary"><div class="inner"><div class="separator separator-'
        'before"><div class="inner"></div></div><div class="module-section-one"><div class="'
        'module-profile module"><div class="inner"><h2 class="module-header">Profile</h2><div '
        f'class="module-content"><div class="userpic"><img src="https://v.dreamwidth.org/'
        f'{entry_m.uid * 13}/{entry_m.uid}" alt="" /></div><div class="journal-name">'
        f'{entry_m.author}’s garage notes</div><div class="journal-website-name">{entry_m.author}'
        '</div></div></div></div><div class="module-calendar module"><div class="inner"><h2 '
        f'class="module-header"><a href="{journal}/{NOW.year}/">{MONTHS_EN[NOW.month - 1]} '
        f'{NOW.year}</a></h2><div class="module-content"><table summary="Monthly calendar with '
        'links to each day\'s posts"><tr><th>S</th><th>M</th><th>T</th><th>W</th><th>T</th><th>'
        'F</th><th>S</th></tr><tr><td class="empty-day"></td><td class="empty-day"></td><td '
        'class="day">1</td><td class="day">2</td><td class="day">3</td><td class="day">4</td>'
        '<td class="day">5</td></tr></table></div></div></div><div class="module-summary module"'
        '><div class="inner"><h2 class="module-header">Page Summary</h2><div class="module-'
        f'content"><ul class="module-list">{summary}</ul></div></div></div><div class="module-'
        'tags_cloud module"><div class="inner"><h2 class="module-header">Tags</h2><div class="'
        f'module-content"><ul class="module-list"><li><a rel="tag" href="{journal}/tag/car">car'
        f'</a></li><li><a rel="tag" href="{journal}/tag/noises">noises</a></li></ul></div></div>'
        '</div><div class="module-credit module"><div class="inner"><h2 class="module-header">'
        'Style Credit</h2><div class="module-content"><ul class="module-list"><li><span class="'
        'style-credit-label">Style:</span> <span class="style-credit-layout-name">Practicality'
        '</span> for <span class="style-credit-theme-name">Practicality</span> by <span class="'
        'style-credit-designer-name">timeasmymeasure</span></li></ul></div></div></div><div '
        'class="module-syndicate module"><div class="inner"><h2 class="module-header">Expand Cut'
        ' Tags</h2><div class="module-content">No cut tags</div></div></div></div></div></div>'
        '</div></div><div id="invisible-separator" style="float: left; width: 1px;"></div>'
        '<div id="footer">'
        f'<div class="inner"><div class="page-top">Page generated {NOW:%b}. {NOW.day}th, '
        f'{NOW.year} {hm(NOW)} GMT</div><div class="page-top"><a href="#">Powered by Dreamwidth'
        ' Studios</a></div></div></div></div></div>')
    return page(f"{TITLE}: {entry_m.author}’s garage notes", body)


# --- Misskey (Japanese, saved DOM) ------------------------------------------------------------

def mk_ago(t: datetime) -> str:
    """MkTime's relative time in Japanese: "たった今", "12秒前", "5分前", "3時間前", "4日前",
    "2週間前", "3ヶ月前", "1年前" (each rounded)."""
    s = _seconds(t)
    for size, unit in ((31536000, "年前"), (2592000, "ヶ月前"), (604800, "週間前"),
                       (86400, "日前"), (3600, "時間前"), (60, "分前"), (10, "秒前")):
        if s >= size:
            return f"{int(s / size + 0.5)}{unit}"
    return "たった今" if s >= -1 else "未来"


def mk_absolute(t: datetime) -> str:
    """Date.toLocaleString() in ja-JP: "2021/3/4 10:12:33"."""
    return f"{t.year}/{t.month}/{t.day} {t.hour}:{t:%M:%S}"


def mk_handle(m: Message) -> str:
    return m.author.replace(".", "_")


def mk_text(m: Message) -> str:
    """MFM: lines joined by <br>, a "> " quote as div.quote."""
    quote = f'<div class="quote"><span>{escape(m.quote[2])}</span></div>' if m.quote else ""
    return f'{quote}<span>{paras(m, "<br><br>")}</span>'


def mk_avatar(m: Message, cls: str) -> str:
    return (f'<a class="{cls} _avatar" href="/@{mk_handle(m)}" title="{m.author}" style="" '
            f'data-v-7c9ba2a4=""><img class="inner" src="https://misskey.example/proxy/avatar.webp'
            f'?url=https%3A%2F%2Fmisskey.example%2Ffiles%2F{m.uid}&amp;avatar=1" decoding="async"'
            ' data-v-7c9ba2a4=""></a>')


def mk_sub(posts: list[Message], kids: dict[int, list[int]], k: int, depth: int) -> str:
    m = posts[k]
    note = f"/notes/8k{m.pid:x}q"
    reply_to = ('<a class="reply" href="/notes/8k' + f'{posts[0].pid:x}q"><i class="ti ti-arrow-'
                'back-up"></i></a>')
    children = "".join(mk_sub(posts, kids, c, depth + 1) for c in kids[k])
    return (
        f'<div class="wrpstxzv reply{" children" if depth > 1 else ""}" data-v-2b8ea1d6=""><div '
        f'class="main" data-v-2b8ea1d6="">{mk_avatar(m, "avatar")}<div class="body" data-v-2b8ea'
        '1d6=""><header class="kkwtjztg header" data-v-4f2a9d37=""><a class="name" href="/@'
        f'{mk_handle(m)}" data-v-4f2a9d37=""><span class="mk-username">{m.author}</span></a><div '
        f'class="username" data-v-4f2a9d37=""><span class="mk-acct"><span class="name">@'
        f'{mk_handle(m)}</span></span></div><div class="info" data-v-4f2a9d37=""><a class="'
        f'created-at" href="{note}" data-v-4f2a9d37=""><time title="{mk_absolute(m.when)}" class'
        f'="mk-time">{mk_ago(m.when)}</time></a></div></header><div class="body" data-v-2b8ea1d6'
        '=""><div class="content" data-v-2b8ea1d6=""><div class="wrmlmaau text" data-v-8f3c1c2e'
        f'=""><div class="body" data-v-8f3c1c2e="">{reply_to}{mk_text(m)}</div></div></div></div>'
        f'</div></div>{children}</div>')


def misskey(posts: list[Message]) -> str:
    """A Misskey (v12) note page as a browser's saved DOM holds it, seen without logging in:
    the visitor header, the page header "ノート" with the note's date as subtitle; the note
    in the detailed view (div.lxwezrsl: avatar, name, "@alice", the MFM text, the footer's
    <time title="2021/3/4 10:12:33">2021/3/4 10:12:33 (3ヶ月前)</time> and the counts);
    the replies under it as nested div.wrpstxzv (avatar, header with name, "@bob" and a
    relative <time> titled with the date, the text after a reply arrow); quotes as MFM
    div.quote; the instance's side panel and "Powered by Misskey"."""
    head = posts[0]
    tops, kids = _tree(posts)
    replies = "".join(mk_sub(posts, kids, k, 1) for k in tops)
    reactions = (
        '<div class="tdflqwzn" data-v-1f9c5a1b=""><button class="hkzvhatu _button canToggle" '
        'data-v-6a1f0f31=""><span class="mk-emoji" data-v-6a1f0f31="">👍</span><span class="'
        f'count" data-v-6a1f0f31="">{head.uid % 9 + 1}</span></button></div>')
    body = (
        '<div id="app" data-v-app=""><div class="mk-app" data-v-3f8c1e7a=""><div class="'
        'sqxihjet header" data-v-5e1a4b2c=""><div class="wide" data-v-5e1a4b2c=""><div class="'
        'content" data-v-5e1a4b2c=""><a class="link" href="/" data-v-5e1a4b2c=""><i class="ti '
        'ti-home icon"></i><span>ホーム</span></a><a class="link" href="/explore" data-v-5e1a4b2c'
        '=""><i class="ti ti-hash icon"></i><span>みつける</span></a><a class="link" href="/'
        'channels" data-v-5e1a4b2c=""><i class="ti ti-device-tv icon"></i><span>チャンネル</span>'
        '</a><a class="link" href="/pages" data-v-5e1a4b2c=""><i class="ti ti-news icon"></i>'
        '<span>ページ</span></a><a class="link" href="/gallery" data-v-5e1a4b2c=""><i class="ti '
        'ti-icons icon"></i><span>ギャラリー</span></a><div class="action" data-v-5e1a4b2c="">'
        '<button class="_buttonPrimary" data-v-5e1a4b2c="">新規登録</button><button class="'
        '_button" data-v-5e1a4b2c="">ログイン</button></div></div></div></div><div class="'
        'contents" data-v-3f8c1e7a=""><main data-v-3f8c1e7a=""><div class="fdidabkb" style="'
        'background: var(--pageHeaderBg)" data-v-0b2c0a8e=""><div class="titleContainer" data-v'
        f'-0b2c0a8e="">{mk_avatar(head, "avatar")}<div class="title" data-v-0b2c0a8e=""><div '
        'class="title" data-v-0b2c0a8e="">ノート</div><div class="subtitle" data-v-0b2c0a8e="">'
        f'{mk_absolute(head.when)}</div></div></div><div class="buttons right" data-v-0b2c0a8e='
        '""><button class="_button button" data-v-0b2c0a8e=""><i class="ti ti-share"></i>'
        '</button></div></div><div class="_spacer" style="--MI_SPACER-w: 800px;"><div class="'
        'fcuexfpr" data-v-3b1a4c1d=""><div class="note" data-v-3b1a4c1d=""><div class="main '
        '_gap" data-v-3b1a4c1d=""><div class="note _gap" data-v-3b1a4c1d=""><div class="'
        'lxwezrsl _block note" tabindex="-1" data-v-5c0d1e2f=""><article class="article" data-v'
        f'-5c0d1e2f=""><header class="header" data-v-5c0d1e2f="">{mk_avatar(head, "avatar")}'
        f'<div class="body" data-v-5c0d1e2f=""><div class="top" data-v-5c0d1e2f=""><a class="'
        f'name" href="/@{mk_handle(head)}" data-v-5c0d1e2f=""><span class="mk-username">'
        f'{head.author}</span></a><div class="info" data-v-5c0d1e2f=""><button class="_button" '
        'data-v-5c0d1e2f=""><i class="ti ti-dots"></i></button></div></div><div class="username'
        f'" data-v-5c0d1e2f=""><span class="mk-acct"><span class="name">@{mk_handle(head)}'
        '</span></span></div></div></header><div class="main" data-v-5c0d1e2f=""><div class="'
        'body" data-v-5c0d1e2f=""><div class="content" data-v-5c0d1e2f=""><div class="text" '
        f'data-v-5c0d1e2f="">{mk_text(head)}</div></div></div><footer class="footer" data-v-'
        '5c0d1e2f=""><div class="info" data-v-5c0d1e2f=""><a class="created-at" href="/notes/8k'
        f'{head.pid:x}q" data-v-5c0d1e2f=""><time title="{mk_absolute(head.when)}" class="mk-'
        f'time">{mk_absolute(head.when)} ({mk_ago(head.when)})</time></a></div>{reactions}'
        '<button class="button _button" data-v-5c0d1e2f=""><i class="ti ti-arrow-back-up"></i>'
        + (f'<p class="count" data-v-5c0d1e2f="">{len(tops)}</p>' if tops else "")
        + '</button><button class="button _button" data-v-5c0d1e2f=""><i class="ti ti-repeat">'
        '</i></button><button class="button _button" data-v-5c0d1e2f=""><i class="ti ti-plus">'
        '</i></button><button class="button _button" data-v-5c0d1e2f=""><i class="ti ti-dots">'
        f'</i></button></footer></div></article>{replies}</div></div></div></div></div></div>'
        '</main><div class="powered-by" data-v-3f8c1e7a=""><b><a href="/">misskey.example</a>'
        '</b><small>Powered by <a href="https://github.com/misskey-dev/misskey" target="_blank">'
        'Misskey</a></small></div></div><div class="kmwsukvl side" data-v-7a0c3e1b=""><div '
        'class="banner" style="background-image: url(/files/banner.webp)" data-v-7a0c3e1b="">'
        '<h1 data-v-7a0c3e1b="">車好きMisskey</h1></div><div class="about" data-v-7a0c3e1b="">'
        '<div class="desc" data-v-7a0c3e1b="">車・バイク・整備の話題のためのサーバーです。</div>'
        '<div class="stats" data-v-7a0c3e1b=""><div data-v-7a0c3e1b=""><b>ユーザー</b> 1,284'
        '</div><div data-v-7a0c3e1b=""><b>ノート</b> 98,310</div></div><div class="action" '
        'data-v-7a0c3e1b=""><button class="_buttonPrimary">新規登録</button><button class="'
        '_button">ログイン</button></div></div></div></div></div>')
    return page(f"{head.author} (@{mk_handle(head)}) | 車好きMisskey", body, "ja-JP")


# --- V2EX -------------------------------------------------------------------------------------

def v2ex_full(t: datetime) -> str:
    return f"{t:%Y-%m-%d %H:%M:%S} +08:00"


def v2ex_ago(t: datetime) -> str:
    """V2EX's age: "刚刚", "12 分钟前", "3 小时 12 分钟前", "4 天前" within the month, then
    the date "2021-03-04 10:12:33 +08:00"; titled with the date either way."""
    s = int(_seconds(t))
    if s < 60:
        shown = "刚刚"
    elif s < 3600:
        shown = f"{s // 60} 分钟前"
    elif s < 86400:
        shown = f"{s // 3600} 小时 {s % 3600 // 60} 分钟前"
    elif s < 30 * 86400:
        shown = f"{s // 86400} 天前"
    else:
        shown = v2ex_full(t)
    return f'<span class="ago" title="{v2ex_full(t)}">{shown}</span>'


def v2ex_avatar(m: Message, size: int) -> str:
    return (f'<img src="https://cdn.v2ex.com/avatar/{m.uid:x}/{m.uid * 37:x}/{m.uid}_normal.png'
            f'?m=1614852753" class="avatar" border="0" align="default" style="width: {size}px; '
            f'max-height: {size}px;" alt="{m.author}">')


def v2ex_reply(posts: list[Message], k: int) -> str:
    m = posts[k]
    quote = ""
    if m.quote:
        quote = (f'@<a href="/member/{m.quote[0]}">{m.quote[0]}</a> {escape(m.quote[2])}'
                 "<br />")
    op = ('<div class="badges"><div class="badge op">OP</div></div>'
          if m.author == posts[0].author else "")
    thanks = m.uid * 3 % 4
    heart = (f' &nbsp; <span class="small fade"><img src="/static/img/heart_neue_red.png" width='
             f'"14" align="absmiddle" alt="❤️" /> {thanks}</span>' if thanks else "")
    return (
        f'<div id="r_{m.pid}" class="cell"><table cellpadding="0" cellspacing="0" border="0" '
        f'width="100%"><tr><td width="48" valign="top" align="center">{v2ex_avatar(m, 48)}</td>'
        '<td width="10" valign="top"></td><td width="auto" valign="top" align="left"><div class'
        f'="fr"><div id="thank_area_{m.pid}" class="thank_area"><a href="#;" onclick="ignore'
        f'Reply({m.pid}, \'12345\');" class="thank" style="color: #ccc;">隐藏</a> &nbsp; &nbsp;'
        f'<a href="#;" onclick="thankReply({m.pid}, \'12345\');" class="thank">感谢回复者</a>'
        f'</div> &nbsp; <a href="#;" onclick="replyOne(\'{m.author}\');"><img src="/static/img/'
        f'reply_neue.png" align="absmiddle" border="0" alt="Reply" width="20" /></a> &nbsp;&nbsp;'
        f' <span class="no">{k}</span></div><div class="sep3"></div><strong><a href="/member/'
        f'{m.author}" class="dark">{m.author}</a></strong>{op}&nbsp; &nbsp;{v2ex_ago(m.when)}'
        f'{heart}<div class="sep5"></div><div class="reply_content">{quote}'
        f'{paras(m, "<br /><br />")}</div></td></tr></table></div>')


def v2ex(posts: list[Message]) -> str:
    """A V2EX topic: the topic box apart (breadcrumb "V2EX › 汽车", h1, "alice · <span
    title='2021-03-04 10:12:33 +08:00'>3 天前</span> · 1234 次点击", div.topic_content >
    div.markdown_body); then the replies box ("5 条回复 • <last reply date>", div.cell#r_N
    per reply: avatar, the thanks links, span.no, the name, an "OP" badge on the asker's
    replies, span.ago "3 小时 12 分钟前" / "4 天前" / the date, div.reply_content with
    <br />s; a quote is an "@bob" and the words pasted); "目前尚无回复" when there is none;
    the top bar, the right column (sign-up box, "今日热议主题") and the footer."""
    head = posts[0]
    n = len(posts) - 1
    hot = "".join(
        f'<div class="cell from_{101 + k} hot_t_{901 + k}"><table cellpadding="0" cellspacing='
        '"0" border="0" width="100%"><tr><td width="24" valign="middle" align="center"><a href'
        f'="/member/{who}"><img src="https://cdn.v2ex.com/avatar/{k:x}/{k}_mini.png" class="'
        f'avatar" border="0" align="default" style="width: 24px; max-height: 24px;" alt="{who}">'
        '</a></td><td width="10"></td><td width="auto" valign="middle"><span class="item_hot_'
        f'topic_title"><a href="/t/{901 + k}">{t}</a></span></td></tr></table></div>'
        for k, (t, who) in enumerate(zip(("车机升级以后开始有异响，有人遇到过吗",
                                          "冬天用什么机油比较好", "下雨天刹车吱吱响正常吗",
                                          "停一晚上电瓶就没电了"), WHO)))
    replies = (
        '<div class="box"><div class="cell"><div class="fr" style="margin: -3px -5px 0px 0px;">'
        '<a href="/tag/汽车" class="tag"><li class="fa fa-tag"></li> 汽车</a></div><span class="'
        f'gray">{n} 条回复 &nbsp;<strong class="snow">•</strong> &nbsp;'
        f'{v2ex_full(posts[-1].when)}</span></div>'
        + "".join(v2ex_reply(posts, k) for k in range(1, len(posts))) + "</div>"
        if n else
        '<div class="box transparent"><div class="inner" style="text-align: center"><span style'
        '="color: rgba(0, 0, 0, 0.25);">目前尚无回复</span></div></div>')
    body = (
        '<div id="Top"><div class="content"><div class="site-nav"><a href="/" name="top" title'
        '="way to explore"><div id="Logo"></div></a><div id="search-container"><input id="'
        'search" type="text" maxlength="128" autocomplete="off" tabindex="1"><div id="search-'
        'result" class="box"></div></div><div class="tools"><a href="/" class="top">首页</a><a '
        'href="/signup" class="top">注册</a><a href="/signin" class="top">登录</a></div></div>'
        '</div></div><div id="Wrapper"><div class="content"><div id="Leftbar"></div><div id="'
        'Rightbar"><div class="sep20"></div><div class="box"><div class="cell"><strong>V2EX = '
        'way to explore</strong><div class="sep5"></div><span class="fade">V2EX 是一个关于分享'
        '和探索的地方</span></div><div class="inner"><div class="sep5"></div><div align="center'
        '"><a href="/signup" class="super normal button">现在注册</a><div class="sep5"></div><div'
        ' class="sep10"></div>已注册用户请 &nbsp;<a href="/signin">登录</a></div></div></div><div'
        ' class="sep20"></div><div class="box" id="TopicsHot"><div class="cell"><span class="'
        f'fade">今日热议主题</span></div>{hot}</div></div><div id="Main"><div class="sep20"></div>'
        '<div class="box" style="border-bottom: 0px;"><div class="header"><div class="fr"><a '
        f'href="/member/{head.author}">{v2ex_avatar(head, 73)}</a></div><a href="/">V2EX</a> '
        '<span class="chevron">&nbsp;›&nbsp;</span> <a href="/go/car">汽车</a><div class="sep10'
        f'"></div><h1>{TITLE}</h1><div id="topic_5_votes" class="votes"><a href="javascript:" '
        'onclick="upVoteTopic(5);" class="vote"><li class="fa fa-chevron-up"></li></a> &nbsp;'
        '<a href="javascript:" onclick="downVoteTopic(5);" class="vote"><li class="fa fa-'
        f'chevron-down"></li></a></div> &nbsp;<small class="gray"><a href="/member/{head.author}'
        f'">{head.author}</a> · {v2ex_ago(head.when)} · {len(posts) * 211 + 40} 次点击</small>'
        '</div><div class="cell"><div class="topic_content"><div class="markdown_body">'
        f'{p_tags(head)}</div></div></div><div class="topic_buttons"><div class="fr topic_stats'
        f'" style="padding-top: 4px;">{len(posts) * 211 + 40} 次点击 &nbsp;∙&nbsp; '
        f'{head.uid % 7} 人收藏 &nbsp;</div><a href="#;" onclick="window.open(\'https://twitter'
        '.com/share?url=https://www.v2ex.com/t/5\', \'_blank\');" class="tb">Tweet</a> &nbsp;'
        '<a href="#;" onclick="ignoreTopic(5);" class="tb">忽略主题</a> &nbsp;</div></div><div '
        f'class="sep20"></div>{replies}<div class="sep20"></div></div></div><div class="c">'
        '</div><div class="sep20"></div></div><div id="Bottom"><div class="content"><div class='
        '"inner"><div class="sep10"></div><div class="fr"><a href="https://www.digitalocean.com'
        '/?refcode=1b51f1a7651d" target="_blank"><div id="DigitalOcean"></div></a></div><strong>'
        '<a href="/about" class="dark" target="_self">关于</a> &nbsp; <span class="snow">·</span>'
        ' &nbsp; <a href="/help" class="dark" target="_self">帮助文档</a> &nbsp; <span class="'
        'snow">·</span> &nbsp; <a href="/faq" class="dark" target="_self">FAQ</a> &nbsp; <span '
        'class="snow">·</span> &nbsp; <a href="/p/7v9TEc53" class="dark" target="_self">API</a>'
        ' &nbsp; <span class="snow">·</span> &nbsp; <a href="/tools" class="dark" target="_self'
        '">实用小工具</a> &nbsp; <span class="snow">·</span> &nbsp; 1234 人在线</strong> &nbsp; '
        '<span class="fade">最高记录 6679</span> &nbsp; <span class="snow">·</span> &nbsp; <a '
        'href="/select/language" class="f11"><img src="/static/img/language.png" width="16" '
        'align="absmiddle" id="ico-select-language" /> &nbsp; Select Language</a><div class="'
        'sep20"></div>创意工作者们的社区<div class="sep5"></div>World is powered by solitude<div'
        ' class="sep20"></div><span class="small fade">VERSION: 3.9.8.5 · 22ms · UTC '
        f'{NOW - timedelta(hours=8):%H:%M} · PVG {NOW:%H:%M} · LAX '
        f'{NOW - timedelta(hours=15):%H:%M} · JFK {NOW - timedelta(hours=12):%H:%M}<br />♥ Do '
        'have faith in what you\'re doing.</span><div class="sep10"></div></div></div></div>')
    return page(f"{TITLE} - V2EX", body, "zh-CN")


# --- Douban group topic -----------------------------------------------------------------------

def douban_people(m: Message) -> str:
    return f"https://www.douban.com/people/{m.uid * 1777 + 40000}/"


def douban_reply(posts: list[Message], k: int) -> str:
    m = posts[k]
    cid = 2840000000 + m.pid * 13
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = (f'<div class="reply-quote-content" data-ref_cid="{2840000000 + q.pid * 13}"><div'
                 f' class="reply-quote"><span class="all">{escape(m.quote[2])}</span><span class='
                 f'"pubdate"><a href="{douban_people(q)}">{m.quote[0]}</a></span></div></div>')
    op = ('<span class="topic-author-icon">楼主</span>' if m.author == posts[0].author else "")
    return (
        f'<li class="clearfix comment-item reply-item " id="{cid}" data-cid="{cid}"><div class="'
        f'user-face"><a href="{douban_people(m)}"><img class="pil" src="https://img2.doubanio.'
        f'com/icon/u{m.uid * 1777 + 40000}-3.jpg" alt="{m.author}"/></a></div><div class="reply'
        f'-doc content"><div class="bg-img-green"><h4><a href="{douban_people(m)}" class="">'
        f'{m.author}</a>{op}<span class="pubtime">{m.when:%Y-%m-%d %H:%M:%S}</span></h4></div>'
        f'{quote}<p class=" reply-content">{paras(m, "<br><br>")}</p><div class="operation-div"'
        f' id="{cid}"><div class="operation-more"><a href="javascript:void(0);" data-cid="'
        f'{cid}" class="comment-vote lnk-fav">赞</a><a href="https://www.douban.com/group/topic/'
        f'212345678/?cid={cid}#last" data-cid="{cid}" class="lnk-reply">回应</a></div></div>'
        '</div></li>')


def douban_group(posts: list[Message]) -> str:
    """A Douban group topic (2021): the title in an <h1>; the topic apart in div.topic-doc
    (h3 "来自: <a>alice</a> (the member's signature)" and span.create-time "2021-03-04
    10:12:33", div.rich-content of <p>s, the like and share bar); then ul#comments with
    li.comment-item per reply (avatar, h4 name, "楼主" on the poster's replies, span.pubtime
    "2021-03-04 12:40:02", the quoted reply in div.reply-quote with its author, p.reply-
    content, 赞 / 回应); the global nav, the group's side box with "最新讨论" and the footer."""
    head = posts[0]
    sign = f" ({escape(head.signature)})" if head.signature else ""
    latest = "".join(
        f'<tr class=""><td class="title"><a href="https://www.douban.com/group/topic/'
        f'{212345000 + k}/" title="{t}" class="">{t}</a></td><td class="r-count">{k * 3 + 2}'
        f'</td><td class="time">{_others(k):%m-%d}</td></tr>'
        for k, t in enumerate(("换了机油以后发动机声音变大了", "下雨天刹车吱吱响要紧吗",
                               "冬天早上打火困难求助", "车机升级后蓝牙连不上了")))
    nav = "".join(f'<li class="{"on" if x == "小组" else ""}"><a href="{h}" data-moreurl-dict='
                  f'\'{{"from":"top-nav-click-{i}","uid":"0"}}\'>{x}</a></li>'
                  for i, h, x in (("main", "https://www.douban.com", "豆瓣"),
                                  ("book", "https://book.douban.com", "读书"),
                                  ("movie", "https://movie.douban.com", "电影"),
                                  ("music", "https://music.douban.com", "音乐"),
                                  ("location", "https://www.douban.com/location", "同城"),
                                  ("group", "https://www.douban.com/group", "小组"),
                                  ("read", "https://read.douban.com", "阅读"),
                                  ("fm", "https://douban.fm", "FM"),
                                  ("time", "https://time.douban.com", "时间"),
                                  ("market", "https://market.douban.com", "豆品")))
    comments = "".join(douban_reply(posts, k) for k in range(1, len(posts)))
    body = (
        '<div id="db-global-nav" class="global-nav"><div class="bd"><div class="top-nav-info">'
        '<a href="https://accounts.douban.com/passport/login?source=group" class="nav-login" '
        'rel="nofollow">登录/注册</a></div><div class="top-nav-doubanapp"><a href="https://www.'
        'douban.com/doubanapp/app?channel=top-nav" class="lnk-doubanapp">下载豆瓣客户端</a></div>'
        f'<div class="global-nav-items"><ul>{nav}</ul></div></div></div><div id="db-nav-group" '
        'class="nav"><div class="nav-wrap"><div class="nav-primary"><div class="nav-logo"><a '
        'href="https://www.douban.com/group">豆瓣小组</a></div><div class="nav-search"><form '
        'action="https://www.douban.com/group/search" method="get"><fieldset><legend>搜索：'
        '</legend><label for="inp-query">搜索你感兴趣的内容和小组</label><div class="inp"><input'
        ' id="inp-query" name="q" size="22" maxlength="60" value=""></div><div class="inp-btn">'
        '<input type="submit" value="搜索"></div><input type="hidden" name="cat" value="1019">'
        '</fieldset></form></div></div></div><div class="nav-secondary"><div class="nav-items">'
        '<ul><li><a href="https://www.douban.com/group/">首页</a></li><li><a href="https://www.'
        'douban.com/group/explore">精选</a></li><li><a href="https://www.douban.com/group/'
        'category/">找小组</a></li></ul></div></div></div><div id="wrapper"><div id="content">'
        f'<h1>\n        {TITLE}\n</h1><div class="grid-16-8 clearfix"><div class="article"><div '
        'class="topic-content clearfix"><div class="user-face"><a href="'
        f'{douban_people(head)}"><img class="pil" src="https://img2.doubanio.com/icon/u'
        f'{head.uid * 1777 + 40000}-3.jpg" alt="{head.author}"/></a></div><div class="topic-'
        f'doc"><h3><span class="from">来自: <a href="{douban_people(head)}">{head.author}</a>'
        f'{sign}</span><span class="create-time color-green">{head.when:%Y-%m-%d %H:%M:%S}'
        '</span></h3><div class="topic-content"><div class="rich-content topic-richtext">'
        f'{p_tags(head)}</div></div><div class="topic-opt clearfix"><div class="action-react">'
        f'<a href="javascript:void(0);" class="react-btn react-like">赞</a><span class="react-num'
        f'">{head.uid % 30}</span></div><div class="sns-bar" id="sep"><div class="sns-bar-fav">'
        '<a href="javascript:void(0);" class="fav-add">收藏</a></div><div class="sharing-button'
        '">分享到</div></div></div></div></div><div id="comments-area"><ul class="topic-reply" '
        f'id="comments">{comments}</ul></div><div class="txd"><h2>你的回应&nbsp;&nbsp;·&nbsp;'
        '·&nbsp;·&nbsp;·&nbsp;·&nbsp;·</h2><p class="pl"><a href="https://accounts.douban.com/'
        'passport/login?source=group" rel="nofollow">登录</a> 后回应</p></div><p class="pl">'
        '&gt; <a href="https://www.douban.com/group/carfix/">回汽车维修互助小组</a></p></div>'
        '<div class="aside"><div id="g-side-info"><div class="side-reg" id="g-side-info-member'
        '"><div class="bd"><div class="title"><a href="https://www.douban.com/group/carfix/">'
        '<img src="https://img1.doubanio.com/view/group/sqxs/public/p12345.webp" class="pic" '
        'alt="汽车维修互助"/></a><a href="https://www.douban.com/group/carfix/">汽车维修互助</a>'
        '</div><div class="member-count">23,416 个成员</div><a href="https://www.douban.com/'
        'group/carfix/?action=join" class="button-join">加入小组</a></div></div></div><div class'
        '="mod"><h2>最新讨论&nbsp;&nbsp;·&nbsp;·&nbsp;·&nbsp;·&nbsp;·&nbsp;·<span class="pl">'
        '&nbsp;(<a href="https://www.douban.com/group/carfix/discussion">更多</a>)</span></h2>'
        f'<table class="olt">{latest}</table></div></div><div class="extra"></div></div></div>'
        '</div><div id="footer"><span id="icp" class="fleft gray-link">&copy; 2005－'
        f'{NOW.year} douban.com, all rights reserved 北京豆网科技有限公司</span><span class="'
        'fright"><a href="https://www.douban.com/about">关于豆瓣</a> · <a href="https://www.'
        'douban.com/jobs">在豆瓣工作</a> · <a href="https://www.douban.com/about?topic=contact'
        'us">联系我们</a> · <a href="https://www.douban.com/about/legal">法律声明</a> · <a href="'
        'https://help.douban.com/?app=main" target="_blank">帮助中心</a> · <a href="https://www.'
        'douban.com/doubanapp/">移动应用</a> · <a href="https://www.douban.com/partner/">豆瓣广告'
        '</a></span></div>')
    return page(f"{TITLE}", body, "zh-CN")


# --- Isso comments under a Hugo (PaperMod) blog post, in German --------------------------------

DE_MONTHS = ("Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
             "Oktober", "November", "Dezember")


def isso_ago(t: datetime) -> str:
    """Isso's humanized age with its German strings: "eben jetzt", "vor 5 Minuten", "vor einer
    Stunde", "Gestern", "vor 4 Tagen", "letzte Woche", "vor 3 Wochen", "letzten Monat",
    "vor 3 Monaten", "letztes Jahr", "vor 2 Jahren"."""
    secs = _seconds(t)
    mins, hours, days = round(secs / 60), round(secs / 3600), round(secs / 86400)
    if secs <= 45:
        return "eben jetzt"
    if secs <= 90:
        return "vor einer Minute"
    if mins <= 45:
        return f"vor {mins} Minuten"
    if mins <= 90:
        return "vor einer Stunde"
    if hours <= 22:
        return f"vor {hours} Stunden"
    if hours <= 36:
        return "Gestern"
    if days <= 5:
        return f"vor {days} Tagen"
    if days <= 8:
        return "letzte Woche"
    if days <= 21:
        return f"vor {round(days / 7)} Wochen"
    if days <= 45:
        return "letzten Monat"
    if days <= 345:
        return f"vor {round(days / 30)} Monaten"
    if days <= 547:
        return "letztes Jahr"
    return f"vor {round(days / 365.25)} Jahren"


def isso_avatar(m: Message) -> str:
    cells = "".join(f'<rect x="{8 * (i % 4) + 2}" y="{8 * (i // 4) + 2}" width="8" height="8" '
                    f'style="fill: {("#9abf88", "#5698c4", "#e279a3", "#e0ac69")[(m.uid + i) % 4]}'
                    '"/>' for i in range(16) if (m.uid >> i) & 1)
    return (f'<div class="avatar"><svg data-hash="#{m.uid * 2654435761 % (1 << 48):012x}" '
            'version="1.1" viewBox="0 0 48 48" preserveAspectRatio="xMinYMin meet" shape-'
            f'rendering="crispEdges"><rect x="0" y="0" width="48" height="48" style="fill: '
            f'#f0f0f0"/>{cells}</svg></div>')


def isso_comment(posts: list[Message], kids: dict[int, list[int]], k: int, top: bool) -> str:
    m = posts[k]
    cid = m.pid % 1000
    quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
    follow = ("".join(isso_comment(posts, kids, c, False) for c in _descendants(kids, k))
              if top else "")
    likes = m.uid * 5 % 4
    return (
        f'<div class="isso-comment" id="isso-{cid}">{isso_avatar(m)}<div class="text-wrapper">'
        f'<div class="isso-comment-header" role="meta"><span class="author">{m.author}</span>'
        f'<span class="spacer">&bull;</span><a class="permalink" href="#isso-{cid}"><time title'
        f'="{m.when.day}.{m.when.month}.{m.when.year}, {m.when:%H:%M:%S}" datetime="'
        f'{m.when:%Y-%m-%dT%H:%M:%S}Z">{isso_ago(m.when)}</time></a><span class="note"></span>'
        f'</div><div class="text">{quote}{p_tags(m)}</div><div class="isso-comment-footer">'
        + (f'<span class="votes">{likes}</span>' if likes else "")
        + '<a class="upvote" href="#"><svg width="16" height="16" viewBox="0 0 16 16"><path '
        'd="M8 3l5 7H3z"/></svg></a><span class="spacer">|</span><a class="downvote" href="#">'
        '<svg width="16" height="16" viewBox="0 0 16 16"><path d="M8 13l5-7H3z"/></svg></a><a '
        'class="reply" href="#">Antworten</a></div><div class="isso-follow-up">'
        f'{follow}</div></div></div>')


def isso_de(posts: list[Message]) -> str:
    """A Hugo blog post (PaperMod, German) with Isso's comments as the browser's DOM holds
    them: the post apart (breadcrumbs, h1.post-title, div.post-meta "<span title='2021-03-04
    10:12:33 +0000 UTC'>4. März 2021</span> · 2 Min. · alice", div.post-content, tags, the
    previous / next links); then section#isso-thread: "3 Kommentare", the comment box,
    div.isso-comment per comment (identicon, span.author, a <time> "vor 3 Monaten" /
    "Gestern" titled "4.3.2021, 12:40:02", div.text, votes and "Antworten"), every reply
    flattened into its top comment's div.isso-follow-up; the header menu and footer."""
    art = posts[0]
    tops, kids = _tree(posts)
    n = len(posts) - 1
    count = ("Bisher keine Kommentare" if n == 0 else "Ein Kommentar" if n == 1
             else f"{n} Kommentare")
    words = sum(len(p.split()) for p in art.paragraphs)
    comments = "".join(isso_comment(posts, kids, k, True) for k in tops)
    menu = "".join(f'<li><a href="https://schrauberblog.example.de/{h}/" title="{x}"><span>{x}'
                   '</span></a></li>'
                   for h, x in (("archives", "Archiv"), ("tags", "Tags"), ("search", "Suche"),
                                ("ueber", "Über mich")))
    body = (
        '<header class="header"><nav class="nav"><div class="logo"><a href="https://schrauber'
        'blog.example.de/" accesskey="h" title="Schrauberblog (Alt + H)">Schrauberblog</a><div '
        'class="logo-switches"><button id="theme-toggle" accesskey="t" title="(Alt + T)"><svg '
        'id="moon" xmlns="http://www.w3.org/2000/svg" width="24" height="18" viewBox="0 0 24 24"'
        ' fill="none" stroke="currentColor" stroke-width="2"><path d="M21 12.79A9 9 0 1 1 11.21'
        f' 3 7 7 0 0 0 21 12.79z"></path></svg></button></div></div><ul id="menu">{menu}</ul>'
        '</nav></header><main class="main"><article class="post-single"><header class="post-'
        'header"><div class="breadcrumbs"><a href="https://schrauberblog.example.de/">Startseite'
        '</a>&nbsp;»&nbsp;<a href="https://schrauberblog.example.de/posts/">Beiträge</a></div>'
        f'<h1 class="post-title">{TITLE}</h1><div class="post-meta"><span title="'
        f"{art.when:%Y-%m-%d %H:%M:%S} +0000 UTC\">{art.when.day}. "
        f'{DE_MONTHS[art.when.month - 1]} {art.when.year}</span>&nbsp;·&nbsp;'
        f'{max(words // 200, 1)} Min.&nbsp;·&nbsp;{art.author}</div></header><div class="post-'
        f'content">{p_tags(art)}</div><footer class="post-footer"><ul class="post-tags"><li><a '
        'href="https://schrauberblog.example.de/tags/auto/">Auto</a></li><li><a href="https://'
        'schrauberblog.example.de/tags/werkstatt/">Werkstatt</a></li></ul><nav class="paginav">'
        '<a class="prev" href="https://schrauberblog.example.de/posts/winterreifen/"><span '
        'class="title">« Vorherige Seite</span><br><span>Winterreifen im Vergleich</span></a>'
        '<a class="next" href="https://schrauberblog.example.de/posts/bremsen-quietschen/"><span'
        ' class="title">Nächste Seite »</span><br><span>Bremsen quietschen bei Nässe</span></a>'
        '</nav></footer><section id="isso-thread" data-title="' + TITLE + '" data-isso-id="/'
        f'posts/seltsames-geraeusch/"><h4>{count}</h4><div class="isso-postbox"><div class="'
        'form-wrapper"><div class="textarea-wrapper"><div class="textarea placeholder" content'
        'editable="true">Kommentar hier eintippen (mindestens 3 Zeichen)</div><div class="'
        'preview"><div class="isso-comment"><div class="text-wrapper"><div class="text"></div>'
        '</div></div></div></div><section class="auth-section"><p class="input-wrapper"><input '
        'type="text" name="author" placeholder="Name (optional)" value=""></p><p class="input-'
        'wrapper"><input type="email" name="email" placeholder="E-Mail (optional)" value=""></p>'
        '<p class="input-wrapper"><input type="text" name="website" placeholder="Website '
        '(optional)" value=""></p><p class="post-action"><input type="submit" value="'
        'Abschicken"></p><p class="post-action"><input type="button" name="preview" value="'
        f'Vorschau"></p></section></div></div><div id="isso-root">{comments}</div></section>'
        '</article></main><footer class="footer"><span>&copy; 2021 <a href="https://schrauber'
        'blog.example.de/">Schrauberblog</a></span><span> · Powered by <a href="https://gohugo'
        '.io/" rel="noopener noreferrer" target="_blank">Hugo</a> &amp; <a href="https://github'
        '.com/adityatelange/hugo-PaperMod/" rel="noopener" target="_blank">PaperMod</a></span>'
        '</footer><a href="#top" aria-label="go to top" title="Go to Top (Alt + G)" class="top-'
        'link" id="top-link" accesskey="g"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0'
        ' 12 6" fill="currentColor"><path d="M12 6H0l6-6z"></path></svg></a>')
    return page(f"{TITLE} | Schrauberblog", body, "de")


ENGINES = {
    "phpbb30-it": phpbb30_it, "xenforo2-pl": xenforo2_pl, "vbulletin3-tr": vbulletin3_tr,
    "discuz-x25-tw": discuz_x25_tw, "smf11": smf11, "fluxbb-cs": fluxbb_cs, "ipb2": ipb2,
    "q2a-es": q2a_es, "4chan": fourchan, "dreamwidth": dreamwidth, "misskey": misskey,
    "v2ex": v2ex, "douban-group": douban_group, "isso-de": isso_de,
}
