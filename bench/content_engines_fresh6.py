"""Fresh platforms for bench/content_engines.py, a sixth set: 16 more article templates,
written blind.

Written, like content_engines_fresh.py, content_engines_fresh2.py, content_engines_fresh3.py,
content_engines_fresh4.py and content_engines_fresh5.py, without reading the extractor
(tplx_engine/) or its documentation and without looking at any extractor's output: a held-out
check, pages by someone who never saw how the extractor works. Each function writes an
`Article` into the article page of one more publishing platform (markup written from memory
after how the site served its article pages in 2022-2025: element nesting, class, id and data-*
names, CSS-module, linaria and vanilla-extract hashes and the atomic class runs of compiled
design systems where the site has them, the furniture around and inside the story; the
furniture's text made up) and returns the whole page. The article's blocks are written in order
with their words unchanged, whatever wrapper the platform gives them (Sky's sdc-article-body,
Arc's c-paragraphs, Le Parisien's and Sabah's body cut into sibling sections between ads,
Nikkei's linaria paragraphs, People's Daily's indented paragraphs with bold subheads, docutils'
nested sections in Furo, NexT's and Chirpy's code tables with their gutters, Mirror's atomic
runs); headline, standfirst, byline, dates, captions, image credits, galleries, ads and their
labels, "read also" links ("Read more:", "READ MORE", "À lire aussi", "İLGİLİ HABER",
"관련기사", "【関連記事】"), key points, embeds, newsletter and support boxes, sponsored
teasers, sign-offs and credit lines inside the body (Irish Times push-alert lines, "文｜...",
"本文来自微信公众号...", a JoongAng reporter's e-mail), author bio boxes, paywall remnants,
comments, menus, cookie banners and footers are furniture, not gold. `PLATFORMS` maps each
platform's name to its writer and `HAN` names the ones that take Chinese articles (this module
imports the helpers of content_engines, content_engines_more, content_engines_fresh,
content_engines_fresh2, content_engines_fresh3, content_engines_fresh4 and
content_engines_fresh5).

News sites in English: sky-news, irishtimes, thehill; in other languages (furniture in the
site's language, the article as the pool has it): leparisien (French), ilpost (Italian),
publico-pt (Portuguese), idnes-cz (Czech), sabah (Turkish), nikkei (Japanese), joongang
(Korean), people-daily and 36kr (Chinese, articles too); blogs and docs: furo (Sphinx's Furo
theme), hexo-next (Hexo's NexT theme), jekyll-chirpy (Jekyll's Chirpy theme), mirror-xyz
(a Mirror entry).
"""

from __future__ import annotations

import json
import random
import sys
from itertools import count
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
from content_engines_fresh import _code_lines, _hash, _heading_id, _onetrust  # noqa: E402
from content_engines_fresh2 import B64, IT_MONTHS, LOWER, _headline_list, _list, _modules  # noqa: E402
from content_engines_fresh3 import HEX, TR_MONTHS, _blocks_as, _quote  # noqa: E402
from content_engines_fresh4 import _cards, _later  # noqa: E402
from content_engines_fresh5 import _inserts, _put, _uuid  # noqa: E402
from content_engines_more import (  # noqa: E402
    _after,
    _caption,
    _hm,
    _iso,
    _items,
    _millis,
    _minutes,
    _rng,
    _slug,
    _teaser,
    _words,
)

HAN = {"people-daily", "36kr"}  # the platforms here with Chinese furniture and articles

# ----------------------------------------------------------------------------- shared bits

FR_MONTHS = ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
             "septembre", "octobre", "novembre", "décembre")
PT_MONTHS_LONG = ("Janeiro", "Fevereiro", "Março", "Abril", "Maio", "Junho", "Julho", "Agosto",
                  "Setembro", "Outubro", "Novembro", "Dezembro")
CS_MONTHS = ("ledna", "února", "března", "dubna", "května", "června", "července", "srpna",
             "září", "října", "listopadu", "prosince")


def _linaria(rng: random.Random):
    """linaria's class names as Nikkei's build writes them, the local name, its initial and
    seven base-36 characters: ``lx("paragraph")`` -> "paragraph_p15tm1hb"."""
    return once_per_key(lambda local: f"{local}_{local[0].lower()}{_hash(rng, 7, LOWER)}")


def _sprinkles(rng: random.Random):
    """vanilla-extract's class names as Mirror's build writes them: a style file's hash with
    the style's index, then a run of atomic sprinkles classes, the same for the same component
    on one page: ``vx("p", 4)`` -> "_1sjywpl3 bc5nci4u2 bc5nci1v5 bc5nci4ob bc5nci2fo"."""
    base, atom = _hash(rng, 7, LOWER), _hash(rng, 6, LOWER)
    index = count()  # the style's index in its file: one more per new component
    return once_per_key(lambda key, n=3: " ".join([f"_{base}{next(index)}"] + [
        f"{atom}{rng.randrange(36, 1296):x}" for _ in range(n)]))


def _ordinal(n: int) -> str:
    """"14th", "1st", "22nd", as Mirror writes a day."""
    end = "th" if 11 <= n % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{end}"


def _sections(a: Article, block, ids: dict[int, str], inserts: dict[int, str]) -> str:
    """The article's blocks in docutils' nested sections, as Sphinx writes them: each heading
    opens a <section id> after closing the open sections of its level and deeper; inserts[k]
    after the k-th block (from 1) when more blocks follow it."""
    out: list[str] = []
    levels: list[int] = []
    for k, b in enumerate(a.blocks, 1):
        if b.tag[0] == "h":
            level = int(b.tag[1])
            while levels and levels[-1] >= level:
                out.append("</section>")
                levels.pop()
            out.append(f'<section id="{ids[k - 1]}">')
            levels.append(level)
        out.append(block(k - 1, b))
        if k in inserts and k < len(a.blocks):
            out.append(inserts[k])
    out.extend("</section>" for _ in levels)
    return "".join(out)


def _runs(parts: list[str], inserts: dict[int, str], size: int) -> list[str]:
    """The parts joined in runs of ``size`` (a body cut into sibling sections), inserts[k]
    inside the run after the k-th part (from 1) when more parts follow it."""
    runs = []
    for i in range(0, len(parts), size):
        run = []
        for k in range(i + 1, min(i + size, len(parts)) + 1):
            run.append(parts[k - 1])
            if k in inserts and k < len(parts):
                run.append(inserts[k])
        runs.append("".join(run))
    return runs or [""]


def _gutter(b: Block) -> str:
    """The line numbers of a listing, one a line, as a code table's gutter writes them."""
    return "\n".join(str(k) for k in range(1, b.html.count("\n") + 2))


# --------------------------------------------------------------------- news sites in English

SKY_NAV = ("Home", "UK", "Politics", "World", "US", "Climate", "Science & Tech", "Business",
           "Ents & Arts", "Travel", "Offbeat", "Analysis", "Data & Forensics", "Videos",
           "Weather")
SKY_ROLES = ("news reporter", "political correspondent", "business reporter",
             "Europe correspondent", "science and technology reporter", "home editor")
SKY_LIVE = ("Politics latest", "Money latest", "Ukraine war latest", "Weather latest",
            "Election latest")
SKY_PODCASTS = ("Subscribe to Politics at Sam and Anne's wherever you get your podcasts",
                "Listen to the Sky News Daily on Apple Podcasts, Spotify and YouTube",
                "Follow Sky News on WhatsApp for the day's top stories")
SKY_TOPICS = ("UK", "Politics", "Economy", "NHS", "Crime", "Weather", "Transport")
SKY_CREDITS = ("Reuters", "PA", "AP", "Sky News", "iStock")


def sky_news(a: Article) -> str:
    """Sky News, news.sky.com/story/<slug>-<id> (the sdc-* "Sky Digital Components" BEM
    classes): the header with "Watch Live" and the section menu, div.sdc-article-header
    (h1.sdc-article-header__title > span.sdc-article-header__long-title, the sub-title, the
    author with his role, "Tuesday 14 May 2024 09:30, UK"), the lead div.sdc-article-image
    with its visually hidden "Image:" and "Pic: ..." caption, then div.sdc-article-body of
    bare <p>s and <h3>s with sdc-site-au ad units ("Advertisement"), a live-updates teaser,
    "Read more from Sky News:" link paragraphs or the related-stories widget, a Brightcove
    video widget and a podcast callout between them; "Related Topics", "Most Read", the "Top
    Stories" tiles, the footer and the Sourcepoint consent message around."""
    rng = _rng("sky-news", a)
    t = a.published
    sid = rng.randrange(13_100_000, 13_200_000)
    base = "https://news.sky.com"

    block = _blocks_as("h3", quote=' class="sdc-article-quote"')

    def ad(i: int) -> str:
        return (f'<div class="sdc-site-au sdc-site-au--inline" data-ad-format="mpu" data-ad-'
                f'position="{i}"><p class="sdc-site-au__label">Advertisement</p><div class="'
                f'sdc-site-au__slot" id="sdc-site-au-mpu-{i}"></div></div>')

    def link(i: int) -> str:
        x = _teaser(a, i)
        return (f'<a href="{base}/story/{_slug(x.headline)}-{sid - 4001 * (i + 1)}">'
                f'{escape(x.headline)}</a>')
    if rng.random() < 0.5:
        read = ('<p><strong>Read more from Sky News:</strong><br>' + "<br>".join(
            link(k) for k in range(rng.randrange(2, 4))) + '</p>')
    else:
        read = ('<div class="sdc-article-widget sdc-article-related-stories" data-component-'
                'name="sdc-article-related-stories"><h3 class="sdc-article-related-stories__'
                'heading">Read more:</h3><ul class="sdc-article-related-stories__list">'
                + "".join(f'<li class="sdc-article-related-stories__item">{link(k)}</li>'
                          for k in range(3)) + '</ul></div>')
    live = (f'<div class="sdc-article-widget ui-live-teaser"><a class="ui-live-teaser__link" '
            f'href="{base}/story/{_slug(rng.choice(SKY_LIVE))}-{sid - 77}"><span class="ui-live-'
            f'teaser__label">Live</span><span class="ui-live-teaser__title">Follow live: '
            f'{rng.choice(SKY_LIVE)}</span></a></div>')
    video = ('<div class="sdc-article-widget sdc-site-video" data-component-name="sdc-site-'
             f'video" data-account-id="6058004172001" data-video-id="{rng.randrange(10**12)}">'
             f'<div class="sdc-site-video__poster"><img src="https://e3.365dm.com/{t:%y/%m}/'
             f'768x432/skynews-video-{sid}.jpg" alt=""><button class="sdc-site-video__play" '
             'aria-label="Play video"><span class="u-hide-visually">Please use Chrome browser '
             'for a more accessible video player</span></button></div><div class="sdc-site-'
             f'video__caption"><p class="sdc-site-video__caption-text">'
             f'{escape(_teaser(a, 4).headline)}</p></div></div>')
    callout = ('<div class="sdc-article-widget callout-promo"><p class="callout-promo__text">'
               f'<a href="{base}/podcasts"><strong>{rng.choice(SKY_PODCASTS)}</strong></a></p>'
               '</div>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 5, ad, 3)
    if rng.random() < 0.4:
        _put(inserts, parts, 1, live)
    _put(inserts, parts, 4, read)
    _put(inserts, parts, 7, video)
    _put(inserts, parts, 11, callout)
    body = _after(parts, inserts)
    caption, _ = _caption(rng)
    popular = _cards(a, 2, 5, lambda k, x: (
        f'<li class="sdc-site-most-popular__item"><span class="sdc-site-most-popular__rank">'
        f'{k + 1}</span><a href="{base}/story/{_slug(x.headline)}-{sid - 53 * (k + 1)}">'
        f'{escape(x.headline)}</a></li>'))
    tiles = _cards(a, 1, 4, lambda k, x: (
        f'<div class="sdc-site-tile sdc-site-tile--has-link"><div class="sdc-site-tile__'
        f'image-wrap"><img class="sdc-site-tile__image" src="https://e3.365dm.com/{t:%y/%m}/'
        f'384x216/tile-{k}.jpg" alt=""></div><div class="sdc-site-tile__body"><h3 class="sdc-'
        f'site-tile__headline"><a class="sdc-site-tile__headline-link" href="{base}/story/'
        f'{_slug(x.headline)}-{sid - 911 * (k + 1)}"><span class="sdc-site-tile__headline-text">'
        f'{escape(x.headline)}</span></a></h3></div></div>'))
    html = (
        '<div class="sdc-site-layout"><header class="sdc-site-header"><div class="sdc-site-'
        f'header__logo"><a href="{base}/"><img src="https://news.sky.com/resources/sky-news-'
        'logo.svg" alt="Sky News - first for breaking news"></a></div><a class="sdc-site-'
        f'header__watch-live" href="{base}/watch-live">Watch Live</a><nav class="sdc-site-'
        'header__nav"><ul class="sdc-site-header__menu">' + _items(SKY_NAV) + '</ul></nav>'
        '</header><div class="sdc-site-layout__wrap"><main class="sdc-site-layout__col sdc-'
        'site-layout__col1"><div class="sdc-article-header"><div class="sdc-article-header__'
        'wrap"><div class="sdc-article-header__titles"><h1 class="sdc-article-header__title">'
        f'<span class="sdc-article-header__long-title">{escape(a.headline)}</span></h1><p '
        f'class="sdc-article-header__sub-title">{escape(a.standfirst)}</p></div><div class="'
        'sdc-article-header__byline"><div class="sdc-article-author"><p class="sdc-article-'
        f'author__byline"><span class="sdc-article-author__name"><a href="{base}/author/'
        f'{_slug(a.author)}-{rng.randrange(800, 999)}">{escape(a.author)}</a></span><span '
        f'class="sdc-article-author__role">, {rng.choice(SKY_ROLES)}</span></p></div><p class'
        f'="sdc-article-date"><time class="sdc-article-date__date-time" datetime="'
        f'{_iso(t, "+01:00")}">{t:%A} {t.day} {t:%B} {t.year} {t:%H:%M}, UK</time></p></div>'
        '</div></div><div class="sdc-article-image"><figure class="sdc-article-image__figure">'
        '<div class="sdc-article-image__wrapper"><img class="sdc-article-image__item" src="'
        f'https://e3.365dm.com/{t:%y/%m}/1600x900/skynews-{_slug(a.headline)[:30]}_{sid}.jpg?'
        f'{t:%Y%m%d%H%M%S}" alt=""></div><figcaption class="sdc-article-image__caption"><span '
        'class="u-hide-visually">Image:</span><p class="sdc-article-image__caption-text">'
        f'{escape(caption)} Pic: {rng.choice(SKY_CREDITS)}</p></figcaption></figure></div><div '
        'class="sdc-article-body sdc-article-body--story sdc-article-body--lead" data-component'
        f'-name="sdc-article-body">{body}</div><div class="sdc-article-tags"><h3 class="sdc-'
        'article-tags__title">Related Topics</h3><ul class="sdc-article-tags__list">'
        + _items(rng.sample(SKY_TOPICS, 3)) + '</ul></div><div class="sdc-article-share"><span>'
        'Share this article</span><button>Facebook</button><button>X</button><button>WhatsApp'
        '</button><button>Email</button></div></main><aside class="sdc-site-layout__col sdc-'
        'site-layout__col2"><div class="sdc-site-most-popular"><h2 class="sdc-site-component-'
        f'header__heading">Most Read</h2><ol>{popular}</ol></div><div class="sdc-site-au sdc-'
        'site-au--rail"><p class="sdc-site-au__label">Advertisement</p></div></aside></div>'
        '<section class="sdc-site-tiles"><h2 class="sdc-site-component-header__heading">Top '
        f'Stories</h2><div class="sdc-site-tiles__group">{tiles}</div></section><footer class="'
        'sdc-site-footer"><ul class="sdc-site-footer__list">' + _items((
            "About Sky News", "About Us", "Sky News International", "Sky News Profiles",
            "Sky Academy Studios", "Terms & Conditions", "Privacy & Cookies", "Privacy Options",
            "Accessibility", "Contact Us")) + f'</ul><p class="sdc-site-footer__copyright">© '
        f'{t.year} Sky UK</p></footer></div><div id="sp_message_container_{rng.randrange(10**6)}'
        '" class="sp_message_container"><div class="message-component"><p>Sky News would like '
        'your consent to use cookies and similar technologies to personalise ads and content.'
        '</p><button title="Accept all">Accept all</button><button title="Reject all">Reject '
        'all</button><button title="Options">Options</button></div></div>')
    return page(f"{a.headline} | UK News | Sky News", og(a, "Sky News") + json_ld(a), html,
                "en-GB")


IRT_NAV = ("News", "Sport", "Business", "Opinion", "Life & Style", "Culture", "Podcasts",
           "Video", "Crosswords & Games", "Property", "Obituaries")
IRT_SECTIONS = (("Ireland", "ireland/irish-news"), ("Politics", "politics"),
                ("World", "world/europe"), ("Business", "business/economy"),
                ("Health", "health"), ("Crime & Law", "crime-law"))
IRT_ROLES = ("Political Correspondent", "Europe Correspondent", "Health Editor",
             "Economics Correspondent", "Social Affairs Correspondent", "Legal Affairs Editor")
IRT_PROMOS = (
    ("Sign up for push alerts", " and have the best news, analysis and comment delivered "
     "directly to your phone"),
    ("Join The Irish Times on WhatsApp", " and stay up to date"),
    ("Listen to our Inside Politics podcast", " for the latest political news and analysis"),
    ("Find The Irish Times on WhatsApp", " and stay up to date"))
IRT_CREDITS = ("Photograph: Alan Betson/The Irish Times", "Photograph: Collins",
               "Photograph: Dara Mac Dónaill/The Irish Times", "Photograph: Getty Images",
               "Photograph: Sam Boal/RollingNews.ie")


def irishtimes(a: Article) -> str:
    """The Irish Times, irishtimes.com/<section>/<y/m/d>/<slug>/ (Arc XP's Fusion with the b-
    block and c- component classes): the header nav chain with "Subscribe" and "Sign In", the
    overline (and "Subscriber Only"), div.b-headline > h1.c-heading, the subheadline, the
    byline with the writer's title, "Tue May 14 2024 - 09:30", the lead art with "Photograph:
    ..." credit, then article.b-article-body of p.c-paragraph and h2.c-heading with arcad
    ad blocks ("Advertisement") and the "Read More" box between them and the push-alert and
    WhatsApp lines (italic c-paragraphs) at its end; the subscriber comment gate, "Most Read",
    "Latest Stories", the DAC footer and OneTrust's cookie banner around."""
    rng = _rng("irishtimes", a)
    t = a.published
    section, path = rng.choice(IRT_SECTIONS)
    base = "https://www.irishtimes.com"

    block = _blocks_as("h2", p=' class="c-paragraph"', h=' class="c-heading"',
                       quote=' class="c-blockquote"', lists=' class="c-list"')

    def ad(i: int) -> str:
        return (f'<div class="b-ad-block arcad-feature"><div class="advertisement-label">'
                f'Advertisement</div><div id="arcad_feature-f0f{_hash(rng, 11, HEX)}-{i}" '
                'class="arcad" style="min-height:250px"></div></div>')
    more = ('<div class="b-related-links"><h3 class="c-heading b-related-links__title">Read '
            'More</h3><ul class="b-related-links__list">' + _cards(a, 0, 3, lambda k, x: (
                f'<li class="b-related-links__item"><a class="c-link" href="{base}/{path}/'
                f'{t:%Y/%m/%d}/{_slug(x.headline)}/">{escape(x.headline)}</a></li>'))
            + '</ul></div>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 4, ad, 2)
    _put(inserts, parts, 3, more)
    promos = rng.sample(IRT_PROMOS, rng.randrange(1, 3))
    body = _after(parts, inserts) + "".join(
        f'<p class="c-paragraph"><i><a class="c-link" href="{base}/{_slug(x)}/">{x}</a>{y}</i>'
        '</p>' for x, y in promos)
    caption, _ = _caption(rng)
    paid = rng.random() < 0.4
    latest = _cards(a, 3, 4, lambda k, x: (
        f'<div class="b-top-table-list-small__item"><a class="c-link" href="{base}/{path}/'
        f'{t:%Y/%m/%d}/{_slug(x.headline)}/"><img class="c-image" src="{base}/resizer/v2/'
        f'{_hash(rng, 26, LOWER).upper()}.jpg?width=300" alt=""><h2 class="c-heading">'
        f'{escape(x.headline)}</h2></a></div>'))
    most = _cards(a, 1, 5, lambda k, x: (
        f'<li><span class="b-most-read__number">{k + 1}</span><a class="c-link" href="{base}'
        f'/{path}/{t:%Y/%m/%d}/{_slug(x.headline)}/">{escape(x.headline)}</a></li>'))
    html = (
        '<div id="fusion-app" class="layout-section"><header class="b-header-nav-chain"><div '
        f'class="b-header-nav-chain__top"><a class="c-link" href="{base}/" aria-label="The '
        'Irish Times"><svg><title>The Irish Times</title></svg></a><div class="b-header-nav-'
        f'chain__actions"><a class="c-button c-button--primary" href="{base}/subscribe/">'
        f'Subscribe</a><a class="c-link" href="{base}/account/">Sign In</a></div></div><nav '
        'class="b-header-nav-chain__nav"><ul>' + _items(IRT_NAV) + '</ul></nav></header><div '
        'class="b-right-rail-advanced"><div class="b-right-rail-advanced__main"><div class="b-'
        f'overline"><a class="c-link b-overline__link" href="{base}/{path}/">{section}</a>'
        + ('<span class="b-overline__subscriber">Subscriber Only</span>' if paid else '')
        + f'</div><div class="b-headline"><h1 class="c-heading">{escape(a.headline)}</h1></div>'
        f'<div class="b-subheadline"><h2 class="c-heading">{escape(a.standfirst)}</h2></div>'
        '<div class="b-byline"><div class="c-attribution"><a class="c-link" href="'
        f'{base}/author/{_slug(a.author)}/">{escape(a.author)}</a><span class="b-byline__role">'
        f'{rng.choice(IRT_ROLES)}</span></div></div><div class="b-date"><time class="c-date" '
        f'datetime="{_iso(t, "+01:00")}">{t:%a %b %d %Y - %H:%M}</time></div><div class="b-'
        'share-bar"><button aria-label="Share on Facebook">Facebook</button><button aria-label='
        '"Share on X">X</button><button aria-label="Share by Email">Email</button><button '
        'aria-label="Gift this article">Gift Article</button></div><figure class="c-media-item '
        f'b-lead-art"><img class="c-image" src="{base}/resizer/v2/{_hash(rng, 26, LOWER).upper()}'
        '.jpg?auth=' + _hash(rng, 40, HEX) + '&amp;width=1200" alt=""><figcaption class="c-'
        f'media-item__fig-caption"><span class="c-media-item__caption">{escape(caption)}</span>'
        f' <span class="c-media-item__credit">{rng.choice(IRT_CREDITS)}</span></figcaption>'
        f'</figure><article class="b-article-body">{body}</article><div class="b-comments-gate">'
        '<h3 class="c-heading">Comments</h3><p class="c-paragraph">Commenting on The Irish Times'
        ' has changed. To comment you must now be an Irish Times subscriber.</p><a class="c-'
        f'button" href="{base}/subscribe/">Subscribe</a><a class="c-link" href="{base}/account/'
        '">Sign In</a></div><section class="b-top-table-list-small"><h2 class="c-heading">'
        f'Latest Stories</h2>{latest}</section></div><aside class="b-right-rail-advanced__rail">'
        '<div class="b-ad-block"><div class="advertisement-label">Advertisement</div></div>'
        f'<section class="b-most-read"><h2 class="c-heading">Most Read</h2><ol>{most}</ol>'
        '</section></aside></div><footer class="b-footer"><ul>' + _items((
            "Help Centre", "Contact Us", "Subscribe", "Gift Subscriptions", "Advertise",
            "Terms & Conditions", "Privacy Policy", "Cookie Information", "Cookie Settings",
            "Community Standards")) + f'</ul><p>© {t.year} The Irish Times DAC</p></footer>'
        '</div>' + _onetrust("We value your privacy", "We and our partners store and access "
                             "information on your device to show you personalised content and "
                             "ads and to measure their performance.",
                             f"{base}/cookie-policy/"))
    return page(f"{a.headline} – The Irish Times", og(a, "The Irish Times") + json_ld(a), html,
                "en-IE")


HILL_NAV = ("News", "Policy", "Opinion", "Business", "Video", "Newsletters", "Events",
            "Changing America", "The Hill TV", "In The Know")
HILL_SECTIONS = (("Administration", "homenews/administration"), ("Senate", "homenews/senate"),
                 ("House", "homenews/house"), ("Campaign", "homenews/campaign"),
                 ("Energy & Environment", "policy/energy-environment"),
                 ("Technology", "policy/technology"), ("International", "policy/international"))
HILL_TAGS = ("Joe Biden", "Donald Trump", "Mike Johnson", "Chuck Schumer", "Congress",
             "Supreme Court", "2024 presidential election", "Senate", "House")
HILL_LETTERS = (("The Morning Report", "Start your day with the stories that will shape it."),
                ("Health Care", "The latest news on health care policy, delivered weekly."),
                ("Energy & Environment", "Your guide to climate, energy and environment "
                 "policy."))
HILL_CREDITS = ("AP Photo/J. Scott Applewhite", "Greg Nash", "AP Photo/Mariam Zuhaib",
                "Annabelle Gordon", "AP Photo/Susan Walsh")


def thehill(a: Article) -> str:
    """The Hill, thehill.com/<section>/<id>-<slug>/ (Nexstar's WordPress VIP theme with its
    "|"-separated utility classes): the site header, article.article with the category,
    h1.page-title, section.submitted-by ("BY Name - 05/14/24 9:30 AM ET"), the share buttons,
    the featured image (caption and "(AP Photo/...)" credit), then div.article__text
    "| body-copy | flow" of bare <p>s and <h2>s with in-article ad units, the newsletter
    sign-up and a JW Player "Hill Video" between them (and "Updated at" in front); the tags,
    the Nexstar copyright line, "Most Popular", the "More ... News" list and the footer with
    its K Street address around."""
    rng = _rng("thehill", a)
    t = a.published
    section, path = rng.choice(HILL_SECTIONS)
    pid = rng.randrange(4_600_000, 4_700_000)
    base = "https://thehill.com"

    block = _blocks_as("h2", h=' class="wp-block-heading"')

    def ad(i: int) -> str:
        return (f'<div class="ad-unit ad-unit--in-article | margin-block-24" id="dfp-ad-'
                f'article_incontent_{i}"><span class="ad-unit__label | text-50 | color-light-'
                'gray">Advertisement</span></div>')
    name, blurb = rng.choice(HILL_LETTERS)
    letter = ('<div class="newsletter-signup | in-article | padding-16 | background-light-gray">'
              f'<h3 class="newsletter-signup__title">{name}</h3><p class="newsletter-signup__'
              f'text">{blurb}</p><form class="newsletter-signup__form"><input type="email" '
              'placeholder="Email" aria-label="Email"><button type="submit">Sign Up</button>'
              '</form></div>')
    video = ('<div class="jw-player-container | article__featured-video"><div class="jwplayer-'
             'title | text-200 | font-weight-700">Hill Video</div><div class="jwplayer" id="jw-'
             f'{_hash(rng, 8, B64)}"><img src="https://cdn.jwplayer.com/v2/media/'
             f'{_hash(rng, 8, B64)}/poster.jpg?width=720" alt=""></div><p class="jwplayer-'
             f'caption">{escape(_teaser(a, 3).headline)}</p></div>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 5, ad, 2)
    _put(inserts, parts, 4, letter)
    _put(inserts, parts, 8, video)
    body = _after(parts, inserts)
    if rng.random() < 0.3:
        later = _later(t, 2)
        body = (f'<p class="update-note"><em>Updated at {_hm(later, " ", False)[:-2]}'
                f'{"a.m." if later.hour < 12 else "p.m."}</em></p>' + body)
    caption, _ = _caption(rng)
    popular = _cards(a, 1, 5, lambda k, x: (
        f'<li class="most-popular__item | flex | gap-16"><span class="most-popular__number">'
        f'{k + 1}</span><a href="{base}{x.url}/">{escape(x.headline)}</a></li>'))
    def card(k: int, x) -> str:
        href = f"{base}/{path}/{pid - 513 * (k + 1)}-{_slug(x.headline)}/"
        return (f'<article class="featured-cards__card | flow"><a href="{href}"><img src="{base}'
                f'/wp-content/uploads/sites/2/{t:%Y/%m}/card_{k}.jpg?w=300" alt=""></a><h3 class'
                f'="featured-cards__headline"><a href="{href}">{escape(x.headline)}</a></h3>'
                '</article>')
    more = _cards(a, 4, 4, card)
    html = (
        '<div class="site-wrap"><header class="site-header | background-white | shadow"><a '
        f'class="site-header__logo" href="{base}/"><svg><title>The Hill</title></svg></a><nav '
        'class="site-header__nav | primary-nav"><ul class="menu">' + _items(HILL_NAV) + '</ul>'
        f'</nav><a class="button | site-header__cta" href="{base}/newsletter-signup/">'
        'Newsletters</a></header><main id="content" class="site-main | container"><article id='
        f'"post-{pid}" class="article | post-{pid} post type-post status-publish format-standard'
        ' has-post-thumbnail"><div class="article__header | flow"><div class="article__category'
        f' | text-transform-upper"><a href="{base}/{path}/">{section}</a></div><h1 class="page-'
        f'title">{escape(a.headline)}</h1><section class="submitted-by | color-light-gray | font'
        '-base | text-300 | margin-b-16"><span class="submitted-by__author">BY <a href="'
        f'{base}/author/{_slug(a.author)}/">{escape(a.author)}</a> - </span>'
        f'{t:%m/%d/%y} {_hm(t)} ET</section><div class="article__share | flex | gap-8"><button '
        'aria-label="Share on Facebook">Share</button><button aria-label="Post on X">Post'
        '</button><button aria-label="Email">Email</button></div></div><figure class="article'
        '__featured-image | margin-b-24"><img src="' + base + '/wp-content/uploads/sites/2/'
        f'{t:%Y/%m}/{_hash(rng, 10, LOWER)}.jpg?w=1280" alt=""><figcaption class="wp-caption-'
        f'text"><span class="caption">{escape(caption)}</span> <span class="credit">'
        f'({rng.choice(HILL_CREDITS)})</span></figcaption></figure><div class="article__text | '
        f'body-copy | flow">{body}</div><div class="article__tags | flex | gap-8"><span class="'
        'article__tags-label">Tags</span>' + " ".join(
            f'<a href="{base}/people/{_slug(x)}/">{x}</a>' for x in rng.sample(HILL_TAGS, 3))
        + '</div><div class="article__copyright | text-50 | color-light-gray"><p>Copyright '
        f'{t.year} Nexstar Media Inc. All rights reserved. This material may not be published, '
        'broadcast, rewritten, or redistributed.</p></div></article><aside class="most-popular'
        ' | sidebar"><h2 class="most-popular__title">Most Popular</h2><ol class="most-popular__'
        f'list">{popular}</ol><div class="ad-unit ad-unit--sidebar"><span class="ad-unit__'
        'label">Advertisement</span></div></aside><section class="featured-cards | more-news">'
        f'<h2 class="featured-cards__title">More {section.split(" ")[0]} News</h2><div class="'
        f'featured-cards__grid">{more}</div><a class="button" href="{base}/{path}/">See All'
        '</a></section></main><footer class="site-footer | background-black | color-white"><p>'
        'THE HILL 1625 K STREET, NW SUITE 900 WASHINGTON DC 20006 | 202-628-8500 TEL | 202-628-'
        '8503 FAX</p><ul>' + _items(("Contact", "Advertise", "Privacy Policy", "Terms & "
                                     "Conditions", "Sitemap", "Do Not Sell My Info"))
        + f'</ul><p>© 1998 - {t.year} Nexstar Media Inc. | All Rights Reserved.</p></footer>'
        '</div>')
    return page(f"{a.headline}", og(a, "The Hill") + f'<link rel="canonical" href="{base}/'
                f'{path}/{pid}-{_slug(a.headline)}/">' + json_ld(a), html, "en-US")


# ------------------------------------------------------------------- news in other languages

LP_NAV = ("Politique", "Faits divers", "Économie", "Sports", "International", "Société",
          "Culture & Loisirs", "Paris", "Seine-Saint-Denis", "Hauts-de-Seine", "Val-de-Marne",
          "Vidéos", "Podcasts", "Le Mag")
LP_SECTIONS = (("Faits divers", "faits-divers"), ("Politique", "politique"),
               ("Économie", "economie"), ("Société", "societe"), ("Paris", "paris-75"),
               ("International", "international"))
LP_HEADLINES = ("Grève SNCF : le trafic encore perturbé ce mardi en Île-de-France",
                "Canicule : Paris active son plan chaleur, voici les lieux rafraîchis",
                "Prix de l’électricité : ce qui change pour votre facture au 1er juillet",
                "Retraites : le gouvernement reçoit les syndicats à Matignon",
                "PSG : Luis Enrique prépare déjà la saison prochaine",
                "Météo : de violents orages attendus sur la moitié nord du pays")
LP_CREDITS = ("LP/Olivier Arandel", "AFP/Ludovic Marin", "LP/Arnaud Journois",
              "Reuters/Sarah Meyssonnier", "LP/Philippe de Poulpiquet", "LP/Fred Dugit")
LP_CAPTIONS = ("Illustration.", "Photo d'illustration.", "Devant le palais de justice, ce mardi.",
               "Lors d'une réunion publique, en mai dernier.", "Dans le centre de Paris.")
LP_SPONSORED = (("Cette astuce de grand-mère pour un jardin sans mauvaises herbes", "Jardin+"),
                ("Pompe à chaleur : combien coûte vraiment l'installation en 2024 ?",
                 "Comparatif Énergie"),
                ("Les retraités de votre région découvrent cette mutuelle", "Santé Conseil"))


def leparisien(a: Article) -> str:
    """Le Parisien, leparisien.fr/<section>/<slug>-<date>-<id>.php (French furniture; the Arc
    front end's utility classes): the header ("S'abonner", "Se connecter") and nav, the
    breadcrumb, header.article-full__header (h1.title_xl, h2.subheadline, the author and
    "Le 14 mai 2024 à 09h30, modifié le ..."), the share bar, the lead figure "LP/...", then
    the body cut into sibling section.article-section chunks of p.paragraph and
    h2.inter-title with "Publicité" ad elements between them, an "À lire aussi" link and a
    Dailymotion video inside; the subscription box ("La suite de l'actualité ..."), "Sujets
    liés", the Outbrain "Ailleurs sur le web" sponsored grid, "Les plus lus", the footer and
    Didomi's consent notice around."""
    rng = _rng("leparisien", a)
    t = a.published
    heads = list(LP_HEADLINES)
    rng.shuffle(heads)
    section, path = rng.choice(LP_SECTIONS)
    aid = _hash(rng, 26, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    base = "https://www.leparisien.fr"

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(' class="paragraph text_align_left"')
        if b.tag[0] == "h":
            return f'<h2 class="inter-title margin_bottom_20">{b.html}</h2>'
        if b.tag == "blockquote":
            return _quote(b, ' class="quote"', ' class="paragraph"')
        return b.markup(' class="article-list"' if b.tag in ("ul", "ol") else "")
    read = ('<div class="read-also flex"><span class="read-also__label">À lire aussi</span><a '
            f'class="read-also__link" href="{base}/{path}/{_slug(heads[0])}-{t:%d-%m-%Y}-'
            f'{_hash(rng, 26, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}.php">{heads[0]}</a></div>')
    video = ('<div class="dailymotion-embed margin_bottom_article"><div class="dailymotion-'
             f'player" data-video="x{_hash(rng, 6, LOWER)}" data-player="x1ec4"></div><p '
             f'class="video-title">VIDÉO. {heads[1]}</p></div>')
    parts = body_html(a, block)
    inserts: dict[int, str] = {}
    _put(inserts, parts, 2, read)
    _put(inserts, parts, 6, video)
    runs = _runs(parts, inserts, 3)
    body = "".join(
        f'<section class="content article-section margin_bottom_article">{run}</section>'
        + (f'<div class="ad_element ad_inread width_full"><div class="ad-label">Publicité</div>'
           f'<div id="ad_inread_{k}" class="ad-slot" style="min-height:250px"></div></div>'
           if k + 1 < len(runs) else "") for k, run in enumerate(runs))
    later = _later(t)
    date = (f"Le {t.day} {FR_MONTHS[t.month - 1]} {t.year} à {t:%Hh%M}, modifié le "
            f"{later.day} {FR_MONTHS[later.month - 1]} {later.year} à {later:%Hh%M}")
    sponsored = "".join(
        f'<div class="ob-dynamic-rec-container ob-p"><a class="ob-dynamic-rec-link" href="https'
        f'://paid.outbrain.com/network/redir?p={_hash(rng, 12, B64)}" rel="nofollow"><img src="'
        f'https://images.outbrainimg.com/transform/v3/{_hash(rng, 20, LOWER)}.jpg" alt=""><span'
        f' class="ob-unit ob-rec-text">{x}</span><span class="ob-unit ob-rec-source">{y}</span>'
        '</a></div>' for x, y in LP_SPONSORED)
    most = "".join(f'<li class="trend-item"><span class="trend-item__rank">{k}</span><a href="'
                   f'{base}/{path}/{_slug(h)}.php">{h}</a></li>'
                   for k, h in enumerate(heads[2:6], 1))
    html = (
        '<div id="fusion-app"><header class="lp-header flex"><a class="lp-header__logo" href="'
        f'{base}/"><svg><title>Le Parisien</title></svg></a><nav class="lp-header__nav"><ul>'
        + _headline_list(LP_NAV) + '</ul></nav><a class="btn btn--subscribe" href="https://'
        'abonnement.leparisien.fr/">S\'abonner</a><a class="lp-header__login" href="https://'
        'connexion.leparisien.fr/">Se connecter</a></header><div class="breadcrumb flex"><a '
        f'href="{base}/">Accueil</a><span>›</span><a href="{base}/{path}/">{section}</a></div>'
        '<main class="layout-article"><article class="article-full"><header class="article-'
        f'full__header"><h1 class="title_xl col margin_bottom_headline">{escape(a.headline)}'
        f'</h1><h2 class="subheadline margin_bottom_20">{escape(a.standfirst)}</h2><div class="'
        'article-full__infos flex"><span class="author-name"><a href="' + base + '/journaliste/'
        f'{_slug(a.author)}/">{escape(a.author)}</a></span><div class="timestamp ui_xs_text">'
        f'<time datetime="{_iso(t, "+02:00")}">{date}</time></div></div><div class="article-'
        'full__share flex"><button class="share-btn">Partager</button><button class="bookmark-'
        'btn">Sauvegarder</button><button class="gift-btn">Offrir l\'article</button></div>'
        '</header><figure class="article-full__lead-art"><img src="' + base + '/resizer/'
        f'{_hash(rng, 28, B64)}=/1248x782/filters:focal(1000x600:1010x610)/cloudfront-eu-'
        f'central-1.images.arcpublishing.com/leparisien/{aid}.jpg" alt=""><figcaption class="'
        f'width_full ui_xs_text"><span class="caption">{rng.choice(LP_CAPTIONS)}</span> <span '
        f'class="credits">{rng.choice(LP_CREDITS)}</span></figcaption></figure><div class="'
        f'article-full__body">{body}</div><div class="article-full__subscribe paywall-box"><p '
        'class="paywall-box__title">La suite de l\'actualité, c\'est avec vous</p><p>Profitez '
        'de tous nos articles réservés aux abonnés : 1€ le premier mois, sans engagement.</p>'
        '<a class="btn btn--subscribe" href="https://abonnement.leparisien.fr/">Je m\'abonne'
        '</a></div><div class="tags"><span class="tags__label">Sujets liés</span><ul>'
        + _headline_list((section, "Île-de-France", rng.choice(["Justice", "Transports",
                                                                 "Gouvernement"])))
        + '</ul></div></article><section class="ob-widget ob-feed"><div class="ob-widget-'
        'header">Ailleurs sur le web<span class="ob_about">Contenus sponsorisés</span></div>'
        f'{sponsored}</section><aside class="trends"><h2 class="trends__title">Les plus lus'
        f'</h2><ol>{most}</ol></aside></main><footer class="lp-footer"><ul>'
        + _headline_list(("Mentions légales", "Conditions générales", "Politique de "
                          "confidentialité", "Gestion des cookies", "Contact", "Publicité",
                          "Le Parisien Partenaire")) + f'</ul><p>© Le Parisien {t.year}</p>'
        '</footer></div><div id="didomi-host"><div id="didomi-popup" class="didomi-popup-'
        'container"><div id="didomi-notice" class="didomi-popup-notice"><p class="didomi-'
        'popup-notice-text">Avec votre accord, nous et nos 842 partenaires utilisons des cookies'
        ' ou technologies similaires pour stocker et accéder à des informations personnelles '
        'comme votre visite sur ce site.</p><button id="didomi-notice-agree-button">Accepter &amp;'
        ' Fermer</button><button id="didomi-notice-disagree-button">Continuer sans accepter →'
        '</button><button id="didomi-notice-learn-more-button">Personnaliser</button></div>'
        '</div></div>')
    return page(f"{a.headline} - Le Parisien", og(a, "Le Parisien") + json_ld(a), html, "fr")


ILPOST_NAV = ("Italia", "Mondo", "Politica", "Tecnologia", "Internet", "Scienza", "Cultura",
              "Economia", "Sport", "Moda", "Libri", "Consumismi", "Storie/Idee", "Ok Boomer!",
              "Podcast", "Newsletter")
ILPOST_HEADLINES = ("Cosa prevede il nuovo decreto sulle liste d’attesa",
                    "Le previsioni meteo per il fine settimana",
                    "Perché i treni regionali sono sempre in ritardo",
                    "La storia della fabbrica che non ha mai chiuso",
                    "Chi sono i candidati alle elezioni europee in Lombardia",
                    "Le cose da sapere sul nuovo iPhone")
ILPOST_FLASHES = ("Borsa di Milano in rialzo a metà giornata", "È morto il regista Paolo B.",
                  "Sciopero dei mezzi a Roma venerdì", "Allerta gialla in Liguria",
                  "Il Senato ha approvato il decreto")
ILPOST_SPONSORED = (("Questo trucco per risparmiare sulla bolletta sta facendo impazzire "
                     "tutti", "Risparmio Casa"),
                    ("Le crociere più economiche del 2024", "Offerte Viaggi"),
                    ("Scopri quanto vale davvero la tua auto usata", "Valuta Auto"))
ILPOST_CREDITS = ("ANSA/ANGELO CARCONI", "AP Photo/Luca Bruno", "ANSA/CIRO FUSCO",
                  "Mauro Scrobogna/LaPresse", "ANSA/MATTEO BAZZI")


def ilpost(a: Article) -> str:
    """Il Post, ilpost.it/<y/m/d>/<slug>/ (Italian furniture; the 2023 Next.js front end with
    CSS-module class names Component_local__hash): the header (logo, sections, "Abbonati",
    "Accedi"), article with the ArticleHeader (category, h1, the subtitle h2, the date "14
    maggio 2024", rarely a signature) and the lead figure "(ANSA/...)", then div#singleBody
    of bare <p>s and <h3>s with a "Pubblicità" slot and a captioned photo between them; the
    tags, "Mostra i commenti", the subscription appeal ("Il Post vive grazie ai suoi
    abbonati"), "Continua sul Post", the Outbrain "Contenuti sponsorizzati", the Flashes
    sidebar and the footer with the registration line around."""
    rng = _rng("ilpost", a)
    m = _modules(rng)
    t = a.published
    heads = list(ILPOST_HEADLINES)
    rng.shuffle(heads)
    cat = rng.choice(ILPOST_NAV[:8])
    pid = rng.randrange(3_500_000, 3_700_000)
    base = "https://www.ilpost.it"

    block = _blocks_as("h3")
    adv = (f'<div class="{m("Adv")} {m("Adv", "inArticle")}"><span class="{m("Adv", "label")}'
           f'">Pubblicità</span><div id="ilpost_mpu_{rng.randrange(1, 4)}" class="'
           f'{m("Adv", "slot")}" style="min-height:250px"></div></div>')
    photo = (f'<figure class="{m("ArticleImage")} wp-caption"><img src="https://www.ilpost.it/'
             f'wp-content/uploads/{t:%Y/%m/%d}/{_hash(rng, 10, LOWER)}.jpg" alt="" width="1024"'
             f' height="683"><figcaption class="{m("ArticleImage", "caption")}">'
             f'{escape(_caption(rng)[0])} ({rng.choice(ILPOST_CREDITS)})</figcaption></figure>')
    parts = body_html(a, block)
    inserts: dict[int, str] = {}
    _put(inserts, parts, 3, adv)
    _put(inserts, parts, 6, photo)
    body = _after(parts, inserts)
    signed = (f'<span class="{m("ArticleHeader", "author")}">di <a href="{base}/author/'
              f'{_slug(a.author)}/">{escape(a.author)}</a></span>' if rng.random() < 0.3
              else "")
    date = f"{t.day} {IT_MONTHS[t.month - 1]} {t.year}"
    cards = _cards(a, 1, 4, lambda k, x: (
        f'<article class="{m("Card")}"><a href="{base}/{t:%Y/%m/%d}/{_slug(x.headline)}/"><img '
        f'class="{m("Card", "image")}" src="{base}/wp-content/uploads/{t:%Y/%m}/card{k}.jpg" '
        f'alt=""><h3 class="{m("Card", "title")}">{escape(x.headline)}</h3><p class="'
        f'{m("Card", "excerpt")}">{escape(x.blurb)}</p></a></article>'))
    sponsored = "".join(
        f'<div class="ob-dynamic-rec-container"><a href="https://paid.outbrain.com/network/'
        f'redir?p={_hash(rng, 10, B64)}" rel="nofollow"><span class="ob-rec-text">{x}</span>'
        f'<span class="ob-rec-source">{y}</span></a></div>' for x, y in ILPOST_SPONSORED)
    flashes = "".join(f'<li class="{m("Flashes", "item")}"><time>{(t.hour + k) % 24:02d}:'
                      f'{rng.randrange(60):02d}</time><a href="{base}/flashes/">{x}</a></li>'
                      for k, x in enumerate(rng.sample(ILPOST_FLASHES, 4)))
    html = (
        f'<div id="__next"><header class="{m("Header")}"><a class="{m("Header", "logo")}" href="'
        f'{base}/" aria-label="Il Post"><svg><title>Il Post</title></svg></a><nav class="'
        f'{m("Header", "nav")}"><ul>' + _headline_list(ILPOST_NAV) + f'</ul></nav><div class="'
        f'{m("Header", "actions")}"><a class="{m("Button")} {m("Button", "primary")}" href="'
        'https://abbonati.ilpost.it/">Abbonati</a><a href="https://www.ilpost.it/account/">'
        f'Accedi</a></div></header><main class="{m("Layout", "main")}"><article class="'
        f'{m("Article")}" id="post-{pid}"><div class="{m("ArticleHeader")}"><a class="'
        f'{m("ArticleHeader", "category")}" href="{base}/{_slug(cat)}/">{cat}</a><h1 class="'
        f'{m("ArticleHeader", "title")}">{escape(a.headline)}</h1><h2 class="'
        f'{m("ArticleHeader", "subtitle")}">{escape(a.standfirst)}</h2><div class="'
        f'{m("ArticleHeader", "meta")}">{signed}<time class="{m("ArticleHeader", "date")}" '
        f'datetime="{_iso(t, "+02:00")}">{date}</time><button class="{m("Share")}">Condividi'
        f'</button></div></div><figure class="{m("ArticleImage")} {m("ArticleImage", "lead")}">'
        f'<img src="{base}/wp-content/uploads/{t:%Y/%m/%d}/{_hash(rng, 10, LOWER)}.jpg" alt="" '
        f'width="1200" height="800"><figcaption class="{m("ArticleImage", "caption")}">'
        f'{escape(_caption(rng)[0])} ({rng.choice(ILPOST_CREDITS)})</figcaption></figure><div '
        f'id="singleBody" class="{m("ArticleBody")}">{body}</div><div class="{m("ArticleTags")}'
        '">' + "".join(f'<a class="{m("ArticleTags", "tag")}" href="{base}/tag/{_slug(x)}/">{x}'
                       '</a>' for x in (cat.lower(), rng.choice(["governo", "meteo", "milano",
                                                                 "roma", "trasporti"])))
        + f'</div><div class="{m("Comments")}"><button class="{m("Comments", "toggle")}">Mostra'
        f' i commenti</button></div><div class="{m("Support")}"><p class="{m("Support", "text")}'
        '">Il Post vive grazie ai suoi abbonati: se ti è piaciuto questo articolo e vuoi '
        'sostenere il nostro lavoro, abbonati.</p><a class="' + m("Button") + '" href="https://'
        f'abbonati.ilpost.it/">Abbonati al Post</a></div></article><section class="'
        f'{m("Related")}"><h2 class="{m("Related", "title")}">Continua sul Post</h2><div class="'
        f'{m("Related", "grid")}">{cards}</div></section><section class="OUTBRAIN ob-widget"><div'
        f' class="ob-widget-header">Contenuti sponsorizzati</div>{sponsored}</section></main>'
        f'<aside class="{m("Flashes")}"><h2 class="{m("Flashes", "title")}">Flashes</h2><ul>'
        f'{flashes}</ul></aside><footer class="{m("Footer")}"><ul>' + _headline_list((
            "Chi siamo", "Contatti", "Pubblicità", "Privacy", "Cookie policy", "Abbonati",
            "Newsletter")) + '</ul><p>Il Post è una testata registrata presso il Tribunale di '
        f'Milano. © {t.year} Il Post S.r.l. – P.IVA 06738560968</p></footer></div>')
    return page(f"{a.headline} - Il Post", og(a, "Il Post") + json_ld(a), html, "it")


PUB_NAV = ("Política", "Sociedade", "Local", "Economia", "Mundo", "Cultura", "Ciência",
           "Desporto", "Opinião", "P3", "Ípsilon", "Fugas", "Podcasts", "Newsletters")
PUB_HEADLINES = ("Governo aprova descida do IRS para jovens até aos 35 anos",
                 "Seca: barragens do Algarve abaixo dos 30%",
                 "Greve dos professores marcada para a próxima semana",
                 "Benfica vence em Alvalade e reabre a luta pelo título",
                 "Preço das casas volta a subir em Lisboa e no Porto",
                 "Marcelo promulga lei da habitação com reservas")
PUB_PHOTOGRAPHERS = ("NUNO FERREIRA SANTOS", "RUI GAUDÊNCIO", "DANIEL ROCHA",
                     "PAULO PIMENTA", "MIGUEL MANSO", "LUSA/ANTÓNIO COTRIM")
PUB_ROLES = ("Jornalista da secção de Política. Escreve sobre o Parlamento e os partidos.",
             "Jornalista de Sociedade, acompanha temas de educação e saúde.",
             "Editora de Economia. Antes passou pelas secções Mundo e Local.",
             "Jornalista do PÚBLICO desde 2015. Escreve sobre ambiente e clima.")


def publico_pt(a: Article) -> str:
    """Público, publico.pt/<y/m/d>/<secção>/noticia/<slug>-<id> (Portuguese furniture): the
    header ("Assinar", "Entrar"), article.story with the kicker, h1.headline.story__headline,
    the lead blurb, the byline, "14 de Maio de 2024, 9:30" and the reading time, the tools
    ("Oferecer artigo"), the figure with the photographer in capitals, then
    div#story-body.story__body of bare <p>s and <h2>s with "Publicidade" slots and a "Ler
    mais" related box between them; "Tópicos", the author bio box ("Seguir"), the support
    appeal, the comments, "Mais lidos" and the footer around."""
    rng = _rng("publico-pt", a)
    t = a.published
    heads = list(PUB_HEADLINES)
    rng.shuffle(heads)
    section = rng.choice(["politica", "sociedade", "economia", "mundo", "local"])
    nid = rng.randrange(2_080_000, 2_100_000)
    base = "https://www.publico.pt"

    block = _blocks_as("h2", quote=' class="story__quote"')

    def ad(i: int) -> str:
        return (f'<div class="ad-slot ad-slot--inread" data-ad-position="{i}"><span class="ad-'
                f'slot__label">Publicidade</span><div id="div-gpt-ad-publico-{i}"></div></div>')
    related = ('<aside class="story__related"><h4 class="story__related-title">Ler mais</h4><ul>'
               + "".join(f'<li><a href="{base}/{t:%Y/%m/%d}/{section}/noticia/{_slug(h)}-'
                         f'{nid - 120 * (k + 1)}">{h}</a></li>' for k, h in enumerate(heads[:2]))
               + '</ul></aside>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 4, ad, 3)
    _put(inserts, parts, 5, related)
    body = _after(parts, inserts)
    date = f"{t.day} de {PT_MONTHS_LONG[t.month - 1]} de {t.year}, {t.hour}:{t:%M}"
    caption, _ = _caption(rng)
    comments = rng.randrange(0, 80)
    most = "".join(f'<li><a href="{base}/{t:%Y/%m/%d}/{section}/noticia/{_slug(h)}-'
                   f'{nid - 9 * k}"><span class="most-read__n">{k}</span>{h}</a></li>'
                   for k, h in enumerate(heads[2:6], 1))
    html = (
        '<div class="site"><header class="site-header"><a class="site-logo" href="' + base
        + '/"><svg><title>PÚBLICO</title></svg></a><nav class="site-nav"><ul>'
        + _headline_list(PUB_NAV) + '</ul></nav><a class="btn btn--subscribe" href="https://'
        'www.publico.pt/assinaturas">Assinar</a><a class="site-header__login" href="https://'
        'www.publico.pt/login">Entrar</a></header><main class="site-main"><article class="story'
        f'" id="story" data-story-id="{nid}"><header class="story__header"><div class="kicker">'
        f'<a href="{base}/{section}">{section.capitalize()}</a></div><h1 class="headline story'
        f'__headline">{escape(a.headline)}</h1><div class="story__blurb lead"><p>'
        f'{escape(a.standfirst)}</p></div><div class="story__meta"><div class="byline"><span '
        f'class="byline__name"><a rel="author" href="{base}/autor/{_slug(a.author)}">'
        f'{escape(a.author)}</a></span></div><time class="dateline" datetime="'
        f'{_iso(t, "+01:00")}">{date}</time><span class="story__read-time">'
        f'{_minutes(a) + 1} min</span></div><div class="story__tools"><button>Partilhar'
        '</button><button>Guardar</button><button>Oferecer artigo</button><button>Ouvir'
        '</button></div></header><figure class="story__media"><img src="https://imagens.publico'
        f'.pt/imagens.aspx/{rng.randrange(10**6, 2 * 10**6)}?tp=UH&amp;db=IMAGENS&amp;type=JPG'
        f'" alt=""><figcaption class="story__caption"><span>{escape(caption)}</span> <span '
        f'class="credit">{rng.choice(PUB_PHOTOGRAPHERS)}</span></figcaption></figure><div class'
        f'="story__body" id="story-body">{body}</div><div class="story__tags"><span>Tópicos'
        '</span><ul>' + _headline_list((section.capitalize(), "Portugal", rng.choice([
            "Governo", "Parlamento", "Lisboa", "Habitação"]))) + '</ul></div><div class="author-'
        f'bio"><img class="author-bio__avatar" src="{base}/autor/{_slug(a.author)}.jpg" alt="">'
        f'<div class="author-bio__text"><p class="author-bio__name"><a href="{base}/autor/'
        f'{_slug(a.author)}">{escape(a.author)}</a></p><p class="author-bio__role">'
        f'{rng.choice(PUB_ROLES)}</p><button class="btn btn--follow">Seguir</button></div></div>'
        '<div class="support-box"><h3>Apoie o jornalismo de qualidade</h3><p>O PÚBLICO é '
        'independente e rigoroso. Assine e ajude-nos a continuar a fazer jornalismo que conta.'
        '</p><a class="btn" href="https://www.publico.pt/assinaturas">Assinar</a></div><section'
        ' class="comments" id="comentarios"><h3>Comentários</h3>' + (
            f'<p>{comments} comentários</p><button>Ver comentários</button>' if comments else
            '<p>Os comentários deste artigo estão fechados.</p>') + '</section></article><aside '
        f'class="most-read"><h2>Mais lidos</h2><ol>{most}</ol></aside></main><footer class="'
        'site-footer"><ul>' + _headline_list(("Ficha técnica", "Estatuto editorial", "Livro de "
                                               "estilo", "Contactos", "Termos e condições",
                                               "Política de privacidade", "Publicidade"))
        + f'</ul><p>© {t.year} PÚBLICO Comunicação Social SA</p></footer></div>')
    return page(f"{a.headline} | {section.capitalize()} | PÚBLICO", og(a, "PÚBLICO")
                + json_ld(a), html, "pt-PT")


IDNES_NAV = ("Zprávy", "Domácí", "Zahraniční", "Krimi", "Kraje", "Ekonomika", "Sport",
             "Kultura", "Technet", "Bydlení", "Revue", "Auto", "Cestování", "Premium")
IDNES_HEADLINES = ("Vláda schválila zvýšení platů učitelů od září",
                   "Na D1 u Humpolce se srazila tři auta, dálnice je uzavřená",
                   "Meteorologové varují před bouřkami s krupobitím",
                   "Sparta porazila Slavii a vede ligu o tři body",
                   "Ceny bytů v Praze opět rostou, ukazují data",
                   "Prezident jmenoval nového ministra zdravotnictví")
IDNES_CAPTIONS = ("Ilustrační snímek", "Místo nehody", "Jednání vlády v Kramářově vile",
                  "Policisté na místě činu", "Pohled na staveniště")
IDNES_PHOTOS = ("Petr Topič, MAFRA", "Michal Šula, MAFRA", "ČTK", "Dan Materna, MAFRA",
                "Reuters", "Shutterstock")


def idnes_cz(a: Article) -> str:
    """iDNES.cz, idnes.cz/zpravy/<rubrika>/<slug>.A<yymmdd>_<hhmmss>_<rubrika>_<initials>
    (Czech furniture; MAFRA's server-rendered pages): the header and nav, div.art-full with
    the breadcrumb, h1[itemprop=name headline], div.art-info (the authors ", iDNES.cz",
    span.time-date "14. května 2024  9:30", "aktualizováno"), div.opener (the perex), the
    opener photo with its "foto: ..., MAFRA" credit, then div#art-text.text > div.bbtext of
    bare <p>s and <h3>s with "Reklama" slots, a photo gallery ("Galerie", captions of each
    picture) and a "Mohlo by vás zajímat" box between them; "Témata", the Premium offer, the
    discussion link, "Nejčtenější" and the MAFRA footer around."""
    rng = _rng("idnes-cz", a)
    t = a.published
    heads = list(IDNES_HEADLINES)
    rng.shuffle(heads)
    rubrika = rng.choice(["domaci", "zahranicni", "krimi", "ekonomika"])
    who = "".join(w[0] for w in a.author.split()[:2]).lower() or "red"
    aid = f"A{t:%y%m%d}_{t:%H%M%S}_{rubrika}_{who}"
    base = "https://www.idnes.cz"

    block = _blocks_as("h3")

    def ad(i: int) -> str:
        return (f'<div class="r-body" id="r-in-art-{i}"><div class="r-head"><span>Reklama</span>'
                f'</div><div id="gpt-in-art-{i}" class="r-inner" style="min-height:250px"></div>'
                '</div>')
    shots = rng.randrange(6, 30)
    gallery = ('<div class="gallery-art"><div class="gallery-title"><a href="' + base
               + f'/zpravy/{rubrika}/{aid}/foto">Galerie</a><span class="gallery-count">{shots} '
               'fotografií</span></div><ul class="gallery-list">' + "".join(
                   f'<li><a href="{base}/zpravy/{rubrika}/{aid}/foto#{k}"><img src="https://'
                   f'1gr.cz/fotky/idnes/{t:%y/%m}/sph/{rubrika[:3].upper()}{_hash(rng, 8, HEX)}_'
                   f'{k}.jpg" alt=""></a><p class="text">{c}<span class="author"> | foto: '
                   f'{rng.choice(IDNES_PHOTOS)}</span></p></li>'
                   for k, c in enumerate(rng.sample(IDNES_CAPTIONS, 3), 1)) + '</ul></div>')
    related = ('<div class="art-related"><h3>Mohlo by vás zajímat</h3><ul>' + "".join(
        f'<li><a href="{base}/zpravy/{rubrika}/{_slug(h)}.A{t:%y%m%d}_{k:06d}_{rubrika}_'
        f'{who}">{h}</a></li>' for k, h in enumerate(heads[:2], 1)) + '</ul></div>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 4, ad, 2)
    _put(inserts, parts, 3, gallery)
    _put(inserts, parts, 7, related)
    body = _after(parts, inserts)
    later = _later(t, 2)
    posts = rng.randrange(0, 300)
    most = "".join(f'<li><a href="{base}/zpravy/{rubrika}/{_slug(h)}">{h}</a></li>'
                   for h in heads[2:6])
    html = (
        '<div id="portal"><div id="header"><a class="logo" href="' + base + '/" title="iDNES.cz'
        '"><img src="https://1gr.cz/o/idnes/logo.svg" alt="iDNES.cz"></a><ul class="portal-'
        'menu">' + _headline_list(IDNES_NAV) + '</ul><a class="login" href="https://muj.idnes.'
        'cz/">Přihlásit</a><a class="premium-btn" href="https://premium.idnes.cz/">Předplatit'
        '</a></div><div id="content"><div class="col-a"><div class="art-full" id="space-a"><div'
        f' class="breadcrumb"><a href="{base}/zpravy">Zprávy</a> › <a href="{base}/zpravy/'
        f'{rubrika}">{rubrika.capitalize()}</a></div><h1 itemprop="name headline">'
        f'{escape(a.headline)}</h1><div class="art-info"><div class="authors"><span itemprop="'
        f'author"><a href="{base}/novinari/{_slug(a.author)}">{escape(a.author)}</a></span>, '
        f'iDNES.cz</div><span class="time-date" itemprop="datePublished" content="'
        f'{t:%Y-%m-%dT%H:%M}">{t.day}. {CS_MONTHS[t.month - 1]} {t.year}  {t.hour}:{t:%M}'
        f'</span><span class="aktualizovano">aktualizováno  {later.hour}:{later:%M}</span>'
        f'</div><div class="opener" itemprop="description">{escape(a.standfirst)}</div><div '
        f'class="opener-foto"><a class="art-img" href="{base}/zpravy/{rubrika}/{aid}/foto"><img'
        f' src="https://1gr.cz/fotky/idnes/{t:%y/%m}/sph/{_hash(rng, 10, HEX)}.jpg" alt="">'
        f'</a><div class="text">{rng.choice(IDNES_CAPTIONS)}<span class="author"> | foto: '
        f'{rng.choice(IDNES_PHOTOS)}</span></div></div><div class="text" id="art-text"><div '
        f'class="bbtext">{body}</div></div><div class="art-tags"><span>Témata:</span>'
        + " ".join(f'<a href="{base}/wiki/{_slug(x)}">{x}</a>' for x in rng.sample(
            ["Policie ČR", "Vláda ČR", "Praha", "Počasí", "Doprava", "Zdravotnictví"], 3))
        + '</div><div class="art-premium-promo"><p>Předplaťte si iDNES Premium a čtěte '
        'všechny články bez omezení. Prvních 30 dní za 1 Kč.</p><a href="https://premium.idnes'
        f'.cz/">Chci předplatné</a></div><div class="disc-list"><a href="{base}/zpravy/'
        f'{rubrika}/{aid}/diskuse">Vstoupit do diskuse ({posts} příspěvků)</a><p>Diskuse je '
        'dostupná jen pro ověřené uživatele.</p></div></div></div><div class="col-b"><div class'
        f'="box-most-read"><h3>Nejčtenější</h3><ol>{most}</ol></div><div class="r-body"><div '
        'class="r-head"><span>Reklama</span></div></div></div></div><div id="footer"><ul>'
        + _headline_list(("Kontakty", "Reklama", "Podmínky užití", "Ochrana soukromí",
                          "Nastavení soukromí", "Kariéra")) + f'</ul><p>© 1999–{t.year} MAFRA,'
        ' a. s., a dodavatelé obsahu. Všechna práva vyhrazena.</p></div></div>')
    return page(f"{a.headline} - iDNES.cz", og(a, "iDNES.cz") + json_ld(a), html, "cs")


SABAH_NAV = ("Gündem", "Ekonomi", "Dünya", "Spor", "Yaşam", "Magazin", "Teknoloji", "Sağlık",
             "Otomobil", "Yazarlar", "Resmi İlanlar", "Video", "Galeri", "Canlı Yayın")
SABAH_HEADLINES = ("Merkez Bankası faiz kararını açıkladı",
                   "İstanbul'da sağanak yağış alarmı: Meteoroloji uyardı",
                   "Emekliye bayram ikramiyesi ne zaman yatacak?",
                   "Galatasaray deplasmanda 3 puanı 3 golle aldı",
                   "Akaryakıta indirim geldi: İşte güncel fiyatlar",
                   "Yeni doğal gaz keşfi için ilk sondaj başladı")
SABAH_SOURCES = ("AA", "İHA", "DHA", "sabah.com.tr")
SABAH_SPONSORED = (("Bu yöntemle faturanızı yarıya indirin", "Enerji Rehberi"),
                   ("2024'ün en çok satan SUV modelleri", "Oto Dünyası"),
                   ("Emeklilere özel kampanya başladı", "Finans Fırsat"))


def sabah(a: Article) -> str:
    """Sabah, sabah.com.tr/<kategori>/<y/m/d>/<slug> (Turkish furniture; Turkuvaz's CMS): the
    header with the "SON DAKİKA" ticker, the breadcrumb, div.newsDetailTitle (h1.pageTitle,
    h2.spot), div.newsInfo ("Giriş Tarihi: 14.05.2024 09:30", "Son Güncelleme"), the share
    box and the lead image, then div.newsDetailText with the story cut into sibling
    div.newsBox runs with "REKLAM" slots and an "İLGİLİ HABER" box between them and the
    news agency line "(AA)" after them; "Etiketler", the sponsored links, "Diğer Haberler",
    "Çok Okunanlar" and the Turkuvaz footer around."""
    rng = _rng("sabah", a)
    t = a.published
    heads = list(SABAH_HEADLINES)
    rng.shuffle(heads)
    cat = rng.choice(["gundem", "ekonomi", "dunya", "yasam", "teknoloji"])
    base = "https://www.sabah.com.tr"

    block = _blocks_as("h3", quote=' class="quoteBox"')
    related = ('<div class="relatedNews"><span class="relatedTitle">İLGİLİ HABER</span><a '
               f'href="{base}/{cat}/{t:%Y/%m/%d}/{_slug(heads[0])}"><img src="https://iasbh.'
               f'tmgrup.com.tr/{_hash(rng, 6, HEX)}/300/170/0/0/0/0?u=https://isbh.tmgrup.com.tr'
               f'/sbh/{t:%Y/%m/%d}/r1.jpg" alt=""><span>{heads[0]}</span></a></div>')
    parts = body_html(a, block)
    inserts: dict[int, str] = {}
    _put(inserts, parts, 2, related)
    runs = _runs(parts, inserts, 4)
    body = "".join(
        f'<div class="newsBox">{run}</div>'
        + (f'<div class="adsWrapper inArticle"><span class="adsText">REKLAM</span><div id="div-'
           f'gpt-ad-sabah-inarticle-{k}" style="min-height:250px"></div></div>'
           if k + 1 < len(runs) else "") for k, run in enumerate(runs))
    source = rng.choice(SABAH_SOURCES)
    if source != "sabah.com.tr":
        body += f'<div class="newsSource"><p>({source})</p></div>'
    later = _later(t)
    sponsored = "".join(
        f'<li class="sponsoredItem"><a href="https://paid.example-network.com/{_slug(x)}" rel="'
        f'nofollow sponsored"><span class="title">{x}</span><span class="brand">{y}</span></a>'
        '</li>' for x, y in SABAH_SPONSORED)
    others = "".join(
        f'<div class="col-sm-6 col-md-3"><a class="otherNewsItem" href="{base}/{cat}/'
        f'{t:%Y/%m/%d}/{_slug(h)}"><img src="https://isbh.tmgrup.com.tr/sbh/{t:%Y/%m/%d}/o{k}.'
        f'jpg" alt=""><span>{h}</span></a></div>' for k, h in enumerate(heads[1:5]))
    most = "".join(f'<li><span class="num">{k}</span><a href="{base}/{cat}/{_slug(h)}">{h}</a>'
                   '</li>' for k, h in enumerate(heads[2:6], 1))
    html = (
        '<div class="mainBody"><header class="header"><a class="logo" href="' + base + '/" '
        'title="Sabah"><img src="https://isbh.tmgrup.com.tr/sbh/v5/i/logo.svg" alt="Sabah"></a>'
        '<nav class="mainMenu"><ul>' + _headline_list(SABAH_NAV) + '</ul></nav><div class="'
        f'breakingNews"><span>SON DAKİKA</span><a href="{base}/{cat}">{heads[5]}</a></div>'
        '</header><div class="container newsDetail"><div class="row"><div class="col-sm-12 '
        f'col-md-8 newsDetailWrapper"><div class="breadCrumb"><a href="{base}/">Sabah</a> › <a '
        f'href="{base}/{cat}">{cat.capitalize()}</a></div><div class="newsDetailTitle"><h1 '
        f'class="pageTitle">{escape(a.headline)}</h1><h2 class="spot">{escape(a.standfirst)}'
        '</h2></div><div class="newsInfo"><span class="editor"><a href="' + base + '/yazarlar/'
        f'{_slug(a.author)}">{escape(a.author)}</a></span><span class="date">Giriş Tarihi: '
        f'{t:%d.%m.%Y %H:%M}</span><span class="date">Son Güncelleme: {later:%d.%m.%Y %H:%M}'
        '</span></div><div class="shareBox"><a>Facebook</a><a>X</a><a>WhatsApp</a><a>'
        'Kopyala</a></div><figure class="newsImage"><img src="https://isbh.tmgrup.com.tr/sbh/'
        f'{t:%Y/%m/%d}/{_hash(rng, 12, LOWER)}.jpg" alt="{escape(a.headline)}"><figcaption>'
        f'Fotoğraf: {source}</figcaption></figure><div class="newsDetailText">{body}</div><div '
        'class="newsTag"><strong>Etiketler:</strong> ' + " ".join(
            f'<a href="{base}/etiket/{_slug(x)}">{x}</a>' for x in rng.sample(
                ["son dakika", "ekonomi", "hava durumu", "istanbul", "ankara", "emekli"], 3))
        + '</div><div class="sponsoredLinks"><span class="title">Sponsorlu Bağlantılar</span>'
        f'<ul>{sponsored}</ul></div><div class="otherNews"><h3>Diğer Haberler</h3><div class="'
        f'row">{others}</div></div></div><aside class="col-sm-12 col-md-4"><div class="most'
        f'Read"><h3>Çok Okunanlar</h3><ol>{most}</ol></div><div class="adsWrapper"><span class'
        '="adsText">REKLAM</span></div></aside></div></div><footer class="footer"><ul>'
        + _headline_list(("Künye", "İletişim", "Reklam", "Gizlilik Politikası", "Çerez "
                          "Politikası", "KVKK", "RSS")) + f'</ul><p>Turkuvaz Medya Grubu © '
        f'{t.year} - Tüm hakları saklıdır. {t.day} {TR_MONTHS[t.month - 1]} {t.year}</p>'
        '</footer></div>')
    return page(f"{a.headline} - Son Dakika Haberler", og(a, "Sabah") + json_ld(a), html, "tr")


NIKKEI_NAV = ("トップ", "速報", "オピニオン", "経済", "政治", "ビジネス", "金融", "マーケット",
              "テック", "国際", "スポーツ", "社会・調査", "地域", "文化", "ライフスタイル")
NIKKEI_HEADLINES = ("日経平均、反落　半導体株に売り", "政府、物価高対策で追加策を検討",
                    "トヨタ、北米で電池工場を増強", "日銀総裁「緩和的な環境を維持」",
                    "東京都、子育て支援を拡充へ", "円相場、1ドル＝155円台に下落")
NIKKEI_CAPTIONS = ("記者会見する担当者（14日、東京都千代田区）", "工場の生産ライン（愛知県豊田市）",
                   "東京証券取引所（東京・日本橋兜町）", "建設が進む新工場（熊本県菊陽町）",
                   "国会議事堂")
NIKKEI_POINTS = (("需要の回復で業績が上向く", "投資の拡大には慎重な見方も", "今後の焦点は価格転嫁"),
                 ("政府は年内に方針をまとめる", "財源の確保が課題に", "与野党の調整が続く"))
NIKKEI_EXPERTS = (("山口翔", "経済アナリスト"), ("佐々木美穂", "大学教授"),
                  ("中村健太", "シンクタンク研究員"), ("小林由紀", "ジャーナリスト"))
NIKKEI_THINK = ("分析・考察", "ひとこと解説", "別の視点", "今後の展望")
NIKKEI_REMARKS = ("短期的な影響は限られるが、中長期では構造的な変化を促す可能性がある。",
                  "数字だけを見ると楽観的だが、現場の声を聞くと課題はまだ多い。",
                  "海外の事例と比べると、日本の対応は慎重すぎるとの指摘もある。")


def nikkei(a: Article) -> str:
    """日本経済新聞 (Nikkei), nikkei.com/article/DGXZQO<...>/ (Japanese furniture; the React
    front end with linaria's local_hash class names): the header ("ログイン", "有料会員申し込み")
    and nav, article with the topic link, h1, the time "2024年5月14日 9:30" ("更新"), the
    [会員限定記事] badge and the save/share/print tools, sometimes a ポイント box, the lead
    figure and its caption, then section of p.paragraph_* and h2.subTitle_* with an ad
    ("広告") and an inline figure between them and the 【関連記事】 list after them; the
    Think! expert comments, "この記事をまとめて読む", the access ranking and the Nikkei
    footer around."""
    rng = _rng("nikkei", a)
    lx = _linaria(rng)
    t = a.published
    heads = list(NIKKEI_HEADLINES)
    rng.shuffle(heads)
    kid = "DGXZQO" + _hash(rng, 10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") + f"{t:%y%m%d}"
    base = "https://www.nikkei.com"
    topic = rng.choice(NIKKEI_NAV[3:10])

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(f' class="{lx("paragraph")}"')
        if b.tag[0] == "h":
            return f'<h2 class="{lx("subTitle")}">{b.html}</h2>'
        if b.tag == "blockquote":
            return _quote(b, f' class="{lx("quote")}"', f' class="{lx("paragraph")}"')
        return b.markup(f' class="{lx("list")}"' if b.tag in ("ul", "ol") else "")

    def figure(caption: str) -> str:
        return (f'<figure class="{lx("image")}"><div class="{lx("imageContainer")}"><img src="'
                f'https://article-image-ix.nikkei.com/https%3A%2F%2Fimgix-proxy.n8s.jp%2F'
                f'{kid}{_hash(rng, 4, HEX)}.jpg?ixlib=js-3.8.0&amp;w=638&amp;h=425&amp;auto='
                f'format%2Ccompress" alt=""></div><figcaption class="{lx("caption")}">{caption}'
                '</figcaption></figure>')
    ad = (f'<div class="{lx("ad")}"><div class="{lx("adLabel")}">広告</div><div id="ad-'
          f'article-middle" class="{lx("adSlot")}"></div></div>')
    parts = body_html(a, block)
    inserts: dict[int, str] = {}
    _put(inserts, parts, 4, ad)
    _put(inserts, parts, 7, figure(rng.choice(NIKKEI_CAPTIONS)))
    related = (f'<div class="{lx("relatedLinkList")}"><p class="{lx("relatedTitle")}">【関連記事】'
               '</p><ul>' + "".join(f'<li><a href="{base}/article/DGXZQO{_hash(rng, 10, HEX)}'
                                    f'/">{h}</a></li>' for h in heads[:rng.randrange(2, 4)])
               + '</ul></div>')
    body = _after(parts, inserts) + related
    points = ""
    if rng.random() < 0.5:
        points = (f'<div class="{lx("point")}"><p class="{lx("pointTitle")}">ポイント</p><ul>'
                  + "".join(f'<li>▽{x}</li>' for x in rng.choice(NIKKEI_POINTS)) + '</ul></div>')
    later = _later(t, 3)
    think = "".join(
        f'<div class="{lx("thinkItem")}"><div class="{lx("expert")}"><img src="{base}/think/'
        f'expert/{k}.jpg" alt=""><p class="{lx("expertName")}">{name}</p><p class="'
        f'{lx("expertTitle")}">{title}</p></div><p class="{lx("thinkLabel")}">'
        f'{rng.choice(NIKKEI_THINK)}</p><p class="{lx("thinkText")}">{rng.choice(NIKKEI_REMARKS)}'
        f'</p><button class="{lx("thinkMore")}">続きを読む</button></div>'
        for k, (name, title) in enumerate(rng.sample(NIKKEI_EXPERTS, 2)))
    ranking = "".join(f'<li class="{lx("rankingItem")}"><span>{k}</span><a href="{base}/article'
                      f'/DGXZQO{_hash(rng, 10, HEX)}/">{h}</a></li>'
                      for k, h in enumerate(heads[2:6], 1))
    html = (
        f'<div id="root"><header class="{lx("header")}"><a class="{lx("logo")}" href="{base}/">'
        f'<svg><title>日本経済新聞</title></svg></a><div class="{lx("headerActions")}"><a href="'
        'https://www.nikkei.com/login">ログイン</a><a class="' + lx("subscribe") + '" href="'
        'https://www.nikkei.com/r123/">有料会員申し込み</a></div><nav class="' + lx("nav")
        + '"><ul>' + _headline_list(NIKKEI_NAV) + f'</ul></nav></header><main class="'
        f'{lx("main")}"><article class="{lx("container")}"><div class="{lx("topicLink")}"><a '
        f'href="{base}/{_slug(topic) or "economy"}/">{topic}</a></div><h1 class="{lx("title")}">'
        f'{escape(a.headline)}</h1><div class="{lx("timeStamp")}"><time datetime="'
        f'{_iso(t, "+09:00")}">{t.year}年{t.month}月{t.day}日 {t.hour}:{t:%M}</time>'
        + (f'<span>（{later.year}年{later.month}月{later.day}日 {later.hour}:{later:%M}更新）'
           '</span>' if rng.random() < 0.5 else '') + f'</div><div class="{lx("articleInfo")}">'
        f'<span class="{lx("badge")}">[会員限定記事]</span><button class="{lx("save")}">保存'
        f'</button><button class="{lx("share")}">共有</button><button class="{lx("print")}">'
        f'印刷</button><button>その他</button></div>{points}'
        + figure(rng.choice(NIKKEI_CAPTIONS)) + f'<section class="{lx("articleBody")}">{body}'
        f'</section><div class="{lx("shareBottom")}"><p>この記事をシェアする</p><button>X'
        '</button><button>Facebook</button><button>LINE</button></div></article><section class="'
        f'{lx("think")}"><h2 class="{lx("thinkHeading")}">Think! 多様な観点からニュースを考える'
        f'</h2><p class="{lx("thinkLead")}">このニュースについて、専門家がコメントします。</p>'
        f'{think}</section><section class="{lx("matome")}"><h2>この記事をまとめて読む</h2>'
        f'<ul>' + _headline_list(heads[3:5]) + f'</ul></section><aside class="{lx("ranking")}">'
        f'<h2>アクセスランキング</h2><ol>{ranking}</ol></aside></main><footer class="'
        f'{lx("footer")}"><ul>' + _headline_list(("日経電子版について", "よくある質問",
                                                  "利用規約", "個人情報の取り扱い",
                                                  "お問い合わせ", "広告掲載"))
        + f'</ul><p>No reproduction without permission.</p><p>Nikkei Inc. © {t.year}</p>'
        '</footer></div>')
    return page(f"{a.headline} - 日本経済新聞", og(a, "日本経済新聞") + json_ld(a), html,
                "ja")


JOONGANG_NAV = ("정치", "경제", "사회", "국제", "문화", "스포츠", "오피니언", "라이프", "피플",
                "더중앙플러스", "영상", "기획")
JOONGANG_HEADLINES = ("정부, 저출산 대책 발표…육아휴직 급여 인상", "서울 아파트값 상승폭 확대",
                      "수도권 미세먼지 '나쁨'…외출 자제", "반도체 수출 석 달 연속 증가",
                      "프로야구 개막전 매진 행렬", "의대 증원 두고 정부·의료계 대화 재개")
JOONGANG_REPORTERS = (("김태호", "kim.taeho"), ("박소영", "park.soyoung"),
                      ("이민정", "lee.minjung"), ("최현주", "choi.hyunjoo"),
                      ("정재홍", "jung.jaehong"))
JOONGANG_CAPTIONS = ("14일 서울 종로구 정부서울청사에서 열린 회의 모습. 연합뉴스",
                     "시민들이 횡단보도를 건너고 있다. 뉴스1", "행사장에 모인 관람객들. 뉴시스",
                     "기자회견 하는 관계자. 중앙포토")


def joongang(a: Article) -> str:
    """중앙일보 (JoongAng Ilbo), joongang.co.kr/article/<id> (Korean furniture): the header
    (로그인, 구독) and nav, div.article_header with h1.headline, the sub-headline, the
    times ("입력 2024.05.14 09:30", "업데이트") and the reporter's byline, the tools, then
    div#article_body.article_body of bare <p>s with div.ab_photo figures ("... 연합뉴스"),
    div.ad_wrap ad slots ("광고") and an ab_related_article box ("관련기사") between them and
    the reporter's name and e-mail (div.ab_byline) at its end; the ⓒ line, the tags, the
    reactions (좋아요, 화나요, ...), the comments, "많이 본 기사" and the footer around."""
    rng = _rng("joongang", a)
    t = a.published
    heads = list(JOONGANG_HEADLINES)
    rng.shuffle(heads)
    aid = rng.randrange(25_230_000, 25_260_000)
    reporter, mail = rng.choice(JOONGANG_REPORTERS)
    base = "https://www.joongang.co.kr"

    block = _blocks_as("h2", h=' class="ab_sub_heading"', quote=' class="ab_quote"')

    def photo(caption: str) -> str:
        return (f'<div class="ab_photo photo_center"><div class="image"><img src="https://'
                f'pds.joongang.co.kr/news/component/htmlphoto_mmdata/{t:%Y%m}/{t:%d}/'
                f'{_uuid(rng)}.jpg" alt="{caption}"></div><p class="caption">{caption}</p></div>')

    def ad(i: int) -> str:
        return (f'<div class="ad_wrap ad_article" id="ad_article_{i}"><div class="ad_label">광고'
                '</div><div class="ad_slot"></div></div>')
    related = ('<div class="ab_related_article"><h4 class="title">관련기사</h4><ul>' + "".join(
        f'<li class="card"><a href="{base}/article/{aid - 3000 * (k + 1)}">{h}</a></li>'
        for k, h in enumerate(heads[:rng.randrange(2, 4)])) + '</ul></div>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 5, ad, 3)
    _put(inserts, parts, 1, photo(rng.choice(JOONGANG_CAPTIONS)))
    _put(inserts, parts, 6, related)
    body = (_after(parts, inserts) + f'<div class="ab_byline">{reporter} 기자 {mail}@joongang.'
            'co.kr</div>')
    later = _later(t)
    sub = (f'<h2 class="subhead">{escape(a.standfirst)}</h2>' if rng.random() < 0.5 else "")
    most = "".join(f'<li class="card"><span class="rank">{k}</span><a href="{base}/article/'
                   f'{aid - 11 * k}">{h}</a></li>' for k, h in enumerate(heads[2:6], 1))
    reactions = "".join(f'<button class="btn_reaction"><span>{x}</span><em>'
                        f'{rng.randrange(0, 200)}</em></button>'
                        for x in ("좋아요", "훌륭해요", "슬퍼요", "화나요", "후속기사 원해요"))
    html = (
        '<div id="wrap"><header id="header" class="header"><a class="logo" href="' + base
        + '/"><img src="https://static.joongang.co.kr/pc/images/logo.svg" alt="중앙일보"></a>'
        '<nav class="gnb"><ul>' + _headline_list(JOONGANG_NAV) + '</ul></nav><div class="'
        'header_util"><a href="https://www.joongang.co.kr/login">로그인</a><a class="btn_'
        'subscribe" href="https://www.joongang.co.kr/plus">구독</a></div></header><div id="'
        'container"><section class="contents"><div class="article_header"><h1 class="headline"'
        f'>{escape(a.headline)}</h1>{sub}<div class="datetime"><div class="time_bx"><p class="'
        f'date">입력 <span>{t:%Y.%m.%d %H:%M}</span></p><p class="date">업데이트 <span>'
        f'{later:%Y.%m.%d %H:%M}</span></p></div></div><div class="byline"><a href="{base}/'
        f'reporter/{mail}">{reporter} 기자</a></div><div class="article_util"><button>공유'
        '</button><button>글자크기</button><button>인쇄</button><button>북마크</button></div>'
        '</div><div id="article_body" class="article_body fs3" itemprop="articleBody">'
        f'{body}</div><p class="copyright">ⓒ중앙일보(https://www.joongang.co.kr), 무단 전재 및 '
        '재배포 금지</p><div class="tag_list">' + " ".join(
            f'<a class="tag" href="{base}/search?keyword={x}">#{x}</a>'
            for x in rng.sample(["정부", "서울", "경제", "부동산", "반도체", "날씨"], 3))
        + f'</div><div class="reaction_wrap">{reactions}</div><div class="comment_wrap" id="'
        f'comment"><h3>댓글 <em>{rng.randrange(0, 500)}</em></h3><p>댓글 작성은 로그인 후 '
        '가능합니다.</p></div></section><aside class="aside"><section class="most_read"><h2>'
        f'많이 본 기사</h2><ol>{most}</ol></section><div class="ad_wrap"><div class="ad_label">'
        '광고</div></div></aside></div><footer id="footer"><ul>' + _headline_list((
            "회사소개", "광고안내", "이용약관", "개인정보처리방침", "청소년보호정책",
            "고충처리")) + '</ul><p>중앙일보 서울특별시 마포구 상암산로 48-6 | 등록번호 서울 '
        '아 00000 | 발행·편집인 홍길동</p><p>Copyright by JoongAng Ilbo Co., Ltd. All Rights '
        'Reserved</p></footer></div>')
    return page(f"{a.headline} | 중앙일보", og(a, "중앙일보") + f'<link rel="canonical" href="'
                f'{base}/article/{aid}">' + json_ld(a), html, "ko")


# ------------------------------------------------------------------------------ in Chinese

PD_NAV = ("首页", "时政", "国际", "经济", "社会", "产经", "科技", "教育", "体育", "文化", "健康",
          "军事", "地方", "党网", "理论", "评论", "图片", "视频")
PD_HEADLINES = ("多部门部署做好今年防汛抗旱工作", "全国铁路迎来客流高峰",
                "一季度国民经济开局良好", "我国科研团队取得新突破", "各地多措并举稳就业促增收",
                "夏粮丰收在望 农业生产有序推进")
PD_EDITORS = ("王洋", "李昉", "刘军涛", "杨光宇", "张红", "陈键", "宋豪新")
PD_SOURCES = ("人民网－人民日报", "人民网", "人民网－国际频道", "人民日报海外版", "新华社")
PD_CHANNELS = (("时政", "politics", 1024), ("社会", "society", 1008), ("经济", "finance", 1004),
               ("科技", "scitech", 1057), ("教育", "edu", 1006))
PD_CAPTIONS = ("图为活动现场。", "图为工作人员正在检查设备。", "图为当地群众参观展览。",
               "图为航拍的城市新貌。")


def people_daily(a: Article) -> str:
    """人民网 (People's Daily Online), <channel>.people.com.cn/n1/<y>/<mmdd>/c<n>-<id>.html
    (Chinese furniture and articles; the old-style server pages): the top bar (人民网, 网站无障碍,
    登录) and nav, the path "人民网>>时政", div.col-1 with h3.pre (the kicker), h1, h4.sub,
    div.channel with the time "2024年05月14日09:30 | 来源：..." and the share links, then
    div.rm_txt_con of <p style="text-indent: 2em;"> paragraphs (subheads as bold paragraphs)
    with a centred picture and its "图为...。... 摄" caption paragraph between them, the
    paper line "《 人民日报 》（ ... 版）" and the "(责编：...)" line after them; 分享让更多人
    看到, 相关新闻, 推荐阅读, the ranking and the footer around."""
    rng = _rng("people-daily", a)
    t = a.published
    heads = list(PD_HEADLINES)
    rng.shuffle(heads)
    channel, host, cid = rng.choice(PD_CHANNELS)
    nid = rng.randrange(40_200_000, 40_300_000)
    base = f"http://{host}.people.com.cn"
    source = rng.choice(PD_SOURCES)
    indent = ' style="text-indent: 2em;"'

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(indent)
        if b.tag[0] == "h":
            return f"<p{indent}><strong>{b.html}</strong></p>"
        if b.tag == "blockquote":
            return _quote(b, "", indent)
        return b.markup()
    picture = (f'<p style="text-align: center;"><img src="/NMediaFile/{t:%Y}/{t:%m%d}/MAIN'
               f'{_millis(t)}{rng.randrange(100, 999)}.jpg" width="600" alt=""></p><p class="'
               f'pictext" style="text-align: center;">{rng.choice(PD_CAPTIONS)}人民网记者 '
               f'{rng.choice(["王欲然", "翁奇羽", "尹星云"])}摄</p>')
    parts = body_html(a, block)
    inserts: dict[int, str] = {}
    _put(inserts, parts, 1, picture)
    body = _after(parts, inserts)
    editors = "、".join(rng.sample(PD_EDITORS, 2))
    paper = (f'<div class="paper_num">《 人民日报 》（ {t.year}年{t:%m}月{t:%d}日   第 '
             f'{rng.randrange(1, 20):02d} 版）</div>' if "人民日报" in source else "")
    related = "".join(f'<li><a href="{base}/n1/{t:%Y}/{t:%m%d}/c{cid}-{nid - 37 * k}.html">{h}'
                      f'</a><span>{t:%Y-%m-%d}</span></li>' for k, h in enumerate(heads[:3], 1))
    ranking = "".join(f'<li><span>{k}</span><a href="http://www.people.com.cn/n1/{t:%Y}/'
                      f'{t:%m%d}/c{cid}-{nid - 501 * k}.html">{h}</a></li>'
                      for k, h in enumerate(heads[3:6], 1))
    html = (
        '<div class="nav_top"><div class="w1200 cf"><a href="http://www.people.com.cn/">人民网'
        '</a><a href="http://wza.people.com.cn/">网站无障碍</a><span class="fr"><a href="http://'
        'sso.people.com.cn/">登录</a></span></div></div><div class="header w1200 cf"><a class="'
        'logo fl" href="http://www.people.com.cn/"><img src="/img/MAIN/2020/logo.png" alt="人民'
        '网"></a><ul class="nav fl">' + "".join(f'<li><a href="http://www.people.com.cn/">{x}</a>'
                                               '</li>' for x in PD_NAV) + '</ul></div><div class'
        f'="path path2 w1200 cf"><a href="http://www.people.com.cn/">人民网</a>&gt;&gt;<a href="'
        f'{base}/">{channel}</a></div><div class="layout rm_txt cf"><div class="col col-1 fl">'
        f'<h3 class="pre"></h3><h1>{escape(a.headline)}</h1><h4 class="sub"></h4><p class="'
        'author"></p><div class="channel cf"><div class="col-1-1 fl">'
        f'{t.year}年{t:%m}月{t:%d}日{t:%H:%M} | 来源：<a href="http://paper.people.com.cn/" '
        f'target="_blank">{source}</a></div><div class="col-1-2 fr"><span>分享到：</span><a>'
        '微信</a><a>微博</a><a>QQ空间</a></div></div><div class="rm_txt_con cf">'
        f'{body}{paper}<div class="edit cf">(责编：{editors})</div></div><div class="share'
        '_box"><p>分享让更多人看到</p></div><div class="rm_relevant"><h2>相关新闻</h2><ul>'
        f'{related}</ul></div><div class="rm_recommend"><h2>推荐阅读</h2>' + _cards(
            a, 2, 3, lambda k, x: f'<div class="item"><a href="{base}/n1/{t:%Y}/{t:%m%d}/c'
                                  f'{cid}-{nid - 911 * (k + 1)}.html"><img src="/img/rec{k}.jpg" '
                                  f'alt=""><p>{escape(x.headline)}</p></a></div>')
        + '</div></div><div class="col col-2 fr"><div class="rm_ranking"><h2>热点排行</h2><ol>'
        f'{ranking}</ol></div></div></div><div class="foot w1200"><p><a>人民日报社概况</a>|<a>'
        '关于人民网</a>|<a>报社招聘</a>|<a>招聘英才</a>|<a>广告服务</a>|<a>合作加盟</a>|<a>供稿服务'
        '</a>|<a>网站声明</a>|<a>网站地图</a>|<a>留言反馈</a></p><p>人民网版权所有，未经书面授权'
        f'禁止使用</p><p>Copyright © 1997-{t.year} by www.people.com.cn. all rights reserved'
        '</p></div>')
    return page(f"{a.headline}--{channel}--人民网", og(a, "人民网")
                + f'<meta name="description" content="{escape(a.standfirst)}"><meta name="'
                f'source" content="来源：{source}"><meta name="publishdate" content="'
                f'{t:%Y-%m-%d}">', html, "zh-CN")


KR_NAV = ("首页", "快讯", "资讯", "推荐", "财经", "科技", "城市", "汽车", "专精特新", "最新",
          "创投", "企服", "直播", "视频", "专题", "活动")
KR_HEADLINES = ("36氪首发｜某机器人公司完成新一轮融资", "8点1氪｜多家车企宣布降价",
                "大模型价格战打响，谁在赔本赚吆喝？", "最前线｜新能源车下乡再提速",
                "深度｜一家工厂的数字化转型", "氪星晚报｜多家公司发布最新财报")
KR_ACCOUNTS = (("晚点LatePost", "postlate"), ("极客公园", "geekpark"), ("远川研究所", "caijingyj"),
               ("刺猬公社", "ciweigongshe"), ("新眸", "xinmou_c"))
KR_WRITERS = ("李小白", "周雨", "陈默", "王一帆", "林夕")
KR_HOT = ("苹果发布新款iPad", "多地出台购房新政", "某电商平台发布618战报", "AI手机的下一步",
          "新茶饮品牌加速出海")


def kr36(a: Article) -> str:
    """36氪, 36kr.com/p/<id> (Chinese furniture and articles; the Vue front end): the kr-header
    (logo, channel nav, search, 登录) and the article-detail-wrapper with h1.article-title,
    the title icons (the author, "·2024-05-14 09:30"), the summary box (an excerpt of the
    story), then div.articleDetailContent.kr-rich-text-wrapper of bare <p>s and <h2>s, led
    by the "文｜..." and "编辑｜..." credit lines and a cover credit, with a picture and its
    img-desc caption among them and the "本文来自微信公众号..." reprint line at its end;
    the 该文观点仅代表作者本人 disclaimer, the tags, the author box, 相关推荐, the comments,
    the hot list, the app promo and the ICP footer around."""
    rng = _rng("36kr", a)
    t = a.published
    heads = list(KR_HEADLINES)
    rng.shuffle(heads)
    pid = rng.randrange(2_700_000_000_000, 2_800_000_000_000)
    account, wx = rng.choice(KR_ACCOUNTS)
    writer, editor = rng.sample(KR_WRITERS, 2)
    base = "https://36kr.com"
    reprint = rng.random() < 0.6

    block = _blocks_as("h2")
    picture = (f'<p class="image-wrapper"><img data-img-size-val="1080,720" src="https://img.'
               f'36krcdn.com/hsossms/{t:%Y%m%d}/v2_{_hash(rng, 32, HEX)}@{rng.randrange(10**6)}'
               f'_oswg{rng.randrange(10**4, 10**5)}oswg1080oswg720_img_000?x-oss-process=image/'
               f'format,jpg/interlace,1" alt=""></p><p class="img-desc">'
               f'{rng.choice(["图源：视觉中国", "图片来源：企业官网", "图源：pexels"])}</p>')
    parts = body_html(a, block)
    inserts: dict[int, str] = {}
    _put(inserts, parts, 1, picture)
    body = _after(parts, inserts)
    lead = ""
    if reprint:
        lead = (f'<p>文｜{writer}</p><p>编辑｜{editor}</p>'
                + ('<p>封面来源｜视觉中国</p>' if rng.random() < 0.5 else ""))
        body += (f'<p>本文来自微信公众号<a href="https://mp.weixin.qq.com/">“{account}”</a>（ID：'
                 f'{wx}），作者：{writer}，36氪经授权发布。</p>')
    summary = a.standfirst.removeprefix("In brief: ").rstrip(".")
    hot = "".join(f'<div class="hotlist-item"><span class="hotlist-item-index">{k}</span><a '
                  f'href="{base}/p/{pid - 7919 * k}">{h}</a></div>'
                  for k, h in enumerate(rng.sample(KR_HOT, 4), 1))
    recommend = _cards(a, 1, 3, lambda k, x: (
        f'<div class="kr-flow-article-item"><a class="article-item-pic" href="{base}/p/'
        f'{pid - 1301 * (k + 1)}"><img src="https://img.36krcdn.com/hsossms/{t:%Y%m%d}/rec{k}'
        f'.jpg" alt=""></a><div class="article-item-info"><a class="article-item-title weight-'
        f'bold" href="{base}/p/{pid - 1301 * (k + 1)}">{escape(x.headline)}</a><p class="'
        f'article-item-description">{escape(x.blurb)}</p><span class="kr-flow-bar-time">'
        f'{k + 1}小时前</span></div></div>'))
    author = account if reprint else a.author
    html = (
        '<div id="app"><div class="kr-layout"><div class="kr-header"><div class="kr-header-'
        f'content"><a class="logo" href="{base}/"><img src="https://static.36krcdn.com/'
        '36kr-web/static/logo.svg" alt="36氪"></a><ul class="kr-header-nav">' + "".join(
            f'<li class="kr-header-nav-item"><a href="{base}/information/web_news/">{x}</a>'
            '</li>' for x in KR_NAV) + '</ul><div class="kr-search"><input placeholder="搜索">'
        '</div><a class="kr-header-login">登录</a></div></div><div class="kr-layout-main '
        'clearfloat"><div class="main-right"><div class="kr-layout-content"><div class="'
        'article-detail-wrapper-box"><div class="article-detail-wrapper"><div class="article-'
        'wrapper common-width"><h1 class="article-title margin-bottom-20 common-width">'
        f'{escape(a.headline)}</h1><div class="article-title-icon common-width margin-bottom-'
        f'40"><a class="title-icon-item item-a" href="{base}/user/'
        f'{rng.randrange(10**7, 10**9)}">{escape(author)}</a><span class="title-icon-item '
        f'item-time">·{t:%Y-%m-%d %H:%M}</span></div><div '
        f'class="summary">{escape(summary)}</div><div class="common-width content '
        f'articleDetailContent kr-rich-text-wrapper">{lead}{body}</div><div class="article-'
        'footer-txt"><p>该文观点仅代表作者本人，36氪平台仅提供信息存储空间服务。</p></div><div '
        'class="kr-article-tags">' + "".join(
            f'<a class="kr-tag-item" href="{base}/search/articles/{x}">{x}</a>'
            for x in rng.sample(["科技", "融资", "新能源", "人工智能", "消费", "出海"], 3))
        + '</div><div class="author-info-box"><img class="author-avatar" src="https://img.'
        f'36krcdn.com/author/{_hash(rng, 16, HEX)}.jpg" alt=""><div class="author-info"><p '
        f'class="author-name">{escape(author)}</p><p class="author-brief">'
        + ("微信公众号，关注科技与商业。" if reprint else "36氪作者，关注前沿科技与产业变化。")
        + f'</p><p class="author-stat">文章 {rng.randrange(30, 3000)} 篇</p></div><button class'
        f'="follow-btn">+ 关注</button></div><div class="kr-recommend"><h3>相关推荐</h3>'
        f'{recommend}</div><div class="kr-comment" id="comment"><h3>评论</h3><p>登录后参与讨论'
        '</p><textarea placeholder="说点什么吧"></textarea></div></div></div></div></div></div>'
        '<div class="main-left"><div class="hotlist"><h3 class="hotlist-title">24小时热榜</h3>'
        f'{hot}</div><div class="app-promo"><p>36氪APP</p><p>让一部分人先看到未来</p></div>'
        '</div></div><div class="kr-footer"><p>© 2011~' + str(t.year) + ' 北京多氪信息科技有限'
        '公司 | 京ICP备00000000号-0 | 京公网安备00000000000000号</p><p><a>关于36氪</a> | <a>'
        '城市合作</a> | <a>寻求报道</a> | <a>我要入驻</a> | <a>投资者关系</a></p></div></div>'
        '</div>')
    return page(f"{a.headline}-36氪", og(a, "36氪") + f'<link rel="canonical" href="{base}/p/'
                f'{pid}">', html, "zh-CN")


# ----------------------------------------------------------------------------- blogs and docs

FURO_PROJECTS = (("pyquill", "1.4"), ("Tidewater", "0.9"), ("datashelf", "2.1"),
                 ("Marlin SDK", "3.0"), ("sqlbird", "0.17"))
FURO_PAGES = ("Installation", "Quickstart", "Tutorial", "User Guide", "Configuration",
              "API Reference", "Changelog", "Contributing")
FURO_NOTES = (("note", "Note", "This page is about the current release. See the changelog for "
               "what changed since the last one."),
              ("tip", "Tip", "Run the examples in a fresh virtual environment to avoid version "
               "conflicts."),
              ("warning", "Warning", "The options described here may change before the 1.0 "
               "release."))
FURO_ICON = '<svg class="furo-related-icon"><use href="#svg-arrow-right"></use></svg>'


def furo(a: Article) -> str:
    """A Sphinx page with the Furo theme (2023-2024): the hidden <svg> symbols, the
    __navigation and __toc checkboxes and their overlay labels, "Skip to content", the mobile
    header, aside.sidebar-drawer (the brand, the search form, div.sidebar-tree with its caption
    and toctree-l1 items), then div.main > div.content > div.article-container with
    "Back to top", the view-source and theme-toggle icons and article#furo-main-content of
    docutils' nested <section id> (headings with a.headerlink "¶", code in
    div.highlight-python, an admonition between them); the related-pages footer
    (Next/Previous), the copyright and "Made with Sphinx and @pradyunsg's Furo", and
    aside.toc-drawer ("On this page") around."""
    rng = _rng("furo", a)
    t = a.published
    project, version = rng.choice(FURO_PROJECTS)
    here = rng.randrange(1, len(FURO_PAGES) - 1)
    page_name = _slug(FURO_PAGES[here])
    seen: dict[str, int] = {}
    top = _heading_id(a.headline, seen)
    ids = {k: _heading_id(b.text, seen) for k, b in enumerate(a.blocks) if b.tag[0] == "h"}

    def block(k: int, b: Block) -> str:
        if b.tag[0] == "h":
            return (f'<{b.tag}>{b.html}<a class="headerlink" href="#{ids[k]}" title="Link to '
                    f'this heading">¶</a></{b.tag}>')
        if b.tag == "pre":
            return ('<div class="highlight-python notranslate"><div class="highlight"><pre>'
                    f'<span></span>{b.html}</pre></div></div>')
        if b.tag in ("ul", "ol"):
            return b.markup(' class="simple"')
        if b.tag == "blockquote":
            return f"<blockquote><div><p>{b.html}</p></div></blockquote>"
        return b.markup()
    kind, title, text = rng.choice(FURO_NOTES)
    note = (f'<div class="admonition {kind}"><p class="admonition-title">{title}</p><p>{text}'
            '</p></div>')
    inserts: dict[int, str] = {}
    if len(a.blocks) > 2:
        inserts[2] = note
    body = (f'<section id="{top}"><h1>{escape(a.headline)}<a class="headerlink" href="#{top}" '
            f'title="Link to this heading">¶</a></h1>{_sections(a, block, ids, inserts)}'
            '</section>')
    toc = "".join(f'<li><a class="reference internal" href="#{ids[k]}">{escape(b.text)}</a></li>'
                  for k, b in enumerate(a.blocks) if k in ids)
    tree = "".join(
        f'<li class="toctree-l1 current current-page"><a class="current reference internal" '
        f'href="#">{escape(a.headline)}</a></li>' if k == here else
        f'<li class="toctree-l1"><a class="reference internal" href="{_slug(x)}.html">{x}</a>'
        '</li>' for k, x in enumerate(FURO_PAGES))
    prev, nxt = FURO_PAGES[here - 1], FURO_PAGES[here + 1]
    brand = f"{project} {version} documentation"
    toggle = ('<button class="theme-toggle"><div class="visually-hidden">Toggle Light / Dark / '
              'Auto color theme</div><svg class="theme-icon-when-auto-light"><use href="#svg-'
              'sun-with-moon"></use></svg><svg class="theme-icon-when-dark"><use href="#svg-moon"'
              '></use></svg><svg class="theme-icon-when-light"><use href="#svg-sun"></use></svg>'
              '</button>')
    html = (
        '<svg xmlns="http://www.w3.org/2000/svg" style="display: none;"><symbol id="svg-toc" '
        'viewBox="0 0 24 24"><title>Contents</title></symbol><symbol id="svg-menu" viewBox="0 0 '
        '24 24"><title>Menu</title></symbol><symbol id="svg-arrow-right" viewBox="0 0 24 24">'
        '<title>Expand</title></symbol></svg><input type="checkbox" class="sidebar-toggle" name'
        '="__navigation" id="__navigation"><input type="checkbox" class="sidebar-toggle" name="'
        '__toc" id="__toc"><label class="overlay sidebar-overlay" for="__navigation"><div class'
        '="visually-hidden">Hide navigation sidebar</div></label><label class="overlay toc-'
        'overlay" for="__toc"><div class="visually-hidden">Hide table of contents sidebar</div>'
        '</label><a class="skip-to-content muted-link" href="#furo-main-content">Skip to content'
        '</a><div class="page"><header class="mobile-header"><div class="header-left"><label '
        'class="nav-overlay-icon" for="__navigation"><div class="visually-hidden">Toggle site '
        'navigation sidebar</div><i class="icon"><svg><use href="#svg-menu"></use></svg></i>'
        f'</label></div><div class="header-center"><a href="index.html"><div class="brand">'
        f'{brand}</div></a></div><div class="header-right"><div class="theme-toggle-container '
        f'theme-toggle-header">{toggle}</div><label class="toc-overlay-icon toc-header-icon" '
        'for="__toc"><div class="visually-hidden">Toggle table of contents sidebar</div><i '
        'class="icon"><svg><use href="#svg-toc"></use></svg></i></label></div></header><aside '
        'class="sidebar-drawer"><div class="sidebar-container"><div class="sidebar-sticky"><a '
        'class="sidebar-brand" href="index.html"><span class="sidebar-brand-text">'
        f'{brand}</span></a><form class="sidebar-search-container" method="get" action="search.'
        'html" role="search"><input class="sidebar-search" placeholder="Search" name="q" aria-'
        'label="Search"><input type="hidden" name="check_keywords" value="yes"><input type="'
        'hidden" name="area" value="default"></form><div id="searchbox"></div><div class="'
        'sidebar-scroll"><div class="sidebar-tree"><p class="caption" role="heading"><span class'
        f'="caption-text">Contents</span></p><ul class="current">{tree}</ul></div></div></div>'
        '</div></aside><div class="main"><div class="content"><div class="article-container">'
        '<a href="#" class="back-to-top muted-link"><svg xmlns="http://www.w3.org/2000/svg" '
        'viewBox="0 0 24 24"><path d="M13 20h-2V8l-5.5 5.5-1.42-1.42L12 4.16l7.92 7.92-1.42 '
        '1.42L13 8v12z"></path></svg><span>Back to top</span></a><div class="content-icon-'
        f'container"><div class="view-this-page"><a class="muted-link" href="_sources/'
        f'{page_name}.rst.txt" title="View this page"><svg><use href="#svg-eye"></use></svg><span'
        ' class="visually-hidden">View this page</span></a></div><div class="theme-toggle-'
        f'container theme-toggle-content">{toggle}</div><label class="toc-overlay-icon toc-'
        'content-icon" for="__toc"><div class="visually-hidden">Toggle table of contents '
        'sidebar</div><i class="icon"><svg><use href="#svg-toc"></use></svg></i></label></div>'
        f'<article role="main" id="furo-main-content">{body}</article></div><footer><div class'
        f'="related-pages"><a class="next-page" href="{_slug(nxt)}.html"><div class="page-info">'
        f'<div class="context"><span>Next</span></div><div class="title">{nxt}</div></div>'
        f'{FURO_ICON}</a><a class="prev-page" href="{_slug(prev)}.html">{FURO_ICON}<div class="'
        f'page-info"><div class="context"><span>Previous</span></div><div class="title">{prev}'
        '</div></div></a></div><div class="bottom-of-page"><div class="left-details"><div class'
        f'="copyright">Copyright &#169; {t.year}, {escape(a.author)}</div>Made with <a href="'
        'https://www.sphinx-doc.org/">Sphinx</a> and <a class="muted-link" href="https://'
        'pradyunsg.me">@pradyunsg</a>\'s <a href="https://github.com/pradyunsg/furo">Furo</a>'
        '</div><div class="right-details"><div class="icons"><a class="muted-link" href="https'
        f'://github.com/{_slug(project)}/{_slug(project)}" aria-label="GitHub"><svg></svg></a>'
        '</div></div></div></footer></div><aside class="toc-drawer"><div class="toc-sticky toc-'
        'scroll"><div class="toc-title-container"><span class="toc-title">On this page</span>'
        '</div><div class="toc-tree-container"><div class="toc-tree"><ul><li><a class="reference'
        f' internal" href="#">{escape(a.headline)}</a><ul>{toc}</ul></li></ul></div></div></div>'
        '</aside></div></div>')
    head = ('<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="'
            'color-scheme" content="light dark"><link rel="index" title="Index" href="genindex.'
            f'html"><link rel="search" title="Search" href="search.html"><link rel="next" title'
            f'="{nxt}" href="{_slug(nxt)}.html"><link rel="prev" title="{prev}" href="'
            f'{_slug(prev)}.html"><meta name="generator" content="sphinx-7.{rng.randrange(5)}.'
            f'{rng.randrange(4)}, furo 2024.0{rng.randrange(1, 9)}.{rng.randrange(10, 29)}">'
            f'<link rel="stylesheet" type="text/css" href="_static/styles/furo.css?digest='
            f'{_hash(rng, 40, HEX)}">')
    return page(f"{a.headline} - {brand}", head, html).replace(
        "<body>", '<body><script>document.body.dataset.theme = localStorage.getItem("theme") '
        '|| "auto";</script>', 1)


NEXT_SITES = (("Hexo", "A blog about code and coffee"), ("Kaito's Notes", "Notes to self"),
              ("Byte Garden", "Small things I learned"), ("Null Pointer", "Yet another tech "
                                                          "blog"))
NEXT_CATEGORIES = ("Notes", "Tech", "Linux", "Frontend", "Reading", "Tools")
NEXT_TAGS = ("python", "hexo", "linux", "javascript", "git", "docker", "notes", "vim")


def hexo_next(a: Article) -> str:
    """A Hexo blog with the NexT theme (v8, the Gemini scheme): the headband, header.header
    (site-brand-container with the toggle, site title and subtitle, ul.main-menu with Font
    Awesome icons, the search popup), the sidebar (Table of Contents / Overview tabs, ol.nav
    of numbered nav-links, the site-author and site-state counts, links-of-author), then
    div.post-block > article.post-content with header.post-header (h1.post-title, "Posted on",
    "In", "Symbols count in article", "Reading time ≈") and div.post-body of the post's
    blocks (headings with an empty a.headerlink, code in figure.highlight tables with their
    gutters, a note box, the <span id="more"> read-more mark); footer.post-footer (the
    reward button, the post-copyright list, the "#" tags, the prev/next post-nav), the
    comments container, the footer ("Powered by Hexo & NexT.Gemini", busuanzi counts), the
    back-to-top and reading-progress bars around."""
    rng = _rng("hexo-next", a)
    t = a.published
    site, subtitle = rng.choice(NEXT_SITES)
    category = rng.choice(NEXT_CATEGORIES)
    tags = rng.sample(NEXT_TAGS, 2)
    host = f"https://{_slug(a.author).split('-')[0]}.github.io"
    url = f"{host}/{t:%Y/%m/%d}/{_slug(a.headline)}/"
    seen: dict[str, int] = {}
    toc = []
    number = [0]

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            i = _heading_id(b.text, seen)
            if b.tag == "h2" or not toc:
                number[0] += 1
                toc.append(f'<li class="nav-item nav-level-2"><a class="nav-link" href="#{i}">'
                           f'<span class="nav-number">{number[0]}.</span> <span class="nav-'
                           f'text">{escape(b.text)}</span></a></li>')
            return (f'<{b.tag} id="{i}"><a href="#{i}" class="headerlink" title="'
                    f'{escape(b.text)}"></a>{b.html}</{b.tag}>')
        if b.tag == "pre":
            lang = rng.choice(["python", "bash", "js", "plain"])
            lines = _code_lines(b.html, '<span class="line">{text}</span><br>')
            gutter = _code_lines(_gutter(b), '<span class="line">{text}</span><br>')
            return (f'<figure class="highlight {lang}"><table><tr><td class="gutter"><pre>'
                    f'{gutter}</pre></td><td class="code"><pre>{lines}</pre></td></tr></table>'
                    '</figure>')
        return b.markup()
    parts = body_html(a, block)
    inserts: dict[int, str] = {}
    _put(inserts, parts, 1, '<span id="more"></span>')
    if rng.random() < 0.5:
        _put(inserts, parts, 4, '<div class="note info"><p>Update: the steps below were tested '
             'again with the latest release and still work.</p></div>')
    body = _after(parts, inserts)
    symbols = sum(len(b.text) for b in a.blocks)
    words = f"{symbols / 1000:.1f}k" if symbols >= 1000 else str(symbols)
    prev, nxt = _teaser(a, 0), _teaser(a, 1)
    menu = "".join(
        f'<li class="menu-item menu-item-{_slug(x)}"><a href="/{"" if x == "Home" else _slug(x)}'
        f'{"" if x == "Home" else "/"}" rel="section"><i class="fa fa-{icon} fa-fw"></i>{x}</a>'
        '</li>' for x, icon in (("Home", "home"), ("Archives", "archive"), ("Categories", "th"),
                                ("Tags", "tags"), ("About", "user")))
    states = "".join(
        f'<div class="site-state-item site-state-{x}"><a href="/{x if x != "posts" else "archives"}'
        f'/"><span class="site-state-item-count">{n}</span><span class="site-state-item-name">'
        f'{x}</span></a></div>' for x, n in (("posts", rng.randrange(20, 200)),
                                            ("categories", rng.randrange(3, 12)),
                                            ("tags", rng.randrange(10, 80))))
    html = (
        '<div class="headband"></div><main class="main"><div class="column"><header class="'
        'header" itemscope itemtype="http://schema.org/WPHeader"><div class="site-brand-'
        'container"><div class="site-nav-toggle"><div class="toggle" aria-label="Toggle '
        'navigation bar" role="button"><span class="toggle-line"></span><span class="toggle-'
        'line"></span><span class="toggle-line"></span></div></div><div class="site-meta"><a '
        f'href="/" class="brand" rel="start"><i class="logo-line"></i><p class="site-title">'
        f'{site}</p><i class="logo-line"></i></a><p class="site-subtitle" itemprop="description'
        f'">{subtitle}</p></div><div class="site-nav-right"><div class="toggle popup-trigger" '
        'aria-label="Search" role="button"><i class="fa fa-search fa-fw fa-lg"></i></div></div>'
        f'</div><nav class="site-nav"><ul class="main-menu menu">{menu}<li class="menu-item '
        'menu-item-search"><a role="button" class="popup-trigger"><i class="fa fa-search fa-fw">'
        '</i>Search</a></li></ul></nav><div class="search-pop-overlay"><div class="popup search-'
        'popup"><div class="search-header"><span class="search-icon"><i class="fa fa-search">'
        '</i></span><div class="search-input-container"><input autocomplete="off" autocapitalize'
        '="off" maxlength="80" placeholder="Searching..." spellcheck="false" type="search" class'
        '="search-input"></div><span class="popup-btn-close" role="button"><i class="fa fa-'
        'times-circle"></i></span></div><div class="search-result-container no-result"><div '
        'class="search-result-icon"><i class="fa fa-spinner fa-pulse fa-5x"></i></div></div>'
        '</div></div></header><aside class="sidebar"><div class="sidebar-inner sidebar-nav-'
        'active sidebar-toc-active"><ul class="sidebar-nav"><li class="sidebar-nav-toc">Table '
        'of Contents</li><li class="sidebar-nav-overview">Overview</li></ul><div class="sidebar'
        '-panel-container"><div class="post-toc-wrap sidebar-panel"><div class="post-toc '
        f'animated"><ol class="nav">{"".join(toc)}</ol></div></div><div class="site-overview-'
        'wrap sidebar-panel"><div class="site-author animated" itemprop="author" itemscope '
        'itemtype="http://schema.org/Person"><img class="site-author-image" itemprop="image" '
        f'alt="{escape(a.author)}" src="/images/avatar.gif"><p class="site-author-name" itemprop'
        f'="name">{escape(a.author)}</p><div class="site-description" itemprop="description">'
        f'{subtitle}</div></div><div class="site-state-wrap animated"><nav class="site-state">'
        f'{states}</nav></div><div class="links-of-author animated"><span class="links-of-'
        f'author-item"><a href="https://github.com/{_slug(a.author)}" title="GitHub → https://'
        f'github.com/{_slug(a.author)}" rel="noopener me" target="_blank"><i class="fab fa-'
        'github fa-fw"></i>GitHub</a></span><span class="links-of-author-item"><a href="mailto:'
        f'{_slug(a.author)}@example.com" title="E-Mail" rel="noopener me" target="_blank"><i '
        'class="fa fa-envelope fa-fw"></i>E-Mail</a></span></div></div></div></div></aside>'
        '</div><div class="main-inner post posts-expand"><div class="post-block"><article '
        'itemscope itemtype="http://schema.org/Article" class="post-content" lang="en"><link '
        f'itemprop="mainEntityOfPage" href="{url}"><span hidden itemprop="author" itemscope '
        'itemtype="http://schema.org/Person"><meta itemprop="image" content="/images/avatar.gif'
        f'"><meta itemprop="name" content="{escape(a.author)}"></span><span hidden itemprop="'
        'publisher" itemscope itemtype="http://schema.org/Organization"><meta itemprop="name" '
        f'content="{site}"></span><header class="post-header"><h1 class="post-title" itemprop'
        f'="name headline">{escape(a.headline)}</h1><div class="post-meta-container"><div class'
        '="post-meta"><span class="post-meta-item"><span class="post-meta-item-icon"><i class="'
        'far fa-calendar"></i></span><span class="post-meta-item-text">Posted on</span> <time '
        f'title="Created: {t:%Y-%m-%d %H:%M:%S}" itemprop="dateCreated datePublished" datetime'
        f'="{_iso(t, "+08:00")}">{t:%Y-%m-%d}</time></span><span class="post-meta-item"><span '
        'class="post-meta-item-icon"><i class="far fa-folder"></i></span><span class="post-'
        'meta-item-text">In</span> <span itemprop="about" itemscope itemtype="http://schema.org'
        f'/Thing"><a href="/categories/{category}/" itemprop="url" rel="index"><span itemprop'
        f'="name">{category}</span></a></span></span></div><div class="post-meta"><span class'
        '="post-meta-item" title="Symbols count in article"><span class="post-meta-item-icon">'
        '<i class="far fa-file-word"></i></span><span class="post-meta-item-text">Symbols count'
        f' in article: </span><span>{words}</span></span><span class="post-meta-item" title="'
        'Reading time"><span class="post-meta-item-icon"><i class="far fa-clock"></i></span>'
        '<span class="post-meta-item-text">Reading time &asymp;</span><span>'
        f'{max(1, symbols // 1000)} mins.</span></span></div></div></header><div class="post-'
        f'body" itemprop="articleBody">{body}</div><footer class="post-footer"><div class="'
        'reward-container"><div>Buy me a coffee ☕</div><button>Donate</button></div><div class'
        '="post-copyright"><ul><li class="post-copyright-author"><strong>Post author:  </strong>'
        f'{escape(a.author)}</li><li class="post-copyright-link"><strong>Post link: </strong><a'
        f' href="{url}" title="{escape(a.headline)}">{url}</a></li><li class="post-copyright-'
        'license"><strong>Copyright Notice: </strong>All articles in this blog are licensed '
        'under <a href="https://creativecommons.org/licenses/by-nc-sa/4.0/" rel="noopener" '
        'target="_blank"><i class="fab fa-fw fa-creative-commons"></i>BY-NC-SA</a> unless '
        'stating additionally.</li></ul></div><div class="post-tags">' + "".join(
            f'<a href="/tags/{x}/" rel="tag"># {x}</a>' for x in tags) + '</div><div class="'
        f'post-nav"><div class="post-nav-item"><a href="{prev.url}/" rel="prev" title="'
        f'{escape(prev.headline)}"><i class="fa fa-chevron-left"></i> {escape(prev.headline)}'
        f'</a></div><div class="post-nav-item"><a href="{nxt.url}/" rel="next" title="'
        f'{escape(nxt.headline)}">{escape(nxt.headline)} <i class="fa fa-chevron-right"></i>'
        '</a></div></div></footer></article></div><div class="comments utterances-container">'
        '</div></div></main><footer class="footer"><div class="footer-inner"><div class="'
        f'copyright">&copy; {t.year - rng.randrange(1, 6)} – <span itemprop="copyrightYear">'
        f'{t.year}</span><span class="with-love"><i class="fa fa-heart"></i></span><span class'
        f'="author" itemprop="copyrightHolder">{escape(a.author)}</span></div><div class="'
        'powered-by">Powered by <a href="https://hexo.io/" rel="noopener" target="_blank">Hexo'
        '</a> &amp; <a href="https://theme-next.js.org/" rel="noopener" target="_blank">'
        'NexT.Gemini</a></div><div class="busuanzi-count"><span class="post-meta-item" id="'
        'busuanzi_container_site_uv"><span class="post-meta-item-icon"><i class="fa fa-user">'
        '</i></span><span class="site-uv" title="Total Visitors"><span id="busuanzi_value_site_'
        'uv"></span></span></span><span class="post-meta-item" id="busuanzi_container_site_pv">'
        '<span class="post-meta-item-icon"><i class="fa fa-eye"></i></span><span class="site-pv'
        '" title="Total Views"><span id="busuanzi_value_site_pv"></span></span></span></div>'
        '</div></footer><div class="back-to-top" role="button" aria-label="Back to top"><i '
        'class="fa fa-arrow-up fa-lg"></i><span>0%</span></div><div class="reading-progress-'
        'bar"></div>')
    head = (f'<meta name="generator" content="Hexo 7.{rng.randrange(3)}.0"><meta name='
            f'"description" content="{escape(a.standfirst)}"><meta property="og:type" content'
            f'="article"><meta property="og:title" content="{escape(a.headline)}"><meta '
            f'property="og:url" content="{url}"><meta property="og:site_name" content="{site}">'
            f'<meta property="article:published_time" content="{t.isoformat()}.000Z"><meta '
            f'property="article:author" content="{escape(a.author)}">' + "".join(
                f'<meta property="article:tag" content="{x}">' for x in tags)
            + f'<link rel="canonical" href="{url}"><link rel="stylesheet" href="/css/main.css">'
            '<script class="next-config" data-name="main" type="application/json">'
            + json.dumps({"hostname": host.removeprefix("https://"), "root": "/",
                          "scheme": "Gemini", "version": "8.19.2"}) + '</script>')
    return page(f"{a.headline} | {site}", head, html).replace(
        "<body>", '<body itemscope itemtype="http://schema.org/WebPage" class="use-motion">', 1)


CHIRPY_SITES = (("Chirpy", "A text-focused Jekyll theme"), ("Packet Notes", "Networks, homelabs "
                                                           "and the odd rant"),
                ("Rust & Rails", "Writing things down so I don't forget them"),
                ("The Debug Log", "Notes from a working developer"))
CHIRPY_CATEGORIES = (("Tutorial", "Getting Started"), ("Blogging", "Demo"), ("Homelab",
                                                                           "Networking"),
                     ("Programming", "Python"), ("DevOps", "CI"))
CHIRPY_TAGS = ("getting started", "typography", "linux", "docker", "python", "jekyll", "git",
               "networking", "self-hosting", "ci")
CHIRPY_CAPTIONS = ("Full screen width and center alignment", "The result",
                   "Before and after")
CHIRPY_TIPS = ("An example showing the tip type prompt.", "Everything here was tested on a "
               "clean install.", "You can skip this part if you already have it set up.")


def jekyll_chirpy(a: Article) -> str:
    """A Jekyll blog with the Chirpy theme (v6-v7, Bootstrap 5): aside#sidebar (the avatar,
    site title and subtitle, the upper-case nav with Font Awesome icons, the mode toggle and
    social links), div#main-wrapper with header#topbar-wrapper (the breadcrumb, the search
    box), main > article with its header (h1[data-toc-skip], the description, "Posted" and
    "Updated" <time data-ts>, the preview image, "By" and the read time) and div.content of
    the post's blocks (headings with span.me-2 and the hashtag anchor, code in
    div.highlighter-rouge with the code header and a rouge table and its gutter, a
    prompt-tip blockquote, an image with its <em> caption); the post tail (category, tags,
    the CC BY 4.0 licence line, "Share"), panel-wrapper ("Recently Updated", "Trending Tags",
    "Contents"), "Further Reading" cards, the Older/Newer navigation, giscus, the footer
    ("Using the Chirpy theme for Jekyll.") and the search results wrapper around."""
    rng = _rng("jekyll-chirpy", a)
    t = a.published
    site, subtitle = rng.choice(CHIRPY_SITES)
    cat, sub = rng.choice(CHIRPY_CATEGORIES)
    tags = rng.sample(CHIRPY_TAGS, 3)
    user = _slug(a.author).replace("-", "")
    slug = _slug(a.headline)
    seen: dict[str, int] = {}

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            i = _heading_id(b.text, seen)
            return (f'<{b.tag} id="{i}"><span class="me-2">{b.html}</span><a href="#{i}" class='
                    f'"anchor text-muted"><i class="fas fa-hashtag"></i></a></{b.tag}>')
        if b.tag == "pre":
            lang = rng.choice(["shell", "python", "plaintext", "yaml"])
            return (f'<div class="language-{lang} highlighter-rouge"><div class="code-header">'
                    f'<span data-label-text="{lang.capitalize()}"><i class="fas fa-code fa-fw '
                    'small"></i></span><button aria-label="copy" data-title-succeed="Copied!"><i '
                    'class="far fa-clipboard"></i></button></div><div class="highlight"><code>'
                    '<table class="rouge-table"><tbody><tr><td class="rouge-gutter gl"><pre '
                    f'class="lineno">{_gutter(b)}\n</pre></td><td class="rouge-code"><pre>'
                    f'{b.html}\n</pre></td></tr></tbody></table></code></div></div>')
        return b.markup()
    tip = f'<blockquote class="prompt-tip"><p>{rng.choice(CHIRPY_TIPS)}</p></blockquote>'
    image = (f'<p><a href="/assets/img/posts/{slug[:20]}-1.png" class="popup img-link shimmer">'
             f'<img src="/assets/img/posts/{slug[:20]}-1.png" alt="screenshot" width="1200" '
             'height="630" loading="lazy"></a><em>'
             f'{rng.choice(CHIRPY_CAPTIONS)}</em></p>')
    parts = body_html(a, block)
    inserts: dict[int, str] = {}
    _put(inserts, parts, 3, tip)
    _put(inserts, parts, 6, image)
    body = _after(parts, inserts)
    later = _later(t, 5)
    words = _words(a)
    recent = _cards(a, 0, 5, lambda k, x: (
        f'<li class="text-truncate lh-lg"><a href="/posts/{_slug(x.headline)}/">'
        f'{escape(x.headline)}</a></li>'))
    trending = "".join(f'<a class="post-tag btn btn-outline-primary" href="/tags/{_slug(x)}/">'
                       f'{x}</a>' for x in CHIRPY_TAGS[:8])
    further = _cards(a, 1, 3, lambda k, x: (
        f'<article class="col"><a href="/posts/{_slug(x.headline)}/" class="post-preview card '
        f'h-100"><div class="card-body"><time data-ts="{int(t.timestamp()) - 86400 * 9 * (k + 1)}'
        f'" data-df="ll">{t:%b} {max(1, t.day - k)}, {t.year}</time><h4 class="pt-0 my-2">'
        f'{escape(x.headline)}</h4><div class="text-muted"><p>{escape(x.blurb)}</p></div></div>'
        '</a></article>'))
    older, newer = _teaser(a, 4), _teaser(a, 5)
    nav = "".join(
        f'<li class="nav-item"><a href="/{"" if x == "HOME" else x.lower() + "/"}" '
        'class="nav-link"><i class="fa-fw fas '
        f'fa-{icon}"></i><span>{x}</span></a></li>'
        for x, icon in (("HOME", "home"), ("CATEGORIES", "stream"), ("TAGS", "tags"),
                        ("ARCHIVES", "archive"), ("ABOUT", "info-circle")))
    html = (
        '<aside aria-label="Sidebar" id="sidebar" class="d-flex flex-column align-items-end">'
        '<header class="profile-wrapper"><a href="/" id="avatar" class="rounded-circle"><img '
        f'src="https://avatars.githubusercontent.com/u/{rng.randrange(10**6, 10**8)}" width="112"'
        f' height="112" alt="avatar" onerror="this.style.display=\'none\'"></a><h1 class="site-'
        f'title"><a href="/">{site}</a></h1><p class="site-subtitle fst-italic mb-0">{subtitle}'
        '</p></header><nav class="flex-column flex-grow-1 w-100 ps-0"><ul class="nav">'
        f'{nav}</ul></nav><div class="sidebar-bottom d-flex flex-wrap align-items-center w-100">'
        '<button type="button" class="mode-toggle btn" aria-label="Switch Mode"><i class="fas '
        f'fa-adjust"></i></button><span class="icon-border"></span><a href="https://github.com/'
        f'{user}" aria-label="github" target="_blank" rel="noopener noreferrer"><i class="fab '
        'fa-github"></i></a><a href="javascript:location.href = \'mailto:\' + [\'me\',\'example.'
        'com\'].join(\'@\')" aria-label="email"><i class="fas fa-envelope"></i></a><a href="/'
        'feed.xml" aria-label="rss"><i class="fas fa-rss"></i></a></div></aside><div id="main-'
        'wrapper" class="d-flex justify-content-center"><div class="container d-flex flex-column'
        ' px-xxl-5"><header id="topbar-wrapper" aria-label="Top Bar"><div id="topbar" class="d-'
        'flex align-items-center justify-content-between px-lg-3 h-100"><nav id="breadcrumb" '
        'aria-label="Breadcrumb"><span><a href="/">Home</a></span><span>'
        f'{escape(a.headline)}</span></nav><button type="button" id="sidebar-trigger" class="btn'
        ' btn-link"><i class="fas fa-bars fa-fw"></i></button><div id="topbar-title">Post</div>'
        '<button type="button" id="search-trigger" class="btn btn-link"><i class="fas fa-search'
        ' fa-fw"></i></button><search id="search" class="align-items-center ms-3 ms-lg-0"><i '
        'class="fas fa-search fa-fw"></i><input class="form-control" id="search-input" type="'
        'search" aria-label="search" autocomplete="off" placeholder="Search..."></search><button'
        ' type="button" class="btn btn-link text-decoration-none" id="search-cancel">Cancel'
        '</button></div></header><div class="row flex-grow-1"><main aria-label="Main Content" '
        'class="col-12 col-lg-11 col-xl-9 px-md-4"><article class="px-1"><header><h1 data-toc-'
        f'skip>{escape(a.headline)}</h1><p class="post-desc fw-light mb-4">'
        f'{escape(a.standfirst)}</p><div class="post-meta text-muted"><span> Posted <time data-'
        f'ts="{int(t.timestamp())}" data-df="ll" data-bs-toggle="tooltip" data-bs-placement="'
        f'bottom">{t:%b} {t.day}, {t.year}</time></span><span> Updated <time data-ts="'
        f'{int(later.timestamp())}" data-df="ll" data-bs-toggle="tooltip" data-bs-placement="'
        f'bottom">{later:%b} {later.day}, {later.year}</time></span><div class="mt-3 mb-3"><a '
        f'href="/assets/img/posts/{slug[:20]}.png" class="popup img-link preview-img shimmer">'
        f'<img src="/assets/img/posts/{slug[:20]}.png" alt="Preview Image" width="1200" '
        'height="630" class="preview-img"></a></div><div class="d-flex justify-content-between">'
        f'<span> By <em><a href="https://github.com/{user}">{escape(a.author)}</a></em></span>'
        f'<div><span class="readtime" data-bs-toggle="tooltip" data-bs-placement="bottom" title'
        f'="{words} words"><em>{max(1, words // 180)} min</em> read</span></div></div></div>'
        f'</header><div class="content">{body}</div><div class="post-tail-wrapper text-muted">'
        '<div class="post-meta mb-3"><i class="far fa-folder-open fa-fw me-1"></i><a href="/'
        f'categories/{_slug(cat)}/">{cat}</a>, <a href="/categories/{_slug(sub)}/">{sub}</a>'
        '</div><div class="post-tags"><i class="fa fa-tags fa-fw me-1"></i>' + "".join(
            f'<a href="/tags/{_slug(x)}/" class="post-tag no-text-decoration">{x}</a>'
            for x in tags) + '</div><div class="post-tail-bottom d-flex justify-content-between '
        'align-items-center mt-5 pb-2"><div class="license-wrapper">This post is licensed under'
        ' <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a> by the author.'
        '</div><div class="share-wrapper d-flex align-items-center"><span class="share-label '
        'text-muted">Share</span><span class="share-icons"><a href="https://twitter.com/intent/'
        'tweet" aria-label="Twitter"><i class="fa-fw fa-brands fa-square-x-twitter"></i></a><a '
        'href="https://www.facebook.com/sharer/sharer.php" aria-label="Facebook"><i class="fa-fw'
        ' fab fa-facebook-square"></i></a><button id="copy-link" aria-label="Copy link" class="'
        'btn small" data-bs-toggle="tooltip" data-bs-placement="top" title="Copy link" data-'
        'title-succeed="Link copied successfully!"><i class="fa-fw fas fa-link pe-none fs-6">'
        '</i></button></span></div></div></div></article></main><aside aria-label="Panel" id="'
        'panel-wrapper" class="col-xl-3 ps-2 text-muted"><div class="access"><section id="'
        'access-lastmod"><h2 class="panel-heading">Recently Updated</h2><ul class="content '
        f'list-unstyled ps-0 pb-1 ms-1 mt-2">{recent}</ul></section><section><h2 class="panel-'
        f'heading">Trending Tags</h2><div class="d-flex flex-wrap mt-3 mb-1 me-3">{trending}'
        '</div></section></div><section id="toc-wrapper" class="ps-0 pe-4"><h2 class="panel-'
        'heading ps-3 mb-2">Contents</h2><nav id="toc"></nav></section></aside></div><div '
        'class="row"><div id="tail-wrapper" class="col-12 col-lg-11 col-xl-9 px-md-4"><aside '
        'id="related-posts" aria-labelledby="related-label"><h3 class="mb-4" id="related-label"'
        '>Further Reading</h3><nav class="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4 mb-4">'
        f'{further}</nav></aside><nav class="post-navigation d-flex justify-content-between" '
        f'aria-label="Post Navigation"><a href="/posts/{_slug(older.headline)}/" class="btn btn-'
        f'outline-primary" aria-label="Older"><p>{escape(older.headline)}</p></a><a href="/'
        f'posts/{_slug(newer.headline)}/" class="btn btn-outline-primary" aria-label="Newer"><p>'
        f'{escape(newer.headline)}</p></a></nav><script src="https://giscus.app/client.js" '
        f'data-repo="{user}/{user}.github.io" data-mapping="pathname" data-theme="preferred_'
        'color_scheme" crossorigin="anonymous" async></script><footer aria-label="Site Info" '
        'class="d-flex flex-column justify-content-center text-muted flex-lg-row justify-'
        f'content-lg-between align-items-lg-center pb-lg-3"><p>©<time>{t.year}</time> <a href="'
        f'https://github.com/{user}">{escape(a.author)}</a>. <span data-bs-toggle="tooltip" '
        'data-bs-placement="top" title="Except where otherwise noted, the blog posts on this '
        'site are licensed under the Creative Commons Attribution 4.0 International (CC BY 4.0)'
        ' License by the author.">Some rights reserved.</span></p><p>Using the <a data-bs-'
        'toggle="tooltip" data-bs-placement="top" title="v7.1.1" href="https://github.com/'
        'cotes2020/jekyll-theme-chirpy" target="_blank" rel="noopener">Chirpy</a> theme for <a '
        'href="https://jekyllrb.com" target="_blank" rel="noopener">Jekyll</a>.</p></footer>'
        '</div></div><div id="search-result-wrapper" class="d-flex justify-content-center d-none'
        '"><div class="col-11 content"><div id="search-hints"><section><h2 class="panel-heading'
        f'">Trending Tags</h2><div class="d-flex flex-wrap mt-3 mb-1 me-3">{trending}</div>'
        '</section></div><div id="search-results" class="d-flex flex-wrap justify-content-'
        'center text-muted mt-3"></div></div></div></div></div><aside aria-label="Scroll to Top"'
        '><button id="back-to-top" type="button" class="btn btn-lg btn-box-shadow"><i class="'
        'fas fa-angle-up"></i></button></aside><div id="mask" class="d-none position-fixed w-'
        '100 h-100 z-1"></div>')
    head = ('<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit='
            f'no"><meta name="generator" content="Jekyll v4.3.{rng.randrange(4)}"><meta property'
            f'="og:title" content="{escape(a.headline)}"><meta name="author" content="'
            f'{escape(a.author)}"><meta name="description" content="{escape(a.standfirst)}">'
            f'<link rel="canonical" href="https://{user}.github.io/posts/{slug}/">'
            '<script type="application/ld+json">' + json.dumps({
                "@context": "https://schema.org", "@type": "BlogPosting",
                "headline": a.headline, "datePublished": _iso(t, "+00:00"),
                "author": {"@type": "Person", "name": a.author}}) + '</script>')
    return page(f"{a.headline} | {site}", head, html).replace(
        "<body>", '<body data-theme="light">', 1).replace(
        '<html lang="en">', '<html lang="en" data-mode="light">', 1)


MIRROR_PUBS = ("Protocol Notes", "The Onchain Review", "Block by Block", "Gwei Weekly",
               "Signal Garden")
MIRROR_EMBEDS = (("The state of rollups, one year later", "l2beat.com"),
                 ("Designing for credible neutrality", "vitalik.eth.limo"),
                 ("Why we open-sourced our indexer", "github.com"))


def mirror_xyz(a: Article) -> str:
    """A Mirror entry, mirror.xyz/<ens>/<digest> (the Next.js front end with vanilla-extract's
    file-hash classes and runs of atomic sprinkles): the publication header (avatar, name,
    "Subscribe", "Connect"), the cover image, the h1, the author's avatar, name or shortened
    address and "May 14th, 2024", the collect bar ("Collect", collectors), then the entry's
    blocks, each with its own atomic run, with a link embed card and an inline subscribe
    button between them; the "Collect this entry" box, the subscribe box ("Subscribe to ...
    and never miss a post."), the Verification box (Arweave transaction, author address,
    content digest) and the Mirror footer around."""
    rng = _rng("mirror-xyz", a)
    vx = _sprinkles(rng)
    t = a.published
    pub = rng.choice(MIRROR_PUBS)
    ens = _slug(pub).replace("-", "") + ".eth"
    addr = "0x" + _hash(rng, 40, HEX)
    short = f"{addr[:6]}…{addr[-4:]}"
    digest = _hash(rng, 43, B64)
    tx = _hash(rng, 43, B64)
    base = f"https://mirror.xyz/{ens}"
    signed = rng.random() < 0.6
    who = escape(a.author) if signed else short

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(f' class="{vx("p", 4)}"')
        if b.tag[0] == "h":
            return b.markup(f' class="{vx(b.tag, 5)}"')
        if b.tag in ("ul", "ol"):
            return _list(b, f' class="{vx("list", 3)}"', f' class="{vx("li", 2)}"')
        if b.tag == "blockquote":
            return _quote(b, f' class="{vx("bq", 3)}"', f' class="{vx("p", 4)}"')
        if b.tag == "pre":
            return f'<pre class="{vx("pre", 4)}"><code>{b.html}</code></pre>'
        return b.markup()
    title, host = rng.choice(MIRROR_EMBEDS)
    embed = (f'<div data-type="embed" class="{vx("embed", 4)}"><a href="https://{host}/'
             f'{_slug(title)}" target="_blank" rel="noopener noreferrer" class="'
             f'{vx("embedLink", 2)}"><div class="{vx("embedText", 2)}"><div class="'
             f'{vx("embedTitle", 3)}">{title}</div><div class="{vx("embedHost", 2)}">{host}</div>'
             f'</div><img src="https://images.mirror-media.xyz/nft/{_hash(rng, 20, B64)}.png" '
             f'alt="" class="{vx("embedImg", 2)}"></a></div>')
    button = (f'<div data-type="subscribeButton" class="{vx("subInline", 3)}"><button class="'
              f'{vx("button", 5)}">Subscribe</button></div>')
    parts = body_html(a, block)
    inserts: dict[int, str] = {}
    _put(inserts, parts, 3, embed)
    _put(inserts, parts, 8, button)
    body = _after(parts, inserts)
    collectors = rng.randrange(0, 400)
    avatar = f"https://images.mirror-media.xyz/publication-images/{_hash(rng, 21, B64)}.png"
    html = (
        f'<div id="__next"><div class="{vx("app", 2)}"><header class="{vx("hdr", 6)}"><a href="'
        f'{base}" class="{vx("brand", 4)}"><img src="{avatar}?height=80&amp;width=80" alt="" '
        f'class="{vx("avatar", 3)}"><span class="{vx("pub", 4)}">{pub}</span></a><div class="'
        f'{vx("actions", 3)}"><button class="{vx("button", 5)}">Subscribe</button><button class'
        f'="{vx("ghost", 5)}">Connect</button></div></header><main class="{vx("main", 3)}">'
        f'<div class="{vx("cover", 2)}"><img src="https://images.mirror-media.xyz/publication-'
        f'images/{_hash(rng, 21, B64)}.png?height=800&amp;width=1600" alt="" class="'
        f'{vx("coverImg", 2)}"></div><div class="{vx("column", 4)}"><h1 class="{vx("h1", 6)}">'
        f'{escape(a.headline)}</h1><div class="{vx("byline", 4)}"><a href="https://mirror.xyz/'
        f'{addr}" class="{vx("author", 3)}"><img src="https://cdn.stamp.fyi/avatar/{addr}?s=48" '
        f'alt="" class="{vx("avatar", 3)}"><span class="{vx("authorName", 3)}">{who}</span></a>'
        f'<span class="{vx("dot", 2)}">·</span><span class="{vx("date", 3)}">{t:%B} '
        f'{_ordinal(t.day)}, {t.year}</span></div><div class="{vx("collectBar", 4)}"><button '
        f'class="{vx("button", 5)}">Collect</button><span class="{vx("collectors", 2)}">'
        f'{collectors} collectors</span></div><div class="{vx("entry", 3)}">{body}</div><div '
        f'class="{vx("collectBox", 5)}"><p class="{vx("collectTitle", 3)}">Collect this entry to'
        f' permanently own it.</p><div class="{vx("collectNft", 3)}"><img src="{avatar}" alt="'
        f'"><span>{escape(a.headline)}</span><span>{rng.choice(["Free", "0.001 ETH", "0.005 ETH"])}'
        f'</span></div><button class="{vx("button", 5)}">Collect</button></div><div class="'
        f'{vx("subscribeBox", 5)}"><p class="{vx("subTitle", 3)}">Subscribe to {pub} and never '
        f'miss a post.</p><form class="{vx("subForm", 3)}"><input type="email" placeholder="'
        f'Email address" class="{vx("input", 4)}"><button class="{vx("button", 5)}">Subscribe'
        f'</button></form></div><div class="{vx("verify", 5)}"><h3 class="{vx("verifyTitle", 3)}'
        f'">Verification</h3><p class="{vx("verifyText", 2)}">This entry has been permanently '
        f'stored onchain and signed by its creator.</p><div class="{vx("verifyRow", 3)}"><span>'
        f'Arweave Transaction</span><a href="https://viewblock.io/arweave/tx/{tx}">{tx[:8]}…'
        f'{tx[-4:]}</a></div><div class="{vx("verifyRow", 3)}"><span>Author Address</span><a '
        f'href="https://etherscan.io/address/{addr}">{short}</a></div><div class="'
        f'{vx("verifyRow", 3)}"><span>Content Digest</span><a href="{base}/{digest}">{digest[:8]}'
        f'…{digest[-4:]}</a></div></div></div></main><footer class="{vx("footer", 4)}"><a href="'
        'https://mirror.xyz/" class="' + vx("footerLogo", 2) + '"><svg><title>Mirror</title>'
        '</svg></a><div><a href="https://mirror.xyz/dashboard">Create your own</a><a href="'
        'https://dev.mirror.xyz/">Blog</a><a href="https://mirror.xyz/terms">Terms</a><a href="'
        'https://mirror.xyz/privacy">Privacy</a></div></footer></div></div><script id="__NEXT_'
        'DATA__" type="application/json">' + json.dumps({
            "props": {"pageProps": {"digest": digest, "publicationLayoutProject": {
                "ens": ens, "displayName": pub, "address": addr}}},
            "page": "/[...slug]", "buildId": _hash(rng, 21, B64)}) + '</script>')
    head = (f'<meta name="description" content="{escape(a.standfirst)}">' + og(a, pub)
            + f'<meta name="twitter:card" content="summary_large_image"><link rel="canonical" '
            f'href="{base}/{digest}"><meta name="next-head-count" content="{rng.randrange(20, 40)}"'
            '>')
    return page(f"{a.headline} — {pub}", head, html)


PLATFORMS = {
    "sky-news": sky_news, "irishtimes": irishtimes, "thehill": thehill,
    "leparisien": leparisien, "ilpost": ilpost, "publico-pt": publico_pt, "idnes-cz": idnes_cz,
    "sabah": sabah, "nikkei": nikkei, "joongang": joongang, "people-daily": people_daily,
    "36kr": kr36, "furo": furo, "hexo-next": hexo_next, "jekyll-chirpy": jekyll_chirpy,
    "mirror-xyz": mirror_xyz,
}
