"""Fourteen more thread pages for bench/forum_engines.py, written the way further systems lay
them out: a Tistory blog post with its comments (Korean), an Ameba blog entry with its
comments (Japanese), a Tianya BBS thread (Chinese), a ForoCoches thread (Spanish, vBulletin 3
underneath), a 4PDA forum topic (Russian), a Doctissimo forum thread (French), a Fandom
Discussions thread, a Steemit post with its comment tree, a Trello card's description and
activity, a lists.sr.ht thread, a marc.info thread (the index, then each mail as its message
page lays it out), a Bitbucket Cloud pull request with its comments, the Facebook comments
plugin under a news article and a LiveJournal entry with its comments (Russian).

Markup written from memory after the systems' default templates as they are served (element
nesting, class names and ids, date wording in the site's language and the date shapes the
system uses, author boxes, quotes, signatures where the system shows them, nesting where the
system nests, the page around the thread), by someone who never read the extractor; the text
is generated. Fandom Discussions, Trello, Bitbucket Cloud and the Facebook plugin draw their
pages with scripts (the plugin in a frame): those pages are written as a browser's saved DOM
holds them, the messages in place. Where the thread hangs under something that is not a post
(a news article) every message is a comment and the article is furniture; where the page
opens the thread (the blog post, the blog entry, the opening floor, the topic's first post,
the Discussions post, the Steemit post, the card's description, the first mail, the pull
request's description, the journal entry) the first message is that. Where comments are
plain text a quoted post is carried as a "> " line (Tistory, Ameba, the mails), after
Tianya's "@bob 3楼 2021-03-04 10:12:33" and its rule of dashes, or after the name Facebook
tags before a reply. Each function takes the thread's list of ``Message`` and returns the
whole page; ``ENGINES`` maps the engine's name to it.
"""

from __future__ import annotations

import textwrap
from datetime import datetime, timedelta

from forum_engines import NOW, TITLE, Message, escape, joined, p_tags, page, paras
from forum_engines_fresh import MONTHS_RU_SHORT, _quoted, _tree
from forum_engines_fresh2 import MONTHS_EN, OTHER_THREADS, _descendants, _parent, _seconds, _ts
from forum_engines_fresh4 import WHO, _n, _others
from forum_engines_fresh5 import (
    NEWS_HEADLINE,
    NEWS_TEXT,
    _ctree,
    _en_ago,
    _iso_z,
    _line_quote,
    cet_zone,
    ru_plural,
)
from forum_engines_fresh6 import MONTHS_RU_GEN, _hash, _slug
from forum_engines_more import days_ago, hm

# --- shared bits ------------------------------------------------------------------------------


def _handle(m: Message) -> str:
    """The author's name as a host name or a login: "dora-k", "bob-m", "charlie77"."""
    return m.author.lower().replace("_", "-").replace(".", "-")


def _en_full(t: datetime) -> str:
    """"Thursday, March 4, 2021 at 10:12 AM"."""
    return f"{t:%A}, {MONTHS_EN[t.month - 1]} {t.day}, {t.year} at {hm(t, ' ', True)}"


def _wrap(text: str) -> str:
    return textwrap.fill(text, 72)


def _thousands(n: int, sep: str) -> str:
    return f"{n:,}".replace(",", sep)


# --- Tistory blog post and comments (Korean) --------------------------------------------------

TISTORY_TITLES = ("엔진오일 교환 후기", "겨울철 타이어 공기압 체크", "블랙박스 메모리 카드 교체",
                  "와이퍼 떨림 해결 방법", "차량 배터리 방전 대처법")


def tistory_date(t: datetime) -> str:
    """"2021. 3. 4. 10:12"."""
    return f"{t.year}. {t.month}. {t.day}. {t:%H:%M}"


def tistory_comment(posts: list[Message], kids: dict[int, list[int]], k: int, child: bool) -> str:
    m = posts[k]
    cid = 13800000 + m.pid * 3
    home = f"https://{_handle(m).replace('-', '')}.tistory.com"
    below = "".join(tistory_comment(posts, kids, c, True) for c in _descendants(kids, k))
    replies = (f'<ul class="tt-list-reply-comment">{below}</ul>' if below and not child else "")
    return (
        f'<li class="tt-item-reply" id="comment{cid}" data-comment-id="{cid}"><div class="tt-'
        f'wrap-cmt"><a class="tt-box-thumb" href="{home}" target="_blank"><span class="tt-'
        'thumbnail" style="background-image: url(&quot;https://img1.daumcdn.net/thumb/C64x64/?'
        'fname=https%3A%2F%2Ft1.daumcdn.net%2Ftistory_admin%2Fstatic%2Fmanage%2Fimages%2Fr3%2F'
        f'default_L{m.uid % 6 + 1}.png&quot;);"></span></a><div class="tt-wrap-info"><a class="'
        f'tt-link-user" href="{home}" target="_blank"><span class="tt_txt_g">{m.author}</span>'
        f'</a><span class="tt_date">{tistory_date(m.when)}</span><div class="tt-wrap-link"><'
        'button type="button" class="tt-btn-more"><span class="tt_img_area_reply tt_ico_more">'
        '더보기</span></button></div></div><div class="tt-box-content"><p class="tt_desc">'
        f'{_line_quote(m)}{paras(m, "<br><br>")}</p></div><div class="tt-box-write"><button '
        'type="button" class="tt_btn_reply">답글</button></div></div>'
        f'{replies}</li>')


def tistory_comments(posts: list[Message]) -> str:
    """A Tistory blog post (the "#2" skin) with the comment module Tistory draws under it: the
    header (the blog's name, 검색, 프로필 / 로그인), the post (div.hgroup with the category,
    the <h1>, div.post-meta with the author and span.date "2021. 3. 4. 10:12", div.entry-
    content > div.tt_article_useless_p_margin with <p data-ke-size>s), the 좋아요 / 공유하기
    / 게시글 관리 buttons, 구독하기, the "'자동차 > 정비일지' 카테고리의 다른 글" table with
    dates, the tags, the related posts; then div.tt-area-reply: "댓글 5",
    li.tt-item-reply per comment (the thumbnail, a.tt-link-user, span.tt_date "2021. 3. 4.
    12:40", p.tt_desc with <br>s, 답글), the answers to a comment in ul.tt-list-reply-
    comment under it (one level), a quote as a "> " line; the comment form (이름, 비밀번호,
    비밀글, 등록); the sidebar (공지사항, 최근 글 with dates, 인기 글, 태그, 최근 댓글, 방문자
    수) and "Blog is powered by kakao / Designed by Tistory". The post is the first message."""
    head = posts[0]
    tops, kids = _tree(posts)
    blog = f"https://{_handle(head).replace('-', '')}.tistory.com"
    name = f"{head.author}의 자동차 일지"
    num = 180 + head.pid % 90
    items = "".join(tistory_comment(posts, kids, k, False) for k in tops)
    other = "".join(
        f'<tr><th><a href="{blog}/{num - k - 1}">{x}</a>&nbsp;&nbsp;<span>({k % 3})</span></th>'
        f'<td>{_others(k):%Y.%m.%d}</td></tr>' for k, x in enumerate(TISTORY_TITLES[:4]))
    recent = "".join(
        f'<li><a href="{blog}/{num - k - 1}"><span class="title">{x}</span><span class="date">'
        f'{_others(k):%Y.%m.%d}</span></a></li>' for k, x in enumerate(TISTORY_TITLES))
    tags = "".join(f'<a href="{blog}/tag/{x}" rel="tag">{x}</a>'
                   for x in ("자동차", "정비", "소음", "업데이트"))
    last = posts[-1]
    latest = (f'<li><a href="{blog}/{num}#comment{13800000 + last.pid * 3}"><span class="text">'
              f'{escape(last.paragraphs[0][:18])}…</span><span class="name">{last.author}'
              f'</span><span class="date">{last.when:%Y.%m.%d}</span></a></li>'
              if len(posts) > 1 else "")
    body = (
        '<div id="wrap"><header id="header"><div class="inner"><h1><a href="/">'
        f'{name}</a></h1><button type="button" class="mo-btn-menu">메뉴</button><div class="'
        'util"><div class="search"><label for="search" class="screen_out">블로그 내 검색</label>'
        '<input id="search" type="text" name="search" placeholder="검색내용을 입력하세요." '
        'value=""><button type="submit" class="btn-search">검색</button></div><div class="'
        'profile"><button type="button" class="btn-profile"><img src="https://t1.daumcdn.net/'
        'tistory_admin/static/manage/images/r3/default_L.png" alt="프로필사진"></button><nav>'
        '<ul><li><a href="https://www.tistory.com/auth/login">로그인</a></li></ul></nav></div>'
        '</div></div></header><hr><section class="container"><article id="content"><div class'
        '="inner"><div class="hgroup"><div class="category">자동차/정비일지</div><h1>'
        f'{TITLE}</h1><div class="post-meta"><span class="author">{head.author}</span><span '
        f'class="date">{tistory_date(head.when)}</span></div></div><div class="entry-content">'
        '<div class="tt_article_useless_p_margin contents_style">'
        + "".join(f'<p data-ke-size="size16">{escape(p)}</p>' for p in head.paragraphs)
        + '</div><div class="container_postbtn #post_button_group"><div class="postbtn_like">'
        f'<div class="wrap_btn" id="reaction-{num}"><button class="btn_post uoc-icon"><div '
        'class="uoc-icon"><span class="ico_postbtn ico_like">좋아요</span><span class="txt_like'
        f' uoc-count">{head.uid % 9 + 2}</span></div></button></div><div class="wrap_btn wrap_'
        'btn_share"><button type="button" class="btn_post sns_btn btn_share"><span class="ico_'
        'postbtn ico_share">공유하기</span></button></div><div class="wrap_btn wrap_btn_etc">'
        '<button type="button" class="btn_post btn_etc2"><span class="ico_postbtn ico_etc">게시'
        '글 관리</span></button></div></div><div data-tistory-react-app="SupportButton"></div>'
        '</div><div class="revenue_unit_wrap"><div class="revenue_unit_item adsense responsive">'
        '</div></div><div class="subscription"><button type="button" class="btn_subscription">'
        f'<span class="txt_state">구독하기</span><strong class="tit_desc">{name}</strong>'
        '</button></div><div class="another_category another_category_color_gray"><h4>\'<a '
        f'href="{blog}/category/자동차">자동차</a> &gt; <a href="{blog}/category/자동차/정비일지" '
        'class="current">정비일지</a>\' 카테고리의 다른 글</h4><table>'
        f'{other}</table></div></div><div class="tags"><h2>태그</h2><div class="items">{tags}'
        '</div></div><div class="related-articles"><h2><strong>\'자동차/정비일지\'</strong>의 다른'
        '글</h2><ul>'
        + "".join(f'<li><a href="{blog}/{num - k - 1}"><figure><img src="https://img1.daumcdn'
                  f'.net/thumb/R750x0/?fname=https%3A%2F%2Fblog.kakaocdn.net%2Fdn%2F{_hash(k, 6)}'
                  f'" alt=""></figure><span class="title">{x}</span><span class="date">'
                  f'{tistory_date(_others(k))}</span></a></li>'
                  for k, x in enumerate(TISTORY_TITLES[:3]))
        + '</ul></div><div class="comments"><div data-tistory-react-app="Comment"><div class="'
        'tt-area-reply"><div class="tt-box-total"><span class="tt_txt_g">댓글</span><span class'
        f'="tt_num_g">{len(posts) - 1}</span></div><ul class="tt-list-reply">{items}</ul><div '
        'class="tt-area-write"><div class="tt-box-thumb"><span class="tt-thumbnail"></span>'
        '</div><div class="tt-box-account"><input type="text" title="이름" placeholder="이름" '
        'maxlength="32"><input type="password" title="비밀번호" maxlength="12" placeholder="비밀'
        '번호"></div><div class="tt-box-textarea"><div class="tt-inner-g"><textarea id="comment"'
        ' placeholder="내용을 입력하세요."></textarea></div></div><div class="tt-box-write">'
        '<label class="tt-xe-label" for="secret"><input type="checkbox" id="secret"><span '
        'class="tt_img_area_reply tt-xe-input-helper"></span><span class="tt-xe-label-text">'
        '비밀글</span></label><button type="submit" class="tt-btn_register">등록</button></div>'
        '</div></div></div></div></div></article><aside id="aside" class="sidebar"><div class='
        '"sidebar-1"><div class="notice"><h2>공지사항</h2><ul><li><a href="/notice/12">블로그 '
        '이전 안내</a></li></ul></div><div class="post-list"><h2>최근 글</h2><ul>'
        f'{recent}</ul></div><div class="post-list"><h2>인기 글</h2><ul>{recent}</ul></div>'
        f'</div><div class="sidebar-2"><div class="tags"><h2>태그</h2><div class="items">{tags}'
        f'</div></div><div class="recent-comment"><h2>최근 댓글</h2><ul>{latest}</ul></div><div '
        'class="count"><h2>방문자수<em>Total</em></h2><p class="total">'
        f'{_thousands(head.uid * 2311 + 4096, ",")}</p><ul><li><span>Today</span> :<strong>'
        f'{head.uid % 40 + 3}</strong></li><li><span>Yesterday</span> :<strong>{head.uid % 70}'
        '</strong></li></ul></div></div></aside></section><hr><footer id="footer"><div class="'
        'inner"><div class="order-menu"><a href="/">홈</a><a href="/tag">태그</a><a href="/'
        f'guestbook">방명록</a></div><a href="#" class="page-top">TOP</a><p class="copyright">'
        'Blog is powered by <a href="https://www.kakaocorp.com">kakao</a> / Designed by <a href'
        '="https://www.tistory.com">Tistory</a></p></div></footer></div>')
    return page(f"{TITLE} - {name}", body, "ko")


# --- Ameba blog entry and comments (Japanese) -------------------------------------------------

AMEBA_TITLES = ("久しぶりに洗車しました", "スタッドレス交換の季節", "車検の見積もりが来た",
                "ドライブレコーダーを付けた話", "エンジンオイルの選び方")


def ameba_id(m: Message) -> str:
    return _handle(m).replace("-", "") + "-blog"


def ameba_date(t: datetime) -> str:
    """"2021-03-04 10:12:33"."""
    return f"{t:%Y-%m-%d %H:%M:%S}"


def ameba_comment(m: Message, i: int) -> str:
    cid = 12660000000 + m.pid * 5
    title = f"Re:{TITLE}" if m.quote or i % 3 == 1 else "無題"
    return (
        f'<li class="skin-commentItem js-commentItem" id="cmt{cid}" data-comment-id="{cid}">'
        '<div class="skin-commentHead"><span class="skin-commentNum">'
        f'{i}</span> <span class="skin-commentTitle">■{title}</span></div><div class="skin-'
        f'commentText">{_line_quote(m)}{paras(m, "<br><br>")}</div><div class="skin-comment'
        f'Foot"><span class="skin-commentUser"><img class="skin-commentIcon" src="https://stat'
        f'.profile.ameba.jp/profile_images/{m.when:%Y%m%d}/{_hash(m.uid, 8)}.png" alt="" '
        f'width="24" height="24"><a href="https://ameblo.jp/{ameba_id(m)}/" rel="nofollow">'
        f'{m.author}</a></span> <span class="skin-commentTime"><time datetime="{_iso_z(m.when)}'
        f'">{ameba_date(m.when)}</time></span> <a class="skin-commentReply js-commentReply" '
        'href="#commentForm">返信する</a></div></li>')


def ameblo_comments(posts: list[Message]) -> str:
    """An Ameba blog (Ameblo) entry page, the 2021 PC skin: the Ameba header (Ameba, ブログを
    はじめる, ログイン), the blog's name and description, the entry (h1.skin-entryTitle, the
    time "2021-03-04 10:12:33", テーマ：, div#entryBody with <p>s), いいね！ / コメント /
    リブログ, "フォロー", 前の記事 / 次の記事; then the comments (コメント 5件):
    li.skin-commentItem per comment, numbered, the title "■Re:..." or "■無題", the text with
    <br>s, the commenter's icon and name, the time "2021-03-04 12:40:11", 返信する; a quote
    as a "> " line; the comment form; the sidebar (プロフィール, 最新の記事 with dates, テーマ,
    アーカイブ, ランキング) and CyberAgent's footer. The entry is the first message."""
    head = posts[0]
    bid = ameba_id(head)
    eid = 12660000000 + head.pid * 7
    entry = f"https://ameblo.jp/{bid}/entry-{eid}.html"
    comments = "".join(ameba_comment(m, i) for i, m in enumerate(posts[1:], 1))
    likes = head.uid * 7 % 60 + 4
    recent = "".join(
        f'<li class="skin-widgetRecentEntryItem"><a href="https://ameblo.jp/{bid}/entry-'
        f'{eid - 97 * (k + 1)}.html">{x}</a><time class="skin-textQuiet">{_others(k):%Y-%m-%d}'
        '</time></li>' for k, x in enumerate(AMEBA_TITLES))
    months = "".join(f'<li><a href="https://ameblo.jp/{bid}/archive{y}{mo:02d}-1.html">{y}年'
                     f'{mo}月</a> ({k + 2})</li>'
                     for k, (y, mo) in enumerate(sorted({(_others(k).year, _others(k).month)
                                                         for k in range(5)}, reverse=True)))
    body = (
        '<div id="amebaHeader" class="ambHeader"><div class="ambHeader-inner"><a class="'
        'ambHeader-logo" href="https://www.ameba.jp/"><img src="https://stat100.ameba.jp/'
        'common_style/img/common/logo/ameba_logo.svg" alt="Ameba" width="88" height="26"></a>'
        '<ul class="ambHeader-nav"><li><a href="https://blogtag.ameba.jp/">ブログジャンル</a>'
        '</li><li><a href="https://official.ameba.jp/">芸能人ブログ</a></li><li><a href="'
        'https://blogranking.ameba.jp/">人気ブログ</a></li></ul><div class="ambHeader-user"><a '
        'class="ambHeader-button" href="https://auth.user.ameba.jp/signup">ブログをはじめる</a>'
        '<a class="ambHeader-login" href="https://dauth.user.ameba.jp/login/ameba">ログイン</a>'
        '</div></div></div><div class="skin-bgMain" id="wrap"><header class="skin-blogHeader">'
        f'<div class="skin-blogTitle"><h2><a href="https://ameblo.jp/{bid}/">{head.author}の'
        'カーライフ日記</a></h2><p class="skin-blogDescription">愛車との毎日をゆるく綴ります'
        '</p></div><nav class="skin-blogNav"><ul><li><a href="https://ameblo.jp/'
        f'{bid}/">ブログトップ</a></li><li><a href="https://ameblo.jp/{bid}/entrylist.html">'
        f'記事一覧</a></li><li><a href="https://ameblo.jp/{bid}/imagelist.html">画像一覧</a>'
        '</li></ul></nav></header><div class="skin-blogBody"><main class="skin-blogMain"><'
        f'article class="js-entryWrapper" data-unique-entry-id="{eid}" data-unique-ameba-id="'
        f'{bid}"><div class="skin-entry"><div class="skin-entryInner"><header class="skin-'
        f'entryHead"><h1 class="skin-entryTitle"><a class="skinArticleTitle" href="{entry}" '
        f'rel="bookmark">{TITLE}</a></h1><div class="skin-entryPubdate"><p class="skin-text'
        f'Quiet"><time datetime="{head.when:%Y-%m-%d}" class="skin-textQuiet">'
        f'{ameba_date(head.when)}</time></p></div><div class="skin-entryThemes"><dl><dt class="'
        'skin-textQuiet">テーマ：</dt><dd><a href="https://ameblo.jp/'
        f'{bid}/theme-10112233445.html" rel="tag">クルマ</a></dd></dl></div></header><div '
        'class="skin-entryBody" id="entryBody">'
        + "<p>&nbsp;</p>".join(f"<p>{escape(p)}</p>" for p in head.paragraphs)
        + '</div><div class="skin-entryFoot"><div class="skin-reactionArea"><button type="'
        'button" class="skin-iineButton js-iineButton"><span class="skin-iineIcon"></span>'
        f'いいね！<span class="skin-iineCount">{likes}</span></button><a class="skin-'
        f'commentLink" href="{entry}#cbox">コメント({len(posts) - 1})</a><a class="skin-'
        f'reblogLink" href="https://blog.ameba.jp/reblog/input?entry_id={eid}">リブログ('
        f'{head.uid % 3})</a></div><div class="skin-followArea"><button type="button" class="'
        f'skin-followButton js-followButton">フォロー</button><span>{head.author}さんの'
        'ブログをフォローして最新記事をチェックしよう</span></div></div></div></div><nav class='
        f'"skin-entryPaging"><a class="skin-pagingPrev" href="https://ameblo.jp/{bid}/entry-'
        f'{eid - 97}.html">前の記事</a><a class="skin-pagingNext" href="https://ameblo.jp/{bid}'
        f'/entry-{eid + 97}.html">次の記事</a></nav><section class="skin-entryComment" id="'
        'cbox"><h3 class="skin-commentHeading">コメント<span class="skin-commentCount">'
        f'{len(posts) - 1}件</span></h3><ul class="skin-commentList js-commentList">{comments}'
        '</ul><div class="skin-commentForm" id="commentForm"><p class="skin-textQuiet">コメント'
        'するには<a href="https://dauth.user.ameba.jp/login/ameba">ログイン</a>が必要です</p>'
        '</div></section></article></main><aside class="skin-blogSub"><div class="skin-widget '
        'skin-widgetProfile"><h3 class="skin-widgetTitle">プロフィール</h3><div class="skin-'
        f'widgetBody"><img src="https://stat.profile.ameba.jp/profile_images/{_hash(head.uid, 8)}'
        f'.jpg" alt="" width="96" height="96"><p class="skin-profileName">{head.author}</p><p>'
        '週末ドライバー。車のトラブルと修理の記録を書いています。</p><a class="skin-followButton"'
        ' href="#">フォロー</a></div></div><div class="skin-widget skin-widgetRecentEntry"><h3 '
        f'class="skin-widgetTitle">最新の記事</h3><ul class="skin-widgetBody">{recent}</ul></div>'
        '<div class="skin-widget skin-widgetTheme"><h3 class="skin-widgetTitle">テーマ</h3><ul '
        'class="skin-widgetBody"><li><a href="#">クルマ</a> ( 24 )</li><li><a href="#">ドライブ'
        '</a> ( 11 )</li><li><a href="#">日記</a> ( 37 )</li></ul></div><div class="skin-widget'
        ' skin-widgetArchive"><h3 class="skin-widgetTitle">アーカイブ</h3><ul class="skin-widget'
        f'Body">{months}</ul></div><div class="skin-widget skin-widgetRanking"><h3 class="skin-'
        'widgetTitle">ランキング</h3><div class="skin-widgetBody"><p>ジャンル：クルマ <strong>'
        f'{head.uid * 13 % 300 + 12}位</strong></p></div></div></aside></div></div><footer '
        'class="ambFooter"><ul class="ambFooter-links"><li><a href="https://helps.ameba.jp/">'
        'ヘルプ</a></li><li><a href="https://ameba.jp/terms">利用規約</a></li><li><a href="https'
        '://www.cyberagent.co.jp/privacy/">プライバシーポリシー</a></li></ul><p class="ambFooter-'
        'copyright">CyberAgent, Inc. All Rights Reserved.</p></footer>')
    return page(f"{TITLE} | {head.author}のカーライフ日記", body, "ja")


# --- Tianya BBS (Chinese) ---------------------------------------------------------------------

def tianya_date(t: datetime) -> str:
    """"2021-03-04 10:12:33"."""
    return f"{t:%Y-%m-%d %H:%M:%S}"


def tianya_uid(m: Message) -> int:
    return 10000000 + m.uid * 104729


def tianya_text(posts: list[Message], m: Message) -> str:
    """The text as Tianya holds it: each paragraph indented with two full-width spaces; a
    quoted floor as "@bob 3楼 2021-03-04 10:30:00", its text, then a rule of dashes."""
    lines = []
    if m.quote:
        q = _quoted(posts, m)
        k = posts.index(q)
        floor = f" {k}楼" if k else ""
        lines += [f"　　@{q.author}{floor} {tianya_date(q.when)}", f"　　{escape(m.quote[2])}",
                  "　　-----------------------------"]
    lines += [f"　　{escape(p)}" for p in m.paragraphs]
    return "<br>".join(lines)


def tianya_user(m: Message) -> str:
    uid = tianya_uid(m)
    return (f'<a href="http://www.tianya.cn/{uid}" target="_blank" class="js-vip-check" uid="'
            f'{uid}" uname="{m.author}">{m.author}</a>')


def tianya_floor(posts: list[Message], k: int) -> str:
    m = posts[k]
    rid = 3300000000 + m.pid * 9
    host = '<strong class="host">楼主</strong>' if m.author == posts[0].author else ""
    return (
        f'<div class="atl-item" _host="{posts[0].author}" id="{k}" replyid="{rid}" js_username="'
        f'{m.author}" js_restime="{tianya_date(m.when)}"><div class="atl-head" id="ea{k}"><div '
        f'class="atl-head-reply"></div><div class="atl-info">{host}<span>作者：'
        f'{tianya_user(m)} </span><span>时间：{tianya_date(m.when)}</span></div></div><div '
        'class="atl-content"><div class="atl-con-hd clearfix"><div class="atl-con-hd-l"></div>'
        '<div class="atl-con-hd-r"></div></div><div class="atl-con-bd clearfix"><div class="'
        f'bbs-content">{tianya_text(posts, m)}</div><div class="atl-reply" id="alt_reply"><a '
        f'class="reportme a-link" replyid="{rid}" href="javascript:void(0);">举报</a> | <a '
        'class="a-link-2 ir-shang" href="javascript:void(0);" title="打赏">打赏</a> | <a class="'
        'a-link-2 reply" href="#fabu_anchor" title="引用回复">回复</a> | <a class="a-link-2 ir-'
        f'power" href="javascript:void(0);" _count="{m.uid % 7}">赞</a> <span>{k}楼</span></div>'
        '<div class="ir-list" style="display: none;"></div></div><div class="atl-con-ft '
        'clearfix"></div></div></div>')


def tianya(posts: list[Message]) -> str:
    """A Tianya BBS thread (bbs.tianya.cn/post-free-...-1.shtml, the 2015-2021 layout): the top
    bar (天涯社区, 首页 / 论坛 / 聚焦 / 部落 / 博客, 登录 / 注册), the breadcrumbs "论坛 > 天涯
    杂谈", div#post_head (h1.atl-title, "楼主：alice 时间：2021-03-04 10:12:33 点击：1234 回复：
    5", 只看楼主 / 收藏 / 分享); the opening floor in div.atl-item.host-item (div.bbs-content
    with its paragraphs indented by full-width spaces and joined with <br>, 赞 / 打赏 / 分享);
    then div.atl-item per reply (_host, js_username, js_restime attributes, "楼主" on the
    opening poster's, "作者：bob 时间：2021-03-04 12:40:11", the text, 举报 | 打赏 | 回复 | 赞
    and "3楼"); a quote as "@alice 2楼 2021-03-04 10:30:00", the quoted text and a rule of
    dashes before the reply; the pager, "我要回复" for guests, 相关帖子 with dates and the
    footer. The opening floor is the first message."""
    head = posts[0]
    tid = 4100000 + head.pid
    n = len(posts) - 1
    floors = "".join(tianya_floor(posts, k) for k in range(1, len(posts)))
    pager = ('<div class="atl-pages"><form action="" method="get"><span>上一页</span><strong>1'
             '</strong><span>下一页</span></form></div>')
    related = "".join(
        f'<li><a href="http://bbs.tianya.cn/post-free-{tid - 37 * (k + 1)}-1.shtml" target="'
        f'_blank">{x}</a><span class="author">{WHO[k]}</span><span class="time">'
        f'{_others(k):%Y-%m-%d %H:%M}</span></li>'
        for k, x in enumerate(("车子升级系统后异响，有人遇到过吗", "4S店说是正常现象，我该怎么办",
                               "冬天早上发动机有咔咔声", "分享一下我换刹车片的经历")))
    nav = "".join(f'<a href="http://{h}" target="_blank">{x}</a>'
                  for h, x in (("www.tianya.cn", "首页"), ("bbs.tianya.cn", "论坛"),
                               ("focus.tianya.cn", "聚焦"), ("groups.tianya.cn", "部落"),
                               ("blog.tianya.cn", "博客"), ("wenda.tianya.cn", "问答")))
    body = (
        '<div id="tianyaBrandTop" class="tianyaBrandTop"><div class="top-nav-main"><a class="'
        'logo" href="http://www.tianya.cn/" title="天涯社区">天涯社区</a><div class="top-nav-'
        f'main-menu">{nav}</div><div class="top-nav-login"><a href="https://passport.tianya.cn'
        '/login.jsp">登录</a> | <a href="https://passport.tianya.cn/register/default.jsp">注册'
        '</a></div></div></div><div id="doc" class="bbs-page"><div class="atl-location '
        'clearfix"><p class="crumbs"><em><a href="http://bbs.tianya.cn/">论坛</a></em><span>'
        '&gt;</span><em><a href="http://bbs.tianya.cn/list-free-1.shtml">天涯杂谈</a></em>'
        '</p></div><div id="post_head" class="atl-head"><h1 class="atl-title"><span class="s_'
        f'title"><span style="font-weight: 400;">{TITLE}</span></span></h1><div class="atl-'
        f'menu clearfix js-bbs-act" js_activityuserid="{tianya_uid(head)}" js_clickcount="'
        f'{len(posts) * 311 + 120}" js_replycount="{n}"><div class="atl-info"><span>楼主：'
        f'{tianya_user(head)}</span><span>时间：{tianya_date(head.when)}</span><span>点击：'
        f'{len(posts) * 311 + 120}</span><span>回复：{n}</span></div><div class="atl-tool">'
        '<a class="only-host" href="#">只看楼主</a><a class="js-collect" href="#">收藏</a><a '
        f'class="js-share" href="#">分享</a></div></div></div>{pager}<div class="atl-main">'
        '<div class="atl-item host-item"><div class="atl-content"><div class="atl-con-hd '
        'clearfix"><div class="atl-con-hd-l"></div><div class="atl-con-hd-r"></div></div><div '
        'class="atl-con-bd clearfix"><div class="bbs-content clearfix">'
        f'{tianya_text(posts, head)}</div><div id="alt_action" class="clearfix"><div class="'
        f'action-tyf"><a class="zantop" href="javascript:void(0);">赞({head.uid % 30 + 1})</a>'
        '<a class="shang" href="javascript:void(0);">打赏</a><a class="share" href="javascript:'
        'void(0);">分享</a><a class="collect" href="javascript:void(0);">收藏</a></div></div>'
        '</div><div class="atl-con-ft clearfix"></div></div></div>'
        f'{floors}</div>{pager}<div class="atl-reply-box" id="fabu_anchor"><h3>我要回复</h3><p '
        'class="login-tip">请<a href="https://passport.tianya.cn/login.jsp">登录</a>后回复，'
        '还没有天涯账号？<a href="https://passport.tianya.cn/register/default.jsp">立即注册'
        '</a></p></div><div class="related-posts"><h3>相关帖子</h3><ul>'
        f'{related}</ul></div></div><div id="footer" class="footer"><p><a href="http://www.'
        'tianya.cn/about/">关于天涯</a> | <a href="http://service.tianya.cn/">客服中心</a> | <a '
        'href="http://www.tianya.cn/law/">法律声明</a> | <a href="http://www.tianya.cn/privacy/">'
        '隐私保护</a></p><p>天涯社区 © 1999-2021 Tianya.cn All rights reserved. 琼ICP备09005402号'
        '</p></div>')
    return page(f"{TITLE}_天涯杂谈_论坛_天涯社区", body, "zh-CN")


# --- ForoCoches (Spanish, vBulletin 3) --------------------------------------------------------

FC_MONTHS = ("ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic")
FC_TITLES = ("Forero", "Forocochero", "ForoCochero Veterano", "Forero Novato")
FC_BR = "<br />\n<br />\n"


def fc_date(t: datetime) -> str:
    """"Hoy, 10:12", "Ayer, 21:10", then "04-mar-2021, 10:12"."""
    if days_ago(t) == 0:
        return f"Hoy, {t:%H:%M}"
    if days_ago(t) == 1:
        return f"Ayer, {t:%H:%M}"
    return f"{t:%d}-{FC_MONTHS[t.month - 1]}-{t.year}, {t:%H:%M}"


def fc_post(posts: list[Message], k: int) -> str:
    m = posts[k]
    pid = 380000000 + m.pid * 11
    uid = 120000 + m.uid * 4391
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        qpid = 380000000 + q.pid * 11
        quote = (
            '<div style="margin:20px; margin-top:5px; "><div class="smallfont" style="margin-'
            'bottom:2px">Cita:</div><table cellpadding="6" cellspacing="0" border="0" width="'
            '100%"><tr><td class="alt2" style="border:1px inset"><div>Originalmente Escrito por '
            f'<strong>{q.author}</strong> <a href="showthread.php?p={qpid}#post{qpid}" rel="'
            'nofollow"><img class="inlineimg" src="//st.forocoches.com/foro/images/buttons/'
            'viewpost.gif" border="0" alt="Ver Mensaje"></a></div><div style="font-style:italic">'
            f'{escape(m.quote[2])}</div></td></tr></table></div>')
    text = FC_BR.join(escape(p) for p in m.paragraphs)
    since = joined(m)
    posts_n = _thousands(m.uid * 1733 % 40000 + 15, ".")
    online = "conectado" if m.uid % 3 == 0 else "desconectado"
    return (
        f'<div id="edit{pid}" style="padding:0px 0px 6px 0px"><table id="post{pid}" class="'
        'tborder-author" cellpadding="6" cellspacing="0" border="0" width="100%" align="center">'
        '<tr><td class="thead" style="font-weight:normal; border: 1px solid #D1D1E1; border-'
        f'right: 0px"><a name="post{pid}"><img class="inlineimg" src="//st.forocoches.com/foro/'
        'images/statusicon/post_old.gif" alt="Antiguo" border="0"></a> '
        f'{fc_date(m.when)}</td><td class="thead" style="font-weight:normal; border: 1px solid '
        '#D1D1E1; border-left: 0px" align="right">&nbsp;#<a href="showpost.php?p='
        f'{pid}&amp;postcount={k + 1}" target="new" rel="nofollow" id="postcount{pid}" name="'
        f'{k + 1}"><strong>{k + 1}</strong></a></td></tr><tr valign="top"><td class="alt2" '
        'width="175" style="border: 1px solid #D1D1E1; border-top: 0px; border-bottom: 0px">'
        f'<div id="postmenu_{pid}"><a class="bigusername" href="member.php?u={uid}">{m.author}'
        f'</a></div><div class="smallfont">{FC_TITLES[m.uid % 4]}</div><div class="smallfont">'
        f'&nbsp;<br><div>Fecha de Ingreso: {FC_MONTHS[since.month - 1]} {since.year}</div><div>'
        f'Mensajes: {posts_n}</div></div></td><td class="alt1" id="td_post_{pid}" style="border'
        '-right: 1px solid #D1D1E1"><!-- message --><div id="post_message_'
        f'{pid}">{quote}{text}</div><!-- / message --></td></tr><tr><td class="alt2" style="'
        'border: 1px solid #D1D1E1; border-top: 0px"><img class="inlineimg" src="//st.forocoches'
        f'.com/foro/images/statusicon/user_{"online" if online == "conectado" else "offline"}'
        f'.gif" alt="{m.author} está {online}" border="0"></td><td class="alt1" align="right" '
        'style="border: 1px solid #D1D1E1; border-left: 0px; border-top: 0px"><a href="'
        f'newreply.php?do=newreply&amp;p={pid}" rel="nofollow"><img src="//st.forocoches.com/'
        'foro/images/buttons/quote.gif" alt="Responder Citando" border="0"></a></td></tr>'
        '</table></div>')


def forocoches(posts: list[Message]) -> str:
    """A ForoCoches thread (showthread.php?t=..., the site's vBulletin 3.8 skin): the cookie
    notice, the logo, the navbar (Foro, Normas, Buscar, Mensajes de Hoy, login form
    Usuario / Contraseña / Recordarme?), the breadcrumbs "ForoCoches > Zona General >
    General > ..."; "Página 1 de 1", Herramientas; each post a table.tborder-author in
    div#editN: the thead with "Hoy, 10:12" / "Ayer, 21:10" / "04-mar-2021, 10:12" and "#3",
    the author cell (a.bigusername, the title "Forocochero", "Fecha de Ingreso: mar 2009",
    "Mensajes: 12.345"), div#post_message_N with <br />s, "Responder Citando"; quotes as vB3's
    "Cita:" box "Originalmente Escrito por bob" with the text in italics; no signatures;
    "Respuesta Rápida", "Temas Similares" (Tema / Iniciado por / Foro / Respuestas / Último
    mensaje with dates), "Todas las horas son GMT +1. La hora es 18:00." and the footer. The
    first post is the first message."""
    tid = 8300000 + posts[0].pid
    items = "".join(fc_post(posts, k) for k in range(len(posts)))
    similar = "".join(
        f'<tr><td class="alt1" align="left"><a href="showthread.php?t={tid - 53 * (k + 1)}">{x}'
        f'</a></td><td class="alt2" nowrap="nowrap">{WHO[k]}</td><td class="alt1" nowrap="'
        f'nowrap">General</td><td class="alt2" align="center">{k * 7 + 4}</td><td class="alt1" '
        f'align="right">{fc_date(_others(k)).replace(",", "")}</td></tr>'
        for k, x in enumerate(("Ruido raro en el salpicadero tras pasar la ITV",
                               "Actualización de software en el concesionario, ¿obligatoria?",
                               "Chirrido al frenar en frío, ¿normal?",
                               "Me han cambiado la batería y ahora hace un ruido")))
    pager = ('<div class="pagenav" align="right"><table class="tborder" cellpadding="3" '
             'cellspacing="1" border="0"><tr><td class="vbmenu_control" style="font-weight:'
             'normal">Página 1 de 1</td></tr></table></div>')
    body = (
        '<div id="cookies-fc" class="cookies-banner">Utilizamos cookies propias y de terceros '
        'para mejorar nuestros servicios y mostrarle publicidad relacionada con sus '
        'preferencias. Si continúa navegando, consideramos que acepta su uso. <a href="/cookies'
        '.php">Más información</a> <button type="button">Aceptar</button></div><div id="'
        'header-fc"><a href="https://www.forocoches.com/"><img src="//st.forocoches.com/foro/'
        'images/misc/logo-fc.png" alt="ForoCoches" width="230" height="55"></a></div><table '
        'class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center">'
        '<tr><td class="alt1" width="100%"><table cellpadding="0" cellspacing="0" border="0">'
        '<tr valign="bottom"><td><span class="navbar"><a href="/" accesskey="1">ForoCoches'
        '</a></span> <span class="navbar">&gt; <a href="forumdisplay.php?f=1">Zona General</a>'
        '</span> <span class="navbar">&gt; <a href="forumdisplay.php?f=2">General</a></span>'
        f'</td></tr><tr><td class="navbar" style="font-size:10pt; padding-top:1px"><strong>'
        f'{TITLE}</strong></td></tr></table></td><td class="alt2" nowrap="nowrap" style="'
        'padding:0px"><form action="login.php?do=login" method="post"><table cellpadding="0" '
        'cellspacing="3" border="0"><tr><td class="smallfont"><label for="navbar_username">'
        'Usuario</label></td><td><input type="text" class="bginput" name="vb_login_username" id'
        '="navbar_username" size="10" value="Usuario"></td><td class="smallfont"><label for="'
        'cb_cookieuser_navbar"><input type="checkbox" name="cookieuser" value="1" id="cb_'
        'cookieuser_navbar">¿Recordarme?</label></td></tr><tr><td class="smallfont"><label '
        'for="navbar_password">Contraseña</label></td><td><input type="password" class="'
        'bginput" name="vb_login_password" id="navbar_password" size="10"></td><td><input type'
        '="submit" class="button" value="Iniciar sesión"></td></tr></table></form></td></tr>'
        '</table><div class="tborder" style="padding:1px; border-top-width:0px"><table cell'
        'padding="0" cellspacing="0" border="0" width="100%" align="center"><tr align="center">'
        '<td class="vbmenu_control"><a href="register.php" rel="nofollow">Registrarse</a></td>'
        '<td class="vbmenu_control"><a href="/normas.php">Normas</a></td><td class="vbmenu_'
        'control"><a href="search.php">Buscar</a></td><td class="vbmenu_control"><a href="'
        'search.php?do=getdaily" accesskey="2">Mensajes de Hoy</a></td></tr></table></div><br>'
        f'{pager}<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%"'
        ' style="border-bottom-width:0px"><tr><td class="tcat" width="100%"><div class="'
        'smallfont">&nbsp;</div></td><td class="vbmenu_control" id="threadtools" nowrap="nowrap'
        '"><a href="#goto_threadtools">Herramientas</a></td><td class="vbmenu_control" id="'
        'threadsearch" nowrap="nowrap"><a href="#goto_threadsearch">Buscar en Tema</a></td></tr>'
        f'</table><div id="posts">{items}<div id="lastpost"></div></div>{pager}<br><table '
        'class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%"><thead><tr><td'
        ' class="tcat" colspan="2">Respuesta Rápida</td></tr></thead><tbody><tr><td class="'
        'panelsurround" align="center">Tienes que <a href="register.php">registrarte</a> o '
        'iniciar sesión para poder responder.</td></tr></tbody></table><br><table class="'
        'tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center"><thead>'
        '<tr><td class="tcat" colspan="5">Temas Similares</td></tr></thead><tbody><tr class="'
        'thead" align="center"><td class="thead" width="40%">Tema</td><td class="thead" width='
        '"15%" nowrap="nowrap">Iniciado por</td><td class="thead" width="20%">Foro</td><td '
        'class="thead" width="5%">Respuestas</td><td class="thead" width="20%">Último mensaje'
        f'</td></tr>{similar}</tbody></table><br><div class="smallfont" align="center">Todas '
        f'las horas son GMT +1. La hora es <span class="time">{NOW:%H:%M}</span>.</div><br>'
        '<div align="center"><div class="smallfont" align="center">Powered by vBulletin&reg; '
        'Versión 3.8.7<br>Copyright &copy;2000 - 2021, Jelsoft Enterprises Ltd.</div><div class'
        '="smallfont" align="center">ForoCoches.com &copy; 2003 - 2021 · <a href="/contacto.php'
        '">Contacto</a> · <a href="/aviso-legal.php">Aviso legal</a> · <a href="/cookies.php">'
        'Política de cookies</a></div></div>')
    return page(f"{TITLE} - ForoCoches", body, "es")


# --- 4PDA forum topic (Russian) ---------------------------------------------------------------

PDA_GROUPS = ("Пользователи", "Друзья 4PDA", "Активные пользователи", "Почетные форумчане")
PDA_URL = "https://4pda.to/forum/index.php"


def pda_date(t: datetime) -> str:
    """"Сегодня, 10:12", "Вчера, 21:10", then "04.03.21, 10:12"."""
    if days_ago(t) == 0:
        return f"Сегодня, {t:%H:%M}"
    if days_ago(t) == 1:
        return f"Вчера, {t:%H:%M}"
    return f"{t:%d.%m.%y}, {t:%H:%M}"


def pda_pid(m: Message) -> int:
    return 104000000 + m.pid * 13


def pda_post(posts: list[Message], k: int, tid: int) -> str:
    m = posts[k]
    pid = pda_pid(m)
    uid = 2100000 + m.uid * 7919
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = (f'<div class="post-block quote"><div class="block-title">Цитата({q.author} @ '
                 f'{pda_date(q.when)}) <a href="{PDA_URL}?act=findpost&amp;pid={pda_pid(q)}">'
                 '<img src="//4pda.to/s/Zy0uZRpc0Ak2dvPz.gif" alt="*"></a></div><div class="block'
                 f'-body">{escape(m.quote[2])}</div></div>')
    sig = (f'<div class="signature">--------------------<br>{escape(m.signature)}</div>'
           if m.signature else "")
    edited = (f'<span class="edit">Сообщение отредактировал {m.author} - '
              f'{pda_date(m.when + timedelta(minutes=9))}</span>' if m.uid % 4 == 2 else "")
    online = ('<span class="online">в сети</span>' if m.uid % 3 == 0 else "")
    return (
        f'<a name="entry{pid}"></a><div class="post_container" data-post="{pid}"><table class="'
        f'ipbtable" cellspacing="1" data-post="{pid}"><tbody><tr><td class="row2 post_header" '
        'colspan="2"><div class="post_header_container"><div class="post_header"><span class="'
        f'post_date">{pda_date(m.when)}&nbsp;|&nbsp;<a title="Ссылка на сообщение" href="'
        f'{PDA_URL}?showtopic={tid}&amp;view=findpost&amp;p={pid}">#{k + 1}</a></span><span '
        f'class="post_nick"><a href="{PDA_URL}?showuser={uid}" data-av="{_hash(m.uid, 12)}">'
        f'{m.author}</a>{online}</span></div></div></td></tr><tr><td class="row1 post_user_info'
        f'" valign="top" width="170"><div class="user_avatar"><img src="https://4pda.to/s/'
        f'{_hash(m.uid, 16)}.jpg" alt="" width="100" height="100"></div><span class="post-user'
        f'info">Группа: {PDA_GROUPS[m.uid % 4]}<br>Сообщений: {m.uid * 613 % 9000 + 7}<br>'
        f'Регистрация: {joined(m):%d.%m.%Y}<br>Репутация: <a href="{PDA_URL}?act=rep&amp;view='
        f'history&amp;mid={uid}">{m.uid * 11 % 90}</a></span></td><td class="row2 post_text" '
        f'valign="top"><div class="postcolor post_body" id="post-{pid}">{quote}'
        f'{paras(m, "<br><br>")}</div>{sig}{edited}</td></tr><tr><td class="formbuttonrow" '
        f'colspan="2"><a class="g-btn" href="{PDA_URL}?act=report&amp;t={tid}&amp;p={pid}">'
        f'Жалоба</a> <a class="g-btn" href="{PDA_URL}?act=post&amp;do=reply_post&amp;t={tid}'
        f'&amp;qpid={pid}">Цитировать</a> <a class="g-btn" href="{PDA_URL}?act=post&amp;do='
        f'reply_post&amp;t={tid}">Ответить</a></td></tr></tbody></table></div>')


def fourpda(posts: list[Message]) -> str:
    """A 4PDA forum topic (4pda.to/forum/index.php?showtopic=..., the site's IP.Board-derived
    skin): the cookie notice, the portal header (Новости, Статьи, Форум, Поиск, Вход /
    Регистрация), div#navstrip "Форум > Авто и мото > Автоэлектроника", the topic's title and
    description, "Правила форума", "Страницы: 1", Опции; each post in a table.ipbtable with
    data-post: the header row (span.post_date "Сегодня, 10:12" / "Вчера, 21:10" / "04.03.21,
    10:12", "#3", the nick), the author cell (avatar, "Группа:", "Сообщений:", "Регистрация:
    12.05.2012", "Репутация:"), div.postcolor.post_body with <br>s, the signature after a
    line of dashes, "Сообщение отредактировал ..." on some, Жалоба / Цитировать / Ответить;
    quotes as div.post-block.quote with "Цитата(bob @ 04.03.21, 10:12)"; "Сейчас эту тему
    просматривают", "Быстрый ответ", the topics alike with dates and the footer. The topic's
    first post (its "шапка") is the first message."""
    tid = 1020000 + posts[0].pid
    items = "".join(pda_post(posts, k, tid) for k in range(len(posts)))
    readers = sorted({m.author for m in posts[-3:]})
    alike = "".join(
        f'<li><a href="{PDA_URL}?showtopic={tid - 211 * (k + 1)}">{x}</a> <span class="desc">'
        f'{pda_date(_others(k))}</span></li>'
        for k, x in enumerate(("Шум в динамиках после обновления магнитолы",
                               "Android-магнитолы: проблемы и решения",
                               "Обновление прошивки ГУ — обсуждение")))
    pager = ('<div class="pagination"><span class="pagelink">Страницы: <b>1</b></span></div>')
    body = (
        '<div id="cookie-notice" class="cookie-notice">Мы используем cookie для улучшения работы'
        ' сайта. Продолжая пользоваться сайтом, вы соглашаетесь с <a href="https://4pda.to/'
        'privacy/">политикой конфиденциальности</a>. <button type="button">OK</button></div>'
        '<header class="h-frame"><div class="h-inner"><a class="logo" href="https://4pda.to/">'
        '<img src="https://4pda.to/s/logo.svg" alt="4PDA"></a><ul class="menu-main"><li><a '
        'href="https://4pda.to/news/">Новости</a></li><li><a href="https://4pda.to/articles/">'
        'Статьи</a></li><li><a href="https://4pda.to/reviews/">Обзоры</a></li><li><a href="'
        f'{PDA_URL}">Форум</a></li><li><a href="https://4pda.to/devdb/">DevDB</a></li></ul>'
        f'<form class="search" action="{PDA_URL}?act=search" method="get"><input type="text" '
        'name="query" placeholder="Поиск"></form><div class="user-bar"><a href="'
        f'{PDA_URL}?act=auth">Вход</a> | <a href="{PDA_URL}?act=reg">Регистрация</a></div>'
        f'</div></header><div id="ipbwrapper"><div id="navstrip"><a href="{PDA_URL}">Форум</a>'
        f' &gt; <a href="{PDA_URL}?showforum=90">Авто и мото</a> &gt; <a href="{PDA_URL}?'
        'showforum=552">Автоэлектроника</a></div><div class="maintitle"><div class="topic_'
        f'title_post">{TITLE}</div><div class="topic_desc">Обсуждение, вопросы и решения</div>'
        f'</div><div class="topic_rules"><a href="{PDA_URL}?showtopic=200">Правила форума</a>'
        f'</div><div class="topic_foot_nav">{pager}<div class="topic_options"><a href="#">Опции'
        f'</a> · <a href="{PDA_URL}?act=post&amp;do=reply_post&amp;t={tid}">Ответить</a>'
        f'</div></div><div class="borderwrap">{items}</div><div class="topic_foot_nav">{pager}'
        '</div><div class="borderwrap active-users"><div class="maintitle">Сейчас эту тему '
        f'просматривают: {len(readers) + 3} (пользователей: {len(readers)}, гостей: 3)</div>'
        '<div class="row2">' + ", ".join(readers) + '</div></div><div class="borderwrap fast-'
        'reply"><div class="maintitle">Быстрый ответ</div><div class="row2">Для ответа нужно <a'
        f' href="{PDA_URL}?act=auth">войти</a> на форум.</div></div><div class="borderwrap">'
        f'<div class="maintitle">Похожие темы</div><ul class="row1">{alike}</ul></div></div>'
        '<footer class="footer"><p>© 4PDA, 2004—2021 · <a href="https://4pda.to/about/">О проекте'
        '</a> · <a href="https://4pda.to/advertising/">Реклама</a> · <a href="https://4pda.to/'
        'privacy/">Конфиденциальность</a></p></footer>')
    return page(f"{TITLE} - 4PDA", body, "ru")


# --- Doctissimo forum (French) ----------------------------------------------------------------

DOCTI_PROFILES = ("Nouveau doctinaute", "Doctinaute de bronze", "Doctinaute d'argent",
                  "Doctinaute d'or", "Doctinaute de diamant")
DOCTI_TOPIC = "/sante/sommeil/bruit-etrange-derniere-mise-jour-sujet_{}_1.htm"


def docti_date(t: datetime) -> str:
    """"04/03/2021 à 10:12:33"."""
    return f"{t:%d/%m/%Y} à {t:%H:%M:%S}"


def docti_post(posts: list[Message], k: int, topic: str) -> str:
    m = posts[k]
    num = 2100000 + m.pid * 3
    quote = ""
    if m.quote:
        q = _quoted(posts, m)
        quote = ('<div class="container"><table class="citation"><tr class="none"><td><b class'
                 f'="s1"><a href="{topic}#t{2100000 + q.pid * 3}" class="Topic">{q.author} a '
                 f'écrit :</a></b><br><br><p>{escape(m.quote[2])}</p></td></tr></table></div>')
    sig = (f'<span class="signature">---------------<br>{escape(m.signature)}</span>'
           if m.signature else "")
    edited = (f'<div class="edited">Message édité par {m.author} le '
              f'{docti_date(m.when + timedelta(minutes=11))}</div>' if m.uid % 5 == 1 else "")
    avatar = (f'<div class="avatar_center"><img src="https://forum-images.doctissimo.fr/avatars/'
              f'{m.uid % 10}/{_handle(m)}.jpg" alt="{m.author}" width="100"></div>'
              if m.uid % 3 else "")
    return (
        '<table cellspacing="0" cellpadding="4" class="messagetable"><tr class="message '
        f'cBackCouleurTab{k % 2 + 1}"><td class="messCase1" width="180" valign="top"><div><a '
        f'rel="nofollow" href="{topic}#t{num}" name="t{num}"></a></div><div><b class="s2">'
        f'{m.author}</b></div>{avatar}<div class="MessageProfil">Profil : '
        f'{DOCTI_PROFILES[m.uid % 5]}</div></td><td class="messCase2" width="100%" valign="top"'
        '><div class="toolbar"><div class="left">Posté le '
        f'{docti_date(m.when)}&nbsp;</div><div class="right"><a class="md_cryptlink" href="'
        f'/message.php?config=doctissimo.inc&amp;cat=12&amp;numreponse={num}&amp;repondre=1">'
        'Répondre</a> <a class="md_cryptlink" href="/message.php?config=doctissimo.inc&amp;'
        f'cat=12&amp;numrep={num}">Citer</a> <a class="md_cryptlink" href="/alerte.php?num='
        f'{num}">Alerter</a></div><div class="spacer"></div></div><div id="para{num}">{quote}'
        f'{p_tags(m)}<div style="clear: both;"> </div>{sig}</div>{edited}</td></tr></table>')


def doctissimo(posts: list[Message]) -> str:
    """A Doctissimo forum thread (forum.doctissimo.fr, the forum engine it shares with HFR):
    the consent dialog ("Vos choix concernant l'utilisation des cookies"), the site's header
    (Santé, Grossesse, Psychologie, Nutrition, Beauté, Forum), the breadcrumbs "Forum >
    Santé > Sommeil", "Sujet : ..." with "Pages : 1", Réponse rapide; a table.messagetable
    per post: td.messCase1 (b.s2 pseudo, the avatar on some, "Profil : Doctinaute d'or"),
    td.messCase2 (div.toolbar "Posté le 04/03/2021 à 10:12:33", Répondre / Citer / Alerter,
    div#paraN with <p>s, the signature after a line of dashes, "Message édité par ... le
    ..." on some); quotes as table.citation "bob a écrit :"; "Sujets relatifs" with their
    last answers' dates and the footer. The first post is the first message."""
    tid = 1400000 + posts[0].pid
    topic = DOCTI_TOPIC.format(tid)
    items = "".join(docti_post(posts, k, topic) for k in range(len(posts)))
    related = "".join(
        f'<tr class="sujet ligne_booleen{k % 2}"><td class="sujetCase3"><a href="/sante/sommeil'
        f'/{_slug(x)}-sujet_{tid - 29 * (k + 1)}_1.htm" class="cCatTopic">{x}</a></td><td class='
        f'"sujetCase6">{WHO[k]}</td><td class="sujetCase7">{k * 4 + 2}</td><td class="sujetCase9'
        f'">{docti_date(_others(k))}<br>par {WHO[k + 1]}</td></tr>'
        for k, x in enumerate(("Bruit dans l'oreille la nuit", "Réveils nocturnes depuis un mois",
                               "Acouphènes et insomnie", "Appareil qui fait du bruit la nuit")))
    nav = "".join(f'<li><a href="https://www.doctissimo.fr/{h}">{x}</a></li>'
                  for h, x in (("sante", "Santé"), ("grossesse", "Grossesse"),
                               ("psychologie", "Psychologie"), ("nutrition", "Nutrition"),
                               ("beaute", "Beauté"), ("forum", "Forum")))
    pages = ('<tr class="cBackHeader fondForum2PagesHaut"><td colspan="2" class="padding"><div '
             'class="pagepresuiv"></div>Pages : <b>1</b></td></tr>')
    body = (
        '<div id="didomi-host" class="didomi-popup"><div class="didomi-popup-container" role="'
        'dialog"><h1 class="didomi-popup-title">Vos choix concernant l\'utilisation des cookies'
        '</h1><p class="didomi-popup-text">Nos partenaires et nous utilisons des cookies et '
        'technologies similaires pour stocker et accéder à des informations sur votre terminal,'
        ' afficher des publicités personnalisées et mesurer l\'audience.</p><button class="'
        'didomi-button didomi-components-button" id="didomi-notice-agree-button">Accepter &amp; '
        'Fermer</button><button class="didomi-button didomi-button-standard">Paramétrer les '
        'cookies</button></div></div><header class="dct-header"><a class="dct-logo" href="https'
        '://www.doctissimo.fr/"><img src="https://www.doctissimo.fr/static/logo-doctissimo.svg"'
        f' alt="Doctissimo" width="180"></a><nav class="dct-nav"><ul>{nav}</ul></nav><a class="'
        'dct-login" href="https://club.doctissimo.fr/connexion/">Se connecter</a></header><div '
        'id="mesdiscussions" class="mesdiscussions"><div class="md-breadcrumb"><a href="/">'
        'Forum</a> &gt; <a href="/sante/liste_categorie.htm">Santé</a> &gt; <a href="/sante/'
        f'sommeil/liste_sujet-1.htm">Sommeil</a> &gt; <span>{TITLE}</span></div><table class="'
        f'main" cellspacing="0" cellpadding="4">{pages}<tr class="cBackHeader fondForum2Title">'
        '<th class="padding" style="width: 180px;">Auteur</th><th class="padding"><div class="'
        f'left"><h1>Sujet : {TITLE}</h1></div><div class="right"><a href="#formulaire">Réponse '
        f'rapide</a></div></th></tr></table>{items}<table class="main" cellspacing="0" '
        f'cellpadding="4">{pages}</table><form id="formulaire" class="hop"><div class="md-'
        'reponse-rapide"><h3>Réponse rapide</h3><p>Vous devez être <a href="https://club.'
        'doctissimo.fr/connexion/">connecté</a> pour répondre à ce sujet.</p></div></form><'
        'table class="main" cellspacing="0" cellpadding="4"><tr class="cBackHeader"><th colspan'
        '="4">Sujets relatifs</th></tr><tr class="cBackHeader"><th>Sujet</th><th>Auteur</th>'
        f'<th>Réponses</th><th>Dernière réponse</th></tr>{related}</table></div><footer class="'
        'dct-footer"><ul><li><a href="https://www.doctissimo.fr/equipe/">Qui sommes-nous ?</a>'
        '</li><li><a href="https://www.doctissimo.fr/cgu/">Conditions générales d\'utilisation'
        '</a></li><li><a href="/charte.htm">Charte du forum</a></li><li><a href="https://www.'
        'doctissimo.fr/confidentialite/">Données personnelles</a></li></ul><p>© Doctissimo 2021'
        ' — Les informations fournies sur Doctissimo ne remplacent pas une consultation '
        'médicale.</p></footer>')
    return page(f"{TITLE} - Sommeil - Forum Santé - Doctissimo", body, "fr")


# --- Fandom Discussions (saved DOM) -----------------------------------------------------------

FANDOM_WIKI = ("eurotrucksimulator2", "Euro Truck Simulator 2 Wiki")


def week_ago(t: datetime) -> str:
    """"just now", "5 minutes ago", "3 hours ago", "4 days ago" within the week, then "Mar 4,
    2021" (Fandom, Bitbucket)."""
    s = _seconds(t)
    if 0 <= s < 7 * 86400:
        return _en_ago(t)
    return f"{t:%b} {t.day}, {t.year}"


def fandom_user(m: Message, size: int) -> str:
    badge = ('<span class="user-badge" title="Discussions Moderator"><svg class="wds-icon wds-'
             'icon-tiny"><use xlink:href="#wds-icons-badge-discussion-moderator"></use></svg>'
             '</span>' if m.uid % 5 == 2 else "")
    return (
        f'<a class="EntityHeader_avatar__3bEqh" href="https://{FANDOM_WIKI[0]}.fandom.com/wiki/'
        f'User:{m.author}"><div class="wds-avatar" style="width: {size}px; height: {size}px;">'
        f'<img class="wds-avatar__image" src="https://static.wikia.nocookie.net/{_hash(m.uid, 8)}'
        f'/avatar?size={size * 2}" alt="{m.author}"></div></a><div class="EntityHeader_header-'
        f'details__1bZ7-"><a class="EntityHeader_name__3WMN7" href="https://{FANDOM_WIKI[0]}.'
        f'fandom.com/f/u/{30000000 + m.uid * 7919}">{m.author}</a>{badge}<span class="'
        f'EntityHeader_middot__2f3Ke">·</span><span class="timestamp" title="'
        f'{_en_full(m.when)}">{week_ago(m.when)}</span></div>')


def fandom_content(m: Message) -> str:
    quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
    return (f'<div class="entity-content EntityContent_content__2vR2u" data-testid="entity-'
            f'content">{quote}{p_tags(m)}</div>')


def fandom_reply(m: Message) -> str:
    rid = 4400000000000000000 + m.pid * 131
    ups = m.uid * 7 % 9
    return (
        f'<div class="Reply_reply__3h-Ws" data-reply-id="{rid}" id="{rid}"><div class="Entity'
        f'Header_entity-header__2JLyM">{fandom_user(m, 30)}<div class="Reply_actions__1Wtpo">'
        '<button class="wds-button wds-is-text" aria-label="More"><svg class="wds-icon wds-icon-'
        'small"><use xlink:href="#wds-icons-more-small"></use></svg></button></div></div><div '
        f'class="Reply_body__PM9kM">{fandom_content(m)}</div><div class="Reply_footer__3hrLn">'
        '<button class="UpvoteButton_upvote-button__2dYeN" type="button" aria-label="Upvote">'
        '<svg class="wds-icon wds-icon-small"><use xlink:href="#wds-icons-upvote-small"></use>'
        f'</svg><span class="UpvoteButton_count__1p9RF">{ups or ""}</span></button></div></div>')


def fandom_discussions(posts: list[Message]) -> str:
    """A Fandom Discussions thread (wiki.fandom.com/f/p/<id>) as the browser's DOM holds it
    (2021, CSS-module classes): the cookie dialog, the global navigation (FANDOM, GAMES,
    MOVIES, TV, VIDEO, WIKIS, START A WIKI, SIGN IN, REGISTER), the community header (the
    wiki's name, Explore / Main Page / Discuss / Community); the categories on the left
    ("All", "General", "Help", ...); "Back to Discussions"; the post card (the category, the
    avatar, the name, "· 3 hours ago" / "Mar 4, 2021" titled "Thursday, March 4, 2021 at
    10:12 AM", the title, div.entity-content with <p>s, Follow, upvotes, "5 Replies",
    Share); then the replies, flat, oldest first (avatar, name, moderator badge on some, the
    time, the text, upvotes); quotes as a blockquote in the rich text; the reply box; the
    right rail (Guidelines, Popular pages) and Fandom's footer. The post is the first
    message."""
    head = posts[0]
    sub, wiki = FANDOM_WIKI
    thread_id = 4400000000000000000 + head.pid * 131
    n = len(posts) - 1
    replies = "".join(fandom_reply(m) for m in posts[1:])
    cats = "".join(
        f'<li class="CategoryList_item__2Zf3p{" is-active" if x == "General" else ""}"><a href="'
        f'https://{sub}.fandom.com/f?catId={4400000000000000 + k}">{x}</a><span>{c}</span></li>'
        for k, (x, c) in enumerate((("All", "8,412"), ("General", "3,205"), ("Help", "1,877"),
                                    ("Mods", "964"), ("Screenshots", "2,366"))))
    gnav = "".join(f'<a class="global-navigation__link" href="https://www.fandom.com/{h}">{x}'
                   '</a>' for h, x in (("topics/games", "GAMES"), ("topics/movies", "MOVIES"),
                                       ("topics/tv", "TV"), ("video", "VIDEO")))
    popular = "".join(
        f'<li><a href="https://{sub}.fandom.com/wiki/{x.replace(" ", "_")}">{x}</a></li>'
        for x in ("Trucks", "Map", "Mods", "World of Trucks", "DLC"))
    body = (
        '<div class="_2VvHKU6dMKGjSkNrUfXyg2" role="dialog" data-tracking-opt-in-overlay="true">'
        '<div class="_1IsRSPVl8sGw4wLgfZ0MIF"><div class="_1oURQ5Ds6hG1FO3w3sJnR7">We Care '
        'About Your Privacy</div><div class="_3cDqKnRDEBt3_YRk_X_TOO">We and our partners use '
        'technologies, such as cookies, and process personal data, such as IP addresses and '
        'cookie identifiers, to personalise ads and content.</div><div class="_2UwPWzPp7Ey'
        'EwL8gSmLrm2">ACCEPT</div><div class="_3KGgvd7tmrOWhk1zvnQ6sj">Learn More</div></div>'
        '</div><nav class="global-navigation" data-tracking-label="global-navigation"><a class="'
        'global-navigation__logo" href="https://www.fandom.com/" title="Fandom"><svg class="wds-'
        'icon"><use xlink:href="#wds-brand-fandom-logo"></use></svg></a><div class="global-'
        f'navigation__links">{gnav}<a class="global-navigation__link" href="https://www.fandom'
        '.com/explore">WIKIS</a><a class="global-navigation__link" href="https://createnewwiki'
        '.fandom.com/">START A WIKI</a></div><div class="global-navigation__bottom"><a class="'
        'wds-button wds-is-secondary" href="https://www.fandom.com/signin">SIGN IN</a><a class="'
        'wds-button" href="https://www.fandom.com/register">REGISTER</a></div></nav><div class="'
        'main-container"><header class="fandom-community-header"><a class="fandom-community-'
        f'header__image" href="https://{sub}.fandom.com/"><img src="https://static.wikia.'
        f'nocookie.net/{sub}/images/e/e6/Site-logo.png" alt="{wiki}"></a><div class="fandom-'
        'community-header__top-container"><div class="fandom-community-header__community-name-'
        f'wrapper"><a class="fandom-community-header__community-name" href="https://{sub}.'
        f'fandom.com/">{wiki}</a></div><nav class="fandom-community-header__local-navigation">'
        f'<ul class="wds-tabs"><li class="wds-tabs__tab"><a href="https://{sub}.fandom.com/wiki'
        f'/Special:AllPages">Explore</a></li><li class="wds-tabs__tab"><a href="https://{sub}.'
        f'fandom.com/wiki/Main_Page">Main Page</a></li><li class="wds-tabs__tab is-active"><a '
        f'href="https://{sub}.fandom.com/f">Discuss</a></li><li class="wds-tabs__tab"><a href="'
        f'https://{sub}.fandom.com/wiki/Special:Community">Community</a></li></ul></nav></div>'
        '</header><div id="discussions-app" class="DiscussionsApp_app__2eBgT"><div class="'
        'ThreadPage_page__3P0Ue"><aside class="LeftRail_rail__3YwkM"><div class="CategoryList_'
        f'title__1Vj0J">Categories</div><ul class="CategoryList_list__2Rg2s">{cats}</ul></aside>'
        '<main class="ThreadPage_main__1GUfE"><a class="BackButton_back__2xEu0" href="https://'
        f'{sub}.fandom.com/f">Back to Discussions</a><article class="Post_post__3v7Ue post-'
        f'detail" data-thread-id="{thread_id}"><div class="Post_category__1qV_O"><a href="https'
        f'://{sub}.fandom.com/f?catId=4400000000000001">General</a></div><div class="Entity'
        f'Header_entity-header__2JLyM">{fandom_user(head, 40)}</div><h1 class="Post_title__'
        f'2yqcT">{TITLE}</h1><div class="Post_body__3_S5O">{fandom_content(head)}</div><div '
        'class="Post_footer__8r6Rb"><button class="wds-button wds-is-secondary FollowButton_'
        'follow__3Hj6p" type="button">Follow</button><button class="UpvoteButton_upvote-button'
        '__2dYeN" type="button" aria-label="Upvote"><span class="UpvoteButton_count__1p9RF">'
        f'{head.uid * 3 % 40 + 1}</span></button><span class="Post_replies__3ZTEt">'
        f'{_n(n, "Reply", "Replies")}</span><button class="ShareButton_share__2Ne3c" type="'
        'button">Share</button></div></article><section class="ReplyList_list__2SiWB" aria-'
        f'label="Replies">{replies}<div class="ReplyCreate_reply-create__3i5Pf"><div class="'
        'ReplyCreate_placeholder__2nE4z">Write a reply.</div><p class="ReplyCreate_login__1T'
        f'pxU"><a href="https://www.fandom.com/signin">Sign in</a> to reply.</p></div></section>'
        '</main><aside class="RightRail_rail__1qIvg"><div class="Guidelines_guidelines__3D4Ut">'
        f'<h2>{wiki} Discussions Guidelines</h2><p>Be kind, stay on topic and do not post '
        'spoilers without a warning.</p><a href="https://'
        f'{sub}.fandom.com/f/guidelines">Read more</a></div><div class="PopularPages_module__'
        f'1ZDny"><h2>Popular Pages</h2><ul>{popular}</ul></div></aside></div></div></div><footer'
        ' class="global-footer"><div class="global-footer__content"><section class="global-'
        'footer__section"><h3>Explore properties</h3><a href="https://www.fandom.com/">Fandom'
        '</a> <a href="https://www.muthead.com/">Muthead</a> <a href="https://www.fanatical.com'
        '/">Fanatical</a></section><section class="global-footer__section"><h3>Overview</h3><a '
        'href="https://www.fandom.com/about">What is Fandom?</a> <a href="https://www.fandom.com'
        '/about#about-us">About</a> <a href="https://www.fandom.com/careers">Careers</a> <a '
        'href="https://www.fandom.com/terms-of-use">Terms of Use</a> <a href="https://www.fandom'
        '.com/privacy-policy">Privacy Policy</a></section><section class="global-footer__'
        'section"><h3>Community</h3><a href="https://community.fandom.com/wiki/Community_'
        'Central">Community Central</a> <a href="https://fandom.zendesk.com/">Support</a> <a '
        'href="https://community.fandom.com/wiki/Help:Contents">Help</a></section></div><div '
        f'class="global-footer__bottom">{wiki} is a FANDOM Games Community. Community content is'
        ' available under <a href="https://www.fandom.com/licensing">CC-BY-SA</a> unless '
        'otherwise noted.</div></footer>')
    return page(f"{TITLE} | Fandom", body)


# --- Steemit post and comments (condenser) ----------------------------------------------------

STEEM_TAG = "cars"


def steem_ago(t: datetime) -> str:
    """react-intl's FormattedRelative, best fit: "now", "5 minutes ago", "3 hours ago",
    "yesterday", "4 days ago", "last month", "3 months ago", "last year", "2 years ago"."""
    s = _seconds(t)
    if s < 0:
        return "in a few hours"
    if s < 45:
        return "now"
    if s < 45 * 60:
        return f"{_n(max(round(s / 60), 1), 'minute', 'minutes')} ago"
    if s < 22 * 3600:
        return f"{_n(max(round(s / 3600), 1), 'hour', 'hours')} ago"
    days = round(s / 86400)
    if days < 26:
        return "yesterday" if days <= 1 else f"{days} days ago"
    months = round(days / 30.4)
    if months < 11:
        return "last month" if months <= 1 else f"{months} months ago"
    years = max(round(days / 365), 1)
    return "last year" if years == 1 else f"{years} years ago"


def steem_title(t: datetime) -> str:
    """toLocaleString() in en-US: "3/4/2021, 10:12:33 AM"."""
    return f"{t.month}/{t.day}/{t.year}, {t.hour % 12 or 12}:{t:%M:%S} {t:%p}"


def steem_permlink(parent: Message, m: Message) -> str:
    """condenser's reply permlinks: "re-alice-20210304t101233123z"."""
    return f"re-{_handle(parent)}-{m.when:%Y%m%dt%H%M%S}{m.pid % 1000:03d}z"


def steem_author(m: Message, cls: str = "") -> str:
    rep = 25 + m.uid * 7 % 50
    link = f' class="{cls}"' if cls else ""
    return (f'<span class="author" itemprop="author" itemscope itemtype="http://schema.org/'
            f'Person"><strong><a{link} href="/@{_handle(m)}">{m.author}</a></strong> <span '
            f'class="Reputation" title="Reputation">({rep})</span></span>')


def steem_md(m: Message, small: bool = False) -> str:
    quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
    cls = "MarkdownViewer Markdown" + (" MarkdownViewer--small" if small else "")
    return f'<div class="{cls}"><div>{quote}{p_tags(m)}</div></div>'


def steem_comment(posts: list[Message], kids: dict[int, list[int]], k: int, post_url: str,
                  depth: int) -> str:
    m = posts[k]
    cid = f"@{_handle(m)}/{steem_permlink(posts[_parent(posts, kids, k)], m)}"
    below = "".join(steem_comment(posts, kids, c, post_url, depth + 1) for c in kids[k])
    payout = f"${(m.uid * 37 % 400) / 1000:.2f}"
    return (
        f'<div class="hentry Comment {"root" if depth == 0 else "reply"}" id="#{cid}"><div class'
        f'="Comment__Userpic show-for-medium"><a href="/@{_handle(m)}"><div class="Userpic" '
        f'style="background-image: url(&quot;https://steemitimages.com/u/{_handle(m)}/avatar/'
        'small&quot;);"></div></a></div><div class="Comment__header"><div class="Comment__'
        'header_collapse"><a title="Collapse/Expand">[-]</a></div><span class="Comment__header-'
        f'user"><div class="Author">{steem_author(m, "ptc")}</div></span> &nbsp; · &nbsp; <a '
        f'href="{post_url}#{cid}" class="PlainLink"><span title="{steem_title(m.when)}">'
        f'{steem_ago(m.when)}</span></a></div><div class="Comment__body entry-content">'
        f'{steem_md(m, True)}</div><div class="Comment__footer"><div class="Voting"><span '
        'class="Voting__inner"><span class="Voting__button Voting__button-up"><a href="#" title'
        '="Upvote"><span class="Icon chevron-up-circle"></span></a></span><div class="Dropdown'
        f'Menu"><a href="#"><span class="prefix">$</span>{payout[1:]}</a></div></span></div>'
        '<span class="Comment__footer__controls"><a href="#">Reply</a></span></div><div class="'
        f'Comment__replies hfeed">{below}</div></div>')


def steemit(posts: list[Message]) -> str:
    """A Steemit post page (condenser, 2021): the header (the steemit logo, Posts /
    Proposals / Witnesses / Our dApps, search, Log in, Sign up); div.PostFull (h1.entry-
    title, "3 hours ago" / "4 days ago" / "last year" titled "3/4/2021, 10:12:33 AM", "by
    alice (58) in cars", div.PostFull__body > div.MarkdownViewer with <p>s, the tags, the
    payout, "23 votes", the comment count, Reply, Reblog, share icons), the sign-up banner
    "Authors get paid when people like you upvote their post."; then div#comments "Sort
    Order: Trending" and div.hentry.Comment per comment (the userpic, the author with the
    reputation, "· 2 hours ago" linking to #@bob/re-..., div.Comment__body, the payout,
    Reply), replies nested in div.Comment__replies; quotes as Markdown blockquotes. The post
    is the first message."""
    head = posts[0]
    tops, kids = _tree(posts)
    post_url = f"/{STEEM_TAG}/@{_handle(head)}/{_slug(TITLE)}"
    comments = "".join(steem_comment(posts, kids, k, post_url, 0) for k in tops)
    votes = head.uid * 3 % 60 + 5
    tags = "".join(f'<a href="/trending/{x}">{x}</a>'
                   for x in (STEEM_TAG, "help", "mechanic", "diy"))
    nav = "".join(f'<li class="Header__nav-item"><a href="{h}">{x}</a></li>'
                  for h, x in (("/trending", "Posts"), ("/proposals", "Proposals"),
                               ("/~witnesses", "Witnesses"), ("/apps", "Our dApps")))
    body = (
        '<div class="App theme-light"><header class="Header"><nav class="row Header__nav"><div '
        'class="small-5 large-4 columns Header__logotype"><a href="/"><svg class="logo-new" '
        'viewBox="0 0 150 30"><title>steemit</title></svg></a></div><div class="large-4 columns '
        f'show-for-large large-centered Header__sort"><ul class="nav__block-list">{nav}</ul>'
        '</div><div class="small-7 large-4 columns Header__buttons"><span class="Header__'
        'search"><a href="/search"><span class="Icon search"></span></a></span><a class="'
        'Header__login-link" href="/login.html">Log in</a><a class="Header__signup-link" href="'
        'https://signup.steemit.com">Sign up</a></div></nav></header><div class="App__content">'
        '<div class="Post"><div class="row"><div class="column"><div class="PostFull hentry" '
        'itemscope itemtype="http://schema.org/blogPost"><div class="PostFull__header"><h1 '
        f'class="entry-title">{TITLE}</h1><div class="PostFull__time_author_category_large '
        'vcard"><span class="Icon clock"></span> <span title="'
        f'{steem_title(head.when)}"><span>{steem_ago(head.when)}</span></span> by '
        f'{steem_author(head)} in <span class="Tag"><a href="/trending/{STEEM_TAG}">{STEEM_TAG}'
        '</a></span></div></div><div class="PostFull__body entry-content">'
        f'{steem_md(head)}</div><div class="TagList__horizontal">{tags}</div><div class="'
        'PostFull__footer row"><div class="columns medium-12 large-5"><div class="Time'
        f'AuthorCategory"><span title="{steem_title(head.when)}">{steem_ago(head.when)}</span>'
        f' by {steem_author(head)}</div></div><div class="columns medium-12 large-2"><span '
        'class="Voting"><span class="Voting__inner"><span class="Voting__button Voting__button-'
        'up"><a href="#" title="Upvote"><span class="Icon chevron-up-circle"></span></a></span>'
        f'<div class="DropdownMenu"><a href="#"><span>${votes * 0.37:.2f}</span></a></div>'
        '</span><span class="VotesAndComments"><span class="VotesAndComments__votes" title="'
        f'{votes} votes">{votes} votes</span><span class="VotesAndComments__comments"><a title'
        f'="{len(posts) - 1} responses. Click to respond." href="{post_url}#comments">'
        f'{len(posts) - 1}</a></span></span></span></div><div class="RightShare__Menu small-11 '
        'medium-12 large-5 columns"><span class="PostFull__reply"><a href="#">Reply</a></span>'
        '<span class="Reblog__button"><a href="#" title="Resteem"><span class="Icon reblog">'
        '</span></a></span><span class="shareMenu"><ul class="horizontal"><li><a title="Share '
        'on Facebook" href="#"><span class="Icon facebook"></span></a></li><li><a title="Share'
        ' on Twitter" href="#"><span class="Icon twitter"></span></a></li><li><a title="Share '
        'on Linkedin" href="#"><span class="Icon linkedin"></span></a></li></ul></span></div>'
        '</div></div></div></div><div class="row"><div class="column"><div class="Post__'
        'promote-banner callout">Authors get paid when people like you upvote their post.<br>If'
        ' you enjoyed what you read here, create your account today and start earning FREE '
        'STEEM!<br><a class="button e-btn" href="https://signup.steemit.com">Sign up</a></div>'
        '</div></div><div id="comments" class="Post_comments row hfeed"><div class="column '
        'large-12"><div class="Post_comments__content"><div class="Post__comments_sort_order '
        'float-right">Sort Order: &nbsp;<ul class="DropdownMenu VerticalMenu"><a href="#"><span'
        f'>Trending</span></a></ul></div>{comments}</div></div></div></div></div></div>')
    return page(f"{TITLE} — Steemit", body)


# --- Trello card (saved DOM) ------------------------------------------------------------------

TRELLO_BOARD = ("Infotainment bugs", "a1B2c3D4")
TRELLO_LISTS = ("Backlog", "Investigating", "Fix in progress", "Done")


def trello_date(t: datetime) -> str:
    """"5 minutes ago" within the hour, "today at 10:12 AM", "yesterday at 9:14 PM", "Mar 4 at
    10:12 AM" this year, "Mar 4, 2020 at 10:12 AM" before."""
    s = _seconds(t)
    if 0 <= s < 3600:
        return "just now" if s < 60 else f"{_n(int(s // 60), 'minute', 'minutes')} ago"
    clock = hm(t, " ", True)
    if days_ago(t) == 0:
        return f"today at {clock}"
    if days_ago(t) == 1:
        return f"yesterday at {clock}"
    year = "" if t.year == NOW.year else f", {t.year}"
    return f"{t:%b} {t.day}{year} at {clock}"


def trello_member(m: Message) -> str:
    mid = _hash(m.uid * 3, 24)
    initials = "".join(w[0] for w in m.author.replace("_", " ").replace(".", " ").split())[:2]
    return (f'<div class="member js-show-mem-menu" idmember="{mid}"><span class="member-'
            f'initials" title="{m.author} ({_handle(m)})" aria-label="{m.author} ({_handle(m)})">'
            f'{initials.upper()}</span></div>')


def trello_phenom(kind: str, m: Message, t: datetime, what: str, link: str, aid: str) -> str:
    """One line of the card's activity: a comment (``what`` its markup) or an event."""
    stamp = (f'<a class="date js-hide-on-sending js-highlight-link past" dt="{_iso_z(t)}" href="'
             f'{link}#comment-{aid}" title="{MONTHS_EN[t.month - 1]} {t.day}, {t.year} '
             f'{hm(t, " ", True)}">{trello_date(t)}</a>')
    who = (f'<span class="inline-member js-show-mem-menu" idmember="{_hash(m.uid * 3, 24)}">'
           f'<span class="u-font-weight-bold">{m.author}</span></span>')
    if kind == "comment":
        return (
            f'<div class="phenom mod-comment-type" data-action-id="{aid}"><div class="phenom-'
            f'creator">{trello_member(m)}</div><div class="phenom-desc">{who} <span class="'
            f'inline-spacer"> </span><span class="phenom-date quiet">{stamp}</span></div><div '
            'class="comment-container"><div class="action-comment can-view-only markeddown js-'
            f'comment" dir="auto"><div class="current-comment js-friendly-links js-open-card">'
            f'{what}</div></div></div><div class="phenom-reactions"><div class="reactions-add '
            'js-reaction-piles-add" title="Add reaction"><span class="icon-sm icon-add-'
            'reaction"></span></div></div><div class="phenom-meta quiet"><span class="js-hide-'
            'on-sending middle"><a class="js-reply-to-action" href="#">Reply</a></span></div>'
            '</div>')
    return (f'<div class="phenom mod-other-type" data-action-id="{aid}"><div class="phenom-'
            f'creator">{trello_member(m)}</div><div class="phenom-desc">{who} {what}</div><p '
            f'class="phenom-meta quiet">{stamp}</p></div>')


def trello_card(posts: list[Message]) -> str:
    """A Trello card opened over its board, as the browser's DOM holds it (2021): the header
    bar (Boards, Workspaces, Recent, Starred, Create, search, Log in), the board header (the
    board's name, "Workspace visible", members, Show menu) and its lists of cards behind the
    card's window: the card's title, "in list Investigating", Members and Labels, the
    Description (div.current.markeddown with <p>s); then Activity, newest first, the comment
    box "Write a comment…" above it: div.phenom.mod-comment-type per comment (the member's
    initials, the name, a.date "3 hours ago" / "today at 10:12 AM" / "Mar 4 at 10:12 AM"
    titled with the full date, div.current-comment with <p>s, Reply), the events among them
    ("joined this card", "moved this card from Backlog to Investigating", "added this card
    to Backlog" at the bottom, with the description's author and date); quotes as Markdown
    blockquotes; the window's side bar (Add to card, Power-Ups, Actions). The description
    is the first message."""
    head = posts[0]
    name, board = TRELLO_BOARD
    num = 40 + head.pid % 60
    short = _hash(head.pid, 8)
    link = f"/c/{short}/{num}-{_slug(TITLE)}"
    events = [(head.when, trello_phenom("event", head, head.when, f'added this card to <a href'
                                        f'="/b/{board}">{TRELLO_LISTS[0]}</a>', link,
                                        _hash(head.pid + 1, 24)))]
    seen = {head.author}
    for m in posts[1:]:
        quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
        events.append((m.when, trello_phenom("comment", m, m.when, quote + p_tags(m), link,
                                             _hash(m.pid * 7, 24))))
        if m.author not in seen:
            seen.add(m.author)
            events.append((m.when - timedelta(minutes=1), trello_phenom(
                "event", m, m.when - timedelta(minutes=1), "joined this card", link,
                _hash(m.pid * 7 + 1, 24))))
    if len(posts) > 1:
        t = posts[1].when + timedelta(minutes=5)
        events.append((t, trello_phenom("event", head, t, f"moved this card from "
                                        f"{TRELLO_LISTS[0]} to {TRELLO_LISTS[1]}", link,
                                        _hash(head.pid + 2, 24))))
    events.sort(key=lambda e: e[0], reverse=True)
    activity = "".join(html for _, html in events)
    members = "".join(trello_member(m) for m in dict((m.author, m) for m in posts).values())
    lists = "".join(
        f'<div class="js-list list-wrapper"><div class="list js-list-content"><div class="list-'
        f'header js-list-header"><h2 class="list-header-name-assist js-list-name-assist">{x}'
        '</h2></div><div class="list-cards js-list-cards">'
        + "".join(f'<a class="list-card js-member-droppable" href="/c/{_hash(k * 5 + j, 8)}"><div '
                  f'class="list-card-details"><span class="list-card-title js-card-name">{c}'
                  '</span></div></a>' for j, c in enumerate(
                      ((TITLE,) if k == 1 else ()) + (OTHER_THREADS[k],)))
        + '</div><a class="open-card-composer js-open-card-composer" href="#"><span class="'
        'icon-sm icon-add"></span>Add a card</a></div></div>' for k, x in enumerate(TRELLO_LISTS))
    side = "".join(f'<a class="button-link" href="#" title="{x}"><span class="icon-sm icon-{i}">'
                   f'</span> {x}</a>' for i, x in (("member", "Members"), ("label", "Labels"),
                                                   ("checklist", "Checklist"),
                                                   ("clock", "Dates"),
                                                   ("attachment", "Attachment")))
    acts = "".join(f'<a class="button-link" href="#" title="{x}"><span class="icon-sm icon-{i}">'
                   f'</span> {x}</a>' for i, x in (("move", "Move"), ("copy", "Copy"),
                                                   ("template-card", "Make template"),
                                                   ("subscribe", "Watch"),
                                                   ("archive", "Archive"), ("share", "Share")))
    body = (
        '<div id="trello-root"><div id="header" class="header-banner"><div class="header-'
        'container"><a class="header-btn" href="/" aria-label="Back to home"><span class="'
        'header-logo-default"></span></a><a class="header-btn" href="#">Workspaces</a><a class="'
        'header-btn" href="#">Recent</a><a class="header-btn" href="#">Starred</a><a class="'
        'header-btn header-create" href="#">Create</a><div class="header-search"><input class="'
        'header-search-input" type="text" placeholder="Search" autocomplete="off"></div><a '
        'class="header-btn header-login" href="/login">Log in</a><a class="header-btn header-'
        'signup" href="/signup">Sign up</a></div></div><div id="content"><div class="board-'
        'wrapper"><div class="board-main-content"><div class="board-header u-clearfix js-board-'
        f'header"><h1 class="board-header-btn-text">{name}</h1><span class="board-header-btn '
        'board-header-btn-org-name">Acme Motors</span><span class="board-header-btn perms-btn">'
        '<span class="icon-sm icon-organization"></span> Workspace visible</span><div class="'
        f'board-header-facepile">{members}</div><a class="board-header-btn mod-show-menu" href'
        f'="#">Show menu</a></div><div class="board-canvas"><div id="board">{lists}</div></div>'
        '</div></div></div><div class="window-overlay"><div class="window" style="display: '
        'block;"><div class="window-wrapper js-tab-parent"><a class="icon-md icon-close dialog-'
        'close-button js-close-window" href="#"></a><div class="card-detail-window u-clearfix">'
        '<div class="window-header"><span class="window-header-icon icon-lg icon-card"></span>'
        '<div class="window-title"><h2 class="card-detail-title-assist js-title-helper" dir="'
        f'auto">{TITLE}</h2></div><div class="window-header-inline-content quiet js-current-'
        'list"><p class="u-inline-block u-bottom">in list <a class="js-open-move-from-header" '
        f'href="#">{TRELLO_LISTS[1]}</a></p></div></div><div class="window-main-col"><div class'
        '="card-detail-data u-gutter u-clearfix"><div class="card-detail-item"><h3 class="card-'
        f'detail-item-header">Members</h3><div class="js-card-detail-members-list">{members}'
        '</div></div><div class="card-detail-item"><h3 class="card-detail-item-header">Labels'
        '</h3><span class="card-label card-label-red mod-card-detail" title="bug">bug</span>'
        '<span class="card-label card-label-blue mod-card-detail" title="audio">audio</span>'
        '</div></div><div class="window-module u-clearfix"><div class="window-module-title '
        'window-module-title-no-divider card-detail-description"><span class="icon-description '
        'icon-lg window-module-title-icon"></span><h3 class="u-inline-block">Description</h3>'
        '</div><div class="u-gutter"><div class="editable"><div class="description-content js-'
        'desc-content"><div class="current markeddown hide-on-edit js-desc js-show-with-desc" '
        f'dir="auto">{p_tags(head)}</div></div></div></div></div><div class="window-module"><div'
        ' class="window-module-title window-module-title-no-divider"><span class="icon-activity '
        'icon-lg window-module-title-icon"></span><h3>Activity</h3><div class="window-module-'
        'title-options"><a class="button-link js-show-details" href="#">Show details</a></div>'
        '</div><div class="new-comment js-new-comment mod-card-back"><div class="comment-frame">'
        '<div class="comment-box"><textarea class="comment-box-input js-new-comment-input" '
        'placeholder="Write a comment…" aria-label="Write a comment"></textarea></div></div>'
        f'</div><div class="js-list-actions mod-card-back">{activity}</div></div></div><div '
        'class="window-sidebar"><div class="window-module u-clearfix"><h3 class="mod-no-top-'
        f'margin">Add to card</h3><div class="u-clearfix">{side}</div></div><div class="window-'
        'module u-clearfix"><h3>Power-Ups</h3><a class="button-link" href="#">Add Power-Ups</a>'
        '</div><div class="window-module u-clearfix"><h3>Actions</h3><div class="u-clearfix">'
        f'{acts}</div></div></div></div></div></div></div></div>')
    return page(f"{TITLE} | Trello", body)


# --- lists.sr.ht thread -----------------------------------------------------------------------

SRHT_LIST = ("~alice", "car-dev")


def srht_ago(t: datetime) -> str:
    """humanize's naturaltime: "a minute ago", "3 hours ago", "a day ago", "5 days ago", "a
    month ago", "4 months ago", "a year ago", "1 year, 2 months ago", "2 years ago"."""
    s = _seconds(t)
    if s < 0:
        return "now"
    days = int(s // 86400)
    if days == 0:
        if s < 60:
            return "now" if s < 1 else f"{_n(int(s), 'second', 'seconds')} ago"
        if s < 120:
            return "a minute ago"
        if s < 3600:
            return f"{int(s // 60)} minutes ago"
        if s < 7200:
            return "an hour ago"
        return f"{int(s // 3600)} hours ago"
    if days == 1:
        return "a day ago"
    years, rest = days // 365, days % 365
    months = int(round(rest / 30.5))
    if not years:
        if months == 0:
            return f"{days} days ago"
        return "a month ago" if months == 1 else f"{months} months ago"
    if years == 1:
        if months == 0:
            return "a year ago"
        return f"1 year, {_n(months, 'month', 'months')} ago"
    return f"{years} years ago"


def srht_addr(m: Message) -> str:
    return f"{_handle(m)}@example.org"


def srht_msgid(m: Message) -> str:
    return f"C{_hash(m.pid, 12).upper()}.{_hash(m.uid, 8).upper()}@{_handle(m)}"


def srht_body(posts: list[Message], m: Message) -> str:
    """The text as sent from aerc: "On Thu Mar 4, 2021 at 10:12 AM CET, bob wrote:", the
    quoted paragraph as "> " lines, the text wrapped at 72 columns, the "-- " signature."""
    out = []
    if m.quote:
        q = _quoted(posts, m)
        t = q.when
        quoted = textwrap.fill(m.quote[2], 70, initial_indent="> ", subsequent_indent="> ")
        out.append(f"On {t:%a %b} {t.day}, {t.year} at {hm(t, ' ', True)} {cet_zone(t)[1]}, "
                   f"{q.author} wrote:\n{quoted}\n")
    out += [_wrap(p) + "\n" for p in m.paragraphs]
    text = "\n".join(out)
    if m.signature:
        text += f"\n-- \n{m.signature}\n"
    return escape(text)


def srht_message(posts: list[Message], kids: dict[int, list[int]], k: int, depth: int) -> str:
    m = posts[k]
    owner, name = SRHT_LIST
    mid = srht_msgid(m)
    url = f"/{owner}/{name}/{escape(mid)}"
    subject = TITLE if k == 0 else f"Re: {TITLE}"
    utc = m.when - timedelta(hours=int(cet_zone(m.when)[0][1:3]))
    reply_to = ""
    if k:
        parent = posts[_parent(posts, kids, k)]
        reply_to = (f'<dt class="col-md-3">In-Reply-To</dt><dd class="col-md-9"><a href="/'
                    f'{owner}/{name}/{escape(srht_msgid(parent))}">&lt;'
                    f'{escape(srht_msgid(parent))}&gt;</a> (view parent)</dd>')
    below = "".join(srht_message(posts, kids, c, depth + 1) for c in kids[k])
    return (
        f'<div class="event message depth-{depth}" id="{escape(mid)}"><div class="message-'
        f'header"><h4><a href="{url}">{subject}</a></h4><div class="message-meta"><span class="'
        f'sender"><a href="/~{_handle(m)}">{m.author}</a> &lt;{srht_addr(m)}&gt;</span> <span '
        f'class="pull-right"><a href="{url}" title="{utc:%Y-%m-%d %H:%M:%S} UTC">'
        f'{srht_ago(m.when)}</a></span></div><details class="message-headers"><summary>Details'
        '</summary><dl class="row"><dt class="col-md-3">Message ID</dt><dd class="col-md-9">'
        f'&lt;{escape(mid)}&gt;</dd>{reply_to}<dt class="col-md-3">DKIM signature</dt><dd '
        'class="col-md-9"><span class="text-success">pass</span></dd><dt class="col-md-3">'
        f'Download raw message</dt><dd class="col-md-9"><a href="{url}/raw">raw</a></dd></dl>'
        f'</details></div><pre class="message-body">{srht_body(posts, m)}</pre><div class="'
        f'message-actions"><a class="btn btn-default" href="mailto:{owner}/{name}@lists.sr.ht?'
        f'In-Reply-To=%3C{escape(mid)}%3E&amp;Cc={srht_addr(m)}&amp;Subject=Re%3A%20'
        f'{TITLE.replace(" ", "%20")}">Reply to thread</a> <a class="btn btn-link" href="{url}'
        '/mbox">Export thread (mbox)</a></div>'
        + (f'<div class="replies">{below}</div>' if below else "") + '</div>')


def sourcehut_lists(posts: list[Message]) -> str:
    """A lists.sr.ht thread page (/~alice/car-dev/<Message-ID>): the navbar ("sourcehut
    lists", the services, "Log in — Register"), the list's tabbed header (~alice/car-dev,
    archive / patches / details), the thread's subject with "Export thread (mbox)" and
    "Subscribe"; then each mail in div.event.message, replies nested under the mail they
    answer (the subject, the sender and address, the age "3 hours ago" / "4 months ago" /
    "1 year, 2 months ago" titled with the UTC time, Details: Message ID, In-Reply-To, DKIM;
    pre.message-body with the text as sent, aerc's attribution "On Thu Mar 4, 2021 at 10:12
    AM CET, bob wrote:" and "> " lines for a quote, the "-- " signature; "Reply to thread");
    the help on replying and sourcehut's footer. The first mail is the first message."""
    owner, name = SRHT_LIST
    tops, kids = _tree(posts)
    kids[0] = tops
    mails = srht_message(posts, kids, 0, 0)
    services = "".join(f'<li class="nav-item"><a class="nav-link" href="https://{x}.sr.ht">{x}'
                       '</a></li>' for x in ("meta", "git", "hg", "builds", "todo", "lists",
                                             "man", "paste"))
    body = (
        '<nav class="container navbar navbar-light navbar-expand-sm"><span class="navbar-brand">'
        '<svg class="icon icon-circle" width="16" height="16" viewBox="0 0 512 512"><path d="'
        'M256 8C119 8 8 119 8 256s111 248 248 248 248-111 248-248S393 8 256 8z"></path></svg> '
        f'sourcehut <a href="/">lists</a></span><ul class="navbar-nav">{services}</ul><div '
        'class="login"><span class="navbar-text"><a href="https://meta.sr.ht/login?return_to='
        'https%3A%2F%2Flists.sr.ht%2F">Log in</a> &mdash; <a href="https://meta.sr.ht">Register'
        '</a></span></div></nav><div class="header-tabbed"><div class="container"><h2><a href="'
        f'/{owner}">{owner}</a>/<wbr><a href="/{owner}/{name}">{name}</a></h2><ul class="nav '
        f'nav-tabs"><li class="nav-item"><a class="nav-link active" href="/{owner}/{name}">'
        f'archive</a></li><li class="nav-item"><a class="nav-link" href="/{owner}/{name}/'
        f'patches">patches</a></li><li class="nav-item"><a class="nav-link" href="/{owner}/'
        f'{name}/details">details</a></li></ul></div></div><div class="container"><div class="'
        f'row"><div class="col-md-12"><h2 class="thread-subject">{TITLE}</h2><p><a href="/'
        f'{owner}/{name}/{escape(srht_msgid(posts[0]))}/mbox">Export thread (mbox)</a> &middot; '
        f'<a href="mailto:{name}+subscribe@lists.sr.ht">Subscribe to this list</a> &middot; '
        f'{_n(len(posts), "message", "messages")}, {len({m.author for m in posts})} '
        'participants</p></div></div><div class="row"><div class="col-md-12 event-list">'
        f'{mails}</div></div><div class="row"><div class="col-md-12"><div class="alert alert-'
        'info"><strong>How do I reply?</strong> Use the "Reply to thread" button to open the '
        'reply in your mail client, or see <a href="https://man.sr.ht/lists.sr.ht/etiquette.md'
        '">mailing list etiquette</a>. Send plain text mails, wrapped at 72 columns, and '
        'reply below the quoted text.</div></div></div></div><footer class="footer"><div class'
        '="container"><p class="text-center">Copyright &copy; 2018&ndash;2021 Drew DeVault and '
        'contributors. <a href="https://git.sr.ht/~sircmpwn/lists.sr.ht">Source code</a> '
        '&mdash; <a href="https://man.sr.ht/terms.md">Terms of use</a> &mdash; <a href="'
        'https://man.sr.ht/privacy.md">Privacy policy</a> &mdash; <a href="https://man.sr.ht/'
        'security-reporting.md">Security</a> &mdash; <a href="https://status.sr.ht">Status</a>'
        '</p></div></footer>')
    return page(f"{TITLE}: {owner}/{name}", body)


# --- marc.info thread and message pages -------------------------------------------------------

MARC_LIST = "debian-user"


def marc_addr(m: Message) -> str:
    """MARC's munged addresses: "bob_m () example ! org"."""
    return f"{m.author.lower()} () example ! org"


def marc_mid(m: Message) -> int:
    return 161400000000000 + m.pid * 1013


def marc_body(posts: list[Message], m: Message) -> str:
    """The body as sent from mutt: "On Thu, Mar 04, 2021 at 10:12:33AM +0100, bob wrote:", the
    quote as "> " lines, the text wrapped at 72 columns, the "-- " signature."""
    out = []
    if m.quote:
        q = _quoted(posts, m)
        t = q.when
        quoted = textwrap.fill(m.quote[2], 70, initial_indent="> ", subsequent_indent="> ")
        out.append(f"On {t:%a, %b %d, %Y at %I:%M:%S%p} {cet_zone(t)[0]}, {q.author} wrote:\n"
                   f"{quoted}\n")
    out += [_wrap(p) + "\n" for p in m.paragraphs]
    text = "\n".join(out)
    if m.signature:
        text += f"\n-- \n{m.signature}\n"
    return escape(text)


def marc_nav(posts: list[Message], order: list[int], k: int) -> str:
    """[prev in list] [next in list] [prev in thread] [next in thread]; greyed at the ends."""
    def link(j: int | None, label: str) -> str:
        if j is None:
            return f'<font color="#c0c0c0">[{label}]</font>'
        return f'<a href="?l={MARC_LIST}&amp;m={marc_mid(posts[j])}&amp;w=2">[{label}]</a>'

    i = order.index(k)
    in_thread = (order[i - 1] if i else None, order[i + 1] if i + 1 < len(order) else None)
    in_list = (k - 1 if k else None, k + 1 if k + 1 < len(posts) else None)
    return ("<br><center>" + link(in_list[0], "prev in list") + " "
            + link(in_list[1], "next in list") + " " + link(in_thread[0], "prev in thread")
            + " " + link(in_thread[1], "next in thread") + " \n</center>")


def marc_info(posts: list[Message]) -> str:
    """A marc.info thread as the archive shows it (w=2): the thread's index first (?t=...: the
    "List:", "Subject:", "Messages: 1-5 of 5" header in bold, then one line per mail, "1.
    2021-03-04  [1] subject  debian-u  alice", replies drawn with "`->"), then each mail as
    its message page lays it out, one after the other: the <pre> with the bold header block
    (List:, Subject:, From: with the address munged as "bob () example ! org", Date:
    "2021-03-04 10:12:33", Message-ID:, "[Download RAW message or body]") and the body as
    sent (mutt's attribution and "> " lines for a quote, wrapped at 72 columns, the "-- "
    signature), then the centered "[prev in list] [next in list] [prev in thread] [next in
    thread]" links, greyed at the ends; MARC's footer (Configure | About | News | Add a list
    | Sponsored by KoreLogic). The first mail is the first message."""
    tops, kids = _tree(posts)
    kids[0] = tops
    order: list[int] = []

    def walk(k: int, depth: int) -> str:
        order.append(k)
        m = posts[k]
        subject = TITLE if k == 0 else f"Re: {TITLE}"
        tree = "" if depth == 0 else "  " * (depth - 1) + "`->"
        line = (f"{len(order):3d}. {m.when:%Y-%m-%d}  {tree}[{len(kids[k]) + 1}] <a href=\"?l="
                f'{MARC_LIST}&amp;m={marc_mid(m)}&amp;w=2">{subject}</a>'
                f"{' ' * max(2, 44 - len(subject) - len(tree))}{MARC_LIST[:8]}  {m.author}\n")
        return line + "".join(walk(c, depth + 1) for c in kids[k])

    index = walk(0, 0)
    tid = marc_mid(posts[0]) - 3
    n = len(posts)
    mails = []
    for k, m in enumerate(posts):
        subject = TITLE if k == 0 else f"Re: {TITLE}"
        mails.append(
            f'<pre><b><font size="+1">\nList:       <a href="?l={MARC_LIST}&amp;r=1&amp;w=2">'
            f'{MARC_LIST}</a>\nSubject:    <a href="?t={tid}&amp;r=1&amp;w=2">{subject}</a>\n'
            f'From:       <a href="?a={130000000000000 + m.uid * 7919}&amp;r=1&amp;w=2">'
            f'{m.author} &lt;{marc_addr(m)}&gt;</a>\nDate:       <a href="?l={MARC_LIST}&amp;'
            f'r=1&amp;b={m.when:%Y%m}&amp;w=2">{m.when:%Y-%m-%d %H:%M:%S}</a>\nMessage-ID: <a '
            f'href="?i={_hash(m.pid, 16)}%20()%20mail%20!%20example%20!%20org">{_hash(m.pid, 16)}'
            ' () mail ! example ! org</a></font>\n[Download RAW <a href="?l='
            f'{MARC_LIST}&amp;m={marc_mid(m)}&amp;q=mbox">message</a> or <a href="?l={MARC_LIST}'
            f'&amp;m={marc_mid(m)}&amp;q=raw">body</a>]</b>\n\n{marc_body(posts, m)}</pre>'
            + marc_nav(posts, order, k))
    footer = ('<br><center><a href="?q=configure">Configure</a> | <a href="?q=about">About</a>'
              ' | <a href="?q=news">News</a> | <a href="mailto:webguy@marc.info?subject=Add%20a'
              '%20list%20to%20MARC">Add a list</a> | Sponsored by <a href="http://www.korelogic.'
              'com/">KoreLogic</a></center>')
    body = (
        f'<pre><b><font size="+1">List:       <a href="?l={MARC_LIST}&amp;r=1&amp;w=2">'
        f'{MARC_LIST}</a>\nSubject:    {TITLE}\nMessages:   <a href="?t={tid}&amp;r=1&amp;w=2">'
        f'1-{n}</a> of {n}</font></b>\n\n{index}</pre><hr>' + "<hr>".join(mails) + footer)
    return ('<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN"><html><head><meta '
            'http-equiv="Content-Type" content="text/html; charset=utf-8"><title>'
            f"'{MARC_LIST}' thread: {TITLE} - MARC</title><link rel=\"icon\" href=\"/favicon.ico"
            f'"></head><body bgcolor="#ffffff" text="#000000">{body}</body></html>')


# --- Bitbucket Cloud pull request (saved DOM) -------------------------------------------------

BB_REPO = ("acme-motors", "audio-service")


def bb_avatar(m: Message, size: int) -> str:
    initial = m.author[0].upper()
    return (f'<span class="css-1v5l4cy" role="img" aria-label="{m.author}" style="width: {size}'
            f'px; height: {size}px;"><img class="css-13ep12v" src="https://secure.gravatar.com/'
            f'avatar/{_hash(m.uid, 32)}?d=https%3A%2F%2Favatar-management--avatars.us-west-2.'
            f'prod.public.atl-paas.net%2Finitials%2F{initial}-{m.uid % 6}.png" alt=""></span>')


def bb_time(t: datetime, link: str) -> str:
    full = f"{t:%b} {t.day}, {t.year}, {hm(t, ' ', True)}"
    return (f'<a class="css-1f7pf8l" href="{link}"><time datetime="{t:%Y-%m-%dT%H:%M:%S}.'
            f'{t.microsecond:06d}+00:00" title="{full}">{week_ago(t)}</time></a>')


def bb_comment(posts: list[Message], kids: dict[int, list[int]], k: int, pr: str) -> str:
    m = posts[k]
    cid = 210000000 + m.pid * 17
    quote = f"<blockquote><p>{escape(m.quote[2])}</p></blockquote>" if m.quote else ""
    below = "".join(bb_comment(posts, kids, c, pr) for c in kids[k])
    replies = (f'<div class="css-8iv5wj" data-qa="pr-comment-replies">{below}</div>'
               if below else "")
    likes = m.uid % 3
    return (
        f'<div class="css-1b4s9rt" id="comment-{cid}" data-qa="pr-comment" data-comment-id="'
        f'{cid}"><div class="css-1ufgh2y"><div class="css-10h8yhl">{bb_avatar(m, 32)}</div>'
        '<div class="css-1nmfoq7"><div class="css-18mq3ls"><span class="css-1x4cg1j" data-qa="'
        f'comment-author"><a href="https://bitbucket.org/%7B{_hash(m.uid * 5, 8)}-'
        f'{_hash(m.uid * 5 + 1, 4)}%7D/">{m.author}</a></span>'
        f'{bb_time(m.when, f"{pr}#comment-{cid}")}</div><div class="css-f1h4z2" data-qa="'
        f'comment-body"><div class="ak-renderer-document">{quote}{p_tags(m)}</div></div><div '
        'class="css-1pbn5c5" data-qa="comment-actions"><button class="css-1q5y7j0" type="button'
        '">Reply</button><span class="css-7s3rtj">·</span><button class="css-1q5y7j0" type="'
        f'button">Like{f" ({likes})" if likes else ""}</button><span class="css-7s3rtj">·</span>'
        '<button class="css-1q5y7j0" type="button">Copy link</button></div></div></div>'
        f'{replies}</div>')


def bitbucket_pr(posts: list[Message]) -> str:
    """A Bitbucket Cloud pull request page as the browser's DOM holds it (2021, Atlaskit
    css-* classes): Atlassian's top navigation (Bitbucket, Your work, Workspaces,
    Repositories, Projects, Pull requests, Issues, Create, search, Log in), the repository
    sidebar (Source, Commits, Branches, Pull requests, Pipelines, Deployments, Jira issues,
    Downloads), the breadcrumbs "Acme Motors / Infotainment / audio-service / Pull
    requests"; the header ("#123 ...", the OPEN lozenge, "alice wants to merge 3 commits
    into main from feature/fan-noise", Approve / Request changes / Merge); the Description
    (div.ak-renderer-document with <p>s); "Comments (5)": a comment box per comment
    (avatar, a[data-qa=comment-author], a <time> "3 hours ago" / "Mar 4, 2021" titled "Mar
    4, 2021, 10:12 AM", the body, Reply · Like · Copy link), replies nested under the
    comment they answer; quotes as Markdown blockquotes; the right column (Reviewers with
    approvals, Builds, Jira issues, the activity with dates). The description is the first
    message."""
    head = posts[0]
    owner, repo = BB_REPO
    num = 100 + head.pid % 300
    pr = f"https://bitbucket.org/{owner}/{repo}/pull-requests/{num}"
    tops, kids = _tree(posts)
    n = len(posts) - 1
    comments = "".join(bb_comment(posts, kids, k, pr) for k in tops)
    reviewers = dict((m.author, m) for m in posts[1:] if m.author != head.author)
    revs = "".join(
        f'<li class="css-1w6ftrk" data-qa="pr-reviewer">{bb_avatar(m, 24)}<span>{name}</span>'
        + ('<span class="css-x8j2bo" aria-label="Approved">✓ Approved</span>'
           if m.uid % 2 else "") + '</li>' for name, m in reviewers.items())
    events = [(head.when, f"{head.author} opened the pull request")]
    events += [(m.when + timedelta(minutes=3), f"{m.author} approved")
               for m in reviewers.values() if m.uid % 2]
    events.append((head.when + timedelta(minutes=14), f"Pipeline #{num * 7} passed"))
    events.sort(key=lambda e: e[0], reverse=True)
    activity = "".join(f'<li class="css-16bsj6y"><span>{x}</span> <time datetime="'
                       f'{t:%Y-%m-%dT%H:%M:%S}+00:00">{week_ago(t)}</time></li>'
                       for t, x in events)
    topnav = "".join(f'<a class="css-1qzpdhb" href="https://bitbucket.org/{h}">{x}</a>'
                     for h, x in (("dashboard/overview", "Your work"),
                                  ("account/workspaces/", "Workspaces"),
                                  ("dashboard/repositories", "Repositories"),
                                  (f"{owner}/workspace/projects/", "Projects"),
                                  ("dashboard/pullrequests", "Pull requests"),
                                  ("dashboard/issues", "Issues")))
    current = ' aria-current="page"'
    side = "".join(f'<a class="css-1t6ci2g" href="https://bitbucket.org/{owner}/{repo}/{h}"'
                   f'{current if x == "Pull requests" else ""}><span>{x}'
                   '</span></a>' for h, x in (("src/main/", "Source"), ("commits/", "Commits"),
                                              ("branches/", "Branches"),
                                              ("pull-requests/", "Pull requests"),
                                              ("pipelines", "Pipelines"),
                                              ("deployments", "Deployments"),
                                              ("jira", "Jira issues"),
                                              ("downloads/", "Downloads")))
    body = (
        '<div id="root"><div class="css-1i2ycwl" data-testid="Content"><header class="css-'
        '1vx7gd1" data-testid="atlassian-navigation"><nav aria-label="Primary" class="css-1u0'
        'gj5v"><a class="css-1w3a2wt" href="https://bitbucket.org/" aria-label="Bitbucket"><svg'
        ' width="24" height="24" viewBox="0 0 32 32"><path fill="#2684FF" d="M2 4l3.8 24h20.4'
        f'L30 4z"></path></svg><span>Bitbucket</span></a>{topnav}<button class="css-1pljy5e" '
        'type="button">Create</button><div class="css-1y2ks7b"><input type="search" placeholder'
        '="Search" aria-label="Search"></div><a class="css-1qzpdhb" href="https://id.atlassian.'
        'com/login">Log in</a></nav></header><div class="css-kab9ic"><nav class="css-1wk3q9k" '
        f'aria-label="Repository navigation" data-testid="sidebar"><div class="css-14k3k9o"><img'
        f' src="https://bytebucket.org/ravatar/%7B{_hash(num, 8)}%7D?ts=default" alt="" width="'
        f'24"><span>{repo}</span></div>{side}</nav><main class="css-1mf4btg" data-qa="pull-'
        'request-page"><nav aria-label="Breadcrumbs" class="css-1fe9dy0"><a href="https://'
        f'bitbucket.org/{owner}/">Acme Motors</a> / <a href="https://bitbucket.org/{owner}/'
        f'workspace/projects/INF">Infotainment</a> / <a href="https://bitbucket.org/{owner}/'
        f'{repo}">{repo}</a> / <a href="https://bitbucket.org/{owner}/{repo}/pull-requests/">'
        'Pull requests</a></nav><div class="css-12l7d3g" data-qa="pr-header"><h1 class="css-'
        f'1dj5gll" data-qa="pr-header-title">#{num} {TITLE}</h1><span class="css-1ptw2xe" data-'
        f'qa="pr-state-lozenge">OPEN</span><div class="css-bqkqx1">{bb_avatar(head, 24)}<span>'
        f'{head.author}</span> wants to merge {_n(head.uid % 4 + 1, "commit", "commits")} into '
        '<span class="css-1c1u5gb" data-qa="pr-branch-destination">main</span> from <span class'
        '="css-1c1u5gb" data-qa="pr-branch-source">feature/fan-noise</span></div><div class="'
        'css-1xm1k0q"><button class="css-1l4j2co" type="button">Approve</button><button class="'
        'css-1l4j2co" type="button">Request changes</button><button class="css-370xbg" type="'
        'button">Merge</button><button class="css-1l4j2co" type="button" aria-label="More '
        'actions">…</button></div></div><div class="css-1q1jldp"><div class="css-1yyrhci"><'
        'section class="css-1ypbjau" data-qa="pr-description"><h2 class="css-1fuxd1p">'
        'Description</h2><div class="css-f1h4z2"><div class="ak-renderer-document">'
        f'{p_tags(head)}</div></div></section><section class="css-1ypbjau" data-qa="pr-comments'
        f'"><h2 class="css-1fuxd1p">Comments ({n})</h2><div class="css-d3fl0f" data-qa="pr-'
        f'comment-list">{comments}</div><div class="css-1jr7p2x"><div class="css-o2n2b3">'
        '<a href="https://id.atlassian.com/login">Log in</a> to add a comment.</div></div>'
        '</section></div><aside class="css-1hx6v5b" data-qa="pr-sidebar"><section><h3 class="'
        f'css-1ufxrcj">Reviewers</h3><ul class="css-1cc1ifj">{revs or "<li>None</li>"}</ul>'
        '</section><section><h3 class="css-1ufxrcj">Builds</h3><a href="https://bitbucket.org/'
        f'{owner}/{repo}/addon/pipelines/home#!/results/{num * 7}">1 of 1 passed</a></section>'
        '<section><h3 class="css-1ufxrcj">Jira issues</h3><a href="https://acme-motors.'
        f'atlassian.net/browse/AUD-{num + 400}">AUD-{num + 400}</a></section><section><h3 '
        f'class="css-1ufxrcj">Activity</h3><ol class="css-16s3ncd">{activity}</ol></section>'
        '</aside></div></main></div></div></div>')
    return page(f"{owner} / {repo} / Pull Request #{num}: {TITLE} — Bitbucket", body)


# --- the Facebook comments plugin under a news article (saved DOM) ----------------------------

FB_SITE = ("The Riverside Gazette", "https://www.riversidegazette.example")
FB_JOBS = ("Works at Example Motors", "Lives in Riverside", "Studied at State University",
           "Retired mechanic")


def fb_short(t: datetime) -> str:
    """The plugin's shortened times: "Just now", "5m", "3h", "2d", "5w", "3y"."""
    s = _seconds(t)
    if s < 60:
        return "Just now"
    for size, unit in ((31536000, "y"), (604800, "w"), (86400, "d"), (3600, "h"), (60, "m")):
        if s >= size:
            return f"{int(s // size)}{unit}"
    return "Just now"


def fb_text(posts: list[Message], m: Message) -> str:
    """A reply that answers a quoted comment starts with its author's tag and the words it
    answers in quotation marks."""
    tag = ""
    if m.quote:
        q = _quoted(posts, m)
        tag = (f'<a class="profileLink" href="https://www.facebook.com/{_handle(q)}" data-hover'
               f'card="/ajax/hovercard/user.php?id={100000000000 + q.uid * 7919}">{q.author}'
               f'</a> “{escape(m.quote[2])}”<br>')
    return tag + paras(m, "<br><br>")


def fb_comment(posts: list[Message], kids: dict[int, list[int]], k: int, reply: bool) -> str:
    m = posts[k]
    fid = 100000000000 + m.uid * 7919
    size = 32 if reply else 48
    cid = f"{3900000000000000 + m.pid * 97}"
    below = "" if reply else "".join(fb_comment(posts, kids, c, True)
                                     for c in _descendants(kids, k))
    likes = m.uid * 5 % 13
    like = (f'<span role="presentation" aria-hidden="true"> · </span><span class="_2vq9"><i '
            f'class="_3-8_ img sp_like sx_like"></i>{likes}</span>' if likes else "")
    job = (f'<div class="_3-8m _72vr">{FB_JOBS[m.uid % 4]}</div>' if m.uid % 3 else "")
    replies = (f'<div class="_44ri _2pis"><div class="_3-8y _2pis"><span class="_50f7">'
               f'{_n(len(_descendants(kids, k)), "Reply", "Replies")}</span></div>{below}</div>'
               if below else "")
    return (
        f'<div class="_3-8y _5nz1 clearfix" role="article" aria-label="Comment" data-ft="'
        f'{{&quot;tn&quot;:&quot;R&quot;}}" id="comment-{cid}"><div class="_ohe lfloat"><a '
        f'href="https://www.facebook.com/{_handle(m)}" target="_blank" class="img _8o _8s UFI'
        f'ImageBlockImage" tabindex="-1"><img class="img {"_1cj" if reply else "_1ci"} img" src'
        f'="https://scontent.xx.fbcdn.net/v/t1.0-1/cp0/p{size}x{size}/{fid}_n.jpg" alt="" '
        f'height="{size}" width="{size}"></a></div><div class=""><div class="UFIImageBlock'
        f'Content _42ef clearfix"><div><span class=" UFICommentActorName"><a class="UFIComment'
        f'ActorName" href="https://www.facebook.com/{_handle(m)}" target="_blank" rel="nofollow '
        f'noopener" data-hovercard="/ajax/hovercard/user.php?id={fid}">{m.author}</a></span>'
        f'{job}<div class="_3-8m"><div class="_30o4"><span><span class="_5mdd"><span>'
        f'{fb_text(posts, m)}</span></span></span></div></div><div class="_2vq9 fsm fwn fcg">'
        '<a class="_5yxe" role="button" href="#">Like</a><span role="presentation" aria-hidden='
        '"true"> · </span><a class="_5yxe" role="button" href="#">Reply</a>'
        f'{like}<span role="presentation" aria-hidden="true"> · </span><a class="_5yxe" href="'
        f'https://www.facebook.com/permalink.php?comment_id={cid}" target="_blank"><abbr class'
        f'="livetimestamp" data-utime="{_ts(m.when)}" title="{_en_full(m.when)}" data-shorten="'
        f'true">{fb_short(m.when)}</abbr></a></div></div></div>{replies}</div></div>')


def facebook_comments_plugin(posts: list[Message]) -> str:
    """A local news site's article with the Facebook comments plugin under it, the plugin's
    frame written in place as a browser's saved DOM holds it: the cookie banner, the site's
    masthead and sections, the article (kicker, headline, standfirst, byline and date, the
    lead photo, the text, the tags, the share buttons); then div.fb-comments with the
    plugin's document: "12 comments", "Sort by Top", the "Add a comment..." box with "Also
    post on Facebook"; div._3-8y._5nz1 per comment (the 48px photo, a.UFICommentActorName,
    "Works at ..." on some, span._5mdd with the text, Like · Reply · the likes · abbr.
    livetimestamp "3y" / "5w" / "2d" titled "Thursday, March 4, 2021 at 10:12 AM"), the
    answers to a comment in div._44ri under it, one level, with 32px photos; a quote as the
    quoted author's tag and the words in quotation marks; "Facebook Comments Plugin"; then
    "Most read" with dates and the site's footer. Every message is a comment; the article is
    furniture."""
    name, site = FB_SITE
    tops, kids = _ctree(posts)
    comments = "".join(fb_comment(posts, kids, k, False) for k in tops)
    published = posts[0].when - timedelta(hours=5, minutes=40)
    url = f"{site}/news/motoring/{_slug(NEWS_HEADLINE)}-{posts[0].pid}"
    most = "".join(
        f'<li><a href="{site}/news/{_slug(x)}">{x}</a><time datetime="{_iso_z(_others(k))}">'
        f'{MONTHS_EN[_others(k).month - 1]} {_others(k).day}, {_others(k).year}</time></li>'
        for k, x in enumerate(("Council approves new bypass after ten-year wait",
                               "Petrol prices reach highest level since 2014",
                               "Riverside bridge to close for repairs this summer")))
    sections = "".join(f'<li><a href="{site}/{x.lower()}/">{x}</a></li>'
                       for x in ("News", "Sport", "Business", "Motoring", "Opinion", "Life"))
    plugin = (
        '<div class="_li"><div class="_56q9"><div class="_2pi8"><div class="_491z clearfix">'
        '<div class="rfloat _ohf"><div class="_3bu3 _293g"><span class="_pup">Sort by</span> '
        '<a class="_55pi _2agf _4o_4 _4jy0 _4jy3 _517h _51sy _42ft" role="button" href="#" '
        'aria-haspopup="true"><span class="_55pe">Top</span></a></div></div><div class="">'
        f'<span class="_50f7">{_n(len(posts), "comment", "comments")}</span></div></div><div '
        'class="_4uyl _1zz8 _2392 clearfix" data-ft="{&quot;tn&quot;:&quot;Q&quot;}"><div '
        'class="_ohe lfloat"><img class="img _8o _8r img" src="https://static.xx.fbcdn.net/'
        'rsrc.php/v3/y9/r/_0iN2Mb4kkG.png" alt="" width="48" height="48"></div><div class=""><div'
        ' class="UFIInputContainer _1cb _5yk1"><div class="_5yk2" role="textbox" aria-label="Add'
        ' a comment..."><div class="_1p1v">Add a comment...</div></div></div><div class="_3-8y '
        '_2ph-"><div class="_5tr6 clearfix"><span class="_1gl3 rfloat _ohf"><button class="_1mf7'
        ' _4jy0 _4jy3 _4jy1 _51sy selected _42ft" type="submit" disabled>Post</button></span>'
        '<label class="_2f8k _55sg _kv1"><input type="checkbox" checked> Also post on Facebook'
        f'</label></div></div></div></div><div class="_4k-6">{comments}</div><div class="_5lm5 '
        '_2pi3 _3-8y"><div class="clearfix"><div class="_ohe lfloat"><i class="img sp_Zg93Nif'
        'hwWo sx_bd2c71" alt=""></i></div><div class=""><div class="_4bl9"><a target="_blank" '
        'href="https://developers.facebook.com/products/social-plugins/comments/?utm_campaign='
        'social_plugins&amp;utm_medium=offsite_pages&amp;utm_source=comments_plugin">Facebook '
        'Comments Plugin</a></div></div></div></div></div></div></div>')
    body = (
        '<div class="cookie-banner" role="dialog"><p>We use cookies to personalise content and '
        'ads and to analyse our traffic. <a href="/privacy/">Privacy policy</a></p><button '
        'class="cookie-banner__accept">I accept</button><button class="cookie-banner__manage">'
        'Manage settings</button></div><header class="masthead"><div class="masthead__top"><a '
        f'class="masthead__logo" href="{site}/">{name}</a><a class="masthead__subscribe" href="'
        f'{site}/subscribe/">Subscribe</a><a class="masthead__login" href="{site}/login/">Sign '
        f'in</a></div><nav class="masthead__nav"><ul>{sections}</ul></nav></header><main class'
        '="page"><article class="story"><header class="story__header"><p class="story__kicker"'
        f'><a href="{site}/motoring/">Motoring</a></p><h1 class="story__headline">'
        f'{NEWS_HEADLINE}</h1><p class="story__standfirst">Owners say the noise started right '
        'after the update was installed.</p><div class="story__byline">By <a rel="author" href'
        f'="{site}/authors/tom-baker/">Tom Baker</a>, Motoring reporter · <time datetime="'
        f'{_iso_z(published)}">{published.day} {MONTHS_EN[published.month - 1]} {published.year}'
        f', {hm(published)}</time></div></header><figure class="story__image"><img src="{site}/'
        'img/2021/dashboard-noise.jpg" alt="A dashboard" width="960" height="540"><figcaption>'
        'The noise is said to come from behind the dashboard.</figcaption></figure><div class="'
        'story__body">' + "".join(f"<p>{escape(p)}</p>" for p in NEWS_TEXT)
        + '</div><footer class="story__footer"><ul class="story__tags"><li><a href="/tags/cars/'
        '">Cars</a></li><li><a href="/tags/technology/">Technology</a></li></ul><div class="'
        f'share"><a href="https://www.facebook.com/sharer/sharer.php?u={url}">Share</a> <a href'
        f'="https://twitter.com/intent/tweet?url={url}">Tweet</a> <a href="mailto:?subject='
        f'{NEWS_HEADLINE.replace(" ", "%20")}">Email</a></div></footer></article><section class'
        '="story-comments" id="comments"><h2 class="story-comments__title">Comments</h2><p '
        'class="story-comments__rules">Comments are moderated. Please keep them civil.</p><div '
        f'class="fb-comments fb_iframe_widget fb_iframe_widget_fluid_desktop" data-href="{url}" '
        'data-numposts="20" data-width="100%" fb-xfbml-state="rendered"><span style="vertical-'
        f'align: bottom; width: 100%;">{plugin}</span></div></section><aside class="most-read">'
        f'<h2>Most read</h2><ol>{most}</ol></aside></main><footer class="site-footer"><p><a '
        'href="/about/">About us</a> · <a href="/contact/">Contact</a> · <a href="/privacy/">'
        f'Privacy</a> · <a href="/terms/">Terms</a></p><p>© 2021 {name}. All rights reserved.'
        '</p></footer>')
    return page(f"{NEWS_HEADLINE} | {name}", body)


# --- LiveJournal entry and comments (Russian) -------------------------------------------------

def lj_date(t: datetime) -> str:
    """"4 марта 2021, 10:12:33 UTC"."""
    return f"{t.day} {MONTHS_RU_GEN[t.month - 1]} {t.year}, {t:%H:%M:%S} UTC"


def lj_user(m: Message) -> str:
    host = f"https://{_handle(m)}.livejournal.com"
    return (f'<span class="ljuser i-ljuser i-ljuser-type-P" data-ljuser="{_handle(m)}" lj:user'
            f'="{_handle(m)}"><a href="{host}/profile" target="_self" class="i-ljuser-profile">'
            '<img class="i-ljuser-userhead" src="https://l-stat.livejournal.net/img/userinfo_v8'
            f'.svg?v=17080" alt=""></a><a href="{host}/" class="i-ljuser-username" target="_self'
            f'"><b>{m.author}</b></a></span>')


def lj_tid(m: Message) -> int:
    return m.pid * 256 + 93


def lj_twig(posts: list[Message], kids: dict[int, list[int]], k: int, depth: int,
            entry: str, parent: int) -> str:
    """One comment of the flat list LiveJournal draws: its level as a margin and a class."""
    m = posts[k]
    tid = lj_tid(m)
    quote = f"<blockquote>{escape(m.quote[2])}</blockquote>" if m.quote else ""
    up = (f'<li class="b-leaf-actions-item b-leaf-actions-parent"><a href="{entry}?thread='
          f'{parent}#t{parent}" class="b-pseudo">Родительский</a></li>' if parent else "")
    poster = " b-leaf-poster" if m.author == posts[0].author else ""
    twig = (
        f'<div class="b-tree-twig b-tree-twig-{depth + 1}" style="margin-left: {depth * 30}px" '
        f'data-tid="t{tid}"><div class="b-leaf b-leaf-withuserpic{poster}" id="t{tid}" data-'
        f'username="{_handle(m)}" data-displayname="{m.author}" data-updated-ts="{_ts(m.when)}'
        f'" data-full="1" data-dtalkid="{tid}"><div class="b-leaf-inner"><div class="b-leaf-'
        'header"><div class="b-leaf-userpic"><span class="b-leaf-userpic-inner"><img src="'
        f'https://l-userpic.livejournal.com/{m.uid * 7919 % 100000}/{m.uid * 311}" alt=""></span>'
        '</div><div class="b-leaf-details"><p class="b-leaf-username"><span class="b-leaf-'
        f'username-name">{lj_user(m)}</span></p><p class="b-leaf-meta"><a href="{entry}?thread='
        f'{tid}#t{tid}" class="b-leaf-permalink"><span class="b-leaf-createdtime">'
        f'{lj_date(m.when)}</span></a></p></div></div><div class="b-leaf-article">{quote}'
        f'{paras(m, "<br /><br />")}</div><div class="b-leaf-footer"><div class="b-leaf-'
        'actions"><ul class="b-leaf-actions-list"><li class="b-leaf-actions-item b-leaf-'
        f'actions-reply"><a href="{entry}?replyto={tid}" class="b-pseudo">Ответить</a></li>'
        f'{up}<li class="b-leaf-actions-item b-leaf-actions-thread"><a href="{entry}?thread='
        f'{tid}#t{tid}">Ветвь дискуссии</a></li><li class="b-leaf-actions-item b-leaf-actions-'
        'collapse"><a href="#" class="b-pseudo">Свернуть</a></li></ul></div></div></div></div>'
        '</div>')
    return twig + "".join(lj_twig(posts, kids, c, depth + 1, entry, tid) for c in kids[k])


def livejournal_comments(posts: list[Message]) -> str:
    """A LiveJournal entry page (the site scheme of 2021 with the "comments" layout): the
    cookie notice, the top bar (LiveJournal, Главная, Популярное, Поиск, Войти, Создать
    блог), the journal's header (its title, Свежие записи / Архив / Метки / Профиль); the
    entry (article.aentry: h1.aentry-post__title, the ljuser and time "4 марта 2021, 10:12",
    div.aentry-post__text with <br />s, Метки, Нравится / Поделиться, "12 комментариев");
    then the comments in div.b-tree as a flat list of div.b-tree-twig, each one's level as
    b-tree-twig-N and a margin (div.b-leaf: the userpic, the ljuser, a.b-leaf-permalink with
    "4 марта 2021, 12:40:11 UTC", div.b-leaf-article with <br />s, Ответить / Родительский /
    Ветвь дискуссии / Свернуть) between the b-xylem bars ("Оставить комментарий", "Развернуть
    все"); quotes as blockquotes; "Популярное в ЖЖ" with dates and the footer. The entry is
    the first message."""
    head = posts[0]
    tops, kids = _tree(posts)
    journal = f"https://{_handle(head)}.livejournal.com"
    item = 1200000 + head.pid * 7
    entry = f"{journal}/{item}.html"
    n = len(posts) - 1
    twigs = "".join(lj_twig(posts, kids, k, 0, entry, 0) for k in tops)
    t = head.when
    count = ru_plural(n, "комментарий", "комментария", "комментариев")
    xylem = ('<div class="b-xylem"><ul class="b-xylem-cells"><li class="b-xylem-cell b-xylem-'
             f'cell-add"><a class="b-addcomment" href="{entry}?mode=reply#add_comment"><span '
             'class="b-addcomment-inner"><i class="b-addcomment-icon"></i>Оставить комментарий'
             '</span></a></li><li class="b-xylem-cell b-xylem-cell-amount"><span class="b-xylem-'
             f'amount">{count}</span></li><li class="b-xylem-cell b-xylem-cell-expandall"><a '
             'href="#" class="b-pseudo">Развернуть все</a></li></ul></div>')
    popular = "".join(
        f'<li class="popular__item"><a href="https://{WHO[k].lower().replace(".", "-")}.'
        f'livejournal.com/{item - 311 * (k + 1)}.html">{x}</a><span class="popular__date">'
        f'{_others(k).day} {MONTHS_RU_SHORT[_others(k).month - 1]}, {_others(k):%H:%M}</span>'
        '</li>' for k, x in enumerate(("Как я менял подшипник ступицы", "Зимняя резина: итоги "
                                       "сезона", "Почему машина стучит на холодную")))
    body = (
        '<div class="cookies-banner" role="dialog">Мы используем файлы cookie, чтобы сайт '
        'работал лучше. <a href="https://www.livejournal.com/legal/privacy.bml">Подробнее</a> '
        '<button type="button">Согласен</button></div><header class="s-header"><div class="s-'
        'header-inner"><a class="s-header-logo" href="https://www.livejournal.com/">LiveJournal'
        '</a><nav class="s-nav"><ul class="s-nav-rootlist"><li><a href="https://www.livejournal'
        '.com/">Главная</a></li><li><a href="https://www.livejournal.com/media">Популярное</a>'
        '</li><li><a href="https://www.livejournal.com/search/">Поиск</a></li></ul></nav><div '
        'class="s-header-user"><a href="https://www.livejournal.com/login.bml">Войти</a><a '
        'class="s-header-create" href="https://www.livejournal.com/create">Создать блог</a>'
        '</div></div></header><div class="s-schemius"><div class="j-header"><h1 class="j-'
        f'journal-name"><a href="{journal}/">{head.author}</a></h1><p class="j-journal-'
        'subtitle">Записки автолюбителя</p><ul class="j-nav"><li><a href="'
        f'{journal}/">Свежие записи</a></li><li><a href="{journal}/{NOW.year}/">Архив</a></li>'
        f'<li><a href="{journal}/tag/">Метки</a></li><li><a href="{journal}/profile">Профиль'
        f'</a></li></ul></div><main class="j-main"><article class="aentry aentry--post2017" '
        f'data-ljentry-id="{item}"><header class="aentry-head"><h1 class="aentry-post__title">'
        f'<span class="aentry-post__title-text">{TITLE}</span></h1><div class="aentry-head__'
        f'info"><div class="aentry-head__author">{lj_user(head)}</div><time class="aentry-head'
        f'__date" datetime="{t:%Y-%m-%dT%H:%M:%S}">{t.day} {MONTHS_RU_GEN[t.month - 1]} '
        f'{t.year}, {t:%H:%M}</time></div></header><div class="aentry-post__content"><div class'
        f'="aentry-post__text aentry-post__text--view">{paras(head, "<br /><br />")}</div></div>'
        '<footer class="aentry-post__footer"><div class="aentry-tags"><span class="aentry-tags'
        f'__title">Метки:</span> <a href="{journal}/tag/авто" rel="tag">авто</a>, <a href="'
        f'{journal}/tag/ремонт" rel="tag">ремонт</a></div><div class="aentry-post__social">'
        f'<button class="aentry-like" type="button">Нравится <span>{head.uid % 17 + 2}</span>'
        '</button><button class="aentry-share" type="button">Поделиться</button><a class="'
        f'aentry-comments" href="{entry}#comments">{count}</a></div></footer></article><div '
        f'id="comments" class="b-grove b-grove-comments">{xylem}<div class="b-tree b-tree-root"'
        f'>{twigs}</div>{xylem}</div><section class="popular"><h2 class="popular__title">'
        f'Популярное в ЖЖ</h2><ul class="popular__list">{popular}</ul></section></main></div>'
        '<footer class="s-footer"><ul class="s-footer-nav"><li><a href="https://www.livejournal'
        '.com/about/">О проекте</a></li><li><a href="https://www.livejournal.com/legal/tos.bml">'
        'Пользовательское соглашение</a></li><li><a href="https://www.livejournal.com/legal/'
        'privacy.bml">Политика конфиденциальности</a></li></ul><p class="s-footer-copy">© '
        'LiveJournal, 1999–2021 · Русский · <a href="?uselang=en">English</a></p></footer>')
    return page(f"{TITLE}: {head.author} — LiveJournal", body, "ru")


ENGINES = {
    "tistory-comments": tistory_comments, "ameblo-comments": ameblo_comments,
    "tianya": tianya, "forocoches": forocoches, "4pda": fourpda, "doctissimo": doctissimo,
    "fandom-discussions": fandom_discussions, "steemit": steemit, "trello-card": trello_card,
    "sourcehut-lists": sourcehut_lists, "marc-info": marc_info, "bitbucket-pr": bitbucket_pr,
    "facebook-comments-plugin": facebook_comments_plugin,
    "livejournal-comments": livejournal_comments,
}
