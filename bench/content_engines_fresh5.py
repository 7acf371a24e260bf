"""Fresh platforms for bench/content_engines.py, a fifth set: 16 more article templates,
written blind.

Written, like content_engines_fresh.py, content_engines_fresh2.py, content_engines_fresh3.py and
content_engines_fresh4.py, without reading the extractor (tplx_engine/) or its documentation
and without looking at any extractor's output: a held-out check, pages by someone who never saw
how the extractor works. Each function writes an `Article` into the article page of one more
publishing platform (markup written from memory after how the site served its article pages in
2022-2025: element nesting, class, id and data-* names, CSS-module and styled-components hashes
and the atomic class runs of compiled design systems where the site has them, the furniture
around and inside the story; the furniture's text made up) and returns the whole page. The
article's blocks are written in order with their words unchanged, whatever wrapper the
platform gives them (the Times of India's bare text between <br>s, ABC's prism paragraphs,
Stuff's sics-component html-injectors, Ghost's cards, VuePress's anchored headings, Tuổi Trẻ's
VCCorp boxes, Zhihu's data-pid paragraphs, ifeng's CSS-module text box); headline, standfirst,
byline, dates, captions, image credits, ads and their labels, "read also" links ("MORE:",
"READ MORE:", "Read more in Daily Maverick:"), embeds, callouts and tips, teasers, sign-offs
("DM", "Quelle: F.A.Z.", [责任编辑：...]), paywall remnants, newsletter and subscribe forms,
comments, menus, banners and footers are furniture, not gold. `PLATFORMS` maps each
platform's name to its writer and `HAN` names the ones that take Chinese articles (this module
imports the helpers of content_engines, content_engines_more, content_engines_fresh,
content_engines_fresh2, content_engines_fresh3 and content_engines_fresh4).

News sites in English: times-of-india, abc-news-us, stuff-nz, daily-maverick; in other
languages (furniture in the site's language, the article as the pool has it): elmundo
(Spanish), faz (German), nrc (Dutch), aftonbladet (Swedish), tuoitre (Vietnamese),
bangkokpost (English, with Thai furniture), lenta (Russian), ifeng and zhihu-zhuanlan
(Chinese, articles too); blogs and docs: ghost-casper (Casper 5), astro-blog (the Astro
blog starter), vuepress-docs (VuePress 2's default theme).
"""

from __future__ import annotations

import json
import random
import sys
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
from content_engines_fresh import DE_MONTHS, _code_lines, _hash, _heading_id  # noqa: E402
from content_engines_fresh2 import B64, LOWER, RU_MONTHS, _headline_list, _list  # noqa: E402
from content_engines_fresh3 import (  # noqa: E402
    ES_MONTHS,
    HEX,
    NL_MONTHS,
    _blocks_as,
    _quote,
)
from content_engines_fresh4 import _cards, _css, _later  # noqa: E402
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

HAN = {"ifeng", "zhihu-zhuanlan"}  # the platforms here with Chinese furniture and articles

# ----------------------------------------------------------------------------- shared bits


def _atoms(rng: random.Random, size: int = 5):
    """Atomic class names of a compiled design system (ABC's prism, the Times of India's React
    build): a run of short hashes per component, the same for the same component on one page:
    ``at("p", 4)`` -> "EkqkG IGXmU nlgHS yuUao"."""
    return once_per_key(lambda key, n=1: " ".join(_hash(rng, size) for _ in range(n)))


def _inserts(parts: list[str], every: int, make, start: int = 2) -> dict[int, str]:
    """Ad slots after every ``every``-th part from ``start`` (numbered from 1)."""
    return {k: make(i) for i, k in enumerate(range(start, len(parts), every), 1)}


def _put(inserts: dict[int, str], parts: list[str], at: int, html: str) -> None:
    """One more insert after part ``at`` when the article is long enough, before an ad there."""
    if len(parts) > at:
        inserts[at] = html + inserts.get(at, "")


def _uuid(rng: random.Random) -> str:
    """A UUID from the page's generator (the same page, the same id)."""
    h = _hash(rng, 32, HEX)
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


# --------------------------------------------------------------------- news sites in English

TOI_NAV = ("News", "City", "India", "World", "Business", "Tech", "Cricket", "Sports",
           "Entertainment", "TV", "Web Series", "Life & Style", "Astrology", "Education",
           "Photos", "Videos", "ePaper")
TOI_SECTIONS = (("City", "Mumbai", "city/mumbai"), ("City", "Delhi", "city/delhi"),
                ("City", "Bengaluru", "city/bengaluru"), ("India", "India", "india"),
                ("Business", "India Business", "business/india-business"),
                ("World", "US", "world/us"))
TOI_TRENDING = ("Gold Rate Today", "Weather Today", "Horoscope Today", "Petrol Price Today",
                "Mumbai Rains", "Lok Sabha Elections", "IPL Points Table", "Sensex Today")
TOI_STORIES = ("8 fruits that are rich in vitamin C", "10 most beautiful hill stations of India",
               "7 morning habits of successful people", "Foods to avoid on an empty stomach",
               "Baby names inspired by nature")


def times_of_india(a: Article) -> str:
    """The Times of India, timesofindia.indiatimes.com/.../articleshow/<msid>.cms (the React
    front end with short hashed class names): the TOI header and nav, the breadcrumb ending in
    the headline, h1.HNMDR > span, the byline "Name / TNN / Updated: May 14, 2024, 09:30 IST",
    the share and "A A" text-size tools, the synopsis and the lead picture, then
    div._s30J[data-articlebody] with the article as bare text between <br><br> (subheads in
    <strong>, lists and quotes as written), ad slots ("Advertisement"), "Also Read" cards and
    a "Watch" video between them; "End of Article", "FOLLOW US ON SOCIAL MEDIA", "Visual
    Stories", "Start a Conversation" comments, "Top Trending" and "Trending Stories" and the
    Bennett, Coleman footer around."""
    rng = _rng("times-of-india", a)
    c = _atoms(rng)
    t = a.published
    top, place, path = rng.choice(TOI_SECTIONS)
    msid = rng.randrange(109_000_000, 111_000_000)
    base = "https://timesofindia.indiatimes.com"

    def block(b: Block) -> str:
        if b.tag == "p":
            return f"{b.html}<br><br>"
        if b.tag[0] == "h":
            return f"<strong>{b.html}</strong><br><br>"
        return b.markup()

    def ad(i: int) -> str:
        return (f'<div class="{c("adw")} {c("ad2")}" data-ad-pos="inarticle{i}"><span class="'
                f'{c("adl")}">Advertisement</span><div id="div-gpt-ad-{msid}-ATF_{i}" class="'
                f'{c("slot")}" style="min-height:250px"></div></div>')

    def also(i: int) -> str:
        x = _teaser(a, i)
        return (f'<div class="{c("also")}" data-type="also_read"><span class="{c("alsol")}">'
                f'Also Read</span><a class="{c("alsoa")}" href="{base}/{path}/{_slug(x.headline)}'
                f'/articleshow/{msid - 731 * (i + 1)}.cms"><img src="https://static.toiimg.com/'
                f'thumb/msid-{msid - 731 * (i + 1)},width-160,height-120,resizemode-75/photo.jpg"'
                f' alt=""><span class="{c("alsot")}">{escape(x.headline)}</span></a></div>')
    video = (f'<div class="{c("vid")} vdo_embedd" data-msid="{msid - 17}"><div class="'
             f'{c("vidp")}"><img src="https://static.toiimg.com/thumb/msid-{msid - 17},width-400,'
             f'resizemode-4/video.jpg" alt=""><span class="{c("play")}">Play</span><span class="'
             f'{c("vtime")}">0{rng.randrange(1, 4)}:{rng.randrange(10, 60)}</span></div><p '
             f'class="{c("vtitle")}">Watch: {escape(_teaser(a, 5).headline)}</p></div>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 4, ad, 3)
    _put(inserts, parts, 2, also(0))
    _put(inserts, parts, 6, video)
    _put(inserts, parts, 10, also(1))
    body = _after(parts, inserts)
    stamp = f"{t:%b} {t.day}, {t.year}, {t:%H:%M} IST"
    caption, _ = _caption(rng)
    visual = "".join(
        f'<li class="{c("vs")}"><a href="{base}/web-stories/{_slug(x)}/photostory/'
        f'{msid - 5000 * k}.cms"><img src="https://static.toiimg.com/photo/{msid - 5000 * k}.'
        f'cms" alt=""><span>{x}</span></a></li>' for k, x in enumerate(TOI_STORIES, 1))
    trending = _cards(a, 2, 5, lambda k, x: (
        f'<li class="{c("trli")}"><a href="{base}/{path}{x.url}/articleshow/{msid - 97 * k}.'
        f'cms"><span class="{c("trn")}">{k + 1}</span>{escape(x.headline)}</a></li>'))
    html = (
        f'<div id="app"><div class="contentwrapper {c("cw")}"><header class="{c("hdr")}"><div '
        f'class="{c("logo")}"><a href="{base}/" title="News - Times of India"><img src="https://'
        'static.toiimg.com/photo/msid-98333829/98333829.jpg" alt="The Times of India"></a></div>'
        f'<div class="{c("hdrr")}"><a href="{base}/toi-plus">TOI+</a><button class="{c("sign")}"'
        f'>Sign In</button></div><nav class="{c("nav")}"><ul>' + _items(TOI_NAV) + '</ul></nav>'
        f'</header><div class="{c("bc")} breadcrumb"><ul><li><a href="{base}/">News</a></li><li>'
        + (f'<a href="{base}/{path.split("/")[0]}">{top} News</a></li><li>' if top != place
           else "") + f'<a href="{base}/{path}">{place} News</a></li><li><span>'
        f'{escape(a.headline)}</span></li></ul></div><div class="'
        f'{c("main")}"><div class="{c("left")}"><div class="{c("art")}" data-msid="{msid}"><h1 '
        f'class="HNMDR"><span>{escape(a.headline)}</span></h1><div class="{c("bl")} byline"><div'
        f' class="{c("bli")}"><span><a href="{base}/toireporter/author-{_slug(a.author)}-'
        f'{rng.randrange(10**6, 10**7)}.cms">{escape(a.author)}</a> / TNN / </span><span>Updated: '
        f'{stamp}</span></div><div class="{c("tools")}"><button>Share</button><button title="'
        f'Text Size">AA</button><button>Follow us</button></div></div><div class="art_synopsis '
        f'{c("syn")}"><p>{escape(a.standfirst)}</p></div><div class="{c("lead")}"><img src="'
        f'https://static.toiimg.com/thumb/msid-{msid},width-1070,height-580,imgsize-'
        f'{rng.randrange(20000, 90000)},resizemode-75,overlay-toi_sw,pt-32,y_pad-40/photo.jpg" '
        f'alt=""><div class="{c("cap")}">{escape(caption)}</div></div><div class="_s30J clearfix'
        f'  " data-articlebody="1">{body}</div><div class="{c("eoa")}">End of Article</div><div '
        f'class="{c("fol")}"><span>FOLLOW US ON SOCIAL MEDIA</span><a>Facebook</a><a>Twitter</a>'
        f'<a>Instagram</a><a>KOO APP</a><a>YOUTUBE</a></div></div><div class="{c("vsw")}"><h2>'
        f'Visual Stories</h2><ul>{visual}</ul></div><div class="{c("cmt")}" id="comments"><h2>'
        f'Start a Conversation</h2><textarea placeholder="Add your comment"></textarea><button>'
        f'Post comment</button></div></div><div class="{c("right")}"><div class="{c("rad")}"><span>'
        f'Advertisement</span></div><div class="{c("tt")}"><h3>Top Trending</h3><ul>'
        + _items(rng.sample(TOI_TRENDING, 5)) + f'</ul></div><div class="{c("ts")}"><h3>'
        f'Trending Stories</h3><ol>{trending}</ol></div></div></div><footer class="{c("ftr")}">'
        '<ul>' + _items(("About us", "Create Your Own Ad", "Terms of Use and Grievance Redressal "
                         "Policy", "Privacy policy", "Advertise with us", "RSS", "Newsletter",
                         "Feedback", "ePaper", "Sitemap", "Archives"))
        + f'</ul><p>Copyright © {t.year} Bennett, Coleman &amp; Co. Ltd. All rights reserved. '
        'For reprint rights: Times Syndication Service</p></footer></div></div>')
    return page(f"{a.headline} | {place} News - Times of India", og(a, "The Times of India")
                + json_ld(a), html, "en")


ABC_NAV = ("Video", "Live", "Shows", "Elections", "538", "Shop", "Stream on Hulu")
ABC_SECTIONS = ("US", "Politics", "International", "Business", "Technology", "Health",
                "Entertainment", "Weather", "Sports", "Investigative")
ABC_CONTRIBUTORS = ("Luke Barr", "Mireya Villarreal", "Alexandra Hutzler", "Sasha Pezenik",
                    "Josh Margolin", "Jon Haworth", "Emily Chang")


def abc_news_us(a: Article) -> str:
    """ABC News, abcnews.go.com/<Section>/<slug>/story?id=<n> (the FITT/prism React front end:
    data-testid="prism-..." and runs of atomic class names): the header and nav, the section
    label, div[data-testid=prism-headline] > h1, the standfirst, the byline "By Name" with
    the date "May 14, 2024, 9:30 AM", the share bar and the lead figure "PHOTO: ..." with its
    credit; div[data-testid=prism-article-body] of prism paragraphs and h2s with ad wrappers,
    "MORE: <headline>" link paragraphs and an inline video player among them and the
    "ABC News' ... contributed to this report." line at its end; "Top Stories", "ABC News
    Live", the Taboola feed and the ABC footer around."""
    rng = _rng("abc-news-us", a)
    at = _atoms(rng)
    t = a.published
    section = rng.choice(ABC_SECTIONS[:6])
    sid = rng.randrange(109_000_000, 110_500_000)
    p_cls = at("p", 8) + " "

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(f' class="{p_cls}"')
        if b.tag[0] == "h":
            return f'<h2 class="{at("h2", 6)}">{b.html}</h2>'
        if b.tag in ("ul", "ol"):
            return _list(b, f' class="{at("ul", 4)}"', f' class="{at("li", 3)}"')
        if b.tag == "blockquote":
            return _quote(b, f' class="{at("bq", 3)}"', f' class="{p_cls}"')
        return b.markup()

    def ad(i: int) -> str:
        return (f'<div data-testid="prism-ad-wrapper" class="{at("adw", 5)}" style="min-height:'
                f'280px"><div data-box-type="fitt-adbox-inline{i}" class="{at("adbox", 2)}"><div '
                f'class="Ad ad-slot" data-slot-type="inline" data-slot-kvps="pos=inline{i}">'
                '</div></div></div>')

    def more(i: int) -> str:
        x = _teaser(a, i)
        return (f'<p class="{p_cls}"><strong>MORE: </strong><a class="{at("link", 3)}" href="'
                f'https://abcnews.go.com/{section}{x.url}/story?id={sid - 1009 * (i + 1)}">'
                f'{escape(x.headline)}</a></p>')
    video = (f'<div data-testid="prism-video-player" class="{at("vid", 4)}"><div class="'
             f'{at("poster", 3)}"><img src="https://i.abcnewsfe.com/a/{_hash(rng, 8, HEX)}-'
             f'{_hash(rng, 4, HEX)}/video_hpMain_16x9.jpg?w=992" alt=""><button aria-label="Play '
             f'video" class="{at("play", 2)}">Play</button><span class="{at("dur", 2)}">'
             f'{rng.randrange(1, 4)}:{rng.randrange(10, 60)}</span></div><div class="'
             f'{at("vcap", 3)}">{escape(_teaser(a, 4).headline)}</div></div>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 4, ad, 2)
    _put(inserts, parts, 3, more(0))
    _put(inserts, parts, 7, video)
    _put(inserts, parts, 11, more(1))
    names = rng.sample(ABC_CONTRIBUTORS, 2)
    tail = (f'<p class="{p_cls}"><em>ABC News\' {names[0]} and {names[1]} contributed to this '
            'report.</em></p>' if rng.random() < 0.7 else "")
    body = _after(parts, inserts) + tail
    caption, photographer = _caption(rng)
    top = _cards(a, 2, 5, lambda k, x: (
        f'<li class="{at("tsli", 3)}"><a href="https://abcnews.go.com/US{x.url}/story?id='
        f'{sid - 51 * (k + 1)}"><img src="https://i.abcnewsfe.com/a/{k}.jpg" alt=""><h3 class="'
        f'{at("tsh", 4)}">{escape(x.headline)}</h3></a></li>'))
    taboola = "".join(
        f'<div class="trc_spotlight_item"><a href="https://popular.example.com/{_slug(x)}" '
        f'rel="nofollow"><span class="video-label">{x}</span><span class="branding">{y}</span>'
        f'</a></div>' for x, y in (("Seniors Are Switching to This Plan in 2024", "SmartSaver"),
                                   ("The Most Comfortable Shoes for Walking All Day", "Footly"),
                                   ("Here's What New Gutters Should Cost You", "HomeAdvice")))
    html = (
        f'<div id="fitt-analytics"><div class="FITT_Article_outer-container {at("outer", 3)}">'
        f'<header data-testid="prism-header" class="{at("hdr", 4)}"><a href="https://abcnews.'
        f'go.com/" aria-label="ABC News Home Page"><svg><title>ABC News</title></svg></a><nav '
        f'class="{at("nav", 3)}"><ul>' + _items(ABC_NAV) + f'</ul></nav><nav class="'
        f'{at("sub", 3)}"><ul>' + _items(ABC_SECTIONS) + '</ul></nav><button aria-label="Search'
        f'">Search</button></header><main class="FITT_Article_main {at("main", 3)}"><article '
        f'class="FITT_Article_main__body {at("body", 2)}"><div class="{at("sect", 4)}"><a href="'
        f'https://abcnews.go.com/{section}">{section}</a></div><div data-testid="prism-headline" '
        f'class="{at("hw", 3)}"><h1 class="{at("h1", 6)}">{escape(a.headline)}</h1><p class="'
        f'{at("dek", 5)}">{escape(a.standfirst)}</p></div><div data-testid="prism-byline" class="'
        f'{at("by", 4)}"><div class="{at("byi", 3)}"><span class="{at("byn", 9)}">By <a href="'
        f'https://abcnews.go.com/author/{_slug(a.author)}">{escape(a.author)}</a></span><div '
        f'class="{at("date", 5)}">{t:%B} {t.day}, {t.year}, {_hm(t)}</div></div></div><div '
        f'data-testid="prism-share" class="{at("share", 3)}"><button aria-label="Share on '
        'Facebook">Facebook</button><button aria-label="Share on X">X</button><button aria-'
        'label="Email this article">Email</button><button aria-label="Copy link">Copy link'
        f'</button></div><figure data-testid="prism-figure" class="{at("fig", 3)}"><img src="'
        f'https://i.abcnewsfe.com/a/{_hash(rng, 8, HEX)}/abc_{_slug(section)}_{t:%y%m%d}_hpMain'
        f'_16x9.jpg?w=1600" alt=""><figcaption class="{at("cap", 4)}"><span class="'
        f'{at("capt", 3)}">PHOTO: {escape(caption)}</span><span class="{at("credit", 3)}">'
        f'{photographer}/AP</span></figcaption></figure><div data-testid="prism-article-body" '
        f'class="{at("ab", 9)}">{body}</div></article><aside class="{at("rail", 3)}"><section '
        f'class="{at("top", 3)}"><h2>Top Stories</h2><ul>{top}</ul></section><section class="'
        f'{at("live", 3)}"><h2>ABC News Live</h2><p>24/7 coverage of breaking news and live '
        'events</p><a href="https://abcnews.go.com/Live">Watch live</a></section></aside></main>'
        '<div id="taboola-below-article-thumbnails" class="trc_related_container"><div class="'
        f'trc_header">Sponsored Content by Taboola</div>{taboola}</div><footer class="'
        f'{at("ftr", 3)}"><ul>' + _items((
            "About ABC News", "Contact Us", "Privacy Policy", "Your US State Privacy Rights",
            "Children's Online Privacy Policy", "Interest-Based Ads", "Terms of Use", "Do Not "
            "Sell or Share My Personal Information")) + f'</ul><p>© {t.year} ABC News</p>'
        '</footer></div></div>')
    return page(f"{a.headline} - ABC News", og(a, "ABC News") + json_ld(a), html, "en-US")


STUFF_NAV = ("National", "World", "Climate change", "Business", "Politics", "Opinion", "Sport",
             "Entertainment", "Life & Style", "Travel", "Homed", "Motoring", "Pou Tiaki",
             "Quizzes & Puzzles")
STUFF_PLACES = ("Wellington", "Auckland", "Christchurch", "Dunedin", "Hamilton", "Nelson")
SICS_P = "sics-component__html-injector sics-component__story__paragraph"


def stuff_nz(a: Article) -> str:
    """Stuff, stuff.co.nz/<section>/<id>/<slug> (New Zealand; the sics-component front end):
    the header and section nav, then div.sics-component__story with the h1 headline
    (sics-component__headline__title), the intro, the byline (author, "09:30, May 14 2024")
    and the lead image with its sics-component__caption ("Name/Stuff"), then
    div.sics-component__story__body of p.sics-component__html-injector paragraphs with the
    "READ MORE:" list ("* <link>"), ad spaces and a Brightcove video among them; the
    supporter appeal ("Kia ora ..."), "Top stories", the Stuff footer and the consent bar
    around."""
    rng = _rng("stuff-nz", a)
    t = a.published
    section = rng.choice(["national", "world", "business", "politics", "climate-change"])
    sid = rng.randrange(300_800_000, 301_200_000)
    place = rng.choice(STUFF_PLACES)

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(f' class="{SICS_P}"')
        if b.tag[0] == "h":
            return (f'<h2 class="sics-component__html-injector sics-component__story__subheading'
                    f'">{b.html}</h2>')
        if b.tag == "blockquote":
            return _quote(b, ' class="sics-component__blockquote"', f' class="{SICS_P}"')
        return f'<div class="sics-component__html-injector">{b.markup()}</div>'

    def ad(i: int) -> str:
        return (f'<div class="sics-component__ad-space sics-component__ad-space--story" id="'
                f'story-ad-{i}"><div class="ad-label">Advertisement</div><div id="div-gpt-ad-'
                f'story-{i}" style="min-height:250px"></div></div>')
    read_more = (f'<p class="{SICS_P}"><strong>READ MORE:</strong><br>' + "<br>".join(
        f'* <a href="https://www.stuff.co.nz/{section}/{sid - 4000 * (k + 1)}/'
        f'{_slug(_teaser(a, k).headline)}">{escape(_teaser(a, k).headline)}</a>'
        for k in range(3)) + '</p>')
    video = ('<div class="sics-component__brightcove-video"><div class="video-js vjs-fluid" data-'
             f'account="6005208634001" data-video-id="{rng.randrange(10**12, 10**13)}"><div '
             'class="vjs-poster"></div><button class="vjs-big-play-button" title="Play Video">'
             'Play Video</button></div><div class="sics-component__caption"><span class="sics-'
             'component__caption__caption">' + escape(_teaser(a, 4).headline) + '</span><span '
             'class="sics-component__caption__credit">STUFF</span></div></div>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 5, ad, 4)
    _put(inserts, parts, 2, read_more)
    _put(inserts, parts, 8, video)
    body = _after(parts, inserts)
    caption, photographer = _caption(rng)
    top = _cards(a, 2, 4, lambda k, x: (
        f'<li class="sics-component__teaser"><a href="https://www.stuff.co.nz/national/'
        f'{sid - 211 * (k + 1)}/{_slug(x.headline)}"><span class="sics-component__teaser__'
        f'title">{escape(x.headline)}</span></a></li>'))
    html = (
        '<div id="root"><header class="sics-component__header"><a class="sics-component__logo" '
        'href="https://www.stuff.co.nz/"><svg><title>Stuff</title></svg></a><nav class="sics-'
        'component__nav"><ul>' + _items(STUFF_NAV) + '</ul></nav><a class="sics-component__'
        'header__login" href="https://my.stuff.co.nz/">Log in</a></header><main class="sics-'
        f'component__main"><div class="sics-component__story" data-story-id="{sid}"><div class'
        '="sics-component__story__intro"><div class="sics-component__section-label"><a href="'
        f'https://www.stuff.co.nz/{section}">{section.replace("-", " ").title()}</a></div><h1 '
        f'class="sics-component__headline__title">{escape(a.headline)}</h1><p class="sics-'
        f'component__story__intro-text">{escape(a.standfirst)}</p><div class="sics-component__'
        'byline"><span class="sics-component__byline__author"><a href="https://www.stuff.co.nz/'
        f'authors/{_slug(a.author)}">{escape(a.author)}</a></span><span class="sics-component__'
        f'byline__date">{t:%H:%M}, {t:%b} {t.day} {t.year}</span></div><figure class="sics-'
        'component__image"><img src="https://resources.stuff.co.nz/content/dam/images/4/z/'
        f'{_hash(rng, 1, LOWER)}/{_hash(rng, 1, LOWER)}/{_hash(rng, 6, LOWER)}/'
        f'{rng.randrange(10**10)}.jpg" alt=""><figcaption class="sics-component__caption"><span '
        f'class="sics-component__caption__caption">{escape(caption)}</span><span class="sics-'
        f'component__caption__credit">{photographer}/Stuff</span></figcaption></figure></div>'
        '<div class="sics-component__story__body sics-component__story__body--nativform">'
        f'{body}</div><div class="sics-component__support"><h3>Kia ora, thanks for reading '
        'Stuff.</h3><p>We rely on the support of readers in ' + place + ' and around Aotearoa '
        'to keep our journalism free for everyone. If you value it, please consider becoming a'
        ' supporter.</p><a class="sics-component__button" href="https://www.stuff.co.nz/'
        'support-stuff">Support Stuff</a></div><div class="sics-component__share"><button>'
        'Facebook</button><button>X</button><button>Email</button></div></div><aside class="'
        f'sics-component__sidebar"><h2>Top stories</h2><ul>{top}</ul><div class="sics-component'
        '__ad-space"><div class="ad-label">Advertisement</div></div></aside></main><footer class='
        '"sics-component__footer"><ul>' + _items((
            "Contact", "Privacy Policy", "Terms & Conditions", "Advertising", "Complaints",
            "Careers", "Newsletters", "Stuff Events")) + f'</ul><p>© {t.year} Stuff Limited'
        '</p></footer></div><div class="sics-component__consent" role="dialog"><p>We use '
        'cookies to improve your experience on our site.</p><button>OK</button></div>')
    return page(f"{a.headline} | Stuff", og(a, "Stuff") + json_ld(a), html, "en-NZ")


DM_NAV = ("News", "Opinionista", "Business Maverick", "Our Burning Planet", "Maverick Life",
          "Maverick Citizen", "DM168", "Elections", "Video", "Newsletters", "Events", "Insider")
DM_SECTIONS = ("South Africa", "Business Maverick", "Our Burning Planet", "Maverick Citizen",
               "World", "Politics")
DM_SIGNOFFS = ("DM", "DM/OBP", "DM/MC", "DM168")


def daily_maverick(a: Article) -> str:
    """Daily Maverick, dailymaverick.co.za/article/<date>-<slug>/ (South Africa): the header
    with "Become an Insider", the section label, h1.article-title, the excerpt, the author
    with "Follow" and the date, "Listen to this article", the lead gallery image
    ("Illustrative image: ... (Photo: Gallo Images / ...)"), then div.article-content of bare
    <p>s with "Read more in Daily Maverick: <link>" paragraphs, "ADVERTISEMENT" slots and the
    Maverick Insider box between them, the "DM" sign-off (and the DM168 print note) at its
    end; the comments ("Please peer review 3 community comments..."), "More from ..." and
    the footer around."""
    rng = _rng("daily-maverick", a)
    t = a.published
    section = rng.choice(DM_SECTIONS)
    base = "https://www.dailymaverick.co.za"

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            return f"<h3>{b.html}</h3>"
        if b.tag == "blockquote":
            return _quote(b)
        return b.markup()

    def read(i: int) -> str:
        x = _teaser(a, i)
        return (f'<p><strong>Read more in Daily Maverick: <a href="{base}/article/{t:%Y-%m-%d}-'
                f'{_slug(x.headline)}/">{escape(x.headline)}</a></strong></p>')

    def ad(i: int) -> str:
        return (f'<div class="ad-container in-article-ad"><span class="ad-label">ADVERTISEMENT'
                f'</span><div id="div-gpt-ad-dm-inarticle-{i}" class="ad-slot"></div></div>')
    insider = ('<div class="insider-inline"><h4>Maverick Insider</h4><p>Independent journalism'
               ' costs money. Become a Maverick Insider from R25 a month and help us keep the '
               'lights on.</p><a class="btn" href="' + base + '/insider">Become an Insider</a>'
               '</div>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 4, ad, 3)
    _put(inserts, parts, 2, read(0))
    _put(inserts, parts, 5, insider)
    _put(inserts, parts, 9, read(1))
    tail = f'<p><strong>{rng.choice(DM_SIGNOFFS)}</strong></p>'
    if rng.random() < 0.4:
        tail += ('<p><em>This story first appeared in our weekly Daily Maverick 168 newspaper, '
                 'which is available countrywide for R35.</em></p>')
    body = _after(parts, inserts) + tail
    caption, photographer = _caption(rng)
    more = _cards(a, 2, 4, lambda k, x: (
        f'<div class="article-card"><a href="{base}/article/{t:%Y-%m-%d}-{_slug(x.headline)}/">'
        f'<img src="{base}/wp-content/uploads/{t:%Y/%m}/card-{k}.jpg" alt=""><h3 class="'
        f'article-card-title">{escape(x.headline)}</h3></a></div>'))
    html = (
        '<div class="site-wrapper"><header class="site-header"><a class="logo" href="' + base
        + '/"><img src="' + base + '/wp-content/themes/dm/images/logo.svg" alt="Daily Maverick">'
        '</a><nav class="main-menu"><ul>' + _items(DM_NAV) + '</ul></nav><a class="btn-insider"'
        f' href="{base}/insider">Become an Insider</a><a class="login" href="{base}/login">'
        'Log in</a></header><main class="site-main"><div class="article-container"><div class'
        f'="article-header"><a class="section-label" href="{base}/section/{_slug(section)}/">'
        f'{section.upper()}</a><h1 class="article-title">{escape(a.headline)}</h1><p class="'
        f'article-excerpt">{escape(a.standfirst)}</p><div class="article-info"><div class="'
        f'author"><img src="{base}/wp-content/uploads/authors/{_slug(a.author)}.jpg" alt=""><a'
        f' href="{base}/author/{_slug(a.author)}/">{escape(a.author)}</a><button class="follow">'
        f'Follow</button></div><div class="date">{t.day} {t:%b} {t.year}</div></div><div class'
        '="listen"><button>Listen to this article</button><span>0:00</span></div></div><div '
        f'class="article-image gallery"><img src="{base}/wp-content/uploads/{t:%Y/%m}/'
        f'{_hash(rng, 10, LOWER)}.jpg" alt=""><p class="caption">Illustrative image: '
        f'{escape(caption)} (Photo: Gallo Images / {photographer})</p></div><div class="'
        f'article-content">{body}</div><div class="article-tags"><span>Gallery</span><a>'
        f'{section}</a></div><section class="comments" id="comments"><h3>Comments</h3><p>'
        'Please peer review 3 community comments before your comment can be posted</p><p>'
        'Comments - Please <a href="' + base + '/login">login</a> in order to comment.</p>'
        f'</section></div><aside class="more-from"><h2>More from {section}</h2>{more}</aside>'
        '<div class="newsletter-signup"><h3>Don\'t miss out</h3><p>Sign up to our First Thing '
        'newsletter.</p><input type="email" placeholder="Email address"><button>Sign up'
        '</button></div></main><footer class="site-footer"><ul>' + _items((
            "About Us", "Contact Us", "Newsletters", "Advertise", "Careers", "Terms & "
            "Conditions", "Privacy Policy", "Press Code", "Complaints")) + '</ul><p>Daily '
        'Maverick © All rights reserved</p></footer></div>')
    return page(f"{a.headline}", og(a, "Daily Maverick") + json_ld(a), html, "en-ZA")


# ---------------------------------------------------------------------------- blogs and docs

CASPER_SITES = ("The Long Window", "Quiet Hours", "Paper Lanterns", "Northern Field Notes",
                "The Slow Build")
CASPER_TAGS = ("Essays", "Notes", "Engineering", "Culture", "Travel")
CASPER_CALLOUTS = ("This post is part of an ongoing series. Start from the beginning if you "
                   "are new here.", "Members get every post by email the day it goes out.",
                   "Updated with a few corrections after readers wrote in.")


def ghost_casper(a: Article) -> str:
    """A Ghost 5 blog with the Casper 5 theme: header#gh-head (the brand, the search and burger
    buttons, ul.nav, "Sign in" / "Subscribe" portal links), then article.article >
    header.article-header.gh-canvas (the primary tag and "Featured", h1.article-title,
    p.article-excerpt, the byline with author avatar, date and reading time, the feature
    image with its caption) and section.gh-content.gh-canvas of the post's blocks (headings
    with ids) with Koenig cards between them: a kg-image-card with a caption, a kg-callout-
    card, a kg-bookmark-card and a kg-signup-card form; the comments-ui section, the
    footer-cta, the "Read more" post cards, the site footer, PhotoSwipe's markup and the
    portal root around."""
    rng = _rng("ghost-casper", a)
    t = a.published
    site = rng.choice(CASPER_SITES)
    host = _slug(site).replace("-", "")
    tag = rng.choice(CASPER_TAGS)
    base = f"https://{host}.ghost.io"
    seen: dict[str, int] = {}

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            return f'<{b.tag} id="{_heading_id(b.text, seen)}">{b.html}</{b.tag}>'
        if b.tag == "pre":
            lang = rng.choice(["js", "python", "bash"])
            return f'<pre><code class="language-{lang}">{b.html}</code></pre>'
        return b.markup()
    image = (f'<figure class="kg-card kg-image-card kg-card-hascaption"><img src="{base}/content/'
             f'images/{t:%Y/%m}/{_hash(rng, 8, LOWER)}.jpg" class="kg-image" alt="" loading="'
             f'lazy" width="2000" height="1333" srcset="{base}/content/images/size/w600/{t:%Y/%m}'
             f'/photo.jpg 600w, {base}/content/images/size/w1000/{t:%Y/%m}/photo.jpg 1000w" sizes'
             f'="(min-width: 720px) 720px"><figcaption><span style="white-space: pre-wrap;">'
             f'Photo by {rng.choice(["Ana Ruiz", "Jonas Berg", "Mei Lin"])} on Unsplash</span>'
             '</figcaption></figure>')
    callout = ('<div class="kg-card kg-callout-card kg-callout-card-grey"><div class="kg-callout'
               f'-emoji">💡</div><div class="kg-callout-text">{rng.choice(CASPER_CALLOUTS)}</div>'
               '</div>')
    x = _teaser(a, 0)
    bookmark = (f'<figure class="kg-card kg-bookmark-card"><a class="kg-bookmark-container" href='
                f'"{base}{x.url}/"><div class="kg-bookmark-content"><div class="kg-bookmark-'
                f'title">{escape(x.headline)}</div><div class="kg-bookmark-description">'
                f'{escape(x.blurb)}</div><div class="kg-bookmark-metadata"><img class="kg-'
                f'bookmark-icon" src="{base}/favicon.ico" alt=""><span class="kg-bookmark-'
                f'author">{site}</span><span class="kg-bookmark-publisher">{escape(a.author)}'
                f'</span></div></div><div class="kg-bookmark-thumbnail"><img src="{base}/content/'
                'images/thumb.jpg" alt=""></div></a></figure>')
    signup = ('<div class="kg-card kg-signup-card kg-width-regular" data-lexical-signup-form="" '
              'style="background-color: #F0F0F0; display: none;"><div class="kg-signup-card-'
              'content"><div class="kg-signup-card-text"><h2 class="kg-signup-card-heading" '
              f'style="color: #000000;"><span style="white-space: pre-wrap;">Sign up for {site}'
              '</span></h2><p class="kg-signup-card-subheading" style="color: #000000;"><span '
              'style="white-space: pre-wrap;">New posts, straight to your inbox.</span></p><form'
              ' class="kg-signup-card-form" data-members-form="signup"><div class="kg-signup-'
              'card-fields"><input class="kg-signup-card-input" id="email" data-members-email="" '
              'type="email" required="true" placeholder="Your email"><button class="kg-signup-'
              'card-button kg-style-accent" style="color: #FFFFFF;" type="submit"><span class="'
              'kg-signup-card-button-default">Subscribe</span><span class="kg-signup-card-button'
              '-loading">Loading…</span></button></div><div class="kg-signup-card-success" style'
              '="color: #000000;">Email sent! Check your inbox to complete your signup.</div><div'
              ' class="kg-signup-card-error" style="color: #000000;" data-members-error=""></div>'
              '</form><p class="kg-signup-card-disclaimer" style="color: #000000;"><span style="'
              'white-space: pre-wrap;">No spam. Unsubscribe anytime.</span></p></div></div></div>')
    parts = body_html(a, block)
    inserts: dict[int, str] = {}
    _put(inserts, parts, 2, image)
    _put(inserts, parts, 4, callout)
    _put(inserts, parts, 9, bookmark)
    body = _after(parts, inserts) + signup
    date = f"{t:%b} {t.day}, {t.year}"
    avatar = f"{base}/content/images/size/w100/{t:%Y}/01/avatar.jpg"
    cards = _cards(a, 1, 3, lambda k, x: (
        f'<article class="post-card post tag-{_slug(tag)}"><a class="post-card-image-link" href="'
        f'{base}{x.url}/"><img class="post-card-image" src="{base}/content/images/size/w600/'
        f'card-{k}.jpg" alt="" loading="lazy"></a><div class="post-card-content"><a class="post-'
        f'card-content-link" href="{base}{x.url}/"><header class="post-card-header"><div class="'
        f'post-card-tags"><span class="post-card-primary-tag">{tag}</span></div><h2 class="'
        f'post-card-title">{escape(x.headline)}</h2></header><div class="post-card-excerpt">'
        f'{escape(x.blurb)}</div></a><footer class="post-card-meta"><time class="post-card-meta'
        f'-date" datetime="{t:%Y-%m-%d}">{date}</time><span class="post-card-meta-length">'
        f'{k + 3} min read</span></footer></div></article>'))
    nav = "".join(f'<li class="nav-{_slug(x)}"><a href="{base}/{_slug(x) if k else ""}">{x}</a>'
                  '</li>' for k, x in enumerate(("Home", "About", "Archive", tag)))
    html = (
        '<div class="viewport"><header id="gh-head" class="gh-head outer is-head-left-logo"><div'
        ' class="gh-head-inner inner"><div class="gh-head-brand"><a class="gh-head-logo no-image'
        f'" href="{base}">{site}</a><button class="gh-search gh-icon-btn" aria-label="Search '
        'this site" data-ghost-search=""><svg></svg></button><button class="gh-burger" aria-'
        'label="Main Menu"></button></div><nav class="gh-head-menu"><ul class="nav">' + nav
        + '</ul></nav><div class="gh-head-actions"><button class="gh-search gh-icon-btn" data-'
        'ghost-search=""><svg></svg></button><div class="gh-head-members"><a class="gh-head-'
        'link" href="#/portal/signin" data-portal="signin">Sign in</a><a class="gh-head-button" '
        'href="#/portal/signup" data-portal="signup">Subscribe</a></div></div></div></header>'
        '<div class="site-content"><main id="site-main" class="site-main"><article class="'
        f'article post tag-{_slug(tag)} featured image-small"><header class="article-header '
        'gh-canvas"><div class="article-tag post-card-tags"><span class="post-card-primary-tag">'
        f'<a href="{base}/tag/{_slug(tag)}/">{tag}</a></span><span class="post-card-featured">'
        f'<svg></svg> Featured</span></div><h1 class="article-title">{escape(a.headline)}</h1>'
        f'<p class="article-excerpt">{escape(a.standfirst)}</p><div class="article-byline">'
        '<section class="article-byline-content"><ul class="author-list instapaper_ignore"><li '
        f'class="author-list-item"><a href="{base}/author/{_slug(a.author)}/" class="author-'
        f'avatar"><img class="author-profile-image" src="{avatar}" alt="{escape(a.author)}">'
        '</a></li></ul><div class="article-byline-meta"><h4 class="author-name"><a href="'
        f'{base}/author/{_slug(a.author)}/">{escape(a.author)}</a></h4><div class="byline-meta-'
        f'content"><time class="byline-meta-date" datetime="{t:%Y-%m-%d}">{date}</time><span '
        f'class="byline-reading-time"><span class="bull">&bull;</span> {_minutes(a)} min read'
        '</span></div></div></section></div><figure class="article-image"><img srcset="'
        f'{base}/content/images/size/w300/{t:%Y/%m}/cover.jpg 300w, {base}/content/images/size/'
        f'w2000/{t:%Y/%m}/cover.jpg 2000w" sizes="(min-width: 1400px) 1400px, 92vw" src="{base}'
        f'/content/images/size/w2000/{t:%Y/%m}/cover.jpg" alt="{escape(a.headline)}">'
        '<figcaption><span style="white-space: pre-wrap;">Photo by '
        f'{rng.choice(["Kai Pilger", "Ross Sokolovski", "Nathan Dumlao"])} / Unsplash</span>'
        f'</figcaption></figure></header><section class="gh-content gh-canvas">{body}</section>'
        '<section class="article-comments gh-canvas"><div style="max-width:100%"><script defer '
        'src="https://cdn.jsdelivr.net/ghost/comments-ui@~0.17/umd/comments-ui.min.js" data-'
        f'ghost-comments="{base}/" data-api="{base}/ghost/api/content/" data-admin="{base}/ghost'
        f'/" data-key="{_hash(rng, 26, HEX)}" data-title="" data-count="true" data-post-id="'
        f'{_hash(rng, 24, HEX)}" data-color-scheme="auto" data-avatar-saturation="60" data-'
        f'accent-color="#FF1A75" data-comments-enabled="all" data-publication="{site}" '
        'crossorigin="anonymous"></script></div></section></article></main><section class="'
        'footer-cta outer"><div class="inner"><h2 class="footer-cta-title">Sign up for more '
        'like this.</h2><a class="footer-cta-button" href="#/portal" data-portal=""><div class'
        '="footer-cta-input">Enter your email</div><span>Subscribe</span></a></div></section>'
        '<aside class="read-more-wrap outer"><div class="read-more inner"><div class="read-more'
        f'-feed">{cards}</div></div></aside></div><footer class="site-footer outer"><div class="'
        f'inner"><section class="copyright"><a href="{base}">{site}</a> &copy; {t.year}'
        '</section><nav class="site-footer-nav"><ul class="nav"><li class="nav-sign-up"><a href'
        '="#/portal/">Sign up</a></li><li class="nav-privacy"><a href="/privacy/">Privacy</a>'
        '</li></ul></nav><div class="gh-powered-by"><a href="https://ghost.org/" target="_blank"'
        ' rel="noopener">Powered by Ghost</a></div></div></footer></div><div class="pswp" '
        'tabindex="-1" role="dialog" aria-hidden="true"><div class="pswp__bg"></div><div class'
        '="pswp__scroll-wrap"><div class="pswp__container"><div class="pswp__item"></div><div '
        'class="pswp__item"></div></div><div class="pswp__ui pswp__ui--hidden"><div class="pswp'
        '__top-bar"><div class="pswp__counter"></div><button class="pswp__button pswp__button--'
        'close" title="Close (Esc)"></button><button class="pswp__button pswp__button--share" '
        'title="Share"></button><button class="pswp__button pswp__button--zoom" title="Zoom in/'
        'out"></button></div><div class="pswp__caption"><div class="pswp__caption__center">'
        '</div></div></div></div></div><div id="ghost-portal-root"></div>')
    head = (f'<meta name="description" content="{escape(a.standfirst)}"><link rel="canonical" '
            f'href="{base}/{_slug(a.headline)}/"><meta name="generator" content="Ghost 5.82">'
            + og(a, site) + '<script defer src="https://cdn.jsdelivr.net/ghost/portal@~2.37/umd/'
            f'portal.min.js" data-i18n="true" data-ghost="{base}/" data-key="'
            f'{_hash(rng, 26, HEX)}" crossorigin="anonymous"></script>')
    return page(a.headline, head, html).replace(
        "<body>", f'<body class="post-template tag-{_slug(tag)} has-sans-title has-serif-body">',
        1)


ASTRO_SITES = (("Astro Blog", "astro"), ("Lena Writes Code", "lenawrites"),
               ("Notes from the Terminal", "terminalnotes"), ("Bits & Bobs", "bitsandbobs"))
CID = {"header": "3ef6ksr2", "link": "eimmu3lg", "post": "bvzihdzo", "footer": "sz7xmlte"}
SOCIAL = (("Follow Astro on Mastodon", "https://m.webtoo.ls/@astro", "social/mastodon"),
          ("Follow Astro on Twitter", "https://twitter.com/astrodotbuild", "social/twitter"),
          ("Go to Astro's GitHub repo", "https://github.com/withastro/astro", "social/github"))


def astro_blog(a: Article) -> str:
    """A post of the Astro blog starter (npm create astro -- --template blog, Astro 4): the
    scoped styles in <style> tags, header > nav (h2 with the site's title, div.internal-links
    of HeaderLink anchors, div.social-links of sr-only labels and icons), every template
    element with its data-astro-cid-* attribute; main > article with div.hero-image and
    div.prose > div.title (the date, "Last updated on", h1, <hr>) followed by the Markdown's
    HTML without cid attributes (headings with ids, Shiki's pre.astro-code with span.line
    lines); the footer "© 2024 Your name here. All rights reserved." with the social links."""
    rng = _rng("astro-blog", a)
    t = a.published
    site, host = rng.choice(ASTRO_SITES)
    seen: dict[str, int] = {}

    def cid(part: str) -> str:
        return f"data-astro-cid-{CID[part]}"

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            return f'<{b.tag} id="{_heading_id(b.text, seen)}">{b.html}</{b.tag}>'
        if b.tag == "pre":
            lines = _code_lines(b.html, '<span class="line"><span style="color:#E1E4E8">{text}'
                                        '</span></span>')
            return ('<pre class="astro-code github-dark" style="background-color:#24292e;color:'
                    '#e1e4e8; overflow-x: auto;" tabindex="0" data-language="plaintext"><code>'
                    f'{lines}</code></pre>')
        return b.markup()
    body = "".join(body_html(a, block))
    def social(part: str) -> str:
        return "".join(
            f'<a href="{href}" target="_blank" {cid(part)}><span class="sr-only" {cid(part)}>'
            f'{label}</span><svg viewBox="0 0 16 16" aria-hidden="true" width="32" height="32" '
            f'astro-icon="{icon}" {cid(part)}><path fill="currentColor" d="M0 0h16v16H0z" '
            f'{cid(part)}></path></svg></a>' for label, href, icon in SOCIAL)
    later = _later(t, 2)
    links = "".join(
        f'<a href="{href}"' + (' class="active"' if name == "Blog" else "")
        + f' {cid("link")}>{name}</a>' for name, href in (("Home", "/"), ("Blog", "/blog"),
                                                           ("About", "/about")))
    html = (
        f'<header {cid("header")}><nav {cid("header")}><h2 {cid("header")}><a href="/">{site}</a>'
        f'</h2><div class="internal-links" {cid("header")}>{links}</div><div class="social-'
        f'links" {cid("header")}>' + social("header") + '</div></nav></header>'
        f'<main {cid("post")}><article {cid("post")}><div class="hero-image" {cid("post")}><img '
        f'width="1020" height="510" src="/_astro/blog-placeholder-{rng.randrange(1, 6)}.'
        f'{_hash(rng, 8, B64)}.jpg" alt="" {cid("post")}></div><div class="prose" {cid("post")}>'
        f'<div class="title" {cid("post")}><div class="date" {cid("post")}><time datetime="'
        f'{t:%Y-%m-%d}T00:00:00.000Z">{t:%b} {t.day}, {t.year}</time>'
        + (f'<div class="last-updated-on" {cid("post")}>Last updated on <time datetime="'
           f'{later:%Y-%m-%d}T00:00:00.000Z">{later:%b} {later.day}, {later.year}</time></div>'
           if rng.random() < 0.5 else "")
        + f'</div><h1 {cid("post")}>{escape(a.headline)}</h1><hr {cid("post")}></div>{body}'
        f'</div></article></main><footer {cid("footer")}>&copy; {t.year} Your name here. All '
        f'rights reserved.<div class="social-links" {cid("footer")}>'
        + social("footer") + '</div></footer>')
    style = (f'<style>main[{cid("post")}]{{width:calc(100% - 2em);max-width:100%;margin:0}}'
             f'.hero-image[{cid("post")}]{{width:100%}}.prose[{cid("post")}]{{width:720px;'
             f'max-width:calc(100% - 2em);margin:auto;padding:1em;color:rgb(var(--gray-dark))}}'
             f'.title[{cid("post")}]{{margin-bottom:1em;padding:1em 0;text-align:center;'
             f'line-height:1}}</style><style>header[{cid("header")}]{{margin:0;padding:0 1em;'
             'background:white;box-shadow:0 2px 8px rgba(var(--black),5%)}</style>')
    head = (f'<meta name="viewport" content="width=device-width,initial-scale=1"><link rel="'
            f'icon" type="image/svg+xml" href="/favicon.svg"><meta name="generator" content="'
            f'Astro v4.{rng.randrange(4, 16)}.{rng.randrange(10)}"><link rel="canonical" href="'
            f'https://{host}.dev/blog/{_slug(a.headline)}/"><meta name="description" content="'
            f'{escape(a.standfirst)}">' + og(a, site) + '<link rel="sitemap" href="/sitemap-'
            'index.xml"><link rel="alternate" type="application/rss+xml" title="' + site + '" '
            f'href="https://{host}.dev/rss.xml">{style}')
    return page(f"{a.headline}", head, html)


VP_PROJECTS = ("Lumina", "Fernwork", "Quillstack", "Vitewind", "Harbormaster")
VP_GUIDE = ("Introduction", "Getting Started", "Configuration", "Page", "Markdown", "Assets",
            "I18n", "Deployment")
VP_CONTRIBUTORS = ("meteorlxy", "Mister-Hope", "ulivz", "pengzhanbo", "Kid", "shigma")
VP_TIPS = ("This feature requires version 2.0 or later.", "The default value works for most "
           "projects; change it only if you need to.", "Restart the dev server after changing "
           "the config file.")


def vuepress_docs(a: Article) -> str:
    """A VuePress 2 docs page (@vuepress/theme-default, SSR output with its <!--[--> markers):
    div#app > div.theme-container with header.navbar (the sidebar toggle, logo and site name,
    nav.navbar-items with dropdowns and the GitHub external link, the color-mode toggle, the
    search box), aside.sidebar (ul.sidebar-items, the current page's headings nested under its
    link), then main.page > div.theme-default-content: the h1 and the page's blocks, headings
    with a.header-anchor "#", code in div.language-* line-numbers-mode, a custom-container
    tip between them; footer.page-meta (Edit this page on GitHub, Last Updated,
    Contributors) and nav.page-nav (prev / next) after it."""
    rng = _rng("vuepress-docs", a)
    t = a.published
    project = rng.choice(VP_PROJECTS)
    repo = f"{_slug(project)}/{_slug(project)}"
    here = rng.randrange(1, len(VP_GUIDE) - 1)
    seen: dict[str, int] = {}
    local = []
    ext = ('<span><svg class="external-link-icon" xmlns="http://www.w3.org/2000/svg" aria-'
           'hidden="true" focusable="false" x="0px" y="0px" viewBox="0 0 100 100" width="15" '
           'height="15"><path fill="currentColor" d="M18.8,85.1h56l0,0"></path></svg><span '
           'class="external-link-icon-sr-only">open in new window</span></span>')

    def heading(b: Block) -> str:
        i = _heading_id(b.text, seen)
        if b.tag in ("h2", "h3"):
            local.append(f'<li><a href="/guide/{_slug(VP_GUIDE[here])}.html#{i}" class="sidebar-'
                         f'item" aria-label="{escape(b.text)}">{escape(b.text)}</a></li>')
        return (f'<{b.tag} id="{i}" tabindex="-1"><a class="header-anchor" href="#{i}" aria-'
                f'hidden="true">#</a> {b.html}</{b.tag}>')

    def code(b: Block) -> str:
        lang = rng.choice(["bash", "js", "ts"])
        n = b.html.count("\n") + 1
        return (f'<div class="language-{lang} line-numbers-mode" data-ext="{lang[:2]}" data-'
                f'title="{lang[:2]}"><button class="copy" title="Copy code" data-copied="Copied">'
                f'</button><pre class="language-{lang}"><code>{b.html}</code></pre><div class="'
                'line-numbers" aria-hidden="true">' + '<div class="line-number"></div>' * n
                + '</div></div>')

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            return heading(b)
        if b.tag == "pre":
            return code(b)
        return b.markup()
    tip = ('<div class="custom-container tip"><p class="custom-container-title">TIP</p><p>'
           f'{rng.choice(VP_TIPS)}</p></div>')
    parts = body_html(a, block)
    inserts: dict[int, str] = {}
    _put(inserts, parts, 2, tip)
    body = _after(parts, inserts)
    items = []
    for k, name in enumerate(VP_GUIDE):
        href = f"/guide/{_slug(name)}.html" if k else "/guide/"
        if k == here:
            items.append(f'<li><a href="{href}" class="router-link-active router-link-exact-'
                         f'active active sidebar-item" aria-label="{escape(a.headline)}">'
                         f'{escape(a.headline)}</a><ul style="" class="sidebar-item-children">'
                         f'{"".join(local)}</ul></li>')
        else:
            items.append(f'<li><a href="{href}" class="sidebar-item" aria-label="{name}">{name}'
                         '</a><!----></li>')
    nav = (
        '<nav class="navbar-items can-hide" aria-label="site navigation"><div class="navbar-'
        'item"><a href="/guide/" class="router-link-active" aria-label="Guide">Guide</a></div>'
        '<div class="navbar-item"><div class="navbar-dropdown-wrapper"><button class="navbar-'
        'dropdown-title" type="button" aria-label="Reference"><span class="title">Reference'
        '</span><span class="arrow down"></span></button><ul style="display:none;" class="'
        'navbar-dropdown">' + "".join(
            f'<li class="navbar-dropdown-item"><a href="/reference/{_slug(x)}.html" aria-label="'
            f'{x}">{x}</a></li>' for x in ("CLI", "Config", "Frontmatter", "Plugin API"))
        + '</ul></div></div><div class="navbar-item"><a href="/changelog.html" aria-label="'
        'Changelog">Changelog</a></div><div class="navbar-item"><div class="navbar-dropdown-'
        'wrapper"><button class="navbar-dropdown-title" type="button" aria-label="Select '
        'language"><span class="title">Languages</span><span class="arrow down"></span>'
        '</button><ul style="display:none;" class="navbar-dropdown"><li class="navbar-dropdown-'
        'item"><a href="/guide/" class="router-link-active" aria-label="English">English</a>'
        '</li><li class="navbar-dropdown-item"><a href="/zh/guide/" aria-label="简体中文">简体中文'
        '</a></li></ul></div></div><div class="navbar-item"><a class="external-link" href="'
        f'https://github.com/{repo}" rel="noopener noreferrer" target="_blank" aria-label='
        f'"GitHub">GitHub{ext}</a></div></nav>')
    prev, nxt = VP_GUIDE[here - 1], VP_GUIDE[here + 1]
    who = ", ".join(f'<span class="contributor" title="email: {x.lower()}@users.noreply.github.'
                    f'com">{x}</span>' for x in rng.sample(VP_CONTRIBUTORS, 3))
    html = (
        '<div id="app"><!--[--><div class="theme-container"><!--[--><header class="navbar"><div '
        'class="toggle-sidebar-button" title="toggle sidebar" aria-expanded="false" role="'
        'button" tabindex="0"><div class="icon" aria-hidden="true"><span></span><span></span>'
        '<span></span></div></div><span><a href="/" class=""><img class="logo" src="/images/'
        f'logo.png" alt="{project}"><span class="site-name can-hide" aria-hidden="true">'
        f'{project}</span></a></span><div class="navbar-items-wrapper" style="">{nav}<button '
        'class="toggle-color-mode-button" title="toggle color mode"><svg></svg></button><form '
        'class="search-box" role="search"><input type="search" placeholder="Search" '
        'autocomplete="off" spellcheck="false" value=""><!----></form></div></header><!--]-->'
        '<div class="sidebar-mask"></div><!--[--><aside class="sidebar">' + nav.replace(
            "navbar-items can-hide", "navbar-items") + '<!--[--><!--]--><ul class="sidebar-'
        'items"><!--[--><li><p tabindex="0" class="sidebar-item sidebar-heading active">Guide '
        '<!----></p><ul style="" class="sidebar-item-children"><!--[-->' + "".join(items)
        + '<!--]--></ul></li><!--]--></ul><!--[--><!--]--></aside><!--]--><!--[--><main class="'
        'page"><!--[--><!--]--><div class="theme-default-content"><!--[--><!--]--><div><h1 id="'
        f'{_slug(a.headline)}" tabindex="-1"><a class="header-anchor" href="#'
        f'{_slug(a.headline)}" aria-hidden="true">#</a> {escape(a.headline)}</h1>{body}</div>'
        '<!--[--><!--]--></div><footer class="page-meta"><div class="meta-item edit-link"><a '
        f'class="external-link meta-item-label" href="https://github.com/{repo}/edit/main/docs/'
        f'guide/{_slug(VP_GUIDE[here])}.md" rel="noopener noreferrer" target="_blank" aria-'
        f'label="Edit this page on GitHub">Edit this page on GitHub{ext}</a></div><div class="'
        'meta-item last-updated"><span class="meta-item-label">Last Updated: </span><!----><span'
        f' class="meta-item-info">{t.month}/{t.day}/{t.year}, {t.hour % 12 or 12}:{t:%M}:00 '
        f'{"AM" if t.hour < 12 else "PM"}</span></div><div class="meta-item contributors"><span'
        f' class="meta-item-label">Contributors: </span><span class="meta-item-info">{who}'
        '</span></div></footer><nav class="page-nav"><p class="inner"><span class="prev"><a '
        f'href="/guide/{_slug(prev)}.html" class="" aria-label="{prev}">{prev}</a></span><span '
        f'class="next"><a href="/guide/{_slug(nxt)}.html" class="" aria-label="{nxt}">{nxt}</a>'
        '</span></p></nav><!--[--><!--]--></main><!--]--></div><!--[--><!----><!--]--><!--]-->'
        '</div>')
    head = (f'<meta name="generator" content="VuePress 2.0.0-rc.{rng.randrange(0, 14)}"><meta '
            f'name="description" content="{escape(a.standfirst)}"><link rel="preload" href="/'
            f'assets/style-{_hash(rng, 8, B64)}.css" as="style"><link rel="stylesheet" href="/'
            f'assets/style-{_hash(rng, 8, B64)}.css"><script>const userMode = localStorage.'
            "getItem('vuepress-color-scheme');</script>")
    return page(f"{a.headline} | {project}", head, html)


# ------------------------------------------------------------------- news in other languages

ES_DAYS = ("Lunes", "Martes", "Miércoles", "Jueves", "Viernes", "Sábado", "Domingo")
EM_NAV = ("España", "Internacional", "Economía", "Opinión", "Deportes", "Cultura",
          "Ciencia y Salud", "Tecnología", "Madrid", "Cataluña", "Andalucía", "Televisión",
          "Papel", "LOC", "Metrópoli", "Yodona")
EM_HEADLINES = ("El Gobierno aprueba el nuevo plan de vivienda para jóvenes",
                "La AEMET activa avisos por tormentas en el norte peninsular",
                "El Real Madrid gana en el último minuto y se acerca al título",
                "El paro baja en abril hasta su nivel más bajo desde 2008",
                "Ayuso anuncia una rebaja fiscal para familias numerosas",
                "Bruselas abre expediente a España por la calidad del aire")
EM_PLACES = ("Madrid", "Barcelona", "Sevilla", "Valencia", "Bruselas", "Bilbao")
EM_CAPTIONS = ("Imagen de archivo.", "Varias personas, en el centro de la capital.",
               "El presidente, durante su intervención.", "Vista del edificio, este martes.")


def elmundo(a: Article) -> str:
    """El Mundo, elmundo.es/<section>/<y/m/d>/<24 hex>.html (Spanish furniture; Unidad
    Editorial's ue-c-* BEM classes): article.ue-c-article with the kicker, h1.ue-c-article__
    headline, p.ue-c-article__standfirst, the byline (ue-c-article__byline-name, the
    location, "Actualizado Martes, 14 mayo 2024 - 09:30") and the sharing tools, the lead
    figure (ue-c-article__media-description-caption and -source), then
    div.ue-l-article__body[data-section=articleBody] of bare <p>s and h2s with "Publicidad"
    ad slots and a "Más noticias" related box between them; "Conforme a los criterios de
    The Trust Project", the subscription promo, the comments button, "Lo más leído" and the
    Unidad Editorial footer around."""
    rng = _rng("elmundo", a)
    t = a.published
    heads = list(EM_HEADLINES)
    rng.shuffle(heads)
    section = rng.choice(["espana", "internacional", "economia", "madrid", "ciencia-y-salud"])
    url = f"https://www.elmundo.es/{section}/{t:%Y/%m/%d}/{_hash(rng, 24, HEX)}.html"

    block = _blocks_as("h2", h=' class="ue-c-article__subheadline"',
                       quote=' class="ue-c-article__blockquote"')

    def ad(i: int) -> str:
        return (f'<div class="ue-c-ad ue-l-article__ad ue-c-ad--article" id="ue-ad-robapaginas'
                f'-{i}"><span class="ue-c-ad__label">Publicidad</span><div id="div-gpt-ad-'
                f'robapaginas{i}" class="ue-c-ad__slot"></div></div>')
    related = ('<aside class="ue-c-article__related"><p class="ue-c-article__related-title">Más '
               'noticias</p><ul class="ue-c-article__related-list">' + "".join(
                   f'<li class="ue-c-article__related-item"><a class="ue-c-article__related-'
                   f'link" href="https://www.elmundo.es/{section}/{t:%Y/%m/%d}/'
                   f'{_hash(rng, 24, HEX)}.html">{h}</a></li>' for h in heads[:2])
               + '</ul></aside>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 4, ad, 2)
    _put(inserts, parts, 5, related)
    body = _after(parts, inserts)
    date = (f"{ES_DAYS[t.weekday()]}, {t.day} {ES_MONTHS[t.month - 1]} {t.year} - "
            f"{t:%H:%M}")
    caption = rng.choice(EM_CAPTIONS)
    kicker = rng.choice(["Política", "Tribunales", "Vivienda", "Medio ambiente", "Sanidad"])
    comments = rng.randrange(0, 400)
    popular = "".join(f'<li class="ue-c-popular__item"><span>{k}</span><a href="https://www.'
                      f'elmundo.es/{section}/{t:%Y/%m/%d}/{_hash(rng, 24, HEX)}.html">{h}</a>'
                      '</li>' for k, h in enumerate(heads[2:6], 1))
    html = (
        '<div class="ue-l-page"><header class="ue-c-main-header"><a class="ue-c-main-header__'
        'logo" href="https://www.elmundo.es/"><svg><title>El Mundo</title></svg></a><nav class='
        '"ue-c-main-navigation"><ul>' + _headline_list(EM_NAV) + '</ul></nav><a class="ue-c-'
        'main-header__subscribe" href="https://www.elmundo.es/suscripciones/">Suscríbete</a><a '
        'class="ue-c-main-header__login" href="https://www.elmundo.es/registro">Iniciar sesión'
        '</a></header><main class="ue-l-article"><article class="ue-c-article"><div class="ue-'
        f'c-article__header"><div class="ue-c-article__kicker">{kicker}</div><h1 class="ue-c-'
        f'article__headline js-headline">{escape(a.headline)}</h1><p class="ue-c-article__'
        f'standfirst">{escape(a.standfirst)}</p></div><div class="ue-c-article__byline"><div '
        'class="ue-c-article__byline-name"><a href="https://www.elmundo.es/autor/'
        f'{_slug(a.author)}.html">{escape(a.author)}</a></div><div class="ue-c-article__byline-'
        f'location">{rng.choice(EM_PLACES)}</div><div class="ue-c-article__publishdate"><time '
        f'datetime="{_iso(t, "Z")}">Actualizado {date}</time></div></div><ul class="ue-c-'
        'article__share"><li><a>Compartir en Facebook</a></li><li><a>Compartir en Twitter</a>'
        '</li><li><a>Enviar por email</a></li><li><a href="#ancla_comentarios">Ver '
        f'{comments} comentarios</a></li></ul><figure class="ue-c-article__media ue-c-article__'
        'media--image"><div class="ue-c-article__media-img-container"><img class="ue-c-article_'
        f'_media--image" src="https://phantom-elmundo.unidadeditorial.es/{_hash(rng, 32, HEX)}/'
        'resize/1200/f/webp/assets/multimedia/imagenes/photo.jpg" alt=""></div><figcaption '
        'class="ue-c-article__media-description ue-c-article__media-description--image"><span '
        f'class="ue-c-article__media-description-caption">{caption}</span><span class="ue-c-'
        f'article__media-source">{rng.choice(["EFE", "Europa Press", "EL MUNDO", "Reuters"])}'
        '</span></figcaption></figure><div class="ue-l-article__body ue-c-article__body" data-'
        f'section="articleBody">{body}</div><div class="ue-c-article__trust"><a href="https://'
        'www.elmundo.es/servicios/trust-project.html">Conforme a los criterios de <span>The '
        'Trust Project</span></a><a>Saber más</a></div><div class="ue-c-article__premium-promo">'
        '<p>Suscríbete a EL MUNDO y disfruta de todo el contenido sin límites.</p><a href="'
        'https://www.elmundo.es/suscripciones/">1€ el primer mes</a></div><div id="ancla_'
        'comentarios" class="ue-c-article__comments"><button>Comentar</button><span>Ver '
        f'{comments} comentarios</span></div></article><aside class="ue-c-popular"><h2>Lo más '
        f'leído</h2><ol>{popular}</ol></aside></main><footer class="ue-c-main-footer"><ul>'
        + _headline_list(("Aviso legal", "Política de privacidad", "Política de cookies",
                          "Configuración de cookies", "Derechos ARCO", "Mapa del sitio",
                          "Contacto")) + f'</ul><p>© {t.year} Unidad Editorial Información '
        'General S.L.U.</p></footer></div>')
    return page(f"{a.headline} | {section.replace('-', ' ').title()}", og(a, "ELMUNDO")
                + f'<link rel="canonical" href="{url}">' + json_ld(a), html, "es")


FAZ_NAV = ("Politik", "Wirtschaft", "Finanzen", "Feuilleton", "Sport", "Gesellschaft", "Stil",
           "Rhein-Main", "Technik", "Wissen", "Reise", "Beruf & Chance", "Podcasts", "F+")
FAZ_HEADLINES = ("Scholz verteidigt Kurs in der Haushaltspolitik",
                 "Die Inflation sinkt, doch die Preise bleiben hoch",
                 "Warum der DAX auf Rekordjagd geht",
                 "Frankfurter Flughafen erwartet Passagierrekord",
                 "Wie sicher ist die Rente noch?", "Unwetter ziehen über Hessen")
FAZ_PLACES = ("Berlin", "Frankfurt", "Brüssel", "München", "Washington", "Paris")


def faz(a: Article) -> str:
    """Frankfurter Allgemeine, faz.net/aktuell/<ressort>/<slug>-<id>.html (German furniture;
    the atc-* article classes): the header with "F+" and "Abo", the breadcrumb, article with
    h2.atc-Headline (the emphasis kicker and headline text spans), p.atc-IntroText, the meta
    ("Von ..., Berlin", "-Aktualisiert am 14.05.2024-09:30", "Lesezeit: 3 Min."), "Artikel
    anhören", the lead figure with "Bild: dpa", then div.atc-Text of p.atc-TextParagraph and
    h3.atc-SubHeadline with "Anzeige" ad slots and the "Mehr zum Thema" box between them
    and "Quelle: F.A.Z." after it; "Artikelrechte erwerben", "Themen zu diesem Beitrag",
    "Lesermeinungen", the F+ promo, "Verlagsangebot" and the F.A.Z. footer around."""
    rng = _rng("faz", a)
    t = a.published
    heads = list(FAZ_HEADLINES)
    rng.shuffle(heads)
    ressort, sub = rng.choice([("politik", "inland"), ("wirtschaft", "unternehmen"),
                               ("feuilleton", "debatten"), ("rhein-main", "frankfurt"),
                               ("politik", "ausland")])
    fid = rng.randrange(19_500_000, 19_800_000)
    base = "https://www.faz.net/aktuell"

    block = _blocks_as("h3", p=' class="atc-TextParagraph"', h=' class="atc-SubHeadline"',
                       quote=' class="atc-Quote"', lists=' class="atc-List"')

    def ad(i: int) -> str:
        return (f'<div class="ctn-PlaceholderContent iqadtile{i + 3}_wrapper"><span class="ctn-'
                f'PlaceholderContent_Label">Anzeige</span><div id="iqadtile{i + 3}" class="'
                'iqadtile"></div></div>')
    more = ('<div class="atc-ContainerMore"><p class="atc-ContainerMoreHeadline">Mehr zum Thema'
            '</p><ul>' + "".join(
                f'<li class="atc-ContainerMoreItem"><a href="{base}/{ressort}/{sub}/{_slug(h)}-'
                f'{fid - 311 * (k + 1)}.html"><span class="atc-ContainerMoreTitle">{h}</span>'
                '</a></li>' for k, h in enumerate(heads[:3])) + '</ul></div>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 5, ad, 3)
    _put(inserts, parts, 4, more)
    body = (_after(parts, inserts) + '<p class="atc-Footer_Quelle atc-TextParagraph">Quelle: '
            f'{rng.choice(["F.A.Z.", "FAZ.NET", "dpa/AFP", "F.A.S."])}</p>')
    kicker = rng.choice(["Haushaltsstreit", "Nach der Wahl", "Energiewende", "Kommentar",
                         "Bundesliga", "Konjunktur"])
    caption, photographer = _caption(rng)
    stamp = f"{t:%d.%m.%Y}-{t:%H:%M}"
    date = f"{t.day}. {DE_MONTHS[t.month - 1]} {t.year}"
    html = (
        '<div class="Page"><header class="hdr-Header"><a class="hdr-Logo" href="https://www.faz'
        '.net/"><svg><title>Frankfurter Allgemeine</title></svg></a><nav class="nvg-Navigation">'
        '<ul>' + _headline_list(FAZ_NAV) + '</ul></nav><a class="hdr-Abo" href="https://'
        'abo.faz.net/">Abo</a><a class="hdr-Login" href="https://www.faz.net/mein-faz-net/">'
        f'Anmelden</a><span class="hdr-Date">{date}</span></header><div class="brd-Breadcrumb">'
        f'<a href="https://www.faz.net/aktuell/">Aktuell</a> <a href="{base}/{ressort}/">'
        f'{ressort.capitalize()}</a> <a href="{base}/{ressort}/{sub}/">{sub.capitalize()}</a>'
        f'</div><main class="Content"><article class="atc" data-article-id="{fid}"><header '
        'class="atc-Header"><h2 class="atc-Headline"><span class="atc-HeadlineEmphasis"><span '
        f'class="atc-HeadlineEmphasisText">{kicker}</span>:</span> <span class="atc-Headline'
        f'Text">{escape(a.headline)}</span></h2></header><div class="atc-Intro"><p class="atc-'
        f'IntroText">{escape(a.standfirst)}</p></div><div class="atc-Meta"><div class="atc-Meta'
        f'Author">Von <a class="atc-MetaAuthorLink" href="https://www.faz.net/redaktion/'
        f'{_slug(a.author)}-{rng.randrange(10**6)}.html">{escape(a.author)}</a>, '
        f'{rng.choice(FAZ_PLACES)}</div><time class="atc-MetaTime" datetime="{_iso(t, "+02:00")}'
        f'" title="{stamp}">-Aktualisiert am {stamp}</time><span class="atc-ReadTime">Lesezeit: '
        f'{_minutes(a) + 1} Min.</span></div><div class="atc-Audio"><button>Artikel anhören'
        f'</button><span>{_minutes(a) + 2}:{rng.randrange(10, 60)}</span></div><figure class="'
        'atc-ImageFigure"><div class="atc-ImageFigureWrapper"><img class="atc-ImageElement" '
        f'src="https://media1.faz.net/ppmedia/aktuell/{rng.randrange(10**9)}/1.{fid + 1}/'
        'default-retina/photo.jpg" alt=""></div><figcaption class="atc-ImageFigureCaption"><span'
        f' class="atc-ImageFigureCaptionContent">{escape(caption)}</span> <span class="atc-'
        f'ImageFigureCaptionSource">Bild: {rng.choice(["dpa", "Reuters", "AFP"])}</span>'
        f'</figcaption></figure><div class="atc-Text js-atc-Text">{body}</div><div class="atc-'
        'Footer"><a class="atc-FooterRights" href="https://www.faz-rechte.de/">Artikelrechte '
        'erwerben</a><div class="atc-FooterTools"><button>Teilen</button><button>Merken'
        '</button><button>Drucken</button></div></div><div class="atc-Topics"><p>Themen zu '
        'diesem Beitrag:</p><ul>' + _headline_list((kicker, "Deutschland", sub.capitalize()))
        + '</ul></div></article><section class="lsm-Comments" id="lesermeinungen"><h3>'
        f'Lesermeinungen ({rng.randrange(0, 120)})</h3><button>Kommentar schreiben</button>'
        '</section><section class="ctn-FPlus"><h3>Die neue F.A.Z.: Exklusiv für Abonnenten'
        '</h3><p>Lesen Sie alle F+ Artikel für nur 2,95 € im ersten Monat.</p><a href="https://'
        'abo.faz.net/">Jetzt F+ lesen</a></section><section class="ctn-Verlagsangebot"><h3>'
        'Verlagsangebot</h3><ul>' + _headline_list(("Jetzt Weinpaket sichern", "Sprachkurse "
                                                      "entdecken", "Stellenmarkt")) + '</ul>'
        '</section><aside class="ctn-Related"><h3>Mehr zum Thema</h3><ul>'
        + _headline_list(heads[3:6]) + '</ul></aside></main><footer class="ftr-Footer"><ul>'
        + _headline_list(("Impressum", "Datenschutz", "AGB", "Nutzungsbasierte Online-Werbung",
                          "Cookie-Einstellungen", "Barrierefreiheit", "Hilfe"))
        + f'</ul><p>© Frankfurter Allgemeine Zeitung GmbH 2001 - {t.year}</p><p>Alle Rechte '
        'vorbehalten.</p></footer></div>')
    return page(f"{kicker}: {a.headline}", og(a, "FAZ.NET") + json_ld(a), html, "de")


NRC_NAV = ("Nieuws", "Opinie", "Podcasts", "Puzzels", "Nieuwsbrieven", "Archief", "NRC Next")
NRC_HEADLINES = ("Kabinet wil asielinstroom beperken met strengere regels",
                 "Waarom de huizenprijzen weer stijgen", "Schiphol moet minder vluchten gaan "
                 "afhandelen", "Onderwijsinspectie: leesvaardigheid blijft dalen",
                 "Ajax verliest opnieuw en zakt verder weg", "Hoe de boerenprotesten Europa "
                 "veranderden")
NRC_FLAGS = ("Kabinet", "Economie", "Klimaat", "Onderwijs", "Europa", "Analyse", "Interview")


def nrc(a: Article) -> str:
    """NRC, nrc.nl/nieuws/<y/m/d>/<slug>-a<id> (Dutch furniture): the header (NRC logo, "Word
    abonnee", "Inloggen"), article.article with header.article__header (the flag,
    h1.article__title, div.article__intro, the authors, "14 mei 2024", "Leestijd 4
    minuten", the share and "Cadeau geven" tools, the header figure "Foto ..."), then
    div.article__content of bare <p>s and h2s with "Lees ook" inline articles and an inline
    figure between them and the print note "Een versie van dit artikel verscheen ook in NRC
    ..." at its end; "Lees meer over", the newsletter form, "Meest gelezen" and the NRC Media
    footer around."""
    rng = _rng("nrc", a)
    t = a.published
    heads = list(NRC_HEADLINES)
    rng.shuffle(heads)
    aid = rng.randrange(4_180_000, 4_200_000)
    flag = rng.choice(NRC_FLAGS)
    date = f"{t.day} {NL_MONTHS[t.month - 1]} {t.year}"

    block = _blocks_as("h2", h=' class="article__subheader"', quote=' class="article__quote"')

    def also(i: int) -> str:
        h = heads[i]
        return (f'<div class="content__element inline-article"><h4 class="inline-article__'
                f'label">Lees ook</h4><a class="inline-article__link" href="https://www.nrc.nl/'
                f'nieuws/{t:%Y/%m/%d}/{_slug(h)}-a{aid - 2000 * (i + 1)}"><figure><img src="'
                f'https://images.nrc.nl/{_hash(rng, 24, B64)}=/160x90/smart/filters:no_upscale()'
                f'/s3/static.nrc.nl/images/gn4/stripped/data{rng.randrange(10**8)}-x.jpg" alt='
                f'""></figure><span class="inline-article__title">{h}</span></a></div>')
    figure = ('<figure class="content__element content__image"><img src="https://images.nrc.nl/'
              f'{_hash(rng, 24, B64)}=/1920x/filters:no_upscale()/photo.jpg" alt=""><figcaption'
              f'>{escape(_caption(rng)[0])} <span class="credit">Foto '
              f'{rng.choice(["ANP", "Bram Budel", "Olivier Middendorp", "Reuters"])}</span>'
              '</figcaption></figure>')
    parts = body_html(a, block)
    inserts: dict[int, str] = {}
    _put(inserts, parts, 3, also(0))
    _put(inserts, parts, 6, figure)
    _put(inserts, parts, 10, also(1))
    body = _after(parts, inserts)
    if rng.random() < 0.6:
        body += (f'<p class="article__print-info"><em>Een versie van dit artikel verscheen ook '
                 f'in NRC op {date}</em></p>')
    popular = "".join(f'<li><a href="https://www.nrc.nl/nieuws/{t:%Y/%m/%d}/{_slug(h)}-a'
                      f'{aid - 17 * k}"><span class="counter">{k}</span>{h}</a></li>'
                      for k, h in enumerate(heads[2:6], 1))
    html = (
        '<div class="page"><header class="header"><a class="header__logo" href="https://www.'
        'nrc.nl/"><svg><title>NRC</title></svg></a><nav class="header__nav"><ul>'
        + _headline_list(NRC_NAV) + '</ul></nav><a class="header__subscribe" href="https://'
        'abonnementen.nrc.nl/">Word abonnee</a><a class="header__login" href="https://login.nrc'
        f'.nl/">Inloggen</a></header><main class="main"><article class="article" data-article-'
        f'id="{aid}"><header class="article__header"><div class="article__flag"><a href="'
        f'https://www.nrc.nl/rubriek/{_slug(flag)}/">{flag}</a></div><h1 class="article__title'
        f'">{escape(a.headline)}</h1><div class="intro article__intro"><p>'
        f'{escape(a.standfirst)}</p></div><div class="article__byline"><ul class="byline__'
        f'list"><li class="byline__author"><a href="https://www.nrc.nl/auteur/{_slug(a.author)}'
        f'/">{escape(a.author)}</a></li></ul><time class="article__time" datetime="'
        f'{_iso(t, "+02:00")}">{date}</time><span class="article__reading-time">Leestijd '
        f'{_minutes(a) + 1} minuten</span></div><div class="article__tools"><button class="'
        'share">Deel dit artikel</button><button class="gift">Cadeau geven</button><button '
        'class="bookmark">Bewaren</button></div><figure class="article__header-image"><img src='
        f'"https://images.nrc.nl/{_hash(rng, 24, B64)}=/1920x/photo.jpg" alt=""><figcaption>'
        f'{escape(_caption(rng)[0])} <span class="credit">Foto '
        f'{rng.choice(["ANP", "Robin Utrecht", "Merlin Daleman"])}</span></figcaption></figure>'
        f'</header><div class="content article__content">{body}</div><div class="article__'
        'tags"><span>Lees meer over:</span><ul>' + _headline_list((flag, "Politiek",
                                                                   "Nederland"))
        + '</ul></div></article><section class="newsletter-signup"><h3>NRC Vandaag</h3><p>'
        'Elke ochtend het belangrijkste nieuws in je mailbox.</p><form><input type="email" '
        'placeholder="E-mailadres"><button>Aanmelden</button></form></section><aside class="'
        f'most-read"><h2>Meest gelezen</h2><ol>{popular}</ol></aside></main><footer class="'
        'footer"><ul>' + _headline_list(("Colofon", "Klantenservice", "Privacy", "Cookies",
                                         "Voorwaarden", "Adverteren", "Vacatures"))
        + f'</ul><p>© {t.year} NRC Media B.V.</p></footer></div>')
    return page(f"{a.headline} - NRC", og(a, "NRC") + json_ld(a), html, "nl")


AB_NAV = ("Nyheter", "Sport", "Nöje", "Ledare", "Debatt", "Kultur", "Livsstil", "Bil",
          "Podcast", "Aftonbladet Plus", "Tv")
AB_HEADLINES = ("Polisen: Flera gripna efter skjutningen i natt",
                "Riksbanken sänker räntan – det betyder det för dig",
                "SMHI varnar för kraftiga åskskurar", "Regeringen vill skärpa straffen",
                "Elpriset rusar igen i södra Sverige", "Tre Kronor klara för semifinal")


def aftonbladet(a: Article) -> str:
    """Aftonbladet, aftonbladet.se/nyheter/a/<id>/<slug> (Swedish furniture; Schibsted's
    React front end with hyperion-css-<hash> classes and data-test-id attributes): the
    header and nav with "Plus", article[data-test-id=article] with the section link, h1
    [data-test-id=headline], the lead text, the lead image ("Foto: Name/TT"), the byline and
    "Publicerad 2024-05-14 09.30 / Uppdaterad", then div[data-test-id=article-body] of
    paragraphs and h2s with "ANNONS" slots, "LÄS MER" teaser links and an "Aftonbladet Plus"
    promo between them; "Dela artikeln", "Mest läst", "Senaste nytt", the Aftonbladet Hierta
    footer and the consent message around."""
    rng = _rng("aftonbladet", a)
    c = _css(rng)
    t = a.published
    heads = list(AB_HEADLINES)
    rng.shuffle(heads)
    section = rng.choice(["nyheter", "nyheter/samhalle", "nyheter/ekonomi", "sportbladet"])
    aid = _hash(rng, 6, B64.replace("-", "").replace("_", ""))

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(f' class="hyperion-{c("p")}"')
        if b.tag[0] == "h":
            return f'<h2 class="hyperion-{c("h2")}">{b.html}</h2>'
        if b.tag == "blockquote":
            return _quote(b, f' class="hyperion-{c("bq")}"', f' class="hyperion-{c("p")}"')
        return b.markup(f' class="hyperion-{c("other")}"')

    def ad(i: int) -> str:
        return (f'<div class="hyperion-{c("ad")}" data-test-id="ad-placement"><span class="'
                f'hyperion-{c("adl")}">ANNONS</span><div id="netboard{i}" class="ad-slot" '
                'style="min-height:240px"></div></div>')

    def read(i: int) -> str:
        h = heads[i]
        return (f'<div class="hyperion-{c("tl")}" data-test-id="teaser-link"><span class="'
                f'hyperion-{c("tll")}">LÄS MER</span><a href="https://www.aftonbladet.se/'
                f'{section}/a/{_hash(rng, 6, B64)}/{_slug(h)}">{h}</a></div>')
    plus = (f'<div class="hyperion-{c("plus")}" data-test-id="plus-promo"><span>Aftonbladet '
            'Plus</span><p>Läs allt från Aftonbladet – första månaden för 0 kr.</p><a href="'
            'https://www.aftonbladet.se/plus">Bli Plus-medlem</a></div>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 4, ad, 3)
    _put(inserts, parts, 2, read(0))
    _put(inserts, parts, 6, plus)
    _put(inserts, parts, 9, read(1))
    body = _after(parts, inserts)
    later = _later(t)
    caption, photographer = _caption(rng)
    popular = "".join(f'<li class="hyperion-{c("mli")}"><a href="https://www.aftonbladet.se/'
                      f'nyheter/a/{_hash(rng, 6, B64)}/{_slug(h)}"><span>{k}</span>{h}</a></li>'
                      for k, h in enumerate(heads[2:6], 1))
    latest = "".join(f'<li><time>{(t.hour + k) % 24:02d}.{rng.randrange(60):02d}</time> {h}'
                     '</li>' for k, h in enumerate(heads[3:6]))
    html = (
        f'<div id="app" class="hyperion-{c("app")}"><header class="hyperion-{c("hdr")}"><a href='
        '"https://www.aftonbladet.se/" aria-label="Aftonbladet"><svg><title>Aftonbladet</title>'
        f'</svg></a><nav class="hyperion-{c("nav")}"><ul>' + _headline_list(AB_NAV) + '</ul>'
        f'</nav><a class="hyperion-{c("login")}" href="https://www.aftonbladet.se/konto">Logga '
        f'in</a></header><main class="hyperion-{c("main")}"><article data-test-id="article" '
        f'class="hyperion-{c("art")}"><a data-test-id="section" href="https://www.aftonbladet.'
        f'se/{section}">{section.split("/")[-1].capitalize()}</a><h1 data-test-id="headline" '
        f'class="hyperion-{c("h1")}">{escape(a.headline)}</h1><p data-test-id="lead-text" class'
        f'="hyperion-{c("lead")}">{escape(a.standfirst)}</p><figure data-test-id="image" class='
        f'"hyperion-{c("fig")}"><img src="https://images.aftonbladet-cdn.se/v2/images/'
        f'{_uuid(rng)}?fit=crop&amp;format=auto&amp;w=1000" alt=""><figcaption><span>'
        f'{escape(caption)}</span> <span class="hyperion-{c("credit")}">Foto: {photographer}/TT'
        f'</span></figcaption></figure><div data-test-id="byline" class="hyperion-{c("by")}"><a '
        f'href="https://www.aftonbladet.se/av/{_slug(a.author)}">{escape(a.author)}</a><span>'
        f'Reporter</span></div><div data-test-id="article-dates" class="hyperion-{c("dates")}">'
        f'<span>Publicerad <time datetime="{_iso(t, "+02:00")}">{t:%Y-%m-%d} {t:%H.%M}</time>'
        f'</span><span>Uppdaterad <time datetime="{_iso(later, "+02:00")}">{later:%Y-%m-%d} '
        f'{later:%H.%M}</time></span></div><div data-test-id="article-body" class="hyperion-'
        f'{c("body")}">{body}</div><div class="hyperion-{c("share")}"><span>Dela artikeln'
        '</span><button>Facebook</button><button>X</button><button>Kopiera länk</button></div>'
        f'</article><aside class="hyperion-{c("aside")}"><section><h2>Mest läst</h2><ol>'
        f'{popular}</ol></section><section><h2>Senaste nytt</h2><ul>{latest}</ul></section>'
        f'</aside></main><footer class="hyperion-{c("ftr")}"><ul>' + _headline_list((
            "Kontakta Aftonbladet", "Tipsa oss", "Kundservice", "Om cookies",
            "Personuppgiftspolicy", "Annonsera")) + '</ul><p>Chefredaktör och ansvarig '
        'utgivare: Lena K Samuelsson</p><p>Aftonbladet Hierta AB</p><p>© Aftonbladet</p>'
        '</footer></div><div id="sp_message_container" class="sp_message_container"><p>Vi och'
        ' våra partners använder cookies för att ge dig en bättre upplevelse.</p><button>'
        'Godkänn alla</button><button>Inställningar</button></div>')
    return page(f"{a.headline} | Aftonbladet", og(a, "Aftonbladet") + '<link rel="canonical" '
                f'href="https://www.aftonbladet.se/{section}/a/{aid}/{_slug(a.headline)}">'
                + json_ld(a), html, "sv")


TT_NAV = ("Thời sự", "Thế giới", "Pháp luật", "Kinh doanh", "Công nghệ", "Xe", "Du lịch",
          "Nhịp sống trẻ", "Văn hóa", "Giải trí", "Thể thao", "Giáo dục", "Nhà đất",
          "Sức khỏe", "Giả thật", "Bạn đọc")
TT_HEADLINES = ("TP.HCM đề xuất mở rộng tuyến metro số 1 đến Bình Dương",
                "Giá xăng dầu hôm nay đồng loạt giảm", "Nắng nóng gay gắt kéo dài ở Nam Bộ",
                "Thủ tướng yêu cầu đẩy nhanh giải ngân vốn đầu tư công",
                "Đội tuyển Việt Nam công bố danh sách tập trung",
                "Hà Nội cấm xe nhiều tuyến phố dịp lễ")
TT_CAPTIONS = ("Người dân lưu thông trên đường phố sáng 14-5 - Ảnh: {}",
               "Toàn cảnh khu vực dự án - Ảnh: {}", "Quang cảnh buổi làm việc - Ảnh: {}")


def tuoitre(a: Article) -> str:
    """Tuổi Trẻ Online, tuoitre.vn/<slug>-<14-digit stamp>.htm (Vietnamese furniture; VCCorp's
    CMS): the header and nav, div.detail__main with the category and the date "14/05/2024
    09:30 GMT+7" (div.detail-top), h1.detail-title[data-role=title], the author
    (div.detail-author), h2.detail-sapo[data-role=sapo], then div.detail-content.afcbc-body
    [data-role=content] of bare <p>s and h2s with VCSortableInPreviewMode boxes among them
    (a photo figure with its PhotoCMS_Caption "Ảnh: ...", a RelatedOneNews "Đọc tiếp" box)
    and admicro ad zones; "Từ khóa", the Tuổi Trẻ Sao box, "Bình luận", "Tin cùng
    chuyên mục", "Xem nhiều" and the footer with the licence lines around."""
    rng = _rng("tuoitre", a)
    t = a.published
    heads = list(TT_HEADLINES)
    rng.shuffle(heads)
    cat = rng.choice(TT_NAV[:6])
    stamp = f"{t:%Y%m%d%H%M%S}{rng.randrange(100, 999)}"
    base = "https://tuoitre.vn"

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            return f"<h2>{b.html}</h2>"
        if b.tag == "blockquote":
            return _quote(b)
        return b.markup()
    who = rng.choice(["QUANG ĐỊNH", "TỰ TRUNG", "NGỌC PHƯỢNG", "DUYÊN PHAN"])
    photo = ('<figure class="VCSortableInPreviewMode" type="Photo" style=""><div><a href="https://'
             f'cdn2.tuoitre.vn/{t:%Y/%m/%d}/{_hash(rng, 12, LOWER)}.jpg" class="detail-img-'
             f'lightbox" data-fancybox="img-lightbox" title=""><img src="https://cdn2.tuoitre.vn/'
             f'thumb_w/730/{t:%Y/%m/%d}/{_hash(rng, 12, LOWER)}.jpg" alt="" data-original="" '
             'type="photo"></a></div><figcaption class="PhotoCMS_Caption"><p data-placeholder="'
             f'Nhập chú thích ảnh" class="">{rng.choice(TT_CAPTIONS).format(who)}</p>'
             '</figcaption></figure>')

    def related(i: int) -> str:
        h = heads[i]
        return ('<div class="VCSortableInPreviewMode link-content-footer" type="RelatedOneNews" '
                f'data-id="{stamp[:-3]}{i}"><a class="link-callout" href="{base}/{_slug(h)}-'
                f'{int(stamp) - 1000 * (i + 1)}.htm" title="{h}"><img src="https://cdn2.tuoitre.'
                f'vn/zoom/156_98/{t:%Y/%m/%d}/{i}.jpg" alt=""><span class="title">{h}</span>'
                '<span class="link">Đọc tiếp</span></a></div>')

    def ad(i: int) -> str:
        return (f'<div id="admzone{480_450 + i}" class="ads-inpage"><span class="ads-label">'
                'Quảng cáo</span></div>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 5, ad, 4)
    _put(inserts, parts, 1, photo)
    _put(inserts, parts, 3, related(0))
    _put(inserts, parts, 9, related(1))
    body = _after(parts, inserts)
    mostread = "".join(f'<li class="box-category-item"><a href="{base}/{_slug(h)}-'
                       f'{int(stamp) - 37 * k}.htm" title="{h}">{h}</a></li>'
                       for k, h in enumerate(heads[2:6], 1))
    html = (
        '<div id="admWrapsite"><header class="header"><div class="header__top"><a class="logo" '
        f'href="{base}/" title="Tuổi Trẻ Online"><img src="https://static.tuoitre.vn/tuoitre/'
        'web_images/logo_tto.svg" alt="Tuổi Trẻ Online"></a><div class="header__right"><a '
        'href="https://tuoitre.vn/tuoi-tre-sao.htm">Tuổi Trẻ Sao</a><a href="https://id.'
        'tuoitre.vn/">Đăng nhập</a></div></div><nav class="menu-nav"><ul>'
        + _headline_list(TT_NAV) + '</ul></nav></header><div class="detail__section"><div class'
        f'="detail__main"><div class="detail-top"><div class="detail-cate"><a href="{base}/'
        f'{_slug(cat) or "thoi-su"}.htm">{cat}</a></div><div class="detail-time"><div data-role'
        f'="publishdate">{t:%d/%m/%Y %H:%M} GMT+7</div></div></div><h1 class="detail-title '
        f'article-title" data-role="title">{escape(a.headline)}</h1><div class="detail-author">'
        f'<div class="author-info"><a class="name" href="{base}/tac-gia/{_slug(a.author)}.htm">'
        f'{escape(a.author)}</a></div><div class="detail-share"><a class="fb">Chia sẻ</a><a '
        'class="zalo">Zalo</a><a class="save">Lưu</a></div></div><h2 class="detail-sapo" data-'
        f'role="sapo">{escape(a.standfirst)}</h2><div class="detail-cmain"><div class="detail-'
        f'content afcbc-body" data-role="content" itemprop="articleBody">{body}</div></div><div '
        'class="detail-tab"><p class="detail-tab-title">Từ khóa:</p><ul>' + _headline_list(
            (cat, "TP.HCM", rng.choice(["giao thông", "kinh tế", "thời tiết"])))
        + '</ul></div><div class="detail-star"><p>Tuổi Trẻ Sao</p><p>Bạn hãy tặng sao để tác '
        'giả có thêm động lực viết bài hay hơn.</p><button>Tặng sao</button></div><div class="'
        'detail-comment" id="comment"><h3>Bình luận (0)</h3><textarea placeholder="Chia sẻ ý '
        'kiến của bạn"></textarea><button>Gửi bình luận</button></div><div class="box-same-'
        'category"><h3>Tin cùng chuyên mục</h3><ul>' + _cards(a, 2, 3, lambda k, x: (
            f'<li><a href="{base}{x.url}-{int(stamp) - 91 * (k + 1)}.htm">{escape(x.headline)}'
            '</a></li>')) + '</ul></div></div><aside class="detail__aside"><div class="box-'
        f'most-read"><h3>Xem nhiều</h3><ul>{mostread}</ul></div><div id="admzone480500" class="'
        'ads-right"></div></aside></div><footer class="footer"><ul>' + _headline_list((
            "Liên hệ", "Quảng cáo", "Đặt báo", "Điều khoản sử dụng", "Chính sách bảo mật"))
        + '</ul><p>Cơ quan chủ quản: Thành ủy Thành phố Hồ Chí Minh</p><p>Tổng biên tập: Lê '
        'Thế Chữ</p><p>Giấy phép hoạt động báo điện tử số 561/GP-BTTTT ngày 21/10/2019.</p><p>'
        f'© Copyright {t.year} Tuổi Trẻ Online. All rights reserved.</p></footer></div>')
    return page(f"{a.headline} - Tuổi Trẻ Online", og(a, "TUOI TRE ONLINE") + json_ld(a),
                html, "vi")


BP_NAV = ("News", "Thailand", "World", "Business", "Opinion", "Life", "Tech", "Auto", "Travel",
          "Property", "Learning", "Video", "Photo", "Sports")
BP_HEADLINES = ("Rain warnings issued for 40 provinces", "BTS extends service hours for "
                "holiday weekend", "Cabinet approves digital wallet handout", "Baht firms "
                "against US dollar", "Phuket tourist arrivals hit record high",
                "Chiang Mai haze eases after rainfall")
BP_TAGS = ("Bangkok", "Thailand", "traffic", "tourism", "economy", "police", "weather")


def bangkokpost(a: Article) -> str:
    """Bangkok Post, bangkokpost.com/<section>/<sub>/<id>/<slug> (English with Thai furniture:
    the Post Today and language links, the Thai company name in the footer): the header and
    nav, the section crumb, div.article-headline with the h1 and the standfirst, div.article-
    info ("Published: 14 May 2024 at 09:30", "Newspaper section: News", "Writer: ...") and
    the share bar (Facebook, X, LINE), then div.article-content > div.articl-content (the
    site's spelling) with the div.box-img figure "(Photo: ...)" and bare <p>s and h2s with
    "Advertisement" slots and a related-news box between them; "Related search", "Do you
    like the content of this article?", the comments box, "Latest in Thailand", "Most
    Viewed" and the footer around."""
    rng = _rng("bangkokpost", a)
    t = a.published
    heads = list(BP_HEADLINES)
    rng.shuffle(heads)
    section, sub = rng.choice([("thailand", "general"), ("thailand", "politics"),
                               ("business", "general"), ("world", "asia")])
    nid = rng.randrange(2_760_000, 2_800_000)
    base = "https://www.bangkokpost.com"

    block = _blocks_as("h2")

    def ad(i: int) -> str:
        return (f'<div class="ads-article ads-inread"><p class="ads-title">Advertisement</p><div'
                f' id="div-gpt-ad-bkp-inarticle-{i}"></div></div>')
    related = ('<div class="article-related"><h3>Related News</h3><ul>' + "".join(
        f'<li><a href="{base}/{section}/{sub}/{nid - 900 * (k + 1)}/{_slug(h)}">{h}</a></li>'
        for k, h in enumerate(heads[:2])) + '</ul></div>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 4, ad, 2)
    _put(inserts, parts, 5, related)
    body = _after(parts, inserts)
    caption = rng.choice(["Motorists travel along Rama IV Road on Monday.",
                          "Officials inspect the site on Tuesday.",
                          "Tourists visit the Grand Palace in Bangkok."])
    writer = rng.choice(["Online Reporters", a.author, "Reuters", "Wassana Nanuam"])
    latest = "".join(f'<li><a href="{base}/thailand/general/{nid + k}/{_slug(h)}">{h}</a>'
                     f'<span>{k * 7} min ago</span></li>' for k, h in enumerate(heads[2:6], 1))
    viewed = _cards(a, 2, 4, lambda k, x: (
        f'<li><a href="{base}{x.url}">{escape(x.headline)}</a></li>'))
    html = (
        '<div class="wrapper"><div class="top-bar"><a href="https://www.posttoday.com/">'
        'โพสต์ทูเดย์</a><a href="https://www.bangkokpost.com/learning">Learning</a><a href="'
        'https://m2fnews.com/">M2F</a><span class="lang">ไทย | EN</span><a href="' + base
        + '/user/login">Sign in</a></div><header class="header"><a class="logo" href="' + base
        + '/"><img src="https://static.bangkokpost.com/media/content/logo.svg" alt="Bangkok '
        'Post"></a><nav class="main-nav"><ul>' + _headline_list(BP_NAV) + '</ul></nav></header>'
        f'<main class="container"><div class="section-crumb"><a href="{base}/{section}">'
        f'{section.capitalize()}</a> / <a href="{base}/{section}/{sub}">{sub.capitalize()}'
        f'</a></div><div class="article-news"><div class="article-headline"><h1>'
        f'{escape(a.headline)}</h1><h2 class="article-standfirst">{escape(a.standfirst)}</h2>'
        f'</div><div class="article-info"><div class="article-info--col"><p>Published: {t.day} '
        f'{t:%b} {t.year} at {t:%H:%M}</p><p>Newspaper section: <a href="{base}/newspaper/'
        f'{section}">News</a></p><p>Writer: {escape(writer)}</p></div><div class="article-info'
        '--col share-tools"><a class="fb">Facebook</a><a class="tw">X</a><a class="line">'
        'LINE</a><a class="print">Print</a></div></div><div class="article-content"><div '
        f'class="articl-content"><div class="box-img"><figure><img src="https://static.'
        f'bangkokpost.com/media/content/{t:%Y%m%d}/c1_{nid}_700.jpg" alt=""><figcaption>'
        f'{caption} (Photo: {rng.choice(["Apichit Jinakul", "Somchai Poomlard", "Reuters"])})'
        f'</figcaption></figure></div>{body}</div></div><div class="article-tags"><p>Related '
        'search:</p><ul>' + _headline_list(rng.sample(BP_TAGS, 4)) + '</ul></div><div class="'
        'article-rate"><p>Do you like the content of this article?</p><button>😊</button><button'
        '>😐</button><button>😞</button></div><div class="article-comment" id="comments"><h3>'
        f'COMMENT ({rng.randrange(0, 40)})</h3><p>Log in to comment.</p></div></div><aside '
        f'class="aside"><section><h3>Latest in Thailand</h3><ul>{latest}</ul></section><div '
        'class="ads-side"><p class="ads-title">Advertisement</p></div><section><h3>Most Viewed'
        f'</h3><ol>{viewed}</ol></section></aside></main><footer class="footer"><ul>'
        + _headline_list(("Contact us", "Advertise with us", "Subscription", "Terms of use",
                          "Privacy policy", "Sitemap", "Careers")) + '</ul><p>บริษัท โพสท์ พับ'
        'ลิชชิง จำกัด (มหาชน)</p><p>© Copyright The Post Publishing Public Co., Ltd. All rights '
        'reserved.</p></footer></div>')
    return page(f"{a.headline}", og(a, "Bangkok Post") + json_ld(a), html, "en")


LENTA_NAV = ("Главное", "Россия", "Мир", "Бывший СССР", "Экономика", "Силовые структуры",
             "Наука и техника", "Спорт", "Культура", "Интернет и СМИ", "Ценности",
             "Путешествия", "Из жизни", "Среда обитания", "Забота о себе")
LENTA_HEADLINES = ("Синоптики пообещали москвичам жару до плюс 30 градусов",
                   "Центробанк сохранил ключевую ставку", "В Подмосковье открыли новую станцию "
                   "МЦД", "Ученые нашли способ продлить срок службы батарей",
                   "Сборная России проиграла в товарищеском матче",
                   "Названы самые популярные направления для отдыха летом")
LENTA_RUBRICS = (("Россия", "russia"), ("Мир", "world"), ("Экономика", "economics"),
                 ("Наука и техника", "science"), ("Культура", "culture"))


def lenta(a: Article) -> str:
    """Lenta.ru, lenta.ru/news/<y/m/d>/<slug>/ (Russian furniture; the 2022 redesign): the
    header with its rubric menu, div.topic-page > div.topic-page__container with the
    topic-header (the time "09:30, 14 мая 2024" and the rubric), h1.topic-body__titles >
    span.topic-body__title and the title-yandex line, the div.picture with its picture__title
    and picture__author "Фото: ... / РИА Новости", then div.topic-body__content of
    p.topic-body__content-text with "Реклама" slots and a box-inline-topic ("Материалы по
    теме") between them; the author line, the share and Telegram/Дзен buttons, "Последние
    новости", "Главное за сутки" and the footer with the 18+ and registration lines
    around."""
    rng = _rng("lenta", a)
    t = a.published
    heads = list(LENTA_HEADLINES)
    rng.shuffle(heads)
    rubric, rslug = rng.choice(LENTA_RUBRICS)
    base = "https://lenta.ru"

    block = _blocks_as("h2", p=' class="topic-body__content-text"',
                       h=' class="topic-body__content-title"',
                       quote=' class="topic-body__content-blockquote"',
                       lists=' class="topic-body__content-list"')

    def ad(i: int) -> str:
        return (f'<div class="box-ad _inline" data-ad="inline-{i}"><span class="box-ad__label">'
                'Реклама</span><div class="js-ad-slot"></div></div>')
    topic = ('<div class="box-inline-topic _news"><div class="box-inline-topic__title">Материалы '
             'по теме:</div>' + "".join(
                 f'<a class="box-inline-topic__link card-mini" href="{base}/news/{t:%Y/%m/%d}/'
                 f'{_slug(rslug + str(k))}/"><span class="card-mini__title">{h}</span><time '
                 f'class="card-mini__date">{(t.hour + 23 - k) % 24:02d}:{rng.randrange(60):02d}'
                 '</time></a>' for k, h in enumerate(heads[:2])) + '</div>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 4, ad, 3)
    _put(inserts, parts, 2, topic)
    body = _after(parts, inserts)
    stamp = f"{t:%H:%M}, {t.day} {RU_MONTHS[t.month - 1]} {t.year}"
    caption = rng.choice(["Изображение носит иллюстративный характер",
                          "Здание правительства в Москве", "Участники заседания"])
    credit = rng.choice(["Александр Казаков / РИА Новости", "Сергей Бобылев / ТАСС",
                         "Shutterstock"])
    latest = "".join(f'<li class="card-mini"><a href="{base}/news/{t:%Y/%m/%d}/n{k}/"><span '
                     f'class="card-mini__title">{h}</span><time class="card-mini__date">'
                     f'{(t.hour + k) % 24:02d}:{rng.randrange(60):02d}</time></a></li>'
                     for k, h in enumerate(heads[2:6], 1))
    html = (
        '<div class="layout"><header class="header"><a class="header__logo" href="' + base
        + '/"><svg><title>Лента.ру</title></svg></a><nav class="menu"><ul>'
        + _headline_list(LENTA_NAV, ' class="menu__nav-item"') + '</ul></nav><a class="header'
        '__login" href="https://id.rambler.ru/">Войти</a></header><main class="layout__'
        'content"><div class="topic-page"><div class="topic-page__container"><div class="topic-'
        f'page__header topic-header"><a class="topic-header__item topic-header__time" href="'
        f'{base}/{t:%Y/%m/%d}/">{stamp}</a><a class="topic-header__item topic-header__rubric" '
        f'href="{base}/rubrics/{rslug}/">{rubric}</a></div><div class="topic-body _news"><h1 '
        f'class="topic-body__titles"><span class="topic-body__title">{escape(a.headline)}'
        f'</span></h1><span class="topic-body__title-yandex">{escape(a.standfirst)}</span><div '
        f'class="picture _news"><img class="picture__image" src="https://icdn.lenta.ru/images/'
        f'{t:%Y/%m/%d}/{t:%H}/{t:%Y%m%d}{_hash(rng, 6, LOWER)}/pic_{_hash(rng, 32, HEX)}.jpg" '
        'alt=""><div class="picture__caption"><div class="picture__description"><div class="'
        f'picture__title">{caption}</div><div class="picture__credits"><span class="picture__'
        f'author">Фото: {credit}</span></div></div></div></div><div class="topic-body__content"'
        f'>{body}</div><div class="topic-authors"><span class="topic-authors__label">Автор'
        f'</span> <a class="topic-authors__author" href="{base}/author/{_slug(a.author)}/">'
        f'{escape(a.author)}</a></div><div class="topic-footer"><div class="topic-share"><a>'
        'ВКонтакте</a><a>Одноклассники</a><a>Telegram</a><a>Ссылка</a></div><div class="topic-'
        'subscribe">Подписывайтесь на «Ленту.ру» в <a>Telegram</a> и <a>Дзене</a></div></div>'
        '</div></div><aside class="topic-page__aside"><section class="last24"><h2>Последние '
        f'новости</h2><ul>{latest}</ul></section><section><h2>Главное за сутки</h2><ul>'
        + _cards(a, 2, 3, lambda k, x: f'<li><a href="{base}{x.url}/">{escape(x.headline)}</a>'
                 '</li>') + '</ul></section></aside></div></main><footer class="footer"><ul>'
        + _headline_list(("Редакция", "Реклама", "Пользовательское соглашение", "Правила "
                          "применения рекомендательных технологий", "Архив")) + '</ul><p>'
        'Сетевое издание «Лента.ру». Регистрационный номер Эл № ФС 77 - 84411 от 8 декабря 2022'
        f' года. 18+</p><p>© ООО «Лента.Ру», 1999–{t.year}</p></footer></div>')
    return page(f"{a.headline}: {rubric}: Lenta.ru", og(a, "Lenta.RU") + json_ld(a), html,
                "ru")


# ------------------------------------------------------------------------------ in Chinese

IFENG_NAV = ("资讯", "财经", "娱乐", "体育", "时尚", "汽车", "房产", "科技", "读书", "文化",
             "历史", "军事", "旅游", "佛教", "国学", "数码", "健康", "家居")
IFENG_HEADLINES = ("多地出台措施促进消费回暖", "今年首个台风生成，或影响华南沿海",
                   "国家统计局发布最新经济数据", "高校毕业生就业形势总体稳定",
                   "航天员完成第二次出舱活动", "端午假期出行预订量同比大增")
IFENG_SOURCES = ("新京报", "中国新闻网", "央视新闻", "澎湃新闻", "环球网", "凤凰网综合")


def _ifeng(rng: random.Random):
    """css-loader class names as ifeng's build writes them, index_<local>_<hash>."""
    return once_per_key(lambda local: f"index_{local}_{_hash(rng, 5, B64)}")


def ifeng(a: Article) -> str:
    """凤凰网, news.ifeng.com/c/<id> (Chinese furniture and articles; the React page with
    css-loader class names index_<local>_<hash>): the top bar (凤凰网首页, 登录) and channel
    nav, the breadcrumb, h1.index_topic, the info line (the time, 来自 ..., 发布于 ...), the
    share tools, then div.index_main_content > div.index_text of bare <p>s (subheads in
    <strong>) with a centred picture and its caption paragraph and an in-article ad
    ("广告") between them; the [责任编辑：...] line, the 特别声明, 相关推荐, the comments
    ("文明上网，登录评论"), the sidebar's 24小时热点 and the ifeng footer around."""
    rng = _rng("ifeng", a)
    m = _ifeng(rng)
    t = a.published
    heads = list(IFENG_HEADLINES)
    rng.shuffle(heads)
    cid = "8" + _hash(rng, 10, B64.replace("-", "").replace("_", ""))
    source = rng.choice(IFENG_SOURCES)
    channel = rng.choice(["资讯", "财经", "科技", "历史"])

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            return f"<p><strong>{b.html}</strong></p>"
        if b.tag == "blockquote":
            return _quote(b)
        return b.markup()
    picture = (f'<p class="{m("detailPic")}"><img src="https://x0.ifengimg.com/ucms/{t:%Y_%m}/'
               f'{_hash(rng, 32, HEX).upper()}_size{rng.randrange(50, 300)}_w1080_h720.jpg" '
               f'alt=""></p><p class="{m("picTxt")}">'
               f'{rng.choice(["（资料图）", "图片来源：视觉中国", "（图源：网络）"])}</p>')
    ad = (f'<div class="{m("adBox")}" data-ad="article_inner"><span class="{m("adLabel")}">广告'
          '</span></div>')
    parts = body_html(a, block)
    inserts: dict[int, str] = {}
    _put(inserts, parts, 2, picture)
    _put(inserts, parts, 5, ad)
    body = _after(parts, inserts)
    editor = rng.choice(["张博", "李静", "王萌", "刘佳"]) + f" PN{rng.randrange(10, 999)}"
    hot = "".join(f'<li class="{m("hotItem")}"><span class="{m("num")}">{k}</span><a href="'
                  f'https://news.ifeng.com/c/8{_hash(rng, 10, B64)}">{h}</a></li>'
                  for k, h in enumerate(heads[1:6], 1))
    recommend = "".join(
        f'<div class="{m("recItem")}"><a href="https://news.ifeng.com/c/8{_hash(rng, 10, B64)}">'
        f'<img src="https://x0.ifengimg.com/res/{k}.jpg" alt=""><h3 class="{m("recTitle")}">{h}'
        f'</h3></a><p class="{m("recSource")}">{rng.choice(IFENG_SOURCES)}</p></div>'
        for k, h in enumerate(heads[:3]))
    html = (
        f'<div id="root"><div class="{m("topBar")}"><a href="https://www.ifeng.com/">凤凰网首页'
        f'</a><a>手机凤凰网</a><a>凤凰新闻客户端</a><a class="{m("login")}">登录</a></div><div '
        f'class="{m("header")}"><a class="{m("logo")}" href="https://news.ifeng.com/"><img src='
        '"https://x0.ifengimg.com/cmpp/logo.png" alt="凤凰网资讯"></a><ul class="'
        f'{m("navigation")}">' + "".join(f'<li><a href="https://{_slug(x) or "news"}.ifeng.com/'
                                        f'">{x}</a></li>' for x in IFENG_NAV) + '</ul></div>'
        f'<div class="{m("artical")}"><div class="{m("leftContent")}"><div class="'
        f'{m("breadcrumb")}"><a href="https://www.ifeng.com/">凤凰网</a> &gt; <a href="https://'
        f'news.ifeng.com/">{channel}</a> &gt; <span>正文</span></div><h1 class="{m("topic")}">'
        f'{escape(a.headline)}</h1><div class="{m("info")}"><p class="{m("time")}"><span>'
        f'{t:%Y-%m-%d %H:%M:%S}</span><span class="{m("source")}"><span>来自</span><a href="'
        f'https://news.ifeng.com/">{source}</a></span></p><p class="{m("location")}">发布于 '
        f'{rng.choice(["北京", "上海", "广东"])}</p></div><div class="{m("share")}"><span>分享到：'
        '</span><a>微信</a><a>微博</a><a>QQ空间</a></div><div class="'
        f'{m("main_content")}"><div class="{m("text")}">{body}</div></div><p class="'
        f'{m("editor")}">[责任编辑：{editor}]</p><div class="{m("statement")}">特别声明：以上'
        '文章内容仅代表作者本人观点，不代表凤凰网观点或立场。如有关于作品内容、版权或其它问题请于'
        f'作品发表后的30日内与凤凰网联系。</div><div class="{m("recommend")}"><h3>相关推荐</h3>'
        f'{recommend}</div><div class="{m("comment")}" id="comment"><div class="{m("cmtTitle")}'
        f'">网友评论</div><textarea placeholder="文明上网，登录评论"></textarea><button>评论'
        f'</button><p>{rng.randrange(0, 900)}人参与 {rng.randrange(0, 90)}评论</p></div></div>'
        f'<div class="{m("rightContent")}"><div class="{m("hot")}"><h3>24小时热点</h3><ul>'
        f'{hot}</ul></div><div class="{m("adRight")}"><span>广告</span></div></div></div><div '
        f'class="{m("footer")}"><p><a>凤凰新媒体介绍</a> | <a>投资者关系 Investor Relations</a> '
        '| <a>广告服务</a> | <a>诚征英才</a> | <a>保护隐私权</a> | <a>免责条款</a> | <a>意见反馈'
        f'</a></p><p>凤凰网版权所有 © 1998-{t.year} All Rights Reserved</p></div></div>')
    return page(f"{a.headline}_{channel}频道_凤凰网", og(a, "凤凰网")
                + f'<link rel="canonical" href="https://news.ifeng.com/c/{cid}">', html, "zh-CN")


ZHIHU_COLUMNS = ("编程随想", "数据分析笔记", "机器学习入门", "读书与思考", "科技观察")
ZHIHU_TOPICS = ("Python", "编程", "机器学习", "读书", "互联网", "职场", "科技")
ZHIHU_BIOS = ("写代码的，也写点别的", "数据分析师 / 偶尔写写文章", "终身学习者",
              "互联网从业者，关注技术与产品")


def zhihu_zhuanlan(a: Article) -> str:
    """A Zhihu column article, zhuanlan.zhihu.com/p/<id> (Chinese furniture and articles): the
    ColumnPageHeader (知乎 logo, 首发于 the column, 写文章, 登录/注册), div.Post-Main with
    header.Post-Header (the title image, h1.Post-Title, the AuthorInfo with its badge text
    and 关注 button, the 赞同 count), then div.Post-RichTextContainer > div.RichText.ztext of
    <p data-pid> paragraphs, h2s, figures from zhimg with figcaptions and a LinkCard between
    them; the 编辑于 ... IP 属地 line, the topic tags, the sticky ContentItem-actions (赞同,
    评论, 分享, 喜欢, 收藏, 申请转载), "文章被以下专栏收录", the comments ("还没有评论"), 推荐阅读,
    the js-initialData script and the login modal around."""
    rng = _rng("zhihu-zhuanlan", a)
    c = _css(rng)
    t = a.published
    pid = rng.randrange(600_000_000, 700_000_000)
    column = rng.choice(ZHIHU_COLUMNS)
    token = _hash(rng, 12, LOWER)

    def dpid() -> str:
        return _hash(rng, 8, B64.replace("-", "").replace("_", ""))

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(f' data-pid="{dpid()}"')
        if b.tag == "pre":
            return (f'<div class="highlight"><pre><code class="language-text">{b.html}</code>'
                    '</pre></div>')
        if b.tag == "blockquote":
            return f'<blockquote data-pid="{dpid()}">{b.html}</blockquote>'
        if b.tag[0] == "h":
            return f"<h2>{b.html}</h2>"
        return b.markup()
    pic = f"https://pic{rng.randrange(1, 5)}.zhimg.com/v2-{_hash(rng, 32, HEX)}"
    figure = (f'<figure data-size="normal"><noscript><img src="{pic}_b.jpg" data-caption="" '
              'data-size="normal" data-rawwidth="1080" data-rawheight="720" class="origin_image '
              f'zh-lightbox-thumb" width="1080" data-original="{pic}_r.jpg"></noscript><img src="'
              f'{pic}_720w.jpg" data-caption="" data-size="normal" data-rawwidth="1080" data-'
              'rawheight="720" class="origin_image zh-lightbox-thumb lazy" width="1080" data-'
              f'original="{pic}_r.jpg" data-actualsrc="{pic}_b.jpg"><figcaption>'
              f'{rng.choice(["图片来源：网络", "示意图", "截图自官方文档"])}</figcaption></figure>')
    x = _teaser(a, 0)
    card = (f'<a target="_blank" href="https://zhuanlan.zhihu.com/p/{pid - 12345}" data-draft-'
            'node="block" data-draft-type="link-card" class="LinkCard new css-'
            f'{_hash(rng, 7, LOWER)}"><span class="LinkCard-contents"><span class="LinkCard-'
            f'title two-line">{escape(x.headline)}</span><span class="LinkCard-desc"><span '
            'style="display:inline-flex;align-items:center">​<svg width="14" height="14">'
            '</svg></span>zhuanlan.zhihu.com/p/' + str(pid - 12345) + '</span></span><span '
            'class="LinkCard-image LinkCard-image--horizontal"><img src="https://pic1.zhimg.'
            'com/v2-default_l.jpg" alt=""></span></a>')
    parts = body_html(a, block)
    inserts: dict[int, str] = {}
    _put(inserts, parts, 2, figure)
    _put(inserts, parts, 7, card)
    body = _after(parts, inserts)
    votes = rng.randrange(3, 5000)
    comments = rng.randrange(0, 300)
    where = rng.choice(["北京", "上海", "广东", "浙江", "四川"])
    recommend = _cards(a, 1, 4, lambda k, x: (
        f'<div class="PostItem css-{_hash(rng, 6, LOWER)}"><a href="https://zhuanlan.zhihu.com/'
        f'p/{pid - 777 * (k + 1)}"><h3 class="PostItem-title">{escape(x.headline)}</h3></a><p '
        f'class="PostItem-summary">{escape(x.blurb)}</p><span class="PostItem-footer">'
        f'{rng.randrange(10, 999)} 赞同 · {rng.randrange(0, 99)} 评论 · 文章</span></div>'))
    data = json.dumps({"initialState": {"entities": {"articles": {str(pid): {
        "id": pid, "title": a.headline, "excerpt": a.standfirst, "voteupCount": votes,
        "commentCount": comments, "author": {"name": a.author, "urlToken": token}}}}}},
        ensure_ascii=False).replace("</", "<\\/")
    html = (
        f'<div id="root"><div class="App"><header class="ColumnPageHeader-Wrapper {c("hw")}"><div'
        ' class="ColumnPageHeader"><div class="ColumnPageHeader-content"><a href="https://www.'
        'zhihu.com" aria-label="知乎"><svg viewBox="0 0 64 30" fill="#1772F6" width="64" '
        'height="30"></svg></a><i class="ColumnPageHeader-Line"></i><div class="ColumnPage'
        f'Header-Title"><span>首发于</span><a class="ColumnLink ColumnPageHeader-TitleColumn" '
        f'href="https://www.zhihu.com/column/c_{rng.randrange(10**18, 10**19)}">{column}</a>'
        '</div><div class="ColumnPageHeader-Button"><a class="Button ColumnPageHeader-Write'
        'Button" href="https://zhuanlan.zhihu.com/write">写文章</a><button class="Button Column'
        'PageHeader-Button--login">登录/注册</button></div></div></div></header><main role="'
        'main" class="App-main"><div class="Post-content" data-zop-usertoken="{}"><article '
        f'class="Post-Main Post-NormalMain" tabindex="-1"><header class="Post-Header"><img '
        f'class="TitleImage" src="https://picx.zhimg.com/v2-{_hash(rng, 32, HEX)}_1440w.jpg" '
        f'alt="{escape(a.headline)}"><h1 class="Post-Title">{escape(a.headline)}</h1><div '
        'class="Post-Author"><div class="AuthorInfo" itemprop="author" itemscope="" itemtype="'
        f'http://schema.org/Person"><meta itemprop="name" content="{escape(a.author)}"><span '
        f'class="UserLink AuthorInfo-avatarWrapper"><img class="Avatar AuthorInfo-avatar" src='
        f'"https://picx.zhimg.com/v2-{_hash(rng, 32, HEX)}_l.jpg" alt=""></span><div class="'
        'AuthorInfo-content"><div class="AuthorInfo-head"><span class="UserLink AuthorInfo-'
        f'name"><a class="UserLink-link" href="//www.zhihu.com/people/{token}">'
        f'{escape(a.author)}</a></span></div><div class="AuthorInfo-detail"><div class="'
        f'AuthorInfo-badge"><div class="ztext AuthorInfo-badgeText {c("badge")}">'
        f'{rng.choice(ZHIHU_BIOS)}</div></div></div></div></div><button type="button" class="'
        f'Button FollowButton {c("follow")}">关注</button></div><div class="{c("voters")}">'
        f'<span>{votes} 人赞同了该文章</span></div></header><div class="Post-RichTextContainer">'
        f'<div class="{c("rtc")}"><div class="RichText ztext Post-RichText {c("rt")}" options='
        f'"[object Object]">{body}</div></div></div><div class="ContentItem-time">编辑于 '
        f'{t:%Y-%m-%d %H:%M}・IP 属地{where}</div><div class="Post-topicsAndReviewer"><div '
        'class="TopicList Post-Topics">' + "".join(
            f'<div class="Tag Topic {c("tag")}"><span class="Tag-content"><a class="TopicLink" '
            f'href="//www.zhihu.com/topic/{rng.randrange(10**7, 10**8)}" target="_blank"><div '
            f'class="{c("tagi")}">{x}</div></a></span></div>'
            for x in rng.sample(ZHIHU_TOPICS, 3)) + '</div></div><div class="Sticky RichContent-'
        'actions is-fixed"><div class="ContentItem-actions"><span><button class="Button '
        f'VoteButton VoteButton--up" aria-label="赞同 {votes}">赞同 {votes}</button><button '
        'class="Button VoteButton VoteButton--down" aria-label="反对"></button></span><button '
        f'class="Button ContentItem-action">{comments} 条评论</button><button class="Button '
        'ContentItem-action">分享</button><button class="Button ContentItem-action">喜欢'
        '</button><button class="Button ContentItem-action">收藏</button><button class="Button '
        'ContentItem-action">申请转载</button></div></div></article><div class="Post-Sub Post-'
        'NormalSub"><div class="PostIndex-Contributions"><h3 class="BlockTitle">文章被以下专栏'
        f'收录</h3><ul><li class="ContentItem"><a class="ColumnLink" href="https://www.zhihu.com'
        f'/column/c_{rng.randrange(10**18, 10**19)}">{column}</a><div class="ContentItem-meta">'
        '分享有用的东西</div></li></ul></div><div class="Comments-container"><div class="'
        f'CommentsV2"><div class="Topbar CommentTopbar"><div class="Topbar-title">{comments} '
        '条评论</div><div class="Topbar-options"><button>默认</button><button>最新</button>'
        '</div></div>' + ('<div class="EmptyState">还没有评论，发表第一个评论吧</div>'
                           if comments == 0 else '<div class="CommentListV2"><p>登录后查看'
                           '更多评论</p></div>') + '<div class="CommentEditorV2"><div class="'
        'Input-wrapper">写下你的评论...</div></div></div></div><div class="Recommendations-'
        f'Main"><h3 class="BlockTitle Recommendations-BlockTitle">推荐阅读</h3>{recommend}'
        '</div></div></div></main></div></div><script id="js-initialData" type="text/json">'
        f'{data}</script><div class="Modal-wrapper"><div class="Modal"><div class="signFlow'
        'Modal"><div class="SignContainer-content"><p>登录知乎，您可以享受以下权益：</p><ul>'
        '<li>更懂你的优质内容</li><li>更专业的大咖答主</li><li>更深度的互动交流</li><li>更高效的'
        '创作环境</li></ul><button>立即登录/注册</button></div></div></div></div>')
    return page(f"{a.headline} - 知乎", og(a, "知乎专栏")
                + f'<link rel="canonical" href="https://zhuanlan.zhihu.com/p/{pid}">', html,
                "zh")


PLATFORMS = {
    "times-of-india": times_of_india, "abc-news-us": abc_news_us, "stuff-nz": stuff_nz,
    "daily-maverick": daily_maverick, "ghost-casper": ghost_casper, "astro-blog": astro_blog,
    "vuepress-docs": vuepress_docs, "elmundo": elmundo, "faz": faz, "nrc": nrc,
    "aftonbladet": aftonbladet, "tuoitre": tuoitre, "bangkokpost": bangkokpost,
    "lenta": lenta, "ifeng": ifeng, "zhihu-zhuanlan": zhihu_zhuanlan,
}
