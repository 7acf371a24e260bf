"""Fresh platforms for bench/content_engines.py: 16 more article templates, written blind.

Written without reading the extractor (tplx_engine/) or its documentation and without looking
at its scores: a held-out check, pages by someone who never saw how the extractor works. Each
function writes an `Article` into the article page of one more publishing platform (markup
written from memory after how the platform serves its article pages in 2023-2025: element
nesting, class, id and data-* names, hashed CSS-module and styled-components names where the
site has them, the furniture around and inside the story; the furniture's text made up) and
returns the whole page. The article's blocks are written in order with their words unchanged,
whatever wrapper the platform gives them (bare <p>s between ad slots, runs of paragraphs in
component wrappers, a Notion block per list item, a dateline before the first paragraph);
headline, standfirst, byline, dates, captions, ads, boxes, teasers, comments, menus, banners and
footers are furniture, not gold. `PLATFORMS` maps each platform's name to its writer and `HAN`
names the ones that take Chinese articles; content_engines imports both (this module imports
content_engines' and content_engines_more's helpers).

News sites: aljazeera, npr, newyorker, dailymail, arstechnica, usatoday, telegraph; other
languages: figaro (French), zeit (German), asahi (Japanese), xinhua (Chinese); blogs and site
builders: docusaurus, notion, wp-twentytwentyone, jekyll-minima, hashnode.
"""

from __future__ import annotations

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
    Teaser,
    body_html,
    chunks,
    escape,
    json_ld,
    long_date,
    og,
    once_per_key,
    page,
)
from content_engines_more import (  # noqa: E402
    EN_COMMENTS,
    PHOTOGRAPHERS,
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

HAN = {"xinhua"}  # the platforms here with Chinese furniture and articles

# ----------------------------------------------------------------------------- shared bits


def _li(b: Block) -> list[str]:
    """A list block's items, the inner markup of each <li> (the pool writes them bare)."""
    return re.findall(r"<li>(.*?)</li>", b.html, re.S) or [b.html]


def _hash(rng: random.Random, n: int = 6, alphabet: str = string.ascii_letters) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _styled(rng: random.Random):
    """styled-components class names, the same for the same component on one page:
    ``sc("BaseWrap")`` -> "BaseWrap-sc-gjQpdd", ``sc("BaseText", 1)`` adds a second hash."""
    named = once_per_key(lambda name: f"{name}-{_hash(rng)}")

    def sc(name: str, extra: int = 0) -> str:
        return named(name) + "".join(" " + _hash(rng) for _ in range(extra))
    return sc


def _onetrust(title: str, text: str, policy: str = "/cookie-policy") -> str:
    """The OneTrust cookie banner as its script writes it at the end of the <body>."""
    return (
        '<div id="onetrust-consent-sdk"><div class="onetrust-pc-dark-filter ot-hide ot-fade-in">'
        '</div><div id="onetrust-banner-sdk" class="otFlat ot-iab-2" tabindex="0" role="region" '
        'aria-label="Cookie banner"><div role="dialog" aria-modal="true" aria-describedby="'
        'onetrust-policy-text" aria-label="Privacy"><div class="ot-sdk-container"><div class="ot-'
        'sdk-row"><div id="onetrust-group-container" class="ot-sdk-eight ot-sdk-columns"><div '
        f'id="onetrust-policy"><h2 id="onetrust-policy-title">{title}</h2><div id="onetrust-'
        f'policy-text">{text} <a class="ot-cookie-policy-link" href="{policy}" aria-label="More '
        'information about your privacy, opens in a new tab">Cookie Policy</a></div></div></div>'
        '<div id="onetrust-button-group-parent" class="ot-sdk-three ot-sdk-columns"><div id="'
        'onetrust-button-group"><button id="onetrust-pc-btn-handler">Cookies Settings</button>'
        '<button id="onetrust-reject-all-handler">Reject All</button><button id="onetrust-accept'
        '-btn-handler">Accept All Cookies</button></div></div></div></div></div></div></div>')


def _code_lines(html: str, line: str) -> str:
    """A listing's lines each in ``line`` (a format string over ``text``), newlines kept
    between them; a listing with markup in it stays whole."""
    if "<" in html:
        return html
    return "\n".join(line.format(text=text) for text in html.split("\n"))


# ------------------------------------------------------------------------------ news sites

AJ_NAV = ("News", "Middle East", "Africa", "Asia", "US & Canada", "Latin America", "Europe",
          "Asia Pacific", "Features", "Economy", "Opinion", "Video", "Sport", "More")


def aljazeera(a: Article) -> str:
    """Al Jazeera: div.wysiwyg.wysiwyg--all-content of bare <p>s with empty container--ads
    slots (an "Advertisement" label each) and the "Recommended Stories" list (screen-reader
    "list 1 of 4" ... "end of list") between them; the topics kicker, h1, the italic
    p.article__subhead, the author and date block, the featured image with its caption and a
    "Listen to this article" player above; "Most Read" beside, the OneTrust banner, the
    footer's columns."""
    rng = _rng("aljazeera", a)
    caption, photographer = _caption(rng)
    agency = rng.choice(["Reuters", "AP Photo", "AFP", "EPA-EFE"])

    def ad(i: int) -> str:
        return (f'<div class="container--ads container--ads-mpu-inarticle-{i + 1}"><div class='
                f'"ads ads--mpu"><span class="ads__label">Advertisement</span><div id="dfp-ad-mpu'
                f'{i + 1}" class="ads__element" data-ad-slot="/87880/aj-english/news/mpu{i + 1}">'
                '</div></div></div>')
    recommended = (
        '<div class="more-on more-on--list"><h2 class="more-on__heading">Recommended Stories'
        '</h2><ul class="more-on__list">' + "".join(
            f'<li class="more-on__list-item"><span class="screen-reader-text">list {k + 1} of 4'
            '</span><article class="gc u-clickable-card gc--type-post gc--list gc--with-image">'
            '<div class="gc__content"><div class="gc__header-wrap"><h3 class="gc__title"><a '
            f'class="u-clickable-card__link" href="{_teaser(a, k).url}"><span>'
            f'{escape(_teaser(a, k).headline)}</span></a></h3></div></div></article></li>'
            for k in range(4)) + '<li class="screen-reader-text">end of list</li></ul></div>')
    parts = body_html(a)
    inserts = {k: ad(i) for i, k in enumerate(range(4, len(parts), 5))}
    inserts[rng.choice([2, 3]) if len(parts) > 3 else 1] = recommended
    body = _after(parts, inserts)
    most = "".join(
        f'<li class="trending-articles__list-item"><article class="article-trending"><span '
        f'class="article-trending__number">{k}</span><h3 class="article-trending__title"><a href'
        f'="{t.url}"><span>{escape(t.headline)}</span></a></h3></article></li>'
        for k, t in enumerate(a.teasers[4:8], 1))
    date = f"{a.published.day} {a.published.strftime('%b %Y')}"
    footer_cols = (("About", ("About Us", "Code of Ethics", "Terms and Conditions", "EU/EEA "
                              "Regulatory Notice", "Privacy Policy", "Cookie Policy",
                              "Cookie Preferences", "Sitemap", "Work for us")),
                   ("Connect", ("Contact Us", "User Accounts Help", "Advertise with us",
                                "Stay Connected", "Newsletters", "Channel Finder", "TV Schedule",
                                "Podcasts", "Submit a Tip")),
                   ("Our Channels", ("Al Jazeera Arabic", "Al Jazeera English",
                                     "Al Jazeera Investigative Unit", "Al Jazeera Mubasher",
                                     "Al Jazeera Documentary", "Al Jazeera Balkans", "AJ+")))
    html = (
        '<div class="site-container"><a class="skip-link" href="#main-content-area">Skip to '
        'Content</a><header class="site-header"><div class="site-header__logo"><a href="/" '
        'aria-label="Al Jazeera"><svg class="site-logo" viewBox="0 0 72 36"><title>Al Jazeera'
        '</title></svg></a></div><nav class="site-header__navigation" aria-label="Primary '
        'navigation"><ul class="menu header-menu">' + "".join(
            f'<li class="menu__item menu__item--aje"><a class="menu__link" href="/{_slug(i)}/">'
            f'<span>{escape(i)}</span></a></li>' for i in AJ_NAV)
        + '</ul></nav><div class="site-header__live-menu"><a href="/live/">Live</a></div><button '
        'class="site-header__search-trigger no-styles-button"><span class="screen-reader-text">'
        'Click here to search</span></button><div class="site-header__account"><button class="'
        'no-styles-button">Sign up</button></div></header><div class="breaking-news-banner" '
        'hidden></div><div class="container container--grid"><main id="main-content-area" class='
        '"l-col l-col--8"><header class="article-header"><div class="topics"><div class="topics-'
        'sec-item"><a class="topics-sec-item__link" href="/news/"><span>News</span></a></div>'
        '<div class="topics-sec-item topics-sec-item--with-seperator">|</div><div class="topics-'
        f'sec-item"><a class="topics-sec-item__link" href="/tag/economy/"><span>Economy</span>'
        f'</a></div></div><h1>{escape(a.headline)}</h1><p class="article__subhead css-1wt8oh6">'
        f'<em>{escape(a.standfirst)}</em></p></header><div class="article-info-block css-ti04u9">'
        '<div class="article-author-name"><div class="article-author-name-item"><span class="'
        f'article-author-name-item__by">By </span><a class="author-link" href="/author/'
        f'{_slug(a.author)}">{escape(a.author)}</a></div></div><div class="article-dates"><div '
        f'class="date-simple css-1yjq2zp"><span class="screen-reader-text">Published On {date}'
        f'</span><span aria-hidden="true">{date}</span></div></div><div class="article-info-block'
        '__social"><button class="article-share-button no-styles-button"><span class="screen-'
        'reader-text">Click here to share on social media</span></button><button class="save-'
        'button no-styles-button">Save</button></div></div><figure class="article-featured-'
        'image"><div class="responsive-image"><img alt="" src="/wp-content/uploads/lead.jpg?'
        f'resize=770%2C513&amp;quality=80"></div><figcaption class="article-featured-image__'
        f'caption">{escape(caption)} [{photographer}/{agency}]</figcaption></figure><div class='
        '"article-audio-player"><div class="article-audio-player__label">Listen to this article'
        f'</div><button class="audio-player__play">Play</button><span class="audio-player__'
        f'duration">{_minutes(a)} mins</span></div><div class="wysiwyg wysiwyg--all-content '
        f'css-ibbk12" aria-live="polite" aria-atomic="true">{body}</div><div class="article-'
        'source"><span>Source</span>: <span>Al Jazeera and news agencies</span></div><div class'
        '="newsletter-signup-promo"><h2 class="newsletter-signup-promo__title">Sign up for Al '
        'Jazeera</h2><p>Week in the Middle East: Catch up on our coverage of the region, all in '
        'one place.</p><form class="newsletter-signup-form"><input type="email" placeholder="E-'
        'mail address"><button type="submit">Subscribe</button></form><p class="newsletter-'
        'signup-promo__disclaimer">By signing up, you agree to our Privacy Policy</p><p class="'
        'newsletter-signup-promo__recaptcha">protected by reCAPTCHA</p></div></main><aside '
        'class="l-col l-col--4 sidebar"><div class="trending-articles"><h2 class="trending-'
        f'articles__title">Most Read</h2><ol class="trending-articles__list">{most}</ol></div>'
        '</aside></div><footer class="footer"><div class="footer__menu">' + "".join(
            f'<div class="footer-menu"><h2 class="footer-menu__title">{title}</h2><ul class="menu'
            f' footer-menu__list">{_items(links)}</ul></div>' for title, links in footer_cols)
        + '</div><div class="footer__social"><p>Follow Al Jazeera English:</p><ul>' + _items((
            "Facebook", "X", "YouTube", "Instagram", "TikTok", "Threads", "WhatsApp"))
        + f'</ul></div><p class="footer__copyright">© {a.published.year} Al Jazeera Media '
        'Network</p></footer></div>' + _onetrust(
            "You rely on Al Jazeera for truth and transparency",
            "We and our partners process data to provide and improve our content and services, "
            "including to analyse our traffic, personalise content and serve relevant ads. You "
            "can change your choices at any time in Cookie Preferences."))
    return page(f"{a.headline} | News | Al Jazeera", og(a, "Al Jazeera") + json_ld(a), html)


def npr(a: Article) -> str:
    """NPR: div#storytext.storytext of bare <p>s (subheads h3.edTag) with the bucketwrap image
    (caption, credit, "hide caption" / "toggle caption"), a bucketwrap internallink inset, a
    newsletter bucket and a "Sponsor Message" ad between them; storytitle, byline, dateblock
    and the audio module above; share tools, tags, "More Stories From NPR", "Popular on
    NPR.org" and the four-column footer below."""
    rng = _rng("npr", a)
    res = iter(range(rng.randrange(10 ** 9, 2 * 10 ** 9), 3 * 10 ** 9, 7))

    def block(b: Block) -> str:
        return f'<h3 class="edTag">{b.html}</h3>' if b.tag[0] == "h" else b.markup()

    def image(size: str) -> str:
        caption, photographer = _caption(rng)
        credit = (f'<span class="credit" aria-label="Image credit">{photographer}/'
                  f'{rng.choice(["NPR", "AP", "Getty Images"])}</span>')
        return (
            f'<div id="resg-s1-{next(res)}" class="bucketwrap image {size}"><div class="imagewrap'
            ' has-source-dimensions" data-crop-type=""><picture><img class="img" alt="" src="'
            f'https://media.npr.org/assets/img/2024/05/14/photo_wide-{next(res)}.jpg?s=1100"></'
            'picture><div class="enlarge_measure"><div class="img_wrap"></div></div><div class="'
            'enlarge_html"></div><a class="enlargebtn" aria-label="enlarge this image" href="#">'
            '<b class="icn-enlarge"></b></a></div><div class="credit-caption"><div class="caption'
            f'-wrap"><div class="caption" aria-label="Image caption"><p>{escape(caption)}</p>'
            f'</div></div>{credit}<b class="hide-caption"><b>hide caption</b></b></div><div class'
            f'="toggle-caption"><b>toggle caption</b></div>{credit}</div>')
    t = _teaser(a, 0)
    inset = (
        f'<div id="res{next(res)}" class="bucketwrap internallink insettwocolumn inset2col ">'
        f'<div class="bucket img"><a id="featuredStackSquareImage{next(res)}" href="{t.url}"><img'
        ' src="/assets/img/square.jpg" alt=""></a><div class="bucketblock"><h3 class="slug">'
        f'<a href="/sections/politics/">Politics</a></h3><p class="title"><a href="{t.url}">'
        f'{escape(t.headline)}</a></p></div></div></div>')
    letter = (
        f'<div id="res{next(res)}" class="bucketwrap newsletter-acquisition-callout"><div class='
        '"newsletter-acquisition-callout__wrap"><h3 class="newsletter-acquisition-callout__title'
        '">Up First newsletter</h3><p>Get the news you need to start your day. Sign up for the '
        'Up First newsletter, delivered to your inbox every weekday morning.</p><form><label>'
        'Email address</label><input type="email"><button>Subscribe</button></form><p class="'
        'newsletter-acquisition-callout__legal">See more subscription options. By subscribing, '
        "you acknowledge and agree to NPR's Terms of Use and Privacy Policy. NPR may share your "
        'name and email address with your NPR station.</p></div></div>')
    sponsor = ('<aside id="ad-backstage-wrap" aria-label="advertisement"><div id="ad-backstage-'
               'News" class="ad-backstage"></div><p class="left">Sponsor Message</p></aside>')
    parts = body_html(a, block)
    inserts = {rng.choice([2, 3]): inset, rng.choice([5, 6]): sponsor}
    if len(parts) > 10:
        inserts[8] = image("medium")
        inserts[len(parts) - 3] = letter
    else:
        inserts[len(parts) - 1] = letter
    body = image("large") + _after(parts, inserts)
    cards = "".join(
        f'<article class="item has-image"><div class="item-image"><div class="imagewrap"><a '
        f'href="{t.url}"><img src="/img/story{k}.jpg" alt=""></a></div></div><div class="item-'
        f'info-wrap"><div class="item-info"><div class="slug-wrap"><h3 class="slug"><a href="/'
        f'sections/national/">National</a></h3></div><h2 class="title"><a href="{t.url}">'
        f'{escape(t.headline)}</a></h2><p class="teaser"><a href="{t.url}"><time datetime="'
        f'{a.published.date()}"><span class="date">{long_date(a.published)} &bull; </span>'
        f'</time>{escape(t.blurb)}</a></p></div></div></article>'
        for k, t in enumerate(a.teasers[1:5]))
    popular = "".join(f'<article class="item"><h2 class="title"><a href="{t.url}">'
                      f'{escape(t.headline)}</a></h2></article>' for t in a.teasers[5:8])
    cols = (("Read &amp; Listen", ("Home", "News", "Culture", "Music", "Podcasts &amp; Shows")),
            ("Connect", ("Newsletters", "Facebook", "Instagram", "Press", "Public Editor",
                         "Corrections", "Contact &amp; Help")),
            ("About NPR", ("Overview", "Diversity", "NPR Network", "Accessibility", "Ethics",
                           "Finances")),
            ("Get Involved", ("Support Public Radio", "Sponsor NPR", "NPR Careers", "NPR Shop",
                              "NPR Events", "NPR Extra")))
    stamp = (f'<span class="date">{long_date(a.published)}</span><span class="time">'
             f'{_hm(a.published)} ET</span>')
    html = (
        '<div id="global-navigation" class="global-navigation"><header class="header"><a class="'
        'skip-link" href="#mainContent">Skip to main content</a><div class="header__left"><a '
        'href="/" class="navigation__home"><img src="/chrome/npr-logo.svg" alt="NPR logo"></a>'
        '<button class="navigation__sections-toggle">Sections</button></div><nav class="'
        'navigation"><ul class="navigation__list">' + "".join(
            f'<li class="navigation__toplevel"><a class="navigation__toplevel-link" href="/'
            f'{_slug(i)}">{i}</a></li>' for i in ("News", "Culture", "Music", "Podcasts &amp; "
                                                   "Shows", "Search", "Newsletters", "NPR Shop"))
        + '</ul></nav><a class="navigation__donate" href="/donations/support">Donate</a><div '
        'class="player-basic">Live Radio <button>Listen</button></div></header></div><div id="'
        'wrapper"><section id="main-section"><article class="story tmplHasSlideshow" id="'
        'mainContent"><div class="story-layout"><div class="slug-wrap"><h3 class="slug"><a href'
        '="/sections/national/">National</a></h3></div><div class="storytitle"><h1>'
        f'{escape(a.headline)}</h1></div><div class="story-meta"><div class="story-meta__one">'
        '<div id="storybyline" class="byline-container--block"><div class="bucketwrap byline">'
        '<div class="byline byline--block"><div class="byline__image-container"><img src="/'
        f'people/{_slug(a.author)}.jpg" alt=""></div><p class="byline__name byline__name--block'
        f'"><a href="/people/{rng.randrange(10 ** 8)}/{_slug(a.author)}" rel="author">'
        f'{escape(a.author)}</a></p></div></div></div></div><div class="story-meta__two"><div '
        f'class="dateblock"><time datetime="{_iso(a.published)}">{stamp}</time></div></div>'
        '</div><div class="audio-module"><div class="audio-module-controls-wrap"><button class="'
        f'audio-module-listen" aria-label="Listen"><b class="audio-module-listen-inner">Listen'
        f'</b> &middot; <b class="audio-module-listen-duration">{_minutes(a)}:'
        f'{rng.randrange(10, 59)}</b></button><b class="audio-module-duration">{_minutes(a)}-'
        'Minute Listen</b><div class="audio-tool audio-tool-playlist"><b>Playlist</b></div>'
        '</div><ul class="audio-module-tools"><li class="audio-tool audio-tool-download"><a '
        'href="#">Download</a></li><li class="audio-tool audio-tool-embed"><b>Embed</b></li><li '
        'class="audio-tool audio-tool-transcript"><a href="#">Transcript</a></li></ul></div><div'
        f' id="storytext" class="storytext storylocation linkLocation">{body}</div><div class="'
        'share-tools share-tools--secondary" aria-label="Share"><ul>' + "".join(
            f'<li class="share-tools__service share-tools__service--{s.lower()}"><a href="#" '
            f'aria-label="Share on {s}"><b class="icn-{s.lower()}"></b><b class="screen-reader">'
            f'{s}</b></a></li>' for s in ("Facebook", "Flipboard", "Email"))
        + '</ul></div><aside class="tags"><a class="tag" href="/tags/economy">economy</a><a '
        'class="tag" href="/tags/policy">policy</a><a class="tag" href="/tags/housing">housing'
        '</a></aside></div></article><aside id="secondary" class="secondary"><div class="'
        'recommended-stories"><h3 class="recommended-stories__title">More Stories From NPR</h3>'
        f'{cards}</div><div id="popular" class="popular-stories"><h3 class="popular-stories__'
        f'title">Popular on NPR.org</h3>{popular}</div></aside></section></div><footer id="'
        'npr-footer" class="npr-footer"><div class="npr-footer__columns">' + "".join(
            f'<div class="npr-footer__column"><h3 class="npr-footer__header">{title}</h3><ul>'
            + "".join(f'<li><a href="/{_slug(x)}">{x}</a></li>' for x in links) + '</ul></div>'
            for title, links in cols) + '</div><div class="npr-footer__legal"><ul>' + _items((
                "terms of use", "privacy", "your privacy choices", "text only"))
        + f'</ul><p>&copy; {a.published.year} npr</p></div></footer>')
    return page(f"{a.headline} : NPR", og(a, "NPR") + json_ld(a), html)


def newyorker(a: Article) -> str:
    """The New Yorker (Condé Nast's verso): styled-components class names everywhere
    (BaseWrap-sc-gjQpdd ...), the body in runs of div.body__inner-container inside BodyWrapper
    grids cut by AdWrapper slots, a newsletter sign-up unit and a "Read More" recirculation
    link between runs, the last paragraph ending in the ♦; the rubric, hed, dek, byline, lede
    art with caption and credit and the audio player above; the print-edition line, the
    contributor's bio, "More" recirculation, the paywall bar and Condé Nast's footer below."""
    rng = _rng("newyorker", a)
    sc = _styled(rng)
    base = f"BaseWrap-sc-gjQpdd {sc('BaseText')}"
    caption, photographer = _caption(rng)
    rubric = rng.choice(["Annals of Technology", "The Financial Page", "Dept. of Science",
                         "A Reporter at Large", "Letter from Europe"])

    def block(b: Block) -> str:
        return b.markup(' class="has-dropcap has-dropcap__lead-standard-heading"'
                        if b is a.blocks[0] and b.tag == "p" else "")
    blocks = body_html(a, block)
    if a.blocks[-1].tag == "p":
        blocks[-1] = blocks[-1][:-4] + ' <span class="end-mark">♦</span></p>'

    def ad(i: int) -> str:
        return (f'<div data-testid="AdWrapper" class="{sc("AdWrapper", 1)}"><div class="ad ad--'
                f'in-content" data-slot="in-content-{i + 1}"><div class="{sc("AdLabel")}">'
                'Advertisement</div><div class="ad__slot ad__slot--in-content" data-node-id="'
                f'{_hash(rng, 8, string.digits)}"></div></div></div>')
    t = _teaser(a, 0)
    read_more = (
        f'<div class="{sc("ArticleRecircInline", 1)}" data-testid="RecircInline"><p class="'
        f'{base} {sc("RecircInlineLabel")}">Read More</p><a class="{sc("BaseLink")} '
        f'{sc("RecircInlineLink")}" href="{t.url}"><span class="{sc("RecircInlineHed")}">'
        f'{escape(t.headline)}</span></a></div>')
    newsletter = (
        f'<div data-testid="NewsletterSubscribeFormWrapper" class="'
        f'{sc("NewsletterSubscribeFormWrapper", 1)}"><div class="{sc("NewsletterTitle")}">The '
        f'Daily</div><p class="{base} {sc("NewsletterDek")}">Sign up to receive the best of The '
        'New Yorker every day in your in-box, plus occasional alerts about exclusive offers.</p>'
        f'<form class="{sc("FormWrapper")}"><label>E-mail address<input type="email" '
        'placeholder="Your e-mail address"></label><button type="submit">Sign up</button></form>'
        f'<p class="{sc("NewsletterLegal")}">By signing up, you agree to our User Agreement and '
        'Privacy Policy &amp; Cookie Statement. This site is protected by reCAPTCHA and the '
        'Google Privacy Policy and Terms of Service apply.</p></div>')
    runs = [f'<div class="body__inner-container">{"".join(c)}</div>'
            for c in chunks(blocks, rng.choice([4, 5, 6]))]
    grids = []
    for k, run in enumerate(runs):
        extra = newsletter if k == 1 else read_more if k == 2 else ""
        grids.append(
            f'<div class="{sc("GridWrapper", 1)} grid grid-margins grid-items-2 '
            f'{sc("ArticlePageChunksGrid")}"><div class="grid--item body body__container '
            f'article__body {sc("BodyWrapper", 1)}" data-journey-hook="client-content" data-'
            f'testid="BodyWrapper"><div class="container container--body"><div class="container'
            f'--body-inner">{run}</div></div></div></div>' + (ad(k) + extra
                                                               if k < len(runs) - 1 else ""))
    recirc = "".join(
        f'<div class="{sc("SummaryItemWrapper", 1)} summary-item"><div class="'
        f'{sc("SummaryItemAssetContainer")}"><img src="/photos/recirc{k}.jpg" alt=""></div><div'
        f' class="{sc("SummaryItemContent")}"><div class="{sc("RubricWrapper")}"><span>'
        f'{rng.choice(["Books", "Culture Desk", "News Desk", "Our Columnists"])}</span></div><a '
        f'class="{sc("SummaryItemHedLink")}" href="{t.url}"><h3 class="{base} '
        f'{sc("SummaryItemHedBase")}">{escape(t.headline)}</h3></a><div class="'
        f'{sc("SummaryItemDek")}">{escape(t.blurb)}</div><p class="{sc("BylineName")}">By '
        f'{rng.choice(PHOTOGRAPHERS)}</p></div></div>' for k, t in enumerate(a.teasers[1:5]))
    nav = ("The Latest", "News", "Books &amp; Culture", "Fiction &amp; Poetry",
           "Humor &amp; Cartoons", "Magazine", "Puzzles &amp; Games", "Video", "Podcasts",
           "Goings On", "Shop")
    issue = a.published.replace(day=min(a.published.day + 6, 28))
    html = (
        f'<div id="app-root"><div class="page"><div class="{sc("StackNav")}"><header class="'
        f'{sc("StandardNavigationWrapper", 1)}"><a class="{sc("SiteHeaderLogo")}" href="/"><svg '
        'viewBox="0 0 300 30"><title>The New Yorker</title></svg></a><div class="'
        f'{sc("NavigationUtility")}"><a href="/newsletters">Newsletter</a><a href="/auth/'
        'initiate?source=VERSO_NAVIGATION">Sign In</a><a class="button--primary" href="/'
        f'subscribe">Subscribe</a></div><nav class="{sc("NavigationListWrapper")}"><ul class="'
        f'{sc("NavigationList")}">' + "".join(
            f'<li class="{sc("NavigationListItem")}"><a class="{sc("NavigationLink")}" href="/'
            f'{_slug(i)}">{i}</a></li>' for i in nav) + '</ul></nav></header></div><main id="'
        f'main-content" class="{sc("PageWrapper", 1)}"><article class="article main-content" '
        f'lang="en-US"><header class="{sc("SplitScreenContentHeaderWrapper", 1)}"><div class="'
        f'{sc("SplitScreenContentHeaderMain")}"><div class="{sc("RubricWrapper")}"><a class="'
        f'{sc("RubricLink")}" href="/tech/{_slug(rubric)}"><span class="{sc("RubricName")}">'
        f'{rubric}</span></a></div><h1 data-testid="ContentHeaderHed" class="{base} '
        f'{sc("SplitScreenContentHeaderHed", 1)}">{escape(a.headline)}</h1><div class="'
        f'{sc("SplitScreenContentHeaderDekDown")}"><div data-testid="ContentHeaderAccreditation"'
        f' class="{sc("ContentHeaderAccreditation")}"><div class="{base} '
        f'{sc("ContentHeaderDek", 1)}">{escape(a.standfirst)}</div><div class="'
        f'{sc("BylinesWrapper")}"><div class="{base} {sc("BylineWrapper")}"><span class="'
        f'{sc("BylineNamesWrapper")}"><p class="{base} {sc("BylineName")}">By <span class="'
        f'{sc("BylineName")}"><a class="{sc("BaseLink")} {sc("BylineLink")}" href="/'
        f'contributors/{_slug(a.author)}">{escape(a.author)}</a></span></p></span></div></div>'
        f'<time data-testid="ContentHeaderPublishDate" class="{base} '
        f'{sc("ContentHeaderPublishDate")}">{long_date(a.published)}</time></div></div></div>'
        f'<div class="{sc("SplitScreenContentHeaderLede")}"><figure class="'
        f'{sc("ResponsiveAssetFigure")}"><picture class="{sc("ResponsiveImagePicture")}"><img '
        f'class="{sc("ResponsiveImageContainer")}" alt="" src="/photos/lede.jpg"></picture>'
        f'</figure><div class="{sc("CaptionWrapper")}"><span class="{base} {sc("CaptionText")}">'
        f'{escape(caption)}</span> <span class="{base} {sc("CaptionCredit")}">Photograph by '
        f'{photographer}</span></div></div></header><div class="{sc("AudioPlayerWrapper")}" '
        'data-testid="AudioPlayer"><button>Listen to this article</button><span>'
        f'{_minutes(a) + 2} min</span><span>Narrated by the author</span></div><div data-'
        f'attribute-verso-pattern="article-body" class="article__chunks">{"".join(grids)}</div>'
        f'<div class="{sc("ContentFooterWrapper")}"><p class="{base} {sc("ContentFooterPrint")}'
        f'">Published in the print edition of the {long_date(issue)}, issue, with the headline '
        f'“{escape(a.headline.split(":")[0])}.”</p><div data-testid="ContributorBio" class="'
        f'{sc("ContributorBioWrapper")}"><p class="{base} {sc("ContributorBioBio")}"><a href="/'
        f'contributors/{_slug(a.author)}">{escape(a.author)}</a> is a staff writer at The New '
        'Yorker. Her book about the history of the postwar city will be published next year.'
        f'</p></div></div></article><section class="{sc("RecircMostPopularWrapper")}"><h2 class="'
        f'{base} {sc("SectionTitleHed")}">More Science and Technology</h2>{recirc}</section>'
        f'</main><div class="{sc("PaywallBarWrapper")}" data-testid="PaywallBar"><p>You’re '
        'reading your last complimentary article this month.</p><a href="/subscribe">Subscribe '
        'now</a><a href="/auth">Sign in</a></div><footer class="'
        f'{sc("StyledFooter")}"><div class="{sc("FooterNav")}"><ul>' + _items((
            "About", "Careers", "Contact", "F.A.Q.", "Media Kit", "Press",
            "Accessibility Help", "User Agreement", "Privacy Policy", "Your California Privacy "
            "Rights")) + f'</ul></div><p class="{sc("FooterLegal")}">© {a.published.year} Condé '
        'Nast. All rights reserved. Use of this site constitutes acceptance of our User '
        'Agreement and Privacy Policy and Cookie Statement and Your California Privacy Rights. '
        'The New Yorker may earn a portion of sales from products that are purchased through our'
        ' site as part of our Affiliate Partnerships with retailers. The material on this site '
        'may not be reproduced, distributed, transmitted, cached or otherwise used, except with '
        'the prior written permission of Condé Nast.</p></footer></div></div>')
    return page(f"{a.headline} | The New Yorker", og(a, "The New Yorker") + json_ld(a), html)


DM_COMMENTS = (
    ("Grumpy Old Man", "Kent, United Kingdom", "Same old story. Nothing will change until the "
     "people at the top actually have to live with the consequences."),
    ("sunnydays", "Manchester, United Kingdom", "Well said. About time somebody pointed this "
     "out."),
    ("TheRealDave", "Sydney, Australia", "I read the whole article and I am still not sure what "
     "they are actually proposing to do about it."),
    ("Margaret_K", "Leeds", "My husband and I were talking about exactly this last night. Glad "
     "it is getting some attention at last."),
)


def dailymail(a: Article) -> str:
    """Daily Mail (MailOnline): div#js-article-text.article-text with the headline, the bullet
    summary ul.mol-bullets-with-font, byline and timestamps, then div[itemprop=articleBody] of
    p.mol-para-with-font with artSplitter image groups and captions, a "RELATED ARTICLES"
    carousel, a "READ MORE" insert and MPU "Advertisement" holders between them; the share bar,
    "Share or comment on this article", the reader comments, the "DON'T MISS" puff column and
    the long footer around."""
    rng = _rng("dailymail", a)

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(' class="mol-para-with-font"')
        if b.tag[0] == "h":
            return f'<h2 class="mol-style-bold">{b.html}</h2>'
        return b.markup(' class="mol-bullets-with-font"' if b.tag in ("ul", "ol") else "")

    def image(i: int) -> str:
        caption, _ = _caption(rng)
        return ('<div class="artSplitter mol-img-group"><div class="mol-img"><div class="image-'
                f'wrap"><img id="i-{_hash(rng, 16, "0123456789abcdef")}" src="https://i.dailymail.'
                f'co.uk/1s/2024/05/14/09/8{i}123456-0-image-a-{i}_1715675000000.jpg" height="'
                f'{rng.choice([408, 423, 634])}" width="634" alt="" class="blkBorder img-share" '
                f'style="max-width:100%"></div></div><p class="imageCaption">{escape(caption)}</p>'
                '</div>')

    def ad(i: int) -> str:
        return (f'<div class="mpu_puff_wrapper cleared"><div class="adHolder" id="ad-mpu-{i}">'
                '<span class="adHolder__label">Advertisement</span></div></div>')
    related = ('<div class="related-carousel"><h3>RELATED ARTICLES</h3><div class="rotator-panels'
               '"><ul class="linkro-darkred">' + "".join(
                   f'<li><a href="{t.url}"><img src="/rel{k}.jpg" alt=""><span class="pufftext">'
                   f'<strong>{escape(t.headline)}</strong></span></a></li>'
                   for k, t in enumerate(a.teasers[:4])) + '</ul><span class="rotator-prev">'
               'Previous</span><span class="rotator-pages">1</span><span class="rotator-next">'
               'Next</span></div><div class="share-or-comment"><span>Share this article</span><a '
               'class="share-link">Share</a></div></div>')
    t = _teaser(a, 4)
    read_more = ('<div class="art-insert art-ins mol-factbox news" data-version="2"><a class="'
                 f'art-insert__link" href="{t.url}"><span class="art-insert__label">READ MORE'
                 f'</span><span class="art-insert__title">{escape(t.headline)}</span></a></div>')
    parts = body_html(a, block)
    inserts = {k: ad(k) for k in range(5, len(parts), 6)}
    inserts[2] = image(1)
    inserts[3 if len(parts) > 4 else 1] = related
    if len(parts) > 8:
        inserts[7] = read_more
        inserts[rng.randrange(8, len(parts))] = image(2)
    body = _after(parts, inserts)
    bullets = "".join(f'<li class="class-{_hash(rng, 8).lower()}"><strong>{escape(x)}</strong>'
                      '</li>' for x in (a.standfirst.removeprefix("In brief: "),
                                        "Experts say the change could take years to be felt",
                                        "Do you know more? Email tips@dailymail.com"))
    comments = "".join(
        f'<div class="comment"><div class="comment-header"><a class="user" href="#">{who}</a>, '
        f'<span class="location">{where}</span>, <span class="time">{k + 1} hours ago</span>'
        f'</div><p class="comment-body">{text}</p><div class="comment-actions"><span class="'
        f'rating">Click to rate</span> <span class="up">{rng.randrange(5, 900)}</span> <span '
        f'class="down">{rng.randrange(0, 90)}</span> <a class="report">Report abuse</a></div>'
        '</div>' for k, (who, where, text) in enumerate(DM_COMMENTS))
    puffs = "".join(
        f'<li class="puff-item"><a href="{t.url}"><img src="/puff{k}.jpg" alt=""><span class="'
        f'pufftext"><strong>{escape(t.headline)}</strong> {escape(t.blurb)}</span></a></li>'
        for k, t in enumerate(a.teasers[:6]))
    published = a.published.strftime("%H:%M BST, ") + f"{a.published.day} " + \
        a.published.strftime("%B %Y")
    html = (
        '<div id="page-container" class="page-container"><div class="masthead"><a class="logo" '
        'href="/home/index.html">Daily Mail Online</a><ul class="nav-primary cleared">' + _items((
            "Home", "News", "Royals", "U.S.", "Sport", "TV", "Showbiz", "Femail", "Health",
            "Science", "Money", "Travel", "Podcasts", "Shopping")) + '</ul><ul class="nav-'
        'secondary">' + _items(("UK", "Schools", "Crime", "Debate", "Headlines", "Most read",
                                "Wires")) + '</ul><div class="login-panel"><a>Login</a></div>'
        '</div><div id="content" class="content-article cleared"><div class="alpha"><div id="'
        f'js-article-text" class="article-text wide heading-tag-switch"><h1>{escape(a.headline)}'
        f'</h1><ul class="mol-bullets-with-font">{bullets}</ul><p class="author-section byline-'
        'plain">By <a class="author" href="/home/search.html?s=&amp;authornamef='
        f'{escape(a.author)}" rel="nofollow">{escape(a.author.upper())}</a> <span class="'
        'author-role">FOR MAILONLINE</span></p><p class="byline-section"><span class="article-'
        'timestamp article-timestamp-published"><span class="article-timestamp-label">Published:'
        f'</span> <time datetime="{_iso(a.published, "+0100")}">{published}</time></span> | '
        '<span class="article-timestamp article-timestamp-updated"><span class="article-'
        f'timestamp-label">Updated:</span> <time>{published}</time></span></p><div class="social'
        '-share-bar"><ul class="social-links"><li class="facebook"><a>Share</a></li><li class='
        '"email"><a>e-mail</a></li></ul><div class="share-count"><span class="count">'
        f'{rng.randrange(2, 900)}</span> shares</div><a class="comments-count" href="#comments">'
        f'{rng.randrange(20, 900)}<br>View comments</a></div><div itemprop="articleBody">{body}'
        '</div><div class="article-share-or-comment"><h3>Share or comment on this article: </h3>'
        f'<h2>{escape(a.headline)}</h2><ul class="share-bottom">' + _items((
            "e-mail", "Facebook", "X", "WhatsApp")) + '</ul></div><div id="reader-comments" '
        'class="reader-comments"><div class="comments-header"><h3>Comments</h3><p>Share what you '
        'think</p></div><div class="comments-tabs"><a>Newest</a><a>Oldest</a><a>Best rated</a>'
        f'<a>Worst rated</a></div>{comments}<p class="comments-disclaimer">The comments below '
        'have not been moderated. The views expressed in the contents above are those of our '
        'users and do not necessarily reflect the views of MailOnline.</p><p>By posting your '
        'comment you agree to our house rules.</p></div></div></div><div class="beta"><div '
        'class="puff cleared"><h3 class="puff-title">DON\'T MISS</h3><ul class="link-bogr2">'
        f'{puffs}</ul></div><div class="most-watched-videos"><h3>Most watched News videos</h3>'
        '<ul>' + "".join(f'<li><a>Moment {x}</a></li>' for x in (
            "a storm hits the coast", "crowds gather outside the palace",
            "a driver narrowly avoids a crash")) + '</ul></div></div></div><div class="footer">'
        '<ul class="footer-links">' + _items((
            "Contact us", "How to complain", "Leadership Team", "Advertise with us",
            "Contributors", "Terms", "Do not sell or share my personal information",
            "About Daily Mail", "Privacy settings", "Disclaimer", "Cookie Policy")) + '</ul><p>'
        'Published by Associated Newspapers Ltd</p><p>Part of the Daily Mail, The Mail on Sunday'
        f' &amp; Metro Media Group</p><p>&copy; Associated Newspapers Ltd {a.published.year}</p>'
        '</div></div>')
    return page(f"{a.headline} | Daily Mail Online", og(a, "Mail Online") + json_ld(a), html)


ARS_NAV = ("AI", "Biz & IT", "Cars", "Culture", "Gaming", "Health", "Policy", "Science",
           "Security", "Space", "Tech", "Feature", "Reviews", "Store")


def arstechnica(a: Article) -> str:
    """Ars Technica (the 2024 redesign, WordPress with Tailwind classes): div.post-content of
    bare <p>s with ars-img-shortcode figures (caption and "Credit:" line), ad-wrapper slots
    and an "Ars Video" interlude between them; the section kicker, serif h1, dek, byline with
    the comment count and the intro image above; the author's mini-bio, the comments button,
    prev/next story links, "Most Read" and the Condé Nast footer below."""
    rng = _rng("arstechnica", a)
    section = rng.choice(["Science", "Tech", "Policy", "Space"])
    comments = rng.randrange(20, 600)

    def figure(i: int) -> str:
        caption, photographer = _caption(rng)
        return (
            f'<figure class="ars-img-shortcode id-{rng.randrange(10 ** 6, 3 * 10 ** 6)} align-'
            'fullwidth"><div><img width="1024" height="648" src="https://cdn.arstechnica.net/wp'
            f'-content/uploads/2024/05/photo-{i}-1024x648.jpg" class="fullwidth full" alt=""></'
            'div><figcaption><div class="caption font-impact dark:text-gray-300 mb-4 text-gray-'
            f'400 md:text-lg"><div class="caption-content">{escape(caption)}</div><div class="'
            f'caption-credit mt-2 text-xs">Credit: {photographer} / Getty Images</div></div>'
            '</figcaption></figure>')

    def ad(i: int) -> str:
        return ('<div class="ad-wrapper is-fullwidth is-rendered with-label"><div class="ad-'
                'wrapper-inner"><div class="ad-label">Advertisement</div><div class="ad ad-mid-'
                f'content" data-ad-slot="mid-content-{i + 1}"></div></div></div>')
    interlude = (
        '<div class="ars-interlude-container in-content-interlude mx-auto max-w-xl"><div class='
        '"ars-interlude-header">Ars Video</div><div class="ars-interlude-video"><div class="'
        'ars-interlude-title">How Scientists Respond to Science Deniers</div><button class="'
        'ars-interlude-play">Play</button></div></div>')
    parts = body_html(a)
    inserts = {k: ad(i) for i, k in enumerate(range(6, len(parts), 6))}
    inserts[rng.choice([3, 4])] = interlude
    if len(parts) > 9:
        inserts[rng.randrange(7, len(parts))] = figure(2)
    body = _after(parts, inserts)
    intro_caption, intro_photographer = _caption(rng)
    most = "".join(
        f'<li class="my-4 flex"><a class="flex gap-3" href="{t.url}"><span class="text-orange-'
        f'400 font-impact">{k}.</span><div><img class="aspect-video w-24" src="/most{k}.jpg" alt'
        f'=""><span class="font-impact text-lg leading-tight">{escape(t.headline)}</span></div>'
        '</a></li>' for k, t in enumerate(a.teasers[2:7], 1))
    prev, nxt = _teaser(a, 0), _teaser(a, 1)
    stamp = f"{long_date(a.published)} {_hm(a.published, ' ', False)}"
    html = (
        '<header class="site-header dusk:bg-gray-700 bg-gray-100"><div class="mx-auto flex '
        'max-w-7xl items-center gap-4 px-4"><a class="site-logo" href="/" aria-label="Ars '
        'Technica home"><svg class="h-12 w-12"><title>Ars Technica</title></svg></a><nav class'
        '="header-nav hidden md:block"><ul class="flex gap-4 font-impact text-sm uppercase">'
        + _items(ARS_NAV) + '</ul></nav><div class="ml-auto flex gap-2"><a class="header-'
        'subscribe bg-orange-400 px-3 font-impact" href="/store/product/subscriptions/">Subscribe'
        '</a><a class="header-sign-in" href="/civis/login">Sign In</a></div></div></header><main'
        f' id="main" class="bg-gray-50"><article class="double-column h-entry post-'
        f'{rng.randrange(2 * 10 ** 6, 3 * 10 ** 6)} post type-post status-publish format-standard'
        f' has-post-thumbnail hentry category-{section.lower()}"><header class="mx-auto max-w-3xl'
        ' px-4 pt-8"><div class="text-gray-550 font-impact text-sm uppercase"><a href="/'
        f'{section.lower()}/">{section}</a></div><h1 class="dusk:text-gray-100 mb-3 font-serif '
        'text-4xl font-bold text-gray-700 md:text-5xl md:leading-[1.05]">'
        f'{escape(a.headline)}</h1><p class="text-gray-550 dark:text-gray-250 my-3 font-serif '
        f'text-lg md:text-xl">{escape(a.standfirst)}</p><div class="my-3 flex items-center gap-2'
        ' font-impact text-sm"><span class="byline"><span>Text</span>&nbsp;<a class="text-'
        f'orange-400 hover:text-orange-500" href="/author/{_slug(a.author)}/"><span class="'
        f'author-name">{escape(a.author)}</span></a></span> &ndash; <time class="date" datetime'
        f'="{_iso(a.published, "+00:00")}">{stamp}</time> | <a class="comment-count" href="#'
        f'comments"><span class="comment-count-number">{comments}</span></a></div></header>'
        '<figure class="intro-image mx-auto max-w-5xl"><img class="intro-image" src="https://cdn'
        '.arstechnica.net/wp-content/uploads/2024/05/lede-1152x648.jpg" alt=""><figcaption><div '
        'class="caption font-impact dark:text-gray-300 mb-4 text-gray-400 md:text-lg"><div '
        f'class="caption-content">{escape(intro_caption)}</div><div class="caption-credit mt-2 '
        f'text-xs">Credit: {intro_photographer}</div></div></figcaption></figure><div class="'
        'post-content post-content-double mx-auto max-w-3xl px-4 font-serif text-lg leading-'
        f'relaxed">{body}</div><div class="author-mini-bio mx-auto my-8 flex max-w-3xl gap-4 '
        'border-t border-gray-200 pt-6"><a href="/author/' + _slug(a.author) + '/"><img class="'
        f'h-20 w-20 rounded-full" src="/author.jpg" alt=""></a><div><a class="font-impact text-'
        f'lg" href="/author/{_slug(a.author)}/">{escape(a.author)}</a> <span class="text-gray-'
        f'400 font-impact text-sm uppercase">Senior {section} Reporter</span><p class="text-gray'
        f'-550 text-sm">{escape(a.author.split()[0])} covers {section.lower()} for Ars '
        'Technica. Before that, they spent a decade at a daily newspaper and a few years in '
        'research labs.</p></div></div><div class="comments-button mx-auto max-w-3xl"><a class="'
        f'bg-orange-400 font-impact" href="#comments">{comments} Comments</a></div><nav class="'
        'prev-next mx-auto flex max-w-3xl justify-between"><a class="prev" href="'
        f'{prev.url}"><span class="font-impact text-xs uppercase">Prev story</span><span>'
        f'{escape(prev.headline)}</span></a><a class="next" href="{nxt.url}"><span class="font-'
        f'impact text-xs uppercase">Next story</span><span>{escape(nxt.headline)}</span></a>'
        '</nav></article><aside class="most-read mx-auto max-w-3xl"><h4 class="font-impact '
        f'text-xl uppercase">Most Read</h4><ol>{most}</ol></aside></main><footer class="site-'
        'footer bg-gray-700 text-gray-100"><p>Ars Technica has been separating the signal from '
        'the noise for over 25 years. With our unique combination of technical savvy and wide-'
        'ranging interest in the technological arts and sciences, Ars is the trusted source in '
        'a sea of information.</p><div class="footer-links"><h5>More from Ars</h5><ul>' + _items((
            "About Us", "Staff Directory", "Newsletters", "Ars Videos", "General FAQ",
            "RSS Feeds")) + '</ul><h5>Contact</h5><ul>' + _items((
                "Contact us", "Advertise with us", "Reprints")) + '</ul><ul>' + _items((
                    "Do Not Sell My Personal Information", "Manage Preferences"))
        + f'</ul></div><p class="legal">© {a.published.year} Condé Nast. All rights reserved. '
        'Use of and/or registration on any portion of this site constitutes acceptance of our '
        'User Agreement and Privacy Policy and Cookie Statement and Ars Technica Addendum and '
        'Your California Privacy Rights. Ars Technica may earn compensation on sales from links '
        'on this site. Read our affiliate link policy.</p></footer>')
    return page(f"{a.headline} - Ars Technica", og(a, "Ars Technica") + json_ld(a), html)


def usatoday(a: Article) -> str:
    """USA TODAY (Gannett's "gnt" platform): div.gnt_ar_b of p.gnt_ar_b_p (h2.gnt_ar_b_h2,
    ul.gnt_ar_b_ul > li.gnt_ar_b_li) with "More:" link paragraphs, unlabelled gnt_x ad slots,
    an in-line gnt_em image and a newsletter aside between them, the italic "Contributing:"
    line closing it; the label, h1.gnt_ar_hl, lead image, byline and the dates above; the
    published line, "Featured Weekly Ad", "Most Popular" and the footer columns below."""
    rng = _rng("usatoday", a)

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(' class="gnt_ar_b_p"')
        if b.tag[0] == "h":
            return f'<h2 class="gnt_ar_b_h2">{b.html}</h2>'
        if b.tag in ("ul", "ol"):
            items = "".join(f'<li class="gnt_ar_b_li">{x}</li>' for x in _li(b))
            return f'<{b.tag} class="gnt_ar_b_{b.tag}">{items}</{b.tag}>'
        return b.markup(' class="gnt_ar_b_bq"' if b.tag == "blockquote" else "")

    def figure(lead: bool) -> str:
        caption, photographer = _caption(rng)
        return (f'<figure class="gnt_em gnt_em_img{" gnt_em__fp" if lead else ""}" aria-label="'
                'Image"><div class="gnt_em_img_w"><img class="gnt_em_img_i" src="https://www.'
                f'usatoday.com/gcdn/authoring/images/2024/05/14/{_hash(rng, 5).upper()}.jpg?'
                'width=660&amp;height=440&amp;fit=crop" alt=""></div><figcaption class="gnt_em_'
                f'img_ccw" data-c-caption="{escape(caption)}" data-c-credit="{photographer}, USA '
                f'TODAY"><span class="gnt_em_img_cp">{escape(caption)}</span><span class="gnt_em'
                f'_img_cr">{photographer}, USA TODAY</span></figcaption></figure>')

    def ad(i: int) -> str:
        return (f'<div aria-label="advertisement" class="gnt_x gnt_x__lbl gnt_xmst" data-g-s="'
                f'ar_{i + 1}"><div id="gpt-ar-{i + 1}" class="gnt_x__slot"></div></div>')

    def more(i: int) -> str:
        t = _teaser(a, i)
        return (f'<p class="gnt_ar_b_p"><strong class="gnt_ar_b_al">More:</strong> <a class="'
                f'gnt_ar_b_a" href="{t.url}" data-t-l="|inline|intext|n/a">{escape(t.headline)}'
                '</a></p>')
    letter = ('<aside class="gnt_em gnt_em__el gnt_em_nl"><div class="gnt_em_nl_t">Get the '
              'Daily Money newsletter in your inbox.</div><p>Your daily look at the economy, '
              'personal finance and what it means for you.</p><form><input type="email" '
              'placeholder="Enter email address"><button class="gnt_em_nl_btn">Sign Up</button>'
              '</form><div class="gnt_em_nl_tos">By signing up, you agree to our Terms of '
              'Service and Privacy Policy.</div></aside>')
    parts = body_html(a, block)
    inserts = {k: ad(i) for i, k in enumerate(range(3, len(parts), 4))}
    inserts[2] = more(0)
    if len(parts) > 7:
        inserts[6] = (inserts.get(6, "") + figure(False))
        inserts[len(parts) - 2] = more(1) + letter
    body = _after(parts, inserts) + (
        f'<p class="gnt_ar_b_p"><em>Contributing: {rng.choice(PHOTOGRAPHERS)}, USA TODAY</em>'
        '</p>')
    when = (f"{_hm(a.published, ' ', False).replace('am', 'a.m.').replace('pm', 'p.m.')} ET "
            f"{a.published.strftime('%b.')} {a.published.day}, {a.published.year}")
    popular = "".join(f'<li class="gnt_m_ml_li"><a class="gnt_m_ml_a" href="{t.url}"><span '
                      f'class="gnt_m_ml_n">{k}</span>{escape(t.headline)}</a></li>'
                      for k, t in enumerate(a.teasers[2:7], 1))
    html = (
        '<div class="gnt_n"><nav class="gnt_n_mn" aria-label="Main navigation"><a class="gnt_n_'
        'lg" href="/" aria-label="USA TODAY">USA TODAY</a><ul class="gnt_n_mn_ul">' + "".join(
            f'<li class="gnt_n_mn_li"><a class="gnt_n_mn_a" href="/{_slug(i)}/">{i}</a></li>'
            for i in ("U.S.", "Sports", "Entertainment", "Life", "Money", "Tech", "Travel",
                      "Opinion", "Crossword", "Investigations", "Elections"))
        + '</ul><a class="gnt_n_sub" href="/subscribe">Subscribe</a><a class="gnt_n_us_a" href="'
        '/signin">Sign In</a></nav></div><main class="gnt_cw"><article class="gnt_pr" role="'
        'main"><div class="gnt_ar_lbl"><a class="gnt_ar_lbl_a" href="/money/">MONEY</a></div><h1'
        f' class="gnt_ar_hl" elementtiming="ar-headline">{escape(a.headline)}</h1>{figure(True)}'
        '<div class="gnt_ar_by"><div class="gnt_ar_by_img"><img src="/staff.jpg" alt=""></div>'
        f'<a class="gnt_ar_by_a gnt_ar_by_a__fi" href="/staff/{rng.randrange(10 ** 7)}/'
        f'{_slug(a.author)}/">{escape(a.author)}</a><div class="gnt_ar_by_t">USA TODAY</div>'
        f'</div><div class="gnt_ar_dt" aria-label="Published: {when} | Updated: {when}">'
        f'Published {when}<br>Updated {when}</div><div class="gnt_ar_shr"><button class="gnt_ar'
        '_shr_btn" aria-label="Share">Share</button><button class="gnt_ar_shr_btn" aria-label="'
        f'Comment">Comment</button></div><div class="gnt_ar_b" data-c-bt="t">{body}</div><div '
        'class="gnt_ar_pb"><div class="gnt_ar_pb_btm">Updated ' + when + '</div></div></article>'
        '<aside class="gnt_rr"><div class="gnt_m gnt_m_ml"><h2 class="gnt_m_ml_h">Most Popular'
        f'</h2><ol class="gnt_m_ml_ol">{popular}</ol></div><div class="gnt_m gnt_m_wad"><h2>'
        'Featured Weekly Ad</h2><a href="/weekly-ads">View all ads</a></div></aside></main>'
        '<footer class="gnt_f"><div class="gnt_f_c"><h3>About Us</h3><ul>' + _items((
            "Staff Directory", "Careers", "Newsroom Ethics", "Accessibility Support",
            "Sitemap")) + '</ul><h3>Stay Connected</h3><ul>' + _items((
                "Help Center", "Contact Us", "Subscription Terms", "Your Privacy Choices",
                "Privacy Policy", "Terms of Service", "Manage Account")) + '</ul></div><p class'
        f'="gnt_f_cr">&copy; {a.published.year} USA TODAY, a division of Gannett Satellite '
        'Information Network, LLC.</p></footer>')
    return page(f"{a.headline}", og(a, "USA TODAY") + json_ld(a), html)


def telegraph(a: Article) -> str:
    """The Telegraph: div.articleBodyText[itemprop=articleBody] of runs of <p>s, each run in
    div.article-body-text.component > div.component-content, cut by article-body-advert slots
    ("Advertisement"), a "Related Articles" component and the Front Page newsletter promo;
    the breadcrumb, h1.e-headline, p.e-standfirst, e-byline with role, date, the gift button
    and the lead image above; "Related Topics", "Join the conversation" with the comments
    policy, "More stories", the Sourcepoint consent container and the footer below."""
    rng = _rng("telegraph", a)
    caption, photographer = _caption(rng)
    section = rng.choice(["Politics", "Business", "World news", "Science", "Money"])

    def run(items: list[str]) -> str:
        return ('<div class="article-body-text component version-2"><div class="component-'
                f'content">{"".join(items)}</div></div>')

    def ad(i: int) -> str:
        return (f'<div class="article-body-advert component" data-advert-position="{i + 1}"><div'
                ' class="advert advert--mpu"><p class="advert__label">Advertisement</p><div id='
                f'"ad-inarticle-{i + 1}" class="advert__slot"></div></div></div>')
    related = (
        '<div class="component related-articles"><div class="component-content"><h3 class="'
        'related-articles__title">Related Articles</h3><ul class="related-articles__list">'
        + "".join(f'<li class="related-articles__item"><a class="related-articles__link" href="'
                  f'{x.url}"><img src="/rel{k}.jpg" alt=""><span class="related-articles__'
                  f'headline">{escape(x.headline)}</span></a></li>'
                  for k, x in enumerate(_teaser(a, i) for i in range(3)))
        + '</ul></div></div>')
    letter = (
        '<div class="component newsletter-signup-promo"><div class="component-content"><p class'
        '="newsletter-signup-promo__text"><strong>Sign up to the Front Page newsletter for '
        'free:</strong> Your essential guide to the day\'s agenda from The Telegraph – direct to '
        'your inbox seven days a week.</p><a class="newsletter-signup-promo__button" href="/'
        'newsletters/">Sign up</a></div></div>')
    blocks = body_html(a)
    runs, k = [], 0
    while k < len(blocks):
        size = rng.choice([2, 3, 4, 5])
        runs.append(run(blocks[k:k + size]))
        k += size
    inserts = {i: ad(n) for n, i in enumerate(range(1, len(runs), 2))}
    if len(runs) > 2:
        inserts[2] = inserts.get(2, "") + related
    if len(runs) > 4:
        inserts[4] = inserts.get(4, "") + letter
    body = _after(runs, inserts)
    stamp = f"{a.published.day} {a.published.strftime('%B %Y')} &bull; " + \
        _hm(a.published, "", False)
    more = "".join(
        f'<li class="card"><a class="card__link" href="{t.url}"><img src="/more{k}.jpg" alt="">'
        f'<h3 class="card__headline u-heading-6">{escape(t.headline)}</h3></a><p class="card__'
        f'standfirst">{escape(t.blurb)}</p></li>' for k, t in enumerate(a.teasers[3:7]))
    html = (
        '<div class="site-header"><header class="site-header__wrapper"><a class="site-header__'
        'logo" href="/" aria-label="The Telegraph">The Telegraph</a><nav class="primary-nav" '
        'aria-label="Primary"><ul class="primary-nav__list">' + _items((
            "News", "Sport", "Business", "Money", "Opinion", "Ukraine", "US Election", "Travel",
            "Health", "Lifestyle", "Culture", "Puzzles", "Podcasts")) + '</ul></nav><a class="'
        'site-header__subscribe" href="/customer/subscribe">Subscribe now <span>Free for one '
        'month</span></a><a class="site-header__login" href="/customer/secure/login/">Log in'
        '</a></header></div><main id="main-content"><article class="article" itemscope itemtype="'
        'http://schema.org/NewsArticle"><nav class="breadcrumb"><ul class="breadcrumb__list"><li'
        f'><a href="/news/">News</a></li><li><a href="/{_slug(section)}/">{section}</a></li>'
        '</ul></nav><div class="article-header"><h1 class="e-headline u-heading-1" itemprop="'
        f'headline name">{escape(a.headline)}</h1><div class="article-standfirst"><p class="e-'
        f'standfirst" itemprop="description">{escape(a.standfirst)}</p></div><div class="e-'
        'byline"><span class="e-byline__author">By <a class="e-byline__link" href="/authors/'
        f'{_slug(a.author)}/" itemprop="author">{escape(a.author)}</a></span>, <span class="e-'
        f'byline__role">{section} Editor</span></div><time class="e-published-date" itemprop="'
        f'datePublished" datetime="{_iso(a.published, "+01:00")}">{stamp}</time><div class="'
        'article-actions"><button class="gift-article-button">Gift this article free</button>'
        '<button class="save-button">Save</button><a class="comments-count" href="#comments">'
        f'{rng.randrange(40, 2000)} comments</a></div></div><figure class="lead-asset-image-'
        'container"><picture><img src="/content/dam/news/2024/05/14/lead_trans.jpg" alt="">'
        f'</picture><figcaption class="e-caption"><span class="e-caption__text">{escape(caption)}'
        f'</span> <span class="e-caption__credit">Credit: {photographer}/PA</span></figcaption>'
        '</figure><div class="articleBodyText section" data-test="article-body-text" itemprop="'
        f'articleBody">{body}</div><div class="article-tags"><h4 class="article-tags__title">'
        'Related Topics</h4><ul>' + _items((f"{section} latest news", "UK news",
                                             "Economy")) + '</ul></div><section id="comments" '
        'class="comments-promo"><h3>Join the conversation</h3><button class="comments-promo__'
        'button">Show comments</button><p>The Telegraph values your comments but kindly requests '
        'all posts are on topic, constructive and respectful. Please review our commenting '
        'policy.</p></section></article><section class="more-stories"><h2 class="more-stories__'
        f'title">More stories</h2><ul class="card-list">{more}</ul></section></main><div id="sp_'
        f'message_container_{rng.randrange(10 ** 6)}" class="sp-message-container"><iframe title'
        '="SP Consent Message" src="about:blank"></iframe></div><footer class="site-footer"><p '
        'class="site-footer__follow">Follow us on: Facebook Instagram X YouTube LinkedIn</p><ul>'
        + _items(("Help Centre", "About us", "Telegraph Extra", "Reader Prints",
                  "Branded Content", "Syndication and Commissioning", "Fantasy Sport",
                  "UK Voucher Codes", "Betting Offers", "Tax Strategy",
                  "Broadband and Mobile Deals", "Newsletters", "Download the Telegraph App",
                  "Privacy", "Terms & Conditions", "Modern Slavery", "Advertising terms",
                  "Guidelines")) + f'</ul><p>&copy; Telegraph Media Group Limited '
        f'{a.published.year}</p></footer>')
    return page(f"{a.headline}", og(a, "The Telegraph") + json_ld(a), html, lang="en-GB")


# ------------------------------------------------------------------------- other languages

FR_COMMENTS = (
    ("Jean-Pierre D.", "Enfin un article qui pose les bonnes questions. Reste à savoir si nos "
     "responsables politiques auront le courage d'agir."),
    ("Martine L.", "Très intéressant, merci. On aimerait cependant connaître l'avis des "
     "principaux intéressés."),
    ("abonné 75", "Toujours la même chose : on constate, on commente, et rien ne change."),
)


def figaro(a: Article) -> str:
    """Le Figaro (French furniture): div.fig-content-body of p.fig-paragraph (h2.fig-body-
    heading) with "À lire aussi" link paragraphs and "Publicité" ad slots between them; the
    breadcrumb, h1.fig-headline, p.fig-standfirst, fig-content-metas (author, "Publié le ...,
    mis à jour le ..."), the listen/share bar and the lead fig-media figure above; "La rédaction
    vous conseille", "Sujets" tags, the comments, "Les plus lus", the Didomi consent popup and
    the footer around."""
    rng = _rng("figaro", a)
    caption, photographer = _caption(rng)
    rubrique = rng.choice(["Société", "Économie", "Sciences", "International", "Culture"])

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(' class="fig-paragraph"')
        if b.tag[0] == "h":
            return f'<h2 class="fig-body-heading">{b.html}</h2>'
        return b.markup(f' class="fig-body-{b.tag}"')

    def lire(i: int) -> str:
        t = _teaser(a, i)
        return ('<p class="fig-body-link fig-body-link--inline"><span class="fig-body-link__'
                'prefix">À lire aussi</span> <a class="fig-body-link__link" href="'
                f'{t.url}" data-fig-tracking="lire-aussi">{escape(t.headline)}</a></p>')

    def ad(i: int) -> str:
        return (f'<div class="fig-ad-content fig-ad-content--inread" id="fig-ad-inread-{i + 1}"'
                '><div class="fig-ad-content__label">Publicité</div><div class="fig-ad-content__'
                'slot"></div></div>')
    parts = body_html(a, block)
    inserts = {k: ad(i) for i, k in enumerate(range(3, len(parts), 5))}
    inserts[2 if len(parts) > 2 else 1] = lire(0)
    if len(parts) > 9:
        inserts[8] = inserts.get(8, "") + lire(1)
    body = _after(parts, inserts)
    fr_date = a.published.strftime("%d/%m/%Y à %Hh%M")
    comments = "".join(
        f'<div class="fig-comment"><div class="fig-comment__header"><span class="fig-comment__'
        f'author">{who}</span> <time class="fig-comment__date">le {fr_date}</time></div><p '
        f'class="fig-comment__text">{text}</p><div class="fig-comment__actions"><button>Répondre'
        f'</button><button>Signaler</button><span class="fig-comment__likes">{rng.randrange(1, 90)}'
        '</span></div></div>' for who, text in FR_COMMENTS)
    conseille = "".join(
        f'<li class="fig-related__item"><a class="fig-related__link" href="{t.url}"><span class="'
        f'fig-related__title">{escape(t.headline)}</span></a></li>' for t in a.teasers[2:5])
    lus = "".join(f'<li class="fig-most-read__item"><span class="fig-most-read__rank">{k}</span>'
                  f'<a href="{t.url}">{escape(t.headline)}</a></li>'
                  for k, t in enumerate(a.teasers[3:8], 1))
    html = (
        '<header class="fig-header"><div class="fig-header__top"><button class="fig-header__'
        'menu">Menu</button><a class="fig-header__logo" href="/" title="Le Figaro">Le Figaro</a>'
        '<a class="fig-header__subscribe" href="/abonnement">S\'abonner</a><a class="fig-header_'
        '_login" href="/connexion">Se connecter</a></div><nav class="fig-nav"><ul class="fig-'
        'nav__list">' + _items(("Actualité", "Politique", "International", "Économie",
                                "Société", "Vox", "Culture", "Lifestyle", "Sport", "Sciences",
                                "Le Figaro Magazine")) + '</ul></nav></header><main class="fig-'
        'main"><article class="fig-main-col fig-main-col--article"><nav class="fig-breadcrumb" '
        'aria-label="Fil d\'Ariane"><ol><li><a href="/">Le Figaro</a></li><li><a href="/'
        f'actualite-france">Actualité</a></li><li><a href="/{_slug(rubrique)}">{rubrique}</a>'
        f'</li></ol></nav><h1 class="fig-headline">{escape(a.headline)}</h1><p class="fig-'
        f'standfirst">{escape(a.standfirst)}</p><div class="fig-content-metas"><div class="fig-'
        'content-metas__authors"><span class="fig-content-metas__author">Par <a class="fig-'
        f'content-metas__author-link" href="/auteur/{_slug(a.author)}">{escape(a.author)}</a>'
        '</span></div><span class="fig-content-metas__pub"><span class="fig-content-metas__pub-'
        f'date">Publié le <time datetime="{_iso(a.published, "+02:00")}">{fr_date}</time></span>'
        ', <span class="fig-content-metas__pub-maj-date">mis à jour le <time>'
        f'{fr_date}</time></span></span></div><div class="fig-content-share"><button class="fig-'
        f'listen">Écouter cet article</button><span class="fig-listen__duration">{_minutes(a)} '
        'min</span><button class="fig-share__copy">Copier le lien</button><span class="fig-share'
        '__copied" hidden>Lien copié</span><button class="fig-share__open">Partager</button><a '
        f'class="fig-share__comments" href="#fig-comments">{rng.randrange(5, 400)} commentaires'
        '</a></div><figure class="fig-media"><div class="fig-media__container"><img class="fig-'
        'img" src="https://i.f1g.fr/media/cms/704x396_cropupscale/2024/05/14/lead.jpg" alt="">'
        f'</div><figcaption class="fig-media__legend"><span class="fig-media__legend-text">'
        f'{escape(caption)}</span> <span class="fig-media__credit">{photographer} / AFP</span>'
        f'</figcaption></figure><div class="fig-content-body">{body}</div><section class="fig-'
        'related"><h2 class="fig-related__heading">La rédaction vous conseille</h2><ul>'
        f'{conseille}</ul></section><div class="fig-tags"><span class="fig-tags__label">Sujets'
        '</span><ul>' + _items((rubrique, "France", "Gouvernement")) + '</ul></div><section '
        'id="fig-comments" class="fig-comments"><h2 class="fig-comments__heading">'
        f'{len(FR_COMMENTS)} commentaires</h2><p class="fig-comments__charter">Cet article est '
        'réservé aux abonnés. Pour commenter, abonnez-vous et respectez notre charte de '
        f'modération.</p>{comments}<button class="fig-comments__more">Voir plus de commentaires'
        '</button></section></article><aside class="fig-main-col fig-main-col--aside"><div '
        'class="fig-most-read"><h2 class="fig-most-read__heading">Les plus lus</h2><ol>'
        f'{lus}</ol></div><div class="fig-ad-content fig-ad-content--sticky"><div class="fig-ad-'
        'content__label">Publicité</div></div></aside></main><div id="didomi-host" class="'
        'didomi-host" aria-hidden="true"><div class="didomi-popup-container"><div class="didomi-'
        'popup-notice"><h1 class="didomi-popup-notice-title">Le Figaro et ses partenaires</h1>'
        '<p class="didomi-popup-notice-text">Avec votre accord, nous et nos partenaires '
        'utilisons des cookies ou technologies similaires pour stocker, consulter et traiter des '
        'données personnelles telles que votre visite sur ce site internet. Vous pouvez retirer '
        'votre consentement ou vous opposer aux traitements à tout moment.</p><button id="didomi'
        '-notice-agree-button">Accepter et fermer</button><button id="didomi-notice-learn-more-'
        'button">Paramétrer les cookies</button><button id="didomi-notice-disagree-button">'
        'Continuer sans accepter</button></div></div></div><footer class="fig-footer"><ul class'
        '="fig-footer__links">' + _items(("Qui sommes-nous ?", "Mentions légales", "CGU",
                                           "Politique de confidentialité", "Gestion des cookies",
                                           "Contact", "Publicité", "Plan du site",
                                           "Accessibilité : partiellement conforme"))
        + f'</ul><p class="fig-footer__copyright">© Le Figaro {a.published.year}</p></footer>')
    return page(f"{a.headline}", og(a, "Le Figaro") + json_ld(a), html, lang="fr")


DE_MONTHS = ("Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
             "September", "Oktober", "November", "Dezember")
DE_COMMENTS = (
    ("Waldläuferin", "Ein sehr differenzierter Artikel, danke dafür. Gerade der letzte Absatz "
     "trifft es aus meiner Sicht ziemlich genau."),
    ("Kaffeetrinker_73", "Das Problem ist seit Jahren bekannt. Warum passiert erst jetzt etwas?"),
    ("nordlicht", "Ich hätte mir noch eine Einordnung gewünscht, was das konkret für "
     "Verbraucherinnen und Verbraucher bedeutet."),
)


def zeit(a: Article) -> str:
    """ZEIT ONLINE (German furniture): div.article-body[itemprop=articleBody] of
    p.paragraph.article__item (h2.article__subheading) with "Anzeige" ad containers, a "Mehr
    zum Thema" box and the "Was jetzt?" newsletter sign-up between them; breadcrumbs, the
    kicker and title in h1.article-heading, the summary, metadata with date and comment count,
    the byline and the lead figure above; "Schlagwörter", the share bar, the comment section
    and "Mehr aus dem Ressort" below."""
    rng = _rng("zeit", a)
    caption, photographer = _caption(rng)
    ressort = rng.choice(["Wirtschaft", "Politik", "Wissen", "Digital", "Gesellschaft"])
    kicker = rng.choice(["Energiewende", "Wohnungsmarkt", "Klimaforschung", "Digitalisierung"])

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(' class="paragraph article__item"')
        if b.tag[0] == "h":
            return f'<h2 class="article__subheading article__item">{b.html}</h2>'
        return b.markup(f' class="article__item article__{b.tag}"')

    def ad(i: int) -> str:
        return (f'<div class="ad-container article__item" data-ad-type="content_ad_{i + 1}">'
                '<div class="ad-container__label">Anzeige</div><div id="ad-desktop-'
                f'{i + 3}" class="ad-container__slot"></div></div>')
    box = ('<aside class="article__item article-box"><h2 class="article-box__heading">Mehr zum '
           'Thema</h2><ul class="article-box__list">' + "".join(
               f'<li><a class="article-box__link" href="{x.url}"><span class="article-box__'
               f'kicker">{kicker}</span>: {escape(x.headline)}</a></li>'
               for x in (_teaser(a, 0), _teaser(a, 1))) + '</ul></aside>')
    letter = ('<div class="newsletter-signup article__item"><p class="newsletter-signup__title">'
              'Newsletter: Was jetzt?</p><p class="newsletter-signup__text">Die wichtigsten '
              'Nachrichten des Tages kompakt zusammengefasst – jeden Morgen in Ihrem Postfach.'
              '</p><form><input type="email" placeholder="E-Mail-Adresse"><button>Jetzt '
              'anmelden</button></form><p class="newsletter-signup__legal">Mit Ihrer Anmeldung '
              'nehmen Sie die Datenschutzerklärung zur Kenntnis.</p></div>')
    parts = body_html(a, block)
    inserts = {k: ad(i) for i, k in enumerate(range(2, len(parts), 5))}
    inserts[4 if len(parts) > 5 else 1] = box
    if len(parts) > 10:
        inserts[9] = inserts.get(9, "") + letter
    body = _after(parts, inserts)
    t = a.published
    stamp = f"{t.day}. {DE_MONTHS[t.month - 1]} {t.year}, {t.hour}:{t.minute:02d} Uhr"
    n_comments = rng.randrange(40, 900)
    comments = "".join(
        f'<article class="comment" id="cid-{rng.randrange(10 ** 7)}"><div class="comment__'
        f'header"><a class="comment-meta__name">{who}</a> <a class="comment-meta__date">#{k} '
        f'&mdash; vor {k + 1} Stunden</a></div><div class="comment__body"><p>{text}</p></div><div'
        ' class="comment__reactions"><button>Antworten</button><button>Melden</button><button>'
        f'Empfehlen</button><span class="comment__recommendations">{rng.randrange(1, 300)}</span>'
        '</div></article>' for k, (who, text) in enumerate(DE_COMMENTS, 1))
    ressort_more = "".join(
        f'<article class="zon-teaser"><a class="zon-teaser__link" href="{x.url}"><span class="'
        f'zon-teaser__kicker">{ressort}</span><span class="zon-teaser__title">'
        f'{escape(x.headline)}</span></a><p class="zon-teaser__summary">{escape(x.blurb)}</p>'
        '</article>' for x in a.teasers[2:6])
    html = (
        '<header class="header" data-ct-area="topnav"><a class="header__logo" href="/" title="'
        'ZEIT ONLINE">ZEIT ONLINE</a><nav class="nav" aria-label="Ressorts"><ul class="nav__'
        'ressorts-list">' + _items(("Politik", "Gesellschaft", "Wirtschaft", "Green", "Wissen",
                                    "Kultur", "Digital", "Arbeit", "Gesundheit", "Sport",
                                    "Zeit Magazin", "Podcasts")) + '</ul></nav><a class="nav__'
        'abo" href="/abo">Abo</a><a class="nav__login" href="/anmelden">Anmelden</a></header>'
        '<main class="main main--article" id="main"><article class="article article--padded" '
        'itemscope itemtype="http://schema.org/Article" data-ct-area="articlecontent"><nav '
        'class="breadcrumbs" aria-label="Brotkrumen"><ul><li><a href="/index">Startseite</a>'
        f'</li><li><a href="/{ressort.lower()}/index">{ressort}</a></li><li>{kicker}</li></ul>'
        '</nav><header class="article-header"><h1 class="article-heading" itemprop="headline">'
        f'<span class="article-heading__kicker">{kicker}</span><span class="visually-hidden">: '
        f'</span><span class="article-heading__title">{escape(a.headline)}</span></h1><div '
        f'class="summary" itemprop="description">{escape(a.standfirst)}</div><div class="'
        f'metadata"><time class="metadata__date" datetime="{_iso(t, "+02:00")}">{stamp}</time>'
        f'<a class="metadata__commentcount js-scroll" href="#comments">{n_comments} Kommentare'
        '</a></div><div class="byline"><span>Eine Analyse von </span><a rel="author" href="/'
        f'autoren/{_slug(a.author)}"><span itemprop="name">{escape(a.author)}</span></a></div>'
        '<figure class="article__media article__media--wide"><img src="/zeit-online/2024-05/'
        'lead-bild/wide__1300x731" alt=""><figcaption class="figure__caption"><span class="'
        f'figure__text">{escape(caption)}</span> <span class="figure__copyright">© {photographer}'
        '/dpa</span></figcaption></figure></header><div class="article-body article-body--'
        f'article" itemprop="articleBody">{body}</div><div class="article-tags"><h4 class="'
        'article-tags__title">Schlagwörter</h4><ul>' + "".join(
            f'<li><a class="article-tags__link" href="/thema/{_slug(x)}">{x}</a></li>'
            for x in (kicker, ressort, "Bundesregierung")) + '</ul></div><div class="sharing-'
        'menu"><span>Teilen:</span><ul>' + _items(("Facebook", "X", "Mail", "WhatsApp",
                                                   "Pocket", "Flipboard")) + '</ul></div>'
        '</article><section class="comment-section" id="comments"><h3 class="comment-section__'
        f'headline">{n_comments} Kommentare</h3><div class="comment-section__preferences"><a>'
        'Neueste zuerst</a><a>Älteste zuerst</a><a>Leserempfehlungen</a></div><div class="'
        'comment-section__form"><p>Bitte melden Sie sich an, um zu kommentieren.</p></div>'
        f'{comments}<a class="comment-section__more">Alle Kommentare anzeigen</a></section>'
        f'<section class="cp-area cp-area--ressort"><h2>Mehr aus dem Ressort {ressort}</h2>'
        f'{ressort_more}</section></main><footer class="footer"><ul>' + _items((
            "Impressum", "Hilfe & Kontakt", "Unternehmen", "Karriere", "Presse", "Jobs",
            "Shop", "Inserieren", "Mediadaten", "Datenschutz", "Privacy Einstellungen",
            "Cookies & Tracking", "AGB", "Barrierefreiheit")) + '</ul><p>ZEIT ONLINE GmbH'
        ', Zeitverlag Gerd Bucerius GmbH &amp; Co. KG</p></footer>')
    return page(f"{kicker}: {a.headline} | ZEIT ONLINE", og(a, "ZEIT ONLINE") + json_ld(a),
                html, lang="de")


JA_CAPTIONS = ("記者会見で質問に答える担当者＝14日午前、東京都千代田区",
               "多くの人が行き交う駅前の様子＝東京都渋谷区",
               "会場の外で開始を待つ人たち＝13日午後",
               "工事が進む現場＝本社ヘリから")


def asahi(a: Article) -> str:
    """朝日新聞デジタル (Japanese furniture, a Next.js front end with hashed class names): the
    body in div.nfyQp of bare <p>s with a 写真・図版 figure, a 関連記事 box and [PR] ad slots
    between them; the breadcrumb, h1, the 有料記事 badge, the dateline byline, the date and the
    share bar above; the コメントプラス expert comment, the author card この記事を書いた人,
    アクセスランキング, トピックス and the copyright footer below."""
    rng = _rng("asahi", a)
    h = {k: _hash(rng, 5) for k in ("body", "title", "meta", "share", "fig", "box", "pr", "rank",
                                      "author", "comment", "bread")}
    place = rng.choice(["ワシントン", "ロンドン", "ニューヨーク", "パリ", "ベルリン"])

    def figure(i: int) -> str:
        return (f'<figure class="{h["fig"]}"><div class="{h["fig"]}__img"><img src="https://'
                f'imgopt.asahi.com/ogp/AS2024051400{i}_comm.jpg" alt="" loading="lazy"></div>'
                f'<figcaption class="{h["fig"]}__cap">{rng.choice(JA_CAPTIONS)}、'
                f'{escape(a.author)}撮影</figcaption><a class="{h["fig"]}__link" href="#">写真・'
                '図版</a></figure>')

    def pr(i: int) -> str:
        return (f'<div class="{h["pr"]}" data-ad-unit="article_rectangle_{i + 1}"><p class="'
                f'{h["pr"]}__label">[PR]</p><div id="ad-rect-{i + 1}"></div></div>')
    box = (f'<div class="{h["box"]}"><p class="{h["box"]}__title">関連記事</p><ul>' + "".join(
        f'<li><a href="{x.url}">{escape(x.headline)}</a></li>'
        for x in (_teaser(a, k) for k in range(3)))
        + '</ul></div>')
    parts = body_html(a)
    inserts = {k: pr(i) for i, k in enumerate(range(4, len(parts), 6))}
    inserts[1] = figure(1)
    inserts[3 if len(parts) > 3 else 2] = box
    body = _after(parts, inserts)
    t = a.published
    stamp = f"{t.year}年{t.month}月{t.day}日 {t.hour}時{t.minute}分"
    ranking = "".join(f'<li class="{h["rank"]}__item"><span class="{h["rank"]}__num">{k}</span>'
                      f'<a href="{x.url}">{escape(x.headline)}</a></li>'
                      for k, x in enumerate(a.teasers[2:7], 1))
    html = (
        '<header class="l-header"><div class="l-header__inner"><a class="l-header__logo" href="'
        '/">朝日新聞デジタル</a><div class="l-header__member"><a href="/login/">ログイン</a><a '
        'href="/membership/">無料会員登録</a><a class="is-primary" href="/subscribe/">有料会員'
        '登録</a></div></div><nav class="l-gnav"><ul>' + _items((
            "速報・新着", "ニュース", "政治", "経済", "社会", "国際", "スポーツ", "カルチャー",
            "ライフ", "科学", "地域", "オピニオン", "天声人語", "紙面ビューアー"))
        + '</ul></nav></header><main class="l-main"><div class="l-main__content"><nav class="'
        f'{h["bread"]}" aria-label="パンくずリスト"><ol><li><a href="/">トップ</a></li><li><a '
        'href="/international/">国際</a></li><li><a href="/international/europe/">ヨーロッパ'
        f'</a></li></ol></nav><article><div class="{h["title"]}"><h1>{escape(a.headline)}</h1>'
        f'<span class="{h["title"]}__badge">有料記事</span></div><div class="{h["meta"]}"><p '
        f'class="{h["meta"]}__byline">{place}＝{escape(a.author)}</p><time datetime="'
        f'{_iso(t, "+09:00")}" class="{h["meta"]}__date">{stamp}</time></div><div class="'
        f'{h["share"]}"><ul>' + "".join(
            f'<li><a class="{h["share"]}__btn" href="#">{x}</a></li>' for x in (
                "list", "メール", "印刷", "ブックマーク", "X", "Facebook",
                "はてなブックマーク", "LINE"))
        + f'</ul></div>{figure(0)}<div class="nfyQp {h["body"]}">{body}</div><section class="'
        f'{h["comment"]}"><h2 class="{h["comment"]}__title">コメントプラス</h2><div class="'
        f'{h["comment"]}__item"><p class="{h["comment"]}__name">山田太郎（東京大学教授・国際'
        f'政治）</p><p class="{h["comment"]}__label">【視点】</p><p class="{h["comment"]}__'
        'text">今回の動きは、これまでの議論の延長線上にあるように見えて、実は大きな転換点と'
        f'なる可能性がある。今後の各国の対応を注視したい。</p><a class="{h["comment"]}__more" '
        'href="#">続きを読む</a></div></section><section class="' + h["author"] + '"><h2>'
        f'この記事を書いた人</h2><div class="{h["author"]}__card"><img src="/author.jpg" alt=""><p'
        f' class="{h["author"]}__name">{escape(a.author)}</p><p class="{h["author"]}__role">'
        f'{place}支局長</p><p class="{h["author"]}__field">専門・関心分野：国際政治、安全保障、'
        f'移民問題</p><button class="{h["author"]}__follow">フォローする</button></div></section>'
        f'</article></div><aside class="l-main__side"><section class="{h["rank"]}"><h2>アクセス'
        f'ランキング</h2><ol>{ranking}</ol></section><section class="topics"><h2>トピックス</h2>'
        '<ul>' + _items(("国際ニュース", "気候変動", "ウクライナ情勢", "生成AI")) + '</ul>'
        '</section></aside></main><footer class="l-footer"><ul>' + _items((
            "朝日新聞社について", "サイトポリシー", "アクセシビリティー", "個人情報",
            "外部送信", "著作権", "リンク", "お問い合わせ", "ヘルプ")) + '</ul><p>朝日新聞デジタル'
        'に掲載の記事・写真の無断転載を禁じます。すべての内容は日本の著作権法並びに国際条約に'
        'より保護されています。</p><p>Copyright © The Asahi Shimbun Company. All rights '
        'reserved. No reproduction or republication without written permission.</p></footer>')
    return page(f"{a.headline}：朝日新聞デジタル", og(a, "朝日新聞デジタル") + json_ld(a), html,
                lang="ja")


CN_TEASERS = (
    Teaser("国务院常务会议部署推动经济持续回升向好", "会议指出，要着力扩大国内需求……",
           "/politics/20240514/c1.html"),
    Teaser("多地出台新举措促进消费提质升级", "近期，多个省份相继发布促消费政策……",
           "/fortune/20240514/c2.html"),
    Teaser("我国科研团队在量子通信领域取得新进展", "记者从中国科学院获悉……",
           "/tech/20240514/c3.html"),
    Teaser("全国夏粮生产形势总体向好", "农业农村部最新调度显示……", "/local/20240514/c4.html"),
    Teaser("新华全媒+｜走进非遗传承人的工作室", "一针一线，传承千年技艺……",
           "/culture/20240514/c5.html"),
    Teaser("国际观察｜多边合作为全球发展注入新动能", "分析人士认为……",
           "/world/20240514/c6.html"),
)


def xinhua(a: Article) -> str:
    """新华网 news.cn (Chinese furniture): div#detail > span#detailContent of <p>s, the
    "新华社北京…电（记者 …）" dateline before the first paragraph's text, a centred photo and
    its centred caption paragraph among them, the 【纠错】 and 【责任编辑】 line after; the
    header-time (year/day/time), 来源, h1 span.title, the font-size and share bar above; 相关
    新闻, the right column's 新华热榜 and the ICP footer around."""
    rng = _rng("xinhua", a)
    teasers = list(a.teasers) + list(CN_TEASERS)
    t = a.published
    reporter = rng.choice(["王明", "李华", "张晓雨", "陈思远"])
    dateline = f"新华社北京{t.month}月{t.day}日电（记者 {reporter}）"
    parts = body_html(a)
    if a.blocks[0].tag == "p":
        parts[0] = f"<p>{dateline}{a.blocks[0].html}</p>"
    else:
        parts.insert(0, f"<p>{dateline}</p>")
    photo = (f'<p style="text-align: center;"><img id="{uuid.UUID(int=rng.getrandbits(128))}" '
             f'src="{t.strftime("%Y%m%d")}/{_hash(rng, 32, "0123456789abcdef")}/c.jpg" width="'
             '600" height="400" alt=""></p><p style="text-align: center;"><span style="font-'
             f'family: 楷体, 楷体_GB2312;">　　这是{t.month}月{t.day}日拍摄的活动现场。新华社记者 '
             f'{rng.choice(["刘洋", "赵亮", "孙静"])} 摄</span></p>')
    body = _after(parts, {1: photo})
    related = "".join(f'<li><a href="{x.url}" target="_blank">{escape(x.headline)}</a><span>'
                      f'{t.strftime("%Y-%m-%d")}</span></li>' for x in teasers[:5])
    hot = "".join(f'<li><span class="num">{k}</span><a href="{x.url}">{escape(x.headline)}</a>'
                  '</li>' for k, x in enumerate(teasers[-5:], 1))
    html = (
        '<div class="header domPC"><div class="header-top clearfix"><div class="logo left"><a '
        'href="http://www.news.cn/">新华网</a></div><div class="nav left"><ul>' + _items((
            "首页", "时政", "国际", "财经", "思客", "网评", "地方", "科技", "文化", "健康",
            "体育", "视频")) + '</ul></div><div class="right"><a>English</a><a>登录</a></div>'
        '</div><div class="header-cont clearfix"><div class="header-nav left"><a href="/">首页'
        '</a> &gt; <a href="/politics/">时政</a> &gt; 正文</div><div class="header-time left">'
        f'<span class="year"><em> {t.year}</em></span><span class="day"><em> {t.month:02d}</em>/'
        f'<em>{t.day:02d}</em></span><span class="time"> {t.strftime("%H:%M:%S")}</span></div>'
        '<div class="source">来源：新华网</div><div class="head-line clearfix"><h1><span class="'
        f'title">{escape(a.headline)}</span><span class="btn-audio"></span></h1><div class="'
        'pageShare"><div class="setFont">字体：<span class="big">大</span><span class="middle">中'
        '</span><span class="small">小</span></div><div class="share">分享到：<a class="wx">微信'
        '</a><a class="wb">微博</a><a class="qq">QQ空间</a></div></div></div></div></div><div '
        'class="main clearfix"><div class="main-left left"><div id="detail"><span id="'
        f'detailContent">{body}</span><div id="articleEdit"><span class="tiyi1 domPC"><a href="'
        'javascript:void(0);" class="advise">【纠错】</a></span><span class="editor">【责任编辑:'
        f'{rng.choice(["王萌", "刘畅", "周悦"])}】</span></div></div><div class="columBox '
        'xglb"><div class="col-tit"><span>相关新闻</span></div><div class="col-cont"><ul>'
        f'{related}</ul></div></div><div class="columBox"><div class="col-tit"><span>新华全媒头条'
        '</span></div><div class="col-cont"><ul>' + "".join(
            f'<li><a href="{x.url}">{escape(x.headline)}</a><p>{escape(x.blurb)}</p></li>'
            for x in teasers[2:5]) + '</ul></div></div></div><div class="main-right right"><div '
        'class="columBox"><div class="col-tit"><span>新华热榜</span></div><div class="col-cont">'
        f'<ul class="hot-list">{hot}</ul></div></div><div class="columBox code"><img src="/'
        'ewm.png" alt=""><p>新华网客户端</p><p>扫码下载</p></div></div></div><div class="foot">'
        '<p><a>关于我们</a> | <a>联系我们</a> | <a>版权声明</a> | <a>加入我们</a> | <a>网站地图'
        '</a></p><p>Copyright © 2000- ' + str(t.year) + ' XINHUANET.com All Rights Reserved.'
        '</p><p>制作单位：新华网股份有限公司　版权所有：新华网股份有限公司</p><p>京ICP证010042号'
        '</p></div>')
    return page(f"{a.headline}-新华网", og(a, "新华网"), html, lang="zh-CN")


# ---------------------------------------------------------------- blogs and site builders

def _heading_id(text: str, seen: dict[str, int]) -> str:
    ident = _slug(text)
    seen[ident] = seen.get(ident, 0) + 1
    return ident + (f"-{seen[ident] - 1}" if seen[ident] > 1 else "")


def docusaurus(a: Article) -> str:
    """A Docusaurus 3 blog post: div#__blog-post-container.markdown of bare blocks, headings
    with the hash-link anchor (a zero-width space in it), code in the theme's code block
    (token lines, copy button), a "tip" admonition between paragraphs; the announcement bar,
    navbar, "Recent posts" sidebar, header (title, date and reading time, author avatar), the
    table of contents, tags, "Edit this page", newer/older pagination and the dark footer."""
    rng = _rng("docusaurus", a)
    seen: dict[str, int] = {}
    toc = []

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            ident = _heading_id(b.text, seen)
            toc.append(f'<li><a href="#{ident}" class="table-of-contents__link toc-highlight">'
                       f'{escape(b.text)}</a></li>')
            return (f'<{b.tag} class="anchor anchorWithStickyNavbar_LWe7" id="{ident}">{b.html}'
                    f'<a href="#{ident}" class="hash-link" aria-label="Direct link to '
                    f'{escape(b.text)}" title="Direct link to {escape(b.text)}">\u200b</a>'
                    f'</{b.tag}>')
        if b.tag == "pre":
            lines = _code_lines(b.html, '<span class="token-line" style="color:#393A34"><span '
                                        'class="token plain">{text}</span><br></span>')
            return ('<div class="language-text codeBlockContainer_Ckt0 theme-code-block" style="'
                    '--prism-color:#393A34;--prism-background-color:#f6f8fa"><div class="'
                    'codeBlockContent_biex"><pre tabindex="0" class="prism-code language-text '
                    'codeBlock_bY9V thin-scrollbar" style="color:#393A34;background-color:#f6f8fa">'
                    f'<code class="codeBlockLines_e6Vv">{lines}</code></pre><div class="button'
                    'Group__atx"><button type="button" aria-label="Copy code to clipboard" title'
                    '="Copy" class="clean-btn"><span class="copyButtonIcons_eSgA" aria-hidden="'
                    'true"></span></button></div></div></div>')
        return b.markup()
    tip = ('<div class="theme-admonition theme-admonition-tip admonition_xJq3 alert alert--'
           'success"><div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg '
           'viewBox="0 0 12 16"><path fill-rule="evenodd" d="M6.5 0C3.48 0 1 2.19 1 5"></path>'
           '</svg></span>tip</div><div class="admonitionContent_BuS1"><p>You can try all of this'
           ' in the playground without installing anything. Open it from the navbar.</p></div>'
           '</div>')
    parts = body_html(a, block)
    content = _after(parts, {rng.choice([2, 3]): tip})
    recent = "".join(f'<li class="sidebarItem__DBe"><a class="sidebarItemLink_mo7H" href="/blog/'
                     f'{_slug(x.headline)}">{escape(x.headline)}</a></li>' for x in a.teasers[:5])
    newer, older = _teaser(a, 5), _teaser(a, 6)
    tags = rng.sample(["release", "community", "performance", "tutorial", "announcement"], 2)
    toc_html = ('<div class="col col--2"><div class="tableOfContents_bqdL thin-scrollbar"><ul '
                'class="table-of-contents table-of-contents__left-border">' + "".join(toc)
                + '</ul></div></div>') if toc else ""
    footer_cols = (("Docs", ("Getting started", "API reference", "Guides")),
                   ("Community", ("Discord", "Stack Overflow", "X")),
                   ("More", ("Blog", "GitHub", "Changelog")))
    html = (
        '<div id="__docusaurus"><div role="region" aria-label="Skip to main content"><a class="'
        'skipToContent_fXgn" href="#__docusaurus_skipToContent_fallback">Skip to main content'
        '</a></div><div class="announcementBar_mb4j" style="background-color:#20232a;color:#fff"'
        ' role="banner"><div class="content_knG7 announcementBarContent_xLdY">⭐️ If you like '
        'Tidewater, give it a star on <a target="_blank" rel="noopener noreferrer" href="https:'
        '//github.com/tidewater/tidewater">GitHub</a>! ⭐️</div><button type="button" aria-label'
        '="Close" class="clean-btn close closeButton_CVFx announcementBarClose_gvF7"></button>'
        '</div><nav aria-label="Main" class="navbar navbar--fixed-top"><div class="navbar__inner'
        '"><div class="navbar__items"><a class="navbar__brand" href="/"><div class="navbar__'
        'logo"><img src="/img/logo.svg" alt="Tidewater Logo" class="themedComponent_mlkZ '
        'themedComponent--light_NVdE"></div><b class="navbar__title text--truncate">Tidewater'
        '</b></a><a class="navbar__item navbar__link" href="/docs/intro">Docs</a><a class="'
        'navbar__item navbar__link" href="/docs/api">API</a><a aria-current="page" class="'
        'navbar__item navbar__link navbar__link--active" href="/blog">Blog</a></div><div class='
        '"navbar__items navbar__items--right"><a href="https://github.com/tidewater/tidewater" '
        'target="_blank" rel="noopener noreferrer" class="navbar__item navbar__link">GitHub</a>'
        '<div class="navbarSearchContainer_Bca1"><button type="button" class="DocSearch '
        'DocSearch-Button" aria-label="Search (Command+K)"><span class="DocSearch-Button-'
        'Placeholder">Search</span></button></div></div></div></nav><div id="__docusaurus_'
        'skipToContent_fallback" class="main-wrapper mainWrapper_z2l0"><div class="container '
        'margin-vert--lg"><div class="row"><aside class="col col--3"><nav class="sidebar_re4s '
        'thin-scrollbar" aria-label="Blog recent posts navigation"><div class="sidebarItemTitle'
        f'_pO2u margin-bottom--md">Recent posts</div><ul class="sidebarItemList_Yudw clean-list">'
        f'{recent}</ul></nav></aside><main class="col col--7" itemscope="" itemtype="https://'
        'schema.org/Blog"><article itemprop="blogPost" itemscope="" itemtype="https://schema.org'
        f'/BlogPosting"><meta itemprop="description" content="{escape(a.standfirst)}"><header>'
        f'<h1 class="title_f1Hy" itemprop="headline">{escape(a.headline)}</h1><div class="'
        f'container_mt6G margin-vert--md"><time datetime="{_iso(a.published, ".000Z")}" itemprop'
        f'="datePublished">{long_date(a.published)}</time> · <!-- -->{_minutes(a)} min read</div>'
        '<div class="margin-top--md margin-bottom--sm row"><div class="col col--6 authorCol_Hf19'
        '"><div class="avatar margin-bottom--sm"><a href="https://github.com/' + _slug(a.author)
        + '" target="_blank" rel="noopener noreferrer" class="avatar__photo-link"><img class="'
        f'avatar__photo" src="https://github.com/{_slug(a.author)}.png" alt="{escape(a.author)}"'
        '></a><div class="avatar__intro" itemprop="author" itemscope="" itemtype="https://schema'
        '.org/Person"><div class="avatar__name"><a href="https://github.com/' + _slug(a.author)
        + f'" target="_blank" rel="noopener noreferrer" itemprop="url"><span itemprop="name">'
        f'{escape(a.author)}</span></a></div><small class="avatar__subtitle" itemprop="'
        'description">Core maintainer</small></div></div></div></div></header><div id="__blog-'
        f'post-container" class="markdown" itemprop="articleBody">{content}</div><footer class="'
        'docusaurus-mt-lg"><div class="row margin-top--sm theme-blog-footer-edit-meta-row"><div'
        ' class="col"><b>Tags:</b><ul class="tags_jXut padding--none margin-left--sm">' + "".join(
            f'<li class="tag_QGVx"><a class="tag_zVej tagRegular_sFm0" href="/blog/tags/{x}">{x}'
            '</a></li>' for x in tags) + '</ul></div><div class="col margin-top--sm"><a href="'
        'https://github.com/tidewater/tidewater/tree/main/website/blog" target="_blank" rel="'
        'noopener noreferrer" class="theme-edit-this-page"><svg class="iconEdit_Z9Sw"></svg>'
        'Edit this page</a></div></div></footer></article><nav class="pagination-nav docusaurus-'
        'mt-lg" aria-label="Blog post page navigation"><a class="pagination-nav__link '
        f'pagination-nav__link--prev" href="/blog/{_slug(newer.headline)}"><div class="'
        'pagination-nav__sublabel">Newer post</div><div class="pagination-nav__label">'
        f'{escape(newer.headline)}</div></a><a class="pagination-nav__link pagination-nav__link'
        f'--next" href="/blog/{_slug(older.headline)}"><div class="pagination-nav__sublabel">'
        f'Older post</div><div class="pagination-nav__label">{escape(older.headline)}</div></a>'
        f'</nav></main>{toc_html}</div></div></div><footer class="footer footer--dark"><div '
        'class="container container-fluid"><div class="row footer__links">' + "".join(
            f'<div class="col footer__col"><div class="footer__title">{title}</div><ul class="'
            'footer__items clean-list">' + "".join(
                f'<li class="footer__item"><a class="footer__link-item" href="/{_slug(x)}">{x}'
                '</a></li>' for x in links) + '</ul></div>' for title, links in footer_cols)
        + '</div><div class="footer__bottom text--center"><div class="footer__copyright">'
        f'Copyright © {a.published.year} Tidewater Project. Built with Docusaurus.</div></div>'
        '</div></footer></div>')
    head = ('<meta name="generator" content="Docusaurus v3.4.0"><link rel="alternate" type="'
            'application/rss+xml" href="/blog/rss.xml" title="Tidewater RSS Feed">'
            + og(a, "Tidewater"))
    return page(f"{a.headline} | Tidewater", head, html)


NOTION_LEAF = ('spellcheck="true" placeholder=" " data-content-editable-leaf="true" contenteditable'
               '="false" style="max-width: 100%; width: 100%; white-space: pre-wrap; word-break: '
               'break-word; caret-color: rgb(55, 53, 47); padding: 3px 2px;"')


def notion(a: Article) -> str:
    """A Notion page published to the web (notion.site): div.notion-page-content of one
    notion-selectable block per paragraph, heading, quote, code listing and list item (the
    bullets in pseudoBefore divs), each text in a contenteditable leaf div; a callout, a table
    of contents block, an image block with caption and a divider among them; the topbar
    (breadcrumb, Duplicate, "Get Notion free"), cover, page icon, title and the page's
    property rows above."""
    rng = _rng("notion", a)

    def bid() -> str:
        return str(uuid.UUID(int=rng.getrandbits(128)))

    def sel(kind: str, inner: str, gap: str = "1px") -> str:
        return (f'<div data-block-id="{bid()}" class="notion-selectable notion-{kind}-block" '
                f'style="width: 100%; max-width: 708px; margin-top: {gap}; margin-bottom: 1px;">'
                f'{inner}</div>')

    def leaf(html: str, tag: str = "div", attrs: str = "") -> str:
        return f'<{tag} class="notranslate"{attrs} {NOTION_LEAF}>{html}</{tag}>'
    headings = []

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            kind, tag = {"h2": ("header", "h2"), "h3": ("sub_header", "h3")}.get(
                b.tag, ("sub_sub_header", "h4"))
            headings.append(b.text)
            return sel(kind, f'<div style="display: flex; width: 100%;">{leaf(b.html, tag)}'
                       '</div>', "1.4em")
        if b.tag in ("ul", "ol"):
            out = []
            for k, item in enumerate(_li(b), 1):
                mark = "•" if b.tag == "ul" else f"{k}."
                out.append(sel(
                    "bulleted_list" if b.tag == "ul" else "numbered_list",
                    '<div style="display: flex; align-items: flex-start; width: 100%; padding-'
                    'left: 2px;"><div class="pseudoSelection" contenteditable="false" style="'
                    'user-select: none; margin-right: 2px; width: 24px; display: flex; align-'
                    f'items: center; justify-content: center;"><div class="pseudoBefore" style="'
                    f'--pseudoBefore--content: \'{mark}\';"></div></div><div style="flex: 1 1 0px;'
                    f' min-width: 1px; display: flex; flex-direction: column;">{leaf(item)}'
                    '</div></div>'))
            return "".join(out)
        if b.tag == "blockquote":
            return sel("quote", '<div style="display: flex; width: 100%;"><blockquote class="" '
                       'style="flex: 1 0 0px; min-width: 1px; margin: 0px;"><div style="border-'
                       'left: 3px solid currentcolor; padding-left: 14px; padding-right: 14px;">'
                       f'{leaf(b.html)}</div></blockquote></div>', "4px")
        if b.tag == "pre":
            return sel("code", '<div style="display: flex;"><div class="line-numbers notion-code-'
                       'block" style="flex-grow: 1; border-radius: 4px; padding: 34px 16px 32px 32'
                       'px; font-family: SFMono-Regular, Menlo, Consolas, monospace;"><div role="'
                       'button" tabindex="0" style="font-size: 12px;">Plain Text</div><div role="'
                       'button" tabindex="0">Copy</div>' + leaf(b.html) + '</div></div>', "4px")
        return sel("text", f'<div style="color: inherit; fill: inherit;"><div style="display: '
                   f'flex;">{leaf(b.html)}</div></div>')
    blocks = body_html(a, block)
    note = (f"This page is a living document, last updated {long_date(a.published)}. "
            "Questions? Leave a comment in the team space.")
    callout = sel("callout", '<div style="display: flex; width: 100%; border-radius: 4px; '
                  'background: rgb(241, 241, 239); padding: 16px 16px 16px 12px;"><div class="'
                  'notion-record-icon notranslate" role="button" aria-label="💡">💡</div><div '
                  'style="display: flex; flex-direction: column; min-width: 0px; margin-left: '
                  f'8px; width: 100%;">{leaf(note)}'
                  '</div></div>', "4px")
    toc = sel("table_of_contents", '<div contenteditable="false" style="position: relative;">'
              + "".join(f'<a href="#{bid().replace("-", "")}" role="button" style="display: '
                        'block; color: inherit; text-decoration: none;"><div class="notranslate" '
                        'style="padding: 6px 2px; font-size: 14px; line-height: 1.3; white-space:'
                        ' nowrap; overflow: hidden; text-overflow: ellipsis;"><span class="'
                        'notion-link-token notion-focusable-token notion-enable-hover" style="'
                        f'border-bottom: 0.05em solid rgba(55, 53, 47, 0.16);">{escape(text)}'
                        '</span></div></a>' for text in headings) + '</div>') if headings else ""
    caption, photographer = _caption(rng)
    image = sel("image", '<div style="display: flex;"><div class="notion-cursor-default" style='
                '"position: relative; overflow: hidden; flex-grow: 1;"><img alt="" src="https://'
                'www.notion.so/image/https%3A%2F%2Fprod-files-secure.s3.us-west-2.amazonaws.com'
                f'%2F{bid()}%2Fphoto.jpeg?table=block&amp;cache=v2" style="display: block; '
                'object-fit: cover; border-radius: 1px; width: 100%;"></div></div><div><div '
                f'class="notranslate" {NOTION_LEAF}>{escape(caption)} ({photographer})</div>'
                '</div>', "8px")
    divider = sel("divider", '<div class="notion-cursor-default" style="display: flex; align-'
                  'items: center; justify-content: center; pointer-events: auto; width: 100%; '
                  'height: 13px; flex: 0 0 auto; color: rgba(55, 53, 47, 0.16);"><div role="'
                  'separator" style="width: 100%; height: 1px; visibility: visible; border-'
                  'bottom: 1px solid rgba(55, 53, 47, 0.16);"></div></div>')
    content = callout + toc + _after(blocks, {min(3, len(blocks) - 1): image}) + divider
    space = rng.choice(["Acme Handbook", "Studio Notes", "Product Wiki", "Field Guide"])
    props = "".join(
        '<div class="notion-collection_view-block" style="display: flex; width: 100%;"><div '
        'role="cell" style="display: flex; align-items: center; height: 34px; width: 160px; '
        f'color: rgba(55, 53, 47, 0.65);"><div>{name}</div></div><div role="cell" style="flex: '
        f'1 1 auto;"><div class="notranslate" style="padding: 6px 8px;">{value}</div></div>'
        '</div>' for name, value in (
            ("Created", long_date(a.published)), ("Author", escape(a.author)),
            ("Tags", '<span style="background: rgb(227, 226, 224);">Notes</span> <span style="'
                     'background: rgb(211, 229, 239);">Research</span>'),
            ("Status", "Published")))
    html = (
        '<div id="notion-app"><div class="notion-app-inner notion-light-theme" style="color: '
        'rgb(55, 53, 47); fill: currentcolor;"><div class="notion-cursor-listener" style="width:'
        ' 100vw; height: 100%; position: relative; display: flex; flex: 1 1 0%;"><main class="'
        'notion-frame" style="flex-grow: 0; flex-shrink: 1; display: flex; flex-direction: '
        'column; background: white; z-index: 1; height: calc(-44px + 100vh); max-height: 100%; '
        'position: relative; width: 100%;"><div class="notion-topbar" style="width: 100%; max-'
        'width: 100vw; height: 45px; opacity: 1;"><div style="display: flex; justify-content: '
        'space-between; align-items: center; height: 45px; padding-left: 12px; padding-right: '
        '10px;"><div class="notranslate" style="display: flex; align-items: center; line-height:'
        ' 1.2; font-size: 14px; height: 100%; flex-grow: 0; margin-right: 8px; min-width: 0px;">'
        f'<a href="/" role="button">{space}</a><span style="margin: 0 2px;">/</span><div role="'
        f'button"><div class="notranslate">{escape(a.headline)}</div></div></div><div style="'
        'display: flex; align-items: center;"><div role="button" tabindex="0">Search</div><div '
        'role="button" tabindex="0" class="notion-topbar-share-menu">Duplicate</div><a href="'
        'https://www.notion.so/signup" role="button">Get Notion free</a></div></div></div><div '
        'class="notion-scroller vertical" style="z-index: 1; display: flex; flex-direction: '
        'column; flex-grow: 1; position: relative; align-items: center; margin-right: 0px; '
        'margin-bottom: 0px; overflow: hidden auto;"><div class="notion-page-cover" style="'
        'position: relative; width: 100%; height: 30vh;"><img src="https://www.notion.so/images'
        '/page-cover/gradients_8.png" style="display: block; object-fit: cover; width: 100%; '
        'height: 30vh;" alt=""></div><div class="notion-page-controls"></div><div class="notion-'
        'record-icon notranslate" style="font-size: 78px;">📝</div><div data-block-id="'
        f'{bid()}" class="notion-page-block" style="color: rgb(55, 53, 47); font-weight: 700; '
        'line-height: 1.2; font-size: 40px;"><h1 class="notranslate" spellcheck="true" '
        'placeholder="Untitled" data-content-editable-leaf="true" contenteditable="false">'
        f'{escape(a.headline)}</h1></div><div class="notion-page-view-discussion">{props}</div>'
        '<div class="notion-page-content" style="flex-shrink: 0; flex-grow: 1; max-width: 100%; '
        'display: flex; align-items: flex-start; flex-direction: column; font-size: 16px; line-'
        f'height: 1.5; width: 100%; z-index: 4; padding-bottom: 30vh;">{content}</div></div>'
        '</main></div><div class="notion-overlay-container notion-default-overlay-container" '
        'style="position: fixed; inset: 0px; z-index: 999; pointer-events: none;"></div></div>'
        '</div>')
    head = ('<meta name="viewport" content="width=device-width, height=device-height, initial-'
            'scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover"><link rel="'
            'stylesheet" href="/_assets/app-7f0e8d3c.css">' + og(a, space))
    return page(f"{a.headline}", head, html)


WP_COMMENTS = (
    ("Helen Marsh", "This was so helpful, thank you! I have bookmarked it for the next time "
     "I need it."),
    ("Tobias", "Great post as always. Do you have any recommendations for further reading on "
     "this?"),
    ("Priya", "I tried this last weekend and it worked exactly as you described."),
)


def wp_twentytwentyone(a: Article) -> str:
    """A classic WordPress theme (Twenty Twenty-One) with common plugins: article.post >
    div.entry-content of Gutenberg blocks, the Easy Table of Contents box before the first
    heading (the headings carry its span.ez-toc-section anchors) and a wp-block-image figure
    with caption between paragraphs; entry-header (title, post thumbnail), entry-footer
    (posted on/by, categories, tags), author bio, comments and the reply form, post
    navigation, the footer widget area (search, recent posts, recent comments, archives,
    categories), the site-info and the Cookie Notice bar."""
    rng = _rng("wp-twentytwentyone", a)
    pid = rng.randrange(100, 9000)
    site = rng.choice(["The Slow Garden", "Kitchen Table Notes", "Weekend Woodworker"])
    caption, photographer = _caption(rng)
    toc = []

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            ident = re.sub(r"[^A-Za-z0-9]+", "_", b.text).strip("_")[:60] or "section"
            level = int(b.tag[1])
            toc.append(f'<li class="ez-toc-page-1 ez-toc-heading-level-{level}"><a class="ez-toc-'
                       f'link ez-toc-heading-{len(toc) + 1}" href="#{ident}" title="'
                       f'{escape(b.text)}">{escape(b.text)}</a></li>')
            return (f'<{b.tag} class="wp-block-heading"><span class="ez-toc-section" id="{ident}"'
                    f' ez-toc-data-id="#{ident}"></span>{b.html}<span class="ez-toc-section-end">'
                    f'</span></{b.tag}>')
        if b.tag in ("ul", "ol"):
            return b.markup(' class="wp-block-list"')
        if b.tag == "blockquote":
            return f'<blockquote class="wp-block-quote"><p>{b.html}</p></blockquote>'
        if b.tag == "pre":
            return f'<pre class="wp-block-code"><code>{b.html}</code></pre>'
        return b.markup()
    parts = body_html(a, block)
    figure = ('<figure class="wp-block-image size-large"><img decoding="async" width="1024" '
              f'height="683" src="/wp-content/uploads/2024/05/IMG_{rng.randrange(1000, 9999)}-'
              '1024x683.jpg" alt="" class="wp-image-' + str(pid + 3) + '"><figcaption class="wp'
              f'-element-caption">{escape(caption)}</figcaption></figure>')
    first_h = next((k for k, b in enumerate(a.blocks) if b.tag[0] == "h"), None)
    if toc and first_h is not None:
        box = ('<div id="ez-toc-container" class="ez-toc-v2_0_66_1 counter-hierarchy ez-toc-'
               'counter ez-toc-grey ez-toc-container-direction"><div class="ez-toc-title-'
               'container"><p class="ez-toc-title" style="cursor:inherit">Table of Contents</p>'
               '<span class="ez-toc-title-toggle"><a href="#" class="ez-toc-pull-right ez-toc-btn'
               ' ez-toc-btn-xs ez-toc-btn-default ez-toc-toggle" aria-label="Toggle Table of '
               'Content"><span class="ez-toc-js-icon-con">Toggle</span></a></span></div><nav><ul '
               'class="ez-toc-list ez-toc-list-level-1 ">' + "".join(toc) + '</ul></nav></div>')
        parts.insert(first_h, box)
    content = _after(parts, {rng.choice([2, 3]) if len(parts) > 3 else 1: figure})
    comments = "".join(
        f'<li id="comment-{pid * 10 + k}" class="comment {"even" if k % 2 else "odd"} thread-'
        f'{"even" if k % 2 else "odd"} depth-1"><article id="div-comment-{pid * 10 + k}" class="'
        'comment-body"><footer class="comment-meta"><div class="comment-author vcard"><img alt="'
        '" src="https://secure.gravatar.com/avatar/0?s=60&amp;d=mm&amp;r=g" class="avatar avatar-'
        f'60 photo" height="60" width="60"><b class="fn">{who}</b> <span class="says">says:</span>'
        '</div><div class="comment-metadata"><a href="#"><time datetime="'
        f'{_iso(a.published, "+00:00")}">{long_date(a.published)} at {_hm(a.published, " ", False)}'
        f'</time></a></div></footer><div class="comment-content"><p>{text}</p></div><div class="'
        'reply"><a rel="nofollow" class="comment-reply-link" href="#">Reply</a></div></article>'
        '</li>' for k, (who, text) in enumerate(WP_COMMENTS, 1))
    prev, nxt = _teaser(a, 0), _teaser(a, 1)
    recent = "".join(f'<li><a class="wp-block-latest-posts__post-title" href="{x.url}">'
                     f'{escape(x.headline)}</a></li>' for x in a.teasers[2:7])
    months = ("May 2024", "April 2024", "March 2024", "February 2024", "January 2024")
    html = (
        '<div id="page" class="site"><a class="skip-link screen-reader-text" href="#content">Skip'
        ' to content</a><header id="masthead" class="site-header has-title-and-tagline has-menu"'
        ' role="banner"><div class="site-branding"><p class="site-title"><a href="/" rel="home">'
        f'{site}</a></p><p class="site-description">Notes, recipes and small projects</p></div>'
        '<nav id="site-navigation" class="primary-navigation" role="navigation" aria-label="'
        'Primary menu"><div class="menu-button-container"><button id="primary-mobile-menu" '
        'class="button" aria-controls="primary-menu-list" aria-expanded="false"><span class="'
        'dropdown-icon open">Menu</span><span class="dropdown-icon close">Close</span></button>'
        '</div><div class="primary-menu-container"><ul id="primary-menu-list" class="menu-'
        'wrapper">' + "".join(
            f'<li id="menu-item-{20 + k}" class="menu-item menu-item-type-post_type menu-item-'
            f'object-page menu-item-{20 + k}"><a href="/{_slug(x)}/">{x}</a></li>'
            for k, x in enumerate(("Home", "About", "Recipes", "Projects", "Contact")))
        + '</ul></div></nav></header><div id="content" class="site-content"><div id="primary" '
        'class="content-area"><main id="main" class="site-main" role="main"><article id="post-'
        f'{pid}" class="post-{pid} post type-post status-publish format-standard has-post-'
        'thumbnail hentry category-notes tag-seasonal entry"><header class="entry-header '
        f'alignwide"><h1 class="entry-title">{escape(a.headline)}</h1><figure class="post-'
        'thumbnail"><img width="1568" height="1045" src="/wp-content/uploads/2024/05/header-'
        '1568x1045.jpg" class="attachment-post-thumbnail size-post-thumbnail wp-post-image" alt'
        '="" decoding="async"></figure></header><div class="entry-content">' + content + '</div>'
        '<footer class="entry-footer default-max-width"><div class="posted-by"><span class="'
        f'posted-on">Published <time class="entry-date published updated" datetime="'
        f'{_iso(a.published, "+00:00")}">{long_date(a.published)}</time></span><span class="'
        f'byline">By <a href="/author/{_slug(a.author)}/" rel="author">{escape(a.author)}</a>'
        '</span></div><div class="post-taxonomies"><span class="cat-links">Categorized as <a '
        'href="/category/notes/" rel="category tag">Notes</a> </span><span class="tags-links">'
        'Tagged <a href="/tag/seasonal/" rel="tag">seasonal</a>, <a href="/tag/how-to/" rel="'
        'tag">how-to</a></span></div></footer><div class="author-bio show-avatars"><img alt="" '
        'src="https://secure.gravatar.com/avatar/1?s=85&amp;d=mm&amp;r=g" class="avatar avatar-'
        '85 photo" height="85" width="85"><div class="author-bio-content"><h2 class="author-'
        f'title">By {escape(a.author)}</h2><p class="author-description">Writes about the '
        'things that take a season to finish. Lives by the coast with two dogs and too many '
        f'seed packets.</p><a class="author-link" href="/author/{_slug(a.author)}/" rel="author'
        f'">View all of {escape(a.author)}\'s posts.</a></div></div></article><div id="comments" '
        'class="comments-area default-max-width show-avatars"><h2 class="comments-title">'
        f'{len(WP_COMMENTS)} comments</h2><ol class="comment-list">{comments}</ol><div id="'
        'respond" class="comment-respond"><h2 id="reply-title" class="comment-reply-title">'
        'Leave a comment <small><a rel="nofollow" id="cancel-comment-reply-link" href="#respond"'
        ' style="display:none;">Cancel reply</a></small></h2><form action="/wp-comments-post.php'
        '" method="post" id="commentform" class="comment-form" novalidate><p class="comment-'
        'notes"><span id="email-notes">Your email address will not be published.</span> <span '
        'class="required-field-message">Required fields are marked <span class="required">*'
        '</span></span></p><p class="comment-form-comment"><label for="comment">Comment <span '
        'class="required">*</span></label> <textarea id="comment" name="comment" cols="45" rows='
        '"5" maxlength="65525" required></textarea></p><p class="comment-form-author"><label for'
        '="author">Name <span class="required">*</span></label> <input id="author" name="author"'
        ' type="text"></p><p class="comment-form-email"><label for="email">Email <span class="'
        'required">*</span></label> <input id="email" name="email" type="email"></p><p class="'
        'comment-form-cookies-consent"><input id="wp-comment-cookies-consent" type="checkbox"> '
        '<label for="wp-comment-cookies-consent">Save my name, email, and website in this '
        'browser for the next time I comment.</label></p><p class="form-submit"><input name="'
        'submit" type="submit" id="submit" class="submit" value="Post Comment"></p></form></div>'
        '</div><nav class="navigation post-navigation" aria-label="Posts"><h2 class="screen-'
        'reader-text">Post navigation</h2><div class="nav-links"><div class="nav-previous"><a '
        f'href="{prev.url}/" rel="prev"><p class="meta-nav">Previous post</p><p class="post-title'
        f'">{escape(prev.headline)}</p></a></div><div class="nav-next"><a href="{nxt.url}/" rel="'
        f'next"><p class="meta-nav">Next post</p><p class="post-title">{escape(nxt.headline)}</p>'
        '</a></div></div></nav></main></div></div><aside class="widget-area"><section id="block-'
        '2" class="widget widget_block widget_search"><form role="search" method="get" action="/'
        '" class="wp-block-search__button-outside wp-block-search__text-button wp-block-search">'
        '<label class="wp-block-search__label" for="wp-block-search__input-1">Search</label><div'
        ' class="wp-block-search__inside-wrapper"><input class="wp-block-search__input" id="wp-'
        'block-search__input-1" type="search" name="s"><button class="wp-block-search__button '
        'wp-element-button" type="submit">Search</button></div></form></section><section id="'
        'block-3" class="widget widget_block"><div class="wp-block-group"><h2 class="wp-block-'
        'heading">Recent Posts</h2><ul class="wp-block-latest-posts__list wp-block-latest-posts'
        f'">{recent}</ul></div></section><section id="block-4" class="widget widget_block"><div '
        'class="wp-block-group"><h2 class="wp-block-heading">Recent Comments</h2><ol class="wp-'
        'block-latest-comments">' + "".join(
            f'<li class="wp-block-latest-comments__comment"><article><footer class="wp-block-'
            f'latest-comments__comment-meta"><a class="wp-block-latest-comments__comment-author"'
            f' href="#">{who}</a> on <a class="wp-block-latest-comments__comment-link" href="#'
            f'comment-{pid * 10 + k}">{escape(a.headline)}</a></footer></article></li>'
            for k, (who, _) in enumerate(WP_COMMENTS, 1)) + '</ol></div></section><section id="'
        'block-5" class="widget widget_block"><div class="wp-block-group"><h2 class="wp-block-'
        'heading">Archives</h2><ul class="wp-block-archives-list wp-block-archives">' + "".join(
            f'<li><a href="/{m.split()[1]}/{k + 1:02d}/">{m}</a></li>'
            for k, m in enumerate(months)) + '</ul></div></section><section id="block-6" class="'
        'widget widget_block"><div class="wp-block-group"><h2 class="wp-block-heading">'
        'Categories</h2><ul class="wp-block-categories-list wp-block-categories">' + "".join(
            f'<li class="cat-item cat-item-{k + 2}"><a href="/category/{_slug(c)}/">{c}</a></li>'
            for k, c in enumerate(("Garden", "Kitchen", "Notes", "Projects")))
        + '</ul></div></section></aside><footer id="colophon" class="site-footer" role="'
        'contentinfo"><div class="site-info"><div class="site-name"><a href="/">' + site
        + '</a></div><div class="privacy-policy"><a class="privacy-policy-link" href="/privacy-'
        'policy/" rel="privacy-policy">Privacy Policy</a></div><div class="powered-by">Proudly '
        'powered by <a href="https://wordpress.org/">WordPress</a>.</div></div></footer></div>'
        '<div id="cookie-notice" role="dialog" class="cookie-revoke-hidden cn-position-bottom '
        'cn-effect-fade cookie-notice-visible" aria-label="Cookie Notice" style="background-'
        'color: rgba(50,50,58,1);"><div class="cookie-notice-container" style="color: #fff"><'
        'span id="cn-notice-text" class="cn-text-container">We use cookies to ensure that we '
        'give you the best experience on our website. If you continue to use this site we will '
        'assume that you are happy with it.</span><span id="cn-notice-buttons" class="cn-'
        'buttons-container"><a href="#" id="cn-accept-cookie" data-cookie-set="accept" class="'
        'cn-set-cookie cn-button" aria-label="Ok">Ok</a><a href="/privacy-policy/" target="_'
        'blank" id="cn-more-info" class="cn-more-info cn-button" aria-label="Privacy policy">'
        'Privacy policy</a></span><span id="cn-close-notice" data-cookie-set="accept" class="cn-'
        'close-icon" title="No"></span></div></div>')
    head = ('<meta name="generator" content="WordPress 6.5.3"><link rel="stylesheet" id="'
            'twenty-twenty-one-style-css" href="/wp-content/themes/twentytwentyone/style.css?'
            'ver=2.2" media="all">' + og(a, site))
    return page(f"{a.headline} – {site}", head, html)


def jekyll_minima(a: Article) -> str:
    """Jekyll's default theme, minima 2.5, on GitHub Pages: div.post-content.e-content of the
    kramdown output (headings with ids, code in div.highlighter-rouge, nothing else between
    the blocks); the site header with its checkbox nav, the h-entry header (title, date,
    author), the Disqus thread and its noscript line, the prev/next links and "Related posts"
    many sites add to the post layout, and the three-column h-card footer. Little furniture,
    and most of it small."""
    rng = _rng("jekyll-minima", a)
    seen: dict[str, int] = {}
    user = _slug(a.author).replace("-", "")

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            return f'<{b.tag} id="{_heading_id(b.text, seen)}">{b.html}</{b.tag}>'
        if b.tag == "pre":
            return ('<div class="language-plaintext highlighter-rouge"><div class="highlight">'
                    f'<pre class="highlight"><code>{b.html}</code></pre></div></div>')
        return b.markup()
    site = f"{a.author.split()[0]}'s notes"
    t = a.published
    prev, nxt = _teaser(a, 0), _teaser(a, 1)
    nav = (f'<nav class="post-nav"><a class="post-nav__prev" href="{prev.url}.html">&laquo; '
           f'{escape(prev.headline)}</a> <a class="post-nav__next" href="{nxt.url}.html">'
           f'{escape(nxt.headline)} &raquo;</a></nav>')
    related = ('<div class="related"><h2>Related posts</h2><ul class="related-posts">' + "".join(
        f'<li><a href="{x.url}.html">{escape(x.headline)}</a> <small>{t.strftime("%b")} '
        f'{max(1, t.day - k - 2)}, {t.year}</small></li>' for k, x in enumerate(a.teasers[2:5]))
        + '</ul></div>')
    html = (
        '<header class="site-header" role="banner"><div class="wrapper"><a class="site-title" '
        f'rel="author" href="/">{escape(site)}</a><nav class="site-nav"><input type="checkbox" '
        'id="nav-trigger" class="nav-trigger" /><label for="nav-trigger"><span class="menu-icon"'
        '><svg viewBox="0 0 18 15" width="18px" height="15px"><path d="M18,1.484c0,0.82-0.665,'
        '1.484-1.484,1.484H1.484C0.665,2.969,0,2.304,0,1.484l0,0C0,0.665,0.665,0,1.484,0 h15.032'
        'C17.335,0,18,0.665,18,1.484L18,1.484z"/></svg></span></label><div class="trigger">'
        + "".join(f'<a class="page-link" href="/{_slug(x)}/">{x}</a>'
                  for x in ("About", "Archive", "Projects")) + '</div></nav></div></header><main'
        ' class="page-content" aria-label="Content"><div class="wrapper"><article class="post '
        'h-entry" itemscope itemtype="http://schema.org/BlogPosting"><header class="post-header">'
        f'<h1 class="post-title p-name" itemprop="name headline">{escape(a.headline)}</h1><p '
        f'class="post-meta"><time class="dt-published" datetime="{_iso(t, "+00:00")}" itemprop'
        f'="datePublished">{t.strftime("%b")} {t.day}, {t.year}</time> • <span itemprop="author"'
        ' itemscope itemtype="http://schema.org/Person"><span class="p-author h-card" itemprop'
        f'="name">{escape(a.author)}</span></span></p></header><div class="post-content e-'
        f'content" itemprop="articleBody">{"".join(body_html(a, block))}</div><div id="disqus_'
        'thread"></div><script>var disqus_config = function () { this.page.url = "https://'
        f'{user}.github.io{a.url}.html"; this.page.identifier = "{a.url}.html"; }};</script>'
        '<noscript>Please enable JavaScript to view the <a href="https://disqus.com/?ref_'
        'noscript" rel="nofollow">comments powered by Disqus.</a></noscript><a class="u-url" '
        f'href="{a.url}.html" hidden></a></article>{nav}{related}</div></main><footer class="'
        'site-footer h-'
        f'card"><data class="u-url" href="/"></data><div class="wrapper"><h2 class="footer-'
        f'heading">{escape(site)}</h2><div class="footer-col-wrapper"><div class="footer-col '
        f'footer-col-1"><ul class="contact-list"><li class="p-name">{escape(a.author)}</li><li>'
        f'<a class="u-email" href="mailto:{user}@example.org">{user}@example.org</a></li></ul>'
        '</div><div class="footer-col footer-col-2"><ul class="social-media-list"><li><a href="'
        f'https://github.com/{user}"><svg class="svg-icon"><use xlink:href="/assets/minima-'
        f'social-icons.svg#github"></use></svg> <span class="username">{user}</span></a></li>'
        '<li><a href="https://fosstodon.org/@' + user + '"><svg class="svg-icon"><use xlink:href'
        '="/assets/minima-social-icons.svg#mastodon"></use></svg> <span class="username">'
        f'{user}</span></a></li></ul></div><div class="footer-col footer-col-3"><p>'
        f'{rng.choice(["Occasional", "Irregular", "Mostly technical"])} writing about software, '
        'old computers and whatever I am learning this month.</p></div></div></div></footer>')
    head = ('<meta name="generator" content="Jekyll v3.9.5"><link rel="stylesheet" href="/'
            'assets/main.css"><link type="application/atom+xml" rel="alternate" href="/feed.xml'
            f'" title="{escape(site)}">' + og(a, site))
    return page(f"{a.headline} | {site}", head, html)


def hashnode(a: Article) -> str:
    """A Hashnode blog (Next.js, Tailwind): div#post-content-wrapper.prose of bare blocks
    (headings with heading- ids, code in <pre><code class="lang-…">) inside
    div#post-content-parent; the blog header with Follow and the sub-nav, cover image, title,
    subtitle, author row with date and reading time, the "Table of contents" box above; tags,
    the "Subscribe to my newsletter" box, the floating reactions bar, the "Written by" card,
    "More articles" cards, the comments and the Hashnode footer below."""
    rng = _rng("hashnode", a)
    seen: dict[str, int] = {}
    toc = []
    blog = rng.choice(["Byte-Sized Notes", "Shipping Log", "The Refactor", "Null Pointer Diaries"])
    user = _slug(a.author).replace("-", "")

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            ident = "heading-" + _heading_id(b.text, seen)
            toc.append(f'<li class="py-1"><a class="hover:underline" href="#{ident}">'
                       f'{escape(b.text)}</a></li>')
            return f'<{b.tag} id="{ident}">{b.html}</{b.tag}>'
        if b.tag == "pre":
            return (f'<pre><code class="lang-plaintext">{b.html}</code></pre>')
        return b.markup()
    content = "".join(body_html(a, block))
    toc_html = (
        '<div class="mb-10 w-full px-4 md:mx-auto md:w-11/12 lg:w-3/4"><div class="rounded-lg '
        'border border-slate-200 px-4 py-3 dark:border-slate-800"><h2 class="mb-2 text-lg font-'
        'bold text-slate-900 dark:text-white">Table of contents</h2><ul class="text-slate-700 '
        f'dark:text-slate-300">{"".join(toc)}</ul></div></div>') if toc else ""
    picked = rng.sample(EN_COMMENTS, 3)
    comments = "".join(
        '<div class="flex flex-col gap-2 border-b border-slate-200 py-4 dark:border-slate-800">'
        '<div class="flex items-center gap-2"><img class="h-8 w-8 rounded-full" src="/avatars/'
        f'{handle}.png" alt=""><a class="font-semibold text-slate-900 dark:text-white" href="'
        f'https://hashnode.com/@{handle}">{escape(name)}</a><span class="text-sm text-slate-500">'
        f'{a.published.strftime("%b")} {a.published.day}, {a.published.year}</span></div><div '
        f'class="prose prose-sm"><p>{escape(text)}</p></div><div class="flex gap-3 text-sm text-'
        f'slate-500"><button>{rng.randrange(1, 20)} Likes</button><button>Reply</button></div>'
        '</div>' for name, handle, text in picked)
    more = "".join(
        '<div class="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-'
        f'slate-800"><a href="{x.url}" class="block overflow-hidden rounded-lg"><img class="'
        f'aspect-video w-full object-cover" src="/covers/m{k}.png" alt=""></a><h1 class="text-xl'
        f' font-bold text-slate-900 dark:text-white"><a href="{x.url}">{escape(x.headline)}</a>'
        f'</h1><p class="text-md text-slate-600 dark:text-slate-400"><a href="{x.url}">'
        f'{escape(x.blurb)}</a></p></div>' for k, x in enumerate(a.teasers[:2]))
    tags = rng.sample(["JavaScript", "Web Development", "Programming Blogs", "Python",
                       "DevOps", "learning"], 3)
    html = (
        '<div id="__next"><div class="blog-page"><header class="blog-header relative z-50 w-full'
        ' border-b border-black/10 bg-white dark:border-white/10 dark:bg-slate-900"><div class="'
        'container mx-auto px-2 md:px-4 2xl:px-10"><div class="relative z-40 flex flex-row '
        'items-center justify-between pb-2 pt-8 md:mb-4"><div class="flex flex-row items-center '
        f'py-1"><a aria-label="{blog} home page" class="blog-title font-heading text-2xl font-'
        f'semibold" href="/">{blog}</a></div><div class="flex flex-row items-center gap-2"><button'
        ' class="blog-follow-button rounded-full border px-4 py-2">Follow</button><a class="'
        'blog-newsletter-button rounded-full border px-4 py-2" href="/newsletter">Newsletter</a>'
        '</div></div><nav class="blog-sub-header flex flex-row gap-4 text-sm">' + "".join(
            f'<a class="blog-nav-link" href="/{_slug(x)}">{x}</a>' for x in (
                "Home", "Series", "Tutorials", "About")) + '</nav></div></header><main class="'
        'blog-content"><article class="flex-1"><div class="relative"><div class="relative z-20 '
        'mx-auto mb-8 md:mb-14 md:w-11/12 lg:w-3/4"><img class="block w-full" src="https://cdn'
        f'.hashnode.com/res/hashnode/image/upload/v1715{rng.randrange(10 ** 6)}/cover.png?w=1600'
        '&amp;h=840&amp;fit=crop&amp;crop=entropy&amp;auto=compress,format&amp;format=webp" alt'
        f'=""></div><h1 class="font-heading mb-8 px-4 text-center text-3xl font-extrabold text-'
        'slate-900 dark:text-white md:mb-12 md:text-4xl lg:text-5xl lg:leading-tight">'
        f'{escape(a.headline)}</h1><h2 class="font-heading mb-8 px-4 text-center text-2xl font-'
        'medium text-slate-700 dark:text-slate-400 md:mb-12 md:text-3xl">'
        f'{escape(a.standfirst)}</h2><div class="relative z-20 mb-8 flex flex-row flex-wrap '
        'items-center justify-center px-4 md:-mt-7 md:mb-14 md:text-lg last:md:mb-10"><div '
        'class="mb-5 flex w-full flex-row items-center justify-center md:mb-0 md:w-auto md:'
        'justify-start"><div class="mr-2 h-10 w-10 overflow-hidden rounded-full"><img alt="'
        f'{escape(a.author)}\'s photo" src="/avatars/{user}.png"></div><a href="https://hashnode'
        f'.com/@{user}" class="spacing-0 block font-semibold text-slate-600 dark:text-white">'
        f'<span>{escape(a.author)}</span></a></div><div class="mb-5 flex w-full flex-row items-'
        'center justify-center md:mb-0 md:w-auto md:justify-start"><span class="mx-3 hidden '
        'font-bold text-slate-500 md:block">·</span><a class="tooltip-handle text-slate-700 '
        f'dark:text-slate-400" href="{a.url}" data-title="{a.published.strftime("%b %d, %Y %H:%M")}'
        f'"><span>{a.published.strftime("%b")} {a.published.day}, {a.published.year}</span></a>'
        '<span class="mx-3 block font-bold text-slate-500">·</span><p class="flex flex-row '
        'items-center text-slate-700 dark:text-slate-400"><svg class="mr-2 h-5 w-5"></svg><span>'
        f'{_minutes(a)}<!-- --> min read</span></p></div></div>{toc_html}<div id="post-content-'
        'parent" class="relative mb-10 pb-14"><div id="post-content-wrapper" class="prose prose-'
        'lg mx-auto mb-10 min-h-30 break-words dark:prose-dark xl:prose-xl">' + content
        + '</div></div><div class="mb-5 flex w-full flex-row flex-wrap justify-center md:mb-0">'
        + "".join(f'<a href="/tag/{_slug(x)}" class="mb-2 mr-2 rounded-lg border bg-slate-100 '
                  'px-2 py-1 text-base font-medium text-slate-700 dark:bg-slate-800 dark:text-'
                  f'slate-300"><span>{x}</span></a>' for x in tags)
        + '</div><div class="blog-newsletter-box mx-auto my-10 rounded-lg border p-6 md:w-3/4">'
        '<h3 class="text-xl font-bold text-slate-900 dark:text-white">Subscribe to my newsletter'
        f'</h3><p class="text-slate-600">Read articles from {blog} directly inside your inbox. '
        'Subscribe to the newsletter, and don\'t miss out.</p><form class="mt-4 flex gap-2"><'
        'input type="email" placeholder="Enter your email address" class="flex-1 rounded-full '
        'border px-4 py-2"><button class="rounded-full bg-blue-600 px-4 py-2 text-white">'
        'Subscribe</button></form></div></div><div class="fixed bottom-0 z-50 flex w-full justify-'
        'center"><div class="flex gap-4 rounded-full border bg-white px-4 py-2 shadow"><button '
        f'aria-label="Like">{rng.randrange(3, 200)}</button><button aria-label="Comments">'
        f'{len(picked)}</button><button aria-label="Bookmark">Bookmark</button><button aria-'
        'label="Share">Share</button></div></div><div class="mx-auto my-10 md:w-3/4"><h3 class="'
        'text-sm font-semibold uppercase text-slate-500">Written by</h3><div class="mt-4 flex '
        'gap-4 rounded-lg border p-4"><img class="h-16 w-16 rounded-full" src="/avatars/'
        f'{user}.png" alt=""><div><a class="text-lg font-bold text-slate-900" href="https://'
        f'hashnode.com/@{user}">{escape(a.author)}</a><p class="text-slate-600">Full-stack '
        'developer. I write about what I break and how I fix it.</p></div><button class="ml-auto '
        'rounded-full border px-4 py-2">Follow</button></div></div><section class="mx-auto my-10'
        ' md:w-3/4"><h2 class="mb-4 text-2xl font-bold text-slate-900">More articles</h2><div '
        f'class="grid gap-6 md:grid-cols-2">{more}</div></section><section id="comments" class="'
        'mx-auto my-10 md:w-3/4"><h2 class="mb-4 text-xl font-bold text-slate-900">Comments ('
        f'{len(picked)})</h2><div class="rounded-lg border p-4"><textarea placeholder="Join the '
        f'discussion" class="w-full"></textarea></div>{comments}</section></article></main>'
        '<footer class="blog-footer-area -mt-px border-t bg-slate-100 px-5 py-10 text-center '
        f'dark:bg-black"><p class="mb-2 text-slate-600">©{a.published.year} {blog}</p><p class="'
        'mb-5 text-slate-500"><a href="/archive">Archive</a> · <a href="/privacy">Privacy policy'
        '</a> · <a href="/terms">Terms</a></p><a class="inline-flex items-center rounded-lg '
        'border px-3 py-2" href="https://hashnode.com/onboard?unlock-blog=true">Publish with '
        'Hashnode</a><p class="mt-5 text-sm text-slate-500">Powered by <a href="https://hashnode'
        '.com">Hashnode</a> - Build your developer hub.</p></footer></div></div>')
    head = ('<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="'
            f'preload" as="image" href="/covers/{user}.png">' + og(a, blog) + json_ld(a))
    return page(f"{a.headline}", head, html)


PLATFORMS = {
    "aljazeera": aljazeera, "npr": npr, "newyorker": newyorker, "dailymail": dailymail,
    "arstechnica": arstechnica, "usatoday": usatoday, "telegraph": telegraph, "figaro": figaro,
    "zeit": zeit, "asahi": asahi, "xinhua": xinhua, "docusaurus": docusaurus, "notion": notion,
    "wp-twentytwentyone": wp_twentytwentyone, "jekyll-minima": jekyll_minima,
    "hashnode": hashnode,
}
