"""Fresh platforms for bench/content_engines.py, a third set: 16 more article templates,
written blind.

Written, like content_engines_fresh.py and content_engines_fresh2.py, without reading the
extractor (tplx_engine/) or its documentation and without looking at any extractor's output:
a held-out check, pages by someone who never saw how the extractor works. Each function writes
an `Article` into the article page of one more publishing platform (markup written from memory
after how the site served its article pages in 2022-2025: element nesting, class, id and
data-* names, CSS-module and styled-components hashes where the site has them, the furniture
around and inside the story; the furniture's text made up) and returns the whole page. The
article's blocks are written in order with their words unchanged, whatever wrapper the
platform gives them (runs of paragraphs in a BodyWrapper per chunk between ad slots, a
subbuzz per few paragraphs, NHK's summary and body-text sections, nested Sphinx sections, a
HubSpot rich-text span, the paywalled rest of a Wyborcza story, a dateline in front of a
Kompas lede); headline, standfirst, byline, dates, captions, image credits, ads and their
labels, "read also" links, embeds, boxes, teasers, signatures, disclosure statements,
newsletter and subscribe forms, comments and notes, menus, banners and footers are furniture,
not gold. `PLATFORMS` maps each platform's name to its writer and `HAN` names the ones that
take Chinese articles (this module imports the helpers of content_engines,
content_engines_more, content_engines_fresh and content_engines_fresh2).

News sites in English: thehindu, abc-au, buzzfeed, wired, theconversation; in other languages
(furniture in the site's language, the article as the pool has it): nhk (Japanese),
derstandard (German, Austria), nos (Dutch), wyborcza (Polish), hurriyet (Turkish), kompas
(Indonesian), clarin (Spanish, Argentina), sohu (Chinese, articles too); docs and blogs:
sphinx-rtd, hubspot-blog, tumblr.
"""

from __future__ import annotations

import json
import random
import re
import string
import sys
import uuid
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
    json_ld,
    long_date,
    og,
    once_per_key,
    page,
)
from content_engines_fresh import _hash, _li, _styled  # noqa: E402
from content_engines_fresh2 import B64, LOWER, _headline_list, _list, _modules  # noqa: E402
from content_engines_more import (  # noqa: E402
    _after,
    _caption,
    _hm,
    _iso,
    _items,
    _minutes,
    _rng,
    _slug,
    _teaser,
)

HAN = {"sohu"}  # the platforms here with Chinese furniture and articles

# ----------------------------------------------------------------------------- shared bits

HEX = "0123456789abcdef"


def _sc(rng: random.Random):
    """styled-components 5 class pairs as a Next.js build writes them, the component's id and
    the style's hash, the same for the same component on one page: ``sc("para")`` ->
    "sc-6d77a1d1-0 chzewu"."""
    return once_per_key(lambda key: f"sc-{_hash(rng, 8, HEX)}-{rng.randrange(4)} "
                        f"{_hash(rng, 6, string.ascii_letters)}")


def _quote(b: Block, attrs: str = "", inner: str = "") -> str:
    """A quote block, its text in a paragraph inside the <blockquote>."""
    return f"<blockquote{attrs}><p{inner}>{b.html}</p></blockquote>"


def _blocks_as(heading: str, p: str = "", h: str = "", quote: str = "", lists: str = ""):
    """A writer of the article's blocks as a site writes them: paragraphs with the attributes
    ``p``, subheads as ``<heading>`` with ``h``, a quote as ``_quote`` (its paragraph as the
    others), lists with ``lists``, anything else as the pool has it."""
    def block(b: Block) -> str:
        if b.tag[0] == "h":
            return f"<{heading}{h}>{b.html}</{heading}>"
        if b.tag == "blockquote":
            return _quote(b, quote, p)
        if b.tag == "p":
            return b.markup(p)
        return b.markup(lists if b.tag in ("ul", "ol") else "")
    return block


def _ampm(t) -> str:
    """"09:30 am", The Hindu's clock."""
    return f"{t.hour % 12 or 12:02d}:{t.minute:02d} {'am' if t.hour < 12 else 'pm'}"


# --------------------------------------------------------------------- news sites in English

HINDU_NAV = ("India", "World", "Movies", "Sport", "Data", "Health", "Opinion", "Science",
             "Business", "Premium", "e-Paper", "Sci-Tech", "Entertainment", "Life & Style",
             "Society", "Books", "Videos", "Crossword+")
HINDU_TOPICS = ("India", "politics", "economy, business and finance", "environmental issues",
                "judiciary (system of justice)", "elections", "technology (general)")


def thehindu(a: Article) -> str:
    """The Hindu, thehindu.com (the 2023 redesign on a Bootstrap grid): div.articlebodycontent
    [itemprop=articleBody] (id content-body-<article id>) of bare <p>s, subheads in <h3>s, with
    "ALSO READ" related-story cards and .articleblock-container ad slots ("ADVERTISEMENT")
    between them; the breadcrumb, h1.title, h2.sub-text, the author link, the "Updated -" line,
    the share/comment/"READ LATER" tools and the lead picture (caption | Photo Credit:) above;
    the "Published -" line, "Related Topics", the comments notice, the sidebar's "Top News
    Today" and "Trending" and the THG footer around."""
    rng = _rng("thehindu", a)
    t = a.published
    aid = rng.randrange(68_000_000, 69_000_000)
    section = rng.choice(["national", "international", "business", "sci-tech"])
    label = {"national": "India", "international": "World", "business": "Business",
             "sci-tech": "Sci-Tech"}[section]

    block = _blocks_as("h3")

    def also(i: int) -> str:
        x = _teaser(a, i)
        return ('<div class="related-topics-list also-read-story"><p class="related-title">ALSO '
                'READ</p><div class="element"><div class="picture"><img class="media-object" '
                f'src="https://th-i.thgim.com/public/news/{section}/{aid - i - 1}/alt.jpg?w=150" '
                'alt=""></div><div class="right-content"><h3 class="title"><a href="https://www.'
                f'thehindu.com/news/{section}{x.url}/article{aid - 3000 * (i + 1)}.ece">'
                f'{escape(x.headline)}</a></h3></div></div></div>')

    def ad(i: int) -> str:
        return ('<div class="articleblock-container"><div class="dfp-ad inline-ad"><p class="ad-'
                'text">ADVERTISEMENT</p><div id="div-gpt-ad-16839002' + f'{i:02d}' + '-0" class="'
                'adunit" style="min-height:250px"></div></div></div>')
    parts = body_html(a, block)
    inserts = {k: ad(i) for i, k in enumerate(range(3, len(parts), 5), 1)}
    inserts[2 if len(parts) > 3 else 1] = also(0)
    if len(parts) > 8:
        inserts[7] = also(1)
    body = _after(parts, inserts)
    caption, photographer = _caption(rng)
    credit = rng.choice(["PTI", "ANI", "The Hindu", "Reuters", f"{photographer}"])
    stamp = f"{long_date(t)} {_ampm(t)} IST"
    top = "".join(
        f'<li><div class="element"><h3 class="title"><a href="https://www.thehindu.com/news'
        f'{x.url}/article{aid - 77 * k}.ece">{escape(x.headline)}</a></h3></div></li>'
        for k, x in enumerate(a.teasers[2:6], 1))
    trending = "".join(
        f'<li><span class="number">{k}</span><a href="https://www.thehindu.com{x.url}/">'
        f'{escape(x.headline)}</a></li>' for k, x in enumerate(a.teasers[4:8], 1))
    html = (
        '<header class="header"><div class="top-header"><div class="container"><div class="'
        f'date-display">{t:%A}, {long_date(t)}</div><ul class="top-right"><li><a href="https://'
        'epaper.thehindu.com/">e-Paper</a></li><li><a class="subscribe-btn" href="https://www.'
        'thehindu.com/subscription/">Subscribe</a></li><li><a class="login-btn">Login</a></li>'
        '</ul></div></div><div class="logo-wrap"><a class="logo" href="https://www.thehindu.com'
        '/"><img src="https://www.thehindu.com/theme/images/th-online/thehindu-logo.svg" alt="'
        'The Hindu"></a></div><nav class="navigation"><div class="container"><ul class="nav-'
        f'menu">{_items(HINDU_NAV)}</ul></div></nav></header><section class="container article'
        '-section"><div class="row"><div class="col-xl-9 col-lg-8 col-md-12 col-sm-12 col-12">'
        '<div class="article-head"><div class="breadcrumb"><a href="https://www.thehindu.com/'
        f'news/">News</a><a href="https://www.thehindu.com/news/{section}/">{label}</a></div>'
        f'<h1 class="title">{escape(a.headline)}</h1><h2 class="sub-text">'
        f'{escape(a.standfirst)}</h2><div class="author-name-wrap"><div class="author-name"><a '
        f'class="person-name lnk" href="https://www.thehindu.com/profile/author/{_slug(a.author)}'
        f'-{rng.randrange(100, 999)}/">{escape(a.author)}</a></div><div class="update-publish-'
        f'time"><p class="updated-time">Updated - {stamp}</p></div></div><div class="article-'
        'share"><ul class="share-page"><li><a class="fb" title="Facebook">Facebook</a></li><li>'
        '<a class="tw" title="X">X</a></li><li><a class="wa" title="WhatsApp">WhatsApp</a></li>'
        '<li><a class="copy-link" title="Copy link">Copy link</a></li></ul><a class="comments-'
        'count" href="#comments">Comments</a><button class="read-later">READ LATER</button>'
        '<button class="print-btn">Print</button></div></div><div class="article-picture"><'
        'figure><picture><source media="(min-width: 1200px)" srcset="https://th-i.thgim.com/'
        f'public/news/{section}/{aid}/lead.jpg?w=1200"><img class="lead-img" src="https://th-i.'
        f'thgim.com/public/news/{section}/{aid}/lead.jpg?w=480" alt="" width="480" height="270">'
        f'</picture><figcaption><p class="caption">{escape(caption)} | Photo Credit: <span '
        f'class="credit">{credit}</span></p></figcaption></figure></div><div class="'
        'articlebodycontent col-xl-9 col-lg-12 col-md-12 col-sm-12 col-12" id="content-body-'
        f'{aid}" itemprop="articleBody">{body}</div><div class="update-publish-time"><p class="'
        f'publish-time-new">Published - {stamp}</p></div><div class="related-topics"><h5 class='
        '"related-title">Related Topics</h5><ul class="related-topics-list">' + "".join(
            f'<li><a href="https://www.thehindu.com/topic/{_slug(x)}/">{escape(x)}</a></li>'
            for x in rng.sample(HINDU_TOPICS, 4)) + '</ul></div><div class="comments-section" '
        'id="comments"><h3 class="section-title">COMMENTS</h3><p class="comments-info">Comments '
        'have to be in English, and in full sentences. They cannot be abusive or personal. '
        'Please abide by our community guidelines for posting your comments.</p><p class="'
        'comments-info">We have migrated to a new commenting platform. If you are already a '
        'registered user of The Hindu and logged in, you may continue to engage with our '
        'articles.</p><a class="btn-comment">Show Comments</a></div></div><div class="col-xl-3 '
        'col-lg-4 col-md-12 sidebar"><div class="dfp-ad side-ad"><p class="ad-text">'
        'ADVERTISEMENT</p><div id="div-gpt-ad-1683900299-0"></div></div><div class="top-news">'
        f'<h3 class="section-title">Top News Today</h3><ul>{top}</ul></div><div class="'
        f'trending-story"><h3 class="section-title">Trending</h3><ol>{trending}</ol></div></div>'
        '</div></section><footer class="footer"><div class="container"><ul class="footer-links">'
        + _items(("About Us", "Code of Editorial Values", "News Archive", "Sitemap", "Print "
                  "Subscription", "Digital Subscription", "Subscriber Care", "Contact Us",
                  "Terms of Use", "Privacy Policy", "Readers Editor")) + '</ul><p class="'
        f'copyright">Copyright© {t.year}, THG PUBLISHING PVT LTD. or its affiliated companies. '
        'All rights reserved.</p><p class="copyright">BACK TO TOP</p></div></footer>')
    return page(f"{a.headline} - The Hindu", og(a, "The Hindu") + json_ld(a), html)


ABC_NAV = ("Just In", "Australia", "World", "Business", "Politics", "Sport", "Health",
           "Science", "Environment", "Arts & Culture", "Fact Check", "Analysis", "Indigenous",
           "Local news", "More")
ABC_TOPICS = ("Government and Politics", "Federal Government", "Housing", "Climate Change",
              "Courts and Trials", "Economic Trends", "Community and Society")
ABC_BUREAUS = ("ABC News", "ABC Gippsland", "ABC Far North", "ABC Kimberley", "ABC Pilbara")


def abc_au(a: Article) -> str:
    """ABC News Australia, abc.net.au/news (Next.js, CSS-module class names Component_local__
    hash, long Typography class lists): div#body holding the "In short:" / "What's next?" box,
    then a RichTextRenderer of p.paragraph_paragraph (subheads h2.heading_heading), an inline
    figure with its "(ABC News: ...)" attribution, a "Loading..." embed placeholder and a
    "Related Article" card between them (no ads: a public broadcaster); the section, h1, the
    byline with its bureau, "Posted ..., updated ..." and the share button above; the related
    topics, "Related stories", the sidebar's "Top Stories", the footer with the
    acknowledgement of country and __NEXT_DATA__ below."""
    rng = _rng("abc-au", a)
    m = _modules(rng)
    t = a.published

    def typo(size: int, weight: str = "regular") -> str:
        return (f'{m("Typography", "base")} {m("Typography", f"sizeMobile{size}")} '
                f'{m("Typography", f"sizeDesktop{size + 2}")} '
                f'{m("Typography", f"lineHeightMobile{size + 8}")} {m("Typography", weight)} '
                f'{m("Typography", "colourInherit")}')

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(f' class="{m("paragraph", "paragraph")} {typo(16)}"')
        if b.tag[0] == "h":
            return (f'<h2 class="{m("heading", "heading")} {typo(20, "bold")}" data-component='
                    f'"Heading">{b.html}</h2>')
        if b.tag in ("ul", "ol"):
            return _list(b, f' class="{m("List", "list")}" data-component="List"',
                         f' class="{m("ListItem", "listItem")} {typo(16)}"')
        if b.tag == "blockquote":
            return (f'<blockquote class="{m("Blockquote", "blockquote")}" data-component="'
                    f'Blockquote"><p class="{m("paragraph", "paragraph")} {typo(16)}">{b.html}'
                    '</p></blockquote>')
        return b.markup(f' class="{m("Pre", "pre")}"')
    caption, photographer = _caption(rng)
    figure = (
        f'<figure class="{m("Figure", "figure")}" data-component="Figure" role="group"><div '
        f'class="{m("ImageWrapper", "wrapper")}" style="padding-bottom:56.25%"><img alt="" '
        f'class="{m("Image", "image")}" loading="lazy" src="https://live-production.wcms.abc-'
        f'cdn.net.au/{_hash(rng, 32, HEX)}?impolicy=wcms_crop_resize&amp;cropH=1080&amp;cropW='
        f'1920&amp;width=862&amp;height=485"></div><figcaption class="{m("Figure", "caption")} '
        f'{typo(14)}"><span>{escape(caption)}</span><cite class="{m("Figure", "attribution")}">'
        f'({rng.choice(ABC_BUREAUS)}: {photographer})</cite></figcaption></figure>')
    loading = (f'<div class="{m("Embed", "embed")}" data-component="EmbedBlock"><div class="'
               f'{m("Embed", "placeholder")}"><p class="{typo(14)}">Loading...</p></div></div>')
    x = _teaser(a, 0)
    related = (
        f'<aside class="{m("RelatedCard", "card")}" data-component="RelatedCard"><span class="'
        f'{m("RelatedCard", "label")} {typo(12, "bold")}">Related Article</span><a class="'
        f'{m("RelatedCard", "link")}" href="https://www.abc.net.au{x.url}/{rng.randrange(10**8)}'
        f'"><img alt="" src="https://live-production.wcms.abc-cdn.net.au/{_hash(rng, 32, HEX)}'
        f'?width=160"><span class="{m("RelatedCard", "title")} {typo(16, "bold")}">'
        f'{escape(x.headline)}</span></a></aside>')
    parts = body_html(a, block)
    inserts = {2 if len(parts) > 3 else 1: figure}
    if len(parts) > 5:
        inserts[5] = related
    if len(parts) > 9:
        inserts[len(parts) - 3] = loading
    body = _after(parts, inserts)
    points = (f'<div class="{m("KeyPoints", "keyPoints")}" data-component="KeyPoints"><p class'
              f'="{m("paragraph", "paragraph")} {typo(16)}"><strong>In short:</strong> '
              f'{escape(a.standfirst.removeprefix("In brief: "))}</p><p class="'
              f'{m("paragraph", "paragraph")} {typo(16)}"><strong>What\'s next?</strong> A '
              'decision is expected before the end of the month, when the committee meets '
              'again.</p></div>')
    posted = f"{t:%a} {t.day} {t:%b} {t.year} at {_hm(t, '', False)}"
    later = t.replace(hour=min(t.hour + 2, 23))
    updated = f"{later:%a} {later.day} {later:%b} {later.year} at {_hm(later, '', False)}"
    topics = rng.sample(ABC_TOPICS, 4)
    stories = "".join(
        f'<li class="{m("CardList", "item")}"><a class="{m("Card", "link")}" href="https://www'
        f'.abc.net.au{s.url}/{rng.randrange(10**8)}"><h3 class="{typo(16, "bold")}">'
        f'{escape(s.headline)}</h3><p class="{typo(14)}">{escape(s.blurb)}</p></a></li>'
        for s in a.teasers[1:4])
    top = "".join(
        f'<li class="{m("TopStories", "item")}"><a href="https://www.abc.net.au{s.url}/'
        f'{rng.randrange(10**8)}" class="{typo(14, "bold")}">{escape(s.headline)}</a></li>'
        for s in a.teasers[3:8])
    next_data = json.dumps({"props": {"pageProps": {"documentId": str(rng.randrange(10**8)),
                                                    "contentType": "Article",
                                                    "title": a.headline}},
                            "page": "/news/[...slug]", "buildId": _hash(rng, 21, B64)})
    html = (
        f'<div id="__next"><a class="{m("SkipLinks", "link")}" href="#content">Skip to main '
        f'content</a><header class="{m("Header", "header")}"><div class="'
        f'{m("Header", "brand")}"><a href="https://www.abc.net.au/news" aria-label="ABC News '
        f'homepage"><svg viewBox="0 0 110 28"><title>ABC News</title></svg></a><button class="'
        f'{m("Header", "search")}">Search</button><a class="{m("Header", "login")}" href="'
        f'https://www.abc.net.au/account/login">Log in</a></div><nav class="{m("Nav", "nav")}" '
        'aria-label="News navigation"><ul>' + "".join(
            f'<li class="{m("Nav", "item")}"><a class="{typo(14)}" href="https://www.abc.net.au'
            f'/news/{_slug(x)}">{escape(x)}</a></li>' for x in ABC_NAV) + '</ul></nav></header>'
        f'<main id="content" class="{m("Article", "main")}"><article class="'
        f'{m("Article", "article")}"><header class="{m("ArticleHeader", "header")}"><a class="'
        f'{m("ArticleHeader", "section")} {typo(14, "bold")}" href="https://www.abc.net.au/news'
        f'/politics">Politics</a><h1 class="{m("ArticleHeader", "headline")} {typo(32, "bold")}'
        f'">{escape(a.headline)}</h1><div class="{m("Byline", "byline")}"><span>By </span><a '
        f'class="{m("Byline", "link")}" href="https://www.abc.net.au/news/{_slug(a.author)}/'
        f'{rng.randrange(10**6)}">{escape(a.author)}</a><span class="{m("Byline", "bureau")}">'
        f'{rng.choice(ABC_BUREAUS)}</span></div><div class="{m("Timestamp", "timestamps")} '
        f'{typo(12)}"><span>Posted </span><time datetime="{_iso(t, "+10:00")}">{posted}</time>'
        f'<span>, updated </span><time datetime="{_iso(later, "+10:00")}">{updated}</time></div>'
        f'<button class="{m("ShareButton", "button")}">Share</button></header><div id="body" '
        f'class="{m("ArticleRender", "article")}">{points}<div class="'
        f'{m("RichTextRenderer", "root")}" data-component="RichText">{body}</div></div><div '
        f'class="{m("TopicsList", "topics")}"><h3 class="{typo(16, "bold")}">Related topics'
        '</h3><ul>' + "".join(
            f'<li><a class="{m("Tag", "tag")} {typo(14)}" href="https://www.abc.net.au/news/'
            f'topic/{_slug(x)}">{escape(x)}</a></li>' for x in topics)
        + f'</ul></div><section class="{m("RelatedStories", "related")}"><h3 class="'
        f'{typo(20, "bold")}">Related stories</h3><ul>{stories}</ul></section></article><aside '
        f'class="{m("Sidebar", "sidebar")}"><h2 class="{typo(20, "bold")}">Top Stories</h2><ol>'
        f'{top}</ol></aside></main><footer class="{m("Footer", "footer")}"><p class="'
        f'{m("Footer", "acknowledgement")} {typo(14)}">ABC acknowledges Aboriginal and Torres '
        'Strait Islander peoples as the First Australians and Traditional Custodians of the '
        'lands where we live, learn, and work.</p><ul>' + _items((
            "ABC News homepage", "About ABC News", "Contact ABC News", "Corrections",
            "Editorial Policies", "Accessibility", "Help", "Privacy Policy", "Terms of Use"))
        + f'</ul><p class="{typo(12)}">This service may include material from Agence France-'
        'Presse (AFP), APTN, Reuters, AAP, CNN and the BBC World Service which is copyright and '
        'cannot be reproduced.</p><p class="' + typo(12) + '">AEST = Australian Eastern Standard'
        ' Time which is 10 hours ahead of GMT (Greenwich Mean Time)</p></footer></div><script '
        f'id="__NEXT_DATA__" type="application/json">{next_data}</script>')
    return page(f"{a.headline} - ABC News", og(a, "ABC News") + json_ld(a), html, "en-AU")


BF_NAV = ("U.S. News", "World News", "Politics", "Tech", "Science", "Inequality", "JPG",
          "Investigations", "Opinion", "Newsletters")
TWEETS = (("Maya Chen", "mayachenreports", "Just got off the phone with two people in the room. "
           "Both say the vote was never in doubt, whatever the public statements said."),
          ("Dan Whitfield", "dwhitfield", "This is a big deal and it is going to get lost in "
           "the news cycle. Read the whole thread."),
          ("Office of the Mayor", "MayorsOffice", "We are aware of the reports and will share "
           "an update as soon as we have more information."))


def buzzfeed(a: Article) -> str:
    """BuzzFeed News, buzzfeednews.com (the 2020s Next.js site): the story as a run of
    subbuzzes in div.js-subbuzzes-wrapper, a div.subbuzz.subbuzz-text per few paragraphs (a
    subhead in one of its own), image subbuzzes with their captions and attribution lines, a
    tweet embed (blockquote.twitter-tweet with a made-up tweet) and "Advertisement" ad
    wireframes between them; the "Reporting From" line, h1.news-article-header__title, the dek,
    the bylines and "Posted on ..." timestamps and the share bar above; the "Contact ... Got a
    confidential tip?" footer, the topics, "More News" and the BuzzFeed footer below."""
    rng = _rng("buzzfeed", a)
    t = a.published
    handle = _slug(a.author).replace("-", ".")

    block = _blocks_as("h2")
    groups: list[list[str]] = []
    for b in a.blocks:
        if b.tag[0] == "h" or not groups or len(groups[-1]) >= rng.choice([1, 2, 3]) \
                or groups[-1][-1].startswith("<h2>"):
            groups.append([])
        groups[-1].append(block(b))

    def subbuzz(run: list[str]) -> str:
        sid = rng.randrange(10**8, 10**9)
        return (f'<div class="subbuzz subbuzz-text xs-mb4 xs-relative" data-module="subbuzz-'
                f'text" id="mod-subbuzz-text-{sid}">{"".join(run)}</div>')

    def image(i: int) -> str:
        caption, photographer = _caption(rng)
        return ('<div class="subbuzz subbuzz-image xs-mb4 xs-relative" data-module="subbuzz-'
                f'image" id="mod-subbuzz-image-{rng.randrange(10**8, 10**9)}"><figure class="'
                'subbuzz__media"><div class="subbuzz__media-container"><picture><img class="'
                'img-nav" alt="" src="https://img.buzzfeed.com/buzzfeed-static/static/2024-05/14'
                f'/{_hash(rng, 6, LOWER)}/asset-{i}.jpg?downsize=700:*&amp;output-format=auto">'
                '</picture></div><figcaption class="subbuzz__caption js-subbuzz__caption"><p>'
                f'{escape(caption)}</p></figcaption><span class="subbuzz__attribution js-subbuzz'
                f'__attribution">{photographer} / Getty Images</span></figure></div>')

    def tweet() -> str:
        who, user, text = rng.choice(TWEETS)
        return ('<div class="subbuzz subbuzz-tweet xs-mb4 xs-relative" data-module="subbuzz-'
                'tweet"><div class="subbuzz-tweet__container"><blockquote class="twitter-tweet" '
                f'data-lang="en"><p lang="en" dir="ltr">{text}</p>&mdash; {who} (@{user}) <a '
                f'href="https://twitter.com/{user}/status/{rng.randrange(10**18, 10**19)}">'
                f'{long_date(t)}</a></blockquote></div><span class="subbuzz__attribution">'
                f'Twitter: @{user}</span></div>')

    def ad(i: int) -> str:
        return (f'<div class="Ad Ad--story-bpage ad-flexible js-ad xs-mb4" data-ad-position="'
                f'story-bpage{i}"><div class="ad-wireframe-wrapper"><div class="ad-wireframe-'
                f'text">Advertisement</div><div id="div-gpt-ad-story-bpage{i}" class="js-ad-'
                'slot"></div></div></div>')
    parts = [subbuzz(run) for run in groups]
    inserts = {k: ad(i) for i, k in enumerate(range(3, len(parts), 4), 1)}
    inserts[1] = image(1)
    if len(parts) > 4:
        inserts[len(parts) // 2] = tweet()
    if len(parts) > 8:
        inserts[len(parts) - 2] = image(2)
    body = _after(parts, inserts)
    city = rng.choice(["Washington, DC", "New York", "Los Angeles", "London", "Chicago"])
    stamp = f"{long_date(t)}, at {_hm(t, ' ', False).replace('am', 'a.m.').replace('pm', 'p.m.')}"
    more = "".join(
        '<li class="news-feed__item"><a class="news-feed__link" href="https://www.buzzfeednews'
        f'.com/article{x.url}"><img src="https://img.buzzfeed.com/buzzfeed-static/static/'
        f'thumb{k}.jpg" alt=""><span class="news-feed__title">{escape(x.headline)}</span><span '
        f'class="news-feed__byline">{_caption(rng)[1]}</span></a></li>'
        for k, x in enumerate(a.teasers[1:6]))
    share = "".join(f'<li><button class="share-button share-button--{x.lower()}" aria-label="'
                    f'Share on {x}">{x}</button></li>'
                    for x in ("Facebook", "Twitter", "Email", "Link"))
    html = (
        '<div class="news-page"><header class="news-header"><div class="news-header__inner"><a '
        'class="news-header__logo" href="https://www.buzzfeednews.com/"><svg><title>BuzzFeed '
        'News</title></svg></a><nav class="news-header__nav"><ul>' + _items(BF_NAV) + '</ul>'
        '</nav><a class="news-header__support" href="https://support.buzzfeednews.com/">Support '
        'Us</a></div></header><main class="news-article" id="js-post-container"><article class'
        '="news-article__content"><div class="news-article-header"><p class="news-article-header'
        f'__reporting">Reporting From <span>{city}</span></p><h1 class="news-article-header__'
        f'title">{escape(a.headline)}</h1><p class="news-article-header__dek">'
        f'{escape(a.standfirst)}</p><div class="news-byline-full"><div class="news-byline-full__'
        'info-wrapper"><a class="news-byline-full__name-link" href="https://www.buzzfeednews.'
        f'com/author/{handle}"><img class="news-byline-full__image" src="https://img.buzzfeed.'
        f'com/buzzfeed-static/static/user_images/{handle}.jpg" alt=""><span class="news-byline-'
        f'full__name xs-block">{escape(a.author)}</span></a><p class="news-byline-full__title">'
        'BuzzFeed News Reporter</p></div></div><div class="news-article-header__timestamps"><p '
        f'class="news-article-header__timestamps-posted">Posted on {stamp} ET</p></div><ul '
        f'class="share-bar">{share}</ul></div><div class="js-buzz-content news-article__body '
        f'buzz--long"><div class="js-subbuzzes-wrapper subbuzzes-wrapper">{body}</div></div>'
        '<div class="news-article-footer"><p class="news-article-footer__contact">Contact '
        f'<a href="mailto:{handle}@buzzfeed.com">{escape(a.author)}</a> at {handle}@buzzfeed.com'
        '.</p><p class="news-article-footer__tip">Got a confidential tip? <a href="https://'
        'contact.buzzfeed.com/">Submit it here</a>.</p><div class="news-article-footer__topics">'
        '<span>Topics in this article</span>' + "".join(
            f'<a class="topic-tag" href="https://www.buzzfeednews.com/section/{_slug(x)}">{x}'
            '</a>' for x in rng.sample(["Politics", "Congress", "Tech", "Science", "Courts"], 2))
        + '</div></div></article><aside class="news-feed"><h2 class="news-feed__heading">More '
        f'News</h2><ul>{more}</ul></aside></main><footer class="news-footer"><ul>' + _items((
            "About BuzzFeed News", "Corrections", "Newsletter", "Contact", "Privacy Policy",
            "User Terms", "Accessibility Statement", "Ad Choices")) + f'</ul><p>&copy; {t.year} '
        'BuzzFeed, Inc</p></footer></div>')
    return page(f"{a.headline}", og(a, "BuzzFeed News") + json_ld(a), html)


WIRED_NAV = ("Security", "Politics", "Gear", "The Big Story", "Business", "Science",
             "Culture", "Ideas", "Merch")
WIRED_TAGS = ("artificial intelligence", "Security", "Cybersecurity", "climate change",
              "Startups", "privacy", "Social Media", "longreads")


def wired(a: Article) -> str:
    """WIRED (Condé Nast's Verso front end, styled-components class names): the story in
    div[data-attribute-verso-pattern=article-body] as chunks, each a GridWrapper with the
    ChunkWrapper "body body__container article__body" column holding a BodyWrapper
    (div[data-testid=BodyWrapper]) of bare <p>s and <h2>s, and the sticky rail ad beside it;
    between the chunks mid-content ad slots ("Advertisement"), the ConsumerMarketingUnit
    subscribe pitch and a "Most Popular" recirculation list; the rubric, h1[data-testid=
    ContentHeaderHed], the dek, the byline, the date and the lead photograph with its
    "Photograph:" credit above; the topics, "You Might Also Like", the newsletter sign-up and
    the Condé Nast footer below."""
    rng = _rng("wired", a)
    sc = _styled(rng)
    t = a.published
    rubric = rng.choice(["Business", "Security", "Science", "Culture", "Politics", "Gear"])

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            return f'<h2 class="{sc("HeadingWrapper")}">{b.html}</h2>'
        if b.tag == "blockquote":
            return _quote(b, f' class="{sc("BlockquoteEmbed")}"')
        if b.tag in ("ul", "ol"):
            return b.markup(f' class="{sc("ListWrapper")}"')
        return b.markup()

    def chunk(run: list[str]) -> str:
        return (f'<div class="{sc("GridWrapper", 1)} grid grid-margins grid-items-2 '
                f'{sc("ArticlePageChunksGrid")} grid-layout--adrail narrow wide-adrail"><div '
                f'class="{sc("ChunkWrapper")} body body__container article__body grid--item '
                f'grid-layout__content" data-journey-hook="client-content"><div class="'
                f'{sc("BodyWrapper", 1)} body__inner-container" data-testid="BodyWrapper">'
                f'{"".join(run)}</div></div><div class="grid-layout__aside"><div class="'
                f'{sc("StickyHeroAdWrapper")} sticky-box"><div class="ad ad--rail"><div class="'
                f'ad__slot ad__slot--rail" data-node-id="{_hash(rng, 5, LOWER)}"></div></div></div>'
                '</div></div>')

    def ad(i: int) -> str:
        return (f'<div class="ad ad--mid-content {sc("AdWrapper")}" data-testid="AdWrapper">'
                f'<div class="ad__label {sc("AdLabel")}">Advertisement</div><div class="ad__'
                f'slot ad__slot--mid-content" id="mid-content-{i}" data-node-id="'
                f'{_hash(rng, 5, LOWER)}"></div></div>')
    cmu = (f'<div class="{sc("ConsumerMarketingUnitThemedWrapper")}" data-testid="'
           f'ConsumerMarketingUnit"><div class="{sc("ConsumerMarketingUnitContent")}"><p class="'
           f'{sc("ConsumerMarketingUnitHed")}">Get WIRED for just $5.</p><p class="'
           f'{sc("ConsumerMarketingUnitDek")}">Unlock unlimited access to WIRED. Subscribers '
           'get ad-free reading, the print magazine and exclusive newsletters.</p><a class="'
           f'{sc("ButtonWrapper")}" href="https://subscribe.wired.com/subscribe/splits/wired/'
           'WIR_Paywall">Subscribe Now</a></div></div>')
    popular = (f'<div class="{sc("RecircMostPopularWrapper")}" data-testid="RecircMostPopular">'
               f'<h3 class="{sc("SectionTitle")}">Most Popular</h3><ul>' + "".join(
                   f'<li class="{sc("SummaryItemWrapper")}"><a class="{sc("SummaryItemHedLink")}'
                   f'" href="https://www.wired.com/story{x.url}/"><span class="'
                   f'{sc("SummaryItemRubric")}">{rng.choice(WIRED_NAV[:6])}</span><h3 class="'
                   f'{sc("SummaryItemHed")}">{escape(x.headline)}</h3></a><span class="'
                   f'{sc("BylineName")}">{_caption(rng)[1]}</span></li>'
                   for x in a.teasers[:4]) + '</ul></div>')
    runs = chunks(body_html(a, block), rng.choice([3, 4]))
    out = []
    for k, run in enumerate(runs):
        out.append(chunk(run))
        if k < len(runs) - 1:
            out.append(cmu if k == 1 else popular if k == 3 else ad(k + 1))
    caption, photographer = _caption(rng)
    stamp = f"{long_date(t)} {_hm(t)}"
    also = "".join(
        f'<div class="{sc("SummaryItemWrapper")} summary-item"><a class="'
        f'{sc("SummaryItemHedLink")}" href="https://www.wired.com/story{x.url}/"><h3 class="'
        f'{sc("SummaryItemHed")}">{escape(x.headline)}</h3></a><div class="'
        f'{sc("SummaryItemDek")}">{escape(x.blurb)}</div></div>' for x in a.teasers[4:8])
    html = (
        f'<div id="app-root"><div class="page {sc("PageWrapper")}"><a class="'
        f'{sc("SkipLink")}" href="#main-content">Skip to main content</a><header class="'
        f'{sc("StackedNavigationWrapper")} stacked-navigation" data-testid="StackedNavigation">'
        f'<a class="{sc("NavigationLogo")}" href="/"><svg><title>WIRED</title></svg></a><nav '
        f'class="{sc("NavigationWrapper")}"><ul>' + "".join(
            f'<li class="{sc("NavigationListItem")}"><a href="/{_slug(x)}/">{escape(x)}</a></li>'
            for x in WIRED_NAV) + f'</ul></nav><a class="{sc("ButtonWrapper")}" href="https://'
        'subscribe.wired.com/">Subscribe</a><a href="/account/sign-in">Sign In</a></header><main'
        f' id="main-content" class="page__main-content"><article class="article main-content" '
        f'lang="en-US"><header class="{sc("ContentHeaderWrapper")}" data-testid="'
        f'ContentHeaderWrapper"><div class="{sc("ContentHeaderRubric")}"><a class="'
        f'{sc("RubricLink")}" href="/category/{_slug(rubric)}/"><span class="'
        f'{sc("RubricName")}">{rubric}</span></a></div><h1 data-testid="ContentHeaderHed" '
        f'class="{sc("BaseWrap")} {sc("BaseText", 1)} {sc("ContentHeaderHed")}">'
        f'{escape(a.headline)}</h1><div class="{sc("ContentHeaderDek")}">{escape(a.standfirst)}'
        f'</div><div class="{sc("ContentHeaderByline")}"><div class="{sc("BylinesWrapper")}">'
        f'<span class="{sc("BylinePreamble")}">By </span><span itemprop="name" class="'
        f'{sc("BylineName")}"><a class="{sc("BylineLink")}" href="/author/{_slug(a.author)}/">'
        f'{escape(a.author)}</a></span></div><time data-testid="ContentHeaderPublishDate" '
        f'datetime="{_iso(t)}" class="{sc("ContentHeaderPublishDate")}">{stamp}</time></div>'
        f'<figure class="{sc("ContentHeaderLeadAsset")}"><picture class="'
        f'{sc("ResponsiveImagePicture")}"><img alt="" class="{sc("ResponsiveImageContainer")}" '
        f'src="https://media.wired.com/photos/{_hash(rng, 24, HEX)}/master/w_1600,c_limit/'
        f'lead.jpg"></picture><figcaption class="{sc("CaptionWrapper")}"><span class="'
        f'{sc("CaptionCredit")}">Photograph: {photographer}/Getty Images</span></figcaption>'
        f'</figure></header><div class="{sc("ArticlePageContentBackGround")}"><div data-'
        f'attribute-verso-pattern="article-body" class="{sc("ArticlePageChunksContent")}">'
        f'{"".join(out)}</div></div><div class="{sc("ContentFooterWrapper")}"><div class="'
        f'{sc("TagCloudWrapper")}"><span class="{sc("TagCloudName")}">Topics</span><ul>'
        + "".join(f'<li><a class="{sc("TagCloudLink")}" href="/tag/{_slug(x)}/">{escape(x)}'
                  '</a></li>' for x in rng.sample(WIRED_TAGS, 4)) + f'</ul></div></div><div '
        f'class="{sc("RecircWrapper")}"><h2 class="{sc("SectionTitle")}">You Might Also Like'
        f'</h2>{also}</div></article><div class="{sc("NewsletterSubscribeFormWrapper")}"><p>'
        'Get the best of WIRED in your inbox</p><form><input type="email" placeholder="Your '
        'email"><button type="submit">Sign Up</button></form><p>By signing up, you agree to our '
        'user agreement and privacy policy.</p></div></main><footer class="'
        + sc("FooterWrapper") + '"><ul>' + _items((
            "Subscribe", "Newsletters", "FAQ", "WIRED Staff", "Editorial Standards", "Archive",
            "RSS", "Accessibility Help", "Reviews", "Buying Guides", "Coupons", "Advertise",
            "Contact Us", "Manage Account", "Jobs", "Press Center", "Condé Nast Store",
            "User Agreement", "Privacy Policy", "Your California Privacy Rights"))
        + f'</ul><p>© {t.year} Condé Nast. All rights reserved. WIRED may earn a portion of '
        'sales from products that are purchased through our site as part of our Affiliate '
        'Partnerships with retailers. The material on this site may not be reproduced, '
        'distributed, transmitted, cached or otherwise used, except with the prior written '
        'permission of Condé Nast. Ad Choices</p></footer></div></div>')
    return page(f"{a.headline} | WIRED", og(a, "WIRED") + json_ld(a), html, "en-US")


CONV_UNIS = ("University of Leeds", "Monash University", "University of Toronto",
             "Arizona State University", "University of Cape Town", "Lancaster University")
CONV_ROLES = ("Senior Lecturer in Sociology", "Professor of Public Health",
              "Associate Professor of Economics", "Research Fellow, School of Earth Sciences",
              "Lecturer in Journalism")


def theconversation(a: Article) -> str:
    """The Conversation, theconversation.com: div.content-body.entry-content[itemprop=
    articleBody] (with the "inline-promos" class) of bare <p>s, <h2>s, lists and quotes, an
    aligned figure with its caption and attribution link, a "Read more:" paragraph (bold, a
    link to another story) and the newsletter promo among them; the topic list, h1.entry-title,
    the standfirst, the author list with roles and the "Published:" timestamp above; the
    republish button, the "Disclosure statement" and "Partners" boxes beside the text, the
    topics, the "Before you go" donation pitch, "You might also like" and the footer below."""
    rng = _rng("theconversation", a)
    t = a.published
    uni = rng.choice(CONV_UNIS)
    role = rng.choice(CONV_ROLES)
    aid = rng.randrange(220_000, 240_000)

    block = _blocks_as("h2")
    caption, photographer = _caption(rng)
    figure = ('<figure class="align-center "><img alt="" src="https://images.theconversation.'
              f'com/files/{aid * 3}/original/file-{_hash(rng, 20, HEX)}.jpg?ixlib=rb-4.1.0&amp;q='
              '45&amp;auto=format&amp;w=754&amp;fit=clip" sizes="(min-width: 1466px) 754px, (max-'
              'width: 599px) 100vw, (min-width: 600px) 600px, 237px"><figcaption><span class="'
              f'caption">{escape(caption)}</span> <span class="attribution"><a class="source" href'
              f'="https://www.gettyimages.com/detail/{aid * 7}">{photographer}/Getty Images</a>'
              '</span></figcaption></figure>')

    def read_more(i: int) -> str:
        x = _teaser(a, i)
        return (f'<p><strong>Read more: <a href="https://theconversation.com/{_slug(x.headline)}'
                f'-{aid - 1000 * (i + 1)}">{escape(x.headline)}</a></strong></p>')
    promo = ('<aside class="inline-promo newsletter-promo" data-promo="daily-newsletter"><p>'
             '<em>Get the news that’s free, independent and based on evidence. <a href="https://'
             'theconversation.com/newsletter">Sign up for our daily newsletter</a>.</em></p>'
             '</aside>')
    parts = body_html(a, block)
    inserts = {2 if len(parts) > 3 else 1: figure}
    if len(parts) > 4:
        inserts[4] = read_more(0)
    if len(parts) > 8:
        inserts[7] = promo
        inserts[len(parts) - 3] = read_more(1)
    body = _after(parts, inserts)
    stamp = f"{long_date(t)} {_hm(t, '', False)} EDT"
    topics = rng.sample(["Climate change", "Higher education", "Public health", "Economics",
                        "Social media", "Elections", "Artificial intelligence (AI)"], 4)
    author = escape(a.author)
    html = (
        '<div class="page"><header id="site-header" class="site-header"><div class="wrapper"><a '
        'class="logo" href="https://theconversation.com/us"><img src="https://cdn.'
        'theconversation.com/static_files/files/logo.svg" alt="The Conversation"></a><p class="'
        'tagline">Academic rigor, journalistic flair</p><nav class="sections"><ul>' + _items((
            "Arts + Culture", "Economy", "Education", "Environment", "Ethics + Religion",
            "Health", "Politics + Society", "Science", "Technology", "Podcasts")) + '</ul></nav>'
        '<div class="donate"><a class="button" href="https://donate.theconversation.com/us">'
        'Donate</a></div><form class="search"><input type="search" placeholder="Search '
        'analysis, research, academics…"></form></div></header><main id="main" class="main">'
        '<article class="content" itemscope itemtype="http://schema.org/Article"><header class="'
        'content-header"><div class="wrapper"><ul class="topic-list">' + "".join(
            f'<li class="topic-list-item"><a href="https://theconversation.com/topics/'
            f'{_slug(x)}">{x}</a></li>' for x in topics[:2]) + '</ul><h1 class="legacy entry-'
        f'title instapaper_title" itemprop="name">{escape(a.headline)}</h1><div class="content-'
        f'header-block"><p class="standfirst">{escape(a.standfirst)}</p><div class="content-'
        'authors-group"><ul class="author-list"><li class="author-item" itemprop="author" '
        'itemscope itemtype="http://schema.org/Person"><a class="author-name" itemprop="url" '
        f'href="https://theconversation.com/profiles/{_slug(a.author)}-{aid * 11}"><span '
        f'itemprop="name">{author}</span></a><span class="role">{role}, {uni}</span></li></ul>'
        '</div><div class="timestamps"><time datetime="' + _iso(t, "Z") + '" itemprop="'
        f'datePublished">Published: {stamp}</time></div></div></div></header><div class="'
        'content-body-wrapper wrapper"><div class="grid-ten large-grid-nine grid-last content-'
        'body content entry-content instapaper_body inline-promos" itemprop="articleBody">'
        f'{body}</div><aside class="content-sidebar grid-three"><div class="republish"><a class'
        '="button republish-button" href="#republish">Republish this article</a></div><div '
        'class="content-authors-group"><h3>Authors</h3><ul class="author-list"><li><a href="'
        f'https://theconversation.com/profiles/{_slug(a.author)}-{aid * 11}">{author}</a><p>'
        f'{role}, {uni}</p></li></ul></div><div class="disclosure"><h3>Disclosure statement</h3>'
        f'<p>{author} does not work for, consult, own shares in or receive funding from any '
        'company or organization that would benefit from this article, and has disclosed no '
        'relevant affiliations beyond their academic appointment.</p></div><div class="partners">'
        f'<h3>Partners</h3><p><a href="https://theconversation.com/institutions/{_slug(uni)}">'
        f'<img alt="{uni}" src="https://cdn.theconversation.com/logos/{_slug(uni)}.png"></a></p>'
        f'<p>{uni} provides funding as a member of The Conversation US.</p><p><a href="https://'
        'theconversation.com/us/partners">View all partners</a></p></div></aside></div><div '
        'class="republish-panel" id="republish"><h3>We believe in the free flow of information'
        '</h3><p>Republish our articles for free, online or in print, under Creative Commons '
        'licence.</p><a class="button">Republish this article</a></div><div class="topic-list-'
        'wrapper"><ul class="topic-list">' + "".join(
            f'<li class="topic-list-item"><a href="https://theconversation.com/topics/'
            f'{_slug(x)}">{x}</a></li>' for x in topics) + '</ul></div><div class="donation-'
        'pitch"><h3>Before you go...</h3><p>Our nonprofit newsroom relies on readers like you. '
        'Every article is written by researchers and edited by journalists, and none of it is '
        'behind a paywall.</p><a class="button" href="https://donate.theconversation.com/us">'
        'Give today</a></div></article><section class="related"><h2>You might also like</h2>'
        '<ul>' + "".join(
            f'<li><a href="https://theconversation.com/{_slug(x.headline)}-{aid - 17 * k}">'
            f'{escape(x.headline)}</a></li>' for k, x in enumerate(a.teasers[2:6]))
        + '</ul></section></main><footer class="site-footer"><div class="wrapper"><ul>'
        + _items(("Who we are", "Our charter", "Our team", "Partners and funders", "Resource "
                  "for media", "Contact us", "Privacy policy", "Terms and conditions",
                  "Corrections")) + f'</ul><p>Copyright © 2010–{t.year}, The Conversation US, '
        'Inc.</p></div></footer></div>')
    return page(f"{a.headline}", og(a, "The Conversation") + json_ld(a), html)


# ------------------------------------------------------------ news sites in other languages

NHK_NAV = ("トップ", "新着", "社会", "気象・災害", "科学・文化", "政治", "ビジネス", "国際",
           "スポーツ", "暮らし", "地域", "特集", "ランキング", "動画")
NHK_HEADLINES = ("大雨のおそれ　西日本中心に土砂災害に警戒を", "日銀　金融政策決定会合始まる",
                 "新紙幣の発行へ　ＡＴＭなどの改修急ぐ", "外国人観光客　過去最多を更新",
                 "賃上げ率　３３年ぶりの高水準に", "宇宙ベンチャー　小型ロケット打ち上げへ",
                 "能登半島地震　仮設住宅の建設進む", "高校野球　春の選抜大会が開幕")


def nhk(a: Article) -> str:
    """NHK NEWS WEB, www3.nhk.or.jp/news (Japanese furniture): article.module--detail with
    header.content--header (the category word, h1.content--title, the <time> date), the lead
    picture and the share buttons, then div.content--detail-body: the lede as
    p.content--summary, the rest up to the first subhead in div.content--summary-more, each
    subhead opening a section.content--body (h2.body-title, div.body-text); the video player's
    "動画を再生" button and duration on the lead picture; the "関連ニュース" list, the ranking,
    "特集" and the NHK footer (受信料, Copyright NHK) around."""
    rng = _rng("nhk", a)
    t = a.published
    category = rng.choice(["国際", "社会", "ビジネス", "科学・文化", "政治"])
    nid = f"k1{rng.randrange(10**12, 10**13)}"
    heads = list(NHK_HEADLINES)
    rng.shuffle(heads)

    def inner(b: Block) -> str:
        if b.tag == "blockquote":
            return _quote(b)
        return b.markup() if b.tag[0] != "h" else f"<p><b>{b.html}</b></p>"
    first = next((k for k, b in enumerate(a.blocks) if b.tag == "p"), None)
    lede, more, sections = "", [], []
    for k, b in enumerate(a.blocks):
        if k == first and not sections and not more:
            lede = f'<p class="content--summary">{b.html}</p>'
        elif b.tag in ("h2", "h3", "h4"):
            sections.append([f'<h2 class="body-title">{b.html}</h2>'])
        elif sections:
            sections[-1].append(inner(b))
        else:
            more.append(inner(b))
    parts = [lede] if lede else []
    if more:
        parts.append(f'<div class="content--summary-more">{"".join(more)}</div>')
    for sec in sections:
        head, rest = (sec[0], sec[1:]) if sec[0].startswith("<h2") else ("", sec)
        parts.append(f'<section class="content--body">{head}<div class="body-text">'
                     f'{"".join(rest)}</div></section>')
    date = f"{t.year}年{t.month}月{t.day}日 {t.hour}時{t.minute}分"
    related = "".join(
        f'<li class="module--list-item"><a href="https://www3.nhk.or.jp/news/html/{t:%Y%m%d}/'
        f'k1{rng.randrange(10**12, 10**13)}.html"><em class="title">{h}</em><time>{t.month}月'
        f'{max(1, t.day - k)}日 {(t.hour + k) % 24}時{rng.randrange(60)}分</time></a></li>'
        for k, h in enumerate(heads[:4]))
    ranking = "".join(f'<li><span class="rank">{k}</span><a href="https://www3.nhk.or.jp/news/'
                      f'html/{t:%Y%m%d}/k{rng.randrange(10**12)}.html">{h}</a></li>'
                      for k, h in enumerate(heads[3:8], 1))
    html = (
        '<div id="wrapper"><header class="l-header" id="header"><div class="l-header__inner"><a '
        'class="l-header__logo" href="https://www3.nhk.or.jp/news/"><img src="/news/parts16/'
        'images/common/logo_nhk_news.svg" alt="NHK NEWS WEB"></a><ul class="l-header__sub"><li>'
        '<a href="https://plus.nhk.jp/">NHKプラス</a></li><li><a href="https://www3.nhk.or.jp/'
        'news/easy/">やさしい日本語</a></li><li><a href="https://www3.nhk.or.jp/nhkworld/">'
        'NHK WORLD</a></li></ul></div><nav class="l-gnav"><ul>' + _headline_list(NHK_NAV)
        + '</ul></nav></header><main id="main"><article class="module module--detail"><section'
        ' class="module--content"><header class="content--header"><ul class="content--items">'
        f'<li><a href="https://www3.nhk.or.jp/news/cat06.html" class="i-word">{category}</a>'
        f'</li></ul><h1 class="content--title"><span>{escape(a.headline)}</span></h1><p class="'
        f'content--date"><time datetime="{t:%Y-%m-%dT%H:%M}">{date}</time></p></header><div '
        'class="content--detail-main"><figure class="content--thumb"><div class="content--'
        f'thumb-image"><img src="https://www3.nhk.or.jp/news/html/{t:%Y%m%d}/{nid}/{nid}_'
        f'{t:%Y%m%d%H%M}_0{t:%m%d}{rng.randrange(10**5)}_01_02.jpg" alt=""></div><div class="'
        'content--thumb-video"><button class="video-play" type="button">動画を再生</button>'
        f'<span class="video-duration">0:{rng.randrange(40, 59)}</span></div></figure><ul '
        'class="content--sns"><li class="content--sns-title">シェアする</li>' + "".join(
            f'<li><a class="sns-{x.lower()}" href="#">{x}</a></li>'
            for x in ("X", "Facebook", "LINE", "はてな")) + '</ul></div><div class="content--'
        f'detail-body">{"".join(parts)}</div></section></article><section class="module '
        'module--related"><h2 class="module--header">関連ニュース</h2><ul class="module--'
        f'list">{related}</ul></section><section class="module module--feature"><h2 class="'
        'module--header">特集</h2><ul>' + _headline_list((
            "なぜ？円安が止まらない　暮らしへの影響は", "“線状降水帯”とは　命を守るために",
            "能登半島地震　被災地はいま")) + '</ul></section></main><aside class="l-sidebar"><'
        'section class="module module--ranking"><h2 class="module--header">アクセスランキング'
        f'</h2><ol>{ranking}</ol></section></aside><footer class="l-footer"><ul>'
        + _headline_list(("NHKについて", "ご意見・お問い合わせ", "放送受信契約", "NHKにおける"
                          "個人情報保護について", "NHKインターネットサービス利用規約",
                          "サイトマップ")) + '</ul><p>このページは受信料で制作しています。</p>'
        '<p>Copyright NHK (Japan Broadcasting Corporation) All rights reserved. 許可なく転載する'
        'ことを禁じます。</p></footer></div>')
    return page(f"{a.headline} | NHK", og(a, "NHKニュース") + json_ld(a), html, "ja")


DE_MONTHS = ("Jänner", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
             "September", "Oktober", "November", "Dezember")
STANDARD_NAV = ("International", "Inland", "Wirtschaft", "Web", "Sport", "Panorama", "Kultur",
                "Etat", "Wissenschaft", "Lifestyle", "Diskurs", "Karriere", "Immobilien",
                "Zukunft", "Gesundheit", "Recht", "dieStandard", "Podcast", "Video")
STANDARD_HEADLINES = ("Regierung einigt sich auf Entlastungspaket für Pendler",
                      "Inflation in Österreich sinkt auf 3,4 Prozent",
                      "Wiener Festwochen starten mit umstrittener Eröffnung",
                      "Neue Studie: Gletscher schmelzen schneller als erwartet",
                      "Was die Zinswende für Kreditnehmer bedeutet",
                      "Rapid gewinnt Derby nach Aufholjagd",
                      "Wie sich der Wohnungsmarkt in den Landeshauptstädten entwickelt")
STANDARD_POSTERS = (("Grantler_1987", "Interessanter Artikel, aber die entscheidende Frage "
                     "bleibt leider unbeantwortet."),
                    ("Hausverstand", "Wieder einmal sieht man, wie lange so etwas bei uns "
                     "dauert."),
                    ("die_Pragmatikerin", "Danke für die ausführliche Recherche!"))


def derstandard(a: Article) -> str:
    """DER STANDARD, derstandard.at (German furniture, Austria): article.story-article with
    header.article-header (the kicker, h1.article-title, p.article-subtitle), the meta line
    (the author, the date "14. Mai 2024, 09:30", the postings counter and tools), then
    div.article-body: the lead figure with caption and "Foto: APA/..." credit, bare <p>s and
    <h3> subheads with ad-container/ad-slot elements ("Werbung") and a "Zum Thema" box between
    them, the signature paragraph "(Name, 14.5.2024)" and the "Weiterlesen:" link list at its
    end; the forum (Postings with the community rules) and "Mehr zum Thema" below; the Pur-Abo
    consent layer last."""
    rng = _rng("derstandard", a)
    t = a.published
    heads = list(STANDARD_HEADLINES)
    rng.shuffle(heads)
    section = rng.choice(["Wirtschaft", "International", "Inland", "Wissenschaft", "Web"])
    sid = rng.randrange(3_000_000_000, 3_000_099_999)

    block = _blocks_as("h3")

    def ad(i: int) -> str:
        return (f'<ad-container class="adcontainer adcontainer--inline" data-position="'
                f'inline_{i}"><span class="adcontainer-label">Werbung</span><ad-slot data-'
                f'adtype="native-{i}" data-sizes="300x250,640x360"></ad-slot></ad-container>')
    zum = ('<aside class="story-rel"><h4 class="story-rel-title">Zum Thema</h4><ul>' + "".join(
        f'<li><a href="https://www.derstandard.at/story/{sid - 1000 * k}/{_slug(h)}">{h}</a>'
        '</li>' for k, h in enumerate(heads[:2], 1)) + '</ul></aside>')
    parts = body_html(a, block)
    inserts = {k: ad(i) for i, k in enumerate(range(3, len(parts), 5), 1)}
    if len(parts) > 6:
        inserts[6] = zum
    caption, photographer = _caption(rng)
    figure = ('<figure class="article-image"><picture><img src="https://i.ds.at/'
              f'{_hash(rng, 6, B64)}/rs:fill:750:0/plain/lido-images/2024/05/14/'
              f'{uuid.UUID(int=rng.getrandbits(128))}.jpg" alt=""></picture><figcaption><p '
              f'class="figure-caption">{escape(caption)}</p><p class="figure-credit">Foto: APA/'
              f'{photographer}</p></figcaption></figure>')
    signature = f'<p>({escape(a.author)}, {t.day}.{t.month}.{t.year})</p>'
    further = ('<p><strong>Weiterlesen:</strong></p><ul>' + "".join(
        f'<li><a href="https://www.derstandard.at/story/{sid - 77 * k}/{_slug(h)}">{h}</a></li>'
        for k, h in enumerate(heads[2:4], 1)) + '</ul>')
    body = figure + _after(parts, inserts) + signature + further
    date = f"{t.day}. {DE_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"
    postings = rng.randrange(12, 900)
    posts = "".join(
        f'<div class="posting"><div class="posting-header"><span class="posting-author">{who}'
        f'</span><time>{t.day}. {DE_MONTHS[t.month - 1]} {t.year}, {(t.hour + k + 1) % 24:02d}:'
        f'{rng.randrange(60):02d}</time></div><div class="posting-body"><p>{text}</p></div>'
        f'<div class="posting-ratings"><span class="rating-up">{rng.randrange(40)}</span><span '
        f'class="rating-down">{rng.randrange(15)}</span></div></div>'
        for k, (who, text) in enumerate(STANDARD_POSTERS))
    html = (
        '<header class="site-header"><div class="site-header-inner"><a class="site-logo" href="'
        'https://www.derstandard.at/"><svg><title>DER STANDARD</title></svg></a><div class="site'
        '-header-tools"><a class="abo" href="https://abo.derstandard.at/">Abo</a><a class="'
        'login" href="https://apps.derstandard.at/login">Anmelden</a></div></div><nav class="'
        'site-nav"><ul>' + _headline_list(STANDARD_NAV) + '</ul></nav></header><main class="'
        'main"><div class="story-content"><article class="story-article" data-section-type="'
        'newsroom"><header class="article-header"><h2 class="article-kicker">'
        f'{rng.choice(["Analyse", "Krise", "Umfrage", "Nach der Wahl", "Forschung"])}</h2><h1 '
        f'class="article-title">{escape(a.headline)}</h1><p class="article-subtitle">'
        f'{escape(a.standfirst)}</p></header><div class="article-meta"><div class="article-'
        'origins"><div class="article-byline"><div class="article-by"><span class="article-'
        f'author"><a href="https://www.derstandard.at/autor/{_slug(a.author)}">'
        f'{escape(a.author)}</a></span></div></div></div><p class="article-pubdate"><time '
        f'datetime="{_iso(t, "+02:00")}">{date}</time></p><div class="article-tools"><a class="'
        f'article-postings" href="#story-community">{postings} Postings</a><button>Teilen'
        '</button><button>Vorlesen</button><button>Merken</button></div></div><div class="'
        f'article-body">{body}</div><div class="article-tags"><ul>' + "".join(
            f'<li><a href="https://www.derstandard.at/{_slug(x)}">{x}</a></li>'
            for x in (section, "Österreich", "Politik")) + '</ul></div></article><section '
        'class="story-community" id="story-community"><h2>Forum</h2><p class="forum-count">'
        f'{postings} Postings</p><p class="forum-rules">Diskutieren Sie hier mit anderen '
        'Leserinnen und Lesern. Bitte beachten Sie dabei unsere Community-Richtlinien.</p>'
        f'<div class="postings">{posts}</div><a class="forum-more">Alle Postings anzeigen</a>'
        '</section><section class="story-more"><h2>Mehr zum Thema</h2><ul>' + "".join(
            f'<li><a href="https://www.derstandard.at/story/{sid - 5 * k}/{_slug(h)}">{h}</a>'
            '</li>' for k, h in enumerate(heads[4:7], 1)) + '</ul></section></div></main>'
        '<footer class="site-footer"><ul>' + _headline_list((
            "Impressum & Offenlegung", "Datenschutz", "AGB", "Kontakt", "Jobs", "Werbung",
            "Abo", "Blattlinie", "Ethik-Kodex")) + f'</ul><p>© STANDARD Verlagsgesellschaft '
        f'm.b.H. {t.year}</p><p>Alle Rechte vorbehalten. Nutzung ausschließlich für den '
        'privaten Eigenbedarf.</p></footer><div class="consent-layer" id="pur-consent"><div '
        'class="consent-inner"><p class="consent-title">Wir verwenden Cookies und ähnliche '
        'Technologien.</p><p>Mit Ihrer Zustimmung verarbeiten wir und unsere Partner Daten, um '
        'Inhalte und Werbung zu personalisieren. Alternativ können Sie DER STANDARD mit dem '
        'PUR-Abo ohne Werbetracking lesen.</p><button>Einverstanden</button><a href="https://'
        'abo.derstandard.at/pur">PUR-Abo abschließen</a></div></div>')
    return page(f"{a.headline} - {section} - derStandard.at › {section}",
                og(a, "DER STANDARD") + json_ld(a), html, "de-AT")


NL_MONTHS = ("januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus",
             "september", "oktober", "november", "december")
NOS_NAV = ("Nieuws", "Sport", "Live", "Uitzendingen", "Podcasts", "Regio")
NOS_SECTIONS = ("Binnenland", "Buitenland", "Politiek", "Economie", "Tech", "Cultuur & Media")
NOS_HEADLINES = ("Kabinet trekt extra geld uit voor woningbouw in kleine kernen",
                 "Storing bij NS voorbij, treinen rijden weer volgens dienstregeling",
                 "KNMI: komende dagen warm en zonnig, later kans op onweer",
                 "Aantal faillissementen stijgt voor vijfde maand op rij",
                 "Tweede Kamer wil snel duidelijkheid over stikstofregels",
                 "Ajax verliest ook van Go Ahead Eagles")


def nos(a: Article) -> str:
    """NOS.nl (Dutch furniture; the Next.js site with styled-components class pairs
    sc-<hash>-<n> <hash>): the article's paragraphs in their own styled <p>s inside the content
    column (subheads styled <h2>s), with a video embed ("Bekijk hier de video", a play button,
    its caption) and a "Lees ook" link card between them; the section label, h1, the <time>
    line ("vandaag, 09:30" / "Aangepast") and the lead image with its ANP credit above; "Deel
    artikel", the "Onderwerpen" tags, "Meer over dit onderwerp" and "Bekijk meer" teasers and
    the NOS footer below; the NPO cookie notice last."""
    rng = _rng("nos", a)
    c = _sc(rng)
    t = a.published
    section = rng.choice(NOS_SECTIONS)
    nid = rng.randrange(2_500_000, 2_520_000)
    heads = list(NOS_HEADLINES)
    rng.shuffle(heads)

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(f' class="{c("p")}"')
        if b.tag[0] == "h":
            return f'<h2 class="{c("h2")}">{b.html}</h2>'
        if b.tag in ("ul", "ol"):
            return _list(b, f' class="{c("ul")}"', f' class="{c("li")}"')
        if b.tag == "blockquote":
            return _quote(b, f' class="{c("quote")}"', f' class="{c("p")}"')
        return b.markup(f' class="{c("pre")}"')
    clip = rng.choice(["Zo zag het er vanochtend uit", "Beelden van de plek waar het gebeurde",
                       "Verslaggever ter plaatse legt uit wat er aan de hand is"])
    video = (f'<div class="{c("video")}" data-testid="video-block"><figure class="'
             f'{c("figure")}"><div class="{c("player")}"><img src="https://cdn.nos.nl/image/2024'
             f'/05/14/{nid}/1024x576a.jpg" alt=""><button class="{c("play")}" aria-label="'
             f'Afspelen">Bekijk hier de video</button><span class="{c("duration")}">'
             f'{rng.randrange(1, 4)}:{rng.randrange(10, 60)}</span></div><figcaption class="'
             f'{c("caption")}">{clip}</figcaption></figure></div>')
    lees = (f'<aside class="{c("related")}" data-testid="related-link"><span class="'
            f'{c("relatedlabel")}">Lees ook</span><a class="{c("relatedlink")}" href="https://'
            f'nos.nl/artikel/{nid - 31}-{_slug(heads[0])}">{heads[0]}</a></aside>')
    parts = body_html(a, block)
    inserts = {2 if len(parts) > 3 else 1: video}
    if len(parts) > 5:
        inserts[5] = lees
    body = _after(parts, inserts)
    date = f"{t.day} {NL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"
    later = t.replace(hour=min(t.hour + 1, 23))
    caption = rng.choice(["Archiefbeeld", "Het gebouw in Den Haag", "Demonstranten op het "
                                                                   "Malieveld"])
    more = "".join(
        f'<li class="{c("moreitem")}"><a href="https://nos.nl/artikel/{nid - 7 * k}-'
        f'{_slug(h)}"><img src="https://cdn.nos.nl/image/2024/05/14/{nid - 7 * k}/320x180a.jpg" '
        f'alt=""><span class="{c("moretitle")}">{h}</span></a></li>'
        for k, h in enumerate(heads[1:6], 1))
    html = (
        f'<div id="__next"><header class="{c("header")}"><a href="https://nos.nl/" class="'
        f'{c("logo")}" aria-label="NOS"><svg><title>NOS</title></svg></a><nav class="'
        f'{c("nav")}"><ul>' + _headline_list(NOS_NAV) + f'</ul></nav><button class="'
        f'{c("menu")}">Menu</button><button class="{c("search")}">Zoeken</button></header><main'
        f' class="{c("main")}"><article class="{c("article")}"><div class="{c("label")}"><a '
        f'href="https://nos.nl/nieuws/{_slug(section)}">{section}</a></div><h1 class="'
        f'{c("title")}">{escape(a.headline)}</h1><p class="{c("meta")}"><time datetime="'
        f'{_iso(t, "+02:00")}">{date}</time><span> • Aangepast <time datetime="'
        f'{_iso(later, "+02:00")}">{later:%H:%M}</time></span></p><figure class="{c("lead")}">'
        f'<img src="https://cdn.nos.nl/image/2024/05/14/{nid}/1200x675a.jpg" alt=""><figcaption'
        f' class="{c("caption")}">{caption} <span class="{c("credit")}">ANP</span></figcaption>'
        f'</figure><div class="{c("content")}">{body}</div><div class="{c("share")}"><span>'
        'Deel artikel:</span>' + "".join(
            f'<button class="{c("sharebtn")}" aria-label="Deel via {x}">{x}</button>'
            for x in ("WhatsApp", "Facebook", "X", "E-mail", "Link kopiëren")) + '</div><div '
        f'class="{c("tags")}"><h2 class="{c("tagstitle")}">Onderwerpen</h2><ul>'
        + _headline_list((section, "Den Haag", "Kabinet")) + f'</ul></div></article><section '
        f'class="{c("more")}"><h2 class="{c("moreheading")}">Meer over dit onderwerp</h2><ul>'
        f'{more}</ul><a class="{c("morelink")}" href="https://nos.nl/nieuws">Bekijk meer</a>'
        f'</section></main><footer class="{c("footer")}"><ul>' + _headline_list((
            "Over de NOS", "Contact", "Klachten", "Vacatures", "Privacy", "Cookies",
            "Toegankelijkheid", "NOS Jeugdjournaal", "NOS Stories")) + '</ul><p>© NOS '
        f'{t.year}</p></footer></div><div id="ccm_notification_host" class="ccm-notice"><div '
        'class="ccm-notice__inner"><p class="ccm-notice__title">NPO gebruikt cookies en '
        'vergelijkbare technieken</p><p>Wij willen je de beste ervaring geven. Daarom gebruiken '
        'we cookies voor het meten van bezoek, het delen op social media en het tonen van '
        'advertenties.</p><button>Akkoord</button><button>Instellingen</button></div></div>')
    return page(f"{a.headline} | NOS", og(a, "NOS") + json_ld(a), html, "nl")


PL_MONTHS = ("stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca",
             "sierpnia", "września", "października", "listopada", "grudnia")
WYBORCZA_NAV = ("Najnowsze", "Kraj", "Świat", "Opinie", "Gospodarka", "Kultura", "Nauka",
                "Wyborcza na Weekend", "Duży Format", "Wysokie Obcasy", "Podcasty",
                "Miasta")
WYBORCZA_HEADLINES = ("Sejm przyjął ustawę o związkach partnerskich. Co dalej?",
                      "Inflacja w kwietniu spadła. Ekonomiści ostrzegają przed odbiciem",
                      "Rekordowy upał w maju. Synoptycy: to dopiero początek",
                      "Nowy rektor UW. Pierwsza kobieta na tym stanowisku",
                      "Ceny mieszkań w Warszawie znowu w górę",
                      "Legia przegrywa w Lublinie. Kibice żądają zmian")


def wyborcza(a: Article) -> str:
    """Gazeta Wyborcza, wyborcza.pl (Polish furniture; Agora's article template): the section,
    h1.art-title, div.art-lead with the standfirst, the author and "14 maja 2024 | 09:30"
    above; section.art_content of p.art_paragraph and h2.art_sub_title with the teaser logic of
    the paywall: the first paragraphs free, then the paywall box ("Czytaj ten tekst i setki
    innych dziennikarskich materiałów...", the limit counter, the offer and "Zaloguj się")
    rendered for guests, and the rest of the text still in the page in a div the paywall
    script unlocks for subscribers, with "Czytaj także" embeds and "REKLAMA" slots between
    the paragraphs; the "Wyborcza jest niezależna" support box, comments, "Najczęściej
    czytane" and the Agora footer below; the RODO consent banner last."""
    rng = _rng("wyborcza", a)
    t = a.published
    heads = list(WYBORCZA_HEADLINES)
    rng.shuffle(heads)
    aid = rng.randrange(30_000_000, 31_000_000)
    section = rng.choice(["Kraj", "Świat", "Gospodarka", "Nauka", "Kultura"])

    block = _blocks_as("h2", p=' class="art_paragraph"', h=' class="art_sub_title"',
                       quote=' class="art_blockquote"', lists=' class="art_list"')

    def also(i: int) -> str:
        return ('<div class="art_embed relatedBox"><p class="relatedBox__label">Czytaj także'
                f'</p><a class="relatedBox__link" href="https://wyborcza.pl/7,75398,'
                f'{aid - 100 * (i + 1)},{_slug(heads[i])}.html">{heads[i]}</a></div>')

    def ad(i: int) -> str:
        return (f'<div class="banIn banLabel" id="adsMidboardDivId_{i}" data-label="REKLAMA">'
                f'<span class="banLabel__text">REKLAMA</span><div id="gemius-ad-{i}"></div>'
                '</div>')
    parts = body_html(a, block)
    free = 2 if len(parts) > 3 else 1
    wall = (
        '<div id="pw-box" class="paywall-box" data-paywall-state="guest"><p class="paywall-box__'
        'counter">Przeczytałeś 5 z 5 bezpłatnych artykułów w tym miesiącu.</p><p class="'
        'paywall-box__title">Czytaj ten tekst i setki innych dziennikarskich materiałów</p><p '
        'class="paywall-box__text">Zamów prenumeratę cyfrową Wyborczej. Pierwszy miesiąc za '
        '1 zł, potem 34,99 zł miesięcznie.</p><a class="paywall-box__button" href="https://'
        'prenumerata.wyborcza.pl/">Kup teraz</a><p class="paywall-box__login">Już masz '
        'prenumeratę? <a href="https://login.wyborcza.pl/">Zaloguj się</a></p></div>')
    rest = parts[free:]
    inserts = {k: ad(i) for i, k in enumerate(range(2, len(rest), 4), 1)}
    if len(rest) > 4:
        inserts[4] = also(0)
    locked = ""
    if rest:
        locked = (f'{wall}<div class="art_content--locked" data-paywall-content="locked">'
                  f'{_after(rest, inserts)}</div>')
    body = "".join(parts[:free]) + locked
    stamp = f"{t.day} {PL_MONTHS[t.month - 1]} {t.year} | {t:%H:%M}"
    caption, photographer = _caption(rng)
    most = "".join(
        f'<li class="mostRead__item"><span class="mostRead__num">{k}</span><a href="https://'
        f'wyborcza.pl/7,75398,{aid - 9 * k},{_slug(h)}.html">{h}</a></li>'
        for k, h in enumerate(heads[1:6], 1))
    html = (
        '<div id="page" class="page"><header class="header"><a class="header__logo" href="'
        'https://wyborcza.pl/0,0.html"><svg><title>Wyborcza.pl</title></svg></a><nav class="'
        'header__nav"><ul>' + _headline_list(WYBORCZA_NAV) + '</ul></nav><div class="header__'
        'user"><a class="header__subscribe" href="https://prenumerata.wyborcza.pl/">Zamów '
        'prenumeratę</a><a class="header__login" href="https://login.wyborcza.pl/">Zaloguj się'
        '</a></div></header><main class="main"><article class="article" data-article-id="'
        f'{aid}"><div class="article-header"><a class="art-section" href="https://wyborcza.pl/'
        f'0,75398.html">{section}</a><h1 class="art-title">{escape(a.headline)}</h1><div class="'
        f'art-lead"><p>{escape(a.standfirst)}</p></div><div class="art-meta"><div class="art-'
        f'author"><a href="https://wyborcza.pl/autor/{_slug(a.author)}">{escape(a.author)}</a>'
        f'</div><div class="art-datetime"><time datetime="{_iso(t, "+02:00")}">{stamp}</time>'
        '</div><div class="art-tools"><button>Udostępnij</button><button>Zapisz</button><button'
        '>Posłuchaj</button></div></div></div><figure class="art-image"><img src="https://'
        f'bi.im-g.pl/im/{rng.randrange(10)}/{aid % 100000}/z{aid},{_slug(a.headline)[:20]}.jpg" '
        f'alt=""><figcaption><span class="art-image__caption">{escape(caption)}</span> <span '
        f'class="art-image__author">Fot. {photographer} / Agencja Wyborcza.pl</span></figcaption>'
        f'</figure><section class="art_content" id="art-content">{body}</section><div class="'
        'art-tags"><span>Tagi:</span>' + "".join(
            f'<a href="https://wyborcza.pl/0,128956.html?tag={x}">{x}</a>'
            for x in (section.lower(), "polityka", "społeczeństwo")) + '</div><div class="'
        'support-box"><p class="support-box__title">Wyborcza jest niezależna. Wspieraj nas</p>'
        '<p>Dziennikarstwo, któremu możesz ufać, kosztuje. Dołącz do ponad 300 tys. osób, które '
        'czytają nas w prenumeracie.</p><a href="https://prenumerata.wyborcza.pl/">Wesprzyj</a>'
        '</div><section class="comments"><h2 class="comments__title">Komentarze ('
        f'{rng.randrange(5, 400)})</h2><p>Komentowanie tego artykułu jest możliwe dla '
        'prenumeratorów.</p><ul><li><b>czytelnik_77</b><p>Świetny tekst, dziękuję.</p></li><li>'
        '<b>Anna_K</b><p>Szkoda, że nie ma ani słowa o drugiej stronie sporu.</p></li></ul>'
        '</section></article><aside class="mostRead"><h2 class="mostRead__title">Najczęściej '
        f'czytane</h2><ol>{most}</ol></aside></main><footer class="footer"><ul>'
        + _headline_list(("O nas", "Kontakt", "Reklama", "Regulamin", "Polityka prywatności",
                          "Prenumerata", "Pomoc", "Mapa strony")) + '</ul><p>Copyright © '
        'Wyborcza sp. z o.o.</p></footer><div class="rodo-banner" id="rodo"><p><strong>Twoja '
        'prywatność jest dla nas ważna</strong></p><p>Wyborcza.pl i nasi partnerzy '
        'przetwarzamy dane osobowe zapisywane w plikach cookies, aby dopasować treści i reklamy.'
        '</p><button>Przejdź do serwisu</button><button>Ustawienia zaawansowane</button></div>'
        '</div>')
    return page(f"{a.headline}", og(a, "Wyborcza.pl") + json_ld(a), html, "pl")


TR_MONTHS = ("Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos",
             "Eylül", "Ekim", "Kasım", "Aralık")
HURRIYET_NAV = ("Gündem", "Ekonomi", "Dünya", "Spor", "Magazin", "Yazarlar", "Teknoloji",
                "Sağlık", "Seyahat", "Kelebek", "Hürriyet Emlak", "Video", "Foto Galeri")
HURRIYET_HEADLINES = ("Merkez Bankası faiz kararını açıkladı",
                      "Meteoroloji'den sağanak uyarısı: İstanbul dahil 20 il için alarm",
                      "Emekli maaş zammı için geri sayım başladı",
                      "Süper Lig'de şampiyonluk yarışı son haftaya kaldı",
                      "Akaryakıta yeni zam: Benzinin litresi ne kadar oldu?",
                      "Üniversite sınavı ne zaman? ÖSYM takvimi açıkladı",
                      "Ünlü şarkıcıdan yıllar sonra gelen itiraf")


def hurriyet(a: Article) -> str:
    """Hürriyet, hurriyet.com.tr (Turkish furniture): div.news-content.readingTime of bare
    <p>s and <h2>s with Medyanet in-article ad slots between them, each followed by the
    "Haberin Devamı" (continued) marker, and an "İLGİLİ HABERLER" box; the breadcrumb,
    h1.news-detail-title, h2.news-detail-spot (the spot), the author and the
    "Giriş/Güncelleme" dates, the share buttons and the lead image above; the tags, the Google
    News follow box, "Benzer Haberler", the sidebar's "En Çok Okunanlar" and the Demirören
    footer below."""
    rng = _rng("hurriyet", a)
    t = a.published
    heads = list(HURRIYET_HEADLINES)
    rng.shuffle(heads)
    nid = rng.randrange(42_400_000, 42_500_000)
    section = rng.choice(["Gündem", "Ekonomi", "Dünya", "Teknoloji"])

    block = _blocks_as("h2")

    def ad(i: int) -> str:
        return (f'<div class="medyanet-inline-adv" id="medyanet-inline-{i}"><div class="adv-'
                f'label">Reklam</div><div id="div-gpt-ad-hurriyet-inarticle-{i}" style="min-'
                'height:250px"></div></div><div class="haberin-devami"><span>Haberin Devamı'
                '</span></div>')
    related = ('<div class="news-box related-news-box"><span class="news-box-title">İLGİLİ '
               'HABERLER</span><ul>' + "".join(
                   f'<li><a href="https://www.hurriyet.com.tr/{_slug(section)}/{_slug(h)}-'
                   f'{nid - 11 * k}">{h}</a></li>' for k, h in enumerate(heads[:2], 1))
               + '</ul></div>')
    parts = body_html(a, block)
    inserts = {k: ad(i) for i, k in enumerate(range(2, len(parts), 4), 1)}
    if len(parts) > 5:
        inserts[5] = related
    body = _after(parts, inserts)
    date = f"{t.day:02d}.{t.month:02d}.{t.year} - {t:%H:%M}"
    later = t.replace(hour=min(t.hour + 1, 23))
    similar = "".join(
        f'<div class="category-box"><a href="https://www.hurriyet.com.tr/{_slug(section)}/'
        f'{_slug(h)}-{nid - 3 * k}"><img src="https://image.hurimg.com/i/hurriyet/75/300x169/'
        f'{_hash(rng, 24, HEX)}.jpg" alt=""><h3>{h}</h3></a></div>'
        for k, h in enumerate(heads[2:5], 1))
    most = "".join(f'<li><span class="number">{k}</span><a href="https://www.hurriyet.com.tr/'
                   f'gundem/{_slug(h)}-{nid - 5 * k}">{h}</a></li>'
                   for k, h in enumerate(heads[3:7], 1))
    html = (
        '<header class="header"><div class="header-top"><a class="logo" href="https://www.'
        'hurriyet.com.tr/"><img src="https://s.hurriyet.com.tr/static/images/hurriyet-logo.svg" '
        f'alt="Hürriyet"></a><span class="header-date">{t.day} {TR_MONTHS[t.month - 1]} '
        f'{t.year}</span><a class="header-login">Giriş Yap</a></div><nav class="main-menu"><ul>'
        + _headline_list(HURRIYET_NAV) + '</ul></nav></header><div class="news-detail-page">'
        '<div class="container"><div class="row"><div class="col-md-8"><div class="breadcrumb">'
        '<a href="https://www.hurriyet.com.tr/">Hürriyet</a> <span>&gt;</span> <a href="https:'
        f'//www.hurriyet.com.tr/{_slug(section)}/">{section}</a></div><div class="news-detail-'
        f'title-wrap"><h1 class="news-detail-title selectionShareable">{escape(a.headline)}'
        '</h1></div><h2 class="news-detail-spot news-detail-spot-margin">'
        f'{escape(a.standfirst)}</h2><div class="news-info"><div class="author"><a href="https:'
        f'//www.hurriyet.com.tr/yazarlar/{_slug(a.author)}/">{escape(a.author)}</a></div><div '
        f'class="news-date"><span>Giriş: <time datetime="{_iso(t, "+03:00")}">{date}</time>'
        f'</span><span>Güncelleme: <time>{later.day:02d}.{later.month:02d}.{later.year} - '
        f'{later:%H:%M}</time></span></div><div class="share-buttons"><a class="facebook">'
        'Facebook</a><a class="twitter">X</a><a class="whatsapp">WhatsApp</a><a class="mail">'
        'E-posta</a></div></div><div class="news-image"><img src="https://image.hurimg.com/i/'
        f'hurriyet/75/750x422/{_hash(rng, 24, HEX)}.jpg" alt=""></div><div class="news-content '
        f'readingTime" data-reading-time="{_minutes(a)}">{body}</div><div class="tags"><span>'
        'Haberle ilgili daha fazlası:</span>' + "".join(
            f'<a class="tag" href="https://www.hurriyet.com.tr/haberleri/{_slug(x)}">{x}</a>'
            for x in rng.sample(["Ekonomi", "Ankara", "İstanbul", "Seçim", "Enflasyon"], 3))
        + '</div><div class="google-news-box"><a href="https://news.google.com/publications/'
        'hurriyet">Hürriyet\'i Google News üzerinden takip edin</a></div><div class="news-'
        f'related"><h2 class="section-title">Benzer Haberler</h2>{similar}</div></div><div '
        'class="col-md-4 sidebar"><div class="medyanet-adv side"><div id="div-gpt-ad-side">'
        '</div></div><div class="most-read"><h2 class="section-title">En Çok Okunanlar</h2><ol>'
        f'{most}</ol></div></div></div></div></div><footer class="footer"><ul>'
        + _headline_list(("Künye", "İletişim", "Reklam", "Gizlilik Politikası", "Kişisel "
                          "Verilerin Korunması", "Çerez Politikası", "RSS")) + '</ul><p>© '
        f'Copyright {t.year} Hürriyet Gazetecilik ve Matbaacılık A.Ş. Tüm hakları saklıdır. '
        'Hürriyet, Demirören Medya kuruluşudur.</p></footer>')
    return page(f"{a.headline} - Son Dakika Haberleri", og(a, "Hürriyet") + json_ld(a), html,
                "tr")


KOMPAS_NAV = ("News", "Tren", "Lestari", "Hype", "Money", "Bola", "Tekno", "Otomotif",
              "Properti", "Food", "Health", "Travel", "Edukasi", "Global", "Regional", "Kolom")
KOMPAS_HEADLINES = ("Harga Emas Antam Hari Ini Naik Rp 5.000 per Gram",
                    "BMKG: Sejumlah Wilayah Berpotensi Hujan Lebat Disertai Petir",
                    "Jadwal KRL Commuter Line Berubah Mulai Pekan Depan",
                    "Pemerintah Umumkan Libur Nasional dan Cuti Bersama 2024",
                    "Timnas Indonesia Lolos ke Babak Berikutnya",
                    "Cara Cek Penerima Bansos 2024 Lewat HP",
                    "Kemenkes Imbau Warga Waspadai Demam Berdarah")


def kompas(a: Article) -> str:
    """Kompas.com (Indonesian furniture): div.read__content > div.clearfix of bare <p>s, the
    first with its dateline in front ("<strong>JAKARTA, KOMPAS.com</strong> - "), the
    "Baca juga:" read-also paragraphs (bold, a link) between the paragraphs, ads-on-body slots,
    and the Telegram-group paragraph at its end; the "Halaman:" pagination (1 2 3
    Selanjutnya, "Tampilkan semua") after it; the breadcrumb, h1.read__title, the
    read__time line and the photo with caption and credit above; the read__credit (Penulis,
    Editor), the WhatsApp-channel box, tags, "Berita Terkait", the "Terpopuler" column and
    the KG footer around."""
    rng = _rng("kompas", a)
    t = a.published
    heads = list(KOMPAS_HEADLINES)
    rng.shuffle(heads)
    city = rng.choice(["JAKARTA", "SURABAYA", "BANDUNG", "YOGYAKARTA", "MEDAN"])
    first = next((k for k, b in enumerate(a.blocks) if b.tag == "p"), -1)
    base = f"https://nasional.kompas.com/read/{t:%Y/%m/%d}/{t:%H%M}{rng.randrange(1000, 9999)}1"

    def block(b: Block) -> str:
        if b.tag == "p":
            line = ("<strong>" + city + ", KOMPAS.com</strong> - ") \
                if b is a.blocks[first] else ""
            return f"<p>{line}{b.html}</p>"
        if b.tag[0] == "h":
            return f"<h2>{b.html}</h2>"
        if b.tag == "blockquote":
            return _quote(b)
        return b.markup()

    def baca(i: int) -> str:
        h = heads[i]
        return ('<p><strong>Baca juga: <a href="https://nasional.kompas.com/read/2024/05/'
                f'{10 + i:02d}/{rng.randrange(10**9, 10**10)}/{_slug(h)}" class="inner-link-baca-'
                f'juga" target="_self">{h}</a></strong></p>')

    def ad(i: int) -> str:
        return (f'<div class="ads-on-body"><div class="ads-partner-wrap"><div id="div-gpt-ad-'
                f'inarticle-{i}" class="ads-inarticle"></div></div></div>')
    parts = body_html(a, block)
    inserts = {k: ad(i) for i, k in enumerate(range(4, len(parts), 5), 1)}
    inserts[first + 1 if 0 <= first < len(parts) - 1 else 1] = baca(0)
    if len(parts) > 6:
        inserts[6] = baca(1)
    if len(parts) > 12:
        inserts[11] = baca(2)
    body = _after(parts, inserts)
    telegram = ('<p>Dapatkan update <strong>berita pilihan</strong> dan <strong>breaking news'
                '</strong> setiap hari dari Kompas.com. Mari bergabung di Grup Telegram "Kompas'
                '.com News Update", caranya klik link <a href="https://t.me/kompascomupdate">'
                'https://t.me/kompascomupdate</a>, kemudian join. Anda harus install aplikasi '
                'Telegram terlebih dulu di ponsel.</p>')
    pages = 3 if len(a.blocks) > 8 else 2
    paging = ('<div class="paging paging--page clearfix"><div class="paging__wrap clearfix">'
              '<div class="paging__title">Halaman:</div>' + "".join(
                  f'<div class="paging__item"><a href="{base}?page={k}" class="paging__link'
                  f'{" paging__link--active" if k == 1 else ""}">{k}</a></div>'
                  for k in range(1, pages + 1)) + '<div class="paging__item"><a href="'
              f'{base}?page=2" class="paging__link paging__link--next" rel="next">Selanjutnya'
              f'</a></div></div><a href="{base}?page=all" class="paging__link paging__link--'
              'show">Tampilkan semua</a></div>')
    caption, photographer = _caption(rng)
    writer = rng.choice(["Fika Nurul Ulya", "Ardito Ramadhan", "Nicholas Ryan Aditya",
                         "Irfan Kamil", "Dian Erika Nugraheny"])
    editor = rng.choice(["Bagus Santosa", "Diamanty Meiliana", "Icha Rastika", "Krisiandi"])
    related = "".join(f'<li><a href="https://www.kompas.com/tren/read/2024/05/{k:02d}/'
                      f'{rng.randrange(10**9)}/{_slug(h)}">{h}</a></li>'
                      for k, h in enumerate(heads[3:6], 1))
    popular = "".join(
        f'<div class="most__item"><div class="most__count">{k}</div><a class="most__link" '
        f'href="https://www.kompas.com/read/{k}"><h4 class="most__title">{h}</h4></a><div '
        f'class="most__read">Dibaca {rng.randrange(1000, 90000)} kali</div></div>'
        for k, h in enumerate(heads[:5], 1))
    html = (
        '<div class="header"><div class="header__wrap"><a class="logo" href="https://www.'
        'kompas.com/"><img src="https://asset.kompas.com/data/2023/wp/images/logokompascom.png" '
        'alt="Kompas.com"></a><div class="header__login"><a>Masuk</a><a class="kg-plus">KOMPAS.'
        'com+</a></div></div><div class="nav"><ul class="nav__wrap">' + "".join(
            f'<li class="nav__item"><a href="https://{x.lower()}.kompas.com/">{x}</a></li>'
            for x in KOMPAS_NAV) + '</ul></div></div><div class="container clearfix"><div class'
        '="row col-offset-fluid clearfix js-giant-wp-sticky-parent"><div class="col-bs10-7 js-'
        'read-article"><div class="breadcrumb"><ul class="breadcrumb__wrap"><li class="'
        'breadcrumb__item"><a class="breadcrumb__link" href="https://www.kompas.com/">Home</a>'
        '</li><li class="breadcrumb__item"><a class="breadcrumb__link" href="https://nasional.'
        'kompas.com/">Nasional</a></li></ul></div><h1 class="read__title">'
        f'{escape(a.headline)}</h1><div class="read__header col-offset-fluid clearfix"><div '
        f'class="read__time">Kompas.com - {t:%d/%m/%Y}, {t:%H:%M} WIB</div><div class="social--'
        'inline"><a>Facebook</a><a>X</a><a>WhatsApp</a><a>Salin Link</a></div></div><div class="'
        'photo"><div class="photo__wrap"><img src="https://asset.kompas.com/crops/'
        f'{_hash(rng, 28, B64)}=/0x0:1000x667/750x500/data/photo/2024/05/14/main.jpg" alt="">'
        f'</div><div class="photo__caption">{escape(caption)}</div><div class="photo__author">'
        f'KOMPAS.com/{photographer.upper()}</div></div><div class="read__article mt2 clearfix '
        'js-tower-sticky-parent"><div class="col-bs9-7"><div class="read__content"><div class="'
        f'clearfix">{body}{telegram}</div></div>{paging}<div id="editor" class="read__credit '
        'clearfix"><div class="read__credit__item"><div class="credit-title-name"><h6>Penulis '
        f':</h6><a href="https://www.kompas.com/tag/{_slug(writer)}">{writer}</a></div></div>'
        '<div class="read__credit__item"><div class="credit-title-name"><h6>Editor :</h6><a>'
        f'{editor}</a></div></div></div><div class="kcm__wa"><p>Simak breaking news dan berita '
        'pilihan kami langsung di ponselmu. Pilih saluran andalanmu akses berita Kompas.com '
        'WhatsApp Channel : https://www.whatsapp.com/channel/0029VaFPbedBPzjZrk13HO3D. Pastikan '
        'kamu sudah install aplikasi WhatsApp ya.</p></div><div class="tag"><h3 class="tag__'
        'title">Tag</h3><ul class="tag__article__wrap">' + "".join(
            f'<li class="tag__article__item"><a class="tag__article__link" href="https://www.'
            f'kompas.com/tag/{_slug(x)}">{x}</a></li>'
            for x in ("DPR", "Pemerintah", "Nasional")) + '</ul></div><div class="related-'
        f'article"><h3 class="related__title">Berita Terkait</h3><ul>{related}</ul></div></div>'
        '</div></div><div class="col-bs10-3"><div class="most"><div class="title"><h3 class="'
        f'title__content">Terpopuler</h3></div><div class="most__wrap">{popular}</div></div>'
        '</div></div></div><div class="footer"><ul class="footer__menu">' + _headline_list((
            "About Us", "Advertise", "Policy", "Pedoman Media Siber", "Career", "Contact Us",
            "Sitemap")) + '</ul><p class="footer__copyright">Copyright 2008 - ' + str(t.year)
        + ' PT. Kompas Cyber Media (Kompas Gramedia Digital Group). All Rights Reserved.</p>'
        '</div>')
    return page(f"{a.headline} Halaman all - Kompas.com", og(a, "KOMPAS.com") + json_ld(a),
                html, "id")


ES_MONTHS = ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
             "septiembre", "octubre", "noviembre", "diciembre")
CLARIN_NAV = ("Últimas noticias", "Política", "Economía", "Sociedad", "Mundo", "Deportes",
              "Espectáculos", "Policiales", "Opinión", "Cultura", "Tecnología", "Viva",
              "Rural", "Ciudades")
CLARIN_HEADLINES = ("Dólar hoy: a cuánto cotiza este martes",
                    "El Gobierno anunció cambios en el régimen de importaciones",
                    "Alerta por tormentas en el AMBA: qué dice el pronóstico",
                    "Boca empató y se complica en la tabla anual",
                    "Inflación de abril: las consultoras anticipan una baja",
                    "Paro de transporte: cómo funcionan colectivos, trenes y subtes",
                    "Un estudio revela cuántas horas por día usamos el celular")


def clarin(a: Article) -> str:
    """Clarín, clarin.com (Spanish furniture, Argentina; an Arc XP front end): the volanta,
    h1.storyTitle, h2.storySummary (the bajada), the byline, the date and the lead image with
    its "Foto:" credit above; div.StoryTextContainer > div.body-nota of p.paragraph (subheads
    h2.subtitle) with "Mirá también" link boxes and in-read banners ("PUBLICIDAD") between
    them; "Sobre la firma", the tags, the Clarín newsletter box, the subscribers-only
    comments notice, "Lo más leído" and the footer below."""
    rng = _rng("clarin", a)
    t = a.published
    heads = list(CLARIN_HEADLINES)
    rng.shuffle(heads)
    section = rng.choice(["politica", "economia", "sociedad", "mundo", "tecnologia"])

    block = _blocks_as("h2", p=' class="paragraph"', h=' class="subtitle"',
                       quote=' class="quote"', lists=' class="list"')

    def mira(i: int) -> str:
        h = heads[i]
        return ('<div class="mira-tambien"><span class="mira-tambien__title">Mirá también</span>'
                f'<a class="mira-tambien__link" href="https://www.clarin.com/{section}/'
                f'{_slug(h)}_0_{_hash(rng, 10, B64)}.html"><img src="https://www.clarin.com/img/'
                f'2024/05/14/{_hash(rng, 9, B64)}_200x200__1.jpg" alt=""><span class="mira-'
                f'tambien__headline">{h}</span></a></div>')

    def ad(i: int) -> str:
        return (f'<div class="banner banner-inread" id="banner-inread-{i}"><span class="banner'
                f'__label">PUBLICIDAD</span><div id="div-gpt-ad-clarin-inread-{i}"></div></div>')
    parts = body_html(a, block)
    inserts = {k: ad(i) for i, k in enumerate(range(3, len(parts), 5), 1)}
    inserts[2 if len(parts) > 3 else 1] = mira(0)
    if len(parts) > 8:
        inserts[7] = mira(1)
    body = _after(parts, inserts)
    caption, photographer = _caption(rng)
    later = t.replace(hour=min(t.hour + 1, 23))
    stamp = f"{t:%d/%m/%Y} {t.hour}:{t.minute:02d}"
    most = "".join(
        f'<li class="most-read__item"><span class="most-read__number">{k}</span><a href="'
        f'https://www.clarin.com/{section}/{_slug(h)}_0_{_hash(rng, 10, B64)}.html">{h}</a></li>'
        for k, h in enumerate(heads[2:7], 1))
    html = (
        '<header class="header"><div class="header-top"><button class="btn-menu">Menú</button>'
        '<a class="logo" href="https://www.clarin.com/"><svg><title>Clarín</title></svg></a>'
        f'<span class="header-date">{t.day} de {ES_MONTHS[t.month - 1]} de {t.year}</span><a '
        'class="btn-suscribite" href="https://365.clarin.com/suscripciones">Suscribite</a><a '
        'class="btn-ingresar">Ingresar</a></div><nav class="header-nav"><ul>'
        + _headline_list(CLARIN_NAV) + '</ul></nav></header><main class="main"><article class="'
        'story" id="story"><div class="storyHeader"><p class="volanta">'
        f'{rng.choice(["Polémica", "Exclusivo", "Análisis", "Qué se sabe", "Crisis"])}</p><h1 '
        f'class="storyTitle" id="title">{escape(a.headline)}</h1><h2 class="storySummary" id="'
        f'summary">{escape(a.standfirst)}</h2><div class="bylineContainer"><div class="'
        f'authorName"><a href="https://www.clarin.com/autor/{_slug(a.author)}.html">'
        f'{escape(a.author)}</a></div><div class="publishedDate"><span>{stamp}</span><span '
        f'class="updated">Actualizado al {later:%d/%m/%Y} {later.hour}:{later.minute:02d}'
        '</span></div><div class="shareBar"><a>Facebook</a><a>X</a><a>WhatsApp</a><a>Copiar '
        'link</a></div></div></div><figure class="storyImage"><img src="https://www.clarin.com'
        f'/img/2024/05/14/{_hash(rng, 9, B64)}_2000x1500__1.jpg" alt=""><figcaption><p class="'
        f'caption">{escape(caption)} Foto: {photographer}</p></figcaption></figure><div class="'
        f'StoryTextContainer" id="storyBody"><div class="body-nota">{body}</div></div><div '
        'class="aboutAuthor"><p class="aboutAuthor__title">Sobre la firma</p><div class="'
        f'aboutAuthor__card"><a class="aboutAuthor__name">{escape(a.author)}</a><p class="'
        'aboutAuthor__bio">Periodista. Cubre temas de política y economía para Clarín desde '
        f'2015.</p><a href="https://www.clarin.com/autor/{_slug(a.author)}.html">Bio completa'
        '</a></div></div><div class="tags"><span>Tags relacionados</span>' + "".join(
            f'<a href="https://www.clarin.com/tema/{_slug(x)}.html">{x}</a>'
            for x in ("Gobierno", "Congreso", "Economía")) + '</div><div class="newsletter-box">'
        '<p class="newsletter-box__title">Newsletter Clarín</p><p>Recibí en tu email todas las '
        'noticias, coberturas, historias y análisis de la mano de nuestros periodistas '
        'especializados.</p><form><input type="email" placeholder="Ingresá tu email"><button>'
        'QUIERO RECIBIRLO</button></form></div><div class="comments"><h3>Comentarios</h3><p>'
        'Comentar las notas de Clarín es exclusivo para suscriptores.</p><a class="btn">'
        'CARGANDO COMENTARIOS</a></div></article><aside class="most-read"><h2 class="most-read'
        f'__title">Lo más leído</h2><ol>{most}</ol></aside></main><footer class="footer"><ul>'
        + _headline_list(("Quiénes somos", "Términos y condiciones", "Preguntas frecuentes",
                          "Clasificados", "Staff", "Mapa del sitio", "Contacto")) + '</ul><p>'
        f'Copyright 1996-{t.year} Clarín.com - All rights reserved. Director: Ricardo Kirschbaum.'
        ' Propietario: Arte Gráfico Editorial Argentino S.A.</p></footer>')
    return page(f"{a.headline} | Clarín", og(a, "Clarín") + json_ld(a), html, "es-AR")


SOHU_NAV = ("首页", "新闻", "体育", "汽车", "房产", "旅游", "教育", "时尚", "科技", "财经",
            "娱乐", "母婴", "健康", "历史", "军事", "美食", "文化", "星座", "更多")
SOHU_HEADLINES = ("央行：保持流动性合理充裕", "多地出台楼市新政，释放了哪些信号？",
                  "今年高考报名人数创新高", "国产大飞机再获新订单",
                  "气象台发布暴雨蓝色预警", "这些新规下月起施行，与你我息息相关",
                  "一季度GDP同比增长5.3%", "新能源汽车下乡活动启动")
SOHU_ACCOUNTS = ("财经观察室", "科技前沿", "人民资讯", "城市晚报", "读史札记")


def sohu(a: Article) -> str:
    """搜狐 sohu.com (Chinese furniture, a 搜狐号 article): div.text with the div.text-title
    (h1, the time and 来源 link), then article#mp-editor.article: the hidden
    p[data-role=original-title] (原标题：...), the paragraphs (subheads written as bold
    paragraphs), an image paragraph without caption, the "返回搜狐，查看更多" link and the empty
    责任编辑 paragraph at its end; the 平台声明 statement, the 阅读 counter, 推荐阅读, the
    sidebar's author card (文章 / 总阅读 / 粉丝) and 24小时热文, and the 搜狐 footer around."""
    rng = _rng("sohu", a)
    t = a.published
    heads = list(SOHU_HEADLINES)
    rng.shuffle(heads)
    account = rng.choice(SOHU_ACCOUNTS)
    aid = rng.randrange(780_000_000, 790_000_000)
    uid = rng.randrange(120_000, 999_999)

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            return f"<p><strong>{b.html}</strong></p>"
        if b.tag == "blockquote":
            return _quote(b)
        return b.markup()
    image = (f'<p><img src="//p{rng.randrange(1, 9)}.itc.cn/q_70/images03/2024{t:%m%d}/'
             f'{_hash(rng, 32, HEX)}.jpeg" max-width="600"></p>')
    parts = body_html(a, block)
    body = _after(parts, {2 if len(parts) > 2 else 1: image})
    back = ('<a href="//www.sohu.com/?strategyid=00001 " target="_blank" title="点击进入搜狐首页"'
            ' id="backsohucom" style="white-space: nowrap;"><span class="backword"><i class="'
            'backsohu"></i>返回搜狐，查看更多</span></a>')
    recom = "".join(
        f'<div class="news-wrapper"><a href="//www.sohu.com/a/{aid - 97 * k}_{uid + k}" '
        f'target="_blank"><div class="pic"><img src="//p{k}.itc.cn/q_70/images03/{k}.jpeg"></div>'
        f'<h4 class="feed-title">{h}</h4></a><div class="other"><span class="name">'
        f'{rng.choice(SOHU_ACCOUNTS)}</span><span class="time">{k}小时前</span></div></div>'
        for k, h in enumerate(heads[:5], 1))
    hot = "".join(f'<li><span class="num">{k}</span><a href="//www.sohu.com/a/{aid - 13 * k}_'
                  f'{uid - k}" target="_blank">{h}</a></li>' for k, h in enumerate(heads[3:], 1))
    html = (
        '<div class="wrapper-box"><header id="main-header" class="header area"><div class="'
        'head-nav left"><ul>' + "".join(
            f'<li><a href="//www.sohu.com/c/{k}" target="_blank">{x}</a></li>'
            for k, x in enumerate(SOHU_NAV)) + '</ul></div><div class="head-right right"><a '
        'class="login">登录</a></div></header><div class="location-without-nav"><a href="//www.'
        'sohu.com" class="logo">搜狐</a><span>&gt;</span><a href="//www.sohu.com/c/8/1460">'
        '新闻</a><span>&gt;</span><span>正文</span></div><div class="area clearfix" id="article-'
        'container"><div class="left main"><div class="text"><div class="text-title"><h1>'
        f'{escape(a.headline)}<span class="article-tag"></span></h1><div class="article-info">'
        f'<span class="time" id="news-time" data-val="{int(t.timestamp() * 1000)}">'
        f'{t:%Y-%m-%d %H:%M}</span><span data-role="original-link">来源: <a href="//mp.sohu.com'
        f'/profile?xpt={_hash(rng, 24, B64)}" target="_blank">{account}</a></span></div></div>'
        '<article class="article" id="mp-editor"><p data-role="original-title" style="display:'
        f'none">原标题：{escape(a.headline)}</p>{body}{back}<p data-role="editor-name">责任编辑：'
        '<span></span></p></article><div id="articleTransfer"></div><div class="statement">'
        '平台声明：该文观点仅代表作者本人，搜狐号系信息发布平台，搜狐仅提供信息存储空间服务。</div>'
        '<div class="bottom-relate-wrap clear type-3"><div class="read-wrap"><span class="read-'
        f'num">阅读 ({rng.randrange(100, 90000)})</span></div><div class="share-wrap"><span>'
        '分享到</span><a>微信</a><a>微博</a><a>QQ空间</a></div></div><div id="god_bottom_banner" '
        'class="god-bottom-banner"></div><div class="article-recom"><div class="title"><h2>推荐'
        f'阅读</h2></div>{recom}</div></div></div><div class="sidebar right"><div class="user-'
        'info" id="user-info"><div class="user-pic"><img src="//p2.itc.cn/q_70/images03/avatar.'
        f'jpeg"></div><h4><a href="//mp.sohu.com/profile?xpt={_hash(rng, 24, B64)}">{account}'
        f'</a></h4><dl class="user-num"><dd><span class="value">{rng.randrange(100, 9000)}</span>'
        f'<span class="name">文章</span></dd><dd><span class="value">{rng.randrange(10, 999)}万'
        f'</span><span class="name">总阅读</span></dd><dd><span class="value">'
        f'{rng.randrange(100, 9999)}</span><span class="name">粉丝</span></dd></dl><a class="'
        'user-more">查看TA的文章&gt;</a></div><div class="hot-article"><div class="title"><h2>24'
        f'小时热文</h2></div><ul>{hot}</ul></div></div></div><footer class="footer"><p><a>搜狐'
        '首页</a> | <a>关于搜狐</a> | <a>About SOHU</a> | <a>公司介绍</a> | <a>客服中心</a> | '
        '<a>联系方式</a> | <a>保护隐私权</a> | <a>广告服务</a></p><p>Copyright © ' + str(t.year)
        + ' Sohu All Rights Reserved 搜狐公司 版权所有</p><p>京ICP证030367号-1</p></footer>'
        '</div>')
    return page(f"{a.headline}_搜狐新闻", og(a, "搜狐") + '<meta name="mediaid" content="'
                f'{account}">', html, "zh-CN")


# ------------------------------------------------------------------------- docs and blogs

RTD_PAGES = ("Installation", "Quickstart", "Tutorial", "User Guide", "Configuration",
             "API Reference", "Command-line interface", "FAQ", "Changelog", "Contributing")


def sphinx_rtd(a: Article) -> str:
    """A Read the Docs page built by Sphinx with sphinx_rtd_theme (2.x): the Article as one
    page of a project's docs, div[role=main].document > div[itemprop=articleBody] of nested
    <section id=...> elements (the headline as the h1, each subhead opening a section of its
    level, every heading with its "¶" headerlink), <p>s, ul.simple lists of <li><p>, quotes in
    blockquote > div, code in div.highlight-default; the sidebar (nav.wy-nav-side: the project
    link, version, the search form, the "Contents:" caption and the toctree with this page's
    sections as toctree-l2 links, an EthicalAds slot), the breadcrumbs with "View page source"
    / "Edit on GitHub" above; the footer's Previous/Next buttons, the copyright, "Built with
    Sphinx using a theme provided by Read the Docs." and the versions flyout below."""
    rng = _rng("sphinx-rtd", a)
    t = a.published
    project = rng.choice(["pyfathom", "tessellate", "quillkit", "harborlight", "mosaic-io"])
    version = f"{rng.randrange(0, 4)}.{rng.randrange(0, 20)}"
    here = rng.choice(RTD_PAGES[2:8])
    doc = _slug(here).replace("-", "_")
    ids: dict[str, int] = {}

    def ident(text: str) -> str:
        base = _slug(text)
        ids[base] = ids.get(base, 0) + 1
        return base if ids[base] == 1 else f"id{sum(ids.values())}"

    def link(i: str) -> str:
        return f'<a class="headerlink" href="#{i}" title="Link to this heading">¶</a>'

    def block(b: Block) -> str:
        if b.tag in ("ul", "ol"):
            cls = ' class="simple"' if b.tag == "ul" else ' class="arabic simple"'
            if re.search(r"<li>(?:(?!</li>).)*<li>", b.html, re.S):
                return b.markup(cls)
            return f"<{b.tag}{cls}>" + "".join(f"<li><p>{x}</p></li>" for x in _li(b)) \
                + f"</{b.tag}>"
        if b.tag == "blockquote":
            return f"<blockquote><div><p>{b.html}</p></div></blockquote>"
        if b.tag == "pre":
            return ('<div class="highlight-default notranslate"><div class="highlight"><pre>'
                    f'<span></span>{b.html}</pre></div></div>')
        return b.markup()
    top = ident(a.headline)
    out = [f'<section id="{top}"><h1>{escape(a.headline)}{link(top)}</h1>']
    levels = [1]
    local = []
    for b in a.blocks:
        if b.tag[0] == "h":
            level = int(b.tag[1])
            while levels and levels[-1] >= level:
                out.append("</section>")
                levels.pop()
            i = ident(b.text)
            out.append(f'<section id="{i}"><h{level}>{b.html}{link(i)}</h{level}>')
            levels.append(level)
            if level == 2:
                local.append(f'<li class="toctree-l2"><a class="reference internal" href="#{i}">'
                             f'{escape(b.text)}</a></li>')
        else:
            out.append(block(b))
    out.append("</section>" * len(levels))
    k = RTD_PAGES.index(here)
    prev, nxt = RTD_PAGES[k - 1], RTD_PAGES[k + 1]
    toc = "".join(
        (f'<li class="toctree-l1 current"><a class="current reference internal" href="#">'
         f'{escape(a.headline)}</a>' + (f'<ul>{"".join(local)}</ul>' if local else "") + '</li>')
        if x == here else
        f'<li class="toctree-l1"><a class="reference internal" href="{_slug(x).replace("-", "_")}'
        f'.html">{x}</a></li>' for x in RTD_PAGES)
    ad = ('<div id="readthedocs-ea" data-ea-publisher="readthedocs" data-ea-type="readthedocs-'
          'sidebar" data-ea-manual="true" class="ethical-rtd ethical-dark-theme loaded"><div '
          'class="ethical-sidebar"><div class="ea-content"><a class="ea-image-link" href="https:'
          '//server.ethicalads.io/proxy/click/' + str(rng.randrange(10**6)) + '/" rel="nofollow '
          'noopener sponsored" target="_blank"><img src="https://media.ethicalads.io/media/images/'
          'ad.png" alt="Sponsored: Cloud hosting"></a><div class="ea-text"><a href="https://server'
          '.ethicalads.io/proxy/click/1/" rel="nofollow noopener sponsored" target="_blank"><strong'
          '>Deploy Python apps in seconds.</strong> Managed hosting with zero-downtime deploys and '
          'a generous free tier.</a></div></div><div class="ea-callout"><a href="https://www.'
          'ethicalads.io/advertisers/?ref=ea-text" rel="nofollow noopener" target="_blank">Ads by '
          'EthicalAds</a></div></div></div>')
    html = (
        '<div class="wy-grid-for-nav"><nav data-toggle="wy-nav-shift" class="wy-nav-side"><div '
        'class="wy-side-scroll"><div class="wy-side-nav-search"><a href="index.html" class="icon'
        f' icon-home"> {project}</a><div class="version">{version}</div><div role="search"><form'
        ' id="rtd-search-form" class="wy-form" action="search.html" method="get"><input type="'
        'text" name="q" placeholder="Search docs" aria-label="Search docs"><input type="hidden" '
        'name="check_keywords" value="yes"><input type="hidden" name="area" value="default">'
        '</form></div></div><div class="wy-menu wy-menu-vertical" data-spy="affix" role="'
        'navigation" aria-label="Navigation menu"><p class="caption" role="heading"><span class'
        f'="caption-text">Contents:</span></p><ul class="current">{toc}</ul></div>{ad}</div>'
        '</nav><section data-toggle="wy-nav-shift" class="wy-nav-content-wrap"><nav class="wy-'
        'nav-top" aria-label="Mobile navigation menu"><i data-toggle="wy-nav-top" class="fa fa-'
        f'bars"></i><a href="index.html">{project}</a></nav><div class="wy-nav-content"><div '
        'class="rst-content"><div role="navigation" aria-label="Page navigation"><ul class="wy-'
        'breadcrumbs"><li><a href="index.html" class="icon icon-home" aria-label="Home"></a>'
        f'</li><li class="breadcrumb-item active">{escape(a.headline)}</li><li class="wy-'
        f'breadcrumbs-aside"><a href="https://github.com/{project}/{project}/blob/main/docs/'
        f'{doc}.rst" class="fa fa-github"> Edit on GitHub</a></li></ul><hr></div><div role="'
        'main" class="document" itemscope="itemscope" itemtype="http://schema.org/Article"><div'
        f' itemprop="articleBody">{"".join(out)}</div></div><footer><div class="rst-footer-'
        f'buttons" role="navigation" aria-label="Footer"><a href="{_slug(prev).replace("-", "_")}'
        f'.html" class="btn btn-neutral float-left" title="{prev}" accesskey="p" rel="prev"><span'
        ' class="fa fa-arrow-circle-left" aria-hidden="true"></span> Previous</a><a href="'
        f'{_slug(nxt).replace("-", "_")}.html" class="btn btn-neutral float-right" title="{nxt}" '
        'accesskey="n" rel="next">Next <span class="fa fa-arrow-circle-right" aria-hidden="true">'
        f'</span></a></div><hr><div role="contentinfo"><p>&#169; Copyright {t.year}, '
        f'{escape(a.author)} and contributors. <span class="commit">Revision <code>'
        f'{_hash(rng, 8, HEX)}</code>.</span></p></div>Built with <a href="https://www.sphinx-'
        'doc.org/">Sphinx</a> using a <a href="https://github.com/readthedocs/sphinx_rtd_theme">'
        'theme</a> provided by <a href="https://readthedocs.org">Read the Docs</a>.</footer>'
        '</div></div></section></div><div class="rst-versions" data-toggle="rst-versions" role="'
        'note" aria-label="Versions"><span class="rst-current-version" data-toggle="rst-current-'
        'version"><span class="fa fa-book"> Read the Docs</span> v: latest <span class="fa fa-'
        'caret-down"></span></span><div class="rst-other-versions"><dl><dt>Versions</dt><dd><a '
        f'href="/en/latest/">latest</a></dd><dd><a href="/en/stable/">stable</a></dd><dd><a href'
        f'="/en/{version}/">{version}</a></dd></dl><dl><dt>Downloads</dt><dd><a href="//'
        f'{project}.readthedocs.io/_/downloads/en/latest/pdf/">pdf</a></dd><dd><a>epub</a></dd>'
        f'</dl><dl><dt>On Read the Docs</dt><dd><a href="//readthedocs.org/projects/{project}/">'
        'Project Home</a></dd><dd><a href="//readthedocs.org/projects/' + project + '/builds/">'
        'Builds</a></dd></dl><hr>Free document hosting provided by <a href="http://www.'
        'readthedocs.org">Read the Docs</a>.</div></div><script>jQuery(function () { SphinxRtd'
        'Theme.Navigation.enable(true); });</script>')
    head = ('<meta name="viewport" content="width=device-width, initial-scale=1.0"><meta name="'
            'generator" content="Docutils 0.19: https://docutils.sourceforge.io/"><link rel="'
            'stylesheet" href="_static/pygments.css" type="text/css"><link rel="stylesheet" '
            'href="_static/css/theme.css" type="text/css"><link rel="canonical" href="https://'
            f'{project}.readthedocs.io/en/latest/{doc}.html"><script data-url_root="./" id="'
            'documentation_options" src="_static/documentation_options.js"></script><script src='
            '"_static/js/theme.js"></script><link rel="index" title="Index" href="genindex.html">'
            f'<link rel="next" title="{nxt}" href="{_slug(nxt).replace("-", "_")}.html"><link '
            f'rel="prev" title="{prev}" href="{_slug(prev).replace("-", "_")}.html">')
    html_page = page(f"{a.headline} — {project} {version} documentation", head, html)
    return html_page.replace("<body>", '<body class="wy-body-for-nav">', 1)


HUBSPOT_COMPANIES = ("Brightwave Analytics", "Tidepool Software", "Northstar HR",
                     "Clearline Logistics", "Fieldnote CRM")
HUBSPOT_TOPICS = ("Marketing", "Sales Enablement", "Customer Success", "Product Updates",
                  "Industry Insights", "Best Practices")


def hubspot_blog(a: Article) -> str:
    """A company blog post on HubSpot CMS (a theme like Growth: header, body-container--blog-
    post, article.blog-post): the h1 in its hs_cos_wrapper meta-field span, the author and
    timestamp, then div.blog-post__body holding span#hs_cos_wrapper_post_body (the rich-text
    field: <p>s, some with editor spans and inline styles, <h2>s, lists, the <!--more--> mark
    after the lede) with HubSpot calls-to-action between the paragraphs (a legacy
    hs-cta-wrapper with its button text and loader scripts, a new hs-cta-embed image); the
    topic tags, the "Written by" author card, the blog-subscribe form (an hs-form: Email*,
    notification frequency, Subscribe), the comments form, "Related posts" and the company
    footer below; the hs-eu-cookie-confirmation banner last."""
    rng = _rng("hubspot-blog", a)
    t = a.published
    company = rng.choice(HUBSPOT_COMPANIES)
    host = _slug(company).replace("-", "")
    portal = rng.randrange(2_000_000, 9_999_999)
    blog = rng.randrange(10**10, 10**11)
    post = rng.randrange(10**11, 10**12)

    def cta_legacy(text: str) -> str:
        cid = str(uuid.UUID(int=rng.getrandbits(128)))
        return (f'<p style="text-align: center;"><!--HubSpot Call-to-Action Code --><span class'
                f'="hs-cta-wrapper" id="hs-cta-wrapper-{cid}"><span class="hs-cta-node hs-cta-'
                f'{cid}" id="hs-cta-{cid}"><!--[if lte IE 8]><div id="hs-cta-ie-element"></div>'
                f'<![endif]--><a href="https://cta-redirect.hubspot.com/cta/redirect/{portal}/'
                f'{cid}" class="cta_button" style="background-color:#ff7a59;">{text}</a></span>'
                '<script charset="utf-8" src="https://js.hscta.net/cta/current.js"></script>'
                f'<script type="text/javascript"> hbspt.cta.load({portal}, \'{cid}\', '
                '{"useNewLoader":"true","region":"na1"}); </script></span><!-- end HubSpot '
                'Call-to-Action Code --></p>')

    def cta_embed() -> str:
        cid = rng.randrange(10**11, 10**12)
        return (f'<div class="hs-cta-embed hs-cta-simple-placeholder hs-cta-embed-{cid}" style="'
                f'max-width:100%; max-height:100%; width:700px;height:180px" data-hubspot-'
                f'wrapper-cta-id="{cid}"><a href="https://cta-service-cms2.hubspot.com/web-'
                f'interactives/public/v1/track/redirect?encryptedPayload={_hash(rng, 40, B64)}'
                f'&amp;webInteractiveContentId={cid}&amp;portalId={portal}" target="_blank" rel="'
                'noopener" crossorigin="anonymous"><img alt="Free template: plan your next '
                f'quarter in one afternoon" loading="lazy" src="https://no-cache.hubspot.com/cta'
                f'/default/{portal}/interactive-{cid}.png" style="height: 100%; width: 100%; '
                'object-fit: fill" onerror="this.style.display=\'none\'"></a></div>')

    def block(b: Block) -> str:
        if b.tag == "p":
            if rng.random() < 0.35:
                return f'<p><span style="background-color: transparent;">{b.html}</span></p>'
            return b.markup(' style="font-size: 16px;"' if rng.random() < 0.3 else "")
        if b.tag[0] == "h":
            return f'<h2 style="font-size: 24px;">{b.html}</h2>'
        if b.tag == "blockquote":
            return _quote(b)
        return b.markup()
    parts = body_html(a, block)
    parts[0] += "\n<!--more-->"
    inserts = {2 if len(parts) > 3 else 1: cta_legacy(rng.choice([
        "Download the Free Guide", "Get the Checklist", "Book a Demo"]))}
    if len(parts) > 6:
        inserts[len(parts) // 2 + 1] = cta_embed()
    if len(parts) > 10:
        inserts[len(parts) - 2] = cta_legacy("Start Your Free Trial")
    body = _after(parts, inserts)
    guid = uuid.UUID(int=rng.getrandbits(128))
    related = "".join(
        f'<div class="blog-related-posts__post"><a class="blog-related-posts__image-link" href="'
        f'https://www.{host}.com/blog/{_slug(x.headline)}"><img class="blog-related-posts__'
        f'image" src="https://www.{host}.com/hubfs/blog-{k}.png" alt=""></a><div class="blog-'
        'related-posts__content"><h3 class="blog-related-posts__title"><a class="blog-related-'
        f'posts__title-link" href="https://www.{host}.com/blog/{_slug(x.headline)}">'
        f'{escape(x.headline)}</a></h3><p class="blog-related-posts__summary">{escape(x.blurb)}'
        '</p></div></div>' for k, x in enumerate(a.teasers[:3]))
    frequencies = "".join(
        f'<li class="hs-form-radio"><label class="hs-form-radio-display"><input type="radio" '
        f'class="hs-input" name="blog_subscription_frequency" value="{x.lower()}"><span>{x}'
        '</span></label></li>' for x in ("Instant", "Daily", "Weekly", "Monthly"))
    html = (
        f'<div class="body-wrapper   hs-content-id-{post} hs-blog-post hs-blog-id-{blog}"><div '
        'data-global-resource-path="growth-theme/templates/partials/header.html"><header class="'
        'header"><a href="#main-content" class="header__skip">Skip to content</a><div class="'
        f'header__container content-wrapper"><div class="header__logo"><a href="https://www.'
        f'{host}.com"><img src="https://www.{host}.com/hubfs/logo.svg" alt="{company}"></a></div>'
        '<nav class="header__menu navigation-primary" aria-label="Main menu"><ul class="submenu '
        'level-1">' + "".join(
            f'<li class="has-submenu menu-item hs-skip-lang-url-rewrite"><a class="menu-link" '
            f'href="https://www.{host}.com/{_slug(x)}">{x}</a></li>'
            for x in ("Product", "Solutions", "Pricing", "Resources", "Blog", "Company"))
        + '</ul></nav><div class="header__button"><a class="button" href="https://www.' + host
        + '.com/demo">Get a demo</a></div></div></header></div><main id="main-content" class="'
        'body-container-wrapper"><div class="body-container body-container--blog-post"><div '
        'class="content-wrapper"><article class="blog-post"><h1><span id="hs_cos_wrapper_name" '
        'class="hs_cos_wrapper hs_cos_wrapper_meta_field hs_cos_wrapper_type_text" style="" '
        f'data-hs-cos-general-type="meta_field" data-hs-cos-type="text">{escape(a.headline)}'
        '</span></h1><div class="blog-post__meta"><a href="https://www.' + host + '.com/blog/'
        f'author/{_slug(a.author)}">{escape(a.author)}</a><time datetime="{t:%Y-%m-%d %H:%M:%S}"'
        f' class="blog-post__timestamp">{t:%b} {t.day}, {t.year} {_hm(t).replace(" ", ":00 ")}'
        '</time></div><div class="blog-post__body"><span id="hs_cos_wrapper_post_body" class="'
        'hs_cos_wrapper hs_cos_wrapper_meta_field hs_cos_wrapper_type_rich_text" style="" data-'
        f'hs-cos-general-type="meta_field" data-hs-cos-type="rich_text">{body}</span></div><div '
        'class="blog-post__tags"><svg class="blog-post__tags-icon" viewBox="0 0 24 24"></svg>'
        + "".join(f'<a class="blog-post__tag-link" href="https://www.{host}.com/blog/tag/'
                  f'{_slug(x)}" rel="tag">{x}</a>' for x in rng.sample(HUBSPOT_TOPICS, 2))
        + '</div><div class="blog-post__author"><img class="blog-post__author-image" src="https'
        f'://www.{host}.com/hubfs/authors/{_slug(a.author)}.jpg" alt=""><div><p class="blog-'
        f'post__author-label">Written by</p><h3 class="blog-post__author-name">'
        f'{escape(a.author)}</h3><p class="blog-post__author-bio">{escape(a.author)} leads '
        f'content at {company}, writing about teams, tools and the messy middle of growing a '
        'business.</p></div></div></article><div class="blog-subscribe"><h3 class="blog-'
        'subscribe__title">Subscribe by email</h3><span id="hs_cos_wrapper_blog_subscribe" '
        'class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_blog_subscribe" data-'
        f'hs-cos-general-type="widget" data-hs-cos-type="blog_subscribe"><div id="hs_form_'
        f'target_blog_subscribe_{rng.randrange(10**4)}"><form novalidate accept-charset="UTF-8" '
        f'action="https://forms.hsforms.com/submissions/v3/public/submit/formsnext/multipart/'
        f'{portal}/{guid}" method="POST" class="hs-form stacked hs-custom-form hs-form-private '
        f'hsForm_{guid}" id="hsForm_{guid}"><div class="hs_email hs-email hs-fieldtype-text '
        'field hs-form-field"><label for="email-' + str(guid) + '"><span>Email</span><span '
        'class="hs-form-required">*</span></label><div class="input"><input id="email-'
        f'{guid}" name="email" required placeholder="" type="email" class="hs-input" inputmode='
        '"email" autocomplete="email" value=""></div></div><div class="hs_blog_default_hubspot_'
        'blog_subscription hs-blog_default_hubspot_blog_subscription hs-fieldtype-radio field '
        'hs-form-field"><label><span>Notification Frequency</span><span class="hs-form-required"'
        f'>*</span></label><div class="input"><ul class="inputs-list" role="radiogroup">'
        f'{frequencies}</ul></div></div><div class="hs_submit hs-submit"><div class="actions">'
        '<input type="submit" class="hs-button primary large" value="Subscribe"></div></div>'
        '</form></div></span></div><section class="blog-comments"><span id="hs_cos_wrapper_blog_'
        'comments" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_blog_'
        'comments"><div class="section post-footer"><div id="comments-listing" class="new-'
        'comments"></div><h3>Leave a Comment</h3><div id="hs_form_target_comment_form"><form '
        'class="hs-form stacked comment-form"><div class="field"><label>Name<span class="hs-'
        'form-required">*</span></label><input class="hs-input" type="text"></div><div class="'
        'field"><label>Email<span class="hs-form-required">*</span></label><input class="hs-'
        'input" type="email"></div><div class="field"><label>Comment<span class="hs-form-'
        'required">*</span></label><textarea class="hs-input"></textarea></div><input type="'
        'submit" class="hs-button primary" value="Submit Comment"></form></div></div></span>'
        '</section></div><section class="blog-related-posts"><div class="content-wrapper"><h2>'
        f'Related posts</h2><div class="blog-related-posts__list">{related}</div></div>'
        '</section></div></main><div data-global-resource-path="growth-theme/templates/partials'
        '/footer.html"><footer class="footer"><div class="footer__container content-wrapper">'
        '<nav class="navigation-secondary"><ul>' + _items((
            "About", "Careers", "Partners", "Security", "Privacy Policy", "Terms of Service"))
        + f'</ul></nav><p class="footer__copyright">© {t.year} {company}, Inc. All rights '
        'reserved.</p></div></footer></div></div><div id="hs-eu-cookie-confirmation" class="hs-'
        'cookie-notification-position-bottom" role="region" aria-label="Cookie banner" data-hs-'
        'banner-type="banner"><div id="hs-eu-cookie-confirmation-inner"><div id="hs-en-cookie-'
        'confirmation-buttons-area"><div id="hs-eu-policy-wording"><p>This website stores '
        'cookies on your computer. These cookies are used to collect information about how you '
        'interact with our website and allow us to remember you. We use this information in '
        'order to improve and customize your browsing experience and for analytics and metrics '
        'about our visitors both on this website and other media. To find out more about the '
        'cookies we use, see our Privacy Policy.</p><p>If you decline, your information won’t '
        'be tracked when you visit this website. A single cookie will be used in your browser '
        'to remember your preference not to be tracked.</p></div><div id="hs-eu-cookie-'
        'confirmation-button-group"><a id="hs-eu-confirmation-button" role="button" href="#">'
        'Accept</a><a id="hs-eu-decline-button" role="button" href="#">Decline</a></div></div>'
        '</div></div>')
    head = (f'<meta name="generator" content="HubSpot"><link rel="canonical" href="https://www.'
            f'{host}.com/blog/{_slug(a.headline)}"><script>var hsVars = {{render_id: "'
            f'{uuid.UUID(int=rng.getrandbits(128))}", ticks: {int(t.timestamp() * 1000)}, '
            f'deployment_id: 0, dynamic: false, page_id: {post}, content_group_id: {blog}, '
            f'portal_id: {portal}, app_hs_base_url: "https://app.hubspot.com"}}</script>'
            + og(a, company) + json_ld(a))
    return page(f"{a.headline}", head, html)


TUMBLR_BLOGS = ("paperlanterns", "slowreadingclub", "marginalia-notes", "the-long-walk-home",
                "quietdesk")
TUMBLR_NOTERS = ("moonlit-archive", "softcore-librarian", "fern-and-ink", "grumpy-botanist",
                 "tea-and-static", "oldfilmgrain", "spacecowboy-42", "antiquarian-bee")
TUMBLR_ADDED = ("this is such a good read, saving it for later",
                "I think about this post at least once a week",
                "the way this put words to something I never could",
                "reblogging again because it deserves it")


def tumblr(a: Article) -> str:
    """A Tumblr text post's permalink page in the default theme (Tumblr Official): the blog's
    header (avatar, h1.blog-title, the description, Archive / Ask / Submit links), then
    article.text > div.post-wrapper > section.post holding the post's title (h2 with its link)
    and the body's blocks bare, section.panel with the post footer (notes count, reblog and
    like buttons, #tags, the date), and section.post-notes with ol.notes (reblogs with their
    "added:" commentary in blockquotes, replies, likes, "Show more notes"); the pagination,
    the theme footer and the logged-out Tumblr sign-up banner around."""
    rng = _rng("tumblr", a)
    t = a.published
    blog = rng.choice(TUMBLR_BLOGS)
    pid = rng.randrange(7 * 10**11, 8 * 10**11)
    url = f"https://{blog}.tumblr.com/post/{pid}/{_slug(a.headline)}"
    tags = rng.sample(["writing", "long post", "essay", "thoughts", "reading", "history",
                       "books", "my writing"], 3)
    noters = list(TUMBLR_NOTERS)
    rng.shuffle(noters)
    count = rng.randrange(40, 3000)

    def avatar(who: str) -> str:
        return (f'<a rel="nofollow" class="avatar_frame" href="https://{who}.tumblr.com/" title='
                f'"{who}"><img src="https://64.media.tumblr.com/avatar_{_hash(rng, 12, HEX)}_64.'
                'pnj" class="avatar" alt=""></a>')
    notes = []
    for k, who in enumerate(noters):
        kind = ("reblog-added", "like", "reblog", "reply", "like", "reblog-added", "like",
                "reblog")[k]
        if kind == "like":
            notes.append(f'<li class="note like tumblelog_{who.replace("-", "_")}">'
                         f'{avatar(who)}<span class="action"><a rel="nofollow" href="https://'
                         f'{who}.tumblr.com/" class="tumblelog">{who}</a> liked this</span><div '
                         'class="clear"></div></li>')
        elif kind == "reply":
            notes.append(f'<li class="note reply tumblelog_{who.replace("-", "_")}">'
                         f'{avatar(who)}<span class="action"><a rel="nofollow" href="https://'
                         f'{who}.tumblr.com/" class="tumblelog">{who}</a> said: <span class="'
                         'answer_content">okay this one made me tear up a little</span></span>'
                         '<div class="clear"></div></li>')
        else:
            added = kind == "reblog-added"
            src = noters[k - 1] if k else blog
            notes.append(
                f'<li class="note reblog tumblelog_{who.replace("-", "_")} '
                f'{"with_commentary" if added else "without_commentary"}">{avatar(who)}<span '
                f'class="action"><a rel="nofollow" href="https://{who}.tumblr.com/" class="'
                f'tumblelog">{who}</a> reblogged this from <a rel="nofollow" href="https://{src}'
                f'.tumblr.com/" class="source_tumblelog">{src}</a>'
                + (' and added:' if added else '') + '</span><div class="clear"></div>'
                + (f'<blockquote><a href="https://{who}.tumblr.com/post/{pid + k}" title="View '
                   f'post">{rng.choice(TUMBLR_ADDED)}</a></blockquote>' if added else '')
                + '</li>')
    notes.append(f'<li class="note original_post"><span class="action"><a rel="nofollow" href="'
                 f'https://{blog}.tumblr.com/" class="tumblelog">{blog}</a> posted this</span>'
                 '</li>')
    more = ('<li class="note more_notes_link_container"><span class="notes_loading">Loading...'
            '</span><a class="more_notes_link" href="#" onclick="this.style.display=\'none\';'
            'return false;">Show more notes</a></li>')
    prev, nxt = _teaser(a, 0), _teaser(a, 1)
    html = (
        '<div class="tmblr-iframe tmblr-iframe--unified-controls iframe-controls--desktop"><'
        f'iframe id="tumblr_controls" src="https://www.tumblr.com/dashboard/iframe?tumblelogName'
        f'={blog}&amp;pid={pid}" width="1" height="1" frameborder="0"></iframe></div><div id="'
        'tumblr-logged-out-banner" class="logged-out-banner"><a class="logo" href="https://www.'
        'tumblr.com/">tumblr</a><span>Follow this blog and more on Tumblr</span><a class="'
        'signup" href="https://www.tumblr.com/register">Sign up</a><a class="login" href="https:'
        '//www.tumblr.com/login">Log in</a></div><header id="header" class="top-of-page"><div '
        'class="header-wrapper"><div class="header-image-wrapper"><img class="header-image" src'
        f'="https://static.tumblr.com/{_hash(rng, 12, LOWER)}/header.png" alt=""></div><div '
        'class="blog-title-wrapper content"><div class="title-group"><div class="avatar-style-'
        'circle"><a href="/"><img class="user-avatar" src="https://64.media.tumblr.com/avatar_'
        f'{_hash(rng, 12, HEX)}_128.pnj" alt=""></a></div><h1 class="blog-title"><a href="/">'
        f'{blog}</a></h1><span class="description">notes, essays and things I keep thinking '
        'about</span></div></div><nav class="nav-wrapper content"><a href="/archive">Archive'
        '</a><a href="/ask">Ask me anything</a><a href="/submit">Submit</a></nav></div></header>'
        '<div id="container" class="content"><section id="posts" class="content clearfix">'
        f'<article class="text not-page post-{pid}" data-post-id="{pid}"><div class="post-'
        'wrapper clearfix"><section class="post"><h2 class="title"><a href="' + url + '">'
        f'{escape(a.headline)}</a></h2>{"".join(body_html(a))}</section><section class="panel">'
        '<footer class="post-footer"><div class="post-notes-wrapper"><a href="' + url + '#notes'
        f'" class="post-notes">{count:,} notes</a></div><div class="post-controls"><div class="'
        f'reblog-button"><a href="https://www.tumblr.com/reblog/{pid}/{_hash(rng, 8, B64)}" '
        'target="_blank">Reblog</a></div><div class="like-button"><button>Like</button></div>'
        '</div><ul class="post-tags">' + "".join(
            f'<li><a class="tag-link" href="/tagged/{x.replace(" ", "-")}">#{x}</a></li>'
            for x in tags) + '</ul><div class="date-note-wrapper"><a class="meta-item post-'
        f'date" href="{url}">{long_date(t)}</a></div></footer></section><section class="post-'
        f'notes" id="notes"><ol class="notes">{"".join(notes)}{more}</ol></section></div>'
        '</article></section><nav id="pagination" class="pagination"><a class="previous-button'
        f'" href="https://{blog}.tumblr.com/post/{pid + 1}" title="{escape(prev.headline)}">'
        f'Previous post</a><a class="next-button" href="https://{blog}.tumblr.com/post/'
        f'{pid - 1}" title="{escape(nxt.headline)}">Next post</a></nav></div><footer id="footer"'
        ' class="content clearfix"><a href="/">' + blog + '</a><span> — </span><span>Theme by '
        '<a href="https://www.tumblr.com/themes/">Tumblr</a></span><span>Powered by Tumblr'
        '</span></footer>')
    head = (f'<meta name="description" content="{escape(a.standfirst)}"><meta property="'
            f'og:url" content="{url}"><meta name="twitter:site" content="tumblr"><link rel="'
            f'alternate" type="application/rss+xml" href="https://{blog}.tumblr.com/rss">'
            + og(a, "Tumblr"))
    return page(f"{blog} — {a.headline}", head, html)


PLATFORMS = {
    "thehindu": thehindu, "abc-au": abc_au, "buzzfeed": buzzfeed, "wired": wired,
    "theconversation": theconversation, "nhk": nhk, "derstandard": derstandard, "nos": nos,
    "wyborcza": wyborcza, "hurriyet": hurriyet, "kompas": kompas, "clarin": clarin,
    "sohu": sohu, "sphinx-rtd": sphinx_rtd, "hubspot-blog": hubspot_blog, "tumblr": tumblr,
}
