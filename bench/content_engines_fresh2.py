"""Fresh platforms for bench/content_engines.py, a second set: 16 more article templates,
written blind.

Written, like content_engines_fresh.py, without reading the extractor (tplx_engine/) or its
documentation and without looking at its scores: a held-out check, pages by someone who never
saw how the extractor works. Each function writes an `Article` into the article page of one
more publishing platform (markup written from memory after how the site served its article
pages in 2022-2025: element nesting, class, id and data-* names, CSS-module and emotion hashes
where the site has them, the furniture around and inside the story; the furniture's text made
up) and returns the whole page. The article's blocks are written in order with their words
unchanged, whatever wrapper the platform gives them (paragraphs in runs of "chapter" divs
between ad slots, subheads written as bold paragraphs, a LiveJournal entry's paragraphs as
lines between <br>s, a Shopify editor's spans); headline, standfirst, byline, dates, captions,
ads, "read also" links, boxes, teasers, comments, menus, banners and footers are furniture,
not gold. `PLATFORMS` maps each platform's name to its writer and `HAN` names the ones that
take Chinese articles; content_engines imports both (this module imports the helpers of
content_engines, content_engines_more and content_engines_fresh).

News sites in English: theatlantic, techcrunch, scmp; in other languages (furniture in the
site's language, the article as the pool has it): rbc (Russian), ahram (Arabic, right to
left), haaretz (Hebrew, right to left), corriere (Italian), folha (Portuguese), vnexpress
(Vietnamese), yomiuri (Japanese), chosun (Korean), thepaper (Chinese, articles too); blogs,
docs and shops: bearblog, livejournal, mkdocs-material, shopify.
"""

from __future__ import annotations

import json
import random
import re
import string
import sys
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
from content_engines_fresh import _hash, _li  # noqa: E402
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

HAN = {"thepaper"}  # the platforms here with Chinese furniture and articles

# ----------------------------------------------------------------------------- shared bits

B64 = string.ascii_letters + string.digits + "-_"
LOWER = string.ascii_lowercase + string.digits


def _modules(rng: random.Random):
    """CSS-module class names as Next.js builds them, one hash per component:
    ``m("ArticleBody")`` -> "ArticleBody_root__x1Y2z", ``m("ArticleBody", "divider")``."""
    hashed = once_per_key(lambda component: _hash(rng, 5, B64))

    def m(component: str, local: str = "root") -> str:
        return f"{component}_{local}__{hashed(component)}"
    return m


def _emotion(rng: random.Random):
    """emotion's class names, the same for the same component on one page: a label class and
    the style hash, ``em("para")`` -> "e1vf0xv10 css-1ut0qa6"."""
    return once_per_key(lambda key: f"e{rng.randrange(1, 9)}{_hash(rng, 5, LOWER)}"
                        f"{rng.randrange(10)} css-{_hash(rng, 7, LOWER)}")


def _rtl(html: str, lang: str) -> str:
    """A page written right to left: dir="rtl" on its <html>."""
    return html.replace(f'<html lang="{lang}">', f'<html lang="{lang}" dir="rtl">', 1)


def _list(b: Block, ul: str, li: str) -> str:
    """A list block with classes on the list and on each item (a list with items inside
    items, as a table of contents has them, keeps its markup)."""
    if re.search(r"<li>(?:(?!</li>).)*<li>", b.html, re.S):
        return f"<{b.tag}{ul}>{b.html}</{b.tag}>"
    items = "".join(f"<li{li}>{x}</li>" for x in _li(b))
    return f"<{b.tag}{ul}>{items}</{b.tag}>"


def _headline_list(items, cls: str = "") -> str:
    return "".join(f'<li{cls}><a href="/{_slug(x)}">{escape(x)}</a></li>' for x in items)


# --------------------------------------------------------------------- news sites in English

ATLANTIC_NAV = ("Popular", "Latest", "Newsletters", "Politics", "Ideas", "Fiction",
                "Technology", "Science", "Photo", "Business", "Culture", "Planet", "Global",
                "Books", "Podcasts", "Health", "Education", "Projects", "Features", "Family",
                "Events", "Washington Week", "Progress", "Newsletters")
ATLANTIC_WRITERS = ("Tom Nichols", "Anne Applebaum", "Derek Thompson", "Jonathan Haidt",
                    "Charlie Warzel", "Adam Serwer")


def theatlantic(a: Article) -> str:
    """The Atlantic (Next.js, CSS-module class names Component_local__hash): the body in
    section.ArticleBody_root of p.ArticleParagraph_root (subheads h2.ArticleHeading_root), cut
    by ArticleInjector ad slots and the "Read: ..." related-link paragraphs
    (p.ArticleRelatedContentLink_root, an <em>Read: </em> and a link), with a newsletter
    promo in a long one; the rubric, h1, dek, bylines, timestamp, share buttons, the lead art
    with its credit line and the "Listen" player (ElevenLabs) above; the author's bio, the
    topic links, "Most Popular", the metered gate and the footer below, __NEXT_DATA__ last."""
    rng = _rng("theatlantic", a)
    m = _modules(rng)
    rubric = rng.choice(["Politics", "Ideas", "Technology", "Science", "Culture", "Global"])
    section = _slug(rubric)

    def block(b: Block) -> str:
        if b.tag == "p":
            return (f'<p class="{m("ArticleParagraph")}" data-flatplan-paragraph="true">'
                    f'{b.html}</p>')
        if b.tag[0] == "h":
            return (f'<h2 class="{m("ArticleHeading")}" data-flatplan-heading="true">{b.html}'
                    '</h2>')
        if b.tag in ("ul", "ol"):
            return _list(b, f' class="{m("ArticleList")}" data-flatplan-list="true"',
                         f' class="{m("ArticleList", "item")}"')
        if b.tag == "blockquote":
            return (f'<blockquote class="{m("ArticleBlockquote")}"><p class="'
                    f'{m("ArticleParagraph")}">{b.html}</p></blockquote>')
        return b.markup(f' class="{m("ArticleCode")}"')

    def ad(i: int) -> str:
        return (f'<div class="{m("ArticleInjector")} {m("ArticleInjector", "clsAvoider")}" '
                f'data-event-module="ad"><div class="{m("GptAd")} {m("GptAd", "inline")}" '
                f'data-flatplan-ad="true"><div class="{m("GptAd", "label")}">Advertisement'
                f'</div><div id="injected-ad-{i}" class="{m("GptAd", "slot")}" data-ad-slot="'
                f'/4624/theatlantic.{section}/in-article_{i}"></div></div></div>')

    def read(i: int) -> str:
        t = _teaser(a, i)
        return (f'<p class="{m("ArticleRelatedContentLink")}" data-flatplan-related-content-'
                f'link="true"><em>Read: </em><a class="{m("ArticleRelatedContentLink", "link")}'
                f'" href="https://www.theatlantic.com{t.url}/" data-event-element="related '
                f'content link">{escape(t.headline)}</a></p>')
    newsletter = (
        f'<div class="{m("ArticleInjector")}"><div class="{m("ArticleNewsletterPromo")}" data-'
        f'event-module="newsletter promo"><p class="{m("ArticleNewsletterPromo", "eyebrow")}">'
        f'Newsletters</p><h3 class="{m("ArticleNewsletterPromo", "title")}">The Atlantic Daily'
        f'</h3><p class="{m("ArticleNewsletterPromo", "description")}">Get our guide to the day'
        '’s biggest news and ideas, delivered to your inbox every weekday and Sunday mornings. '
        'See more newsletters</p><form><input type="email" placeholder="Enter your email" '
        'aria-label="Enter your email"><button type="submit">Sign Up</button></form></div></div>')
    parts = body_html(a, block)
    inserts = {k: ad(i) for i, k in enumerate(range(3, len(parts), 5), 1)}
    inserts[2] = read(0)
    if len(parts) > 9:
        inserts[7] = read(1)
        inserts[len(parts) - 4] = newsletter
    body = _after(parts, inserts)
    t = a.published
    stamp = f"{long_date(t)}, {_hm(t)} ET"
    credit = rng.choice(["Illustration by The Atlantic. Sources: Getty; Alamy.",
                         "Photo-illustration by Jonelle Afurong / The Atlantic. Source: Getty.",
                         "Illustration by Ben Kothe / The Atlantic"])
    popular = "".join(
        f'<li class="{m("MostPopular", "item")}"><a class="{m("MostPopular", "link")}" href="'
        f'{x.url}/"><span class="{m("MostPopular", "number")}">{k}</span><h3 class="'
        f'{m("MostPopular", "title")}">{escape(x.headline)}</h3><address class="'
        f'{m("MostPopular", "byline")}">{rng.choice(ATLANTIC_WRITERS)}</address></a></li>'
        for k, x in enumerate(a.teasers[2:7], 1))
    next_data = json.dumps({"props": {"pageProps": {"urqlState": {}, "pageType": "article",
                                                    "article": {"title": a.headline,
                                                                "dek": a.standfirst,
                                                                "channel": rubric}}},
                            "page": "/[...slug]", "buildId": _hash(rng, 21, B64)})
    html = (
        f'<div id="__next"><a class="{m("SkipLink")}" href="#main-content">Skip to content</a>'
        f'<header class="{m("Header")}"><div class="{m("Header", "inner")}"><button class="'
        f'{m("Header", "menuButton")}" aria-label="Open navigation menu">Sections</button><a '
        f'class="{m("Header", "logo")}" href="https://www.theatlantic.com/" aria-label="The '
        f'Atlantic logo"><svg viewBox="0 0 186 26"><title>The Atlantic</title></svg></a><div '
        f'class="{m("Header", "actions")}"><a href="https://accounts.theatlantic.com/login/">'
        f'Sign In</a><a class="{m("Header", "subscribe")}" href="https://www.theatlantic.com/'
        f'subscribe/navbar/">Subscribe</a></div></div><nav class="{m("Navigation")}" aria-label'
        f'="Sections"><ul class="{m("Navigation", "list")}">' + "".join(
            f'<li><a class="{m("Navigation", "link")}" href="/{_slug(x)}/">{x}</a></li>'
            for x in ATLANTIC_NAV) + '</ul></nav></header><main id="main-content"><article '
        f'class="{m("ArticleLayout")} {m("ArticleLayout", "article")}"><header class="'
        f'{m("ArticleHero")} {m("ArticleHero", "defaultArticleLockup")}"><div class="'
        f'{m("ArticleHero", "title")}"><div class="{m("ArticleRubric")}"><a class="'
        f'{m("ArticleRubric", "link")}" href="/{section}/" data-action="click link - section '
        f'rubric">{rubric}</a></div><h1 class="{m("ArticleTitle")}">{escape(a.headline)}</h1>'
        f'<p class="{m("ArticleDek")}">{escape(a.standfirst)}</p></div><figure class="'
        f'{m("ArticleLeadArt")}"><picture><img alt="" class="{m("Image")} {m("Image", "fill")}"'
        f' src="https://cdn.theatlantic.com/thumbor/{_hash(rng, 27, B64)}=/0x0:4800x2700/960x'
        f'540/media/img/lead_image/2024/05/lead.jpg" width="960" height="540"></picture>'
        f'<figcaption class="{m("ArticleLeadFigure", "caption")}">{credit}</figcaption>'
        f'</figure><div class="{m("ArticleHero", "byline")}"><div class="{m("ArticleBylines")}"'
        f'><address id="article-writer-0">By <a class="{m("ArticleBylines", "link")}" href="'
        f'https://www.theatlantic.com/author/{_slug(a.author)}/">{escape(a.author)}</a>'
        f'</address></div><div class="{m("ArticleTimestamp")}"><time class="'
        f'{m("ArticleTimestamp", "time")}" datetime="{_iso(t)}">{stamp}</time></div><div class'
        f'="{m("ArticleShare")}"><button aria-label="Share">Share</button><button aria-label="'
        f'Save">Save</button></div></div></header><div class="{m("ArticleAudio")}"><button '
        f'class="{m("AudioPlayer", "playButton")}" aria-label="Play">Listen to this article'
        f'</button><span class="{m("AudioPlayer", "time")}">00:00</span><span class="'
        f'{m("AudioPlayer", "duration")}">{_minutes(a) + 1}:{rng.randrange(10, 60)}</span><p '
        f'class="{m("ArticleAudio", "credit")}">Produced by ElevenLabs and News Over Audio (Noa)'
        ' using AI narration. Listen to more stories on the Noa app.</p></div><section class="'
        f'{m("ArticleBody")}" data-event-module="article body">{body}</section><div class="'
        f'{m("ArticleBody", "divider")}"></div><div class="{m("ArticleBio")}"><address class="'
        f'{m("ArticleBio", "address")}"><p class="{m("ArticleBio", "text")}"><a href="https://'
        f'www.theatlantic.com/author/{_slug(a.author)}/">{escape(a.author)}</a> is a staff '
        f'writer at <em>The Atlantic</em>.</p></address></div><div class="{m("ArticleTopics")}"'
        f'><span class="{m("ArticleTopics", "title")}">Explore More Topics</span><ul>' + "".join(
            f'<li><a class="{m("ArticleTopics", "link")}" href="/tag/{_slug(x)}/">{x}</a></li>'
            for x in rng.sample(["Donald Trump", "Artificial Intelligence", "Climate Change",
                                 "Joe Biden", "Social Media", "Higher Education"], 3))
        + f'</ul></div></article><section class="{m("MostPopular")}" data-event-module="most '
        f'popular"><h2 class="{m("MostPopular", "heading")}">Most Popular</h2><ol>{popular}'
        f'</ol></section></main><div class="{m("Gate")} {m("Gate", "metered")}" data-testid="'
        f'gate"><p class="{m("Gate", "title")}">Never miss a story. Start your free trial.</p>'
        f'<p class="{m("Gate", "copy")}">Enjoy unlimited access to The Atlantic and get '
        f'newsletters for subscribers only.</p><a class="{m("Gate", "button")}" href="/'
        f'subscribe/gate/">Start Free Trial</a><a href="https://accounts.theatlantic.com/login/'
        f'">Already a subscriber? Sign in</a></div><footer class="{m("Footer")}"><div class="'
        f'{m("Footer", "links")}"><ul>' + _items((
            "Our History", "Staff", "Careers", "Contact Us", "Help Center", "Shop", "Licensing "
            "& Syndication", "Atlantic Editions", "Advertise", "Press", "Privacy Policy",
            "Your Privacy Choices", "Advertising Guidelines", "Terms Conditions", "Responsible "
            "Disclosure", "Site Map")) + f'</ul></div><p class="{m("Footer", "copyright")}">'
        f'TheAtlantic.com Copyright (c) {t.year} by The Atlantic Monthly Group. All Rights '
        'Reserved.</p></footer></div><script id="__NEXT_DATA__" type="application/json">'
        f'{next_data}</script>')
    return page(f"{a.headline} - The Atlantic", og(a, "The Atlantic") + json_ld(a), html)


TC_NAV = ("Latest", "Startups", "Venture", "Apple", "Security", "AI", "Apps", "Events",
          "Podcasts", "Newsletters")


def techcrunch(a: Article) -> str:
    """TechCrunch (WordPress VIP, the 2024 block theme): div.entry-content.wp-block-post-content
    of p.wp-block-paragraph (the first one p#speakable-summary), h2.wp-block-heading,
    ul.wp-block-list, with wp-block-tc-ads-ad-slot slots, an "Image Credits:" figure and the
    Disrupt inline-cta between them; the article-hero (category, h1, author card, date, the
    featured image and its credit) above; the "Topics" terms, the newsletter sign-up, the
    author card with its bio, "Most Popular" loop cards and the footer below."""
    rng = _rng("techcrunch", a)
    category = rng.choice(["Startups", "AI", "Apps", "Venture", "Security", "Climate"])
    first = next((k for k, b in enumerate(a.blocks) if b.tag == "p"), -1)

    def block(b: Block) -> str:
        if b.tag == "p":
            ident = ' id="speakable-summary"' if b is a.blocks[first] else ""
            return b.markup(f'{ident} class="wp-block-paragraph"')
        if b.tag[0] == "h":
            return b.markup(' class="wp-block-heading"')
        if b.tag in ("ul", "ol"):
            return b.markup(' class="wp-block-list"')
        if b.tag == "blockquote":
            return f'<blockquote class="wp-block-quote"><p>{b.html}</p></blockquote>'
        return b.markup(' class="wp-block-code"')

    def ad(i: int) -> str:
        return ('<div class="wp-block-tc-ads-ad-slot margin-bottom-var-30 is-style-no-margin">'
                f'<div class="ad-unit ad-unit--mid-article" id="tc-mid-article-{i}" data-ad-'
                f'slot="/22888152279/us/tc/ros/mid-article-{i}" data-ad-size="300x250"></div>'
                '</div>')
    photographer = _caption(rng)[1]
    figure = ('<figure class="wp-block-image size-large"><img decoding="async" width="1024" '
              f'height="683" src="https://techcrunch.com/wp-content/uploads/2024/05/'
              f'{_hash(rng, 10, LOWER)}.jpg?w=1024" alt="" class="wp-image-'
              f'{rng.randrange(2_700_000, 2_800_000)}"><figcaption class="wp-element-caption">'
              f'<strong>Image Credits:</strong> {photographer} / Getty Images</figcaption>'
              '</figure>')
    cta = ('<div class="wp-block-techcrunch-inline-cta"><div class="inline-cta__wrapper"><p '
           'class="inline-cta__eyebrow">TechCrunch Event</p><h3 class="inline-cta__title">'
           'Disrupt 2024: The best deals end soon</h3><p class="inline-cta__description">Join '
           '10,000+ founders, investors and tech leaders in San Francisco, October 28-30. Save '
           'up to $600 before prices go up.</p><a class="inline-cta__button wp-element-button" '
           'href="https://techcrunch.com/events/tc-disrupt-2024/">Register Now</a></div></div>')
    parts = body_html(a, block)
    inserts = {k: ad(i) for i, k in enumerate(range(4, len(parts), 6), 1)}
    inserts[2 if len(parts) > 3 else 1] = figure
    if len(parts) > 6:
        inserts[len(parts) // 2 + 1] = cta
    body = _after(parts, inserts)
    t = a.published
    stamp = f"{_hm(t)} PDT · {long_date(t)}"
    author = escape(a.author)
    loops = "".join(
        '<div class="wp-block-techcrunch-card wp-block-null"><div class="loop-card loop-card--'
        'post-type-post loop-card--default"><div class="loop-card__content"><div class="loop-'
        f'card__cat-group"><a class="loop-card__cat" href="/category/{_slug(category)}/">'
        f'{category}</a></div><h3 class="loop-card__title"><a class="loop-card__title-link" '
        f'href="https://techcrunch.com{x.url}/" data-destinationlink="{x.url}">'
        f'{escape(x.headline)}</a></h3><div class="loop-card__meta"><ul class="loop-card__'
        f'author-list"><li class="loop-card__author"><a href="/author/x/">'
        f'{escape(_caption(rng)[1])}'
        f'</a></li></ul><time class="loop-card__time wp-block-tc23-post-time-ago">{k + 1} hours '
        'ago</time></div></div><figure class="loop-card__figure"><img src="https://techcrunch.'
        f'com/wp-content/uploads/2024/05/card{k}.jpg?w=668" alt=""></figure></div></div>'
        for k, x in enumerate(a.teasers[:6]))
    html = (
        '<div class="wp-site-blocks"><header class="wp-block-template-part"><div class="site-'
        'header wp-block-group alignfull"><a class="site-header__logo" href="/" aria-label="'
        'TechCrunch home"><svg viewBox="0 0 212 30"><title>TechCrunch</title></svg></a><nav '
        'class="wp-block-navigation site-header__nav" aria-label="Primary"><ul class="wp-block-'
        'navigation__container">' + "".join(
            f'<li class="wp-block-navigation-item"><a class="wp-block-navigation-item__content" '
            f'href="/{_slug(x)}/"><span class="wp-block-navigation-item__label">{x}</span></a>'
            '</li>' for x in TC_NAV) + '</ul></nav><div class="site-header__actions"><button '
        'class="site-header__search" aria-label="Search">Search</button><a class="wp-block-'
        'button__link" href="/newsletters/">Sign up</a></div></div></header><main class="wp-'
        'block-group template-content is-layout-flow"><div class="wp-block-group article-hero '
        'article-hero--image-and-text has-white-background-color"><div class="article-hero__'
        'content"><div class="article-hero__category"><a class="is-taxonomy-category wp-block-'
        f'tenup-post-primary-term" href="/category/{_slug(category)}/">{category}</a></div><h1 '
        f'class="article-hero__title wp-block-post-title">{escape(a.headline)}</h1><div class="'
        'article-hero__authors"><div class="wp-block-tc23-author-card-name"><a class="wp-block-'
        f'tc23-author-card-name__link" href="/author/{_slug(a.author)}/">{author}</a></div></div>'
        '<div class="article-hero__date"><div class="wp-block-post-date"><time datetime="'
        f'{_iso(t, "-07:00")}">{stamp}</time></div></div></div><figure class="article-hero__'
        'image wp-block-post-featured-image"><img width="1024" height="576" src="https://'
        'techcrunch.com/wp-content/uploads/2024/05/hero.jpg?w=1024" alt="" class="attachment-'
        'post-thumbnail size-post-thumbnail wp-post-image"><figcaption class="wp-element-caption'
        f'"><strong>Image Credits:</strong>{escape(_caption(rng)[1])} / TechCrunch</figcaption>'
        '</figure></div><div class="wp-block-columns seamless article-content is-layout-flex">'
        '<div class="wp-block-column is-layout-flow" style="flex-basis:66.66%"><div class="'
        'entry-content wp-block-post-content is-layout-constrained wp-block-post-content-is-'
        f'layout-constrained">{body}</div><div class="wp-block-tc23-post-relevant-terms"><h2 '
        'class="wp-block-tc23-post-relevant-terms__title">Topics</h2><div class="tc23-post-'
        'relevant-terms__terms">' + "".join(
            f'<a class="tc23-post-relevant-terms__term" href="/tag/{_slug(x)}/">{x}</a>'
            for x in (category, "Apps", "Exclusive", "Funding", "Google")[:rng.randrange(3, 6)])
        + '</div></div><div class="wp-block-techcrunch-newsletter-signup"><h3 class="newsletter-'
        'signup__title">Subscribe for the industry’s biggest tech news</h3><ul class="newsletter'
        '-signup__list">' + "".join(
            f'<li><label><input type="checkbox" checked> <strong>{x}</strong> {d}</label></li>'
            for x, d in (("TechCrunch Daily News", "Every weekday and Sunday, you can get the "
                          "best of TechCrunch’s coverage."),
                         ("Startups Weekly", "Startups are the core of TechCrunch, so get our "
                          "best coverage delivered weekly."),
                         ("TechCrunch Fintech", "The latest Fintech news and analysis, "
                          "delivered every Tuesday."))) + '</ul><form><input type="email" '
        'placeholder="Email address"><button type="submit">Subscribe</button></form><p class="'
        'newsletter-signup__legal">By submitting your email, you agree to our Terms and Privacy '
        'Notice.</p></div><div class="wp-block-tc23-author-card"><div class="wp-block-tc23-'
        'author-card__image"><img src="https://techcrunch.com/wp-content/uploads/author.jpg" alt'
        f'=""></div><div class="wp-block-tc23-author-card__content"><h3 class="wp-block-tc23-'
        f'author-card-name">{author}</h3><p class="wp-block-tc23-author-card__role">Senior '
        f'Reporter</p><p class="wp-block-tc23-author-card__bio">{author} covers startups, '
        'venture capital and the business of consumer apps for TechCrunch. Before that, they '
        'reported on enterprise software for a trade publication in New York.</p><a class="wp-'
        f'block-tc23-author-card__link" href="/author/{_slug(a.author)}/">View Bio</a></div>'
        '</div></div><div class="wp-block-column sidebar" style="flex-basis:33.33%"><div class="'
        'wp-block-tc-ads-ad-slot"><div class="ad-unit ad-unit--sidebar" data-ad-size="300x600">'
        '</div></div></div></div><div class="wp-block-group most-popular"><h2 class="wp-block-'
        f'heading">Most Popular</h2><div class="wp-block-query">{loops}</div></div></main>'
        '<footer class="wp-block-template-part"><div class="site-footer"><p class="site-footer__'
        'tagline">TechCrunch</p><ul class="site-footer__links">' + _items((
            "About TechCrunch", "Staff", "Contact Us", "Advertise", "Crunchboard Jobs",
            "Site Map", "Terms of Service", "Privacy Policy", "RSS Terms of Use",
            "Privacy Dashboard", "Code of Conduct", "About Our Ads")) + '</ul><ul class="site-'
        'footer__social">' + _items(("X", "LinkedIn", "Facebook", "Instagram", "YouTube",
                                     "Mastodon", "Threads", "Bluesky")) + '</ul><p class="site-'
        f'footer__copyright">© {t.year} Yahoo.</p></div></footer></div>')
    return page(f"{a.headline} | TechCrunch", og(a, "TechCrunch") + json_ld(a), html)


SCMP_NAV = ("Hong Kong", "China", "Asia", "World", "Opinion", "Business", "Tech", "Lifestyle",
            "People & Culture", "Sport", "Week Asia", "Podcasts", "Video", "Infographic")


def scmp(a: Article) -> str:
    """South China Morning Post (the 2023 Next.js site, emotion class names css-xxxxxxx): the
    body in div[data-qa=GenericArticle-Content] as runs of paragraphs, each run in a wrapper of
    its own, cut by AdSlot containers ("ADVERTISEMENT"), an inline related story and the SCMP
    Knowledge box; the section path, h1, the "Key points" summary list, the author with
    "+ FOLLOW", dates, "Why you can trust SCMP" and the lead image with its caption above; the
    print-edition line, topics, "More on this", the newsletter box, "Trending in ..." and the
    footer below."""
    rng = _rng("scmp", a)
    em = _emotion(rng)
    section = rng.choice(["China", "Asia", "World", "Hong Kong", "Tech"])

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(f' data-qa="Component-Component" class="{em("p")}"')
        if b.tag[0] == "h":
            return f'<h3 data-qa="Component-Heading" class="{em("h")}">{b.html}</h3>'
        if b.tag in ("ul", "ol"):
            return _list(b, f' class="{em("ul")}"', f' class="{em("li")}"')
        return b.markup(f' class="{em(b.tag)}"')

    def ad(i: int) -> str:
        return (f'<div data-qa="AdSlot-Container" class="{em("ad")}"><div data-qa="AdSlot-'
                f'Label" class="{em("adlabel")}">ADVERTISEMENT</div><div id="dfp-ad-native'
                f'{i}-{_hash(rng, 6, LOWER)}" class="{em("adslot")}"></div></div>')
    t0 = _teaser(a, 0)
    related = (
        f'<div data-qa="InlineRelatedStory-Container" class="{em("rel")}"><a href="https://'
        f'www.scmp.com{t0.url}" class="{em("rellink")}"><div class="{em("relimg")}"><img src='
        f'"https://cdn.i-scmp.com/sites/default/files/styles/280x186/public/d8/images/rel.jpg"'
        f' alt=""></div><span data-qa="InlineRelatedStory-Headline" class="{em("relhed")}">'
        f'{escape(t0.headline)}</span></a></div>')
    knowledge = (
        f'<div data-qa="KnowledgePromo-Container" class="{em("know")}"><p class="'
        f'{em("knowtitle")}">SCMP Knowledge</p><p class="{em("knowtext")}">Do you have '
        'questions about the biggest topics and trends from around the world? Get the answers '
        'with SCMP Knowledge, our new platform of curated content with explainers, FAQs, '
        'analyses and infographics brought to you by our award-winning team.</p></div>')
    parts = body_html(a, block)
    runs = chunks(parts, rng.choice([2, 3]))
    out = []
    for k, run in enumerate(runs):
        out.append(f'<div class="{em("run")}">{"".join(run)}</div>')
        if k < len(runs) - 1:
            out.append(ad(k + 1) if k % 2 == 0 else (related if k == 1 else knowledge))
    body = "".join(out)
    t = a.published
    stamp = f"{_hm(t, '', False)}, {t.day} {t.strftime('%b %Y')}"
    points = [a.standfirst.removeprefix("In brief: "),
              "Analysts say the move signals a shift in policy that could ripple across the "
              "region"]
    caption, _ = _caption(rng)
    trending = "".join(
        f'<li class="{em("trli")}"><a href="https://www.scmp.com{x.url}"><span class="'
        f'{em("trnum")}">{k}</span><span class="{em("trhed")}">{escape(x.headline)}</span>'
        '</a></li>' for k, x in enumerate(a.teasers[3:8], 1))
    more = "".join(
        f'<div data-qa="MoreOnThis-Item" class="{em("more")}"><a href="https://www.scmp.com'
        f'{x.url}"><h3 class="{em("morehed")}">{escape(x.headline)}</h3><p class="'
        f'{em("moresum")}">{escape(x.blurb)}</p></a><time class="{em("moretime")}">{k + 1} '
        f'{rng.choice(["hours", "days"])} ago</time></div>' for k, x in enumerate(a.teasers[1:4]))
    html = (
        f'<div id="__next"><div class="{em("page")}"><header data-qa="Header-Container" class="'
        f'{em("header")}"><a href="https://www.scmp.com/" aria-label="South China Morning Post"'
        f' class="{em("logo")}"><svg viewBox="0 0 280 24"><title>SCMP</title></svg></a><nav '
        f'data-qa="Header-Navigation" class="{em("nav")}"><ul>' + "".join(
            f'<li><a href="https://www.scmp.com/{_slug(x)}">{escape(x)}</a></li>'
            for x in SCMP_NAV) + f'</ul></nav><div class="{em("hdact")}"><a href="https://'
        'subscribe.scmp.com/">Subscribe</a><button>Sign in</button></div></header><main class="'
        f'{em("main")}"><article data-qa="GenericArticle-Container" class="{em("article")}">'
        f'<div data-qa="ArticleHeader-Section" class="{em("sect")}"><a href="https://www.scmp'
        f'.com/news/{_slug(section)}">{section}</a><span>/</span><a href="https://www.scmp.com/'
        f'news/{_slug(section)}/politics">Politics</a></div><h1 data-qa="ContentHeadline-'
        f'Headline" class="{em("h1")}">{escape(a.headline)}</h1><div data-qa="GenericArticle-'
        f'Summary" class="{em("summary")}"><ul class="{em("sumul")}">' + "".join(
            f'<li class="{em("sumli")}"><span>{escape(x)}</span></li>' for x in points)
        + f'</ul></div><div data-qa="ArticleByline-Container" class="{em("byline")}"><a data-'
        f'qa="AuthorNameLink" href="https://www.scmp.com/author/{_slug(a.author)}" class="'
        f'{em("author")}">{escape(a.author)}</a><button data-qa="FollowButton" class="'
        f'{em("follow")}">+ FOLLOW</button><div data-qa="ArticleDate" class="{em("dates")}">'
        f'<time data-qa="ArticleDate-Published" datetime="{_iso(t, "+08:00")}">Published: '
        f'{stamp}</time><span>Why you can trust SCMP</span></div></div><figure data-qa="'
        f'GenericArticle-Image" class="{em("lead")}"><img src="https://cdn.i-scmp.com/sites/'
        f'default/files/styles/1020x680/public/d8/images/canvas/2024/05/14/lead.jpg" alt=""><'
        f'figcaption class="{em("cap")}"><span>{escape(caption)}</span><span> Photo: '
        f'{rng.choice(["Reuters", "AFP", "Xinhua", "EPA-EFE"])}</span></figcaption></figure>'
        f'<div data-qa="GenericArticle-Content" class="{em("content")}">{body}</div><div data-'
        f'qa="ArticlePrintHeadline" class="{em("print")}">This article appeared in the South '
        f'China Morning Post print edition as: <span>{escape(a.headline.split(":")[0])}</span>'
        f'</div><div data-qa="ArticleTopics" class="{em("topics")}"><span>Topics</span>'
        + "".join(f'<a href="https://www.scmp.com/topics/{_slug(x)}" class="{em("topic")}">{x}'
                  '</a>' for x in (section, "Diplomacy", "Economy")) + f'</div><button class="'
        f'{em("comments")}" data-qa="CommentsButton">Comments</button></article><section data-'
        f'qa="MoreOnThis" class="{em("moresec")}"><h2>More on this</h2>{more}</section><div '
        f'data-qa="NewsletterSignUp" class="{em("nl")}"><p>Get updates direct to your inbox</p>'
        '<p>Subscribe to China at a Glance, our free newsletter on the news and trends you need '
        'to know from the mainland.</p><form><input type="email" placeholder="Email"><button>'
        'Sign up</button></form><p>By registering, you agree to our T&amp;C and Privacy Policy'
        f'</p></div><aside class="{em("aside")}"><h2>Trending in {section}</h2><ol>{trending}'
        f'</ol></aside></main><footer data-qa="Footer-Container" class="{em("footer")}"><ul>'
        + _items(("About us", "Our history", "Work for us", "Code of Conduct", "Advertise with "
                  "us", "Contact us", "Privacy Policy", "Terms & Conditions", "FAQs",
                  "Print subscriptions")) + '</ul><p>Copyright © ' + str(t.year) + ' South '
        'China Morning Post Publishers Ltd. All rights reserved.</p></footer></div></div>')
    return page(f"{a.headline} | South China Morning Post", og(a, "South China Morning Post")
                + json_ld(a), html)


# ------------------------------------------------------------ news sites in other languages

AR_NAV = ("الرئيسية", "أخبار مصر", "سياسة", "اقتصاد", "حوادث", "عرب وعالم", "رياضة", "فنون",
          "ثقافة", "تحقيقات", "المحافظات", "مقالات", "الأهرام اليومي", "فيديو")
AR_HEADLINES = ("وزير الخارجية يبحث مع نظيره الأردني تطورات الأوضاع في المنطقة",
                "البنك المركزي يعلن تثبيت أسعار الفائدة للمرة الثالثة على التوالي",
                "الأرصاد: طقس حار نهارًا معتدل ليلًا على أغلب الأنحاء",
                "افتتاح معرض الكتاب بمشاركة أكثر من ألف ناشر من 70 دولة",
                "ارتفاع الصادرات غير البترولية خلال الربع الأول من العام",
                "رئيس الوزراء يتفقد مشروعات الإسكان الجديدة بالعاصمة الإدارية",
                "اكتشاف أثري جديد في منطقة سقارة يعود إلى الدولة الحديثة",
                "انطلاق امتحانات نهاية العام لطلاب الشهادة الإعدادية غدًا")
AR_MONTHS = ("يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس",
             "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر")
AR_DAYS = ("الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت", "الأحد")
AR_WRITERS = ("محمد عبد الله", "أحمد السيد", "سارة محمود", "منى حسن", "خالد إبراهيم")


def ahram(a: Article) -> str:
    """بوابة الأهرام, gate.ahram.org.eg (Arabic furniture, right to left; an ASP.NET WebForms
    page: the whole page in form#form1 with its __VIEWSTATE, ContentPlaceHolder1_ ids, a
    Bootstrap grid): div#ContentPlaceHolder1_divContent of <p dir="RTL"> paragraphs with
    inline text-align styles, the "اقرأ أيضًا" read-also paragraphs (bold, a link) and the
    "إعلان" ad slots between them; the breadcrumb, h1, date and writer line, share buttons and
    the lead image with its caption above; the keywords, the Facebook comments plugin,
    "أخبار ذات صلة" cards, the "الأكثر قراءة" column and the footer around."""
    rng = _rng("ahram", a)
    t = a.published
    heads = list(AR_HEADLINES)
    rng.shuffle(heads)

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(' dir="RTL" style="text-align: justify;"')
        if b.tag[0] == "h":
            return f'<p dir="RTL" style="text-align: justify;"><strong>{b.html}</strong></p>' \
                if rng.random() < 0.5 else b.markup()
        return b.markup(' dir="RTL"')

    def read_also(i: int) -> str:
        return ('<p dir="RTL" style="text-align: justify;"><strong><span style="color:#c0392b;'
                f'">اقرأ أيضًا: </span><a href="https://gate.ahram.org.eg/News/'
                f'{rng.randrange(4_700_000, 4_800_000)}.aspx">{heads[i]}</a></strong></p>')

    def ad(i: int) -> str:
        return (f'<div class="ads-inarticle text-center"><span class="ads-label">إعلان</span>'
                f'<div id="div-gpt-ad-15615473754{i:02d}-0" style="min-height:250px;"></div>'
                '</div>')
    parts = body_html(a, block)
    inserts = {k: ad(i) for i, k in enumerate(range(3, len(parts), 5))}
    inserts[1] = read_also(0)
    if len(parts) > 7:
        inserts[6] = read_also(1)
    body = _after(parts, inserts)
    writer = rng.choice(AR_WRITERS)
    day = f"{AR_DAYS[t.weekday()]} {t.day} {AR_MONTHS[t.month - 1]} {t.year}"
    viewstate = _hash(rng, 160, string.ascii_letters + string.digits + "+/")
    related = "".join(
        '<div class="col-md-4 col-sm-6"><div class="related-item"><a href="https://gate.ahram.'
        f'org.eg/News/{rng.randrange(4_700_000, 4_800_000)}.aspx"><img class="img-responsive" '
        f'src="https://gate.ahram.org.eg/Media/News/2024/5/14/rel{k}.jpg" alt=""><h3>{h}</h3>'
        '</a></div></div>' for k, h in enumerate(heads[2:5]))
    most = "".join(
        f'<li><span class="num">{k}</span><a href="https://gate.ahram.org.eg/News/'
        f'{rng.randrange(4_700_000, 4_800_000)}.aspx">{h}</a></li>'
        for k, h in enumerate(heads[3:8], 1))
    html = (
        f'<form method="post" action="./{rng.randrange(4_700_000, 4_800_000)}.aspx" id="form1">'
        '<div class="aspNetHidden"><input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" '
        f'value="/wEPDwUK{viewstate}"><input type="hidden" name="__VIEWSTATEGENERATOR" id="__'
        'VIEWSTATEGENERATOR" value="CA0B0334"></div><header class="header"><div class="top-bar">'
        f'<div class="container"><span class="today">{day}</span><div class="social-top"><a>'
        'فيسبوك</a><a>تويتر</a><a>يوتيوب</a></div></div></div><div class="container"><div class='
        '"logo"><a href="https://gate.ahram.org.eg/"><img src="/Content/images/logo.png" alt="'
        'بوابة الأهرام"></a></div></div><nav class="navbar navbar-default main-menu"><div class='
        f'"container"><ul class="nav navbar-nav">{_headline_list(AR_NAV)}</ul><div class="'
        'search-box"><input type="text" placeholder="ابحث"></div></div></nav><div class="'
        'breaking-news"><div class="container"><span class="title">عاجل</span><div class="'
        f'ticker"><a>{heads[7]}</a></div></div></div></header><div class="container main-'
        'container"><div class="row"><div class="col-md-8 col-sm-12"><ol class="breadcrumb"><li>'
        '<a href="https://gate.ahram.org.eg/">الرئيسية</a></li><li><a href="https://gate.ahram.'
        'org.eg/Portal/2/عرب-وعالم.aspx">عرب وعالم</a></li></ol><div class="article-header"><h1'
        f' id="ContentPlaceHolder1_divTitle">{escape(a.headline)}</h1><div class="article-info">'
        f'<span id="ContentPlaceHolder1_divDate">{t.day}-{t.month}-{t.year} | {t:%H:%M}</span>'
        f'<span id="ContentPlaceHolder1_divAuthor"> {writer} </span></div><div class="share-'
        'buttons"><span>شارك</span><a class="fb">فيسبوك</a><a class="tw">تويتر</a><a class="wa">'
        'واتساب</a><a class="tg">تيليجرام</a></div></div><div class="article-image"><img id="'
        'ContentPlaceHolder1_imgArticle" class="img-responsive" src="https://gate.ahram.org.eg/'
        'Media/News/2024/5/14/main.jpg" alt=""><div class="caption" id="ContentPlaceHolder1_'
        f'divCaption">صورة أرشيفية</div></div><div id="ContentPlaceHolder1_divContent" class="'
        f'article-content bbtext">{body}</div><div class="tags" id="ContentPlaceHolder1_divTags"'
        '><span class="tags-title">الكلمات المفتاحية</span>' + "".join(
            f'<a href="https://gate.ahram.org.eg/Tags/{k}.aspx">{x}</a>'
            for k, x in enumerate(("الاقتصاد", "عرب وعالم", "تقارير"))) + '</div><div class="'
        'fb-comments" data-href="https://gate.ahram.org.eg/News/story.aspx" data-width="100%" '
        'data-numposts="5"></div><div class="related-news"><h2 class="section-title">أخبار ذات '
        f'صلة</h2><div class="row">{related}</div></div></div><div class="col-md-4 col-sm-12 '
        'sidebar"><div class="most-read"><h2 class="section-title">الأكثر قراءة</h2><ul>'
        f'{most}</ul></div><div class="ads-side"><div id="div-gpt-ad-side-1"></div></div></div>'
        '</div></div><footer class="footer"><div class="container"><ul class="footer-links">'
        + _headline_list(("من نحن", "اتصل بنا", "سياسة الخصوصية", "اعلن معنا", "خريطة الموقع"))
        + f'</ul><p>جميع الحقوق محفوظة لمؤسسة الأهرام © {t.year}</p></div></footer></form>')
    return _rtl(page(f"{a.headline} - بوابة الأهرام", og(a, "بوابة الأهرام"), html, "ar"), "ar")


RU_HEADLINES = ("Минфин предложил изменить порядок расчета налога на прибыль",
                "ЦБ сохранил ключевую ставку на уровне 16%",
                "Акции технологических компаний выросли на фоне отчетности",
                "Правительство утвердило план развития Северного морского пути",
                "Рубль укрепился к доллару и евро на открытии торгов",
                "Госдума приняла закон о цифровых платформах в первом чтении",
                "Число вакансий в IT-секторе сократилось на 12% за год",
                "Нефть Brent подорожала до $84 за баррель",
                "Аналитики оценили перспективы рынка ипотеки до конца года",
                "В Москве ожидается похолодание до +5 градусов")
RU_MONTHS = ("января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа",
             "сентября", "октября", "ноября", "декабря")
RU_AUTHORS = ("Анна Иванова", "Дмитрий Смирнов", "Ольга Кузнецова", "Иван Петров",
              "Мария Соколова")
RU_SECTIONS = ("Политика", "Экономика", "Бизнес", "Финансы", "Общество", "Технологии и медиа")


def rbc(a: Article) -> str:
    """РБК, rbc.ru (Russian furniture): div.article__text.article__text_free[itemprop=
    articleBody] holding the bold overview lede and the main image with its photo credit, then
    bare <p>s with article__inline-item link cards ("Читайте также") and unlabelled banner
    containers between them, the authors and tags last inside it; the category, date, view
    counter and h1 above; the Telegram promo, "Новости партнеров" and the right column's long
    news feed (title, section and time per item) around; the legal footer."""
    rng = _rng("rbc", a)
    t = a.published
    heads = list(RU_HEADLINES)
    rng.shuffle(heads)
    section = rng.choice(RU_SECTIONS)

    def inline(i: int) -> str:
        return ('<div class="article__inline-item"><a class="article__inline-item__link" href'
                f'="https://www.rbc.ru/economics/14/05/2024/{_hash(rng, 24, "0123456789abcdef")}'
                '"><span class="article__inline-item__image-wrap"><img class="article__inline-'
                f'item__image" src="https://s0.rbk.ru/v6_top_pics/resized/240xH/media/img/{i}/'
                'inline.jpg" alt=""></span><span class="article__inline-item__title">'
                f'{heads[i]}</span><span class="article__inline-item__category">'
                f'{rng.choice(RU_SECTIONS)}</span></a></div>')

    def banner(i: int) -> str:
        return ('<div class="banner__container__color banner__container__color_article"><div '
                f'class="banner__container banner_js" data-banner-id="{rng.randrange(10 ** 5)}" '
                f'data-banner-place="inread_{i}"></div></div>')
    parts = body_html(a)
    inserts = {k: banner(i) for i, k in enumerate(range(4, len(parts), 5), 1)}
    inserts[2] = inline(0)
    if len(parts) > 8:
        inserts[7] = inline(1)
    body = _after(parts, inserts)
    author = rng.choice(RU_AUTHORS)
    stamp = f"{t.day} {RU_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"
    feed = "".join(
        '<a class="news-feed__item js-visited js-news-feed-item" href="https://www.rbc.ru/'
        f'society/14/05/2024/{k}"><span class="news-feed__item__title">{h}</span><span class="'
        f'news-feed__item__date"><span class="news-feed__item__date-text">{rng.choice(RU_SECTIONS)}'
        f', {max(0, t.hour - k):02d}:{rng.randrange(60):02d}</span></span></a>'
        for k, h in enumerate(heads))
    partners = "".join(f'<div class="partners-news__item"><a href="#">{escape(x.headline)}</a>'
                       '</div>' for x in a.teasers[:4])
    html = (
        '<div class="l-window"><div class="topline"><div class="topline__inner"><a class="'
        'topline__logo" href="https://www.rbc.ru/">РБК</a><div class="topline__menu">'
        + "".join(f'<a class="topline__item" href="https://www.rbc.ru/{_slug(x)}">{x}</a>'
                  for x in ("Новости", "Pro", "Инвестиции", "Недвижимость", "Autonews",
                            "Спорт", "Стиль", "Тренды", "Life")) + '</div><a class="topline'
        '__subscribe" href="https://www.rbc.ru/pro/">Подписка</a><a class="topline__login">'
        'Войти</a></div></div><div class="header__nav"><ul>' + _headline_list(RU_SECTIONS)
        + '</ul></div><div class="l-col-container"><div class="l-col-main"><div class="article '
        'js-rbcslider-article" itemscope itemtype="https://schema.org/NewsArticle"><div class="'
        'article__header js-article-header"><div class="article__header__info-block"><a class="'
        f'article__header__category" href="https://www.rbc.ru/{_slug(section)}">{section}</a>'
        f'<span class="article__header__date" content="{_iso(t, "+03:00")}">{stamp}</span><div '
        'class="article__header__counter-block"><span class="article__header__counter js-insert'
        f'-views-count">{rng.randrange(1000, 90000):,}</span></div></div><div class="article__'
        'header__title"><h1 class="article__header__title-in js-slide-title" itemprop="headline"'
        f'>{escape(a.headline)}</h1></div></div><div class="article__text article__text_free" '
        'itemprop="articleBody"><div class="article__text__overview"><span>'
        f'{escape(a.standfirst)}</span></div><div class="article__main-image"><div class="smart-'
        'image"><img class="smart-image__img" src="https://s0.rbk.ru/v6_top_pics/media/img/'
        'main.jpg" alt=""></div><div class="article__main-image__author"><span class="article__'
        f'main-image__link">Фото: {rng.choice(["Reuters", "РИА Новости", "ТАСС", "Getty Images"])}'
        f'</span></div></div>{body}<div class="article__authors"><span class="article__authors__'
        'author"><span class="article__authors__author__name" itemprop="author">'
        f'{author}</span></span></div><div class="article__tags"><span class="article__tags__'
        'title">Теги</span>' + "".join(
            f'<a class="article__tags__item" href="https://www.rbc.ru/tags/?tag={x}">{x}</a>'
            for x in ("Минфин", "налоги", "экономика")) + '</div></div><div class="article__'
        'subscribe"><p>Читайте РБК в Telegram</p><a href="https://t.me/rbc_news">Подписаться'
        '</a></div><div class="partners-news"><div class="partners-news__title">Новости '
        f'партнеров</div>{partners}</div></div></div><div class="l-col-right"><div class="news-'
        'feed js-news-feed"><div class="news-feed__title">Главное</div><div class="js-news-feed'
        f'-list">{feed}</div></div></div></div><footer class="footer"><ul>' + _headline_list((
            "О компании", "Реклама", "Контакты", "Правовая информация", "Вакансии",
            "Пользовательское соглашение", "Политика обработки персональных данных"))
        + f'</ul><p>© ООО «БИЗНЕСПРЕСС», {t.year}. Сетевое издание «РБК». Все права защищены.'
        '</p><p>Любое использование материалов допускается только при наличии гиперссылки.</p>'
        '</footer></div>')
    return page(f"{a.headline} — РБК", og(a, "РБК"), html, "ru")


JA_HEADLINES = ("首相、来月にも経済対策を指示へ　物価高への対応を柱に",
                "円相場、一時１５５円台に下落　３４年ぶりの円安水準",
                "台風１号が発生　週末にかけて沖縄に接近のおそれ",
                "大学入試の新方式、来年度から導入へ　文科省が方針",
                "「線状降水帯」予測を強化　気象庁が新システム運用",
                "大谷翔平が今季１０号本塁打　日本選手最多に並ぶ")
JA_CAPTIONS_Y = ("記者会見する担当者", "会場に集まった人たち", "現地の様子",
                 "抗議デモに参加する人たち")
JA_NAV = ("速報", "社会", "政治", "経済", "国際", "科学・ＩＴ", "スポーツ", "地域", "囲碁・将棋",
          "教育・就活", "医療・健康", "文化", "エンタメ", "ライフ", "社説", "コラム")


def yomiuri(a: Article) -> str:
    """読売新聞オンライン (Japanese furniture): article.p-article with the header
    (h1.c-article-title, the time, the share bar and the スクラップ button), then
    div.p-main-contents of bare <p>s with the lead figure first, 広告 slots and an
    "あわせて読みたい" link box between them, and the bureau credit line （…支局　…）as the last
    paragraph in it; the breadcrumb and the member links above; 関連記事, the ranking, "おすすめ
    情報" and the copyright footer below."""
    rng = _rng("yomiuri", a)
    t = a.published
    bureau = rng.choice(["ワシントン", "ロンドン", "パリ", "ベルリン", "ニューヨーク"])
    reporter = rng.choice(["田中健一", "佐藤美咲", "鈴木大輔", "高橋由美"])
    heads = list(JA_HEADLINES)
    rng.shuffle(heads)

    def ad(i: int) -> str:
        return (f'<div class="p-ad p-ad--inarticle"><div id="yol_ad_inarticle_{i}" class="p-ad'
                '__inner"></div><p class="p-ad__label">広告</p></div>')
    together = ('<div class="p-related-inline"><p class="p-related-inline__title">あわせて読みたい'
                '</p><ul>' + "".join(f'<li><a href="https://www.yomiuri.co.jp{x.url}/">'
                                     f'{escape(x.headline)}</a></li>'
                                     for x in (_teaser(a, 0), _teaser(a, 1))) + '</ul></div>')
    parts = body_html(a)
    inserts = {k: ad(i) for i, k in enumerate(range(3, len(parts), 6), 1)}
    inserts[2 if len(parts) > 3 else 1] = together
    body = _after(parts, inserts)
    credit = rng.choice(["ロイター", "ＡＰ", reporter + "撮影"])
    figure = ('<figure class="c-article-figure"><div class="c-article-figure__img"><img src="'
              f'https://www.yomiuri.co.jp/media/2024/05/{t:%Y%m%d}-OYT1I500{rng.randrange(10, 99)}'
              '-1.jpg" alt=""></div><figcaption class="c-article-figure__caption">'
              f'{rng.choice(JA_CAPTIONS_Y)}（{t.day}日）＝{credit}'
              '</figcaption></figure>')
    related = "".join(f'<li class="c-list-item"><a href="https://www.yomiuri.co.jp{x.url}/">'
                      f'{escape(x.headline)}</a></li>' for x in a.teasers[2:5])
    ranking = "".join(f'<li class="p-ranking__item"><span class="p-ranking__num">{k}</span><a '
                      f'href="https://www.yomiuri.co.jp/national/{k}/">{h}</a></li>'
                      for k, h in enumerate(heads, 1))
    html = (
        '<header class="l-header"><div class="l-header__inner"><a class="l-header__logo" href="'
        'https://www.yomiuri.co.jp/"><img src="/assets/img/logo.svg" alt="読売新聞オンライン">'
        '</a><div class="l-header__member"><a href="https://www.yomiuri.co.jp/member/login/">'
        'ログイン</a><a class="is-primary" href="https://www.yomiuri.co.jp/member/">会員登録'
        '</a></div></div><nav class="l-gnav"><ul class="l-gnav__list">' + _headline_list(
            JA_NAV, ' class="l-gnav__item"') + '</ul></nav></header><div class="l-contents"><div '
        'class="l-main"><nav class="p-breadcrumb"><ol><li><a href="https://www.yomiuri.co.jp/">'
        'ホーム</a></li><li><a href="https://www.yomiuri.co.jp/world/">国際</a></li><li><a href'
        '="https://www.yomiuri.co.jp/world/europe/">ヨーロッパ</a></li></ol></nav><article '
        'class="p-article"><div class="c-article-header"><h1 class="c-article-title" itemprop="'
        f'headline">{escape(a.headline)}</h1><div class="c-article-header-info"><time datetime="'
        f'{_iso(t, "+09:00")}">{t:%Y/%m/%d %H:%M}</time><ul class="c-article-sns">' + "".join(
            f'<li class="c-article-sns__item"><a href="#">{x}</a></li>'
            for x in ("X", "Facebook", "はてなブックマーク", "LINE", "メール"))
        + '</ul><button class="c-scrap-btn" type="button">スクラップ</button></div></div>'
        f'<div class="p-main-contents" itemprop="articleBody">{figure}{body}<p class="p-article'
        f'-credit">（{bureau}支局　{reporter}）</p></div></article><section class="p-related"><h2 '
        f'class="c-heading">関連記事</h2><ul class="c-list">{related}</ul></section><section '
        'class="p-osusume"><h2 class="c-heading">おすすめ情報</h2><ul>' + _headline_list((
            "読売新聞購読申し込み", "読売新聞オンラインの使い方", "よみうりカルチャー"))
        + '</ul></section></div><aside class="l-sub"><section class="p-ranking"><h2 class="c-'
        f'heading">ランキング</h2><ol>{ranking}</ol></section><div class="p-ad p-ad--side"><div'
        ' id="yol_ad_side_1"></div></div></aside></div><footer class="l-footer"><ul>'
        + _headline_list(("読売新聞オンラインについて", "利用規約", "著作権", "個人情報",
                          "お問い合わせ", "広告掲載", "サイトマップ")) + '</ul><p>読売新聞'
        'オンラインに掲載の記事・写真などの無断転載を禁じます。</p><p>Copyright © The Yomiuri '
        'Shimbun.</p></footer>')
    return page(f"{a.headline} : 読売新聞", og(a, "読売新聞オンライン") + json_ld(a), html, "ja")


# ------------------------------------------------------------------ blogs, docs and shops

MD_TABS = ("Home", "Getting started", "Setup", "Reference", "Insiders", "Blog")
SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M0 0h24v24H0z"/></svg>'


def mkdocs_material(a: Article) -> str:
    """A post of Material for MkDocs' blog plugin (mkdocs-material 9): article.md-content__inner
    .md-typeset with the h1 and its headerlink, the <!-- more --> excerpt mark, headings with
    ids and "¶" permalinks, code in div.highlight with line anchors and an "info" admonition
    among the blocks, the source file's "Last update" and the Giscus comments heading after;
    the header (logo, title, palette toggle, search, repository facts), the tabs, the post
    sidebar (Back to index, the author's profile, metadata: date, category, reading time),
    the table of contents, the prev/next footer, the copyright and social links, __config."""
    rng = _rng("mkdocs-material", a)
    project = rng.choice(["fieldkit", "tessera", "driftwood", "lanternfish"])
    repo = f"{project}-dev/{project}"
    seen: dict[str, int] = {}
    toc = []
    listing = iter(range(100))

    def anchor(text: str) -> str:
        ident = _slug(text)
        seen[ident] = seen.get(ident, 0) + 1
        return ident + (f"_{seen[ident] - 1}" if seen[ident] > 1 else "")

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            ident = anchor(b.text)
            toc.append(f'<li class="md-nav__item"><a href="#{ident}" class="md-nav__link"><span '
                       f'class="md-ellipsis">{escape(b.text)}</span></a></li>')
            return (f'<{b.tag} id="{ident}">{b.html}<a class="headerlink" href="#{ident}" '
                    f'title="Permanent link">&para;</a></{b.tag}>')
        if b.tag == "pre":
            n = next(listing)
            code = b.html if "<" in b.html else "<code>" + "\n".join(
                f'<span id="__span-{n}-{k}"><a id="__codelineno-{n}-{k}" name="__codelineno-{n}-'
                f'{k}" href="#__codelineno-{n}-{k}"></a>{line}</span>'
                for k, line in enumerate(b.html.split("\n"), 1)) + "</code>"
            return f'<div class="language-text highlight"><pre><span></span>{code}</pre></div>'
        return b.markup()
    info = ('<div class="admonition info"><p class="admonition-title">Sponsors only</p><p>This '
            f'feature is available to sponsors of {project} Insiders for now and will be '
            'released to everyone once the funding goal is reached.</p></div>')
    parts = body_html(a, block)
    parts.insert(1, "<!-- more -->")
    content = _after(parts, {rng.choice([3, 4]): info} if len(parts) > 4 else {})
    t = a.published
    head_id = anchor(a.headline)
    prev, nxt = _teaser(a, 0), _teaser(a, 1)
    category = rng.choice(["Release", "Insiders", "Performance", "Guides"])
    config = json.dumps({"base": "../../../..", "features": [
        "content.code.copy", "navigation.tabs", "navigation.top", "search.highlight"],
        "search": "../../../../assets/javascripts/workers/search.b8dbb3d2.min.js",
        "translations": {"clipboard.copied": "Copied to clipboard", "clipboard.copy":
                         "Copy to clipboard", "search.result.none": "No matching documents"}})
    toc_html = ('<nav class="md-nav md-nav--secondary" aria-label="Table of contents"><label '
                'class="md-nav__title" for="__toc"><span class="md-nav__icon md-icon"></span>'
                'Table of contents</label><ul class="md-nav__list" data-md-component="toc" data-'
                f'md-scrollfix>{"".join(toc)}</ul></nav>') if toc else ""
    html = (
        '<input class="md-toggle" data-md-toggle="drawer" type="checkbox" id="__drawer" '
        'autocomplete="off"><input class="md-toggle" data-md-toggle="search" type="checkbox" '
        'id="__search" autocomplete="off"><label class="md-overlay" for="__drawer"></label><div '
        f'data-md-component="skip"><a href="#{head_id}" class="md-skip">Skip to content</a>'
        '</div><div data-md-component="announce"></div><header class="md-header md-header--'
        'shadow md-header--lifted" data-md-component="header"><nav class="md-header__inner md-'
        f'grid" aria-label="Header"><a href="../../../.." title="{project}" class="md-header__'
        f'button md-logo" aria-label="{project}" data-md-component="logo">{SVG}</a><label class'
        f'="md-header__button md-icon" for="__drawer">{SVG}</label><div class="md-header__title"'
        ' data-md-component="header-title"><div class="md-header__ellipsis"><div class="md-'
        f'header__topic"><span class="md-ellipsis">{project}</span></div><div class="md-header'
        '__topic" data-md-component="header-topic"><span class="md-ellipsis">'
        f'{escape(a.headline)}</span></div></div></div><form class="md-header__option" data-md-'
        'component="palette"><input class="md-option" data-md-color-media="" data-md-color-'
        'scheme="default" type="radio" name="__palette" id="__palette_0"><label class="md-'
        'header__button md-icon" title="Switch to dark mode" for="__palette_1" hidden>'
        f'{SVG}</label></form><label class="md-header__button md-icon" for="__search">{SVG}'
        '</label><div class="md-search" data-md-component="search" role="dialog"><label class="'
        'md-search__overlay" for="__search"></label><div class="md-search__inner" role="search">'
        '<form class="md-search__form" name="search"><input type="text" class="md-search__input"'
        ' name="query" aria-label="Search" placeholder="Search" autocapitalize="off" autocorrect'
        '="off" autocomplete="off" spellcheck="false" data-md-component="search-query" required>'
        '</form><div class="md-search__output"><div class="md-search-result" data-md-component="'
        'search-result"><div class="md-search-result__meta">Initializing search</div><ol class="'
        'md-search-result__list" role="presentation"></ol></div></div></div></div><div class="'
        f'md-header__source"><a href="https://github.com/{repo}" title="Go to repository" class'
        f'="md-source" data-md-component="source"><div class="md-source__icon md-icon">{SVG}'
        f'</div><div class="md-source__repository">{repo}<ul class="md-source__facts"><li class='
        f'"md-source__fact md-source__fact--version">{rng.randrange(1, 9)}.{rng.randrange(30)}.'
        f'{rng.randrange(10)}</li><li class="md-source__fact md-source__fact--stars">'
        f'{rng.randrange(1, 30)}.{rng.randrange(10)}k</li><li class="md-source__fact md-source__'
        f'fact--forks">{rng.randrange(100, 900)}</li></ul></div></a></div></nav><nav class="md-'
        'tabs" aria-label="Tabs" data-md-component="tabs"><div class="md-grid"><ul class="md-'
        'tabs__list">' + "".join(
            f'<li class="md-tabs__item{" md-tabs__item--active" if x == "Blog" else ""}"><a '
            f'href="../../../../{_slug(x)}/" class="md-tabs__link">{x}</a></li>' for x in MD_TABS)
        + '</ul></div></nav></header><div class="md-container" data-md-component="container">'
        '<main class="md-main" data-md-component="main"><div class="md-main__inner md-grid"><div'
        ' class="md-sidebar md-sidebar--post" data-md-component="sidebar" data-md-type="'
        'navigation"><div class="md-sidebar__scrollwrap"><div class="md-sidebar__inner md-post">'
        '<nav class="md-nav md-nav--primary"><div class="md-post__back"><div class="md-nav__'
        'title md-nav__container"><a href="../../../../blog/" class="md-nav__link">'
        f'{SVG}<span class="md-ellipsis">Back to index</span></a></div></div><div class="md-post'
        '__authors md-typeset"><div class="md-profile md-post__profile"><span class="md-author '
        f'md-author--long"><img src="https://avatars.githubusercontent.com/u/{rng.randrange(10**7)}'
        f'" alt="{escape(a.author)}"></span><span class="md-profile__description"><strong>'
        f'{escape(a.author)}</strong><br>Creator</span></div></div><ul class="md-post__meta md-'
        'nav__list"><li class="md-nav__item md-nav__item--section"><div class="md-post__title">'
        '<span class="md-ellipsis">Metadata</span></div><nav class="md-nav"><ul class="md-nav__'
        f'list"><li class="md-nav__item"><div class="md-nav__link">{SVG}<time datetime="'
        f'{t:%Y-%m-%d %H:%M:%S}" class="md-ellipsis">{long_date(t)}</time></div></li><li class="'
        f'md-nav__item"><div class="md-nav__link">{SVG}<span class="md-ellipsis">in <a href="../'
        f'../../../blog/category/{_slug(category)}/">{category}</a></span></div></li><li class="'
        f'md-nav__item"><div class="md-nav__link">{SVG}<span class="md-ellipsis">'
        f'{_minutes(a)} min read</span></div></li></ul></nav></li></ul></nav></div></div></div>'
        '<div class="md-sidebar md-sidebar--secondary" data-md-component="sidebar" data-md-type'
        f'="toc"><div class="md-sidebar__scrollwrap"><div class="md-sidebar__inner">{toc_html}'
        '</div></div></div><div class="md-content md-content--post" data-md-component="content">'
        '<article class="md-content__inner md-typeset"><a href="https://github.com/' + repo
        + '/edit/master/docs/blog/posts/' + _slug(a.headline) + '.md" title="Edit this page" '
        f'class="md-content__button md-icon">{SVG}</a><h1 id="{head_id}">{escape(a.headline)}'
        f'<a class="headerlink" href="#{head_id}" title="Permanent link">&para;</a></h1>'
        f'{content}<aside class="md-source-file"><span class="md-source-file__fact"><span class'
        f'="md-icon" title="Last update">{SVG}</span><span class="git-revision-date-localized-'
        f'plugin git-revision-date-localized-plugin-date">{long_date(t)}</span></span></aside>'
        '<h2 id="__comments">Comments</h2><script src="https://giscus.app/client.js" data-repo="'
        f'{repo}" data-mapping="pathname" data-theme="light" crossorigin="anonymous" async>'
        '</script></article></div><script>var target=document.getElementById(location.hash.'
        'slice(1));target&&target.name&&(target.checked=target.name.startsWith("__tabbed_"))'
        '</script></div><button type="button" class="md-top md-icon" data-md-component="top" '
        f'hidden>{SVG}Back to top</button></main><footer class="md-footer"><nav class="md-footer'
        f'__inner md-grid" aria-label="Footer"><a href="../{_slug(prev.headline)}/" class="md-'
        f'footer__link md-footer__link--prev" aria-label="Previous: {escape(prev.headline)}">'
        f'<div class="md-footer__button md-icon">{SVG}</div><div class="md-footer__title"><span'
        ' class="md-footer__direction">Previous</span><div class="md-ellipsis">'
        f'{escape(prev.headline)}</div></div></a><a href="../{_slug(nxt.headline)}/" class="md-'
        f'footer__link md-footer__link--next" aria-label="Next: {escape(nxt.headline)}"><div '
        'class="md-footer__title"><span class="md-footer__direction">Next</span><div class="md-'
        f'ellipsis">{escape(nxt.headline)}</div></div><div class="md-footer__button md-icon">'
        f'{SVG}</div></a></nav><div class="md-footer-meta md-typeset"><div class="md-footer-'
        'meta__inner md-grid"><div class="md-copyright"><div class="md-copyright__highlight">'
        f'Copyright &copy; 2019 - {t.year} {escape(a.author)}</div>Made with <a href="https://'
        'squidfunk.github.io/mkdocs-material/" target="_blank" rel="noopener">Material for '
        'MkDocs</a></div><div class="md-social">' + "".join(
            f'<a href="https://{x}/{project}" target="_blank" rel="noopener" title="{x}" class="'
            f'md-social__link">{SVG}</a>' for x in ("github.com", "fosstodon.org", "x.com"))
        + '</div></div></div></footer></div><div class="md-dialog" data-md-component="dialog">'
        '<div class="md-dialog__inner md-typeset"></div></div><script id="__config" type="'
        f'application/json">{config}</script>')
    head = ('<meta name="generator" content="mkdocs-1.6.0, mkdocs-material-9.5.21"><link rel="'
            'stylesheet" href="../../../../assets/stylesheets/main.6543a935.min.css">'
            + og(a, project))
    doc = page(f"{a.headline} - {project}", head, html)
    return doc.replace("<body>", '<body dir="ltr" data-md-color-scheme="default" data-md-color'
                       '-primary="indigo" data-md-color-accent="indigo">', 1)


def bearblog(a: Article) -> str:
    """A Bear Blog post (bearblog.dev, the default theme): <main> holding the h1, the date
    in <p><i><time>, the post's blocks in a <content> element, the hashtags paragraph and the
    upvote form, all siblings; the header (the blog's name as an h2 link, a nav of three links
    in a <p>) and the "Powered by Bear ʕ•ᴥ•ʔ" footer. Almost no furniture."""
    rng = _rng("bearblog", a)
    user = _slug(a.author.split()[0])
    name = rng.choice([f"{a.author.split()[0]}'s notebook", "field notes", "slow thoughts",
                       f"{user}.log"])
    t = a.published
    tags = rng.sample(["thoughts", "work", "reading", "tech", "life", "writing"], 2)
    uid = _hash(rng, 20, string.ascii_letters + string.digits)
    html = (
        f'<header><a class="title" href="/"><h2>{escape(name)}</h2></a><nav><p><a href="/">Home'
        '</a> <a href="/now/">Now</a> <a href="/blog/">Blog</a></p></nav></header><main><h1>'
        f'{escape(a.headline)}</h1><p><i><time datetime="{t:%Y-%m-%dT%H:%M}Z">{t.day:02d} '
        f'{t:%b}, {t.year}</time></i></p><content>{"".join(body_html(a))}</content><p class="'
        'tags">' + "".join(f'<a href="/blog/?q={x}">#{x}</a> ' for x in tags) + '</p><form id='
        f'"upvote-form" action="/upvote/" method="post" style="display: inline"><input hidden '
        f'name="uid" value="{uid}"><input hidden name="title" value="{escape(a.headline)}">'
        '<button class="upvote-button" title="Toast this post"><svg xmlns="http://www.w3.org/'
        '2000/svg" width="24" height="24" viewBox="0 0 24 24"><polyline points="17 11 12 6 7 11">'
        f'</polyline></svg><small class="upvote-count">{rng.randrange(1, 60)}</small></button>'
        '</form></main><footer><span>Powered by <a href="https://bearblog.dev">Bear ʕ•ᴥ•ʔ</a>'
        '</span></footer>')
    head = ('<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="'
            f'canonical" href="https://{user}.bearblog.dev/{_slug(a.headline)}/"><style>body '
            '{max-width: 720px; margin: auto; padding: 20px; font-family: Verdana, sans-serif;}'
            '</style>' + og(a, name))
    return page(f"{a.headline} | {name}", head, html)


VI_DAYS = ("Thứ hai", "Thứ ba", "Thứ tư", "Thứ năm", "Thứ sáu", "Thứ bảy", "Chủ nhật")
VI_NAV = ("Thời sự", "Góc nhìn", "Thế giới", "Video", "Podcasts", "Kinh doanh", "Bất động sản",
          "Khoa học", "Giải trí", "Thể thao", "Pháp luật", "Giáo dục", "Sức khỏe", "Đời sống",
          "Du lịch", "Số hóa", "Xe", "Ý kiến", "Tâm sự", "Thư giãn")
VI_COMMENTS = (("Minh Tuấn", "Bài viết rất hay và đầy đủ thông tin, cảm ơn tác giả."),
               ("Lan Anh", "Mong rằng các cơ quan chức năng sớm có giải pháp cụ thể cho vấn đề "
                           "này, người dân đã chờ đợi quá lâu rồi."),
               ("Hoàng Nam", "Tôi nghĩ cần phải nhìn nhận vấn đề một cách toàn diện hơn, không "
                             "nên chỉ nhìn vào một phía."))
VI_CAPTIONS = ("Người dân di chuyển trên phố hôm 13/5.", "Toàn cảnh khu vực hồi đầu tháng.",
               "Quang cảnh buổi họp báo hôm 14/5.")


def vnexpress(a: Article) -> str:
    """VnExpress (Vietnamese furniture): article.fck_detail of p.Normal paragraphs, the subheads
    written as bold p.Normal, tplCaption figures (figcaption p.Image, "Ảnh: ..."), an inline
    related-news box and ad holders between them, the author's name in a right-aligned
    p.Normal last; the breadcrumb and date, h1.title-detail and p.description (a location
    stamp before the standfirst) above; tags, the share pins, the "Ý kiến" comments, "Xem
    thêm" and the sidebar's "Xem nhiều" around; the long footer."""
    rng = _rng("vnexpress", a)
    t = a.published

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(' class="Normal"')
        if b.tag[0] == "h":
            return f'<p class="Normal"><strong>{b.html}</strong></p>'
        return b.markup()

    def figure(i: int) -> str:
        return ('<figure data-size="true" itemprop="associatedMedia image" itemscope itemtype="'
                'http://schema.org/ImageObject" class="tplCaption action_thumb_added"><meta '
                f'itemprop="url" content="https://i1-vnexpress.vnecdn.net/2024/05/14/anh-{i}.jpg'
                '"><div class="fig-picture"><picture><img itemprop="contentUrl" loading="lazy" '
                f'intrinsicsize="680x0" alt="" class="lazy" src="https://i1-vnexpress.vnecdn.net'
                f'/2024/05/14/anh-{i}.jpg?w=680&amp;h=0&amp;q=100"></picture></div><figcaption '
                f'itemprop="description"><p class="Image">{rng.choice(VI_CAPTIONS)} Ảnh: <em>'
                f'{rng.choice(["Reuters", "AFP", "AP"])}</em></p></figcaption></figure>')

    def ad(i: int) -> str:
        return (f'<div class="banner-ads banner-ads--inread" id="banner_ads_inread_{i}"><div '
                f'id="sis_inimage_{i}" data-ads="inimage"></div></div>')
    t0 = _teaser(a, 0)
    box = ('<div class="box-tinlienquanv2"><article class="item-news item-news-common"><h4 '
           f'class="title-news"><a href="https://vnexpress.net/{_slug(t0.headline)}-'
           f'{rng.randrange(4_700_000, 4_800_000)}.html" title="{escape(t0.headline)}">'
           f'{escape(t0.headline)}</a></h4><p class="description"><a href="#">{escape(t0.blurb)}'
           '</a></p></article></div>')
    parts = body_html(a, block)
    inserts = {k: ad(i) for i, k in enumerate(range(4, len(parts), 6), 1)}
    inserts[2 if len(parts) > 3 else 1] = box
    if len(parts) > 6:
        inserts[5] = figure(2)
    body = figure(1) + _after(parts, inserts)
    author = escape(a.author)
    date = f"{VI_DAYS[t.weekday()]}, {t.day}/{t.month}/{t.year}, {t:%H:%M} (GMT+7)"
    place = rng.choice(["Mỹ", "Anh", "Pháp", "Đức", "Nhật Bản"])
    comments = "".join(
        '<div class="comment_item"><div class="content-comment"><p class="full_content"><span '
        f'class="txt-name"><a class="nickname" href="#"><b>{who}</b></a></span>{text}</p></div>'
        f'<div class="user-status"><a class="link_thich" href="#">Thích</a> <span>{k + 3}</span>'
        f' <a class="link_reply" href="#">Trả lời</a> <span class="time-com">{k + 1}h trước'
        '</span></div></div>' for k, (who, text) in enumerate(VI_COMMENTS))
    more = "".join(
        f'<article class="item-news item-news-common"><h3 class="title-news"><a href="https://'
        f'vnexpress.net/{_slug(x.headline)}.html">{escape(x.headline)}</a></h3><p class="'
        f'description"><a href="#">{escape(x.blurb)}</a></p></article>' for x in a.teasers[1:5])
    most = "".join(f'<article class="item-news"><span class="num">{k}</span><h3 class="title-'
                   f'news"><a href="https://vnexpress.net/{_slug(x.headline)}.html">'
                   f'{escape(x.headline)}</a></h3></article>'
                   for k, x in enumerate(a.teasers[3:8], 1))
    html = (
        '<header class="section header-vne"><div class="container flexbox"><a class="logo" href'
        '="https://vnexpress.net" title="Báo VnExpress - Báo tiếng Việt nhiều người xem nhất">'
        f'VnExpress</a><span class="time-now">{VI_DAYS[t.weekday()]}, {t.day}/{t.month}/{t.year}'
        '</span><div class="top-header"><a href="https://vnexpress.net/tin-tuc-24h">Mới nhất'
        '</a><a href="https://vnexpress.net/tin-theo-khu-vuc">Tin theo khu vực</a><a href="'
        'https://e.vnexpress.net/">International</a><a class="login" href="#">Đăng nhập</a>'
        '</div></div></header><nav class="main-nav"><ul class="parent"><li class="home"><a href='
        '"https://vnexpress.net">Trang chủ</a></li>' + _headline_list(VI_NAV) + '</ul></nav>'
        '<section class="section page-detail top-detail"><div class="container"><div class="'
        'sidebar-1"><div class="header-content width_common"><ul class="breadcrumb" data-'
        'campaign="Header"><li><a href="/the-gioi" title="Thế giới">Thế giới</a></li><li><a '
        f'href="/the-gioi/tu-lieu" title="Tư liệu">Tư liệu</a></li></ul><span class="date">{date}'
        f'</span></div><h1 class="title-detail">{escape(a.headline)}</h1><p class="description">'
        f'<span class="location-stamp">{place}</span>{escape(a.standfirst)}</p><article class="'
        f'fck_detail ">{body}<p class="Normal" style="text-align:right;"><strong>{author}'
        '</strong> (Theo <em>Reuters</em>)</p></article><div class="footer-content"><div class="'
        'box-tag">' + "".join(f'<h4 class="item-tag"><a href="/chu-de/{_slug(x)}" title="{x}">{x}'
                              '</a></h4>' for x in ("Kinh tế thế giới", "Mỹ", "chính sách"))
        + '</div><div class="social_pin"><a class="btn_facebook">Facebook</a><a class="'
        'btn_twitter">Twitter</a><a class="btn_copy">Sao chép liên kết</a></div></div><div '
        'class="box_comment_vne width_common" id="box_comment_vne"><h3 class="title_box_'
        f'category"><span class="txt_tab">Ý kiến</span> <span class="txt_num_comment">('
        f'{len(VI_COMMENTS)})</span></h3><div class="input_comment"><textarea placeholder="Chia '
        f'sẻ ý kiến của bạn"></textarea></div><div class="list_comment">{comments}</div></div>'
        '<div class="box-category box-xemthem"><h2 class="title-box-category">Xem thêm</h2>'
        f'{more}</div></div><div class="sidebar-2"><div class="box-category box-xemnhieu"><h2 '
        f'class="title-box-category">Xem nhiều</h2>{most}</div><div class="banner-ads" id="'
        'banner_ads_right_1"></div></div></div></section><footer id="footer" class="footer">'
        '<div class="container"><ul class="menu-footer">' + _headline_list(VI_NAV[:10])
        + '</ul><p>Báo tiếng Việt nhiều người xem nhất</p><p>Thuộc Bộ Khoa học và Công nghệ</p>'
        '<p>Số giấy phép: 548/GP-BTTTT ngày 24/08/2021</p><p>Liên hệ Tòa soạn · Liên hệ Quảng '
        'cáo · Điều khoản sử dụng · Chính sách bảo mật</p><p>© Copyright 1997 VnExpress.net, '
        'All rights reserved</p><p>® VnExpress giữ bản quyền nội dung trên website này.</p>'
        '</div></footer>')
    return page(f"{a.headline} - VnExpress", og(a, "VnExpress") + json_ld(a), html, "vi")


IT_MONTHS = ("gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
             "settembre", "ottobre", "novembre", "dicembre")
IT_DAYS = ("lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica")
IT_CAPTIONS = ("Un momento dell’incontro (Ansa)", "La sede del governo (Reuters)",
               "Manifestanti in piazza (Afp)")
IT_NAV = ("Cronache", "Politica", "Esteri", "Economia", "Sport", "Cultura", "Spettacoli",
          "Salute", "Scienze", "Tecnologia", "Opinioni", "Podcast", "Video")


def corriere(a: Article) -> str:
    """Corriere della Sera (Italian furniture): the body in div#content-to-read as runs of
    p.chapter-paragraph (subheads h2.chapter-title) in div.chapter wrappers, a "LEGGI ANCHE"
    box and adv-in-article slots between the runs; the closing WhatsApp-channel paragraph,
    the date line and "© RIPRODUZIONE RISERVATA" after the last run; the section, h1.title-art,
    the summary, the date, "di" + the author and the listen/share tools above; the newsletter
    box, comments teaser, "Le notizie più lette" and the RCS footer around; the privacy
    (pay-or-ok) banner last."""
    rng = _rng("corriere", a)
    t = a.published
    date = f"{t.day} {IT_MONTHS[t.month - 1]} {t.year}"
    section = rng.choice(["Esteri", "Economia", "Cronache", "Tecnologia"])

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(' class="chapter-paragraph"')
        if b.tag[0] == "h":
            return f'<h2 class="chapter-title">{b.html}</h2>'
        return b.markup(' class="chapter-paragraph"' if b.tag in ("ul", "ol") else "")

    def adv(i: int) -> str:
        return (f'<div class="adv-in-article" id="adv-Middle{i}"><div class="adv-label">'
                f'Pubblicità</div><div id="rcsad_Middle{i}" class="rcsad"></div></div>')
    read_also = ('<div class="box-leggi-anche"><p class="title-box">LEGGI ANCHE</p><ul>' + "".join(
        f'<li><a href="https://www.corriere.it{x.url}.shtml">{escape(x.headline)}</a></li>'
        for x in (_teaser(a, 0), _teaser(a, 1), _teaser(a, 2))) + '</ul></div>')
    runs = chunks(body_html(a, block), rng.choice([3, 4]))
    out = []
    for k, run in enumerate(runs):
        out.append(f'<div class="chapter">{"".join(run)}</div>')
        if k < len(runs) - 1:
            out.append(read_also if k == 0 else adv(k))
    most = "".join(f'<li class="most-read__item"><span class="number">{k}</span><a href="https'
                   f'://www.corriere.it{x.url}.shtml">{escape(x.headline)}</a></li>'
                   for k, x in enumerate(a.teasers[3:8], 1))
    html = (
        '<header id="header" class="header"><div class="header__top"><span class="header__date"'
        f'>{IT_DAYS[t.weekday()]}'
        f' {date}</span><a class="header__logo" href="https://www.corriere.it/">Corriere della '
        'Sera</a><div class="header__user"><a class="btn-abbonati" href="https://abbonamenti.'
        'corriere.it/">Abbonati</a><a class="btn-accedi">Accedi</a></div></div><nav class="'
        f'header__nav"><ul>{_headline_list(IT_NAV)}</ul></nav></header><main class="main"><div '
        'class="bck-media-news"><div class="container"><div class="hero-art"><div class="is-'
        f'section"><a href="https://www.corriere.it/{_slug(section)}/">{section}</a></div><h1 '
        f'class="title-art-hp is-xxxlarge is-line-h-106">{escape(a.headline)}</h1><h2 class="'
        f'summary-art-hp is-medium is-line-h-128">{escape(a.standfirst)}</h2><div class="info-art'
        f'"><p class="is-last-update" datetime="{_iso(t, "+02:00")}">{date}</p><span class="'
        f'writer">di <strong>{escape(a.author)}</strong></span></div><div class="tools-art"><'
        f'button class="btn-listen">Ascolta l\'articolo</button><span class="read-time">'
        f'{_minutes(a)} min</span><button class="btn-share">Condividi</button><button class="'
        'btn-gift">Regala</button></div></div><figure class="media-news"><img src="https://'
        'images2.corriereobjects.it/methode_image/2024/05/14/Esteri/Foto/main.jpg" alt=""><'
        f'figcaption class="caption-art">{rng.choice(IT_CAPTIONS)}'
        '</figcaption></figure><div class="body-article"><div class="content" id="content-to-'
        f'read">{"".join(out)}<p class="paragraph-whatsapp"><em>Corriere della Sera è anche su '
        'Whatsapp. È sufficiente <a href="https://whatsapp.com/channel/corriere">cliccare qui'
        '</a> per iscriversi al canale ed essere sempre aggiornati.</em></p><p class="is-last-'
        f'update">{date} (modifica il {date} | {(t.hour + 1) % 24:02d}:{t.minute:02d})</p><p '
        'class="is-copyright">© RIPRODUZIONE RISERVATA</p></div></div><div class="box-'
        'newsletter"><p '
        'class="box-newsletter__title">Iscriviti alle newsletter di Corriere della Sera</p><p>'
        'Le notizie più importanti, gli approfondimenti e le analisi dei nostri giornalisti, '
        'ogni mattina nella tua casella di posta.</p><a class="btn" href="https://www.corriere.'
        'it/newsletter/">Iscriviti</a></div><div class="box-comments"><p class="box-comments__'
        'title">I commenti dei lettori</p><p>Leggi e commenta le notizie del giorno: accedi o '
        'registrati per partecipare alla discussione.</p><a class="btn">Commenta</a></div><aside'
        ' class="most-read"><h3 class="most-read__title">Le notizie più lette</h3><ol>'
        f'{most}</ol></aside></div></div></main><footer class="footer"><ul>' + _headline_list((
            "Servizi", "Scrivi", "Cookie policy e privacy", "Codice etico",
            "Preferenze sui cookie", "Dichiarazione di accessibilità", "Mappa del sito"))
        + f'</ul><p>Copyright {t.year} © RCS Mediagroup S.p.a. Tutti i diritti sono riservati | '
        'Per la pubblicità: CAIRORCS MEDIA SpA Direzione Pubblicità | RCS MediaGroup S.p.A. - '
        'Direzione Media Sede legale: via Angelo Rizzoli, 8 - 20132 Milano | Capitale sociale: '
        'Euro 270.000.000,00 | Codice Fiscale, Partita I.V.A. e Iscrizione al Registro delle '
        'Imprese di Milano n.12086540155 | R.E.A. di Milano: 1524326 | ISSN 2499-0485</p>'
        '</footer><div id="privacy-cp-wall" class="privacy-cp-wall"><div class="privacy-cp-'
        'wall__inner"><p class="privacy-cp-wall__title">Il valore della tua privacy</p><p>Noi e'
        ' terze parti selezionate utilizziamo cookie o tecnologie simili per finalità tecniche e'
        ', con il tuo consenso, anche per altre finalità come specificato nella cookie policy. '
        'Puoi scegliere di accettare e continuare a navigare gratuitamente oppure abbonarti e '
        'navigare senza cookie di profilazione.</p><button class="privacy-cp-wall__accept">'
        'Accetta e continua</button><a class="privacy-cp-wall__subscribe" href="https://'
        'abbonamenti.corriere.it/">Abbonati</a></div></div>')
    return page(f"{a.headline} - Corriere.it", og(a, "Corriere della Sera") + json_ld(a), html,
                "it")


PT_MONTHS = ("jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez")
PT_NAV = ("Poder", "Mundo", "Mercado", "Cotidiano", "Esporte", "Ilustrada", "Equilíbrio",
          "Ciência", "Tec", "Ambiente", "Opinião", "Podcasts")


def folha(a: Article) -> str:
    """Folha de S.Paulo (Portuguese furniture): div.c-news__body[itemprop=articleBody] (its
    data-continue-reading attributes) of bare <p>s with "rs_skip" ad areas, a "Leia também"
    box and the newsletter box between them; the kicker, h1.c-content-head__title, the
    subtitle h2, the signature (author, city), the published date, the tools (Salvar, Ouvir,
    Presentear) and the full-width image with caption and credit above; "Endereço da página",
    related topics, the comments notice, "Mais lidas" and the copyright footer below; the
    LGPD cookie notice."""
    rng = _rng("folha", a)
    t = a.published
    stamp = f"{t.day}.{PT_MONTHS[t.month - 1]}.{t.year} às {t.hour}h{t.minute:02d}"
    section = rng.choice(["mundo", "mercado", "ciencia", "tec"])

    def ad(i: int) -> str:
        return ('<div class="rs_skip c-advertising c-advertising--300x250"><div class="c-'
                f'advertising__banner-area" id="banner-300x250-{i}-area"></div></div>')
    also = ('<div class="rs_skip c-read-more"><h3 class="c-read-more__title">Leia também</h3>'
            '<ul class="c-read-more__list">' + "".join(
                f'<li class="c-read-more__item"><a href="https://www1.folha.uol.com.br/{section}/'
                f'2024/05/{_slug(x.headline)}.shtml">{escape(x.headline)}</a></li>'
                for x in (_teaser(a, 0), _teaser(a, 1))) + '</ul></div>')
    letter = ('<div class="rs_skip c-newsletter c-newsletter--inline"><p class="c-newsletter__'
              'title">Newsletter Folha Mundial</p><p class="c-newsletter__description">Receba no '
              'seu email um resumo semanal das principais notícias internacionais; aberta para '
              'não assinantes.</p><form class="c-newsletter__form"><input type="email" '
              'placeholder="Digite seu e-mail"><button type="submit">Carregando...</button>'
              '</form></div>')
    parts = body_html(a)
    inserts = {k: ad(i) for i, k in enumerate(range(3, len(parts), 5), 1)}
    inserts[2] = also
    if len(parts) > 8:
        inserts[len(parts) - 3] = letter
    body = _after(parts, inserts)
    caption = rng.choice(["Movimentação em frente ao prédio nesta terça-feira (14)",
                          "Vista da cidade durante a manhã", "Participantes durante o evento"])
    most = "".join(f'<li class="c-most-popular__item"><span>{k}</span><a href="https://www1.'
                   f'folha.uol.com.br/{section}/2024/05/{_slug(x.headline)}.shtml">'
                   f'{escape(x.headline)}</a></li>' for k, x in enumerate(a.teasers[2:7], 1))
    url = f"https://www1.folha.uol.com.br/{section}/2024/05/{_slug(a.headline)}.shtml"
    html = (
        '<header class="l-header"><div class="l-header__wrapper"><button class="l-header__menu"'
        '>Menu</button><a class="l-header__logo" href="https://www.folha.uol.com.br/"><svg><title'
        '>Folha de S.Paulo</title></svg></a><div class="l-header__actions"><a class="c-button '
        'c-button--primary" href="https://assinatura.folha.com.br/">Assine</a><a href="https://'
        'login.folha.com.br/">Entrar</a></div></div><nav class="l-header__nav"><ul>'
        + _headline_list(PT_NAV) + '</ul></nav></header><main id="conteudo" class="main"><'
        'article class="c-news" itemscope itemtype="http://schema.org/NewsArticle"><div class="c'
        f'-content-head"><div class="c-kicker"><a href="https://www1.folha.uol.com.br/{section}/'
        f'">{section}</a></div><h1 class="c-content-head__title" itemprop="headline">'
        f'{escape(a.headline)}</h1><h2 class="c-content-head__subtitle" itemprop="'
        f'alternativeHeadline">{escape(a.standfirst)}</h2><div class="c-signature"><strong class'
        f'="c-signature__author"><a href="https://www1.folha.uol.com.br/autores/'
        f'{_slug(a.author)}.shtml">{escape(a.author)}</a></strong><p class="c-signature__'
        f'location">{rng.choice(["São Paulo", "Washington", "Londres", "Buenos Aires"])}</p></div>'
        '<div class="c-more-options"><time class="c-more-options__published-date" itemprop="'
        f'datePublished" datetime="{t:%Y-%m-%d %H:%M:%S}">{stamp}</time><div class="c-tools-'
        'share"><button>Salvar artigos</button><span>Recurso exclusivo para assinantes</span>'
        '<button>Ouvir o texto</button><button>Diminuir fonte</button><button>Aumentar fonte'
        '</button><button>Presentear</button><span>Assinantes podem liberar 7 acessos por dia '
        'para conteúdos da Folha.</span></div></div></div><figure class="c-image-full"><img src="'
        'https://f.i.uol.com.br/fotografia/2024/05/14/main.jpeg" alt=""><figcaption class="c-'
        f'image-full__caption"><span class="c-image-full__legend">{caption}</span> <span class="'
        f'c-image-full__credit">{escape(_caption(rng)[1])}/Reuters</span></figcaption></figure>'
        '<div class="c-news__content"><div class="c-news__body" data-share-text data-news-'
        'content-text data-disable-copy data-continue-reading data-continue-reading-hide-others'
        f'=".js-continue-reading-hidden" itemprop="articleBody">{body}</div><div class="rs_skip '
        'c-page-address"><span class="c-page-address__title">Endereço da página</span><input '
        f'type="text" readonly value="{url}"><button>Copiar link</button></div><div class="c-'
        'topics"><span class="c-topics__title">Tópicos relacionados</span><ul>' + _headline_list(
            ("Estados Unidos", "economia", "política"), ' class="c-topics__item"')
        + '</ul><p>Leia tudo sobre o tema e siga:</p></div><div class="c-comments"><h3 class="'
        f'c-comments__title">Comentários</h3><p>Ver todos os comentários ({rng.randrange(3, 90)})'
        '</p><p class="c-comments__notice">Os comentários não representam a opinião do jornal; '
        'a responsabilidade é do autor da mensagem.</p></div></div></article><aside class="c-'
        f'most-popular"><h2 class="c-most-popular__title">Mais lidas em {section}</h2><ol>'
        f'{most}</ol></aside></main><footer class="l-footer"><ul>' + _headline_list((
            "Conheça a Folha", "Fale com a Folha", "Folha Cidadã", "Publicidade", "Termos e "
            "condições", "Política de privacidade", "Expediente")) + '</ul><p>Copyright Folha '
        'de S.Paulo. Todos os direitos reservados. É proibida a reprodução do conteúdo desta '
        'página em qualquer meio de comunicação, eletrônico ou impresso, sem autorização escrita'
        ' da Folhapress.</p></footer><div class="c-cookie-notice rs_skip"><p>Utilizamos cookies '
        'essenciais e tecnologias semelhantes de acordo com a nossa Política de Privacidade e, '
        'ao continuar navegando, você concorda com estas condições.</p><button>OK</button></div>')
    return page(f"{a.headline} - {t.day:02d}/{t.month:02d}/{t.year} - {section.capitalize()} - "
                "Folha", og(a, "Folha de S.Paulo") + json_ld(a), html, "pt-BR")


HE_NAV = ("חדשות", "פוליטיקה", "ביטחון", "מזרח תיכון", "כלכלה", "דעות", "תרבות", "ספרות",
          "ספורט", "בריאות", "מדע וסביבה", "פודקאסטים", "גלריה")
HE_HEADLINES = ("הממשלה אישרה את תקציב המדינה לשנה הבאה ברוב של 62 חברי כנסת",
                "בנק ישראל הותיר את הריבית ללא שינוי בפעם הרביעית ברציפות",
                "מחקר חדש: ירידה חדה במספר הסטודנטים למדעי המחשב",
                "שביתה כללית במשק: הבנקים והנמלים ישבתו מחר",
                "תערוכה חדשה במוזיאון תל אביב מציגה עבודות שלא נראו מעולם",
                "עליית מחירי הדיור נמשכת: עלייה של 5% בשנה האחרונה",
                "כך תשפיע ההחלטה החדשה על שוק העבודה",
                "הכנסת תצביע השבוע על הצעת החוק השנויה במחלוקת")
HE_MONTHS = ("בינואר", "בפברואר", "במרץ", "באפריל", "במאי", "ביוני", "ביולי", "באוגוסט",
             "בספטמבר", "באוקטובר", "בנובמבר", "בדצמבר")
HE_WRITERS = ("נועה כהן", "יונתן לוי", "מיכל אברהם", "עמית שפירא")


def haaretz(a: Article) -> str:
    """הארץ, haaretz.co.il (Hebrew furniture, right to left; a Next.js front end with atomic
    CSS class names and data-test hooks): section[data-test=articleBody] as runs of <p>s in
    their own wrappers, "פרסומת" ad slots, a "קראו עוד" related link and the newsletter box
    between the runs; the breadcrumb, h1, the subtitle, the writer, the date, the
    listen/save/share bar and the lead image with its credit above; the tags, the gift-article
    line, "תגובות", "כתבות שאולי פספסתם" and "הכי נקראים" teaser grids and the footer below."""
    rng = _rng("haaretz", a)
    t = a.published
    heads = list(HE_HEADLINES)
    rng.shuffle(heads)
    cls = {k: " ".join(_hash(rng, rng.randrange(1, 3), string.ascii_lowercase)
                       for _ in range(rng.randrange(4, 9)))
           for k in ("p", "run", "ad", "rel", "nl", "h", "head", "card", "grid")}

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(f' class="{cls["p"]}" data-test="articleParagraph"')
        if b.tag[0] == "h":
            return f'<h3 class="{cls["h"]}">{b.html}</h3>'
        return b.markup(f' class="{cls["p"]}"')

    def ad(i: int) -> str:
        return (f'<div class="{cls["ad"]}" data-test="dfpSlot"><div class="{cls["ad"]}">'
                f'פרסומת</div><div id="haaretz.co.il.web.plazma.{i}"></div></div>')
    related = (f'<aside class="{cls["rel"]}" data-test="relatedArticle"><span>קראו עוד</span> '
               f'<a href="https://www.haaretz.co.il/news/politics/2024-05-14/ty-article/'
               f'{_hash(rng, 24, "0123456789abcdef")}">{heads[0]}</a></aside>')
    letter = (f'<div class="{cls["nl"]}" data-test="newsletterBox"><p>הניוזלטר של הארץ</p><p>'
              'כל מה שחשוב לדעת, כל בוקר בתיבת הדואר שלכם</p><form><input type="email" '
              'placeholder="כתובת המייל שלכם"><button>הרשמו</button></form></div>')
    runs = chunks(body_html(a, block), rng.choice([3, 4]))
    out = []
    for k, run in enumerate(runs):
        out.append(f'<div class="{cls["run"]}">{"".join(run)}</div>')
        if k < len(runs) - 1:
            out.append(related if k == 0 else letter if k == 2 else ad(k))
    writer = rng.choice(HE_WRITERS)
    date = f"{t.day} {HE_MONTHS[t.month - 1]} {t.year}"
    cards = "".join(
        f'<article class="{cls["card"]}"><a href="https://www.haaretz.co.il/news/{k}"><img src'
        f'="https://img.haarets.co.il/bs/0000018f-{k}.jpg" alt=""><h3>{h}</h3><span>'
        f'{rng.choice(HE_WRITERS)}</span></a></article>' for k, h in enumerate(heads[1:7]))
    most = "".join(f'<li><span>{k}</span><a href="https://www.haaretz.co.il/{k}">{h}</a></li>'
                   for k, h in enumerate(heads[3:8], 1))
    html = (
        f'<div id="__next"><header class="{cls["head"]}" data-test="masthead"><a href="/" aria-'
        'label="הארץ">הארץ</a><nav><ul>' + _headline_list(HE_NAV) + '</ul></nav><a href="'
        'https://promotions.haaretz.co.il/">עשו מנוי</a><button>התחברות</button></header><main>'
        '<article data-test="article"><nav data-test="breadcrumbs"><a href="/news">חדשות</a> '
        '<a href="/news/politics">פוליטיקה</a></nav><header data-test="articleHeader"><h1 data-'
        f'test="articleTitle">{escape(a.headline)}</h1><p data-test="articleSubtitle">'
        f'{escape(a.standfirst)}</p><div data-test="articleByline"><a href="/ty-WRITER/'
        f'{rng.randrange(10 ** 6)}">{writer}</a><time datetime="{_iso(t, "+03:00")}">{date} '
        f'{t:%H:%M}</time></div><div data-test="articleTools"><button>להאזנה לכתבה</button>'
        '<button>שמירת כתבה</button><button>שיתוף</button><button>תגובות</button></div></header>'
        '<figure data-test="mainImage"><img src="https://img.haarets.co.il/bs/main.jpg" alt="">'
        f'<figcaption>{rng.choice(["צילום: רויטרס", "צילום: אוליבייה פיטוסי", "צילום: AP"])}'
        f'</figcaption></figure><section data-test="articleBody">{"".join(out)}</section><div '
        'data-test="tags"><span>תגיות:</span>' + "".join(
            f'<a href="/ty-TAG/{k}">{x}</a>' for k, x in enumerate(("כלכלה", "הממשלה", "כנסת")))
        + '</div><div data-test="giftArticle"><p>הכתבה נפתחה עבורך במתנה. רוצים לקרוא עוד? '
        'עשו מנוי</p></div><section data-test="comments"><h2>תגובות</h2><p>הוספת תגובה</p><ol>'
        '<li><b>אורי</b><p>כתבה מצוינת ומעמיקה, תודה.</p></li><li><b>דנה</b><p>חבל שלא '
        'הוזכרה העמדה של הצד השני.</p></li></ol></section></article><section class="'
        f'{cls["grid"]}" data-test="list"><h2>כתבות שאולי פספסתם</h2>{cards}</section><aside '
        f'data-test="mostRead"><h2>הכי נקראים</h2><ol>{most}</ol></aside></main><footer><ul>'
        + _headline_list(("אודות הארץ", "צור קשר", "תנאי שימוש", "מדיניות פרטיות", "הגשת "
                          "תוכן", "פרסמו אצלנו", "נגישות")) + '</ul><p>© כל הזכויות שמורות '
        'להוצאת עיתון הארץ בע"מ</p></footer></div>')
    return _rtl(page(f"{a.headline} - הארץ", og(a, "הארץ") + json_ld(a), html, "he"), "he")


TP_TEASERS = (
    Teaser("国常会：部署进一步推动大规模设备更新", "会议指出，要坚持市场为主、政府引导……",
           "/newsDetail_forward_27400001"),
    Teaser("上海发布新一轮支持民营经济发展措施", "措施共包括五个方面二十条……",
           "/newsDetail_forward_27400002"),
    Teaser("多地气温创新高，专家提醒注意防暑", "中央气象台今天继续发布高温预警……",
           "/newsDetail_forward_27400003"),
    Teaser("我国首艘大型邮轮完成首个商业航季", "据了解，该邮轮累计接待游客逾十万人次……",
           "/newsDetail_forward_27400004"),
    Teaser("一周文化讲座｜城市更新中的历史街区", "本周讲座包括……",
           "/newsDetail_forward_27400005"),
    Teaser("澎湃早晚报｜今日要闻一览", "国内、国际要闻速览……", "/newsDetail_forward_27400006"),
    Teaser("直击｜暴雨过后，城市排涝进展如何", "记者实地探访多个易涝点……",
           "/newsDetail_forward_27400007"),
)
TP_COMMENTS = (("澎友_8f3a", "写得很清楚，学习了。"), ("海上生明月", "希望后续能有更多跟进报道。"),
               ("一只猫", "这个问题确实值得关注，点赞。"))


def thepaper(a: Article) -> str:
    """澎湃新闻 thepaper.cn (Chinese furniture; Next.js, CSS-module names index_x__hash and Ant
    Design's ant-space): div.index_cententWrap of <p>s, an image paragraph and its
    p.image_desc caption among them; the h1, the reporter line, the date and source in
    ant-space items and the font/share tools above; the 责任编辑 / 校对 lines, the 报料 hotline
    and 未经授权 notice, 关键词, 相关推荐, the comment box and list, the right column's 热新闻 and
    the app QR code, the ICP footer below."""
    rng = _rng("thepaper", a)
    m = _modules(rng)
    t = a.published
    teasers = list(a.teasers) + list(TP_TEASERS)
    reporter = rng.choice(["王晓", "李明远", "张一鸣", "陈静"])

    def block(b: Block) -> str:
        return b.markup() if b.tag != "h2" else f"<p><strong>{b.html}</strong></p>"
    image = (f'<p><img class="image_center" src="https://imagecloud.thepaper.cn/thepaper/image/'
             f'2024/{t:%m%d}/{_hash(rng, 10, LOWER)}.jpg" alt=""></p><p class="image_desc">'
             f'{rng.choice(["资料图", "图片来源：视觉中国", "现场图片。受访者供图"])}</p>')
    parts = body_html(a, block)
    content = _after(parts, {1: image})
    space = "ant-space ant-space-horizontal ant-space-align-center"
    related = "".join(
        f'<div class="{m("index", "cardItem")}"><a href="https://www.thepaper.cn{x.url}"><div '
        f'class="{m("index", "imgBox")}"><img src="https://imagecloud.thepaper.cn/r{k}.jpg" alt='
        f'""></div><h2>{escape(x.headline)}</h2></a><div class="{m("index", "extraInfo")}"><span'
        f'>澎湃新闻</span><span>{k + 1}小时前</span></div></div>'
        for k, x in enumerate(teasers[:5]))
    hot = "".join(f'<li class="{m("index", "hotItem")}"><span>{k}</span><a href="https://www.'
                  f'thepaper.cn{x.url}">{escape(x.headline)}</a></li>'
                  for k, x in enumerate(teasers[-6:], 1))
    comments = "".join(
        f'<div class="{m("index", "commentItem")}"><div class="{m("index", "userName")}">{who}'
        f'</div><p class="{m("index", "commentText")}">{text}</p><div class="'
        f'{m("index", "commentFoot")}"><span>{t:%m-%d} {t.hour}:{k}0</span><span>回复</span><span>'
        f'{k + 2}</span></div></div>' for k, (who, text) in enumerate(TP_COMMENTS))
    html = (
        f'<div id="__next"><div class="{m("header", "wrap")}"><a href="https://www.thepaper.cn/'
        f'" class="{m("header", "logo")}">澎湃新闻</a><ul class="{m("header", "nav")}">'
        + _headline_list(("要闻", "深度", "直播", "视频", "时事", "国际", "财经", "科技",
                          "智库", "思想", "生活", "问政")) + f'</ul><div class="'
        f'{m("header", "right")}"><a>下载客户端</a><a>登录</a></div></div><div class="'
        f'{m("index", "wrapper")}"><div class="{m("index", "leftContent")}"><div class="'
        f'{m("index", "headerContent")}"><h1 class="{m("index", "title")}">{escape(a.headline)}'
        f'</h1><div class="{space}"><div class="ant-space-item"><div class="'
        f'{m("index", "left")}"><div class="{m("index", "ans")}">澎湃新闻记者 {reporter}</div>'
        f'<div class="{space}"><div class="ant-space-item"><span>{t:%Y-%m-%d %H:%M}</span></div>'
        '<div class="ant-space-item"><span>来源：澎湃新闻</span></div></div></div></div><div '
        f'class="ant-space-item"><div class="{m("index", "right")}"><span>字号</span><span>分享'
        f'</span></div></div></div></div><div class="{m("index", "cententWrap")}">{content}</div>'
        f'<div class="{m("index", "editor")}"><p>责任编辑：{rng.choice(["黄芳", "刘洋", "吴迪"])}'
        f'</p><p>校对：{rng.choice(["施鋆", "丁晓", "张亮"])}</p></div><div class="'
        f'{m("index", "hotline")}"><p>澎湃新闻报料：021-962866</p><p>澎湃新闻，未经授权不得转载'
        f'</p></div><div class="{m("index", "keywords")}"><span>关键词 &gt;&gt;</span>' + "".join(
            f'<a href="https://www.thepaper.cn/searchResult?id={x}">{x}</a>'
            for x in ("经济", "政策", "观察")) + f'</div><div class="{m("index", "related")}"><h3>'
        f'相关推荐</h3>{related}</div><div class="{m("index", "comment")}"><h3>评论<span>('
        f'{len(TP_COMMENTS)})</span></h3><textarea placeholder="期待你的神评论……"></textarea>'
        f'<button>发表</button>{comments}</div></div><div class="{m("index", "rightContent")}">'
        f'<div class="{m("index", "hotNews")}"><h3>热新闻</h3><ul>{hot}</ul></div><div class="'
        f'{m("index", "qrcode")}"><img src="https://www.thepaper.cn/qr.png" alt=""><p>澎湃新闻'
        f'客户端</p><p>扫码下载</p></div></div></div><div class="{m("footer", "wrap")}"><p>'
        '<a>关于澎湃</a> | <a>在澎湃工作</a> | <a>联系我们</a> | <a>广告及合作</a> | <a>版权声明'
        '</a> | <a>隐私政策</a> | <a>友情链接</a></p><p>沪ICP备14003370号</p><p>沪公网安备'
        '31010602000299号</p><p>互联网新闻信息服务许可证：31120170006</p><p>增值电信业务经营许可证'
        f'：沪B2-2017116</p><p>© 2014-{t.year} 上海东方报业有限公司</p></div></div>')
    return page(f"{a.headline}_澎湃新闻-The Paper", og(a, "澎湃新闻"), html, "zh-CN")


KO_NAV = ("정치", "국제", "경제", "사회", "문화·라이프", "스포츠·연예", "오피니언", "사설·칼럼",
          "조선멤버십", "프리미엄")
KO_REPORTERS = ("김민수", "이지은", "박준호", "최서연", "정해진")
KO_HEADLINES = ("한은, 기준금리 연 3.5% 동결… 11회 연속", "서울 아파트값 8주 연속 상승",
                "수출 7개월 연속 증가… 반도체가 견인", "의대 증원 갈등 장기화, 환자들 불안",
                "여야, 민생법안 처리 합의… 본회의 열려", "내일 전국 비… 더위 한풀 꺾여")


def chosun(a: Article) -> str:
    """조선일보 chosun.com (Korean furniture; Arc XP Fusion): section.article-body of
    p.article-body__content.article-body__content-text (the Arc class list with its "|"
    separator), image blocks in div.article-body__content-image with figcaption credits
    (… / 연합뉴스) and arcad ad containers between them; the category path, h1.article-header
    __headline, the subheadline, the byline (… 기자), 입력/업데이트 dates and the toolbar above;
    the reporter's profile with 구독, the copyright line, 댓글, "많이 본 뉴스" and the footer
    below."""
    rng = _rng("chosun", a)
    t = a.published
    reporter = rng.choice(KO_REPORTERS)
    text_cls = ("article-body__content article-body__content-text | text--black text font--"
                "size-sm-18 font--size-md-18 font--primary")

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(f' class="{text_cls}"')
        if b.tag[0] == "h":
            return (f'<h3 class="article-body__content article-body__content-header | text--'
                    f'black font--size-sm-20 font--secondary">{b.html}</h3>')
        if b.tag in ("ul", "ol"):
            return b.markup(' class="article-body__content article-body__content-list"')
        return b.markup(f' class="article-body__content article-body__content-{b.tag}"')

    def image(i: int) -> str:
        caption = rng.choice(["14일 열린 회의 모습", "시민들이 거리를 걷고 있다", "현장의 모습"])
        credit = rng.choice(["연합뉴스", "로이터 연합뉴스", "AP 연합뉴스", "뉴시스"])
        return ('<div class="article-body__content article-body__content-image | flex flex--'
                'justify-center"><figure class="image | box--margin-none"><div class="image-'
                'wrapper"><img alt="" src="https://www.chosun.com/resizer/v2/'
                f'{_hash(rng, 26, string.ascii_uppercase + string.digits)}.jpg?auth='
                f'{_hash(rng, 40, "0123456789abcdef")}&amp;width=616"></div><figcaption class="'
                'figcaption | font--size-sm-14 font--size-md-16 text--grey-60 font--secondary '
                f'box--margin-top-sm">{caption}. /{credit}</figcaption>'
                '</figure></div>')

    def ad(i: int) -> str:
        return (f'<div class="arcad_container arcad-IN-article-{i} | flex flex--justify-center">'
                f'<div class="arcad" id="arcad-IN-article-{i}" data-slot="chosun_pc_article_in'
                f'_{i}"></div></div>')
    parts = body_html(a, block)
    inserts = {k: ad(i) for i, k in enumerate(range(3, len(parts), 5), 1)}
    if len(parts) > 6:
        inserts[6] = image(2)
    body = image(1) + _after(parts, inserts)
    stamp = f"{t:%Y.%m.%d}. {t:%H:%M}"
    most = "".join(f'<li class="story-card-ranking"><span class="rank">{k}</span><a href="'
                   f'https://www.chosun.com/national/{k}/">{h}</a></li>'
                   for k, h in enumerate(KO_HEADLINES, 1))
    today = "".join(f'<div class="story-card story-card--art-left"><a href="https://www.chosun'
                    f'.com{x.url}/"><img src="https://www.chosun.com/r{k}.jpg" alt=""><span '
                    f'class="story-card__headline">{escape(x.headline)}</span></a></div>'
                    for k, x in enumerate(a.teasers[:4]))
    html = (
        '<div id="fusion-app" class="layout-section wrapper"><header class="header | flex"><a '
        'class="header__logo" href="https://www.chosun.com/">조선일보</a><nav class="header__'
        f'nav"><ul>{_headline_list(KO_NAV)}</ul></nav><div class="header__user"><a>로그인</a>'
        '<a>회원가입</a><a class="header__subscribe">구독</a></div></header><article class="'
        'layout__article-main"><div class="article-header"><div class="article-header__'
        'category"><a href="https://www.chosun.com/international/">국제</a> &gt; <a href="https:'
        '//www.chosun.com/international/international_general/">국제 일반</a></div><h1 class="'
        'article-header__headline | font--secondary text--black"><span>'
        f'{escape(a.headline)}</span></h1><h2 class="article-header__subheadline | font--'
        f'secondary">{escape(a.standfirst)}</h2><div class="article-byline | flex"><a class="'
        'article-byline__author | text--wrap-pretty font--size-sm-14 font--primary" href="'
        f'https://www.chosun.com/people/{rng.randrange(10 ** 4, 10 ** 5)}/">{reporter} 기자</a>'
        '</div><div class="article-dateline | flex"><span class="dateBox"><span class="inputDate'
        f'">입력 {stamp}</span> <span class="upDate">업데이트 {stamp}</span></span></div><div '
        'class="article-toolbar | flex"><button>글씨크기</button><button>공유</button><button>'
        '카카오톡</button><button>페이스북</button><button>링크복사</button><button>북마크'
        '</button></div></div><section class="article-body" itemprop="articleBody">'
        f'{body}</section><div class="article-byline-profile | flex"><img src="https://www.'
        f'chosun.com/profile.jpg" alt=""><div><p class="name">{reporter} 기자</p><p class="desc">'
        '국제부에서 미국과 유럽 소식을 전합니다.</p><button class="subscribe">구독하기</button><a>'
        '기사 더보기</a></div></div><p class="article-copyright">Copyright ⓒ 조선일보. All '
        'rights reserved. 무단 전재 및 재배포 금지.</p><div class="article-comments"><h3>댓글 '
        f'<span>{rng.randrange(3, 400)}</span></h3><p>로그인하시면 댓글을 작성할 수 있습니다.</p>'
        '</div><section class="today-news"><h3>오늘의 뉴스</h3>' + today + '</section></article>'
        f'<aside class="layout__sidebar"><h3>많이 본 뉴스</h3><ol>{most}</ol></aside><footer class'
        '="footer"><ul>' + _headline_list(("회사소개", "고객센터", "이용약관", "개인정보처리방침",
                                           "청소년보호정책", "저작권 정책", "광고 안내"))
        + f'</ul><p>조선일보 | 서울특별시 중구 세종대로21길 33 | Copyright © {t.year} 조선일보. '
        'All rights reserved.</p></footer></div>')
    return page(f"{a.headline} - 조선일보", og(a, "조선일보") + json_ld(a), html, "ko")


LJ_COMMENTS = (
    ("old_lighthouse", "Thank you for writing this down. I remember reading about it years ago "
     "and never quite understood what happened afterwards, so this filled in a lot of gaps."),
    ("marina_k", "Very interesting. Can I share a link to this post in my journal?"),
    ("tea_and_maps", "I have a slightly different memory of how it went, but the main point is "
     "right. Waiting for the next part!"),
)


def livejournal(a: Article) -> str:
    """A LiveJournal entry page (the 2017+ entry design on user.livejournal.com): the entry's
    text in div.aentry-post__text as the journal writes it, paragraphs as lines of text
    between <br /><br /> (headings, lists and quotes as their tags), the lj-cut anchor after
    the first paragraph and an ljsale slot further down; the site's top bar, the journal's
    header, the entry head (date, title, the ljuser link) above; tags, the likes/share/
    comments footer, previous/next entries, "Recommended" posts and the comment tree
    (b-tree-twig > b-leaf with its header, b-leaf-article and actions) below."""
    rng = _rng("livejournal", a)
    t = a.published
    user = _slug(a.author).replace("-", "_")
    journal = rng.choice(["Notes from the attic", "Письма из провинции", "Dispatches",
                          "Zapiski"])
    texts = []
    last_p = max((k for k, b in enumerate(a.blocks) if b.tag == "p"), default=-1)
    for k, b in enumerate(a.blocks):
        if b.tag == "p":
            texts.append(b.html + ("" if k == last_p and k == len(a.blocks) - 1
                                   else "<br /><br />"))
        else:
            texts.append(b.markup())
    sale = ('<div class="ljsale ljsale--inner" lj-sale-inner="" data-ljsale-type="inner"><div '
            'class="ljsale__inner"><div id="ljsale_inner_1" class="ljsale__slot"></div></div>'
            '</div>')
    inserts = {1: '<a name="cutid1"></a>'}
    if len(texts) > 5:
        inserts[len(texts) // 2] = sale
    body = _after(texts, inserts)
    ordinal = {1: "st", 2: "nd", 3: "rd"}.get(t.day % 10 if t.day not in (11, 12, 13) else 0,
                                               "th")
    stamp = f"{t:%B} {t.day}{ordinal}, {t.year}, {_hm(t, ' ', False)}"
    prev, nxt = _teaser(a, 0), _teaser(a, 1)

    def ljuser(name: str) -> str:
        return (f'<span class="ljuser ljuser-name_{name}" lj:user="{name}" data-ljuser="{name}">'
                f'<a href="https://{name.replace("_", "-")}.livejournal.com/profile/" target="_'
                'self"><img class="i-ljuser-userhead" src="https://l-stat.livejournal.net/img/'
                f'userinfo_v8.svg?v=17080" alt=""></a><a href="https://{name.replace("_", "-")}.'
                f'livejournal.com/" rel="nofollow"><b>{name}</b></a></span>')
    comments = "".join(
        f'<div class="b-tree-twig b-tree-twig-{1 + (k == 2)}" style="margin-left: {30 * (k == 2)}'
        f'px" data-tid="t{rng.randrange(10 ** 6, 10 ** 7)}"><div class="b-leaf b-leaf-'
        'withuserpic"><div class="b-leaf-inner"><div class="b-leaf-header"><div class="b-leaf-'
        'userpic"><span><img src="https://l-userpic.livejournal.com/default.png" alt=""></span>'
        f'</div><div class="b-leaf-details"><p class="b-leaf-username">{ljuser(who)}</p><p '
        'class="b-leaf-meta"><a class="b-leaf-permalink" href="#"><span class="b-leaf-'
        f'createdtime">{t:%Y-%m-%d} {t.hour + k % 3:02d}:{rng.randrange(60):02d} (UTC)</span>'
        f'</a></p></div></div><div class="b-leaf-article">{text}</div><div class="b-leaf-'
        'footer"><ul class="b-leaf-actions"><li class="b-leaf-actions-item b-leaf-actions-'
        'reply"><a href="#">Reply</a></li><li class="b-leaf-actions-item"><a href="#">Thread'
        '</a></li><li class="b-leaf-actions-item"><a href="#">Link</a></li></ul></div></div>'
        '</div></div>' for k, (who, text) in enumerate(LJ_COMMENTS))
    recommended = "".join(
        '<li class="rec-post"><a class="rec-post__link" href="https://www.livejournal.com/media'
        f'/{k}"><img class="rec-post__image" src="https://ic.pics.livejournal.com/rec{k}.jpg" '
        f'alt=""><span class="rec-post__title">{escape(x.headline)}</span><span class="rec-'
        f'post__author">{rng.choice(["varlamov_ru", "ru_history", "travel_blog"])}</span></a>'
        '</li>' for k, x in enumerate(a.teasers[2:6]))
    html = (
        '<div class="s-header" id="js-header"><header class="s-header-in"><a class="s-header__'
        'logo" href="https://www.livejournal.com/">LiveJournal</a><nav class="s-nav"><ul class='
        '"s-nav-rootlist">' + "".join(
            f'<li class="s-nav-item"><a class="s-nav-item__name" href="https://www.livejournal.'
            f'com/{_slug(x)}">{x}</a></li>' for x in ("Find more", "Shop", "Top", "Interesting",
                                                      "Create blog"))
        + '</ul></nav><div class="s-header-extra"><a class="s-header-extra__login" href="https'
        '://www.livejournal.com/login.bml">Log in</a><a class="s-header-extra__signup" href="'
        'https://www.livejournal.com/create">Sign up</a></div></header></div><div class="s-'
        f'schemius"><div class="s-journal-header"><h2 class="s-journal-title"><a href="https://'
        f'{user.replace("_", "-")}.livejournal.com/">{escape(journal)}</a></h2><p class="s-'
        f'journal-subtitle">{ljuser(user)}</p><ul class="s-journal-nav">' + _items((
            "Recent entries", "Archive", "Friends", "Profile", "Memories"))
        + '</ul></div><article class="aentry aentry--post2017 hentry" data-ljuser="' + user
        + '"><header class="aentry-head"><div class="aentry-head__date"><time class="aentry-'
        f'head__time" datetime="{_iso(t, "+00:00")}">{stamp}</time></div><h1 class="aentry-post'
        f'__title"><span class="aentry-post__title-text">{escape(a.headline)}</span></h1><div '
        f'class="aentry-head__author">{ljuser(user)}</div></header><div class="aentry-post__'
        'content"><div class="aentry-post__text aentry-post__text--view" lj-sale-entry="" lj-'
        f'embed-resizer="">{body}</div></div><div class="aentry-tags"><span class="aentry-tags__'
        'title">Tags:</span><ul class="aentry-tags__list">' + "".join(
            f'<li class="aentry-tags__item"><a class="aentry-tags__link" href="https://'
            f'{user.replace("_", "-")}.livejournal.com/tag/{x}">{x}</a></li>'
            for x in rng.sample(["history", "travel", "books", "notes", "city", "memories"], 3))
        + '</ul></div><footer class="aentry-post__footer"><div class="aentry-post__likes"><'
        f'button class="aentry-likes">Like</button><span>{rng.randrange(3, 90)}</span></div><div'
        ' class="aentry-post__socials"><a>Share</a><a>Link</a><a>Twitter</a><a>Facebook</a><a>'
        f'Reddit</a></div><a class="aentry-post__comments" href="#comments">{len(LJ_COMMENTS)} '
        'comments</a></footer></article><nav class="aentry-prevnext"><a class="aentry-prevnext__'
        f'prev" href="https://{user.replace("_", "-")}.livejournal.com/1.html">Previous post: '
        f'{escape(prev.headline)}</a><a class="aentry-prevnext__next" href="https://'
        f'{user.replace("_", "-")}.livejournal.com/2.html">Next post: {escape(nxt.headline)}'
        '</a></nav><section class="lj-recommended"><h3 class="lj-recommended__title">Recommended'
        f' posts from around LiveJournal</h3><ul>{recommended}</ul></section><div class="b-'
        'xylem"><ul class="b-xylem-nav"><li class="b-xylem-cell b-xylem-cell-add"><a href="#">'
        'Post a new comment</a></li><li class="b-xylem-cell"><a href="#">Expand all</a></li>'
        f'</ul></div><div id="comments" class="b-grove"><div class="b-tree b-tree-root">'
        f'{comments}</div></div></div><footer class="s-footer"><ul>' + _items((
            "About", "Terms of Service", "Privacy Policy", "User Agreement", "Help", "Advertising",
            "Contact", "Mobile apps")) + f'</ul><p>Choose language: English</p><p>© {t.year} '
        'LiveJournal</p></footer>')
    return page(f"{user}: {a.headline}", og(a, "LiveJournal"), html)


SHOP_PRODUCTS = (("Ethiopia Guji Natural", "$19.00 USD"), ("House Espresso Blend", "$16.50 USD"),
                 ("Colombia Huila Decaf", "$18.00 USD"), ("Hand Grinder, Steel Burr",
                                                          "$89.00 USD"),
                 ("Pour-Over Starter Kit", "$54.00 USD"), ("Kenya Kirinyaga AA", "$22.00 USD"))
PAYMENTS = ("American Express", "Apple Pay", "Diners Club", "Discover", "Google Pay",
            "Mastercard", "PayPal", "Shop Pay", "Visa")


def shopify(a: Article) -> str:
    """A Shopify store's blog post (the Dawn theme, Online Store 2.0): div.article-template
    __content.rte[itemprop=articleBody] of what the store's rich-text editor wrote (paragraphs
    with data-mce-fragment spans, a stray <meta charset> in the first, an image paragraph) and
    a "Shop the post" line after the text; the announcement bar, the sticky header (menu,
    search, account, cart), the hero image, h1 and date above; the share button's fallback,
    "Back to blog", the comments and the comment form, a featured-collection product grid
    (titles, prices, Sale badges), the footer (newsletter, payment icons, "Powered by
    Shopify") and the empty cart drawer below."""
    rng = _rng("shopify", a)
    t = a.published
    store = rng.choice(["Northbound Coffee Roasters", "Ferndale Coffee Co.",
                        "Little Kiln Roastery"])
    handle = _slug(store)
    sid = f"template--{rng.randrange(10 ** 13, 10 ** 14)}"

    def block(b: Block) -> str:
        if b.tag == "p":
            meta = '<meta charset="utf-8">' if b is a.blocks[0] else ""
            return f'<p>{meta}<span data-mce-fragment="1">{b.html}</span></p>'
        return b.markup()
    parts = body_html(a, block)
    image = (f'<p><img src="https://{handle}.com/cdn/shop/files/IMG_{rng.randrange(1000, 9999)}'
             f'.jpg?v={int(t.timestamp())}" alt="" data-mce-fragment="1" loading="lazy"></p>')
    body = _after(parts, {2: image} if len(parts) > 3 else {})
    product = SHOP_PRODUCTS[0]
    shop_line = (f'<p><strong>Shop the post:</strong> <a href="/products/{_slug(product[0])}">'
                 f'{product[0]}</a>, roasted to order every Tuesday.</p>')
    grid = "".join(
        '<li class="grid__item scroll-trigger animate--slide-in"><div class="card-wrapper '
        'product-card-wrapper underline-links-hover"><div class="card card--standard card--'
        'media"><div class="card__inner ratio"><div class="card__media"><div class="media media'
        f'--transparent media--hover-effect"><img src="//{handle}.com/cdn/shop/files/p{k}.jpg?v'
        f'=1&amp;width=533" alt="{name}" class="motion-reduce" loading="lazy" width="533" '
        'height="533"></div></div></div><div class="card__content"><div class="card__'
        f'information"><h3 class="card__heading h5" id="title-{sid}-{k}"><a href="/products/'
        f'{_slug(name)}" class="full-unstyled-link">{name}</a></h3><div class="card-information'
        '"><div class="price"><div class="price__container"><div class="price__regular"><span '
        'class="visually-hidden visually-hidden--inline">Regular price</span><span class="price-'
        f'item price-item--regular">{price}</span></div></div></div></div></div>'
        + ('<div class="card__badge bottom left"><span class="badge badge--bottom-left color-'
           'scheme-4">Sale</span></div>' if k % 3 == 1 else '') + '</div></div></div></li>'
        for k, (name, price) in enumerate(SHOP_PRODUCTS[:4]))
    comments = "".join(
        f'<article id="{rng.randrange(10 ** 11, 10 ** 12)}" class="article-template__comments-'
        f'comment"><div class="rte">{text}</div><footer class="right"><span class="circle-'
        f'divider caption-with-letter-spacing">{who}</span><span class="caption-with-letter-'
        f'spacing">{long_date(t)}</span></footer></article>'
        for who, text in (("Jess", "Loved reading this, thanks for sharing!"),
                          ("Marco", "Great post. Will you be stocking the natural process "
                           "again this autumn?")))
    html = (
        '<a class="skip-to-content-link button visually-hidden" href="#MainContent">Skip to '
        f'content</a><div id="shopify-section-sections--{sid}__announcement-bar" class="'
        'shopify-section shopify-section-group-header-group announcement-bar-section"><div class'
        '="utility-bar color-scheme-1 gradient"><div class="page-width utility-bar__grid"><div '
        'class="announcement-bar" role="region" aria-label="Announcement"><p class="announcement'
        '-bar__message h5"><span>Free shipping on orders over $50</span></p></div></div></div>'
        f'</div><div id="shopify-section-sections--{sid}__header" class="shopify-section '
        'shopify-section-group-header-group section-header"><sticky-header data-sticky-type="on-'
        'scroll-up" class="header-wrapper color-scheme-1 gradient header-wrapper--border-bottom">'
        '<header class="header header--middle-left header--mobile-center page-width header--has'
        '-menu header--has-account"><header-drawer data-breakpoint="tablet"><details id="'
        'Details-menu-drawer-container" class="menu-drawer-container"><summary class="header__'
        'icon header__icon--menu header__icon--summary link focus-inset" aria-label="Menu"><span'
        f'>{SVG}</span></summary></details></header-drawer><a href="/" class="header__heading-'
        f'link link link--text focus-inset"><span class="h2">{store}</span></a><nav class="'
        'header__inline-menu"><ul class="list-menu list-menu--inline" role="list">' + "".join(
            f'<li><a href="/{_slug(x)}" class="header__menu-item list-menu__item link link--text'
            f' focus-inset"{" aria-current=&quot;page&quot;" if x == "Journal" else ""}><span>'
            f'{x}</span></a></li>' for x in ("Home", "Shop all", "Coffee", "Equipment",
                                             "Subscriptions", "Journal", "About"))
        + '</ul></nav><div class="header__icons"><details-modal class="header__search"><details>'
        '<summary class="header__icon header__icon--search header__icon--summary link focus-'
        'inset modal__toggle" aria-haspopup="dialog" aria-label="Search"><span>' + SVG
        + '</span></summary></details></details-modal><a href="/account/login" class="header__'
        'icon header__icon--account link focus-inset small-hide"><span class="visually-hidden">'
        'Log in</span></a><a href="/cart" class="header__icon header__icon--cart link focus-'
        'inset" id="cart-icon-bubble"><span class="visually-hidden">Cart</span></a></div>'
        '</header></sticky-header></div><main id="MainContent" class="content-for-layout focus-'
        f'none" role="main" tabindex="-1"><section id="shopify-section-{sid}__main" class="'
        'shopify-section section"><article class="article-template" itemscope itemtype="http://'
        'schema.org/BlogPosting"><div class="article-template__hero-container"><div class="'
        'article-template__hero-medium media" itemprop="image" style="padding-bottom: 56.25%;">'
        f'<img src="//{handle}.com/cdn/shop/articles/hero.jpg?v={int(t.timestamp())}&amp;width='
        f'1100" width="1100" height="619" alt="{escape(a.headline)}"></div></div><header class='
        '"page-width page-width--narrow"><h1 class="article-template__title" itemprop="headline"'
        f'>{escape(a.headline)}</h1><span class="circle-divider caption-with-letter-spacing" '
        f'itemprop="dateCreated pubdate datePublished"><time datetime="{t:%Y-%m-%dT%H:%M:%SZ}">'
        f'{long_date(t)}</time></span></header><div class="article-template__content page-'
        f'width page-width--narrow rte" itemprop="articleBody">{body}{shop_line}</div><div class='
        f'"article-template__social-sharing page-width page-width--narrow"><share-button id="'
        f'Share-{sid}__main" class="share-button quick-add-hidden"><button class="share-button__'
        f'button hidden">{SVG}Share</button><details id="Details-share-{sid}__main"><summary '
        f'class="share-button__button">{SVG}Share</summary><div class="share-button__fallback '
        'motion-reduce"><div class="field"><span class="share-button__message hidden" role="'
        'status"></span><input type="text" class="field__input" value="https://' + handle
        + '.com/blogs/journal/' + _slug(a.headline) + '" placeholder="Link" onclick="this.select'
        '();" readonly><label class="field__label">Link</label></div><button class="share-'
        'button__close hidden no-js-hidden">Close share</button><button class="share-button__'
        'copy no-js-hidden">Copy link</button></div></details></share-button></div><div class="'
        'article-template__back element-margin-top center"><a href="/blogs/journal" class="'
        f'article-template__link link animate-arrow"><span class="icon-wrap">{SVG}</span>Back to'
        ' blog</a></div><div class="page-width page-width--narrow"><div class="article-template_'
        '_comment-wrapper background-secondary"><div id="comments" class="article-template__'
        f'comments"><h2 class="h2">2 comments</h2>{comments}</div><div class="article-template__'
        'comment-form"><form method="post" action="/blogs/journal/comments" id="comment_form" '
        'class="comment-form"><h2>Leave a comment</h2><div class="article-template__comment-'
        'fields"><div class="field"><input type="text" name="comment[author]" class="field__'
        'input" placeholder="Name"><label class="field__label">Name</label></div><div class="'
        'field"><input type="email" name="comment[email]" class="field__input" placeholder="'
        'Email"><label class="field__label">Email</label></div><div class="field"><textarea '
        'name="comment[body]" class="text-area field__input" placeholder="Comment"></textarea>'
        '<label class="form__label field__label">Comment</label></div></div><p class="article-'
        'template__comment-warning caption">Please note, comments need to be approved before '
        'they are published.</p><input type="submit" class="button" value="Post comment">'
        '</form></div></div></div></article></section><section class="shopify-section section '
        'featured-collection"><div class="collection page-width"><div class="title-wrapper-with-'
        'link"><h2 class="title inline-richtext h2">Shop the roastery</h2><a href="/collections/'
        'all" class="link underlined-link large-up-hide">View all</a></div><slider-component '
        f'class="slider-mobile-gutter"><ul id="Slider-{sid}" class="grid product-grid contains-'
        'card contains-card--product grid--4-col-desktop grid--2-col-tablet-down" role="list">'
        f'{grid}</ul></slider-component></div></section></main><footer class="footer color-'
        'scheme-1 gradient"><div class="footer__content-top page-width"><div class="footer__'
        'blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet"><div class="footer-'
        'block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">'
        'Quick links</h2><ul class="footer-block__details-content list-unstyled">' + _items((
            "Search", "Shipping policy", "Refund policy", "Contact", "Wholesale"))
        + '</ul></div><div class="footer-block grid__item"><h2 class="footer-block__heading '
        'inline-richtext">About us</h2><div class="footer-block__details-content rte"><p>Small-'
        'batch coffee, roasted every Tuesday in our warehouse and shipped the same week.</p>'
        '</div></div></div><div class="footer-block--newsletter"><div class="footer-block__'
        'newsletter"><h2 class="footer-block__heading inline-richtext">Subscribe to our emails'
        '</h2><form id="ContactFooter" class="footer__newsletter newsletter-form"><div class="'
        'newsletter-form__field-wrapper"><div class="field"><input type="email" name="contact['
        'email]" class="field__input" placeholder="Email"><label class="field__label">Email'
        '</label><button type="submit" class="newsletter-form__button field__button">Subscribe'
        '</button></div></div></form></div><ul class="footer__list-social list-unstyled list-'
        'social" role="list">' + _items(("Instagram", "Facebook", "TikTok")) + '</ul></div>'
        '</div><div class="footer__content-bottom"><div class="footer__content-bottom-wrapper '
        'page-width"><div class="footer__column footer__localization isolate"><h2 class="caption'
        '-large text-body">Country/region</h2><button class="disclosure__button localization-'
        'form__select">United States | USD $</button></div><div class="footer__column footer__'
        'column--info"><div class="footer__payment"><span class="visually-hidden">Payment '
        'methods</span><ul class="list list-payment" role="list">' + "".join(
            f'<li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 '
            f'24" role="img" aria-labelledby="pi-{_slug(x)}"><title id="pi-{_slug(x)}">{x}'
            '</title></svg></li>' for x in PAYMENTS) + '</ul></div><div class="footer__copyright'
        f' caption"><small class="copyright__content">&copy; {t.year}, <a href="/" title="">'
        f'{store}</a></small><small class="copyright__content"><a target="_blank" rel="nofollow"'
        ' href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_'
        'source=onlinestore">Powered by Shopify</a></small><ul class="policies list-unstyled">'
        + _items(("Refund policy", "Privacy policy", "Terms of service", "Shipping policy",
                  "Contact information")) + '</ul></div></div></div></div></footer><cart-drawer'
        ' class="drawer is-empty"><div id="CartDrawer" class="cart-drawer"><div class="drawer__'
        'inner-empty"><div class="cart-drawer__warnings center"><div class="cart-drawer__empty-'
        'content"><h2 class="cart__empty-text">Your cart is empty</h2><a href="/collections/all"'
        ' class="button">Continue shopping</a><p class="cart__login-title h3">Have an account?'
        '</p><p class="cart__login-paragraph"><a href="/account/login" class="link underlined-'
        'link">Log in</a> to check out faster.</p></div></div></div></div></cart-drawer>')
    head = ('<meta name="theme-color" content=""><link rel="canonical" href="https://' + handle
            + f'.com/blogs/journal/{_slug(a.headline)}"><script>window.Shopify = window.Shopify'
            f' || {{}}; Shopify.shop = "{handle}.myshopify.com"; Shopify.theme = {{"name":"Dawn",'
            '"schema_name":"Dawn","schema_version":"15.0.0"};</script>' + og(a, store))
    return page(f"{a.headline} – {store}", head, html)


PLATFORMS = {
    "theatlantic": theatlantic, "techcrunch": techcrunch, "scmp": scmp, "ahram": ahram,
    "rbc": rbc, "yomiuri": yomiuri, "mkdocs-material": mkdocs_material, "bearblog": bearblog,
    "vnexpress": vnexpress, "corriere": corriere, "folha": folha, "haaretz": haaretz,
    "thepaper": thepaper, "chosun": chosun, "livejournal": livejournal, "shopify": shopify,
}
