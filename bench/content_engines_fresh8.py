"""Fresh platforms for bench/content_engines.py, an eighth set: 16 more article templates,
written blind.

Written, like content_engines_fresh.py to content_engines_fresh7.py, without reading the
extractor (tplx_engine/) or its documentation and without looking at any extractor's output: a
held-out check, pages by someone who never saw how the extractor works. Each function writes an
`Article` into the article page of one more publishing platform (markup written from memory
after how the site served its article pages in 2022-2025: element nesting, class, id and data-*
names, Brightspot's ps- elements, Rossel's r- elements, Drupal's paragraph entities, emotion's
and styled-components' hashes and Next.js' CSS-module names where the site has them, the
furniture around and inside the story; the furniture's text made up) and returns the whole
page. The article's blocks are written in order with their words unchanged, whatever wrapper
the platform gives them (the Los Angeles Times' rich-text body between enhancements, RTÉ's bold
paragraphs for subheads, DW's rich text right to left, Le Soir's body cut into sibling sections
between ads, the NZZ's articlecomponent paragraphs, Aftenposten's per-block components,
Helsingin Sanomat's sections opened by each subhead, the Straits Times' Drupal paragraph
entities, UDN's editor section, the Liberty Times' 〔記者...／台北報導〕 lead, Stack's code
tables with their gutters, GeneratePress' Gutenberg blocks); headline, standfirst, byline,
dates, captions, image credits ("(Allen J. Schaben / Los Angeles Times)", "الصورة:", "Kuva:",
"Φωτ.:", "圖／"), galleries, ads and their labels ("Advertisement", "ADVERTISEMENT",
"Publicité", "Anzeige", "Annonse", "Mainos", "ΔΙΑΦΗΜΙΣΗ", "廣告", "請繼續往下閱讀..."),
"read also" links ("Read more:", "Lire aussi", "Mehr dazu in", "Passend zum Artikel", "Les
også", "Lue myös", "Διαβάστε επίσης", "Also Read |", "READ MORE HERE", "延伸閱讀", "相關新聞"),
fact boxes, summary lists and tables, pull quotes repeating a sentence, video and tweet embeds,
tables of contents, affiliate boxes, newsletter boxes, sign-offs and credit lines in or just
after the body ("Times staff writer ... contributed to this report.", DW's editor initials
and agencies, "Red., ORF.at/Agenturen", "(With inputs from PTI)", the Liberty Times' app
promotion), paywall remnants, author bio boxes, tags, share bars, comments, most-read lists,
menus, cookie banners and footers are furniture, not gold. `PLATFORMS` maps each platform's
name to its writer and `HAN` names the ones that take Chinese articles (this module imports
the helpers of content_engines, content_engines_more and content_engines_fresh to
content_engines_fresh7).

News sites in English: latimes (the Los Angeles Times), rte-ie (RTÉ News), euronews,
hindustan-times, straits-times; in other languages (furniture in the site's language, the
article as the pool has it): dw (Deutsche Welle's Arabic edition, right to left), le-soir
(French), nzz (Swiss German), orf (ORF.at, Austrian German), aftenposten (Norwegian),
helsingin-sanomat (Finnish), kathimerini (Greek), udn-tw and ltn-tw (United Daily News and the
Liberty Times, traditional Chinese, articles in Chinese too); blogs: hugo-stack (Hugo's Stack
theme), wp-generatepress (WordPress with the GeneratePress theme).
"""

from __future__ import annotations

import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

from content_engines import Article, Block, body_html, escape, json_ld, og, page  # noqa: E402
from content_engines_fresh import _code_lines, _hash, _heading_id, _onetrust  # noqa: E402
from content_engines_fresh2 import (  # noqa: E402
    B64,
    LOWER,
    _emotion,
    _headline_list,
    _list,
    _modules,
    _rtl,
)
from content_engines_fresh3 import DE_MONTHS, HEX, _blocks_as, _quote, _sc  # noqa: E402
from content_engines_fresh4 import _cards, _datelined, _later  # noqa: E402
from content_engines_fresh5 import _inserts, _put, _uuid  # noqa: E402
from content_engines_fresh6 import _gutter, _runs  # noqa: E402
from content_engines_fresh7 import ALNUM, _pull  # noqa: E402
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

HAN = {"udn-tw", "ltn-tw"}  # the platforms here with Chinese furniture and articles

# ----------------------------------------------------------------------------- shared bits

NO_MONTHS = ("januar", "februar", "mars", "april", "mai", "juni", "juli", "august",
             "september", "oktober", "november", "desember")
EL_MONTHS = ("Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου", "Ιουνίου",
             "Ιουλίου", "Αυγούστου", "Σεπτεμβρίου", "Οκτωβρίου", "Νοεμβρίου", "Δεκεμβρίου")
EN_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def _clock(t) -> str:
    """"09:30 AM", a zero-padded 12-hour clock (Hindustan Times, the Straits Times)."""
    return f"{t.hour % 12 or 12:02d}:{t:%M} {'AM' if t.hour < 12 else 'PM'}"


def _by_heading(a: Article, parts: list[str], inserts: dict[int, str]) -> list[str]:
    """The parts in runs that each subhead opens (a body cut into one section per subhead),
    inserts[k] inside the run after the k-th part (from 1) when more parts follow it."""
    runs: list[list[str]] = [[]]
    for k, (b, part) in enumerate(zip(a.blocks, parts), 1):
        if b.tag[0] == "h" and runs[-1]:
            runs.append([])
        runs[-1].append(part)
        if k in inserts and k < len(parts):
            runs[-1].append(inserts[k])
    return ["".join(run) for run in runs]


def _ap_date(t) -> str:
    """"May 14, 2024", "Sept. 3, 2024": AP style's months (the Los Angeles Times)."""
    month = t.strftime("%B") if 3 <= t.month <= 7 else {9: "Sept."}.get(t.month, t.strftime("%b."))
    return f"{month} {t.day}, {t.year}"


def _pre(b: Block, attrs: str = "") -> str:
    """A listing as <pre><code>, its markup as the pool has it."""
    return f"<pre{attrs}><code>{b.html}</code></pre>"


# --------------------------------------------------------------------- news sites in English

LAT_NAV = ("California", "Entertainment & Arts", "Politics", "Business", "Climate", "Food",
           "Lifestyle", "Opinion", "Science & Medicine", "Sports", "World & Nation",
           "Travel & Experiences", "En Español", "eNewspaper")
LAT_SECTIONS = (("California", "california"), ("Politics", "politics"),
                ("Business", "business"), ("Entertainment & Arts", "entertainment-arts"),
                ("Climate & Environment", "environment"), ("World & Nation", "world-nation"))
LAT_BIOS = ("covers Los Angeles City Hall for The Times.",
            "is a staff writer covering the California economy.",
            "writes about climate and the environment for the Los Angeles Times.",
            "is a Sacramento-based reporter covering state government and politics.",
            "covers Hollywood and the business of entertainment.")
LAT_CREDITS = ("(Allen J. Schaben / Los Angeles Times)", "(Genaro Molina / Los Angeles Times)",
               "(Mel Melcon / Los Angeles Times)", "(Wally Skalij / Los Angeles Times)",
               "(Jae C. Hong / Associated Press)", "(Mario Tama / Getty Images)")
LAT_LETTERS = (("Essential California", ("The most important California stories and "
                "recommendations in your inbox every morning.")),
               ("Essential Politics", ("The latest on the politics of the Golden State and "
                "the nation, delivered weekly.")),
               ("Boiling Point", ("Climate change, energy and the environment: the stories "
                "that matter, every Thursday.")))
LAT_HELPERS = ("Anabel Sosa", "Hannah Fry", "Grace Toohey", "Ruben Vives", "Summer Lin")


def latimes(a: Article) -> str:
    """The Los Angeles Times, latimes.com/<section>/story/<yyyy-mm-dd>/<slug> (Brightspot with
    its ps- custom elements): the ps-header (the section menu, "Subscribe", "Log In"), the
    breadcrumb, h1.headline, the subhead, the byline with the staff title, "May 14, 2024 9:30
    AM PT", the ps-share-bar, the lead figure "(... / Los Angeles Times)", then
    div.rich-text-article-body-content of bare <p>s and <h3>s with the enhancements between
    them (google-dfp-ad-wrapper "Advertisement" units, ps-promo cards, a newsletter sign-up)
    and the "Times staff writer ... contributed to this report." line at its end; the
    "For the Record" box on some pages, the author bio, "More to Read", "Subscribers are
    Reading", the footer and OneTrust's banner around."""
    rng = _rng("latimes", a)
    t = a.published
    section, path = rng.choice(LAT_SECTIONS)
    base = "https://www.latimes.com"

    def href(headline: str) -> str:
        return f"{base}/{path}/story/{t:%Y-%m-%d}/{_slug(headline)}"

    block = _blocks_as("h3", h=' class="subheadline"')

    def ad(i: int) -> str:
        return ('<div class="enhancement" data-align-center><div class="google-dfp-ad-wrapper">'
                '<div class="ad-label">Advertisement</div><ps-dfp-ad class="dfp-ad" data-ad-'
                f'slot-name="inline-{i}" data-ad-sizes="[[300,250],[320,50]]"></ps-dfp-ad>'
                '</div></div>')

    def promo(i: int) -> str:
        x = _teaser(a, i)
        return ('<div class="enhancement" data-align-center><ps-promo class="promo promo-'
                'position-large promo-medium-size-small" data-content-type="article"><div class'
                '="promo-wrapper"><div class="promo-media"><a class="link" href="'
                f'{href(x.headline)}" aria-label="{escape(x.headline)}"><img class="image" src="'
                f'https://ca-times.brightspotcdn.com/dims4/default/{_hash(rng, 7, HEX)}/'
                f'2147483647/strip/true/crop/2000x1333+0+0/resize/320x213!/quality/75/?url='
                f'{_uuid(rng)}.jpg" alt=""></a></div><div class="promo-content"><div class="'
                f'promo-section">{section}</div><p class="promo-title"><a class="link" href="'
                f'{href(x.headline)}">{escape(x.headline)}</a></p><p class="promo-description">'
                f'{escape(x.blurb)}</p></div></div></ps-promo></div>')
    name, pitch = rng.choice(LAT_LETTERS)
    letter = ('<div class="enhancement"><ps-newsletter-module class="newsletter-module"><div '
              'class="newsletter-module-content"><p class="newsletter-module-eyebrow">Newsletter'
              f'</p><p class="newsletter-module-title">{name}</p><p class="newsletter-module-'
              f'description">{pitch}</p><form class="newsletter-module-form"><input type="email"'
              ' placeholder="Enter email address" aria-label="Enter email address"><button '
              'type="submit">Sign Me Up</button></form><p class="newsletter-module-disclaimer">'
              'You may occasionally receive promotional content from the Los Angeles Times.'
              '</p></div></ps-newsletter-module></div>')

    def figure(lead: bool) -> str:
        caption, _ = _caption(rng)
        return (f'<figure class="figure{" page-lead-media" if lead else ""}"><ps-lazy class='
                '"figure-image"><img class="image" src="https://ca-times.brightspotcdn.com/dims4/'
                f'default/{_hash(rng, 7, HEX)}/2147483647/strip/true/crop/5472x3648+0+0/resize/'
                f'1200x800!/quality/75/?url={_uuid(rng)}.jpg" alt="" width="1200" height="800">'
                '</ps-lazy><div class="figure-content"><div class="figure-caption"><p>'
                f'{escape(caption)}</p></div><div class="figure-credit">'
                f'{rng.choice(LAT_CREDITS)}</div></div></figure>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 4, ad, 2)
    _put(inserts, parts, 3, promo(0))
    _put(inserts, parts, 6, letter)
    _put(inserts, parts, 8, '<div class="enhancement">' + figure(False) + '</div>')
    _put(inserts, parts, 11, promo(1))
    body = _after(parts, inserts)
    if rng.random() < 0.6:
        helper = rng.choice(LAT_HELPERS)
        body += f'<p><i>Times staff writer {helper} contributed to this report.</i></p>'
    record = ""
    if rng.random() < 0.25:
        record = ('<div class="correction"><p class="correction-title">For the Record</p><p>'
                  f'{_hm(_later(t, 3))} {_ap_date(t)}: An earlier version of '
                  'this article misstated the date of a public hearing.</p></div>')
    more = _cards(a, 2, 4, lambda k, x: (
        '<ps-promo class="promo promo-position-top promo-small"><div class="promo-wrapper">'
        f'<div class="promo-content"><div class="promo-section">{section}</div><p class="promo-'
        f'title"><a class="link" href="{href(x.headline)}">{escape(x.headline)}</a></p><time '
        f'class="promo-timestamp" datetime="{_iso(t, "-07:00")}">{_ap_date(t)}</time></div>'
        '</div></ps-promo>'))
    reading = _cards(a, 6, 3, lambda k, x: (
        f'<li class="list-item"><a class="link" href="{href(x.headline)}">{escape(x.headline)}'
        '</a></li>'))
    sub = (f'<p class="subhead">{escape(a.standfirst)}</p>' if rng.random() < 0.5 else "")
    html = (
        '<ps-header class="header" data-header><div class="header-bar"><button class="header-'
        'menu-button" aria-label="Show Search">Show Search</button><a class="header-logo" href="'
        f'{base}/"><svg><title>Los Angeles Times</title></svg></a><div class="header-actions">'
        f'<a class="button subscribe" href="{base}/subscriptions">Subscribe</a><a class="link '
        'login" href="https://login.latimes.com/">Log In</a></div></div><nav class="header-nav">'
        '<ul class="navigation-items">' + _items(LAT_NAV) + '</ul></nav></ps-header><main class'
        '="page-main"><div class="page-content"><article class="story"><div class="page-'
        f'article-header"><div class="breadcrumb"><a class="link" href="{base}/{path}">'
        f'{section}</a></div><h1 class="headline">{escape(a.headline)}</h1>{sub}<div class="'
        'page-article-byline"><div class="byline"><div class="author-name"><span class="by">By'
        f' </span><a class="link" href="{base}/people/{_slug(a.author)}">{escape(a.author)}</a>'
        '</div><div class="author-title">Staff Writer</div></div><div class="published-date">'
        f'<time class="published-date-day" datetime="{_iso(t, "-07:00")}">{_ap_date(t)} '
        f'{_hm(t)} PT</time></div></div><ps-share-bar class="share-bar"><span class="'
        'share-bar-title">Share via</span><button>Close extra sharing options</button><a href='
        '"#">Email</a><a href="#">Facebook</a><a href="#">X</a><a href="#">LinkedIn</a><a '
        'href="#">Threads</a><a href="#">Reddit</a><a href="#">WhatsApp</a><button>Copy Link '
        'URL</button><span class="copied">Copied!</span><a href="#">Print</a></ps-share-bar>'
        '</div>' + figure(True) + '<div class="rich-text-article-body"><div class="rich-text-'
        f'article-body-content rich-text-body">{body}</div></div>{record}<div class="author-'
        'bio"><div class="author-bio-image"><img src="https://ca-times.brightspotcdn.com/dims4/'
        f'default/{_hash(rng, 7, HEX)}/2147483647/resize/120x120/{_slug(a.author)}.jpg" alt="">'
        f'</div><div class="author-bio-text"><p><a class="link" href="{base}/people/'
        f'{_slug(a.author)}">{escape(a.author)}</a> {rng.choice(LAT_BIOS)}</p></div></div>'
        '<h2 class="list-more-to-read-title">More to Read</h2><div class="list-more-to-read">'
        f'{more}</div></article><aside class="page-aside"><div class="ps-list"><h2 class="list-'
        f'title">Subscribers are Reading</h2><ul>{reading}</ul></div><div class="google-dfp-ad-'
        'wrapper"><div class="ad-label">Advertisement</div></div></aside></div></main><footer '
        'class="footer"><div class="footer-logo"><svg><title>Los Angeles Times</title></svg>'
        '</div><ul class="footer-links">' + _items(("Subscribe for unlimited access", "Site Map",
                                                     "Follow Us", "eNewspaper", "Coupons",
                                                     "Find/Post Jobs", "Place an Ad",
                                                     "Media Kit: Why the L. A. Times?",
                                                     "Bestcovery")) + f'</ul><p>Copyright © '
        f'{t.year}, Los Angeles Times | Terms of Service | Privacy Policy | CA Notice of '
        'Collection | Do Not Sell or Share My Personal Information</p></footer>'
        + _onetrust("Your privacy", "We and our partners use cookies and similar technologies to"
                    " personalize content and ads.", f"{base}/privacy"))
    return page(f"{a.headline} - Los Angeles Times", og(a, "Los Angeles Times") + json_ld(a)
                + f'<link rel="canonical" href="{href(a.headline)}">', html, "en-US")


RTE_NAV = ("News", "Sport", "Entertainment", "Business", "Lifestyle", "Culture", "RTÉ Player",
           "TV", "Radio", "Weather", "Gaeilge", "Kids")
RTE_SECTIONS = (("Ireland", "ireland"), ("Politics", "politics"), ("World", "world"),
                ("Business", "business"), ("Health", "health"), ("Courts", "courts"))
RTE_ROLES = ("Political Correspondent", "Health Correspondent", "Europe Editor",
             "Business Correspondent", "Western Correspondent", "Crime Correspondent")
RTE_CAPTIONS = ("The meeting took place in Dublin this morning (File image)",
                "Government Buildings (File pic)", "The scene this afternoon",
                "Minister for Health Stephen Donnelly (File image)", "Leinster House (Stock image)")
RTE_TWEETS = (("Gardaí", "gardainfo", "Diversions are in place and motorists are asked to avoid "
               "the area. Updates to follow."),
              ("Met Éireann", "MetEireann", "Status Yellow rain warning for Cork and Kerry from "
               "6am tomorrow."))


def rte_ie(a: Article) -> str:
    """RTÉ News, rte.ie/news/<section>/<yyyy>/<mmdd>/<id>-<slug>/ (the server pages with their
    Bootstrap grid): the RTÉ masthead and the News sub-menu, the section label, h1[itemprop
    =headline], "By ..." with the correspondent's title, "Updated / Tuesday, 14 May 2024
    11:30", the lead image and its caption, the share list, then section.article-body of bare
    <p>s (subheads as bold paragraphs, lists and quotes as they are) with "Advertisement"
    slots, a "Read more:" list of links, a "Watch" video player and a tweet embed between them;
    "RTÉ is not responsible for the content of external internet sites", the "Latest" and
    "Most Read" lists, the footer and the consent banner around."""
    rng = _rng("rte-ie", a)
    t = a.published
    section, path = rng.choice(RTE_SECTIONS)
    aid = rng.randrange(1_400_000, 1_460_000)
    base = "https://www.rte.ie"

    def href(headline: str, k: int) -> str:
        return f"{base}/news/{path}/{t:%Y/%m%d}/{aid - 13 * (k + 1)}-{_slug(headline)}/"

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            return f"<p><strong>{b.html}</strong></p>"
        if b.tag == "blockquote":
            return _quote(b)
        return b.markup()

    def ad(i: int) -> str:
        return (f'<div class="ad-container mpu-inarticle"><span class="ad-label">Advertisement'
                f'</span><div id="dfp-ad-mpu{i}" class="dfp-ad"></div></div>')
    links = _cards(a, 0, rng.randrange(1, 4), lambda k, x: (
        f'<li><a href="{href(x.headline, k)}">{escape(x.headline)}</a></li>'))
    more = f'<div class="related-inline"><p><strong>Read more:</strong></p><ul>{links}</ul></div>'
    video = ('<div class="rte-player-embed"><div class="video-placeholder" data-clip-id="'
             f'{rng.randrange(10**7, 10**8)}"><img src="https://img.rasset.ie/{_hash(rng, 8, HEX)}'
             '-800.jpg" alt=""><span class="video-duration">'
             f'{rng.randrange(1, 4)}:{rng.randrange(10, 60)}</span></div><p class="video-'
             f'caption">Watch: {escape(_teaser(a, 3).headline)}</p></div>')
    who, handle, said = rng.choice(RTE_TWEETS)
    tweet = ('<div class="embed-twitter"><blockquote class="twitter-tweet" data-dnt="true"><p '
             f'lang="en" dir="ltr">{said}</p>— {who} (@{handle}) <a href="https://twitter.com/'
             f'{handle}/status/{rng.randrange(10**18, 2 * 10**18)}">{t:%B} {t.day}, {t.year}</a>'
             '</blockquote></div>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 5, ad, 3)
    _put(inserts, parts, 2, more)
    _put(inserts, parts, 5, video)
    _put(inserts, parts, 9, tweet)
    body = _after(parts, inserts)
    later = _later(t, 2)
    caption = rng.choice(RTE_CAPTIONS)
    latest = _cards(a, 4, 5, lambda k, x: (
        f'<li class="latest-item"><span class="latest-time">{max(t.hour - k, 0):02d}:{t:%M}'
        f'</span><a href="{href(x.headline, k + 9)}">{escape(x.headline)}</a></li>'))
    most = _cards(a, 1, 5, lambda k, x: (
        f'<li><span class="rank">{k + 1}</span><a href="{href(x.headline, k + 20)}">'
        f'{escape(x.headline)}</a></li>'))
    html = (
        '<div id="rte-masthead" class="rte-masthead"><div class="container"><a class="rte-logo" '
        f'href="{base}/"><svg><title>RTÉ</title></svg></a><ul class="masthead-nav">'
        + _items(RTE_NAV) + '</ul><a class="signin" href="https://www.rte.ie/player/">Sign In'
        '</a></div></div><nav class="news-subnav"><ul>' + _items((
            "Latest", "Ireland", "World", "Politics", "Business", "Courts", "Health",
            "Education", "Regional", "Environment", "Nuacht")) + '</ul></nav><div id="main" '
        'class="container"><div class="row"><div class="col-lg-8 col-md-12"><article itemscope '
        'itemtype="http://schema.org/NewsArticle" class="article"><div class="article-meta">'
        f'<span class="section-name"><a href="{base}/news/{path}/">{section}</a></span></div>'
        f'<h1 itemprop="headline">{escape(a.headline)}</h1><div class="article-meta"><span '
        f'class="byline">By <span class="name" itemprop="author">{escape(a.author)}</span>, '
        f'<span class="byline-title">{rng.choice(RTE_ROLES)}</span></span><span class="'
        f'modified-date">Updated / <time itemprop="dateModified" datetime="{_iso(later, "+01:00")}'
        f'">{EN_DAYS[later.weekday()]}, {later.day} {later:%B %Y %H:%M}</time></span><time '
        f'itemprop="datePublished" datetime="{_iso(t, "+01:00")}" hidden></time></div><figure '
        f'class="article-image"><img itemprop="image" src="https://img.rasset.ie/'
        f'{_hash(rng, 8, HEX)}-1600.jpg" alt="{escape(caption)}"><figcaption>{caption}'
        '</figcaption></figure><ul class="social-list"><li><a href="#" class="share-facebook">'
        'Share on Facebook</a></li><li><a href="#" class="share-x">Share on X</a></li><li><a '
        'href="#" class="share-whatsapp">Share on WhatsApp</a></li><li><a href="#" class="share-'
        f'email">Share via Email</a></li></ul><section class="article-body" itemprop="'
        f'articleBody">{body}</section><p class="article-disclaimer">RTÉ is not responsible for '
        'the content of external internet sites</p></article></div><aside class="col-lg-4 '
        f'sidebar"><div class="panel latest-news"><h2>Latest</h2><ul>{latest}</ul></div><div '
        'class="ad-container mpu-side"><span class="ad-label">Advertisement</span></div><div '
        f'class="panel most-read"><h2>Most Read</h2><ol>{most}</ol></div></aside></div></div>'
        '<footer class="rte-footer"><ul>' + _items((
            "About RTÉ", "Contact RTÉ", "Jobs", "Press", "Accessibility", "Privacy Notice",
            "Cookie Policy", "Terms of Use", "RTÉ Commercial Enterprises")) + '</ul><p>© RTÉ '
        f'{t.year}. RTÉ.ie is the website of Raidió Teilifís Éireann, Ireland\'s National '
        'Public Service Media.</p></footer><div id="rte-cookie-consent" class="cookie-banner">'
        '<p>RTÉ uses cookies and similar technologies to give you the best experience and to '
        'show you relevant advertising. You can manage your choices at any time.</p><button '
        'class="accept-all">Accept All</button><button class="manage">Manage Cookies</button>'
        '</div>')
    return page(f"{a.headline}", og(a, "RTÉ") + json_ld(a) + '<link rel="canonical" href="'
                f'{href(a.headline, -1)}">', html, "en-IE")


EN_NAV = ("Latest news", "Europe", "World", "Business", "Travel", "Next", "Culture", "Green",
          "Health", "Video", "Programmes", "Live")
EN_THEMES = (("Europe", "my-europe/eu-policy"), ("World", "news/international"),
             ("Business", "business/economy"), ("Green", "green/climate"),
             ("Next", "next/tech"), ("Culture", "culture"))
EN_CREDITS = ("Copyright  AP Photo/Virginia Mayo", "Copyright  AFP", "Copyright  Euronews",
              "Copyright  Jean-Francois Badias/AP", "Copyright  European Union, 2024.",
              "Copyright  Reuters/Yves Herman")
EN_SOURCES = ("AP, AFP", "Reuters", "EBU", "AP", "AFP, EFE")


def euronews(a: Article) -> str:
    """Euronews, euronews.com/<theme>/<yyyy>/<mm>/<dd>/<slug> (the o-/c-/u- BEM classes): the
    header (the editions menu, "Live", "Search") and the theme nav, the breadcrumb, h1.c-
    article-title, the summary, "By ..." with "Published on 14/05/2024 - 09:30 GMT+2 •
    Updated 11:30", the share buttons and the comments link, the lead media with "Copyright
    ...", then div.c-article-content of <p>s, <h2>s, lists and quotes with the in-read
    "ADVERTISEMENT" slots after every few paragraphs and a "Related" widget between them;
    "Additional sources • ...", "Browse today's tags", "More from ...", "Top stories", the
    footer and Didomi's notice around."""
    rng = _rng("euronews", a)
    t = a.published
    theme, path = rng.choice(EN_THEMES)
    base = "https://www.euronews.com"

    def href(headline: str) -> str:
        return f"{base}/{path}/{t:%Y/%m/%d}/{_slug(headline)}"

    block = _blocks_as("h2", quote=' class="c-article-content__quote"')

    def picture(size: str) -> str:
        return (f"https://static.euronews.com/articles/stories/0{rng.randrange(7, 9)}/"
                f"{rng.randrange(10, 99)}/{rng.randrange(10**5, 10**6)}/{size}_cmsv2_"
                f"{_uuid(rng)}.jpg")

    def ad(i: int) -> str:
        return (f'<div class="c-ad c-ad--in-read u-hide-for-print" id="enw-ad-inread-{i}"><div '
                'class="c-ad__placeholder">ADVERTISEMENT</div><div class="c-ad__container" '
                'data-ad-type="inread"></div></div>')
    related = ('<div class="widget widget--type-related"><h3 class="widget__title">Related</h3>'
               '<ul class="widget__list">' + _cards(a, 0, 2, lambda k, x: (
                   '<li class="widget__item"><article class="the-media-object"><a class="the-'
                   f'media-object__link" href="{href(x.headline)}"><img class="the-media-object'
                   f'__image" src="{picture("384x216")}" alt=""><h4 class="the-media-object__'
                   'title">'
                   f'{escape(x.headline)}</h4></a></article></li>')) + '</ul></div>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 3, ad, 2)
    _put(inserts, parts, 4, related)
    body = _after(parts, inserts)
    later = _later(t, 2)
    caption, _ = _caption(rng)
    tags = rng.sample(["European Union", "European Parliament", "Germany", "France",
                       "Climate change", "Migration", "Economy", "Ukraine"], 3)
    more = _cards(a, 2, 3, lambda k, x: (
        f'<article class="c-most-viewed__item"><a href="{href(x.headline)}"><h3>'
        f'{escape(x.headline)}</h3></a></article>'))
    top = _cards(a, 5, 4, lambda k, x: (
        f'<li class="c-top-stories__item"><a href="{href(x.headline)}">{escape(x.headline)}</a>'
        '</li>'))
    html = (
        '<header class="c-header"><div class="o-container c-header__wrapper"><button class="c-'
        'burger-menu" aria-label="Open menu">Menu</button><a class="c-header__logo" href="'
        f'{base}/"><svg><title>euronews</title></svg></a><a class="c-header__live" href="{base}'
        '/live">Live</a><button class="c-header__search">Search</button><div class="c-'
        'language-switcher"><button>English</button></div></div><nav class="c-main-nav"><ul '
        'class="c-main-nav__list">' + _items(EN_NAV) + '</ul></nav></header><main id="enw-main-'
        'content" class="o-site-main"><div class="o-container"><article class="o-article-newsy '
        f'js-article"><div class="c-article-header"><div class="c-breadcrumb"><a href="{base}/'
        f'{path.split("/")[0]}">{theme}</a></div><h1 class="c-article-title u-text-align--'
        f'center">{escape(a.headline)}</h1><p class="c-article-summary">'
        f'{escape(a.standfirst)}</p><div class="c-article-contributors">By&nbsp;<b>'
        f'{escape(a.author)}</b></div><div class="c-article-publication-date"><time datetime="'
        f'{_iso(t, "+02:00")}">Published on {t:%d/%m/%Y - %H:%M} GMT+2</time><span class="u-'
        f'separator">•</span><span>Updated {later:%H:%M}</span></div><div class="c-share-bar">'
        '<span class="c-share-bar__title">Share this article</span><button>Facebook</button>'
        '<button>Twitter</button><button>Flipboard</button><button>Send</button><button>Reddit'
        '</button><button>Linkedin</button><button>Messenger</button><button>Telegram</button>'
        '<button>VK</button><button>Bluesky</button><button>Threads</button><button>Whatsapp'
        f'</button></div><a class="c-article-comments-link" href="#comments">Comments</a></div>'
        f'<figure class="c-article-media"><img src="{picture("1200x675")}" alt=""><figcaption '
        'class="c-article-caption"><span class="c-'
        f'article-caption__text">{escape(caption)}</span> <span class="c-article-caption__credit'
        f'">- {rng.choice(EN_CREDITS)}</span></figcaption></figure><div class="c-article-'
        f'content c-article-content--{path.split("/")[0]} js-article-content">{body}</div><div '
        'class="c-article-redactor">Additional sources • '
        f'{rng.choice(EN_SOURCES)}</div><div class="c-article-tags"><span class="c-article-'
        'tags__title">Browse today\'s tags</span>' + "".join(
            f'<a class="c-article-tags__link" href="{base}/tag/{_slug(x)}">{x}</a>' for x in tags)
        + '</div><div id="comments" class="c-comments"><button class="c-comments__toggle">'
        'Comments</button></div></article><section class="c-most-viewed"><h2 class="c-block-'
        f'title">More from {theme.lower()} news</h2>{more}</section><aside class="c-top-stories"'
        f'><h2 class="c-block-title">Top stories</h2><ul>{top}</ul></aside></div></main><footer'
        ' class="c-footer"><ul class="c-footer__links">' + _items((
            "About Euronews", "Contact", "Press office", "Work at Euronews", "Terms and "
            "Conditions", "Cookie Policy", "Privacy Policy", "Modify cookie settings",
            "Newsletters")) + f'</ul><p>Copyright © euronews {t.year}</p></footer><div id="'
        'didomi-host"><div class="didomi-popup-container"><div class="didomi-popup-notice"><p>'
        'We value your privacy. We and our partners store and access information on your device'
        ', such as cookies, and process personal data.</p><button id="didomi-notice-agree-'
        'button">Agree and close</button><button id="didomi-notice-learn-more-button">Learn '
        'more</button></div></div></div>')
    return page(f"{a.headline} | Euronews", og(a, "euronews") + json_ld(a)
                + f'<link rel="canonical" href="{href(a.headline)}">', html)


HT_NAV = ("Home", "Latest News", "India", "World", "Cities", "Entertainment", "Cricket",
          "Lifestyle", "Astrology", "Business", "Education", "Elections", "Trending", "Videos",
          "Web Stories", "HT Premium")
HT_SECTIONS = (("India News", "india-news"), ("World News", "world-news"),
               ("Cities", "cities/delhi-news"), ("Business", "business"),
               ("Education", "education"), ("Entertainment", "entertainment/bollywood"))
HT_PLACES = ("New Delhi", "Mumbai", "Bengaluru", "Kolkata", "Chennai", "Lucknow")
HT_CREDITS = ("(PTI)", "(ANI)", "(HT Photo/Raj K Raj)", "(Reuters)", "(HT Photo/Sanchit Khanna)",
              "(AFP)")
HT_SUMMARY = ("The proposal will be tabled in the next session.",
              "Officials said the process would take about six months.",
              "Opposition leaders called for a wider consultation.",
              "The move follows a similar decision last year.")
HT_FACTS = (("Date announced", "Budget (₹ crore)", "States covered"),
            ("Applications received", "Approved", "Pending"))
HT_INPUTS = ("(With inputs from PTI)", "(With agency inputs)", "(With inputs from ANI)", "")


def hindustan_times(a: Article) -> str:
    """Hindustan Times, hindustantimes.com/<section>/<slug>-1017<id>.html (the server pages with
    HT's camel-case classes): the header ("Sign In", "Subscribe", "E-Paper") and nav, the
    breadcrumb, h1.hdg1, h2.sortDec, "By ..., New Delhi", "May 14, 2024 09:30 AM IST", the
    share row, the summary box on some pages (a list), the lead figure "(PTI)", then
    div.storyDetails > div.detail of bare <p>s and <h2>s with "Advertisement" slots, "Also
    Read |" link paragraphs, a fact table and a tweet between them and "(With inputs from
    PTI)" at its end; "Get Latest ... News", the topics, "Top News", "Trending Topics", the
    footer and the consent bar around."""
    rng = _rng("hindustan-times", a)
    t = a.published
    section, path = rng.choice(HT_SECTIONS)
    base = "https://www.hindustantimes.com"

    def href(headline: str) -> str:
        return f"{base}/{path}/{_slug(headline)}-1017{rng.randrange(10**11, 10**12)}.html"

    def ad(i: int) -> str:
        return (f'<div class="storyAd adHeight250" id="storyAd{i}"><div class="adMinHeight313">'
                f'<span class="adLabel">Advertisement</span><div id="div-gpt-ad-{i}"></div>'
                '</div></div>')

    def also(i: int) -> str:
        x = _teaser(a, i)
        return (f'<p class="alsoRead"><strong>Also Read | </strong><a href="{href(x.headline)}"'
                f' target="_blank">{escape(x.headline)}</a></p>')
    labels = rng.choice(HT_FACTS)
    table = ('<div class="factBox"><table class="htTable"><thead><tr><th>Key figures</th><th>'
             '</th></tr></thead><tbody>' + "".join(
                 f'<tr><td>{x}</td><td>{rng.randrange(12, 9000):,}</td></tr>' for x in labels)
             + '</tbody></table><p class="source">Source: Official data</p></div>')
    tweet = ('<div class="embed_div"><blockquote class="twitter-tweet"><p lang="en" dir="ltr">'
             'Reviewed the preparations today. All departments have been directed to ensure '
             'timely completion.</p>— Office of the Chief Minister (@CMOfficeIn) <a href="'
             f'https://twitter.com/CMOfficeIn/status/{rng.randrange(10**18, 2 * 10**18)}">{t:%B}'
             f' {t.day}, {t.year}</a></blockquote></div>')
    parts = body_html(a, _blocks_as("h2"))
    inserts = _inserts(parts, 4, ad, 2)
    _put(inserts, parts, 3, also(0))
    _put(inserts, parts, 5, table)
    _put(inserts, parts, 7, tweet)
    _put(inserts, parts, 10, also(1))
    inputs = rng.choice(HT_INPUTS)
    body = _after(parts, inserts) + (f"<p>{inputs}</p>" if inputs else "")
    later = _later(t, 2)
    summary = ""
    if rng.random() < 0.5:
        summary = ('<div class="storySummary"><h3>Summary</h3><ul>' + "".join(
            f"<li>{x}</li>" for x in rng.sample(HT_SUMMARY, 3)) + '</ul></div>')
    caption, _ = _caption(rng)
    if rng.random() < 0.5:
        stamp = f"Updated on {later:%b %d, %Y} {_clock(later)} IST"
    else:
        stamp = f"Published on {t:%b %d, %Y} {_clock(t)} IST"
    top = _cards(a, 2, 4, lambda k, x: (
        f'<div class="cartHolder listView"><h3 class="hdg3"><a href="{href(x.headline)}">'
        f'{escape(x.headline)}</a></h3><span class="dateTime">{t:%b %d, %Y}</span></div>'))
    trending = " ".join(f'<a href="{base}/topic/{_slug(x)}">{x}</a>' for x in rng.sample(
        ["Lok Sabha Elections", "IPL 2024", "Weather Today", "Gold Rate Today", "Stock Market",
         "Delhi Metro"], 4))
    html = (
        '<header class="header"><div class="headerTop"><a class="logo" href="' + base + '/">'
        '<img src="https://www.hindustantimes.com/res/images/ht-logo.svg" alt="Hindustan '
        'Times"></a><a class="epaper" href="https://epaper.hindustantimes.com/">E-Paper</a><a '
        'class="subscribe" href="https://www.hindustantimes.com/subscription">Subscribe</a>'
        '<button class="signIn">Sign In</button></div><nav class="mainNav"><ul>'
        + _items(HT_NAV) + '</ul></nav></header><div class="mainContainer"><section class="'
        'mainSec"><div class="fullStory tfStory current" data-vars-storyid="1017'
        f'{rng.randrange(10**11, 10**12)}" data-vars-section="{section}"><div class="'
        f'storyBreadcrumb"><a href="{base}/">Home</a> / <a href="{base}/{path}">{section}</a>'
        f'</div><h1 class="hdg1">{escape(a.headline)}</h1><h2 class="sortDec">'
        f'{escape(a.standfirst)}</h2><div class="actionDiv flexElm topTime"><div class="'
        f'storyBy">By <a href="{base}/author/{_slug(a.author)}-{rng.randrange(100, 999)}">'
        f'{escape(a.author)}</a>, {rng.choice(HT_PLACES)}</div><div class="dateTime secTime '
        f'storyPage">{stamp}</div></div>'
        '<div class="shareArticle"><span>Share Via</span><a class="fb">Facebook</a><a class="'
        'tw">X</a><a class="wa">WhatsApp</a><a class="copyLink">Copy Link</a></div>'
        f'{summary}<div class="storyParagraphFigure"><figure><span class="imgBox"><picture>'
        f'<img src="https://www.hindustantimes.com/ht-img/img/{t:%Y/%m/%d}/550x309/'
        f'{_hash(rng, 12, LOWER)}_{rng.randrange(10**12, 10**13)}.jpg" alt="" width="550" '
        f'height="309"></picture></span><figcaption>{escape(caption)} '
        f'{rng.choice(HT_CREDITS)}</figcaption></figure></div><div class="storyDetails taw">'
        f'<div class="detail">{body}</div></div><div class="storyEndContent"><p>Get Latest '
        f'{section.replace(" News", "")} News along with Latest News and Top Headlines from '
        'India and around the world.</p></div><div class="storyTopics"><span>Topics</span>'
        + " ".join(f'<a href="{base}/topic/{_slug(x)}">{x}</a>' for x in rng.sample(
            ["Delhi", "Government", "Supreme Court", "Monsoon", "Parliament", "Economy"], 3))
        + '</div><div class="followUs"><span>Follow Us On</span><a>Google News</a><a>WhatsApp'
        '</a></div></div></section><aside class="rightSec"><div class="adMinHeight313 rhsAd">'
        '<span class="adLabel">Advertisement</span></div><section class="topNews"><h2>Top News'
        f'</h2>{top}</section><section class="trendingTopics"><h2>Trending Topics</h2>'
        f'{trending}</section></aside></div><footer class="footer"><ul>' + _items((
            "About Us", "Contact Us", "Terms of Use", "Privacy Policy", "Weather Today",
            "HT Newsletters", "Subscription", "Print Ad Rates", "Code of Ethics")) + '</ul><p>'
        f'Copyright © HT Digital Streams Ltd. All rights reserved. {t.year}</p></footer><div '
        'class="cookiesBar"><p>This website uses cookies. By continuing to browse the site, you'
        ' are agreeing to our use of cookies.</p><button>Accept</button></div>')
    return page(f"{a.headline} | {section} - Hindustan Times", og(a, "Hindustan Times")
                + json_ld(a) + f'<link rel="canonical" href="{href(a.headline)}">', html,
                "en-IN")


ST_NAV = ("Singapore", "Asia", "World", "Opinion", "Life", "Business", "Tech", "Sport",
          "Videos", "Podcasts", "Multimedia", "E-paper")
ST_SECTIONS = (("Singapore", "singapore"), ("Asia", "asia/se-asia"), ("World", "world/europe"),
               ("Business", "business/economy"), ("Tech", "tech"), ("Life", "life/food"))
ST_ROLES = ("Senior Correspondent", "Correspondent", "Transport Correspondent",
            "Political Correspondent", "Senior Health Correspondent", "Journalist")
ST_CREDITS = ("ST PHOTO: GAVIN FOO", "ST PHOTO: KUA CHEE SIONG", "ST PHOTO: LIM YAOHUI",
              "PHOTO: REUTERS", "PHOTO: AFP", "ST PHOTO: JASON QUAH")
ST_CAPTIONS = ("Commuters at Raffles Place MRT station.", "HDB flats in Punggol.",
               "The announcement was made on May 14.", "Visitors at Gardens by the Bay.")
ST_SIGNOFFS = ("Join ST's WhatsApp Channel and get the latest news and must-reads.",
               "Join ST's Telegram channel and get the latest breaking news delivered to you.")


def straits_times(a: Article) -> str:
    """The Straits Times, straitstimes.com/<section>/<slug> (Drupal, the node and field classes
    and a paragraph entity per block): the header (the sections, "Subscribe", "Log in") and
    the breaking-news bar, h1.headline.node-title, the standfirst, the author with the
    designation, "Published May 14, 2024, 09:30 AM" and "Updated ...", the share buttons,
    the lead image "ST PHOTO: ...", then the field-paragraphs of paragraph--type--text
    entities (one block in each field__item) with image entities, "READ MORE HERE" related
    entities and "ADVERTISEMENT" units between them and the "Join ST's ... Channel" line in
    an entity of its own at the end; the topics, the gift button, "More on this topic",
    "Most popular", the SPH footer and the consent banner around."""
    rng = _rng("straits-times", a)
    t = a.published
    section, path = rng.choice(ST_SECTIONS)
    base = "https://www.straitstimes.com"

    def href(headline: str) -> str:
        return f"{base}/{path}/{_slug(headline)}"

    def entity(kind: str, inner: str) -> str:
        return (f'<div class="paragraph paragraph--type--{kind} paragraph--view-mode--default">'
                f'{inner}</div>')

    def text(html: str) -> str:
        return entity("text", '<div class="clearfix text-formatted field field--name-field-'
                      'paragraph-text field--type-text-long field--label-hidden field__item">'
                      f'{html}</div>')

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            return text(f"<h2>{b.html}</h2>")
        if b.tag == "blockquote":
            return text(_quote(b))
        return text(b.markup())

    def ad(i: int) -> str:
        return (f'<div class="dfp-ad-mid-article dfp-ad-{i}"><div class="advertisement">'
                f'ADVERTISEMENT</div><div id="dfp-ad-imu{i}"></div></div>')

    def image(lead: bool) -> str:
        return ('<figure class="' + ("lead-image" if lead else "inline-image") + '"><picture>'
                '<img src="https://static1.straitstimes.com.sg/s3fs-public/styles/large30x20/'
                f'public/articles/{t:%Y/%m/%d}/{_hash(rng, 16, LOWER)}.jpg?VersionId='
                f'{_hash(rng, 32, B64)}" alt=""></picture><figcaption class="caption-text">'
                f'{rng.choice(ST_CAPTIONS)} {rng.choice(ST_CREDITS)}</figcaption></figure>')

    def more(i: int) -> str:
        x = _teaser(a, i)
        return entity("related-article", '<div class="related-story"><div class="related-'
                      'story-label">READ MORE HERE</div><div class="related-story-headline"><a '
                      f'href="{href(x.headline)}">{escape(x.headline)}</a></div></div>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 4, ad, 3)
    _put(inserts, parts, 2, entity("image", image(False)))
    _put(inserts, parts, 5, more(0))
    _put(inserts, parts, 9, more(1))
    body = _after(parts, inserts) + text(f"<p><em>{rng.choice(ST_SIGNOFFS)}</em></p>")
    later = _later(t, 2)
    topics = rng.sample(["HDB", "Transport", "Housing", "Economy", "Healthcare", "Education",
                         "MRT", "Budget"], 3)
    related = _cards(a, 2, 3, lambda k, x: (
        f'<div class="card"><a href="{href(x.headline)}"><h5 class="card-title">'
        f'{escape(x.headline)}</h5></a></div>'))
    popular = _cards(a, 5, 4, lambda k, x: (
        f'<li><a href="{href(x.headline)}">{escape(x.headline)}</a></li>'))
    html = (
        '<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><header class="'
        'navbar st-header"><a class="navbar-brand" href="' + base + '/"><img src="https://'
        'www.straitstimes.com/themes/custom/straitstimes/images/logo.svg" alt="The Straits '
        'Times"></a><nav class="st-nav"><ul>' + _items(ST_NAV) + '</ul></nav><a class="btn-'
        'subscribe" href="https://subscribe.sph.com.sg/">Subscribe</a><a class="login" href="'
        'https://www.straitstimes.com/user/login">Log in</a></header><div class="breaking-news-'
        'bar"><span>Breaking News</span></div><main role="main"><div class="layout-content">'
        '<article class="node node--type-article node--promoted node--view-mode-full"><div '
        f'class="group-header"><div class="group-section"><a href="{base}/{path}">{section}'
        f'</a></div><h1 class="headline node-title">{escape(a.headline)}</h1><div class="field '
        'field--name-field-standfirst field--type-string-long field--label-hidden field__item">'
        f'{escape(a.standfirst)}</div></div><div class="group-byline"><div class="author-field">'
        f'<a class="author-name" href="{base}/authors/{_slug(a.author)}">{escape(a.author)}'
        f'</a><div class="author-designation">{rng.choice(ST_ROLES)}</div></div></div><div '
        'class="group-story-postdate"><div class="story-postdate">Published <time datetime="'
        f'{_iso(t, "+08:00")}">{t:%b %d, %Y}, {_clock(t)}</time></div><div class="story-'
        f'updatedate">Updated {later:%b %d, %Y}, {_clock(later)}</div></div><div class="st-'
        'social-share"><button>Facebook</button><button>WhatsApp</button><button>Telegram'
        '</button><button>X</button><button>Copy link</button></div><div class="field field--'
        f'name-field-media-image">{image(True)}</div><div class="ds-wrapper article-content-'
        'rawhtml"><div class="clearfix text-formatted field field--name-field-paragraphs field'
        f'--type-entity-reference-revisions field--label-hidden field__items">{body}</div>'
        '</div><div class="group-topics"><span class="label">Topics:</span>' + "".join(
            f'<a href="{base}/tags/{_slug(x)}">{x}</a>' for x in topics) + '</div><button class='
        '"gift-article">Gift this article</button></article><section class="block-related"><h2'
        f' class="block-title">More on this topic</h2>{related}</section></div><aside class="'
        f'layout-sidebar"><section class="most-popular"><h2>Most popular</h2><ol>{popular}</ol>'
        '</section><div class="dfp-ad-right"><div class="advertisement">ADVERTISEMENT</div>'
        '</div></aside></main><footer class="st-footer"><ul>' + _items((
            "About Us", "Contact Us", "Advertise With Us", "Terms & Conditions", "Privacy "
            "Policy", "Need help? Reach us here.", "Data Protection Policy")) + f'</ul><p>MCI '
        f'(P) 031/10/{t.year}. Published by SPH Media Limited, Co. Regn. No. 202120748H. '
        f'Copyright © {t.year} SPH Media Limited. All rights reserved.</p></footer></div><div '
        'class="sph-consent-banner"><p>We use cookies to personalise your experience. By '
        'continuing to use this site, you accept our use of cookies and Privacy Policy.</p>'
        '<button>Accept</button></div>')
    return page(f"{a.headline} | The Straits Times", og(a, "The Straits Times") + json_ld(a)
                + f'<link rel="canonical" href="{href(a.headline)}">', html, "en-SG")


# ------------------------------------------------------------------- news in other languages

DW_NAV = ("أخبار", "ألمانيا", "العالم العربي", "سياسة", "اقتصاد", "ثقافة ومجتمع", "رياضة",
          "علوم وتكنولوجيا", "مهاجرون", "تعلم الألمانية", "فيديو", "بث مباشر")
DW_TOPICS = ("ألمانيا", "الاتحاد الأوروبي", "السياسة الألمانية", "الاقتصاد الألماني",
             "الهجرة", "المناخ", "برلين", "الشرق الأوسط")
DW_CREDITS = ("Kay Nietfeld/dpa/picture alliance", "Michael Kappeler/dpa/picture alliance",
              "Christoph Soeder/dpa/picture alliance", "Markus Schreiber/AP Photo/picture "
              "alliance", "Fabrizio Bensch/REUTERS", "John MacDougall/AFP/Getty Images")
DW_CAPTIONS = ("جانب من الاجتماع في برلين", "صورة من الأرشيف", "مبنى البرلمان الألماني "
               "(البوندستاغ) في برلين", "متظاهرون أمام مقر الحكومة", "المستشار الألماني خلال "
               "مؤتمر صحفي")
DW_HEADS = ("ألمانيا تخطط لتشديد قواعد الهجرة", "ما الذي يعنيه قرار المحكمة الدستورية؟",
            "الاتحاد الأوروبي يتفق على حزمة عقوبات جديدة", "أسعار الطاقة في ألمانيا إلى أين؟",
            "هل تنجح برلين في جذب العمالة الماهرة؟", "الانتخابات الأوروبية: ماذا تقول "
            "الاستطلاعات؟")
DW_INITIALS = ("ع.ج.م/ ع.ح", "ص.ش/ ح.ز", "م.س/ خ.س", "ف.ي/ ع.ش", "ر.ض/ ا.ف")
DW_AGENCIES = ("(د ب أ، أ ف ب)", "(رويترز، د ب أ)", "(أ ف ب، أ ب)", "(د ب أ)", "(DW، رويترز)")


def dw(a: Article) -> str:
    """Deutsche Welle's Arabic edition, dw.com/ar/<slug>/a-<id> (Arabic furniture, right to
    left; the React front end with styled-components class pairs): the header (the menu
    button, the logo, the language switcher, the section nav), the kicker, h1, the teaser
    text, the author row and the date, the lead image "الصورة: ..." with its caption, the
    share bar, then div.rich-text of bare <p>s and <h2>s with a placeholder-image figure, an
    embedded related teaser and a video box between them and DW's editor initials and agencies
    line at its end; the "تخطي الفقرة التالية" skip links before the related topics, "اكتشاف
    المزيد" and the other boxes, the footer and the consent banner around."""
    rng = _rng("dw", a)
    c = _sc(rng)
    t = a.published
    heads = list(DW_HEADS)
    rng.shuffle(heads)
    aid = rng.randrange(68_000_000, 70_000_000)
    base = "https://www.dw.com"

    def href(h: str, k: int) -> str:
        return f"{base}/ar/{_slug(h) if h.isascii() else 'story'}/a-{aid - 4171 * (k + 1)}"

    def skip(title: str, anchor: str) -> str:
        return (f'<a class="{c("skipLink")} skip-link" href="#{anchor}">تخطي الفقرة التالية '
                f'{title}</a>')

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            return f'<h2>{b.html}</h2>'
        if b.tag == "blockquote":
            return _quote(b)
        if b.tag in ("ul", "ol"):
            return _list(b, "", "")
        return b.markup()

    def picture(lead: bool) -> str:
        credit = rng.choice(DW_CREDITS)
        return (f'<figure class="{c("figure")} placeholder-image{"" if lead else " small-image"}'
                f'"><div class="{c("imgWrap")}"><img src="https://static.dw.com/image/'
                f'{rng.randrange(60_000_000, 70_000_000)}_{rng.choice([605, 804, 906])}.jpg" alt'
                f'="{rng.choice(DW_CAPTIONS)}"></div><figcaption class="{c("caption")}"><span '
                f'class="{c("capText")}">{rng.choice(DW_CAPTIONS)}</span><span class="'
                f'{c("credits")} credits">الصورة: {credit}</span></figcaption></figure>')
    related = (f'<div class="{c("embed")} embedded-content"><a href="{href(heads[0], 0)}" class'
               f'="{c("teaser")}"><span class="{c("kicker")}">موضوع ذو صلة</span><h3 class="'
               f'{c("teaserTitle")}">{heads[0]}</h3><img src="https://static.dw.com/image/'
               f'{rng.randrange(60_000_000, 70_000_000)}_302.jpg" alt=""></a></div>')
    video = (f'<div class="{c("video")} vjs-wrapper"><div class="{c("videoPoster")}"><img src="'
             f'https://static.dw.com/image/{rng.randrange(60_000_000, 70_000_000)}_605.jpg" alt'
             f'=""><span class="{c("duration")}">0{rng.randrange(1, 5)}:{rng.randrange(10, 60)}'
             f'</span></div><h3 class="{c("videoTitle")}">{heads[1]}</h3><span class="'
             f'{c("videoKicker")}">فيديو</span></div>')
    parts = body_html(a, block)
    inserts: dict[int, str] = {}
    _put(inserts, parts, 2, picture(False))
    _put(inserts, parts, 4, related)
    _put(inserts, parts, 8, video)
    body = (_after(parts, inserts) + f'<p><strong>{rng.choice(DW_INITIALS)} '
            f'{rng.choice(DW_AGENCIES)}</strong></p>')
    topics = rng.sample(DW_TOPICS, 3)
    date = f"{t:%d.%m.%Y}"
    explore = "".join(
        f'<div class="{c("card")}"><a href="{href(h, k + 3)}"><img src="https://static.dw.com/'
        f'image/{rng.randrange(60_000_000, 70_000_000)}_302.jpg" alt=""><h3 class="'
        f'{c("cardTitle")}">{h}</h3></a><span class="{c("cardDate")}">{date}</span></div>'
        for k, h in enumerate(heads[2:6]))
    html = (
        f'<div id="root"><header class="{c("header")}"><button class="{c("menuBtn")}" aria-'
        f'label="القائمة">القائمة</button><a class="{c("logo")}" href="{base}/ar/"><svg><title>'
        f'DW</title></svg></a><button class="{c("lang")}">العربية</button><nav class="'
        f'{c("nav")}"><ul>' + _headline_list(DW_NAV) + f'</ul></nav></header><main class="'
        f'{c("main")} content-area"><article class="{c("article")}"><header class="'
        f'{c("articleHead")}"><span class="{c("kicker")} kicker">{rng.choice(topics)}</span><h1'
        f' class="{c("title")}">{escape(a.headline)}</h1><p class="{c("teaserText")} teaser-'
        f'text">{escape(a.standfirst)}</p><div class="{c("authors")} author-details"><img src="'
        f'https://static.dw.com/image/{rng.randrange(60_000_000, 70_000_000)}_401.jpg" alt="">'
        f'<span class="{c("authorName")}">{escape(a.author)}</span><span class="'
        f'{c("pubDate")} publication-date"><time datetime="{_iso(t, "+02:00")}">{date}</time>'
        '</span></div>' + picture(True) + f'<div class="{c("share")}"><button>مشاركة</button>'
        '<button>إرسال</button><button>فيسبوك</button><button>إكس</button><button>واتساب'
        f'</button><button>نسخ الرابط</button></div></header><div class="{c("richText")} rich-'
        f'text">{body}</div></article><section class="{c("box")}">'
        + skip("موضوعات ذات صلة", "related") + f'<h2 id="related" class="{c("boxTitle")}">'
        'موضوعات ذات صلة</h2><ul>' + "".join(
            f'<li><a href="{base}/ar/t-{rng.randrange(10**7, 7 * 10**7)}">{x}</a></li>'
            for x in topics) + f'</ul></section><section class="{c("box")}">'
        + skip("اكتشاف المزيد", "explore") + f'<h2 id="explore" class="{c("boxTitle")}">اكتشاف '
        f'المزيد</h2><div class="{c("grid")}">{explore}</div></section></main><footer class="'
        f'{c("footer")}"><ul>' + _headline_list(("عن DW", "اتصل بنا", "الخصوصية", "إمكانية "
                                                  "الوصول", "إعلان قانوني", "الإعدادات"))
        + f'</ul><p>© {t.year} Deutsche Welle</p></footer></div><div id="cookie-consent" class='
        f'"{c("consent")}"><p>تستخدم DW ملفات تعريف الارتباط لتحسين تجربتك على موقعنا. يمكنك '
        'تغيير إعداداتك في أي وقت.</p><button>موافق</button><button>الإعدادات</button></div>')
    return _rtl(page(f"{a.headline} – DW – {date}", og(a, "DW") + json_ld(a)
                     + f'<link rel="canonical" href="{base}/ar/{_slug(a.headline)}/a-{aid}">',
                     html, "ar"), "ar")



SOIR_NAV = ("Belgique", "Monde", "Économie", "Société", "Culture", "Sports", "Opinions",
            "Bruxelles", "Wallonie", "Soirmag", "Le Soir+", "Podcasts")
SOIR_RUBRICS = (("Belgique", "belgique/politique"), ("Monde", "monde/europe"),
                ("Économie", "economie"), ("Société", "societe/sante"),
                ("Bruxelles", "regions/bruxelles"), ("Culture", "culture/cinema"))
SOIR_JOBS = ("Journaliste au service Politique", "Journaliste au service Monde",
             "Journaliste au service Économie", "Journaliste au service Société",
             "Chef du service Culture")
SOIR_HEADS = ("Gouvernement fédéral : les négociations reprennent ce mardi",
              "Bruxelles : la zone de basses émissions divise les communes",
              "Les prix de l’énergie repartent à la hausse en Wallonie",
              "Grève à la SNCB : les perturbations attendues ce jeudi",
              "Climat : la Belgique en retard sur ses objectifs",
              "Enseignement : la réforme des rythmes scolaires fait ses comptes")
SOIR_CREDITS = ("© Belga.", "© Pierre-Yves Thienpont / Le Soir.", "© Dominique Duchesnes.",
                "© Reuters.", "© AFP.", "© Bruno Dalimonte / Le Soir.")
SOIR_CAPTIONS = ("Au Parlement fédéral, jeudi.", "Image d’illustration.",
                 "Dans le centre de Bruxelles, la semaine dernière.",
                 "Lors de la conférence de presse de ce lundi.")


def le_soir(a: Article) -> str:
    """Le Soir, lesoir.be/<id>/article/<yyyy-mm-dd>/<slug> (French furniture; Rossel's front
    end with its r- custom elements): r-header (the rubrics, "S'abonner", "Se connecter"),
    the rubric, h1.r-article--title, the chapô, "Par ..." with the journalist's service,
    "Publié le 14/05/2024 à 09:30", "Temps de lecture", r-share, the lead figure "© ...",
    then the body cut into sibling r-article--section elements with r-pub "Publicité" slots
    between them and "Lire aussi" links and a pull quote inside them; the hidden paywall box
    ("Cet article est réservé aux abonnés"), the tags, "Le fil info", "Les plus lus", the
    Rossel footer and the consent message around."""
    rng = _rng("le-soir", a)
    t = a.published
    heads = list(SOIR_HEADS)
    rng.shuffle(heads)
    rubric, path = rng.choice(SOIR_RUBRICS)
    aid = rng.randrange(580_000, 620_000)
    base = "https://www.lesoir.be"

    def href(h: str, k: int) -> str:
        return f"{base}/{aid - 37 * (k + 1)}/article/{t:%Y-%m-%d}/{_slug(h)}"

    block = _blocks_as("h3", h=' class="r-article--subtitle"',
                       quote=' class="r-article--quote"')

    def lire(k: int) -> str:
        return (f'<p class="r-lire-aussi"><strong>Lire aussi</strong> <a href="{href(heads[k], k)}'
                f'">{heads[k]}</a></p>')
    parts = body_html(a, block)
    inserts: dict[int, str] = {}
    _put(inserts, parts, 2, lire(0))
    _put(inserts, parts, 5, '<aside class="r-article--exergue"><p>«\u00a0'
         f'{_pull(a, 5)}\u00a0»</p></aside>')
    _put(inserts, parts, 8, lire(1))
    runs = _runs(parts, inserts, rng.choice([3, 4]))
    body = "".join(
        f'<r-article--section class="r-article--section">{run}</r-article--section>'
        + (f'<r-pub class="r-pub" data-format="{"rect_atf" if k == 0 else "rect_mtf"}-0{k + 1}">'
           '<span class="r-pub--label">Publicité</span><div class="r-pub--slot"></div></r-pub>'
           if k + 1 < len(runs) else "") for k, run in enumerate(runs))
    minutes = _minutes(a)
    tags = rng.sample(["Gouvernement fédéral", "Bruxelles", "Wallonie", "Flandre", "Énergie",
                       "Enseignement", "Mobilité", "Union européenne"], 3)
    fil = "".join(f'<li class="r-fil--item"><time>{max(t.hour - k, 0):02d}:{t:%M}</time><a href'
                  f'="{href(h, k + 4)}">{h}</a></li>' for k, h in enumerate(heads[2:6]))
    most = "".join(f'<li class="r-top--item"><span class="r-top--rank">{k}</span><a href="'
                   f'{href(h, k + 9)}">{h}</a></li>' for k, h in enumerate(heads[1:5], 1))
    html = (
        '<r-header class="r-header"><div class="r-header--top"><a class="r-header--logo" href="'
        f'{base}/"><svg><title>Le Soir</title></svg></a><a class="r-header--subscribe" href="'
        'https://abonnement.lesoir.be/">S\'abonner</a><a class="r-header--login" href="https://'
        'www.lesoir.be/connexion">Se connecter</a></div><nav class="r-nav"><ul>'
        + _headline_list(SOIR_NAV) + '</ul></nav></r-header><r-main class="r-main"><article '
        f'class="r-article" data-article-id="{aid}"><header class="r-article--header"><div '
        f'class="r-article--rubric"><a href="{base}/{path}">{rubric}</a></div><h1 class="r-'
        f'article--title">{escape(a.headline)}</h1><r-article--chapo class="r-article--chapo">'
        f'{escape(a.standfirst)}</r-article--chapo><div class="r-article--meta"><r-byline '
        f'class="r-byline">Par <a href="{base}/auteur/{_slug(a.author)}">{escape(a.author)}</a>'
        f'</r-byline><span class="r-article--job">{rng.choice(SOIR_JOBS)}</span><time datetime'
        f'="{_iso(t, "+02:00")}">Publié le {t:%d/%m/%Y} à {t:%H:%M}</time><span class="r-'
        f'article--reading">Temps de lecture: {minutes} min</span></div><r-share class="r-share'
        '"><button>Partager</button><button>Facebook</button><button>X</button><button>LinkedIn'
        '</button><button>E-mail</button><button>Offrir l\'article</button></r-share></header>'
        '<figure class="r-article--figure"><img src="https://cdn.lesoir.be/sites/default/files/'
        f'dpistyles_v2/ena_16_9_extra_big/{t:%Y/%m/%d}/node_{aid}/{rng.randrange(10**7, 10**8)}/'
        f'public/{t:%Y/%m/%d}/B9{rng.randrange(10**8, 10**9)}Z.1_{t:%Y%m%d}.jpg" alt=""><figcaption'
        f' class="r-article--caption">{rng.choice(SOIR_CAPTIONS)} <span class="r-article--'
        f'credit">{rng.choice(SOIR_CREDITS)}</span></figcaption></figure><div class="r-article--'
        f'body">{body}</div><r-paywall class="r-paywall" hidden><p class="r-paywall--title">Cet '
        'article est réservé aux abonnés</p><p>Avec cette offre, profitez de : l’accès illimité '
        'à tous les articles, dossiers et reportages de la rédaction ; le journal en version '
        'numérique ; un confort de lecture avec publicité limitée.</p><a href="https://'
        'abonnement.lesoir.be/">Je m\'abonne</a></r-paywall><div class="r-article--tags">'
        + "".join(f'<a href="{base}/tag/{_slug(x)}">{x}</a>' for x in tags) + '</div></article>'
        f'<aside class="r-aside"><section class="r-fil"><h2>Le fil info</h2><ul>{fil}</ul>'
        f'</section><section class="r-top"><h2>Les plus lus</h2><ol>{most}</ol></section>'
        '<r-pub class="r-pub" data-format="halfpage"><span class="r-pub--label">Publicité'
        '</span></r-pub></aside></r-main><footer class="r-footer"><ul>' + _headline_list((
            "Qui sommes-nous ?", "Contact", "Conditions générales", "Vie privée", ("Politique "
            "cookies"), "Publicité", "Le Soir Kiosque", "Archives")) + '</ul><p>© Rossel & Cie '
        f'SA - Le Soir, Bruxelles, {t.year}</p></footer><div id="sp_message_container" class="'
        'sp_veil"><div class="message-component"><p class="message-title">Nous respectons '
        'votre vie privée</p><p>Le Soir et ses partenaires utilisent des cookies pour vous '
        'offrir une expérience optimale et des publicités personnalisées.</p><button class="'
        'sp_choice_type_11">Accepter et fermer</button><button class="sp_choice_type_12">'
        'Personnaliser</button></div></div>')
    return page(f"{a.headline} - Le Soir", og(a, "Le Soir") + json_ld(a), html, "fr-BE")


NZZ_NAV = ("Startseite", "Schweiz", "International", "Wirtschaft", "Finanzen", "Meinung",
           "Zürich", "Feuilleton", "Sport", "Panorama", "Technologie", "Wissenschaft",
           "NZZ am Sonntag", "Podcasts")
NZZ_RESSORTS = (("Schweiz", "schweiz"), ("International", "international"),
                ("Wirtschaft", "wirtschaft"), ("Zürich", "zuerich"),
                ("Feuilleton", "feuilleton"), ("Technologie", "technologie"))
NZZ_CREDITS = ("Michael Buholzer / Keystone", "Peter Klaunzer / Keystone", "Annick Ramp / NZZ",
               "Christoph Ruckstuhl / NZZ", "Imago", "Reuters")
NZZ_CAPTIONS = ("Das Bundeshaus in Bern.", "Blick auf den Zürcher Hauptbahnhof.",
                "Die Sitzung fand am Montag statt.", "Ein Archivbild aus dem vergangenen Jahr.")
NZZ_HEADS = ("Der Bundesrat will die Schuldenbremse lockern", "Was die neue Zinswende für "
             "Sparer bedeutet", "Zürich baut das Velonetz aus – doch nicht alle sind "
             "zufrieden", "Die Schweiz und die EU: ein Überblick über die Verhandlungen",
             "Weshalb die Mieten weiter steigen", "Ein Gespräch über die Zukunft der Armee")
NZZ_BOXES = (("Die wichtigsten Punkte", ("Der Entscheid fällt voraussichtlich im Herbst.",
                                          "Das Parlament muss noch zustimmen.",
                                          "Die Kosten werden auf 1,2 Milliarden Franken "
                                          "geschätzt.")),
             ("So geht es weiter", ("Die Vernehmlassung dauert bis Ende August.",
                                    "Der Bundesrat legt danach die Botschaft vor.")))


def nzz(a: Article) -> str:
    """The Neue Zürcher Zeitung, nzz.ch/<ressort>/<slug>-ld.<id> (Swiss German furniture, "ss"
    for ß): the header (the ressorts, "Abonnieren", "Anmelden"), the flag, h1.headline__title,
    p.headline__lead, the metainfo (author, place, "14.05.2024, 05.30 Uhr", "5 min") and the
    tools ("Merken", "Drucken", "Teilen", "Hören"), the lead figure with its credit, then the
    body of per-block components (p.articlecomponent.text, h2.articlecomponent.subtitle,
    lists and quotes with the same class) with "Anzeige" ad units, an image component, an
    info box and "Passend zum Artikel" links between them; "Mehr zum Thema", the NZZ Briefing
    box, the comments teaser, "Meistgelesen" and the footer around."""
    rng = _rng("nzz", a)
    t = a.published
    heads = list(NZZ_HEADS)
    rng.shuffle(heads)
    ressort, path = rng.choice(NZZ_RESSORTS)
    base = "https://www.nzz.ch"

    def href(h: str) -> str:
        return f"{base}/{path}/{_slug(h)}-ld.{rng.randrange(1_750_000, 1_850_000)}"

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(' class="articlecomponent text"')
        if b.tag[0] == "h":
            return f'<h2 class="articlecomponent subtitle">{b.html}</h2>'
        if b.tag == "blockquote":
            return _quote(b, ' class="articlecomponent quote"', ' class="quote__text"')
        if b.tag in ("ul", "ol"):
            return _list(b, f' class="articlecomponent list list--{b.tag}"', ' class="list__item"')
        return b.markup(' class="articlecomponent code"')

    def ad(i: int) -> str:
        return (f'<div class="resor resor--inline" id="resor-fullbanner-{i}"><span class="resor'
                '__label">Anzeige</span><div class="resor__slot"></div></div>')

    def figure(lead: bool) -> str:
        return (f'<figure class="articlecomponent image{" image--lead" if lead else ""}"><div '
                f'class="image__wrapper"><img class="image__img" src="https://img.nzz.ch/'
                f'{_uuid(rng)}.jpeg?width=1360&amp;height=906&amp;fit=bounds" alt=""></div>'
                f'<figcaption class="image__caption"><span class="image__caption-text">'
                f'{rng.choice(NZZ_CAPTIONS)}</span> <span class="image__credits">'
                f'{rng.choice(NZZ_CREDITS)}</span></figcaption></figure>')
    title, points = rng.choice(NZZ_BOXES)
    infobox = (f'<aside class="articlecomponent infobox"><h3 class="infobox__title">{title}</h3>'
               '<ul class="infobox__list">' + "".join(f"<li>{x}</li>" for x in points)
               + '</ul></aside>')
    passend = ('<div class="articlecomponent related"><p class="related__title">Passend zum '
               f'Artikel</p><ul><li><a href="{href(heads[0])}">{heads[0]}</a></li><li><a href="'
               f'{href(heads[1])}">{heads[1]}</a></li></ul></div>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 5, ad, 3)
    _put(inserts, parts, 2, figure(False))
    _put(inserts, parts, 4, passend)
    _put(inserts, parts, 7, infobox)
    body = _after(parts, inserts)
    place = rng.choice(["Bern", "Zürich", "Berlin", "Brüssel", "Washington"])
    stamp = f"{t:%d.%m.%Y}, {t:%H.%M} Uhr"
    more = "".join(
        f'<article class="teaser teaser--small"><a class="teaser__link" href="{href(h)}"><span '
        f'class="teaser__flag">{rng.choice(["Kommentar", "Analyse", "Interview", "Gastkommentar"])}'
        f'</span><h3 class="teaser__title">{h}</h3></a></article>' for h in heads[2:5])
    most = "".join(f'<li class="mostread__item"><span class="mostread__number">{k}</span><a '
                   f'href="{href(h)}">{h}</a></li>' for k, h in enumerate(heads[1:6], 1))
    html = (
        '<div class="page"><header class="header"><a class="header__logo" href="' + base + '/">'
        '<svg><title>Neue Zürcher Zeitung</title></svg></a><nav class="navigation"><ul>'
        + _headline_list(NZZ_NAV, ' class="navigation__item"') + '</ul></nav><div class="header'
        '__actions"><a class="header__subscribe" href="https://abo.nzz.ch/">Abonnieren</a><a '
        'class="header__login" href="https://login.nzz.ch/">Anmelden</a></div></header><main '
        f'class="content"><article class="article" data-ressort="{path}"><header class="'
        f'headline"><span class="headline__flag">{ressort}</span><h1 class="headline__title">'
        f'{escape(a.headline)}</h1><p class="headline__lead">{escape(a.standfirst)}</p>'
        f'</header><div class="metainfo"><span class="metainfo__item metainfo__item--author"><a '
        f'href="{base}/impressum/{_slug(a.author)}-ld.{rng.randrange(10**5, 10**6)}">'
        f'{escape(a.author)}</a></span>, <span class="metainfo__item metainfo__item--location">'
        f'{place}</span><time class="metainfo__item metainfo__item--date" datetime="'
        f'{_iso(t, "+02:00")}">{stamp}</time><span class="metainfo__item metainfo__item--'
        f'readingtime">{_minutes(a)} min</span></div><div class="articletools"><button>Merken'
        '</button><button>Drucken</button><button>Teilen</button><button>Hören</button></div>'
        + figure(True) + f'<div class="articlecomponents">{body}</div><footer class="article__'
        'footer"><section class="related-topics"><h3>Mehr zum Thema</h3>' + more + '</section>'
        '<div class="newsletter-box"><p class="newsletter-box__title">NZZ Briefing</p><p>Das '
        'Wichtigste aus der NZZ-Redaktion, jeden Morgen in Ihrer Mailbox.</p><form><input type='
        '"email" placeholder="E-Mail-Adresse"><button>Anmelden</button></form></div><div class="'
        'comments-teaser"><button>Kommentare anzeigen</button><p>Lesen Sie unsere Kommentar-'
        'Richtlinien.</p></div></footer></article><aside class="sidebar"><section class="'
        f'mostread"><h2>Meistgelesen</h2><ol>{most}</ol></section><div class="resor resor--'
        'sidebar"><span class="resor__label">Anzeige</span></div></aside></main><footer class="'
        'footer"><ul>' + _headline_list(("Über uns", "Kontakt", "Impressum", "AGB",
                                         "Datenschutz", "Cookie-Einstellungen", "Werbung",
                                         "Jobs")) + f'</ul><p>Copyright © Neue Zürcher Zeitung '
        f'AG. Alle Rechte vorbehalten. {t.year}</p></footer></div>')
    return page(f"{a.headline} | NZZ", og(a, "Neue Zürcher Zeitung") + json_ld(a), html,
                "de-CH")


ORF_NAV = ("News", "Sport", "Wetter", "Debatte", "Help", "Science", "Topos", "ORF ON",
           "Sound", "Kinder", "Österreich")
ORF_CREDITS = ("APA/Helmut Fohringer", "APA/Georg Hochmuth", "ORF.at/Christian Öser",
               "APA/AFP/Joe Klamar", "Reuters/Leonhard Foeger", "APA/Tobias Steinmaurer")
ORF_CAPTIONS = ("Das Parlament in Wien", "Die Regierung bei der Pressekonferenz",
                "Archivbild", "Das Bundeskanzleramt am Ballhausplatz")
ORF_REGIONS = ("wien.ORF.at", "noe.ORF.at", "ooe.ORF.at", "steiermark.ORF.at", "sport.ORF.at",
               "science.ORF.at", "help.ORF.at")
ORF_LINKS = (("Parlament", "https://www.parlament.gv.at"), ("Bundeskanzleramt",
                                                          "https://www.bundeskanzleramt.gv.at"),
             ("Statistik Austria", "https://www.statistik.at"), ("WIFO", "https://www.wifo.ac.at"),
             ("Europäische Kommission", "https://commission.europa.eu"))
ORF_REPORTERS = ("Peter Fritz", "Raffaela Schaidreiter", "Christian Wehrschütz",
                 "Benedict Feichtner")
ORF_HEADS = ("Budget: Regierung einigt sich auf Eckpunkte", "Inflation im April leicht "
             "gesunken", "Unwetter: Zahlreiche Feuerwehreinsätze", "Nationalrat beschließt "
             "Reform", "Neue Regeln für Mieten ab Juli", "EU-Wahl: Parteien starten Wahlkampf")


def orf(a: Article) -> str:
    """ORF.at, orf.at/stories/<id>/ (Austrian German furniture, "Jänner"; the sparse server
    pages): the ORF.at bar and nav, the story header (h1, "Publiziert am 14. Mai 2024, 09.30"
    and "Aktualisiert"), then div.story-story of bare <p>s and <h2>s (the first paragraph as
    the bold story-lead) with an image and its copyright, "Mehr dazu in ..." and "Mehr zum
    Thema" links and a video box between them and "Red., ORF.at/Agenturen" in the
    story-footer with the "Links:" list of outside sites; the "Debatte" forum teaser, "Top-
    Meldungen", "Weitere Meldungen" and the footer around."""
    rng = _rng("orf", a)
    t = a.published
    heads = list(ORF_HEADS)
    rng.shuffle(heads)
    sid = rng.randrange(3_350_000, 3_390_000)
    base = "https://orf.at"
    first = next((k for k, b in enumerate(a.blocks) if b.tag == "p"), -1)

    def href(k: int) -> str:
        return f"{base}/stories/{sid - 211 * (k + 1)}/"

    def block(k: int, b: Block) -> str:
        if k == first:
            return f'<p class="story-lead-text"><strong>{b.html}</strong></p>'
        if b.tag[0] == "h":
            return f"<h2>{b.html}</h2>"
        if b.tag == "blockquote":
            return _quote(b)
        return b.markup()

    def dazu(i: int) -> str:
        region = rng.choice(ORF_REGIONS)
        return (f'<p class="more-link"><a href="https://{region.lower()}/stories/'
                f'{rng.randrange(3_200_000, 3_260_000)}/">Mehr dazu in {region}</a></p>')
    image = ('<figure class="image oon-image"><img src="https://ibs.orf.at/news?image=https%3A'
             f'%2F%2Fassets.orf.at%2Fmims%2F{t.year}%2F{rng.randrange(10, 40)}%2F'
             f'{rng.randrange(10, 99)}%2Fcrops%2Fw%3D1200%2Ch%3D675%2Cq%3D75%2F'
             f'{rng.randrange(10**5, 10**6)}_bigpicture_{rng.randrange(10**5, 10**6)}.jpg" alt="'
             f'"><figcaption class="caption"><span class="caption-text">'
             f'{rng.choice(ORF_CAPTIONS)}</span><span class="copyright">'
             f'{rng.choice(ORF_CREDITS)}</span></figcaption></figure>')
    video = ('<div class="video-box oon-video"><div class="video-player" data-jsb="{&quot;'
             f'id&quot;:{rng.randrange(10**6, 10**7)}}}"></div><p class="video-caption">'
             f'<strong>{heads[0]}</strong> ORF-Korrespondent {rng.choice(ORF_REPORTERS)} '
             'berichtet</p></div>')
    parts = [block(k, b) for k, b in enumerate(a.blocks)]
    inserts: dict[int, str] = {}
    _put(inserts, parts, 2, image)
    _put(inserts, parts, 3, dazu(0))
    _put(inserts, parts, 6, video)
    _put(inserts, parts, 9, f'<p class="more-link"><a href="{href(1)}">Mehr zum Thema: '
         f'{heads[1]}</a></p>')
    body = _after(parts, inserts)
    later = _later(t, 3)
    links = "".join(f'<li><a href="{u}" class="external">{n}</a></li>'
                    for n, u in rng.sample(ORF_LINKS, rng.randrange(1, 4)))
    top = "".join(f'<li class="ticker-story"><a href="{href(k + 3)}">{h}</a></li>'
                  for k, h in enumerate(heads[2:6]))
    html = (
        '<div id="ss-networkNavigation" class="ss-network"><a class="ss-logo" href="'
        f'{base}/"><img src="https://orf.at/mojo/1_4_1/storyserver/news/images/orf-news.svg" '
        'alt="ORF.at"></a><ul>' + _headline_list(ORF_NAV) + '</ul></div><div id="ss-'
        'shunter" class="ss-shunter"><main id="content" class="ss-content"><article class="'
        f'story" data-story-id="{sid}"><header class="story-header"><h1 class="story-lead-'
        f'headline">{escape(a.headline)}</h1><div class="story-meta"><span class="date">'
        f'Publiziert am <time datetime="{_iso(t, "+02:00")}">{t.day}. '
        f'{DE_MONTHS[t.month - 1]} {t.year}, {t:%H.%M}</time></span><span class="updated">'
        f'Aktualisiert: {later:%H.%M}</span></div></header><div class="story-content"><div '
        f'class="story-story">{body}</div><footer class="story-footer"><p class="byline">'
        '<span class="editor">Red., ORF.at/Agenturen</span></p><div class="story-links"><h2>'
        f'Links:</h2><ul>{links}</ul></div></footer></div><div class="story-share"><button>'
        'Teilen</button><button>Facebook</button><button>X</button><button>E-Mail</button>'
        '</div><div class="forum-teaser"><a href="https://debatte.orf.at/">Debatte: Diskutieren'
        ' Sie mit</a><span class="forum-count">'
        f'{rng.randrange(10, 900)} Postings</span></div></article><aside class="ss-sidebar">'
        f'<section class="top-news"><h2>Top-Meldungen</h2><ul>{top}</ul></section><section '
        'class="more-news"><h2>Weitere Meldungen</h2><ul>' + _cards(a, 0, 3, lambda k, x: (
            f'<li><a href="{href(k + 9)}">{escape(x.headline)}</a></li>')) + '</ul></section>'
        '</aside></main></div><footer class="ss-footer"><ul>' + _headline_list((
            "Impressum/Offenlegung", "Datenschutz", "Kontakt", "Barrierefreiheit",
            "Publikumsrat", "Kundendienst")) + f'</ul><p>© ORF {t.year}</p></footer>')
    return page(f"{a.headline} - news.ORF.at", og(a, "news.ORF.at") + json_ld(a)
                + f'<link rel="canonical" href="{base}/stories/{sid}/">', html, "de-AT")


AP_NAV = ("Nyheter", "Norge", "Verden", "Økonomi", "Sport", "Kultur", "Meninger", "Osloby",
          "A-magasinet", "Viten", "Podkast", "E-avis")
AP_SECTIONS = (("Norge", "norge/politikk"), ("Verden", "verden"), ("Økonomi", "okonomi"),
               ("Oslo", "oslo"), ("Kultur", "kultur"), ("Sport", "sport/fotball"))
AP_ROLES = ("Journalist", "Politisk journalist", "Økonomijournalist", "Utenriksjournalist",
            "Kommentator")
AP_CREDITS = ("Foto: Ole Berg-Rusten / NTB", "Foto: Tor Erik H. Mathiesen / Aftenposten",
              "Foto: Javad Parsa / NTB", "Foto: Paul S. Amundsen / Aftenposten",
              "Foto: Annika Byrde / NTB", "Foto: Reuters / NTB")
AP_CAPTIONS = ("Stortinget behandlet saken tirsdag.", "Arkivbilde.",
               "Statsministeren under pressekonferansen.", "Fra Karl Johans gate i Oslo.")
AP_HEADS = ("Regjeringen vil endre reglene for strømstøtte", "Boligprisene i Oslo steg igjen i"
            " april", "Slik blir skattereformen", "Rekordmange søker seg til yrkesfag",
            "Eksperter advarer mot ny rentehopp", "Dette må du vite før 17. mai")
AP_FACTS = (("Dette er saken", ("Forslaget ble lagt frem i mars.", "Stortinget skal stemme "
                                "over det før sommeren.", "Flere partier er kritiske.")),
            ("Slik gjorde vi saken", ("Aftenposten har gått gjennom offentlige dokumenter.",
                                      "Vi har snakket med tolv kilder.")))


def aftenposten(a: Article) -> str:
    """Aftenposten, aftenposten.no/<seksjon>/i/<id>/<slug> (Norwegian furniture; Schibsted's
    React front end with emotion class pairs and data-test-tag hooks): the header ("Logg
    inn", "Kjøp abonnement") and nav, the old-article notice on some pages, the kicker, h1,
    the ingress, the bylines with their roles, "Publisert: 14. mai 2024 09:30" and
    "Oppdatert", the lead image "Foto: ... / NTB", then the body as one component per block
    (div[data-test-tag=text] around each paragraph, heading, list or quote) with "Annonse"
    slots, "Les også" teasers and a fact box between them; the share and gift buttons, the
    subscription offer, "Mest lest", the footer with the editor's line and the consent
    message around."""
    rng = _rng("aftenposten", a)
    em = _emotion(rng)
    t = a.published
    heads = list(AP_HEADS)
    rng.shuffle(heads)
    section, path = rng.choice(AP_SECTIONS)
    base = "https://www.aftenposten.no"

    def href(h: str) -> str:
        return f"{base}/{path}/i/{_hash(rng, 6, ALNUM)}/{_slug(h)}"

    def block(b: Block) -> str:
        if b.tag == "p":
            inner, kind = b.markup(f' class="{em("paragraph")}"'), "text"
        elif b.tag[0] == "h":
            inner, kind = f'<h2 class="{em("heading")}">{b.html}</h2>', "heading"
        elif b.tag in ("ul", "ol"):
            inner, kind = _list(b, f' class="{em("list")}"', f' class="{em("listItem")}"'), "list"
        elif b.tag == "blockquote":
            inner, kind = _quote(b, f' class="{em("quote")}"'), "quote"
        else:
            inner, kind = b.markup(), "code"
        return f'<div class="{em("component")}" data-test-tag="{kind}">{inner}</div>'

    def ad(i: int) -> str:
        return (f'<div class="{em("ad")}" data-test-tag="advertisement"><span class="'
                f'{em("adLabel")}">Annonse</span><div id="netboard{i}" class="{em("adSlot")}">'
                '</div></div>')

    def les(h: str) -> str:
        return (f'<a class="{em("teaser")}" href="{href(h)}" data-test-tag="internal-teaser">'
                f'<span class="{em("teaserLabel")}">Les også</span><span class="'
                f'{em("teaserTitle")}">{h}</span><img src="https://premium.vgc.no/v2/images/'
                f'{_uuid(rng)}?fit=crop&amp;h=200&amp;w=300" alt=""></a>')
    title, facts = rng.choice(AP_FACTS)
    fakta = (f'<aside class="{em("factbox")}" data-test-tag="factbox"><h3 class="'
             f'{em("factTitle")}">{title}</h3><ul>' + "".join(f"<li>{x}</li>" for x in facts)
             + f'</ul><button class="{em("factMore")}">Vis mer</button></aside>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 4, ad, 3)
    _put(inserts, parts, 2, les(heads[0]))
    _put(inserts, parts, 5, fakta)
    _put(inserts, parts, 9, les(heads[1]))
    body = _after(parts, inserts)
    later = _later(t, 1)
    authors = [(a.author, rng.choice(AP_ROLES))]
    if rng.random() < 0.4:
        authors.append((rng.choice(["Ingrid Bakken", "Lars Holm", "Silje Nygaard"]), "Foto"))
    byline = "".join(
        f'<li class="{em("byline")}"><a href="{base}/forfatter/{_slug(n)}">{escape(n)}</a><span '
        f'class="{em("role")}">{r}</span></li>' for n, r in authors)
    old = (f'<div class="{em("oldNotice")}">Denne artikkelen er over ett år gammel.</div>'
           if rng.random() < 0.2 else "")
    most = "".join(f'<li><a href="{href(h)}">{h}</a></li>' for h in heads[2:6])
    html = (
        f'<div id="app"><header class="{em("header")}"><a href="{base}/" class="{em("logo")}">'
        f'<svg><title>Aftenposten</title></svg></a><nav class="{em("nav")}"><ul>'
        + _headline_list(AP_NAV) + f'</ul></nav><a class="{em("login")}" href="https://'
        f'www.aftenposten.no/innlogging">Logg inn</a><a class="{em("buy")}" href="https://'
        'kundeservice.aftenposten.no/kjop">Kjøp abonnement</a></header><main class="'
        f'{em("main")}"><article class="{em("article")}" data-test-tag="article">{old}<header '
        f'class="{em("articleHeader")}"><span class="{em("kicker")}">{section}</span><h1 class="'
        f'{em("title")}" data-test-tag="headline">{escape(a.headline)}</h1><p class="'
        f'{em("ingress")}" data-test-tag="lead-text">{escape(a.standfirst)}</p><ul class="'
        f'{em("bylines")}">{byline}</ul><div class="{em("timestamps")}"><time datetime="'
        f'{_iso(t, "+02:00")}">Publisert: {t.day}. {NO_MONTHS[t.month - 1]} {t.year} '
        f'{t:%H:%M}</time><time datetime="{_iso(later, "+02:00")}">Oppdatert: {later.day}. '
        f'{NO_MONTHS[later.month - 1]} {later.year} {later:%H:%M}</time></div></header><figure '
        f'class="{em("figure")}" data-test-tag="image"><img src="https://premium.vgc.no/v2/'
        f'images/{_uuid(rng)}?fit=crop&amp;h=1066&amp;w=1600" alt=""><figcaption class="'
        f'{em("caption")}">{rng.choice(AP_CAPTIONS)} <span class="{em("credit")}">'
        f'{rng.choice(AP_CREDITS)}</span></figcaption></figure><div class="{em("body")}" data-'
        f'test-tag="article-body">{body}</div><div class="{em("actions")}"><button>Del</button>'
        '<button>Gi bort artikkel</button><button>Lagre</button></div></article><div class="'
        f'{em("offer")}"><p>Få tilgang til alt innhold</p><p>Prøv Aftenposten for 1 kr i første'
        f' måned.</p><a href="https://kundeservice.aftenposten.no/kjop">Kjøp nå</a></div><aside'
        f' class="{em("mostRead")}"><h2>Mest lest</h2><ol>{most}</ol></aside></main><footer '
        f'class="{em("footer")}"><p>Ansvarlig redaktør: Trine Eilertsen. Aftenposten arbeider '
        'etter Vær Varsom-plakatens regler for god presseskikk.</p><ul>' + _headline_list((
            "Kundeservice", "Annonsere", "Personvern", "Informasjonskapsler", "Tips oss",
            "Kontakt oss")) + f'</ul><p>© Aftenposten {t.year}</p></footer></div><div class="'
        'sp_message_container"><p>Vi bruker informasjonskapsler for å gi deg en bedre '
        'opplevelse, tilpasse innhold og annonser.</p><button>Godta alle</button><button>'
        'Innstillinger</button></div>')
    return page(f"{a.headline} – Aftenposten", og(a, "Aftenposten") + json_ld(a), html, "nb")


HS_NAV = ("Etusivu", "Uutiset", "Kotimaa", "Ulkomaat", "Talous", "Politiikka", "Kaupunki",
          "Urheilu", "Kulttuuri", "Mielipide", "Tiede", "Elämä", "HS Visio", "Nyt")
HS_SECTIONS = (("Kotimaa", "kotimaa"), ("Ulkomaat", "maailma"), ("Talous", "talous"),
               ("Politiikka", "politiikka"), ("Kaupunki", "kaupunki"), ("Tiede", "tiede"))
HS_KICKERS = ("HS-analyysi", "Uutisanalyysi", "Kommentti", "Haastattelu", "Selvitys")
HS_CREDITS = ("Kuva: Kalle Koponen / HS", "Kuva: Jussi Nukari / Lehtikuva",
              "Kuva: Mikko Stig / Lehtikuva", "Kuva: Hanna-Kaisa Hämäläinen / HS",
              "Kuva: Reuters", "Kuva: Emmi Korhonen / Lehtikuva")
HS_CAPTIONS = ("Eduskunta kokoontui tiistaina.", "Arkistokuva.",
               "Helsingin keskustassa maanantaina.", "Ministeri tiedotustilaisuudessa.")
HS_HEADS = ("Hallitus sopi kehysriihessä uusista säästöistä", "Asuntojen hinnat laskivat "
            "huhtikuussa", "Helsinki harkitsee ruuhkamaksua", "Tutkimus: nuorten lukutaito on "
            "heikentynyt", "Sähkön hinta nousee ensi viikolla", "Näin kesästä tulee")


def helsingin_sanomat(a: Article) -> str:
    """Helsingin Sanomat, hs.fi/<osasto>/art-2000010<id>.html (Finnish furniture; Sanoma's
    React front end with CSS-module classes): the header ("Kirjaudu", "Tilaa") and nav, the
    "Tilaajille" badge and the kicker, h1, the ingress, the authors, "Julkaistu 14.5. 9:30"
    and "Päivitetty", the lead image "Kuva: ... / HS", then div.article-body cut into one
    section per subhead (the first before any; runs of four blocks when there is none) of
    p.paragraph and h2s with "Mainos" slots between the sections and "Lue myös" links and a
    captioned figure inside them; the comments teaser ("Kommentit"), the share buttons,
    "Luetuimmat", "Uusimmat", the footer and the consent message around."""
    rng = _rng("helsingin-sanomat", a)
    m = _modules(rng)
    t = a.published
    heads = list(HS_HEADS)
    rng.shuffle(heads)
    section, path = rng.choice(HS_SECTIONS)
    base = "https://www.hs.fi"

    def href(h: str) -> str:
        return f"{base}/{path}/art-2000010{rng.randrange(100_000, 999_999)}.html"

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(f' class="paragraph {m("Paragraph")}"')
        if b.tag[0] == "h":
            return f'<h2 class="{m("Subheading")}">{b.html}</h2>'
        if b.tag == "blockquote":
            return _quote(b, f' class="{m("Quote")}"', ' class="paragraph"')
        if b.tag in ("ul", "ol"):
            return _list(b, f' class="{m("List")}"', "")
        return b.markup()

    def lue(h: str) -> str:
        return (f'<p class="paragraph {m("ReadAlso")}"><strong>Lue myös:</strong> <a href="'
                f'{href(h)}">{h}</a></p>')
    parts = body_html(a, block)
    inserts: dict[int, str] = {}
    _put(inserts, parts, 2, lue(heads[0]))
    _put(inserts, parts, 6, '<figure class="' + m("Figure") + '"><img src="https://hs.mediadelivery'
         f'.fi/img/1920/{_hash(rng, 32, HEX)}.jpg" alt=""><figcaption>{rng.choice(HS_CAPTIONS)}'
         f' <span class="{m("Figure", "credit")}">{rng.choice(HS_CREDITS)}</span></figcaption>'
         '</figure>')
    _put(inserts, parts, 10, lue(heads[1]))
    runs = _by_heading(a, parts, inserts)
    if len(runs) == 1 and len(parts) > 4:
        runs = _runs(parts, inserts, 4)
    body = "".join(
        f'<section class="{m("ArticleBody", "section")}">{run}</section>'
        + (f'<div class="{m("Ad")}"><span class="{m("Ad", "label")}">Mainos</span><div id="'
           f'hs-ad-inline-{k + 1}"></div></div>' if k + 1 < len(runs) else "")
        for k, run in enumerate(runs))
    later = _later(t, 2)
    most = "".join(f'<li><span>{k}</span><a href="{href(h)}">{h}</a></li>'
                   for k, h in enumerate(heads[2:6], 1))
    newest = _cards(a, 0, 4, lambda k, x: (
        f'<li><time>{max(t.hour - k, 0)}:{t:%M}</time><a href="{base}/{path}/art-2000010'
        f'{rng.randrange(100_000, 999_999)}.html">{escape(x.headline)}</a></li>'))
    html = (
        f'<div id="__next"><header class="{m("Header")}"><a class="{m("Header", "logo")}" href="'
        f'{base}/"><svg><title>Helsingin Sanomat</title></svg></a><nav class="'
        f'{m("Navigation")}"><ul>' + _headline_list(HS_NAV) + f'</ul></nav><a class="'
        f'{m("Header", "login")}" href="https://www.hs.fi/kirjaudu">Kirjaudu</a><a class="'
        f'{m("Header", "subscribe")}" href="https://tilaus.hs.fi/">Tilaa</a></header><main '
        f'class="{m("Main")}"><article class="{m("Article")}"><header class="'
        f'{m("ArticleHeader")}"><div class="{m("ArticleHeader", "labels")}"><span class="'
        f'{m("Badge")}">Tilaajille</span><span class="{m("Kicker")}">{rng.choice(HS_KICKERS)}'
        f'</span><a href="{base}/{path}/">{section}</a></div><h1 class="{m("ArticleHeader", "h")}'
        f'">{escape(a.headline)}</h1><p class="{m("Ingress")}">{escape(a.standfirst)}</p><div '
        f'class="{m("Byline")}"><span class="{m("Byline", "name")}">{escape(a.author)}</span>'
        f'<span class="{m("Byline", "dates")}"><time datetime="{_iso(t, "+03:00")}">Julkaistu '
        f'{t.day}.{t.month}. {t.hour}:{t:%M}</time> | <time datetime="{_iso(later, "+03:00")}">'
        f'Päivitetty {later.day}.{later.month}. {later.hour}:{later:%M}</time></span></div>'
        f'</header><figure class="{m("LeadImage")}"><img src="https://hs.mediadelivery.fi/img/'
        f'1920/{_hash(rng, 32, HEX)}.jpg" alt=""><figcaption>{rng.choice(HS_CAPTIONS)} <span '
        f'class="{m("LeadImage", "credit")}">{rng.choice(HS_CREDITS)}</span></figcaption>'
        f'</figure><div class="article-body {m("ArticleBody")}">{body}</div><div class="'
        f'{m("Tools")}"><button>Jaa</button><button>Tallenna</button><button>Lahjoita artikkeli'
        f'</button></div><div class="{m("Comments")}"><h3>Kommentit</h3><p>Kommentointi on '
        f'avoinna tilaajille.</p><button>Näytä kommentit ({rng.randrange(0, 300)})</button>'
        f'</div></article><aside class="{m("Sidebar")}"><section><h2>Luetuimmat</h2><ol>{most}'
        f'</ol></section><section><h2>Uusimmat</h2><ul>{newest}</ul></section></aside></main>'
        f'<footer class="{m("Footer")}"><ul>' + _headline_list((
            "Asiakaspalvelu", "Tilaa HS", "Ilmoita", "Tietosuoja", "Evästeasetukset",
            "Saavutettavuus", "Toimitus")) + f'</ul><p>© Sanoma Media Finland Oy {t.year}</p>'
        '</footer></div><div class="sp_message_container"><p>Käytämme evästeitä ja muita '
        'tekniikoita sisällön ja mainosten kohdentamiseen.</p><button>Hyväksy kaikki</button>'
        '<button>Asetukset</button></div>')
    return page(f"{a.headline} | HS.fi", og(a, "Helsingin Sanomat") + json_ld(a), html, "fi")


KA_NAV = ("Ειδήσεις", "Πολιτική", "Οικονομία", "Κόσμος", "Κοινωνία", "Αθλητισμός",
          "Πολιτισμός", "Γνώμες", "K", "Επιστήμη", "Life", "Podcasts", "English Edition")
KA_SECTIONS = (("Πολιτική", "politics"), ("Οικονομία", "economy"), ("Κόσμος", "world"),
               ("Κοινωνία", "society"), ("Πολιτισμός", "culture"), ("Επιστήμη", "life/science"))
KA_CREDITS = ("ΑΠΕ-ΜΠΕ / ΓΙΑΝΝΗΣ ΚΟΛΕΣΙΔΗΣ", "INTIME NEWS", "REUTERS / Louiza Vradi",
              "ΑΠΕ-ΜΠΕ / ΟΡΕΣΤΗΣ ΠΑΝΑΓΙΩΤΟΥ", "EUROKINISSI", "AP Photo / Petros Giannakouris")
KA_CAPTIONS = ("Στιγμιότυπο από τη συνεδρίαση της Βουλής.", "Φωτογραφία αρχείου.",
               "Στο κέντρο της Αθήνας, την Τρίτη.", "Από τη συνέντευξη Τύπου.")
KA_HEADS = ("Νέα μέτρα για τη στέγαση ανακοινώνει η κυβέρνηση", "Πληθωρισμός: πού "
            "κινούνται οι τιμές τον Μάιο", "Καύσωνας: ποιες περιοχές κινδυνεύουν", "Η Ελλάδα "
            "στις αγορές με νέο ομόλογο", "Τι αλλάζει στις συντάξεις από τον Ιούνιο",
            "Τουρισμός: ρεκόρ αφίξεων στο πρώτο τετράμηνο")


def kathimerini(a: Article) -> str:
    """Η Καθημερινή, kathimerini.gr/<section>/<id>/<slug>/ (Greek furniture; WordPress with the
    paper's own theme): the header (the sections, "Συνδρομή", "Σύνδεση") and nav, the
    category, h1.entry-title, the subtitle, the author, "14.05.2024 • 09:30", the share
    tools, the lead figure "Φωτ.: ...", then div.entry-content of bare <p>s and <h2>s with
    "ΔΙΑΦΗΜΙΣΗ" units, "Διαβάστε επίσης" boxes, a pull quote and a photo gallery
    ("Φωτογραφίες", "1 / 3") between them and the
    "Ακολουθήστε την Καθημερινή στο Google News" line at its end; the tags, "Ροή
    Ειδήσεων", "Δημοφιλή", the newsletter box, the footer and the consent notice around."""
    rng = _rng("kathimerini", a)
    t = a.published
    heads = list(KA_HEADS)
    rng.shuffle(heads)
    section, path = rng.choice(KA_SECTIONS)
    pid = rng.randrange(562_000_000, 563_500_000)
    base = "https://www.kathimerini.gr"

    def href(h: str, k: int) -> str:
        return f"{base}/{path}/{pid - 977 * (k + 1)}/{_hash(rng, 8, LOWER)}/"

    block = _blocks_as("h2", h=' class="wp-block-heading"',
                       quote=' class="wp-block-quote"')

    def ad(i: int) -> str:
        return (f'<div class="nx-ad nx-ad--inarticle" id="inarticle_{i}"><div class="nx-ad__'
                'label">ΔΙΑΦΗΜΙΣΗ</div><div class="nx-ad__slot" data-ad-unit="/21792389/'
                f'kathimerini/article/inarticle_{i}"></div></div>')

    def also(k: int) -> str:
        return ('<div class="nx-read-also"><span class="nx-read-also__label">Διαβάστε επίσης'
                f'</span><a href="{href(heads[k], k)}"><img src="https://www.kathimerini.gr/'
                f'wp-content/uploads/{t:%Y/%m}/{_hash(rng, 10, LOWER)}-300x169.jpg" alt=""><h4>'
                f'{heads[k]}</h4></a></div>')
    shots = rng.sample(KA_CAPTIONS, 3)
    gallery = ('<div class="nx-gallery swiper" data-gallery-id="' + str(pid + 11) + '"><div '
               'class="nx-gallery__title">Φωτογραφίες</div><div class="swiper-wrapper">' + "".join(
                   f'<figure class="swiper-slide"><img src="https://www.kathimerini.gr/wp-content/'
                   f'uploads/{t:%Y/%m}/{_hash(rng, 10, LOWER)}-1024x683.jpg" alt=""><figcaption>'
                   f'{x} <span class="nx-credit">Φωτ.: {rng.choice(KA_CREDITS)}</span>'
                   f'</figcaption><span class="nx-gallery__count">{k} / {len(shots)}</span>'
                   '</figure>' for k, x in enumerate(shots, 1)) + '</div><button class="swiper-'
               'button-prev">Προηγούμενη</button><button class="swiper-button-next">Επόμενη'
               '</button></div>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 4, ad, 2)
    _put(inserts, parts, 3, also(0))
    _put(inserts, parts, 6, '<blockquote class="nx-pullquote"><p>«'
         f'{_pull(a, 6)}»</p></blockquote>')
    _put(inserts, parts, 9, also(1))
    _put(inserts, parts, 12, gallery)
    body = (_after(parts, inserts) + '<p class="nx-google-news"><a href="https://news.google.'
            'com/publications/CAAqBwgKMP6' + _hash(rng, 8, B64) + '">Ακολουθήστε την '
            'Καθημερινή στο Google News</a></p>')
    tags = rng.sample(["ΚΥΒΕΡΝΗΣΗ", "ΟΙΚΟΝΟΜΙΑ", "ΒΟΥΛΗ", "ΑΘΗΝΑ", "ΕΥΡΩΠΑΪΚΗ ΕΝΩΣΗ",
                       "ΣΤΕΓΑΣΗ", "ΤΟΥΡΙΣΜΟΣ"], 3)
    stamp = f"{t:%d.%m.%Y} • {t:%H:%M}"
    flow = "".join(f'<li><time>{max(t.hour - k, 0):02d}:{t:%M}</time><a href="{href(h, k + 3)}'
                   f'">{h}</a></li>' for k, h in enumerate(heads[2:6]))
    popular = "".join(f'<li><span class="nx-rank">{k}</span><a href="{href(h, k + 8)}">{h}</a>'
                      '</li>' for k, h in enumerate(heads[1:5], 1))
    html = (
        '<div id="page" class="site"><header class="nx-header"><a class="nx-header__logo" href='
        f'"{base}/"><svg><title>Η Καθημερινή</title></svg></a><div class="nx-header__date">'
        f'{t.day} {EL_MONTHS[t.month - 1]} {t.year}</div><a class="nx-header__subscribe" href="'
        'https://www.kathimerini.gr/subscriptions/">Συνδρομή</a><a class="nx-header__login" '
        'href="https://www.kathimerini.gr/login/">Σύνδεση</a><nav class="nx-nav"><ul>'
        + _headline_list(KA_NAV) + '</ul></nav></header><main id="main" class="site-main">'
        f'<article id="post-{pid}" class="post-{pid} post type-post status-publish format-'
        f'standard has-post-thumbnail nx-article"><header class="entry-header"><div class="nx-'
        f'category"><a href="{base}/{path}/">{section}</a></div><h1 class="entry-title">'
        f'{escape(a.headline)}</h1><h2 class="nx-subtitle">{escape(a.standfirst)}</h2><div '
        f'class="nx-meta"><span class="nx-author"><a href="{base}/author/{_slug(a.author)}/">'
        f'{escape(a.author)}</a></span><time class="nx-date" datetime="{_iso(t, "+03:00")}">'
        f'{stamp}</time></div><div class="nx-share"><button>Facebook</button><button>X'
        '</button><button>Viber</button><button>Email</button><button>Αποθήκευση</button></div>'
        '</header><figure class="nx-featured"><img src="https://www.kathimerini.gr/wp-content/'
        f'uploads/{t:%Y/%m}/{_hash(rng, 10, LOWER)}.jpg" alt=""><figcaption>'
        f'{rng.choice(KA_CAPTIONS)} <span class="nx-credit">Φωτ.: {rng.choice(KA_CREDITS)}'
        f'</span></figcaption></figure><div class="entry-content nx-article__body">{body}</div>'
        '<footer class="entry-footer"><div class="nx-tags">' + "".join(
            f'<a href="{base}/tag/{_slug(x) or "tag"}/" rel="tag">{x}</a>' for x in tags)
        + '</div></footer></article><aside class="nx-sidebar"><section class="nx-flow"><h2>'
        f'Ροή Ειδήσεων</h2><ul>{flow}</ul></section><section class="nx-popular"><h2>Δημοφιλή'
        f'</h2><ol>{popular}</ol></section><div class="nx-ad nx-ad--sidebar"><div class="nx-ad'
        '__label">ΔΙΑΦΗΜΙΣΗ</div></div><section class="nx-newsletter"><h3>Newsletter</h3><p>'
        'Εγγραφείτε για να λαμβάνετε τα σημαντικότερα νέα της ημέρας.</p><form><input type="'
        'email" placeholder="Email"><button>Εγγραφή</button></form></section></aside></main>'
        '<footer class="nx-footer"><ul>' + _headline_list((
            "Ποιοι είμαστε", "Επικοινωνία", "Όροι χρήσης", "Πολιτική απορρήτου", "Cookies",
            "Διαφήμιση", "Συνδρομές")) + f'</ul><p>© {t.year} Η Καθημερινή. Με την επιφύλαξη '
        'παντός δικαιώματος.</p></footer></div><div class="qc-cmp2-container"><div class="qc-'
        'cmp2-summary-info"><p>Εκτιμούμε την ιδιωτικότητά σας. Εμείς και οι συνεργάτες μας '
        'χρησιμοποιούμε cookies για την εξατομίκευση περιεχομένου και διαφημίσεων.</p>'
        '<button>ΣΥΜΦΩΝΩ</button><button>ΠΕΡΙΣΣΟΤΕΡΕΣ ΕΠΙΛΟΓΕΣ</button></div></div>')
    return page(f"{a.headline} | Η ΚΑΘΗΜΕΡΙΝΗ", og(a, "Η ΚΑΘΗΜΕΡΙΝΗ") + json_ld(a), html, "el")


# ------------------------------------------------------------------------------ in Chinese

UDN_NAV = ("即時", "要聞", "娛樂", "運動", "全球", "社會", "地方", "產經", "股市", "房市", "健康",
           "生活", "文教", "評論", "兩岸", "數位", "閱讀", "旅遊", "雜誌")
UDN_CATS = (("要聞", "政治", "6656/7238"), ("社會", "社會萬象", "7320/7322"),
            ("全球", "國際焦點", "6809/7251"), ("產經", "產業動態", "6644/7241"),
            ("生活", "生活新聞", "6649/7266"), ("兩岸", "中國大陸", "7331/7333"))
UDN_REPORTERS = ("王小明", "林志偉", "陳怡君", "張家豪", "李佩珊", "黃建銘")
UDN_PLACES = ("台北", "台中", "高雄", "新北", "台南", "桃園")
UDN_CAPTIONS = ("圖／聯合報系資料照片", "圖／本報資料照片", "記者{}／攝影", "圖／取自臉書",
                "圖／中央社")
UDN_HEADS = ("立法院三讀通過修正案 明年上路", "颱風外圍環流影響 北部今防豪雨",
             "台股終場上漲 成交量放大", "桃園機場第三航廈啟用時程確定",
             "健保新制下月實施 民眾須知", "房市交易量回溫 專家看法兩極")


def udn_tw(a: Article) -> str:
    """聯合新聞網 (United Daily News), udn.com/news/story/<cat>/<id> (traditional Chinese
    furniture; the articles as the pool has them): the header (the channel nav, 登入, 訂閱,
    搜尋), the breadcrumb, h1.article-content__title, the time and "聯合報／記者...／台北即時
    報導", the share tools, then section.article-content__editor of bare <p>s (subheads as
    <h2>) with the cover figure and its "圖／..." caption at its top, "廣告" inline ads, a
    "延伸閱讀" box and a second figure between them; the keyword tags, "相關新聞", the
    comments ("留言"), "udn討論區", the hot list, the footer and the cookie notice around."""
    rng = _rng("udn-tw", a)
    t = a.published
    heads = list(UDN_HEADS)
    rng.shuffle(heads)
    channel, cat, path = rng.choice(UDN_CATS)
    sid = rng.randrange(7_900_000, 8_200_000)
    base = "https://udn.com"
    reporter = rng.choice(UDN_REPORTERS)
    place = rng.choice(UDN_PLACES)

    def href(k: int) -> str:
        return f"{base}/news/story/{path}/{sid - 53 * (k + 1)}"

    def figure(cover: bool) -> str:
        caption = rng.choice(UDN_CAPTIONS).format(reporter)
        return (f'<figure class="article-content__{"cover" if cover else "image"}"><picture>'
                f'<img src="https://pgw.udn.com.tw/gw/photo.php?u=https://uc.udn.com.tw/photo/'
                f'{t:%Y/%m/%d}/realtime/{rng.randrange(10**7, 3 * 10**7)}.jpg&amp;x=0&amp;y=0&amp'
                f';sw=0&amp;sh=0&amp;exp=3600" alt="" title=""></picture><figcaption>{caption}'
                '</figcaption></figure>')

    def ad(i: int) -> str:
        return (f'<div class="inline-ads" id="inline-ads-{i}"><span class="ad-label">廣告</span>'
                f'<div id="div-gpt-ad-udn-inread{i}"></div></div>')
    also = ('<div class="story-list__holder story-list__holder--inline"><h3 class="story-list'
            '__title">延伸閱讀</h3><ul>' + "".join(
                f'<li><a href="{href(k)}">{h}</a></li>' for k, h in enumerate(heads[:2]))
            + '</ul></div>')
    block = _blocks_as("h2")
    parts = body_html(a, block)
    inserts = _inserts(parts, 4, ad, 2)
    _put(inserts, parts, 3, also)
    _put(inserts, parts, 6, figure(False))
    body = figure(True) + _after(parts, inserts)
    related = "".join(f'<div class="story-list__news"><a href="{href(k + 5)}"><h3>{h}</h3></a>'
                      f'<time>{t:%Y-%m-%d}</time></div>' for k, h in enumerate(heads[2:5]))
    hot = "".join(f'<li><span class="rank">{k}</span><a href="{href(k + 9)}">{h}</a></li>'
                  for k, h in enumerate(heads[1:6], 1))
    tags = rng.sample(["立法院", "行政院", "颱風", "台股", "健保", "房市", "交通部", "疫情"], 3)
    html = (
        '<div id="container" class="wrapper"><header id="header" class="header"><a class="'
        'header__logo" href="' + base + '/news/index"><img src="https://s.udn.com.tw/static/'
        'font-icons/svg/udn-logo.svg" alt="聯合新聞網"></a><nav class="navigation"><ul>'
        + _headline_list(UDN_NAV) + '</ul></nav><div class="header__tools"><a href="https://'
        'member.udn.com/member/login.jsp">登入</a><a href="https://vip.udn.com/">訂閱</a><button>'
        '搜尋</button></div></header><main class="main-content"><section class="wrapper-left">'
        '<article class="article-content"><div class="article-content__wrapper"><nav class="'
        f'article-content__breadcrumb breadcrumb-items"><a href="{base}/news/index">首頁</a> / '
        f'<a href="{base}/news/cate/2/{path.split("/")[0]}">{channel}</a> / <a href="{base}/news'
        f'/cate/2/{path}">{cat}</a></nav><h1 class="article-content__title">'
        f'{escape(a.headline)}</h1><section class="authors"><time class="article-content__time"'
        f' datetime="{_iso(t, "+08:00")}">{t:%Y-%m-%d %H:%M}</time><span class="article-content'
        f'__author"><a href="{base}/news/reporter/{rng.randrange(1000, 9999)}">聯合報</a>／ 記者'
        f'{reporter}／{place}即時報導</span></section><div class="article-content__share"><button>'
        '分享</button><button>Facebook</button><button>LINE</button><button>複製連結</button>'
        '<button>字級</button></div><section class="article-content__editor ">'
        f'{body}</section><section class="keywords"><span>#</span>' + "".join(
            f'<a class="tag" href="{base}/search/tagging/2/{x}">{x}</a>' for x in tags)
        + '</section><div class="article-content__subscribe"><p>本新聞文字、照片、影片專供個人'
        '閱讀，未經授權請勿轉載。</p></div></div></article><section class="story-list"><h2 class'
        f'="story-list__title">相關新聞</h2>{related}</section><section class="comments"><h2>'
        '留言</h2><p>請先登入再發表留言</p><a href="https://member.udn.com/member/login.jsp">登入'
        '</a></section><div class="udn-forum"><a href="https://udn.com/news/forum">udn討論區</a>'
        '</div></section><aside class="wrapper-right"><section class="hot-news"><h2>熱門新聞</h2>'
        f'<ol>{hot}</ol></section><div class="inline-ads"><span class="ad-label">廣告</span>'
        '</div></aside></main><footer class="footer"><ul>' + _headline_list((
            "關於我們", "客服中心", "隱私權聲明", "著作權聲明", "刊登廣告", "新聞信箱"))
        + f'</ul><p>聯合線上公司 著作權所有 © udn.com. All Rights Reserved. {t.year}</p></footer>'
        '</div><div class="cookie-notice"><p>本網站使用Cookies以提升您的使用體驗，繼續瀏覽即表示'
        '您同意我們的隱私權政策。</p><button>我知道了</button></div>')
    return page(f"{a.headline} | {cat} | {channel} | 聯合新聞網", og(a, "聯合新聞網")
                + f'<link rel="canonical" href="{base}/news/story/{path}/{sid}">', html,
                "zh-TW")


LTN_NAV = ("首頁", "即時", "熱門", "政治", "社會", "生活", "健康", "國際", "地方", "蒐奇",
           "影音", "財經", "娛樂", "汽車", "時尚", "體育", "3C", "評論", "玩咖", "食譜")
LTN_CATS = (("政治", "politics"), ("社會", "society"), ("生活", "life"), ("國際", "world"),
            ("地方", "local"), ("財經", "business"))
LTN_REPORTERS = ("林曉雲", "陳鈺馥", "吳書緯", "鍾麗華", "蘇芳禾", "楊綿傑")
LTN_PLACES = ("台北", "新北", "台中", "高雄", "花蓮", "嘉義")
LTN_HEADS = ("梅雨鋒面報到 氣象署發布大雨特報", "國道連假車潮 高公局建議避開尖峰",
             "市府推動老屋健檢 補助申請即日起開跑", "台電：今夏供電無虞 備轉容量率穩定",
             "立委質詢 部長允諾檢討現行制度", "國際油價走揚 中油下週汽柴油恐漲")


def ltn_tw(a: Article) -> str:
    """自由時報 (the Liberty Times), news.ltn.com.tw/news/<cat>/breakingnews/<id> (traditional
    Chinese furniture; the articles as the pool has them): the header (the channel nav,
    訂閱, 登入) and the breadcrumb, div.whitecon.article with h1, the share buttons, then
    div.text.boxTitle.boxText holding the lead photo (its "（記者...攝）" caption), the
    span.time "2024/05/14 09:30" and the article's paragraphs, the first led by "〔記者
    ...／台北報導〕", with "請繼續往下閱讀..." before the in-read ads, the app promotion
    paragraph ("不用抽 不用搶 現在用APP看新聞 保證天天中獎") and a second photo between them;
    "相關新聞", "熱門新聞", the footer and the cookie notice around."""
    rng = _rng("ltn-tw", a)
    t = a.published
    heads = list(LTN_HEADS)
    rng.shuffle(heads)
    cat, path = rng.choice(LTN_CATS)
    nid = rng.randrange(4_600_000, 4_750_000)
    base = "https://news.ltn.com.tw"
    reporter = rng.choice(LTN_REPORTERS)

    def href(k: int) -> str:
        return f"{base}/news/{path}/breakingnews/{nid - 71 * (k + 1)}"

    def photo(lead: bool) -> str:
        desc = ' data-desc="圖片"' if lead else ""
        src = f"https://img.ltn.com.tw/Upload/news/600/{t:%Y/%m/%d}/{nid}_{2 - lead}.jpg"
        credit = rng.choice([f"（記者{reporter}攝）", "（資料照）", "（取自臉書）", "（路透）"])
        return (f'<div class="photo boxTitle"{desc}><a href="{src}" data-fancybox="images"><img '
                f'src="{src}" alt="" title=""></a><p>{credit}</p></div>')

    def ad(i: int) -> str:
        return (f'<p class="before_ir">請繼續往下閱讀...</p><div id="ad-IR{i}" class="ad_'
                f'readmore"><div id="div-gpt-ad-ltn-ir{i}"></div></div>')
    app = ('<p class="appE1121"><a href="https://news.ltn.com.tw/app" target="_blank"><span '
           'class="newapp">不用抽 不用搶 現在用APP看新聞 保證天天中獎</span>\u3000<span class="'
           'newapp02">點我下載APP</span>\u3000<span class="newapp02">按我看活動辦法</span></a>'
           '</p>')
    block = _datelined(a, f"〔記者{reporter}／{rng.choice(LTN_PLACES)}報導〕")
    parts = body_html(a, block)
    inserts = _inserts(parts, 5, ad, 2)
    _put(inserts, parts, 3, app)
    _put(inserts, parts, 6, photo(False))
    body = (photo(True) + f'<span class="time">{t:%Y/%m/%d %H:%M}</span>'
            + _after(parts, inserts))
    related = "".join(f'<li><a href="{href(k)}" class="tit">{h}</a></li>'
                      for k, h in enumerate(heads[:3]))
    hot = "".join(f'<li><span class="num">{k}</span><a href="{href(k + 7)}">{h}</a></li>'
                  for k, h in enumerate(heads[2:6], 1))
    html = (
        '<div class="header"><a class="logo" href="https://www.ltn.com.tw/"><img src="https://'
        'cache.ltn.com.tw/images/rwd_ltnlogo.png" alt="自由時報"></a><ul class="channel">'
        + _headline_list(LTN_NAV) + '</ul><div class="member"><a href="https://service.ltn.com.'
        'tw/">訂閱</a><a href="https://service.ltn.com.tw/login">登入</a></div></div><div class="'
        f'content"><div class="breadcrumbs"><a href="{base}/">新聞</a> &gt; <a href="{base}/list/'
        f'breakingnews/{path}">{cat}</a></div><section class="content904"><div class="whitecon '
        f'article" data-page="1"><h1>{escape(a.headline)}</h1><div class="shareBar"><a class="'
        'fb">分享</a><a class="line">LINE</a><a class="copy">複製</a><a class="fontSize">字級'
        '</a></div><div class="text boxTitle boxText" data-desc="內容頁">' + body + '</div><div '
        f'class="related boxTitle" data-desc="相關新聞"><p class="title">相關新聞</p><ul>{related}'
        '</ul></div></div></section><aside class="content300"><div class="hot boxTitle" data-'
        f'desc="熱門新聞"><p class="title">熱門新聞</p><ol>{hot}</ol></div><div class="ad_'
        'right"></div></aside></div><div class="footer"><ul>' + _headline_list((
            "關於我們", "服務中心", "廣告刊登", "隱私權政策", "著作權聲明"))
        + f'</ul><p>自由時報版權所有不得轉載 © {t.year} The Liberty Times. All Rights Reserved.'
        '</p></div><div class="cookie_agree"><p>本網站使用Cookie以提供更好的瀏覽體驗，繼續使用'
        '即代表您同意。</p><button>同意</button></div>')
    return page(f"{a.headline} - 自由{cat}", og(a, "自由時報電子報")
                + f'<link rel="canonical" href="{base}/news/{path}/breakingnews/{nid}">', html,
                "zh-TW")


# ------------------------------------------------------------------------------------ blogs

STACK_SITES = (("Notes from the Terminal", "notesfromtheterminal", "Writing about code, "
                "servers and the occasional side project"),
               ("Half-Baked Ideas", "halfbaked", "A developer's notebook"),
               ("Kernel Panic Diaries", "kpdiaries", "Linux, homelab and other rabbit holes"),
               ("Ink and Bytes", "inkandbytes", "Thoughts on software and design"))
STACK_CATEGORIES = (("Tech", "#2a9d8f"), ("Notes", "#e76f51"), ("Homelab", "#264653"),
                    ("Tutorial", "#8ea885"), ("Thoughts", "#f4a261"))
STACK_TAGS = ("Go", "Docker", "Linux", "Hugo", "Python", "Kubernetes", "Networking", "Rust")
STACK_LANGS = ("go", "bash", "yaml", "python", "toml", "shell")


def hugo_stack(a: Article) -> str:
    """A Hugo blog with the Stack theme (3.x): the color-scheme script, the left sidebar (the
    hamburger, the avatar with its emoji, h1.site-name, the description, the social icons,
    ol#main-menu with "Dark Mode"), the right sidebar's "Table of contents" widget, then
    main > article.main-article: the header (the cover image, the category tag,
    h2.article-title, h3.article-subtitle, the published date and "6 minute read"),
    section.article-content of the post's blocks (headings with ids, code in chroma's
    lntable with the line-number gutter in its first cell, a gallery image between them), the
    article footer (the tags, "Licensed under CC BY-NC-SA 4.0", "Last updated on ..."),
    "Related content" tiles, the comments script, the footer ("Built with Hugo", "Theme
    Stack designed by Jimmy") and the PhotoSwipe markup around."""
    rng = _rng("hugo-stack", a)
    t = a.published
    site, user, tagline = rng.choice(STACK_SITES)
    base = f"https://{user}.github.io"
    slug = _slug(a.headline)
    cat, color = rng.choice(STACK_CATEGORIES)
    toc: list[str] = []
    seen: dict[str, int] = {}

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            i = _heading_id(b.text, seen)
            toc.append(f'<li><a href="#{i}">{escape(b.text)}</a></li>')
            return f'<{b.tag} id="{i}">{b.html}</{b.tag}>'
        if b.tag == "pre":
            lang = rng.choice(STACK_LANGS)
            gutter = "".join(f'<span class="lnt">{n}\n</span>' for n in _gutter(b).split("\n"))
            lines = _code_lines(b.html, '<span class="line"><span class="cl">{text}\n</span>'
                                        '</span>').replace("</span>\n<span", "</span><span")
            return ('<div class="highlight"><div class="chroma">\n<table class="lntable"><tr><td '
                    f'class="lntd">\n<pre tabindex="0" class="chroma"><code>{gutter}</code></pre>'
                    '</td>\n<td class="lntd">\n<pre tabindex="0" class="chroma"><code class="'
                    f'language-{lang}" data-lang="{lang}">{lines}</code></pre></td></tr></table>'
                    '\n</div>\n</div>')
        if b.tag == "blockquote":
            return _quote(b)
        return b.markup()
    parts = body_html(a, block)
    inserts: dict[int, str] = {}
    w, h = 1600, rng.choice([900, 1067, 1200])
    _put(inserts, parts, 3, f'<p><img src="{base}/p/{slug}/screenshot_hu{_hash(rng, 32, HEX)}'
         f'_{rng.randrange(10**4, 10**6)}_1024x0_resize_box_3.png" width="{w}" height="{h}" '
         f'srcset="{base}/p/{slug}/screenshot_480x0.png 480w, {base}/p/{slug}/screenshot_1024x0'
         f'.png 1024w" loading="lazy" alt="screenshot" class="gallery-image" data-flex-grow="'
         f'{w * 100 // h}" data-flex-basis="{w * 240 // h}px"></p>')
    body = _after(parts, inserts)
    tags = rng.sample(STACK_TAGS, 3)
    later = _later(t, 5)
    related = _cards(a, 0, 4, lambda k, x: (
        f'<article class="has-image"><a href="{base}/p/{_slug(x.headline)}/"><div class="'
        f'article-image"><img src="{base}/p/{_slug(x.headline)}/cover_hu{_hash(rng, 32, HEX)}_'
        f'250x150_fill_q75_box_smart1.jpg" width="250" height="150" loading="lazy" alt="'
        f'Featured image of post {escape(x.headline)}" data-hash="md5-{_hash(rng, 22, B64)}=='
        f'"></div><div class="article-details"><h2 class="article-title">{escape(x.headline)}'
        '</h2></div></a></article>'))
    icon = '<svg xmlns="http://www.w3.org/2000/svg" class="icon" width="24" height="24"></svg>'
    menu = "".join(f'<li><a href="{base}/{x.lower() + "/" if x != "Home" else ""}">{icon}<span>'
                   f'{x}</span></a></li>' for x in ("Home", "About", "Archives", "Search",
                                                   "Links"))
    widget = ""
    if toc:
        widget = ('<aside class="sidebar right-sidebar sticky"><section class="widget archives">'
                  f'<div class="widget-icon">{icon}</div><h2 class="widget-title section-title">'
                  'Table of contents</h2><div class="widget--toc"><nav id="TableOfContents"><ol>'
                  + "".join(toc) + '</ol></nav></div></section></aside>')
    html = (
        '<script>(function () { const colorSchemeKey = "StackColorScheme"; if (!localStorage.'
        'getItem(colorSchemeKey)) { localStorage.setItem(colorSchemeKey, "auto"); } })();'
        '</script><div class="container main-container flex on-phone--column extended"><aside '
        'class="sidebar left-sidebar sticky"><button class="hamburger hamburger--spin" type="'
        'button" id="toggle-menu" aria-label="Toggle Menu"><span class="hamburger-box"><span '
        'class="hamburger-inner"></span></span></button><header><figure class="site-avatar"><a '
        f'href="{base}/"><img src="{base}/img/avatar_hu{_hash(rng, 32, HEX)}_300x0_resize_box_3'
        '.png" width="300" height="300" class="site-logo" loading="lazy" alt="Avatar"></a><span'
        f' class="emoji">{rng.choice(["🍥", "☕", "🐧", "🌱"])}</span></figure><div class="site-'
        f'meta"><h1 class="site-name"><a href="{base}">{escape(site)}</a></h1><h2 class="site-'
        f'description">{tagline}</h2></div></header><ol class="menu-social"><li><a href="https://'
        f'github.com/{user}" target="_blank" title="GitHub" rel="me">{icon}</a></li><li><a href'
        f'="{base}/index.xml" target="_blank" title="RSS" rel="me">{icon}</a></li></ol><ol class'
        f'="menu" id="main-menu">{menu}<li class="menu-bottom-section"><ol class="menu"><li id="'
        f'dark-mode-toggle">{icon}{icon}<span>Dark Mode</span></li></ol></li></ol></aside>'
        f'{widget}<main class="main full-width"><article class="has-image main-article"><header'
        f' class="article-header"><div class="article-image"><a href="{base}/p/{slug}/"><img '
        f'src="{base}/p/{slug}/cover_hu{_hash(rng, 32, HEX)}_800x0_resize_q75_box.jpg" width="'
        f'800" height="{rng.choice([450, 533])}" loading="lazy" alt="Featured image of post '
        f'{escape(a.headline)}"></a></div><div class="article-details"><header class="article-'
        f'category"><a href="{base}/categories/{cat.lower()}/" style="background-color: {color};'
        f' color: #fff;">{cat}</a></header><div class="article-title-wrapper"><h2 class="'
        f'article-title"><a href="{base}/p/{slug}/">{escape(a.headline)}</a></h2><h3 class="'
        f'article-subtitle">{escape(a.standfirst)}</h3></div><footer class="article-time"><div>'
        f'{icon}<time class="article-time--published">{t:%b %d, %Y}</time></div><div>{icon}'
        f'<time class="article-time--reading">{_minutes(a)} minute read</time></div></footer>'
        f'</div></header><section class="article-content">{body}</section><footer class="'
        'article-footer"><section class="article-tags">' + "".join(
            f'<a href="{base}/tags/{x.lower()}/">{x}</a>' for x in tags) + '</section><section '
        f'class="article-copyright">{icon}<span>Licensed under CC BY-NC-SA 4.0</span></section>'
        f'<section class="article-lastmod">{icon}<span>Last updated on {later:%b %d, %Y} '
        f'{later:%H:%M} UTC</span></section></footer></article><aside class="related-content--'
        'wrapper"><h2 class="section-title">Related content</h2><div class="related-content">'
        f'<div class="flex article-list--tile">{related}</div></div></aside><script src="https'
        f'://utteranc.es/client.js" repo="{user}/{user}.github.io" issue-term="pathname" '
        'crossorigin="anonymous" async></script><footer class="site-footer"><section class="'
        f'copyright">&copy; {t.year - rng.randrange(1, 5)} - {t.year} {escape(site)}</section>'
        '<section class="powerby">Built with <a href="https://gohugo.io/" target="_blank" rel="'
        'noopener">Hugo</a> <br> Theme <b><a href="https://github.com/CaiJimmy/hugo-theme-stack"'
        f' target="_blank" rel="noopener" data-version="3.{rng.randrange(16, 30)}.0">Stack</a>'
        '</b> designed by <a href="https://jimmycai.com" target="_blank" rel="noopener">Jimmy'
        '</a></section></footer><div class="pswp" tabindex="-1" role="dialog" aria-hidden="true'
        '"><div class="pswp__bg"></div><div class="pswp__scroll-wrap"><div class="pswp__ui '
        'pswp__ui--hidden"><div class="pswp__top-bar"><div class="pswp__counter"></div><button '
        'class="pswp__button pswp__button--close" title="Close (Esc)"></button><button class="'
        'pswp__button pswp__button--share" title="Share"></button><button class="pswp__button '
        'pswp__button--zoom" title="Zoom in/out"></button></div><div class="pswp__caption"><div'
        ' class="pswp__caption__center"></div></div></div></div></div></main></div>')
    head = ('<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="'
            f'description" content="{escape(a.standfirst)}"><meta name="generator" content="Hugo '
            f'0.1{rng.randrange(20, 40)}.0"><link rel="canonical" href="{base}/p/{slug}/">'
            + og(a, site) + f'<meta property="article:published_time" content="{_iso(t, "+00:00")}'
            '">')
    return page(f"{a.headline}", head, html).replace("<body>", '<body class="article-page">', 1)


GP_SITES = (("Backyard Brewer", "backyardbrewer", "Homebrewing made simple"),
            ("The Gear Desk", "thegeardesk", "Honest reviews of the tools we use"),
            ("Sprout & Soil", "sproutandsoil", "Gardening tips for beginners"),
            ("Road Ready", "roadreadyblog", "Road trips, vans and cheap travel"))
GP_CATEGORIES = ("Guides", "Reviews", "Beginners", "Tips", "Gear")
GP_PRODUCTS = (("Fiskars Ergo Trowel", "$12.99"), ("Anker PowerCore 20000", "$45.99"),
               ("Stanley Classic Vacuum Bottle", "$39.95"), ("Coleman Sundome Tent", "$89.99"))
GP_COMMENTS = (("Derek", "Great guide, I followed it step by step and it worked first time."),
               ("Linda M.", "Thanks! Would this also work in a colder climate?"),
               ("Sam", "Bookmarked. The section on mistakes to avoid was especially useful."))


def wp_generatepress(a: Article) -> str:
    """A WordPress blog with the GeneratePress theme (3.x) and the usual monetised-blog
    plugins: the skip link, header#masthead (p.main-title, the description), the main
    navigation with its menu toggle, div#page > div#content > div#primary > main#main >
    article (div.inside-article: the featured image, h1.entry-title, the entry-meta "May 14,
    2024 by ..."), div.entry-content of Gutenberg blocks with the affiliate disclosure at its
    top, Rank Math's table of contents, Ezoic's ad placeholders, a Lasso product box and a
    "Related:" paragraph between them; the entry footer (categories, tags, the post
    navigation), the comments ("... thoughts on", "Leave a Comment"), the right sidebar, the
    site-info footer ("Built with GeneratePress") and the Complianz banner around."""
    rng = _rng("wp-generatepress", a)
    t = a.published
    site, host, tagline = rng.choice(GP_SITES)
    base = f"https://{host}.com"
    cat = rng.choice(GP_CATEGORIES)
    pid = rng.randrange(400, 6000)
    seen: dict[str, int] = {}
    ids = {k: _heading_id(b.text, seen) for k, b in enumerate(a.blocks) if b.tag[0] == "h"}
    marks = iter(ids.values())

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            return f'<{b.tag} class="wp-block-heading" id="{next(marks)}">{b.html}</{b.tag}>'
        if b.tag == "blockquote":
            return _quote(b, ' class="wp-block-quote"')
        if b.tag == "pre":
            return _pre(b, ' class="wp-block-code"')
        return b.markup(' class="wp-block-list"' if b.tag in ("ul", "ol") else "")

    def ez(i: int) -> str:
        n = 100 + 7 * i
        name = ("under_first_paragraph", "mid_content", "long_content", "longer_content")[i % 4]
        return (f'<!-- Ezoic - {name} - {name} --><div id="ezoic-pub-ad-placeholder-{n}" data-'
                f'inserter-version="2"></div><span class="ezoic-ad ezoic-at-0 box-{i + 3} box-'
                f'{i + 3}{n} adtester-container adtester-container-{n}" data-ez-name="'
                f'{host}_com-box-{i + 3}"><span id="div-gpt-ad-{host}_com-box-{i + 3}-0" ezaw="'
                '580" ezah="400" class="ezoic-ad"></span></span><!-- End Ezoic - '
                f'{name} - {name} -->')
    toc = ""
    if len(ids) >= 2:
        toc = ('<div class="wp-block-rank-math-toc-block" id="rank-math-toc"><h2>Table of '
               'Contents</h2><nav><ul>' + "".join(
                   f'<li><a href="#{i}">{escape(a.blocks[k].text)}</a></li>'
                   for k, i in ids.items()) + '</ul></nav></div>')
    product, price = rng.choice(GP_PRODUCTS)
    lasso = (f'<div class="lasso-container"><div class="lasso-display lasso-cactus lasso-url-'
             f'{_slug(product)}"><div class="lasso-badge">Our Pick</div><div class="lasso-box-1">'
             f'<a class="lasso-title" target="_blank" href="https://amzn.to/{_hash(rng, 7, ALNUM)}'
             f'" rel="nofollow noopener sponsored">{product}</a><div class="lasso-price"><div '
             f'class="lasso-price-value"><span class="latest-price">{price}</span></div></div>'
             '<div class="clear"></div><div class="lasso-description">Sturdy, well made and '
             'the one we keep coming back to after testing a dozen alternatives.</div></div><div '
             f'class="lasso-box-2"><a class="lasso-image" target="_blank" href="https://amzn.to/'
             f'{_hash(rng, 7, ALNUM)}" rel="nofollow noopener sponsored"><img src="{base}/wp-'
             f'content/uploads/lasso/{_slug(product)}.jpg" alt="{product}" height="500" width="'
             '500"></a></div><div class="lasso-box-3"><a class="lasso-button-1" target="_blank" '
             f'href="https://amzn.to/{_hash(rng, 7, ALNUM)}" rel="nofollow noopener sponsored">'
             'Check Price on Amazon</a></div><div class="lasso-box-6"><div class="lasso-date">'
             'We earn a commission if you click this link and make a purchase at no additional '
             'cost to you.</div></div></div></div>')
    rel = _teaser(a, 0)
    parts = body_html(a, block)
    inserts = _inserts(parts, 4, ez, 1)
    _put(inserts, parts, 2, toc)
    _put(inserts, parts, 5, lasso)
    _put(inserts, parts, 7, f'<p><strong>Related:</strong> <a href="{base}/{_slug(rel.headline)}'
         f'/">{escape(rel.headline)}</a></p>')
    body = ('<p class="affiliate-disclosure"><em>This post may contain affiliate links. As an '
            'Amazon Associate I earn from qualifying purchases.</em></p>' + _after(parts, inserts))
    date = f"{t:%B} {t.day}, {t.year}"
    later = _later(t, 6)
    prev, nxt = _teaser(a, 1), _teaser(a, 2)
    icon = '<span class="gp-icon"><svg viewBox="0 0 512 512" aria-hidden="true"></svg></span>'
    tags = rng.sample(["beginner", "budget", "how-to", "checklist", "guide", "tips"], 2)
    picked = rng.sample(GP_COMMENTS, rng.randrange(1, 4))
    comments = "".join(
        f'<li id="comment-{pid * 3 + k}" class="comment even thread-even depth-1"><article '
        f'class="comment-body" id="div-comment-{pid * 3 + k}" itemtype="https://schema.org/'
        'Comment" itemscope><footer class="comment-meta" aria-label="Comment meta"><img alt="" '
        f'src="https://secure.gravatar.com/avatar/{_hash(rng, 32, HEX)}?s=50&amp;d=mm&amp;r=g" '
        'class="avatar avatar-50 photo" height="50" width="50"><div class="comment-author-info">'
        '<div class="comment-author vcard" itemprop="author" itemtype="https://schema.org/'
        f'Person" itemscope><cite itemprop="name" class="fn">{n}</cite></div><div class="entry-'
        f'meta comment-metadata"><a href="{base}/{_slug(a.headline)}/#comment-{pid * 3 + k}">'
        f'<time datetime="{_iso(_later(t, k + 1), "+00:00")}" itemprop="datePublished">{date} '
        f'at {_hm(_later(t, k + 1), " ", False)}</time></a></div></div></footer><div class="'
        f'comment-content" itemprop="text"><p>{x}</p><span class="reply"><a rel="nofollow" '
        f'class="comment-reply-link" href="#comment-{pid * 3 + k}">Reply</a></span></div>'
        '</article></li>' for k, (n, x) in enumerate(picked))
    recent = _cards(a, 3, 5, lambda k, x: f'<li><a href="{base}/{_slug(x.headline)}/">'
                                          f'{escape(x.headline)}</a></li>')
    menu = "".join(
        f'<li id="menu-item-{20 + k}" class="menu-item menu-item-type-taxonomy menu-item-object-'
        f'category menu-item-{20 + k}"><a href="{base}/{_slug(x) if k else ""}">{x}</a></li>'
        for k, x in enumerate(("Home", "Start Here", cat, "About", "Contact")))
    html = (
        '<a class="screen-reader-text skip-link" href="#content" title="Skip to content">Skip '
        'to content</a><header class="site-header has-inline-mobile-toggle" id="masthead" aria-'
        'label="Site" itemtype="https://schema.org/WPHeader" itemscope><div class="inside-header'
        ' grid-container"><div class="site-branding"><p class="main-title" itemprop="headline">'
        f'<a href="{base}/" rel="home">{escape(site)}</a></p><p class="site-description" '
        f'itemprop="description">{tagline}</p></div><nav class="main-navigation sub-menu-right" '
        'id="site-navigation" aria-label="Primary" itemtype="https://schema.org/'
        'SiteNavigationElement" itemscope><div class="inside-navigation grid-container"><button '
        'class="menu-toggle" aria-controls="primary-menu" aria-expanded="false">'
        f'{icon}<span class="mobile-menu">Menu</span></button><div id="primary-menu" class="main'
        f'-nav"><ul id="menu-main" class="menu sf-menu">{menu}</ul></div></div></nav></div>'
        '</header><div class="site grid-container container hfeed" id="page"><div class="site-'
        'content" id="content"><div class="content-area" id="primary"><main class="site-main" '
        f'id="main"><article id="post-{pid}" class="post-{pid} post type-post status-publish '
        f'format-standard has-post-thumbnail hentry category-{_slug(cat)}" itemtype="https://'
        'schema.org/CreativeWork" itemscope><div class="inside-article"><div class="featured-'
        'image page-header-image-single grid-container grid-parent"><img width="1200" height='
        f'"800" src="{base}/wp-content/uploads/{t:%Y/%m}/{_slug(a.headline)[:30]}.jpg" class="'
        'attachment-full size-full wp-post-image" alt="" itemprop="image" decoding="async" '
        'fetchpriority="high"></div><header class="entry-header"><h1 class="entry-title" '
        f'itemprop="headline">{escape(a.headline)}</h1><div class="entry-meta"><span class="'
        f'posted-on"><time class="updated" datetime="{_iso(later, "+00:00")}" itemprop="'
        f'dateModified">{later:%B} {later.day}, {later.year}</time><time class="entry-date '
        f'published" datetime="{_iso(t, "+00:00")}" itemprop="datePublished">{date}</time>'
        '</span> <span class="byline">by <span class="author vcard" itemprop="author" itemtype='
        f'"https://schema.org/Person" itemscope><a class="url fn n" href="{base}/author/'
        f'{_slug(a.author)}/" title="View all posts by {escape(a.author)}" rel="author" itemprop'
        f'="url"><span class="author-name" itemprop="name">{escape(a.author)}</span></a></span>'
        '</span></div></header><div class="entry-content" itemprop="text">' + body + '</div>'
        f'<footer class="entry-meta" aria-label="Entry meta"><span class="cat-links">{icon}'
        f'<span class="screen-reader-text">Categories </span><a href="{base}/category/'
        f'{_slug(cat)}/" rel="category tag">{cat}</a></span> <span class="tags-links">{icon}'
        '<span class="screen-reader-text">Tags </span>' + ", ".join(
            f'<a href="{base}/tag/{x}/" rel="tag">{x}</a>' for x in tags) + '</span><nav id="'
        f'nav-below" class="post-navigation" aria-label="Posts"><div class="nav-previous">{icon}'
        f'<span class="prev"><a href="{base}/{_slug(prev.headline)}/" rel="prev">'
        f'{escape(prev.headline)}</a></span></div><div class="nav-next">{icon}<span class="next"'
        f'><a href="{base}/{_slug(nxt.headline)}/" rel="next">{escape(nxt.headline)}</a></span>'
        '</div></nav></footer></div></article><div class="comments-area"><div id="comments">'
        f'<h2 class="comments-title">{len(picked)} thought{"s" if len(picked) > 1 else ""} on '
        f'“{escape(a.headline)}”</h2><ol class="comment-list">{comments}</ol><div id="respond" '
        'class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Leave a '
        'Comment <small><a rel="nofollow" id="cancel-comment-reply-link" href="#respond" style='
        '"display:none;">Cancel reply</a></small></h3><form action="' + base + '/wp-comments-'
        'post.php" method="post" id="commentform" class="comment-form" novalidate><p class="'
        'comment-form-comment"><label for="comment" class="screen-reader-text">Comment</label>'
        '<textarea id="comment" name="comment" cols="45" rows="8" required></textarea></p><label'
        ' for="author" class="screen-reader-text">Name</label><input placeholder="Name *" id="'
        'author" name="author" type="text" size="30" required><label for="email" class="screen-'
        'reader-text">Email</label><input placeholder="Email *" id="email" name="email" type="'
        'email" size="30" required><p class="comment-form-cookies-consent"><input id="wp-comment'
        '-cookies-consent" name="wp-comment-cookies-consent" type="checkbox" value="yes"> <label'
        ' for="wp-comment-cookies-consent">Save my name, email, and website in this browser for '
        'the next time I comment.</label></p><p class="form-submit"><input name="submit" type="'
        'submit" id="submit" class="submit" value="Post Comment"></p></form></div></div></div>'
        '</main></div><div class="widget-area sidebar is-right-sidebar" id="right-sidebar"><div'
        ' class="inside-right-sidebar"><aside id="search-2" class="widget inner-padding widget_'
        'search"><form method="get" class="search-form" action="' + base + '/"><label><span '
        'class="screen-reader-text">Search for:</span><input type="search" class="search-field"'
        ' placeholder="Search …" name="s" title="Search for:"></label><button class="search-'
        'submit" aria-label="Search">' + icon + '</button></form></aside><aside id="recent-posts'
        '-2" class="widget inner-padding widget_recent_entries"><h2 class="widget-title">Recent '
        f'Posts</h2><ul>{recent}</ul></aside><aside id="custom_html-3" class="widget_text widget'
        ' inner-padding widget_custom_html"><div class="textwidget custom-html-widget"><div '
        'id="ezoic-pub-ad-placeholder-140"></div></div></aside></div></div></div></div><div '
        'class="site-footer"><footer class="site-info" aria-label="Site" itemtype="https://'
        'schema.org/WPFooter" itemscope><div class="inside-site-info grid-container"><div class'
        f'="copyright-bar">&copy; {t.year} {escape(site)} &bull; Built with <a href="https://'
        'generatepress.com" itemprop="url">GeneratePress</a></div></div></footer></div><div '
        'id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-bottom-right '
        'optin" aria-modal="true" role="dialog"><div class="cmplz-header"><div class="cmplz-'
        'title">Manage Cookie Consent</div></div><div class="cmplz-body"><div class="cmplz-'
        'message">We use cookies to optimize our website and our service.</div></div><div '
        'class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Accept</button><button '
        'class="cmplz-btn cmplz-deny">Deny</button><button class="cmplz-btn cmplz-view-'
        'preferences">View preferences</button></div></div></div>')
    head = ('<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="'
            f'description" content="{escape(a.standfirst)}"><link rel="canonical" href="{base}/'
            f'{_slug(a.headline)}/"><meta name="generator" content="WordPress 6.'
            f'{rng.randrange(3, 7)}"><link rel="stylesheet" id="generate-style-css" href="{base}'
            '/wp-content/themes/generatepress/assets/css/main.min.css?ver=3.4.0" media="all">'
            + og(a, site) + json_ld(a))
    return page(f"{a.headline} - {site}", head, html).replace(
        "<body>", '<body class="post-template-default single single-post postid-'
        f'{pid} single-format-standard wp-embed-responsive right-sidebar nav-float-right '
        'separate-containers header-aligned-left dropdown-hover featured-image-active" '
        'itemtype="https://schema.org/Blog" itemscope>', 1)


PLATFORMS = {
    "latimes": latimes, "rte-ie": rte_ie, "euronews": euronews,
    "hindustan-times": hindustan_times, "straits-times": straits_times, "dw": dw,
    "le-soir": le_soir, "nzz": nzz, "orf": orf, "aftenposten": aftenposten,
    "helsingin-sanomat": helsingin_sanomat, "kathimerini": kathimerini, "udn-tw": udn_tw,
    "ltn-tw": ltn_tw, "hugo-stack": hugo_stack, "wp-generatepress": wp_generatepress,
}
