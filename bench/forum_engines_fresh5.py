"""Fourteen more thread pages for bench/forum_engines.py, written the way further systems lay
them out: a Wikipedia talk page section (MediaWiki, Vector), a Mozilla Support (Kitsune)
question, a Microsoft Q&A question, a Zendesk Help Center community post (Copenhagen), an
Askbot question in French, Coral Talk and OpenWeb (Spot.IM) comments under news articles, a
Hatena Blog entry with its comments (Japanese), a Daum Cafe article with its comments
(Korean), a VK wall post with its comments (Russian), the comments under a Bilibili video and
a Weibo post with its comments (Chinese), a mailing-list thread in an MHonArc-style archive
page under Mailman 2's pipermail furniture, and a Confluence page with its comments (German).

Markup written from memory after the systems' default templates as they are served (element
nesting, class names and ids, date wording in the site's language and the date shapes the
system uses, author boxes, quotes, signatures where the system shows them, nesting where the
system nests, the page around the thread), by someone who never read the extractor; the text
is generated. Coral Talk, OpenWeb and Bilibili draw their comments with scripts (Coral and
OpenWeb in a frame or a shadow root): those pages are written as a browser's saved DOM holds
them, the comments in place. Where the thread hangs under something that is not a post (a
news article, a video) every message is a comment and the article or the video's description
is furniture; where the page opens the thread (a talk section's first post, the question, the
blog entry, the cafe article, the wall post, the Weibo post, the first mail, the Confluence
page) the first message is that. Systems whose comments are plain text carry a quoted post as
a "> " line, or after the name the system puts before a reply ("回复 @bob :", "bob_m, "). Each
function takes the thread's list of ``Message`` and returns the whole page; ``ENGINES`` maps
the engine's name to it.
"""

from __future__ import annotations

import textwrap
from datetime import datetime, timedelta

from forum_engines import NOW, TITLE, Message, escape, joined, p_tags, page, paras
from forum_engines_fresh import MONTHS_RU_SHORT, _quoted, _tree
from forum_engines_fresh2 import MONTHS_EN, OTHER_THREADS, _descendants, _seconds, _ts
from forum_engines_fresh4 import WHO, _index, _n, _others, _qa_split
from forum_engines_more import days_ago, hm

# --- shared bits ------------------------------------------------------------------------------


def _line_quote(m: Message, br: str = "<br>") -> str:
    """A quoted post in a plain-text comment: a "> " line before the reply."""
    return f"&gt; {escape(m.quote[2])}{br}" if m.quote else ""


def _en_ago(t: datetime, short: bool = False) -> str:
    """"just now", "5 minutes ago", "1 hour ago", "3 days ago", "2 weeks ago", "4 months ago",
    "1 year ago" (whole units, rounded down); ``short``: "5m", "2h", "3d", "2w", "4mo", "1y"."""
    s = _seconds(t)
    for size, unit, abbr in ((31536000, "year", "y"), (2592000, "month", "mo"),
                             (604800, "week", "w"), (86400, "day", "d"), (3600, "hour", "h"),
                             (60, "minute", "m")):
        if s >= size:
            n = int(s // size)
            return f"{n}{abbr}" if short else f"{_n(n, unit, unit + 's')} ago"
    return "now" if short else "just now"


# --- MediaWiki talk page (Vector) -------------------------------------------------------------

WIKI_ARTICLE = "Automotive head unit"
WIKI_TALK = "Talk:Automotive_head_unit"


def mw_user(name: str) -> str:
    """A user name as MediaWiki keeps it: its first letter upper case, spaces for "_"."""
    t = name.replace("_", " ")
    return t[:1].upper() + t[1:]


def mw_date(t: datetime) -> str:
    """The signature's timestamp: "10:42, 12 June 2014 (UTC)"."""
    return f"{t:%H:%M}, {t.day} {MONTHS_EN[t.month - 1]} {t.year} (UTC)"


def mw_sig(m: Message) -> str:
    """~~~~ as rendered: a user link (the nickname as its text), the talk link, the timestamp;
    some users put "— " or "--" before it; DiscussionTools' [reply] link after it."""
    user = mw_user(m.author)
    link = user.replace(" ", "_")
    lead = ("— ", "--", "")[m.uid % 3]
    cid = f"c-{link}-{m.when:%Y%m%d%H%M}00-{TITLE.replace(' ', '_')}"
    return (f'{lead}<a href="/wiki/User:{link}" title="User:{user}">{m.author}</a> (<a href="'
            f'/wiki/User_talk:{link}" title="User talk:{user}">talk</a>) {mw_date(m.when)} '
            f'<span class="ext-discussiontools-init-replylink-buttons" data-mw-comment-id="{cid}"'
            '><span class="ext-discussiontools-init-replylink-bracket">[</span><a class="ext-'
            'discussiontools-init-replylink-reply" role="button" tabindex="0">reply</a><span '
            'class="ext-discussiontools-init-replylink-bracket">]</span></span>')


def mw_items(m: Message) -> list[str]:
    """The post's paragraphs, a {{tq}} quote before the first, the signature after the last."""
    items = [escape(p) for p in m.paragraphs]
    if m.quote:
        items[0] = ('<span class="inline-quote-talk" style="font-family: Georgia, \'DejaVu Serif'
                    f'\', serif; color: #008560;">{escape(m.quote[2])}</span> {items[0]}')
    items[-1] += " " + mw_sig(m)
    return items


def mw_reply(posts: list[Message], kids: dict[int, list[int]], k: int) -> str:
    """":"-indented paragraphs are <dd>s of one <dl>; the replies' "::" a <dl> in the last."""
    items = mw_items(posts[k])
    below = "".join(mw_reply(posts, kids, c) for c in kids[k])
    nested = f"\n<dl>{below}</dl>" if below else ""
    return "".join(f"<dd>{x}</dd>\n" for x in items[:-1]) + f"<dd>{items[-1]}{nested}</dd>\n"


def mw_portal(pid: str, label: str, links: tuple[tuple[str, str, str], ...],
              first: bool = False) -> str:
    items = "".join(f'<li id="{i}"><a href="{h}">{x}</a></li>' for i, h, x in links)
    return (f'<nav id="p-{pid}" class="vector-menu vector-menu-portal portal'
            f'{" portal-first" if first else ""}" aria-labelledby="p-{pid}-label" role="'
            f'navigation"><h3 id="p-{pid}-label" class="vector-menu-heading"><span>{label}'
            '</span></h3><div class="vector-menu-content"><ul class="vector-menu-content-list">'
            f'{items}</ul></div></nav>')


def mediawiki_talk(posts: list[Message]) -> str:
    """A Wikipedia talk page in Vector (legacy), one section: the talk header and WikiProject
    banners, the section's <h2> with its [edit] link; the opening post as <p>s, the replies as
    <dl><dd> indented one level deeper per reply (a paragraph a <dd>), each post ending with
    its signature "— <a>alice</a> (<a>talk</a>) 10:42, 12 June 2014 (UTC)" and
    DiscussionTools' [reply]; quotes as {{tq}}; the tabs, the personal tools, the sidebar
    portals, the categories and the footer ("This page was last edited on ...")."""
    head = posts[0]
    tops, kids = _tree(posts)
    op = "".join(f"<p>{x}\n</p>" for x in mw_items(head))
    replies = ("<dl>" + "".join(mw_reply(posts, kids, k) for k in tops) + "</dl>\n"
               if tops else "")
    last = max(m.when for m in posts)
    url = f"/w/index.php?title={WIKI_TALK}"
    anchor = TITLE.replace(" ", "_")
    banners = (
        '<table class="plainlinks tmbox tmbox-notice talkheader" role="presentation"><tbody><tr>'
        '<td class="mbox-image"><img alt="" src="//upload.wikimedia.org/wikipedia/commons/thumb'
        '/5/5f/Chat_bubbles.svg/40px-Chat_bubbles.svg.png" width="40" height="40"></td><td class'
        '="mbox-text"><div style="font-size:108%;"><b>This is the <a href="/wiki/Help:Talk_page'
        '" title="Help:Talk page">talk page</a> for discussing improvements to the <a href="/'
        f'wiki/Automotive_head_unit" title="{WIKI_ARTICLE}">{WIKI_ARTICLE}</a> article.</b><br>'
        '<b>This is <a href="/wiki/Wikipedia:Talk_page_guidelines#Behavior_that_is_unacceptable'
        '" title="Wikipedia:Talk page guidelines">not a forum</a> for general discussion of the'
        ' article\'s subject.</b></div><ul><li>Put new text under old text. <a class="external'
        f' text" href="{url}&amp;action=edit&amp;section=new">Click here to start a new topic'
        '</a>.</li><li>Please <a href="/wiki/Wikipedia:Signatures" title="Wikipedia:Signatures'
        '">sign and date</a> your posts by typing four tildes (<code>~~~~</code>).</li><li>New '
        'to Wikipedia? <a href="/wiki/Help:Introduction" title="Help:Introduction">Welcome!</a> '
        '<a href="/wiki/Help:Introduction_to_talk_pages/1" title="Help:Introduction to talk '
        'pages/1">Learn to edit</a>; <a href="/wiki/Wikipedia:Questions" title="Wikipedia:'
        'Questions">get help</a>.</li></ul><table style="width:100%;background:transparent">'
        '<tr><td><b>Policies</b>: <a href="/wiki/Wikipedia:Neutral_point_of_view">Neutral point'
        ' of view</a>, <a href="/wiki/Wikipedia:No_original_research">No original research</a>,'
        ' <a href="/wiki/Wikipedia:Verifiability">Verifiability</a></td><td><b>Article policies'
        '</b></td></tr></table><p style="text-align:center"><b>Archives</b>: <a href="/wiki/Talk'
        ':Automotive_head_unit/Archive_1" title="Talk:Automotive head unit/Archive 1">1</a>, '
        '<a href="/wiki/Talk:Automotive_head_unit/Archive_2" title="Talk:Automotive head unit/'
        'Archive 2">2</a><br><small><a href="/wiki/Help:Archiving_a_talk_page" title="Help:'
        'Archiving a talk page">Auto-archiving period</a>: <b>90 days</b>&#160;</small></p>'
        '</td></tr></tbody></table><table class="tmbox tmbox-notice mw-collapsible wpb" role="'
        'presentation"><tbody><tr><td class="mbox-image"><img alt="WikiProject icon" src="//'
        'upload.wikimedia.org/wikipedia/commons/thumb/8/8d/Car_icon.svg/40px-Car_icon.svg.png" '
        'width="40" height="26"></td><td class="mbox-text"><p><b><a href="/wiki/Wikipedia:'
        'WikiProject_Automobiles" title="Wikipedia:WikiProject Automobiles">Automobiles</a> '
        '<span class="nowrap">(Rated Start-class, Low-importance)</span></b></p><p>This article'
        ' is within the scope of <b><a href="/wiki/Wikipedia:WikiProject_Automobiles">'
        'WikiProject Automobiles</a></b>, a collaborative effort to improve the coverage of <a '
        'href="/wiki/Automobile" title="Automobile">automobiles</a> on Wikipedia. If you would '
        'like to participate, please visit the project page, where you can join the discussion'
        ' and see a list of open tasks.</p><table class="assess"><tr><td><b>Start</b></td><td>'
        'This article has been rated as <b>Start-Class</b> on the <a href="/wiki/Wikipedia:'
        'Content_assessment">project\'s quality scale</a>.</td></tr><tr><td><b>Low</b></td><td>'
        'This article has been rated as <b>Low-importance</b> on the <a href="/wiki/Wikipedia:'
        'WikiProject_Automobiles/Assessment">project\'s importance scale</a>.</td></tr></table>'
        '</td></tr></tbody></table><table class="plainlinks tmbox tmbox-notice" role="'
        'presentation"><tbody><tr><td class="mbox-text"><div>This page has archives. Sections '
        'older than <b>90 days</b> may be automatically archived by <a href="/wiki/User:'
        'Lowercase_sigmabot_III" title="User:Lowercase sigmabot III">Lowercase sigmabot III</a>'
        ' when more than <b>4</b> sections are present.</div></td></tr></tbody></table>')
    content = (
        '<div id="mw-page-base" class="noprint"></div><div id="mw-head-base" class="noprint">'
        '</div><div id="content" class="mw-body" role="main"><a id="top"></a><div id="site'
        'Notice"><!-- CentralNotice --></div><div class="mw-indicators"></div><h1 id="first'
        f'Heading" class="firstHeading" lang="en">Talk:{WIKI_ARTICLE}</h1><div id="bodyContent"'
        ' class="vector-body"><div id="siteSub" class="noprint">From Wikipedia, the free '
        'encyclopedia</div><div id="contentSub"></div><div id="contentSub2"></div><div id="'
        'jump-to-nav"></div><a class="mw-jump-link" href="#mw-head">Jump to navigation</a><a '
        'class="mw-jump-link" href="#searchInput">Jump to search</a><div id="mw-content-text" '
        'lang="en" dir="ltr" class="mw-content-ltr"><div class="mw-parser-output">'
        f'{banners}<h2><span class="mw-headline" id="{anchor}">{TITLE}</span><span class="mw-'
        'editsection"><span class="mw-editsection-bracket">[</span><a href="'
        f'{url}&amp;action=edit&amp;section=1" title="Edit section: {TITLE}">edit</a><span '
        f'class="mw-editsection-bracket">]</span></span></h2>\n{op}{replies}'
        '<!-- \nNewPP limit report\nParsed by mw1367\nCached time: '
        f'{last:%Y%m%d%H%M%S}\nCPU time usage: 0.212 seconds\n-->\n</div><noscript><img src="'
        '//en.wikipedia.org/wiki/Special:CentralAutoLogin/start?type=1x1" alt="" title="" '
        'width="1" height="1" style="border: none; position: absolute;" /></noscript><div class'
        '="printfooter">Retrieved from "<a dir="ltr" href="https://en.wikipedia.org/w/index.php'
        f'?title={WIKI_TALK}&amp;oldid=1031{head.pid}">https://en.wikipedia.org/w/index.php?'
        f'title={WIKI_TALK}&amp;oldid=1031{head.pid}</a>"</div></div><div id="catlinks" class='
        '"catlinks" data-mw="interface"><div id="mw-normal-catlinks" class="mw-normal-catlinks">'
        '<a href="/wiki/Help:Category" title="Help:Category">Categories</a>: <ul><li><a href="'
        '/wiki/Category:Start-Class_Automobile_articles">Start-Class Automobile articles</a>'
        '</li><li><a href="/wiki/Category:Low-importance_Automobile_articles">Low-importance '
        'Automobile articles</a></li><li><a href="/wiki/Category:WikiProject_Automobiles_'
        'articles">WikiProject Automobiles articles</a></li></ul></div></div></div></div>')
    returnto = "returnto=Talk%3AAutomotive+head+unit"
    tab = ('<nav id="p-{0}" class="vector-menu vector-menu-tabs" aria-labelledby="p-{0}-label" '
           'role="navigation"><h3 id="p-{0}-label" class="vector-menu-heading"><span>{1}</span>'
           '</h3><div class="vector-menu-content"><ul class="vector-menu-content-list">{2}</ul>'
           '</div></nav>')
    head_nav = (
        '<div id="mw-navigation"><h2>Navigation menu</h2><div id="mw-head"><nav id="p-personal"'
        ' class="vector-menu" aria-labelledby="p-personal-label" role="navigation"><h3 id="p-'
        'personal-label" class="vector-menu-heading"><span>Personal tools</span></h3><div class'
        '="vector-menu-content"><ul class="vector-menu-content-list"><li id="pt-anonuserpage">'
        'Not logged in</li><li id="pt-anontalk"><a href="/wiki/Special:MyTalk" title="'
        'Discussion about edits from this IP address [n]" accesskey="n">Talk</a></li><li id="'
        'pt-anoncontribs"><a href="/wiki/Special:MyContributions" title="A list of edits made '
        'from this IP address [y]" accesskey="y">Contributions</a></li><li id="pt-create'
        f'account"><a href="/w/index.php?title=Special:CreateAccount&amp;{returnto}">Create '
        f'account</a></li><li id="pt-login"><a href="/w/index.php?title=Special:UserLogin&amp;'
        f'{returnto}" accesskey="o">Log in</a></li></ul></div></nav><div id="left-navigation">'
        + tab.format("namespaces", "Namespaces",
                     '<li id="ca-nstab-main"><a href="/wiki/Automotive_head_unit" title="View '
                     'the content page [c]" accesskey="c">Article</a></li><li id="ca-talk" '
                     f'class="selected"><a href="/wiki/{WIKI_TALK}" rel="discussion" title="'
                     'Discuss improvements to the content page [t]" accesskey="t">Talk</a>'
                     '</li>')
        + '</div><div id="right-navigation">'
        + tab.format("views", "Views",
                     f'<li id="ca-view" class="selected"><a href="/wiki/{WIKI_TALK}">Read</a>'
                     f'</li><li id="ca-edit"><a href="{url}&amp;action=edit" accesskey="e">'
                     f'Edit</a></li><li id="ca-addsection"><a href="{url}&amp;action=edit&amp;'
                     'section=new" title="Start a new section [+]" accesskey="+">New section'
                     f'</a></li><li id="ca-history"><a href="{url}&amp;action=history" title="'
                     'Past revisions of this page [h]" accesskey="h">View history</a></li>')
        + '<div id="p-search" role="search"><h3><label for="searchInput">Search</label></h3>'
        '<form action="/w/index.php" id="searchform"><div id="simpleSearch"><input type="search'
        '" name="search" placeholder="Search Wikipedia" title="Search Wikipedia [f]" accesskey'
        '="f" id="searchInput" autocomplete="off"><input type="hidden" value="Special:Search" '
        'name="title"><input type="submit" name="fulltext" value="Search" title="Search '
        'Wikipedia for this text" id="mw-searchButton" class="searchButton mw-fallbackSearch'
        'Button"><input type="submit" name="go" value="Go" title="Go to a page with this exact'
        ' name if it exists" id="searchButton" class="searchButton"></div></form></div></div>'
        '</div><div id="mw-panel"><div id="p-logo" role="banner"><a title="Visit the main page"'
        ' class="mw-wiki-logo" href="/wiki/Main_Page"></a></div>'
        + mw_portal("navigation", "Navigation", (
            ("n-mainpage-description", "/wiki/Main_Page", "Main page"),
            ("n-contents", "/wiki/Wikipedia:Contents", "Contents"),
            ("n-currentevents", "/wiki/Portal:Current_events", "Current events"),
            ("n-randompage", "/wiki/Special:Random", "Random article"),
            ("n-aboutsite", "/wiki/Wikipedia:About", "About Wikipedia"),
            ("n-contactpage", "//en.wikipedia.org/wiki/Wikipedia:Contact_us", "Contact us"),
            ("n-sitesupport", "https://donate.wikimedia.org/wiki/Special:FundraiserRedirector",
             "Donate")), first=True)
        + mw_portal("interaction", "Contribute", (
            ("n-help", "/wiki/Help:Contents", "Help"),
            ("n-introduction", "/wiki/Help:Introduction", "Learn to edit"),
            ("n-portal", "/wiki/Wikipedia:Community_portal", "Community portal"),
            ("n-recentchanges", "/wiki/Special:RecentChanges", "Recent changes"),
            ("n-upload", "/wiki/Wikipedia:File_Upload_Wizard", "Upload file")))
        + mw_portal("tb", "Tools", (
            ("t-whatlinkshere", f"/wiki/Special:WhatLinksHere/{WIKI_TALK}", "What links here"),
            ("t-recentchangeslinked", f"/wiki/Special:RecentChangesLinked/{WIKI_TALK}",
             "Related changes"),
            ("t-specialpages", "/wiki/Special:SpecialPages", "Special pages"),
            ("t-permalink", f"{url}&amp;oldid=1031{head.pid}", "Permanent link"),
            ("t-info", f"{url}&amp;action=info", "Page information")))
        + mw_portal("coll-print_export", "Print/export", (
            ("coll-download-as-rl", f"/w/index.php?title=Special:DownloadAsPdf&amp;page="
             f"{WIKI_TALK}&amp;action=show-download-screen", "Download as PDF"),
            ("t-print", f"{url}&amp;printable=yes", "Printable version")))
        + mw_portal("lang", "Languages", (
            ("wbc-editpage", "https://www.wikidata.org/wiki/Special:NewItem", "Add links"),))
        + "</div></div>")
    foot = (
        '<footer id="footer" class="mw-footer" role="contentinfo"><ul id="footer-info"><li id="'
        f'footer-info-lastmod"> This page was last edited on {last.day} '
        f'{MONTHS_EN[last.month - 1]} {last.year}, at {last:%H:%M}<span class="anonymous-show">'
        '&#160;(UTC)</span>.</li><li id="footer-info-copyright">Text is available under the <a '
        'rel="license" href="//en.wikipedia.org/wiki/Wikipedia:Text_of_Creative_Commons_'
        'Attribution-ShareAlike_3.0_Unported_License">Creative Commons Attribution-ShareAlike '
        'License</a>; additional terms may apply.  By using this site, you agree to the <a href'
        '="//foundation.wikimedia.org/wiki/Terms_of_Use">Terms of Use</a> and <a href="//'
        'foundation.wikimedia.org/wiki/Privacy_policy">Privacy Policy</a>. Wikipedia® is a '
        'registered trademark of the <a href="//www.wikimediafoundation.org/">Wikimedia '
        'Foundation, Inc.</a>, a non-profit organization.</li></ul><ul id="footer-places"><li '
        'id="footer-places-privacy"><a href="https://foundation.wikimedia.org/wiki/Privacy_'
        'policy" class="extiw">Privacy policy</a></li><li id="footer-places-about"><a href="/'
        'wiki/Wikipedia:About">About Wikipedia</a></li><li id="footer-places-disclaimer"><a '
        'href="/wiki/Wikipedia:General_disclaimer">Disclaimers</a></li><li id="footer-places-'
        'contact"><a href="//en.wikipedia.org/wiki/Wikipedia:Contact_us">Contact Wikipedia</a>'
        '</li><li id="footer-places-mobileview"><a href="//en.m.wikipedia.org/w/index.php?title'
        f'={WIKI_TALK}&amp;mobileaction=toggle_view_mobile" class="noprint stopMobileRedirect'
        'Toggle">Mobile view</a></li><li id="footer-places-developers"><a href="https://www.'
        'mediawiki.org/wiki/Special:MyLanguage/How_to_contribute">Developers</a></li><li id="'
        'footer-places-statslink"><a href="https://stats.wikimedia.org/#/en.wikipedia.org">'
        'Statistics</a></li><li id="footer-places-cookiestatement"><a href="https://foundation.'
        'wikimedia.org/wiki/Cookie_statement">Cookie statement</a></li></ul><ul id="footer-'
        'icons" class="noprint"><li id="footer-copyrightico"><a href="https://wikimedia'
        'foundation.org/"><img src="/static/images/footer/wikimedia-button.png" width="88" '
        'height="31" alt="Wikimedia Foundation" loading="lazy" /></a></li><li id="footer-'
        'poweredbyico"><a href="https://www.mediawiki.org/"><img src="/static/images/footer/'
        'poweredby_mediawiki_88x31.png" alt="Powered by MediaWiki" width="88" height="31" '
        'loading="lazy"/></a></li></ul><div style="clear: both;"></div></footer>')
    return page(f"Talk:{WIKI_ARTICLE} - Wikipedia", content + head_nav + foot)


# --- Mozilla Support (Kitsune) ----------------------------------------------------------------

SUMO = "/en-US/questions/1330"


def sumo_date(t: datetime) -> str:
    """Babel's short date and time in en-US: "3/4/21, 10:12 AM"."""
    return f"{t.month}/{t.day}/{t:%y}, {hm(t, ' ', True)}"


def sumo_time(t: datetime, relative: bool = False) -> str:
    shown = _en_ago(t) if relative else sumo_date(t)
    return (f'<time datetime="{t:%Y-%m-%dT%H:%M:%S}-08:00" title="{sumo_date(t)}">{shown}'
            '</time>')


def sumo_avatar(m: Message) -> str:
    return (f'<img class="avatar" src="https://secure.gravatar.com/avatar/{m.uid * 7919:032x}'
            f'?s=48&amp;d=https%3A%2F%2Fstatic-media-prod-cdn.sumo.mozilla.net%2Fstatic%2Fsumo'
            f'%2Fimg%2Favatar.png" alt="{m.author}" width="48" height="48">')


def sumo_author(m: Message, badge: str, when: str) -> str:
    title = ('<span class="user-title">Top 10 Contributor</span>' if m.uid % 4 == 1 else "")
    return (
        f'<div class="forum--question-item-heading"><div class="avatar">{sumo_avatar(m)}</div>'
        f'<div class="user-meta"><a class="author-name" href="/en-US/user/{m.author}/">'
        f'<span class="display-name">{m.author}</span></a>{title}{badge}<span class="asked-on">'
        f'{when}</span></div><div class="mzp-c-menu-list mzp-t-cta mzp-t-download" data-'
        'has-js="true"><button class="mzp-c-menu-list-title" aria-label="More options"><span '
        'class="icon-dots"></span></button><ul class="mzp-c-menu-list-list"><li class="mzp-c-'
        f'menu-list-item"><a href="#answer-{m.pid}">Link</a></li><li class="mzp-c-menu-list-'
        'item"><a class="report" href="/en-US/flagged/create">Report abuse</a></li></ul></div>'
        '</div>')


def sumo_content(m: Message) -> str:
    quote = (f"<p><em>{m.quote[0]} said</em></p><blockquote>{escape(m.quote[2])}</blockquote>"
             if m.quote else "")
    return f'<div class="content">{quote}{p_tags(m)}</div>'


def sumo_answer(posts: list[Message], k: int, solution: int | None) -> str:
    m = posts[k]
    owner = ('<span class="user-badge">Question owner</span>'
             if m.author == posts[0].author else "")
    chosen = k == solution
    helpful = m.uid * 3 % 5
    return (
        f'<div class="answer{" solution" if chosen else ""}" id="answer-{m.pid}">'
        + sumo_author(m, owner, sumo_time(m.when))
        + '<div class="main-content">' + sumo_content(m)
        + ('<div class="is-solution-box"><span class="icon-check-circle"></span>Chosen Solution'
           '</div>' if chosen else "")
        + '</div><div class="answer-tools"><form class="helpful" action="'
        f'{SUMO}/vote/{m.pid}" method="post"><span class="helpful-text">Was this reply helpful?'
        '</span><button type="submit" class="sumo-button button-sm btn-helpful" name="helpful" '
        'value="1"><span class="icon-thumbs-up"></span>Helpful Reply</button><span class="'
        f'helpful-count">{helpful}</span><button type="submit" class="sumo-button button-sm '
        'btn-not-helpful" name="not-helpful" value="1">Not helpful</button></form><a class="'
        f'quoteit" href="#question-reply" data-content-id="answer-{m.pid}">Quote</a></div>'
        '</div>')


def kitsune(posts: list[Message]) -> str:
    """A Mozilla Support question (Kitsune, 2021): the question apart (the title, "Solved" /
    "Archived", "Asked by alice 3 months ago", "Answered by bob ...", the author box with
    "3/4/21, 10:12 AM", the text, "I have this problem too (7)"); the "Chosen solution" box
    with the solution's text and "Read this answer in context 👍 3" when the question is
    solved; then "All Replies (5)": div.answer per reply (the author box, "Question owner"
    on the asker's, the date, the text, "Helpful Reply" with its count, "Quote"); quotes as
    "<em>bob said</em>" and a blockquote; the Protocol header, the question details
    aside, "Related Articles" and the Mozilla footer."""
    head = posts[0]
    answers = list(range(1, len(posts)))
    solution = next((k for k in answers if posts[k].author != head.author), None) if (
        head.pid % 2 == 0) else None
    replies = "".join(sumo_answer(posts, k, solution) for k in answers)
    first_answer = next((posts[k] for k in answers if posts[k].author != head.author), None)
    meta = (f'<li>Asked by <a href="/en-US/user/{head.author}/">{head.author}</a> '
            f'{sumo_time(head.when, True)}</li>')
    if first_answer:
        meta += (f'<li>Answered by <a href="/en-US/user/{first_answer.author}/">'
                 f'{first_answer.author}</a> {sumo_time(first_answer.when, True)}</li>')
    if len(posts) > 1:
        meta += f"<li>Modified {sumo_time(posts[-1].when, True)}</li>"
    status = ('<li class="is-solved"><span class="icon-check"></span>Solved</li>'
              if solution else "")
    status += '<li class="is-archived"><span class="icon-lock"></span>Archived</li>'
    box = ""
    if solution:
        s = posts[solution]
        box = (
            '<div class="solution card elevation-01" id="solution"><h4 class="is-solution">'
            '<span class="icon-check-circle"></span>Chosen solution</h4>' + sumo_content(s)
            + f'<a class="show-solution" href="#answer-{s.pid}">Read this answer in context</a>'
            f' <span class="helpful-count">👍 {s.uid * 3 % 5}</span></div>')
    related = "".join(
        f'<li><a class="sidebar-nav--item" href="/en-US/kb/{x.lower().replace(" ", "-")}">{x}'
        '</a></li>' for x in ("Troubleshoot and diagnose Firefox problems",
                              "Firefox makes a noise when playing media",
                              "Refresh Firefox - reset add-ons and settings"))
    body = (
        '<div id="announce-placeholder"></div><header class="mzp-c-navigation sumo-nav" id="'
        'main-navigation"><div class="mzp-c-navigation-l-content"><div class="sumo-nav--logo">'
        '<a href="/en-US/"><img src="/static/sumo/img/sumo-logo.svg" alt="Mozilla Support logo"'
        ' width="112" height="32"></a></div><nav class="sumo-nav--main"><ul class="mzp-c-menu-'
        'category-list sumo-nav--list"><li class="mzp-c-menu-category"><a class="mzp-c-menu-'
        'title sumo-nav--link" href="/en-US/products">Explore Help Articles</a></li><li class="'
        'mzp-c-menu-category"><a class="mzp-c-menu-title sumo-nav--link" href="/en-US/'
        'questions/">Community Forums</a></li><li class="mzp-c-menu-category"><a class="mzp-c-'
        'menu-title sumo-nav--link" href="/en-US/questions/new">Ask a Question</a></li><li '
        'class="mzp-c-menu-category"><a class="mzp-c-menu-title sumo-nav--link" href="/en-US/'
        'get-involved">Contribute</a></li></ul></nav><div class="sumo-nav--search"><form class'
        '="simple-search-form" method="get" action="/en-US/search"><input type="search" name="'
        'q" class="searchbox" placeholder="Search Support" required><button type="submit" class'
        '="search-button" title="Search"></button></form></div><div class="sumo-nav--user"><a '
        'class="sumo-nav--link" href="/en-US/users/auth">Sign In/Up</a></div></div></header>'
        '<div class="sumo-page-section--inner"><nav class="breadcrumbs" aria-label="Breadcrumbs'
        '" role="navigation"><ol id="breadcrumbs"><li><a href="/en-US/">Home</a></li><li><a '
        'href="/en-US/questions/">Support Forums</a></li><li><a href="/en-US/questions/firefox'
        f'">Firefox</a></li><li>{TITLE}</li></ol></nav><div class="sumo-l-two-col sidebar-on-'
        'right"><main role="main" class="sumo-l-two-col--main"><article id="question-'
        f'{head.pid}" class="question"><h1 class="sumo-page-heading">{TITLE}</h1><ul class="'
        f'question-meta">{status}</ul><ul class="question-meta-info">{meta}</ul><div class="'
        'question-content">'
        + sumo_author(head, "", sumo_time(head.when))
        + f'<div class="main-content">{sumo_content(head)}</div><div class="question-tools">'
        f'<form action="{SUMO}/vote" method="post"><span class="have-problem">Have you had the'
        ' same problem?</span><button type="submit" class="sumo-button button-sm have-problem-'
        f'btn">I have this problem too ({head.uid % 9 + 1})</button></form><a class="subscribe"'
        f' href="{SUMO}/watch">Subscribe to this question</a></div></div>{box}</article>'
        f'<section id="answers" class="answers"><h2 class="sumo-card-heading">All Replies '
        f'({len(answers)})</h2>{replies}</section><div class="archived-notice"><p>This thread '
        'was archived. Please <a href="/en-US/questions/new">ask a new question</a> if you need'
        ' help.</p></div></main><aside class="sumo-l-two-col--sidebar"><section class="sidebar-'
        'nav"><h3 class="sidebar-subheading">Question details</h3><ul class="sidebar-nav--list">'
        '<li>Firefox for Desktop</li><li>Performance and connectivity</li><li>Windows 10</li>'
        '</ul><h3 class="sidebar-subheading">More system details</h3><ul class="sidebar-nav--'
        'list system-details"><li><strong>Application</strong>: Firefox 86.0</li><li><strong>'
        'User Agent</strong>: Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:86.0) Gecko/20100101'
        ' Firefox/86.0</li></ul></section><section class="sidebar-nav"><h3 class="sidebar-'
        f'subheading">Related Articles</h3><ul class="sidebar-nav--list">{related}</ul>'
        '</section><section class="sidebar-nav"><h3 class="sidebar-subheading">Still need help?'
        '</h3><a class="sumo-button primary-button" href="/en-US/questions/new">Ask a question'
        '</a></section></aside></div></div><footer class="mzp-c-footer"><div class="mzp-l-'
        'content"><nav class="mzp-c-footer-primary"><div class="mzp-c-footer-primary-logo"><a '
        'href="https://www.mozilla.org/">Mozilla</a></div><section class="mzp-c-footer-section">'
        '<h5 class="mzp-c-footer-heading">Support</h5><ul class="mzp-c-footer-list"><li><a href'
        '="/en-US/products">Product Help</a></li><li><a href="/en-US/kb/file-bug-report-or-'
        'feature-request-mozilla">Report a bug</a></li><li><a href="/en-US/kb/get-community-'
        'support">Contact us</a></li></ul></section></nav><nav class="mzp-c-footer-secondary">'
        '<p class="mzp-c-footer-license">Visit Mozilla Corporation’s not-for-profit parent, the'
        ' <a href="https://foundation.mozilla.org/">Mozilla Foundation</a>.<br>Portions of this'
        ' content are ©1998–2021 by individual mozilla.org contributors. Content available under'
        ' <a href="https://www.mozilla.org/foundation/licensing/website-content/">a Creative '
        'Commons license</a>.</p><ul class="mzp-c-footer-terms"><li><a href="https://www.'
        'mozilla.org/privacy/websites/">Website Privacy Notice</a></li><li><a href="https://www'
        '.mozilla.org/about/legal/terms/mozilla/">Websites, Communications &amp; Cookies</a></li>'
        '<li><a href="https://www.mozilla.org/about/legal/">Legal</a></li></ul></nav></div>'
        '</footer>')
    return page(f"{TITLE} | Firefox Support Forum | Mozilla Support", body)


# --- Microsoft Q&A ----------------------------------------------------------------------------

MSQA = "/en-us/answers/questions/{}/strange-noise-after-the-last-update"


def msqa_iso(t: datetime, m: Message) -> str:
    return f"{t:%Y-%m-%dT%H:%M:%S}.{m.pid * 37 % 10000000:07d}+00:00"


def msqa_time(m: Message) -> str:
    """<local-time> as the page's script leaves it: "Mar 4, 2021, 10:12 AM"."""
    t = m.when
    return (f'<local-time format="twoDigitNumeric" datetime="{msqa_iso(t, m)}" class="is-'
            f'inline-block">{MONTHS_EN[t.month - 1][:3]} {t.day}, {t.year}, {hm(t, " ", True)}'
            "</local-time>")


def msqa_user(m: Message, role: str = "") -> str:
    points = m.uid * 1337 % 40000 + 1
    pts = f"{points:,} Reputation point{'s' if points != 1 else ''}"
    extra = f' <span class="font-size-xs">• {role}</span>' if role else ""
    return (
        '<div class="display-flex align-items-center"><div class="avatar avatar-sm margin-right-'
        f'xxs"><img src="https://learn.microsoft.com/api/profile/avatar/{m.uid * 7919:x}" alt="'
        f'" class="avatar-img" loading="lazy"></div><div><a href="/en-us/users/na/?userid='
        f'{m.uid * 104729:08x}-0000-0006-0000-{m.uid:012d}" class="profile-url font-weight-'
        f'semibold">{m.author}</a><div class="font-size-xs color-text-subtle">{pts}{extra}</div>'
        '</div></div>')


def msqa_body(m: Message) -> str:
    quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
    return f'<div class="content" lang="en" dir="ltr">{quote}{p_tags(m)}</div>'


def msqa_comments(posts: list[Message], ks: list[int], what: str) -> str:
    items = "".join(
        f'<li class="comment" id="comment-{posts[k].pid}" data-bi-name="comment"><div class="'
        'comment-header display-flex"><a href="/en-us/users/na/?userid='
        f'{posts[k].uid * 104729:08x}" class="profile-url font-weight-semibold">'
        f'{posts[k].author}</a><span class="font-size-sm color-text-subtle margin-left-xxs">'
        f'{msqa_time(posts[k])}</span></div><div class="comment-body">{msqa_body(posts[k])}'
        '</div><div class="comment-actions"><button class="button button-clear button-sm" '
        'data-bi-name="comment-report">Report a concern</button></div></li>' for k in ks)
    if not ks:
        return ('<div class="comments-container"><button class="button button-clear button-'
                'sm" data-bi-name="add-comment">Sign in to comment</button></div>')
    return (f'<div class="comments-container"><button class="button button-clear button-sm '
            f'comment-toggle" aria-expanded="true">{_n(len(ks), "comment", "comments")} Show '
            f'comments for this {what}</button><ul class="comment-list">{items}</ul><button '
            'class="button button-clear button-sm" data-bi-name="add-comment">Sign in to comment'
            '</button></div>')


def msqa_votes(m: Message, what: str) -> str:
    n = m.uid * 5 % 7
    return (f'<button class="button button-sm button-clear vote-button" data-bi-name="{what}-'
            f'vote" aria-label="{n} votes"><span class="icon" aria-hidden="true"><span class="'
            f'docon docon-arrow-up"></span></span><span>{_n(n, "vote", "votes")}</span></button>')


def ms_qa(posts: list[Message]) -> str:
    """A Microsoft Q&A question (learn.microsoft.com/answers): the title, the asker's card
    (name, "12 Reputation points"), the text, the tags, "asked" and a <local-time> "Mar 4,
    2021, 10:12 AM", "I have the same question (3)", the question's comments; then "2
    answers" sorted by "Most helpful", the accepted one first with its badge, each with the
    author's card ("Microsoft Vendor"), its <local-time>, the text, votes and its comments
    (li.comment: name, <local-time>, text); replies quoting a post, and the asker's, are
    comments; quotes as blockquotes; the Learn header, breadcrumbs, "Related questions" and
    the footer."""
    head = posts[0]
    answers, comments = _qa_split(posts)
    accepted = answers[0] if answers and head.pid % 2 else None
    url = MSQA.format(head.pid)

    def answer(k: int) -> str:
        m = posts[k]
        badge = ('<span class="accepted-answer-badge font-weight-semibold color-success"><span '
                 'class="docon docon-check-mark" aria-hidden="true"></span> Accepted answer'
                 '</span>' if k == accepted else "")
        role = "Microsoft Vendor" if m.uid % 3 == 0 else ""
        return (
            f'<div class="answer margin-top-sm{" accepted" if badge else ""}" id="answer-'
            f'{m.pid}" data-bi-name="answer">{badge}<div class="answer-header display-flex '
            f'justify-content-space-between">{msqa_user(m, role)}<span class="font-size-sm '
            f'color-text-subtle">{msqa_time(m)}</span></div>{msqa_body(m)}<div class="answer-'
            f'actions display-flex margin-top-xs">{msqa_votes(m, "answer")}<button class="'
            'button button-sm button-clear" data-bi-name="answer-downvote" aria-label="Down'
            'vote"><span class="docon docon-arrow-down"></span></button><button class="button '
            'button-sm button-clear" data-bi-name="report-answer">Report a concern</button>'
            f'</div>{msqa_comments(posts, comments[k], "answer")}</div>')

    shown = ([accepted] if accepted else []) + [k for k in answers if k != accepted]
    tags = "".join(f'<a class="tag tag-sm" href="/en-us/answers/tags/{n}/{s}">{x}</a>'
                   for n, s, x in ((187, "windows-10-hardware-performance",
                                    "Windows 10 Hardware Performance"),
                                   (312, "windows-10-setup", "Windows 10 Setup")))
    related = "".join(
        f'<li class="margin-bottom-xs"><a href="/en-us/answers/questions/{901 + k}/">{x}</a>'
        f'<div class="font-size-xs color-text-subtle">{_n(k + 1, "answer", "answers")} · '
        f'{MONTHS_EN[_others(k).month - 1][:3]} {_others(k).day}, {_others(k).year}</div></li>'
        for k, x in enumerate(("Speakers crackle after the last feature update",
                               "Audio driver stopped working after KB5000802",
                               "Fan noise after the update to 20H2")))
    body = (
        '<div class="header-holder has-default-focus"><a href="#main" class="skip-to-main-link '
        'has-outline-color-text visually-hidden-until-focused">Skip to main content</a><header '
        'class="header"><div class="header-logo"><a href="https://www.microsoft.com" class="'
        'logo" aria-label="Microsoft"><img src="https://learn.microsoft.com/media/logos/logo-ms'
        '-social.png" alt="Microsoft" width="108" height="23"></a><span class="header-divider">'
        '</span><a class="header-title" href="/en-us/">Learn</a></div><nav class="header-nav" '
        'aria-label="site navigation"><ul><li><a href="/en-us/docs/">Documentation</a></li><li>'
        '<a href="/en-us/training/">Training</a></li><li><a href="/en-us/credentials/">'
        'Credentials</a></li><li class="is-active"><a href="/en-us/answers/">Q&amp;A</a></li><li'
        '><a href="/en-us/samples/">Code Samples</a></li><li><a href="/en-us/shows/">Shows</a>'
        '</li></ul></nav><form class="header-search" role="search" action="/en-us/search/"><'
        'input type="search" placeholder="Search" aria-label="Search" name="terms"></form><a '
        'class="button button-sm docs-sign-in" href="#">Sign in</a></header></div><div class="'
        'content-header"><nav class="breadcrumbs" aria-label="Breadcrumb"><ol><li><a href="/en-'
        'us/">Learn</a></li><li><a href="/en-us/answers/">Q&amp;A</a></li><li><a href="/en-us/'
        'answers/tags/187/windows-10-hardware-performance">Windows 10 Hardware Performance</a>'
        '</li></ol></nav></div><div class="layout-body"><main id="main" role="main" class="'
        'layout-body-main" data-bi-name="content" lang="en-us" dir="ltr"><div class="'
        f'modular-content-container"><div id="question-{head.pid}" class="question" data-bi-'
        f'name="question"><h1 class="title is-3">{TITLE}</h1><div class="question-header '
        f'display-flex">{msqa_user(head)}</div>{msqa_body(head)}<div class="question-tags '
        f'margin-top-xs">{tags}</div><div class="font-size-sm color-text-subtle margin-top-xs">'
        f'<span>{head.author}</span> · asked {msqa_time(head)}</div><div class="question-'
        f'actions display-flex margin-top-xs">{msqa_votes(head, "question")}<button class="'
        'button button-sm same-question" data-bi-name="same-question">I have the same question'
        f' <span class="badge">{head.uid % 6}</span></button><button class="button button-sm '
        'button-clear" data-bi-name="report-question">Report a concern</button></div>'
        f'{msqa_comments(posts, comments[0], "question")}</div><div class="answers-header '
        'display-flex justify-content-space-between margin-top-md"><h2 class="title is-5" id="'
        f'answers">{_n(len(answers), "answer", "answers")}</h2><div class="answer-sort"><label '
        'for="sort-answers">Sort by:</label><select id="sort-answers"><option selected>Most '
        'helpful</option><option>Newest</option><option>Oldest</option></select></div></div>'
        + "".join(answer(k) for k in shown)
        + '<div class="answer-form margin-top-md"><p>Sign in to answer</p><a class="button '
        f'button-primary" href="/en-us/answers/questions/{head.pid}/answer">Sign in</a></div>'
        '</div></main><aside class="layout-body-aside" aria-label="Related content"><section><h3'
        ' class="font-size-h6">Related questions</h3><ul class="list-style-none">'
        f'{related}</ul></section><section><h3 class="font-size-h6">Was this page helpful?</h3>'
        '<button class="button button-sm">Yes</button><button class="button button-sm">No'
        '</button></section></aside></div><footer class="footer-layout" data-bi-name="footer">'
        '<div class="footer-items"><a class="locale-selector-link" href="#">English (United '
        'States)</a><a href="https://aka.ms/yourcaliforniaprivacychoices">Your Privacy Choices'
        '</a><button class="theme-toggle">Theme</button><ul class="links"><li><a href="/en-us/'
        'previous-versions/">Previous Versions</a></li><li><a href="https://techcommunity.'
        'microsoft.com/t5/microsoft-learn-blog/bg-p/MicrosoftLearnBlog">Blog</a></li><li><a '
        'href="/en-us/contribute/">Contribute</a></li><li><a href="https://go.microsoft.com/'
        'fwlink/?LinkId=521839">Privacy</a></li><li><a href="/en-us/legal/termsofuse">Terms of '
        'Use</a></li><li><a href="https://www.microsoft.com/legal/intellectualproperty/'
        'Trademarks/">Trademarks</a></li><li>© Microsoft 2021</li></ul></div></footer>')
    return page(f"{TITLE} - Microsoft Q&amp;A", body, "en-us").replace(
        "</head>", f'<link rel="canonical" href="https://learn.microsoft.com{url}"></head>', 1)


# --- Zendesk Help Center community post (Copenhagen) ------------------------------------------

ZD = "/hc/en-us/community/posts/360012345678-Strange-noise-after-the-last-update"


def zd_time(t: datetime) -> str:
    """{{date created_at timeago=true}}: "March 04, 2021 10:12", the script makes it
    relative."""
    return (f'<time datetime="{t:%Y-%m-%dT%H:%M:%S}Z" title="{t:%Y-%m-%d %H:%M}" data-datetime'
            f'="relative">{MONTHS_EN[t.month - 1]} {t:%d}, {t.year} {t:%H:%M}</time>')


def zd_avatar(m: Message, cls: str) -> str:
    agent = ('<svg xmlns="http://www.w3.org/2000/svg" width="12" height="12" viewBox="0 0 12 '
             '12" class="icon-agent" aria-hidden="true"><path fill="currentColor" d="M6 0C2.7 0 '
             '0 2.7 0 6s2.7 6 6 6 6-2.7 6-6-2.7-6-6-6z"/></svg>' if m.uid % 5 == 0 else "")
    return (f'<div class="avatar {cls}">{agent}<img src="https://example.zendesk.com/system/'
            f'photos/{m.uid * 7919}/profile.png" alt="" class="user-avatar"></div>')


def zd_body(m: Message) -> str:
    quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
    return quote + p_tags(m)


def zd_vote(m: Message, kind: str) -> str:
    return (
        f'<div class="{kind}-vote vote"><a class="vote-up" role="button" aria-label="This {kind}'
        ' was helpful" href="/hc/en-us/signin" rel="nofollow"><svg xmlns="http://www.w3.org/'
        '2000/svg" width="16" height="16" viewBox="0 0 16 16"><path fill="none" stroke="'
        'currentColor" d="M4 6.5l3.6-3.6c.2-.2.5-.2.7 0L12 6.5"/></svg></a><span class="vote-'
        f'sum">{m.uid * 3 % 5}</span><a class="vote-down" role="button" aria-label="This {kind}'
        ' was not helpful" href="/hc/en-us/signin" rel="nofollow"><svg xmlns="http://www.w3.org'
        '/2000/svg" width="16" height="16" viewBox="0 0 16 16"><path fill="none" stroke="'
        'currentColor" d="M12 9.5l-3.6 3.6c-.2.2-.5.2-.7 0L4 9.5"/></svg></a></div>')


def zd_comment(m: Message) -> str:
    cid = 360001000000 + m.pid * 17
    return (
        f'<li id="community_comment_{cid}" class="comment"><div class="comment-wrapper"><div '
        f'class="comment-info"><div class="comment-author">{zd_avatar(m, "comment-avatar")}'
        f'<div class="comment-meta"><span title="{m.author}"><a href="/hc/en-us/profiles/'
        f'{m.uid * 104729}-{m.author}">{m.author}</a></span><ul class="meta-group"><li class="'
        f'meta-data">{zd_time(m.when)}</li></ul></div></div><section class="comment-body">'
        f'{zd_body(m)}</section></div><div class="comment-actions-container">'
        f'{zd_vote(m, "comment")}<div class="comment-actions"><div class="dropdown"><button '
        'class="button-secondary" aria-haspopup="true" aria-label="Comment actions"><svg xmlns='
        '"http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16"><circle cx="3"'
        ' cy="8" r="1"/><circle cx="8" cy="8" r="1"/><circle cx="13" cy="8" r="1"/></svg>'
        '</button><span class="dropdown-menu" role="menu"><a role="menuitem" href="/hc/en-us/'
        f'community/comments/{cid}/report">Report</a></span></div></div></div></div></li>')


def zendesk_gather(posts: list[Message]) -> str:
    """A Zendesk Help Center community post in the Copenhagen theme: the header (logo,
    "Community", "Submit a request", "Sign in"), breadcrumbs and search; div.post (h1.post-
    title, "Follow", div.post-meta with the avatar, span.post-author and a <time datetime>
    "March 04, 2021 10:12", div.post-content, the vote, the comment count); then section.
    comment-overview: "3 comments", "Sort by", ul.comment-list > li.comment (the avatar, the
    name, a <time>, section.comment-body, the vote); quotes as blockquotes; "Please sign in
    to leave a comment.", "Related posts" and the footer."""
    head = posts[0]
    n = len(posts) - 1
    comments = "".join(zd_comment(m) for m in posts[1:])
    related = "".join(f'<li><a href="/hc/en-us/community/posts/36001234{k:04d}">{t}</a></li>'
                      for k, t in enumerate(OTHER_THREADS[:4]))
    body = (
        '<a class="skip-navigation" tabindex="1" href="#main-content">Skip to main content</a>'
        '<header class="header"><div class="logo"><a title="Home" href="/hc/en-us"><img src="'
        'https://theme.zdassets.com/theme_assets/1234567/logo.png" alt="Example Motors Help '
        'Center home page"></a></div><div class="nav-wrapper-desktop"><nav class="user-nav" id'
        '="user-nav" aria-label="User navigation"><ul class="user-nav-list"><li><a href="/hc/en'
        '-us/community/topics">Community</a></li><li><a class="submit-a-request" href="/hc/en-us'
        '/requests/new">Submit a request</a></li></ul></nav><a class="sign-in" rel="nofollow" '
        'data-auth-action="signin" title="Opens a dialog" role="button" href="/hc/en-us/signin?'
        'return_to=https%3A%2F%2Fhelp.example.com%2Fhc%2Fen-us">Sign in</a></div></header><main'
        ' role="main"><div class="container-divider"></div><div class="container"><div class="'
        'sub-nav"><nav aria-label="Current location"><ol class="breadcrumbs"><li title="Example'
        ' Motors Help Center"><a href="/hc/en-us">Example Motors Help Center</a></li><li title'
        '="Community"><a href="/hc/en-us/community/topics">Community</a></li><li title="'
        'Infotainment and updates"><a href="/hc/en-us/community/topics/360001234567-'
        'Infotainment-and-updates">Infotainment and updates</a></li></ol></nav><div class="'
        'search-container"><form role="search" class="search" data-search="" action="/hc/en-us'
        '/search" accept-charset="UTF-8" method="get"><input type="hidden" name="utf8" value="'
        '&#x2713;" autocomplete="off"><input type="search" name="query" id="query" placeholder="'
        'Search" autocomplete="off" aria-label="Search"></form></div></div><div class="post-'
        'container"><div class="post"><div class="post-header"><h1 class="post-title">'
        f'{TITLE}</h1><div class="post-follow"><div data-helper="subscribe" data-json="{{}}">'
        '<a class="dropdown-toggle" role="button" href="/hc/en-us/signin">Follow</a></div></div>'
        f'</div><div class="post-info-container"><div class="post-meta">'
        f'{zd_avatar(head, "post-avatar")}<div class="meta-group"><span class="post-author" '
        f'title="{head.author}"><a href="/hc/en-us/profiles/{head.uid * 104729}-{head.author}">'
        f'{head.author}</a></span><ul class="meta-group"><li class="meta-data">'
        f'{zd_time(head.when)}</li></ul></div></div></div><section class="post-body"><div '
        f'class="post-content">{p_tags(head)}</div><div class="post-attachments"></div><div '
        f'class="post-actions-wrapper">{zd_vote(head, "post")}<div class="post-comment-count">'
        f'<a href="#comments" class="post-comment-count-link">{n}</a></div></div></section>'
        '<div class="post-footer"><div class="share"><a href="https://www.facebook.com/share.'
        'php?title=Strange+noise" class="share-facebook">Facebook</a><a href="https://twitter'
        '.com/share?lang=en" class="share-twitter">Twitter</a><a href="https://www.linkedin.com'
        '/shareArticle?mini=true" class="share-linkedin">LinkedIn</a></div></div><section class'
        '="comment-overview" aria-label="Comments"><div class="comment-overview-header"><h2 '
        f'class="comment-overview-title">{_n(n, "comment", "comments")}</h2><div class="comment'
        '-sorter"><div class="dropdown"><span class="dropdown-toggle" role="button">Sort by'
        '</span><span class="dropdown-menu" role="menu"><a href="' + ZD + '?sort_by=created_at"'
        ' role="menuitem" aria-selected="true">Date</a><a href="' + ZD + '?sort_by=votes" role'
        f'="menuitem">Votes</a></span></div></div></div><ul id="comments" class="comment-list">'
        f'{comments}</ul><nav class="pagination"></nav><p class="comment-callout">Please <a '
        'data-auth-action="signin" rel="nofollow" href="/hc/en-us/signin">sign in</a> to leave '
        'a comment.</p></section></div><aside class="post-sidebar"><section class="related-'
        'posts"><h2 class="collapsible-sidebar-title sidenav-title">Related posts</h2><ul>'
        f'{related}</ul></section><a class="button-large" href="/hc/en-us/community/posts/new">'
        'New post</a></aside></div></div></main><footer class="footer"><div class="footer-inner'
        '"><a title="Home" href="/hc/en-us">Example Motors Help Center</a><div class="footer-'
        'language-selector"><div class="dropdown language-selector"><button class="dropdown-'
        'toggle" aria-haspopup="true">English (US)</button><span class="dropdown-menu" role="'
        'menu"><a href="/hc/change_language/de?return_to=%2Fhc%2Fde" dir="ltr" rel="nofollow" '
        'role="menuitem">Deutsch</a></span></div></div><div class="powered-by-zendesk"><a href='
        '"https://www.zendesk.com/service/help-center/?utm_source=helpcenter">Powered by '
        'Zendesk</a></div></div></footer>')
    return page(f"{TITLE} – Example Motors Help Center", body)


# --- Askbot in French -------------------------------------------------------------------------

ASKBOT = "/question/{}/bruit-etrange-apres-la-derniere-mise-a-jour/"


def askbot_ago(t: datetime) -> str:
    """Askbot's timeago in French: "à l'instant", "il y a 5 minutes", "il y a 3 heures",
    "il y a 4 jours", "il y a 3 mois", "il y a 2 ans" (whole units, rounded down)."""
    s = _seconds(t)
    for size, one, many in ((31536000, "an", "ans"), (2592000, "mois", "mois"),
                            (86400, "jour", "jours"), (3600, "heure", "heures"),
                            (60, "minute", "minutes")):
        if s >= size:
            return f"il y a {_n(int(s // size), one, many)}"
    return "à l'instant"


def askbot_time(t: datetime) -> str:
    return f'<abbr class="timeago" title="{t:%Y-%m-%d %H:%M:%S} +0100">{askbot_ago(t)}</abbr>'


def askbot_text(m: Message) -> str:
    quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
    return quote + p_tags(m)


def askbot_card(m: Message, verb: str) -> str:
    """The post's info box: "posée il y a 2 ans", the avatar, the name, the karma, badges."""
    karma = m.uid * 37 % 2000 + 1
    return (
        '<div class="post-update-info-container"><div class="post-update-info js-post-update-'
        f'info"><p class="when">{verb} {askbot_time(m.when)}</p><a href="/users/{m.uid}/'
        f'{m.author}/"><img class="gravatar" width="32" height="32" src="//www.gravatar.com/'
        f'avatar/{m.uid * 7919:032x}?s=32&amp;d=identicon&amp;r=PG" title="{m.author}" alt="'
        f'image de profil de {m.author}" /></a><div class="user-info"><a href="/users/{m.uid}/'
        f'{m.author}/">{m.author}</a><br/><span class="reputation-score" title="karma de '
        f'{m.author}">{karma}</span> <span title="{m.uid % 4 + 1} badges"><span class="silver">'
        f'&#9679;</span><span class="badgecount">{m.uid % 4 + 1}</span></span></div></div></div>')


def askbot_comments(posts: list[Message], parent: Message, ks: list[int], kind: str) -> str:
    items = "".join(
        f'<div class="comment" id="comment-{posts[k].pid}"><div class="comment-votes"><div '
        f'class="upvote" title="ce commentaire est utile"></div><div class="score">'
        f'{posts[k].uid % 3 or ""}</div></div><div class="comment-body">'
        f'{askbot_text(posts[k])}<a class="author" href="/users/{posts[k].uid}/'
        f'{posts[k].author}/">{posts[k].author}</a> <span class="age">&nbsp;('
        f'{askbot_time(posts[k].when)})</span></div></div>' for k in ks)
    return (f'<div class="comments" id="comments-for-{kind}-{parent.pid}">{items}</div><div '
            f'class="comment-controls"><a class="add-comment-link" href="#">ajouter un '
            'commentaire</a></div>')


def askbot_votes(m: Message, kind: str) -> str:
    return (f'<div class="vote-buttons"><div id="{kind}-img-upvote-{m.pid}" class="{kind}-img-'
            f'upvote post-vote upvote" title="j\'aime ce message (cliquer à nouveau pour annuler'
            f')"></div><div id="{kind}-vote-number-{m.pid}" class="vote-number" title="votes '
            f'actuels">{m.uid * 3 % 7 - 1}</div><div id="{kind}-img-downvote-{m.pid}" class="'
            f'{kind}-img-downvote post-vote downvote" title="je n\'aime pas ce message (cliquer '
            'à nouveau pour annuler)"></div></div>')


def askbot_fr(posts: list[Message]) -> str:
    """An Askbot (0.10) question in French: the question apart (the votes, the tags, the text,
    "modifier · fermer · signaler", the card "posée <abbr class=timeago title='2021-03-04
    10:12:33 +0100'>il y a 3 mois</abbr>" with the avatar, the name and the karma, the
    comments); "3 Réponses" with the sort tabs; div.post.answer per answer (votes, text,
    "répondu il y a ..." card, comments: the text, then "– bob (il y a 2 mois)"); replies
    quoting a post and the asker's are comments; the header, the sidebar ("Statistiques de la
    question", "Questions liées") and the footer."""
    head = posts[0]
    answers, comments = _qa_split(posts)
    url = ASKBOT.format(head.pid)

    def answer(k: int) -> str:
        m = posts[k]
        accepted = " accepted-answer" if k == answers[0] and head.pid % 2 == 0 else ""
        return (
            f'<div class="post answer{accepted}" id="post-id-{m.pid}" data-post-id="{m.pid}">'
            f'{askbot_votes(m, "answer")}<div class="answer-table"><div class="item-right"><div '
            f'class="answer-body"><div id="answer-content-{m.pid}" class="post-body">'
            f'{askbot_text(m)}</div></div><div class="answer-controls post-controls"><span class'
            f'="action-link"><a href="/answers/{m.pid}/edit/">modifier</a></span><span class="'
            f'action-link"><a class="question-flag">signaler</a></span><span class="action-link"'
            f'><a class="permant-link" href="{url}?answer={m.pid}#post-id-{m.pid}" title="lien '
            f'permanent">lien</a></span></div>{askbot_card(m, "répondu")}'
            f'{askbot_comments(posts, m, comments[k], "answer")}</div></div></div>')

    count = (f"{len(answers)} Réponse" + ("s" if len(answers) > 1 else "") if answers
             else "Votre réponse")
    related = "".join(f'<li><a href="/question/{901 + k}/">{t}</a></li>' for k, t in enumerate((
        "Les freins grincent quand il pleut", "La batterie se décharge la nuit",
        "Quelle huile pour l'hiver ?")))
    body = (
        '<div class="notify" style="display:none"></div><div id="custom-header"></div><div id="'
        'header" class="without-logo"><div class="content-wrapper"><a id="logo" href="/"><img '
        'src="/m/default/media/images/logo.png" title="Questions Auto" alt="logo du site" /></a>'
        '<div id="userToolsNav"><a href="/account/signin/?next=/">Se connecter</a> <a href="/'
        'help/" title="aide">aide</a></div><div id="metaNav"><a id="navTags" href="/tags/">mots-'
        'clés</a><a id="navUsers" href="/users/">utilisateurs</a><a id="navBadges" href="/'
        'badges/">badges</a></div></div></div><div id="secondaryHeader"><div class="content-'
        'wrapper"><form action="/questions/" method="get" id="searchForm" class="search-bar"><div'
        ' id="scopeWrapper"><a class="scope-selector ask-page" href="/questions/scope:all/">'
        'TOUTES</a><a class="scope-selector" href="/questions/scope:unanswered/">SANS RÉPONSE'
        '</a></div><input class="searchInput" type="text" autocomplete="off" value="" name="'
        'query" id="keywords" placeholder="rechercher ou poser votre question"/><input type="'
        'submit" value="" name="search" class="searchBtn" /></form><a id="askButton" class="'
        'button" href="/questions/ask/">Poser votre question</a></div></div><div class="content-'
        'wrapper"><div id="ContentLeft"><h1><a href="' + url + f'">{TITLE}</a></h1><div class="'
        f'question-page"><div class="post question" id="post-id-{head.pid}" data-post-id="'
        f'{head.pid}">{askbot_votes(head, "question")}<div class="question-content"><div class'
        '="post-tags"><ul class="tags"><li><a class="tag tag-right" href="/questions/tags:bruit'
        '/" title="Voir les questions étiquetées \'bruit\'" rel="tag">bruit</a></li><li><a '
        'class="tag tag-right" href="/questions/tags:mise-a-jour/" rel="tag">mise-a-jour</a>'
        f'</li></ul></div><div id="question-content-{head.pid}" class="post-body">'
        f'{askbot_text(head)}</div><div id="question-controls" class="post-controls"><span class'
        f'="action-link"><a href="/questions/{head.pid}/edit/">modifier</a></span><span class="'
        'action-link"><a>fermer</a></span><span class="action-link"><a class="question-flag">'
        f'signaler</a></span></div>{askbot_card(head, "posée")}'
        f'{askbot_comments(posts, head, comments[0], "question")}</div></div><div class="tabBar'
        f' tabBar-answer"><h2>{count}</h2><div class="tabsA"><span class="label">Trier par »'
        '</span><a id="by_oldest" href="?sort=oldest#sort-top" class="rev on" title="les plus '
        'anciennes réponses seront affichées en premier">le plus ancien</a><a id="by_latest" '
        'href="?sort=latest#sort-top" title="les dernières réponses seront affichées en premier'
        '">le plus récent</a><a id="by_votes" href="?sort=votes#sort-top" title="les réponses '
        'les plus votées seront affichées en premier">les plus votés</a></div></div>'
        + "".join(answer(k) for k in answers)
        + '<form id="fmanswer" action="/questions/' + str(head.pid) + '/answer/" method="post">'
        '<div class="answer-editor"><p>Se connecter/S\'inscrire pour répondre</p></div><input '
        'type="submit" class="submit after-editor" value="Se connecter/S\'inscrire pour '
        'répondre"/></form></div></div><div id="ContentRight"><div class="box"><h2>Outils de la'
        ' question</h2><a class="button followed" href="#">Suivre</a><div class="favorite-'
        'count">1 abonné</div></div><div class="box statsWidget"><h2>Statistiques de la '
        f'question</h2><p>Posée: <strong>{askbot_time(head.when)}</strong></p><p>Vue: <strong>'
        f'{len(posts) * 53} fois</strong></p><p>Dernière mise à jour: <strong>'
        f'{askbot_time(posts[-1].when)}</strong></p></div><div class="box"><h2>Questions liées'
        f'</h2><ul class="questions-related">{related}</ul></div></div></div><div id="ground">'
        '<div class="content-wrapper"><div class="footer-links"><a href="/about/">à propos</a>'
        '<span class="link-separator"> |</span><a href="/faq/">faq</a><span class="link-'
        'separator"> |</span><a href="/help/" title="aide">aide</a><span class="link-separator'
        '"> |</span><a href="/privacy/">politique de confidentialité</a><span class="link-'
        'separator"> |</span><a href="/terms/">conditions d\'utilisation</a><span class="link-'
        'separator"> |</span><a href="/feedback/?next=/">donnez votre avis</a></div><p class="'
        'powered-link"><a href="http://askbot.com" target="_blank">Propulsé par Askbot version'
        ' 0.10.2</a></p><p class="copyright">Copyright Questions Auto, 2021. Certains droits '
        'réservés. <a class="license-logo" href="http://creativecommons.org/licenses/by-sa/3.0/'
        'legalcode">CC-BY-SA</a></p></div></div>')
    return page(f"{TITLE} - Questions Auto", body, "fr")


# --- comments under a news article: shared ----------------------------------------------------

NEWS_HEADLINE = "Drivers report a strange noise after the latest over-the-air update"
NEWS_TEXT = (
    "Owners of several popular models have been reporting a rattling or humming noise from the "
    "dashboard since the carmaker pushed its latest software update to vehicles last week.",
    "The company confirmed on Tuesday that it was aware of the reports and that engineers were "
    "looking into whether the update changed how the climate control fans are driven.",
    "“We take every customer report seriously and will share more information as soon as we "
    "have it,” a spokesperson said, adding that the noise does not affect safety.",
    "Independent mechanics said they had seen a rise in workshop visits, but most could not "
    "reproduce the sound once the car had warmed up.",
    "Owners who are worried can book a free check at an authorised dealer; the company said a "
    "corrected version of the software is expected within the next few weeks.",
)


def _ctree(posts: list[Message]) -> tuple[list[int], dict[int, list[int]]]:
    """A comment section's tree, every message a comment: a reply hangs under the comment it
    quotes, every fourth one that quotes nothing under the comment before it, the others at
    the top level (the first message among them)."""
    index = _index(posts)
    kids: dict[int, list[int]] = {k: [] for k in range(len(posts))}
    tops = [0]
    for k in range(1, len(posts)):
        m = posts[k]
        parent = index.get(m.quote[1]) if m.quote else (k - 1 if m.number % 4 == 0 else None)
        if parent is None:
            tops.append(k)
        else:
            kids[parent].append(k)
    return tops, kids


def _uuid(n: int) -> str:
    h = f"{n * 0x9E3779B97F4A7C15F39CC0605CEDC834 % (1 << 128):032x}"
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}"


def _iso_z(t: datetime) -> str:
    return f"{t:%Y-%m-%dT%H:%M:%S}.000Z"


# --- Coral Talk under a news article (saved DOM) ----------------------------------------------

def coral_comment(posts: list[Message], kids: dict[int, list[int]], k: int, depth: int) -> str:
    m = posts[k]
    cid = _uuid(m.pid)
    quote = (f"<blockquote>{escape(m.quote[2])}</blockquote>" if m.quote else "")
    replies = ""
    if kids[k]:
        replies = (f'<div id="coral-comments-replyList-log--{cid}" class="ReplyList-root coral-'
                   f'replyList" role="log" aria-live="off">'
                   + "".join(coral_comment(posts, kids, c, depth + 1) for c in kids[k])
                   + "</div>")
    staff = ('<span class="Tag-root coral-userTag coral-comment-userTag">Staff</span>'
             if m.uid % 5 == 0 else "")
    respect = m.uid * 3 % 6
    count = (f'<span class="ReactionButton-totalReactions coral-reactButton-count">{respect}'
             '</span>' if respect else "")
    stamp = f"{MONTHS_EN[m.when.month - 1]} {m.when.day}, {m.when.year}, {hm(m.when, ' ', 1)}"
    reply_cls = " coral-reply" if depth else ""
    return (
        f'<div class="coral-comment-container"><div role="article" aria-labelledby="comment-'
        f'{cid}-label" class="CommentContainer-root coral coral-comment{reply_cls}" data-'
        f'testid="comment-{cid}"><div id="comment-{cid}" class="Indent-root coral'
        f'-indent coral-indent-{depth}"><div class="Indent-level{depth} Indent-noBorder"><div '
        f'class="Comment-root"><div id="comment-{cid}-label" class="Flex-root Comment-topBar '
        'coral-comment-topBar Flex-flex Flex-justifySpaceBetween"><div class="Flex-root Flex-'
        'flex Flex-alignBaseline Flex-wrap"><div class="coral-comment-userInfo"><button class="'
        'BaseButton-root Username-root coral-username coral-comment-username" type="button"><'
        f'span class="Username-name">{m.author}</span></button>{staff}</div><div class="Flex-'
        'root coral-comment-timestamp"><button class="BaseButton-root Timestamp-root coral-'
        f'timestamp" type="button"><time datetime="{_iso_z(m.when)}" class="RelativeTime-root '
        f'coral-relativeTime" title="{stamp}">{_en_ago(m.when)}</time></button></div></div>'
        '<div class="coral-comment-caretButton"><button class="BaseButton-root coral-comment-'
        'caret" aria-label="Open menu" type="button"><i class="Icon-root">expand_more</i>'
        '</button></div></div><div class="HTMLContent-root coral-content coral-comment-content"'
        f'>{quote}{p_tags(m)}</div><div class="Flex-root Comment-actionBar coral-comment-'
        'actionBar Flex-flex Flex-justifySpaceBetween"><div class="Flex-root Flex-flex"><button'
        ' class="BaseButton-root Button-root ReactionButton-button coral-reactButton coral-'
        'comment-reactButton" aria-pressed="false" type="button"><i class="Icon-root" aria-'
        'hidden="true">thumb_up</i><span class="ReactionButton-label">Respect</span>'
        f'{count}</button><button id="comments-commentContainer-replyButton-{cid}" class="Base'
        'Button-root Button-root coral-comment-replyButton" type="button"><i class="Icon-root" '
        'aria-hidden="true">reply</i><span>Reply</span></button><button class="BaseButton-root '
        'Button-root coral-comment-shareButton" type="button"><i class="Icon-root" aria-hidden='
        '"true">share</i><span>Share</span></button></div><div class="Flex-root Flex-flex">'
        '<button class="BaseButton-root Button-root coral-reportButton coral-comment-report'
        'Button" type="button"><i class="Icon-root" aria-hidden="true">flag</i><span>Report'
        f'</span></button></div></div></div></div></div></div>{replies}</div>')


def news_article(cls: str, when: datetime, byline: str) -> str:
    paras_ = "".join(f"<p>{escape(p)}</p>" for p in NEWS_TEXT)
    return (
        f'<article class="{cls}"><header class="{cls}-header"><p class="kicker"><a href="/'
        f'motoring/">Motoring</a></p><h1 class="headline">{NEWS_HEADLINE}</h1><p class="'
        f'standfirst">Owners say the noise started right after the update was installed.</p>'
        f'<div class="byline">By <a rel="author" href="/authors/jane-porter/">{byline}</a> · '
        f'<time datetime="{when:%Y-%m-%dT%H:%M:%S}Z">{MONTHS_EN[when.month - 1]} {when.day}, '
        f'{when.year} {hm(when, " ", True)} ET</time></div></header><figure class="lead-image">'
        '<img src="/images/2021/dashboard-noise.jpg" alt="A car dashboard" width="1200" height='
        '"675"><figcaption>Several owners recorded the sound with their phones. <span class="'
        f'credit">Photo: Example Press</span></figcaption></figure><div class="{cls}-body">'
        f'{paras_}</div><footer class="{cls}-footer"><ul class="tags"><li><a href="/tags/'
        'software-updates/">Software updates</a></li><li><a href="/tags/electric-cars/">'
        'Electric cars</a></li></ul></footer></article>')


def coral_talk(posts: list[Message]) -> str:
    """Coral Talk (v6) under a news article, as the browser's DOM holds it (the stream drawn
    into the page): the paper's header, the article (headline, byline, <time>, text,
    tags: furniture), then div#coral_thread: the tab bar "Comments 5", "Sign in to join the
    conversation", the guidelines, "Sort by Newest", div.coral-comment per comment (button.
    coral-username, a <time> "3 days ago" titled with the date, div.coral-comment-content,
    "Respect" with its count, "Reply", "Share", "Report"), the replies in div.coral-replyList
    under their comment, one .coral-indent-N deeper each; quotes as blockquotes; "Most read"
    with dates and the footer. Every message is a comment."""
    tops, kids = _ctree(posts)
    published = posts[0].when - timedelta(hours=5, minutes=30)
    comments = "".join(coral_comment(posts, kids, k, 0) for k in reversed(tops))
    most_read = "".join(
        f'<li><a href="/motoring/{2021 + k}/story-{k}/">{t}</a><time datetime="'
        f'{_others(k):%Y-%m-%d}">{MONTHS_EN[_others(k).month - 1]} {_others(k).day}, '
        f'{_others(k).year}</time></li>'
        for k, t in enumerate(("Winter tyres: what the new rules mean for you",
                               "Why your brakes squeak in the rain",
                               "Five signs your car battery is about to die")))
    stream = (
        '<section id="comments" class="comments-section"><h2 class="section-title">Comments'
        '</h2><div id="coral_thread"><div id="coral" class="coral coral-stream" data-testid="'
        'stream"><div class="TabBar-root coral-tabBar" role="tablist"><button class="Tab-root '
        'coral-tabBar-tab coral-tabBar-comments coral-tabBar-tab-active" role="tab" aria-'
        'selected="true" type="button"><span>Comments</span><span class="Counter-root coral-'
        f'counter coral-tabBar-counter">{len(posts)}</span></button><button class="Tab-root '
        'coral-tabBar-tab coral-tabBar-myProfile" role="tab" aria-selected="false" type="button'
        '">My Profile</button></div><div class="coral-stream-tabPanel" role="tabpanel"><div '
        'class="coral-createComment coral-createComment-signIn"><div class="HorizontalGutter-'
        'root"><div class="coral-createComment-signInMessage">Sign in to join the conversation'
        '</div><div class="Flex-root Flex-flex"><button class="BaseButton-root Button-root '
        'coral-createComment-signIn" type="button">Sign in</button><button class="BaseButton-'
        'root Button-root coral-createComment-register" type="button">Register</button></div>'
        '</div></div><div class="coral-guidelines"><div class="HTMLContent-root">Be civil. '
        'Comments that include personal attacks or spam will be removed. Read our <a href="/'
        'community-guidelines/">community guidelines</a>.</div></div><div class="Flex-root '
        'coral-allComments-header Flex-flex Flex-justifySpaceBetween"><div class="coral-'
        f'commentsCount">All Comments <span class="coral-counter">{len(posts)}</span></div><div'
        ' class="coral-sortMenu"><label for="coral-comments-sortMenu" class="coral-sortMenu-'
        'label">Sort by</label><select id="coral-comments-sortMenu" class="SelectField-select '
        'coral-sortMenu-select"><option value="CREATED_AT_DESC" selected>Newest</option><option'
        ' value="CREATED_AT_ASC">Oldest</option><option value="REPLIES_DESC">Most replies'
        '</option><option value="REACTION_DESC">Most reactions</option></select></div></div>'
        '<div id="comments-allComments-log" class="coral-allComments" role="log" aria-live="'
        f'polite">{comments}</div></div></div></div></section>')
    body = (
        '<header class="site-header"><div class="masthead"><a class="logo" href="/">The Daily '
        'Ledger</a><span class="edition">US Edition</span><a class="subscribe" href="/'
        'subscribe/">Subscribe</a><a class="login" href="/account/">Log in</a></div><nav class='
        '"primary-nav" aria-label="Sections"><ul><li><a href="/news/">News</a></li><li><a href='
        '"/business/">Business</a></li><li class="active"><a href="/motoring/">Motoring</a></li>'
        '<li><a href="/sport/">Sport</a></li><li><a href="/opinion/">Opinion</a></li><li><a '
        'href="/travel/">Travel</a></li></ul></nav></header><main class="site-main"><div class'
        '="story-layout"><div class="story-main">'
        + news_article("story", published, "Jane Porter")
        + '<aside class="newsletter-signup"><h3>Get the Motoring newsletter</h3><form action="'
        '/newsletters/subscribe" method="post"><input type="email" name="email" placeholder="'
        'Your email address"><button type="submit">Sign up</button></form></aside>'
        + stream + '</div><aside class="story-rail"><section class="most-read"><h3>Most read'
        f'</h3><ol>{most_read}</ol></section><div class="ad-slot" data-ad-unit="rail-1">'
        'Advertisement</div></aside></div></main><footer class="site-footer"><nav><a href="/'
        'about/">About us</a> · <a href="/contact/">Contact</a> · <a href="/privacy/">Privacy '
        'policy</a> · <a href="/terms/">Terms of use</a> · <a href="/community-guidelines/">'
        'Community guidelines</a></nav><p>© 2021 The Daily Ledger. All rights reserved.</p>'
        '</footer>')
    return page(f"{NEWS_HEADLINE} - The Daily Ledger", body)


# --- OpenWeb (Spot.IM) under a news article (saved DOM) ---------------------------------------

def openweb_ago(t: datetime) -> str:
    """OpenWeb's age: "Just now", "5m", "2h" within the day, then "3 days ago", "2 weeks ago",
    "4 months ago", "1 year ago"."""
    s = _seconds(t)
    if s < 60:
        return "Just now"
    if s < 86400:
        return _en_ago(t, short=True)
    return _en_ago(t)


def openweb_message(posts: list[Message], kids: dict[int, list[int]], k: int, depth: int,
                    parent: Message | None) -> str:
    m = posts[k]
    mid = f"sp_Xq3b9Zk1_{m.pid * 7919:x}"
    replying = (f'<div class="spcv_replying-to" data-spot-im-class="message-replying-to">'
                f'Replying to <span class="spcv_replying-to-name">{parent.author}</span></div>'
                if parent and depth > 1 else "")
    text = ("" if not m.quote else f"<p>&gt; {escape(m.quote[2])}</p>") + p_tags(m)
    likes = m.uid * 7 % 9
    children = ""
    if kids[k]:
        children = (f'<ul class="spcv_children-list spcv_depth-{depth + 1}">'
                    + "".join(f'<li class="spcv_list-item">'
                              f'{openweb_message(posts, kids, c, depth + 1, m)}</li>'
                              for c in kids[k]) + "</ul>")
    return (
        f'<article class="spcv_message{" spcv_root-message" if depth == 0 else ""}" data-spot'
        f'-im-class="message-view" data-message-id="{mid}" aria-label="Comment by {m.author}">'
        '<div class="spcv_avatar" data-spot-im-class="message-avatar"><img src="https://images'
        f'.spot.im/v1/production/{m.uid * 104729:x}" alt="" class="spcv_avatar-image" width="'
        '40" height="40"></div><div class="spcv_message-content"><header class="spcv_message-'
        'header" data-spot-im-class="message-header"><span class="spcv_username" data-spot-im-'
        f'class="message-username" role="button" tabindex="0">{m.author}</span><span class="'
        f'spcv_dot" aria-hidden="true">·</span><time class="spcv_timestamp" data-spot-im-class'
        f'="message-timestamp" datetime="{_iso_z(m.when)}">{openweb_ago(m.when)}</time></header>'
        f'{replying}<div class="spcv_message-text" data-spot-im-class="message-text">{text}'
        '</div><footer class="spcv_message-footer" data-spot-im-class="message-footer"><button'
        ' class="spcv_reply-button" data-spot-im-class="message-reply" type="button">Reply'
        '</button><span class="spcv_dot" aria-hidden="true">·</span><div class="spcv_votes">'
        '<button class="spcv_like-button" aria-label="Like" data-spot-im-class="message-like" '
        f'type="button"><svg viewBox="0 0 16 16" width="16" height="16"><path d="M2 7h3v8H2z"/>'
        f'</svg><span class="spcv_votes-count">{likes or ""}</span></button><button class="'
        'spcv_dislike-button" aria-label="Dislike" data-spot-im-class="message-dislike" type="'
        'button"><svg viewBox="0 0 16 16" width="16" height="16"><path d="M2 1h3v8H2z"/></svg>'
        '</button></div><span class="spcv_dot" aria-hidden="true">·</span><button class="spcv_'
        'share-button" data-spot-im-class="message-share" type="button">Share</button><button '
        'class="spcv_more-button" aria-label="More options" type="button">⋯</button></footer>'
        f'</div></article>{children}')


def openweb(posts: list[Message]) -> str:
    """OpenWeb (Spot.IM) under a news article, as the browser's DOM holds it: the site's
    header, the article (furniture), then the conversation: "5 Comments", "Log in | Sign
    up", the "What do you think?" box, "Sort by Best", li.spcv_list-item per comment
    (article.spcv_message: avatar, span.spcv_username, time.spcv_timestamp "2h" / "3 days
    ago", div.spcv_message-text, "Reply", likes, "Share"), replies in ul.spcv_children-list
    with "Replying to bob" from the second level on; plain-text comments, a quote as a "> "
    line; "Powered by OpenWeb", trending stories with dates and the footer. Every message is
    a comment."""
    tops, kids = _ctree(posts)
    published = posts[0].when - timedelta(hours=3, minutes=10)
    items = "".join(f'<li class="spcv_list-item">{openweb_message(posts, kids, k, 0, None)}'
                    '</li>' for k in tops)
    trending = "".join(
        f'<li class="trending-item"><a href="/cars/news/{901 + k}/">{t}</a><span class="'
        f'trending-date">{_others(k):%m/%d/%Y}</span></li>'
        for k, t in enumerate(("Recall issued over faulty seat belt sensors",
                               "The cheapest electric cars you can buy right now",
                               "Petrol prices hit a three-year high")))
    conversation = (
        '<div class="conversation-wrapper"><div data-spotim-module="conversation" data-post-id'
        f'="story-{posts[0].pid}" data-post-url="https://motorreport.example.com/cars/news/'
        'strange-noise-update/"><div class="spcv_conversation" data-spot-im-class="'
        'conversation" dir="ltr"><header class="spcv_conversation-header" data-spot-im-class="'
        'conversation-header"><h2 class="spcv_header-title"><span class="spcv_comments-count">'
        f'{_n(len(posts), "Comment", "Comments")}</span></h2><div class="spcv_login-buttons">'
        '<button class="spcv_login" data-spot-im-class="login-button" type="button">Log in'
        '</button><span aria-hidden="true">|</span><button class="spcv_signup" type="button">'
        'Sign up</button></div></header><div class="spcv_community-guidelines" data-spot-im-'
        'class="community-guidelines"><p>Please keep comments respectful and on topic. <a href='
        '"/community-guidelines">Community Guidelines</a></p></div><div class="spcv_editor" '
        'data-spot-im-class="editor"><div class="spcv_editor-avatar"><img src="https://images.'
        'spot.im/v1/production/default-avatar" alt=""></div><div class="spcv_editor-input" '
        'role="textbox" contenteditable="true" aria-label="What do you think?" data-placeholder'
        '="What do you think?"></div><button class="spcv_editor-send" type="button" disabled>'
        'Post</button></div><div class="spcv_conversation-toolbar"><span class="spcv_sort-by">'
        'Sort by</span><button class="spcv_sort-button" type="button" aria-haspopup="listbox">'
        'Best</button></div><ul class="spcv_messages-list" data-spot-im-class="messages-list">'
        f'{items}</ul><footer class="spcv_conversation-footer"><a class="spcv_powered-by" href'
        '="https://www.openweb.com/" target="_blank" rel="noopener">Powered by OpenWeb</a><a '
        'href="https://www.openweb.com/terms" target="_blank" rel="noopener">Terms</a> | <a '
        'href="https://www.openweb.com/privacy" target="_blank" rel="noopener">Privacy</a> | '
        '<a href="https://www.openweb.com/feedback" target="_blank" rel="noopener">Feedback'
        '</a></footer></div></div></div>')
    body = (
        '<div class="top-bar"><a class="brand" href="/">Motor Report</a><nav class="main-menu"'
        '><a href="/cars/news/">News</a><a href="/cars/reviews/">Reviews</a><a href="/cars/'
        'electric/">Electric</a><a href="/cars/buying-guides/">Buying guides</a><a href="/'
        'video/">Video</a></nav><button class="search-toggle" aria-label="Search">Search'
        '</button></div><nav class="breadcrumb"><a href="/">Home</a> › <a href="/cars/news/">'
        'News</a></nav><div class="article-layout"><div class="article-column">'
        + news_article("post", published, "Sam Whitfield")
        + '<div class="share-bar"><a href="#" class="share-facebook">Share</a><a href="#" '
        'class="share-twitter">Tweet</a><a href="#" class="share-email">Email</a></div>'
        + conversation + '</div><aside class="sidebar"><section class="trending"><h3>Trending'
        f'</h3><ol class="trending-list">{trending}</ol></section></aside></div><footer class="'
        'site-footer"><div class="footer-links"><a href="/about">About</a><a href="/advertise">'
        'Advertise</a><a href="/privacy">Privacy Policy</a><a href="/terms">Terms</a></div><p>'
        '© 2021 Motor Report Media. All rights reserved.</p></footer>')
    return page(f"{NEWS_HEADLINE} | Motor Report", body)


# --- Hatena Blog ------------------------------------------------------------------------------

def hatena_id(name: str) -> str:
    return name.replace(".", "-")


def hatena_time(t: datetime, cls: str = "updated") -> str:
    """Times are shown in JST, "2021-03-04 10:12"; the attributes hold UTC."""
    utc = f"{t - timedelta(hours=9):%Y-%m-%dT%H:%M:%S}Z"
    return (f'<time data-relative datetime="{utc}" title="{utc}" class="{cls}">'
            f'{t:%Y-%m-%d %H:%M}</time>')


def hatena_comment(m: Message) -> str:
    cid = f"26006613{m.pid:09d}"
    hid = hatena_id(m.author)
    return (
        f'<li id="comment-{cid}" class="entry-comment js-entry-comment" data-comment-id="{cid}">'
        f'<p class="comment-user-name"><a class="comment-user-id" href="https://blog.hatena.ne.'
        f'jp/{hid}/"><span class="hatena-id-icon"><img src="https://cdn.profile-image.st-hatena'
        f'.com/users/{hid}/profile.png" width="16" height="16" alt="" class="hatena-id-icon">'
        f'</span><span data-load-nickname="1" data-user-name="{hid}">{m.author}</span></a></p>'
        f'<div class="comment-content"><p>{_line_quote(m, "<br />")}'
        f'{paras(m, "<br /><br />")}</p></div><p class="comment-metadata"><a href="#comment-'
        f'{cid}">{hatena_time(m.when)}</a></p></li>')


def hatena_blog(posts: list[Message]) -> str:
    """A Hatena Blog entry page (default theme "Smooth"): the blog's title and description, the
    entry (div.date with the day's parts in a <time>, h1.entry-title, the category, div.entry-
    content, the footer "alice 2021-03-04 10:12", Hatena Star, the share buttons with はてな
    ブックマーク, 関連記事 with dates); then div.comment-box > ul.comment: li.entry-comment
    per comment (the Hatena ID link with its icon and nickname, div.comment-content with
    <br />s, p.comment-metadata with the time in JST, "2021-03-04 12:40"), a quote as a "> "
    line; "コメントを書く", the pager (previous / next entry), the sidebar (プロフィール,
    検索, 最新記事, 月別アーカイブ, カテゴリー) and the footer. The entry is the first
    message."""
    head = posts[0]
    hid = hatena_id(head.author)
    blog = f"https://{hid.lower()}.hatenablog.com"
    t = head.when
    entry = f"{blog}/entry/{t:%Y/%m/%d/%H%M%S}"
    utc = f"{t - timedelta(hours=9):%Y-%m-%dT%H:%M:%S}Z"
    comments = "".join(hatena_comment(m) for m in posts[1:])
    titles = ("スタッドレスタイヤに交換しました", "雨の日にブレーキが鳴る件",
              "バッテリー上がりで JAF を呼んだ話", "冬場のエンジンオイル選び")
    related = "".join(
        '<li class="urllist-item related-entries-item"><div class="urllist-item-inner related-'
        f'entries-item-inner"><div class="urllist-date-link related-entries-date-link"><a href'
        f'="{blog}/archive/{_others(k):%Y/%m/%d}" rel="nofollow"><time datetime="'
        f'{_others(k):%Y-%m-%dT%H:%M:%S}Z" title="{_others(k).year}年{_others(k).month}月'
        f'{_others(k).day}日">{_others(k):%Y-%m-%d}</time></a></div><a href="{blog}/entry/'
        f'{_others(k):%Y/%m/%d/%H%M%S}" class="urllist-title-link related-entries-title-link '
        f'urllist-title related-entries-title">{x}</a><div class="urllist-entry-body related-'
        'entries-entry-body">この前の週末に近所のお店で作業してもらいました。…</div></div></li>'
        for k, x in enumerate(titles[:3]))
    recent = "".join(
        '<li class="urllist-item recent-entries-item"><div class="urllist-item-inner recent-'
        f'entries-item-inner"><a href="{blog}/entry/{_others(k):%Y/%m/%d/%H%M%S}" class="'
        f'urllist-title-link recent-entries-title-link urllist-title recent-entries-title">{x}'
        '</a></div></li>' for k, x in enumerate(titles))
    months = sorted({(x.year, x.month) for x in [t] + [_others(k) for k in range(4)]},
                    reverse=True)
    archive = "".join(
        f'<li class="archive-module-month"><a href="{blog}/archive/{y}/{mo:02d}" class="'
        f'archive-module-month-title archive-module-month-{y}-{mo}">{y} / {mo}</a></li>'
        for y, mo in months)
    count = (f'<a href="{entry}#comments" class="entry-see-more-comments">'
             f'コメント{len(posts) - 1}件</a>' if len(posts) > 1 else "")
    star = ('<div class="hatena-star-container" data-hatena-star-container data-hatena-star-url'
            f'="{entry}" data-hatena-star-title="{TITLE}" data-hatena-star-variant="profile-icon"'
            ' data-hatena-star-profile-url-template="https://blog.hatena.ne.jp/{username}/">'
            '</div>')
    body = (
        '<div id="globalheader-container" data-brand="hatenablog"><iframe id="globalheader" '
        'height="37" frameborder="0" allowTransparency="true" src="https://blog.hatena.ne.jp/-/'
        'globalheader?blog=' + blog + '"></iframe></div><div id="container"><div id="container'
        '-inner"><header id="blog-title" data-brand="hatenablog"><div id="blog-title-inner"><div'
        f' id="blog-title-content"><h1 id="title"><a href="{blog}/">ガレージ日記</a></h1><h2 '
        'id="blog-description">週末の車いじりと、たまに旅行の記録</h2></div></div></header><div '
        'id="content" class="hfeed"><div id="content-inner"><div id="wrapper"><div id="main">'
        f'<div id="main-inner"><article class="entry hentry test-hentry js-entry-article date-'
        f'first autopagerize_page_element chars-400 words-100 mode-html entry-odd" id="entry-'
        f'{head.pid}" data-keyword-campaign="" data-uuid="26006613{head.pid:09d}" data-'
        'publication-type="entry"><div class="entry-inner"><header class="entry-header"><div '
        f'class="date entry-date first"><a href="{blog}/archive/{t:%Y/%m/%d}" rel="nofollow">'
        f'<time datetime="{utc}" title="{utc}"><span class="date-year">{t.year}</span><span '
        f'class="hyphen">-</span><span class="date-month">{t:%m}</span><span class="hyphen">-'
        f'</span><span class="date-day">{t:%d}</span></time></a></div><h1 class="entry-title">'
        f'<a href="{entry}" class="entry-title-link bookmark">{TITLE}</a></h1><div class="'
        f'entry-categories categories"><a href="{blog}/archive/category/%E8%BB%8A" class="entry'
        '-category-link category-車">車</a></div></header><div class="entry-content hatenablog-'
        f'entry">{p_tags(head)}</div><footer class="entry-footer"><p class="entry-footer-'
        f'section track-inview-by-gtm"><span class="author vcard"><span class="fn" data-load-'
        f'nickname="1" data-user-name="{hid}">{head.author}</span></span> <span class="entry-'
        f'footer-time"><a href="{entry}">{hatena_time(t)}</a></span> {count}</p>{star}<div '
        'class="social-buttons"><div class="social-button-item"><a href="https://b.hatena.ne.'
        f'jp/entry/s/{entry[8:]}" class="hatena-bookmark-button" data-hatena-bookmark-url="'
        f'{entry}" data-hatena-bookmark-layout="vertical-balloon" data-hatena-bookmark-lang="ja'
        '" title="この記事をはてなブックマークに追加"><img src="https://b.st-hatena.com/images/'
        'entry-button/button-only.gif" alt="この記事をはてなブックマークに追加" width="20" '
        'height="20" style="border: none;" /></a></div><div class="social-button-item"><div '
        f'class="fb-share-button" data-layout="box_count" data-href="{entry}"></div></div><div '
        'class="social-button-item"><a class="entry-share-button entry-share-button-twitter" '
        f'href="https://twitter.com/intent/tweet?url={entry}" title="Twitterで共有する">ツイート'
        '</a></div><div class="social-button-item"><a href="https://getpocket.com/edit?url='
        f'{entry}" class="pocket-btn" data-lang="ja" data-save-url="{entry}">Pocket</a></div>'
        '</div><div class="customized-footer"><div class="hatena-module hatena-module-related-'
        'entries"><div class="hatena-module-title">関連記事</div><div class="hatena-module-body">'
        f'<ul class="related-entries hatena-urllist urllist-with-thumbnails">{related}</ul>'
        '</div></div></div><div class="comment-box js-comment-box"><ul class="comment js-'
        'comment"><li class="read-more-comments" style="display: none;"><a>もっと読む</a></li>'
        f'{comments}</ul><a class="leave-comment-title js-leave-comment-title">コメントを書く</a>'
        '</div></footer></div></article><div class="pager pager-permalink permalink"><span '
        f'class="pager-prev"><a href="{blog}/entry/{_others(0):%Y/%m/%d/%H%M%S}" rel="prev">'
        f'<span class="pager-arrow">&laquo; </span>{titles[0]}</a></span><span class="pager-'
        f'next"><a href="{blog}/entry/{_others(1):%Y/%m/%d/%H%M%S}" rel="next">{titles[1]}'
        '<span class="pager-arrow"> &raquo;</span></a></span></div></div></div></div><aside id'
        '="box2"><div id="box2-inner"><div class="hatena-module hatena-module-profile"><div '
        'class="hatena-module-title">プロフィール</div><div class="hatena-module-body"><a href'
        f'="{blog}/about" class="profile-icon-link"><img src="https://cdn.profile-image.st-'
        f'hatena.com/users/{hid}/profile.png" alt="id:{hid}" class="profile-icon" /></a><span '
        f'class="id"><a href="{blog}/about" class="hatena-id-link"><span data-load-nickname="1"'
        f' data-user-name="{hid}">id:{hid}</span></a></span><div class="profile-description"><p'
        '>車いじりが趣味の会社員です。</p></div><div class="hatena-follow-button-box btn-'
        'subscribe js-hatena-follow-button-box"><a href="#" class="hatena-follow-button js-'
        'hatena-follow-button"><span class="subscribing"><span class="foreground">読者です'
        '</span><span class="background">読者をやめる</span></span><span class="unsubscribing">'
        '<span class="foreground">読者になる</span><span class="background">読者になる</span>'
        '</span></a><div class="subscription-count-box js-subscription-count-box"><i></i><u>'
        '</u><span class="subscription-count js-subscription-count"></span></div></div><div '
        f'class="profile-about"><a href="{blog}/about">このブログについて</a></div></div></div>'
        '<div class="hatena-module hatena-module-search-box"><div class="hatena-module-title">'
        f'検索</div><div class="hatena-module-body"><form class="search-form" role="search" '
        f'action="{blog}/search" method="get"><input type="text" name="q" class="search-module-'
        'input" value="" placeholder="記事を検索" required><input type="submit" value="検索" '
        'class="search-module-button" /></form></div></div><div class="hatena-module hatena-'
        f'module-recent-entries"><div class="hatena-module-title"><a href="{blog}/archive">'
        '最新記事</a></div><div class="hatena-module-body"><ul class="recent-entries hatena-'
        f'urllist">{recent}</ul></div></div><div class="hatena-module hatena-module-archive" '
        f'data-archive-type="default" data-archive-url="{blog}/archive"><div class="hatena-'
        f'module-title"><a href="{blog}/archive">月別アーカイブ</a></div><div class="hatena-'
        f'module-body"><ul class="hatena-urllist">{archive}</ul></div></div><div class="hatena-'
        'module hatena-module-category"><div class="hatena-module-title">カテゴリー</div><div '
        f'class="hatena-module-body"><ul class="hatena-urllist"><li><a href="{blog}/archive/'
        'category/%E8%BB%8A" class="category-車">車 (24)</a></li><li><a href="'
        f'{blog}/archive/category/%E6%97%85%E8%A1%8C" class="category-旅行">旅行 (8)</a></li>'
        '</ul></div></div></div></aside></div></div><footer id="footer" data-brand="'
        f'hatenablog"><div id="footer-inner"><address class="footer-address"><a href="{blog}/">'
        '<img src="https://cdn.image.st-hatena.com/image/square/favicon.png" width="16" height='
        '"16" alt="ガレージ日記"/><span class="footer-address-name">ガレージ日記</span></a>'
        '</address><p class="services">Powered by <a href="https://hatenablog.com/">Hatena '
        'Blog</a> | <a href="https://blog.hatena.ne.jp/-/abuse_report?target_url='
        f'{entry}" class="report-abuse-link test-report-abuse-link" target="_blank">ブログを報告'
        'する</a></p></div></footer></div></div>')
    return page(f"{TITLE} - ガレージ日記", body, "ja")


# --- Daum Cafe (Korean) -----------------------------------------------------------------------

def daum_date(t: datetime) -> str:
    """"21.03.04 10:12"."""
    return f"{t:%y.%m.%d %H:%M}"


def daum_comment(posts: list[Message], m: Message, reply: bool) -> str:
    cid = m.pid * 3 + 1
    writer = ('<span class="txt_author">작성자</span>' if m.author == posts[0].author else "")
    icon = '<span class="ico_bbs ico_reply">답글</span>' if reply else ""
    cls = ' class="reply_on"' if reply else ""
    return (
        f'<li id="comment_{cid}"{cls}><div class="comment_'
        f'section">{icon}<div class="comment_post"><div class="box_post"><a href="#" class="link'
        '_profile"><img src="//t1.daumcdn.net/cafe_image/pf_img/profile_default_'
        f'{m.uid % 4 + 1}.png" class="img_thumb" width="32" height="32" alt="프로필 이미지"></a>'
        f'<div class="info_profile"><strong class="tit_info"><a href="#" class="txt_name" data-'
        f'userid="{m.uid * 104729:x}">{m.author}</a></strong>{writer}</div><p class="desc_info">'
        f'<span class="original_comment">{_line_quote(m)}{paras(m, "<br><br>")}</span></p><div '
        f'class="comment_info"><span class="txt_date">{daum_date(m.when)}</span><a href="#" '
        'class="link_write">답글</a></div><div class="box_etc"><button type="button" class="btn_'
        'etc"><span class="ico_bbs ico_more">더보기</span></button></div></div></div></div>'
        '</li>')


def daum_cafe(posts: list[Message]) -> str:
    """A Daum Cafe board article (PC, 2021) with the cafe's frame around it inlined: the Daum
    bar, the cafe's title, the left column (카페 정보, 멤버수, the menu of boards); the
    article (the board's name, strong.tit_info with the title, the writer's nickname and
    "21.03.04 10:12", 조회 / 추천 / 댓글 counts, div#user_contents); then the comments: "댓글
    3", 등록순 / 최신순, li per comment (profile image, a.txt_name, "작성자" on the writer's,
    span.original_comment, span.txt_date "21.03.04 12:40", 답글), the replies flattened one
    level under their comment as li.reply_on; a quote as a "> " line; the comment form for
    guests, 이전글 / 다음글 and the board's list with dates. The article is the first
    message."""
    head = posts[0]
    tops, kids = _tree(posts)
    n = len(posts) - 1
    items = "".join(daum_comment(posts, posts[k], False)
                    + "".join(daum_comment(posts, posts[c], True)
                              for c in _descendants(kids, k)) for k in tops)
    titles = ("겨울철 시동 불량 문의드립니다", "비 오는 날 브레이크 소리",
              "엔진오일 교환 주기 질문", "배터리 방전 후 경고등")
    board = "".join(
        f'<tr><td class="td_num">{84512 - k}</td><td class="td_title"><a href="/carfix/'
        f'Qna/{84512 - k}" class="txt_item">{x}</a> <span class="txt_num">[{k + 2}]</span></td>'
        f'<td class="td_writer"><a href="#" class="txt_name">{WHO[k]}</a></td><td class="td_'
        f'date">{_others(k):%y.%m.%d}</td><td class="td_view">{123 + 37 * k}</td></tr>'
        for k, x in enumerate(titles))
    menu = "".join(f'<li><a href="/carfix/{h}" class="link_menu{" on" if h == "Qna" else ""}">'
                   f'<span class="txt_menu">{x}</span></a></li>'
                   for h, x in (("_all", "전체글보기"), ("Notice", "공지사항"),
                                ("Free", "자유게시판"), ("Qna", "정비 질문 답변"),
                                ("Review", "정비 후기"), ("Photo", "사진 게시판")))
    body = (
        '<div id="daumWrap"><div id="daumHead" class="cafe_gnb"><h1 class="tit_daum"><a href="'
        'https://www.daum.net/" class="link_daum"><span class="ir_wa">Daum</span></a><a href="'
        'https://top.cafe.daum.net/" class="link_cafe">카페</a></h1><div class="gnb_util"><a '
        'href="https://logins.daum.net/accounts/loginform.do" class="link_login">로그인</a></div>'
        '</div><div id="cafe_head" class="cafe_head"><h2 class="tit_cafe"><a href="/carfix">'
        '자동차 정비 동호회</a></h2><span class="txt_url">https://cafe.daum.net/carfix</span>'
        '</div><div id="cafeBody" class="cafe_body"><div id="cafe_left" class="cafe_left"><div'
        ' class="cafe_info"><strong class="tit_info">카페 정보</strong><dl><dt>매니저</dt><dd>'
        '<a href="#">정비왕</a></dd><dt>since</dt><dd>2008.05.12.</dd><dt>멤버수</dt><dd>12,'
        '345</dd></dl><a href="/carfix/join" class="btn_join">카페 가입하기</a></div><div class'
        f'="cafe_menu"><ul class="list_menu">{menu}</ul></div></div><div id="cafe_main" class='
        '"cafe_main"><div id="primaryContent"><div class="bbs_read_tit"><a href="/carfix/Qna" '
        'class="txt_board">정비 질문 답변</a><strong class="tit_info"><span class="txt_sub">'
        f'[질문]</span> {TITLE}</strong><div class="info_desc"><div class="cover_info"><a href='
        f'"#" class="txt_item txt_nick">{head.author}</a><span class="txt_item">'
        f'{daum_date(head.when)}</span><span class="txt_item">조회 {len(posts) * 41}</span>'
        '</div><div class="cover_info"><span class="txt_item">추천 '
        f'{head.uid % 5}</span><span class="txt_item">댓글 {n}</span><a href="#" class="btn_'
        'url">URL 복사</a></div></div></div><div class="bbs_contents"><div id="user_contents" '
        f'class="tx-content-container">{p_tags(head)}</div></div><div class="bbs_read_footer">'
        f'<button type="button" class="btn_recom"><span class="ico_bbs ico_recom"></span>추천 '
        f'<span class="num_recom">{head.uid % 5}</span></button><a href="#" class="btn_share">'
        '공유</a><a href="#" class="btn_report">신고</a></div><div class="cmt_wrap" id="'
        'commentDiv"><div class="box_total"><strong class="tit_cmt">댓글</strong><span class="'
        'num_total">' + str(n) + '</span><div class="box_sort"><a href="#" class="link_sort on'
        f'">등록순</a><a href="#" class="link_sort">최신순</a></div></div><ul class="list_'
        f'comment">{items}</ul><div class="cmt_write"><p class="txt_login">댓글을 작성하려면 '
        '<a href="https://logins.daum.net/accounts/loginform.do">로그인</a> 해주세요.</p>'
        '</div></div><div class="bbs_nav"><dl class="list_prev"><dt>이전글</dt><dd><a href="/'
        f'carfix/Qna/84513">{titles[0]}</a><span class="txt_date">{_others(0):%y.%m.%d}</span>'
        '</dd></dl><dl class="list_next"><dt>다음글</dt><dd><a href="/carfix/Qna/84511">'
        f'{titles[1]}</a><span class="txt_date">{_others(1):%y.%m.%d}</span></dd></dl></div>'
        '<div class="bbs_list"><table class="tbl_board"><thead><tr><th>번호</th><th>제목</th>'
        f'<th>글쓴이</th><th>작성일</th><th>조회</th></tr></thead><tbody>{board}</tbody>'
        '</table><div class="btn_list"><a href="/carfix/Qna" class="btn_g">목록</a><a href="/'
        'carfix/Qna/write" class="btn_g">글쓰기</a></div></div></div></div></div><div id="'
        'daumFoot" class="cafe_foot"><a href="https://www.daum.net/doc/info.html">카카오 이용약관'
        '</a> | <a href="https://www.kakao.com/policy/privacy">개인정보처리방침</a> | <a href="'
        'https://cs.daum.net/faq/cafe">고객센터</a><small>&copy; Kakao Corp.</small></div></div>')
    return page(f"{TITLE} | 자동차 정비 동호회 - Daum 카페", body, "ko")


# --- VK wall post (Russian) -------------------------------------------------------------------

def vk_date(t: datetime) -> str:
    """VK's dates: "только что", "5 минут назад", "час назад", "два часа назад", "три часа
    назад", "сегодня в 9:14", "вчера в 21:10", "3 мар в 10:12", "3 мар 2020 в 10:12"."""
    s = _seconds(t)
    if 0 <= s < 60:
        return "только что"
    if 0 <= s < 3600:
        return f'{ru_plural(int(s // 60), "минуту", "минуты", "минут")} назад'
    if 0 <= s < 4 * 3600:
        return ("час назад", "два часа назад", "три часа назад")[int(s // 3600) - 1]
    clock = f"{t.hour}:{t:%M}"
    if days_ago(t) == 0:
        return f"сегодня в {clock}"
    if days_ago(t) == 1:
        return f"вчера в {clock}"
    month = MONTHS_RU_SHORT[t.month - 1]
    if t.year == NOW.year:
        return f"{t.day} {month} в {clock}"
    return f"{t.day} {month} {t.year} в {clock}"


def ru_plural(n: int, one: str, few: str, many: str) -> str:
    """"1 комментарий", "2 комментария", "5 комментариев"."""
    if n % 10 == 1 and n % 100 != 11:
        return f"{n} {one}"
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return f"{n} {few}"
    return f"{n} {many}"


def vk_rel(t: datetime) -> str:
    ts = _ts(t - timedelta(hours=3))
    return (f'<span class="rel_date rel_date_needs_update" time="{ts}" abs_time="'
            f'{t.day} {MONTHS_RU_SHORT[t.month - 1]} в {t.hour}:{t:%M}">{vk_date(t)}</span>')


def vk_like(m: Message, kind: str, full: bool, extra: str = "") -> str:
    n = m.uid * 7 % 13
    btns = (f'<a class="like_btn like _like" onclick="Likes.toggle(this, event, \'{kind}\');" '
            'role="button"><div class="like_button_icon"></div><div class="like_button_label">'
            f'Нравится</div><div class="like_button_count">{n or ""}</div></a>')
    if full:
        btns += ('<a class="like_btn comment _comment" role="button"><div class="like_button_'
                 'icon"></div><div class="like_button_label">Комментировать</div></a><a class'
                 '="like_btn share _share" role="button"><div class="like_button_icon"></div>'
                 '<div class="like_button_label">Поделиться</div><div class="like_button_count"'
                 f'>{m.uid % 4 or ""}</div></a>')
    return (f'<div class="like_wrap _like_{kind}"><div class="like_cont"><div class="like_btns">'
            f'{btns}</div>{extra}</div></div>')


def vk_reply(posts: list[Message], m: Message, owner: int, to: Message | None) -> str:
    rid = m.pid
    if to:
        lead = (f'<a class="mem_link" href="/id{to.uid}" mention="" mention_id="id{to.uid}">'
                f'{to.author}</a>, ')
        quote = f"{escape(m.quote[2])}<br>" if m.quote else ""
    else:
        lead, quote = "", _line_quote(m)
    return (
        f'<div id="post{owner}_{rid}" class="reply reply_dived clear _post" data-post-id="'
        f'{owner}_{rid}" data-answering-id="{to.uid if to else 0}"><div class="reply_wrap _reply'
        f'_wrap" id="reply_wrap{owner}_{rid}"><div class="reply_image"><a class="AvatarRich" '
        f'href="/id{m.uid}"><img class="reply_img" src="https://sun9-{m.uid % 80}.userapi.com/'
        f'c{m.uid * 7919}/v{m.uid}/ava.jpg?ava=1" alt="{m.author}" loading="lazy"></a></div>'
        f'<div class="reply_content"><div class="reply_author"><a class="author" href="/id'
        f'{m.uid}" data-from-id="{m.uid}">{m.author}</a></div><div class="reply_text"><div id="'
        f'wpt{owner}_{rid}"><div class="wall_reply_text">{lead}{quote}'
        f'{paras(m, "<br><br>")}</div></div></div><div class="reply_footer"><div class="reply_'
        f'date"><a class="wd_lnk" href="/wall{owner}_{posts[0].pid}?reply={rid}">'
        f'{vk_rel(m.when)}</a></div><div class="reply_link_wrap sm" id="wpe_bottom{owner}_'
        f'{rid}"><a class="reply_link" role="button">Ответить</a></div>'
        f'{vk_like(m, f"wall_reply{owner}_{rid}", False)}</div></div></div></div>')


def vk_wall(posts: list[Message]) -> str:
    """A VK wall post page (desktop, 2021, seen logged out): the quick-login column, the
    header "Запись на стене"; the post (div.post: the avatar, h5.post_author, div.post_date
    with span.rel_date "3 мар в 10:12" carrying time= and abs_time=, div.wall_post_text with
    <br>s, likes / comments / shares and the views); then the comments: div.reply per
    comment (avatar, div.reply_author, div.wall_reply_text, span.rel_date "сегодня в 9:14",
    "Ответить", likes), the answers to a comment in its thread (div.replies_list_deep), each
    opening with the name it answers ("bob_m, ..."), "Показать все 4 ответа"; a quote as a
    "> " line or after that name; the footer. The wall post is the first message."""
    head = posts[0]
    owner = head.uid
    tops, kids = _tree(posts)

    def answers_to(k: int) -> str:
        deep = _descendants(kids, k)
        if not deep:
            return ""
        rows = "".join(vk_reply(posts, posts[c], owner,
                                posts[next(p for p, cs in kids.items() if c in cs)])
                       for c in deep)
        more = ('<a class="replies_next replies_next_deep" role="button">Показать все '
                f'{ru_plural(len(deep), "ответ", "ответа", "ответов")}</a>'
                if len(deep) > 3 else "")
        return (f'<div class="replies_wrap_deep" id="replies_wrap_deep{owner}_{posts[k].pid}">'
                f'<div class="replies_list_deep _replies_list" id="replies{owner}_'
                f'{posts[k].pid}">{rows}</div>{more}</div>')

    replies = "".join(vk_reply(posts, posts[k], owner, None) + answers_to(k) for k in tops)
    n = len(posts) - 1
    views = f"{len(posts) * 137 + 40}"
    body = (
        '<div id="page_header_cont" class="page_header_cont"><div class="back"></div><div id="'
        'page_header_wrap" class="page_header_wrap"><div id="page_header" class="p_head p_head_'
        'l0"><div class="content"><div id="top_nav" class="head_nav"><a class="top_home_link '
        'fl_l" href="/" aria-label="На главную"><div class="top_home_logo"></div></a><div id="'
        'ts_wrap" class="ts_wrap fl_l"><input type="text" id="ts_input" class="text ts_input" '
        'placeholder="Поиск" aria-label="Поиск"></div><div class="head_nav_item fl_r"><a class'
        '="top_nav_link" id="top_login_link" href="/login">Войти</a></div></div></div></div>'
        '</div></div><div id="page_layout" style="width: 960px;"><div id="side_bar" class="side'
        '_bar fl_l"><div id="quick_login" class="quick_login"><form method="POST" name="login" '
        'id="quick_login_form" action="https://login.vk.com/?act=login"><div class="label">'
        'Телефон или email</div><div class="labeled"><input type="text" name="email" class="dark'
        '" id="quick_email"></div><div class="label">Пароль</div><div class="labeled"><input '
        'type="password" name="pass" class="dark" id="quick_pass"></div><button class="quick_'
        'login_button flat_button button_wide" id="quick_login_button">Войти</button><button '
        'class="quick_reg_button flat_button button_wide" id="quick_reg_button">Регистрация'
        '</button><div class="clear forgot"><div class="checkbox" id="quick_expire">Чужой '
        'компьютер</div><a id="quick_forgot" class="quick_forgot" href="/restore">Забыли пароль?'
        '</a></div></form></div></div><div id="page_body" class="fl_r" style="width: 795px;">'
        '<div id="header_wrap2"><div id="header_wrap1"><div id="header"><h1 id="title">Запись на'
        ' стене</h1></div></div></div><div id="wrap3"><div id="wrap2"><div id="wrap1"><div id="'
        'content"><div class="wall_module"><div class="page_block"><div class="ui_crumb"><a '
        f'href="/id{owner}">{head.author}</a> <span class="ui_crumb_sep"></span> Запись на '
        f'стене</div><div id="post{owner}_{head.pid}" class="_post post page_block all own post'
        f'--with-likes deep_active" data-post-id="{owner}_{head.pid}"><div class="_post_content"'
        f'><div class="post_header"><a class="post_image" href="/id{owner}"><img src="https://'
        f'sun9-{owner % 80}.userapi.com/c{owner * 7919}/v{owner}/ava.jpg?ava=1" class="post_img'
        f'" alt="{head.author}"></a><div class="post_header_info"><h5 class="post_author"><a '
        f'class="author" href="/id{owner}" data-from-id="{owner}">{head.author}</a> <span class'
        f'="explain"></span></h5><div class="post_date"><a class="post_link" href="/wall{owner}'
        f'_{head.pid}">{vk_rel(head.when)}</a></div></div></div><div class="post_content"><div '
        f'class="post_info"><div class="wall_text"><div id="wpt{owner}_{head.pid}" class="wall_'
        f'post_cont _wall_post_cont"><div class="wall_post_text">{paras(head, "<br><br>")}'
        '</div></div></div>'
        + vk_like(head, f"wall{owner}_{head.pid}", True,
                  f'<div class="like_views _views" title="{views} просмотров">{views}</div>')
        + f'</div></div><div class="replies"><div class="replies_wrap" id="replies_wrap'
        f'{owner}_{head.pid}"><div class="replies_header">'
        f'{ru_plural(n, "комментарий", "комментария", "комментариев")}'
        f'</div><div id="replies{owner}_{head.pid}" class="replies_list">{replies}</div><div '
        'class="reply_fakebox_wrap"><div class="reply_fakebox">Войдите, чтобы оставить '
        'комментарий</div></div></div></div></div></div></div></div></div></div></div></div></div>'
        '<div id="footer_wrap" class="footer_wrap fl_r"><div id="bottom_nav"><a href="/about">'
        'О ВКонтакте</a><a href="/support?act=home">Помощь</a><a href="/terms">Правила</a><a '
        'href="/ads">Реклама</a><a href="/dev">Разработчикам</a><a href="/jobs">Вакансии</a>'
        '</div><div class="footer_copy fl_l"><a href="/about">ВКонтакте</a> &copy; 2006–2021'
        '</div><div class="footer_lang fl_r"><a class="footer_lang_link">Русский</a></div>'
        '</div></div>')
    return page(f"Запись на стене | {head.author} | ВКонтакте", body, "ru")


# --- Bilibili video comments (saved DOM) ------------------------------------------------------

BILI_UP = ("老王说车", 35216870)


def bili_time(t: datetime) -> str:
    """"刚刚", "5分钟前", "3小时前" within the day, then "2021-03-04 10:12"."""
    s = _seconds(t)
    if 0 <= s < 60:
        return "刚刚"
    if 0 <= s < 3600:
        return f"{int(s // 60)}分钟前"
    if 0 <= s < 86400:
        return f"{int(s // 3600)}小时前"
    return f"{t:%Y-%m-%d %H:%M}"


def bili_mid(m: Message) -> int:
    return m.uid * 1048573 + 3581


def bili_avatar(m: Message, size: int) -> str:
    return (f'<div class="avatar"><div class="bili-avatar" style="width: {size}px;height:{size}'
            'px;"><img class="bili-avatar-img bili-avatar-face bili-avatar-img-radius" data-src'
            f'="https://i0.hdslb.com/bfs/face/{m.uid * 7919:x}.jpg@{2 * size}w_{2 * size}h_1c_1s'
            f'.webp" alt="" src="https://i0.hdslb.com/bfs/face/{m.uid * 7919:x}.jpg@{2 * size}w_'
            f'{2 * size}h_1c_1s.webp"></div></div>')


def bili_text(m: Message, to: Message | None) -> str:
    lead = (f'回复 <a class="jump-link user" data-user-id="{bili_mid(to)}" href="//space.bilibili'
            f'.com/{bili_mid(to)}" target="_blank">@{to.author}</a> :' if to else "")
    quote = f"{escape(m.quote[2])}\n" if m.quote else ""
    return f'<span class="reply-content">{lead}{quote}{paras(m, chr(10))}</span>'


def bili_sub(posts: list[Message], kids: dict[int, list[int]], root: int, k: int) -> str:
    m = posts[k]
    parent = next(p for p, cs in kids.items() if k in cs)
    to = posts[parent] if parent != root else None
    rid = m.pid * 1000 + 7
    likes = m.uid * 3 % 7
    return (
        '<div class="sub-reply-item"><div class="sub-reply-avatar" data-user-id="'
        f'{bili_mid(m)}" data-root-reply-id="{posts[root].pid * 1000 + 7}">{bili_avatar(m, 24)}'
        f'</div><div class="sub-user-info"><div class="sub-user-name" data-user-id="'
        f'{bili_mid(m)}" data-root-reply-id="{posts[root].pid * 1000 + 7}">{m.author}</div><div'
        f' class="sub-user-level"><i class="svg-icon level-{m.uid % 6 + 1} use-color" style="'
        'width: 30px; height: 30px;"></i></div></div><span class="reply-content-container sub-'
        f'reply-content">{bili_text(m, to)}</span><div class="sub-reply-info" style="padding-'
        f'left: 34px;"><span class="sub-reply-time">{bili_time(m.when)}</span><span class="sub-'
        'reply-like"><i class="svg-icon like use-color sub-like-icon" style="width: 16px; '
        f'height: 16px;"></i><span>{likes or ""}</span></span><span class="sub-reply-dislike">'
        '<i class="svg-icon dislike use-color sub-dislike-icon" style="width: 16px; height: '
        '16px;"></i></span><span class="sub-reply-btn">回复</span><div class="sub-reply-'
        f'operation-warp" data-reply-id="{rid}"><i class="svg-icon more"></i></div></div></div>')


def bili_item(posts: list[Message], kids: dict[int, list[int]], k: int) -> str:
    m = posts[k]
    rid = m.pid * 1000 + 7
    subs = _descendants(kids, k)
    sub_list = "".join(bili_sub(posts, kids, k, c) for c in subs)
    more = (f'<div class="view-more"><div class="view-more-default"><span>共{len(subs)}条回复, '
            '</span><span class="view-more-btn">点击查看</span></div></div>'
            if len(subs) > 3 else "")
    likes = m.uid * 11 % 40
    return (
        f'<div class="reply-item"><div class="root-reply-avatar" data-user-id="{bili_mid(m)}" '
        f'data-root-reply-id="{rid}">{bili_avatar(m, 48)}</div><div class="content-warp"><div '
        f'class="user-info"><div class="user-name" data-user-id="{bili_mid(m)}" data-root-'
        f'reply-id="{rid}" style="color: #61666d;">{m.author}</div><div class="user-level"><i '
        f'class="svg-icon level-{m.uid % 6 + 1} use-color" style="width: 30px; height: 30px;">'
        '</i></div></div><div class="root-reply"><span class="reply-content-container root-'
        f'reply">{bili_text(m, None)}</span><div class="reply-info"><span class="reply-time">'
        f'{bili_time(m.when)}</span><span class="reply-like"><i class="svg-icon like use-color '
        f'like-icon" style="width: 16px; height: 16px;"></i><span>{likes or ""}</span></span>'
        '<span class="reply-dislike"><i class="svg-icon dislike use-color dislike-icon" style="'
        'width: 16px; height: 16px;"></i></span><span class="reply-btn">回复</span><div class="'
        f'reply-operation-warp" data-reply-id="{rid}"><i class="svg-icon more"></i></div></div>'
        '</div></div><div class="sub-reply-container"><div class="sub-reply-list">'
        f'{sub_list}{more}</div></div><div class="reply-dynamic-card"></div><div class="bottom-'
        'line"></div></div>')


def bilibili(posts: list[Message]) -> str:
    """A Bilibili video page as the browser's DOM holds it (2023 layout): the top bar, the
    video's title, "12.3万播放 · 456弹幕 · 2021-03-02 18:00:07", the player, the toolbar (点赞 /
    投币 / 收藏 / 分享), the description and tags (furniture), the UP主 card, the 弹幕列表 and
    the "接下来播放" list; then the comments: "评论 123", 最热 / 最新, the guest box "请先登
    录后发表评论", div.reply-item per comment (avatar, div.user-name, the level icon, span.
    reply-content, span.reply-time "2021-03-04 10:12" / "3小时前", likes, 回复), every reply
    flattened into its comment's div.sub-reply-list (div.sub-reply-item, "回复 @bob :" when
    answering a reply, span.sub-reply-time), "共5条回复, 点击查看"; "没有更多评论". Every
    message is a comment."""
    tops, kids = _ctree(posts)
    up, up_mid = BILI_UP
    published = posts[0].when - timedelta(hours=7, minutes=12, seconds=53)
    items = "".join(bili_item(posts, kids, k) for k in tops)
    recs = "".join(
        '<div class="video-page-card-small"><div class="card-box"><div class="pic-box"><a href'
        f'="/video/BV1{k}x4y1c7{k}q" target="_self"><img src="//i1.hdslb.com/bfs/archive/'
        f'{k}a2b.jpg@160w_100h_1c.webp" alt="{x}"></a><span class="duration">{9 + k}:{17 * k:02d}'
        f'</span></div><div class="info"><a href="/video/BV1{k}x4y1c7{k}q"><p title="{x}" class'
        f'="title">{x}</p></a><div class="upname"><a href="//space.bilibili.com/{up_mid + k}" '
        f'target="_blank"><span class="name">{WHO[k]}</span></a></div><div class="playinfo">'
        f'{3 + k}.{k}万 播放 · {_others(k):%m-%d}</div></div></div></div>'
        for k, x in enumerate(("冬天车子打不着火？教你三招", "刹车异响的五个常见原因",
                               "车机升级到底要不要点？", "电瓶亏电怎么判断")))
    body = (
        '<div id="biliMainHeader"><div class="bili-header fixed-header"><div class="bili-header'
        '__bar"><ul class="left-entry"><li class="v-popover-wrap"><a href="//www.bilibili.com" '
        'class="default-entry"><span>首页</span></a></li><li><a href="//www.bilibili.com/anime/'
        '" class="default-entry"><span>番剧</span></a></li><li><a href="//live.bilibili.com" '
        'class="default-entry"><span>直播</span></a></li><li><a href="//game.bilibili.com/'
        'platform" class="default-entry"><span>游戏中心</span></a></li><li><a href="//show.'
        'bilibili.com/platform/home.html" class="default-entry"><span>会员购</span></a></li><li>'
        '<a href="//manga.bilibili.com" class="default-entry"><span>漫画</span></a></li><li><a '
        'href="//www.bilibili.com/match/home/" class="default-entry"><span>赛事</span></a></li>'
        '</ul><div class="center-search-container"><form id="nav-searchform"><input class="nav'
        '-search-input" type="text" autocomplete="off" maxlength="100" placeholder="车机 异响">'
        '<div class="nav-search-btn"></div></form></div><ul class="right-entry"><li class="'
        'header-login-entry"><span>登录</span></li><li><a href="//message.bilibili.com" class="'
        'right-entry__outside"><span class="right-entry-text">消息</span></a></li><li><a href="'
        '//t.bilibili.com" class="right-entry__outside"><span class="right-entry-text">动态'
        '</span></a></li><li><a href="//space.bilibili.com/favlist" class="right-entry__outside'
        '"><span class="right-entry-text">收藏</span></a></li><li><a href="//www.bilibili.com/'
        'account/history" class="right-entry__outside"><span class="right-entry-text">历史'
        '</span></a></li></ul></div></div></div><div id="app" class="app-v1"><div class="video-'
        'container-v1"><div class="left-container scroll-sticky"><div id="viewbox_report" class'
        '="video-info-v1"><h1 title="【车机升级】升级之后出现奇怪的异响，到底怎么回事？" class="'
        'video-title">【车机升级】升级之后出现奇怪的异响，到底怎么回事？</h1><div class="video-'
        'info-detail"><div class="video-info-detail-list"><span class="item view">12.3万</span>'
        '<span class="item dm">456</span><span class="pubdate-ip item"><span class="pubdate-'
        f'text">{published:%Y-%m-%d %H:%M:%S}</span></span><span class="copyright item">未经作者'
        '授权，禁止转载</span></div></div></div><div id="playerWrap" class="player-wrap"><div '
        'id="bilibili-player" class="player-container"><div class="bpx-player-container" data-'
        'screen="normal"><div class="bpx-player-video-area"><video crossorigin="anonymous" '
        'preload="auto"></video></div></div></div></div><div id="arc_toolbar_report" class="'
        'video-toolbar-container"><div class="video-toolbar-left"><div class="toolbar-left-item'
        '-wrap"><div class="video-like video-toolbar-left-item"><span class="video-like-info '
        'video-toolbar-item-text">3421</span></div></div><div class="toolbar-left-item-wrap">'
        '<div class="video-coin video-toolbar-left-item"><span class="video-coin-info video-'
        'toolbar-item-text">1087</span></div></div><div class="toolbar-left-item-wrap"><div '
        'class="video-fav video-toolbar-left-item"><span class="video-fav-info video-toolbar-'
        'item-text">2310</span></div></div><div class="toolbar-left-item-wrap"><div class="'
        'video-share-wrap video-toolbar-left-item"><span class="video-share-info-text">分享'
        '</span></div></div></div></div><div class="left-container-under-player"><div id="v_'
        'desc" class="basic-desc-info"><span class="desc-info-text">上周车机推送了新版本，升级'
        '之后很多车主反映仪表台附近出现嗡嗡的异响。这期视频我们实测了三台车，看看到底是什么原因，'
        '以及在官方修复之前可以怎么临时解决。\n\n视频中提到的设置路径：设置 → 空调 → 风量自动。'
        '</span></div><div class="tag-panel"><a href="//search.bilibili.com/all?keyword=车机" '
        'class="tag-link">车机</a><a href="//search.bilibili.com/all?keyword=异响" class="tag-'
        'link">异响</a><a href="//search.bilibili.com/all?keyword=汽车" class="tag-link">汽车'
        '</a></div><div id="comment" class="comment"><div class="bili-comment browser-pc"><div '
        'class="comment-container"><div class="reply-header"><div class="reply-navigation"><ul '
        'class="nav-bar"><li class="nav-title"><span class="nav-title-text">评论</span><span '
        f'class="total-reply">{len(posts)}</span></li><li class="nav-sort hot"><div class="hot-'
        'sort">最热</div><div class="part-symbol"></div><div class="time-sort">最新</div></li>'
        '</ul></div><div class="reply-box"><div class="box-normal"><div class="reply-box-avatar'
        '"><div class="bili-avatar" style="width: 48px;height:48px;"><img class="bili-avatar-'
        'img" src="https://static.hdslb.com/images/member/noface.gif" alt=""></div></div><div '
        'class="reply-box-warp"><div class="reply-box-textarea disabled">请先<span class="login'
        '-btn">登录</span>后发表评论 (・ω・)</div></div><div class="reply-box-send"><div class="'
        'send-text">发布</div></div></div></div></div><div class="reply-warp"><div class="reply'
        f'-list">{items}</div><div class="reply-end-mark"><div class="reply-end">没有更多评论'
        '</div></div></div></div></div></div></div></div><div class="right-container"><div '
        'class="up-panel-container"><div class="up-info-container"><div class="up-avatar-wrap">'
        f'<a href="//space.bilibili.com/{up_mid}" target="_blank" class="up-avatar"><img src="'
        f'https://i2.hdslb.com/bfs/face/{up_mid:x}.jpg@96w_96h_1c_1s.webp" alt=""></a></div><div'
        f' class="up-info--right"><div class="up-info__detail"><a href="//space.bilibili.com/'
        f'{up_mid}" target="_blank" class="up-name">{up}</a><a href="//message.bilibili.com/#'
        f'whisper/mid{up_mid}" target="_blank" class="send-msg">发消息</a></div><div class="up-'
        'description up-detail-bottom">十年修车工，只讲大实话</div><div class="upinfo-btn-panel">'
        '<div class="default-btn follow-btn"><span>+ 关注 12.6万</span></div></div></div></div>'
        '</div><div id="danmukuBox" class="danmaku-box"><div class="danmaku-wrap"><div class="'
        'bui-collapse-header"><span>弹幕列表</span></div></div></div><div class="recommend-list-'
        'v1"><div class="rec-title">接下来播放</div><div class="rec-list">'
        f'{recs}</div></div></div></div></div><div id="biliMainFooter" class="footer bili-'
        'footer"><div class="footer-wrp"><div class="partner"><a href="//www.bilibili.com/'
        'blackboard/aboutUs.html">关于我们</a><a href="//www.bilibili.com/blackboard/'
        'friends-links.html">'
        '友情链接</a><a href="//www.bilibili.com/blackboard/help.html">帮助中心</a></div><p>'
        '营业执照 | 沪ICP备13002172号-3 | 信息网络传播视听节目许可证：0910417 | © 2021 bilibili'
        '</p></div></div>')
    return page("【车机升级】升级之后出现奇怪的异响，到底怎么回事？_哔哩哔哩_bilibili", body,
                "zh-CN")


# --- Weibo post and its comments --------------------------------------------------------------

def weibo_date(t: datetime) -> str:
    """Weibo (V6): "刚刚", "5分钟前", "今天 10:12", "3月4日 10:12", "2020-3-4 10:12"."""
    s = _seconds(t)
    if 0 <= s < 60:
        return "刚刚"
    if 0 <= s < 3600:
        return f"{int(s // 60)}分钟前"
    if days_ago(t) == 0:
        return f"今天 {t:%H:%M}"
    if t.year == NOW.year:
        return f"{t.month}月{t.day}日 {t:%H:%M}"
    return f"{t.year}-{t.month}-{t.day} {t:%H:%M}"


def weibo_uid(m: Message) -> int:
    return 5012340000 + m.uid * 7919


def weibo_comment(posts: list[Message], m: Message, to: Message | None, child: bool,
                  thread: str = "") -> str:
    cid = 4611000000000000 + m.pid * 1013
    lead = (f'回复<a target="_blank" render="ext" extra-data="type=atname" href="//weibo.com/n/'
            f'{to.author}" usercard="name={to.author}">@{to.author}</a>:' if to else "")
    quote = f"{escape(m.quote[2])}<br>" if m.quote and to else _line_quote(m)
    likes = m.uid * 5 % 9
    return (
        f'<div comment_id="{cid}" class="list_li S_line1 clearfix" node-type="'
        f'{"child_comment" if child else "root_comment"}"><div class="WB_face W_fl"><a target='
        f'"_blank" href="//weibo.com/{weibo_uid(m)}"><img width="30" height="30" alt="'
        f'{m.author}" src="//tvax1.sinaimg.cn/crop.0.0.180.180.50/{weibo_uid(m):x}.jpg" usercard'
        f'="id={weibo_uid(m)}"></a></div><div class="list_con" node-type="replywrap"><div class'
        f'="WB_text"><a target="_blank" href="//weibo.com/{weibo_uid(m)}" usercard="id='
        f'{weibo_uid(m)}">{m.author}</a>：{lead}{quote}{paras(m, "<br>")}</div><div class="WB_'
        'func clearfix"><div class="WB_handle W_fr"><ul class="clearfix"><li class="hover"><span'
        ' class="line S_line1"><a href="javascript:void(0);" class="S_txt1" action-type="'
        'replycomment_report">举报</a></span></li><li><span class="line S_line1"><a href="'
        'javascript:void(0);" class="S_txt1" action-type="reply">回复</a></span></li><li><span '
        'class="line S_line1"><a href="javascript:void(0);" class="S_txt1" action-type="fl_like'
        '" title="赞"><span node-type="like_status"><em class="W_ficon ficon_praised S_txt2">ñ'
        f'</em><em>{likes or "赞"}</em></span></a></span></li></ul></div><div class="WB_from '
        f'S_txt2">{weibo_date(m.when)}</div></div>{thread}</div></div>')


def weibo(posts: list[Message]) -> str:
    """A Weibo post page (the V6 layout) as the browser's DOM holds it: the top bar, the
    owner's header (cover, name, 关注 / 粉丝 / 微博 counts), the left column (个人信息,
    相册); the post (div.WB_detail: div.WB_info with the name, div.WB_from "3月4日 10:12 来自
    iPhone客户端" whose <a> carries date= and title="2021-03-04 10:12", div.WB_text with
    <br>s, then 收藏 / 转发 / 评论 / 赞); the comments in div.WB_feed_repeat: "按热度 按时间",
    div.list_li[node-type=root_comment] per comment ("bob：text" in div.WB_text, div.WB_from
    "3月4日 12:40" / "今天 10:12" / "5分钟前", 举报 / 回复 / 赞), the replies in the comment's
    div.list_box_in ("回复@bob:" when answering a reply), "共5条回复"; a quote pasted after
    that "回复@bob:", or as a "> " line; "查看更多", the right column (热门话题) and the
    footer. The post is the first message."""
    head = posts[0]
    tops, kids = _tree(posts)
    mid = 4611000000000000 + head.pid * 1013
    uid = weibo_uid(head)
    t = head.when

    def thread(k: int) -> str:
        deep = _descendants(kids, k)
        if not deep:
            return ""
        rows = "".join(
            weibo_comment(posts, posts[c], posts[p] if (p := next(
                q for q, cs in kids.items() if c in cs)) != k else None, True)
            for c in deep)
        more = ('<div class="list_li_v2"><div class="WB_text"><a href="javascript:void(0);" '
                f'action-type="click_more_child_comment_big">共{len(deep)}条回复 <i class="W_'
                'ficon ficon_arrow_down S_ficon">c</i></a></div></div>' if len(deep) > 2 else "")
        return (f'<div class="list_box_in S_bg3" node-type="child_comment"><div class="list_ul"'
                f' node-type="feed_list_commentList">{rows}{more}</div></div>')

    comments = "".join(weibo_comment(posts, posts[k], None, False, thread(k)) for k in tops)
    n = len(posts) - 1
    hot = "".join(f'<li class="pt_li S_line2"><a href="//s.weibo.com/weibo?q=%23{k}%23" class="'
                  f'S_txt1">#{x}#</a><span class="S_txt2">{(7 - k) * 13}万</span></li>'
                  for k, x in enumerate(("车机升级异响", "冬季用车小技巧", "新能源车续航",
                                         "油价又要涨了")))
    body = (
        '<div class="WB_miniblog"><div class="WB_global_nav WB_global_nav_v2 UI_top_hidden"><div'
        ' class="gn_header clearfix"><div class="gn_logo"><a href="//weibo.com/" class="box" '
        'title="微博"><span class="logo"></span></a></div><div class="gn_search_v2"><input '
        'node-type="searchInput" autocomplete="off" value="" class="W_input" maxlength="40" '
        'type="text" placeholder="大家都在搜：车机升级"><a href="javascript:void(0);" title="搜索'
        '" class="W_ficon ficon_search S_ficon">f</a></div><div class="gn_position"><div class='
        '"gn_nav"><ul class="gn_nav_list"><li><a href="//weibo.com/"><em class="W_ficon ficon_'
        'home S_ficon">E</em><em class="S_txt1">首页</em></a></li><li><a href="//weibo.com/tv">'
        '<em class="S_txt1">视频</em></a></li><li><a href="//d.weibo.com/"><em class="S_txt1">'
        '发现</em></a></li><li><a href="//game.weibo.com/"><em class="S_txt1">游戏</em></a></li>'
        '<li><a href="//weibo.com/signup/signup.php" class="S_txt1">注册</a></li><li><a href="'
        '//weibo.com/login.php" class="S_txt1">登录</a></li></ul></div></div></div></div><div '
        'class="WB_frame"><div class="PCD_header"><div class="pf_wrap"><div class="cover_wrap '
        'banner_transition" style="background-image: url(//ww1.sinaimg.cn/crop.0.0.920.300/'
        f'cover.jpg);"></div><div class="shadow S_shadow"><div class="pf_photo"><img src="//'
        f'tvax1.sinaimg.cn/crop.0.0.180.180.180/{uid:x}.jpg" alt="{head.author}" class="photo">'
        f'</div><div class="pf_username"><h1 class="username">{head.author}</h1></div><div '
        'class="pf_intro" title="爱车，爱折腾">爱车，爱折腾</div></div></div></div><div class="'
        'WB_frame_b"><div class="WB_frame_a"><div class="PCD_counter"><table class="tb_counter"'
        f'><tr><td class="S_line1"><strong class="W_f18">{head.uid * 3}</strong><span class="'
        f'S_txt2">关注</span></td><td class="S_line1"><strong class="W_f18">{head.uid * 41}'
        '</strong><span class="S_txt2">粉丝</span></td><td class="S_line1"><strong class="W_f18'
        f'">{head.uid * 17}</strong><span class="S_txt2">微博</span></td></tr></table></div><div'
        ' class="PCD_person_info"><h2 class="main_title W_fb W_f14">个人信息</h2><ul class="ul_'
        'detail"><li class="item S_line2"><span class="item_text W_fl">北京 朝阳区</span></li>'
        f'<li class="item S_line2"><span class="item_text W_fl">{joined(head).year}-'
        f'{joined(head).month:02d}-{joined(head).day:02d} 注册</span></li></ul></div><div '
        'class="PCD_photolist"><h2 class="main_title W_fb W_f14">相册</h2></div></div><div '
        f'class="WB_frame_c"><div class="WB_cardwrap WB_feed_type S_bg2 WB_feed_like" mid="'
        f'{mid}" action-type="feed_list_item"><div class="WB_feed_detail clearfix" node-type="'
        'feed_content"><div class="WB_face W_fl"><div class="face"><a target="_blank" class="'
        f'W_face_radius" href="/u/{uid}" title="{head.author}"><img usercard="id={uid}" title="'
        f'{head.author}" alt="" width="50" height="50" src="//tvax1.sinaimg.cn/crop.0.0.180.180'
        f'.50/{uid:x}.jpg" class="W_face_radius"></a></div></div><div class="WB_detail"><div '
        f'class="WB_info"><a target="_blank" class="W_f14 W_fb S_txt1" nick-name="{head.author}'
        f'" title="{head.author}" href="/u/{uid}" usercard="id={uid}">{head.author}</a></div>'
        f'<div class="WB_from S_txt2"><a target="_blank" href="/{uid}/K{head.pid:x}b" title="'
        f'{t:%Y-%m-%d %H:%M}" date="{_ts(t - timedelta(hours=8)) * 1000}" class="S_txt2" node-'
        f'type="feed_list_item_date">{weibo_date(t)}</a> 来自 <a class="S_txt2" rel="nofollow"'
        ' href="http://app.weibo.com/t/feed/6vtZb0">iPhone客户端</a></div><div class="WB_text '
        f'W_f14" node-type="feed_list_content">{paras(head, "<br><br>")}</div></div></div><div '
        'class="WB_feed_handle"><div class="WB_handle"><ul class="WB_row_line WB_row_r4 clear'
        'fix S_line2"><li><a class="S_txt2" href="javascript:void(0);" action-type="fl_favorite'
        '"><span class="pos"><span class="line S_line1"><span><em class="W_ficon ficon_favorite'
        ' S_ficon">û</em><em>收藏</em></span></span></span></a></li><li><a class="S_txt2" href='
        '"javascript:void(0);" action-type="fl_forward"><span class="pos"><span class="line S_'
        'line1"><span><em class="W_ficon ficon_forward S_ficon"></em><em>'
        f'{head.uid % 7 or "转发"}</em></span></span></span></a></li><li class="curr"><a class'
        '="S_txt2" href="javascript:void(0);" action-type="fl_comment"><span class="pos"><span '
        'class="line S_line1"><span><em class="W_ficon ficon_repeat S_ficon"></em><em>'
        f'{n or "评论"}</em></span></span></span></a></li><li><a class="S_txt2" href="javascript'
        ':void(0);" action-type="fl_like" title="赞"><span class="pos"><span class="line S_line1'
        '"><span node-type="like_status"><em class="W_ficon ficon_praised S_txt2">ñ</em><em>'
        f'{head.uid * 5 % 60 or "赞"}</em></span></span></span></a></li></ul></div></div><div '
        'class="WB_feed_repeat S_bg1" node-type="feed_list_repeat"><div class="WB_repeat S_line1'
        '"><div class="WB_feed_publish clearfix"><div class="W_input_wrap">登录后才能评论，<a '
        'href="//weibo.com/login.php">立即登录</a></div></div><div class="repeat_list"><div '
        'class="list_box"><div class="list_tab S_line1 clearfix"><a class="S_txt1 curr" href="'
        'javascript:void(0);">按热度</a><span class="S_txt2">|</span><a class="S_txt1" href="'
        'javascript:void(0);">按时间</a></div><div class="list_ul" node-type="feed_list_comment'
        f'List">{comments}</div><a href="/{uid}/K{head.pid:x}b" class="WB_cardmore S_txt1 S_'
        'line1 clearfix"><span class="more_txt">查看更多<em class="W_ficon ficon_arrow_right S_'
        'ficon">a</em></span></a></div></div></div></div></div></div><div class="WB_frame_d"><div '
        'class="WB_cardwrap S_bg2"><div class="WB_cardtitle_b S_line2"><h4 class="obj_name">'
        f'<span class="main_title W_fb W_f14">热门话题</span></h4></div><ul class="pt_ul">{hot}'
        '</ul></div></div></div></div><div class="WB_footer S_bg2"><div class="other_link S_'
        'bg1 clearfix"><p class="copy W_fl"><a href="//help.weibo.com/">微博客服</a> <a href="'
        '//weibo.com/signup/v5/protocol">微博服务使用协议</a> <a href="//service.account.weibo.'
        'com/h5/privacy">微博个人信息保护政策</a></p><p class="company W_fr"><span class="copy '
        'S_txt2">Copyright © 2009-2021 WEIBO 北京微梦创科网络技术有限公司</span> <span class="S_'
        'txt2">京网文[2011]0398-130号</span> <span class="S_txt2">京ICP备12002058号</span></p>'
        '</div></div></div>')
    return page(f"{head.author}的微博_微博", body, "zh-CN")


# --- a mailing-list thread: MHonArc-style messages under pipermail's furniture ----------------

LIST = "Cars-users"


def _last_sunday(year: int, month: int) -> datetime:
    d = datetime(year, month, 31)
    return d - timedelta(days=(d.weekday() + 1) % 7)


def cet_zone(t: datetime) -> tuple[str, str]:
    """The offset and zone of a time in Central Europe: ("+0100", "CET") or summer time."""
    start = _last_sunday(t.year, 3).replace(hour=2)
    end = _last_sunday(t.year, 10).replace(hour=3)
    return ("+0200", "CEST") if start <= t < end else ("+0100", "CET")


def rfc_date(t: datetime) -> str:
    """"Thu, 04 Mar 2021 10:12:33 +0100"."""
    return f"{t:%a}, {t:%d} {t:%b} {t.year} {t:%H:%M:%S} {cet_zone(t)[0]}"


def pipermail_date(t: datetime) -> str:
    """Pipermail's own: "Thu Mar  4 10:12:33 CET 2021"."""
    return f"{t:%a %b} {t.day:2d} {t:%H:%M:%S} {cet_zone(t)[1]} {t.year}"


def mail_address(m: Message) -> str:
    return f"{m.author.lower()} at example.org"


def message_id(m: Message) -> str:
    return f"CA+{m.pid:x}{m.uid * 7919:x}Qz{m.pid * 31:x}@mail.gmail.com"


def mail_body(posts: list[Message], m: Message) -> str:
    """The text as sent: an attribution line and the quoted paragraph as one "> " line,
    paragraphs wrapped at 72 columns, the "-- " signature, the list's footer."""
    out = []
    if m.quote:
        q = _quoted(posts, m)
        out.append(f"On {rfc_date(q.when)}, {m.quote[0]} &lt;{mail_address(q)}&gt; wrote:\n"
                   f"&gt; {escape(m.quote[2])}\n")
    out += [escape(textwrap.fill(p, 72)) + "\n" for p in m.paragraphs]
    text = "\n".join(out)
    if m.signature:
        text += f"\n-- \n{escape(m.signature)}\n"
    return (text + "_______________________________________________\n"
            f"{LIST} mailing list\n{LIST}@lists.example.org\n"
            "https://lists.example.org/mailman/listinfo/cars-users\n")


def mhonarc_message(posts: list[Message], kids: dict[int, list[int]], k: int) -> str:
    m = posts[k]
    num = f"{m.pid % 1000:05d}"
    subject = f"[{LIST}] {TITLE}" if k == 0 else f"Re: [{LIST}] {TITLE}"
    parent = next((p for p, cs in kids.items() if k in cs), 0 if k else None)
    reply = (f'<li><em>In-reply-to</em>: &lt;<a href="#msg{posts[parent].pid % 1000:05d}">'
             f'{message_id(posts[parent])}</a>&gt;</li>' if parent is not None else "")
    follow = "".join(
        f'<li><strong><a name="{posts[c].pid % 1000:05d}" href="#msg{posts[c].pid % 1000:05d}"'
        f'>Re: [{LIST}] {TITLE}</a></strong><ul compact="compact"><li><em>From:</em> '
        f'{posts[c].author} &lt;{mail_address(posts[c])}&gt;</li></ul></li>' for c in kids[k])
    follow_ups = (f'<ul><li><strong>Follow-Ups</strong>:<ul>{follow}</ul></li></ul>'
                  if follow else "")
    prev_next = "".join(
        f'<li>{label}: <strong><a href="#msg{posts[j].pid % 1000:05d}">{"Re: " if j else ""}'
        f'[{LIST}] {TITLE}</a></strong></li>'
        for label, j in (("Prev by Date", k - 1), ("Next by Date", k + 1))
        if 0 <= j < len(posts))
    return (
        f'<!--X-Subject-Header-Begin--><h2><a name="msg{num}">{subject}</a></h2><!--X-Subject-'
        'Header-End--><!--X-Head-of-Message--><ul><li><em>From</em>: '
        f'{m.author} &lt;<a href="mailto:{LIST.lower()}%40lists.example.org?Subject=Re%3A%20'
        f'{TITLE.replace(" ", "%20")}&amp;In-Reply-To=%3C{message_id(m)}%3E">'
        f'{mail_address(m)}</a>&gt;</li><li><em>Date</em>: {rfc_date(m.when)}</li><li><em>'
        f'Subject</em>: {subject}</li><li><em>Message-id</em>: &lt;<a href="#msg{num}">'
        f'{message_id(m)}</a>&gt;</li>{reply}</ul><!--X-Head-of-Message-End--><!--X-Head-Body-'
        'Sep-Begin--><hr><!--X-Head-Body-Sep-End--><!--X-Body-of-Message--><pre style="margin: '
        f'0em;">{mail_body(posts, m)}</pre><!--X-Body-of-Message-End--><!--X-MsgBody-End--><!--'
        f'X-Follow-Ups--><hr>{follow_ups}<!--X-Follow-Ups-End--><!--X-BotPNI--><ul>'
        f'{prev_next}<li>Index(es):<ul><li><a href="date.html#{num}"><strong>Date</strong></a>'
        f'</li><li><a href="thread.html#{num}"><strong>Thread</strong></a></li></ul></li></ul>'
        '<!--X-BotPNI-End--><hr>')


def pipermail(posts: list[Message]) -> str:
    """A Mailman 2 list archive page holding a whole thread, each message written the way
    MHonArc writes one: the subject in an <h2>, the header list "From: alice &lt;alice at
    example.org&gt;", "Date: Thu, 04 Mar 2021 10:12:33 +0100", Subject, Message-id,
    In-reply-to; the body in a <pre> (an "On ..., bob wrote:" line and the quoted text as a
    "&gt; " line, the text wrapped at 72 columns, the "-- " signature, the list's footer),
    the follow-ups and the prev / next links; pipermail's header ("Messages sorted by:
    [ date ] [ thread ] [ subject ] [ author ]", the thread's tree with names and dates) and
    its footer ("More information about the Cars-users mailing list"). The first mail is the
    first message."""
    tops, kids = _tree(posts)
    kids[0] = tops

    def tree(k: int) -> str:
        m = posts[k]
        below = "".join(tree(c) for c in kids[k])
        return (f'<li><a href="#msg{m.pid % 1000:05d}">{"Re: " if k else ""}[{LIST}] {TITLE}'
                f'</a> <a name="t{m.pid % 1000:05d}">&nbsp;</a><i>{m.author}</i> <small>'
                f'{pipermail_date(m.when)}</small>' + (f"<ul>{below}</ul>" if below else "")
                + "</li>")

    first, last = posts[0].when, posts[-1].when
    messages = "".join(mhonarc_message(posts, kids, k) for k in range(len(posts)))
    sorted_by = ('<ul><li><b>Messages sorted by:</b> <a href="date.html">[ date ]</a> <a href="'
                 'thread.html">[ thread ]</a> <a href="subject.html">[ subject ]</a> <a href="'
                 'author.html">[ author ]</a></li></ul>')
    body = (
        f'<a name="start"></a><h1>{LIST} mailing list archives</h1><h2>[{LIST}] {TITLE}</h2>'
        f'<b>Starting:</b> <i>{pipermail_date(first)}</i><br><b>Ending:</b> <i>'
        f'{pipermail_date(last)}</i><br><b>Messages:</b> {len(posts)}<p>{sorted_by}<hr>'
        f'<ul>{tree(0)}</ul><hr>{messages}<p>{sorted_by}<a name="end"><b>Last message date:'
        f'</b></a> <i>{pipermail_date(last)}</i><br><b>Archived on:</b> <i>'
        f'{pipermail_date(NOW)}</i><p><hr><i>This archive was generated by Pipermail 0.09 '
        '(Mailman edition).</i><br><a href="https://lists.example.org/mailman/listinfo/cars-'
        f'users">More information about the {LIST} mailing list</a><br>')
    return page(f"[{LIST}] {TITLE}", body)


# --- Confluence page with its comments, in German ---------------------------------------------

def conf_date(t: datetime) -> str:
    """Confluence's friendly dates in German: "vor weniger als einer Minute", "vor 5
    Minuten", "vor einer Stunde", "vor 3 Stunden", "gestern um 10:12", "vor 3 Tagen" within
    the week, then "04.03.2021"."""
    s = _seconds(t)
    if 0 <= s < 60:
        return "vor weniger als einer Minute"
    if 0 <= s < 3600:
        n = int(s // 60)
        return "vor einer Minute" if n == 1 else f"vor {n} Minuten"
    if 0 <= s < 86400 and days_ago(t) == 0:
        n = int(s // 3600)
        return "vor einer Stunde" if n == 1 else f"vor {n} Stunden"
    if days_ago(t) == 1:
        return f"gestern um {t:%H:%M}"
    if 1 < days_ago(t) < 7:
        return f"vor {days_ago(t)} Tagen"
    return f"{t:%d.%m.%Y}"


def conf_user(m: Message, cls: str = "url fn confluence-userlink") -> str:
    return (f'<a href="/display/~{m.author}" class="{cls}" data-username="{m.author}" data-'
            f'user-hover-bound="true">{m.author}</a>')


def conf_comment(posts: list[Message], kids: dict[int, list[int]], k: int, page_id: int) -> str:
    m = posts[k]
    cid = 48000000 + m.pid
    quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
    below = "".join(conf_comment(posts, kids, c, page_id) for c in kids[k])
    children = f'<ol class="comment-threads">{below}</ol>' if below else ""
    link = f"/pages/viewpage.action?pageId={page_id}&amp;focusedCommentId={cid}#comment-{cid}"
    likes = m.uid * 3 % 4
    liked = (f'<li class="comment-like-summary"><a href="#" class="like-summary">'
             f'{_n(likes, "Person gefällt", "Personen gefällt")} das</a></li>' if likes else "")
    return (
        f'<li id="comment-thread-{cid}" class="comment-thread"><div class="comment  " id="'
        f'comment-{cid}"><p class="comment-user-logo"><a class="userLogoLink" data-username="'
        f'{m.author}" href="/display/~{m.author}" title=""><img class="userLogo logo" src="/'
        'images/icons/profilepics/default.svg" alt="Benutzer-Icon: '
        f'{m.author}" title=""></a></p><div class="comment-header"><h4 class="author">'
        f'{conf_user(m)}</h4></div><div class="comment-body"><div class="comment-content wiki-'
        f'content">{quote}{p_tags(m)}</div><div class="comment-actions"><ul class="comment-'
        f'actions-secondary"><li class="comment-permalink"><a href="{link}" title="Permanenter '
        'Link zu diesem Kommentar" class="comment-permalink"><span class="aui-icon aui-icon-'
        'small aui-iconfont-link">Permalink</span></a></li><li class="comment-date"><a href="'
        f'{link}"><span title="{m.when:%d.%m.%Y %H:%M}">{conf_date(m.when)}</span></a></li>'
        '</ul><ul class="comment-actions-primary"><li class="first action-reply-comment"><a '
        f'href="/pages/replycomment.action?commentId={cid}&amp;pageId={page_id}" id="reply-'
        f'comment-{cid}"><span>Antworten</span></a></li><li class="comment-action-like"><a '
        'href="" class="like-button"><span class="aui-icon aui-icon-small aui-iconfont-like">'
        '</span><span class="like-button-text">Gefällt mir</span></a></li>'
        f'{liked}</ul></div></div></div>{children}</li>')


def confluence_de(posts: list[Message]) -> str:
    """A Confluence (7.x, Server) page in German: the AUI header ("Bereiche", "Personen",
    "Erstellen", "Suchen", "Anmelden"), the space sidebar ("Seiten", "Blog", the page tree),
    the breadcrumbs, the title, the byline "Erstellt von alice, zuletzt geändert am
    04.03.2021", div#main-content, likes and labels; then the comments: "3 Kommentare",
    ol#page-comments with li.comment-thread per comment (the user icon, h4.author, div.
    comment-content, li.comment-date "vor 3 Tagen" / "gestern um 10:12" / "04.03.2021" titled
    with the date and time, "Antworten", "Gefällt mir"), replies in an ol.comment-threads
    inside their comment's li; quotes as blockquotes; "Kommentar schreiben..." and the footer
    ("Powered by Atlassian Confluence 7.4.6"). The page is the first message."""
    head = posts[0]
    tops, kids = _tree(posts)
    page_id = 98000000 + head.pid
    n = len(posts) - 1
    comments = "".join(conf_comment(posts, kids, k, page_id) for k in tops)
    section = (
        '<div id="comments-section" class="pageSection group">'
        + (f'<div class="section-header"><h2 id="comments-section-title" class="section-title">'
           f'{_n(n, "Kommentar", "Kommentare")}</h2></div><ol class="comment-threads top-level '
           f'" id="page-comments">{comments}</ol>' if n else "")
        + '<div class="quick-comment-container comment add"><p class="comment-user-logo"><img '
        'class="userLogo logo anonymous" src="/images/icons/profilepics/anonymous.svg" alt="" '
        'title="Anonym"></p><div class="quick-comment-body"><form style="display:block" class='
        f'"quick-comment-form aui" method="post" name="inlinecommentform" action="/pages/'
        f'doaddcomment.action?pageId={page_id}"><div title="Kommentar hinzufügen (m)" class="'
        'quick-comment-prompt"><span>Kommentar schreiben...</span></div></form></div></div>'
        '</div>')
    tree = "".join(
        f'<li><div class="plugin_pagetree_childtoggle_container"></div><div class="plugin_'
        f'pagetree_children_content"><span class="plugin_pagetree_children_span{cur}"><a href="'
        f'/display/WERK/{x.replace(" ", "+")}">{x}</a></span></div></li>'
        for x, cur in (("Werkzeugliste", ""), ("Fahrzeugpflege", ""),
                       (TITLE, " plugin_pagetree_current"), ("Reifenwechsel", "")))
    body = (
        '<div id="page"><div id="full-height-container"><div id="header-precursor"><div class='
        '"cell"></div></div><header id="header" role="banner"><nav class="aui-header aui-'
        'dropdown2-trigger-group" role="navigation"><div class="aui-header-inner"><div class="'
        'aui-header-primary"><h1 id="logo" class="aui-header-logo aui-header-logo-custom"><a '
        'href="/"><img src="/download/attachments/327681/atl.site.logo?version=1" alt="'
        'Confluence"><span class="aui-header-logo-text">Werkstatt-Wiki</span></a></h1><ul class'
        '="aui-nav"><li><a href="/spacedirectory/view.action" id="space-directory-link">'
        'Bereiche</a></li><li><a href="/browsepeople.action" id="people-directory-link">'
        'Personen</a></li><li class="aui-buttons"><a href="#" id="quick-create-page-button" '
        'class="aui-button aui-button-primary">Erstellen</a></li></ul></div><div class="aui-'
        'header-secondary"><ul class="aui-nav"><li><form id="quick-search" class="aui-quick'
        'search dont-default-focus header-quicksearch" method="get" action="/dosearchsite.'
        'action"><input id="quick-search-query" class="quick-search-query" type="text" '
        'accessKey="q" autocomplete="off" name="queryString" placeholder="Suchen"></form></li>'
        '<li><a id="help-menu-link" class="aui-dropdown2-trigger" href="#" title="Hilfe"><span '
        'class="aui-icon aui-icon-small aui-iconfont-question-filled">Hilfe</span></a></li><li>'
        '<a href="/login.action?os_destination=%2Fdisplay%2FWERK" class="user-hover login-link"'
        ' id="login-link">Anmelden</a></li></ul></div></div></nav></header><div class="ia-'
        'splitter"><div class="ia-splitter-left"><div class="ia-fixed-sidebar"><div class="acs-'
        'side-bar ia-scrollable-section"><div class="acs-side-bar-space-info tipsy-enabled"><'
        'div class="avatar"><div class="space-logo" data-key="WERK" data-name="Werkstatt"><a '
        'href="/display/WERK"><img src="/images/logo/default-space-logo.svg" alt=""></a></div>'
        '</div><div class="space-information-container"><div class="name"><a href="/display/'
        'WERK" title="Werkstatt">Werkstatt</a></div></div></div><div class="acs-side-bar-'
        'content"><div class="acs-nav-wrapper"><div class="acs-nav"><div class="acs-nav-'
        'sections"><a class="acs-nav-item pages" href="/collector/pages.action?key=WERK"><span '
        'class="acs-nav-item-label">Seiten</span></a><a class="acs-nav-item blog" href="/pages/'
        'viewrecentblogposts.action?key=WERK"><span class="acs-nav-item-label">Blog</span></a>'
        '</div></div></div><div class="ia-secondary-container"><div class="ia-secondary-header">'
        '<h5 class="ia-secondary-header-title page-tree"><span class="label">Seitenhierarchie'
        '</span></h5></div><div class="ia-secondary-content"><div class="plugin_pagetree"><ul '
        f'class="plugin_pagetree_children_list">{tree}</ul></div></div></div></div></div></div>'
        '</div><div class="ia-splitter-right"><div id="main" class="aui-page-panel"><div id="'
        'main-header"><div id="navigation" class="content-navigation view"><ul class="ajs-menu-'
        'bar"><li class="ajs-button normal"><a id="watch-content-button" href="#" class="aui-'
        'button aui-button-subtle">Beobachten</a></li><li class="ajs-button normal"><a id="'
        'shareContentLink" href="#" class="aui-button aui-button-subtle">Teilen</a></li></ul>'
        '</div><div id="breadcrumb-section"><nav aria-label="Breadcrumbs"><ol id="breadcrumbs">'
        '<li class="first"><span><a href="/collector/pages.action?key=WERK">Seiten</a></span>'
        '</li><li><span><a href="/display/WERK/Werkstatt+Startseite">Werkstatt Startseite</a>'
        '</span></li><li><span><a href="/display/WERK/Fahrzeugpflege">Fahrzeugpflege</a></span>'
        '</li></ol></nav></div><h1 id="title-heading" class="pagetitle with-breadcrumbs"><span'
        f' id="title-text"><a href="/display/WERK/{TITLE.replace(" ", "+")}">{TITLE}</a></span>'
        '</h1></div><div id="content" class="page view"><div id="action-messages"></div><div '
        'class="page-metadata"><ul><li class="page-metadata-modification-info">Erstellt von '
        f'<span class="author">{conf_user(head)}</span>, zuletzt geändert am <a class="last-'
        f'modified" title="Änderungen anzeigen" href="/pages/diffpagesbyversion.action?pageId='
        f'{page_id}&amp;selectedPageVersions=1&amp;selectedPageVersions=2">'
        f'{head.when:%d.%m.%Y}</a></li></ul></div><div id="main-content" class="wiki-content">'
        f'{p_tags(head)}</div><div id="likes-and-labels-container"><div id="likes-section"><a '
        'href="" class="like-button"><span class="aui-icon aui-icon-small aui-iconfont-like">'
        '</span><span class="like-button-text">Gefällt mir</span></a><span class="like-summary'
        '">Sei der Erste, dem dies gefällt</span></div><div id="labels-section" class="page'
        'Section group"><div class="labels-section-content content-column"><div class="labels-'
        'content"><ul class="label-list label-list-right"><li class="aui-label"><a class="aui-'
        'label-split-main" href="/label/WERK/fahrzeuge" rel="tag">fahrzeuge</a></li><li class="'
        'aui-label"><a class="aui-label-split-main" href="/label/WERK/software" rel="tag">'
        f'software</a></li></ul></div></div></div></div>{section}</div></div></div></div><div '
        'id="footer" role="contentinfo"><section class="footer-body"><ul id="poweredby"><li '
        'class="noprint">Powered by <a href="https://www.atlassian.com/software/confluence" '
        'class="hover-footer-link">Atlassian Confluence</a> <span id="footer-build-information">'
        '7.4.6</span></li><li class="print-only">Gedruckt von Atlassian Confluence 7.4.6</li>'
        '<li class="noprint"><a href="https://support.atlassian.com/help/confluence" class="'
        'hover-footer-link">Fehler/Anregung melden</a></li><li class="noprint"><a href="https://'
        'www.atlassian.com/company" class="hover-footer-link">Atlassian-Neuigkeiten</a></li></ul>'
        '<div id="footer-logo"><a href="https://www.atlassian.com/">Atlassian</a></div>'
        '</section></div></div></div>')
    return page(f"{TITLE} - Werkstatt - Werkstatt-Wiki", body, "de")


ENGINES = {
    "mediawiki-talk": mediawiki_talk, "kitsune": kitsune, "ms-qa": ms_qa,
    "zendesk-gather": zendesk_gather, "askbot-fr": askbot_fr, "coral-talk": coral_talk,
    "openweb": openweb, "hatena-blog": hatena_blog, "daum-cafe": daum_cafe, "vk-wall": vk_wall,
    "bilibili": bilibili, "weibo": weibo, "pipermail": pipermail, "confluence-de": confluence_de,
}
