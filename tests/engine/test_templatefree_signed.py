"""Posts closed by their signature (talk pages): templatefree.signed through PEAN."""

from __future__ import annotations

from datetime import datetime

import lxml.html

from tplx_engine.templatefree.flatview import build_view
from tplx_engine.templatefree.pean import extract_posts, find_anchors
from tplx_engine.templatefree.post_anchors import date_pieces
from tplx_engine.templatefree.signed import dates_close

NOW = datetime(2021, 2, 1)


def sign(user: str, when: str, lead: str = "— ") -> str:
    return (f'{lead}<a href="/wiki/User:{user}">{user}</a> (<a href="/wiki/User_talk:{user}">'
            f'talk</a>) {when} (UTC) <span class="replylink">[<a role="button">reply</a>]</span>')


def talk_page(section: str) -> lxml.html.HtmlElement:
    return lxml.html.document_fromstring(
        '<html><body><div id="content"><h1>Talk:Head unit</h1><div class="mw-parser-output">'
        f'<h2>Strange noise after the update</h2>{section}</div></div>'
        '<footer><ul><li>This page was last edited on 20 January 2021, at 10:00.</li></ul>'
        '</footer></body></html>')


OPENING = ("<p>My car makes a strange noise when I brake at low speed.</p>"
           "<p>It started after the last update and nothing I tried so far has helped. "
           + sign("Alice", "10:42, 12 January 2021") + "</p>")
# bob's reply is two <dd>s, the date only in the second; carol's answer to bob is indented
# below it (a <dl> in bob's last <dd>), then dave, erin and alice answer alice
REPLIES = ("<dl><dd>Did you check the brake pads first? They wear out fast on that model.</dd>"
           "<dd>Mine were gone after a year and they made the same sound. "
           + sign("Bob", "11:05, 12 January 2021", "--")
           + "<dl><dd>Same here, it was the pads. " + sign("Carol", "09:00, 13 January 2021")
           + "</dd></dl></dd>"
           "<dd>I got mine back from the garage yesterday and the noise is gone for good. "
           + sign("Dave", "14:30, 14 January 2021", "") + "</dd>"
           "<dd>Good to know, I will ask my garage about the pads as well. "
           + sign("Erin", "08:15, 15 January 2021") + "</dd>"
           "<dd>Thanks all! " + sign("Alice", "19:20, 15 January 2021") + "</dd></dl>")


def test_signed_posts_take_their_paragraphs_before_the_signature():
    result = extract_posts(talk_page(OPENING + REPLIES), now=NOW)
    assert [p.author for p in result.posts] == ["Alice", "Bob", "Carol", "Dave", "Erin", "Alice"]
    alice, bob, carol, dave, _, thanks = result.posts
    assert alice.body == ("My car makes a strange noise when I brake at low speed.\nIt started "
                          "after the last update and nothing I tried so far has helped.")
    assert bob.body == ("Did you check the brake pads first? They wear out fast on that model."
                        "\nMine were gone after a year and they made the same sound.")
    assert carol.body == "Same here, it was the pads."  # not in bob's message: a reply
    assert dave.body.endswith("the noise is gone for good.")
    assert thanks.body == "Thanks all!"
    assert [p.date for p in result.posts[:4]] == [
        datetime(2021, 1, 12, 10, 42), datetime(2021, 1, 12, 11, 5),
        datetime(2021, 1, 13, 9, 0), datetime(2021, 1, 14, 14, 30)]  # not "yesterday"


def test_posts_dated_in_a_header_line_are_not_closed_by_their_dates():
    # a forum whose posts show the date in a line of their own above the message: the
    # posts keep their own elements
    posts = "".join(
        f'<div class="post"><div class="meta">Posted by <a href="/u/{u}">{u}</a> on {d}</div>'
        f'<div class="message">{m}</div></div>'
        for u, d, m in [("alice", "12 January 2021", "My car makes a strange noise. Help?"),
                        ("bob", "13 January 2021", "Check the brake pads first, they wear."),
                        ("carol", "14 January 2021", "Same here, it was the pads after all.")])
    root = lxml.html.document_fromstring(f"<html><body><div>{posts}</div></body></html>")
    view = build_view(root)
    anchor = find_anchors(view)
    boxes = [i for i, el in enumerate(view.elements) if el.get("class") == "post"]
    assert not dates_close(view, boxes, anchor, date_pieces(view))
    result = extract_posts(root, now=NOW)
    assert [p.body for p in result.posts] == [
        "My car makes a strange noise. Help?", "Check the brake pads first, they wear.",
        "Same here, it was the pads after all."]


def test_a_label_before_the_date_is_no_message_it_closes():
    # "Created by alice, last changed on" ends no sentence: a page's byline, not a post
    root = lxml.html.document_fromstring(
        '<html><body><ul><li>Created by <a href="/u/alice">alice</a>, last changed on '
        "31 May 2021</li></ul></body></html>")
    view = build_view(root)
    item = next(i for i, tag in enumerate(view.tags) if tag == "li")
    assert not dates_close(view, [item], find_anchors(view), date_pieces(view))
