"""Fresh platforms for bench/content_engines.py, a fourth set: 16 more article templates,
written blind.

Written, like content_engines_fresh.py, content_engines_fresh2.py and content_engines_fresh3.py,
without reading the extractor (tplx_engine/) or its documentation and without looking at any
extractor's output: a held-out check, pages by someone who never saw how the extractor works.
Each function writes an `Article` into the article page of one more publishing platform (markup
written from memory after how the site served its article pages in 2022-2025: element nesting,
class, id and data-* names, CSS-module and styled-components hashes where the site has them,
the furniture around and inside the story; the furniture's text made up) and returns the whole
page. The article's blocks are written in order with their words unchanged, whatever wrapper
the platform gives them (a Globo mc-column per block, a beehiiv content block per paragraph,
GitBook's grid of blocks, tagesschau's textabsatz columns, 163's paragraphs with ids of their
own, CSDN's markdown_views, a dateline or a full-width space in front of a lede or a
paragraph); headline, standfirst, byline, dates, captions, image credits, ads and their labels,
"read also" links, embeds, fact boxes, hints, polls, teasers, sign-offs ("Published in Dawn",
"(abc/def)", 제보는 카카오톡), paywall remnants, newsletter and subscribe forms, comments,
menus, banners and footers are furniture, not gold. `PLATFORMS` maps each platform's name to
its writer and `HAN` names the ones that take Chinese articles (this module imports the helpers
of content_engines, content_engines_more, content_engines_fresh, content_engines_fresh2 and
content_engines_fresh3).

News sites in English: independent, cbc, dawn; in other languages (furniture in the site's
language, the article as the pool has it): svt (Swedish), yle (Finnish), repubblica
(Italian), sueddeutsche and tagesschau (German), oglobo (Portuguese, Brazil), detik
(Indonesian), mainichi (Japanese), yonhap (Korean), netease-163 (Chinese, articles too);
newsletters, docs and blogs: beehiiv, gitbook, csdn (Chinese, articles too).
"""

from __future__ import annotations

import random
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
    escape,
    json_ld,
    og,
    once_per_key,
    page,
)
from content_engines_fresh import DE_MONTHS, _hash  # noqa: E402
from content_engines_fresh2 import B64, IT_MONTHS, LOWER, _headline_list, _list  # noqa: E402
from content_engines_fresh3 import HEX, _blocks_as, _quote, _sc  # noqa: E402
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

HAN = {"netease-163", "csdn"}  # the platforms here with Chinese furniture and articles

# ----------------------------------------------------------------------------- shared bits

UPPER = string.ascii_uppercase + string.digits


def _css(rng: random.Random):
    """emotion's bare class names as a React front end writes them, one per component on a
    page: ``css("p")`` -> "css-1x2y3z4"."""
    return once_per_key(lambda key: f"css-{rng.randrange(10)}{_hash(rng, 6, LOWER)}")


def _first_p(a: Article) -> int:
    """The index of the article's first paragraph (-1 when it has none)."""
    return next((k for k, b in enumerate(a.blocks) if b.tag == "p"), -1)


def _datelined(a: Article, dateline: str, h: str = ""):
    """A writer of the article's blocks for a site that opens its first paragraph with a
    dateline (``dateline``: "<strong>KARACHI:</strong> ", "(서울=연합뉴스) ... 기자 = "):
    bare paragraphs, subheads as ``<h2>`` with ``h``, a quote as ``_quote``, anything else as
    the pool has it."""
    first = _first_p(a)

    def block(b: Block) -> str:
        if b.tag == "p":
            return f"<p>{dateline if b is a.blocks[first] else ''}{b.html}</p>"
        if b.tag[0] == "h":
            return f"<h2{h}>{b.html}</h2>"
        if b.tag == "blockquote":
            return _quote(b)
        return b.markup()
    return block


def _later(t, hours: int = 1):
    return t.replace(hour=min(t.hour + hours, 23))


def _cards(a: Article, start: int, n: int, make) -> str:
    """``make(k, teaser)`` for n of the article's teasers from ``start``."""
    return "".join(make(k, _teaser(a, start + k)) for k in range(n))


# --------------------------------------------------------------------- news sites in English

INDY_NAV = ("News", "Sport", "Culture", "Lifestyle", "Travel", "Premium", "Voices", "Money",
            "Tech", "Climate", "Independent TV", "Bulletin", "Indy100", "Shopping")
INDY_SECTIONS = (("UK", "uk/politics", "UK Politics"), ("World", "world/americas", "Americas"),
                 ("Business", "business", "Business News"), ("Tech", "tech", "Tech"),
                 ("UK", "uk/home-news", "Home News"))
INDY_NEWSLETTERS = (("View from Westminster", "Politics"), ("Morning Headlines", "News"),
                    ("Climate Countdown", "Climate"), ("Inside Washington", "US Politics"))


def independent(a: Article) -> str:
    """The Independent, independent.co.uk (the 2023 React front end, styled-components class
    pairs sc-<hash>-<n> <hash>): div#main[data-testid=article-body] of bare <p>s and <h2>s with
    empty in-article ad containers, the inline "Sign up to our free ... email" newsletter form
    ("Read our Privacy notice"), "Read More" lists of related links, an Independent TV player
    and the "Support truly independent journalism" donation box between them; the breadcrumb,
    h1, h2 standfirst, the author and role, the date, comments count, bookmark and share above
    the lead picture with its "(PA Wire)" credit; "More about", the commenting-forum prompt,
    "Most popular", "Sponsored features", the footer and the Sourcepoint consent layer
    around."""
    rng = _rng("independent", a)
    c = _sc(rng)
    t = a.published
    top, path, sub = rng.choice(INDY_SECTIONS)
    letter, topic = rng.choice(INDY_NEWSLETTERS)
    role = rng.choice(["Political Editor", "Senior Reporter", "US Correspondent",
                       "Technology Editor", "Home Affairs Editor"])

    block = _blocks_as("h2", h=f' class="{c("h2")}"')

    def ad(i: int) -> str:
        return (f'<div class="{c("adwrap")}" data-ad-container="inArticle"><div id="inarticle'
                f'{i}" class="ad-slot" data-mpu="mpu{i}" style="min-height:280px"></div></div>')

    def read_more(i: int) -> str:
        links = "".join(
            f'<li class="{c("rmitem")}"><a href="https://www.independent.co.uk/{path}/'
            f'{_slug(x.headline)}-b{rng.randrange(2_400_000, 2_560_000)}.html">'
            f'{escape(x.headline)}</a></li>' for x in (_teaser(a, i), _teaser(a, i + 1)))
        return (f'<div class="{c("readmore")}" data-testid="read-more"><p class="'
                f'{c("rmtitle")}">Read More</p><ul class="{c("rmlist")}">{links}</ul></div>')
    signup = (
        f'<div class="{c("newsletter")} inline-newsletter" data-newsletter="{_slug(letter)}">'
        f'<p class="{c("nltitle")}">Sign up to our free {letter} email for expert analysis '
        f'straight to your inbox</p><p class="{c("nltext")}">Get our free {letter} email</p>'
        f'<form class="{c("nlform")}"><input type="email" placeholder="Enter your email address"'
        f' aria-label="Email"><button type="submit">Sign up</button></form><p class="'
        f'{c("nlsmall")}">I would like to be emailed about offers, events and updates from The '
        'Independent. Read our <a href="https://www.independent.co.uk/service/privacy-policy-'
        'a6184181.html">Privacy notice</a></p></div>')
    video = (
        f'<div class="{c("video")}" data-testid="inline-video"><div class="jw-wrapper"><div '
        f'id="jwplayer-{_hash(rng, 8, LOWER)}" class="jwplayer jw-reset"><div class="jw-title">'
        f'<span>Independent TV</span><p class="jw-title-primary">{escape(_teaser(a, 3).headline)}'
        '</p></div><button class="jw-icon-display" aria-label="Play">Play</button></div></div>'
        f'<p class="{c("vcaption")}">Watch more on Independent TV</p></div>')
    donate = (
        f'<aside class="{c("donate")}" data-testid="article-donation"><h3 class="'
        f'{c("donatetitle")}">Support truly independent journalism</h3><p>Our mission is to '
        'deliver unbiased, fact-based reporting that holds power to account and exposes the '
        'truth. Whether it’s $5 or $50, every contribution counts.</p><p>Support us to deliver '
        f'journalism without an agenda.</p><a class="{c("donatebtn")}" href="https://support.'
        'independent.co.uk/">Support now</a></aside>')
    parts = body_html(a, block)
    inserts = {k: ad(i) for i, k in enumerate(range(3, len(parts), 4), 1)}
    inserts[2 if len(parts) > 3 else 1] = donate
    if len(parts) > 4:
        inserts[4] = signup
    if len(parts) > 6:
        inserts[6] = read_more(0)
    if len(parts) > 10:
        inserts[9] = video
        inserts[len(parts) - 2] = read_more(2)
    body = _after(parts, inserts)
    caption = rng.choice(["Rishi Sunak speaks to the media outside the venue",
                          "Police officers at the scene on Monday",
                          "The plans were announced on Tuesday morning",
                          "Campaigners gathered outside Parliament"])
    stamp = f"{t:%A} {t.day} {t:%B} {t.year} {t:%H:%M} BST"
    comments = rng.randrange(3, 900)
    popular = _cards(a, 2, 5, lambda k, x: (
        f'<li class="{c("popitem")}"><span class="{c("popnum")}">{k + 1}</span><a href="https://'
        f'www.independent.co.uk/news{x.url}-b{2_500_000 + 13 * k}.html">{escape(x.headline)}'
        '</a></li>'))
    sponsored = "".join(
        f'<div class="{c("sponsored")}"><a href="https://www.independent.co.uk/extras/'
        f'{_slug(x)}"><span class="{c("sponsorlabel")}">Sponsored</span><h3>{x}</h3></a></div>'
        for x in ("How to keep your garden blooming all summer long",
                  "Five city breaks you can reach by train this year",
                  "The smart way to cut your energy bills"))
    html = (
        f'<div id="app" class="{c("app")}"><header id="header" class="{c("header")}"><div '
        f'class="{c("topbar")}"><a class="{c("logo")}" href="https://www.independent.co.uk/" '
        'aria-label="The Independent"><svg><title>The Independent</title></svg></a><a class="'
        f'{c("subscribe")}" href="https://www.independent.co.uk/subscribe">Subscribe</a><button '
        f'class="{c("login")}">Log in</button></div><nav class="{c("nav")}"><ul>'
        + _items(INDY_NAV) + f'</ul></nav></header><main class="{c("main")}"><article id="'
        f'articleContent" class="{c("article")}"><header id="articleHeader" class="'
        f'{c("articleHeader")}"><nav aria-label="breadcrumb" class="{c("breadcrumb")}"><ol><li>'
        f'<a href="https://www.independent.co.uk/news">News</a></li><li><a href="https://www.'
        f'independent.co.uk/{path.split("/")[0]}">{top}</a></li><li><a href="https://www.'
        f'independent.co.uk/{path}">{sub}</a></li></ol></nav><h1 class="{c("h1")}" data-'
        f'testid="headline">{escape(a.headline)}</h1><h2 class="{c("standfirst")}" data-testid='
        f'"standfirst">{escape(a.standfirst)}</h2><div class="{c("meta")}"><div class="article-'
        f'author"><span class="author"><a href="https://www.independent.co.uk/author/'
        f'{_slug(a.author)}">{escape(a.author)}</a></span><span class="{c("role")}">{role}'
        f'</span></div><div class="publish-date"><time datetime="{_iso(t, "+01:00")}">{stamp}'
        f'</time></div><div class="{c("tools")}"><a class="{c("comments")}" href="#comments">'
        f'{comments} Comments</a><button class="{c("bookmark")}" aria-label="Bookmark">Bookmark'
        '</button><button aria-label="Share on Facebook">Facebook</button><button aria-label="'
        'Share on X">X</button><button aria-label="Share via email">Email</button></div></div>'
        f'</header><figure class="{c("lead")}"><img src="https://static.independent.co.uk/'
        f'{t:%Y/%m/%d}/{t:%H}/{_hash(rng, 10, HEX)}.jpg?width=1200&amp;auto=webp" alt=""><'
        f'figcaption class="{c("caption")}"><span>{caption}</span> <span class="{c("credit")}">'
        f'(PA Wire)</span></figcaption></figure><div id="main" class="{c("body")}" data-testid='
        f'"article-body">{body}</div><div class="{c("topics")}"><span>More about</span>'
        + "".join(f'<a href="https://www.independent.co.uk/topic/{_slug(x)}">{x}</a>'
                  for x in rng.sample([topic, "Labour", "Conservatives", "NHS", "Keir Starmer",
                                       "Cost of living"], 3))
        + f'</div><section id="comments" class="{c("commentsBox")}"><h3>Join our commenting '
        'forum</h3><p>Join thought-provoking conversations, follow other Independent readers '
        'and see their replies</p><button>Comments</button></section></article><aside class="'
        f'{c("rail")}"><div class="{c("railad")}" data-ad-container="rail"></div><section '
        f'class="{c("popular")}"><h2>Most popular</h2><ol>{popular}</ol></section><section '
        f'class="{c("sponsoredFeatures")}"><h2>Sponsored features</h2>{sponsored}</section>'
        f'</aside></main><footer class="{c("footer")}"><ul>' + _items((
            "Contact us", "Jobs", "Ethical code", "Complaints", "Privacy notice", "Cookie "
            "policy", "Donations Terms & Conditions", "Advertising guide", "Subscriptions",
            "Syndication", "Install our apps", "Archive")) + '</ul><p>© ' + str(t.year)
        + ' Independent Digital News &amp; Media Ltd</p></footer></div><div id="sp_message_'
        f'container_{rng.randrange(10**6, 10**7)}" class="sp_message_container"><div class="'
        'message-component"><p class="message-title">We value your privacy</p><p>We and our '
        'partners store and/or access information on a device, such as cookies, and process '
        'personal data for personalised ads and content.</p><button title="AGREE">AGREE'
        '</button><button title="MORE OPTIONS">MORE OPTIONS</button></div></div>')
    return page(f"{a.headline} | The Independent", og(a, "The Independent") + json_ld(a), html,
                "en-GB")


CBC_NAV = ("News", "Sports", "Radio", "Music", "Listen Live", "TV", "Watch")
CBC_SUBNAV = ("Top Stories", "Local", "Climate", "World", "Canada", "Politics", "Indigenous",
              "Business", "The National", "Health", "Entertainment", "Science",
              "CBC News Investigates", "Go Public", "Opinion")
CBC_PLACES = (("Toronto", "canada/toronto"), ("British Columbia", "canada/british-columbia"),
              ("Montreal", "canada/montreal"), ("Politics", "politics"),
              ("Business", "business"), ("Nova Scotia", "canada/nova-scotia"))


def cbc(a: Article) -> str:
    """CBC News, cbc.ca/news (the React story page): div.storyWrapper with h1.detailHeadline,
    h2.deck, the byline (authorText "Name · CBC News", "Posted: ... | Last Updated: ..."), the
    Social Sharing bar and "Listen to this article" player, then div.story: the lead
    figure.imageMedia with its image-caption "(Name/CBC)", bare <p>s and <h2>s with
    ad-risingstar slots ("ADVERTISEMENT") and a similarStoryEmbed card between them, the
    italic "With files from ..." credit at its end; "ABOUT THE AUTHOR", "Related Stories",
    the corrections/tip line, the comments rules, the sidebar's "Top Stories" and the CBC
    footer around."""
    rng = _rng("cbc", a)
    t = a.published
    place, path = rng.choice(CBC_PLACES)
    sid = rng.randrange(7_100_000, 7_250_000)

    block = _blocks_as("h2")

    def ad(i: int) -> str:
        return (f'<div class="ad-risingstar-container" id="ad-risingstar-{i}"><p class="ad-text">'
                f'ADVERTISEMENT</p><div class="ad-risingstar" data-ad-slot="risingstar{i}"></div>'
                '</div>')

    def similar(i: int) -> str:
        x = _teaser(a, i)
        return ('<div class="similarStoryEmbed embed-inline"><a class="similarStoryLink" href='
                f'"https://www.cbc.ca/news/{path}{x.url}-1.{sid - 4321 * (i + 1)}"><div class="'
                'similarStoryImage"><img src="https://i.cbc.ca/1.' + str(sid - i) + '.1715000000!'
                '/fileImage/httpImage/image.jpg_gen/derivatives/16x9_300/img.jpg" alt=""></div>'
                f'<div class="similarStoryText"><span class="similarStoryLabel">{place}</span><h3 '
                f'class="similarStoryHeadline">{escape(x.headline)}</h3></div></a></div>')
    caption, photographer = _caption(rng)
    lead = ('<figure class="imageMedia leadmedia-story full"><div class="placeholder"><img '
            f'loading="lazy" alt="" src="https://i.cbc.ca/1.{sid + 1}.1715{rng.randrange(10**6)}!'
            '/fileImage/httpImage/image.jpg_gen/derivatives/16x9_940/img.jpg"></div><figcaption '
            f'class="image-caption">{escape(caption)} ({photographer}/'
            f'{rng.choice(["CBC", "The Canadian Press", "Reuters"])})</figcaption></figure>')
    parts = body_html(a, block)
    inserts = {k: ad(i) for i, k in enumerate(range(3, len(parts), 5), 1)}
    if len(parts) > 5:
        inserts[5] = similar(0)
    if len(parts) > 11:
        inserts[11] = similar(1)
    files = rng.choice(["The Canadian Press", "Reuters", "The Associated Press",
                        "CBC's Metro Morning"])
    body = lead + _after(parts, inserts) + f'<p><em>With files from {files}</em></p>'
    zone = rng.choice(["EDT", "ET", "PDT"])
    later = _later(t, 2)
    stamp = (f"Posted: {t:%b} {t.day}, {t.year} {_hm(t)} {zone} | Last Updated: {later:%B} "
             f"{later.day}")
    related = _cards(a, 2, 3, lambda k, x: (
        f'<li><a href="https://www.cbc.ca/news/{path}{x.url}-1.{sid - 97 * (k + 1)}">'
        f'{escape(x.headline)}</a></li>'))
    top = _cards(a, 4, 4, lambda k, x: (
        f'<li class="card cardDefault"><a class="cardListing" href="https://www.cbc.ca/news'
        f'{x.url}-1.{sid - 11 * (k + 1)}"><h3 class="headline">{escape(x.headline)}</h3><div '
        f'class="metadata"><time>{k + 1} hours ago</time></div></a></li>'))
    html = (
        '<div id="app"><div class="page-wrapper"><header class="cbc-header" role="banner"><div '
        'class="headerWrapper"><a class="cbcLogo" href="https://www.cbc.ca/"><svg><title>CBC'
        '</title></svg></a><nav class="primaryNav" aria-label="Primary"><ul>'
        + _items(CBC_NAV) + '</ul></nav><button class="searchButton">Search</button><a class="'
        'signInButton" href="https://www.cbc.ca/account/signin">Sign In</a></div><nav class="'
        'sectionNav" aria-label="News"><ul>' + _items(CBC_SUBNAV) + '</ul></nav></header><main '
        'id="content" class="pageContainer"><div class="storyWrapper"><div class="headline'
        f'Container"><a class="sectionLabel" href="https://www.cbc.ca/news/{path}">{place}</a>'
        f'<h1 class="detailHeadline">{escape(a.headline)}</h1><h2 class="deck">'
        f'{escape(a.standfirst)}</h2></div><div class="byline"><div class="bylineDetails"><span'
        f' class="authorText"><a href="https://www.cbc.ca/news/canada/{_slug(a.author)}-1.'
        f'{rng.randrange(10**6, 10**7)}">{escape(a.author)}</a> · CBC News</span><time class="'
        f'timeStamp" datetime="{_iso(t, ".000Z")}" title="{t:%A, %B} {t.day}, {t.year} '
        f'{_hm(t)} {zone}">{stamp}</time></div></div><div class="sharebar"><span class="share'
        'Label">Social Sharing</span><button aria-label="Share on Facebook">Facebook</button>'
        '<button aria-label="Share on X">X</button><button aria-label="Email">Email</button>'
        '<button aria-label="Reddit">Reddit</button><button aria-label="LinkedIn">LinkedIn'
        '</button></div><div class="textToSpeech"><button class="ttsPlay">Listen to this '
        f'article</button><span class="ttsDuration">Estimated {_minutes(a) + 1} minutes</span>'
        '<p class="ttsDisclaimer">The audio version of this article is generated by AI-based '
        'technology. Mispronunciations can occur.</p></div><div class="detailMainCol"><div '
        f'class="story">{body}</div><div class="aboutTheAuthor"><h2 class="aboutTitle">ABOUT THE'
        f' AUTHOR</h2><div class="authorProfile"><img alt="" src="https://i.cbc.ca/1.{sid - 9}'
        f'.1.jpg"><div><p class="authorName">{escape(a.author)}</p><p class="authorBio">'
        f'{escape(a.author)} is a reporter with CBC News based in {place}. You can reach them at'
        f' {_slug(a.author).replace("-", ".")}@cbc.ca.</p></div></div></div><div class="'
        f'relatedLinks"><h2>Related Stories</h2><ul>{related}</ul></div><div class="storyFooter'
        '"><a href="https://www.cbc.ca/news/corrections">Corrections and clarifications</a>|'
        '<a href="https://www.cbc.ca/newstips">Submit a news tip</a>|<a href="https://www.cbc.'
        'ca/news/editorsblog">Report error</a></div><div class="comments" id="comments"><h2>'
        'Comments</h2><p class="commentsRules">To encourage thoughtful and respectful '
        'conversations, first and last names will appear with each submission to CBC/Radio-'
        'Canada\'s online communities (except in children and youth-oriented communities). '
        'Pseudonyms will no longer be permitted.</p><button>Sign in to comment</button></div>'
        '</div><aside class="sidebarRight"><div class="ad-bigbox"><p class="ad-text">'
        f'ADVERTISEMENT</p></div><section class="topStories"><h2>Top Stories</h2><ul>{top}</ul>'
        '</section></aside></div></main><footer class="cbc-footer"><ul>' + _items((
            "Contact CBC", "Submit Feedback", "Help Centre", "Audience Relations, CBC P.O. Box "
            "500 Station A Toronto, ON Canada, M5W 1E6", "Ombudsman", "Corrections & "
            "Clarifications", "Terms of Use", "Privacy", "Accessibility", "Jobs"))
        + f'</ul><p>©{t.year} CBC/Radio-Canada. All rights reserved.</p><p>Visitez Radio-Canada'
        '.ca</p></footer></div></div>')
    return page(f"{a.headline} | CBC News", og(a, "CBC") + json_ld(a), html, "en-CA")


DAWN_NAV = ("Home", "Latest", "Pakistan", "Opinion", "Business", "World", "Sport", "Magazines",
            "Tech", "Videos", "Popular", "Archive", "Flood Donations", "Prism", "Images",
            "Herald", "Aurora", "CityFM89", "E-paper")
DAWN_CITIES = ("ISLAMABAD", "KARACHI", "LAHORE", "PESHAWAR", "QUETTA")


def dawn(a: Article) -> str:
    """Dawn, dawn.com (Pakistan; the Tailwind-styled story page): article.story with
    h2.story__title (its link to the story), the excerpt, the byline and the
    "Published May 14, 2024 / Updated about 2 hours ago" line, the share bar and the cover
    figure with "— Photo: AFP/File"; div.story__content of bare <p>s (the first with the
    "KARACHI:" dateline in bold), "Read: ..." links and "ADVERTISEMENT" in-article ads among
    them and the italic "Published in Dawn, May 14th, 2024" sign-off at its end; the
    "Comments (24)" section ("Closed"), "Most Popular", "Editorial" and the Dawn Media Group
    footer around."""
    rng = _rng("dawn", a)
    t = a.published
    nid = rng.randrange(1_820_000, 1_840_000)
    city = rng.choice(DAWN_CITIES)
    block = _datelined(a, f"<strong>{city}:</strong> ")

    def read(i: int) -> str:
        x = _teaser(a, i)
        return (f'<p><strong>Read: <a href="https://www.dawn.com/news/{nid - 800 * (i + 1)}/'
                f'{_slug(x.headline)}" target="_blank">{escape(x.headline)}</a></strong></p>')

    def ad(i: int) -> str:
        return (f'<div class="ad ad--inline  my-4 mx-auto  text-center" data-ad-slot="'
                f'in-article-{i}"><span class="ad__label  text-2  uppercase">Advertisement'
                f'</span><div id="div-gpt-ad-dawn-inarticle-{i}" class="ad__slot"></div></div>')
    parts = body_html(a, block)
    inserts = {k: ad(i) for i, k in enumerate(range(2, len(parts), 4), 1)}
    if len(parts) > 3:
        inserts[3] = read(0)
    if len(parts) > 9:
        inserts[9] = read(1)
    th = {1: "st", 2: "nd", 3: "rd", 21: "st", 22: "nd", 23: "rd", 31: "st"}.get(t.day, "th")
    body = (_after(parts, inserts) + f'<p><em>Published in Dawn, {t:%B} {t.day}{th}, {t.year}'
            '</em></p>')
    url = f"https://www.dawn.com/news/{nid}/{_slug(a.headline)}"
    caption = rng.choice(["A view of the Parliament House in Islamabad.",
                          "Commuters make their way through a flooded street.",
                          "Officials address a press conference on Monday.",
                          "A vendor arranges goods at a market in Karachi."])
    comments = rng.randrange(0, 60)
    popular = _cards(a, 2, 5, lambda k, x: (
        '<article class="story  box  border-b  border-gray-200  py-2"><h2 class="story__title '
        f' text-4  font-bold"><a class="story__link" href="https://www.dawn.com/news/'
        f'{nid - 31 * (k + 1)}">{escape(x.headline)}</a></h2></article>'))
    html = (
        '<div class="container  mx-auto  px-2  sm:px-0"><header class="header  bg-white"><div '
        'class="flex  items-center  justify-between"><a class="logo" href="https://www.dawn.com/'
        '"><img src="https://www.dawn.com/_img/logo.png" alt="DAWN.COM"></a><span class="'
        f'header__date  text-2">{t:%A} {t:%B} {t.day}, {t.year}</span></div><nav class="nav  '
        'border-t  border-b"><ul class="flex">' + _items(DAWN_NAV) + '</ul></nav></header>'
        '<main class="main  flex  flex-wrap"><div class="w-full  sm:w-2/3"><article class="story'
        f'  mb-4  relative" data-id="{nid}"><div class="story__header"><a class="text-2  '
        'uppercase  text-red-600" href="https://www.dawn.com/pakistan">Pakistan</a><h2 class="'
        f'story__title  text-6  sm:text-8  font-bold  font-merriweather"><a class="story__link '
        f' " href="{url}">{escape(a.headline)}</a></h2><div class="story__excerpt  text-4  '
        f'font-georgia">{escape(a.standfirst)}</div><div class="story__byline  text-2  mt-2">'
        f'<span class="story__byline__text"><a class="story__byline__link" href="https://www.'
        f'dawn.com/authors/{rng.randrange(1000, 9999)}/{_slug(a.author)}">{escape(a.author)}'
        '</a></span> <span class="story__time"><span class="timestamp--label">Published'
        f'</span> <span class="timestamp__time"><span class="timestamp--date">{t:%B} {t.day}, '
        f'{t.year}</span></span> <span class="timestamp--label">Updated</span> <span class="'
        f'timestamp--time  timeago" title="{_iso(t, "+05:00")}">about {rng.randrange(2, 9)} '
        'hours ago</span></span></div><div class="social  flex  mt-2"><a class="social__link  '
        'social__link--whatsapp">WhatsApp</a><a class="social__link  social__link--facebook">'
        'Facebook</a><a class="social__link  social__link--twitter">Twitter</a><a class="social'
        '__link  social__link--email">Email</a><a class="social__link  social__link--comments" '
        f'href="#comments">{comments}</a></div></div><div class="story__cover  mt-2"><figure '
        'class="media  media--uneven  w-full"><div class="media__item"><picture><img src="'
        f'https://i.dawn.com/primary/{t:%Y/%m}/{_hash(rng, 13, HEX)}.jpg" alt=""></picture>'
        f'</div><figcaption class="media__caption  text-2">{caption} — Photo: '
        f'{rng.choice(["AFP/File", "Reuters", "APP", "White Star", "Online"])}</figcaption>'
        '</figure></div><div class="story__content  overflow-hidden    text-4  sm:text-4.5     '
        f'   pt-1  mt-1">{body}</div><div class="story__tags"><span>Tags:</span>'
        + "".join(f'<a class="tag" href="https://www.dawn.com/trends/{_slug(x)}">{x}</a>'
                  for x in rng.sample(["Economy", "Politics", "IMF", "Budget", "Karachi",
                                       "Weather"], 2))
        + f'</div></article><section id="comments" class="comments"><h2 class="comments__'
        f'title">Comments ({comments})</h2><p class="comments__closed">Closed</p><p class="'
        'comments__policy">Dawn has a strict comment moderation policy. Comments that are '
        'abusive, personal, incendiary or irrelevant will not be published.</p></section></div>'
        '<aside class="w-full  sm:w-1/3  sm:pl-4"><div class="ad ad--sidebar  text-center">'
        '<span class="ad__label">Advertisement</span></div><section class="box  most-popular">'
        f'<h3 class="box__title">Most Popular</h3>{popular}</section><section class="box  '
        'editorial"><h3 class="box__title">Editorial</h3><article class="story"><h2 class="'
        'story__title"><a class="story__link" href="https://www.dawn.com/news/editorial">'
        'Tax reality</a></h2><div class="story__excerpt">The budget leaves the hard choices for '
        'another day, again.</div></article></section></aside></main><footer class="footer  '
        'bg-gray-100  mt-4"><ul class="flex  flex-wrap">' + _items((
            "About Us", "Contact Us", "Advertise", "Careers", "Terms", "Privacy Policy",
            "Comment Moderation Policy", "Code of Ethics", "Dawn Archive")) + '</ul><p>'
        f'Copyright © {t.year}, Dawn</p><p>Dawn Media Group</p></footer></div>')
    return page(f"{a.headline} - Pakistan - DAWN.COM", og(a, "DAWN.COM") + json_ld(a), html)


# ------------------------------------------------------------ news sites in other languages

SV_MONTHS = ("januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti",
             "september", "oktober", "november", "december")
SVT_NAV = ("Nyheter", "Lokalt", "Sport", "Väder", "SVT Play", "Barnkanalen", "Kontakt")
SVT_SUBNAV = ("Senaste", "Inrikes", "Utrikes", "Ekonomi", "Klimat", "Vetenskap", "Granskning",
              "Kultur", "Opinion", "Snabbkollen", "Lokalt")
SVT_HEADLINES = ("Regeringen föreslår sänkt skatt på bensin och diesel",
                 "SMHI varnar för kraftiga regnskurar i Götaland",
                 "Rekordmånga söker till polisutbildningen i år",
                 "Riksbanken lämnar styrräntan oförändrad",
                 "Tågtrafiken mellan Stockholm och Göteborg tillbaka efter störning",
                 "Ny studie: fler unga läser böcker igen",
                 "Brandrisken hög i stora delar av landet")
SVT_CAPTIONS = ("Arkivbild.", "Bild från platsen.", "Demonstranter i centrala Stockholm.")


def svt(a: Article) -> str:
    """SVT Nyheter, svt.se/nyheter (Swedish furniture; a React front end with nyh_-prefixed
    BEM class names, no ads: a public broadcaster): article.nyh_article with the section
    link, h1.nyh_article__heading, the byline (name, "Reporter"), "Publicerad ... / Uppdaterad
    ..." and the lead video ("Spela upp", the duration, "Se inslaget ..."), the lead paragraph
    (nyh_article__lead), then div.nyh_article-body of bare <p>s and <h2>s with a
    "Fakta: ..." factbox, "Läs också:" links and an inline image ("Foto: TT") between them;
    "Dela", the topic tags, "Mest läst", "Senaste nytt", the footer with the publisher's name
    and the "Vi använder kakor" cookie banner around."""
    rng = _rng("svt", a)
    t = a.published
    heads = list(SVT_HEADLINES)
    rng.shuffle(heads)
    section = rng.choice(["Inrikes", "Utrikes", "Ekonomi", "Vetenskap", "Kultur"])
    aid = _hash(rng, 6, LOWER)

    block = _blocks_as("h2", h=' class="nyh_body__subheading"', quote=' class="nyh_quote"',
                       lists=' class="nyh_list"')
    fact = ('<aside class="nyh_factbox" data-testid="factbox"><h2 class="nyh_factbox__heading">'
            f'Fakta: {rng.choice(["Det här har hänt", "Så gick det till", "Bakgrund"])}</h2><div '
            'class="nyh_factbox__body"><ul><li>Beslutet fattades på tisdagen efter en lång '
            'debatt.</li><li>Förslaget ska nu ut på remiss.</li><li>De nya reglerna väntas träda'
            ' i kraft nästa år.</li></ul><p class="nyh_factbox__source">Källa: TT</p></div>'
            '<button class="nyh_factbox__toggle">Visa mer</button></aside>')

    def read(i: int) -> str:
        h = heads[i]
        return (f'<p class="nyh_read-more"><strong>Läs också:</strong> <a class="nyh_teaser-'
                f'link" href="https://www.svt.se/nyheter/{_slug(section)}/{_slug(h)}">{h}</a></p>')
    inline = ('<figure class="nyh_figure nyh_figure--inline"><img src="https://www.svtstatic.'
              f'se/image/wide/800/{rng.randrange(10**7, 10**8)}/{rng.randrange(10**9)}" alt="">'
              f'<figcaption class="nyh_figure__caption">{rng.choice(SVT_CAPTIONS)} <span '
              'class="nyh_figure__credit">Foto: TT</span></figcaption></figure>')
    parts = body_html(a, block)
    inserts = {2 if len(parts) > 3 else 1: read(0)}
    if len(parts) > 4:
        inserts[4] = fact
    if len(parts) > 7:
        inserts[7] = inline
    if len(parts) > 11:
        inserts[len(parts) - 3] = read(1)
    body = _after(parts, inserts)
    later = _later(t)
    date = f"{t.day} {SV_MONTHS[t.month - 1]} {t.year} {t:%H.%M}"
    popular = "".join(
        f'<li class="nyh_toplist__item"><span class="nyh_toplist__num">{k}</span><a href="https'
        f'://www.svt.se/nyheter/inrikes/{_slug(h)}">{h}</a></li>'
        for k, h in enumerate(heads[2:7], 1))
    latest = "".join(
        f'<li><time>{(t.hour + k) % 24:02d}.{rng.randrange(60):02d}</time> <a href="https://www'
        f'.svt.se/nyheter/snabbkollen/{_slug(h)}">{h}</a></li>' for k, h in enumerate(heads[3:6]))
    html = (
        '<div id="root"><a class="nyh_skip" href="#innehall">Till innehåll</a><header class="'
        'nyh_header"><a class="nyh_header__logo" href="https://www.svt.se/"><svg><title>SVT'
        '</title></svg></a><nav class="nyh_header__nav"><ul>' + _headline_list(SVT_NAV)
        + '</ul></nav><button class="nyh_header__search">Sök</button><a class="nyh_header__'
        'login" href="https://konto.svt.se/">Logga in</a></header><nav class="nyh_subnav"><ul>'
        + _headline_list(SVT_SUBNAV) + '</ul></nav><main id="innehall" class="nyh_main"><article'
        f' class="nyh_article nyh_article--news" data-article-id="{aid}"><div class="nyh_'
        f'article__section"><a href="https://www.svt.se/nyheter/{_slug(section)}/">{section}</a>'
        f'</div><h1 class="nyh_article__heading">{escape(a.headline)}</h1><div class="nyh_'
        'article__meta"><div class="nyh_byline"><img class="nyh_byline__image" src="https://www'
        f'.svtstatic.se/image/square/80/{rng.randrange(10**7)}" alt=""><div><span class="nyh_'
        f'byline__name">{escape(a.author)}</span><span class="nyh_byline__title">Reporter</span>'
        '</div></div><div class="nyh_article__dates"><span>Publicerad <time datetime="'
        f'{_iso(t, "+02:00")}">{date}</time></span><span>Uppdaterad <time datetime="'
        f'{_iso(later, "+02:00")}">{later:%H.%M}</time></span></div></div><figure class="nyh_'
        'article__media nyh_video"><div class="nyh_video__player"><img src="https://www.'
        f'svtstatic.se/image/wide/992/{rng.randrange(10**7, 10**8)}/{rng.randrange(10**9)}" alt'
        '=""><button class="nyh_video__play" aria-label="Spela upp">Spela upp</button><span '
        f'class="nyh_video__duration">{rng.randrange(1, 4)}:{rng.randrange(10, 60)} min</span>'
        '</div><figcaption class="nyh_video__caption">Se inslaget: '
        f'{rng.choice(["SVT:s reporter på plats", "Så påverkas du", "Hör beskedet"])}. <span '
        'class="nyh_figure__credit">Foto: SVT</span></figcaption></figure><div class="nyh_'
        f'article__lead"><p>{escape(a.standfirst)}</p></div><div class="nyh_article-body lp_'
        f'body">{body}</div><div class="nyh_share"><span>Dela</span><button>Facebook</button>'
        '<button>X</button><button>Kopiera länk</button></div><ul class="nyh_tags">'
        + _headline_list((section, "Sverige", "Politik")) + '</ul></article><aside class="nyh_'
        f'aside"><section class="nyh_toplist"><h2>Mest läst</h2><ol>{popular}</ol></section>'
        f'<section class="nyh_latest"><h2>Senaste nytt</h2><ul>{latest}</ul></section></aside>'
        '</main><footer class="nyh_footer"><ul>' + _headline_list((
            "Om SVT", "Kontakta SVT Nyheter", "Tipsa oss", "Frågor och svar", "Tillgänglighet",
            "Om kakor", "Personuppgifter")) + '</ul><p>Ansvarig utgivare för svt.se: Karin '
        f'Bergström</p><p>© Sveriges Television AB {t.year}</p></footer></div><div class="nyh_'
        'cookie-banner" role="dialog"><p><strong>Vi använder kakor (cookies)</strong></p><p>'
        'SVT använder kakor för att webbplatsen ska fungera och för att förbättra din '
        'upplevelse.</p><button>Godkänn alla</button><button>Endast nödvändiga</button></div>')
    return page(f"{a.headline} | SVT Nyheter", og(a, "SVT Nyheter") + json_ld(a), html, "sv")


YLE_NAV = ("Uutiset", "Urheilu", "Areena", "Oppiminen", "Elävä arkisto", "Yle Tunnus")
YLE_SUBNAV = ("Tuoreimmat", "Pääuutiset", "Kotimaa", "Ulkomaat", "Talous", "Politiikka",
              "Kulttuuri", "Tiede", "Luonto", "Terveys", "Selkouutiset", "News in English")
YLE_HEADLINES = ("Hallitus esittää muutoksia asumistukeen", "Sää lämpenee kesäiseksi koko "
                 "maassa", "Inflaatio hidastui huhtikuussa", "Helsingin ratikkaliikenteessä "
                 "häiriö aamulla", "Tutkimus: yhä useampi nuori lukee kirjoja", "Eduskunta "
                 "hyväksyi uuden ilmastolain", "Suomi sijoittui toiseksi MM-kisoissa")


def yle(a: Article) -> str:
    """Yle Uutiset, yle.fi/a/74-... (Finnish furniture; the Next.js site with yle__article BEM
    class names, no ads): article.yle__article with header.yle__article__header (the subject
    link, h1.yle__article__heading--h1, p.yle__article__lead, the header figure with its
    "Kuva: ... / Yle" credit, the authors and the dates "14.5.2024 09:30 • Päivitetty"),
    then section.yle__article__content of p.yle__article__paragraph and
    h2.yle__article__heading--h2 with a "Lue myös" link box and an Areena video embed between
    them; the "Voit keskustella aiheesta ... saakka" comment note, "Aiheet" tags, "Jaa",
    "Luetuimmat" and "Tuoreimmat" and the Yle footer around."""
    rng = _rng("yle", a)
    t = a.published
    heads = list(YLE_HEADLINES)
    rng.shuffle(heads)
    aid = rng.randrange(20_080_000, 20_090_000)
    subject = rng.choice(["Kotimaa", "Ulkomaat", "Talous", "Politiikka", "Tiede"])

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(' class="yle__article__paragraph"')
        if b.tag[0] == "h":
            return (f'<h2 class="yle__article__heading yle__article__heading--h2">{b.html}'
                    '</h2>')
        if b.tag in ("ul", "ol"):
            return _list(b, ' class="yle__article__list"', ' class="yle__article__listitem"')
        if b.tag == "blockquote":
            return _quote(b, ' class="yle__article__quote"', ' class="yle__article__paragraph"')
        return b.markup(' class="yle__article__preformatted"')

    def also(i: int) -> str:
        h = heads[i]
        return ('<aside class="yle__article__related"><h2 class="yle__article__related__title">'
                f'Lue myös</h2><a class="yle__article__related__link" href="https://yle.fi/a/74-'
                f'{aid - 1000 * (i + 1)}"><span>{h}</span></a></aside>')
    areena = ('<figure class="yle__article__figure yle__article__figure--video"><div class="'
              f'yle__article__video" data-areena-id="1-{rng.randrange(60_000_000, 70_000_000)}">'
              '<button class="yle__article__video__play">Katso video</button><span class="yle__'
              f'article__video__duration">{rng.randrange(1, 5)}:{rng.randrange(10, 60)}</span>'
              '</div><figcaption class="yle__article__figure__caption">Video: Yle Areena'
              '</figcaption></figure>')
    parts = body_html(a, block)
    inserts = {3 if len(parts) > 4 else 1: also(0)}
    if len(parts) > 6:
        inserts[6] = areena
    if len(parts) > 12:
        inserts[12] = also(1)
    body = _after(parts, inserts)
    later = _later(t)
    caption, _ = _caption(rng)
    photographer = rng.choice(["Antti Kolppo", "Jari Kovalainen", "Silja Viitala",
                               "Petteri Sopanen"])
    popular = "".join(f'<li><a href="https://yle.fi/a/74-{aid - 37 * k}"><span class="'
                      f'number">{k}</span>{h}</a></li>' for k, h in enumerate(heads[2:7], 1))
    latest = "".join(f'<li><time>{(t.hour + k) % 24:02d}:{rng.randrange(60):02d}</time><a href'
                     f'="https://yle.fi/a/74-{aid + k}">{h}</a></li>'
                     for k, h in enumerate(heads[1:5]))
    html = (
        '<div id="__next"><header class="yle-header"><a class="yle-header__logo" href="https://'
        'yle.fi/"><svg><title>Yle</title></svg></a><nav class="yle-header__nav"><ul>'
        + _headline_list(YLE_NAV) + '</ul></nav><button class="yle-header__search">Hae</button>'
        '<button class="yle-header__menu">Valikko</button></header><nav class="yle-subnav"><ul>'
        + _headline_list(YLE_SUBNAV) + '</ul></nav><main id="main-content"><article class="'
        f'yle__article" data-id="74-{aid}"><header class="yle__article__header"><a class="yle__'
        f'article__subject" href="https://yle.fi/t/18-{rng.randrange(10**5)}/fi">{subject}</a>'
        '<h1 class="yle__article__heading yle__article__heading--h1">'
        f'{escape(a.headline)}</h1><p class="yle__article__lead">{escape(a.standfirst)}</p>'
        '<figure class="yle__article__figure yle__article__figure--header"><div class="yle__'
        f'article__image"><img src="https://images.cdn.yle.fi/image/upload/c_crop,h_1080,w_1920'
        f'/w_1200/39-{rng.randrange(10**8)}{_hash(rng, 12, HEX)}.jpg" alt=""></div><figcaption'
        f' class="yle__article__figure__caption"><span>{escape(caption)}</span> <span class="'
        f'yle__article__figure__credit">Kuva: {photographer} / Yle</span></figcaption></figure>'
        '<div class="yle__article__header__meta"><div class="yle__article__author"><span>'
        f'{escape(a.author)}</span></div><div class="yle__article__date"><time class="yle__'
        f'article__date--published" datetime="{_iso(t, "+03:00")}">{t.day}.{t.month}.{t.year} '
        f'{t:%H:%M}</time> • <span>Päivitetty {later:%H:%M}</span></div></div></header><section '
        f'class="yle__article__content">{body}</section><footer class="yle__article__footer">'
        f'<p class="yle__article__comments">Voit keskustella aiheesta {later.day}.{later.month}.'
        ' kello 23:00 saakka.</p><div class="yle__article__tags"><h2>Aiheet</h2><ul>'
        + _headline_list((subject, "Suomi", rng.choice(["Sää", "Talous", "Eduskunta"])))
        + '</ul></div><div class="yle__article__share"><span>Jaa</span><button>Facebook'
        '</button><button>X</button><button>WhatsApp</button><button>Kopioi linkki</button>'
        '</div></footer></article><aside class="yle-aside"><section class="yle-aside__popular">'
        f'<h2>Luetuimmat</h2><ol>{popular}</ol></section><section class="yle-aside__latest"><h2>'
        f'Tuoreimmat</h2><ul>{latest}</ul></section></aside></main><footer class="yle-footer">'
        '<ul>' + _headline_list(("Yle Uutiset", "Ota yhteyttä", "Anna palautetta", "Tietosuoja",
                                 "Saavutettavuus", "Yle Tunnus", "Evästeasetukset"))
        + '</ul><p>Vastaava päätoimittaja: Jouko Rautio</p><p>© Yleisradio</p></footer></div>')
    return page(f"{a.headline} | Yle Uutiset", og(a, "Yle Uutiset") + json_ld(a), html, "fi")


REP_NAV = ("Politica", "Economia", "Cronaca", "Esteri", "Sport", "Cultura", "Spettacoli",
           "Tecnologia", "Scienze", "Salute", "Green&Blue", "Motori", "Viaggi", "Robinson",
           "Il Venerdì", "D", "Affari&Finanza", "Podcast")
REP_HEADLINES = ("Manovra, il governo cerca le coperture per il taglio del cuneo",
                 "Maltempo al Nord, allerta arancione in Lombardia e Veneto",
                 "Scuola, dal prossimo anno cambia l’esame di maturità",
                 "Inflazione in calo ad aprile, ma il carrello della spesa resta caro",
                 "Roma, chiusa per lavori la linea C della metropolitana",
                 "Serie A, la Juventus batte il Napoli nel finale")


def repubblica(a: Article) -> str:
    """la Repubblica, repubblica.it (Italian furniture; GEDI's story template): article.story
    with div.story__header (the kicker, h1.story__title, div.story__summary, the author "di
    ...", the date "14 maggio 2024 alle 09:30", "3 minuti di lettura", "Ascolta articolo" and
    share), figure.story__media with its "(ansa)" caption, then div.story__content >
    div.story__text#article-body of bare <p>s and <h2>s with adv slots ("Pubblicità"), a
    "Leggi anche" inline article and the newsletter box between them; "Argomenti", the Rep:
    subscription banner, "Le ultime notizie", "I più letti", the GEDI footer and the consent
    wall around."""
    rng = _rng("repubblica", a)
    t = a.published
    heads = list(REP_HEADLINES)
    rng.shuffle(heads)
    section = rng.choice(["politica", "economia", "cronaca", "esteri", "tecnologia"])
    url_id = rng.randrange(422_000_000, 423_000_000)

    block = _blocks_as("h2", h=' class="story__subtitle"', quote=' class="story__quote"')

    def adv(i: int) -> str:
        return (f'<div class="adv adv--middle" id="adv-Middle{i}"><span class="adv__label">'
                f'Pubblicità</span><div id="gpt-middle{i}" class="adv__slot"></div></div>')

    def also(i: int) -> str:
        h = heads[i]
        return ('<div class="inline-article"><span class="inline-article__label">Leggi anche'
                f'</span><a class="inline-article__link" href="https://www.repubblica.it/'
                f'{section}/{t:%Y/%m/%d}/news/{_slug(h)}-{url_id - 500 * (i + 1)}/"><figure><img '
                f'src="https://www.repstatic.it/content/nazionale/img/{t:%Y/%m/%d}/'
                f'{rng.randrange(10**6)}-{_hash(rng, 8, HEX)}.jpg" alt=""></figure><h3 class="'
                f'inline-article__title">{h}</h3></a></div>')
    letter = ('<div class="newsletter-box"><p class="newsletter-box__title">Il Punto, la '
              'newsletter di Repubblica</p><p>Ogni mattina le notizie da non perdere, scelte '
              'dalla redazione.</p><a class="newsletter-box__btn" href="https://www.repubblica.'
              'it/newsletter/">Iscriviti</a></div>')
    parts = body_html(a, block)
    inserts = {k: adv(i) for i, k in enumerate(range(3, len(parts), 5), 1)}
    inserts[2 if len(parts) > 3 else 1] = also(0)
    if len(parts) > 7:
        inserts[7] = letter
    if len(parts) > 12:
        inserts[len(parts) - 2] = also(1)
    body = _after(parts, inserts)
    date = f"{t.day} {IT_MONTHS[t.month - 1]} {t.year} alle {t:%H:%M}"
    caption = rng.choice(["La sede del governo a Palazzo Chigi", "Un momento della "
                          "manifestazione", "Il ministro durante la conferenza stampa",
                          "Turisti in piazza del Duomo"])
    latest = "".join(f'<li><time>{(t.hour - k) % 24:02d}:{rng.randrange(60):02d}</time><a href'
                     f'="https://www.repubblica.it/cronaca/{_slug(h)}/">{h}</a></li>'
                     for k, h in enumerate(heads[1:5]))
    most = "".join(f'<li><span class="num">{k}</span><a href="https://www.repubblica.it/'
                   f'{section}/{_slug(h)}/">{h}</a></li>' for k, h in enumerate(heads[2:6], 1))
    html = (
        '<header class="rep-header"><div class="rep-header__top"><button class="rep-header__'
        'menu">Menu</button><a class="rep-header__logo" href="https://www.repubblica.it/"><svg>'
        '<title>la Repubblica</title></svg></a><a class="rep-header__subscribe" href="https://'
        'abbonati.repubblica.it/">Abbonati</a><a class="rep-header__login">Accedi</a></div><nav '
        'class="rep-header__nav"><ul>' + _headline_list(REP_NAV) + '</ul></nav></header><main '
        'class="main"><article class="story" id="article"><div class="story__header"><p class'
        f'="story__kicker"><a href="https://www.repubblica.it/{section}/">{section.capitalize()}'
        f'</a></p><h1 class="story__title">{escape(a.headline)}</h1><div class="story__summary">'
        f'{escape(a.standfirst)}</div><div class="story__meta"><em class="story__author">di <a '
        f'href="https://www.repubblica.it/autori/{_slug(a.author)}/">{escape(a.author)}</a>'
        f'</em><time class="story__date" datetime="{_iso(t, "+02:00")}">{date}</time><span '
        f'class="story__reading-time">{_minutes(a)} minuti di lettura</span></div><div class="'
        'story__toolbar"><button class="story__listen">Ascolta articolo</button><button>'
        'Condividi</button><button>Facebook</button><button>X</button><button>WhatsApp</button>'
        '</div></div><figure class="story__media"><img src="https://www.repstatic.it/content/'
        f'nazionale/img/{t:%Y/%m/%d}/{rng.randrange(10**6)}-{_hash(rng, 8, HEX)}.jpg" alt="">'
        f'<figcaption class="story__media-caption">{caption} (ansa)</figcaption></figure><div '
        f'class="story__content"><div class="story__text" id="article-body">{body}</div></div>'
        '<div class="story__tags"><span class="story__tags-label">Argomenti</span>' + "".join(
            f'<a href="https://www.repubblica.it/argomenti/{_slug(x)}">{x}</a>'
            for x in rng.sample(["governo", "Giorgia Meloni", "Unione europea", "lavoro",
                                 "clima", "sanità"], 3))
        + '</div><div class="story__rep-banner"><p>Rep: l’informazione che ti serve, ogni '
        'giorno. Abbonati a Repubblica e accedi a tutti i contenuti.</p><a href="https://'
        'abbonati.repubblica.it/">Scopri l’offerta</a></div></article><aside class="sidebar">'
        f'<div class="adv adv--box"><span class="adv__label">Pubblicità</span></div><section '
        f'class="latest"><h2>Le ultime notizie</h2><ul>{latest}</ul></section><section class="'
        f'most-read"><h2>I più letti</h2><ol>{most}</ol></section></aside></main><footer class="'
        'rep-footer"><ul>' + _headline_list(("Abbonati", "Gruppo GEDI", "Redazione", "Scriveteci",
                                             "Pubblicità", "Privacy", "Cookie policy",
                                             "Codice etico")) + '</ul><p>GEDI News Network '
        'S.p.A. - P.Iva 01578251009 - Società soggetta all’attività di direzione e coordinamento '
        'di GEDI Gruppo Editoriale S.p.A.</p></footer><div class="consent-wall" id="iubenda-cs-'
        'banner"><p>Noi e terze parti selezionate utilizziamo cookie o tecnologie simili per '
        'finalità tecniche e, con il tuo consenso, anche per altre finalità.</p><button>Accetta'
        '</button><button>Rifiuta e abbonati</button></div>')
    return page(f"{a.headline} - la Repubblica", og(a, "la Repubblica") + json_ld(a), html,
                "it")


SZ_NAV = ("Politik", "Wirtschaft", "Meinung", "Panorama", "Sport", "München", "Bayern",
          "Kultur", "Leben", "Wissen", "Gesundheit", "Digital", "Reise", "Auto", "SZ Magazin",
          "Stellenmarkt")
SZ_HEADLINES = ("Bundesregierung einigt sich auf Haushaltsentwurf",
                "Wie die Münchner S-Bahn pünktlicher werden soll",
                "Unwetter in Bayern: Keller geflutet, Bahnstrecken gesperrt",
                "Was die neue Grundsteuer für Mieter bedeutet",
                "FC Bayern verliert gegen Leverkusen",
                "Warum immer mehr Menschen auf Fleisch verzichten",
                "Streit um Tempolimit geht in die nächste Runde")


def sueddeutsche(a: Article) -> str:
    """Süddeutsche Zeitung, sueddeutsche.de (German furniture; a React front end with emotion
    class names css-<hash> and data-manual attributes): the header's h2 with the kicker and
    the title spans, the <time> "14. Mai 2024, 9:30 Uhr", the teaserText, the lead figure
    "(Foto: ... /dpa)" and the author line "Von ..."; div[itemprop=articleBody] of
    p[data-manual=paragraph] and h3[data-manual=subheadline] with iqadtile ad slots
    ("Anzeige") and a "Lesen Sie mehr zum Thema" SZ Plus teaser between them, the "Bestens
    informiert mit SZ Plus" line and the URL / Copyright / Quelle lines at its end; the
    comments, "Mehr zum Thema", the SZ footer and the consent layer around."""
    rng = _rng("sueddeutsche", a)
    c = _css(rng)
    t = a.published
    heads = list(SZ_HEADLINES)
    rng.shuffle(heads)
    section = rng.choice(["politik", "wirtschaft", "muenchen", "bayern", "wissen"])
    sid = rng.randrange(6_500_000, 6_700_000)

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(f' data-manual="paragraph" class="{c("p")}"')
        if b.tag[0] == "h":
            return f'<h3 data-manual="subheadline" class="{c("h3")}">{b.html}</h3>'
        if b.tag in ("ul", "ol"):
            return b.markup(f' data-manual="list" class="{c("list")}"')
        if b.tag == "blockquote":
            return _quote(b, f' data-manual="quote" class="{c("quote")}"', f' class="{c("p")}"')
        return b.markup(f' class="{c("pre")}"')

    def ad(i: int) -> str:
        return (f'<div class="{c("ad")} sz-ad-wrapper" data-manual="ad"><span class="'
                f'{c("adlabel")}">Anzeige</span><div id="iqadtile{i + 3}" class="iqdcontainer">'
                '</div></div>')
    more = (f'<aside class="{c("teaserbox")}" data-manual="teaserbox"><p class="{c("tbtitle")}'
            f'">Lesen Sie mehr zum Thema</p><a class="{c("tblink")}" href="https://www.'
            f'sueddeutsche.de/{section}/{_slug(heads[0])}-1.{sid - 1234}"><span class="'
            f'{c("plus")}">SZ Plus</span><span class="{c("tbkicker")}">'
            f'{rng.choice(["Analyse", "Exklusiv", "Kommentar"])}</span><span class="'
            f'{c("tbhead")}">{heads[0]}</span></a></aside>')
    parts = body_html(a, block)
    inserts = {k: ad(i) for i, k in enumerate(range(2, len(parts), 5), 1)}
    if len(parts) > 5:
        inserts[5] = more
    who = rng.choice(["SZ/dpa/mxh", "SZ/dpa/jsa", "SZ/Reuters/kit", "SZ/mane"])
    tail = (f'<p data-manual="paragraph" class="{c("promo")}"><em>Bestens informiert mit SZ '
            'Plus – 4 Wochen kostenlos zur Probe lesen. Jetzt bestellen unter: www.sz.de/szplus-'
            f'testen</em></p><div class="{c("footnotes")}" data-manual="article-footer"><p>URL: '
            f'www.sz.de/1.{sid}</p><p>Copyright: Süddeutsche Zeitung Digitale Medien GmbH / '
            f'Süddeutsche Zeitung GmbH</p><p>Quelle: {who}</p></div>')
    body = _after(parts, inserts) + tail
    date = f"{t.day}. {DE_MONTHS[t.month - 1]} {t.year}, {t.hour}:{t.minute:02d} Uhr"
    caption, photographer = _caption(rng)
    kicker = rng.choice(["Bundestag", "Nahverkehr", "Klimapolitik", "Landtag", "Energie",
                         "Forschung"])
    related = "".join(
        f'<li class="{c("relitem")}"><a href="https://www.sueddeutsche.de/{section}/{_slug(h)}-'
        f'1.{sid - 77 * k}"><span class="{c("relkicker")}">{rng.choice(SZ_NAV[:6])}</span>'
        f'<span class="{c("relhead")}">{h}</span></a></li>' for k, h in enumerate(heads[1:5], 1))
    html = (
        f'<div id="sueddeutsche" class="{c("page")}"><header class="{c("header")}"><a class="'
        f'{c("logo")}" href="https://www.sueddeutsche.de/"><svg><title>Süddeutsche Zeitung'
        f'</title></svg></a><nav class="{c("nav")}"><ul>' + _headline_list(SZ_NAV)
        + f'</ul></nav><a class="{c("abo")}" href="https://abo.sueddeutsche.de/">Abo</a><a '
        f'class="{c("login")}" href="https://id.sueddeutsche.de/login">Anmelden</a></header>'
        f'<main class="{c("main")}"><article class="sz-article {c("article")}" data-manual="'
        f'article"><header class="{c("articleHeader")}" data-manual="header"><h2 class="'
        f'{c("title")}"><span data-manual="kicker" class="{c("kicker")}">{kicker}</span><span '
        f'data-manual="title" class="{c("titleText")}">{escape(a.headline)}</span></h2><time '
        f'class="{c("time")}" datetime="{t:%Y-%m-%d %H:%M:%S}">{date}</time><div data-manual="'
        f'teaserText" class="{c("teaser")}"><p>{escape(a.standfirst)}</p></div></header><figure'
        f' data-manual="image" class="{c("figure")}"><img src="https://www.sueddeutsche.de/'
        f'image/sz.1.{sid + 1}?w=1024&amp;h=576" alt=""><figcaption class="{c("caption")}">'
        f'{escape(caption)} <span class="{c("credit")}">(Foto: {photographer}/dpa)</span>'
        f'</figcaption></figure><p data-manual="author" class="{c("author")}">Von <a href="'
        f'https://www.sueddeutsche.de/autoren/{_slug(a.author)}-1.{rng.randrange(10**6)}">'
        f'{escape(a.author)}</a></p><div itemprop="articleBody" class="{c("body")}">{body}'
        f'</div><div class="{c("share")}"><button>Teilen</button><button>Merken</button><button'
        f'>Drucken</button></div></article><section class="{c("comments")}" data-manual="'
        'comments"><h2>Diskussion</h2><p>Sie können diesen Artikel kommentieren, wenn Sie '
        'angemeldet sind. Bitte beachten Sie unsere Netiquette.</p><button>Kommentare anzeigen'
        f'</button></section><section class="{c("related")}"><h2>Mehr zum Thema</h2><ul>'
        f'{related}</ul></section></main><footer class="{c("footer")}"><ul>' + _headline_list((
            "Kontakt und Impressum", "Datenschutz", "Nutzungsbedingungen", "Cookie-"
            "Einstellungen", "Abo kündigen", "Newsletter", "Mediadaten", "Jobs"))
        + '</ul><p>© Süddeutsche Zeitung GmbH</p></footer></div><div id="sz-consent" class="'
        f'{c("consent")}"><p>Wir nutzen Cookies und andere Technologien, um Ihnen ein optimales '
        'Nutzungserlebnis zu bieten. Alternativ können Sie SZ Plus ohne Werbetracking lesen.'
        '</p><button>Akzeptieren und weiter</button><a href="https://abo.sueddeutsche.de/">'
        'Zum Abo</a></div>')
    return page(f"{kicker}: {a.headline} - {section.capitalize()} - SZ.de",
                og(a, "Süddeutsche.de") + json_ld(a), html, "de")


TS_NAV = ("Startseite", "Inland", "Ausland", "Wirtschaft", "Wissen", "Faktenfinder",
          "Investigativ", "Regional", "Sendungen", "Podcasts", "Liveblog")
TS_HEADLINES = (("Bundestag", "Mehrheit für neues Heizungsgesetz"),
                ("Nahost", "Vermittler setzen Gespräche fort"),
                ("Deutsche Bahn", "Streik im Fernverkehr beendet"),
                ("Wetter", "DWD warnt vor Unwettern im Süden"),
                ("Konjunktur", "Ifo-Index steigt überraschend deutlich"),
                ("EU-Gipfel", "Einigung auf neues Sanktionspaket"))
COLS = "columns twelve  m-ten  m-offset-one l-eight l-offset-two"


def tagesschau(a: Article) -> str:
    """tagesschau.de (German furniture; ARD's article template, no ads): the seitenkopf with
    h1.seitenkopf__headline (topline and headline spans) and the "Stand: 14.05.2024 09:30 Uhr"
    metatextline, then article.container: the bold teaser paragraph and the authorline
    ("Von ..., SWR") first, p.textabsatz and h2.meldung__subhead (each with the grid columns),
    an absatzbild with caption and "Bild: dpa", a "mehr" teaser-absatz and a video
    box between them; "Dieses Thema im Programm", "Mehr zum Thema", "Schlagwörter", the share
    bar and the ARD footer around."""
    rng = _rng("tagesschau", a)
    t = a.published
    heads = list(TS_HEADLINES)
    rng.shuffle(heads)
    ressort = rng.choice(["inland", "ausland", "wirtschaft", "wissen"])
    station = rng.choice(["SWR", "BR", "NDR", "WDR", "MDR", "HR", "ARD-Hauptstadtstudio"])
    topline = rng.choice(["Nach Entscheidung", "Neue Zahlen", "Streit in der Koalition",
                          "Studie", "Analyse"])

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(f' class="textabsatz {COLS}"')
        if b.tag[0] == "h":
            return f'<h2 class="meldung__subhead {COLS}">{b.html}</h2>'
        if b.tag in ("ul", "ol"):
            return _list(b, f' class="liste {COLS}"', ' class="liste__item"')
        if b.tag == "blockquote":
            return _quote(b, f' class="zitat {COLS}"', ' class="zitat__text"')
        return b.markup(f' class="{COLS}"')
    caption = rng.choice(["Blick in den Plenarsaal des Bundestages",
                          "Pendler warten am Hauptbahnhof auf ihren Zug",
                          "Einsatzkräfte am Ort des Geschehens",
                          "Die Parteispitzen bei der Pressekonferenz in Berlin"])
    picture = (f'<div class="absatzbild {COLS}"><div class="absatzbild__media"><picture><img '
               f'class="ts-image" src="https://images.tagesschau.de/image/{uuid.UUID(int=rng.getrandbits(128))}'
               '/AAABj1234567/16x9-960.jpg" alt=""></picture></div><div class="absatzbild__info">'
               f'<p class="absatzbild__info__text">{caption}</p><span class="absatzbild__info__'
               f'copyright">Bild: {rng.choice(["dpa", "picture alliance", "IMAGO", "AFP"])}'
               '</span></div></div>')

    def more(i: int) -> str:
        top, head = heads[i]
        return (f'<div class="teaser-absatz {COLS}"><div class="teaser-absatz__teaserinfo">'
                '<span class="teaser-absatz__label">mehr</span><a class="teaser-absatz__link" '
                f'href="https://www.tagesschau.de/{ressort}/{_slug(head)}-100.html"><span class="'
                f'teaser-absatz__topline">{top}</span><span class="teaser-absatz__headline">'
                f'{head}</span></a></div></div>')
    video = (f'<div class="copytext__video {COLS}"><div class="ts-mediaplayer" data-ts_component'
             '="ts-mediaplayer"><button class="ts-mediaplayer__play">Video abspielen</button>'
             '</div><div class="copytext__video__info"><h3 class="copytext__video__title">'
             f'{heads[2][1]}</h3><p class="copytext__video__details">{station}, '
             f'{t:%d.%m.%Y} {t:%H:%M} Uhr</p></div></div>')
    parts = body_html(a, block)
    inserts = {2 if len(parts) > 3 else 1: picture}
    if len(parts) > 5:
        inserts[5] = more(0)
    if len(parts) > 9:
        inserts[9] = video
    if len(parts) > 14:
        inserts[14] = more(1)
    lead = (f'<p class="textabsatz {COLS}"><strong>{escape(a.standfirst)}</strong></p><div class'
            f'="authorline {COLS}"><div class="authorline__author"><em>Von <a class="authorline'
            f'__link" href="https://www.tagesschau.de/investigativ/{_slug(a.author)}-101.html">'
            f'{escape(a.author)}</a>, {station}</em></div></div>')
    body = lead + _after(parts, inserts)
    related = "".join(
        f'<li class="related__item"><a href="https://www.tagesschau.de/{ressort}/{_slug(h)}-'
        f'10{k}.html"><span class="related__topline">{top}</span><span class="related__'
        f'headline">{h}</span></a></li>' for k, (top, h) in enumerate(heads[1:5]))
    html = (
        '<header id="header" class="header"><div class="header__inner"><a class="header__logo" '
        'href="https://www.tagesschau.de/"><svg><title>tagesschau.de</title></svg></a><nav '
        'class="header__nav"><ul>' + _headline_list(TS_NAV) + '</ul></nav><button class="header'
        '__search">Suche</button></div></header><main id="content" class="content-wrapper"><div'
        ' class="seitenkopf"><div class="seitenkopf__title"><h1 class="seitenkopf__headline">'
        f'<span class="seitenkopf__topline">{topline}</span> <span class="seitenkopf__headline'
        f'--text">{escape(a.headline)}</span></h1><p class="metatextline">Stand: '
        f'{t:%d.%m.%Y} {t:%H:%M} Uhr</p></div></div><article class="container content-wrapper__'
        f'group">{body}<div class="infobox {COLS}"><p class="infobox__text">Dieses Thema im '
        f'Programm: Das Erste, tagesschau, {t.day}. {DE_MONTHS[t.month - 1]} {t.year} um 20:00 '
        f'Uhr</p></div><div class="related {COLS}"><h2 class="related__title">Mehr zum Thema'
        f'</h2><ul>{related}</ul></div><div class="taglist {COLS}"><h2 class="taglist__title">'
        'Schlagwörter</h2><ul class="taglist__list">' + "".join(
            f'<li class="taglist__element"><a class="tag-btn" href="https://www.tagesschau.de/'
            f'thema/{_slug(x)}">{x}</a></li>'
            for x in rng.sample(["Bundesregierung", "Bundestag", "Wirtschaft", "Klima",
                                 "Deutsche Bahn", "EU"], 3))
        + f'</ul></div><div class="sharing {COLS}"><span>Teilen</span><a>Facebook</a><a>X</a>'
        '<a>WhatsApp</a><a>E-Mail</a><a>Link kopieren</a></div></article></main><footer class="'
        'footer"><ul>' + _headline_list(("Impressum", "Datenschutz", "Barrierefreiheit",
                                         "Kontakt", "Über uns", "tagesschau-App", "RSS",
                                         "ARD Mediathek", "Das Erste")) + '</ul><p>© ARD-aktuell'
        f' / tagesschau.de, {t.year}</p></footer>')
    return page(f"{topline}: {a.headline} | tagesschau.de", og(a, "tagesschau.de")
                + json_ld(a), html, "de")


GLOBO_NAV = ("Brasil", "Economia", "Mundo", "Política", "Rio", "Cultura", "Esportes", "Saúde",
             "Opinião", "Blogs", "Ela", "Podcasts", "Ciência", "Epoca")
GLOBO_HEADLINES = ("Dólar fecha em queda com expectativa sobre juros nos EUA",
                   "Chuva forte provoca alagamentos na Zona Norte do Rio",
                   "Governo anuncia novas regras para o Pix",
                   "Copom deve manter a Selic, dizem analistas",
                   "Flamengo vence e assume a liderança do Brasileirão",
                   "Inscrições para o Enem terminam nesta sexta-feira")


def oglobo(a: Article) -> str:
    """O Globo, oglobo.globo.com (Portuguese furniture, Brazil; Globo's "materia" template as
    g1 has it): h1.content-head__title, h2.content-head__subtitle, "Por ... — Rio de Janeiro"
    and the "14/05/2024 09h30 Atualizado há 2 horas" line, then article[itemprop=articleBody]
    with the lead content-media figure ("— Foto: ... / Agência O Globo") and the
    wall protected-content div holding one div.mc-column per block (content-text with
    p.content-text__container, header-two, lists, content-blockquote), the content-ads slots
    ("PUBLICIDADE") and a "Leia mais" box between them; the "Mais recente / Próxima" links,
    the subscription banner, "Mais lidas" and the Editora Globo footer around."""
    rng = _rng("oglobo", a)
    t = a.published
    heads = list(GLOBO_HEADLINES)
    rng.shuffle(heads)
    section = rng.choice(["economia", "brasil", "rio", "politica", "mundo", "saude"])
    counter = iter(range(1, 10**4))

    def column(kind: str, inner: str, weight: int) -> str:
        return (f'<div class="mc-column {kind} active-extra-styles " data-block-type="'
                f'{"unstyled" if kind == "content-text" else kind}" data-block-weight="{weight}"'
                f' data-block-id="{next(counter)}">{inner}</div>')

    def block(b: Block) -> str:
        weight = max(1, len(b.text.split()))
        if b.tag == "p":
            return column("content-text", '<p class="content-text__container " data-track-'
                          f'category="Link no Texto" data-track-links="">{b.html}</p>', weight)
        if b.tag[0] == "h":
            return column("content-intertitle", '<h2 class="content-intertitle__container">'
                          f'{b.html}</h2>', weight)
        if b.tag in ("ul", "ol"):
            kind = "content-unordered-list" if b.tag == "ul" else "content-ordered-list"
            return column(kind, _list(b, f' class="{kind}__container"', ""), weight)
        if b.tag == "blockquote":
            return column("content-blockquote", '<blockquote class="content-blockquote__'
                          f'container"><p>{b.html}</p></blockquote>', weight)
        return column("content-text", b.markup(' class="content-text__container"'), weight)

    def ad(i: int) -> str:
        return (f'<div class="mc-column content-ads"><div class="content-ads__label">'
                f'PUBLICIDADE</div><div id="banner_materia{i}" class="tag-manager-publicidade-'
                'container" data-ad-position="materia"></div></div>')

    def leia(i: int) -> str:
        links = "".join(
            f'<li class="read-more__item"><a href="https://oglobo.globo.com/{section}/noticia/'
            f'{t:%Y/%m/%d}/{_slug(h)}.ghtml">{h}</a></li>' for h in heads[i:i + 2])
        return (f'<div class="mc-column content-read-more"><p class="read-more__title">Leia mais'
                f'</p><ul class="read-more__list">{links}</ul></div>')
    parts = body_html(a, block)
    inserts = {k: ad(i) for i, k in enumerate(range(3, len(parts), 4), 1)}
    inserts[2 if len(parts) > 3 else 1] = leia(0)
    if len(parts) > 10:
        inserts[10] = leia(2)
    caption = rng.choice(["Movimento no centro da cidade", "O presidente durante a cerimônia "
                          "no Palácio do Planalto", "Fachada do Banco Central, em Brasília",
                          "Moradores observam o estrago após o temporal"])
    photographer = rng.choice(["Márcia Foletto", "Brenno Carvalho", "Cristiano Mariz",
                               "Domingos Peixoto"])
    lead = ('<div class="mc-column content-media content-media-image"><figure class="content-'
            'media-figure" itemprop="associatedMedia image"><div class="content-media__'
            'container"><img class="content-media-image__image" src="https://s2-oglobo.glbimg.'
            f'com/{_hash(rng, 28, B64)}=/0x0:4000x2667/984x0/smart/filters:strip_icc()/i.s3.glbimg'
            f'.com/v1/AUTH_da025474c0c44edd99332dddb09cabe8/internal_photos/bs/{t:%Y/%m}/'
            f'{_hash(rng, 10, B64)}.jpg" alt=""></div><figcaption class="content-media__'
            f'description"><span class="content-media__description__caption">{caption}</span> '
            f'— Foto: {photographer} / Agência O Globo</figcaption></figure></div>')
    body = (lead + '<div class="wall protected-content">' + _after(parts, inserts) + '</div>')
    date = f"{t:%d/%m/%Y} {t:%H}h{t:%M}"
    city = rng.choice(["Rio de Janeiro", "São Paulo", "Brasília"])
    prev, nxt = heads[3], heads[4]
    most = "".join(f'<li class="most-read__item"><span>{k}</span><a href="https://oglobo.globo'
                   f'.com/{section}/noticia/{_slug(h)}.ghtml">{h}</a></li>'
                   for k, h in enumerate(heads[1:6], 1))
    html = (
        '<div id="glb-topo" class="header-oglobo"><div class="header-oglobo__bar"><button class'
        '="header-oglobo__menu">MENU</button><a class="header-oglobo__logo" href="https://oglobo'
        '.globo.com/"><svg><title>O Globo</title></svg></a><a class="header-oglobo__assine" '
        'href="https://assinatura.oglobo.globo.com/">Assine</a><a class="header-oglobo__entrar">'
        'Entrar</a></div><nav class="header-oglobo__nav"><ul>' + _headline_list(GLOBO_NAV)
        + '</ul></nav></div><main class="mc-body theme"><div class="mc-article-header"><div '
        f'class="content-head"><div class="content-head__section"><a href="https://oglobo.globo'
        f'.com/{section}/">{section.capitalize()}</a></div><div class="title"><h1 class="'
        f'content-head__title" itemprop="headline">{escape(a.headline)}</h1></div><div class="'
        'medium-centered subtitle"><h2 class="content-head__subtitle" itemprop="alternative'
        f'Headline">{escape(a.standfirst)}</h2></div></div><div class="content-publication-data'
        f'"><div class="content-publication-data__text"><p class="content-publication-data__from'
        f'" title="Por {escape(a.author)} — {city}">Por <a href="https://oglobo.globo.com/autores'
        f'/{_slug(a.author)}/">{escape(a.author)}</a> — {city}</p><p class="content-publication'
        f'-data__updated"><time itemprop="datePublished" datetime="{_iso(t, ".000Z")}">{date}'
        f'</time>  Atualizado há {rng.randrange(1, 9)} horas</p></div><div class="content-'
        'share"><a class="content-share__item--facebook">Facebook</a><a class="content-share__'
        'item--twitter">X</a><a class="content-share__item--whatsapp">WhatsApp</a><a class="'
        'content-share__item--presente">Presentear matéria</a></div></div></div><article '
        f'itemprop="articleBody">{body}</article><div class="mc-read-more-wrapper"><a class="'
        f'mc-read-more__prev" href="https://oglobo.globo.com/{section}/noticia/{_slug(prev)}.'
        f'ghtml"><span>Mais recente</span> {prev}</a><a class="mc-read-more__next" href="https:/'
        f'/oglobo.globo.com/{section}/noticia/{_slug(nxt)}.ghtml"><span>Próxima</span> {nxt}'
        '</a></div><div class="paywall-banner"><p class="paywall-banner__title">Assine O Globo '
        'por R$ 1,90 no primeiro mês</p><p>Acesso ilimitado ao site, app e edição digital.</p>'
        '<a href="https://assinatura.oglobo.globo.com/">Assine agora</a></div><section class="'
        f'most-read"><h2 class="most-read__title">Mais lidas no Globo</h2><ol>{most}</ol>'
        '</section></main><footer class="footer-oglobo"><ul>' + _headline_list((
            "Fale conosco", "Expediente", "Anuncie", "Princípios editoriais", "Política de "
            "privacidade", "Termos de uso", "Minha conta")) + f'</ul><p>© 1996 - {t.year}. '
        'Todos direitos reservados a Editora Globo S/A. Este material não pode ser publicado, '
        'transmitido por broadcast, reescrito ou redistribuído sem autorização.</p></footer>')
    return page(f"{a.headline} | {section.capitalize()} | O Globo", og(a, "O Globo")
                + json_ld(a), html, "pt-BR")


ID_DAYS = ("Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu", "Minggu")
ID_MONTHS = ("Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus",
             "September", "Oktober", "November", "Desember")
DETIK_NAV = ("detikNews", "detikEdu", "detikFinance", "detikHot", "detikInet", "detikSport",
             "detikOto", "detikTravel", "detikFood", "detikHealth", "Wolipop", "20Detik")
DETIK_SUBNAV = ("Berita", "Daerah", "Internasional", "Kolom", "Hukum", "Pemilu", "Foto",
                "Video", "Infografis", "Jabodetabek")
DETIK_HEADLINES = ("Polisi Tetapkan 3 Tersangka Kasus Pengeroyokan di Jaksel",
                   "Jadwal Ganjil Genap Jakarta Hari Ini, Cek Lokasinya",
                   "KPU Umumkan Tahapan Pilkada Serentak 2024",
                   "Cuaca Jabodetabek Hari Ini: Hujan Ringan di Sore Hari",
                   "Harga BBM Pertamina Turun Mulai Hari Ini",
                   "Menko Polhukam Gelar Rapat Bahas Keamanan Mudik")
DETIK_EDITORS = ("rdp/imk", "knv/dhn", "haf/haf", "whn/fas", "dek/zap", "aik/aud")


def detik(a: Article) -> str:
    """detikNews, news.detik.com (Indonesian furniture): article.detail with the breadcrumb,
    h1.detail__title, div.detail__author ("... - detikNews"), div.detail__date ("Selasa, 14
    Mei 2024 09:30 WIB") and the detail__media figure ("Foto: ... (.../detikcom)"), then
    div.detail__body-text.itp_bodycontent of bare <p>s (the first with the bold "Jakarta -"
    dateline) with table.linksisip "Baca juga:" links, the scroll-page ad ("ADVERTISEMENT" /
    "SCROLL TO CONTINUE WITH CONTENT") and a "Simak Video" embed between them, and the bold
    editor initials "(rdp/imk)" at its end; the tags, "Berita Terkait", the comment box,
    "Berita Terpopuler" and the detikcom footer around."""
    rng = _rng("detik", a)
    t = a.published
    heads = list(DETIK_HEADLINES)
    rng.shuffle(heads)
    did = rng.randrange(7_300_000, 7_400_000)
    first = _first_p(a)
    city = rng.choice(["Jakarta", "Bandung", "Surabaya", "Medan", "Semarang"])
    block = _datelined(a, f"<strong>{city}</strong> - ")

    def baca(i: int) -> str:
        h = heads[i]
        return ('<table class="linksisip"><tbody><tr><td><div class="lihatjg"><strong>Baca '
                f'juga:</strong><a href="https://news.detik.com/berita/d-{did - 999 * (i + 1)}/'
                f'{_slug(h)}" onclick="_pt(this, \'baca juga\', \'link baca juga\')">{h}</a>'
                '</div></td></tr></tbody></table>')
    scroll = ('<div class="parallaxindetail scrollpage"><div class="ads-scrollpage-container">'
              '<div class="ads-scrollpage-top"><span class="ads-scrollpage-info">ADVERTISEMENT'
              '</span></div><div class="ads-scrollpage-height"><div class="ads-scrollpage-box">'
              f'<div id="div-gpt-ad-{rng.randrange(10**12, 10**13)}-0"></div></div></div><div '
              'class="ads-scrollpage-bottom"><span class="ads-scrollpage-info">SCROLL TO '
              'CONTINUE WITH CONTENT</span></div></div></div>')
    video = ('<div class="sisip_embed_sosmed"><div class="embedvideo"><p><strong>Simak Video '
             f'"{heads[3]}"</strong></p><iframe src="https://20.detik.com/embed/{t:%y%m%d}'
             f'{rng.randrange(100, 999)}/?smartautoplay=true" width="100%" height="380" '
             'frameborder="0" allowfullscreen></iframe><p>[Gambas:Video 20detik]</p></div></div>')
    parts = body_html(a, block)
    inserts = {first + 1 if 0 <= first < len(parts) - 1 else 1: baca(0)}
    if len(parts) > 3:
        inserts[3] = scroll
    if len(parts) > 6:
        inserts[6] = baca(1)
    if len(parts) > 10:
        inserts[len(parts) - 2] = video
    body = _after(parts, inserts) + f'<strong>({rng.choice(DETIK_EDITORS)})</strong>'
    date = f"{ID_DAYS[t.weekday()]}, {t.day} {ID_MONTHS[t.month - 1]} {t.year} {t:%H:%M} WIB"
    caption = rng.choice(["Ilustrasi", "Suasana di lokasi kejadian", "Gedung DPR RI",
                          "Petugas berjaga di lokasi"])
    photographer = rng.choice(["Pradita Utama", "Rifkianto Nugroho", "Andhika Prasetia",
                               "Grandyos Zafna"])
    related = "".join(
        f'<article class="list-content__item"><h3 class="media__title"><a class="media__link" '
        f'href="https://news.detik.com/berita/d-{did - 41 * k}/{_slug(h)}">{h}</a></h3><div '
        f'class="media__date"><span>{k} jam yang lalu</span></div></article>'
        for k, h in enumerate(heads[1:4], 1))
    popular = "".join(
        f'<article class="list-content__item"><span class="text-list__num">#{k}</span><h3 class'
        f'="media__title"><a class="media__link" href="https://news.detik.com/berita/d-'
        f'{did - 7 * k}/{_slug(h)}">{h}</a></h3></article>' for k, h in enumerate(heads[2:6], 1))
    html = (
        '<header class="header"><div class="header__top"><a class="logo" href="https://www.'
        'detik.com/"><img src="https://cdn.detik.net.id/detik2/images/logo.svg" alt="detikcom">'
        '</a><ul class="nav nav--channel">' + _headline_list(DETIK_NAV, ' class="nav__item"')
        + '</ul><div class="header__login"><a class="btn btn--login">Masuk</a><a class="btn '
        'btn--register">Daftar</a></div></div><nav class="header__nav"><a class="logo-channel" '
        'href="https://news.detik.com/">detikNews</a><ul class="nav">'
        + _headline_list(DETIK_SUBNAV, ' class="nav__item"') + '</ul></nav></header><div class='
        '"container"><div class="grid-row content__bg"><div class="column-8"><article class="'
        'detail" data-v-detail="1"><div class="detail__header"><div class="page__breadcrumb">'
        '<a href="https://news.detik.com/">detikNews</a><a href="https://news.detik.com/berita">'
        f'Berita</a></div><h1 class="detail__title">{escape(a.headline)}</h1><div class="detail'
        f'__author">{escape(a.author)} - detikNews</div><div class="detail__date">{date}</div>'
        '<div class="detail__share"><span>Bagikan</span><a class="icon-fb">Facebook</a><a '
        'class="icon-tw">X</a><a class="icon-wa">WhatsApp</a><a class="icon-copy">Salin Link'
        f'</a><a class="detail__komentar" href="#comm1">{rng.randrange(0, 80)} komentar</a>'
        '</div></div><div class="detail__media"><figure class="detail__media-image"><img class="'
        f'p_img_zoomin img-zoomin" src="https://akcdn.detik.net.id/community/media/visual/'
        f'{t:%Y/%m/%d}/{_slug(caption)}_169.jpeg?w=700&amp;q=90" alt="{caption}"><figcaption '
        f'class="detail__media-caption">Foto: {caption} ({photographer}/detikcom)</figcaption>'
        '</figure></div><div class="detail__body itp_bodycontent_wrapper"><div class="detail__'
        f'body-text itp_bodycontent">{body}</div><div class="detail__body-tag mgt-16"><div '
        'class="nav">' + "".join(
            f'<a class="nav__item" href="https://www.detik.com/tag/{_slug(x)}">{x}</a>'
            for x in rng.sample(["jakarta", "polisi", "pemilu 2024", "dpr", "cuaca"], 3))
        + '</div></div></div></article><div class="list-content" id="berita-terkait"><h2 class'
        f'="title">Berita Terkait</h2>{related}</div><div id="comm1" class="komentar-box"><h2 '
        'class="title">Komentar</h2><p>Tulis komentar Anda... Silakan masuk untuk berkomentar.'
        '</p></div></div><div class="column-4"><div class="box cb-mostpop"><h2 class="title">'
        f'Berita Terpopuler</h2>{popular}</div><div class="ads-box"><span>ADVERTISEMENT</span>'
        '</div></div></div></div><footer class="footer"><ul class="footer__nav">'
        + _headline_list(("Redaksi", "Pedoman Media Siber", "Karir", "Kotak Pos", "Media "
                          "Partner", "Info Iklan", "Privacy Policy", "Disclaimer"))
        + f'</ul><p>Copyright @ {t.year} detikcom. All right reserved</p></footer>')
    return page(f"{a.headline}", og(a, "detiknews") + json_ld(a), html, "id")


MAINICHI_NAV = ("速報", "ニュース", "政治", "経済", "国際", "社会", "スポーツ", "エンタメ",
                "科学", "ライフ", "オピニオン", "地域", "写真", "動画", "ランキング")
MAINICHI_HEADLINES = ("衆院補選　投票率は過去最低に", "円相場　一時１ドル＝１５５円台に",
                      "首相、物価高対策で追加策を指示", "大谷翔平が今季１０号本塁打",
                      "関東で真夏日　熱中症に警戒を", "ＪＲ東海、新型車両を公開",
                      "能登地震　仮設住宅の入居始まる")
MAINICHI_REPORTERS = ("山田太郎", "佐藤花子", "鈴木一郎", "高橋美咲", "田中健")


def mainichi(a: Article) -> str:
    """Mainichi Shimbun, mainichi.jp/articles/20240514/k00/00m/... (Japanese furniture): the
    articledetail head (h1.title-page, ul.articletag-date with "毎日新聞" and the
    "2024/5/14 09:30（最終更新 5/14 10:15）" dates, the 有料記事 label and the character
    count), the share buttons and the lead figure ("＝...撮影"), then
    section#articledetail-body[itemprop=articleBody] of <p>s opening with a full-width space
    (subheads as <h2>s), the in-read ad ("広告"), the paid-article notice
    ("この記事は有料記事です。残り...文字（全文...文字）") with the rest of the text after it,
    and the reporter's 【name】 at its end; "あわせて読みたい", the ranking and the
    毎日新聞社 footer around."""
    rng = _rng("mainichi", a)
    t = a.published
    heads = list(MAINICHI_HEADLINES)
    rng.shuffle(heads)
    reporter = rng.choice(MAINICHI_REPORTERS)
    path = f"{t:%Y%m%d}/k00/00m/{rng.choice(['010', '020', '030', '040'])}/" \
        f"{rng.randrange(100, 999)}000c"

    def block(b: Block) -> str:
        if b.tag == "p":
            return f"<p>\u3000{b.html}</p>"
        if b.tag[0] == "h":
            return f'<h2 class="midashi">{b.html}</h2>'
        if b.tag == "blockquote":
            return _quote(b)
        return b.markup()
    total = sum(len(b.text) for b in a.blocks)
    parts = body_html(a, block)
    free = 2 if len(parts) > 3 else 1
    shown = sum(len(b.text) for b in a.blocks[:free])
    wall = ('<div class="articledetail-paywall" data-paywall="mainichi"><p class="paywall-'
            f'notice">この記事は有料記事です。</p><p class="paywall-count">残り{total - shown}'
            f'文字（全文{total}文字）</p><p>有料会員になると続きをお読みいただけます。</p><a '
            'class="paywall-btn" href="https://mainichi.jp/info/plan/">ご登録から1カ月間は99円'
            '</a><a class="paywall-login" href="https://mainichi.jp/auth/login">ログイン</a>'
            '</div>')
    ad = ('<div class="ad-articledetail-inread"><p class="ad-label">広告</p><div id="'
          f'div-gpt-ad-mainichi-inread-{rng.randrange(10**4)}"></div></div>')
    rest = parts[free:]
    locked = ""
    if rest:
        locked = (wall + '<div class="articledetail-paywall-body">'
                  + _after(rest, {2 if len(rest) > 3 else 1: ad}) + '</div>')
    body = "".join(parts[:free]) + locked + f'<p class="articledetail-author">【{reporter}】</p>'
    later = _later(t)
    caption = rng.choice(["記者会見する首相＝首相官邸で", "大勢の人でにぎわう駅前＝東京都内で",
                          "国会議事堂＝東京都千代田区で"])
    read_also = "".join(
        f'<li class="articlelist-item"><a href="https://mainichi.jp/articles/{t:%Y%m%d}/k00/'
        f'00m/010/{rng.randrange(100, 999)}000c"><div class="articlelist-detail"><h3 class="'
        f'articlelist-title">{h}</h3><span class="articletag-date">{t.month}/{t.day} {k + 8}:'
        f'{rng.randrange(60):02d}</span></div></a></li>' for k, h in enumerate(heads[:4]))
    ranking = "".join(
        f'<li class="rankinglist-item"><span class="rankinglist-num">{k}</span><a href="https://'
        f'mainichi.jp/articles/{t:%Y%m%d}/k00/00m/040/{rng.randrange(100, 999)}000c">{h}</a>'
        '</li>' for k, h in enumerate(heads[2:7], 1))
    html = (
        '<header class="header"><div class="header-inner"><a class="header-logo" href="https://'
        'mainichi.jp/"><img src="https://cdn.mainichi.jp/vol1/images/icon/logo.svg" alt="毎日'
        '新聞"></a><div class="header-member"><a class="header-login">ログイン</a><a class="'
        'header-register">会員登録</a><a class="header-premium" href="https://mainichi.jp/info/'
        'plan/">有料会員になる</a></div></div><nav class="header-nav"><ul>'
        + _headline_list(MAINICHI_NAV) + '</ul></nav></header><main class="main"><div class="'
        'main-contents"><article class="articledetail"><div class="articledetail-head"><h1 '
        f'class="title-page">{escape(a.headline)}</h1><div class="articletag"><ul class="'
        f'articletag-date"><li>毎日新聞</li><li><time datetime="{_iso(t, "+09:00")}">{t.year}/'
        f'{t.month}/{t.day} {t:%H:%M}</time></li><li>（最終更新 {later.month}/{later.day} '
        f'{later:%H:%M}）</li></ul><p class="articletag-type">有料記事</p><p class="articletag-'
        f'count">{total}文字</p></div><ul class="articledetail-sns">' + "".join(
            f'<li><a class="sns-{x}">{y}</a></li>' for x, y in (
                ("facebook", "Facebook"), ("x", "X"), ("line", "LINE"), ("hatena", "はてな"),
                ("clip", "クリップ"), ("print", "印刷"))) + '</ul><figure class="articledetail-'
        f'image"><img src="https://cdn.mainichi.jp/vol1/{t:%Y/%m/%d}/{t:%Y%m%d}k0000m'
        f'{rng.randrange(10**5, 10**6)}000p/9.jpg" alt=""><figcaption>{caption}{t.year}年'
        f'{t.month}月{t.day}日、{reporter}撮影</figcaption></figure></div><section id="'
        'articledetail-body" class="articledetail-body" itemprop="articleBody">'
        f'{body}</section></article><section class="articlelist"><h2 class="articlelist-'
        f'heading">あわせて読みたい</h2><ul>{read_also}</ul></section></div><aside class="main-'
        'side"><div class="ad-side"><p class="ad-label">広告</p></div><section class="ranking">'
        '<h2 class="ranking-heading">アクセスランキング</h2><div class="ranking-tab"><span>'
        f'現在</span><span>昨日</span><span>SNS</span></div><ol class="rankinglist">{ranking}'
        '</ol></section></aside></main><footer class="footer"><ul>' + _headline_list((
            "毎日新聞社について", "お問い合わせ", "著作権", "個人情報", "利用規約", "広告掲載",
            "サイトマップ")) + '</ul><p>Copyright THE MAINICHI NEWSPAPERS. All rights '
        'reserved.</p></footer>')
    head = f'<link rel="canonical" href="https://mainichi.jp/articles/{path}">'
    return page(f"{a.headline} | 毎日新聞", head + og(a, "毎日新聞") + json_ld(a), html, "ja")


YONHAP_NAV = ("최신기사", "정치", "북한", "경제", "마켓+", "산업", "사회", "전국", "세계",
              "문화", "건강", "연예", "스포츠", "오피니언", "사람들", "포토", "영상")
YONHAP_HEADLINES = ("기준금리 동결…한은 \"물가 둔화 확신 아직\"", "서울 아침 최저 12도…"
                    "낮엔 초여름 더위", "정부, 반도체 지원에 26조 투입", "프로야구 LG, 연장 "
                    "끝에 역전승", "의대 증원 확정…내년 입시 일정 발표", "수출 7개월 연속 "
                    "증가…무역수지 흑자")
YONHAP_REPORTERS = ("김민수", "이지현", "박성진", "최유나", "정다은")


def yonhap(a: Article) -> str:
    """Yonhap News Agency, yna.co.kr/view/AKR... (Korean furniture): div.content03 with
    header.title-article01 (the section, h1.tit, "송고2024-05-14 09:30"), the writer-zone
    ("... 기자") and the share/font/print tools, then article.story-news of bare <p>s (the
    first with the "(서울=연합뉴스) ... 기자 = " dateline), a photo-group figure with its
    "[연합뉴스 자료사진]" caption and an ad-box between them, the reporter's e-mail and
    p.txt-copyright ("제보는 카카오톡 okjebo", 저작권자(c) 연합뉴스 ...) at its end; the
    related-zone ("관련 뉴스"), the reactions, "핫뉴스", "많이 본 뉴스" and the footer
    around."""
    rng = _rng("yonhap", a)
    t = a.published
    heads = list(YONHAP_HEADLINES)
    rng.shuffle(heads)
    reporter = rng.choice(YONHAP_REPORTERS)
    mail = rng.choice(["mskim", "jhlee", "sjpark", "ynchoi", "dejung"])
    city = rng.choice(["서울", "세종", "부산", "워싱턴", "베이징"])
    aid = f"AKR{t:%Y%m%d}{rng.randrange(10**5, 10**6)}00{rng.choice(['1', '2', '3', '9'])}"
    section, path = rng.choice((("경제", "economy"), ("정치", "politics"), ("사회", "society"),
                                ("세계", "international"), ("산업", "industry")))
    block = _datelined(a, f"({city}=연합뉴스) {reporter} 기자 = ", ' class="sub-tit"')
    caption = rng.choice(["국회 본회의장 모습", "서울 시내 한 대형마트", "기자회견 하는 "
                          "관계자들", "인천국제공항 출국장"])
    photo = ('<div class="comp-box photo-group"><figure class="img-con"><span class="img"><img '
             f'src="https://img{rng.randrange(1, 9)}.yna.co.kr/photo/yna/YH/{t:%Y/%m/%d}/PYH'
             f'{t:%Y%m%d}{rng.randrange(10**5, 10**6)}00013_P4.jpg" alt="{caption}"></span>'
             f'<figcaption class="desc-con"><p class="txt-desc">{caption} [연합뉴스 자료사진]'
             '</p></figcaption></figure></div>')
    ad = ('<div class="comp-box ad-box ad-type01"><span class="ad-txt">광고</span><div id="'
          f'div-gpt-ad-{rng.randrange(10**12, 10**13)}-0"></div></div>')
    parts = body_html(a, block)
    inserts = {1: photo}
    if len(parts) > 3:
        inserts[3] = ad
    if len(parts) > 9:
        inserts[9] = ad.replace("ad-type01", "ad-type02")
    body = (_after(parts, inserts) + f'<p>{mail}@yna.co.kr</p><p class="txt-copyright adrs">'
            '제보는 카카오톡 okjebo<br>&lt;저작권자(c) 연합뉴스, 무단 전재-재배포, AI 학습 및 활용 '
            f'금지&gt;<br>{t:%Y/%m/%d %H:%M} 송고</p>')
    related = "".join(
        f'<li><a href="https://www.yna.co.kr/view/AKR{t:%Y%m%d}{rng.randrange(10**5, 10**6)}001'
        f'">{escape(h)}</a></li>' for h in heads[:3])
    hot = "".join(f'<li><a href="https://www.yna.co.kr/view/AKR{t:%Y%m%d}'
                  f'{rng.randrange(10**5, 10**6)}005"><strong class="tit">{escape(h)}</strong>'
                  '</a></li>' for h in heads[2:5])
    most = "".join(f'<li><span class="num">{k}</span><a href="https://www.yna.co.kr/view/AKR'
                   f'{t:%Y%m%d}{rng.randrange(10**5, 10**6)}003">{escape(h)}</a></li>'
                   for k, h in enumerate(heads[1:6], 1))
    html = (
        '<header id="header" class="header01"><div class="header-inner"><h2 class="logo"><a '
        'href="https://www.yna.co.kr/">연합뉴스</a></h2><nav class="gnb"><ul>'
        + _headline_list(YONHAP_NAV) + '</ul></nav><div class="util"><a>로그인</a><a>'
        'English</a><a>검색</a></div></div></header><div id="container"><div class="container">'
        f'<div class="content03" data-cid="{aid}"><header class="title-article01"><p class="'
        f'tit-sub"><a href="https://www.yna.co.kr/{path}/all">{section}'
        f'</a></p><h1 class="tit">{escape(a.headline)}</h1><p class="update-time" data-'
        f'published-time="{t:%Y-%m-%d %H:%M}">송고{t:%Y-%m-%d %H:%M}</p></header><div class="'
        f'writer-zone01"><strong class="tit-name"><a href="https://www.yna.co.kr/reporter/{mail}'
        f'">{reporter}</a> 기자</strong><a class="btn-subscribe">구독</a></div><div class="'
        'share-zone"><button class="btn-share">공유</button><button class="btn-reply">댓글'
        '</button><button class="btn-font">글씨크기 조정하기</button><button class="btn-print">'
        f'인쇄</button></div><article class="story-news article">{body}</article><div class="'
        f'related-zone rel"><strong class="tit">관련 뉴스</strong><ul class="list">{related}</ul>'
        '</div><div class="emotion-zone"><p class="tit">이 기사에 대한 의견</p><ul>' + "".join(
            f'<li><button>{x}</button><span>{rng.randrange(40)}</span></li>'
            for x in ("좋아요", "슬퍼요", "화나요", "후속요청")) + '</ul></div></div><aside '
        'class="aside"><section class="box-hotnews"><h2 class="title">핫뉴스</h2><ul>'
        f'{hot}</ul></section><section class="box-most"><h2 class="title">많이 본 뉴스</h2><ol>'
        f'{most}</ol></section></aside></div></div><footer id="footer" class="footer01"><ul>'
        + _headline_list(("회사소개", "고객센터", "기사제보", "이용약관", "개인정보처리방침",
                          "청소년보호정책", "윤리강령")) + '</ul><p>(주)연합뉴스 서울특별시 '
        '종로구 율곡로2길 25 등록번호 문화, 나00009</p><p>Copyright Yonhapnews Agency. All '
        'rights reserved.</p></footer>')
    return page(f"{a.headline} | 연합뉴스", og(a, "연합뉴스") + json_ld(a), html, "ko")


# ----------------------------------------------------------------------- Chinese platforms

NETEASE_NAV = ("新闻", "国内", "国际", "独家", "军事", "财经", "科技", "体育", "娱乐", "时尚",
               "汽车", "房产", "航空", "健康")
NETEASE_HEADLINES = ("多地发布高温预警，这些地区需注意防暑", "新能源车下乡活动正式启动",
                     "央行：继续实施稳健的货币政策", "今年前4个月外贸进出口同比增长",
                     "国产大飞机C919开通新航线", "教育部：严禁以任何形式举办重点班",
                     "5月起一批新规施行", "多家银行下调存款利率")
NETEASE_SOURCES = ("澎湃新闻", "新京报", "央视新闻", "中国新闻网", "环球时报", "红星新闻")
NETEASE_EDITORS = ("王晓_NN1234", "李明_NF5678", "张丽_NBJ2345", "陈静_NQ7890")


def netease_163(a: Article) -> str:
    """网易新闻, www.163.com/news/article/<id>.html (Chinese furniture and articles): the
    NetEase top bar and channel nav, div.post_main with the post_crumb (网易首页 > 新闻中心 >
    ... > 正文), h1.post_title, div.post_info (the time, 来源, 举报, the 跟贴 count), then
    div.post_body of <p>s each with an id of its own (subheads as bold paragraphs), a
    p.f_center picture with its caption paragraph and an in-article ad between them; the
    post_author (本文来源 / 责任编辑) or the 网易号 特别声明, 相关推荐, the 跟贴 area
    ("文明上网理性发言"), the sidebar's 热点新闻 and 网易号推荐 and the NetEase footer
    around."""
    rng = _rng("netease-163", a)
    t = a.published
    heads = list(NETEASE_HEADLINES)
    rng.shuffle(heads)
    docid = _hash(rng, 8, UPPER) + "0001899" + _hash(rng, 1, UPPER)
    source = rng.choice(NETEASE_SOURCES)
    editor = rng.choice(NETEASE_EDITORS)
    channel = rng.choice(["国内新闻", "国际新闻", "社会新闻", "科技", "财经"])

    def pid() -> str:
        return _hash(rng, 8, UPPER)

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(f' id="{pid()}"')
        if b.tag[0] == "h":
            return f'<p id="{pid()}"><strong>{b.html}</strong></p>'
        if b.tag == "blockquote":
            return _quote(b, "", f' id="{pid()}"')
        return b.markup()
    picture = (f'<p class="f_center"><img src="https://nimg.ws.126.net/?url=http%3A%2F%2Fdingyue'
               f'.ws.126.net%2F{t:%Y%%2F%m%d}%2F{_hash(rng, 8, HEX)}j00{_hash(rng, 6, LOWER)}.jpg'
               '&amp;thumbnail=660x2147483647&amp;quality=80&amp;type=jpg" alt="" '
               'onload="this.removeAttribute(\'class\')"><br></p><p class="f_center">'
               f'{rng.choice(["资料图", "图源：视觉中国", "图片来源：网络"])}</p>')
    ad = (f'<div class="post_body_ad" id="js-article-inner-ad-{rng.randrange(100)}"><span '
          'class="ad_label">广告</span><div class="ad_content"></div></div>')
    parts = body_html(a, block)
    inserts = {2 if len(parts) > 3 else 1: picture}
    if len(parts) > 6:
        inserts[6] = ad
    body = _after(parts, inserts)
    tie = rng.randrange(0, 5000)
    if rng.random() < 0.5:
        signed = (f'<div class="post_author"><a href="https://news.163.com/"><img src="https://'
                  'static.ws.126.net/cnews/css13/img/end_news.png" alt="" width="13" height="12"'
                  f' class="icon"></a>本文来源：{source}<br>责任编辑：<span>{editor}</span></div>')
    else:
        signed = ('<div class="post_statement"><span class="bg"></span>特别声明：以上内容(如有图'
                  '片或视频亦包括在内)为自媒体平台“网易号”用户上传并发布，本平台仅提供信息存储'
                  '服务。<p>Notice: The content above (including the pictures and videos if any) '
                  'is uploaded and posted by a user of NetEase Hao, which is a social media '
                  'platform and only provides information storage services.</p></div>')
    recommends = "".join(
        f'<div class="post_recommend"><a class="post_recommend_img" href="https://www.163.com/'
        f'dy/article/{_hash(rng, 16, UPPER)}.html"><img src="https://nimg.ws.126.net/?url={k}.'
        'jpg&amp;thumbnail=140y88" alt=""></a><div class="post_recommend_info"><h3 class="'
        f'post_recommend_title"><a href="https://www.163.com/dy/article/{_hash(rng, 16, UPPER)}'
        f'.html">{h}</a></h3><p class="post_recommend_time">{rng.choice(NETEASE_SOURCES)} '
        f'{k}小时前</p></div></div>' for k, h in enumerate(heads[:4], 1))
    hot = "".join(f'<li><em class="num">{k}</em><a href="https://www.163.com/news/article/'
                  f'{_hash(rng, 16, UPPER)}.html">{h}</a></li>'
                  for k, h in enumerate(heads[3:8], 1))
    html = (
        '<div class="ntes_nav_wrap" id="js_N_NTES_wrap"><div class="ntes-nav" id="js_N_nav">'
        '<div class="ntes-nav-main clearfix"><a class="ntes-nav-index-title ntes-nav-entry-wide '
        'c-fl" href="https://www.163.com/">网易首页</a><span class="ntes-nav-select">应用</span>'
        '<a>网易新闻</a><a>网易公开课</a><a>网易严选</a><a>支付</a><a>邮箱</a><a class="ntes-'
        'nav-login-title">登录</a><a>注册免费邮箱</a></div></div></div><div class="N-nav-'
        'channel JS_NTES_LOG_FE"><a class="N-nav-logo" href="https://news.163.com/">网易新闻</a>'
        '<ul>' + "".join(f'<li><a href="https://news.163.com/{k}">{x}</a></li>'
                         for k, x in enumerate(NETEASE_NAV)) + '</ul></div><div class="container'
        ' clearfix" id="container" data-hidead="false"><div class="post_main"><div class="post_'
        'crumb"><a href="https://www.163.com/">网易首页</a> &gt; <a href="https://news.163.com/"'
        f'>新闻中心</a> &gt; <a href="https://news.163.com/domestic/">{channel}</a> &gt; <span>'
        f'正文</span></div><h1 class="post_title">{escape(a.headline)}</h1><div class="post_info'
        f'">{t:%Y-%m-%d %H:%M:%S}　来源: <a href="https://www.163.com/">{source}</a><img src="'
        'https://static.ws.126.net/cnews/css13/img/jubao.png" class="post_jubao" title="举报">'
        '<a class="post_jubao_txt">举报</a><a href="#post_comment_area" class="post_top_tie_'
        f'count js-tielink">{tie}</a></div><div class="post_content" id="content"><div class="'
        'post_top"><div class="post_top_share"><span>分享到：</span><a class="share_weixin">'
        '微信</a><a class="share_weibo">微博</a><a class="share_qzone">QQ空间</a></div></div>'
        f'<div class="post_body">{body}</div>{signed}<div class="post_btns"><a class="post_btn'
        '_like">点赞</a><a class="post_btn_share">分享</a><a class="post_btn_jubao">举报</a>'
        '</div></div><div class="post_recommends js-tab-mod" data-event-name="相关推荐"><div '
        f'class="post_recommends_title">相关推荐</div>{recommends}</div><div class="tie-area" '
        'id="tie"><a name="post_comment_area"></a><div class="tie-titlebar"><span class="tie-'
        f'title">跟贴</span><span class="tie-info">跟贴 {tie} 条 · 参与 {tie * 7 + 3} 人</span>'
        '</div><div class="tie-input"><textarea placeholder="文明上网理性发言，请遵守新闻评论服务'
        '协议"></textarea><a class="tie-submit">发跟贴</a></div></div></div><div class="post_'
        'side"><div class="post_side_mod"><h4 class="post_side_mod_title">热点新闻</h4><ul>'
        f'{hot}</ul></div><div class="post_side_mod"><h4 class="post_side_mod_title">网易号推荐'
        '</h4><p>海量资讯、精准解读，尽在网易号</p></div><div class="post_side_ad"><span class'
        '="ad_label">广告</span></div></div></div><div class="N-nav-bottom"><p><a>About NetEase'
        '</a> - <a>公司简介</a> - <a>联系方法</a> - <a>招聘信息</a> - <a>客户服务</a> - <a>隐私'
        '政策</a> - <a>广告服务</a> - <a>网站地图</a> - <a>意见反馈</a> - <a>不良信息举报</a>'
        f'</p><p>网易公司版权所有 ©1997-{t.year}</p></div>')
    return page(f"{a.headline}|{source}_网易新闻", og(a, "网易新闻") + '<link rel="canonical" '
                f'href="https://www.163.com/news/article/{docid}.html">', html, "zh-CN")


CSDN_NAV = ("博客", "下载", "学习", "社区", "GitCode", "InsCode", "会议")
CSDN_TAGS = ("python", "java", "开发语言", "后端", "前端", "人工智能", "数据库", "linux")
CSDN_COLUMNS = ("Python学习笔记", "后端开发", "算法与数据结构", "Linux运维", "机器学习")
CSDN_COMMENTS = (("weixin_45678912", "写得很清楚，收藏了，感谢博主分享！"),
                 ("qq_39876543", "请问第二步报错怎么解决？"),
                 ("m0_74123456", "按照博主的方法成功了，点赞"))


def csdn(a: Article) -> str:
    """A CSDN blog post, blog.csdn.net/<user>/article/details/<id> (Chinese furniture and
    articles): the csdn-toolbar, the left aside (asideProfile: 码龄, 原创, 周排名, 访问, 粉丝,
    获赞...; 热门文章, 分类专栏, 最新评论), div.blog-content-box with the article-header
    (h1#articleContentId.title-article, the 原创 badge, the "已于 ... 修改" time, 阅读量, 收藏,
    点赞数, 分类专栏 and 文章标签, the 版权声明 box), then article.baidu_pl >
    div#article_content > div#content_views.markdown_views (the raphael-marker svg, <p>s,
    headings with their <a id="_N"> anchors, code in pre > code.prism with the 登录复制 button
    and pre-numbering lines); the 展开阅读全文 box, the toolbox (点赞, 收藏, 打赏, 评论), the
    comment box, the recommend-box items, the 目录 aside and the CSDN footer around."""
    rng = _rng("csdn", a)
    t = a.published
    user = rng.choice(["weixin_43876521", "qq_41234567", "m0_61234987", "u012345678",
                       "sinat_38752913"])
    nick = rng.choice(["程序员小王", "码农老张", "追梦的小白", "Python大师兄", "一只菜鸟"])
    did = rng.randrange(130_000_000, 140_000_000)
    counter = iter(range(1, 10**4))
    toc = []

    def code(b: Block) -> str:
        n = b.html.count("\n") + 1
        numbers = "".join('<li style="color: rgb(153, 153, 153);">' + str(k) + '</li>'
                          for k in range(1, n + 1))
        return ('<pre data-index="' + str(next(counter)) + '" class="set-code-hide prettyprint">'
                f'<code class="prism language-{rng.choice(["python", "java", "bash", "cpp"])} '
                f'has-numbering" onclick="mdcp.copyCode(event)" style="position: unset;">{b.html}'
                '</code><div class="hljs-button signin active" data-title="登录复制" data-report-'
                'click=\'{"spm":"1001.2101.3001.4334"}\'></div><ul class="pre-numbering" style="">'
                f'{numbers}</ul></pre>')

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            k = len(toc) + 1
            toc.append(f'<li class="sub-box"><a href="#_{k}">{escape(b.text)}</a></li>')
            return f'<{b.tag}><a id="_{k}"></a>{b.html}</{b.tag}>'
        if b.tag == "pre":
            return code(b)
        if b.tag == "blockquote":
            return _quote(b)
        return b.markup()
    body = "".join(body_html(a, block))
    tags = rng.sample(CSDN_TAGS, 3)
    column = rng.choice(CSDN_COLUMNS)
    reads = rng.randrange(300, 90_000)
    read_text = f"{reads / 10000:.1f}w" if reads >= 10_000 else str(reads)
    likes = rng.randrange(1, 300)
    stars = rng.randrange(1, 900)
    comments = "".join(
        f'<li class="comment-line-box"><div class="comment-list-item"><a class="comment-list-'
        f'href" href="https://blog.csdn.net/{who}"><img class="avatar" src="https://profile-'
        f'avatar.csdnimg.cn/default.jpg!1" alt=""></a><div class="right-box"><div class="info-'
        f'box"><a href="https://blog.csdn.net/{who}"><span class="name">{who}</span></a><span '
        f'class="date" title="{t:%Y-%m-%d} {rng.randrange(10, 23)}:{rng.randrange(10, 59)}">'
        f'{rng.randrange(1, 12)}个月前</span><span class="text">{text}</span></div><div class="'
        f'opt-box"><a class="btn-bt btn-reply">回复</a><a class="btn-bt btn-like">点赞</a></div>'
        '</div></div></li>' for who, text in CSDN_COMMENTS[:rng.randrange(1, 4)])
    recommend = _cards(a, 0, 4, lambda k, x: (
        '<div class="recommend-item-box type_blog clearfix" data-url="https://blog.csdn.net/'
        f'{user}/article/details/{did - 1000 * (k + 1)}"><div class="content-box"><div class="'
        f'content-blog"><div class="title-box"><a class="tit" href="https://blog.csdn.net/{user}'
        f'/article/details/{did - 1000 * (k + 1)}" target="_blank"><div class="left ellipsis-'
        f'online ellipsis-online-1">{escape(x.headline)}</div></a></div><div class="info-box"><'
        f'span class="info-block read"><img class="read-img" src="https://csdnimg.cn/release/'
        f'blogv2/dist/pc/img/readCountWhite.png" alt="">{rng.randrange(100, 9999)}</span></div>'
        f'</div><div class="desc-box"><a href="https://blog.csdn.net/{user}/article/details/'
        f'{did - 1000 * (k + 1)}" target="_blank"><div class="desc ellipsis-online ellipsis-'
        f'online-1">{escape(x.blurb)}</div></a></div></div></div>'))
    hot = _cards(a, 4, 4, lambda k, x: (
        f'<li><a href="https://blog.csdn.net/{user}/article/details/{did - 77 * (k + 1)}">'
        f'{escape(x.headline)}<img src="https://csdnimg.cn/release/blogv2/dist/pc/img/'
        f'readCountWhite.png" alt=""><span class="read">{rng.randrange(1000, 99999)}</span>'
        '</a></li>'))
    profile = "".join(
        f'<dl class="text-center" title="{v}"><dt><span class="count">{v}</span></dt><dd class'
        f'="font">{k}</dd></dl>' for k, v in (
            ("原创", rng.randrange(20, 400)), ("周排名", rng.randrange(1000, 90000)),
            ("总排名", "1万+"), ("访问", f"{rng.randrange(10, 99)}万+"),
            ("等级", rng.randrange(1000, 9000)), ("积分", rng.randrange(100, 3000)),
            ("粉丝", rng.randrange(10, 5000)), ("获赞", rng.randrange(10, 900)),
            ("评论", rng.randrange(10, 400)), ("收藏", rng.randrange(10, 3000))))
    html = (
        '<div id="csdn-toolbar"><div class="toolbar-inside"><div class="toolbar-container"><div '
        'class="toolbar-container-left"><div class="toolbar-logo toolbar-subMenu-box"><a href="'
        'https://www.csdn.net/"><img src="https://img-home.csdnimg.cn/images/20201124032511.png"'
        ' alt=""></a></div><ul class="toolbar-menus">' + "".join(
            f'<li><a href="https://{_slug(x) if x.isascii() else "www"}.csdn.net/">{x}</a></li>'
            for x in CSDN_NAV) + '</ul></div><div class="toolbar-container-middle"><div class="'
        'toolbar-search"><input id="toolbar-search-input" autocomplete="off" type="text" value=""'
        ' placeholder="搜索"><button id="toolbar-search-button"><span>搜索</span></button></div>'
        '</div><div class="toolbar-container-right"><div class="toolbar-btns"><div class="'
        'toolbar-btn toolbar-btn-login"><a>登录</a></div><div class="toolbar-btn toolbar-btn-vip">'
        '<a>会员中心</a></div><div class="toolbar-btn toolbar-btn-msg"><a>消息</a></div><div '
        'class="toolbar-btn toolbar-btn-collect"><a>历史</a></div><div class="toolbar-btn toolbar'
        '-btn-mp"><a>创作中心</a></div><div class="toolbar-btn toolbar-btn-write"><a>发布</a>'
        '</div></div></div></div></div></div><div class="main_father clearfix d-flex justify-'
        'content-center" style="height:100%;"><div class="container clearfix" id="mainBox">'
        '<aside class="blog_container_aside"><div id="asideProfile" class="aside-box"><div '
        'class="profile-intro d-flex"><div class="avatar-box d-flex justify-content-center flex-'
        f'column"><a href="https://blog.csdn.net/{user}"><img src="https://profile-avatar.'
        f'csdnimg.cn/{_hash(rng, 32, HEX)}_{user}.jpg!1" class="avatar_pic"></a></div><div '
        f'class="user-info d-flex flex-column profile-intro-name-box"><a href="https://blog.csdn'
        f'.net/{user}" class="profile-name"><span class="name">{nick}</span></a><div class="'
        f'profile-intro-name-boxFooter"><span class="personal-home-page">码龄{rng.randrange(2, 12)}'
        f'年</span></div></div></div><div class="data-info d-flex item-tiling">{profile}</div>'
        '<div class="profile-intro-name-boxOpration"><a class="personal-letter">私信</a><a '
        'class="personal-watch">关注</a></div></div><div id="asideHotArticle" class="aside-box">'
        f'<h3 class="aside-title">热门文章</h3><ul class="hotArticle-list">{hot}</ul></div><div '
        'id="asideCategory" class="aside-box"><h3 class="aside-title">分类专栏</h3><ul>' + "".join(
            f'<li><a class="clearfix special" href="https://blog.csdn.net/{user}/category_'
            f'{rng.randrange(10**7, 10**8)}.html"><span class="title oneline">{x}</span><span '
            f'class="count float-right">{rng.randrange(3, 60)}篇</span></a></li>'
            for x in CSDN_COLUMNS[:3]) + '</ul></div><div id="asideNewComments" class="aside-'
        'box"><h3 class="aside-title">最新评论</h3><ul class="newcomment-list"><li><a class="'
        'title text-truncate">环境配置教程</a><p class="comment ellipsis"><a class="user-name">'
        'qq_28765432:</a><span class="code-comment">博主你好，请问支持最新版本吗</span></p></li>'
        '</ul></div></aside><main><div class="blog-content-box"><div class="article-header-box">'
        '<div class="article-header"><div class="article-title-box"><h1 class="title-article" '
        f'id="articleContentId">{escape(a.headline)}</h1></div><div class="article-info-box">'
        '<div class="article-bar-top"><img class="article-type-img" src="https://csdnimg.cn/'
        'release/blogv2/dist/pc/img/original.png" alt=""><div class="bar-content"><a class="'
        f'follow-nickName" href="https://blog.csdn.net/{user}" target="_blank">{nick}</a><img '
        'class="article-time-img" src="https://csdnimg.cn/release/blogv2/dist/pc/img/newUpTime2'
        f'.png" alt=""><span class="time">已于&nbsp;{t:%Y-%m-%d %H:%M:%S}&nbsp;修改</span><div '
        'class="read-count-box"><img class="article-read-img article-heard-img" src="https://'
        f'csdnimg.cn/release/blogv2/dist/pc/img/articleReadEyes2.png" alt=""><span class="read-'
        f'count">阅读量{read_text}</span><a id="blog_detail_zk_collection" class="un-collection"'
        f'><span class="name">收藏</span><span class="get-collection">{stars}</span></a><div '
        f'class="read-count-box is-like"><span class="read-count">点赞数 {likes}</span></div>'
        '</div></div></div><div class="blog-tags-box"><div class="tags-box artic-tag-box"><span '
        f'class="label">分类专栏：</span><a class="tag-link" href="https://blog.csdn.net/{user}/'
        f'category_{rng.randrange(10**7, 10**8)}.html" target="_blank">{column}</a><span class="'
        'label">文章标签：</span>' + "".join(
            f'<a rel="nofollow" data-report-query="spm=1001.2101.3001.4223" class="tag-link" '
            f'href="https://so.csdn.net/so/search/s.do?q={x}&amp;t=all" target="_blank">{x}</a>'
            for x in tags) + '</div></div><div class="slide-content-box"><div class="article-'
        'copyright"><div class="creativecommons">版权声明：本文为博主原创文章，遵循<a href="'
        'http://creativecommons.org/licenses/by-sa/4.0/" target="_blank" rel="noopener"> CC '
        '4.0 BY-SA </a>版权协议，转载请附上原文出处链接和本声明。</div><div class="article-'
        'source-link">本文链接：<a href="https://blog.csdn.net/' + user + '/article/details/'
        f'{did}" target="_blank">https://blog.csdn.net/{user}/article/details/{did}</a></div>'
        '</div></div></div></div></div><article class="baidu_pl"><div id="article_content" '
        'class="article_content clearfix"><link rel="stylesheet" href="https://csdnimg.cn/'
        'release/blogv2/dist/mdeditor/css/editerView/kdoc_html_views-1a98987dfd.css"><link rel='
        '"stylesheet" href="https://csdnimg.cn/release/blogv2/dist/mdeditor/css/editerView/ck_'
        'htmledit_views-044f2cf1dc.css"><div id="content_views" class="markdown_views prism-'
        'atom-one-dark"><svg xmlns="http://www.w3.org/2000/svg" style="display: none;"><path '
        'stroke-linecap="round" d="M5,0 0,2.5 5,5z" id="raphael-marker-block" style="-webkit-'
        f'tap-highlight-color: rgba(0, 0, 0, 0);"></path></svg>{body}</div><link href="https://'
        'csdnimg.cn/release/blogv2/dist/mdeditor/css/editerView/markdown_views-f23dff6052.css" '
        'rel="stylesheet"><link href="https://csdnimg.cn/release/blogv2/dist/mdeditor/css/style-'
        'c216769e99.css" rel="stylesheet"></div><div id="treeSkill"></div></article><div class'
        '="hide-article-box hide-article-pos text-center"><a class="btn-readmore" data-report-'
        'view=\'{"spm":"1001.2101.3001.4189"}\'>展开阅读全文<svg class="icon chevrondown" '
        'aria-hidden="true"></svg></a></div></div><div class="more-toolbox-new" id="toolBarBox">'
        '<div class="left-toolbox"><ul class="toolbox-list"><li class="tool-item tool-item-'
        f'size tool-active is-like"><a class="tool-item-href"><span class="count">{likes}'
        '</span><span class="name">点赞</span></a></li><li class="tool-item tool-item-size tool-'
        'active is-unlike"><a class="tool-item-href"><span class="name">踩</span></a></li><li '
        f'class="tool-item tool-item-size tool-active is-collection"><span class="count">{stars}'
        '</span><span class="name">收藏</span><div class="tool-hover-tip collect"><span class="'
        'text">觉得还不错?</span><span class="text">一键收藏</span></div></li><li class="tool-'
        'item tool-item-size tool-active is-reward"><span class="name">打赏</span></li><li class'
        f'="tool-item tool-item-size tool-active tool-item-comment"><span class="count">'
        f'{rng.randrange(0, 40)}</span><span class="name">评论</span></li><li class="tool-item '
        'tool-item-size tool-active tool-item-share"><span class="name">分享</span><div class="'
        'share-box"><a>复制链接</a><a>分享到 QQ</a><a>分享到新浪微博</a><span>扫一扫</span>'
        '</div></li><li class="tool-item tool-item-size tool-active tool-item-report"><span '
        'class="name">举报</span></li></ul></div></div><div id="pcCommentBox" class="comment-'
        'box comment-box-new2"><div class="has-comment"><div class="comment-edit-box"><textarea '
        'class="comment-content" placeholder="欢迎高质量的评论，低质的评论会被折叠"></textarea>'
        f'<input type="submit" class="btn-comment" value="评论"></div><ul class="comment-list">'
        f'{comments}</ul></div></div><div class="recommend-box insert-baidu-box recommend-box-'
        f'style">{recommend}</div></main><div class="recommend-right align-items-stretch"><div '
        'id="groupfile" class="aside-box"><h3 class="aside-title">目录</h3><div class="align-'
        f'items-stretch group_item"><ol class="groupfile-list">{"".join(toc)}</ol></div></div>'
        '</div></div></div><div id="toolBarBox-footer" class="blog-footer-bottom"><ul class="'
        'footer-column">' + "".join(f'<li><a>{x}</a></li>' for x in (
            "关于我们", "招贤纳士", "商务合作", "寻求报道", "400-660-0108", "kefu@csdn.net",
            "在线客服", "工作时间 8:30-22:00")) + '</ul><p>公安备案号11010502030143 京ICP备'
        '19004658号 京网文〔2020〕1039-165号 经营性网站备案信息 北京互联网违法和不良信息举报中心'
        ' 家长监护 网络110报警服务 中国互联网举报中心 Chrome商店下载 账号管理规范 版权与免责声明 '
        f'版权申诉 出版物许可证 营业执照 ©1999-{t.year}北京创新乐知网络技术有限公司</p></div>'
        '<div class="passport-login-tip-container"><p class="tip-title">登录后您可以享受以下权益'
        '：</p><ul><li>免费复制代码</li><li>和博主大V互动</li><li>下载海量资源</li><li>发动态/'
        '写文章/加入社区</li></ul><a class="tip-btn">立即登录</a></div>')
    head = ('<meta name="keywords" content="' + ",".join(tags) + '"><meta name="description" '
            f'content="{escape(a.standfirst)}"><link rel="canonical" href="https://blog.csdn.net'
            f'/{user}/article/details/{did}">')
    return page(f"{a.headline}-CSDN博客", head, html, "zh-CN")


# ------------------------------------------------------------------ newsletters and docs

BEEHIIV_PUBS = ("The Weekly Byte", "Signal & Noise", "Field Notes Weekly", "The Quiet Operator",
                "Growth Letters")
BEEHIIV_SPONSORS = (("Notionly", "Your team’s second brain, finally organised.",
                     "Try Notionly free for 30 days and see why 40,000 teams switched."),
                    ("Ledgerly", "Bookkeeping that runs itself.",
                     "Connect your bank in two minutes and let Ledgerly close the month."),
                    ("Brightpath", "Hire remote engineers in 72 hours.",
                     "Pre-vetted developers in your time zone, at half the usual cost."))


def beehiiv(a: Article) -> str:
    """A beehiiv newsletter post on its web archive, <pub>.beehiiv.com/p/<slug> (the Remix
    web app, Tailwind classes): the publication nav (logo, Subscribe, Login), the post header
    (h1, the subtitle h2, the authors' avatars, the date, share buttons), then
    div#content-blocks of beehiiv's rendered blocks (p.paragraph and h2.heading with inline
    text-align styles, lists of <li><p class="paragraph">, div.blockquote >
    blockquote.blockquote__quote) with a "TOGETHER WITH ..." sponsor section (its own heading,
    paragraph and button), hr.content_break dividers and an image block with its
    image__source credit between them, the feedback poll ("Login or Subscribe to participate
    in polls.") and the referral box at its end; "Keep Reading", the subscribe form and the
    "Powered by beehiiv" footer around."""
    rng = _rng("beehiiv", a)
    t = a.published
    pub = rng.choice(BEEHIIV_PUBS)
    host = _slug(pub).replace("-", "")
    sponsor, hed, dek = rng.choice(BEEHIIV_SPONSORS)
    left = ' style="text-align:left;"'
    seen: dict[str, int] = {}

    def ident(text: str) -> str:
        base = _slug(text)
        seen[base] = seen.get(base, 0) + 1
        return base if seen[base] == 1 else f"{base}-{seen[base] - 1}"

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(f' class="paragraph"{left}')
        if b.tag[0] == "h":
            return f'<{b.tag} class="heading"{left} id="{ident(b.text)}">{b.html}</{b.tag}>'
        if b.tag in ("ul", "ol"):
            return _list(b, "", "").replace("<li>", f'<li><p class="paragraph"{left}>') \
                .replace("</li>", "</p></li>") if "<li><li>" not in b.html else b.markup()
        if b.tag == "blockquote":
            return ('<div class="blockquote"><blockquote class="blockquote__quote"><p>'
                    f'{b.html}</p><figcaption class="blockquote__byline"></figcaption>'
                    '</blockquote></div>')
        if b.tag == "pre":
            return f'<div class="codeblock"><pre><code>{b.html}</code></pre></div>'
        return b.markup()

    def asset() -> str:
        return ('https://media.beehiiv.com/cdn-cgi/image/fit=scale-down,format=auto,onerror='
                'redirect,quality=80/uploads/asset/file/'
                f'{uuid.UUID(int=rng.getrandbits(128))}/image.png')
    brk = '<div style="padding-bottom:20px;padding-top:20px;"><hr class="content_break"></div>'
    sponsored = (
        f'{brk}<div class="section" style="background-color:#F5F5F5;border-color:#2A2A2A;'
        'border-radius:10px;border-style:solid;border-width:0px;margin:0px 0px 0px 0px;padding'
        f':12px 12px 12px 12px;"><p class="paragraph" style="text-align:center;"><span style="'
        f'color:rgb(136, 136, 136);font-size:0.8rem;">TOGETHER WITH {sponsor.upper()}</span>'
        f'</p><div class="image"><a class="image__link" href="https://{_slug(sponsor)}.com/?utm'
        f'_source={host}" rel="noopener" target="_blank"><img alt="" class="image__image" style'
        f'="" src="{asset()}"></a></div><h3 class="heading"{left} id="{ident(hed)}">{hed}</h3><p'
        f' class="paragraph"{left}>{dek}</p><div class="button" style="text-align:center;"><a '
        f'class="button__link" href="https://{_slug(sponsor)}.com/?utm_source={host}" target="'
        f'_blank" rel="noopener nofollow">Try {sponsor} free</a></div></div>{brk}')
    image = (f'<div class="image"><img alt="" class="image__image" style="" src="{asset()}"><'
             'div class="image__source"><span class="image__source_text"><p>Photo by '
             f'{_caption(rng)[1]} on Unsplash</p></span></div></div>')
    parts = body_html(a, block)
    inserts = {2 if len(parts) > 3 else 1: sponsored}
    if len(parts) > 5:
        inserts[5] = image
    if len(parts) > 10:
        inserts[len(parts) // 2 + 3] = brk
    poll = (
        f'{brk}<div class="poll"><p class="poll__title">What did you think of today’s '
        'edition?</p><ul class="poll__options">' + "".join(
            f'<li><a class="poll__option" href="https://{host}.beehiiv.com/p/{_slug(a.headline)}'
            f'/poll?choice={k}">{x}</a></li>'
            for k, x in enumerate(("🔥 Loved it", "😐 It was okay", "👎 Not for me")))
        + '</ul><p class="poll__login">Login or Subscribe to participate in polls.</p></div>')
    referral = (
        '<div class="rp"><h3 class="heading" style="text-align:center;">Share ' + pub
        + '</h3><p class="paragraph" style="text-align:center;">You currently have <strong>0'
        '</strong> referrals, only <strong>1</strong> away from receiving a sticker pack.</p>'
        '<p class="paragraph" style="text-align:center;">Or copy and paste this link to others'
        f': https://{host}.beehiiv.com/subscribe?ref=PLACEHOLDER</p></div>')
    body = _after(parts, inserts) + poll + referral
    keep = _cards(a, 0, 3, lambda k, x: (
        '<a class="flex flex-col gap-2 rounded-lg border border-gray-200 p-3 transition-all '
        f'hover:shadow-md" href="https://{host}.beehiiv.com/p/{_slug(x.headline)}"><img class="'
        f'aspect-video w-full rounded-md object-cover" src="{asset()}" alt=""><h3 class="text-'
        f'lg font-semibold leading-tight">{escape(x.headline)}</h3><p class="line-clamp-2 text-'
        f'sm text-gray-500">{escape(x.blurb)}</p></a>'))
    readers = f"{rng.randrange(2, 90)},{rng.randrange(100, 999)}"
    form = (f'<form class="flex w-full max-w-md gap-2" action="https://{host}.beehiiv.com/'
            'create_subscription" method="post"><input class="w-full rounded-md border px-3 '
            'py-2" type="email" name="email" placeholder="Enter your email" required><button '
            'class="rounded-md bg-black px-4 py-2 font-semibold text-white" type="submit">'
            'Subscribe</button></form>')
    html = (
        '<div id="app"><nav class="sticky top-0 z-20 w-full border-b bg-white"><div class="mx-'
        'auto flex max-w-6xl items-center justify-between px-4 py-3"><a class="flex items-'
        f'center gap-2" href="https://{host}.beehiiv.com/"><img class="h-8 w-8 rounded-md" src="'
        f'{asset()}" alt=""><span class="text-lg font-bold">{pub}</span></a><div class="flex '
        f'items-center gap-3"><a class="text-sm" href="https://{host}.beehiiv.com/archive">'
        'Posts</a><a class="rounded-md bg-black px-3 py-1.5 text-sm text-white" href="https://'
        f'{host}.beehiiv.com/subscribe">Subscribe</a><a class="text-sm" href="https://{host}.'
        'beehiiv.com/login">Login</a></div></div></nav><main class="mx-auto w-full max-w-2xl '
        'px-4 py-8"><div class="flex flex-col gap-4"><div class="flex gap-2"><span class="'
        'rounded-full bg-gray-100 px-2 py-0.5 text-xs">Newsletter</span></div><h1 class="text-'
        f'3xl font-bold leading-tight md:text-4xl">{escape(a.headline)}</h1><h2 class="text-lg '
        f'text-gray-600">{escape(a.standfirst)}</h2><div class="flex items-center gap-3"><img '
        f'class="h-10 w-10 rounded-full" src="{asset()}" alt=""><div class="flex flex-col">'
        f'<span class="text-sm font-semibold">{escape(a.author)}</span><time class="text-xs '
        f'text-gray-500" datetime="{t:%Y-%m-%d}">{t:%B} {t.day}, {t.year}</time></div><div '
        'class="ml-auto flex gap-2"><button aria-label="Share on X">X</button><button aria-'
        'label="Share on LinkedIn">LinkedIn</button><button aria-label="Copy link">Copy link'
        '</button></div></div></div><div class="mt-8"><div id="content-blocks" class="rendered-'
        f'post">{body}</div></div><div class="mt-8 flex items-center gap-3 border-t pt-4"><a '
        f'class="text-sm" href="mailto:hello@{host}.com">Reply</a><button class="text-sm">Share'
        '</button></div><section class="mt-12"><h3 class="mb-4 text-xl font-bold">Keep '
        f'Reading</h3><div class="grid grid-cols-1 gap-4 sm:grid-cols-3">{keep}</div></section>'
        '<section class="mt-12 rounded-lg bg-gray-50 p-6 text-center"><h3 class="text-xl font-'
        f'bold">Subscribe to {pub}</h3><p class="text-sm text-gray-600">Join {readers}+ readers '
        f'who get one clear, practical issue every week.</p>{form}</section></main><footer '
        'class="border-t py-8 text-center text-xs text-gray-500"><p>© ' + str(t.year)
        + f' {pub}.</p><p><a href="https://www.beehiiv.com/?utm_source={host}&amp;utm_medium='
        'footer">Powered by beehiiv</a> · <a href="https://www.beehiiv.com/tou">Terms of '
        'Service</a> · <a href="https://www.beehiiv.com/privacy">Privacy Policy</a></p>'
        '</footer></div>')
    head = (f'<meta name="description" content="{escape(a.standfirst)}"><link rel="canonical" '
            f'href="https://{host}.beehiiv.com/p/{_slug(a.headline)}"><meta name="twitter:card"'
            ' content="summary_large_image">' + og(a, pub))
    return page(a.headline, head, html)


GITBOOK_SPACES = ("Harbor API", "Lumen Docs", "Quarry Developer Hub", "Tessera Help Center",
                  "Fathom SDK")
GITBOOK_PAGES = (("Getting started", ("Overview", "Quickstart", "Installation")),
                 ("Guides", ("Authentication", "Webhooks", "Rate limits", "Pagination",
                             "Migrating from v1")),
                 ("Reference", ("API reference", "Errors", "Changelog")))
GITBOOK_HINTS = ("This page describes the current version. Older versions are in the archive.",
                 "You need an admin role to change these settings.",
                 "Changes can take up to five minutes to propagate.")
P_CLS = "max-w-3xl w-full mx-auto decoration-primary/6 page-api-block:ml-0"


def gitbook(a: Article) -> str:
    """A GitBook docs page (the 2024 Next.js renderer, Tailwind classes): the header (the
    space's logo and title, the "Search" button with its Ctrl K hint, the links), the
    table-of-contents aside (grouped page links, the current page and "Powered by GitBook"),
    then main: the header (the group label, h1, the description paragraph) and the
    grid [&>*+*]:mt-5 of blocks (p and headings with the max-w-3xl classes, each heading with
    its hash link, lists, quotes, code blocks with a "Copy" button), an info hint between
    them; the Previous/Next cards, "Last updated ... ago", "Was this helpful?", the "On this
    page" aside and the cookie banner around."""
    rng = _rng("gitbook", a)
    t = a.published
    space = rng.choice(GITBOOK_SPACES)
    host = _slug(space).replace("-", "")
    group, pages = rng.choice(GITBOOK_PAGES)
    here = rng.choice(pages)
    seen: dict[str, int] = {}
    local = []

    def ident(text: str) -> str:
        base = _slug(text)
        seen[base] = seen.get(base, 0) + 1
        return base if seen[base] == 1 else f"{base}-{seen[base] - 1}"

    def heading(b: Block) -> str:
        i = ident(b.text)
        size = {"h2": "text-2xl", "h3": "text-xl"}.get(b.tag, "text-base")
        local.append(f'<li><a class="flex items-center gap-1 py-1 text-sm" href="#{i}">'
                     f'{escape(b.text)}</a></li>')
        return (f'<{b.tag} id="{i}" class="group/hash relative flex items-baseline scroll-mt-'
                f'[var(--scroll-offset)] {size} font-semibold {P_CLS}"><div class="grid '
                'scroll-nojump relative -ml-6 w-7 opacity-0 group-hover/hash:opacity-100"><a '
                f'href="#{i}" class="inline-flex h-full items-start" aria-label="Direct link to '
                'heading"><svg class="gb-icon size-4"></svg></a></div><div class="flex-1 z-1 '
                f'justify-self-start max-w-full break-words text-start">{b.html}</div></{b.tag}>')

    def code(b: Block) -> str:
        lines = b.html if "<" in b.html else "\n".join(
            f'<span class="highlight-line">{x}</span>' for x in b.html.split("\n"))
        return (f'<div class="group/codeblock grid grid-flow-col {P_CLS}"><div class="flex items'
                '-center justify-start gap-2 text-xs"><button class="rounded-md px-2 py-1 text-'
                'xs" aria-label="Copy">Copy</button></div><pre class="overflow-auto rounded-md '
                'border p-4 text-sm"><code class="block whitespace-pre [count-reset:line] '
                f'font-mono">{lines}</code></pre></div>')

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(f' class="{P_CLS}"')
        if b.tag[0] == "h":
            return heading(b)
        if b.tag in ("ul", "ol"):
            return _list(b, f' class="flex flex-col gap-1 pl-6 list-disc {P_CLS}"',
                         ' class="flex items-baseline gap-2 pl-1"')
        if b.tag == "blockquote":
            return (f'<blockquote class="border-l-2 border-dark/4 pl-4 {P_CLS}"><p>{b.html}'
                    '</p></blockquote>')
        if b.tag == "pre":
            return code(b)
        return b.markup()
    hint = (f'<div class="hint hint-info rounded-md border border-info/4 bg-info/2 px-4 py-3 '
            f'{P_CLS}"><div class="flex gap-3"><svg class="gb-icon size-4 text-info"></svg><div '
            f'class="flex-1"><p>{rng.choice(GITBOOK_HINTS)}</p></div></div></div>')
    parts = body_html(a, block)
    body = _after(parts, {2 if len(parts) > 3 else 1: hint})
    flat = [p for _, ps in GITBOOK_PAGES for p in ps]
    k = flat.index(here)
    prev, nxt = flat[k - 1], flat[(k + 1) % len(flat)]

    def toc_link(g: str, p: str) -> str:
        current = p == here
        cls = ("bg-primary/3 text-primary font-semibold" if current else "text-dark/8")
        label = escape(a.headline) if current else p
        return (f'<li class="flex flex-col"><a class="flex flex-row justify-between gap-2 rounded'
                f'-md px-5 py-1.5 text-sm {cls}" href="/{_slug(g)}/{_slug(p)}"'
                + (' aria-current="page"' if current else '') + f'>{label}</a></li>')
    toc = "".join(
        f'<li class="flex flex-col"><div class="px-5 pb-1.5 pt-6 text-xs font-semibold uppercase'
        f' tracking-wide">{g}</div><ul class="flex flex-col gap-y-0.5">'
        + "".join(toc_link(g, p) for p in ps) + '</ul></li>' for g, ps in GITBOOK_PAGES)
    later = rng.randrange(1, 11)
    html = (
        '<div class="scroll-nojump"><header class="flex flex-row items-center h-16 sticky top-0 '
        'z-10 w-full border-b bg-light/9 backdrop-blur"><div class="flex w-full max-w-screen-2xl'
        ' mx-auto items-center justify-between gap-4 px-4"><a href="/" class="group/headerlogo '
        f'flex items-center gap-3"><img alt="Logo" class="h-8 w-auto" src="https://{host}.'
        f'gitbook.io/~gitbook/image?url={_hash(rng, 20, B64)}&amp;width=128"><div class="text-'
        f'pretty line-clamp-2 text-lg font-semibold">{space}</div></a><div class="flex items-'
        'center gap-2"><button class="flex items-center gap-2 rounded-lg border px-3 py-2 text-'
        'sm" aria-label="Search"><span>Search</span><kbd class="text-xs">Ctrl K</kbd></button>'
        f'<a class="text-sm" href="https://{host}.com">Website</a><a class="rounded-md bg-'
        f'primary px-3 py-1.5 text-sm text-white" href="https://app.{host}.com/signup">Get '
        'started</a></div></div></header><div class="flex flex-col lg:flex-row max-w-screen-2xl'
        ' mx-auto"><aside class="relative group flex flex-col shrink-0 lg:w-72 lg:sticky '
        'lg:top-16 lg:h-[calc(100vh-4rem)] overflow-y-auto" data-testid="table-of-contents">'
        f'<nav aria-label="Table of contents"><ul class="flex flex-col gap-y-0.5">{toc}</ul>'
        '</nav><div class="mt-auto px-5 py-4"><a class="flex items-center gap-2 text-xs" href="'
        f'https://www.gitbook.com/?utm_source=content&amp;utm_medium=trademark&amp;utm_campaign='
        f'{_hash(rng, 20, B64)}" target="_blank" rel="noopener">Powered by GitBook</a></div>'
        '</aside><div class="flex-1 flex flex-row"><main class="relative min-w-0 flex-1 py-8 '
        'px-4 lg:px-12 break-anywhere page-api-block:ml-0"><header class="max-w-3xl page-full-'
        'width:max-w-full mx-auto mb-6 space-y-3 page-api-block:ml-0"><div class="text-sm '
        f'font-semibold text-primary">{group}</div><h1 class="text-4xl font-bold flex items-'
        f'center gap-4">{escape(a.headline)}</h1><p class="text-lg text-dark/7">'
        f'{escape(a.standfirst)}</p></header><div class="grid whitespace-pre-wrap [&>*+*]:mt-5 '
        f'page-full-width:max-w-full">{body}</div><div class="flex flex-col md:flex-row mt-6 '
        f'gap-2 {P_CLS}"><a class="group text-sm p-2.5 flex gap-4 flex-1 flex-row-reverse '
        f'items-center pl-4 border rounded" href="/{_slug(group)}/{_slug(prev)}"><span class="'
        'flex flex-col flex-1 text-right"><span class="text-xs">Previous</span><span class="'
        f'text-base font-semibold">{prev}</span></span></a><a class="group text-sm p-2.5 flex '
        f'gap-4 flex-1 items-center pr-4 border rounded" href="/{_slug(group)}/{_slug(nxt)}">'
        '<span class="flex flex-col flex-1"><span class="text-xs">Next</span><span class="text-'
        f'base font-semibold">{nxt}</span></span></a></div><div class="flex flex-row items-'
        f'center mt-6 {P_CLS}"><p class="text-sm text-dark/6">Last updated <time datetime="'
        f'{t:%Y-%m-%d}">{later} months ago</time></p><div class="ml-auto flex items-center gap-2'
        ' text-sm"><span>Was this helpful?</span><button aria-label="Bad">😞</button><button '
        'aria-label="Ok">😐</button><button aria-label="Good">😀</button></div></div></main>'
        '<aside class="hidden xl:flex flex-col shrink-0 w-56 sticky top-16 py-8 page-has-toc">'
        '<div class="text-xs font-semibold uppercase tracking-wide">On this page</div><ul '
        f'class="flex flex-col">{"".join(local)}</ul></aside></div></div></div><div class="'
        'fixed bottom-4 left-4 z-50 max-w-sm rounded-lg border bg-light p-4 text-sm shadow-lg" '
        'role="dialog" aria-label="Cookies"><p>This site uses cookies to deliver its service '
        'and to analyse traffic. By browsing this site, you accept the <a href="/privacy">privacy'
        ' policy</a>.</p><div class="mt-3 flex gap-2"><button>Accept</button><button>Reject'
        '</button></div></div>')
    head = (f'<meta name="description" content="{escape(a.standfirst)}"><meta name="generator" '
            f'content="GitBook ({_hash(rng, 7, HEX)})"><link rel="canonical" href="https://docs.'
            f'{host}.com/{_slug(group)}/{_slug(here)}">' + og(a, space))
    return page(f"{a.headline} | {space}", head, html)


PLATFORMS = {
    "independent": independent, "cbc": cbc, "dawn": dawn, "svt": svt, "yle": yle,
    "repubblica": repubblica, "sueddeutsche": sueddeutsche, "tagesschau": tagesschau,
    "oglobo": oglobo, "detik": detik, "mainichi": mainichi, "yonhap": yonhap,
    "netease-163": netease_163, "csdn": csdn, "beehiiv": beehiiv, "gitbook": gitbook,
}
