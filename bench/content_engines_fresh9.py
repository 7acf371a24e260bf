"""Fresh platforms for bench/content_engines.py, a ninth set: 16 more article templates, written
blind.

Written, like content_engines_fresh.py to content_engines_fresh8.py, without reading the extractor
(tplx_engine/) or its documentation and without looking at any extractor's output: a held-out
check, pages by someone who never saw how the extractor works. Each function writes an `Article`
into the article page of one more publishing platform (markup written from memory after how the
site served its article pages in 2022-2025: element nesting, class, id and data-* names, MediaNews
Group's WordPress classes, CNBC's component-prefixed classes, La Nación's com- elements, Vue's
data-v scoping attributes, Next.js' CSS-module hashes beside Tailwind's utility classes and Kadence
Blocks' hashed ids where the site has them, the furniture around and inside the story; the
furniture's text made up) and returns the whole page. The article's blocks are written in order
with their words unchanged, whatever wrapper the platform gives them (the Chicago Tribune's body
copy between inline ads, CNBC's paragraph groups cut by subtitles and ad boxes, MarketWatch's bare
paragraphs between insets, The Local's bold subheads, La Nación's com-paragraphs, El Tiempo's
per-paragraph components, Público's body cut into sibling sections between ads, Expresso's
full-article body, Rzeczpospolita's sections opened by each subhead, Delfi's Vue fragments,
Mynavi's Japanese page, Zaobao's utility-class paragraphs in simplified Chinese, Docsy's headings
with self-links and chroma code, Kadence's Gutenberg blocks); headline, standfirst, byline, dates
("9:30 a.m. ET", "09:30 a. m.", "9h30", "prieš 3 val.", "5月14日"), captions, image credits ("(John
J. Kim / Chicago Tribune)", "Photo: .../TT", "Crédito: ...", "Foto: ...", "Снимка:", "... nuotr.",
"写真：", "（路透社）"), galleries, ads and their labels ("Advertisement", "Publicidad", "Reklama",
"Реклама", "Oglas", "広告", "广告"), "read also" links ("Related Articles", "Read:", "READ ALSO:",
"Lea también:", "Te puede interesar", "Leia também", "Czytaj więcej", "Прочетете още", "Pročitajte
i", "Taip pat skaitykite", "関連記事", "延伸阅读"), key points, fact boxes and tables, pull quotes
repeating a sentence, video and tweet embeds, tables of contents, version banners, newsletter
boxes, sign-offs and credit lines in or just after the body ("— CNBC's ... contributed to this
report.", El Tiempo's "REDACCIÓN ... EL TIEMPO", Delfi's "Šaltinis: ..." and reprint ban, Mynavi's
"※" note), Zaobao's "（新加坡讯）" dateline before the first paragraph's words, paywall prompts,
author bio boxes, tags, share bars, comments, most-read lists, menus, cookie banners and footers
are furniture, not gold. `PLATFORMS` maps each platform's name to its writer and `HAN` names the
ones that take Chinese articles (this module imports the helpers of content_engines,
content_engines_more, content_engines_fresh to content_engines_fresh8).

News sites in English: chicago-tribune, cnbc, marketwatch, the-local-se (The Local Sweden); in
other languages (furniture in the site's language, the article as the pool has it): lanacion
(La Nación, Argentine Spanish), eltiempo (El Tiempo, Colombian Spanish), publico-es (Público,
Spanish), expresso-pt (Expresso, Portuguese), rzeczpospolita (Polish), dnevnik-bg (Dnevnik,
Bulgarian), jutarnji (Jutarnji list, Croatian), delfi-lt (Delfi, Lithuanian), mynavi (Mynavi
News, Japanese), zaobao (Lianhe Zaobao, simplified Chinese, articles in Chinese too); docs and
blogs: hugo-docsy (Hugo's Docsy docs theme), wp-kadence (WordPress with the Kadence theme).
"""

from __future__ import annotations

import random
import string
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

from content_engines import Article, Block, body_html, escape, json_ld, og, page  # noqa: E402
from content_engines_fresh import _code_lines, _hash, _heading_id, _onetrust  # noqa: E402
from content_engines_fresh2 import LOWER, _headline_list, _list, _modules  # noqa: E402
from content_engines_fresh3 import ES_MONTHS, HEX, PL_MONTHS, _blocks_as, _quote  # noqa: E402
from content_engines_fresh4 import _cards, _later  # noqa: E402
from content_engines_fresh5 import _inserts, _put  # noqa: E402
from content_engines_fresh6 import PT_MONTHS_LONG, _runs  # noqa: E402
from content_engines_fresh7 import ALNUM, _pull  # noqa: E402
from content_engines_fresh8 import EN_DAYS, _by_heading, _pre  # noqa: E402
from content_engines_more import (  # noqa: E402
    _after,
    _hm,
    _iso,
    _items,
    _minutes,
    _rng,
    _slug,
    _teaser,
)

HAN = {"zaobao"}  # the platforms here with Chinese furniture and articles

# ----------------------------------------------------------------------------- shared bits

BG_MONTHS = ("януари", "февруари", "март", "април", "май", "юни", "юли", "август", "септември",
             "октомври", "ноември", "декември")
HR_MONTHS = ("siječnja", "veljače", "ožujka", "travnja", "svibnja", "lipnja", "srpnja",
             "kolovoza", "rujna", "listopada", "studenoga", "prosinca")
LT_MONTHS = ("sausio", "vasario", "kovo", "balandžio", "gegužės", "birželio", "liepos",
             "rugpjūčio", "rugsėjo", "spalio", "lapkričio", "gruodžio")
JA_DAYS = "月火水木金土日"


def _dots(t) -> str:
    """"9:30 a.m.": AP style's clock (MarketWatch, the Chicago Tribune's notes)."""
    return f"{t.hour % 12 or 12}:{t:%M} {'a.m.' if t.hour < 12 else 'p.m.'}"


def _between(runs: list[str], section, ad) -> str:
    """Runs of the body as sibling sections (``section(k, run)``), ``ad(k)`` between them."""
    return "".join(section(k, run) + (ad(k) if k + 1 < len(runs) else "")
                   for k, run in enumerate(runs))


def _heads(rng: random.Random, pool) -> list[str]:
    """The site's own made-up headlines for its boxes, in the page's order."""
    heads = list(pool)
    rng.shuffle(heads)
    return heads


def _vue(rng: random.Random) -> str:
    """A Vue component's scoping attribute, "data-v-5c3b3f0e"."""
    return f"data-v-{_hash(rng, 8, HEX)}"


# --------------------------------------------------------------------- news sites in English

CT_NAV = ("News", "Sports", "Business", "Opinion", "Politics", "Entertainment", "Dining",
          "Things to Do", "Real Estate", "Obituaries", "Puzzles + Games", "e-Edition",
          "Newsletters")
CT_SECTIONS = (("Chicago News", "news/breaking"), ("Politics", "politics"),
               ("Business", "business"), ("Opinion", "opinion/commentary"),
               ("Suburbs", "suburbs/naperville-sun"), ("Entertainment", "entertainment"))
CT_CREDITS = ("(John J. Kim / Chicago Tribune)", "(E. Jason Wambsgans / Chicago Tribune)",
              "(Brian Cassella / Chicago Tribune)", "(Terrence Antonio James / Chicago Tribune)",
              "(Erin Hooley / AP)", "(Eileen T. Meslar / Chicago Tribune)")
CT_CAPTIONS = ("Commuters wait for a CTA Blue Line train at the Clark/Lake station.",
               "City Hall in the Loop on Monday.", "The scene near Lake Shore Drive on Tuesday.",
               "Members of the City Council during a meeting at City Hall.")
CT_TRENDING = ("Chicago Bears stadium plan faces new hurdle", "What to know about the new CTA "
               "fare cards", "Man charged in South Side shooting", "Illinois lawmakers pass "
               "budget before deadline", "Lollapalooza 2024 lineup announced", "Lake Michigan "
               "water levels drop for third year")


def chicago_tribune(a: Article) -> str:
    """The Chicago Tribune, chicagotribune.com/<yyyy>/<mm>/<dd>/<slug>/ (MediaNews Group's
    WordPress theme since 2023): the masthead (the menu button, "Subscribe", "Log In", the
    trending bar) and the section nav, article.article-wrapper with the header (the section
    link, h1.entry-title, the dfm-title subhead, "By ... | ... | Chicago Tribune",
    "UPDATED: May 14, 2024 at 11:34 AM CDT"), the share bar, the featured image "(... /
    Chicago Tribune)", then div.body-copy > div.article-content-wrapper of bare <p>s and
    <h3>s with dfp ad units ("Advertisement"), the "Related Articles" list, a newsletter
    sign-up and a Connatix video between them; "Originally Published:", the letters line
    on opinion pages, the tags, "Trending Nationally", the footer and the consent banner."""
    rng = _rng("chicago-tribune", a)
    t = a.published
    section, path = rng.choice(CT_SECTIONS)
    heads = _heads(rng, CT_TRENDING)
    base = "https://www.chicagotribune.com"
    pid = rng.randrange(3_200_000, 3_600_000)

    def href(h: str) -> str:
        return f"{base}/{t:%Y/%m/%d}/{_slug(h)}/"

    def ad(i: int) -> str:
        return (f'<div class="dfp-ad dfp-ad-unit dfp-in-article" id="dfp-ad-in_article_{i}">'
                '<span class="advertisement-label">Advertisement</span><div class="dfp-ad-'
                f'container" data-ad-slot="/8013/chicagotribune.com/{path.split("/")[0]}/'
                'article"></div></div>')
    related = ('<div class="related-articles related-articles-inline"><h4 class="related-'
               'title">Related Articles</h4><ul>' + "".join(
                   f'<li><a href="{href(h)}" class="article-title" title="{escape(h)}"><span '
                   f'class="dfm-title">{h}</span></a></li>' for h in heads[:rng.randrange(2, 5)])
               + '</ul></div>')
    letter = ('<div class="newsletter-signup newsletter-inline"><div class="newsletter-copy">'
              '<h3>Get the latest news delivered daily!</h3><p>We will send you the latest '
              'news, updates and special offers.</p></div><form class="newsletter-form"><input '
              'type="email" placeholder="Enter your email address" aria-label="Email"><button '
              'type="submit">Sign Up</button></form><p class="newsletter-legal">By signing up, '
              'you agree to our Terms of Use and Privacy Policy.</p></div>')
    video = ('<div class="connatix-wrapper"><div class="cnx-player-label">Chicago Tribune '
             f'Video</div><div id="cnx-{_hash(rng, 12, LOWER)}" class="connatix-player"><span '
             f'class="cnx-duration">{rng.randrange(0, 3)}:{rng.randrange(10, 60)}</span><p class'
             f'="cnx-title">{escape(heads[-1])}</p></div></div>')
    parts = body_html(a, _blocks_as("h3", h=' class="wp-block-heading"'))
    inserts = _inserts(parts, 4, ad, 2)
    _put(inserts, parts, 3, related)
    _put(inserts, parts, 6, letter)
    _put(inserts, parts, 9, video)
    body = _after(parts, inserts)
    if path.startswith("opinion"):
        body += ('<p><em>Submit a letter, of no more than 400 words, to the editor <a href="'
                 f'{base}/submit-letter/">here</a> or email letters@chicagotribune.com.</em></p>')
    later = _later(t, 2)
    stamp = f"{t:%B} {t.day}, {t.year} at {_hm(t)} CDT"
    tags = rng.sample(["Chicago City Council", "CTA", "Brandon Johnson", "Illinois General "
                       "Assembly", "Cook County", "Weather", "Education", "Housing"], 3)
    trending = "".join(f'<li><a href="{href(h)}">{h}</a></li>' for h in heads[2:6])
    html = (
        '<div id="page" class="site"><header id="masthead" class="site-header"><div class="'
        'masthead-top"><button class="menu-toggle" aria-label="Menu">Menu</button><a class="'
        f'site-logo" href="{base}/"><img src="{base}/wp-content/themes/chicagotribune/static/'
        'images/logo.svg" alt="Chicago Tribune"></a><a class="subscribe-button" href="https://'
        'checkout.chicagotribune.com/">Subscribe</a><a class="login-button" href="#">Log In</a>'
        '</div><nav class="main-navigation"><ul>' + _items(CT_NAV) + '</ul></nav><div class="'
        'trending-bar"><span class="trending-label">Trending:</span>' + "".join(
            f'<a href="{href(h)}">{h}</a>' for h in heads[:3]) + '</div></header><div id="'
        'content" class="site-content"><main id="main" class="site-main"><article id="post-'
        f'{pid}" class="post-{pid} post type-post status-publish article-wrapper"><header '
        f'class="entry-header"><div class="section-name"><a href="{base}/{path}/">{section}</a>'
        f'</div><div class="article-title"><h1 class="entry-title">{escape(a.headline)}</h1>'
        f'</div><div class="dfm-title subhead">{escape(a.standfirst)}</div><div class="byline">'
        f'<div class="authors"><span class="byline-author">By <a class="author-name" href="'
        f'{base}/author/{_slug(a.author)}/">{escape(a.author)}</a></span> | <a href="mailto:'
        f'{_slug(a.author).replace("-", "")}@chicagotribune.com">'
        f'{_slug(a.author).replace("-", "")}@chicagotribune.com</a> | Chicago Tribune</div><div '
        f'class="time"><span class="updated-date">UPDATED: <time datetime="{_iso(later, "-05:00")}'
        f'">{later:%B} {later.day}, {later.year} at {_hm(later)} CDT</time></span></div></div>'
        '<div class="social-share"><a class="share-facebook" href="#">Share this:</a><a href="#"'
        '>Click to share on Facebook</a><a href="#">Click to share on X</a><a href="#">Click to '
        'email a link to a friend</a><a href="#">Click to print</a></div></header><div class="'
        f'featured-image"><figure class="wp-caption"><img src="{base}/wp-content/uploads/'
        f'{t:%Y/%m}/CTC-L-{_slug(a.headline)[:20]}-{_hash(rng, 4, LOWER)}.jpg?w=1024" alt=""><'
        f'figcaption class="wp-caption-text">{rng.choice(CT_CAPTIONS)} <span class="image-'
        f'credit">{rng.choice(CT_CREDITS)}</span></figcaption></figure></div><div class="body-'
        f'copy"><div class="article-content-wrapper">{body}</div><div class="article-published">'
        f'Originally Published: <time datetime="{_iso(t, "-05:00")}">{stamp}</time></div></div>'
        '<footer class="entry-footer"><div class="tags">Tags: ' + ", ".join(
            f'<a href="{base}/tag/{_slug(x)}/" rel="tag">{x}</a>' for x in tags) + '</div>'
        '</footer></article><aside class="sidebar"><div class="dfp-ad"><span class="'
        'advertisement-label">Advertisement</span></div><section class="trending-nationally">'
        f'<h2>Trending Nationally</h2><ul>{trending}</ul></section></aside></main></div><footer '
        'id="colophon" class="site-footer"><ul>' + _items((
            "About Us", "Contact Us", "Help Center", "Archives", "Advertise", "Careers",
            "Privacy Policy", "Terms of Service", "Do Not Sell My Personal Information",
            "Cookie Settings")) + f'</ul><p>Copyright © {t.year} Chicago Tribune</p></footer>'
        '</div>' + _onetrust("We value your privacy", "We and our partners use cookies to "
                             "store and access information on your device.",
                             f"{base}/privacy-policy/"))
    return page(f"{a.headline} – Chicago Tribune", og(a, "Chicago Tribune") + json_ld(a)
                + f'<link rel="canonical" href="{href(a.headline)}">', html, "en-US")


CNBC_NAV = ("Markets", "Business", "Investing", "Tech", "Politics", "Video", "Watchlist",
            "Investing Club", "PRO", "Livestream", "Make It", "Select")
CNBC_SECTIONS = ("Markets", "Technology", "Economy", "Finance", "Health and Science",
                 "Politics", "Energy", "Retail")
CNBC_CREDITS = ("Scott Mlyn | CNBC", "Michael M. Santiago | Getty Images", "Adam Jeffery | CNBC",
                "Brendan McDermid | Reuters", "Bloomberg | Bloomberg | Getty Images",
                "Spencer Platt | Getty Images")
CNBC_CAPTIONS = ("Traders work on the floor of the New York Stock Exchange.",
                 "A sign outside the company's headquarters.",
                 "The Federal Reserve building in Washington, D.C.",
                 "Shoppers walk through a mall in Los Angeles.")
CNBC_PRO = ("Wall Street analysts say buy these 3 stocks on the dip",
            "These dividend names are flashing a buy signal",
            "Goldman says this group of stocks could rally into summer",
            "Morgan Stanley names its top picks for the second half")
CNBC_TICKERS = (("AAPL", "Apple Inc"), ("MSFT", "Microsoft Corp"), ("NVDA", "NVIDIA Corp"),
                ("JPM", "JPMorgan Chase & Co"), (".SPX", "S&P 500 Index"),
                ("TSLA", "Tesla Inc"))
CNBC_HELPERS = ("Yun Li", "Jeff Cox", "Pia Singh", "Sarah Min", "Fred Imbert")


def cnbc(a: Article) -> str:
    """CNBC, cnbc.com/<yyyy>/<mm>/<dd>/<slug>.html (the React front end with its
    component-prefixed classes): the GlobalNavigation, the ArticleHeader (the eyebrow,
    h1.ArticleHeader-headline, "Published Tue, May 14 2024 9:30 AM EDT", "Updated ...",
    the share bar), the author box with its photo and "@handle", "Key Points" (a list), the
    lead InlineImage with its credit "... | CNBC", then div.ArticleBody-articleBody of
    div.group runs of bare <p>s cut by h2.ArticleBody-subtitle and by the BoxInline ad
    slots, the InlineVideo ("watch now", "VIDEO 2:15") and a RelatedContent card between
    them and "— CNBC's ... contributed to this report." at its end; the "Don't miss these
    insights from CNBC PRO" list, the QuotePageStrip of the tickers, "More In ...",
    "Trending Now", the footer and the consent banner around."""
    rng = _rng("cnbc", a)
    t = a.published
    section = rng.choice(CNBC_SECTIONS)
    base = "https://www.cnbc.com"
    aid = rng.randrange(107_390_000, 107_430_000)

    def href(h: str) -> str:
        return f"{base}/{t:%Y/%m/%d}/{_slug(h)}.html"

    def box(i: int) -> str:
        return (f'<div id="BoxInline-ArticleBody-{i}" class="BoxInline-container"><div class="'
                f'BoxInline-inlineBox" data-module="BoxInline"><div class="AdSlot-container" '
                f'id="boxinline-{i}" data-ad-type="boxinline"></div></div></div>')
    x = _teaser(a, 0)
    minutes, seconds = rng.randrange(0, 6), rng.randrange(10, 60)
    video = ('<div class="InlineVideo-container" data-module="InlineVideo"><div class="'
             'InlineVideo-videoEmbed"><div class="InlineVideo-wrapper"><img class="InlineVideo-'
             f'image" src="https://image.cnbcfm.com/api/v1/image/{aid - 77}-{t:%y%m%d}-'
             f'{_hash(rng, 5, LOWER)}.jpg?w=630&amp;h=354" alt=""><div class="InlineVideo-'
             f'videoFooter"><span class="InlineVideo-watch">watch now</span><span class="'
             f'InlineVideo-duration">VIDEO{minutes}:{seconds:02d}{minutes}:{seconds:02d}</span>'
             f'<span class="InlineVideo-title">{escape(x.headline)}</span><span class="'
             'InlineVideo-source">Squawk Box</span></div></div></div></div>')
    y = _teaser(a, 1)
    related = ('<div class="RelatedContent-relatedContent"><div class="RelatedContent-'
               'container"><span class="RelatedContent-eyebrow">Related</span><a class="'
               f'RelatedContent-headline" href="{href(y.headline)}">{escape(y.headline)}</a>'
               '</div></div>')

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            return f'<h2 class="ArticleBody-subtitle">{b.html}</h2>'
        if b.tag == "blockquote":
            return _quote(b, ' class="ArticleBody-blockquote"')
        return b.markup(' class="ArticleBody-list"' if b.tag in ("ul", "ol") else "")
    parts = body_html(a, block)
    inserts = _inserts(parts, 3, box, 2)
    _put(inserts, parts, 4, video)
    _put(inserts, parts, 8, related)
    out: list[str] = []
    group: list[str] = []

    def flush() -> None:
        if group:
            out.append('<div class="group">' + "".join(group) + '</div>')
            group.clear()
    for k, (b, part) in enumerate(zip(a.blocks, parts), 1):
        if b.tag[0] == "h":
            flush()
            out.append(part)
        else:
            group.append(part)
        if k in inserts and k < len(parts):
            flush()
            out.append(inserts[k])
    flush()
    if rng.random() < 0.6:
        out.append(f'<div class="group"><p><em>— CNBC\'s {rng.choice(CNBC_HELPERS)} contributed'
                   ' to this report.</em></p></div>')
    later = _later(t, 2)
    day = EN_DAYS[t.weekday()][:3]
    tickers = rng.sample(CNBC_TICKERS, 3)
    strip = "".join(
        f'<a class="QuoteStrip-quoteStripLink" href="{base}/quotes/{s}/"><span class="'
        f'QuoteStrip-name">{escape(n)}</span><span class="QuoteStrip-lastPrice">'
        f'{rng.randrange(80, 900)}.{rng.randrange(10, 99)}</span><span class="QuoteStrip-'
        f'changeUp">+{rng.randrange(1, 9)}.{rng.randrange(10, 99)}%</span></a>'
        for s, n in tickers)
    points = [a.standfirst.replace("In brief: ", "")] + rng.sample(
        ["Investors are watching the next inflation report closely.",
         "The company reports earnings after the bell on Wednesday.",
         "Analysts expect the trend to continue into the second half."], 2)
    pro = "".join(f'<li><a href="{base}/{t:%Y/%m/%d}/{_slug(p)}.html">{p}</a></li>'
                  for p in rng.sample(CNBC_PRO, 3))
    more = _cards(a, 2, 4, lambda k, x: (
        f'<div class="Card-standardBreakerCard"><a class="Card-title" href="{href(x.headline)}'
        f'"><div class="Card-titleContainer">{escape(x.headline)}</div></a><span class="Card-'
        f'time">{day}, {t:%b} {t.day}th {t.year}</span></div>'))
    trend = _cards(a, 5, 3, lambda k, x: (
        f'<li class="TrendingNowItem-item"><span class="TrendingNowItem-number">{k + 1}</span>'
        f'<a class="TrendingNowItem-title" href="{href(x.headline)}">{escape(x.headline)}</a>'
        '</li>'))
    html = (
        '<div id="root"><div class="GlobalNavigation-container"><header class="GlobalNavigation'
        f'-header"><a class="GlobalNavigation-logo" href="{base}/"><svg><title>CNBC</title>'
        '</svg></a><nav class="GlobalNavigation-nav"><ul>' + _items(CNBC_NAV) + '</ul></nav>'
        '<div class="GlobalNavigation-actions"><a class="GlobalNavigation-proButton">Join PRO'
        '</a><button class="SignInMenu-signIn">Sign In</button><button class="SearchToggle-'
        'button">Search quotes, news &amp; videos</button></div></header></div><div class="'
        'PageBuilder-pageWrapper"><div class="PageBuilder-containerFluidWidths"><div class="'
        'ArticleHeader-wrapper" data-module="ArticleHeader"><div class="ArticleHeader-'
        f'eyebrow"><a href="{base}/{_slug(section)}/">{section}</a></div><h1 class="'
        f'ArticleHeader-headline">{escape(a.headline)}</h1><div class="ArticleHeader-time">'
        f'<time data-testid="published-timestamp" datetime="{t:%Y-%m-%dT%H:%M:%S}+0000">'
        f'Published {day}, {t:%b} {t.day} {t.year}{_hm(t)} EDT</time><time data-testid="'
        f'lastpublished-timestamp" datetime="{later:%Y-%m-%dT%H:%M:%S}+0000">Updated {day}, '
        f'{later:%b} {later.day} {later.year}{_hm(later)} EDT</time></div><div class="'
        'ShareBar-shareBar"><a>Share</a><a>Share Article via Facebook</a><a>Share Article via '
        'Twitter</a><a>Share Article via LinkedIn</a><a>Share Article via Email</a></div></div>'
        '<div class="ArticleBody-wrapper"><div class="Author-authorContainer"><img class="'
        f'Author-authorImage" src="https://image.cnbcfm.com/api/v1/image/{aid - 5}-'
        f'{_slug(a.author)}.jpg?w=50" alt=""><div class="Author-authorNameAndSocial"><a class="'
        f'Author-authorName" href="{base}/{_slug(a.author)}/">{escape(a.author)}</a><a class="'
        f'Author-authorTwitter" href="https://twitter.com/{_slug(a.author).replace("-", "")}">'
        f'@{_slug(a.author).replace("-", "")}</a></div></div><div class="RenderKeyPoints-'
        'keyPoints"><div class="RenderKeyPoints-header">Key Points</div><div class="'
        'RenderKeyPoints-list"><div class="group"><ul>' + "".join(
            f"<li>{escape(p)}</li>" for p in points) + '</ul></div></div></div><div class="'
        'InlineImage-imageEmbed" data-module="InlineImage"><div class="InlineImage-wrapper">'
        f'<img src="https://image.cnbcfm.com/api/v1/image/{aid - 3}-{t:%y%m%d}.jpg?w=1480" '
        'alt=""></div><div class="InlineImage-imageEmbedCaption">'
        f'{rng.choice(CNBC_CAPTIONS)}</div><div class="InlineImage-imageEmbedCredit">'
        f'{rng.choice(CNBC_CREDITS)}</div></div><div class="ArticleBody-articleBody" id="'
        f'RegularArticle-ArticleBody-5" data-module="ArticleBody" data-test="articleBody-2" '
        f'data-analytics="RegularArticle-articleBody-5-2">{"".join(out)}</div><div class="'
        'RelatedQuotes-relatedQuotes"><span class="RelatedQuotes-title">Don\'t miss these '
        f'insights from CNBC PRO</span><ul>{pro}</ul></div><div class="QuotePageStrip-'
        f'container">{strip}</div></div><div class="RegularArticle-moreIn"><h2>More In '
        f'{section}</h2>{more}</div><aside class="RightRail-rail"><div class="TrendingNow-'
        f'container"><h2 class="TrendingNow-title">Trending Now</h2><ol>{trend}</ol></div>'
        '</aside></div></div><footer class="Footer-container"><ul>' + _items((
            "Subscribe to CNBC PRO", "Licensing & Reprints", "CNBC Councils", "Supply Chain "
            "Values", "Advertise With Us", "Join the CNBC Panel", "Closed Captioning",
            "Digital Products", "News Releases", "Internships", "Corrections", "About CNBC",
            "Ad Choices", "Site Map", "Podcasts", "Careers", "Help", "Contact"))
        + '</ul><p class="Footer-copyright">© ' + str(t.year) + ' CNBC LLC. All Rights '
        'Reserved. A Division of NBCUniversal</p><p>Data is a real-time snapshot *Data is '
        'delayed at least 15 minutes. Global Business and Financial News, Stock Quotes, and '
        'Market Data and Analysis.</p></footer></div>'
        + _onetrust("Privacy Preference Center", "When you visit our website, we store cookies "
                    "on your browser to collect information.", f"{base}/nbcuniversal-privacy/"))
    return page(a.headline, og(a, "CNBC") + json_ld(a) + f'<link rel="canonical" href="'
                f'{href(a.headline)}">', html)


MW_NAV = ("Latest", "Markets", "Investing", "Personal Finance", "Economy & Politics",
          "Retirement", "Barron's", "Watchlist", "Games", "Best New Ideas in Retirement",
          "Coupons")
MW_SECTIONS = (("Markets", "markets"), ("Personal Finance", "personal-finance"),
               ("Economy & Politics", "economy-politics"), ("Retirement", "retirement"),
               ("Investing", "investing"), ("Real Estate", "real-estate"))
MW_HEADS = ("Stocks close higher as traders weigh Fed's next move",
            "Here's what the latest jobs report means for your 401(k)",
            "Mortgage rates fall for a third straight week",
            "I'm 62 and want to retire early. Can I afford it?",
            "Oil prices slip after OPEC+ signals output boost",
            "Why this strategist says the bull market is only halfway done")
MW_CREDITS = ("Photo: Getty Images", "Photo: Associated Press",
              "Photo: Bloomberg News", "MarketWatch photo illustration/iStockphoto")
MW_INDEXES = (("Dow Jones Industrial Average", "DJIA"), ("S&P 500", "SPX"),
              ("Nasdaq Composite", "COMP"), ("Russell 2000", "RUT"),
              ("10-Year Treasury", "TMUBMUSD10Y"))


def marketwatch(a: Article) -> str:
    """MarketWatch, marketwatch.com/story/<slug>-<hash> (Dow Jones' server pages, the
    article__ and at16 classes): the header (the menu, "Sign In", "Subscribe") and the
    market ticker, the topic label, h1.article__headline, h2.article__subhead, the byline,
    "Last Updated: May 14, 2024 at 11:34 a.m. ET" and "First Published: ...", the share
    tools, the lead figure, then div#js-article__body of bare <p>s and <h3>s with the
    article__inset units ("Advertisement"), "Read:" and "Also read:" paragraphs, a chart
    inset with its source line and a table of the markets between them; the
    "Referenced Symbols" strip, the paywall prompt, "Read Next", "Most Popular", the
    footer and the consent banner around."""
    rng = _rng("marketwatch", a)
    t = a.published
    section, path = rng.choice(MW_SECTIONS)
    heads = _heads(rng, MW_HEADS)
    base = "https://www.marketwatch.com"

    def href(h: str) -> str:
        return f"{base}/story/{_slug(h)[:50]}-{_hash(rng, 8, HEX)}"

    def ad(i: int) -> str:
        return ('<div class="article__inset article__inset--type-AdInsertion article__inset--'
                'inline"><div class="ad-container"><p class="ad__label">Advertisement</p><div '
                f'class="ad" id="ad_article{i}" data-ad-sizes="300x250"></div></div></div>')

    def read(k: int, label: str) -> str:
        return (f'<p class="article__read"><strong>{label}</strong> <a href="{href(heads[k])}" '
                f'class="link">{heads[k]}</a></p>')
    chart = ('<div class="article__inset article__inset--type-image article__inset--chart">'
             '<figure class="figure figure--chart"><img src="https://images.mktw.net/im-'
             f'{rng.randrange(10**5, 10**6)}?width=700" alt=""><figcaption class="figure__'
             'caption"><span class="article__caption">Source: FactSet</span></figcaption>'
             '</figure></div>')
    rows = "".join(
        f'<tr><td><a href="{base}/investing/index/{s.lower()}">{escape(n)}</a></td><td>'
        f'{rng.randrange(1000, 40000):,}.{rng.randrange(10, 99)}</td><td>'
        f'{rng.choice("+-")}{rng.randrange(0, 3)}.{rng.randrange(10, 99)}%</td></tr>'
        for n, s in rng.sample(MW_INDEXES, 3))
    table = ('<div class="article__inset article__inset--type-table"><table class="table '
             'table--markets"><thead><tr><th>Index</th><th>Close</th><th>Change</th></tr>'
             f'</thead><tbody>{rows}</tbody></table><p class="table__note">Data as of '
             f'{_dots(t)} ET</p></div>')
    parts = body_html(a, _blocks_as("h3"))
    inserts = _inserts(parts, 5, ad, 3)
    _put(inserts, parts, 2, read(0, "Read:"))
    _put(inserts, parts, 4, chart)
    _put(inserts, parts, 7, read(1, "Also read:"))
    _put(inserts, parts, 10, table)
    body = _after(parts, inserts)
    later = _later(t, 2)
    symbols = "".join(
        f'<li class="chip"><a class="chip__link" href="{base}/investing/stock/{s.lower()}">'
        f'<span class="chip__symbol">{s}</span><span class="chip__change">'
        f'{rng.choice("+-")}{rng.randrange(0, 5)}.{rng.randrange(10, 99)}%</span></a></li>'
        for s in rng.sample(["AAPL", "MSFT", "GOOGL", "AMZN", "META", "TSLA", "BA"], 3))
    nxt = "".join(f'<div class="element element--article"><h3 class="article__headline"><a '
                  f'href="{href(h)}">{h}</a></h3><span class="article__timestamp">'
                  f'{t:%b}. {t.day}, {t.year} at {_dots(t)} ET</span></div>' for h in heads[2:5])
    most = "".join(f'<li class="list__item"><span class="list__rank">{k}</span><a href="'
                   f'{href(h)}">{h}</a></li>' for k, h in enumerate(heads[1:6], 1))
    ticker = "".join(f'<li class="ticker__item"><span class="ticker__name">{s}</span><span '
                     f'class="ticker__change">{rng.choice("+-")}0.{rng.randrange(10, 99)}%</span>'
                     '</li>' for _, s in MW_INDEXES[:4])
    html = (
        '<header class="header header--article"><div class="header__top"><button class="'
        f'header__menu">Menu</button><a class="logo" href="{base}/"><svg><title>MarketWatch'
        '</title></svg></a><a class="header__signin" href="https://sso.accounts.dowjones.com/'
        'login">Sign In</a><a class="header__subscribe" href="https://store.marketwatch.com/">'
        'Subscribe</a></div><nav class="nav"><ul>' + _items(MW_NAV) + '</ul></nav><ul class="'
        f'ticker">{ticker}</ul></header><div class="container container--body"><div class="'
        'region region--primary"><div class="column column--primary"><div class="article__'
        f'masthead"><span class="article__label"><a href="{base}/{path}">{escape(section)}</a>'
        f'</span>'
        f'<h1 class="article__headline" itemprop="headline">{escape(a.headline)}</h1><h2 class='
        f'"article__subhead" itemprop="description">{escape(a.standfirst)}</h2></div><div '
        'class="article__byline"><div class="byline article__byline"><h4 class="byline__'
        f'authors">By <a class="author" href="{base}/author/{_slug(a.author)}">'
        f'{escape(a.author)}</a></h4></div><div class="article__timestamp"><time class="'
        f'timestamp timestamp--update" datetime="{_iso(later, "-04:00")}">Last Updated: '
        f'{later:%b}. {later.day}, {later.year} at {_dots(later)} ET</time><time class="timestamp '
        f'timestamp--pub" datetime="{_iso(t, "-04:00")}">First Published: {t:%b}. {t.day}, '
        f'{t.year} at {_dots(t)} ET</time></div></div><div class="article__tools"><button class'
        '="share">Share</button><button class="gift">Gift Article</button><button class="'
        'comments">Comments</button><button class="save">Save</button></div><div class="'
        'article__inset article__inset--lead"><figure class="figure"><img src="https://'
        f'images.mktw.net/im-{rng.randrange(10**5, 10**6)}?width=1280&amp;size=1.5" alt=""><'
        f'figcaption class="figure__caption"><span class="article__credit">'
        f'{rng.choice(MW_CREDITS)}</span></figcaption></figure></div><div class="article__body '
        'article-wrap at16-col16 barrons-article-wrap" id="js-article__body" data-sbid="'
        f'{_hash(rng, 10, LOWER)}" itemprop="articleBody">{body}</div><div class="referenced-'
        f'tickers"><h4>Referenced Symbols</h4><ul class="list list--chips">{symbols}</ul></div>'
        '<div class="paywall paywall--hidden"><p class="paywall__title">This article is '
        'available to subscribers only.</p><p>Get unlimited access to MarketWatch for just '
        '$1 a week.</p><a class="btn" href="https://store.marketwatch.com/">Subscribe Now</a>'
        f'</div><div class="read-next"><h2>Read Next</h2>{nxt}</div></div><div class="column '
        'column--aside"><div class="element element--ad"><p class="ad__label">Advertisement'
        f'</p></div><div class="most-popular"><h2>Most Popular</h2><ol>{most}</ol></div></div>'
        '</div></div><footer class="footer"><ul>' + _items((
            "About MarketWatch", "Customer Center", "Contact Us", "Newsletters & Alerts",
            "Guides", "Sitemap", "Privacy Notice", "Cookie Notice", "Terms of Use",
            "Do Not Sell My Personal Information")) + f'</ul><p>Copyright ©{t.year} MarketWatch, '
        'Inc. All rights reserved. Intraday Data provided by FACTSET and subject to terms of '
        'use.</p></footer>' + _onetrust("Cookie Notice", "Dow Jones uses cookies to improve "
                                        "your experience.", f"{base}/cookie-notice"))
    return page(f"{a.headline} - MarketWatch", og(a, "MarketWatch") + json_ld(a), html)


TL_NAV = ("News", "Politics", "Members", "Living in Sweden", "Work", "Property", "Travel",
          "Swedish Word of the Day", "Jobs", "Podcast", "Newsletters")
TL_TOPICS = ("Swedish politics", "Work permits", "Stockholm", "Money", "Explained",
             "Swedish citizenship", "Property", "Culture")
TL_CREDITS = ("Photo: Fredrik Sandberg/TT", "Photo: Jessica Gow/TT", "Photo: Henrik Montgomery/TT",
              "Photo: Claudio Bresciani/TT", "Photo: Anders Wiklund/TT",
              "Photo: Ali Lorestani/TT")
TL_CAPTIONS = ("The Riksdag in Stockholm.", "File photo of commuters at Stockholm Central "
               "Station.", "Migration Minister Maria Malmer Stenergard.",
               "A view over Gamla Stan in central Stockholm.")
TL_HEADS = ("What changes in Sweden in June 2024?", "Sweden's work permit salary threshold: "
            "what you need to know", "Swedish word of the day: lagom", "How to get a "
            "second-hand rental contract in Stockholm", "EXPLAINED: How Sweden's new "
            "citizenship rules could affect you", "Ten things that will surprise you about "
            "Swedish summers")
TL_TWEETS = (("Polisen Stockholm", "polisensthlm", "Trafikolycka på Essingeleden. Stora "
               "köer, undvik området om möjligt."),
             ("SMHI", "SMHI", "Gul varning för kraftigt regn i Västra Götaland under "
              "eftermiddagen."),
             ("Regeringskansliet", "regeringen", "Regeringen har i dag beslutat om en "
              "proposition till riksdagen."))


def the_local_se(a: Article) -> str:
    """The Local Sweden, thelocal.se/<yyyymmdd>/<slug> (The Local Europe's own pages, in
    English with Swedish captions): the header (the country switcher, "Log in", "Become a
    Member") and nav, the "For Members" badge on some pages, the topic, h1, the standfirst,
    "Published: 14 May 2024 09:30 CEST" and "Updated: ...", the author with the avatar and
    "The Local", the lead image "Photo: .../TT", then div#article-body of bare <p>s (subheads
    as bold paragraphs) with "READ ALSO:" bold link paragraphs, a membership promotion, a
    captioned image and a tweet in Swedish between them; the share buttons, "Please log in to
    leave a comment", "See Also", the newsletter box, the footer and the consent banner
    around."""
    rng = _rng("the-local-se", a)
    t = a.published
    heads = _heads(rng, TL_HEADS)
    topic = rng.choice(TL_TOPICS)
    base = "https://www.thelocal.se"

    def href(h: str) -> str:
        return f"{base}/{t:%Y%m%d}/{_slug(h)}"

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            return f"<p><strong>{b.html}</strong></p>"
        if b.tag == "blockquote":
            return _quote(b)
        return b.markup()

    def also(k: int) -> str:
        return (f'<p><strong>READ ALSO: <a href="{href(heads[k])}">{heads[k]}</a></strong></p>')
    promo = ('<div class="membership-promo"><p class="membership-promo__title">Support The '
             'Local</p><p>Members get unlimited access to our explainers, guides and Q&amp;As '
             'about life in Sweden.</p><a class="button" href="' + base + '/join">Become a '
             'Member</a></div>')
    image = ('<figure class="article-image"><img src="https://apiwp.thelocal.com/wp-content/'
             f'uploads/{t:%Y/%m}/{_hash(rng, 10, LOWER)}-1024x683.jpg" alt=""><figcaption>'
             f'{rng.choice(TL_CAPTIONS)} <span class="credit">{rng.choice(TL_CREDITS)}</span>'
             '</figcaption></figure>')
    who, handle, said = rng.choice(TL_TWEETS)
    tweet = ('<blockquote class="twitter-tweet" data-lang="en"><p lang="sv" dir="ltr">'
             f'{said}</p>— {who} (@{handle}) <a href="https://twitter.com/{handle}/status/'
             f'{rng.randrange(10**18, 2 * 10**18)}">{t:%B} {t.day}, {t.year}</a></blockquote>')
    parts = body_html(a, block)
    inserts: dict[int, str] = {}
    _put(inserts, parts, 2, also(0))
    _put(inserts, parts, 4, promo)
    _put(inserts, parts, 6, image)
    _put(inserts, parts, 8, also(1))
    _put(inserts, parts, 10, tweet)
    _put(inserts, parts, 12, also(2))
    body = _after(parts, inserts)
    later = _later(t, 3)
    members = rng.random() < 0.4
    see = "".join(f'<div class="article-card"><a href="{href(h)}"><img src="https://apiwp.'
                  f'thelocal.com/wp-content/uploads/{t:%Y/%m}/{_hash(rng, 8, LOWER)}-300x200.jpg"'
                  f' alt=""><h3>{h}</h3></a></div>' for h in heads[3:6])
    html = (
        '<header class="site-header"><div class="site-header__top"><a class="logo" href="'
        f'{base}/"><img src="https://www.thelocal.se/assets/img/logo-se.svg" alt="The Local '
        'Sweden"></a><div class="country-switcher"><button>Sweden</button><ul>' + _items((
            "Austria", "Denmark", "France", "Germany", "Italy", "Norway", "Spain",
            "Switzerland")) + '</ul></div><a class="login" href="' + base + '/login">Log in</a>'
        f'<a class="btn btn--member" href="{base}/join">Become a Member</a></div><nav class="'
        'main-nav"><ul>' + _items(TL_NAV) + '</ul></nav></header><main class="site-main"><div '
        'class="article-single"><div class="article-single__header">'
        + ('<span class="badge badge--members">For Members</span>' if members else "")
        + f'<a class="article-single__topic" href="{base}/tag/{_slug(topic)}">{topic}</a><h1 '
        f'class="article-single__title">{escape(a.headline)}</h1><p class="article-single__'
        f'lead">{escape(a.standfirst)}</p><div class="article-single__meta"><div class="author">'
        f'<img src="https://apiwp.thelocal.com/wp-content/uploads/avatar-{_slug(a.author)}.jpg" '
        f'alt=""><span class="author__name">{escape(a.author)}</span><span class="author__'
        f'site">The Local</span></div><time class="published" datetime="{_iso(t, "+02:00")}">'
        f'Published: {t.day} {t:%B %Y %H:%M} CEST</time><time class="updated" datetime="'
        f'{_iso(later, "+02:00")}">Updated: {later.day} {later:%B %Y %H:%M} CEST</time></div>'
        '</div><figure class="article-single__image"><img src="https://apiwp.thelocal.com/wp-'
        f'content/uploads/{t:%Y/%m}/{_hash(rng, 10, LOWER)}.jpg" alt=""><figcaption>'
        f'{rng.choice(TL_CAPTIONS)} <span class="credit">{rng.choice(TL_CREDITS)}</span>'
        f'</figcaption></figure><div id="article-body" class="article-single__content">{body}'
        '</div><div class="article-single__share"><span>Share this article</span><a>Facebook'
        '</a><a>X</a><a>LinkedIn</a><a>WhatsApp</a><a>Email</a></div><div class="comments">'
        '<h3>Comments</h3><p>Please <a href="' + base + '/login">log in</a> to leave a comment.'
        '</p><p>Join the conversation in our comments section below. Share your own views '
        'and experience and if you have a question or suggestion for our journalists then '
        'email us at news@thelocal.se.</p></div></div><aside class="sidebar"><div class="'
        'newsletter"><h3>Get The Local\'s newsletter</h3><p>The essential news from Sweden, '
        'in English, every morning.</p><form><input type="email" placeholder="Email address">'
        f'<button>Sign up</button></form></div><section class="see-also"><h2>See Also</h2>{see}'
        '</section></aside></main><footer class="site-footer"><ul>' + _items((
            "About us", "Contact", "Advertise", "Jobs in Sweden", "Privacy policy", "Terms",
            "Cookie settings", "Help")) + f'</ul><p>© The Local Europe AB {t.year}</p></footer>'
        '<div class="cmp-banner"><p>We use cookies to analyse our traffic and to show you '
        'relevant ads. You can change your preferences at any time.</p><button>Accept</button>'
        '<button>Reject</button><button>Settings</button></div>')
    return page(f"{a.headline} - The Local", og(a, "The Local Sweden") + json_ld(a)
                + f'<link rel="canonical" href="{href(a.headline)}">', html, "en-SE")


# ------------------------------------------------------------------- news in other languages

LN_NAV = ("Últimas noticias", "Política", "Economía", "Sociedad", "El Mundo", "Deportes",
          "Opinión", "Espectáculos", "Lifestyle", "Propiedades", "Campo", "Moda y Belleza",
          "Club LA NACION")
LN_SECTIONS = (("Política", "politica"), ("Economía", "economia"), ("Sociedad", "sociedad"),
               ("El Mundo", "el-mundo"), ("Espectáculos", "espectaculos"),
               ("Ciencia", "ciencia"))
LN_CREDITS = ("Ignacio Sánchez", "Fabián Marelli", "Santiago Filipuzzi", "Mauro V. Rizzi",
              "Hernán Zenteno", "Archivo")
LN_CAPTIONS = ("La Casa Rosada, este martes", "Imagen de archivo",
               "El Congreso de la Nación durante la sesión", "Una calle de Palermo, en la "
               "ciudad de Buenos Aires")
LN_HEADS = ("El Gobierno anunció cambios en el régimen de importaciones",
            "Dólar hoy: a cuánto cotiza este martes", "Qué dijo el FMI sobre la inflación",
            "Las claves del debate en el Senado", "Alerta amarilla por tormentas en el AMBA",
            "Cómo quedan los aumentos de las prepagas en junio")


def lanacion(a: Article) -> str:
    """La Nación, lanacion.com.ar/<seccion>/<slug>-nid<ddmmyyyy>/ (Arc XP with the paper's
    com- and mod- classes; Argentine Spanish furniture, "Conocé"): the header (the sections,
    "Suscribite", "Ingresar") and nav, the section label, h1.com-title, h2.com-subhead, the
    byline "Por ..." and "14 de mayo de 2024 • 09:30", the share buttons, the lead figure with
    "Fuente: LA NACION - Crédito: ...", then the body of p.com-paragraph and h2.com-subtitle
    components with mod-banner units ("Publicidad"), "Seguí leyendo" links and a pull quote
    between them; "Conforme a los criterios de The Trust Project", the topics ("Temas"),
    "Otras noticias de ...", "Últimas Noticias" with relative times ("Hace 2 horas"), "Ahora
    leen", the footer and the consent banner around."""
    rng = _rng("lanacion", a)
    t = a.published
    section, path = rng.choice(LN_SECTIONS)
    heads = _heads(rng, LN_HEADS)
    base = "https://www.lanacion.com.ar"

    def href(h: str) -> str:
        return f"{base}/{path}/{_slug(h)}-nid{t:%d%m%Y}/"

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(' class="com-paragraph --s"')
        if b.tag[0] == "h":
            return f'<h2 class="com-subtitle --m">{b.html}</h2>'
        if b.tag == "blockquote":
            return _quote(b, ' class="com-quote"', ' class="com-paragraph --s"')
        if b.tag in ("ul", "ol"):
            return _list(b, ' class="com-list"', ' class="com-listItem"')
        return b.markup()

    def banner(i: int) -> str:
        return (f'<div class="mod-banner --ads --middle" id="middle{i}"><span class="com-label-'
                'ads">Publicidad</span><div class="banner-ad" data-ad-unit="/lanacion/'
                f'{path}/nota/middle{i}"></div></div>')

    def follow(k: int) -> str:
        return (f'<p class="com-paragraph --s --related"><strong>Seguí leyendo:</strong> <a '
                f'class="com-link" href="{href(heads[k])}">{heads[k]}</a></p>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 4, banner, 2)
    _put(inserts, parts, 3, follow(0))
    _put(inserts, parts, 6, f'<blockquote class="com-pullquote"><p>“{_pull(a, 6)}”</p>'
         '</blockquote>')
    _put(inserts, parts, 9, follow(1))
    body = _after(parts, inserts)
    stamp = f"{t.day} de {ES_MONTHS[t.month - 1]} de {t.year} • {t:%H:%M}"
    topics = rng.sample(["Javier Milei", "Inflación", "Dólar", "Congreso", "Ciudad de "
                         "Buenos Aires", "FMI", "Clima"], 3)
    latest = "".join(f'<li><span class="com-date">Hace {k + 1} hora{"s" if k else ""}</span>'
                     f'<a href="{href(h)}">{h}</a></li>' for k, h in enumerate(heads[2:6]))
    others = _cards(a, 0, 3, lambda k, x: (
        f'<article class="mod-article"><h2 class="com-title --xs"><a href="{href(x.headline)}"'
        f'>{escape(x.headline)}</a></h2></article>'))
    html = (
        '<div id="fusion-app"><header class="mod-header"><a class="com-logo" href="' + base
        + '/"><svg><title>LA NACION</title></svg></a><nav class="mod-nav"><ul>'
        + _headline_list(LN_NAV) + '</ul></nav><a class="com-button --subscribe" href="https:'
        '//suscripciones.lanacion.com.ar/">Suscribite</a><a class="com-button --login" href="'
        'https://myaccount.lanacion.com.ar/">Ingresar</a></header><main class="lay-sidebar">'
        f'<article class="mod-article-detail"><div class="mod-section"><a class="com-link" '
        f'href="{base}/{path}/">{section}</a></div><h1 class="com-title --font-primary --sixxl '
        f'--font-extra">{escape(a.headline)}</h1><h2 class="com-subhead --bajada --m-xs-">'
        f'{escape(a.standfirst)}</h2><div class="mod-firma"><span class="com-text">Por </span>'
        f'<a class="link com-link --autor" href="{base}/autor/{_slug(a.author)}/">'
        f'{escape(a.author)}</a><time class="com-date --twoxs --font-tertiary" datetime="'
        f'{_iso(t, "-03:00")}">{stamp}</time></div><div class="mod-share"><button>Compartir'
        '</button><a>Facebook</a><a>X</a><a>WhatsApp</a><a>Mail</a><button>Guardar</button>'
        '</div><figure class="com-image"><picture><img src="https://resizer.glanacion.com/'
        f'resizer/v2/{_hash(rng, 26, string.ascii_uppercase + string.digits)}.jpg?auth='
        f'{_hash(rng, 40, HEX)}&amp;width=880" alt=""></picture><figcaption class="com-caption '
        f'--twoxs">{rng.choice(LN_CAPTIONS)} - Fuente: LA NACION - Crédito: '
        f'{rng.choice(LN_CREDITS)}</figcaption></figure><section class="mod-description">{body}'
        '</section><div class="mod-trust"><a href="https://thetrustproject.org/">Conforme a '
        'los criterios de The Trust Project</a> <a href="' + base + '/principios-editoriales/"'
        '>Más información</a></div><div class="mod-tags"><span>Temas</span>' + "".join(
            f'<a class="com-tag" href="{base}/tema/{_slug(x)}-tid{rng.randrange(10**4, 10**5)}'
            f'/">{x}</a>' for x in topics) + f'</div><section class="mod-others"><h2>Otras '
        f'noticias de {topics[0]}</h2>{others}</section><p class="com-text --conoce">Conocé '
        'The Trust Project</p></article><aside class="lay-aside"><section class="mod-latest">'
        f'<h2>Últimas Noticias</h2><ul>{latest}</ul></section><div class="mod-banner --ads">'
        '<span class="com-label-ads">Publicidad</span></div><section class="mod-most"><h2>'
        'Ahora leen</h2><ol>' + "".join(f'<li><a href="{href(h)}">{h}</a></li>'
                                          for h in heads[:3]) + '</ol></section></aside></main>'
        '<footer class="mod-footer"><ul>' + _headline_list((
            "Mapa del sitio", "Ayuda", "Términos y condiciones", "¿Cómo anunciar?",
            "Suscribirse al diario impreso", "Política de privacidad")) + '</ul><p>Copyright '
        f'{t.year} SA LA NACION | Todos los derechos reservados</p></footer></div><div class="'
        'mod-cookies"><p>Usamos cookies para mejorar tu experiencia. Al continuar navegando '
        'aceptás nuestra política de privacidad.</p><button>Aceptar</button></div>')
    return page(f"{a.headline} - LA NACION", og(a, "LA NACION") + json_ld(a)
                + f'<link rel="canonical" href="{href(a.headline)}">', html, "es-AR")


ET_NAV = ("Colombia", "Bogotá", "Política", "Justicia", "Economía", "Internacional",
          "Deportes", "Cultura", "Vida", "Salud", "Tecnósfera", "Opinión", "Podcast",
          "Suscríbete")
ET_SECTIONS = (("Colombia", "colombia/otras-ciudades"), ("Bogotá", "bogota"),
               ("Política", "politica/gobierno"), ("Economía", "economia/finanzas-personales"),
               ("Justicia", "justicia/investigacion"), ("Mundo", "mundo/latinoamerica"))
ET_DESKS = ("REDACCIÓN BOGOTÁ", "REDACCIÓN POLÍTICA", "REDACCIÓN ECONOMÍA", "REDACCIÓN "
            "JUSTICIA", "REDACCIÓN INTERNACIONAL", "REDACCIÓN ALTAS CORTES")
ET_CREDITS = ("Foto: César Melgarejo / EL TIEMPO", "Foto: Milton Díaz / EL TIEMPO",
              "Foto: Presidencia", "Foto: iStock", "Foto: Néstor Gómez / EL TIEMPO",
              "Foto: AFP")
ET_HEADS = ("Pico y placa en Bogotá: así funciona la medida este martes",
            "Gobierno radica nueva reforma en el Congreso", "Precio del dólar en Colombia hoy",
            "Alerta por lluvias en 20 departamentos del país", "Metro de Bogotá: así va la "
            "obra", "Lo que debe saber sobre el nuevo salario mínimo")


def eltiempo(a: Article) -> str:
    """El Tiempo, eltiempo.com/<seccion>/<slug>-<id> (Colombian Spanish furniture; the CEET
    front end with c-articulo classes): the header (the sections, "Suscríbete", "Iniciar
    sesión") and nav, the breadcrumb, h1, the sumario, the author box ("REDACCIÓN ...",
    "Actualizado:"), "14 de mayo 2024, 09:30 a. m.", the lead image with its "Foto: ...",
    the actions ("Comentar", "Guardar", "Reportar"), then div.c-articulo__cuerpo of
    per-paragraph components (div.paragraph around each block, subheads as h2) with
    "Publicidad" slots, "Lea también:" and "Le puede interesar:" link components and a video
    between them and the desk's sign-off ("REDACCIÓN ... / EL TIEMPO") at its end; "Siga
    bajando para encontrar más contenido", the tags, "Más noticias", the footer and the
    consent banner around."""
    rng = _rng("eltiempo", a)
    t = a.published
    section, path = rng.choice(ET_SECTIONS)
    heads = _heads(rng, ET_HEADS)
    desk = rng.choice(ET_DESKS)
    base = "https://www.eltiempo.com"

    def href(h: str) -> str:
        return f"{base}/{path}/{_slug(h)}-{rng.randrange(3_300_000, 3_400_000)}"

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            inner, kind = f"<h2>{b.html}</h2>", "subtitulo"
        elif b.tag == "blockquote":
            inner, kind = _quote(b), "cita"
        elif b.tag in ("ul", "ol"):
            inner, kind = b.markup(), "lista"
        else:
            inner, kind = b.markup(), "parrafo"
        return f'<div class="paragraph c-{kind}" data-type="{kind}">{inner}</div>'

    def slot(i: int) -> str:
        return (f'<div class="publicidad c-publicidad" id="div-gpt-ad-inread{i}"><span class="'
                'publicidad__label">Publicidad</span></div>')

    def link(k: int, label: str) -> str:
        return (f'<div class="paragraph c-relacionado" data-type="relacionado"><p><strong>'
                f'{label}</strong> <a href="{href(heads[k])}">{heads[k]}</a></p></div>')
    video = ('<div class="c-video" data-type="video"><div class="jwplayer" id="jw-'
             f'{_hash(rng, 8, ALNUM)}"></div><p class="c-video__titulo">{heads[2]}</p><span '
             f'class="c-video__duracion">{rng.randrange(0, 4):02d}:{rng.randrange(10, 60)}'
             '</span></div>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 3, slot, 2)
    _put(inserts, parts, 2, link(0, "Lea también:"))
    _put(inserts, parts, 5, video)
    _put(inserts, parts, 7, link(1, "Le puede interesar:"))
    body = (_after(parts, inserts) + f'<div class="paragraph c-firma"><p><b>{desk}</b><br>EL '
            'TIEMPO</p></div>')
    hour = t.hour % 12 or 12
    stamp = (f"{t.day} de {ES_MONTHS[t.month - 1]} {t.year}, {hour:02d}:{t:%M} "
             f"{'a. m.' if t.hour < 12 else 'p. m.'}")
    later = _later(t, 2)
    author = (f'<span class="c-autor__nombre">{desk}</span>' if rng.random() < 0.5 else
              f'<a class="c-autor__nombre" href="{base}/autor/{_slug(a.author)}">'
              f'{escape(a.author.upper())}</a><span class="c-autor__cargo">{desk}</span>')
    tags = rng.sample(["Bogotá", "Gustavo Petro", "Congreso", "Movilidad", "Clima",
                       "Economía", "Dólar"], 3)
    more = _cards(a, 1, 4, lambda k, x: (
        f'<article class="c-card"><h3 class="c-card__titulo"><a href="{href(x.headline)}">'
        f'{escape(x.headline)}</a></h3><p class="c-card__sumario">{escape(x.blurb)}</p>'
        '</article>'))
    html = (
        '<header class="c-header"><a class="c-header__logo" href="' + base + '/"><img src="'
        'https://www.eltiempo.com/images/logo-eltiempo.svg" alt="EL TIEMPO"></a><nav class="'
        'c-header__nav"><ul>' + _headline_list(ET_NAV) + '</ul></nav><a class="c-header__'
        'suscribete" href="https://suscripciones.eltiempo.com/">Suscríbete</a><a class="c-'
        'header__login" href="#">Iniciar sesión</a></header><main class="c-main"><div class="'
        f'c-articulo"><nav class="c-breadcrumb"><a href="{base}/">Inicio</a> <a href="{base}/'
        f'{path.split("/")[0]}">{section}</a></nav><h1 class="c-articulo__titulo">'
        f'{escape(a.headline)}</h1><div class="c-articulo__sumario"><p>{escape(a.standfirst)}'
        f'</p></div><div class="c-articulo__autor c-autor">{author}<time class="c-articulo__'
        f'fecha" datetime="{_iso(t, "-05:00")}">{stamp}</time><span class="c-articulo__'
        f'actualizado">Actualizado: {later.day} de {ES_MONTHS[later.month - 1]} {later.year}, '
        f'{later:%I:%M}</span></div><figure class="c-articulo__imagen"><img src="https://'
        f'www.eltiempo.com/files/article_main_1200/uploads/{t:%Y/%m/%d}/{_hash(rng, 13, HEX)}'
        f'.jpeg" alt=""><figcaption>{escape(heads[4])} <span class="c-articulo__credito">'
        f'{rng.choice(ET_CREDITS)}</span></figcaption></figure><div class="c-articulo__'
        'acciones"><button>Comentar</button><button>Guardar</button><button>Reportar</button>'
        '<button>Portada</button></div><div class="c-articulo__cuerpo" itemprop="articleBody">'
        f'{body}</div><p class="c-siga">Siga bajando para encontrar más contenido</p><div '
        'class="c-tags">' + "".join(f'<a href="{base}/noticias/{_slug(x)}">{x}</a>'
                                    for x in tags) + f'</div><section class="c-mas"><h2>Más '
        f'noticias</h2>{more}</section></div></main><footer class="c-footer"><ul>'
        + _headline_list(("Quiénes somos", "Contáctenos", "Términos y condiciones", "Política "
                          "de datos", "Trabaje con nosotros", "Defensor del lector"))
        + f'</ul><p>© {t.year} CASA EDITORIAL EL TIEMPO S.A. Todos los derechos reservados.'
        '</p></footer><div class="c-cookies"><p>Utilizamos cookies propias y de terceros para '
        'mejorar nuestros servicios. Si continúa navegando, consideramos que acepta su uso.'
        '</p><button>Aceptar</button></div>')
    return page(f"{a.headline} - El Tiempo", og(a, "El Tiempo") + json_ld(a), html, "es-CO")


PU_NAV = ("Política", "Economía", "Internacional", "Sociedad", "Opinión", "Culturas",
          "Deportes", "Ciencias", "Público TV", "Dinero Público", "Mujer Hoy", "Hazte socio")
PU_SECTIONS = (("Política", "politica"), ("Economía", "economia"),
               ("Internacional", "internacional"), ("Sociedad", "sociedad"),
               ("Culturas", "culturas"), ("Ciencias", "ciencias"))
PU_PLACES = ("Madrid", "Barcelona", "Sevilla", "València", "Bilbao", "Bruselas")
PU_CREDITS = ("EFE/ Fernando Villar", "Europa Press", "EFE/ Mariscal", "Jaime García",
              "Eduardo Parra / Europa Press", "REUTERS/Juan Medina")
PU_HEADS = ("El Congreso aprueba la reforma con el apoyo de los socios",
            "La vivienda se convierte en la primera preocupación de los jóvenes",
            "Sánchez anuncia una nueva ayuda para el transporte público",
            "Las claves del nuevo acuerdo europeo sobre migración",
            "El paro baja en abril y la afiliación marca récord",
            "La ola de calor dispara el consumo eléctrico")
PU_KEYS = ("Qué cambia", "Las claves")


def publico_es(a: Article) -> str:
    """Público, publico.es/<seccion>/<slug>.html (Spanish furniture; the paper's own server
    pages): the header (the sections, "Hazte socio/a", "Entrar") and nav, the section, h1,
    the subtitle, the author and the place ("Madrid"), "14/05/2024 09:30" and "Actualizado:
    14/05/2024 11:30h", the share bar, the lead image "... / EFE", then div.article-body cut
    into sibling div.article-body__text sections of bare <p>s and <h2>s with "Publicidad"
    slots between them and "Te puede interesar" links and a "Las claves" box inside them;
    the support box ("Este periodismo no se paga solo"), "Más noticias de ...", "Lo más
    visto", the footer and the consent banner around."""
    rng = _rng("publico-es", a)
    t = a.published
    section, path = rng.choice(PU_SECTIONS)
    heads = _heads(rng, PU_HEADS)
    base = "https://www.publico.es"

    def href(h: str) -> str:
        return f"{base}/{path}/{_slug(h)}.html"

    def interesa(k: int) -> str:
        return (f'<div class="related-inline"><span class="related-inline__title">Te puede '
                f'interesar</span><a href="{href(heads[k])}">{heads[k]}</a></div>')
    keys = (f'<div class="article-box"><h3 class="article-box__title">{rng.choice(PU_KEYS)}'
            '</h3><ul><li>La medida entra en vigor el próximo 1 de julio.</li><li>Afectará a '
            'cerca de dos millones de personas.</li><li>El coste estimado supera los 300 '
            'millones de euros.</li></ul></div>')
    parts = body_html(a, _blocks_as("h2", h=' class="article-body__subtitle"'))
    inserts: dict[int, str] = {}
    _put(inserts, parts, 2, interesa(0))
    _put(inserts, parts, 5, keys)
    _put(inserts, parts, 9, interesa(1))
    runs = _runs(parts, inserts, rng.choice([3, 4]))
    body = _between(runs, lambda k, run: f'<div class="article-body__text">{run}</div>',
                    lambda k: (f'<div class="publicidad publicidad--inread" id="inread-{k + 1}">'
                               '<span class="publicidad__label">Publicidad</span><div class="'
                               'publicidad__slot"></div></div>'))
    later = _later(t, 2)
    most = "".join(f'<li><span class="num">{k}</span><a href="{href(h)}">{h}</a></li>'
                   for k, h in enumerate(heads[1:6], 1))
    more = _cards(a, 0, 3, lambda k, x: (
        f'<article class="card"><h3 class="card__title"><a href="{href(x.headline)}">'
        f'{escape(x.headline)}</a></h3></article>'))
    html = (
        '<header class="header"><a class="header__logo" href="' + base + '/"><img src="'
        'https://www.publico.es/assets/img/logo-publico.svg" alt="Público"></a><nav class="'
        'header__nav"><ul>' + _headline_list(PU_NAV) + '</ul></nav><a class="header__socio" '
        'href="https://www.publico.es/socios/">Hazte socio/a</a><a class="header__login" href='
        '"#">Entrar</a></header><main class="main"><article class="article"><header class="'
        f'article-header"><div class="article-header__section"><a href="{base}/{path}">'
        f'{section}</a></div><h1 class="article-header__title">{escape(a.headline)}</h1><h2 '
        f'class="article-header__subtitle">{escape(a.standfirst)}</h2><div class="article-'
        f'header__signature"><span class="author"><a href="{base}/autor/{_slug(a.author)}/">'
        f'{escape(a.author)}</a></span><span class="place">{rng.choice(PU_PLACES)}</span><span '
        f'class="dates"><time datetime="{_iso(t, "+02:00")}">{t:%d/%m/%Y %H:%M}</time> '
        f'<span class="updated">Actualizado: {later:%d/%m/%Y %H:%M}h</span></span></div>'
        '<div class="share-bar"><a>Facebook</a><a>X</a><a>Bluesky</a><a>WhatsApp</a><a>'
        'Telegram</a><a>Email</a></div></header><figure class="article-image"><img src="'
        f'https://www.publico.es/uploads/{t:%Y/%m/%d}/{_hash(rng, 13, HEX)}.jpg" alt=""><'
        f'figcaption>{escape(heads[5])}. <span class="credit">{rng.choice(PU_CREDITS)}</span>'
        f'</figcaption></figure><div class="article-body">{body}</div><div class="support-box">'
        '<p class="support-box__title">Este periodismo no se paga solo</p><p>Hazte socio/a de '
        'Público y contribuye a una información rigurosa y progresista.</p><a href="https://'
        f'www.publico.es/socios/">Hazte socio/a</a></div><section class="more-news"><h2>Más '
        f'noticias de {section}</h2>{more}</section></article><aside class="sidebar"><div '
        'class="publicidad"><span class="publicidad__label">Publicidad</span></div><section '
        f'class="most-read"><h2>Lo más visto</h2><ol>{most}</ol></section></aside></main><'
        'footer class="footer"><ul>' + _headline_list((
            "Quiénes somos", "Aviso legal", "Política de privacidad", "Política de cookies",
            "Contacto", "Publicidad", "Hemeroteca")) + f'</ul><p>© Display Connectors SL '
        f'{t.year}</p></footer><div id="didomi-host"><div class="didomi-popup-notice"><p>'
        'Nosotros y nuestros socios usamos cookies para personalizar el contenido y los '
        'anuncios.</p><button>Aceptar y cerrar</button><button>Más información</button></div>'
        '</div>')
    return page(f"{a.headline} | Público", og(a, "Público") + json_ld(a)
                + f'<link rel="canonical" href="{href(a.headline)}">', html, "es-ES")


EX_NAV = ("Últimas", "Política", "Economia", "Sociedade", "Internacional", "Opinião",
          "Cultura", "Desporto", "Podcasts", "Semanário", "Boa Cama Boa Mesa", "Assinar")
EX_SECTIONS = (("Política", "politica"), ("Economia", "economia"), ("Sociedade", "sociedade"),
               ("Internacional", "internacional"), ("Cultura", "cultura"),
               ("Opinião", "opiniao"))
EX_CREDITS = ("Tiago Miranda", "Nuno Botelho", "José Fernandes", "António Pedro Ferreira",
              "Rui Duarte Silva", "Lusa")
EX_HEADS = ("Governo aprova novo pacote para a habitação", "Inflação abranda em abril para "
            "2,2%", "O que muda nos impostos a partir de julho", "Parlamento debate "
            "reforma da justiça", "Os números do turismo que surpreenderam o setor",
            "Marcelo promulga diploma com reservas")
EX_PODCASTS = ("Expresso da Manhã", "Comissão Política", "A Beleza das Pequenas Coisas",
               "Money, Money, Money")


def expresso_pt(a: Article) -> str:
    """Expresso, expresso.pt/<seccao>/<yyyy-mm-dd>-<slug>-<hash> (Portuguese furniture; Impresa's
    front end): the header (the sections, "Assinar", "Entrar") and nav, the "Exclusivo"
    badge on some pages, the section, h1, the lead, "Texto ..." and "Fotografia ...",
    "14 maio 2024 9h30", the reading time, the share tools, the lead image, then
    div.full-article-body of bare <p>s and h2.article-subtitle with "Publicidade" slots,
    "Leia também" cards, a pull quote and a podcast player ("Ouça o episódio", its length)
    between them; the paywall prompt ("Já é Assinante?"), the tags, "Mais lidas", the
    newsletter box, the footer and the consent banner around."""
    rng = _rng("expresso-pt", a)
    t = a.published
    section, path = rng.choice(EX_SECTIONS)
    heads = _heads(rng, EX_HEADS)
    base = "https://expresso.pt"

    def href(h: str) -> str:
        return f"{base}/{path}/{t:%Y-%m-%d}-{_slug(h)}-{_hash(rng, 8, HEX)}"

    def ad(i: int) -> str:
        return (f'<div class="ad-unit ad-unit--inarticle" data-position="inarticle{i}"><span '
                'class="ad-unit__label">Publicidade</span></div>')

    def also(k: int) -> str:
        return (f'<aside class="read-also"><span class="read-also__label">Leia também</span><a '
                f'class="read-also__card" href="{href(heads[k])}"><img src="https://images.'
                f'impresa.pt/expresso/{t:%Y-%m-%d}/{_hash(rng, 12, LOWER)}.jpg" alt=""><span '
                f'class="read-also__title">{heads[k]}</span></a></aside>')
    podcast = ('<div class="podcast-player"><span class="podcast-player__label">Ouça o '
               f'episódio</span><p class="podcast-player__show">{rng.choice(EX_PODCASTS)}</p>'
               '<button class="podcast-player__play">Play</button><span class="podcast-player'
               f'__duration">{rng.randrange(15, 59)}:{rng.randrange(10, 60)}</span></div>')
    parts = body_html(a, _blocks_as("h2", h=' class="article-subtitle"',
                                    quote=' class="article-quote"'))
    inserts = _inserts(parts, 5, ad, 3)
    _put(inserts, parts, 2, also(0))
    _put(inserts, parts, 5, f'<blockquote class="article-highlight"><p>“{_pull(a, 5)}”</p>'
         '</blockquote>')
    _put(inserts, parts, 7, podcast)
    _put(inserts, parts, 10, also(1))
    body = _after(parts, inserts)
    month = PT_MONTHS_LONG[t.month - 1].lower()
    stamp = f"{t.day} {month} {t.year} {t.hour}h{t:%M}"
    exclusive = rng.random() < 0.5
    photo = rng.choice(EX_CREDITS)
    tags = rng.sample(["Governo", "Habitação", "Orçamento do Estado", "Parlamento",
                       "Inflação", "Lisboa", "União Europeia"], 3)
    most = "".join(f'<li><a href="{href(h)}">{h}</a></li>' for h in heads[2:6])
    html = (
        '<header class="header"><a class="header__logo" href="' + base + '/"><svg><title>'
        'Expresso</title></svg></a><nav class="header__nav"><ul>' + _headline_list(EX_NAV)
        + '</ul></nav><a class="header__subscribe" href="https://assinaturas.expresso.pt/">'
        'Assinar</a><a class="header__login" href="#">Entrar</a></header><main class="main">'
        '<article class="article"><div class="article-header">'
        + ('<span class="badge badge--exclusive">Exclusivo</span>' if exclusive else "")
        + f'<a class="article-header__section" href="{base}/{path}">{section}</a><h1 class="'
        f'article-header__title">{escape(a.headline)}</h1><p class="article-header__lead">'
        f'{escape(a.standfirst)}</p><div class="article-header__authors"><span>Texto <a href="'
        f'{base}/autores/{_slug(a.author)}">{escape(a.author)}</a></span><span>Fotografia '
        f'{photo}</span></div><div class="article-header__meta"><time datetime="'
        f'{_iso(t, "+01:00")}">{stamp}</time><span class="reading-time">{_minutes(a)} min de '
        'leitura</span></div><div class="share-tools"><button>Partilhar</button><button>'
        'Facebook</button><button>X</button><button>WhatsApp</button><button>Oferecer artigo'
        '</button></div></div><figure class="article-image"><img src="https://images.impresa.'
        f'pt/expresso/{t:%Y-%m-%d}/{_hash(rng, 12, LOWER)}.jpg?tp=UH&amp;db=IMAGENS&amp;w=1280" '
        f'alt=""><figcaption><span class="credit">{photo}</span></figcaption></figure><div '
        f'class="full-article-body">{body}</div>'
        + ('<div class="paywall"><p class="paywall__title">Já é Assinante?</p><p>Para continuar'
           ' a ler, assine o Expresso e tenha acesso ilimitado a todos os artigos.</p><a href="'
           'https://assinaturas.expresso.pt/">Assinar</a> <a href="#">Entrar</a></div>'
           if exclusive else "")
        + '<div class="tags">' + "".join(f'<a href="{base}/{_slug(x)}">{x}</a>' for x in tags)
        + '</div></article><aside class="sidebar"><section class="most-read"><h2>Mais lidas'
        f'</h2><ol>{most}</ol></section><div class="newsletter"><h3>Newsletter Expresso Curto'
        '</h3><p>Comece o dia bem informado.</p><form><input type="email" placeholder="O seu '
        'email"><button>Subscrever</button></form></div><div class="ad-unit"><span class="ad-'
        'unit__label">Publicidade</span></div></aside></main><footer class="footer"><ul>'
        + _headline_list(("Ficha técnica", "Estatuto editorial", "Contactos", "Termos e "
                          "condições", "Política de privacidade", "Publicidade"))
        + f'</ul><p>© Expresso, Impresa Publishing S.A. {t.year}</p></footer><div class="'
        'cookies-banner"><p>Utilizamos cookies para garantir a melhor experiência no nosso '
        'site.</p><button>Aceitar</button><button>Gerir opções</button></div>')
    return page(f"{a.headline} - Expresso", og(a, "Expresso") + json_ld(a), html, "pt-PT")


RP_NAV = ("Kraj", "Świat", "Polityka", "Ekonomia", "Prawo", "Nieruchomości", "Kultura",
          "Nauka", "Sport", "Opinie", "Plus Minus", "Archiwum", "Subskrypcja")
RP_SECTIONS = (("Polityka", "polityka"), ("Ekonomia", "ekonomia"), ("Prawo", "prawo-karne"),
               ("Świat", "swiat"), ("Kraj", "kraj"), ("Nieruchomości", "nieruchomosci"))
RP_CREDITS = ("Foto: PAP/Paweł Supernak", "Foto: Adobe Stock", "Foto: PAP/Radek Pietruszka",
              "Foto: Fotorzepa, Jerzy Dudek", "Foto: AFP", "Foto: Fotorzepa, Robert Gardziński")
RP_HEADS = ("Sejm przyjął ustawę. Co się zmieni dla podatników?", "Stopy procentowe bez zmian."
            " RPP podjęła decyzję", "Ceny mieszkań w Warszawie znów w górę",
            "Sondaż: kto prowadzi przed wyborami?", "Nowe przepisy o najmie krótkoterminowym",
            "Inflacja w kwietniu. GUS podał dane")


def rzeczpospolita(a: Article) -> str:
    """Rzeczpospolita, rp.pl/<dzial>/art<id>-<slug> (Polish furniture; Gremi Media's server
    pages with the article-- classes): the header (the sections, "Zaloguj", "Subskrybuj") and
    nav, the breadcrumb, h1.article--title, p.article--lead, the author, "Publikacja:
    14.05.2024 09:30" and "Aktualizacja: ...", "Posłuchaj artykułu", the lead image "Foto:
    ...", then div.article--body cut into one section per subhead (runs of four when there
    is none) of p.article--paragraph and h2s with "Reklama" slots between the sections and
    "Czytaj więcej" boxes inside them; the paywall remnant ("Ten artykuł przeczytasz z
    aktywną subskrypcją"), the tags, "Najczęściej czytane", the footer and the consent
    banner around."""
    rng = _rng("rzeczpospolita", a)
    t = a.published
    section, path = rng.choice(RP_SECTIONS)
    heads = _heads(rng, RP_HEADS)
    base = "https://www.rp.pl"

    def href(h: str) -> str:
        return f"{base}/{path}/art{rng.randrange(40_000_000, 40_500_000)}-{_slug(h)}"

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(' class="article--paragraph"')
        if b.tag[0] == "h":
            return f'<h2 class="article--subtitle">{b.html}</h2>'
        if b.tag == "blockquote":
            return _quote(b, ' class="article--quote"', ' class="article--paragraph"')
        if b.tag in ("ul", "ol"):
            return _list(b, ' class="article--list"', "")
        return b.markup()

    def more(k: int) -> str:
        return (f'<div class="article--read-more"><span class="read-more--label">Czytaj więcej'
                f'</span><a class="read-more--link" href="{href(heads[k])}"><img src="https://'
                f'cdn.rp.pl/images/{t:%Y/%m/%d}/{_hash(rng, 8, LOWER)}.jpg" alt=""><span class="'
                f'read-more--title">{heads[k]}</span></a></div>')
    parts = body_html(a, block)
    inserts: dict[int, str] = {}
    _put(inserts, parts, 2, more(0))
    _put(inserts, parts, 7, more(1))
    runs = _by_heading(a, parts, inserts)
    if len(runs) == 1 and len(parts) > 4:
        runs = _runs(parts, inserts, 4)
    body = _between(runs, lambda k, run: f'<section class="article--section">{run}</section>',
                    lambda k: (f'<div class="advert advert--inarticle" id="rp-inart-{k + 1}">'
                               '<span class="advert--label">Reklama</span></div>'))
    later = _later(t, 2)
    paywall = rng.random() < 0.4
    tags = rng.sample(["Sejm", "Podatki", "Inflacja", "RPP", "Mieszkania", "Wybory",
                       "Unia Europejska"], 3)
    most = "".join(f'<li><a href="{href(h)}">{h}</a><span class="date">{t.day} '
                   f'{PL_MONTHS[t.month - 1]}</span></li>' for h in heads[2:6])
    html = (
        '<header class="header"><a class="header--logo" href="' + base + '/"><svg><title>'
        'Rzeczpospolita</title></svg></a><nav class="header--nav"><ul>'
        + _headline_list(RP_NAV) + '</ul></nav><a class="header--login" href="https://'
        'konto.rp.pl/logowanie">Zaloguj</a><a class="header--subscribe" href="https://'
        'czytaj.rp.pl/">Subskrybuj</a></header><main class="main"><article class="article" '
        f'data-article-id="{rng.randrange(40_000_000, 40_500_000)}"><div class="article--'
        f'breadcrumb"><a href="{base}/">rp.pl</a> / <a href="{base}/{path}">{section}</a></div>'
        f'<h1 class="article--title">{escape(a.headline)}</h1><p class="article--lead">'
        f'{escape(a.standfirst)}</p><div class="article--meta"><span class="article--author">'
        f'<a href="{base}/autor/{_slug(a.author)}">{escape(a.author)}</a></span><div class="'
        f'article--dates"><span>Publikacja: <time datetime="{_iso(t, "+02:00")}">'
        f'{t:%d.%m.%Y %H:%M}</time></span><span>Aktualizacja: <time datetime="'
        f'{_iso(later, "+02:00")}">{later:%d.%m.%Y %H:%M}</time></span></div><button class="'
        'article--listen">Posłuchaj artykułu</button></div><figure class="article--image">'
        f'<img src="https://cdn.rp.pl/images/{t:%Y/%m/%d}/{_hash(rng, 8, LOWER)}.jpg" alt="">'
        f'<figcaption>{rng.choice(RP_CREDITS)}</figcaption></figure><div class="article--body"'
        f'>{body}</div>'
        + ('<div class="paywall--remnant"><p>Ten artykuł przeczytasz z aktywną subskrypcją '
           'rp.pl</p><a href="https://czytaj.rp.pl/">Zobacz ofertę</a></div>' if paywall else "")
        + '<div class="article--tags">' + "".join(
            f'<a href="{base}/tag/{_slug(x)}">{x}</a>' for x in tags) + '</div><div class="'
        'article--share"><button>Udostępnij</button><button>Facebook</button><button>X</button>'
        '<button>Kopiuj link</button></div></article><aside class="sidebar"><section class="'
        f'most-read"><h2>Najczęściej czytane</h2><ol>{most}</ol></section><div class="advert">'
        '<span class="advert--label">Reklama</span></div></aside></main><footer class="footer">'
        '<ul>' + _headline_list(("O nas", "Kontakt", "Reklama", "Regulamin", "Polityka "
                                 "prywatności", "Prenumerata")) + f'</ul><p>© Copyright by '
        f'Gremi Media SA {t.year}</p></footer><div class="cmp-container"><p>Szanujemy Twoją '
        'prywatność. My i nasi partnerzy używamy plików cookie.</p><button>Akceptuję</button>'
        '<button>Ustawienia</button></div>')
    return page(f"{a.headline} - rp.pl", og(a, "rp.pl") + json_ld(a), html, "pl")


DN_NAV = ("Новини", "България", "Свят", "Бизнес", "Икономика", "Пари", "Наука", "Културни",
          "Спорт", "Мнения", "Анализи", "Видео", "Дневник+")
DN_SECTIONS = (("България", "bulgaria"), ("Свят", "sviat"), ("Икономика", "ikonomika"),
               ("Бизнес", "biznes"), ("Наука", "nauka"), ("Анализи", "analizi"))
DN_CREDITS = ("Снимка: БГНЕС", "Снимка: Reuters", "Снимка: Николай Дойчинов",
              "Снимка: Юлия Лазарова", "Снимка: ЕРА/БГНЕС", "Снимка: Архив")
DN_CAPTIONS = ("Сградата на Народното събрание", "Архивна снимка", "Протест пред "
               "Министерския съвет", "Летище София")
DN_HEADS = ("Парламентът прие бюджета на второ четене", "Инфлацията в България се забавя "
            "през април", "Кога България ще влезе в еврозоната", "Нови правила за "
            "шофьорските книжки от юли", "Цените на имотите в София продължават да растат",
            "Какво предвижда новият закон за енергетиката")
DN_COMMENTS = (("Иван", "Отдавна трябваше да се случи."), ("gost", "Интересно какво ще "
               "кажат след година."), ("Мария П.", "Добра статия, благодаря."))


def dnevnik_bg(a: Article) -> str:
    """Dnevnik, dnevnik.bg/<rubrika>/<yyyy>/<mm>/<dd>/<id>_<slug>/ (Bulgarian furniture,
    Economedia's server pages; no <header> element: the headline and dates sit in
    div.article-head): the top bar ("Вход", "Абонамент") and nav, the rubric, h1, the
    subtitle, "14 май 2024, 9:30" and "Обновена преди 2 часа", "Автор:", the lead photo
    "Снимка: ...", then div.article-content of bare <p>s and <h2>s with "Реклама" slots, a
    "Прочетете още:" list, a gallery ("1 от 5") and a numbers table between them; the
    "Последвайте ни" line, "Теми:", the comments ("Коментари (34)"), "Най-четени", the
    footer and the consent banner around."""
    rng = _rng("dnevnik-bg", a)
    t = a.published
    section, path = rng.choice(DN_SECTIONS)
    heads = _heads(rng, DN_HEADS)
    aid = rng.randrange(4_500_000, 4_700_000)
    base = "https://www.dnevnik.bg"

    def href(k: int) -> str:
        return f"{base}/{path}/{t:%Y/%m/%d}/{aid - 317 * (k + 1)}_story/"

    def ad(i: int) -> str:
        return (f'<div class="banner banner-inline" id="inread-{i}"><span class="banner-label">'
                'Реклама</span><div class="banner-slot"></div></div>')
    also = ('<div class="read-more-box"><p class="read-more-title">Прочетете още:</p><ul>'
            + "".join(f'<li><a href="{href(k)}">{h}</a></li>' for k, h in enumerate(heads[:2]))
            + '</ul></div>')
    shots = rng.sample(DN_CAPTIONS, 3)
    total = rng.randrange(5, 15)
    gallery = ('<div class="gallery-inline"><div class="gallery-title">Галерия</div>' + "".join(
        f'<figure class="gallery-item"><img src="https://m.netinfo.bg/media/images/'
        f'{rng.randrange(50_000, 60_000)}/{rng.randrange(10**7, 10**8)}/640-420-{k}.jpg" alt=""'
        f'><figcaption>{x} <span class="credit">{rng.choice(DN_CREDITS)}</span> <span class="'
        f'counter">{k} от {total}</span></figcaption></figure>' for k, x in enumerate(shots, 1))
        + '</div>')
    table = ('<div class="info-table"><p class="info-table-title">В цифри</p><table><tr><th>'
             'Показател</th><th>2023</th><th>2024</th></tr>' + "".join(
                 f'<tr><td>{x}</td><td>{rng.randrange(2, 90)},{rng.randrange(0, 9)}</td><td>'
                 f'{rng.randrange(2, 90)},{rng.randrange(0, 9)}</td></tr>'
                 for x in ("Инфлация (%)", "Безработица (%)", "Ръст на БВП (%)"))
             + '</table><p class="source">Източник: НСИ</p></div>')
    parts = body_html(a, _blocks_as("h2"))
    inserts = _inserts(parts, 4, ad, 3)
    _put(inserts, parts, 2, also)
    _put(inserts, parts, 5, gallery)
    _put(inserts, parts, 9, table)
    body = _after(parts, inserts)
    hours = rng.randrange(1, 6)
    stamp = f"{t.day} {BG_MONTHS[t.month - 1]} {t.year}, {t.hour}:{t:%M}"
    picked = rng.sample(DN_COMMENTS, 2)
    count = rng.randrange(3, 90)
    comments = "".join(
        f'<div class="comment"><span class="comment-author">{n}</span><span class="comment-'
        f'date">{t:%d.%m.%Y} {_later(t, k + 1):%H:%M}</span><p>{x}</p><span class="comment-'
        f'rating">+{rng.randrange(0, 40)} / -{rng.randrange(0, 20)}</span></div>'
        for k, (n, x) in enumerate(picked))
    topics = rng.sample(["Народно събрание", "Бюджет 2024", "Еврозона", "Инфлация",
                         "София", "Енергетика", "Избори"], 3)
    most = "".join(f'<li><a href="{href(k + 5)}">{h}</a><span class="views">'
                   f'{rng.randrange(1000, 30000)} прочитания</span></li>'
                   for k, h in enumerate(heads[2:6]))
    html = (
        '<div class="top-bar"><a class="logo" href="' + base + '/"><img src="https://www.'
        'dnevnik.bg/static/images/logo.svg" alt="Дневник"></a><a class="login" href="#">Вход'
        '</a><a class="subscribe" href="' + base + '/abonament/">Абонамент</a></div><div class'
        '="main-nav"><ul>' + _headline_list(DN_NAV) + '</ul></div><div class="page-wrapper">'
        f'<div class="main-column"><div class="article" data-id="{aid}"><div class="article-'
        f'head"><div class="rubric"><a href="{base}/{path}/">{section}</a></div><h1>'
        f'{escape(a.headline)}</h1><p class="subtitle">{escape(a.standfirst)}</p><div class="'
        f'article-info"><span class="date">{stamp}</span><span class="updated">Обновена преди '
        f'{hours} час{"а" if hours > 1 else ""}</span><span class="author">Автор: <a href="'
        f'{base}/autori/{_slug(a.author)}/">{escape(a.author)}</a></span><span class="'
        f'comments-count">{count} коментара</span></div></div><div class="article-photo"><img '
        f'src="https://m.netinfo.bg/media/images/{rng.randrange(50_000, 60_000)}/'
        f'{rng.randrange(10**7, 10**8)}/991-ratio-{_slug(a.headline)[:12]}.jpg" alt=""><div '
        f'class="photo-caption">{rng.choice(DN_CAPTIONS)} <span class="credit">'
        f'{rng.choice(DN_CREDITS)}</span></div></div><div class="article-content">{body}</div>'
        '<p class="follow-us">Последвайте ни в <a href="https://news.google.com/">Google '
        'News</a> и във <a href="https://www.facebook.com/dnevnik.bg">Facebook</a></p><div '
        'class="article-tags"><span>Теми:</span>' + "".join(
            f'<a href="{base}/temi/{rng.randrange(100, 9000)}/">{x}</a>' for x in topics)
        + '</div><div class="share"><a>Сподели</a><a>Facebook</a><a>X</a><a>Viber</a></div>'
        f'</div><div class="comments-box"><h3>Коментари ({count})</h3>{comments}<a class="all-'
        f'comments" href="{href(-1)}comments/">Всички коментари</a><p>За да коментирате, '
        'трябва да влезете в профила си.</p></div></div><div class="side-column"><div class="'
        f'most-read"><h3>Най-четени</h3><ol>{most}</ol></div><div class="banner"><span class="'
        'banner-label">Реклама</span></div></div></div><div class="footer"><ul>'
        + _headline_list(("За нас", "Контакти", "Реклама", "Общи условия", "Политика за "
                          "поверителност", "Бисквитки")) + f'</ul><p>© {t.year} Икономедиа АД.'
        ' Всички права запазени.</p></div><div class="cookie-consent"><p>Този сайт използва '
        'бисквитки. Научете повече в нашата политика за бисквитките.</p><button>Приемам'
        '</button><button>Настройки</button></div>')
    return page(f"{a.headline} | Дневник", og(a, "Дневник") + json_ld(a)
                + f'<link rel="canonical" href="{href(-1)}">', html, "bg")


JL_NAV = ("Vijesti", "Hrvatska", "Svijet", "Crna kronika", "Sport", "Spektakli", "Life",
          "Novac", "Autoklub", "Globus", "Dobra hrana", "Scena", "Video")
JL_SECTIONS = (("Hrvatska", "vijesti/hrvatska"), ("Svijet", "vijesti/svijet"),
               ("Novac", "novac"), ("Crna kronika", "vijesti/crna-kronika"),
               ("Zagreb", "vijesti/zagreb"), ("Life", "life/zdravlje"))
JL_CREDITS = ("Foto: Darko Tomas/Cropix", "Foto: Marko Todorov/Cropix", "Foto: Boris Kovačev/"
              "Cropix", "Foto: Reuters", "Foto: Goran Mehkek/Cropix", "Foto: Damir Krajač/"
              "Cropix")
JL_CAPTIONS = ("Sabor na Markovu trgu", "Ilustracija", "Detalj s konferencije za medije",
               "Zagrebački Trg bana Jelačića")
JL_HEADS = ("Vlada najavila novi paket mjera za kućanstva", "Cijene goriva od utorka: evo "
            "koliko ćemo plaćati", "HNB: inflacija usporava, ali oprez ostaje",
            "Zagreb dobiva novu tramvajsku liniju", "Što donosi novi zakon o najmu stanova",
            "Ovo su najtraženija zanimanja u Hrvatskoj")


def jutarnji(a: Article) -> str:
    """Jutarnji list, jutarnji.hr/<rubrika>/<slug>-<id> (Croatian furniture; Hanza Media's
    pages): the header (the sections, "Prijava", "Pretplata") and nav, the article's
    header element (the rubric, h1.item__title, the subtitle, "Autor:", "Objavljeno: 14.
    svibnja 2024. u 09:30" and "Zadnja izmjena 14.05.2024. u 11:30"), the lead image "Foto:
    .../Cropix", then div.itemFullText of bare <p>s and <h3>s with "Oglas" slots, "Pročitajte
    i:" links, a "Preporučujemo" card, a video embed (its length) and a photo gallery
    ("Galerija", "1/12") between them; the share bar, the tags, the comments ("Komentari"),
    "Najčitanije", the footer and the consent banner around."""
    rng = _rng("jutarnji", a)
    t = a.published
    section, path = rng.choice(JL_SECTIONS)
    heads = _heads(rng, JL_HEADS)
    base = "https://www.jutarnji.hr"

    def href(h: str) -> str:
        return f"{base}/{path}/{_slug(h)}-{rng.randrange(15_400_000, 15_500_000)}"

    def ad(i: int) -> str:
        return (f'<div class="banner-wrap banner--inarticle" id="jl-inarticle-{i}"><span class="'
                'banner-wrap__label">Oglas</span><div class="banner-wrap__slot"></div></div>')

    def also(k: int) -> str:
        return (f'<p class="read-also"><strong>Pročitajte i: </strong><a href="{href(heads[k])}'
                f'">{heads[k]}</a></p>')
    card = ('<div class="recommended-card"><span class="recommended-card__label">Preporučujemo'
            f'</span><a href="{href(heads[1])}"><img src="https://www.jutarnji.hr/images/slike/'
            f'{t:%Y/%m/%d}/{rng.randrange(10**7, 10**8)}.jpg" alt=""><span class="recommended-'
            f'card__title">{heads[1]}</span></a></div>')
    video = ('<div class="video-embed"><div class="video-embed__player" data-video-id="'
             f'{rng.randrange(10**6, 10**7)}"></div><span class="video-embed__duration">'
             f'{rng.randrange(0, 5):02d}:{rng.randrange(10, 60)}</span><p class="video-embed__'
             f'title">Video: {heads[2]}</p></div>')
    total = rng.randrange(6, 25)
    gallery = ('<div class="gallery-embed"><span class="gallery-embed__label">Galerija</span>'
               f'<figure><img src="https://www.jutarnji.hr/images/slike/{t:%Y/%m/%d}/'
               f'{rng.randrange(10**7, 10**8)}.jpg" alt=""><figcaption>'
               f'{rng.choice(JL_CAPTIONS)} <span class="credit">{rng.choice(JL_CREDITS)}</span>'
               f'</figcaption></figure><span class="gallery-embed__count">1/{total}</span><a '
               'class="gallery-embed__open" href="#">Otvori galeriju</a></div>')
    parts = body_html(a, _blocks_as("h3", quote=' class="item__quote"'))
    inserts = _inserts(parts, 4, ad, 2)
    _put(inserts, parts, 3, also(0))
    _put(inserts, parts, 5, video)
    _put(inserts, parts, 7, card)
    _put(inserts, parts, 10, gallery)
    _put(inserts, parts, 12, also(3))
    body = _after(parts, inserts)
    later = _later(t, 2)
    tags = rng.sample(["Vlada RH", "Andrej Plenković", "Zagreb", "inflacija", "HNB",
                       "gorivo", "EU"], 3)
    count = rng.randrange(0, 120)
    most = "".join(f'<li><span class="num">{k}</span><a href="{href(h)}">{h}</a></li>'
                   for k, h in enumerate(heads[2:6], 1))
    html = (
        '<header class="site-header"><a class="site-header__logo" href="' + base + '/"><svg>'
        '<title>Jutarnji list</title></svg></a><nav class="site-header__nav"><ul>'
        + _headline_list(JL_NAV) + '</ul></nav><a class="site-header__login" href="#">Prijava'
        '</a><a class="site-header__subscribe" href="https://pretplata.jutarnji.hr/">Pretplata'
        '</a></header><main class="main"><article class="item item--article"><header class="'
        f'item__header"><a class="item__rubric" href="{base}/{path}">{section}</a><h1 class="'
        f'item__title">{escape(a.headline)}</h1><p class="item__subtitle">'
        f'{escape(a.standfirst)}</p><div class="item__meta"><span class="item__author">Autor: '
        f'<a href="{base}/autori/{_slug(a.author)}">{escape(a.author)}</a></span><time class="'
        f'item__date" datetime="{_iso(t, "+02:00")}">Objavljeno: {t.day}. '
        f'{HR_MONTHS[t.month - 1]} {t.year}. u {t:%H:%M}</time><span class="item__updated">'
        f'Zadnja izmjena {later:%d.%m.%Y}. u {later:%H:%M}</span></div></header><figure class="'
        f'item__image"><img src="https://www.jutarnji.hr/images/slike/{t:%Y/%m/%d}/'
        f'{rng.randrange(10**7, 10**8)}.jpg" alt=""><figcaption>{rng.choice(JL_CAPTIONS)} '
        f'<span class="credit">{rng.choice(JL_CREDITS)}</span></figcaption></figure><div '
        f'class="itemFullText">{body}</div><div class="item__share"><a>Podijeli</a><a>Facebook'
        '</a><a>X</a><a>WhatsApp</a><a>Viber</a></div><div class="item__tags">' + "".join(
            f'<a href="{base}/tagovi/{_slug(x)}">{x}</a>' for x in tags) + '</div><section '
        f'class="comments"><h3>Komentari ({count})</h3><p>Komentiranje je dostupno samo '
        'registriranim korisnicima.</p><button>Prikaži komentare</button></section></article>'
        f'<aside class="sidebar"><section class="most-read"><h2>Najčitanije</h2><ol>{most}</ol>'
        '</section><div class="banner-wrap"><span class="banner-wrap__label">Oglas</span></div>'
        '</aside></main><footer class="site-footer"><ul>' + _headline_list((
            "Impressum", "Kontakt", "Uvjeti korištenja", "Pravila privatnosti", "Kolačići",
            "Oglašavanje")) + f'</ul><p>© {t.year} Hanza Media d.o.o. Sva prava pridržana.</p>'
        '</footer><div class="cookie-consent"><p>Koristimo kolačiće kako bismo vam pružili '
        'najbolje iskustvo.</p><button>Prihvaćam</button><button>Postavke</button></div>')
    return page(f"{a.headline} - Jutarnji List", og(a, "Jutarnji List") + json_ld(a), html,
                "hr")


DL_NAV = ("Naujienos", "Verslas", "Sportas", "Veidai", "Gyvenimas", "Mokslas", "Auto",
          "Sveikata", "Būstas", "Kultūra", "Kelionės", "TV", "Delfi Plius")
DL_SECTIONS = (("Lietuvoje", "news/daily/lithuania"), ("Užsienyje", "news/daily/world"),
               ("Verslas", "verslas/verslas"), ("Politika", "news/daily/politics"),
               ("Mokslas", "mokslas/mokslas"), ("Sveikata", "sveikata/sveikatos-naujienos"))
DL_CREDITS = ("Josvydo Elinsko (ELTA) nuotr.", "Delfi / Šarūno Mažeikos nuotr.",
              "Delfi / Tomo Vinicko nuotr.", "Reuters/Scanpix nuotr.",
              "Delfi / Orestos Kalvaitytės nuotr.", "Shutterstock nuotr.")
DL_HEADS = ("Seimas pritarė mokesčių pakeitimams", "Kainos parduotuvėse: kas pabrango per "
            "mėnesį", "Vilniuje – naujos eismo taisyklės", "Orai: savaitgalį laukia lietus",
            "Ekspertai: būsto rinka atsigauna", "Kas keisis nuo liepos 1 dienos")
DL_SOURCES = ("ELTA", "BNS", "Delfi", "LRT.lt", "Delfi, BNS")


def delfi_lt(a: Article) -> str:
    """Delfi, delfi.lt/<kategorija>/<slug>-<id> (Lithuanian furniture; Delfi's Vue front end,
    every component's elements carrying its data-v scoping attribute): the header ("Prisijungti",
    "Prenumeruoti") and nav, the category, h1.C-article-title, the lead, the author, "2024 m.
    gegužės 14 d. 09:30", the lead image "... nuotr.", then div.C-article-body of fragments
    (div.C-fragment around each block, the block's own data-v attribute on it) with "Reklama"
    slots, "Taip pat skaitykite" cards and a video between them and "Šaltinis: ..." and the
    reprint ban at its end; the reactions, the comments button ("Komentarai (45)"),
    "Svarbiausios naujienos" with relative times ("prieš 3 val."), the footer and the consent
    banner around."""
    rng = _rng("delfi-lt", a)
    t = a.published
    section, path = rng.choice(DL_SECTIONS)
    heads = _heads(rng, DL_HEADS)
    frag, text, head, ad_v, card_v = (_vue(rng) for _ in range(5))
    base = "https://www.delfi.lt"

    def href(h: str) -> str:
        return f"{base}/{path}/{_slug(h)}-{rng.randrange(96_000_000, 97_000_000)}"

    def block(b: Block) -> str:
        if b.tag == "p":
            inner, kind = b.markup(f" {text}"), "paragraph"
        elif b.tag[0] == "h":
            inner, kind = f"<h2 {head} class=\"C-fragment-heading\">{b.html}</h2>", "heading"
        elif b.tag == "blockquote":
            inner, kind = _quote(b, f" {text}", f" {text}"), "quote"
        elif b.tag in ("ul", "ol"):
            inner, kind = _list(b, f" {text}", f" {text}"), "list"
        else:
            inner, kind = b.markup(f" {text}"), "html"
        return (f'<div {frag} class="C-fragment C-fragment-{kind}">{inner}</div>')

    def ad(i: int) -> str:
        return (f'<div {ad_v} class="C-ad-block C-ad-block--inarticle" id="delfi-inart-{i}"><div'
                f' {ad_v} class="C-ad-block__label">Reklama</div><div {ad_v} class="C-ad-block'
                '__content"></div></div>')

    def also(k: int) -> str:
        return (f'<div {card_v} class="C-related-inline"><div {card_v} class="C-related-inline__'
                f'title">Taip pat skaitykite</div><a {card_v} href="{href(heads[k])}" class="C-'
                f'related-inline__link"><span {card_v}>{heads[k]}</span></a></div>')
    video = (f'<div {frag} class="C-fragment C-fragment-video"><div class="C-video-player" '
             f'data-provider="delfi-tv" data-id="{_hash(rng, 10, ALNUM)}"></div><span class="C-'
             f'video-duration">{rng.randrange(0, 4):02d}:{rng.randrange(10, 60)}</span><p '
             f'class="C-video-title">{heads[2]}</p></div>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 4, ad, 2)
    _put(inserts, parts, 3, also(0))
    _put(inserts, parts, 6, video)
    _put(inserts, parts, 9, also(1))
    source = rng.choice(DL_SOURCES)
    body = (_after(parts, inserts) + f'<div {frag} class="C-fragment C-fragment-source"><p '
            f'{text}><b>Šaltinis: {source}</b></p></div><div {frag} class="C-fragment C-'
            f'fragment-disclaimer"><p {text}><em>Griežtai draudžiama Delfi paskelbtą '
            'informaciją panaudoti kitose interneto svetainėse, žiniasklaidos priemonėse ar '
            'kitur arba platinti mūsų medžiagą kuriuo nors pavidalu be sutikimo, o jei '
            'sutikimas gautas, būtina nurodyti Delfi kaip šaltinį.</em></p></div>')
    stamp = f"{t.year} m. {LT_MONTHS[t.month - 1]} {t.day} d. {t:%H:%M}"
    count = rng.randrange(0, 300)
    top = "".join(f'<li {card_v}><a {card_v} href="{href(h)}">{h}</a><span {card_v} class="C-'
                  f'time">prieš {k + 1} val.</span></li>' for k, h in enumerate(heads[2:6]))
    reactions = "".join(f'<button {card_v} class="C-reaction C-reaction--{r}">{r} '
                        f'{rng.randrange(0, 200)}</button>'
                        for r in ("patinka", "juokinga", "stebina", "liūdina", "piktina"))
    nav_v = _vue(rng)
    html = (
        f'<div id="__nuxt"><div id="__layout"><header {nav_v} class="C-header"><a {nav_v} class'
        f'="C-header__logo" href="{base}/"><svg><title>DELFI</title></svg></a><nav {nav_v} '
        'class="C-header__nav"><ul>' + _headline_list(DL_NAV, f" {nav_v}") + f'</ul></nav><a '
        f'{nav_v} class="C-header__login" href="#">Prisijungti</a><a {nav_v} class="C-header__'
        f'subscribe" href="https://www.delfi.lt/plius">Prenumeruoti</a></header><main class="'
        f'C-main"><article class="C-article"><div {head} class="C-article-header"><a {head} '
        f'class="C-article-category" href="{base}/{path}">{section}</a><h1 {head} class="C-'
        f'article-title">{escape(a.headline)}</h1><p {head} class="C-article-lead">'
        f'{escape(a.standfirst)}</p><div {head} class="C-article-info"><span {head} class="C-'
        f'article-author">{escape(a.author)}</span><time {head} datetime="{_iso(t, "+03:00")}">'
        f'{stamp}</time></div></div><figure {card_v} class="C-article-image"><img src="https://'
        f'g.delfi.lt/images/pix/{_slug(a.headline)[:30]}-{rng.randrange(10**7, 10**8)}.jpg" '
        f'alt=""><figcaption {card_v}>{rng.choice(DL_CREDITS)}</figcaption></figure><div class'
        f'="C-article-body" {frag}>{body}</div><div {card_v} class="C-reactions">{reactions}'
        f'</div><button {card_v} class="C-comments-button">Komentarai ({count})</button>'
        f'</article><aside class="C-sidebar"><section {card_v} class="C-top-news"><h2 {card_v}>'
        f'Svarbiausios naujienos</h2><ul {card_v}>{top}</ul></section><div {ad_v} class="C-ad-'
        f'block"><div {ad_v} class="C-ad-block__label">Reklama</div></div></aside></main>'
        f'<footer {nav_v} class="C-footer"><ul>' + _headline_list((
            "Apie mus", "Kontaktai", "Reklama", "Privatumo politika", "Slapukai",
            "Taisyklės"), f" {nav_v}") + f'</ul><p>© {t.year} UAB „Delfi“. Visos teisės '
        'saugomos.</p></footer></div></div><div class="cookie-consent"><p>Mes naudojame '
        'slapukus, kad pagerintume jūsų naršymo patirtį.</p><button>Sutinku</button><button>'
        'Nustatymai</button></div>')
    return page(f"{a.headline} - Delfi", og(a, "DELFI") + json_ld(a), html, "lt")


# --------------------------------------------------------------------- in Japanese, in Chinese

MY_NAV = ("トップ", "テクノロジー", "ビジネス", "ライフ", "エンタメ", "ホビー", "マネー",
          "キャリア", "TECH+", "企業IT", "動画", "ランキング")
MY_CATS = (("テクノロジー", "PC", "techplus"), ("テクノロジー", "スマホ", "smartphone"),
           ("ビジネス", "経営", "business"), ("ライフ", "暮らし", "lifestyle"),
           ("マネー", "資産運用", "money"), ("エンタメ", "ゲーム", "game"))
MY_HEADS = ("新型ノートPCを発表、価格は税込19万8,000円から", "iPhoneの便利な設定10選",
            "NISAの始め方をやさしく解説", "生成AIの業務活用、企業の6割が「検討中」",
            "梅雨入り前に知っておきたい家電の選び方", "人気ゲームの最新作、発売日が決定")
MY_CAPTIONS = ("発表会の様子", "製品の外観", "操作画面の例", "会場に展示された実機")


def mynavi(a: Article) -> str:
    """マイナビニュース (Mynavi News), news.mynavi.jp/article/<yyyymmdd>-<id>/ (Japanese
    furniture; the articles as the pool has them): the header (the category nav, "ログイン",
    "会員登録") and the breadcrumb ("TOP > ..."), the category label, h1, the author ("著者：
    ...") and "掲載日 2024/05/14 09:30", the share buttons ("ポスト", "シェア", "はてブ",
    "LINE"), the lead image and its caption, then div.article-body of bare <p>s and <h2>s
    (the "目次" contents list at its top when there are subheads) with "PR" and "広告" units,
    the "関連記事" links and a captioned photo ("写真：...") between them and the "※" note at
    its end; the pager ("次のページ"), the keywords ("この記事のキーワード"), the ranking with
    year-less dates ("5月14日 9:30"), the footer and the cookie notice around."""
    rng = _rng("mynavi", a)
    t = a.published
    cat, sub, path = rng.choice(MY_CATS)
    heads = _heads(rng, MY_HEADS)
    aid = rng.randrange(2_900_000, 3_000_000)
    base = "https://news.mynavi.jp"
    seen: dict[str, int] = {}
    ids = {k: _heading_id(b.text, seen) for k, b in enumerate(a.blocks) if b.tag[0] == "h"}
    marks = iter(ids.values())

    def href(k: int) -> str:
        return f"{base}/article/{t:%Y%m%d}-{aid - 97 * (k + 1)}/"

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            return f'<h2 id="{next(marks)}" class="article-heading">{b.html}</h2>'
        if b.tag == "blockquote":
            return _quote(b)
        return b.markup()

    def ad(i: int) -> str:
        label = "PR" if i % 2 else "広告"
        return (f'<div class="ad-inarticle" id="ad-inarticle-{i}"><span class="ad-label">{label}'
                '</span><div class="ad-slot"></div></div>')
    related = ('<div class="related-inline"><p class="related-inline__title">関連記事</p><ul>'
               + "".join(f'<li><a href="{href(k)}">{h}</a></li>' for k, h in enumerate(heads[:2]))
               + '</ul></div>')
    photo = ('<div class="photo_table"><figure><a href="' + href(-1) + 'images/002l.jpg"><img '
             f'src="{base}/article/{t:%Y%m%d}-{aid}/images/002.jpg" alt=""></a><figcaption>'
             f'写真：{rng.choice(MY_CAPTIONS)}</figcaption></figure></div>')
    toc = ""
    if len(ids) >= 2:
        toc = ('<div class="article-toc"><p class="article-toc__title">目次</p><ol>' + "".join(
            f'<li><a href="#{i}">{escape(a.blocks[k].text)}</a></li>' for k, i in ids.items())
            + '</ol></div>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 4, ad, 3)
    _put(inserts, parts, 2, related)
    _put(inserts, parts, 6, photo)
    body = toc + _after(parts, inserts) + ('<p class="article-note">※記事内の情報は掲載時点の'
                                           'ものです。</p>')
    pages = rng.choice([1, 2, 3])
    pager = ""
    if pages > 1:
        pager = ('<div class="pager"><span class="pager__current">1</span>' + "".join(
            f'<a href="{href(-1)}{n}">{n}</a>' for n in range(2, pages + 1)) + f'<a class="'
            f'pager__next" href="{href(-1)}2">次のページ</a></div>')
    later = _later(t, 3)
    keywords = rng.sample(["Windows", "iPhone", "Android", "AI", "NISA", "テレワーク",
                           "ゲーム", "家電"], 3)
    ranking = "".join(
        f'<li><span class="rank">{k}</span><a href="{href(k + 4)}">{h}</a><span class="date">'
        f'{t.month}月{max(t.day - k, 1)}日 {t.hour}:{t:%M}</span></li>'
        for k, h in enumerate(heads[2:6], 1))
    html = (
        '<header class="header"><div class="header__inner"><a class="header__logo" href="'
        f'{base}/"><img src="{base}/common/images/logo.svg" alt="マイナビニュース"></a><div '
        'class="header__member"><a href="https://news.mynavi.jp/member/login">ログイン</a><a '
        'href="https://news.mynavi.jp/member/entry">会員登録</a></div></div><nav class="'
        'gnav"><ul>' + _headline_list(MY_NAV) + '</ul></nav></header><div class="breadcrumb">'
        f'<a href="{base}/">TOP</a> &gt; <a href="{base}/{path}/">{cat}</a> &gt; <span>{sub}'
        '</span></div><div class="container"><main class="main"><article class="article">'
        f'<div class="article-header"><span class="article-header__category">{sub}</span><h1 '
        f'class="article-header__title">{escape(a.headline)}</h1><div class="article-header__'
        f'meta"><span class="author">著者：{escape(a.author)}</span><time class="date" datetime="'
        f'{_iso(t, "+09:00")}">掲載日 {t:%Y/%m/%d %H:%M}</time><span class="updated">更新日 '
        f'{later.year}年{later.month}月{later.day}日({JA_DAYS[later.weekday()]})</span></div>'
        '<ul class="share"><li><a class="share__x">ポスト</a></li><li><a class="share__fb">'
        'シェア</a></li><li><a class="share__hatena">はてブ</a></li><li><a class="share__line">'
        'LINE</a></li><li><button>URLコピー</button></li></ul></div><figure class="article-'
        f'mainimage"><img src="{base}/article/{t:%Y%m%d}-{aid}/images/001.jpg" alt=""><'
        f'figcaption>{rng.choice(MY_CAPTIONS)}</figcaption></figure><div class="article-body">'
        f'{body}</div>{pager}<div class="article-keywords"><p>この記事のキーワード</p>' + "".join(
            f'<a href="{base}/tag/{_slug(x) or "tag"}/">{x}</a>' for x in keywords)
        + '</div><div class="article-follow"><p>マイナビニュースをフォローする</p><a>X</a><a>'
        'Facebook</a><a>LINE</a></div></article></main><aside class="side"><div class="ad-side'
        '"><span class="ad-label">広告</span></div><section class="ranking"><h2>アクセス'
        f'ランキング</h2><ol>{ranking}</ol></section></aside></div><footer class="footer"><ul>'
        + _headline_list(("会社概要", "お問い合わせ", "利用規約", "プライバシーポリシー",
                          "広告掲載", "サイトマップ")) + f'</ul><p>© Mynavi Corporation {t.year}'
        '</p></footer><div class="cookie-notice"><p>当サイトではCookieを使用しています。サイト'
        'の利用を続けることで、Cookieの使用に同意したものとみなします。</p><button>同意する'
        '</button></div>')
    return page(f"{a.headline} | マイナビニュース", og(a, "マイナビニュース") + json_ld(a)
                + f'<link rel="canonical" href="{href(-1)}">', html, "ja")


ZB_NAV = ("即时", "新加坡", "东南亚", "中国", "国际", "财经", "体育", "言论", "娱乐", "生活",
          "视频", "早报播客", "订阅")
ZB_SECTIONS = (("新加坡", "singapore"), ("中国", "china"), ("国际", "world"),
               ("东南亚", "sea"), ("财经", "finance/singapore"), ("生活", "lifestyle"))
ZB_REPORTERS = ("林方伟", "陈婧", "黄顺杰", "吴新慧", "杨萌", "何惜薇")
ZB_DATELINES = ("（新加坡讯）", "（北京综合讯）", "（吉隆坡综合讯）", "（早报讯）")
ZB_CREDITS = ("（路透社）", "（法新社）", "（海峡时报）", "（联合早报）", "（彭博社）",
              "（美联社）")
ZB_CAPTIONS = ("当局星期二宣布新措施。", "资料照片", "国会大厦外景。", "民众在组屋区购物。")
ZB_HEADS = ("政府公布新一轮援助配套 惠及逾百万户家庭", "组屋转售价格连续第17个季度上涨",
            "新加坡第一季经济增长2.7%", "樟宜机场客流量恢复至疫情前水平",
            "教育部：明年起调整小学评估方式", "本地雇主加薪幅度料放缓")


def zaobao(a: Article) -> str:
    """联合早报 (Lianhe Zaobao), zaobao.com.sg/news/<section>/story<yyyymmdd>-<id> (simplified
    Chinese furniture and articles; the Next.js front end with CSS-module classes on its
    wrappers and Tailwind's utility classes on everything else): the header (the nav, 登录,
    订阅) and the breadcrumb, h1, "发布/2024年5月14日 09:30" and "更新/...", "文/..." with the
    reporter, the font-size and share tools, the lead figure "...（路透社）", then
    div.articleBody of <p>s carrying the utility classes (the first led by "（新加坡讯）",
    subheads as <h2>) with "广告" slots, a "延伸阅读" box and a second figure between them; the
    WhatsApp channel line, the keywords, "相关新闻", "热门" with relative times ("3小时前"),
    "即时" with year-less dates ("5月14日"), the footer and the cookie notice around."""
    rng = _rng("zaobao", a)
    t = a.published
    section, path = rng.choice(ZB_SECTIONS)
    heads = _heads(rng, ZB_HEADS)
    sid = rng.randrange(3_600_000, 3_700_000)
    base = "https://www.zaobao.com.sg"
    first = next((k for k, b in enumerate(a.blocks) if b.tag == "p"), -1)
    dateline = rng.choice(ZB_DATELINES)
    para = "text-[18px] leading-[32px] mb-[20px] text-primary-900 font-normal"
    m = _modules(rng)

    def href(k: int) -> str:
        return f"{base}/news/{path}/story{t:%Y%m%d}-{sid - 83 * (k + 1)}"

    def block(k: int, b: Block) -> str:
        if b.tag == "p":
            return f'<p class="{para}">{dateline if k == first else ""}{b.html}</p>'
        if b.tag[0] == "h":
            return f'<h2 class="text-[20px] font-bold leading-[32px] mb-[16px]">{b.html}</h2>'
        if b.tag == "blockquote":
            return _quote(b, ' class="border-l-4 pl-4 my-6"', f' class="{para}"')
        return b.markup(' class="list-disc pl-6 mb-[20px]"' if b.tag in ("ul", "ol") else "")

    def figure(lead: bool) -> str:
        return (f'<figure class="{"w-full mb-6" if lead else "my-6"}"><img class="w-full '
                f'object-cover" src="https://cassette.sphdigital.com.sg/image/zaobao/'
                f'{_hash(rng, 64, HEX)}?w=1200&amp;f=webp" alt=""><figcaption class="text-[14px]'
                f' text-grey-500 mt-2">{rng.choice(ZB_CAPTIONS)}{rng.choice(ZB_CREDITS)}'
                '</figcaption></figure>')

    def ad(i: int) -> str:
        return (f'<div class="my-8 flex flex-col items-center" id="dfp-ad-imu{i}"><span class="'
                'text-[12px] text-grey-400">广告</span><div class="min-h-[250px]"></div></div>')
    also = ('<div class="my-6 rounded bg-grey-50 p-4 read-more"><p class="font-bold mb-2">延伸'
            '阅读</p><ul>' + "".join(f'<li><a class="text-link" href="{href(k)}">{h}</a></li>'
                                   for k, h in enumerate(heads[:2])) + '</ul></div>')
    parts = [block(k, b) for k, b in enumerate(a.blocks)]
    inserts = _inserts(parts, 4, ad, 2)
    _put(inserts, parts, 3, also)
    _put(inserts, parts, 6, figure(False))
    body = _after(parts, inserts)
    later = _later(t, 2)
    reporter = rng.choice(ZB_REPORTERS)
    keywords = rng.sample(["组屋", "经济", "公积金", "樟宜机场", "教育部", "人力部", "通货膨胀"],
                          3)
    hot = "".join(f'<li class="py-2"><a href="{href(k + 3)}">{h}</a><span class="text-grey-400">'
                  f'{k + 1}小时前</span></li>' for k, h in enumerate(heads[2:6]))
    instant = "".join(f'<li class="py-2"><span class="text-grey-400">{t.month}月{t.day}日</span>'
                      f'<a href="{href(k + 9)}">{h}</a></li>' for k, h in enumerate(heads[1:4]))
    related = "".join(f'<div class="flex gap-4 py-3"><a href="{href(k + 6)}"><h3 class="'
                      f'text-[16px] font-bold">{h}</h3></a></div>'
                      for k, h in enumerate(heads[3:6]))
    html = (
        '<div id="__next"><header class="sticky top-0 z-50 bg-white shadow"><div class="flex '
        f'items-center justify-between px-4"><a href="{base}/"><img src="{base}/_next/static/'
        'media/zaobao-logo.svg" alt="联合早报"></a><div class="flex gap-2"><a href="https://'
        'subscribe.sph.com.sg/zh/">订阅</a><button>登录</button></div></div><nav class="flex '
        'overflow-x-auto"><ul class="flex gap-4">' + _headline_list(ZB_NAV, ' class="whitespace'
                                                                   '-nowrap"') + '</ul></nav>'
        f'</header><main class="{m("Layout", "main")} max-w-[1200px] mx-auto flex gap-8">'
        f'<article class="{m("Article")} w-full lg:w-[760px]" id="article-body"><nav class="'
        f'text-[14px] text-grey-500"><a href="{base}'
        f'/">首页</a> &gt; <a href="{base}/news/{path}">{section}</a></nav><h1 class="text-'
        f'[32px] font-bold leading-[44px] my-4">{escape(a.headline)}</h1><div class="flex flex-'
        'wrap gap-3 text-[14px] text-grey-500"><span>发布/<time datetime="'
        f'{_iso(t, "+08:00")}">{t.year}年{t.month}月{t.day}日 {t:%H:%M}</time></span><span>更新/'
        f'{later.year}年{later.month}月{later.day}日 {later:%H:%M}</span></div><div class="flex '
        f'gap-2 my-3 text-[14px]"><span class="author">文/<a href="{base}/byline/'
        f'{rng.randrange(1000, 9999)}">{reporter}</a></span></div><div class="flex gap-3 '
        'tools"><button>字体</button><button>分享</button><button>WhatsApp</button><button>'
        f'Facebook</button><button>复制链接</button></div>{figure(True)}<div class="articleBody '
        f'{m("ArticleBody")} max-w-[680px]" data-testid="article-body">{body}</div><p class="'
        'my-6 text-[16px] '
        'font-bold"><a href="https://whatsapp.com/channel/zaobao">加入早报 WhatsApp 频道，掌握'
        '更多新闻</a></p><div class="flex gap-2 keywords"><span>关键字</span>' + "".join(
            f'<a class="rounded border px-2" href="{base}/keywords/{x}">{x}</a>'
            for x in keywords) + '</div><section class="mt-8"><h2 class="text-[20px] font-'
        f'bold">相关新闻</h2>{related}</section></article><aside class="hidden lg:block w-[300px]'
        f'"><section><h2 class="font-bold">热门</h2><ol>{hot}</ol></section><div class="my-8">'
        '<span class="text-[12px] text-grey-400">广告</span></div><section><h2 class="font-'
        f'bold">即时</h2><ul>{instant}</ul></section></aside></main><footer class="bg-grey-900 '
        'text-white"><ul class="flex gap-4">' + _headline_list((
            "关于我们", "联系我们", "刊登广告", "隐私政策", "使用条款", "订阅配套")) + '</ul><p>'
        f'新加坡报业媒体控股有限公司版权所有 © {t.year} SPH Media Limited. Co. Regn. No. 202120748H'
        '</p></footer></div><div class="fixed bottom-0 w-full bg-white cookie-banner"><p>'
        '我们使用Cookies来改善您的浏览体验。继续浏览即表示您同意我们的隐私政策。</p><button>'
        '接受</button></div>')
    return page(f"{a.headline} | 联合早报", og(a, "联合早报") + json_ld(a)
                + f'<link rel="canonical" href="{base}/news/{path}/story{t:%Y%m%d}-{sid}">',
                html, "zh-SG")


# ------------------------------------------------------------------------------ docs, blogs

DOCSY_PROJECTS = (("Kestrel", "kestrel-io/kestrel-website", "The Kestrel Authors"),
                  ("Tidewater", "tidewater-dev/website", "The Tidewater Authors"),
                  ("Lumen Operator", "lumen-operator/docs", "The Lumen Authors"),
                  ("Gantry", "gantry-project/gantry.dev", "Gantry contributors"))
DOCSY_SECTIONS = (("Getting Started", "getting-started"), ("Concepts", "concepts"),
                  ("Tasks", "tasks"), ("Tutorials", "tutorials"), ("Reference", "reference"),
                  ("Operations", "operations"))
DOCSY_PAGES = ("Installation", "Configuration", "Architecture", "Upgrading", "Troubleshooting",
               "Security", "Contribution guidelines")
DOCSY_COMMITS = ("Fix broken links in docs", "Update docs for v1.4 release", "Clarify "
                 "configuration options", "docs: fix typo", "Restructure tasks section")
DOCSY_LANGS = ("bash", "yaml", "go", "shell", "json", "toml")


def hugo_docsy(a: Article) -> str:
    """A documentation site built with Hugo and the Docsy theme (0.8-0.10, Bootstrap 5): the
    td-navbar (the brand, the menu, the version and language dropdowns, the search box),
    the left td-sidebar's section tree (its own search form), the right td-sidebar-toc
    (the page-meta links "View page source", "Edit this page", "Create child page",
    "Create documentation issue", "Create project issue", "Print entire section" and the
    TableOfContents), then main: the breadcrumb, div.td-content with the archived-version
    pageinfo banner on some pages, h1, div.lead, the reading time, the page's blocks
    (headings with ids and their td-heading-self-link anchors, code in chroma's highlight
    divs with the line spans, an alert between them), the feedback box ("Was this page
    helpful?") and "Last modified ...: ... (abc1234)"; the td-footer around."""
    rng = _rng("hugo-docsy", a)
    t = a.published
    project, repo, authors = rng.choice(DOCSY_PROJECTS)
    section, spath = rng.choice(DOCSY_SECTIONS)
    slug = _slug(a.headline)
    host = f"https://{project.split()[0].lower()}.dev"
    version = f"v1.{rng.randrange(2, 9)}"
    toc: list[str] = []
    seen: dict[str, int] = {}

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            i = _heading_id(b.text, seen)
            toc.append(f'<li><a href="#{i}">{escape(b.text)}</a></li>')
            return (f'<{b.tag} id="{i}">{b.html}<a class="td-heading-self-link" href="#{i}" '
                    f'aria-label="Heading self-link"></a></{b.tag}>')
        if b.tag == "pre":
            lang = rng.choice(DOCSY_LANGS)
            lines = _code_lines(b.html, '<span class="line"><span class="cl">{text}\n</span>'
                                        '</span>').replace("</span>\n<span", "</span><span")
            return (f'<div class="highlight"><pre tabindex="0" class="chroma"><code class="'
                    f'language-{lang}" data-lang="{lang}">{lines}</code></pre></div>')
        if b.tag == "blockquote":
            return _quote(b)
        return b.markup()
    parts = body_html(a, block)
    inserts: dict[int, str] = {}
    kind, title = rng.choice([("info", "Note"), ("warning", "Warning"), ("primary", "Tip")])
    _put(inserts, parts, 3, f'<div class="alert alert-{kind}" role="alert"><h4 class="alert-'
         f'heading">{title}</h4>Some features described here require {project} {version} or '
         'later. See the <a href="/docs/upgrading/">upgrade guide</a>.</div>')
    body = _after(parts, inserts)
    archived = rng.random() < 0.35
    banner = ""
    if archived:
        banner = (f'<div class="pageinfo pageinfo-primary"><p>This is the documentation for '
                  f'{version}, which is no longer actively maintained. For up-to-date '
                  f'documentation, see the <a href="{host}/docs/">latest version</a>.</p></div>')
    pages = rng.sample(DOCSY_PAGES, 4)
    tree = "".join(
        f'<li class="td-sidebar-nav__section-title td-sidebar-nav__section without-child" id="'
        f'm-docs{_slug(s)}-li"><a href="/docs/{_slug(s)}/" class="align-left ps-0 td-sidebar-'
        f'link td-sidebar-link__page" id="m-docs{_slug(s)}"><span class="">{s}</span></a></li>'
        for s, _ in DOCSY_SECTIONS)
    inner = "".join(
        f'<li class="td-sidebar-nav__section-title td-sidebar-nav__section without-child" '
        f'id="m-docs{spath}{_slug(p)}-li"><a href="/docs/{spath}/{_slug(p)}/" class="align-'
        f'left ps-0 td-sidebar-link td-sidebar-link__page" id="m-docs{spath}{_slug(p)}"><span '
        f'class="">{p}</span></a></li>' for p in pages)
    gh = f"https://github.com/{repo}"
    src = f"content/en/docs/{spath}/{slug}.md"
    commit = _hash(rng, 40, HEX)
    nav = "".join(f'<li class="nav-item"><a class="nav-link" href="/{x.lower()}/"><span>{x}'
                  '</span></a></li>' for x in ("Documentation", "Blog", "Community"))
    search = ('<div class="td-search"><div class="td-search__icon"></div><input type="search" '
              'class="td-search__input form-control td-search-input" placeholder="Search this '
              'site…" aria-label="Search this site…" autocomplete="off"></div>')
    html = (
        '<header><nav class="td-navbar js-navbar-scroll" data-bs-theme="dark"><div class="'
        'container-fluid flex-column flex-md-row"><a class="navbar-brand" href="/"><span class'
        '="navbar-brand__logo navbar-logo"><svg></svg></span><span class="navbar-brand__name">'
        f'{project}</span></a><div class="td-navbar-nav-scroll ms-md-auto" id="main_navbar"><ul'
        f' class="navbar-nav">{nav}<li class="nav-item"><a class="nav-link" href="{gh}" target'
        '="_blank" rel="noopener"><span>GitHub</span></a></li><li class="nav-item dropdown d-'
        'none d-lg-block"><div class="dropdown"><a class="nav-link dropdown-toggle" href="#" '
        f'role="button" data-bs-toggle="dropdown" aria-expanded="false">{version}</a><ul class'
        '="dropdown-menu"><li><a class="dropdown-item" href="/">Latest</a></li><li><a class="'
        'dropdown-item" href="/v1.1/">v1.1</a></li></ul></div></li><li class="nav-item dropdown'
        ' d-none d-lg-block"><div class="dropdown"><a class="nav-link dropdown-toggle" href="#"'
        ' role="button" data-bs-toggle="dropdown">English</a><ul class="dropdown-menu"><li><a '
        'class="dropdown-item" href="/zh-cn/">中文</a></li></ul></div></li></ul></div><div '
        f'class="d-none d-lg-block">{search}</div></div></nav></header><div class="container-'
        'fluid td-outer"><div class="td-main"><div class="row flex-xl-nowrap"><aside class="'
        'col-12 col-md-3 col-xl-2 td-sidebar d-print-none"><div id="td-sidebar-menu" class="'
        'td-sidebar__inner"><form class="td-sidebar__search d-flex align-items-center">'
        + search + '<button class="btn btn-link td-sidebar__toggle d-md-none p-0 ms-3 fas fa-'
        'bars" type="button" data-bs-toggle="collapse" data-bs-target="#td-section-nav" aria-'
        'controls="td-section-nav" aria-expanded="false" aria-label="Toggle section navigation'
        '"></button></form><nav class="td-sidebar-nav collapse" id="td-section-nav"><ul class="'
        'td-sidebar-nav__section pe-md-3 ul-0"><li class="td-sidebar-nav__section-title td-'
        'sidebar-nav__section with-child active-path" id="m-docs-li"><a href="/docs/" class="'
        'align-left ps-0 td-sidebar-link td-sidebar-link__section tree-root" id="m-docs"><span '
        f'class="">Documentation</span></a><ul class="ul-1">{tree}<li><ul class="ul-2">{inner}'
        '</ul></li></ul></li></ul></nav></div></aside><aside class="d-none d-xl-block col-xl-2 '
        'td-sidebar-toc d-print-none"><div class="td-page-meta ms-2 pb-1 pt-2 mb-0"><a href="'
        f'{gh}/tree/main/{src}" class="td-page-meta--view" target="_blank" rel="noopener"><i '
        'class="fa-solid fa-file-lines fa-fw"></i> View page source</a><a href="'
        f'{gh}/edit/main/{src}" class="td-page-meta--edit" target="_blank" rel="noopener"><i '
        'class="fa-solid fa-pen-to-square fa-fw"></i> Edit this page</a><a href="'
        f'{gh}/new/main/{src}?filename=change-me.md" class="td-page-meta--child" target="_blank'
        '" rel="noopener"><i class="fa-solid fa-pen-to-square fa-fw"></i> Create child page</a>'
        f'<a href="{gh}/issues/new?title={escape(a.headline[:40])}" class="td-page-meta--issue"'
        ' target="_blank" rel="noopener"><i class="fa-solid fa-list-check fa-fw"></i> Create '
        f'documentation issue</a><a href="https://github.com/{repo.split("/")[0]}/'
        f'{project.split()[0].lower()}/issues/new" class="td-page-meta--project-issue" target='
        '"_blank" rel="noopener"><i class="fa-solid fa-list-check fa-fw"></i> Create project '
        f'issue</a><a id="print" href="/docs/{spath}/_print/"><i class="fa-solid fa-print fa-'
        'fw"></i> Print entire section</a></div><div class="td-toc"><nav id="TableOfContents">'
        f'<ul>{"".join(toc)}</ul></nav></div></aside><main class="col-12 col-md-9 col-xl-8 ps-'
        'md-5" role="main"><nav aria-label="breadcrumb" class="td-breadcrumbs"><ol class="'
        'breadcrumb"><li class="breadcrumb-item"><a href="/docs/">Documentation</a></li><li '
        f'class="breadcrumb-item"><a href="/docs/{spath}/">{section}</a></li><li class="'
        f'breadcrumb-item active" aria-current="page">{escape(a.headline)}</li></ol></nav><div '
        f'class="td-content">{banner}<h1>{escape(a.headline)}</h1><div class="lead">'
        f'{escape(a.standfirst)}</div><header class="article-meta"><p class="reading-time"><i '
        f'class="fa-solid fa-clock" aria-hidden="true"></i>&nbsp; {_minutes(a)} minute read '
        f'&nbsp;</p></header>{body}<div class="d-print-none"><h2 class="feedback--title">'
        'Feedback</h2><p class="feedback--question">Was this page helpful?</p><button class="'
        'btn btn-primary mb-4 feedback--answer feedback--answer-yes">Yes</button> <button '
        'class="btn btn-primary mb-4 feedback--answer feedback--answer-no">No</button><p class='
        '"feedback--response feedback--response-yes">Glad to hear it! Please <a href="'
        f'{gh}/issues/new">tell us how we can improve</a>.</p><p class="feedback--response '
        'feedback--response-no">Sorry to hear that. Please <a href="' + gh + '/issues/new">tell'
        ' us how we can improve</a>.</p></div><br><div class="td-page-meta__lastmod">Last '
        f'modified {t:%B} {t.day}, {t.year}: <a data-proofer-ignore href="{gh}/commit/{commit}'
        f'">{rng.choice(DOCSY_COMMITS)} ({commit[:7]})</a></div></div></main></div></div></div>'
        '<footer class="td-footer row d-print-none"><div class="container-fluid"><div class="'
        'row mx-md-2"><div class="td-footer__left col-6 col-sm-4 order-sm-1"><ul class="td-'
        'footer__links-list"><li class="td-footer__links-item" data-bs-toggle="tooltip" title="'
        'User mailing list" aria-label="User mailing list"><a target="_blank" rel="noopener" '
        'href="#" aria-label="User mailing list"><i class="fa fa-envelope"></i></a></li><li '
        'class="td-footer__links-item" title="Slack"><a target="_blank" rel="noopener" href="#"'
        ' aria-label="Slack"><i class="fab fa-slack"></i></a></li></ul></div><div class="td-'
        'footer__right col-6 col-sm-4 order-sm-3"><ul class="td-footer__links-list"><li class='
        f'"td-footer__links-item" title="GitHub"><a target="_blank" rel="noopener" href="{gh}" '
        'aria-label="GitHub"><i class="fab fa-github"></i></a></li></ul></div><div class="td-'
        'footer__center col-12 col-sm-4 py-2 order-sm-2"><span class="td-footer__copyright">'
        f'&copy; {t.year} <span class="td-footer__authors">{authors}</span> All Rights '
        'Reserved</span><span class="td-footer__all_rights_reserved">Licensed under Apache 2.0'
        '</span><span class="ms-2"><a href="https://policies.google.com/privacy" target="_blank'
        '" rel="noopener">Privacy Policy</a></span></div></div></div></footer>')
    head = ('<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit'
            f'=no"><meta name="generator" content="Hugo 0.1{rng.randrange(10, 40)}.0"><meta '
            f'name="description" content="{escape(a.standfirst)}"><link rel="canonical" href="'
            f'{host}/docs/{spath}/{slug}/"><link rel="preload" href="/scss/main.min.css" as="'
            'style">' + og(a, project))
    return page(f"{a.headline} | {project}", head, html).replace(
        "<body>", '<body class="td-page td-documentation">', 1)


KD_SITES = (("Simply Sourdough", "simplysourdough", "Bread, starters and slow baking"),
            ("The Budget Nomad", "thebudgetnomad", "Travel more, spend less"),
            ("Green Thumb Diaries", "greenthumbdiaries", "Small-space gardening"),
            ("Pixel & Pine", "pixelandpine", "Photography for beginners"))
KD_CATEGORIES = ("Guides", "How To", "Beginner Tips", "Reviews", "Inspiration")
KD_BIOS = ("is the writer and photographer behind this site. She has been at it since 2016 "
           "and shares everything she learns along the way.",
           "started this blog to document his own mistakes so you don't have to make them.")
KD_COMMENTS = (("Jenna", "This was so helpful, thank you! Saving it for later."),
               ("Mark T.", "Tried this over the weekend and it worked perfectly."),
               ("Priya", "Do you have any tips for doing this on a tighter budget?"))


def wp_kadence(a: Article) -> str:
    """A WordPress blog with the Kadence theme (1.1-1.2) and Kadence Blocks: the skip link,
    header#masthead's row containers (the branding with p.site-title and p.site-description,
    the primary navigation, the mobile toggle), div#inner-wrap > div#primary > main#main >
    article.entry.single-entry > div.entry-content-wrap (the Kadence breadcrumbs, the
    entry-taxonomies, h1.entry-title, the entry-meta "By ... · May 14, 2024 · Updated ...",
    the post-thumbnail), div.entry-content.single-content of Gutenberg blocks (subheads as
    Kadence advanced headings with their kb- ids) with the affiliate note, the Kadence table
    of contents, Raptive's adthrive-content slots, an info box, a captioned image and a
    Kadence form ("Get new posts by email") between them; the entry footer's tags (with
    their "#"), the author box, the post navigation, "Similar Posts", the comments ("Leave a
    Reply"), the sidebar, the footer ("WordPress Theme by Kadence WP") and the scroll-up
    link around."""
    rng = _rng("wp-kadence", a)
    t = a.published
    site, host, tagline = rng.choice(KD_SITES)
    base = f"https://{host}.com"
    cat = rng.choice(KD_CATEGORIES)
    pid = rng.randrange(300, 9000)
    slug = _slug(a.headline)
    seen: dict[str, int] = {}
    ids = {k: _heading_id(b.text, seen) for k, b in enumerate(a.blocks) if b.tag[0] == "h"}
    marks = iter(ids.values())

    def kb(kind: str) -> str:
        return f"{kind}{pid}_{_hash(rng, 6, HEX)}-{_hash(rng, 2, HEX)}"

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            uid = kb("kt-adv-heading")
            return (f'<{b.tag} class="{uid} wp-block-kadence-advancedheading" id="{next(marks)}" '
                    f'data-kb-block="kb-adv-heading{uid[14:]}">{b.html}</{b.tag}>')
        if b.tag == "blockquote":
            return _quote(b, ' class="wp-block-quote is-layout-flow"')
        if b.tag == "pre":
            return _pre(b, ' class="wp-block-code"')
        if b.tag in ("ul", "ol"):
            return b.markup(' class="wp-block-list"')
        return b.markup()

    def ad(i: int) -> str:
        return (f'<div class="adthrive-ad adthrive-content adthrive-content-{i} adthrive-ad-cls"'
                f' data-google-query-id="{_hash(rng, 20, ALNUM)}" style="min-height: 250px;">'
                f'<div id="google_ads_iframe_/18190176,15510053/AdThrive_Content_{i}/'
                f'{_hash(rng, 24, HEX)}_0__container__"></div></div>')
    toc = ""
    if len(ids) >= 2:
        toc = (f'<nav class="wp-block-kadence-tableofcontents kb-table-of-content-nav '
               f'{kb("kb-table-of-content-id")}" role="navigation" aria-label="Table of '
               'Contents"><div class="kb-table-of-content-wrap"><div class="kb-table-of-'
               'contents-title-wrap kb-toggle-icon-style-arrow"><span class="kb-table-of-'
               'contents-title">Table of Contents</span></div><ul class="kb-table-of-content-'
               'list kb-table-of-content-list-columns-1 kb-table-of-content-list-style-disc kb-'
               'table-of-content-link-style-underline">' + "".join(
                   f'<li><a class="kb-table-of-contents__entry" href="#{i}">'
                   f'{escape(a.blocks[k].text)}</a></li>' for k, i in ids.items())
               + '</ul></div></nav>')
    infobox = (f'<div class="wp-block-kadence-infobox {kb("kt-info-box")}"><div class="kt-'
               'blocks-info-box-link-wrap info-box-link kt-blocks-info-box-media-align-left '
               'kt-info-halign-left"><div class="kt-blocks-info-box-media-container"><div class'
               '="kt-blocks-info-box-media kt-info-media-animate-none"><span class="kb-svg-icon'
               '-wrap kb-svg-icon-fe_info kt-info-svg-icon"></span></div></div><div class="kt-'
               'infobox-textcontent"><h3 class="kt-blocks-info-box-title">Quick tip</h3><p '
               'class="kt-blocks-info-box-text">Bookmark this page: I update it every few '
               'months with what I have learned since.</p></div></div></div>')
    image = (f'<figure class="wp-block-image size-large"><img decoding="async" width="1024" '
             f'height="683" src="{base}/wp-content/uploads/{t:%Y/%m}/{slug[:24]}-2-1024x683.jpg" '
             f'alt="" class="wp-image-{pid + 2}"><figcaption class="wp-element-caption">'
             'Photo by the author</figcaption></figure>')
    form = (f'<div class="wp-block-kadence-form {kb("kadence-form")} kb-form-wrap"><h3 class="'
            'kb-form-title">Get new posts by email</h3><form class="kb-form" action="" '
            'method="post"><div class="kadence-blocks-form-field kb-field0 kb-input-size-'
            'standard kb-email-field"><input name="kb_field_0" type="email" placeholder="Your '
            'email" class="kb-field kb-email-field"></div><div class="kadence-blocks-form-field'
            ' kb-submit-field"><button class="kb-forms-submit button">Subscribe</button></div>'
            '</form></div>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 4, ad, 2)
    _put(inserts, parts, 1, toc)
    _put(inserts, parts, 4, infobox)
    _put(inserts, parts, 6, image)
    _put(inserts, parts, 9, form)
    body = ('<p class="affiliate-note"><em>This post may contain affiliate links. Read my '
            f'<a href="{base}/disclosure/">disclosure policy</a>.</em></p>'
            + _after(parts, inserts))
    later = _later(t, 8)
    date = f"{t:%B} {t.day}, {t.year}"
    tags = rng.sample(["beginner", "budget", "checklist", "tips", "step-by-step", "tools"], 3)
    prev, nxt = _teaser(a, 0), _teaser(a, 1)
    svg = '<span class="kadence-svg-iconset svg-baseline"><svg aria-hidden="true"></svg></span>'
    similar = _cards(a, 2, 3, lambda k, x: (
        '<li class="entry-list-item carousel-item splide__slide"><article class="entry content'
        f'-bg loop-entry post-{pid - k - 1} post type-post"><a class="post-thumbnail kadence-'
        f'thumbnail-ratio-2-3" href="{base}/{_slug(x.headline)}/"><div class="post-thumbnail-'
        f'inner"><img src="{base}/wp-content/uploads/{t:%Y/%m}/{_slug(x.headline)[:20]}-'
        '768x512.jpg" alt=""></div></a><div class="entry-content-wrap"><header class="entry-'
        f'header"><div class="entry-taxonomies"><span class="category-links term-links category'
        f'-style-normal"><a href="{base}/category/{_slug(cat)}/" rel="tag">{cat}</a></span>'
        f'</div><h3 class="entry-title"><a href="{base}/{_slug(x.headline)}/" rel="bookmark">'
        f'{escape(x.headline)}</a></h3></header><div class="entry-summary"><p>{escape(x.blurb)}'
        f'</p></div><footer class="entry-footer"><div class="entry-actions"><p class="more-link'
        f'-wrap"><a href="{base}/{_slug(x.headline)}/" class="post-more-link">Read More<span '
        f'class="screen-reader-text"> {escape(x.headline)}</span>{svg}</a></p></div></footer>'
        '</div></article></li>'))
    picked = rng.sample(KD_COMMENTS, rng.randrange(1, 4))
    comments = "".join(
        f'<li id="comment-{pid * 2 + k}" class="comment even thread-even depth-1"><article id="'
        f'div-comment-{pid * 2 + k}" class="comment-body"><footer class="comment-meta"><div '
        'class="comment-author vcard"><img alt="" src="https://secure.gravatar.com/avatar/'
        f'{_hash(rng, 32, HEX)}?s=60&amp;d=mm&amp;r=g" class="avatar avatar-60 photo" height='
        f'"60" width="60"><b class="fn">{n}</b> <span class="says">says:</span></div><div class'
        f'="comment-metadata"><a href="{base}/{slug}/#comment-{pid * 2 + k}"><time datetime="'
        f'{_iso(_later(t, k + 2), "+00:00")}">{date} at {_hm(_later(t, k + 2), " ", False)}'
        f'</time></a></div></footer><div class="comment-content"><p>{x}</p></div><div class="'
        'reply"><a rel="nofollow" class="comment-reply-link" href="#">Reply</a></div></article>'
        '</li>' for k, (n, x) in enumerate(picked))
    menu = "".join(f'<li id="menu-item-{40 + k}" class="menu-item menu-item-type-post_type '
                   f'menu-item-{40 + k}"><a href="{base}/{_slug(x) if k else ""}">{x}</a></li>'
                   for k, x in enumerate(("Home", "Start Here", cat, "Shop", "About")))
    recent = _cards(a, 5, 4, lambda k, x: f'<li><a class="wp-block-latest-posts__post-title" '
                                          f'href="{base}/{_slug(x.headline)}/">'
                                          f'{escape(x.headline)}</a></li>')
    html = (
        '<div id="wrapper" class="site wp-site-blocks"><a class="skip-link screen-reader-text '
        'scroll-ignore" href="#main">Skip to content</a><header id="masthead" class="site-'
        'header" role="banner" itemtype="https://schema.org/WPHeader" itemscope><div id="main-'
        'header" class="site-header-wrap"><div class="site-header-inner-wrap"><div class="site'
        '-header-upper-wrap"><div class="site-header-upper-inner-wrap"><div class="site-main-'
        'header-wrap site-header-row-container site-header-focus-item site-header-row-layout-'
        'standard" data-section="kadence_customizer_header_main"><div class="site-header-row-'
        'container-inner"><div class="site-container"><div class="site-main-header-inner-wrap '
        'site-header-row site-header-row-has-sides site-header-row-no-center"><div class="site-'
        'header-main-section-left site-header-section site-header-section-left"><div class="'
        'site-header-item site-header-focus-item" data-section="title_tagline"><div class="site'
        f'-branding branding-layout-standard"><a class="brand" href="{base}/" rel="home"><div '
        f'class="site-title-wrap"><p class="site-title">{escape(site)}</p><p class="site-'
        f'description">{tagline}</p></div></a></div></div></div><div class="site-header-main-'
        'section-right site-header-section site-header-section-right"><div class="site-header-'
        'item site-header-focus-item site-header-item-main-navigation header-navigation-layout-'
        'stretch-false header-navigation-layout-fill-stretch-false" data-section="kadence_'
        'customizer_primary_navigation"><nav id="site-navigation" class="main-navigation header'
        '-navigation nav--toggle-sub header-navigation-style-standard header-navigation-'
        'dropdown-animation-none" role="navigation" aria-label="Primary Navigation"><div class='
        '"primary-menu-container header-menu-container"><ul id="primary-menu" class="menu">'
        f'{menu}</ul></div></nav></div></div></div></div></div></div></div></div></div></div>'
        '<div id="mobile-header" class="site-mobile-header-wrap"><button id="mobile-toggle" '
        'class="menu-toggle-open drawer-toggle menu-toggle-style-default" aria-label="Open '
        f'menu" data-toggle-target="#mobile-drawer">{svg}</button></div></header><div id="'
        'inner-wrap" '
        'class="wrap hfeed kt-clear"><div id="primary" class="content-area"><div class="content'
        '-container site-container"><main id="main" class="site-main" role="main"><div class="'
        f'content-wrap"><article id="post-{pid}" class="entry content-bg single-entry post-'
        f'{pid} post type-post status-publish format-standard has-post-thumbnail hentry '
        f'category-{_slug(cat)}"><div class="entry-content-wrap"><header class="entry-header '
        'post-title title-align-inherit title-tablet-align-inherit title-mobile-align-inherit">'
        '<nav id="kadence-breadcrumbs" aria-label="Breadcrumbs" class="kadence-breadcrumbs">'
        f'<div class="kadence-breadcrumb-container"><span><a href="{base}/" class="kadence-bc-'
        'home"><span>Home</span></a></span> <span class="bc-delimiter">/</span> <span><a href="'
        f'{base}/category/{_slug(cat)}/"><span>{cat}</span></a></span> <span class="bc-'
        f'delimiter">/</span> <span class="kadence-bread-current">{escape(a.headline)}</span>'
        '</div></nav><div class="entry-taxonomies"><span class="category-links term-links '
        f'category-style-normal"><a href="{base}/category/{_slug(cat)}/" rel="tag">{cat}</a>'
        f'</span></div><h1 class="entry-title">{escape(a.headline)}</h1><div class="entry-meta'
        ' entry-meta-divider-dot"><span class="posted-by"><span class="meta-label">By</span>'
        f'<span class="author vcard"><a class="url fn n" href="{base}/author/{_slug(a.author)}/'
        f'">{escape(a.author)}</a></span></span><span class="posted-on"><time class="entry-date'
        f' published" datetime="{_iso(t, "+00:00")}">{date}</time></span><span class="updated-'
        f'on"><span class="meta-label">Updated</span><time class="entry-date updated" datetime='
        f'"{_iso(later, "+00:00")}">{later:%B} {later.day}, {later.year}</time></span></div>'
        '</header><div class="post-thumbnail article-post-thumbnail kadence-thumbnail-position-'
        'behind alignwide kadence-thumbnail-ratio-2-3"><div class="post-thumbnail-inner"><img '
        f'width="1200" height="800" src="{base}/wp-content/uploads/{t:%Y/%m}/{slug[:24]}.jpg" '
        'class="post-top-featured wp-post-image" alt="" decoding="async" fetchpriority="high">'
        '</div></div><div class="entry-content single-content">' + body + '</div><footer class'
        '="entry-footer"><div class="entry-tags"><span class="tags-links"><span class="tags-'
        'label screen-reader-text">Post Tags:</span>' + "".join(
            f'<a href="{base}/tag/{x}/" title="{x}" class="tag-link tag-item-{x}" rel="tag">'
            f'<span class="tag-hash">#</span>{x}</a>' for x in tags) + '</span></div></footer>'
        '</div></article><div class="entry-author entry-author-style-normal"><div class="entry'
        '-author-profile author-profile vcard"><div class="entry-author-avatar"><img alt="" '
        f'src="https://secure.gravatar.com/avatar/{_hash(rng, 32, HEX)}?s=80" class="avatar" '
        'height="80" width="80"></div><b class="entry-author-name author-name fn"><a href="'
        f'{base}/author/{_slug(a.author)}/">{escape(a.author)}</a></b><div class="entry-author-'
        f'description author-bio"><p>{escape(a.author)} {rng.choice(KD_BIOS)}</p></div><div '
        'class="entry-author-follow author-follow"><a href="#" class="social-button instagram-'
        'link" aria-label="Instagram">' + svg + '</a><a href="#" class="social-button pinterest'
        '-link" aria-label="Pinterest">' + svg + '</a></div></div></div><nav class="navigation '
        'post-navigation" aria-label="Posts"><h2 class="screen-reader-text">Post navigation'
        f'</h2><div class="nav-links"><div class="nav-previous"><a href="{base}/'
        f'{_slug(prev.headline)}/" rel="prev"><div class="post-navigation-sub"><small>{svg}'
        f'Previous</small></div>{escape(prev.headline)}</a></div><div class="nav-next"><a href='
        f'"{base}/{_slug(nxt.headline)}/" rel="next"><div class="post-navigation-sub"><small>'
        f'Next{svg}</small></div>{escape(nxt.headline)}</a></div></div></nav><div class="entry'
        '-related alignfull entry-related-style-wide"><div class="entry-related-inner content-'
        'container site-container"><div class="entry-related-inner-content alignwide"><h2 class'
        '="entry-related-title">Similar Posts</h2><div class="entry-related-carousel kadence-'
        'slide-init splide" data-columns-xxl="3" data-columns-xl="3"><div class="splide__track'
        f'"><ul class="splide__list kadence-posts-list grid-cols">{similar}</ul></div></div>'
        '</div></div></div><div id="comments" class="comments-area"><h2 class="comments-title">'
        f'{len(picked)} Comment{"s" if len(picked) > 1 else ""}</h2><ol class="comment-list">'
        f'{comments}</ol><div id="respond" class="comment-respond"><h3 id="reply-title" class="'
        'comment-reply-title">Leave a Reply <small><a rel="nofollow" id="cancel-comment-reply-'
        'link" href="#respond" style="display:none;">Cancel reply</a></small></h3><form action'
        f'="{base}/wp-comments-post.php" method="post" id="commentform" class="comment-form">'
        '<p class="comment-notes"><span id="email-notes">Your email address will not be '
        'published.</span> <span class="required-field-message">Required fields are marked '
        '<span class="required">*</span></span></p><p class="comment-form-comment comment-form-'
        'float-label"><textarea id="comment" name="comment" placeholder="Leave a comment..." '
        'cols="45" rows="8" required></textarea><label class="float-label" for="comment">'
        'Comment <span class="required">*</span></label></p><p class="form-submit"><input name='
        '"submit" type="submit" id="submit" class="submit" value="Post Comment"></p></form>'
        '</div></div></div></main><aside id="secondary" role="complementary" class="primary-'
        'sidebar widget-area sidebar-slug-sidebar-primary sidebar-link-style-normal"><div '
        'class="sidebar-inner-wrap"><section id="block-2" class="widget widget_block widget_'
        f'search"><form role="search" method="get" action="{base}/" class="wp-block-search">'
        '<label class="wp-block-search__label" for="wp-block-search__input-1">Search</label>'
        '<input class="wp-block-search__input" id="wp-block-search__input-1" type="search" name'
        '="s" required><button aria-label="Search" class="wp-block-search__button" type="submit'
        '">Search</button></form></section><section id="block-3" class="widget widget_block">'
        '<h2 class="wp-block-heading">Recent Posts</h2><ul class="wp-block-latest-posts__list '
        f'wp-block-latest-posts">{recent}</ul></section><section class="widget adthrive-sidebar'
        '"><div class="adthrive-ad adthrive-sidebar adthrive-sidebar-1"></div></section></div>'
        '</aside></div></div></div><footer id="colophon" class="site-footer" role="contentinfo"'
        '><div class="site-footer-wrap"><div class="site-bottom-footer-wrap site-footer-row-'
        'container site-footer-focus-item site-footer-row-layout-standard" data-section="'
        'kadence_customizer_footer_bottom"><div class="site-footer-row-container-inner"><div '
        'class="site-container"><div class="site-bottom-footer-inner-wrap site-footer-row site-'
        'footer-row-columns-1"><div class="site-footer-bottom-section-1 site-footer-section '
        'footer-section-inner-items-1"><div class="footer-widget-area site-info site-footer-'
        'focus-item footer-html inner-link-style-normal" data-section="kadence_customizer_'
        'footer_html"><div class="footer-widget-area-inner site-info-inner"><div class="footer-'
        f'html inner-html-link-style-default"><div class="footer-html-inner"><p>&copy; {t.year} '
        f'{escape(site)} - WordPress Theme by <a href="https://www.kadencewp.com/" rel="'
        'nofollow noopener" target="_blank">Kadence WP</a></p></div></div></div></div></div>'
        '</div></div></div></div></div></footer></div><a id="kt-scroll-up" tabindex="-1" aria-'
        'hidden="true" aria-label="Scroll to top" href="#wrapper" class="kadence-scroll-to-top '
        f'scroll-up-wrap scroll-ignore scroll-up-side-right scroll-up-style-outline">{svg}</a>')
    head = ('<meta name="viewport" content="width=device-width, initial-scale=1, minimum-'
            f'scale=1"><link rel="canonical" href="{base}/{slug}/"><meta name="generator" '
            f'content="WordPress 6.{rng.randrange(3, 8)}"><link rel="stylesheet" id="kadence-'
            f'global-css" href="{base}/wp-content/themes/kadence/assets/css/global.min.css?ver='
            '1.2.3" media="all">' + og(a, site) + json_ld(a))
    return page(f"{a.headline} - {site}", head, html).replace(
        "<body>", '<body class="wp-singular post-template-default single single-post postid-'
        f'{pid} single-format-standard wp-embed-responsive footer-on-bottom hide-focus-outline'
        ' link-style-standard has-sidebar content-title-style-normal content-width-normal '
        'content-style-boxed content-vertical-padding-show non-transparent-header mobile-non-'
        'transparent-header">', 1)


PLATFORMS = {
    "chicago-tribune": chicago_tribune, "cnbc": cnbc, "marketwatch": marketwatch,
    "the-local-se": the_local_se, "lanacion": lanacion, "eltiempo": eltiempo,
    "publico-es": publico_es, "expresso-pt": expresso_pt, "rzeczpospolita": rzeczpospolita,
    "dnevnik-bg": dnevnik_bg, "jutarnji": jutarnji, "delfi-lt": delfi_lt, "mynavi": mynavi,
    "zaobao": zaobao, "hugo-docsy": hugo_docsy, "wp-kadence": wp_kadence,
}
