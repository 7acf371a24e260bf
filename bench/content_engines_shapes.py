"""Article shapes for bench/content_engines.py: 14 pages that vary the shape of the article.

Written without reading the extractor (tplx_engine/) or its documentation and without looking
at its scores: a held-out check, pages by someone who never saw how the extractor works.
content_engines.py, content_engines_more.py and content_engines_fresh.py vary the platform's
furniture around an article written as a run of paragraphs; here the furniture is that of plain
modern news, blog and community sites (header and menu, headline, byline and date, share bar,
related links, newsletter box, comments, footer; its text made up) and what varies is the shape
the article itself is laid out in: a live blog of timestamped entries, a listicle of numbered
items, an interview of questions and answers, a story split into "pages" on one page, a story
broken up by pull quotes, fact boxes and "Read more:" links, a short story lost in heavy
furniture, a photo essay whose text is the captions, a paywalled story under a subscribe box, an
academic-style post with contents, notes and references, a table layout of the 2000s, a custom
element per paragraph between ad slots, a recipe blog's story above its recipe card, a product
review among its verdict, specs and price buttons, and a community post above its replies.

Every page writes all of the article's blocks in order with their words unchanged (a prefix such
as "Q:" or an item's number sits in an element of its own, never in the block's text); whatever
repeats the article's words elsewhere (a pull quote, a "Key events" entry, a contents list) is
furniture, not gold. `PLATFORMS` maps each shape's name to its writer and `HAN` (empty) names
the ones that take Chinese articles; content_engines imports both (this module imports
content_engines' and content_engines_more's helpers).

Shapes: shape-liveblog, shape-listicle, shape-interview, shape-paginated, shape-pull-quotes,
shape-brief, shape-photo-essay, shape-paywall, shape-footnoted, shape-legacy-table,
shape-sections, shape-recipe, shape-review, shape-community.
"""

from __future__ import annotations

import json
import random
import re
import sys
from datetime import datetime, timedelta
from pathlib import Path

BENCH = Path(__file__).resolve().parent
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

from content_engines import (  # noqa: E402
    Article,
    Block,
    body_html,
    chunks,
    escape,
    footer_links,
    json_ld,
    long_date,
    og,
    page,
)
from content_engines_more import (  # noqa: E402
    CAPTION_CREDITS,
    EN_COMMENTS,
    PHOTOGRAPHERS,
    _after,
    _caption,
    _iso,
    _minutes,
    _rng,
    _slug,
    _teaser,
)

HAN: set = set()  # no shape here takes Chinese articles

# ----------------------------------------------------------------------------- shared bits

NOW_YEAR = 2024
STAR = "\u2605"
SHARE = ("Facebook", "X", "LinkedIn", "WhatsApp", "Email")
NEWS_NAV = ("News", "World", "Politics", "Business", "Tech", "Science", "Health", "Culture",
            "Sport", "Opinion")
HEADLINES = (  # made-up headlines for the long "latest" and "most read" lists
    "Council approves new cycle lanes after months of debate",
    "Rail strike called off as talks resume on Monday",
    "Heatwave warning issued for the south-east this weekend",
    "Inside the race to build a cheaper battery",
    "Why fewer people are moving house than at any time since 2012",
    "Museum returns looted bronzes in ceremony",
    "The small town that became a magnet for remote workers",
    "Hospital waiting lists fall for third month in a row",
    "Five things we learned from the budget",
    "Airport to cut night flights after residents' campaign",
    "Scientists map the ocean floor in unprecedented detail",
    "Local football club saved by last-minute takeover",
    "Interest rates held as inflation edges down",
    "What the new school term means for parents",
    "Record number of visitors at the summer festival",
    "Police appeal after van crashes into shopfront",
    "The quiet return of the corner shop",
    "Wildfire forces evacuation of hillside villages",
)


def _ago(k: int) -> str:
    return f"{k} min ago" if k < 60 else f"{k // 60}h ago"


def _nav(items, cls: str) -> str:
    return (f'<nav class="{cls}" aria-label="Main"><ul class="{cls}__list">' + "".join(
        f'<li class="{cls}__item"><a class="{cls}__link" href="/{_slug(i)}/">{escape(i)}</a></li>'
        for i in items) + "</ul></nav>")


def _header(site: str, items=NEWS_NAV, cls: str = "site-header") -> str:
    return (
        f'<header class="{cls}" role="banner"><div class="{cls}__top"><a class="{cls}__skip" '
        f'href="#main">Skip to content</a><a class="{cls}__logo" href="/">{escape(site)}</a>'
        f'<div class="{cls}__actions"><a class="{cls}__search" href="/search">Search</a><a class'
        f'="{cls}__subscribe" href="/subscribe">Subscribe</a><a class="{cls}__login" href="/'
        f'login">Sign in</a></div></div>{_nav(items, cls + "-nav")}</header>')


def _share(cls: str = "share-bar", label: str = "Share this article") -> str:
    return (f'<div class="{cls}"><span class="{cls}__label">{label}</span><ul class="{cls}__'
            'list">' + "".join(
                f'<li><a class="{cls}__button {cls}__button--{_slug(s)}" href="#share" aria-'
                f'label="Share on {s}">{s}</a></li>' for s in SHARE)
            + f'<li><button class="{cls}__copy" type="button">Copy link</button></li></ul></div>')


def _newsletter(site: str, cls: str = "newsletter", name: str = "The Morning Brief") -> str:
    return (
        f'<aside class="{cls}"><h2 class="{cls}__title">Sign up to {name}</h2><p class="{cls}__'
        f'pitch">The day\'s most important stories from {escape(site)}, picked by our editors and '
        f'delivered to your inbox every weekday before 7am.</p><form class="{cls}__form" action="/'
        f'newsletters/signup"><label for="nl-email">Email address</label><input id="nl-email" '
        f'type="email" placeholder="you@example.com"><button type="submit">Sign up</button>'
        f'</form><p class="{cls}__legal">By signing up you agree to our Terms of use and Privacy '
        'notice. You can unsubscribe at any time.</p></aside>')


def _related(a: Article, n: int, start: int = 0, cls: str = "related",
             title: str = "Related stories", blurbs: bool = True) -> str:
    items = []
    for k in range(n):
        t = _teaser(a, start + k)
        blurb = f'<p class="{cls}__blurb">{escape(t.blurb)}</p>' if blurbs else ""
        items.append(f'<li class="{cls}__item"><a class="{cls}__link" href="{t.url}"><h3 class'
                     f'="{cls}__headline">{escape(t.headline)}</h3></a>{blurb}</li>')
    return (f'<section class="{cls}"><h2 class="{cls}__title">{title}</h2><ul class="{cls}__'
            f'list">{"".join(items)}</ul></section>')


def _footer(site: str, cls: str = "site-footer") -> str:
    return (f'<footer class="{cls}"><div class="{cls}__brand"><a href="/">{escape(site)}</a></div>'
            f'<ul class="{cls}__links">{footer_links()}</ul><p class="{cls}__legal">&copy; '
            f'{NOW_YEAR} {escape(site)}. All rights reserved. Reproduction in whole or in part '
            'without permission is prohibited.</p></footer>')



def _byline(a: Article, cls: str = "byline", role: str = "") -> str:
    role = f'<span class="{cls}__role">{role}</span>' if role else ""
    return (f'<div class="{cls}"><span class="{cls}__author">By <a href="/profile/'
            f'{_slug(a.author)}" rel="author">{escape(a.author)}</a></span>{role}<time class="'
            f'{cls}__date" datetime="{_iso(a.published, "+01:00")}">{long_date(a.published)}'
            f'</time><span class="{cls}__read">{_minutes(a)} min read</span></div>')


def _sentence(text: str) -> str:
    """A sentence of the text for a pull quote: the first of 8-35 words, else its first words."""
    for s in re.split(r"(?<=[.!?])\s+", text):
        if 8 <= len(s.split()) <= 35:
            return s
    return " ".join(text.split()[:20]) + "\u2026"


def _snippet(b: Block, words: int = 7) -> str:
    return b.text if b.tag[0] == "h" else " ".join(b.text.split()[:words]) + "\u2026"


def _runs(blocks: list[Block]) -> list[list[Block]]:
    """The blocks in runs of one paragraph each: a heading opens a run and so does a paragraph
    when its run has one already; lists, quotes and listings stay in the run before them."""
    runs: list[list[Block]] = []
    for b in blocks:
        if not runs or b.tag[0] == "h" or (b.tag == "p" and any(x.tag == "p" for x in runs[-1])):
            runs.append([b])
        else:
            runs[-1].append(b)
    return runs


def _hex(rng: random.Random, n: int = 24) -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def _head(a: Article, site: str, extra: str = "") -> str:
    return ('<meta name="viewport" content="width=device-width, initial-scale=1">'
            + og(a, site) + extra)


# ------------------------------------------------------------------------------ the shapes

def liveblog(a: Article) -> str:
    """A live blog (after the Guardian's and the BBC's): the blocks as timestamped entries,
    newest first with the blocks still in order (the first run of blocks is the newest entry),
    each with its time, "ago" label, an "Updated" line on some and share links; above them the
    "Live" badge, a summary, the "Key events" list linking to some entries (their heading or
    first words) and a "Show key events only" toggle; "Most viewed" beside, a pager below."""
    rng = _rng("shape-liveblog", a)
    site = "The Daily Record"
    runs = _runs(a.blocks)
    steps = [rng.randint(3, 24) for _ in runs]
    t = a.published.replace(hour=7, minute=rng.randint(0, 20)) + timedelta(minutes=sum(steps))
    latest, times = t, []
    for s in steps:
        times.append(t)
        t -= timedelta(minutes=s)
    ids = [_hex(rng) for _ in runs]
    entries, keys = [], []
    for k, (run, t) in enumerate(zip(runs, times)):
        inner = "".join(b.markup(' class="block-title"') if b.tag[0] == "h" else b.markup()
                        for b in run)
        updated = (f'<p class="block-updated">Updated at {t + timedelta(minutes=4):%H.%M} BST'
                   '</p>') if rng.random() < 0.3 else ""
        key = k % 3 == 0 or run[0].tag[0] == "h"
        if key and len(keys) < 6:
            keys.append(f'<li class="key-event"><a href="?page=with:block-{ids[k]}#block-{ids[k]}'
                        f'"><time>{t:%H.%M} BST</time> <span>{escape(_snippet(run[0]))}</span>'
                        '</a></li>')
        entries.append(
            f'<article id="block-{ids[k]}" class="block{" is-key-event" if key else ""}" data-'
            f'block-contributor="{escape(a.author)}"><header class="block-header"><p class="'
            f'block-time published-time"><a href="?page=with:block-{ids[k]}#block-{ids[k]}">'
            f'<time datetime="{_iso(t, "+01:00")}">{t:%H:%M} BST</time></a></p><span class='
            f'"block-ago">{_ago(int((latest - t).total_seconds() // 60) + 2)}</span></header>'
            f'<div class="block-elements">{inner}</div><footer class="block-footer">{updated}'
            f'<div class="block-share"><a href="#share-{ids[k]}">Share</a></div></footer>'
            '</article>')
    data = {"@context": "https://schema.org", "@type": "LiveBlogPosting",
            "headline": a.headline, "coverageStartTime": _iso(times[-1], "+01:00"),
            "coverageEndTime": _iso(latest, "+01:00")}
    most = "".join(f'<li><span class="rank">{k}</span><a href="/news/{_slug(h)}">{escape(h)}</a>'
                   '</li>' for k, h in enumerate(HEADLINES[:8], 1))
    body = (
        _header(site) + '<main id="main" class="liveblog"><div class="liveblog__head"><span class'
        '="badge badge--live">Live</span><h1 class="liveblog__headline">' + escape(a.headline)
        + ' \u2013 live updates</h1><div class="liveblog__standfirst"><ul><li>Follow the latest '
        'developments as they happen</li><li>Our reporters are on the ground and will bring you '
        'updates through the day</li></ul></div>' + _byline(a, "liveblog-byline", "and agencies")
        + f'<p class="liveblog__updated">Updated {latest:%H.%M} BST</p>' + _share()
        + '</div><div class="liveblog__columns"><div class="liveblog__feed"><div class="key-'
        'events"><h2 class="key-events__title">Key events</h2><ul>' + "".join(keys) + '</ul><'
        'label class="key-events__toggle"><input type="checkbox"> Show key events only</label>'
        '<p class="key-events__note">Please turn on JavaScript to use this feature</p></div><div '
        'class="liveblog__body" data-gu-name="body">' + "".join(entries) + '</div><nav class="'
        'liveblog__pager" aria-label="Live blog pagination"><a href="#">Newest</a><a href="#">'
        'Previous</a><span>1 of 1</span><a href="#">Next</a><a href="#">Oldest</a></nav></div>'
        '<aside class="liveblog__aside"><h2>Most viewed</h2><ol class="most-viewed">' + most
        + '</ol></aside></div>' + _related(a, 4, 0, "onward", "More on this story") + '</main>'
        + _footer(site))
    return page(f"{a.headline} \u2013 live updates | {site}",
                _head(a, site, f'<script type="application/ld+json">{json.dumps(data)}</script>'),
                body)


def listicle(a: Article) -> str:
    """A listicle: after an intro paragraph, the blocks in numbered items (an item opens at each
    of the article's headings, else every one to three blocks), each item's number in an element
    of its own before the item's heading or text, an image with a credit on the items without a
    heading, an ad after every third item; "You might also like" cards and a newsletter box
    after, "Trending" beside."""
    rng = _rng("shape-listicle", a)
    site = "Brightside Weekly"
    blocks = list(a.blocks)
    intro = [blocks.pop(0)] if len(blocks) > 3 and blocks[0].tag == "p" else []
    size = 1 if len(blocks) <= 3 else 2 if len(blocks) <= 12 else 3
    items: list[list[Block]] = []
    for b in blocks:
        if not items or b.tag[0] == "h" or (items[-1][0].tag[0] != "h" and len(items[-1]) >= size):
            items.append([b])
        else:
            items[-1].append(b)
    parts = []
    for k, item in enumerate(items, 1):
        caption, photographer = _caption(rng)
        image = (f'<figure class="list-item__media"><img src="/img/list/{k}.jpg" alt="" loading'
                 f'="lazy"><figcaption class="list-item__credit">{photographer}/'
                 f'{rng.choice(CAPTION_CREDITS)}</figcaption></figure>')
        inner = "".join(b.markup() for b in item)
        if item[0].tag[0] != "h":
            inner = image + inner
        parts.append(f'<div class="list-item" id="item-{k}"><div class="list-item__rank" aria-'
                     f'hidden="true"><span>{k}.</span></div>{inner}<div class="list-item__share">'
                     '<a href="#share">Share this item</a></div></div>')
        if k % 3 == 0 and k < len(items):
            parts.append('<div class="ad ad--inline" data-slot="listicle-mid"><span class="ad__'
                         'label">Advertisement</span></div>')
    trending = "".join(f'<li><a href="/{_slug(h)}">{escape(h)}</a></li>' for h in HEADLINES[3:9])
    cards = "".join(
        f'<article class="card"><a href="{_teaser(a, k).url}"><img src="/img/c{k}.jpg" alt="">'
        f'<h3 class="card__title">{escape(_teaser(a, k).headline)}</h3></a></article>'
        for k in range(4))
    body = (
        _header(site, ("Life", "Travel", "Food", "Money", "Home", "Style", "Quizzes"))
        + '<main id="main" class="listicle-page"><article class="listicle"><header class="'
        'listicle__header"><a class="listicle__kicker" href="/life/">Life</a><h1 class="'
        f'listicle__headline">{len(items)} things to know: {escape(a.headline)}</h1>'
        + _byline(a, "listicle-byline") + _share("listicle-share", "Share") + '</header><div '
        'class="listicle__body">' + "".join(b.markup() for b in intro) + '<div class="list">'
        + "".join(parts) + '</div></div><p class="listicle__disclosure">We may earn a commission '
        'from links on this page.</p><section class="also-like"><h2>You might also like</h2>'
        f'<div class="card-grid">{cards}</div></section>' + _newsletter(site, "nl", "Brightside")
        + '</article><aside class="trending"><h2>Trending</h2><ol>' + trending + '</ol></aside>'
        '</main>' + _footer(site))
    return page(f"{a.headline} | {site}", _head(a, site, json_ld(a)), body)


def interview(a: Article) -> str:
    """An interview: the first paragraph as the introduction, an "edited for length" note, then
    the blocks as questions and answers in a <dl> (paragraphs alternate between a <dt> question
    and a <dd> answer, each with its "Q:" / "A:" in a <strong> of its own; lists, quotes and
    listings go into the answer before them; a heading closes the list and opens another); a
    portrait with caption, the interviewee's box, share bar, "More interviews", comments link."""
    rng = _rng("shape-interview", a)
    site = "Signal Magazine"
    guest = rng.choice(("Dr. Helen Marsh", "Oskar Lindqvist", "Amara Nwosu", "Rafael Ortega"))
    blocks = list(a.blocks)
    intro = [blocks.pop(0)] if len(blocks) > 2 and blocks[0].tag == "p" else []
    out: list[str] = []
    turns: list[tuple[str, str]] = []
    role = "A"

    def close() -> None:
        if turns:
            out.append('<dl class="qa">' + "".join(
                f'<{tag} class="qa__{"question" if tag == "dt" else "answer"}">{x}</{tag}>'
                for tag, x in turns) + "</dl>")
            turns.clear()

    for b in blocks:
        if b.tag[0] == "h":
            close()
            out.append(b.markup(' class="qa__section"'))
            role = "A"  # a section opens with a question
        elif b.tag == "p" or not turns:
            role = "Q" if role == "A" else "A"
            label = f'<strong class="qa__label">{role}:</strong> '
            if role == "Q":
                turns.append(("dt", label + (b.html if b.tag == "p" else b.markup())))
            else:
                turns.append(("dd", f'<p>{label}{b.html}</p>' if b.tag == "p" else b.markup()))
        else:
            tag, x = turns[-1]
            turns[-1] = (tag, x + b.markup())
    close()
    body = (
        _header(site, ("Features", "Interviews", "Ideas", "Science", "Arts", "Podcasts"))
        + '<main id="main"><article class="interview"><header class="interview__header"><p class'
        f'="interview__kicker">The Interview</p><h1>{escape(a.headline)}</h1><p class="interview'
        f'__dek">{escape(guest)} talks to {escape(a.author)} about the ideas behind the work, and '
        'what comes next.</p>' + _byline(a, "interview-byline", "Interview") + '</header><figure '
        'class="interview__portrait"><img src="/img/portrait.jpg" alt=""><figcaption>'
        f'{escape(guest)} photographed at home last month. <span class="credit">Photograph: '
        f'{rng.choice(PHOTOGRAPHERS)} for {site}</span></figcaption></figure>' + _share()
        + '<div class="interview__body">' + "".join(b.markup(' class="interview__intro"')
                                                    for b in intro)
        + '<p class="interview__note"><em>This interview has been edited for length and '
        'clarity.</em></p>' + "".join(out) + '</div><aside class="interviewee"><h2>About '
        f'{escape(guest)}</h2><p>{escape(guest)} has written three books and advises several '
        'public bodies. Their new book is out in the autumn.</p></aside><p class="comments-link">'
        '<a href="#comments">View 38 comments</a></p></article>'
        + _related(a, 4, 0, "more-interviews", "More interviews", False) + '</main>'
        + _footer(site))
    return page(f"{a.headline}: an interview | {site}", _head(a, site, json_ld(a)), body)


def paginated(a: Article) -> str:
    """A story in three "pages" all written on one page (as sites serve it to crawlers): each
    page's blocks in div.article-page, "Page 1 of 3" and a "Continue reading" link between them,
    a numbered pager and "View as one page" after; a tag list, share bar, "Recommended" and
    comments count around."""
    site = "The Courier"
    per = -(-len(a.blocks) // 3)
    pages = chunks(body_html(a), per)
    n = len(pages)
    parts = []
    for k, blocks in enumerate(pages, 1):
        parts.append(f'<div class="article-page" id="page-{k}" data-page="{k}">{"".join(blocks)}'
                     '</div>')
        if k < n:
            parts.append(
                f'<div class="page-break"><p class="page-break__count">Page {k} of {n}</p><a '
                f'class="page-break__next" rel="next" href="{a.url}?page={k + 1}">Continue '
                'reading <span aria-hidden="true">&rsaquo;</span></a><p class="page-break__note">'
                'Story continues on next page</p></div>')
    pager = ('<nav class="pager" aria-label="Article pages"><a class="pager__prev" href="#">'
             '&lsaquo; Previous</a>' + "".join(
                 f'<a class="pager__num{" is-current" if k == n else ""}" href="{a.url}?page={k}"'
                 f'>{k}</a>' for k in range(1, n + 1))
             + f'<a class="pager__next" href="#">Next &rsaquo;</a><a class="pager__all" href="'
             f'{a.url}?view=all">View as one page</a></nav>')
    body = (
        _header(site) + '<main id="main"><article class="story"><header class="story__header">'
        f'<nav class="breadcrumb"><a href="/">Home</a> &rsaquo; <a href="/news/">News</a></nav>'
        f'<h1 class="story__headline">{escape(a.headline)}</h1><p class="story__standfirst">'
        f'{escape(a.standfirst)}</p>' + _byline(a) + f'<p class="story__pages">Page 1 of {n}</p>'
        '</header>' + _share() + '<div class="story__body">' + "".join(parts) + '</div>' + pager
        + '<ul class="story__tags"><li><a href="/tags/news">News</a></li><li><a href="/tags/'
        'analysis">Analysis</a></li></ul><p class="story__comments"><a href="#comments">Join the '
        'conversation (24 comments)</a></p></article>'
        + _related(a, 4, 0, "recommended", "Recommended") + _newsletter(site) + '</main>'
        + _footer(site))
    return page(f"{a.headline} - Page 1 - {site}", _head(a, site, json_ld(a)), body)


FACTS = (("At a glance", ("First proposed in 2009", "Backed by 14 organisations",
                          "Costs estimated at \u00a3120m", "Final report due next spring")),
         ("Key figures", ("3.2 million people affected", "41% rise since 2019",
                          "Average wait: 18 weeks", "Six regions involved")),
         ("Timeline", ("2015: first trial", "2019: review published", "2022: funding agreed",
                       "2024: roll-out begins")))


def pull_quotes(a: Article) -> str:
    """A feature broken up by furniture between its blocks: pull quotes repeating a sentence of
    the paragraph before (a WordPress figure.wp-block-pullquote or an aside), fact boxes of
    bullet points and "Read more:" paragraphs linking other stories, after the first and second
    blocks and then every second one; share bar above, author box and "More features" below."""
    rng = _rng("shape-pull-quotes", a)
    site = "Northern Review"
    parts = body_html(a)
    where = [1, 2] + list(range(4, len(parts), 2))
    inserts = {}
    for i, k in enumerate(where):
        kind = i % 3
        if kind == 0:
            source = next((b for b in reversed(a.blocks[:k]) if b.tag == "p"), a.blocks[k - 1])
            quote = escape(_sentence(source.text))
            inserts[k] = (
                f'<figure class="wp-block-pullquote"><blockquote><p>\u201c{quote}\u201d</p><cite>'
                f'{escape(a.author)}</cite></blockquote></figure>' if i % 2 else
                f'<aside class="pull-quote" aria-hidden="true"><p>{quote}</p></aside>')
        elif kind == 1:
            t = _teaser(a, i)
            inserts[k] = (f'<p class="read-more"><strong>Read more:</strong> <a href="{t.url}">'
                          f'{escape(t.headline)}</a></p>')
        else:
            title, facts = FACTS[rng.randrange(len(FACTS))]
            inserts[k] = (f'<aside class="fact-box"><h4 class="fact-box__title">{title}</h4><ul>'
                          + "".join(f"<li>{escape(f)}</li>" for f in facts) + "</ul></aside>")
    body = (
        _header(site, ("News", "Features", "Long reads", "Culture", "Opinion", "Podcasts"))
        + '<main id="main"><article class="post type-post format-standard"><header class="entry-'
        f'header"><span class="cat-links"><a href="/features/">Features</a></span><h1 class="'
        f'entry-title">{escape(a.headline)}</h1><p class="entry-subtitle">{escape(a.standfirst)}'
        '</p>' + _byline(a, "entry-meta") + '</header><figure class="post-thumbnail"><img src="/'
        'img/hero.jpg" alt=""><figcaption>The view from the ridge at first light. Photo: '
        f'{rng.choice(PHOTOGRAPHERS)}</figcaption></figure>' + _share("sharing")
        + '<div class="entry-content">' + _after(parts, inserts) + '</div><footer class="entry-'
        'footer"><div class="author-box"><h3>About the author</h3><p>'
        f'{escape(a.author)} is a features writer at {site}. They previously covered science and '
        'the environment.</p></div></footer></article>'
        + _related(a, 4, 2, "more-features", "More features") + _newsletter(site) + '</main>'
        + _footer(site))
    return page(f"{a.headline} \u2013 {site}", _head(a, site, json_ld(a)), body)


MEGA = {
    "News": ("UK", "World", "Politics", "Education", "Health", "Science", "Environment",
             "Investigations", "Obituaries"),
    "Business": ("Markets", "Economy", "Companies", "Property", "Personal finance", "Pensions",
                 "Small business", "Careers"),
    "Sport": ("Football", "Cricket", "Rugby union", "Tennis", "Golf", "Formula 1", "Cycling",
              "Results", "Fixtures"),
    "Culture": ("Film", "Music", "TV & radio", "Books", "Art", "Stage", "Games", "Reviews"),
    "Lifestyle": ("Food", "Travel", "Fashion", "Beauty", "Relationships", "Wellbeing", "Home",
                  "Gardens"),
    "Opinion": ("Columnists", "Editorials", "Letters", "Cartoons", "Readers' editor"),
    "Tech": ("Gadgets", "AI", "Security", "Gaming", "Reviews", "Deals"),
    "More": ("Puzzles", "Crosswords", "Newsletters", "Podcasts", "Video", "Photography",
             "Weather", "Travel offers", "Jobs", "Dating", "Shop"),
}


def brief(a: Article) -> str:
    """A story as a small part of a heavy page: a mega-menu of eight sections with their
    sub-links, a "Breaking" ticker, trending topics; the story (headline, byline, share bar,
    blocks, tags); "Latest" with times and "Most read" with dates beside and below, "Top stories"
    cards, a "More from" grid, and a five-column footer with the legal small print."""
    rng = _rng("shape-brief", a)
    site = "The Evening Standard Post"
    mega = "".join(
        f'<li class="mega__section"><a class="mega__heading" href="/{_slug(s)}/">{s}</a><ul '
        'class="mega__sub">' + "".join(f'<li><a href="/{_slug(s)}/{_slug(x)}/">{escape(x)}</a>'
                                       '</li>' for x in subs) + "</ul></li>"
        for s, subs in MEGA.items())
    heads = list(HEADLINES)
    rng.shuffle(heads)
    t = a.published
    latest = "".join(
        f'<li class="latest__item"><time datetime="{_iso(t - timedelta(minutes=9 * k))}">'
        f'{t - timedelta(minutes=9 * k):%H:%M}</time><a href="/news/{_slug(h)}">{escape(h)}</a>'
        '</li>' for k, h in enumerate(heads[:12]))
    most = "".join(
        f'<li class="most-read__item"><span class="most-read__rank">{k}</span><a href="/news/'
        f'{_slug(h)}">{escape(h)}</a><span class="most-read__date">'
        f'{long_date(t - timedelta(days=k // 3))}</span></li>'
        for k, h in enumerate(heads[6:16], 1))
    top = "".join(
        f'<article class="top-card"><a href="{_teaser(a, k).url}"><img src="/img/top{k}.jpg" alt'
        f'=""><h3>{escape(_teaser(a, k).headline)}</h3></a><p>{escape(_teaser(a, k).blurb)}</p>'
        '</article>' for k in range(6))
    more = "".join(f'<li><a href="/{_slug(h)}">{escape(h)}</a></li>' for h in heads[10:18])
    cols = "".join(
        f'<div class="footer-col"><h4>{s}</h4><ul>' + "".join(
            f'<li><a href="/{_slug(s)}/{_slug(x)}/">{escape(x)}</a></li>' for x in subs)
        + "</ul></div>" for s, subs in list(MEGA.items())[:5])
    body = (
        '<div class="top-strip"><span>' + a.published.strftime("%A %d %B %Y") + '</span><a href="'
        '/weather">London 18\u00b0C</a><a href="/subscribe">Subscribe from \u00a31</a><a href="/'
        'login">Log in</a></div><header class="masthead"><a class="masthead__logo" href="/">'
        + site + '</a><button class="masthead__menu" aria-expanded="false">Menu</button><nav class'
        '="mega" aria-label="Sections"><ul class="mega__list">' + mega + '</ul></nav><div class="'
        'trending-topics"><span>Trending:</span><a href="/t/budget">Budget</a><a href="/t/'
        'elections">Local elections</a><a href="/t/weather">Heatwave</a><a href="/t/transport">'
        'Rail strikes</a><a href="/t/royals">Royals</a></div></header><div class="breaking" role'
        f'="alert"><strong>Breaking</strong> <a href="/news/{_slug(heads[0])}">{escape(heads[0])}'
        '</a></div><main id="main" class="layout"><div class="layout__main"><article class="story'
        f'"><p class="story__section"><a href="/news/">News</a></p><h1>{escape(a.headline)}</h1>'
        + _byline(a, "story-byline") + _share("story-share", "Share") + '<div class="story__body'
        '">' + "".join(body_html(a)) + '</div><ul class="story__topics"><li><a href="/t/news">'
        'News</a></li><li><a href="/t/uk">UK</a></li></ul></article><section class="top-stories"'
        f'><h2>Top stories</h2><div class="grid">{top}</div></section><section class="more-from"'
        f'><h2>More from News</h2><ul>{more}</ul></section></div><aside class="layout__rail">'
        f'<section class="latest"><h2>Latest</h2><ol>{latest}</ol></section><section class="most'
        f'-read"><h2>Most read</h2><ol>{most}</ol></section><div class="ad ad--mpu"><span>'
        'Advertisement</span></div></aside></main>' + _newsletter(site, "nl-band")
        + '<footer class="big-footer"><div class="big-footer__cols">' + cols + '</div><ul class="'
        f'big-footer__links">{footer_links()}</ul><p class="big-footer__legal">{site} is '
        'published by Post Media Ltd, registered in England and Wales no. 01234567, 2 Derry '
        'Street, London. Our journalism is regulated by the Independent Press Standards '
        'Organisation. Contact us about an editorial complaint or a correction.</p><p>&copy; '
        f'{NOW_YEAR} Post Media Ltd</p></footer>')
    return page(f"{a.headline} | {site}", _head(a, site, json_ld(a)), body)


def photo_essay(a: Article) -> str:
    """A photo essay: each paragraph of the article is the text of a full-width figure's
    <figcaption>, a "Photo: ..." credit in a span.credit of its own after it; headings, lists,
    quotes and listings between the figures as they are; a hero image with its own caption,
    "In pictures" kicker, the photographer's line and "More galleries" below."""
    rng = _rng("shape-photo-essay", a)
    site = "Lens & Light"
    photographer = rng.choice(PHOTOGRAPHERS)

    def block(b: Block, k=iter(range(1, 1000))) -> str:
        if b.tag != "p":
            return f'<div class="essay__text">{b.markup()}</div>'
        n = next(k)
        return (f'<figure class="essay__figure" id="photo-{n}"><div class="essay__frame"><img '
                f'src="/photos/essay-{n}.jpg" alt="" width="1600" height="1067" loading="lazy">'
                f'</div><figcaption class="essay__caption">{b.html} <span class="credit">Photo: '
                f'{photographer}/{site}</span></figcaption><span class="essay__count">{n}</span>'
                '</figure>')
    caption, _ = _caption(rng)
    body = (
        _header(site, ("In pictures", "Photo essays", "Video", "Archive", "Competitions"))
        + '<main id="main"><article class="essay"><header class="essay__header"><p class="essay'
        f'__kicker">In pictures</p><h1>{escape(a.headline)}</h1><p class="essay__dek">Photographs'
        f' by {photographer}. Words by {escape(a.author)}.</p><time datetime="'
        f'{_iso(a.published)}">{long_date(a.published)}</time></header><figure class="essay__'
        f'hero"><img src="/photos/hero.jpg" alt=""><figcaption>{escape(caption)} <span class="'
        f'credit">Photo: {photographer}</span></figcaption></figure>' + _share("essay-share")
        + '<div class="essay__body">' + "".join(body_html(a, block)) + '</div><p class="essay__'
        f'about">{photographer} is a documentary photographer based in Glasgow. This project was'
        ' supported by a grant from the Arts Council.</p></article>'
        + _related(a, 4, 0, "galleries", "More galleries", False) + '</main>' + _footer(site))
    return page(f"{a.headline} \u2013 in pictures | {site}", _head(a, site), body)


def paywall(a: Article) -> str:
    """A paywalled story: all blocks in the HTML, the first three in div.article-body__free and
    the rest in div.paywall (hidden by the site's CSS, announced as such in the JSON-LD's
    isAccessibleForFree / hasPart), a "Subscribe to continue reading" box with offers between
    them; a metered "free articles left" bar above, share bar and "Most popular" after."""
    site = "The Ledger"
    parts = body_html(a)
    k = 3 if len(parts) > 4 else max(1, len(parts) - 1)
    data = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": a.headline,
            "datePublished": _iso(a.published), "isAccessibleForFree": False,
            "hasPart": {"@type": "WebPageElement", "isAccessibleForFree": False,
                        "cssSelector": ".paywall"}}
    wall = (
        '<div class="paywall-prompt" role="dialog" aria-labelledby="pw-title"><div class="paywall'
        '-prompt__fade"></div><h2 id="pw-title">Subscribe to continue reading</h2><p>Get '
        'unlimited access to award-winning journalism, the daily edition and our apps.</p><ul '
        'class="paywall-prompt__offers"><li><strong>Digital</strong> \u00a31 for 3 months, then '
        '\u00a39.99 a month</li><li><strong>Digital + Print</strong> \u00a319.99 a month</li>'
        '</ul><a class="button button--primary" href="/subscribe?ref=wall">Subscribe now</a><p '
        'class="paywall-prompt__login">Already a subscriber? <a href="/login">Log in</a></p><p '
        'class="paywall-prompt__small">Cancel anytime. Offer available to new subscribers only.'
        '</p></div>')
    body = (
        '<div class="meter-bar">You have 2 free articles left this month. <a href="/subscribe">'
        'Subscribe for full access</a></div>' + _header(site, ("News", "Markets", "Companies",
                                                              "Tech", "Opinion", "Life & Arts"))
        + '<main id="main"><article class="article" data-access="metered"><header><p class="'
        f'article__section">Companies</p><h1>{escape(a.headline)}</h1><p class="article__'
        f'standfirst">{escape(a.standfirst)}</p>' + _byline(a, "article-byline") + '</header>'
        + _share("article-share", "Share") + '<div class="article-body"><div class="article-body'
        f'__free">{"".join(parts[:k])}</div>{wall}<div class="paywall" aria-hidden="true">'
        f'{"".join(parts[k:])}</div></div><p class="article__copyright">Copyright The Ledger '
        f'{NOW_YEAR}. All rights reserved.</p></article>'
        + _related(a, 5, 1, "most-popular", "Most popular", False) + '</main>' + _footer(site))
    return page(f"{a.headline} | {site}", _head(
        a, site, f'<script type="application/ld+json">{json.dumps(data)}</script>'), body)


NOTES = (
    "An earlier version of this post was presented as a talk; the argument here is longer.",
    "The figures are rounded; the full tables are in the appendix of the working paper.",
    "I am grateful to two anonymous readers for pointing this out.",
    "This follows the usual convention in the literature, though not every author does.",
)
REFERENCES = (
    "Abbott, R. & Lee, M. (2019). Measuring what matters. Journal of Applied Studies, 12(3), "
    "211\u2013234.",
    "Bauer, K. (2016). The long view: essays on method. Cambridge: Fenwick Press.",
    "Chen, Y., Osei, P. & Varga, L. (2021). A field guide to replication. Proceedings of the "
    "Annual Meeting, 88\u201397.",
    "Dunn, S. (2012). Patterns of change, revisited. Review of Studies, 4(1), 1\u201329.",
    "Eriksen, T. (2020). Notes on uncertainty. Working paper no. 2020-07.",
)


def footnoted(a: Article) -> str:
    """An academic-style blog post: a contents list of the article's headings (plus Notes and
    References) before the body, the headings given ids, then the body as written; after it a
    "Notes" section of numbered notes, a "References" list, a "Cite this post" box with a BibTeX
    entry in a <pre>, the author's bio, tags and a comment form."""
    rng = _rng("shape-footnoted", a)
    site = "Working Notes"
    seen = []

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            seen.append((f"sec-{len(seen) + 1}", b.text))
            return b.markup(f' id="sec-{len(seen)}"')
        return b.markup()
    body_parts = body_html(a, block)
    toc = "".join(f'<li><a href="#{i}">{escape(t)}</a></li>' for i, t in seen)
    notes = "".join(f'<li id="fn{k}">{escape(n)} <a href="#fnref{k}" class="footnote-back">'
                    '\u21a9</a></li>' for k, n in enumerate(rng.sample(NOTES, 3), 1))
    refs = "".join(f"<li>{escape(r)}</li>" for r in REFERENCES)
    key = _slug(a.author.split()[-1]) + str(a.published.year)
    bib = (f"@misc{{{key},\n  author = {{{a.author}}},\n  title = {{{a.headline}}},\n  year = "
           f"{{{a.published.year}}},\n  howpublished = {{\\url{{https://workingnotes.example"
           f"{a.url}}}}}\n}}")
    body = (
        '<header class="site-header"><a class="site-title" href="/">' + site + '</a><p class="'
        'site-description">A research blog on methods, data and the occasional tangent</p>'
        + _nav(("Posts", "Papers", "Teaching", "About"), "site-nav") + '</header><main id="main">'
        '<article class="post h-entry"><header class="post-header"><h1 class="p-name">'
        f'{escape(a.headline)}</h1><p class="post-meta"><time class="dt-published" datetime="'
        f'{_iso(a.published)}">{long_date(a.published)}</time> \u00b7 {escape(a.author)} \u00b7 '
        f'{_minutes(a)} min read</p></header><nav class="toc" aria-label="Contents"><h2>Contents'
        f'</h2><ol>{toc}<li><a href="#notes">Notes</a></li><li><a href="#references">References'
        '</a></li></ol></nav><div class="post-content e-content">' + "".join(body_parts)
        + '</div><section class="footnotes" id="notes"><h2>Notes</h2><ol>' + notes + '</ol>'
        '</section><section class="references" id="references"><h2>References</h2><ol>' + refs
        + '</ol></section><section class="cite"><h2>Cite this post</h2><p>'
        f'{escape(a.author)} ({a.published.year}). {escape(a.headline)}. {site}.</p><pre class="'
        f'bibtex"><code>{escape(bib)}</code></pre></section><footer class="post-footer"><p class='
        f'"author-bio">{escape(a.author)} is a lecturer in quantitative methods. Views are their '
        'own.</p><p class="tags">Tagged: <a href="/tags/methods">methods</a>, <a href="/tags/'
        'notes">notes</a></p></footer></article><section class="comments" id="comments"><h2>'
        'Leave a comment</h2><form><textarea name="comment"></textarea><button>Post comment'
        '</button></form><p class="comments__policy">Comments are moderated and may take a day '
        'to appear.</p></section></main><footer class="site-footer"><p>&copy; ' + str(NOW_YEAR)
        + f' {escape(a.author)}. Text licensed CC BY 4.0.</p><p><a href="/feed.xml">RSS</a> '
        '\u00b7 <a href="/about">About</a></p></footer>')
    return page(f"{a.headline} | {site}", _head(a, site), body)


def legacy_table(a: Article) -> str:
    """A 2000s table layout: the page in nested <table>s (banner row, left menu cell, story cell,
    right cell of an ad, "Related Links", "Most E-mailed" and a poll), the story in <font face
    size=2> with its paragraphs separated by <br><br>, headings in <b>, lists and quotes as they
    are; "Printer-friendly version" and "E-mail this story" links and the copyright row."""
    rng = _rng("shape-legacy-table", a)
    site = "Valley Tribune Online"
    lines = []
    for b in a.blocks:
        if b.tag == "p":
            lines.append(b.html)
        elif b.tag[0] == "h":
            lines.append(f'<font size="3" color="#003366"><b>{b.html}</b></font>')
        else:
            lines.append(b.markup())
    text = "<br><br>\n".join(lines)
    left = "".join(f'<tr><td class="navlink"><font face="Arial" size="2"><a href="/{_slug(x)}.'
                   f'asp">{x}</a></font></td></tr>' for x in
                   ("Home", "Local News", "Sports", "Business", "Obituaries", "Classifieds",
                    "Weather", "Community Calendar", "Letters", "Archives", "Contact Us"))
    links = "".join(f'<li><font size="1"><a href="{_teaser(a, k).url}.asp">'
                    f'{escape(_teaser(a, k).headline)}</a></font></li>' for k in range(4))
    emailed = "".join(f'<li><font face="Arial" size="1"><a href="/news/{_slug(h)}.asp">'
                      f'{escape(h)}</a></font></li>' for h in rng.sample(HEADLINES, 5))
    body = (
        '<table width="100%" border="0" cellspacing="0" cellpadding="0" bgcolor="#ffffff"><tr>'
        '<td><table width="780" border="0" cellspacing="0" cellpadding="0" align="center"><tr>'
        '<td colspan="3" bgcolor="#003366" height="80"><a href="/"><img src="/images/logo.gif" '
        f'width="300" height="60" border="0" alt="{site}"></a><font color="#ffffff" face="Arial"'
        f' size="1">{a.published.strftime("%A, %B %d, %Y")}</font></td></tr><tr><td colspan="3"'
        ' bgcolor="#cccccc"><font face="Arial" size="1"><a href="/subscribe.asp">Subscribe</a> | '
        '<a href="/advertise.asp">Advertise</a> | <a href="/eedition.asp">e-Edition</a></font>'
        '</td></tr><tr><td width="150" valign="top" bgcolor="#e6e6e6"><table width="100%" '
        f'border="0" cellpadding="4">{left}</table><br><img src="/images/spacer.gif" width="150"'
        ' height="1"></td><td width="470" valign="top"><table width="100%" border="0" '
        'cellpadding="8"><tr><td><font face="Arial" size="1"><a href="/">Home</a> &gt; <a href='
        '"/news.asp">Local News</a></font><br><font face="Georgia" size="5"><b>'
        f'{escape(a.headline)}</b></font><br><font face="Arial" size="1">By {escape(a.author)}, '
        f'Staff Writer<br>Published {a.published.strftime("%m/%d/%Y %I:%M %p")}</font><br><br>'
        f'<font face="Verdana" size="2">{text}</font><br><br><font face="Arial" size="1"><a '
        f'href="{a.url}.asp?print=1">Printer-friendly version</a> | <a href="/email.asp">E-mail '
        f'this story</a> | <a href="/letters.asp">Write a letter to the editor</a></font><br>'
        f'<font face="Arial" size="1">Copyright &copy; {NOW_YEAR} Valley Tribune. All rights '
        'reserved. This material may not be published, broadcast, rewritten or redistributed.'
        '</font></td></tr></table></td><td width="160" valign="top" bgcolor="#f2f2f2"><table '
        'border="0" cellpadding="4" width="100%"><tr><td><font face="Arial" size="1">'
        'ADVERTISEMENT</font><br><img src="/ads/banner' + str(rng.randint(1, 9)) + '.gif" width="'
        '150" height="250"></td></tr><tr><td bgcolor="#003366"><font face="Arial" size="2" color'
        f'="#ffffff"><b>Related Links</b></font></td></tr><tr><td><ul>{links}</ul></td></tr><tr>'
        '<td><font face="Arial" size="1"><b>Weather:</b> Sunny, 72&deg;F</font></td></tr><tr>'
        '<td bgcolor="#003366"><font face="Arial" size="2" color="#ffffff"><b>Most E-mailed</b>'
        f'</font></td></tr><tr><td><ol>{emailed}</ol></td></tr><tr><td><font face="Arial" size='
        '"1"><b>Today\'s Poll:</b> Should the county build a new library downtown?<br><input '
        'type="radio" name="poll"> Yes<br><input type="radio" name="poll"> No<br><input type="'
        'radio" name="poll"> Not sure<br><input type="submit" value="Vote"> <a href="/polls.asp">'
        'View results</a></font></td></tr>'
        '</table></td></tr><tr><td colspan="3" bgcolor="#cccccc" align="center"><font face="'
        'Arial" size="1"><a href="/privacy.asp">Privacy Policy</a> | <a href="/terms.asp">Terms '
        f'of Service</a> | <a href="/contact.asp">Contact Us</a><br>&copy; {NOW_YEAR} {site}. '
        'Best viewed in 800x600.</font></td></tr></table></td></tr></table>')
    return page(f"{site} - {a.headline}", '<meta http-equiv="Content-Type" content="text/html; '
                'charset=utf-8">', body)


def sections(a: Article) -> str:
    """A story made of custom elements: each paragraph's markup bare in an <article-paragraph>
    element (no <p>), every other block in a <section class="story-block"> of its own, an
    <ad-slot> with its "Advertisement" label after every second block, a <related-stories>
    element of teasers in the middle and a <newsletter-signup> near the end; a <site-header>
    and <site-footer> around."""
    rng = _rng("shape-sections", a)
    site = "Metro Pulse"

    def block(b: Block, k=iter(range(1, 1000))) -> str:
        n = next(k)
        if b.tag == "p":
            return (f'<article-paragraph data-index="{n}" class="story-paragraph">{b.html}'
                    '</article-paragraph>')
        return (f'<section class="story-block story-block--{b.tag}" data-index="{n}">'
                f'{b.markup()}</section>')
    parts = body_html(a, block)
    inserts = {k: (f'<ad-slot data-slot-id="mid-{k // 2}" data-sizes="300x250,728x90" class="ad-'
                   'slot"><div class="ad-slot__label">Advertisement</div><div id="gpt-'
                   f'{_hex(rng, 8)}" class="ad-slot__frame"></div></ad-slot>')
               for k in range(2, len(parts), 2)}
    related = ('<related-stories class="inline-related"><h4 slot="title">Related</h4>' + "".join(
        f'<story-card href="{_teaser(a, k).url}"><span slot="headline">'
        f'{escape(_teaser(a, k).headline)}</span></story-card>' for k in range(3))
        + '</related-stories>')
    mid = max(1, len(parts) // 2)
    inserts[mid] = inserts.get(mid, "") + related
    signup = ('<newsletter-signup list="daily"><h4 slot="title">Get Metro Pulse daily</h4><p slot'
              '="body">The stories everyone is talking about, every morning.</p></newsletter-'
              'signup>')
    inserts[len(parts) - 1] = inserts.get(len(parts) - 1, "") + signup
    body = (
        '<site-header><a slot="logo" href="/">' + site + '</a>' + _nav(NEWS_NAV[:8], "header-nav")
        + '</site-header><main id="main"><story-page story-id="' + _hex(rng, 12) + '"><story-'
        f'header><span class="label">City</span><h1>{escape(a.headline)}</h1><p class="dek">'
        f'{escape(a.standfirst)}</p>' + _byline(a, "story-byline") + '</story-header><share-bar>'
        + _share("share") + '</share-bar><story-body class="story-body">' + _after(parts, inserts)
        + '</story-body><story-footer><p class="corrections">Spotted an error? <a href="/'
        'corrections">Tell us</a>.</p></story-footer></story-page>'
        + _related(a, 4, 3, "recirc", "Read next") + '</main><site-footer>' + _footer(site)
        + '</site-footer>')
    return page(f"{a.headline} | {site}", _head(a, site, json_ld(a)), body)


def recipe(a: Article) -> str:
    """A recipe blog: "Jump to Recipe" and "Print Recipe" buttons, then the article's blocks as
    the story above the card (an ad slot after every third block, a "Pin it" image after the
    second), then a WP Recipe Maker card (name, summary, times, servings, ingredients, numbered
    instructions, notes, nutrition) that the story is not part of; ratings and comments after."""
    rng = _rng("shape-recipe", a)
    site = "Salt & Thyme"
    parts = body_html(a)
    inserts = {k: '<div class="adthrive-ad adthrive-content"><span>Advertisement</span></div>'
               for k in range(3, len(parts), 3)}
    inserts[2] = inserts.get(2, "") + (
        '<figure class="wp-block-image"><img src="/wp-content/uploads/pin.jpg" alt=""><figcaption'
        '>Save this for later! <a href="#pin">Pin it</a></figcaption></figure>')
    ingredients = ("1 whole chicken, about 1.6kg", "2 lemons, halved", "1 head of garlic",
                   "A small bunch of thyme", "3 tbsp olive oil", "600g new potatoes, halved",
                   "Salt and black pepper", "150ml white wine")
    steps = ("Heat the oven to 200C/180C fan. Take the chicken out of the fridge 30 minutes "
             "before cooking.",
             "Put the potatoes in a roasting tin, toss with a tablespoon of oil and season well.",
             "Stuff the chicken with the lemon halves, garlic and thyme, rub with the remaining "
             "oil and sit it on the potatoes.",
             "Roast for 1 hour 20 minutes, pouring the wine into the tin after 40 minutes.",
             "Rest the chicken for 15 minutes before carving. Serve with the potatoes and the "
             "juices from the tin.")
    card = (
        '<div id="recipe" class="wprm-recipe-container"><div class="wprm-recipe wprm-recipe-'
        'template-cutout"><h2 class="wprm-recipe-name">Lemon and Thyme Roast Chicken</h2><div '
        'class="wprm-recipe-rating"><span class="wprm-recipe-rating-average">4.86</span> from '
        '<span class="wprm-recipe-rating-count">213</span> votes</div><div class="wprm-recipe-'
        'summary">A simple Sunday roast that looks after itself while you get on with your day.'
        '</div><div class="wprm-recipe-buttons"><a class="wprm-recipe-print" href="/wprm_print/'
        '123">Print Recipe</a><a class="wprm-recipe-pin" href="#pin">Pin Recipe</a></div><div '
        'class="wprm-recipe-times-container"><span>Prep Time <b>15 mins</b></span><span>Cook '
        'Time <b>1 hr 20 mins</b></span><span>Total Time <b>1 hr 50 mins</b></span></div><div '
        'class="wprm-recipe-servings-container">Servings <b>4</b> people</div><div class="wprm-'
        'recipe-ingredients-container"><h3 class="wprm-recipe-header">Ingredients</h3><ul class'
        '="wprm-recipe-ingredients">' + "".join(f'<li class="wprm-recipe-ingredient">{x}</li>'
                                               for x in ingredients)
        + '</ul></div><div class="wprm-recipe-instructions-container"><h3 class="wprm-recipe-'
        'header">Instructions</h3><ol class="wprm-recipe-instructions">' + "".join(
            f'<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">{x}'
            '</div></li>' for x in steps)
        + '</ol></div><div class="wprm-recipe-notes-container"><h3 class="wprm-recipe-header">'
        'Notes</h3><p>Leftovers keep for three days in the fridge. Use the carcass for stock.</p>'
        '</div><div class="wprm-nutrition-label-container"><h3 class="wprm-recipe-header">'
        'Nutrition</h3><span>Calories: 612kcal</span> | <span>Protein: 48g</span> | <span>Fat: '
        '34g</span> | <span>Carbohydrates: 28g</span></div><div class="wprm-call-to-action">'
        'Tried this recipe? Mention @saltandthyme or tag #saltandthyme!</div></div></div>')
    comments = "".join(
        f'<li class="comment"><div class="comment-author"><b>{name}</b> <span class="wprm-'
        f'comment-rating">{STAR * stars}</span></div><time>{long_date(a.published)}</time>'
        f'<p>{text}</p><a class="comment-reply-link" href="#">Reply</a></li>'
        for name, stars, text in (
            ("Jo", 5, "Made this on Sunday and the whole family loved it. The potatoes were the "
                      "best part!"),
            ("Marcus", 4, "Really good. I added a couple of shallots to the tin, which worked "
                          "well."),
            ("Aisha", 5, "My go-to roast now. Thank you for the clear instructions.")))
    body = (
        _header(site, ("Recipes", "Dinner", "Baking", "Vegetarian", "Meal prep", "About"))
        + f'<main id="main"><article class="post"><header class="entry-header"><h1 class="entry'
        f'-title">{escape(a.headline)}</h1><div class="entry-meta">By {escape(a.author)} \u00b7 '
        f'Published {long_date(a.published)} \u00b7 <a href="#comments">{rng.randint(20, 90)} '
        'comments</a></div><p class="disclosure">This post may contain affiliate links. Please '
        'read our disclosure policy.</p><div class="recipe-jump"><a class="wprm-recipe-jump" '
        'href="#recipe">Jump to Recipe</a><a class="wprm-recipe-print" href="/wprm_print/123">'
        'Print Recipe</a></div></header><div class="entry-content">' + _after(parts, inserts)
        + card + '</div>' + _share("social-share", "Share this recipe") + '</article><section '
        'id="comments" class="comments-area"><h2>Comments</h2><ol class="comment-list">'
        + comments + '</ol></section>' + _related(a, 4, 0, "more-recipes", "You may also like",
                                                  False) + '</main>' + _footer(site))
    return page(f"{a.headline} - {site}", _head(a, site), body)


def review(a: Article) -> str:
    """A product review: the article's blocks as the review text, with a verdict box (score,
    stars, pros and cons) and "Buy at ..." price buttons above it, a specs table after the third
    block, a "How we test" note and a second price widget after it; "Best of" links beside."""
    rng = _rng("shape-review", a)
    site = "GearLab"
    product = rng.choice(("Aster X2 Headphones", "Nimbus 14 Laptop", "Kestrel Pro Camera",
                          "Orbit S Smartwatch"))
    score = rng.choice((3.5, 4, 4.5))
    stars = STAR * int(score) + ("\u00bd" if score % 1 else "")
    prices = (("Amazon", "$249.99"), ("Best Buy", "$259.00"), ("Walmart", "$247.49"))

    def buy(cls: str) -> str:
        return (f'<div class="{cls}"><h4 class="{cls}__title">{product}: best prices today</h4>'
                '<ul>' + "".join(f'<li class="{cls}__row"><span class="{cls}__shop">{shop}</span>'
                                 f'<span class="{cls}__price">{price}</span><a class="{cls}__btn" '
                                 f'rel="sponsored nofollow" href="/go/{_slug(shop)}">Buy at {shop}'
                                 '</a></li>' for shop, price in prices)
                + f'</ul><p class="{cls}__note">Prices checked daily. We may earn a commission.'
                '</p></div>')
    verdict = (
        f'<div class="verdict"><div class="rating" aria-label="Rated {score} out of 5"><span '
        f'class="rating__stars">{stars}</span><span class="rating__score">{score}/5</span></div>'
        '<h3 class="verdict__title">Our verdict</h3><p class="verdict__summary">A polished, '
        'well-made option that gets the basics right, if you can live with the price.</p><div '
        'class="pros-cons"><div class="pros"><h4>For</h4><ul><li>Excellent build quality</li>'
        '<li>Long battery life</li><li>Simple, clean software</li></ul></div><div class="cons">'
        '<h4>Against</h4><ul><li>Expensive</li><li>No charger in the box</li></ul></div></div>'
        '</div>')
    specs = (
        '<table class="specs"><caption>Specifications</caption><tbody>' + "".join(
            f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in (
                ("Weight", "254g"), ("Battery", "Up to 30 hours"), ("Connectivity",
                                                                   "Bluetooth 5.3, USB-C"),
                ("Colours", "Black, silver, blue"), ("Price at launch", "$299")))
        + '</tbody></table>')
    parts = body_html(a)
    inserts = {min(3, len(parts) - 1): specs} if len(parts) > 1 else {}
    body = (
        _header(site, ("Reviews", "Best picks", "Deals", "How-to", "News", "Versus"))
        + '<main id="main"><article class="review"><header class="review__header"><nav class="'
        'breadcrumb"><a href="/reviews/">Reviews</a> &rsaquo; <a href="/reviews/audio/">Audio'
        f'</a></nav><h1>{product} review: {escape(a.headline)}</h1>' + _byline(a, "review-byline")
        + '<p class="review__disclosure">When you purchase through links on our site, we may earn'
        ' an affiliate commission. Here\'s how it works.</p></header>' + verdict
        + buy("price-widget")
        + '<div class="review__body">' + _after(parts, inserts) + '</div><div class="how-we-test'
        '"><h4>How we test</h4><p>Every product we review is used for at least two weeks as part'
        ' of daily life, and benchmarked against its closest rivals.</p></div>'
        + buy("price-widget-bottom") + _share("review-share") + '</article><aside class="best-of"'
        '><h2>Best of</h2><ul><li><a href="/best/headphones">Best headphones 2024</a></li><li><a '
        'href="/best/laptops">Best laptops 2024</a></li><li><a href="/best/cameras">Best cameras '
        '2024</a></li></ul></aside>' + _related(a, 3, 0, "more-reviews", "More reviews", False)
        + '</main>' + _footer(site))
    return page(f"{product} review | {site}", _head(a, site, json_ld(a)), body)


def _post(user: str, joined: str, posts: int, when: datetime, cooked: str, likes: int,
          n: int, op: bool = False) -> str:
    """A post of a Discourse-like forum topic: avatar, user name, date, the cooked body and the
    post menu (likes, reply, share)."""
    return (
        f'<div class="topic-post{" topic-owner" if op else ""}" id="post_{n}" data-post-number="'
        f'{n}"><article class="boxed onscreen-post" aria-label="post #{n} by @{user}"><div class'
        f'="row"><div class="topic-avatar"><a class="trigger-user-card" href="/u/{user}"><img '
        f'src="/user_avatar/{user}/48.png" alt="" class="avatar"></a></div><div class="topic-'
        f'body"><div class="topic-meta-data"><div class="names"><span class="username"><a href="'
        f'/u/{user}">{user}</a></span><span class="user-title">Member since {joined} \u00b7 '
        f'{posts} posts</span></div><div class="post-infos"><a class="post-date" href="/t/1/{n}"'
        f'><span class="relative-date" data-time="{int(when.timestamp())}">'
        f'{when.strftime("%b %d, %Y")}</span></a></div></div><div class="regular contents"><div '
        f'class="cooked">{cooked}</div><section class="post-menu-area"><nav class="post-controls'
        f'"><button class="like-count">{likes}</button><button class="toggle-like">Like</button>'
        '<button class="share">Share</button><button class="reply">Reply</button></nav></section>'
        '</div></div></div></article></div>')


def community(a: Article) -> str:
    """A community article on a Discourse-like forum: the article is the first post of the
    topic (its blocks in div.cooked as written), and five replies follow it in the same markup
    (their text made up: furniture); the category and tags above, the topic map (views,
    users, likes), "Suggested topics" table and the site footer below."""
    rng = _rng("shape-community", a)
    site = "Makers Community"
    op_user = _slug(a.author).replace("-", "_")
    posts = [_post(op_user, "2019", 412, a.published, "".join(body_html(a)), 87, 1, True)]
    for k, (name, user, text) in enumerate(rng.sample(EN_COMMENTS, 5), 2):
        when = a.published + timedelta(hours=k * 3 + rng.randint(0, 5))
        quote = ""
        if k == 4:
            quote = (f'<aside class="quote" data-username="{op_user}"><div class="title">'
                     f'{op_user}:</div><blockquote><p>{escape(_sentence(a.blocks[0].text))}</p>'
                     '</blockquote></aside>')
        posts.append(_post(user, str(rng.randint(2015, 2023)), rng.randint(3, 900), when,
                           f"{quote}<p>{escape(text)}</p>", rng.randint(0, 30), k))
    suggested = "".join(
        f'<tr class="topic-list-item"><td class="main-link"><a class="title" href="'
        f'{_teaser(a, k).url}">{escape(_teaser(a, k).headline)}</a><div class="link-bottom-line"'
        f'><span class="badge-category">Articles</span></div></td><td class="posts">'
        f'{rng.randint(2, 60)}</td><td class="views">{rng.randint(1, 9)}.{rng.randint(0, 9)}k'
        f'</td><td class="activity">{rng.randint(1, 28)}d</td></tr>' for k in range(5))
    body = (
        '<div id="main-outlet-wrapper"><header class="d-header"><div class="title"><a href="/">'
        + site + '</a></div><div class="panel"><a class="btn sign-up-button" href="/signup">Sign '
        'Up</a><a class="btn login-button" href="/login">Log In</a><a class="search-dropdown" '
        'href="/search">Search</a></div></header><div class="sidebar"><ul><li><a href="/latest">'
        'Topics</a></li><li><a href="/c/articles">Articles</a></li><li><a href="/c/help">Help'
        '</a></li><li><a href="/c/showcase">Showcase</a></li><li><a href="/about">About</a></li>'
        '</ul></div><main id="main-outlet"><div id="topic-title"><h1><a class="fancy-title" href'
        f'="/t/{_slug(a.headline)}/1">{escape(a.headline)}</a></h1><div class="topic-category">'
        '<span class="badge-category">Articles</span><div class="list-tags"><a class="discourse-'
        'tag" href="/tag/guide">guide</a><a class="discourse-tag" href="/tag/long-read">long-read'
        '</a></div></div></div><div class="post-stream">' + posts[0] + '<div class="topic-map">'
        '<ul><li><h4>created</h4>' + a.published.strftime("%b %d") + '</li><li><h4>last reply'
        '</h4>3h</li><li><h4>replies</h4>5</li><li><h4>views</h4>2.4k</li><li><h4>users</h4>6'
        '</li><li><h4>likes</h4>140</li></ul></div>' + "".join(posts[1:]) + '</div><div id="'
        'topic-footer-buttons"><button class="btn-primary create">Reply</button><button>Bookmark'
        '</button><button>Share</button></div><div class="suggested-topics"><h3>Suggested Topics'
        '</h3><table class="topic-list"><thead><tr><th>Topic</th><th>Replies</th><th>Views</th>'
        f'<th>Activity</th></tr></thead><tbody>{suggested}</tbody></table></div></main><footer '
        f'class="site-footer"><p>{site} \u00b7 <a href="/guidelines">Community guidelines</a> '
        '\u00b7 <a href="/tos">Terms of Service</a> \u00b7 <a href="/privacy">Privacy</a></p><p>'
        'Powered by Discourse, best viewed with JavaScript enabled</p></footer></div>')
    return page(f"{a.headline} - Articles - {site}", _head(a, site), body)


PLATFORMS = {
    "shape-liveblog": liveblog, "shape-listicle": listicle, "shape-interview": interview,
    "shape-paginated": paginated, "shape-pull-quotes": pull_quotes, "shape-brief": brief,
    "shape-photo-essay": photo_essay, "shape-paywall": paywall, "shape-footnoted": footnoted,
    "shape-legacy-table": legacy_table, "shape-sections": sections, "shape-recipe": recipe,
    "shape-review": review, "shape-community": community,
}
