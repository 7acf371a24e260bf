"""Fourteen more thread pages for bench/forum_engines.py, written the way further systems lay
them out: a WoltLab Suite Forum 5 thread (German), a Forumactif topic (French, the phpBB3
theme), a Gathering of Tweakers topic (Dutch), a Kaskus thread (Indonesian), a Pantip topic
with its comments (Thai), an Ekşi Sözlük title with its entries (Turkish), a Wykop microblog
entry with its comments (Polish), a Ruliweb board post with its comments (Korean), a Hatena
Bookmark entry page with its bookmark comments (Japanese), a Gitee issue (Chinese), a
Xiaohongshu note with its comments (Chinese), a GameFAQs message board topic, a Structured
Discussions (Flow) topic on mediawiki.org and an Element (Matrix) chat export.

Markup written from memory after the systems' default templates as they are served (element
nesting, class names and ids, date wording in the site's language and the date shapes the
system uses — absolute, relative, Buddhist-era years, <time datetime>, tooltips —, author
boxes, quotes, signatures where the system shows them, nesting where the system nests, deleted
posts, advertisements and "best" comments repeated above the list, the page around the
thread), by someone who never read the extractor; the text is generated. Xiaohongshu, Gitee's
timeline and Element's export are drawn by scripts: those pages are written as a browser's
saved DOM holds them (the export as the file Element writes), the messages in place. Where the
thread hangs under something that is not a post (the news article a Hatena Bookmark page is
about, an Ekşi Sözlük title, which is only a title) every message is a comment or an entry and
the article or title is furniture; where the page opens the thread (the topic's first post,
the thread starter's post, the Pantip topic, the microblog entry, the board post, the issue's
description, the note, the first message of the topic or of the chat) the first message is
that. Quoted posts appear as each system shows them: WoltLab's quote box "Zitat von bob",
Forumactif's "bob a écrit:", Tweakers' "bob schreef op donderdag 4 maart 2021 @ 10:30:",
Kaskus' "Quote: Original Posted By bob", GameFAQs' "bob posted...", Element's "In reply to",
Markdown blockquotes (Gitee, Wykop, Flow); where comments are plain text a quoted post is
carried as a "> " line (Ruliweb), after the "(bkz: #id)" of the entry it answers (Ekşi
Sözlük), after "id:bob" in 「」 (Hatena Bookmark), after Pantip's "อ้างอิง ความคิดเห็นที่ 2"
or after Xiaohongshu's "回复 bob：" in quotation marks. Hatena Bookmark lists its comments
newest first, as it does; Pantip, Ruliweb, Gitee, Xiaohongshu and Flow hang a reply under the
comment it answers; every other page keeps the thread's order. Each function takes the
thread's list of ``Message`` and returns the whole page; ``ENGINES`` maps the engine's name
to it.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from forum_engines import NOW, TITLE, Message, escape, joined, p_tags, page, paras
from forum_engines_fresh import _quoted, _tree
from forum_engines_fresh2 import MONTHS_EN, _descendants, _parent, _seconds, _ts
from forum_engines_fresh4 import WHO, _n, _others
from forum_engines_fresh5 import _en_ago, _iso_z, _line_quote, cet_zone, mw_portal, mw_user
from forum_engines_fresh6 import _cet_iso, _hash, _slug
from forum_engines_fresh7 import _handle, _thousands
from forum_engines_more import WEEKDAYS_DE, days_ago, de_date, hm

# --- shared bits ------------------------------------------------------------------------------


def _utc_offset(t: datetime) -> int:
    """Seconds Central European local time is ahead of UTC on that day."""
    return int(cet_zone(t)[0][1:3]) * 3600


def _clock12(t: datetime) -> str:
    """"10:12:33 AM"."""
    return f"{t.hour % 12 or 12}:{t:%M:%S} {'AM' if t.hour < 12 else 'PM'}"


def _ago_units(t: datetime) -> tuple[int, str]:
    """The largest whole unit of the age: (3, "h"), (12, "min"), (4, "d"), (2, "mo"), (1, "y");
    (0, "now") under a minute."""
    s = max(_seconds(t), 0)
    for size, unit in ((31536000, "y"), (2592000, "mo"), (86400, "d"), (3600, "h"),
                       (60, "min")):
        if s >= size:
            return int(s // size), unit
    return 0, "now"


# --- WoltLab Suite Forum 5 (German) -----------------------------------------------------------

WSC_HOST = "https://www.autotreff-forum.de"
WSC_TITLES = ("Anfänger", "Fortgeschrittener", "Profi", "Meister", "Moderator")
ACTIVE = ' class="active"'


def wsc_when(t: datetime) -> str:
    """WoltLab's relative dates: "Gerade eben", "vor einer Minute", "vor 12 Minuten", "Heute,
    10:12", "Gestern, 21:10", "Donnerstag, 10:12" within the week, then "4. März 2021"."""
    s = _seconds(t)
    if 0 <= s < 60:
        return "Gerade eben"
    if 0 <= s < 120:
        return "vor einer Minute"
    if 0 <= s < 3600:
        return f"vor {int(s // 60)} Minuten"
    if days_ago(t) == 0:
        return f"Heute, {t:%H:%M}"
    if days_ago(t) == 1:
        return f"Gestern, {t:%H:%M}"
    if 0 <= days_ago(t) < 7:
        return f"{WEEKDAYS_DE[t.weekday()]}, {t:%H:%M}"
    return de_date(t)


def wsc_time(t: datetime) -> str:
    off = _utc_offset(t)
    return (f'<time datetime="{_cet_iso(t)}" class="datetime" data-timestamp="{_ts(t) - off}" '
            f'data-date="{de_date(t)}" data-time="{t:%H:%M}" data-offset="{off}">'
            f'{wsc_when(t)}</time>')


def wsc_uid(m: Message) -> int:
    return 1800 + m.uid * 37


def wsc_user(m: Message) -> str:
    return f"{WSC_HOST}/user/{wsc_uid(m)}-{_slug(m.author)}/"


def wsc_avatar(m: Message, size: int) -> str:
    return (f'<img src="{WSC_HOST}/images/avatars/{_hash(m.uid, 2)}/{m.uid * 13}-'
            f'{_hash(m.uid * 7, 40)}.webp" width="{size}" height="{size}" alt="" class="user'
            'AvatarImage" loading="lazy">')


def wsc_pid(m: Message) -> int:
    return 241000 + m.pid * 3


def wsc_post(posts: list[Message], k: int, url: str) -> str:
    m = posts[k]
    pid = wsc_pid(m)
    uid = wsc_uid(m)
    link = f"{url}?postID={pid}#post{pid}"
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        qlink = f"{url}?postID={wsc_pid(q)}#post{wsc_pid(q)}"
        quote = ('<blockquote class="quoteBox collapsibleBbcode jsCollapsibleBbcode" cite="'
                 f'{qlink}"><div class="quoteBoxIcon"><a href="{wsc_user(q)}" class="userLink" '
                 f'data-object-id="{wsc_uid(q)}" aria-hidden="true">{wsc_avatar(q, 24)}</a></div>'
                 f'<div class="quoteBoxTitle"><a href="{qlink}">Zitat von {q.author}</a></div>'
                 f'<div class="quoteBoxContent"><p>{escape(m.quote[2])}</p></div></blockquote>')
    sig = (f'<div class="messageSignature"><div><p>{escape(m.signature)}</p></div></div>'
           if m.signature else "")
    later = m.when + timedelta(minutes=8)
    edited = (f'<p class="messageFooterNote wbbPostEditNote">Dieser Beitrag wurde bereits 1 Mal '
              f'editiert, zuletzt von <a href="{wsc_user(m)}" class="userLink" data-object-id="'
              f'{uid}">{m.author}</a> ({de_date(later)} um {later:%H:%M}).</p>'
              if m.uid % 4 == 1 else "")
    likes = (m.uid * 3 + k) % 7
    reactions = (
        '<a href="#" class="reactionSummaryList jsOnly jsTooltip" data-object-type="com.woltlab.'
        f'wbb.likeablePost" data-object-id="{pid}" title="Reaktionen auflisten"><span class="'
        'reactCountButton" data-reaction-type-id="1"><img src="'
        f'{WSC_HOST}/images/reaction/like.svg" alt="Gefällt mir" class="reactionType" data-'
        'reaction-type-id="1" width="16" height="16"><span class="reactionCount">'
        f'{likes}</span></span></a>' if likes else "")
    online = " userOnlineGroupMarking3" if m.uid % 3 == 0 else ""
    slug = _slug(m.author)
    return (
        f'<li id="post{pid}" class="anchorFixedHeader"><article class="wbbPost message message'
        f'SidebarOrientationLeft jsClipboardObject jsMessage{online}" data-post-id="{pid}" '
        'data-can-edit="0" data-can-edit-inline="0" data-is-closed="0" data-is-deleted="0" '
        f'data-is-disabled="0" data-object-id="{pid}" data-object-type="com.woltlab.wbb.'
        f'likeablePost" data-user-id="{uid}"><aside role="presentation" class="messageSidebar '
        f'member"><div class="messageAuthor"><div class="userAvatar"><a href="{wsc_user(m)}" '
        f'aria-hidden="true" tabindex="-1">{wsc_avatar(m, 128)}</a></div><div class="message'
        f'AuthorContainer"><a href="{wsc_user(m)}" class="username userLink" data-object-id="'
        f'{uid}"><span>{m.author}</span></a></div><div class="userTitle"><span class="badge '
        f'userTitleBadge">{WSC_TITLES[m.uid % 5]}</span></div></div><div class="userCredits">'
        f'<dl class="plain dataList"><dt><a href="{WSC_HOST}/forum/user-post-list/{uid}-{slug}/'
        f'" title="Beiträge von {m.author}" class="jsTooltip">Beiträge</a></dt><dd>'
        f'{_thousands(m.uid * 977 % 6000 + 14, ".")}</dd><dt><a href="{wsc_user(m)}#likes" '
        f'class="jsTooltip" title="Erhaltene Reaktionen von {m.author}">Reaktionen erhalten</a>'
        f'</dt><dd>{m.uid * 41 % 900 + 3}</dd><dt>Mitglied seit</dt><dd>{de_date(joined(m))}'
        '</dd></dl></div></aside><div class="messageContent"><header class="messageHeader"><div '
        'class="messageHeaderBox"><ul class="messageHeaderMetaData"><li><a href="'
        f'{link}" class="permalink messagePublicationTime">{wsc_time(m.when)}</a></li></ul><ul '
        'class="messageStatus"></ul></div><ul class="messageQuickOptions"><li><a href="'
        f'{link}" class="jsTooltip wsShareButton" title="Teilen" data-link-title="{TITLE}">'
        f'#{k + 1}</a></li></ul><div class="messageNotes"></div></header><div class="messageBody">'
        f'<div class="messageText">{quote}{p_tags(m)}</div>{sig}</div><footer class="message'
        f'Footer"><div class="messageFooterNotes">{edited}</div><div class="messageFooterGroup">'
        f'{reactions}<ul class="messageFooterButtonsExtra buttonList smallButtons jsMobile'
        'Navigation"><li><a href="#" title="Inhalt melden" class="button jsReportPost jsTooltip'
        '"><span class="icon icon16 fa-exclamation-triangle"></span> <span class="invisible">'
        'Inhalt melden</span></a></li></ul><ul class="messageFooterButtons buttonList small'
        f'Buttons jsMobileNavigation"><li class="jsQuoteMessage" data-object-id="{pid}" data-'
        'is-quoted="0"><a href="#" title="Zitieren" class="button jsTooltip"><span class="icon '
        'icon16 fa-quote-left"></span> <span class="invisible">Zitieren</span></a></li></ul>'
        '</div></footer></div></article></li>')


def woltlab_suite(posts: list[Message]) -> str:
    """A thread of WoltLab Suite Forum 5.4 (the default style, German): the header panel
    (Dashboard, Forum, Mitglieder, Lexikon, "Anmelden oder registrieren", the search), the
    breadcrumbs "Autotreff > Forum > Elektrik & Elektronik", header.contentHeader (the
    starter's avatar, the "Erledigt" label, h1.contentTitle, the starter and the <time>,
    "Antworten", "Zugriffe"), the pagination; ul.wbbThreadPostList with an
    article.wbbPost.message per post: aside.messageSidebar (the avatar, a.username, the
    user title badge, dl.dataList "Beiträge 1.234", "Reaktionen erhalten", "Mitglied seit
    12. Mai 2012"), header.messageHeader with a <time datetime data-timestamp data-date
    data-time> reading "vor 12 Minuten" / "Heute, 10:12" / "Gestern, 21:10" / "Donnerstag,
    10:12" / "4. März 2021" and "#3", div.messageText with <p>s, div.messageSignature, the
    edit note "Dieser Beitrag wurde bereits 1 Mal editiert, zuletzt von ..." on some, the
    reactions and Zitieren; quotes as blockquote.quoteBox "Zitat von bob"; "Ähnliche Themen"
    with dates, "Benutzer online" and the footer "Community-Software: WoltLab Suite™". The
    first post is the first message."""
    head = posts[0]
    tid = 18200 + head.pid % 900
    url = f"{WSC_HOST}/forum/thread/{tid}-{_slug(TITLE)}/"
    items = "".join(wsc_post(posts, k, url) for k in range(len(posts)))
    menu = "".join(
        f'<li{ACTIVE if x == "Forum" else ""}><a href="{WSC_HOST}/{h}" class="boxMenuLink">'
        f'<span class="boxMenuLinkTitle">{x}</span></a></li>'
        for h, x in (("", "Dashboard"), ("forum/", "Forum"), ("members-list/", "Mitglieder"),
                     ("lexicon/", "Lexikon"), ("gallery/", "Galerie")))
    crumbs = "".join(
        f'<li title="{x}" itemprop="itemListElement" itemscope itemtype="http://schema.org/List'
        f'Item"><a href="{WSC_HOST}/{h}" itemprop="item"><span itemprop="name">{x}</span></a>'
        f'<meta itemprop="position" content="{i + 1}"></li>'
        for i, (h, x) in enumerate((("", "Autotreff"), ("forum/", "Forum"),
                                    ("forum/board/12-elektrik-elektronik/",
                                     "Elektrik &amp; Elektronik"))))
    similar = "".join(
        '<li><div class="box48"><a href="#" aria-hidden="true"><img src="'
        f'{WSC_HOST}/images/avatars/avatar-default.svg" width="48" height="48" alt="" class="'
        f'userAvatarImage"></a><div><h3><a href="{WSC_HOST}/forum/thread/{tid - 37 * (k + 1)}-'
        f'{_slug(x)}/">{x}</a></h3><ul class="inlineList dotSeparated small"><li><a href="#" '
        f'class="userLink">{WHO[k]}</a></li><li>{wsc_time(_others(k))}</li><li>Elektrik &amp; '
        'Elektronik</li></ul></div></div><div class="containerListInfo"><dl class="plain '
        f'dataList small"><dt>Antworten</dt><dd>{k * 5 + 3}</dd></dl></div></li>'
        for k, x in enumerate(("Knacken im Armaturenbrett nach Software-Update",
                               "Radio startet nach Update ständig neu",
                               "Summen aus dem Lautsprecher bei Zündung an")))
    readers = ", ".join(f'<a href="{wsc_user(m)}" class="userLink">{m.author}</a>'
                        for m in dict((m.author, m) for m in posts[-3:]).values())
    pager = ('<div class="paginationTop"><nav class="pagination" data-link="'
             f'{url}?pageNo=%d" data-pages="1"><ul><li class="active"><span>1</span></li></ul>'
             '</nav></div>')
    body = (
        '<div id="pageContainer" class="pageContainer"><div class="pageHeaderContainer"><header '
        'id="pageHeader" class="pageHeader"><div id="pageHeaderPanel" class="pageHeaderPanel">'
        '<div class="layoutBoundary"><div class="box mainMenu" data-box-identifier="com.woltlab'
        '.wcf.MainMenu"><div class="boxContent"><nav aria-label="Hauptmenü"><ol class="box'
        f'Menu">{menu}</ol></nav></div></div><nav id="topMenu" class="userPanel"><ul class="'
        'userPanelItems"><li id="userLogin"><a class="loginLink" href="'
        f'{WSC_HOST}/login/">Anmelden oder registrieren</a></li></ul></nav></div></div><div '
        'id="pageHeaderFacade" class="pageHeaderFacade"><div class="layoutBoundary"><div id="'
        f'pageHeaderLogo" class="pageHeaderLogo"><a href="{WSC_HOST}/"><img src="{WSC_HOST}/'
        'images/styleLogo.png" alt="Autotreff" class="pageHeaderLogoLarge"></a></div><div id="'
        'pageHeaderSearch" class="pageHeaderSearch"><form method="post" action="'
        f'{WSC_HOST}/search/"><div id="pageHeaderSearchInputContainer" class="pageHeaderSearch'
        'InputContainer"><input type="search" name="q" id="pageHeaderSearchInput" class="'
        'pageHeaderSearchInput" placeholder="Suche …" autocomplete="off"><button class="'
        'pageHeaderSearchInputButton button" type="submit">Suche</button></div></form></div>'
        '</div></div></header></div><section id="main" class="main" role="main"><div class="'
        'layoutBoundary"><div id="content" class="content"><nav class="breadcrumbs" aria-label="'
        'Brotkrumen-Navigation"><ol itemprop="breadcrumb" itemscope itemtype="http://schema.org/'
        f'BreadcrumbList">{crumbs}</ol></nav><header class="contentHeader messageGroupContent'
        f'Header wbbThread" data-thread-id="{tid}" data-is-closed="0" data-is-done="1"><div '
        f'class="contentHeaderIcon">{wsc_avatar(head, 64)}</div><div class="contentHeaderTitle">'
        '<h1 class="contentTitle"><span class="badge label green jsLabelDone">Erledigt</span> '
        f'{TITLE}</h1><ul class="inlineList contentHeaderMetaData"><li><span class="icon icon16 '
        f'fa-user"></span> <a href="{wsc_user(head)}" class="userLink" data-object-id="'
        f'{wsc_uid(head)}">{head.author}</a></li><li><span class="icon icon16 fa-clock-o"></span>'
        f' <a href="{url}">{wsc_time(head.when)}</a></li><li><span class="icon icon16 fa-'
        f'comments"></span> {_n(len(posts) - 1, "Antwort", "Antworten")}</li><li><span class="'
        f'icon icon16 fa-eye"></span> {_thousands(len(posts) * 271 + 88, ".")} Zugriffe</li>'
        '</ul></div><nav class="contentHeaderNavigation"><ul><li><a href="#" class="button '
        'buttonPrimary"><span class="icon icon16 fa-reply"></span> <span>Antworten</span></a>'
        f'</li></ul></nav></header>{pager}<div class="section"><ul class="wbbThreadPostList '
        f'messageList jsClipboardContainer" data-type="com.woltlab.wbb.post">{items}</ul></div>'
        '<div class="contentFooter"><div class="paginationBottom"><nav class="pagination" '
        'data-pages="1"><ul><li class="active"><span>1</span></li></ul></nav></div><nav class='
        '"contentFooterNavigation"><ul><li><a href="#" class="button wsShareButton"><span '
        'class="icon icon16 fa-share-alt"></span> <span>Teilen</span></a></li></ul></nav></div>'
        '<section class="section sectionContainerList"><h2 class="sectionTitle">Ähnliche Themen'
        f'</h2><ul class="containerList wbbThreadList">{similar}</ul></section><section class="'
        'section"><h2 class="sectionTitle">Benutzer online in diesem Thema</h2><ul class="'
        f'inlineList commaSeparated"><li>{readers}</li><li>{len(posts) + 4} Gäste</li></ul>'
        '</section></div></div></section><footer id="pageFooter" class="pageFooter"><div class="'
        'boxesFooter"><div class="layoutBoundary"><div class="box" data-box-identifier="com.'
        'woltlab.wcf.FooterMenu"><div class="boxContent"><nav><ul class="boxMenu"><li><a href="'
        f'{WSC_HOST}/datenschutzerklaerung/">Datenschutzerklärung</a></li><li><a href="'
        f'{WSC_HOST}/contact/">Kontakt</a></li><li><a href="{WSC_HOST}/legal-notice/">Impressum'
        '</a></li></ul></nav></div></div></div></div><div id="pageFooterCopyright" class="page'
        'FooterCopyright"><div class="layoutBoundary"><div class="copyright"><a href="https://'
        'www.woltlab.com/de/" rel="nofollow">Community-Software: <strong>WoltLab Suite&trade;'
        '</strong></a></div></div></div></footer></div>')
    return page(f"{TITLE} - Elektrik &amp; Elektronik - Autotreff", body, "de")


# --- Forumactif, the phpBB3 theme (French) ----------------------------------------------------

FA_HOST = "https://mecanique-passion.forumactif.com"
FA_DAYS = ("Lun", "Mar", "Mer", "Jeu", "Ven", "Sam", "Dim")
FA_MONTHS = ("Jan", "Fév", "Mar", "Avr", "Mai", "Juin", "Juil", "Aoû", "Sep", "Oct", "Nov",
             "Déc")
FA_RANKS = ("Nouveau membre", "Membre actif", "Habitué", "Pilier du forum", "Modérateur")
FA_TOWNS = ("Lyon", "Nantes", "Lille", "Bordeaux", "Rennes", "Dijon", "Metz", "Tours")
FA_SLUG = "bruit-etrange-apres-la-derniere-mise-a-jour"


def fa_date(t: datetime) -> str:
    """"Aujourd'hui à 10:12", "Hier à 21:10", then "Jeu 4 Mar 2021 - 10:12"."""
    if days_ago(t) == 0:
        return f"Aujourd'hui à {t:%H:%M}"
    if days_ago(t) == 1:
        return f"Hier à {t:%H:%M}"
    return f"{FA_DAYS[t.weekday()]} {t.day} {FA_MONTHS[t.month - 1]} {t.year} - {t:%H:%M}"


def fa_pid(m: Message) -> int:
    return 31000 + m.pid % 9000


def fa_post(posts: list[Message], k: int, topic: str) -> str:
    m = posts[k]
    pid = fa_pid(m)
    uid = m.uid % 90 + 2
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = (f'<blockquote><div><cite>{q.author} a écrit:</cite>{escape(m.quote[2])}</div>'
                 '</blockquote>')
    sig = (f'<div class="signature_div" id="sig{pid}">_________________<br>'
           f'{escape(m.signature)}</div>' if m.signature else "")
    subject = TITLE if k == 0 else f"Re: {TITLE}"
    avatar = (f'<a href="/u{uid}"><img src="https://i.servimg.com/u/f{m.uid % 60 + 10}/'
              f'{_hash(m.uid, 8)}.jpg" alt="" class="avatar"></a><br>' if m.uid % 4 else "")
    return (
        f'<div id="p{pid}" class="post row{k % 2 + 1}"><div class="inner"><span class="corners-'
        'top"><span></span></span><div class="postbody"><ul class="profile-icons"><li class="'
        f'quote-icon"><a href="/post?p={pid}&amp;mode=quote" title="Répondre en citant"><span>'
        f'Citer</span></a></li></ul><h2 class="topic-title"><a href="{topic}#{pid}">{subject}'
        '</a></h2><p class="author"><img src="https://illiweb.com/fa/subsilver/icon_minipost.'
        f'gif" alt="Message" title="Message">par <a href="/u{uid}"><strong>{m.author}</strong>'
        f'</a> {fa_date(m.when)}</p><div class="content clearfix"><div>{quote}{paras(m)}</div>'
        f'</div>{sig}</div><dl class="postprofile" id="profile{pid}"><dt>{avatar}<a href="/u'
        f'{uid}"><strong>{m.author}</strong></a></dt><dd>{FA_RANKS[m.uid % 5]}<br><img src="'
        f'https://illiweb.com/fa/empty.gif" alt="{FA_RANKS[m.uid % 5]}" title="'
        f'{FA_RANKS[m.uid % 5]}"></dd><dd><br></dd><dd><span class="label"><span style="color:'
        f'#000000;">Messages</span> :</span> {m.uid * 613 % 4000 + 9}</dd><dd><span class="'
        'label"><span style="color:#000000;">Date d\'inscription</span> :</span> '
        f'{joined(m):%d/%m/%Y}</dd><dd><span class="label"><span style="color:#000000;">'
        f'Localisation</span> :</span> {FA_TOWNS[m.uid % 8]}</dd></dl><div class="back2top"><a '
        'class="top" href="#top" title="Revenir en haut">Revenir en haut</a></div><div class="'
        'clear"></div><span class="corners-bottom"><span></span></span></div></div>'
        '<hr class="divider">')


def forumactif(posts: list[Message]) -> str:
    """A Forumactif topic (/t1234-..., the "phpBB3" version of the Forumactif themes, French):
    the header bar (the forum's logo and description), the navbar (Accueil, Portail, FAQ,
    Rechercher, Membres, Groupes, S'enregistrer, Connexion), the breadcrumbs "Mécanique
    Passion :: Entretien et réparations :: Moteur", h1.page-title, the topic actions ("Aller à
    la page : 1", "Sujet précédent Sujet suivant"); div.post per post: p.author "par alice Jeu
    4 Mar 2021 - 10:12" / "Aujourd'hui à 10:12" / "Hier à 21:10", div.content with <br>s,
    div.signature_div after a line of underscores, dl.postprofile (avatar on some, the rank,
    "Messages : 123", "Date d'inscription : 12/05/2012", "Localisation : Lyon"); the
    advertisement the host inserts after the first post and the "Contenu sponsorisé" pseudo
    post at the end of the page; quotes as blockquote > cite "bob a écrit:"; "Partager cet
    article sur", "Sujets similaires" with dates, "Permission de ce forum" and the footer
    "Forum gratuit : Forumactif". The first post is the first message."""
    head = posts[0]
    tid = 1200 + head.pid % 800
    topic = f"/t{tid}-{FA_SLUG}"
    items = [fa_post(posts, k, topic) for k in range(len(posts))]
    ad = ('<div id="fa_ad_topic" class="fa_ad_topic" style="text-align:center;margin:10px 0;">'
          '<div class="fa_ad_label">Publicité</div><ins class="adsbygoogle" style="display:'
          'inline-block;width:728px;height:90px" data-ad-client="ca-pub-0000000000000000" '
          'data-ad-slot="7415964255"><iframe id="aswift_1" width="728" height="90" frameborder='
          '"0" title="Advertisement"></iframe></ins></div>')
    sponsored = (
        '<div class="post row2"><div class="inner"><span class="corners-top"><span></span>'
        '</span><div class="postbody"><p class="author"><img src="https://illiweb.com/fa/'
        'subsilver/icon_minipost.gif" alt="">par <strong>Contenu sponsorisé</strong></p><div '
        'class="content clearfix"><div><a href="https://ads.example-regie.fr/c?id=88213" rel="'
        'nofollow sponsored">Assurance auto : comparez les offres en deux minutes et économisez '
        'sur votre contrat</a></div></div></div><dl class="postprofile"><dt><strong>Contenu '
        'sponsorisé</strong></dt></dl><div class="back2top"><a class="top" href="#top">Revenir '
        'en haut</a></div><div class="clear"></div><span class="corners-bottom"><span></span>'
        '</span></div></div>')
    similar = "".join(
        f'<li>» <a href="/t{tid - 41 * (k + 1)}-{_slug(x)}">{x}</a> <span class="similar-date">'
        f'({fa_date(_others(k))})</span></li>'
        for k, x in enumerate(("Bruit de claquement au démarrage à froid",
                               "Mise à jour du calculateur chez le concessionnaire",
                               "Sifflement moteur après vidange",
                               "Voyant moteur allumé après passage au garage")))
    nav = "".join(f'<li><a class="mainmenu" href="/{h}">{x}</a></li>'
                  for h, x in (("", "Accueil"), ("portal", "Portail"), ("faq", "FAQ"),
                               ("search", "Rechercher"), ("memberlist", "Membres"),
                               ("groups", "Groupes"), ("register", "S'enregistrer"),
                               ("login", "Connexion")))
    actions = ('<div class="topic-actions"><div class="buttons"><a href="/post?f=3&amp;mode='
               'newtopic" class="i_post">Poster un nouveau sujet</a> <a href="/post?t='
               f'{tid}&amp;mode=reply" class="i_reply">Répondre au sujet</a></div><div class="'
               'pagination">Aller à la page : <strong>1</strong></div></div>')
    body = (
        '<a id="top" name="top" accesskey="t"></a><div id="page-header"><div class="headerbar">'
        '<div class="inner"><span class="corners-top"><span></span></span><div id="site-'
        'description"><a href="/" id="logo"><img src="https://i.servimg.com/u/f11/logo-mp.png" '
        'alt="Mécanique Passion"></a><h1>Mécanique Passion</h1><p>Le forum des passionnés de '
        'mécanique automobile</p></div><span class="corners-bottom"><span></span></span></div>'
        f'</div><div class="navbar"><div class="inner"><ul class="linklist navlinks">{nav}</ul>'
        '</div></div></div><div id="page-body"><div id="content-main"><p class="right"><a href='
        '"/">Mécanique Passion</a> :: <a href="/c1-entretien-et-reparations">Entretien et '
        'réparations</a> :: <a href="/f3-moteur">Moteur</a></p><h1 class="page-title"><a href="'
        f'{topic}">{TITLE}</a></h1><p class="right"><a href="/viewtopic?t={tid}&amp;view=previous'
        f'">Sujet précédent</a> <a href="/viewtopic?t={tid}&amp;view=next">Sujet suivant</a></p>'
        f'{actions}<div class="clear"></div>{items[0]}{ad}{"".join(items[1:])}{sponsored}'
        f'{actions}<div class="panel"><div class="inner"><span class="corners-top"><span></span>'
        '</span><h3>Partager cet article sur</h3><a href="https://www.reddit.com/submit?url='
        f'{FA_HOST}{topic}" rel="nofollow">reddit</a></div></div><div class="panel" id="similar-'
        'topics"><div class="inner"><div class="h3">Sujets similaires</div><div class="'
        f'similar-topics"><ul>{similar}</ul></div></div></div><p class="left">Permission de ce '
        'forum:</p><p class="left">Vous <strong>ne pouvez pas</strong> répondre aux sujets dans '
        'ce forum</p><form action="/jumpbox" method="get"><label for="f">Sauter vers:</label> '
        '<select id="f" name="f"><option value="3">Moteur</option></select></form></div></div>'
        '<div id="page-footer"><div class="navbar"><div class="inner"><ul class="linklist"><li>'
        '<a href="/">Index du forum</a></li></ul></div></div><div class="copyright">Forum '
        'gratuit : <a href="https://www.forumactif.com">Forumactif</a> | © <a href="https://www.'
        'forumactif.com/phpbb">phpBB</a> | <a href="/abuse">Signaler un abus</a> | <a href="/'
        'cookies">Cookies</a> | <a href="https://www.forumactif.com/forum-gratuit">Créer un '
        'forum</a></div></div>')
    return page(f"{TITLE} - Mécanique Passion", body, "fr")


# --- Gathering of Tweakers (Dutch) ------------------------------------------------------------

NL_DAYS = ("maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag")
NL_MONTHS = ("januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus",
             "september", "oktober", "november", "december")
GOT = "https://gathering.tweakers.net/forum"


def got_date(t: datetime) -> str:
    """"vandaag @ 10:12", "gisteren @ 21:10", then "donderdag 4 maart 2021 @ 10:12"."""
    if days_ago(t) == 0:
        return f"vandaag @ {t:%H:%M}"
    if days_ago(t) == 1:
        return f"gisteren @ {t:%H:%M}"
    return f"{NL_DAYS[t.weekday()]} {t.day} {NL_MONTHS[t.month - 1]} {t.year} @ {t:%H:%M}"


def got_mid(m: Message) -> int:
    return 66100000 + m.pid * 19


def got_message(posts: list[Message], k: int) -> str:
    m = posts[k]
    mid = got_mid(m)
    uid = 210000 + m.uid * 733
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = ('<blockquote><div class="message-quote-div"><b><a href="'
                 f'{GOT}/list_message/{got_mid(q)}#{got_mid(q)}" rel="nofollow">{q.author} '
                 f'schreef op {got_date(q.when)}</a>:</b><br>{escape(m.quote[2])}</div>'
                 '</blockquote>')
    later = m.when + timedelta(minutes=m.uid % 40 + 3)
    edit = (f'<p class="edit">[Voor {m.uid * 7 % 60 + 2}% gewijzigd door {m.author} op '
            f'{later:%d-%m-%Y %H:%M}]</p>' if m.uid % 3 == 1 else "")
    sig = (f'<div class="signature"><span>{escape(m.signature)}</span></div>'
           if m.signature else "")
    starter = ('<div class="topicstarter">Topicstarter</div>'
               if m.author == posts[0].author else "")
    title = ("Moderator Mobile &amp; Auto" if m.uid % 7 == 3 else "")
    return (
        f'<div class="message{" topicstarter" if k == 0 else ""}" id="message_{mid}" data-'
        f'message-id="{mid}"><a name="{mid}"></a><div class="messageuser"><div class="avatar">'
        f'<img src="https://tweakers.net/i/{_hash(m.uid, 27)}=/80x80/avatar.png" width="80" '
        f'height="80" alt=""></div><div class="username"><a href="https://tweakers.net/gallery/'
        f'{uid}/" title="{m.author}">{m.author}</a></div>{starter}<div class="usertitle">'
        f'{title}</div></div><div class="messagecontent"><div class="messageheader"><span class'
        f'="date"><a href="{GOT}/list_message/{mid}#{mid}" title="Permalink">{got_date(m.when)}'
        '</a></span><span class="messageoptions"><a class="quote" href="'
        f'{GOT}/insert_message/{mid}/quote" title="Quote"><span class="icon"></span></a><a '
        f'class="report" href="{GOT}/report/{mid}" title="Meld dit bericht"><span class="icon">'
        f'</span></a></span></div><div class="messagebody">{quote}{paras(m)}{edit}</div>{sig}'
        '</div></div>')


def tweakers_got(posts: list[Message]) -> str:
    """A topic of Gathering of Tweakers (gathering.tweakers.net/forum/list_messages/...): the
    Tweakers header (Nieuws, Reviews, Pricewatch, Forum, V&A, Meer, Inloggen), the forum's
    breadcrumbs "Forum > Consumentenelektronica > Auto & Vervoer", the topic's h1 with
    "Pagina: 1", Volgen, Reageer; div.message per message: the user column (avatar, name,
    "Topicstarter" on the starter's messages, a moderator's title), div.messageheader with the
    permalink "donderdag 4 maart 2021 @ 10:12" / "vandaag @ 10:12" / "gisteren @ 21:10" and
    the quote and report icons, div.messagebody with <br>s, the edit line "[Voor 12%
    gewijzigd door alice op 04-03-2021 10:20]" on some, div.signature; the advertisement after
    the first message; quotes as blockquote > div.message-quote-div "bob schreef op
    donderdag 4 maart 2021 @ 10:30:"; "Je moet ingelogd zijn om te reageren", "Meer topics in
    Auto & Vervoer" with the last answers' dates and the footer. The first message opens the
    topic."""
    head = posts[0]
    tid = 2051000 + head.pid % 9000
    items = [got_message(posts, k) for k in range(len(posts))]
    ad = ('<div class="message adContainer"><div class="messagecontent"><div class="ad" id="'
          'b_ad_got_rectangle" data-ad-slot="gathering_rectangle"><span class="adLabel">'
          'Advertentie</span><iframe src="about:blank" width="300" height="250" title="'
          'Advertentie"></iframe></div></div></div>')
    more = "".join(
        f'<tr><td class="title"><a href="{GOT}/list_messages/{tid - 311 * (k + 1)}">{x}</a>'
        f'</td><td class="author">{WHO[k]}</td><td class="replies">{k * 9 + 4}</td><td class="'
        f'lastreply">{got_date(_others(k))}</td></tr>'
        for k, x in enumerate(("Tikkend geluid in dashboard na software-update",
                               "Infotainment reboot steeds na update",
                               "Brom op de speakers bij contact aan",
                               "Dealer wil update niet terugdraaien")))
    nav = "".join(f'<li><a href="https://tweakers.net/{h}">{x}</a></li>'
                  for h, x in (("nieuws/", "Nieuws"), ("reviews/", "Reviews"),
                               ("pricewatch/", "Pricewatch"), ("forum/", "Forum"),
                               ("aanbod/", "V&amp;A"), ("meer/", "Meer")))
    pager = '<div class="pagination">Pagina: <span class="current">1</span></div>'
    body = (
        '<div id="cookieWall" class="cookiewall" role="dialog">Tweakers en partners gebruiken '
        'cookies om je een betere ervaring te geven. <a href="https://tweakers.net/info/cookies/'
        '">Meer informatie</a> <button type="button">Akkoord</button></div><header id="'
        'tweakersHeader"><div id="menubar"><a id="logo" href="https://tweakers.net/"><img src="'
        'https://tweakers.net/g/if/logo.svg" alt="Tweakers" width="130"></a><ul id="menu">'
        f'{nav}</ul><div id="userbar"><a href="https://tweakers.net/my.tnet/login/">Inloggen'
        '</a></div><form id="search" action="https://tweakers.net/zoeken/"><input type="text" '
        'name="keyword" placeholder="Zoeken"></form></div></header><div id="layout"><div id="'
        f'contentArea"><div id="breadcrumbs"><a href="{GOT}/">Forum</a> &gt; <a href="'
        f'{GOT}/find/consumentenelektronica">Consumentenelektronica</a> &gt; <a href="'
        f'{GOT}/list_topics/63">Auto &amp; Vervoer</a></div><div class="topicHeader"><h1>'
        f'{TITLE}</h1>{pager}<div class="topicActions"><a class="ctaButton" href="'
        f'{GOT}/insert_message/{tid}">Reageer</a> <a class="button" href="#">Volgen</a></div>'
        f'</div><div id="messages" class="messages">{items[0]}{ad}{"".join(items[1:])}</div>'
        f'<div class="topicFooter">{pager}<div class="loginToReply">Je moet <a href="https://'
        'tweakers.net/my.tnet/login/">ingelogd</a> zijn om te reageren.</div></div><div class="'
        'topicRules">Let op: lees voor je reageert de <a href="https://gathering.tweakers.net/'
        'forum/faq">Algemene Voorwaarden en de FAQ</a> van dit subforum.</div><table class="'
        'listing moreTopics"><thead><tr><th colspan="4">Meer topics in Auto &amp; Vervoer</th>'
        '</tr><tr><th>Topic</th><th>Topicstarter</th><th>Reacties</th><th>Laatste reactie</th>'
        f'</tr></thead><tbody>{more}</tbody></table></div></div><footer id="footer"><ul><li><a '
        'href="https://tweakers.net/info/over-tweakers/">Over Tweakers</a></li><li><a href="'
        'https://tweakers.net/info/algemene-voorwaarden/">Algemene voorwaarden</a></li><li><a '
        'href="https://tweakers.net/info/privacy/">Privacy</a></li><li><a href="https://'
        'tweakers.net/info/cookies/">Cookies</a></li></ul><p>© 1998 - 2021 Tweakers — onderdeel '
        'van DPG Media</p></footer>')
    return page(f"{TITLE} - Auto &amp; Vervoer - GoT", body, "nl")



# --- Kaskus (Indonesian) ----------------------------------------------------------------------

KASKUS = "https://www.kaskus.co.id"
ID_MONTHS = ("Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agu", "Sep", "Okt", "Nov", "Des")
KASKUS_RANKS = ("Newbie", "Kaskuser", "Kaskus Addict", "Aktivis Kaskus", "Kaskus Maniac")


def kaskus_date(t: datetime) -> str:
    """"baru saja", "12 menit yang lalu", "3 jam yang lalu" within the day, then "04-03-2021
    10:12"."""
    s = _seconds(t)
    if 0 <= s < 60:
        return "baru saja"
    if 0 <= s < 3600:
        return f"{int(s // 60)} menit yang lalu"
    if 0 <= s < 86400:
        return f"{int(s // 3600)} jam yang lalu"
    return f"{t:%d-%m-%Y %H:%M}"


def kaskus_pid(m: Message) -> str:
    return _hash(m.pid * 11, 24)


def kaskus_author(m: Message, ts: bool) -> str:
    badge = '<span class="badge badge--ts" title="Thread Starter">TS</span>' if ts else ""
    j = joined(m)
    return (
        f'<div class="postlist__author"><a class="avatar" href="{KASKUS}/@{_handle(m)}"><img '
        f'src="https://s.kaskus.id/user/avatar/2012/{j:%m}/{j:%d}/avatar{m.uid * 7919}_1.gif" '
        f'alt="{m.author}" width="48" height="48"></a><div class="author-info"><a class="'
        f'username" href="{KASKUS}/@{_handle(m)}">{m.author}</a>{badge}<div class="user-rank">'
        f'{KASKUS_RANKS[m.uid % 5]}</div><div class="user-meta"><span>Posts: '
        f'{_thousands(m.uid * 1531 % 20000 + 40, ".")}</span> · <span>Bergabung: '
        f'{ID_MONTHS[j.month - 1]} {j.year}</span></div></div></div>')


def kaskus_body(posts: list[Message], m: Message) -> str:
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = ('<div class="quote expandable"><span class="post-quote">Quote:</span><div class'
                 '="quote-content"><div class="quote-author">Original Posted By <b>'
                 f'{q.author}</b> <a href="{KASKUS}/show_post/{kaskus_pid(q)}/" class="jump" '
                 f'rel="nofollow">►</a></div>{escape(m.quote[2])}</div></div>')
    sig = (f'<div class="signature"><div class="signature-text">{escape(m.signature)}</div>'
           '</div>' if m.signature else "")
    return (f'<div class="postlist__content"><div class="entry" itemprop="text">{quote}'
            f'{paras(m, "<br><br>")}</div></div>{sig}')


def kaskus_reply(posts: list[Message], k: int, num: int) -> str:
    m = posts[k]
    pid = kaskus_pid(m)
    return (
        f'<div class="postlist" id="post{pid}" data-postid="{pid}">'
        f'{kaskus_author(m, m.author == posts[0].author)}<div class="postlist__meta"><time '
        f'class="post-date" datetime="{_iso_z(m.when - timedelta(hours=7))}">'
        f'{kaskus_date(m.when)}</time><a class="permalink" href="{KASKUS}/show_post/{pid}/'
        f'{num}/" rel="nofollow">#{num}</a></div>{kaskus_body(posts, m)}<div class="postlist__'
        f'footer"><button class="btn-cendol" type="button">Beri Cendol</button><button class="'
        'btn-quote" type="button">Quote</button><button class="btn-reply" type="button">Balas'
        '</button><button class="btn-report" type="button">Lapor</button></div></div>')


def kaskus(posts: list[Message]) -> str:
    """A Kaskus thread (kaskus.co.id/thread/<id>/..., the 2020 layout, Indonesian): the header
    (KASKUS, Forum, Jual Beli, the search, Masuk, Daftar), the breadcrumbs "Forum > Otomotif
    > Mobil > Car Tips & Tricks", div.thread-detail (the title, views and "Balasan", the
    thread starter's box with avatar, "TS" badge, rank "Kaskus Addict", "Posts: 1.234",
    "Bergabung: Mei 2012", the <time> "04-03-2021 10:12" / "3 jam yang lalu", the text, the
    signature, Beri Cendol / Bagikan); "Halaman 1 dari 1"; then div.postlist per reply
    numbered "#1", "#2" (the same author box, "TS" on the starter's replies, the time, the
    text, the signature, Quote / Balas / Lapor) with "Post ini telah dihapus oleh moderator"
    in place of a deleted reply; quotes as Kaskus' "Quote: Original Posted By bob ►" box;
    "Thread Terkait" with dates, "Hot Thread" and the footer. The thread starter's post is
    the first message."""
    head = posts[0]
    tid = _hash(head.pid * 3, 24)
    slug = _slug(TITLE)
    hid = kaskus_pid(head)
    replies = []
    num = 0
    for k in range(1, len(posts)):
        num += 1
        if k == 4 and len(posts) >= 6:
            replies.append(
                f'<div class="postlist postlist--deleted" id="post{_hash(num * 97, 24)}"><div '
                f'class="postlist__meta"><a class="permalink" href="#">#{num}</a></div><div '
                'class="postlist__deleted">Post ini telah dihapus oleh moderator</div></div>')
            num += 1
        replies.append(kaskus_reply(posts, k, num))
    related = "".join(
        f'<li class="related-thread"><a href="{KASKUS}/thread/{_hash(k + 40, 24)}/{_slug(x)}/">'
        f'{x}</a><span class="related-thread__meta">{WHO[k]} · <time>{_others(k):%d-%m-%Y}'
        '</time></span></li>'
        for k, x in enumerate(("Bunyi aneh di dashboard setelah servis berkala",
                               "Head unit restart terus setelah update software",
                               "Speaker berdengung waktu mesin dinyalakan",
                               "Tanya gan, update software mobil di bengkel resmi bayar?")))
    hot = "".join(f'<li><a href="{KASKUS}/thread/{_hash(k + 90, 24)}/">{x}</a><span class="'
                  f'views">{_thousands(k * 4123 + 9876, ".")} views</span></li>'
                  for k, x in enumerate(("Harga BBM naik lagi mulai bulan depan",
                                         "Mudik pakai mobil listrik, ini pengalaman ane",
                                         "Tips merawat aki mobil biar awet")))
    pager = '<div class="pagination">Halaman <b>1</b> dari 1</div>'
    body = (
        '<header class="header"><div class="header__inner"><a class="header__logo" href="'
        f'{KASKUS}/"><img src="https://s.kaskus.id/kaskus-next/logo.svg" alt="KASKUS" width="'
        f'120"></a><nav class="header__nav"><a href="{KASKUS}/forum">Forum</a><a href="https://'
        'fjb.kaskus.co.id/">Jual Beli</a></nav><form class="header__search" action="'
        f'{KASKUS}/search"><input type="search" name="q" placeholder="Cari di KASKUS"></form><div'
        f' class="header__user"><a href="{KASKUS}/login">Masuk</a><a class="btn-register" href'
        f'="{KASKUS}/register">Daftar</a></div></div></header><main class="main"><div class='
        f'"content"><nav class="breadcrumb"><a href="{KASKUS}/forum">Forum</a> &gt; <a href="'
        f'{KASKUS}/forum/29/otomotif">Otomotif</a> &gt; <a href="{KASKUS}/forum/30/mobil">'
        f'Mobil</a> &gt; <a href="{KASKUS}/forum/1202/car-tips--tricks">Car Tips &amp; Tricks'
        f'</a></nav><div class="thread-detail" id="thread-{tid}" data-threadid="{tid}"><h1 '
        f'class="thread-detail__title">{TITLE}</h1><div class="thread-detail__meta"><span>'
        f'{_thousands(len(posts) * 517 + 231, ".")} Views</span> · <span>{len(posts) - 1} '
        f'Balasan</span></div><div class="postlist postlist--ts" id="post{hid}" data-postid="'
        f'{hid}">{kaskus_author(head, True)}<div class="postlist__meta"><time class="post-date"'
        f' datetime="{_iso_z(head.when - timedelta(hours=7))}">{kaskus_date(head.when)}</time>'
        f'</div>{kaskus_body(posts, head)}<div class="postlist__footer"><button class="btn-'
        f'cendol" type="button">Beri Cendol</button><span class="cendol-count">'
        f'{head.uid % 23 + 1}</span><a class="btn-share" href="{KASKUS}/thread/{tid}/{slug}/">'
        'Bagikan</a>'
        f'</div></div></div>{pager}<div class="postlist-wrapper">{"".join(replies)}</div>'
        f'{pager}<div class="reply-box">Silakan <a href="{KASKUS}/login">masuk</a> untuk '
        'membalas thread ini.</div></div><aside class="sidebar"><section class="widget"><h3>'
        f'Thread Terkait</h3><ul>{related}</ul></section><section class="widget"><h3>Hot Thread'
        f'</h3><ul>{hot}</ul></section></aside></main><footer class="footer"><ul><li><a href="'
        f'{KASKUS}/about">Tentang Kami</a></li><li><a href="{KASKUS}/tos">Syarat &amp; '
        f'Ketentuan</a></li><li><a href="{KASKUS}/privacy">Kebijakan Privasi</a></li></ul><p>'
        '© 2021 KASKUS. All rights reserved.</p></footer>')
    return page(f"{TITLE} | KASKUS", body, "id")


# --- Pantip (Thai) ----------------------------------------------------------------------------

TH_MONTHS = ("มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน", "กรกฎาคม",
             "สิงหาคม", "กันยายน", "ตุลาคม", "พฤศจิกายน", "ธันวาคม")
TH_SHORT = ("ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.",
            "พ.ย.", "ธ.ค.")


def pantip_stamp(t: datetime) -> str:
    """abbr.timeago: data-utime "03/04/2021 10:12:33", the title "4 มีนาคม 2564 เวลา 10:12 น."
    (Buddhist-era year), the text "3 ชั่วโมงที่แล้ว" within the day, then "4 มี.ค. 64 10:12"."""
    s = _seconds(t)
    if 0 <= s < 60:
        shown = "เมื่อสักครู่"
    elif 0 <= s < 3600:
        shown = f"{int(s // 60)} นาทีที่แล้ว"
    elif 0 <= s < 86400:
        shown = f"{int(s // 3600)} ชั่วโมงที่แล้ว"
    else:
        shown = f"{t.day} {TH_SHORT[t.month - 1]} {(t.year + 543) % 100:02d} {t:%H:%M}"
    full = f"{t.day} {TH_MONTHS[t.month - 1]} {t.year + 543} เวลา {t:%H:%M} น."
    return (f'<span class="display-post-timestamp"><abbr class="timeago" data-utime="'
            f'{t:%m/%d/%Y %H:%M:%S}" title="{full}">{shown}</abbr></span>')


def pantip_avatar(m: Message, owner: bool) -> str:
    mid = 1000000 + m.uid * 48271 % 9000000
    tag = '<span class="display-post-owner-label">เจ้าของกระทู้</span>' if owner else ""
    return (
        f'<div class="display-post-avatar"><a href="/profile/{mid}" class="display-post-avatar-'
        f'inner"><img src="https://ptcdn.info/images/avatar_member_default.png" alt="" width="'
        f'38" height="38"></a><div class="display-post-avatar-inner"><a href="/profile/{mid}" '
        f'class="display-post-name{" owner" if owner else ""}" id="{mid}">{m.author}</a>{tag}'
        f'{pantip_stamp(m.when)}</div></div>')


def pantip_story(posts: list[Message], m: Message, labels: dict[int, str]) -> str:
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        ref = labels.get(q.pid, "")
        where = (f'<a href="#comment{ref}">ความคิดเห็นที่ {ref}</a>' if ref
                 else '<a href="#topic">กระทู้</a>')
        quote = (f'<div class="q"><span class="q-ref">อ้างอิง {where} โดย {q.author}</span><br>'
                 f'"{escape(m.quote[2])}"</div>')
    return (f'<div class="display-post-story-wrapper comment-wrapper"><div class="display-post-'
            f'story">{quote}{paras(m, "<br><br>")}</div></div>')


def pantip_comment(posts: list[Message], k: int, label: str, labels: dict[int, str],
                   below: str) -> str:
    m = posts[k]
    owner = m.author == posts[0].author
    likes = (m.uid * 5 + k) % 17
    sub = f'<div class="sub-comment">{below}</div>' if below else ""
    cls = "sub-comment-wrapper" if "-" in label else "section-comment"
    return (
        f'<div class="display-post-wrapper {cls}" id="comment{label}"><div class="display-'
        f'post-wrapper-inner"><div class="display-post-number" id="{30000000 + m.pid * 7}">'
        f'ความคิดเห็นที่ {label}</div>{pantip_story(posts, m, labels)}<div class="display-post-'
        'action"><div class="display-post-vote"><a class="i-vote" href="#"><span class="icon-'
        f'heart-vote"></span><span class="like-score">{likes or ""}</span></a></div><a class="'
        'reply" href="#">ตอบกลับ</a> <a class="report" href="#">แจ้งลบ</a></div>'
        f'{pantip_avatar(m, owner)}</div>{sub}</div>')


def pantip(posts: list[Message]) -> str:
    """A Pantip topic (pantip.com/topic/40512345, the 2021 layout, Thai): the header (Pantip,
    ห้อง, แท็ก, Pantip Pick, Pantip Hitz, ตั้งกระทู้, เข้าสู่ระบบ / สมัครสมาชิก), the
    breadcrumbs "หน้าแรก > รัชดา", div.display-post-wrapper.main-post (the type "กระทู้
    คำถาม", h2.display-post-title, div.display-post-story with <br>s, the tags, the
    emotions, the owner's avatar and name with abbr.timeago: data-utime "03/04/2021
    10:12:33", the title "4 มีนาคม 2564 เวลา 10:12 น." in the Buddhist era and the text "3
    ชั่วโมงที่แล้ว" or "4 มี.ค. 64 10:12"); then a div.display-post-wrapper.section-comment
    per comment, "ความคิดเห็นที่ 3", the story, the heart votes, ตอบกลับ / แจ้งลบ, the
    avatar, "เจ้าของกระทู้" on the owner's; the answers to a comment in div.sub-comment under
    it, "ความคิดเห็นที่ 3-1" (one level); a deleted comment kept as "ความคิดเห็นนี้ถูกลบ
    เนื่องจากละเมิดกฎ" under its number; an advertisement after the first comment; a quote as
    "อ้างอิง ความคิดเห็นที่ 2 โดย bob" and the words in quotation marks; "กระทู้ที่คุณอาจ
    สนใจ" with dates and the footer. The topic is the first message."""
    head = posts[0]
    tid = 40500000 + head.pid
    tops, kids = _tree(posts)
    labels: dict[int, str] = {}
    order: list[tuple[int, str, list[tuple[int, str]]]] = []
    num = 0
    for k in tops:
        num += 1
        if len(order) == 2 and len(posts) >= 6:
            order.append((-1, str(num), []))
            num += 1
        subs = [(c, f"{num}-{j}") for j, c in enumerate(_descendants(kids, k), 1)]
        labels[posts[k].pid] = str(num)
        labels.update((posts[c].pid, lab) for c, lab in subs)
        order.append((k, str(num), subs))
    items = []
    for k, label, subs in order:
        if k < 0:
            items.append(
                f'<div class="display-post-wrapper section-comment deleted" id="comment{label}">'
                '<div class="display-post-wrapper-inner"><div class="display-post-number">ความ'
                f'คิดเห็นที่ {label}</div><div class="display-post-story">ความคิดเห็นนี้ถูกลบ'
                'เนื่องจากละเมิดกฎ ข้อตกลงการใช้งานเว็บไซต์ Pantip.com</div></div></div>')
            continue
        below = "".join(pantip_comment(posts, c, lab, labels, "") for c, lab in subs)
        items.append(pantip_comment(posts, k, label, labels, below))
        if len(items) == 1:
            items.append('<div class="pt-ads-container" id="div-gpt-ad-comment-1"><span class="'
                         'pt-ads-label">Advertisement</span><iframe title="3rd party ad content"'
                         ' width="336" height="280" frameborder="0"></iframe></div>')
    tags = "".join(f'<a class="tag-item" href="https://pantip.com/tag/{x}">{x}</a>'
                   for x in ("รถยนต์", "ซ่อมรถ", "เครื่องเสียงรถยนต์", "ศูนย์บริการรถยนต์"))
    emotions = "".join(f'<span class="emotion-choice-{i}" title="{x}">{x}</span>'
                       for i, x in enumerate(("ถูกใจ", "ขำกลิ้ง", "หลงรัก", "ซึ้ง", "สยอง",
                                              "ทึ่ง")))
    suggest = "".join(
        f'<li class="pt-list-item"><a href="https://pantip.com/topic/{tid - 1733 * (k + 1)}">'
        f'{x}</a><div class="pt-list-item__info"><span>{WHO[k]}</span> <span class="date">'
        f'{_others(k).day} {TH_SHORT[_others(k).month - 1]} {(_others(k).year + 543) % 100}'
        '</span></div></li>'
        for k, x in enumerate(("รถมีเสียงดังแปลกๆ ตรงคอนโซลหลังอัปเดตซอฟต์แวร์",
                               "จอวิทยุรีสตาร์ทเองบ่อยมาก ทำยังไงดีคะ",
                               "เข้าศูนย์แล้วช่างบอกว่าปกติ ควรทำยังไงต่อ")))
    body = (
        '<div id="cookie-consent" class="pt-cookie">เว็บไซต์นี้ใช้คุกกี้เพื่อพัฒนาประสบการณ์ใช้'
        'งาน <a href="https://pantip.com/about/privacy">นโยบายความเป็นส่วนตัว</a> <button type="'
        'button">ยอมรับ</button></div><header class="pt-header"><a class="pt-header__logo" href="'
        'https://pantip.com/"><img src="https://ptcdn.info/mobile/logo-mobile-pantip-white.png" '
        'alt="Pantip"></a><nav class="pt-header__nav"><a href="https://pantip.com/forum">ห้อง'
        '</a><a href="https://pantip.com/tags">แท็ก</a><a href="https://pantip.com/pick">Pantip '
        'Pick</a><a href="https://pantip.com/hitz">Pantip Hitz</a><a href="https://pantip.com/'
        'explore">Explore</a></nav><div class="pt-header__user"><a href="https://pantip.com/'
        'forum/new_topic">ตั้งกระทู้</a><a href="https://pantip.com/login">เข้าสู่ระบบ / สมัคร'
        'สมาชิก</a></div></header><div class="container"><div class="pt-breadcrumbs"><a href="'
        'https://pantip.com/">หน้าแรก</a> &gt; <a href="https://pantip.com/forum/ratchada">'
        f'รัชดา</a></div><div class="display-post-wrapper main-post type" id="topic-{tid}"><div '
        'class="display-post-wrapper-inner"><div class="display-post-status-leftside"><span '
        'class="icon-mini-posttype-que"></span> กระทู้คำถาม</div><h2 class="display-post-title">'
        f'{TITLE}</h2><div class="display-post-story-wrapper"><div class="display-post-story">'
        f'{paras(head, "<br><br>")}</div></div><div class="display-post-tag-wrapper">{tags}'
        f'</div><div class="display-post-emotion">{emotions}<span class="emotion-score">'
        f'{head.uid % 30 + 2}</span></div>{pantip_avatar(head, True)}</div></div><div class="'
        f'comment-count">{len(posts) - 1} ความคิดเห็น</div><div id="comments-jsrender">'
        f'{"".join(items)}</div><div class="pt-reply-box">กรุณา<a href="https://pantip.com/'
        'login">เข้าสู่ระบบ</a>เพื่อแสดงความคิดเห็น</div><div class="pt-suggest"><h3>กระทู้ที่'
        f'คุณอาจสนใจ</h3><ul class="pt-list">{suggest}</ul></div></div><footer class="pt-'
        'footer"><a href="https://pantip.com/about/tos">กฎ กติกา และมารยาท</a> · <a href="https'
        '://pantip.com/about/privacy">นโยบายเกี่ยวกับข้อมูลส่วนบุคคล</a> · <a href="https://'
        'pantip.com/about/contact">ติดต่อทีมงาน</a><p>© 2021 Internet Marketing co., ltd</p>'
        '</footer>')
    return page(f"{TITLE} - Pantip", body, "th")


# --- Ekşi Sözlük (Turkish) --------------------------------------------------------------------

EKSI_TITLE = "son güncellemeden sonra gelen garip ses"
EKSI_SLUG = "son-guncellemeden-sonra-gelen-garip-ses"


def eksi_eid(m: Message) -> int:
    return 120000000 + m.pid * 37


def eksi_date(m: Message) -> str:
    """"04.03.2021 10:12", edited "04.03.2021 10:12 ~ 10:40" the same day or "04.03.2021
    10:12 ~ 05.03.2021 11:02" later."""
    t = m.when
    if m.uid % 3 == 0:
        later = t + timedelta(minutes=m.uid % 20 + 4)
        if later.date() == t.date():
            return f"{t:%d.%m.%Y %H:%M} ~ {later:%H:%M}"
        return f"{t:%d.%m.%Y %H:%M} ~ {later:%d.%m.%Y %H:%M}"
    if m.uid % 5 == 1:
        later = t + timedelta(days=1, minutes=50)
        return f"{t:%d.%m.%Y %H:%M} ~ {later:%d.%m.%Y %H:%M}"
    return f"{t:%d.%m.%Y %H:%M}"


def eksi_entry(posts: list[Message], m: Message) -> str:
    eid = eksi_eid(m)
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = (f'(bkz: <a class="b" href="/entry/{eksi_eid(q)}">#{eksi_eid(q)}</a>)<br>'
                 f'"{escape(m.quote[2])}"<br><br>')
    favs = (m.uid * 3 + m.pid) % 11
    return (
        f'<li data-id="{eid}" data-author="{m.author}" data-author-id="{900000 + m.uid * 613}" '
        f'data-flags="share msg report vote" data-isfavorite="false" data-favorite-count="'
        f'{favs}" data-seyler-slug="" data-comment-count="0"><div class="content">{quote}'
        f'{paras(m, "<br><br>")}</div><footer><div class="feedback"><span class="entry-share '
        'dropdown"><a class="entry-share dropdown-toggle toggles" title="paylaş"></a></span>'
        '<span class="rate-options"><a class="like" title="şükela!"><svg class="eksico"><use '
        'xlink:href="#eksico-up"></use></svg></a><a class="dislike" title="çok kötü"><svg class'
        '="eksico"><use xlink:href="#eksico-down"></use></svg></a></span><span class="favorite-'
        'links"><a class="favorite-link" title="favorilerime ekle"><svg class="eksico"><use '
        f'xlink:href="#eksico-drop"></use></svg></a><a class="favorite-count toggles">'
        f'{favs or ""}</a></span></div><div class="info"><div class="entry-footer-bottom"><div '
        'class="footer-info"><div id="entry-nick-container"><div id="entry-author"><a class="'
        f'entry-author" href="/biri/{_slug(m.author)}">{m.author}</a></div></div><div><a class'
        f'="entry-date permalink" href="/entry/{eid}">{eksi_date(m)}</a></div></div></div></div>'
        '</footer></li>')


def eksi_sozluk(posts: list[Message]) -> str:
    """An Ekşi Sözlük title page (eksisozluk.com/<title>--<id>, 2021): the top bar (ekşi
    sözlük, the search, giriş, kayıt ol), the channels (gündem, debe, sorunsallar, #spor,
    #siyaset, ...), the left column "gündem" with the entry counts of today's titles; the
    title in h1#title (lowercase, as every title is), şükela / ara / takip et, the pager;
    ul#entry-item-list with an li per entry (data-id, data-author, data-favorite-count),
    div.content with <br>s, the share / şükela / favorite links, a.entry-author and
    a.entry-date "04.03.2021 10:12", edited "04.03.2021 10:12 ~ 10:40" or "... ~ 05.03.2021
    11:02"; an entry that answers another opens with "(bkz: #123456)" and the words in
    quotation marks; the right column's ad and the footer. The title is only a title: every
    entry is a message, the first entry the first message."""
    tid = 6800000 + posts[0].pid
    entries = "".join(eksi_entry(posts, m) for m in posts)
    agenda = "".join(
        f'<li><a href="/{_slug(x)}--{tid - 97 * (k + 1)}?a=popular">{x} <small>'
        f'{(k * 37 + 11) % 190 + 8}</small></a></li>'
        for k, x in enumerate(("araba tamircilerinin her şeye normal demesi",
                               "yazılım güncellemesi sonrası bozulan cihazlar",
                               "kışın sabah arabanın çalışmaması",
                               "servisten çıkan araçta yeni ses", "akaryakıt zammı")))
    channels = "".join(f'<li><a href="/basliklar/{h}">{x}</a></li>'
                       for h, x in (("gundem", "gündem"), ("debe", "debe"),
                                    ("sorunsallar", "sorunsallar"), ("kanal/spor", "#spor"),
                                    ("kanal/siyaset", "#siyaset"),
                                    ("kanal/otomotiv", "#otomotiv")))
    pager = '<div class="pager" data-currentpage="1" data-pagecount="1"></div>'
    body = (
        '<header id="top-bar"><div id="logo"><a href="/">ekşi sözlük - kutsal bilgi kaynağı</a>'
        '</div><div id="search-form"><form action="/" method="get"><input type="text" id="'
        'search-textbox" name="q" placeholder="başlık, #entry, @yazar"><button type="submit">'
        'getir</button></form></div><nav id="top-navigation"><ul><li><a href="/giris">giriş</a>'
        '</li><li><a href="/kayit">kayıt ol</a></li></ul></nav><nav id="sub-navigation"><ul id="'
        f'quick-index-nav">{channels}</ul></nav></header><div id="container"><nav id="index-'
        f'section"><h2>gündem</h2><ul class="topic-list partial">{agenda}</ul></nav><div id="'
        'main"><div id="content"><section id="content-body"><div id="topic" class="clearfix" '
        f'data-title="{EKSI_TITLE}"><h1 id="title" data-title="{EKSI_TITLE}" data-id="{tid}" '
        f'data-slug="{EKSI_SLUG}"><a href="/{EKSI_SLUG}--{tid}" itemprop="url"><span itemprop="'
        f'name">{EKSI_TITLE}</span></a></h1><div class="sub-title-menu"><a class="sort" href="/'
        f'{EKSI_SLUG}--{tid}?a=nice">şükela</a> <a class="search" href="#">başlıkta ara</a> <a '
        f'class="follow" href="#">takip et</a></div>{pager}<ul id="entry-item-list" class="'
        f'topic-list">{entries}</ul>{pager}<div id="entry-form"><p>bu başlığa entry girmek için'
        ' <a href="/giris">giriş yapmanız</a> gerekiyor.</p></div></div></section></div><aside '
        'id="aside"><div id="ad-right" class="ad-banner" data-zone="sag"><iframe title="reklam" '
        'width="300" height="600" frameborder="0"></iframe></div></aside></div></div><footer '
        'id="site-footer"><ul><li><a href="/kurallar">kurallar</a></li><li><a href="/'
        'iletisim">iletişim</a></li><li><a href="/sozlesme">kullanıcı sözleşmesi</a></li><li>'
        '<a href="/gizlilik">gizlilik politikası</a></li></ul><p>© 1999-2021 ekşi sözlük</p>'
        '</footer>')
    return page(f"{EKSI_TITLE} - ekşi sözlük", body, "tr")


# --- Wykop microblog (Polish) -----------------------------------------------------------------

WYKOP = "https://www.wykop.pl"


def wykop_ago(t: datetime) -> str:
    """"przed chwilą", "12 min. temu", "3 godz. temu", "1 dzień temu", "4 dni temu", "2 mies.
    temu", "1 rok temu", "2 lata temu", "5 lat temu"."""
    n, unit = _ago_units(t)
    if unit == "now":
        return "przed chwilą"
    if unit == "min":
        return f"{n} min. temu"
    if unit == "h":
        return f"{n} godz. temu"
    if unit == "d":
        return "1 dzień temu" if n == 1 else f"{n} dni temu"
    if unit == "mo":
        return f"{n} mies. temu"
    if n == 1:
        return "1 rok temu"
    return f"{n} lata temu" if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14) \
        else f"{n} lat temu"


def wykop_block(m: Message, kind: str, link: str, text: str, votes: int) -> str:
    nick = _handle(m)
    colour = ("color-0", "color-1", "color-2", "color-1")[m.uid % 4]
    return (
        f'<div class="wblock lcontrast dC" data-id="{90000000 + m.pid * 3}" data-type="{kind}">'
        f'<div><div class="author ellipsis"><a href="{WYKOP}/ludzie/{nick}/" title="Profil '
        f'użytkownika {m.author}" class="profile"><img class="avatar lazy {colour}" src="'
        f'https://www.wykop.pl/cdn/c3397992/{nick}_{_hash(m.uid, 10)},q40.jpg" alt="{m.author}"'
        f'></a><a class="showProfileSummary" href="{WYKOP}/ludzie/{nick}/"><b class="{colour}">'
        f'{m.author}</b></a> <a href="{link}"><small><time title="{m.when:%Y-%m-%d %H:%M:%S}" '
        f'datetime="{_cet_iso(m.when)}" pubdate>{wykop_ago(m.when)}</time></small></a><p '
        f'class="vC" data-vc="{votes}" data-vcl="0"><b class="plus">+{votes}</b></p></div><div '
        f'class="text">{text}</div><div class="row elements actions"><ul><li><a class="affect" '
        'href="#">odpowiedz</a></li><li><a class="affect" href="#"><i class="fa fa-star-o"></i>'
        ' ulubiony</a></li><li><a class="affect" href="#">zgłoś</a></li></ul></div></div></div>')


def wykop(posts: list[Message]) -> str:
    """A Wykop microblog entry (wykop.pl/wpis/<id>/..., the layout before 2023, Polish): the
    header (Wykop, Główna, Wykopalisko, Hity, Mikroblog, Zaloguj się, Załóż konto); the entry
    in li.entry > div.wblock[data-type=entry] (the avatar, the nick coloured by its standing,
    the <time title="2021-03-04 10:12:33" datetime> reading "3 godz. temu" / "4 dni temu" /
    "2 mies. temu" / "1 rok temu", the pluses, div.text, odpowiedz / ulubiony / zgłoś); the
    comments flat in ul.sub under it, each a div.wblock[data-type=entrycomment] opening with
    "@bob:" when it answers someone, a quote as a Markdown blockquote after it; the comment
    box for guests; the right column ("Gorące wpisy" with times, "Popularne tagi") and the
    footer. The entry is the first message."""
    head = posts[0]
    eid = 56000000 + head.pid * 3
    link = f"{WYKOP}/wpis/{eid}/{_slug(TITLE)}/"
    comments = []
    for k in range(1, len(posts)):
        m = posts[k]
        lead = ""
        if m.quote:
            q = _quoted(posts, m)
            lead = (f'<p><a href="{WYKOP}/ludzie/{_handle(q)}/">@{q.author}</a>: </p>'
                    f'<blockquote><p>{escape(m.quote[2])}</p></blockquote>')
        text = lead + f'<p>{paras(m, "<br><br>")}</p>'
        block = wykop_block(m, "entrycomment", f"{link}#comment-{90000000 + m.pid * 3}", text,
                            (m.uid + k * 3) % 9)
        comments.append(f'<li class="iC">{block}</li>')
    entry = wykop_block(head, "entry", link, f'<p>{paras(head, "<br><br>")}</p>',
                        head.uid % 40 + 5)
    hot = "".join(
        f'<li><a href="{WYKOP}/wpis/{eid - 977 * (k + 1)}/">{x}</a> <small><time title="'
        f'{_others(k):%Y-%m-%d %H:%M:%S}">{wykop_ago(_others(k))}</time></small></li>'
        for k, x in enumerate(("Mirki, czy ktoś miał stukanie w desce po aktualizacji?",
                               "Serwis powiedział że to normalne, ręce opadają",
                               "Radio restartuje się co 10 minut, co robić")))
    tags = "".join(f'<a class="tag" href="{WYKOP}/tag/{x}/">#{x}</a> '
                   for x in ("motoryzacja", "samochody", "mechanika", "pytanie", "heheszki"))
    nav = "".join(f'<li><a href="{WYKOP}/{h}">{x}</a></li>'
                  for h, x in (("", "Główna"), ("wykopalisko/", "Wykopalisko"),
                               ("hity/", "Hity"), ("mikroblog/", "Mikroblog")))
    body = (
        '<div id="nav" class="nav"><div class="wrapper"><a class="logo" href="'
        f'{WYKOP}/" title="Wykop">Wykop</a><ul class="mainnav">{nav}</ul><div class="quick-'
        f'point"><a class="button" href="{WYKOP}/zaloguj/">Zaloguj się</a> <a href="'
        f'{WYKOP}/rejestracja/">Załóż konto</a></div></div></div><div id="site" class="rbl-'
        'block"><div class="wrapper"><div class="grid"><div class="grid-main m-reset-float">'
        '<div class="rbl-block"><h4 class="space">Wpis z mikrobloga</h4></div><ul id="items'
        f'Stream" class="comments-stream"><li class="entry iC" data-id="{eid}">{entry}<ul '
        f'class="sub">{"".join(comments)}</ul></li></ul><div class="rbl-block"><p>Musisz się <a '
        f'href="{WYKOP}/zaloguj/">zalogować</a>, aby móc dodawać komentarze.</p></div></div>'
        '<div class="grid-right m-reset-float"><div class="r-block"><h4>Gorące wpisy</h4><ul '
        f'class="hot-entries">{hot}</ul></div><div class="r-block"><h4>Popularne tagi</h4><p>'
        f'{tags}</p></div></div></div></div></div><div id="footer"><div class="wrapper"><ul>'
        f'<li><a href="{WYKOP}/regulamin/">Regulamin</a></li><li><a href="{WYKOP}/polityka-'
        f'prywatnosci/">Polityka prywatności</a></li><li><a href="{WYKOP}/kontakt/">Kontakt'
        '</a></li></ul><p>Wykop © 2005-2021</p></div></div>')
    return page(f"{TITLE} - Mikroblog - Wykop.pl", body, "pl")



# --- Ruliweb board (Korean) -------------------------------------------------------------------

RULI = "https://bbs.ruliweb.com/hobby/board/300156"
RULI_BEST = '<span class="icon_best">BEST</span>'
RULI_TITLES = ("업데이트 후 대시보드에서 딱딱 소리 나네요", "순정 내비 재부팅 증상 있으신 분",
               "서비스센터에서 정상이라고 하는데", "겨울철 시동 걸 때 소음 질문",
               "블랙박스 상시녹화 배터리 방전")


def ruli_regdate(t: datetime) -> str:
    """"2021.03.04 (10:12:33)"."""
    return f"{t:%Y.%m.%d} ({t:%H:%M:%S})"


def ruli_list_date(t: datetime) -> str:
    """The board list: "12:40" today, then "21.03.04"."""
    return f"{t:%H:%M}" if days_ago(t) == 0 else f"{t:%y.%m.%d}"


def ruli_likes(m: Message) -> int:
    return (m.uid * 7 + m.pid) % 19


def ruli_ip(m: Message) -> str:
    return f"{(m.uid * 37) % 200 + 14}.{(m.uid * 11) % 250}.***.{(m.uid * 53) % 250}"


def ruli_comment(posts: list[Message], k: int, to: Message | None, best: bool) -> str:
    m = posts[k]
    cid = 88000000 + m.pid * 3
    uid = 1500000 + m.uid * 2741
    child = to is not None
    arrow = (f'<i class="icon-reply"></i><span class="p_nick">{to.author}</span> '
             if child else "")
    cls = " child" if child else ""
    cls += " best" if best else ""
    return (
        f'<tr class="comment_element normal{cls}" id="ct_{cid}{"_best" if best else ""}"><td '
        f'class="user"><div class="user_inner_wrapper"><strong class="nick"><a href="https://'
        f'bbs.ruliweb.com/member/{uid}" class="nick_link" data-uid="{uid}">{m.author}</a>'
        f'</strong>{RULI_BEST if best else ""}<div class="'
        f'user_info"><span class="ip">IP {ruli_ip(m)}</span></div></div></td><td class="'
        f'comment"><div class="text_wrapper">{arrow}<span class="text">{_line_quote(m)}'
        f'{paras(m, "<br>")}</span></div><div class="etc"><span class="time">'
        f'{m.when:%y.%m.%d %H:%M}</span> <button class="btn_like" type="button"><i class="'
        f'icon-thumbs-up"></i> <span class="num">{ruli_likes(m)}</span></button> <button class'
        '="btn_dislike" type="button"><i class="icon-thumbs-down"></i> <span class="num">0'
        '</span></button> <button class="btn_reply" type="button">답글</button> <button class='
        '"btn_report" type="button">신고</button></div></td></tr>')


def ruliweb(posts: list[Message]) -> str:
    """A Ruliweb board post (bbs.ruliweb.com/.../board/300156/read/..., Korean): the GNB
    (루리웹, 게임, 취미, 커뮤니티, 핫딜, 로그인), the board's name "자동차 게시판";
    div.board_main_top with the user box (the nick, 레벨, 추천, 조회, "날짜 2021.03.04
    (10:12:33)", the masked ip) and h4.subject with the category "[질문]"; div.board_main_view
    with <p>s and the like buttons; an advertisement; the comments: "BEST 댓글" above the list
    repeating the most liked ones, then table.comment_table with a tr.comment_element per
    comment (the nick, the masked IP, span.text with <br>s, span.time "21.03.04 12:40", 추천 /
    비추천 / 답글 / 신고), the answers under the comment they belong to as tr.child rows
    naming the nick they answer, one level, "삭제된 댓글입니다." in place of a deleted one, a
    quote as a "> " line; then the board list (번호, 분류, 제목, 글쓴이, 추천, 조회, 날짜 "12:40"
    / "21.03.04"), the right column's "실시간 베스트" with times and the footer. The post is
    the first message."""
    head = posts[0]
    no = 61200000 + head.pid
    tops, kids = _tree(posts)
    rows = []
    for n, k in enumerate(tops):
        if n == 3 and len(posts) >= 6:
            rows.append('<tr class="comment_element normal deleted"><td class="user"></td><td '
                        'class="comment"><div class="text_wrapper"><span class="text deleted">'
                        '삭제된 댓글입니다.</span></div></td></tr>')
        rows.append(ruli_comment(posts, k, None, False))
        rows += [ruli_comment(posts, c, posts[_parent(posts, kids, c)], False)
                 for c in _descendants(kids, k)]
    liked = sorted((k for k in range(1, len(posts)) if ruli_likes(posts[k]) >= 12),
                   key=lambda k: -ruli_likes(posts[k]))[:3] if len(posts) >= 4 else []
    best = "".join(ruli_comment(posts, k, None, True) for k in liked)
    best_view = (f'<div class="comment_view best row"><div class="comment_count_wrapper"><strong>'
                 f'BEST 댓글</strong></div><table class="comment_table"><tbody>{best}</tbody>'
                 '</table></div>' if best else "")
    listing = "".join(
        f'<tr class="table_body normal"><td class="id">{no - 7 * (k + 1)}</td><td class="divsn">'
        f'<a href="{RULI}?cate=2">질문</a></td><td class="subject"><div class="relative"><a '
        f'class="deco" href="{RULI}/read/{no - 7 * (k + 1)}">{x}</a><span class="num_reply">'
        f'(<span class="num">{k * 3 + 2}</span>)</span></div></td><td class="writer text_over">'
        f'<a href="#">{WHO[k]}</a></td><td class="recomd">{k % 4}</td><td class="hit">'
        f'{k * 97 + 143}</td><td class="time">{ruli_list_date(_others(k))}</td></tr>'
        for k, x in enumerate(RULI_TITLES))
    hot = "".join(f'<li><a href="https://bbs.ruliweb.com/best/board/300143/read/{no + k * 13}">'
                  f'{x}</a><span class="time">{_others(k):%H:%M}</span></li>'
                  for k, x in enumerate(("요즘 신차 소프트웨어 업데이트 너무 잦네요",
                                         "주말 세차하다가 발견한 것", "중고차 구입 후기")))
    gnb = "".join(f'<li><a href="https://{h}">{x}</a></li>'
                  for h, x in (("ruliweb.com/", "루리웹"), ("game.ruliweb.com/", "게임"),
                               ("bbs.ruliweb.com/hobby", "취미"),
                               ("bbs.ruliweb.com/community", "커뮤니티"),
                               ("bbs.ruliweb.com/market/board/1020", "핫딜")))
    body = (
        '<div id="ruliweb_header" class="ruliweb_header"><div class="gnb_wrapper"><ul class="'
        f'gnb">{gnb}</ul><div class="login_wrapper"><a href="https://user.ruliweb.com/member/'
        'login">로그인</a></div></div></div><div id="board_top" class="board_top"><h1 class="'
        f'board_name"><a href="{RULI}">자동차 게시판</a></h1></div><div class="container"><div '
        'class="contents"><div id="board_read" class="board_main theme_default"><div class="'
        'board_main_top"><div class="user_view"><div class="row user_view_target"><div class="'
        f'col user_img_wrapper"><img class="profile_img" src="https://img.ruliweb.com/img/member'
        f'/{_hash(head.uid, 8)}.png" alt=""></div><div class="col user_info_wrapper"><div class'
        f'="user_info"><p class="nick"><strong class="nick"><a href="#">{head.author}</a>'
        f'</strong></p><p>레벨 <strong>{head.uid % 40 + 3}</strong></p><p>추천 <strong class='
        f'"like">{ruli_likes(head)}</strong></p><p>조회 <strong>{len(posts) * 211 + 97}</strong>'
        f'</p><p>날짜 <span class="regdate">{ruli_regdate(head.when)}</span></p><p>ip <span>'
        f'{ruli_ip(head)}</span></p></div></div></div></div><h4 class="subject"><span class="'
        'subject_inner_text"><span class="category_text">[질문]</span> <span class="subject_'
        f'text">{TITLE}</span></span></h4></div><div class="board_main_view"><div class="view_'
        f'content autolink"><article><div>{p_tags(head)}</div></article></div><div class="row '
        'like_wrapper"><button class="like" type="button"><i class="icon-thumbs-up"></i> <span '
        f'class="like_value">{ruli_likes(head)}</span></button> <button class="dislike" type="'
        'button"><i class="icon-thumbs-down"></i> <span class="dislike_value">0</span></button>'
        '</div></div><div class="ad_banner" id="ad_board_read"><iframe title="광고" width="728" '
        'height="90" frameborder="0"></iframe></div><div class="comment_container"><div class="'
        f'comment_count_wrapper"><span class="num">{len(posts) - 1}</span> 댓글</div>'
        f'{best_view}<div class="comment_view normal row"><table class="comment_table"><tbody>'
        f'{"".join(rows)}</tbody></table></div><div class="comment_write">댓글을 쓰려면 <a href'
        '="https://user.ruliweb.com/member/login">로그인</a>이 필요합니다.</div></div></div>'
        '<div class="board_list"><table class="board_list_table"><thead><tr><th>번호</th><th>'
        '분류</th><th>제목</th><th>글쓴이</th><th>추천</th><th>조회</th><th>날짜</th></tr></thead>'
        f'<tbody>{listing}</tbody></table></div></div><div class="side"><div class="side_best">'
        f'<h3>실시간 베스트</h3><ul>{hot}</ul></div></div></div><div id="footer"><p><a href="'
        'https://www.ruliweb.com/etc/about">회사소개</a> | <a href="https://www.ruliweb.com/etc/'
        'policy">이용약관</a> | <a href="https://www.ruliweb.com/etc/privacy">개인정보처리방침'
        '</a></p><p>Copyright © RULIWEB. All rights reserved.</p></div>')
    return page(f"{TITLE} | 자동차 게시판 | 루리웹", body, "ko")


# --- Hatena Bookmark entry page (Japanese) ----------------------------------------------------

HB_ARTICLE = ("最新のOTAアップデート後に異音、ドライバーから報告相次ぐ",
              "https://www.example-news.jp/articles/2021/03/ota-noise")
HB_TAGS = ("車", "ソフトウェア", "あとで読む", "IoT", "バグ", "自動車")


def hb_stars(m: Message) -> int:
    return (m.uid * 5 + m.pid) % 13


def hb_comment(posts: list[Message], m: Message, eid: int) -> str:
    user = _handle(m)
    lead = ""
    if m.quote:
        q = _quoted(posts, m)
        lead = (f'<a href="/{_handle(q)}/" class="js-user-link">id:{q.author}</a> 「'
                f'{escape(m.quote[2])}」 ')
    tags = "".join(f'<li><a href="/{user}/{x}/" class="entry-comment-tag">{x}</a></li>'
                   for x in HB_TAGS[m.uid % 4:m.uid % 4 + m.pid % 3])
    stars = hb_stars(m)
    return (
        f'<div class="entry-comment-contents js-bookmark" data-user-name="{user}" id="bookmark-'
        f'{eid}-{user}"><div class="entry-comment-contents-main"><a href="/{user}/" class="'
        f'entry-comment-profile-image"><img src="https://cdn.profile-image.st-hatena.com/users/'
        f'{user}/profile.png" alt="{m.author}" width="32" height="32"></a><div class="entry-'
        f'comment-child"><span class="entry-comment-username"><a href="/{user}/" class="js-user'
        f'-link">{m.author}</a></span><span class="entry-comment-text js-bookmark-comment">'
        f'{lead}{paras(m, " ")}</span><ul class="entry-comment-tags">{tags}</ul><div class="'
        f'entry-comment-meta"><span class="entry-comment-timestamp"><a href="/{user}/'
        f'{m.when:%Y%m%d}#bookmark-{eid}">{m.when:%Y/%m/%d}</a></span><span class="entry-'
        f'comment-star js-comment-star" data-star-count="{stars}">'
        f'{"★" * stars if stars <= 5 else f"★{stars}"}</span></div></div></div></div>')


def hatena_bookmark(posts: list[Message]) -> str:
    """A Hatena Bookmark entry page (b.hatena.ne.jp/entry/s/..., 2021, Japanese): the global
    header (はてなブックマーク, 総合 / 一般 / 世の中 / 政治と経済 / 暮らし / 学び / テクノロジー
    / おもしろ / エンタメ / アニメとゲーム, ログイン, ユーザー登録); the bookmarked news article
    (its title, the excerpt, the domain, "123 users", the date it was first bookmarked, the
    tags most used); then "人気コメント", the most starred comments, and "新着コメント", every
    comment newest first as Hatena lists them: div.entry-comment-contents (the icon, the user,
    span.entry-comment-text on one line, the user's tags, the date "2021/03/04" without a
    time, the stars); a comment answering another names it as "id:bob" with the words in 「」;
    "すべてのブックマークを見る", the related entries and the category's popular entries with
    their dates, and Hatena's footer. The article is furniture: every message is a bookmark
    comment."""
    eid = 4700000000 + posts[0].pid
    title, url = HB_ARTICLE
    first = posts[0].when - timedelta(hours=1, minutes=20)
    ranked = sorted(posts, key=lambda m: -hb_stars(m))[:3] if len(posts) >= 3 else []
    popular = "".join(hb_comment(posts, m, eid) for m in ranked if hb_stars(m) >= 4)
    recent = "".join(hb_comment(posts, m, eid) for m in reversed(posts))
    related = "".join(
        f'<li class="entry-list-item"><a href="/entry/s/www.example-news.jp/articles/{k + 7}" '
        f'class="entry-list-link">{x}</a><span class="entry-list-users">{k * 61 + 12} users</span>'
        f'<span class="entry-list-date">{_others(k):%Y/%m/%d}</span></li>'
        for k, x in enumerate(("車載ソフトの不具合、リコール届け出へ",
                               "クルマのOTAアップデートは何を変えるのか",
                               "ディーラーに聞いた「異音」の正体")))
    cats = "".join(f'<li><a href="/hotentry/{h}">{x}</a></li>'
                   for h, x in (("all", "総合"), ("general", "一般"), ("social", "世の中"),
                                ("economics", "政治と経済"), ("life", "暮らし"),
                                ("knowledge", "学び"), ("it", "テクノロジー"),
                                ("fun", "おもしろ"), ("entertainment", "エンタメ"),
                                ("game", "アニメとゲーム")))
    tags = "".join(f'<li><a href="/q/{x}">{x}</a></li>' for x in HB_TAGS[:4])
    body = (
        '<header class="globalheader"><div class="globalheader-inner"><a class="globalheader-'
        'logo" href="/"><img src="https://b.st-hatena.com/images/v4/public/logo.svg" alt="はてな'
        f'ブックマーク" width="180"></a><nav class="globalheader-nav"><ul>{cats}</ul></nav><div '
        'class="globalheader-user"><a href="https://www.hatena.ne.jp/login">ログイン</a><a '
        'href="https://www.hatena.ne.jp/register">ユーザー登録</a></div></div></header><main '
        'class="entry-main"><div class="entry-contents"><div class="entry-info"><h1 class="'
        f'entry-info-title"><a href="{url}" class="entry-link" target="_blank" rel="noopener">'
        f'{title}</a></h1><div class="entry-info-description">ソフトウェアの更新後、ダッシュボード'
        '付近から異音がするとの報告がオーナーから相次いでいる。メーカーは調査中としている。</div>'
        '<div class="entry-info-meta"><span class="entry-info-domain"><a href="/site/www.'
        'example-news.jp/">www.example-news.jp</a></span><span class="entry-info-users"><a href='
        f'"#bookmarks">{len(posts) * 7 + 3} users</a></span><span class="entry-info-time">'
        f'{first:%Y/%m/%d %H:%M}</span></div><ul class="entry-info-tags">{tags}</ul></div></div>'
        '<section id="bookmarks" class="bookmarks-sort-panels js-bookmarks-sort-panels"><div '
        'class="bookmarks-sort-panel js-bookmarks-sort-panel" data-sort="recommend"><h2 class="'
        'entry-comment-title">人気コメント</h2><div class="entry-comment-contents-wrapper js-'
        f'bookmarks-recommend">{popular}</div></div><div class="bookmarks-sort-panel js-'
        'bookmarks-sort-panel" data-sort="recent"><h2 class="entry-comment-title">新着コメント'
        f'</h2><div class="entry-comment-contents-wrapper js-bookmarks-recent">{recent}</div>'
        f'</div><a class="entry-comment-readmore" href="/entry?url={url}&amp;mode=all">すべての'
        'ブックマークを見る</a></section><section class="entry-related"><h2>関連記事</h2><ul '
        f'class="entry-list">{related}</ul></section><section class="entry-hotentry"><h2>'
        '「テクノロジー」の人気エントリー</h2><ul class="entry-list">'
        + "".join(f'<li class="entry-list-item"><a href="/entry/s/example.org/{k}">{x}</a><span '
                  f'class="entry-list-date">{_others(k + 1):%Y/%m/%d %H:%M}</span></li>'
                  for k, x in enumerate(("新しいプログラミング言語のトレンド",
                                         "社内システムをクラウドに移した話")))
        + '</ul></section></main><footer class="globalfooter"><ul><li><a href="https://b.'
        'hatena.ne.jp/help">ヘルプ</a></li><li><a href="https://policies.hatena.ne.jp/">規約'
        '</a></li><li><a href="https://hatena.co.jp/">運営会社</a></li></ul><p>© Hatena</p>'
        '</footer>')
    return page(f"はてなブックマーク - {title}", body, "ja")


# --- Gitee issue (Chinese) --------------------------------------------------------------------

GITEE = "https://gitee.com"
GITEE_REPO = ("acme-motors", "audio-service")


def gitee_ago(t: datetime) -> str:
    """timeago's Chinese: "刚刚", "12分钟前", "3小时前", "4天前", "2个月前", "1年前"."""
    n, unit = _ago_units(t)
    return {"now": "刚刚", "min": f"{n}分钟前", "h": f"{n}小时前", "d": f"{n}天前",
            "mo": f"{n}个月前", "y": f"{n}年前"}[unit]


def gitee_time(t: datetime) -> str:
    """Shanghai time: eight hours ahead of the thread's clock, taken as UTC."""
    local = t + timedelta(hours=8)
    return (f'<span class="timeago" title="{local:%Y-%m-%d %H:%M}" datetime="'
            f'{local:%Y-%m-%dT%H:%M:%S}+08:00">{gitee_ago(t)}</span>')


def gitee_avatar(m: Message, size: int) -> str:
    return (f'<a class="avatar" href="{GITEE}/{_handle(m)}"><img class="ui avatar image" src="'
            f'https://portrait.gitee.com/uploads/avatars/user/{m.uid * 31 % 3000}/'
            f'{m.uid * 9277}_{_handle(m)}_{_ts(joined(m))}.png!avatar{size}" alt="{m.author}" '
            f'width="{size}" height="{size}"></a>')


def gitee_comment(posts: list[Message], kids: dict[int, list[int]], k: int, top: bool) -> str:
    m = posts[k]
    nid = 4800000 + m.pid * 7
    quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
    below = "".join(gitee_comment(posts, kids, c, False) for c in _descendants(kids, k)) \
        if top else ""
    replies = f'<div class="comments comment-replies">{below}</div>' if below else ""
    owner = ('<span class="ui mini basic label">作者</span>'
             if m.author == posts[0].author else "")
    return (
        f'<div class="comment" id="note_{nid}" data-note-id="{nid}">{gitee_avatar(m, 40)}<div '
        f'class="content"><a class="author" href="{GITEE}/{_handle(m)}">{m.author}</a>{owner}'
        f'<div class="metadata">{gitee_time(m.when)}</div><div class="text markdown-body">'
        f'{quote}{p_tags(m)}</div><div class="actions"><a class="reply" href="javascript:void'
        '(0)">回复</a><a class="emoji-reaction" href="javascript:void(0)"><i class="iconfont '
        'icon-emoji"></i></a></div></div>'
        f'{replies}</div>')


def gitee_event(who: str, what: str, t: datetime) -> str:
    return (f'<div class="event timeline-item"><i class="iconfont icon-activity"></i><a class="'
            f'author" href="{GITEE}/{who.lower().replace(".", "-")}">{who}</a> {what} '
            f'{gitee_time(t)}</div>')


def gitee_issue(posts: list[Message]) -> str:
    """A Gitee issue page (gitee.com/<owner>/<repo>/issues/I3ABCD, 2021, Chinese) as the
    browser's DOM holds it: the site header (开源, 企业版, 高校版, 私有云, 博客, 登录, 注册),
    the repository's header (acme-motors / audio-service, Watch / Star / Fork, 代码 / Issues
    / Pull Requests / Wiki / 统计 / 流水线 / 服务), the issue's title, state "待办的" and ident,
    "alice 创建于" with span.timeago (title "2021-03-04 18:12", text "3个月前" / "4天前" /
    "12分钟前"), div.git-issue-description.markdown-body; the timeline: div.comment per
    comment (avatar, a.author, "作者" on the author's, the time, div.text.markdown-body,
    回复), the replies to a comment nested under it, one level, and the events (状态修改,
    标签); quotes as Markdown blockquotes; the sidebar (负责人, 协作者, 标签, 里程碑, 优先级,
    计划开始日期, 计划截止日期 with a date, 参与者) and Gitee's footer. The description is the
    first message."""
    head = posts[0]
    owner, repo = GITEE_REPO
    ident = "I3" + _hash(head.pid, 4).upper()
    tops, kids = _tree(posts)
    timeline = [(posts[k].when, gitee_comment(posts, kids, k, True)) for k in tops]
    if len(posts) > 2:
        t = posts[1].when + timedelta(minutes=4)
        timeline.append((t, gitee_event(WHO[0], '将任务状态从 <span class="state">待办的</span> '
                                        '修改为 <span class="state">进行中</span>', t)))
        t = head.when + timedelta(minutes=30)
        timeline.append((t, gitee_event(WHO[0], '添加了 <span class="ui label red">bug</span> '
                                        '标签', t)))
    timeline.sort(key=lambda e: e[0])
    people = "".join(gitee_avatar(m, 24) for m in dict((m.author, m) for m in posts).values())
    due = head.when + timedelta(days=21)
    tabs = "".join(f'<a class="item{" active" if x == "Issues" else ""}" href="{GITEE}/{owner}/'
                   f'{repo}{h}">{x}{c}</a>'
                   for h, x, c in (("", "代码", ""), ("/issues", "Issues", " 12"),
                                   ("/pulls", "Pull Requests", " 3"), ("/wikis", "Wiki", ""),
                                   ("/graph/master", "统计", ""),
                                   ("/gitee_go/pipelines", "流水线", ""),
                                   ("/services", "服务", "")))
    nav = "".join(f'<a class="item" href="{GITEE}/{h}">{x}</a>'
                  for h, x in (("explore", "开源"), ("enterprises", "企业版"),
                               ("education", "高校版"), ("enterprises/private", "私有云"),
                               ("blog", "博客")))
    body = (
        '<div id="git-header-nav" class="ui menu header-menu"><div class="ui container"><a '
        f'class="item logo" href="{GITEE}/"><img src="https://cn-assets.gitee.com/assets/logo-'
        f'black.svg" alt="Gitee"></a>{nav}<div class="right menu"><div class="item"><input '
        'type="text" placeholder="搜开源"></div><a class="item" href="https://gitee.com/login">'
        '登录</a><a class="item" href="https://gitee.com/signup">注册</a></div></div></div><div '
        'class="git-project-header"><div class="ui container"><h2 class="git-project-title"><a '
        f'href="{GITEE}/{owner}">{owner}</a> / <a href="{GITEE}/{owner}/{repo}"><strong>{repo}'
        '</strong></a></h2><div class="git-project-right-actions"><a class="ui button">Watch '
        '<span>8</span></a><a class="ui button">Star <span>41</span></a><a class="ui button">'
        'Fork <span>12</span></a></div><div class="ui tabular menu git-project-nav">'
        f'{tabs}</div></div></div><div class="ui container issue-detail" id="git-issue-show">'
        '<div class="ui grid"><div class="twelve wide column"><div class="git-issue-header"><h2 '
        f'class="git-issue-title">{TITLE}</h2><div class="git-issue-meta"><span class="ui label '
        f'issue-state-label">待办的</span> <span class="issue-ident">#{ident}</span> '
        f'{gitee_avatar(head, 24)}<a class="author" href="{GITEE}/{_handle(head)}">'
        f'{head.author}</a> 创建于 {gitee_time(head.when)}</div></div><div class="git-issue-'
        f'description markdown-body">{p_tags(head)}</div><div class="ui comments issue-comments'
        f'" id="issue-comments">{"".join(h for _, h in timeline)}</div><div class="issue-'
        f'comment-form"><p>请 <a href="{GITEE}/login">登录</a> 后发表评论</p></div></div><div '
        'class="four wide column issue-sidebar"><div class="item"><div class="label">负责人'
        f'</div><div class="value">{WHO[0]}</div></div><div class="item"><div class="label">'
        '协作者</div><div class="value">未设置</div></div><div class="item"><div class="label">'
        '标签</div><div class="value"><span class="ui label red">bug</span> <span class="ui '
        'label">audio</span></div></div><div class="item"><div class="label">里程碑</div><div '
        'class="value">v2.3.1</div></div><div class="item"><div class="label">优先级</div><div '
        'class="value">主要</div></div><div class="item"><div class="label">计划开始日期</div>'
        '<div class="value">未设置</div></div><div class="item"><div class="label">计划截止日期'
        f'</div><div class="value">{due:%Y-%m-%d}</div></div><div class="item"><div class="'
        f'label">参与者({len({m.author for m in posts})})</div><div class="value">{people}</div>'
        '</div></div></div></div><div id="git-footer-main" class="footer"><div class="ui '
        'container"><p>深圳市奥思网络科技有限公司版权所有</p><p><a href="https://gitee.com/all-'
        'about-git">Git 大全</a> · <a href="https://oschina.gitee.io/learn-git-branching/">Git '
        '命令学习</a> · <a href="https://gitee.com/terms">使用条款</a> · <a href="https://gitee'
        '.com/help">帮助文档</a></p></div></div>')
    return page(f"{TITLE} · Issue #{ident} · {owner}/{repo} - Gitee.com", body, "zh-CN")


# --- Xiaohongshu note (Chinese, saved DOM) ----------------------------------------------------

XHS = "https://www.xiaohongshu.com"
XHS_PLACES = ("广东", "上海", "北京", "浙江", "四川", "江苏", "湖北", "山东")


def xhs_date(t: datetime) -> str:
    """"刚刚", "12分钟前", "3小时前", "昨天 21:10", "4天前" within the week, "03-04" this year,
    then "2020-03-04"."""
    s = _seconds(t)
    if 0 <= s < 60:
        return "刚刚"
    if 0 <= s < 3600:
        return f"{int(s // 60)}分钟前"
    if days_ago(t) == 0:
        return f"{int(s // 3600)}小时前"
    if days_ago(t) == 1:
        return f"昨天 {t:%H:%M}"
    if 0 <= days_ago(t) < 7:
        return f"{days_ago(t)}天前"
    return f"{t:%m-%d}" if t.year == NOW.year else f"{t:%Y-%m-%d}"


def xhs_user(m: Message) -> str:
    return f"{XHS}/user/profile/{_hash(m.uid * 13, 24)}"


def xhs_comment(posts: list[Message], kids: dict[int, list[int]], k: int, top: int) -> str:
    m = posts[k]
    head = posts[0]
    parent = _parent(posts, kids, k)
    to = _quoted(posts, m) if m.quote else (posts[parent] if parent not in (0, top) else None)
    lead = ""
    if to is not None and to is not head:
        lead = (f'回复 <a class="note-content-user" href="{xhs_user(to)}">{to.author}</a>：')
    if m.quote:
        lead += f"“{escape(m.quote[2])}” "
    sub = " comment-item-sub" if k != top else ""
    size = 24 if sub else 40
    author = '<span class="tag">作者</span>' if m.author == head.author else ""
    likes = (m.uid * 7 + m.pid * 3) % 40
    return (
        f'<div class="comment-item{sub}" id="comment-{_hash(m.pid * 5, 24)}"><div class="'
        f'comment-inner-container"><div class="avatar"><a href="{xhs_user(m)}" class="">'
        f'<img class="avatar-item" src="https://sns-avatar-qc.xhscdn.com/avatar/'
        f'{_hash(m.uid, 24)}?imageView2/2/w/120/format/jpg" style="width: {size}px; height: '
        f'{size}px;"></a></div><div class="right"><div class="author-wrapper"><div class="'
        f'author"><a href="{xhs_user(m)}" class="name">{m.author}</a>{author}</div></div><div '
        f'class="content"><span class="note-text"><span>{lead}{paras(m, "<br>")}</span></span>'
        f'</div><div class="info"><div class="date"><span>{xhs_date(m.when)}</span><span class'
        f'="location">{XHS_PLACES[m.uid % 8]}</span></div><div class="interactions"><div class='
        '"like"><span class="like-wrapper"><span class="like-lottie"></span><span class="count"'
        f'>{likes or "赞"}</span></span></div><div class="reply icon-container"><span class="'
        'count">回复</span></div></div></div></div></div></div>')


def xiaohongshu(posts: list[Message]) -> str:
    """A Xiaohongshu note (xiaohongshu.com/explore/<id>, the 2023 web app, Chinese) as the
    browser's DOM holds it: the side bar (发现, 发布, 通知, 我, 登录), the explore feed of
    note cards behind the note's window; div#noteContainer: the images (swiper), the author
    bar (avatar, name, 关注), div.note-content (div#detail-title, div#detail-desc with
    span.note-text and <br>s, the tags, "编辑于 03-04 广东"); "共 12 条评论", div.parent-comment
    per comment (avatar, the name, "作者" on the author's, span.note-text, the date "3小时前" /
    "昨天 21:10" / "4天前" / "03-04" / "2020-03-04" and the province, likes, 回复), the
    replies under it in div.reply-container, one level, opening with "回复 bob：" when they
    answer a reply; a quote as the words in quotation marks after it; the engagement bar (赞,
    收藏, 评论) and the comment box. The note is the first message."""
    head = posts[0]
    note = _hash(head.pid * 7, 24)
    tops, kids = _tree(posts)
    comments = "".join(
        f'<div class="parent-comment">{xhs_comment(posts, kids, k, k)}'
        + ('<div class="reply-container"><div class="list-container">'
           + "".join(xhs_comment(posts, kids, c, k) for c in _descendants(kids, k))
           + '</div></div>' if kids[k] else "") + '</div>' for k in tops)
    cards = "".join(
        f'<section class="note-item" data-width="1080" data-height="1440"><div><a href="'
        f'/explore/{_hash(k * 31, 24)}" class="cover ld mask"><img src="https://sns-webpic-qc.'
        f'xhscdn.com/{_hash(k * 17, 32)}" alt=""></a><div class="footer"><a class="title"><span>'
        f'{x}</span></a><div class="author-wrapper"><a class="author"><span class="name">'
        f'{WHO[k]}</span></a><span class="like-wrapper like-active"><span class="count">'
        f'{k * 337 + 58}</span></span></div></div></div></section>'
        for k, x in enumerate(("新车提车一个月真实感受", "车机升级后这些功能变了",
                               "4S店保养避坑指南", "自驾川西318攻略")))
    side = "".join(f'<li class="channel"><a href="{XHS}/{h}">{x}</a></li>'
                   for h, x in (("explore", "发现"), ("publish", "发布"),
                                ("notification", "通知"), ("user/profile/me", "我")))
    body = (
        '<div id="app"><div class="layout"><div class="side-bar"><a class="main-logo" href="'
        f'{XHS}/"><img src="https://fe-video-qc.xhscdn.com/fe-platform/logo.png" alt="小红书">'
        f'</a><ul class="channel-list">{side}</ul><button class="login-btn" type="button">登录'
        f'</button></div><div class="main-container"><div class="feeds-container">{cards}</div>'
        f'<div class="note-detail-mask" note-id="{note}"><div id="noteContainer" class="note-'
        'container" data-type="normal"><div class="media-container"><div class="swiper"><div '
        'class="swiper-wrapper"><div class="swiper-slide"><img src="https://sns-webpic-qc.'
        f'xhscdn.com/{_hash(head.pid, 32)}" alt=""></div></div></div></div><div class="'
        'interaction-container"><div class="author-container"><div class="author-wrapper"><div '
        f'class="info"><a href="{xhs_user(head)}" class=""><img class="avatar-item" src="https://'
        f'sns-avatar-qc.xhscdn.com/avatar/{_hash(head.uid, 24)}" style="width: 40px; height: '
        f'40px;"></a><a href="{xhs_user(head)}" class="name"><span class="username">'
        f'{head.author}</span></a></div><div class="follow-button"><button class="reds-button-'
        'new follow-button large primary">关注</button></div></div></div><div class="note-'
        'scroller"><div class="note-content"><div id="detail-title" class="title">'
        f'{TITLE}</div><div id="detail-desc" class="desc"><span class="note-text"><span>'
        f'{paras(head, "<br>")}</span><br><a class="tag" href="{XHS}/search_result?keyword=汽车">'
        f'#汽车</a> <a class="tag" href="{XHS}/search_result?keyword=车机">#车机</a></span></div>'
        f'<div class="bottom-container"><span class="date">编辑于 {xhs_date(head.when)} '
        f'{XHS_PLACES[head.uid % 8]}</span></div></div><div class="divider interaction-divider">'
        '</div><div class="comments-el"><div class="comments-container"><div class="total">共 '
        f'{len(posts) - 1} 条评论</div><div class="list-container">{comments}</div><div class="'
        'end-container">- THE END -</div></div></div></div><div class="interactions engage-bar"'
        '><div class="engage-bar-container"><div class="input-box"><div class="content-edit">'
        '<span>说点什么...</span></div></div><div class="interact-container"><span class="like-'
        f'wrapper"><span class="count">{head.uid * 17 % 900 + 40}</span></span><span class="'
        f'collect-wrapper"><span class="count">{head.uid * 7 % 300 + 12}</span></span><span '
        f'class="chat-wrapper"><span class="count">{len(posts) - 1}</span></span></div></div>'
        '</div></div></div></div></div></div></div>')
    return page(f"{TITLE} - 小红书", body, "zh-CN")



# --- GameFAQs message board topic -------------------------------------------------------------

GFAQS = "https://gamefaqs.gamespot.com"
GFAQS_BOARD = "/boards/663227-euro-truck-simulator-2"


def gfaqs_time(t: datetime) -> str:
    """"3/4/2021 10:12:33 AM"."""
    return f"{t.month}/{t.day}/{t.year} {_clock12(t)}"


def gfaqs_last(t: datetime) -> str:
    """The topic list's "Last Post": "3/4 12:40PM" this year, then "3/4/2020"."""
    if t.year == NOW.year:
        return f"{t.month}/{t.day} {hm(t, '', True)}"
    return f"{t.month}/{t.day}/{t.year}"


def gfaqs_message(posts: list[Message], k: int, topic: str) -> str:
    m = posts[k]
    num = k + 1
    mid = 995000000 + m.pid * 13
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = f"<blockquote><cite>{q.author} posted...</cite>{escape(m.quote[2])}</blockquote>"
    sig = (f'<div class="signature">---<br>{escape(m.signature)}</div>' if m.signature else "")
    creator = ('<span class="author_data tc">(Topic Creator)</span>'
               if m.author == posts[0].author else "")
    edited = ""
    if m.uid % 4 == 3:
        later = m.when + timedelta(minutes=m.uid % 30 + 2)
        edited = (f'<span class="author_data"><span class="edited" title="Edited '
                  f'{gfaqs_time(later)}">(edited {_en_ago(later)})</span></span>')
    return (
        f'<tr class="msg" id="p{num}"><td class="msg"><div class="msg_infos"><span class="'
        f'author_data"><a class="name" href="/community/{m.author}"><b>{m.author}</b></a></span>'
        f'{creator}<span class="author_data"><span class="post_time" title="'
        f'{gfaqs_time(m.when)}">Posted {gfaqs_time(m.when)}</span></span>{edited}<span class="'
        f'author_data"><a href="{topic}?page=0#{num}">#{num}</a></span><span class="author_data'
        f'"><a class="msg_menu" href="{topic}/{mid}">Message Detail</a></span></div><div class="'
        f'msg_body newbeta" name="{num}" data-msgid="{mid}">{quote}{paras(m, "<br /><br />")}'
        f'</div>{sig}<div class="action_after"><a class="quote" href="#">Quote</a> | <a href="'
        f'{topic}/{mid}?action=report">Report</a></div></td></tr>')


def gamefaqs_boards(posts: list[Message]) -> str:
    """A GameFAQs message board topic (gamefaqs.gamespot.com/boards/<board>/<topic>, 2021):
    the masthead (GameFAQs, Games, Boards, Q&A, the search, Log In, Sign Up), the game's
    header (Euro Truck Simulator 2 – PC, Home / Cheats / Guides / Q&A / Reviews / Boards),
    "Boards » Euro Truck Simulator 2 » ...", h1.page-title, "Topic List | Page List: 1",
    table.board.message.msgs with a tr.msg per message: div.msg_infos (the name, "(Topic
    Creator)" on the starter's messages, span.post_time "Posted 3/4/2021 10:12:33 AM" titled
    the same, "(edited 2 hours ago)" on some, "#3", Message Detail), div.msg_body with
    <br />s, the signature after "---", Quote | Report; an advertisement after the third
    message; quotes as blockquote > cite "bob posted..."; "You must log in to post", "More
    Topics from This Board" with their last posts' dates ("3/4 12:40PM", "3/4/2020") and the
    footer. The first message opens the topic."""
    tid = 79000000 + posts[0].pid
    topic = f"{GFAQS_BOARD}/{tid}"
    rows = [gfaqs_message(posts, k, topic) for k in range(len(posts))]
    if len(rows) > 3:
        rows.insert(3, '<tr class="ad"><td><div class="mpu_wrapper" id="mpu_board_msg"><div '
                       'class="ad"><span class="label">Advertisement</span><div id="div-gpt-ad-'
                       'mpu-board-1" style="width:300px;height:250px"></div></div></div></td></tr>')
    more = "".join(
        f'<tr><td class="topic"><a href="{GFAQS_BOARD}/{tid - 311 * (k + 1)}">{x}</a></td><td '
        f'class="tauthor">{WHO[k]}</td><td class="count">{k * 6 + 3}</td><td class="lastpost">'
        f'<a href="{GFAQS_BOARD}/{tid - 311 * (k + 1)}?page=0#last">{gfaqs_last(_others(k))}'
        '</a></td></tr>'
        for k, x in enumerate(("Game stutters after the 1.40 patch",
                               "Best mods for realistic sounds?",
                               "Steering wheel not detected anymore",
                               "Is the new DLC worth it?")))
    tabs = "".join(f'<li><a href="{GFAQS}/pc/663227-euro-truck-simulator-2{h}">{x}</a></li>'
                   for h, x in (("", "Home"), ("/cheats", "Cheats"), ("/faqs", "Guides"),
                                ("/answers", "Q&amp;A"), ("/reviews", "Reviews"),
                                ("/boards", "Boards")))
    page_list = ('<div class="board_nav"><a href="' + GFAQS_BOARD + '">Topic List</a> | Page '
                 'List: <span class="current">1</span></div>')
    body = (
        '<div class="masthead"><div class="masthead_strip"><a class="logo" href="/">GameFAQs'
        '</a><ul class="masthead_mainnav"><li><a href="/games">Games</a></li><li><a href="/'
        'boards">Boards</a></li><li><a href="/qna">Q&amp;A</a></li></ul><form class="search" '
        'action="/search"><input type="text" name="game" placeholder="Search Game Titles">'
        '</form><div class="masthead_user"><a href="/user/login">Log In</a> <a href="/user/'
        'register">Sign Up</a></div></div></div><div class="header_right"><div class="page-'
        'header"><h2 class="title"><a href="/pc/663227-euro-truck-simulator-2">Euro Truck '
        f'Simulator 2</a> – PC</h2><nav class="nav_wrap"><ul class="paginate">{tabs}</ul></nav>'
        '</div></div><div class="main_content"><div class="span8"><div class="breadcrumbs"><a '
        f'href="/boards">Boards</a> » <a href="{GFAQS_BOARD}">Euro Truck Simulator 2</a> » '
        f'<span>{TITLE}</span></div><h1 class="page-title">{TITLE}</h1>{page_list}<table class='
        f'"board message msgs"><tbody>{"".join(rows)}</tbody></table>{page_list}<div class="'
        'post_new">You must <a href="/user/login">log in</a> to post a message on this board.'
        '</div><div class="pod"><div class="head"><h2 class="title">More Topics from This Board'
        '</h2></div><div class="body"><table class="results"><thead><tr><th>Topic</th><th>'
        f'Created By</th><th>Msgs</th><th>Last Post</th></tr></thead><tbody>{more}</tbody>'
        '</table></div></div></div></div><footer class="site_footer"><p><a href="/help">Help'
        '</a> | <a href="https://www.redventures.com/privacy-policy">Privacy Policy</a> | <a '
        'href="https://www.gamespot.com/terms-of-use/">Terms of Use</a></p><p>© 2021 GAMESPOT, '
        'A RED VENTURES COMPANY. ALL RIGHTS RESERVED.</p></footer>')
    return page(f"{TITLE} - Euro Truck Simulator 2 Message Board for PC - GameFAQs", body)


# --- Structured Discussions (Flow) on mediawiki.org -------------------------------------------

FLOW_BOARD = "Project:Support_desk"


def flow_id(n: int) -> str:
    return "w" + _hash(n * 29, 15)


def flow_stamp(t: datetime, link: str) -> str:
    """Both shapes in the DOM, one shown at a time: "10:12, 4 March 2021" and "3 months ago"."""
    return (f'<a class="flow-timestamp-anchor" href="{link}"><span class="flow-timestamp"><span '
            f'class="flow-timestamp-user-formatted">{t:%H:%M}, {t.day} {MONTHS_EN[t.month - 1]} '
            f'{t.year}</span><span class="flow-timestamp-ago">{_en_ago(t)}</span></span></a>')


def flow_user(m: Message) -> str:
    user = mw_user(m.author)
    link = user.replace(" ", "_")
    return (f'<a href="/wiki/User:{link}" class="mw-userlink flow-ui-tooltip-target" title="User:'
            f'{user}"><bdi>{m.author}</bdi></a><span class="mw-usertoollinks flow-pipelist">(<span>'
            f'<a href="/wiki/User_talk:{link}" class="mw-usertoollinks-talk" title="User talk:'
            f'{user}">talk</a></span><span><a href="/wiki/Special:Contributions/{link}" class="mw-'
            f'usertoollinks-contribs" title="Special:Contributions/{link}">contribs</a></span>)'
            '</span>')


def flow_post(posts: list[Message], kids: dict[int, list[int]], k: int, depth: int,
              topic: str) -> str:
    m = posts[k]
    pid = flow_id(m.pid)
    link = f"/w/index.php?title={topic}&amp;topic_showPostId={pid}#flow-post-{pid}"
    quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
    edited = (f'<span class="flow-post-edited">Edited by {m.author} </span>'
              if m.uid % 5 == 2 else "")
    below = "".join(flow_post(posts, kids, c, depth + 1, topic) for c in kids[k])
    deep = " flow-post-max-depth" if depth >= 3 else ""
    return (
        f'<div class="flow-post{deep}" data-flow-id="{pid}" id="flow-post-{pid}"><div class="'
        f'flow-post-main"><div class="flow-author">{flow_user(m)}</div><div class="flow-post-'
        f'content" dir="auto">{quote}{p_tags(m)}</div><div class="flow-post-meta"><span class="'
        'flow-post-meta-actions"><a href="#" class="mw-ui-anchor mw-ui-progressive mw-ui-quiet '
        f'flow-reply-link" title="Reply to {m.author}">Reply</a><a class="mw-thanks-flow-thank-'
        'link mw-ui-button mw-ui-quiet" href="#" title="Send public thanks">Thank</a></span>'
        f'<span class="flow-post-timestamp">{edited}{flow_stamp(m.when, link)}</span></div>'
        '</div><div class="flow-menu flow-menu-hoverable"><div class="flow-menu-js-drop"><a '
        'href="javascript:void(0);" class="mw-ui-button mw-ui-quiet">…</a></div><ul class="mw-'
        f'ui-button-container flow-list"><li><a class="mw-ui-button mw-ui-quiet" href="{link}">'
        'Permalink</a></li></ul></div>'
        + (f'<div class="flow-replies">{below}</div>' if below else "") + '</div>')


def mediawiki_flow(posts: list[Message]) -> str:
    """A Structured Discussions (Flow) topic on mediawiki.org (Topic:W..., from the Support
    desk board, Vector legacy): the personal tools, the tabs (Topic, History), the sidebar
    portals (Main page, Get MediaWiki, ...; Support desk ...); the heading, "← Project:Support
    desk"; div.flow-component > div.flow-board > div.flow-topic: the title bar (h2.flow-topic-
    title, "5 comments • 3 months ago", the menu), then div.flow-post per post (the author's
    mw-userlink with talk / contribs, div.flow-post-content with <p>s, Reply, Thank, "Edited
    by ..." on some, a.flow-timestamp-anchor holding both "10:12, 4 March 2021" and "3 months
    ago", the menu with Permalink), the replies nested in div.flow-replies under the post
    they answer, the topic's replies under its first post; quotes as blockquotes; "Reply to
    ..." for guests and the footer ("This page was last edited on ..."). The topic's first
    post is the first message."""
    head = posts[0]
    tid = flow_id(head.pid * 3)
    topic = f"Topic:{tid.capitalize()}"
    tops, kids = _tree(posts)
    kids[0] = tops
    last = max(m.when for m in posts)
    thread = flow_post(posts, kids, 0, 0, topic)
    sidebar = (mw_portal("navigation", "Navigation", (
        ("n-mainpage-description", "/wiki/MediaWiki", "Main page"),
        ("n-Get-MediaWiki", "/wiki/Download", "Get MediaWiki"),
        ("n-Get-extensions", "/wiki/Special:MyLanguage/Category:Extensions", "Get extensions"),
        ("n-Tech-News", "/wiki/Tech_News", "Tech News"),
        ("n-Contribute", "/wiki/How_to_contribute", "Contribute")), True)
        + mw_portal("support", "Support", (
            ("n-User-help", "/wiki/Help:Contents", "User help"),
            ("n-FAQ", "/wiki/Manual:FAQ", "FAQ"),
            ("n-Technical-manual", "/wiki/Manual:Contents", "Technical manual"),
            ("n-Support-desk", f"/wiki/{FLOW_BOARD}", "Support desk"),
            ("n-Communication", "/wiki/Communication", "Communication"))))
    body = (
        '<div id="mw-page-base" class="noprint"></div><div id="mw-head-base" class="noprint">'
        '</div><div id="content" class="mw-body" role="main"><a id="top"></a><div id="site'
        f'Notice"></div><h1 id="firstHeading" class="firstHeading">{TITLE}</h1><div id="body'
        'Content" class="vector-body"><div id="siteSub" class="noprint">From mediawiki.org</div>'
        f'<div id="contentSub"><span class="flow-topic-board-link">← <a href="/wiki/{FLOW_BOARD}'
        '">Project:Support desk</a></span></div><div id="mw-content-text" class="mw-body-'
        'content"><div class="flow-component flow-board-page" data-flow-component="board" '
        f'data-flow-id="{tid}"><div class="flow-board"><div class="flow-topic flow-load-'
        f'interactive" id="flow-topic-{tid}" data-flow-id="{tid}" data-flow-topic-timestamp-'
        f'updated="{_ts(last)}000"><div class="flow-topic-titlebar"><h2 class="flow-topic-title"'
        f' data-title="{TITLE}">{TITLE}</h2><div class="flow-topic-meta">'
        f'{_n(len(posts), "comment", "comments")} • {flow_stamp(last, "/wiki/" + topic)}</div>'
        '<div class="flow-menu flow-menu-hoverable"><ul class="mw-ui-button-container flow-list">'
        f'<li><a class="mw-ui-button mw-ui-quiet" href="/wiki/{topic}">Permalink</a></li><li><a '
        f'class="mw-ui-button mw-ui-quiet" href="/w/index.php?title={topic}&amp;action=history">'
        f'History</a></li></ul></div></div>{thread}<div class="flow-reply-form flow-topic-reply-'
        f'form"><textarea class="mw-ui-input" placeholder="Reply to {head.author}"></textarea>'
        '</div></div></div></div></div><div id="catlinks" class="catlinks catlinks-allhidden">'
        '</div></div></div><div id="mw-navigation"><div id="mw-head"><nav id="p-personal" class='
        '"vector-menu" aria-labelledby="p-personal-label"><div class="vector-menu-content"><ul '
        'class="vector-menu-content-list"><li id="pt-anonuserpage">Not logged in</li><li id="pt-'
        'createaccount"><a href="/w/index.php?title=Special:CreateAccount">Create account</a>'
        '</li><li id="pt-login"><a href="/w/index.php?title=Special:UserLogin">Log in</a></li>'
        '</ul></div></nav><div id="left-navigation"><nav id="p-namespaces" class="vector-menu '
        'vector-menu-tabs"><ul class="vector-menu-content-list"><li class="selected"><a href="/'
        f'wiki/{topic}">Topic</a></li></ul></nav></div><div id="right-navigation"><nav id="p-'
        'views" class="vector-menu vector-menu-tabs"><ul class="vector-menu-content-list"><li '
        f'class="selected"><a href="/wiki/{topic}">View</a></li><li><a href="/w/index.php?title='
        f'{topic}&amp;action=history">History</a></li></ul></nav></div></div><div id="mw-panel">'
        f'<div id="p-logo" role="banner"><a class="mw-wiki-logo" href="/wiki/MediaWiki" title="'
        f'Visit the main page"></a></div>{sidebar}</div></div><footer id="footer" class="mw-'
        f'footer" role="contentinfo"><ul id="footer-info"><li id="footer-info-lastmod"> This '
        f'page was last edited on {last.day} {MONTHS_EN[last.month - 1]} {last.year}, at '
        f'{last:%H:%M}.</li><li id="footer-info-copyright">Text is available under the <a href="'
        'https://creativecommons.org/licenses/by-sa/4.0/">Creative Commons Attribution-ShareAlike'
        ' License</a>; additional terms may apply.</li></ul><ul id="footer-places"><li><a href="'
        'https://foundation.wikimedia.org/wiki/Privacy_policy">Privacy policy</a></li><li><a '
        'href="/wiki/Project:About">About mediawiki.org</a></li><li><a href="/wiki/Project:'
        'General_disclaimer">Disclaimers</a></li><li><a href="/wiki/Code_of_Conduct">Code of '
        'Conduct</a></li><li><a href="https://developer.wikimedia.org">Developers</a></li></ul>'
        '</footer>')
    return page(f"{TITLE} on {FLOW_BOARD.replace('_', ' ')} - MediaWiki", body)


# --- Element (Matrix) chat export -------------------------------------------------------------

MX_ROOM = ("Car audio &amp; infotainment", "#car-audio:matrix.org")
MX_EXPORTER = "ErikS"


def mx_id(name: str) -> str:
    return f"@{name.lower().replace('_', '-').replace('.', '-')}:matrix.org"


def mx_event(n: int) -> str:
    return "$" + _hash(n * 101, 43).translate(str.maketrans("0123456789", "GHIJKLMNOP"))


def mx_full(t: datetime) -> str:
    """"Thu, Mar 4 2021 10:12:33"."""
    return f"{t:%a}, {t:%b} {t.day} {t.year} {t:%H:%M:%S}"


def mx_separator(t: datetime) -> str:
    """Element's date separator: "Today", "Yesterday", the weekday within the week, then "Thu,
    Mar 4 2021"."""
    d = days_ago(t)
    label = ("Today" if d == 0 else "Yesterday" if d == 1
             else f"{t:%A}" if 0 < d < 7 else f"{t:%a}, {t:%b} {t.day} {t.year}")
    return (f'<li class="mx_DateSeparator" role="separator" tabindex="-1" aria-label="{label}">'
            '<hr role="none"><div class="mx_DateSeparator_dateContent"><h2 class="mx_Date'
            f'Separator_dateHeading" aria-hidden="true">{label}</h2></div><hr role="none"></li>')


def mx_avatar(name: str) -> str:
    return (f'<div class="mx_EventTile_avatar"><span class="mx_BaseAvatar" role="presentation">'
            f'<span class="mx_BaseAvatar_initial" aria-hidden="true" style="font-size: 19.5px; '
            f'width: 30px; line-height: 30px;">{name[0].upper()}</span><img loading="lazy" '
            f'class="mx_BaseAvatar_image" src="users/{mx_id(name)}.png" alt="" style="width: '
            f'30px; height: 30px;" title="{mx_id(name)}" aria-hidden="true"></span></div>')


def mx_tile(eid: str, t: datetime, name: str | None, colour: int, cls: str, inner: str,
            extra: str = "") -> str:
    """One event tile of the group layout; ``name`` None for a continuation (no profile)."""
    who = (f'<div class="mx_DisambiguatedProfile"><span class="mx_Username_color{colour} mx_'
           f'DisambiguatedProfile_displayName" dir="auto">{name}</span></div>{mx_avatar(name)}'
           if name else "")
    return (f'<div class="mx_Export_EventWrapper" id="{eid}"><li class="mx_EventTile{cls}" '
            f'tabindex="-1" aria-live="off" aria-atomic="true" data-scroll-tokens="{eid}" data-'
            f'layout="group" data-self="false" data-event-id="{eid}">{who}<div class="mx_Event'
            f'Tile_line"><a href="#{eid}" aria-label="{mx_full(t)}"><span class="mx_Message'
            f'Timestamp" title="{mx_full(t)}" aria-hidden="true">{t:%H:%M}</span></a>{inner}'
            f'</div>{extra}</li></div>')


def element_export(posts: list[Message]) -> str:
    """A Matrix room exported as HTML by Element Web ("Export chat", HTML, 2022): the file's
    head, the room header (avatar, the room's name, its topic), "This is the start of export
    of ... Exported by ... at ..."; then ol.mx_RoomView_MessageList as the group layout draws
    it: li.mx_DateSeparator "Today" / "Yesterday" / "Monday" / "Thu, Mar 4 2021" when the day
    changes, each event in div.mx_Export_EventWrapper > li.mx_EventTile (the coloured display
    name and the avatar, dropped on a continuation — the same sender within five minutes —,
    span.mx_MessageTimestamp "10:12" titled "Thu, Mar 4 2021 10:12:33", div.mx_EventTile_body
    with the text or <p>s, the reactions), "bob joined the room" before a sender's first
    message, a "Message deleted" tile among them; a reply carries blockquote.mx_ReplyChain "In
    reply to bob" with the words it answers. The first message opens the chat."""
    seen = {posts[0].author}
    tiles: list[str] = []
    day = None
    prev: tuple[str, datetime] | None = None
    for k, m in enumerate(posts):
        colour = m.uid % 8 + 1
        events = []
        if m.author not in seen:
            seen.add(m.author)
            events.append(("join", m.when - timedelta(minutes=2), m.author))
        if k == 4 and len(posts) >= 6:
            events.append(("redacted", m.when - timedelta(minutes=1), WHO[1]))
        for kind, t, name in events:
            if t.date() != day:
                day = t.date()
                tiles.append(mx_separator(t))
            eid = mx_event(m.pid * 3 + len(tiles))
            if kind == "join":
                tiles.append(mx_tile(eid, t, None, 0, " mx_EventTile_info", '<div class="mx_'
                                     f'TextualEvent">{name} joined the room</div>'))
            else:
                tiles.append(mx_tile(eid, t, name, 3, " mx_EventTile_redacted", '<div class="'
                                     f'mx_RedactedBody" title="Message deleted on {mx_full(t)}">'
                                     'Message deleted</div>'))
            prev = None
        if m.when.date() != day:
            day = m.when.date()
            tiles.append(mx_separator(m.when))
            prev = None
        follow = (prev is not None and prev[0] == m.author
                  and (m.when - prev[1]) < timedelta(minutes=5))
        reply = ""
        if m.quote:
            q = _quoted(posts, m)
            reply = (f'<div class="mx_ReplyChain_wrapper"><blockquote class="mx_ReplyChain mx_'
                     f'ReplyChain_border_color_{q.uid % 8 + 1}"><a href="#{mx_event(q.pid)}">In '
                     f'reply to</a> <a href="https://matrix.to/#/{mx_id(q.author)}">{q.author}'
                     f'</a><br>{escape(m.quote[2])}</blockquote></div>')
        text = escape(m.paragraphs[0]) if len(m.paragraphs) == 1 else p_tags(m)
        votes = (m.uid + k) % 4
        reactions = (
            '<div class="mx_ReactionsRow" role="toolbar" aria-label="Reactions"><div class="mx_'
            f'AccessibleButton mx_ReactionsRowButton" role="button" tabindex="0" aria-label="👍 '
            f'{votes} reactions"><span class="mx_ReactionsRowButton_content" aria-hidden="true">'
            f'👍</span><span class="mx_ReactionsRowButton_count" aria-hidden="true">{votes}'
            '</span></div></div>' if votes > 1 else "")
        inner = (f'{reply}<div class="mx_MTextBody mx_EventTile_content"><div class="mx_Event'
                 f'Tile_body markdown-body" dir="auto">{text}</div></div>')
        tiles.append(mx_tile(mx_event(m.pid), m.when, None if follow else m.author, colour,
                             " mx_EventTile_continuation" if follow else "", inner, reactions))
        prev = (m.author, m.when)
    name, alias = MX_ROOM
    body = (
        '<section id="matrixchat" style="height: 100%; overflow: auto" class="notranslate"><div '
        'class="mx_MatrixChat_wrapper" aria-hidden="false"><div class="mx_MatrixChat"><main '
        'class="mx_RoomView"><div class="mx_RoomHeader light-panel"><div class="mx_RoomHeader_'
        'wrapper" aria-owns="mx_RightPanel"><div class="mx_RoomHeader_avatar"><div class="mx_'
        'DecoratedRoomAvatar"><span class="mx_BaseAvatar" role="presentation"><span class="mx_'
        'BaseAvatar_initial" aria-hidden="true" style="font-size: 23.4px; width: 36px; line-'
        'height: 36px;">C</span><img loading="lazy" class="mx_BaseAvatar_image" src="room.png" '
        'alt="" style="width: 36px; height: 36px;" aria-hidden="true"></span></div></div><div '
        f'class="mx_RoomHeader_name"><div dir="auto" class="mx_RoomHeader_nametext" title="{name}'
        f'" role="heading" aria-level="1">{name}</div></div><div class="mx_RoomHeader_topic" dir'
        '="auto">Head units, amplifiers, CarPlay and Android Auto. Be nice, search before '
        'asking.</div></div></div><div class="mx_MainSplit"><div class="mx_RoomView_body"><div '
        'class="mx_RoomView_timeline mx_RoomView_timeline_rr_enabled"><div class="mx_AutoHide'
        'Scrollbar mx_ScrollPanel mx_RoomView_messagePanel mx_GroupLayout"><div class="mx_Room'
        'View_messageListWrapper"><ol class="mx_RoomView_MessageList" aria-live="polite" role="'
        'list"><div class="mx_NewRoomIntro"><p style="text-align: center; margin: 16px 0px;">'
        f'This is the start of export of <b>{name}</b>. Exported by <a href="https://matrix.to/'
        f'#/{mx_id(MX_EXPORTER)}" target="_blank" rel="noopener noreferrer"><b>{MX_EXPORTER}'
        f'</b></a> at {NOW:%d/%m/%Y}.</p></div>{"".join(tiles)}</ol></div></div></div></div>'
        f'</div></main></div></div></section><!-- {alias} -->')
    return page("Exported Data", body)


ENGINES = {
    "woltlab-suite": woltlab_suite, "forumactif": forumactif, "tweakers-got": tweakers_got,
    "kaskus": kaskus, "pantip": pantip, "eksi-sozluk": eksi_sozluk, "wykop": wykop,
    "ruliweb": ruliweb, "hatena-bookmark": hatena_bookmark, "gitee-issue": gitee_issue,
    "xiaohongshu": xiaohongshu, "gamefaqs-boards": gamefaqs_boards,
    "mediawiki-flow": mediawiki_flow, "element-export": element_export,
}
