"""More thread pages for bench/forum_engines.py, written the way further engines lay them out.

Twelve more engines' default templates (markup written after their templates: element nesting,
class names, date wording; the text is generated): forum engines old and new, a blog with its
comments, a news site's comment tree, a bug tracker's comments and a mailing-list archive.
Each function takes the thread's list of `Message` and returns the whole page; `ENGINES` maps
the engine's name to it.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from forum_engines import (
    NOW,
    TITLE,
    Message,
    crumbs,
    escape,
    footer,
    joined,
    long_date,
    nav,
    p_tags,
    page,
    paras,
)

MONTHS_DE = ("Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
             "September", "Oktober", "November", "Dezember")
WEEKDAYS_DE = ("Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag")


# --- shared bits ------------------------------------------------------------------------------

def hm(t: datetime, space: str = " ", upper: bool = False) -> str:
    """12-hour clock without a leading zero: "10:12 am", "9:05PM"."""
    ampm = "am" if t.hour < 12 else "pm"
    return f"{t.hour % 12 or 12}:{t.minute:02d}{space}{ampm.upper() if upper else ampm}"


def days_ago(t: datetime) -> int:
    """Calendar days between the post and NOW (0 today, 1 yesterday, negative in the future)."""
    return (NOW.date() - t.date()).days


def ago(t: datetime) -> str:
    """English relative age as news sites and trackers write it: "3 hours ago", "2 years ago"."""
    delta = max(NOW - t, timedelta(minutes=1))
    if delta.days >= 365:
        n, unit = delta.days // 365, "year"
    elif delta.days >= 30:
        n, unit = delta.days // 30, "month"
    elif delta.days >= 1:
        n, unit = delta.days, "day"
    elif delta.seconds >= 3600:
        n, unit = delta.seconds // 3600, "hour"
    else:
        n, unit = delta.seconds // 60, "minute"
    return f"{n} {unit}{'' if n == 1 else 's'} ago"


def replied_to(posts: list[Message], m: Message) -> Message | None:
    """The post a reply answers: the quoted one, else the one before it."""
    if m.number == 1:
        return None
    if m.quote:
        return next((p for p in posts if p.pid == m.quote[1]), posts[m.number - 2])
    return posts[m.number - 2]


def ranks(m: Message, names: tuple[str, ...]) -> str:
    return names[m.uid % len(names)]


# --- phpBB 3.0, subsilver2 --------------------------------------------------------------------

def phpbb3_date(t: datetime) -> str:  # Thu Mar 04, 2021 10:12 am
    return f"{t.strftime('%a %b %d, %Y')} {hm(t)}"


def phpbb3_subsilver2_post(m: Message, first: bool) -> str:
    row = "row1" if m.number % 2 else "row2"
    quote = (f'<div class="quotetitle">{m.quote[0]} wrote:</div><div class="quotecontent">'
             f"{escape(m.quote[2])}</div>" if m.quote else "")
    sig = (f'<span class="postbody"><br />_________________<br />{escape(m.signature)}</span>'
           if m.signature else "")
    head = "<tr><th>Author</th><th>Message</th></tr>" if first else ""
    subject = TITLE if m.number == 1 else f"Re: {TITLE}"
    return (
        f'<table class="tablebg" width="100%" cellspacing="1">{head}<tr class="{row}">'
        f'<td align="center" valign="middle"><a name="p{m.pid}"></a>'
        f'<b class="postauthor">{m.author}</b></td>'
        '<td width="100%" height="25"><table width="100%" cellspacing="0"><tr>'
        '<td class="gensmall" width="100%"><div style="float: left;">&nbsp;<b>Post subject:</b> '
        f'<a href="#p{m.pid}">{subject}</a></div><div style="float: right;">'
        f'<a href="./viewtopic.php?p={m.pid}#p{m.pid}"><img src="./styles/subsilver2/imageset/'
        'icon_post_target.gif" width="12" height="9" alt="Post" title="Post" /></a>'
        f"<b>Posted:</b> {phpbb3_date(m.when)}&nbsp;</div></td></tr></table></td></tr>"
        f'<tr class="{row}"><td valign="top" class="profile"><table cellspacing="4" '
        'align="center" width="150"><tr><td class="postdetails">Registered User</td></tr>'
        f'<tr><td><img src="./download/file.php?avatar={m.uid}.jpg" width="80" height="80" '
        'alt="User avatar" /></td></tr></table><span class="postdetails"><br />'
        f"<b>Joined:</b> {phpbb3_date(joined(m))}<br /><b>Posts:</b> {m.uid * 3}<br />"
        "<b>Location:</b> Leeds</span><br /></td>"
        '<td width="100%" height="100%" valign="top"><table width="100%" cellspacing="5">'
        f'<tr><td><div class="postbody">{quote}{paras(m, "<br /><br />")}</div>{sig}'
        '<br clear="all" /><br /><table width="100%" cellspacing="0"><tr valign="middle">'
        '<td class="gensmall" align="right"></td></tr></table></td></tr></table></td></tr>'
        f'<tr class="{row}"><td class="profile"><strong><a href="#wrapheader">Top</a></strong>'
        '</td><td><div class="gensmall" style="float: left;">&nbsp;<a href="./memberlist.php?'
        f'mode=viewprofile&amp;u={m.uid}"><img src="./styles/subsilver2/imageset/en/'
        'icon_user_profile.gif" alt="Profile" title="Profile" /></a> <a href="./ucp.php?i=pm'
        f'&amp;mode=compose&amp;action=quotepost&amp;p={m.pid}"><img src="./styles/subsilver2/'
        'imageset/en/icon_contact_pm.gif" alt="Send private message" title="Send private '
        'message" /></a>&nbsp;</div><div class="gensmall" style="float: right;">'
        f'<a href="./posting.php?mode=quote&amp;f=12&amp;p={m.pid}"><img src="./styles/'
        'subsilver2/imageset/en/icon_post_quote.gif" alt="Reply with quote" title="Reply with '
        'quote" /></a>&nbsp;</div></td></tr><tr><td class="spacer" colspan="2" height="1">'
        '<img src="./images/spacer.gif" alt="" width="1" height="1" /></td></tr></table>')


def phpbb3_subsilver2(posts: list[Message]) -> str:
    """phpBB 3.0 with subsilver2: a table.tablebg per post, three rows (the bare author name
    and "Posted: Thu Mar 04, 2021 10:12 am"; the profile column and the message; "Top" and the
    icons); div.quotetitle/div.quotecontent quotes; the signature under "_________________"."""
    header = (
        '<div id="wrapheader"><div id="logodesc"><table width="100%" cellspacing="0"><tr>'
        '<td><a href="./index.php"><img src="./styles/subsilver2/imageset/site_logo.gif" '
        'alt="" /></a></td><td width="100%" align="center"><h1>Example Community</h1>'
        '<span class="gen">Help and talk about everything</span></td></tr></table></div>'
        '<div id="menubar"><table width="100%" cellspacing="0"><tr><td class="genmed">'
        '<a href="./faq.php">FAQ</a></td><td class="genmed" align="right"><a href="./search.php">'
        'Search</a> &nbsp; <a href="./memberlist.php">Memberlist</a> &nbsp; <a href="./ucp.php?'
        'mode=register">Register</a> &nbsp; <a href="./ucp.php?mode=login">Login</a></td></tr>'
        '</table></div><div id="datebar"><table width="100%" cellspacing="0"><tr>'
        '<td class="gensmall"></td><td class="gensmall" align="right">It is currently '
        f"{phpbb3_date(NOW)}<br /></td></tr></table></div></div>")
    top = (
        '<div id="wrapcentre"><table class="tablebg" width="100%" cellspacing="1" '
        'cellpadding="0" style="margin-top: 5px;"><tr><td class="row1"><p class="breadcrumbs">'
        '<a href="./index.php">Board index</a> &#187; <a href="./viewforum.php?f=12">Technical '
        'help</a></p><p class="datetime">All times are UTC</p></td></tr></table><br />'
        f'<div id="pageheader"><h2><a class="titles" href="./viewtopic.php?f=12&amp;t=5">{TITLE}'
        '</a></h2></div><br clear="all" /><br /><div id="pagecontent"><table width="100%" '
        'cellspacing="1"><tr><td align="left" valign="middle" nowrap="nowrap"><a href="./posting'
        '.php?mode=post&amp;f=12"><img src="button_topic_new.gif" alt="Post new topic" /></a>'
        '&nbsp;<a href="./posting.php?mode=reply&amp;f=12&amp;t=5"><img src="button_topic_reply'
        '.gif" alt="Reply to topic" /></a></td><td class="nav" valign="middle" nowrap="nowrap">'
        '&nbsp;Page <strong>1</strong> of <strong>1</strong><br /></td><td class="gensmall" '
        f'nowrap="nowrap">&nbsp;[ {len(posts)} post{"s" if len(posts) > 1 else ""} ]&nbsp;</td>'
        '</tr></table><table class="tablebg" width="100%" cellspacing="1"><tr><td class="cat">'
        '<table width="100%" cellspacing="0"><tr><td class="nav" nowrap="nowrap">&nbsp;<a href='
        '"./viewtopic.php?f=12&amp;t=5&amp;view=print">Print view</a></td><td class="nav" '
        'align="right" nowrap="nowrap"><a href="./viewtopic.php?f=12&amp;t=5&amp;view=previous">'
        'Previous topic</a> | <a href="./viewtopic.php?f=12&amp;t=5&amp;view=next">Next topic'
        "</a>&nbsp;</td></tr></table></td></tr></table>")
    bottom = (
        '<table width="100%" cellspacing="1" class="tablebg"><tr align="center"><td class="cat">'
        '<form name="viewtopic" method="post" action="./viewtopic.php?f=12&amp;t=5"><span '
        'class="gensmall">Display posts from previous:</span> <select name="st"><option '
        'value="0" selected="selected">All posts</option><option value="1">1 day</option>'
        '</select>&nbsp;<input class="btnlite" type="submit" value="Go" /></form></td></tr>'
        '</table></div><br clear="all" /><table class="tablebg" width="100%" cellspacing="1">'
        '<tr><td class="cat"><h4>Who is online</h4></td></tr><tr><td class="row1"><p '
        'class="gensmall">Users browsing this forum: No registered users and 1 guest</p></td>'
        '</tr></table><br clear="all" /><table width="100%" cellspacing="0"><tr><td '
        'class="gensmall">You <strong>cannot</strong> post new topics in this forum<br />You '
        '<strong>cannot</strong> reply to topics in this forum<br /></td><td align="right">'
        '<form method="post" name="jumpbox" action="./viewforum.php"><span class="gensmall">Jump '
        'to:</span>&nbsp;<select name="f"><option value="12">Technical help</option></select>'
        '</form></td></tr></table></div><div id="wrapfooter"><span class="copyright">Powered '
        'by <a href="https://www.phpbb.com/">phpBB</a> &copy; 2000, 2002, 2005, 2007 phpBB Group'
        "</span></div>")
    body = "".join(phpbb3_subsilver2_post(m, k == 0) for k, m in enumerate(posts))
    return page(TITLE, f'<a name="top"></a>{header}{top}{body}{bottom}')


# --- PunBB 1.2 --------------------------------------------------------------------------------

def punbb_date(t: datetime) -> str:  # 2021-03-04 10:12:33, "Today 10:12:33"
    if days_ago(t) == 0:
        return f"Today {t.strftime('%H:%M:%S')}"
    if days_ago(t) == 1:
        return f"Yesterday {t.strftime('%H:%M:%S')}"
    return t.strftime("%Y-%m-%d %H:%M:%S")


def punbb_post(m: Message) -> str:
    classes = "rowodd" if m.number % 2 else "roweven"
    if m.number == 1:
        classes += " firstpost"
    quote = (f'<blockquote><div class="incqbox"><h4>{m.quote[0]} wrote:</h4><p>'
             f"{escape(m.quote[2])}</p></div></blockquote>" if m.quote else "")
    sig = (f'<div class="postsignature"><hr />{escape(m.signature)}</div>'
           if m.signature else "")
    subject = TITLE if m.number == 1 else f"Re: {TITLE}"
    return (
        f'<div id="p{m.pid}" class="blockpost {classes}"><h2><span><span class="conr">'
        f'#{m.number}&nbsp;</span><a href="viewtopic.php?pid={m.pid}#p{m.pid}">'
        f'{punbb_date(m.when)}</a></span></h2><div class="box"><div class="inbox">'
        f'<div class="postleft"><dl><dt><strong><a href="profile.php?id={m.uid}">{m.author}'
        '</a></strong></dt><dd class="usertitle"><strong>Member</strong></dd><dd class='
        f'"postavatar"></dd><dd>From: Leeds</dd><dd>Registered: {joined(m):%Y-%m-%d}</dd>'
        f'<dd>Posts: {m.uid * 3}</dd><dd class="usercontacts"><a href="profile.php?id={m.uid}">'
        f'Profile</a>&nbsp;&nbsp;<a href="misc.php?email={m.uid}">E-mail</a></dd></dl></div>'
        f'<div class="postright"><h3>{subject}</h3><div class="postmsg">{quote}{p_tags(m)}'
        f'</div>{sig}</div><div class="clearer"></div><div class="postfootleft"><p>Offline</p>'
        '</div><div class="postfootright"><ul><li class="postreport"><a href="misc.php?report='
        f'{m.pid}">Report</a> | </li><li class="postquote"><a href="post.php?tid=5&amp;qid='
        f'{m.pid}">Quote</a></li></ul></div></div></div></div>')


def punbb(posts: list[Message]) -> str:
    """PunBB 1.2: div.blockpost per post, the h2 holding "#2" and the date as the permalink
    ("2021-03-04 10:12:33", "Today 10:12:33"), the author in a <dl>, the message in
    div.postmsg; quotes blockquote > div.incqbox; the signature in div.postsignature."""
    links = (
        '<div class="linkst"><div class="inbox"><p class="pagelink conl">Pages: <strong>1'
        '</strong></p><p class="postlink conr"><a href="post.php?tid=5">Post reply</a></p>'
        '<ul><li><a href="index.php">Index</a></li><li>&nbsp;&raquo;&nbsp;<a href="viewforum.php'
        f'?id=12">Technical help</a></li><li>&nbsp;&raquo;&nbsp;{TITLE}</li></ul>'
        '<div class="clearer"></div></div></div>')
    body = (
        '<div id="punwrap"><div id="punviewtopic" class="pun"><div id="brdheader" class="block">'
        '<div class="box"><div id="brdtitle" class="inbox"><h1><span>Example Community</span>'
        '</h1><p><span>Help and talk about everything</span></p></div><div id="brdmenu" '
        'class="inbox"><ul><li id="navindex"><a href="index.php">Index</a></li><li '
        'id="navuserlist"><a href="userlist.php">User list</a></li><li id="navsearch"><a '
        'href="search.php">Search</a></li><li id="navregister"><a href="register.php">Register'
        '</a></li><li id="navlogin"><a href="login.php">Login</a></li></ul></div><div '
        'id="brdwelcome" class="inbox"><p>You are not logged in.</p></div></div></div>'
        + links + "".join(punbb_post(m) for m in posts) + links.replace("linkst", "postlinksb")
        + '<div id="brdfooter" class="block"><h2><span>Board footer</span></h2><div class="box">'
        '<div class="inbox"><div class="conl"><form id="qjump" method="get" action="viewforum'
        '.php"><div><label>Jump to<br /><select name="id"><optgroup label="Support"><option '
        'value="12" selected="selected">Technical help</option></optgroup></select> <input '
        'type="submit" value=" Go " /></label></div></form></div><p class="conr">Powered by '
        '<a href="http://www.punbb.org/">PunBB</a><br />&copy; Copyright 2002&#8211;2008 PunBB'
        '</p><div class="clearer"></div></div></div></div></div></div>')
    return page(TITLE, body)


# --- UBB.threads 7 ----------------------------------------------------------------------------

def ubb_post(posts: list[Message], m: Message, k: int) -> str:
    parent = replied_to(posts, m)
    reply = (f' [<a href="/ubbthreads.php/topics/{parent.pid}#Post{parent.pid}">Re: '
             f"{parent.author}</a>]" if parent else "")
    quote = ('<div class="ubbcode-block"><div class="ubbcode-header">Originally Posted By: '
             f'{m.quote[0]}</div><div class="ubbcode-body">{escape(m.quote[2])}</div></div>'
             if m.quote else "")
    sig = (f'<div class="signature">_________________________<br />{escape(m.signature)}</div>'
           if m.signature else "")
    subject = TITLE if m.number == 1 else f"Re: {TITLE}"
    rank = ranks(m, ("Member", "Junior Member", "Enthusiast"))
    return (
        '<table width="100%" class="t_inner" cellpadding="0" cellspacing="1"><tr>'
        f'<td class="subjecttable" colspan="2"><a name="Post{m.pid}"></a><div class="fblock" '
        'style="float: left;"><img src="/images/icons/default/book.gif" alt="" /> '
        f'<b id="subject{m.pid}">{subject}</b>{reply}</div><div class="iblock" style="float: '
        f'right;"><span class="small">#{m.pid} - <span class="date">{m.when:%m/%d/%y}</span> '
        f'<span class="time">{m.when:%I:%M %p}</span></span></div></td></tr>'
        '<tr><td width="15%" valign="top" class="author-content alt-1" rowspan="2">'
        f'<a href="/ubbthreads.php/users/{m.uid}/{m.author}"><span class="username">{m.author}'
        f'</span></a><br /><span class="small">{rank}'
        '</span><br /><img src="/images/stars/star.gif" alt="*" /><br /><br /><span class="small">'
        f"Registered: {joined(m):%m/%d/%y}<br />Posts: {m.uid * 3}<br />Loc: Leeds</span></td>"
        f'<td class="post-content alt-1" valign="top"><div id="body{k}">{quote}'
        f'{paras(m, "<br /><br />")}</div>{sig}</td></tr><tr><td class="post-options alt-1" '
        f'align="right"><a href="#top">Top</a> <a href="/ubbthreads.php?ubb=newreply&amp;'
        f'Number={m.pid}" class="reply-link">Reply</a> <a href="/ubbthreads.php?ubb=newreply'
        f'&amp;Number={m.pid}&amp;what=showflat&amp;quote=1">Quote</a> <a href="/ubbthreads.php'
        f'?ubb=notifymod&amp;Number={m.pid}">Notify</a></td></tr></table>')


def ubbthreads(posts: list[Message]) -> str:
    """UBB.threads 7 (flat view): a table.t_inner per post, the subject row with "[Re: bob]",
    "#40311 - 03/04/21 10:12 AM" on the right, the author column spanning the message and the
    options rows; "Originally Posted By:" quotes; the signature under underscores."""
    head = (
        '<table width="100%" class="t_outer" cellpadding="0" cellspacing="0"><tr><td>'
        '<table width="100%" class="t_inner" cellpadding="0" cellspacing="1"><tr>'
        f'<td class="tdheader">{TITLE}</td><td class="tdheader" align="right">'
        '<a href="/ubbthreads.php/topics/5?view=print">Print Thread</a></td></tr><tr>'
        '<td class="navigation" colspan="2"><a href="/ubbthreads.php/ubb/prevtopic">'
        'Previous Topic</a> | <a href="/ubbthreads.php/forums/12">Index</a> | <a href='
        '"/ubbthreads.php/ubb/nexttopic">Next Topic</a></td></tr></table></td></tr></table>')
    posts_html = "".join(ubb_post(posts, m, k) for k, m in enumerate(posts))
    tail = (
        '<table width="100%" class="t_outer"><tr><td class="alt-2 small">Moderator: '
        '<a href="/ubbthreads.php/users/107/hanna_w">hanna_w</a></td><td class="alt-2" '
        'align="right"><form method="post" action="/ubbthreads.php"><span class="small">Hop to:'
        '</span> <select name="board"><option value="12">Technical help</option></select> '
        '<input type="submit" class="form-button" value="Go" /></form></td></tr></table>'
        '<table width="100%" class="t_outer"><tr><td class="tdheader">Who\'s Online Now</td>'
        '</tr><tr><td class="alt-1 small">0 registered members (), 12 Guests and 3 Spiders '
        'online.</td></tr></table><div class="small" align="center">Generated in 0.012 seconds '
        'in which 0.003 seconds were spent on a total of 14 queries. Zlib compression enabled.'
        '<br />Powered by UBB.threads&trade; PHP Forum Software 7.7.5</div>')
    body = (f'<a name="top"></a>{nav()}{crumbs(" &raquo; ")}{head}'
            f'<div id="posts">{posts_html}</div>{tail}{footer()}')
    return page(TITLE, body)


# --- Jive Forums ------------------------------------------------------------------------------

def jive_date(t: datetime) -> str:  # Mar 4, 2021 10:12 AM
    return f"{t:%b} {t.day}, {t.year} {hm(t, upper=True)}"


def jive_post(posts: list[Message], m: Message) -> str:
    parent = replied_to(posts, m)
    response = (' &nbsp;<font class="jive-description">in response to: <a href="thread.jspa?'
                f'messageID={parent.pid}&amp;#{parent.pid}" title="{parent.author}">'
                f"{parent.author}</a></font>" if parent else "")
    quote = (f'<div class="jive-quote"><span class="jive-quote-header">{m.quote[0]} wrote:'
             f"</span><br />{escape(m.quote[2])}</div>" if m.quote else "")
    sig = (f'<br /><br /><span class="jive-signature">{escape(m.signature)}</span>'
           if m.signature else "")
    level = ranks(m, ("Newbie", "Journeyman", "Expert"))
    subject = TITLE if m.number == 1 else f"Re: {TITLE}"
    return (
        '<div class="jive-messagebox"><table summary="Message" cellpadding="0" cellspacing="0" '
        f'border="0" width="100%"><tr id="jive-message-{m.pid}" class="jive-'
        f'{"odd" if m.number % 2 else "even"}" valign="top"><td class="jive-first" width="1%">'
        '<table border="0" cellpadding="0" cellspacing="0" width="150"><tr><td><table '
        'border="0" cellpadding="0" cellspacing="0"><tr valign="top"><td style="padding: 0px;" '
        f'width="1%"><nobr><a href="profile.jspa?userID={m.uid}" title="{m.author}">{m.author}'
        '</a></nobr></td><td style="padding: 0px;" width="99%"><img class="jive-status-level-'
        f'image" src="images/level{m.uid % 3 + 1}.gif" title="{level}" alt="" border="0" /><br />'
        '</td></tr></table><br /><span class="jive-description">'
        f"Posts: {m.uid * 3}<br />Registered: {joined(m).month}/{joined(m).day}/"
        f"{joined(m):%y}<br /></span></td></tr></table></td>"
        '<td class="jive-last" width="99%"><table border="0" cellpadding="0" cellspacing="0" '
        f'width="100%"><tr valign="top"><td width="1%"><a name="{m.pid}"></a></td>'
        f'<td width="97%"><span class="jive-subject">{subject}</span><br /><span class="jive-'
        f'description">Posted: {jive_date(m.when)}</span>{response}</td><td width="1%">'
        '<div class="jive-buttons"><table border="0" cellpadding="0" cellspacing="0"><tr>'
        f'<td class="jive-icon"><a href="post!reply.jspa?messageID={m.pid}" title="Click to '
        'reply to this thread"><img src="images/reply-16x16.gif" width="16" height="16" '
        f'border="0" alt="Click to reply to this thread" /></a></td><td class="jive-icon-label">'
        f'<a id="jive-reply-{m.pid}" href="post!reply.jspa?messageID={m.pid}" title="Click to '
        'reply to this thread">Reply</a></td></tr></table></div></td></tr><tr><td colspan="3" '
        f'style="border-top: 1px #ccc solid;"><br />{quote}{paras(m, "<br /><br />")}{sig}'
        "</td></tr></table></td></tr></table></div>")


def jive(posts: list[Message]) -> str:
    """Jive Forums 5: div.jive-messagebox per post, each a table row of an author cell
    ("Posts: 345 / Registered: 1/15/10") and a message cell ("Posted: Mar 4, 2021 10:12 AM",
    "in response to: bob"); the thread header's "Last Post" line; a legend of status levels."""
    last = posts[-1]
    info = (
        '<div class="jive-thread-info"><table cellpadding="0" cellspacing="0" border="0" '
        f'width="100%"><tr><td>Replies: {len(posts) - 1} - Pages: 1 - Last Post: '
        f'{jive_date(last.when)} by: <a href="profile.jspa?userID={last.uid}">{last.author}</a>'
        '</td><td align="right">Threads: [ <a href="thread.jspa?threadID=4&amp;prev=1">Previous'
        '</a> | <a href="thread.jspa?threadID=6">Next</a> ]</td></tr></table></div>')
    legend = (
        '<div class="jive-sidebar"><div class="jive-sidebar-box"><h4>Legend</h4><table>'
        + "".join(f'<tr><td><img src="images/level{k + 1}.gif" alt="" /></td><td>{name}: '
                  f"{lo} - {hi} pts</td></tr>"
                  for k, (name, lo, hi) in enumerate((("Newbie", 0, 49), ("Journeyman", 50, 499),
                                                      ("Expert", 500, 2499))))
        + "</table></div></div>")
    body = (
        '<div id="jive-header"><a href="index.jspa"><img src="images/logo.gif" alt="Example '
        'Community Forums" /></a><div id="jive-userbar"><a href="login.jspa">Login</a> | '
        '<a href="account!default.jspa">Register</a> | <a href="search!default.jspa">Search'
        '</a> | <a href="help.jspa">Help</a></div></div><div id="jive-flatpage">'
        '<div class="jive-breadcrumbs"><a href="index.jspa">Forum Home</a> &raquo; <a '
        'href="category.jspa?categoryID=3">Support</a> &raquo; <a href="forum.jspa?forumID=12">'
        f'Technical help</a></div><p class="jive-page-title">Thread: {TITLE}</p>{info}'
        '<div class="jive-message-list"><div class="jive-table">'
        + "".join(jive_post(posts, m) for m in posts)
        + '</div></div><div class="jive-buttons"><a href="post!reply.jspa?threadID=5">Reply to '
        'this Thread</a> | <a href="forum.jspa?forumID=12">Back to Thread List</a></div>'
        f'{legend}</div><div id="jive-footer">Powered by Jive Forums. Copyright &copy; 2021 '
        "Example Community. All rights reserved.</div>")
    return page(TITLE, body)


# --- YaBB 2 -----------------------------------------------------------------------------------

def yabb_date(t: datetime) -> str:  # 03/04/21 at 10:12:33, "Today at 10:12:33"
    if days_ago(t) == 0:
        return f"<b>Today</b> at {t:%H:%M:%S}"
    if days_ago(t) == 1:
        return f"<b>Yesterday</b> at {t:%H:%M:%S}"
    return f"{t:%m/%d/%y} at {t:%H:%M:%S}"


def yabb_post(m: Message) -> str:
    css = "windowbg" if m.number % 2 else "windowbg2"
    on = "<b>on:</b>" if m.number == 1 else f"<b>Reply #{m.number - 1} on:</b>"
    quote = (f'<b><a href="YaBB.pl?num=1614852753/{m.quote[1]}#{m.quote[1]}" class="quote">'
             f"Quote from {m.quote[0]}:</a></b><div class=\"quote\">{escape(m.quote[2])}</div>"
             if m.quote else "")
    sig = (f'<hr class="hr" /><span class="small">{escape(m.signature)}</span>'
           if m.signature else "")
    rank = ranks(m, ("YaBB Newbies", "Junior Member", "Full Member"))
    return (
        f'<a name="{m.number - 1}"></a><table cellpadding="4" cellspacing="0" border="0" '
        'width="100%" class="bordercolor" align="center"><tr><td class="'
        f'{css}" valign="top" width="140" rowspan="2"><a href="YaBB.pl?action=viewprofile;'
        f'username={m.author}"><b>{m.author}</b></a><br /><span class="small">{rank}<br />'
        '<img src="Templates/Forum/default/starblue.gif" alt="*" border="0" /><br /><br />'
        f"Offline<br /><br /><br />Posts: {m.uid * 3}<br />Leeds<br /><br /></span></td>"
        f'<td class="{css}" valign="top" width="100%"><table width="100%" border="0" '
        'cellpadding="0" cellspacing="0"><tr><td valign="middle"><img src="Templates/Forum/'
        'default/xx.gif" alt="" border="0" /></td><td width="100%" valign="middle"><span '
        f'class="small"><b>{"" if m.number == 1 else "Re: "}{TITLE}</b><br />&#171; {on} '
        f'{yabb_date(m.when)} &#187;</span></td><td align="right" valign="bottom" nowrap="nowrap">'
        f'<span class="small"><a href="YaBB.pl?board=help;action=post;num=1614852753;quote='
        f'{m.number - 1}">Quote</a> | <a href="YaBB.pl?board=help;action=post;num=1614852753">'
        'Reply</a></span></td></tr></table><hr class="hr" /><div class="message" style="float: '
        f'left; width: 99%; overflow: auto;">{quote}{paras(m, "<br /><br />")}</div></td></tr>'
        f'<tr><td class="{css}" valign="bottom">{sig}<hr class="hr" /><span class="small">'
        '<a href="#top">Back to top</a></span></td></tr></table>')


def yabb(posts: list[Message]) -> str:
    """YaBB 2: a table per post in windowbg/windowbg2, the author cell spanning two rows;
    "« Reply #1 on: 03/04/21 at 10:12:33 »" (and "Today at 10:12:33") under the subject;
    "Quote from bob:" quotes; the signature in the bottom row."""
    body = (
        '<a name="top"></a><table width="100%" class="menutop"><tr><td><span class="small">'
        '<a href="YaBB.pl">Example Community</a> &rsaquo; <a href="YaBB.pl?catselect=support">'
        'Support</a> &rsaquo; <a href="YaBB.pl?board=help">Technical help</a> &rsaquo; '
        f'{TITLE}</span></td><td align="right"><a href="YaBB.pl?action=search">Search</a> '
        '<a href="YaBB.pl?action=help">Help</a> <a href="YaBB.pl?action=login">Login</a> <a '
        'href="YaBB.pl?action=register">Register</a></td></tr></table><table cellpadding="4" '
        'cellspacing="1" border="0" width="100%" class="bordercolor"><tr><td class="catbg" '
        'width="100%"><span class="small">Pages: 1</span></td><td class="catbg" nowrap="nowrap">'
        '<a href="YaBB.pl?board=help;action=post">Reply</a> | <a href="YaBB.pl?action=notify">'
        'Notify of replies</a> | <a href="YaBB.pl?action=print">Print</a></td></tr></table>'
        '<table cellpadding="4" cellspacing="1" border="0" width="100%" class="bordercolor">'
        '<tr><td class="titlebg" width="140">Author</td><td class="titlebg">Topic: '
        f"{TITLE} &nbsp;(Read {len(posts) * 41} times)</td></tr></table>"
        + "".join(yabb_post(m) for m in posts)
        + '<table width="100%"><tr><td><span class="small">&#171; <a href="YaBB.pl?board=help;'
        'action=prev">Previous topic</a> | <a href="YaBB.pl?board=help;action=next">Next topic'
        '</a> &#187;</span></td><td align="right"><form action="YaBB.pl" method="post"><span '
        'class="small">Forum Jump &#187;</span> <select name="board"><option value="help">'
        'Technical help</option></select></form></td></tr></table><div class="copyright" '
        'align="center"><span class="small">Example Community &raquo; Powered by <a href="http:'
        '//www.yabbforum.com">YaBB 2.5.2</a>! <br />YaBB Forum Software &copy; 2000-2012. All '
        "Rights Reserved.</span></div>")
    return page(TITLE, body)


# --- WordPress, a post with its comments ------------------------------------------------------

def wp_permalink(t: datetime) -> str:
    return f"https://blog.example.org/{t:%Y/%m}/strange-noise-after-the-last-update/"


def wp_comment(m: Message, link: str, depth: int, children: str) -> str:
    quote = (f'<p><a href="#comment-{m.quote[1]}">@{m.quote[0]}</a></p><blockquote><p>'
             f"{escape(m.quote[2])}</p></blockquote>" if m.quote else "")
    parity = "odd alt" if m.number % 2 else "even"
    return (
        f'<li class="comment {parity} thread-{parity.split()[0]} depth-{depth}" '
        f'id="comment-{m.pid}"><div id="div-comment-{m.pid}" class="comment-body">'
        f'<div class="comment-author vcard"><img alt="" src="https://secure.gravatar.com/avatar/'
        f'{m.uid:032x}?s=32&amp;d=mm&amp;r=g" class="avatar avatar-32 photo" height="32" '
        f'width="32" /> <cite class="fn"><a href="https://example.net/~{m.author}/" '
        f'rel="external nofollow ugc" class="url">{m.author}</a></cite> <span class="says">'
        'says:</span></div><div class="comment-meta commentmetadata"><a href="'
        f'{link}#comment-{m.pid}">{long_date(m.when)} at '
        f"{hm(m.when)}</a></div>{quote}{p_tags(m)}<div class=\"reply\"><a rel=\"nofollow\" "
        f'class="comment-reply-link" href="{link}'
        f'?replytocom={m.pid}#respond" aria-label="Reply to {m.author}">Reply</a></div></div>'
        f"{children}</li>")


def wordpress_comments(posts: list[Message]) -> str:
    """WordPress (a Twenty Twelve-like theme, the default comment walker): the article in
    article.post > div.entry-content, its comments in ol.commentlist, every third one a reply
    in ul.children; "March 4, 2021 at 10:12 am" in div.comment-meta; widgets in a sidebar."""
    art, comments = posts[0], posts[1:]
    threads: list[tuple[Message, list[Message]]] = []
    for k, m in enumerate(comments):
        if k % 3 == 2:
            threads[-1][1].append(m)
        else:
            threads.append((m, []))
    link = wp_permalink(art.when)

    def children(kids: list[Message]) -> str:
        inner = "".join(wp_comment(c, link, 2, "") for c in kids)
        return f'<ul class="children">{inner}</ul>' if kids else ""
    listing = "".join(wp_comment(m, link, 1, children(kids)) for m, kids in threads)
    n = len(comments)
    discussion = (f'<h2 class="comments-title">{n} thought{"s" if n > 1 else ""} on &ldquo;'
                  f'<span>{TITLE}</span>&rdquo;</h2><ol class="commentlist">{listing}</ol>'
                  if comments else "")
    article = (
        f'<article id="post-{art.pid}" class="post-{art.pid} post type-post status-publish '
        'format-standard hentry category-how-to"><header class="entry-header"><h1 '
        f'class="entry-title">{TITLE}</h1><div class="comments-link"><a href="#comments">'
        f'{n} Replies</a></div></header><div class="entry-content">{p_tags(art)}</div>'
        '<footer class="entry-meta">This entry was posted in <a href="https://blog.example.org'
        '/category/how-to/" rel="category tag">How-to</a> on <a href="'
        f'{link}" rel="bookmark"><time class="entry-date" datetime="'
        f'{art.when.isoformat()}+00:00">{long_date(art.when)}</time></a><span class="by-author">'
        ' by <span class="author vcard"><a class="url fn n" href="https://blog.example.org/'
        f'author/{art.author}/" rel="author">{art.author}</a></span></span>.</footer></article>')
    recent = "".join(f'<li><a href="https://blog.example.org/{t.lower().replace(" ", "-")}/">'
                     f"{t}</a></li>" for t in ("Winter tyres a year on", "Fixing a noisy fan",
                                               "Five tools I use every day"))
    months = "".join(f'<li><a href="https://blog.example.org/{d:%Y/%m}/">{d:%B %Y}</a></li>'
                     for d in (NOW - timedelta(days=31 * k) for k in range(4)))
    sidebar = (
        '<div id="secondary" class="widget-area" role="complementary"><aside id="search-2" '
        'class="widget widget_search"><form role="search" method="get" id="searchform" '
        'action="https://blog.example.org/"><input type="text" name="s" /><input '
        'type="submit" value="Search" /></form></aside><aside id="recent-posts-2" class="widget '
        f'widget_recent_entries"><h3 class="widget-title">Recent Posts</h3><ul>{recent}</ul>'
        '</aside><aside id="recent-comments-2" class="widget widget_recent_comments"><h3 '
        'class="widget-title">Recent Comments</h3><ul id="recentcomments">'
        + "".join(f'<li class="recentcomments"><span class="comment-author-link">{m.author}'
                  f'</span> on <a href="#comment-{m.pid}">{TITLE}</a></li>' for m in comments[-3:])
        + '</ul></aside><aside id="archives-2" class="widget widget_archive"><h3 class="widget-'
        f'title">Archives</h3><ul>{months}</ul></aside><aside id="meta-2" class="widget '
        'widget_meta"><h3 class="widget-title">Meta</h3><ul><li><a href="/wp-login.php">Log in'
        '</a></li><li><a href="/feed/">Entries feed</a></li><li><a href="/comments/feed/">'
        "Comments feed</a></li></ul></aside></div>")
    body = (
        '<div id="page" class="hfeed site"><header id="masthead" class="site-header" '
        'role="banner"><hgroup><h1 class="site-title"><a href="https://blog.example.org/" '
        'rel="home">Tinkering Notes</a></h1><h2 class="site-description">Cars, gadgets and '
        'garden</h2></hgroup><nav id="site-navigation" class="main-navigation" role="navigation">'
        '<div class="nav-menu"><ul><li class="page_item"><a href="/about/">About</a></li><li '
        'class="page_item"><a href="/contact/">Contact</a></li></ul></div></nav></header>'
        '<div id="main" class="wrapper"><div id="primary" class="site-content"><div id="content" '
        f'role="main">{article}<nav class="nav-single"><h3 class="assistive-text">Post '
        'navigation</h3><span class="nav-previous"><a href="/2021/02/winter-tyres/" rel="prev">'
        '<span class="meta-nav">&larr;</span> Winter tyres a year on</a></span></nav>'
        f'<div id="comments" class="comments-area">{discussion}<div id="respond" '
        'class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Leave a Reply'
        '</h3><form action="/wp-comments-post.php" method="post" id="commentform" '
        'class="comment-form"><p class="comment-notes">Your email address will not be '
        'published.</p><p class="comment-form-comment"><label for="comment">Comment</label>'
        '<textarea id="comment" name="comment" cols="45" rows="8"></textarea></p><p '
        'class="form-submit"><input name="submit" type="submit" id="submit" class="submit" '
        'value="Post Comment" /></p></form></div></div></div></div>'
        f'{sidebar}</div><footer id="colophon" role="contentinfo"><div class="site-info"><a '
        'href="https://wordpress.org/">Proudly powered by WordPress</a></div></footer></div>')
    return page(TITLE, body)


# --- Phorum 5, emerald ------------------------------------------------------------------------

def phorum_post(m: Message) -> str:
    quote = ('<blockquote class="bbcode"><div><small>Quote<br /><strong>'
             f'{m.quote[0]}</strong></small><br />{escape(m.quote[2])}</div></blockquote>'
             if m.quote else "")
    sig = (f'<div class="phorum-signature">{escape(m.signature)}</div>' if m.signature else "")
    years = (NOW - joined(m)).days // 365
    subject = TITLE if m.number == 1 else f"Re: {TITLE}"
    return (
        f'<a name="msg-{m.pid}"></a><div class="message"><div class="generic"><table '
        'border="0" cellspacing="0"><tr><td width="100%"><div class="message-author icon-user">'
        f'<a href="profile.php?12,{m.uid}">{m.author}</a></div><small><strong><a href="read.php'
        f'?12,40310,{m.pid}#msg-{m.pid}">{subject}</a></strong><br />'
        f"{m.when:%B %d, %Y %I:%M%p}</small></td><td class=\"message-user-info\" "
        f'nowrap="nowrap">Registered: {years} years ago<br />Posts: {m.uid * 3}</td></tr>'
        f'</table></div><div class="message-body">{quote}{paras(m, "<br /><br />")}{sig}'
        '<div class="message-options"><a class="icon icon-comment-add" href="read.php?12,'
        f'40310,{m.pid}#REPLY">Reply</a> <a class="icon icon-comment-edit" href="read.php?12,'
        f'40310,{m.pid},quote=1#REPLY">Quote</a></div></div></div>')


def phorum(posts: list[Message]) -> str:
    """Phorum 5 with the emerald template (flat view): div.message per post, the author, the
    subject and "March 04, 2021 10:12AM" in a header table beside "Registered: 11 years ago";
    quotes blockquote.bbcode; the signature in div.phorum-signature."""
    navbar = (
        '<div class="nav"><a class="icon icon-folder" href="index.php">Forum List</a> <a '
        'class="icon icon-list" href="list.php?12">Message List</a> <a class="icon '
        'icon-comment-add" href="posting.php?12">New Topic</a> <a class="icon icon-printer" '
        'href="read.php?12,40310,printview">Print View</a></div>')
    body = (
        '<div id="phorum"><div id="user-info" class="logged-out"><small><a class="icon '
        'icon-key-go" href="login.php?12">Log In</a> <a class="icon icon-user-add" '
        'href="register.php?12">Create A New Profile</a></small></div><div id="header"><div '
        'id="logo"><a href="index.php"><img src="templates/emerald/images/logo.png" alt="" />'
        '</a></div></div><div id="breadcrumb"><a href="index.php">Home</a> &gt; <a href='
        f'"list.php?12">Technical help</a> &gt; <span class="current">{TITLE}</span></div>'
        f'<div id="page-info"><h1 class="heading">{TITLE}</h1><div class="description">Ask '
        f'your technical questions here.</div></div>{navbar}<div class="paging">Goto Thread: '
        '<a href="read.php?12,40200">Previous</a> <a href="read.php?12,40400">Next</a></div>'
        + "".join(phorum_post(m) for m in posts) + navbar
        + '<div class="generic" id="post"><h4>Sorry, only registered users may post in this '
        'forum.</h4><a href="login.php?12">Click here to login</a></div><div id="footer-plug">'
        'This <a href="http://www.phorum.org/">forum</a> is powered by <a href="http://www.'
        'phorum.org/">Phorum</a>.</div></div>')
    return page(TITLE, body)


# --- WoltLab Burning Board 3, German ----------------------------------------------------------

def de_date(t: datetime) -> str:  # 4. März 2021
    return f"{t.day}. {MONTHS_DE[t.month - 1]} {t.year}"


def wbb3_date(t: datetime) -> str:  # Heute, 10:12 / Gestern, 10:12 / Donnerstag, 4. März ...
    if days_ago(t) == 0:
        return f"Heute, {t:%H:%M}"
    if days_ago(t) == 1:
        return f"Gestern, {t:%H:%M}"
    return f"{WEEKDAYS_DE[t.weekday()]}, {de_date(t)}, {t:%H:%M}"


def wbb3_post(m: Message) -> str:
    quote = ('<div class="quoteBox"><div class="quoteHeader"><img src="wcf/icon/quoteS.png" '
             f'alt="" /> <h3><a href="index.php?page=Thread&amp;postID={m.quote[1]}#post'
             f'{m.quote[1]}">Zitat von „{m.quote[0]}“</a></h3></div><blockquote '
             f'class="quoteBody">{escape(m.quote[2])}</blockquote></div>' if m.quote else "")
    sig = (f'<div class="messageSignature"><div>{escape(m.signature)}</div></div>'
           if m.signature else "")
    title = ranks(m, ("Anfänger", "Schüler", "Fortgeschrittener"))
    subject = TITLE if m.number == 1 else f"RE: {TITLE}"
    return (
        f'<div id="postRow{m.pid}" class="message content"><div class="messageInner '
        f'messageLeft container-{1 + m.number % 2}"><a id="post{m.pid}"></a>'
        '<div class="messageSidebar"><div class="messageAuthor"><p class="userName">'
        f'<a href="index.php?page=User&amp;userID={m.uid}" title="Benutzerprofil von „'
        f'{m.author}“ aufrufen"><span>{m.author}</span></a></p><p class="userTitle smallFont">'
        f'{title}</p><p class="userRank"><img src="wcf/icon/userRank1S.png" alt="" /></p></div>'
        f'<div class="userAvatar"><a href="index.php?page=User&amp;userID={m.uid}"><img '
        f'src="wcf/images/avatars/avatar-{m.uid}.png" alt="" /></a></div><div '
        f'class="userCredits"><p>Registrierungsdatum: {de_date(joined(m))}</p><p><a '
        f'href="index.php?form=Search&amp;types[]=post&amp;userID={m.uid}">Beiträge: '
        f"{m.uid * 3}</a></p><p>Wohnort: Leeds</p></div><div class=\"userMessenger\"><ul>"
        f'<li><a href="index.php?form=PMNew&amp;userID={m.uid}"><img src="wcf/icon/pmEmptyS.png"'
        ' alt="Private Nachricht" /></a></li></ul></div></div><div class="messageContent">'
        f'<div class="messageContentInner color-{1 + m.number % 2}"><div class="messageHeader">'
        f'<p class="messageCount"><a href="index.php?page=Thread&amp;postID={m.pid}#post{m.pid}"'
        f' title="Permanenter Link zu diesem Beitrag" class="messageNumber">{m.number}</a></p>'
        '<div class="containerIcon"><img src="icon/postS.png" alt="" /></div><div '
        f'class="containerContent"><p class="smallFont light">{wbb3_date(m.when)}</p></div>'
        f'</div><h3 id="postTopic{m.pid}" class="messageTitle"><span>{subject}</span></h3>'
        f'<div class="messageBody"><div id="postText{m.pid}">{quote}'
        f'{paras(m, "<br /><br />")}</div></div>{sig}<div class="messageFooter"><div '
        'class="smallButtons"><ul><li class="extraButton"><a href="#top" title="Zum '
        'Seitenanfang"><img src="icon/upS.png" alt="Zum Seitenanfang" /></a></li><li><a '
        f'href="index.php?form=PostAdd&amp;postID={m.pid}&amp;action=quote" title="Diesen '
        'Beitrag zitieren"><img src="icon/quoteS.png" alt="" /> <span>Zitieren</span></a></li>'
        '</ul></div></div><hr /></div></div></div></div>')


def wbb3(posts: list[Message]) -> str:
    """WoltLab Burning Board 3 in German: div.message.content per post, the sidebar with
    "Registrierungsdatum" and "Beiträge", the date "Heute, 10:12" / "Gestern, 10:12" /
    "Donnerstag, 4. März 2021, 10:12" beside the post number; "Zitat von „alice“" quotes;
    div.messageSignature; a box of "Ähnliche Themen" below."""
    similar = "".join(
        f'<tr class="container-{1 + k % 2}"><td class="columnTopic"><a href="index.php?page='
        f'Thread&amp;threadID={900 + k}">{subject}</a></td><td class="columnForum">Technische '
        f'Hilfe</td><td class="columnReplies">{k + 2}</td><td class="columnLastPost"><p '
        f'class="smallFont">{wbb3_date(NOW - timedelta(days=30 * k + 3))}</p></td></tr>'
        for k, subject in enumerate(("Geräusch beim Bremsen", "Update hat Einstellungen "
                                     "gelöscht", "Welches Öl für den Winter?")))
    body = (
        '<div id="headerContainer"><a id="top"></a><div id="userPanel" class="userPanel">'
        '<p id="userNote">Herzlich willkommen, Gast! [ <a href="index.php?form=UserLogin">'
        'Anmelden</a> | <a href="index.php?page=Register">Registrieren</a> ]</p></div><div '
        'id="header"><div id="logo"><h1 class="pageTitle"><a href="index.php">Beispiel-Forum'
        '</a></h1></div></div><div id="mainMenu" class="mainMenu"><ul><li><a href="index.php?'
        'page=Portal"><span>Portal</span></a></li><li class="active"><a href="index.php">'
        '<span>Forum</span></a></li><li><a href="index.php?page=MembersList"><span>Mitglieder'
        '</span></a></li><li><a href="index.php?form=Search"><span>Suche</span></a></li><li><a '
        'href="index.php?page=Help"><span>Hilfe</span></a></li></ul></div></div><div id="main">'
        '<ul class="breadCrumbs"><li><a href="index.php"><span>Beispiel-Forum</span></a> &raquo;'
        '</li><li><a href="index.php?page=Board&amp;boardID=12"><span>Technische Hilfe</span>'
        '</a> &raquo;</li></ul><div class="mainHeadline"><img src="icon/threadL.png" alt="" />'
        f'<div class="headlineContainer"><h2><a href="index.php?page=Thread&amp;threadID=5">'
        f"{TITLE}</a></h2></div></div><div class=\"contentHeader\"><div class=\"pageNavigation\">"
        '<ul><li class="active"><span>1</span></li></ul></div><div class="largeButtons"><ul>'
        '<li><a href="index.php?form=PostAdd&amp;threadID=5" title="Antwort erstellen"><img '
        'src="icon/replyM.png" alt="" /> <span>Antworten</span></a></li></ul></div></div>'
        + "".join(wbb3_post(m) for m in posts)
        + '<div class="border titleBarPanel"><div class="containerHead"><h3>Ähnliche Themen</h3>'
        '</div><table class="tableList"><thead><tr class="tableHead"><th class="columnTopic">'
        '<div><span class="emptyHead">Thema</span></div></th><th class="columnForum"><div>'
        '<span class="emptyHead">Forum</span></div></th><th class="columnReplies"><div><span '
        'class="emptyHead">Antworten</span></div></th><th class="columnLastPost"><div><span '
        'class="emptyHead">Letzter Beitrag</span></div></th></tr></thead><tbody>'
        f"{similar}</tbody></table></div></div><div id=\"footer\"><p class=\"copyright\">"
        'Forensoftware: <a href="http://www.woltlab.com">Burning Board&reg; 3.1.8</a>, '
        'entwickelt von <a href="http://www.woltlab.com">WoltLab&reg; GmbH</a></p><p><a '
        'href="index.php?page=LegalNotice">Impressum</a> | <a href="index.php?page=Privacy">'
        "Datenschutzerklärung</a></p></div>")
    return page(TITLE, body, "de")


# --- ProBoards v5 -----------------------------------------------------------------------------

def proboards_date(t: datetime) -> str:  # Mar 4, 2021 at 10:12am, "Today at 10:12am"
    if days_ago(t) == 0:
        return f"Today at {hm(t, '')}"
    if days_ago(t) == 1:
        return f"Yesterday at {hm(t, '')}"
    return f"{t:%b} {t.day}, {t.year} at {hm(t, '')}"


def proboards_time(t: datetime) -> str:
    return (f'<abbr class="time" data-timestamp="{int(t.timestamp()) * 1000}" title="{t:%b} '
            f'{t.day}, {t.year} {t:%H:%M:%S} GMT"><span class="relative-date">'
            f"{proboards_date(t)}</span></abbr>")


def proboards_post(m: Message, last: bool) -> str:
    place = " first" if m.number == 1 else " last" if last else ""
    quote = ('<div class="quote"><div class="quote_header">Quote from <a href="/post/'
             f'{m.quote[1]}/thread" class="user-link">{m.quote[0]}</a></div><div '
             f'class="quote_body">{escape(m.quote[2])}</div></div>' if m.quote else "")
    sig = (f'<div class="signature">{escape(m.signature)}</div>' if m.signature else "")
    rank = ranks(m, ("New Member", "Junior Member", "Full Member"))
    return (
        f'<tr id="post-{m.pid}" class="post item {"even" if m.number % 2 else "odd"}{place}">'
        '<td class="left-panel"><div class="mini-profile"><a class="user-link user-'
        f'{m.uid} group-0" href="/user/{m.uid}" title="@{m.author}">{m.author}</a><div '
        f'class="info">{rank}</div><div class="avatar"><img src="/avatar/{m.uid}.png" '
        f'alt="" /></div><div class="info">Posts: {m.uid * 3}<br />Likes: {m.uid % 17}</div>'
        '<div class="online-status">Member is Offline</div></div></td><td class="content-'
        'cell"><div class="content"><div class="info"><span class="date"><a href="/post/'
        f'{m.pid}/thread" rel="nofollow">{proboards_time(m.when)}</a></span><span '
        f'class="post-number">Post by {m.author}</span></div><article><div class="message">'
        f'{quote}{paras(m, "<br><br>")}</div></article><div class="foot">{sig}</div></div>'
        '<div class="controls"><ul class="ui-menu"><li><a href="/post/quote/'
        f'{m.pid}/thread" class="button">Quote</a></li><li><a href="/post/like/{m.pid}" '
        'class="button">Like</a></li></ul></div></td></tr>')


def proboards(posts: list[Message]) -> str:
    """ProBoards v5: one table.list, a tr.post per post (a mini-profile cell, a content
    cell); the date an abbr.time written "Mar 4, 2021 at 10:12am" or "Today at 10:12am";
    div.quote quotes; div.signature in the post's foot; "Users Browsing this Thread"."""
    body = (
        '<div id="wrapper"><div id="header"><a href="/" id="logo">Example Community</a><div '
        'id="navigation-menu"><ul><li><a class="state-active" href="/">Home</a></li><li><a '
        'href="/search">Search</a></li><li><a href="/members">Members</a></li><li><a href='
        '"/help">Help</a></li><li><a href="/login">Login</a></li><li><a href="/register">'
        'Register</a></li></ul></div></div><div id="nav-tree"><span><a href="/">Example '
        'Community</a></span> <span class="nav-tree-branch">&#187; <a href="/board/12/technical'
        f'-help">Technical help</a></span> <span class="nav-tree-branch">&#187; <a href="/thread'
        f'/5/strange-noise">{TITLE}</a></span></div><div class="container posts"><div '
        f'class="title-bar"><h2>Thread: {TITLE}</h2></div><div class="control-bar"><ul '
        'class="ui-pagination"><li class="state-selected"><span>1</span></li></ul><a class='
        '"button" href="/thread/5/reply">Reply</a></div><div class="content"><table '
        'class="list"><tbody>'
        + "".join(proboards_post(m, k == len(posts) - 1) for k, m in enumerate(posts))
        + '</tbody></table></div></div><div class="container"><div class="title-bar"><h2>Users '
        'Browsing this Thread</h2></div><div class="content">1 Guest is viewing this thread.'
        '</div></div><div id="powered-by"><a href="https://www.proboards.com">Powered by '
        'ProBoards</a> | <a href="https://www.proboards.com/create">Create Your Own Free '
        'Forum</a> | <a href="/terms">Terms of Service</a> | <a href="/privacy">Privacy '
        "Policy</a></div></div>")
    return page(TITLE, body)


# --- Hacker News ------------------------------------------------------------------------------

def hn_age(m: Message) -> str:
    return (f'<span class="age" title="{m.when:%Y-%m-%dT%H:%M:%S}"><a href="item?id={m.pid}">'
            f"{ago(m.when)}</a></span>")


def hn_comment(m: Message, indent: int, next_pid: int | None) -> str:
    quote = f"<i>&gt; {escape(m.quote[2])}</i><p>" if m.quote else ""
    nxt = f'<a href="#{next_pid}" class="clicky">next</a> ' if next_pid else ""
    return (
        f'<tr class="athing comtr" id="{m.pid}"><td><table border="0"><tr><td class="ind" '
        f'indent="{indent}"><img src="s.gif" height="1" width="{40 * indent}"></td><td '
        f'valign="top" class="votelinks"><center><a id="up_{m.pid}" href="vote?id={m.pid}&amp;'
        'how=up&amp;goto=item%3Fid%3D40310"><div class="votearrow" title="upvote"></div></a>'
        '</center></td><td class="default"><div style="margin-top:2px; margin-bottom:-10px;">'
        f'<span class="comhead"><a href="user?id={m.author}" class="hnuser">{m.author}</a> '
        f'{hn_age(m)} <span id="unv_{m.pid}"></span><span class="navs"> | {nxt}<a class="togg '
        f'clicky" id="{m.pid}" n="1" href="javascript:void(0)">[&ndash;]</a></span></span>'
        f'</div><br><div class="comment"><span class="commtext c00">{quote}{paras(m, "<p>")}'
        '</span><div class="reply"><p><font size="1"><u><a href="reply?id='
        f'{m.pid}&amp;goto=item%3Fid%3D40310%23{m.pid}" rel="nofollow">reply</a></u></font>'
        "</p></div></div></td></tr></table></td></tr>")


def hackernews(posts: list[Message]) -> str:
    """Hacker News item page: the submission (title link, subtext with points, the author and
    "3 hours ago", its text in div.toptext) apart; the comments rows tr.athing.comtr of one
    table.comment-tree, replies indented by the td.ind spacer's width (40 px a level)."""
    top, comments = posts[0], posts[1:]
    depths, depth = [], 0
    for k in range(len(comments)):
        depth = 0 if k % 4 == 0 else min(depth + 1, 3) if k % 4 != 3 else max(depth - 1, 0)
        depths.append(depth)
    rows = "".join(hn_comment(m, d, comments[k + 1].pid if k + 1 < len(comments) else None)
                   for k, (m, d) in enumerate(zip(comments, depths)))
    header = (
        '<tr><td bgcolor="#ff6600"><table border="0" cellpadding="0" cellspacing="0" '
        'width="100%" style="padding:2px"><tr><td style="width:18px;padding-right:4px"><a '
        'href="https://news.ycombinator.com"><img src="y18.svg" width="18" height="18" '
        'style="border:1px white solid; display:block"></a></td><td style="line-height:12pt; '
        'height:10px;"><span class="pagetop"><b class="hnname"><a href="news">Hacker News</a>'
        '</b> <a href="newest">new</a> | <a href="front">past</a> | <a href="newcomments">'
        'comments</a> | <a href="ask">ask</a> | <a href="show">show</a> | <a href="jobs">jobs'
        '</a> | <a href="submit">submit</a></span></td><td style="text-align:right;'
        'padding-right:4px;"><span class="pagetop"><a href="login?goto=item%3Fid%3D40310">'
        'login</a></span></td></tr></table></td></tr><tr id="pagespace" title="" '
        'style="height:10px"></tr>')
    item = (
        f'<table class="fatitem" border="0"><tr class="athing submission" id="{top.pid}"><td '
        'align="right" valign="top" class="title"><span class="rank"></span></td><td '
        f'valign="top" class="votelinks"><center><a id="up_{top.pid}" href="vote?id={top.pid}'
        '&amp;how=up"><div class="votearrow" title="upvote"></div></a></center></td><td '
        f'class="title"><span class="titleline"><a href="item?id={top.pid}">Ask HN: {TITLE}</a>'
        '</span></td></tr><tr><td colspan="2"></td><td class="subtext"><span class="subline">'
        f'<span class="score" id="score_{top.pid}">{top.uid % 50 + 3} points</span> by <a '
        f'href="user?id={top.author}" class="hnuser">{top.author}</a> {hn_age(top)} <span '
        f'id="unv_{top.pid}"></span> | <a href="hide?id={top.pid}">hide</a> | <a '
        f'href="fave?id={top.pid}">favorite</a> | <a href="item?id={top.pid}">'
        f"{len(comments)}&nbsp;comment{'' if len(comments) == 1 else 's'}</a></span></td></tr>"
        f'<tr><td colspan="2"></td><td><div class="toptext">{paras(top, "<p>")}</div></td></tr>'
        '<tr style="height:10px"></tr><tr><td colspan="2"></td><td><form action="comment" '
        'method="post"><input type="hidden" name="parent" value="40310"><textarea name="text" '
        'rows="8" cols="80"></textarea><br><br><input type="submit" value="add comment"></form>'
        "</td></tr></table><br>")
    tree = f'<table border="0" class="comment-tree">{rows}</table>' if comments else ""
    foot = (
        '<tr><td><img src="s.gif" height="10" width="0"><table width="100%" cellspacing="0" '
        'cellpadding="1"><tr><td bgcolor="#ff6600"></td></tr></table><br><center><span '
        'class="yclinks"><a href="newsguidelines.html">Guidelines</a> | <a href="newsfaq.html">'
        'FAQ</a> | <a href="lists">Lists</a> | <a href="https://github.com/HackerNews/API">API'
        '</a> | <a href="security.html">Security</a> | <a href="https://www.ycombinator.com/'
        'legal/">Legal</a> | <a href="https://www.ycombinator.com/apply/">Apply to YC</a> | '
        '<a href="mailto:hn@ycombinator.com">Contact</a></span><br><br><form method="get" '
        'action="//hn.algolia.com/">Search: <input type="text" name="q" size="17"></form>'
        "</center></td></tr>")
    body = (f'<center><table id="hnmain" border="0" cellpadding="0" cellspacing="0" '
            f'width="85%" bgcolor="#f6f6ef">{header}<tr><td>{item}{tree}<br><br></td></tr>'
            f"{foot}</table></center>")
    return page(f"Ask HN: {TITLE}", body)


# --- Launchpad bug ----------------------------------------------------------------------------

def lp_time(t: datetime, prefix: str = "on ") -> str:
    """Launchpad's approximate date: "21 hours ago" within a day, "on 2021-03-04" after."""
    shown = ago(t) if NOW - t < timedelta(days=1) else f"{prefix}{t:%Y-%m-%d}"
    return (f'<time title="{t:%Y-%m-%d %H:%M:%S} UTC" itemprop="commentTime" datetime="'
            f'{t:%Y-%m-%dT%H:%M:%S}+00:00">{shown}</time>')


def lp_person(m: Message) -> str:
    slug = m.author.lower().replace("_", "-").replace(".", "-")
    return (f'<a href="https://launchpad.net/~{slug}" class="sprite person">{m.author} '
            f"({slug})</a>")


def lp_comment(m: Message, index: int) -> str:
    link = f"/ubuntu/+source/network-manager/+bug/1917483/comments/{index}"
    quote = (f'<p><span class="foldable-quoted">&gt; {escape(m.quote[2])}</span></p>'
             if m.quote else "")
    activity = ('<div class="boardCommentActivity"><table class="bug-activity"><tr><td '
                'colspan="2">Changed in network-manager (Ubuntu):</td></tr><tr><td>status:</td>'
                '<td>New &rarr; Confirmed</td></tr></table></div>' if index == 2 else "")
    return (
        f'<div class="boardComment editable-message" data-baseurl="{link}" data-i-can-edit='
        '"false" itemprop="comment" itemscope itemtype="http://schema.org/UserComments">'
        '<div class="boardCommentDetails"><table><tbody><tr><td itemprop="commentator" '
        f'itemscope itemtype="http://schema.org/Person">{lp_person(m)} wrote <a href="{link}">'
        f'{lp_time(m.when)}</a>:</td><td class="bug-comment-index"><a href="{link}">#{index}'
        '</a></td></tr></tbody></table></div><div class="boardCommentBody"><div class="comment-'
        f'text editable-message-text" itemprop="commentText">{quote}{p_tags(m)}</div></div>'
        f'{activity}<div class="boardCommentFooter"><a href="{link}/+reply" class="sprite '
        'add">Reply</a></div></div>')


def launchpad(posts: list[Message]) -> str:
    """Launchpad bug page: the bug description (post 1) apart under "Bug Description" with
    "reported by alice on 2021-03-04", the affected-software table, then div.boardComment per
    comment ("bob (bob-m) wrote on 2021-03-05:" or "21 hours ago", "#1"), a status change in
    one, quoted lines as span.foldable-quoted; side portlets and the Canonical footer."""
    bug = posts[0]
    comments = "".join(lp_comment(m, k + 1) for k, m in enumerate(posts[1:]))
    affects = (
        '<table id="affected-software" class="listing"><thead><tr><th>Affects</th><th>Status'
        '</th><th>Importance</th><th>Assigned to</th><th>Milestone</th></tr></thead><tbody>'
        '<tr><td><a href="/ubuntu/+source/network-manager" class="sprite package-source">'
        'network-manager (Ubuntu)</a></td><td><span class="statusCONFIRMED">Confirmed</span>'
        '</td><td><span class="importanceMEDIUM">Medium</span></td><td>Unassigned</td><td>'
        "</td></tr></tbody></table>")
    portlets = (
        '<div class="yui-b side"><div class="portlet" id="portlet-bug-attachments"><h2>Bug '
        'attachments</h2><ul><li><a href="/+attachment/1/+files/syslog.txt">syslog.txt</a>'
        '</li><li><a href="/+attachment/2/+files/dmesg.txt">dmesg.txt</a></li></ul></div><div '
        'class="portlet" id="portlet-subscribers"><h2>Other bug subscribers</h2><p>You are not '
        "directly subscribed to this bug's notifications.</p></div><div class=\"portlet\"><h2>"
        "Duplicates of this bug</h2><ul><li><a href=\"/bugs/1915012\">Bug #1915012</a></li>"
        "</ul></div></div>")
    body = (
        '<div class="yui-d0"><div id="locationbar"><div id="logincontrol"><a href="+login">Log '
        'in / Register</a></div><a href="https://launchpad.net/" id="lp-logo">Launchpad</a>'
        '<div id="watermark"><h2 id="watermark-heading"><a href="/ubuntu">Ubuntu</a></h2></div>'
        '<ul class="facetmenu"><li><a href="/ubuntu/+source/network-manager">Overview</a></li>'
        '<li><a href="/ubuntu/+source/network-manager/+code">Code</a></li><li class="active">'
        '<span>Bugs</span></li><li><a href="/ubuntu/+source/network-manager/+translations">'
        'Translations</a></li><li><a href="/ubuntu/+source/network-manager/+questions">Answers'
        '</a></li></ul></div><div id="maincontent" class="yui-main"><div class="yui-b">'
        '<div class="context-publication"><h1 id="edit-title"><span class="yui3-editable_text-'
        f'text ellipsis">{TITLE}</span></h1><div class="registering">Bug #1917483 reported by '
        f'{lp_person(bug)} {lp_time(bug.when)}</div></div><div class="top-portlet"><div '
        'id="edit-description" class="lazr-multiline-edit"><div class="clearfix"><h2>Bug '
        'Description</h2></div><div class="yui3-editable_text-text" itemprop="description">'
        f'{p_tags(bug)}</div></div><div id="bug-tags">Tags: <a href="/ubuntu/+bugs?field.tag='
        f'focal">focal</a> <a href="/ubuntu/+bugs?field.tag=amd64">amd64</a></div></div>'
        f'{affects}<div id="comments-container">{comments}</div><div id="add-comment-login-'
        'first">To post a comment you must <a href="+login">log in</a>.</div><p><a href="+'
        f'activity">See full activity log</a></p></div></div>{portlets}<div id="footer" '
        'class="footer"><div class="lp-arcana"><a href="/+about">&copy; 2004-2021 Canonical '
        'Ltd.</a> &bull; <a href="/legal">Terms of use</a> &bull; <a href="/privacy">Data '
        'privacy</a> &bull; <a href="/feedback">Contact Launchpad Support</a> &bull; <a '
        'href="https://blog.launchpad.net/">Blog</a> &bull; <a href="https://status.launchpad.'
        'net/">System status</a></div></div></div>')
    return page(f"Bug #1917483 &ldquo;{TITLE}&rdquo; : Bugs : network-manager package : "
                "Ubuntu", body)


# --- Google Groups, the old basic HTML view ---------------------------------------------------

def gg_weekday(t: datetime) -> str:
    return ("Mon", "Tues", "Wed", "Thurs", "Fri", "Sat", "Sun")[t.weekday()]


def gg_address(author: str) -> str:
    return f"{escape(author[:4])}...@example.com"


def gg_message(posts: list[Message], m: Message) -> str:
    quote = ""
    if m.quote:
        quoted = next((p for p in posts if p.pid == m.quote[1]), m)
        quote = (f"<p>On {quoted.when:%b} {quoted.when.day}, {hm(quoted.when)}, {m.quote[0]} "
                 f"&lt;{gg_address(m.quote[0])}&gt;<br>wrote:<br></p><div class=\"qt\">&gt; "
                 f"{escape(m.quote[2])}<br></div><br>")
    sig = f"<br><br>--<br>{escape(m.signature)}<br>" if m.signature else ""
    rows = (("From:", f'<span class="author"><b>{m.author}</b> &lt;{gg_address(m.author)}'
             '&gt;</span>'),
            ("Date:", f"{m.when:%a}, {m.when.day} {m.when:%b %Y %H:%M:%S} -0800 (PST)"),
            ("Local:", f"{gg_weekday(m.when)}, {m.when:%b} {m.when.day} {m.when.year} "
             f"{hm(m.when)}"),
            ("Subject:", TITLE if m.number == 1 else f"Re: {TITLE}"))
    header = "".join(f'<tr><td class="fontsize2 exh-title" width="1%" nowrap>{k}</td><td '
                     f'class="fontsize2">{v}</td></tr>' for k, v in rows)
    links = " | ".join(f'<a href="#{m.pid}">{x}</a>' for x in (
        "Reply", "Reply to author", "Forward", "Print", "Individual message", "Show original",
        "Report this message", "Find messages by this author"))
    return (
        f'<a name="msg_{m.pid:x}"></a><div class="msg" id="msg_{m.pid:x}"><div class="exh">'
        f'<table class="exh" cellpadding="0" cellspacing="0" width="100%">{header}</table>'
        f'<div class="exh-options fontsize2">{links}</div></div><div class="mb"><div '
        f'id="inbdy" class="fontsize2">{quote}{paras(m, "<br><br>")}{sig}</div></div></div>')


def google_groups(posts: list[Message]) -> str:
    """Old Google Groups thread view (basic HTML): div.msg per message, a header table of
    From (name and a shortened address), Date ("Thu, 4 Mar 2021 10:12:33 -0800 (PST)"),
    Local ("Thurs, Mar 4 2021 10:12 am") and Subject, the action links, the body in div.mb;
    e-mail quotes "On Mar 4, 10:12 am, bob <bob_...@example.com> wrote:" with "> " lines,
    the signature after "--"; the group's box and Google's footer."""
    n = len(posts)
    body = (
        '<div id="gbar"><nobr><a href="https://www.google.com/webhp">Web</a> <a href="https://'
        'images.google.com/">Images</a> <b class="gb1">Groups</b> <a href="https://news.google'
        '.com/">News</a> <a href="https://mail.google.com/">Gmail</a></nobr></div><div '
        'id="guser"><nobr><a href="/support">Help</a> | <a href="https://accounts.google.com/'
        'ServiceLogin">Sign in</a></nobr></div><div id="gsea"><table><tr><td><a href="/"><img '
        'src="/groups/img/3nb/groups_bar.gif" alt="Google Groups Home" /></a></td><td><form '
        'action="/group/example-help/search"><input name="q" size="40" /> <input type="submit" '
        'value="Search this group" /> <input type="submit" value="Search Groups" /></form></td>'
        '</tr></table></div><div id="inlinebox"><h1><a href="/group/example-help">example-help'
        '</a></h1></div><table width="100%"><tr><td valign="top"><div class="maincontbox"><div '
        f'id="tm_title"><span id="thread_subject_site"><h2>{TITLE}</h2></span></div><div '
        f'class="fontsize2" id="thread_msgs_count">{n} message{"s" if n > 1 else ""} - <a '
        'href="#">Collapse all</a></div><div class="fontsize2" id="thread_nav"><a href="/group/'
        'example-help/browse_thread/thread/older">&laquo; Older topic</a> | <a href="/group/'
        'example-help/browse_thread/thread/newer">Newer topic &raquo;</a></div><div id="msgs">'
        + "".join(gg_message(posts, m) for m in posts)
        + '</div><div class="fontsize2"><p>You must <a href="https://accounts.google.com/'
        'ServiceLogin">Sign in</a> before you can post messages.<br>To post a message you must'
        ' first <a href="/group/example-help/subscribe">join</a> this group.</p></div></div>'
        '</td><td valign="top" width="200"><div class="rbox"><div class="rbox_title">About this'
        ' group</div><div class="rbox_body"><p>Members: 1,482</p><p>Activity: High activity</p>'
        '<p>Language: English</p><p>Group categories: <a href="/groups/dir?sel=33584">Computers'
        '</a></p><p><a href="/group/example-help/about">More group info &raquo;</a></p></div>'
        '</div></td></tr></table><div id="footer"><center><p><a href="/groups/create">Create a '
        'group</a> - <a href="/">Google Groups</a> - <a href="https://www.google.com/">Google '
        'Home</a> - <a href="/intl/en/googlegroups/terms_of_service3.html">Terms of Service</a>'
        ' - <a href="https://www.google.com/intl/en/privacy/">Privacy Policy</a></p><p>&copy; '
        f"{NOW.year} Google</p></center></div>")
    return page(f"{TITLE} - example-help | Google Groups", body)


ENGINES = {
    "phpbb3-subsilver2": phpbb3_subsilver2, "punbb": punbb, "ubbthreads": ubbthreads,
    "jive": jive, "yabb": yabb, "wordpress-comments": wordpress_comments, "phorum": phorum,
    "wbb3": wbb3, "proboards": proboards, "hackernews": hackernews, "launchpad": launchpad,
    "google-groups": google_groups,
}
