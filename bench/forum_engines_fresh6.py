"""Fourteen more thread pages for bench/forum_engines.py, written the way further systems lay
them out: a Steam Community discussion, a Quora question with its answers, a heise online
forum thread (German), a Pikabu story with its comment tree (Russian), a Hupu BBS thread and an
NGA thread (Chinese), a Mobile01 thread (traditional Chinese), a Clien board post with its
comments (Korean), a gutefrage.net question with its answers (German), a Menéame story with
its comments (Spanish), a public-inbox thread page as lore.kernel.org serves it, a MantisBT
issue with its notes, a Gerrit change with its messages and a Bluesky post thread.

Markup written from memory after the systems' default templates as they are served (element
nesting, class names and ids, date wording in the site's language and the date shapes the
system uses, author boxes, quotes, signatures where the system shows them, nesting where the
system nests, the page around the thread), by someone who never read the extractor; the text
is generated. Quora, Hupu, Gerrit and Bluesky draw their pages with scripts (Gerrit in shadow
roots, Bluesky with React Native for Web), and NGA turns its posts' BBCode into markup with
one: those pages are written as a browser's saved DOM holds them, the posts in place. Where
the thread hangs under something that is not a post (a Quora question, which has only its
title) every message is an answer and the question is furniture; where the page opens the
thread (the topic's first post, the first posting, the story, the opening floor, the board
post, the question, the story's description, the first mail, the issue's description, the
commit message, the root post) the first message is that. Where comments are plain text a
quoted post is carried as "> " lines (Clien, the mails) or in italics after the number of the
comment it answers (Menéame). Each function takes the thread's list of ``Message`` and returns
the whole page; ``ENGINES`` maps the engine's name to it.
"""

from __future__ import annotations

import textwrap
from datetime import datetime, timedelta

from forum_engines import NOW, TITLE, Message, escape, joined, p_tags, page, paras
from forum_engines_fresh import MONTHS_RU_SHORT, _quoted, _tree
from forum_engines_fresh2 import MONTHS_EN, OTHER_THREADS, _descendants, _parent, _seconds, _ts
from forum_engines_fresh4 import WHO, _index, _n, _others, _qa_split
from forum_engines_fresh5 import _en_ago, _iso_z, _line_quote, bili_time, cet_zone, ru_plural
from forum_engines_more import days_ago, hm

# --- shared bits ------------------------------------------------------------------------------

MONTHS_RU_GEN = ("января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа",
                 "сентября", "октября", "ноября", "декабря")


def _hash(n: int, width: int = 32) -> str:
    """A stable hex string of ``width`` digits (avatar file names, commit ids, CIDs)."""
    out = ""
    k = n
    while len(out) < width:
        k = (k * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        out += f"{k:016x}"
    return out[:width]


def _cet_iso(t: datetime) -> str:
    """ISO 8601 with the Central European offset of the day: "2021-03-04T10:12:33+01:00"."""
    off = cet_zone(t)[0]
    return f"{t:%Y-%m-%dT%H:%M:%S}{off[:3]}:{off[3:]}"


def _slug(text: str) -> str:
    return "-".join(w.strip("?!.,").lower() for w in text.split())


# --- Steam Community discussions --------------------------------------------------------------

STEAM_APP = (227300, "Euro Truck Simulator 2")


def steam_date(t: datetime) -> str:
    """Steam's forum dates: "just now", "35 minutes ago", "5 hours ago" within the day, then
    "Mar 4 @ 10:12am" this year and "Mar 4, 2020 @ 10:12am" before."""
    s = _seconds(t)
    if 0 <= s < 60:
        return "just now"
    if 0 <= s < 3600:
        return f"{_n(int(s // 60), 'minute', 'minutes')} ago"
    if 0 <= s < 86400:
        return f"{_n(int(s // 3600), 'hour', 'hours')} ago"
    year = "" if t.year == NOW.year else f", {t.year}"
    return f"{t:%b} {t.day}{year} @ {hm(t, '')}"


def steam_url(m: Message) -> str:
    return (f"https://steamcommunity.com/id/{m.author.replace('.', '_')}" if m.uid % 2 else
            f"https://steamcommunity.com/profiles/{76561198000000000 + m.uid * 7919}")


def steam_cid(m: Message) -> int:
    return 3106892760551000000 + m.pid * 13


def steam_avatar(m: Message, cls: str) -> str:
    h = _hash(m.uid, 40)
    state = ("online", "offline", "in-game")[m.uid % 3]
    return (f'<div class="{cls} playerAvatar {state}"><a href="{steam_url(m)}" data-miniprofile'
            f'="{m.uid * 7919}"><img src="https://avatars.akamai.steamstatic.com/{h}.jpg" '
            f'srcset="https://avatars.akamai.steamstatic.com/{h}.jpg 1x, https://avatars.akamai'
            f'.steamstatic.com/{h}_medium.jpg 2x"></a></div>')


def steam_text(posts: list[Message], topic: str, m: Message) -> str:
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        href = topic if q is posts[0] else f"{topic}#c{steam_cid(q)}"
        quote = ('<blockquote class="bb_blockquote with_author"><div class="bb_quoteauthor">'
                 f'Originally posted by <b><a href="{href}">{m.quote[0]}</a></b>:</div>'
                 f'{escape(m.quote[2])}</blockquote>')
    return quote + paras(m)


def steam_stamp(t: datetime, cls: str) -> str:
    full = f"{t:%A}, {MONTHS_EN[t.month - 1]} {t.day}, {t.year} {hm(t, ' ', True)}"
    return (f'<span class="{cls}" title="{full}" data-timestamp="{_ts(t) + 28800}">'
            f'{steam_date(t)}</span>')


def steam_comment(posts: list[Message], topic: str, k: int) -> str:
    m = posts[k]
    cid = steam_cid(m)
    awards = (f'<div class="commentthread_comment_awards"><div class="award"><img src="https://'
              'store.cloudflare.steamstatic.com/public/images/loyalty/reactions/still/2.png" '
              f'title="Helpful"><span class="count">{m.uid % 3 + 1}</span></div></div>'
              if m.uid % 4 == 1 else "")
    return (
        f'<div class="commentthread_comment responsive_body_text " id="comment_{cid}" style="">'
        f'{steam_avatar(m, "commentthread_comment_avatar")}<div class="commentthread_comment_'
        'content"><div class="commentthread_comment_author"><a class="hoverunderline comment'
        f'thread_author_link" href="{steam_url(m)}" data-miniprofile="{m.uid * 7919}"><bdi>'
        f'{m.author}</bdi></a>{steam_stamp(m.when, "commentthread_comment_timestamp")}'
        '<div class="commentthread_comment_actions"><a class="actionlink forum_comment_report" '
        'href="javascript:void(0);" data-tooltip-text="Report this post"><img src="https://'
        'community.cloudflare.steamstatic.com/public/images/skin_1/notification_icon_flag.png">'
        f'</a></div><div class="forum_comment_permlink"><a class="hoverunderline" href="{topic}'
        f'#c{cid}">#{k}</a></div></div><div class="commentthread_comment_text" id="comment_'
        f'content_{cid}">{steam_text(posts, topic, m)}</div>{awards}<div class="commentthread_'
        'comment_edits"></div></div></div>')


def steam_discussions(posts: list[Message]) -> str:
    """A Steam Community discussion topic (2021 layout): the global header (STORE, COMMUNITY,
    ABOUT, SUPPORT, "Install Steam", "login | language"), the game hub's header and tabs,
    the breadcrumbs "Euro Truck Simulator 2 > General Discussions > Topic Details"; the
    opening post in div.forum_op (avatar, the author, span.date with data-timestamp "Mar 4 @
    10:12am", div.topic, div.content with <br>s); "Showing 1-5 of 5 comments" and the
    pager; div.commentthread_comment per reply (avatar, bdi name, span.commentthread_comment_
    timestamp titled "Thursday, March 4, 2021 10:12 AM", "#3", div.commentthread_comment_
    text, awards); quotes as "Originally posted by <b>bob</b>:" blockquotes; the right column
    ("Date Posted", "Posts", the rules, more discussions with their dates) and Valve's
    footer."""
    head = posts[0]
    app, game = STEAM_APP
    tid = 3106892760550000000 + head.pid
    topic = f"https://steamcommunity.com/app/{app}/discussions/0/{tid}/"
    n = len(posts) - 1
    comments = "".join(steam_comment(posts, topic, k) for k in range(1, len(posts)))
    paging = (f'<div class="forum_paging"><div class="forum_paging_summary ellipsis">Showing '
              f'<span>{1 if n else 0}-{n}</span> of <span>{n}</span> comments</div><div class="'
              'forum_paging_controls"><a class="pagebtn disabled">&lt;</a><span class="'
              'commentthread_pagelinks"><span class="commentthread_pagelink active">1</span>'
              '</span><a class="pagebtn disabled">&gt;</a></div><div style="clear: both;">'
              '</div></div>')
    more = "".join(
        f'<div class="forum_topic_link"><a class="forum_topic_overlay" href="https://steam'
        f'community.com/app/{app}/discussions/0/{tid - 97 * (k + 1)}/"></a><div class="forum_'
        f'topic_name">{x}</div><div class="forum_topic_lastpost">'
        f'{steam_date(_others(k))}</div><div class="forum_topic_reply_count">{k * 3 + 2}</div>'
        '</div>' for k, x in enumerate(OTHER_THREADS[:4]))
    tabs = "".join(
        f'<a class="apphub_sectionTab{" active" if x == "Discussions" else ""}" href="https://'
        f'steamcommunity.com/app/{app}/{x.lower()}/"><span>{x}</span></a>'
        for x in ("All", "Discussions", "Screenshots", "Artwork", "Broadcasts", "Videos",
                  "Workshop", "News", "Guides", "Reviews"))
    body = (
        '<div class="responsive_page_frame with_header"><div class="responsive_page_content">'
        '<div id="global_header"><div class="content"><div class="logo"><span id="logo_holder">'
        '<a href="https://store.steampowered.com/"><img src="https://community.cloudflare.steam'
        'static.com/public/shared/images/header/logo_steam.svg" width="176" height="44" alt="'
        'Link to the Steam Homepage"></a></span></div><div class="supernav_container"><a class="'
        'menuitem supernav" href="https://store.steampowered.com/">STORE</a><a class="menuitem '
        'supernav supernav_active" href="https://steamcommunity.com/">COMMUNITY</a><a class="'
        'menuitem" href="https://store.steampowered.com/about/">ABOUT</a><a class="menuitem" '
        'href="https://help.steampowered.com/en/">SUPPORT</a></div><div id="global_actions">'
        '<div id="global_action_menu"><a class="header_installsteam_btn header_installsteam_btn'
        '_green" href="https://store.steampowered.com/about/"><div class="header_installsteam_'
        'btn_content">Install Steam</div></a><a class="global_action_link" href="https://steam'
        f'community.com/login/home/?goto=app%2F{app}%2Fdiscussions%2F0%2F{tid}%2F">login</a> '
        '&nbsp;|&nbsp; <span class="pulldown global_action_link" id="language_pulldown">'
        'language</span></div></div></div></div><div class="responsive_page_template_content" '
        'id="responsive_page_template_content"><div class="apphub_HomeHeaderContent"><div '
        'class="apphub_HeaderTop"><div class="apphub_AppIcon"><img src="https://cdn.cloudflare.'
        f'steamstatic.com/steamcommunity/public/images/apps/{app}/{_hash(app, 40)}.jpg"><div '
        f'class="overlay"></div></div><div class="apphub_AppName ellipsis">{game}</div><div '
        'class="apphub_OtherSiteInfo"><a class="btnv6_blue_hoverfade btn_medium" href="https://'
        f'store.steampowered.com/app/{app}"><span>Store Page</span></a></div></div><div class="'
        f'apphub_sectionTabs">{tabs}</div></div><div class="forum_topic_area"><div class="'
        'maincontent"><div class="breadcrumbs"><div class="blotter_breadcrumbs"><a href="https:'
        f'//steamcommunity.com/app/{app}">{game}</a> &gt; <a href="https://steamcommunity.com/'
        f'app/{app}/discussions/">General Discussions</a> &gt; <span>Topic Details</span></div>'
        f'</div><div id="forum_op_{tid}" class="forum_op">'
        f'{steam_avatar(head, "forum_op_avatar")}<div class="authorline"><a class="hoverunder'
        f'line forum_op_author" href="{steam_url(head)}" data-miniprofile="{head.uid * 7919}">'
        f'{head.author}</a> {steam_stamp(head.when, "date")}<div class="forum_op_actions"><a '
        'class="actionlink" href="javascript:void(0);" data-tooltip-text="Report this post">'
        '<img src="https://community.cloudflare.steamstatic.com/public/images/skin_1/'
        f'notification_icon_flag.png"></a></div></div><div class="topic">{TITLE}</div><div '
        f'class="content">{paras(head)}</div><div class="forum_audit"></div></div><div class="'
        f'commentthread_area" id="commentthread_ForumTopic_{tid}_area">{paging}<div class="'
        f'commentthread_comments" id="commentthread_ForumTopic_{tid}_posts">{comments}</div>'
        f'{paging}<div class="commentthread_entry"><div class="commentthread_user_avatar '
        'playerAvatar"><img src="https://avatars.akamai.steamstatic.com/fef49e7fa7e1997310d705'
        'b2a6158ff8dc1cdfeb.jpg"></div><div class="commentthread_entry_quotebox"><a href="https'
        '://steamcommunity.com/login/home/">Sign in</a> to post a reply.</div></div></div></div>'
        '<div class="rightcol responsive_local_menu"><div class="rightbox forum_rightbox"><div '
        'class="content"><div class="topic_stats"><div class="statsitem">Date Posted: '
        f'{steam_stamp(head.when, "date")}</div><div class="statsitem">Posts: {len(posts)}</div>'
        '</div><a class="btn_darkblue_white_innerfade btn_medium" href="https://steamcommunity'
        f'.com/app/{app}/discussions/0/"><span>Start a New Discussion</span></a></div></div><div'
        ' class="rightbox"><div class="content"><div class="discussions_rules_header">Discussions'
        ' Rules and Guidelines</div><div>This is the place to discuss everything about '
        f'{game}. Please read the rules before posting.</div></div></div><div class="rightbox">'
        f'<div class="content"><div class="forum_rightbox_header">More discussions</div>{more}'
        '</div></div></div></div></div><div id="footer_spacer"></div><div id="footer"><div '
        'class="footer_content"><span id="footerLogo"><img src="https://community.cloudflare.'
        'steamstatic.com/public/images/skin_1/footerLogo_valve.png" width="96" height="26" '
        'border="0" alt="Valve Logo"></span><span id="footerText">&copy; Valve Corporation. All'
        ' rights reserved. All trademarks are property of their respective owners in the US '
        'and other countries.<br>Some geospatial data on this website is provided by <a href="'
        'https://steamcommunity.com/linkfilter/?url=http://www.geonames.org">geonames.org</a>.'
        '<br><span class="valve_links"><a href="https://store.steampowered.com/privacy_'
        'agreement/">Privacy Policy</a> &nbsp; | &nbsp;<a href="https://store.steampowered.com'
        '/legal/">Legal</a> &nbsp;| &nbsp;<a href="https://store.steampowered.com/subscriber_'
        'agreement/">Steam Subscriber Agreement</a> &nbsp;| &nbsp;<a href="https://store.'
        'steampowered.com/account/cookiepreferences/">Cookies</a></span></span></div></div>'
        '</div></div>')
    return page(f"Steam Community :: {game} :: {TITLE}", body)


# --- Quora question and answers (saved DOM) ---------------------------------------------------

QUORA_QUESTION = f"Why is there a {TITLE[0].lower()}{TITLE[1:]}?"
QUORA_SLUG = "Why-is-there-a-strange-noise-after-the-last-update"
QUORA_CREDENTIALS = ("Former service technician at a Ford dealership", "Lives in Leeds",
                     "Car enthusiast, 20 years of DIY repairs", "Studied Electrical Engineering",
                     "Works at an auto parts store", "Owner of too many old cars")
LINK = "q-box Link___StyledBox-t2xg9c-0 KlcoI"


def quora_when(t: datetime) -> str:
    """"5m", "3h" within the day, "Mar 4" within the year, "Jul 17, 2020" in the year before,
    then "2y"."""
    s = _seconds(t)
    if 0 <= s < 3600:
        return f"{max(int(s // 60), 1)}m"
    if 0 <= s < 86400:
        return f"{int(s // 3600)}h"
    if s < 365 * 86400:
        return f"{t:%b} {t.day}" + ("" if t.year == NOW.year else f", {t.year}")
    return f"{int(s // (365 * 86400))}y"


def quora_p(text: str) -> str:
    return ('<p class="q-text qu-display--block qu-wordBreak--break-word qu-textAlign--start" '
            'style="box-sizing: border-box; margin-bottom: 1em; direction: ltr;"><span>'
            f'{escape(text)}</span></p>')


def quora_answer(m: Message, i: int) -> str:
    verb = "Updated" if m.uid % 3 == 0 else "Answered"
    photo = _hash(m.uid, 32)
    cred = QUORA_CREDENTIALS[m.uid % len(QUORA_CREDENTIALS)]
    quote = (f'<blockquote class="q-box qu-borderLeft qu-pl--small qu-my--small qu-borderColor'
             f'--gray_ultralight" style="border-left-width: 3px;">{quora_p(m.quote[2])}'
             '</blockquote>' if m.quote else "")
    ups = m.uid * 37 % 90 + 1
    views = f"{(m.uid * 311 % 9000 + 120) / 1000:.1f}K" if m.uid % 2 else str(m.uid * 7 + 40)
    upvoted = (f'<div class="q-text qu-dynamicFontSize--small qu-color--gray_light qu-mb--tiny">'
               f'Upvoted by <a class="{LINK} qu-color--gray_dark qu-cursor--pointer" href="https'
               f'://www.quora.com/profile/{WHO[m.uid % 5]}">{WHO[m.uid % 5]}</a>, Automotive '
               'technician for 20 years</div>' if m.uid % 4 == 0 else "")
    return (
        f'<div class="q-box dom_annotate_question_answer_item_{i} qu-borderAll qu-borderColor--'
        'raised qu-boxShadow--small qu-mb--small qu-bg--raised" style="box-sizing: border-box;'
        ' border-radius: 8px;"><div class="q-box qu-pt--medium qu-hover--bg--darken"><div '
        'class="q-relative qu-pb--tiny qu-px--medium"><div class="q-flex qu-alignItems--flex-'
        'start"><div class="q-box qu-mr--small"><div class="q-box" style="width: 36px; height: '
        f'36px;"><img class="q-image qu-display--block" src="https://qph.cf2.quoracdn.net/main-'
        f'thumb-{m.uid * 104729}-100-{photo}.jpeg" alt="Profile photo for {m.author}"></div>'
        '</div><div class="q-box qu-flex--auto"><div class="q-flex qu-flexWrap--wrap qu-align'
        'Items--center"><div class="q-text qu-dynamicFontSize--small qu-bold qu-color--gray_'
        f'dark qu-passColorToLinks"><span class="q-box"><a class="{LINK} puppeteer_test_link '
        'qu-cursor--pointer qu-hover--textDecoration--underline" href="https://www.quora.com/'
        f'profile/{m.author}">{m.author}</a></span></div><div class="q-text qu-dynamicFontSize'
        '--small qu-color--gray"><span class="q-box"> · </span><button class="q-click-wrapper '
        'qu-color--blue_dark" role="button" tabindex="0">Follow</button></div></div><div class='
        '"q-text qu-dynamicFontSize--small qu-color--gray qu-passColorToLinks"><span class="q-'
        f'box qu-mr--tiny">{cred}</span><span class="q-box"> · </span><a class="{LINK} answer_'
        'timestamp qu-cursor--pointer qu-hover--textDecoration--underline" href="https://www.'
        f'quora.com/{QUORA_SLUG}/answer/{m.author}">{verb} {quora_when(m.when)}</a></div></div>'
        f'</div></div>{upvoted}<div class="q-box spacing_log_answer_content puppeteer_test_'
        'answer_content"><div class="q-relative spacing_log_answer_content"><div class="q-text '
        'qu-wordBreak--break-word" style="max-width: 100%; display: block;"><span class="q-box '
        f'qu-userSelect--text">{quote}{"".join(quora_p(p) for p in m.paragraphs)}</span></div>'
        '</div></div><div class="q-text qu-dynamicFontSize--small qu-color--gray qu-mt--small">'
        f'{views} views · <a class="{LINK} qu-cursor--pointer" href="https://www.quora.com/'
        f'{QUORA_SLUG}/answer/{m.author}/upvoters">View upvotes</a></div></div><div class="q-box'
        ' qu-px--medium qu-pb--tiny"><div class="q-flex qu-justifyContent--space-between qu-'
        'alignItems--center"><div class="q-flex qu-alignItems--center"><div class="q-flex qu-'
        'borderRadius--pill qu-bg--gray_ultralight"><button class="q-click-wrapper qu-active'
        '--textDecoration--none qu-borderRadius--pill" role="button" aria-label="Upvote" '
        'tabindex="0"><span class="q-text qu-whiteSpace--nowrap qu-display--inline-flex qu-'
        'alignItems--center"><span class="q-text qu-whiteSpace--nowrap">Upvote</span><span '
        f'class="q-text"> · {ups}</span></span></button><button class="q-click-wrapper" role="'
        'button" aria-label="Downvote" tabindex="0"><span class="q-box"></span></button></div>'
        '<button class="q-click-wrapper" role="button" aria-label="Comment" tabindex="0"><span '
        f'class="q-text">{m.uid % 5 or ""}</span></button><button class="q-click-wrapper" role="'
        'button" aria-label="Share" tabindex="0"><span class="q-text">'
        f'{m.uid % 3 or ""}</span></button></div><button class="q-click-wrapper" role="button" '
        'aria-label="More" tabindex="0"><span class="q-box">…</span></button></div></div></div>')


def quora_answers(posts: list[Message]) -> str:
    """A Quora question page as the browser's DOM holds it (2021, hashed React classes q-box /
    q-text / qu-*): the header (logo, Home, Following, Answer, Spaces, Notifications, "Search
    Quora", "Try Quora+", "Add question"); the question card (topics, the title in a
    puppeteer_test_question_title div, "Answer", "Follow · 14", "Request"); "Sort
    Recommended"; then one div.dom_annotate_question_answer_item_N per answer (the profile
    photo, the name, a credential, a.answer_timestamp "Answered 2y" / "Updated Mar 4" /
    "Answered 5h", "Upvoted by ..." on some, the text in spacing_log_answer_content as
    q-text <p>s, views, Upvote · 12, comments, shares); quotes as a bordered blockquote of the
    quoted text; "Related questions" on the right and the footer links. The question has no
    text of its own: every message is an answer."""
    answers = "".join(quora_answer(m, i) for i, m in enumerate(posts))
    topics = "".join(
        f'<div class="q-box qu-display--inline-block qu-mr--tiny"><a class="{LINK} qu-'
        f'cursor--pointer" href="https://www.quora.com/topic/{x.replace(" ", "-")}"><div class='
        f'"q-text qu-dynamicFontSize--small qu-color--gray_dark qu-borderRadius--pill qu-px--'
        f'small qu-bg--gray_ultralight">{x}</div></a></div>'
        for x in ("Cars", "Automotive Repair and Maintenance", "Car Noises"))
    related = "".join(
        f'<div class="q-box qu-pb--small"><a class="{LINK} qu-cursor--pointer qu-hover--text'
        f'Decoration--underline" href="https://www.quora.com/{x.replace(" ", "-").strip("?")}">'
        f'<div class="q-text qu-dynamicFontSize--regular qu-color--blue_dark">{x}</div></a>'
        '</div>' for x in ("Why does my car make a humming noise when I accelerate?",
                           "Can a software update damage a car's infotainment system?",
                           "What causes a rattling noise behind the dashboard?",
                           "Is it safe to drive with a strange noise coming from the engine?",
                           "How do I reset my car's head unit to factory settings?"))
    nav = "".join(
        f'<a class="{LINK} qu-cursor--pointer" href="https://www.quora.com/{h}" aria-label="'
        f'{x}"><div class="q-flex qu-alignItems--center qu-px--small"><span class="q-text">{x}'
        '</span></div></a>' for h, x in (("", "Home"), ("following", "Following"),
                                         ("answer", "Answer"), ("spaces", "Spaces"),
                                         ("notifications", "Notifications")))
    body = (
        '<div id="root"><div class="q-box"><div class="q-fixed qu-fullX qu-zIndex--header qu-'
        'bg--raised qu-borderBottom qu-boxShadow--medium" style="box-sizing: border-box; top: 0'
        'px;"><div class="q-flex qu-alignItems--center qu-justifyContent--center qu-px--small"'
        f'><a class="{LINK} qu-cursor--pointer" href="https://www.quora.com/" aria-label="Quora'
        '"><svg width="89px" height="50px" viewBox="0 0 89 50"><title>Quora</title><g fill="'
        f'#B92B27"><path d="M11 30.5c-4 0-7-3.4-7-8s3-8 7-8 7 3.4 7 8-3 8-7 8z"/></g></svg></a>'
        f'{nav}<div class="q-box qu-flex--auto qu-mx--small"><div class="q-flex qu-border'
        'Radius--small qu-bg--raised qu-borderAll"><input class="q-input qu-flex--auto qu-color'
        '--gray_dark" type="text" placeholder="Search Quora" aria-label="Search Quora"></div>'
        '</div><button class="q-click-wrapper qu-bg--gray_ultralight qu-borderRadius--pill" '
        'role="button">Try Quora+</button><button class="q-click-wrapper qu-bg--red qu-color--'
        'white qu-borderRadius--pill" role="button">Add question</button></div></div><div '
        'class="q-box qu-pt--medium"><div class="q-flex qu-justifyContent--center"><div class="'
        'q-box qu-flex--auto" style="max-width: 600px;"><div class="q-box qu-borderAll qu-'
        'borderRadius--small qu-bg--raised qu-mb--small"><div class="q-box qu-px--medium qu-pt'
        f'--medium"><div class="q-box qu-mb--tiny">{topics}</div><div class="q-text puppeteer_'
        'test_question_title" style="box-sizing: border-box;"><span class="q-box qu-user'
        f'Select--text"><span>{QUORA_QUESTION}</span></span></div></div><div class="q-flex qu-'
        'px--medium qu-py--small qu-alignItems--center"><button class="q-click-wrapper qu-'
        'borderRadius--pill qu-bg--gray_ultralight" role="button"><span class="q-text">Answer'
        '</span></button><button class="q-click-wrapper qu-borderRadius--pill" role="button">'
        '<span class="q-text">Follow</span><span class="q-text"> · '
        f'{len(posts) * 3 + 5}</span></button><button class="q-click-wrapper qu-borderRadius--'
        'pill" role="button"><span class="q-text">Request</span></button></div></div><div '
        'class="q-flex qu-justifyContent--space-between qu-alignItems--center qu-mb--small">'
        f'<div class="q-text qu-bold">{_n(len(posts), "Answer", "Answers")}</div><button class="'
        'q-click-wrapper qu-borderRadius--pill" role="button" aria-haspopup="listbox"><span '
        'class="q-text">Sort</span><span class="q-text qu-bold"> Recommended</span></button>'
        f'</div><div class="q-box">{answers}</div></div><div class="q-box qu-ml--medium" style='
        '"width: 300px;"><div class="q-box qu-borderAll qu-borderRadius--small qu-bg--raised qu-'
        'p--medium"><div class="q-text qu-dynamicFontSize--regular qu-bold qu-pb--small qu-'
        f'borderBottom">Related questions</div>{related}<a class="{LINK} qu-cursor--pointer" '
        'href="https://www.quora.com/search?q=strange+noise+after+update"><div class="q-text '
        'qu-color--blue_dark">More related questions</div></a></div><div class="q-text qu-'
        'dynamicFontSize--small qu-color--gray qu-mt--medium"><a href="https://www.quora.com/'
        'about">About</a> · <a href="https://www.quora.com/careers">Careers</a> · <a href="'
        'https://www.quora.com/about/privacy">Privacy</a> · <a href="https://www.quora.com/about'
        '/tos">Terms</a> · <a href="https://www.quora.com/contact">Contact</a> · <a href="https:'
        '//www.quora.com/about/languages">Languages</a> · <a href="https://www.quora.com/about/'
        'adchoices">Your Ad Choices</a> · <a href="https://www.quora.com/press">Press</a> · © '
        'Quora, Inc. 2021</div></div></div></div></div></div>')
    return page(f"{QUORA_QUESTION} - Quora", body)


# --- heise online forum (German) --------------------------------------------------------------

HEISE_ARTICLE = "Software-Update: Autohersteller bestätigt Geräusche im Armaturenbrett"
HEISE_FORUM = ("/forum/heise-online/Kommentare/Software-Update-Autohersteller-bestaetigt-"
               "Geraeusche-im-Armaturenbrett/forum-468123")


def heise_date(t: datetime) -> str:
    """"04.03.2021 10:12"."""
    return f"{t:%d.%m.%Y %H:%M}"


def heise_time(t: datetime, cls: str) -> str:
    return (f'<time class="{cls}" datetime="{_cet_iso(t)}" itemprop="datePublished">'
            f'{heise_date(t)}</time>')


def heise_user(m: Message) -> str:
    count = m.uid * 97 % 2400 + 3
    since = joined(m)
    many = "mehr als 1000" if count > 1000 else str(count)
    return (f'<span class="full_user_string" title="{many} Beiträge seit {since:%d.%m.%Y}">'
            f'<a class="user_link" href="/forum/user/{m.uid * 104729}/"><span class="pseudonym'
            f'" itemprop="name">{m.author}</span></a></span>')


def heise_posting(posts: list[Message], kids: dict[int, list[int]], k: int, depth: int,
                  thread: str) -> str:
    m = posts[k]
    pid = 38900000 + m.pid * 3
    url = f"{thread}posting-{pid}/show/"
    subject = TITLE if k == 0 else f"Re: {TITLE}"
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = (f'<p class="posting_quote_intro">{m.quote[0]} schrieb am {heise_date(q.when)}:'
                 f'</p><blockquote class="posting_quote">{escape(m.quote[2])}</blockquote>')
    sig = (f'<div class="posting_signature"><p>{escape(m.signature)}</p></div>'
           if m.signature else "")
    edited = (f'<p class="posting_edited">Das Posting wurde vom Benutzer editiert ('
              f'{heise_date(m.when + timedelta(minutes=7))}).</p>' if m.uid % 5 == 2 else "")
    up, down = m.uid * 7 % 23, m.uid * 3 % 7
    below = "".join(heise_posting(posts, kids, c, depth + 1, thread) for c in kids[k])
    children = (f'<ul class="tree_thread_list tree_thread_list--level{depth + 1}">{below}</ul>'
                if below else "")
    return (
        f'<li class="tree_thread_list--item" id="posting_{pid}" data-level="{depth}"><article '
        'class="posting_element" itemscope itemtype="https://schema.org/Comment"><header class='
        f'"posting_header"><h3 class="posting_subject" itemprop="headline"><a href="{url}">'
        f'{subject}</a></h3><div class="posting_meta">{heise_user(m)} '
        f'{heise_time(m.when, "posting_timestamp")}</div></header><div class="bbcode_v1 posting_'
        f'text" itemprop="text">{quote}{p_tags(m)}</div>{sig}{edited}<footer class="posting_'
        f'footer"><div class="posting_voting" title="{up} positive, {down} negative Bewertungen'
        f'"><a class="posting_voting--up" href="{url[:-5]}vote/positive/" rel="nofollow" title'
        f'="Beitrag positiv bewerten">+</a><span class="posting_voting--bar" style="width: '
        f'{100 * up // max(up + down, 1)}%"></span><a class="posting_voting--down" href="'
        f'{url[:-5]}vote/negative/" rel="nofollow" title="Beitrag negativ bewerten">−</a></div>'
        f'<ul class="posting_actions"><li><a href="{url[:-5]}reply/" rel="nofollow">Antworten'
        f'</a></li><li><a href="{url[:-5]}reply/?quote=1" rel="nofollow">Zitieren</a></li><li>'
        f'<a href="{url}">Permalink</a></li><li><a href="{url[:-5]}report/" rel="nofollow">'
        f'Melden</a></li></ul></footer></article>{children}</li>')


def heise_forum(posts: list[Message]) -> str:
    """A heise online forum thread under an article's comments, in the thread view with every
    posting unfolded: the consent banner ("Zustimmen", "Pur-Abo"), heise's header and
    navigation, the breadcrumbs "Forum › heise online › Kommentare › <article>", the article
    teaser with its date, the thread title and "Ansicht: Thread | Flach"; then the tree:
    li.tree_thread_list--item per posting (h3.posting_subject "Re: ...", the pseudonym titled
    "mehr als 1000 Beiträge seit 12.05.2004", time.posting_timestamp "04.03.2021 10:12",
    div.posting_text, the signature, "Das Posting wurde vom Benutzer editiert (...)" on some,
    the rating bar, Antworten / Zitieren / Permalink / Melden), each reply in a ul one level
    deeper; quotes as "bob schrieb am 04.03.2021 10:12:" and a blockquote; the sidebar with
    the forum's newest threads and their dates, and the footer. The first posting is the
    first message."""
    head = posts[0]
    tops, kids = _tree(posts)
    kids[0] = tops
    thread = f"{HEISE_FORUM}/{_slug(TITLE).title()}/thread-{6500000 + head.pid}/"
    tree = heise_posting(posts, kids, 0, 0, thread)
    published = head.when - timedelta(hours=2, minutes=20)
    newest = "".join(
        f'<li class="forum_sidebar--item"><a href="{HEISE_FORUM}/thread-{6499000 + k}/">{x}</a>'
        f'<span class="forum_sidebar--meta">{WHO[k]}, {heise_date(_others(k))}</span></li>'
        for k, x in enumerate(("Betrifft nur die neuen Modelle?", "Over-the-Air ist Fluch und "
                               "Segen", "Bei mir seit Tagen Ruhe", "Rückruf wäre angebracht")))
    nav = "".join(f'<li class="main-nav__item"><a href="/{h}">{x}</a></li>'
                  for h, x in (("newsticker/", "News"), ("thema/", "Themen"),
                               ("plus/", "heise+"), ("forum/", "Forum"), ("ct/", "c't"),
                               ("ix/", "iX"), ("tr/", "Technology Review"), ("jobs/", "Jobs")))
    body = (
        '<div id="consent-banner" class="consent-banner" role="dialog" aria-modal="true"><div '
        'class="consent-banner__content"><p class="consent-banner__title">Wir verarbeiten '
        'personenbezogene Daten</p><p>Wir und unsere Partner verwenden Cookies und ähnliche '
        'Technologien, um Inhalte und Anzeigen zu personalisieren und Zugriffe zu analysieren. '
        'Sie können heise online mit Werbung und Tracking nutzen oder das Pur-Abo abschließen.'
        '</p><button class="consent-banner__accept">Zustimmen</button><a class="consent-banner'
        '__pur" href="/plus/pur/">Pur-Abo abschließen</a></div></div><header class="header">'
        '<div class="header__inner"><a class="header__logo" href="/" title="heise online"><img'
        ' src="/icons/ho/heise_online_logo.svg" alt="heise online" width="156" height="40"></a>'
        f'<nav class="main-nav" aria-label="Hauptnavigation"><ul>{nav}</ul></nav><form class="'
        'header__search" action="/suche/" method="get"><input type="search" name="q" '
        'placeholder="Suchen"></form><a class="header__login" href="/sso/login/?forward=%2F'
        'forum%2F">Anmelden</a></div></header><main id="forum" class="forum"><nav class="'
        'forum_breadcrumbs" aria-label="Breadcrumb"><ol><li><a href="/forum/startseite/">Forum'
        '</a></li><li><a href="/forum/heise-online/forum-1/">heise online</a></li><li><a href="'
        '/forum/heise-online/Kommentare/forum-2/">Kommentare</a></li><li><a href="'
        f'{HEISE_FORUM}/">{HEISE_ARTICLE}</a></li></ol></nav><div class="forum_article_teaser">'
        '<span class="forum_article_teaser--label">Zum Artikel:</span> <a href="/news/Software'
        f'-Update-Autohersteller-bestaetigt-Geraeusche-{5012000 + head.pid}.html">'
        f'{HEISE_ARTICLE}</a> <time datetime="{_cet_iso(published)}">{heise_date(published)} '
        'Uhr</time> <span class="forum_article_teaser--author">Von Martin Holland</span></div>'
        f'<div class="forum_content"><div class="forum_main"><h1 class="thread_title">{TITLE}'
        '</h1><div class="thread_tools"><span class="thread_tools--view">Ansicht: <a class="'
        f'active" href="{thread}">Thread</a> | <a href="{thread}?view=flat">Flach</a></span> '
        f'<span class="thread_tools--count">{_n(len(posts), "Beitrag", "Beiträge")}</span> <a '
        f'class="thread_tools--new" href="{HEISE_FORUM}/new/" rel="nofollow">Neuen Thread '
        'starten</a></div><ul class="tree_thread_list tree_thread_list--expanded tree_thread_'
        f'list--level0">{tree}</ul><div class="thread_pagination"><a href="{HEISE_FORUM}/">'
        'Zurück zum Forum</a></div></div><aside class="forum_sidebar"><h2 class="forum_sidebar'
        f'--title">Neueste Threads</h2><ul class="forum_sidebar--list">{newest}</ul><div class="'
        'forum_sidebar--rules"><a href="/forum/Foren-Regeln/">Forenregeln</a> · <a href="/'
        'forum/FAQ/">Forum-FAQ</a></div></aside></div></main><footer class="footer"><div class'
        '="footer__links"><a href="/impressum.html">Impressum</a> <a href="/privacy">'
        'Datenschutzhinweis</a> <a href="/nutzungsbedingungen/">Nutzungsbedingungen</a> <a '
        'href="/mediadaten/">Mediadaten</a> <a href="/kontakt/">Kontakt</a></div><p class="'
        'footer__copyright">© 2021 heise online, Heise Medien GmbH &amp; Co. KG</p></footer>')
    return page(f"{TITLE} | Forum - heise online", body, "de")


# --- Pikabu story and comments (Russian) ------------------------------------------------------

PIKABU_STORY = "/story/strannyy_shum_posle_obnovleniya_{}"


def pikabu_date(t: datetime) -> str:
    """"только что", "5 минут назад", "3 часа назад" within the day, then "4 мар 2021"."""
    s = _seconds(t)
    if 0 <= s < 60:
        return "только что"
    if 0 <= s < 3600:
        return f"{ru_plural(int(s // 60), 'минуту', 'минуты', 'минут')} назад"
    if 0 <= s < 86400:
        return f"{ru_plural(int(s // 3600), 'час', 'часа', 'часов')} назад"
    return f"{t.day} {MONTHS_RU_SHORT[t.month - 1]} {t.year}"


def pikabu_time(t: datetime, cls: str) -> str:
    full = f"{t.day} {MONTHS_RU_GEN[t.month - 1]} {t.year} в {t:%H:%M}"
    return (f'<time datetime="{t:%Y-%m-%dT%H:%M:%S}+03:00" class="{cls} hint" aria-label="'
            f'{full}" title="{full}">{pikabu_date(t)}</time>')


def pikabu_avatar(m: Message) -> str:
    return (f'<span class="avatar avatar_small"><img data-src="https://cs{m.uid % 9 + 1}.pikabu'
            f'.ru/avatars/{m.uid * 7919 % 9000}/x{m.uid * 104729}-{m.uid}.png" src="https://cs'
            f'{m.uid % 9 + 1}.pikabu.ru/avatars/{m.uid * 7919 % 9000}/x{m.uid * 104729}-{m.uid}'
            f'.png" alt="{m.author}"></span>')


def pikabu_comment(posts: list[Message], kids: dict[int, list[int]], k: int, sid: int,
                   depth: int) -> str:
    m = posts[k]
    head = posts[0]
    cid = 198000000 + m.pid * 7
    parent = _parent(posts, kids, k)
    pcid = 198000000 + posts[parent].pid * 7 if parent else 0
    up, down = m.uid * 13 % 41, m.uid * 3 % 5
    author = ('<span class="comment__user-author">автор поста</span>'
              if m.author == head.author else "")
    quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
    below = "".join(pikabu_comment(posts, kids, c, sid, depth + 1) for c in kids[k])
    meta = (f"pid={pcid};aid={m.uid * 104729};sid={sid};said={head.uid * 104729};"
            f"d={m.when:%Y-%m-%dT%H:%M:%S}+03:00;de=0;ic=0;r={up - down};av=+{up}=-{down}")
    return (
        f'<div class="comment" id="comment_{cid}" data-id="{cid}" data-author-id="'
        f'{m.uid * 104729}" data-meta="{meta}" data-indent="{depth}"><div class="comment__body"'
        '><div class="comment__header"><div class="comment__user" data-name="'
        f'{m.author}"><a href="/@{m.author}" class="user">{pikabu_avatar(m)}<span class="user'
        f'__nick">{m.author}</span></a>{author}</div><div class="comment__tools"><div class="'
        'comment__rating"><div class="comment__rating-up"></div><div class="comment__rating-'
        f'count">{up - down:+d}</div><div class="comment__rating-down"></div></div>'
        f'{pikabu_time(m.when, "comment__datetime")}<a class="comment__tool" href="'
        f'{PIKABU_STORY.format(sid)}?cid={cid}" data-role="link">#</a></div></div><div class="'
        f'comment__content">{quote}{p_tags(m)}</div><div class="comment__controls"><span class="'
        'comment__tool" data-role="reply">Ответить</span><span class="comment__tool" data-role'
        '="more">ещё</span></div></div>'
        + (f'<div class="comment__children">{below}</div>' if below else "") + '</div>')


def pikabu(posts: list[Message]) -> str:
    """A Pikabu story page: the cookie notice, the header (logo, Горячее / Лучшее / Свежее /
    Сообщества, search, "Войти"); article.story (the rating block, h1.story__title, the
    community "Автомобилисты", the tags, div.story__content with story-block_type_text
    paragraphs, the footer with the comment count, "Сохранить", "Поделиться", the author
    and time.story__datetime "3 часа назад" / "4 мар 2021" titled "4 марта 2021 в 10:12");
    then section.comments ("Комментарии", "Лучшие / Актуальные"): div.comment per comment
    with data-meta (pid, aid, d=...), the avatar and nick, "автор поста" on the story
    author's, the rating, time.comment__datetime, div.comment__content, "Ответить"; the
    replies in div.comment__children under their comment, nested; quotes as blockquotes; the
    sidebar (login, "Лучшие посты недели" with dates, popular tags) and the footer. The story
    is the first message."""
    head = posts[0]
    tops, kids = _tree(posts)
    sid = 8012000 + head.pid
    n = len(posts) - 1
    comments = "".join(pikabu_comment(posts, kids, k, sid, 0) for k in tops)
    rating = head.uid * 29 % 400 + 12
    tags = "".join(f'<a class="tags__tag" data-tag="{x}" href="/tag/{x}">{x}</a>'
                   for x in ("Авто", "Обновление", "Шум", "Вопрос"))
    best = "".join(
        f'<li class="sidebar-list__item"><a href="/story/{8011000 + k}">{x}</a><time datetime'
        f'="{_others(k):%Y-%m-%dT%H:%M:%S}+03:00" class="hint">{pikabu_date(_others(k))}</time>'
        '</li>' for k, x in enumerate(("Как я менял ремень ГРМ в гараже у тёщи",
                                       "Зимняя резина: шипы или липучка?",
                                       "Когда сервис сказал, что всё в порядке")))
    body = (
        '<div class="cookie-notice" data-role="cookie-notice"><span>Пикабу использует cookies '
        'для улучшения работы сайта. Продолжая пользоваться сайтом, вы соглашаетесь с <a href="'
        '/information/cookies">правилами</a>.</span><button class="button button_success">'
        'Хорошо</button></div><header class="header"><div class="header__main"><a class="'
        'header__logo" href="/"><span class="header__logo-text">Пикабу</span></a><nav class="'
        'header-menu"><a class="header-menu__item" href="/">Горячее</a><a class="header-menu__'
        'item" href="/best">Лучшее</a><a class="header-menu__item" href="/new">Свежее</a><a '
        'class="header-menu__item" href="/communities">Сообщества</a></nav><form class="header'
        '__search" action="/search"><input type="text" name="q" placeholder="Поиск по Пикабу">'
        '</form><a class="header__login" href="/auth">Войти</a></div></header><div class="app__'
        'inner"><main class="main"><div class="main__inner"><article class="story" data-story-'
        f'id="{sid}" data-rating="{rating}" data-author-id="{head.uid * 104729}" data-story-'
        f'long="false" data-comments="{n}"><div class="story__main"><header class="story__'
        'header"><div class="story__rating-block"><div class="story__rating-up" data-role="'
        f'rating-up"></div><div class="story__rating-count">{rating}</div><div class="story__'
        'rating-down" data-role="rating-down"></div></div><div class="story__community"><a '
        'class="story__community-link" href="/community/auto">Автомобилисты</a></div><h1 class'
        f'="story__title"><span class="story__title-link">{TITLE}</span></h1><div class="story__'
        f'tags tags">{tags}</div></header><div class="story__content story__typography"><div '
        'class="story__content-inner">'
        + "".join(f'<div class="story-block story-block_type_text"><p>{escape(p)}</p></div>'
                  for p in head.paragraphs)
        + '</div></div><footer class="story__footer"><div class="story__footer-tools"><a class'
        f'="story__comments-link" href="{PIKABU_STORY.format(sid)}#comments"><span class="'
        f'story__comments-link-count">{n}</span></a><span class="story__save" data-role="save">'
        'Сохранить</span><span class="story__share" data-role="share">Поделиться</span></div>'
        f'<div class="story__user user" data-name="{head.author}"><a class="user__info" href="/'
        f'@{head.author}">{pikabu_avatar(head)}<span class="user__nick">{head.author}</span>'
        f'</a>{pikabu_time(head.when, "caption story__datetime")}</div></footer></div></article>'
        f'<section class="comments comments_show" id="comments" data-story-id="{sid}"><header '
        'class="comments__header"><div class="comments__title">Комментарии</div><div class="'
        'comments__count">'
        f'{ru_plural(n, "комментарий", "комментария", "комментариев")}</div><div class="'
        'comments__sort"><span class="comments__sort-item comments__sort-item_active">Лучшие'
        '</span><span class="comments__sort-item">Актуальные</span></div></header><div class="'
        f'comments__container" data-story-id="{sid}">{comments}</div><div class="comments__'
        'auth">Чтобы оставить комментарий, <a href="/auth">необходимо авторизоваться</a></div>'
        '</section></div></main><aside class="sidebar"><div class="sidebar-block sidebar-auth">'
        '<div class="sidebar-block__title">Авторизация</div><form class="auth" action="/ajax/'
        'auth.php" method="post"><input type="text" name="username" placeholder="Логин"><input '
        'type="password" name="password" placeholder="Пароль"><button class="button">Войти'
        '</button></form></div><div class="sidebar-block"><div class="sidebar-block__title">'
        f'Лучшие посты недели</div><ul class="sidebar-list">{best}</ul></div><div class="'
        'sidebar-block"><div class="sidebar-block__title">Популярные теги</div><div class="tags'
        '"><a class="tags__tag" href="/tag/Авто">Авто</a><a class="tags__tag" href="/tag/ДТП">'
        'ДТП</a><a class="tags__tag" href="/tag/Ремонт">Ремонт</a></div></div></aside></div>'
        '<footer class="footer"><div class="footer__links"><a href="/information/rules">Правила'
        '</a><a href="/information/about">О проекте</a><a href="/information/contacts">'
        'Контакты</a><a href="/information/advertising">Реклама</a></div><div class="footer__'
        'copyright">© 2009–2021 Пикабу</div></footer>')
    return page(f"{TITLE} | Пикабу", body, "ru")


# --- Hupu BBS (Chinese, 步行街) ---------------------------------------------------------------
# (times written as Bilibili's: forum_engines_fresh5.bili_time)

def hupu_lights(m: Message) -> int:
    return m.uid * 17 % 60 + m.pid % 7


def hupu_user(m: Message, prefix: str, op: bool, floor: str) -> str:
    puid = 180000000000000 + m.uid * 104729
    tip = f'<span class="{prefix}-top-tip">楼主</span>' if op else ""
    return (
        f'<div class="{prefix}"><div class="{prefix}-avatar"><a href="https://my.hupu.com/'
        f'{puid}" target="_blank"><img src="https://i{m.uid % 4 + 1}.hoopchina.com.cn/user/'
        f'{m.uid * 7919 % 1000}/{puid}/{puid}-1603266612.jpg@45h_45w_2e" alt=""></a></div><div '
        f'class="{prefix}-top"><a class="{prefix}-top-name" href="https://my.hupu.com/{puid}" '
        f'target="_blank">{m.author}</a>{tip}<span class="{prefix}-top-time">'
        f'{bili_time(m.when)}</span>{floor}</div></div>')


def hupu_text(m: Message) -> str:
    quote = (f'<blockquote><p><b>引用 @{m.quote[0]} 发表的:</b></p><p>{escape(m.quote[2])}</p>'
             '</blockquote>' if m.quote else "")
    return f'<div class="thread-content-detail">{quote}{p_tags(m)}</div>'


def hupu_reply(posts: list[Message], k: int, light: bool = False) -> str:
    m = posts[k]
    floor = (f'<span class="post-reply-list-user-info-top-floor">{k}楼</span>' if not light
             else '<span class="post-reply-list-user-info-top-floor light">亮</span>')
    return (
        '<div class="post-reply-list-container"><div class="post-reply-list-wrapper'
        + (' light-reply">' if light else f'" id="{m.pid * 1000 + 3}">')
        + hupu_user(m, "post-reply-list-user-info", m.author == posts[0].author, floor)
        + f'<div class="post-reply-list-content">{hupu_text(m)}</div><div class="post-reply-'
        'list-operate"><div class="todo-list"><span class="todo-list-light"><i class="iconfont '
        f'icon-light"></i>亮了({hupu_lights(m)})</span><span class="todo-list-reply">回复</span>'
        '<span class="todo-list-report">举报</span></div></div></div></div>')


def hupu_bbs(posts: list[Message]) -> str:
    """A Hupu BBS thread (the 2021 PC site, drawn by React; the saved DOM) in 步行街主干道:
    the top bar (虎扑 logo, 首页 / 步行街 / NBA / 足球 / 数码 ..., 登录 / 注册), the
    breadcrumbs "虎扑社区 > 步行街 > 步行街主干道"; the opening floor (the title, "12回复 /
    3456浏览", the author box with span.post-user-comp-info-top-time "2021-03-04 10:12",
    "楼主", div.thread-content-detail, 推荐 / 收藏 / 分享); on longer threads "这些回帖亮了"
    repeating the most-lit reply; "全部回复": div.post-reply-list-wrapper per reply (avatar,
    the name, "楼主" on the opening poster's, the time "3小时前" / "2021-03-04 12:40", "3楼",
    the text, 亮了(12) / 回复 / 举报); quotes as a blockquote "引用 @bob 发表的:"; the pager,
    the guest reply box, the sidebar (步行街热帖) and the footer. The opening floor is the
    first message."""
    head = posts[0]
    tid = 41200000 + head.pid
    n = len(posts) - 1
    lit = ""
    if n >= 5:
        best = max(range(1, len(posts)), key=lambda k: hupu_lights(posts[k]))
        lit = ('<div class="post-reply light-replies"><div class="post-reply-title">这些回帖亮了'
               f'</div><div class="post-reply-list">{hupu_reply(posts, best, True)}</div></div>')
    replies = "".join(hupu_reply(posts, k) for k in range(1, len(posts)))
    hot = "".join(
        f'<div class="hot-list-item"><a href="https://bbs.hupu.com/{tid - 31 * (k + 1)}.html" '
        f'target="_blank"><span class="hot-list-item-rank">{k + 1}</span><span class="hot-list-'
        f'item-title">{x}</span></a><span class="hot-list-item-time">'
        f'{_others(k):%m-%d %H:%M}</span></div>'
        for k, x in enumerate(("周末自驾去海边，结果车坏在半路了", "提车三个月，说说真实感受",
                               "老婆非要换电车，JRs怎么看", "车机更新之后蓝牙连不上了")))
    nav = "".join(f'<a class="hp-pc-header-nav-item" href="https://{h}" target="_blank">{x}</a>'
                  for h, x in (("www.hupu.com", "首页"), ("bbs.hupu.com/all-gambia", "步行街"),
                               ("nba.hupu.com", "NBA"), ("soccer.hupu.com", "足球"),
                               ("bbs.hupu.com/digital", "数码"), ("bbs.hupu.com/lol", "英雄联盟")))
    body = (
        '<div id="__next"><div class="hp-pc-header"><div class="hp-pc-header-inner"><a class="'
        'hp-pc-header-logo" href="https://www.hupu.com/"><img src="https://w1.hoopchina.com.cn/'
        f'hybrid/static/logo.png" alt="虎扑"></a><div class="hp-pc-header-nav">{nav}</div><div '
        'class="hp-pc-header-search"><input type="text" placeholder="搜索帖子、用户"></div><div '
        'class="hp-pc-header-user"><a href="https://passport.hupu.com/pc/login">登录</a><a href'
        '="https://passport.hupu.com/pc/register">注册</a></div></div></div><div class="bbs-post'
        '-web-container"><div class="bbs-post-web-crumbs"><a href="https://bbs.hupu.com/">虎扑'
        '社区</a><span class="crumbs-sep">&gt;</span><a href="https://bbs.hupu.com/all-gambia">'
        '步行街</a><span class="crumbs-sep">&gt;</span><a href="https://bbs.hupu.com/bxj">步行街'
        '主干道</a></div><div class="bbs-post-web-body"><div class="bbs-post-web-body-left-'
        'wrapper"><div class="bbs-post-web-main"><div class="post-wrapper"><div class="post-'
        f'title"><h1 class="name">{TITLE}</h1><span class="post-title-num">{n}回复 / '
        f'{len(posts) * 287 + 140}浏览</span><span class="post-title-only-op">只看楼主</span>'
        '</div><div class="post-user"><div class="post-user-comp">'
        + hupu_user(head, "post-user-comp-info", True, "")
        + f'</div></div><div class="post-content">{hupu_text(head)}</div><div class="post-'
        'operate"><div class="post-operate-comp"><span class="post-operate-comp-main-recommend">'
        f'<i class="iconfont icon-recommend"></i>推荐 ({head.uid * 3 % 40})</span><span class="'
        'post-operate-comp-main-collect">收藏</span><span class="post-operate-comp-main-share">'
        f'分享</span><span class="post-operate-comp-report">举报</span></div></div></div>{lit}'
        '<div class="post-reply"><div class="post-reply-title">全部回复</div><div class="post-'
        f'reply-list">{replies}</div></div><div class="pagination"><ul class="hupu-rc-'
        'pagination"><li class="hupu-rc-pagination-prev hupu-rc-pagination-disabled">上一页</li>'
        '<li class="hupu-rc-pagination-item hupu-rc-pagination-item-active">1</li><li class="'
        'hupu-rc-pagination-next hupu-rc-pagination-disabled">下一页</li></ul></div><div class="'
        'post-reply-box"><div class="reply-box-login">登录后参与回复，<a href="https://passport.'
        'hupu.com/pc/login">去登录</a></div></div></div></div><div class="bbs-post-web-body-right'
        '-wrapper"><div class="hot-list"><div class="hot-list-title">步行街热帖</div>'
        f'{hot}</div><div class="app-download"><img src="https://w1.hoopchina.com.cn/hybrid/'
        'static/qrcode.png" alt="">扫码下载虎扑APP</div></div></div></div><div class="hp-pc-'
        'footer"><p><a href="https://www.hupu.com/about">关于虎扑</a> | <a href="https://www.'
        'hupu.com/contact">联系我们</a> | <a href="https://www.hupu.com/privacy">隐私政策</a></p>'
        '<p>© 2004-2021 hupu.com 沪ICP备12024011号-1 | 沪公网安备 31011002000061号</p></div></div>')
    return page(f"{TITLE} - 步行街主干道 - 虎扑社区", body, "zh-CN")


# --- NGA read.php (Chinese) -------------------------------------------------------------------

NGA_LEVELS = ("新手上路", "学徒", "见习", "骑士", "圣骑士", "领主", "公爵", "元老")


def nga_date(t: datetime) -> str:
    return f"{t:%Y-%m-%d %H:%M}"


def nga_uid(m: Message) -> int:
    return 60000000 + m.uid * 104729


def nga_text(posts: list[Message], m: Message) -> str:
    """The BBCode as NGA's script writes it out: [quote] with "Reply" and "Post by"."""
    if not m.quote:
        return paras(m, "<br/><br/>")
    q = _quoted(posts, m)
    return (f'<div class="quote">[<a href="/read.php?pid={q.pid * 11}&amp;opt=128" class="b">'
            f'Reply</a>]<b>Post by <a href="nuke.php?func=ucp&amp;uid={nga_uid(q)}" class="b">['
            f'{q.author}]</a> ({nga_date(q.when)}):</b><br/><br/>{escape(m.quote[2])}</div>'
            f'{paras(m, "<br/><br/>")}')


def nga_post(posts: list[Message], i: int) -> str:
    m = posts[i]
    uid = nga_uid(m)
    subject = (f'<h3 id="postsubject{i}" class="postsubject">{TITLE}</h3>' if i == 0 else
               f'<span id="postsubject{i}"></span>')
    sign = (f'<div id="postsign{i}" class="sign"><span class="ubbcode">{escape(m.signature)}'
            '</span></div>' if m.signature else "")
    reg = joined(m)
    return (
        f'<table class="forumbox postbox" cellspacing="1px"><tbody><tr id="post1strow{i}" '
        f'class="postrow row{i % 2 + 1}"><td class="c1" id="posterinfo{i}"><a name="l{i}"></a>'
        f'<div class="posterInfoLine"><a href="nuke.php?func=ucp&amp;uid={uid}" id="postauthor'
        f'{i}" class="author b">{m.author}</a></div><div class="avatar"><img class="avatar" src'
        f'="https://img.nga.178.com/avatars/2002/{uid % 1000:03d}/{uid}.jpg" alt=""></div><div '
        f'class="stat"><div>级别: <span class="silver">{NGA_LEVELS[m.uid % 8]}</span></div><div>'
        f'威望: {m.uid % 5}</div><div>发帖: {m.uid * 431 % 9000 + 12}</div><div>注册: '
        f'{reg:%Y-%m-%d}</div></div></td><td class="c2" id="postcontainer{i}"><div class="'
        f'postInfo" id="postInfo{i}"><a href="/read.php?pid={m.pid * 11}" id="postnum{i}" '
        f'class="small_colored_text_btn stxt block_txt_c0 vertmod" title="打开节点">#{i}</a> '
        f'<span id="postdate{i}" title="reply time">{nga_date(m.when)}</span><span class="'
        'postBtnPos right"><a href="javascript:void(0)" class="small_colored_text_btn">回复</a>'
        '<a href="javascript:void(0)" class="small_colored_text_btn">引用</a><a href="javascript'
        ':void(0)" class="small_colored_text_btn">评分</a><a href="javascript:void(0)" class="'
        f'small_colored_text_btn">举报</a></span></div>{subject}<span id="postcontent{i}" class="'
        f'postcontent ubbcode">{nga_text(posts, m)}</span><div id="postcontent_after{i}" class="'
        f'recommend">赞同 {m.uid * 3 % 9}</div>{sign}</td></tr></tbody></table>')


def nga(posts: list[Message]) -> str:
    """An NGA thread (bbs.nga.cn/read.php?tid=...) as the browser holds it once the page's
    script has turned the BBCode into markup: the top menu (NGA玩家社区, 论坛, 搜索, 登录), the
    breadcrumbs "NGA玩家社区 > 网事杂谈 > ...", the pager; one table.forumbox.postbox per
    floor: tr.postrow.row1 / row2, td.c1 with the author (a#postauthorN), the avatar, 级别 /
    威望 / 发帖 / 注册, td.c2 with div.postInfo ("#3", span#postdateN "2021-03-04 10:12",
    回复 / 引用 / 评分 / 举报), the title on #0 only, span#postcontentN.postcontent.ubbcode
    with <br/>s, 赞同 and the signature (div.sign); quotes as div.quote "[Reply]Post by
    [bob] (2021-03-04 10:12):" and the quoted text; the bottom pager, "快速回复" for guests
    and the footer. Floor #0 is the first message."""
    head = posts[0]
    tid = 25900000 + head.pid
    rows = "".join(nga_post(posts, i) for i in range(len(posts)))
    pager = ('<div class="pager"><table class="stdbtn" cellspacing="0"><tbody><tr><td><a href="'
             f'/read.php?tid={tid}&amp;page=1" class="active" title="第1页">1</a></td><td><a '
             f'href="/read.php?tid={tid}&amp;page=e" title="最后页">&gt;&gt;</a></td></tr></tbody>'
             '</table></div>')
    body = (
        '<div id="mainmenu"><div class="stdbtn"><a href="/" class="logo" title="NGA玩家社区">'
        '<img src="https://img4.nga.178.com/ngabbs/nga_classic/logo.png" alt="NGA玩家社区"></a>'
        '<a href="/" class="mmdefault">论坛</a><a href="/nuke.php?func=search" class="'
        'mmdefault">搜索</a><a href="/nuke.php?__lib=login&amp;__act=account" class="mmdefault '
        'right">登录</a><a href="/nuke.php?func=register" class="mmdefault right">注册</a></div>'
        '</div><div id="m_nav"><div class="nav"><a href="/" class="nav_root">NGA玩家社区</a> '
        '<span class="nav_spr">&gt;</span> <a href="/thread.php?fid=-7" class="nav_link">网事'
        f'杂谈</a> <span class="nav_spr">&gt;</span> <a href="/read.php?tid={tid}" class="nav_'
        f'link">{TITLE}</a></div></div><div id="m_pbtntop">{pager}<a class="uitxt1" href="/'
        'post.php?action=reply&amp;fid=-7&amp;tid=' + str(tid) + '">回复</a></div><div id="m_'
        f'posts"><div id="m_posts_c">{rows}</div></div><div id="m_pbtnbtm">{pager}</div><div '
        'id="m_fopts"><div class="quick_reply"><h4>快速回复</h4><div class="quick_reply_login">'
        '你需要<a href="/nuke.php?__lib=login&amp;__act=account">登录</a>才能回复</div></div>'
        '</div><div id="footer"><div class="footer_links"><a href="/read.php?tid=11111">论坛'
        '规则</a> | <a href="/nuke.php?func=contact">联系我们</a> | <a href="/nuke.php?func='
        'privacy">隐私条款</a></div><p>Copyright © 2021 NGA.CN All rights reserved. 沪ICP备'
        '10014627号-3</p></div>')
    return page(f"{TITLE} NGA玩家社区", body, "zh-CN")


# --- Mobile01 (traditional Chinese) -----------------------------------------------------------

def m01_date(t: datetime) -> str:
    return f"{t:%Y-%m-%d %H:%M}"


def m01_text(m: Message) -> str:
    quote = (f"<blockquote>{m.quote[0]} wrote:<br>{escape(m.quote[2])}(恕刪)</blockquote>"
             if m.quote else "")
    return quote + paras(m, "<br><br>")


def m01_post(posts: list[Message], k: int, tid: int) -> str:
    m = posts[k]
    uid = 2800000 + m.uid * 7919
    fid = m.pid * 100 + 41
    text = (f'<article class="l-publishArea topic_article"><div itemprop="articleBody">'
            f'{m01_text(m)}</div></article>' if k == 0 else
            f'<article class="u-gapBottom--max c-articleLimit"><div>{m01_text(m)}</div>'
            '</article>')
    return (
        f'<div class="l-articlePage" id="{fid}"><div class="l-articlePage__author"><div class='
        '"l-userInfo"><div class="c-authorInfo"><div class="c-authorInfo__pic"><a href="/user'
        f'info.php?id={uid}"><div class="c-avatar c-avatar--lg" style="background-image: url('
        f'https://attach.mobile01.com/avatar/{uid % 1000}/{uid}.jpg);"></div></a></div><div '
        'class="c-authorInfo__id"><a class="c-link c-link--gn u-ellipsis" href="/userinfo.php?'
        f'id={uid}">{m.author}</a></div><div class="c-authorInfo__info"><span class="o-fNotes '
        f'o-fSubMini">文章 {m.uid * 53 % 900 + 4}</span><span class="o-fNotes o-fSubMini">'
        f'註冊 {joined(m):%Y-%m-%d}</span></div></div></div></div><div class="l-articlePage__'
        'publish"><div class="l-navigation"><div class="l-navigation__item"><span class="o-'
        f'fNotes o-fSubMini">{m01_date(m.when)}</span></div><div class="l-navigation__item">'
        f'<span class="o-fNotes o-fSubMini">#{k + 1}</span></div></div>{text}<div class="l-'
        'toolBar"><div class="l-toolBar__item"><a class="c-iconLink" href="javascript:void(0);"'
        '><i class="c-icon c-icon--share"></i><span>分享</span></a></div><div class="l-toolBar'
        '__item"><a class="c-iconLink" href="/reply.php?f=293&amp;t=' + str(tid) + '&amp;'
        f'quote={fid}"><i class="c-icon c-icon--quote"></i><span>引言</span></a></div><div class'
        '="l-toolBar__item"><a class="c-iconLink" href="/reply.php?f=293&amp;t=' + str(tid)
        + '"><i class="c-icon c-icon--reply"></i><span>回覆</span></a></div><div class="l-tool'
        'Bar__item"><a class="c-iconLink" href="javascript:void(0);"><i class="c-icon c-icon--'
        'report"></i><span>檢舉</span></a></div></div></div></div>')


def mobile01(posts: list[Message]) -> str:
    """A Mobile01 topic (topicdetail.php, the 2021 layout): the header (logo, 汽車 / 機車 / 手機
    / 筆電 / 相機 / 居家, 登入 / 註冊), the breadcrumbs "首頁 > 汽車 > 汽車綜合", the title
    with 瀏覽 / 回覆 counts; div.l-articlePage per post: the author box (avatar, a.c-link
    name, 文章 count, 註冊 date), the navigation line (span.o-fNotes "2021-03-04 10:12",
    "#3"), the opening post in article.topic_article, the replies in article.c-articleLimit,
    the tool bar (分享 / 引言 / 回覆 / 檢舉); quotes as "bob wrote:" blockquotes ending in
    "(恕刪)"; the pager, the related topics with their dates and the footer. The first post
    is the first message."""
    head = posts[0]
    tid = 6310000 + head.pid
    items = "".join(m01_post(posts, k, tid) for k in range(len(posts)))
    related = "".join(
        f'<li class="l-listTitle__item"><a class="c-link" href="/topicdetail.php?f=293&amp;t='
        f'{tid - 17 * (k + 1)}">{x}</a><span class="o-fNotes o-fSubMini">'
        f'{m01_date(_others(k))}</span></li>'
        for k, x in enumerate(("車機更新後藍牙常常斷線", "冷氣出風口有異音，請問是什麼問題",
                               "原廠保養一次要多少錢才合理", "冬天早上發動有怪聲")))
    nav = "".join(f'<li class="c-mainNav__item"><a href="/forum.php?sid={s}">{x}</a></li>'
                  for s, x in ((7, "汽車"), (10, "機車"), (61, "手機"), (230, "筆電"),
                               (240, "相機"), (161, "居家")))
    pager = ('<div class="l-pagination"><ul class="l-pagination__list"><li class="l-pagination'
             f'__page is-active"><a class="c-pagination c-pagination--active" href="/topicdetail'
             f'.php?f=293&amp;t={tid}&amp;p=1">1</a></li></ul></div>')
    body = (
        '<div class="l-header"><div class="l-header__inner"><a class="l-header__logo" href="/">'
        '<img src="https://www.mobile01.com/static/images/logo.svg" alt="Mobile01"></a><ul '
        f'class="c-mainNav">{nav}</ul><div class="l-header__tools"><form action="/googlesearch'
        '.php" class="c-search"><input type="text" name="q" placeholder="搜尋"></form><a href="'
        '/login.php" class="c-btn c-btn--sm">登入</a><a href="/register.php" class="c-btn c-btn'
        '--sm c-btn--outline">註冊</a></div></div></div><div class="l-content"><div class="l-'
        'breadCrumb"><ul class="c-breadCrumb"><li class="c-breadCrumb__item"><a href="/">首頁'
        '</a></li><li class="c-breadCrumb__item"><a href="/forum.php?sid=7">汽車</a></li><li '
        'class="c-breadCrumb__item"><a href="/topiclist.php?f=293">汽車綜合</a></li></ul></div>'
        f'<div class="l-heading"><div class="l-heading__title"><h1 class="t2">{TITLE}</h1></div>'
        '<div class="l-heading__info"><span class="o-fNotes o-fSubMini"><i class="c-icon c-icon'
        f'--view"></i>瀏覽 {len(posts) * 231 + 77}</span><span class="o-fNotes o-fSubMini"><i '
        f'class="c-icon c-icon--reply"></i>回覆 {len(posts) - 1}</span></div></div><div class="l'
        f'-docking"><div class="l-docking__main">{pager}<div class="l-articlePages">{items}'
        f'</div>{pager}<div class="c-replyBox"><p>請先<a href="/login.php">登入</a>後回覆</p>'
        '</div></div><div class="l-docking__side"><div class="c-sideBox"><div class="c-sideBox'
        f'__title">相關文章</div><ul class="l-listTitle">{related}</ul></div></div></div></div>'
        '<div class="l-footer"><div class="l-footer__links"><a href="/aboutus.php">關於我們</a>'
        '<a href="/privacy.php">隱私權政策</a><a href="/terms.php">使用條款</a><a href="/contact'
        '.php">聯絡我們</a></div><p class="l-footer__copy">Copyright © 2021 Mobile01 All rights'
        ' reserved.</p></div>')
    return page(f"{TITLE} - Mobile01", body, "zh-TW")


# --- Clien board post and comments (Korean) ---------------------------------------------------

def clien_ip(m: Message) -> str:
    """Clien masks the second and fourth parts of the address: "121.♡.130.♡"."""
    return f"{m.uid * 7 % 200 + 14}.♡.{m.uid * 13 % 250 + 1}.♡"


def clien_stamp(t: datetime) -> str:
    return f"{t:%Y-%m-%d %H:%M:%S}"


def clien_comment(posts: list[Message], k: int, re: bool) -> str:
    m = posts[k]
    cls = " re" if re else ""
    cls += " by-author" if m.author == posts[0].author else ""
    cid = m.pid * 17 + 5
    mark = '<span class="fa fa-angle-right re_icon"></span>' if re else ""
    return (
        f'<div class="comment_row{cls}" data-role="comment-row" data-comment-sn="{cid}" data-'
        f'author-id="{m.author}"><div class="comment_info"><div class="post_contact">{mark}'
        f'<span class="contact_name"><span class="nickname" title="{m.author}">{m.author}</span>'
        '</span></div><div class="comment_time"><span class="timestamp">'
        f'{clien_stamp(m.when)}</span></div><div class="comment_ip"><span class="ip_address">'
        f'{clien_ip(m)}</span></div><div class="comment_content_symph"><button class="comment_'
        'symph" type="button" data-role="comment-symph"><span class="fa fa-heart"></span> '
        f'<strong>{m.uid * 3 % 6}</strong></button></div></div><div class="comment_content"><div'
        f' class="comment_view" data-comment-view="{cid}">{_line_quote(m)}'
        f'{paras(m, "<br><br>")}</div></div><div class="comment_button"><button type="button" '
        'class="button_reply" data-role="comment-reply">답글</button><button type="button" '
        'class="button_report" data-role="comment-report">신고</button></div></div>')


def clien(posts: list[Message]) -> str:
    """A Clien board post (굴러간당, clien.net/service/board/cm_car/...): the header (logo, 모두의
    공원 / 새로운소식 / 사용기 / 알뜰구매, 로그인), the left menu, the board's name; the post
    (h3.post_subject, div.post_info with span.nickname, "2021-03-04 10:12:33", 조회, the
    masked address "121.♡.130.♡", div.post_article with <p>s, 공감); then the comments
    ("댓글 • [5]"): div.comment_row per comment (nickname, span.timestamp "2021-03-04
    11:00:02", the masked address, 공감 count, div.comment_view, 답글 / 신고), the answers to
    a comment as div.comment_row.re right after it, "by-author" on the writer's; a quote as
    a "> " line; "로그인 후 댓글을 작성할 수 있습니다", the board's list with times and the
    footer. The post is the first message."""
    head = posts[0]
    sn = 16020000 + head.pid
    tops, kids = _tree(posts)
    rows = "".join(clien_comment(posts, k, False)
                   + "".join(clien_comment(posts, c, True) for c in _descendants(kids, k))
                   for k in tops)
    n = len(posts) - 1
    board = "".join(
        f'<div class="list_item symph_row" data-role="list-row" data-board-sn="{sn - 7 * (k + 1)}'
        f'"><div class="list_title"><a class="list_subject" href="/service/board/cm_car/'
        f'{sn - 7 * (k + 1)}"><span class="subject_fixed" title="{x}">{x}</span></a><a class="'
        f'list_reply reply_symph" href="#"><span class="rSymph05">{k + 3}</span></a></div><div '
        f'class="list_author"><span class="nickname">{WHO[k]}</span></div><div class="list_'
        f'time"><span class="time popover">{_others(k):%m-%d}<span class="timestamp">'
        f'{clien_stamp(_others(k))}</span></span></div></div>'
        for k, x in enumerate(("차량 블랙박스 추천 부탁드립니다", "엔진오일 교환 주기 질문",
                               "겨울철 타이어 공기압 얼마로 하시나요",
                               "내비 업데이트 후 느려졌어요")))
    menu = "".join(f'<a class="menu-list{" active" if h == "cm_car" else ""}" href="/service/'
                   f'board/{h}">{x}</a>' for h, x in (
                       ("park", "모두의공원"), ("news", "새로운소식"), ("use", "사용기"),
                       ("jirum", "알뜰구매"), ("kin", "아무거나질문"), ("cm_car", "굴러간당")))
    body = (
        '<div class="nav_container"><div class="navigation"><a class="nav_logo" href="/service/'
        '"><img src="/service/image/logo.svg" alt="CLIEN"></a><div class="nav_menu"><a href="/'
        'service/group/community">커뮤니티</a><a href="/service/group/clien_all">소모임</a><a '
        'href="/service/board/news">새로운소식</a></div><div class="nav_search"><input type="'
        'text" placeholder="검색어를 입력하세요" name="q"></div><a class="nav_login" href="/'
        'service/auth/login">로그인</a></div></div><div class="container"><div class="side_nav"'
        f'><div class="menu_somoim">{menu}</div></div><div id="div_content" class="content_view'
        '"><div class="board_name"><h2><a href="/service/board/cm_car">굴러간당</a></h2></div>'
        '<div class="post_title symph_row"><h3 class="post_subject" data-role="post-title">'
        f'<span>{TITLE}</span></h3></div><div class="post_view"><div class="post_info"><div '
        f'class="post_author"><span class="contact_name"><span class="nickname" title="'
        f'{head.author}">{head.author}</span></span></div><div class="post_date"><span class="'
        f'view_count date"><span class="fa fa-clock-o"></span> {clien_stamp(head.when)}</span>'
        f' <span class="view_count"><strong>{len(posts) * 173 + 40:,}</strong></span></div><div'
        f' class="post_ip"><span class="ip_address">{clien_ip(head)}</span></div></div><div '
        'class="post_content"><article><div class="post_article fr-view">'
        f'{p_tags(head)}</div></article></div><div class="post_symph view_symph"><button type="'
        'button" class="symph_icon" data-role="symph"><span class="fa fa-heart"></span> 공감 '
        f'<strong>{head.uid * 3 % 11}</strong></button></div><div class="post_ccl"><span class'
        '="ccl_icon">저작자표시</span> <span>비영리</span> <span>변경금지</span></div></div><div '
        'class="comment" id="comment-point"><div class="comment_head"><span class="comment_'
        f'count">댓글 • [<strong>{n}</strong>]</span></div><div class="comment_list">{rows}</div>'
        '<div class="comment_write"><div class="comment_msg">로그인 후 댓글을 작성할 수 있습니다.'
        '</div></div></div><div class="list_content">'
        f'{board}</div></div></div><div class="footer"><div class="footer_links"><a href="/'
        'service/policy/terms">이용약관</a><a href="/service/policy/privacy">개인정보처리방침</a>'
        '<a href="/service/support">고객센터</a></div><p class="copyright">© CLIEN.NET</p></div>')
    return page(f"{TITLE} : 클리앙", body, "ko")


# --- gutefrage.net question and answers (German) ----------------------------------------------

GF_URL = "/frage/seltsames-geraeusch-nach-dem-letzten-update"


def gf_date(t: datetime) -> str:
    """"vor 5 Minuten", "vor 1 Stunde", "vor 3 Stunden" within the day, then "04.03.2021,
    10:12"."""
    s = _seconds(t)
    if 0 <= s < 3600:
        n = max(int(s // 60), 1)
        return "vor 1 Minute" if n == 1 else f"vor {n} Minuten"
    if 0 <= s < 86400:
        n = int(s // 3600)
        return "vor 1 Stunde" if n == 1 else f"vor {n} Stunden"
    return f"{t:%d.%m.%Y}, {t:%H:%M}"


def gf_meta(m: Message, asker: bool, cls: str) -> str:
    expert = ("" if cls == "Question-meta" else
              '<span class="ContentMeta-expertise">Community-Experte für Auto</span>'
              if m.uid % 4 == 3 else
              '<span class="ContentMeta-expertise">Topnutzer im Thema Auto</span>'
              if m.uid % 4 == 1 else "")
    label = '<span class="ContentMeta-label">Fragesteller</span>' if asker else ""
    return (
        f'<div class="ContentMeta {cls}"><a class="ContentMeta-avatarLink" href="/nutzer/'
        f'{m.author}"><img class="Avatar Avatar--small" src="https://images.gutefrage.net/'
        f'media/nutzer/{m.uid * 7919}/avatar_{_hash(m.uid, 8)}.png" alt="" width="32" height="'
        f'32"></a><div class="ContentMeta-info"><a class="ContentMeta-authorName" href="/nutzer'
        f'/{m.author}">{m.author}</a>{label}{expert}<span class="ContentMeta-date"><time '
        f'datetime="{_iso_z(m.when)}" title="{m.when:%d.%m.%Y}, {m.when:%H:%M}">'
        f'{gf_date(m.when)}</time></span></div></div>')


def gf_text(m: Message) -> str:
    quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
    return quote + p_tags(m)


def gf_comments(posts: list[Message], ks: list[int]) -> str:
    if not ks:
        return ""
    items = "".join(
        f'<div class="Comment" id="comment-{posts[k].pid * 7}">'
        f'{gf_meta(posts[k], posts[k].author == posts[0].author, "Comment-meta")}<div class="'
        f'Comment-body ContentText">{gf_text(posts[k])}</div><div class="Comment-actions">'
        '<button class="LikeButton LikeButton--small" type="button"><span class="LikeButton-'
        f'label">Hilfreich</span><span class="LikeButton-count">{posts[k].uid % 3 or ""}</span>'
        '</button><button class="ReportButton" type="button">Melden</button></div></div>'
        for k in ks)
    return f'<div class="Comments">{items}</div>'


def gutefrage(posts: list[Message]) -> str:
    """A gutefrage.net question page (2021): the consent dialog, the header (logo, "Frage
    stellen", search, "Anmelden"), the breadcrumbs "Startseite › Auto & Motorrad › Auto";
    article.Question (the asker's ContentMeta with a <time> "vor 3 Stunden" / "04.03.2021,
    10:12", h1.Question-title, div.Question-body, the tags, "Antworten" / "Teilen" /
    "Melden", the question's comments); "3 Antworten" sorted "Beste zuerst"; article.Answer
    per answer ("Hilfreichste Antwort!" on the one the asker chose, the author's ContentMeta
    with "Community-Experte für Auto" / "Topnutzer im Thema Auto", "Fragesteller" on the
    asker's, the text, "Hilfreich" with its count, "Kommentieren"); replies quoting a post,
    and the asker's, are comments under their answer; quotes as blockquotes; "Ähnliche
    Fragen" with their answer counts and the footer. The question is the first message."""
    head = posts[0]
    answers, comments = _qa_split(posts)
    best = answers[0] if len(answers) > 1 and head.pid % 2 == 0 else None
    qid = 410000000 + head.pid * 3

    def answer(k: int) -> str:
        m = posts[k]
        badge = ('<div class="Answer-badge Answer-badge--mostHelpful"><svg class="Icon" '
                 'width="16" height="16" aria-hidden="true"><use xlink:href="#icon-star"></use>'
                 '</svg> Hilfreichste Antwort!</div><p class="Answer-badgeInfo">Vom '
                 'Fragesteller als hilfreich ausgezeichnet</p>' if k == best else "")
        return (
            f'<article class="Plate Answer{" Answer--mostHelpful" if badge else ""}" id="answer'
            f'-{m.pid * 7}" data-answer-id="{m.pid * 7}">{badge}'
            f'{gf_meta(m, m.author == head.author, "Answer-meta")}<div class="ContentBody '
            f'ContentText Answer-body">{gf_text(m)}</div><footer class="Answer-footer"><button '
            'class="LikeButton" type="button"><span class="LikeButton-label">Hilfreich</span>'
            f'<span class="LikeButton-count">{m.uid * 5 % 9 or ""}</span></button><button class'
            '="Answer-commentButton" type="button">Kommentieren</button><button class="Report'
            f'Button" type="button">Melden</button></footer>{gf_comments(posts, comments[k])}'
            '</article>')

    shown = ([best] if best else []) + [k for k in answers if k != best]
    similar = "".join(
        f'<li class="SimilarQuestions-item"><a href="/frage/{_slug(x)}">{x}</a><span class="'
        f'SimilarQuestions-count">{_n(k + 2, "Antwort", "Antworten")}</span></li>'
        for k, x in enumerate(("Auto macht nach Werkstattbesuch komische Geräusche?",
                               "Brummen im Armaturenbrett – was kann das sein?",
                               "Software-Update beim Auto rückgängig machen?",
                               "Klackern beim Bremsen im Stand normal?")))
    body = (
        '<div class="ConsentDialog" role="dialog" aria-modal="true"><p class="ConsentDialog-'
        'title">Wir brauchen Ihre Zustimmung</p><p>Wir und unsere Partner nutzen Cookies und '
        'ähnliche Technologien, um Inhalte zu personalisieren und Werbung auszuspielen.</p>'
        '<button class="Button Button--primary">Akzeptieren</button><button class="Button">'
        'Einstellungen</button></div><header class="Header"><a class="Header-logo" href="/">'
        '<img src="https://images.gutefrage.net/media/logo/gf-logo.svg" alt="gutefrage" width='
        '"130" height="28"></a><form class="Header-search" action="/suche" method="get"><input '
        'type="search" name="q" placeholder="Deine Frage ..."></form><a class="Button Button--'
        'primary Header-ask" href="/frage_hinzufuegen">Frage stellen</a><a class="Header-login"'
        ' href="/login">Anmelden</a></header><main class="Page"><nav class="Breadcrumbs" aria-'
        'label="Breadcrumb"><a href="/">Startseite</a> › <a href="/themen/auto-motorrad">Auto '
        '&amp; Motorrad</a> › <a href="/tag/auto/1">Auto</a></nav><div class="Page-content">'
        f'<div class="Page-main"><article class="Plate Question" data-question-id="{qid}">'
        f'{gf_meta(head, False, "Question-meta")}<h1 class="Question-title">{TITLE}</h1><div '
        f'class="ContentBody ContentText Question-body">{gf_text(head)}</div><div class="'
        'Question-tags"><a class="Tag" href="/tag/auto/1">Auto</a><a class="Tag" href="/tag/'
        'software/1">Software</a><a class="Tag" href="/tag/werkstatt/1">Werkstatt</a></div><'
        'footer class="Question-footer"><a class="Button Button--primary" href="'
        f'{GF_URL}#answer-form">Antworten</a><button class="ShareButton" type="button">Teilen'
        '</button><button class="ReportButton" type="button">Melden</button></footer>'
        f'{gf_comments(posts, comments[0])}</article><section class="Answers"><header class="'
        f'Answers-header"><h2 class="Answers-title">{_n(len(answers), "Antwort", "Antworten")}'
        '</h2><div class="Answers-sort"><span>Sortiert nach:</span> <button class="Answers-'
        'sortButton is-active" type="button">Beste zuerst</button><button class="Answers-sort'
        'Button" type="button">Neueste zuerst</button></div></header>'
        + "".join(answer(k) for k in shown)
        + '<div class="AnswerForm" id="answer-form"><p>Du musst <a href="/login">angemeldet'
        '</a> sein, um eine Antwort zu schreiben.</p></div></section></div><aside class="Page-'
        'sidebar"><section class="SimilarQuestions"><h2 class="SimilarQuestions-title">Ähnliche'
        f' Fragen</h2><ul class="SimilarQuestions-list">{similar}</ul></section></aside></div>'
        '</main><footer class="Footer"><nav class="Footer-links"><a href="/policy/'
        'nutzungsbedingungen">Nutzungsbedingungen</a><a href="/policy/datenschutz">Datenschutz'
        '</a><a href="/policy/impressum">Impressum</a><a href="/policy/richtlinien">Richtlinien'
        '</a><a href="/hilfe">Hilfe</a></nav><p class="Footer-copyright">© 2021 gutefrage.net '
        'GmbH</p></footer>')
    return page(f"{TITLE}? (Auto, Software, Werkstatt) | gutefrage", body, "de")


# --- Menéame story and comments (Spanish) -----------------------------------------------------

MNM_SLUG = "ruido-extrano-tras-ultima-actualizacion"


def mnm_date(t: datetime) -> str:
    """"hace 5 min", "hace 3 h" within the day, then "04/03/2021 10:12"."""
    s = _seconds(t)
    if 0 <= s < 3600:
        return f"hace {max(int(s // 60), 1)} min"
    if 0 <= s < 86400:
        return f"hace {int(s // 3600)} h"
    return f"{t:%d/%m/%Y %H:%M}"


def mnm_ts(t: datetime, what: str = "", cls: str = "ts visible") -> str:
    """span.ts with data-ts, "enviado: hace 5 h" for the story, "hace 3 h" for a comment."""
    title = what or "creado"
    shown = f"{what}: {mnm_date(t)}" if what else mnm_date(t)
    return (f'<span class="{cls}" data-ts="{_ts(t) - 3600}" title="{title}: '
            f'{t:%d-%m-%Y %H:%M} UTC">{shown}</span>')


def mnm_comment(posts: list[Message], kids: dict[int, list[int]], k: int, index: dict[int, int],
                level: int) -> str:
    m = posts[k]
    cid = 61000000 + m.pid * 3
    quote = ""
    if m.quote:
        qi = index.get(m.quote[1], 0)
        ref = (f'<a class="tooltip c:{61000000 + posts[qi].pid * 3}" href="/story/{MNM_SLUG}/'
               f'c{qi:02d}#c-{qi}" rel="nofollow">#{qi}</a> ' if qi else "")
        quote = f"{ref}<i>{escape(m.quote[2])}</i><br><br>"
    votes, karma = m.uid * 3 % 11, m.uid * 17 % 90 - 10
    below = "".join(mnm_comment(posts, kids, c, index, level + 1) for c in kids[k])
    return (
        f'<div class="threader{" zero" if level == 0 else ""}"><div class="comment" id="c-{k}" '
        f'data-id="{cid}"><div class="comment-body" id="cid-{cid}"><a class="comment-order" '
        f'href="/story/{MNM_SLUG}/c{k:02d}#c-{k}" rel="nofollow">#{k}</a><div class="comment-'
        f'text">{quote}{paras(m, "<br><br>")}</div></div><div class="comment-meta"><div class="'
        f'comment-votes-info"><span class="comment-votes">votos: {votes}</span>, <span class="'
        f'comment-karma">karma: {karma}</span></div><div class="comment-info"><a href="/user/'
        f'{m.author}" class="tooltip u:{m.uid * 7919}"><img class="avatar" src="/cache/'
        f'{m.uid % 100:02d}/{m.uid * 7919}-20.jpg" width="20" height="20" alt="{m.author}"></a>'
        f' <a class="username" href="/user/{m.author}/commented">{m.author}</a> '
        f'{mnm_ts(m.when, cls="ts visible comment-date")}</div><div class="comment-'
        'actions"><a class="comment-reply" href="javascript:void(0)">responder</a><a class="'
        'comment-report" href="javascript:void(0)">reportar</a></div></div></div>'
        f'{below}</div>')


def meneame(posts: list[Message]) -> str:
    """A Menéame story page: the cookie notice, the header (logo, portada / nuevas / populares
    / más visitadas / artículos, "entrar", "registrarse"); the story (the meneos box "123
    meneos 456 clics menéalo", the title linking out, "por alice a example.com", "enviado:
    hace 5 h" / "publicado: 04/03/2021 12:40" as span.ts with data-ts and a title, div.news-
    content with the submitter's text, "12 comentarios", the sub, karma, positivos /
    negativos); then the comments, threaded (div.threader nested): div.comment with the
    number "#3", div.comment-text with <br>s, votos / karma, the avatar, the user and its
    span.ts "hace 3 h" / "04/03/2021 12:40" titled "creado: ..."; a quote as the quoted
    comment's "#2" and the quoted text in italics; the sidebar ("populares" with their
    meneos, "más comentadas") and the footer. The story's text is the first message."""
    head = posts[0]
    tops, kids = _tree(posts)
    index = _index(posts)
    lid = 3500000 + head.pid
    n = len(posts) - 1
    meneos = head.uid * 31 % 400 + 40
    published = head.when + timedelta(hours=3, minutes=11)
    comments = "".join(mnm_comment(posts, kids, k, index, 0) for k in tops)
    count = _n(n, "comentario", "comentarios")
    popular = "".join(
        f'<div class="item"><div class="votes">{180 - 23 * k}</div><h5><a href="/story/'
        f'{_slug(x)}">{x}</a></h5><span class="ts" data-ts="{_ts(_others(k))}">'
        f'{mnm_date(_others(k))}</span></div>'
        for k, x in enumerate(("La DGT endurece las multas por usar el móvil al volante",
                               "Los precios de los coches usados se disparan",
                               "Un fallo de software obliga a revisar miles de vehículos")))
    body = (
        '<div id="cookies-notice" class="cookies-notice">Usamos cookies propias y de terceros '
        'para mejorar nuestros servicios. Si continúas navegando, consideramos que aceptas su '
        'uso. <a href="/legal#cookies">Más información</a> <button class="btn">Aceptar</button>'
        '</div><div id="header-top"><div class="header-top-wrapper"><a id="logo" href="/" title'
        '="menéame"><img src="/img/mnm/eli.svg" alt="menéame" width="40" height="40"></a><ul '
        'class="menu"><li class="selected"><a href="/">portada</a></li><li><a href="/queue">'
        'nuevas</a></li><li><a href="/popular">populares</a></li><li><a href="/top_visited">'
        'más visitadas</a></li><li><a href="/articles">artículos</a></li></ul><ul class="'
        'header-menu"><li><a href="/login?return=%2F">entrar</a></li><li><a href="/register">'
        'registrarse</a></li></ul></div></div><div id="variable"><div id="wrap"><div id="'
        'newswrap"><div class="news-summary"><div class="news-body"><div class="news-shakeit '
        f'mnm-published"><div class="votes"><a id="a-votes-{lid}" href="/story/{MNM_SLUG}">'
        f'{meneos}</a> meneos</div><div class="clics">{meneos * 4 + 17} clics</div><div class="'
        f'menealo" id="a-va-{lid}"><a href="javascript:menealo(0, {lid})">menéalo</a></div>'
        '</div><div class="center-content"><h2><a href="https://www.example.com/motor/'
        f'actualidad/ruido-actualizacion.html" class="l:{lid}" rel="nofollow">{TITLE}</a></h2>'
        f'<div class="news-submitted"><a href="/user/{head.author}" class="tooltip u:'
        f'{head.uid * 7919}"><img class="avatar" src="/cache/{head.uid % 100:02d}/'
        f'{head.uid * 7919}-40.jpg" width="40" height="40" alt="{head.author}"></a> por <a '
        f'href="/user/{head.author}/history">{head.author}</a> a <span class="showmytitle" '
        f'title="https://www.example.com/motor/">example.com</span> {mnm_ts(head.when, "enviado")}'
        f' {mnm_ts(published, "publicado")}</div><div class="news-content">'
        f'{paras(head, "<br><br>")}</div><div class="news-details"><span class="comments-'
        f'counter"><a href="/story/{MNM_SLUG}">{count}</a></span> '
        '<span class="tool sub-name"><a href="/m/actualidad">actualidad</a></span> <span class="'
        f'tool">karma: <span id="a-karma-{lid}">{meneos * 3 + 11}</span></span> <span class="'
        f'tool">positivos: {meneos - 12}</span> <span class="tool">anónimos: 12</span> <span '
        f'class="tool">negativos: {head.uid % 5}</span></div></div></div></div><div class="'
        f'comments" id="comments"><div class="comments-header"><h3>{count}</h3><div class="'
        'comments-order"><a class="selected" href="/story/'
        f'{MNM_SLUG}">orden cronológico</a> | <a href="/story/{MNM_SLUG}/best-comments">más '
        f'votados</a></div></div>{comments}<div class="comments-login"><a href="/login">'
        'Entra</a> para comentar</div></div></div><div id="sidebar"><div class="sidebox"><div '
        f'class="header"><h4>populares</h4></div><div class="cell">{popular}</div></div><div '
        'class="sidebox"><div class="header"><h4>más comentadas</h4></div><div class="cell">'
        '<div class="item"><h5><a href="/story/el-precio-de-la-gasolina-sube">El precio de la '
        'gasolina sube por quinta semana</a></h5></div></div></div></div></div></div><div id="'
        'footwrap"><div id="footer-menu"><a href="/faq-es">faq</a> | <a href="/legal">legal, '
        'condiciones de uso y privacidad</a> | <a href="/legal#cookies">cookies</a> | <a href="'
        'https://twitter.com/meneame_net">@meneame_net</a></div><p>menéame © 2005-2021</p>'
        '</div>')
    return page(f"{TITLE} | Menéame", body, "es")


# --- public-inbox thread page (lore.kernel.org) -----------------------------------------------

PI_LIST = "linux-sound"


def pi_utc(t: datetime) -> datetime:
    """The mails are written in Central European time; public-inbox shows UTC."""
    return t - timedelta(hours=int(cet_zone(t)[0][1:3]))


def pi_addr(m: Message) -> str:
    return f"{m.author.lower().replace('_', '.')}@example.org"


def pi_msgid(m: Message) -> str:
    if m.uid % 2:
        return f"{pi_utc(m.when):%Y%m%d%H%M%S}.{m.pid * 7 % 100000}-1-{pi_addr(m)}"
    return f"CA+{_hash(m.pid, 12)}Qz{_hash(m.uid, 10)}@mail.gmail.com"


def pi_body(posts: list[Message], m: Message) -> str:
    """The text as sent: the attribution line and the quoted paragraph as "> " lines (in
    span.q), the text wrapped at 72 columns, the "-- " signature."""
    out = []
    if m.quote:
        q = _quoted(posts, m)
        t = q.when
        if m.uid % 2:
            who = (f"On {t:%a}, {t:%b} {t:%d}, {t.year} at {t:%I:%M:%S%p} {cet_zone(t)[0]}, "
                   f"{q.author} wrote:")
        else:
            who = (f"On {t:%a}, {t.day} {t:%b} {t.year} at {t:%H:%M}, {q.author} "
                   f"<{pi_addr(q)}> wrote:")
        quoted = textwrap.fill(m.quote[2], 70, initial_indent="> ", subsequent_indent="> ")
        out.append(f'{escape(who)}\n<span class="q">{escape(quoted)}</span>\n')
    out += [escape(textwrap.fill(p, 72)) + "\n" for p in m.paragraphs]
    text = "\n".join(out)
    if m.signature:
        text += f"\n-- \n{escape(m.signature)}\n"
    return text


def pi_message(posts: list[Message], kids: dict[int, list[int]], k: int) -> str:
    m = posts[k]
    mid = pi_msgid(m)
    h = _hash(m.pid * 31 + 7, 40)
    subject = f"<b>{TITLE}</b>" if k == 0 else f"Re: {TITLE}"
    if k == 0:
        to = PI_LIST
    else:
        parent = posts[_parent(posts, kids, k)]
        others = sorted({posts[0].author, parent.author} - {m.author, parent.author})
        to = f"{parent.author}; +Cc: {', '.join(others + [PI_LIST])}"
    n = len(posts)
    return (
        f'<pre><a\nhref=#e{h} id=m{h}>*</a> {subject}\nFrom: {m.author} @ '
        f'{pi_utc(m.when):%Y-%m-%d %H:%M} UTC (<a\nhref="../{escape(mid)}/">permalink</a> / <a\n'
        f'href="../{escape(mid)}/raw">raw</a>)\n  To: {to}\n\n{pi_body(posts, m)}</pre><pre><a'
        f'\nhref=#m{h} id=e{h}>^</a> <a\nhref="../{escape(mid)}/">permalink</a> <a\nhref="../'
        f'{escape(mid)}/raw">raw</a> <a\nhref="../{escape(mid)}/#R">reply</a>\t[<a\nhref="../'
        f'{escape(mid)}/T/#u"><b>flat</b></a>|<a\nhref="../{escape(mid)}/t/#u">nested</a>] '
        f'{n}+ messages in thread\n</pre><hr>')


def public_inbox(posts: list[Message]) -> str:
    """A public-inbox thread page in its flat view (lore.kernel.org/<list>/<Message-ID>/T/):
    the search form ("latest", search, help / color / mirror / Atom feed); per mail a
    <pre> with "* <b>subject</b>" (the first) or "* Re: subject", "From: alice @
    2021-03-04 09:12 UTC (permalink / raw)", "  To: bob; +Cc: linux-sound" and the body as
    sent (the attribution line "On Thu, 4 Mar 2021 at 10:12, bob <bob@example.org> wrote:"
    or mutt's, the quoted paragraph as "> " lines in span.q, the text wrapped at 72 columns,
    the "-- " signature), then a <pre> with "^ permalink raw reply [flat|nested] 5+ messages
    in thread" and an <hr>; "end of thread, other threads:", the thread overview (dates in
    UTC, the tree drawn with "` ", names) and the mirroring notice. The first mail is the
    first message."""
    tops, kids = _tree(posts)
    kids[0] = tops
    mails = "".join(pi_message(posts, kids, k) for k in range(len(posts)))
    head = posts[0]

    def overview(k: int, depth: int) -> str:
        m = posts[k]
        h = _hash(m.pid * 31 + 7, 40)
        stamp = f"{pi_utc(m.when):%Y-%m-%d %H:%M}"
        line = (f"{stamp} <a\nhref=#m{h}>{TITLE}</a> {m.author}\n" if depth == 0 else
                f"{stamp} {'  ' * (depth - 1)}` <a\nhref=#m{h}>{m.author}</a>\n")
        return line + "".join(overview(c, depth + 1) for c in kids[k])

    newest = max(m.when for m in posts)
    other = pi_utc(newest + timedelta(hours=2, minutes=14))
    body = (
        f'<form\naction="../../"><pre><a\nhref="../../?t={pi_utc(newest):%Y%m%d%H%M%S}">latest'
        '</a> <input\nname=q\ntype=text\n/><input\ntype=submit\nvalue=search\n />\t<a\nhref="'
        '../../_/text/help/">help</a> / <a\nhref="../../_/text/color/">color</a> / <a\nid=mirror'
        '\nhref="../../_/text/mirror/">mirror</a> / <a\nhref="../../new.atom">Atom feed</a></pre>'
        f'</form>{mails}<pre>end of thread, other threads:[<a\nhref="../../'
        f'{other:%Y%m%d%H%M%S}.4411-1-someone@example.org/">~{other:%Y-%m-%d %H:%M} UTC</a> | <a'
        f'\nhref="../../">newest</a>]\n\n<b\nid=t>Thread overview:</b> {len(posts)}+ messages ('
        'download: <a\nhref="../t.mbox.gz">mbox.gz</a> / follow: <a\nhref="../t.atom">Atom '
        'feed</a>)\n-- links below jump to the message on this page --\n'
        f'{overview(0, 0)}</pre><hr><pre>This is a public inbox, see <a\nhref="../../_/text/'
        'mirror/">mirroring instructions</a>\nfor how to clone and mirror all data and code '
        'used for this inbox;\nas well as URLs for NNTP newsgroup(s).</pre>')
    return page(f"{TITLE} - {head.author}", body)


# --- MantisBT issue with its notes ------------------------------------------------------------

MANTIS_LEVELS = ("reporter", "updater", "developer", "manager")


def mantis_date(t: datetime) -> str:
    """MantisBT's default normal_date_format "Y-m-d H:i"."""
    return f"{t:%Y-%m-%d %H:%M}"


def mantis_user(m: Message) -> str:
    return f'<a href="view_user_page.php?id={m.uid}">{m.author}</a>'


def mantis_text(m: Message) -> str:
    """Markdown on: paragraphs as <p>, a "> " quote as a blockquote."""
    quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
    return quote + p_tags(m)


def mantis_note(m: Message, bug: int) -> str:
    nid = 5600 + m.pid % 1000 * 3
    level = MANTIS_LEVELS[m.uid % 4]
    return (
        f'<tr class="bugnote visible-on-hover-toggle" id="c{nid}"><td class="category"><div '
        'class="pull-left padding-2"><img class="avatar" src="https://secure.gravatar.com/'
        f'avatar/{_hash(m.uid, 32)}?d=identicon&amp;r=G&amp;s=80" width="80" height="80" alt="'
        f'{m.author}"></div><div class="pull-left padding-2"><p class="no-margin"><i class="fa '
        f'fa-user grey"></i> {mantis_user(m)}</p><p class="no-margin small lighter"><i class="'
        f'fa fa-clock-o grey"></i> {mantis_date(m.when)}</p><p class="no-margin"><span class="'
        f'label label-sm label-default arrowed-in-right">{level}</span>&#160;<i class="fa fa-'
        f'link grey"></i>&#160;<a rel="bookmark" href="view.php?id={bug}#c{nid}" class="lighter'
        f'" title="Direct link to note">~{nid:07d}</a></p><div class="clearfix"></div><div '
        'class="space-2"></div><div class="btn-group visible-on-hover"></div></div></td><td '
        f'class="bugnote-note bugnote-public">{mantis_text(m)}</td></tr><tr class="spacer"><td '
        'colspan="2"></td></tr>')


def mantisbt(posts: list[Message]) -> str:
    """A MantisBT (2.x) issue page, view.php?id=1234, seen anonymously: the navbar
    ("MantisBT", "Login", "Signup for a new account"), the sidebar (My View, View Issues,
    Change Log, Roadmap), the breadcrumbs; the "View Issue Details" widget (Jump to Notes,
    Issue History, Print) with its table: ID, Project, Category, View Status, Date Submitted
    "2021-03-04 10:12", Last Update; Reporter, Assigned To, Priority, Severity,
    Reproducibility, Status, Resolution, Platform, Summary "0001234: ...", the Description,
    Tags; "Relationships"; then "Activities": table of tr.bugnote (td.category with the
    avatar, the name, the date, the access level label and "~0005678", td.bugnote-note with
    the note), quotes as blockquotes; "Issue History" (Date Modified / Username / Field /
    Change) and the footer ("Powered by Mantis Bug Tracker"). The description is the first
    message."""
    head = posts[0]
    bug = 1200 + head.pid % 1000
    notes = "".join(mantis_note(m, bug) for m in posts[1:])
    dev = next((m for m in posts[1:] if MANTIS_LEVELS[m.uid % 4] == "developer"), None)
    last = max(m.when for m in posts)
    history = [(head.when, head.author, "New Issue", "")]
    history += [(m.when, m.author, f"Note Added: {5600 + m.pid % 1000 * 3:07d}", "")
                for m in posts[1:]]
    if dev:
        history.append((dev.when + timedelta(minutes=2), dev.author, "Status",
                         "new =&gt; acknowledged"))
    history.sort(key=lambda row: row[0])
    hist = "".join(
        f'<tr><td class="small-caption">{mantis_date(t)}</td><td class="small-caption"><a href='
        f'"view_user_page.php?id={100 + len(who)}">{who}</a></td><td class="small-caption">'
        f'{what}</td><td class="small-caption">{change}</td></tr>' for t, who, what, change
        in history)
    status = ('<span class="status-acknowledged-color">acknowledged</span>' if dev else
              '<span class="status-new-color">new</span>')
    menu = "".join(f'<li><a href="{h}"><i class="menu-icon fa {i}"></i><span class="menu-text">'
                   f' {x} </span></a><b class="arrow"></b></li>'
                   for h, i, x in (("my_view_page.php", "fa-dashboard", "My View"),
                                   ("view_all_bug_page.php", "fa-list-alt", "View Issues"),
                                   ("changelog_page.php", "fa-retweet", "Change Log"),
                                   ("roadmap_page.php", "fa-road", "Roadmap")))

    def row(*cells: tuple[str, str, str]) -> str:
        return "<tr>" + "".join(f'<th class="{c} category">{label}</th><td class="{c}">{value}'
                                "</td>" for c, label, value in cells) + "</tr>"

    details = (
        '<table class="table table-bordered table-condensed"><tbody><tr class="bug-header"><th '
        'class="bug-id category width-15">ID</th><th class="bug-project category width-20">'
        'Project</th><th class="bug-category category width-15">Category</th><th class="bug-'
        'view-status category width-15">View Status</th><th class="bug-date-submitted category'
        ' width-15">Date Submitted</th><th class="bug-last-modified category width-20">Last '
        f'Update</th></tr><tr class="bug-header-data"><td class="bug-id">{bug:07d}</td><td '
        'class="bug-project">Infotainment</td><td class="bug-category">[Infotainment] Audio'
        '</td><td class="bug-view-status">public</td><td class="bug-date-submitted">'
        f'{mantis_date(head.when)}</td><td class="bug-last-modified">{mantis_date(last)}</td>'
        '</tr><tr class="spacer"><td colspan="6"></td></tr><tr class="hidden"></tr>'
        + row(("bug-reporter", "Reporter", mantis_user(head)),
              ("bug-assigned-to", "Assigned To", dev.author if dev else ""),
              ("bug-priority", "Priority", "normal"))
        + row(("bug-severity", "Severity", "minor"),
              ("bug-reproducibility", "Reproducibility", "sometimes"),
              ("bug-status", "Status", status))
        + row(("bug-resolution", "Resolution", "open"), ("bug-platform", "Platform", "x86_64"),
              ("bug-os", "OS", "Linux"))
        + '<tr class="spacer"><td colspan="6"></td></tr><tr><th class="bug-summary category">'
        f'Summary</th><td class="bug-summary" colspan="5">{bug:07d}: {TITLE}</td></tr><tr><th '
        'class="bug-description category">Description</th><td class="bug-description" colspan'
        f'="5">{mantis_text(head)}</td></tr><tr><th class="bug-tags category">Tags</th><td '
        'class="bug-tags" colspan="5">No tags attached.</td></tr></tbody></table>')
    widget = ('<div class="widget-box widget-color-blue2"><div class="widget-header widget-'
              'header-small"><h4 class="widget-title lighter"><i class="ace-icon fa {0}"></i>{1}'
              '</h4><div class="widget-toolbar"><a data-action="collapse" href="#"><i class="'
              'ace-icon fa fa-chevron-up bigger-125"></i></a></div></div><div class="widget-body'
              '"><div class="widget-main no-padding"><div class="table-responsive">{2}</div>'
              '</div></div></div>')
    body = (
        '<div id="navbar" class="navbar navbar-default navbar-collapse navbar-fixed-top noprint"'
        '><div id="navbar-container" class="navbar-container"><div class="navbar-header"><a '
        'href="my_view_page.php" class="navbar-brand"><span class="smaller-75"> MantisBT '
        '</span></a></div><div class="navbar-buttons navbar-header navbar-collapse collapse">'
        '<ul class="nav ace-nav"><li class="grey"><a href="login_page.php?return=%2Fview.php%3F'
        f'id%3D{bug}"><i class="ace-icon fa fa-sign-in"></i> Login</a></li><li class="grey"><a'
        ' href="signup_page.php"><i class="ace-icon fa fa-user-plus"></i> Signup for a new '
        'account</a></li></ul></div></div></div><div class="main-container" id="main-container"'
        '><div id="sidebar" class="sidebar sidebar-fixed responsive compact"><ul class="nav nav-'
        f'list">{menu}</ul></div><div class="main-content"><div id="breadcrumbs" class="'
        'breadcrumbs noprint"><ul class="breadcrumb"><li><i class="fa fa-user home-icon active"'
        '></i> Logged in as: anonymous</li></ul><div class="nav-recent hidden-xs">Recently '
        f'Visited: <a href="view.php?id={bug}">{bug}</a></div></div><div class="page-content">'
        '<div class="row"><div class="col-md-12 col-xs-12"><div class="widget-box widget-color-'
        'blue2"><div class="widget-header widget-header-small"><h4 class="widget-title lighter">'
        '<i class="ace-icon fa fa-bars"></i>View Issue Details</h4></div><div class="widget-body'
        '"><div class="widget-toolbox padding-8 clearfix noprint"><div class="btn-group pull-'
        'left"><a class="btn btn-primary btn-white btn-round btn-sm" href="#bugnotes">Jump to '
        'Notes</a><a class="btn btn-primary btn-white btn-round btn-sm" href="#history">Issue '
        f'History</a><a class="btn btn-primary btn-white btn-round btn-sm" href="print_bug_page'
        f'.php?bug_id={bug}">Print</a></div></div><div class="widget-main no-padding"><div '
        f'class="table-responsive">{details}</div></div></div></div></div>'
        '<div class="col-md-12 col-xs-12"><div class="space-10"></div>'
        + widget.format("fa-sitemap", "Relationships",
                        '<table class="table table-bordered table-condensed table-hover"><tr>'
                        '<td><span class="nowrap">related to</span></td><td><a href="view.php?'
                        f'id={bug - 34}">{bug - 34:07d}</a></td><td><span class="status-closed-'
                        'color">closed</span></td><td>Fan noise after firmware 2.4.1</td></tr>'
                        '</table>')
        + '</div><div class="col-md-12 col-xs-12"><div class="space-10"></div><a id="bugnotes">'
        '</a>'
        + widget.format("fa-comments", "Activities",
                        '<table class="table table-bordered table-condensed table-striped">'
                        f'{notes}</table>' if notes else
                        '<div class="alert alert-info">There are no notes attached to this '
                        'issue.</div>')
        + '</div><div class="col-md-12 col-xs-12"><div class="space-10"></div><a id="history">'
        '</a>'
        + widget.format("fa-history", "Issue History",
                        '<table class="table table-bordered table-condensed table-hover table-'
                        'striped"><thead><tr><th class="small-caption">Date Modified</th><th '
                        'class="small-caption">Username</th><th class="small-caption">Field'
                        '</th><th class="small-caption">Change</th></tr></thead><tbody>'
                        f'{hist}</tbody></table>')
        + '</div></div></div><div class="footer noprint"><div class="footer-inner"><div class="'
        'footer-content"><div class="col-md-6 col-xs-12 no-padding"><address><strong>Powered by'
        ' <a href="https://www.mantisbt.org" title="Free Web Based Bug Tracker">Mantis Bug '
        'Tracker</a>: a free and open source web based bug tracker.</strong><br><small>'
        'Copyright &copy;2000 - 2021 MantisBT Team</small><br><small>Contact <a href="mailto:'
        'webmaster@example.org" title="Contact the webmaster via e-mail.">administrator</a> for'
        ' assistance</small></address></div><div class="col-md-6 col-xs-12"><div class="pull-'
        'right" id="powered-by-mantisbt-logo"><a href="https://www.mantisbt.org"><img src="'
        '/images/mantis_logo.png" width="102" height="35" alt="Powered by Mantis Bug Tracker">'
        '</a></div></div></div></div></div></div></div>')
    return page(f"{bug:07d}: {TITLE} - MantisBT", body)


# --- Gerrit change (PolyGerrit, saved DOM) ----------------------------------------------------

GERRIT_PROJECT = "infotainment/audio-service"
GERRIT_CI = ("Gerrit CI", 1000099)
GERRIT_VOTES = ("Code-Review +1", "Code-Review +2", "Code-Review -1", "")


def gerrit_date(t: datetime) -> str:
    """gr-date-formatter: the time on the same day ("10:12 AM"), "Mar 04" within the year,
    "Mar 04, 2020" before."""
    if 0 <= _seconds(t) < 86400 and days_ago(t) == 0:
        return hm(t, " ", True)
    if t.year == NOW.year:
        return f"{t:%b %d}"
    return f"{t:%b %d, %Y}"


def gerrit_time(t: datetime, relative: bool = False) -> str:
    title = f"{t:%A, %b %d, %Y} {hm(t, ' ', True)}"
    shown = _en_ago(t) if relative else gerrit_date(t)
    return (f'<gr-date-formatter withtooltip="" showdateandtime=""><span class="date" title="'
            f'{title}">{shown}</span></gr-date-formatter>')


def gerrit_account(name: str, uid: int, cls: str = "authorLabel") -> str:
    return (f'<gr-account-label class="{cls}" deselected=""><span class="avatar-container">'
            f'<gr-avatar class="hiddenInMobile" aria-hidden="true" style="background-image: '
            f'url(&quot;/accounts/{uid}/avatar?s=32&quot;);"></gr-avatar></span><span class="'
            f'text"><span class="name">{name}</span></span></gr-account-label>')


def gerrit_message(name: str, uid: int, t: datetime, content: str, mid: str,
                   score: str = "", tag: str = "") -> str:
    scores = (f'<gr-message-scores><span class="score {"negative" if "-" in score else "positive"}'
              f'" title="{score}">{score}</span></gr-message-scores>' if score else "")
    tagged = f' data-tag="{tag}"' if tag else ""
    return (
        f'<gr-message class="expanded" id="{mid}" data-message-id="{mid}"{tagged}><div class="'
        f'contentContainer"><div class="author">{gerrit_account(name, 1000000 + uid)}{scores}'
        '</div><div class="content messageContent"><gr-formatted-text class="message" no'
        f'trailingmargin=""><div id="container">{content}</div></gr-formatted-text></div><span'
        ' class="dateContainer"><span class="patchset">Patchset 1</span><span class="date">'
        f'{gerrit_time(t)}</span></span></div></gr-message>')


def gerrit(posts: list[Message]) -> str:
    """A Gerrit (3.4) change page as the browser's DOM holds it, the shadow roots written out
    in place: gr-main-header ("Gerrit", Changes / Documentation / Browse, search, "Sign
    in"); the change header ("Merged", "12345: subject"); gr-change-metadata (Updated "3
    hours ago" titled with the date, Owner, Reviewers, Repo | Branch, Strategy, Hashtags);
    the commit message in a gr-formatted-text (the subject line, the text wrapped at 72
    columns, "Bug:" and "Change-Id:" footers); the submit requirements, the file list with
    +/- counts; then "Change Log": gr-message per message ("Uploaded patch set 1." by the
    owner, the CI's "Build Successful", each reply: gr-account-label with the name, the vote
    chip "Code-Review +1", gr-formatted-text with <p>s, "Patchset 1" and a gr-date-formatter
    "10:12 AM" / "Mar 04" / "Mar 04, 2020" titled with the full date); quotes ("> " lines) as
    blockquotes; the footer ("Powered by Gerrit Code Review"). The commit message is the
    first message."""
    head = posts[0]
    num = 12300 + head.pid % 1000
    url = f"/c/{GERRIT_PROJECT}/+/{num}"
    change_id = f"I{_hash(head.pid, 40)}"
    commit = (f"<p>{TITLE}</p>"
              + "".join(f"<p>{escape(textwrap.fill(p, 72))}</p>" for p in head.paragraphs)
              + f"<p>Bug: {head.pid * 3 % 100000}<br>Change-Id: {change_id}</p>")
    events = [(head.when, gerrit_message(head.author, head.uid, head.when,
                                         "<p>Uploaded patch set 1.</p>", _hash(num, 40),
                                         tag="autogenerated:gerrit:newPatchSet"))]
    ci = head.when + timedelta(minutes=23)
    events.append((ci, gerrit_message(
        GERRIT_CI[0], GERRIT_CI[1], ci, '<p>Patch Set 1: Verified+1</p><p>Build Successful '
        f'</p><p><a href="https://ci.example.org/job/audio-service-verify/{num * 3}/" rel="'
        f'noopener" target="_blank">https://ci.example.org/job/audio-service-verify/{num * 3}/'
        '</a> : SUCCESS</p>', _hash(num + 1, 40), "Verified +1", "autogenerated:ci")))
    for m in posts[1:]:
        quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
        score = "" if m.author == head.author else GERRIT_VOTES[m.uid % 4]
        events.append((m.when, gerrit_message(m.author, m.uid, m.when, quote + p_tags(m),
                                              _hash(m.pid * 5 + 1, 40), score)))
    events.sort(key=lambda e: e[0])
    messages = "".join(html for _, html in events)
    reviewers = "".join(
        f'<gr-account-chip class="reviewer">{gerrit_account(name, 1000000 + uid, "")}'
        '</gr-account-chip>'
        for name, uid in dict.fromkeys((m.author, m.uid) for m in posts[1:]
                                       if m.author != head.author))
    files = "".join(
        f'<div class="file-row row" data-file="{escape(path)}" role="row"><span class="status" '
        f'title="{kind}">{kind[0]}</span><span class="path"><a class="pathLink" href="{url}/1/'
        f'{path}"><span class="fullFileName">{path}</span></a></span><span class="comments">'
        f'</span><span class="stats"><span class="added">+{add}</span><span class="removed">'
        f'-{rem}</span></span></div>'
        for path, kind, add, rem in (("/COMMIT_MSG", "Added", 12, 0),
                                     ("src/fan/fan_control.c", "Modified", 34, 9),
                                     ("src/fan/fan_control.h", "Modified", 3, 1),
                                     ("tests/fan_control_test.c", "Added", 58, 0)))
    last = max(m.when for m in posts)
    section = ('<section><span class="title">{0}</span><span class="value">{1}</span>'
               '</section>')
    metadata = (
        section.format("Updated", gerrit_time(last, True))
        + section.format("Owner", '<gr-account-chip class="owner">'
                         f'{gerrit_account(head.author, 1000000 + head.uid, "")}'
                         '</gr-account-chip>')
        + section.format("Reviewers", reviewers or "No reviewers")
        + section.format("Repo | Branch", f'<a href="/q/project:{GERRIT_PROJECT}">'
                         f'{GERRIT_PROJECT}</a> | <a href="/q/project:{GERRIT_PROJECT}+branch:'
                         'main">main</a>')
        + section.format("Strategy", "Rebase if Necessary")
        + section.format("Hashtags", '<gr-linked-chip class="hashtagChip">audio</gr-linked-'
                         'chip>'))
    body = (
        '<gr-app id="app"><gr-app-element id="app-element"><gr-main-header id="mainHeader" role'
        '="banner"><nav><a href="/" class="bigTitle"><gr-endpoint-decorator name="header-title"'
        '><span class="titleText">Gerrit</span></gr-endpoint-decorator></a><ul class="links">'
        '<li><gr-dropdown link="" down-arrow="">Changes</gr-dropdown></li><li><gr-dropdown link'
        '="" down-arrow="">Documentation</gr-dropdown></li><li><gr-dropdown link="" down-arrow'
        '="">Browse</gr-dropdown></li></ul><div class="rightItems"><gr-smart-search id="search"'
        '><gr-search-bar><input id="searchInput" placeholder="Search for changes" aria-label="'
        'Search for changes"></gr-search-bar></gr-smart-search><div class="accountContainer" id'
        '="accountContainer"><a class="loginButton" href="/login/">Sign in</a></div></div></nav>'
        '</gr-main-header><main><gr-change-view id="app-change-view"><div class="container" id='
        '"mainContent"><section class="changeInfoSection"><div class="header"><div class="'
        'headerTitle"><div class="changeStatuses"><gr-change-status class="status" status="'
        'Merged"><div class="chip">Merged</div></gr-change-status></div><div class="statusText"'
        f'><a href="{url}">{num}</a>: <span class="headerSubject">{TITLE}</span></div><gr-copy-'
        'clipboard hastooltip="" buttontitle="Copy full URL to clipboard"></gr-copy-clipboard>'
        '</div></div><div class="changeInfo"><div class="changeInfo-column changeMetadata"><gr-'
        f'change-metadata id="metadata">{metadata}</gr-change-metadata></div><div class="change'
        'Info-column mainChangeInfo"><div id="commitAndRelated"><div class="commitContainer">'
        '<div class="commitMessage"><gr-editable-content id="commitMessageEditor"><gr-formatted'
        f'-text class="commitMessage" notrailingmargin=""><div id="container">{commit}</div>'
        '</gr-formatted-text></gr-editable-content></div></div></div><gr-submit-requirements>'
        '<h3 class="metadata-title heading-3">Submit Requirements</h3><table class="'
        'requirements"><tr><td class="status"><iron-icon class="check" icon="gr-icons:check">'
        '</iron-icon></td><td class="name">Code-Review</td><td class="votes">+2</td></tr><tr>'
        '<td class="status"><iron-icon class="check" icon="gr-icons:check"></iron-icon></td><td'
        ' class="name">Verified</td><td class="votes">+1</td></tr></table></gr-submit-'
        'requirements></div></div></section><section class="changeLog"><h2 class="assistive-'
        'tech">Files and Comments tabs</h2><paper-tabs id="primaryTabs"><paper-tab data-name="'
        '_files">Files</paper-tab><paper-tab data-name="_comments">Comments</paper-tab></paper'
        '-tabs><gr-file-list-header><div class="patchInfoContent">Patchset 1 of 1 · Base'
        '</div></gr-file-list-header><gr-file-list id="fileList"><div id="container" role="grid'
        f'" aria-label="Files list">{files}</div></gr-file-list><gr-messages-list id="message'
        'List"><div class="header"><div id="showAllActivityToggleContainer" class="container">'
        '<paper-toggle-button class="showAllActivityToggle"></paper-toggle-button><div>Only '
        'comments</div></div><gr-button id="collapse-messages" link="">Expand All</gr-button>'
        f'</div><h3 class="heading-3">Change Log</h3>{messages}</gr-messages-list></section>'
        '</div></gr-change-view></main><footer class="footer" role="contentinfo"><div>Powered'
        ' by <a href="https://www.gerritcodereview.com/" rel="noopener" target="_blank">Gerrit '
        'Code Review</a> (3.4.1) | <a href="https://bugs.chromium.org/p/gerrit/issues/entry" '
        'rel="noopener" target="_blank">Report bug</a></div><div>Press “?” to view keyboard '
        'shortcuts</div></footer></gr-app-element></gr-app>')
    return page(f"{num}: {TITLE} | Gerrit Code Review", body)


# --- Bluesky post thread (saved DOM) ----------------------------------------------------------

B32 = "abcdefghijklmnopqrstuvwxyz234567"


def _b32(n: int, width: int) -> str:
    h = _hash(n, width * 2)
    return "".join(B32[int(h[2 * i:2 * i + 2], 16) % 32] for i in range(width))


def bsky_handle(m: Message) -> str:
    return f"{m.author.lower().replace('_', '').replace('.', '')}.bsky.social"


def bsky_rkey(m: Message) -> str:
    return "3k" + _b32(m.pid, 11)


def bsky_ago(t: datetime) -> str:
    """"now", "5m", "3h", "12d" within the month, then "Mar 4" and "Mar 4, 2020"."""
    s = _seconds(t)
    if 0 <= s < 60:
        return "now"
    if 0 <= s < 3600:
        return f"{int(s // 60)}m"
    if 0 <= s < 86400:
        return f"{int(s // 3600)}h"
    if 0 <= s < 30 * 86400:
        return f"{int(s // 86400)}d"
    return f"{t:%b} {t.day}" + ("" if t.year == NOW.year else f", {t.year}")


def bsky_full(t: datetime) -> str:
    """"March 4, 2021 at 10:12 AM"."""
    return f"{MONTHS_EN[t.month - 1]} {t.day}, {t.year} at {hm(t, ' ', True)}"


def bsky_avatar(m: Message, size: int) -> str:
    return (f'<div class="css-175oi2r" data-testid="userAvatarImage" style="width: {size}px; '
            f'height: {size}px; border-radius: {size // 2}px; overflow: hidden;"><img alt="" src'
            f'="https://cdn.bsky.app/img/avatar_thumbnail/plain/did:plc:{_b32(m.uid, 24)}/'
            f'bafkrei{_b32(m.uid * 7, 52)}@jpeg" class="css-9pa8cd" draggable="false"></div>')


def bsky_text(m: Message, size: str) -> str:
    text = "\n\n".join(escape(p) for p in m.paragraphs)
    return (f'<div dir="auto" data-testid="postText" data-word-wrap="1" class="css-146c3p1 r-1'
            f'xnzce8" style="font-size: {size}; letter-spacing: 0px; color: rgb(11, 15, 20); '
            f'line-height: 1.3; white-space: pre-wrap; overflow-wrap: break-word;">{text}</div>')


def bsky_embed(posts: list[Message], m: Message) -> str:
    """A quote post: the quoted post's card under the text."""
    if not m.quote:
        return ""
    q = _quoted(posts, m)
    return (
        '<div class="css-175oi2r" data-testid="contentHider-embed" style="margin-top: 8px;">'
        f'<div class="css-175oi2r r-1loqt21" role="link" tabindex="0" aria-label="Post by '
        f'{q.author}" style="border-width: 1px; border-radius: 12px; border-color: rgb(212, 219,'
        ' 226); padding: 12px;"><div class="css-175oi2r r-18u37iz" style="align-items: center; '
        f'gap: 6px;">{bsky_avatar(q, 16)}<span class="css-1jxf684" style="font-weight: 600;">'
        f'{q.author}</span><span class="css-1jxf684" style="color: rgb(66, 87, 108);">@'
        f'{bsky_handle(q)}</span><span class="css-1jxf684" style="color: rgb(66, 87, 108);">'
        f' · </span><span class="css-1jxf684" title="{bsky_full(q.when)}" style="color: rgb(66,'
        f' 87, 108);">{bsky_ago(q.when)}</span></div><div dir="auto" data-word-wrap="1" class="'
        'css-146c3p1" style="font-size: 15px; line-height: 20px; white-space: pre-wrap;">'
        f'{escape(m.quote[2])}</div></div></div>')


def bsky_controls(m: Message, replies: int) -> str:
    likes, reposts = m.uid * 7 % 30, m.uid % 4

    def btn(testid: str, label: str, count: int) -> str:
        shown = (f'<div dir="auto" class="css-146c3p1" style="font-size: 13px; color: rgb(111, '
                 f'134, 159);">{count}</div>' if count else "")
        return (f'<div class="css-175oi2r" style="flex: 1 1 0%; align-items: flex-start;"><button'
                f' aria-label="{label}" data-testid="{testid}" role="button" tabindex="0" class="'
                'css-175oi2r r-1loqt21 r-1otgn73" type="button" style="flex-direction: row; '
                'align-items: center; gap: 4px; padding: 5px; border-radius: 999px;"><svg fill="'
                'none" width="18" viewBox="0 0 24 24" height="18"><path fill="hsl(211, 20%, 53%)"'
                f' d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z"></path></svg>{shown}</button></div>')

    return ('<div class="css-175oi2r" style="flex-direction: row; justify-content: space-between;'
            ' align-items: center; padding-top: 4px;">'
            + btn("replyBtn", f"Reply ({_n(replies, 'reply', 'replies')})", replies)
            + btn("repostBtn", f"Repost ({_n(reposts, 'repost', 'reposts')})", reposts)
            + btn("likeBtn", f"Like ({_n(likes, 'like', 'likes')})", likes)
            + '<div class="css-175oi2r"><button aria-label="Open post options menu" data-testid='
            '"postDropdownBtn" role="button" tabindex="0" class="css-175oi2r r-1loqt21" type="'
            'button"><svg fill="none" width="18" viewBox="0 0 24 24" height="18"><path fill="'
            'hsl(211, 20%, 53%)" d="M2 12a2 2 0 1 1 4 0 2 2 0 0 1-4 0Z"></path></svg></button>'
            '</div></div>')


def bsky_reply(posts: list[Message], kids: dict[int, list[int]], k: int, line_above: bool,
               line_below: bool) -> str:
    m = posts[k]
    h = bsky_handle(m)
    full = bsky_full(m.when)
    grey = "rgb(212, 219, 226)"
    above = (f'<div class="css-175oi2r" style="width: 2px; height: 8px; background-color: {grey}'
             ';"></div>' if line_above else '<div class="css-175oi2r" style="height: 8px;"></div>')
    below = (f'<div class="css-175oi2r" style="width: 2px; flex-grow: 1; margin-top: 4px; '
             f'background-color: {grey};"></div>' if line_below else "")
    return (
        f'<div class="css-175oi2r" data-testid="postThreadItem-by-{h}" role="link" tabindex="0"'
        f' style="border-top-width: {0 if line_above else 1}px; border-color: rgb(212, 219, 226'
        f');"><div class="css-175oi2r r-18u37iz" style="padding-left: 16px; padding-right: 16px'
        f';"><div class="css-175oi2r r-1awozwy" style="margin-right: 10px;">{above}'
        f'{bsky_avatar(m, 42)}{below}</div><div class="css-175oi2r" style="flex: 1 1 0%; padding'
        '-top: 8px; padding-bottom: 4px;"><div class="css-175oi2r r-18u37iz" style="align-items:'
        f' center; padding-bottom: 2px;"><a href="/profile/{h}" aria-label="{m.author}" role="'
        'link" class="css-146c3p1 r-1loqt21"><span class="css-1jxf684" style="font-weight: 600;'
        f'">{m.author}</span></a><span class="css-1jxf684" style="color: rgb(66, 87, 108);">'
        f'&nbsp;@{h}</span><span class="css-1jxf684" style="color: rgb(66, 87, 108);">&nbsp;·'
        f'&nbsp;</span><a href="/profile/{h}/post/{bsky_rkey(m)}" aria-label="{full}" data-'
        f'tooltip="{full}" role="link" class="css-146c3p1 r-1loqt21"><span class="css-1jxf684" '
        f'style="color: rgb(66, 87, 108);">{bsky_ago(m.when)}</span></a></div>'
        f'{bsky_text(m, "15px")}{bsky_embed(posts, m)}{bsky_controls(m, len(kids[k]))}</div>'
        '</div></div>')


def bluesky_thread(posts: list[Message]) -> str:
    """A Bluesky post thread (bsky.app/profile/<handle>/post/<rkey>) as the browser's DOM holds
    it, React Native for Web's css-* / r-* classes, seen logged out: the left column (logo,
    Search, Feeds, "Join the conversation" with Sign up / Sign in), the "Post" header with
    the back button; the root post (div[data-testid=postThreadItem-by-alice.bsky.social]:
    avatar, the name and @handle, "Follow", div[data-testid=postText] with the text in one
    pre-wrap block, "March 4, 2021 at 10:12 AM · Everybody can reply", reposts / quotes /
    likes, the reply / repost / like / menu buttons); then the replies, each followed by the
    replies under it joined by thread lines (avatar, name, @handle, a link "3h" / "12d" /
    "Mar 4" titled with the full date, the text, the buttons with their counts); quotes as
    the quoted post's card under the text; the right column (search, feeds, Feedback ·
    Privacy · Terms · Help). The root post is the first message."""
    head = posts[0]
    tops, kids = _tree(posts)
    kids[0] = tops
    h = bsky_handle(head)
    items = []
    for k in tops:
        chain = [k] + _descendants(kids, k)
        for i, c in enumerate(chain):
            items.append(bsky_reply(posts, kids, c, i > 0, i < len(chain) - 1))
    likes, reposts = head.uid * 7 % 30 + 3, head.uid % 4 + 1
    stats = (
        '<div class="css-175oi2r" style="flex-direction: row; gap: 16px; border-top-width: 1px;'
        ' border-color: rgb(212, 219, 226); padding-top: 12px; padding-bottom: 12px;">'
        + "".join(f'<a href="/profile/{h}/post/{bsky_rkey(head)}/{p}" role="link" class="css-'
                  '146c3p1 r-1loqt21"><div dir="auto" class="css-146c3p1"><span class="css-'
                  f'1jxf684" style="font-weight: 600;">{n}</span> {label}</div></a>'
                  for p, n, label in (("reposted-by", reposts, "reposts"),
                                      ("quotes", head.uid % 3, "quotes"),
                                      ("liked-by", likes, "likes")) if n)
        + '</div>')
    anchor = (
        f'<div class="css-175oi2r" data-testid="postThreadItem-by-{h}" role="link" tabindex="0"'
        '><div class="css-175oi2r" style="padding: 16px 16px 0px;"><div class="css-175oi2r r-'
        f'18u37iz" style="gap: 12px; padding-bottom: 12px; align-items: center;">'
        f'{bsky_avatar(head, 42)}<div class="css-175oi2r" style="flex: 1 1 0%;"><a href="/'
        f'profile/{h}" aria-label="{head.author}" role="link" class="css-146c3p1 r-1loqt21">'
        f'<span class="css-1jxf684" style="font-weight: 600; font-size: 16.9px;">{head.author}'
        f'</span></a><a href="/profile/{h}" role="link" class="css-146c3p1 r-1loqt21"><span '
        f'class="css-1jxf684" style="color: rgb(66, 87, 108);">@{h}</span></a></div><button '
        'data-testid="followBtn" aria-label="Follow" role="button" class="css-175oi2r r-1loqt21"'
        ' type="button"><div dir="auto" class="css-146c3p1" style="font-weight: 600;">Follow'
        f'</div></button></div>{bsky_text(head, "18.75px")}<div class="css-175oi2r" style="'
        'padding-top: 12px; padding-bottom: 12px; flex-direction: row; align-items: center; gap:'
        ' 4px;"><div dir="auto" class="css-146c3p1" style="font-size: 13px; color: rgb(66, 87, '
        f'108);">{bsky_full(head.when)}</div><div dir="auto" class="css-146c3p1" style="color: '
        'rgb(66, 87, 108);">·</div><div dir="auto" class="css-146c3p1" style="font-size: 13px; '
        f'color: rgb(66, 87, 108);">Everybody can reply</div></div>{stats}'
        f'{bsky_controls(head, len(tops))}</div></div>')
    nav = "".join(f'<a href="{p}" aria-label="{x}" role="link" class="css-175oi2r r-1loqt21" '
                  'style="flex-direction: row; align-items: center; padding: 12px;"><div dir="'
                  f'auto" class="css-146c3p1" style="font-size: 17px;">{x}</div></a>'
                  for p, x in (("/search", "Search"), ("/feeds", "Feeds")))
    body = (
        '<div id="root"><div class="css-175oi2r r-13awgt0 r-12vffkv"><div class="css-175oi2r r-'
        '13awgt0"><nav role="navigation" class="css-175oi2r" style="position: fixed; top: 0px; '
        'width: 240px; padding: 10px 20px;"><a href="/" aria-label="Bluesky" role="link" class'
        '="css-175oi2r r-1loqt21"><svg fill="none" viewBox="0 0 64 57" width="28"><path fill="'
        '#0085ff" d="M13.873 3.805C21.21 9.332 29.103 20.537 32 26.55v15.882c0-.338-.13.044-.41'
        f'.867z"></path></svg></a>{nav}<div class="css-175oi2r" style="padding: 16px 12px;">'
        '<div dir="auto" class="css-146c3p1" style="font-size: 20px; font-weight: 800;">Join '
        'the conversation</div><button aria-label="Create account" role="button" class="css-'
        '175oi2r r-1loqt21" type="button"><div dir="auto" class="css-146c3p1">Sign up</div>'
        '</button><button aria-label="Sign in" role="button" class="css-175oi2r r-1loqt21" type'
        '="button"><div dir="auto" class="css-146c3p1">Sign in</div></button></div></nav><main'
        ' class="css-175oi2r" style="max-width: 600px; margin: 0 auto; border-left-width: 1px; '
        'border-right-width: 1px;"><div class="css-175oi2r" style="flex-direction: row; '
        'align-items: center; padding: 10px 16px; border-bottom-width: 1px;"><button aria-label'
        '="Back" data-testid="viewHeaderDrawerBtn" role="button" class="css-175oi2r r-1loqt21" '
        'type="button"><svg fill="none" viewBox="0 0 24 24" width="24" height="24"><path fill="'
        'hsl(211, 20%, 53%)" d="M3 12a1 1 0 0 1 .293-.707l6-6"></path></svg></button><div dir="'
        'auto" class="css-146c3p1" style="font-size: 17px; font-weight: 600;">Post</div></div>'
        f'<div class="css-175oi2r" data-testid="postThreadScreen">{anchor}{"".join(items)}<div '
        'class="css-175oi2r" style="height: 200px;"></div></div></main><div class="css-175oi2r"'
        ' style="position: fixed; top: 0px; width: 300px; padding: 10px 16px;"><div class="css-'
        '175oi2r"><input aria-label="Search" placeholder="Search" data-testid="searchTextInput" '
        'class="css-11aywtz" type="text" value=""></div><div class="css-175oi2r" style="'
        'padding-top: 16px;"><a href="/" class="css-146c3p1 r-1loqt21">Discover</a><a href="/'
        'profile/bsky.app/feed/whats-hot" class="css-146c3p1 r-1loqt21">Popular With Friends'
        '</a><a href="/feeds" class="css-146c3p1 r-1loqt21">More feeds</a></div><div class="css'
        '-175oi2r" style="flex-direction: row; gap: 10px; padding-top: 16px;"><a href="https://'
        'blueskyweb.zendesk.com/hc/requests/new" class="css-146c3p1 r-1loqt21">Feedback</a><a '
        'href="https://bsky.social/about/support/privacy-policy" class="css-146c3p1 r-1loqt21">'
        'Privacy</a><a href="https://bsky.social/about/support/tos" class="css-146c3p1 r-1loqt'
        '21">Terms</a><a href="https://blueskyweb.zendesk.com/hc/en-us" class="css-146c3p1 r-1'
        'loqt21">Help</a></div></div></div></div></div>')
    return page(f"@{h} on Bluesky", body)


ENGINES = {
    "steam-discussions": steam_discussions, "quora-answers": quora_answers,
    "heise-forum": heise_forum, "pikabu": pikabu, "hupu-bbs": hupu_bbs, "nga": nga,
    "mobile01": mobile01, "clien": clien, "gutefrage": gutefrage, "meneame": meneame,
    "public-inbox": public_inbox, "mantisbt": mantisbt, "gerrit": gerrit,
    "bluesky-thread": bluesky_thread,
}
