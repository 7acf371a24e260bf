"""Thread pages for bench/forum_engines.py written the way comment systems and project sites lay
them out: Disqus's thread, Slashdot's comments, a GitLab issue, a SourceForge (Allura) forum
and a Naver cafe's article with its comments. Markup written after their default templates,
generated text. Each function takes the thread's list of ``Message`` and returns the whole
page; ``ENGINES`` maps the engine's name to it.
"""

from __future__ import annotations

from forum_engines import TITLE, Message, ago, escape, footer, nav, p_tags, page, paras


def _quote(m: Message) -> str:
    return f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""


def disqus(posts: list[Message]) -> str:
    """Disqus's thread under an article: the article first (the page's own post), the
    comments in ul#post-list, every second reply inside the comment before it; "3 years ago"
    under a title with the whole date."""
    def comment(k: int) -> str:
        m = posts[k]
        child = (f'<ul class="children">{comment(k + 1)}</ul>'
                 if k + 1 < len(posts) and k % 2 == 1 else "")
        return (
            f'<li class="post" id="post-{m.pid}"><div role="alert"></div><div class="post-'
            f'content"><div class="indicator"></div><div class="avatar hovercard"><a href="'
            f'https://disqus.com/by/{m.author}/" class="user"><img data-role="user-avatar" '
            f'src="a.jpg" alt="Avatar"></a></div><div class="post-body"><header class="comment__'
            f'header"><span class="post-byline"><span class="author publisher-anchor-color"><a '
            f'href="https://disqus.com/by/{m.author}/" data-username="{m.author}">{m.author}</a>'
            '</span></span><span class="post-meta"><span class="bullet time-ago-bullet">•</span>'
            f'<a href="#comment-{m.pid}" data-role="relative-time" class="time-ago" title="'
            f'{m.when:%A, %B} {m.when.day}, {m.when:%Y %I:%M %p}">{ago(m.when)}</a></span>'
            '</header><div class="post-body-inner"><div class="post-message-container" data-role'
            f'="message-container"><div class="publisher-anchor-color" data-role="message-content">'
            f'<div class="post-message" data-role="message" dir="auto">{_quote(m)}{p_tags(m)}'
            '</div></div></div></div><footer class="comment__footer"><menu class="comment-footer'
            '__menu"><li class="voting" data-role="voting"><a href="#" class="vote-up" title="">'
            f'<span class="updatable count" data-role="likes">{m.uid % 6}</span></a></li><li '
            'class="reply" data-role="reply-link"><a href="#"><span class="text">Reply</span>'
            '</a></li></menu></footer></div></div>'
            f'{child}</li>')
    head = posts[0]
    tops = [k for k in range(1, len(posts)) if not (k > 1 and (k - 1) % 2 == 1)]
    article = (
        f'<article class="post-article"><h1 class="entry-title">{TITLE}</h1><p class="byline">'
        f'By <a href="/author/{head.author}" rel="author">{head.author}</a> · <time datetime="'
        f'{head.when.isoformat()}">{head.when:%B} {head.when.day}, {head.when.year}</time></p>'
        f'<div class="entry-content">{p_tags(head)}</div></article>')
    thread = ('<div id="disqus_thread"><div id="layout"><section id="conversation"><div '
              f'class="nav nav-primary"><span class="comment-count">{len(posts) - 1} Comments'
              '</span> <a href="#" class="dropdown-toggle">Sort by Best</a></div><div id="posts">'
              '<ul id="post-list" class="post-list">' + "".join(comment(k) for k in tops)
              + '</ul></div></section></div></div>') if posts[1:] else ""
    return page(TITLE, nav() + f'<main class="site-main">{article}{thread}</main>' + footer())


def slashdot(posts: list[Message]) -> str:
    """Slashdot: the story apart, the comments nested (a reply inside the comment it
    answers), each headed by its subject, "(Score:3, Insightful)", the name and "on Thursday
    March 04, 2021 @10:12AM (#61234567)"."""
    def comment(k: int) -> str:
        m = posts[k]
        child = (f'<ul id="commtree_{m.pid}" class="commtree">{comment(k + 1)}</ul>'
                 if k + 1 < len(posts) and k % 2 == 1 else "")
        stamp = f"on {m.when:%A %B %d, %Y @%I:%M%p}"
        return (
            f'<li id="tree_{m.pid}" class="comment full"><div id="comment_status_{m.pid}" '
            f'class="commentstatus"></div><div id="comment_{m.pid}" class="cw"><div id="comment_top'
            f'_{m.pid}" class="commentTop"><div class="title"><h4><a id="comment_link_{m.pid}" '
            f'name="comment_link_{m.pid}" href="//science.slashdot.org/comments.pl?sid=1&amp;cid='
            f'{m.pid}">Re:{TITLE[:20]}</a></h4> <span id="comment_score_{m.pid}" class="score">'
            f'(Score:{m.uid % 5}, Insightful)</span></div><div class="details">by <span class="'
            f'by"><a href="//slashdot.org/~{m.author}">{m.author} ( {m.uid * 1234} )</a></span> '
            f'<span class="otherdetails" id="comment_otherdetails_{m.pid}">{stamp} (<a href="//'
            f'science.slashdot.org/comments.pl?sid=1&amp;cid={m.pid}">#{m.pid * 7}</a>)</span>'
            f'</div></div><div class="commentBody"><div id="comment_body_{m.pid}">{_quote(m)}'
            f'{p_tags(m)}</div></div><div class="commentSub" id="comment_sub_{m.pid}"><span '
            f'class="reply"><a href="//science.slashdot.org/comments.pl?op=Reply&amp;pid={m.pid}'
            '">Reply to This</a></span></div></div>' + child + "</li>")
    head = posts[0]
    tops = [k for k in range(1, len(posts)) if not (k > 1 and (k - 1) % 2 == 1)]
    story = (
        f'<article class="fhitem fhitem-story"><header><h2 class="story"><span class="story-'
        f'title"><a href="//science.slashdot.org/story/1">{TITLE}</a></span></h2><div class="'
        f'details">Posted by <a href="//slashdot.org/~{head.author}">{head.author}</a> <time '
        f'datetime="{head.when:%A %B %d, %Y @%I:%M%p}">{head.when:%A %B %d, %Y @%I:%M%p}</time>'
        f'</div></header><div class="body"><div class="p"><i>{paras(head, "<br><br>")}</i>'
        '</div></div></article>')
    comments = ('<div id="comments"><ul id="commentlisting" class="d2">'
                + "".join(comment(k) for k in tops) + "</ul></div>") if posts[1:] else ""
    body = ('<header id="slashdot"><a href="//slashdot.org">Slashdot</a></header><div id="'
            f'firehose" class="container">{story}{comments}</div><footer><a href="/faq">FAQ'
            "</a> <a href=\"/privacy\">Privacy</a></footer>")
    return page(TITLE, body)


def gitlab_issue(posts: list[Message]) -> str:
    """A GitLab issue: the description apart ("Created 3 years ago by Alice"), the notes in
    ul.notes, system notes ("changed the description", "added bug label") among them."""
    def note(m: Message) -> str:
        return (
            f'<li class="note note-wrapper timeline-entry" id="note_{m.pid}"><div class="timeline'
            f'-entry-inner"><div class="timeline-icon"><a href="/{m.author}"><img class="avatar" '
            'src="a.png" alt=""></a></div><div class="timeline-content"><div class="note-header">'
            f'<div class="note-header-info"><a href="/{m.author}" data-user-id="{m.uid}"><span '
            f'class="note-header-author-name bold">{m.author}</span> <span class="note-'
            f'headline-light">@{m.author}</span></a> <span class="note-headline-light note-'
            f'headline-meta"><span class="system-note-message"></span><a class="note-timestamp" '
            f'href="#note_{m.pid}"><time class="js-timeago" title="{m.when:%b %d, %Y %I:%M%p}" '
            f'datetime="{m.when.isoformat()}Z">{ago(m.when)}</time></a></span></div>'
            '<div class="note-actions"><a class="note-action-button js-note-reply" title="Reply '
            'to comment">'
            '</a></div></div><div class="timeline-discussion-body"><div class="note-body"><div '
            f'class="note-text md">{_quote(m)}{p_tags(m)}</div></div></div></div></div></li>')

    def system(m: Message) -> str:
        return (
            '<li class="note system-note timeline-entry note-wrapper"><div class="timeline-entry'
            '-inner"><div class="timeline-icon"><svg></svg></div><div class="timeline-content">'
            f'<div class="note-header"><div class="note-header-info"><a href="/{m.author}"><span '
            f'class="note-header-author-name">{m.author}</span></a> <span class="note-'
            'headline-light note-headline-meta"><span class="system-note-message">added <span '
            'class="gl-label">bug</span> label</span> <a class="note-timestamp" href="#"><time '
            f'class="js-timeago" datetime="{m.when.isoformat()}Z">{ago(m.when)}</time></a></span>'
            '</div></div></div></div></li>')
    head = posts[0]
    notes = "".join(note(m) + (system(m) if m.number == 2 else "") for m in posts[1:])
    body = (
        '<header class="navbar"><a href="/">GitLab</a></header><div class="content-wrapper">'
        '<div class="detail-page-header"><div class="detail-page-header-body"><span class="'
        f'issuable-status-box status-box-open">Open</span> <span>Created <time class="js-timeago"'
        f' title="{head.when:%b %d, %Y %I:%M%p}" datetime="{head.when.isoformat()}Z">'
        f'{ago(head.when)}</time> by <a href="/{head.author}" class="author-link"><span class="'
        f'author">{head.author}</span></a></span></div></div><div class="issue-details">'
        f'<div class="detail-page-description"><h1 class="title">{TITLE}</h1><div class="'
        f'description"><div class="md">{p_tags(head)}</div></div></div></div><section class="'
        'issuable-discussion"><div id="notes"><ul id="notes-list" class="notes main-notes-list '
        f'timeline">{notes}</ul></div></section></div>' + footer())
    return page(TITLE, body)


def sourceforge(posts: list[Message]) -> str:
    """A SourceForge (Allura) forum thread: div.discussion-post per post, the author's box
    beside the message, "2021-03-04" under the subject, the reply and link buttons."""
    out = []
    for m in posts:
        out.append(
            f'<div class="discussion-post" id="{m.pid:x}"><div class="row"><div class="grid-2 '
            f'tcenter"><p class="gravatar"><img src="a.png" alt="{m.author}" class="emboss x48">'
            f'<br><small><a href="/u/{m.author}/profile/">{m.author}</a></small><br><small>'
            f'{m.uid * 3} posts</small></p></div><div class="grid-17"><div class="display_post">'
            f'<b>Re: {TITLE}</b><br><small class="gray">{m.when:%Y-%m-%d}</small><div class="'
            f'display_post_body">{_quote(m)}{p_tags(m)}</div></div><div class="add_attachment_'
            'form"></div></div><div class="grid-2 tright"><div class="edit_post_form"></div>'
            f'<a href="#{m.pid:x}" class="little_link shortlink" title="Link"><span>Link</span>'
            f'</a> <a href="#" class="reply_post little_link" title="Reply"><span>Reply</span>'
            "</a></div></div></div>")
    body = (
        nav() + '<div id="content_base"><nav id="breadcrumbs"><ul><li><a href="/p/">Home</a>'
        '</li><li><a href="/p/project/">Project</a></li><li><a href="/p/project/discussion/">'
        f'Discussion</a></li></ul></nav><h2 class="dark title">{TITLE}</h2><div id="forum-'
        'thread"><div id="comment">' + "".join(out) + "</div></div></div>" + footer())
    return page(TITLE, body)


def naver_cafe(posts: list[Message]) -> str:
    """A Naver cafe article: the post apart (title, nickname, "2021.03.04. 10:12"), the
    comments below ("2021.03.04. 11:12" each), in Korean."""
    head = posts[0]
    written = f"{head.when:%Y.%m.%d. %H:%M}"
    comments = "".join(
        f'<li id="{m.pid}" class="CommentItem"><div class="comment_area"><a href="#" class="'
        f'comment_thumb"><img src="a.png" alt="프로필 사진"></a><div class="comment_box"><div '
        f'class="comment_nick_box"><div class="comment_nick_info"><a href="#" class="comment_'
        f'nickname">{m.author}</a></div></div><div class="comment_text_box"><p class="comment_'
        f'text_view"><span class="text_comment">{paras(m, " ")}</span></p></div><div class="'
        f'comment_info_box"><span class="comment_info_date">{m.when:%Y.%m.%d. %H:%M}</span> '
        '<a href="#" role="button" class="comment_info_button">답글쓰기</a></div></div></div>'
        "</li>" for m in posts[1:])
    body = (
        '<div class="ArticleContentBox"><div class="article_header"><div class="ArticleTitle">'
        f'<a href="#" class="link_board">자유게시판</a><div class="title_area"><h3 class="title_'
        f'text">{TITLE}</h3></div></div><div class="WriterInfo"><div class="profile_area"><div '
        f'class="profile_info"><div class="nick_box"><a href="#" class="nickname">{head.author}'
        f'</a></div></div><div class="article_info"><span class="date">{written}</span> '
        f'<span class="count">조회 {head.uid * 7}</span></div></div></div></div>'
        '<div class="article_container"><div class="article_viewer"><div class="content '
        f'CafeViewer"><div class="se-main-container">{p_tags(head)}</div></div></div><div '
        f'class="CommentBox"><div class="comment_option"><h3 class="comment_title">댓글</h3>'
        f'</div><ul class="comment_list">{comments}</ul></div></div></div>')
    return page(TITLE, body, "ko")


ENGINES = {"disqus": disqus, "slashdot": slashdot, "gitlab-issue": gitlab_issue,
           "sourceforge": sourceforge, "naver-cafe": naver_cafe}
