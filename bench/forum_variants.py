"""PEAN on forum-dev's pages changed the way other forums differ from them (issue 13's losses on
unseen forums: no post on short threads, "similar threads" boxes taken for the thread).

    .venv/bin/python bench/forum_variants.py [DATA_DIR] [--obfuscate]

Two changes, each scored per half (bench/halves.py) against the unchanged pages:

  cut N     every page cut to the first N posts PEAN finds on it (their elements removed from
            the tree): the right post count is N, the right posts those kept (post-level F1
            by bench/forum.py's f1 rule against the bodies PEAN found before the cut). A
            thread of one, two or three posts.
  nest      replies written inside the post they answer, as threaded comments are
            (``div.children`` appended to the post): every second post inside the one before
            it ("pairs"), or posts 2, 3 and 4 each inside the one before ("chain"); pages
            of at least 4 posts that span one element each. Post-level F1 against the posts
            found before, and the pages whose post count is kept.
  apart     the first post taken out of the list and set before the list's parent, in a
            container of its own and with class names of its own (``div.topic-starter >
            div.starter-post``), as engines that lay the opening post out apart do; pages
            of at least 3 posts of one element each whose first post is in the list. Also
            a thread of such an opening post and one reply: the posts after the first two
            found before the change removed.
  quotes    every second post quotes the one before it under a dated header ("bob wrote on
            12 June 2014, 10:42:"), as engines write quotes; F1 against the posts before with
            the quote in the message (the annotated threads keep quotes), and the pages whose
            post count is kept. Pages of at least 4 posts.
  signed    each post's message followed by its author's signature (the same text under
            each post of one author) in ``div.signature`` or in ``div.c8``, a class that says
            nothing; F1 against the posts before (the annotated threads leave signatures out).
  edited    every second post's message followed by a "Last edited by bob; 13 June 2014 at
            09:12." line; F1 against the posts before.
  shortened every second post's message replaced by a quick answer ("+1", "Same here.");
            F1 against the messages (the long ones as PEAN found them before).
  undated   every post's date element emptied (a script writes it on the live page); F1
            against the posts before (the "joined" dates left in some author boxes make a
            date list of a few posts). Also a thread of one such post: the dates taken out,
            then the posts after the first found before the change removed.
  written   every post's date written as Arabic, Hebrew, Persian (both calendars), Hindi,
            Serbian or Lithuanian forums write it (a relative date, or a day, month and year,
            in the language's digits); F1 against the posts before.
  tooltip   every post's date shown as "2h" under an ``abbr`` whose title states it; F1
            against the posts before.
  append    a box appended to every page's body, each item a link to another thread, a date
            and little else ("Similar threads": 6 items; "Latest posts": 8, "3 hours ago"):
            post-level F1 by bench/forum.py's f1 rule, and the pages whose post count is exact.

``--obfuscate`` hashes class and id names first (bench/obfuscate.py).
"""

from __future__ import annotations

import argparse
import sys
from datetime import datetime
from pathlib import Path

import lxml.html

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from forum import load, match_count, norm, parse, prf  # noqa: E402  (bench/ is sys.path[0])
from halves import HALVES  # noqa: E402
from obfuscate import obfuscate  # noqa: E402

from tplx_engine.templatefree.pean import extract_posts  # noqa: E402

NOW = datetime(2020, 6, 30)  # forum-dev's crawl, as bench/forum.py reads it
BOXES = {
    "similar threads": '<div class="box-a"><h3>Similar threads</h3><ul>' + "".join(
        f'<li><a href="/threads/{n}">Question about the amplifier number {n} and its sound</a>'
        f" <span>1{n}.01.2019</span> by user{n}</li>" for n in range(6)) + "</ul></div>",
    "latest posts": '<div class="box-b">' + "".join(
        f'<div class="item"><a href="/p/{n}">Re: Another topic {n} here</a><br>'
        f"Last post by member{n}<br>{n + 1} hours ago</div>" for n in range(8)) + "</div>",
}


def cut(root, keep: int, posts=None) -> list[str] | None:
    """Remove the posts after the first ``keep`` that PEAN finds (or of ``posts``, those it
    found before another change) and return the bodies of the kept ones; None if there are no
    more."""
    posts = extract_posts(root, now=NOW).posts if posts is None else posts
    if len(posts) <= keep:
        return None
    for post in posts[keep:]:
        for node in post.nodes:
            if node.getparent() is not None:
                node.getparent().remove(node)
    return [norm(p.body) for p in posts[:keep]]


def nest(root, how: str) -> list[str] | None:
    """Nest replies inside the posts PEAN finds (module docstring) and return the bodies it
    found before; None on pages of fewer than 4 posts or of posts spanning several siblings."""
    posts = extract_posts(root, now=NOW).posts
    if len(posts) < 4 or any(len(p.nodes) > 1 for p in posts):
        return None
    pairs = (list(zip(posts[0::2], posts[1::2])) if how == "pairs"
             else list(zip(posts[:3], posts[1:4])))
    for outer, reply in pairs:
        box = lxml.html.fragment_fromstring('<div class="children"></div>')
        outer.node.append(box)
        reply.node.getparent().remove(reply.node)
        box.append(reply.node)
    return [norm(p.body) for p in posts]


def set_apart(root, _gold) -> list[str] | None:
    """The opening post set apart (module docstring); the bodies PEAN found before, or
    None where the change does not apply."""
    found = extract_posts(root, now=NOW)
    posts = found.posts
    if len(posts) < 3 or any(len(p.nodes) > 1 for p in posts) or (
            posts[0].node.getparent() is not found.parent):
        return None
    first = posts[0].node
    first.getparent().remove(first)
    first.set("class", "starter-post")
    box = lxml.html.fragment_fromstring('<div class="topic-starter"></div>')
    box.append(first)
    found.parent.addprevious(box)
    return [norm(p.body) for p in posts]


def quoted(root, _gold) -> list[str] | None:
    """Every second post quotes the one before it under a dated header, as engines write
    quotes ("bob wrote on 12 June 2014, 10:42:"); the bodies PEAN found before (a quote
    stays in the message, as the annotated threads keep it), or None on pages of fewer than
    4 posts."""
    posts = extract_posts(root, now=NOW).posts
    if len(posts) < 4:
        return None
    expected = []
    for k, post in enumerate(posts):
        if k % 2 and post.body_node is not None:
            before = posts[k - 1]
            quote = lxml.html.fragment_fromstring(
                f'<blockquote class="quote"><div class="quote-head">{before.author or "someone"}'
                f" wrote on 12 June 2014, 10:42:</div><p>{_escape(before.body[:120])}</p>"
                "</blockquote>")
            quote.tail, post.body_node.text = post.body_node.text, None  # before its text
            post.body_node.insert(0, quote)
            expected.append(norm(" ".join(quote.itertext()) + " " + post.body))
        else:
            expected.append(norm(post.body))
    return expected


SIGNATURES = ("My rig: a Yamaha A-S701 with Canton speakers, and far too many records.",
              "Greetings from the valley. Please read the forum rules before you post.",
              "-- Anything worth doing is worth doing slowly.")


def signed(root, _gold, name: str) -> list[str] | None:
    """Every post's message is followed by its author's signature in a box of class ``name``
    (``signature``, or ``c8``, which says nothing) after the message's element, the same text
    under each post of one author, as engines append it: the bodies PEAN found before (the
    annotated threads leave signatures out), or None on pages of fewer than 4 posts."""
    posts = extract_posts(root, now=NOW).posts
    if len(posts) < 4:
        return None
    authors = sorted({p.author for p in posts})
    for post in posts:
        if post.body_node is not None:
            text = SIGNATURES[authors.index(post.author) % len(SIGNATURES)]
            post.body_node.addnext(lxml.html.fragment_fromstring(
                f'<div class="{name}"><hr>{_escape(text)}</div>'))
    return [norm(p.body) for p in posts]


def edited(root, _gold) -> list[str] | None:
    """Every second post's message followed by "Last edited by bob; 13 June 2014 at 09:12."
    in a line of its own after the message's element: the bodies before, or None on pages of
    fewer than 4 posts."""
    posts = extract_posts(root, now=NOW).posts
    if len(posts) < 4:
        return None
    for k, post in enumerate(posts):
        if k % 2 and post.body_node is not None:
            post.body_node.addnext(lxml.html.fragment_fromstring(
                f'<div class="c9">Last edited by {_escape(post.author or "someone")}; 13 June '
                "2014 at 09:12.</div>"))
    return [norm(p.body) for p in posts]


def undated(root, _gold) -> list[str] | None:
    """Every post's date taken out (its element emptied, its ``datetime`` and ``title``
    attributes dropped), as pages whose timestamps a script writes are crawled: the bodies
    before, or None on pages of fewer than 4 posts."""
    found = extract_posts(root, now=NOW)
    if len(found.posts) < 4:
        return None
    for post in found.posts:
        node = post.date_node
        if node is not None:
            node.attrib.pop("datetime", None)
            node.attrib.pop("title", None)  # a tooltip with the date
            node.text = ""
            for child in list(node):
                node.remove(child)
    return [norm(p.body) for p in found.posts]


def apart_two(root, gold) -> list[str] | None:
    """A thread of an opening post set apart (``set_apart``) and one reply: the posts after
    the first two that PEAN found before the change removed (not those it finds after it,
    which leave the opening post out where it is missed)."""
    posts = extract_posts(root, now=NOW).posts
    return None if set_apart(root, gold) is None else cut(root, 2, posts)


def undated_one(root, gold) -> list[str] | None:
    """A thread of one post whose date a script writes: the dates taken out (``undated``),
    then the posts after the first that PEAN found before removed."""
    posts = extract_posts(root, now=NOW).posts
    return None if undated(root, gold) is None else cut(root, 1, posts)


def tooltip(root, _gold) -> list[str] | None:
    """Every post's date (a text of at most 40 characters) shown as "2h", "3h"... under an
    ``abbr`` whose title states it, as Discourse and XenForo write dates: the bodies before,
    or None on pages of fewer than 4 posts."""
    found = extract_posts(root, now=NOW)
    if len(found.posts) < 4:
        return None
    for k, post in enumerate(found.posts):
        node = post.date_node
        if node is None or post.date is None or len(node.text_content()) > 40:
            continue
        node.attrib.pop("datetime", None)
        node.text = ""
        for child in list(node):
            node.remove(child)
        node.append(lxml.html.fragment_fromstring(
            f'<abbr title="{post.date:%b %d, %Y %H:%M}">{k + 2}h</abbr>'))
    return [norm(p.body) for p in found.posts]


def _digits(number: int, zero: str) -> str:
    return "".join(chr(ord(zero) + int(d)) for d in str(number))


# a post's date as forums in these languages write it: relative for every second post, else
# absolute (Arabic and Persian in their own digits)
WRITTEN = {
    "Arabic": lambda k: (f"منذ {_digits(k + 2, '٠')} ساعات" if k % 2 else
                         f"{_digits(k % 28 + 1, '٠')} يونيو، {_digits(2014, '٠')} - "
                         f"{_digits(10, '٠')}:{_digits(15, '٠')} م"),
    "Hebrew": lambda k: (f"לפני {k + 2} שעות" if k % 2 else f"{k % 28 + 1} ביוני 2014 בשעה 10:15"),
    "Persian": lambda k: (f"{_digits(k + 2, '۰')} ساعت پیش" if k % 2 else
                          f"{_digits(k % 28 + 1, '۰')} ژوئن {_digits(2014, '۰')}"),
    "Persian (solar)": lambda k: (f"{_digits(k + 2, '۰')} روز پیش" if k % 2 else
                                  f"{_digits(k % 28 + 1, '۰')} تیر {_digits(1399, '۰')}، ساعت "
                                  f"{_digits(10, '۰')}:{_digits(15, '۰')}"),
    "Hindi": lambda k: (f"{k + 2} घंटे पहले" if k % 2 else f"{k % 28 + 1} जून 2014, 10:15 AM"),
    "Serbian": lambda k: (f"пре {k + 2} сата" if k % 2 else f"{k % 28 + 1}. јун 2014. у 10:15"),
    "Lithuanian": lambda k: (f"prieš {k + 2} valandas" if k % 2 else
                             f"2014 m. birželio {k % 28 + 1} d. 10:15"),
}


def written(root, _gold, language: str) -> list[str] | None:
    """Every post's date (a text of at most 40 characters) written as a forum in
    ``language`` writes it (``WRITTEN``): the bodies before, or None on pages of fewer than 4
    posts."""
    found = extract_posts(root, now=NOW)
    if len(found.posts) < 4:
        return None
    for k, post in enumerate(found.posts):
        node = post.date_node
        if node is None or len(node.text_content()) > 40:
            continue
        for name in ("datetime", "title"):
            node.attrib.pop(name, None)
        for child in list(node):
            node.remove(child)
        node.text = WRITTEN[language](k)
    return [norm(p.body) for p in found.posts]


SHORT_REPLIES = ("Thanks, that helped!", "Same here.", "Any news on this?", "+1",
                 "Great photos!", "I agree with you.")


def shortened(root, _gold) -> list[str] | None:
    """Every second post's message replaced by a short reply ("Same here.", "+1"), as quick
    answers between longer posts are: the messages, or None on pages of fewer than 4 posts."""
    posts = extract_posts(root, now=NOW).posts
    if len(posts) < 4 or any(p.body_node is None for p in posts):
        return None
    expected = []
    for k, post in enumerate(posts):
        if k % 2 == 0:
            expected.append(norm(post.body))
            continue
        text = SHORT_REPLIES[k % len(SHORT_REPLIES)]
        node = post.body_node
        for child in list(node):
            node.remove(child)
        node.text = text
        expected.append(text)
    return expected


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def scored(pages, half: str, page_root, change) -> tuple[float, int, int, int]:
    """(post-level F1 by bench/forum.py's f1 rule, pages whose post count is right, pages
    without posts, pages) over the pages of ``half`` that ``change(root, gold)`` changes: it
    returns the right post bodies, or None to leave the page out."""
    acc, right, none, n = [0, 0, 0], 0, 0, 0
    for _name, html, gold, page_half, _ in pages:
        if page_half != half:
            continue
        root = page_root(html)
        expected = change(root, gold)
        if expected is None:
            continue
        bodies = [norm(p.body) for p in extract_posts(root, now=NOW).posts]
        acc = [a + b for a, b in zip(acc, (match_count(bodies, expected, "f1"), len(bodies),
                                           len(expected)))]
        right += len(bodies) == len(expected)
        none += not bodies
        n += 1
    return prf(acc)[2], right, none, n


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("data", nargs="?", default=str(ROOT.parent / "shared/data/forum-dev"))
    ap.add_argument("--obfuscate", action="store_true")
    args = ap.parse_args(argv)
    if not Path(args.data).is_dir():
        print(f"no data at {args.data}", file=sys.stderr)
        return 2
    pages = load(Path(args.data))

    def page_root(html: str):
        return parse(obfuscate(html) if args.obfuscate else html)

    for keep in (1, 2, 3):
        for half in HALVES:
            f1, right, none, n = scored(pages, half, page_root,
                                        lambda root, _, k=keep: cut(root, k))
            print(f"cut to {keep} posts, {half:<6}: right post count on {right}/{n} pages, "
                  f"no post on {none}, F1 {f1:.3f} against the posts kept")
    for how in ("pairs", "chain"):
        for half in HALVES:
            f1, right, _, n = scored(pages, half, page_root, lambda root, _, h=how: nest(root, h))
            print(f"replies nested ({how}), {half:<6}: F1 {f1:.3f} against the posts before, "
                  f"post count kept on {right}/{n} pages")
    changes = [
        ("opening post set apart", set_apart, "against the posts before"),
        ("opening post set apart, cut to 2 posts", apart_two, "against the posts kept"),
        ("quotes with a dated header", quoted, "against the posts before (quotes kept)"),
        *((f"signatures in div.{name}", lambda root, gold, c=name: signed(root, gold, c),
           "against the posts before") for name in ("signature", "c8")),
        ("'last edited' lines", edited, "against the posts before"),
        ("messages shortened", shortened, "against the short messages"),
        ("dates taken out", undated, "against the posts before"),
        ("dates taken out, cut to 1 post", undated_one, "against the post kept"),
        ("dates as '2h' under a tooltip", tooltip, "against the posts before"),
        *((f"dates written in {language}", lambda root, gold, w=language: written(root, gold, w),
           "against the posts before") for language in WRITTEN),
    ]
    for label, change, against in changes:
        for half in HALVES:
            f1, right, _, n = scored(pages, half, page_root, change)
            print(f"{label}, {half:<6}: F1 {f1:.3f} {against}, post count kept on "
                  f"{right}/{n} pages")
    for label, box in BOXES.items():
        def append(root, gold, box=box):
            root.find("body").append(lxml.html.fragment_fromstring(box))
            return gold
        for half in HALVES:
            f1, right, _, n = scored(pages, half, page_root, append)
            print(f"{label} appended, {half:<6}: F1 {f1:.3f}, exact post count on "
                  f"{right}/{n} pages")
    return 0


if __name__ == "__main__":
    sys.exit(main())
