"""PEAN forum post extraction (SPEC §7) on small hand-written threads."""

from __future__ import annotations

from datetime import date, datetime, timedelta

import lxml.html
import pytest
from lxml import etree

from tplx_engine.similarity import treematch
from tplx_engine.templatefree import pean
from tplx_engine.templatefree.flatview import build_view
from tplx_engine.templatefree.pean import extract_posts, relative_mean_deviation
from tplx_engine.templatefree.post_anchors import mark_anchors
from tplx_engine.templatefree.post_parts import (
    harmonize_bodies,
    message_body,
    message_weights,
    stated_date,
)
from tplx_engine.templatefree.post_text import mail_header, mail_sender

NOW = datetime(2020, 5, 1, 12, 0)
POSTS = [  # (user, date as written, expected value, message)
    ("alice", "2014-06-12 10:10:20", datetime(2014, 6, 12, 10, 10, 20),
     "My amplifier makes a humming noise when the volume is low. Any idea why?"),
    ("bob", "June 12, 2014 10:42 AM", datetime(2014, 6, 12, 10, 42),
     "Check the ground loop first, it is the usual cause."),
    ("carol", "12.06.2014, 11:05", datetime(2014, 6, 12, 11, 5), "Same here."),
    ("dave", "2014年6月12日 12:00", datetime(2014, 6, 12, 12, 0),
     "Try another cable and tell us what happens. A cheap one is fine for the test."),
    ("erin", "3 hours ago", NOW - timedelta(hours=3), "Thanks, the cable fixed it!"),
]


OPENING = "My amplifier hums when the volume is low. Any idea why?"


def post_html(n, user, date, message, quote=""):
    return (f'<div class="post" id="p{n}"><div class="postinfo">'
            f'<a class="username" href="/members/{user}.{n}/">{user}</a>'
            f'<span class="rank">Member</span><span class="date">{date}</span></div>'
            f'<div class="message">{quote}<p>{message}</p></div>'
            f'<div class="actions"><a href="/reply/{n}">Reply</a></div></div>')


def thread(posts=POSTS, extra_in_list="", sidebar_date="2014/06/10 09:00"):
    body = "".join(post_html(n, *p[:2], p[3]) for n, p in enumerate(posts, 1))
    return lxml.html.document_fromstring(
        "<html><head><title>Humming amp</title><script>var d='2014-01-01 10:00';</script>"
        '</head><body><div id="header"><a href="/">Forum</a> <a href="/new">New posts</a></div>'
        f'<div id="wrap"><div id="posts">{body}{extra_in_list}</div>'
        '<div id="sidebar"><h3>Latest threads</h3><ul>'
        f'<li><a href="/t/9">Speaker cables</a> <span>{sidebar_date}</span></li>'
        '<li><a href="/t/8">Tube amps</a></li></ul></div></div></body></html>')


def test_five_posts_with_varied_date_formats():
    root = thread()
    result = extract_posts(root, now=NOW)
    assert result.ok and result.reason == ""
    assert result.parent.get("id") == "posts"
    assert [p.node.get("id") for p in result.posts] == ["p1", "p2", "p3", "p4", "p5"]
    assert [p.date for p in result.posts] == [p[2] for p in POSTS]
    assert [p.author for p in result.posts] == [p[0] for p in POSTS]
    for post, (_, written, _, message) in zip(result.posts, POSTS):
        assert post.date_text == written
        assert post.date_node.get("class") == "date"
        assert post.author_node.get("class") == "username"
        assert post.body == message  # the message without author box, date or actions
        assert message in post.text and post.author in post.text
        assert post.nodes == (post.node,)
    assert len(result.anchors) == 6  # five posts and the sidebar; never the script


@pytest.mark.parametrize("written, month, newest_first", [
    (("02/01/2021 10:00", "02/02/2021 09:30", "02/03/2021 18:15"), 2, False),  # 1-3 Feb
    (("01/02/2021 10:00", "02/02/2021 09:30", "03/02/2021 18:15"), 2, False),  # 1-3 Feb
    (("02/03/2021 18:15", "02/02/2021 09:30", "02/01/2021 10:00"), 2, True)])
def test_numeric_dates_that_read_both_ways_are_read_as_a_thread_is_written(
        written, month, newest_first):
    # nothing on the page has a number above 12: the reading that keeps the posts in order
    # and close together, not a thread of three months
    posts = [(user, date, None, message) for (user, _, _, message), date
             in zip(POSTS, written)]
    result = extract_posts(thread(posts, sidebar_date="Yesterday"), now=NOW)
    dates = [p.date for p in result.posts]
    assert [d.month for d in dates] == [month] * 3
    assert (dates == sorted(dates, reverse=True)) == newest_first


def test_a_short_date_under_a_tooltip_with_the_exact_date():
    """"2h" in an element whose title states the date (Discourse, XenForo's abbr.DateTime):
    the tooltip's date anchors the post and is its date; a long text's title is no tooltip."""
    posts = [(user, f'<abbr title="{when:%b %d, %Y %H:%M:%S}">{k + 2}h</abbr>', when, message)
             for k, (user, _, when, message) in enumerate(POSTS[:3])]
    result = extract_posts(thread(posts), now=NOW)
    assert [p.date for p in result.posts] == [p[2] for p in posts]
    long = ('<span title="June 12, 2014">posted by a member who joined this forum a long time '
            "ago</span>")
    assert extract_posts(lxml.html.fromstring(f"<div>{long}</div>"), now=NOW).anchors == ()
    # what states a date: a tooltip, not a link named after a page or a citation's metadata
    view = build_view(lxml.html.fromstring(
        '<div><abbr title="Posted on June 12, 2014">2h</abbr>'
        '<a href="/wiki/x" title="June 12, 2014 in sports">x</a>'
        '<span title="ctx_ver=Z39.88-2004&amp;rft.date=2014-06-12&amp;rft.genre=article">'
        "&#160;</span><span title='rft.atitle=Bridge&amp;rft.date=2014-06-12'>[1]</span></div>"))
    assert [stated_date(view, i) for i in range(1, len(view))] == [
        "Posted on June 12, 2014", "", "", ""]


def test_sidebar_with_one_date_is_not_a_post():
    result = extract_posts(thread(), now=NOW)
    texts = " ".join(p.text for p in result.posts)
    assert "Speaker cables" not in texts
    assert all(p.node.get("class") == "post" for p in result.posts)


def test_dissimilar_sibling_with_a_date_is_rejected_by_tree_matching():
    root = thread(extra_in_list='<p class="info">Thread closed on 2014-06-20 08:00</p>')
    result = extract_posts(root, now=NOW)
    assert len(result.posts) == 5
    assert all(p.node.tag == "div" for p in result.posts)


def test_quote_stays_in_the_message():
    posts = list(POSTS)
    body = "".join(post_html(n, *p[:2], p[3]) for n, p in enumerate(posts[:4], 1))
    quoted = post_html(5, "erin", "3 hours ago", "I agree with that.",
                       quote="<blockquote>Check the ground loop first, it is the usual cause "
                             "and it is what I would look at before anything else.</blockquote>")
    root = lxml.html.document_fromstring(
        f'<html><body><div id="posts">{body}{quoted}</div></body></html>')
    last = extract_posts(root, now=NOW).posts[-1]
    assert "ground loop" in last.body and "I agree with that." in last.body


def test_posts_spanning_two_table_rows():
    rows = []
    for n, (user, written, _, message) in enumerate(POSTS, 1):
        rows.append(f'<tr class="head"><td><a href="/user/{user}">{user}</a></td>'
                    f"<td>{written}</td></tr>")
        rows.append(f'<tr class="text"><td colspan="2">{message}</td></tr>')
    root = lxml.html.document_fromstring(
        f'<html><body><table id="t"><tbody>{"".join(rows)}</tbody></table></body></html>')
    result = extract_posts(root, now=NOW)
    assert len(result.posts) == 5
    for post, (user, _, _, message) in zip(result.posts, POSTS):
        assert [n.get("class") for n in post.nodes] == ["head", "text"]
        assert post.body == message and post.author == user


def test_rmd():
    assert relative_mean_deviation([2, 2, 2]) == 0.0
    assert relative_mean_deviation([1, 3]) == pytest.approx(0.5)


def test_alpha_and_beta_are_respected():
    root = thread()
    # beta at most 1/5 forbids stopping at #posts (MPR = 0.2), so no parent is found there
    strict = extract_posts(root, beta=0.2, now=NOW)
    assert not strict.ok and strict.parent is None and strict.reason
    with pytest.raises(ValueError):
        extract_posts(root, alpha=0)
    with pytest.raises(ValueError):
        extract_posts(root, beta=1.5)


def test_a_post_too_short_to_tell_from_a_header_row_gives_reason():
    root = lxml.html.document_fromstring(
        "<html><body><div>" + post_html(1, "alice", "2014-06-12 10:10", "Hello there all.")
        + "</div></body></html>")
    result = extract_posts(root, now=NOW)
    assert not result.ok and result.posts == ()
    assert "two sibling subtrees" in result.reason


MESSAGE = ("My amplifier makes a humming noise when the volume is low. I changed the cables and "
           "the fuse already. Any idea why?")


def one_post_page(post: str, around: str = "") -> lxml.html.HtmlElement:
    notices = "".join(f"<li>{text}</li>" for text in (
        "Do note that we aim to give accurate product information here.",
        "We often link to other websites but cannot answer for their content.",
        "Anyone can post on the forums, so it may differ from our own opinion."))
    return lxml.html.document_fromstring(
        '<html><body><div id="header"><a href="/">Forum</a></div><div id="thread">'
        f"<h1>Humming amp</h1>{around.format(post=post) if around else post}</div>"
        f'<ul class="notices">{notices}</ul></body></html>')


def test_a_thread_of_one_post():
    # an unanswered thread: the post's author cell (with a "joined" date) and message cell are
    # no two posts, and a footer's notices (records of text) are no thread
    author = ('<div class="message-cell message-cell--user"><a href="/members/alice.1/">'
              '<img src="a.png"></a><h4><a href="/members/alice.1/">alice</a></h4>'
              '<h5>New member</h5><dl><dt>Joined</dt><dd>12.03.2012</dd></dl>'
              "<dl><dt>Messages</dt><dd>12</dd></dl></div>")
    message = ('<div class="message-cell message-cell--main"><header><a href="/threads/amp.5/'
               'post-11">12.06.2014, 10:10</a></header><div class="message-body">'
               f'<p>{MESSAGE}</p></div><footer><a href="/like">Like</a> '
               '<a href="/report">Report</a></footer></div>')
    post = f'<article class="message" id="js-post-11">{author}{message}</article>'
    result = extract_posts(one_post_page(post), now=NOW)
    assert result.anchor_kind == "single" and len(result.posts) == 1
    (only,) = result.posts
    assert only.node.get("class") == "message" and result.parent.get("id") == "thread"
    assert only.body == MESSAGE and only.author == "alice"


@pytest.mark.parametrize("joined", ["Join Date: Oct 2003", "Üyelik tarihi: Ekim 2003"])
def test_a_thread_of_one_post_in_table_rows_whose_author_row_shows_the_month_joined(joined):
    # vBulletin 3: the post is a table of rows, its date in the first, the author's box with
    # the month the author joined in the second, the message in the third; two dated rows of
    # one build, but a date without a day is no post's: the rows are one post
    post = ('<table class="tborder" id="post11"><tr><td class="thead">12-06-2014, 10:10</td>'
            '</tr><tr><td class="alt2"><a class="bigusername" href="member.php?u=1">alice</a>'
            f'<div class="smallfont">Member</div><div>{joined}</div><div>Location: Istanbul'
            '</div><div>Posts: 12</div></td>'
            f'</tr><tr><td class="alt1"><div id="post_message_11">{MESSAGE}</div></td></tr>'
            '</table>')
    result = extract_posts(one_post_page(post), now=NOW)
    (only,) = result.posts
    assert only.node.get("id") == "post11"
    assert (only.body, only.date) == (MESSAGE, datetime(2014, 6, 12, 10, 10))


def _unanswered_issue(author: str, title_in_head: bool = False) -> str:
    """An issue nobody has answered (GitLab): a header with its date and author above the
    title and description (``title_in_head``: the title in the header, as DC Inside and
    Naver show a post), and the empty list of comments."""
    title = '<h1 class="title">Humming amplifier at low volume on every input</h1>'
    return (
        '<html><body><div class="nav"><a href="/">Home</a></div><div class="wrapper"><div '
        f'class="head">{title * title_in_head}<span>Opened <time datetime="2014-06-12T10:10:'
        f'00Z">2014-06-12 10:10</time> by {author}</span></div><div class="details">'
        f'{title * (not title_in_head)}<div class="description"><p>{MESSAGE}</p></div></div>'
        '<section class="discussion"><ul class="notes"></ul></section></div><div class='
        '"footer"><a href="/terms">Terms</a></div></body></html>')


@pytest.mark.parametrize("title_in_head", [False, True])
def test_a_thread_of_one_post_whose_author_is_its_only_other_mark(title_in_head):
    # no post id, no permalink, no profile link: the author's name, which a class names,
    # marks the post; a title is no message, so the post is the header and the description
    named = '<span class="author">alice</span>'
    result = extract_posts(lxml.html.document_fromstring(_unanswered_issue(
        named, title_in_head)), now=NOW)
    assert result.anchor_kind == "single"
    (only,) = result.posts
    assert only.node.get("class") == "wrapper"
    assert (only.author, only.date, only.body) == (
        "alice", datetime(2014, 6, 12, 10, 10), MESSAGE)
    # with no name either, a date beside a message is no post: an article's dateline
    bare = extract_posts(lxml.html.document_fromstring(_unanswered_issue("alice")), now=NOW)
    assert bare.posts == ()


def test_a_thread_of_one_post_below_its_header_takes_the_message():
    # V2EX: the topic's header (the way there, the title, the author's profile link, the date,
    # the views) climbed to from the date, and the message in the box after it: the post is
    # both, its message the box below
    root = lxml.html.document_fromstring(
        '<html><body><div id="Top"><a href="/">V2EX</a></div><div id="Main"><div class="box">'
        '<div class="header"><a href="/">V2EX</a> › <a href="/go/audio">Audio</a><h1>Humming '
        'amplifier at low volume</h1><small class="gray"><a href="/member/alice">alice</a> · '
        '<span class="ago">2014-06-12 10:10:00</span> · 462 views</small></div><div class="cell">'
        f'<div class="topic_content"><p>{MESSAGE}</p></div></div><div class="topic_buttons">'
        '<a href="#">Tweet</a> <a href="#">Ignore</a></div></div></div><div id="Bottom"><a '
        'href="/about">About</a> · <a href="/faq">FAQ</a></div></body></html>')
    result = extract_posts(root, now=NOW)
    assert result.anchor_kind == "single"
    (only,) = result.posts
    assert (only.body, only.author, only.date) == (MESSAGE, "alice",
                                                    datetime(2014, 6, 12, 10, 10))


def test_marks_that_repeat_outside_the_one_post_are_no_thread():
    # the bars above and below the post hold a reply button each, as the post does
    bar = ('<div class="bar"><a class="button" href="/posting.php?mode=reply&t=5"><span>Reply'
           '</span><i class="icon"></i></a><div class="sort"><span>Sort</span> <span>by date'
           '</span></div><div class="pages"><span>1 post</span> <ul><li><a href="/t/5">Page 1'
           '</a></li><li><a href="/forum">Forum</a></li><li><a href="/top">Top</a></li></ul>'
           "</div></div>")
    post = post_html(1, "alice", "2014-06-12 10:10", MESSAGE)
    result = extract_posts(one_post_page(post, around=bar + "{post}" + bar), now=NOW)
    assert result.anchor_kind == "single"
    assert [p.node.get("id") for p in result.posts] == ["p1"]
    assert result.posts[0].body == MESSAGE
    # asked for reply buttons alone, the bars are what repeats
    assert extract_posts(result.parent.getroottree().getroot(), now=NOW,
                         anchors="reply").anchor_kind == "reply"


def weights_of(markup: str):
    """The view of ``markup`` and its message weights (no anchors)."""
    view = build_view(lxml.html.fragment_fromstring(markup))
    return view, message_weights(view, [False] * len(view), [False] * len(view))


def test_form_controls_hold_no_message():
    # a search box's category picker and buttons: their text is no one's message (it had
    # outweighed the one post of a thread, bench/forum_variants.py cut to one post)
    _, weights = weights_of(
        '<div><form><select><option>Home protection and privacy for the office</option>'
        "</select><button>Search the forums</button><textarea>Type here</textarea></form>"
        '<p>Seven words of a message, <a href="/x">not this link</a>.</p></div>')
    assert weights[0] == len("Seven words of a message,") + len(".")


def test_a_pasted_address_is_a_message_and_a_dialog_holds_none():
    # an address the forum engine linked is the message's; a "report this post" box hidden
    # until opened, with more text than the message, is no one's
    view, weights = weights_of(
        '<div><div class="msg"><p><a href="https://example.org/a">https://example.org/a</a> '
        '<a href="/b">b</a></p></div><div class="options modal"><h1>Is this post in breach of '
        "our house rules?</h1></div></div>")
    assert weights[1] == len("https://example.org/a")
    body = message_body(view, [0], weights, [False] * len(view))
    assert view.elements[body].get("class") == "msg"


def test_boxes_that_only_repeat_give_way_to_the_one_post():
    # the post's block and two "similar threads" blocks of its shape: repeated boxes, but
    # only the post carries a date and the marks of a post
    similar = "".join(
        f'<div class="block"><h3>Similar threads</h3><div class="block-body"><a href="/t/{n}">'
        f"Question about amplifier {n}</a> Someone asked about the sound of this amplifier."
        "</div></div>" for n in (1, 2))
    post = post_html(1, "alice", "2014-06-12 10:10", MESSAGE)
    root = lxml.html.document_fromstring(
        f'<html><body><div id="main"><div class="block"><div class="block-body">{post}</div>'
        f"</div>{similar}</div></body></html>")
    result = extract_posts(root, now=NOW)
    assert result.anchor_kind == "single"
    assert [p.node.get("id") for p in result.posts] == ["p1"]


@pytest.mark.parametrize("html, reason", [
    ("<html><body></body></html>", "no anchors on the page"),
    ("<div><p>12 Jun 2014<div></b>broken</table><span>13 Jun 2014", "two sibling subtrees"),
])
def test_empty_and_broken_pages_give_empty_results(html, reason):
    result = extract_posts(lxml.html.document_fromstring(html), now=NOW)
    assert not result.ok and result.posts == () and result.parent is None
    assert reason in result.reason


def test_deep_and_large_pages():
    root = etree.Element("html")
    node = etree.SubElement(root, "body")
    for _ in range(10_000):
        node = etree.SubElement(node, "div")
    for n in range(3):
        post = etree.SubElement(node, "div")
        etree.SubElement(post, "span").text = f"2014-06-1{n} 10:00"
        etree.SubElement(post, "p").text = f"message {n} of the thread"
    result = extract_posts(root, now=NOW)
    assert len(result.posts) == 3
    many = [("u", f"2014-06-12 10:{n % 60:02d}", None, f"Post number {n}.") for n in range(400)]
    assert len(extract_posts(thread(posts=many), now=NOW).posts) == 400


def test_does_not_modify_the_tree_and_shares_tree_matching():
    root = thread()
    before = etree.tostring(root)
    extract_posts(root, now=NOW)
    assert etree.tostring(root) == before
    # one simple-tree-matching implementation: the clustering's
    assert pean.tree_match is treematch.tree_match


def authored_thread(author_box, users=("alice", "bob", "carol")):
    """Three posts whose author box is ``author_box.format(user=..., n=...)``, after the
    message and its date (the box is then nearer to the date than the link inside it)."""
    posts = "".join(
        f'<div class="post"><div class="main"><div class="date">Posted 2014-06-1{n} 10:00</div>'
        f'<div class="text"><p>Message number {n} of a thread about amplifiers.</p></div></div>'
        f'{author_box.format(user=user, n=n)}</div>'
        for n, user in enumerate(users, 1))
    return lxml.html.document_fromstring(
        f'<html><body><div class="posts">{posts}</div></body></html>')


def test_author_is_the_user_link_inside_the_author_box():
    root = authored_thread('<div class="author_box"><a class="user">{user}</a>'
                           '<span>170{n}</span></div>')
    posts = extract_posts(root, now=NOW).posts
    assert [p.author for p in posts] == ["alice", "bob", "carol"]
    assert all(p.author_node.tag == "a" for p in posts)


@pytest.mark.parametrize("href", [
    "home.php?mod=space&amp;uid=12{n}",  # Discuz! X
    "space-uid-12{n}.html",  # Discuz! rewritten
    "space.php?uid=12{n}",  # Discuz! 7
    "/?uid=12{n}",
    "./memberlist.php?mode=viewprofile&amp;u=12{n}&amp;sid=ab12",  # phpBB
    "member.php?u=12{n}",  # vBulletin 3
    "member.php?12{n}-{user}",  # vBulletin 4
    "/members/{user}.12{n}/",  # XenForo
    "/u/{user}",  # Discourse
    "index.php?action=profile;u=12{n}",  # SMF
])
def test_author_links_of_common_forum_engines(href):
    # the box's classes name nothing: only the profile URL tells the user link apart
    root = authored_thread(f'<div class="pls"><a class="xw1" href="{href}">{{user}}</a>'
                           f'<a class="xi2" href="forum.php?mod=viewthread&amp;tid=9{{n}}">'
                           f'Reply</a></div>')
    posts = extract_posts(root, now=NOW).posts
    assert [p.author for p in posts] == ["alice", "bob", "carol"]


def test_profile_link_beats_user_title_post_count_and_mention():
    # XenForo/phpBB shape: a title ("Gold Member"), a post count linking to a search, and a
    # mention of another user in the message, each nearer to the date than the profile link
    box = ('<div class="userinfo"><a href="/members/{user}.{n}/" class="username">{user}</a>'
           '<em class="userTitle">Gold Member</em>'
           '<a href="search.php?author_id={n}&amp;sr=posts">15{n}</a></div>')
    posts = "".join(
        f'<div class="post">{box.format(user=user, n=n)}<div class="date">2014-06-1{n} 10:00'
        f'</div><div class="text"><p><a href="/members/zed.9/">@zed</a> Message number {n} '
        f'of a thread about amplifiers and cables.</p></div></div>'
        for n, user in enumerate(("alice", "bob", "carol"), 1))
    root = lxml.html.document_fromstring(
        f'<html><body><div class="posts">{posts}</div></body></html>')
    assert [p.author for p in extract_posts(root, now=NOW).posts] == ["alice", "bob", "carol"]


def test_no_author_rather_than_a_user_title():
    root = authored_thread('<dl><dt><strong>{user}</strong></dt>'
                           '<dd class="usertitle">Member</dd></dl>')
    posts = extract_posts(root, now=NOW).posts
    assert len(posts) == 3
    assert [p.author for p in posts] == ["", "", ""] and posts[0].author_node is None


def header_thread(header, users):
    """Posts whose header ``header(n, user)`` precedes the date and message; no class in it
    names a user."""
    posts = "".join(
        f'<div class="post"><div class="head">{header(n, user)}'
        f'<span class="when">2014-06-1{n} 10:00</span></div>'
        f'<div class="text"><p>Message number {n} of a thread about amplifiers.</p></div></div>'
        for n, user in enumerate(users, 1))
    return lxml.html.document_fromstring(
        f'<html><body><div class="posts">{posts}</div></body></html>')


def test_author_in_a_bare_bold_at_the_place_the_posts_share():
    # the name is the first place holding a varying short text; the user title after it
    # varies too but comes second; "#n" is a number, not a name
    users = ("alice", "bob", "alice", "carol", "alice")
    root = header_thread(lambda n, user: (
        f'<span class="nr">#{n}</span><div class="box"><b>{user}</b><br>'
        f'<span>{"Stammgast" if user == "alice" else "Neuling"}</span></div>'), users)
    posts = extract_posts(root, now=NOW).posts
    assert [p.author for p in posts] == list(users)
    assert all(p.author_node.tag == "b" for p in posts)


def test_a_time_of_day_is_no_author():
    # "08h08" has a letter, and a time varies from post to post as a name does
    users = ("alice", "bob", "alice", "carol")
    root = header_thread(lambda n, user: f"<span>0{n}h1{n}</span> <b>{user}</b>", users)
    assert [p.author for p in extract_posts(root, now=NOW).posts] == list(users)


def test_a_constant_label_is_no_author():
    users = ("alice", "bob", "alice", "carol")
    alone = extract_posts(header_thread(lambda n, user: "<b>Member</b>", users), now=NOW).posts
    assert len(alone) == 4 and [p.author for p in alone] == ["", "", "", ""]
    # the label is passed over for the name after it
    root = header_thread(lambda n, user: f"<b>Member</b> <i>{user}</i>", users)
    labelled = extract_posts(root, now=NOW).posts
    assert [p.author for p in labelled] == list(users)


def test_authors_the_rules_find_are_kept_and_lead_the_fallback():
    # profile links name three users; a guest has none. The online status before the link
    # varies and holds a short text in every post, but it is not where the found authors are:
    # the guest gets no author rather than "Offline", and the others keep their links.
    posts = [("Online", '<a href="/members/alice.1/">alice</a>'),
             ("Offline", '<a href="/members/bob.2/">bob</a>'),
             ("Offline", "<span>guest</span>"),
             ("Online", '<a href="/members/carol.3/">carol</a>')]
    html = "".join(
        f'<div class="post"><div class="head"><b>{status}</b> {name}'
        f'<span class="when">2014-06-1{n} 10:00</span></div>'
        f'<div class="text"><p>Message number {n} of a thread about amplifiers.</p></div></div>'
        for n, (status, name) in enumerate(posts, 1))
    root = lxml.html.document_fromstring(
        f'<html><body><div class="posts">{html}</div></body></html>')
    found = extract_posts(root, now=NOW).posts
    assert [p.author for p in found] == ["alice", "bob", "", "carol"]
    assert [p.author_node.tag for p in found if p.author] == ["a", "a", "a"]


@pytest.mark.parametrize("mark, make", [
    ("post-id", lambda n, u: f'<div class="post" id="post-{n}"><b>{u}</b>'),
    ("permalink", lambda n, u: f'<div class="post"><a href="#p{n}">#</a> <b>{u}</b>'),
    ("number", lambda n, u: f'<div class="post"><span><b>#{n}</b></span> <b>{u}</b>'),
    ("reply", lambda n, u: f'<div class="post"><b>{u}</b> <a href="/t/1/x">Zitieren</a>'),
    ("profile", lambda n, u: f'<div class="post"><a href="/members/{u}.{n}/">{u}</a>'),
])
def test_a_thread_without_dates_is_found_by_other_marks_of_its_posts(mark, make):
    body = "".join(f'{make(n, p[0])}<div class="message">{p[3]}</div></div>'
                   for n, p in enumerate(POSTS, 1))
    root = lxml.html.document_fromstring(
        f'<html><body><div id="nav"><a href="/">Forum</a></div><div id="posts">{body}</div>'
        '</body></html>')
    assert extract_posts(root, now=NOW, anchors="date").reason == "no anchors on the page"
    result = extract_posts(root, now=NOW)
    assert result.anchor_kind == mark and result.parent.get("id") == "posts"
    assert [p.body for p in result.posts] == [p[3] for p in POSTS]
    assert extract_posts(root, now=NOW, anchors=mark).anchor_kind == mark
    with pytest.raises(ValueError):
        extract_posts(root, anchors="stars")


def test_the_opening_post_in_its_own_container_before_the_replies():
    opening = ('<div class="MessageList Discussion"><div class="Item ItemDiscussion">'
               '<a class="Username" href="/profile/alice">alice</a> <span>2014-06-12 10:00</span>'
               '<div class="Message">My amplifier hums when the volume is low. Any idea why?'
               '</div></div></div>')
    replies = "".join(f'<li class="Item ItemComment"><a href="/profile/{p[0]}">{p[0]}</a> '
                      f'<span>{p[1]}</span><div class="Message">{p[3]}</div></li>'
                      for p in POSTS[1:])
    root = lxml.html.document_fromstring(
        f'<html><body><main>{opening}<div class="CommentsWrap"><div class="DataBox">'
        f'<ul class="MessageList Comments">{replies}</ul></div></div></main>'
        '<div id="side"><p>Latest: 2014-06-01 08:00</p></div></body></html>')
    result = extract_posts(root, now=NOW)
    assert result.parent.tag == "ul"
    assert [p.author for p in result.posts] == ["alice", "bob", "carol", "dave", "erin"]
    assert result.posts[0].body == "My amplifier hums when the volume is low. Any idea why?"
    assert result.posts[0].date == datetime(2014, 6, 12, 10, 0)


@pytest.mark.parametrize("wrapped", [False, True])
def test_an_opening_post_named_apart_is_found_by_its_build(wrapped):
    # the opening post shares no class name with the replies, but is built as they are
    opening = ('<div class="starter"><div class="by"><a href="/u/alice">alice</a> '
               f'<span>2014-06-12 10:00</span></div><div class="msg"><p>{OPENING}</p></div></div>')
    if wrapped:
        opening = f'<section class="topic-head">\n{opening}\n</section>'
    replies = "".join(f'<div class="reply"><div class="meta"><a href="/u/{p[0]}">{p[0]}</a> '
                      f'<span>{p[1]}</span></div><div class="text"><p>{p[3]}</p></div></div>'
                      for p in POSTS[1:])
    result = opening_then_replies(opening, replies)
    assert result.posts[0].node.get("class") == "starter"


def test_an_opening_post_named_apart_is_built_as_a_typical_reply_not_an_ad_slot():
    # the list opens with an ad slot laid out as a post (the replies' class and a date,
    # other children): the opening post is compared with a reply built as most are
    opening = ('<div class="starter"><div class="by"><a href="/u/alice">alice</a> '
               f'<span>2014-06-12 10:00</span></div><div class="msg"><p>{OPENING}</p></div></div>')
    ad = ('<div class="reply"><span>2014-06-12 10:01</span><div class="ad"><ins><a href="/ads">'
          'Sponsored: amplifiers from 99 euros at the shop</a><img src="a.png"></ins>'
          '<iframe></iframe><i></i><b></b></div></div>')
    replies = ad + "".join(
        f'<div class="reply"><div class="meta"><a href="/u/{p[0]}">{p[0]}</a> <span>{p[1]}'
        f'</span></div><div class="text"><p>{p[3]}</p></div></div>' for p in POSTS[1:])
    root = lxml.html.document_fromstring(
        f'<html><body><div id="thread"><h1>Humming amp</h1>{opening}'
        f'<div id="replies">{replies}</div></div></body></html>')
    result = extract_posts(root, now=NOW)
    assert result.posts[0].node.get("class") == "starter"
    assert result.posts[0].body == OPENING


def opening_then_replies(opening: str, replies: str):
    """PEAN on a thread of ``opening`` (alice's, saying OPENING) before ``replies`` (POSTS'
    others), checked to give the five posts with the opening post's message."""
    root = lxml.html.document_fromstring(
        f'<html><body><div id="thread"><h1>Humming amp</h1>{opening}'
        f'<div id="replies">{replies}</div></div></body></html>')
    result = extract_posts(root, now=NOW)
    assert result.parent.get("id") == "replies"
    assert [p.author for p in result.posts] == ["alice", "bob", "carol", "dave", "erin"]
    assert result.posts[0].body == OPENING
    return result


def test_quotes_are_given_apart_and_the_signature_leaves_the_message():
    quote = '<div class="bbCodeBlock bbCodeBlock--quote">alice said: It hums.</div>'
    posts = "".join(
        f'<div class="post"><a href="/members/{u}.{n}/">{u}</a> <span>{d}</span>'
        f'<div class="message js-selectToQuote">{quote if n == 2 else ""}{m}'
        f'<div class="signature">-- {u} from the hifi corner</div></div></div>'
        for n, (u, d, _, m) in enumerate(POSTS, 1))
    root = lxml.html.document_fromstring(f'<html><body><div id="t">{posts}</div></body></html>')
    result = extract_posts(root, now=NOW)
    assert [p.quotes for p in result.posts[:3]] == [(), ("alice said: It hums.",), ()]
    second = result.posts[1]
    assert second.body == "alice said: It hums.\n" + POSTS[1][3]  # the gold keeps quotes
    assert second.signature == "-- bob from the hifi corner"
    assert all("hifi corner" not in p.body for p in result.posts)


def test_zebra_rows_share_the_place_of_the_message():
    # a two-word reply loses the descent to its author box; the other posts' message place
    # (td.row1 / td.row2 alternate) is taken for it
    rows = "".join(
        f'<tr><td class="row{n % 2 + 1}"><div class="author"><b>{u}</b><br>Member since 2001,'
        f' 1234 posts, from the north of the country</div></td><td class="row{n % 2 + 1}">'
        f'<span>{d}</span><div class="text">{"Me too." if n == 3 else m * 2}</div></td></tr>'
        for n, (u, d, _, m) in enumerate(POSTS, 1))
    root = lxml.html.document_fromstring(f"<html><body><table>{rows}</table></body></html>")
    bodies = [p.body for p in extract_posts(root, now=NOW).posts]
    assert bodies[2] == "Me too." and bodies[0] == POSTS[0][3] * 2


def test_a_thread_without_dates_or_marks_is_found_by_its_repeated_post_boxes():
    # each box holds some text outside links (a bare "Same here." box would not be a record)
    messages = [m if len(m) > 20 else m + " I had the same hum." for _, _, _, m in POSTS]
    posts = "".join(f'<div class="box{n}"><b>{u}</b><div class="text">{m}</div></div>'
                    for n, ((u, _, _, _), m) in enumerate(zip(POSTS, messages), 1))
    root = lxml.html.document_fromstring(
        '<html><body><ul id="menu"><li><a href="/">Forum</a></li><li><a href="/a">Help</a></li>'
        f'<li><a href="/b">Rules</a></li></ul><div id="thread">{posts}</div></body></html>')
    result = extract_posts(root, now=NOW)
    assert result.anchor_kind == "records" and result.parent.get("id") == "thread"
    assert [p.body for p in result.posts] == messages
    # a moderation checkbox in every box keeps it a post; the rows of a search form, a field
    # to type or pick in each, are no posts
    checked = posts.replace('<div class="text">', '<input type="checkbox"><div class="text">')
    fields = "".join(f'<div class="field"><label>{label}</label><{control}></div>' for label,
                     control in (("Search in the titles of the threads", "input type=search"),
                                 ("Only the posts written by this member", "input"),
                                 ("Posts written during the last days", "select")))
    for thread, found in ((checked, len(POSTS)), (fields, 0)):
        root = lxml.html.document_fromstring(f'<html><body><div id="thread">{thread}</div>'
                                             "</body></html>")
        assert len(extract_posts(root, now=NOW).posts) == found


@pytest.mark.parametrize("newest_first", [False, True])
def test_a_post_date_after_the_authors_joined_date(newest_first):
    # the author box comes first and shows when the author joined; the post's own dates keep
    # the thread's order (either way), the joined dates do not
    joined = ["03.02.2011", "17.09.2008", "29.05.2013", "07.02.2003"]
    written = [f"1{n}.04.2020, 10:0{n}" for n in range(4)]
    posts = "".join(
        f'<li class="message" id="post-{n}"><div class="user"><a href="/members/u{n}.{n}/">'
        f"user{n}</a><dl><dt>Joined</dt><dd>{joined[n]}</dd></dl></div>"
        f'<div class="main"><div class="head"><a href="#post-{n}">{written[n]}</a></div>'
        f"<p>Message number {n} about the humming amplifier and its cables.</p></div></li>"
        for n in (range(3, -1, -1) if newest_first else range(4)))
    root = lxml.html.document_fromstring(
        f'<html><body><ol id="posts">{posts}</ol></body></html>')
    result = extract_posts(root, now=NOW)
    order = list(range(3, -1, -1)) if newest_first else list(range(4))
    assert [p.author for p in result.posts] == [f"user{n}" for n in order]
    assert [p.date_text for p in result.posts] == [written[n] for n in order]
    assert [p.date for p in result.posts] == [datetime(2020, 4, 10 + n, 10, n) for n in order]


def comment(n: int, replies: str = "") -> str:
    user, written, _, message = POSTS[n - 1]
    children = f'<ul class="children">{replies}</ul>' if replies else ""
    return (f'<li class="comment" id="comment-{n}"><div class="meta"><a href="/u/{user}">{user}'
            f'</a> <span class="when">{written}</span></div><div class="text"><p>{message}</p>'
            f"</div>{children}</li>")


@pytest.mark.parametrize("tree", ["uneven", "pairs"])
def test_replies_nested_in_the_posts_they_answer_are_posts(tree):
    # threaded comments: a reply sits inside the post it answers, at any depth
    if tree == "uneven":
        comments = comment(1, comment(2, comment(3))) + comment(4) + comment(5)
    else:  # two posts on top, each holding one: as many dates under each
        comments = comment(1, comment(2)) + comment(3, comment(4))
    root = lxml.html.document_fromstring(
        f'<html><body><div id="main"><ol id="comments">{comments}</ol></div></body></html>')
    result = extract_posts(root, now=NOW)
    order = [1, 2, 3, 4, 5] if tree == "uneven" else [1, 2, 3, 4]
    assert [p.node.get("id") for p in result.posts] == [f"comment-{n}" for n in order]
    for post, n in zip(result.posts, order):
        user, written, value, message = POSTS[n - 1]
        assert post.body == message  # its own message, not its replies'
        assert (post.author, post.date_text, post.date) == (user, written, value)
        assert all(POSTS[k - 1][3] not in post.text for k in order if k != n)


def test_a_box_of_the_posts_shape_without_a_message_is_no_post():
    # an ad slot laid out as a post (its date, an empty message) and a reply that is only an
    # image: no text to extract, and the annotated threads leave such boxes out
    posts = [*POSTS[:3], ("Advertisement", "2014-06-12 11:30", None, "<img src='ad.png'>"),
             *POSTS[3:], ("frank", "2 hours ago", None, "<img src='cat.jpg'>")]
    result = extract_posts(thread(posts), now=NOW)
    assert [p.node.get("id") for p in result.posts] == ["p1", "p2", "p3", "p5", "p6"]
    assert [p.author for p in result.posts] == [p[0] for p in POSTS]


@pytest.mark.parametrize("placeholder", ["This post has been removed by a blog administrator.",
                                         "[deleted]", "Beitrag gelöscht", "삭제된 댓글입니다.",
                                         "ความคิดเห็นนี้ถูกลบเนื่องจากละเมิดกฎ", "该回复已被删除",
                                         "Это сообщение было удалено. Показать"])
def test_a_deleted_posts_placeholder_is_no_post(placeholder):
    # (with the one button it shows beside it: "Показать", show it)
    posts = [*POSTS[:2], ("frank", "2014-06-12 11:30", None, placeholder), *POSTS[2:]]
    result = extract_posts(thread(posts), now=NOW)
    assert [p.body for p in result.posts] == [p[3] for p in POSTS]


def test_a_reply_that_says_what_it_deleted_is_a_post():
    posts = [*POSTS[:2], ("frank", "2014-06-12 11:30", None, "Post deleted the cache files and "
                          "the humming stopped, try it."), *POSTS[2:]]
    assert len(extract_posts(thread(posts), now=NOW).posts) == len(POSTS) + 1


def test_dates_of_two_digit_numbers_read_year_first_where_that_keeps_the_thread_together():
    # a Korean board's "19.01.12 17:25" is 12 January 2019; read day first, the replies
    # would fall a year apart each, before the thread's opening
    written = ["2019.01.12 09:00", "19.01.12 17:25", "19.01.13 12:53", "19.01.14 18:01"]
    posts = [(u, w, None, m) for (u, _, _, m), w in zip(POSTS, written)]
    found = extract_posts(thread(posts), now=NOW).posts
    assert [p.date for p in found] == [datetime(2019, 1, 12, 9), datetime(2019, 1, 12, 17, 25),
                                       datetime(2019, 1, 13, 12, 53),
                                       datetime(2019, 1, 14, 18, 1)]


def test_dates_of_two_digit_numbers_stay_day_first_where_the_thread_is_so_together():
    written = ["12.01.19 09:00", "12.01.19 17:25", "13.01.19 12:53", "14.01.19 18:01"]
    posts = [(u, w, None, m) for (u, _, _, m), w in zip(POSTS, written)]
    found = extract_posts(thread(posts), now=NOW).posts
    assert [p.date.date() for p in found] == [date(2019, 1, d) for d in (12, 12, 13, 14)]


def test_the_links_to_a_users_talk_and_contributions_beside_the_name_are_no_author():
    # MediaWiki's "fiona (talk | contribs)", the tool links nearer the date than the name
    items = "".join(
        f'<div class="post"><div class="author"><a href="/wiki/User:{u}">{u}</a><span '
        f'class="mw-usertoollinks">(<a href="/wiki/User_talk:{u}">talk</a> | <a href="/wiki/'
        f'Special:Contributions/{u}">contribs</a>)</span></div><div class="content"><p>{m}'
        f'</p></div><div class="meta"><span class="ts">{w}</span></div></div>'
        for u, w, _, m in POSTS[:4])
    found = extract_posts(page_of(items), now=NOW).posts
    assert [p.author for p in found] == [u for u, _, _, _ in POSTS[:4]]


@pytest.mark.parametrize("path", ["profiili", "profil", "perfil"])
def test_a_profile_link_in_the_sites_language_names_the_author_not_a_quotes_author(path):
    # Suomi24: "/profiili/bob"; a quote in the message names its author by class
    quote = ('<blockquote class="quote"><span class="quote-author">alice kirjoitti:</span>'
             f'<p>{POSTS[0][3]}</p></blockquote>')
    items = "".join(
        f'<li class="answer"><div class="info"><a href="https://example.fi/{path}/4{n}">{u}</a>'
        f' <span class="ts">{w}</span></div><div class="body">{quote if n == 2 else ""}<p>{m}'
        f'</p></div></li>' for n, (u, w, _, m) in enumerate(POSTS[:4]))
    found = extract_posts(page_of(f"<ul>{items}</ul>"), now=NOW).posts
    assert [p.author for p in found] == [u for u, _, _, _ in POSTS[:4]]


def test_the_date_a_post_was_edited_on_before_its_own_is_not_its_date_nor_the_editor_its_author():
    # Stack Exchange: "edited <date> by Community", then "answered <date> by fiona"
    def post(n: int, user: str, written: str, message: str) -> str:
        edit = ('<div class="sig"><div class="time">edited <span>2014-06-13 09:00</span></div>'
                '<a href="/users/1/community">Community</a></div>' if n % 2 else "")
        return (f'<div class="answer"><div class="body"><p>{message}</p></div>{edit}<div '
                f'class="sig"><div class="time">answered <span>{written}</span></div><a href='
                f'"/users/{n + 5}/{user}">{user}</a></div></div>')
    found = extract_posts(page_of("".join(post(n, p[0], p[1], p[3])
                                          for n, p in enumerate(POSTS[:4]))), now=NOW).posts
    assert [p.author for p in found] == [u for u, _, _, _ in POSTS[:4]]
    assert [p.date for p in found] == [v for _, _, v, _ in POSTS[:4]]


def test_a_role_in_brackets_beside_the_name_is_no_author():
    # GameFAQs: "(Topic Creator)" in a box named as the author's, nearer the date than the name
    items = "".join(
        f'<div class="msg"><div class="infos"><span class="author_data"><a href="/community/'
        f'{u}"><b>{u}</b></a></span>' + ('<span class="author_data">(Topic Creator)</span>'
                                          if n == 0 else "")
        + f'<span class="author_data"><span class="time">{w}</span></span></div><div '
        f'class="body">{m}</div></div>' for n, (u, w, _, m) in enumerate(POSTS[:4]))
    found = extract_posts(page_of(items), now=NOW).posts
    assert [p.author for p in found] == [u for u, _, _, _ in POSTS[:4]]


@pytest.mark.parametrize("note", ["Last edited by bob; 12-06-2014 at 11:30 AM.",
                                  "[Voor 24% gewijzigd door bob op 12-06-2014 11:30]",
                                  "Last edited by bob (2014-06-12 11:30:18)"])
def test_an_edit_note_at_the_messages_end_is_no_part_of_it(note):
    posts = [(u, w, v, f"{m}<br>{note}" if n == 1 else m)
             for n, (u, w, v, m) in enumerate(POSTS)]
    found = extract_posts(thread(posts), now=NOW).posts
    assert [p.body for p in found] == [p[3] for p in POSTS]


def test_a_message_line_that_says_it_edited_something_stays():
    line = "I edited the config file on 12 June 2014 and the hum went away."
    posts = [(u, w, v, f"{m}<br>{line}" if n == 1 else m) for n, (u, w, v, m) in enumerate(POSTS)]
    assert extract_posts(thread(posts), now=NOW).posts[1].body.endswith(line)


def test_a_thread_of_one_post_marked_by_its_named_anchor():
    # <a name="1"> is where the post's permalink jumps to (phpBB 2's <a name="12345">): with
    # the date, the one mark of the post; without it, the sidebar's boxes were the thread
    post = ('<table class="post"><tr><td class="who"><a name="1"></a><b>foreveryoung</b></td>'
            '<td>#1 written: 21. Apr 2020, 19:40</td></tr>'
            f'<tr><td colspan="2" class="text">{MESSAGE}</td></tr></table>')
    boxes = "".join(f'<div class="widget"><h3>Top threads {n}</h3><ul><li><a href="/t/{n}">'
                    f"Question about amplifier {n}</a> asked by someone</li></ul></div>"
                    for n in range(4))
    root = lxml.html.document_fromstring(
        f'<html><body><div id="thread">{post}</div><div id="side">{boxes}</div></body></html>')
    result = extract_posts(root, now=NOW)
    assert result.anchor_kind == "single" and [p.body for p in result.posts] == [MESSAGE]


def test_posts_whose_message_is_where_most_are_keep_it():
    # the place is a path of (tag, class without digits): "c7" and "c10" are one step, so
    # following it would land on the author's line before the message
    posts = "".join(f'<li><div class="c5"><div class="c7">Member since 200{n}</div>'
                    f'<div class="c10">{MESSAGE} ({n})</div></div></li>' for n in range(3))
    view = build_view(lxml.html.fragment_fromstring(f"<ol>{posts}</ol>"))
    weight = message_weights(view, [False] * len(view), [False] * len(view))
    spans = [[c] for c in view.children(0)]
    bodies = [message_body(view, nodes, weight, [False] * len(view)) for nodes in spans]
    assert [view.elements[b].get("class") for b in bodies] == ["c10"] * 3
    assert harmonize_bodies(view, spans, bodies, weight) == bodies


def test_quick_answers_in_zebra_rows_named_apart_take_the_message_cell():
    # every second row's cells are class "even", the others "odd": the long messages say the
    # message is the second cell, and a "+1" whose author cell holds more text follows them
    def row(n: int, message: str) -> str:
        zebra = "odd" if n % 2 else "even"
        return (f'<tr><td class="{zebra}"><b>user{n}</b><br>Member since March 2010<br>1,234 '
                f'posts, Berlin<br>12.06.2014, 10:{n:02d}</td><td class="{zebra}">{message}'
                "</td></tr>")
    long = [f"{p[3]} {MESSAGE}" for p in POSTS[:3]]  # long enough to be sure of
    messages = [long[0], "+1", long[1], "Same here.", long[2], "+1"]
    root = lxml.html.document_fromstring(
        f'<html><body><table id="thread">{"".join(row(n, m) for n, m in enumerate(messages, 1))}'
        "</table></body></html>")
    assert [p.body for p in extract_posts(root, now=NOW).posts] == messages


def test_a_message_below_its_header_in_one_box_is_the_paragraph():
    # the author's link and the date in a heading, the message's paragraph and the buttons
    # below it, in one box (Douban): the message is the paragraph, a quick answer too, not the
    # box with the name, the date and "Like Reply" around it
    def item(n: int, user: str, message: str) -> str:
        return (f'<li class="reply-item"><div class="face"><a href="/people/{n}/"><img src="'
                f'{n}.jpg" alt="{user}"></a></div><div class="reply-doc"><h4><a href="/people/'
                f'{n}/">{user}</a><span class="pubtime">2014-06-12 10:{n:02d}:00</span></h4>'
                f'<p class="reply-content">{message}</p><div class="ops"><a href="#">Like</a> '
                '<a href="#">Reply</a></div></div></li>')
    messages = [f"{POSTS[0][3]} {MESSAGE}", "Same here.", f"{POSTS[2][3]} {MESSAGE}", "Thanks!"]
    root = page_of(f'<ul class="replies">'
                   f'{"".join(item(n, f"user{n}", m) for n, m in enumerate(messages, 1))}</ul>')
    assert [p.body for p in extract_posts(root, now=NOW).posts] == messages


def test_a_thread_of_one_post_marked_by_its_number():
    # the post holds no link and no id of its number: its "#1" is its one mark beside the date;
    # without it the post climbed to the page's reply button and took the page for the post
    post = ('<li class="c1"><div class="c2"><span class="c3">10/05/2006, 13h16</span> '
            '<span class="c4">#1</span></div><div class="c5"><span class="c6">Yoyo</span>'
            f'<div class="c7">Member since 2003</div><div class="c10">{MESSAGE}</div></div>'
            "</li>")
    root = lxml.html.document_fromstring(
        '<html><body><div class="c8"><ul><li><a href="/">Forum</a></li><li><a href="/a">'
        'Announcements</a></li></ul><a href="/newreply.php?p=12">Closed thread</a>'
        '<h1>New moderators</h1><p>Results 1 to 1 of 1 about the new moderators</p>'
        f'<ol class="c9">{post}</ol></div></body></html>')
    result = extract_posts(root, now=NOW)
    assert result.anchor_kind == "single" and [p.node.tag for p in result.posts] == ["li"]
    assert result.posts[0].body == MESSAGE


def test_ad_slots_laid_out_as_posts_leave_the_message_where_it_is():
    # a post, and ad slots of its build whose only text is a bare "Today" where the date
    # goes and a sponsor where the author goes: no posts, and no say in where the messages sit
    def box(n: int, when: str, who: str, message: str) -> str:
        return (f'<li class="postbit" id="post_{n}"><div class="posthead">{when}</div>'
                f'<div class="details"><div class="userinfo"><span class="username">{who}'
                f"</span></div>"
                f'<div class="postbody">'
                f'<div id="post_message_{n}"><blockquote class="postcontent">{message}'
                "</blockquote></div></div></div></li>")
    slots = "".join(box(n, "Aujourd'hui", "Publicité", "<script>var x;</script>")
                    for n in range(2, 6))
    root = lxml.html.document_fromstring(
        f'<html><body><ol id="posts">{box(1, "10/05/2006, 13h16 #1", "Yoyo", MESSAGE)}{slots}'
        "</ol></body></html>")
    result = extract_posts(root, now=NOW)
    assert [p.node.get("id") for p in result.posts] == ["post_1"]
    assert result.posts[0].body == MESSAGE


def test_two_posts_each_a_header_row_and_a_message_row():
    # the dated header rows hold little text (a name, a date): the posts are known by the
    # message rows after them, copies of each other and not of the header rows
    rows = "".join(
        f'<tr><td class="who" rowspan="2">{user}</td><td>#{n} {written}</td></tr>'
        f'<tr><td colspan="2" class="text"><p>{message}</p></td></tr>'
        for n, (user, written, _, message) in enumerate(POSTS[:2], 1))
    root = lxml.html.document_fromstring(
        f'<html><body><table id="thread">{rows}</table></body></html>')
    result = extract_posts(root, now=NOW)
    assert result.parent.get("id") == "thread" and result.anchor_kind == "date"
    assert [p.body for p in result.posts] == [POSTS[0][3], POSTS[1][3]]
    # a table of properties, rows of one template, two of them dates: no thread
    spec = "".join(f"<tr><th>{label}</th><td>{value}</td></tr>" for label, value in (
        ("Released", "12.03.2012"), ("Maker", "Acme"), ("Weight", "12 kg"),
        ("Updated", "14.06.2014"), ("Colour", "black"), ("Power", "120 W")))
    root = lxml.html.document_fromstring(
        f"<html><body><h1>Amplifier</h1><table>{spec}</table></body></html>")
    assert not extract_posts(root, now=NOW).posts


def test_an_opening_post_with_one_date_more_than_the_replies():
    # each reply shows its date and its author's "joined" date; the opening post also the
    # thread's "last edited" one: three dates, one more than a reply, is still one post
    def post(cls: str, user: str, written: str, message: str, edited: str = "") -> str:
        more = f'<div class="edited">Last edited: {edited}</div>' if edited else ""
        return (f'<div class="{cls}"><div class="by"><a href="/u/{user}">{user}</a> '
                f'<span class="joined">Joined 2011-02-03</span> <span>{written}</span></div>'
                f'<div class="msg"><p>{message}</p></div>{more}</div>')
    opening = post("starter", "alice", "2014-06-12 10:00", OPENING, "2014-06-13 09:00")
    opening_then_replies(opening, "".join(post("reply", p[0], p[1], p[3]) for p in POSTS[1:]))


def _kaskus_post(user: str, written: str, message: str) -> str:
    return (f'<div class="postlist"><div class="author"><a href="/@{user}">{user}</a><div '
            f'class="meta">Posts: 12</div></div><div class="when"><time>{written}</time></div>'
            f'<div class="content"><div class="entry">{message}</div></div></div>')


def test_an_opening_post_of_the_replies_shape_in_the_threads_header_box():
    # Kaskus: the thread's box holds its title, its counts and the first post, built as the
    # replies are; a pagination bar, then the replies' list
    opening = (f'<div class="thread-detail"><h1>Humming amp</h1><div class="counts">3.333 Views'
               f'</div>{_kaskus_post("alice", "2014-06-12 10:00", OPENING)}</div>'
               '<div class="pagination">Page 1 of 1</div>')
    replies = "".join(_kaskus_post(p[0], p[1], p[3]) for p in POSTS[1:])
    opening_then_replies(opening, replies)


def test_an_opening_post_apart_is_found_by_its_date_where_the_replies_are_found_by_their_ids():
    # Pantip: the topic above the comments, of their shape but without a comment's id; the
    # comments found by their ids ("comment1") keep their dates too
    def post(ident: str, user: str, written: str, message: str) -> str:
        return (f'<div class="wrapper"{ident}><div class="story">{message}</div><div '
                f'class="by"><a href="/profile/{user}">{user}</a> <abbr>{written}</abbr></div>'
                '</div>')
    opening = post(' id="topic-4054"', "alice", "2014-06-12 10:00", OPENING)
    replies = "".join(post(f' id="comment{n}"', p[0], p[1], p[3])
                      for n, p in enumerate(POSTS[1:], 1))
    root = lxml.html.document_fromstring(
        f'<html><body><div id="thread">{opening}<div class="count">4 comments</div>'
        f'<div id="replies">{replies}</div></div></body></html>')
    found = extract_posts(root, anchors="post-id", now=NOW).posts
    assert [p.author for p in found] == ["alice", "bob", "carol", "dave", "erin"]
    assert found[0].body == OPENING


def test_an_undated_first_item_of_the_list_is_the_opening_post_dated_in_the_threads_header():
    # Tianya: the thread's header (title, "楼主：alice 时间：..."), then the list, whose first
    # floor holds the opening post's message alone and each reply its own header and message
    def item(head: str, message: str) -> str:
        return (f'<div class="atl-item"><div class="atl-head">{head}</div><div class="atl-con">'
                f'<div class="bbs-content">{message}</div><div class="act"><a href="#">赞</a>'
                '</div></div></div>')
    header = ('<div class="atl-head-top"><h1>Humming amp</h1><div class="info"><span>楼主：<a '
              'href="http://example.cn/2099">alice</a></span><span>时间：2014-06-12 10:00:00'
              '</span><span>点击：1053</span></div></div>')
    floors = [item("", OPENING)] + [
        item(f'<span>作者：<a href="http://example.cn/20{n}">{p[0]}</a></span><span>时间：'
             f'2014-06-1{n + 3} 10:00:00</span>', p[3]) for n, p in enumerate(POSTS[1:])]
    root = lxml.html.document_fromstring(
        f'<html><body><div id="doc">{header}<div class="pages">1</div><div class="atl-main">'
        f'{"".join(floors)}</div></div></body></html>')
    found = extract_posts(root, now=NOW).posts
    assert [p.author for p in found] == ["alice", "bob", "carol", "dave", "erin"]
    assert found[0].body == OPENING and found[0].date == datetime(2014, 6, 12, 10, 0)


def test_a_best_answer_in_a_box_above_the_answers_is_not_the_opening_post():
    # Baidu Zhidao: the question laid out apart, then the best answer in a box of its own,
    # built as the other answers are, then their list
    question = ('<div class="ask"><h1>Humming amp</h1><div class="q">' + OPENING + '</div><div '
                'class="info"><a href="/user/alice">alice</a> <span>2014-06-12 10:00</span>'
                '</div></div>')
    best = f'<div class="best"><h2>Best answer</h2>{_kaskus_post(*POSTS[1][:2], POSTS[1][3])}</div>'
    replies = "".join(_kaskus_post(p[0], p[1], p[3]) for p in POSTS[2:])
    root = lxml.html.document_fromstring(
        f'<html><body><div id="thread">{question}{best}<div id="replies">{replies}</div>'
        '</div></body></html>')
    result = extract_posts(root, now=NOW)
    assert result.posts[0].author == "alice" and result.posts[0].body == OPENING


@pytest.mark.parametrize("boxed", [False, True])
def test_an_opening_post_and_its_one_reply_in_a_list_of_its_own(boxed):
    # Vanilla's layout with one reply: no list of two dated siblings anywhere, and the one
    # post found first spans both; the reply's list has the opening post before it. Boxed:
    # the reply's marks all sit in a box inside its list item (li > div), and the list's
    # wrappers around it alone are no levels of the search for the opening post above them
    opening = ('<div class="MessageList Discussion"><div class="Item ItemDiscussion">'
               '<a class="Username" href="/profile/alice">alice</a> <span>2014-06-12 10:00</span>'
               f'<div class="Message">{MESSAGE}</div></div></div>')
    user, written, _, message = POSTS[1]
    reply = (f'<a href="/profile/{user}">{user}</a> <span>{written}</span>'
             f'<div class="Message">{message}</div>')
    reply = f'<div class="Comment">{reply}</div>' if boxed else reply
    root = lxml.html.document_fromstring(
        f'<html><body><main>{opening}<div class="CommentsWrap"><div class="DataBox">'
        f'<ul class="MessageList Comments"><li class="Item ItemComment">{reply}</li></ul></div>'
        "</div></main></body></html>")
    result = extract_posts(root, now=NOW)
    assert [p.author for p in result.posts] == ["alice", "bob"]
    assert [p.body for p in result.posts] == [MESSAGE, message]


def test_a_question_with_an_edited_signature_before_its_own_is_one_post():
    # Stack Exchange's question nobody has answered yet: the post menu, then two signature
    # boxes of one template, "edited <date>" (by someone) and "asked <date>" (its author)
    def signature(verb: str, written: str, user: str) -> str:
        return (f'<div class="sig"><div class="action">{verb} <span>{written}</span></div>'
                f'<div class="details"><a href="/users/{user}">{user}</a></div></div>')
    asked = f"{OPENING} {POSTS[3][3]}"
    question = (f'<div id="question"><div class="body"><p>{asked}</p></div><div class="row">'
                '<div class="menu"><a href="/q/1">Share</a> <a href="/edit/1">Improve this '
                f'question</a></div>{signature("edited", "2014-06-12 11:00", "Community")}'
                f'{signature("asked", "2014-06-12 10:10", "alice")}</div></div>')
    root = lxml.html.document_fromstring(
        f'<html><body><div id="mainbar">{question}<div id="answers"><h2>0 Answers</h2></div>'
        '</div></body></html>')
    found = extract_posts(root, now=NOW).posts
    assert [p.body for p in found] == [asked] and found[0].author == "alice"


def test_the_author_is_the_name_in_the_dates_own_box_not_the_editors():
    # Stack Exchange's answers, edited: signed "edited <date>" by the editor, nearer the
    # answer's date than its author's link after "answered <date>" in the next box
    def answer(user: str, written: str, message: str, editor: str = "") -> str:
        edited = (f'<div class="sig"><div class="action">edited <span>2014-06-13 09:00</span>'
                  f'</div><a href="/users/{editor}">{editor}</a></div>') if editor else ""
        return (f'<div class="answer"><div class="body"><p>{message}</p></div><div class="row">'
                f'{edited}<div class="sig"><div class="action">answered <span>{written}</span>'
                f'</div><a class="avatar" href="/users/{user}"><img src="a.png"></a><div '
                f'class="details"><a href="/users/{user}">{user}</a> <span>1,024</span></div>'
                '</div></div></div>')
    answers = "".join(answer(u, w, f"{m} {OPENING}", "Community")
                      for u, w, _, m in POSTS[:3])
    found = extract_posts(page_of(answers), now=NOW).posts
    assert [p.author for p in found] == ["alice", "bob", "carol"]


def test_a_short_message_in_a_box_whose_class_names_a_user_is_no_author():
    # XenForo: the author's cell apart, the message in "message-userContent" next to the
    # date's header: a one-line reply ("Same here.") is short enough to pass for a name
    def post(user: str, written: str, message: str) -> str:
        return (f'<article class="message"><div class="cell-user"><a class="username" href="/m/'
                f'{user}.1/">{user}</a><dl><dt>Rank</dt><dd>Member</dd><dt>Messages</dt>'
                f'<dd>1,997</dd></dl></div><div class="cell-main"><header><span>{written}</span>'
                f'</header><div class="message-userContent"><article class="message-body"><div>'
                f'<div class="bbWrapper">{message}</div></div></article></div></div></article>')
    posts = "".join(post(u, w, m) for u, w, _, m in POSTS[:4])
    found = extract_posts(page_of(posts), now=NOW).posts
    assert [p.author for p in found] == ["alice", "bob", "carol", "dave"]
    assert found[2].body == "Same here."


def test_the_one_reply_is_its_whole_box_not_its_authors_line():
    # Baidu Zhidao with one answer: the question laid out apart; the answer's author, level,
    # date and counts in a line of their own, the message in the next, in a box under the
    # list's header ("1 answer"); beside them a sidebar of dated related questions
    asked = f"{OPENING} {POSTS[3][3]}"
    question = (f'<div class="ask"><h1>Humming amp</h1><div class="q">{asked}</div><div '
                'class="ask-info"><a href="/user/alice">alice</a> <span>2014-06-12 10:00</span>'
                '</div></div>')
    user, written, _, message = POSTS[1]
    answer = (f'<div class="answers"><h2>1 answer</h2><div class="answer"><div class="who">'
              f'<a class="avatar" href="/user/{user}"><img src="a.png"></a><div class="info"><a '
              f'href="/user/{user}">{user}</a> <span>LV.4</span> <span>{written}</span><div>'
              f'Answers accepted: 212 Likes: 954</div></div></div><div class="content"><p>'
              f'{message}</p></div><div class="opt">Like 2 · Report</div></div></div>')
    related = "".join(f'<li><a href="/q/{k}">Why does my amplifier hum {k}?</a><span>'
                      f'2014-05-0{k} 09:00</span></li>' for k in range(1, 6))
    root = lxml.html.document_fromstring(
        f'<html><body><article>{question}{answer}</article><aside><ul class="related">'
        f'{related}</ul></aside></body></html>')
    result = extract_posts(root, now=NOW)
    assert [p.author for p in result.posts] == ["alice", user]
    assert [p.body for p in result.posts] == [asked, message]


@pytest.mark.parametrize("replies", [1, 4])
def test_an_opening_post_named_apart_whose_post_is_wrapped_with_an_empty_anchor(replies):
    # each post is an empty anchor beside its box (article > span + div.inner), the opening
    # post's article named apart inside a container of its own: the box inside it is built as
    # a reply's box is, and is the opening post, not a reply nested in it
    def box(user: str, written: str, message: str) -> str:
        return (f'<span class="anchor"></span><div class="inner"><div class="by"><a href='
                f'"/u/{user}">{user}</a> <span>{written}</span></div><div class="text"><p>'
                f"{message}</p></div></div>")
    user, written, _, message = POSTS[0]
    opening = (f'<div class="topic-head"><article class="first">{box(user, written, message)}'
               "</article></div>")
    answers = "".join(f'<article class="message">{box(p[0], p[1], p[3])}</article>'
                      for p in POSTS[1:1 + replies])
    root = lxml.html.document_fromstring(
        f'<html><body><div id="thread"><h1>Humming amp</h1>{opening}'
        f'<div class="list">{answers}</div></div></body></html>')
    result = extract_posts(root, now=NOW)
    assert [p.author for p in result.posts] == [p[0] for p in POSTS[:1 + replies]]
    assert [p.body for p in result.posts] == [p[3] for p in POSTS[:1 + replies]]


def test_a_quoted_posts_date_is_no_post():
    # "bob wrote on 12 June 2014, 10:42:" in a quote dates the quoted post, not a new one:
    # with each post in two rows (header, message), the quotes' dates had made every
    # message row a post of its own
    def quote(n: int) -> str:
        user, written, _, message = POSTS[n - 1]
        return (f'<blockquote class="bbcode-quote"><div>{user} wrote on {written}:</div>'
                f"<p>{message}</p></blockquote>")
    rows = "".join(
        f'<tr><td class="who" rowspan="2">{user}</td><td>#{n} {written}</td></tr>'
        f'<tr><td colspan="2" class="text">{quote(n - 1) if n > 1 else ""}<p>{message}</p>'
        "</td></tr>" for n, (user, written, _, message) in enumerate(POSTS, 1))
    root = lxml.html.document_fromstring(
        f'<html><body><table id="thread">{rows}</table></body></html>')
    result = extract_posts(root, now=NOW)
    assert [p.author for p in result.posts] == [p[0] for p in POSTS]
    assert [p.date for p in result.posts] == [p[2] for p in POSTS]
    assert all(p.body.endswith(message) for p, (*_, message) in zip(result.posts, POSTS))


def posts_of(post_html) -> pean.PostsResult:
    """PEAN on a thread of POSTS, each written by ``post_html(n, user, written, message)``."""
    posts = "".join(post_html(n, user, written, message)
                    for n, (user, written, _, message) in enumerate(POSTS, 1))
    return extract_posts(lxml.html.document_fromstring(
        f'<html><body><div id="posts">{posts}</div></body></html>'), now=NOW)


def test_a_signature_longer_than_the_message_is_not_the_message():
    # "Same here." and a two-line signature after it: the message is the short one
    result = posts_of(lambda n, user, written, message: (
        f'<div class="post"><div class="info"><a href="/members/{user}.{n}/">{user}</a> '
        f'<span class="date">{written}</span></div><div class="body"><div class="text">'
        f'{message}</div><div class="signature">My rig: a Yamaha amplifier with Canton '
        "speakers, and far too many records to count.</div></div></div>"))
    assert [p.body for p in result.posts] == [p[3] for p in POSTS]
    assert all(p.signature.startswith("My rig") for p in result.posts)


def test_quick_answers_follow_the_longer_posts():
    # half of the thread answers in a word or two, under an author box of more text ("New
    # member", "Joined", "Messages 12"): the long messages show where messages sit
    answers = ["+1", "Same here.", "Thanks!"]
    messages = [MESSAGE if n % 2 == 0 else answers[n // 2] for n in range(6)]
    posts = "".join(
        f'<div class="post"><div class="author"><a href="/members/u{n}.{n}/">user{n}</a>'
        "<div>New member</div><dl><dt>Joined</dt><dd>12.03.2012</dd><dt>Messages</dt>"
        f'<dd>1{n}</dd><dt>Location</dt><dd>Springfield</dd></dl></div><div class="main">'
        f'<div class="when">2014-06-1{n} 10:00</div><div class="text">{message}</div></div>'
        "</div>" for n, message in enumerate(messages))
    root = lxml.html.document_fromstring(
        f'<html><body><div id="posts">{posts}</div></body></html>')
    assert [p.body for p in extract_posts(root, now=NOW).posts] == messages


def test_an_edited_line_in_the_message_row_leaves_the_posts_whole():
    # each post a header row (author, date) and a message row; every second message row also
    # says when it was edited, and one a date of its own beside: the posts start at the
    # header rows, built as most dated rows, not at that row of most dates
    def edited(n: int) -> str:
        own = "<div>Ordered: 12.06.2014</div>" if n == 3 else ""
        return f"{own}<div>Last edited by someone; 13 June 2014 at 09:1{n}.</div>" if n % 2 else ""
    rows = "".join(
        f'<tr><td class="who" rowspan="2"><a name="{n}"></a><div class="box"><b>{user}</b><br>'
        f'<span>Member</span></div></td><td class="meta"><img src="s.gif" alt=""> #{n} '
        f'<span class="time">{written}</span> <a href="#top"><img src="t.gif" alt=""></a></td>'
        f'</tr><tr><td colspan="2" class="text"><p>{message}</p>{edited(n)}</td></tr>'
        for n, (user, written, _, message) in enumerate(POSTS * 2, 1))
    root = lxml.html.document_fromstring(
        f'<html><body><table id="thread">{rows}</table></body></html>')
    result = extract_posts(root, now=NOW)
    assert [p.author for p in result.posts] == [p[0] for p in POSTS * 2]
    assert [p.body.splitlines()[0] for p in result.posts] == [p[3] for p in POSTS * 2]
    assert [p.date for p in result.posts] == [p[2] for p in POSTS * 2]


def test_post_ids_hold_more_posts_than_the_dates_left():
    # the posts' own dates are written by a script (empty on the crawled page); three of the
    # ten author boxes show a "joined" date: the post ids show the whole thread
    def post(n: int, user: str, message: str) -> str:
        joined = f'<dd>Joined 0{n}.03.2012</dd>' if n % 4 == 1 else ""
        return (f'<div class="post" id="post-{n}"><dl class="author"><dt>{user}</dt>{joined}'
                f'</dl><span class="when" data-time="140000{n}"></span>'
                f'<div class="text">{message}</div></div>')
    posts = [(p[0], p[3]) for p in POSTS * 2]
    body = "".join(post(n, user, message) for n, (user, message) in enumerate(posts, 1))
    root = lxml.html.document_fromstring(
        f'<html><body><div id="thread">{body}</div></body></html>')
    result = extract_posts(root, now=NOW)
    assert result.anchor_kind == "post-id"
    assert [p.body for p in result.posts] == [message for _, message in posts]


def test_post_ids_hold_the_posts_a_few_edited_lines_date():
    # the posts' own dates are written by a script; three of the five show an "edited" line
    # with a date: those three make a date list, the post ids hold all five
    def post(n: int, user: str, message: str) -> str:
        edited = f'<div class="edit">Edited 1{n}.06.2014, 10:00</div>' if n % 2 else ""
        return (f'<div class="post" id="post-{n}"><div class="author">{user}</div>'
                f'<span class="when"></span><div class="text">{message}</div>{edited}</div>')
    body = "".join(post(n, p[0], p[3]) for n, p in enumerate(POSTS, 1))
    root = lxml.html.document_fromstring(
        f'<html><body><div id="thread">{body}</div></body></html>')
    result = extract_posts(root, now=NOW)
    assert result.anchor_kind == "post-id"
    assert [p.body for p in result.posts] == [p[3] for p in POSTS]


def test_a_thread_of_one_undated_post_is_found_by_its_id_not_the_sidebar_boxes():
    # the post's date is written by a script (empty on the page); the sidebar's widgets
    # repeat (the last resort takes such runs for posts): the post's id shows the post
    widgets = "".join(f'<div class="widget"><h4>Top threads {n}</h4><a href="/t/{n}">Tube '
                      f"amps of the seventies</a> and some text about them</div>" for n in range(4))
    root = lxml.html.document_fromstring(
        '<html><body><div id="main"><div class="post" id="post-481"><div class="author">'
        '<a href="/members/alice.12/">alice</a></div><span class="when"></span>'
        f'<div class="text">{OPENING} It started last week.</div></div></div>'
        f'<div id="side">{widgets}</div></body></html>')
    result = extract_posts(root, now=NOW)
    assert result.anchor_kind == "single"
    assert [p.body for p in result.posts] == [f"{OPENING} It started last week."]


LINK = "https://www.example.org/vantage/articles/2020/a-plan-for-myelin-repair-takes-shape"


def wrapped_thread(replies: int) -> lxml.html.HtmlElement:
    """bbPress's layout: the opening post (its date and the thread's "last reply" date, a
    message that is a headline and a pasted address, a hidden "report this post" dialog) in
    a wrapper of the class every reply's wrapper has, above a class-less list of the replies;
    the page's footer repeats boxes with no mark of a post."""
    opening = (
        '<div class="topic-post"><article class="item"><div class="starter">'
        '<div class="by"><a href="/members/alice/">alice</a> <span>26/05/20</span></div>'
        "<div> Last reply <span>4 hours ago</span></div>"
        '<div class="main"><div class="title">News on myelin repair</div>'
        f'<div class="content"><p><a href="{LINK}">{LINK}</a></p></div></div>'
        '<div class="options modal"><h1>Is this post in breach of our house rules?</h1>'
        '<a href="?report">Report post</a></div></div></article></div>')
    listed = "".join(
        f'<div class="topic-post"><div class="reply"><div class="by">'
        f'<a href="/members/{user}/">{user}</a> <span>{written}</span></div>'
        f'<div class="content"><p>{message}</p></div></div></div>'
        for user, written, _, message in POSTS[3:3 + replies])
    boxes = "".join(f"<div><p>{text}</p></div>" for text in (
        "Registered charity 1117194, company 06000961, address: Platform, Station Street.",
        "This website uses cookies to improve your experience while you browse it.",
        "Privacy and cookies policy of the network"))
    return lxml.html.document_fromstring(
        f'<html><body><div class="forums"><div class="body">{opening}<div>{listed}</div>'
        f"</div></div><footer>{boxes}</footer></body></html>")


@pytest.mark.parametrize(("replies", "anchors"), [(1, "auto"), (2, "date")])
def test_an_opening_post_apart_before_one_or_two_wrapped_replies(replies, anchors):
    # one reply: the two posts' messages are of a size, so no one post stands out, and the
    # footer's boxes had been taken for the thread; two: the opening post's two dates tie
    # with the list's, and the descent went into the opening post (alg. 3.2 takes the first)
    # and found no list of dates (the other marks then found the thread)
    result = extract_posts(wrapped_thread(replies), now=NOW, anchors=anchors)
    assert [p.author for p in result.posts] == ["alice", *(p[0] for p in POSTS[3:3 + replies])]
    assert [p.body for p in result.posts][1:] == [p[3] for p in POSTS[3:3 + replies]]


def test_replies_in_wrappers_named_odd_and_even_are_one_list():
    # a mail archive (HyperKitty): the first message apart, the replies each in a wrapper
    # named by its row's parity; two replies are a list of two, however their wrappers differ
    def email(n, user, written, message, first=False):
        return (f'<div class="email{" email-first" * first}"><div class="email-header">'
                f'<div class="email-author"><a href="/user/{n}/">{user}</a></div>'
                f'<div class="email-date">{written}</div></div>'
                f'<div class="email-body"><p>{message}</p></div></div>')
    replies = POSTS[1:4:2]
    wrapped = "".join(f'<div class="{parity}">{email(n, user, written, message)}</div>'
                      for n, parity, (user, written, _, message) in zip(
                          (2, 3), ("even", "odd"), replies))
    root = lxml.html.document_fromstring(
        '<html><body><div id="nav"><a href="/">Lists</a></div><section>'
        f'{email(1, "alice", POSTS[0][1], OPENING, first=True)}<div class="replies">'
        f'{wrapped}</div></section><div id="footer">Powered by a list archiver</div>'
        '</body></html>')
    posts = extract_posts(root, now=NOW).posts
    assert [(p.author, p.body) for p in posts] == [("alice", OPENING)] + [
        (user, message) for user, _, _, message in replies]


@pytest.mark.parametrize("header", [False, True])
def test_an_opening_post_apart_and_one_reply_below_a_thread_header(header):
    # the opening post in a container of its own, one reply in the list below; a dated line
    # of the opening post's message (with a mention) shows its message as a post inside it,
    # and the thread's header (its starter, a link and a date) a third "post" above them
    head = ('<div class="head"><div class="thread-head"><h1>Humming amp when the volume is '
            'low</h1> <a href="/members/alice.1/">alice</a> <span>2014-06-12 10:00</span></div>'
            "</div>" if header else "")
    opening = f"{OPENING} It started last week, after I moved the speakers to the other wall."
    root = lxml.html.document_fromstring(
        f'<html><body>{head}<div id="main"><div class="topic-starter"><div class="starter">'
        '<div class="by"><a href="/members/alice.1/">alice</a> <span>2014-06-12 10:00</span>'
        f'</div><div class="msg"><p>{opening}</p><div class="log">On 2014-06-11 09:00 '
        '<a href="/members/bob.2/">@bob</a> said it was the cable.</div></div></div></div>'
        '<div class="replies"><div class="reply"><div class="by"><a href="/members/bob.2/">bob'
        f'</a> <span>2014-06-12 10:42</span></div><div class="text">{POSTS[1][3]}</div></div>'
        "</div></div></body></html>")
    result = extract_posts(root, now=NOW)
    assert [p.author for p in result.posts] == ["alice", "bob"]
    assert [p.body for p in result.posts] == [
        f"{opening}\nOn 2014-06-11 09:00 @bob said it was the cable.", POSTS[1][3]]


def test_a_pasted_address_is_a_message_and_a_dialog_is_none():
    # the opening post's message is its headline and the address it links; the report
    # dialog's heading, longer than the headline, had been taken for it
    body = extract_posts(wrapped_thread(2), now=NOW).posts[0].body
    assert LINK in body and "breach" not in body


@pytest.mark.parametrize("wrapper", ["span", "font"])
def test_a_message_inside_an_inline_wrapper_of_blocks(wrapper):
    # the date line and the message in a <span> (or an old page's <font>) beside the author
    # box: an inline element that holds blocks is a container, not a paragraph, and the
    # descent goes on into it to the message (it had stopped at the post)
    result = posts_of(lambda n, user, written, message: (
        f'<div class="post"><div class="author"><a href="/members/{user}.{n}/">{user}</a>'
        f'<span>{100 + n}</span></div><{wrapper} class="main"><div class="date">Posted '
        f'{written}</div><div class="text"><p>{message}</p></div></{wrapper}></div>'))
    assert [p.body for p in result.posts] == [p[3] for p in POSTS]
    assert all(p.body_node.get("class") == "text" for p in result.posts)


def test_a_message_of_loose_text_around_a_larger_box():
    # a message written straight into its container between <br>s, with a box of no telling
    # class (a quote as an old forum's table) holding more than half of its text: the
    # message is the container, not the box
    quoted = ("Maybe first a list of thumbnails, one picture per system with a short "
              "description of its parts, that leads to the page of its owner?")
    result = posts_of(lambda n, user, written, message: (
        f'<div class="post"><div class="by"><a href="/members/{user}.{n}/">{user}</a> '
        f'<span>{written}</span></div><div class="text">@all:<br>{message}<br>'
        f'<table><tr><td><span>{quoted}</span></td></tr></table><br>So I thought.</div></div>'))
    assert all(p.body_node.get("class") == "text" for p in result.posts)
    assert all(quoted in p.body and p.body.endswith("So I thought.") for p in result.posts)


def test_a_chain_of_answers_each_inside_the_one_before():
    # one top-level post, its answer inside it, that answer's inside the answer...: no two
    # sibling subtrees hold anchors, and the one post holding the chain had been the thread
    def post(k: int) -> str:
        user, written, _, message = POSTS[k]
        inner = (f'<div class="children">{post(k + 1)}</div>' if k + 1 < len(POSTS) else "")
        return (f'<article class="comment"><div class="by"><a href="/u/{user}">{user}</a> '
                f'<span>{written}</span></div><div class="text">{message}</div>{inner}'
                "</article>")
    root = lxml.html.document_fromstring(
        f'<html><body><h1>Humming amp</h1><div id="thread">{post(0)}</div></body></html>')
    result = extract_posts(root, now=NOW)
    assert [p.author for p in result.posts] == [p[0] for p in POSTS]
    assert [p.body for p in result.posts] == [p[3] for p in POSTS]


def test_a_box_inside_a_box_of_its_class_is_no_chain():
    # an article's wrapper holding a dated box of the same class: no post with a reply
    root = lxml.html.document_fromstring(
        '<html><body><div class="section"><p>Posted January 1, 2008</p><div class="section">'
        f"<p>Updated January 2, 2008</p><p>{MESSAGE}</p><p>{OPENING}</p></div></div>"
        "</body></html>")
    assert len(extract_posts(root, now=NOW).posts) <= 1


def test_a_logs_timestamps_in_a_message_date_no_post():
    # the opening post, laid out apart, pastes three logs whose lines start with timestamps:
    # they are the logs', not posts' (the opening post had held too many dates to be one)
    logs = "".join(
        f"<p>Log {n}:</p><pre><code>2014-06-12 09:{n}0:00 kernel: thunderbolt 0-1: device {n} "
        "stalled</code></pre>" for n in range(3))
    opening = (f'<div class="starter"><div class="by"><a href="/u/alice">alice</a> '
               f'<span>2014-06-12 10:00</span></div><div class="msg"><p>{OPENING}</p>'
               f"{logs}</div></div>")
    replies = "".join(
        f'<div class="reply"><div class="by"><a href="/u/{user}">{user}</a> <span>{written}'
        f'</span></div><div class="msg"><p>{message}</p></div></div>'
        for user, written, _, message in POSTS[1:])
    root = lxml.html.document_fromstring(
        f'<html><body><div id="thread"><h1>Humming amp</h1>{opening}'
        f'<div id="replies">{replies}</div></div></body></html>')
    result = extract_posts(root, now=NOW)
    assert [p.author for p in result.posts] == ["alice", "bob", "carol", "dave", "erin"]
    assert "device 2 stalled" in result.posts[0].body


@pytest.mark.parametrize("kind, mark", [
    ("post-id", 'id="Comment_{n}"><a href="/profile/{user}">{user}</a>'),
    # ids hashed: the link to the post itself
    ("permalink", 'id="x{n}"><a href="/profile/{user}">{user}</a> '
                  '<a href="/discussion/comment/{n}/#Comment_{n}">link</a>'),
])
def test_post_marks_stand_when_the_one_dated_post_is_the_thread_around_them(kind, mark):
    # the replies' dates are written by a script (empty in the page); the one date left is
    # the thread's, above them, and the element the dates show as "the one post" is the
    # thread itself: the list of post ids (or permalinks) inside it is the thread, not a box
    # beside a post
    replies = "".join(
        '<li class="Item" ' + mark.format(n=100 + n, user=user)
        + f' <time></time><div class="Message">{message}</div></li>'
        for n, (user, _, _, message) in enumerate(POSTS))
    root = lxml.html.document_fromstring(
        '<html><body><div class="Frame"><div class="Head"><h1>Humming amp</h1>'
        '<span>Started 12 June 2014</span></div>'
        f'<ul class="MessageList">{replies}</ul></div></body></html>')
    result = extract_posts(root, now=NOW)
    assert result.anchor_kind == kind
    assert [p.author for p in result.posts] == [p[0] for p in POSTS]


def test_an_opening_post_apart_that_holds_a_chain_of_answers():
    # Vanilla's opening post above the list, with the first answers nested in it, each in the
    # one before: it holds more dates than a post, but they are its answers' (the opening
    # post and its answers had been lost)
    posts = [*POSTS, ("frank", "2014-06-13 09:00", None, "Did the new cable arrive yet?"),
             ("gina", "2014-06-13 10:30", None, "Mine hums too, I will try the same fix.")]

    def reply(k: int, nested: str = "") -> str:
        user, written, _, message = posts[k]
        return (f'<li class="Item Comment"><a href="/profile/{user}">{user}</a> '
                f'<span>{written}</span><div class="Message">{message}</div>{nested}</li>')
    chain = reply(1, f'<div class="children">{reply(2)}</div>')
    opening = ('<div class="MessageList Discussion"><div class="Item ItemDiscussion">'
               '<a href="/profile/alice">alice</a> <span>2014-06-12 10:00</span>'
               f'<div class="Message">{OPENING}</div><div class="children">{chain}</div>'
               "</div></div>")
    root = lxml.html.document_fromstring(
        f'<html><body><main><h1>Humming amp</h1>{opening}<ul class="MessageList Comments">'
        f'{"".join(reply(k) for k in range(3, len(posts)))}</ul></main></body></html>')
    result = extract_posts(root, now=NOW)
    assert [p.author for p in result.posts] == ["alice", *(p[0] for p in posts[1:])]
    assert [p.body for p in result.posts] == [OPENING, *(p[3] for p in posts[1:])]


def test_a_post_without_replies_beside_posts_that_hold_theirs():
    # every second post answered inside it: the posts that hold an answer match each other
    # much better than the last one, which holds none, and it had been left out; a hidden
    # placeholder of the posts' shape (an ignored user's) stays out
    def post(k: int, nested: str = "") -> str:
        user, written, _, message = POSTS[k]
        return (f'<li class="post"><div class="by"><a href="/members/{user}.{k}/">{user}</a> '
                f'<span>{written}</span> <span>Joined 2011-02-03</span></div><div class="text">'
                f"<p>{message}</p></div>{nested}</li>")
    hidden = ('<li class="post" style="display:none"><div class="by">Ignored post by '
              '<a href="/members/mallory.9/">mallory</a> <span>2014-06-12 12:30</span></div>'
              '<div class="text"><p>Ignored.</p></div></li>')
    items = (post(0, f'<ol class="children">{post(1)}</ol>')
             + post(2, f'<ol class="children">{post(3)}</ol>') + hidden + post(4))
    root = lxml.html.document_fromstring(
        f'<html><body><ol id="posts">{items}</ol></body></html>')
    assert [p.author for p in extract_posts(root, now=NOW).posts] == [p[0] for p in POSTS]


def page_of(posts: str, before: str = "", after: str = "") -> etree._Element:
    return lxml.html.document_fromstring(
        f'<html><body><div id="nav"><a href="/">Forum</a> <a href="/f/2">Help</a></div>{before}'
        f'<div id="posts">{posts}</div>{after}</body></html>')


def test_numeric_dates_are_read_in_the_order_the_page_writes_them():
    # "03-14-2021" can only be month first: so is "03-04-2021" on that page (vBulletin, MyBB)
    written = ["03-04-2021, 09:12 AM", "03-09-2021, 10:40 AM", "03-14-2021, 08:05 PM"]
    root = page_of("".join(post_html(n, POSTS[n][0], w, POSTS[n][3])
                           for n, w in enumerate(written)))
    posts = extract_posts(root, now=NOW).posts
    assert [p.date for p in posts] == [datetime(2021, 3, 4, 9, 12), datetime(2021, 3, 9, 10, 40),
                                       datetime(2021, 3, 14, 20, 5)]


def test_a_post_date_with_a_time_before_a_joined_day_without_one():
    # two posts keep any order: the author's "joined" day comes first and has no time of day
    posts = "".join(
        f'<div class="post"><div class="author"><a href="/u/{u}">{u}</a><br>Joined: {j}</div>'
        f'<div class="main"><div class="head">Posted: {w}</div><div class="body">{m}</div></div>'
        "</div>" for u, j, w, m in (
            ("alice", "12 Mar 2004", "Thu Mar 04, 2021 10:12 am", POSTS[0][3]),
            ("bob", "02 Jun 2010", "Thu Mar 04, 2021 11:40 am", POSTS[1][3])))
    found = extract_posts(page_of(posts), now=NOW).posts
    assert [p.date for p in found] == [datetime(2021, 3, 4, 10, 12), datetime(2021, 3, 4, 11, 40)]


def test_a_signature_below_a_line_of_underscores_is_no_message():
    # phpBB 2 and vBulletin 3 write it inside the message's own element
    posts = "".join(post_html(n, POSTS[n][0], POSTS[n][1],
                              POSTS[n][3] + "<br>_________________<br>Two dogs and a cat.")
                    for n in range(3))
    found = extract_posts(page_of(posts), now=NOW).posts
    assert [p.body for p in found] == [POSTS[n][3] for n in range(3)]
    assert [p.signature for p in found] == ["Two dogs and a cat."] * 3
    # a drawn line inside a message followed by more text than a signature holds stays
    long = "More words here. " * 40
    posts = "".join(post_html(n, POSTS[n][0], POSTS[n][1], f"{POSTS[n][3]}<br>_____<br>{long}")
                    for n in range(3))
    assert all(long.strip() in p.body for p in extract_posts(page_of(posts), now=NOW).posts)


def test_a_signature_in_a_block_of_its_own_below_a_line_of_underscores_is_no_message():
    # vBulletin 3: the post's title, a rule, the message's div and, in a div named nothing,
    # the line of underscores and the signature; with its weight the signature had kept a
    # short message's descent in the cell, title and all
    def post(n: int, user: str, written: str, message: str) -> str:
        return (f'<table class="tborder" id="post{n}"><tr><td class="thead">{written}</td></tr>'
                f'<tr><td class="alt2"><a class="bigusername" href="member.php?u={n}">{user}'
                f'</a></td></tr><tr><td class="alt1" id="td_post_{n}"><div class="smallfont">'
                f'<strong>Re: Humming amplifier at low volume</strong></div><hr><div id="'
                f'post_message_{n}">{message}</div><div>__________________<br>Two dogs, one '
                "cat and a very patient wife.</div></td></tr></table>")
    messages = [f"{POSTS[0][3]} {MESSAGE}", "Same here, it is the cable.", POSTS[2][3]]
    found = extract_posts(page_of("".join(post(n, POSTS[n][0], POSTS[n][1], m)
                                          for n, m in enumerate(messages))), now=NOW).posts
    assert [p.body for p in found] == messages
    assert [p.signature for p in found] == ["Two dogs, one cat and a very patient wife."] * 3


def test_a_mail_signature_after_two_dashes_is_no_message():
    # a mailing-list archive: the signature after "-- " (at most 4 lines of 80 characters); a
    # "--" typed between two paragraphs of a message is followed by longer lines
    posts = "".join(post_html(n, POSTS[n][0], POSTS[n][1],
                              POSTS[n][3] + "<br><br>-- <br>Erin K<br>https://example.org/erin")
                    for n in range(3))
    found = extract_posts(page_of(posts), now=NOW).posts
    assert [p.body for p in found] == [POSTS[n][3] for n in range(3)]
    assert [p.signature for p in found] == ["Erin K\nhttps://example.org/erin"] * 3
    more = ("Then I wrote to their support, who told me to send the amplifier back to them "
            "within the month.")
    posts = "".join(post_html(n, POSTS[n][0], POSTS[n][1], f"{POSTS[n][3]}<br>--<br>{more}")
                    for n in range(3))
    assert all(more in p.body for p in extract_posts(page_of(posts), now=NOW).posts)
    # the list's footer below the signature, after its own line of underscores (Mailman)
    footer = ("<br>_______________________________________________<br>Amps mailing list<br>"
              "https://lists.example.org/mailman/listinfo/amps")
    posts = "".join(post_html(n, POSTS[n][0], POSTS[n][1], POSTS[n][3]
                              + "<br><br>-- <br>Erin K" + footer) for n in range(3))
    found = extract_posts(page_of(posts), now=NOW).posts
    assert [p.body for p in found] == [POSTS[n][3] for n in range(3)]


@pytest.mark.parametrize("messages", [2, 3])
def test_dates_under_labels_are_no_thread(messages):
    # a mail archive's thread page: "Starting:", "Ending:", "Last message date:" and "Archived
    # on:" dates loose in the body beside the messages; labels with dates and no message are
    # no posts, and the messages are (a thread of one such message gives none yet)
    def message(n, user, written, text):
        return (f'<h2><a name="msg{n}">Re: Humming amp</a></h2><ul><li><em>From</em>: {user} '
                f'&lt;<a href="mailto:{user}@example.org">{user} at example.org</a>&gt;</li>'
                f'<li><em>Date</em>: {written}</li></ul><hr><pre>{text}</pre><hr>')
    sent = [("alice", "Mon, 01 Feb 2021 03:00:00 +0100", POSTS[0][3] + " " + MESSAGE),
            ("bob", "Tue, 02 Feb 2021 00:59:00 +0100", POSTS[1][3]),
            ("dave", "Tue, 02 Feb 2021 10:12:00 +0100", POSTS[3][3])][:messages]
    root = lxml.html.document_fromstring(
        "<html><body><h1>Amps mailing list archives</h1><b>Starting:</b> <i>Mon Feb  1 "
        "03:00:00 CET 2021</i><br><b>Ending:</b> <i>Tue Feb  2 00:59:00 CET 2021</i><br><b>"
        f"Messages:</b> {messages}<hr>{''.join(message(n, *m) for n, m in enumerate(sent))}"
        "<b>Last message date:</b> <i>Tue Feb  2 00:59:00 CET 2021</i><br><b>Archived on:</b> "
        "<i>Wed Jun 30 18:00:00 CEST 2021</i><hr><i>Generated by Pipermail.</i></body></html>")
    posts = extract_posts(root, now=NOW).posts
    assert [p.body for p in posts] == [text for _, _, text in sent]


def test_a_role_tag_beside_the_name_is_no_author():
    # Coral Talk: the name, then a tag naming the author's role ("Staff"), then the time: the
    # tag is closer to the date, but a detail of the user, not the name
    def comment(n, user, written, message):
        tag = '<span class="comment-userTag">Staff</span>' if n % 2 else ""
        return (f'<div class="comment"><div class="topbar"><button class="username"><span '
                f'class="username-name">{user}</span></button>{tag}<time>{written}</time>'
                f'</div><div class="content"><p>{message}</p></div></div>')
    posts = extract_posts(page_of("".join(comment(n, p[0], p[1], p[3])
                                          for n, p in enumerate(POSTS[:4]))), now=NOW).posts
    assert [p.author for p in posts] == [p[0] for p in POSTS[:4]]


def test_a_mail_archives_author_is_the_name_before_the_address():
    # "From: Fiona Day <fiona at example.org>": the address is the link, the name is before it
    def message(n, name, user, written, text):
        return (f'<div class="msg"><ul><li><em>From</em>: {name} &lt;<a href="mailto:{user}'
                f'@example.org">{user} at example.org</a>&gt;</li><li><em>Date</em>: {written}'
                f'</li></ul><pre>{text}</pre></div>')
    sent = [("Fiona Day", "fiona", "Mon, 01 Feb 2021 03:00:00 +0100", POSTS[0][3]),
            ("bob", "bob", "Tue, 02 Feb 2021 00:59:00 +0100", POSTS[1][3]),
            ("Dave K.", "dk", "Tue, 02 Feb 2021 10:12:00 +0100", POSTS[3][3])]
    posts = extract_posts(page_of("".join(message(n, *m) for n, m in enumerate(sent))),
                          now=NOW).posts
    assert [p.author for p in posts] == ["Fiona Day", "bob", "Dave K."]


def test_a_message_written_in_a_pre_beside_its_header():
    # Bugzilla: "Comment 1 alice 2021-03-04 10:12:33 UTC" over a <pre> of the message
    comments = "".join(
        f'<div class="bz_comment"><div class="head"><a href="#c{n}">Comment {n}</a> '
        f'<a href="mailto:{u}@example.org">{u}</a> <span class="time">2021-03-0{n + 1} 10:12:33'
        f' UTC</span></div><pre class="text">{m}</pre></div>'
        for n, (u, _, _, m) in enumerate(POSTS[:3]))
    found = extract_posts(page_of(comments), now=NOW).posts
    assert [p.body for p in found] == [m for _, _, _, m in POSTS[:3]]


@pytest.mark.parametrize("attribute", ["data-tip", "data-original-title", "data-tooltip"])
def test_a_relative_date_gives_way_to_the_one_a_scripts_tooltip_states(attribute):
    # LIHKG: "5 個月前" with the exact date in React Tooltip's data-tip
    shown = f'<span class="when" {attribute}="04/03/2021 10:12:00">5 個月前</span>'
    posts = "".join(post_html(n, POSTS[n][0], shown, POSTS[n][3]) for n in range(3))
    found = extract_posts(page_of(posts), now=NOW).posts
    assert [p.date for p in found] == [datetime(2021, 3, 4, 10, 12)] * 3


def test_a_relative_date_gives_way_to_the_exact_one_its_element_states():
    tooltip = '<span class="kdate" title="04 Mar 2021 10:12">3 years 2 months ago</span>'
    attribute = '<span class="ago" data-dateutc="2021-03-04T10:12:00Z">over 1 year ago</span>'
    tippy = '<span class="moment" data-tippy-content="4 March 2021 10:12">3 years ago</span>'
    for shown in (tooltip, attribute, tippy):
        root = lxml.html.document_fromstring(f"<p>{shown}</p>")
        view = build_view(root)
        i = next(k for k, e in enumerate(view.elements) if e.tag == "span")
        assert stated_date(view, i)
        posts = "".join(post_html(n, POSTS[n][0], shown, POSTS[n][3]) for n in range(3))
        found = extract_posts(page_of(posts), now=NOW).posts
        assert [p.date for p in found] == [datetime(2021, 3, 4, 10, 12)] * 3


def test_a_sidebar_of_boxes_of_dated_thread_links_beside_a_short_thread_is_no_thread():
    # Mediavida: three posts, and a sidebar's "related threads" and "latest threads", three
    # dated links each: more dates than the thread's, in two boxes of three
    def box(title: str, rows: list[tuple[str, str]]) -> str:
        return (f'<div class="box"><h3>{title}</h3><ul>' + "".join(
            f'<li><a href="/foro/{k}">{t}</a> <span class="count">{k} replies</span> <span>'
            f'{w}</span></li>' for k, (t, w) in enumerate(rows, 3)) + "</ul></div>")
    related = box("Related threads", [("The radio restarts on its own", "2014-06-01 10:00"),
                                      ("Hum from the speakers with the engine on",
                                       "2014-05-21 11:00"),
                                      ("Is the dealer's update worth it?", "2014-05-02 09:00")])
    latest = box("Latest threads", [("Formula 1 official thread", "2014-06-13 11:00"),
                                    ("Looking for a second-hand car", "2014-06-13 10:40"),
                                    ("What the inspection checks now", "2014-06-13 10:20")])
    posts = "".join(post_html(n, POSTS[n][0], POSTS[n][1], POSTS[n][3]) for n in range(3))
    root = lxml.html.document_fromstring(
        f'<html><body><div id="main"><div class="title"><h1>Humming amp</h1><span>'
        f'2014-06-12 10:10</span></div><div class="c-main"><div id="topic">{posts}</div></div>'
        f'<aside class="sidebar">{related}{latest}</aside></div></body></html>')
    found = extract_posts(root, now=NOW).posts
    assert [p.author for p in found] == [u for u, _, _, _ in POSTS[:3]]


def test_sections_named_by_id_or_class_are_no_posts_beside_as_many_dated_links():
    # the thread's header (an id, no class), the posts and a sidebar of as many dated links as
    # there are posts: three sections of the page, the posts below one of them
    posts = "".join(post_html(n, POSTS[n][0], POSTS[n][1], POSTS[n][3]) for n in range(3))
    links = "".join(f'<li><a href="/foro/{k}">{t}</a> <span>{w}</span></li>' for k, (t, w) in
                    enumerate([("The radio restarts on its own", "2014-06-01 10:00"),
                               ("Hum from the speakers", "2014-05-21 11:00"),
                               ("Is the dealer's update worth it?", "2014-05-02 09:00")]))
    root = lxml.html.document_fromstring(
        f'<html><body><div id="main"><div id="title"><h1>A humming noise from the amplifier '
        f'after the last update</h1><p>Created <span>2014-06-12 10:10</span> · 922 visits</p>'
        f'</div><div class="c-main"><div id="topic">{posts}</div></div><div '
        f'class="c-side"><div class="box"><h3>Related</h3><ul>{links}</ul></div></div></div>'
        f'</body></html>')
    found = extract_posts(root, now=NOW).posts
    assert [p.author for p in found] == [u for u, _, _, _ in POSTS[:3]]


def test_a_list_of_similar_topics_rows_with_labelled_last_post_cells_is_no_thread():
    # phpBB's "similar topics" under a thread of one post: each row its title, starter and
    # date, its counts, then a cell "Last post by <name> <date>" whose label outweighs its
    # link; the row as a whole is more link than other text
    rows = "".join(
        f'<li class="row"><dl><dt><a href="/t/{k}">{title}</a><br>by <a href="#">{user}</a> '
        f'&raquo; <span>2014-0{k}-02 09:00</span> &raquo; in <a href="/f/3">Car audio</a></dt>'
        f'<dd class="posts">{k} replies</dd><dd class="views">{47 * k} views</dd><dd '
        f'class="lastpost"><span>Last post by <a href="#">{user}</a><br><span>2014-0{k}-05 '
        '10:00</span></span></dd></dl></li>'
        for k, (title, user) in enumerate([("The radio restarts on its own", "alice"),
                                           ("Hum from the speakers with the engine on", "bob"),
                                           ("Is the dealer's update worth it", "carol")], 3))
    post = post_html(0, POSTS[0][0], POSTS[0][1], f"{POSTS[0][3]} {OPENING}")
    root = lxml.html.document_fromstring(
        f'<html><body><div id="topic">{post}</div><div class="similar"><h3>Similar topics</h3>'
        f'<ul class="topiclist">{rows}</ul></div></body></html>')
    found = extract_posts(root, now=NOW).posts
    assert [p.author for p in found] == [POSTS[0][0]]


def test_comments_under_answers_in_a_shape_of_their_own_are_posts():
    # a Q&A page: each answer's message, its signature with the date, then a list of short
    # comments, each with its author and date, in smaller boxes of their own shape
    comments = [("frank", "2014-06-12 12:30", "Which cable did you use in the end, though?"),
                ("gina", "2014-06-12 13:05", "Same here.")]

    def answer(n: int, user: str, written: str, message: str, under: list) -> str:
        listed = "".join(f'<li class="comment"><div class="text">{m}</div><div class="meta">'
                         f'<a href="/u/{u}">{u}</a> <span>{w}</span></div></li>'
                         for u, w, m in under)
        return (f'<div class="answer"><div class="body"><p>{message}</p></div><div class="sig">'
                f'answered <span>{written}</span> <a href="/u/{user}">{user}</a></div>'
                f'<ul class="comments">{listed}</ul></div>')
    long = [f"{m} {OPENING} {m}" for _, _, _, m in POSTS[:4]]  # answers of a few sentences
    answers = [answer(n, u, w, long[n], comments if n == 1 else comments[:1] if n == 3 else [])
               for n, (u, w, _, _) in enumerate(POSTS[:4])]
    found = extract_posts(page_of("".join(answers)), now=NOW).posts
    assert [p.author for p in found] == ["alice", "bob", "frank", "gina", "carol", "dave",
                                         "frank"]
    assert found[1].body == long[1] and found[3].body == "Same here."


def test_comments_under_answers_are_posts_where_every_answer_has_a_signature_box():
    # Stack Exchange: each answer's message, then its signature box ("answered <date>", the
    # author), then its list of comments; only two comments on the page, under two answers
    # (comments of a sentence or two: a short line with its date inline is read as an event)
    def answer(user: str, written: str, message: str, comment: tuple | None) -> str:
        listed = "" if comment is None else (
            f'<li class="comment"><span class="copy">{comment[2]}</span> – <a href="/u/'
            f'{comment[0]}">{comment[0]}</a> <span class="when">{comment[1]}</span></li>')
        return (f'<div class="answer"><div class="body"><p>{message}</p></div><div class="sig">'
                f'<div class="action">answered <span>{written}</span></div><a href="/u/{user}">'
                f'{user}</a></div><ul class="comments">{listed}</ul></div>')
    comments = {1: ("frank", "2014-06-12 12:30", f"Which cable did you use? {OPENING}"),
                3: ("gina", "2014-06-12 13:05", f"Same here, it was the cable. {POSTS[3][3]}")}
    long = [f"{m} {OPENING} {m}" for _, _, _, m in POSTS[:4]]
    answers = [answer(u, w, long[n], comments.get(n)) for n, (u, w, _, _) in enumerate(POSTS[:4])]
    found = extract_posts(page_of("".join(answers)), now=NOW).posts
    assert [p.author for p in found] == ["alice", "bob", "frank", "carol", "dave", "gina"]


def test_lines_of_what_someone_did_between_the_posts_are_no_posts():
    # an issue tracker's events: "bob added the bug label Mar 5", dated inside the line,
    # where the comments keep their message apart from their header
    comment = ('<div class="item"><div class="head"><a href="/{u}">{u}</a> commented '
               '<span>{w}</span></div><div class="body"><p>{m}</p></div></div>')
    event = ('<div class="item"><div class="line"><a href="/bob">bob</a> added the '
             '<a href="/labels/bug">bug</a> label <span>March 5, 2021</span></div></div>')
    items = [comment.format(u=u, w=w, m=m) for u, w, _, m in POSTS[:4]]
    found = extract_posts(page_of("".join(items[:2] + [event] + items[2:])), now=NOW).posts
    assert [p.body for p in found] == [m for _, _, _, m in POSTS[:4]]


def test_lines_naming_who_did_something_dated_below_the_line_are_no_posts():
    # a card's activity: "fiona joined this card" with its date on a line of its own below,
    # between the comments that keep their message apart from their header
    comment = ('<div class="act"><div class="desc"><a href="/u/{u}">{u}</a> <a class="date" '
               'href="#c">{w}</a></div><div class="comment"><p>{m}</p></div></div>')
    event = ('<div class="act"><div class="desc"><a href="/u/{u}">{u}</a> joined this card'
             '</div><p class="meta"><a class="date" href="#e">{w}</a></p></div>')
    items = [comment.format(u=u, w=w, m=m) for u, w, _, m in POSTS[:4]]
    events = [event.format(u=u, w=w) for u, w, _, _ in POSTS[1:3]]
    found = extract_posts(page_of("".join(items[:2] + events[:1] + items[2:] + events[1:])),
                          now=NOW).posts
    assert [p.body for p in found] == [m for _, _, _, m in POSTS[:4]]


def test_a_list_item_holding_a_posts_boxes_is_its_frame_not_a_paragraph():
    # a chat export: each event tile a <li> in a wrapper, the sender's box, then a line of
    # the time and the message's box
    tiles = "".join(
        f'<div class="wrapper"><li class="tile"><div class="profile"><span>{u}</span></div>'
        f'<div class="line"><span class="time">{w}</span><div class="content"><p>{m}</p>'
        f'</div></div></li></div>' for u, w, _, m in POSTS[:4])
    found = extract_posts(page_of(tiles), now=NOW).posts
    assert [p.body for p in found] == [m for _, _, _, m in POSTS[:4]]


def test_a_short_message_in_unnamed_table_rows_is_taken_from_the_message_row():
    # Snitz: the date in the first row of a post's inner table, the message in the second
    rows = "".join(
        f'<tr><td><b>{u}</b><br>{n + 12} Posts</td><td><table><tr><td>Posted - {w} '
        f'<a href="pop_profile.asp?id={n}">Profile</a><hr></td></tr><tr><td><font>{m}</font>'
        "</td></tr></table></td></tr>" for n, (u, w, _, m) in enumerate(
            [(u, w, _, m) for u, w, _, m in POSTS[:2]]
            + [("erin", "12.06.2014, 14:00", None, "Same here.")]))
    found = extract_posts(page_of(f"<table>{rows}</table>"), now=NOW).posts
    assert [p.body for p in found] == [POSTS[0][3], POSTS[1][3], "Same here."]


def test_an_opening_post_laid_out_apart_that_links_its_author_as_the_replies_do():
    # Drupal's forum topic: a node above the comments, nothing alike in their markup but the
    # links to the authors' profiles
    node = (f'<div class="node"><span>Submitted by <a href="/user/12">alice</a> on Thu, '
            f'06/12/2014 - 10:10</span><div class="field"><p>{OPENING}</p></div></div>')
    comments = "".join(
        f'<div class="comment"><p class="who"><a href="/user/{20 + n}">{u}</a></p><p '
        f'class="when">{w}</p><div class="text"><h3><a href="#c{n}">Re: Humming</a></h3>'
        f'<div class="content"><p>{m}</p></div></div></div>'
        for n, (u, w, _, m) in enumerate(POSTS[1:4]))
    root = lxml.html.document_fromstring(
        f'<html><body><div id="main"><h1>Humming</h1>{node}<div id="comments"><h2>Comments'
        f"</h2>{comments}</div></div></body></html>")
    found = extract_posts(root, now=NOW).posts
    assert [p.body for p in found] == [OPENING] + [m for _, _, _, m in POSTS[1:4]]
    # a thread's header (its title, "Thread starter", a start date) is no opening post
    header = ('<div class="header"><h1>How to stop my amplifier from humming at low volume'
              '</h1><span>Thread starter</span> <a href="/user/12">alice</a> <span>Start '
              'date</span> <span>Jun 12, 2014</span></div>')
    root = lxml.html.document_fromstring(
        f'<html><body><div id="main">{header}<div id="comments">{comments}</div></div>'
        "</body></html>")
    assert [p.body for p in extract_posts(root, now=NOW).posts] == [
        m for _, _, _, m in POSTS[1:4]]


def test_a_lone_status_of_a_social_thread_with_its_author_s_handle():
    # Mastodon: the profile is /@name, the link shows the display name and the handle; the
    # thread of one status has no reply list
    root = lxml.html.document_fromstring(
        '<html><body><div class="entry"><a class="name" href="/@fiona"><strong>Fiona K</strong>'
        ' <span>@fiona@example.social</span></a><div class="content"><p>'
        f'{OPENING}</p></div><div class="meta"><a href="/@fiona/40311"><time>Mar 04, 2021, '
        "10:12</time></a> · 3 boosts</div></div></body></html>")
    posts = extract_posts(root, now=NOW).posts
    assert [(p.body, p.author, p.date) for p in posts] == [
        (OPENING, "Fiona K", datetime(2021, 3, 4, 10, 12))]


def test_an_author_shown_with_the_instance_of_the_account_is_named_without_it():
    # Lemmy: the user link shows the name and, in a smaller element, "@instance"
    def comment(user: str, written: str, message: str) -> str:
        return (f'<li class="comment"><div class="meta"><a class="person-listing" href="/u/'
                f'{user}@lemmy.world"><span>{user}</span><small>@lemmy.world</small></a> '
                f'<span>{written}</span></div><div class="md"><p>{message}</p></div></li>')
    root = page_of("<ul>" + "".join(comment(u, w, m) for u, w, _, m in POSTS[:3]) + "</ul>")
    assert [p.author for p in extract_posts(root, now=NOW).posts] == ["alice", "bob", "carol"]


def test_a_signature_every_post_of_its_author_ends_with_is_no_message():
    # a paragraph of its own below a rule, no class naming it: the same under each post of
    # an author; a sign-off typed on the message's last line stays in the message
    signature = {"alice": "<hr><p>Running Linux since 1999.</p>", "bob": "<p>Two dogs.</p>"}
    rows = [("alice", 0), ("bob", 1), ("alice", 3), ("bob", 4)]
    posts = "".join(
        f'<div class="x1"><div class="x2"><a href="/u/{u}">{u}</a> <span>{POSTS[n][1]}</span>'
        f'</div><div class="x3"><p>{POSTS[n][3]}</p>{signature[u]}</div></div>'
        for u, n in rows)
    found = extract_posts(page_of(posts), now=NOW).posts
    assert [p.body for p in found] == [POSTS[n][3] for _, n in rows]
    assert [p.signature for p in found] == [
        "Running Linux since 1999.", "Two dogs.", "Running Linux since 1999.", "Two dogs."]
    typed = "".join(
        f'<div class="x1"><div class="x2"><a href="/u/{u}">{u}</a> <span>{POSTS[n][1]}</span>'
        f'</div><div class="x3">{POSTS[n][3]}<br>Cheers, {u}</div></div>' for u, n in rows)
    found = extract_posts(page_of(typed), now=NOW).posts
    assert [p.body for p in found] == [f"{POSTS[n][3]}\nCheers, {u}" for u, n in rows]


def test_post_dates_in_zebra_rows_whose_class_names_are_hashes():
    # odd and even posts' rows named apart by hashes (no digit to drop): the post's own dates
    # are found by tags and ranks, not the "joined" days before them
    joined = ["03 Feb 2011", "17 Sep 2008", "29 May 2013", "07 Feb 2003"]
    posts = "".join(
        f'<tr><td class="{"css-a1f" if n % 2 else "css-9be"}"><b>user{n}</b><br>Joined: '
        f'{joined[n]}</td><td class="{"css-a1f" if n % 2 else "css-9be"}"><span>Posted: '
        f'1{n}.04.2020, 10:0{n}</span><hr><span>Message number {n} about the humming '
        "amplifier and its cables.</span></td></tr>" for n in range(4))
    found = extract_posts(page_of(f"<table>{posts}</table>"), now=NOW).posts
    assert [p.date for p in found] == [datetime(2020, 4, 10 + n, 10, n) for n in range(4)]


@pytest.mark.parametrize("link", ['<a href="/{u}">{u}</a>',
                                  '<a href="mailto:{u}@example.org">{u}</a>'])
def test_an_author_known_by_a_link_to_a_page_named_after_them_or_an_address(link):
    # class names say nothing (hashed): GitHub links /alice, Bugzilla and mail archives mailto:
    posts = "".join(
        f'<div class="c1"><div class="c2">{link.format(u=u)} commented <span>{w}</span>'
        f'</div><div class="c3"><p>{m}</p></div></div>' for u, w, _, m in POSTS[:4])
    found = extract_posts(page_of(posts), now=NOW).posts
    assert [p.author for p in found] == [u for u, _, _, _ in POSTS[:4]]


def test_bare_names_in_zebra_rows_whose_class_names_are_hashes():
    # a <b> name in a box no class names, odd and even rows named apart by hashes: the place
    # the names share is found by tags and ranks for the rows the names by class missed
    rows = "".join(
        f'<tr><td class="{"css-a1f" if n % 2 else "css-9be"}"><div class="css-77d"><b>{u}</b>'
        f'<br><span>Member</span></div></td><td class="{"css-a1f" if n % 2 else "css-9be"}">'
        f'<span>{w}</span><div class="css-3c0">{m}</div></td></tr>'
        for n, (u, w, _, m) in enumerate(POSTS))
    found = extract_posts(page_of(f"<table>{rows}</table>"), now=NOW).posts
    assert [p.author for p in found] == [u for u, _, _, _ in POSTS]


def test_a_relative_date_on_a_permalink_gives_way_to_the_date_of_its_title():
    # Disqus: <a class="time-ago" title="Thursday, March 4, 2021 10:12 AM">3 years ago</a>;
    # Slashdot writes the user's number after the name: "bob ( 12345 )"
    posts = "".join(
        f'<li class="post"><header><a href="/~{u}">{u} ( {n + 1234} )</a> <a href="#c{n}" '
        f'title="Thursday, March 4, 2021 10:{10 + n} AM">3 years ago</a></header><div '
        f'class="message"><p>{m}</p></div></li>' for n, (u, _, _, m) in enumerate(POSTS[:3]))
    found = extract_posts(page_of(f"<ul>{posts}</ul>"), now=NOW).posts
    assert [p.date for p in found] == [datetime(2021, 3, 4, 10, 10 + n) for n in range(3)]
    assert [p.author for p in found] == [u for u, _, _, _ in POSTS[:3]]


def test_a_name_before_a_handle_in_a_link_to_a_page_named_after_it():
    # class names hashed: GitLab's /alice link shows "alice @alice"
    handles = "".join(
        f'<li class="c1"><div class="c2"><a href="/{u}"><span>{u}</span> <span>@{u}</span></a>'
        f' <span>{w}</span></div><div class="c4"><p>{m}</p></div></li>'
        for u, w, _, m in POSTS)
    found = extract_posts(page_of(f'<ul class="c0">{handles}</ul>'), now=NOW).posts
    assert [p.author for p in found] == [u for u, _, _, _ in POSTS]


def test_an_opening_post_written_as_a_header_and_its_message_apart():
    # GitLab, DC Inside: a header (title, author, date) and the message in the next sibling,
    # above the comments; a box of facts with a date and no author mark above an article's
    # text stays no post
    comments = "".join(
        f'<li class="note"><a href="/u/{u}">{u}</a> <span class="t">{w}</span><div class="'
        f'text"><p>{m}</p></div></li>' for u, w, _, m in POSTS[1:4])
    header = ('<div class="head">Created <span>12 June 2014 09:00</span> by <a href="/u/alice"'
              ' class="author">alice</a></div>')
    root = lxml.html.document_fromstring(
        f'<html><body><div id="page">{header}<div class="details"><h1>Humming</h1><div '
        f'class="description"><p>{OPENING}</p></div></div><section><ul class="notes">'
        f"{comments}</ul></section></div></body></html>")
    found = extract_posts(root, now=NOW).posts
    assert [p.body for p in found] == [OPENING] + [m for _, _, _, m in POSTS[1:4]]
    assert found[0].author == "alice" and found[0].date == datetime(2014, 6, 12, 9, 0)
    facts = '<div class="specs"><b>Date:</b> 12 June 2014 09:00<br><b>By:</b> Maria W</div>'
    root = lxml.html.document_fromstring(
        f'<html><body><div id="page">{facts}<div class="details"><p>{OPENING} {OPENING}</p>'
        f'</div><section><ul class="notes">{comments}</ul></section></div></body></html>')
    assert [p.body for p in extract_posts(root, now=NOW).posts] == [
        m for _, _, _, m in POSTS[1:4]]


def _gallery(comments: list[tuple], header_apart: bool = False, opening: str = "") -> str:
    """A Korean gallery's or cafe's post (DC Inside, Naver): its header (title, a nickname
    named by class, a date) and message, then the comments in a list, their authors named by
    class too and no profile linked anywhere. ``header_apart``: the message sits in the box
    that holds the comments, the header in the one before (Naver cafe)."""
    items = "".join(
        f'<li class="c-item"><div class="c-nick"><span class="nickname">{u}</span></div><div '
        f'class="c-box"><p class="c-text">{m}</p></div><div class="c-info"><span class="c-date">'
        f'{w}</span> <button>delete</button></div></li>' for u, w, _, m in comments)
    header = ('<div class="head"><h3>Humming amplifier</h3><span class="nickname">alice</span>'
              ' <span class="date">2014.06.12 10:10</span> <span>views 31</span></div>')
    message = f'<div class="write"><p>{opening or OPENING} {OPENING}</p></div>'
    comments_box = f'<div class="comments"><ul class="c-list">{items}</ul></div>'
    if header_apart:
        post = f'<div class="box">{header}<div class="body">{message}{comments_box}</div></div>'
    else:
        post = f'<div class="box"><div class="view">{header}{message}</div>{comments_box}</div>'
    return f'<html><body><div id="nav"><a href="/">Gallery</a></div>{post}</body></html>'


@pytest.mark.parametrize("header_apart", [False, True])
def test_an_opening_post_apart_that_names_its_author_by_class_as_the_replies_do(header_apart):
    # no profile link, no post id: the post and the comments name their authors by a class
    comments = [("bob", "2014.06.12 10:42", None, POSTS[1][3]),
                ("carol", "2014.06.12 11:05", None, POSTS[2][3]),
                ("erin", "2014.06.12 12:00", None, POSTS[3][3])]
    posts = extract_posts(lxml.html.document_fromstring(_gallery(comments, header_apart)),
                          now=NOW).posts
    assert [p.body for p in posts] == [f"{OPENING} {OPENING}"] + [m for _, _, _, m in comments]
    assert (posts[0].author, posts[0].date) == ("alice", datetime(2014, 6, 12, 10, 10))


def test_an_opening_post_apart_and_one_reply_that_name_their_authors_by_class():
    # a thread of two: no list of replies to find, no mark but the names; the reply an item
    # of the comments' list
    comments = [("bob", "2014.06.12 10:42", None, POSTS[1][3])]
    posts = extract_posts(lxml.html.document_fromstring(_gallery(comments)), now=NOW).posts
    assert [(p.author, p.body) for p in posts] == [
        ("alice", f"{OPENING} {OPENING}"), ("bob", POSTS[1][3])]
    # an article and the next story's box with its byline below it are no thread of two
    story = ('<div class="more"><div class="next"><span class="author">Maria W</span> <span>'
             f'2014.06.12 10:42</span><p>{POSTS[1][3]} {POSTS[1][3]}</p></div></div>')
    page = _gallery([]).replace('<div class="comments"><ul class="c-list"></ul></div>', story)
    assert extract_posts(lxml.html.document_fromstring(page), now=NOW).posts == ()


@pytest.mark.parametrize("button", ["답글쓰기", "回复", "返信"])
def test_reply_buttons_written_without_spaces_are_post_marks(button):
    html = f'<html><body><p>Hello</p><a href="#" role="button">{button}</a></body></html>'
    view = build_view(lxml.html.document_fromstring(html))
    marks = mark_anchors(view, "reply", lambda href: False)
    assert [view.tags[i] for i, mark in enumerate(marks) if mark] == ["a"]


def test_an_opening_post_without_a_mark_and_one_reply_in_a_box_beside_it():
    # Drupal, Slashdot: the topic shows a date and its author's page, no post mark; its date,
    # climbing to a mark, takes in the one reply's box beside it: the two are a thread of two
    node = ('<div class="node"><h2>Humming</h2><span>Posted by <a href="/user/alice">alice'
            f'</a> on 12 June 2014 09:00</span><div class="body"><p>{OPENING} {OPENING}</p>'
            '</div></div>')
    reply = ('<div class="comments"><h2>Comments</h2><div class="comment"><div class="who">'
             '<a href="/user/bob">bob</a> <span>2014-06-12 10:42</span></div><div class="text">'
             f'<p>{POSTS[1][3]}</p></div><div class="links"><a href="/comment/reply/2">reply</a>'
             "</div></div></div>")
    root = lxml.html.document_fromstring(
        f'<html><body><div id="nav"><a href="/">Forum</a></div><div id="main">{node}{reply}'
        "</div></body></html>")
    posts = extract_posts(root, now=NOW).posts
    assert [(p.author, p.body) for p in posts] == [
        ("alice", f"{OPENING} {OPENING}"), ("bob", POSTS[1][3])]


def test_a_thread_of_two_whose_reply_is_alone_in_its_list_under_the_list_s_header():
    # Telligent: the opening post and the replies' list in boxes of one class; the one reply
    # is the list's item, not the box with "1 Replies" and "Sort by" above it
    def post(user, date, message):
        return (f'<div class="author"><a href="/members/{user}">{user}</a></div><div class="'
                f'text"><p>{message}</p></div><div class="actions"><span>{date}</span> <a href='
                '"#">Like</a></div>')
    start = ('<div class="fragment"><div class="start">'
             f'{post("alice", POSTS[0][1], OPENING)}</div></div>')
    replies = ('<div class="fragment"><div class="header"><span>1 Replies</span> Sort by <a href='
               f'"#">Oldest</a></div><ul class="replies"><li class="reply">'
               f'{post("bob", POSTS[1][1], POSTS[1][3])}</li></ul></div>')
    posts = extract_posts(page_of(start + replies), now=NOW).posts
    assert [(p.author, p.body) for p in posts] == [("alice", OPENING), ("bob", POSTS[1][3])]


def test_a_message_written_in_one_blockquote_after_the_post_s_header_line():
    # 4chan, Futaba: "Anonymous 06/12/14(Thu)10:10:20 No.1234" then the message in a
    # blockquote; an answer written above a quote keeps its words
    posts = "".join(
        f'<div class="reply" id="p{n}"><input type="checkbox"> <span class="name">{u}</span> '
        f'<span class="dateTime">{w}</span> <span>No.{1234 + n}</span><blockquote>{m}'
        "</blockquote></div>" for n, (u, w, _, m) in enumerate(POSTS[:4]))
    found = extract_posts(page_of(posts), now=NOW).posts
    assert [p.body for p in found] == [m for _, _, _, m in POSTS[:4]]
    answers = "".join(
        f'<div class="reply" id="p{n}"><span class="name">{u}</span> <span>{w}</span><div '
        f'class="msg">Agreed. <blockquote>{m}</blockquote></div></div>'
        for n, (u, w, _, m) in enumerate(POSTS[:4]))
    found = extract_posts(page_of(answers), now=NOW).posts
    assert [p.body for p in found] == [f"Agreed.\n{m}" for _, _, _, m in POSTS[:4]]


def test_replies_nested_in_custom_elements_without_a_class():
    # Reddit's shreddit: <shreddit-comment> elements, no class, a reply inside the comment it
    # answers; the tag names the shape as a class would
    def comment(n, inner=""):
        u, w, _, m = POSTS[n]
        return (f'<shreddit-comment author="{u}"><div slot="meta"><a href="/user/{u}/">{u}</a> '
                f'<time>{w}</time></div><div slot="comment"><p>{m}</p></div>{inner}'
                "</shreddit-comment>")
    tree = comment(0, comment(1)) + comment(3) + comment(4)
    found = extract_posts(page_of(f"<shreddit-comment-tree>{tree}</shreddit-comment-tree>"),
                          now=NOW).posts
    assert [p.body for p in found] == [POSTS[n][3] for n in (0, 1, 3, 4)]


def test_an_opening_post_named_by_class_above_its_one_reply_that_carries_a_mark():
    # XpressEngine: the one comment carries a reply button, the post above it none, and the
    # board's list of threads below them holds more dates; the post names its author by
    # class as the comment does
    comments = [("bob", "2014.06.12 10:42", None, POSTS[1][3])]
    listing = "".join(f'<tr><td><a href="/board/{k}">Thread {k}</a></td><td>2014.06.0{k}</td>'
                      "</tr>" for k in range(1, 5))
    page = _gallery(comments).replace("<button>delete</button>", '<a href="#">Reply</a>').replace(
        "</ul></div>", f"</ul></div><table>{listing}</table>")
    posts = extract_posts(lxml.html.document_fromstring(page), now=NOW).posts
    assert [(p.author, p.body) for p in posts] == [
        ("alice", f"{OPENING} {OPENING}"), ("bob", POSTS[1][3])]


def _image_board(replies: int) -> str:
    # Futaba: the opening post loose in the thread's element (a picture's link named after its
    # file, the subject, "Name <span class=cnm>", the date, the number, the message's
    # blockquote), then one table per reply whose parts are named as the opening post's
    def parts(user, date, n):
        return (f'<span class="cnm">{user}</span> <span class="cnw">{date}</span> '
                f'<span class="cno">No.{n}</span>')
    rows = "".join(
        f'<table><tr><td class="rts">...</td><td class="rtd">{parts(u, w, k)}'
        f"<blockquote>{m}</blockquote></td></tr></table>"
        for k, (u, w, _, m) in enumerate(POSTS[1:1 + replies], 2))
    return ('<html><body><div class="top"><a href="/">Home</a></div><div class="thre">'
            '<a href="/b/src/1612148400000.jpg">1612148400000.jpg</a><br>'
            f'<span class="csb">Humming amp</span> Name {parts("alice", POSTS[0][1], 1)}'
            f'<blockquote>{OPENING} It started last week.</blockquote>{rows}</div>'
            '<div class="foot">board software</div></body></html>')


def test_an_opening_post_of_loose_elements_before_the_replies():
    posts = extract_posts(lxml.html.document_fromstring(_image_board(3)), now=NOW).posts
    assert [p.body for p in posts] == [f"{OPENING} It started last week."] + [
        m for _, _, _, m in POSTS[1:4]]
    assert [p.date for p in posts] == [w for _, _, w, _ in POSTS[:4]]
    # the opening post's author is named in the element of the replies' authors' class; a
    # picture's link named after its file names no user
    assert [p.author for p in posts] == ["alice", "bob", "carol", "dave"]


def test_a_loose_opening_post_needs_its_date_where_the_replies_write_theirs():
    # a page's dated line above a list of posts, in another element than the posts' dates
    page = _image_board(3).replace('<span class="cnm">alice</span> <span class="cnw">',
                                   '<b>alice</b> <b class="when">')
    posts = extract_posts(lxml.html.document_fromstring(page), now=NOW).posts
    assert [p.author for p in posts] == ["bob", "carol", "dave"]


def test_a_date_shown_in_part_takes_the_exact_date_its_element_states():
    # a year-less "12 June" (Vanilla this year), "June 2014" without its day (Vanilla in past
    # years), a day without its time: the <time datetime> under it gives the exact value; the
    # text the page shows stays the post's date text
    shown = ["June 12", "June 2014", "June 12, 2014", "June 12 2014 12:00"]
    posts = [(user, f'<time datetime="{when:%Y-%m-%dT%H:%M:%S}+00:00">{text}</time>', when,
              message) for (user, _, when, message), text in zip(POSTS, shown)]
    result = extract_posts(thread(posts), now=NOW)
    assert [p.date for p in result.posts] == [p[2] for p in posts]
    assert [p.date_text for p in result.posts] == shown
    # an attribute stating another day than the one shown (another zone) leaves it shown
    other = [(u, '<time datetime="2014-06-13T01:00:00+00:00">June 12, 2014</time>', w, m)
             for u, _, w, m in POSTS[:3]]
    assert [p.date for p in extract_posts(thread(other), now=NOW).posts] == [
        datetime(2014, 6, 12)] * 3


def test_a_relative_date_over_a_machine_date_in_any_data_attribute_or_a_javascript_tooltip():
    # Gitea: "4 months ago" over data-content="2014-06-12 10:10:20 +08:00"; Commento: the
    # title JavaScript's Date.toString() writes, its zone name and all
    gitea = [(u, f'<span data-content="{w:%Y-%m-%d %H:%M:%S} +08:00">{k + 2} hours ago</span>',
              w, m) for k, (u, _, w, m) in enumerate(POSTS[:3])]
    commento = [(u, f'<div title="{w:%a %b %d %Y %H:%M:%S} GMT+0000 (Coordinated Universal '
                 f'Time)">{k + 2} hours ago</div>', w, m)
                for k, (u, _, w, m) in enumerate(POSTS[:3])]
    for posts in (gitea, commento):
        assert [p.date for p in extract_posts(thread(posts), now=NOW).posts] == [
            p[2] for p in posts]


def test_the_date_stated_for_machines_over_the_day_the_author_joined():
    # phpBB 3.3: the author box first, its "Joined" date written as text with a time of day;
    # the post's own date in a <time datetime>; two posts, where order tells nothing
    def post(n, joined):
        user, _, when, message = POSTS[n]
        return (f'<div class="post" id="p{n}"><dl class="postprofile"><dt><a href="/memberlist'
                f'.php?mode=viewprofile&amp;u={n}">{user}</a></dt><dd>Joined: {joined}</dd>'
                f'</dl><div class="postbody"><p class="author">by {user} &raquo; <time datetime='
                f'"{when:%Y-%m-%dT%H:%M:%S}+00:00">{when:%a %b %d, %Y %I:%M %p}</time></p>'
                f'<div class="content">{message}</div></div></div>')
    root = lxml.html.document_fromstring(
        f'<html><body><div id="posts">{post(0, "Wed Oct 22, 2003 9:00 am")}'
        f'{post(1, "Sat Sep 21, 2013 8:00 pm")}</div></body></html>')
    assert [p.date for p in extract_posts(root, now=NOW).posts] == [
        POSTS[0][2].replace(second=0), POSTS[1][2]]


def _one_post_page(post: str, around: str = "", sidebar: str = "") -> lxml.html.HtmlElement:
    return lxml.html.document_fromstring(
        '<html><body><div id="nav"><a href="/">Forum</a> <a href="/new">New posts</a></div>'
        f'<div id="page"><main>{around}<div id="posts">{post}</div></main>{sidebar}</div>'
        '<div id="foot">Powered by a forum</div></body></html>')


def test_a_post_beside_its_authors_box_is_one_post():
    # phpBB 3.3: the profile box (the author's link, "Joined" with a date) beside the post's
    # body, which names the same author ("by alice") above its dated message
    user, _, when, message = POSTS[0]
    post = (f'<div class="post" id="p1"><dl class="postprofile"><dt><a href="/memberlist.php?'
            f'mode=viewprofile&amp;u=1">{user}</a></dt><dd>Registered User</dd><dd>Posts: '
            '<a href="/search.php?author_id=1">315</a></dd><dd>Joined: Wed Oct 22, 2003 9:00 am'
            '</dd><dd>Location: Leeds, West Yorkshire</dd></dl><div class="postbody"><div id='
            '"post_content1"><h3><a href="#p1">Humming amp</a></h3><ul class="post-buttons"><li>'
            '<a href="/posting.php?mode=quote&amp;p=1">Quote</a></li></ul><p class="author">by '
            f'<a href="/memberlist.php?mode=viewprofile&amp;u=1">{user}</a> &raquo; <time '
            f'datetime="{when:%Y-%m-%dT%H:%M:%S}">{when:%a %b %d, %Y %I:%M %p}</time></p>'
            f'<div class="content">{OPENING} {message}</div></div></div></div>')
    posts = extract_posts(_one_post_page(post), now=NOW).posts
    assert [(p.author, p.body) for p in posts] == [(user, f"{OPENING} {message}")]


def test_a_line_about_the_thread_linking_to_its_post_is_no_post():
    # bbPress: "This topic has 0 replies ... last updated 1 month ago by alice" above the one
    # post, its date a link to the post's anchor
    user, written, _, message = POSTS[0]
    notice = ('<div class="notice"><ul><li class="topic-description">This topic has 0 replies, '
              '1 voice, and was last updated <a href="/topic/humming/#post-7">1 month ago</a> by '
              f'<a href="/users/{user}/" class="author-link">{user}</a>.</li></ul></div>')
    post = ('<ul class="replies"><li class="header"><div>Author</div><div>Posts</div></li>'
            f'<li class="body"><div id="post-7" class="reply-header"><span>{written}</span>'
            '<a href="/topic/humming/#post-7">#7</a></div><div class="reply-author"><a href="/'
            f'users/{user}/">{user}</a></div><div class="reply-content"><p>{OPENING} {message}</p>'
            '</div></li><li class="footer"><div>Author</div><div>Posts</div></li></ul>')
    posts = extract_posts(_one_post_page(post, around=notice), now=NOW).posts
    assert [p.body for p in posts] == [f"{OPENING} {message}"]


def test_a_sidebar_box_about_the_thread_is_no_post():
    # Kbin: the entry, its one comment below it, and in the sidebar a box with the thread's
    # author and "Published 1 month ago"
    def header(n):
        user, written, _, _ = POSTS[n]
        return (f'<header><a href="/u/{user}" class="user-inline">{user}</a>, <time>{written}'
                "</time></header>")
    entry = (f'<article class="entry">{header(0)}<div class="content"><p>{OPENING} '
             f"{POSTS[0][3]}</p></div></article>")
    comment = (f'<div id="comments"><blockquote class="comment">{header(1)}<div class="content">'
               f"<p>{POSTS[1][3]}</p></div></blockquote></div>")
    sidebar = (f'<aside id="sidebar"><section class="info"><h3>Thread</h3><a href="/u/'
               f'{POSTS[0][0]}" class="user-inline">{POSTS[0][0]}</a><ul><li>Published '
               f"<time>{POSTS[0][1]}</time></li><li>Comments 1</li><li>Views 97</li></ul>"
               "</section></aside>")
    root = lxml.html.document_fromstring(
        f"<html><body><main>{entry}{comment}</main>{sidebar}</body></html>")
    posts = extract_posts(root, now=NOW).posts
    assert [p.body for p in posts] == [f"{OPENING} {POSTS[0][3]}", POSTS[1][3]]


def test_a_relative_date_under_a_tooltip_that_says_more_around_the_date():
    # Trac: "6 months ago", a link to the timeline titled "See timeline at Jan 12, 2021, ..."
    def link(k, w):
        stamp = w.strftime("%b %d, %Y, %I:%M:%S %p")
        return (f'<a href="/timeline?from={w:%Y-%m-%d}" title="See timeline at {stamp}">'
                f"{k + 2} months ago</a>")
    posts = [(u, link(k, w), w, m) for k, (u, _, w, m) in enumerate(POSTS[:3])]
    assert [p.date for p in extract_posts(thread(posts), now=NOW).posts] == [
        p[2] for p in posts]


def test_a_count_linking_to_the_user_is_no_author():
    # MyBB: the author's profile link, then "Reputação: <a href=reputation.php?uid=3>0</a>"
    # nearer the post's date
    posts = "".join(
        f'<div class="post" id="post_{n}"><div class="author"><a href="member.php?action=profile'
        f'&amp;uid={n}">{u}</a><div class="stats">Mensagens: 31{n}<br>Reputação: <a href="'
        f'reputation.php?uid={n}"><strong>{n}</strong></a></div></div><div class="head">'
        f'<span class="date">{w}</span></div><div class="body">{m}</div></div>'
        for n, (u, w, _, m) in enumerate(POSTS[:3]))
    root = lxml.html.document_fromstring(f'<html><body><div id="posts">{posts}</div></body></html>')
    assert [p.author for p in extract_posts(root, now=NOW).posts] == [u for u, *_ in POSTS[:3]]


def test_an_article_above_its_one_comment_named_by_no_mark_is_two_posts():
    # a blog post (its byline links the author's page) holding its one comment, whose author
    # is named by no link and a hashed class: the byline is no author box of the comment
    when = datetime(2014, 6, 12, 12, 4)
    comment = ('<div role="list"><article class="x8f2"><div class="x1c"><span class="x9a">bob'
               '</span><a href="https://blog.example.com/amp/#comment-7">6/12/2014 at 12:04 PM'
               '</a></div><div class="x3b"><p>Check the ground loop first, it is the usual cause.'
               '</p></div><div><button type="button">Reply</button></div></article></div>')
    article = ('<article class="x2d"><header><h1>Humming amp</h1><h4><a href="/author/alice/">'
               'alice</a></h4><time datetime="2014-06-11">Jun 11, 2014</time></header><section>'
               f"<p>{OPENING} I tried two other cables already.</p></section><section>{comment}"
               "</section></article>")
    root = lxml.html.document_fromstring(f"<html><body><main>{article}</main></body></html>")
    posts = extract_posts(root, now=NOW).posts
    assert [p.body for p in posts] == [f"{OPENING} I tried two other cables already.",
                                       "Check the ground loop first, it is the usual cause."]
    assert posts[1].date == when


def test_a_day_shown_apart_from_its_time_of_day():
    # HyperKitty: the day, the day again for small screens, then the time alone
    posts = [(u, f'<span class="day">{w:%a, %d %b %Y}</span><span class="day-s">{w:%d %b}'
              f'</span><span class="time">{w:%I:%M %p}</span>', w, m)
             for u, _, w, m in POSTS[:3]]
    found = extract_posts(thread(posts), now=NOW).posts
    assert [p.date for p in found] == [w.replace(second=0) for _, _, w, _ in posts]


def test_a_message_span_below_a_subject_and_above_a_like_counter():
    # NGA: the post's cell holds its header line (number, date), its subject in an <h3> (the
    # first post's), the message in one <span> and a like counter "赞同 3": the span is the
    # message, not the cell around it
    def post(n, user, written, message):
        subject = '<h3 class="postsubject">Humming amp</h3>' if n == 0 else ""
        return (f'<table class="postbox"><tr class="postrow"><td class="c1"><a class="author" '
                f'href="nuke.php?func=ucp&amp;uid={n}">{user}</a></td><td class="c2"><div '
                f'class="postInfo"><a href="/read.php?pid={n}">#{n}</a> <span>{written}</span>'
                f'</div>{subject}<span class="postcontent">{message}</span><div class="like">'
                f'赞同 {n + 2}</div></td></tr></table>')
    posts = extract_posts(page_of("".join(post(n, p[0], p[1], p[3])
                                          for n, p in enumerate(POSTS[:4]))), now=NOW).posts
    assert [p.body for p in posts] == [p[3] for p in POSTS[:4]]


@pytest.mark.parametrize("mails", [1, 3])
def test_mails_each_written_in_a_pre_under_their_header(mails):
    # a public-inbox thread page: each mail one <pre>, its header ("From: bob @ date") first,
    # then the body; a <pre> of links below each, and the thread's overview, dated per line
    def mail(n, user, written, text):
        subject = "Humming amp" if n == 0 else "Re: Humming amp"
        return (f'<pre><a href="#e{n}" id="m{n}">*</a> {subject}\nFrom: {user} @ {written} '
                f'UTC (<a href="../m{n}/">permalink</a> / <a href="../m{n}/raw">raw</a>)\n  To: '
                f'amps\n\n{text}\n</pre><pre><a href="#m{n}">^</a> <a href="../m{n}/">permalink'
                f'</a> <a href="../m{n}/#R">reply</a></pre><hr>')
    sent = [("fiona", "2021-02-01 02:00", POSTS[0][3]), ("bob", "2021-02-01 23:59", POSTS[1][3]),
            ("dave", "2021-02-03 01:43", POSTS[3][3])][:mails]
    overview = "".join(f'{w} <a href="#m{n}">{u}</a>\n' for n, (u, w, _) in enumerate(sent))
    root = lxml.html.document_fromstring(
        f"<html><body>{''.join(mail(n, *m) for n, m in enumerate(sent))}<pre>end of thread, "
        f"other threads:[~2021-02-04 10:00 UTC | newest]\n\nThread overview:\n{overview}</pre>"
        "</body></html>")
    posts = extract_posts(root, now=NOW).posts
    assert [(p.author, p.body, p.date) for p in posts] == [
        (user, text, datetime.strptime(written, "%Y-%m-%d %H:%M")) for user, written, text in sent]


def test_a_name_linked_where_the_avatar_links_is_the_author_and_leads_no_message():
    # Weibo's comments: the avatar links the user's page (a bare number), the message opens
    # with the name linked there and a colon; a "#" link beside an avatar links nowhere
    def comment(n, user, written, message):
        return (f'<div class="list_li"><div class="face"><a href="//weibo.com/50131{n}"><img '
                f'src="f{n}.jpg" alt="{user}"></a></div><div class="list_con"><div class="WB_text">'
                f'<a href="//weibo.com/50131{n}">{user}</a>：{message}</div><div class="WB_func">'
                f'<a href="#"><img src="like.png"></a><a href="#">Like</a>'
                f'<div class="WB_from">{written}</div></div></div></div>')
    posts = extract_posts(page_of("".join(comment(n, p[0], p[1], p[3])
                                          for n, p in enumerate(POSTS[:4]))), now=NOW).posts
    assert [(p.author, p.body) for p in posts] == [(p[0], p[3]) for p in POSTS[:4]]


def test_mails_nested_below_the_mail_they_answer_each_under_its_header():
    # sourcehut's lists: each mail a box of its header (subject, sender and address, the date,
    # a folded <details> of headers), its body in a <pre>, and the answers nested below it
    def mail(n, user, written, text, answers=""):
        return (f'<div class="event message"><div class="message-header"><h4><a href="/m{n}">'
                f'Re: Humming amp</a></h4><div class="meta"><a href="/~{user}">{user}</a> &lt;'
                f'{user}@example.org&gt; <a href="/m{n}" title="{written} UTC">4 years ago</a>'
                f'</div><details><summary>Details</summary><dl><dt>Message ID</dt><dd>&lt;C{n}4DA'
                f'2A213@{user}&gt;</dd><dt>DKIM signature</dt><dd>pass</dd></dl></details></div>'
                f'<pre class="message-body">{text}</pre><div class="actions"><a href="mailto:'
                f'list@example.org">Reply to thread</a></div><div class="replies">{answers}</div>'
                '</div>')
    (a, aw, _, am), (b, bw, _, bm), (c, cw, _, cm), (d, dw, _, dm) = POSTS[:4]
    thread = mail(0, a, aw, am, mail(1, b, bw, bm) + mail(2, c, "2014-06-12 11:05", cm)
                  + mail(3, d, "2014-06-12 12:00", dm))
    posts = extract_posts(page_of(thread), now=NOW).posts
    assert [(p.author, p.body) for p in posts] == [(a, am), (b, bm), (c, cm), (d, dm)]
    assert all(p.date is not None for p in posts)


def test_a_link_after_a_label_naming_the_author_is_the_author():
    # Tianya: "作者：<a href='http://www.tianya.cn/20472900'>alice</a>" (a bare number: no
    # profile URL pattern reads it); "von <a>...</a>" in a message names no author
    def floor(n, user, written, message):
        return (f'<div class="atl-item"><div class="atl-info"><span>作者：<a href="http://www.'
                f'tianya.cn/2047{n}">{user}</a></span> <span>时间：{written}</span></div><div '
                f'class="bbs-content">{message} Ein Test von <a href="/x{n}">Cambridge</a>.</div>'
                '</div>')
    posts = extract_posts(page_of("".join(floor(n, p[0], p[1], p[3])
                                          for n, p in enumerate(POSTS[:4]))), now=NOW).posts
    assert [p.author for p in posts] == [p[0] for p in POSTS[:4]]


def test_dated_sections_of_a_blog_page_are_no_posts_around_its_comments():
    # a blog post dated in its header, a table of more posts in its category with their
    # dates, related posts with theirs, and the comments: sections named apart, the comments
    # a list of their own
    more = "".join(f'<tr><th><a href="/26{n}">Other post {n}</a></th><td>2014.06.0{n}</td></tr>'
                   for n in range(1, 5))
    related = "".join(f'<li><a href="/25{n}"><span class="title">Related {n}</span><span>'
                      f'2014. 5. {n}. 10:00</span></a></li>' for n in range(1, 4))
    comments = "".join(
        f'<li class="reply"><a class="user" href="https://{u}.example.org">{u}</a> <span>{w}'
        f'</span><p class="desc">{m}</p></li>' for u, w, _, m in POSTS[1:])
    root = lxml.html.document_fromstring(
        f'<html><body><div class="inner"><div class="hgroup"><h1>Humming amp</h1><span>'
        f'2014-06-12 10:00</span></div><div class="entry-content"><p>{OPENING}</p><table>'
        f'{more}</table></div><div class="related"><ul>{related}</ul></div><div class="comments">'
        f'<ul class="list">{comments}</ul></div></div></body></html>')
    posts = extract_posts(root, now=NOW).posts
    assert [p.body for p in posts][-4:] == [m for _, _, _, m in POSTS[1:]]
    assert not any("Other post" in p.body or "Related" in p.body for p in posts)


@pytest.mark.parametrize("raw, lines, sender", [
    ("\n* Re: Humming amp\nFrom: fiona @ 2021-02-01 02:00 UTC (permalink / raw)\n  To: amps\n\n"
     "Check the ground loop first.", 3, "fiona"),
    # MARC: its own line ends the header; the sender's address munged
    ("\nList:       amps\nSubject:    Re: Humming amp\nFrom:       Fiona Day <fiona () example"
     " ! org>\nDate:       2021-02-01 03:00:00\nMessage-ID: <64dd () example ! org>\n[Download "
     "RAW message or body]\n\nCheck the ground loop first.", 6, "Fiona Day"),
    # a thread's index names no sender nor date; a log opens with no fields at all
    ("List:  amps\nSubject:  Humming amp\nMessages:  1-3 of 3\n\n  1. 2021-02-01 fiona", 0, ""),
    ("2021-02-01 10:00:01 kernel: device stalled\n2021-02-01 10:00:02 kernel: reset\n", 0, ""),
])
def test_a_mails_header_is_its_lines_up_to_the_first_blank_one(raw, lines, sender):
    assert len(mail_header(raw)) == lines and mail_sender(mail_header(raw)) == sender


def test_a_test_id_naming_the_author_marks_the_author_under_hashed_classes():
    # Bitbucket: hashed class names; data-qa="comment-author" around a link to a user id
    def comment(n, user, written, message):
        return (f'<div class="css-1b4s{n}" data-qa="pr-comment"><span class="css-1x4c" data-qa='
                f'"comment-author"><a href="https://example.org/%7B9416{n}%7D/">{user}</a></span>'
                f' <time class="css-9f">{written}</time><div class="css-f1h4" data-qa="comment-'
                f'body"><p>{message}</p></div></div>')
    posts = extract_posts(page_of("".join(comment(n, p[0], p[1], p[3])
                                          for n, p in enumerate(POSTS[:4]))), now=NOW).posts
    assert [p.author for p in posts] == [p[0] for p in POSTS[:4]]
