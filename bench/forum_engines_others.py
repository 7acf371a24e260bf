"""Thread pages for bench/forum_engines.py written the way question-and-answer sites, issue
trackers, a social network's thread view and more boards (Korean, Chinese, ASP, Joomla,
Drupal, Telligent) lay them out: markup written after their default templates, generated text.
Each function takes the thread's list of ``Message`` and returns the whole page; ``ENGINES``
maps the engine's name to it.
"""

from __future__ import annotations

from datetime import timedelta

from forum_engines import (
    NOW,
    SHORT,
    TITLE,
    Message,
    crumbs,
    escape,
    footer,
    joined,
    nav,
    p_tags,
    page,
    paras,
)


def _iso(m: Message) -> str:
    return m.when.strftime("%Y-%m-%dT%H:%M:%SZ")


def _ago(m: Message) -> str:
    """Relative wording as sites write it: "over 1 year ago", "3 months ago", "2 days ago"."""
    days = (NOW - m.when).days
    if days >= 365:
        return f"over {days // 365} year{'s' * (days >= 730)} ago"
    if days >= 30:
        return f"{days // 30} month{'s' * (days >= 60)} ago"
    if days >= 1:
        return f"{days} day{'s' * (days >= 2)} ago"
    return f"{(NOW - m.when).seconds // 3600} hours ago"


def _comments(m: Message, posts: list[Message]) -> list[tuple[str, str, object]]:
    """(author, text, when) of the short comments under a Q&A post: none on most posts."""
    if m.pid % 3:
        return []
    other = posts[(m.number) % len(posts)]
    return [(other.author, f"{SHORT[m.pid % len(SHORT)]} Which version do you run?",
             m.when + timedelta(hours=2))]


# --- question and answer, issue trackers, a social thread --------------------------------------

def stackexchange(posts: list[Message]) -> str:
    """A Stack Exchange question page: the question apart, the answers sorted by score (not by
    date) under "N Answers", each with "asked"/"answered <span class=relativetime>" in the
    signature block after the text and a few short comments below."""
    def post(m: Message, kind: str) -> str:
        comments = "".join(
            f'<li id="comment-{m.pid}{k}" class="comment js-comment"><div class="js-comment-'
            'actions comment-actions"><div class="comment-score js-comment-edit-hide"></div>'
            '</div><div class="comment-text js-comment-text-and-form"><div class="comment-body '
            f'js-comment-edit-hide"><span class="comment-copy">{escape(text)}</span><div class="'
            f'd-inline-flex ai-center">&ndash;&nbsp;<a href="/users/{200 + k}/{who}" class="'
            f'comment-user">{who}</a></div><span class="comment-date" dir="ltr"><a class="comment-'
            f'link" href="#comment{k}_{m.pid}"><span title="{when:%Y-%m-%d %H:%M:%S}Z, License: CC'
            f' BY-SA 4.0" class="relativetime-clean">{when:%b} {when.day}, {when.year} at '
            f"{when:%H:%M}</span></a></span></div></div></li>"
            for k, (who, text, when) in enumerate(_comments(m, posts)))
        verb = "asked" if kind == "question" else "answered"
        quote = (f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else "")
        return (
            '<div class="post-layout"><div class="votecell post-layout--left"><div class="js-'
            'voting-container"><button class="js-vote-up-btn" aria-label="Up vote">Up vote'
            f'</button><div class="js-vote-count" itemprop="upvoteCount">{m.uid % 7}</div><button '
            'class="js-vote-down-btn" aria-label="Down vote">Down vote</button></div></div><div '
            f'class="{"postcell" if kind == "question" else "answercell"} post-layout--right">'
            f'<div class="s-prose js-post-body" itemprop="text">{quote}{p_tags(m)}</div><div '
            'class="mt24"><div class="d-flex fw-wrap ai-start jc-end gs8 gsy"><div class="flex--'
            'item mr16 fl1 w96"><div class="js-post-menu pt2"><div class="d-flex gs8 s-anchors '
            f's-anchors__muted fw-wrap"><div class="flex--item"><a href="/a/{m.pid}" class="js-'
            f'share-link">Share</a></div><div class="flex--item"><a href="/posts/{m.pid}/edit" '
            'class="js-suggest-edit-post">Improve this answer</a></div><div class="flex--item">'
            '<button class="s-btn s-btn__link js-follow-post">Follow</button></div></div></div>'
            '</div><div class="post-signature flex--item fl0"><div class="user-info"><div '
            f'class="user-action-time">{verb} <span title="{m.when:%Y-%m-%d %H:%M:%S}Z" '
            f'class="relativetime">{m.when:%b} {m.when.day}, {m.when.year} at {m.when:%H:%M}'
            f'</span></div><div class="user-gravatar32"><a href="/users/{m.uid}/{m.author}"><img '
            f'src="g.png" alt="{m.author}\'s user avatar" width="32" height="32"></a></div><div '
            f'class="user-details" itemprop="author"><a href="/users/{m.uid}/{m.author}">'
            f'{m.author}</a><div class="-flair"><span class="reputation-score" title="reputation '
            f'score">{m.uid * 13}</span></div></div></div></div></div></div></div><div class="'
            f'post-layout--right js-post-comments-component"><div id="comments-{m.pid}" class="'
            f'comments js-comments-container"><ul class="comments-list js-comments-list">'
            f'{comments}</ul></div><div id="comments-link-{m.pid}"><a class="js-add-link '
            'comments-link" href="#" role="button">Add a comment</a></div></div></div>')
    question, answers = posts[0], sorted(posts[1:], key=lambda m: -(m.uid * 7 % 11))
    body = (
        '<header class="s-topbar"><a href="/" class="s-topbar--logo">Super User</a><ol class="'
        's-topbar--content"><li><a href="/questions">Questions</a></li><li><a href="/tags">Tags'
        '</a></li></ol></header><div id="content"><div id="question-header"><h1 itemprop="name">'
        f'<a href="/questions/{question.pid}/slug" class="question-hyperlink">{TITLE}</a></h1>'
        '</div><div class="d-flex fw-wrap pb8 mb16"><div class="flex--item ws-nowrap mr16 mb8" '
        f'title="{question.when:%Y-%m-%d %H:%M:%S}Z"><span class="fc-light mr2">Asked</span>'
        f'<time itemprop="dateCreated" datetime="{_iso(question)}">{_ago(question)}</time></div>'
        '<div class="flex--item ws-nowrap mb8"><span class="fc-light mr2">Viewed</span> 1k '
        'times</div></div><div id="mainbar" role="main"><div class="question js-question" '
        f'id="question">{post(question, "question")}</div><div id="answers"><div id="answers-'
        f'header"><h2 class="mb0" data-answercount="{len(answers)}">{len(answers)} Answers</h2>'
        '<label for="sort">Sorted by:</label><select id="sort"><option selected>Highest score '
        '(default)</option><option>Date modified (newest first)</option></select></div>'
        + "".join(f'<a name="{m.pid}"></a><div id="answer-{m.pid}" class="answer js-answer" '
                  f'itemprop="suggestedAnswer">{post(m, "answer")}</div>' for m in answers)
        + '<h2 class="bottom-notice">Not the answer you\'re looking for? Browse other questions '
        'tagged <a href="/questions/tagged/router" class="post-tag">router</a> or <a href="/'
        'questions/ask">ask your own question</a>.</h2></div></div><div id="sidebar"><div '
        'class="module sidebar-related"><h4>Related</h4>'
        + "".join(f'<div class="spacer"><a href="/q/{50 + k}"><div class="answer-votes">{k}'
                  f'</div></a><a href="/questions/{50 + k}" class="question-hyperlink">{text}</a>'
                  "</div>" for k, text in enumerate(("Router resets itself every night",
                                                     "Why does my laptop fan run all the time?")))
        + "</div></div></div>" + footer())
    return page(TITLE, body)


def github_issue(posts: list[Message]) -> str:
    """A GitHub issue: the issue's first comment and the replies as timeline items, each
    "alice commented <relative-time>" above the body; events ("bob added the bug label")
    between them, dated as the comments are."""
    def comment(m: Message) -> str:
        quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
        ident = f"issue-{m.pid}" if m.number == 1 else f"issuecomment-{m.pid}"
        return (
            '<div class="TimelineItem js-comment-container"><div class="avatar-parent-child '
            f'TimelineItem-avatar"><a class="d-inline-block" href="/{m.author}"><img class="avatar'
            f' rounded-2" src="a.png" width="40" height="40" alt="@{m.author}"></a></div><div '
            f'class="timeline-comment-group js-minimizable-comment-group TimelineItem-body" id="'
            f'{ident}"><div class="timeline-comment comment previewable-edit js-comment"><div '
            'class="timeline-comment-header clearfix d-flex"><div class="timeline-comment-actions"'
            '><details class="details-overlay"><summary class="timeline-comment-action" aria-'
            'label="Show options">...</summary></details></div><h3 class="f5 text-normal"><div>'
            f'<strong><a class="author Link--primary text-bold" href="/{m.author}">{m.author}</a>'
            f'</strong> commented <a href="#{ident}" id="{ident}-permalink" class="Link--secondary'
            f' js-timestamp"><relative-time datetime="{_iso(m)}" class="no-wrap">{m.when:%b} '
            f"{m.when.day}, {m.when.year}</relative-time></a></div></h3></div><div class=\"edit-"
            'comment-hide"><task-lists disabled sortable><table class="d-block"><tbody class="d-'
            'block"><tr class="d-block"><td class="d-block comment-body markdown-body js-comment-'
            f'body">{quote}{p_tags(m)}</td></tr></tbody></table></task-lists></div><div class="'
            'comment-reactions"><button class="btn-link reaction-summary-item" aria-label="'
            f'{m.uid % 5} people reacted with thumbs up">{m.uid % 5}</button></div></div></div>'
            "</div>")

    def event(m: Message) -> str:
        when = m.when + timedelta(minutes=5)
        return ('<div class="TimelineItem js-targetable-element" id="event-9"><div class="'
                'TimelineItem-badge"><svg class="octicon octicon-tag"></svg></div><div class="'
                f'TimelineItem-body"><a class="author Link--primary text-bold" href="/{m.author}">'
                f'{m.author}</a> added the <a class="IssueLabel" href="/labels/bug">bug</a> label '
                f'<a href="#event-9" class="Link--secondary"><relative-time datetime="'
                f'{when:%Y-%m-%dT%H:%M:%SZ}" class="no-wrap">{when:%b} {when.day}, {when.year}'
                "</relative-time></a></div></div>")
    items = [comment(m) + (event(m) if m.number == 2 else "") for m in posts]
    head = posts[0]
    body = (
        '<header class="Header"><a href="/">GitHub</a><nav><a href="/pulls">Pull requests</a> '
        '<a href="/issues">Issues</a></nav></header><main><div id="partial-discussion-header" '
        f'class="gh-header"><h1 class="gh-header-title"><bdi class="js-issue-title">{TITLE}</bdi>'
        f' <span class="f1-light">#{head.pid}</span></h1><div class="gh-header-meta"><span '
        'class="State State--open">Open</span> <a class="author Link--secondary" href="/'
        f'{head.author}">{head.author}</a> opened this issue <relative-time datetime="'
        f'{_iso(head)}">{head.when:%b} {head.when.day}, {head.when.year}</relative-time> · '
        f'{len(posts) - 1} comments</div></div><div class="js-discussion">' + "".join(items)
        + '</div><div class="discussion-sidebar"><div class="discussion-sidebar-item"><div '
        'class="discussion-sidebar-heading">Labels</div><a class="IssueLabel" href="/labels/bug">'
        'bug</a></div><div class="discussion-sidebar-item"><div class="discussion-sidebar-heading'
        f'">Participants</div>{" ".join(f"<a href=/{m.author}>@{m.author}</a>" for m in posts)}'
        "</div></div></main>" + footer())
    return page(TITLE, body)


def bugzilla(posts: list[Message]) -> str:
    """Bugzilla: the bug's fields in a table ("Reported: ... by"), then the description and the
    comments, each a head ("Comment 1", the user, "2021-03-04 10:12:33 UTC") over a <pre>."""
    def comment(m: Message) -> str:
        first = m.number == 1
        label = "Description" if first else f"Comment {m.number - 1}"
        quote = (f"(In reply to {m.quote[0]} from comment #{m.quote[1] % 5})\n&gt; "
                 f"{escape(m.quote[2])}\n\n" if m.quote else "")
        text = "\n\n".join(escape(p) for p in m.paragraphs)
        return (
            f'<div id="c{m.number - 1}" class="bz_comment{" bz_first_comment" * first}"><div '
            f'class="bz_{"first_" * first}comment_head"><span class="bz_comment_number"><a href="'
            f'show_bug.cgi?id=4321#c{m.number - 1}">{label}</a></span> <span class="bz_comment_'
            f'user"><span class="vcard"><a class="email" href="mailto:{m.author}@example.org" '
            f'title="{m.author} &lt;{m.author}@example.org&gt;"><span class="fn">{m.author}</span>'
            f'</a></span></span> <span class="bz_comment_time">{m.when:%Y-%m-%d %H:%M:%S} UTC'
            f'</span></div><pre class="bz_comment_text" id="comment_text_{m.number - 1}">{quote}'
            f"{text}</pre></div>")
    head = posts[0]
    fields = "".join(
        f'<tr><th class="field_label">{name}:</th><td>{value}</td></tr>' for name, value in (
            ("Status", "NEW"), ("Product", "Firmware"), ("Component", "Network"),
            ("Version", "2.4"), ("Hardware", "x86_64 Linux"), ("Importance", "P3 normal"),
            ("Reported", f"{head.when:%Y-%m-%d %H:%M} UTC by {head.author}"),
            ("Modified", f"{posts[-1].when:%Y-%m-%d %H:%M} UTC"),
            ("CC List", f"{len(posts)} users")))
    body = (
        '<div id="header"><a href="/">Bugzilla</a> <a href="/query.cgi">Search</a> <a href="'
        '/enter_bug.cgi">New</a></div><div id="bugzilla-body"><div class="bz_alias_short_desc_'
        f'container"><a href="show_bug.cgi?id=4321"><b>Bug 4321</b></a> - <span id="short_desc_'
        f'nonedit_display">{TITLE}</span></div><table class="edit_form"><tr><td><table>{fields}'
        '</table></td></tr></table><div class="bz_comment_table">' + "".join(map(comment, posts))
        + "</div></div>" + footer())
    return page(TITLE, body)


def mastodon(posts: list[Message]) -> str:
    """Mastodon's public page of a thread: the first post as the detailed status (date below
    its text, "Mar 04, 2021, 10:12"), the replies as entries of the activity stream with a
    <time class="time-ago"> beside the author."""
    def reply(m: Message) -> str:
        quote = f"<p>@{m.quote[0]} {escape(m.quote[2])}</p>" if m.quote else ""
        return (
            '<div class="entry entry-reply h-cite u-comment"><div class="status status-public" '
            f'data-id="{m.pid}"><div class="status__info"><a class="status__relative-time u-url u-'
            f'uid" href="/@{m.author}/{m.pid}"><time class="time-ago dt-published" datetime="'
            f'{_iso(m)}" title="{m.when:%b %d, %Y, %H:%M}">{m.when:%b} {m.when.day}, {m.when.year}'
            f'</time></a><a class="status__display-name u-url" href="/@{m.author}"><div class="'
            'status__avatar"><img src="a.png" alt=""></div><span class="display-name"><bdi><strong'
            f' class="display-name__html p-name emojify">{m.author}</strong></bdi> <span class="'
            f'display-name__account">@{m.author}@example.social</span></span></a></div><div class='
            f'"status__content emojify"><div class="e-content" lang="en">{quote}{p_tags(m)}</div>'
            '</div><div class="status__action-bar"><a class="status__action-bar-button icon-'
            'button" href="/interact/1?type=reply">Reply</a> <a class="status__action-bar-button '
            'icon-button" href="/interact/1?type=favourite">Favourite</a></div></div></div>')
    head = posts[0]
    detailed = (
        '<div class="entry entry-center h-entry"><div class="detailed-status detailed-status--'
        f'flex"><a class="detailed-status__display-name u-url" href="/@{head.author}"><div><img '
        'src="a.png" class="account__avatar u-photo" alt=""></div><span class="display-name">'
        f'<bdi><strong class="display-name__html p-name emojify">{head.author}</strong></bdi> '
        f'<span class="display-name__account">@{head.author}@example.social</span></span></a>'
        f'<div class="status__content emojify"><div class="e-content" lang="en">{p_tags(head)}'
        '</div></div><div class="detailed-status__meta"><data class="dt-published" value="'
        f'{_iso(head)}"></data><a class="detailed-status__datetime u-url u-uid" href="/@'
        f'{head.author}/{head.pid}"><time class="formatted" datetime="{_iso(head)}" title="'
        f'{head.when:%b %d, %Y, %H:%M}">{head.when:%b %d, %Y, %H:%M}</time></a> · <span>'
        f'{head.uid % 9} boosts</span> · <span>{head.uid % 13} favourites</span></div></div></div>')
    body = (
        '<div class="public-layout"><div class="container"><nav class="header"><a href="/">'
        'example.social</a> <a href="/explore">Explore</a> <a href="/about">About</a></nav>'
        '<div class="grid"><div class="column-0"><div class="activity-stream h-entry">' + detailed
        + "".join(reply(m) for m in posts[1:]) + '</div></div><div class="column-1"><div class='
        '"public-account-bio"><div class="account__header__content">Posts about home networks '
        "and old cars.</div></div></div></div></div></div>" + footer())
    return page(TITLE, body)


# --- boards --------------------------------------------------------------------------------------

def dcinside(posts: list[Message]) -> str:
    """A Korean gallery (DC Inside): the post apart ("2021.03.04 10:12"), the comments in a
    list below with year-less dates ("03.04 11:12:33")."""
    head = posts[0]
    comments = "".join(
        f'<li id="comment_li_{m.pid}" class="ub-content"><div class="cmt_info clear" data-no="'
        f'{m.pid}"><div class="cmt_nickbox"><span class="gall_writer ub-writer" data-nick="'
        f'{m.author}" data-uid="{m.author}{m.uid}"><span class="nickname in" title="{m.author}">'
        f'<em>{m.author}</em></span></span></div><div class="clear cmt_txtbox btn_reply_write_'
        'all"><p class="usertxt ub-word">'
        + (f"{escape(m.quote[2])} " if m.quote else "") + paras(m, " ")
        + f'</p></div><div class="fr clear"><span class="date_time">{m.when:%m.%d %H:%M:%S}'
        '</span><div class="cmt_mdf_del" data-type="cmt"><button type="button" class="btn_'
        'cmt_delete">삭제</button></div></div></div></li>' for m in posts[1:])
    body = (
        '<div id="top" class="dcwrap"><div class="dchead"><a href="/">디시인사이드</a> <a href="'
        '/board/lists/?id=car">자동차 갤러리</a></div></div><div class="wrap_inner"><main id='
        '"container" class="clear gallery_view"><section><article><div class="view_content_wrap">'
        '<header><div class="gallview_head clear ub-content"><h3 class="title ub-word"><span '
        f'class="title_headtext">[질문]</span> <span class="title_subject">{TITLE}</span></h3>'
        f'<div class="gall_writer ub-writer" data-nick="{head.author}"><div class="fl"><span '
        f'class="nickname in" title="{head.author}"><em>{head.author}</em></span><span class="'
        f'gall_date" title="{head.when:%Y-%m-%d %H:%M:%S}">{head.when:%Y.%m.%d %H:%M}</span></div>'
        f'<div class="fr"><span class="gall_count">조회 {head.uid * 11}</span> <span class="gall_'
        f'reply_num">댓글 {len(posts) - 1}</span></div></div></div></header><div class="gallview_'
        f'contents"><div class="inner clear"><div class="writing_view_box"><div class="write_div">'
        f'{p_tags(head)}</div></div></div><div class="btn_recommend_box clear"><p class="up_num">'
        '추천 3</p><p class="down_num">비추천 0</p></div></div></div><div class="view_comment">'
        '<div '
        f'class="comment_box"><div class="comment_count"><span>전체 댓글 {len(posts) - 1}개</span>'
        f'</div><ul class="cmt_list">{comments}</ul></div></div></article><article><div class="'
        'gall_listwrap"><table class="gall_list"><tbody>'
        + "".join(f'<tr class="ub-content us-post"><td class="gall_num">{900 + k}</td><td class="'
                  f'gall_tit ub-word"><a href="/board/view/?no={900 + k}">다른 글 제목 {k}</a></td>'
                  f'<td class="gall_writer">익명</td><td class="gall_date">'
                  f"{(NOW - timedelta(days=k)):%m.%d}</td></tr>" for k in range(8))
        + "</tbody></table></div></article></section></main></div>" + footer())
    return page(TITLE, body, "ko")


def discuz7(posts: list[Message]) -> str:
    """Discuz! 7.2 (bbs-cn-dz7): a <table id=pidN> per post, the author cell spanning the rows
    (with a hidden card holding the registration day), "发表于 2021-3-4 10:12", the floor
    number, the message in td.t_msgfont, a signature row and an actions row."""
    out = []
    for m in posts:
        day = f"{m.when.year}-{m.when.month}-{m.when.day} {m.when:%H:%M}"
        reg = joined(m)
        quote = (f'<div class="quote"><blockquote><font size="2"><font color="#999999">'
                 f"{m.quote[0]} 发表于 {day}</font> <a href=\"redirect.php?goto=findpost&pid="
                 f'{m.quote[1]}"><img src="back.gif" border="0" alt="" /></a></font><br />'
                 f"{escape(m.quote[2])}</blockquote></div>" if m.quote else "")
        sig = (f'<div class="signatures" style="max-height:100px;">{escape(m.signature)}</div>'
               if m.signature else "")
        title = f'<div id="threadtitle"><h1>{TITLE}</h1></div>' if m.number == 1 else ""
        out.append(
            f'<div id="post_{m.pid}"><table id="pid{m.pid}" summary="pid{m.pid}" cellspacing="0" '
            f'cellpadding="0"><tr><td class="postauthor" rowspan="2"><div class="postinfo"><a '
            f'target="_blank" href="space.php?uid={m.uid}">{m.author}</a></div><div class="'
            f'popupmenu_popup userinfopanel" id="userinfo{m.pid}" style="display: none;"><div '
            f'class="popuserinfo"><p><a href="space.php?uid={m.uid}">{m.author}</a> <em>当前离线'
            f'</em></p><dl class="profile s_clear"><dt>UID</dt><dd>{m.uid}&nbsp;</dd><dt>帖子</dt>'
            f"<dd>{m.uid * 3}&nbsp;</dd><dt>注册时间</dt><dd>{reg.year}-{reg.month}-{reg.day}&nbsp;"
            '</dd></dl></div></div><div><div class="avatar"><img src="avatar.gif" /></div><p><em>'
            f'新手上路</em></p></div><dl class="profile s_clear"><dt>UID</dt><dd>{m.uid}&nbsp;</dd>'
            f'<dt>帖子</dt><dd>{m.uid * 3}&nbsp;</dd></dl></td><td class="postcontent"><div class="'
            f'postinfo"><strong><a title="复制本帖链接" id="postnum{m.pid}" href="javascript:;">'
            f'{m.number}<sup>#</sup></a></strong><div class="posterinfo"><div class="authorinfo">'
            f'<img class="authicon" src="online_member.gif" /> <em id="authorposton{m.pid}">发表于 '
            f'{day}</em> | <a href="viewthread.php?tid=5&amp;authorid={m.uid}" rel="nofollow">'
            f'只看该作者</a></div></div></div><div class="defaultpost"><div class="postmessage'
            f'{" firstpost" if m.number == 1 else ""}">{title}<div class="t_msgfontfix"><table '
            f'cellspacing="0" cellpadding="0"><tr><td class="t_msgfont" id="postmessage_{m.pid}">'
            f'{quote}{paras(m, "<br />")}</td></tr></table></div></div></div></td></tr><tr><td '
            f'class="postcontent postbottom">{sig}</td></tr><tr><td class="postauthor"></td><td '
            'class="postcontent"><div class="postactions"><div class="p_control"><a class="'
            f'fastreply" href="post.php?action=reply&amp;repquote={m.pid}">回复</a> <a class="'
            f'repquote" href="post.php?action=reply&amp;repquote={m.pid}">引用</a></div><div '
            'class="postactions_right"><a href="javascript:;">TOP</a></div></div></td></tr>'
            "</table></div>")
    body = (
        '<div id="header"><h2><a href="index.php">江城论坛</a></h2><div id="menu"><ul><li><a '
        'href="search.php">搜索</a></li><li><a href="faq.php">帮助</a></li></ul></div></div>'
        '<div id="nav"><a href="index.php">江城论坛</a> &raquo; <a href="forumdisplay.php?fid=2">'
        f'技术交流</a> &raquo; {TITLE}</div><div id="postlist" class="mainbox viewthread">'
        + "".join(out) + '</div><div id="footer"><p>Powered by <strong><a href="http://www.'
        'discuz.net">Discuz!</a></strong> <em>7.2</em></p><p>GMT+8, '
        f"{NOW.year}-{NOW.month}-{NOW.day} {NOW:%H:%M}</p></div>")
    return page(TITLE, body, "zh")


def snitz(posts: list[Message]) -> str:
    """Snitz Forums (ASP): one table row per post, <font> tags everywhere, "Posted - 03/04/2021
    :  10:12:33" with the profile and quote icons, the signature under a rule."""
    out = []
    for m in posts:
        colour = "#F0F8FF" if m.number % 2 else "#DCDCDC"
        quote = (f'<blockquote id="quote"><font size="1" face="Verdana" id="quote">quote:'
                 f'<hr height="1" noshade id="quote"><i>Originally posted by {m.quote[0]}</i><br>'
                 f'{escape(m.quote[2])}<hr height="1" noshade id="quote"></font></blockquote>'
                 if m.quote else "")
        sig = (f'<p><font color="#000000" face="Verdana" size="2"><span class="spnMessageText">'
               f'<hr noshade size="1">{escape(m.signature)}</span></font></p>'
               if m.signature else "")
        stamp = f"{m.when:%m/%d/%Y}&nbsp;:&nbsp;&nbsp;{m.when:%H:%M:%S}"
        out.append(
            f'<tr><td bgcolor="{colour}" valign="top" width="100" nowrap><p><font color="#000000"'
            f' face="Verdana" size="2"><b>{m.author}</b></font><br><font color="#000000" face="'
            'Verdana" size="1"><small>Starting Member</small></font><br><br><font color="#000000"'
            f' face="Verdana" size="1">{m.uid // 4} Posts</font></p></td><td bgcolor="{colour}" '
            'width="100%" height="100%" valign="top"><table width="100%" height="100%" border="0" '
            'cellspacing="0" cellpadding="0"><tr><td valign="top"><img src="icon_posticon.gif" '
            'border="0" hspace="3"><font color="#000000" face="Verdana" size="1">'
            'Posted&nbsp;-&nbsp;'
            f'{stamp}&nbsp;&nbsp;<a href="pop_profile.asp?mode=display&id={m.uid}"><img src="'
            'icon_profile.gif" alt="Show Profile" border="0"></a>&nbsp;<a href="post.asp?method='
            f'ReplyQuote&REPLY_ID={m.pid}"><img src="icon_reply_topic.gif" alt="Reply with Quote" '
            'border="0"></a></font><hr noshade size="1"></td></tr><tr><td valign="top" height="'
            '100%"><font color="#000000" face="Verdana" size="2"><span class="spnMessageText" '
            f'id="msg">{quote}{paras(m, "<br><br>")}</span></font id="msg">{sig}</td></tr>'
            "</table></td></tr>")
    body = (
        '<table border="0" width="100%"><tr><td><a href="default.asp"><img src="logo.gif" '
        'alt="Snitz Forums" border="0"></a></td><td align="right"><a href="default.asp">Home</a>'
        ' | <a href="search.asp">Search</a> | <a href="faq.asp">FAQ</a></td></tr></table><font '
        'face="Verdana" size="2"><a href="default.asp">All Forums</a><br>&nbsp;&nbsp;<a href="'
        f'forum.asp?FORUM_ID=2">Technical help</a><br>&nbsp;&nbsp;&nbsp;&nbsp;{TITLE}</font>'
        '<table border="0" width="100%" cellspacing="0" cellpadding="0" align="center"><tr><td '
        'bgcolor="#000000"><table border="0" width="100%" cellspacing="1" cellpadding="4"><tr>'
        '<td align="center" bgcolor="#0066CC" width="100" nowrap><b><font face="Verdana" size="2"'
        ' color="#FFFFFF">Author</font></b></td><td align="center" bgcolor="#0066CC" width="100%">'
        '<b><font face="Verdana" size="2" color="#FFFFFF">Topic</font></b>&nbsp;<a href="'
        'topic.asp?whichpage=-1&TOPIC_ID=5&ARCHIVE=&dir=prev">Previous Topic</a>&nbsp;<a href="'
        'topic.asp?dir=next">Next Topic</a></td></tr>' + "".join(out)
        + '</table></td></tr></table><table width="100%"><tr><td><font face="Verdana" size="1">'
        f'Snitz Forums 2000</font></td><td align="right"><font face="Verdana" size="1">&copy; '
        f'{NOW.year} Example</font></td></tr></table>')
    return page(TITLE, body)


def kunena(posts: list[Message]) -> str:
    """Kunena (Joomla): each post a row of a profile box and the message, the date relative
    ("3 years 2 months ago") under a tooltip with the day, quotes as "bob wrote:"."""
    def relative(m: Message) -> str:
        days = (NOW - m.when).days
        years, months = days // 365, days % 365 // 30
        parts = [f"{years} year{'s' * (years > 1)}"] * (years > 0) + \
            [f"{months} month{'s' * (months > 1)}"] * (months > 0)
        return " ".join(parts[:2]) + " ago" if parts else f"{days} days ago"
    out = []
    for m in posts:
        quote = (f'<div class="kmsgtext-quote"><blockquote><p class="kmsgtext-quote">'
                 f"{m.quote[0]} wrote: {escape(m.quote[2])}</p></blockquote></div>"
                 if m.quote else "")
        sig = (f'<div class="ksig"><hr><span class="ksignature">{escape(m.signature)}</span>'
               "</div>" if m.signature else "")
        verb = "created the topic" if m.number == 1 else "replied the topic"
        out.append(
            f'<small class="text-muted pull-right hidden-phone"><span class="icon icon-clock">'
            f'</span> <span class="kdate hasTooltip" title="{m.when:%d %b %Y %H:%M}">'
            f'{relative(m)}</span> #<a href="#{m.pid}" id="{m.pid}">{m.pid}</a></small>'
            '<div class="clear-fix"></div><div class="row-fluid message"><div class="span2 '
            'hidden-phone"><ul class="unstyled center profilebox"><li><strong><a class="kwho-'
            f'user hasTooltip" href="/forum/user/{m.uid}-{m.author}" title="View {m.author}\'s '
            f'Profile">{m.author}</a></strong></li><li><img class="img-polaroid" src="a.png" alt='
            f'"{m.author}\'s Avatar"></li><li><span class="label label-success">Online</span></li>'
            f'<li>Fresh Boarder</li><li>Posts: {m.uid * 3}</li></ul></div><div class="span10 '
            f'message-published"><div class="badger-left badger-info" data-badger="{m.author} '
            f'{verb}: Re: {TITLE}"><div class="kmessage"><div class="kmsg">{quote}{p_tags(m)}'
            f'</div></div>{sig}</div><div class="row-fluid column-row"><div class="btn-toolbar '
            f'btn-marging kmessagepadding"><div class="btn-group"><a class="btn" href="/forum/'
            f'reply/{m.pid}">Reply</a> <a class="btn" href="/forum/reply/{m.pid}?quote=1">Quote'
            '</a></div><div class="btn-group"><a class="btn" href="#">Thank you</a></div></div>'
            "</div></div></div>")
    body = (
        nav() + crumbs() + '<div id="kunena" class="layout"><div class="navbar"><ul class="nav">'
        '<li><a href="/forum">Index</a></li><li><a href="/forum/recent">Recent Topics</a></li>'
        f'</ul></div><h1>{TITLE}</h1><div class="pull-right"><a class="btn" href="/forum/topic/'
        'create">New Topic</a></div><div class="clearfix"></div>' + "".join(out)
        + '<div class="pagination"><ul><li class="active"><a>1</a></li></ul></div></div>'
        + footer())
    return page(TITLE, body)


def telligent(posts: list[Message]) -> str:
    """Telligent Community: the thread's first post apart (div.thread-start), the replies in a
    threaded list, dates written by a script as "over 1 year ago" over a data-dateutc
    attribute."""
    def actions(m: Message) -> str:
        return ('<div class="actions"><div class="navigation-list ui-links"><ul><li class="'
                f'navigation-list-item date"><a href="/f/1/t/5/{m.pid}"><span class="ui-agodate" '
                f'data-dateutc="{_iso(m)}">{_ago(m)}</span></a></li><li class="navigation-list-'
                'item"><a class="internal-link reply" href="#">Reply</a></li><li class="'
                'navigation-list-item"><a href="#" class="ui-like">Like</a></li></ul></div></div>')

    def author(m: Message) -> str:
        return (f'<div class="author header"><div class="avatar"><a href="/members/{m.author}">'
                '<img src="a.png" alt=""></a></div><div class="meta"><span class="user-name">'
                f'<a href="/members/{m.author}" class="internal-link view-user-profile">'
                f'{m.author}</a></span></div></div>')

    def content(m: Message) -> str:
        quote = (f'<blockquote><div class="quote-header">{m.quote[0]}:</div><div class="quote-'
                 f'content">{escape(m.quote[2])}</div></blockquote>' if m.quote else "")
        sig = (f'<div class="signature">{escape(m.signature)}</div>' if m.signature else "")
        return f'<div class="content">{quote}{p_tags(m)}</div>{sig}'
    head = posts[0]
    replies = "".join(
        f'<li class="threaded content-item" data-id="{m.pid}"><div class="content full '
        f'threaded-reply">{author(m)}{content(m)}{actions(m)}</div></li>' for m in posts[1:])
    body = (
        nav() + crumbs() + '<div class="layout"><div class="layout-region content"><div class="'
        'content-fragment thread-start"><div class="content full with-author thread-start">'
        f'{author(head)}<h1 class="name">{TITLE}</h1>{content(head)}{actions(head)}</div></div>'
        '<div class="content-fragment threaded-reply-list"><div class="header"><span class="'
        f'reply-count">{len(posts) - 1} Replies</span><div class="sort">Sort by <a href="#">'
        'Oldest</a> <a href="#">Votes</a></div></div><ul class="content-list threaded">'
        + replies + '</ul></div></div><div class="layout-region sidebar"><div class="content-'
        'fragment"><h2>Suggested Answers</h2><ul><li><a href="/f/1/t/7">Noise from the front '
        'wheel</a></li></ul></div></div></div>' + footer())
    return page(TITLE, body)


def drupal_forum(posts: list[Message]) -> str:
    """Drupal 7's forum (Bartik): the topic a node ("Submitted by alice on Thu, 03/04/2021 -
    10:12"), the replies its comments below "Comments", each with a permalink and "Re:"."""
    head = posts[0]

    def stamp(m: Message) -> str:
        return f"{m.when:%a, %m/%d/%Y - %H:%M}"

    def comment(m: Message) -> str:
        quote = (f'<blockquote><div class="quote-author"><em>{m.quote[0]}</em> wrote:</div>'
                 f"{escape(m.quote[2])}</blockquote>" if m.quote else "")
        sig = (f'<div class="user-signature clearfix">{escape(m.signature)}</div>'
               if m.signature else "")
        return (
            f'<a id="comment-{m.pid}"></a><div class="comment clearfix" about="/comment/{m.pid}"'
            ' typeof="sioc:Post sioct:Comment"><div class="attribution"><div class="user-picture"'
            f'><a href="/user/{m.uid}"><img src="p.png" alt=""></a></div><div class="submitted">'
            f'<p class="commenter-name"><a href="/user/{m.uid}" class="username">{m.author}</a>'
            '</p><p class="comment-time"><span property="dc:date dc:created" content="'
            f'{_iso(m)}">{stamp(m)}</span></p><p class="comment-permalink"><a href="/comment/'
            f'{m.pid}#comment-{m.pid}" class="permalink" rel="bookmark">Permalink</a></p></div>'
            '</div><div class="comment-text"><div class="comment-arrow"></div><h3><a href="/'
            f'comment/{m.pid}#comment-{m.pid}" class="permalink" rel="bookmark">Re: {TITLE}</a>'
            '</h3><div class="content"><div class="field field-name-comment-body"><div class="'
            f'field-items"><div class="field-item even">{quote}{p_tags(m)}</div></div></div>{sig}'
            '</div><ul class="links inline"><li class="comment-reply first last"><a href="/'
            f'comment/reply/12/{m.pid}">reply</a></li></ul></div></div>')
    node = (
        f'<div id="node-12" class="node node-forum clearfix"><div class="meta submitted"><div '
        f'class="user-picture"><img src="p.png" alt=""></div><span property="dc:date" content="'
        f'{_iso(head)}">Submitted by <a href="/user/{head.uid}" class="username">{head.author}</a>'
        f' on {stamp(head)}</span></div><div class="content clearfix"><div class="field field-'
        'name-taxonomy-forums"><div class="field-label">Forums:&nbsp;</div><div class="field-'
        'items"><div class="field-item even"><a href="/forum/1">General discussion</a></div></div>'
        '</div><div class="field field-name-body"><div class="field-items"><div class="field-item'
        f' even" property="content:encoded">{p_tags(head)}</div></div></div></div><div class="'
        'link-wrapper"><ul class="links inline"><li class="comment-add first last active"><a '
        'href="/comment/reply/12#comment-form">Add new comment</a></li></ul></div></div>')
    comments = ('<div id="comments" class="comment-wrapper"><h2 class="title">Comments</h2>'
                + "".join(comment(m) for m in posts[1:]) + '<h2 class="title comment-form">Add '
                'new comment</h2><form class="comment-form" action="/comment/reply/12" method="'
                'post"><label>Your name</label><input type="text"><label>Comment</label><textarea>'
                '</textarea><input type="submit" value="Save"></form></div>') if posts[1:] else ""
    body = (
        '<div id="page-wrapper"><div id="header"><a href="/" id="logo">Example</a><ul class="'
        'menu"><li><a href="/">Home</a></li><li><a href="/forum">Forums</a></li></ul></div>'
        f'<div id="main"><div class="breadcrumb"><a href="/">Home</a> » <a href="/forum">Forums'
        f'</a> » <a href="/forum/1">General discussion</a></div><h1 class="title" id="page-title">'
        f'{TITLE}</h1>{node}{comments}</div><div id="sidebar-second" class="column sidebar"><div '
        'class="block"><h2>Active forum topics</h2><ul><li><a href="/node/40">Noise from the '
        'front wheel</a></li><li><a href="/node/41">Update broke my settings</a></li></ul></div>'
        "</div></div>" + footer())
    return page(TITLE, body)


ENGINES = {
    "stackexchange": stackexchange, "github-issue": github_issue, "bugzilla": bugzilla,
    "mastodon": mastodon, "dcinside": dcinside, "bbs-cn-dz7": discuz7, "snitz": snitz,
    "kunena": kunena, "telligent": telligent, "drupal-forum": drupal_forum,
}
