"""Fourteen more thread pages for bench/forum_engines.py, written the way further systems lay
them out: vBulletin 4 (postbit legacy), Invision Community 4.7 in French, MyBB 1.8 in
Brazilian Portuguese, a 5ch thread (Japanese), a Baidu Zhidao question (Chinese), a Naver
Knowledge-iN question (Korean), Giscus comments under a Jekyll (Chirpy) blog post, Remark42
comments under a Ghost (Casper) blog post, a Trac ticket, a Redmine issue, a Tildes topic, a
DiscordChatExporter HTML log, a Telegram channel's web preview (t.me/s/) and a Mumsnet Talk
thread.

Markup written from memory after the systems' default templates as they are served (element
nesting, class names and ids, date wording in the site's language and the date shapes the
system uses, author boxes, quotes, signatures where the system shows them, nesting where the
system nests, the page around the thread), by someone who never read the extractor; the text
is generated. Giscus and Remark42 draw their comments in an iframe: those pages are written
as a browser's saved DOM holds them, the frame's document in place of the <iframe>. Each
function takes the thread's list of ``Message`` and returns the whole page; ``ENGINES`` maps
the engine's name to it.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from forum_engines import NOW, TITLE, Message, escape, joined, p_tags, page, paras
from forum_engines_fresh import _quoted, _tree
from forum_engines_fresh2 import MONTHS_EN, OTHER_THREADS, _descendants, _seconds, _ts
from forum_engines_more import days_ago, hm

WHO = ("GregH", "dora.k", "ErikS", "fiona", "hanna_w")


# --- shared bits ------------------------------------------------------------------------------

def _plural(n: int, unit: str, many: str = "") -> str:
    return f"{n} {unit if n == 1 else (many or unit + 's')}"


def _others(k: int) -> datetime:
    """The date of the k-th other thread in a sidebar or a "similar threads" box."""
    return NOW - timedelta(days=23 * k + 2, hours=3 * k + 1, minutes=7 * k)


def _short_en(t: datetime) -> str:
    """"Mar 4, 2021"."""
    return f"{t:%b} {t.day}, {t.year}"


# --- vBulletin 4 (postbit legacy) -------------------------------------------------------------

def vb4_date(t: datetime) -> str:
    """vBulletin 4: "Today" / "Yesterday" or "03-04-2021", then the time in its own span."""
    day = {0: "Today", 1: "Yesterday"}.get(days_ago(t), f"{t:%m-%d-%Y}")
    return f'<span class="date">{day},&nbsp;<span class="time">{t:%I:%M %p}</span></span>'


def vb4_post(m: Message) -> str:
    status = "online" if m.uid % 3 == 0 else "offline"
    member = f"member.php?{m.uid}-{m.author}"
    quote = ""
    if m.quote:
        quote = (
            '<div class="bbcode_container"><div class="bbcode_quote"><div class="quote_container'
            '"><div class="bbcode_quote_container"></div><div class="bbcode_postedby"><img src="'
            'images/misc/quote_icon.png" alt="Quote" /> Originally Posted by <strong>'
            f'{m.quote[0]}</strong> <a href="showthread.php?p={m.quote[1]}#post{m.quote[1]}" '
            'rel="nofollow"><img class="inlineimg" src="images/buttons/viewpost-right.png" alt="'
            f'View Post" /></a></div><div class="message">{escape(m.quote[2])}</div></div></div>'
            '</div>')
    sig = ('<div class="after_content"><blockquote class="signature restore"><div class="'
           f'signaturecontainer">{escape(m.signature)}</div></blockquote></div>'
           if m.signature else "")
    title = ('<h2 class="title icon"><img src="images/icons/icon1.png" alt="Default" /> '
             f'{TITLE}</h2>' if m.number == 1 else "")
    rank = ("Junior Member", "Member", "Senior Member")[m.uid % 3]
    location = "<dt>Location</dt> <dd>Leeds</dd>" if m.uid % 2 else ""
    after = " has_after_content" if m.signature else ""
    return (
        f'<li class="postbitlegacy postbitim postcontainer old" id="post_{m.pid}"><div class="'
        f'posthead"><span class="postdate old">{vb4_date(m.when)}</span><span class="node'
        f'controls"><a name="post{m.pid}" href="showthread.php?5-Strange-noise&amp;p={m.pid}'
        f'&amp;viewfull=1#post{m.pid}" class="postcounter">#{m.number}</a><a id="postcount'
        f'{m.pid}" name="{m.number}"></a></span></div><div class="postdetails"><div class="'
        'userinfo"><div class="username_container"><div class="popupmenu memberaction"><a '
        f'class="username {status} popupctrl" href="{member}" title="{m.author} is {status}">'
        f'<strong>{m.author}</strong></a></div><img class="inlineimg onlinestatus" src="images/'
        f'statusicon/user-{status}.png" alt="{m.author} is {status}" border="0" /></div><span '
        f'class="usertitle">{rank}</span><a class="postuseravatar" href="{member}" title="'
        f'{m.author} is {status}"><img src="image.php?u={m.uid}&amp;dateline=1551448800" alt="'
        f"{m.author}'s Avatar\" title=\"{m.author}'s Avatar\" /></a><hr /><dl class=\"userinfo"
        f'_extra"><dt>Join Date</dt> <dd>{joined(m):%b %Y}</dd>{location}<dt>Posts</dt> <dd>'
        f'{m.uid * 13:,}</dd></dl><div class="imlinks"></div></div><div class="postbody"><div '
        f'class="postrow{after}">{title}<div class="content"><div id="post_message_{m.pid}">'
        f'<blockquote class="postcontent restore ">{quote}{paras(m, "<br /><br />")}'
        f'</blockquote></div></div></div>{sig}<div class="cleardiv"></div></div></div><div '
        'class="postfoot"><div class="textcontrols floatcontainer"><span class="postcontrols">'
        f'<img style="display:none" id="progress_{m.pid}" src="images/misc/progress.gif" alt=""'
        f' /><a id="qrwq_{m.pid}" class="newreply" href="newreply.php?do=newreply&amp;p='
        f'{m.pid}" rel="nofollow" title="Reply With Quote"><img id="quoteimg_{m.pid}" src="'
        'clear.gif" alt="Reply With Quote" /> Reply With Quote</a></span><span class="post'
        'linking"></span></div></div><hr /></li>')


def vbulletin4(posts: list[Message]) -> str:
    """vBulletin 4.2 with the legacy postbit (author column on the left): ol#posts of
    li.postbitlegacy; div.posthead with span.date "Today,&nbsp;<span class=time>10:12 AM"
    ("03-04-2021" for older days) and "#2"; div.userinfo (username, title, avatar,
    "Join Date"/"Location"/"Posts" in a dl); the message in blockquote.postcontent; quotes
    "Originally Posted by bob" in div.bbcode_container; the signature in div.after_content;
    the navbar with tabs, breadcrumbs, "Thread: …" title, "Similar Threads" with their last
    post dates and "All times are GMT" at the foot."""
    n = len(posts)
    similar = "".join(
        f'<li class="floatcontainer"><div class="titleblock"><h6><a href="showthread.php?'
        f'{901 + k}" title="">{t}</a></h6><div class="starter_forum">By {who} in forum '
        'Technical help</div></div><div class="dateblock"><span class="shade">Replies:</span> '
        f'{k + 2}<div class="starter_forum"><span class="shade">Last Post:</span> '
        f'{vb4_date(_others(k))}</div></div></li>'
        for k, (t, who) in enumerate(zip(OTHER_THREADS[:4], WHO)))
    pagination = (
        '<div class="pagination_top"><form action="showthread.php" method="get" class="'
        'pagination popupmenu nohovermenu"><span><a href="javascript://" class="popupctrl">'
        f'Page 1 of 1</a></span></form><div id="postpagestats_above" class="postpagestats">'
        f'Results 1 to {n} of {n}</div></div>')
    body = (
        '<div class="above_body"><div id="header" class="floatcontainer doc_header"><div><a '
        'name="top" href="forum.php" class="logo-image"><img src="images/misc/vbulletin4_logo'
        '.png" alt="Example Community - Powered by vBulletin" /></a></div><div id="toplinks" '
        'class="toplinks"><ul class="nouser"><li><a href="register.php" rel="nofollow">Register'
        '</a></li><li><a rel="help" href="faq.php">Help</a></li><li><form id="navbar_loginform"'
        ' action="login.php?do=login" method="post"><fieldset id="logindetails" class="logindet'
        'ails"><input type="text" class="textbox default-value" name="vb_login_username" id="'
        'navbar_username" size="10" accesskey="u" tabindex="101" value="User Name" /><input '
        'type="submit" class="loginbutton" tabindex="104" value="Log in" title="Enter your '
        'username and password in the boxes provided to login, or click the \'register\' '
        'button to create a profile for yourself." accesskey="s" /></fieldset></form></li>'
        '</ul></div><hr /></div><div id="navbar" class="navbar"><ul id="navtabs" class="navtabs'
        ' floatcontainer"><li><a class="navtab" href="content.php">Home</a></li><li class="'
        'selected"><a class="navtab" href="forum.php">Forum</a><ul class="floatcontainer"><li>'
        '<a href="search.php?do=getdaily&amp;contenttype=vBForum_Post">Today\'s Posts</a></li>'
        '<li><a rel="help" href="faq.php" accesskey="5">FAQ</a></li><li><a href="calendar.php">'
        'Calendar</a></li><li class="popupmenu"><a href="javascript://" class="popupctrl" '
        'accesskey="6">Community</a></li><li class="popupmenu"><a href="javascript://" class="'
        'popupctrl">Forum Actions</a></li><li class="popupmenu"><a href="javascript://" class="'
        'popupctrl">Quick Links</a></li></ul></li><li><a class="navtab" href="blog.php">Blogs'
        '</a></li><li><a class="navtab" href="list.php">Articles</a></li></ul><div id="global'
        'search" class="globalsearch"><form action="search.php?do=process" method="post" id="'
        'navbar_search" class="navbar_search"><span class="textboxcontainer"><span><input type'
        '="text" value="" name="query" class="textbox" tabindex="99"/></span></span><span class'
        '="buttoncontainer"><span><input type="image" class="searchbutton" src="images/buttons'
        '/search.png" name="submit" tabindex="100"/></span></span></form><ul class="navbar_'
        'advanced_search"><li><a href="search.php" accesskey="4">Advanced Search</a></li></ul>'
        '</div></div></div><div class="body_wrapper"><div id="breadcrumb" class="breadcrumb">'
        '<ul class="floatcontainer"><li class="navbithome"><a href="index.php" accesskey="1">'
        '<img src="images/misc/navbit-home.png" alt="Home" /></a></li><li class="navbit"><a '
        'href="forum.php">Forum</a></li><li class="navbit"><a href="forumdisplay.php?12-'
        'Technical-help">Technical help</a></li><li class="navbit lastnavbit"><span> '
        f'{TITLE}</span></li></ul><hr /></div><div id="pagetitle"><h1>Thread: <span class="'
        f'threadtitle"><a href="showthread.php?5-Strange-noise" title="Reload this Page">{TITLE}'
        '</a></span></h1></div><div id="above_postlist" class="above_postlist"><a href="'
        'newreply.php?p=5&amp;noquote=1" class="newcontent_textcontrol" id="newreplylink_top">'
        f'<span>+</span> Reply to Thread</a>{pagination}</div><div id="thread_controls" class="'
        'thread_controls toolsmenu"><div><ul id="postlist_popups" class="postlist_popups popup'
        'group"><li class="popupmenu" id="threadtools"><h6><a class="popupctrl" href="'
        'javascript://">Thread Tools</a></h6></li><li class="popupmenu" id="displaymodes"><h6>'
        '<a class="popupctrl" href="javascript://">Display</a></h6></li></ul></div></div><div '
        'id="postlist" class="postlist restrain"><ol id="posts" class="posts" start="1">'
        + "".join(vb4_post(m) for m in posts)
        + '</ol></div><div id="below_postlist" class="noinlinemod below_postlist"><a href="'
        'newreply.php?p=5&amp;noquote=1" class="newcontent_textcontrol" id="newreplylink_bottom'
        '"><span>+</span> Reply to Thread</a><div id="pagination_bottom" class="pagination_'
        'bottom"><div class="clear"></div><div class="navpopupmenu popupmenu nohovermenu" id="'
        'showthread_navpopup"><span class="shade">Quick Navigation</span> <a href="showthread.'
        'php?5" class="popupctrl"><span class="ctrlcontainer">Technical help</span></a> <a '
        'href="#top" class="textcontrol" onclick="document.location.hash=\'top\';return false;'
        '">Top</a></div></div></div><div id="thread_info" class="thread_info block"><h4 class="'
        'threadinfohead blockhead">Thread Information</h4><div id="thread_onlineusers" class="'
        'thread_info_block blockbody formcontrols"><div class="inner_block"><h5>Users Browsing'
        ' this Thread</h5><div><p>There are currently 1 users browsing this thread. <span class'
        '="shade">(0 members and 1 guests)</span></p></div></div></div><div id="similar_threads'
        '"><h4 class="threadinfohead blockhead">Similar Threads</h4><div id="similar_threads_'
        'list" class="thread_info_block blockbody formcontrols"><ol class="similar_threads">'
        f'{similar}</ol></div></div><div class="options_block_container"><div class="options_'
        'block"><h4 class="collapse blockhead options_correct">Posting Permissions</h4><div '
        'class="thread_info_block blockbody formcontrols floatcontainer options_correct"><div '
        'id="forumrules" class="info_subblock"><ul class="youcandoblock"><li>You <strong>may '
        'not</strong> post new threads</li><li>You <strong>may not</strong> post replies</li>'
        '</ul></div></div></div></div></div><div id="footer" class="floatcontainer footer">'
        '<form action="forum.php" method="get" id="footer_select" class="footer_select"><select'
        ' name="styleid" onchange="switch_id(this, \'style\')"><optgroup label="Quick Style '
        'Chooser"><option value="1" class="hidden">Default Style</option></optgroup></select>'
        '</form><ul id="footer_links" class="footer_links"><li><a href="sendmessage.php" rel="'
        'nofollow" accesskey="9">Contact Us</a></li><li><a href="https://www.example.com">'
        'Example Community</a></li><li><a href="archive/index.php">Archive</a></li><li><a href'
        '="#top" onclick="document.location.hash=\'top\'; return false;">Top</a></li></ul>'
        '</div></div><div class="below_body"><div id="footer_time" class="shade footer_time">'
        f'All times are GMT. The time now is <span class="time">{NOW:%I:%M %p}</span>.</div>'
        '<div id="footer_copyright" class="shade footer_copyright">Powered by <a href="https://'
        'www.vbulletin.com" id="vbulletinlink">vBulletin&reg;</a> Version 4.2.5 <br />Copyright'
        f' &copy; {NOW.year} vBulletin Solutions Inc. All rights reserved.</div><div id="footer'
        '_morecopyright" class="shade footer_morecopyright"></div></div>')
    return page(TITLE, body)


# --- Invision Community 4.7 in French ---------------------------------------------------------

FR_MONTHS = ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
             "septembre", "octobre", "novembre", "décembre")
FR_DAYS = ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche")


def ips_fr_when(t: datetime) -> str:
    """\\IPS\\DateTime::relative() in French: "À l’instant", "Il y a 12 minutes", "Il y a 3
    heures", "Hier à 10:12", "Jeudi à 10:12" within the week, "4 mars" this year, then
    "4 mars 2020"."""
    s = _seconds(t)
    if s < 60:
        return "À l’instant"
    if s < 3600:
        return f"Il y a {_plural(int(s // 60), 'minute')}"
    days = days_ago(t)
    if days == 0:
        return f"Il y a {_plural(int(s // 3600), 'heure')}"
    if days == 1:
        return f"Hier à {t:%H:%M}"
    if days < 7:
        return f"{FR_DAYS[t.weekday()].capitalize()} à {t:%H:%M}"
    if t.year == NOW.year:
        return f"{t.day} {FR_MONTHS[t.month - 1]}"
    return f"{t.day} {FR_MONTHS[t.month - 1]} {t.year}"


def ips_fr_time(t: datetime) -> str:
    days = max((NOW - t).days, 0)
    short = (f"{days // 365} a" if days >= 365 else f"{days // 30} mois" if days >= 30
             else f"{days} j" if days else f"{int(_seconds(t) // 3600)} h")
    return (f"<time datetime='{t:%Y-%m-%dT%H:%M:%S}Z' title='{t:%d/%m/%Y %H:%M} ' data-short="
            f"'{short}'>{ips_fr_when(t)}</time>")


def ips_fr_post(posts: list[Message], m: Message) -> str:
    profile = f"/profile/{m.uid}-{m.author.lower()}/"
    link = f"/topic/5-strange-noise-after-the-last-update/?do=findComment&amp;comment={m.pid}"
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = (
            '<blockquote class="ipsQuote" data-ipsquote="" data-ipsquote-contentapp="forums" '
            'data-ipsquote-contentclass="forums_Topic" data-ipsquote-contentcommentid="'
            f'{m.quote[1]}" data-ipsquote-contentid="5" data-ipsquote-contenttype="forums" data-'
            f'ipsquote-timestamp="{_ts(q.when)}" data-ipsquote-userid="{q.uid}" data-ipsquote-'
            f'username="{m.quote[0]}"><div class="ipsQuote_citation">Le {q.when:%d/%m/%Y} à '
            f'{q.when:%H:%M}, {m.quote[0]} a dit :</div><div class="ipsQuote_contents ipsClearfix'
            f'" data-gramm="false"><p>{escape(m.quote[2])}</p></div></blockquote>')
    sig = ('<div data-role="memberSignature" class="ipsResponsive_hidePhone"><hr class="ipsHr">'
           '<div class="ipsType_light ipsType_richText" data-ipslazyload>'
           f'<p>{escape(m.signature)}</p></div></div>' if m.signature else "")
    likes = m.uid * 7 % 5
    react = ('<div class="ipsReact_blurb" data-role="reactionBlurb"><ul class="ipsReact_reactions'
             '"><li class="ipsReact_reactCount"><span data-ipstooltip title="J’aime"><span><img'
             ' src="/uploads/reactions/react_like.png" alt="J’aime" loading="lazy"></span><span>'
             f'{likes}</span></span></li></ul></div>' if likes else "")
    group = ("Membres", "Membres confirmés", "Modérateurs")[m.uid % 3]
    name = (f'<a href="{profile}" data-ipshover data-ipshover-target="{profile}?do=hovercard" '
            f'title="Aller sur le profil de {m.author}" class="ipsType_break">{m.author}</a>')
    count = m.uid * 3
    return (
        f'<a id="comment-{m.pid}"></a><article id="elComment_{m.pid}" class="cPost ipsBox '
        'ipsResponsive_pull ipsComment ipsComment_parent ipsClearfix ipsClear ipsColumns '
        'ipsColumns_noSpacing ipsColumns_collapsePhone"><div class="cAuthorPane_mobile '
        'ipsResponsive_showPhone"><div class="cAuthorPane_photo"><div class="cAuthorPane_photo'
        f'Wrap"><a href="{profile}" class="ipsUserPhoto ipsUserPhoto_large"><img src="/uploads'
        f'/monthly_2019_01/{m.uid}.thumb.png" alt="{m.author}" loading="lazy"></a></div></div>'
        '<div class="cAuthorPane_content"><h3 class="ipsType_sectionHead cAuthorPane_author '
        f'ipsType_break ipsType_blendLinks ipsFlex ipsFlex-ai:center">{name}</h3><div class="'
        f'ipsType_light ipsType_reset"><a href="{link}" rel="nofollow" class="ipsType_blendLinks'
        f'">Posté(e) {ips_fr_time(m.when)}</a></div></div></div><aside class="ipsComment_author '
        'cAuthorPane ipsColumn ipsColumn_medium ipsResponsive_hidePhone"><h3 class="ipsType_'
        f'sectionHead cAuthorPane_author ipsType_blendLinks ipsType_break"><strong>{name}'
        '</strong></h3><ul class="cAuthorPane_info ipsList_reset"><li data-role="photo" class="'
        f'cAuthorPane_photo"><div class="cAuthorPane_photoWrap"><a href="{profile}" class="'
        f'ipsUserPhoto ipsUserPhoto_large" title="Aller sur le profil de {m.author}"><img src="'
        f'/uploads/monthly_2019_01/{m.uid}.thumb.png" alt="{m.author}" loading="lazy"></a></div>'
        f'</li><li data-role="group">{group}</li><li data-role="stats" class="ipsMargin_top"><ul'
        ' class="ipsList_reset ipsType_light ipsFlex ipsFlex-ai:center ipsFlex-jc:center '
        f'ipsGap_row:2 cAuthorPane_stats"><li><a href="{profile}content/" title="{count} '
        f'messages" data-ipstooltip class="ipsType_blendLinks"><i class="fa fa-comment"></i> '
        f'{count}</a></li></ul></li></ul></aside><div class="ipsColumn ipsColumn_fluid ipsMargin:'
        f'none"><div id="comment-{m.pid}_wrap" data-controller="core.front.core.comment" data-'
        f'commentapp="forums" data-commenttype="forums" data-commentid="{m.pid}" data-quotedata'
        f'="{{&quot;userid&quot;:{m.uid},&quot;username&quot;:&quot;{m.author}&quot;}}" class'
        '="ipsComment_content ipsType_medium"><div class="ipsComment_meta ipsType_light ipsFlex'
        ' ipsFlex-ai:center ipsFlex-jc:between ipsFlex-fd:row-reverse"><div class="ipsType_'
        'light ipsType_reset ipsType_blendLinks ipsComment_toolWrap"><ul class="ipsList_reset '
        f'ipsComment_tools"><li><a href="{link}" data-ipstooltip title="Partager ce message" '
        'class="ipsType_blendLinks"><i class="fa fa-share-alt"></i></a></li></ul></div><div '
        f'class="ipsType_reset ipsResponsive_hidePhone"><a href="{link}" rel="nofollow" class="'
        f'ipsType_blendLinks">Posté(e) {ips_fr_time(m.when)}</a><span class="ipsResponsive_'
        'hidePhone"></span></div></div><div class="cPost_contentWrap"><div data-role="comment'
        f'Content" class="ipsType_normal ipsType_richText ipsPadding_bottom ipsContained" data-'
        f'controller="core.front.core.lightboxedImages">{quote}{p_tags(m)}</div><div class="'
        'ipsItemControls"><div data-controller="core.front.core.reaction" class="ipsItemControls'
        f'_right ipsClearfix "><div class="ipsReact ipsPos_right">{react}<div class="ipsReact_'
        'buttonWrap ipsResponsive_noFloat" data-role="reactionInteraction"></div></div></div>'
        '<ul class="ipsComment_controls ipsClearfix ipsItemControls_left" data-role="comment'
        f'Controls"><li data-ipsquote-editor="topic_comment" data-ipsquote-target="#comment-'
        f'{m.pid}" class="ipsJS_show"><a href="#" data-action="quoteComment" data-ipsquote-'
        'editor="topic_comment" class="ipsButton ipsButton_light ipsButton_verySmall ipsButton'
        '_narrow">Citer</a></li></ul></div>'
        f'{sig}</div></div></div></article>')


def ips4_fr(posts: list[Message]) -> str:
    """Invision Community 4.7 in French: article.cPost per post with the author pane aside
    (group, "303 messages") and a phone-only copy of it; "Posté(e) <time>" whose text is
    relative ("Il y a 3 heures", "Hier à 10:12", "Jeudi à 10:12", "4 mars", "4 mars 2020")
    with "04/03/2021 10:12" in its title; div[data-role=commentContent]; quotes
    blockquote.ipsQuote "Le 04/03/2021 à 10:12, bob a dit :"; the signature apart; the page
    header "Par alice, <time> dans Aide technique", "Messages recommandés", the guest box
    "Rejoindre la conversation", "Qui est en ligne" and the footer."""
    head = posts[0]
    crumbs = "".join(
        f'<li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a '
        f'href="{href}" itemprop="item"><span itemprop="name">{name} </span></a><i class="fa '
        f'fa-angle-right"></i><meta itemprop="position" content="{k + 1}"></li>'
        for k, (href, name) in enumerate((("/", "Accueil"), ("/forum/", "Forums"),
                                          ("/forum/12-aide-technique/", "Aide technique"))))
    body = (
        '<a href="#ipsLayout_mainArea" class="ipsHide" title="Aller au contenu principal de '
        'cette page" accesskey="m">Aller au contenu</a><div id="ipsLayout_header" class="'
        'ipsClearfix"><header><div class="ipsLayout_container"><a href="/" id="elSiteTitle" '
        'accesskey="1">Communauté Exemple</a><ul id="elUserNav" class="ipsList_inline '
        'cSignedOut ipsResponsive_showDesktop"><li id="elSignInLink"><a href="/login/" data-'
        'ipsmenu-closeonclick="false" data-ipsmenu id="elUserSignIn">Vous avez déjà un compte '
        '? Connexion &nbsp;<i class="fa fa-caret-down"></i></a></li><li><a href="/register/" '
        'data-ipsdialog data-ipsdialog-size="narrow" data-ipsdialog-title="S’inscrire" id="'
        'elRegisterButton" class="ipsButton ipsButton_normal ipsButton_primary">S’inscrire</a>'
        '</li></ul></div></header><nav data-controller="core.front.core.navBar" class=" ipsResp'
        'onsive_showDesktop"><div class="ipsNavBar_primary ipsLayout_container "><ul data-role'
        '="primaryNavBar" class="ipsClearfix"><li id="elNavSecondary_1" data-role="navBarItem" '
        'data-navapp="core" data-navext="CustomItem"><a href="/" data-navitem-id="1">Parcourir'
        '<span class="ipsNavBar_active__identifier"></span></a><ul class="ipsNavBar_secondary '
        'ipsHide" data-role="secondaryNavBar"><li data-role="navBarItem"><a href="/forum/">'
        'Forums</a></li><li data-role="navBarItem"><a href="/staff/">Équipe</a></li><li data-'
        'role="navBarItem"><a href="/online/">Utilisateurs en ligne</a></li></ul></li><li '
        'data-role="navBarItem"><a href="/discover/">Activité</a></li><li><a href="/search/">'
        'Rechercher</a></li></ul></div></nav></div><main id="ipsLayout_body" class="ipsLayout_'
        'container"><div id="ipsLayout_contentArea"><div id="ipsLayout_contentWrapper"><nav '
        'class="ipsBreadcrumb ipsBreadcrumb_top ipsFaded_withHover"><ul data-role="breadcrumb'
        f'List">{crumbs}<li>{TITLE}</li></ul></nav><div id="ipsLayout_mainArea"><div class="'
        'ipsPageHeader ipsResponsive_pull ipsBox ipsPadding sm:ipsPadding:half ipsMargin_bottom'
        '"><div class="ipsFlex ipsFlex-ai:center ipsFlex-fw:wrap ipsGap:4"><div class="ipsFlex-'
        'flex:11"><h1 class="ipsType_pageTitle ipsContained_container"><span class="ipsType_'
        f'break ipsContained"><span>{TITLE}</span></span></h1></div></div><hr class="ipsHr"><div'
        ' class="ipsPageHeader__meta ipsFlex ipsFlex-jc:between ipsFlex-ai:center ipsFlex-fw:'
        'wrap ipsGap:3"><div class="ipsFlex-flex:11"><div class="ipsPhotoPanel ipsPhotoPanel_'
        f'mini ipsPhotoPanel_notPhone ipsClearfix"><a href="/profile/{head.uid}-'
        f'{head.author.lower()}/" class="ipsUserPhoto ipsUserPhoto_mini"><img src="/uploads/'
        f'monthly_2019_01/{head.uid}.thumb.png" alt="{head.author}" loading="lazy"></a><div>'
        f'<p class="ipsType_reset ipsType_blendLinks"><span class="ipsType_normal">Par <strong>'
        f'<a href="/profile/{head.uid}-{head.author.lower()}/">{head.author}</a></strong>, '
        f'</span><span class="ipsType_light">{ips_fr_time(head.when)} dans <a href="/forum/12-'
        'aide-technique/">Aide technique</a></span></p></div></div></div></div></div><div class'
        '="ipsClearfix"><ul class="ipsToolList ipsToolList_horizontal ipsClearfix ipsSpacer_'
        'both"><li class="ipsToolList_primaryAction"><a href="#replyForm" class="ipsButton '
        'ipsButton_important ipsButton_medium ipsButton_fullWidth">Répondre à ce sujet</a></li>'
        '<li><a href="/forum/12-aide-technique/?do=add" class="ipsButton ipsButton_link '
        'ipsButton_medium ipsButton_fullWidth">Commencer un nouveau sujet</a></li></ul></div>'
        '<div class="ipsClearfix ipsJS_show"><h2 class="ipsType_sectionTitle ipsType_reset '
        'ipsType_medium">Messages recommandés</h2></div><div id="comments" data-controller="'
        'core.front.core.commentFeed,forums.front.topic.view, core.front.core.ignoredComments" '
        f'data-lastpage data-baseurl="/topic/5-strange-noise-after-the-last-update/" data-feedid'
        '="topic-5" class="cTopic ipsClear ipsSpacer_top"><div data-role="commentFeed" data-'
        'controller="core.front.core.moderation" class="ipsClear"><form action="#" method="post"'
        ' data-ipspageaction data-role="moderationTools">'
        + "".join(ips_fr_post(posts, m) for m in posts)
        + '</form></div><div class="ipsButtonBar ipsPad_half ipsClearfix ipsClear"><ul class="'
        'ipsPagination" id="elPagination" data-pages="1"><li class="ipsPagination_pageJump"><a'
        ' href="#">Page 1 sur 1 &nbsp;<i class="fa fa-caret-down"></i></a></li></ul></div>'
        '<div class="ipsAreaBackground_light ipsPad" id="replyForm" data-role="replyArea"><h2 '
        'class="ipsType_pageTitle">Rejoindre la conversation</h2><p class="ipsType_normal '
        'ipsType_light">Vous pouvez publier maintenant et vous inscrire plus tard. Si vous avez'
        ' un compte, <a href="/login/">connectez-vous maintenant</a> pour publier avec votre '
        'compte.</p><textarea name="topic_comment" placeholder="Répondre à ce sujet…">'
        '</textarea></div></div><div class="ipsResponsive_noFloat ipsResponsive_showDesktop '
        'ipsMargin_top"><a href="/forum/12-aide-technique/" class="ipsButton ipsButton_light">'
        'Aller à la liste des sujets</a></div><div class="ipsWidget ipsWidget_horizontal ipsBox'
        '"><h3 class="ipsType_reset ipsWidget_title">Qui est en ligne ?</h3><div class="'
        'ipsWidget_inner ipsPad"><span class="ipsType_light">0 membre est en ligne</span><p '
        'class="ipsType_reset ipsType_medium ipsType_light">Aucun utilisateur enregistré ne '
        'regarde cette page.</p></div></div></div></div></div></main><footer id="ipsLayout_'
        'footer" class="ipsClearfix"><div class="ipsLayout_container"><ul class="ipsList_inline'
        ' ipsType_center ipsSpacer_top" id="elFooterLinks"><li><a href="#elNavTheme_menu" id="'
        'elNavTheme" data-ipsmenu>Thème</a></li><li><a href="/privacy/">Politique de '
        'confidentialité</a></li><li><a rel="nofollow" href="/contact/">Contact</a></li><li>'
        '<a href="/cookies/">Cookies</a></li></ul><p id="elCopyright"><span id="elCopyright_'
        'userLine">Communauté Exemple</span> <a rel="nofollow" title="Invision Community" href'
        '="https://www.invisioncommunity.com/">Powered by Invision Community</a></p></div>'
        '</footer>')
    return page(f"{TITLE} - Aide technique - Communauté Exemple", body, "fr")


# --- MyBB 1.8 in Brazilian Portuguese ---------------------------------------------------------

def mybb_pt_when(t: datetime) -> str:
    """my_date('relative') with the pt-BR pack: "5 minutos atrás" and "3 horas atrás" in a span
    titled with the date, "<span title=04/03/2021>Hoje</span>, 10:12", "Ontem", then
    "04/03/2021, 10:12"."""
    s = _seconds(t)
    full = f"{t:%d/%m/%Y}, {t:%H:%M}"
    if 0 <= s < 3600:
        return f'<span title="{full}">{_plural(max(int(s // 60), 1), "minuto")} atrás</span>'
    if 0 <= s < 43200:
        return f'<span title="{full}">{_plural(int(s // 3600), "hora")} atrás</span>'
    days = days_ago(t)
    if days in (0, 1):
        return f'<span title="{t:%d/%m/%Y}">{"Hoje" if days == 0 else "Ontem"}</span>, {t:%H:%M}'
    return full


BR_BR = "<br />\n<br />\n"


def mybb_pt_post(posts: list[Message], m: Message) -> str:
    member = f"member.php?action=profile&amp;uid={m.uid}"
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = (f'<blockquote class="mycode_quote"><cite><span> ({q.when:%d/%m/%Y}, '
                 f'{q.when:%H:%M})</span>{m.quote[0]} Escreveu: <a href="showthread.php?pid='
                 f'{m.quote[1]}#pid{m.quote[1]}" class="quick_jump"></a></cite>'
                 f"{escape(m.quote[2])}</blockquote><br />\n")
    sig = (f'<div class="signature scaleimages">\n{escape(m.signature)}\n</div>'
           if m.signature else "")
    online = m.uid % 4 == 1
    rank = ("Membro Júnior", "Membro", "Membro Sênior", "Membro Avançado")[m.uid % 4]
    stars = '<img src="images/star.png" border="0" alt="*" />' * (m.uid % 4 + 1)
    subject = TITLE if m.number == 1 else f"RE: {TITLE}"
    return (
        f'<a name="pid{m.pid}" id="pid{m.pid}"></a><div class="post " style="" id="post_'
        f'{m.pid}"><div class="post_author"><div class="author_avatar"><a href="{member}"><img'
        ' src="images/default_avatar.png" alt="" width="55" height="55" /></a></div><div class='
        f'"author_information"><strong><span class="largetext"><a href="{member}">{m.author}</a>'
        f'</span></strong> <img src="images/buddy_{"online" if online else "offline"}.png" '
        f'title="{"Online" if online else "Offline"}" alt="{"Online" if online else "Offline"}" '
        f'class="buddy_status" /><br /><span class="smalltext">{rank}<br />{stars}<br /></span>'
        f'</div><div class="author_statistics">Mensagens: {m.uid * 3}<br />Tópicos: {m.uid % 9}'
        f'<br />Registrado em: {joined(m):%m/%Y}<br />Reputação: <a href="reputation.php?uid='
        f'{m.uid}"><strong class="reputation_neutral">0</strong></a></div></div><div class="post'
        f'_content"><div class="post_head"><div class="float_right" style="vertical-align: top">'
        f'<strong><a href="showthread.php?tid=5&amp;pid={m.pid}#pid{m.pid}" title="{subject}">'
        f'#{m.number}</a></strong></div><span class="post_date">{mybb_pt_when(m.when)} <span '
        f'class="post_edit" id="edited_by_{m.pid}"></span></span></div><div class="post_body '
        f'scaleimages" id="pid_{m.pid}">\n{quote}{paras(m, BR_BR)}\n</div>{sig}'
        f'<div class="post_meta" id="post_meta_{m.pid}"></div></div><div class="post_controls">'
        '<div class="postbit_buttons author_buttons float_left"><a href="search.php?action='
        f'finduser&amp;uid={m.uid}" title="Encontrar todas as mensagens deste usuário" class="'
        'postbit_find"><span>Encontrar</span></a></div><div class="postbit_buttons post_'
        f'management_buttons float_right"><a href="newreply.php?tid=5&amp;replyto={m.pid}" '
        'title="Citar esta mensagem na resposta" class="postbit_quote postbit_mirage"><span>'
        f'Responder</span></a><a href="javascript:Thread.multiQuote({m.pid});" style="display: '
        f'none;" id="multiquote_link_{m.pid}" title="Adicionar ou remover esta mensagem da '
        f'citação múltipla" class="postbit_multiquote"><span id="multiquote_{m.pid}">Citar'
        '</span></a><a href="javascript:void(0);" onclick="MyBB.popupWindow(\'/report.php?type='
        f'post&amp;pid={m.pid}\');" title="Denunciar esta mensagem a um moderador" class="'
        'postbit_report"><span>Denunciar</span></a></div></div></div>')


def mybb_pt(posts: list[Message]) -> str:
    """MyBB 1.8 (default theme, horizontal postbit) in Brazilian Portuguese: div.post with
    div.post_author on top (rank, stars, "Mensagens", "Tópicos", "Registrado em: 01/2019",
    "Reputação"), span.post_date relative ("3 horas atrás" titled with the date, "<span
    title=…>Ontem</span>, 10:12", "04/03/2021, 10:12"), "#2" and div.post_body with <br />s;
    quotes "(04/03/2021, 10:12) bob Escreveu:"; the signature in div.signature; the thread in
    table.tborder, "Tópicos relacionados" with dates, the footer with "Hora atual"."""
    related = "".join(
        f'<tr><td align="center" class="trow{k % 2 + 1}" width="2%">&nbsp;</td><td class="trow'
        f'{k % 2 + 1}"><a href="showthread.php?tid={901 + k}">{t}</a></td><td align="center" '
        f'class="trow{k % 2 + 1}"><a href="member.php?action=profile&amp;uid={101 + k}">{who}'
        f'</a></td><td align="center" class="trow{k % 2 + 1}">{k + 2}</td><td align="center" '
        f'class="trow{k % 2 + 1}">{120 * (k + 1)}</td><td class="trow{k % 2 + 1}" style="white-'
        f'space: nowrap"><span class="smalltext">{mybb_pt_when(_others(k))}<br /><a href="'
        f'showthread.php?tid={901 + k}&amp;action=lastpost">Último</a>: <a href="member.php?'
        f'action=profile&amp;uid=105">fiona</a></span></td></tr>'
        for k, (t, who) in enumerate(zip(OTHER_THREADS[:4], WHO)))
    menu = "".join(f'<li><a href="{h}" class="{c}">{x}</a></li>' for h, c, x in (
        ("portal.php", "portal", "Portal"), ("search.php", "search", "Pesquisar"),
        ("memberlist.php", "memberlist", "Lista de membros"),
        ("calendar.php", "calendar", "Calendário"), ("misc.php?action=help", "help", "Ajuda")))
    body = (
        '<div id="container"><a name="top" id="top"></a><div id="header"><div id="logo"><div '
        'class="wrapper"><a href="index.php"><img src="images/logo.png" alt="Comunidade Exemplo"'
        f' title="Comunidade Exemplo" /></a><ul class="menu top_links">{menu}</ul></div></div>'
        '<div id="panel"><div class="upper"><div class="wrapper"><span class="welcome">Olá, '
        'visitante! <a href="member.php?action=login" onclick="$(\'#quick_login\').modal({ '
        'fadeDuration: 250, keepelement: true }); return false;" class="login">Entrar</a> <a '
        'href="member.php?action=register" class="register">Registrar</a></span></div></div>'
        '</div></div><div id="content"><div class="wrapper"><div class="navigation"><a href="'
        'index.php">Comunidade Exemplo</a> &rsaquo; <a href="forumdisplay.php?fid=12">Ajuda '
        'técnica</a> &rsaquo; <span class="active">' + TITLE + '</span></div><br /><div class'
        '="float_left"><div class="pagination"><span class="pages">Páginas (1):</span> <span '
        'class="pagination_current">1</span></div></div><div class="float_right"><a href="'
        'newreply.php?tid=5" class="button new_reply_button"><span>Responder</span></a>&nbsp;'
        '<a href="newthread.php?fid=12" class="button new_thread_button"><span>Novo tópico'
        '</span></a></div><br class="clear" /><table border="0" cellspacing="0" cellpadding="5"'
        ' class="tborder tfixed clear"><tr><td class="thead"><div class="float_right"><span '
        'class="smalltext"><strong><a href="javascript:void(0)" id="thread_modes">Modo de '
        'exibição</a></strong></span></div><div><strong>' + TITLE + '</strong></div></td></tr>'
        '<tr><td id="posts_container"><div id="posts">'
        + "".join(mybb_pt_post(posts, m) for m in posts)
        + '</div></td></tr><tr><td class="tfoot"><div><strong>&laquo; <a href="showthread.php?'
        'tid=5&amp;action=nextoldest">Tópico anterior</a> | <a href="showthread.php?tid=5&amp;'
        'action=nextnewest">Próximo tópico</a> &raquo;</strong></div></td></tr></table><br />'
        '<table border="0" cellspacing="0" cellpadding="5" class="tborder"><tr><td class="thead'
        '" align="center" colspan="6"><strong>Possíveis tópicos relacionados…</strong></td></tr>'
        '<tr><td class="tcat" align="center" colspan="2"><span class="smalltext"><strong>Tópico'
        '</strong></span></td><td class="tcat" align="center"><span class="smalltext"><strong>'
        'Autor</strong></span></td><td class="tcat" align="center"><span class="smalltext">'
        '<strong>Respostas</strong></span></td><td class="tcat" align="center"><span class="'
        'smalltext"><strong>Exibições</strong></span></td><td class="tcat" align="center"><span'
        ' class="smalltext"><strong>Última mensagem</strong></span></td></tr>' + related
        + '</table><br /><span class="smalltext">Usuários navegando neste tópico: 1 Visitante(s)'
        '</span><br /></div></div><div id="footer"><div class="upper"><div class="wrapper"><div'
        ' class="language"><form method="POST" action="/showthread.php" id="lang_select"><select'
        ' name="language" id="language" onchange="MyBB.changeLanguage();"><optgroup label="'
        'Escolha o idioma"><option value="english">&nbsp;&nbsp;&nbsp;English (American)</option>'
        '<option value="portuguesebr" selected="selected">&nbsp;&nbsp;&nbsp;Português (Brasil)'
        '</option></optgroup></select></form></div><ul class="menu bottom_links"><li><a href="'
        'contact.php">Fale conosco</a></li><li><a href="https://www.example.com.br/">Comunidade'
        ' Exemplo</a></li><li><a href="#top">Voltar ao topo</a></li><li><a href="archive/index.'
        'php/thread-5.html">Modo arquivo</a></li><li><a href="misc.php?action=syndication">RSS'
        '</a></li></ul></div></div><div class="lower"><div class="wrapper"><span id="current_'
        f'time"><strong>Hora atual:</strong> {NOW:%d/%m/%Y}, {NOW:%H:%M}</span><span id="'
        'copyright">Desenvolvido por <a href="https://mybb.com" target="_blank" rel="noopener">'
        f'MyBB</a>, &copy; 2002-{NOW.year} <a href="https://mybb.com" target="_blank" rel="'
        'noopener">MyBB Group</a>.</span></div></div></div></div>')
    return page(TITLE, body, "pt-BR")


# --- 5ch (Japanese) ---------------------------------------------------------------------------

B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def fivech_id(m: Message) -> str:
    """A 5ch ID: eight characters that change every day, then the client mark."""
    n = (m.uid * 2654435761 + m.when.toordinal() * 40503) % (1 << 48)
    return "".join(B64[(n >> (6 * i)) & 63] for i in range(8)) + "0dMa"[m.uid % 4]


def fivech_post(posts: list[Message], m: Message) -> str:
    stamp = (f"{m.when:%Y/%m/%d}({'月火水木金土日'[m.when.weekday()]}) {m.when:%H:%M:%S}."
             f"{m.pid * 37 % 100:02d}")
    uid = f"ID:{fivech_id(m)}"
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = (f'<a href="../test/read.cgi/car/1614852753/{q.number}" rel="noopener '
                 f'noreferrer" target="_blank" class="reply_link">&gt;&gt;{q.number}</a> <br> '
                 f"&gt;{escape(m.quote[2])} <br> ")
    name = (f'<a href="mailto:sage">{m.author}</a>' if m.uid % 3 == 1 else m.author)
    return (f'<div class="post" id="{m.number}" data-date="NG" data-userid="{uid}" data-id="'
            f'{m.number}"><div class="meta"><span class="number">{m.number}</span><span class="'
            f'name"><b>{name}</b></span><span class="date">{stamp}</span><span class="uid">'
            f'{uid}</span></div><div class="message"><span class="escaped"> {quote}'
            f'{paras(m, " <br>  <br> ")} </span></div></div><br>')


def fivech(posts: list[Message]) -> str:
    """A 5ch.net thread (read.cgi, the 2020s PC layout): div.post#N with data-userid, a
    div.meta of spans (number, name in <b>, "2021/03/04(木) 10:12:33.45", "ID:xxxxxxxx0") and
    div.message > span.escaped with " <br> " between lines; no signatures, no author boxes;
    replies quote with "&gt;&gt;3" links and "&gt;" lines; the menus, the size and the posting
    form below."""
    kb = sum(len(p) for m in posts for p in m.paragraphs) // 1024 + 1
    menu = ('<a class="menuitem" href="https://mevius.5ch.net/car/">■掲示板に戻る■</a> <a '
            'class="menuitem" href="https://mevius.5ch.net/test/read.cgi/car/1614852753/">全部'
            '</a> <a class="menuitem" href="https://mevius.5ch.net/test/read.cgi/car/1614852753/'
            '1-100">1-</a> <a class="menuitem" href="https://mevius.5ch.net/test/read.cgi/car/'
            '1614852753/l50">最新50</a>')
    old = ('<div class="stoplight stopred stopdone">■ このスレッドは過去ログ倉庫に格納されています'
           '</div>' if (NOW - posts[-1].when).days > 60 else "")
    body = (
        '<div id="maincontent" class="maxwidth100 width100"><div class="container container_'
        'body"><nav class="navmenu"><ul class="menujust"><li class="menubottommeta"><a href="'
        'https://5ch.net/">5ちゃんねる</a></li><li class="menubottommeta"><a href="https://'
        'itest.5ch.net/">スマホ版</a></li><li class="menubottommeta"><a href="https://5ch.net/'
        'kakolog.html">過去ログ</a></li><li class="menubottommeta"><a href="https://premium.5ch'
        f'.net/">専用ブラウザ</a></li></ul></nav><div class="topmenu centered">{menu}</div>'
        f'{old}<h1 class="title">{TITLE}\n</h1><div class="thread">'
        + "".join(fivech_post(posts, m) for m in posts)
        + f'</div><div class="pagestats"><ul class="menujust"><li class="metastats meta '
        f'centered">{kb}KB</li></ul></div><div class="bottommenu centered">{menu} <a class="'
        'menuitem" href="https://5ch.net/">5ちゃんねるの入り口</a></div><div class="ad--bottom">'
        '</div><form method="POST" accept-charset="Shift_JIS" action="https://mevius.5ch.net/'
        'test/bbs.cgi?guid=ON" class="centered postform"><input type="submit" value="書き込む" '
        'name="submit"> 名前： <input name="FROM" size="19"> E-mail(省略可)： <input name="mail"'
        ' size="19"><br><textarea rows="5" cols="70" name="MESSAGE"></textarea><input type="'
        'hidden" name="bbs" value="car"><input type="hidden" name="key" value="1614852753">'
        f'<input type="hidden" name="time" value="{_ts(NOW)}"></form><div class="footer push">'
        '<div class="read_cgi_version">read.cgi ver 07.7.21 2021/06/01</div><div class="'
        'read_cgi_navlinks"><a href="https://5ch.net/">5ちゃんねる</a> | <a href="https://'
        'mevius.5ch.net/car/">車板</a></div></div></div></div>')
    return page(TITLE, body, "ja")


# --- Baidu Zhidao (Chinese) -------------------------------------------------------------------

def zhidao_layout(posts: list[Message]) -> tuple[list[int], dict[int, list[int]], list[int]]:
    """Replies as Zhidao shows them: the asker's later words are a 追问 under the last answer
    (a 问题补充 under the question before any answer), an answerer's next words under their
    own answer a 追答; everyone else's replies are answers."""
    head = posts[0]
    answers: list[int] = []
    follow: dict[int, list[int]] = {}
    supplement: list[int] = []
    for k in range(1, len(posts)):
        m = posts[k]
        if answers and m.author in (head.author, posts[answers[-1]].author):
            follow[answers[-1]].append(k)
        elif m.author == head.author:
            supplement.append(k)
        else:
            answers.append(k)
            follow[k] = []
    return answers, follow, supplement


def zhidao_quote(posts: list[Message], m: Message) -> str:
    if not m.quote:
        return ""
    what = "提问" if m.quote[1] == posts[0].pid else "回答"
    return (f'<div class="quote-content"><p class="quote-title">引用{m.quote[0]}的{what}：'
            f'</p><blockquote>{escape(m.quote[2])}</blockquote></div>')


def zhidao_answer(posts: list[Message], follow: dict[int, list[int]], k: int,
                  best: bool) -> str:
    m = posts[k]
    head = posts[0]
    asks = ""
    if follow[k]:
        items = "".join(
            f'<dl class="replyask-item"><dt class="replyask-title">'
            f'{"追问" if posts[j].author == head.author else "追答"}</dt><dd class="replyask-'
            f'content">{zhidao_quote(posts, posts[j])}{paras(posts[j], "<br>")}</dd></dl>'
            for j in follow[k])
        asks = f'<div class="wgt-replyask">{items}</div>'
    when = (f"推荐于{m.when:%Y-%m-%d}" if best else f"{m.when:%Y-%m-%d %H:%M}")
    level = 3 + m.uid % 7
    return (
        f'<div id="answer-{m.pid}" class="bd answer {"best-answer" if best else ""}" '
        f'data-id="{m.pid}"><div class="line wgt-replyer-all"><a class="wgt-replyer-all-avatar" '
        f'href="/usercenter?uid={m.uid:x}a9" target="_blank"><img src="https://gips0.baidu.com/'
        f'it/u={m.uid}.jpg" alt=""></a><div class="wgt-replyer-all-info"><a class="wgt-replyer-'
        f'all-uname" href="/usercenter?uid={m.uid:x}a9" target="_blank">{m.author}</a> <span '
        f'class="wgt-replyer-all-level">LV.{level}</span><span class="wgt-replyer-all-time">'
        f'{when}</span><div class="wgt-replyer-all-card-names">采纳数：{m.uid * 2} 获赞数：'
        f'{m.uid * 9}</div><div class="wgt-replyer-all-card-skill">擅长：汽车维修 汽车保养'
        f'</div></div></div><div class="line content"><div id="{"best" if best else "answer"}-'
        f'content-{m.pid}" class="{"best-text" if best else "answer-text"} mb-10" accuse="'
        f'aContent">{zhidao_quote(posts, m)}{p_tags(m)}</div>{asks}</div><div class="line bottom-'
        f'opt"><span class="evaluate evaluate-32" data-evaluate="{m.uid % 13}">赞 {m.uid % 13}'
        '</span><span class="evaluate evaluate-bad">踩</span><span class="comment">评论</span>'
        '<span class="report">举报</span></div></div>')


def baidu_zhidao(posts: list[Message]) -> str:
    """A Baidu Zhidao question page: the question apart in div#wgt-ask (h1 span.ask-title,
    the text in span.con-all, the asker, "2021-03-04 10:12" and "浏览 N 次"), a 问题补充
    when the asker adds words before any answer; the chosen answer in div#wgt-best "最佳答案"
    ("推荐于2021-03-05"), the others under "其他N条回答" ("2021-03-05 10:12"); an answer
    quoting another opens "引用bob的回答："; the asker's follow-ups 追问 and the answerer's
    追答 nested in the answer without a date or a name; "相关问题" with dates aside."""
    head = posts[0]
    answers, follow, supplement = zhidao_layout(posts)
    best = answers[0] if answers and head.pid % 2 == 0 else None
    others = [k for k in answers if k != best]
    sup = "".join(f'<div class="line mt-10 q-supply"><span class="q-supply-title">问题补充：'
                  f'</span><span class="q-supply-content">{zhidao_quote(posts, posts[k])}'
                  f'{paras(posts[k], "<br>")}</span></div>' for k in supplement)
    best_html = (
        '<div id="wgt-best" class="wgt-best"><div class="hd line other-hd"><span class="icon-'
        f'best"></span><h2 class="best-title">最佳答案</h2></div>'
        f'{zhidao_answer(posts, follow, best, True)}</div>' if best else "")
    others_html = (
        '<div id="wgt-answers" class="wgt-answers"><div class="hd line other-hd"><h2 class="'
        f'answer-title">{"其他" if best else ""}{len(others)}条回答</h2></div>'
        + "".join(zhidao_answer(posts, follow, k, False) for k in others) + "</div>"
        if others else "")
    no_answer = ('<div class="wgt-no-answer"><p>这个问题还没有回答，快来帮助提问者吧</p></div>'
                 if not answers else "")
    related = "".join(
        f'<li class="related-item"><a href="/question/{3890 + k}.html" target="_blank" class="'
        f'related-link">{t}</a><span class="related-answer-num">{k + 2}个回答</span><span '
        f'class="related-time">{_others(k):%Y-%m-%d}</span></li>'
        for k, t in enumerate(("换了机油后发动机有异响怎么办", "刹车的时候有吱吱声正常吗",
                               "冬天早上启动有异响是什么原因", "升级系统后车机很卡怎么解决",
                               "电瓶一晚上就没电了")))
    nav = "".join(f'<li><a href="/list?cid={110 + k}">{x}</a></li>' for k, x in enumerate(
        ("首页", "问题", "全部问题", "经济金融", "企业管理", "法律法规", "社会民生", "科学教育",
         "健康生活", "体育运动", "文化艺术", "电子数码", "电脑网络", "娱乐休闲", "汽车交通")))
    body = (
        '<div id="userbar" class="userbar"><ul><li><a href="https://www.baidu.com/">百度首页'
        '</a></li><li><a href="https://passport.baidu.com/v2/?reg" class="reg">注册</a></li>'
        '<li><a href="https://passport.baidu.com/v2/?login" class="login">登录</a></li></ul>'
        '</div><div id="header" class="container"><div class="logo"><a href="/" title="百度知道'
        '"><img src="https://iknow.bdimg.com/static/common/img/logo.png" alt="百度知道"></a>'
        '</div><form id="search-form" action="/search" method="get"><input class="hdi" id="kw"'
        ' name="word" maxlength="256" autocomplete="off"><button id="search-btn" type="submit"'
        ' class="btn-global">搜索答案</button><a class="btn-global ask-btn" href="/new?word=">'
        f'我要提问</a></form></div><div id="nav" class="nav"><ul class="nav-menu">{nav}</ul>'
        '</div><div id="body" class="container"><div class="wgt-crumbs"><a href="/">百度知道'
        '</a> &gt; <a href="/list?cid=124">汽车交通</a> &gt; <a href="/list?cid=124101">汽车维修'
        '</a></div><div class="layout-wrap"><article id="qb-content" class="grid qb-content">'
        '<div id="wgt-ask" class="wgt-ask"><h1 accuse="qTitle"><span class="ask-title">'
        f'{TITLE}</span></h1><div class="line mt-5 q-content" accuse="qContent"><span class="'
        f'con-all">{paras(head, "<br>")}</span></div>{sup}<div class="line mt-10 f-aid ask-info'
        f'"><span class="ask-author"><a href="/usercenter?uid={head.uid:x}a9">{head.author}'
        f'</a></span><span class="f-pipe">|</span><span class="ask-time">'
        f'{head.when:%Y-%m-%d %H:%M}</span><span class="f-pipe">|</span><span class="browse-'
        'times">浏览'
        f'{len(posts) * 431}次</span></div><div class="line mt-10 ask-btns"><a class="btn-'
        'answer" href="#answer-editor">我来答</a><a class="btn-share">分享</a><a class="'
        f'report">举报</a></div></div>{no_answer}{best_html}{others_html}<div id="answer-editor"'
        ' class="wgt-answer-editor"><h3>我来回答</h3><textarea placeholder="回答问题，赢新手礼包">'
        '</textarea><button class="btn-global">提交回答</button></div></article><aside class="'
        'grid-r qb-side"><div class="wgt-related"><h3 class="hd">相关问题</h3><ul class="'
        f'related-list">{related}</ul></div><div class="wgt-recommend"><h3 class="hd">为你推荐'
        '</h3><ul><li><a href="/topic/car">汽车养护小知识</a></li><li><a href="/topic/repair">'
        '常见故障排查</a></li></ul></div></aside></div></div><div id="footer" class="footer">'
        f'<p>&copy;{NOW.year} Baidu &nbsp;<a href="https://www.baidu.com/duty/">使用百度前必读'
        '</a>&nbsp;|&nbsp;<a href="/s/agreement/">知道协议</a>&nbsp;|&nbsp;<a href="/s/brand/">'
        '百度知道品牌合作</a></p></div>')
    return page(f"{TITLE}_百度知道", body, "zh-CN")


# --- Naver Knowledge-iN (Korean) --------------------------------------------------------------

def kin_date(t: datetime) -> str:
    """지식iN's answer date: "12분 전", "3시간 전" within the day, then "2021.03.05."."""
    s = _seconds(t)
    if 0 <= s < 3600:
        return f"{max(int(s // 60), 1)}분 전"
    if 0 <= s < 86400:
        return f"{int(s // 3600)}시간 전"
    return f"{t:%Y.%m.%d}."


def kin_text(m: Message) -> str:
    """SmartEditor ONE: a text component of se-text-paragraph lines, a quotation component
    before it when the answer quotes."""
    quote = ""
    if m.quote:
        quote = ('<div class="se-component se-quotation se-l-default"><div class="se-component-'
                 'content"><div class="se-section se-section-quotation se-l-default"><blockquote'
                 ' class="se-quotation-container"><div class="se-module se-module-text se-quote">'
                 f'<p class="se-text-paragraph se-text-paragraph-align-center"><span class="se-'
                 f'fs- se-ff-">{escape(m.quote[2])}</span></p></div><div class="se-module se-'
                 f'module-text se-cite"><p class="se-text-paragraph"><span>{m.quote[0]}님의 글'
                 '</span></p></div></blockquote></div></div></div>')
    lines = "".join(f'<p class="se-text-paragraph se-text-paragraph-align-"><span class="se-fs- '
                    f'se-ff-">{escape(p)}</span></p><p class="se-text-paragraph se-text-'
                    'paragraph-align-"><span class="se-fs- se-ff-">\u200b</span></p>'
                    for p in m.paragraphs)
    return (f'<div class="se-main-container">{quote}<div class="se-component se-text se-l-'
            'default"><div class="se-component-content"><div class="se-section se-section-text '
            f'se-l-default"><div class="se-module se-module-text">{lines}</div></div></div>'
            '</div></div>')


def kin_comments(posts: list[Message], ks: list[int]) -> str:
    if not ks:
        return ""
    items = "".join(
        f'<li class="c-comment__item"><div class="c-comment__user"><span class="c-comment__'
        f'name">{posts[j].author}</span><span class="c-comment__badge">질문자</span><span '
        f'class="c-comment__date">{posts[j].when:%Y.%m.%d. %H:%M}</span></div><div class="c-'
        'comment__text">'
        + (f"“{escape(posts[j].quote[2])}”<br>" if posts[j].quote else "")
        + f'{paras(posts[j], "<br>")}</div></li>' for j in ks)
    return (f'<div class="c-comment _commentArea"><h4 class="blind">댓글</h4><ul class="c-comment'
            f'__list">{items}</ul></div>')


GRADES = ("평민", "시민", "우주신", "태양신", "수호신", "물신", "초인", "영웅")


def kin_answer(posts: list[Message], comments: dict[int, list[int]], k: int,
               adopted: bool) -> str:
    m = posts[k]
    badge = ('<div class="adopt-check-box"><span class="badge badge-adopt">질문자 채택</span>'
             '</div>' if adopted else "")
    return (
        f'<div class="answer-content__item _contentWrap _answer" id="answer_{k}" data-answer-no'
        f'="{m.pid}">{badge}<div class="c-heading-answer"><div class="c-heading-answer__body">'
        '<div class="c-heading-answer__title"><p class="title"><a href="https://kin.naver.com/'
        f'profile/index.naver?u={m.uid:x}Zk" class="name">{m.author}</a> 님 답변</p></div><div '
        'class="c-heading-answer__content-user"><span class="c-heading-answer__content-user-'
        f'grade">{GRADES[m.uid % len(GRADES)]}</span><span class="c-heading-answer__content-'
        f'user-rate">채택률 {m.uid % 60 + 20}.{m.uid % 10}%</span></div></div></div><div class="'
        '_endContents c-heading-answer__content"><div class="_endContentsText c-heading-answer'
        f'__content-user">{kin_text(m)}</div><p class="c-heading-answer__content-date">'
        f'{kin_date(m.when)}</p></div><div class="c-userinfo-answer"><div class="c-userinfo-'
        f'answer__left"><button type="button" class="_commentListBtn button_comment">댓글 <em '
        f'class="_commentCount">{len(comments[k])}</em></button></div><div class="c-userinfo-'
        'answer__right"><a href="#" class="button_compose _answerRecommend"><span class="blind">'
        f'추천</span><em class="_recommendCount">{m.uid % 8}</em></a></div></div>'
        f'{kin_comments(posts, comments[k])}</div>')


def naver_kin(posts: list[Message]) -> str:
    """A Naver 지식iN (Knowledge-iN) question: the question apart in div.question-content
    (the title, the text in div.c-heading__content, "작성일2021.03.04" and "조회수"), then
    "답변 N" with div.answer-content__item per answer ("bob 님 답변", the grade, the text as
    SmartEditor paragraphs, p.c-heading-answer__content-date "2021.03.05." or "3시간 전"),
    the adopted one marked "질문자 채택"; the asker's later words are comments under the last
    answer (or under the question) with "2021.03.05. 10:12"; quotes as SmartEditor quotation
    components; related questions with dates aside."""
    head = posts[0]
    answers: list[int] = []
    comments: dict[int, list[int]] = {}
    asks: list[int] = []
    for k in range(1, len(posts)):
        if posts[k].author == head.author:
            (comments[answers[-1]] if answers else asks).append(k)
        else:
            answers.append(k)
            comments[k] = []
    adopted = answers[0] if answers and head.pid % 2 == 1 else None
    related = "".join(
        f'<li class="related-list__item"><a href="/qna/detail.naver?d1id=8&amp;docId='
        f'{391000 + k}" class="related-list__link">{t}</a><span class="related-list__answer">'
        f'답변 {k + 1}</span><span class="related-list__date">{_others(k):%Y.%m.%d.}</span></li>'
        for k, t in enumerate(("브레이크 밟을 때 끽 소리가 나요", "업데이트 후에 소음이 생겼어요",
                               "겨울철 엔진오일 추천 부탁드립니다",
                               "배터리가 하룻밤 사이에 방전돼요")))
    body = (
        '<div id="u_skip"><a href="#content">본문 바로가기</a></div><div id="header" class="'
        'header"><div class="header_inner"><h1 class="header_logo"><a href="https://www.naver.'
        'com" class="logo_naver">NAVER</a><a href="https://kin.naver.com" class="logo_kin">'
        '지식iN</a></h1><form id="searchForm" action="https://kin.naver.com/search/list.naver" '
        'class="search_area"><input type="text" name="query" title="검색어 입력" class="input_'
        'search" placeholder="궁금한 것을 검색해보세요"><button type="submit" class="button_'
        'search"><span class="blind">검색</span></button></form><div class="header_util"><a '
        'href="https://nid.naver.com/nidlogin.login" class="link_login">로그인</a></div></div>'
        '<div id="menu" class="menu"><ul class="menu_list"><li class="menu_item"><a href="/'
        'index.naver">홈</a></li><li class="menu_item is_selected"><a href="/qna/list.naver">'
        'Q&amp;A</a></li><li class="menu_item"><a href="/qna/question.naver">질문하기</a></li>'
        '<li class="menu_item"><a href="/hall/honor.naver">명예의 전당</a></li><li class="menu_'
        'item"><a href="/open100/list.naver">오픈사전</a></li><li class="menu_item"><a href="/my'
        'kin/index.naver">My지식</a></li></ul></div></div><div id="wrap"><div id="container" '
        'class="container"><div id="content" class="content"><div class="location"><a href="/'
        'qna/list.naver">Q&amp;A</a> &gt; <a href="/qna/list.naver?dirId=8">생활</a> &gt; <a '
        'href="/qna/list.naver?dirId=802">자동차</a> &gt; <strong>자동차 정비</strong></div><div '
        'class="question-content"><div class="c-heading _questionContentsArea c-heading--'
        'default-old"><div class="c-heading__title"><div class="c-heading__title_inner"><span '
        f'class="badge badge-q">Q</span><div class="title">{TITLE}</div></div></div><div class="'
        f'c-heading__content">{paras(head, "<br><br>")}</div><div class="c-userinfo"><div class='
        f'"c-userinfo__left"><span class="c-userinfo__author">{head.author}</span><span class="'
        f'c-userinfo__info">작성일{head.when:%Y.%m.%d}</span>'
        f'<span class="c-userinfo__info">조회수 {len(posts) * 211:,}</span></div><div class="c-'
        'userinfo__right"><a href="#" class="button_share">공유</a><a href="#" class="button_'
        'report">신고</a></div></div></div>'
        + (kin_comments(posts, asks) if asks else "")
        + '</div><div class="answer-content" id="answerArea"><div class="answer-content__header'
        f'"><h3 class="answer-content__title">답변 <em>{len(answers)}</em></h3><div class="sort'
        '-area"><a href="#" class="is_selected">추천순</a><a href="#">최신순</a></div></div><div '
        'class="answer-content__list _answerList">'
        + "".join(kin_answer(posts, comments, k, k == adopted) for k in answers)
        + '</div><div class="answer-write"><a href="/qna/answer.naver" class="button_answer">'
        '답변하기</a></div></div></div><div id="aside" class="aside"><div class="section '
        'related-list"><h3 class="section__title">이 질문과 관련된 질문</h3><ul class="related-'
        f'list__list">{related}</ul></div><div class="section"><h3 class="section__title">'
        '지식iN 베스트</h3><ul><li><a href="/best/list.naver">오늘의 베스트 Q&amp;A</a></li>'
        '</ul></div></div></div></div><div id="footer" class="footer"><ul class="footer_list">'
        '<li><a href="https://kin.naver.com/policy/index.naver">지식iN 이용약관</a></li><li><a '
        'href="https://kin.naver.com/policy/operation.naver">지식iN 운영정책</a></li><li><a href'
        '="https://policy.naver.com/policy/privacy.html"><strong>개인정보처리방침</strong></a>'
        '</li><li><a href="https://help.naver.com/">고객센터</a></li></ul><address class="'
        'footer_address">&copy; <a href="https://www.navercorp.com">NAVER Corp.</a></address>'
        '</div>')
    return page(f"{TITLE} : 지식iN", body, "ko")


# --- Giscus under a Jekyll (Chirpy) blog post -------------------------------------------------

def giscus_ago(t: datetime) -> str:
    """Intl.RelativeTimeFormat('en', {numeric: 'auto'}): "3 months ago", "last month",
    "yesterday", "last year"."""
    s = int(max(_seconds(t), 0))
    days = s // 86400
    for n, unit in ((days // 365, "year"), (days // 30, "month"), (days // 7, "week"),
                    (days, "day")):
        if n == 1:
            return "yesterday" if unit == "day" else f"last {unit}"
        if n:
            return f"{n} {unit}s ago"
    for n, unit in ((s // 3600, "hour"), (s // 60, "minute")):
        if n:
            return f"{_plural(n, unit)} ago"
    return "now"


def giscus_time(t: datetime, link: str) -> str:
    return (f'<a rel="nofollow noopener noreferrer" target="_blank" class="ml-2 link-secondary '
            f'overflow-hidden text-ellipsis" href="{link}"><time class="whitespace-nowrap" title'
            f'="{_short_en(t)}, {hm(t, upper=True)} UTC" datetime="{t:%Y-%m-%dT%H:%M:%S}Z">'
            f"{giscus_ago(t)}</time></a>")


GISCUS_DISCUSSION = "https://github.com/alice/garage-notes/discussions/12"


def giscus_body(m: Message, cls: str) -> str:
    quote = f"<blockquote>\n<p>{escape(m.quote[2])}</p>\n</blockquote>\n" if m.quote else ""
    return f'<div class="markdown {cls}">{quote}{p_tags(m)}</div>'


def giscus_reply(posts: list[Message], k: int) -> str:
    m = posts[k]
    link = f"{GISCUS_DISCUSSION}#discussioncomment-{m.pid}"
    return (
        f'<div class="gsc-reply" id="discussioncomment-{m.pid}"><div class="gsc-tl-line"></div>'
        '<div class="flex py-2 pl-4"><div class="gsc-reply-author-avatar"><a rel="nofollow '
        f'noopener noreferrer" target="_blank" href="https://github.com/{m.author}" class="flex'
        f' items-center"><img class="rounded-full" src="https://avatars.githubusercontent.com/u'
        f'/{m.uid}?v=4" width="30" height="30" alt="@{m.author}" loading="lazy"></a></div><div '
        'class="w-full min-w-0 ml-2"><div class="gsc-reply-header"><div class="gsc-reply-author'
        '"><a rel="nofollow noopener noreferrer" target="_blank" href="https://github.com/'
        f'{m.author}" class="link-primary overflow-hidden text-ellipsis"><span class="font-'
        f'semibold">{m.author}</span></a>{giscus_time(m.when, link)}</div></div>'
        f'{giscus_body(m, "gsc-reply-content")}</div></div></div>')


def giscus_comment(posts: list[Message], kids: dict[int, list[int]], k: int) -> str:
    m = posts[k]
    link = f"{GISCUS_DISCUSSION}#discussioncomment-{m.pid}"
    under = _descendants(kids, k)
    owner = ('<div class="ml-2 hidden text-xs sm:inline-flex"><span class="rounded-md border '
             'px-1 color-box-border-info">Owner</span></div>' if m.author == posts[0].author
             else "")
    votes = (m.uid * 3 + m.pid) % 5
    replies = "".join(giscus_reply(posts, j) for j in under)
    return (
        f'<div class="gsc-comment" id="discussioncomment-{m.pid}"><div class="color-bg-primary '
        'w-full min-w-0 rounded-md border color-border-primary gsc-comment-box"><div class="gsc-'
        'comment-header"><div class="gsc-comment-author"><a rel="nofollow noopener noreferrer" '
        f'target="_blank" href="https://github.com/{m.author}" class="gsc-comment-author-avatar'
        f'"><img class="mr-2 rounded-full" src="https://avatars.githubusercontent.com/u/{m.uid}'
        f'?v=4" width="30" height="30" alt="@{m.author}" loading="lazy"><span class="link-'
        f'primary overflow-hidden text-ellipsis font-semibold">{m.author}</span></a>'
        f'{giscus_time(m.when, link)}{owner}</div><div class="gsc-comment-header-right"></div>'
        f'</div>{giscus_body(m, "gsc-comment-content")}<div class="gsc-comment-footer"><div '
        'class="gsc-comment-reactions"><button type="button" class="gsc-upvote-button gsc-'
        'social-reaction-summary-item" aria-label="Upvote"><svg class="gsc-direct-reaction-'
        'button-emoji" viewBox="0 0 16 16" width="12" height="12"><path d="M3.47 7.78a.75.75 0'
        f' 0 1 0-1.06"></path></svg><span class="gsc-upvote-count">{votes}</span></button></div>'
        + (f'<div class="gsc-reply-count"><span>{_plural(len(under), "reply", "replies")}'
           '</span></div>' if under else "")
        + f'</div><div class="gsc-replies">{replies}<div class="gsc-reply-box"><button type="'
        'button" class="form-control input-sm color-bg-secondary color-border-primary gsc-reply'
        '-box-button">Write a reply</button></div></div></div></div>')


def giscus(posts: list[Message]) -> str:
    """A Jekyll blog with the Chirpy theme and Giscus under the post: the post (the opening
    message) in <article> with "Posted <time data-ts>Mar 4, 2021</time>" and "By alice";
    then div.giscus holding giscus's document: the reactions, "5 comments · 2 replies",
    div.gsc-comment per top-level comment (avatar, name, <time title="Mar 4, 2021, 10:12 AM
    UTC"> "3 months ago" / "last year", "Owner" on the author's comments, div.markdown),
    the replies to it flattened one level in div.gsc-replies; quotes as Markdown
    blockquotes; the sidebar, "Recently Updated", "Further Reading" with dates and the
    footer."""
    head = posts[0]
    tops, kids = _tree(posts)
    n_replies = len(posts) - 1 - len(tops)
    comments = "".join(giscus_comment(posts, kids, k) for k in tops)
    words = sum(len(p.split()) for p in head.paragraphs)
    reading = (
        f'<h4 class="gsc-comments-count"><a href="{GISCUS_DISCUSSION}" target="_blank" rel="'
        'noreferrer noopener nofollow" class="color-text-primary">'
        f'{_plural(len(tops), "comment")}</a>'
        + (f' <span>· {_plural(n_replies, "reply", "replies")}</span>' if n_replies else "")
        + "</h4>")
    further = "".join(
        f'<article class="col"><a href="/posts/{slug}/" class="post-preview card h-100"><div '
        f'class="card-body"><time data-ts="{_ts(_others(k + 1))}" data-df="ll">'
        f'{_short_en(_others(k + 1))}</time><h4 class="pt-0 my-2">{t}</h4><div class="text-'
        f'muted"><p>{blurb}</p></div></div></a></article>'
        for k, (slug, t, blurb) in enumerate((
            ("winter-tyres", "Winter tyres compared", "Four sets of tyres on the same car over "
             "two winters, and what the numbers say."),
            ("brakes-squeak", "Brakes squeak when wet", "Why the squeak goes away after a few "
             "stops, and when it does not."),
            ("battery-drain", "Battery drains overnight", "Finding a parasitic drain with a "
             "multimeter and a lot of patience."))))
    nav = "".join(
        f'<li class="nav-item"><a href="/{h}" class="nav-link"><i class="fa-fw fas fa-{i}">'
        f'</i><span>{x}</span></a></li>' for h, i, x in (
            ("", "home", "HOME"), ("categories/", "stream", "CATEGORIES"),
            ("tags/", "tags", "TAGS"), ("archives/", "archive", "ARCHIVES"),
            ("about/", "info-circle", "ABOUT")))
    body = (
        '<aside aria-label="Sidebar" id="sidebar" class="d-flex flex-column align-items-end">'
        '<header class="profile-wrapper"><a href="/" id="avatar" class="rounded-circle"><img '
        'src="/assets/img/avatar.png" width="112" height="112" alt="avatar" onerror="this.style'
        '.display=\'none\'"></a><h1 class="site-title"><a href="/">Notes from the garage</a>'
        '</h1><p class="site-subtitle fst-italic mb-0">Cars, tools and the odd road trip.</p>'
        f'</header><nav class="flex-column flex-grow-1 w-100 ps-0"><ul class="nav">{nav}</ul>'
        '</nav><div class="sidebar-bottom d-flex flex-wrap align-items-center w-100"><a href="'
        f'https://github.com/{head.author}" aria-label="github" target="_blank" rel="noopener '
        'noreferrer"><i class="fab fa-github"></i></a><a href="/feed.xml" aria-label="rss"><i '
        'class="fas fa-rss"></i></a></div></aside><div id="main-wrapper" class="d-flex justify-'
        'content-center"><div class="container d-flex flex-column px-xxl-5"><header id="topbar-'
        'wrapper" aria-label="Top Bar"><div id="topbar" class="d-flex align-items-center '
        'justify-content-between px-lg-3 h-100"><nav id="breadcrumb" aria-label="Breadcrumb">'
        f'<span><a href="/">Home</a></span><span>{TITLE}</span></nav><div id="topbar-title">'
        'Post</div><search id="search" class="align-items-center ms-3 ms-lg-0"><i class="fas '
        'fa-search fa-fw"></i><input class="form-control" id="search-input" type="search" '
        'aria-label="search" autocomplete="off" placeholder="Search..."></search></div></header>'
        '<div class="row flex-grow-1"><main aria-label="Main Content" class="col-12 col-lg-11 '
        'col-xl-9 px-md-4"><article class="px-1"><header><h1 data-toc-skip>' + TITLE + '</h1>'
        '<div class="post-meta text-muted"><span>Posted <time data-ts="' + str(_ts(head.when))
        + '" data-df="ll" data-bs-toggle="tooltip" data-bs-placement="bottom">'
        + _short_en(head.when) + '</time></span><div class="d-flex justify-content-between">'
        '<span>By <em><a href="https://github.com/' + head.author + '">' + head.author
        + '</a></em></span><div><span class="readtime" data-bs-toggle="tooltip" data-bs-'
        f'placement="bottom" title="{words} words"><em>{max(words // 200, 1)} min</em> read'
        f'</span></div></div></div></header><div class="content">{p_tags(head)}</div><div class'
        '="post-tail-wrapper text-muted"><div class="post-meta mb-3"><i class="far fa-folder-'
        'open fa-fw me-1"></i><a href="/categories/cars/">Cars</a></div><div class="post-tags">'
        '<i class="fa fa-tags fa-fw me-1"></i><a href="/tags/noise/" class="post-tag no-text-'
        'decoration">noise</a></div><div class="post-tail-bottom d-flex justify-content-between'
        ' align-items-center mt-5 pb-2"><div class="license-wrapper">This post is licensed '
        'under <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a> by the '
        'author.</div><div class="share-wrapper d-flex align-items-center"><span class="share-'
        'label text-muted">Share</span></div></div></div></article></main><aside aria-label="'
        'Panel" id="panel-wrapper" class="col-xl-3 ps-2 mb-5 text-muted"><div class="access">'
        '<section id="access-lastmod"><h2 class="panel-heading">Recently Updated</h2><ul class='
        '"content list-unstyled ps-0 pb-1 ms-1 mt-2"><li class="text-truncate lh-lg"><a href="'
        '/posts/winter-tyres/">Winter tyres compared</a></li><li class="text-truncate lh-lg"><a'
        ' href="/posts/battery-drain/">Battery drains overnight</a></li></ul></section><section'
        '><h2 class="panel-heading">Trending Tags</h2><div class="d-flex flex-wrap mt-3 mb-1 '
        'me-3"><a class="post-tag btn btn-outline-primary" href="/tags/brakes/">brakes</a><a '
        'class="post-tag btn btn-outline-primary" href="/tags/firmware/">firmware</a></div>'
        '</section></div></aside></div><div class="row"><div id="tail-wrapper" class="col-12 '
        'col-lg-11 col-xl-9 px-md-4"><aside id="related-posts" aria-labelledby="related-label">'
        '<h3 class="mb-4" id="related-label">Further Reading</h3><nav class="row row-cols-1 '
        f'row-cols-md-2 row-cols-xl-3 g-4 mb-4">{further}</nav></aside><nav class="post-'
        'navigation d-flex justify-content-between" aria-label="Post Navigation"><a href="/'
        'posts/winter-tyres/" class="btn btn-outline-primary" aria-label="Older"><p>Winter '
        'tyres compared</p></a><a href="/posts/brakes-squeak/" class="btn btn-outline-primary" '
        'aria-label="Newer"><p>Brakes squeak when wet</p></a></nav><div class="giscus"><main '
        'class="w-full mx-auto" data-theme="light"><div class="gsc-main"><div class="gsc-'
        f'reactions"><h4 class="gsc-reactions-count">{head.uid % 6 + 1} reactions</h4><div class'
        '="flex flex-wrap gap-2"><button class="gsc-direct-reaction-button gsc-social-reaction-'
        f'summary-item" type="button"><span class="gsc-emoji">👍</span><span class="gsc-social-'
        f'reaction-summary-item-count">{head.uid % 6 + 1}</span></button></div></div><div class'
        '="gsc-comments"><div class="gsc-header"><div class="gsc-left-header">' + reading
        + '<em class="color-text-secondary text-sm">– powered by <a href="https://giscus.app" '
        'target="_blank" rel="noreferrer noopener nofollow" class="color-text-link">giscus</a>'
        '</em></div><div class="gsc-right-header"><div class="BtnGroup"><button class="btn '
        'btn-sm BtnGroup-item" aria-label="Sort by oldest" disabled>Oldest</button><button '
        'class="btn btn-sm BtnGroup-item" aria-label="Sort by newest">Newest</button></div>'
        f'</div></div><div class="gsc-timeline">{comments}</div><div class="gsc-comment-box">'
        '<div class="gsc-comment-box-tabs"><button type="button" class="gsc-comment-box-tab">'
        'Write</button><button type="button" class="gsc-comment-box-tab">Preview</button></div>'
        '<div class="gsc-comment-box-main"><textarea class="form-control input-contrast gsc-'
        'comment-box-textarea" placeholder="Sign in to comment" disabled></textarea></div><div '
        'class="gsc-comment-box-bottom"><a class="btn btn-primary" href="https://giscus.app/api'
        '/oauth/authorize">Sign in with GitHub</a></div></div></div></div></main></div><footer '
        'aria-label="Site Info" class="d-flex flex-column justify-content-center text-muted '
        f'flex-lg-row justify-content-lg-between align-items-lg-center pb-lg-3"><p>© <time>'
        f'{NOW.year}</time> <a href="https://github.com/{head.author}">{head.author}</a>. <span '
        'data-bs-toggle="tooltip" data-bs-placement="top" title="Except where otherwise noted, '
        'the blog posts on this site are licensed under the Creative Commons Attribution 4.0 '
        'International (CC BY 4.0) License by the author.">Some rights reserved.</span></p><p>'
        'Using the <a data-bs-toggle="tooltip" data-bs-placement="top" title="v6.1.0" href="'
        'https://github.com/cotes2020/jekyll-theme-chirpy" target="_blank" rel="noopener">'
        'Chirpy</a> theme for <a href="https://jekyllrb.com" target="_blank" rel="noopener">'
        'Jekyll</a>.</p></footer></div></div></div></div>')
    return page(f"{TITLE} | Notes from the garage", body)


# --- Remark42 under a Ghost (Casper) blog post ------------------------------------------------

def remark42_time(t: datetime) -> str:
    """'{day} at {time}' with intl.formatDate / formatTime in en-US: "3/4/2021 at 10:12 AM"."""
    return f"{t.month}/{t.day}/{t.year} at {hm(t, upper=True)}"


def remark42_thread(posts: list[Message], kids: dict[int, list[int]], k: int, level: int,
                    parent: int) -> str:
    m = posts[k]
    cid = f"{m.pid:08x}-5b1e-4c0a-9d3e-{m.uid:012x}"
    score = (m.uid * 5 + m.pid) % 7 - 2
    up = (f'<a class="comment__link-to-parent" href="#remark42__comment-{posts[parent].pid:08x}-'
          f'5b1e-4c0a-9d3e-{posts[parent].uid:012x}" aria-label="Go to parent comment" title="'
          'Show parent comment">↑</a>' if level else "")
    quote = f"<blockquote>\n<p>{escape(m.quote[2])}</p>\n</blockquote>\n" if m.quote else ""
    own = (f'<article class="comment comment_level_{min(level, 6)} comment_theme_light" id="'
           f'remark42__comment-{cid}"><div class="comment__body"><div class="comment__info"><img'
           ' class="avatar-icon avatar-icon_theme_light comment__avatar" src="https://remark42.'
           f'example.com/api/v1/avatar/{m.uid:x}.image" alt=""><span role="button" tabindex="0"'
           f' class="comment__username" title="github_{m.uid * 7919:x}">{m.author}</span><a '
           f'href="https://blog.example.com/strange-noise/#remark42__comment-{cid}" class="'
           f'comment__time">{remark42_time(m.when)}</a>{up}<span class="comment__score"><span '
           'role="button" tabindex="0" class="comment__vote comment__vote_type_up" aria-label="'
           'Vote up" title="Vote up">Vote up</span><span class="comment__score-value" title="'
           f'Controversy: 0.00">{score:+d}</span><span role="button" tabindex="0" class="comment'
           '__vote comment__vote_type_down" aria-label="Vote down" title="Vote down">Vote down'
           '</span></span></div><div class="comment__text raw-content raw-content_theme_light">'
           f'{quote}{p_tags(m)}</div><div class="comment__actions"><button class="button '
           'button_kind_link comment__action" type="button">Reply</button><button class="button'
           ' button_kind_link comment__action comment__action_type_hide" type="button">Hide'
           '</button></div></div></article>')
    children = "".join(remark42_thread(posts, kids, c, level + 1, k) for c in kids[k])
    return (f'<div class="thread thread_level_{min(level, 6)} thread_theme_light" role="list'
            f'item list" aria-expanded="true">{own}{children}</div>')


def remark42(posts: list[Message]) -> str:
    """A Ghost blog (Casper theme) with Remark42 under the post: the post (the opening
    message) in article.article with the byline "alice", <time class="byline-meta-date"
    datetime="2021-03-04">Mar 4, 2021</time> and "2 min read"; then div#remark42 with the
    frame's document: the login panel, the comment box, the sort picker, div.thread per
    thread with article.comment (span.comment__username, a.comment__time "3/4/2021 at 10:12
    AM", the score, div.comment__text), the replies nested in div.thread_level_N with an "↑"
    link to the parent; quotes as Markdown blockquotes; "Read more" cards with dates, the
    footer."""
    head = posts[0]
    tops, kids = _tree(posts)
    threads = "".join(remark42_thread(posts, kids, k, 0, 0) for k in tops)
    words = sum(len(p.split()) for p in head.paragraphs)
    cards = "".join(
        f'<article class="post-card post tag-cars"><a class="post-card-image-link" href="/'
        f'{slug}/"><img class="post-card-image" src="/content/images/2021/0{k + 1}/{slug}.jpg" '
        f'alt="{t}" loading="lazy"></a><div class="post-card-content"><a class="post-card-'
        f'content-link" href="/{slug}/"><header class="post-card-header"><div class="post-card-'
        'tags"><span class="post-card-primary-tag">Cars</span></div><h2 class="post-card-title'
        f'">{t}</h2></header><div class="post-card-excerpt">{blurb}</div></a><footer class="'
        f'post-card-meta"><time class="post-card-meta-date" datetime="{_others(k + 1):%Y-%m-%d}'
        f'">{_short_en(_others(k + 1))}</time><span class="post-card-meta-length">{k + 3} min '
        'read</span></footer></div></article>'
        for k, (slug, t, blurb) in enumerate((
            ("winter-tyres", "Winter tyres compared", "Four sets of tyres on the same car."),
            ("brakes-squeak", "Brakes squeak when wet", "Why the squeak goes away."),
            ("battery-drain", "Battery drains overnight", "A multimeter and some patience."))))
    body = (
        '<div class="viewport"><header id="gh-head" class="gh-head outer"><div class="gh-head-'
        'inner inner"><div class="gh-head-brand"><a class="gh-head-logo no-image" href="https://'
        'blog.example.com">Notes from the garage</a><button class="gh-search gh-icon-btn" aria-'
        'label="Search this site" data-ghost-search><svg width="20" height="20"></svg></button>'
        '<button class="gh-burger"></button></div><nav class="gh-head-menu"><ul class="nav"><li'
        ' class="nav-home"><a href="https://blog.example.com/">Home</a></li><li class="nav-'
        'about"><a href="https://blog.example.com/about/">About</a></li><li class="nav-cars"><a'
        ' href="https://blog.example.com/tag/cars/">Cars</a></li></ul></nav><div class="gh-head'
        '-actions"><a class="gh-head-link" href="#/portal/signin" data-portal="signin">Sign in'
        '</a><a class="gh-head-button" href="#/portal/signup" data-portal="signup">Subscribe'
        '</a></div></div></header><div class="site-content"><main id="site-main" class="site-'
        'main"><article class="article post tag-cars"><header class="article-header gh-canvas">'
        '<div class="article-tag post-card-tags"><span class="post-card-primary-tag"><a href="/'
        f'tag/cars/">Cars</a></span></div><h1 class="article-title">{TITLE}</h1><div class="'
        'article-byline"><section class="article-byline-content"><ul class="author-list"><li '
        f'class="author-list-item"><a href="/author/{head.author.lower()}/" class="author-avatar'
        ' author-profile-image"><img src="/content/images/avatar.jpg" alt="' + head.author
        + '"></a></li></ul><div class="article-byline-meta"><h4 class="author-name"><a href="/'
        f'author/{head.author.lower()}/">{head.author}</a></h4><div class="byline-meta-content">'
        f'<time class="byline-meta-date" datetime="{head.when:%Y-%m-%d}">{_short_en(head.when)}'
        '</time><span class="byline-reading-time"><span class="bull">&bull;</span> '
        f'{max(words // 200, 1)} min read</span></div></div></section></div></header><section '
        f'class="gh-content gh-canvas">{p_tags(head)}</section><section class="article-comments'
        ' gh-canvas"><div id="remark42"><div class="root root_theme_light" id="remark42__root">'
        '<div class="auth-panel auth-panel_theme_light"><div class="auth-panel__column"><span '
        'class="auth-panel__sign-in">Sign in to comment</span><button class="button button_kind'
        '_link auth-panel__button" type="button">Sign In</button></div><div class="auth-panel__'
        'column"><span class="auth-panel__sort">Sort by <select class="sort-picker__select"><'
        'option value="-score">Best</option><option value="+time" selected>Oldest</option><'
        'option value="-time">Newest</option></select></span></div></div><div class="root__main'
        '"><form class="input input_theme_light" aria-label="New comment"><div class="input__'
        'field-wrapper"><textarea class="input__field" placeholder="Your comment here" disabled>'
        '</textarea></div><div class="input__controls"><button class="button button_kind_'
        'primary input__button" type="submit" disabled>Send</button></div></form><div class="'
        f'root__threads" role="list">{threads}</div></div><p class="root__copyright" role="'
        'contentinfo">Powered by <a href="https://remark42.com/" class="root__copyright-link">'
        'Remark42</a></p></div></div></section></article></main><aside class="read-more-wrap '
        f'outer"><div class="read-more inner">{cards}</div></aside></div><footer class="site-'
        'footer outer"><div class="inner"><section class="copyright"><a href="https://blog.'
        f'example.com">Notes from the garage</a> &copy; {NOW.year}</section><nav class="site-'
        'footer-nav"><ul class="nav"><li class="nav-sign-up"><a href="#/portal/">Sign up</a>'
        '</li></ul></nav><div class="gh-powered-by"><a href="https://ghost.org/" target="_blank"'
        ' rel="noopener">Powered by Ghost</a></div></div></footer></div>')
    return page(TITLE, body)


# --- Trac ticket ------------------------------------------------------------------------------

def trac_delta(t: datetime) -> str:
    """trac.util.datefmt.pretty_timedelta: the largest unit that fits 1.9 times, rounded:
    "4 months", "18 months", "2 years", "5 days", "3 hours"."""
    s = int(max(_seconds(t), 0))
    if s <= 114:
        return _plural(s, "second")
    for size, unit in ((86400 * 365, "year"), (86400 * 30, "month"), (86400 * 7, "week"),
                       (86400, "day"), (3600, "hour"), (60, "minute")):
        r = s / size
        if r >= 1.9:
            return _plural(int(round(r)), unit)
    return ""


def trac_timeline(t: datetime) -> str:
    stamp = f"{t:%Y-%m-%dT%H}%3A{t:%M}%3A{t:%S}Z"
    return (f'<a class="timeline" href="/timeline?from={stamp}&amp;precision=second" title="See '
            f'timeline at {_short_en(t)}, {t.hour % 12 or 12}:{t:%M:%S} {t:%p}">'
            f"{trac_delta(t)} ago</a>")


def trac_change(posts: list[Message], follow_ups: dict[int, list[int]], m: Message) -> str:
    c = m.number - 1
    threading = f'<span id="comment:{c}" class="cnum"><a href="#comment:{c}">comment:{c}</a></span>'
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        if q.number > 1:
            threading += (f' <span class="trac-in-reply-to">in reply to: <a href="#comment:'
                          f'{q.number - 1}" class="follow-up">↑&nbsp;{q.number - 1}</a></span>')
            target = (f'<a class="ticket" href="/ticket/1234#comment:{q.number - 1}" title="'
                      f'Comment {q.number - 1}">{m.quote[0]}</a>')
        else:
            target = (f'<a class="ticket" href="/ticket/1234" title="#1234: defect: {TITLE} '
                      f'(new)">{m.quote[0]}</a>')
        quote = (f'<p>\nReplying to {target}:\n</p>\n<blockquote class="citation">\n<p>\n'
                 f"{escape(m.quote[2])}\n</p>\n</blockquote>\n")
    if follow_ups.get(m.number):
        links = ", ".join(f'<a href="#comment:{n - 1}" class="follow-up">↓&nbsp;{n - 1}</a>'
                          for n in follow_ups[m.number])
        threading += f' <span class="trac-follow-ups">follow-up: {links}</span>'
    changes = ""
    if m.pid % 3 == 0:
        changes = ('<ul class="changes"><li class="trac-field-owner"><strong class="trac-field'
                   f'-owner">Owner</strong> set to <em>{m.author}</em></li><li class="trac-field-'
                   'status"><strong class="trac-field-status">Status</strong> changed from <em>'
                   'new</em> to <em>assigned</em></li></ul>')
    elif m.pid % 3 == 1:
        changes = ('<ul class="changes"><li class="trac-field-cc"><strong class="trac-field-cc">'
                   f'Cc</strong> <em>{m.author}</em> added</li></ul>')
    return (
        f'<div class="change" id="trac-change-{c}-{_ts(m.when)}000000"><h3 class="change"><span '
        f'class="threading">{threading}</span> Changed {trac_timeline(m.when)} by <span class="'
        f'trac-author">{m.author}</span></h3><div class="trac-ticket-buttons"><form id="reply-'
        f'to-comment-{c}" class="inlinebuttons" method="get" action="/ticket/1234#comment"><div '
        f'class="inlinebuttons"><input type="hidden" name="replyto" value="{c}" /><input type="'
        f'submit" value="Reply" title="Reply to comment {c}" /></div></form></div>{changes}<div '
        f'class="comment searchable">{quote}{p_tags(m)}</div></div>')


def trac(posts: list[Message]) -> str:
    """A Trac 1.4 ticket: the description apart in div#ticket (dates "Opened 4 months ago" /
    "Last modified" as a.timeline with "See timeline at Mar 4, 2021, 10:12:33 AM" in its
    title, the properties table with the reporter), then "Change History (5)" with div.change
    per comment: h3.change "comment:2 in reply to: ↑ 1 follow-up: ↓ 4 Changed 3 months ago
    by bob", property changes in ul.changes, the text in div.comment; quotes "Replying to
    bob:" and blockquote.citation; the ticket form and Trac's footer."""
    head = posts[0]
    follow_ups: dict[int, list[int]] = {}
    for m in posts[1:]:
        if m.quote:
            follow_ups.setdefault(_quoted(posts, m).number, []).append(m.number)
    changes = "".join(trac_change(posts, follow_ups, m) for m in posts[1:])
    n = len(posts) - 1
    status = "assigned" if any(m.pid % 3 == 0 for m in posts[1:]) else "new"
    owner = next((m.author for m in posts[1:] if m.pid % 3 == 0), "somebody")
    cc = ", ".join(sorted({m.author for m in posts[1:] if m.pid % 3 == 1}))
    history = (
        '<div><h3 class="foldable"><a id="no1" href="#no1">Change History <span class="trac-'
        f'count">({n})</span></a></h3><div id="changelog"><form id="prefs" method="get" action='
        '"/prefs" class="trac-prefs"><div id="trac-comments-order"><input type="radio" id="'
        'trac-comments-oldest" name="trac-comments-order" value="oldest" checked="checked" />'
        '<label for="trac-comments-oldest">Oldest first</label> <input type="radio" id="trac-'
        'comments-newest" name="trac-comments-order" value="newest" /><label for="trac-comments'
        '-newest">Newest first</label></div></form>' + changes + "</div></div>"
        if n else "")
    body = (
        '<div id="banner"><div id="header"><a id="logo" href="/"><img src="/chrome/site/your_'
        'project_logo.png" alt="Firmware" height="73" width="236" /></a></div><form id="search"'
        ' action="/search" method="get"><div><label for="proj-search">Search:</label><input '
        'type="text" id="proj-search" name="q" size="18" value="" /><input type="submit" value'
        '="Search" /></div></form><div id="metanav" class="nav"><ul><li class="first"><a href="'
        '/login">Login</a></li><li><a href="/prefs">Preferences</a></li><li><a href="/wiki/Trac'
        'Guide">Help/Guide</a></li><li class="last"><a href="/about">About Trac</a></li></ul>'
        '</div></div><div id="mainnav" class="nav"><ul><li class="first"><a href="/wiki">Wiki'
        '</a></li><li><a href="/timeline">Timeline</a></li><li><a href="/roadmap">Roadmap</a>'
        '</li><li><a href="/browser">Browse Source</a></li><li class="active"><a href="/report">'
        'View Tickets</a></li><li class="last"><a href="/search">Search</a></li></ul></div><div'
        ' id="main"><div id="ctxtnav" class="nav"><h2>Context Navigation</h2><ul><li class="'
        'first"><span>&larr; <a class="prev" href="/ticket/1233" title="Ticket #1233">Previous '
        'Ticket</a></span></li><li class="last"><span><a class="next" href="/ticket/1235" title'
        '="Ticket #1235">Next Ticket</a> &rarr;</span></li></ul><hr /></div><div id="content" '
        'class="ticket"><div id="ticket" class="trac-content"><div class="date"><p>Opened '
        f'{trac_timeline(head.when)}</p>'
        + (f"<p>Last modified {trac_timeline(posts[-1].when)}</p>" if n else "")
        + '</div><h2><a href="/ticket/1234" class="trac-id">#1234</a> <span class="trac-status"'
        f'>{status}</span> <span class="trac-type">defect</span></h2><h1 id="trac-ticket-title"'
        f' class="searchable"><span class="summary">{TITLE}</span></h1><table class="properties'
        '"><tr><th id="h_reporter">Reported by:</th><td headers="h_reporter" class="searchable">'
        f'<a class="trac-author" href="/query?status=!closed&amp;reporter={head.author}">'
        f'{head.author}</a></td><th id="h_owner">Owned by:</th><td headers="h_owner"><span '
        f'class="trac-author">{owner}</span></td></tr><tr><th id="h_priority">Priority:</th><td '
        'headers="h_priority"><a href="/query?status=!closed&amp;priority=normal">normal</a></td>'
        '<th id="h_milestone">Milestone:</th><td headers="h_milestone"><a class="milestone" href'
        '="/milestone/2.1" title="No date set">2.1</a></td></tr><tr><th id="h_component">'
        'Component:</th><td headers="h_component"><a href="/query?status=!closed&amp;component='
        'firmware">firmware</a></td><th id="h_version">Version:</th><td headers="h_version">2.0'
        '</td></tr><tr><th id="h_keywords">Keywords:</th><td headers="h_keywords" class="'
        'searchable"><a href="/query?status=!closed&amp;keywords=~noise">noise</a></td><th id="'
        f'h_cc">Cc:</th><td headers="h_cc" class="searchable">{cc}</td></tr></table><div class="'
        'description"><h3 id="comment:description">Description <a href="/ticket/1234?action='
        'comment&amp;replyto=description#comment" class="trac-rawlink" title="Reply, quoting '
        'this description">Reply</a></h3><div class="searchable">' + p_tags(head) + '</div>'
        '</div></div><div class="trac-nav"><a href="#attachments" title="Go to the list of '
        'attachments">Attachments</a> &uarr; <a href="#trac-add-comment" title="Go to the end '
        'of the page">Add comment</a></div><div id="attachments"><h3 class="foldable"><a id="'
        'no0" href="#no0">Attachments <span class="trac-count">(0)</span></a></h3></div>'
        + history
        + '<form action="/ticket/1234#trac-add-comment" method="post" id="propertyform"><h3 '
        'class="foldable trac-add-comment" id="trac-add-comment"><a id="edit" href="#comment">'
        'Add Comment</a></h3><div class="field"><fieldset class="iefix"><textarea id="comment" '
        'name="comment" class="wikitext trac-fullwidth trac-resizable" rows="10" cols="78">'
        '</textarea></fieldset></div><h3 class="foldable"><a id="no3" href="#no3">Modify Ticket'
        '</a></h3><div class="buttons"><input type="submit" name="preview" value="Preview" />'
        '&nbsp;<input type="submit" name="submit" value="Submit changes" /></div></form></div>'
        '<div id="altlinks"><h3>Download in other formats:</h3><ul><li class="first"><a rel="'
        'nofollow" href="/ticket/1234?format=csv">Comma-delimited Text</a></li><li><a rel="'
        'nofollow" href="/ticket/1234?format=tab">Tab-delimited Text</a></li><li class="last">'
        '<a rel="nofollow" href="/ticket/1234?format=rss">RSS Feed</a></li></ul></div><div id="'
        'help"><strong>Note:</strong> See <a href="/wiki/TracTickets">TracTickets</a> for help '
        'on using tickets.</div></div><div id="footer" lang="en" xml:lang="en"><hr /><a id="'
        'tracpowered" href="https://trac.edgewall.org/"><img src="/chrome/common/trac_logo_mini'
        '.png" height="30" width="107" alt="Trac Powered" /></a><p class="left">Powered by <a '
        'href="/about"><strong>Trac 1.4.3</strong></a><br /> By <a href="http://www.edgewall.'
        'org/">Edgewall Software</a>.</p><p class="right">Visit the Trac open source project at'
        '<br /><a href="http://trac.edgewall.org/">http://trac.edgewall.org/</a></p></div>')
    return page(f"#1234 ({TITLE}) – Firmware", body)


# --- Redmine issue ----------------------------------------------------------------------------

def redmine_distance(t: datetime) -> str:
    """Rails' distance_of_time_in_words as Redmine shows it before " ago": "about 5 hours",
    "1 day", "12 days", "about 1 month", "4 months", "about 1 year", "over 1 year"."""
    minutes = int(round(max(_seconds(t), 0) / 60))
    if minutes < 1:
        return "less than a minute"
    if minutes < 45:
        return _plural(minutes, "minute")
    if minutes < 90:
        return "about 1 hour"
    if minutes < 1440:
        return f"about {int(round(minutes / 60))} hours"
    if minutes < 2520:
        return "1 day"
    if minutes < 43200:
        return f"{int(round(minutes / 1440))} days"
    if minutes < 86400:
        return "about 1 month"
    if minutes < 525600:
        return f"{int(round(minutes / 43200))} months"
    years, rest = divmod(minutes, 525600)
    if rest < 131400:
        return f"about {_plural(years, 'year')}"
    if rest < 394200:
        return f"over {_plural(years, 'year')}"
    return f"almost {years + 1} years"


def redmine_when(t: datetime) -> str:
    return (f'<a title="{t:%m/%d/%Y %I:%M %p}" href="/projects/firmware/activity?from='
            f'{t:%Y-%m-%d}">{redmine_distance(t)}</a> ago')


def redmine_journal(posts: list[Message], m: Message) -> str:
    n = m.number - 1
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        where = (f' in <a href="#note-{q.number - 1}">#note-{q.number - 1}</a>'
                 if q.number > 1 else "")
        quote = (f"<p>{m.quote[0]} wrote{where}:</p>\n<blockquote>\n<p>{escape(m.quote[2])}</p>"
                 "\n</blockquote>\n")
    details = ""
    if m.pid % 4 == 0:
        details = ('<ul class="details"><li><strong>Status</strong> changed from <i>New</i> to <i>'
                   'In Progress</i></li><li><strong>Assignee</strong> set to <i>'
                   f'{m.author}</i></li></ul>')
    elif m.pid % 4 == 2:
        details = ('<ul class="details"><li><strong>% Done</strong> changed from <i>0</i> to <i>'
                   '30</i></li></ul>')
    gravatar = (f'<img alt="" title="{m.author}" class="gravatar" srcset="https://www.gravatar'
                f'.com/avatar/{m.uid:032x}?rating=PG&amp;size=48&amp;default=mm 2x" src="https:'
                f'//www.gravatar.com/avatar/{m.uid:032x}?rating=PG&amp;size=24&amp;default=mm" />')
    return (
        f'<div id="change-{5600 + m.pid}" class="journal has-notes'
        f'{" has-details" if details else ""}"><div id="note-{n}" class="note"><div class="'
        'contextual"><span class="journal-'
        f'actions"><a title="Quote" class="icon-only icon-comment" data-remote="true" href="/'
        f'issues/1234/quoted?journal_id={5600 + m.pid}">Quote</a></span><a href="#note-{n}" '
        f'class="journal-link">#{n}</a></div><h4 class="note-header"><a href="/users/{m.uid}">'
        f'{gravatar}</a> Updated by <a class="user active" href="/users/{m.uid}">{m.author}</a> '
        f'{redmine_when(m.when)}</h4>{details}<div id="journal-{5600 + m.pid}-notes" class="wiki'
        f'">{quote}{p_tags(m)}</div></div></div>')


def redmine(posts: list[Message]) -> str:
    """A Redmine 4.2 issue: the issue apart in div.issue (the subject h3, "Added by alice
    <a title="03/04/2021 10:12 AM">4 months</a> ago. Updated …", the attributes with "Start
    date: 03/04/2021", the description in div.wiki), then div#history with div.journal per
    note: h4 "#2 Updated by bob about 1 month ago" (Rails' distance in words, the date in the
    link's title), property changes in ul.details, the note in div.wiki; quotes "bob wrote in
    #note-1:" and a blockquote; the project menu, the sidebar with queries and watchers, the
    footer."""
    head = posts[0]
    journals = "".join(redmine_journal(posts, m) for m in posts[1:])
    assignee = next((m for m in posts[1:] if m.pid % 4 == 0), None)
    status = "In Progress" if assignee else "New"
    done = 30 if any(m.pid % 4 == 2 for m in posts[1:]) else 0
    updated = (f" Updated {redmine_when(posts[-1].when)}." if len(posts) > 1 else "")
    watchers = "".join(f'<li class="user-{p.uid}"><a class="user active" href="/users/{p.uid}">'
                       f'{p.author}</a></li>' for p in {p.author: p for p in posts}.values())

    def attribute(cls: str, label: str, value: str) -> str:
        return (f'<div class="{cls} attribute"><div class="label">{label}:</div><div class="'
                f'value">{value}</div></div>')
    left = (attribute("status", "Status", status) + attribute("priority", "Priority", "Normal")
            + attribute("assigned-to", "Assignee", (f'<a class="user active" href="/users/'
                                                    f'{assignee.uid}">{assignee.author}</a>'
                                                    if assignee else "-"))
            + attribute("category", "Category", "Audio"))
    right = (attribute("start-date", "Start date", f"{head.when:%m/%d/%Y}")
             + attribute("due-date", "Due date", "")
             + attribute("progress", "% Done", f'<table class="progress progress-{done}"><tr>'
                         f'<td style="width: {done}%;" class="closed"></td><td style="width: '
                         f'{100 - done}%;" class="todo"></td></tr></table><p class="percent">'
                         f"{done}%</p>")
             + attribute("fixed-version", "Target version", '<a href="/versions/7">2.1</a>'))
    history = (
        '<div id="history"><div class="tabs"><ul><li><a id="tab-history" class="selected" href'
        '="/issues/1234?tab=history">History</a></li><li><a id="tab-notes" href="/issues/1234?'
        'tab=notes">Notes</a></li><li><a id="tab-properties" href="/issues/1234?tab=properties'
        f'">Property changes</a></li></ul></div><h3>History</h3>{journals}</div>'
        if journals else "")
    menu = "".join(f'<li><a class="{c}{" selected" if c == "issues" else ""}" href="/projects/'
                   f'firmware/{c}">{x}</a></li>' for c, x in (
                       ("activity", "Activity"), ("roadmap", "Roadmap"), ("issues", "Issues"),
                       ("news", "News"), ("wiki", "Wiki"), ("repository", "Repository")))
    body = (
        '<div id="wrapper"><div class="flyout-menu js-flyout-menu"></div><div id="wrapper2">'
        '<div id="wrapper3"><div id="top-menu"><div id="account"><ul><li><a class="login" href'
        '="/login">Sign in</a></li><li><a class="register" href="/account/register">Register</a>'
        '</li></ul></div><ul><li><a class="home" href="/">Home</a></li><li><a class="projects" '
        'href="/projects">Projects</a></li><li><a class="help" href="https://www.redmine.org/'
        'guide">Help</a></li></ul></div><div id="header"><div id="quick-search"><form action="/'
        'projects/firmware/search" accept-charset="UTF-8" method="get"><input type="hidden" '
        'name="issues" value="1" /><label for="q"><a accesskey="4" href="/projects/firmware/'
        'search">Search</a>:</label> <input type="text" name="q" id="q" size="20" class="small"'
        ' accesskey="f" data-auto-complete="true" /></form></div><h1><span class="current-'
        'project">Firmware</span></h1><div id="main-menu" class="tabs"><ul><li><a class="'
        f'overview" href="/projects/firmware">Overview</a></li>{menu}</ul></div></div><div id="'
        'main" class=""><div id="sidebar"><h3>Issues</h3><ul><li><a href="/projects/firmware/'
        'issues?set_filter=1">View all issues</a></li><li><a href="/projects/firmware/issues/'
        'report">Summary</a></li><li><a href="/projects/firmware/issues/calendar">Calendar</a>'
        '</li><li><a href="/projects/firmware/issues/gantt">Gantt</a></li></ul><h3>Custom '
        'queries</h3><ul class="queries"><li><a class="query" href="/projects/firmware/issues?'
        'query_id=3">Open defects</a></li></ul><div id="watchers"><h3>Watchers (' + str(
            watchers.count("<li")) + f')</h3><ul class="watchers">{watchers}</ul></div></div>'
        '<div id="content"><div class="contextual"><a class="icon icon-fav-off" rel="nofollow" '
        'href="/watchers/watch?object_id=1234&amp;object_type=issue">Watch</a> <a class="icon '
        'icon-copy" href="/projects/firmware/issues/1234/copy">Copy</a></div><h2 class="inline-'
        f'block">Defect #1234</h2><span class="badge badge-status-open">{status.lower()}</span>'
        '<div class="issue tracker-1 status-1 priority-2 priority-default details"><div class="'
        'next-prev-links contextual">&laquo; <a title="#1233" href="/issues/1233">Previous</a> '
        '| <span class="position">12 of 40</span> | <a title="#1235" href="/issues/1235">Next'
        f'</a> &raquo;</div><div class="gravatar-with-child"><img alt="" title="{head.author}" '
        f'class="gravatar" src="https://www.gravatar.com/avatar/{head.uid:032x}?rating=PG&amp;'
        'size=50&amp;default=mm" /></div><div class="subject"><div><h3>' + TITLE + '</h3></div>'
        '</div><p class="author">Added by <a class="user active" href="/users/' + str(head.uid)
        + f'">{head.author}</a> {redmine_when(head.when)}.{updated}</p><div class="attributes">'
        '<div class="splitcontent"><div class="splitcontentleft">' + left + '</div><div class="'
        f'splitcontentright">{right}</div></div></div><hr /><div class="description"><div class='
        '"contextual"><a class="icon icon-comment" data-remote="true" href="/issues/1234/quoted'
        '">Quote</a></div><p><strong>Description</strong></p><div class="wiki">' + p_tags(head)
        + '</div></div><hr /><div id="relations"><div class="contextual"></div><p><strong>'
        'Related issues</strong></p></div></div>' + history
        + '<div style="clear: both;"></div><p class="other-formats">Also available in: <span><a'
        ' class="atom" rel="nofollow" href="/issues/1234.atom">Atom</a></span><span><a class="'
        'pdf" rel="nofollow" href="/issues/1234.pdf">PDF</a></span></p></div></div><div id="'
        'footer"><div class="bgl"><div class="bgr">Powered by <a href="https://www.redmine.org'
        f'/">Redmine</a> &copy; 2006-{NOW.year} Jean-Philippe Lang</div></div></div></div></div>'
        '</div>')
    return page(f"Defect #1234: {TITLE} - Firmware - Redmine", body)


# --- Tildes -----------------------------------------------------------------------------------

TILDES_UNITS = ((365 * 86400, "year", "y"), (30 * 86400, "month", "mo"), (7 * 86400, "week",
                "w"), (86400, "day", "d"), (3600, "hour", "h"), (60, "minute", "m"))


def tildes_ago(t: datetime) -> tuple[str, str]:
    """descriptive_timedelta(): the largest unit and the one below it when not zero, "3
    months, 1 week ago", "1 year ago", "5 hours, 12 minutes ago"; and the abbreviation
    "3mo"."""
    s = int(max(_seconds(t), 0))
    for k, (size, unit, short) in enumerate(TILDES_UNITS):
        if s >= size:
            n, rest = divmod(s, size)
            words = _plural(n, unit)
            if k + 1 < len(TILDES_UNITS):
                size2, unit2, _ = TILDES_UNITS[k + 1]
                if rest // size2:
                    words += f", {_plural(rest // size2, unit2)}"
            return f"{words} ago", f"{n}{short}"
    return "a moment ago", "now"


def tildes_time(t: datetime, cls: str) -> str:
    text, short = tildes_ago(t)
    return (f'<time class="{cls} time-responsive" datetime="{t:%Y-%m-%dT%H:%M:%S}Z" title="'
            f'{t:%Y-%m-%d %H:%M:%S} (UTC)" data-abbreviated="{short}">{text}</time>')


def tildes_comment(posts: list[Message], kids: dict[int, list[int]], k: int, depth: int,
                   parent: int) -> str:
    m = posts[k]
    cid = f"{m.pid * 37:x}"
    op = m.author == posts[0].author
    link = f"/~tech/4j2/strange_noise_after_the_last_update#comment-{cid}"
    parent_link = (f'<a href="#comment-{posts[parent].pid * 37:x}" class="comment-nav-link" '
                   'data-js-comment-parent-button>Parent</a>' if depth else "")
    votes = (m.uid + m.pid) % 9
    quote = f"<blockquote>\n<p>{escape(m.quote[2])}</p>\n</blockquote>\n" if m.quote else ""
    replies = "".join(f'<li class="comment-tree-item">'
                      f'{tildes_comment(posts, kids, c, depth + 1, k)}</li>' for c in kids[k])
    return (
        f'<article id="comment-{cid}" class="comment{" is-comment-by-op" if op else ""}" data-'
        f'comment-id36="{cid}" data-comment-depth="{depth}"><header class="comment-header">'
        + (f'<div class="comment-votes">{_plural(votes, "vote")}</div>' if votes else "")
        + f'<a class="link-user" href="/user/{m.author}">{m.author}</a>'
        + ('<span class="is-comment-by-op-label">(OP)</span>' if op else "")
        + f'{tildes_time(m.when, "comment-posted-time")}<a href="{link}" class="comment-nav-'
        f'link">Link</a>{parent_link}</header><div class="comment-itself"><div class="comment-'
        f'text">{quote}{p_tags(m)}</div><menu class="btn-post"><li><button class="btn-post-'
        'action" data-js-confirm-text="You must be logged in to vote">Vote</button></li><li>'
        '<button class="btn-post-action" data-js-comment-reply-button>Reply</button></li><li><a'
        ' class="btn-post-action" href="/login">Bookmark</a></li></menu></div>'
        + (f'<ol class="comment-tree comment-tree-replies">{replies}</ol>' if replies else "")
        + "</article>")


def tildes(posts: list[Message]) -> str:
    """A Tildes topic: the topic apart in article.topic-full (h1, the byline, the text in
    div.topic-full-text), then section.topic-comments with ol.comment-tree of
    article.comment, each reply nested in its parent's ol.comment-tree-replies to any depth
    (header: votes, a.link-user, "(OP)" on the poster's comments, <time
    class=comment-posted-time title="2021-03-04 10:12:33 (UTC)"> "3 months, 1 week ago",
    Link and Parent); quotes as Markdown blockquotes; the sidebar with the topic's
    "Published" and "Last comment" times and tags."""
    head = posts[0]
    tops, kids = _tree(posts)
    n = len(posts) - 1
    comments = "".join(f'<li class="comment-tree-item">{tildes_comment(posts, kids, k, 0, 0)}'
                       "</li>" for k in tops)
    last = (f"<dt>Last comment</dt><dd>{tildes_time(posts[-1].when, 'time')}</dd>"
            if n else "")
    body = (
        '<header id="site-header" data-js-hide-sidebar-if-open><a class="site-header-logo" '
        'href="/">Tildes</a><div class="site-header-context"><a href="/~tech" class="link-group'
        '">~tech</a></div><a id="site-header-sidebar-button" class="site-header-sidebar-button"'
        ' href="#sidebar" data-js-sidebar-toggle>Sidebar</a><div class="logged-in-user-info">'
        '<a href="/login">Log in</a></div></header><main id="site-main" data-js-hide-sidebar-'
        'if-open><article id="topic-4j2" class="topic-full"><header><h1>' + TITLE + '</h1>'
        '<div class="topic-full-byline">Posted by <a class="link-user" href="/user/'
        + head.author + '">' + head.author + '</a> '
        + tildes_time(head.when, "topic-full-byline-time")
        + f'</div></header><div class="topic-full-content"><div class="topic-full-text">'
        f'{p_tags(head)}</div></div><menu class="topic-buttons"><li><button class="topic-voting'
        f'" data-js-confirm-text="You must be logged in to vote">Vote ({head.uid % 20 + 4})'
        '</button></li><li><a class="btn-post-action" href="/login">Bookmark</a></li></menu>'
        '<section class="topic-comments"><header><h2>'
        f'{_plural(n, "comment")}</h2><form class="form-listing-options" method="get"><label '
        'for="comment_order">Comments sorted by</label><select id="comment_order" name="comment'
        '_order" data-js-autosubmit-on-change><option value="votes">most votes</option><option '
        'value="newest">newest first</option><option value="posted" selected>order posted'
        '</option><option value="relevance">relevance</option></select></form></header>'
        + (f'<ol class="comment-tree" id="comments">{comments}</ol>' if comments else "")
        + '</section></article></main><aside id="sidebar"><div class="sidebar-controls"><a href'
        '="#" class="btn btn-sm btn-link" data-js-sidebar-toggle>Close sidebar</a></div><a href'
        '="/~tech" class="link-group">~tech</a><section class="topic-info"><h2>Topic '
        'information</h2><dl class="topic-full-details"><dt>Published</dt><dd>'
        + tildes_time(head.when, "time")
        + f"</dd><dt>Comments</dt><dd>{n}</dd>{last}<dt>Tags</dt><dd><ul class=\"topic-tags\">"
        '<li class="label label-topic-tag"><a href="/~tech?tag=cars">cars</a></li><li class="'
        'label label-topic-tag"><a href="/~tech?tag=firmware">firmware</a></li></ul></dd></dl>'
        '</section><section class="group-info"><h2>~tech</h2><div class="group-sidebar-text">'
        '<p>Technology news and discussions.</p></div></section></aside><footer id="site-footer'
        '"><p class="site-footer-theme-selection"><label for="theme">Theme:</label><select '
        'id="theme" name="theme"><option value="white" selected>White</option><option value="'
        'dark">Dark</option></select></p><ul class="site-footer-links"><li class="site-footer-'
        'link"><a href="https://docs.tildes.net">Docs</a></li><li class="site-footer-link"><a '
        'href="mailto:contact@tildes.net">Contact</a></li><li class="site-footer-link"><a href="'
        'https://gitlab.com/tildes/tildes">Source code</a></li><li class="site-footer-link"><a '
        'href="https://docs.tildes.net/policies/privacy-policy">Privacy policy</a></li><li class'
        '="site-footer-link"><a href="https://docs.tildes.net/policies/terms-of-use">Terms of '
        'use</a></li></ul></footer>')
    return page(f"{TITLE} - ~tech - Tildes", body)


# --- DiscordChatExporter HTML -----------------------------------------------------------------

def dce_stamp(t: datetime) -> str:
    """DiscordChatExporter's default "dd-MMM-yy hh:mm tt"."""
    return f"{t:%d-%b-%y %I:%M %p}"


def dce_long(t: datetime) -> str:
    return f"{t:%A}, {MONTHS_EN[t.month - 1]} {t.day}, {t.year} {t:%I:%M %p}"


DCE_COLOURS = ("rgb(52, 152, 219)", "rgb(46, 204, 113)", "rgb(230, 126, 34)",
               "rgb(155, 89, 182)", "rgb(233, 30, 99)", "rgb(241, 196, 15)")


def dce_message(posts: list[Message], m: Message, first: bool) -> str:
    colour = DCE_COLOURS[m.uid % len(DCE_COLOURS)]
    mid = 812345678901234000 + m.pid
    text = "\n\n".join(escape(p) for p in m.paragraphs)
    reference = ""
    if m.quote:
        q = _quoted(posts, m)
        reference = (
            '<div class="chatlog__reference-symbol"></div><div class="chatlog__reference"><img '
            f'class="chatlog__reference-avatar" src="https://cdn.discordapp.com/avatars/{q.uid}/'
            'a.png" alt="Avatar" loading="lazy"><div class="chatlog__reference-author" style="'
            f'color: {DCE_COLOURS[q.uid % len(DCE_COLOURS)]}" title="{q.author}#'
            f'{q.uid * 37 % 10000:04d}">{q.author}</div><div class="chatlog__reference-content">'
            '<span class="chatlog__reference-link" onclick="scrollToMessage(event, '
            f"'{812345678901234000 + q.pid}')\">{escape(m.quote[2])}</span></div></div>")
    if first:
        aside = (f'<img class="chatlog__avatar" src="https://cdn.discordapp.com/avatars/{m.uid}/'
                 'a.png" alt="Avatar" loading="lazy">')
        header = (f'<div class="chatlog__header"><span class="chatlog__author" style="color: '
                  f'{colour}" title="{m.author}#{m.uid * 37 % 10000:04d}" data-user-id="'
                  f'{m.uid}000111222">{m.author}</span> <span class="chatlog__timestamp"><a href'
                  f'="#chatlog__message-container-{mid}">{dce_stamp(m.when)}</a></span></div>')
    else:
        aside = (f'<div class="chatlog__short-timestamp" title="{dce_long(m.when)}">'
                 f"{m.when:%I:%M %p}</div>")
        header = ""
    reactions = ""
    if m.uid % 3 == 0:
        reactions = ('<div class="chatlog__reactions"><div class="chatlog__reaction" title="'
                     'thumbsup"><img class="chatlog__emoji chatlog__emoji--small" alt="👍" src="'
                     'https://twemoji.maxcdn.com/2/svg/1f44d.svg" loading="lazy"><span class="'
                     f'chatlog__reaction-count">{m.pid % 4 + 1}</span></div></div>')
    return (
        f'<div id="chatlog__message-container-{mid}" class="chatlog__message-container" data-'
        f'message-id="{mid}"><div class="chatlog__message">{reference}<div class="chatlog__'
        f'message-aside">{aside}</div><div class="chatlog__message-primary">{header}<div class'
        '="chatlog__content chatlog__markdown"><span class="chatlog__markdown-preserve">'
        f'{text}</span></div>{reactions}</div></div></div>')


def discord_export(posts: list[Message]) -> str:
    """A Discord channel saved with DiscordChatExporter (HTML, dark theme): the preamble
    (server, "Help / firmware-help", the channel topic), then div.chatlog__message-group per
    run of one author's messages within seven minutes: the first with the avatar, the
    author's span (the tag in its title) and "04-Mar-21 10:12 AM", the others with only a
    short "10:13 AM" whose title holds the whole date; the text keeps its newlines; a reply
    shows the quoted message above it in div.chatlog__reference; reactions; "Exported 12
    message(s)" at the end. No page around it."""
    groups: list[list[Message]] = []
    for m in posts:
        last = groups[-1][-1] if groups else None
        if (last and last.author == m.author and not m.quote
                and (m.when - last.when).total_seconds() <= 420):
            groups[-1].append(m)
        else:
            groups.append([m])
    log = "".join('<div class="chatlog__message-group">'
                  + "".join(dce_message(posts, m, j == 0) for j, m in enumerate(g)) + "</div>"
                  for g in groups)
    body = (
        '<div class="preamble"><div class="preamble__guild-icon-container"><img class="preamble'
        '__guild-icon" src="https://cdn.discordapp.com/icons/7700/a.png" alt="Guild icon" '
        'loading="lazy"></div><div class="preamble__entries-container"><div class="preamble__'
        'entry">Car Owners Club</div><div class="preamble__entry">Help / firmware-help</div>'
        '<div class="preamble__entry preamble__entry--small">Ask about updates, noises and '
        'anything that beeps. Be nice.</div></div></div><div class="chatlog">' + log
        + f'</div><div class="postamble"><div class="postamble__entry">Exported {len(posts)} '
        'message(s)</div><div class="postamble__entry">Timezone: UTC+0</div></div>')
    return page("Car Owners Club - firmware-help", body)


# --- Telegram channel web preview (t.me/s/) ---------------------------------------------------

def tg_day(t: datetime) -> str:
    return (f"{MONTHS_EN[t.month - 1]} {t.day}" if t.year == NOW.year
            else f"{MONTHS_EN[t.month - 1]} {t.day}, {t.year}")


def tg_views(m: Message) -> str:
    n = 900 + m.uid * 37 + m.pid % 500
    return f"{n / 1000:.1f}K" if n >= 1000 else str(n)


def tg_message(posts: list[Message], m: Message) -> str:
    post = f"carhelp/{m.pid}"
    reply = ""
    if m.quote:
        reply = (f'<a class="tgme_widget_message_reply" href="https://t.me/carhelp/{m.quote[1]}">'
                 '<div class="tgme_widget_message_author accent_color"><span class="tgme_widget_'
                 'message_author_name" dir="auto">Car Help</span></div><div class="tgme_widget_'
                 f'message_text js-message_reply_text" dir="auto">{escape(m.quote[2])}</div></a>')
    reactions = ""
    if m.uid % 2:
        reactions = ('<div class="tgme_widget_message_reactions js-message_reactions"><span class'
                     '="tgme_reaction"><i class="emoji" style="background-image:url(\'//telegram'
                     ".org/img/emoji/40/F09F918D.png')\"><b>👍</b></i>"
                     f"{m.uid % 30 + 3}</span></div>")
    return (
        '<div class="tgme_widget_message_wrap js-widget_message_wrap"><div class="tgme_widget_'
        f'message text_not_supported_wrap js-widget_message" data-post="{post}" data-view="'
        f'eyJjIjotMTA{m.pid}"><div class="tgme_widget_message_user"><a href="https://t.me/'
        'carhelp"><i class="tgme_widget_message_user_photo bgcolor4" data-content="CH"><img src'
        '="https://cdn4.telegram-cdn.org/file/carhelp.jpg"></i></a></div><div class="tgme_widget'
        '_message_bubble"><i class="tgme_widget_message_bubble_tail"><svg class="bubble_icon" '
        'width="9px" height="20px" viewBox="0 0 9 20"><g fill="none"><path class="background" '
        'fill="#ffffff" d="M8,1 L9,1 L9,20 L8,20 Z"></path></g></svg></i><div class="tgme_'
        'widget_message_author accent_color"><a class="tgme_widget_message_owner_name" href="'
        'https://t.me/carhelp"><span dir="auto">Car Help</span></a></div>'
        f'{reply}<div class="tgme_widget_message_text js-message_text" dir="auto">'
        f'{paras(m, "<br/><br/>")}</div>{reactions}<div class="tgme_widget_message_footer '
        'compact js-message_footer"><div class="tgme_widget_message_info short js-message_info"'
        f'><span class="tgme_widget_message_views">{tg_views(m)}</span><span class="copyonly"> '
        f'views</span><span class="tgme_widget_message_from_author" dir="auto">{m.author}'
        '</span>,&nbsp;<span class="tgme_widget_message_meta"><a class="tgme_widget_message_'
        f'date" href="https://t.me/{post}"><time datetime="{m.when:%Y-%m-%dT%H:%M:%S}+00:00" '
        f'class="time">{m.when:%H:%M}</time></a></span></div></div></div></div></div>')


def telegram_preview(posts: list[Message]) -> str:
    """A public Telegram channel's web preview (t.me/s/carhelp): the channel's posts oldest
    first, each div.tgme_widget_message with the channel as author, the signing admin in
    span.tgme_widget_message_from_author at the foot, the time alone ("10:12") in a <time>
    whose datetime holds the day; a service pill "March 4" before each new day; replies show
    the quoted post in a.tgme_widget_message_reply; the channel card on the right."""
    out = []
    day = None
    for m in posts:
        if m.when.date() != day:
            day = m.when.date()
            out.append('<div class="tgme_widget_message_service_date_wrap"><div class="tgme_'
                       f'widget_message_service_date">{tg_day(m.when)}</div></div>')
        out.append(tg_message(posts, m))
    body = (
        '<div class="tgme_background_wrap"><canvas id="tgme_background" class="tgme_background'
        ' default" width="50" height="50" data-colors="dbddbb|6ba587|d5d88d|88b884"></canvas>'
        '<div class="tgme_background_pattern default"></div></div><header class="tgme_header '
        'search_collapsed"><div class="tgme_header_search"><form class="tgme_header_search_form'
        '" action="/s/carhelp" method="get"><input class="tgme_header_search_form_input js-'
        'header_search" placeholder="Search" name="q" autocomplete="off" value=""><span class="'
        'tgme_header_search_form_clear close_icon js-header_search_clear"></span></form></div>'
        '<div class="tgme_header_info"><a class="tgme_header_link" href="https://t.me/carhelp">'
        '<i class="tgme_page_photo_image bgcolor4" data-content="CH"><img src="https://cdn4.'
        'telegram-cdn.org/file/carhelp.jpg"></i><div class="tgme_header_title"><span dir="auto">'
        'Car Help</span></div><div class="tgme_header_counter">12.3K subscribers</div></a></div>'
        '<div class="tgme_header_right_column"><a class="tgme_header_link" href="//telegram.org'
        '/"><i class="tgme_logo"></i></a></div></header><main class="tgme_main" data-url="/s/'
        'carhelp"><div class="tgme_container"><section class="tgme_right_column"><div class="'
        'tgme_channel_info"><div class="tgme_channel_info_header"><i class="tgme_page_photo_'
        'image bgcolor4" data-content="CH"><img src="https://cdn4.telegram-cdn.org/file/carhelp'
        '.jpg"></i><div class="tgme_channel_info_header_title"><span dir="auto">Car Help</span>'
        '</div><div class="tgme_channel_info_header_username"><a href="https://t.me/carhelp">'
        '@carhelp</a></div></div><div class="tgme_channel_info_description">Repairs, noises and'
        ' odd problems, answered by our mechanics.</div><div class="tgme_channel_info_counters">'
        '<div class="tgme_channel_info_counter"><span class="counter_value">12.3K</span> <span '
        'class="counter_type">subscribers</span></div><div class="tgme_channel_info_counter">'
        '<span class="counter_value">1.41K</span> <span class="counter_type">photos</span></div>'
        '<div class="tgme_channel_info_counter"><span class="counter_value">96</span> <span '
        'class="counter_type">links</span></div></div><div class="tgme_channel_download_telegram'
        '"><div class="tgme_channel_download_telegram_bubble">You can view and join <b>@carhelp'
        '</b> right away.</div><a class="tgme_action_button_new" href="//telegram.org/dl">'
        'Download Telegram</a></div></div></section><section class="tgme_channel_history js-'
        'message_history"><div class="tgme_widget_message_centered js-messages_more_wrap"><a '
        f'href="/s/carhelp?before={posts[0].pid}" class="tme_messages_more js-messages_more" '
        f'data-before="{posts[0].pid}"></a></div>' + "".join(out) + "</section></div></main>")
    return page("Car Help – Telegram", body)


# --- Mumsnet Talk -----------------------------------------------------------------------------

def mumsnet_stamp(t: datetime) -> str:
    """Mumsnet's "Thu 04-Mar-21 10:12:33"."""
    return f"{t:%a %d-%b-%y %H:%M:%S}"


def mumsnet_post(posts: list[Message], m: Message, k: int, ops: list[int]) -> str:
    op = m.author == posts[0].author
    quote = f"<p><b>{escape(m.quote[2])}</b></p>" if m.quote else ""
    nav = ""
    if op and k:
        j = ops.index(k)
        prev = f'<a href="#post{posts[ops[j - 1]].pid}">prev</a>'
        nxt = (f' | <a href="#post{posts[ops[j + 1]].pid}">next</a>' if j + 1 < len(ops)
               else "")
        nav = (f'<span class="op_posts">OP’s posts: <a href="#post{posts[0].pid}">first</a> | '
               f'{prev}{nxt}</span>')
    badge = '<span class="op-badge">OP</span>' if op and k else ""
    return (
        f'<div class="post {"first-post " if k == 0 else ""}{"op-post" if op else ""}" id="post'
        f'{m.pid}" data-postid="{m.pid}" data-usernick="{m.author}"><a name="{m.pid}"></a><div '
        f'class="message-header"><span class="nick"><strong class="nickname">{m.author}'
        f'</strong></span>{badge} <span class="post_time">{mumsnet_stamp(m.when)}</span>{nav}'
        f'</div><div class="talk-post message">{quote}{p_tags(m)}</div><div class="post-'
        'actions"><a href="/Talk/login" class="add_message">Add message</a> | <a href="/Talk/'
        f'report?post={m.pid}" class="report">Report</a> | <a href="/Talk/login" class="'
        'message_poster">Message poster</a></div></div>')


def mumsnet(posts: list[Message]) -> str:
    """A Mumsnet Talk thread (the pre-2022 design): the thread title with "(12 Posts)", one
    div.post per message in order, the header "alice OP · Thu 04-Mar-21 10:12:33" with "OP’s
    posts: first | prev | next" on the poster's later messages, div.talk-post; quoted words
    pasted in bold; "Add message | Report | Message poster"; the site nav, "Trending"
    and "Active" threads with times aside, the sign-up box and footer."""
    ops = [k for k, m in enumerate(posts) if m.author == posts[0].author]
    n = len(posts)
    trending = "".join(
        f'<li><a href="/Talk/am_i_being_unreasonable/{4190000 + k}-{t.lower().replace(" ", "_")}'
        f'">{t}</a> <span class="thread_time">{_others(k):%H:%M %d-%b-%y}</span></li>'
        for k, t in enumerate(("AIBU to think the garage overcharged me",
                               "Car making a noise nobody can find",
                               "Which small car for a new driver?",
                               "Neighbour keeps parking across our drive")))
    nav = "".join(f'<li><a href="/{h}">{x}</a></li>' for h, x in (
        ("Talk", "Talk"), ("pregnancy", "Pregnancy"), ("baby", "Baby"), ("toddlers", "Toddler"),
        ("education", "Education"), ("health", "Health"), ("money", "Money"),
        ("shopping", "Shopping")))
    body = (
        '<div id="mn-header" class="mn-header"><a href="/" class="logo">Mumsnet</a><nav class="'
        f'mn-nav"><ul>{nav}</ul></nav><form class="search" action="/search"><input type="text" '
        'name="q" placeholder="Search Mumsnet"><button type="submit">Search</button></form><div'
        ' class="user-links"><a href="/session/login">Log in</a> <a href="/register">Sign up'
        '</a></div></div><div id="main" class="talk-thread"><div class="breadcrumbs"><a href="'
        '/Talk">Talk</a> &gt; <a href="/Talk/motoring">Motoring</a></div><div class="thread-'
        f'header"><h1 id="thread-title">{TITLE}</h1><span class="post_count">({n} Posts)</span>'
        '<div class="thread-tools"><a href="/Talk/login" class="watch">Watch thread</a> | <a '
        'href="/Talk/motoring/4189776-strange_noise?pg=1" class="flat">Flat view</a> | <a '
        'href="/Talk/motoring/4189776-strange_noise?print=1">Print</a></div></div><div class="'
        'pages"><span>Page 1 of 1</span></div><div class="thread">'
        + "".join(mumsnet_post(posts, m, k, ops) for k, m in enumerate(posts))
        + '</div><div class="pages"><span>Page 1 of 1</span></div><div class="add-message-'
        'prompt"><h2>Please create an account</h2><p>To comment on this thread you need to '
        'create a Mumsnet account.</p><a href="/register" class="button">Sign up</a> <a href="'
        '/session/login" class="button">Log in</a></div></div><aside id="sidebar"><div class="'
        f'trending"><h3>Trending</h3><ul>{trending}</ul></div><div class="active"><h3>Active'
        '</h3><ul><li><a href="/Talk/motoring/4190555">Cheapest way to insure a 17 year old?'
        f'</a> <span class="thread_time">{NOW:%H:%M}</span></li></ul></div></aside><div id="'
        'footer"><ul><li><a href="/info/aboutus">About us</a></li><li><a href="/info/contactus">'
        'Contact us</a></li><li><a href="/info/terms-of-use">Terms of use</a></li><li><a href="'
        f'/info/privacy">Privacy policy</a></li></ul><p>&copy; {NOW.year} Mumsnet Limited. All '
        'rights reserved.</p></div>')
    return page(f"{TITLE} | Mumsnet", body)


ENGINES = {
    "vbulletin4": vbulletin4, "ips4-fr": ips4_fr, "mybb-pt": mybb_pt, "5ch": fivech,
    "baidu-zhidao": baidu_zhidao, "naver-kin": naver_kin, "giscus": giscus,
    "remark42": remark42, "trac": trac, "redmine": redmine, "tildes": tildes,
    "discord-export": discord_export, "telegram-preview": telegram_preview, "mumsnet": mumsnet,
}
