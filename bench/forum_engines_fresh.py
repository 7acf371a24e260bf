"""Fourteen more thread pages for bench/forum_engines.py, written the way further systems lay
them out: Discuz! X3 and a Zhihu question (Chinese), a Futaba image board and a Yahoo!
Chiebukuro question (Japanese), an XpressEngine board (Korean), Habr's comments (Russian),
jeuxvideo.com's forums (French), Lemmy, Lobsters and Reddit's new (shreddit) layout, a
Phabricator task, a Jira issue, a HyperKitty (Mailman 3) thread and Yet Another Forum.NET.

Markup written after the systems' default templates (element nesting, class names and ids,
date wording in the site's language, author boxes, quotes, signatures where the system shows
them, the page around the thread), by someone who never read the extractor; the text is
generated. Each function takes the thread's list of ``Message`` and returns the whole page;
``ENGINES`` maps the engine's name to it.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from forum_engines import NOW, TITLE, Message, escape, joined, p_tags, page, paras
from forum_engines_more import days_ago, hm

MONTHS_EN = ("January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December")


# --- shared bits ------------------------------------------------------------------------------

def _quoted(posts: list[Message], m: Message) -> Message:
    """The post m quotes (m itself when it quotes nothing known)."""
    return next((p for p in posts if m.quote and p.pid == m.quote[1]), m)


def _tree(posts: list[Message]) -> tuple[list[int], dict[int, list[int]]]:
    """A threaded view of the replies: a reply hangs under the comment it quotes, every fourth
    one that quotes nothing under the comment before it, the others at the top level. Returns
    the top-level indexes and each index's children."""
    index = {m.pid: k for k, m in enumerate(posts)}
    kids: dict[int, list[int]] = {k: [] for k in range(len(posts))}
    tops = []
    for k in range(1, len(posts)):
        m = posts[k]
        parent = index.get(m.quote[1], 0) if m.quote else (k - 1 if m.number % 4 == 0 else 0)
        (kids[parent] if parent else tops).append(k)
    return tops, kids


def _utc(t: datetime, hours: int = 0) -> str:
    """ISO 8601 in UTC of a local time ``hours`` ahead of UTC."""
    return (t - timedelta(hours=hours)).strftime("%Y-%m-%dT%H:%M:%S.000Z")


def _moment_ago(t: datetime) -> str:
    """moment.js's fromNow(): "a few seconds ago", "an hour ago", "3 months ago", "a year ago"."""
    s = max((NOW - t).total_seconds(), 0)
    minutes, hours, days = round(s / 60), round(s / 3600), round(s / 86400)
    if s < 45:
        return "a few seconds ago"
    if s < 90:
        return "a minute ago"
    if minutes < 45:
        return f"{minutes} minutes ago"
    if minutes < 90:
        return "an hour ago"
    if hours < 22:
        return f"{hours} hours ago"
    if hours < 36:
        return "a day ago"
    if days < 26:
        return f"{days} days ago"
    if days < 45:
        return "a month ago"
    if days < 320:
        return f"{round(days / 30.4)} months ago"
    if days < 548:
        return "a year ago"
    return f"{round(days / 365)} years ago"


# --- Discuz! X3 -------------------------------------------------------------------------------

DZ_FLOORS = ("楼主", "沙发", "板凳", "地板")


def dz_date(t: datetime) -> str:
    """Discuz! X3's dgmdate(..., 'u'): "3&nbsp;小时前", "昨天&nbsp;10:12", "前天&nbsp;10:12",
    "5&nbsp;天前" in a <span title> within the week, "2021-3-4 10:12:33" before."""
    full = f"{t.year}-{t.month}-{t.day} {t:%H:%M:%S}"
    seconds = int((NOW - t).total_seconds())
    days = days_ago(t)
    if days == 0 and seconds > 0:
        if seconds > 3600:
            shown = f"{seconds // 3600}&nbsp;小时前"
        elif seconds > 1800:
            shown = "半小时前"
        else:
            shown = f"{max(seconds // 60, 1)}&nbsp;分钟前"
    elif 1 <= days <= 7:
        named = {1: f"昨天&nbsp;{t:%H:%M}", 2: f"前天&nbsp;{t:%H:%M}"}
        shown = named.get(days, f"{days}&nbsp;天前")
    else:
        return full
    return f'<span title="{full}">{shown}</span>'


def discuz_x3_post(posts: list[Message], m: Message) -> str:
    floor = (DZ_FLOORS[m.number - 1] if m.number <= len(DZ_FLOORS)
             else f"<em>{m.number}</em><sup>#</sup>")
    quote = ""
    if m.quote:
        q = _quoted(posts, m).when
        quote = ('<div class="quote"><blockquote><font size="2"><a href="forum.php?mod=redirect'
                 f'&amp;goto=findpost&amp;pid={m.quote[1]}&amp;ptid=5" target="_blank"><font '
                 f'color="#999999">{m.quote[0]} 发表于 {q.year}-{q.month}-{q.day} {q:%H:%M}'
                 f'</font></a></font><br />{escape(m.quote[2])}</blockquote></div><br />')
    sig = (f'<div class="sign" style="max-height:100px;maxHeightIE:100px;">{escape(m.signature)}'
           "</div>" if m.signature else "")
    jump = ('<div id="fj" class="y"><label class="z">电梯直达</label><input type="text" class="px'
            ' p_fre z" size="2" title="跳转到指定楼层" /><a href="javascript:;" id="fj_btn" class'
            '="z" title="跳转到指定楼层"><img src="static/image/common/fj_btn.png" alt="跳转到指定'
            '楼层" class="vm" /></a></div>') if m.number == 1 else ""
    reg = joined(m)
    space = f"home.php?mod=space&amp;uid={m.uid}"
    return (
        f'<div id="post_{m.pid}" ><table id="pid{m.pid}" class="plhin" summary="pid{m.pid}" '
        'cellspacing="0" cellpadding="0"><tr><td class="pls" rowspan="2"><div id="favatar'
        f'{m.pid}" class="pls favatar"><div class="pi"><div class="authi"><a href="{space}" '
        f'target="_blank" class="xw1">{m.author}</a></div></div><div class="p_pop blk bui card_'
        f'gender_0" id="userinfo{m.pid}" style="display: none; margin-top: -11px;"><div class="m '
        f'z"><div id="userinfo{m.pid}_ma"></div></div><div class="i y"><div><strong><a href="'
        f'{space}" target="_blank" class="xi2">{m.author}</a></strong> <em>当前离线</em></div>'
        f'<dl class="cl"><dt>注册时间</dt><dd>{reg.year}-{reg.month}-{reg.day}</dd><dt>最后登录'
        f'</dt><dd>{NOW.year}-{NOW.month}-{NOW.day}</dd></dl></div></div><div><div class="avatar"'
        f'><a href="{space}" class="avtm" target="_blank"><img src="uc_server/avatar.php?uid='
        f'{m.uid}&amp;size=middle" /></a></div></div><div class="tns xg2"><table cellspacing="0"'
        f' cellpadding="0"><th><p><a href="{space}&amp;do=thread&amp;type=thread&amp;view=me" '
        f'class="xi2">{m.uid % 9 + 1}</a></p>主题</th><th><p><a href="{space}&amp;do=thread&amp;'
        f'type=reply&amp;view=me" class="xi2">{m.uid * 3}</a></p>帖子</th><td><p><a href="'
        f'{space}&amp;do=profile" class="xi2">{m.uid * 4}</a></p>积分</td></table></div><p><em>'
        '<a href="home.php?mod=spacecp&amp;ac=usergroup&amp;gid=10" target="_blank">新手上路</a>'
        '</em></p><p><span><img src="static/image/common/star_level1.gif" alt="Rank: 1" /></span>'
        f'</p><dl class="pil cl"><dt>积分</dt><dd><a href="{space}&amp;do=profile" target="_blank"'
        f' class="xi2">{m.uid * 4}</a></dd></dl></div></td><td class="plc"><div class="pi">{jump}'
        f'<strong><a href="forum.php?mod=redirect&amp;goto=findpost&amp;ptid=5&amp;pid={m.pid}" '
        f'id="postnum{m.pid}" onclick="setCopy(this.href, \'帖子地址复制成功\');return false;">'
        f'{floor}</a></strong><div class="pti"><div class="pdbt"></div><div class="authi"><img '
        f'class="authicn vm" id="authicon{m.pid}" src="static/image/common/online_member.gif" />'
        f'<em id="authorposton{m.pid}">发表于 {dz_date(m.when)}</em><span class="pipe">|</span>'
        f'<a href="forum.php?mod=viewthread&amp;tid=5&amp;page=1&amp;authorid={m.uid}" rel="'
        'nofollow">只看该作者</a></div></div></div><div class="pct"><style type="text/css">'
        '.pcb{margin-right:0}</style><div class="pcb"><div class="t_fsz"><table cellspacing="0" '
        f'cellpadding="0"><tr><td class="t_f" id="postmessage_{m.pid}">{quote}'
        f'{paras(m, "<br /><br />")}</td></tr></table></div><div id="comment_{m.pid}" class="cm">'
        f'</div><div id="post_rate_div_{m.pid}"></div></div></div></td></tr><tr><td class="plc '
        f'plm">{sig}</td></tr><tr id="_postposition{m.pid}"></tr><tr><td class="pls"></td><td '
        'class="plc" style="overflow:visible;"><div class="po hin"><div class="pob cl"><em><a '
        'class="fastre" href="forum.php?mod=post&amp;action=reply&amp;fid=2&amp;tid=5&amp;'
        f'repquote={m.pid}&amp;extra=page%3D1&amp;page=1">回复</a></em><p><a href="javascript:;" '
        f'id="mgc_post_{m.pid}" class="showmenu">使用道具</a> <a href="javascript:;">举报</a></p>'
        '</div></div></td></tr><tr class="ad"><td class="pls"></td><td class="plc"></td></tr>'
        "</table></div>")


def discuz_x3(posts: list[Message]) -> str:
    """Discuz! X3.4 (forum.php?mod=viewthread): div#postlist, a table.plhin per post, the
    author column td.pls spanning the message and the signature rows; "楼主", "沙发", "板凳",
    "地板", then "5#"; "发表于 2021-3-4 10:12:33", or "昨天&nbsp;10:12" in a <span title> within
    the week; quotes div.quote > blockquote with "bob 发表于 2021-3-4 10:12"; div.sign."""
    related = "".join(f'<li>• <a href="forum.php?mod=viewthread&amp;tid={60 + k}" title="{t}" '
                      f'target="_blank">{t}</a></li>'
                      for k, t in enumerate(("刹车异响怎么办", "升级以后设置全没了",
                                             "冬天用什么机油好", "下雨天刹车有声音")))
    body = (
        '<div id="toptb" class="cl"><div class="wp"><div class="z"><a href="javascript:;">设为'
        '首页</a><a href="javascript:;">收藏本站</a></div><div class="y"><a href="member.php?mod'
        '=register">立即注册</a> <a href="member.php?mod=logging&amp;action=login">登录</a></div>'
        '</div></div><div id="hd"><div class="wp"><div class="hdc cl"><h2><a href="./" title="'
        '江城论坛"><img src="static/image/common/logo.png" alt="江城论坛" border="0" /></a></h2>'
        '</div><div id="nv"><ul><li class="a" id="mn_forum"><a href="forum.php" hidefocus="true" '
        'title="BBS">论坛<span>BBS</span></a></li><li id="mn_home"><a href="home.php" title="'
        'Space">家园<span>Space</span></a></li><li id="mn_N12a7"><a href="misc.php?mod=ranklist"'
        ' title="Ranklist">排行榜<span>Ranklist</span></a></li></ul></div></div></div>'
        '<div id="wp" class="wp"><div id="pt" class="bm cl"><div class="z"><a href="./" class="'
        'nvhm" title="首页">江城论坛</a> <em>&raquo;</em><a href="forum.php">论坛</a> <em>&rsaquo;'
        '</em> <a href="forum.php?mod=forumdisplay&amp;fid=2">技术交流</a> <em>&rsaquo;</em> '
        f'<a href="forum.php?mod=viewthread&amp;tid=5">{TITLE}</a></div></div><div id="ct" class'
        '="wp cl"><div id="pgt" class="pgs mbm cl "><span class="y pgb"><a href="forum.php?mod='
        'forumdisplay&amp;fid=2">返回列表</a></span><a id="newspecial" href="forum.php?mod=post'
        '&amp;action=newthread&amp;fid=2" title="发新帖"><img src="static/image/common/pn_post.png"'
        ' alt="发新帖" /></a><a id="post_reply" href="forum.php?mod=post&amp;action=reply&amp;fid=2'
        '&amp;tid=5" title="回复"><img src="static/image/common/pn_reply.png" alt="回复" /></a>'
        '</div><div id="postlist" class="pl bm"><table cellspacing="0" cellpadding="0"><tr><td '
        f'class="pls ptn pbn"><div class="hm ptn"><span class="xg1">查看:</span> <span class="xi1"'
        f'>{len(posts) * 53}</span><span class="pipe">|</span><span class="xg1">回复:</span> '
        f'<span class="xi1">{len(posts) - 1}</span></div></td><td class="plc ptm pbn vwthd"><h1 '
        f'class="ts"><span id="thread_subject">{TITLE}</span></h1><span class="xg1"><a href="'
        'forum.php?mod=viewthread&amp;tid=5">[复制链接]</a></span></td></tr></table><table '
        'cellspacing="0" cellpadding="0" class="ad"><tr><td class="pls"></td><td class="plc">'
        '</td></tr></table>' + "".join(discuz_x3_post(posts, m) for m in posts)
        + '<div id="postlistreply" class="pl"><div id="post_new" class="viewthread_table" style'
        '="display: none"></div></div></div><div class="bm bml pbn"><div class="bm_h cl"><h2>'
        f'相关帖子</h2></div><div class="bm_c"><ul class="xl xl2 cl">{related}</ul></div></div>'
        '<div id="f_pst" class="pl bm bmw"><form method="post" id="fastpostform" action="forum.'
        'php?mod=post&amp;action=reply&amp;fid=2&amp;tid=5"><table cellspacing="0" cellpadding'
        '="0"><tr><td class="pls"></td><td class="plc"><div class="pt hm">您需要登录后才可以回帖 '
        '<a href="member.php?mod=logging&amp;action=login" class="xi2">登录</a> | <a href="'
        'member.php?mod=register" class="xi2">立即注册</a></div><p class="ptm pnpost"><button '
        'type="submit" id="fastpostsubmit" class="pn pnc vm"><strong>发表回复</strong></button>'
        '</p></td></tr></table></form></div></div></div><div id="ft" class="wp cl"><div id="flk"'
        ' class="y"><p><a href="archiver/">Archiver</a><span class="pipe">|</span><a href="forum'
        '.php?mobile=yes">手机版</a><span class="pipe">|</span><strong><a href="./">江城论坛'
        '</a></strong></p><p class="xs0">GMT+8, '
        f'{NOW.year}-{NOW.month}-{NOW.day} {NOW:%H:%M}<span id="debuginfo">, Processed in 0.06'
        '2113 second(s), 21 queries .</span></p></div><div id="frt"><p>Powered by <strong><a '
        'href="http://www.discuz.net" target="_blank">Discuz!</a></strong> <em>X3.4</em></p><p '
        'class="xs0">&copy; 2001-2017 <a href="http://www.comsenz.com" target="_blank">Comsenz '
        'Inc.</a></p></div></div>')
    return page(TITLE, body, "zh")


# --- Zhihu ------------------------------------------------------------------------------------

def zhihu_date(t: datetime) -> str:
    """Zhihu's answer time: "10:12" today, "昨天 10:12", "03-04 10:12" this year, else
    "2020-03-04 10:12"."""
    days = days_ago(t)
    if days == 0:
        return f"{t:%H:%M}"
    if days == 1:
        return f"昨天 {t:%H:%M}"
    return f"{t:%m-%d %H:%M}" if t.year == NOW.year else f"{t:%Y-%m-%d %H:%M}"


def zhihu_answer(m: Message) -> str:
    quote = f"<blockquote>{escape(m.quote[2])}</blockquote>" if m.quote else ""
    people = f"//www.zhihu.com/people/{m.author.lower().replace('.', '-')}"
    badge = (f'<div class="AuthorInfo-detail"><div class="AuthorInfo-badge"><div class="ztext '
             f'AuthorInfo-badgeText">{escape(m.signature)}</div></div></div>'
             if m.signature else "")
    edited = m.when + timedelta(hours=m.uid % 5 * 7)
    time = (f'<span data-tooltip="发布于 {zhihu_date(m.when)}">编辑于 {zhihu_date(edited)}</span>'
            if edited != m.when and edited < NOW else f"<span>发布于 {zhihu_date(m.when)}</span>")
    votes = m.uid % 13 * 7
    return (
        '<div class="List-item" tabindex="0"><div class="ContentItem AnswerItem" data-zop=\'{'
        f'"authorName":"{m.author}","itemId":{m.pid},"title":"{TITLE}","type":"answer"}}\' '
        f'name="{m.pid}" itemprop="suggestedAnswer" itemtype="http://schema.org/Answer" '
        'itemscope=""><div class="ContentItem-meta"><div class="AuthorInfo AnswerItem-authorInfo'
        ' AnswerItem-authorInfo--related" itemprop="author" itemscope="" itemtype="http://schema'
        f'.org/Person"><meta itemprop="name" content="{m.author}"><meta itemprop="image" content'
        f'="https://pic1.zhimg.com/v2-{m.uid}_l.jpg"><meta itemprop="url" content="https:{people}'
        f'"><meta itemprop="zhihu:followerCount" content="{m.uid * 2}"><span class="UserLink '
        'AuthorInfo-avatarWrapper"><div class="Popover"><div id="Popover2-toggle"><a class="'
        f'UserLink-link" data-za-detail-view-element="2" target="_blank" href="{people}"><img '
        f'class="Avatar AuthorInfo-avatar" width="38" height="38" src="https://pic1.zhimg.com/v2-'
        f'{m.uid}_xs.jpg" alt="{m.author}"></a></div></div></span><div class="AuthorInfo-'
        'content"><div class="AuthorInfo-head"><span class="UserLink AuthorInfo-name"><div '
        'class="Popover"><div id="Popover3-toggle"><a class="UserLink-link" data-za-detail-view-'
        f'element="2" target="_blank" href="{people}">{m.author}</a></div></div></span></div>'
        f'{badge}</div></div><div class="LabelContainer-wrapper"></div><div class="AnswerItem-'
        f'extraInfo"><span class="Voters"><button type="button" class="Button Button--plain">'
        f'{votes} 人赞同了该回答</button></span></div></div><meta itemprop="image"><meta itemprop'
        f'="upvoteCount" content="{votes}"><meta itemprop="url" content="https://www.zhihu.com/'
        f'question/4567/answer/{m.pid}"><meta itemprop="dateCreated" content="{_utc(m.when, 8)}">'
        f'<meta itemprop="dateModified" content="{_utc(edited, 8)}"><meta itemprop="commentCount"'
        f' content="{m.uid % 4}"><div class="RichContent RichContent--unescapable"><div class="'
        'RichContent-inner"><span class="RichText ztext CopyrightRichText-richText css-hnrfcf" '
        f'options="[object Object]" itemprop="text">{quote}{p_tags(m)}</span></div><div><div '
        f'class="ContentItem-time"><a target="_blank" href="//www.zhihu.com/question/4567/answer/'
        f'{m.pid}">{time}</a></div></div><div class="ContentItem-actions"><span><button aria-label'
        f'="赞同 {votes} " type="button" class="Button VoteButton VoteButton--up"><span style="'
        f'display: inline-flex; align-items: center;">&#8203;<svg width="10" height="10"></svg>'
        f'</span>赞同 {votes}</button><button aria-label="反对" type="button" class="Button '
        'VoteButton VoteButton--down"><svg width="10" height="10"></svg></button></span><button '
        'type="button" class="Button ContentItem-action Button--plain Button--withIcon Button--'
        f'withLabel">{m.uid % 4} 条评论</button><button type="button" class="Button ContentItem-'
        'action Button--plain">分享</button><button type="button" class="Button ContentItem-'
        'action Button--plain">收藏</button><button type="button" class="Button ContentItem-'
        'action Button--plain">喜欢</button></div></div></div></div>')


def zhihu(posts: list[Message]) -> str:
    """A Zhihu question page: the question in div.QuestionHeader (title, topics, the detail in
    span.RichText, no asker shown, the dates only in <meta itemprop>), the answers in
    div.List-item > div.ContentItem.AnswerItem, the author in div.AuthorInfo, the time as
    "发布于 03-04 10:12" or "编辑于 …" with the publication in a data-tooltip; "相关问题" aside."""
    head = posts[0]
    answers = posts[1:]
    similar = "".join(
        f'<a class="SimilarQuestions-item" href="/question/{4600 + k}">{t}</a><span class="'
        f'SimilarQuestions-count">{k * 7 + 3} 个回答</span>'
        for k, t in enumerate(("刹车低速时有异响是什么原因？", "系统更新后设置丢失怎么办？",
                               "冬天用什么机油比较好？")))
    body = (
        '<div id="root"><div class="App"><header role="banner" class="Sticky AppHeader"><div '
        'class="AppHeader-inner"><a href="//www.zhihu.com" aria-label="知乎">知乎</a><nav role="'
        'navigation" class="AppHeader-nav"><a class="AppHeader-navItem" href="//www.zhihu.com/">'
        '首页</a><a class="AppHeader-navItem" href="//www.zhihu.com/explore">发现</a><a class="'
        'AppHeader-navItem" href="//www.zhihu.com/question/waiting">等你来答</a></nav><div '
        'class="SearchBar"><input type="text" class="Input" placeholder="搜索"></div></div>'
        '</header><main role="main" class="App-main"><div class="QuestionPage" itemscope="" '
        f'itemtype="http://schema.org/Question"><meta itemprop="name" content="{TITLE}"><meta '
        'itemprop="url" content="https://www.zhihu.com/question/4567"><meta itemprop="keywords" '
        f'content="汽车,汽车维修"><meta itemprop="answerCount" content="{len(answers)}"><meta '
        f'itemprop="commentCount" content="2"><meta itemprop="dateCreated" content="'
        f'{_utc(head.when, 8)}"><meta itemprop="dateModified" content="{_utc(head.when, 8)}">'
        '<meta itemprop="zhihu:followerCount" content="31"><div class="QuestionHeader"><div '
        'class="QuestionHeader-content"><div class="QuestionHeader-main"><div class="Question'
        'Header-tags"><div class="QuestionHeader-topics"><div class="Tag QuestionTopic"><span '
        'class="Tag-content"><a class="TopicLink" href="//www.zhihu.com/topic/19551915"><div '
        'class="Popover"><div id="Popover1-toggle">汽车</div></div></a></span></div><div class="'
        'Tag QuestionTopic"><span class="Tag-content"><a class="TopicLink" href="//www.zhihu.com'
        '/topic/19582390"><div class="Popover"><div>汽车维修</div></div></a></span></div></div>'
        f'</div><h1 class="QuestionHeader-title">{TITLE}</h1><div><div class="QuestionHeader-'
        'detail"><div class="QuestionRichText QuestionRichText--expandable QuestionRichText--'
        'collapsed"><div><span class="RichText ztext" itemprop="text">'
        f'{p_tags(head)}</span><button type="button" class="Button QuestionRichText-more Button'
        '--plain">显示全部 <svg width="10" height="10"></svg></button></div></div></div></div>'
        '</div><div class="QuestionHeader-side"><div class="QuestionFollowStatus"><div class="'
        'NumberBoard QuestionFollowStatus-counts NumberBoard--divider"><div class="NumberBoard-'
        'item"><div class="NumberBoard-itemInner"><div class="NumberBoard-itemName">关注者</div>'
        '<strong class="NumberBoard-itemValue" title="31">31</strong></div></div><div class="'
        'NumberBoard-item"><div class="NumberBoard-itemInner"><div class="NumberBoard-itemName">'
        f'被浏览</div><strong class="NumberBoard-itemValue" title="{len(posts) * 1211}">'
        f'{len(posts) * 1211:,}</strong></div></div></div></div></div></div><div class="'
        'QuestionHeader-footer"><div class="QuestionHeaderActions"><button type="button" class'
        '="Button FollowButton Button--primary Button--blue">关注问题</button><button type="'
        'button" class="Button Button--blue">写回答</button></div></div></div><div class="'
        'Question-main"><div class="Question-mainColumn"><div class="Card AnswersNavWrapper">'
        '<div class="ListShortcut"><div class="List"><div class="List-header"><h4 class="List-'
        f'headerText"><span>{len(answers)} 个回答</span></h4><div class="List-headerOptions">'
        '<button type="button" class="Button Select-button Select-plainButton Button--plain">'
        '默认排序</button></div></div><div>' + "".join(zhihu_answer(m) for m in answers)
        + '</div></div></div></div></div><div class="Question-sideColumn"><div class="Card" '
        'role="complementary" aria-label="相关问题"><div class="Card-header SimilarQuestions-'
        'title"><div class="Card-headerText">相关问题</div></div><div class="Card-section '
        f'SimilarQuestions-list">{similar}</div></div><footer role="contentinfo" class="Footer">'
        '<a class="Footer-item" href="https://liukanshan.zhihu.com/">刘看山</a><span class="'
        'Footer-dot"></span><a class="Footer-item" href="//www.zhihu.com/question/19581624">知乎'
        '指南</a><span class="Footer-dot"></span><a class="Footer-item" href="//www.zhihu.com/term'
        '/zhihu-terms">知乎协议</a><br><span class="Footer-item">京 ICP 证 110745 号</span><br>'
        f'<span class="Footer-item">&copy; {NOW.year} 知乎</span></footer></div></div></div>'
        "</main></div></div>")
    return page(f"{TITLE} - 知乎", body, "zh")


# --- Futaba -----------------------------------------------------------------------------------

WEEKDAYS_JA = "月火水木金土日"


def futaba_date(t: datetime) -> str:  # 21/03/04(木)10:12:33
    return f"{t:%y/%m/%d}({WEEKDAYS_JA[t.weekday()]}){t:%H:%M:%S}"


def futaba_body(m: Message) -> str:
    quote = (f'<font color="#789922">&gt;{escape(m.quote[2])}</font><br>' if m.quote else "")
    return quote + "<br>".join(escape(p) for p in m.paragraphs)


def futaba(posts: list[Message]) -> str:
    """Futaba Channel (2chan.net, futaba.php): the opening post in div.thre with its picture,
    the replies each a borderless table (td.rts "…", td.rtd); "Name <span class=cnm>" and
    "21/03/04(木)10:12:33" in span.cnw, "No.40310" in span.cno, the reply count span.rsc;
    quotes in green <font color="#789922">&gt;…</font>; the posting and deletion forms."""
    head = posts[0]
    ts = int(head.when.timestamp())
    replies = "".join(
        f'<table border=0><tr><td class=rts>…</td><td class=rtd><span class="rsc">'
        f'{m.number - 1}</span><input type=checkbox name="{m.pid}" value=delete id='
        f'delcheck{m.pid}><span class="csb">無念</span>Name <span class="cnm">{m.author}</span> '
        f'<span class="cnw">{futaba_date(m.when)}</span> <span class="cno">No.{m.pid}</span> '
        f'<a class="sod" id="sd{m.pid}">+</a><blockquote style="margin-left:2em">{futaba_body(m)}'
        "</blockquote></td></tr></table>" for m in posts[1:])
    gone = head.when + timedelta(hours=14)
    body = (
        '<div id="hdp"><span id="tit">二次元裏＠ふたば</span><span id="hml">[<a href="/index2.'
        'html" target="_top">ホーム</a>]</span></div><div class="chui"><div style="text-align:'
        'center">[<a href="/b/futaba.htm">掲示板に戻る</a>] [<a href="/b/futaba.php?mode=cat">'
        'カタログ</a>]</div><table width="100%"><tr><th bgcolor="#e04000"><font color="#FFFFFF">'
        'レス送信モード</font></th></tr></table><form action="/b/futaba.php?guid=on" method="POST"'
        ' enctype="multipart/form-data" id="fm"><input type=hidden name=mode value="regist">'
        f'<input type=hidden name=resto value="{head.pid}"><table id="ftbl" class="ftbl"><tr><td '
        'class="ftdc"><b>おなまえ</b></td><td><input type=text name=name size="28"></td></tr><tr>'
        '<td class="ftdc"><b>E-mail</b></td><td><input type=text name=email size="28"></td></tr>'
        '<tr><td class="ftdc"><b>題　　名</b></td><td><input type=text name=sub size="35"><input '
        'type=submit value="返信する"></td></tr><tr><td class="ftdc"><b>コメント</b></td><td>'
        '<textarea name=com cols="48" rows="4" id="ftxa"></textarea></td></tr><tr><td class="ftdc'
        '"><b>添付File</b></td><td><input type=file name=upfile size="35"></td></tr><tr><td class'
        '="ftdc"><b>削除キー</b></td><td><input type=password name=pwd size=8 maxlength=12 value='
        '""><small>(削除用.英数字で8字以内)</small></td></tr></table></form></div><hr>'
        '<form action="/b/futaba.php?guid=on" method="POST"><div class="thre" data-res="'
        f'{head.pid}">画像ファイル名：<a href="/b/src/{ts}000.jpg" target="_blank">{ts}000.jpg</a>'
        f'-(84213 B) <small>サムネ表示</small><br><a href="/b/src/{ts}000.jpg" target="_blank">'
        f'<img src="/b/thumb/{ts}000s.jpg" border=0 align=left width=250 height=188 hspace=20 '
        f'alt="84213 B"></a><input type=checkbox name="{head.pid}" value=delete id=delcheck'
        f'{head.pid}><span class="csb">{TITLE}</span>Name <span class="cnm">{head.author}</span> '
        f'<span class="cnw">{futaba_date(head.when)}</span> <span class="cno">No.{head.pid}</span>'
        f' <a class="sod" id="sd{head.pid}">+</a><blockquote>{futaba_body(head)}</blockquote>'
        f'<span class="cntd">{gone:%H:%M}頃消えます</span>' + replies
        + '</div><div style="clear:left"></div><hr><div class="delform">【記事削除】[<input type='
        'checkbox name=onlyimgdel value=on>画像だけ消す]<br>削除キー<input type=password name=pwd '
        'size=8 maxlength=12 value=""><input type=submit value="記事削除"></div></form><div '
        'style="text-align:center">[<a href="/b/futaba.htm">掲示板に戻る</a>]</div><div id="'
        'footer"><small>- <a href="http://php.loglog.jp/" target="_top">GazouBBS</a> + <a href='
        '"//www.2chan.net/" target="_top">futaba</a>-</small></div>')
    return page(TITLE, body, "ja")


# --- Yahoo! Chiebukuro ------------------------------------------------------------------------

def chie_date(t: datetime) -> str:  # 2021/3/4 10:12
    return f"{t.year}/{t.month}/{t.day} {t:%H:%M}"


def chie_user(m: Message, when: str, badge: str = "") -> str:
    return (
        '<div class="ClapLv3UserInfo_Chie-UserInfo__2xHmp"><div class="ClapLv1UserInfo_Chie-'
        'UserInfo__Image__3d7Zw"><img src="https://s.yimg.jp/images/chiebukuro/user/icon.png" '
        'alt="" width="40" height="40"></div><div class="ClapLv1UserInfo_Chie-UserInfo__Info__'
        '1vS5T"><div class="ClapLv1UserInfo_Chie-UserInfo__Name__1fZPi"><p class="ClapLv1UserInfo'
        f'_Chie-UserInfo__UserName__3lSmM"><a href="/user/{m.uid}">{m.author}</a>さん</p>{badge}'
        '</div><p class="ClapLv1UserInfo_Chie-UserInfo__Date__2F1LF">'
        f"{when}</p></div></div>")


def chie_text(m: Message) -> str:
    quote = f"＞{escape(m.quote[2])}<br><br>" if m.quote else ""
    return (f'<div class="ClapLv1TextBlock_Chie-TextBlock__3X4V5"><div class="ClapLv1TextBlock_'
            f'Chie-TextBlock__Text__1jsQC">{quote}{paras(m, "<br><br>")}</div></div>')


def chie_answer(m: Message, best: bool) -> str:
    badge = ('<span class="ClapLv1UserInfo_Chie-UserInfo__Badge__2Zn1R">カテゴリマスター</span>'
             if m.uid % 3 == 0 else "")
    thanks = ('<div class="ClapLv2AnswerItem_Chie-AnswerItem__ThankComment__3JYeU"><h3 class="'
              'ClapLv2AnswerItem_Chie-AnswerItem__ThankTitle__1w0aD">質問者からのお礼コメント</h3>'
              '<p>ありがとうございました。試してみます。</p></div>') if best else ""
    return (
        f'<div class="ClapLv3AnswerItem_Chie-AnswerItem__3VOha" id="ans-{m.pid}">'
        + chie_user(m, chie_date(m.when), badge) + '<div class="ClapLv2AnswerItem_Chie-'
        f'AnswerItem__ItemText__3JQYB">{chie_text(m)}</div>{thanks}<div class="ClapLv2AnswerItem'
        '_Chie-AnswerItem__Reaction__2YB8k"><button type="button" class="ClapLv1ReactionButton_'
        'Chie-ReactionButton__1xW1U"><span>ナイス</span><span class="ClapLv1ReactionButton_Chie-'
        f'ReactionButton__Count__1Ya3c">{m.uid % 6}</span></button><a href="/qa/question_detail/'
        f'q1{m.pid}/reply" class="ClapLv1TextLink_Chie-TextLink__2l9Pj">返信</a></div></div>')


def chiebukuro(posts: list[Message]) -> str:
    """A Yahoo! Chiebukuro question page (its CSS-module class names, "ClapLv…_Chie-…__…"): the
    question with the asker "alice さん", "2021/3/4 10:12", its counts ("閲覧数", "共感した"),
    the chosen answer under "ベストアンサー" with the asker's thanks, then "回答（N件）"; no
    quoting but "＞" lines; "関連する質問" and the category box aside."""
    head = posts[0]
    answers = posts[1:]
    best = answers[:1]
    rest = answers[1:]
    related = "".join(
        f'<li class="ClapLv2RelatedQuestionList_Chie-RelatedQuestionList__Item__1yG2N"><a href="'
        f'/qa/question_detail/q1{2400 + k}"><p>{t}</p><p class="ClapLv2RelatedQuestionList_Chie-'
        f'RelatedQuestionList__Count__3zLq5">回答数：{k + 2}　閲覧数：{k * 97 + 40}</p></a></li>'
        for k, t in enumerate(("ブレーキを踏むと低速で異音がします。原因は何でしょうか？",
                               "アップデート後に設定が消えてしまいました。",
                               "冬におすすめのエンジンオイルを教えてください。")))
    answers_html = ""
    if best:
        answers_html += (
            '<div class="ClapLv2BestAnswer_Chie-BestAnswer__1R8d2" id="ba"><h2 class="ClapLv1'
            'Heading_Chie-Heading__2jh2C"><span class="ClapLv1BestAnswer_Chie-BestAnswer__Label__'
            '1d0yq">ベストアンサー</span></h2><p class="ClapLv2BestAnswer_Chie-BestAnswer__Desc__'
            '2qsAV">このベストアンサーは投票で選ばれました</p>' + chie_answer(best[0], True)
            + "</div>")
    if rest:
        answers_html += (
            '<div class="ClapLv2AnswerList_Chie-AnswerList__1u6dw" id="ans"><h2 class="ClapLv1'
            f'Heading_Chie-Heading__2jh2C">回答（{len(rest)}件）</h2><div class="ClapLv2AnswerList'
            '_Chie-AnswerList__Sort__2DQ8x"><button type="button">並び替え：回答日時の新しい順'
            '</button></div>' + "".join(chie_answer(m, False) for m in rest) + "</div>")
    body = (
        '<div id="wrapper"><header id="msthd" class="ClapLv3Header_Chie-Header__1Zf9Z"><div '
        'class="ClapLv1Header_Chie-Header__Logo__2tI3l"><a href="https://www.yahoo.co.jp/">'
        'Yahoo! JAPAN</a> <a href="/">知恵袋</a></div><ul class="ClapLv1Header_Chie-Header__'
        'Menu__1nKXo"><li><a href="/question_post">質問する</a></li><li><a href="/answer">回答する'
        '</a></li><li><a href="/my">マイ知恵袋</a></li></ul><form action="/search" class="ClapLv1'
        'SearchBox_Chie-SearchBox__3uPtR"><input type="text" name="p" placeholder="キーワードで'
        '探す"><button type="submit">検索</button></form></header><nav class="ClapLv1Breadcrumb_'
        'Chie-Breadcrumb__1vUDy"><ol><li><a href="/">知恵袋トップ</a></li><li><a href="/category'
        '/2078297753/question/list">暮らしと生活ガイド</a></li><li><a href="/category/2078297754/'
        'question/list">自動車</a></li><li><a href="/category/2078297755/question/list">メンテ'
        'ナンス</a></li></ol></nav><div id="contents" class="ClapLv1Contents_Chie-Contents__'
        '2gQ8j"><main id="main" class="ClapLv1Main_Chie-Main__3m6rV"><div id="qa" class="ClapLv2'
        f'QuestionItem_Chie-QuestionItem__1AgBh" data-qid="q1{head.pid}"><div class="ClapLv2'
        'QuestionItem_Chie-QuestionItem__UserInfo__3rOzK">' + chie_user(head, chie_date(head.when))
        + '</div><h1 class="ClapLv2QuestionItem_Chie-QuestionItem__Text__1AIDG">'
        + chie_text(head) + '</h1><div class="ClapLv2QuestionItem_Chie-QuestionItem__SubInfo__'
        '1Qk8a"><p class="ClapLv1QuestionItem_Chie-QuestionItem__AnswerNumber__2kGvh">回答数：'
        f'<span>{len(answers)}</span></p><p class="ClapLv1QuestionItem_Chie-QuestionItem__'
        f'BrowseNumber__3v2Hm">閲覧数：<span>{len(posts) * 173}</span></p><p class="ClapLv1'
        'QuestionItem_Chie-QuestionItem__Empathy__2c5gR">共感した：<span>2</span></p></div>'
        '<div class="ClapLv2QuestionItem_Chie-QuestionItem__Category__2pV8Y"><a href="/category'
        '/2078297755/question/list">メンテナンス</a></div></div>' + answers_html + '<div class="'
        'ClapLv2RelatedQuestionList_Chie-RelatedQuestionList__3Wh7b"><h2 class="ClapLv1Heading_'
        f'Chie-Heading__2jh2C">関連する質問</h2><ul>{related}</ul></div></main><aside id="sub" '
        'class="ClapLv1Sub_Chie-Sub__2DMHs"><div class="ClapLv2CategoryBox_Chie-CategoryBox__'
        '1w4dQ"><h2>カテゴリ</h2><ul><li><a href="/category/2078297754/question/list">自動車'
        '</a></li><li><a href="/category/2078297755/question/list">メンテナンス</a></li></ul>'
        '</div><div class="ClapLv2Ranking_Chie-Ranking__3w9hX"><h2>知恵コレ</h2><p>話題の質問'
        'を集めました</p></div></aside></div><footer id="footer" class="ClapLv1Footer_Chie-'
        'Footer__1aM1E"><ul><li><a href="/guideline">知恵袋ガイドライン</a></li><li><a href="'
        'https://about.yahoo.co.jp/docs/info/terms/">利用規約</a></li><li><a href="https://'
        'privacy.yahoo.co.jp/">プライバシーポリシー</a></li><li><a href="/help">ヘルプ・お問い合'
        'わせ</a></li></ul><p><small>(C) Yahoo Japan</small></p></footer></div>')
    return page(TITLE, body, "ja")


# --- XpressEngine -----------------------------------------------------------------------------

def xe_comment(m: Message, depth: int) -> str:
    indent = f' style="margin-left:{depth * 2}%"' if depth else ""
    quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
    return (
        f'<li id="comment_{m.pid}" class="fbItem"{indent}><span class="fbProfile"></span><div '
        f'class="fbMeta"><h3 class="author"><a href="#popup_menu_area" class="member_{m.uid}" '
        f'onclick="return false">{m.author}</a></h3><p class="time">{m.when:%Y.%m.%d %H:%M}</p>'
        f'</div><div class="xe_content"><!--BeforeComment({m.pid},{m.uid})--><div class="comment_'
        f'{m.pid}_{m.uid} xe_content">{quote}{p_tags(m)}</div><!--AfterComment({m.pid},{m.uid})'
        '--></div><p class="action"><a href="/index.php?mid=freeboard&amp;document_srl=4031&amp;'
        f'act=dispBoardReplyComment&amp;comment_srl={m.pid}" class="reply">답글</a></p></li>')


def xe_board(posts: list[Message]) -> str:
    """An XpressEngine 1.x (Rhymix) board with the "default" skin: div.board_read (h1, p.time
    "2021.03.04 10:12", p.meta with the author and the counts, the document in div.read_body,
    the member's signature under it), the comments in ul.fbList of li.fbItem (h3.author,
    p.time, div.xe_content; replies indented by a margin), the write form, then the board's
    list below (번호, 제목, 글쓴이, 날짜, 조회 수), in Korean."""
    head = posts[0]
    tops, kids = _tree(posts)

    def walk(k: int, depth: int) -> str:
        return xe_comment(posts[k], depth) + "".join(walk(c, depth + 1) for c in kids[k])

    comments = "".join(walk(k, 0) for k in tops)
    sig = (f'<div class="sign">{escape(head.signature)}</div>' if head.signature else "")
    listing = "".join(
        f'<tr><td class="no">{4031 - k}</td><td class="title"><a href="/freeboard/{4031 - k}">'
        f'{t}</a></td><td class="author"><a href="#popup_menu_area" onclick="return false">'
        f'{a}</a></td><td class="time">{(NOW - timedelta(days=k * 2)):%Y.%m.%d}</td><td class="'
        f'readNum">{k * 31 + 12}</td></tr>'
        for k, (t, a) in enumerate(((TITLE, head.author), ("브레이크 소리 질문입니다", "민수"),
                                    ("업데이트 후 설정 초기화", "하늘"),
                                    ("겨울철 엔진오일 추천", "지훈"))))
    n = len(posts) - 1
    body = (
        '<div id="header"><h1><a href="/">예제 커뮤니티</a></h1><ul id="gnb"><li><a href="/'
        'notice">공지사항</a></li><li class="active"><a href="/freeboard">자유게시판</a></li><li>'
        '<a href="/qna">질문답변</a></li></ul><div class="account"><a href="/index.php?act='
        'dispMemberLoginForm">로그인</a> <a href="/index.php?act=dispMemberSignUpForm">회원가입'
        '</a></div></div><div id="content"><div class="board"><div class="board_header"><h2><a '
        'href="/freeboard">자유게시판</a></h2></div><div class="board_read"><div class="read_'
        f'header"><h1><a href="/freeboard/{head.pid}">{TITLE}</a></h1><p class="time">'
        f'{head.when:%Y.%m.%d %H:%M}</p><p class="meta"><a href="#popup_menu_area" class="member_'
        f'{head.uid} author" onclick="return false">{head.author}</a><span class="sum"><span '
        f'class="read">조회 수:{len(posts) * 23}</span> <span class="vote">추천 수:{head.uid % 5}'
        f'</span></span></p></div><div class="read_body"><!--BeforeDocument({head.pid},'
        f'{head.uid})--><div class="document_{head.pid}_{head.uid} xe_content">{p_tags(head)}'
        f'</div><!--AfterDocument({head.pid},{head.uid})--></div><div class="read_footer">{sig}'
        '<div class="tns"><a class="document_4031 action" href="#popup_menu_area" onclick="'
        'return false">이 게시물을</a><ul class="sns"><li class="twitter link"><a href="#">Twitter'
        '</a></li><li class="facebook link"><a href="#">Facebook</a></li></ul></div><div class="'
        'btnArea"><a href="/freeboard" class="btn">목록</a></div></div></div><div class="feedback"'
        f' id="comment"><div class="fbHeader"><h2>댓글 <em>{n}</em></h2></div>'
        + (f'<ul class="fbList">{comments}</ul>' if n else "")
        + '<form action="./" method="post" class="write_comment"><input type="hidden" name="mid"'
        ' value="freeboard" /><textarea cols="50" rows="4" name="content" title="댓글 쓰기">'
        '</textarea><div class="write_author"><span class="item"><label for="userName" class="iLa'
        'bel">글쓴이</label><input type="text" name="nick_name" id="userName" class="iText userNam'
        'e" /></span></div><div class="btnArea"><button type="submit" class="btn">댓글 등록</butt'
        'on></div></form></div><table class="board_list" summary="List of Articles"><thead><tr>'
        '<th scope="col">번호</th><th scope="col" class="title">제목</th><th scope="col">글쓴이'
        f'</th><th scope="col">날짜</th><th scope="col">조회 수</th></tr></thead><tbody>{listing}'
        '</tbody></table><div class="list_footer"><div class="pagination"><strong>1</strong> <a '
        'href="/freeboard?page=2">2</a> <a href="/freeboard?page=3">3</a></div><div class="btn'
        'Area"><a href="/freeboard/dispBoardWrite" class="btn">쓰기</a></div></div></div></div>'
        '<div id="footer"><p>Powered by <a href="https://www.xpressengine.com/">XE</a></p></div>')
    return page(TITLE, body, "ko")


# --- Habr -------------------------------------------------------------------------------------

MONTHS_RU_SHORT = ("янв", "фев", "мар", "апр", "мая", "июн", "июл", "авг", "сен", "окт", "ноя",
                   "дек")


def habr_date(t: datetime) -> str:
    """Habr's dates: "сегодня в 10:12", "вчера в 10:12", else "4 мар 2021 в 10:12"."""
    days = days_ago(t)
    if days == 0:
        return f"сегодня в {t:%H:%M}"
    if days == 1:
        return f"вчера в {t:%H:%M}"
    return f"{t.day} {MONTHS_RU_SHORT[t.month - 1]} {t.year} в {t:%H:%M}"


def habr_time(t: datetime) -> str:
    """A <time> in UTC, Moscow's time (UTC+3) in its title and text."""
    return f'<time datetime="{_utc(t, 3)}" title="{t:%Y-%m-%d, %H:%M}">{habr_date(t)}</time>'


def habr_user(m: Message, where: str) -> str:
    return (f'<div class="tm-user-info {where}"><a href="/ru/users/{m.author}/" title="{m.author}'
            '" class="tm-user-info__userpic"><div class="tm-entity-image"><img alt="" height="24"'
            f' src="https://habrastorage.org/getpro/habr/avatars/{m.uid}.png" width="24" class="'
            'tm-entity-image__pic"></div></a><span class="tm-user-info__user"><a href="/ru/users/'
            f'{m.author}/" class="tm-user-info__username">{m.author}</a></span></div>')


def habr_comment(posts: list[Message], kids: dict[int, list[int]], k: int) -> str:
    m = posts[k]
    quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
    children = "".join(habr_comment(posts, kids, c) for c in kids[k])
    score = m.uid % 7 - 2
    return (
        f'<section class="tm-comment-thread"><article class="tm-comment-thread__comment"><a '
        f'name="comment_{m.pid}" class="tm-comment-thread__target"></a><div class="tm-comment">'
        f'<div class="tm-comment__header">{habr_user(m, "tm-comment__user-info")}<a href="/ru/'
        f'post/546123/comments/#comment_{m.pid}" class="tm-comment-thread__comment-link">'
        f'{habr_time(m.when)}</a></div><div class="tm-comment__body"><div class="tm-comment__'
        'body-content"><div xmlns="http://www.w3.org/1999/xhtml" class="tm-comment__body-content_'
        f'v2">{quote}{p_tags(m)}</div></div></div><div class="tm-comment-footer"><div class="tm-'
        'votes-meter"><span class="tm-votes-meter__value tm-votes-meter__value_rating tm-votes-'
        f'meter__value_{"positive" if score > 0 else "medium"}" title="Всего голосов {m.uid % 9}'
        f'">{score:+d}</span></div><button class="tm-comment-thread__button">Ответить</button>'
        '</div></div></article><div class="tm-comment-thread__children">'
        f"{children}</div></section>")


def habr(posts: list[Message]) -> str:
    """A Habr article (2021's "tm-" design) with its comments: the article's author and
    "4 мар 2021 в 10:12" (a <time> in UTC with Moscow's time in its title), the body in
    div.article-formatted-body; "Комментарии 11", each comment an article in a nested
    section.tm-comment-thread, "сегодня в …"/"вчера в …" for recent ones; sidebar and footer."""
    head = posts[0]
    tops, kids = _tree(posts)
    comments = "".join(habr_comment(posts, kids, k) for k in tops)
    reading = "".join(
        f'<li class="tm-article-list-item"><a href="/ru/post/{546000 + k}/" class="tm-article-'
        f'list-item__title">{t}</a><span class="tm-icon-counter tm-data-icons__item"><span class'
        f'="tm-icon-counter__value">{k * 1300 + 800}</span></span></li>'
        for k, t in enumerate(("Как я чинил тормоза своими руками", "Почему обновления ломают "
                               "настройки", "Зимнее масло: мифы и факты")))
    body = (
        '<div class="tm-layout"><header class="tm-header"><div class="tm-page-width"><div class'
        '="tm-header__container"><span class="tm-header__logo-wrap"><a href="/ru/" class="tm-'
        'header__logo">Хабр</a></span><nav class="tm-main-menu"><a href="/ru/all/" class="tm-'
        'main-menu__item">Публикации</a><a href="/ru/users/" class="tm-main-menu__item">'
        'Пользователи</a><a href="/ru/hubs/" class="tm-main-menu__item">Хабы</a><a href="/ru/'
        'companies/" class="tm-main-menu__item">Компании</a><a href="/ru/sandbox/" class="tm-'
        'main-menu__item">Песочница</a></nav><a href="/ru/auth/login/" class="tm-header-user-menu'
        '__login">Войти</a></div></div></header><div class="tm-page"><div class="tm-page-width">'
        '<div class="tm-page__wrapper"><div class="tm-page__main tm-page__main_has-sidebar"><div'
        ' class="tm-article-presenter"><div class="tm-article-presenter__body"><article class="tm'
        '-article-presenter__content tm-article-presenter__content_narrow"><div class="tm-article'
        '-presenter__header"><div class="tm-article-snippet tm-article-presenter__snippet"><div '
        'class="tm-article-snippet__meta-container"><div class="tm-article-snippet__meta">'
        f'<span class="tm-user-info tm-article-snippet__author"><a href="/ru/users/{head.author}/"'
        f' title="{head.author}" class="tm-user-info__userpic"><div class="tm-entity-image"><img '
        f'alt="" height="24" src="https://habrastorage.org/getpro/habr/avatars/{head.uid}.png" '
        'width="24" class="tm-entity-image__pic"></div></a><span class="tm-user-info__user"><a '
        f'href="/ru/users/{head.author}/" class="tm-user-info__username">{head.author}</a></span>'
        '</span><span class="tm-article-snippet__datetime-published">'
        f'{habr_time(head.when)}</span></div></div><h1 lang="ru" class="tm-article-snippet__title'
        f' tm-article-snippet__title_h1"><span>{TITLE}</span></h1><div class="tm-article-snippet'
        '__hubs"><span class="tm-article-snippet__hubs-item"><a href="/ru/hub/diy/" class="tm-'
        'article-snippet__hubs-item-link"><span>DIY или Сделай сам</span><span title="Профильный '
        'хаб" class="tm-article-snippet__profiled-hub">*</span></a></span><span class="tm-article'
        '-snippet__hubs-item"><a href="/ru/hub/auto/" class="tm-article-snippet__hubs-item-link">'
        '<span>Транспорт</span></a></span></div></div></div><div class="tm-article-body" data-'
        'gallery-root="" lang="ru"><div><div xmlns="http://www.w3.org/1999/xhtml" id="post-'
        'content-body" class="article-formatted-body article-formatted-body_version-2"><div '
        f'xmlns="http://www.w3.org/1999/xhtml">{p_tags(head)}</div></div></div></div><div class="'
        'tm-article-presenter__meta"><div class="tm-separated-list tm-article-presenter__meta-list'
        '"><span class="tm-separated-list__title">Теги:</span><ul class="tm-separated-list__list">'
        '<li class="tm-separated-list__item"><a href="/ru/search/?target_type=posts&amp;order='
        'relevance&amp;q=[тормоза]" class="tm-tags-list__link"><span>тормоза</span></a></li></ul>'
        '</div></div></article></div><div class="tm-article-presenter__footer"><div class="tm-'
        'data-icons tm-page-article__counters-panel"><div class="tm-votes-meter tm-data-icons__'
        'item"><span class="tm-votes-meter__value tm-votes-meter__value_positive">+12</span>'
        '</div><span class="tm-icon-counter tm-data-icons__item"><span class="tm-icon-counter__'
        f'value">{len(posts) * 410}</span></span><a href="/ru/post/546123/comments/" class="tm-'
        'article-comments-counter-link tm-data-icons__item"><span class="tm-article-comments-'
        f'counter-link__value">Комментарии {len(posts) - 1}</span></a></div></div></div><div '
        'class="tm-article-comments" id="comments"><div class="tm-comments-wrapper__wrapper">'
        '<header class="tm-comments-wrapper__header"><h2 class="tm-comments-wrapper__title">'
        f'Комментарии <span class="tm-comments-wrapper__comments-count">{len(posts) - 1}</span>'
        f'</h2></header><div class="tm-comments">{comments}</div><div class="tm-comments-wrapper_'
        '_placeholder">Только <a href="/ru/auth/login/">полноправные пользователи</a> могут '
        'оставлять комментарии. <a href="/ru/auth/login/">Войдите</a>, пожалуйста.</div></div>'
        '</div></div><div class="tm-page__sidebar"><div class="tm-sexy-sidebar"><section class="'
        'tm-block tm-block_spacing-bottom"><header class="tm-block__header"><h2 class="tm-block__'
        f'title">Читают сейчас</h2></header><div class="tm-block__body"><ul>{reading}</ul></div>'
        '</section><section class="tm-block"><header class="tm-block__header"><h2 class="tm-block'
        '__title">Работа</h2></header><div class="tm-block__body"><a href="https://career.habr.'
        'com/vacancies">Инженер-механик</a></div></section></div></div></div></div></div>'
        '<footer class="tm-footer"><div class="tm-page-width"><div class="tm-footer__container">'
        '<div class="tm-footer-menu"><h3 class="tm-footer-menu__block-title">Ваш аккаунт</h3><ul'
        ' class="tm-footer-menu__list"><li><a href="/ru/auth/login/">Войти</a></li><li><a href="'
        '/ru/auth/register/">Регистрация</a></li></ul></div><div class="tm-footer__copyright">'
        f'&copy; 2006–{NOW.year}, <a href="/ru/about/">Habr</a></div></div></div></footer></div>')
    return page(TITLE, body, "ru")


# --- jeuxvideo.com ----------------------------------------------------------------------------

MONTHS_FR = ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
             "septembre", "octobre", "novembre", "décembre")


def jvc_date(t: datetime) -> str:  # 04 mars 2021 à 10:12:33
    return f"{t:%d} {MONTHS_FR[t.month - 1]} {t.year} à {t:%H:%M:%S}"


def jvc_message(posts: list[Message], m: Message) -> str:
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = (f'<blockquote class="blockquote-jv"><p>Le {jvc_date(q.when)} {m.quote[0]} a '
                 f'écrit :</p><p>{escape(m.quote[2])}</p></blockquote>')
    sig = (f'<div class="signature-msg  text-enrichi-forum "><p>{escape(m.signature)}</p></div>'
           if m.signature else "")
    profile = f"/profil/{m.author.lower()}?mode=infos"
    return (
        f'<div class="bloc-message-forum mx-2 mx-lg-0 " data-id="{m.pid}"><div class="conteneur-'
        'message"><div class="bloc-avatar-msg"><div class="back-img-msg"><div><span class="'
        f'JvCare 1F4B4B5C5C user-avatar-msg" target="_blank"><img src="https://image.jeuxvideo.'
        f'com/avatar-sm/default.jpg" class="user-avatar-msg" alt="{m.author}"></span></div></div>'
        '</div><div class="inner-head-content"><div class="bloc-header"><span class="JvCare '
        f'1F49A9C5C4B bloc-pseudo-msg text-user" target="_blank" data-href="{profile}">{m.author}'
        '</span><div class="bloc-options-msg"><span class="picto-msg-exclam" title="Signaler">'
        '</span><span class="picto-msg-quote" title="Citer"></span></div><div class="bloc-date-'
        f'msg"><span class="JvCare 1F4B4B5C5C lien-jv" target="_blank">{jvc_date(m.when)}</span>'
        '</div></div></div><div class="bloc-contenu"><div class="txt-msg  text-enrichi-forum ">'
        f"{quote}{p_tags(m)}</div>{sig}</div></div></div>")


def jvc(posts: list[Message]) -> str:
    """A jeuxvideo.com forum topic (2021): the breadcrumb ending in h1 "Sujet : …", each
    message div.bloc-message-forum (the pseudo and the date "04 mars 2021 à 10:12:33" as
    obfuscated JvCare spans, the text in div.txt-msg, the signature in div.signature-msg);
    quotes blockquote.blockquote-jv "Le … alice a écrit :"; the forum's sidebar, in French."""
    pages = ('<div class="bloc-liste-num-page"><span class="page-active">1</span></div>')
    body = (
        '<header class="header__globalUser"><a href="/" class="header__logo">jeuxvideo.com</a>'
        '<nav class="header__nav"><a href="/news.htm">News</a><a href="/tests.htm">Tests</a><a '
        'href="/videos.htm">Vidéos</a><a href="/forums.htm" class="active">Forums</a></nav><a '
        'href="/login" class="header__login">Connexion</a></header><div class="container-fluid '
        'layout__content"><div class="row"><div id="forum-main-col" class="col-lg-8 col-md-12">'
        '<div class="fil-ariane-crumb"><span><a href="/forums.htm">Forums</a></span> <span>&gt;'
        '</span> <span><a href="/forums/0-3000485-0-1-0-1-0-mecanique-auto.htm">Forum Mécanique '
        f'auto</a></span> <h1 class="highlight">Sujet : {TITLE}</h1></div><div class="bloc-pre-'
        'pagi-forum bloc-outils-top"><div class="bloc-pre-left"><a href="/forums/0-3000485-0-1-0-'
        f'1-0-mecanique-auto.htm" class="btn btn-actu-new-list-forum">Liste des sujets</a></div>'
        f'<div class="bloc-pre-right">{pages}</div></div><div class="conteneur-messages-pagi">'
        + "".join(jvc_message(posts, m) for m in posts)
        + f'</div><div class="bloc-pre-pagi-forum bloc-outils-bottom">{pages}</div><div class="'
        'bloc-form-reponse"><p>Vous devez être connecté pour poster un message. <a href="/login"'
        '>Se connecter</a></p></div></div><div id="forum-right-col" class="col-lg-4"><div class'
        '="panel panel-jv-forum"><div class="panel-heading">Forum Mécanique auto</div><div class'
        '="panel-body"><ul class="liste-modo-fofo"><li><span class="JvCare 1F49 lien-jv">'
        'Modo_Garage</span></li></ul><p>Règles du forum : restez courtois.</p></div></div><div '
        'class="panel panel-jv-forum"><div class="panel-heading">Forums préférés</div><div class'
        '="panel-body"><ul><li><a href="/forums/0-51-0-1-0-1-0-blabla-18-25-ans.htm">Blabla 18-'
        '25 ans</a></li><li><a href="/forums/0-36-0-1-0-1-0-guerre-des-consoles.htm">Guerre des '
        'consoles</a></li></ul></div></div></div></div></div><footer class="footer"><ul><li><a '
        'href="/cgu.htm">CGU</a></li><li><a href="/charte.htm">Charte</a></li><li><a href="/'
        f'contact.htm">Contact</a></li></ul><p>&copy; {NOW.year} Webedia</p></footer>')
    return page(TITLE, body, "fr")


# --- Lemmy ------------------------------------------------------------------------------------

def lemmy_long(t: datetime) -> str:
    """moment's format("LLLL"): "Thursday, March 4, 2021 10:12 AM"."""
    return f"{t:%A}, {t:%B} {t.day}, {t.year} {t.hour % 12 or 12}:{t:%M %p}"


def lemmy_person(m: Message) -> str:
    return (f'<a class="text-info" title="{m.author}" href="/u/{m.author}"><img style="width: '
            '1.5rem; height: 1.5rem;" src="/pictrs/image/avatar.png?format=webp&amp;thumbnail=96"'
            f' class="rounded-circle mr-2" alt=""><span>{m.author}</span></a>')


def lemmy_comment(posts: list[Message], kids: dict[int, list[int]], k: int) -> str:
    m = posts[k]
    quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
    score = m.uid % 8 + 1
    children = "".join(lemmy_comment(posts, kids, c) for c in kids[k])
    return (
        f'<li class="comment" role="comment"><div id="comment-{m.pid}" class="details comment-'
        'node py-2 border-top border-light"><div class="ml-2"><div class="d-flex flex-wrap '
        f'align-items-center text-muted small"><span class="mr-2">{lemmy_person(m)}</span><button'
        ' class="btn btn-sm text-muted" aria-label="Collapse" data-tippy-content="Collapse">[-]'
        f'</button><span class="mr-1 font-weight-bold"><span aria-label="{score} points, {score} '
        f'upvotes, 0 downvotes" data-tippy-content="{score} points • {score} upvotes • 0 downvotes'
        f'">{score}</span></span><span class="mr-1">•</span><span><span data-tippy-content="'
        f'{lemmy_long(m.when)}">{_moment_ago(m.when)}</span></span></div><div class="md-div">'
        f'{quote}{p_tags(m)}</div><div class="d-flex justify-content-between justify-content-lg-'
        'start flex-wrap text-muted font-weight-bold"><button class="btn btn-link btn-animate '
        'text-muted" aria-label="Upvote" data-tippy-content="Upvote">▲</button><button class="btn'
        ' btn-link btn-animate text-muted" aria-label="Downvote" data-tippy-content="Downvote">▼'
        '</button><button class="btn btn-link btn-animate text-muted" aria-label="Reply" data-'
        'tippy-content="Reply">reply</button><button class="btn btn-link btn-animate text-muted"'
        ' aria-label="link" data-tippy-content="link">link</button></div></div></div>'
        + (f'<ul class="comments">{children}</ul>' if children else "") + "</li>")


def lemmy(posts: list[Message]) -> str:
    """A Lemmy post page (lemmy-ui 0.1x, Bootstrap): div.post-listing with the title, the
    creator "to technology", the age as moment's "3 months ago" with the whole date in
    data-tippy-content, the body in div.md-div; the comment tree ul.comments > li.comment >
    div.comment-node, replies in nested ul.comments; the community's sidebar."""
    head = posts[0]
    tops, kids = _tree(posts)
    comments = "".join(lemmy_comment(posts, kids, k) for k in tops)
    body = (
        '<div id="app"><nav class="navbar navbar-expand-lg navbar-light shadow-sm p-0 px-3"><div '
        'class="container"><a title="0.12.2" class="d-flex align-items-center navbar-brand mr-md-'
        '3" href="/">lemmy.example</a><ul class="navbar-nav my-2 mr-auto"><li class="nav-item">'
        '<a class="nav-link" title="Communities" href="/communities">Communities</a></li><li class'
        '="nav-item"><a class="nav-link" title="Create Post" href="/create_post">Create Post</a>'
        '</li><li class="nav-item"><a class="nav-link" title="Support Lemmy" href="https://join-'
        'lemmy.org/sponsors">Support Lemmy</a></li></ul><ul class="navbar-nav my-2"><li class="'
        'nav-item"><a class="nav-link" href="/login">Login / Sign up</a></li></ul></div></nav>'
        '<div class="mt-4 p-0 fl-1"><div class="container"><div class="row"><div class="col-12 '
        'col-md-8 mb-3"><div class="post-listing"><div class="row"><div class="col-12"><div class'
        '="d-flex"><div class="vote-bar col-1 pr-0 small text-center"><button class="btn-animate '
        'btn btn-link p-0 text-muted" aria-label="Upvote">▲</button><div class="unselectable '
        f'pointer font-weight-bold text-muted px-1">{head.uid % 9 + 3}</div><button class="btn-'
        'animate btn btn-link p-0 text-muted" aria-label="Downvote">▼</button></div><div class="'
        'col-12 col-sm-9"><div class="row"><div class="col-12"><div class="post-title overflow-'
        f'hidden"><h5><a class="d-inline-block" href="/post/{head.pid}" title="Comments">{TITLE}'
        '</a></h5></div><ul class="list-inline mb-1 text-muted small"><li class="list-inline-item'
        f'"><span class="mr-1">{lemmy_person(head)}</span><span class="mx-1"> to </span><a href='
        '"/c/technology">technology</a></li><li class="list-inline-item">•</li><li class="list-'
        f'inline-item"><span><span data-tippy-content="{lemmy_long(head.when)}">'
        f'{_moment_ago(head.when)}</span></span></li></ul><ul class="list-inline mb-1 text-muted '
        f'font-weight-bold"><li class="list-inline-item mr-2"><a class="text-muted small" title="'
        f'{len(posts) - 1} Comments" href="/post/{head.pid}">{len(posts) - 1} Comments</a></li>'
        '</ul></div></div></div></div></div></div><div class="row"><div class="col-12"><div class'
        f'="md-div">{p_tags(head)}</div></div></div></div><form class="comment-form"><div class="'
        'form-group row"><div class="col-sm-12"><textarea class="form-control" rows="2" maxlength'
        '="10000" disabled></textarea></div></div><div class="row"><div class="col-sm-12"><span '
        'class="text-muted">You must log in to comment</span></div></div></form><div class="btn-'
        'group btn-group-toggle flex-wrap mr-3 mb-2"><label class="btn btn-outline-secondary '
        'pointer active">Hot</label><label class="btn btn-outline-secondary pointer">Top</label>'
        '<label class="btn btn-outline-secondary pointer">New</label><label class="btn btn-'
        f'outline-secondary pointer">Old</label></div><div><ul class="comments">{comments}</ul>'
        '</div></div><div class="col-12 col-md-4"><div class="card border-secondary mb-3"><div '
        'class="card-body"><h5 class="mb-0"><span>Technology</span></h5><a class="text-muted" '
        'href="/c/technology">!technology@lemmy.example</a><ul class="my-1 list-inline"><li class'
        '="list-inline-item badge badge-secondary">1,204 Subscribers</li><li class="list-inline-'
        'item badge badge-secondary">73 Users / month</li></ul><div class="md-div"><p>Discussions '
        'about cars, devices and everything you repair yourself.</p></div><ul class="list-inline '
        'small"><li class="list-inline-item">Mods: </li><li class="list-inline-item"><a class="'
        'text-info" href="/u/modbot">modbot</a></li></ul></div></div></div></div></div></div>'
        '<nav class="container navbar navbar-expand-md navbar-light navbar-bg p-0 px-3 mt-2">'
        '<div class="navbar-collapse"><ul class="navbar-nav ml-auto"><li class="nav-item"><span '
        'class="navbar-text">BE: 0.12.2</span></li><li class="nav-item"><a class="nav-link" href='
        '"/modlog">Modlog</a></li><li class="nav-item"><a class="nav-link" href="/instances">'
        'Instances</a></li><li class="nav-item"><a class="nav-link" href="https://join-lemmy.org/'
        'docs/en/index.html">Docs</a></li><li class="nav-item"><a class="nav-link" href="https://'
        'github.com/LemmyNet">Code</a></li></ul></div></nav></div>')
    return page(TITLE, body)


# --- Lobsters ---------------------------------------------------------------------------------

def lobsters_ago(t: datetime) -> str:
    """Lobsters' how_long_ago: "5 minutes ago", "30 hours ago" (under two days), "3 days ago",
    "2 months ago", "1 year ago"."""
    secs = int((NOW - t).total_seconds())
    if secs <= 5:
        return "just now"
    if secs < 60:
        return "less than a minute ago"
    for limit, size, unit in ((3600, 60, "minute"), (172800, 3600, "hour"),
                              (2592000, 86400, "day"), (31536000, 2592000, "month")):
        if secs < limit:
            n = secs // size
            return f"{n} {unit}{'' if n == 1 else 's'} ago"
    n = secs // 31536000
    return f"{n} year{'' if n == 1 else 's'} ago"


def lobsters_when(t: datetime) -> str:
    return f'<span title="{t:%Y-%m-%d %H:%M:%S} -0600">{lobsters_ago(t)}</span>'


def lobsters_comment(posts: list[Message], kids: dict[int, list[int]], k: int) -> str:
    m = posts[k]
    short = f"{m.pid * 7919 % 1000000:06x}"
    quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
    children = "".join(lobsters_comment(posts, kids, c) for c in kids[k])
    op = ' class="user_is_author"' if m.author == posts[0].author else ""
    return (
        f'<li class="comments_subtree"><input id="comment_folder_{short}" class="comment_folder_'
        f'button" type="checkbox"><div id="c_{short}" class="comment" data-shortid="{short}">'
        f'<div class="voters"><a class="upvoter" href="/login"></a><div class="score">'
        f'{m.uid % 6 + 1}</div></div><div class="details"><div class="byline"><a name="c_{short}"'
        f'></a><label for="comment_folder_{short}" class="comment_folder"></label><a href="/u/'
        f'{m.author}"><img srcset="/avatars/{m.author}-16.png 1x, /avatars/{m.author}-32.png 2x" '
        f'class="avatar" alt="{m.author} avatar" loading="lazy" decoding="async" src="/avatars/'
        f'{m.author}-16.png" width="16" height="16"></a> <a{op} href="/u/{m.author}">{m.author}'
        f'</a> {lobsters_when(m.when)} | <a href="/s/x4kq2z/strange_noise_after_last_update#c_'
        f'{short}">link</a></div><div class="comment_text">{quote}{p_tags(m)}</div></div></div>'
        f'<ol class="comments">{children}</ol></li>')


def lobsters(posts: list[Message]) -> str:
    """A Lobsters story page (a text post, "ask" tag): li.story with the byline "authored by
    alice" and how_long_ago ("3 months ago", "30 hours ago") in a <span title="2021-03-04
    10:12:33 -0600">, the text in div.story_text; the comment tree ol.comments >
    li.comments_subtree > div.comment (byline, div.comment_text), nested ol.comments."""
    head = posts[0]
    tops, kids = _tree(posts)
    comments = "".join(lobsters_comment(posts, kids, k) for k in tops)
    n = len(posts) - 1
    body = (
        '<header id="nav"><div id="headerleft"><a id="l_holder" class="" title="Lobsters '
        '(Current traffic: 42%)" href="/"></a><span class="headerlinks"><a href="/active">Active'
        '</a> <a href="/recent">Recent</a> <a href="/comments">Comments</a> <a href="/search">'
        'Search</a></span></div><div id="headerright"><span class="headerlinks"><a href="/login">'
        'Login</a></span></div></header><div id="inside"><ol class="stories"><li id="story_x4kq2z"'
        ' data-shortid="x4kq2z" class="story"><div class="story_liner h-entry"><div class="voters"'
        f'><a class="upvoter" href="/login"></a><div class="score">{head.uid % 20 + 4}</div></div>'
        '<div class="details"><span role="heading" aria-level="1" class="link h-cite u-repost-of">'
        f'<a class="u-url" href="/s/x4kq2z/strange_noise_after_last_update">{TITLE}</a></span> '
        '<span class="tags"><a class="tag tag_ask" title="Ask Lobsters" href="/t/ask">ask</a> '
        '<a class="tag tag_hardware" title="Hardware" href="/t/hardware">hardware</a></span><div '
        f'class="byline"><a href="/u/{head.author}"><img srcset="/avatars/{head.author}-16.png 1x'
        f', /avatars/{head.author}-32.png 2x" class="avatar" alt="{head.author} avatar" loading='
        f'"lazy" decoding="async" src="/avatars/{head.author}-16.png" width="16" height="16"></a>'
        f' <span> authored by </span> <a class="u-author h-card user_is_author" href="/u/'
        f'{head.author}">{head.author}</a> {lobsters_when(head.when)} <span> | </span> <a href="'
        '/stories/x4kq2z/suggest" class="suggester">suggest</a> <span> | </span> <a href="/'
        'stories/x4kq2z/flag" class="flagger">flag</a> <span> | </span> <a href="https://archive.'
        'org/wayback/available?url=https%3A%2F%2Flobste.rs%2Fs%2Fx4kq2z">cached</a> <span class="'
        'comments_label"> <span> | </span> <a role="heading" aria-level="2" href="/s/x4kq2z/'
        f'strange_noise_after_last_update">{n} comment{"" if n == 1 else "s"}</a></span></div>'
        '</div></div><div class="story_text e-content">'
        f'{p_tags(head)}</div></li></ol><ol class="comments comments1">{comments}</ol></div>'
        '<footer><a href="/about">About</a> <a href="/tags">Tags</a> <a href="/filters">Filter'
        '</a> <a href="/moderations">Moderation Log</a></footer>')
    return page(TITLE, body)


# --- Reddit, new layout (shreddit) ------------------------------------------------------------

def shreddit_ago(t: datetime) -> str:
    """shreddit's short ages: "2y ago", "3mo ago", "5d ago", "4h ago", "12m ago"."""
    s = max(int((NOW - t).total_seconds()), 60)
    for size, unit in ((31536000, "y"), (2592000, "mo"), (86400, "d"), (3600, "h"), (60, "m")):
        if s >= size:
            return f"{s // size}{unit} ago"
    return "just now"


def shreddit_time(t: datetime) -> str:
    iso = f"{t:%Y-%m-%dT%H:%M:%S}.000Z"
    return (f'<faceplate-timeago ts="{iso}" format="short"><time datetime="{iso}" title="'
            f'{t:%A, %B} {t.day}, {t.year} at {t.hour % 12 or 12}:{t:%M:%S %p} UTC">'
            f"{shreddit_ago(t)}</time></faceplate-timeago>")


def shreddit_comment(posts: list[Message], kids: dict[int, list[int]], k: int, depth: int,
                     parent: str) -> str:
    m = posts[k]
    thing = f"t1_{m.pid * 7919 % 10 ** 7:x}"
    link = f"/r/help/comments/l2x9q4/comment/{thing[3:]}/"
    quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
    children = "".join(shreddit_comment(posts, kids, c, depth + 1, thing) for c in kids[k])
    slot = f' slot="children-{parent}-0" parentid="{parent}"' if parent else ""
    return (
        f'<shreddit-comment author="{m.author}" depth="{depth}" permalink="{link}" postid="t3_'
        f'l2x9q4" score="{m.uid % 9 + 1}" thingid="{thing}" arialabel="Thread level {depth + 1}'
        f', comment by {m.author}"{slot} collapsed=""><div slot="commentAvatar"><faceplate-img '
        'src="https://www.redditstatic.com/avatars/defaults/v2/avatar_default_3.png" alt="" '
        'width="24" height="24"></faceplate-img></div><div slot="commentMeta" class="flex flex-'
        'row items-center overflow-hidden"><faceplate-hovercard position="right-start"><a href="'
        f'/user/{m.author}/" class="truncate font-bold text-neutral-content-strong text-12 '
        f'hover:underline">{m.author}</a></faceplate-hovercard><span class="inline-block my-0 '
        f'mx-2xs text-12 text-neutral-content-weak">•</span><a href="{link}" rel="nofollow '
        f'noopener noreferrer" class="no-underline">{shreddit_time(m.when)}</a></div><div slot="'
        f'comment"><div class="md text-14" id="{thing}-comment-rtjson-content">{quote}'
        f'{p_tags(m)}</div></div><shreddit-comment-action-row slot="actionRow" comment-id="'
        f'{thing}" score="{m.uid % 9 + 1}"><span slot="reply">Reply</span><span slot="share">'
        f"Share</span></shreddit-comment-action-row>{children}</shreddit-comment>")


def shreddit(posts: list[Message]) -> str:
    """Reddit's new web layout (shreddit, web components): the submission a <shreddit-post>
    with the author, title and created-timestamp as attributes, the text in div[slot=text-
    body] > div.md; the comments <shreddit-comment> elements (author, depth, thingid as
    attributes) nested in a <shreddit-comment-tree>, the meta slot with "3mo ago" in a
    <faceplate-timeago> <time title>; left navigation, the community's right rail."""
    head = posts[0]
    tops, kids = _tree(posts)
    comments = "".join(shreddit_comment(posts, kids, k, 0, "") for k in tops)
    n = len(posts) - 1
    stamp = f"{head.when:%Y-%m-%dT%H:%M:%S}.000000+0000"
    body = (
        '<shreddit-app routename="post_page" pagetype="post_detail"><reddit-header-large><nav '
        'class="h-header-large flex items-center"><a href="/" aria-label="Home">reddit</a>'
        '<reddit-search-large><input type="text" placeholder="Search in r/help"></reddit-search-'
        'large><a href="/login/" class="button-primary">Log In</a></nav></reddit-header-large>'
        '<div class="grid-container theme-rpl grid"><flex-left-nav-container id="left-sidebar-'
        'container"><nav aria-label="Primary"><a href="/">Home</a><a href="/r/popular/">Popular'
        '</a><a href="/explore/">Explore</a><a href="/r/all/">All</a></nav></flex-left-nav-'
        'container><div class="subgrid-container"><div class="main-container"><main id="main-'
        'content" class="main w-full"><shreddit-post author="'
        f'{head.author}" author-id="t2_{head.uid:x}" comment-count="{n}" content-href="https://'
        'www.reddit.com/r/help/comments/l2x9q4/strange_noise_after_the_last_update/" created-'
        f'timestamp="{stamp}" domain="self.help" id="t3_l2x9q4" permalink="/r/help/comments/'
        f'l2x9q4/strange_noise_after_the_last_update/" post-title="{TITLE}" post-type="text" '
        f'score="{head.uid % 30 + 5}" subreddit-prefixed-name="r/help" view-context="Comments'
        'Page" class="block xs:mt-xs xs:-mx-xs xs:px-xs xs:rounded-[16px] pt-xs nd:pt-xs bg-'
        '[color:var(--shreddit-content-background)] box-border mb-xs nd:visible nd:pb-2xl"><div '
        'slot="credit-bar" class="flex items-center"><span class="flex flex-none subreddit-name">'
        '<a href="/r/help/" class="text-neutral-content-strong font-bold">r/help</a></span><span '
        'class="created-separator">•</span><span class="whitespace-nowrap">'
        f'{shreddit_time(head.when)}</span><div class="flex flex-row items-center"><faceplate-'
        f'hovercard><a href="/user/{head.author}/" class="author-name whitespace-nowrap text-'
        f'neutral-content visited:text-neutral-content-weak">{head.author}</a></faceplate-'
        'hovercard></div></div><h1 slot="title" id="post-title-t3_l2x9q4" class="font-semibold '
        f'text-neutral-content-strong m-0 text-18 xs:text-24 mb-xs">{TITLE}</h1><div class="text-'
        'neutral-content" slot="text-body"><div class="md text-14 max-h-[253px]" id="t3_l2x9q4-'
        f'post-rtjson-content">{p_tags(head)}</div></div></shreddit-post><div class="flex '
        'items-center justify-between my-xs"><shreddit-sort-dropdown>Sort by: <span>Best</span>'
        '</shreddit-sort-dropdown></div><div id="comment-tree-content-anchor-l2x9q4"></div>'
        '<faceplate-batch target="#comment-tree"><shreddit-comment-tree id="comment-tree" '
        f'post-id="t3_l2x9q4" totalcomments="{n}" sort="confidence">{comments}'
        '</shreddit-comment-tree></faceplate-batch></main></div><div id="right-sidebar-container'
        '"><aside aria-label="Community information"><shreddit-subreddit-header name="help" '
        'prefixed-name="r/help"><div slot="description"><h2>r/help</h2><p>Ask anything about '
        'your devices.</p><p><faceplate-number number="182000">182K</faceplate-number> Members'
        '</p></div></shreddit-subreddit-header><div class="related-posts"><h2>Related posts</h2>'
        '<ul><li><a href="/r/help/comments/l1a2b3/noise_from_the_front_wheel/">Noise from the '
        'front wheel</a></li><li><a href="/r/help/comments/l0z9y8/update_broke_my_settings/">'
        'Update broke my settings</a></li></ul></div><footer class="legal-links"><a href="https:'
        '//www.redditinc.com/policies/content-policy">Reddit Rules</a> <a href="https://www.'
        'reddit.com/policies/privacy-policy">Privacy Policy</a> <a href="https://www.redditinc.'
        f'com/policies/user-agreement">User Agreement</a> <span>Reddit, Inc. &copy; {NOW.year}.'
        ' All rights reserved.</span></footer></aside></div></div></div></shreddit-app>')
    return page(f"{TITLE} : r/help", body)


# --- Phabricator ------------------------------------------------------------------------------

def phab_date(t: datetime) -> str:
    """phabricator_datetime(): "Thu, Jun 24, 3:45 PM" within 30 days, else "Mar 4 2021, 10:12
    AM"."""
    if abs((NOW - t).total_seconds()) < 30 * 86400:
        return f"{t:%a, %b} {t.day}, {hm(t, upper=True)}"
    return f"{t:%b} {t.day} {t.year}, {hm(t, upper=True)}"


def phab_handle(m: Message) -> str:
    return f'<a href="/p/{m.author}/" class="phui-handle phui-link-person">{m.author}</a>'


def phab_comment(posts: list[Message], m: Message) -> str:
    quote = ""
    if m.quote:
        quote = (f'<blockquote><div class="remarkup-reply-head">In <a href="/T1234#{m.quote[1]}" '
                 f'class="remarkup-link" rel="noreferrer">T1234#{m.quote[1]}</a>, <a href="/p/'
                 f'{m.quote[0]}/" class="phui-tag-view phui-tag-type-person "><span class="phui-tag'
                 f'-core ">@{m.quote[0]}</span></a> wrote:</div><div class="remarkup-reply-body">'
                 f"<p>{escape(m.quote[2])}</p></div></blockquote>")
    return (
        '<div class="phui-timeline-event-view phui-timeline-spacer"></div><div class="phui-'
        f'timeline-shell" data-sigil="anchor-container"><a name="{m.pid}" id="{m.pid}" class="'
        'phabricator-anchor-view"></a><div class="phui-timeline-event-view phui-timeline-major-'
        'event"><div class="phui-timeline-wedge" style="border-right-width: 1px; border-right-'
        f'style: solid; border-right-color: rgba(55, 55, 55, .3);"></div><a href="/p/{m.author}/'
        '" class="phui-timeline-image" style="background-image: url(/file/data/profile.png)">'
        '</a><div class="phui-timeline-content"><div class="phui-timeline-title phui-timeline-'
        'title-with-icon"><span class="phui-timeline-icon-fill"><span class="visual-only phui-'
        'icon-view phui-font-fa fa-comment" aria-hidden="true"></span></span>'
        f'{phab_handle(m)} added a comment.<span class="phui-timeline-extra"><a href="#{m.pid}">'
        f'{phab_date(m.when)}</a></span></div><div class="phui-timeline-core-content"><span class'
        '="transaction-comment" data-sigil="transaction-comment"><div class="phabricator-remarkup'
        f'">{quote}{p_tags(m)}</div></span></div></div></div></div>')


def phabricator(posts: list[Message]) -> str:
    """A Phabricator Maniphest task: the crumbs, the header with the status tag and "Authored
    by alice on Mar 4 2021, 10:12 AM.", the description in a box, the curtain (Assigned To,
    Tags, Subscribers) aside; the comments as timeline events ("bob added a comment.", the date
    in span.phui-timeline-extra, "Thu, Jun 24, 3:45 PM" for the last 30 days) among minor
    events; quotes as remarkup reply blocks "In T1234#40311, @bob wrote:"."""
    head = posts[0]
    events = []
    for m in posts[1:]:
        events.append(phab_comment(posts, m))
        if m.number == 2:
            events.append(
                '<div class="phui-timeline-shell"><div class="phui-timeline-event-view phui-'
                'timeline-minor-event"><div class="phui-timeline-content"><div class="phui-'
                'timeline-title phui-timeline-title-with-icon"><span class="phui-timeline-icon-'
                'fill fa-user"></span>' + phab_handle(m) + ' claimed this task.<span class="phui-'
                f'timeline-extra"><a href="#{m.pid}">{phab_date(m.when)}</a></span></div></div>'
                "</div></div>")
    subscribers = ", ".join(phab_handle(m) for m in {p.author: p for p in posts}.values())
    body = (
        '<div class="phabricator-main-menu phabricator-main-menu-background"><a class="phabrica'
        'tor-main-menu-brand" href="/"><span class="sr-only">Phabricator</span></a><ul class="'
        'phabricator-application-menu"><li><a href="/maniphest/">Maniphest</a></li><li><a href="'
        '/differential/">Differential</a></li><li><a href="/diffusion/">Diffusion</a></li></ul>'
        '<a href="/auth/start/" class="phabricator-core-login-button">Log In</a></div><div class'
        '="phabricator-standard-page-body"><div class="phui-crumbs-view phui-crumbs-border"><a '
        'href="/maniphest/" class="phui-crumb-view phui-crumb-has-icon"><span class="visual-only '
        'phui-icon-view phui-font-fa fa-anchor" aria-hidden="true"></span><span class="phui-crumb'
        '-name"> Maniphest</span></a><span class="phui-crumb-divider phui-crumb-view" aria-hidden'
        '="true"><span class="visual-only phui-icon-view phui-font-fa fa-angle-right"></span>'
        '</span><a href="/T1234" class="phui-crumb-view phabricator-last-crumb"><span class="'
        'phui-crumb-name"> T1234</span></a></div><div class="phui-two-column-view phui-side-'
        'column-right with-subheader"><div class="phui-two-column-container"><div class="phui-'
        'two-column-header"><div class="phui-header-shell phui-header-tall"><h1 class="phui-'
        'header-view"><div class="phui-header-row"><div class="phui-header-col2"><span class="'
        f'phui-header-header">{TITLE}</span><div class="phui-header-subheader"><span class="phui-'
        'tag-view phui-tag-type-shade phui-tag-indigo phui-tag-shade phui-tag-icon-view"><span '
        'class="phui-tag-core phui-tag-color-indigo"><span class="visual-only phui-icon-view '
        'phui-font-fa fa-exclamation-circle" aria-hidden="true"></span>Open</span></span><span '
        'class="phui-tag-view phui-tag-type-shade phui-tag-grey">Public</span></div></div></div>'
        '</h1></div><div class="phui-head-thing-view phui-head-has-image">Authored by <strong>'
        f'{phab_handle(head)}</strong> on {phab_date(head.when)}.</div></div><div class="phui-'
        'two-column-content"><div class="phui-two-column-row grouped"><div class="phui-side-'
        'column"><div class="phui-curtain-view"><div class="phui-curtain-panel"><div class="phui-'
        'curtain-panel-header">Assigned To</div><div class="phui-curtain-panel-body">None</div>'
        '</div><div class="phui-curtain-panel"><div class="phui-curtain-panel-header">Tags</div>'
        '<div class="phui-curtain-panel-body"><span class="phui-tag-view phui-tag-type-object '
        'phui-tag-blue">Firmware</span></div></div><div class="phui-curtain-panel"><div class="'
        'phui-curtain-panel-header">Subscribers</div><div class="phui-curtain-panel-body">'
        f'{subscribers}</div></div></div></div><div class="phui-main-column"><div class="phui-'
        'box phui-box-border phui-object-box mlt mll mlr phui-box-blue-property"><div class="phui'
        '-header-shell"><h1 class="phui-header-view"><div class="phui-header-row"><div class="'
        'phui-header-col2"><span class="phui-header-header">Description</span></div></div></h1>'
        '</div><div class="phui-property-list-section"><div class="phui-property-list-text-'
        'content"><div class="phabricator-remarkup">'
        f'{p_tags(head)}</div></div></div></div><div class="phui-timeline-view" id="UQ0_3">'
        + "".join(events) + '<div class="phui-timeline-event-view the-worlds-end"></div></div>'
        '<div class="phui-box phui-box-border phui-object-box"><div class="phui-info-view phui-'
        'info-severity-notice">You must <a href="/auth/start/">log in</a> to comment.</div></div>'
        '</div></div></div></div></div></div><div class="phabricator-standard-page-footer grouped'
        '"></div>')
    return page(f"⚓ T1234 {TITLE}", body)


# --- Jira Server ------------------------------------------------------------------------------

def jira_date(t: datetime) -> str:  # 04/Mar/21 10:12 AM
    return f"{t:%d/%b/%y} {hm(t, upper=True)}"


def jira_time(t: datetime) -> str:
    return (f'<span class="date user-tz" title="{jira_date(t)}"><time class="livestamp" '
            f'datetime="{t:%Y-%m-%dT%H:%M:%S}+0000">{jira_date(t)}</time></span>')


def jira_user(m: Message, ident: str) -> str:
    return (f'<a class="user-hover user-avatar" rel="{m.author}" id="{ident}" href="/secure/'
            f'ViewProfile.jspa?name={m.author}"><span class="aui-avatar aui-avatar-xsmall"><span '
            f'class="aui-avatar-inner"><img src="/secure/useravatar?size=xsmall&amp;avatarId='
            f'{m.uid}" alt="" loading="lazy"></span></span> {m.author}</a>')


def jira_comment(m: Message) -> str:
    cid = 10000 + m.pid % 10000
    quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
    link = (f'<a href="/browse/HELP-123?focusedCommentId={cid}&amp;page=com.atlassian.jira.'
            'plugin.system.issuetabpanels:comment-tabpanel#comment-'
            f'{cid}" class="commentdate_{cid}_verbose subText comment-created-date-link">'
            f"{jira_time(m.when)}</a>")
    text = " ".join(([m.quote[2]] if m.quote else []) + m.paragraphs)
    return (
        f'<div id="comment-{cid}" class="issue-data-block activity-comment twixi-block  expanded">'
        '<div class="twixi-wrap verbose actionContainer"><div class="action-head"><a href="#" '
        'title="Collapse comment" class="twixi"><span class="icon-default aui-icon aui-icon-small'
        ' aui-iconfont-expanded">Collapse comment</span></a><div class="action-details">'
        f'{jira_user(m, f"commentauthor_{cid}_verbose")} added a comment  - {link}</div></div>'
        f'<div class="action-body flooded">{quote}{p_tags(m)}</div><div class="action-links '
        'action-comment-actions"><a class="comment-permalink icon-default aui-icon aui-icon-small'
        f' aui-iconfont-link" href="/browse/HELP-123?focusedCommentId={cid}#comment-{cid}" title'
        '="Permalink">Permalink</a></div></div><div class="twixi-wrap concise actionContainer">'
        '<div class="action-head"><a href="#" title="Expand comment" class="twixi"><span class="'
        'icon-default aui-icon aui-icon-small aui-iconfont-collapsed">Expand comment</span></a>'
        f'<div class="action-details flooded">{jira_user(m, f"commentauthor_{cid}_concise")} '
        f"added a comment  - {link}   {escape(text[:150])}</div></div></div></div>")


def jira(posts: list[Message]) -> str:
    """A Jira Server 8 issue page: the header (project, HELP-123, h1#summary-val), the Details
    module, the description in div#description-val > div.user-content-block; the Activity
    module's comments, each div.activity-comment with a verbose and a concise twixi-wrap ("bob
    added a comment - " and "04/Mar/21 10:12 AM" in a <time class=livestamp>, the concise
    version the text's start); People and Dates aside; Atlassian's footer."""
    head = posts[0]
    details = "".join(
        f'<li class="item"><div class="wrap"><strong class="name">{k}:</strong><span id="'
        f'{k.lower().split("/")[0]}-val" class="value">{v}</span></div></li>'
        for k, v in (("Type", "Bug"), ("Status", "OPEN"), ("Priority", "Major"),
                     ("Resolution", "Unresolved"), ("Affects Version/s", "2.4.0"),
                     ("Component/s", "Firmware"), ("Labels", "None")))
    comments = "".join(jira_comment(m) for m in posts[1:])
    last = posts[-1].when
    none = '<div class="message-container">There are no comments yet on this issue.</div>'
    reporter = jira_user(head, "issue_summary_reporter")
    body = (
        '<div id="page"><header id="header" role="banner"><nav class="aui-header aui-dropdown2-'
        'trigger-group" role="navigation"><div class="aui-header-inner"><div class="aui-header-'
        'primary"><span id="logo" class="aui-header-logo aui-header-logo-jira"><a href="/secure/'
        'MyJiraHome.jspa"><span class="aui-header-logo-device">Example Jira</span></a></span><ul '
        'class="aui-nav"><li><a href="/secure/Dashboard.jspa" class="aui-nav-link aui-dropdown2-'
        'trigger">Dashboards</a></li><li><a href="/browse/" class="aui-nav-link aui-dropdown2-'
        'trigger">Projects</a></li><li><a href="/issues/" class="aui-nav-link aui-dropdown2-'
        'trigger">Issues</a></li></ul></div><div class="aui-header-secondary"><ul class="aui-nav"'
        '><li><form action="/secure/QuickSearch.jspa" method="get" id="quicksearch" class="aui-'
        'quicksearch"><input id="quickSearchInput" name="searchString" type="text" placeholder="'
        'Search"></form></li><li id="user-options"><a class="login-link" href="/login.jsp">Log In'
        '</a></li></ul></div></div></nav></header><div id="content"><div class="aui-page-panel">'
        '<div class="aui-page-panel-inner"><div class="issue-view"><div id="issue-content" class'
        '="issue-edit-form"><header id="stalker" class="issue-header js-stalker"><div class="'
        'issue-header-content"><div class="aui-page-header"><div class="aui-page-header-inner">'
        '<div class="aui-page-header-image"><span id="10400" class="aui-avatar aui-avatar-large '
        'aui-avatar-project"><span class="aui-avatar-inner"><img id="project-avatar" alt="Uploa'
        'ded image for project: \'Help Desk\'" src="/secure/projectavatar?pid=10400"></span>'
        '</span></div><div class="aui-page-header-main"><ol class="aui-nav aui-nav-breadcrumbs">'
        '<li><a id="project-name-val" href="/browse/HELP">Help Desk</a></li><li><a class="issue-'
        'link" data-issue-key="HELP-123" href="/browse/HELP-123" id="key-val" rel="45678">HELP-'
        f'123</a></li></ol><h1 id="summary-val">{TITLE}</h1></div></div></div><div class="'
        'command-bar"><div class="ops-cont"><div class="ops-menus aui-toolbar2"><a id="edit-'
        'issue" class="aui-button toolbar-trigger issueaction-edit-issue" href="/secure/'
        'EditIssue!default.jspa?id=45678">Edit</a> <a id="comment-issue" class="aui-button '
        'toolbar-trigger issueaction-comment-issue" href="/secure/AddComment!default.jspa?id=45678'
        '">Comment</a></div></div></div></div></header><div class="issue-body-content"><div class'
        '="aui-group issue-body"><div class="aui-item issue-main-column"><div id="details-module"'
        ' class="module toggle-wrap"><div id="details-module_heading" class="mod-header"><h4 '
        'class="toggle-title">Details</h4></div><div class="mod-content"><ul id="issuedetails" '
        f'class="property-list two-cols">{details}</ul></div></div><div id="descriptionmodule" '
        'class="module toggle-wrap"><div id="descriptionmodule_heading" class="mod-header"><h4 '
        'class="toggle-title">Description</h4></div><div class="mod-content"><div id="'
        'description-val" class="field-ignore-highlight editable-field inactive" data-field-id="'
        f'description"><div class="user-content-block">{p_tags(head)}</div></div></div></div>'
        '<div id="activitymodule" class="module toggle-wrap"><div id="activitymodule_heading" '
        'class="mod-header"><h4 class="toggle-title">Activity</h4></div><div class="mod-content">'
        '<div class="tabwrap tabs2"><ul id="issue-tabs" class="tabs horizontal"><li id="all-'
        'tabpanel"><a href="#">All</a></li><li class="active" id="comment-tabpanel"><a href="#">'
        '<strong>Comments</strong></a></li><li id="worklog-tabpanel"><a href="#">Work Log</a>'
        '</li><li id="changehistory-tabpanel"><a href="#">History</a></li><li id="activity-stream'
        '-issue-tab"><a href="#">Activity</a></li></ul></div><div class="issuePanelWrapper"><div '
        'class="issuePanelProgress"></div><div class="issuePanelContainer" id="issue_actions_'
        f'container">{comments or none}</div></div></div></div></div><div id="viewissuesidebar" '
        'class="aui-'
        'item issue-side-column"><div id="peoplemodule" class="module toggle-wrap"><div class="'
        'mod-header"><h4 class="toggle-title">People</h4></div><div class="mod-content"><ul class'
        '="item-details"><li class="people-details"><dl><dt>Assignee:</dt><dd><span id="assignee'
        '-val" class="view-issue-field"><em>Unassigned</em></span></dd></dl><dl><dt>Reporter:'
        f'</dt><dd><span id="reporter-val" class="view-issue-field">{reporter}</span></dd></dl>'
        '</li></ul></div></div><div id="datesmodule" class="'
        'module toggle-wrap"><div class="mod-header"><h4 class="toggle-title">Dates</h4></div>'
        '<div class="mod-content"><ul class="item-details"><li><dl class="dates"><dt>Created:'
        f'</dt><dd class="date user-tz" title="{jira_date(head.when)}"><span data-name="Created" '
        f'id="created-val"><time class="livestamp" datetime="{head.when:%Y-%m-%dT%H:%M:%S}+0000">'
        f'{jira_date(head.when)}</time></span></dd></dl><dl class="dates"><dt>Updated:</dt><dd '
        f'class="date user-tz" title="{jira_date(last)}"><span data-name="Updated" id="updated-'
        f'val"><time class="livestamp" datetime="{last:%Y-%m-%dT%H:%M:%S}+0000">{jira_date(last)}'
        '</time></span></dd></dl></li></ul></div></div></div></div></div></div></div></div></div>'
        '</div><footer id="footer" role="contentinfo"><section class="footer-body"><ul class="'
        'atlassian-footer"><li>Atlassian Jira <a class="seo-link" href="https://www.atlassian.com'
        '/software/jira">Project Management Software</a></li><li>(v8.13.5#813005-sha1:8ab19e3)'
        '</li><li><a id="about-link" href="/secure/AboutPage.jspa">About Jira</a></li><li><a id="'
        'footer-report-problem-link" href="/secure/CreateIssue!default.jspa">Report a problem</a>'
        '</li></ul><div id="footer-logo"><a href="http://www.atlassian.com/">Atlassian</a></div>'
        '</section></footer></div>')
    return page(f"[HELP-123] {TITLE} - Example Jira", body)


# --- HyperKitty (Mailman 3) -------------------------------------------------------------------

def django_p(t: datetime) -> str:
    """Django's "P": "10:12 a.m.", "3 p.m.", "noon", "midnight"."""
    if t.minute == 0 and t.hour in (0, 12):
        return "midnight" if t.hour == 0 else "noon"
    clock = f"{t.hour % 12 or 12}" + (f":{t.minute:02d}" if t.minute else "")
    return f"{clock} {'a.m.' if t.hour < 12 else 'p.m.'}"


def django_n(t: datetime) -> str:
    """Django's "N" (Associated Press month): "Jan.", "March", "Sept."."""
    return ("Jan.", "Feb.", "March", "April", "May", "June", "July", "Aug.", "Sept.", "Oct.",
            "Nov.", "Dec.")[t.month - 1]


def hk_address(name: str) -> str:
    return f"{name.lower().replace('_', '.')}@example.org"


def hk_email(posts: list[Message], m: Message, first: bool) -> str:
    ident = f"{m.pid * 2654435761 % 36 ** 8:X}"
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = (f"On {q.when:%a, %b} {q.when.day}, {q.when.year} at {hm(q.when, upper=True)} "
                 f"{m.quote[0]} &lt;{hk_address(m.quote[0])}&gt; wrote:\n<div class=\"quoted-"
                 'switch"><a style="font-weight:normal" href="#">...</a></div><div class="quoted-'
                 f'text quoted-text-0">&gt; {escape(m.quote[2])}\n</div>\n')
    sig = f"\n\n-- \n{escape(m.signature)}" if m.signature else ""
    text = "\n\n".join(escape(p) for p in m.paragraphs)
    sender = f"{django_n(m.when)} {m.when.day}, {m.when.year}, {django_p(m.when)}"
    return (
        f'<div class="email{" email-first" if first else ""}"><div id="{ident}" class="email-'
        'header"><div class="gravatar-wrapper"><div class="gravatar"><img class="gravatar" src="'
        f'https://secure.gravatar.com/avatar/{m.uid:032x}.jpg?s=120&amp;d=mm&amp;r=g" width="120"'
        ' height="120" alt="" /></div><div class="email-author"><span class="name"><a href="/'
        f'archives/users/{m.uid}/" title="See the profile for {m.author}">{m.author}</a></span>'
        '</div></div><div class="email-date right"><span class="date d-none d-sm-inline">'
        f'{m.when:%a}, {m.when.day} {m.when:%b %Y}</span><span class="date d-sm-none">'
        f'{m.when.day} {m.when:%b}</span><div class="time"><span title="Sender\'s time: {sender}">'
        f'{m.when.hour % 12 or 12}:{m.when:%M} {"a.m." if m.when.hour < 12 else "p.m."}</span>'
        f'</div></div></div><div class="email-body">{quote}{text}{sig}</div><div class="'
        'email-info"><div class="messagelink right"><span class="fa fa-font cursor-pointer '
        'toggle-font" data-toggle="tooltip" title="Display in fixed font"></span> <a href="/'
        f'archives/list/help@lists.example.org/message/{ident}/" title="Permalink for this '
        'message"><i class="fa fa-link"></i></a></div><a class="reply reply-mailto" title="Sign '
        f'in to reply online" href="mailto:help@lists.example.org?Subject=Re%3A%20{ident}"><i '
        'class="fa fa-reply"></i> Reply</a></div></div>')


def hyperkitty(posts: list[Message]) -> str:
    """A HyperKitty (Mailman 3) thread: the subject in div.thread-header, the first message
    div.email.email-first, the replies in div.replies, each indented by its level; the
    author in div.email-author, "Thu, 4 Mar 2021" and "10:12 a.m." (the sender's time in a
    title) in div.email-date; the body plain text with newlines, e-mail quotes "On Thu, Mar 4,
    2021 at 10:12 AM bob <…> wrote:" folded into div.quoted-text, the signature after "-- ";
    the thread's participants aside."""
    tops, kids = _tree(posts)

    def walk(k: int, level: int) -> str:
        return (f'<div class="{"even" if k % 2 else "odd"}" style="margin-left:{level * 2}em">'
                + hk_email(posts, posts[k], False) + "</div>"
                + "".join(walk(c, level + 1) for c in kids[k]))

    replies = "".join(walk(k, 0) for k in tops)
    people = {m.author: m for m in posts}
    participants = "".join(
        f'<li><img class="gravatar" src="https://secure.gravatar.com/avatar/{m.uid:032x}.jpg?s=20'
        f'&amp;d=mm&amp;r=g" width="20" height="20" alt="" /> {m.author}</li>'
        for m in people.values())
    n = len(posts) - 1
    body = (
        '<nav class="navbar sticky-top navbar-light bg-light navbar-expand-md"><div class="'
        'container"><div class="navbar-header col-md"><a class="navbar-brand" href="/archives/">'
        'Mailman 3 <span class="d-none d-sm-inline">help@lists.example.org</span></a></div><div '
        'class="collapse navbar-collapse justify-content-end"><ul class="nav navbar-nav '
        'auth"><li class="nav-item"><a class="nav-link" href="/accounts/login/?next=/archives/'
        'list/help%40lists.example.org/thread/">Sign In</a></li><li class="nav-item"><a class="'
        'nav-link" href="/accounts/signup/">Sign Up</a></li></ul><form class="navbar-form '
        'navbar-right my-2 my-lg-0 order-1" role="search" action="/archives/search"><input name="'
        'q" type="text" class="form-control" placeholder="Search this list"></form></div></div>'
        '</nav><div class="modal fade" tabindex="-1" role="dialog" id="keyboard-shortcuts"></div>'
        '<div class="container"><div class="row"><div class="d-none d-md-block col-sm-2"><div '
        'class="row"><div class="col-12 accordion" id="months-list"><div class="card"><div class'
        '="card-header"><h3 class="card-title btn btn-link">2021</h3></div><div class="card-body">'
        '<ul class="list-unstyled"><li><a href="/archives/list/help@lists.example.org/2021/6/">'
        'June</a></li><li><a href="/archives/list/help@lists.example.org/2021/5/">May</a></li>'
        '</ul></div></div></div></div></div><div class="col-sm-12 col-md-10"><div class="thread-'
        'header"><div class="row"><div class="col-tn-2"><a href="/archives/list/help@lists.'
        'example.org/thread/PREV/" title="Strange noise from the front wheel" class="btn btn-'
        'default"><i class="fa fa-chevron-left"></i></a></div><div class="col-tn-10"><h3>'
        f'{TITLE}</h3></div></div></div><div class="row"><div class="col-sm-12 col-md-9"><section'
        ' id="thread-content">' + hk_email(posts, posts[0], True)
        + f'<div class="replies">{replies}</div></section></div><div class="col-sm-12 col-md-3">'
        '<section id="thread-overview-info"><div id="thread-stats"><p><i class="fa fa-comment">'
        f'</i> {n} comment{"" if n == 1 else "s"}</p><p><i class="fa fa-user"></i> {len(people)}'
        f' participant{"" if len(people) == 1 else "s"}</p></div><div id="participants"><span '
        f'class="participant">participants ({len(people)})</span><ul class="list-unstyled">'
        f'{participants}</ul></div></section></div></div></div></div></div><footer class="footer">'
        '<div class="container"><p class="text-muted">Powered by <a href="http://hyperkitty.read'
        'thedocs.org">HyperKitty</a> version 1.3.4.</p></div></footer>')
    return page(f"{TITLE} - Help - help@lists.example.org", body)


# --- Yet Another Forum.NET --------------------------------------------------------------------

def yaf_date(t: datetime) -> str:  # Thursday, March 4, 2021 10:12:33 AM
    return f"{t:%A, %B} {t.day}, {t.year} {t.hour % 12 or 12}:{t:%M:%S %p}"


def yaf_post(posts: list[Message], m: Message) -> str:
    quote = ""
    if m.quote:
        quote = (f'<div class="quote"><span class="quotetitle">{m.quote[0]} wrote:<a href="/'
                 f'Default.aspx?g=posts&amp;m={m.quote[1]}#post{m.quote[1]}"><img src="/Themes/'
                 'yafpro/icon_latest_reply.gif" title="Go to Quoted Post" alt="Go to Quoted Post" '
                 f'/></a></span><div class="innerquote">{escape(m.quote[2])}</div></div>')
    sig = (f'<br /><hr noshade="noshade" class="postsignature" /><div class="yafsignature">'
           f'{escape(m.signature)}</div>' if m.signature else "")
    reg = joined(m)
    profile = f"/Default.aspx?g=profile&amp;u={m.uid}"
    return (
        f'<table class="content postContainer" width="100%" id="PostTable{m.number}"><tr class="'
        f'postheader"><td id="NameCell" class="postUser" width="140"><a name="post{m.pid}" /><b>'
        f'<a href="{profile}" title="View profile" rel="nofollow" class="UserPopMenuLink">'
        f'{m.author}</a></b></td><td width="80%" class="postheader"><div class="leftItem '
        f'postedLeft"><b><a href="/Default.aspx?g=posts&amp;m={m.pid}#post{m.pid}" class="post'
        f'headerlink">#{m.number}</a> Posted :</b> <abbr class="timeago" title="'
        f'{m.when:%Y-%m-%dT%H:%M:%S}Z">{yaf_date(m.when)}</abbr>(UTC)</div><div class="rightItem '
        'postedRight"><span class="postInfoMenuContainer"><a class="yafcssimagebutton" href="/'
        f'Default.aspx?g=postmessage&amp;t=5&amp;f=2&amp;q={m.pid}" title="Reply with quote">'
        '<span>Quote</span></a></span></div></td></tr><tr class="post"><td valign="top" height="'
        '100" class="UserBox" colspan="2"><div class="yafUserBox" id="yafUserBox'
        f'{m.pid}"><a href="{profile}" title="{m.author}"><img class="avatarimage" src="/images/'
        'avatars/default.png" alt="" /></a><div class="section">Rank: Newbie<br /></div><div '
        'class="section">Groups: Registered<br /></div><br />Joined: '
        f'{reg.month}/{reg.day}/{reg.year}(UTC)<br />Posts: {m.uid * 3}<br />Points: '
        f'{m.uid * 9}<br />Location: Leeds<br /></div></td><td valign="top" class="message"><div '
        f'class="postdiv"><div id="MessageCell{m.pid}" class="MessagePost">{quote}'
        f'{paras(m, "<br /><br />")}</div>{sig}</div></td></tr><tr class="postfooter"><td class="'
        'small postTop" colspan="2"><a onclick="ScrollToTop();" class="postTopLink" href="'
        'javascript: void(0)">Back to top</a></td><td class="postfooter postInfoBottom"><div '
        'class="leftItem postInfoLeft"><a class="yafcssimagebutton" href="/Default.aspx?g=pmessage'
        f'&amp;u={m.uid}" title="Send a private message"><span>PM</span></a></div></td></tr><tr '
        'class="postsep"><td colspan="3"></td></tr></table>')


def yafnet(posts: list[Message]) -> str:
    """Yet Another Forum.NET 1.9 (ASP.NET): a table.postContainer per post (tr.postheader with
    the author cell and "#2 Posted : Thursday, March 4, 2021 10:12:33 AM(UTC)" in an
    abbr.timeago; tr.post with the user box "Joined: 1/15/2010(UTC)" and div.MessagePost; the
    footer row); quotes div.quote > span.quotetitle "bob wrote:" and div.innerquote; the
    signature div.yafsignature; "Similar Topics" and "Users browsing this topic" below."""
    similar = "".join(
        f'<tr><td class="post"><a href="/Default.aspx?g=posts&amp;t={60 + k}">{t}</a></td><td '
        f'class="post">{a}</td><td class="post">{yaf_date(NOW - timedelta(days=20 * k + 3))}'
        "</td></tr>" for k, (t, a) in enumerate((("Noise from the front wheel", "GregH"),
                                                 ("Update broke my settings", "fiona"),
                                                 ("Brakes squeak when wet", "ErikS"))))
    body = (
        '<form name="aspnetForm" method="post" action="/Default.aspx?g=posts&amp;t=5" id="aspnet'
        'Form"><div><input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="/wEPDwULLTE2'
        'MTY2ODcyMjkPZBYCZg9kFgICAw9kFgICAQ9kFgJmD2QWAgIBDw8WAh4EVGV4dAUBMWRkZA==" /></div><div '
        'class="yafnet" id="yafpage_YAF.Pages.posts"><div id="yafheader"><div class="outerMenu"><'
        'div class="menuContainer"><ul class="menuList"><li class="menuGeneral"><a title="Forum" '
        'href="/Default.aspx?g=forum">Forum</a></li><li class="menuGeneral"><a title="Active '
        'Topics" href="/Default.aspx?g=mytopics">Active Topics</a></li><li class="menuGeneral"><a'
        ' title="Search" href="/Default.aspx?g=search">Search</a></li><li class="menuGeneral"><a '
        'title="Help" href="/Default.aspx?g=help_index">Help</a></li><li class="menuAccount"><a '
        'title="Login" href="/Default.aspx?g=login">Login</a></li><li class="menuAccount"><a '
        'title="Register" href="/Default.aspx?g=rules">Register</a></li></ul></div></div></div>'
        '<div class="yafPageLink breadcrumb"><a href="/Default.aspx?g=forum">Example Community'
        '</a><span class="linkSeperator divider">&nbsp;&#187;&nbsp;</span><a href="/Default.'
        'aspx?g=forum&amp;c=1">General</a><span class="linkSeperator divider">&nbsp;&#187;&nbsp;'
        '</span><a href="/Default.aspx?g=topics&amp;f=2">Technical help</a><span class="link'
        f'Seperator divider">&nbsp;&#187;&nbsp;</span><span class="currentPageLink active">{TITLE}'
        '</span></div><table class="command" width="100%"><tr><td align="right"><a class="yafcss'
        'bigbutton rightItem" href="/Default.aspx?g=postmessage&amp;t=5&amp;f=2" title="Post a '
        'reply to this topic"><span>Post Reply</span></a></td></tr></table><table class="content'
        ' postHeader" width="100%"><tr class="postTitle"><td class="header1"><div class="leftItem"'
        f'><span class="postTitle">{TITLE}</span></div><div class="rightItem"><a href="/Default.'
        'aspx?g=posts&amp;t=5&amp;find=prevtopic">Previous Topic</a> &middot; <a href="/Default.'
        'aspx?g=posts&amp;t=5&amp;find=nexttopic">Next Topic</a></div></td></tr></table>'
        + "".join(yaf_post(posts, m) for m in posts)
        + '<table class="content postForumUsers" width="100%"><tr><td class="header2">Users '
        'browsing this topic</td></tr><tr><td class="post">Guest</td></tr></table><table class="'
        'content" width="100%"><tr><td class="header1" colspan="3">Similar Topics</td></tr><tr>'
        '<td class="header2">Topic</td><td class="header2">Started by</td><td class="header2">'
        f'Last Post</td></tr>{similar}</table><div id="DivPageAccess" class="smallfont">You '
        '<strong>cannot</strong> post new topics in this forum.<br />You <strong>cannot</strong> '
        'reply to topics in this forum.<br /></div><br /><div class="yafFooter"><div><a target="'
        '_top" title="YetAnotherForum.NET" href="http://www.yetanotherforum.net">Powered by YAF.NET'
        f'</a> | <a target="_top" title="YetAnotherForum.NET" href="http://www.yetanotherforum.'
        f'net">YAF.NET &copy; 2003-{NOW.year}, Yet Another Forum.NET</a></div><span id="'
        'yafFooterPageGeneration">This page was generated in 0.210 seconds.</span></div></div>'
        '</form>')
    return page(TITLE, body)


ENGINES = {
    "discuz-x3": discuz_x3, "zhihu": zhihu, "futaba": futaba, "chiebukuro": chiebukuro,
    "xe-board": xe_board, "habr": habr, "jvc": jvc, "lemmy": lemmy, "lobsters": lobsters,
    "shreddit": shreddit, "phabricator": phabricator, "jira": jira, "hyperkitty": hyperkitty,
    "yafnet": yafnet,
}
