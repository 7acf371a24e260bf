"""More platforms for bench/content_engines.py: 18 further article templates of today's web.

Each function writes an `Article` into the article page of one more publishing platform (markup
written after the platform's template as it is served today: element nesting, class, id and
data-* names, the furniture around and inside the story; the furniture's text made up) and
returns the whole page. The article's blocks are written in order with their words unchanged,
whatever tag or wrapper the platform gives a paragraph (a <div>, a <p> of nested <span>s, text
between <br><br>); headline, standfirst, byline, dates, captions, ads, boxes, teasers, comments,
menus and footers are furniture, not gold. `PLATFORMS` maps each platform's name to its writer;
content_engines.all_platforms() imports it (this module imports content_engines' helpers).

News sites: ap-news, forbes, bloomberg, vox-chorus, axios, politico, yahoo-news, elpais,
naver-news; site builders and CMSs: squarespace, wix, drupal, joomla, hugo, devto; formats and
stacks: wechat, amp-news, nextjs-modules.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import sys
from base64 import urlsafe_b64encode
from datetime import datetime, timedelta
from pathlib import Path

BENCH = Path(__file__).resolve().parent
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

from content_engines import (  # noqa: E402
    Article,
    Block,
    Teaser,
    body_html,
    chunks,
    escape,
    footer_links,
    json_ld,
    long_date,
    menu,
    og,
    page,
)

# ----------------------------------------------------------------------------- shared bits

CAPTIONS = (
    "Commuters pass the building on a grey morning earlier this month.",
    "Visitors look at the exhibit on its opening day, when queues stretched around the block.",
    "The site seen from the air last week, before work on the second phase began.",
    "Workers prepare the venue ahead of Monday's announcement.",
    "A sign outside the company's headquarters, where staff were told of the plan by email.",
    "Supporters gather outside the hall before the meeting on Tuesday evening.",
    "Researchers at work in the laboratory, which opened in 2019.",
    "The city's skyline at dusk, seen from the river.",
)
PHOTOGRAPHERS = ("Jae C. Hong", "Mark Schiefelbein", "Anna Moneymaker", "David Goldman",
                 "Elaine Thompson", "Julio Cortez", "Nathan Howard", "Carolyn Kaster")
EN_COMMENTS = (
    ("Rahul Mehta", "rahulm",
     ("Great write-up! I ran into almost exactly this last year and ended up solving it in a much "
      "more roundabout way. Bookmarking this so I can point the rest of my team at it the next "
      "time the topic comes up in a review.")),
    ("Sofia Alvarez", "sofiadev",
     ("Thanks for sharing. One thing I would add is that the approach gets a lot harder to keep "
      "up once more than a handful of people touch it, so it is worth writing the conventions "
      "down early, even when they feel obvious at the start.")),
    ("Kenji Watanabe", "kenjiw",
     ("I disagree a little with the conclusion. In my experience the trade-off only pays off for "
      "larger projects; for something small the extra ceremony costs more than it saves. Still, "
      "the explanation of the underlying problem is the clearest one I have read so far.")),
    ("Emma Schulz", "emmaschulz",
     ("This is exactly the kind of post I wish I had found when I started out. Could you write a "
      "follow-up about how you test all of this? That is the part I always struggle with, and "
      "most tutorials skip it entirely.")),
    ("Daniel Kim", "dkim",
     ("Nice article. Small nitpick: the link in the third section points to an old version of "
      "the documentation; the newer page explains the defaults differently and mentions a flag "
      "that makes the workaround unnecessary.")),
    ("Grace Achterberg", "gracea",
     ("We tried something similar at my last job and it went well for about six months, until "
      "the data grew by an order of magnitude. Curious whether you have numbers on how it "
      "behaves at scale, or whether that is out of scope for you.")),
)
CAPTION_CREDITS = ("Getty Images", "Reuters", "AFP via Getty Images", "Bloomberg",
                   "The Associated Press", "EPA-EFE/Shutterstock")


def _rng(name: str, a: Article) -> random.Random:
    """A generator of the page's choices, the same for the same platform and article."""
    return random.Random(f"{name}|{a.url}|{len(a.blocks)}")


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:60] or "story"


def _after(parts: list[str], inserts: dict[int, str]) -> str:
    """The parts joined, with inserts[k] written after the k-th part (from 1) when more parts
    follow it: furniture between blocks, never after the last one."""
    out = []
    for k, part in enumerate(parts, 1):
        out.append(part)
        if k in inserts and k < len(parts):
            out.append(inserts[k])
    return "".join(out)


def _every(parts: list[str], n: int, make, start: int = 0) -> str:
    """The parts joined, with make(i) after every n-th part (the i-th time, from 0) but the last
    one; ``start`` shifts the first insert."""
    ks = range(n + start, len(parts), n)
    return _after(parts, {k: make(i) for i, k in enumerate(ks)})


def _hm(t: datetime, sep: str = " ", upper: bool = True) -> str:
    """12-hour clock: "9:30 AM", "9:30am"."""
    ampm = "AM" if t.hour < 12 else "PM"
    return f"{t.hour % 12 or 12}:{t.minute:02d}{sep}{ampm if upper else ampm.lower()}"


def _words(a: Article) -> int:
    return sum(len(b.text.split()) for b in a.blocks)


def _minutes(a: Article) -> int:
    return max(1, round(_words(a) / 230))


def _iso(t: datetime, zone: str = "-04:00") -> str:
    return t.strftime("%Y-%m-%dT%H:%M:%S") + zone


def _millis(t: datetime) -> int:
    return int(t.timestamp() * 1000)


def _items(items) -> str:
    return "".join(f'<li><a href="/{_slug(i)}">{escape(i)}</a></li>' for i in items)


def _teaser(a: Article, i: int) -> Teaser:
    """The article's i-th teaser (round again when there are fewer: a small pool has few)."""
    if a.teasers:
        return a.teasers[i % len(a.teasers)]
    return Teaser("From the archive", "More stories from our archive.", "/archive")


def _caption(rng: random.Random) -> tuple[str, str]:
    return rng.choice(CAPTIONS), rng.choice(PHOTOGRAPHERS)


def _lines(html: str) -> str:
    """A block's markup as lines of text for pages that write none but <br> (list items and the
    lines of a listing each end with <br>)."""
    html = re.sub(r"</?(?:ul|ol)\b[^>]*>", "", html)
    html = re.sub(r"<li\b[^>]*>", "", html).replace("</li>", "<br>\n")
    return html.replace("\n", "\n<br>") if "<br>" not in html else html


# ------------------------------------------------------------------------------ news sites

def ap_news(a: Article) -> str:
    """AP News (Brightspot): div.RichTextStoryBody of bare <p>s with div.Advertisement slots
    every few paragraphs and a "Related coverage" Enhancement, the lead photo in Page-lead, the
    funding note in italics closing the body, "Most read" and the AP footer below."""
    rng = _rng("ap-news", a)
    caption, photographer = _caption(rng)

    def ad(i: int) -> str:
        return (f'<div class="Advertisement SovrnAd" data-unit="apnews_article_mid{i + 1}" '
                f'data-ad-slot="mid{i + 1}"><div class="htlad-apnews_mid" id="apnews-mid-'
                f'{i + 1}" data-eager="false"></div></div>')
    related = (
        '<div class="Enhancement" data-align-center=""><div class="Enhancement-item"><div class='
        '"PageListEnhancementGeneric"><div class="PageList-header"><h2 class="PageList-header-'
        'title">Related coverage</h2></div><div class="PageList-items">' + "".join(
            f'<div class="PageList-items-item"><div class="PagePromo" data-gtm-region="Related '
            f'coverage"><div class="PagePromo-content"><bsp-custom-headline><div class="Page'
            f'Promo-title"><a class="Link" href="{t.url}"><span class="PagePromoContentIcons-'
            f'text">{escape(t.headline)}</span></a></div></bsp-custom-headline></div></div></div>'
            for t in a.teasers[:3]) + '</div></div></div></div>')
    parts = body_html(a)
    inserts = {k: ad(i) for i, k in enumerate(range(3, len(parts), 4))}
    inserts[min(2, len(parts) - 1) if len(parts) > 2 else 1] = related
    if 1 not in inserts:
        inserts[1] = ad(9)
    body = _after(parts, inserts)
    most_read = "".join(
        f'<div class="PageList-items-item"><div class="PagePromo"><div class="PagePromo-media">'
        f'<a class="Link" href="{t.url}" aria-label="{escape(t.headline)}"><picture><img class='
        f'"Image" alt="" src="/images/promo{k}.jpg" width="120" height="80"></picture></a></div>'
        f'<div class="PagePromo-content"><div class="PagePromo-title"><a class="Link" href="'
        f'{t.url}"><span class="PagePromoContentIcons-text">{escape(t.headline)}</span></a></div>'
        f'</div></div></div>' for k, t in enumerate(a.teasers[3:8]))
    nav = ("World", "U.S.", "Politics", "Sports", "Entertainment", "Business", "Science",
           "Fact Check", "Oddities", "Be Well", "Newsletters", "Photography", "AP Investigations",
           "Climate", "Health", "Tech", "Lifestyle", "Religion", "Español")
    footer = ("About", "Contact Us", "Accessibility Statement", "Terms of Use",
              "Privacy Policy", "Cookie Settings", "Do Not Sell or Share My Personal Information",
              "Limit Use and Disclosure of Sensitive Personal Information",
              "CA Notice of Collection", "AP News Values and Principles",
              "AP's Role in Elections", "AP Leads", "AP Definitive Source Blog",
              "AP Images Spotlight", "AP Stylebook")
    stamp = f"Updated {_hm(a.published)} EDT, {long_date(a.published)}"
    html = (
        '<bsp-site-header class="Page-header"><div class="Page-header-stickyWrap"><div class='
        '"Page-header-bar"><button class="Page-header-hamburger" aria-label="Menu">Menu</button>'
        '<a class="Page-header-logo" href="/"><img alt="AP Logo" src="/logo.svg"></a><nav class='
        f'"Page-header-navigation"><ul class="Page-header-navigation-items">{_items(nav)}</ul>'
        '</nav><div class="Page-header-donate"><a class="Link" href="/donate">Donate</a></div>'
        '</div></div></bsp-site-header><main class="Page-main"><div class="Page-content"><div '
        'class="Page-breadcrumbs"><a class="Link" href="/politics">Politics</a></div><div class='
        f'"Page-headline"><h1 class="Page-headline">{escape(a.headline)}</h1></div><div class='
        f'"Page-byline"><div class="Page-authors"><span class="Page-authors-by">By</span> <a '
        f'class="Link" href="/author/{_slug(a.author)}">{escape(a.author.upper())}</a></div><div '
        f'class="Page-dateModified"><bsp-timestamp data-timestamp="{_millis(a.published)}">'
        f'<span>{stamp}</span></bsp-timestamp></div></div><div class="Page-actions"><bsp-share-'
        'links class="ActionBar"><button class="ActionLink" data-action="copy">Copy Link</button>'
        '<span class="ActionLink-copied">copied</span><a class="ActionLink" href="#">Email</a><a '
        'class="ActionLink" href="#">Facebook</a><a class="ActionLink" href="#">X</a><a class='
        '"ActionLink" href="#">Reddit</a><a class="ActionLink" href="#">LinkedIn</a><a class='
        '"ActionLink" href="#">Pinterest</a><a class="ActionLink" href="#">Flipboard</a><a class='
        '"ActionLink" href="#">Print</a></bsp-share-links></div><div class="Page-lead"><div '
        'class="CarouselSlide"><figure class="Figure"><picture><img class="Image" alt="" src='
        '"/images/lead.jpg" width="1440" height="960"></picture><div class="CarouselSlide-info">'
        f'<div class="CarouselSlide-infoDescription"><p>{escape(caption)} (AP Photo/'
        f'{photographer})</p></div></div></figure></div></div><div class="Page-storyBody gtm'
        f'MainScrollContent"><div class="RichTextStoryBody RichTextBody">{body}<p><em>The '
        "Associated Press receives support from several private foundations to enhance its "
        "explanatory coverage of elections and democracy. See more about AP's democracy "
        'initiative <a class="Link" href="/hub/ap-democracy">here</a>. The AP is solely '
        'responsible for all content.</em></p></div><div class="Page-storyBody-authors"><a class'
        f'="Link" href="/author/{_slug(a.author)}"><span class="Author-name">{escape(a.author)}'
        '</span></a><p class="Author-bio">Covers national politics and government for The '
        'Associated Press from Washington.</p></div></div></div><div class="Page-below"><div '
        'class="PageList PageListRightRailA"><div class="PageList-header"><h2 class="PageList-'
        f'header-title">Most read</h2></div><div class="PageList-items">{most_read}</div></div>'
        '</div></main><footer class="Page-footer"><div class="Page-footer-about"><p>The '
        "Associated Press is an independent global news organization dedicated to factual "
        "reporting. Founded in 1846, AP today remains the most trusted source of fast, accurate, "
        "unbiased news in all formats and the essential provider of the technology and services "
        "vital to the news business. More than half the world's population sees AP journalism "
        f'every day.</p></div><ul class="Page-footer-navigation">{_items(footer)}</ul><p class='
        f'"Page-footer-copyright">Copyright {a.published.year} The Associated Press. All Rights '
        'Reserved.</p></footer>')
    return page(f"{a.headline} | AP News", og(a, "AP News") + json_ld(a), html)


def forbes(a: Article) -> str:
    """Forbes: div.article-body of <p>s with empty div.vestpocket and <fbs-ad> slots between
    them, a "More For You" box and a Forbes Daily sign-up inside the body, the contributor block
    and its disclaimer above, the author bio and a "More From Forbes" card grid below."""
    rng = _rng("forbes", a)
    caption, _ = _caption(rng)
    n = [0]

    def ad(i: int) -> str:
        n[0] += 1
        return (f'<div class="vestpocket" vest-pocket=""></div><fbs-ad position="inread" '
                f'progressive="" ad-id="article-{n[0]}-inread" class="article-mobile-ad"></fbs-ad>')
    more_for_you = (
        '<div class="recirc-module color-body light-text"><h3 class="recirc-module__title">More '
        'For You</h3><ul class="recirc-module__list">' + "".join(
            f'<li class="recirc-module__item"><a class="recirc-module__headline" href="{t.url}">'
            f'{escape(t.headline)}</a></li>' for t in a.teasers[:3]) + '</ul></div>')
    daily = (
        '<div class="newsletter-signup-embed" data-newsletter="forbes-daily"><p class="news'
        'letter-signup-embed__title">Forbes Daily: Join over 1 million Forbes Daily subscribers '
        "and get our best stories, exclusive reporting and essential analysis of the day's news "
        'in your inbox every weekday.</p><form><input type="email" placeholder="Email Address">'
        '<button>Sign Up</button></form><p class="newsletter-signup-embed__legal">By signing up, '
        "you accept and agree to our Terms of Service (including the class action waiver and "
        'arbitration provisions), and Privacy Statement.</p></div>')
    parts = body_html(a)
    inserts = {k: ad(0) for k in range(1, len(parts), 2 if len(parts) < 6 else 3)}
    box_at = rng.choice([2, 3, 4]) if len(parts) > 4 else 1
    inserts[box_at] = inserts.get(box_at, "") + more_for_you
    if len(parts) > 6:
        inserts[len(parts) - 2] = daily
    body = _after(parts, inserts)
    cards = "".join(
        f'<div class="stream-item"><a class="stream-item__image" href="{t.url}"><progressive-'
        f'image class="stream-item__image-ratio" src="/img/card{k}.jpg" alt=""></progressive-'
        f'image></a><div class="stream-item__text"><a class="stream-item__title" href="{t.url}">'
        f'{escape(t.headline)}</a><p class="stream-item__description">{escape(t.blurb)}</p><div '
        f'class="stream-item__byline">By {rng.choice(PHOTOGRAPHERS)}</div></div></div>'
        for k, t in enumerate(a.teasers[3:7]))
    when = a.published.strftime("%B %d, %Y,") + " " + a.published.strftime("%I:%M%p").lower()
    footer = ("Reprints & Permissions", "Forbes Press Room", "Advertise", "Jobs At Forbes",
              "AdChoices", "Privacy Statement", "Your Privacy Choices", "Digital Terms of Sale",
              "Terms of Service", "Contact Us", "Send Us Feedback", "Report a Security Issue")
    html = (
        '<div class="fs-header universal-header"><header class="header"><a class="header__logo" '
        'href="/">Forbes</a><nav class="header__channels"><ul>' + _items((
            "Billionaires", "Innovation", "Leadership", "Money", "Business", "Small Business",
            "Lifestyle", "Forbes Advisor", "Lists")) + '</ul></nav><a class="header__subscribe" '
        'href="/subscribe">Subscribe</a><a class="header__signin" href="/signin">Sign In</a>'
        '</header></div><main class="main-content main-content--universal-header"><article '
        'class="main-content--body"><div class="article-headline-container"><div class="top-'
        'label-wrapper"><a class="top-label" href="/innovation/">Innovation</a></div><h1 class='
        f'"fs-headline speakable-headline font-base font-size">{escape(a.headline)}</h1><div '
        'class="top-contrib-block"><div class="contrib-block"><img class="contrib-avatar" src='
        f'"/avatar.jpg" alt=""><div class="contrib-byline-author"><a class="contrib-link--name '
        f'remove-underline" href="/sites/{_slug(a.author)}/">{escape(a.author)}</a><div class='
        '"contrib-byline-type">Contributor</div><button class="follow-button">Follow</button>'
        '</div><p class="contrib-bio">I write about technology, policy and the people caught '
        'between them.</p></div><div class="disclaimer">Opinions expressed by Forbes Contributors '
        'are their own.</div></div><div class="content-data metrics-text color-body light-text">'
        f'<time>{when} EDT</time></div><div class="article-sharing"><button aria-label="Share to '
        'Facebook">Share to Facebook</button><button aria-label="Share to Twitter">Share to '
        'Twitter</button><button aria-label="Share to Linkedin">Share to Linkedin</button></div>'
        '</div><div class="article-body-container"><div class="article-body fs-article fs-'
        'responsive-text current-article"><figure class="embed-base image-embed embed-0"><div '
        'class="image-embed__placeholder"><progressive-image src="/img/lead.jpg" alt="">'
        '</progressive-image></div><figcaption><fbs-accordion class="expanded"><p class="color-'
        f'body light-text">{escape(caption)}</p></fbs-accordion><small>getty</small></figcaption>'
        f'</figure>{body}</div></div><div class="article-footer"><div class="article-footer__'
        'author-bio"><p class="bio-links">Follow me on <a href="#">Twitter</a> or <a href="#">'
        f'LinkedIn</a>. Check out my <a href="#">website</a>.</p><h4>{escape(a.author)}</h4><p>'
        f'{escape(a.author.split()[0])} has covered technology and its regulation for more than '
        "a decade, first as a reporter in Brussels and later as an editor in New York. "
        'Previously at several trade publications.</p><a href="#">Editorial Standards</a> <a '
        'href="#">Forbes Accolades</a></div></div></article><section class="more-from-forbes">'
        f'<h2 class="more-from-forbes__title">More From Forbes</h2><div class="card-grid">{cards}'
        '</div></section></main><footer class="footer"><ul class="footer__links">'
        f'{_items(footer)}</ul><p>&copy; {a.published.year} Forbes Media LLC. All Rights '
        'Reserved.</p></footer>')
    return page(f"{a.headline}", og(a, "Forbes") + json_ld(a), html)


def bloomberg(a: Article) -> str:
    """Bloomberg: a bulleted abstract under the headline, div.body-content of p.media-ui-
    Paragraph_text-... with an inline "Read More" link box and a newsletter sign-up between the
    paragraphs, the "With assistance from" line and the trashline closing the body, "Top Reads"
    and the Terminal promo below."""
    rng = _rng("bloomberg", a)
    caption, photographer = _caption(rng)
    cls = "media-ui-Paragraph_text-SqIsdNjh0t0- paywall"

    def block(b: Block) -> str:
        return b.markup(f' class="{cls}"' if b.tag == "p" else ' class="media-ui-Body-' + b.tag
                        + '-wXk8eRkv9A- paywall"')
    read_more = (
        '<div class="media-ui-ReadMore_readMore-2Xn1FfFNbJE-" data-component="read-more">'
        '<span class="media-ui-ReadMore_label-1sPG8nOkGdA-">Read More:</span><ul>' + "".join(
            f'<li><a class="media-ui-ReadMore_link-HhwhEqtRG5E-" href="{t.url}">'
            f'{escape(t.headline)}</a></li>' for t in a.teasers[:2]) + '</ul></div>')
    letter = rng.choice(("Evening Briefing", "Markets Daily", "Five Things", "Tech Daily"))
    newsletter = (
        '<div class="media-ui-NewsletterInline_container-sPkdLvTVNLY-" data-component="inline-'
        f'newsletter"><div class="media-ui-NewsletterInline_title-fGq0WhpBTbY-">Sign up for the '
        f'Bloomberg {letter} newsletter.</div><p>Get the day\'s most important stories and what '
        "they mean for markets, delivered to your inbox every weekday.</p><form><input type="
        '"email" placeholder="Enter your email"><button type="submit">Sign Up</button></form><p '
        'class="media-ui-NewsletterInline_legal-9yQ4DRFkhAc-">By continuing, I agree to the '
        "Privacy Policy and Terms of Service and to receive offers and promotions from Bloomberg."
        '</p></div>')
    parts = body_html(a, block)
    first = rng.choice([1, 2, 3]) if len(parts) > 4 else 1
    inserts = {first: read_more, first + 2 + rng.randrange(3): newsletter}
    body = _after(parts, inserts)
    reads = "".join(
        f'<li class="media-ui-StoryList_item-3oMUcyvN7bs-"><a href="{t.url}"><span class='
        f'"media-ui-StoryList_headline-PqfOdbXsnTA-">{escape(t.headline)}</span></a><span class='
        f'"media-ui-StoryList_summary-iYQBwJmWyGs-">{escape(t.blurb)}</span></li>'
        for t in a.teasers[2:7])
    when = f"{long_date(a.published)} at {_hm(a.published)} EDT"
    html = (
        '<header class="media-ui-Navigation_nav-mG5wSKaLTFU-"><a href="/" class="media-ui-'
        'Navigation_logo-kuo9LyZgk8k-">Bloomberg</a><nav><ul>' + _items((
            "Markets", "Economics", "Industries", "Tech", "AI", "Politics", "Wealth", "Pursuits",
            "Opinion", "Businessweek", "Equality", "Green", "CityLab", "Crypto")) + '</ul></nav>'
        '<a href="/subscriptions">Subscribe</a><a href="/account/signin">Sign In</a></header>'
        '<main class="media-ui-Article_main-h9nSXEG0Hfs-"><article class="media-ui-Article_'
        'article-fZmVnPBy9Zs-"><div class="media-ui-ArticleHeader_header-Ns4PWbIsR2o-"><a class='
        '"media-ui-Eyebrow_link-VqQGzjyo3QA-" href="/technology">Technology</a><h1 class='
        f'"media-ui-HedAndDek_headline-D19MOidHYLI-">{escape(a.headline)}</h1><div class="media-'
        f'ui-HedAndDek_abstract-Kx6LVCBE7H4-"><ul><li>{escape(a.standfirst)}</li><li>Analysts '
        "see the shift rippling through suppliers over the next year</li></ul></div><div class="
        '"media-ui-Byline_byline-aCaZ0DEVP5E-"><div class="media-ui-Byline_authors-oKbvIzzITjs-">'
        f'By <a href="/authors/{_slug(a.author)}">{escape(a.author)}</a></div><time datetime="'
        f'{_iso(a.published)}">{when}</time><div class="media-ui-Byline_actions-ebv9mLe9cNM-">'
        '<button>Save</button><button>Gift this article</button><button>Listen '
        f'{_minutes(a)}:{rng.randrange(10, 59)}</button><button>Share</button></div></div></div>'
        '<figure class="media-ui-Figure_figure-8DiKb9rgXu8-"><img src="/images/lede.jpg" alt="">'
        f'<figcaption>{escape(caption)} <span class="media-ui-Figure_credit-Sk0FK5XfBm4-">'
        f'Photographer: {photographer}/Bloomberg</span></figcaption></figure><div class="body-'
        f'content" data-component="article-body">{body}<p class="{cls}">&mdash;With assistance '
        f'from {rng.choice(PHOTOGRAPHERS)}.</p><div class="media-ui-Trashline_trashline-'
        'a2fP6bsdM2E-">(Updates with analyst comment in fifth paragraph.)</div></div><div class='
        '"media-ui-Tip_tip-C4QkWnKVZOc-"><strong>Have a confidential tip for our reporters?</'
        'strong> <a href="/tips">Get in Touch</a></div><div class="media-ui-Terminal_promo-'
        "3YpTLwFbg2U-\"><p>Before it's here, it's on the Bloomberg Terminal</p><a href=\"/"
        'professional">LEARN MORE</a></div></article><section class="media-ui-TopReads_section-'
        f'f8bJ1h9M1wU-"><h2>Top Reads</h2><ul>{reads}</ul></section></main><footer class="media-'
        'ui-Footer_footer-U0Uu4pTAaFw-"><ul>' + _items((
            "Terms of Service", "Do Not Sell or Share My Personal Information",
            "Trademarks", "Privacy Policy", "Careers", "Made in NYC", "Advertise",
            "Ad Choices", "Help")) + f'</ul><p>&copy;{a.published.year} Bloomberg L.P. All '
        'Rights Reserved.</p></footer>')
    return page(f"{a.headline} - Bloomberg", og(a, "Bloomberg.com") + json_ld(a), html)


def vox_chorus(a: Article) -> str:
    """Vox Media's Chorus: div.c-entry-content of <p id=...> with the hero image figure.e-image
    first, an aside.c-newsletter_signup_box and a c-related-list between paragraphs, the
    c-entry-hero (group label, title, p-dek summary, c-byline) above and the social buttons,
    tags and "More in" river below."""
    rng = _rng("vox-chorus", a)
    caption, photographer = _caption(rng)

    def pid() -> str:
        return "".join(rng.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
                       for _ in range(6))
    parts = body_html(a, lambda b: b.markup(f' id="{pid()}"'))
    newsletter = (
        '<aside id="newsletter-signup-short-form" class="c-newsletter_signup_box c-newsletter_'
        'signup_box--short"><div class="c-newsletter_signup_box--form" data-newsletter-id="'
        '1234"><h3 class="c-newsletter_signup_box--title">Sign up for the newsletter Vox '
        "Sentences</h3><p class=\"c-newsletter_signup_box--subtitle\">The day's most important "
        "news stories, explained, in your inbox every weekday.</p><form><label>Email (required)"
        '<input type="email" name="email"></label><button class="c-newsletter_signup_box--button'
        '">Sign Up</button></form><p class="c-newsletter_signup_box--legal">By submitting your '
        "email, you agree to our Terms and Privacy Notice. You can opt out at any time. This site "
        "is protected by reCAPTCHA and the Google Privacy Policy and Terms of Service apply.</p>"
        '</div></aside>')
    related = (
        '<div class="c-related-list"><h3 class="c-related-list__head">Related</h3><ul>' + "".join(
            f'<li><a href="{t.url}">{escape(t.headline)}</a></li>' for t in a.teasers[:2])
        + '</ul></div>')
    inserts = {rng.choice([1, 2]): related}
    inserts[max(3, len(parts) // 2)] = newsletter
    body = _after(parts, inserts)
    river = "".join(
        f'<div class="c-compact-river__entry"><div class="c-entry-box--compact"><a class="c-'
        f'entry-box--compact__image-wrapper" href="{t.url}"><img src="/thumb{k}.jpg" alt="">'
        f'</a><div class="c-entry-box--compact__body"><h2 class="c-entry-box--compact__title">'
        f'<a href="{t.url}">{escape(t.headline)}</a></h2><div class="c-byline"><span class="c-'
        f'byline__item">{escape(rng.choice(PHOTOGRAPHERS))}</span></div></div></div></div>'
        for k, t in enumerate(a.teasers[2:7]))
    when = f"{long_date(a.published)}, {_hm(a.published, '', False)} EDT"
    html = (
        '<div class="l-root l-reskin"><header class="c-global-header"><a class="c-global-'
        'header__logo" href="/">Vox</a><nav class="c-global-header__links"><ul>' + _items((
            "Explainers", "Politics", "Culture", "Advice", "Listen", "Watch", "Technology",
            "Science", "Climate")) + '</ul></nav><a class="c-global-header__cta" href="/support">'
        'Support Vox</a></header><main id="content" class="l-main-content"><article class="l-'
        'segment l-main-content"><div class="c-entry-hero c-entry-hero--default"><div class="c-'
        'entry-group-labels"><ul><li class="c-entry-group-labels__item"><a href="/politics">'
        f'Politics</a></li></ul></div><h1 class="c-page-title">{escape(a.headline)}</h1><h2 '
        f'class="c-entry-summary p-dek">{escape(a.standfirst)}</h2><div class="c-byline"><span '
        'class="c-byline__item"><span class="c-byline__author-name">By</span> <a href="/authors/'
        f'{_slug(a.author)}">{escape(a.author)}</a></span><span class="c-byline__item"><time '
        f'class="c-byline__item" datetime="{_iso(a.published)}">{when}</time></span></div></div>'
        '<div class="l-col__main"><div class="c-entry-content "><figure class="e-image e-image--'
        'hero"><span class="e-image__inner"><span class="e-image__image"><picture><img src="/'
        'hero.jpg" alt=""></picture></span></span><span class="e-image__meta"><figcaption>'
        f'{escape(caption)}</figcaption><cite>{photographer}/Getty Images</cite></span></figure>'
        f'{body}</div><div class="c-entry-footer"><div class="c-social-buttons"><a href="#" class'
        '="c-social-buttons__item c-social-buttons__facebook">Share this story</a><a href="#" '
        'class="c-social-buttons__item c-social-buttons__twitter">Share on X</a></div><div '
        'class="c-entry-group-labels"><ul><li><a href="/policy">Policy</a></li><li><a href="/'
        'explainers">Explainers</a></li></ul></div><div class="c-article-footer__support">'
        "<p>You've read 1 article in the last month</p><p>Here at Vox, we believe in helping "
        "everyone understand our complicated world, so that we can all help to shape it. Our "
        "mission is to create clear, accessible journalism to empower understanding and "
        'action.</p><a href="/support">Yes, I\'ll give $5/month</a></div></div></div></article>'
        '<section class="c-compact-river"><h2 class="c-compact-river__title">More in Politics'
        f'</h2>{river}</section></main><footer class="c-footer"><ul>{footer_links()}</ul><p>'
        f'&copy; {a.published.year} Vox Media, LLC. All Rights Reserved</p></footer></div>')
    return page(f"{a.headline} - Vox", og(a, "Vox") + json_ld(a), html)


_LEAD_COLON = re.compile(r"^([^<:]{3,40}:)(\s)")
_LEAD_WORDS = re.compile(r"^((?:[^\s<&:]+ ){3})")


def _lead_in(html: str, k: int) -> str:
    """A paragraph with its lead-in in bold, Axios-style: the words up to a colon near its
    start, else every third paragraph's first three words (the text itself unchanged)."""
    m = _LEAD_COLON.match(html)
    if m:
        return f"<strong>{m.group(1)}</strong>{html[m.end(1):]}"
    m = _LEAD_WORDS.match(html) if k % 3 == 0 else None
    if m:
        return f"<strong>{m.group(1).rstrip()}</strong> {html[m.end(1):]}"
    return html


def axios(a: Article) -> str:
    """Axios (Next.js): div.gtm-story-text.DraftjsBlocks_draftjs of bare <p>s and <ul>s whose
    bold lead-ins are part of the text, an inline newsletter promo and ad slot between them,
    the avatar byline and time rubric above, "Go deeper" cards and the Axios AM sign-up below."""
    rng = _rng("axios", a)
    caption, photographer = _caption(rng)
    count = [0]

    def block(b: Block) -> str:
        if b.tag != "p":
            return b.markup()
        count[0] += 1
        return f"<p>{_lead_in(b.html, count[0])}</p>"
    parts = body_html(a, block)
    promo = (
        '<div data-cy="story-newsletter-promo" class="StoryNewsletterPromo_promo__Y3kQm"><p class'
        '="StoryNewsletterPromo_title__H4yVd">Go deeper with Axios Pro</p><p>Get the inside '
        "track on the deals, policy moves and people shaping the industry, with scoops you won't "
        'find elsewhere.</p><a href="/pro">Start a free trial</a></div>')
    ad = ('<div class="AdSlot_adSlot__q2ZWe" data-cy="ad-slot"><span class="AdSlot_label__'
          'fB5Nn">Advertisement</span><div id="ad-article-1" class="AdSlot_ad__2G0rc"></div></div>')
    body = _after(parts, {2: ad, rng.choice([4, 5, 6]): promo})
    deeper = "".join(
        f'<div class="GoDeeperCard_card__mZ8vT"><a href="{t.url}"><img src="/go{k}.jpg" alt="">'
        f'<h3 class="GoDeeperCard_title__6aGfQ">{escape(t.headline)}</h3></a><p>{escape(t.blurb)}'
        f'</p></div>' for k, t in enumerate(a.teasers[:4]))
    html = (
        '<div id="__next"><header class="Header_header__g3Oux"><a href="/" aria-label="Axios">'
        'Axios</a><nav><ul>' + _items((
            "Latest stories", "Local", "Politics & Policy", "Technology", "Business", "World",
            "Health", "Science", "Sports", "Newsletters")) + '</ul></nav><a href="/newsletters" '
        'class="Header_subscribe__4xIZc">Subscribe</a></header><main class="StoryPage_main__'
        'k3Zf8"><div class="gtmContentWrapper"><div data-cy="story-heading"><h1 class="h1 '
        f'StoryHeading_headline__b7L0D">{escape(a.headline)}</h1></div><div data-cy="byline" '
        'class="Byline_byline__kJ8Uv"><img class="Byline_avatar__Gg5Wd" src="/avatar.jpg" alt='
        f'""><span class="Byline_name__1OrwS"><a href="/authors/{_slug(a.author)}">'
        f'{escape(a.author)}</a></span></div><div data-cy="time-rubric" class="TimeRubric_'
        f'rubric__7l1Xq"><time datetime="{_iso(a.published)}">{long_date(a.published)}</time> '
        '- <a href="/politics-policy">Politics &amp; Policy</a></div><figure class="Story'
        'Image_figure__Fc2sL"><img src="/lead.jpg" alt=""><figcaption><p>'
        f'{escape(caption)}</p><span>Photo: {photographer}/Getty Images</span></figcaption>'
        '</figure><div data-cy="story-text" class="DraftjsBlocks_draftjs__fm3S2 gtm-story-text '
        f'story-text">{body}</div><div class="StoryTopics_topics__PvLtz"><a href="/politics">'
        'Politics</a><a href="/technology">Technology</a></div><div data-cy="go-deeper" class="'
        f'GoDeeper_goDeeper__W2yTa"><h2>Go deeper</h2>{deeper}</div></div><div class="Newsletter'
        'Signup_signup__Zq2aK"><h2>Axios AM</h2><p>Get smarter, faster with the news that '
        "matters most, from Mike Allen. A daily rundown of what's driving the news, in your "
        'inbox by 6am ET.</p><form><input type="email" placeholder="Enter your email"><button>'
        'Subscribe</button></form></div></main><footer class="Footer_footer__xpKd0"><ul>'
        + _items(("About Axios", "Advertise with us", "Careers", "Events", "Axios HQ",
                  "Privacy and terms", "Online tracking choices", "Contact us"))
        + f'</ul><p>&copy; {a.published.year} Axios Media Inc.</p></footer></div>')
    return page(f"{a.headline}", og(a, "Axios") + json_ld(a), html)


def politico(a: Article) -> str:
    """POLITICO: div.story-text of p.story-text__paragraph with a "Related" story card
    (aside.story-enhancement) and ad slots between paragraphs, the story-meta byline and
    timestamp above, "Filed under" tags, a Playbook newsletter box and "Most read" below."""
    rng = _rng("politico", a)
    caption, photographer = _caption(rng)

    def block(b: Block) -> str:
        cls = {"p": "story-text__paragraph  ", "blockquote": "story-text__blockquote"}
        return b.markup(f' class="{cls.get(b.tag, "story-text__" + b.tag)}"')
    t = _teaser(a, 0)
    card = (
        '<aside class="story-enhancement story-enhancement--related"><section class="story-'
        'related"><p class="story-related__label">Related</p><div class="story-card story-card'
        f'--related"><a class="story-card__image" href="{t.url}"><img src="/rel.jpg" alt="">'
        f'</a><h3 class="headline"><a href="{t.url}">{escape(t.headline)}</a></h3><p class="'
        f'dek">{escape(t.blurb)}</p></div></section></aside>')

    def ad(i: int) -> str:
        return (f'<div class="ad ad--inline" data-ad-position="in-story-{i + 1}"><p class="ad__'
                f'label">Advertisement</p><div id="pol-0{i + 1}" class="ad-slot"></div></div>')
    parts = body_html(a, block)
    inserts = {k: ad(i) for i, k in enumerate(range(2, len(parts), 5))}
    at = rng.choice([1, 3, 4]) if len(parts) > 4 else 1
    inserts[at] = inserts.get(at, "") + card
    body = _after(parts, inserts)
    most = "".join(f'<li class="story-list__item"><span class="story-list__rank">{k}</span><a '
                   f'href="{t.url}">{escape(t.headline)}</a></li>'
                   for k, t in enumerate(a.teasers[1:6], 1))
    stamp = a.published.strftime("%m/%d/%Y ") + a.published.strftime("%I:%M %p") + " EDT"
    html = (
        '<header class="global-header"><a href="/" class="global-header__logo">POLITICO</a><nav '
        'class="global-nav"><ul>' + _items(("Congress", "White House", "Elections", "Playbook",
                                            "Policy", "Newsletters", "Podcasts", "Video",
                                            "Magazine", "POLITICO Pro")) + '</ul></nav></header>'
        '<main id="main" class="container container--story"><div class="container__row"><div '
        'class="container__column container__column--story"><header class="story-header"><p '
        'class="story-meta__kicker"><a href="/congress">Congress</a></p><h1 class="headline">'
        f'{escape(a.headline)}</h1><p class="dek">{escape(a.standfirst)}</p></header><figure '
        'class="media-item media-item--story-lead"><img src="/lead.jpg" alt=""><figcaption class'
        f'="media-item__summary"><p>{escape(caption)}</p><p class="media-item__credit">'
        f'{photographer}/AP</p></figcaption></figure><div class="story-meta"><p class="story-'
        f'meta__authors"><span class="vcard">By <a href="/staff/{_slug(a.author)}">'
        f'{escape(a.author)}</a></span></p><p class="story-meta__timestamp"><time datetime="'
        f'{_iso(a.published)}">{stamp}</time></p></div><div class="story-text">{body}</div><div '
        'class="story-supplemental"><p class="story-tags"><span>Filed under:</span> <a href="/'
        'tag/congress">Congress</a>, <a href="/tag/budget">Budget and Appropriations</a>, <a '
        'href="/tag/senate">Senate</a></p></div><div class="newsletter-promo"><h3>POLITICO '
        'Playbook</h3><p>The unofficial guide to official Washington, every morning and weekday '
        'afternoons.</p><form><input type="email" placeholder="Your Email"><button>Sign Up'
        '</button></form><p class="newsletter-promo__legal">By signing up, you acknowledge and '
        "agree to our Privacy Policy and Terms of Service. You may unsubscribe at any time by "
        'following the directions at the bottom of the email or by contacting us here.</p></div>'
        '</div><aside class="container__column container__column--rail"><section class="story-'
        f'list"><h3>Most Read</h3><ol>{most}</ol></section></aside></div></main><footer class='
        f'"global-footer"><ul>{footer_links()}</ul><p>&copy; {a.published.year} POLITICO LLC'
        '</p></footer>')
    return page(f"{a.headline} - POLITICO", og(a, "POLITICO") + json_ld(a), html)


def yahoo_news(a: Article) -> str:
    """Yahoo News (caas): div.caas-body of <p>s with caas-da ad slots, cut after the first few
    paragraphs by a "Story continues" button, the caas-attr byline and provider logo above,
    "View comments" and a "Recommended Stories" stream in Yahoo's atomic classes below."""
    rng = _rng("yahoo-news", a)
    caption, photographer = _caption(rng)
    parts = body_html(a)
    cut = min(len(parts) - 1, rng.choice([2, 3])) if len(parts) > 1 else 1

    def ad(i: int) -> str:
        return (f'<div class="caas-da"><div id="sda-INARTICLE-{i}" class="sda-INARTICLE D(f) '
                f'Jc(c)"></div><span class="caas-da-label">Advertisement</span></div>')
    head = _every(parts[:cut], 2, ad)
    tail = _every(parts[cut:], 4, lambda i: ad(i + 5))
    more = (
        '<div class="caas-readmore caas-readmore-collapse"><button class="link caas-button '
        'collapse-button" aria-label="Story continues" title="Story continues">Story continues'
        '</button></div>')
    recs = "".join(
        f'<li class="js-stream-content Pos(r)"><div class="Py(14px) Pos(r)"><div class="Cf"><div '
        f'class="Fl(start) Pos(r) Mend(20px)" style="width:220px"><a class="Pos(r) Bdrs(4px) Ov'
        f'(h) D(b)" href="{t.url}"><img class="W(100%)" src="/rec{k}.jpg" alt=""></a></div><div '
        f'class="Ov(h) Pend(44px) Pstart(25px)"><div class="C(#959595) Fz(11px) D(ib) Mb(6px)">'
        f'{rng.choice(CAPTION_CREDITS)}</div><h3 class="Mb(5px)"><a class="js-content-viewer '
        f'wafer-caas Fw(b) Fz(18px) Lh(23px) Td(u):h" href="{t.url}">{escape(t.headline)}</a>'
        f'</h3><p class="Fz(14px) Lh(19px) LineClamp(2,38px) M(0)">{escape(t.blurb)}</p></div>'
        f'</div></div></li>' for k, t in enumerate(a.teasers[:6]))
    when = (a.published.strftime("%a, %B ") + f"{a.published.day}, {a.published.year}, "
            + _hm(a.published))
    html = (
        '<div id="ybar" class="ybar"><a href="https://www.yahoo.com/" class="ybar-logo">Yahoo '
        'News</a><form class="ybar-search"><input placeholder="Search the web"><button>Search'
        '</button></form><a href="/mail">Mail</a><a href="/login">Sign in</a><ul class="ybar-'
        'nav">' + _items(("Home", "Election 2024", "US", "World", "Politics", "Science",
                          "Health", "Originals", "Sports", "Finance", "Weather")) + '</ul></div>'
        '<div id="module-article" class="caas-container"><article class="caas-container caas-'
        'container-Mq2" role="article"><header class="caas-header"><div class="caas-title-'
        f'wrapper"><h1 data-test-locator="headline">{escape(a.headline)}</h1></div></header>'
        '<div class="caas-attr"><div class="caas-attr-meta"><div class="caas-logo"><img alt="'
        'Reuters" src="/reuters.png"></div><div class="caas-attr-item-author"><span class="caas-'
        f'author-byline-collapse">{escape(a.author)}</span></div><div class="caas-attr-time-'
        f'style"><time datetime="{_iso(a.published, ".000Z")}">{when}</time><span> &middot; '
        f'{_minutes(a)} min read</span></div></div><div class="caas-share-buttons"><a href="#">'
        'Share</a></div></div><div class="caas-content-wrapper"><div class="caas-content"><div '
        'class="caas-body-wrapper"><div class="caas-body"><figure class="caas-figure"><div '
        'class="caas-figure-with-pb"><div><img class="caas-img" src="/lead.jpg" alt=""></div>'
        f'</div><figcaption class="caption-collapse">{escape(caption)} REUTERS/{photographer}'
        f'</figcaption></figure>{head}{more}<div class="caas-body-collapse">{tail}</div></div>'
        '</div></div></div><div class="caas-footer"><button class="link caas-button view-cmts-'
        f'cta">View comments ({rng.randrange(40, 900)})</button></div></article></div><div id='
        '"recommended-stories" class="Pos(r) Mt(20px)"><h2 class="Fz(20px) Fw(b) Mb(10px)">'
        f'Recommended Stories</h2><ul class="Mb(0) P(0)">{recs}</ul></div><footer class="'
        'ybar-footer"><ul>' + _items(("Terms", "Privacy", "Privacy Dashboard", "About Our Ads",
                                      "Help", "Feedback", "Sitemap")) + '</ul><p>&copy; '
        f'{a.published.year} Yahoo. All rights reserved.</p></footer>')
    return page(f"{a.headline}", og(a, "Yahoo News") + json_ld(a), html)


# ---------------------------------------------------------------------- builders and CMSs

def squarespace(a: Article) -> str:
    """Squarespace 7.1 blog post: article.blog-item whose content is an sqs-layout grid of
    sqs-block html-blocks of a few paragraphs each (p style="white-space:pre-wrap"), with
    image-blocks (figure and caption) and a newsletter-block between them, the author profile,
    item pagination and the comments link below."""
    rng = _rng("squarespace", a)
    stamp = 1715679000000 + rng.randrange(10 ** 6)
    ids = iter(range(stamp, stamp + 10 ** 4, 17))

    def block(b: Block) -> str:
        return b.markup(' class="" style="white-space:pre-wrap;"' if b.tag == "p" else "")

    def sqs(kind: str, type_: int, content: str) -> str:
        return (f'<div class="sqs-block {kind}-block sqs-block-{kind}" data-block-type="{type_}" '
                f'id="block-yui_3_17_2_1_{next(ids)}_{rng.randrange(1000, 99999)}"><div class='
                f'"sqs-block-content">{content}</div></div>')

    def image(i: int) -> str:
        caption, photographer = _caption(rng)
        return sqs("image", 5, (
            '<div class="image-block-outer-wrapper layout-caption-below design-layout-inline '
            'combination-animation-none individual-animation-none" data-test="image-block-inline'
            '-outer-wrapper"><figure class="sqs-block-image-figure intrinsic" style="max-width:'
            '2500px;"><div class="image-block-wrapper" data-animation-role="image"><div class="'
            'sqs-image-shape-container-element has-aspect-ratio"><img data-stretch="false" data-'
            f'src="https://images.squarespace-cdn.com/content/v1/photo{i}.jpg" data-image='
            f'"https://images.squarespace-cdn.com/content/v1/photo{i}.jpg" data-image-dimensions'
            '="2500x1667" data-image-focal-point="0.5,0.5" alt="" loading="lazy"></div></div>'
            '<figcaption class="image-caption-wrapper"><div class="image-caption"><p class="" '
            f'style="white-space:pre-wrap;">{escape(caption)} Photo by {photographer}.</p></div>'
            '</figcaption></figure></div>'))
    newsletter = sqs("newsletter", 51, (
        '<div class="newsletter-form-wrapper newsletter-form-wrapper--layoutFloat newsletter-'
        'form-wrapper--alignCenter"><div class="newsletter-form-header"><h2 class="newsletter-'
        'form-header-title">Subscribe</h2><div class="newsletter-form-header-description"><p>'
        "Sign up with your email address to receive news and updates from the studio, about "
        'once a month.</p></div></div><form class="newsletter-form"><input type="email" '
        'placeholder="Email Address"><button class="newsletter-form-button" type="submit">'
        '<span class="newsletter-form-button-label">Sign Up</span></button></form><div class='
        '"newsletter-form-footnote"><p>We respect your privacy.</p></div></div>'))
    groups, k = [], 0
    blocks = body_html(a, block)
    while k < len(blocks):
        size = rng.choice([2, 3, 4])
        groups.append(sqs("html", 2, '<div class="sqs-html-content">' + "".join(
            blocks[k:k + size]) + "</div>"))
        k += size
    inserts = {1: image(1)}
    if len(groups) > 2:
        inserts[rng.randrange(2, len(groups))] = image(2)
    if len(groups) > 3:
        inserts[len(groups) - 1] = newsletter
    content = (f'<div class="sqs-layout sqs-grid-12 columns-12" data-type="item" data-updated-'
               f'on="{stamp}" id="item-{stamp:x}"><div class="row sqs-row"><div class="col sqs-'
               f'col-12 span-12">{_after(groups, inserts)}</div></div></div>')
    prev, nxt = _teaser(a, 0), _teaser(a, 1)
    html = (
        '<div id="siteWrapper" class="clearfix site-wrapper"><header data-test="header" id='
        '"header" class="header theme-col--primary"><div class="header-inner"><div class="header-'
        'title"><div class="header-title-text"><a href="/">Field &amp; Form Studio</a></div></div>'
        '<nav class="header-nav"><div class="header-nav-list">' + "".join(
            f'<div class="header-nav-item header-nav-item--collection"><a href="/{_slug(i)}">'
            f'{i}</a></div>' for i in ("Work", "Journal", "Shop", "About", "Contact"))
        + '</div></nav><a class="btn btn--border theme-btn--primary-inverse sqs-button-element'
        '--primary" href="/book">Book a call</a></div></header><main id="page" class="container" '
        'role="main"><article class="sections" id="sections" data-page-sections=""><section '
        'class="page-section content-collection full-bleed-section collection-type-blog-basic-'
        'grid"><div class="content-wrapper"><div class="content"><div class="blog-basic-grid '
        'collection-content-wrapper" data-controller="BlogImageLoader"><article class="entry h-'
        f'entry post-{stamp:x} blog-item hentry type-blog author-{_slug(a.author)}"><div class='
        '"blog-item-wrapper"><div class="blog-item-inner-wrapper"><div class="blog-item-top-'
        'wrapper"><div class="blog-item-title"><h1 class="entry-title entry-title--large p-name" '
        f'data-content-field="title">{escape(a.headline)}</h1></div><div class="blog-meta-section'
        f'"><span class="blog-author">{escape(a.author)}</span><time class="dt-published blog-'
        f'meta-item blog-meta-item--date" datetime="{a.published.date()}">'
        f'{a.published.month}/{a.published.day}/{a.published.year % 100}</time><a href="/journal'
        '?category=Notes" class="blog-categories">Notes</a></div></div><div class="blog-item-'
        'content-wrapper"><div class="blog-item-content e-content" data-content-field="main-'
        f'content">{content}</div></div><div class="blog-item-author-profile-wrapper"><div class='
        '"author-avatar"><img src="/author.jpg" alt=""></div><div class="author-name">'
        f'{escape(a.author)}</div><div class="author-bio"><p>Designer and writer based in '
        'Portland. Writes the studio journal between projects, mostly about craft, tools and '
        'the slow work of making things last.</p></div></div><div class="blog-item-comments">'
        '<div class="squarespace-comments"><a class="comments-link" href="#comments">Comments '
        '(0)</a></div></div><section class="item-pagination item-pagination--prev-next" data-'
        f'collection-type="blog-basic-grid"><a href="{prev.url}" class="item-pagination-link '
        'item-pagination-link--prev"><div class="item-pagination-prev-next">Previous</div><h2 '
        f'class="item-pagination-title">{escape(prev.headline)}</h2></a><a href="{nxt.url}" '
        'class="item-pagination-link item-pagination-link--next"><div class="item-pagination-'
        f'prev-next">Next</div><h2 class="item-pagination-title">{escape(nxt.headline)}</h2></a>'
        '</section></div></div></article></div></div></div></section></article></main><footer '
        'class="sections" id="footer-sections"><section class="page-section"><div class="sqs-'
        'html-content"><p>Field &amp; Form Studio, 410 Alder St, Portland OR</p><p>'
        'hello@fieldandform.studio</p><p><a href="/privacy">Privacy</a> &middot; <a href="/terms'
        '">Terms</a></p></div></section></footer></div>')
    return page(f"{a.headline} — Field & Form Studio", og(a, "Field & Form Studio"), html)


_WIX = "wixui-rich-text__text"


def wix(a: Article) -> str:
    """Wix (Thunderbolt) page: the story in several div[data-testid=richTextElement]
    components, each a run of p.font_8 > span > span (headings h2.font_2, empty wixGuard lines
    between), deep inside comp-* mesh containers with wow-image components and a "Join our
    mailing list" strip between them; header, a "Recent Posts" strip and the footer around."""
    rng = _rng("wix", a)

    def comp() -> str:
        return "comp-l" + "".join(rng.choice("0123456789abcdefghijklmnopqrstuvwxyz")
                                   for _ in range(7))
    spacer = (f'<p class="font_8 {_WIX}"><span style="font-size:17px;" class="{_WIX}"><span '
              f'class="wixGuard {_WIX}">\u200b</span></span></p>')

    def block(b: Block) -> str:
        inner = (f'<span style="font-size:17px;" class="{_WIX}"><span style="color:#2F2E2E;" '
                 f'class="color_15 {_WIX}">{b.html}</span></span>')
        if b.tag in ("ul", "ol"):
            return b.markup(f' class="font_8 {_WIX}"')
        if b.tag.startswith("h"):
            return f'<{b.tag} class="font_2 {_WIX}">{inner}</{b.tag}>'
        if b.tag == "blockquote":
            return f'<blockquote class="font_8 {_WIX}">{inner}</blockquote>'
        return f'<p class="font_8 {_WIX}">{inner}</p>' + (spacer if rng.random() < 0.4 else "")

    def rich(content: str) -> str:
        c = comp()
        return (f'<div id="{c}" class="KcpHeO tz5f0K {c} wixui-rich-text" data-testid="rich'
                f'TextElement">{content}</div>')

    def mesh(content: str) -> str:
        c = comp()
        return (f'<section id="{c}" class="xuzjBY {c} wixui-section" tabindex="-1"><div id="'
                f'bgLayers_{c}" data-hook="bgLayers" data-motion-part="BG_LAYER" class="MW5IWV">'
                '<div data-testid="colorUnderlay" class="LWbAav Kv1aVt"></div></div><div data-'
                f'testid="columns" class="V5AUxf"><div id="{c}c" class="{c}c wixui-column-strip__'
                f'column"><div data-mesh-id="{c}cinlineContent" data-testid="inline-content" '
                f'class=""><div data-mesh-id="{c}cinlineContent-gridContainer" data-testid="mesh-'
                f'container-content">{content}</div></div></div></div></section>')

    def image(i: int) -> str:
        c = comp()
        return (f'<div id="{c}" class="MazNVa {c} wixui-image"><div data-testid="linkElement" '
                f'class="j7pOnl"><wow-image id="img_{c}" class="HlRz5e BI8PVQ" data-image-info='
                f'\'{{"containerId":"{c}","displayMode":"fill"}}\' data-bg-effect-name="" data-'
                f'has-ssr-src=""><img src="https://static.wixstatic.com/media/a1b2c3_{i}~mv2.jpg/'
                f'v1/fill/w_980,h_552,al_c,q_85/photo{i}.jpg" alt="" style="width:980px;height:'
                f'552px;object-fit:cover"></wow-image></div></div>')
    groups = [rich("".join(g)) for g in chunks(body_html(a, block), rng.choice([3, 4, 5]))]
    sections = [mesh(rich(f'<h1 class="font_0 {_WIX}"><span class="color_15 {_WIX}">'
                          f'{escape(a.headline)}</span></h1>') + rich(
        f'<p class="font_9 {_WIX}"><span class="color_14 {_WIX}">{escape(a.author)} &middot; '
        f'{a.published.strftime("%b")} {a.published.day}, {a.published.year} &middot; '
        f'{_minutes(a)} min read</span></p>') + image(0))]
    for k, g in enumerate(groups):
        sections.append(mesh(g + (image(k + 1) if k % 2 == 1 and k < len(groups) - 1 else "")))
    signup = mesh(rich(f'<h2 class="font_2 {_WIX}"><span class="{_WIX}">Join our mailing list'
                       f'</span></h2>') + rich(
        f'<p class="font_8 {_WIX}"><span class="{_WIX}">Never miss an update. New recipes, '
        f'workshop dates and the occasional story from the farm, straight to your inbox.</span>'
        '</p>') + '<form class="wixui-form"><input type="email" placeholder="Email*"><button '
        'class="wixui-button">Subscribe Now</button></form>')
    if len(sections) > 3:
        sections.insert(rng.randrange(2, len(sections)), signup)
    else:
        sections.append(signup)
    recent = mesh(rich(f'<h2 class="font_2 {_WIX}"><span class="{_WIX}">Recent Posts</span>'
                       '</h2>') + "".join(rich(
        f'<h3 class="font_5 {_WIX}"><span class="{_WIX}"><a href="{t.url}">'
        f'{escape(t.headline)}</a></span></h3><p class="font_8 {_WIX}"><span class="{_WIX}">'
        f'{escape(t.blurb)}</span></p>') for t in a.teasers[:3]))
    header = ('<header id="SITE_HEADER" class="xxeUNo SITE_HEADER wixui-header" tabindex="-1">'
              '<div class="Z4B6bR"><div id="comp-header-logo" class="wixui-rich-text" data-'
              'testid="richTextElement"><p class="font_6"><span><a href="/">Wildflower Kitchen'
              '</a></span></p></div><nav id="comp-menu" class="wixui-horizontal-menu" aria-label='
              '"Site"><ul class="hW7iZw">' + "".join(
                  f'<li class="wixui-horizontal-menu__item"><a href="/{_slug(i)}" class="CJF7A2">'
                  f'<p class="wixui-horizontal-menu__item-label">{i}</p></a></li>'
                  for i in ("Home", "Recipes", "Workshops", "Blog", "About", "Contact"))
              + '</ul></nav></div></header>')
    footer = ('<footer id="SITE_FOOTER" class="SITE_FOOTER wixui-footer">' + mesh(rich(
        f'<p class="font_8 {_WIX}"><span class="{_WIX}">&copy;{a.published.year} by '
        f'Wildflower Kitchen. Proudly created with Wix.com</span></p>') + rich(
        f'<p class="font_8 {_WIX}"><span class="{_WIX}">123 Orchard Lane, Hudson, NY 12534 '
        f'&middot; info@wildflowerkitchen.com &middot; Tel. 518-555-0134</span></p>'))
        + '</footer>')
    html = (
        '<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" '
        'class="Vd6aQZ ignore-focus SCROLL_TO_TOP" tabindex="-1" role="region" aria-label="top '
        'of page"><span class="mHZSwn">top of page</span></div><div id="BACKGROUND_GROUP">'
        f'</div><div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout">'
        f'{header}<main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-'
        'content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div id="c1dmp" class="'
        f'P0dCOY"><div class="PJ4KCX wixui-page" data-testid="page-bg"></div><div>'
        f'{"".join(sections)}{recent}</div></div></div></main>{footer}</div></div><div id="'
        'SCROLL_TO_BOTTOM" class="Vd6aQZ ignore-focus SCROLL_TO_BOTTOM" tabindex="-1" role="region'
        '" aria-label="bottom of page"><span class="mHZSwn">bottom of page</span></div></div>'
        '</div>')
    return page(f"{a.headline} | Wildflower Kitchen", og(a, "Wildflower Kitchen"), html)


def drupal(a: Article) -> str:
    """Drupal 10, Olivero theme: article.node--type-article whose node__content holds the
    field--name-field-image, the body in div.field--name-body (bare blocks), the tags field and
    the comment section; node__meta above it, the page title block, breadcrumb, main menu and a
    "Related content" views block after it."""
    rng = _rng("drupal", a)
    nid = rng.randrange(100, 9999)
    caption, photographer = _caption(rng)
    tags = rng.sample(["Community", "Events", "Research", "Policy", "Campus", "News"], 3)
    tag_html = "".join(f'<li class="field--tags__item"><a href="/taxonomy/term/{k + 1}" hreflang'
                       f'="en">{t}</a></li>' for k, t in enumerate(tags))
    related = "".join(
        f'<div class="views-row"><div class="views-field views-field-title"><span class="field-'
        f'content"><a href="{t.url}" hreflang="en">{escape(t.headline)}</a></span></div><div '
        f'class="views-field views-field-body"><div class="field-content">{escape(t.blurb)}'
        f'</div></div></div>' for t in a.teasers[:4])
    when = a.published.strftime("%a, %m/%d/%Y - %H:%M")
    html = (
        '<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main '
        'content</a><div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div '
        'id="page-wrapper" class="page-wrapper"><div id="page"><header id="header" class="site-'
        'header" data-drupal-selector="site-header" role="banner"><div class="site-header__fixable'
        '" data-drupal-selector="site-header-fixable"><div class="site-header__initial"><button '
        'class="sticky-header-toggle" data-drupal-selector="sticky-header-toggle" role="switch" '
        'aria-controls="site-header__inner" aria-label="Sticky header" aria-checked="false"><span '
        'class="sticky-header-toggle__icon"><span></span><span></span><span></span></span></'
        'button></div><div id="site-header__inner" class="site-header__inner" data-drupal-'
        'selector="site-header-inner"><div class="container site-header__inner__container"><div '
        'id="block-olivero-site-branding" class="site-branding block block-system block-system-'
        'branding-block"><div class="site-branding__inner"><div class="site-branding__text"><div '
        'class="site-branding__name"><a href="/" title="Home" rel="home">Riverside Community '
        'College</a></div></div></div></div><div class="header-nav-overlay" data-drupal-selector='
        '"header-nav-overlay"></div><div class="mobile-buttons" data-drupal-selector="mobile-'
        'buttons"><button class="mobile-nav-button" data-drupal-selector="mobile-nav-button" '
        'aria-label="Main Menu" aria-controls="header-nav" aria-expanded="false"><span class="'
        'mobile-nav-button__label">Menu</span><span class="mobile-nav-button__icon"></span>'
        '</button></div><div id="header-nav" class="header-nav" data-drupal-selector="header-nav'
        '"><nav id="block-olivero-main-menu" class="primary-nav block block-menu navigation menu'
        '--main" aria-labelledby="block-olivero-main-menu-menu" role="navigation"><h2 class="'
        'visually-hidden block__title" id="block-olivero-main-menu-menu">Main navigation</h2><ul '
        'class="menu primary-nav__menu primary-nav__menu--level-1">' + "".join(
            f'<li class="primary-nav__menu-item primary-nav__menu-item--link primary-nav__menu-'
            f'item--level-1"><a href="/{_slug(i)}" class="primary-nav__menu-link primary-nav__'
            f'menu-link--link primary-nav__menu-link--level-1"><span class="primary-nav__menu-'
            f'link-inner primary-nav__menu-link-inner--level-1">{i}</span></a></li>'
            for i in ("Home", "News", "Events", "Admissions", "Programs", "About"))
        + '</ul></nav><div class="search-block-form block block-search" role="search"><form '
        'action="/search/node" method="get"><input type="search" name="keys" placeholder="Search '
        'by keyword or phrase."><input type="submit" value="Search"></form></div></div></div>'
        '</div></div></header><div id="main-wrapper" class="layout-main-wrapper layout-container'
        '"><div id="main" class="layout-main"><div class="main-content"><a id="main-content" '
        'tabindex="-1"></a><div class="region region--highlighted grid-full layout--pass--content'
        '-medium"><div data-drupal-messages-fallback class="hidden messages-list"></div></div>'
        '<div class="region region--breadcrumb grid-full layout--pass--content-medium"><div id='
        '"block-olivero-breadcrumbs" class="block block-system block-system-breadcrumb-block">'
        '<nav class="breadcrumb" role="navigation" aria-labelledby="system-breadcrumb"><h2 id="'
        'system-breadcrumb" class="visually-hidden">Breadcrumb</h2><ol class="breadcrumb__list">'
        '<li class="breadcrumb__item"><a href="/" class="breadcrumb__link">Home</a></li><li class'
        '="breadcrumb__item"><a href="/news" class="breadcrumb__link">News</a></li></ol></nav>'
        '</div></div><div class="region region--content-above grid-full layout--pass--content-'
        'medium"><div id="block-olivero-page-title" class="block block-core block-page-title-'
        'block"><h1 class="title page-title"><span class="field field--name-title field--type-'
        f'string field--label-hidden">{escape(a.headline)}</span></h1></div></div><div class="'
        'region region--content grid-full layout--pass--content-medium" id="content"><div id="'
        'block-olivero-content" class="block block-system block-system-main-block"><div class="'
        f'block__content"><article data-history-node-id="{nid}" role="article" about="/node/'
        f'{nid}" class="node node--type-article node--promoted node--view-mode-full"><header '
        'class=""><div class="node__meta"><article class="profile"><div class="field field--name'
        '-user-picture field--type-image field--label-hidden field__item"><img loading="lazy" '
        'src="/sites/default/files/pictures/author.jpg" width="100" height="100" alt="Profile '
        'picture"></div></article><div><span><span class="field field--name-uid field--type-'
        f'entity-reference field--label-hidden"><span>{escape(a.author)}</span></span></span> '
        '<span class="node__meta-separator">|</span> <span class="field field--name-created '
        f'field--type-created field--label-hidden"><time datetime="{_iso(a.published, "Z")}" '
        f'class="datetime">{when}</time></span></div></div></header><div class="node__content">'
        '<div class="field field--name-field-image field--type-image field--label-hidden field__'
        f'item"><img loading="lazy" src="/sites/default/files/{a.published.year}-'
        f'{a.published.month:02d}/photo.jpg" width="1200" height="800" alt="{escape(caption)} '
        f'Photo: {photographer}"></div><div class="text-content clearfix field field--name-body '
        'field--type-text-with-summary field--label-hidden field__item">'
        f'{"".join(body_html(a))}</div><div class="field field--name-field-tags field--type-'
        'entity-reference field--label-above field--tags"><h3 class="field__label field--tags__'
        'label">Tags</h3><ul class="links field__items field--tags__items">'
        f'{tag_html}</ul></div><section data-drupal-selector="comments" class="comments"><h2 '
        'class="comments__title">Comments</h2><div class="comment-form__wrapper"><h2 class="'
        'add-comment__heading">Add new comment</h2><form class="comment-comment-form comment-'
        'form" data-drupal-selector="comment-form"><div class="js-form-item form-item"><label '
        'for="edit-comment-body" class="form-item__label js-form-required form-required">Comment'
        '</label><textarea id="edit-comment-body" class="form-textarea"></textarea></div><div '
        'class="form-item__description"><ul><li>Allowed HTML tags: &lt;a href hreflang&gt; &lt;'
        'em&gt; &lt;strong&gt; &lt;cite&gt; &lt;blockquote cite&gt; &lt;code&gt; &lt;ul type&gt;'
        '</li><li>Lines and paragraphs break automatically.</li><li>Web page addresses and email '
        'addresses turn into links automatically.</li></ul></div><input type="submit" value="'
        'Save" class="button button--primary"></form></div></section></div></article></div>'
        '</div><div class="views-element-container block block-views block-views-blockrelated-'
        'content-block-1" id="block-olivero-views-block-related-content-block-1"><h2 class="'
        'block__title">Related content</h2><div class="block__content"><div class="view view-'
        'related-content view-id-related_content view-display-id-block_1 js-view-dom-id-'
        f'{rng.getrandbits(64):016x}"><div class="view-content">{related}</div><div class="more-'
        'link"><a href="/news">More news</a></div></div></div></div></div></div></div></div><footer'
        ' class="site-footer"><div class="site-footer__inner container"><div class="region region'
        '--footer-top"><nav id="block-olivero-footer" class="block block-menu navigation menu--'
        f'footer" role="navigation"><ul class="menu">{footer_links()}</ul></nav></div><div class='
        '"region region--footer-bottom"><div id="block-olivero-powered" class="block block-'
        'system block-system-powered-by-block"><span>Powered by <a href="https://www.drupal.org">'
        'Drupal</a></span></div></div></div></footer></div></div></div>')
    return page(f"{a.headline} | Riverside Community College", og(a, "Riverside"), html)


def joomla(a: Article) -> str:
    """Joomla 4/5, Cassiopeia template: div.com-content-article.item-page (schema.org Article
    microdata) with the page-header, the dl.article-info (author, category, date, hits), the
    body in div[itemprop=articleBody], tags and the nav.pagenavigation Prev/Next; breadcrumbs,
    sidebar modules (latest, most read, login) and the footer around."""
    rng = _rng("joomla", a)
    hits = rng.randrange(150, 9000)
    cat = rng.choice(["News", "Club Life", "Announcements", "Reports"])
    prev, nxt = _teaser(a, 0), _teaser(a, 1)
    latest = "".join(f'<li itemscope itemtype="https://schema.org/Article"><a href="{t.url}" '
                     f'itemprop="url"><span itemprop="name">{escape(t.headline)}</span></a></li>'
                     for t in a.teasers[2:7])
    popular = "".join(f'<li><a href="{t.url}"><span>{escape(t.headline)}</span></a></li>'
                      for t in a.teasers[4:8])
    html = (
        '<header class="header container-header full-width"><div class="grid-child"><div class='
        '"navbar-brand"><a class="brand-logo" href="/"><span title="Harbourside Sailing Club">'
        'Harbourside Sailing Club</span></a><div class="site-description">Sailing since 1921'
        '</div></div></div><div class="grid-child container-nav"><ul class="mod-menu mod-list '
        'nav ">' + "".join(f'<li class="nav-item item-{101 + k}"><a href="/index.php/'
                           f'{_slug(i)}">{i}</a></li>' for k, i in enumerate((
                               "Home", "News", "Racing", "Training", "Membership", "Contact")))
        + '</ul><div class="container-search"><form class="mod-finder js-finder-searchform form-'
        'search" action="/index.php/component/finder/search" method="get" role="search"><label '
        'for="mod-finder-searchword" class="visually-hidden finder">Search</label><input type="'
        'text" name="q" id="mod-finder-searchword" class="js-finder-search-query form-control" '
        'placeholder="Search ..."></form></div></div></header><div class="site-grid"><div class='
        '"grid-child container-component"><nav class="mod-breadcrumbs__wrapper" aria-label="'
        'Breadcrumbs"><ol itemscope itemtype="https://schema.org/BreadcrumbList" class="mod-'
        'breadcrumbs breadcrumb px-3 py-2"><li class="mod-breadcrumbs__here float-start">You '
        'are here: &#160;</li><li class="mod-breadcrumbs__item breadcrumb-item" itemprop="item'
        'ListElement" itemscope itemtype="https://schema.org/ListItem"><a itemprop="item" href='
        '"/index.php" class="pathway"><span itemprop="name">Home</span></a><meta itemprop="'
        'position" content="1"></li><li class="mod-breadcrumbs__item breadcrumb-item" itemprop='
        '"itemListElement" itemscope itemtype="https://schema.org/ListItem"><a itemprop="item" '
        f'href="/index.php/{_slug(cat)}" class="pathway"><span itemprop="name">{cat}</span></a>'
        '<meta itemprop="position" content="2"></li><li class="mod-breadcrumbs__item breadcrumb-'
        'item active"><span itemprop="name">' + escape(a.headline) + '</span></li></ol></nav>'
        '<div id="system-message-container" aria-live="polite"></div><main><div class="com-'
        'content-article item-page" itemscope itemtype="https://schema.org/Article"><meta item'
        'prop="inLanguage" content="en-GB"><div class="page-header"><h1 itemprop="headline">'
        f'{escape(a.headline)}</h1></div><dl class="article-info text-muted"><dt class="article-'
        'info-term">Details</dt><dd class="createdby" itemprop="author" itemscope itemtype="'
        'https://schema.org/Person"><span class="icon-user icon-fw" aria-hidden="true"></span>'
        f'Written by: <span itemprop="name">{escape(a.author)}</span></dd><dd class="category-'
        'name"><span class="icon-folder-open icon-fw" aria-hidden="true"></span>Category: <a '
        f'href="/index.php/{_slug(cat)}" itemprop="genre">{cat}</a></dd><dd class="published">'
        '<span class="icon-calendar icon-fw" aria-hidden="true"></span><time datetime="'
        f'{_iso(a.published, "+00:00")}" itemprop="datePublished">Published: '
        f'{a.published.day} {a.published.strftime("%B %Y")}</time></dd><dd class="hits"><span '
        'class="icon-eye icon-fw" aria-hidden="true"></span><meta itemprop="interactionCount" '
        f'content="UserPageVisits:{hits}">Hits: {hits}</dd></dl><div itemprop="articleBody" '
        f'class="com-content-article__body">{"".join(body_html(a))}</div><ul class="tags list-'
        'inline"><li class="list-inline-item tag-2 tag-list0" itemprop="keywords"><a href="/'
        'index.php/component/tags/tag/club-news" class="btn btn-sm btn-info">Club news</a></li>'
        '<li class="list-inline-item tag-5 tag-list1" itemprop="keywords"><a href="/index.php/'
        'component/tags/tag/season-2024" class="btn btn-sm btn-info">Season 2024</a></li></ul>'
        '<nav class="pagenavigation" aria-label="Page Navigation"><span class="pagination ms-0">'
        f'<a class="btn btn-sm btn-secondary previous" href="{prev.url}" rel="prev"><span class='
        f'"visually-hidden">Previous article: {escape(prev.headline)}</span><span class="icon-'
        'chevron-left" aria-hidden="true"></span> <span aria-hidden="true">Prev</span></a><a '
        f'class="btn btn-sm btn-secondary next" href="{nxt.url}" rel="next"><span class="'
        f'visually-hidden">Next article: {escape(nxt.headline)}</span><span aria-hidden="true">'
        'Next</span> <span class="icon-chevron-right" aria-hidden="true"></span></a></span>'
        '</nav></div></main></div><div class="grid-child container-sidebar-right"><div class="'
        'sidebar-right card "><h3 class="card-header ">Latest Articles</h3><div class="card-'
        f'body"><ul class="mod-articleslatest latestnews mod-list">{latest}</ul></div></div><div '
        'class="sidebar-right card "><h3 class="card-header ">Most Read</h3><div class="card-'
        f'body"><ul class="mostread mod-list">{popular}</ul></div></div><div class="sidebar-right'
        ' card "><h3 class="card-header ">Members Login</h3><div class="card-body"><form id="'
        'login-form-16" class="mod-login" action="/index.php" method="post"><div class="mod-'
        'login__userdata userdata"><label for="modlgn-username-16">Username</label><input id="'
        'modlgn-username-16" type="text" name="username"><label for="modlgn-passwd-16">Password'
        '</label><input id="modlgn-passwd-16" type="password" name="password"><div class="mod-'
        'login__remember form-check"><input type="checkbox" name="remember" id="form-login-'
        'remember-16"><label for="form-login-remember-16">Remember Me</label></div><button type'
        '="submit" class="btn btn-primary w-100">Log in</button></div><ul class="mod-login__'
        'options list-unstyled"><li><a href="/index.php/component/users/reset">Forgot your '
        'password?</a></li><li><a href="/index.php/component/users/remind">Forgot your username?'
        '</a></li></ul></form></div></div></div></div><footer class="container-footer footer '
        f'full-width"><div class="grid-child"><div class="mod-footer"><div class="footer1">'
        f'Copyright &#169; {a.published.year} Harbourside Sailing Club. All Rights Reserved.'
        '</div><div class="footer2"><a href="https://www.joomla.org">Joomla!</a> is Free '
        'Software released under the <a href="https://www.gnu.org/licenses/gpl-2.0.html">GNU '
        'General Public License.</a></div></div></div></footer><a href="#top" id="back-top" '
        'class="back-to-top-link" aria-label="Back to Top"><span class="icon-arrow-up icon-fw" '
        'aria-hidden="true"></span></a>')
    return page(f"{a.headline}", '<meta name="generator" content="Joomla! - Open Source Content'
                ' Management">' + og(a, "Harbourside Sailing Club"), html, lang="en-gb")


def hugo(a: Article) -> str:
    """Hugo with the PaperMod theme: article.post-single, its post-header (breadcrumbs, title,
    description, post-meta), a details.toc box of the headings, div.post-content (headings with
    id and a hidden "#" anchor, code in div.highlight) and the post-footer of tags, paginav
    Prev/Next and share buttons; the header menu and footer around."""
    rng = _rng("hugo", a)
    seen: dict[str, int] = {}
    toc = []

    def block(b: Block) -> str:
        if b.tag.startswith("h"):
            ident = _slug(b.text)
            seen[ident] = seen.get(ident, 0) + 1
            ident += f"-{seen[ident] - 1}" if seen[ident] > 1 else ""
            toc.append(f'<li><a href="#{ident}" aria-label="{escape(b.text)}">{escape(b.text)}'
                       '</a></li>')
            return (f'<{b.tag} id="{ident}">{b.html}<a hidden class="anchor" aria-hidden="true" '
                    f'href="#{ident}">#</a></{b.tag}>')
        if b.tag == "pre":
            return (f'<div class="highlight"><pre tabindex="0" class="chroma"><code class='
                    f'"language-text" data-lang="text">{b.html}</code></pre></div>')
        return b.markup()
    content = "".join(body_html(a, block))
    toc_html = ('<div class="toc"><details open><summary accesskey="c" title="(Alt + C)"><span '
                'class="details">Table of Contents</span></summary><div class="inner"><ul>'
                + "".join(toc) + '</ul></div></details></div>') if toc else ""
    tags = rng.sample(["linux", "notes", "programming", "history", "tools", "self-hosting"], 3)
    prev, nxt = _teaser(a, 0), _teaser(a, 1)
    site = "notes.kaito.dev"
    html = (
        '<header class="header"><nav class="nav"><div class="logo"><a href="/" accesskey="h" '
        f'title="{site} (Alt + H)">{site}</a><div class="logo-switches"><button id="theme-'
        'toggle" accesskey="t" title="(Alt + T)" aria-label="Toggle theme"><svg id="moon" '
        'xmlns="http://www.w3.org/2000/svg" width="24" height="18" viewBox="0 0 24 24"><path d="'
        'M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z"></path></svg></button></div></div><ul '
        'id="menu">' + "".join(f'<li><a href="/{_slug(i)}/" title="{i}"><span>{i}</span></a>'
                               '</li>' for i in ("Archive", "Search", "Tags", "About"))
        + '</ul></nav></header><main class="main"><article class="post-single"><header class='
        '"post-header"><div class="breadcrumbs"><a href="/">Home</a>&nbsp;&raquo;&nbsp;<a href='
        f'"/posts/">Posts</a></div><h1 class="post-title entry-hint-parent">{escape(a.headline)}'
        f'</h1><div class="post-description">{escape(a.standfirst)}</div><div class="post-meta">'
        f'<span title="{a.published.strftime("%Y-%m-%d %H:%M:%S")} +0000 UTC">'
        f'{long_date(a.published)}</span>&nbsp;&middot;&nbsp;{_minutes(a)} min&nbsp;&middot;'
        f'&nbsp;{_words(a)} words&nbsp;&middot;&nbsp;{escape(a.author)}&nbsp;|&nbsp;<a href="'
        f'https://github.com/kaito/notes/tree/main/content/posts/{_slug(a.headline)}.md" rel='
        f'"noopener noreferrer" target="_blank">Suggest Changes</a></div></header>{toc_html}'
        f'<div class="post-content">{content}</div><footer class="post-footer"><ul class="post-'
        'tags">' + "".join(f'<li><a href="/tags/{t}/">{t}</a></li>' for t in tags)
        + f'</ul><nav class="paginav"><a class="prev" href="{prev.url}/"><span class="title">'
        f'&laquo; Prev</span><br><span>{escape(prev.headline)}</span></a><a class="next" href="'
        f'{nxt.url}/"><span class="title">Next &raquo;</span><br><span>{escape(nxt.headline)}'
        '</span></a></nav><ul class="share-buttons">' + "".join(
            f'<li><a target="_blank" rel="noopener noreferrer" aria-label="share on {s}" href="#">'
            f'<svg viewBox="0 0 512 512" height="30px" width="30px"><title>{s}</title></svg></a>'
            '</li>' for s in ("x", "linkedin", "reddit", "hacker news", "telegram"))
        + '</ul></footer></article></main><footer class="footer"><span>&copy; '
        f'{a.published.year} <a href="/">{site}</a></span> &middot; <span>Powered by <a href="'
        'https://gohugo.io/" rel="noopener noreferrer" target="_blank">Hugo</a> &amp; <a href="'
        'https://github.com/adityatelange/hugo-PaperMod/" rel="noopener" target="_blank">'
        'PaperMod</a></span></footer><a href="#top" aria-label="go to top" title="Go to Top (Alt'
        ' + G)" class="top-link" id="top-link" accesskey="g"><svg xmlns="http://www.w3.org/2000/'
        'svg" viewBox="0 0 12 6" fill="currentColor"><path d="M12 6H0l6-6z"></path></svg></a>')
    head = ('<meta name="generator" content="Hugo 0.125.4"><link rel="stylesheet" href="/assets/'
            'css/stylesheet.css">' + og(a, site))
    return page(f"{a.headline} | {site}", head, html)


def devto(a: Article) -> str:
    """DEV (Forem): the crayons 3-column layout, the reactions bar in the left sidebar,
    article.crayons-article (cover, author meta, reaction summary, title, tags) with the body in
    div#article-body.crayons-article__body (headings with anchors, code in div.highlight with its
    fullscreen panel), the comment section of nested comments with long texts, "Read next" and
    the author card in the right sidebar."""
    rng = _rng("devto", a)
    user = _slug(a.author).replace("-", "")
    art_id = rng.randrange(1_000_000, 1_900_000)

    def block(b: Block) -> str:
        if b.tag.startswith("h"):
            s = _slug(b.text)
            return (f'<{b.tag}><a name="{s}" href="#{s}"></a>{b.html}</{b.tag}>')
        if b.tag == "pre":
            return (f'<div class="highlight js-code-highlight"><pre class="highlight plaintext">'
                    f'<code>{b.html}</code></pre><div class="highlight__panel js-actions-panel">'
                    '<div class="highlight__panel-action js-fullscreen-code-action"><svg xmlns="'
                    'http://www.w3.org/2000/svg" width="20px" height="20px" viewBox="0 0 24 24" '
                    'class="highlight-action crayons-icon highlight-action--fullscreen-on"><title>'
                    'Enter fullscreen mode</title></svg><svg xmlns="http://www.w3.org/2000/svg" '
                    'width="20px" height="20px" viewBox="0 0 24 24" class="highlight-action '
                    'crayons-icon highlight-action--fullscreen-off"><title>Exit fullscreen mode'
                    '</title></svg></div></div></div>')
        return b.markup()
    counts = {k: rng.randrange(2, 240) for k in ("like", "unicorn", "exploding_head",
                                                  "raised_hands", "fire")}
    n_comments = rng.randrange(3, len(EN_COMMENTS) + 1)
    picked = rng.sample(EN_COMMENTS, n_comments)

    def comment(name: str, handle: str, text: str, depth: int, reply: str = "") -> str:
        cid = rng.getrandbits(20)
        when = a.published + timedelta(days=depth)
        inner = (
            f'<details class="comment single-comment-node {"root " if depth == 0 else ""}comment'
            f'--deep-{depth}" id="comment-node-{cid}" data-comment-id="{cid}" data-comment-author'
            f'-id="{rng.getrandbits(20)}" data-current-user-comment="false" open><summary><span '
            'class="inline-flex items-center"><span class="js-comment-username">'
            f'{escape(name)}</span></span></summary><div class="comment__inner"><a href="/'
            f'{handle}" class="shrink-0 crayons-avatar m:crayons-avatar--l mt-4 m:mt-3"><img '
            f'class="crayons-avatar__image" width="32" height="32" src="/avatars/{handle}.png" '
            f'alt="{handle} profile image" loading="lazy"></a><div class="inner-comment comment__'
            'details"><div class="comment__content crayons-card"><div class="comment__header">'
            f'<a href="/{handle}" class="crayons-link crayons-link--secondary flex items-center '
            f'fw-medium m:hidden"><span class="js-comment-username">{escape(name)}</span></a><span'
            f' class="color-base-30 px-2 m:pl-0" role="presentation">&bull;</span><a href="/'
            f'{handle}/comment/{cid:x}" class="comment-date crayons-link crayons-link--secondary '
            f'fs-s"><time datetime="{_iso(when, "Z")}" class="date-no-year">'
            f'{when.strftime("%b")} {when.day}</time></a></div><div class="'
            'comment__body text-styles text-styles--secondary body" data-tracking-name="comment_'
            f'body"><p>{escape(text)}</p></div></div><footer class="comment__footer"><button class='
            '"crayons-btn crayons-btn--ghost crayons-btn--icon-left crayons-btn--s mr-1 reaction-'
            'like inline-flex reaction-button" data-comment-id="" aria-label="Like comment" '
            f'aria-pressed="false"><span class="reactions-count">{rng.randrange(1, 30)}</span>'
            '<span class="reactions-label hidden m:inline-block">&nbsp;likes</span></button><a '
            'class="js actions crayons-btn crayons-btn--ghost crayons-btn--s crayons-btn--icon-'
            'left toggle-reply-form mr-1 inline-flex" href="#" data-comment-id="" rel="nofollow">'
            '<span class="hidden m:inline-block">Reply</span></a></footer></div></div>'
            f'{reply}</details>')
        return inner
    first = a.author.split()[0]
    comments = "".join(
        comment(name, handle, text, 0, comment(
            a.author, user, f"Thanks {name.split()[0]}! That is a fair point, and honestly the "
            "part I went back and forth on the most while writing this. I might do a follow-up "
            "that goes into it properly once I have better numbers.", 1) if k == 0 else "")
        for k, (name, handle, text) in enumerate(picked))
    read_next = "".join(
        f'<a href="{t.url}" class="crayons-link fw-bold flex items-center"><div class="crayons-'
        f'avatar crayons-avatar--l mr-2 shrink-0"><img src="/avatars/r{k}.png" class="crayons-'
        f'avatar__image" alt="" loading="lazy"></div><div><h4 class="fs-l fw-bold m-0">'
        f'{escape(t.headline)}</h4><p class="color-base-60 fs-s fw-normal m-0">'
        f'{escape(rng.choice(PHOTOGRAPHERS))} - {a.published.strftime("%b")} {k + 2}</p></div></a>'
        for k, t in enumerate(a.teasers[:4]))
    more_from = "".join(
        f'<div class="crayons-story crayons-story--compact"><a href="{t.url}" class="crayons-'
        f'link crayons-link--contentful"><span class="crayons-story__title">{escape(t.headline)}'
        '</span></a><div class="crayons-story__tags"><span class="crayons-tag"><span class="'
        'crayons-tag__prefix">#</span>webdev</span></div></div>' for t in a.teasers[4:7])
    tags = rng.sample(["webdev", "programming", "beginners", "career", "discuss", "tutorial",
                       "productivity", "opensource"], 4)
    reactions = "".join(
        f'<button id="reaction-butt-{k}" aria-label="{k.replace("_", " ").title()}" aria-pressed'
        f'="false" class="crayons-reaction crayons-reaction--{k}" data-category="{k}"><span '
        f'class="crayons-reaction__icon crayons-reaction__icon--inactive"><img src="/reactions/'
        f'{k}.svg" width="24" height="24" alt=""></span><span class="crayons-reaction__count" '
        f'id="reaction-number-{k}">{v}</span></button>' for k, v in counts.items())
    html = (
        '<header class="crayons-header print-hidden"><span id="route-change-target" tabindex="-1">'
        '</span><a href="#main-content" class="skip-content-link">Skip to content</a><div class="'
        'crayons-header__container"><a href="/" class="site-logo" aria-label="DEV Community '
        'Home"><img class="site-logo__img" src="/logo.png" alt="DEV Community"></a><div class="'
        'crayons-header--search js-search-form" id="header-search"><form accept-charset="UTF-8" '
        'method="get" action="/search" role="search"><input class="crayons-header--search-input '
        'crayons-textfield js-search-input" type="text" name="q" placeholder="Search..." '
        'autocomplete="off"><span class="crayons-header--search-brand-indicator">Powered by '
        'Algolia</span></form></div><div class="flex items-center h-100 ml-auto"><a href="/enter'
        '" class="c-link c-link--block mr-2 whitespace-nowrap ml-auto" data-no-instant>Log in'
        '</a><a href="/enter?state=new-user" data-tracking-id="ca_top_nav" data-tracking-source="'
        'top_navbar" class="c-cta c-cta--branded whitespace-nowrap mr-2">Create account</a></div>'
        '</div></header><div id="page-content" class="wrapper stories stories-show" data-current-'
        'page="stories-show"><div id="page-content-inner"><div class="crayons-layout crayons-'
        'layout--3-cols crayons-layout--article"><aside class="crayons-layout__sidebar-left" '
        'aria-label="Article actions"><div class="crayons-article-actions print-hidden"><div '
        f'class="crayons-article-actions__inner">{reactions}<button id="reaction-butt-comment" '
        'aria-label="Jump to Comments" aria-pressed="false" class="crayons-reaction crayons-'
        'reaction--comment"><span class="crayons-reaction__count" id="reaction-number-comment">'
        f'{n_comments + 1}</span></button><button id="reaction-butt-readinglist" aria-label="Add'
        ' to reading list" aria-pressed="false" class="crayons-reaction crayons-reaction--'
        f'readinglist"><span class="crayons-reaction__count" id="reaction-number-readinglist">'
        f'{rng.randrange(5, 400)}</span></button><div class="align-center m:relative"><button '
        'id="article-show-more-button" aria-controls="article-show-more-dropdown" aria-expanded'
        '="false" aria-haspopup="true" class="dropbtn crayons-btn crayons-btn--ghost-dimmed '
        'crayons-btn--icon-rounded" aria-label="Share post options"><svg width="24" height="24" '
        'xmlns="http://www.w3.org/2000/svg"><title>More...</title></svg></button></div></div>'
        '</div></aside><main id="main-content" class="crayons-layout__content grid gap-4"><div '
        f'class="article-wrapper"><article class="crayons-card crayons-article mb-4" id="article-'
        f'show-container" data-article-id="{art_id}" data-article-slug="{_slug(a.headline)}-'
        f'{art_id % 4096:x}" data-author-id="{rng.getrandbits(20)}"><header class="crayons-'
        'article__header" id="main-title"><div class="crayons-article__cover"><img src="/covers/'
        f'{art_id}.png" width="1000" height="420" style="background-color:#dddddd;" class="'
        f'crayons-article__cover__image" alt="Cover image for {escape(a.headline)}"></div><div '
        'class="crayons-article__header__meta"><div class="flex s:items-start flex-col s:flex-'
        'row"><div id="action-space" class="crayons-article__actions mb-4 s:mb-0 s:order-last">'
        '</div><div class="flex flex-1 mb-5 items-start"><div class="relative"><a href="/'
        f'{user}"><img class="radius-full align-middle" src="/avatars/{user}.png" width="40" '
        f'height="40" alt="{escape(a.author)}"></a></div><div class="pl-3 flex-1"><a href="/'
        f'{user}" class="crayons-link fw-bold">{escape(a.author)}</a><p class="fs-xs color-base-'
        f'60">Posted on <time datetime="{_iso(a.published, "Z")}" class="date-no-year">'
        f'{a.published.strftime("%b")} {a.published.day}</time></p></div></div></div><div id="'
        f'reaction-drawer-{art_id}" class="mb-4 -ml-2 multiple_reactions_aggregate"><span class'
        '="crayons-reaction__count">' + " ".join(str(v) for v in counts.values())
        + f' reactions</span></div><h1 class="fs-3xl m:fs-4xl l:fs-5xl fw-bold s:fw-heavy lh-'
        f'tight mb-2 long">{escape(a.headline)}</h1><div class="spec__tags flex flex-wrap">'
        + "".join(f'<a class="crayons-tag crayons-tag--monochrome " href="/t/{t}"><span class='
                  f'"crayons-tag__prefix">#</span>{t}</a>' for t in tags)
        + '</div></div></header><div class="crayons-article__main "><div class="crayons-article'
        f'__body text-styles spec__body" data-article-id="{art_id}" id="article-body">'
        f'{"".join(body_html(a, block))}</div></div><section id="comments" data-follow-button-'
        'container="true" data-updated-at="" class="text-padding mb-4 crayons-card comments-'
        'section"><header class="relative flex justify-between items-center mb-6"><div class="'
        f'flex items-center"><h2 class="crayons-subtitle-1">Top comments ({n_comments + 1})</h2>'
        '</div><div class="flex items-center"><button class="crayons-btn crayons-btn--outlined '
        'crayons-btn--s">Subscribe</button></div></header><div id="comment-subscription"></div>'
        '<form class="comment-form" id="new_comment"><span class="crayons-avatar crayons-avatar'
        '--l mr-2 shrink-0"><img src="/avatars/anon.png" class="crayons-avatar__image" alt=""></'
        'span><textarea placeholder="Add to the discussion" class="crayons-textfield comment-'
        'textarea" aria-label="Add a comment to the discussion"></textarea></form><div class="'
        f'comments" id="comment-trees-container">{comments}</div><div class="fs-s p-4 mt-4">'
        '<a href="/code-of-conduct">Code of Conduct</a> &bull; <a href="/report-abuse">Report '
        'abuse</a></div></section></article><div class="crayons-card crayons-card--secondary p-'
        f'4"><h2 class="crayons-subtitle-1 mb-4">Read next</h2>{read_next}</div></div></main>'
        '<aside class="crayons-layout__sidebar-right" aria-label="Right sidebar navigation"><div'
        ' class="crayons-article-sticky grid gap-4 pb-4"><div class="crayons-card crayons-card--'
        'secondary branded-7 p-4 pt-0 gap-4 grid"><div class="-mt-4"><a href="/' + user
        + '" class="flex"><span class="crayons-avatar crayons-avatar--xl mr-2 shrink-0"><img '
        f'src="/avatars/{user}.png" class="crayons-avatar__image" alt=""></span><span class="'
        f'crayons-link crayons-subtitle-2 mt-5">{escape(a.author)}</span></a></div><div class="'
        f'print-hidden"><button class="crayons-btn follow-action-button w-100">Follow</button>'
        f'</div><div class="color-base-70">{escape(first)} writes about the web, tools and the '
        'odd bit of history behind them. Usually found refactoring something that worked fine.'
        '</div><div class="user-metadata-details"><ul class="user-metadata-details-inner"><li>'
        '<div class="key">Location</div><div class="value">Lisbon, Portugal</div></li><li><div '
        'class="key">Work</div><div class="value">Senior engineer at a small studio</div></li>'
        '<li><div class="key">Joined</div><div class="value"><time datetime="2019-03-02T10:00:00'
        'Z" class="date">Mar 2, 2019</time></div></li></ul></div></div><div class="crayons-card '
        'crayons-card--secondary"><header class="crayons-card__header"><h3 class="crayons-'
        f'subtitle-2">More from <a href="/{user}">{escape(a.author)}</a></h3></header><div>'
        f'{more_from}</div></div></div></aside></div></div></div><footer id="footer" class="'
        'crayons-footer print-hidden"><div class="crayons-footer__container"><p class="fs-s '
        'crayons-footer__description"><a class="c-link c-link--branded fw-medium" href="/">DEV '
        'Community</a> &mdash; A constructive and inclusive social network for software '
        'developers. With you every step of your journey.</p><ul class="footer__nav-links flex '
        'justify-center flex-wrap fs-s p-0">' + _items(("Home", "DEV++", "Podcasts", "Videos",
                                                         "Tags", "DEV Help", "Forem Shop",
                                                         "Advertise on DEV", "DEV Challenges",
                                                         "DEV Showcase", "About", "Contact",
                                                         "Code of Conduct", "Privacy Policy",
                                                         "Terms of use"))
        + '</ul><div class="fs-s"><p>Built on <a href="https://www.forem.com">Forem</a> &mdash; '
        'the open source software that powers DEV and other inclusive communities.</p><p>Made '
        f'with love and Ruby on Rails. DEV Community &copy; 2016 - {a.published.year}.</p></div>'
        '</div></footer>')
    return page(f"{a.headline} - DEV Community", og(a, "DEV Community") + json_ld(a), html)


# ------------------------------------------------------------------ other languages, stacks

WX_P = ("margin-bottom: 0px;letter-spacing: 0.578px;line-height: 1.75em;text-align: justify;"
        "margin-left: 8px;margin-right: 8px;")
WX_SPAN = "font-size: 15px;color: rgb(62, 62, 62);font-family: mp-quote, -apple-system-font;"
WX_GAP = '<p style="margin-bottom: 0px;letter-spacing: 0.578px;"><br></p>'
WX_COMMENTS = (("小鱼儿", "写得太好了，收藏了，转给身边的朋友们看看。"),
               ("老张", "讲得很清楚，尤其是后半部分，期待下一篇更新。"),
               ("Lily", ("第三部分说得特别到位，我们公司去年也遇到过同样的问题，"
                         "当时要是早点看到就好了。")),
               ("阿杰", "学习了，感谢作者的分享！"),
               ("风清扬", "有没有原文链接？想看看英文版的细节。"))


def wechat(a: Article) -> str:
    """A WeChat Official Account article (mp.weixin.qq.com): div#js_content.rich_media_content
    (served hidden until its script runs) of <section>s, <p style=...><span style=...> runs,
    editor-tool title sections, quote and code-snippet blocks, images with grey captions, a
    "点击蓝字 关注我们" banner, "END", the editor credits and a "往期推荐" list; the title and
    account meta above, tags, the 阅读原文 toolbar, 留言 comments and the hidden dialogs of the
    page (预览时标签不可点 ...) below."""
    rng = _rng("wechat", a)
    account = rng.choice(["科技前沿观察", "数字生活周刊", "读书与思考", "全球视野"])

    def title(html: str) -> str:
        ident = rng.randrange(10 ** 5, 10 ** 6)
        return (f'<section data-role="title" data-tools="135编辑器" data-id="{ident}">'
                '<section style="margin: 20px auto 10px;display: flex;justify-'
                'content: center;"><section style="border-bottom: 2px solid rgb(255, 123, 0);'
                'padding: 0px 5px 4px;box-sizing: border-box;"><p style="text-align: center;">'
                '<strong><span style="font-size: 17px;color: rgb(255, 123, 0);letter-spacing: '
                f'1px;">{html}</span></strong></p></section></section></section>')

    def block(b: Block) -> str:
        if b.tag == "p":
            return (f'<p style="{WX_P}"><span style="{WX_SPAN}">{b.html}</span></p>'
                    + (WX_GAP if rng.random() < 0.6 else ""))
        if b.tag.startswith("h"):
            return title(b.html)
        if b.tag in ("ul", "ol"):
            return (f'<{b.tag} class="list-paddingleft-1" style="padding-left: 1.2em;list-style-'
                    f'type: {"disc" if b.tag == "ul" else "decimal"};">{b.html}</{b.tag}>')
        if b.tag == "blockquote":
            return ('<blockquote class="js_blockquote_wrap" data-type="2" data-url="" data-author'
                    f'-name="" data-content-utf8-length="{len(b.text)}" data-source-title="">'
                    '<section class="js_blockquote_digest"><section style="font-size: 14px;'
                    f'color: rgb(136, 136, 136);">{b.html}</section></section></blockquote>')
        lines = b.html.count("\n") + 1
        return ('<section class="code-snippet__fix code-snippet__js code-snippet__'
                'linenumber"><ul class="code-snippet__line-index code-snippet__js">'
                + "<li></li>" * lines + '</ul><pre class="code-snippet__js" data-lang="'
                f'bash"><code>{b.html}</code></pre></section>')

    def image(i: int) -> str:
        return ('<p style="text-align: center;"><img class="rich_pages wxw-img" data-ratio="'
                f'0.6667" data-s="300,640" data-src="https://mmbiz.qpic.cn/mmbiz_jpg/Xy{i}/640?wx'
                '_fmt=jpeg" data-type="jpeg" data-w="1080" style=""></p><p style="text-align: '
                'center;"><span style="font-size: 12px;color: rgb(136, 136, 136);">图片来源：'
                f'{rng.choice(["视觉中国", "网络", "受访者供图", "Unsplash"])}</span></p>')
    parts = body_html(a, block)
    body = _every(parts, rng.choice([3, 4, 5]), lambda i: image(i + 1), start=-1)
    past = "".join(
        f'<p style="{WX_P}"><a target="_blank" href="https://mp.weixin.qq.com/s?__biz=MzA5'
        f'&amp;mid={rng.randrange(10 ** 9)}" textvalue="{escape(t.headline)}" data-itemshowtype='
        f'"0" linktype="text" data-linktype="2">{escape(t.headline)}</a></p>'
        for t in a.teasers[:3])
    content = (
        '<section style="text-align: center;"><p style="text-align: center;"><span style="font-'
        'size: 12px;color: rgb(0, 122, 170);">点击蓝字 关注我们</span></p></section>' + WX_GAP
        + image(0) + f'<section style="margin: 0 8px;">{body}</section>' + WX_GAP
        + '<p style="text-align: center;"><span style="font-size: 14px;color: rgb(136, 136, 136)'
        ';">— END —</span></p><p style="text-align: left;"><span style="font-size: 12px;color: '
        f'rgb(136, 136, 136);">编辑 | {escape(a.author)}</span></p><p><span style="font-size: '
        '12px;color: rgb(136, 136, 136);">责编 | 王小明　审核 | 李华</span></p>' + WX_GAP
        + '<section style="background-color: rgb(245, 245, 245);padding: 10px;"><p><strong>'
        f'<span style="font-size: 15px;">往期推荐</span></strong></p>{past}</section>'
        '<p style="text-align: center;"><span style="font-size: 14px;">点个“在看”，你最好看'
        '</span></p><mp-common-profile class="js_uneditable custom_select_card mp_profile_iframe"'
        f' data-pluginname="mpprofile" data-id="MzA5{rng.randrange(10 ** 6)}" data-nickname="'
        f'{account}" data-alias="" data-signature="关注科技、商业与生活，每天一篇深度好文。" data-'
        'from="0"></mp-common-profile>')
    comments = "".join(
        f'<div class="discuss_item"><div class="user_info"><img class="avatar" src="/avatar{k}.'
        f'png" alt=""><strong class="nickname">{name}</strong></div><div class="discuss_'
        f'message"><span class="discuss_message_content">{text}</span></div><div class="'
        f'discuss_extra_info">{a.published.month}月{a.published.day}日 · 北京<span class="'
        f'discuss_opr"><span class="praise_num">{rng.randrange(1, 300)}</span></span></div>'
        + ('<div class="reply_result"><div class="nickname">作者</div><div class="discuss_'
           'message_content">谢谢支持！</div></div>' if k == 0 else "") + '</div>'
        for k, (name, text) in enumerate(rng.sample(WX_COMMENTS, 4)))
    stamp = a.published.strftime("%Y-%m-%d %H:%M")
    html = (
        '<div id="js_article" class="rich_media"><div id="js_top_ad_area" class="top_banner">'
        '</div><div class="rich_media_inner"><div id="page-content" class="rich_media_area_'
        'primary"><div class="rich_media_area_primary_inner"><div id="img-content" class="rich_'
        'media_wrp"><h1 class="rich_media_title " id="activity-name">' + escape(a.headline)
        + '</h1><div id="meta_content" class="rich_media_meta_list"><span id="copyright_logo" '
        'class="wx_tap_link js_wx_tap_highlight rich_media_meta icon_appmsg_tag appmsg_title_tag'
        ' weui-wa-hotarea">原创</span><span class="rich_media_meta rich_media_meta_text">'
        f'{escape(a.author)}</span><span class="rich_media_meta rich_media_meta_nickname" id="'
        'profileBt"><a href="javascript:void(0);" class="wx_tap_link js_wx_tap_highlight weui-'
        f'wa-hotarea" id="js_name">{account}</a></span><em id="publish_time" class="rich_media_'
        f'meta rich_media_meta_text">{stamp}</em><em id="js_ip_wording_wrp" class="rich_media_'
        'meta rich_media_meta_text" style="display: inline-block;"><span id="js_ip_wording">北京'
        '</span></em></div><div class="rich_media_content js_underline_content autoTypeSetting24'
        f'psection" id="js_content" style="visibility: hidden;">{content}</div><div class="ct_'
        'mpda_wrp" id="js_sponsor_ad_area" style="display: none;"></div><div id="js_tags" class='
        '"article-tag__list"><span class="article-tag__list-title">收录于合集</span><a class="'
        f'article-tag__item">#深度阅读 {rng.randrange(10, 200)}个</a><a class="article-tag__item">'
        '#科技 58个</a></div><div id="js_tags_preview_toast" class="article-tag__error-tips" '
        'style="display: none;">预览时标签不可点</div></div><div class="rich_media_tool" id="js_'
        'toobar3"><a id="js_view_source" class="media_tool_meta meta_primary" href="https://'
        'example.com/source">阅读原文</a><div class="media_tool_meta tips_global_primary meta_'
        f'primary">阅读 <span id="readNum3">{rng.choice(["10万+", "3.2万", "8561", "1.1万"])}'
        '</span></div><span class="media_tool_meta meta_extra" id="like3">赞 <span id="likeNum3">'
        f'{rng.randrange(10, 900)}</span></span><span class="media_tool_meta">在看</span><span '
        'class="media_tool_meta">分享</span></div></div><div class="rich_media_area_extra"><div '
        'class="rich_media_area_extra_inner"><div id="js_cmt_area" class="discuss_container">'
        '<div class="discuss_container_title">留言<a class="discuss_write_btn" href="#">写留言'
        f'</a></div><div class="discuss_list">{comments}</div><p class="discuss_more">以上留言由'
        '公众号筛选后显示</p></div></div></div></div></div><div id="js_pc_qr_code" class="qr_code'
        '_pc_outer"><div class="qr_code_pc"><img id="js_pc_qr_code_img" class="qr_code_pc_img" '
        f'src="/qr.png" alt=""><p>微信扫一扫<br>关注该公众号</p></div></div><div class="weui-'
        'dialog__wrp" style="display: none;"><div class="weui-dialog"><div class="weui-dialog__'
        'bd">继续滑动看下一个</div><div class="weui-dialog__bd">轻触阅读原文</div><div class="'
        f'weui-dialog__hd">{account}</div><div class="weui-dialog__bd">向上滑动看下一个</div>'
        '<div class="weui-dialog__ft"><a class="weui-dialog__btn">知道了</a></div></div></div>'
        '<div id="js_minipro_dialog" style="display: none;"><p>微信扫一扫<br>使用小程序</p><a '
        'class="weui-dialog__btn">取消</a><a class="weui-dialog__btn">允许</a></div><div id="js_'
        'a11y_area" class="weui-a11y_ref" style="display: none;"><span>视频</span><span>小程序'
        '</span><span>赞</span><span>，轻点两下取消赞</span><span>在看</span><span>，轻点两下取消'
        '在看</span><span>分享</span><span>留言</span><span>收藏</span><span>听过</span></div>'
        '</div>')
    head = ('<meta name="viewport" content="width=device-width,initial-scale=1.0,maximum-scale='
            '1.0,user-scalable=0,viewport-fit=cover"><meta property="og:title" content="'
            f'{escape(a.headline)}"><meta property="og:type" content="article"><meta name="author"'
            f' content="{escape(a.author)}">')
    return page(a.headline, head, html, lang="zh-CN")


NAVER_COMMENTS = (("happ****", "좋은 기사 감사합니다. 앞으로도 이런 심층 기사 부탁드립니다."),
                  ("kimj****", "내용이 잘 정리되어 있어서 이해하기 쉬웠어요."),
                  ("blue****", "이 문제는 좀 더 지켜봐야 할 것 같네요. 후속 보도 기다리겠습니다."),
                  ("sky7****", ("기사 잘 읽었습니다. 다른 시각의 의견도 함께 "
                                "소개해 주시면 좋겠네요.")),
                  ("moon****", "결국 중요한 건 실제로 어떻게 적용되느냐겠죠."))


def naver_news(a: Article) -> str:
    """Naver News (n.news.naver.com): article#dic_area where the paragraphs are runs of text
    separated by <br><br> (headings in <strong>, list items and listing lines ending in <br>),
    with the summary box, photos (span.end_photo_org, em.img_desc) and the press dateline inside
    it and the reporter's e-mail closing it; the media_end_head (press logo, title, journalist,
    입력/수정 stamps, 기사원문) above, the byline box, copyright, reactions, journalist card,
    comments and the "많이 본 뉴스" ranking below."""
    rng = _rng("naver-news", a)
    press = rng.choice(["연합뉴스", "한국일보", "서울신문", "매일경제"])
    mail = _slug(a.author).replace("-", "") + "@example.co.kr"

    def block(b: Block) -> str:
        if b.tag.startswith("h"):
            return f"<strong>{b.html}</strong>"
        if b.tag in ("ul", "ol", "pre"):
            return _lines(b.html).removesuffix("<br>\n")
        if b.tag == "blockquote":
            return f'<div style="border-left:3px solid #ccc;padding-left:10px">{b.html}</div>'
        return b.html

    def photo(i: int) -> str:
        caption, _ = _caption(rng)
        return (f'<span class="end_photo_org"><div class="nbd_im_w _LAZY_LOADING_WRAP "><div '
                f'class="nbd_a _LAZY_LOADING_ERROR_HIDE" id="img_a{i}"><img id="img{i}" data-src'
                f'="https://imgnews.pstatic.net/image/001/2024/05/14/PYH{i}.jpg?type=w860" width='
                f'"500" height="333" alt="" class="_LAZY_LOADING _LAZY_LOADING_INIT_HIDE"></div>'
                f'</div><em class="img_desc">{escape(caption)} [{press} 자료사진]</em></span>')
    parts = body_html(a, block)
    joined = ""
    for k, part in enumerate(parts):
        if k:
            joined += "<br><br>"
            if k % rng.choice([3, 4, 5]) == 0 and k < len(parts) - 1:
                joined += photo(k)
        joined += part
    ampm = "오전" if a.published.hour < 12 else "오후"
    stamp = (a.published.strftime("%Y.%m.%d. ") + f"{ampm} {a.published.hour % 12 or 12}:"
             f"{a.published.minute:02d}")
    area = (f'<strong class="media_end_summary">{escape(a.standfirst)}</strong>{photo(0)}'
            f'({rng.choice(["서울", "세종", "부산"])}={press}) {escape(a.author)} 기자 = {joined}'
            f'<br><br>{mail}<br>')
    rank = "".join(
        f'<li class="as_thumb"><a href="{t.url}" class="_es_pc_link"><span class="list_ranking_'
        f'num">{k}</span><div class="list_content"><strong class="list_title">'
        f'{escape(t.headline)}</strong><span class="list_time">{k}시간전</span></div><div class="'
        f'list_img"><img src="/rank{k}.jpg" alt="" width="70" height="70"></div></a></li>'
        for k, t in enumerate(a.teasers[:5], 1))
    popular = "".join(f'<li><a href="{t.url}"><span class="rankingnews_num">{k}</span>'
                      f'{escape(t.headline)}</a></li>' for k, t in enumerate(a.teasers[3:8], 1))
    comments = "".join(
        f'<li class="u_cbox_comment"><div class="u_cbox_comment_box"><div class="u_cbox_area">'
        f'<div class="u_cbox_info"><span class="u_cbox_nick">{nick}</span></div><div class="u_'
        f'cbox_text_wrap"><span class="u_cbox_contents">{text}</span></div><div class="u_cbox_'
        f'info_base"><span class="u_cbox_date">{a.published.strftime("%Y.%m.%d.")} '
        f'{rng.randrange(10, 23)}:{rng.randrange(10, 59)}</span></div><div class="u_cbox_tool">'
        f'<a class="u_cbox_btn_reply">답글<span class="u_cbox_reply_cnt">{rng.randrange(0, 9)}'
        f'</span></a><em class="u_cbox_cnt_recomm">{rng.randrange(3, 500)}</em><em class="u_cbox'
        f'_cnt_unrecomm">{rng.randrange(0, 40)}</em></div></div></div></li>'
        for nick, text in rng.sample(NAVER_COMMENTS, 3))
    reactions = "".join(f'<li class="u_likeit_list {c}"><a href="#"><span class="u_likeit_list_'
                        f'name">{n}</span><span class="u_likeit_list_count">{rng.randrange(0, 90)}'
                        '</span></a></li>' for c, n in (
                            ("good", "좋아요"), ("warm", "훈훈해요"), ("sad", "슬퍼요"),
                            ("angry", "화나요"), ("want", "후속기사 원해요")))
    html = (
        '<div id="wrap"><header class="Nlnb"><div class="Nlnb_inner"><a href="https://www.naver.'
        'com" class="Nlnb_logo">NAVER</a><a href="/" class="Nlnb_service">뉴스</a><ul class="'
        'Nlnb_menu">' + _items(("언론사별", "정치", "경제", "사회", "생활/문화", "IT/과학",
                                 "세계", "랭킹", "신문보기", "오피니언", "TV", "팩트체크"))
        + '</ul><a class="Nlnb_login" href="#">로그인</a></div></header><div id="ct_wrap" class="'
        'ct_wrap"><div class="ct_scroll_wrapper"><div class="newsct_wrapper _GRID_TEMPLATE_'
        'COLUMN _STICKY_CONTENT"><div id="ct" class="newsct" role="main"><div class="media_end_'
        'head go_trans"><div class="media_end_head_top"><a href="#" class="media_end_head_top_'
        f'logo"><img class="media_end_head_top_logo_img light_type" alt="{press}" src="/press.png'
        '"></a><div class="media_end_head_top_channel_layer"><a class="media_end_head_top_'
        'channel_layer_btn">구독</a><p class="media_end_head_top_channel_layer_text">'
        f'{press} 구독하고 메인에서 바로 보세요!</p></div></div><div class="media_end_head_title">'
        f'<h2 id="title_area" class="media_end_head_headline"><span>{escape(a.headline)}</span>'
        '</h2></div><div class="media_end_head_info nv_notrans"><div class="media_end_head_'
        'journalist"><a href="#" class="media_end_head_journalist_box"><em class="media_end_'
        f'head_journalist_name">{escape(a.author)} 기자</em></a></div><div class="media_end_head'
        '_info_datestamp"><div class="media_end_head_info_datestamp_bunch"><span class="media_'
        'end_head_info_datestamp_term">입력</span><span class="media_end_head_info_datestamp_'
        f'time _ARTICLE_DATE_TIME" data-date-time="{a.published.strftime("%Y-%m-%d %H:%M:%S")}"'
        f'>{stamp}</span></div><div class="media_end_head_info_datestamp_bunch"><span class="'
        'media_end_head_info_datestamp_term">수정</span><span class="media_end_head_info_'
        f'datestamp_time _ARTICLE_MODIFY_DATE_TIME">{stamp}</span></div><a href="#" class="'
        'media_end_head_origin_link" target="_blank">기사원문</a></div><div class="media_end_head'
        '_info_variety"><div class="media_end_head_info_variety_left"><a class="u_likeit_text">'
        '추천</a><a class="media_end_head_cmtcount_button">댓글<span class="u_cbox_count">'
        f'{rng.randrange(3, 400)}</span></a></div><div class="media_end_head_info_variety_right">'
        '<a class="media_end_head_tts_btn">본문 듣기</a><span class="blind">텍스트 음성 변환 서비스'
        ' 사용하기</span><a class="media_end_head_fontsize_btn">글자 크기 변경하기</a><a class="'
        'media_end_head_share_btn">공유하기</a></div></div></div></div><div id="contents" class="'
        'newsct_body"><div id="newsct_article" class="newsct_article _article_body"><article '
        'id="dic_area" class="go_trans _article_content" style="-webkit-tap-highlight-color: '
        f'rgba(0,0,0,0)">{area}</article></div><div class="byline"><p class="byline_p"><span '
        f'class="byline_s">{escape(a.author)} 기자 ({mail})</span></p></div><div class="copyright'
        f'"><div class="c_text"><p>Copyright &#9413; {press}. All rights reserved. 무단 '
        '전재-재배포,'
        ' AI 학습 및 활용 금지.</p></div></div><div class="categorize"><a class="media_end_'
        'categorize_item">IT/과학</a><div class="guide_categorization"><p>기사 섹션 분류 안내</p>'
        '<p>기사의 섹션 정보는 해당 언론사의 분류를 따르고 있습니다. 언론사는 개별 기사를 2개 '
        '이상 섹션으로 중복 분류할 수 있습니다.</p><a class="guide_categorization_close">닫기</a>'
        '</div></div><div class="media_end_linked_title"><p>이 기사를 추천합니다</p><ul class="u_'
        f'likeit_layer">{reactions}</ul></div><div class="media_journalistcard"><div class="'
        'media_journalistcard_summary"><a class="media_journalistcard_summary_name"><em>'
        f'{escape(a.author)} 기자</em></a><span class="media_journalistcard_summary_press">'
        f'{press}</span><a class="media_journalistcard_summary_btn">구독</a><div class="media_'
        f'journalistcard_summary_info">구독자 {rng.randrange(100, 9000):,} 응원수 '
        f'{rng.randrange(10, 900):,}</div><a class="media_journalistcard_profile">기자 프로필</a>'
        '</div></div><div id="cbox_module" class="u_cbox"><div class="u_cbox_head"><h5 class="u'
        '_cbox_title">댓글</h5><span class="u_cbox_count">3</span></div><div class="u_cbox_sort'
        '"><span class="u_cbox_sort_label">댓글 정렬 옵션 선택</span><a class="u_cbox_select">'
        '순공감순</a><a class="u_cbox_select">최신순</a><a class="u_cbox_select">공감비율순</a>'
        '</div><div class="u_cbox_write_wrap"><div class="u_cbox_write_box"><span class="u_cbox'
        '_write_area">댓글을 작성하려면 로그인 해주세요</span></div></div><ul class="u_cbox_list">'
        f'{comments}</ul><a class="u_cbox_btn_view_comment">댓글 더보기</a></div></div></div><div'
        ' class="newsct_aside"><div class="press_ranking_home"><div class="press_ranking_tit">'
        f'<h3>{press} 랭킹 뉴스</h3><span class="press_ranking_time">오후 10시~11시까지 집계한 '
        f'결과입니다.</span></div><ul class="press_ranking_list">{rank}</ul><a class="press_'
        'ranking_more">더보기</a></div><div class="rankingnews_box"><h4>많이 본 뉴스</h4><ul '
        f'class="rankingnews_list">{popular}</ul></div></div></div></div></div><footer class="'
        'footer"><ul>' + _items(("서비스안내", "기사배열 책임자", "청소년 보호 책임자",
                                 "뉴스 고객센터", "이용약관", "개인정보처리방침"))
        + '</ul><p>각 기사의 저작권은 해당 언론사에 있습니다.</p><p>&copy; NAVER Corp.</p></footer>'
        '</div>')
    head = (f'<meta property="og:title" content="{escape(a.headline)}"><meta property="og:'
            f'article:author" content="{press} | 네이버">')
    return page(f"{a.headline} : 네이버 뉴스", head, html, lang="ko")


AMP_BOILERPLATE = (
    "<style amp-boilerplate>body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;"
    "-moz-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s "
    "steps(1,end) 0s 1 normal both}@-webkit-keyframes -amp-start{from{visibility:hidden}to"
    "{visibility:visible}}@keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}"
    "</style><noscript><style amp-boilerplate>body{-webkit-animation:none;-moz-animation:none;"
    "animation:none}</style></noscript>")


def amp_news(a: Article) -> str:
    """A news site's AMP page: <html amp> with the AMP runtime scripts and boilerplate, an
    amp-sidebar menu, the article header, the lead amp-img figure, amp-social-share buttons,
    div.amp-article-body of <p>s with amp-ad slots (placeholder and fallback) between them and
    an amp-img photo, then "More stories", amp-analytics and the footer."""
    rng = _rng("amp-news", a)
    site = rng.choice(["The Herald", "Daily Courier", "Evening Standard-Times"])
    caption, photographer = _caption(rng)

    def ad(i: int) -> str:
        return (f'<div class="amp-ad-wrapper"><span class="amp-ad-label">Advertisement</span>'
                f'<amp-ad width="300" height="250" type="doubleclick" data-slot="/1234/news/'
                f'amp_mid{i + 1}" layout="fixed" data-multi-size="320x50,300x100" data-multi-'
                'size-validation="false"><div placeholder>Loading ad&hellip;</div><div fallback>'
                'Ad failed to load</div></amp-ad></div>')

    def photo(i: int) -> str:
        cap, who = _caption(rng)
        return (f'<figure class="amp-inline-figure"><amp-img src="/img/inline{i}.jpg" width="'
                f'800" height="533" layout="responsive" alt=""></amp-img><figcaption>'
                f'{escape(cap)} <span class="credit">{who}</span></figcaption></figure>')
    parts = body_html(a)
    inserts = {k: ad(i) for i, k in enumerate(range(2, len(parts), 3))}
    if len(parts) > 5:
        inserts[4] = inserts.get(4, "") + photo(1)
    body = _after(parts, inserts)
    related = "".join(
        f'<li class="amp-related__item"><a href="{t.url}/amp"><amp-img src="/thumb{k}.jpg" '
        f'width="120" height="80" layout="fixed" alt=""></amp-img><h3>{escape(t.headline)}</h3>'
        f'</a><p>{escape(t.blurb)}</p></li>' for k, t in enumerate(a.teasers[:5]))
    share = "".join(f'<amp-social-share type="{s}" width="40" height="40"></amp-social-share>'
                    for s in ("facebook", "twitter", "linkedin", "email"))
    scripts = "".join(
        f'<script async custom-element="{c}" src="https://cdn.ampproject.org/v0/{c}-0.1.js">'
        '</script>' for c in ("amp-ad", "amp-sidebar", "amp-social-share", "amp-analytics"))
    analytics = json.dumps({"vars": {"gtag_id": "G-XXXX1234", "config": {"G-XXXX1234": {
        "groups": "default"}}}, "triggers": {"trackPageview": {"on": "visible",
                                                                "request": "pageview"}}})
    head = (
        '<meta charset="utf-8"><script async src="https://cdn.ampproject.org/v0.js"></script>'
        f'{scripts}<title>{escape(a.headline)} | {site}</title><link rel="canonical" href="'
        f'{a.url}"><meta name="viewport" content="width=device-width,minimum-scale=1,initial-'
        'scale=1">' + og(a, site) + json_ld(a) + '<style amp-custom>body{font-family:Georgia,'
        'serif}.amp-header{display:flex;align-items:center}.amp-ad-wrapper{text-align:center;'
        'margin:24px 0}.amp-ad-label{font:11px sans-serif;color:#888;display:block}</style>'
        + AMP_BOILERPLATE)
    body_ = (
        '<amp-sidebar id="sidebar" layout="nodisplay" side="left"><button on="tap:sidebar.close'
        f'" class="amp-close" aria-label="Close menu">&#10005;</button><nav><ul>{menu()}</ul>'
        '<ul class="amp-sidebar-secondary">' + _items(("Newsletters", "Obituaries", "Puzzles",
                                                        "e-Edition", "Subscribe"))
        + '</ul></nav></amp-sidebar><header class="amp-header"><button on="tap:sidebar.toggle" '
        'class="amp-hamburger" aria-label="Menu">&#9776;</button><a href="/"><amp-img src="/'
        f'logo.png" width="160" height="32" layout="fixed" alt="{site}"></amp-img></a><a class="'
        'amp-subscribe" href="/subscribe">Subscribe</a></header><main id="content" role="main">'
        '<article class="amp-article"><header class="amp-article-header"><span class="amp-'
        f'kicker">Local News</span><h1 class="amp-title">{escape(a.headline)}</h1><p class="amp-'
        f'standfirst">{escape(a.standfirst)}</p><div class="amp-byline">By <a href="/staff/'
        f'{_slug(a.author)}">{escape(a.author)}</a> <time datetime="{_iso(a.published)}">'
        f'{long_date(a.published)}, {_hm(a.published)}</time></div></header><figure class="amp-'
        'lead"><amp-img src="/img/lead.jpg" width="1200" height="675" layout="responsive" alt="'
        f'"></amp-img><figcaption>{escape(caption)} <span class="credit">{photographer} / '
        f'{site}</span></figcaption></figure><div class="amp-share">{share}</div><div class="'
        f'amp-article-body">{body}</div><div class="amp-article-footer"><p class="amp-tags">'
        'Topics: <a href="/topic/city-hall">City Hall</a>, <a href="/topic/transport">Transport'
        f'</a></p><a class="amp-canonical-link" href="{a.url}">View full site</a></div></article>'
        f'<section class="amp-related"><h2>More stories</h2><ul>{related}</ul></section></main>'
        '<amp-analytics type="gtag" data-credentials="include"><script type="application/json">'
        f'{analytics}</script></amp-analytics><footer class="amp-footer"><ul>{footer_links()}'
        f'</ul><p>&copy; {a.published.year} {site}. All rights reserved.</p></footer>')
    return (f'<!DOCTYPE html><html amp lang="en"><head>{head}</head><body>{body_}</body>'
            '</html>')


def _module(component: str, local: str) -> str:
    """A CSS-modules class name as Next.js builds it: Component_local__hash5."""
    digest = urlsafe_b64encode(hashlib.sha1(f"{component}.{local}".encode()).digest())
    return f"{component}_{local}__{digest[:5].decode()}"


def nextjs_modules(a: Article) -> str:
    """A news site built with Next.js and CSS modules: div#__next, every element classed
    Component_local__hash (ArticleBody_body__x8Ks2 > p.Paragraph_text__3nPq1, Heading_...,
    List_...), an AdSlot and an InlineNewsletter box between paragraphs, the next/image lead
    figure, a RelatedCard_card__ teaser grid below and the page's data in __NEXT_DATA__."""
    rng = _rng("nextjs-modules", a)
    m = _module
    caption, photographer = _caption(rng)

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(' class="Paragraph_text__3nPq1"')
        if b.tag.startswith("h"):
            return b.markup(f' class="{m("Heading", b.tag)}"')
        if b.tag in ("ul", "ol"):
            return b.markup(f' class="{m("List", b.tag)}"')
        if b.tag == "blockquote":
            return b.markup(f' class="{m("PullQuote", "quote")}"')
        return f'<div class="{m("CodeBlock", "wrapper")}">{b.markup()}</div>'

    def ad(i: int) -> str:
        return (f'<div class="{m("AdSlot", "wrapper")}"><div class="{m("AdSlot", "label")}">'
                f'Advertisement</div><div id="div-gpt-ad-article-{i + 1}" class="'
                f'{m("AdSlot", "slot")}" style="min-height:250px"></div></div>')
    newsletter = (
        f'<aside class="{m("InlineNewsletter", "box")}"><p class="'
        f'{m("InlineNewsletter", "eyebrow")}">Newsletter</p><h3 class="'
        f'{m("InlineNewsletter", "title")}">The Morning Wire</h3><p '
        f'class="{m("InlineNewsletter", "text")}">The five stories you need before your first '
        'coffee, picked by our editors and delivered at 6am.</p><form class="'
        f'{m("InlineNewsletter", "form")}"><input type="email" placeholder="you@example.com"><'
        f'button class="{m("Button", "primary")}">Sign up</button></form></aside>')
    parts = body_html(a, block)
    inserts = {k: ad(i) for i, k in enumerate(range(3, len(parts), 5))}
    inserts[rng.choice([2, 4, 6]) if len(parts) > 6 else 2] = newsletter
    body = _after(parts, inserts)
    cards = "".join(
        f'<article class="RelatedCard_card__7bQe2"><a class="{m("RelatedCard", "link")}" href="'
        f'{t.url}"><div class="{m("RelatedCard", "image")}"><img alt="" loading="lazy" decoding'
        f'="async" data-nimg="fill" src="/_next/image?url=%2Fimg%2Frel{k}.jpg&amp;w=640&amp;q='
        f'75" style="position:absolute;height:100%;width:100%;inset:0;object-fit:cover"></div>'
        f'<span class="{m("RelatedCard", "kicker")}">{rng.choice(["Politics", "Tech", "World"])}'
        f'</span><h3 class="{m("RelatedCard", "headline")}">{escape(t.headline)}</h3><p class="'
        f'{m("RelatedCard", "blurb")}">{escape(t.blurb)}</p></a></article>'
        for k, t in enumerate(a.teasers[:6]))
    nav = "".join(f'<li class="{m("Nav", "item")}"><a class="{m("Nav", "link")}" href="/'
                  f'{_slug(i)}">{i}</a></li>' for i in ("World", "Politics", "Business", "Tech",
                                                       "Climate", "Culture", "Opinion"))
    data = {"props": {"pageProps": {"article": {
        "id": rng.getrandbits(32), "slug": _slug(a.headline), "headline": a.headline,
        "dek": a.standfirst, "author": {"name": a.author}, "publishedAt": _iso(a.published,
                                                                                "Z"),
        "body": [{"type": b.tag, "text": b.text} for b in a.blocks]}}, "__N_SSG": True},
        "page": "/[section]/[slug]", "query": {"section": "news", "slug": _slug(a.headline)},
        "buildId": "k2Jd8sQx0pLmN4vR7tY1w", "isFallback": False, "gsp": True,
        "scriptLoader": []}
    next_data = json.dumps(data, ensure_ascii=False).replace("</", "<\\/")
    html = (
        f'<div id="__next"><div class="{m("Layout", "wrapper")}"><header class="'
        f'{m("Header", "header")}"><div class="{m("Header", "inner")}"><a class="'
        f'{m("Header", "logo")}" href="/">The Wire</a><nav class="{m("Nav", "nav")}"><ul class="'
        f'{m("Nav", "list")}">{nav}</ul></nav><a class="{m("Button", "primary")}" href="/'
        f'subscribe">Subscribe</a></div></header><main class="{m("Layout", "main")}"><article '
        f'class="{m("Article", "article")}"><div class="{m("ArticleHeader", "header")}"><a class="'
        f'{m("ArticleHeader", "kicker")}" href="/tech">Tech</a><h1 class="'
        f'{m("ArticleHeader", "headline")}">{escape(a.headline)}</h1><p class="'
        f'{m("ArticleHeader", "dek")}">{escape(a.standfirst)}</p><div class="'
        f'{m("Byline", "byline")}"><img class="{m("Byline", "avatar")}" src="/_next/image?url='
        f'%2Fa.jpg&amp;w=96&amp;q=75'
        f'" alt="" width="48" height="48"><div><span class="{m("Byline", "name")}">By <a href="/'
        f'authors/{_slug(a.author)}">{escape(a.author)}</a></span><time class="'
        f'{m("Byline", "date")}" datetime="{_iso(a.published, "Z")}">{long_date(a.published)}'
        '</time><span class="'
        f'{m("Byline", "readTime")}">{_minutes(a)} min read</span></div></div></div><figure class='
        f'"{m("LeadImage", "figure")}"><span style="box-sizing:border-box;display:block;overflow:'
        'hidden;width:initial;height:initial;background:none;opacity:1;border:0;margin:0;padding'
        ':0;position:relative"><img alt="" src="/_next/image?url=%2Fimg%2Flead.jpg&amp;w=1920&amp;'
        'q=75" decoding="async" data-nimg="responsive" sizes="100vw" style="position:absolute;'
        'inset:0;width:0;height:0;min-width:100%;max-height:100%;object-fit:cover"></span>'
        f'<figcaption class="{m("LeadImage", "caption")}">{escape(caption)} <span class="'
        f'{m("LeadImage", "credit")}">{photographer}</span></figcaption></figure><div class="'
        f'ArticleBody_body__x8Ks2">{body}</div><div class="{m("ShareBar", "bar")}"><button class="'
        f'{m("ShareBar", "button")}">Share</button><button class="{m("ShareBar", "button")}">Copy '
        f'link</button></div></article><section class="{m("RelatedGrid", "grid")}"><h2 class="'
        f'{m("RelatedGrid", "title")}">More from The Wire</h2><div class="'
        f'{m("RelatedGrid", "items")}">{cards}</div></section></main><footer class="'
        f'{m("Footer", "footer")}"><ul class="'
        f'{m("Footer", "links")}">{footer_links()}</ul><p class="{m("Footer", "copy")}">&copy; '
        f'{a.published.year} The Wire Media Inc.</p></footer></div></div><script id="__NEXT_DATA__"'
        f' type="application/json">{next_data}</script>')
    head = ('<meta name="viewport" content="width=device-width"><meta name="next-head-count" '
            'content="12"><link rel="preload" href="/_next/static/css/3a1f9c2e.css" as="style">'
            + og(a, "The Wire") + json_ld(a))
    return page(f"{a.headline} | The Wire", head, html)


MESES = ("ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic")


def elpais(a: Article) -> str:
    """EL PAÍS (Arc): article with the a_e header (section kicker, h1.a_t, h2.a_st, lead figure),
    the a_md byline (author, place, date, share links), the body in div.a_c of bare <p>s with
    a "Más información" box and ad slots between paragraphs and the italic "Sigue toda la
    información" note closing it, then "Archivado En" tags, the Trust Project note, comments
    button, "Lo más visto" and the site footer."""
    rng = _rng("elpais", a)
    caption, photographer = _caption(rng)
    section = rng.choice(["Sociedad", "Economía", "Tecnología", "Cultura", "Internacional"])
    mas = (
        '<section class="a_mi" data-dtm-region="articulo_cuerpo_mas_informacion"><header class='
        '"a_mi_h"><h3 class="a_mi_t">Más información</h3></header>' + "".join(
            f'<article class="c c-d c--m"><figure class="c_m"><a href="{t.url}"><img src="/'
            f'mi{k}.jpg" alt="" width="110" height="62"></a></figure><header class="c_h"><h2 '
            f'class="c_t"><a href="{t.url}">{escape(t.headline)}</a></h2></header></article>'
            for k, t in enumerate(a.teasers[:2])) + '</section>')

    def ad(i: int) -> str:
        return (f'<div class="_pub _pub-c" id="elpais_gpt-INTEXT{i + 1}" data-ad-unit="intext">'
                '<span class="_pub_l">Publicidad</span></div>')
    parts = body_html(a)
    inserts = {k: ad(i) for i, k in enumerate(range(3, len(parts), 4))}
    inserts[rng.choice([1, 2]) if len(parts) > 3 else 1] = mas
    body = _after(parts, inserts)
    tags = rng.sample(["España", "Madrid", "Unión Europea", "Empresas", "Internet",
                       "Investigación científica", "Política", "Cultura"], 4)
    top = "".join(f'<li class="b-lv_i"><span class="b-lv_n">{k}</span><a href="{t.url}">'
                  f'{escape(t.headline)}</a></li>' for k, t in enumerate(a.teasers[2:7], 1))
    t = a.published
    stamp = f"{t.day} {MESES[t.month - 1]} {t.year} - {t.strftime('%H:%M')} CEST"
    nav = ("Internacional", "Opinión", "España", "Economía", "Sociedad", "Educación",
           "Clima y Medio Ambiente", "Ciencia", "Cultura", "Babelia", "Deportes", "Tecnología",
           "Salud", "Gastronomía", "Televisión", "Newsletters")
    html = (
        '<header class="_g _g-md _g-o b-d" id="header"><div class="ed_c"><a class="ed_l" href="/"'
        ' title="EL PAÍS: el periódico global">EL PAÍS</a><a class="ed_a" href="/america/">'
        'América</a><a class="b_h_s" href="/suscripciones/">Suscríbete</a><a class="b_h_l" href="'
        '/login">Iniciar sesión</a></div><nav class="sm_n"><ul>' + _items(nav) + '</ul></nav>'
        '</header><main id="main-content" class="mw mw-mc"><article class="a _g _g-lg _g-o">'
        f'<header class="a_e _g _g-lg _g-o"><div class="a_k"><a class="a_k_n" href="/'
        f'{_slug(section)}/">{section}</a></div><div class="a_e_txt _df"><h1 class="a_t">'
        f'{escape(a.headline)}</h1><h2 class="a_st">{escape(a.standfirst)}</h2></div><figure '
        'class="a_m a_m-h"><span class="a_m-w"><img src="/lead.jpg" alt="" width="414" height="'
        f'233"></span><figcaption class="a_m_p"><span>{escape(caption)}</span><span class="a_m_m'
        f'">{photographer} (EFE)</span></figcaption></figure></header><div class="a_md _df">'
        '<div class="a_md_txt"><div class="a_md_a"><a href="/autor/' + _slug(a.author)
        + f'/" class="a_md_a_n">{escape(a.author)}</a></div><div class="a_md_f"><span class="'
        f'a_md_l">Madrid</span> - <span><a href="{a.url}" data-date="{_iso(t, "+02:00")}" id="'
        f'sc_date" class="a_ti">{stamp}</a></span></div></div><div class="a_md_sh"><ul class="'
        'a_md_sh_l">' + "".join(f'<li><a href="#" class="a_md_sh_i" title="{s}"><span class="_'
                                f'hi">{s}</span></a></li>' for s in (
                                    "Compartir en Whatsapp", "Compartir en Facebook",
                                    "Compartir en Twitter", "Compartir en Bluesky",
                                    "Copiar enlace", "Ir a los comentarios"))
        + '</ul></div></div><div class="a_c clearfix" data-dtm-region="articulo_cuerpo">'
        f'{body}<p class=""><i>Sigue toda la información de {section} en <a href="#">Facebook'
        '</a> y <a href="#">X</a>, o en nuestra <a href="/newsletters/">newsletter semanal</a>.'
        '</i></p></div><div class="w-ss _db" id="ctn_freemium_article"><p class="w-ss_t">Tu '
        'suscripción se está usando en otro dispositivo</p><p>¿Quieres añadir otro usuario a tu '
        'suscripción?</p><p>Si continúas leyendo en este dispositivo, no se podrá leer en el '
        'otro.</p><a class="w-ss_b" href="#">Continuar leyendo aquí</a><a class="w-ss_b" href="'
        '#">Añadir usuario</a><p class="w-ss_f"><span>¿Por qué estás viendo esto?</span> Tu '
        'suscripción se está usando en otro dispositivo y solo puedes acceder a EL PAÍS desde un'
        ' dispositivo a la vez.</p></div><div class="a_btm"><div class="a_ta"><div class="a_ta_t'
        '">Archivado En</div><ul class="_df _ls">' + "".join(
            f'<li><a href="/noticias/{_slug(x)}/">{x}</a></li>' for x in tags)
        + '</ul></div><div class="a_tp"><p>Se adhiere a los criterios de <a href="https://'
        'thetrustproject.org/">The Trust Project</a></p><a href="/estaticos/trust-project/">'
        'Más información &gt;</a></div><div class="a_cm"><button class="a_cm_b">Comentarios'
        f'</button><span class="a_cm_c">{rng.randrange(2, 300)}</span><a href="/normas/">Normas'
        '</a></div></div></article><section class="b b-lv"><header class="b_h"><h3 class="b_h_t'
        f'">Lo más visto</h3></header><ol class="b-lv_l">{top}</ol></section><section class="b '
        'b-rec"><header class="b_h"><h3 class="b_h_t">Recomendaciones EL PAÍS</h3></header>'
        + "".join(f'<article class="c c-d"><h2 class="c_t"><a href="{x.url}">'
                  f'{escape(x.headline)}</a></h2><p class="c_d">{escape(x.blurb)}</p></article>'
                  for x in a.teasers[5:8]) + '</section></main><footer class="_g _g-o"><div '
        'class="f_c"><a href="/" class="f_l">EL PAÍS: el periódico global</a><ul class="f_n">'
        + _items(("Contacto", "Venta de contenidos", "Publicidad", "Aviso legal",
                  "Política de cookies", "Política de privacidad", "Configuración de cookies",
                  "Mapa", "EL PAÍS en KIOSKOyMÁS", "Índice", "RSS"))
        + '</ul><p>&copy; EDICIONES EL PAÍS S.L.</p></div></footer>')
    return page(f"{a.headline} | {section} | EL PAÍS", og(a, "El País") + json_ld(a), html,
                lang="es")


PLATFORMS = {
    "ap-news": ap_news, "forbes": forbes, "bloomberg": bloomberg, "vox-chorus": vox_chorus,
    "axios": axios, "politico": politico, "yahoo-news": yahoo_news, "squarespace": squarespace,
    "wix": wix, "drupal": drupal, "joomla": joomla, "hugo": hugo, "devto": devto,
    "wechat": wechat, "naver-news": naver_news, "amp-news": amp_news,
    "nextjs-modules": nextjs_modules, "elpais": elpais,
}
