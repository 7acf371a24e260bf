"""PEAN on thread pages written the way forum engines that forum-dev does not hold write them.

forum-dev's 17 forums run phpBB 3, XenForo 2, vBulletin 4, Vanilla, bbPress, FluxBB and a few
sites of their own. Issue 13's held-out forums lost posts where the markup differs from those:
posts spread over table rows, the opening post laid out apart, dates split over elements or
written by a script, quotes and signatures inside the message. This benchmark writes threads of
1, 2, 3, 6 and 12 posts as other engines' default templates lay them out (markup written after
their templates: element nesting, class names, date wording; the text is generated), with the
page around them (navigation, breadcrumbs, a footer, boxes of other threads where the engine
shows them), quotes in some replies and signatures under some posts.

    .venv/bin/python bench/forum_engines.py [--engines a,b] [--obfuscate] [--verbose]
        [--peers harvest]

Each engine is a site: its half is its name's (bench/halves.py), so the tuning half's engines
are the ones to look at, and the report half says whether a change carries. Scored as
bench/forum.py's f1 rule: a post is found when an extracted message has character-LCS F1 >= 0.8
with the gold message (the quoted text kept in it, the signature left out); per engine the
post-level F1, the pages whose post count is exact, the pages with no post, and the share of
the posts found whose date (the day: "date"), date and time of day ("time") and author are
right. With a peer (bench/forum_peers.py, Harvest by default), also the post-level F1 by
bench/forum.py's contain rule (a post found when the whole extracted post, author box and date
included, holds the gold message), for PEAN and for the peer, and the peer's exact and empty
pages. 16 engines are written here, the
others in forum_engines_more.py, forum_engines_others.py, forum_engines_comments.py,
forum_engines_fresh.py, forum_engines_fresh2.py, forum_engines_fresh3.py,
forum_engines_fresh4.py, forum_engines_fresh5.py, forum_engines_fresh6.py,
forum_engines_fresh7.py, forum_engines_fresh8.py, forum_engines_fresh9.py,
forum_engines_fresh10.py and forum_engines_fresh11.py.
"""

from __future__ import annotations

import argparse
import importlib
import random
import sys
import time
from dataclasses import dataclass
from datetime import datetime, timedelta
from html import escape
from pathlib import Path

import lxml.html

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from forum import match_count, matched_pairs, norm, prf  # noqa: E402  (bench/ is sys.path[0])
from forum_peers import PEERS, installed, peer_posts  # noqa: E402
from halves import HALVES, half_of  # noqa: E402
from obfuscate import obfuscate  # noqa: E402

from tplx_engine.templatefree.pean import extract_posts  # noqa: E402

NOW = datetime(2021, 6, 30, 18, 0)
SIZES = (1, 2, 3, 6, 12)
SEEDS = (1, 2)

SENTENCES = (
    "I have the same problem since the last update and nothing I tried so far has helped.",
    "Did you check whether the cable is plugged in properly at both ends?",
    "The garden centre told me to water them less often but more deeply.",
    "After two weeks of testing I can say the new firmware is much more stable.",
    "My car makes a strange noise when I brake at low speed, mostly in the morning.",
    "You could try resetting the router to its factory settings first.",
    "We went there last summer with the kids and the campsite was very clean.",
    "The manual says nothing about this, so I wrote to their support yesterday.",
    "It depends on how much you want to spend and how often you will use it.",
    "Thanks for the detailed answer, I will try that this weekend.",
    "The doctor said it is nothing serious but I should come back in a month.",
    "I replaced the battery and now it works again without any problem.",
    "Has anyone here used this lens for portraits, and how sharp is it wide open?",
    "The price went up again, which is why I am looking for an alternative.",
    "In my experience the older model was built better than the new one.",
    "Please post a photo of the label so we can see which version you have.",
    "I would not recommend it for beginners because the settings are confusing.",
    "The roses are covered in small green insects and the leaves are turning yellow.",
    "We had the same issue at work and the fix was to update the driver.",
    "Keep us posted, I am curious to hear what the mechanic says.",
    "That is a good point, I had not thought about the insurance side of it.",
    "The forum search shows a few older threads about this, but none with a solution.",
    "I measured the voltage and it drops to eleven volts when the engine starts.",
    "Mine arrived yesterday and the packaging was damaged, but the device is fine.",
)
SHORT = ("Thanks!", "Same here.", "+1", "Any news on this?", "Great, thank you.")
NAMES = ("alice", "bob_m", "Charlie77", "dora.k", "ErikS", "fiona", "GregH", "hanna_w")
SIGNATURES = ("Running Linux since 1999.", "Two dogs, one cat and a very patient wife.",
              "All opinions are my own.")


@dataclass
class Message:
    number: int  # 1 is the opening post
    pid: int
    author: str
    uid: int
    when: datetime
    paragraphs: list[str]
    quote: tuple[str, int, str] | None  # (author, pid, text) of a quoted earlier post
    signature: str | None

    def gold(self) -> str:
        quoted = self.quote[2] + " " if self.quote else ""
        return norm(quoted + " ".join(self.paragraphs))


def thread(size: int, seed: int) -> list[Message]:
    rng = random.Random(size * 1000 + seed)
    when = NOW - timedelta(days=rng.randint(0, 400), hours=rng.randint(1, 20))
    posts = []
    for k in range(size):
        if k and rng.random() < 0.2:
            paragraphs = [rng.choice(SHORT)]
        else:
            paragraphs = [" ".join(rng.sample(SENTENCES, rng.randint(1, 3)))
                          for _ in range(rng.randint(1, 3))]
        name = NAMES[rng.randrange(len(NAMES))]
        quote = None
        if k >= 2 and rng.random() < 0.3:
            earlier = posts[rng.randrange(k)]
            quote = (earlier.author, earlier.pid, earlier.paragraphs[0])
        signature = SIGNATURES[NAMES.index(name) % 3] if NAMES.index(name) % 2 else None
        posts.append(Message(k + 1, 40310 + 7 * k + seed, name, 100 + NAMES.index(name), when,
                             paragraphs, quote, signature))
        when += timedelta(hours=rng.randint(0, 30), minutes=rng.randint(1, 59))
    return posts


TITLE = "Strange noise after the last update"


def page(title: str, body: str, lang: str = "en") -> str:
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title} | '
            f'Example Community</title></head><body>{body}</body></html>')


def paras(m: Message, sep: str = "<br><br>") -> str:
    return sep.join(escape(p) for p in m.paragraphs)


def p_tags(m: Message) -> str:
    return "".join(f"<p>{escape(p)}</p>" for p in m.paragraphs)


def joined(m: Message) -> datetime:
    """The day the post's author joined: one per author, in no order."""
    return datetime(2003 + m.uid * 7 % 15, 1 + m.uid * 5 % 12, 1 + m.uid * 11 % 27)


def ago(t: datetime) -> str:
    """How long before NOW, as sites write it: "3 years ago", "2 months ago", "5 hours ago"."""
    days = (NOW - t).days
    if days >= 365:
        return f"{days // 365} year{'s' if days >= 730 else ''} ago"
    if days >= 30:
        return f"{days // 30} month{'s' if days >= 60 else ''} ago"
    return f"{days} days ago" if days > 1 else f"{(NOW - t).seconds // 3600} hours ago"


def us_date(t: datetime) -> str:  # 03-04-2021, 10:12 AM
    return t.strftime("%m-%d-%Y, %I:%M %p")


def long_date(t: datetime) -> str:  # March 4, 2021
    return f"{t.strftime('%B')} {t.day}, {t.year}"


def nav() -> str:
    links = "".join(f'<li><a href="/{x.lower()}">{x}</a></li>'
                    for x in ("Home", "Forums", "Members", "Search", "Help"))
    return f'<div id="header"><a href="/" class="logo">Example Community</a><ul>{links}</ul></div>'


def crumbs(sep: str = " &gt; ") -> str:
    return ('<div class="breadcrumbs"><a href="/">Forum</a>' + sep + '<a href="/f/12">Technical '
            'help</a>' + sep + f"<span>{TITLE}</span></div>")


def footer() -> str:
    return ('<div id="footer"><a href="/contact">Contact us</a> | <a href="/terms">Terms</a> | '
            '<a href="/privacy">Privacy</a><p>Powered by forum software. All rights reserved.</p>'
            "</div>")


def similar_threads(date_of) -> str:
    rows = "".join(
        f'<tr><td><a href="/t/{900 + k}">{subject}</a></td><td>{NAMES[k]}</td>'
        f"<td>{date_of(NOW - timedelta(days=30 * k + 3))}</td><td>{k + 2}</td></tr>"
        for k, subject in enumerate(("Noise from the front wheel", "Update broke my settings",
                                     "Best oil for winter?", "Brakes squeak when wet")))
    return ('<table class="similar"><tr><th>Thread</th><th>Started by</th><th>Last post</th>'
            f"<th>Replies</th></tr>{rows}</table>")


# --- engines ----------------------------------------------------------------------------------

def phpbb2(posts: list[Message]) -> str:
    """phpBB 2 (subSilver): one table, each post three rows; dates "Posted: Thu Mar 04, 2021"."""
    rows = []
    for m in posts:
        quote = ""
        if m.quote:
            quote = ('<table width="90%" cellspacing="1" cellpadding="3" border="0" align="center">'
                     f'<tr><td><span class="genmed"><b>{m.quote[0]} wrote:</b></span></td></tr>'
                     f'<tr><td class="quote">{escape(m.quote[2])}</td></tr></table>')
        sig = (f'<br />_________________<br />{escape(m.signature)}' if m.signature else "")
        row = "row1" if m.number % 2 else "row2"
        rows.append(
            f'<tr><td width="150" align="left" valign="top" class="{row}"><span class="name">'
            f'<a name="{m.pid}"></a><b>{m.author}</b></span><br /><span class="postdetails">'
            f"Joined: {joined(m).strftime('%d %b %Y')}<br />"
            f"Posts: {m.uid * 3}<br />Location: Leeds</span><br /><br /></td>"
            f'<td class="{row}" width="100%" height="28" valign="top"><table width="100%" '
            'border="0" cellspacing="0" cellpadding="0"><tr><td width="100%">'
            f'<a href="viewtopic.php?p={m.pid}#{m.pid}"><img src="templates/subSilver/images/'
            'icon_minipost.gif" width="12" height="9" alt="Post" title="Post" border="0" /></a>'
            f'<span class="postdetails">Posted: {m.when.strftime("%a %b %d, %Y %I:%M ")}'
            f'{m.when.strftime("%p").lower()}'
            f'<span class="gen">&nbsp;</span>&nbsp; &nbsp;Post subject: Re: {TITLE}</span></td>'
            f'<td valign="top" nowrap="nowrap"><a href="posting.php?mode=quote&amp;p={m.pid}">'
            '<img src="icon_quote.gif" alt="Reply with quote" title="Reply with quote" '
            'border="0" />'
            '</a></td></tr><tr><td colspan="2"><hr /></td></tr><tr><td colspan="2">'
            f'<span class="postbody">{quote}{paras(m, "<br /><br />")}{sig}</span>'
            '<span class="gensmall"></span></td></tr></table></td></tr>'
            f'<tr><td class="{row}" width="150" align="left" valign="middle"><span class="nav">'
            '<a href="#top" class="nav">Back to top</a></span></td>'
            f'<td class="{row}" width="100%" height="28" valign="bottom" nowrap="nowrap">'
            f'<a href="profile.php?mode=viewprofile&amp;u={m.uid}"><img src="icon_profile.gif" '
            'alt="View user\'s profile" /></a> <a href="privmsg.php?mode=post&amp;u='
            f'{m.uid}"><img src="icon_pm.gif" alt="Send private message" /></a></td></tr>'
            '<tr><td class="spaceRow" colspan="2" height="1"><img src="spacer.gif" alt="" '
            'width="1" height="1" /></td></tr>')
    table = ('<table class="forumline" width="100%" cellspacing="1" cellpadding="3" border="0">'
             '<tr><th class="thLeft" width="150" height="26" nowrap="nowrap">Author</th>'
             '<th class="thRight" nowrap="nowrap">Message</th></tr>' + "".join(rows) + "</table>")
    return page(TITLE, nav() + crumbs() + f'<h1 class="maintitle">{TITLE}</h1>' + table
                + '<span class="gensmall">All times are GMT</span>' + footer())


def vbulletin3(posts: list[Message]) -> str:
    """vBulletin 3: a table per post; date in the header row; quotes as "Originally Posted by";
    the signature after "__________________"; "Similar Threads" and the time now below."""
    out = []
    for m in posts:
        quote = ""
        if m.quote:
            quote = ('<div style="margin:20px; margin-top:5px; "><div class="smallfont" '
                     'style="margin-bottom:2px">Quote:</div><table cellpadding="6" '
                     'cellspacing="0" border="0" width="100%"><tr><td class="alt2" '
                     f'style="border:1px inset"><div>Originally Posted by <strong>{m.quote[0]}'
                     f'</strong> <a href="showthread.php?p={m.quote[1]}#post{m.quote[1]}" '
                     'rel="nofollow"><img class="inlineimg" src="viewpost.gif" border="0" '
                     'alt="View Post" /></a></div><div style="font-style:italic">'
                     f"{escape(m.quote[2])}</div></td></tr></table></div>")
        sig = (f"<div>__________________<br />{escape(m.signature)}</div>" if m.signature else "")
        out.append(
            f'<!-- post #{m.pid} --><div id="edit{m.pid}" style="padding:0px 0px 6px 0px">'
            f'<table id="post{m.pid}" class="tborder" cellpadding="6" cellspacing="0" border="0" '
            'width="100%" align="center"><tr><td class="thead" style="font-weight:normal">'
            f'<a name="post{m.pid}"><img class="inlineimg" src="post_old.gif" alt="Old" '
            f'border="0" /></a> {us_date(m.when)}</td><td class="thead" align="right">&nbsp;#'
            f'<a href="showpost.php?p={m.pid}&amp;postcount={m.number}" target="new" '
            f'rel="nofollow" id="postcount{m.pid}" name="{m.number}"><strong>{m.number}</strong>'
            '</a></td></tr><tr valign="top"><td class="alt2" width="175">'
            f'<div id="postmenu_{m.pid}"><a class="bigusername" href="member.php?u={m.uid}">'
            f'{m.author}</a></div><div class="smallfont">Junior Member</div><div class="smallfont">'
            f"&nbsp;<br /><div>Join Date: {joined(m).strftime('%b %Y')}</div><div>Posts: "
            f'{m.uid * 3}</div></div></td><td class="alt1" id="td_post_{m.pid}">'
            '<div class="smallfont"><img class="inlineimg" src="icon1.gif" alt="Default" '
            f'border="0" /> <strong>Re: {TITLE}</strong></div><hr size="1" />'
            f'<div id="post_message_{m.pid}">{quote}{paras(m, "<br /><br />")}</div>{sig}'
            '</td></tr><tr><td class="alt2"><img class="inlineimg" src="user_offline.gif" '
            f'alt="{m.author} is offline" border="0" /></td><td class="alt1" align="right">'
            f'<a href="newreply.php?do=newreply&amp;p={m.pid}" rel="nofollow"><img '
            'src="quote.gif" alt="Reply With Quote" border="0" /></a></td></tr></table></div>'
            f"<!-- / post #{m.pid} -->")
    body = (nav() + crumbs() + f'<div id="posts">{"".join(out)}</div>'
            + '<table class="tborder"><tr><td class="tcat">Similar Threads</td></tr><tr><td>'
            + similar_threads(us_date) + "</td></tr></table>"
            + f'<div class="smallfont" align="center">All times are GMT. The time now is '
            f'<span class="time">{NOW.strftime("%I:%M %p")}</span>.</div>' + footer())
    return page(TITLE, body)


def smf2(posts: list[Message]) -> str:
    """Simple Machines 2.0: windowbg blocks; "« Reply #1 on: March 04, 2021, 10:12:33 AM »"."""
    out = []
    for m in posts:
        on = ("<strong>on:</strong>" if m.number == 1
              else f"<strong>Reply #{m.number - 1} on:</strong>")
        stamp = m.when.strftime("%B %d, %Y, %I:%M:%S %p")
        quote = ""
        if m.quote:
            quote = ('<div class="quoteheader"><div class="topslice_quote"><a href="index.php?'
                     f'topic=45.msg{m.quote[1]}#msg{m.quote[1]}">Quote from: {m.quote[0]} on '
                     f"{stamp}</a></div></div><blockquote class=\"bbc_standard_quote\">"
                     f'{escape(m.quote[2])}<br /></blockquote><div class="quotefooter">'
                     '<div class="botslice_quote"></div></div>')
        sig = (f'<div class="signature" id="msg_{m.pid}_signature">{escape(m.signature)}</div>'
               if m.signature else "")
        out.append(
            f'<div class="{"windowbg" if m.number % 2 else "windowbg2"}"><span class="topslice">'
            '<span></span></span><div class="post_wrapper"><div class="poster"><h4>'
            f'<a href="index.php?action=profile;u={m.uid}" title="View the profile of '
            f'{m.author}">{m.author}</a></h4><ul class="reset smalltext" id="msg_{m.pid}_extra_'
            'info"><li class="membergroup">Newbie</li><li class="postcount">Posts: '
            f'{m.uid * 3}</li></ul></div><div class="postarea"><div class="flow_hidden">'
            '<div class="keyinfo"><div class="messageicon"><img src="xx.gif" alt="" /></div>'
            f'<h5 id="subject_{m.pid}"><a href="index.php?topic=45.msg{m.pid}#msg{m.pid}" '
            f'rel="nofollow">Re: {TITLE}</a></h5><div class="smalltext">&#171; {on} {stamp} '
            f'&#187;</div><div id="msg_{m.pid}_quick_mod"></div></div><ul class="reset '
            'smalltext quickbuttons"><li class="quote_button"><a href="index.php?action=post;'
            f'quote={m.pid}">Quote</a></li></ul></div><div class="post"><div class="inner" '
            f'id="msg_{m.pid}">{quote}{paras(m, "<br /><br />")}</div></div></div>'
            f'<div class="moderatorbar"><div class="smalltext modified" id="modified_{m.pid}">'
            '</div><div class="smalltext reportlinks"><a href="index.php?action=reporttm">'
            f'Report to moderator</a> &nbsp; Logged</div>{sig}</div></div><span class="botslice">'
            '<span></span></span></div><hr class="post_separator" />')
    body = (nav() + crumbs(" &#187; ") + '<div id="forumposts"><div class="cat_bar"><h3 '
            f'class="catbg">Author Topic: {TITLE} &nbsp;(Read {len(posts) * 37} times)</h3></div>'
            '<form action="index.php?action=quickmod2" method="post" id="quickModForm">'
            + "".join(out) + "</form></div>" + footer())
    return page(TITLE, body)


def mybb(posts: list[Message]) -> str:
    """MyBB 1.8: div.post blocks; "03-04-2021, 10:12 AM", and "Joined: Jan 2019" in each author
    box; "Wrote:" quotes; the signature under a rule."""
    out = []
    for m in posts:
        quote = ""
        if m.quote:
            quote = (f'<blockquote class="mycode_quote"><cite><span> ({us_date(m.when)})</span>'
                     f'{m.quote[0]} Wrote: <a href="showthread.php?pid={m.quote[1]}#pid'
                     f'{m.quote[1]}" class="quick_jump"></a></cite>{escape(m.quote[2])}'
                     "</blockquote>")
        sig = (f'<div class="signature scaleimages">{escape(m.signature)}</div>'
               if m.signature else "")
        out.append(
            f'<a name="pid{m.pid}" id="pid{m.pid}"></a><div class="post classic " style="" '
            f'id="post_{m.pid}"><div class="post_author scaleimages"><div class="author_avatar">'
            f'<a href="member.php?action=profile&amp;uid={m.uid}"><img src="avatar.png" alt="" '
            'width="55" height="55" /></a></div><div class="author_information"><strong><span '
            f'class="largetext"><a href="member.php?action=profile&amp;uid={m.uid}">{m.author}'
            '</a></span></strong><br /><span class="smalltext">Junior Member<br /></span></div>'
            f'<div class="author_statistics">Posts: {m.uid * 3}<br />Threads: 3<br />Joined: '
            f"{joined(m).strftime('%b %Y')}<br />Reputation: 0</div></div>"
            '<div class="post_content"><div class="post_head"><div class="float_right" '
            f'style="vertical-align: top"><strong><a href="showthread.php?tid=5&amp;pid={m.pid}'
            f'#pid{m.pid}" title="Re: {TITLE}">#{m.number}</a></strong></div><span '
            f'class="post_date">{us_date(m.when)} <span class="post_edit" id="edited_by_{m.pid}">'
            f'</span></span></div><div class="post_body scaleimages" id="pid_{m.pid}">{quote}'
            f'{paras(m, "<br /><br />")}</div>{sig}<div class="post_meta" id="post_meta_{m.pid}">'
            '</div></div><div class="post_controls"><div class="postbit_buttons author_buttons '
            f'float_left"><a href="search.php?action=finduser&amp;uid={m.uid}" '
            'class="postbit_find"><span>Find</span></a></div><div class="postbit_buttons '
            f'post_management_buttons float_right"><a href="newreply.php?tid=5&amp;replyto='
            f'{m.pid}" class="postbit_quote"><span>Reply</span></a></div></div></div>')
    body = (nav() + crumbs() + f'<table class="tborder"><tr><td class="thead"><strong>{TITLE}'
            '</strong></td></tr></table><div id="posts">' + "".join(out) + "</div>"
            + '<div class="similar"><strong>Possibly Related Threads…</strong>'
            + similar_threads(us_date) + "</div>" + footer())
    return page(TITLE, body)


def ips4(posts: list[Message]) -> str:
    """Invision Community 4: article.cPost with the author in an <aside>, "Posted <time>" in a
    permalink, the message in div[data-role=commentContent], the signature apart."""
    out = []
    for m in posts:
        iso = m.when.strftime("%Y-%m-%dT%H:%M:%SZ")
        quote = ""
        if m.quote:
            quote = ('<blockquote data-ipsquote="" class="ipsQuote" data-ipsquote-username='
                     f'"{m.quote[0]}"><div class="ipsQuote_citation">{m.quote[0]} said:</div>'
                     f'<div class="ipsQuote_contents"><p>{escape(m.quote[2])}</p></div>'
                     "</blockquote>")
        sig = ('<div data-role="memberSignature" class="ipsResponsive_hidePhone"><hr class="ipsHr">'
               f'<div class="ipsType_richText">{escape(m.signature)}</div></div>'
               if m.signature else "")
        out.append(
            f'<a id="comment-{m.pid}"></a><article id="elComment_{m.pid}" class="cPost ipsBox '
            'ipsComment ipsComment_parent ipsClearfix ipsColumns ipsColumns_noSpacing">'
            '<div class="cAuthorPane_mobile ipsResponsive_showPhone"><h3 class="ipsType_'
            f'sectionHead cAuthorPane_author"><a href="/profile/{m.uid}-{m.author}/">{m.author}'
            '</a></h3></div><aside class="ipsComment_author cAuthorPane ipsColumn '
            'ipsColumn_medium ipsResponsive_hidePhone"><h3 class="ipsType_sectionHead '
            f'cAuthorPane_author"><strong><a href="/profile/{m.uid}-{m.author}/">{m.author}</a>'
            '</strong></h3><ul class="cAuthorPane_info ipsList_reset"><li data-role="group">'
            f'Members</li><li class="ipsType_light">{m.uid * 3} posts</li></ul></aside>'
            '<div class="ipsColumn ipsColumn_fluid"><div id="comment-'
            f'{m.pid}_wrap" data-controller="core.front.core.comment" class="ipsComment_content">'
            '<div class="ipsComment_meta ipsType_light"><div class="ipsType_reset"><a href="'
            f'?do=findComment&amp;comment={m.pid}" class="ipsType_blendLinks">Posted <time '
            f'datetime="{iso}" title="{m.when.strftime("%m/%d/%Y %I:%M  %p")}" data-short="1 yr">'
            f'{long_date(m.when)}</time></a></div></div><div class="cPost_contentWrap">'
            '<div data-role="commentContent" class="ipsType_normal ipsType_richText ipsContained">'
            f'{quote}{p_tags(m)}</div><div class="ipsItemControls"><ul class="ipsComment_controls">'
            '<li><a href="#" data-action="quoteComment">Quote</a></li></ul></div>'
            f"{sig}</div></div></div></article>")
    body = (nav() + crumbs() + f'<div class="ipsPageHeader"><h1 class="ipsType_pageTitle">'
            f"{TITLE}</h1><p>By {posts[0].author}, {long_date(posts[0].when)} in Technical help"
            '</p></div><div id="comments" data-role="commentFeed"><form action="#" method="post">'
            + "".join(out) + '</form></div><div class="ipsBox"><h2>Recently Browsing</h2>'
            "<p>No registered users viewing this page.</p></div>" + footer())
    return page(TITLE, body)


def discourse(posts: list[Message]) -> str:
    """Discourse's page for crawlers: div.crawler-post per post (the first a
    DiscussionForumPosting, the others its comments); a <time> with the date; quotes in an
    <aside class="quote">."""
    out = []
    for m in posts:
        iso = m.when.strftime("%Y-%m-%dT%H:%M:%SZ")
        item = ('itemscope itemtype="http://schema.org/DiscussionForumPosting"' if m.number == 1
                else 'itemprop="comment" itemscope itemtype="http://schema.org/Comment"')
        quote = ""
        if m.quote:
            quote = (f'<aside class="quote no-group" data-username="{m.quote[0]}" data-post="2">'
                     f'<div class="title"><div class="quote-controls"></div>{m.quote[0]}:</div>'
                     f"<blockquote><p>{escape(m.quote[2])}</p></blockquote></aside>")
        likes = (f'<div itemprop="interactionStatistic"><span class="post-likes">{m.uid % 5} '
                 "Likes</span></div>" if m.uid % 3 else "")
        out.append(
            f'<div id="post_{m.number}" {item} class="topic-body crawler-post">'
            '<div class="crawler-post-meta"><span class="creator" itemprop="author" itemscope '
            f'itemtype="http://schema.org/Person"><a itemprop="url" href="/u/{m.author}">'
            f'<span itemprop="name">{m.author}</span></a></span><span class="crawler-post-infos">'
            f'<time itemprop="datePublished" datetime="{iso}" class="post-time">'
            f"{long_date(m.when)}, {m.when.strftime('%I:%M%p').lower()}</time>"
            f'<span itemprop="position">{m.number}</span></span></div>'
            f'<div class="post" itemprop="text">{quote}{p_tags(m)}</div>{likes}</div>')
    body = ('<header class="d-header"><a href="/">Example Community</a></header>'
            '<div id="main-outlet" class="wrap" role="main"><div id="topic-title"><h1><a '
            f'href="/t/strange-noise/123">{TITLE}</a></h1><div class="topic-category"><a '
            'href="/c/help/4">Help</a></div></div>' + "".join(out)
            + '<div role="navigation" class="pagination"><a href="/latest">Home</a> '
            '<a href="/categories">Categories</a> <a href="/guidelines">FAQ/Guidelines</a></div>'
            '</div><footer class="noscript-footer-nav"><a href="/tos">Terms of Service</a> '
            '<a href="/privacy">Privacy Policy</a><p>Powered by Discourse, best viewed with '
            "JavaScript enabled</p></footer>")
    return page(TITLE, body)


def xenforo1(posts: list[Message]) -> str:
    """XenForo 1: ol#messageList of li.message; the date in the message's foot under a
    permalink (an <abbr class="DateTime"> for recent posts, a <span title> for older ones)."""
    out = []
    for m in posts:
        recent = (NOW - m.when).days < 7
        stamp = (f'<abbr class="DateTime" data-time="{int(m.when.timestamp())}" data-datestring='
                 f'"{m.when.strftime("%b %d, %Y")}" data-timestring="{m.when.strftime("%I:%M %p")}'
                 f'">{m.when.strftime("%b %d, %Y at %I:%M %p")}</abbr>' if recent else
                 f'<span class="DateTime" title="{m.when.strftime("%b %d, %Y at %I:%M %p")}">'
                 f"{m.when.strftime('%b %d, %Y')}</span>")
        quote = ""
        if m.quote:
            quote = (f'<div class="bbCodeBlock bbCodeQuote" data-author="{m.quote[0]}"><aside>'
                     f'<div class="attribution type">{m.quote[0]} said: <a href="goto/post?id='
                     f'{m.quote[1]}#post-{m.quote[1]}" class="AttributionLink">&uarr;</a></div>'
                     f'<blockquote class="quoteContainer"><div class="quote">{escape(m.quote[2])}'
                     '</div><div class="quoteExpand">Click to expand...</div></blockquote>'
                     "</aside></div>")
        sig = (f'<div class="baseHtml signature messageText ugc"><aside>{escape(m.signature)}'
               "</aside></div>" if m.signature else "")
        out.append(
            f'<li id="post-{m.pid}" class="message" data-author="{m.author}">'
            '<div class="messageUserInfo" itemscope="itemscope" itemtype="http://data-vocabulary'
            '.org/Person"><div class="messageUserBlock"><div class="avatarHolder"><a href='
            f'"members/{m.author}.{m.uid}/" class="avatar Av{m.uid}m"><img src="a.jpg" alt='
            f'"{m.author}" /></a></div><h3 class="userText"><a href="members/{m.author}.{m.uid}/" '
            f'class="username" itemprop="name">{m.author}</a><em class="userTitle">Member</em>'
            '</h3><span class="arrow"><span></span></span></div></div><div class="messageInfo '
            'primaryContent"><div class="messageContent"><article><blockquote class="messageText '
            f'SelectQuoteContainer ugc baseHtml">{quote}{paras(m)}<div '
            'class="messageTextEndMarker">'
            f'&nbsp;</div></blockquote></article></div>{sig}<div class="messageMeta ToggleTriggerA'
            'nchor"><div class="privateControls"><span class="item muted"><span class="authorEnd">'
            f'<a href="members/{m.author}.{m.uid}/" class="username author">{m.author}</a>,</span>'
            f' <a href="posts/{m.pid}/" title="Permalink" class="datePermalink">{stamp}</a></span>'
            '</div><div class="publicControls"><a href="posts/{m.pid}/permalink" class="item muted '
            f'postNumber hashPermalink">#{m.number}</a> <a href="threads/x.5/reply?quote={m.pid}" '
            'class="ReplyQuote item control reply"><span></span>Reply</a></div></div></div></li>')
    body = (nav() + crumbs() + f'<div class="titleBar"><h1>{TITLE}</h1><p id="pageDescription" '
            f'class="muted">Discussion in \'Technical help\' started by {posts[0].author}, '
            f"{posts[0].when.strftime('%b %d, %Y')}.</p></div>"
            '<form action="inline-mod/post/switch" method="post" class="InlineModForm section">'
            '<ol class="messageList" id="messageList">' + "".join(out) + "</ol></form>"
            + footer())
    return page(TITLE, body)


def vbulletin5(posts: list[Message]) -> str:
    """vBulletin 5: ul.conversation-list of li.b-post; the opening post li.b-post--first;
    the date "Mar 4, 2021, 10:12 AM" in a div.b-post__timestamp."""
    out = []
    for m in posts:
        first = " b-post--first" if m.number == 1 else ""
        quote = ""
        if m.quote:
            quote = ('<div class="bbcode_container"><div class="bbcode_quote"><div class="quote_'
                     f'container"><div class="bbcode_postedby">Originally posted by <strong>'
                     f'{m.quote[0]}</strong></div><div class="message">{escape(m.quote[2])}'
                     "</div></div></div></div>")
        sig = (f'<div class="b-post__signature">{escape(m.signature)}</div>'
               if m.signature else "")
        out.append(
            f'<li class="b-post js-post js-comment-entry__parent{first} h-restore--on-preview '
            f'b-post--text" data-node-id="{m.pid}"><div class="b-post__grid"><div class="b-'
            'post__arrow"></div><div class="b-userinfo"><div class="b-avatar"><img src="a.png" '
            f'alt="{m.author}"></div><div class="author h-text-size--14"><strong><a href="/member/'
            f'{m.uid}-{m.author}">{m.author}</a></strong></div><div class="b-userinfo__title">'
            f'Junior Member</div><ul class="b-userinfo__additional-info-block"><li><label>Join '
            f"Date:</label> <span>{joined(m).strftime('%b %Y')}</span></li><li><label>Posts:"
            "</label>"
            f' <span>{m.uid * 3}</span></li></ul></div><div class="b-post__body"><div class="b-'
            f'post__content js-post__content"><h2 class="b-post__title">Re: {TITLE}</h2><div '
            f'class="b-post__timestamp"><time itemprop="dateCreated" datetime="'
            f'{m.when.isoformat()}">{m.when.strftime("%b %d, %Y, %I:%M %p")}</time></div><div '
            f'class="b-post__count"><a href="/forum/x/{m.pid}#post{m.pid}">#{m.number}</a></div>'
            f'<div class="js-post__content-wrapper h-wordwrap"><div class="js-post__content-text '
            f'restore h-wordwrap">{quote}{paras(m)}</div></div>{sig}</div><div class="b-post-'
            'controls"><a class="b-post-control js-reply" href="#"><span class="b-post-control__'
            'label">Reply</span></a><a class="b-post-control js-like" href="#"><span class="b-'
            'post-control__label">Like</span></a></div></div></div></li>')
    body = (nav() + crumbs() + f'<h1 class="main-title">{TITLE}</h1><div class="conversation-'
            'content-widget"><ul class="conversation-list list-container h-clearfix thread-view">'
            + "".join(out) + "</ul></div>" + footer())
    return page(TITLE, body)


def khoros(posts: list[Message]) -> str:
    """Khoros (Lithium) community boards: the opening message on its own, the replies in a
    linear message list; the date split over two spans after a left-to-right mark."""
    def message(m: Message, where: str) -> str:
        sig = (f'<div class="lia-message-signature">{escape(m.signature)}</div>'
               if m.signature else "")
        quote = (f'<blockquote><hr><a href="/t5/user/viewprofilepage/user-id/{m.quote[1]}">'
                 f'{m.quote[0]}</a> wrote:<br>{escape(m.quote[2])}<hr></blockquote>'
                 if m.quote else "")
        return (
            f'<div class="lia-message-view-wrapper lia-js-data-messageUid-{m.pid} {where}" '
            f'id="M{m.pid}"><div class="lia-panel-message message-uid-{m.pid}"><div class="lia-'
            'message-view-forum-message lia-message-view-display"><div class="lia-quilt-row '
            'lia-quilt-row-header"><div class="lia-message-author-avatar"><img class="lia-user-'
            f'avatar-message" src="a.png" alt="{m.author}"></div><div class="lia-message-author-'
            'with-avatar"><span class="UserName lia-user-name"><a class="lia-link-navigation '
            f'lia-page-link lia-user-name-link" href="/t5/user/viewprofilepage/user-id/{m.uid}">'
            f'<span class="login-bold">{m.author}</span></a></span><div class="lia-message-'
            'author-rank">Contributor</div></div><div class="lia-message-post-date lia-component-'
            'post-date-last-edited"><span class="DateTime"><span class="local-date">&lrm;'
            f'{m.when.strftime("%m-%d-%Y")}</span> <span class="local-time">'
            f'{m.when.strftime("%I:%M %p")}</span></span></div></div><div class="lia-quilt-row '
            'lia-quilt-row-main"><div class="lia-message-subject"><h2 class="message-subject">'
            f'Re: {TITLE}</h2></div><div class="lia-message-body-wrapper"><div class="lia-'
            f'message-body-content">{quote}{p_tags(m)}</div></div>{sig}</div><div class="lia-'
            'quilt-row lia-quilt-row-footer"><div class="KudosButton"><span class="MessageKudos'
            f'Count">{m.uid % 4}</span> Kudos</div><a class="lia-button lia-button-secondary '
            'reply-action-link" href="/t5/forums/replypage">Reply</a></div></div></div></div>')
    opening = message(posts[0], "lia-thread-topic")
    replies = "".join(message(m, "lia-thread-reply") for m in posts[1:])
    body = (nav() + crumbs() + '<div class="lia-quilt-column lia-quilt-column-main"><div '
            'class="lia-component-topic-message">' + opening + "</div>"
            + (f'<div class="lia-component-message-list"><div class="linear-message-list '
               f'message-list">{replies}</div></div>' if replies else "")
            + '</div><div class="lia-quilt-column lia-quilt-column-side"><div class="lia-panel '
            'lia-panel-standard"><h2>Related Content</h2><ul><li><a href="/t5/x/1">Noise from '
            'the front wheel</a></li><li><a href="/t5/x/2">Update broke my settings</a></li>'
            "</ul></div></div>" + footer())
    return page(TITLE, body)


def ipb3_ru(posts: list[Message]) -> str:
    """IP.Board 3 in Russian: div.post_block; "Отправлено 04 марта 2021 - 10:12" in an
    abbr.published; "Сообщение #2" permalinks; quotes as "X (04 марта 2021 - 10:12) писал:"."""
    months = ("января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа",
              "сентября", "октября", "ноября", "декабря")

    def ru(t: datetime) -> str:
        return f"{t.day:02d} {months[t.month - 1]} {t.year} - {t.strftime('%H:%M')}"
    out = []
    for m in posts:
        quote = (f'<p class="citation">{m.quote[0]} ({ru(m.when)}) писал:</p><div class="'
                 f'blockquote"><div class="quote">{escape(m.quote[2])}</div></div>'
                 if m.quote else "")
        sig = (f'<div class="signature" data-memberid="{m.uid}">{escape(m.signature)}</div>'
               if m.signature else "")
        out.append(
            f'<a id="entry{m.pid}"></a><div class="post_block hentry clear clearfix" '
            f'id="post_id_{m.pid}"><div class="post_wrap"><h3 class="row2"><span class="author '
            f'vcard"><a class="url fn name___ ___hover___member" href="/user/{m.uid}-{m.author}/"'
            f' title="Просмотр профиля">{m.author}</a></span></h3><div class="author_info"><ul '
            f'class="basic_info"><li class="avatar"><img src="a.png" alt=""></li><li class="group_'
            f'title">Пользователь</li><li class="post_count desc lighter">{m.uid * 3} сообщений'
            '</li></ul></div><div class="post_body"><p class="posted_info desc lighter ipsType_'
            f'small">Отправлено <abbr class="published" title="{m.when.isoformat()}">'
            f'{ru(m.when)}</abbr></p><div class="post entry-content ">{quote}'
            f'{paras(m, "<br><br>")}</div>{sig}</div><ul class="post_controls clear clearfix">'
            f'<li class="multiquote"><a href="#">Цитата</a></li><li><a href="#entry{m.pid}">'
            f"Сообщение #{m.number}</a></li></ul></div></div><br>")
    body = (nav() + crumbs(" → ") + f'<h1 class="ipsType_pagetitle">{TITLE}</h1><div class='
            '"topic hfeed clear clearfix">' + "".join(out) + "</div>" + footer())
    return page(TITLE, body, "ru")


def tieba(posts: list[Message]) -> str:
    """Baidu Tieba-like Chinese thread: div.l_post blocks; "1楼" and "2021-03-04 10:12" in a
    tail line after the message; a sidebar of hot threads with dates."""
    out = []
    for m in posts:
        quote = (f'<div class="quote">回复 {m.quote[0]} ：{escape(m.quote[2])}</div>'
                 if m.quote else "")
        out.append(
            f'<div class="l_post l_post_bright j_l_post clearfix" data-pid="{m.pid}"><div '
            f'class="d_author"><ul class="p_author"><li class="icon"><a href="/home/main?un='
            f'{m.author}"><img src="a.jpg"></a></li><li class="d_name"><a class="p_author_name '
            f'j_user_card" href="/home/main?un={m.author}">{m.author}</a></li></ul></div>'
            '<div class="d_post_content_main"><div class="p_content"><cc><div class="d_post_'
            f'content j_d_post_content" id="post_content_{m.pid}">{quote}{paras(m, "<br>")}'
            '</div></cc></div><div class="core_reply j_lzl_wrapper"><div class="core_reply_tail">'
            '<ul class="p_tail"><li><span>来自手机客户端</span></li>'
            f'<li><span>{m.number}楼</span></li><li><span>{m.when.strftime("%Y-%m-%d %H:%M")}'
            '</span></li></ul><a href="#" class="lzl_link_unfold">回复</a></div></div></div></div>')
    hot = "".join(f'<li><a href="/p/{700 + k}">热门帖子标题第{k + 1}条</a><span>'
                  f'{(NOW - timedelta(days=k)).strftime("%m-%d")}</span></li>' for k in range(6))
    body = (nav() + f'<div class="core_title"><h3 class="core_title_txt">{TITLE}</h3></div>'
            '<div class="left_section"><div id="j_p_postlist" class="p_postlist">'
            + "".join(out) + '</div></div><div class="right_section"><div class="region_bright">'
            f"<h4>本吧热帖</h4><ul>{hot}</ul></div></div>" + footer())
    return page(TITLE, body, "zh")


def channel(posts: list[Message]) -> str:
    """A 2channel-style board: every post a <dt> header (number, name, date with the weekday
    in brackets, an id) and a <dd> message, all siblings in one <dl>."""
    weekdays = "月火水木金土日"
    out = []
    for m in posts:
        stamp = (f"{m.when.strftime('%Y/%m/%d')}({weekdays[m.when.weekday()]}) "
                 f"{m.when.strftime('%H:%M:%S')}.{m.pid % 100:02d}")
        quote = f'<a href="../test/read.cgi/x/{m.number - 1}">&gt;&gt;{m.number - 1}</a><br>' \
            if m.quote else ""
        out.append(f'<dt>{m.number} ：<a href="mailto:sage"><b>{m.author}</b></a>：{stamp} '
                   f"ID:{m.uid:x}Ab</dt><dd> {quote}{paras(m, ' <br> ')} <br><br></dd>")
    body = ('<a href="/">■掲示板に戻る■</a> <a href="./">全部</a> <a href="./1-100">1-</a> '
            f'<a href="./l50">最新50</a><h1 style="color:red">{TITLE}</h1><dl class="thread">'
            + "".join(out) + '</dl><hr><a href="/">掲示板に戻る</a> <a href="./">全部</a>'
            '<form method="POST" action="../test/bbs.cgi"><input type="submit" value="書き込む">'
            ' 名前： <input name="FROM"> E-mail<input name="mail"><br><textarea name="MESSAGE">'
            "</textarea></form>")
    return page(TITLE, body, "ja")


def nodebb(posts: list[Message]) -> str:
    """NodeBB's page without scripts: the dates only in <meta itemprop="datePublished">, an
    empty <a name> before each post, the author a <span>."""
    out = []
    for m in posts:
        iso = m.when.strftime("%Y-%m-%dT%H:%M:%S.000Z")
        quote = (f"<blockquote><p>@{m.quote[0]} said:</p><p>{escape(m.quote[2])}</p></blockquote>"
                 if m.quote else "")
        out.append(
            '<li itemscope itemtype="http://schema.org/Comment"><meta itemprop="datePublished" '
            f'content="{iso}"><meta itemprop="dateModified" content="{iso}"><a name="{m.pid}">'
            '</a><div class="row"><div class="col-lg-2 profile"><img class="img-thumbnail" '
            f'src="a.png" itemprop="image" /><br /><span class="username" itemprop="author">'
            f'{m.author}</span></div><div class="col-lg-10" itemprop="text">{quote}{p_tags(m)}'
            '</div><div class="clear"></div></div></li>')
    body = ('<ol class="breadcrumb"><li><a href="/"><span>Home</span></a></li><li><a href='
            f'"/category/4/help"><span>Help</span></a></li><li class="active"><span>{TITLE}'
            f'</span></li></ol><ul class="posts">{"".join(out)}</ul><div class="text-center">'
            '<ul class="pagination"><li class="active"><a href="?page=1">1</a></li></ul></div>')
    return page(TITLE, body)


def reddit_old(posts: list[Message]) -> str:
    """old.reddit.com: the submission (self text) apart, then a nested comment listing
    (every reply inside the comment it answers); "3 years ago" under a <time title>."""
    def tagline(m: Message) -> str:
        return (f'<p class="tagline"><a href="https://old.reddit.com/user/{m.author}" '
                f'class="author may-blank id-t2_{m.uid}">{m.author}</a><span class="userattrs">'
                f'</span> <span class="score unvoted" title="{m.uid % 9}">{m.uid % 9} points'
                f'</span> <time title="{m.when.strftime("%a %b %d %H:%M:%S %Y UTC")}" datetime="'
                f'{m.when.isoformat()}+00:00" class="live-timestamp">{ago(m.when)}</time></p>')

    def comment(k: int) -> str:
        m = posts[k]
        quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
        child = comment(k + 1) if k + 1 < len(posts) and k % 2 == 1 else ""
        return (f'<div class=" thing id-t1_{m.pid} comment" data-fullname="t1_{m.pid}">'
                '<div class="midcol unvoted"><div class="arrow up"></div></div><div class="entry '
                f'unvoted">{tagline(m)}<form action="#" class="usertext"><div class="usertext-'
                f'body may-blank-within md-container"><div class="md">{quote}{p_tags(m)}</div>'
                '</div></form><ul class="flat-list buttons"><li class="first"><a href="#" '
                'class="bylink">permalink</a></li><li><a href="#">reply</a></li></ul></div>'
                '<div class="child">'
                + (f"<div class=sitetable>{child}</div>" if child else "")
                + "</div></div>")
    top = posts[0]
    tops = [k for k in range(1, len(posts)) if not (k > 1 and (k - 1) % 2 == 1)]
    listing = "".join(comment(k) for k in tops)
    body = ('<div id="header"><a href="/">reddit</a> <a href="/r/help">help</a></div>'
            '<div class="side"><div class="md"><p>Welcome to r/help: ask anything about your '
            'devices.</p></div></div><div class="content" role="main"><div class="sitetable '
            f'linklisting"><div class=" thing id-t3_{top.pid} self link"><div class="entry '
            f'unvoted"><p class="title"><a class="title" href="#">{TITLE}</a></p>{tagline(top)}'
            '<div class="expando"><form action="#" class="usertext"><div class="usertext-body">'
            f'<div class="md">{p_tags(top)}</div></div></form></div><ul class="flat-list '
            f'buttons"><li><a href="#" class="comments">{len(posts) - 1} comments</a></li></ul>'
            '</div></div></div><div class="commentarea"><div class="sitetable nestedlisting">'
            + listing + "</div></div></div>")
    return page(TITLE, body)


def flarum(posts: list[Message]) -> str:
    """Flarum's page without scripts: each post a <div> with the author in an <h3> and the
    message in div.Post-body, separated by <hr>; no date on the page."""
    out = "".join(f'<div><h3>{m.author}</h3><div class="Post-body">'
                  + (f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else "")
                  + f"{p_tags(m)}</div></div><hr>" for m in posts)
    body = (f'<div id="flarum-loading" style="display: none">Loading...</div><noscript><div '
            'class="Alert"><div class="container">This site is best viewed in a modern browser '
            'with JavaScript enabled.</div></div></noscript><main class="App-content"><div '
            f'id="flarum-content"><div class="container"><h2>{TITLE}</h2><div>{out}</div>'
            '<a href="/d/123-strange-noise?page=2">Next Page &raquo;</a></div></div></main>')
    return page(TITLE, body)


def rdate_de(t: datetime) -> str:
    delta = NOW.date() - t.date()
    if delta.days == 0:
        return f"Heute, {t.strftime('%H:%M')}"
    if delta.days == 1:
        return f"Gestern, {t.strftime('%H:%M')}"
    return t.strftime("%d.%m.%Y, %H:%M")


def wbb_de(posts: list[Message]) -> str:
    """WoltLab Burning Board 5 in German: article.message; the date a <time> written
    "Heute, 10:12" / "4. März 2021"; quotes as blockquote.quoteBox with "Zitat von"."""
    months = ("Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
              "September", "Oktober", "November", "Dezember")
    out = []
    for m in posts:
        shown = (rdate_de(m.when) if (NOW - m.when).days < 2
                 else f"{m.when.day}. {months[m.when.month - 1]} {m.when.year}")
        quote = (f'<blockquote class="quoteBox collapsibleBbcode"><div class="quoteBoxIcon">'
                 f'</div><div class="quoteBoxTitle"><a href="/thread/5/?postID={m.quote[1]}">'
                 f"Zitat von {m.quote[0]}</a></div><div class=\"quoteBoxContent\">"
                 f"{escape(m.quote[2])}</div></blockquote>" if m.quote else "")
        sig = (f'<div class="messageSignature"><div>{escape(m.signature)}</div></div>'
               if m.signature else "")
        out.append(
            f'<li id="post{m.pid}"><article class="wbbPost message messageSidebarOrientation'
            f'Left jsClipboardObject" data-post-id="{m.pid}" data-user-id="{m.uid}"><aside '
            'role="presentation" class="messageSidebar member"><div class="messageAuthor">'
            f'<div class="userAvatar"><a href="/user/{m.uid}-{m.author}/" aria-hidden="true">'
            f'<img src="a.png" alt=""></a></div><div class="messageAuthorContainer"><a href="/user/'
            f'{m.uid}-{m.author}/" class="username userLink" data-user-id="{m.uid}"><span>'
            f'{m.author}</span></a></div><div class="userTitle"><span class="badge userTitleBadge">'
            f'Anfänger</span></div></div><div class="userCredits"><dl class="plain dataList"><dt>'
            f"Beiträge</dt><dd>{m.uid * 3}</dd></dl></div></aside><div class=\"messageContent\">"
            '<header class="messageHeader"><div class="messageHeaderBox"><ul class="messageHeader'
            f'MetaData"><li><a href="/thread/5/?postID={m.pid}#post{m.pid}" class="permalink '
            f'messagePublicationTime"><time datetime="{m.when.isoformat()}+01:00" class='
            f'"datetime" data-timestamp="{int(m.when.timestamp())}">{shown}</time></a></li></ul>'
            f'<ul class="messageQuickOptions"><li><a href="#" class="jsTooltip">#{m.number}</a>'
            '</li></ul></div></header><div class="messageBody"><div class="messageText">'
            f'{quote}{p_tags(m)}</div></div><footer class="messageFooter">{sig}<div class='
            '"messageFooterButtons"><ul class="buttonList"><li><a href="#" class="button">'
            "Zitieren</a></li></ul></div></footer></div></article></li>")
    body = (nav() + crumbs() + f'<header class="contentHeader"><h1 class="contentTitle">{TITLE}'
            f'</h1><ul class="inlineList"><li><a href="/user/{posts[0].uid}/">{posts[0].author}'
            f"</a></li><li>{rdate_de(posts[0].when)}</li></ul></header><div class=\"section\">"
            '<ul class="wbbThreadPostList messageList jsClipboardContainer">' + "".join(out)
            + "</ul></div>" + footer())
    return page(TITLE, body, "de")


ENGINES = {
    "phpbb2": phpbb2, "vbulletin3": vbulletin3, "smf2": smf2, "mybb": mybb, "ips4": ips4,
    "discourse": discourse, "xenforo1": xenforo1, "vbulletin5": vbulletin5, "khoros": khoros,
    "ipb3-ru": ipb3_ru, "tieba": tieba, "channel": channel, "nodebb": nodebb,
    "reddit-old": reddit_old, "flarum": flarum, "wbb-de": wbb_de,
}


# the modules that add engines, in the order their engines are listed: they import this
# module's helpers, so this module imports them when their engines are asked for
ENGINE_MODULES = ("forum_engines_more", "forum_engines_others", "forum_engines_comments",
                  "forum_engines_fresh", "forum_engines_fresh2", "forum_engines_fresh3",
                  "forum_engines_fresh4", "forum_engines_fresh5", "forum_engines_fresh6",
                  "forum_engines_fresh7", "forum_engines_fresh8", "forum_engines_fresh9",
                  "forum_engines_fresh10", "forum_engines_fresh11")


def all_engines() -> dict:
    """This module's engines and those of ENGINE_MODULES, in that order."""
    engines = dict(ENGINES)
    for name in ENGINE_MODULES:
        engines.update(importlib.import_module(name).ENGINES)
    return engines


def pages_of(write):
    for size in SIZES:
        for seed in SEEDS:
            posts = thread(size, seed)
            yield size, seed, write(posts), posts


def row(half: str, engine: str, counts: list[int], peers: list[list[int]]) -> str:
    found, n_extracted, n_gold, exact, none, n, dated, named, timed, contained = counts
    out = (f"{half:7}{engine:20}{prf((found, n_extracted, n_gold))[2]:7.3f}{exact:>5}/{n:<3}"
           f"{none:>5}{dated / max(found, 1):7.3f}{timed / max(found, 1):7.3f}"
           f"{named / max(found, 1):8.3f}")
    if peers:
        out += f"{prf((contained, n_extracted, n_gold))[2]:9.3f}"
    for p_found, p_contained, p_extracted, p_gold, p_exact, p_none in peers:
        out += (f"   {prf((p_found, p_extracted, p_gold))[2]:7.3f}"
                f"{prf((p_contained, p_extracted, p_gold))[2]:9.3f}{p_exact:>5}/{n:<3}"
                f"{p_none:>5}")
    return out


def peer_counts(peer: str, html: str, gold: list[str], seconds: dict) -> list[int]:
    """found (rule f1), found (rule contain), extracted, gold, exact, none; the time it took
    added to ``seconds[peer]``."""
    t0 = time.perf_counter()
    posts = peer_posts(peer, html)
    seconds[peer] = seconds.get(peer, 0.0) + time.perf_counter() - t0
    return [match_count(posts, gold, "f1"), match_count(posts, gold, "contain"), len(posts),
            len(gold), len(posts) == len(gold), not posts]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--engines", default="", help="comma-separated names (default: all)")
    ap.add_argument("--obfuscate", action="store_true")
    ap.add_argument("--verbose", action="store_true",
                    help="the tuning half's pages with a post missed or a date or author wrong")
    ap.add_argument("--peers", default=",".join(PEERS),
                    help="peers run on the same pages, comma-separated ('' for none; "
                         "bench/forum_peers.py, the bench extra installs them)")
    args = ap.parse_args(argv)
    engines = all_engines()
    names = args.engines.split(",") if args.engines else list(engines)
    peers = [p for p in args.peers.split(",") if p]
    for peer in [p for p in peers if not installed(p)]:
        print(f"{peer}: not installed (make .venv/.installed-bench installs the bench extra)")
        peers.remove(peer)
    totals = {half: [0] * 10 for half in HALVES}
    seconds: dict[str, float] = {}  # who -> time spent on every page
    peer_totals = {half: [[0] * 6 for _ in peers] for half in HALVES}
    print(f"{'half':7}{'engine':20}{'F1':>7}{'exact':>8}{'none':>6}{'date':>7}{'time':>7}"
          f"{'author':>8}" + (f"{'F1 cont':>9}" if peers else "") + "".join(
              f"   {peer[:7]:>7}{'F1 cont':>9}{'exact':>8}{'none':>6}" for peer in peers))
    for half in HALVES:
        for engine in names:
            if half_of(engine) != half:
                continue
            # found, extracted, gold, exact pages, pages without posts, pages, dates (the
            # day), authors, dates to the minute
            counts = [0] * 10
            peered = [[0] * 6 for _ in peers]
            for size, seed, html, messages in pages_of(engines[engine]):
                html = obfuscate(html) if args.obfuscate else html
                t0 = time.perf_counter()
                root = lxml.html.document_fromstring(html)
                posts = extract_posts(root, now=NOW).posts
                seconds["PEAN"] = seconds.get("PEAN", 0.0) + time.perf_counter() - t0
                bodies = [norm(p.body) for p in posts]
                pairs = matched_pairs(bodies, [m.gold() for m in messages], "f1")
                dated = sum(posts[i].date is not None
                            and posts[i].date.date() == messages[j].when.date() for i, j in pairs)
                named = sum(posts[i].author == messages[j].author for i, j in pairs)
                timed = sum(posts[i].date == messages[j].when for i, j in pairs)
                gold = [m.gold() for m in messages]
                contained = match_count([norm(p.text) for p in posts], gold, "contain") if (
                    peers) else 0
                page = (len(pairs), len(bodies), len(messages), len(bodies) == len(messages),
                        not bodies, 1, dated, named, timed, contained)
                counts = [a + b for a, b in zip(counts, page)]
                peered = [[a + b for a, b in zip(acc, peer_counts(peer, html, gold, seconds))]
                          for acc, peer in zip(peered, peers)]
                wrong = (len(pairs) < len(messages) or len(bodies) != len(messages)
                         or dated < len(pairs) or named < len(pairs))
                if args.verbose and half == "tuning" and wrong:
                    print(f"    {engine} size {size} seed {seed}: {len(bodies)} posts, "
                          f"{len(pairs)}/{len(messages)} found, dates {dated}, authors {named}")
            print(row(half, engine, counts, peered))
            totals[half] = [a + b for a, b in zip(totals[half], counts)]
            peer_totals[half] = [[a + b for a, b in zip(acc, more)]
                                 for acc, more in zip(peer_totals[half], peered)]
    for half, counts in totals.items():
        print(row(half, "all", counts, peer_totals[half]))
    pages = sum(counts[5] for counts in totals.values())
    print("parse + extract, page after page: " + ", ".join(
        f"{who} {1000 * spent / max(pages, 1):.1f} ms/page" for who, spent in seconds.items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
