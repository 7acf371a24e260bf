"""Fourteen more thread pages for bench/forum_engines.py, written the way further systems lay
them out: a phpBB 3.1 topic in German, a vBulletin 4 thread in Dutch, a XenForo 2 thread in
Japanese, a Discourse topic in Russian, an SMF 2.0 topic in Polish, a MyBB 1.8 thread in
Italian, an Invision Community 4.7 topic in German, a Flarum discussion in French, an Ask
Ubuntu question, a GitHub pull request's conversation, a GitLab merge request's discussion, a
post on the new Reddit with its comment tree, a Naver Blog post with its comments (Korean) and
a 2ch.sc thread (Japanese, anonymous).

Markup written from memory after the systems' default templates as served in 2022-2025
(nesting, class names and ids, date wording in the site's language and the system's date
shapes — relative, day first, month first, year first, the weekday in kanji, <time datetime>,
tooltips, data attributes —, author boxes, quotes, signatures, nesting, deleted posts, ads,
best answers shown apart, events between posts, menus, sidebars with dated lists, similar
threads, pagination, footers), by someone who never read the extractor; the text is
generated. Discourse, Flarum, GitHub, GitLab, the new Reddit and Naver's comment box draw
their pages with scripts: those pages are written as a browser's saved DOM holds them. Every
page opens the thread with a post, and the first message is that: the first post, the
question, the pull or merge request's description, the Reddit self text, the blog post, ">>1".
Quotes appear as each system shows them: "bob hat geschrieben:", "Oorspronkelijk geplaatst
door bob", "bob さんは書きました:", Discourse's aside.quote, "Cytat: bob w 04 Marzec 2021,
10:12:00", "bob ha scritto:", "Am 4.3.2021 um 10:12 schrieb bob:", Flarum's blockquote
opening with the PostMention, Markdown blockquotes (Ask Ubuntu's answers, GitHub, GitLab,
Reddit); in plain-text comments as '@bob “...”' (Ask Ubuntu, Naver) or a "&gt;" line after a
"&gt;&gt;3" anchor (2ch.sc). Ask Ubuntu lists answers by score (the accepted one not pinned)
with quoting replies and the asker's own as comments; GitHub keeps the timeline's order but
shows a reply to a review comment inside the review's thread; GitLab keeps threads in the
order they were started, replies inside; the new Reddit sorts by score and draws the tree
flat, indented; Naver hangs a reply under the comment it answers (one level); every other page
keeps the thread's order. Each function takes the thread's list of ``Message`` and returns the
whole page; ``ENGINES`` maps the engine's name to it.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from forum_engines import NOW, Message, escape, joined, p_tags, page, paras
from forum_engines_fresh import _quoted, _tree
from forum_engines_fresh2 import MONTHS_EN, _descendants, _seconds, _ts
from forum_engines_fresh4 import WHO, _n, _others, _qa_split
from forum_engines_fresh5 import cet_zone
from forum_engines_fresh6 import _hash, _slug
from forum_engines_fresh7 import _handle, _thousands
from forum_engines_fresh8 import _ago_units, _utc_offset
from forum_engines_fresh9 import _later, _prague_utc
from forum_engines_more import MONTHS_DE, WEEKDAYS_DE, days_ago, hm

# --- shared bits ------------------------------------------------------------------------------

JA_DAYS = "月火水木金土日"


def _cet_z(t: datetime) -> str:
    """The UTC ISO time of a Central European local time: "2021-03-04T09:12:33Z"."""
    return f"{_prague_utc(t):%Y-%m-%dT%H:%M:%S}Z"


def _zone_iso(t: datetime, hours: int, colon: bool = True) -> str:
    """A local time with its fixed offset: "2021-03-04T10:12:33+09:00" ("+0900")."""
    return f"{t:%Y-%m-%dT%H:%M:%S}+{hours:02d}{':' if colon else ''}00"


def _excerpt(m: Message, size: int = 140) -> str:
    """The start of a post as boxes that show a post apart cut it: "... …"."""
    text = m.paragraphs[0]
    return escape(text if len(text) <= size else text[:size].rsplit(" ", 1)[0] + " …")


def _depth_first(kids: dict[int, list[int]], tops: list[int], depth: int = 0):
    """(index, depth) of a comment tree in reading order."""
    for k in tops:
        yield k, depth
        yield from _depth_first(kids, kids[k], depth + 1)


# --- phpBB 3.1 prosilver in German ------------------------------------------------------------

DE31_TITLE = "Seltsames Geräusch nach dem letzten Update"
DE31_DAYS = ("Mo", "Di", "Mi", "Do", "Fr", "Sa", "So")
DE31_MON = ("Jan", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dez")
DE31_RANKS = ("Neuling", "Mitglied", "Stammgast", "Urgestein", "Moderator")
DE31_TOWNS = ("Hamburg", "München", "Köln", "Leipzig", "Bremen", "Dresden", "Kassel", "Ulm")


def de31_abs(t: datetime) -> str:
    """The German pack's "D j. M Y, H:i": "Do 4. Mär 2021, 10:12"."""
    return f"{DE31_DAYS[t.weekday()]} {t.day}. {DE31_MON[t.month - 1]} {t.year}, {t:%H:%M}"


def de31_date(t: datetime) -> str:
    """"vor 12 Minuten" within the hour, "Heute, 10:12", "Gestern, 21:10", then the date."""
    s = _seconds(t)
    if 0 <= s < 60:
        return "vor weniger als einer Minute"
    if 0 <= s < 3600:
        n = int(s // 60)
        return "vor 1 Minute" if n == 1 else f"vor {n} Minuten"
    if days_ago(t) == 0:
        return f"Heute, {t:%H:%M}"
    if days_ago(t) == 1:
        return f"Gestern, {t:%H:%M}"
    return de31_abs(t)


def de31_profile(m: Message) -> str:
    return f"./memberlist.php?mode=viewprofile&amp;u={40 + m.uid * 9}"


def de31_post(posts: list[Message], k: int) -> str:
    m = posts[k]
    pid = 271000 + m.pid * 2
    prof = de31_profile(m)
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = (f'<blockquote><div><cite>{q.author} hat geschrieben:</cite>'
                 f'{escape(m.quote[2])}</div></blockquote>')
    avatar = (f'<div class="avatar-container"><a href="{prof}" class="avatar"><img class="'
              f'avatar" src="./download/file.php?avatar={40 + m.uid * 9}_{_ts(joined(m))}.png" '
              'width="80" height="80" alt="Benutzeravatar" /></a></div>' if m.uid % 3 else "")
    since = joined(m) + timedelta(hours=m.uid % 12 + 8, minutes=m.uid * 13 % 60)
    edited = (f'<div class="notice">Zuletzt geändert von <a href="{prof}" class="username">'
              f'{m.author}</a> am {de31_date(_later(m))}, insgesamt 1-mal geändert.</div>'
              if m.uid % 4 == 1 else "")
    sig = (f'<div id="sig{pid}" class="signature">{escape(m.signature)}</div>'
           if m.signature else "")
    rank = DE31_RANKS[m.uid % 5]
    first = ' class="first"' if k == 0 else ""
    return (
        f'<div id="p{pid}" class="post has-profile bg{2 - k % 2}"><div class="inner"><dl class='
        f'"postprofile" id="profile{pid}"><dt class="has-profile-rank'
        f'{" has-avatar" if avatar else ""}">{avatar}<a href="{prof}" class="username">'
        f'{m.author}</a></dt><dd class="profile-rank">{rank}<br /><img src="./images/ranks/'
        f'rank{m.uid % 5 + 1}.gif" alt="{rank}" title="{rank}" /></dd><dd class="profile-posts">'
        f'<strong>Beiträge:</strong> <a href="./search.php?author_id={40 + m.uid * 9}&amp;sr='
        f'posts">{m.uid * 431 % 3100 + 7}</a></dd><dd class="profile-joined"><strong>'
        f'Registriert:</strong> {de31_abs(since)}</dd><dd class="profile-custom-field profile-'
        f'phpbb_location"><strong>Wohnort:</strong> {DE31_TOWNS[m.uid % 8]}</dd></dl><div class="'
        f'postbody"><div id="post_content{pid}"><h3{first}>'
        f'<a href="#p{pid}">{"" if k == 0 else "Re: "}{DE31_TITLE}</a></h3><ul class="post-'
        f'buttons"><li><a href="./posting.php?mode=quote&amp;f=23&amp;p={pid}" title="Mit Zitat '
        'antworten" class="button icon-button quote-icon"><span>Zitat</span></a></li></ul><p '
        f'class="author"><a href="./viewtopic.php?p={pid}#p{pid}"><span class="imageset icon_'
        'post_target" title="Beitrag">Beitrag</span></a><span class="responsive-hide">von <strong>'
        f'<a href="{prof}" class="username">{m.author}</a></strong> &raquo; </span>'
        f'{de31_date(m.when)} </p><div class="content">{quote}{paras(m, "<br /><br />")}</div>'
        f'{edited}{sig}</div></div><div class="back2top"><a href="#top" class="top" title="Nach '
        'oben">Nach oben</a></div></div></div><hr class="divider" />')


def phpbb31_de(posts: list[Message]) -> str:
    """A phpBB 3.1 topic (prosilver, the phpBB.de pack): h2.topic-title, "12 Beiträge • Seite
    1 von 1"; div.post per post: dl.postprofile (avatar on some, rank, "Beiträge:",
    "Registriert: Mo 12. Mai 2012, 09:33", "Wohnort:"), div.postbody with "von alice » Do 4.
    Mär 2021, 10:12" as plain text (no <time> before 3.2; "vor 12 Minuten" / "Heute, 10:12" /
    "Gestern, 21:10"), div.content with <br />s, "Zuletzt geändert von ..." on some, the
    signature; an "Anzeige" laid out as a post after the first; quotes as blockquote > div >
    cite "bob hat geschrieben:"; "Ähnliche Themen" with dates, "Wer ist online?", "Alle
    Zeiten sind UTC+01:00". The first post is the first message."""
    tid = 18000 + posts[0].pid % 500
    items = [de31_post(posts, k) for k in range(len(posts))]
    ad = ('<div class="post bg1 adsense-post"><div class="inner"><dl class="postprofile"><dt>'
          '<strong>Anzeige</strong></dt></dl><div class="postbody"><div class="content"><ins '
          'class="adsbygoogle" data-ad-slot="4417290016"></ins></div></div></div></div><hr '
          'class="divider" />')
    n = len(posts)
    bar = ('<div class="action-bar {0}"><a href="./posting.php?mode=reply&amp;f=23&amp;t='
           f'{tid}" class="button icon-button reply-icon">Antwort erstellen</a><div class="'
           'search-box" role="search"><input class="inputbox search tiny" type="search" name="'
           'keywords" placeholder="Dieses Thema durchsuchen …" /></div><div class="pagination">'
           f'{_n(n, "Beitrag", "Beiträge")} &bull; Seite <strong>1</strong> von <strong>1'
           '</strong></div></div>')
    similar = "".join(
        f'<li class="row bg{k % 2 + 1}"><dl class="icon topic_read"><dt><div class="list-inner">'
        f'<a href="./viewtopic.php?f=23&amp;t={tid - 41 * (k + 1)}" class="topictitle">{x}</a>'
        f'<br />von <a href="#" class="username">{WHO[k]}</a> &raquo; {de31_date(_others(k + 2))}'
        f'</div></dt><dd class="posts">{k * 3 + 4} <dfn>Antworten</dfn></dd><dd class="lastpost">'
        f'<span><dfn>Letzter Beitrag </dfn>von <a href="#" class="username">{WHO[k + 1]}</a><br />'
        f'{de31_date(_others(k))}</span></dd></dl></li>'
        for k, x in enumerate(("Knacken aus den Lautsprechern nach Software-Update",
                               "Radio startet nach dem Update ständig neu")))
    crumbs = "".join(f'<span class="crumb"><a href="{h}" itemprop="url"><span itemprop="title">'
                     f'{x}</span></a></span>'
                     for h, x in (("./index.php", "Foren-Übersicht"),
                                  ("./viewforum.php?f=4", "Technik"),
                                  ("./viewforum.php?f=23", "Elektrik &amp; Elektronik")))
    body = (
        '<div id="wrap"><a id="top" class="anchor" accesskey="t"></a><div id="page-header"><div '
        'class="headerbar" role="banner"><div class="inner"><div id="site-description"><a id="'
        'logo" class="logo" href="./index.php" title="Foren-Übersicht"></a><h1>Oldtimer-Treff'
        '</h1><p>Das Forum rund um alte Autos und ihre Technik</p></div><div id="search-box" '
        'class="search-box search-header" role="search"><input name="keywords" type="search" '
        'placeholder="Suche …" /></div></div></div><div class="navbar" role="navigation"><ul '
        'id="nav-main" class="linklist bulletin" role="menubar"><li id="quick-links"><a href="#"'
        '>Schnellzugriff</a></li><li class="small-icon icon-faq"><a href="/app.php/help/faq">FAQ'
        '</a></li><li class="rightside"><a href="./ucp.php?mode=register">Registrieren</a></li>'
        '<li class="rightside"><a href="./ucp.php?mode=login">Anmelden</a></li></ul><ul id="nav-'
        f'breadcrumbs" class="linklist navlinks"><li class="breadcrumbs">{crumbs}</li></ul></div>'
        '</div><div id="page-body" role="main"><h2 class="topic-title"><a href="./viewtopic.php?'
        f'f=23&amp;t={tid}">{DE31_TITLE}</a></h2>{bar.format("top")}{items[0]}'
        f'{ad if n > 1 else ""}{"".join(items[1:])}{bar.format("bottom")}<p class="jumpbox-return'
        '"><a href="./viewforum.php?f=23" class="left-box arrow-left">Zurück zu „Elektrik &amp; '
        'Elektronik“</a></p><div class="forabg"><ul class="topiclist"><li class="header"><dl><dt>'
        'Ähnliche Themen</dt><dd class="posts">Antworten</dd><dd class="lastpost">Letzter Beitrag'
        f'</dd></dl></li></ul><ul class="topiclist topics">{similar}</ul></div><div class="stat-'
        'block online-list"><h3>Wer ist online?</h3><p>Mitglieder in diesem Forum: Google [Bot] '
        f'und {n % 3 + 2} Gäste</p></div></div><div id="page-footer" role="contentinfo"><ul id="'
        'nav-footer" class="linklist bulletin"><li class="breadcrumbs"><a href="./index.php">'
        'Foren-Übersicht</a></li><li class="rightside">Alle Zeiten sind <abbr title="Europa/'
        'Berlin">UTC+01:00</abbr></li><li class="rightside"><a href="./memberlist.php?mode=team">'
        'Das Team</a></li></ul><div class="copyright">Powered by <a href="https://www.phpbb.com/'
        '">phpBB</a>&reg; Forum Software &copy; phpBB Limited<br />Deutsche Übersetzung durch '
        '<a href="https://www.phpbb.de/">phpBB.de</a></div></div></div>')
    return page(f"{DE31_TITLE} - Oldtimer-Treff", body, "de")


# --- vBulletin 4 in Dutch ---------------------------------------------------------------------

NL_TITLE = "Vreemd geluid na de laatste update"
NL_MONTHS = ("januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus",
             "september", "oktober", "november", "december")
NL_TITLES = ("Nieuw lid", "Lid", "Actief lid", "Gevorderd lid", "Moderator")
NL_BR = "<br />\n<br />\n"
NL_TOWNS = ("Utrecht", "Zwolle", "Breda", "Groningen", "Arnhem", "Leiden", "Venlo", "Gouda")


def nl_day(t: datetime) -> str:
    """"Vandaag", "Gisteren", else the day first: "04-03-2021"."""
    return {0: "Vandaag", 1: "Gisteren"}.get(days_ago(t), f"{t:%d-%m-%Y}")


def nl_date(t: datetime) -> str:
    """vBulletin 4's postdate: the day, then the time in its own span."""
    return f'<span class="date">{nl_day(t)},&nbsp;<span class="time">{t:%H:%M}</span></span>'


def nl_post(posts: list[Message], k: int, num: int, tid: int) -> str:
    m = posts[k]
    pid = 1184000 + m.pid * 3
    uid = 2000 + m.uid * 17
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        qp = 1184000 + q.pid * 3
        quote = (
            '<div class="bbcode_container"><div class="bbcode_quote"><div class="quote_'
            'container"><div class="bbcode_quote_container"></div><div class="bbcode_postedby">'
            '<img src="images/misc/quote_icon.png" alt="Citaat" /> Oorspronkelijk geplaatst door'
            f' <strong>{q.author}</strong> <a href="showthread.php?p={qp}#post{qp}" rel="nofollow'
            '"><img class="inlineimg" src="images/buttons/viewpost-right.png" alt="Bekijk Bericht'
            f'" /></a></div><div class="message">{escape(m.quote[2])}</div></div></div></div>')
    ad = ('<div id="ad_showthread_firstpost_start"><ins class="adsbygoogle" style="display:'
          'inline-block;width:336px;height:280px" data-ad-slot="8812045530"></ins></div>'
          if k == 0 else "")
    sig = ('<div class="after_content"><blockquote class="signature restore"><div class="'
           f'signaturecontainer">{escape(m.signature)}</div></blockquote></div>'
           if m.signature else "")
    edited = (f'<blockquote class="postcontent lastedited">Laatst gewijzigd door {m.author}; '
              f'{nl_day(_later(m))} om <span class="time">{_later(m):%H:%M}</span>.</blockquote>'
              if m.uid % 4 == 3 else "")
    title = (f'<h2 class="title icon"><img src="images/icons/icon1.png" alt="Standaard" /> '
             f'{NL_TITLE}</h2>' if k == 0 else "")
    since = joined(m)
    return (
        f'<li class="postbitlegacy postbitim postcontainer old" id="post_{pid}"><div class="'
        f'posthead"><span class="postdate old">{nl_date(m.when)}</span><span class="node'
        f'controls"><a name="post{pid}" href="showthread.php?t={tid}&amp;p={pid}#post{pid}" '
        f'class="postcounter">#{num}</a></span></div><div class="postdetails"><div class="'
        'userinfo"><div class="username_container"><div class="popupmenu memberaction"><a class'
        f'="username offline popupctrl" href="member.php?u={uid}" title="{m.author} is offline">'
        f'<strong>{m.author}</strong></a></div></div><span class="usertitle">'
        f'{NL_TITLES[m.uid % 5]}</span><a class="postuseravatar" href="member.php?u={uid}"><img '
        f'src="customavatars/avatar{uid}_2.gif" alt="Avatar van {m.author}" /></a><hr /><dl '
        f'class="userinfo_extra"><dt>Geregistreerd</dt> <dd>{NL_MONTHS[since.month - 1]} '
        f'{since.year}</dd><dt>Locatie</dt> <dd>{NL_TOWNS[m.uid % 8]}</dd><dt>Berichten</dt> <dd>'
        f'{_thousands(m.uid * 523 % 4100 + 18, ".")}</dd></dl></div><div class="postbody"><div '
        f'class="postrow has_after_content">{title}<div class="content"><div id="post_message_'
        f'{pid}"><blockquote class="postcontent restore ">{ad}{quote}{paras(m, NL_BR)}'
        f'</blockquote></div></div>{edited}</div>{sig}</div></div><div class="postfoot"><span '
        f'class="postcontrols"><a class="newreply" href="newreply.php?do=newreply&amp;p={pid}" '
        'rel="nofollow" title="Citeer">Citeer</a></span></div><hr /></li>')
def vbulletin4_nl(posts: list[Message]) -> str:
    """A vBulletin 4.2 thread in Dutch as a member sees it ("Welkom, hanna_w", "Je laatste
    bezoek: Vandaag om 17:12"), "Resultaten 1 tot 12 van 12"; ol#posts of li.postbitlegacy:
    span.date "04-03-2021," / "Vandaag," / "Gisteren," with span.time "10:12", "#3",
    div.userinfo (usertitle, avatar, "Geregistreerd mei 2012", Locatie, "Berichten 1.234"),
    blockquote.postcontent (the first opening with the firstpost ad slot), "Laatst gewijzigd
    door ..." on some, the signature; li.postbitdeleted "Dit bericht is verwijderd door
    GregH."; quotes as div.bbcode_quote "Oorspronkelijk geplaatst door bob"; "Vergelijkbare
    Topics" with dates, "Alle tijden zijn GMT +2. Het is nu 18:00." The first post is the
    first message."""
    head = posts[0]
    tid = 560000 + head.pid % 900
    n = len(posts)
    gone = 3 if n >= 6 else None
    items = []
    num = 1
    for k in range(n):
        if k == gone:
            when = posts[k - 1].when + timedelta(minutes=17)
            items.append(
                f'<li class="postbitlegacy postbitdeleted postcontainer" id="post_{1184001 + k}">'
                f'<div class="posthead"><span class="postdate old">{nl_date(when)}</span> <a class'
                f'="postcounter">#{num}</a></div><div class="userinfo"><span class="username guest'
                f'">{WHO[2]}</span></div><div class="postbody">Dit bericht is verwijderd door '
                f'{WHO[0]}. Reden: dubbel bericht</div><hr /></li>')
            num += 1
        items.append(nl_post(posts, k, num, tid))
        num += 1
    similar = "".join(
        f'<li class="floatcontainer"><div class="titleblock"><h6><a href="showthread.php?t='
        f'{tid - 77 * (k + 1)}">{x}</a></h6><div class="starter_forum">Door {WHO[k]}</div></div>'
        f'<div class="dateblock"><span class="shade">Reacties:</span> {k * 5 + 3}<div class="'
        f'starter_forum"><span class="shade">Laatste bericht:</span> {nl_date(_others(k))}</div>'
        '</div></li>'
        for k, x in enumerate(("Kraken uit de speakers na software-update",
                               "Navigatie start steeds opnieuw op")))
    shown = f'<div class="postpagestats">Resultaten 1 tot {n} van {n}</div>'
    tabs = "".join(f'<li><a href="{h}">{x}</a></li>'
                   for h, x in (("search.php?do=getnew", "Nieuwe berichten"), ("faq.php", "FAQ"),
                                ("calendar.php", "Kalender"), ("#", "Snelle links")))
    crumbs = "".join(f'<li class="navbit"><a href="{h}">{x}</a></li>'
                     for h, x in (("forum.php", "Forum"), ("forumdisplay.php?f=4", "Techniek"),
                                  ("forumdisplay.php?f=31", "Audio &amp; navigatie")))
    body = (
        '<div class="above_body"><div id="header" class="floatcontainer doc_header"><a name="top"'
        ' href="forum.php" class="logo-image"><img src="images/misc/vbulletin4_logo.png" alt="'
        'AutoForum.nl" /></a><div id="toplinks" class="toplinks"><ul class="isuser"><li><a href'
        '="login.php?do=logout">Uitloggen</a></li><li class="popupmenu notifications"><a class="'
        'popupctrl">Meldingen: <strong>2</strong></a></li><li class="welcomelink">Welkom, <a href'
        '="member.php?u=2119">hanna_w</a></li></ul><p class="lastvisit">Je laatste bezoek: '
        'Vandaag om <span class="time">17:12</span></p></div></div><div id="navbar" class="navbar'
        '"><ul id="navtabs" class="navtabs floatcontainer"><li class="selected"><a class="navtab"'
        f' href="forum.php">Forum</a><ul class="floatcontainer">{tabs}</ul></li><li><a class="'
        'navtab" href="activity.php">Wat is er nieuw?</a></li></ul></div></div><div class="body_'
        f'wrapper"><div id="breadcrumb" class="breadcrumb"><ul class="floatcontainer">{crumbs}'
        f'<li class="navbit lastnavbit"><span>{NL_TITLE}</span></li></ul></div><div id="pagetitle'
        f'"><h1>Topic: <span class="threadtitle"><a href="showthread.php?t={tid}">{NL_TITLE}</a>'
        '</span></h1></div><div id="above_postlist" class="above_postlist"><a href="newreply.php?'
        f'p={tid}" class="newcontent_textcontrol"><span>+</span> Reageer op topic</a>{shown}'
        '</div><div id="postlist" class="postlist restrain"><ol id="posts" class="posts" start="1'
        f'">{"".join(items)}</ol></div><div id="below_postlist">{shown}</div><div id="similar_'
        'threads"><h4 class="threadinfohead blockhead">Vergelijkbare Topics</h4><ol class="'
        f'similar_threads">{similar}</ol></div><div class="options_block"><h4 class="blockhead">'
        'Regels voor berichten</h4><ul class="youcandoblock"><li>Je <strong>mag</strong> '
        'reacties plaatsen</li></ul></div></div><div id="footer" class="floatcontainer footer">'
        '<ul id="footer_links" class="footer_links"><li><a href="sendmessage.php">Contact Ons</a>'
        '</li><li><a href="archive/index.php">Archief</a></li><li><a href="#top">Top</a></li>'
        '</ul></div><div class="below_body"><div id="footer_time" class="shade footer_time">Alle '
        f'tijden zijn GMT +{_utc_offset(NOW) // 3600}. Het is nu <span class="time">{NOW:%H:%M}'
        '</span>.</div><div id="footer_copyright" class="shade footer_copyright">Powered by '
        'vBulletin&reg; Versie 4.2.5 <br />Copyright &copy; 2021 vBulletin Solutions, Inc. Alle '
        'rechten voorbehouden.</div></div>')
    return page(f"{NL_TITLE} - AutoForum.nl", body, "nl")


# --- XenForo 2 in Japanese --------------------------------------------------------------------

JA_TITLE = "最新のアップデート後に異音がする"
JA_TITLES = ("新規メンバー", "メンバー", "常連メンバー", "よく知られたメンバー", "スタッフ")
JA_BR = "<br />\n<br />"
JA_PLACES = ("東京都", "大阪府", "愛知県", "福岡県", "北海道", "神奈川県", "京都府", "広島県")


def ja_when(t: datetime) -> str:
    """XenForo's relative date in Japanese: "たった今", "12 分前", "今日 10:12", "昨日 10:12",
    "木曜日 10:12" within the week, then year first "2021/03/04"."""
    s = _seconds(t)
    if 0 <= s < 60:
        return "たった今"
    if 0 <= s < 3600:
        return f"{int(s // 60)} 分前"
    if days_ago(t) == 0:
        return f"今日 {t:%H:%M}"
    if days_ago(t) == 1:
        return f"昨日 {t:%H:%M}"
    if 1 < days_ago(t) < 7:
        return f"{JA_DAYS[t.weekday()]}曜日 {t:%H:%M}"
    return f"{t:%Y/%m/%d}"


def ja_time(t: datetime, cls: str = "u-dt") -> str:
    return (f'<time class="{cls}" dir="auto" datetime="{_zone_iso(t, 9, False)}" data-time="'
            f'{_ts(t) - 9 * 3600}" data-date-string="{t:%Y/%m/%d}" data-time-string="{t:%H:%M}" '
            f'title="{t:%Y/%m/%d} {t:%H:%M}">{ja_when(t)}</time>')


def ja_member(m: Message) -> str:
    return f"/members/{_handle(m)}.{m.uid * 3 + 11}/"


def ja_post(posts: list[Message], k: int, tid: int, solution: int | None) -> str:
    m = posts[k]
    pid = 90000 + m.pid * 5
    link = f"/threads/{tid}/post-{pid}"
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        qp = 90000 + q.pid * 5
        quote = (
            f'<blockquote data-attributes="member: {q.uid * 3 + 11}" data-quote="{q.author}" '
            f'data-source="post: {qp}" class="bbCodeBlock bbCodeBlock--expandable bbCodeBlock--'
            'quote js-expandWatch"><div class="bbCodeBlock-title"><a href="/goto/post?id='
            f'{qp}" class="bbCodeBlock-sourceJump" rel="nofollow" data-xf-click="attribution" '
            f'data-content-selector="#post-{qp}">{q.author} さんは書きました:</a></div><div class'
            '="bbCodeBlock-content"><div class="bbCodeBlock-expandContent js-expandContent ">'
            f'{escape(m.quote[2])}</div><div class="bbCodeBlock-expandLink js-expandLink"><a '
            'role="button" tabindex="0">クリックして展開...</a></div></div></blockquote>')
    since = joined(m)
    sig = (f'<aside class="message-signature"><div class="bbWrapper">{escape(m.signature)}</div>'
           '</aside>' if m.signature else "")
    edited = (f'<div class="message-lastEdit">最終編集: {ja_time(_later(m))}</div>'
              if m.uid % 4 == 0 else "")
    staff = ('<div class="userBanner userBanner--staff message-userBanner" dir="auto"><span '
             'class="userBanner-before"></span><strong>スタッフメンバー</strong><span class="'
             'userBanner-after"></span></div>' if m.uid % 5 == 4 else "")
    solved = (' message--solution', '<li class="message-solutionLabel"><span class="label '
              'label--green">解決策</span></li>') if k == solution else ("", "")
    box = ""
    if k == 0 and solution is not None:
        s = posts[solution]
        sp = 90000 + s.pid * 5
        box = (
            '<div class="message-solution block"><div class="block-container"><h3 class="block-'
            'minorHeader">解決策</h3><div class="block-body block-row"><div class="contentRow">'
            f'<div class="contentRow-main"><div class="contentRow-minor">{s.author} · '
            f'{ja_time(s.when)}</div><div class="message-solution-snippet">{_excerpt(s)}</div>'
            f'<a href="/threads/{tid}/post-{sp}" class="message-solution-link">投稿全体を見る…'
            '</a></div></div></div></div></div>')
    uid = m.uid * 3 + 11
    extras = "".join(f'<dl class="pairs pairs--justified"><dt>{a}</dt><dd>{b}</dd></dl>'
                     for a, b in (("登録日", f"{since:%Y/%m/%d}"),
                                  ("メッセージ", _thousands(m.uid * 389 % 2900 + 14, ",")),
                                  ("リアクションスコア", m.uid * 41 % 700),
                                  ("住所", JA_PLACES[m.uid % 8])))
    return (
        f'<article class="message message--post js-post js-inlineModContainer{solved[0]}" data-'
        f'author="{m.author}" data-content="post-{pid}" id="js-post-{pid}"><span class="u-anchor'
        f'Target" id="post-{pid}"></span><div class="message-inner"><div class="message-cell '
        'message-cell--user"><section class="message-user" itemprop="author"><div class="message'
        f'-avatar"><a href="{ja_member(m)}" class="avatar avatar--m" data-user-id="{uid}"><img '
        f'src="/data/avatars/m/0/{uid}.jpg?{_ts(since)}" alt="{m.author}" width="96" height="96"'
        f'></a></div><div class="message-userDetails"><h4 class="message-name"><a href="'
        f'{ja_member(m)}" class="username" dir="auto" data-user-id="{uid}">{m.author}</a></h4>'
        f'<h5 class="userTitle message-userTitle" dir="auto">{JA_TITLES[m.uid % 5]}</h5>{staff}'
        f'</div><div class="message-userExtras">{extras}</div><span class="message-userArrow">'
        '</span></section></div><div class="message-cell message-cell--main"><div class="message'
        '-main js-quickEditTarget"><header class="message-attribution message-attribution--split'
        f'"><ul class="message-attribution-main listInline"><li class="u-concealed"><a href="'
        f'{link}" rel="nofollow">{ja_time(m.when)}</a></li></ul><ul class="message-attribution-'
        f'opposite message-attribution-opposite--list">{solved[1]}<li><a href="{link}" class="'
        'message-attribution-gadget" data-xf-init="share-tooltip"></a></li><li><a href="'
        f'{link}" rel="nofollow">#{k + 1}</a></li></ul></header><div class="message-content js-'
        f'messageContent"><div class="message-userContent lbContainer js-lbContainer" data-lb-id'
        f'="post-{pid}" data-lb-caption-desc="{m.author} · {m.when:%Y/%m/%d} {m.when:%H:%M}">'
        '<article class="message-body js-selectToQuote"><div itemprop="text"><div class="'
        f'bbWrapper">{quote}{paras(m, JA_BR)}</div></div></article></div>{edited}{sig}</div>'
        f'{box}<footer class="message-footer"><div class="message-actionBar actionBar"><a href="'
        f'{link}/react?reaction_id=1" class="reaction actionBar-action">いいね</a><a href="/'
        f'threads/{tid}/reply?quote={pid}" class="actionBar-action actionBar-action--reply" '
        'data-xf-click="quote">返信</a></div></footer></div></div></div></article>')


def xenforo2_ja(posts: list[Message]) -> str:
    """A XenForo 2.2 question thread in Japanese: h1 with the "質問" label, "スレッド開始者
    alice 開始日時 <time>"; article.message per post: the user cell ("スタッフメンバー" on some,
    "登録日 2012/05/12", "メッセージ 1,234", "リアクションスコア", "住所"), <time> titled
    "2021/03/04 10:12" with data-time, reading "12 分前" / "今日 10:12" / "昨日 10:12" /
    "木曜日 10:12" / "2021/03/04", "#3", div.bbWrapper with <br />s, "最終編集:" on some, the
    signature; the first post's "解決策" box (an excerpt) and the solution labelled; an ad
    unit after the first post; quotes as blockquote.bbCodeBlock--quote "bob さんは書きました:";
    "類似のスレッド" with dates. The first post is the first message."""
    head = posts[0]
    tid = 4100 + head.pid % 600
    n = len(posts)
    solution = next((k for k in range(1, n) if posts[k].author != head.author
                     and not posts[k].quote), None)
    items = [ja_post(posts, k, tid, solution) for k in range(n)]
    ad = ('<div class="samCodeUnit" data-position="post_below_container_1"><div class="samItem"'
          '><span class="samLabel">スポンサーリンク</span><ins class="adsbygoogle" style="'
          'display:block" data-ad-slot="3301457780" data-ad-format="auto"></ins></div></div>')
    similar = "".join(
        f'<div class="structItem structItem--thread"><div class="structItem-cell structItem-'
        f'cell--main"><div class="structItem-title"><a href="/threads/{tid - 19 * (k + 1)}/">'
        f'{x}</a></div><ul class="structItem-parts structItem-minor"><li>{WHO[k]}</li><li class'
        f'="structItem-startDate">{ja_time(_others(k + 3))}</li></ul></div><div class="'
        f'structItem-cell structItem-cell--meta"><dl class="pairs pairs--justified"><dt>返信'
        f'</dt><dd>{k * 4 + 2}</dd></dl></div><div class="structItem-cell structItem-cell--'
        f'latest">{ja_time(_others(k), "structItem-latestDate u-dt")}<div class="structItem-'
        f'minor">{WHO[k + 1]}</div></div></div>'
        for k, x in enumerate(("アップデート後にBluetoothが切れる", "ナビが勝手に再起動する")))
    crumbs = "".join(f'<li itemprop="itemListElement" itemscope><a href="{h}" itemprop="item">'
                     f'<span itemprop="name">{x}</span></a></li>'
                     for h, x in (("/", "フォーラム"), ("/#kuruma.3", "クルマ"),
                                  ("/forums/navi-audio.12/", "カーナビ・オーディオ")))
    nav = "".join(f'<li><div class="p-navEl"><a href="{h}" class="p-navEl-link">{x}</a></div>'
                  '</li>' for h, x in (("/", "ホーム"), ("/forums/", "フォーラム"),
                                       ("/whats-new/", "新着"), ("/members/", "メンバー")))
    body = (
        '<div class="p-pageWrapper" id="top"><header class="p-header" id="header"><div class="p-'
        'header-logo p-header-logo--image"><a href="/"><img src="/styles/default/xenforo/xenforo-'
        'logo.png" alt="クルマ掲示板"></a></div></header><nav class="p-nav"><ul class="p-nav-'
        f'list">{nav}</ul><div class="p-navgroup p-account p-navgroup--guest"><a href="/login/" '
        'class="p-navgroup-link p-navgroup-link--logIn">ログイン</a><a href="/register/" class="'
        'p-navgroup-link p-navgroup-link--register">登録</a><a href="/search/" class="p-navgroup-'
        'link p-navgroup-link--search" title="検索"></a></div></nav><div class="p-body"><ul '
        f'class="p-breadcrumbs" itemscope>{crumbs}</ul><div class="p-body-header"><h1 class="p-'
        f'title-value"><span class="label label--royalBlue" dir="auto">質問</span>{JA_TITLE}</h1>'
        '<div class="p-description"><ul class="listInline listInline--bullet"><li><span class="u-'
        f'srOnly">スレッド開始者</span><a href="{ja_member(head)}" class="username u-concealed"'
        f'>{head.author}</a></li><li><span class="u-srOnly">開始日時</span><a href="/threads/{tid}'
        f'/" class="u-concealed">{ja_time(head.when)}</a></li></ul></div></div><div class="block '
        'block--messages" data-type="post"><div class="block-outer"><nav class="pageNavWrapper">'
        '<ul class="pageNav-main"><li class="pageNav-page pageNav-page--current"><a href="#">1</'
        'a></li></ul></nav></div><div class="block-container lbContainer"><div class="block-body '
        f'js-replyNewMessageContainer">{items[0]}{ad if n > 1 else ""}{"".join(items[1:])}</div></'
        'div></div><div class="shareButtons"><span class="shareButtons-label">共有:</span><a '
        'class="shareButtons-button" href="#">Twitter</a></div><div class="block"><h3 class="'
        f'block-header">類似のスレッド</h3><div class="structItemContainer">{similar}</div></div>'
        '<div class="block"><h3 class="block-minorHeader">このスレッドを閲覧中のユーザー</h3><div'
        f' class="block-row">合計: {n % 3 + 1} (メンバー: 0, ゲスト: {n % 3 + 1})</div></div></'
        'div><footer class="p-footer" id="footer"><ul class="p-footer-linkList"><li><a href="/'
        'misc/language">日本語</a></li><li><a href="/misc/contact">お問い合わせ</a></li><li><a '
        'href="/help/terms/">利用規約</a></li><li><a href="/help/privacy-policy/">'
        'プライバシーポリシー</a></li></ul><div class="p-footer-copyright"><a href="https://'
        'xenforo.com">フォーラムソフトウェア提供 XenForo<sup>&reg;</sup> &copy; 2010-2021 XenForo'
        ' Ltd.</a></div></footer></div>')
    return page(f"{JA_TITLE} | クルマ掲示板", body, "ja")


# --- Discourse in Russian (saved DOM) ---------------------------------------------------------

RU_TITLE = "Странный шум после последнего обновления"
RU_MON_OF = ("янв.", "февр.", "мар.", "апр.", "мая", "июня", "июля", "авг.", "сент.", "окт.",
             "нояб.", "дек.")
RU_MON = ("янв.", "февр.", "март", "апр.", "май", "июнь", "июль", "авг.", "сент.", "окт.",
          "нояб.", "дек.")


def _ru(n: int, one: str, few: str, many: str) -> str:
    """Russian plural: "1 ответ", "2 ответа", "5 ответов"."""
    if n % 10 == 1 and n % 100 != 11:
        return f"{n} {one}"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return f"{n} {few}"
    return f"{n} {many}"


def ru_tiny(t: datetime) -> str:
    """Discourse's tiny age in Russian: "< 1 мин", "12 мин", "3 ч", "4 д" within 30 days,
    then "4 мар." this year and "март '20" (two-digit year) before."""
    n, unit = _ago_units(t)
    if unit == "now":
        return "< 1 мин"
    if unit in ("min", "h"):
        return f"{n} {'мин' if unit == 'min' else 'ч'}"
    if _seconds(t) < 30 * 86400:
        return f"{int(_seconds(t) // 86400)} д"
    if t.year == NOW.year:
        return f"{t.day} {RU_MON_OF[t.month - 1]}"
    return f"{RU_MON[t.month - 1]} '{t.year % 100:02d}"


def ru_date(t: datetime) -> str:
    """span.relative-date titled "4 мар. 2021 г., 10:12", data-time in ms (Moscow, UTC+3)."""
    return (f'<span title="{t.day} {RU_MON_OF[t.month - 1]} {t.year} г., {t:%H:%M}" data-time="'
            f'{(_ts(t) - 3 * 3600) * 1000}" class="relative-date">{ru_tiny(t)}</span>')


def ru_gap(a: datetime, b: datetime) -> str:
    """The time gap between two posts: "5 дней спустя", "2 месяца спустя", "1 год спустя"."""
    days = (b - a).days
    if days >= 365:
        return _ru(days // 365, "год", "года", "лет") + " спустя"
    if days >= 30:
        return _ru(days // 30, "месяц", "месяца", "месяцев") + " спустя"
    return _ru(days, "день", "дня", "дней") + " спустя"


def ru_user(m: Message) -> str:
    return _handle(m).replace("-", "_")


def ru_avatar(m: Message, size: int) -> str:
    return (f'<img loading="lazy" alt="" width="{size}" height="{size}" src="/user_avatar/forum.'
            f'avto-example.ru/{ru_user(m)}/{size * 2}/{m.uid * 53}_2.png" class="avatar">')


def ru_icon(name: str) -> str:
    return (f'<svg class="fa d-icon d-icon-{name} svg-icon svg-string" xmlns="http://www.w3.org/'
            f'2000/svg"><use href="#{name}"></use></svg>')


def ru_article(posts: list[Message], k: int, num: int, tid: int, replies: int,
               notice: str, extra: str) -> str:
    m = posts[k]
    user = ru_user(m)
    quote = reply_to = ""
    if m.quote:
        q = _quoted(posts, m)
        qi = posts.index(q)
        qnum = qi + 1 + (1 if len(posts) >= 6 and qi >= 4 else 0)  # the withdrawn post
        quote = (f'<aside class="quote no-group" data-username="{ru_user(q)}" data-post="{qnum}" '
                 f'data-topic="{tid}"><div class="title"><div class="quote-controls"><button '
                 'class="quote-toggle btn-flat" aria-label="развернуть/свернуть" title="'
                 f'развернуть/свернуть"></button><a href="/t/topic/{tid}/{qnum}" title="перейти к '
                 f'цитируемому сообщению" class="back"></a></div>{ru_avatar(q, 24)} {q.author}:</'
                 f'div><blockquote><p>{escape(m.quote[2])}</p></blockquote></aside>')
        if qi != k - 1:
            reply_to = (f'<a class="reply-to-tab" href="/t/topic/{tid}/{qnum}" tabindex="0" '
                        f'aria-label="ответ на сообщение {qnum} от {ru_user(q)}">'
                        f'{ru_icon("share")}{ru_avatar(q, 24)}<span>{q.author}</span></a>')
    likes = (m.uid + k * 2) % 5
    like = (f'<button class="widget-button btn-flat button-count like-count" title="'
            f'{_ru(likes, "пользователю", "пользователям", "пользователям")} понравилось это '
            f'сообщение">{likes}</button>' if likes else "")
    answers = _ru(replies, "ответ", "ответа", "ответов")
    more = (f'<button class="widget-button btn-flat show-replies btn-icon-text" aria-expanded="'
            f'false"><span class="d-button-label">{answers}</span></button>' if replies else "")
    e = _later(m)
    edited = (f'<div class="post-info edits"><button class="widget-button btn-flat no-text btn-'
              f'icon" title="Последнее изменение: {e.day} {RU_MON_OF[e.month - 1]} {e.year} г., '
              f'{e:%H:%M}">{ru_icon("pencil-alt")}</button></div>' if m.uid % 4 == 2 else "")
    owner = " topic-owner" if m.author == posts[0].author else ""
    new = " new-user" if m.uid % 5 == 0 else ""
    return (
        f'<div class="topic-post clearfix{owner} regular" data-post-number="{num}"><article id="'
        f'post_{num}" aria-label="сообщение #{num} от @{user}" role="region" data-post-id="'
        f'{540000 + m.pid}" data-user-id="{m.uid * 11}" class="boxed onscreen-post"><div class="'
        f'row"><div class="topic-avatar"><a class="trigger-user-card main-avatar" href="/u/{user}'
        f'" data-user-card="{user}" aria-hidden="true">{ru_avatar(m, 48)}</a></div><div class="'
        'topic-body clearfix"><div role="heading" aria-level="2" class="topic-meta-data"><div '
        f'class="names trigger-user-card"><span class="first username{new}"><a href="/u/{user}" '
        f'data-user-card="{user}">{m.author}</a></span></div><div class="post-infos">{reply_to}'
        f'{edited}<div class="post-info post-date"><a class="widget-link post-date" href="/t/'
        f'topic/{tid}/{num}" title="Дата публикации">{ru_date(m.when)}</a></div></div></div>'
        f'{notice}<div class="regular contents"><div class="cooked">{quote}{p_tags(m)}</div>'
        f'{extra}<section class="post-menu-area clearfix"><nav class="post-controls">{more}<div '
        f'class="actions">{like}<button class="widget-button btn-flat toggle-like like no-text" '
        'title="Отметить сообщение как понравившееся"></button><button class="widget-button btn-'
        'flat share no-text" title="Поделиться ссылкой на это сообщение"></button><button class'
        '="widget-button btn-flat reply create" title="Ответить на это сообщение"><span class="d-'
        'button-label">Ответить</span></button></div></nav></section></div></div></div></article>'
        '</div>')
def discourse_ru(posts: list[Message]) -> str:
    """A Discourse 3.1 topic in Russian, as the browser's DOM holds it: the sidebar, #topic-
    title; div.topic-post > article per post: the reply-to tab when the post answered is not
    the one before, the pencil titled "Последнее изменение: ..." on some, span.relative-date
    titled "4 мар. 2021 г., 10:12" with data-time, reading "12 мин" / "3 ч" / "4 д" / "4 мар."
    / "март '20"; post notices ("Это первое сообщение bob — ...", "Давно не видели bob — ... 2
    года назад."), div.cooked, "2 ответа" under a post answered later; "5 дней спустя" gaps; a
    post withdrawn by its author; "закрыта"; the topic map; the timeline; "Похожие темы" with
    ages. Quotes as aside.quote "bob:" + blockquote. The first post is the first message."""
    head = posts[0]
    tid = 7700 + head.pid % 800
    n = len(posts)
    withdrawn = 4 if n >= 6 else None
    nums = [k + 1 + (1 if withdrawn is not None and k >= withdrawn else 0) for k in range(n)]
    answered = {k: sum(1 for m in posts if m.quote and m.quote[1] == posts[k].pid)
                for k in range(n)}
    newbie = next((k for k in range(1, n) if posts[k].uid % 5 == 0), None)
    back = next((k for k in range(1, n) if posts[k].uid % 4 == 1 and k != newbie), None)
    last = posts[-1]
    users = len(set(m.author for m in posts))
    topic_map = (
        '<section class="topic-map --op"><div class="topic-map__stats"><span class="number">'
        f'{n * 3 + 1}</span> лайков <span class="number">{users}</span> '
        f'{_ru(users, "участник", "участника", "участников")[2:]} <span class="number">'
        f'{_thousands(n * 89 + 350, " ")}</span> просмотров</div><ul class="topic-map__dates">'
        f'<li><h4>Создано</h4>{ru_avatar(head, 24)}{ru_date(head.when)}</li><li><h4>Последний '
        f'ответ</h4>{ru_avatar(last, 24)}{ru_date(last.when)}</li></ul></section>')
    stream = []
    for k in range(n):
        m = posts[k]
        if k == withdrawn:
            stream.append(
                f'<div class="topic-post clearfix deleted regular"><article id="post_{k + 1}" '
                'class="boxed onscreen-post deleted"><div class="topic-body"><div class="topic-'
                f'meta-data"><span class="first username"><a href="/u/{WHO[3]}">{WHO[3]}</a>'
                f'</span>{ru_date(posts[k - 1].when + timedelta(minutes=21))}</div><div class="'
                'cooked"><p>(публикация отозвана автором и будет автоматически удалена через 24 '
                'часа, если на неё не поступит жалоба)</p></div></div></article></div>')
        if k and (m.when - posts[k - 1].when).days >= 3:
            stream.append('<div class="time-gap small-action"><div class="small-action-desc '
                          f'timegap">{ru_gap(posts[k - 1].when, m.when)}</div></div>')
        notice = ""
        if k == newbie:
            notice = (f'<div class="post-notice new-user"><p>Это первое сообщение {m.author} — '
                      'поприветствуем его в нашем сообществе!</p></div>')
        elif k == back:
            notice = (f'<div class="post-notice returning-user old"><p>Давно не видели '
                      f'{m.author} — последнее сообщение было '
                      f'{_ru(m.uid % 3 + 1, "год", "года", "лет")} назад.</p></div>')
        stream.append(ru_article(posts, k, nums[k], tid, answered[k], notice,
                                 topic_map if k == 0 else ""))
    if n >= 6:
        stream.append(f'<div class="small-action onscreen-post">{ru_icon("lock")}<div class="'
                      'small-action-desc"><a class="trigger-user-card" href="/u/system">system'
                      f'</a> <p>закрыта {ru_date(last.when + timedelta(days=30))}</p></div></div>')
    related = "".join(
        f'<tr class="topic-list-item"><td class="main-link topic-list-data"><a href="/t/topic/'
        f'{tid - 23 * (k + 1)}" class="title raw-link raw-topic-link">{x}</a><div class="link-'
        'bottom-line"><span class="badge-category__name">Электрика</span></div></td><td class="'
        f'num posts">{k * 4 + 3}</td><td class="num age activity"><a class="post-activity" href'
        f'="/t/topic/{tid - 23 * (k + 1)}/{k + 4}">{ru_date(_others(k))}</a></td></tr>'
        for k, x in enumerate(("После прошивки пропадает Bluetooth",
                               "Магнитола сама перезагружается", "Треск в динамиках на холостых")))
    side = "".join(f'<li class="sidebar-section-link-wrapper"><a class="sidebar-section-link" '
                   f'href="{h}"><span class="sidebar-section-link-content-text">{x}</span></a>'
                   '</li>' for h, x in (("/latest", "Темы"), ("/u", "Пользователи"),
                                        ("/badges", "Значки"), ("/c/elektrika/5", "Электрика"),
                                        ("/tag/proshivka", "прошивка")))
    ago = ru_tiny(head.when) + (" назад" if _seconds(head.when) < 30 * 86400 else "")
    body = (
        '<section id="main" class="ember-application"><header class="d-header"><div class="wrap'
        '"><div class="contents"><div class="title"><a href="/"><img id="site-logo" class="logo-'
        'big" src="/uploads/default/original/1X/logo.png" alt="Автофорум"></a></div><div class="'
        'panel" role="navigation"><span class="header-buttons"><button class="btn btn-primary '
        'btn-small sign-up-button" type="button"><span class="d-button-label">Регистрация</span>'
        '</button><button class="btn btn-primary btn-small login-button" type="button"><span '
        'class="d-button-label">Войти</span></button></span><ul class="icons d-header-icons"><li'
        f' class="search-dropdown"><a href="/search" class="icon btn-flat" title="Поиск">'
        f'{ru_icon("search")}</a></li></ul></div></div></div></header><div id="main-outlet-'
        'wrapper" class="wrap" role="main"><div class="sidebar-wrapper"><section id="d-sidebar" '
        f'class="sidebar-container"><ul class="sidebar-section-content">{side}</ul></section>'
        '</div><div id="main-outlet"><div class="container posts"><div id="topic-title"><h1 data-'
        f'topic-id="{tid}"><a href="/t/topic/{tid}" class="fancy-title">{RU_TITLE}</a></h1><div '
        'class="topic-category"><span class="badge-category__name">Электрика</span><div class="'
        'list-tags"><a href="/tag/proshivka" class="discourse-tag box">прошивка</a><a href="/tag'
        '/shum" class="discourse-tag box">шум</a></div></div></div><div class="row"><section '
        f'class="topic-area" id="topic" data-topic-id="{tid}"><div class="posts-wrapper"><div '
        f'class="post-stream">{"".join(stream)}</div></div><div id="topic-footer-buttons"><button'
        ' class="btn btn-primary create" type="button"><span class="d-button-label">Ответить'
        '</span></button></div><div class="more-topics__container"><div role="complementary" '
        'class="related-topics more-topics__list"><h3 class="more-topics__list-title">Похожие '
        'темы</h3><table class="topic-list"><thead><tr><th class="default">Тема</th><th class="'
        'posts num">Ответы</th><th class="activity num">Активность</th></tr></thead><tbody>'
        f'{related}</tbody></table></div></div></section><div class="timeline-container"><div '
        'class="topic-timeline"><div class="timeline-date-wrapper"><a class="start-date" href="'
        f'/t/topic/{tid}/1">{RU_MON[head.when.month - 1]} {head.when.year}</a></div><div class="'
        f'timeline-scroller-content"><div class="timeline-replies">1 / {n}</div><div class="'
        f'timeline-ago">{ago}</div></div><div class="timeline-date-wrapper"><a class="now-date" '
        f'href="/t/topic/{tid}/{nums[-1]}"><span>{ru_tiny(last.when)}</span></a></div></div>'
        '</div></div></div></div></div><footer class="footer"><p>© 2021 Автофорум · <a href="/'
        'tos">Условия использования</a> · <a href="/privacy">Политика конфиденциальности</a> · '
        'Работает на <a href="https://www.discourse.org">Discourse</a></p></footer></section>')
    return page(f"{RU_TITLE} - Электрика - Автофорум", body, "ru")


# --- SMF 2.0 (Curve) in Polish ----------------------------------------------------------------

PL = "https://forum.motoryzacja-example.pl/index.php"
PL_TITLE = "Dziwny dźwięk po ostatniej aktualizacji"
PL_MONTHS = ("Styczeń", "Luty", "Marzec", "Kwiecień", "Maj", "Czerwiec", "Lipiec", "Sierpień",
             "Wrzesień", "Październik", "Listopad", "Grudzień")
PL_GROUPS = ("Nowicjusz", "Użytkownik", "Stały bywalec", "Ekspert", "Weteran")


def pl_date(t: datetime) -> str:
    """SMF 2.0's "%d %B %Y, %H:%M:%S" with the Polish pack's nominative months: "04 Marzec
    2021, 10:12:00"; "<strong>Dzisiaj</strong> o 10:12:00", "<strong>Wczoraj</strong> o ..."."""
    if days_ago(t) == 0:
        return f"<strong>Dzisiaj</strong> o {t:%H:%M:%S}"
    if days_ago(t) == 1:
        return f"<strong>Wczoraj</strong> o {t:%H:%M:%S}"
    return f"{t:%d} {PL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M:%S}"


def pl_msg(m: Message) -> int:
    return 61000 + m.pid * 2


def pl_post(posts: list[Message], k: int, tid: int) -> str:
    m = posts[k]
    msg = pl_msg(m)
    uid = 300 + m.uid * 7
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = (f'<div class="quoteheader"><div class="topslice_quote"><a href="{PL}?topic={tid}'
                 f'.msg{pl_msg(q)}#msg{pl_msg(q)}">Cytat: {q.author} w {pl_date(q.when)}</a></div>'
                 f'</div><blockquote class="bbc_standard_quote">{escape(m.quote[2])}<br /></'
                 'blockquote><div class="quotefooter"><div class="botslice_quote"></div></div>')
    what = "dnia:" if k == 0 else f"Odpowiedź #{k} dnia:"
    subject = PL_TITLE if k == 0 else f"Odp: {PL_TITLE}"
    stars = "".join('<img src="https://forum.motoryzacja-example.pl/Themes/default/images/'
                    'star.gif" alt="*" />' for _ in range(m.uid % 5 + 1))
    karma = (f'<li class="karma">Karma: +{m.uid % 7}/-{m.uid % 2}</li>' if m.uid % 2 else "")
    avatar = (f'<li class="avatar"><a href="{PL}?action=profile;u={uid}"><img class="avatar" '
              f'src="{PL}?action=dlattach;attach={uid * 3};type=avatar" alt="" /></a></li>'
              if m.uid % 3 != 1 else "")
    modified = (f'&#171; <em>Ostatnia zmiana: {pl_date(_later(m))} wysłane przez {m.author}</em>'
                ' &#187;' if m.uid % 4 == 0 else "")
    sig = (f'<div class="signature" id="msg_{msg}_signature">{escape(m.signature)}</div>'
           if m.signature else "")
    img = "https://forum.motoryzacja-example.pl/Themes/default/images"
    return (
        f'<div class="{"windowbg" if k % 2 == 0 else "windowbg2"}"><span class="topslice"><span></'
        f'span></span><div class="post_wrapper"><div class="poster"><h4><img src="{img}/'
        f'useroff.gif" alt="Offline" /> <a href="{PL}?action=profile;u={uid}" title="Zobacz profil'
        f' {m.author}">{m.author}</a></h4><ul class="reset smalltext" id="msg_{msg}_extra_info">'
        f'<li class="postgroup">{PL_GROUPS[m.uid % 5]}</li><li class="stars">{stars}</li>{avatar}'
        f'<li class="postcount">Wiadomości: {m.uid * 263 % 1900 + 9}</li>{karma}</ul></div><div '
        'class="postarea"><div class="flow_hidden"><div class="keyinfo"><div class="messageicon">'
        f'<img src="{img}/post/xx.gif" alt="" /></div><h5 id="subject_{msg}"><a href="{PL}'
        f'?topic={tid}.msg{msg}#msg{msg}" rel="nofollow">{subject}</a></h5><div class="smalltext">'
        f'&#171; <strong>{what}</strong> {pl_date(m.when)} &#187;</div></div><ul class="reset '
        f'smalltext quickbuttons"><li class="quote_button"><a href="{PL}?action=post;quote={msg}'
        f';topic={tid}.0">Cytuj</a></li></ul></div><div class="post"><div class="inner" id="'
        f'msg_{msg}">{quote}{paras(m, "<br /><br />")}</div></div></div><div class="moderatorbar">'
        f'<div class="smalltext modified" id="modified_{msg}">{modified}</div><div class="'
        f'smalltext reportlinks"><a href="{PL}?action=reporttm;topic={tid}.0;msg={msg}">Zgłoś do '
        f'moderatora</a> &nbsp;<img src="{img}/ip.gif" alt="" /> Zapisane</div>{sig}</div></div>'
        '<span class="botslice"><span></span></span></div><hr class="post_separator" />')
def smf20_pl(posts: list[Message]) -> str:
    """An SMF 2.0.19 topic (Curve, the Polish pack): the guest form, "Aktualności", the
    linktree, "Strony: [1]", "Autor Wątek: ... (Przeczytany 1234 razy)"; div.windowbg /
    windowbg2 per post: div.poster (post group, stars, avatar on some, "Wiadomości: 123",
    "Karma: +3/-0" on some), div.keyinfo ("« Odpowiedź #1 dnia: 04 Marzec 2021, 10:12:00 »" —
    the nominative month — or "Dzisiaj o 10:12:00"), div.inner with <br />s, the moderator
    bar ("« Ostatnia zmiana: ... »" on some, "Zapisane", the signature); quotes as
    div.quoteheader "Cytat: bob w 04 Marzec 2021, 10:12:00" + blockquote; "Podobne tematy"
    with dates. The first post is the first message."""
    tid = 4400 + posts[0].pid % 300
    n = len(posts)
    items = "".join(pl_post(posts, k, tid) for k in range(n))
    similar = "".join(
        f'<tr><td class="windowbg"><a href="{PL}?topic={tid - 37 * (k + 1)}.0">{x}</a></td><td '
        f'class="windowbg2">{WHO[k]}</td><td class="windowbg smalltext">{pl_date(_others(k))}'
        f'<br />przez {WHO[k + 1]}</td></tr>'
        for k, x in enumerate(("Trzaski w głośnikach po aktualizacji",
                               "Radio samo się restartuje")))
    menu = "".join(f'<li id="button_{b}"><a class="firstlevel" href="{PL}{h}"><span class="'
                   f'firstlevel">{x}</span></a></li>'
                   for b, h, x in (("home", "", "Strona główna"), ("help", "?action=help", "Pomoc"),
                                   ("search", "?action=search", "Szukaj"),
                                   ("login", "?action=login", "Zaloguj się"),
                                   ("register", "?action=register", "Rejestracja")))
    pages = ('<div class="pagesection"><div class="nextlinks"><a href="#">&#171; poprzedni</a> '
             '<a href="#">następny &#187;</a></div><div class="pagelinks floatleft">Strony: ['
             '<strong>1</strong>] &nbsp;&nbsp;<a href="#lastPost"><strong>Do dołu</strong></a>'
             '</div></div>')
    crumbs = "".join(f'<li><a href="{PL}{h}"><span>{x}</span></a> &#187;</li>'
                     for h, x in (("", "Forum Motoryzacyjne"), ("#c2", "Technika"),
                                  ("?board=7.0", "Elektryka i elektronika")))
    body = (
        '<div id="wrapper" style="width: 90%"><div id="header"><div class="frame"><div id="top_'
        f'section"><h1 class="forumtitle"><a href="{PL}">Forum Motoryzacyjne</a></h1></div><div '
        'id="upper_section" class="middletext"><div class="user"><form id="guest_form" action="'
        f'{PL}?action=login2" method="post"><div class="info">Witamy, <strong>Gość</strong>. '
        f'Proszę <a href="{PL}?action=login">zalogować się</a> lub <a href="{PL}?action=register'
        '">zarejestrować</a>.</div><input type="text" name="user" size="10" class="input_text" />'
        '<input type="submit" value="Zaloguj" class="button_submit" /></form></div><div class="'
        'news normaltext"><form id="search_form" action="#"><input type="text" name="search" '
        'class="input_text" /><input type="submit" value="Szukaj" class="button_submit" /></form>'
        '<h2>Aktualności: </h2><p>Zapraszamy na wiosenny zlot klubowy!</p></div></div><div id="'
        f'main_menu"><ul class="dropmenu" id="menu_nav">{menu}</ul></div><div class="navigate_'
        f'section"><ul>{crumbs}<li class="last"><a href="{PL}?topic={tid}.0"><span>{PL_TITLE}'
        '</span></a></li></ul></div></div></div><div id="content_section"><div class="frame"><div'
        f' id="main_content_section"><a id="top"></a>{pages}<div id="forumposts"><div class="cat_'
        'bar"><h3 class="catbg"><span id="author">Autor</span>Wątek: '
        f'{PL_TITLE} &nbsp;(Przeczytany {n * 71 + 230} razy)</h3></div><form action="{PL}?action='
        f'quickmod2;topic={tid}.0" method="post" name="quickModForm" id="quickModForm">{items}'
        f'</form></div><a id="lastPost"></a>{pages}<p id="whoisviewing" class="smalltext">'
        f'Użytkownicy przeglądający ten wątek: 0 Użytkowników i {n % 3 + 1} Gość</p><div class="'
        'cat_bar"><h3 class="catbg">Podobne tematy</h3></div><table class="table_grid"><thead>'
        '<tr class="catbg"><th>Temat</th><th>Rozpoczęty przez</th><th>Ostatnia wiadomość</th>'
        f'</tr></thead><tbody>{similar}</tbody></table></div></div></div><div id="footer_section">'
        '<div class="frame"><ul class="reset"><li class="copyright"><span class="smalltext"><a '
        f'href="{PL}?action=credits" title="Simple Machines Forum">SMF 2.0.19</a> | <a href="'
        'https://www.simplemachines.org/about/smf/license.php">SMF &copy; 2021</a>, <a href="'
        'https://www.simplemachines.org">Simple Machines</a></span></li></ul><p>Strona '
        'wygenerowana w 0.084 sekund z 21 zapytaniami.</p></div></div></div>')
    return page(f"{PL_TITLE} - Forum Motoryzacyjne", body, "pl")


# --- MyBB 1.8 in Italian ----------------------------------------------------------------------

IT = "https://www.forumauto-example.it"
IT_TITLE = "Rumore strano dopo l'ultimo aggiornamento"
IT_MON = ("Gen", "Feb", "Mar", "Apr", "Mag", "Giu", "Lug", "Ago", "Set", "Ott", "Nov", "Dic")
IT_TITLES = ("Nuovo utente", "Utente", "Utente attivo", "Utente esperto", "Moderatore")


def it_when(t: datetime) -> str:
    """MyBB's relative date in Italian: "12 minuti fa" and "3 ore fa" titled "04-03-2021,
    10:12", "Oggi, 10:12" / "Ieri, 10:12" (the day titled), then "04-03-2021, 10:12"."""
    full = f"{t:%d-%m-%Y}, {t:%H:%M}"
    s = _seconds(t)
    if 0 <= s < 3600:
        n = max(int(s // 60), 1)
        return f'<span title="{full}">{n} minut{"o" if n == 1 else "i"} fa</span>'
    if 0 <= s < 6 * 3600:
        n = int(s // 3600)
        return f'<span title="{full}">{n} or{"a" if n == 1 else "e"} fa</span>'
    if days_ago(t) in (0, 1):
        return f'<span title="{t:%d-%m-%Y}">{("Oggi", "Ieri")[days_ago(t)]}</span>, {t:%H:%M}'
    return full


def it_pid(m: Message) -> int:
    return 15000 + m.pid * 4


def it_post(posts: list[Message], k: int, tid: int) -> str:
    m = posts[k]
    pid = it_pid(m)
    uid = 80 + m.uid * 3
    prof = f"{IT}/member.php?action=profile&amp;uid={uid}"
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = (f'<blockquote class="mycode_quote"><cite><span> ({q.when:%d-%m-%Y}, '
                 f'{q.when:%H:%M})</span>{q.author} ha scritto: <a href="{IT}/showthread.php?'
                 f'pid={it_pid(q)}#pid{it_pid(q)}" class="quick_jump"></a></cite>'
                 f'{escape(m.quote[2])}</blockquote>')
    edited = (f'<span class="edited_post">(Questo messaggio è stato modificato l\'ultima volta '
              f'il: {_later(m):%d-%m-%Y}, {_later(m):%H:%M} da <a href="{prof}">{m.author}</a>.)'
              '</span>' if m.uid % 4 == 3 else "")
    sig = (f'<div class="signature scaleimages">{escape(m.signature)}</div>'
           if m.signature else "")
    since = joined(m)
    stars = '<img src="images/star.png" border="0" alt="*" />' * (m.uid % 5 + 1)
    stats = "".join(
        f'<div class="author_row"><div class="author_label">{a}</div><div class="author_value">'
        f'{b}</div></div>'
        for a, b in (("Messaggi:", m.uid * 211 % 1700 + 4), ("Discussioni:", m.uid * 23 % 90 + 1),
                     ("Registrato:", f"{IT_MON[since.month - 1]} {since.year}"),
                     ("Reputazione:", f'<a href="reputation.php?uid={uid}"><strong class="'
                                      f'reputation_positive">{m.uid % 9}</strong></a>')))
    return (
        f'<a name="pid{pid}" id="pid{pid}"></a><div class="post " style="" id="post_{pid}"><div '
        'class="post_author scaleimages"><div class="author_avatar"><a href="'
        f'{prof}"><img src="./uploads/avatars/avatar_{uid}.png?dateline={_ts(since)}" alt="" '
        'width="55" height="55" /></a></div><div class="author_information"><strong><span class'
        f'="largetext"><a href="{prof}">{m.author}</a></span></strong><br /><span class="'
        f'smalltext">{IT_TITLES[m.uid % 5]}<br />{stars}<br /></span></div><div class="author_'
        f'statistics">{stats}</div></div><div class="post_content"><div class="post_head"><div '
        f'class="float_right"><strong><a href="showthread.php?tid={tid}&amp;pid={pid}#pid{pid}"'
        f' title="{"" if k == 0 else "RE: "}{IT_TITLE}">#{k + 1}</a></strong></div><span class="'
        f'post_date">{it_when(m.when)} <span class="post_edit" id="edited_by_{pid}">{edited}'
        f'</span></span></div><div class="post_body scaleimages" id="pid_{pid}">{quote}'
        f'{paras(m, NL_BR)}</div>{sig}<div class="post_meta" id="post_meta_{pid}"></div></div>'
        '<div class="post_controls"><div class="postbit_buttons post_management_buttons float_'
        f'right"><a href="newreply.php?tid={tid}&amp;replyto={pid}" title="Cita questo messaggio'
        ' in una risposta" class="postbit_quote"><span>Rispondi</span></a><a href="#" title="'
        'Segnala questo messaggio a un moderatore" class="postbit_report"><span>Segnala</span>'
        '</a></div></div></div>')
def mybb18_it(posts: list[Message]) -> str:
    """A MyBB 1.8 thread in Italian (the default theme, the author above the post): div.post
    per post (div.post_author: avatar, user title, stars, Messaggi, Discussioni, "Registrato:
    Mag 2012", Reputazione; div.post_head with "#3" and span.post_date "12 minuti fa" / "3
    ore fa" titled "04-03-2021, 10:12", "Oggi, 10:12", "Ieri, 10:12" or "04-03-2021, 10:12",
    "(Questo messaggio è stato modificato ...)" on some; div.post_body with <br />s, the
    signature); the MyAdvertisements zone after the first post; quotes as blockquote.mycode_
    quote > cite "(04-03-2021, 10:12)bob ha scritto:"; "Discussioni simili" with dates, "Ora
    attuale: 30-06-2021, 18:00". The first post is the first message."""
    tid = 2300 + posts[0].pid % 400
    n = len(posts)
    items = [it_post(posts, k, tid) for k in range(n)]
    ad = ('<div class="myadvertisements_zone_1" style="text-align: center; margin: 10px 0;">'
          '<ins class="adsbygoogle" style="display:inline-block;width:728px;height:90px" data-'
          'ad-slot="1150297734"></ins></div>')
    similar = "".join(
        f'<tr><td class="trow{k % 2 + 1}"><a href="showthread.php?tid={tid - 29 * (k + 1)}">{x}'
        f'</a></td><td class="trow{k % 2 + 1}">{WHO[k]}</td><td class="trow{k % 2 + 1}">'
        f'{k * 2 + 3}</td><td class="trow{k % 2 + 1}"><span class="smalltext">'
        f'{it_when(_others(k))}<br /><a href="#">Ultimo messaggio</a>: {WHO[k + 1]}</span></td>'
        '</tr>' for k, x in enumerate(("Crepitio dalle casse dopo l'aggiornamento",
                                       "L'autoradio si riavvia da sola")))
    links = "".join(f'<li><a href="{IT}/{h}.php" class="{h}">{x}</a></li>'
                    for h, x in (("portal", "Portale"), ("search", "Cerca"),
                                 ("memberlist", "Lista utenti"), ("calendar", "Calendario")))
    body = (
        '<div id="container"><a name="top" id="top"></a><div id="header"><div id="logo"><div '
        f'class="wrapper"><a href="{IT}/index.php"><img src="{IT}/images/logo.png" alt="Forum '
        f'Auto Italia" /></a><ul class="menu top_links">{links}</ul></div></div><div id="panel">'
        '<div class="upper"><div class="wrapper"><span class="welcome">Ciao, ospite! <a href="'
        f'{IT}/member.php?action=login" class="login">Accedi</a> <a href="{IT}/member.php?action'
        '=register" class="register">Registrati</a></span></div></div></div></div><div id="'
        f'content"><div class="wrapper"><div class="navigation"><a href="{IT}/index.php">Forum '
        f'Auto Italia</a> &rsaquo; <a href="{IT}/forumdisplay.php?fid=9">Elettronica</a> '
        f'&rsaquo; <span class="active">{IT_TITLE}</span></div><br /><div class="float_right"><a'
        f' href="newreply.php?tid={tid}" class="button new_reply_button"><span>Rispondi</span>'
        '</a></div><table border="0" cellspacing="0" cellpadding="5" class="tborder tfixed clear'
        f'"><tr><td class="thead"><strong>{IT_TITLE}</strong></td></tr><tr><td id="posts_'
        f'container"><div id="posts">{items[0]}{ad if n > 1 else ""}{"".join(items[1:])}</div>'
        '</td></tr><tr><td class="tfoot"><strong>&laquo; <a href="#">Discussione precedente</a> '
        '| <a href="#">Discussione successiva</a> &raquo;</strong></td></tr></table><span class="'
        f'smalltext">Utenti che stanno guardando questa discussione: {n % 3 + 1} Ospite(i)</span>'
        '<table border="0" cellspacing="0" cellpadding="5" class="tborder"><tr><td class="thead" '
        'colspan="4"><strong>Discussioni simili</strong></td></tr><tr><td class="tcat">'
        'Discussione</td><td class="tcat">Autore</td><td class="tcat">Risposte</td><td class="'
        f'tcat">Ultimo messaggio</td></tr>{similar}</table></div></div><div id="footer"><div '
        'class="upper"><ul class="menu bottom_links"><li><a href="contact.php">Contattaci</a>'
        '</li><li><a href="#top">Torna su</a></li><li><a href="archive/index.php">Modalità '
        'archivio</a></li></ul></div><div class="lower"><span id="current_time"><strong>Ora '
        f'attuale:</strong> {NOW:%d-%m-%Y}, {NOW:%H:%M}</span><span id="copyright">Powered By '
        '<a href="https://mybb.com">MyBB</a>, &copy; 2002-2021 <a href="https://mybb.com">MyBB '
        'Group</a>.</span></div></div></div>')
    return page(f"{IT_TITLE} - Forum Auto Italia", body, "it")


# --- Invision Community 4.7 in German ---------------------------------------------------------

IPD = "https://www.autoforum-example.de"
IPD_TITLE = "Komisches Geräusch seit dem letzten Update"
IPD_GROUPS = ("Mitglieder", "Mitglieder", "Premium-Mitglieder", "Moderatoren", "Mitglieder")
IPD_RANKS = ("Neuling", "Aktiv", "Erfahren", "Stammgast", "Experte")
IPD_SHORT = {"now": "Jetzt", "min": "Min.", "h": "Std.", "d": "T.", "mo": "Mo.", "y": "J."}


def ipd_when(t: datetime) -> str:
    """IPS's date in German: "Gerade eben", "vor 12 Minuten", "vor 3 Stunden", "Gestern um
    10:12", "Donnerstag um 10:12" within the week, "4. März", then "4. März 2020"."""
    s = _seconds(t)
    if 0 <= s < 60:
        return "Gerade eben"
    if 0 <= s < 3600:
        return "vor 1 Minute" if s < 120 else f"vor {int(s // 60)} Minuten"
    if 0 <= s < 86400 and days_ago(t) == 0:
        return "vor 1 Stunde" if s < 7200 else f"vor {int(s // 3600)} Stunden"
    if days_ago(t) == 1:
        return f"Gestern um {t:%H:%M}"
    if 1 < days_ago(t) < 7:
        return f"{WEEKDAYS_DE[t.weekday()]} um {t:%H:%M}"
    if t.year == NOW.year:
        return f"{t.day}. {MONTHS_DE[t.month - 1]}"
    return f"{t.day}. {MONTHS_DE[t.month - 1]} {t.year}"


def ipd_time(t: datetime) -> str:
    """<time> with the UTC datetime, the title "04.03.2021 10:12" and data-short "3 Mo."."""
    n, unit = _ago_units(t)
    short = IPD_SHORT[unit] if unit == "now" else f"{n} {IPD_SHORT[unit]}"
    return (f'<time datetime="{_cet_z(t)}" title="{t:%d.%m.%Y %H:%M}" data-short="{short}">'
            f'{ipd_when(t)}</time>')


def ipd_profile(m: Message) -> str:
    return f"{IPD}/profile/{m.uid * 29 + 4}-{_handle(m)}/"


def ipd_cid(m: Message) -> int:
    return 2210000 + m.pid * 7


def ipd_post(posts: list[Message], k: int, tid: int, solved: int | None) -> str:
    m = posts[k]
    cid = ipd_cid(m)
    link = f"{IPD}/topic/{tid}-{_slug(IPD_TITLE)}/?do=findComment&amp;comment={cid}"
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = (
            '<blockquote class="ipsQuote" data-ipsquote="" data-ipsquote-contentapp="forums" '
            'data-ipsquote-contentclass="forums_Topic" data-ipsquote-contentcommentid='
            f'"{ipd_cid(q)}" data-ipsquote-contentid="{tid}" data-ipsquote-contenttype="forums" '
            f'data-ipsquote-timestamp="{_ts(_prague_utc(q.when))}" data-ipsquote-userid='
            f'"{q.uid * 29 + 4}" data-ipsquote-username="{q.author}"><div class="ipsQuote_citation"'
            f'>Am {q.when.day}.{q.when.month}.{q.when.year} um {q.when:%H:%M} schrieb {q.author}:'
            f'</div><div class="ipsQuote_contents"><p>{escape(m.quote[2])}</p></div></blockquote>')
    badges = []
    if k and m.author == posts[0].author:
        badges.append('<li><span class="ipsBadge ipsBadge_highlightedGroup">Autor</span></li>')
    if k == solved:
        badges.append('<li><span class="ipsBadge ipsBadge_positive"><i class="fa fa-check">'
                      '</i> Lösung</span></li>')
    edited = (f'<span class="ipsType_reset ipsType_medium ipsType_light" data-excludequote>'
              f'<strong>Bearbeitet {ipd_time(_later(m))} von {m.author}</strong></span>'
              if m.uid % 4 == 1 else "")
    sig = ('<div data-role="memberSignature" class="ipsResponsive_hidePhone"><hr class="ipsHr">'
           f'<div class="ipsType_richText ipsContained"><p>{escape(m.signature)}</p></div></div>'
           if m.signature else "")
    likes = (m.uid * 5 + k) % 7
    reacts = (f'<ul class="ipsReact_reactions"><li class="ipsReact_reactCount"><span><img src="'
              f'{IPD}/uploads/reactions/react_like.png" alt="Gefällt mir"></span><span>{likes}'
              '</span></li></ul>' if likes else "")
    posts_n = m.uid * 613 % 6000 + 15
    rank = IPD_RANKS[m.uid % 5]
    solved_cls = " ipsComment_solved" if k == solved else ""
    return (
        f'<a id="comment-{cid}"></a><article id="elComment_{cid}" class="cPost ipsBox ipsComment '
        f'ipsComment_parent ipsClearfix ipsColumns ipsColumns_collapsePhone{solved_cls}"><div '
        'class="cAuthorPane_mobile ipsResponsive_showPhone"><h3 class="ipsType_sectionHead '
        f'cAuthorPane_author"><a href="{ipd_profile(m)}">{m.author}</a></h3><a href="{link}" '
        f'class="ipsType_blendLinks">{ipd_time(m.when)}</a></div><aside class="ipsComment_author'
        ' cAuthorPane ipsColumn ipsColumn_medium ipsResponsive_hidePhone"><h3 class="ipsType_'
        f'sectionHead cAuthorPane_author"><strong><a href="{ipd_profile(m)}" title="Gehe zum '
        f'Profil von {m.author}">{m.author}</a></strong></h3><ul class="cAuthorPane_info ipsList_'
        f'reset"><li data-role="photo" class="cAuthorPane_photo"><a href="{ipd_profile(m)}" class'
        f'="ipsUserPhoto ipsUserPhoto_large"><img src="{IPD}/uploads/monthly_2020_'
        f'{m.uid % 12 + 1:02d}/{_hash(m.uid + 3, 16)}.thumb.png" alt="{m.author}"></a></li><li '
        f'data-role="group">{IPD_GROUPS[m.uid % 5]}</li><li data-role="rank-badge"><img src="'
        f'{IPD}/uploads/ranks/rank_{m.uid % 5 + 1}.svg" alt="{rank}" class="cAuthorPane_badge '
        f'cAuthorPane_badge--rank" title="Rang: {rank} ({m.uid % 5 + 2}/14)"></li><li data-role="'
        f'stats"><ul class="ipsList_reset cAuthorPane_stats"><li><a href="{ipd_profile(m)}content'
        f'/" title="{posts_n} Beiträge"><i class="fa fa-comment"></i> {_thousands(posts_n, ".")}'
        '</a></li></ul></li></ul></aside><div class="ipsColumn ipsColumn_fluid"><div id="comment-'
        f'{cid}_wrap" data-controller="core.front.core.comment" data-commentid="{cid}" class="ips'
        'Comment_content ipsType_medium"><div class="ipsComment_meta ipsType_light ipsFlex"><div '
        'class="ipsComment_toolWrap"><ul class="ipsList_reset ipsComment_badges">'
        f'{"".join(badges)}</ul><ul class="ipsList_reset ipsComment_tools"><li><a href="{link}" '
        f'title="Diesen Beitrag teilen">#{k + 1}</a></li></ul></div><div class="ipsType_reset '
        f'ipsResponsive_hidePhone">Geschrieben <a href="{link}" rel="nofollow" class="ipsType_'
        f'blendLinks">{ipd_time(m.when)}</a> {edited}</div></div><div class="cPost_contentWrap">'
        '<div data-role="commentContent" class="ipsType_normal ipsType_richText ipsContained">'
        f'{quote}{p_tags(m)}</div><div class="ipsItemControls"><div class="ipsReact ipsPos_right'
        f'"><div class="ipsReact_blurb" data-role="reactionBlurb">{reacts}</div></div><ul class="'
        f'ipsComment_controls ipsItemControls_left"><li><a href="{link}" data-action="quote'
        f'Comment">Zitieren</a></li></ul></div>{sig}</div></div></div></article>')
def invision_de(posts: list[Message]) -> str:
    """An Invision Community 4.7 topic in German: the page header ("Von alice, 4. März in
    Elektrik"), the topic summary (Erstellt, Letzte Antwort, Top-Poster, Beliebte Tage,
    Beliebte Beiträge with excerpts), "Gelöst von bob in diesem Beitrag"; article.cPost per
    post: the phone-only pane, aside.cAuthorPane (group, "Rang: Erfahren (4/14)", "1.234
    Beiträge"), "Geschrieben <time>" reading "vor 3 Stunden" / "Gestern um 10:12" /
    "Donnerstag um 10:12" / "4. März" / "4. März 2020", titled "04.03.2021 10:12" with
    data-short "3 Mo.", badges Autor and Lösung, "Bearbeitet ..." on some, the signature; an
    ad after the first post; quotes as blockquote.ipsQuote "Am 4.3.2021 um 10:12 schrieb
    bob:"; "Ähnliche Inhalte" with dates. The first post is the first message."""
    head = posts[0]
    tid = 181000 + head.pid % 700
    n = len(posts)
    solved = next((k for k in range(1, n) if posts[k].author != head.author
                   and posts[k].uid % 2 == 0), None)
    items = [ipd_post(posts, k, tid, solved) for k in range(n)]
    ad = ('<div class="ipsSpacer_both ipsType_center" data-role="advertisement"><span class="'
          'ipsType_light ipsType_small">Anzeige</span><ins class="adsbygoogle" style="display:'
          'inline-block;width:728px;height:90px" data-ad-slot="6621004419"></ins></div>')
    counts: dict = {}
    days: dict = {}
    for m in posts:
        counts[m.author] = counts.get(m.author, 0) + 1
        days[m.when.date()] = days.get(m.when.date(), 0) + 1
    top = "".join(f'<li><a href="#">{a}</a> <span class="ipsCommentCount">{c}</span></li>'
                  for a, c in sorted(counts.items(), key=lambda x: -x[1])[:4])
    popular_days = "".join(
        f'<li>{d.day}. {MONTHS_DE[d.month - 1]} {d.year} <span class="ipsType_light">'
        f'{_n(c, "Beitrag", "Beiträge")}</span></li>'
        for d, c in sorted(days.items(), key=lambda x: -x[1])[:2])
    popular = "".join(
        f'<li class="ipsPhotoPanel"><strong>{posts[k].author}</strong> {ipd_time(posts[k].when)}'
        f'<div class="ipsType_richText ipsType_light">{_excerpt(posts[k], 90)}</div></li>'
        for k in range(1, n) if (posts[k].uid * 5 + k) % 7 >= 5)
    h4 = '</ul><h4 class="ipsType_minorHeading">{}</h4><ul class="ipsDataList">'
    summary = (
        '<div class="ipsBox ipsPadding cTopicOverview"><h2 class="ipsType_sectionHead">Themen-'
        f'Zusammenfassung</h2><ul><li>Erstellt {ipd_time(head.when)}</li><li>Letzte Antwort '
        f'{ipd_time(posts[-1].when)}</li>{h4.format("Top-Poster in diesem Thema")}{top}'
        f'{h4.format("Beliebte Tage")}{popular_days}'
        f'{h4.format("Beliebte Beiträge") + popular if popular else ""}</ul></div>')
    solved_bar = ""
    if solved is not None:
        s = posts[solved]
        solved_bar = (
            '<div class="ipsBox ipsPadding ipsResponsive_pull ipsMargin_top cTopicSolution"><a '
            f'href="{IPD}/topic/{tid}-{_slug(IPD_TITLE)}/?do=findComment&amp;comment='
            f'{ipd_cid(s)}" class="ipsType_blendLinks"><i class="fa fa-check-circle"></i> Gelöst '
            f'von <strong>{s.author}</strong> in diesem Beitrag</a></div>')
    similar = "".join(
        f'<li class="ipsDataItem"><div class="ipsDataItem_main"><h4 class="ipsDataItem_title">'
        f'<a href="{IPD}/topic/{tid - 61 * (k + 1)}-{k}/">{x}</a></h4><p class="ipsType_reset '
        f'ipsType_light">Von {WHO[k]}, {ipd_time(_others(k))}</p></div></li>'
        for k, x in enumerate(("Radio startet nach Update neu", "Knacken im Lautsprecher")))
    crumbs = "".join(f'<li itemprop="itemListElement" itemscope><a href="{IPD}/{h}" itemprop="'
                     f'item"><span itemprop="name">{x}</span></a></li>'
                     for h, x in (("", "Startseite"), ("forums/", "Foren"),
                                  ("forum/17-elektrik/", "Elektrik")))
    body = (
        '<div id="ipsLayout_header" class="ipsClearfix"><header><div class="ipsLayout_container">'
        f'<a href="{IPD}/" id="elLogo"><img src="{IPD}/uploads/logo.png" alt="Autoforum"></a><ul'
        ' id="elUserNav" class="ipsList_inline cSignedOut"><li id="elSignInLink"><a href="'
        f'{IPD}/login/">Bereits registriert? Jetzt anmelden</a></li><li><a href="{IPD}/register/'
        '" class="ipsButton ipsButton_primary">Registrieren</a></li></ul></div></header><nav '
        'class="ipsNavBar_noSubBars"><ul data-role="primaryNavBar" class="ipsClearfix"><li><a '
        f'href="{IPD}/forums/">Foren</a></li><li><a href="{IPD}/discover/">Aktivität</a></li>'
        '</ul><div id="elSearch"><input type="search" id="elSearchField" placeholder="Suche..." '
        'name="q"></div></nav></div><main id="ipsLayout_body" class="ipsLayout_container"><div '
        'id="ipsLayout_contentArea"><nav class="ipsBreadcrumb ipsBreadcrumb_top"><ul data-role="'
        f'breadcrumbList">{crumbs}</ul></nav><div id="ipsLayout_mainArea"><div class="ipsPage'
        'Header ipsBox ipsPadding ipsMargin_bottom"><h1 class="ipsType_pageTitle"><span class="'
        f'ipsType_break ipsContained">{IPD_TITLE}</span></h1><p class="ipsType_reset ipsType_'
        f'blendLinks">Von <a href="{ipd_profile(head)}">{head.author}</a>, <span class="ipsType_'
        f'light ipsType_noBreak">{ipd_time(head.when)}</span> in <a href="{IPD}/forum/17-elektrik'
        f'/">Elektrik</a></p></div>{summary if n > 1 else ""}{solved_bar}<div id="comments" data-'
        f'controller="core.front.core.commentFeed" data-feedid="topic-{tid}" class="cTopic '
        f'ipsClear ipsSpacer_top">{items[0]}{ad if n > 1 else ""}{"".join(items[1:])}</div><div '
        'class="ipsBox ipsPadding ipsMargin_top"><h2 class="ipsType_sectionHead">Erstelle ein '
        'Benutzerkonto oder melde dich an, um zu kommentieren</h2></div><div class="ipsBox ips'
        f'Margin_top"><h2 class="ipsType_sectionTitle">Ähnliche Inhalte</h2><ol class="ipsData'
        f'List">{similar}</ol></div></div></div></main><footer id="ipsLayout_footer"><ul class="'
        f'ipsList_inline" id="elFooterLinks"><li><a href="{IPD}/privacy/">Datenschutzerklärung'
        '</a></li><li><a href="/impressum/">Impressum</a></li></ul><p id="elCopyright"><a href="'
        'https://www.invisioncommunity.com/">Powered by Invision Community</a></p></footer>')
    return page(f"{IPD_TITLE} - Elektrik - Autoforum", body, "de")


# --- Flarum in French (saved DOM) -------------------------------------------------------------

FR_TITLE = "Bruit bizarre depuis la dernière mise à jour"
FR_MON = ("janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.",
          "nov.", "déc.")
FR_MONTHS = ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
             "septembre", "octobre", "novembre", "décembre")
FR_DAYS = ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche")


def fr_human(t: datetime) -> str:
    """Flarum's humanTime in French: dayjs' fromNow within 30 days ("il y a 12 minutes", "il y
    a une heure", "il y a 4 jours"), then "4 mars" this year and "4 mars 2020" before."""
    if 0 <= _seconds(t) < 30 * 86400:
        n, unit = _ago_units(t)
        if unit == "now":
            return "il y a quelques secondes"
        one, many = {"min": ("une minute", "minutes"), "h": ("une heure", "heures"),
                     "d": ("un jour", "jours")}[unit]
        return f"il y a {one if n == 1 else f'{n} {many}'}"
    if t.year == NOW.year:
        return f"{t.day} {FR_MON[t.month - 1]}"
    return f"{t.day} {FR_MON[t.month - 1]} {t.year}"


def fr_time(t: datetime) -> str:
    """<time> with the UTC datetime and the LLLL title "jeudi 4 mars 2021 10:12"."""
    return (f'<time pubdate="" datetime="{_prague_utc(t):%Y-%m-%dT%H:%M:%S}+00:00" title="'
            f'{FR_DAYS[t.weekday()]} {t.day} {FR_MONTHS[t.month - 1]} {t.year} {t:%H:%M}" data-'
            f'humantime="">{fr_human(t)}</time>')


def fr_gap(a: datetime, b: datetime) -> str:
    """The time lapse between two posts: "4 jours plus tard", "un mois plus tard"."""
    days = (b - a).days
    if days >= 365:
        period = "un an" if days < 730 else f"{days // 365} ans"
    elif days >= 30:
        period = "un mois" if days < 60 else f"{days // 30} mois"
    else:
        period = f"{days} jours"
    return f"{period} plus tard"


def _hname(name: str) -> str:
    return name.replace(".", "-")


def fr_avatar(name: str, uid: int) -> str:
    return (f'<img class="Avatar PostUser-avatar" loading="lazy" src="/assets/avatars/'
            f'{_hash(uid, 16)}.png" alt="">' if uid % 3 else
            f'<span class="Avatar PostUser-avatar" loading="lazy" style="--avatar-bg: #e5b2a3;">'
            f'{name[0].upper()}</span>')


def fr_event(did: int, index: int, num: int, who: str, icon: str, kind: str, what: str,
             t: datetime) -> str:
    return (
        f'<div class="PostStream-item" data-index="{index}" data-time="'
        f'{_prague_utc(t):%Y-%m-%dT%H:%M:%S}+00:00" data-number="{num}" data-id="{did * 40 + num}'
        f'" data-type="{kind}"><article class="Post EventPost {kind[0].upper()}{kind[1:]}Post">'
        f'<div><i aria-hidden="true" class="icon fas fa-{icon} EventPost-icon"></i><div class="'
        f'EventPost-info"><a class="EventPost-user" href="/u/{_hname(who)}"><span class="'
        f'username">{who}</span></a> {what} {fr_time(t)}</div></div></article></div>')


def fr_post(posts: list[Message], k: int, did: int, index: int, num: dict[int, int],
            best: int | None) -> str:
    m = posts[k]
    user = _hname(m.author)
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        qk = posts.index(q)
        quote = (f'<blockquote><p><a href="/d/{did}-bruit-bizarre/{num[qk]}" class="PostMention" '
                 f'data-id="{did * 40 + num[qk]}">{q.author}</a> {escape(m.quote[2])}</p>'
                 '</blockquote>')
    answers = [j for j in range(k + 1, len(posts))
               if posts[j].quote and posts[j].quote[1] == m.pid]
    mentioned = ""
    if answers:
        names = ", ".join(f'<a href="/d/{did}-bruit-bizarre/{num[j]}" class="PostMention" data-'
                          f'number="{num[j]}">{posts[j].author}</a>' for j in answers)
        mentioned = (f'<li class="item-replies"><div class="Post-mentionedBy"><span class="Post-'
                     'mentionedBy-summary"><i aria-hidden="true" class="icon fas fa-reply"></i>'
                     f'{names} {"a" if len(answers) == 1 else "ont"} répondu à ceci.</span></div>'
                     '</li>')
    likes = (m.uid * 3 + k) % 4
    others = f" et {_n(likes - 1, 'autre', 'autres')} aiment" if likes > 1 else " aime"
    liked = (f'<li class="item-liked"><div class="Post-likedBy"><i aria-hidden="true" class="'
             f'icon far fa-thumbs-up"></i><a href="/u/{_hname(WHO[likes])}">{WHO[likes]}</a>'
             f'{others} ceci.</div></li>' if likes else "")
    edited = (f'<li class="item-edited"><span class="PostEdited" title="Modifié par {m.author} '
              f'{fr_human(_later(m))}">modifié</span></li>' if m.uid % 4 == 3 else "")
    mod = ('<ul class="PostUser-badges badges"><li class="item-group4"><span class="Badge Badge--'
           'group--4 " style="--badge-bg: #5b7aa8;" title="Modérateurs"><i aria-hidden="true" '
           'class="icon fas fa-bolt Badge-icon"></i></span></li></ul>' if m.uid % 5 == 4 else
           '<ul class="PostUser-badges badges"></ul>')
    label = ('<li class="item-isBestAnswer"><span class="BestAnswer-label"><i class="fas fa-'
             'check"></i> Meilleure réponse</span></li>' if k == best else "")
    box = ""
    if k == 0 and best is not None:
        b = posts[best]
        box = (f'<div class="BestAnswer"><div class="BestAnswer-header"><i aria-hidden="true" '
               f'class="icon fas fa-check"></i> Meilleure réponse de <a href="/u/'
               f'{_hname(b.author)}">{b.author}</a> {fr_time(b.when)}</div><div class="Best'
               f'Answer-content">{_excerpt(b, 120)}</div><a href="/d/{did}-bruit-bizarre/'
               f'{num[best]}" class="BestAnswer-link">Aller à la réponse</a></div>')
    return (
        f'<div class="PostStream-item" data-index="{index}" data-time="'
        f'{_prague_utc(m.when):%Y-%m-%dT%H:%M:%S}+00:00" data-number="{num[k]}" data-id="'
        f'{did * 40 + num[k]}" data-type="comment"><article class="Post CommentPost'
        f'{" Post--bestAnswer" if k == best else ""}"><div><header class="Post-header"><ul><li '
        f'class="item-user"><div class="PostUser"><h3 class="PostUser-name"><a href="/u/{user}">'
        f'{fr_avatar(m.author, m.uid)}<span class="username">{m.author}</span></a></h3>{mod}'
        '</div></li><li class="item-meta"><div class="Dropdown PostMeta"><a class="Dropdown-'
        f'toggle" data-toggle="dropdown">{fr_time(m.when)}</a></div></li>{edited}{label}</ul>'
        f'</header><div class="Post-body">{quote}{p_tags(m)}</div>{box}<aside class="Post-footer'
        f'"><ul>{liked}{mentioned}</ul></aside><aside class="Post-actions"><ul><li class="item-'
        'like"><button class="Button Button--link" type="button"><span class="Button-label">'
        'J’aime</span></button></li><li class="item-reply"><button class="Button Button--link" '
        'type="button"><span class="Button-label">Répondre</span></button></li></ul></aside>'
        '</div></article></div>')


def flarum_fr(posts: list[Message]) -> str:
    """A Flarum 1.x discussion in French, as the browser's DOM holds it: the DiscussionHero,
    the scrubber ("1 sur 12 messages", "mars 2021"); div.PostStream-item with data-time (UTC)
    and data-number: article.CommentPost (<time> titled "jeudi 4 mars 2021 10:12" reading "il
    y a 12 minutes" / "il y a 4 jours" / "4 mars" / "4 mars 2020", "modifié" on some,
    div.Post-body, "bob aime ceci.", "bob a répondu à ceci.") and event posts that take
    numbers ("a ajouté le tag Audio.", "a épinglé la discussion.", "a verrouillé la
    discussion."), "4 jours plus tard" gaps; the best-answer box under the first post and the
    label on the answer; quotes as blockquote > p opening with the PostMention "bob". The
    first post is the first message."""
    head = posts[0]
    did = 300 + head.pid % 200
    n = len(posts)
    events: dict[int, tuple] = {}
    if n >= 3:
        events[1] = (head.author, "tag", "discussionTagged", 'a ajouté le tag <span class="Tags'
                     'Label "><a href="/t/audio" class="TagLabel colored" style="--tag-bg: '
                     '#4a90d9;"><span class="TagLabel-text"><span class="TagLabel-name">Audio'
                     '</span></span></a></span>.', head.when + timedelta(minutes=4))
    if n >= 6:
        events[3] = (WHO[0], "thumbtack", "discussionStickied", "a épinglé la discussion.",
                     posts[2].when + timedelta(minutes=30))
    num: dict[int, int] = {}
    count = 1
    for k in range(n):
        if k in events:
            count += 1
        num[k] = count
        count += 1
    best = next((k for k in range(2, n) if posts[k].author != head.author), None)
    stream = []
    index = 0
    for k in range(n):
        if k in events:
            who, icon, kind, what, t = events[k]
            stream.append(fr_event(did, index, num[k] - 1, who, icon, kind, what, t))
            index += 1
        if k and (posts[k].when - posts[k - 1].when).days >= 2:
            stream.append('<div class="PostStream-timeGap"><span>'
                          f'{fr_gap(posts[k - 1].when, posts[k].when)}</span></div>')
        stream.append(fr_post(posts, k, did, index, num, best))
        index += 1
    if n >= 12:
        stream.append(fr_event(did, index, count, WHO[0], "lock", "discussionLocked",
                               "a verrouillé la discussion.",
                               posts[-1].when + timedelta(days=2)))
        count += 1
    total = count - 1
    body = (
        '<div id="app" class="App affixNavigation App--discussion"><div id="drawer" class="App-'
        'drawer"><header id="header" class="App-header"><div class="container"><div class="'
        'Header-title"><a href="/" id="home-link">Le Garage – forum entraide auto</a></div><div '
        'id="header-secondary" class="Header-secondary"><ul class="Header-controls"><li class="'
        'item-search"><div role="search" class="Search"><input class="FormControl" type="search" '
        'placeholder="Rechercher dans le forum"></div></li><li class="item-signUp"><button class='
        '"Button Button--link" type="button">S’inscrire</button></li><li class="item-logIn">'
        '<button class="Button Button--link" type="button">Se connecter</button></li></ul></div>'
        '</div></header></div><main class="App-content"><div id="content"><div class="DiscussionPa'
        'ge"><div class="DiscussionPage-discussion"><header class="Hero DiscussionHero"><ul '
        'class="DiscussionHero-items"><li class="item-tags"><span class="TagsLabel"><a href="/t/'
        'electronique" class="TagLabel colored"><span class="TagLabel-name">Électronique</span></'
        f'a></span></li><li class="item-title"><h2 class="DiscussionHero-title">{FR_TITLE}</h2></'
        'li></ul></header><div class="container"><nav class="DiscussionPage-nav"><ul><li class="'
        'item-controls"><button class="SplitDropdown-button Button Button--primary" type="button"'
        '><span class="Button-label">Répondre</span></button></li><li class="item-subscription">'
        '<button class="Button SubscriptionMenu-button" type="button"><span class="Button-label">'
        'Suivre</span></button></li><li class="item-scrubber"><div class="PostStreamScrubber '
        f'Dropdown App-titleControl"><button class="Button Dropdown-toggle"><span>1 sur {total}</'
        'span></button><div class="Dropdown-menu"><div class="Scrubber"><a class="Scrubber-first"'
        '>Message d’origine</a><div class="Scrubber-info"><strong><span class="Scrubber-index">1'
        f'</span> sur <span class="Scrubber-count">{total}</span> messages </strong><span class="'
        f'Scrubber-description">{FR_MONTHS[head.when.month - 1]} {head.when.year}</span></div><a '
        'class="Scrubber-last">Maintenant</a></div></div></div></li></ul></nav><div class="'
        'DiscussionPage-stream"><div class="PostStream" role="feed" aria-live="off"'
        f'>{"".join(stream)}</div></div></div></div></div></div></main></div>')
    return page(f"{FR_TITLE} - Le Garage", body, "fr")


# --- Ask Ubuntu (Stack Exchange) --------------------------------------------------------------

AU = "https://askubuntu.com"
AU_TITLE = "Strange crackling noise from speakers after the last kernel update"
AU_TAGS = ("sound", "pulseaudio", "kernel", "20.04")


def au_when(t: datetime) -> str:
    """Stack Exchange's dates: "12 mins ago", "3 hours ago", "yesterday", then "Mar 4 at
    10:12" this year and "Mar 4, 2020 at 10:12" before."""
    s = _seconds(t)
    if 0 <= s < 60:
        return f"{max(int(s), 1)} secs ago"
    if 0 <= s < 3600:
        return _n(int(s // 60), "min", "mins") + " ago"
    if 0 <= s < 86400:
        return _n(int(s // 3600), "hour", "hours") + " ago"
    if 0 <= s < 2 * 86400 and days_ago(t) == 1:
        return "yesterday"
    day = f"{MONTHS_EN[t.month - 1][:3]} {t.day}"
    return f"{day}{'' if t.year == NOW.year else f', {t.year}'} at {t:%H:%M}"


def au_ago(t: datetime) -> str:
    """The question header's "today", "yesterday", "3 days ago", "3 months ago"."""
    if days_ago(t) <= 0:
        return "today"
    if days_ago(t) == 1:
        return "yesterday"
    n, unit = _ago_units(t)
    word = {"y": "year", "mo": "month", "d": "day"}.get(unit, "day")
    return _n(max(n, 1), word, word + "s") + " ago"


def au_span(t: datetime, cls: str = "relativetime", licence: bool = False) -> str:
    title = f"{t:%Y-%m-%d %H:%M:%S}Z" + (", License: CC BY-SA 4.0" if licence else "")
    return f'<span title="{title}" class="{cls}">{au_when(t)}</span>'


def au_uid(m: Message) -> int:
    return 9000 + m.uid * 1471


def au_rep(m: Message) -> str:
    return _thousands(m.uid * 2141 % 60000 + 101, ",")


def au_user(m: Message, verb: str, t: datetime, owner: bool, wiki: bool = False) -> str:
    link = f'<a href="/users/{au_uid(m)}/{_handle(m)}">{m.author}</a>'
    if wiki:
        details = ('<span class="community-wiki" title="This post is community owned">community '
                   f'wiki</span><br><a href="/posts/{au_uid(m)}/revisions" title="show revision '
                   f'history for this post">2 revs, 2 users 67%</a><br>{link}')
    else:
        badges = "".join(f'<span title="{c} {x} badges"><span class="badge{i + 1}"></span><span '
                         f'class="badgecount">{c}</span></span>'
                         for i, (x, c) in enumerate((("gold", m.uid % 4),
                                                     ("silver", m.uid % 9 + 3),
                                                     ("bronze", m.uid % 13 + 8))))
        details = (f'{link}<div class="-flair"><span class="reputation-score" title="reputation '
                   f'score " dir="ltr">{au_rep(m)}</span>{badges}</div>')
    avatar = ('' if wiki else
              f'<div class="user-gravatar32"><a href="/users/{au_uid(m)}/{_handle(m)}"><img src="'
              f'https://i.stack.imgur.com/{_hash(m.uid + 7, 6)}.png?s=64" alt="{m.author}\'s user'
              ' avatar" width="32" height="32" class="bar-sm"></a></div>')
    return (f'<div class="post-signature{" owner" if owner else ""} flex--item"><div class="'
            f'user-info"><div class="user-action-time">{verb} {au_span(t)}</div>{avatar}<div '
            f'class="user-details" itemprop="author">{details}</div></div></div>')


def au_comments(posts: list[Message], pid: int, ks: list[int]) -> str:
    items = []
    for k in ks:
        m = posts[k]
        cid = 2200000 + m.pid * 7
        lead = f'@{_quoted(posts, m).author} <i>“{escape(m.quote[2])}”</i> ' if m.quote else ""
        score = (m.uid * 2 + k) % 5
        cool = f'<span class="cool">{score}</span>' if score > 1 else ""
        items.append(
            f'<li id="comment-{cid}" class="comment js-comment" data-comment-id="{cid}" data-'
            f'comment-owner-id="{au_uid(m)}" data-comment-score="{score}"><div class="comment-'
            f'score">{cool}</div><div class="comment-text js-comment-text-and-form"><div class="'
            f'comment-body js-comment-edit-hide"><span class="comment-copy">{lead}{paras(m, " ")}'
            f'</span> &ndash;&nbsp;<a href="/users/{au_uid(m)}/{_handle(m)}" title="{au_rep(m)} '
            f'reputation" class="comment-user">{m.author}</a> <span class="comment-date" dir="ltr"'
            f'><a class="comment-link" href="#comment{cid}_{pid}"'
            f'>{au_span(m.when, "relativetime-clean", True)}</a></span></div></div></li>')
    return (f'<div id="comments-{pid}" class="comments js-comments-container" data-post-id="'
            f'{pid}"><ul class="comments-list js-comments-list">{"".join(items)}</ul></div><a '
            'class="js-add-link comments-link disabled-link" title="Use comments to ask for more '
            'information or suggest improvements.">Add a comment</a>')


def au_score(m: Message) -> int:
    return (m.uid * 5 + m.pid) % 17 - 2


def au_post(posts: list[Message], k: int, comments: list[int], accepted: bool, qid: int,
            wiki: bool) -> str:
    m = posts[k]
    question = k == 0
    pid = qid if question else 1300000 + m.pid * 3
    quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
    score = au_score(m)
    check = ('<div class="js-accepted-answer-indicator flex--item fc-green-700" title="'
             'Loading when this answer was accepted…" role="note" aria-label="Accepted"><svg '
             'class="svg-icon iconCheckmarkLg" width="36" height="36"></svg></div>'
             if accepted else "")
    tags = ('<div class="post-taglist"><ul class="ml0 list-ls-none js-post-tag-list-wrapper">'
            + "".join(f'<li class="d-inline mr4"><a href="/questions/tagged/{x}" class="post-tag"'
                      f' rel="tag">{x}</a></li>' for x in AU_TAGS) + '</ul></div>'
            if question else "")
    edited = (f'<div class="post-signature flex--item"><div class="user-info"><div class="user-'
              f'action-time"><a href="/posts/{pid}/revisions" title="show all edits to this post"'
              f'>edited {au_span(_later(m, 70))}</a></div><div class="user-details"><a href="/'
              'users/-1/community">Community</a><span class="mod-flair" title="Moderator">♦'
              '</span></div></div></div>' if m.uid % 3 == 2 and not wiki else "")
    verb = "asked" if question else "answered"
    noun = "question" if question else "answer"
    inner = (
        '<div class="post-layout"><div class="votecell post-layout--left"><div class="js-voting-'
        f'container d-flex fd-column" data-post-id="{pid}"><button class="js-vote-up-btn" aria-'
        'label="Up vote"></button><div class="js-vote-count fs-title" itemprop="upvoteCount" '
        f'data-value="{score}">{score}</div><button class="js-vote-down-btn" aria-label="Down '
        f'vote"></button>{check}</div></div><div class="{noun}cell post-layout--right"><div class'
        f'="s-prose js-post-body" itemprop="text">{quote}{p_tags(m)}</div>{tags}<div class="mt24'
        ' d-flex fw-wrap ai-start jc-end gs8"><div class="flex--item mr16"><div class="js-post-'
        f'menu pt2" data-post-id="{pid}"><a href="/{noun[0]}/{pid}" rel="nofollow" itemprop="url"'
        f' class="js-share-link" title="Short permalink to this {noun}">Share</a> <a href="/posts'
        f'/{pid}/edit" class="js-suggest-edit-post">Improve this {noun}</a> <button type="button"'
        f' class="s-btn s-btn__link js-follow-post">Follow</button></div></div>{edited}'
        f'{au_user(m, verb, m.when, question, wiki)}</div></div><div class="post-layout--right '
        f'js-post-comments-component">{au_comments(posts, pid, comments)}</div></div>')
    if question:
        return (f'<div id="question" class="question js-question" data-questionid="{qid}" data-'
                f'score="{score}">{inner}</div>')
    cls = " accepted-answer js-accepted-answer" if accepted else ""
    return (f'<a name="{pid}"></a><div id="answer-{pid}" class="answer js-answer{cls}" data-'
            f'answerid="{pid}" data-parentid="{qid}" data-score="{score}" itemprop="'
            f'{"acceptedAnswer" if accepted else "suggestedAnswer"}" itemscope itemtype="https://'
            f'schema.org/Answer">{inner}</div>')


def askubuntu(posts: list[Message]) -> str:
    """A question on Ask Ubuntu (2023): "Asked 3 months ago", "Modified 10 days ago", "Viewed
    1k times"; the question (votes, div.s-prose, tags, Share / Improve / Follow, "edited Mar 5
    at 11:22" by Community♦ on some, "asked Mar 4, 2021 at 10:12" / "3 hours ago" /
    "yesterday" titled "2021-03-04 10:12:33Z") and its comments ("– bob_m Mar 4, 2021 at
    10:15"); "3 Answers" by score (the accepted one, with the green check, not pinned), one a
    community wiki ("2 revs, 2 users 67%" above the name); a reply that quotes a post, or the
    asker's own, is a comment under the question or answer it belongs to, opening '@bob
    “...”' in italics; quotes in answers as blockquotes; the right column (Linked, Related,
    Hot Network Questions). The question is the first message."""
    head = posts[0]
    qid = 1300000 + head.pid
    answers, comments = _qa_split(posts)
    order = sorted(answers, key=lambda k: (-au_score(posts[k]), k))
    accepted = next((k for k in answers if posts[k].uid % 2 == 0), None)
    wiki = next((k for k in answers if k != accepted and posts[k].uid % 3 == 0), None)
    items = "".join(au_post(posts, k, comments[k], k == accepted, qid, k == wiki)
                    for k in order)
    last = max(m.when for m in posts)
    related = "".join(
        f'<div class="spacer"><a href="/q/{qid - 417 * (k + 1)}"><div class="answer-votes">'
        f'{k * 3 + 1}</div></a><a href="/questions/{qid - 417 * (k + 1)}/{_slug(x)}" class="'
        f'question-hyperlink">{x}</a></div>'
        for k, x in enumerate(("No sound after upgrading to the new kernel",
                               "How do I roll back to a previous kernel version?",
                               "Crackling audio with PulseAudio on a USB headset")))
    nav = "".join(f'<li><a href="/{x.lower()}" class="nav-links--link">{x}</a></li>'
                  for x in ("Home", "Questions", "Tags", "Users", "Unanswered"))
    tagged = " ".join(f'<a href="/questions/tagged/{x}" class="post-tag">{x}</a>'
                      for x in AU_TAGS[:3])
    stat = '<div class="flex--item ws-nowrap mr16 mb8" title="{}"><span class="fc-light mr2">'
    body = (
        '<header class="s-topbar ps-fixed t0 l0 js-top-bar"><div class="s-topbar--container">'
        f'<a href="{AU}/" class="s-topbar--logo"><span class="-img _glyph">Ask Ubuntu</span></a>'
        '<form id="search" role="search" action="/search" class="s-topbar--searchbar"><input '
        'name="q" type="text" placeholder="Search on Ask Ubuntu…" class="s-input s-input__search'
        '"></form><ol class="-secondary user-logged-out"><li class="-ctas"><a href="/users/login'
        '" class="login-link s-btn s-btn__filled">Log in</a><a href="/users/signup" class="login-'
        'link s-btn s-btn__primary">Sign up</a></li></ol></div></header><div class="container">'
        '<div id="left-sidebar" class="left-sidebar js-pinned-left-sidebar"><nav role="'
        f'navigation"><ol class="nav-links">{nav}</ol></nav></div><div id="content"><div class="'
        'js-consent-banner s-notice s-notice__info">Ask Ubuntu is a question and answer site '
        'for Ubuntu users and developers. It only takes a minute to sign up.</div><div itemprop='
        '"mainEntity" itemscope itemtype="https://schema.org/Question"><div id="question-header"'
        ' class="d-flex sm:fd-column"><h1 itemprop="name" class="fs-headline1"><a href="/'
        f'questions/{qid}/{_slug(AU_TITLE)}" class="question-hyperlink">{AU_TITLE}</a></h1></div>'
        f'<div class="d-flex fw-wrap pb8 mb16 bb">{stat.format(f"{head.when:%Y-%m-%d %H:%M:%S}Z")}'
        f'Asked</span> <time itemprop="dateCreated" datetime="{head.when:%Y-%m-%dT%H:%M:%S}">'
        f'{au_ago(head.when)}</time></div>{stat.format(f"{last:%Y-%m-%d %H:%M:%S}Z")}Modified'
        f'</span> {au_ago(last)}</div>{stat.format("")}Viewed</span> {len(posts) * 211 + 97} '
        'times</div></div><div id="mainbar" role="main" aria-label="question and answers">'
        f'{au_post(posts, 0, comments[0], False, qid, False)}<div id="answers"><div id="answers-'
        f'header"><h2 class="mb0" data-answercount="{len(answers)}">'
        f'{_n(len(answers), "Answer", "Answers")}</h2><label for="answer-sort">Sorted by:</label>'
        '<select id="answer-sort" class="js-answer-sort"><option value="scoredesc" selected>'
        'Highest score (default)</option><option value="modifieddesc">Date modified (newest '
        'first)</option><option value="createdasc">Date created (oldest first)</option></select>'
        f'</div>{items}<h2 class="bottom-notice">Not the answer you\'re looking for? Browse other'
        f' questions tagged {tagged} or <a href="/questions/ask">ask your own question</a>.</h2>'
        '</div></div><div id="sidebar" class="show-votes" role="complementary"><div class="s-'
        'sidebarwidget s-sidebarwidget__yellow"><ul><li class="s-sidebarwidget--header">The '
        'Overflow Blog</li><li class="s-sidebarwidget--item">Self-healing code is the future of '
        'software development</li><li class="s-sidebarwidget--header">Featured on Meta</li><li '
        'class="s-sidebarwidget--item">Moderation strike: results of negotiations</li></ul></div>'
        '<div class="module sidebar-linked"><h4 id="h-linked">Linked</h4><div class="spacer"><a '
        f'href="/q/{qid - 91}" class="question-hyperlink">Sound problems after kernel upgrade</a>'
        '</div></div><div class="module sidebar-related"><h4 id="h-related">Related</h4><div '
        f'class="related">{related}</div></div><div id="hot-network-questions" class="module"><h4'
        '>Hot Network Questions</h4><ul><li><a href="https://unix.stackexchange.com/q/1">Why '
        'does ALSA pick the wrong card?</a></li></ul></div></div></div></div></div><footer id="'
        'footer" class="site-footer" role="contentinfo"><div class="site-footer--container"><ul '
        'class="-list"><li><a href="/tour">Tour</a></li><li><a href="/help">Help</a></li><li><a '
        'href="/contact">Contact</a></li></ul><p class="site-footer--copyright fs-fine">Site '
        'design / logo © 2023 Stack Exchange Inc; user contributions licensed under CC BY-SA. '
        '<span id="svnrev">rev 2023.6.29.43520</span></p></div></footer>')
    return page(f"{AU_TITLE} - Ask Ubuntu", body, "en")


# --- GitHub pull request, Conversation tab (saved DOM) ----------------------------------------

GH_REPO = "acme-auto/infotainment"
GH_TITLE = "Fix crackling noise after the last firmware update"
GH_FILE = ("src/audio/mixer.c", 141, ("  if (gain > MAX_GAIN) {", "-    gain = MAX_GAIN;",
                                      "+    gain = clamp_gain(gain, MAX_GAIN);"))
GH_COMMITS = ("Clamp mixer gain after firmware update", "Add regression test for gain clamp",
              "Address review comments")


def gh_rel(t: datetime) -> str:
    """<relative-time>'s text: "now", "12 minutes ago", "3 hours ago", "yesterday", "4 days
    ago" within 30 days, then "on Mar 4" this year and "on Mar 4, 2020" before."""
    s = _seconds(t)
    if 0 <= s < 60:
        return "now"
    if 0 <= s < 3600:
        return _n(int(s // 60), "minute", "minutes") + " ago"
    if 0 <= s < 86400:
        return _n(int(s // 3600), "hour", "hours") + " ago"
    if 0 <= s < 2 * 86400 and days_ago(t) == 1:
        return "yesterday"
    if 0 <= s < 30 * 86400:
        return f"{int(s // 86400)} days ago"
    day = f"{MONTHS_EN[t.month - 1][:3]} {t.day}"
    return f"on {day}" if t.year == NOW.year else f"on {day}, {t.year}"


def gh_time(t: datetime) -> str:
    zone = _utc_offset(t) // 3600
    return (f'<relative-time datetime="{_cet_z(t)}" class="no-wrap" title="'
            f'{MONTHS_EN[t.month - 1][:3]} {t.day}, {t.year}, {hm(t, " ", True)} GMT+{zone}">'
            f'{gh_rel(t)}</relative-time>')


def gh_avatar(name: str, size: int) -> str:
    return (f'<a class="d-inline-block" data-hovercard-type="user" href="/{name}"><img class="'
            f'avatar avatar-user" src="https://avatars.githubusercontent.com/u/'
            f'{sum(map(ord, name)) * 7919}?s={size * 2}" width="{size}" alt="@{name}"></a>')


def gh_author(name: str) -> str:
    return (f'<a class="author Link--primary text-bold" data-hovercard-type="user" href="/'
            f'{name}">{name}</a>')


def gh_body(m: Message) -> str:
    quote = (f'<blockquote>\n<p dir="auto">{escape(m.quote[2])}</p>\n</blockquote>\n'
             if m.quote else "")
    return quote + "".join(f'<p dir="auto">{escape(p)}</p>\n' for p in m.paragraphs)


def gh_comment(posts: list[Message], k: int, anchor: str, wrap: bool = True) -> str:
    m = posts[k]
    labels = (["Author"] if k and m.author == posts[0].author else []) + [
        "Member" if m.uid % 3 == 0 else "Contributor"]
    tags = "".join(f'<span class="timeline-comment-label tooltipped tooltipped-s" aria-label="'
                   f'This user is {x.lower()}."><span class="Label ml-1">{x}</span></span>'
                   for x in labels)
    edited = ('<span class="js-comment-edit-history"><span class="d-inline-block color-fg-muted">'
              '•</span> <details class="details-overlay details-reset d-inline-block dropdown">'
              '<summary class="btn-link color-fg-muted js-notice"><span>edited</span></summary>'
              '</details></span>' if m.uid % 4 == 1 else "")
    thumbs = (m.uid + k) % 4
    reactions = (f'<div class="comment-reactions js-reactions-container has-reactions"><button '
                 f'class="social-reaction-summary-item btn-link" aria-label="{thumbs} people '
                 'reacted with thumbs up"><g-emoji class="social-button-emoji" alias="+1">👍'
                 f'</g-emoji><span class="js-discussion-reaction-group-count">{thumbs}</span>'
                 '</button></div>' if thumbs else "")
    inner = (
        '<div class="TimelineItem js-comment-container"><div class="avatar-parent-child '
        f'TimelineItem-avatar d-none d-md-block">{gh_avatar(m.author, 40)}</div><div class="'
        f'timeline-comment-group js-minimizable-comment-group TimelineItem-body my-0" id="{anchor}'
        '"><div class="ml-n3 timeline-comment unminimized-comment comment previewable-edit js-'
        'comment timeline-comment--caret"><div class="timeline-comment-header clearfix d-flex">'
        f'<div class="timeline-comment-actions flex-shrink-0 d-flex">{tags}</div><h3 class="'
        f'timeline-comment-header-text f5 text-normal"><strong>{gh_author(m.author)}</strong> '
        f'commented <a href="#{anchor}" id="{anchor}-permalink" class="Link--secondary js-'
        f'timestamp">{gh_time(m.when)}</a> {edited}</h3></div><div class="edit-comment-hide">'
        '<task-lists disabled sortable><table class="d-block user-select-contain"><tbody class="'
        'd-block"><tr class="d-block"><td class="d-block comment-body markdown-body js-comment-'
        f'body">{gh_body(m)}</td></tr></tbody></table></task-lists></div>{reactions}</div></div>'
        '</div>')
    if not wrap:
        return inner
    return ('<div class="js-timeline-item js-timeline-progressive-focus-container" data-gid="'
            f'IC_kwDOB{_hash(m.pid, 8)}">{inner}</div>')


def gh_event(icon: str, who: str, what: str, t: datetime, eid: int) -> str:
    return (f'<div class="js-timeline-item"><div class="TimelineItem js-targetable-element" id="'
            f'event-{eid}"><div class="TimelineItem-badge"><svg class="octicon octicon-{icon}">'
            f'</svg></div><div class="TimelineItem-body">{gh_avatar(who, 20)} {gh_author(who)} '
            f'{what} <a href="#event-{eid}" class="Link--secondary">{gh_time(t)}</a></div></div>'
            '</div>')


def gh_commits(who: str, shas: list[tuple[str, str]], t: datetime) -> str:
    rows = "".join(
        '<div class="TimelineItem TimelineItem--condensed js-commit"><div class="TimelineItem-'
        'body"><code><a href="/{0}/pull/commits/{1}" class="Link--secondary markdown-title" '
        'title="{2}">{2}</a></code> <code><a href="/{0}/pull/commits/{1}" class="Link--secondary'
        '">{3}</a></code></div></div>'.format(GH_REPO, sha, msg, sha[:7]) for sha, msg in shas)
    return ('<div class="js-timeline-item"><div class="TimelineItem TimelineItem--condensed pt-0'
            f'"><div class="TimelineItem-body">{gh_avatar(who, 20)} {gh_author(who)} added '
            f'{_n(len(shas), "commit", "commits")} <a class="Link--secondary">{gh_time(t)}</a>'
            f'</div></div>{rows}</div>')


def gh_review_comment(m: Message) -> str:
    rid = 590000000 + m.pid * 13
    return (
        f'<div class="review-comment js-comment timeline-comment-group" id="discussion_r{rid}">'
        f'<div class="d-flex">{gh_avatar(m.author, 28)}<div class="review-comment-contents flex-'
        f'auto"><h4 class="f5 text-normal d-inline"><strong>{gh_author(m.author)}</strong></h4> '
        f'<a href="#discussion_r{rid}" class="Link--secondary js-timestamp">{gh_time(m.when)}</a>'
        '<div class="comment-body markdown-body js-comment-body soft-wrap d-block">'
        f'{gh_body(m)}</div></div></div></div>')


def gh_thread(posts: list[Message], k: int, replies: list[int]) -> str:
    m = posts[k]
    path, line, code = GH_FILE
    rows = "".join(
        f'<tr><td class="blob-num blob-num-{c}" data-line-number="{line + i}"></td><td class="'
        f'blob-code blob-code-{c}"><span class="blob-code-inner">{escape(x)}</span></td></tr>'
        for i, x in enumerate(code) for c in [("context", "deletion", "addition")[i]])
    resolved = bool(replies)
    note = (f'<div class="color-fg-muted f6 px-3 pb-2">{gh_author(posts[replies[-1]].author)} '
            'marked this conversation as resolved.</div>' if resolved else "")
    rid = 612000000 + m.pid * 17
    state = ' data-resolved="true"' if resolved else ' open data-resolved="false"'
    return (
        '<div class="js-timeline-item"><div class="TimelineItem js-comment-container" id="pull'
        f'requestreview-{rid}"><div class="TimelineItem-badge"><svg class="octicon octicon-eye">'
        f'</svg></div><div class="TimelineItem-body">{gh_avatar(m.author, 20)} '
        f'{gh_author(m.author)} reviewed <a href="#pullrequestreview-{rid}" class="Link--'
        f'secondary">{gh_time(m.when)}</a></div><a href="/{GH_REPO}/pull/files/{_hash(rid, 7)}" '
        'class="btn-link Link--secondary">View reviewed changes</a></div><details class="review-'
        f'thread-component js-resolvable-timeline-thread-container details-reset border"{state}>'
        f'<summary class="py-2 px-3"><a href="#diff-{_hash(len(path), 12)}" class="text-mono '
        f'text-small Link--primary">{path}</a>{" Resolved" if resolved else ""}</summary><div '
        f'class="blob-wrapper"><table class="diff-table"><tbody>{rows}</tbody></table></div><div '
        'class="js-inline-comments-container"><div class="js-comments-holder">'
        + gh_review_comment(m) + "".join(gh_review_comment(posts[j]) for j in replies)
        + '</div><button type="button" class="review-thread-reply-button btn-link">Reply...'
        f'</button></div>{note}</details></div>')


def gh_approve(posts: list[Message], k: int) -> str:
    m = posts[k]
    rid = 613000000 + m.pid * 17
    return (
        '<div class="js-timeline-item js-timeline-progressive-focus-container"><div class="'
        f'TimelineItem js-comment-container" id="pullrequestreview-{rid}"><div class="Timeline'
        'Item-badge color-fg-on-emphasis color-bg-success-emphasis"><svg class="octicon octicon-'
        f'check" height="16" width="16"></svg></div><div class="TimelineItem-body">'
        f'{gh_avatar(m.author, 20)} {gh_author(m.author)} approved these changes <a href="#'
        f'pullrequestreview-{rid}" class="Link--secondary">{gh_time(m.when)}</a></div></div>'
        + gh_comment(posts, k, f"pullrequestreview-{rid}-body", False) + '</div>')


def gh_hidden(who: str) -> str:
    """A comment hidden as off-topic: its body is fetched only when it is shown."""
    return (
        '<div class="js-timeline-item"><div class="TimelineItem js-comment-container"><div class'
        f'="TimelineItem-avatar">{gh_avatar(who, 40)}</div><div class="timeline-comment-group '
        'TimelineItem-body"><div class="ml-n3 minimized-comment js-comment"><details class="'
        'Details-element details-reset border"><summary><h3 class="f5 text-normal color-fg-muted'
        '">This comment was marked as off-topic.</h3><span class="btn-link f6">Show comment</span>'
        f'</summary><include-fragment loading="lazy" src="/{GH_REPO}/pull/show_minimized">'
        '</include-fragment></details></div></div></div></div>')


def github_pr(posts: list[Message]) -> str:
    """A pull request's Conversation tab on GitHub (2022, the DOM once <relative-time> has
    run): the PR header (Open / Merged, "alice wants to merge 3 commits into main"); in time
    order the description as the first timeline comment, issue comments (Author / Member /
    Contributor labels, "edited", td.comment-body, 👍 counts), reviews ("bob reviewed", a
    thread on src/audio/mixer.c with the diff lines; a reply to a review comment sits inside
    that thread whenever written; "marked this conversation as resolved."), "approved these
    changes" with a body, events (label, review request, "added 2 commits", "self-assigned
    this", "mentioned this pull request", "merged commit", "deleted the fix-noise branch"), a
    comment hidden as off-topic (body not loaded); <relative-time> reads "12 minutes ago" /
    "yesterday" / "4 days ago" / "on Mar 4" / "on Mar 4, 2020", titled "Mar 4, 2021, 10:12 AM
    GMT+1"; the side bar. Quotes as Markdown blockquotes. The description is the first
    message."""
    head = posts[0]
    n = len(posts)
    num = 1200 + head.pid % 300
    index = {m.pid: k for k, m in enumerate(posts)}
    root: dict[int, int] = {}
    replies: dict[int, list[int]] = {}
    kind: dict[int, str] = {}
    for k in range(1, n):
        m = posts[k]
        q = index.get(m.quote[1]) if m.quote else None
        if q is not None and q in root:
            kind[k], root[k] = "reply", root[q]
            replies[root[q]].append(k)
        elif k % 5 == 3:
            kind[k], root[k], replies[k] = "thread", k, []
        elif k % 7 == 5 or (n >= 6 and k == n - 1):
            kind[k] = "approve"
        else:
            kind[k] = "comment"
    merged = n >= 6
    items = [gh_comment(posts, 0, f"issue-{900000000 + head.pid}"),
             gh_event("tag", head.author, 'added the <a class="IssueLabel hx_IssueLabel" href="'
                      f'/{GH_REPO}/labels/bug">bug</a> label', head.when + timedelta(minutes=1),
                      4380000000 + head.pid)]
    if n >= 2:
        items.append(gh_event("eye", head.author, f'requested a review from {gh_author(WHO[1])}',
                              head.when + timedelta(minutes=2), 4380000001 + head.pid))
    for k in range(1, n):
        if k == 2:
            t = posts[1].when + (posts[2].when - posts[1].when) / 2
            items.append(gh_commits(head.author, [(_hash(head.pid + i, 40), GH_COMMITS[i])
                                                  for i in (1, 2)], t))
        if k == 9 and n >= 12:
            t = posts[8].when + (posts[9].when - posts[8].when) / 2
            items.append(gh_event("cross-reference", WHO[0], 'mentioned this pull request <a '
                                  f'href="/{GH_REPO}/issues/1199">Crackling noise #1199</a>', t,
                                  4380000009))
        if k == n - 1 and merged:
            items.append(gh_event("person", WHO[2], "self-assigned this",
                                  posts[k - 1].when + timedelta(minutes=3), 4380000002 + k))
        if k == 4 and n >= 6:
            items.append(gh_hidden(WHO[4]))
        if kind[k] == "comment":
            items.append(gh_comment(posts, k, f"issuecomment-{798000000 + posts[k].pid * 11}"))
        elif kind[k] == "thread":
            items.append(gh_thread(posts, k, replies[k]))
        elif kind[k] == "approve":
            items.append(gh_approve(posts, k))
    end = posts[-1].when + timedelta(hours=2)
    sha = _hash(head.pid * 31, 40)
    if merged:
        items += [gh_event("git-merge", WHO[1], f'merged commit <a href="/{GH_REPO}/commit/{sha}">'
                           f'<code>{sha[:7]}</code></a> into main', end, 4380000010),
                  gh_event("git-branch", head.author, "deleted the fix-noise branch",
                           end + timedelta(minutes=1), 4380000011)]
    state = (f'<span title="Status: {"Merged" if merged else "Open"}" class="State State--'
             f'{"merged" if merged else "open"}">{"Merged" if merged else "Open"}</span>')
    what = (f'{gh_author(WHO[1])} merged 3 commits into' if merged else
            f'{gh_author(head.author)} wants to merge 3 commits into')
    people = list(dict.fromkeys(m.author for m in posts))
    side = "".join(
        f'<div class="discussion-sidebar-item"><div class="discussion-sidebar-heading text-bold">'
        f'{h}</div><div class="css-truncate">{v}</div></div>'
        for h, v in (("Reviewers", WHO[1]), ("Assignees", WHO[2] if merged else "No one"),
                     ("Labels", "bug audio"), ("Milestone", "v2.4"),
                     ("Development", "Successfully merging this pull request may close these "
                                     "issues. Crackling noise from speakers #1199"),
                     (_n(len(people), "participant", "participants"),
                      "".join(gh_avatar(p, 26) for p in people))))
    box = ('Pull request successfully merged and closed' if merged else
           'This branch has no conflicts with the base branch')
    tabs = "".join(f'<a class="tabnav-tab{" selected" if i == 0 else ""}" href="#">{x} <span '
                   f'class="Counter">{c}</span></a>'
                   for i, (x, c) in enumerate((("Conversation", n - 1), ("Commits", 3),
                                               ("Checks", 2), ("Files changed", 4))))
    body = (
        '<div class="application-main"><main id="js-repo-pjax-container"><div id="repository-'
        'container-header" class="pt-3 hide-full-screen"><div class="d-flex flex-wrap flex-'
        'items-center f3 text-normal"><a class="url fn" rel="author" href="/acme-auto">acme-'
        'auto</a><span class="mx-1">/</span><strong class="mr-2"><a href="/acme-auto/'
        'infotainment">infotainment</a></strong><span class="Label Label--secondary">Public'
        '</span></div><nav class="js-repo-nav UnderlineNav"><ul class="UnderlineNav-body">'
        + "".join(f'<li><a class="UnderlineNav-item" href="/{GH_REPO}/{x.lower()}">{x}</a></li>'
                  for x in ("Code", "Issues", "Pulls", "Actions", "Security"))
        + '</ul></nav></div><div class="clearfix container-xl px-3 mt-4"><div id="partial-'
        'discussion-header" class="gh-header mb-3"><h1 class="gh-header-title mb-2 f1"><bdi '
        f'class="js-issue-title markdown-title">{GH_TITLE}</bdi> <span class="f1-light color-fg-'
        f'muted">#{num}</span></h1><div class="d-flex flex-items-center gh-header-meta">{state}'
        f'<div class="flex-auto min-width-0 mb-2">{what} <span class="commit-ref base-ref">main'
        f'</span> from <span class="commit-ref head-ref">{_handle(head)}:fix-noise</span></div>'
        f'</div></div><div class="tabnav-tabs">{tabs}</div><div id="discussion_bucket" class="'
        'pull-request-tab-content is-visible"><div class="Layout Layout--sidebarPosition-end">'
        '<div class="Layout-main"><div class="pull-discussion-timeline js-pull-discussion-'
        f'timeline"><div class="js-discussion js-socket-channel ml-md-6 pl-md-3">{"".join(items)}'
        f'</div><div class="merge-pr"><h3 class="h4 status-heading">{box}</h3></div></div></div>'
        f'<div class="Layout-sidebar"><div id="partial-discussion-sidebar">{side}</div></div>'
        '</div></div></div></main></div><footer class="footer width-full container-xl" role="'
        'contentinfo"><ul class="list-style-none d-flex flex-wrap"><li>&copy; 2022 GitHub, Inc.'
        '</li><li><a href="https://docs.github.com/site-policy">Terms</a></li><li><a href="'
        'https://docs.github.com/privacy">Privacy</a></li><li><a href="https://www.githubstatus'
        '.com/">Status</a></li><li><a href="https://docs.github.com">Docs</a></li></ul></footer>')
    return page(f"{GH_TITLE} by {_handle(head)} · Pull Request #{num} · {GH_REPO}", body, "en")


# --- GitLab merge request, Overview tab (saved DOM) -------------------------------------------

GL = "https://gitlab.example.org"
GL_PROJECT = "infotainment/audio-stack"
GL_TITLE = "Draft: Clamp mixer gain to stop the crackling after the firmware update"


def gl_ago(t: datetime) -> str:
    """timeago.js as GitLab uses it: "just now", "12 minutes ago", "3 hours ago", "1 day ago",
    "2 weeks ago", "3 months ago", "1 year ago"."""
    s = _seconds(t)
    for size, unit in ((31536000, "year"), (2592000, "month"), (604800, "week"),
                       (86400, "day"), (3600, "hour"), (60, "minute")):
        if s >= size:
            return _n(int(s // size), unit, unit + "s") + " ago"
    return "just now"


def gl_time(t: datetime, cls: str = "js-timeago") -> str:
    """The <time> with the tooltip "Mar 4, 2021 10:12am CET"."""
    return (f'<time title="{MONTHS_EN[t.month - 1][:3]} {t.day}, {t.year} {hm(t, "")} '
            f'{cet_zone(t)[1]}" datetime="{_cet_z(t)}" data-toggle="tooltip" data-placement="top"'
            f' data-container="body" class="{cls}">{gl_ago(t)}</time>')


def gl_user(name: str) -> tuple[str, str]:
    """The note header's link: the name and "@handle"; and the avatar."""
    handle = name.lower().replace(".", "_")
    uid = sum(map(ord, name)) * 31
    link = (f'<a href="/{handle}" data-user-id="{uid}" data-username="{handle}" class="js-user-'
            f'link"><span class="note-header-author-name gl-font-weight-bold">{name}</span> '
            f'<span class="author-username"><span class="note-headline-light">@{handle}</span>'
            '</span></a>')
    avatar = (f'<div class="timeline-avatar gl-float-left"><a href="/{handle}" class="js-user-'
              f'link"><img src="{GL}/uploads/-/system/user/avatar/{uid}/avatar.png?width=64" '
              f'width="32" height="32" alt="{name}\'s avatar" class="avatar s32"></a></div>')
    return link, avatar


def gl_note(posts: list[Message], k: int, first: bool = True, reply: bool = False) -> str:
    m = posts[k]
    nid = 880000 + m.pid * 3
    link, avatar = gl_user(m.author)
    quote = (f'<blockquote dir="auto"><p data-sourcepos="1:3-1:{len(m.quote[2]) + 2}" dir="auto">'
             f'{escape(m.quote[2])}</p></blockquote>' if m.quote else "")
    text = "".join(f'<p data-sourcepos="{i * 2 + 3}:1-{i * 2 + 3}:{len(p)}" dir="auto">'
                   f'{escape(p)}</p>' for i, p in enumerate(m.paragraphs))
    role = ("Maintainer", "Developer", "Reporter")[m.uid % 3]
    author = ('<span class="note-role note-role-author gl-badge badge badge-pill badge-muted sm">'
              'Author</span>' if m.author == posts[0].author else "")
    edited = (f'<div class="note_edited_ago">Edited by <a href="/{_handle(m)}" class="js-user-'
              f'link author-link">{m.author}</a> {gl_time(_later(m))}</div>'
              if m.uid % 4 == 2 else "")
    cls = ("note note-wrapper note-comment" + (" reply" if reply else "")
           + ("" if first else " timeline-entry"))
    return (
        f'<li id="note_{nid}" data-note-id="{nid}" class="{cls}"><div class="timeline-entry-'
        f'inner">{avatar}<div class="timeline-content"><div class="note-header"><div class="note-'
        f'header-info">{link} <span class="note-headline-light note-headline-meta"><span class="'
        f'gl-text-gray-500 gl-mr-1">·</span><a href="#note_{nid}" class="note-timestamp system-'
        f'note-separator">{gl_time(m.when)}</a></span></div><div class="note-actions">{author}'
        '<span class="note-role user-access-role has-tooltip" title="This user has the '
        f'{role.lower()} role in the Audio Stack project.">{role}</span><button title="Add '
        'reaction" class="note-action-button js-add-award btn-icon"></button><button title="'
        'Reply to comment" class="note-action-button js-reply-button btn-icon"></button></div>'
        '</div><div class="timeline-discussion-body"><div class="note-body"><div class="note-'
        f'text md">{quote}{text}</div>{edited}</div></div></div></div></li>')


def gl_system(icon: str, who: str, what: str, t: datetime, sid: int, extra: str = "") -> str:
    link, _ = gl_user(who)
    return (
        f'<li id="note_{sid}" data-note-id="{sid}" class="note system-note note-wrapper '
        f'timeline-entry"><div class="timeline-entry-inner"><div class="timeline-icon"><svg '
        f'data-testid="{icon}-icon" class="gl-icon s16"></svg></div><div class="timeline-'
        f'content"><div class="note-header"><div class="note-header-info">{link} <span class="'
        f'note-headline-light note-headline-meta"><span class="system-note-message"><span>{what}'
        f'</span></span><span class="system-note-separator">·</span><a href="#note_{sid}" class="'
        f'note-timestamp system-note-separator">{gl_time(t)}</a></span></div></div><div class="'
        f'note-body">{extra}</div></div></div></li>')


def gl_discussion(posts: list[Message], root: int, replies: list[int], diff: bool) -> str:
    m = posts[root]
    did = _hash(m.pid * 5, 40)
    header = ""
    if diff:
        link, avatar = gl_user(m.author)
        rows = "".join(f'<tr class="line_holder {c}"><td class="diff-line-num {c} old_line">{a}'
                       f'</td><td class="diff-line-num {c} new_line">{b}</td><td class="line_'
                       f'content {c}"><span class="line">{x}</span></td></tr>'
                       for c, a, b, x in (("old", 141, "", "-    gain = MAX_GAIN;"),
                                          ("new", "", 141,
                                           "+    gain = clamp_gain(gain, MAX_GAIN);")))
        header = (
            f'<div class="discussion-header note-wrapper">{avatar}<div class="note-header"><div '
            f'class="note-header-info">{link} <span class="note-headline-light note-headline-meta'
            f'"><span class="system-note-message">started a thread on <a href="#{did}">the diff'
            f'</a></span> <a href="#note_{880000 + m.pid * 3}" class="note-timestamp">'
            f'{gl_time(m.when)}</a></span></div></div></div><div class="diff-file file-holder">'
            '<div class="js-file-title file-title"><strong class="file-title-name">src/audio/'
            'mixer.c</strong></div><div class="diff-content"><table class="code js-syntax-'
            f'highlight diff-wrap-lines">{rows}</table></div></div>')
    notes = gl_note(posts, root) + "".join(gl_note(posts, j, True, True) for j in replies)
    resolved = ""
    if replies:
        last = posts[replies[-1]]
        resolved = (f'<div class="line-resolve-text">Resolved by {last.author} '
                    f'{gl_time(last.when + timedelta(minutes=5))}</div>')
    return (
        f'<li class="note note-discussion timeline-entry" data-discussion-id="{did}"><div class='
        '"timeline-entry-inner"><div class="timeline-content"><div class="discussion js-'
        f'discussion-container"><div class="card discussion-wrapper">{header}<div class="'
        f'discussion-notes"><ul class="notes">{notes}</ul></div><div class="discussion-reply-'
        f'holder">{resolved}<button class="js-vue-discussion-reply btn gl-button" type="button">'
        f'Reply...</button> <button class="btn gl-button" type="button">'
        f'{"Unresolve thread" if replies else "Resolve thread"}</button></div></div></div></div>'
        '</div></li>')
def gitlab_mr(posts: list[Message]) -> str:
    """A GitLab 15 merge request's Overview tab, as the browser's DOM holds it: "alice
    requested to merge fix-noise into main 3 months ago", the description ("Edited 3 days ago
    by alice"), the widget ("Merged by bob 2 days ago"); ul#notes-list in the order threads
    were started: single notes (name and "@handle", "· <time>" reading "12 minutes ago" / "2
    weeks ago" / "1 year ago" titled "Mar 4, 2021 10:12am CET", Author and role badges,
    "Edited ... by" on some), threads ("started a thread on the diff" with the diff lines, or
    a note that was answered) with their replies inside and "Resolved by bob ...", system
    notes ("added ~bug ~audio labels", "requested review from", "added 2 commits", "approved
    this merge request", "mentioned in commit"). Quotes as Markdown blockquotes; a reply that
    quotes a note joins its thread. The description is the first message."""
    head = posts[0]
    n = len(posts)
    iid = 480 + head.pid % 200
    index = {m.pid: k for k, m in enumerate(posts)}
    thread_of: dict[int, int] = {}
    replies: dict[int, list[int]] = {}
    roots: list[int] = []
    for k in range(1, n):
        m = posts[k]
        q = index.get(m.quote[1]) if m.quote else None
        if q:
            root = thread_of.get(q, q)
            replies.setdefault(root, []).append(k)
            thread_of[k] = root
        else:
            roots.append(k)
            thread_of[k] = k
    merged = n >= 6
    notes = []
    hid = 770000 + head.pid * 10
    notes.append(gl_system("label", head.author, 'added <span class="gl-label gl-label-sm"><span'
                           ' class="gl-label-text">bug</span></span> <span class="gl-label gl-'
                           'label-sm"><span class="gl-label-text">audio</span></span> labels',
                           head.when + timedelta(minutes=1), hid))
    if n >= 2:
        notes.append(gl_system("user", head.author, f"requested review from @{WHO[1].lower()}",
                               head.when + timedelta(minutes=2), hid + 1))
    commits = ('<div class="note-text md"><ul>' + "".join(
        f'<li><code>{_hash(head.pid + i, 8)}</code> - {x}</li>'
        for i, x in enumerate(GH_COMMITS[1:])) + '</ul><p><a href="#" class="gl-link">Compare '
        'with previous version</a></p></div>')
    for k in roots:
        if k == 2:
            t = posts[1].when + (posts[2].when - posts[1].when) / 2
            notes.append(gl_system("commit", head.author, "added 2 commits", t, hid + 2, commits))
        if k == n - 1 and merged:
            notes.append(gl_system("approval", WHO[1], "approved this merge request",
                                   posts[k - 1].when + timedelta(minutes=9), hid + 3))
        if k in replies or k % 4 == 2:
            notes.append(gl_discussion(posts, k, replies.get(k, []), k % 4 == 2))
        else:
            notes.append(gl_note(posts, k, False))
    sha = _hash(head.pid * 31, 40)
    end = posts[-1].when + timedelta(hours=2)
    if merged:
        notes.append(gl_system("commit", WHO[1], f'mentioned in commit <a href="/{GL_PROJECT}/-/'
                               f'commit/{sha}" class="gfm gfm-commit">{sha[:8]}</a>', end,
                               hid + 4))
    badge = ('<span class="badge badge-info gl-badge issuable-status-badge">'
             f'{"Merged" if merged else "Open"}</span>')
    users = list(dict.fromkeys(m.author for m in posts))
    side = "".join(
        f'<div class="block"><div class="title hide-collapsed">{h}</div><div class="value hide-'
        f'collapsed">{v}</div></div>'
        for h, v in (("Assignee", head.author), ("Reviewers", WHO[1]), ("Labels", "audio bug"),
                     ("Milestone", "v2.4"), ("Time tracking", "No estimate or time spent"),
                     (_n(len(users), "participant", "participants"), " ".join(users)),
                     ("Reference", f"{GL_PROJECT}!{iid}")))
    widget = (f'<div class="ci-widget media">Pipeline <a href="#">#{45000 + iid}</a> passed for '
              f'<a href="#">{sha[:8]}</a> on fix-noise {gl_time(head.when + timedelta(hours=1))}'
              '</div><div class="mr-widget-body media">'
              + (f'Merged by <a href="/{WHO[1].lower()}">{WHO[1]}</a> {gl_time(end)}'
                 if merged else 'Ready to merge!') + '</div>')
    nav = "".join(f'<li><a href="/{GL_PROJECT}/-/{h}"><span class="nav-item-name">{x}</span>'
                  '</a></li>' for h, x in (("tree/main", "Repository"), ("issues", "Issues"),
                                           ("merge_requests", "Merge requests"),
                                           ("pipelines", "CI/CD"), ("wikis/home", "Wiki")))
    tabs = "".join(f'<li class="{x.lower()}-tab"><a href="#{x.lower()}">{x} <span class="badge '
                   f'badge-muted badge-pill gl-badge sm">{c}</span></a></li>'
                   for x, c in (("Overview", n - 1), ("Commits", 3), ("Pipelines", 2),
                                ("Changes", 4)))
    description = "".join(f'<p data-sourcepos="{i * 2 + 1}:1-{i * 2 + 1}:{len(p)}" dir="auto">'
                          f'{escape(p)}</p>' for i, p in enumerate(head.paragraphs))
    body = (
        '<header class="navbar navbar-gitlab js-navbar"><h1 class="title"><a title="Homepage" '
        f'href="{GL}/"><img class="brand-header-logo" alt="GitLab" src="/assets/logo.svg"></a>'
        '</h1><button class="top-nav-toggle" type="button">Menu</button><input type="search" '
        'placeholder="Search GitLab"><a href="/users/sign_in" class="gl-button btn">Sign in</a>'
        '</header><div class="layout-page page-with-contextual-sidebar"><aside class="nav-'
        'sidebar" aria-label="Project navigation"><div class="context-header">Audio Stack</div>'
        f'<ul class="sidebar-top-level-items">{nav}</ul></aside><div class="content-wrapper"><nav'
        ' class="breadcrumbs" aria-label="Breadcrumbs"><ul class="list-unstyled breadcrumbs-list'
        '"><li><a href="/infotainment">Infotainment</a></li><li><a href="/infotainment/audio-'
        f'stack">Audio Stack</a></li><li><a href="/{GL_PROJECT}/-/merge_requests">Merge requests'
        f'</a></li><li>!{iid}</li></ul></nav><main id="content-body" class="content"><div class="'
        f'merge-request"><div class="detail-page-header">{badge}<h1 class="title page-title">'
        f'{GL_TITLE}</h1><div class="gl-text-gray-500"><a href="/{_handle(head)}" class="author-'
        f'link js-user-link">{head.author}</a> requested to merge <a class="ref-container" href="'
        '#">fix-noise</a> into <a class="ref-container" href="#">main</a> '
        f'{gl_time(head.when)}</div></div><ul class="merge-request-tabs nav-tabs">{tabs}</ul><div'
        ' class="notes tab-pane active" id="notes"><div class="detail-page-description"><div '
        f'class="description js-task-list-container"><div class="md">{description}</div></div>'
        f'<small class="edited-text">Edited {gl_time(_later(head, 50))} by <a href="/'
        f'{_handle(head)}" class="author-link">{head.author}</a></small></div><div class="mr-'
        f'state-widget gl-mt-3">{widget}</div><ul id="notes-list" class="notes main-notes-list '
        f'timeline">{"".join(notes)}</ul></div></div></main></div><aside class="right-sidebar" '
        f'aria-label="Merge request"><div class="issuable-sidebar">{side}</div></aside></div>')
    return page(f"{GL_TITLE} (!{iid}) · Merge requests · Infotainment / Audio Stack · GitLab",
                body, "en")


# --- the new Reddit (the 2018 redesign, saved DOM) --------------------------------------------

RD_SUB = "MechanicAdvice"
RD_TITLE = "Crackling from the speakers since the infotainment update, dealer says it's normal?"
RD_COMMENT = "_3sf33-9rVAO_v4y0pIW_CH"


def rd_ago(t: datetime) -> str:
    """The redesign's ages: "just now", "12 min. ago", "3 hr. ago", "4 days ago", "2 mo.
    ago", "1 yr. ago"."""
    n, unit = _ago_units(t)
    if unit == "now":
        return "just now"
    if unit == "d":
        return _n(n, "day", "days") + " ago"
    return f"{n} {dict(min='min.', h='hr.', mo='mo.', y='yr.')[unit]} ago"


def rd_id(m: Message) -> str:
    """A base-36 comment id: "gq3x1ab"."""
    n, out = 1_000_000_000 + m.pid * 7919, ""
    while n:
        n, r = divmod(n, 36)
        out = "0123456789abcdefghijklmnopqrstuvwxyz"[r] + out
    return out


def rd_score(m: Message) -> int:
    return (m.uid * 7 + m.pid) % 40 - 3


def rd_lines(depth: int) -> str:
    return ('<div class="_1DooEIX-1Nj5rweIc5cw_E">' + "".join(
        '<div class="_1YCqQVO-9r-Up6QPB9H6_4 _1YCqQVO-9r-Up6QPB9H6_4" style="left:'
        f'{i * 21 + 4}px"><i class="threadline"></i></div>' for i in range(depth)) + '</div>')


def rd_comment(posts: list[Message], k: int, depth: int) -> str:
    m = posts[k]
    cid = rd_id(m)
    quote = (f'<blockquote class="_4OtOUaGIjjp2cNJMUxme_"><p class="_1qeIAgB0cPwnLhDF9XSiJM">'
             f'{escape(m.quote[2])}</p></blockquote>' if m.quote else "")
    text = "".join(f'<p class="_1qeIAgB0cPwnLhDF9XSiJM">{escape(p)}</p>' for p in m.paragraphs)
    op = ('<a class="_1Q4i3B2ATRw9ScE4EfoU82 _1yfy9lU5OGlhaXnhXNZxKf" href="#"><span class="'
          '_3YWaoFDaFsGhd9tHLcPDND">OP</span></a>' if m.author == posts[0].author else "")
    edited = (f'<span class="_2ETuFsVzMBxiHia6HfJCTQ">·</span><span class="_3yx4Dn0W3Yunucf5s'
              f'VJeFU _2pFdCpgBihIaYh9DSMWBIu">edited {rd_ago(_later(m))}</span>'
              if m.uid % 4 == 1 else "")
    score = rd_score(m)
    buttons = "".join(f'<button class="_374Hkkigy4E4srsI2WktEd">{x}</button>'
                      for x in ("Reply", "Share", "Report", "Save", "Follow"))
    return (
        f'<div style="padding-left:{16 + 21 * depth}px" tabindex="-1" class="{RD_COMMENT}" id="t1_'
        f'{cid}">{rd_lines(depth)}<div class="Comment t1_{cid} P8SGAKMtRxNwlmLz1zdJu _1z5rdmX8TDr6'
        'mqwNv7A70U"><div data-testid="comment_author_icon" class="_1p9d3WF1z5ueCIjRzZdD2a"><img '
        'alt="User avatar" class="_2TN8dEgAQbSyKntWpSPYM7" src="https://www.redditstatic.com/'
        f'avatars/defaults/v2/avatar_default_{m.uid % 8}.png"></div><div class="_3tw__eCCe7j-ep'
        f'NCKGXUKk"><span class="_1RIl585IYPW6cmNXwgRz0J">level {depth + 1}</span><div class="-'
        'Xcv3XBXmgiY2X5RqaPbO _1S45SPAIb30fsXtEcKPSdt" data-testid="post-comment-header"><div '
        f'class="_1nDkoRHC8A0pQn4jsSqJqw" id="UserInfoTooltip--t1_{cid}"><a class="wM6scouPXXsFD'
        f'SZmZPHRo DjcdNGtVXPcxG0yiFXIoZ" data-testid="comment_author_link" href="/user/'
        f'{m.author}/">{m.author}</a></div>{op}<span class="_2ETuFsVzMBxiHia6HfJCTQ">·</span><a '
        'class="_3yx4Dn0W3Yunucf5sVJeFU" data-testid="comment_timestamp" href="/r/'
        f'{RD_SUB}/comments/lx9abc/comment/{cid}/" id="CommentTopMeta--Created--t1_{cid}" rel="'
        f'nofollow">{rd_ago(m.when)}</a>{edited}</div><div data-testid="comment" class="_3cjCphg'
        f'ls6DH-irkVaA0GM"><div class="_292iotee39Lmt0MkQZ2hPV RichTextJSON-root">{quote}{text}'
        '</div></div><div class="_3KgrO85L1p9wQbgwG27q4y"><div class="_1E9mcoVn4MYnuBQSVDt1gC" '
        f'id="vote-arrows-t1_{cid}"><button aria-label="upvote" class="voteButton"></button><div '
        f'class="_1rZYMD_4xY3gRcSS3p8ODO">{score}</div><button aria-label="downvote" class="'
        f'voteButton"></button></div>{buttons}</div></div></div></div>')


def rd_deleted(depth: int, t: datetime) -> str:
    return (
        f'<div style="padding-left:{16 + 21 * depth}px" tabindex="-1" class="{RD_COMMENT}" id="'
        f't1_gq00del">{rd_lines(depth)}<div class="Comment t1_gq00del P8SGAKMtRxNwlmLz1zdJu"><div'
        f' class="_3tw__eCCe7j-epNCKGXUKk"><span class="_1RIl585IYPW6cmNXwgRz0J">level {depth + 1}'
        '</span><div class="-Xcv3XBXmgiY2X5RqaPbO"><span class="_2ETuFsVzMBxiHia6HfJCTQ">'
        '[deleted]</span><span class="_2ETuFsVzMBxiHia6HfJCTQ">·</span><span class="_3yx4Dn0W3Y'
        f'unucf5sVJeFU">{rd_ago(t)}</span></div><div class="_3cjCphgls6DH-irkVaA0GM"><span class="'
        '_2QT8HO-4wHSw0NqAgwHYq2">Comment deleted by user</span></div></div></div></div>')
def reddit_new(posts: list[Message]) -> str:
    """A post on the new Reddit (the 2018 React redesign, 2022, its generated class names):
    "r/MechanicAdvice • Posted by u/alice 3 mo. ago", the flair, h1, the self text, "94%
    Upvoted", "Sort By: Best"; the comment tree drawn flat: a div per comment indented by
    padding-left, a threadline per level, "level 2" for screen readers, "OP" on the poster's,
    "· 3 hr. ago" / "4 days ago" / "2 mo. ago" / "1 yr. ago", "edited ..." on some, the score;
    top-level comments and replies sorted by score, a reply under the comment it quotes (or,
    every fourth, under the one before); a "[deleted]" comment and a promoted post between
    threads; the sidebar ("Created Mar 12, 2012", rules, an ad). Quotes as blockquotes. The
    self text is the first message."""
    head = posts[0]
    n = len(posts)
    tops, kids = _tree(posts)

    def best(ks: list[int]) -> list[int]:
        return sorted(ks, key=lambda k: (-rd_score(posts[k]), k))

    sorted_kids = {k: best(v) for k, v in kids.items()}
    rows = []
    seen = 0
    for k, depth in _depth_first(sorted_kids, best(tops)):
        if depth == 0:
            if seen == 2:
                rows.append(
                    '<div class="_2YzmqHkc3Fxv8XBxgB3YdA promotedlink" data-testid="promoted">'
                    '<span class="_2oEYZXchPfHwcf9mTMGMg8">Promoted</span><a href="/user/'
                    'torque_tools/">u/torque_tools</a><h3 class="_eYtD2XCVieq6emjKBH3m">The '
                    'only torque wrench you will ever need. Free shipping this week.</h3><a '
                    'class="_13svhQIUZqD9PVzFcLwOKT" href="#">Learn More</a></div>')
            seen += 1
        rows.append(rd_comment(posts, k, depth))
        if n >= 6 and depth == 0 and seen == 1:
            rows.append(rd_deleted(1, posts[k].when + timedelta(hours=1)))
    pid = rd_id(head)
    text = "".join(f'<p class="_1qeIAgB0cPwnLhDF9XSiJM">{escape(p)}</p>' for p in head.paragraphs)
    box = '<div class="_1G4yU68P50vRZ4USXfaceV"><div class="_2QZ7T4uAFMs_N83BZcN-Em">{}</div>'
    body = (
        '<div id="2x-container"><header class="_2Yxg8rIBhNcZHqlkqJ4hXj" data-testid="reddit-'
        'header"><a aria-label="Home" class="_30BbATRhFv3V83DHNDjJAO" href="/"></a><h1 class="'
        f'_2rQAgGK6rr7ZTy7b7YLOBY">r/{RD_SUB}</h1><form role="search"><input id="header-search-'
        'bar" name="q" placeholder="Search Reddit" type="search"></form><a class="_3Wg53T10Kuu'
        'PmyWOMWsY2F" href="#">Get App</a><a class="_3Wg53T10KuuPmyWOMWsY2F" href="/login/">Log '
        'In</a><a class="_3Wg53T10KuuPmyWOMWsY2F" href="/register/">Sign Up</a></header><div '
        'class="_1vyLCp-v-tE5QvZovwrASa" id="AppRouter-main-content"><div class="_3ozFtOe6WpJEM'
        f'UtxDOIvtU"><div class="_1Kqj5l1s8MwiS3-1tDuSDH"><div class="_1oQyIsiPHYt6nx7VOmd1sz Post'
        f' t3_{pid}" id="t3_{pid}" tabindex="-1"><div class="_23h0-EcaBUorIHC-JZyh6J"><div class='
        f'"_1rZYMD_4xY3gRcSS3p8ODO">{n * 13 + 41}</div></div><div class="_14-YvdFiW5iVvfe5wdgmET">'
        f'<div class="cZPZhMe-UCZ8htPodMyJ5"><a class="_3ryJoIoycVkA88fy40qNJc" href="/r/{RD_SUB}'
        f'/">r/{RD_SUB}</a><span role="presentation">•</span><span class="_2fCzxBE1dlMh4OFc7B3Dun'
        f'">Posted by</span><div class="_1nDkoRHC8A0pQn4jsSqJqw" id="UserInfoTooltip--t3_{pid}">'
        f'<a class="_2tbHP6ZydRpjI44J3syuqC" href="/user/{head.author}/">u/{head.author}</a>'
        '</div><span class="_2VF2J19pUIMSLJFky-7PEI" data-testid="post_timestamp">'
        f'{rd_ago(head.when)}</span></div><div class="_2SdHzo12ISmrC8H86TgSCp"><h1 class="_eYtD2X'
        f'CVieq6emjKBH3m">{escape(RD_TITLE)}</h1></div><span class="_1jNPl3YUk6zbpLWdjaJT1r">'
        'Electrical</span><div class="STit0dLageRsa2yR4te_b" data-click-id="text"><div class="'
        f'_292iotee39Lmt0MkQZ2hPV RichTextJSON-root">{text}</div></div><div class="_1hwEKkB_38tIo'
        f'al6fcdrt9"><span>{n - 1 + (1 if n >= 6 else 0)} Comments</span><button>Share</button>'
        '<button>Save</button><div class="t4Hq30BDzTeJ85vREX7_M">94% Upvoted</div></div></div>'
        '</div><div class="_1r4smTyOEZFO91uFIdWW6T">Log in or sign up to leave a comment</div>'
        '<button class="_2Vkdik1Q8k0lBEhhA_lRKE">Sort By: Best</button><div class="_1YCqQVO-9r-'
        f'Up6QPB9H6_4"><div class="_2M2wOqmeoPVvcSsJ6Po9-V">{"".join(rows)}</div></div></div><div'
        ' class="_1OVBBWLtHoSPfGCRaPzpTf" data-testid="subreddit-sidebar">'
        + box.format("About Community") + 'Ask your car repair questions here; our mechanics '
        'answer for free.<div class="_3XFx6CfPlg-4UsXDvAoE7">1.2m</div><p>Members</p><div class='
        '"_3XFx6CfPlg-4UsXDvAoE7">2.3k</div><p>Online</p><span class="_1Yd6F0ZIwVnUgHEVNE8IzR">'
        'Created Mar 12, 2012</span></div>' + box.format(f"r/{RD_SUB} Rules") + '1. Include '
        'year, make, model and mileage</div>' + box.format("Moderators") + '<a href="/user/'
        'AutoModerator/">u/AutoModerator</a></div><div data-testid="sidebar-ad"><span>'
        'ADVERTISEMENT</span></div><button class="_2iuoyPiKHN3kfOoeIQalDT">Back to Top</button>'
        '</div></div></div></div>')
    return page(f"{RD_TITLE} : r/{RD_SUB}", body, "en")


# --- Naver Blog post with its comments (Korean, saved DOM) ------------------------------------

NV_TITLE = "업데이트 후 생긴 이상한 소음, 원인을 찾았어요"
NV_POSTS = ("겨울철 배터리 방전 대처법", "블랙박스 메모리 카드 교체 후기",
            "엔진오일 교환 주기 정리", "타이어 공기압 경고등 해결")


def nv_when(t: datetime, spaced: bool) -> str:
    """Naver's dates: "방금 전", "12분 전", "3시간 전" within the day, then "2021. 3. 4. 10:12"
    on the post and "2021.3.4. 10:12" in the comment box."""
    s = _seconds(t)
    if 0 <= s < 60:
        return "방금 전"
    if 0 <= s < 3600:
        return f"{int(s // 60)}분 전"
    if 0 <= s < 86400:
        return f"{int(s // 3600)}시간 전"
    sep = ". " if spaced else "."
    return f"{t.year}{sep}{t.month}{sep}{t.day}. {t:%H:%M}"


def nv_comment(posts: list[Message], k: int, replies: list[int], reply: bool) -> str:
    m = posts[k]
    cid = 3100000 + m.pid * 9
    lead = ""
    if m.quote:
        q = _quoted(posts, m)
        lead = (f'<strong class="u_cbox_target_name">@{q.author}</strong> “{escape(m.quote[2])}”'
                '<br>')
    owner = ('<span class="u_cbox_ico_owner">작성자</span>' if m.author == posts[0].author
             else "")
    below = "".join(nv_comment(posts, j, [], True) for j in replies)
    area = (f'<div class="u_cbox_reply_area" style="display: block;"><ul class="u_cbox_list">'
            f'{below}</ul></div>' if below else "")
    return (
        f'<li class="u_cbox_comment cbox_module__comment_{cid} _user_id_no_{m.uid * 77}'
        f'{" u_cbox_type_reply" if reply else ""}" data-info="commentNo:\'{cid}\',replyLevel:'
        f'{2 if reply else 1},deleted:false"><div class="u_cbox_comment_box u_cbox_type_profile">'
        '<div class="u_cbox_area"><div class="u_cbox_thumb"><a href="https://blog.naver.com/'
        f'{_handle(m)}" class="u_cbox_thumb_wrap"><img src="https://blogpfthumb-phinf.pstatic.net'
        f'/{_hash(m.uid, 12)}/profile.png?type=s1" class="u_cbox_img_profile" alt="프로필 이미지">'
        '</a></div><div class="u_cbox_info"><span class="u_cbox_info_main"><a href="https://blog'
        f'.naver.com/{_handle(m)}" class="u_cbox_name"><span class="u_cbox_name_area"><span class'
        f'="u_cbox_nick_area"><span class="u_cbox_nick">{m.author}</span></span></span></a></span>'
        f'{owner}</div><div class="u_cbox_text_wrap"><span class="u_cbox_contents" data-lang="ko"'
        f'>{lead}{paras(m, "<br>")}</span></div><div class="u_cbox_info_base"><span class="u_cbox'
        f'_date" data-value="{_zone_iso(m.when, 9, False)}">{nv_when(m.when, False)}</span><span '
        'class="u_cbox_work_box"><a href="#" class="u_cbox_btn_report"><span class="u_cbox_ico_'
        'bar"></span><span class="u_cbox_in_report">신고</span></a></span></div><div class="u_'
        'cbox_tool">' + ('' if reply else '<a href="#" class="u_cbox_btn_reply"><strong class="'
                         'u_cbox_reply_txt">답글</strong><span class="u_cbox_reply_cnt">'
                         f'{len(replies)}</span></a>') + '<div class="u_cbox_recomm_set"><a '
        'href="#" class="u_cbox_btn_recomm"><span class="u_cbox_ico_recomm">공감</span><em class='
        f'"u_cbox_cnt_recomm">{(m.uid + k) % 6}</em></a></div></div></div></div>{area}</li>')


def naver_blog_comments(posts: list[Message]) -> str:
    """A Naver Blog post with its comments (2022, the PostView page as the DOM holds it): the
    sidebar, "전체글 보기" with dates "2021. 2. 20."; the SmartEditor ONE post (title, nickname,
    span.se_publishDate "2021. 3. 4. 10:12" or "3시간 전", one se-text component per
    paragraph), 공감, "댓글 5"; the comment box (u_cbox, oldest first): li.u_cbox_comment with
    the nickname ("작성자" on the blogger's), span.u_cbox_contents with <br>s,
    span.u_cbox_date "2021.3.4. 10:12" (data-value +0900), "답글 2"; replies one level deep in
    div.u_cbox_reply_area; a deleted ("삭제된 댓글입니다.") and a secret comment; "이 블로그
    인기글". A quoted post follows "@bob" in quotation marks. The post is the first message."""
    head = posts[0]
    n = len(posts)
    blog = _handle(head)
    log_no = 222200000000 + head.pid * 37
    tops, kids = _tree(posts)
    items = [nv_comment(posts, k, _descendants(kids, k), False) for k in tops]
    if n >= 6:
        items.insert(1, '<li class="u_cbox_comment u_cbox_type_delete"><div class="u_cbox_comment_'
                        'box"><div class="u_cbox_area"><div class="u_cbox_text_wrap"><span class='
                        '"u_cbox_delete_contents">삭제된 댓글입니다.</span></div></div></div></li>')
        items.insert(3, '<li class="u_cbox_comment u_cbox_type_secret"><div class="u_cbox_'
                        'comment_box"><div class="u_cbox_area"><div class="u_cbox_info"><span '
                        'class="u_cbox_nick">dri***</span></div><div class="u_cbox_text_wrap">'
                        '<span class="u_cbox_contents u_cbox_secret_contents"><span class="u_'
                        'cbox_ico_secret"></span>비밀 댓글입니다.</span></div><div class="u_cbox_'
                        f'info_base"><span class="u_cbox_date">'
                        f'{nv_when(posts[2].when + timedelta(hours=3), False)}</span></div></div>'
                        '</div></li>')
    paras_html = "".join(
        '<div class="se-component se-text se-l-default"><div class="se-component-content"><div '
        'class="se-section se-section-text se-l-default"><div class="se-module se-module-text">'
        '<p class="se-text-paragraph se-text-paragraph-align-" style=""><span style="" class="'
        f'se-fs- se-ff-" id="SE-{_hash(log_no + i, 8)}">{escape(p)}</span></p></div></div></div>'
        '</div>' for i, p in enumerate(head.paragraphs))
    listing = "".join(
        f'<tr><td class="title"><a href="/PostView.naver?blogId={blog}&amp;logNo='
        f'{log_no - 911 * (k + 1)}" class="pcol2">{x}</a></td><td class="date"><span class="date'
        f' pcol2">{nv_when(_others(k + 1), True)[:-6]}</span></td></tr>'
        for k, x in enumerate(NV_POSTS))
    popular = "".join(f'<li><a href="#" class="title">{x}</a><span class="date">'
                      f'{nv_when(_others(k + 3), True)[:-6]}</span></li>'
                      for k, x in enumerate(NV_POSTS[1:]))
    body = (
        '<div id="whole-border"><div id="wrapper"><div id="blog-menu" class="blog-menu"><a '
        'class="menu1-item pcol1" href="#">블로그</a> <a class="pcol1" href="#">프롤로그</a> <a '
        'class="pcol1" href="#">안부</a></div><div id="twocols" class="twocols"><div id="sidebar'
        f'" class="sidebar"><div id="profile" class="profile_area"><div class="nick"><strong>'
        f'{head.author}</strong> <span class="itemfont">({blog})</span></div><p class="caption">'
        '내 차 정비 일기</p><a href="#" class="btn_buddy">이웃추가</a></div><div id="category-'
        'list" class="category"><h2 class="pcol2">카테고리</h2><ul><li><a href="#">전체보기 (128)'
        '</a></li><li><a href="#">정비일지 (57)</a></li></ul></div></div><div id="content-area">'
        '<div id="post-area" class="post-area"><table class="blog2_categorylist"><caption>전체글 '
        f'보기</caption><tbody>{listing}</tbody></table><div id="postListBody"><div class="post '
        f'_post_wrap" id="post_{log_no}"><div class="se-viewer se-theme-default" lang="ko-KR">'
        '<div class="se-component se-documentTitle"><div class="blog2_series"><a href="#" class="'
        'pcol2">정비일지</a></div><div class="se-module se-module-text se-title-text"><p class="'
        f'se-text-paragraph"><span class="se-fs- se-ff-">{NV_TITLE}</span></p></div><div class="'
        'blog2_container"><span class="blog2_user"><span class="nick"><a class="link pcol2" href'
        f'="#">{head.author}</a></span></span><span class="se_publishDate pcol2">'
        f'{nv_when(head.when, True)}</span></div></div><div class="se-main-container">'
        f'{paras_html}</div></div><div class="post_tag"><a href="#">#자동차</a> <a href="#">#소음'
        '</a></div><div class="wrap_postcomment"><div class="area_sympathy"><em class="u_cnt _'
        f'count">{n * 2 + 5}</em> 공감</div><div class="area_comment"><a href="#" class="btn_'
        f'comment pcol2">댓글 <em>{n - 1}</em></a></div></div><div id="naverComment_201_{log_no}'
        '" class="u_cbox"><div class="u_cbox_wrap u_cbox_ko u_cbox_type_sort_old"><div class="u_'
        f'cbox_head"><h5 class="u_cbox_title">댓글</h5><span class="u_cbox_count">{n - 1}</span>'
        f'</div><div class="u_cbox_content_wrap"><ul class="u_cbox_list">{"".join(items)}</ul>'
        '</div><div class="u_cbox_write_wrap"><textarea class="u_cbox_text" placeholder="댓글을 '
        '입력하세요"></textarea></div></div></div></div></div><div class="popular_list"><h4>이 '
        f'블로그 인기글</h4><ul>{popular}</ul></div></div></div></div></div></div>')
    return page(f"{NV_TITLE} : 네이버 블로그", body, "ko")


# --- 2ch.sc (Japanese, anonymous) -------------------------------------------------------------

SC_TITLE = "【悲報】カーナビのアップデート後にスピーカーから異音がする件"
SC_KEY = 1614852753
B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def sc_id(m: Message) -> str:
    """An ID that changes every day; posts copied over from 5ch carry ".net"."""
    x = (m.uid * 40503 + m.when.toordinal() * 2654435761) % (1 << 48)
    return "".join(B64[(x >> (6 * i)) & 63] for i in range(8)) + (".net" if m.uid % 3 == 0
                                                                   else "")


def sc_stamp(t: datetime, cs: int) -> str:
    """"2021/03/04(木) 10:12:00.45"."""
    return f"{t:%Y/%m/%d}({JA_DAYS[t.weekday()]}) {t:%H:%M:%S}.{cs:02d}"


def sc_post(posts: list[Message], k: int, num: int, numbers: dict[int, int]) -> str:
    m = posts[k]
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = (f'<a href="../test/read.cgi/car/{SC_KEY}/{numbers[q.pid]}" target="_blank">'
                 f'&gt;&gt;{numbers[q.pid]}</a><br> &gt;{escape(m.quote[2])} <br> ')
    name = (f'<a href="mailto:sage"><b>{m.author}</b></a>' if m.uid % 3 == 1 else
            f'<font color=green><b>{m.author}</b></font>')
    return (f'<dt>{num} ：{name}：{sc_stamp(m.when, m.pid * 37 % 100)} ID:{sc_id(m)}<dd> {quote}'
            f'{paras(m, " <br> <br> ")} <br><br>\n')


def sc_2ch(posts: list[Message]) -> str:
    """A 2ch.sc thread (read.cgi, the plain PC page): the menu "■掲示板に戻る■ 全部 1- 最新50",
    the title in red, then one dl.thread of unclosed <dt>/<dd> pairs: "3 ：name：2021/03/04(木)
    10:12:00.45 ID:AbCd1234" (year first, the weekday in kanji, hundredths of a second;
    the name in green or, when the poster wrote "sage", a mailto link; IDs copied from 5ch
    ending ".net"), the text with " <br> " between lines; an "あぼーん" post in place of a
    deleted one (it keeps its number); replies quote with a "&gt;&gt;3" anchor and a "&gt;"
    line; the size, the bottom menu, the posting form and "read.cgi ver 06.0.7.2". No
    author boxes, no signatures. ">>1" is the first message."""
    n = len(posts)
    gone = 3 if n >= 6 else None
    numbers: dict[int, int] = {}
    lines = []
    num = 1
    for k in range(n):
        if k == gone:
            lines.append(f'<dt>{num} ：あぼーん：あぼーん<dd> あぼーん <br><br>\n')
            num += 1
        numbers[posts[k].pid] = num
        lines.append(sc_post(posts, k, num, numbers))
        num += 1
    kb = sum(len(p) for m in posts for p in m.paragraphs) * 3 // 1024 + 1
    menu = ('<a href="//viper.2ch.sc/car/">■掲示板に戻る■</a> <a href="./">全部</a> <a href="'
            './1-100">1-</a> <a href="./l50">最新50</a>')
    old = ('<div style="background-color:#ffccff;">■ このスレッドは過去ログ倉庫に格納されています'
           '</div>' if (NOW - posts[-1].when).days > 60 else "")
    body = (
        '<div style="margin:0;"><a href="https://www.2ch.sc/">2ch.sc</a>&gt;<a href="//viper.'
        f'2ch.sc/car/">車板</a></div><div style="margin-bottom:0.5em;">{menu}</div>{old}<hr style'
        '="background-color:#888;color:#888;border-width:0;height:1px;position:relative;top:-.4'
        'em;"><h1 style="color:red;font-size:larger;font-weight:normal;margin:-.5em 0 0;">'
        f'{SC_TITLE}</h1><dl class="thread">\n{"".join(lines)}</dl><font color=red face="Arial">'
        f'<b>{kb}KB</b></font><hr><center><a href="./">新着レスの表示</a></center><hr>{menu}'
        '<form method=POST action="../test/bbs.cgi?guid=ON"><input type=submit value="書き込む" '
        'name=submit> 名前： <input name=FROM size=19> E-mail<font size=1> (省略可) </font>: '
        '<input name=mail size=19><br><textarea rows=5 cols=70 wrap=off name=MESSAGE></textarea>'
        f'<input type=hidden name=bbs value=car><input type=hidden name=key value={SC_KEY}>'
        f'<input type=hidden name=time value={_ts(NOW)}></form><p>read.cgi ver 06.0.7.2 2021/01/'
        '21<br><a href="https://www.2ch.sc/">2ch.sc</a></p>')
    return page(SC_TITLE, body, "ja")


ENGINES = {
    "phpbb31-de": phpbb31_de, "vbulletin4-nl": vbulletin4_nl, "xenforo2-ja": xenforo2_ja,
    "discourse-ru": discourse_ru, "smf20-pl": smf20_pl, "mybb18-it": mybb18_it,
    "invision-de": invision_de, "flarum-fr": flarum_fr, "askubuntu": askubuntu,
    "github-pr": github_pr, "gitlab-mr": gitlab_mr, "reddit-new": reddit_new,
    "naver-blog-comments": naver_blog_comments, "2ch-sc": sc_2ch,
}
