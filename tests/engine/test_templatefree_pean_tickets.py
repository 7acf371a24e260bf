"""PEAN on issue trackers' tickets: the ticket's description is the opening post, dated by a
box of "Opened" and "Last modified" lines above it, and the comments are the replies."""

from __future__ import annotations

from datetime import datetime

import lxml.html
import pytest

from tplx_engine.templatefree.pean import extract_posts

NOW = datetime(2020, 5, 1, 12, 0)
DESCRIPTION = ("The fan spins at full speed after resume from suspend. It started with the "
               "last firmware update and happens on both of my machines.")
COMMENTS = [
    ("bob", "2020-03-02 10:15", "Same here on the older model, the fan never slows down again."),
    ("carol", "2020-03-03 08:40", "Confirmed with version 2.1, a full power cycle fixes it."),
    ("dave", "2020-03-04 17:05", "A fix is in the next release, please test the nightly build."),
]


def _comment(n: int, user: str, date: str, text: str) -> str:
    return (f'<div class="change" id="change-{n}"><h3 class="change-head"><a href="#c{n}">'
            f'comment:{n}</a> Changed <a class="when" href="/timeline?at={date}">{date}</a> by '
            f'<span class="author">{user}</span></h3><div class="comment"><p>{text}</p></div>'
            '</div>')


def ticket(comments) -> str:
    """A ticket: its dates box, title, properties and description, then the comments' list
    under its own heading; every date a link to the timeline."""
    history = "".join(_comment(n, *c) for n, c in enumerate(comments, 1))
    return ('<html><body><div id="nav"><a href="/wiki">Wiki</a> <a href="/tickets">Tickets</a>'
            '</div><div id="content"><div id="ticket" class="ticket-box"><div class="dates">'
            '<p>Opened <a class="when" href="/timeline?at=2020-03-01">2020-03-01 09:00</a></p>'
            '<p>Last modified <a class="when" href="/timeline?at=2020-03-04">2020-03-04 17:05'
            '</a></p></div><h1>Fan runs at full speed after resume</h1><table class="props">'
            '<tr><th>Reported by:</th><td><a class="author" href="/query?reporter=alice">alice'
            '</a></td>'
            '<th>Priority:</th><td>normal</td></tr><tr><th>Component:</th><td>firmware</td>'
            '<th>Version:</th><td>2.0</td></tr></table><div class="description"><h3>'
            f'Description</h3><div class="text"><p>{DESCRIPTION}</p></div></div></div>'
            '<div class="attachments"><h3>Attachments (0)</h3></div><div><h3>Change History'
            f'</h3><div id="changelog">{history}</div></div></div></body></html>')


@pytest.mark.parametrize("replies", [1, 2, 3])
def test_a_tickets_description_is_the_opening_post_before_its_comments(replies):
    comments = COMMENTS[:replies]
    posts = extract_posts(lxml.html.document_fromstring(ticket(comments)), now=NOW).posts
    assert [p.body for p in posts] == [DESCRIPTION] + [text for _, _, text in comments]
    assert [p.author for p in posts[1:]] == [user for user, _, _ in comments]
    assert posts[0].date == datetime(2020, 3, 1, 9, 0)


def test_dated_rows_among_a_tables_properties_are_no_post():
    # a bug whose properties table holds a "Reported" and a "Modified" row, and whose
    # description is its first comment with a date of its own: the post is that comment,
    # not everything around the table
    rows = "".join(f"<tr><th>{k}:</th><td>{v}</td></tr>" for k, v in [
        ("Status", "NEW"), ("Product", "Firmware"), ("Reported", "2020-03-01 09:00 by alice"),
        ("Modified", "2020-03-01 09:00"), ("Assignee", "nobody")])
    html = ('<html><body><div id="body"><h1>Bug 12 - Fan runs at full speed</h1><table>'
            f'{rows}</table><div class="comments"><div class="comment" id="c0"><span '
            'class="who"><a href="mailto:alice@example.org">alice</a></span> <span '
            f'class="time">2020-03-01 09:00</span><pre>{DESCRIPTION}</pre></div></div></div>'
            '</body></html>')
    posts = extract_posts(lxml.html.document_fromstring(html), now=NOW).posts
    assert [(p.node.get("id"), p.body) for p in posts] == [("c0", DESCRIPTION)]
