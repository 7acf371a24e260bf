"""Fourteen more thread pages for bench/forum_engines.py, written the way further systems lay
them out: phpBB 3.3 (prosilver), XenForo 2.2, Vanilla 3 in German, bbPress under a WordPress
theme, Simple Machines 2.1 in Spanish, Ptt's web view (Chinese, Taiwan), Stack Overflow in
Russian, a Gitea issue in Chinese, a GitHub Discussions question, a Nabble mailing-list thread,
Commento comments under a blog post, YouTube's comments under a video, Apple Support
Communities and a Kbin/Mbin thread.

Markup written from memory after the systems' default templates as they are served (element
nesting, class names and ids, date wording in the site's language and the date shapes the
system uses, author boxes, quotes, signatures where the system shows them, nesting where the
system nests, the page around the thread), by someone who never read the extractor; the text
is generated. Each function takes the thread's list of ``Message`` and returns the whole page;
``ENGINES`` maps the engine's name to it.
"""

from __future__ import annotations

import calendar
from datetime import datetime, timedelta

from forum_engines import NOW, TITLE, Message, escape, joined, p_tags, page, paras
from forum_engines_fresh import _quoted, _tree
from forum_engines_more import days_ago, hm

OTHER_THREADS = ("Noise from the front wheel", "Update broke my settings",
                 "Best oil for winter?", "Brakes squeak when wet", "Battery drains overnight")
MONTHS_EN = ("January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December")


# --- shared bits ------------------------------------------------------------------------------

def _ts(t: datetime) -> int:
    """Unix time of a local time taken as UTC (the same on every machine)."""
    return calendar.timegm(t.timetuple())


def _seconds(t: datetime) -> float:
    return (NOW - t).total_seconds()


def _descendants(kids: dict[int, list[int]], k: int) -> list[int]:
    """Every reply under k, in thread order (one level, as GitHub and YouTube flatten them)."""
    out = []
    for c in kids[k]:
        out += [c] + _descendants(kids, c)
    return sorted(out)


def _parent(posts: list[Message], kids: dict[int, list[int]], k: int) -> int:
    """The index of the post k answers in the _tree view (0: the opening post)."""
    return next((p for p, cs in kids.items() if k in cs), 0)


# --- phpBB 3.3 prosilver ----------------------------------------------------------------------

def phpbb33_date(t: datetime) -> str:
    """prosilver's default "D M d, Y g:i a"; phpBB writes "12 minutes ago" within the hour."""
    s = _seconds(t)
    if 0 <= s < 60:
        return "less than a minute ago"
    if 0 < s < 3600:
        n = int(s // 60)
        return f"{n} minute{'' if n == 1 else 's'} ago"
    return f"{t:%a %b %d, %Y} {hm(t)}"


def phpbb33_post(posts: list[Message], m: Message) -> str:
    link = f"./viewtopic.php?p={m.pid}#p{m.pid}"
    profile = f"./memberlist.php?mode=viewprofile&amp;u={m.uid}"
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = ('<blockquote><div><cite><a href="./memberlist.php?mode=viewprofile&amp;u='
                 f'{q.uid}">{m.quote[0]}</a> wrote: <a href="./viewtopic.php?p={m.quote[1]}#p'
                 f'{m.quote[1]}" data-post-id="{m.quote[1]}" onclick="if(document.'
                 'getElementById(hash.substr(1)))href=hash">↑</a><span class="responsive-hide">'
                 f'{phpbb33_date(q.when)}</span></cite>{escape(m.quote[2])}</div></blockquote>')
    sig = (f'<div id="sig{m.pid}" class="signature">{escape(m.signature)}</div>'
           if m.signature else "")
    reg = joined(m)
    first = ' class="first"' if m.number == 1 else ""
    subject = TITLE if m.number == 1 else f"Re: {TITLE}"
    online = " online" if m.uid % 3 == 0 else ""
    location = ('<dd class="profile-custom-field profile-phpbb_location"><strong>Location:'
                '</strong> Leeds</dd>' if m.uid % 2 else "")
    return (
        f'<div id="p{m.pid}" class="post has-profile {"bg2" if m.number % 2 else "bg1"}'
        f'{online}"><div class="inner"><dl class="postprofile" id="profile{m.pid}"><dt class="'
        'has-profile-rank no-avatar"><div class="avatar-container"></div><a href="'
        f'{profile}" class="username">{m.author}</a></dt><dd class="profile-rank">Registered '
        'User</dd><dd class="profile-posts"><strong>Posts:</strong> <a href="./search.php?'
        f'author_id={m.uid}&amp;sr=posts">{m.uid * 3}</a></dd><dd class="profile-joined">'
        f'<strong>Joined:</strong> {reg:%a %b %d, %Y} {hm(reg)}</dd>{location}<dd class="'
        'profile-contact"><strong>Contact:</strong><div class="dropdown-container dropdown-'
        f'left"><a href="#" class="dropdown-trigger" title="Contact {m.author}"><i class="icon '
        'fa-commenting-o fa-fw icon-lg" aria-hidden="true"></i><span class="sr-only">Contact '
        f'{m.author}</span></a></div></dd></dl><div class="postbody"><div id="post_content'
        f'{m.pid}"><h3{first}><a href="{link}">{subject}</a></h3><ul class="post-buttons"><li>'
        f'<a href="./posting.php?mode=quote&amp;p={m.pid}" title="Reply with quote" class="'
        'button button-icon-only"><i class="icon fa-quote-left fa-fw" aria-hidden="true"></i>'
        '<span>Quote</span></a></li></ul><p class="author"><a class="unread" href="'
        f'{link}" title="Post"><i class="icon fa-file fa-fw icon-lightgray icon-md" aria-hidden'
        '="true"></i><span class="sr-only">Post</span></a> <span class="responsive-hide">by '
        f'<strong><a href="{profile}" class="username">{m.author}</a></strong> &raquo; </span>'
        f'<time datetime="{m.when:%Y-%m-%dT%H:%M:%S}+00:00">{phpbb33_date(m.when)}</time></p>'
        f'<div class="content">{quote}{paras(m, "<br><br>")}</div>{sig}</div></div><div '
        'class="back2top"><a href="#top" class="top" title="Top"><i class="icon fa-chevron-'
        'circle-up fa-fw icon-gray" aria-hidden="true"></i><span class="sr-only">Top</span>'
        '</a></div></div></div><hr class="divider" />')


def phpbb33(posts: list[Message]) -> str:
    """phpBB 3.3 with prosilver: div.post.has-profile.bg2/bg1 per post, the author box
    dl.postprofile (Posts, Joined "Thu Jan 15, 2009 12:00 am") beside div.postbody; the
    subject h3, p.author "by bob » <time datetime>Thu Mar 04, 2021 10:12 am</time>" ("12
    minutes ago" within the hour), div.content; quotes blockquote > div > cite "bob wrote: ↑"
    with the date; div.signature; the action bars, the jumpbox and "Who is online"."""
    n = len(posts)
    count = f'{n} post{"" if n == 1 else "s"}'
    crumbs = (
        '<li class="breadcrumbs" itemscope itemtype="https://schema.org/BreadcrumbList"><span '
        'class="crumb" itemtype="https://schema.org/ListItem" itemprop="itemListElement" '
        'itemscope><a href="./index.php" itemtype="https://schema.org/Thing" itemscope itemprop'
        '="item" accesskey="h" data-navbar-reference="index"><i class="icon fa-home fa-fw"></i>'
        '<span itemprop="name">Board index</span></a><meta itemprop="position" content="1" />'
        '</span><span class="crumb" itemtype="https://schema.org/ListItem" itemprop="itemList'
        'Element" itemscope data-forum-id="2"><a href="./viewforum.php?f=2" itemtype="https://'
        'schema.org/Thing" itemscope itemprop="item"><span itemprop="name">Technical help'
        '</span></a><meta itemprop="position" content="2" /></span></li>')
    bar = (
        '<a href="./posting.php?mode=reply&amp;t=5" class="button" title="Post a reply"><span>'
        'Post Reply</span> <i class="icon fa-reply fa-fw" aria-hidden="true"></i></a><div '
        'class="dropdown-container dropdown-button-control topic-tools"><span title="Topic '
        'tools" class="button button-secondary dropdown-trigger dropdown-select"><i class="icon'
        ' fa-wrench fa-fw" aria-hidden="true"></i><span class="caret"><i class="icon fa-sort-'
        'down fa-fw" aria-hidden="true"></i></span></span></div><div class="pagination">'
        f'{count} &bull; Page <strong>1</strong> of <strong>1</strong></div>')
    body = (
        '<div id="wrap" class="wrap"><a id="top" class="top-anchor" accesskey="t"></a><div '
        'id="page-header"><div class="headerbar" role="banner"><div class="inner"><div id="site'
        '-description" class="site-description"><a id="logo" class="logo" href="./index.php" '
        'title="Board index"><span class="site_logo"></span></a><h1>Example Community</h1><p>'
        'Help with cars, gardens and gadgets</p><p class="skiplink"><a href="#start_here">Skip'
        ' to content</a></p></div><div id="search-box" class="search-box search-header" role="'
        'search"><form action="./search.php" method="get" id="search"><fieldset><input name="'
        'keywords" id="keywords" type="search" maxlength="128" title="Search for keywords" '
        'class="inputbox search tiny" size="20" value="" placeholder="Search…" /><button class='
        '"button button-search" type="submit" title="Search"><i class="icon fa-search fa-fw" '
        'aria-hidden="true"></i><span class="sr-only">Search</span></button></fieldset></form>'
        '</div></div></div><div class="navbar" role="navigation"><div class="inner"><ul id="'
        'nav-main" class="nav-main linklist" role="menubar"><li id="quick-links" class="quick-'
        'links dropdown-container responsive-menu" data-skip-responsive="true"><a href="#" '
        'class="dropdown-trigger"><i class="icon fa-bars fa-fw" aria-hidden="true"></i><span>'
        'Quick links</span></a></li><li data-skip-responsive="true"><a href="/app.php/help/faq"'
        ' rel="help" title="Frequently Asked Questions" role="menuitem"><i class="icon fa-'
        'question-circle fa-fw" aria-hidden="true"></i><span>FAQ</span></a></li><li class="'
        'rightside" data-skip-responsive="true"><a href="./ucp.php?mode=login" title="Login" '
        'accesskey="x" role="menuitem"><i class="icon fa-power-off fa-fw" aria-hidden="true">'
        '</i><span>Login</span></a></li><li class="rightside" data-skip-responsive="true"><a '
        'href="./ucp.php?mode=register" role="menuitem"><i class="icon fa-pencil-square-o fa-'
        'fw" aria-hidden="true"></i><span>Register</span></a></li></ul><ul id="nav-breadcrumbs"'
        f' class="nav-breadcrumbs linklist navlinks" role="menubar">{crumbs}<li class="'
        'rightside responsive-search"><a href="./search.php" title="View the advanced search '
        'options" role="menuitem"><i class="icon fa-search fa-fw" aria-hidden="true"></i><span'
        ' class="sr-only">Search</span></a></li></ul></div></div></div><a id="start_here" '
        'class="anchor"></a><div id="page-body" class="page-body" role="main"><h2 class="topic-'
        f'title"><a href="./viewtopic.php?t=5">{TITLE}</a></h2><div class="action-bar bar-top">'
        f'{bar}</div>' + "".join(phpbb33_post(posts, m) for m in posts)
        + f'<div class="action-bar bar-bottom">{bar}</div><div class="action-bar actions-jump">'
        '<p class="jumpbox-return"><a href="./viewforum.php?f=2" class="left-box arrow-left" '
        'accesskey="r"><i class="icon fa-angle-left fa-fw icon-black" aria-hidden="true"></i>'
        '<span>Return to “Technical help”</span></a></p><div class="jumpbox dropdown-container '
        'dropdown-container-right dropdown-up dropdown-left dropdown-button-control" id="jump'
        'box"><span title="Jump to" class="button button-secondary dropdown-trigger dropdown-'
        'select"><span>Jump to</span><span class="caret"><i class="icon fa-sort-down fa-fw" '
        'aria-hidden="true"></i></span></span></div></div><div class="stat-block online-list">'
        '<h3>Who is online</h3><p>Users browsing this forum: No registered users and 3 guests'
        '</p></div></div><div id="page-footer" class="page-footer" role="contentinfo"><div '
        'class="navbar" role="navigation"><div class="inner"><ul id="nav-footer" class="nav-'
        'footer linklist" role="menubar"><li class="breadcrumbs"><span class="crumb"><a href="'
        './index.php" data-navbar-reference="index"><i class="icon fa-home fa-fw" aria-hidden='
        '"true"></i><span>Board index</span></a></span></li><li class="rightside">All times '
        'are <span title="UTC">UTC</span></li><li class="rightside"><a href="./ucp.php?mode='
        'delete_cookies" role="menuitem"><i class="icon fa-trash fa-fw" aria-hidden="true"></i>'
        '<span>Delete cookies</span></a></li><li class="rightside" data-last-responsive="true">'
        '<a href="./memberlist.php?mode=team" role="menuitem"><i class="icon fa-shield fa-fw" '
        'aria-hidden="true"></i><span>The team</span></a></li></ul></div></div><div class="'
        'copyright"><p class="footer-row"><span class="footer-copyright">Powered by <a href="'
        'https://www.phpbb.com/">phpBB</a>&reg; Forum Software &copy; phpBB Limited</span></p>'
        '<p class="footer-row" role="menu"><a class="footer-link" href="./ucp.php?mode=privacy"'
        ' title="Privacy" role="menuitem"><span class="footer-link-text">Privacy</span></a> | '
        '<a class="footer-link" href="./ucp.php?mode=terms" title="Terms" role="menuitem"><span'
        ' class="footer-link-text">Terms</span></a></p></div></div></div>')
    return page(f"{TITLE} - Example Community", body)


# --- XenForo 2.2 ------------------------------------------------------------------------------

def xf2_when(t: datetime) -> str:
    """XenForo 2's shown time: "A moment ago", "12 minutes ago", "Today at 10:12 AM",
    "Yesterday at …", "Sunday at …" within the week, then "Mar 4, 2021"."""
    s = _seconds(t)
    if s < 0 or days_ago(t) >= 7:
        return f"{t:%b} {t.day}, {t.year}"
    if s < 60:
        return "A moment ago"
    if s < 3600:
        n = int(s // 60)
        return "1 minute ago" if n == 1 else f"{n} minutes ago"
    clock = hm(t, upper=True)
    days = days_ago(t)
    if days == 0:
        return f"Today at {clock}"
    return f"Yesterday at {clock}" if days == 1 else f"{t:%A} at {clock}"


PUBLISHED = ' itemprop="datePublished"'


def xf2_time(t: datetime, cls: str = "u-dt", prop: str = "") -> str:
    date, clock = f"{t:%b} {t.day}, {t.year}", hm(t, upper=True)
    return (f'<time class="{cls}" dir="auto" datetime="{t:%Y-%m-%dT%H:%M:%S}+0000" data-time="'
            f'{_ts(t)}" data-date-string="{date}" data-time-string="{clock}" title="{date} at '
            f'{clock}"{prop}>{xf2_when(t)}</time>')


def xf2_avatar(name: str, uid: int, size: str) -> str:
    hue = ("#7a1f66", "#1f5c7a", "#2e7a1f", "#7a5c1f", "#3d1f7a", "#7a1f2e")[uid % 6]
    return (f'<a href="/members/{name.lower()}.{uid}/" class="avatar avatar--{size} avatar--'
            f'default avatar--default--dynamic" data-user-id="{uid}" data-xf-init="member-'
            f'tooltip" style="background-color: {hue}; color: #e6e6e6"><span class="avatar-u'
            f'{uid}-{size}" role="img" aria-label="{name}">{name[0].upper()}</span></a>')


def xf2_post(posts: list[Message], m: Message) -> str:
    member = f"/members/{m.author.lower()}.{m.uid}/"
    link = f"/threads/strange-noise-after-the-last-update.5/post-{m.pid}"
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = ('<blockquote class="bbCodeBlock bbCodeBlock--expandable bbCodeBlock--quote js-'
                 f'expandWatch" data-attributes="member: {q.uid}" data-quote="{m.quote[0]}" '
                 f'data-source="post: {m.quote[1]}"><div class="bbCodeBlock-title"><a href="/goto'
                 f'/post?id={m.quote[1]}" class="bbCodeBlock-sourceJump" rel="nofollow" data-xf-'
                 f'click="attribution" data-content-selector="#post-{m.quote[1]}">{m.quote[0]} '
                 'said:</a></div><div class="bbCodeBlock-content"><div class="bbCodeBlock-'
                 f'expandContent js-expandContent ">{escape(m.quote[2])}</div><div class="'
                 'bbCodeBlock-expandLink js-expandLink"><a role="button" tabindex="0">Click to '
                 'expand...</a></div></div></blockquote>')
    sig = (f'<aside class="message-signature"><div class="bbWrapper">{escape(m.signature)}'
           "</div></aside>" if m.signature else "")
    likers = [n for n in ("alice", "GregH", "fiona", "ErikS") if n != m.author][:1 + m.uid % 3]
    reactions = ""
    if m.uid % 4:
        who = (" and ".join(f"<bdi>{n}</bdi>" for n in likers) if len(likers) < 3 else
               f"<bdi>{likers[0]}</bdi>, <bdi>{likers[1]}</bdi> and 1 other person")
        reactions = (
            '<div class="reactionsBar js-reactionsList is-active"><ul class="reactionSummary">'
            '<li><span class="reaction reaction--small reaction--1" data-reaction-id="1"><i '
            'aria-hidden="true"></i><img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH'
            '5BAEAAAAALAAAAAABAAEAAAIBRAA7" class="reaction-sprite js-reaction" alt="Like" title'
            '="Like" /></span></li></ul><span class="u-srOnly">Reactions:</span><a class="'
            f'reactionsBar-link" href="/posts/{m.pid}/reactions" data-xf-click="overlay" data-'
            f'cache="false" rel="nofollow">{who}</a></div>')
    reg = joined(m)
    return (
        '<article class="message message--post js-post js-inlineModContainer  " data-author="'
        f'{m.author}" data-content="post-{m.pid}" id="js-post-{m.pid}" itemscope itemtype="'
        f'https://schema.org/Comment" itemid="https://forum.example.com/posts/{m.pid}/"><meta '
        f'itemprop="parentItem" itemscope itemid="https://forum.example.com/threads/5/" /><span'
        f' class="u-anchorTarget" id="post-{m.pid}"></span><div class="message-inner"><div '
        'class="message-cell message-cell--user"><section class="message-user" itemprop="author'
        f'" itemscope itemtype="https://schema.org/Person" itemid="https://forum.example.com'
        f'{member}"><meta itemprop="url" content="https://forum.example.com{member}" /><div '
        'class="message-avatar "><div class="message-avatar-wrapper">'
        f'{xf2_avatar(m.author, m.uid, "m")}</div></div><div class="message-userDetails"><h4 '
        f'class="message-name"><a href="{member}" class="username " dir="auto" data-user-id="'
        f'{m.uid}" data-xf-init="member-tooltip"><span itemprop="name">{m.author}</span></a>'
        '</h4><h5 class="userTitle message-userTitle" dir="auto" itemprop="jobTitle">Member'
        '</h5></div><div class="message-userExtras"><dl class="pairs pairs--justified"><dt>'
        f'Joined</dt><dd>{reg:%b} {reg.day}, {reg.year}</dd></dl><dl class="pairs pairs--'
        f'justified"><dt>Messages</dt><dd>{m.uid * 3}</dd></dl><dl class="pairs pairs--'
        f'justified"><dt>Reaction score</dt><dd>{m.uid % 50}</dd></dl></div><span class="'
        'message-userArrow"></span></section></div><div class="message-cell message-cell--'
        'main"><div class="message-main js-quickEditTarget"><header class="message-attribution'
        ' message-attribution--split"><ul class="message-attribution-main listInline "><li '
        f'class="u-concealed"><a href="{link}" rel="nofollow" itemprop="url">'
        f'{xf2_time(m.when, prop=PUBLISHED)}'
        '</a></li></ul><ul class="message-attribution-opposite message-attribution-opposite--'
        f'list "><li><a href="{link}" class="message-attribution-gadget" data-xf-init="share-'
        f'tooltip" data-href="/posts/{m.pid}/share" aria-label="Share" rel="nofollow"><i class'
        '="fa--xf far fa-share-alt" aria-hidden="true"></i></a></li><li><a href="'
        f'{link}" rel="nofollow">#{m.number}</a></li></ul></header><div class="message-content '
        'js-messageContent"><div class="message-userContent lbContainer js-lbContainer " data-'
        f'lb-id="post-{m.pid}" data-lb-caption-desc="{m.author} &middot; {m.when:%b} '
        f'{m.when.day}, {m.when.year} at {hm(m.when, upper=True)}"><article class="message-body'
        f' js-selectToQuote"><div itemprop="text"><div class="bbWrapper">{quote}'
        f'{paras(m, "<br />" + chr(10) + "<br />")}</div></div><div class="js-selectToQuoteEnd"'
        f'>&nbsp;</div></article></div>{sig}</div><footer class="message-footer"><div class="'
        'message-actionBar actionBar"><div class="actionBar-set actionBar-set--external"><a '
        f'href="/posts/{m.pid}/react?reaction_id=1" class="reaction reaction--small actionBar-'
        'action actionBar-action--reaction" data-reaction-id="1" data-xf-init="reaction"><i '
        'aria-hidden="true"></i><span class="reaction-text js-reactionText"><bdi>Like</bdi>'
        '</span></a><a href="/threads/strange-noise-after-the-last-update.5/reply?quote='
        f'{m.pid}" class="actionBar-action actionBar-action--reply" title="Reply, quoting this '
        f'message" rel="nofollow" data-xf-click="quote" data-quote-href="/posts/{m.pid}/quote">'
        f'Reply</a></div></div>{reactions}<div class="js-historyTarget message-historyTarget '
        'toggleTarget" data-href="trigger-href"></div></footer></div></div></div></article>')


def xenforo22(posts: list[Message]) -> str:
    """XenForo 2.2: article.message--post per post in div.block--messages; the user cell
    (avatar letter, h4.message-name, "Joined"/"Messages"/"Reaction score" pairs), the
    attribution header with <time class="u-dt"> shown "Yesterday at 10:12 AM" / "Sunday at …"
    / "Mar 4, 2021" (the full date in title and data- attributes) and "#2"; div.bbWrapper;
    quotes blockquote.bbCodeBlock--quote "bob said:" with "Click to expand..."; the signature
    aside; the reactions bar; the thread starter and start date in the header; "Similar
    threads" below."""
    head = posts[0]
    similar = "".join(
        f'<div class="structItem structItem--thread js-inlineModContainer" data-author="{who}">'
        '<div class="structItem-cell structItem-cell--icon"><div class="structItem-icon'
        f'Container">{xf2_avatar(who, 101 + k, "s")}</div></div><div class="structItem-cell '
        'structItem-cell--main" data-xf-init="touch-proxy"><div class="structItem-title"><a '
        f'href="/threads/t.{901 + k}/" data-tp-primary="on">{OTHER_THREADS[k]}</a></div><div '
        'class="structItem-minor"><ul class="structItem-parts"><li><a href="/members/'
        f'{who.lower()}.{101 + k}/" class="username " dir="auto">{who}</a></li><li class="'
        f'structItem-startDate"><a href="/threads/t.{901 + k}/" rel="nofollow">'
        f'{xf2_time(NOW - timedelta(days=40 * k + 9, hours=5))}</a></li><li><a href="/forums/'
        'technical-help.12/">Technical help</a></li></ul></div></div><div class="structItem-'
        'cell structItem-cell--meta"><dl class="pairs pairs--justified"><dt>Replies</dt><dd>'
        f'{k + 3}</dd></dl><dl class="pairs pairs--justified structItem-minor"><dt>Views</dt>'
        f'<dd>{311 * (k + 1)}</dd></dl></div><div class="structItem-cell structItem-cell--'
        f'latest"><a href="/threads/t.{901 + k}/latest" rel="nofollow">'
        f'{xf2_time(NOW - timedelta(days=11 * k + 1, hours=3), "structItem-latestDate u-dt")}'
        '</a><div class="structItem-minor"><a href="/members/fiona.105/" class="username " dir'
        '="auto">fiona</a></div></div></div>'
        for k, who in enumerate(("GregH", "dora.k", "ErikS")))
    body = (
        '<div class="p-pageWrapper" id="top"><header class="p-header" id="header"><div class="'
        'p-header-inner"><div class="p-header-content"><div class="p-header-logo p-header-logo'
        '--image"><a href="/"><img src="/styles/default/xenforo/xenforo-logo.png" alt="Example '
        'Community" width="100" height="36" /></a></div></div></div></header><div class="p-'
        'navSticky p-navSticky--primary" data-xf-init="sticky-header"><nav class="p-nav"><div '
        'class="p-nav-inner"><div class="p-nav-scroller hScroller"><div class="hScroller-scroll'
        '"><ul class="p-nav-list js-offCanvasNavSource"><li><div class="p-navEl is-selected" '
        'data-has-children="true"><a href="/forums/" class="p-navEl-link p-navEl-link--split'
        'Menu " data-nav-id="forums">Forums</a></div></li><li><div class="p-navEl "><a href="/'
        'whats-new/" class="p-navEl-link " data-nav-id="whatsNew">What\'s new</a></div></li><li>'
        '<div class="p-navEl "><a href="/members/" class="p-navEl-link " data-nav-id="members">'
        'Members</a></div></li></ul></div></div><div class="p-nav-opposite"><div class="p-'
        'navgroup p-account p-navgroup--guest"><a href="/login/" class="p-navgroup-link p-'
        'navgroup-link--textual p-navgroup-link--logIn" rel="nofollow" data-xf-click="overlay">'
        '<span class="p-navgroup-linkText">Log in</span></a><a href="/register/" class="p-'
        'navgroup-link p-navgroup-link--textual p-navgroup-link--register" rel="nofollow" data'
        '-xf-click="overlay"><span class="p-navgroup-linkText">Register</span></a></div></div>'
        '</div></nav></div><div class="p-body"><div class="p-body-inner"><ul class="p-bread'
        'crumbs " itemscope itemtype="https://schema.org/BreadcrumbList"><li itemprop="itemList'
        'Element" itemscope itemtype="https://schema.org/ListItem"><a href="/forums/" itemprop='
        '"item"><span itemprop="name">Forums</span></a><meta itemprop="position" content="1" />'
        '</li><li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem">'
        '<a href="/forums/technical-help.12/" itemprop="item"><span itemprop="name">Technical '
        'help</span></a><meta itemprop="position" content="2" /></li></ul><div class="p-body-'
        f'header"><div class="p-title "><h1 class="p-title-value">{TITLE}</h1></div><div class='
        '"p-description"><ul class="listInline listInline--bullet"><li><i class="fa--xf far fa-'
        'user" aria-hidden="true" title="Thread starter"></i><span class="u-srOnly">Thread '
        f'starter</span><a href="/members/{head.author.lower()}.{head.uid}/" class="username  '
        f'u-concealed" dir="auto" data-user-id="{head.uid}">{head.author}</a></li><li><i class'
        '="fa--xf far fa-clock" aria-hidden="true" title="Start date"></i><span class="u-'
        'srOnly">Start date</span><a href="/threads/strange-noise-after-the-last-update.5/" '
        f'class="u-concealed">{xf2_time(head.when)}</a></li></ul></div></div><div class="p-'
        'body-main  "><div class="p-body-content"><div class="p-body-pageContent"><div class="'
        'block block--messages" data-xf-init="" data-type="post" data-href="/inline-mod/" data'
        '-search-target="*"><div class="block-outer"></div><div class="block-outer js-thread'
        'StatusField"></div><div class="block-container lbContainer" data-xf-init="lightbox '
        'select-to-quote" data-message-selector=".js-post" data-lb-id="thread-5"><div class="'
        'block-body js-replyNewMessageContainer">'
        + "".join(xf2_post(posts, m) for m in posts)
        + '</div></div></div><div class="block block--messages"><div class="block-container">'
        '<div class="block-body"><div class="block-row">You must log in or register to reply '
        'here.</div></div></div></div><div class="block"><div class="block-container"><h3 '
        'class="block-header">Similar threads</h3><div class="block-body"><div class="struct'
        f'ItemContainer">{similar}</div></div></div></div><div class="shareButtons shareButtons'
        '--iconic"><span class="shareButtons-label">Share:</span><div class="shareButtons-'
        'buttons"><a class="shareButtons-button shareButtons-button--brand shareButtons-button'
        '--facebook" data-href="https://www.facebook.com/sharer.php?u=https%3A%2F%2Fforum.'
        'example.com%2Fthreads%2F5%2F"><span>Facebook'
        '</span></a><a class="shareButtons-button shareButtons-button--share is-hidden" data-'
        'xf-init="web-share"><span>Share</span></a></div></div></div></div></div></div></div>'
        '<footer class="p-footer" id="footer"><div class="p-footer-inner"><div class="p-footer'
        '-row"><div class="p-footer-row-opposite"><ul class="p-footer-linkList"><li><a href="/'
        'misc/contact" data-xf-click="overlay">Contact us</a></li><li><a href="/help/terms/">'
        'Terms and rules</a></li><li><a href="/help/privacy-policy/">Privacy policy</a></li>'
        '<li><a href="/help/">Help</a></li><li><a href="/">Home</a></li></ul></div></div><div '
        'class="p-footer-copyright"><a href="https://xenforo.com" class="u-concealed" dir="ltr"'
        ' target="_blank" rel="sponsored noopener">Community platform by XenForo<sup>&reg;'
        '</sup> <span class="copyright">&copy; 2010-2021 XenForo Ltd.</span></a></div></div>'
        '</footer></div>')
    return page(f"{TITLE} | Example Community", body)


# --- Vanilla 3 in German ----------------------------------------------------------------------

MONTHS_DE = ("Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
             "September", "Oktober", "November", "Dezember")


def vanilla_date(t: datetime) -> str:
    """Gdn_Format::date with the German locale: "10:12" today, "4. März" this year, "März 2020"
    before (the day dropped)."""
    if days_ago(t) == 0:
        return f"{t:%H:%M}"
    if t.year == NOW.year:
        return f"{t.day}. {MONTHS_DE[t.month - 1]}"
    return f"{MONTHS_DE[t.month - 1]} {t.year}"


def vanilla_time(t: datetime) -> str:
    full = f"{t.day}. {MONTHS_DE[t.month - 1]} {t.year} {t:%H:%M}"
    return f'<time title="{full}" datetime="{t:%Y-%m-%dT%H:%M:%S}+00:00">{vanilla_date(t)}</time>'


def vanilla_author(m: Message, count: bool) -> str:
    posts = f'<span class="MItem PostCount">Beiträge: <b>{m.uid * 3}</b></span>' if count else ""
    return (
        f'<div class="AuthorWrap"><span class="Author"><a title="{m.author}" href="/profile/'
        f'{m.author}" class="PhotoWrap js-userCard" aria-label="Benutzer: {m.author}" data-'
        f'userid="{m.uid}"><img src="https://forum.example.de/uploads/userpics/{m.uid}/n.png" '
        f'alt="{m.author}" class="ProfilePhoto ProfilePhotoMedium" /></a><a href="/profile/'
        f'{m.author}" class="Username js-userCard" data-userid="{m.uid}">{m.author}</a></span>'
        '<span class="AuthorInfo"><span class="MItem RoleTitle">Mitglied</span>'
        f"{posts}</span></div>")


def vanilla_body(posts: list[Message], m: Message) -> str:
    quote = ""
    if m.quote:
        quote = ('<blockquote class="Quote UserQuote blockquote"><div class="blockquote-content">'
                 f'<div class="QuoteAuthor"><a href="/profile/{m.quote[0]}" class="js-userCard">'
                 f'{m.quote[0]}</a> schrieb:</div><div class="QuoteText"><p>'
                 f'{escape(m.quote[2])}</p></div></div></blockquote>')
    sig = (f'<div class="Signature UserSignature userContent">{escape(m.signature)}</div>'
           if m.signature else "")
    likes = (f'<span class="ReactButton-Like-Count">{m.uid % 5}</span>' if m.uid % 5 else "")
    return (
        f'<div class="Item-BodyWrap"><div class="Item-Body"><div class="Message userContent">'
        f'{quote}{p_tags(m)}</div>{sig}<div class="Reactions"><span class="Flag ToggleFlyout">'
        '<a href="#" class="Hijack ReactButton ReactButton-Flag" title="Melden" rel="nofollow"'
        ' role="button"><span class="ReactSprite ReactFlag"></span> <span class="ReactLabel">'
        'Melden</span></a></span><span class="ReactMenu"><span class="ReactButtons"><a href="#"'
        ' title="Zitieren" class="ReactButton Quote Visible" rel="nofollow" role="button"><span'
        ' class="ReactSprite ReactQuote"></span> <span class="ReactLabel">Zitieren</span></a>'
        '<a href="#" title="Gefällt mir" class="Hijack ReactButton ReactButton-Like" rel="'
        'nofollow" role="button"><span class="ReactSprite ReactLike"></span> '
        f'{likes}<span class="ReactLabel">Gefällt mir</span></a></span></span></div></div></div>')


def vanilla_de_comment(posts: list[Message], m: Message) -> str:
    alt = " Alt" if m.number % 2 else ""
    return (
        f'<li class="Item{alt} ItemComment Role_Member" id="Comment_{m.pid}"><div class="Comment">'
        '<div class="Options"><span class="ToggleFlyout OptionsMenu"><span class="OptionsTitle" '
        'title="Optionen">Optionen</span></span></div><div class="Item-Header CommentHeader">'
        f'{vanilla_author(m, True)}<div class="Meta CommentMeta CommentInfo"><span class="MItem '
        f'DateCreated"><a href="/discussion/comment/{m.pid}/#Comment_{m.pid}" class="Permalink" '
        f'name="Item_{m.number}" rel="nofollow">{vanilla_time(m.when)}</a></span></div></div>'
        f"{vanilla_body(posts, m)}</div></li>")


def vanilla_de(posts: list[Message]) -> str:
    """Vanilla 3 (open source, the core discussion view) in German: the discussion apart in
    div.MessageList.Discussion > div.ItemDiscussion (author wrap, meta with the date and the
    category), then "Kommentare" and ul.MessageList.Comments of li.ItemComment; dates
    <time title="4. März 2021 10:12"> shown "10:12" today, "4. März" this year and "März
    2020" before; quotes blockquote.UserQuote "bob schrieb:"; signatures; reaction buttons;
    "In dieser Diskussion" (the participants with their last dates) and categories aside."""
    head = posts[0]
    last = {}
    for m in posts:
        last[m.author] = m
    inthis = "".join(
        f'<li><a href="/profile/{m.author}" class="UserLink"><span class="Aside"><span class="'
        f'Count">{vanilla_time(m.when)}</span></span> <span class="UserName">{m.author}</span>'
        "</a></li>" for m in sorted(last.values(), key=lambda m: m.when, reverse=True))
    comments = "".join(vanilla_de_comment(posts, m) for m in posts[1:])
    recent = "".join(
        f'<li class="Item"><div class="Title"><a href="/discussion/{900 + k}/">{t}</a></div>'
        f'<div class="Meta"><span class="MItem">{vanilla_time(NOW - timedelta(days=k * 9 + 1))}'
        f'</span> <span class="MItem">von <a href="/profile/GregH">GregH</a></span></div></li>'
        for k, t in enumerate(("Geräusch am Vorderrad", "Update hat meine Einstellungen "
                               "gelöscht", "Welches Öl für den Winter?")))
    comment_block = (
        '<div class="CommentsWrap"><span class="BeforeCommentHeading"></span><div class="'
        'DataBox DataBox-Comments"><h2 class="CommentHeading">Kommentare</h2><ul class="'
        f'MessageList DataList Comments">{comments}</ul></div><div class="P PagerWrap"><div '
        'class="Pager PagerLinkCount-1 NumberedPager" id="PagerAfter"><a href="#" class="'
        'Previous Pager-nav" aria-disabled="true">«</a><a href="/discussion/5/x/p1" class="'
        'Highlight Pager-p p-1 FirstPage LastPage" aria-current="page">1</a><a href="#" class='
        '"Next Pager-nav" aria-disabled="true">»</a></div></div></div>' if comments else "")
    body = (
        '<div class="Frame" id="page"><div class="Frame-top"><div class="Frame-header"><header '
        'id="titleBar" class="titleBar"><div class="titleBar-container"><a href="/" class="'
        'titleBar-logoWrap"><span class="titleBar-logo">Autoforum</span></a><nav class="'
        'titleBar-nav"><ul class="titleBarNav-items"><li><a href="/discussions">Diskussionen'
        '</a></li><li><a href="/categories">Kategorien</a></li><li><a href="/activity">'
        'Aktivität</a></li></ul></nav><div class="titleBar-actions"><a href="/entry/signin" '
        'class="Button Primary SignInPopup" rel="nofollow">Anmelden</a> <a href="/entry/'
        'register" class="Button ApplyButton" rel="nofollow">Registrieren</a></div></div>'
        '</header></div></div><div class="Frame-body"><div class="Frame-content"><div class="'
        'Container"><div class="Frame-contentWrap"><div class="Frame-details"><div class="'
        'Frame-row"><nav class="BreadcrumbsBox"><span class="Breadcrumbs" itemscope itemtype="'
        'http://schema.org/BreadcrumbList"><span class="CrumbLabel CrumbLabel HomeCrumb"><a '
        'href="/" itemprop="item"><span itemprop="name">Startseite</span></a></span> <span '
        'itemprop="itemListElement" itemscope itemtype="http://schema.org/ListItem"><span class'
        '="Crumb">›</span> <span class="CrumbLabel Category-technik Last"><a href="/categories/'
        'technik" itemprop="item"><span itemprop="name">Technik</span></a></span></span></span>'
        '</nav></div><div class="Frame-row"><main class="Content MainContent"><div class="'
        'MessageList Discussion"><div class="PageTitle"><div class="Options"></div><h1>'
        f'{TITLE}</h1></div><div id="Item_0" class="Item ItemDiscussion Role_Member">'
        '<div class="Discussion"><div class="Item-Header DiscussionHeader">'
        f'{vanilla_author(head, False)}'
        '<div class="Meta DiscussionMeta"><span class="MItem DateCreated"><a href="/discussion'
        f'/5/strange-noise-after-the-last-update" class="Permalink" rel="nofollow">'
        f'{vanilla_time(head.when)}</a></span> <span class="MItem Category">in <a href="/'
        'categories/technik">Technik</a></span></div></div>'
        f'{vanilla_body(posts, head)}</div></div></div>{comment_block}<div class="Foot Closed">'
        '<div class="Note Closed SignInOrRegister">Melde dich <a href="/entry/signin" rel="'
        'nofollow">an</a> oder <a href="/entry/register" rel="nofollow">registriere dich</a>, '
        'um zu kommentieren.</div><a href="/entry/signin" class="Button Primary Stash">'
        'Kommentieren</a></div></main><aside class="Panel Panel-main"><div class="BoxButtons '
        'BoxNewDiscussion"><a href="/post/discussion/technik" class="Button Primary Action '
        'NewDiscussion">Neue Diskussion</a></div><div class="Box InThisDiscussion"><h4 aria-'
        'level="2">In dieser Diskussion</h4><ul class="PanelInfo PanelInThisDiscussion">'
        f'{inthis}</ul></div><div class="Box BoxDiscussions"><h4>Letzte Diskussionen</h4><ul '
        f'class="PanelInfo PanelDiscussions DataList">{recent}</ul></div><div class="Box '
        'BoxCategories"><h4>Kategorien</h4><ul class="PanelInfo PanelCategories"><li class="'
        'ClearFix Depth1"><a href="/categories/technik" class="ItemLink">Technik <span class="'
        'Aside"><span class="Count">312</span></span></a></li><li class="ClearFix Depth1"><a '
        'href="/categories/garten" class="ItemLink">Garten <span class="Aside"><span class="'
        'Count">87</span></span></a></li></ul></div></aside></div></div></div></div></div></div>'
        '<div class="Frame-footer"><footer class="footer"><div class="Container"><p>Betrieben '
        'mit <a href="https://open.vanillaforums.com">Vanilla</a> · <a href="/impressum">'
        'Impressum</a> · <a href="/datenschutz">Datenschutz</a></p></div></footer></div></div>')
    return page(f"{TITLE} — Autoforum", body, "de")


# --- bbPress 2.6 in a WordPress theme ---------------------------------------------------------

def bbp_since(t: datetime) -> str:
    """bbp_get_time_since(): the two largest units, "2 months, 1 week ago"."""
    s = int(_seconds(t))
    if s <= 0:
        return "right now"
    chunks = ((31536000, "year"), (2592000, "month"), (604800, "week"), (86400, "day"),
              (3600, "hour"), (60, "minute"), (1, "second"))
    for i, (size, name) in enumerate(chunks):
        n = s // size
        if n:
            break
    out = f"{n} {name}{'' if n == 1 else 's'}"
    if i + 1 < len(chunks):
        size2, name2 = chunks[i + 1]
        n2 = (s - n * size) // size2
        if n2:
            out += f", {n2} {name2}{'' if n2 == 1 else 's'}"
    return out + " ago"


def bbp_author(name: str, uid: int, size: int) -> str:
    return (f'<a href="/forums/users/{name.lower()}/" title="View {name}&#039;s profile" class'
            f'="bbp-author-link"><span class="bbp-author-avatar"><img alt="" src="https://'
            f'secure.gravatar.com/avatar/{uid:032x}?s={size}&amp;d=mm&amp;r=g" class="avatar '
            f'avatar-{size} photo" height="{size}" width="{size}" loading="lazy"/></span><span '
            f'class="bbp-author-name">{name}</span></a>')


def bbpress_post(posts: list[Message], m: Message, k: int) -> str:
    slug = "/forums/topic/strange-noise-after-the-last-update/"
    kind = "topic type-topic" if k == 0 else "reply type-reply"
    starter = " topic-author" if m.author == posts[0].author else ""
    quote = ""
    if m.quote:
        quote = (f'<blockquote class="d4p-bbt-quote-block"><div class="d4p-bbt-quote-title"><a '
                 f'href="{slug}#post-{m.quote[1]}">{m.quote[0]} wrote:</a></div>'
                 f"{escape(m.quote[2])}</blockquote>")
    sig = (f'<div class="bbp-signature">{escape(m.signature)}</div>' if m.signature else "")
    role = "Keymaster" if m.uid == 100 else "Participant"
    return (
        f'<div id="post-{m.pid}" class="bbp-reply-header"><div class="bbp-meta"><span class="'
        f'bbp-reply-post-date">{MONTHS_EN[m.when.month - 1]} {m.when.day}, {m.when.year} at '
        f'{hm(m.when)}</span><a href="{slug}#post-{m.pid}" class="bbp-reply-permalink">#'
        f'{m.pid}</a><span class="bbp-admin-links"></span></div></div><div class="loop-item-{k} '
        f'user-id-{m.uid} bbp-parent-forum-12 bbp-parent-topic-{posts[0].pid} bbp-reply-'
        f'position-{k + 1} {"even" if k % 2 else "odd"}{starter} post-{m.pid} {kind} status-'
        f'publish hentry"><div class="bbp-reply-author">{bbp_author(m.author, m.uid, 80)}<div '
        f'class="bbp-author-role">{role}</div></div><div class="bbp-reply-content">{quote}'
        f"{p_tags(m)}{sig}</div></div>")


def bbpress(posts: list[Message]) -> str:
    """bbPress 2.6 inside a Twenty Sixteen-like WordPress theme: ul.bbp-replies with a header
    and a footer row, in li.bbp-body every post (the topic first) as two siblings: the header
    div#post-N.bbp-reply-header holding only "March 4, 2021 at 10:12 am" and "#N", then the
    div with the author column and div.bbp-reply-content; "This topic has 5 replies, 4 voices,
    and was last updated 2 months, 1 week ago by bob."; quotes and signatures as GD bbPress
    Tools writes them; the theme's sidebar with recent topics ("3 weeks, 2 days ago")."""
    head, last = posts[0], posts[-1]
    n = len(posts) - 1
    voices = len({m.author for m in posts})
    header = ('<div class="bbp-reply-author">Author</div><div class="bbp-reply-content">Posts'
              "</div>")
    notice = (
        f'This topic has {n} repl{"y" if n == 1 else "ies"}, {voices} voice'
        f'{"" if voices == 1 else "s"}, and was last updated <a href="/forums/topic/strange-'
        f'noise-after-the-last-update/#post-{last.pid}" title="Reply To: {TITLE}">'
        f'{bbp_since(last.when)}</a> by {bbp_author(last.author, last.uid, 14)}.')
    count = (f"Viewing {len(posts)} post{'' if len(posts) == 1 else 's'} - 1 through "
             f"{len(posts)} (of {len(posts)} total)")
    widget = "".join(
        f'<li><a class="bbp-forum-title" href="/forums/topic/t-{900 + k}/">{t}</a> by <span '
        f'class="topic-author">{bbp_author(who, 101 + k, 14)}</span> <div>'
        f"{bbp_since(NOW - timedelta(days=k * 13 + 2, hours=k + 3))}</div></li>"
        for k, (t, who) in enumerate(zip(OTHER_THREADS[:4], ("GregH", "dora.k", "fiona", "bob_m"))))
    body = (
        '<div id="page" class="site"><div class="site-inner"><a class="skip-link screen-reader-'
        'text" href="#content">Skip to content</a><header id="masthead" class="site-header" '
        'role="banner"><div class="site-header-main"><div class="site-branding"><p class="site-'
        'title"><a href="/" rel="home">Garage Talk</a></p><p class="site-description">Cars, '
        'tools and everything in between</p></div><div id="site-header-menu" class="site-header'
        '-menu"><nav id="site-navigation" class="main-navigation" role="navigation" aria-label='
        '"Primary Menu"><div class="menu-main-container"><ul id="menu-main" class="primary-menu'
        '"><li class="menu-item"><a href="/">Home</a></li><li class="menu-item current-menu-'
        'item"><a href="/forums/">Forums</a></li><li class="menu-item"><a href="/blog/">Blog'
        '</a></li></ul></div></nav></div></div></header><div id="content" class="site-content">'
        '<div id="primary" class="content-area"><main id="main" class="site-main" role="main">'
        f'<article id="post-{head.pid}" class="post-{head.pid} topic type-topic status-publish '
        'hentry"><header class="entry-header"><h1 class="entry-title">'
        f'{TITLE}</h1></header><div class="entry-content"><div id="bbpress-forums" class="'
        'bbpress-wrapper"><div class="bbp-breadcrumb"><p><a href="/" class="bbp-breadcrumb-home'
        '">Home</a> <span class="bbp-breadcrumb-sep">&rsaquo;</span> <a href="/forums/" class="'
        'bbp-breadcrumb-root">Forums</a> <span class="bbp-breadcrumb-sep">&rsaquo;</span> <a '
        'href="/forums/forum/technical-help/" class="bbp-breadcrumb-forum">Technical help</a> '
        f'<span class="bbp-breadcrumb-sep">&rsaquo;</span> <span class="bbp-breadcrumb-current">'
        f'{TITLE}</span></p></div><div class="bbp-template-notice info"><ul><li class="bbp-'
        f'topic-description">{notice}</li></ul></div><div class="bbp-pagination"><div class="'
        f'bbp-pagination-count">{count}</div><div class="bbp-pagination-links"></div></div><ul '
        f'id="topic-{head.pid}-replies" class="forums bbp-replies"><li class="bbp-header">'
        f'{header}</li><li class="bbp-body">'
        + "".join(bbpress_post(posts, m, k) for k, m in enumerate(posts))
        + f'</li><li class="bbp-footer">{header}</li></ul><div class="bbp-pagination"><div '
        f'class="bbp-pagination-count">{count}</div><div class="bbp-pagination-links"></div>'
        f'</div><div id="no-reply-{head.pid}" class="bbp-no-reply"><div class="bbp-template-'
        'notice"><ul><li>You must be logged in to reply to this topic.</li></ul></div></div>'
        '</div></div></article></main></div><aside id="secondary" class="sidebar widget-area" '
        'role="complementary"><section id="bbp_search_widget-2" class="widget widget_display_'
        'search"><h2 class="widget-title">Search Forums</h2><form role="search" method="get" '
        'id="bbp-search-form"><input type="text" value="" name="bbp_search" id="bbp_search" />'
        '<input class="button" type="submit" id="bbp_search_submit" value="Search" /></form>'
        '</section><section id="bbp_topics_widget-2" class="widget widget_display_topics"><h2 '
        'class="widget-title">Recent Topics</h2><ul class="bbp-topics-widget newness">'
        f'{widget}</ul></section></aside></div><footer id="colophon" class="site-footer" role="'
        'contentinfo"><div class="site-info"><span class="site-title"><a href="/" rel="home">'
        'Garage Talk</a></span><a href="https://wordpress.org/" class="imprint">Proudly powered'
        ' by WordPress</a></div></footer></div></div>')
    return page(f"{TITLE} – Garage Talk", body)


# --- Simple Machines 2.1 in Spanish -----------------------------------------------------------

MONTHS_ES = ("Enero", "Febrero", "Marzo", "Abril", "Mayo", "Junio", "Julio", "Agosto",
             "Septiembre", "Octubre", "Noviembre", "Diciembre")


def smf_es(t: datetime) -> str:
    """SMF 2.1's timeformat() in Spanish: "<strong>Hoy</strong> a las 10:12:33", "Ayer …",
    else "04 de Marzo de 2021, 10:12:33"."""
    clock = f"{t:%H:%M:%S}"
    days = days_ago(t)
    if days == 0:
        return f"<strong>Hoy</strong> a las {clock}"
    if days == 1:
        return f"<strong>Ayer</strong> a las {clock}"
    return f"{t.day:02d} de {MONTHS_ES[t.month - 1]} de {t.year}, {clock}"


def smf21_post(posts: list[Message], m: Message) -> str:
    subject = TITLE if m.number == 1 else f"Re: {TITLE}"
    counter = m.number - 1
    title = f"Respuesta #{counter} - {subject}" if counter else subject
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = (f'<blockquote class="bbc_standard_quote"><cite><a href="index.php?msg='
                 f'{m.quote[1]}">Cita de: {m.quote[0]} en {smf_es(q.when)}</a></cite>'
                 f"{escape(m.quote[2])}<br></blockquote>")
    sig = (f'<div class="signature" id="msg_{m.pid}_signature">{escape(m.signature)}</div>'
           if m.signature else "")
    group = ("Novato", "Miembro junior", "Miembro")[m.uid % 3]
    online = ("on", "Conectado") if m.uid % 3 == 0 else ("off", "Desconectado")
    return (
        f'<div class="windowbg" id="msg{m.pid}"><div class="post_wrapper"><div class="poster">'
        f'<h4><span class="{online[0]}" title="{online[1]}"></span><a href="index.php?action='
        f'profile;u={m.uid}" title="Ver perfil de {m.author}">{m.author}</a></h4><ul class="'
        f'user_info"><li class="avatar"><a href="index.php?action=profile;u={m.uid}"><img class='
        '"avatar" src="https://foro.example.es/avatars/default.png" alt=""></a></li><li class="'
        'icons"><img src="Themes/default/images/membericons/icon.png" alt="*"></li><li class="'
        f'postgroup">{group}</li><li class="postcount">Mensajes: {m.uid * 3}</li><li class="'
        'im_icons"><ol><li class="custom cust_loca">Ubicación: Sevilla</li></ol></li><li class='
        '"poster_ip">Registrado</li></ul></div><div class="postarea"><div class="keyinfo"><div '
        f'id="subject_{m.pid}" class="subject_title subject_hidden"><a href="index.php?msg='
        f'{m.pid}" rel="nofollow">{subject}</a></div><div class="postinfo"><span class="'
        'messageicon"  style="position: absolute; z-index: -1;"><img src="Themes/default/images'
        f'/post/xx.png" alt=""></span><a href="index.php?msg={m.pid}" rel="nofollow" title="'
        f'{title}" class="smalltext">{smf_es(m.when)}</a><span class="page_number floatright">'
        f'{f" #{counter} " if counter else " "}</span><span class="smalltext modified floatright'
        f'" id="modified_{m.pid}"></span></div><div id="msg_{m.pid}_quick_mod"></div></div><div '
        f'class="post"><div class="inner" data-msgid="{m.pid}" id="msg_{m.pid}">{quote}'
        f'{paras(m, "<br><br>")}</div></div><div class="under_message"><ul class="floatleft">'
        '</ul><ul class="quickbuttons"><li><a href="index.php?action=post;quote='
        f'{m.pid};topic=45.0;last_msg={posts[-1].pid}"><span class="main_icons quote"></span>'
        'Citar</a></li></ul></div></div><div class="moderatorbar">'
        f'{sig}</div></div></div><hr class="post_separator">')


def smf21_es(posts: list[Message]) -> str:
    """Simple Machines 2.1 in Spanish: div.windowbg#msgN per post (div.poster with h4 and
    ul.user_info "Mensajes: 33"; div.postinfo with the date as the permalink's text, "Hoy a
    las …" split by a <strong>, the reply number " #2 " in span.page_number and in the link's
    title "Respuesta #2 - Re: …"; div.inner); quotes blockquote.bbc_standard_quote with a
    <cite> "Cita de: bob en …"; the signature in div.moderatorbar; the page's menus, the
    linktree and the footer."""
    nav = ('<div class="navigate_section"><ul><li><a href="index.php"><span>Foro de Ejemplo'
           '</span></a></li><li><span class="dividers"> &#9658; </span><a href="index.php#c1">'
           '<span>General</span></a></li><li><span class="dividers"> &#9658; </span><a href="'
           'index.php?board=2.0"><span>Ayuda técnica</span></a></li><li class="last"><span '
           'class="dividers"> &#9658; </span><a href="index.php?topic=45.0"><span>'
           f"{TITLE}</span></a></li></ul></div>")
    buttons = ('<div class="buttonlist floatright"><a class="button button_strip_reply active"'
               ' href="index.php?action=post;topic=45.0">Responder</a><a class="button button_'
               'strip_notify" href="index.php?action=notifytopic;topic=45.0">Notificar</a><a '
               'class="button button_strip_print" href="index.php?action=printpage;topic=45.0"'
               ' rel="nofollow">Imprimir</a></div>')
    body = (
        '<div id="footerfix"><div id="top_section"><div class="inner_wrap"><ul class="floatleft'
        '" id="top_info"><li class="welcome">¡Bienvenido(a), <strong>Visitante</strong>. Por '
        'favor, <a href="index.php?action=login">ingresa</a> o <a href="index.php?action=signup'
        '">regístrate</a>.</li></ul><form id="search_form" class="floatright" action="index.php'
        '?action=search2" method="post" accept-charset="UTF-8"><input type="search" name="'
        'search" value=""> <input type="submit" name="search2" value="Buscar" class="button">'
        '</form></div></div><div id="header"><h1 class="forumtitle"><a id="top" href="index.php'
        '">Foro de Ejemplo</a></h1><img id="smflogo" src="Themes/default/images/smflogo.svg" '
        'alt="Simple Machines Forum" title="Simple Machines Forum"></div><div id="wrapper"><div'
        ' id="upper_section"><div id="inner_section"><div id="inner_wrap" class="hide_720"><div'
        f' class="user"><time datetime="{NOW:%Y-%m-%dT%H:%M:%S}Z">{NOW.day:02d} de '
        f'{MONTHS_ES[NOW.month - 1]} de {NOW.year}, {NOW:%H:%M:%S}</time></div><hr class="clear'
        '"></div><div id="main_menu"><ul class="dropmenu menu_nav"><li class="button_home"><a '
        'class="active" href="index.php"><span class="main_icons home"></span><span class="'
        'textmenu">Inicio</span></a></li><li class="button_help"><a href="index.php?action=help'
        '"><span class="main_icons help"></span><span class="textmenu">Ayuda</span></a></li><li'
        ' class="button_search"><a href="index.php?action=search"><span class="main_icons '
        'search"></span><span class="textmenu">Buscar</span></a></li><li class="button_login">'
        '<a href="index.php?action=login"><span class="main_icons login"></span><span class="'
        'textmenu">Ingresar</span></a></li><li class="button_signup"><a href="index.php?action='
        'signup"><span class="main_icons regcenter"></span><span class="textmenu">Registrarse'
        f'</span></a></li></ul></div>{nav}</div></div><div id="content_section"><div id="main_'
        'content_section"><div id="display_head" class="information"><h2 class="display_title">'
        f'<span id="top_subject">{TITLE}</span></h2><p>Autor Tema:  (Leído {len(posts) * 37} '
        'veces)</p><span class="nextlinks floatright"><a href="index.php?topic=45.0;prev_next='
        'prev#new">&laquo; anterior</a> - <a href="index.php?topic=45.0;prev_next=next#new">'
        f'siguiente &raquo;</a></span></div><div class="pagesection top">{buttons}<div class="'
        'pagelinks floatleft"><a href="#bot" class="button">Ir Abajo</a> <span class="pages">'
        'Páginas</span><span class="current_page">1</span> </div></div><div id="forumposts">'
        '<form action="index.php?action=quickmod2;topic=45.0" method="post" accept-charset="'
        'UTF-8" name="quickModForm" id="quickModForm" onsubmit="return oQuickModify.bInEdit_'
        'mode ? oQuickModify.modifySave(\'abc\', \'def\') : false">'
        + "".join(smf21_post(posts, m) for m in posts)
        + f'</form></div><a id="bot"></a><div class="pagesection">{buttons}<div class="pagelinks'
        ' floatleft"><a href="#main_content_section" class="button" id="top">Ir Arriba</a> '
        '<span class="pages">Páginas</span><span class="current_page">1</span> </div></div>'
        f'{nav}<div id="moderationbuttons"></div><div id="display_jump_to"></div></div></div>'
        '</div></div><div id="footer"><div class="inner_wrap"><ul><li class="floatright"><a '
        'href="index.php?action=help">Ayuda</a> | <a href="index.php?action=agreement">Términos'
        ' y Reglas</a> | <a href="#top_section">Ir Arriba &#9650;</a></li><li class="copyright">'
        '<a href="index.php?action=credits" title="Licencia" target="_blank" rel="noopener">SMF'
        ' 2.1.4 &copy; 2023</a>, <a href="https://www.simplemachines.org" title="Simple '
        'Machines" target="_blank" rel="noopener">Simple Machines</a></li></ul></div></div>')
    return page(f"{TITLE}", body, "es")


# --- Ptt (www.ptt.cc, Chinese, Taiwan) --------------------------------------------------------

PTT_NICK = {"alice": "愛麗絲", "bob_m": "阿伯", "Charlie77": "查理", "dora.k": "朵拉",
            "ErikS": "艾瑞克", "fiona": "小菲", "GregH": "格雷", "hanna_w": "漢娜"}


def ptt_push(tag: str, who: str, text: str, t: datetime) -> str:
    color = "hl push-tag" if tag == "推" else "f1 hl push-tag"
    return (f'<div class="push"><span class="{color}">{tag} </span><span class="f3 hl push-'
            f'userid">{who}</span><span class="f3 push-content">: {text}</span><span class="'
            f'push-ipdatetime"> {t:%m/%d %H:%M}\n</span></div>')


def ptt(posts: list[Message]) -> str:
    """Ptt's web view of an article (www.ptt.cc/bbs/<board>/M.….html): the metalines (作者,
    看板, 標題, 時間 "Thu Mar  4 10:12:33 2021") as span pairs, the article as bare text in
    div#main-content, "--", the signature, "※ 發信站" and "※ 文章網址" in span.f2; the replies
    as push lines div.push (推/→/噓, the user id, ": text", " 03/04 10:15" without the year),
    one line per paragraph, the continuation lines "→"; a quoted post as its own push line
    "bob 說「…」"."""
    head = posts[0]
    url = f"https://www.ptt.cc/bbs/car/M.{_ts(head.when)}.A.{head.pid % 4096:03X}.html"
    meta = "".join(
        f'<div class="article-metaline{right}"><span class="article-meta-tag">{tag}</span><span '
        f'class="article-meta-value">{value}</span></div>'
        for right, tag, value in (
            ("", "作者", f"{head.author} ({PTT_NICK[head.author]})"),
            ("-right", "看板", "car"), ("", "標題", f"[問題] {TITLE}"),
            ("", "時間", f"{head.when:%a %b} {head.when.day:2d} {head.when:%H:%M:%S} "
                        f"{head.when.year}")))
    text = "\n\n".join(escape(p) for p in head.paragraphs)
    sig = f"{escape(head.signature)}\n" if head.signature else ""
    pushes = []
    for m in posts[1:]:
        tag = "噓" if m.uid % 7 == 5 else ("推" if m.uid % 2 == 0 else "→")
        lines = [escape(p) for p in m.paragraphs]
        if m.quote:
            lines.insert(0, f"{m.quote[0]} 說「{escape(m.quote[2])}」")
        for k, line in enumerate(lines):
            pushes.append(ptt_push(tag if k == 0 else "→", m.author, line, m.when))
    edit = head.when + timedelta(minutes=7)
    main = (
        f"{meta}\n{text}\n\n--\n{sig}"
        '<span class="f2">※ 發信站: 批踢踢實業坊(ptt.cc), 來自: 36.228.104.17 (臺灣)\n</span>'
        f'<span class="f2">※ 文章網址: <a href="{url}" target="_blank" rel="noopener noreferrer '
        f'nofollow">{url}</a>\n</span><span class="f2">※ 編輯: {head.author} (36.228.104.17 臺灣'
        f'), {edit:%m/%d/%Y %H:%M:%S}\n</span>' + "".join(pushes))
    body = (
        '<div id="topbar-container"><div id="topbar" class="bbs-content"><a id="logo" href="/bbs'
        '/">批踢踢實業坊</a><span>&rsaquo;</span><a class="board" href="/bbs/car/index.html">'
        '<span class="board-label">看板 </span>car</a><a class="right small" href="/about.html">'
        '關於我們</a><a class="right small" href="/contact.html">聯絡資訊</a></div></div><div '
        'id="navigation-container"><div id="navigation" class="bbs-content"><a class="board" '
        'href="/bbs/car/index.html">返回看板</a><div class="bar"></div><div class="share"><span'
        '>分享</span><div class="fb-like" data-send="false" data-width="90" data-layout="button_'
        f'count" data-href="{url}"></div><div class="g-plusone" data-size="medium"></div></div>'
        '</div></div><div id="main-container"><div id="main-content" class="bbs-screen bbs-'
        f'content">{main}</div><div id="article-polling" data-pollurl="/poll/car/M.'
        f'{_ts(head.when)}.A.{head.pid % 4096:03X}.html?cacheKey=2042-{len(posts)}&amp;offSet='
        f'{len(main) * 3}&amp;offSig=4fd2" data-longpollurl="/v1/longpoll?id=8a1f" data-offset='
        f'"{len(main) * 3}"></div></div>'
        '<script async src="//www.google-analytics.com/analytics.js"></script>')
    return (f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>[問題] {TITLE} - 看板 car'
            ' - 批踢踢實業坊</title><meta name="viewport" content="width=device-width, initial-'
            'scale=1"><link rel="stylesheet" type="text/css" href="//images.ptt.cc/bbs/v2.27/'
            f'bbs-common.css"></head><body>{body}</body></html>')


# --- Stack Overflow in Russian ----------------------------------------------------------------

MONTHS_RU_SHORT = ("янв", "фев", "мар", "апр", "мая", "июн", "июл", "авг", "сен", "окт", "ноя",
                   "дек")


def so_ru_date(t: datetime) -> str:
    """Stack Exchange's relativetime in Russian: "5 мин назад", "3 ч назад", "вчера",
    "4 мар в 10:12" this year, "4 мар 2020 в 10:12" before."""
    s = _seconds(t)
    if 0 <= s < 60:
        return f"{int(s)} сек назад"
    if 0 <= s < 3600:
        return f"{int(s // 60)} мин назад"
    if 0 <= s < 86400 and days_ago(t) == 0:
        return f"{int(s // 3600)} ч назад"
    if days_ago(t) == 1:
        return "вчера"
    year = f" {t.year}" if t.year != NOW.year else ""
    return f"{t.day} {MONTHS_RU_SHORT[t.month - 1]}{year} в {t:%H:%M}"


def so_ru_ago(t: datetime) -> str:
    """The header's "Задан 4 месяца назад", "Задан вчера", "Задан сегодня"."""
    days = max((NOW - t).days, 0)
    if days >= 365:
        n, forms = days // 365, ("год", "года", "лет")
    elif days >= 30:
        n, forms = days // 30, ("месяц", "месяца", "месяцев")
    elif days >= 2:
        n, forms = days, ("день", "дня", "дней")
    else:
        return "вчера" if days_ago(t) == 1 else "сегодня"
    form = (forms[0] if n % 10 == 1 and n % 100 != 11 else
            forms[1] if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else forms[2])
    return f"{n} {form} назад"


SO_RU_COMMENTS = ("Какая у вас версия прошивки?",
                  "Добавьте, пожалуйста, вывод журнала в текст вопроса.",
                  "Попробуйте сначала сбросить настройки, потом напишите результат.")


def so_ru_score(m: Message) -> int:
    return (m.uid * 7 + m.pid) % 9 - 1


def so_ru_post(posts: list[Message], m: Message, accepted: bool) -> str:
    question = m.number == 1
    score = so_ru_score(m)
    pid = 1234560 + m.pid
    quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
    verb = "задан" if question else "ответ дан"
    edited = ""
    if m.uid % 3 == 1:
        e = m.when + timedelta(hours=5)
        edited = (f'<div class="post-signature flex--item"><div class="user-info "><div class="'
                  f'user-action-time"><a href="/posts/{pid}/revisions" title="показать все '
                  f'правки">изменён</a> <span title="{e:%Y-%m-%d %H:%M:%S}Z" class="relativetime">'
                  f'{so_ru_date(e)}</span></div></div></div>')
    comments = ""
    if m.uid % 4 == 1 or question:
        k = m.pid % len(SO_RU_COMMENTS)
        c = m.when + timedelta(minutes=37)
        who = "Qwerty_88" if k % 2 else "Дмитрий"
        comments = (
            f'<li id="comment-{pid + 7}" class="comment js-comment " data-comment-id="{pid + 7}" '
            'data-comment-score="0"><div class="js-comment-actions comment-actions"><div class="'
            'comment-score js-comment-edit-hide"></div></div><div class="comment-text  js-'
            'comment-text-and-form"><div class="comment-body js-comment-edit-hide"><span class="'
            f'comment-copy">{SO_RU_COMMENTS[k]}</span><div class="d-inline-flex ai-center">'
            f'&ndash;&nbsp;<a href="/users/5{k}21/" title="2 143 репутация" class="comment-user">'
            f'{who}</a></div><span class="comment-date" dir="ltr"><a class="comment-link" href="'
            f'#comment{pid + 7}_{pid}"><span title="{c:%Y-%m-%d %H:%M:%S}Z, Лицензия: CC BY-SA '
            f'4.0" class="relativetime-clean">{so_ru_date(c)}</span></a></span></div></div></li>')
    check = ('<div class="js-accepted-answer-indicator flex--item fc-green-500 py6 mtn8" tab'
             'index="0" role="note" aria-label="Принятый"><div class="ta-center"><svg aria-hidden'
             '="true" class="svg-icon iconCheckmarkLg" width="36" height="36" viewBox="0 0 36 36">'
             '<path d="m6 14 8 8L30 6v8L14 30l-8-8v-8Z"></path></svg></div></div>'
             if accepted else "")
    body = (
        '<div class="post-layout"><div class="votecell post-layout--left"><div class="js-voting'
        f'-container d-flex jc-center fd-column ai-stretch gs4 fc-black-200" data-post-id="{pid}'
        '"><button class="js-vote-up-btn flex--item s-btn s-btn__unset c-pointer" aria-pressed="'
        'false" aria-label="Полезный" data-selected-classes="fc-theme-primary"><svg aria-hidden'
        '="true" class="svg-icon iconArrowUpLg" width="36" height="36" viewBox="0 0 36 36"><path'
        ' d="M2 25h32L18 9 2 25Z"></path></svg></button><div class="js-vote-count flex--item d-'
        f'flex fd-column ai-center fc-black-500 fs-title" itemprop="upvoteCount" data-value="'
        f'{score}">{score}</div><button class="js-vote-down-btn flex--item s-btn s-btn__unset c-'
        'pointer" aria-pressed="false" aria-label="Бесполезный"><svg aria-hidden="true" class="'
        'svg-icon iconArrowDownLg" width="36" height="36" viewBox="0 0 36 36"><path d="M2 11h32'
        f'L18 27 2 11Z"></path></svg></button>{check}</div></div><div class="'
        f'{"postcell" if question else "answercell"} post-layout--right"><div class="s-prose '
        f'js-post-body" itemprop="text">{quote}{p_tags(m)}</div>'
        + ('<div class="mt24 mb12"><div class="post-taglist d-flex gs4 gsy fd-column"><div '
           'class="d-flex ps-relative fw-wrap"><a href="/questions/tagged/linux" class="post-tag'
           ' flex--item mt0 js-tagname-linux" rel="tag">linux</a><a href="/questions/tagged/'
           'драйверы" class="post-tag flex--item mt0" rel="tag">драйверы</a></div></div></div>'
           if question else "")
        + '<div class="mb0 "><div class="mt16 d-flex gs8 gsy fw-wrap jc-end ai-start pt4 mb16">'
        '<div class="flex--item mr16 fl1 w96"><div class="js-post-menu pt2" data-post-id="'
        f'{pid}"><div class="d-flex gs8 s-anchors s-anchors__muted fw-wrap"><div class="flex--'
        f'item"><a href="/{"q" if question else "a"}/{pid}" rel="nofollow" itemprop="url" class'
        f'="js-share-link js-gps-track" title="Короткая ссылка на этот '
        f'{"вопрос" if question else "ответ"}">Поделиться</a></div><div class="flex--item"><a '
        f'href="/posts/{pid}/edit" class="js-suggest-edit-post" title="">Улучшить '
        f'{"вопрос" if question else "ответ"}</a></div><div class="flex--item"><button type="'
        f'button" id="btnFollowPost-{pid}" class="s-btn s-btn__link js-follow-post">Отслеживать'
        f'</button></div></div></div></div>{edited}<div class="post-signature '
        f'{"owner " if question else ""}flex--item fl0"><div class="user-info user-hover"><div '
        f'class="user-action-time">{verb} <span title="{m.when:%Y-%m-%d %H:%M:%S}Z" class="'
        f'relativetime">{so_ru_date(m.when)}</span></div><div class="user-gravatar32"><a href="'
        f'/users/{m.uid}/{m.author.lower()}"><div class="gravatar-wrapper-32"><img src="https://'
        f'www.gravatar.com/avatar/{m.uid:032x}?s=64&amp;d=identicon&amp;r=PG" alt="" width="32"'
        ' height="32" class="bar-sm"></div></a></div><div class="user-details" itemprop="author"'
        f' itemscope itemtype="http://schema.org/Person"><a href="/users/{m.uid}/'
        f'{m.author.lower()}">{m.author}</a><span class="d-none" itemprop="name">{m.author}'
        '</span><div class="-flair"><span class="reputation-score" title="репутация" dir="ltr">'
        f'{m.uid * 13}</span><span title="{m.uid % 5 + 1} бронзовых знаков"><span class="badge3"'
        f'></span><span class="badgecount">{m.uid % 5 + 1}</span></span></div></div></div></div>'
        '</div></div></div><span class="d-none" itemprop="commentCount">'
        f'{1 if comments else 0}</span><div class="post-layout--right js-post-comments-'
        f'component"><div id="comments-{pid}" class="comments js-comments-container bt bc-black'
        f'-075 mt12 " data-post-id="{pid}" data-min-length="15"><ul class="comments-list js-'
        f'comments-list" data-remaining-comments-count="0" data-canpost="false">{comments}</ul>'
        f'</div><div id="comments-link-{pid}" data-rep="50" data-anon="true"><a class="js-add-'
        'link comments-link disabled-link" title="Используйте комментарии, чтобы попросить '
        'больше информации или предложить улучшения. Избегайте ответов на вопросы в '
        'комментариях." href="#" role="button">Добавить комментарий</a></div></div></div>')
    if question:
        return (f'<div class="question js-question" data-questionid="{pid}" data-position-on-'
                f'page="0" data-score="{score}" id="question">{body}</div>')
    cls = " accepted-answer" if accepted else ""
    prop = "acceptedAnswer" if accepted else "suggestedAnswer"
    return (f'<a name="{pid}"></a><div id="answer-{pid}" class="answer js-answer{cls}" data-'
            f'answerid="{pid}" data-parentid="{1234560 + posts[0].pid}" data-score="{score}" '
            f'itemprop="{prop}" itemscope itemtype="https://schema.org/Answer">{body}</div>')


def so_ru(posts: list[Message]) -> str:
    """ru.stackoverflow.com (2021 layout): the question apart (header "Задан 4 месяца назад",
    "Просмотрен"; the body, tags, "задан <span class=relativetime title=…>4 мар в 10:12"
    after it, the year only for older years, "вчера", "5 мин назад"), "N ответов", the answers
    sorted by score with the accepted one first (a green check), "ответ дан …", "изменён …" for
    edited posts, comments under some posts; quotes as <blockquote>; the left navigation, the
    right sidebar ("Связанные", "Похожие") and the footer, in Russian."""
    head = posts[0]
    answers = posts[1:]
    accepted = None
    if len(answers) >= 2 and head.pid % 2:
        accepted = max(answers, key=so_ru_score)
    ordered = sorted(answers, key=lambda m: (m is not accepted, -so_ru_score(m), m.number))
    n = len(answers)
    word = ("ответ" if n % 10 == 1 and n % 100 != 11 else
            "ответа" if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else "ответов")
    related = "".join(
        f'<div class="spacer"><a href="/q/{1230000 + k}" title="Голосов: {k + 1}"><div class="'
        f'answer-votes answered-accepted">{k + 1}</div></a><a href="/questions/{1230000 + k}" '
        f'class="question-hyperlink">{t}</a></div>'
        for k, t in enumerate(("Не работает звук после обновления ядра",
                               "Как откатить прошивку роутера?",
                               "Странный шум при торможении на малой скорости")))
    body = (
        '<header class="s-topbar ps-fixed t0 l0 js-top-bar"><div class="s-topbar--container"><a'
        ' href="/" class="s-topbar--logo js-gps-track"><span class="-img _glyph">Stack Overflow'
        ' на русском</span></a><ol class="s-topbar--content" role="menubar"><li role="none"><a '
        'href="/questions" class="s-topbar--item">Вопросы</a></li></ol><form id="search" role='
        '"search" action="/search" class="s-topbar--searchbar"><input name="q" type="text" '
        'placeholder="Поиск…" class="s-input s-input__search"></form><ol class="s-topbar--'
        'content"><li><a href="/users/login" class="s-topbar--item s-btn s-btn__filled">Войти'
        '</a></li><li><a href="/users/signup" class="s-topbar--item s-btn s-btn__primary">'
        'Регистрация</a></li></ol></div></header><div class="container"><div id="left-sidebar"'
        ' class="left-sidebar js-pinned-left-sidebar ps-relative"><div class="left-sidebar--'
        'sticky-container js-sticky-leftnav"><nav role="navigation"><ol class="nav-links"><li>'
        '<a href="/" class="pl8 js-gps-track nav-links--link">Главная</a></li><li><ol class="'
        'nav-links"><li class="fs-fine tt-uppercase ml8 mt16 mb4 fc-light">Публичные</li><li '
        'class=" youarehere" aria-current="true"><a id="nav-questions" href="/questions" class'
        '="pl8 js-gps-track nav-links--link -link__with-icon"><span class="-link--channel-name">'
        'Вопросы</span></a></li><li><a id="nav-tags" href="/tags" class="js-gps-track nav-links'
        '--link">Метки</a></li><li><a id="nav-users" href="/users" class="js-gps-track nav-'
        'links--link">Участники</a></li><li><a id="nav-unanswered" href="/unanswered" class="'
        'js-gps-track nav-links--link">Неотвеченные</a></li></ol></li></ol></nav></div></div>'
        '<div id="content" class="snippet-hidden"><div itemprop="mainEntity" itemscope item'
        'type="https://schema.org/Question"><div class="inner-content clearfix"><div id="'
        'question-header" class="d-flex sm:fd-column"><h1 itemprop="name" class="fs-headline1 '
        f'ow-break-word mb8 flex--item fl1"><a href="/questions/{1234560 + head.pid}/" class="'
        f'question-hyperlink">{TITLE}</a></h1><div class="ml12 aside-cta flex--item sm:ml0 sm:'
        'mb12 sm:order-first sm:as-end"><a href="/questions/ask" class="ws-nowrap s-btn s-btn__'
        'primary">Задать вопрос</a></div></div><div class="d-flex fw-wrap pb8 mb16 bb bc-black-'
        f'075"><div class="flex--item ws-nowrap mr16 mb8" title="{head.when:%Y-%m-%d %H:%M:%S}Z'
        f'"><span class="fc-light mr2">Задан</span><time itemprop="dateCreated" datetime="'
        f'{head.when:%Y-%m-%dT%H:%M:%S}">{so_ru_ago(head.when)}</time></div><div class="flex--'
        f'item ws-nowrap mr16 mb8"><span class="fc-light mr2">Изменён</span><a href="?last'
        f'activity" class="s-link s-link__inherit" title="{posts[-1].when:%Y-%m-%d %H:%M:%S}Z">'
        f'{so_ru_ago(posts[-1].when)}</a></div><div class="flex--item ws-nowrap mb8" title="'
        f'Просмотрен {len(posts) * 211} раз"><span class="fc-light mr2">Просмотрен</span>'
        f'{len(posts) * 211} раз</div></div><div id="mainbar" role="main" aria-label="вопрос и '
        f'ответы">{so_ru_post(posts, head, False)}<div id="answers"><a name="tab-top"></a><div '
        'id="answers-header"><div class="answers-subheader d-flex ai-center mb8"><div class="'
        f'flex--item fl1"><h2 class="mb0" data-answercount="{n}">{n} {word}<span style="display:'
        f'none;" itemprop="answerCount">{n}</span></h2></div><div class="flex--item"><div class'
        '="d-flex g4 gsx ai-center"><label class="flex--item fs-caption" for="answer-sort-'
        'dropdown-select-menu">Сортировка:</label><div class="flex--item s-select"><select id="'
        'answer-sort-dropdown-select-menu"><option value="scoredesc" selected="selected">'
        'Наибольший рейтинг (по умолчанию)</option><option value="modifieddesc">Дата изменения '
        '(сначала новые)</option><option value="createdasc">Дата создания (сначала старые)'
        '</option></select></div></div></div></div></div>'
        + "".join(so_ru_post(posts, m, m is accepted) for m in ordered)
        + '<h2 class="bottom-notice" data-loc="1">Всё ещё ищете ответ? Посмотрите другие '
        'вопросы с метками <a href="/questions/tagged/linux" class="post-tag" rel="tag">linux'
        '</a> или <a href="/questions/ask">задайте свой вопрос</a>.</h2></div></div><div id="'
        'sidebar" class="show-votes" role="complementary" aria-label="Боковая панель"><div '
        'class="s-sidebarwidget s-sidebarwidget__yellow s-anchors s-anchors__grayscale mb16" '
        'data-tracker="cb=1"><ul class="d-block p0 m0"><div class="s-sidebarwidget--header s-'
        'sidebarwidget__small-bold-text fc-light d-block">Блог</div><li class="s-sidebarwidget'
        '--item d-flex px16"><div class="flex--item1 fl1">Как мы модерируем сайт</div></li>'
        '</ul></div><div class="module sidebar-related"><h4 id="h-related">Похожие</h4><div '
        f'class="related js-gps-related-questions">{related}</div></div></div></div></div></div>'
        '</div><footer id="footer" class="site-footer js-footer" role="contentinfo"><div class'
        '="site-footer--container"><nav class="site-footer--nav"><div class="site-footer--col">'
        '<h5 class="-title"><a href="/">Stack Overflow на русском</a></h5><ul class="-list"><li'
        '><a href="/questions" class="-link">Вопросы</a></li><li><a href="/help" class="-link">'
        'Справка</a></li></ul></div></nav><div class="site-footer--copyright fs-fine">Дизайн '
        f'сайта / логотип &copy; {NOW.year} Stack Exchange Inc; пользовательские материалы '
        'лицензированы в соответствии с <a href="https://stackoverflow.com/help/licensing">CC '
        'BY-SA</a>. <span id="svnrev">rev 2021.6.30.39561</span></div></div></footer>')
    return page(f"{TITLE} — Stack Overflow на русском", body, "ru")


# --- Gitea issue in Chinese -------------------------------------------------------------------

def gitea_since(t: datetime) -> str:
    """Gitea's TimeSince in zh-CN: "刚刚", "5 分钟前", "3 小时前", "2 天前", "3 周前",
    "4 个月前", "1 年前"."""
    s = int(_seconds(t))
    if s < 0:
        return "刚刚"
    for size, unit in ((31536000, "年"), (2592000, "个月"), (604800, "周"), (86400, "天"),
                       (3600, "小时"), (60, "分钟")):
        if s >= size:
            return f"{s // size} {unit}前"
    return "刚刚"


def gitea_time(t: datetime, link: str = "") -> str:
    tip = f"{t:%Y-%m-%d %H:%M:%S} +08:00"
    if link:
        return (f'<a id="{link}-time" href="#{link}" class="time-since tooltip" data-content="'
                f'{tip}" data-tooltip-interactive="true">{gitea_since(t)}</a>')
    return (f'<span class="time-since tooltip" data-content="{tip}" data-tooltip-interactive="'
            f'true">{gitea_since(t)}</span>')


def gitea_avatar(m: Message) -> str:
    return (f'<a class="timeline-avatar" href="/{m.author}"><img class="ui avatar gt-vm" src="/'
            f'avatars/{m.uid:032x}?size=80" title="{m.author}" width="40" height="40"/></a>')


def gitea_comment(m: Message, anchor: str, first: bool) -> str:
    quote = f"<blockquote>\n<p>{escape(m.quote[2])}</p>\n</blockquote>\n" if m.quote else ""
    raw = (f"&gt; {escape(m.quote[2])}\n\n" if m.quote else "") + "\n\n".join(
        escape(p) for p in m.paragraphs)
    role = ('<div class="ui basic label role-label">发布者</div>' if first else
            '<div class="ui basic label role-label">贡献者</div>' if m.uid % 3 == 0 else "")
    thumbs = (f'<div class="ui attached segment reactions" data-action-url="/example/firmware/'
              f'issues/{"" if first else "comments/"}{anchor}/reactions"><a class="ui label '
              f'basic" data-tooltip-content="{"alice, GregH" if m.uid % 2 else "fiona"}" data-'
              f'reaction-content="+1"><span class="reaction">👍</span><span class="reaction-'
              f'count">{2 if m.uid % 2 else 1}</span></a></div>' if m.uid % 3 != 1 else "")
    return (
        f'<div class="timeline-item comment{" first" if first else ""}" id="{anchor}">'
        f'{gitea_avatar(m)}<div class="content comment-container"><div class="ui top attached '
        'header comment-header gt-df gt-ac gt-sb" role="heading" aria-level="3"><div class="'
        'comment-header-left gt-df gt-ac"><span class="text grey muted-links"><a class="author"'
        f' href="/{m.author}">{m.author}</a> 评论于 {gitea_time(m.when, anchor)}</span></div>'
        f'<div class="comment-header-right actions gt-df gt-ac">{role}<div class="item action '
        'ui dropdown jump pointing top right context-dropdown"><a class="context-menu muted">'
        '<svg viewBox="0 0 16 16" class="svg octicon-kebab-horizontal" width="16" height="16" '
        'aria-hidden="true"><path d="M8 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z"></path></svg>'
        '</a><div class="menu"><div class="item context js-aria-clickable" data-clipboard-text'
        f'-type="url" data-clipboard-text="/example/firmware/issues/123#{anchor}">复制链接</div>'
        '<div class="item context js-aria-clickable quote-reply">引用回复</div></div></div>'
        '</div></div><div class="ui attached segment comment-body" role="article"><div class="'
        f'render-content markup">{quote}{p_tags(m)}</div><div id="{anchor}-raw" class="raw-'
        f'content gt-hidden">{raw}</div><div class="edit-content-zone gt-hidden" data-update-'
        f'url="/example/firmware/issues/123/content" data-context="/example/firmware"></div>'
        f'</div>{thumbs}</div></div>')


def gitea_event(who: str, uid: int, what: str, t: datetime, k: int) -> str:
    return (
        f'<div class="timeline-item event" id="issuecomment-{7000 + k}"><span class="badge">'
        '<svg viewBox="0 0 16 16" class="svg octicon-tag" width="16" height="16" aria-hidden="'
        'true"><path d="M1 7.775V2.75C1 1.784 1.784 1 2.75 1h5.025Z"></path></svg></span><a '
        f'class="timeline-avatar" href="/{who}"><img class="ui avatar gt-vm" src="/avatars/'
        f'{uid:032x}?size=48" title="{who}" width="24" height="24"/></a><span class="text grey '
        f'muted-links"><a class="author" href="/{who}">{who}</a> {what} '
        f'{gitea_time(t, f"issuecomment-{7000 + k}")}</span></div>')


def gitea_issue(posts: list[Message]) -> str:
    """A Gitea 1.19 issue in Chinese: the title with "#123", the state label "开启" and "由
    alice 于 3 个月前 创建 · 5 条评论"; the timeline div.timeline-item.comment per post (the
    issue's first post too), the header "bob 评论于 <a class=time-since data-content='2021-03-04
    10:12:33 +08:00'>3 个月前</a>", div.render-content.markup, the hidden raw Markdown
    (div.raw-content.gt-hidden) after it, reactions; label and reference events between the
    comments; quotes as Markdown blockquotes; the sidebar (标签, 里程碑, 参与者) and the
    footer."""
    head = posts[0]
    items = [gitea_comment(head, "issue-123", True)]
    for k, m in enumerate(posts[1:], 1):
        if k == 1:
            items.append(gitea_event("GregH", 106, '添加了 <div class="ui label" style="color: '
                                     '#fff; background-color: #ee0701">bug</div> 标签',
                                     head.when + timedelta(minutes=42), k))
        if k == 4:
            items.append(gitea_event("ErikS", 104, '于提交 <a class="ui sha" href="/example/'
                                     'firmware/commit/3f2a9c1">3f2a9c1</a> 中引用了该工单',
                                     m.when - timedelta(minutes=5), k))
        items.append(gitea_comment(m, f"issuecomment-{m.pid}", False))
    people = {m.author: m for m in posts}
    avatars = "".join(
        f'<a href="/{m.author}" data-tooltip-content="{m.author}"><img class="ui avatar gt-vm" '
        f'src="/avatars/{m.uid:032x}?size=56" title="{m.author}" width="28" height="28"/></a>'
        for m in people.values())
    n = len(posts) - 1
    body = (
        '<div class="full height"><nav id="navbar" class="ui secondary menu" aria-label="导航栏"'
        '><div class="item brand"><a href="/" aria-label="首页"><img width="30" height="30" src="'
        '/assets/img/logo.svg" alt="Logo" aria-hidden="true"></a></div><a class="item" href="/'
        'explore/repos">探索</a><a class="item" target="_blank" rel="noopener noreferrer" href="'
        'https://docs.gitea.io">帮助</a><div class="right stackable menu"><a class="item" href="'
        '/user/sign_up">注册</a><a class="item" rel="nofollow" href="/user/login?redirect_to='
        '%2fexample%2ffirmware%2fissues%2f123">登录</a></div></nav><div role="main" aria-label="'
        f'{TITLE} - #123 - example/firmware - Gitea" class="page-content repository view issue '
        'pull"><div class="header-wrapper"><div class="ui container"><div class="repo-header">'
        '<div class="repo-title-wrap gt-df gt-fc"><div class="repo-title" role="heading" aria-'
        'level="1"><a href="/example">example</a><div class="gt-mx-2">/</div><a href="/example/'
        'firmware">firmware</a></div></div><div class="repo-buttons"><a class="ui compact small'
        ' basic button" href="/example/firmware/watchers">关注 <span class="ui basic label">5'
        '</span></a><a class="ui compact small basic button" href="/example/firmware/stars">点赞'
        ' <span class="ui basic label">12</span></a><a class="ui compact small basic button" '
        'href="/example/firmware/forks">派生 <span class="ui basic label">2</span></a></div>'
        '</div></div><div class="ui tabs container"><div class="ui tabular menu navbar"><a '
        'class="item" href="/example/firmware">代码</a><a class="active item" href="/example/'
        'firmware/issues">工单 <span class="ui small label">8</span></a><a class="item" href="/'
        'example/firmware/pulls">合并请求</a><a class="item" href="/example/firmware/releases">'
        '版本发布 <span class="ui small label">4</span></a><a class="item" href="/example/'
        'firmware/wiki">百科</a><a class="item" href="/example/firmware/activity">动态</a></div>'
        '</div><div class="ui tabs divider"></div></div><div class="ui container"><div class="'
        'issue-title-header"><div class="issue-title" id="issue-title-wrapper"><h1 class="gt-'
        f'word-break"><span id="issue-title">{TITLE}</span>&nbsp;<span class="index">#123</span>'
        '</h1></div><div class="issue-title-meta"><div class="ui green label issue-state-label"'
        '><svg viewBox="0 0 16 16" class="svg octicon-issue-opened" width="16" height="16" '
        'aria-hidden="true"><path d="M8 9.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z"></path></svg>'
        f' 开启</div><div class="gt-ml-3">由 <a href="/{head.author}">{head.author}</a> 于 '
        f'{gitea_time(head.when)} 创建 · {n} 条评论</div></div></div><div class="ui divider">'
        '</div><div class="ui stackable grid"><div class="issue-content-left comment-list '
        f'prevent-before-timeline"><div class="ui timeline">{"".join(items)}<div class="'
        'timeline-item comment form"><div class="content"><div class="ui segment">登录 才能加入'
        '这对话。</div></div></div></div></div><div class="issue-content-right ui segment"><div'
        ' class="ui watching"><span class="text"><strong>标签</strong></span><div class="ui '
        'labels list"><a class="item" href="/example/firmware/issues?labels=3"><span class="ui '
        'label" style="color: #fff; background-color: #ee0701">bug</span></a></div></div><div '
        'class="ui divider"></div><span class="text"><strong>里程碑</strong></span><div class="'
        'ui select-milestone list"><span class="no-select item">未选择里程碑</span></div><div '
        'class="ui divider"></div><span class="text"><strong>指派成员</strong></span><div class="'
        'ui assignees list"><span class="no-select item">无负责人</span></div><div class="ui '
        f'divider"></div><span class="text"><strong>{len(people)} 位参与者</strong></span><div '
        f'class="ui list gt-df gt-fw">{avatars}</div><div class="ui divider"></div><div class="'
        'ui depending"><span class="text"><strong>依赖工单</strong></span><p>未设置依赖项。</p>'
        '</div></div></div></div></div></div><footer class="page-footer" role="group" aria-'
        'label="页脚"><div class="left-links" role="contentinfo" aria-label="关于软件"><a target'
        '="_blank" rel="noopener noreferrer" href="https://gitea.io">由 Gitea 驱动</a> 当前版本:'
        ' 1.19.3 页面: <strong>21ms</strong> 模板: <strong>5ms</strong></div><div class="right-'
        'links" role="group" aria-label="链接"><div class="ui dropdown upward language"><span '
        'class="flex-text-inline">简体中文</span></div><a href="/assets/js/licenses.txt">许可证'
        '</a><a href="/api/swagger">API</a></div></footer>')
    return page(f"{TITLE} - #123 - example/firmware - Gitea", body, "zh-CN")


# --- GitHub Discussions -----------------------------------------------------------------------

def gh_time(t: datetime) -> str:
    return (f'<relative-time class="no-wrap" datetime="{t:%Y-%m-%dT%H:%M:%S}Z">{t:%b} {t.day}, '
            f"{t.year}</relative-time>")


def gh_body(m: Message) -> str:
    quote = (f'<blockquote>\n<p dir="auto">{escape(m.quote[2])}</p>\n</blockquote>\n'
             if m.quote else "")
    return quote + "".join(f'<p dir="auto">{escape(p)}</p>\n' for p in m.paragraphs)


def gh_comment(m: Message, anchor: str, *, nested: bool = False, answer: bool = False,
               replies: str = "", reply_count: int = 0, opening: bool = False) -> str:
    size = 24 if nested else 40
    votes = (m.uid * 3 + m.pid) % 7
    badge = ('<span class="Label Label--success ml-2 d-inline-flex flex-items-center"><svg '
             'class="octicon octicon-check-circle-fill" width="12" height="12" aria-hidden="true'
             '"></svg> Answer</span>' if answer else "")
    vote = ('' if nested else
            '<div class="d-flex flex-column flex-items-center mr-2 discussion-vote-form"><button '
            'type="submit" class="btn-octicon p-1 m-0 js-upvote-button" aria-label="Upvote">'
            '<svg class="octicon octicon-arrow-up" width="16" height="16" aria-hidden="true">'
            f'</svg></button><span class="js-upvote-count text-small">{votes}</span></div>')
    more = ""
    if not nested and not opening:
        label = f"{reply_count} repl{'y' if reply_count == 1 else 'ies'}" if reply_count else ""
        more = (f'<div class="discussion-nested-comment-group ml-2 pl-3 border-left">{replies}'
                '<div class="discussion-nested-comment-timeline-item"><a class="Link--muted" '
                f'href="#{anchor}">Write a reply</a></div></div>' if reply_count else "")
        more = (f'<div class="color-fg-muted text-small px-3 pb-2">{label}</div>' if label
                else "") + more
    cls = ("discussion-nested-comment-timeline-item" if nested else
           "discussion-timeline-item-body" if opening else
           "js-comment-container TimelineItem discussion-timeline-item")
    border = " color-border-success-emphasis" if answer else ""
    return (
        f'<div class="{cls} px-3 py-2" id="{anchor}" data-gid="DC_kwDO{m.pid}"><div class="'
        f'timeline-comment-group js-minimizable-comment-group{border}"><div class="d-flex">'
        f'{vote}<div class="flex-auto min-width-0"><div class="timeline-comment-header d-flex '
        f'flex-items-center"><a class="d-inline-block" data-hovercard-type="user" href="/'
        f'{m.author}"><img class="avatar avatar-user circle" src="https://avatars.githubuser'
        f'content.com/u/{m.uid}?s=80&amp;v=4" width="{size}" height="{size}" alt="@{m.author}"/>'
        '</a><h3 class="timeline-comment-header-text f5 text-normal ml-2"><strong><a class="'
        'author Link--primary text-bold css-overflow-wrap-anywhere " show_full_name="false" '
        f'data-hovercard-type="user" data-hovercard-url="/users/{m.author}/hovercard" href="/'
        f'{m.author}">{m.author}</a></strong> <a href="#{anchor}" class="Link--secondary js-'
        f'timestamp">{gh_time(m.when)}</a>{badge}</h3></div><div class="edit-comment-hide">'
        '<task-lists disabled sortable><table class="d-block user-select-contain" data-paste-'
        'markdown-skip><tbody class="d-block"><tr class="d-block"><td class="d-block color-fg-'
        f'default comment-body markdown-body js-comment-body">{gh_body(m)}</td></tr></tbody>'
        '</table></task-lists></div><div class="comment-reactions js-reactions-container d-flex'
        '"><div class="js-comment-reactions-options d-flex flex-items-center flex-row flex-wrap'
        '"><button type="button" class="social-reaction-summary-item btn-link" aria-label="'
        'react with heart">❤️ <span class="js-discussion-reaction-group-count">1</span></button>'
        '</div></div></div></div></div>' + more + "</div>")


def github_discussions(posts: list[Message]) -> str:
    """A GitHub Discussions question (Q&A category): the header "alice asked this question in
    Q&A" with the "Answered" state, the question a timeline comment with <relative-time
    datetime> shown "Mar 4, 2021"; when answered, the answer's text again under it in an
    "Answered by bob" box; "N comments · M replies", each top-level comment with an upvote
    count and its replies nested one level deep (deeper replies flattened into the thread),
    the chosen one marked "Answer"; quotes as Markdown blockquotes; the sidebar (category,
    labels, participants) and GitHub's footer."""
    head = posts[0]
    tops, kids = _tree(posts)
    answer = next((k for k in tops if posts[k].author != head.author), None)
    answer = answer if answer is not None and head.pid % 3 else None
    threads = []
    for k in tops:
        rs = _descendants(kids, k)
        replies = "".join(gh_comment(posts[r], f"discussioncomment-{posts[r].pid}", nested=True)
                          for r in rs)
        threads.append(gh_comment(posts[k], f"discussioncomment-{posts[k].pid}",
                                  answer=k == answer, replies=replies, reply_count=len(rs)))
    n_replies = len(posts) - 1 - len(tops)
    state = ('<span title="Status: Answered" class="State d-flex flex-items-center color-fg-on-'
             'emphasis color-bg-success-emphasis"><svg class="octicon octicon-check-circle-fill" '
             'width="16" height="16" aria-hidden="true"></svg> Answered</span>'
             if answer is not None else
             '<span title="Status: Unanswered" class="State d-flex flex-items-center color-bg-'
             'subtle color-fg-muted"><svg class="octicon octicon-question" width="16" height="16"'
             ' aria-hidden="true"></svg> Unanswered</span>')
    summary = ""
    if answer is not None:
        a = posts[answer]
        summary = (
            '<section class="border rounded-2 color-border-success-emphasis mt-3 p-3" aria-label'
            '="Marked as answer"><div class="d-flex flex-items-center mb-2"><svg class="octicon '
            'octicon-check-circle-fill color-fg-success mr-1" width="16" height="16" aria-hidden='
            f'"true"></svg><span class="text-bold">Answer selected by <a href="/{head.author}" '
            f'class="Link--primary">{head.author}</a></span></div><div class="comment-body '
            f'markdown-body js-comment-body color-fg-muted">{gh_body(a)}</div><div class="mt-2'
            f' text-small color-fg-muted">Answered by <a href="/{a.author}" class="Link--'
            f'primary text-bold">{a.author}</a> {gh_time(a.when)}</div><a href="#discussion'
            f'comment-{a.pid}" class="btn btn-sm mt-2">View full answer</a></section>')
    people = "".join(
        f'<a class="d-inline-block" href="/{m.author}"><img class="avatar avatar-user circle" '
        f'src="https://avatars.githubusercontent.com/u/{m.uid}?s=60&amp;v=4" width="30" height='
        f'"30" alt="@{m.author}"/></a>' for m in {m.author: m for m in posts}.values())
    nc = len(tops)
    body = (
        '<div class="position-relative js-header-wrapper "><header class="Header-old header-'
        'logged-out js-details-container Details position-relative f4 py-3" role="banner"><div '
        'class="container-xl d-flex flex-items-center p-responsive"><a class="mr-lg-3 color-'
        'fg-inherit flex-order-2" href="https://github.com/" aria-label="Homepage"><svg height='
        '"32" aria-hidden="true" viewBox="0 0 16 16" width="32" class="octicon octicon-mark-'
        'github"></svg></a><nav aria-label="Global"><ul class="d-lg-flex list-style-none"><li>'
        'Product</li><li>Solutions</li><li>Open Source</li><li><a href="/pricing">Pricing</a>'
        '</li></ul></nav><div class="d-lg-flex flex-items-center"><a href="/login" class="'
        'HeaderMenu-link">Sign in</a> <a href="/signup" class="HeaderMenu-link">Sign up</a>'
        '</div></div></header></div><div class="application-main " data-commit-hovercards-'
        'enabled data-discussion-hovercards-enabled data-issue-and-pr-hovercards-enabled><div '
        'itemscope itemtype="http://schema.org/SoftwareSourceCode"><main id="js-repo-pjax-'
        'container"><div id="repository-container-header" class="pt-3 hide-full-screen"><div '
        'class="d-flex flex-wrap flex-justify-end mb-3 px-3 px-md-4 px-lg-5"><div class="flex-'
        'auto min-width-0 width-fit mr-3"><div class=" d-flex flex-wrap flex-items-center wb-'
        'break-word f3 text-normal"><span class="author flex-self-stretch" itemprop="author"><a'
        ' class="url fn" rel="author" href="/example">example</a></span><span class="mx-1 flex-'
        'self-stretch color-fg-muted">/</span><strong itemprop="name" class="mr-2 flex-self-'
        'stretch"><a href="/example/firmware">firmware</a></strong><span class="Label Label--'
        'secondary v-align-middle mr-1">Public</span></div></div></div><nav aria-label="'
        'Repository" class="js-repo-nav js-sidenav-container-pjax js-responsive-underlinenav '
        'overflow-hidden UnderlineNav px-3 px-md-4 px-lg-5"><ul class="UnderlineNav-body list-'
        'style-none"><li class="d-inline-flex"><a class="UnderlineNav-item" href="/example/'
        'firmware">Code</a></li><li class="d-inline-flex"><a class="UnderlineNav-item" href="/'
        'example/firmware/issues">Issues <span class="Counter">14</span></a></li><li class="d-'
        'inline-flex"><a class="UnderlineNav-item" href="/example/firmware/pulls">Pull requests'
        '</a></li><li class="d-inline-flex"><a class="UnderlineNav-item selected" aria-current='
        '"page" href="/example/firmware/discussions">Discussions</a></li><li class="d-inline-'
        'flex"><a class="UnderlineNav-item" href="/example/firmware/actions">Actions</a></li>'
        '</ul></nav></div><div class="clearfix container-xl px-3 px-md-4 px-lg-5 mt-4"><div '
        'class="gh-header mb-3 js-details-container Details discussion js-discussions-title-'
        'container"><div class="gh-header-show"><div class="d-flex flex-column flex-md-row">'
        '<div class="gh-header-actions mt-0 mt-md-2 mb-3 mb-md-0 ml-0 flex-md-order-1"><a href="'
        '/example/firmware/discussions/new" class="btn-primary btn-sm btn">New discussion</a>'
        '</div><h1 class="gh-header-title mb-2 lh-condensed f1 mr-0 flex-auto wb-break-word">'
        f'<span class="js-issue-title markdown-title">{TITLE}</span> <span class="f1-light '
        'color-fg-muted">#123</span></h1></div></div><div class="d-flex flex-items-center flex-'
        f'wrap mt-0 gh-header-meta"><div class="flex-shrink-0 mb-2 mr-2">{state}</div><div '
        f'class="flex-auto min-width-0 mb-2"><a class="Link--secondary text-bold" href="/'
        f'{head.author}">{head.author}</a> asked this question in <a class="Link--secondary '
        'text-bold" href="/example/firmware/discussions/categories/q-a"><span class="color-fg-'
        'default">Q&amp;A</span></a></div></div></div><div class="Layout Layout--flowRow-until-'
        'md Layout--sidebarPosition-end Layout--sidebarPosition-flowRow-end"><div class="Layout'
        '-main"><div class="discussion js-discussion"><div class="discussion-timeline-item '
        f'js-comment-container" id="discussion-{head.pid}">'
        f'{gh_comment(head, f"discussion-{head.pid}-body", opening=True)}{summary}</div><h2 '
        f'class="f4 text-normal my-3">{nc} comment{"" if nc == 1 else "s"} · {n_replies} repl'
        f'{"y" if n_replies == 1 else "ies"}</h2><div class="d-flex mb-3"><nav class="'
        'SegmentedControl"><a class="selected" href="?sort=old">Oldest</a> <a href="?sort='
        'new">Newest</a> <a href="?sort=top">Top</a></nav></div>'
        + "".join(threads)
        + '<div class="discussion-timeline-actions"><a href="/login?return_to=%2Fexample%2F'
        'firmware%2Fdiscussions%2F123" class="btn btn-primary">Sign up for free to join this '
        'conversation on GitHub</a>. Already have an account? <a href="/login" rel="nofollow">'
        'Sign in to comment</a></div></div></div><div class="Layout-sidebar"><div class="'
        'discussion-sidebar-item"><h3 class="discussion-sidebar-heading text-bold">Category'
        '</h3><a href="/example/firmware/discussions/categories/q-a">🙏 Q&amp;A</a></div><div '
        'class="discussion-sidebar-item"><h3 class="discussion-sidebar-heading text-bold">'
        'Labels</h3><span class="color-fg-muted">None yet</span></div><div class="discussion-'
        f'sidebar-item"><h3 class="discussion-sidebar-heading text-bold">'
        f'{len({m.author for m in posts})} participants</h3><div class="participation-'
        f'avatars">{people}</div></div></div></div>'
        '</div></main></div></div><footer class="footer width-full container-xl p-responsive" '
        f'role="contentinfo"><ul class="list-style-none d-flex"><li class="mr-3">&copy; '
        f'{NOW.year} GitHub, Inc.</li><li class="mr-3"><a href="https://docs.github.com/'
        'site-policy/github-terms/github-terms-of-service">Terms</a></li><li class="mr-3"><a '
        'href="https://docs.github.com/site-policy/privacy-policies/github-privacy-statement">'
        'Privacy</a></li><li class="mr-3"><a href="https://www.githubstatus.com/">Status</a>'
        '</li><li class="mr-3"><a href="https://docs.github.com">Docs</a></li></ul></footer>')
    return page(f"{TITLE} · example/firmware · Discussion #123 · GitHub", body)


# --- Nabble (a mailing list's forum view) -----------------------------------------------------

def nabble_date(t: datetime, k: int) -> str:
    """Nabble writes no date: an empty span filled by Nabble.formatDateLong() in a script."""
    ms = _ts(t) * 1000
    return (f'<span id="d{ms}-{k}"></span><script type="text/javascript">Nabble.get(\'d{ms}-'
            f"{k}').innerHTML= Nabble.formatDateLong(new Date({ms}));</script>")


def nabble_post(posts: list[Message], kids: dict[int, list[int]], k: int) -> str:
    m = posts[k]
    link = f"/Re-Strange-noise-after-the-last-update-tp5{m.pid}.html"
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = ('<div class="shrinkable-quote"><br/>On ' + f"{q.when:%a, %b} {q.when.day}, "
                 f"{q.when.year} at {hm(q.when, upper=True)} {m.quote[0]} &lt;<a href=\"/user/"
                 f'SendEmail.jtp?type=node&amp;node={m.quote[1]}&amp;i=0" target="_top" rel="'
                 'nofollow" link="external">[hidden email]</a>&gt; wrote:<br/><div class="quote '
                 'dark-border-color"><div class="quote light-border-color"><div class="quote-'
                 f'message">{escape(m.quote[2])}</div></div></div></div><br/>')
    parent = _parent(posts, kids, k)
    reply_to = ""
    if k and parent != k - 1:
        p = posts[parent]
        reply_to = (f'<div class="weak-color" style="margin-bottom:.5em">In reply to <a href="/'
                    f'Strange-noise-tp5{p.pid}.html">this post</a> by {p.author}</div>')
    sig = escape(m.signature) + "<br/>" if m.signature else ""
    footer = ("_______________________________________________<br/>help mailing list<br/>"
              '<a href="/user/SendEmail.jtp?type=node&amp;node=5&amp;i=1" target="_top" rel="'
              'nofollow" link="external">[hidden email]</a><br/><a href="https://lists.example.'
              'org/mailman/listinfo/help" target="_top" rel="nofollow" link="external">https://'
              "lists.example.org/mailman/listinfo/help</a>")
    subject = TITLE if k == 0 else f"Re: {TITLE}"
    return (
        f'<table class="classic-table main-border" cellspacing="0" style="width:100%;margin-'
        f'bottom:.5em" id="post-{m.pid}"><tr><td class="classic-author-name nowrap" rowspan="2" '
        f'valign="top" style="width:10em"><a name="a{m.pid}"></a><div class="avatar-outer" style'
        '="width:80px;height:80px"><img class="avatar" src="/images/avatar100.png" style="width:'
        f'80px;height:80px" alt="{m.author}"/></div><a href="/template/NamlServlet.jtp?macro='
        f'user_nodes&amp;user={m.uid}" class="author-name">{m.author}</a><div class="weak-color'
        f' post-count"><a href="/template/NamlServlet.jtp?macro=user_nodes&amp;user={m.uid}">'
        f'{m.uid % 40 + 1} posts</a></div></td><td class="classic-header light-bg-color"><div '
        f'class="classic-bar"><div class="classic-subject-line"><a href="{link}" class="post-'
        f'link">{subject}</a></div><span class="post-date float-left weak-color">'
        f'{nabble_date(m.when, k)}</span><div class="classic-right-menu shaded-bg-color weak-'
        f'color float-right"><a href="/template/NamlServlet.jtp?macro=reply&amp;node={m.pid}" '
        f'rel="nofollow">Reply</a> | <a href="{link}">Threaded</a> | <span class="more-menu '
        'pointer">More <img src="/images/arrow_down.png" width="9" height="6"/></span></div>'
        f'</div></td></tr><tr><td class="message-text adbayes-content" id="message{m.pid}" '
        f'style="padding:.5em 1em">{reply_to}{quote}{paras(m, "<br/><br/>")}<br/><br/><div '
        f'class="signature weak-color">{sig}{footer}</div></td></tr></table>')


def nabble(posts: list[Message]) -> str:
    """A Nabble thread mirroring a mailing list, classic view: a table.classic-table per
    message (the author cell "80 posts" spanning two rows, the header bar with the subject,
    "Reply | Threaded | More" and the date written only by a script, Nabble.formatDateLong,
    into an empty span), the text in td.message-text with <br/>s; "In reply to this post by
    bob" when it answers an older message; e-mail quotes "On Thu, Mar 4, 2021 at 10:12 AM bob
    <[hidden email]> wrote:" in div.shrinkable-quote; the signature and the list's footer in
    div.signature; the forum's breadcrumbs and Nabble's footer."""
    tops, kids = _tree(posts)
    n = len(posts)
    body = (
        '<div id="nabble" class="nabble"><div class="top-bar"><div class="breadcrumbs" style='
        '"float:left"><a href="/" class="breadcrumbs">Example Users</a> &rsaquo; <a href="/'
        'Help-f12.html" class="breadcrumbs">help</a></div><div style="float:right" class="'
        'nowrap"><a href="/template/NamlServlet.jtp?macro=search_page&amp;node=12">Search</a> '
        '<span class="weak-color">|</span> <a href="/template/NamlServlet.jtp?macro=register" '
        'rel="nofollow">Register</a> <span class="weak-color">|</span> <a href="/template/Naml'
        'Servlet.jtp?macro=sign_in" rel="nofollow">Login</a></div><div style="clear:both">'
        '</div></div><div id="nabble-newsflash" class="info-message" style="display:none">'
        '</div><table class="no-margin" style="width:100%"><tr><td style="vertical-align:'
        'bottom"><h1 id="post-title" class="adbayes-content" style="margin:.25em 0 .8em">'
        f'{TITLE}</h1></td><td style="text-align:right" class="nowrap"><span class="weak-'
        'color">Classic</span> <a href="/Strange-noise-tp5.html?list">List</a> <a href="/'
        'Strange-noise-tp5.html?threaded">Threaded</a></td></tr></table><div class="classic-'
        f'subbar shaded-bg-color"><span class="nowrap">{n} message{"" if n == 1 else "s"}</span>'
        ' <span class="weak-color">Options</span></div>'
        + "".join(nabble_post(posts, kids, k) for k in range(n))
        + '<div class="weak-color" style="margin:1em 0">&laquo; <a href="/Help-f12.html">Return'
        ' to help</a> &nbsp;|&nbsp; <span class="nowrap">12 views</span></div><div id="footer'
        '" class="footer-link weak-color"><a href="http://www.nabble.com/" target="_top">Free'
        ' forum by Nabble</a> | <a href="/template/NamlServlet.jtp?macro=macro_viewer">Edit '
        'this page</a></div></div><script type="text/javascript" src="/util/nabble.js"></script>')
    return page(f"help - {TITLE}", body)


# --- Commento under a blog post ---------------------------------------------------------------

def commento_ago(t: datetime) -> str:
    """commento.js timeDifference(): rounded, always plural: "1 days ago", "3 months ago"."""
    s = _seconds(t)
    if s < 60:
        return "just now"
    for size, unit in ((31536000, "years"), (2592000, "months"), (86400, "days"),
                       (3600, "hours"), (60, "minutes")):
        if s >= size or unit == "minutes":
            return f"{round(s / size)} {unit} ago"
    return "just now"


def commento_card(posts: list[Message], kids: dict[int, list[int]], k: int, top: bool) -> str:
    m = posts[k]
    hx = f"{m.pid * 2654435761 % 16 ** 12:012x}"
    color = ("#396ab1", "#da7c30", "#3e9651", "#cc2529", "#535154", "#6b4c9a")[m.uid % 6]
    quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
    score = (m.uid * 3 + m.pid) % 6 - 1
    children = "".join(commento_card(posts, kids, c, False)
                       for c in sorted(kids[k], key=lambda c: -((posts[c].uid * 3 +
                                                                  posts[c].pid) % 6)))
    stamp = f"{m.when:%a %b %d %Y %H:%M:%S} GMT+0000 (Coordinated Universal Time)"
    style = f' style="border-left: 2px solid {color};"' if top else ""
    return (
        f'<div id="commento-card-{hx}" class="commento-card"{style}><div id="commento-header-'
        f'{hx}" class="commento-header"><div id="commento-avatar-{hx}" class="commento-avatar" '
        f'style="background: {color};">{m.author[0].upper()}</div><div id="commento-name-{hx}" '
        f'class="commento-name">{m.author}</div><div id="commento-subtitle-{hx}" class="'
        f'commento-subtitle"><div id="commento-score-{hx}" class="commento-score">{score} '
        f'point{"" if score == 1 else "s"}</div><div id="commento-timeago-{hx}" class="commento'
        f'-timeago" title="{stamp}">{commento_ago(m.when)}</div></div></div><div id="commento-'
        f'contents-{hx}" class="commento-contents"><div id="commento-body-{hx}" class="commento'
        f'-body">{quote}{p_tags(m)}</div><div id="commento-options-{hx}" class="commento-'
        f'options commento-options-clearfix"><button id="commento-collapse-{hx}" type="button" '
        'class="commento-option-button commento-option-collapse" title="Collapse children">'
        f'</button><button id="commento-upvote-{hx}" type="button" class="commento-option-'
        'button commento-option-upvote" title="Upvote"></button><button id="commento-downvote-'
        f'{hx}" type="button" class="commento-option-button commento-option-downvote" title="'
        f'Downvote"></button><button id="commento-reply-{hx}" type="button" class="commento-'
        'option-button commento-option-reply" title="Reply"></button></div>'
        + (f'<div id="commento-children-{hx}" class="commento-body">{children}</div>'
           if children else "")
        + "</div></div>")


def commento(posts: list[Message]) -> str:
    """A Hugo blog (PaperMod theme) with Commento under the post: the post (the opening
    message) in article.post-single with "March 4, 2021 · 2 min · alice" (the full time in a
    title); then div#commento as commento.js builds it: the login and comment box, the sort
    buttons, div.commento-card per comment (avatar letter, div.commento-name, "3 points",
    div.commento-timeago "3 months ago" with Date.toString() in its title, div.commento-body),
    replies nested in the card's contents, sorted by score; quotes as Markdown blockquotes."""
    head = posts[0]
    tops, kids = _tree(posts)
    tops = sorted(tops, key=lambda c: -((posts[c].uid * 3 + posts[c].pid) % 6))
    cards = "".join(commento_card(posts, kids, k, True) for k in tops)
    words = sum(len(p.split()) for p in head.paragraphs)
    body = (
        '<header class="header"><nav class="nav"><div class="logo"><a href="/" accesskey="h" '
        'title="Notes from the garage (Alt + H)">Notes from the garage</a><div class="logo-'
        'switches"><button id="theme-toggle" accesskey="t" title="(Alt + T)"></button></div>'
        '</div><ul id="menu"><li><a href="/archives/" title="Archive"><span>Archive</span></a>'
        '</li><li><a href="/tags/" title="Tags"><span>Tags</span></a></li><li><a href="/search/'
        '" title="Search (Alt + /)" accesskey="/"><span>Search</span></a></li></ul></nav>'
        '</header><main class="main"><article class="post-single"><header class="post-header">'
        '<div class="breadcrumbs"><a href="/">Home</a>&nbsp;»&nbsp;<a href="/posts/">Posts</a>'
        f'</div><h1 class="post-title">{TITLE}</h1><div class="post-meta"><span title="'
        f'{head.when:%Y-%m-%d %H:%M:%S} +0000 UTC">{MONTHS_EN[head.when.month - 1]} '
        f'{head.when.day}, {head.when.year}</span>&nbsp;·&nbsp;{max(words // 200, 1)} min'
        f'&nbsp;·&nbsp;{head.author}</div></header><div class="post-content">{p_tags(head)}'
        '</div><footer class="post-footer"><ul class="post-tags"><li><a href="/tags/cars/">'
        'cars</a></li><li><a href="/tags/maintenance/">maintenance</a></li></ul><nav class="'
        'paginav"><a class="prev" href="/posts/winter-tyres/"><span class="title">« Prev</span>'
        '<br><span>Winter tyres compared</span></a><a class="next" href="/posts/brakes-squeak/">'
        '<span class="title">Next »</span><br><span>Brakes squeak when wet</span></a></nav>'
        '</footer><div id="commento"><div id="commento-main-area" class="commento-main-area">'
        '<div class="commento-login"><div class="commento-login-text">Login</div></div><div id="'
        'commento-textarea-super-container-root"><div class="commento-round-check commento-'
        'anonymous-checkbox-container"><input type="checkbox" id="commento-anonymous-checkbox-'
        'root"><label for="commento-anonymous-checkbox-root">Comment anonymously</label></div>'
        '<div class="commento-textarea-container"><textarea id="commento-textarea-root" '
        'placeholder="Add a comment"></textarea></div><button id="commento-submit-button-root" '
        'type="submit" class="commento-button commento-submit-button">Add Comment</button>'
        '</div><div id="commento-sort-policy-container" class="commento-sort-policy-buttons-'
        'container"><div class="commento-sort-policy-buttons"><a id="commento-sort-policy-score'
        '-desc" class="commento-sort-policy-button commento-sort-policy-button-selected">'
        'Upvotes</a><a id="commento-sort-policy-creationdate-desc" class="commento-sort-policy-'
        'button">Newest</a><a id="commento-sort-policy-creationdate-asc" class="commento-sort-'
        'policy-button">Oldest</a></div></div><div id="commento-comments-area" class="commento-'
        f'comments">{cards}</div></div><div class="commento-footer"><div class="commento-logo-'
        'container"><a class="commento-logo-link" href="https://commento.io" target="_blank">'
        '<img class="commento-logo-svg" src="https://cdn.commento.io/images/logo.svg"><span '
        'class="commento-logo-text">Commento</span></a></div></div></div></article></main>'
        '<footer class="footer"><span>&copy; 2021 <a href="/">Notes from the garage</a></span>'
        '<span>Powered by <a href="https://gohugo.io/" rel="noopener noreferrer" target="_blank'
        '">Hugo</a> &amp; <a href="https://github.com/adityatelange/hugo-PaperMod/" rel="'
        'noopener" target="_blank">PaperMod</a></span></footer><script defer src="https://'
        'cdn.commento.io/js/commento.js"></script>')
    return page(f"{TITLE} | Notes from the garage", body)


# --- YouTube's comments under a video ---------------------------------------------------------

def yt_ago(t: datetime) -> str:
    """YouTube's "3 years ago", "2 weeks ago", "5 hours ago" (floored)."""
    s = int(max(_seconds(t), 0))
    days = s // 86400
    for n, unit in ((days // 365, "year"), (days // 30, "month"), (days // 7, "week"),
                    (days, "day"), (s // 3600, "hour"), (s // 60, "minute")):
        if n:
            return f"{n} {unit}{'' if n == 1 else 's'} ago"
    return f"{s} second{'' if s == 1 else 's'} ago"


def yt_likes(m: Message) -> int:
    return (m.uid * 37 + m.pid) % 120


def yt_comment(m: Message, reply: bool) -> str:
    text = "\n\n".join(escape(p) for p in m.paragraphs)
    if m.quote:
        text = f'"{escape(m.quote[2])}"\n\n{text}'
    lc = f"Ugz{m.pid * 2654435761 % 36 ** 10:x}AaABAg"
    likes = yt_likes(m)
    sc = "style-scope ytd-comment-renderer"
    outer = ("style-scope ytd-comment-replies-renderer" if reply else
             "style-scope ytd-comment-thread-renderer")
    return (
        f'<ytd-comment-renderer id="comment" class="{outer}"{" is-reply" if reply else ""} '
        f'comment-style="unknown"><div id="body" class="{sc}">'
        f'<div id="author-thumbnail" class="{sc}"><a class="yt-simple-endpoint {sc}" href="/'
        f'channel/UC{m.uid:x}{m.author}"><yt-img-shadow fit height="{24 if reply else 40}" '
        f'width="{24 if reply else 40}" class="{sc} no-transition"><img id="img" draggable="'
        f'false" class="style-scope yt-img-shadow" alt="{m.author}" height="40" width="40" src'
        f'="https://yt3.ggpht.com/ytc/{m.uid:x}=s48-c-k-c0x00ffffff-no-rj"></yt-img-shadow>'
        f'</a></div><div id="main" class="{sc}"><div id="header" class="{sc}"><div id="header-'
        f'author" class="{sc}"><h3 class="{sc}"><a id="author-text" class="yt-simple-endpoint '
        f'{sc}" href="/channel/UC{m.uid:x}{m.author}"><span class=" {sc} {sc}">\n'
        f"              {m.author}\n            </span></a></h3><span id=\"author-comment-"
        f'badge" class="{sc}"></span></div><yt-formatted-string class="published-time-text '
        f'above-comment {sc}"><a class="yt-simple-endpoint style-scope yt-formatted-string" '
        f'spellcheck="false" href="/watch?v=q3Xb7LmC0sE&amp;lc={lc}" dir="auto">'
        f'{yt_ago(m.when)}</a></yt-formatted-string></div><div id="comment-content" class="'
        f'{sc}"><ytd-expander id="expander" class="{sc}" collapsed><div id="content" class="'
        f'style-scope ytd-expander"><yt-formatted-string id="content-text" slot="content" '
        f'split-lines class="{sc}">{text}</yt-formatted-string></div><tp-yt-paper-button id="'
        'more" aria-expanded="false" class="style-scope ytd-expander" role="button" tabindex='
        f'"0"><span class="more-button {sc}" slot="more-button">Read more</span></tp-yt-paper-'
        'button><tp-yt-paper-button id="less" aria-expanded="true" class="style-scope ytd-'
        f'expander" role="button" hidden><span class="less-button {sc}" slot="less-button">Show'
        ' less</span></tp-yt-paper-button></ytd-expander></div><ytd-comment-action-buttons-'
        f'renderer id="action-buttons" class="{sc}" action-buttons-style="desktop-toolbar">'
        '<div id="toolbar" class="style-scope ytd-comment-action-buttons-renderer"><ytd-toggle'
        '-button-renderer id="like-button" class="style-scope ytd-comment-action-buttons-'
        'renderer"><button class="yt-spec-button-shape-next" aria-label="Like this comment '
        f'along with {likes} other people"></button></ytd-toggle-button-renderer><span id="vote'
        f'-count-middle" class="style-scope ytd-comment-action-buttons-renderer" aria-label="'
        f'{likes} likes">\n            {likes or ""}\n          </span><ytd-toggle-button-'
        'renderer id="dislike-button" class="style-scope ytd-comment-action-buttons-renderer">'
        '<button class="yt-spec-button-shape-next" aria-label="Dislike this comment"></button>'
        '</ytd-toggle-button-renderer><div id="reply-button" class="style-scope ytd-comment-'
        'action-buttons-renderer"><ytd-button-renderer class="style-scope ytd-comment-action-'
        'buttons-renderer"><button class="yt-spec-button-shape-next" aria-label="Reply"><div '
        'class="yt-spec-button-shape-next__button-text-content"><span class="yt-core-'
        'attributed-string" role="text">Reply</span></div></button></ytd-button-renderer></div>'
        "</div></ytd-comment-action-buttons-renderer></div></div></ytd-comment-renderer>")


def yt_thread(posts: list[Message], kids: dict[int, list[int]], k: int) -> str:
    rs = _descendants(kids, k)
    replies = ""
    if rs:
        label = f"{len(rs)} repl{'y' if len(rs) == 1 else 'ies'}"
        replies = (
            '<div id="replies" class="style-scope ytd-comment-thread-renderer"><ytd-comment-'
            'replies-renderer class="style-scope ytd-comment-thread-renderer"><div id="expander"'
            ' class="style-scope ytd-comment-replies-renderer"><div id="expander-header" class="'
            'style-scope ytd-comment-replies-renderer"><div id="less-replies" class="style-scope'
            f' ytd-comment-replies-renderer"><button aria-label="Hide {label}">Hide {label}'
            '</button></div></div><div id="expander-contents" class="style-scope ytd-comment-'
            'replies-renderer"><div id="contents" class="style-scope ytd-comment-replies-'
            'renderer">' + "".join(yt_comment(posts[r], True) for r in rs)
            + "</div></div></div></ytd-comment-replies-renderer></div>")
    return ('<ytd-comment-thread-renderer class="style-scope ytd-item-section-renderer" use-'
            f'small-avatars>{yt_comment(posts[k], False)}{replies}</ytd-comment-thread-renderer>')


def youtube(posts: list[Message]) -> str:
    """A YouTube watch page (2021 Polymer layout, the DOM after the comments loaded and the
    replies opened): the opening message as the video's description in
    ytd-video-secondary-info-renderer (the channel, "Mar 4, 2021" in the primary info), then
    ytd-comments: "N Comments", a ytd-comment-thread-renderer per top-level comment, sorted by
    likes, the author in a#author-text, "3 years ago" as the permalink's text, the text in
    yt-formatted-string#content-text with newlines; replies one level deep inside
    ytd-comment-replies-renderer; no quoting, so a quote is written in double quotes; the
    related videos in the secondary column."""
    head = posts[0]
    tops, kids = _tree(posts)
    tops = sorted(tops, key=lambda k: -yt_likes(posts[k]))
    threads = "".join(yt_thread(posts, kids, k) for k in tops)
    n = len(posts) - 1
    desc = "\n\n".join(escape(p) for p in head.paragraphs)
    related = "".join(
        '<ytd-compact-video-renderer class="style-scope ytd-watch-next-secondary-results-'
        'renderer"><div id="dismissible" class="style-scope ytd-compact-video-renderer"><a id="'
        f'thumbnail" class="yt-simple-endpoint inline-block style-scope ytd-thumbnail" href="/'
        f'watch?v=rel{k}"><yt-img-shadow class="style-scope ytd-thumbnail"><img id="img" src="'
        f'https://i.ytimg.com/vi/rel{k}/hqdefault.jpg"></yt-img-shadow></a><div class="details '
        'style-scope ytd-compact-video-renderer"><a class="yt-simple-endpoint style-scope ytd-'
        f'compact-video-renderer" href="/watch?v=rel{k}"><h3 class="style-scope ytd-compact-'
        f'video-renderer"><span id="video-title" class="style-scope ytd-compact-video-renderer"'
        f' title="{t}">{t}</span></h3><div id="metadata" class="style-scope ytd-video-meta-'
        'block"><div id="byline-container" class="style-scope ytd-video-meta-block"><yt-'
        f'formatted-string id="text" class="style-scope ytd-channel-name">{who}</yt-formatted-'
        'string></div><div id="metadata-line" class="style-scope ytd-video-meta-block"><span '
        f'class="style-scope ytd-video-meta-block">{(k + 2) * 13}K views</span><span class="'
        f'style-scope ytd-video-meta-block">{yt_ago(NOW - timedelta(days=k * 70 + 12))}</span>'
        '</div></div></a></div></div></ytd-compact-video-renderer>'
        for k, (t, who) in enumerate(zip(OTHER_THREADS, ("GregH", "Car Care Weekly",
                                                         "dora.k", "ErikS", "fiona"))))
    body = (
        '<ytd-app><div id="content" class="style-scope ytd-app"><div id="masthead-container" '
        'class="style-scope ytd-app"><ytd-masthead id="masthead" logo-type="YOUTUBE_LOGO" slot'
        '="masthead" class="shell"><div id="container" class="style-scope ytd-masthead"><div '
        'id="start" class="style-scope ytd-masthead"><ytd-topbar-logo-renderer id="logo" class'
        '="style-scope ytd-masthead"><a class="yt-simple-endpoint style-scope ytd-topbar-logo-'
        'renderer" id="logo" href="/" title="YouTube Home"><ytd-logo class="style-scope ytd-'
        'topbar-logo-renderer"></ytd-logo></a><span id="country-code" class="style-scope ytd-'
        'topbar-logo-renderer">GB</span></ytd-topbar-logo-renderer></div><div id="center" '
        'class="style-scope ytd-masthead"><ytd-searchbox id="search" class="style-scope ytd-'
        'masthead"><form id="search-form" action="/results"><input id="search" name="search_'
        'query" autocomplete="off" placeholder="Search"></form></ytd-searchbox></div><div id="'
        'end" class="style-scope ytd-masthead"><ytd-button-renderer class="style-scope ytd-'
        'masthead"><a href="https://accounts.google.com/ServiceLogin">Sign in</a></ytd-button-'
        'renderer></div></div></ytd-masthead></div><ytd-page-manager id="page-manager" class="'
        'style-scope ytd-app"><ytd-watch-flexy class="style-scope ytd-page-manager hide-'
        'skeleton" video-id="q3Xb7LmC0sE"><div id="columns" class="style-scope ytd-watch-flexy">'
        '<div id="primary" class="style-scope ytd-watch-flexy"><div id="primary-inner" class="'
        'style-scope ytd-watch-flexy"><div id="player" class="style-scope ytd-watch-flexy">'
        '</div><div id="info" class="style-scope ytd-watch-flexy"><ytd-video-primary-info-'
        'renderer class="style-scope ytd-watch-flexy"><div id="container" class="style-scope '
        'ytd-video-primary-info-renderer"><h1 class="title style-scope ytd-video-primary-info-'
        'renderer"><yt-formatted-string force-default-style class="style-scope ytd-video-'
        f'primary-info-renderer">{TITLE}</yt-formatted-string></h1><div id="info" class="style-'
        'scope ytd-video-primary-info-renderer"><div id="info-text" class="style-scope ytd-'
        'video-primary-info-renderer"><div id="count" class="style-scope ytd-video-primary-'
        'info-renderer"><ytd-video-view-count-renderer class="style-scope ytd-video-primary-'
        'info-renderer"><span class="view-count style-scope ytd-video-view-count-renderer">'
        f'{len(posts) * 1873:,} views</span></ytd-video-view-count-renderer></div><div id="'
        'info-strings" class="style-scope ytd-video-primary-info-renderer"><yt-formatted-'
        f'string class="style-scope ytd-video-primary-info-renderer">{head.when:%b} '
        f'{head.when.day}, {head.when.year}</yt-formatted-string></div></div></div></div></ytd-'
        'video-primary-info-renderer><ytd-video-secondary-info-renderer class="style-scope ytd-'
        'watch-flexy"><div id="container" class="style-scope ytd-video-secondary-info-renderer'
        '"><div id="top-row" class="style-scope ytd-video-secondary-info-renderer"><ytd-video-'
        'owner-renderer class="style-scope ytd-video-secondary-info-renderer"><div id="upload-'
        'info" class="style-scope ytd-video-owner-renderer"><ytd-channel-name id="channel-name"'
        ' class="style-scope ytd-video-owner-renderer"><yt-formatted-string id="text" class="'
        'style-scope ytd-channel-name"><a class="yt-simple-endpoint style-scope yt-formatted-'
        f'string" href="/channel/UC{head.uid:x}{head.author}">{head.author}</a></yt-formatted-'
        'string></ytd-channel-name><yt-formatted-string id="owner-sub-count" class="style-scope'
        ' ytd-video-owner-renderer">12.4K subscribers</yt-formatted-string></div></ytd-video-'
        'owner-renderer><div id="sponsor-button" class="style-scope ytd-video-secondary-info-'
        'renderer"></div><div id="subscribe-button" class="style-scope ytd-video-secondary-'
        'info-renderer"><tp-yt-paper-button class="style-scope ytd-subscribe-button-renderer">'
        '<yt-formatted-string class="style-scope ytd-subscribe-button-renderer">Subscribe</yt-'
        'formatted-string></tp-yt-paper-button></div></div><ytd-expander class="style-scope '
        'ytd-video-secondary-info-renderer" collapsed><div id="content" class="style-scope ytd-'
        'expander"><div id="description" slot="content" class="style-scope ytd-video-secondary'
        '-info-renderer"><yt-formatted-string split-lines class="content style-scope ytd-video'
        '-secondary-info-renderer"><span dir="auto" class="style-scope yt-formatted-string">'
        f'{desc}</span></yt-formatted-string></div></div><tp-yt-paper-button id="more" class="'
        'style-scope ytd-expander"><yt-formatted-string class="more-button style-scope ytd-'
        'video-secondary-info-renderer">Show more</yt-formatted-string></tp-yt-paper-button>'
        '</ytd-expander></div></ytd-video-secondary-info-renderer></div><ytd-comments id="'
        'comments" class="style-scope ytd-watch-flexy"><ytd-item-section-renderer id="sections'
        '" class="style-scope ytd-comments" section-identifier="comment-item-section"><div id='
        '"header" class="style-scope ytd-item-section-renderer"><ytd-comments-header-renderer '
        'class="style-scope ytd-item-section-renderer"><div id="title" class="style-scope ytd-'
        'comments-header-renderer"><h2 id="count" class="style-scope ytd-comments-header-'
        'renderer"><yt-formatted-string class="count-text style-scope ytd-comments-header-'
        f'renderer"><span dir="auto" class="style-scope yt-formatted-string">{n}</span><span '
        f'dir="auto" class="style-scope yt-formatted-string"> Comment{"" if n == 1 else "s"}'
        '</span></yt-formatted-string></h2><span id="sort-menu" class="style-scope ytd-'
        'comments-header-renderer"><yt-sort-filter-sub-menu-renderer class="style-scope ytd-'
        'comments-header-renderer"><tp-yt-paper-button id="label" class="dropdown-trigger '
        'style-scope yt-dropdown-menu"><div id="label-text" class="style-scope yt-dropdown-menu'
        '">Sort by</div></tp-yt-paper-button></yt-sort-filter-sub-menu-renderer></span></div>'
        '<ytd-comment-simplebox-renderer class="style-scope ytd-comments-header-renderer"><div '
        'id="placeholder-area" class="style-scope ytd-comment-simplebox-renderer"><yt-'
        'formatted-string id="simplebox-placeholder" class="style-scope ytd-comment-simplebox-'
        'renderer">Add a comment...</yt-formatted-string></div></ytd-comment-simplebox-'
        'renderer></ytd-comments-header-renderer></div><div id="contents" class="style-scope '
        f'ytd-item-section-renderer">{threads}</div><div id="continuations" class="style-scope '
        'ytd-item-section-renderer"></div></ytd-item-section-renderer></ytd-comments></div>'
        '</div><div id="secondary" class="style-scope ytd-watch-flexy"><div id="secondary-inner'
        '" class="style-scope ytd-watch-flexy"><div id="related" class="style-scope ytd-watch-'
        'flexy"><ytd-watch-next-secondary-results-renderer class="style-scope ytd-watch-flexy">'
        f'<div id="items" class="style-scope ytd-watch-next-secondary-results-renderer">{related}'
        '</div></ytd-watch-next-secondary-results-renderer></div></div></div></div></ytd-watch-'
        'flexy></ytd-page-manager></div></ytd-app>')
    return page(f"{TITLE} - YouTube", body)


# --- Apple Support Communities ----------------------------------------------------------------

def apple_date(t: datetime) -> str:  # Mar 4, 2021 10:12 AM
    return f"{t:%b} {t.day}, {t.year} {hm(t, upper=True)}"


def apple_author(m: Message) -> str:
    level = m.uid % 9 + 1
    points = f"{m.uid * 137 % 90000 + 12:,}"
    return (
        f'<div class="author-info"><a class="author-avatar" href="/profile/{m.author}" tabindex'
        f'="-1" aria-hidden="true"><img class="avatar" src="/content/people/{m.uid}/avatar.png"'
        f' alt="" width="36" height="36"></a><div class="author-details"><a class="author-name"'
        f' href="/profile/{m.author}"><span class="visuallyhidden">User profile for user: '
        f'</span>{m.author}</a><span class="author-level"><a href="/community/level-info" class'
        f'="level-badge level-{level}">Level {level}</a></span><span class="author-points">'
        f'<span class="points">{points}</span> points</span></div></div>')


def apple_reply(posts: list[Message], kids: dict[int, list[int]], k: int, best: int) -> str:
    m = posts[k]
    parent = posts[_parent(posts, kids, k)]
    quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
    marked = ('<div class="answer-badge best-reply"><span class="icon icon-checkmark"></span>'
              "Best reply</div>" if k == best else "")
    helpful = (m.uid + m.pid) % 5
    target = "question" if parent is posts[0] else f"reply-{parent.pid}"
    prop = "acceptedAnswer" if k == best else "suggestedAnswer"
    return (
        f'<article class="reply{" best-answer" if k == best else ""}" id="reply-{m.pid}" data-'
        f'reply-id="{m.pid}" itemscope itemprop="{prop}" itemtype="https://schema.org/Answer">'
        '<header class="reply-header">'
        f'{apple_author(m)}<div class="post-meta"><time class="post-date" datetime="'
        f'{m.when:%Y-%m-%dT%H:%M:%S}.000Z" itemprop="dateCreated">{apple_date(m.when)}</time> '
        f'<span class="in-response-to">in response to <a href="#{target}">{parent.author}</a>'
        f'</span></div>{marked}</header><div'
        f' class="reply-body" itemprop="text"><div class="body-content">{quote}{p_tags(m)}</div>'
        '</div><footer class="reply-footer"><div class="reply-actions"><button class="button '
        f'button-secondary reply-button" data-reply-to="{m.pid}">Reply</button><button class="'
        f'helpful-button" aria-pressed="false">Helpful <span class="count">({helpful})</span>'
        f'</button></div><a class="permalink" href="/thread/252345678?answerId={m.pid}#'
        f'{m.pid}">Link</a></footer></article>')


def apple_communities(posts: list[Message]) -> str:
    """Apple Support Communities (discussions.apple.com, 2021): the question apart (the
    author "Level 3" with points, "Q:" and the title, the text, "iPhone 11, iOS 14.4" and
    "Posted on Mar 4, 2021 10:12 AM" below it, "I have this question too (23)"), then
    "Replies (5)" with article.reply per reply (the author header, <time> "Mar 4, 2021 10:12
    AM" followed by "in response to bob", the body, "Helpful (2)"), the best reply marked in
    place; "Similar questions" aside; Apple's global header and footer."""
    head = posts[0]
    _, kids = _tree(posts)
    best = next((k for k in range(1, len(posts)) if posts[k].author != head.author
                 and not posts[k].quote), 0) if head.pid % 2 == 0 else 0
    replies = "".join(apple_reply(posts, kids, k, best) for k in range(1, len(posts)))
    n = len(posts) - 1
    solved = ('<span class="solved-badge"><span class="icon icon-checkmark"></span>Solved</span>'
              if best else "")
    similar = "".join(
        f'<li class="similar-question"><a href="/thread/25234{k}000">{t}</a><p class="similar-'
        f'snippet">Posted on {apple_date(NOW - timedelta(days=k * 31 + 4, hours=k))}</p></li>'
        for k, t in enumerate(OTHER_THREADS[:4]))
    body = (
        '<nav id="ac-globalnav" class="js no-touch" role="navigation" aria-label="Global" lang'
        '="en-US" dir="ltr"><div class="ac-gn-content"><ul class="ac-gn-header"><li class="ac-'
        'gn-item ac-gn-apple"><a class="ac-gn-link ac-gn-link-apple" href="https://www.apple.'
        'com/" id="ac-gn-firstfocus"><span class="ac-gn-link-text">Apple</span></a></li></ul>'
        '<ul class="ac-gn-list"><li class="ac-gn-item"><a class="ac-gn-link" href="https://www'
        '.apple.com/store"><span class="ac-gn-link-text">Store</span></a></li><li class="ac-gn'
        '-item"><a class="ac-gn-link" href="https://www.apple.com/mac/"><span class="ac-gn-link'
        '-text">Mac</span></a></li><li class="ac-gn-item"><a class="ac-gn-link" href="https://'
        'www.apple.com/iphone/"><span class="ac-gn-link-text">iPhone</span></a></li><li class="'
        'ac-gn-item"><a class="ac-gn-link" href="https://support.apple.com"><span class="ac-gn-'
        'link-text">Support</span></a></li></ul></div></nav><div class="community-header"><div '
        'class="community-header-inner"><a class="community-logo" href="/welcome">Apple Support'
        ' Communities</a><form class="community-search" action="/search"><input type="search" '
        'name="q" placeholder="Search the Community"></form><a class="sign-in" href="/login">'
        'Sign in</a></div></div><main id="main" class="thread-page"><nav class="breadcrumbs" '
        'aria-label="Breadcrumbs"><ol><li><a href="/welcome">Community</a></li><li><a href="/'
        'community/iphone">iPhone</a></li><li><a href="/community/iphone/using_iphone">Using '
        'iPhone</a></li></ol></nav><div class="thread-layout"><div class="thread-main"><section'
        ' class="question" id="question" itemscope itemtype="https://schema.org/Question"><'
        f'header class="question-header">{apple_author(head)}</header><h1 class="thread-title"'
        f' itemprop="name"><span class="question-icon" aria-label="Question">Q:</span> {TITLE}'
        f'{solved}</h1><div class="thread-body" itemprop="text"><div class="body-content">'
        f'{p_tags(head)}</div></div><div class="question-meta"><span class="device-info">iPhone'
        f' 11, iOS 14.4</span><time class="post-date" datetime="{head.when:%Y-%m-%dT%H:%M:%S}.'
        f'000Z" itemprop="dateCreated">Posted on {apple_date(head.when)}</time></div><div class'
        '="question-actions"><button class="button reply-button">Reply</button><button class="'
        'me-too-button" aria-pressed="false">I have this question too <span class="count">('
        f'{head.uid % 30 + 3})</span></button></div></section>'
        + (f'<section class="replies" aria-label="Replies"><div class="replies-header"><h2 '
           f'class="replies-count">Replies ({n})</h2><div class="sort-by"><label for="sort">Sort'
           ' By:</label><select id="sort"><option selected>Best</option><option>Newest'
           f'</option><option>Oldest</option></select></div></div>{replies}</section>'
           if n else "")
        + '<div class="reply-prompt"><p>This thread has been closed by the system or the '
        'community team. You may vote for any posts you find helpful, or search the Community '
        'for additional answers.</p></div></div><aside class="thread-sidebar"><section class="'
        f'similar-questions"><h2>Similar questions</h2><ul>{similar}</ul></section><section '
        'class="welcome-module"><h2>Welcome to Apple Support Community</h2><p>A forum where '
        'Apple customers help each other with their products. Get started with your Apple ID.'
        '</p></section></aside></div></main><footer id="ac-globalfooter" lang="en-US" dir="ltr"'
        ' role="contentinfo"><div class="ac-gf-content"><section class="ac-gf-footer"><div '
        'class="ac-gf-footer-legal"><div class="ac-gf-footer-legal-copyright">Copyright &copy; '
        f'{NOW.year} Apple Inc. All rights reserved.</div><div class="ac-gf-footer-legal-links"'
        '><a class="ac-gf-footer-legal-link" href="https://www.apple.com/legal/privacy/">Privacy'
        ' Policy</a><a class="ac-gf-footer-legal-link" href="https://www.apple.com/legal/'
        'internet-services/terms/site.html">Terms of Use</a><a class="ac-gf-footer-legal-link" '
        'href="https://www.apple.com/shop/help/sales_refunds">Sales and Refunds</a><a class="ac'
        '-gf-footer-legal-link" href="https://www.apple.com/sitemap/">Site Map</a></div></div>'
        '</section></div></footer>')
    return page(f"{TITLE} - Apple Community", body)


# --- Kbin / Mbin ------------------------------------------------------------------------------

def carbon_ago(t: datetime) -> str:
    """Carbon's diffForHumans(): "3 months ago", "1 year ago", "2 weeks ago", "5 hours ago"."""
    s = int(_seconds(t))
    if s < 0:
        return "from now"
    days = s // 86400
    for n, unit in ((days // 365, "year"), (days // 30, "month"), (days // 7, "week"),
                    (days, "day"), (s // 3600, "hour"), (s // 60, "minute")):
        if n:
            return f"{n} {unit}{'' if n == 1 else 's'} ago"
    return f"{s} second{'' if s == 1 else 's'} ago"


def kbin_time(t: datetime) -> str:
    return (f'<time class="timeago" title="{t:%Y-%m-%d %H:%M:%S} +00:00" datetime="'
            f'{t:%Y-%m-%dT%H:%M:%S}+00:00">{carbon_ago(t)}</time>')


def kbin_vote(m: Message, kind: str) -> str:
    up = (m.uid * 5 + m.pid) % 23
    return (f'<aside class="vote"><form method="post" action="/{kind}/{m.pid}/vote/1" class='
            f'"vote__up"><button type="submit" title="Favourite" aria-label="Favourite"><span>'
            f'{up}</span> <i class="fa-solid fa-arrow-up"></i></button></form><form method="post"'
            f' action="/{kind}/{m.pid}/vote/-1" class="vote__down"><button type="submit" title'
            '="Reduce" aria-label="Reduce"><span>0</span> <i class="fa-solid fa-arrow-down"></i>'
            '</button></form></aside>')


def kbin_comment(posts: list[Message], kids: dict[int, list[int]], k: int, level: int) -> str:
    m = posts[k]
    parent = _parent(posts, kids, k)
    link = f"/m/cars/t/{posts[0].pid}/strange-noise-after-the-last-update/comment/{m.pid}"
    quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
    op = " author" if m.author == posts[0].author else ""
    mine = (
        f'<blockquote class="section comment entry-comment subject{op} comment-level--'
        f'{min(level, 10)}" id="entry-comment-{m.pid}" data-controller="comment subject '
        f'mentions" data-subject-parent-value="{posts[parent].pid if parent else ""}" data-'
        f'comment-collapse-depth-value="{level}" data-action="mouseenter->comment#highlight'
        f'Parent"><header><a href="/u/{m.author}" class="user-inline" title="{m.author}@kbin.'
        f'social">{m.author}</a>, <a href="{link}">{kbin_time(m.when)}</a></header><figure><a '
        f'href="/u/{m.author}"><img width="40" height="40" src="/media/cache/avatar_thumb/'
        f'{m.uid:x}.png" alt="{m.author} avatar"></a></figure><div class="content">{quote}'
        f'{p_tags(m)}</div>{kbin_vote(m, "ec")}<footer><menu><li><a class="stretched-link" '
        f'href="{link}/reply" data-action="subject#getForm">reply</a></li><li><form method="'
        f'post" action="/ec/{m.pid}/boost"><button class="boost-link stretched-link" type="'
        'submit">boost</button></form></li><li class="dropdown"><button class="stretched-link"'
        ' data-subject-target="more">more</button></li></menu><div class="js-container"></div>'
        "</footer></blockquote>")
    # Kbin writes the tree flat: every comment a sibling, its depth only in comment-level--N.
    return mine + "".join(kbin_comment(posts, kids, c, level + 1) for c in kids[k])


def kbin(posts: list[Message]) -> str:
    """A Kbin (or Mbin) thread page: the entry apart in article.entry (h1 title, aside.meta
    "alice, <time class=timeago title=…>3 months ago</time> to cars", the body in
    div.entry__body > div.content, votes, "5 comments"), then div#comments.comments-tree
    with every comment a sibling blockquote.entry-comment whose depth is only its
    comment-level--N class (header "bob, <a><time>…</time></a>", div.content, votes, reply and
    boost); quotes as Markdown blockquotes; the sidebar with the thread's info, the magazine
    and related threads; the footer."""
    head = posts[0]
    tops, kids = _tree(posts)
    comments = "".join(kbin_comment(posts, kids, k, 1) for k in tops)
    n = len(posts) - 1
    related = "".join(
        f'<li><a href="/m/cars/t/{900 + k}/x">{t}</a> <span class="meta"><a href="/u/{who}" '
        f'class="user-inline">{who}</a>, {kbin_time(NOW - timedelta(days=k * 17 + 2))}</span>'
        "</li>" for k, (t, who) in enumerate(zip(OTHER_THREADS[:3], ("GregH", "fiona", "ErikS"))))
    body = (
        '<div id="logo-bar"></div><header id="header" class="header"><div class="kbin-container'
        '"><a href="#content" class="hide">Skip to main content</a><div class="brand"><a href="/'
        '"><img src="/kbin_logo.svg" alt="kbin.social" width="82"></a></div><menu class="head-'
        'title"><li><a href="/m/cars" class="magazine-inline">/m/cars</a></li></menu><menu '
        'class="head-nav__menu"><li><a href="/m/cars" class="active">Threads</a></li><li><a '
        'href="/m/cars/microblog">Microblog</a></li></menu><menu><li><a class="login" href="/'
        'login">Log in</a></li></menu></div></header><div id="middle" class="page-entry-single '
        'page-entry-comments"><div class="kbin-container"><main id="main" data-controller="'
        'lightbox timeago" class=""><article class="entry section subject" id="entry-'
        f'{head.pid}" data-controller="subject preview mentions"><header><h1><a href="/m/cars/t/'
        f'{head.pid}/strange-noise-after-the-last-update">{TITLE}</a></h1></header><aside class'
        f'="meta entry__meta"><a href="/u/{head.author}" class="user-inline" title="'
        f'{head.author}@kbin.social">{head.author}</a>, {kbin_time(head.when)} to <a href="/m/'
        f'cars" class="magazine-inline">cars</a></aside>{kbin_vote(head, "e")}<div class="'
        f'entry__body"><div class="content formatted">{p_tags(head)}</div></div><footer><menu>'
        f'<li><a class="stretched-link" href="#comments">{n} comment{"" if n == 1 else "s"}'
        '</a></li><li><form method="post" action="/e/boost"><button class="boost-link stretched'
        '-link" type="submit">boost</button></form></li><li class="dropdown"><button class="'
        'stretched-link">more</button></li></menu></footer></article><section id="comment-add"'
        ' class="section section--small"><div><a href="/login">Log in</a> or <a href="/register'
        '">register</a> to comment</div></section><div class="options options--top" id="options'
        '"><div></div><menu class="options__main"><li><a href="?sortBy=hot">hot</a></li><li><a'
        ' href="?sortBy=top">top</a></li><li><a href="?sortBy=newest">newest</a></li><li><a '
        'href="?sortBy=oldest" class="active">oldest</a></li></menu><menu class="options__view'
        '"><li><a href="?view=tree" class="active">tree</a></li><li><a href="?view=chat">chat'
        f'</a></li></menu></div><div id="comments" class="comments entry-comments comments-tree'
        f'" data-controller="subject-list">{comments}</div></main><aside id="sidebar"><section '
        'class="entry-info section"><h3>Thread</h3><div class="row"><a href="/u/'
        f'{head.author}" class="user-inline">{head.author}</a></div><ul class="info"><li>'
        f'Published <span>{kbin_time(head.when)}</span></li><li>Comments <span>{n}</span></li>'
        f'<li>Views <span>{len(posts) * 97}</span></li></ul></section><section class="magazine'
        ' section"><h3>Magazine</h3><div class="row"><a href="/m/cars" class="magazine-inline">'
        'cars</a></div><div class="content"><p>Everything about cars: repairs, tools and road '
        'trips.</p></div><ul class="info"><li>Subscribers <span>1,203</span></li><li>Moderators'
        ' <span>2</span></li></ul></section><section class="related-entries section"><h3>'
        f'Related threads</h3><ul>{related}</ul></section></aside></div></div><footer id="'
        'footer"><div class="kbin-container"><section><h5>kbin.social</h5><ul><li><a href="/'
        'about">About</a></li><li><a href="/terms">Terms</a></li><li><a href="/privacy-policy">'
        'Privacy policy</a></li></ul></section><div class="kbin-promo"><p>Powered by <a href="'
        'https://kbin.pub">kbin</a></p></div></div></footer>')
    return page(f"{TITLE} - cars - kbin.social", body)


ENGINES = {
    "phpbb33": phpbb33, "xenforo22": xenforo22, "vanilla-de": vanilla_de, "bbpress": bbpress,
    "smf21-es": smf21_es, "ptt": ptt, "so-ru": so_ru, "gitea-issue": gitea_issue,
    "github-discussions": github_discussions, "nabble": nabble, "commento": commento,
    "youtube": youtube, "apple-communities": apple_communities, "kbin": kbin,
}
