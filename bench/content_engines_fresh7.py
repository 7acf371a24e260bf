"""Fresh platforms for bench/content_engines.py, a seventh set: 16 more article templates,
written blind.

Written, like content_engines_fresh.py to content_engines_fresh6.py, without reading the
extractor (tplx_engine/) or its documentation and without looking at any extractor's output: a
held-out check, pages by someone who never saw how the extractor works. Each function writes an
`Article` into the article page of one more publishing platform (markup written from memory
after how the site served its article pages in 2022-2025: element nesting, class, id and data-*
names, minified CSS-module hashes, Svelte's and Astro's scoping hashes, Clay's component URIs
and Draft.js's spans where the site has them, the furniture around and inside the story; the
furniture's text made up) and returns the whole page. The article's blocks are written in order
with their words unchanged, whatever wrapper the platform gives them (the Herald's minified
body, Slate's slate-paragraph components, De Volkskrant's artstyle paragraphs, VG's body cut
into sibling sections between ads, ynet's Draft.js spans right to left, Caixin's 【财新网】
lead, Jianshu's hashed article, Astra's Gutenberg blocks, PaperMod's chroma lines, Starlight's
heading wrappers and Expressive Code frames, Quarto's level sections with footnote marks);
headline, standfirst, byline, dates, captions, image credits ("Open this photo in gallery:",
"Beeld ANP", "צילום:"), galleries, ads and their labels, "read also" links ("Related
Article", "Read more", "A lire aussi", "Te puede interesar", "Lees ook", "LES OGSÅ:",
"相关报道：", "Also Read:"), fact boxes, pull quotes repeating a sentence, tweet embeds, tables
of contents, asides and callouts, newsletter boxes, sign-offs and credit lines inside the body
(the Herald's Morning Edition line, Newsweek's tip line and update note, "Kilde: NTB",
"责任编辑：..."), live-update stamps, author bio boxes, stock tables, paywall remnants, comments,
menus, cookie banners and footers are furniture, not gold. `PLATFORMS` maps each platform's
name to its writer and `HAN` names the ones that take Chinese articles (this module imports the
helpers of content_engines, content_engines_more, content_engines_fresh to
content_engines_fresh6 and content_engines_shapes).

News sites in English: smh (the Sydney Morning Herald), globe-and-mail, newsweek, slate; in
other languages (furniture in the site's language, the article as the pool has it): liberation
(French), elconfidencial (Spanish), volkskrant (Dutch), vg (Norwegian), ynet (Hebrew, right to
left), caixin, yicai and jianshu (Chinese, articles too; Jianshu a blogging platform); blogs and
docs: wp-astra (WordPress with the Astra theme), hugo-papermod (Hugo's PaperMod theme),
starlight (Astro's Starlight docs), quarto (a Quarto blog post).
"""

from __future__ import annotations

import json
import random
import re
import string
import sys
from datetime import timedelta
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
from content_engines_fresh import _code_lines, _hash, _heading_id, _li, _onetrust  # noqa: E402
from content_engines_fresh2 import B64, LOWER, _headline_list, _list, _rtl  # noqa: E402
from content_engines_fresh3 import ES_MONTHS, HEX, NL_MONTHS, _blocks_as, _quote, _sc  # noqa: E402
from content_engines_fresh4 import _cards, _datelined, _later  # noqa: E402
from content_engines_fresh5 import _inserts, _put, _uuid  # noqa: E402
from content_engines_fresh6 import FR_MONTHS, _runs, _sections  # noqa: E402
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
    _words,
)
from content_engines_shapes import _sentence  # noqa: E402

HAN = {"caixin", "yicai", "jianshu"}  # the platforms here with Chinese furniture and articles

# ----------------------------------------------------------------------------- shared bits

ALNUM = string.ascii_letters + string.digits


def _minified(rng: random.Random):
    """CSS-module class names minified to a short hash, as Nine's and Jianshu's builds write
    them, the same for the same component on one page: ``mn("body")`` -> "_1665V"."""
    return once_per_key(lambda key, n=4: f"_{rng.randrange(1, 4)}{_hash(rng, n, ALNUM)}")


def _svelte(rng: random.Random):
    """Svelte's scoped classes, the component's own class and its "svelte-" hash, one hash per
    component on one page: ``sv("text", "Paragraph")`` -> "text svelte-1x9k2qa"."""
    hashed = once_per_key(
        lambda key: f"svelte-{rng.randrange(1, 10)}{_hash(rng, 6, string.ascii_lowercase)}")

    def sv(cls: str, component: str = "") -> str:
        return f"{cls} {hashed(component or cls)}"
    return sv


def _clay(rng: random.Random, host: str):
    """Clay's component instance URIs, as Slate's pages carry them in data-uri:
    ``uri("slate-paragraph")`` -> "slate.com/_components/slate-paragraph/instances/
    clw3k...@published"."""
    def uri(component: str) -> str:
        return (f"{host}/_components/{component}/instances/cl{_hash(rng, 1, 'uvwx')}"
                f"{_hash(rng, 22, string.ascii_lowercase + string.digits)}@published")
    return uri


def _astro(rng: random.Random):
    """Astro's scoping classes as Starlight's pages carry them, one per component on a page:
    ``cid("Header")`` -> "astro-kmkmnagf"."""
    return once_per_key(
        lambda component: f"astro-{_hash(rng, 8, string.ascii_lowercase + string.digits)}")


def _pull(a: Article, k: int) -> str:
    """A sentence of the paragraph at or before block k, as a pull quote repeats it."""
    source = next((b for b in reversed(a.blocks[:k]) if b.tag == "p"), a.blocks[0])
    return escape(_sentence(source.text))


def _dot_time(t) -> str:
    """"9.30am", the Herald's clock."""
    return f"{t.hour % 12 or 12}.{t:%M}{'am' if t.hour < 12 else 'pm'}"


def _et(t) -> str:
    """"9:30 a.m. ET", American newsroom style."""
    return f"{t.hour % 12 or 12}:{t:%M} {'a.m.' if t.hour < 12 else 'p.m.'} ET"


# --------------------------------------------------------------------- news sites in English

SMH_NAV = ("Network", "Sydney", "NSW", "Politics", "Business", "World", "National", "Opinion",
           "Property", "Sport", "Culture", "Lifestyle", "Travel", "Good Food", "Money",
           "Podcasts")
SMH_SECTIONS = (("NSW", "national/nsw"), ("Federal politics", "politics/federal"),
                ("Economy", "business/the-economy"), ("Europe", "world/europe"),
                ("Climate change", "environment/climate-change"), ("Books", "culture/books"))
SMH_BIOS = ("is a state political reporter for The Sydney Morning Herald.",
            "is a senior reporter at The Sydney Morning Herald.",
            "is the Herald's transport reporter.",
            "is an economics writer for The Sydney Morning Herald and The Age.",
            "is a health reporter for The Sydney Morning Herald.")
SMH_CREDITS = ("Nick Moir", "Kate Geraghty", "Rhett Wyman", "Dominic Lorrimer", "Janie Barrett",
               "Getty Images", "AAP")
SMH_SIGNOFFS = (
    (("Start the day with a summary of the day’s most important and interesting stories, "
     "analysis and insights. "), "Sign up for our Morning Edition newsletter", "newsletters"),
    (("Cut through the noise of federal politics with news, views and expert analysis. "
     "Subscribers can "), "sign up to our weekly Inside Politics newsletter", "newsletters"),
    ("Get fast, reliable news alerts on your phone when news breaks. ",
     "Download The Sydney Morning Herald app", "app"))
SMH_PARTNERS = (("The one thing Aussies forget when they switch super funds", "Canstar"),
                ("Sydney homeowners are rushing to this new solar rebate", "Solar Quotes"),
                ("Why this $89 gadget is selling out across Australia", "Tech Deals"))


def smh(a: Article) -> str:
    """The Sydney Morning Herald, smh.com.au/<section>/<slug>-<yyyymmdd>-p5<id>.html (Nine's
    React front end with minified CSS-module classes and data-testid hooks): the masthead
    (nav, "Subscribe", "Log in"), article header (the section label, h1[data-testid=headline],
    the byline and "May 14, 2024 — 9.30am", "Save" with its log-in tooltip and the text-size
    buttons), the lead figure ("Credit: ..."), then div[data-testid=body-content] of bare
    <p>s and <h2>s with ad spots ("Advertisement"), "Related Article" cards and a captioned
    picture between them and the newsletter sign-off (a bold italic paragraph) at its end;
    "License this article", the topics, the author card, "Most Viewed", "From our partners"
    and the footer around."""
    rng = _rng("smh", a)
    mn = _minified(rng)
    t = a.published
    section, path = rng.choice(SMH_SECTIONS)
    base = "https://www.smh.com.au"

    def href(headline: str) -> str:
        return f"{base}/{path}/{_slug(headline)}-{t:%Y%m%d}-p5{_hash(rng, 4, LOWER)}.html"

    def ad(i: int) -> str:
        return (f'<div class="{mn("adWrap")}" data-testid="ad-mrec"><p class="{mn("adLabel")}">'
                f'Advertisement</p><div id="adspot-300x250-pos-{i + 1}" class="{mn("adSlot")}">'
                '</div></div>')

    def related(i: int) -> str:
        x = _teaser(a, i)
        return (f'<aside class="{mn("related")}" data-testid="related-article"><a href="'
                f'{href(x.headline)}" class="{mn("relLink")}"><div class="{mn("relImg")}"><img'
                f' src="https://static.ffx.io/images/$zoom_0.2%2C$multiply_0.7%2C$ratio_1%2C$'
                f'width_150/t_crop_custom/q_86%2Cf_auto/{_hash(rng, 40, HEX)}" alt=""></div><div>'
                f'<p class="{mn("relLabel")}">Related Article</p><h3 class="{mn("relTitle")}">'
                f'{escape(x.headline)}</h3></div></a></aside>')

    def figure(credit: str) -> str:
        caption, _ = _caption(rng)
        return (f'<figure class="{mn("figure")}" data-testid="image"><div class="'
                f'{mn("picture")}"><picture><img src="https://static.ffx.io/images/$zoom_0.5%2C$'
                f'multiply_0.7%2C$ratio_1.5%2C$width_756/t_crop_custom/q_86%2Cf_auto/'
                f'{_hash(rng, 40, HEX)}" alt=""></picture></div><figcaption class="'
                f'{mn("caption")}"><p>{escape(caption)}<span class="{mn("credit")}">Credit: '
                f'{credit}</span></p></figcaption></figure>')
    lead, link, where = rng.choice(SMH_SIGNOFFS)
    parts = body_html(a, _blocks_as("h2"))
    inserts = _inserts(parts, 4, ad, 2)
    _put(inserts, parts, 3, related(0))
    _put(inserts, parts, 6, figure(rng.choice(SMH_CREDITS)))
    _put(inserts, parts, 10, related(1))
    body = (_after(parts, inserts) + f'<p><em><strong>{lead}<a href="{base}/{where}" target="'
            f'_blank">{link}</a>.</strong></em></p>')
    topics = rng.sample(["NSW", "Sydney", "Federal politics", "Economy", "Housing",
                         "Transport", "Health"], 3)
    most = _cards(a, 2, 5, lambda k, x: (
        f'<li class="{mn("mostItem")}"><span class="{mn("mostRank")}">{k + 1}</span><a href="'
        f'{href(x.headline)}" data-testid="article-link">{escape(x.headline)}</a></li>'))
    partners = "".join(
        f'<div class="{mn("partner")}"><a href="https://paid.example-partners.com.au/'
        f'{_slug(x)}" rel="sponsored noopener"><img src="https://static.ffx.io/partner/{k}.jpg" '
        f'alt=""><h4>{x}</h4><span>{y}</span></a></div>' for k, (x, y) in enumerate(SMH_PARTNERS))
    sub = (f'<p class="{mn("intro")}" data-testid="synopsis">{escape(a.standfirst)}</p>'
           if rng.random() < 0.4 else "")
    html = (
        f'<div id="app"><header class="{mn("masthead")}"><div class="{mn("mastTop")}"><a href="'
        f'{base}/" class="{mn("logo")}"><svg aria-label="The Sydney Morning Herald"><title>The '
        f'Sydney Morning Herald</title></svg></a><div class="{mn("mastActions")}"><a href="'
        f'https://subscribe.smh.com.au/" class="{mn("subscribe")}">Subscribe</a><a href="'
        f'{base}/login" class="{mn("login")}">Log in</a></div></div><nav class="{mn("nav")}" '
        'data-testid="nav"><ul>' + _items(SMH_NAV) + f'</ul></nav></header><main id="content" '
        f'class="{mn("main")}"><article itemscope itemtype="http://schema.org/NewsArticle" '
        f'class="{mn("article")}"><header class="{mn("header")}"><div class="{mn("label")}"><a '
        f'href="{base}/{path}" data-testid="category-label">{section}</a></div><h1 itemprop="'
        f'headline" data-testid="headline" class="{mn("headline")}">{escape(a.headline)}</h1>'
        f'{sub}<div class="{mn("byline")}" data-testid="byline"><span class="{mn("author")}">By '
        f'<a data-testid="author-link" href="{base}/by/{_slug(a.author)}-h{_hash(rng, 4, LOWER)}'
        f'">{escape(a.author)}</a></span><div class="{mn("date")}"><time datetime="'
        f'{_iso(t, "+10:00")}" data-testid="datetime">{t:%B} {t.day}, {t.year} — '
        f'{_dot_time(t)}</time></div></div><div class="{mn("tools")}"><button class="'
        f'{mn("save")}" aria-label="Save"><span>Save</span></button><div class="{mn("tooltip")}'
        '" role="tooltip">Log in, register or subscribe to save articles for later.</div>'
        f'<div class="{mn("share")}"><button>Share</button></div><div class="{mn("textSize")}">'
        '<button aria-label="Normal text size">A</button><button aria-label="Larger text size">'
        'A</button><button aria-label="Very large text size">A</button></div></div></header>'
        + figure(rng.choice(SMH_CREDITS)) + f'<div class="{mn("body")} undefined" data-testid="'
        f'body-content">{body}</div><div class="{mn("license")}"><a href="https://'
        'licensing.nine.com.au/" rel="noopener">License this article</a></div><ul class="'
        f'{mn("topics")}">' + "".join(
            f'<li><a data-testid="topic-tag" href="{base}/topic/{_slug(x)}">{x}</a></li>'
            for x in topics) + f'</ul><div class="{mn("authorCard")}" data-testid="author-'
        f'profile"><img src="https://static.ffx.io/authors/{_slug(a.author)}.png" alt=""><p>'
        f'<strong>{escape(a.author)}</strong> {rng.choice(SMH_BIOS)}<span>Connect via <a href='
        f'"https://twitter.com/{_slug(a.author).replace("-", "")}">Twitter</a> or <a href="'
        f'mailto:{_slug(a.author).replace("-", ".")}@smh.com.au">email</a>.</span></p></div>'
        f'</article><aside class="{mn("rail")}"><section class="{mn("most")}"><h2>Most Viewed '
        f'in {section.split()[0]}</h2><ol>{most}</ol></section><div class="{mn("adWrap")}" '
        f'data-testid="ad-rail"><p class="{mn("adLabel")}">Advertisement</p></div></aside>'
        f'<section class="{mn("partners")}"><h2>From our partners</h2>{partners}</section>'
        f'</main><footer class="{mn("footer")}"><ul>' + _items((
            "Our Sites", "Classifieds", "The Sydney Morning Herald", "Contact & support",
            "Products & Services", "Conditions of use", "Privacy policy", "Press Council",
            "Accessibility guidelines", "Sitemap")) + f'</ul><p>Copyright © {t.year}</p>'
        '</footer></div>')
    return page(f"{a.headline}", og(a, "The Sydney Morning Herald") + json_ld(a)
                + f'<link rel="canonical" href="{href(a.headline)}">', html, "en-AU")


GLOBE_NAV = ("Canada", "World", "Business", "Investing", "Personal Finance", "Opinion",
             "Politics", "Sports", "Life", "Arts", "Drive", "Real Estate")
GLOBE_SECTIONS = (("Politics", "politics"), ("Canada", "canada/article"),
                  ("Business", "business/economy"), ("World", "world/article"),
                  ("British Columbia", "canada/british-columbia"), ("Toronto", "canada/toronto"))
GLOBE_ROLES = ("Ottawa Bureau Chief", "Parliamentary Reporter", "Economics Reporter",
               "Health Reporter", "Senior Writer", "B.C. Reporter")
GLOBE_CREDITS = ("Fred Lum/The Globe and Mail", "Blair Gable/Reuters",
                 "Justin Tang/The Canadian Press", "Darryl Dyck/The Globe and Mail",
                 "Spencer Colby/The Canadian Press", "Chris Young/The Canadian Press")
GLOBE_LETTERS = (("Morning Update", "Start your day with the news you need to know."),
                 ("Politics Briefing", "The latest from Parliament Hill, every weekday."),
                 ("Business Brief", "The business stories that matter, in your inbox."))


def globe_and_mail(a: Article) -> str:
    """The Globe and Mail, theglobeandmail.com/<section>/article-<slug>/ (the Arc front end
    with its c- and l- classes): the header ("Subscribe", "Log In") and nav, sometimes the
    "This article was published more than 6 months ago" notice, the "For Subscribers" label,
    h1, the dek, the byline with the writer's title, "Published" and "Updated" dates, "Listen
    to this article", the lead photo with the hidden "Open this photo in gallery:" and its
    credit, then div.c-article-body of p.c-article-body__text and h2s with the c-ad units
    ("Advertisement"), another gallery photo, a newsletter sign-up and "Read more" link
    paragraphs between them; "Follow related authors and topics", the editorial-standards
    links, the comments notice, "Most popular", the sponsored grid and the footer around."""
    rng = _rng("globe-and-mail", a)
    t = a.published
    section, path = rng.choice(GLOBE_SECTIONS)
    base = "https://www.theglobeandmail.com"

    def href(headline: str) -> str:
        return f"{base}/{path}/article-{_slug(headline)}/"

    block = _blocks_as("h2", p=' class="c-article-body__text"',
                       h=' class="c-article-body__subhead"', quote=' class="c-pullquote"')

    def ad(i: int) -> str:
        return (f'<div class="c-ad c-ad--bigbox" data-ad-position="{i}"><div class="c-ad__'
                f'label">Advertisement</div><div id="gpt-in-article-{i}" class="c-ad__slot">'
                '</div></div>')

    def photo(lead: bool) -> str:
        caption, _ = _caption(rng)
        return (f'<figure class="c-image-figure{" c-image-figure--lead" if lead else ""}"><div '
                'class="c-image-figure__image"><img src="https://www.theglobeandmail.com/'
                f'resizer/v2/{_hash(rng, 26, string.ascii_uppercase + "234567")}.JPG?auth='
                f'{_hash(rng, 40, HEX)}&amp;width=600&amp;quality=80" alt=""><button class="c-'
                'image-figure__gallery"><span class="u-visually-hidden">Open this photo in gallery'
                ':</span></button></div><figcaption class="c-image-figure__caption"><span>'
                f'{escape(caption)}</span><span class="c-image-figure__credit">'
                f'{rng.choice(GLOBE_CREDITS)}</span></figcaption></figure>')
    name, pitch = rng.choice(GLOBE_LETTERS)
    letter = ('<div class="c-newsletter-signup"><p class="c-newsletter-signup__title">Sign up '
              f'for the {name} newsletter</p><p class="c-newsletter-signup__text">{pitch}</p>'
              '<button class="c-button">Sign up</button><p class="c-newsletter-signup__legal">'
              'By signing up you agree to our Terms and Conditions.</p></div>')

    def more(i: int) -> str:
        x = _teaser(a, i)
        label = rng.choice(["Read more", "Opinion", "Explainer"])
        return (f'<p class="c-article-body__text c-article-body__text--related"><b>{label}:'
                f'</b> <a href="{href(x.headline)}">{escape(x.headline)}</a></p>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 4, ad, 3)
    _put(inserts, parts, 2, more(0) + more(1))
    _put(inserts, parts, 5, photo(False))
    _put(inserts, parts, 8, letter)
    body = _after(parts, inserts)
    later = _later(t, 3)
    old = ('<div class="c-old-article-notice"><p>This article was published more than 6 months '
           'ago. Some information may no longer be current.</p></div>'
           if rng.random() < 0.3 else "")
    popular = _cards(a, 2, 5, lambda k, x: (
        f'<li class="c-most-popular__item"><span class="c-most-popular__rank">{k + 1}</span><a '
        f'href="{href(x.headline)}">{escape(x.headline)}</a></li>'))
    html = (
        '<div id="fusion-app" class="l-page"><header class="c-site-header"><a class="c-site-'
        f'header__logo" href="{base}/"><svg><title>The Globe and Mail</title></svg></a><nav '
        'class="c-site-header__nav"><ul>' + _items(GLOBE_NAV) + '</ul></nav><div class="c-site'
        '-header__actions"><a class="c-button c-button--subscribe" href="https://www.'
        'theglobeandmail.com/subscribe/">Subscribe</a><a href="https://www.theglobeandmail.com/'
        'login/">Log In</a></div></header><main class="l-article"><article class="c-article" '
        f'data-section="{section}">{old}<div class="c-article-header"><div class="c-article-'
        f'header__labels"><span class="c-label c-label--subscribers">For Subscribers</span><a '
        f'class="c-label" href="{base}/{path.split("/")[0]}/">{section}</a></div><h1 class="c-'
        f'primary-title">{escape(a.headline)}</h1><p class="c-article-header__dek">'
        f'{escape(a.standfirst)}</p><div class="c-byline"><span class="c-byline__author"><a '
        f'href="{base}/authors/{_slug(a.author)}/">{escape(a.author)}</a></span><span class="c-'
        f'byline__title">{rng.choice(GLOBE_ROLES)}</span><span class="c-byline__location">'
        f'{rng.choice(["Ottawa", "Toronto", "Vancouver", "Calgary"])}</span></div><div class="c-'
        f'timestamp"><time datetime="{_iso(t)}">Published {t:%B} {t.day}, {t.year}</time><time '
        f'datetime="{_iso(later)}">Updated {later:%B} {later.day}, {later.year} '
        f'{_et(later).removesuffix(" ET")} EDT</time></div><div class="c-article-tools"><button '
        'class="c-listen">Listen to this article</button><button>Share</button><button>Bookmark'
        '</button><button>Gift this article</button><button>Comments</button></div></div>'
        + photo(True) + f'<div class="c-article-body" data-sophi-feature="article-body">{body}'
        '</div><div class="c-follow"><h3 class="c-follow__title">Follow related authors and '
        f'topics</h3><ul><li><span>{escape(a.author)}</span><button>Follow</button></li><li><span'
        f'>{section}</span><button>Follow</button></li></ul><p class="c-follow__note">Authors and'
        ' topics you follow will be added to your personal news feed in Following.</p></div>'
        '<div class="c-standards"><a href="https://www.theglobeandmail.com/about/editorial-'
        'standards/">Editorial code of conduct</a><button>Report an editorial error</button>'
        '<button>Report a technical issue</button></div><section class="c-comments"><h3>Comments'
        '</h3><p>Welcome to The Globe and Mail’s comment community. This is a space where '
        'subscribers can engage with each other and Globe staff.</p><button>Show comments'
        '</button></section></article><aside class="l-article__rail"><section class="c-most-'
        f'popular"><h2>Most popular</h2><ol>{popular}</ol></section><div class="c-ad c-ad--rail'
        '"><div class="c-ad__label">Advertisement</div></div></aside><section class="c-'
        'sponsored"><h2>Sponsored content</h2>' + _cards(a, 0, 3, lambda k, x: (
            f'<div class="c-sponsored__card"><a href="https://www.theglobeandmail.com/partners/'
            f'{k}/"><img src="{base}/partners/p{k}.jpg" alt=""><span class="c-sponsored__label">'
            'Sponsor content</span><h4>Ten ways to make your retirement savings last</h4></a>'
            '</div>')) + '</section></main><footer class="c-site-footer"><ul>' + _items((
                "About Us", "Contact Us", "Advertise with us", "Terms & Conditions",
                "Privacy Policy", "Accessibility Policy", "Disclaimer", ("Editorial Code of "
                "Conduct"), "Help & Support")) + f'</ul><p>© Copyright {t.year} The Globe and '
        'Mail Inc. All rights reserved.</p><p>351 King Street East, Suite 1600, Toronto, ON '
        'Canada, M5A 0N1</p></footer></div>')
    return page(f"{a.headline} - The Globe and Mail", og(a, "The Globe and Mail")
                + json_ld(a) + f'<link rel="canonical" href="{href(a.headline)}">', html,
                "en-CA")


NW_NAV = ("U.S.", "World", "Politics", "Health", "Science", "Tech & Science", "Opinion",
          "Rankings", "Better Planet", "Vault", "Podcasts", "Newsletters")
NW_SECTIONS = ("U.S.", "Politics", "World", "Health", "Science", "Culture")
NW_ROLES = ("Senior News Reporter", "Live News Reporter", "Politics Reporter",
            "Senior Science Reporter", "Weekend Reporter", "Deputy Politics Editor")
NW_TWEETS = (("Capitol Watch", "capitolwatch", ("BREAKING: Lawmakers have scheduled a vote on the"
              " measure for later this week, according to two people familiar with the plans.")),
             ("Dr. Jen Ortiz", "jenortizmd", ("Worth reading the whole thread. The numbers here "
              "are more nuanced than the headline suggests.")),
             ("Weather Desk", "wxdesk", ("Radar shows storms moving east at about 35 mph. Stay "
              "indoors if you hear thunder.")))
NW_CREDITS = ("Photo by Chip Somodevilla/Getty Images", "Anna Moneymaker/Getty Images",
              "AP Photo/Evan Vucci", "Photo-Illustration by Newsweek/Getty",
              "Brandon Bell/Getty Images")


def newsweek(a: Article) -> str:
    """Newsweek, newsweek.com/<slug>-<id> (the Drupal front end): the header and nav, the
    category, h1.title, the sub-title, the byline with the writer's role ("Published" and
    "Updated" dates), the share bar ("Link copied"), the lead picture with its credit, then
    div.article-body.v_text of bare <p>s and <h2>s with "Advertisement" units, "Read more"
    lists, an embedded tweet (blockquote.twitter-tweet with its script) between them, the
    italic tip line and update note after them; or, on a live page, the blocks in timestamped
    live-blog updates newest first; "Uncommon Knowledge", the reprint and correction links,
    the Taboola grid ("You May Like"), "Trending", OneTrust's banner and the footer around."""
    rng = _rng("newsweek", a)
    t = a.published
    section = rng.choice(NW_SECTIONS)
    nid = rng.randrange(1_890_000, 1_900_000)
    base = "https://www.newsweek.com"
    live = rng.random() < 0.3

    def href(headline: str, k: int) -> str:
        return f"{base}/{_slug(headline)}-{nid - 71 * (k + 1)}"
    block = _blocks_as("h2", quote=' class="nw-quote"')

    def ad(i: int) -> str:
        return (f'<div class="ad-block in-article" id="in-article{i}"><div class="ad-label">'
                f'Advertisement</div><div class="ad-slot" id="div-gpt-ad-in-article{i}"></div>'
                '</div>')
    read = ('<div class="related-inline"><p class="related-inline__title">Read more</p><ul>'
            + _cards(a, 0, 3, lambda k, x: f'<li><a href="{href(x.headline, k)}">'
                                           f'{escape(x.headline)}</a></li>') + '</ul></div>')
    who, handle, text = rng.choice(NW_TWEETS)
    tweet = ('<div class="embed embed--twitter"><blockquote class="twitter-tweet" data-lang="en">'
             f'<p lang="en" dir="ltr">{text} <a href="https://t.co/{_hash(rng, 10, ALNUM)}">'
             f'pic.twitter.com/{_hash(rng, 10, ALNUM)}</a></p>&mdash; {who} (@{handle}) <a href='
             f'"https://twitter.com/{handle}/status/{rng.randrange(10**18, 2 * 10**18)}">{t:%B} '
             f'{t.day}, {t.year}</a></blockquote><script async src="https://platform.twitter.'
             'com/widgets.js" charset="utf-8"></script></div>')
    parts = body_html(a, block)
    later = _later(t, 2)
    tip = ('<p><em>Do you have a tip on a story that <strong>Newsweek</strong> should be '
           'covering? Do you have a question about this story? Contact <a href="mailto:'
           'livenews@newsweek.com">LiveNews@newsweek.com</a>.</em></p>')
    note = (f'<p><em>Update {later.month}/{later.day}/{later:%y}, {_et(later)}: This article '
            'was updated with additional information.</em></p>' if rng.random() < 0.5 else "")
    if live:
        runs = _runs(parts, {}, 2)
        stamps = [t + timedelta(minutes=11 * (len(runs) - k)) for k in range(len(runs))]
        body = "".join(
            f'<div class="live-blog-update" id="update-{len(runs) - k}"><div class="lb-update-'
            f'time"><time datetime="{_iso(s)}">{_et(s)}</time></div><div class="lb-update-body"'
            f'>{run}</div><div class="lb-update-share"><button>Share</button><span class="copied'
            '">Link copied</span></div></div>'
            + (ad(k) if k % 3 == 1 and k + 1 < len(runs) else "")
            for k, (run, s) in enumerate(zip(runs, stamps)))
        body = ('<div class="live-blog"><div class="live-blog__header"><span class="live-badge">'
                'LIVE</span><span>Updates</span></div>' + body + '</div>')
    else:
        inserts = _inserts(parts, 4, ad, 2)
        _put(inserts, parts, 3, read)
        _put(inserts, parts, 7, tweet)
        body = _after(parts, inserts) + note + tip
    caption, _ = _caption(rng)
    trending = _cards(a, 3, 5, lambda k, x: (
        f'<li class="trending__item"><a href="{href(x.headline, k + 9)}">{escape(x.headline)}'
        '</a></li>'))
    taboola = "".join(
        f'<div class="trc_spotlight_item"><a href="https://popup.taboola.com/en/?template='
        f'colorbox&amp;id={k}" rel="nofollow"><img src="https://images.taboola.com/taboola/image/'
        f'fetch/{_hash(rng, 12, ALNUM)}.jpg" alt=""><span class="video-label">{x}</span><span '
        f'class="branding">{y}</span></a></div>' for k, (x, y) in enumerate((
            ("Surgeon: If You Have Belly Fat, Try This Tonight", "Health Insider"),
            ("The New Electric SUVs Are Finally Affordable", "EV Deals"),
            ("Here's What a Gutter Guard Install Should Cost You", "HomeBuddy"))))
    html = (
        '<div class="page"><header class="header"><a class="logo" href="' + base + '/"><svg>'
        '<title>Newsweek</title></svg></a><nav class="main-nav"><ul>' + _items(NW_NAV)
        + '</ul></nav><div class="header-actions"><a class="subscribe" href="https://subscribe.'
        'newsweek.com/">Subscribe</a><a class="login" href="' + base + '/user/login">Login</a>'
        '</div></header><main class="main"><article class="article' + (" live" if live else "")
        + f'" data-nid="{nid}"><div class="article-header"><div class="category"><a href="'
        f'{base}/{_slug(section)}">{section}</a></div><h1 class="title">{escape(a.headline)}'
        f'</h1><h2 class="sub-title">{escape(a.standfirst)}</h2><div class="byline"><div class'
        f'="author"><a href="{base}/authors/{_slug(a.author)}">{escape(a.author)}</a><span class'
        f'="author-role">{rng.choice(NW_ROLES)}</span></div><div class="dates"><span class="'
        f'published">Published <time datetime="{_iso(t)}">{t:%b} {t.day}, {t.year} at '
        f'{_hm(t)} EDT</time></span><span class="updated">Updated <time datetime="'
        f'{_iso(later)}">{later:%b} {later.day}, {later.year} at {_hm(later)} EDT</time></span>'
        '</div></div><div class="share-bar"><button>Share</button><button>Facebook</button>'
        '<button>X</button><button>Copy link</button><span class="share-copied">Link copied'
        '</span></div></div><div class="article-image"><picture><img src="https://d.newsweek.'
        f'com/en/full/{rng.randrange(2_300_000, 2_400_000)}/{_slug(a.headline)[:30]}.jpg?w=1600'
        f'" alt=""></picture><figcaption><span class="caption">{escape(caption)}</span> <span '
        f'class="credit">{rng.choice(NW_CREDITS)}</span></figcaption></div><div class="article-'
        f'body v_text paywall" itemprop="articleBody">{body}</div><div class="uncommon-'
        'knowledge"><h3>Uncommon Knowledge</h3><p>Newsweek is committed to challenging '
        'conventional wisdom and finding connections in the search for common ground.</p></div>'
        '<div class="article-links"><a href="' + base + '/reprints">Request Reprint &amp; '
        'Licensing</a><a href="' + base + '/corrections">Submit Correction</a><a href="' + base
        + '/editorial-standards">View Editorial Guidelines</a></div></article><aside class="'
        f'rail"><section class="trending"><h2>Trending</h2><ol>{trending}</ol></section><div '
        'class="ad-block rail"><div class="ad-label">Advertisement</div></div></aside><section '
        f'class="taboola" id="taboola-below-article"><h2>You May Like</h2>{taboola}</section>'
        '</main><footer class="footer"><ul>' + _items((
            "About Us", "Masthead", "Diversity", "Editorial Standards", "Careers", "Contact",
            "Terms & Conditions", "Privacy Policy", "Cookie Policy", "Advertise")) + '</ul><p>© '
        f'{t.year} NEWSWEEK DIGITAL LLC</p></footer></div>'
        + _onetrust("We value your privacy", "We and our partners use cookies to personalise "
                    "content and ads and to analyse our traffic.", f"{base}/cookie-policy"))
    return page(f"{a.headline} - Newsweek", og(a, "Newsweek") + json_ld(a)
                + f'<link rel="canonical" href="{base}/{_slug(a.headline)}-{nid}">', html)


SLATE_NAV = ("News & Politics", "Culture", "Technology", "Business", "Advice", "Life",
             "Podcasts", "Slate Plus")
SLATE_RUBRICS = (("Politics", "news-and-politics/politics"), ("Jurisprudence",
                                                              "news-and-politics/jurisprudence"),
                 ("Movies", "culture/movies"), ("Future Tense", "technology/future-tense"),
                 ("Dear Prudence", "advice/dear-prudence"), ("Science", "technology/science"))
SLATE_CREDITS = ("Photo illustration by Slate. Photos by Getty Images.",
                 "Chip Somodevilla/Getty Images", "Photo by Drew Angerer/Getty Images",
                 "Photo illustration by Slate. Photo by Netflix.")


def slate(a: Article) -> str:
    """Slate, slate.com/<rubric>/<y>/<m>/<slug>.html (Clay's server-rendered components, each
    with its data-uri): the header and nav ("Sign In", "Subscribe"), article.article with the
    rubric, h1.article__hed, h2.article__dek, the byline, the dateline and the share tools,
    the top image with its credit, then div.article__content of p.slate-paragraph.slate-graf
    (with data-word-count) and h2.slate-subhead components with slate-ad units, a pull quote
    repeating a sentence and a recirculation link between them; the Slate Plus upsell, the
    newsletter box, the comments, "More ..." and the Graham Holdings footer around."""
    rng = _rng("slate", a)
    t = a.published
    rubric, path = rng.choice(SLATE_RUBRICS)
    uri = _clay(rng, "slate.com")
    base = "https://slate.com"

    def href(headline: str) -> str:
        return f"{base}/{path}/{t:%Y/%m}/{_slug(headline)}.html"

    def block(b: Block) -> str:
        if b.tag == "p":
            return (f'<p class="slate-paragraph slate-graf" data-word-count="{len(b.text.split())}'
                    f'" data-uri="{uri("slate-paragraph")}">{b.html}</p>')
        if b.tag[0] == "h":
            return f'<h2 class="slate-subhead" data-uri="{uri("slate-subhead")}">{b.html}</h2>'
        if b.tag in ("ul", "ol"):
            return _list(b, f' class="slate-list" data-uri="{uri("slate-list")}"', "")
        if b.tag == "blockquote":
            return _quote(b, f' class="slate-blockquote" data-uri="{uri("blockquote")}"',
                          ' class="slate-paragraph"')
        return b.markup(f' data-uri="{uri("code-sample")}"')

    def ad(i: int) -> str:
        return (f'<div class="slate-ad slate-ad--in-article" data-uri="{uri("slate-ad")}"><span '
                f'class="slate-ad__label">Advertisement</span><div id="in-article-{i}"></div>'
                '</div>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 5, ad, 3)
    _put(inserts, parts, 4, f'<aside class="pullquote" data-uri="{uri("pullquote")}"><p class="'
         f'pullquote__text">{_pull(a, 4)}</p></aside>')
    x = _teaser(a, 0)
    _put(inserts, parts, 7, f'<aside class="in-article-recirc" data-uri="{uri("recirc")}"><span '
         f'class="in-article-recirc__label">Read more from Slate</span><a href="'
         f'{href(x.headline)}">{escape(x.headline)}</a></aside>')
    body = _after(parts, inserts)
    caption, _ = _caption(rng)
    more = _cards(a, 1, 4, lambda k, x: (
        f'<article class="topic-story"><a class="topic-story__link" href="{href(x.headline)}">'
        f'<img class="topic-story__image" src="https://compote.slate.com/images/{_uuid(rng)}.'
        f'jpeg?width=480" alt=""><span class="topic-story__hed">{escape(x.headline)}</span>'
        f'<span class="topic-story__dek">{escape(x.blurb)}</span></a></article>'))
    html = (
        f'<div class="layout"><header class="site-header" data-uri="{uri("site-header")}"><a '
        f'class="site-header__logo" href="{base}/"><svg><title>Slate</title></svg></a><nav '
        'class="site-header__nav"><ul>' + _items(SLATE_NAV) + '</ul></nav><a class="site-header'
        '__sign-in" href="https://slate.com/account">Sign In</a><a class="site-header__'
        'subscribe" href="https://slate.com/plus">Subscribe</a></header><main class="main">'
        f'<article class="article" data-uri="{uri("article")}"><header class="article__header">'
        f'<div class="article__rubric"><a class="article__rubric-link" href="{base}/{path}">'
        f'{rubric}</a></div><h1 class="article__hed">{escape(a.headline)}</h1><h2 class="article'
        f'__dek">{escape(a.standfirst)}</h2><div class="article__byline"><span class="article__'
        f'byline-author"><a class="article__byline-link" href="{base}/author/{_slug(a.author)}">'
        f'{escape(a.author)}</a></span></div><time class="article__dateline" datetime="'
        f'{_iso(t)}">{t:%b} {t.day}, {t.year} {_hm(t)}</time><div class="social-share"><button '
        'class="social-share__button">Share</button><button class="social-share__button">Post'
        '</button><button class="social-share__button">Comment</button><button class="social-'
        'share__button">Gift</button></div></header><figure class="article__top-image"><img src'
        f'="https://compote.slate.com/images/{_uuid(rng)}.jpeg?crop=1560%2C1040&amp;width=1560"'
        f' alt=""><figcaption class="image__meta"><span class="image__caption">{escape(caption)}'
        f'</span> <span class="image__credit">{rng.choice(SLATE_CREDITS)}</span></figcaption>'
        f'</figure><div class="article__content">{body}</div><div class="slate-plus-upsell" '
        f'data-uri="{uri("slate-plus-upsell")}"><p class="slate-plus-upsell__title">Slate is '
        'free to read, but your support makes it possible.</p><p>Join Slate Plus to get ad-free '
        'podcasts, unlimited articles and exclusive members-only content.</p><a href="https://'
        'slate.com/plus">Join Slate Plus</a></div><div class="newsletter-signup" data-uri="'
        f'{uri("newsletter-signup")}"><p>Sign up for Slate\'s evening newsletter.</p><form><input'
        ' type="email" placeholder="Email address"><button>Sign Up</button></form></div><div '
        f'class="comments" data-uri="{uri("comments")}"><button>Comments</button></div>'
        f'</article><section class="topic-stories"><h2>More {rubric}</h2>{more}</section></main>'
        '<footer class="site-footer"><ul>' + _items((
            "About Us", "Work With Us", "Contact Us", "Pitch Guidelines", "Send Us Tips",
            "Corrections", "Commenting", "Advertise", "User Agreement", "Privacy Policy",
            "AdChoices")) + '</ul><p>Slate is published by The Slate Group, a Graham Holdings '
        f'Company.</p><p>All contents © {t.year} The Slate Group LLC. All rights reserved.</p>'
        '</footer></div>')
    return page(f"{a.headline}", og(a, "Slate") + json_ld(a) + f'<link rel="canonical" href="'
                f'{href(a.headline)}">', html)


# ------------------------------------------------------------------- news in other languages

LIBE_NAV = ("Politique", "International", "Économie", "Société", "Environnement", "Culture",
            "Idées et Débats", "Lifestyle", "Sports", "CheckNews", "Podcasts", "Libé Labo")
LIBE_SECTIONS = (("Politique", "politique"), ("International", "international/europe"),
                 ("Société", "societe/education"), ("Environnement", "environnement/climat"),
                 ("Culture", "culture/cinema"), ("Économie", "economie/social"))
LIBE_KICKERS = ("Reportage", "Récit", "Décryptage", "Enquête", "Analyse", "Témoignages")
LIBE_HEADLINES = ("A l’Assemblée, la majorité se divise sur le texte immigration",
                  "Canicule : à Lyon, les écoles ferment plus tôt",
                  "A Gaza, les humanitaires racontent une situation «hors de contrôle»",
                  "Retraites : le Conseil d’Etat rend un avis sévère sur le décret",
                  "Festival de Cannes : notre sélection des films à ne pas manquer",
                  "Les loyers flambent dans les villes moyennes, selon une étude")
LIBE_CREDITS = ("Denis Allard/Libération", "Albert Facelly/Libération", "AFP",
                "Marc Chaumeil/Libération", "Stéphane Lagoutte/Myop pour Libération",
                "Reuters")
LIBE_CAPTIONS = ("Lors d’une manifestation à Paris, le 1er mai.", ("A l’Assemblée nationale, "
                 "mardi."), "Dans un quartier du centre-ville, la semaine dernière.",
                 "Devant la préfecture, lundi matin.")


def liberation(a: Article) -> str:
    """Libération, liberation.fr/<rubrique>/<slug>-<yyyymmdd>_<id>/ (French furniture; the
    Arc front end with styled-components class pairs): the header ("S'abonner", "Se
    connecter") and nav, the kicker and the "Abonnés" badge, h1, the chapô, "par ..." and
    "publié le 14 mai 2024 à 9h30", the share buttons, the lead figure "(.../Libération)",
    then the body of styled paragraphs and subheads with "Publicité" slots and "A lire aussi"
    links between them; the subscription appeal, the newsletter box, "Dans la même rubrique",
    "Les plus lus", the footer and Didomi's consent notice around."""
    rng = _rng("liberation", a)
    c = _sc(rng)
    t = a.published
    heads = list(LIBE_HEADLINES)
    rng.shuffle(heads)
    section, path = rng.choice(LIBE_SECTIONS)
    base = "https://www.liberation.fr"

    def href(headline: str) -> str:
        return (f"{base}/{path}/{_slug(headline)}-{t:%Y%m%d}_"
                f"{_hash(rng, 26, string.ascii_uppercase + '234567')}/")

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(f' class="{c("para")}"')
        if b.tag[0] == "h":
            return f'<h2 class="{c("subhead")}">{b.html}</h2>'
        if b.tag == "blockquote":
            return _quote(b, f' class="{c("quote")}"', f' class="{c("para")}"')
        return b.markup(f' class="{c("list")}"' if b.tag in ("ul", "ol") else "")

    def ad(i: int) -> str:
        return (f'<div class="{c("ad")}" data-ad="inread-{i}"><p class="{c("adLabel")}">'
                f'Publicité</p><div id="ad-inread-{i}" style="min-height:250px"></div></div>')

    def lire(h: str) -> str:
        return (f'<div class="{c("readAlso")}"><span class="{c("readAlsoLabel")}">A lire aussi'
                f'</span><a class="{c("readAlsoLink")}" href="{href(h)}">{h}</a></div>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 4, ad, 3)
    _put(inserts, parts, 2, lire(heads[0]))
    _put(inserts, parts, 6, lire(heads[1]))
    body = _after(parts, inserts)
    later = _later(t, 2)
    date = (f"publié le {t.day} {FR_MONTHS[t.month - 1]} {t.year} à {t:%Hh%M}")
    changed = (f"mis à jour le {later.day} {FR_MONTHS[later.month - 1]} {later.year} à "
               f"{later:%Hh%M}")
    same = "".join(
        f'<article class="{c("card")}"><a href="{href(h)}"><img src="https://www.liberation.fr/'
        f'resizer/{_hash(rng, 28, B64)}=/400x250/{k}.jpg" alt=""><span class="{c("cardKicker")}"'
        f'>{rng.choice(LIBE_KICKERS)}</span><h3 class="{c("cardTitle")}">{h}</h3></a></article>'
        for k, h in enumerate(heads[2:5]))
    most = "".join(f'<li class="{c("mostItem")}"><span>{k}</span><a href="{href(h)}">{h}</a>'
                   '</li>' for k, h in enumerate(heads[1:6], 1))
    html = (
        f'<div id="fusion-app"><header class="{c("header")}"><a href="{base}/" class="'
        f'{c("logo")}"><svg><title>Libération</title></svg></a><nav class="{c("nav")}"><ul>'
        + _headline_list(LIBE_NAV) + f'</ul></nav><a class="{c("subscribe")}" href="https://'
        'abonnement.liberation.fr/">S\'abonner</a><a class="' + c("login") + '" href="https://'
        f'www.liberation.fr/connexion/">Se connecter</a></header><main class="{c("main")}">'
        f'<article class="{c("article")}"><header class="{c("articleHeader")}"><div class="'
        f'{c("labels")}"><a class="{c("section")}" href="{base}/{path.split("/")[0]}/">{section}'
        f'</a><span class="{c("kicker")}">{rng.choice(LIBE_KICKERS)}</span><span class="'
        f'{c("premium")}">Abonnés</span></div><h1 class="{c("title")}">{escape(a.headline)}'
        f'</h1><span class="{c("chapo")}">{escape(a.standfirst)}</span><div class="'
        f'{c("byline")}"><span>par <a href="{base}/auteur/{_slug(a.author)}/">'
        f'{escape(a.author)}</a></span><div class="{c("date")}"><time datetime="'
        f'{_iso(t, "+02:00")}">{date}</time>, <span>{changed}</span></div></div><div class="'
        f'{c("share")}"><button>Partager</button><button>Facebook</button><button>X</button>'
        f'<button>Copier le lien</button><button>Offrir l\'article</button></div></header>'
        f'<figure class="{c("figure")}"><img src="https://www.liberation.fr/resizer/'
        f'{_hash(rng, 28, B64)}=/1200x800/filters:format(jpg):quality(70)/cloudfront-eu-west-1.'
        f'images.arcpublishing.com/liberation/{_hash(rng, 26, string.ascii_uppercase)}.jpg" alt'
        f'=""><figcaption class="{c("caption")}">{rng.choice(LIBE_CAPTIONS)} <span class="'
        f'{c("credit")}">({rng.choice(LIBE_CREDITS)})</span></figcaption></figure><div class="'
        f'{c("body")}">{body}</div><div class="{c("support")}"><p class="{c("supportTitle")}">'
        'Libération ne vit que par ses lecteurs.</p><p>Pour soutenir une information libre et '
        'indépendante, abonnez-vous : 1€ le premier mois.</p><a href="https://abonnement.'
        f'liberation.fr/">Je m\'abonne</a></div><div class="{c("newsletter")}"><p>La newsletter '
        'du soir : l\'essentiel de l\'actualité, chaque soir à 20 heures.</p><form><input type="'
        'email" placeholder="Votre adresse e-mail"><button>S\'inscrire</button></form></div>'
        f'</article><section class="{c("same")}"><h2>Dans la même rubrique</h2>{same}</section>'
        f'<aside class="{c("most")}"><h2>Les plus lus</h2><ol>{most}</ol></aside></main><footer '
        f'class="{c("footer")}"><ul>' + _headline_list((
            "Qui sommes-nous ?", "Nous contacter", "Mentions légales", "CGU", ("Politique de "
            "confidentialité"), "Gestion des cookies", "Charte éditoriale", "Publicité"))
        + f'</ul><p>© Libération {t.year}</p></footer></div><div id="didomi-host"><div class="'
        'didomi-popup-container"><div class="didomi-popup-notice"><p class="didomi-popup-'
        'notice-text">Libération et ses partenaires utilisent des cookies pour mesurer '
        'l\'audience, personnaliser les contenus et les publicités. Vous pouvez accepter ou '
        'refuser ces traceurs.</p><button id="didomi-notice-agree-button">Accepter</button>'
        '<button id="didomi-notice-disagree-button">Refuser</button><button id="didomi-notice-'
        'learn-more-button">Paramétrer</button></div></div></div>')
    return page(f"{a.headline} – Libération", og(a, "Libération") + json_ld(a), html, "fr")


EC_NAV = ("España", "Mundo", "Comunicación", "Economía", "Mercados", "Vivienda", "Cultura",
          "Tecnología", "Deportes", "Opinión", "Alma, Corazón, Vida", "Teknautas")
EC_SECTIONS = (("España", "espana"), ("Mundo", "mundo/europa"), ("Economía", "economia"),
               ("Tecnología", "tecnologia"), ("Cultura", "cultura"), ("Madrid", "espana/madrid"))
EC_HEADLINES = ("El Gobierno ultima la reforma del subsidio por desempleo",
                "Las claves del acuerdo europeo sobre inteligencia artificial",
                "La vivienda en alquiler se dispara en las grandes ciudades",
                "Qué se sabe del apagón que dejó sin luz a media península",
                "El Ibex cierra la sesión en máximos del año",
                "Así será el verano: la Aemet avisa de temperaturas récord")
EC_CREDITS = ("EFE/Chema Moya", "Europa Press/Eduardo Parra", "Reuters/Juan Medina",
              "EFE/Mariscal", "EC Diseño", "Getty/Pablo Blázquez")


def elconfidencial(a: Article) -> str:
    """El Confidencial, elconfidencial.com/<sección>/<yyyy-mm-dd>/<slug>_<id>/ (Spanish
    furniture): the header ("Suscríbete", "Iniciar sesión") and nav, the newsType header
    (the section, h1.newsType__title, h2.newsType__subtitle, the author signature, "14/05/2024
    - 09:30", "Actualizado"), the main image "(EFE/...)", then div.newsType__content.news-
    body-complete of bare <p>s and <h3>s with "Publicidad" units and "Te puede interesar"
    boxes between them; the tags, the comments button, "Lo más leído", the newsletter, the
    Titania footer and Didomi's notice around."""
    rng = _rng("elconfidencial", a)
    t = a.published
    heads = list(EC_HEADLINES)
    rng.shuffle(heads)
    section, path = rng.choice(EC_SECTIONS)
    nid = rng.randrange(3_850_000, 3_900_000)
    base = "https://www.elconfidencial.com"

    def href(h: str, k: int) -> str:
        return f"{base}/{path}/{t:%Y-%m-%d}/{_slug(h)}_{nid - 317 * (k + 1)}/"

    def ad(i: int) -> str:
        return (f'<div class="adv adv--inread" id="adv-inread-{i}"><span class="adv__label">'
                'Publicidad</span><div class="adv__slot" style="min-height:300px"></div></div>')

    def interest(k: int) -> str:
        return ('<div class="news-body-center-complementary"><div class="relatedNews"><p class'
                f'="relatedNews__title">Te puede interesar</p><article class="relatedNews__item">'
                f'<a href="{href(heads[k], k)}"><img src="https://images.ecestaticos.com/'
                f'{_hash(rng, 27, B64)}/{k}.jpg" alt=""><h4 class="relatedNews__headline">'
                f'{heads[k]}</h4></a><span class="relatedNews__author">'
                f'{rng.choice(["Carlos Prieto", "Ana Belén Ramos", "Javier Caraballo"])}</span>'
                '</article></div></div>')
    parts = body_html(a, _blocks_as("h3", quote=' class="news-body-quote"'))
    inserts = _inserts(parts, 4, ad, 2)
    _put(inserts, parts, 3, interest(0))
    _put(inserts, parts, 8, interest(1))
    body = _after(parts, inserts)
    later = _later(t, 1)
    caption, _ = _caption(rng)
    most = "".join(f'<li class="mostRead__item"><span class="mostRead__number">{k}</span><a '
                   f'href="{href(h, k + 5)}">{h}</a></li>' for k, h in enumerate(heads[2:6], 1))
    comments = rng.randrange(0, 400)
    html = (
        '<div class="page"><header class="header"><a class="header__logo" href="' + base
        + '/"><svg><title>El Confidencial</title></svg></a><nav class="header__nav"><ul>'
        + _headline_list(EC_NAV) + '</ul></nav><div class="header__user"><a class="header__'
        'subscribe" href="https://www.elconfidencial.com/suscripcion/">Suscríbete</a><a href="'
        'https://www.elconfidencial.com/usuario/">Iniciar sesión</a></div></header><main class='
        '"newsType"><article class="newsType__article"><header class="newsType__header"><a '
        f'class="newsType__section" href="{base}/{path}/">{section}</a><h1 class="newsType__'
        f'title">{escape(a.headline)}</h1><h2 class="newsType__subtitle">{escape(a.standfirst)}'
        '</h2><div class="newsType__authorSignature"><span>Por </span><a class="newsType__'
        f'author" href="{base}/autores/{_slug(a.author)}/">{escape(a.author)}</a></div><div '
        f'class="newsType__date"><time datetime="{_iso(t, "+02:00")}">{t:%d/%m/%Y - %H:%M}'
        f'</time><span class="newsType__updated">Actualizado: {later:%d/%m/%Y - %H:%M}</span>'
        '</div><div class="newsType__share"><button>Facebook</button><button>X</button>'
        '<button>WhatsApp</button><button>Comentar</button></div></header><figure class="'
        f'newsType__mainImage"><img src="https://images.ecestaticos.com/{_hash(rng, 27, B64)}/'
        f'1200x900.jpg" alt=""><figcaption>{escape(caption)} ({rng.choice(EC_CREDITS)})'
        '</figcaption></figure><div class="newsType__content news-body-complete">' + body
        + '</div><div class="newsType__tags">' + " ".join(
            f'<a href="{base}/tags/{_slug(x)}/">{x}</a>' for x in rng.sample(
                ["Gobierno de España", "PSOE", "Partido Popular", "Vivienda", "Inflación",
                 "Unión Europea"], 3)) + '</div><div class="newsType__comments"><button>Ver '
        f'comentarios ({comments})</button></div></article><aside class="mostRead"><h2>Lo más '
        f'leído</h2><ol>{most}</ol></aside><section class="newsletter"><p>Recibe cada mañana '
        'las noticias más importantes en tu correo.</p><form><input type="email" placeholder="'
        'Tu email"><button>Suscríbete</button></form></section></main><footer class="footer">'
        '<ul>' + _headline_list(("Quiénes somos", "Contacto", "Aviso legal", ("Política de "
                                 "privacidad"), "Cookies", "Publicidad", "Trabaja con nosotros"))
        + f'</ul><p>© Titania Compañía Editorial, S.L. {t.year}. España. Todos los derechos '
        f'reservados.</p><p>{t.day} de {ES_MONTHS[t.month - 1]} de {t.year}</p></footer></div>'
        '<div id="didomi-host"><div class="didomi-popup-notice"><p>Tu privacidad es importante '
        'para nosotros. Nosotros y nuestros socios almacenamos o accedemos a información en un '
        'dispositivo, tales como cookies.</p><button id="didomi-notice-agree-button">Aceptar y '
        'cerrar</button><button id="didomi-notice-learn-more-button">Configurar</button></div>'
        '</div>')
    return page(f"{a.headline}", og(a, "El Confidencial") + json_ld(a), html, "es")


VK_NAV = ("Nieuws & Achtergrond", "Columns & Opinie", "Cultuur & Media", "Wetenschap",
          "Economie", "Sport", "Podcasts", "Puzzels", "Volkskrant Magazine", "Beter Leven")
VK_LABELS = ("Analyse", "Interview", "Reportage", "Nieuws", "Achtergrond", "Column")
VK_HEADLINES = ("Kabinet wil sneller bouwen, maar gemeenten trappen op de rem",
                "Hoe een klein dorp in Drenthe de energietransitie omarmde",
                "Universiteiten schrappen opleidingen na daling buitenlandse studenten",
                "Waarom de Randstad steeds vaker droog staat in de zomer",
                "Het Nederlands elftal begint aan de voorbereiding op het EK",
                "Rechter: de staat moet meer doen tegen stikstofuitstoot")
VK_CREDITS = ("Beeld ANP", "Beeld Joris van Gennip", "Beeld Getty Images",
              "Beeld Pauline Niks", "Beeld Reuters", "Beeld Raymond Rutting")
VK_BEATS = ("onderwijs", "politiek", "klimaat", "economie", "buitenland", "zorg")


def volkskrant(a: Article) -> str:
    """De Volkskrant, volkskrant.nl/<rubriek>/<slug>~b<hex>/ (Dutch furniture; DPG Media's
    artstyle BEM classes): the header ("Abonneren", "Inloggen") and nav, article.artstyle
    with the label, h1.artstyle__header-title, p.artstyle__intro, the byline and "14 mei 2024,
    09:30", the lead image "Beeld ANP", then section.artstyle__main of p.artstyle__paragraph,
    h3.artstyle__subheader, lists and quotes with "Advertentie" slots, "Lees ook" boxes and a
    pull quote repeating a sentence between them; the author box, the gift and share buttons,
    the subscription offer, "Geselecteerd door de redactie", the footer and DPG's privacy gate
    around."""
    rng = _rng("volkskrant", a)
    t = a.published
    heads = list(VK_HEADLINES)
    rng.shuffle(heads)
    rubriek = rng.choice(["nieuws-achtergrond", "economie", "wetenschap", "cultuur-media"])
    base = "https://www.volkskrant.nl"

    def href(h: str) -> str:
        return f"{base}/{rubriek}/{_slug(h)}~b{_hash(rng, 8, HEX)}/"

    block = _blocks_as("h3", p=' class="artstyle__paragraph"', h=' class="artstyle__subheader"',
                       quote=' class="artstyle__quote"', lists=' class="artstyle__list"')

    def ad(i: int) -> str:
        return (f'<div class="artstyle__advertisement" data-ad-slot="inline-{i}"><span class="'
                'artstyle__advertisement__label">Advertentie</span><div class="ad-slot"></div>'
                '</div>')

    def lees(h: str) -> str:
        return ('<aside class="artstyle__container artstyle__container--readmore"><h4 class="'
                'artstyle__readmore__title">Lees ook</h4><a class="artstyle__readmore__link" '
                f'href="{href(h)}"><img src="https://images.volkskrant.nl/{_uuid(rng)}.jpg?width='
                f'200" alt=""><span class="artstyle__readmore__text">{h}</span></a></aside>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 5, ad, 3)
    _put(inserts, parts, 2, lees(heads[0]))
    _put(inserts, parts, 5, '<blockquote class="artstyle__quote artstyle__quote--pull"><p '
         f'class="artstyle__quote__text">‘{_pull(a, 5)}’</p></blockquote>')
    _put(inserts, parts, 9, lees(heads[1]))
    body = _after(parts, inserts)
    caption, _ = _caption(rng)
    picks = "".join(
        f'<li class="teaser"><a href="{href(h)}"><span class="teaser__label">'
        f'{rng.choice(VK_LABELS)}</span><h3 class="teaser__title">{h}</h3></a></li>'
        for h in heads[2:6])
    html = (
        '<div id="root"><header class="app-header"><a class="app-header__logo" href="' + base
        + '/"><svg><title>de Volkskrant</title></svg></a><nav class="app-header__nav"><ul>'
        + _headline_list(VK_NAV) + '</ul></nav><a class="app-header__subscribe" href="https://'
        'abonnement.volkskrant.nl/">Abonneren</a><a class="app-header__login" href="https://'
        'login.volkskrant.nl/">Inloggen</a></header><main><article class="artstyle"><header '
        'class="artstyle__header"><div class="artstyle__labels"><span class="artstyle__label">'
        f'{rng.choice(VK_LABELS)}</span></div><h1 class="artstyle__header-title">'
        f'{escape(a.headline)}</h1><p class="artstyle__intro">{escape(a.standfirst)}</p><div '
        f'class="artstyle__byline"><span class="artstyle__byline__author">{escape(a.author)}'
        f'</span><time class="artstyle__production__datetime" datetime="{_iso(t, "+02:00")}">'
        f'{t.day} {NL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}</time></div></header><figure '
        f'class="artstyle__image"><img src="https://images.volkskrant.nl/{_uuid(rng)}.jpg?'
        f'width=1280" alt=""><figcaption class="artstyle__image__caption"><span>{escape(caption)}'
        f'</span> <span class="artstyle__image__credit">{rng.choice(VK_CREDITS)}</span>'
        f'</figcaption></figure><section class="artstyle__main">{body}</section><footer class='
        f'"artstyle__footer"><div class="artstyle__author-box"><p><strong>{escape(a.author)}'
        f'</strong> is verslaggever van de Volkskrant en schrijft over {rng.choice(VK_BEATS)}.'
        '</p><button>Volg</button></div><div class="artstyle__actions"><button>Cadeau geven'
        '</button><button>Delen</button><button>Reageren</button></div></footer></article><div '
        'class="subscription-offer"><p>Lees de Volkskrant nu 4 weken voor € 1</p><p>Onbeperkt '
        'toegang tot alle artikelen, de digitale krant en de app.</p><a href="https://abonnement.'
        'volkskrant.nl/">Word abonnee</a></div><section class="editorial-picks"><h2>'
        f'Geselecteerd door de redactie</h2><ul>{picks}</ul></section></main><footer class="app-'
        'footer"><ul>' + _headline_list(("Over de Volkskrant", "Klantenservice", "Colofon",
                                          "Privacy", "Cookiebeleid", "Gebruiksvoorwaarden",
                                          "Adverteren")) + f'</ul><p>© {t.year} DPG Media B.V. - '
        'alle rechten voorbehouden</p></footer></div><div id="pg-host-shadow-root" class="'
        'privacy-gate"><div class="pg-modal"><h2>Wij vragen uw toestemming</h2><p>DPG Media en '
        'haar partners gebruiken cookies en vergelijkbare technieken om u een betere ervaring '
        'te bieden.</p><button id="pg-accept-btn">Akkoord</button><button id="pg-configure-btn">'
        'Instellingen aanpassen</button></div></div>')
    return page(f"{a.headline} | de Volkskrant", og(a, "de Volkskrant") + json_ld(a), html,
                "nl")


VG_NAV = ("Nyheter", "Sport", "Rampelys", "Vektklubb", "Podkast", "Godt", "Tek", "Bil",
          "VG-lista", "VG+")
VG_HEADLINES = ("Regjeringen legger fram revidert budsjett i dag",
                "Uvær på Vestlandet: Flere veier stengt", "Strømprisen stiger igjen i sør",
                "Bodø/Glimt snudde kampen på overtid", "Slik blir været i pinsen",
                "Politiet etterlyser vitner etter brann i Oslo")
VG_ROLES = ("Journalist", "Journalist", "Fotograf", "Politisk journalist", "Kommentator")
VG_CREDITS = ("Foto: Frode Hansen / VG", "Foto: Lise Åserud / NTB", "Foto: Trond Solberg / VG",
              "Foto: Javad Parsa / NTB", "Foto: Reuters")
VG_FACTS = (("FAKTA: Saken kort", ("Saken ble kjent i mars", "Tre departementer er involvert",
                                   "Stortinget skal behandle saken før sommeren")),
            ("FAKTA: Dette vet vi", ("Politiet fikk melding klokken 06.12",
                                     "Ingen personer er meldt savnet",
                                     "Årsaken er foreløpig ukjent")))


def vg(a: Article) -> str:
    """VG, vg.no/<seksjon>/i/<id>/<slug> (Norwegian furniture; Schibsted's Svelte front end
    with scoped svelte- classes): the header and nav ("Logg inn", "VG+"), the article header
    (h1, the ingress, the bylines with their roles, "Publisert: 14.05.24 09:30" and
    "Oppdatert"), the lead image ("Foto: ... / VG"), then the body cut into sibling
    text sections with "Annonse" slots between them, "LES OGSÅ:" link paragraphs and a FAKTA
    box inside and the "Kilde: NTB" line after them; the VG+ offer, "Del artikkelen", "Mest
    lest" and the footer with the editor's line around."""
    rng = _rng("vg", a)
    sv = _svelte(rng)
    t = a.published
    heads = list(VG_HEADLINES)
    rng.shuffle(heads)
    seksjon = rng.choice(["nyheter", "sport", "rampelys", "forbruker"])
    base = "https://www.vg.no"

    def href(h: str) -> str:
        return f"{base}/{seksjon}/i/{_hash(rng, 6, ALNUM)}/{_slug(h)}"

    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(f' class="{sv("hyperion-css-text", "Text")}"')
        if b.tag[0] == "h":
            return f'<h2 class="{sv("hyperion-css-subtitle", "Subtitle")}">{b.html}</h2>'
        if b.tag == "blockquote":
            return _quote(b, f' class="{sv("quote", "Quote")}"')
        return b.markup(f' class="{sv("list", "List")}"' if b.tag in ("ul", "ol") else "")

    def les(h: str) -> str:
        return (f'<p class="{sv("hyperion-css-text", "Text")} les-ogsa"><strong>LES OGSÅ:'
                f'</strong> <a href="{href(h)}">{h}</a></p>')
    title, facts = rng.choice(VG_FACTS)
    box = sv("factbox-title", "Factbox")
    fakta = (f'<aside class="{sv("factbox", "Factbox")}"><h3 class="{box}">{title}</h3><ul>'
             + "".join(f"<li>{x}</li>" for x in facts) + '</ul><button>'
             'Vis mer</button></aside>')
    parts = body_html(a, block)
    inserts: dict[int, str] = {}
    _put(inserts, parts, 2, les(heads[0]))
    _put(inserts, parts, 5, fakta)
    _put(inserts, parts, 9, les(heads[1]))
    runs = _runs(parts, inserts, 3)
    body = "".join(
        f'<section class="{sv("article-text", "TextBlock")}">{run}</section>'
        + (f'<div class="{sv("ad-wrapper", "Ad")}"><span class="{sv("ad-label", "Ad")}">Annonse'
           f'</span><div id="netboard{k + 1}" class="ad-slot"></div></div>'
           if k + 1 < len(runs) else "") for k, run in enumerate(runs))
    source = rng.choice(["Kilde: NTB", "(©NTB)", ""])
    if source:
        body += f'<p class="{sv("source", "Source")}"><em>{source}</em></p>'
    later = _later(t, 2)
    authors = [(a.author, rng.choice(VG_ROLES))]
    if rng.random() < 0.5:
        authors.append((rng.choice(["Kari Nordmann", "Ola Berg", "Ingrid Solheim"]), "Fotograf"))
    byline = "".join(
        f'<li class="{sv("byline-item", "Byline")}"><a href="{base}/forfatter/{_slug(n)}">'
        f'{escape(n)}</a><span class="{sv("byline-role", "Byline")}">{r}</span></li>'
        for n, r in authors)
    most = "".join(f'<li><a href="{href(h)}">{h}</a></li>' for h in heads[2:6])
    html = (
        f'<div id="app"><header class="{sv("header", "Header")}"><a href="{base}/" class="'
        f'{sv("logo", "Header")}"><svg><title>VG</title></svg></a><nav class="'
        f'{sv("nav", "Header")}"><ul>' + _headline_list(VG_NAV) + f'</ul></nav><a class="'
        f'{sv("login", "Header")}" href="https://www.vg.no/innlogging">Logg inn</a></header>'
        f'<main class="{sv("main", "Layout")}"><article class="{sv("article", "Article")}" data-'
        f'article-id="{_hash(rng, 6, ALNUM)}"><header class="{sv("article-header", "Header")}">'
        f'<h1 class="{sv("title", "Title")}">{escape(a.headline)}</h1><p class="'
        f'{sv("ingress", "Ingress")}">{escape(a.standfirst)}</p><ul class="'
        f'{sv("bylines", "Byline")}">{byline}</ul><div class="{sv("timestamps", "Time")}"><time '
        f'datetime="{_iso(t, "+02:00")}">Publisert: {t:%d.%m.%y %H:%M}</time><time datetime="'
        f'{_iso(later, "+02:00")}">Oppdatert: {later:%d.%m.%y %H:%M}</time></div></header>'
        f'<figure class="{sv("image", "Image")}"><img src="https://akamai.vgc.no/v2/images/'
        f'{_uuid(rng)}?fit=crop&amp;format=auto&amp;h=1267&amp;w=1900" alt=""><figcaption class'
        f'="{sv("caption", "Image")}">{escape(_caption(rng)[0])} <span class="'
        f'{sv("credit", "Image")}">{rng.choice(VG_CREDITS)}</span></figcaption></figure><div '
        f'class="{sv("article-body", "Body")}">{body}</div><div class="{sv("share", "Share")}">'
        '<p>Del artikkelen</p><button>Facebook</button><button>Kopier lenke</button><button>'
        f'E-post</button></div><div class="{sv("vgplus", "Offer")}"><p>Få tilgang til alt '
        'innhold fra VG+</p><a href="https://www.vg.no/vgpluss">Kjøp VG+</a></div></article>'
        f'<aside class="{sv("most-read", "MostRead")}"><h2>Mest lest</h2><ol>{most}</ol></aside>'
        f'</main><footer class="{sv("footer", "Footer")}"><p>Ansvarlig redaktør: Gard Steiro. '
        'VG er ansvarlig for innholdet og følger Vær Varsom-plakatens regler for god presseskikk.'
        '</p><ul>' + _headline_list(("Kontakt VG", "Annonseinfo", "Personvern", "Cookies",
                                     "Brukervilkår", "Tips oss")) + f'</ul><p>© {t.year} VG'
        '</p></footer></div>')
    return page(f"{a.headline} – VG", og(a, "VG") + json_ld(a), html, "nb")


YNET_NAV = ("חדשות", "כלכלה", "ספורט", "תרבות", "רכילות", "בריאות", "רכב", "דיגיטל", "לאשה",
            "אוכל", "יחסים", "תיירות", "+ynet")
YNET_HEADLINES = ("התחזית: גל חום יגיע בסוף השבוע", "הממשלה אישרה את תקציב המדינה",
                  "מחירי הדירות ממשיכים לעלות", "מכבי תל אביב ניצחה בדרבי",
                  "שביתה בנמלים: מה זה אומר עבורכם", "המחקר החדש שמפתיע את הרופאים")
YNET_CAPTIONS = ("זירת האירוע", "ישיבת הממשלה בירושלים", "מפגינים בתל אביב", "תמונת ארכיון",
                 "הכניסה לבית החולים")
YNET_CREDITS = ("רויטרס", "AFP", "שאול גולן", "אלכס קולומויסקי", "דוברות המשטרה", "GettyImages")
YNET_TALKBACKS = (("כתבה מצוינת", "סוף סוף מישהו כותב על זה בצורה ברורה"),
                  ("לא מסכים", "הכותב מתעלם מכמה עובדות חשובות"),
                  ("שאלה", "מישהו יודע מתי זה נכנס לתוקף?"),
                  ("חבל", "כל שנה אותו סיפור ואף אחד לא עושה כלום"))


def ynet(a: Article) -> str:
    """ynet, ynet.co.il/news/article/<id> (Hebrew furniture, right to left; the React front end
    with Draft.js text): the header and nav, div.ArticleHeaderComponent (h1.mainTitle,
    h2.subTitle, the authors and "14.05.24 | 09:30"), the lead image ("צילום: ..."), then
    div#ArticleBodyComponent of div.text_editor_paragraph.rtl with span[data-text] (bold
    spans for subheads, Draft.js list items), with "פרסומת" ad containers, a "קראו גם"
    link and a captioned gallery between them; the tags, the talkbacks ("תגובות"), Outbrain's
    "המומלצים" grid and the footer around."""
    rng = _rng("ynet", a)
    t = a.published
    heads = list(YNET_HEADLINES)
    rng.shuffle(heads)
    base = "https://www.ynet.co.il"
    para = 'class="text_editor_paragraph rtl" data-text-editor-type="paragraph"'

    def href(h: str) -> str:
        return f"{base}/news/article/{_hash(rng, 2, 'bhrs')}{_hash(rng, 8, LOWER)}"

    def block(b: Block) -> str:
        if b.tag == "p":
            return f'<div {para}><span data-text="true">{b.html}</span></div>'
        if b.tag[0] == "h":
            return (f'<div {para}><span data-text="true" style="font-weight:bold">{b.html}'
                    '</span></div>')
        if b.tag in ("ul", "ol"):
            kind = "unordered" if b.tag == "ul" else "ordered"
            return (f'<{b.tag} class="public-DraftStyleDefault-{b.tag}">' + "".join(
                f'<li class="public-DraftStyleDefault-{kind}ListItem public-DraftStyleDefault-'
                'reset public-DraftStyleDefault-depth0 public-DraftStyleDefault-listRTL"><div '
                'class="public-DraftStyleDefault-block public-DraftStyleDefault-rtl"><span data-'
                f'text="true">{x}</span></div></li>' for x in _li(b)) + f'</{b.tag}>')
        if b.tag == "blockquote":
            return (f'<blockquote class="quote"><div {para}><span data-text="true">{b.html}'
                    '</span></div></blockquote>')
        return b.markup()

    def ad(i: int) -> str:
        return (f'<div class="ads-container"><div class="adsLabel">פרסומת</div><div id="ads.'
                f'inread.{i}" class="ads"></div></div>')
    shots = rng.sample(YNET_CAPTIONS, 3)
    gallery = ('<div class="GalleryComponent"><div class="galleryTitle">גלריה</div>' + "".join(
        f'<div class="slide"><img src="https://ynet-pic1.yit.co.il/picserver5/crop_images/'
        f'{t:%Y/%m/%d}/{_hash(rng, 9, ALNUM)}.jpg" alt=""><div class="slideCaption">{x}</div>'
        f'<div class="credit">צילום: {rng.choice(YNET_CREDITS)}</div><span class="counter">'
        f'{k}/{len(shots)}</span></div>' for k, x in enumerate(shots, 1)) + '</div>')
    also = (f'<div {para}><span data-text="true"><strong>קראו גם:</strong> </span><a href="'
            f'{href(heads[0])}"><span data-text="true">{heads[0]}</span></a></div>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 4, ad, 2)
    _put(inserts, parts, 3, also)
    _put(inserts, parts, 6, gallery)
    body = _after(parts, inserts)
    later = _later(t, 1)
    talkbacks = "".join(
        f'<li class="talkback"><div class="talkbackTitle">{k}. {x}</div><div class="'
        f'talkbackAuthor">{rng.choice(["דני", "מיכל", "יוסי", "רונית", "אבי"])}</div><div '
        f'class="talkbackText">{y}</div></li>'
        for k, (x, y) in enumerate(rng.sample(YNET_TALKBACKS, 3), 1))
    recommended = "".join(
        f'<div class="ob-dynamic-rec-container"><a href="{href(h)}"><img src="https://images.'
        f'outbrainimg.com/{_hash(rng, 16, LOWER)}.jpg" alt=""><span class="ob-rec-text">{h}'
        '</span></a></div>' for h in heads[1:5])
    html = (
        '<div id="ynet_page"><header class="YnetHeader"><a class="logo" href="' + base + '/">'
        '<img src="https://www.ynet.co.il/images/logo.svg" alt="ynet"></a><nav class="'
        'mainNavigation"><ul>' + _headline_list(YNET_NAV) + '</ul></nav><a class="'
        'loginButton" href="https://www.ynet.co.il/login">התחברות</a></header><main class="'
        'layoutContainer"><div class="ArticleHeaderComponent"><div class="mainTitleWrapper"><h1'
        f' class="mainTitle">{escape(a.headline)}</h1></div><div class="subTitleWrapper"><h2 '
        f'class="subTitle">{escape(a.standfirst)}</h2></div><div class="authorAndDateWrapper">'
        f'<div class="authors"><a href="{base}/authors/{_slug(a.author)}">{escape(a.author)}'
        '</a></div><span class="DateDisplay"><time datetime="' + _iso(t, "+03:00") + '">'
        f'{t:%d.%m.%y} | {t:%H:%M}</time></span><span class="updated">עודכן: {later:%H:%M}'
        '</span></div><div class="shareButtons"><button>שתפו</button><button>WhatsApp</button>'
        '<button>Facebook</button></div></div><div class="ArticleImageComponent"><img src="'
        f'https://ynet-pic1.yit.co.il/picserver5/crop_images/{t:%Y/%m/%d}/{_hash(rng, 9, ALNUM)}'
        f'.jpg" alt=""><div class="imageInfo"><span class="caption">{rng.choice(YNET_CAPTIONS)}'
        f'</span><span class="imageCredit">צילום: {rng.choice(YNET_CREDITS)}</span></div></div>'
        f'<div id="ArticleBodyComponent" class="ArticleBodyComponent">{body}</div><div class="'
        'tagsComponent"><span>תגיות:</span>' + " ".join(
            f'<a href="{base}/topics/{_slug(x)}">{x}</a>' for x in rng.sample(
                ["ישראל", "כלכלה", "מזג אוויר", "ירושלים", "תל אביב"], 3)) + '</div><section '
        f'class="TalkbacksComponent"><h3>תגובות</h3><button>הוספת תגובה</button><ol>{talkbacks}'
        '</ol></section><section class="OUTBRAIN"><h3>המומלצים</h3>' + recommended
        + '</section></main><footer class="YnetFooter"><ul>' + _headline_list((
            "אודות", "צור קשר", "תנאי שימוש", "מדיניות פרטיות", "פרסמו אצלנו", "נגישות"))
        + '</ul><p>כל הזכויות שמורות © ידיעות אינטרנט</p></footer></div>')
    return _rtl(page(f"{a.headline} | ynet", og(a, "ynet") + json_ld(a), html, "he"), "he")


# ------------------------------------------------------------------------------ in Chinese

CX_NAV = ("首页", "经济", "金融", "公司", "政经", "世界", "观点网", "文化", "博客", "图片", "视频",
          "数据", "财新周刊", "English")
CX_CHANNELS = (("经济", "economy"), ("金融", "finance"), ("公司", "companies"), ("政经", "china"),
               ("世界", "international"))
CX_HEADLINES = ("央行下调存款准备金率0.5个百分点", "新能源车企价格战再升级",
                "地方债发行提速 专项债投向基建", "一季度GDP同比增长5.3%",
                "多地放松限购 楼市能否企稳", "监管层出手整治“内卷式”竞争")
CX_REPORTERS = ("王力为", "张而弛", "彭骥骎", "杜知航", "屈运栩", "周信")
CX_EDITORS = ("郭艾叶", "黄凯茜", "杨睿", "冯禹丁", "张帆")
CX_CAPTIONS = ("图：视觉中国", "图：财新记者 丁刚", "图：IC photo", "资料图：视觉中国")


def caixin(a: Article) -> str:
    """财新网 (Caixin), <channel>.caixin.com/<yyyy-mm-dd>/<id>.html (Chinese furniture and
    articles; the server pages): the top bar (登录, 注册, 财新通) and nav, the breadcrumb,
    div#conTit > h1, div.artInfo ("文｜财新 ...", "2024年05月14日 09:30 来源于 财新网", the
    font-size and share tools), the subhead summary, the lead picture and its "图：..."
    credit, then div#Main_Content_Val.text of bare <p>s (the first led by "【财新网】（记者
    ...）", subheads as <h2>) with a "相关报道：" link paragraph and an ad between them and the
    "责任编辑：... | 版面编辑：..." line at its end; the hidden paywall box (财新通), "推荐阅读",
    the copyright statement, the comments, the hot list and the ICP footer around."""
    rng = _rng("caixin", a)
    t = a.published
    heads = list(CX_HEADLINES)
    rng.shuffle(heads)
    channel, host = rng.choice(CX_CHANNELS)
    aid = rng.randrange(102_180_000, 102_200_000)
    base = f"https://{host}.caixin.com"
    reporter = rng.choice(CX_REPORTERS)

    def href(k: int) -> str:
        return f"{base}/{t:%Y-%m-%d}/{aid - 97 * (k + 1)}.html"
    parts = body_html(a, _datelined(a, f"【财新网】（记者 {reporter}）"))
    inserts: dict[int, str] = {}
    _put(inserts, parts, 3, f'<p>相关报道：<a href="{href(0)}" target="_blank">《{heads[0]}》'
         f'</a></p>')
    _put(inserts, parts, 6, '<div class="ad_inart"><span class="ad_tag">广告</span><div id="'
         'caixin_ad_article_middle"></div></div>')
    editor, layout = rng.sample(CX_EDITORS, 2)
    body = _after(parts, inserts) + f'<p class="editor">责任编辑：{editor} | 版面编辑：{layout}</p>'
    summary = a.standfirst.removeprefix("In brief: ").rstrip(".")
    recommend = "".join(f'<li><a href="{href(k + 1)}">{h}</a><span>{t:%m-%d}</span></li>'
                        for k, h in enumerate(heads[1:4]))
    hot = "".join(f'<li><em>{k}</em><a href="{href(k + 9)}">{h}</a></li>'
                  for k, h in enumerate(heads[2:6], 1))
    html = (
        '<div class="topNav"><div class="w1200"><a href="https://www.caixin.com/">财新网</a><a '
        'href="https://weekly.caixin.com/">财新周刊</a><a href="https://www.caixinglobal.com/">'
        'Caixin Global</a><span class="fr"><a href="https://u.caixin.com/web/login">登录</a><a '
        'href="https://u.caixin.com/web/register">注册</a><a class="cxt" href="https://'
        'mall.caixin.com/">订阅财新通</a></span></div></div><div class="head w1200"><a class="'
        'logo" href="https://www.caixin.com/"><img src="https://file.caixin.com/webchannel/all/'
        'img/logo.png" alt="财新网"></a><ul class="nav">' + _headline_list(CX_NAV) + '</ul>'
        '</div><div class="comMain w1200"><div class="conlf"><div class="bread"><a href="https'
        f'://www.caixin.com/">财新网</a> &gt; <a href="{base}/">{channel}频道</a> &gt; 正文</div>'
        f'<div id="conTit"><h1>{escape(a.headline)}<span id="conTitSpan"></span></h1></div><div'
        f' class="artInfo">文｜财新 {reporter}<br>{t.year}年{t:%m}月{t:%d}日 {t:%H:%M} <span>来源'
        '于 <a href="https://www.caixin.com/">财新网</a></span><span class="function"><a class'
        '="fontsize">字号</a><a class="share">分享</a><a class="fav">收藏</a></span></div><div '
        f'class="subhead">{escape(summary)}</div><div class="content"><dl class="media_pic"><dt>'
        f'<img src="https://img.caixin.com/{t:%Y-%m-%d}/{_hash(rng, 15, LOWER)}_480.jpg" alt="">'
        f'</dt><dd>{rng.choice(CX_CAPTIONS)}</dd></dl><div id="Main_Content_Val" class="text">'
        f'{body}</div></div><div id="chargeWall" class="cons-pay-tip" style="display:none"><p>'
        '此文限时免费阅读</p><p>开通财新通，畅读全站内容，尊享全部权益</p><a href="https://mall.'
        'caixin.com/">立即订阅</a></div><div class="moreReport"><h4>推荐阅读</h4><ul>'
        f'{recommend}</ul></div><div class="copyright"><p>财新网所刊载内容之知识产权为财新传媒及/'
        '或相关权利人专属所有或持有。未经许可，禁止进行转载、摘编、复制及建立镜像等任何使用。</p>'
        '</div><div class="comment" id="comment"><h4>网友评论</h4><p>登录后才可以发表评论</p><a '
        'href="https://u.caixin.com/web/login">登录</a></div></div><div class="conri"><div '
        f'class="hot"><h3>热门文章</h3><ol>{hot}</ol></div><div class="cxdata"><p>财新数据通</p>'
        '<p>专享资讯 金融数据 智能工具</p></div></div></div><div class="footer"><p><a>关于我们</a>'
        ' | <a>加入我们</a> | <a>意见与反馈</a> | <a>提供新闻线索</a> | <a>联系我们</a> | <a>广告'
        '合作</a> | <a>网站地图</a></p><p>京ICP证090880号 京ICP备10044704号 京公网安备 '
        '11010502034662号</p><p>违法和不良信息举报电话（涉及炒股账户号码等诈骗信息，请勿拨打）：'
        f'010-85905050</p><p>版权所有 2009-{t.year} 财新网</p></div>')
    return page(f"{a.headline}_{channel}频道_财新网", og(a, "财新网")
                + f'<meta name="description" content="{escape(summary)}"><link rel="canonical" '
                f'href="{base}/{t:%Y-%m-%d}/{aid}.html">', html, "zh-CN")


YC_NAV = ("首页", "新闻", "视听", "直播", "新金融", "一财号", "数据", "研究院", "商学院", "公益")
YC_HEADLINES = ("A股三大指数集体收涨 半导体板块领涨", "多城优化公积金政策 首付比例下调",
                "外资持续加仓中国资产", "一财社论：稳预期需要更多确定性",
                "跨境电商迎来出海新窗口", "发改委：加快推进重大项目建设")
YC_WRITERS = ("陈姗姗", "周斌", "葛爱峰", "胡军华", "杨志锦", "邹臻杰")
YC_STOCKS = (("贵州茅台", "600519"), ("宁德时代", "300750"), ("比亚迪", "002594"),
             ("中国平安", "601318"), ("招商银行", "600036"), ("隆基绿能", "601012"))


def yicai(a: Article) -> str:
    """第一财经 (Yicai), yicai.com/news/<id>.html (Chinese furniture and articles): the header
    and nav, div.title (h1, "作者：... 责编：...", "来源：第一财经" and the time), the intro
    summary, then div#multi-text.m-txt of bare <p>s (subheads bold) with a centred picture and
    its "（图片来源：...）" line between them; the related-stocks table, the copyright notice,
    "第一财经广告合作", "举报", the author box, "相关阅读", the "一财最热" ranking and the
    footer around."""
    rng = _rng("yicai", a)
    t = a.published
    heads = list(YC_HEADLINES)
    rng.shuffle(heads)
    nid = rng.randrange(102_100_000, 102_200_000)
    base = "https://www.yicai.com"
    writer, editor = rng.sample(YC_WRITERS, 2)

    def block(b: Block) -> str:
        if b.tag == "blockquote":
            return _quote(b, ' class="m-quote"')
        if b.tag[0] != "h":
            return b.markup()
        return f'<p style="text-align: justify;"><strong>{b.html}</strong></p>'
    picture = (f'<p style="text-align: center;"><img src="https://imgcdn.yicai.com/uppics/'
               f'images/{t:%Y/%m}/{_hash(rng, 32, HEX)}.jpg" alt=""></p><p class="pic_title" '
               'style="text-align: center;">（图片来源：'
               f'{rng.choice(["视觉中国", "第一财经", "新华社", "受访者供图"])}）</p>')
    parts = body_html(a, block)
    inserts: dict[int, str] = {}
    _put(inserts, parts, 2, picture)
    body = _after(parts, inserts)
    summary = a.standfirst.removeprefix("In brief: ").rstrip(".")
    moves = [(name, code, rng.uniform(10, 1800), rng.uniform(-5, 5))
             for name, code in rng.sample(YC_STOCKS, 3)]
    stocks = "".join(
        f'<tr><td><a href="{base}/stock/{code}.html">{name}</a></td><td>{code}</td><td>'
        f'{price:.2f}</td><td class="{"up" if d > 0 else "down"}">{d:+.2f}%</td></tr>'
        for name, code, price, d in moves)
    related = "".join(f'<li><a href="{base}/news/{nid - 211 * (k + 1)}.html">{h}</a><span>'
                      f'{t:%Y-%m-%d}</span></li>' for k, h in enumerate(heads[:3]))
    hot = "".join(f'<li><span class="rank">{k}</span><a href="{base}/news/{nid - 977 * k}.html">'
                  f'{h}</a></li>' for k, h in enumerate(heads[2:6], 1))
    html = (
        '<div class="g-hd"><div class="m-hd"><a class="logo" href="' + base + '/"><img src="'
        'https://www.yicai.com/images/logo.png" alt="第一财经"></a><ul class="m-nav">'
        + _headline_list(YC_NAV) + '</ul><div class="m-user"><a>登录</a><a>注册</a></div></div>'
        '</div><div class="m-container f-cb"><div class="m-main f-fl"><div class="title f-pr">'
        f'<h1>{escape(a.headline)}</h1><p class="names">作者：{writer}　　责编：{editor}</p><p>'
        f'<span>来源：第一财经</span><em>{t:%Y-%m-%d %H:%M:%S}</em></p></div><div class="intro">'
        f'<p>{escape(summary)}</p></div><div class="m-txt" id="multi-text">{body}</div><div '
        'class="m-stocks"><h4>相关股票</h4><table><thead><tr><th>名称</th><th>代码</th><th>最新价'
        f'</th><th>涨跌幅</th></tr></thead><tbody>{stocks}</tbody></table></div><div class="m-'
        'copyright"><p>此内容为第一财经原创，著作权归第一财经所有。未经第一财经书面授权，不得以任何'
        '方式加以使用，包括转载、摘编、复制或建立镜像。第一财经保留追究侵权者法律责任的权利。如需获'
        '得授权请联系第一财经版权部：banquan@yicai.com</p></div><div class="m-adv"><a href="https'
        '://www.yicai.com/ad/">第一财经广告合作，请点击这里</a></div><div class="m-report"><a>举报'
        '</a></div><div class="m-author"><img src="https://imgcdn.yicai.com/author/'
        f'{_hash(rng, 12, HEX)}.jpg" alt=""><div><h4>文章作者</h4><p class="name">{writer}</p>'
        '<p class="desc">第一财经记者，关注宏观经济与资本市场。</p></div></div><div class="m-'
        f'related"><h3>相关阅读</h3><ul>{related}</ul></div></div><div class="m-side f-fr"><div'
        f' class="m-hot"><h3>一财最热</h3><ol>{hot}</ol><a class="close">点击关闭</a></div></div>'
        '</div><div class="g-ft"><p><a>关于我们</a><a>联系我们</a><a>加入我们</a><a>版权声明</a>'
        f'<a>隐私政策</a></p><p>第一财经 版权所有 ©{t.year} 沪ICP备10034474号-1</p></div>')
    return page(f"{a.headline}", og(a, "第一财经") + f'<meta name="description" content="'
                f'{escape(summary)}"><link rel="canonical" href="{base}/news/{nid}.html">', html,
                "zh-CN")


JS_TOPICS = ("读书", "程序员", "Python", "成长励志", "想法", "散文", "生活家", "互联网")
JS_BIOS = ("一个爱读书的程序员", "记录生活，分享成长", "写点代码，也写点字", "终身学习者")
JS_COMMENTS = (("森林里的鹿", "写得真好，收藏了慢慢看"), ("一只咸鱼", "感谢分享，学到了"),
               ("晚风", "第三段说得特别对"), ("路人甲", "期待更新"))
JS_CAPTIONS = ("图片来源：网络", "图片来自网络，侵删", "", "作者拍摄")


def jianshu(a: Article) -> str:
    """A 简书 (Jianshu) note, jianshu.com/p/<hex id> (Chinese furniture and articles; the Next.js
    front end with minified class names): the header (首页, 下载App, 会员, IT技术, 搜索, 登录,
    注册, 写文章), section > h1._1RuRku, the author row (avatar, name, 关注, the diamond count,
    the time, 字数 and 阅读), article._2rhmJa of the note's blocks (code in
    pre.line-numbers, pictures in div.image-package with their captions), then the likes and
    the notebook link, "赞赏支持", the author card, the copyright line, "被以下专题收入", the
    comments ("全部评论"), "推荐阅读", the aside and the footer."""
    rng = _rng("jianshu", a)
    mn = _minified(rng)
    t = a.published
    pid = _hash(rng, 12, HEX)
    uid = _hash(rng, 12, HEX)
    base = "https://www.jianshu.com"

    def block(b: Block) -> str:
        if b.tag == "pre":
            lang = rng.choice(["python", "java", "javascript", "bash"])
            return (f'<pre class="line-numbers language-{lang}"><code class="language-{lang}">'
                    f'{b.html}</code></pre>')
        if b.tag == "blockquote":
            return _quote(b)
        return b.markup()

    def image(k: int) -> str:
        caption = rng.choice(JS_CAPTIONS)
        w, h = 700, rng.choice([394, 466, 525])
        return ('<div class="image-package"><div class="image-container" style="max-width: '
                f'{w}px; max-height: {h}px;"><div class="image-container-fill" style="padding-'
                f'bottom: {100 * h / w:.2f}%;"></div><div class="image-view" data-width="{w}" '
                f'data-height="{h}"><img data-original-src="//upload-images.jianshu.io/'
                f'upload_images/{rng.randrange(10**6, 3 * 10**7)}-{_hash(rng, 16, HEX)}.jpg" '
                f'data-original-width="{w}" data-original-height="{h}" data-original-format="'
                f'image/jpeg" data-original-filesize="{rng.randrange(30000, 300000)}" src="//'
                f'upload-images.jianshu.io/upload_images/{k}.jpg?imageMogr2/auto-orient/strip|'
                f'imageView2/2/w/{w}/format/webp" alt=""></div></div><div class="image-caption">'
                f'{caption}</div></div>')
    parts = body_html(a, block)
    inserts: dict[int, str] = {}
    _put(inserts, parts, 2, image(1))
    _put(inserts, parts, 7, image(2))
    body = _after(parts, inserts)
    words = sum(len(b.text) for b in a.blocks)
    avatar = (f"https://upload.jianshu.io/users/upload_avatars/{rng.randrange(10**6, 3 * 10**7)}"
              f"/{_uuid(rng)}.jpg?imageMogr2/auto-orient/strip|imageView2/1/w/96/h/96")
    who = escape(a.author)
    comments = "".join(
        f'<div class="{mn("comment")}"><div class="{mn("cmtRow")}"><a href="{base}/u/'
        f'{_hash(rng, 12, HEX)}"><img class="{mn("cmtAvatar")}" src="{avatar}" alt=""></a><div '
        f'class="{mn("cmtBody")}"><div class="{mn("cmtMeta")}"><a class="{mn("link")}" href="'
        f'{base}/u/{_hash(rng, 12, HEX)}">{n}</a></div><div class="{mn("cmtMeta")}"><span>{k + 1}'
        f'楼</span><time>{_later(t, k + 1):%Y.%m.%d %H:%M}</time></div><div class="'
        f'{mn("cmtText")}">{x}</div><div class="{mn("cmtTools")}"><span>赞</span><span>回复'
        '</span></div></div></div></div>'
        for k, (n, x) in enumerate(rng.sample(JS_COMMENTS, rng.randrange(1, 4))))
    recommend = _cards(a, 0, 4, lambda k, x: (
        f'<div class="{mn("recItem")}" role="listitem"><div class="{mn("recTitle")}" title="'
        f'{escape(x.headline)}"><a class="{mn("recLink")} {mn("link")}" href="{base}/p/'
        f'{_hash(rng, 12, HEX)}">{escape(x.headline)}</a></div><div class="{mn("recAbstract")}">'
        f'{escape(x.blurb)}</div><div class="{mn("recMeta")}"><span>'
        f'{escape(a.author) if k == 0 else "简友"}</span><span>阅读 {rng.randrange(50, 9000)}'
        f'</span><span>评论 {rng.randrange(0, 30)}</span>'
        '</div></div>'))
    topics = rng.sample(JS_TOPICS, 3)
    html = (
        f'<div id="__next"><header class="{mn("header")}"><div class="{mn("headerInner")}"><a '
        f'class="{mn("logo")}" href="{base}/"><img src="https://cdn2.jianshu.io/assets/web/'
        f'nav-logo-4c7bbafe27adc892f3046e6978459bac.png" alt="简书"></a><nav class="{mn("nav")}">'
        f'<a href="{base}/">首页</a><a href="{base}/apps">下载App</a><a href="{base}/vips">会员'
        f'</a><a href="{base}/techareas">IT技术</a></nav><div class="{mn("search")}"><input '
        f'placeholder="搜索"></div><span class="{mn("aa")}">Aa</span><span class="{mn("beta")}">'
        f'beta</span><a href="{base}/sign_in">登录</a><a class="{mn("signUp")}" href="{base}/'
        f'sign_up">注册</a><a class="{mn("write")}" href="{base}/writer">写文章</a></div></header>'
        f'<div class="{mn("wrap")} {mn("wrap2")}"><div class="{mn("main")}" role="main"><div '
        f'class="{mn("card")}"><section class="{mn("section", 5)}"><h1 class="{mn("title")}" '
        f'title="{escape(a.headline)}">{escape(a.headline)}</h1><div class="{mn("meta", 5)}">'
        f'<div class="{mn("authorRow")}"><a class="{mn("link")}" href="{base}/u/{uid}" target="'
        f'_blank" rel="noopener noreferrer"><img class="{mn("avatar")}" src="{avatar}" alt="">'
        f'</a><div style="margin-left: 8px;"><div class="{mn("nameRow")}"><span class="'
        f'{mn("name")}"><a class="{mn("link")}" href="{base}/u/{uid}">{who}</a></span><button '
        f'data-locale="zh-CN" type="button" class="{mn("follow")}"><span>关注</span></button>'
        f'</div><div class="{mn("stats")}"><span class="{mn("diamond")}"><i aria-label="diamond-'
        f'font" class="anticon"><svg></svg></i><span>{rng.randrange(1, 60) / 10:.1f}</span>'
        f'</span><time datetime="{t:%Y-%m-%dT%H:%M:%S}.000Z">{t:%Y.%m.%d %H:%M:%S}</time><span>'
        f'字数 {words:,}</span><span>阅读 {rng.randrange(100, 20000):,}</span></div></div></div>'
        f'</div><article class="{mn("article")}">{body}</article><div></div><div class="'
        f'{mn("likes")}"><div class="{mn("likeBtn")}" role="button"><i class="anticon"></i>'
        f'</div><span role="button">{rng.randrange(1, 300)}人点赞</span><a href="{base}/nb/'
        f'{rng.randrange(10**6, 6 * 10**7)}" target="_blank"><i class="anticon"></i><span>'
        f'{rng.choice(topics)}</span></a></div><div class="{mn("reward")}"><div class="'
        f'{mn("rewardText")}">小礼物走一走，来简书关注我</div><button type="button" class="'
        f'{mn("rewardBtn")}"><span>赞赏支持</span></button><span class="{mn("rewardNone")}">还'
        f'没有人赞赏，支持一下</span></div><div class="{mn("authorCard")}"><a class="'
        f'{mn("link")}" href="{base}/u/{uid}"><img src="{avatar}" alt=""></a><div><a href="'
        f'{base}/u/{uid}">{who}</a><span title="bio">{rng.choice(JS_BIOS)}</span><div class="'
        f'{mn("authorStats")}"><span>总资产{rng.randrange(1, 200)}</span><span>共写了'
        f'{rng.randrange(1, 900) / 10:.1f}W字</span><span>获得{rng.randrange(10, 5000)}个赞'
        f'</span><span>共{rng.randrange(5, 3000)}个粉丝</span></div></div><button type="button">'
        f'<span>关注</span></button></div></section><div class="{mn("copy")}"><p>更多精彩内容，'
        '就在简书APP</p><p>"小礼物走一走，来简书关注我"</p><p>© 著作权归作者所有,转载或内容合作'
        f'请联系作者</p></div><section class="{mn("section", 5)}"><h3>被以下专题收入，发现更多相似'
        '内容</h3><div>' + "".join(f'<a class="{mn("topic")}" href="{base}/c/'
                                    f'{_hash(rng, 12, HEX)}">{x}</a>' for x in topics)
        + f'</div></section><section class="{mn("section", 5)}" id="note-page-comment"><h3 '
        f'class="{mn("cmtHead")}"><span>全部评论</span><span>{comments.count("楼</span>")}'
        f'</span><span>只看作者</span><span>按时间倒序</span><span>按时间正序</span></h3>'
        f'{comments}</section><section class="{mn("section", 5)}"><h3>推荐阅读</h3><div class="'
        f'{mn("recList")}">{recommend}</div></section></div></div><aside class="{mn("aside")}">'
        f'<section><h3>热门故事</h3>' + _cards(a, 4, 3, lambda k, x: (
            f'<div><a href="{base}/p/{_hash(rng, 12, HEX)}">{escape(x.headline)}</a></div>'))
        + f'</section></aside></div><footer class="{mn("footer")}"><p><a>关于简书</a> · <a>联系'
        '我们</a> · <a>加入我们</a> · <a>简书出版</a> · <a>品牌与徽标</a> · <a>帮助中心</a></p>'
        f'<p>©2012-{t.year} 上海佰集信息科技有限公司 / 简书 / 沪ICP备11018329号-5</p></footer>'
        '</div>')
    return page(f"{a.headline} - 简书", og(a, "简书") + f'<meta name="description" content="'
                f'{escape(a.standfirst.removeprefix("In brief: "))}"><link rel="canonical" '
                f'href="{base}/p/{pid}">', html, "zh-CN")


# ----------------------------------------------------------------------------- blogs and docs

ASTRA_SITES = (("The Frugal Kitchen", "Cooking on a budget, one recipe at a time"),
               ("Trail & Tent", "Hiking, camping and the great outdoors"),
               ("Pixel Pushers", "Web design tips for small businesses"),
               ("Green Thumb Diaries", "Notes from a small urban garden"))
ASTRA_CATEGORIES = ("Guides", "Tips", "Reviews", "How To", "News")
ASTRA_COMMENTS = (("Marcus", "This was super helpful, thank you! Bookmarked for later."),
                  ("Jenny R.", "Great post. Do you have any recommendations for beginners?"),
                  ("Tom", "I tried this last weekend and it worked perfectly."),
                  ("Aisha", "Thanks for explaining it so clearly, finally makes sense to me."))
ASTRA_BIOS = (("has been writing about this for over ten years and still learns something new "
              "every week."), ("is the founder and main writer of this blog. When not writing, "
              "you can find them outdoors."), ("shares practical, tested advice from years of "
              "hands-on experience."))


def _ez_id(text: str) -> str:
    """Easy Table of Contents' anchor of a heading: its words joined with underscores."""
    return "_".join(w for w in "".join(c if c.isalnum() else " " for c in text).split())[:60]


def wp_astra(a: Article) -> str:
    """A WordPress blog with the Astra theme (4.x, the header builder) and the usual plugins:
    the skip link, header#masthead (site-branding, the primary menu), div#primary >
    main#main > article.ast-article-single (the featured image, h1.entry-title, the
    entry-meta "By ... / date / category"), div.entry-content of Gutenberg blocks with Easy
    Table of Contents' box (its anchors inside the headings), Ad Inserter's code-blocks, an
    "Also Read:" paragraph and a captioned wp-block-image between them; the author box, the
    post navigation, "Related Posts", the comments ("... thoughts on", "Leave a Comment"), the
    sidebar widgets, the Astra footer, the scroll-to-top button and CookieYes' banner
    around."""
    rng = _rng("wp-astra", a)
    t = a.published
    site, tagline = rng.choice(ASTRA_SITES)
    host = _slug(site).replace("-", "")
    base = f"https://{host}.com"
    cat = rng.choice(ASTRA_CATEGORIES)
    pid = rng.randrange(800, 9000)
    client = f"ca-pub-{rng.randrange(10**15, 10**16)}"
    heads = [(b.text, _ez_id(b.text)) for b in a.blocks if b.tag[0] == "h"]

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            return (f'<{b.tag} class="wp-block-heading"><span class="ez-toc-section" id="'
                    f'{_ez_id(b.text)}"></span>{b.html}<span class="ez-toc-section-end"></span>'
                    f'</{b.tag}>')
        if b.tag == "blockquote":
            return _quote(b, ' class="wp-block-quote"')
        if b.tag == "pre":
            return f'<pre class="wp-block-code"><code>{b.html}</code></pre>'
        return b.markup(' class="wp-block-list"' if b.tag in ("ul", "ol") else "")

    def ad(i: int) -> str:
        return (f'<div class="code-block code-block-{i}" style="margin: 8px auto; text-align: '
                'center; display: block; clear: both;"><script async src="https://pagead2.'
                f'googlesyndication.com/pagead/js/adsbygoogle.js?client={client}" crossorigin="'
                'anonymous"></script><ins class="adsbygoogle" style="display:block; text-align:'
                f'center;" data-ad-layout="in-article" data-ad-format="fluid" data-ad-client="'
                f'{client}" data-ad-slot="{rng.randrange(10**9, 10**10)}"></ins><script>'
                '(adsbygoogle = window.adsbygoogle || []).push({});</script></div>')
    toc = ""
    if len(heads) >= 2:
        toc = ('<div id="ez-toc-container" class="ez-toc-v2_0_62 counter-hierarchy ez-toc-'
               'counter ez-toc-grey ez-toc-container-direction"><div class="ez-toc-title-'
               'container"><p class="ez-toc-title" style="cursor:inherit">Table of Contents'
               '</p><span class="ez-toc-title-toggle"><a href="#" class="ez-toc-pull-right ez-'
               'toc-btn ez-toc-btn-xs ez-toc-btn-default ez-toc-toggle" aria-label="Toggle Table'
               ' of Content"><span class="ez-toc-js-icon-con"><span class="eztoc-hide" style="'
               'display:none;">Toggle</span></span></a></span></div><nav><ul class="ez-toc-list '
               'ez-toc-list-level-1">' + "".join(
                   f'<li class="ez-toc-page-1 ez-toc-heading-level-2"><a class="ez-toc-link ez-'
                   f'toc-heading-{k}" href="#{i}" title="{escape(x)}">{escape(x)}</a></li>'
                   for k, (x, i) in enumerate(heads, 1)) + '</ul></nav></div>')
    also = _teaser(a, 0)
    caption, _ = _caption(rng)
    image = (f'<figure class="wp-block-image size-large"><img decoding="async" width="1024" '
             f'height="683" src="{base}/wp-content/uploads/{t:%Y/%m}/{_slug(a.headline)[:24]}-'
             f'1024x683.jpg" alt="" class="wp-image-{pid + 6}" sizes="(max-width: 1024px) 100vw,'
             f' 1024px"><figcaption class="wp-element-caption">{escape(caption)}</figcaption>'
             '</figure>')
    parts = body_html(a, block)
    inserts = _inserts(parts, 5, ad, 2)
    _put(inserts, parts, 1, toc)
    _put(inserts, parts, 4, f'<p><strong>Also Read:</strong> <a href="{base}/'
         f'{_slug(also.headline)}/">{escape(also.headline)}</a></p>')
    _put(inserts, parts, 6, image)
    body = ad(1) + _after(parts, inserts) + ad(9)
    date = f"{t:%B} {t.day}, {t.year}"
    prev, nxt = _teaser(a, 1), _teaser(a, 2)
    related = _cards(a, 3, 3, lambda k, x: (
        f'<article class="ast-related-post post-{pid - k - 1} post type-post status-publish '
        f'format-standard has-post-thumbnail hentry category-{_slug(cat)}"><div class="ast-'
        'related-posts-inner-section"><div class="ast-related-post-content"><div class="ast-'
        'related-post-featured-section post-has-thumb"><div class="post-thumb-img-content post-'
        f'thumb"><a href="{base}/{_slug(x.headline)}/"><img width="600" height="400" src="{base}'
        f'/wp-content/uploads/{t:%Y/%m}/rel-{k}-600x400.jpg" alt=""></a></div></div><header '
        'class="entry-header related-entry-header"><h3 class="ast-related-post-title entry-'
        f'title"><a href="{base}/{_slug(x.headline)}/" rel="bookmark">{escape(x.headline)}</a>'
        '</h3><div class="entry-meta ast-related-cat-style--none ast-related-tag-style--none">'
        f'<span class="ast-taxonomy-container cat-links default"><a href="{base}/category/'
        f'{_slug(cat)}/" rel="category tag">{cat}</a></span></div></header><div class="entry-'
        f'content clear"><p class="ast-related-post-excerpt entry-content clear">'
        f'{escape(x.blurb)}</p></div></div></div></article>'))
    picked = rng.sample(ASTRA_COMMENTS, rng.randrange(1, 4))
    comments = "".join(
        f'<li class="comment even thread-even depth-1" id="li-comment-{pid + k}"><article id="'
        f'comment-{pid + k}" class="ast-comment"><div class="ast-comment-info"><div class="ast-'
        'comment-avatar-wrap"><img alt="" src="https://secure.gravatar.com/avatar/'
        f'{_hash(rng, 32, HEX)}?s=50&amp;d=mm&amp;r=g" class="avatar avatar-50 photo" height="50'
        '" width="50"></div><div class="ast-comment-data-wrap"><div class="ast-comment-meta-wrap'
        '"><header class="ast-comment-meta ast-row ast-comment-author vcard capitalize"><div '
        f'class="ast-comment-cite-wrap ast-col-lg-12"><cite><b class="fn">{n}</b></cite></div>'
        '<div class="ast-comment-time ast-col-lg-12"><span class="timendate"><a href="#comment-'
        f'{pid + k}"><time datetime="{_iso(_later(t, k + 2), "+00:00")}">{date} at '
        f'{_hm(_later(t, k + 2), " ", False)}</time></a></span></div></header></div></div></div>'
        f'<section class="ast-comment-content comment"><p>{x}</p><div class="ast-comment-edit-'
        'reply-wrap"><span class="ast-reply-link"><a rel="nofollow" class="comment-reply-link" '
        'href="#">Reply</a></span></div></section></article></li>'
        for k, (n, x) in enumerate(picked))
    count = len(picked)
    recent = _cards(a, 0, 5, lambda k, x: f'<li><a href="{base}/{_slug(x.headline)}/">'
                                          f'{escape(x.headline)}</a></li>')
    menu = "".join(
        f'<li id="menu-item-{10 + k}" class="menu-item menu-item-type-custom menu-item-object-'
        f'custom menu-item-{10 + k}"><a href="{base}/{_slug(x) if k else ""}" class="menu-link">'
        f'{x}</a></li>' for k, x in enumerate(("Home", "Blog", cat, "About", "Contact")))
    html = (
        '<a class="skip-link screen-reader-text" href="#content" title="Skip to content">Skip to'
        ' content</a><div class="hfeed site" id="page"><header class="site-header header-main-'
        'layout-1 ast-primary-menu-enabled ast-logo-title-inline ast-hide-custom-menu-mobile ast-'
        'builder-menu-toggle-icon ast-mobile-header-inline" id="masthead" itemtype="https://'
        'schema.org/WPHeader" itemscope="itemscope" itemid="#masthead"><div id="ast-desktop-'
        'header" data-toggle-type="dropdown"><div class="ast-main-header-wrap main-header-bar-'
        'wrap"><div class="ast-primary-header-bar ast-primary-header main-header-bar site-'
        'header-focus-item" data-section="section-primary-header-builder"><div class="site-'
        'primary-header-wrap ast-builder-grid-row-container site-header-focus-item ast-container'
        '"><div class="ast-builder-grid-row ast-builder-grid-row-has-sides ast-builder-grid-row-'
        'no-center"><div class="site-header-primary-section-left site-header-section ast-flex '
        'site-header-section-left"><div class="ast-builder-layout-element ast-flex site-header-'
        'focus-item" data-section="title_tagline"><div class="site-branding ast-site-identity" '
        'itemtype="https://schema.org/Organization" itemscope="itemscope"><div class="ast-site-'
        f'title-wrap"><span class="site-title" itemprop="name"><a href="{base}/" rel="home" '
        f'itemprop="url">{escape(site)}</a></span><p class="site-description" itemprop="'
        f'description">{tagline}</p></div></div></div></div><div class="site-header-primary-'
        'section-right site-header-section ast-flex ast-grid-right-section"><div class="ast-'
        'builder-menu-1 ast-builder-menu ast-flex ast-builder-layout-element site-header-focus-'
        'item" data-section="section-hb-menu-1"><div class="ast-main-header-bar-alignment"><div'
        ' class="main-header-bar-navigation"><nav class="site-navigation ast-flex-grow-1 '
        'navigation-accessibility site-header-focus-item" id="primary-site-navigation-desktop" '
        'aria-label="Site Navigation" itemtype="https://schema.org/SiteNavigationElement" '
        'itemscope="itemscope"><div class="main-navigation ast-inline-flex"><ul id="ast-hf-menu-'
        '1" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex submenu-with-border '
        f'stack-on-mobile">{menu}</ul></div></nav></div></div></div></div></div></div></div>'
        '</div></div></header><div id="content" class="site-content"><div class="ast-container">'
        '<div id="primary" class="content-area primary"><main id="main" class="site-main">'
        f'<article class="post-{pid} post type-post status-publish format-standard has-post-'
        f'thumbnail hentry category-{_slug(cat)} ast-article-single" id="post-{pid}" itemtype="'
        'https://schema.org/CreativeWork" itemscope="itemscope"><div class="ast-post-format- '
        'single-layout-1"><header class="entry-header"><div class="post-thumb-img-content post-'
        f'thumb"><img width="1024" height="683" src="{base}/wp-content/uploads/{t:%Y/%m}/'
        f'{_slug(a.headline)[:24]}.jpg" class="attachment-large size-large wp-post-image" alt=""'
        ' itemprop="image" decoding="async" fetchpriority="high"></div><h1 class="entry-title" '
        f'itemprop="headline">{escape(a.headline)}</h1><div class="entry-meta">By <span class="'
        'posted-by vcard author" itemtype="https://schema.org/Person" itemscope="itemscope" '
        f'itemprop="author"><a title="View all posts by {escape(a.author)}" href="{base}/author/'
        f'{_slug(a.author)}/" rel="author" class="url fn n" itemprop="url"><span class="author-'
        f'name" itemprop="name">{escape(a.author)}</span></a></span> / <span class="posted-on">'
        f'<span class="published" itemprop="datePublished">{date}</span></span> / <span class="'
        f'cat-links"><a href="{base}/category/{_slug(cat)}/" rel="category tag">{cat}</a></span>'
        '</div></header><div class="entry-content clear" data-ast-blocks-layout="true" itemprop'
        f'="text">{body}</div></div></article><div class="ast-single-author-box"><div class="ast-'
        'author-meta"><div class="about-author-title-wrapper"><h3 class="about-author">About The'
        ' Author</h3></div><div class="ast-author-details"><div class="post-author-avatar"><img '
        f'alt="" src="https://secure.gravatar.com/avatar/{_hash(rng, 32, HEX)}?s=100" class="'
        'avatar avatar-100 photo"></div><div class="post-author-bio"><a class="url fn n" href="'
        f'{base}/author/{_slug(a.author)}/" rel="author"><h4 class="author-title" itemprop="name'
        f'">{escape(a.author)}</h4></a><div class="post-author-desc">{escape(a.author)} '
        f'{rng.choice(ASTRA_BIOS)}</div></div></div></div></div><nav class="navigation post-'
        'navigation" aria-label="Posts"><div class="nav-links"><div class="nav-previous"><a '
        f'title="{escape(prev.headline)}" href="{base}/{_slug(prev.headline)}/" rel="prev"><span'
        ' class="ast-left-arrow">←</span> Previous Post</a></div><div class="nav-next"><a title'
        f'="{escape(nxt.headline)}" href="{base}/{_slug(nxt.headline)}/" rel="next">Next Post '
        '<span class="ast-right-arrow">→</span></a></div></div></nav><div class="ast-single-'
        'related-posts-container ast-separate-container"><div class="ast-related-posts-title-'
        'section"><h2 class="ast-related-posts-title">Related Posts</h2></div><div class="ast-'
        f'related-posts-wrapper">{related}</div></div><div id="comments" class="comments-area '
        'comment-form-position-below"><div class="comments-count-wrapper"><h3 class="comments-'
        f'title">{count} thought{"s" if count > 1 else ""} on “{escape(a.headline)}”</h3></div>'
        f'<ol class="ast-comment-list">{comments}</ol><div id="respond" class="comment-respond">'
        '<h3 id="reply-title" class="comment-reply-title">Leave a Comment <small><a rel="'
        'nofollow" id="cancel-comment-reply-link" href="#respond" style="display:none;">Cancel '
        'Reply</a></small></h3><form action="/wp-comments-post.php" method="post" id="'
        'ast-commentform" class="comment-form"><p class="comment-notes"><span id="email-notes">'
        'Your email address will not be published.</span> <span class="required-field-message">'
        'Required fields are marked <span class="required">*</span></span></p><div class="ast-'
        'row comment-textarea"><fieldset class="comment-form-comment"><div class="comment-form-'
        'textarea ast-grid-common-col"><label for="comment" class="screen-reader-text">Type '
        'here..</label><textarea id="comment" name="comment" placeholder="Type here.." cols="45"'
        ' rows="8" aria-required="true"></textarea></div></fieldset></div><p class="form-submit">'
        '<input name="submit" type="submit" id="submit" class="submit" value="Post Comment »">'
        '</p></form></div></div></main></div><div class="widget-area secondary" id="secondary" '
        'itemtype="https://schema.org/WPSideBar" itemscope="itemscope"><div class="sidebar-main"'
        '><aside id="search-2" class="widget widget_search"><form role="search" class="search-'
        'form"><label><span class="screen-reader-text">Search for:</span><input type="search" '
        'class="search-field" placeholder="Search..."></label></form></aside><aside id="recent-'
        'posts-2" class="widget widget_recent_entries"><h2 class="widget-title">Recent Posts</h2>'
        f'<nav aria-label="Recent Posts"><ul>{recent}</ul></nav></aside><aside id="categories-2"'
        ' class="widget widget_categories"><h2 class="widget-title">Categories</h2><nav aria-'
        'label="Categories"><ul>' + "".join(
            f'<li class="cat-item"><a href="{base}/category/{_slug(x)}/">{x}</a></li>'
            for x in ASTRA_CATEGORIES) + '</ul></nav></aside></div></div></div></div><footer '
        'class="site-footer" id="colophon" itemtype="https://schema.org/WPFooter" itemscope="'
        'itemscope" itemid="#colophon"><div class="site-below-footer-wrap ast-builder-grid-row-'
        'container site-footer-focus-item ast-builder-grid-row-full ast-footer-row-stack" data-'
        'section="section-below-footer-builder"><div class="ast-builder-grid-row-container-inner'
        '"><div class="site-below-footer-inner-wrap ast-builder-grid-row"><div class="site-'
        'footer-below-section-1 site-footer-section site-footer-section-1"><div class="ast-'
        'builder-layout-element ast-flex site-footer-focus-item ast-footer-copyright" data-'
        'section="section-footer-builder"><div class="ast-footer-copyright"><p>Copyright &copy; '
        f'{t.year} {escape(site)} | Powered by <a href="https://wpastra.com" rel="nofollow '
        'noopener" target="_blank">Astra WordPress Theme</a></p></div></div></div></div></div>'
        '</div></footer></div><div id="ast-scroll-top" tabindex="0" class="ast-scroll-top-icon '
        'ast-scroll-to-top-right" data-on-devices="both"><span class="screen-reader-text">Scroll'
        ' to Top</span></div><div class="cky-consent-container cky-box-bottom-left" tabindex="0"'
        '><div class="cky-consent-bar" data-cky-tag="notice"><div class="cky-notice"><p class="'
        'cky-title" role="heading" aria-level="1" data-cky-tag="title">We value your privacy</p>'
        '<div class="cky-notice-group"><div class="cky-notice-des" data-cky-tag="description"><p'
        '>We use cookies to enhance your browsing experience, serve personalized ads or content,'
        ' and analyze our traffic. By clicking "Accept All", you consent to our use of cookies.'
        '</p></div><div class="cky-notice-btn-wrapper" data-cky-tag="notice-buttons"><button '
        'class="cky-btn cky-btn-customize" aria-label="Customize">Customize</button><button '
        'class="cky-btn cky-btn-reject" aria-label="Reject All">Reject All</button><button '
        'class="cky-btn cky-btn-accept" aria-label="Accept All">Accept All</button></div></div>'
        '</div></div></div>')
    head = (f'<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="'
            f'description" content="{escape(a.standfirst)}"><link rel="canonical" href="{base}/'
            f'{_slug(a.headline)}/"><meta name="generator" content="WordPress 6.'
            f'{rng.randrange(3, 6)}"><link rel="stylesheet" id="astra-theme-css-css" href="'
            f'{base}/wp-content/themes/'
            'astra/assets/css/minified/main.min.css?ver=4.6.4" media="all">' + og(a, site)
            + json_ld(a))
    return page(f"{a.headline} - {site}", head, html).replace(
        "<body>", f'<body itemtype="https://schema.org/Blog" itemscope="itemscope" class="post-'
        f'template-default single single-post postid-{pid} single-format-standard ast-desktop '
        'ast-separate-container ast-right-sidebar astra-4.6.4 ast-blog-single-style-1 ast-'
        'single-post ast-inherit-site-logo-transparent ast-hfb-header ast-normal-title-enabled">',
        1)


PM_SITES = (("Lukas' Log", "lukaslog"), ("shell of a time", "shellofatime"),
            ("Plain Text Notes", "plaintext"), ("Byte-sized", "bytesized"))
PM_TAGS = ("go", "linux", "self-hosting", "kubernetes", "notes", "hugo", "networking", "rust")


def hugo_papermod(a: Article) -> str:
    """A Hugo blog with the PaperMod theme: the inline theme script, header.header > nav.nav
    (the logo with its accesskey, the theme toggle, ul#menu), main.main > article.post-single
    with header.post-header (the breadcrumbs, h1.post-title, the description, the post-meta
    "May 14, 2024 · 6 min · 1234 words · Author | Suggest Changes"), the cover figure, the
    table of contents (details > summary "Table of Contents"), div.post-content of the post's
    blocks (headings with the hidden "#" anchor, code in chroma's line spans with the copy
    button), footer.post-footer (the tags, the prev/next paginav, the share buttons), the
    site footer ("Powered by Hugo & PaperMod") and the top link."""
    rng = _rng("hugo-papermod", a)
    t = a.published
    site, user = rng.choice(PM_SITES)
    base = f"https://{user}.dev"
    slug = _slug(a.headline)
    toc: list[str] = []
    seen: dict[str, int] = {}

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            i = _heading_id(b.text, seen)
            toc.append(f'<li><a href="#{i}" aria-label="{escape(b.text)}">{escape(b.text)}</a>'
                       '</li>')
            return (f'<{b.tag} id="{i}">{b.html}<a hidden class="anchor" aria-hidden="true" '
                    f'href="#{i}">#</a></{b.tag}>')
        if b.tag == "pre":
            lang = rng.choice(["bash", "go", "yaml", "toml", "shell"])
            lines = _code_lines(b.html, '<span class="line"><span class="cl">{text}</span>'
                                        '</span>')
            return (f'<div class="highlight"><pre tabindex="0" class="chroma"><code class="'
                    f'language-{lang}" data-lang="{lang}">{lines}</code><button class="copy-'
                    'code">copy</button></pre></div>')
        return b.markup()
    body = "".join(body_html(a, block))
    words = _words(a)
    tags = rng.sample(PM_TAGS, 3)
    prev, nxt = _teaser(a, 0), _teaser(a, 1)
    contents = ('<div class="toc"><details open><summary accesskey="c" title="(Alt + C)"><span '
                'class="details">Table of Contents</span></summary><div class="inner"><ul>'
                + "".join(toc) + '</ul></div></details></div>' if toc else "")
    share = "".join(
        f'<li><a target="_blank" rel="noopener noreferrer" aria-label="share {escape(a.headline)}'
        f' on {x}" href="{u}"><svg viewBox="0 0 512 512" height="30px" width="30px"></svg></a>'
        '</li>' for x, u in (
            ("x", (f"https://x.com/intent/tweet/?text={_slug(a.headline)}&amp;url={base}/posts/"
                  f"{slug}/")),
            ("linkedin", (f"https://www.linkedin.com/shareArticle?mini=true&amp;url={base}/posts/"
                         f"{slug}/")),
            ("reddit", f"https://reddit.com/submit?url={base}/posts/{slug}/"),
            ("ycombinator", f"https://news.ycombinator.com/submitlink?u={base}/posts/{slug}/")))
    menu = "".join(f'<li><a href="{base}/{x.lower()}/" title="{x}"><span>{x}</span></a></li>'
                   for x in ("Archive", "Search", "Tags", "About"))
    cover = ""
    if rng.random() < 0.5:
        cover = (f'<figure class="entry-cover"><img loading="eager" src="{base}/posts/{slug}/'
                 f'cover.png" alt="{escape(a.headline)}"><p>{escape(_caption(rng)[0])}</p>'
                 '</figure>')
    html = (
        '<script>if (localStorage.getItem("pref-theme") === "dark") { document.body.classList.'
        'add(\'dark\'); } else if (localStorage.getItem("pref-theme") === "light") { document.'
        'body.classList.remove(\'dark\') } else if (window.matchMedia(\'(prefers-color-scheme: '
        'dark)\').matches) { document.body.classList.add(\'dark\'); }</script><header class="'
        f'header"><nav class="nav"><div class="logo"><a href="{base}/" accesskey="h" title="'
        f'{escape(site)} (Alt + H)">{escape(site)}</a><div class="logo-switches"><button id="'
        'theme-toggle" accesskey="t" title="(Alt + T)" aria-label="Toggle theme"><svg id="moon"'
        ' xmlns="http://www.w3.org/2000/svg" width="24" height="18" viewBox="0 0 24 24"></svg>'
        '<svg id="sun" xmlns="http://www.w3.org/2000/svg" width="24" height="18" viewBox="0 0 '
        f'24 24"></svg></button></div></div><ul id="menu">{menu}</ul></nav></header><main class'
        '="main"><article class="post-single"><header class="post-header"><div class="'
        f'breadcrumbs"><a href="{base}/">Home</a>&nbsp;»&nbsp;<a href="{base}/posts/">Posts</a>'
        f'</div><h1 class="post-title entry-hint-parent">{escape(a.headline)}</h1><div class="'
        f'post-description">{escape(a.standfirst)}</div><div class="post-meta"><span title="'
        f'{t:%Y-%m-%d %H:%M:%S} +0000 UTC">{t:%B} {t.day}, {t.year}</span>&nbsp;·&nbsp;'
        f'{_minutes(a)} min&nbsp;·&nbsp;{words} words&nbsp;·&nbsp;{escape(a.author)}&nbsp;|'
        f'&nbsp;<a href="https://github.com/{user}/{user}.dev/tree/main/content/posts/{slug}.md'
        '" rel="noopener noreferrer" target="_blank">Suggest Changes</a></div></header>'
        f'{cover}{contents}<div class="post-content">{body}</div><footer class="post-footer">'
        '<ul class="post-tags">' + "".join(f'<li><a href="{base}/tags/{x}/">{x}</a></li>'
                                           for x in tags) + '</ul><nav class="paginav"><a '
        f'class="prev" href="{base}/posts/{_slug(prev.headline)}/"><span class="title">« Prev'
        f'</span><br><span>{escape(prev.headline)}</span></a><a class="next" href="{base}/posts/'
        f'{_slug(nxt.headline)}/"><span class="title">Next »</span><br><span>'
        f'{escape(nxt.headline)}</span></a></nav><ul class="share-buttons">{share}</ul></footer>'
        '</article></main><footer class="footer"><span>&copy; ' + str(t.year) + f' <a href="'
        f'{base}/">{escape(site)}</a></span> · <span>Powered by <a href="https://gohugo.io/" '
        'rel="noopener noreferrer" target="_blank">Hugo</a> &amp; <a href="https://github.com/'
        'adityatelange/hugo-PaperMod/" rel="noopener" target="_blank">PaperMod</a></span>'
        '</footer><a href="#top" aria-label="go to top" title="Go to Top (Alt + G)" class="top-'
        'link" id="top-link" accesskey="g"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0'
        ' 12 6" fill="currentColor"><path d="M12 6H0l6-6z"></path></svg></a>')
    head = ('<meta http-equiv="X-UA-Compatible" content="IE=edge"><meta name="viewport" content'
            '="width=device-width, initial-scale=1, shrink-to-fit=no"><meta name="robots" '
            'content="index, follow"><meta name="description" content="'
            f'{escape(a.standfirst)}"><meta name="author" content="{escape(a.author)}"><link rel'
            f'="canonical" href="{base}/posts/{slug}/"><meta name="generator" content="Hugo 0.1'
            f'{rng.randrange(20, 40)}.0">' + og(a, site) + '<script type="application/ld+json">'
            + json.dumps({"@context": "https://schema.org", "@type": "BlogPosting",
                          "headline": a.headline, "wordCount": str(words),
                          "datePublished": _iso(t, "+00:00"),
                          "author": [{"@type": "Person", "name": a.author}]}) + '</script>')
    return page(f"{a.headline} | {site}", head, html).replace(
        "<body>", '<body class="" id="top">', 1)


SL_PROJECTS = (("Tessellate", "tessellate-dev"), ("Orbitdb Docs", "orbitdb"),
               ("Kettle", "kettle-sh"), ("Lumen UI", "lumen-ui"))
SL_GROUPS = (("Start Here", ("Getting Started", "Installation", "Project Structure")),
             ("Guides", ("Configuration", "Authoring Content", "Deployment", "Migrating")),
             ("Reference", ("CLI Commands", "Configuration Reference", "Plugins API")))
SL_ASIDES = (("note", "Note", "This guide assumes you have already created a project."),
             ("tip", "Tip", ("You can run the development server with the --host flag to test on"
              " other devices.")),
             ("caution", "Caution", ("Changing this setting after launch may break existing "
              "links.")))


def starlight(a: Article) -> str:
    """An Astro Starlight docs page (2024-2025): the skip link, the header (site title, the
    site-search button with "Ctrl K", the social icons, the theme select), nav.sidebar (the
    menu button, ul.top-level of collapsible groups, the current page with aria-current), the
    right sidebar's starlight-toc ("On this page", "Overview"), then main[data-pagefind-body]
    with h1#_top and div.sl-markdown-content of the page's blocks (headings in
    sl-heading-wrapper with the anchor link and its "Section titled ..." screen-reader text,
    code in Expressive Code frames with the copy button's data-code, an aside between them)
    and the link cards after them; the footer (Edit page, "Last updated", the pagination
    links, "Built with Starlight"), each element with its astro- scoping class."""
    rng = _rng("starlight", a)
    cid = _astro(rng)
    t = a.published
    project, org = rng.choice(SL_PROJECTS)
    group, pages = rng.choice(SL_GROUPS)
    here = rng.randrange(len(pages))
    slug = _slug(pages[here])
    toc: list[str] = []
    seen: dict[str, int] = {}

    def block(b: Block) -> str:
        if b.tag[0] == "h":
            i = _heading_id(b.text, seen)
            if b.tag in ("h2", "h3"):
                toc.append(f'<li class="{cid("TOC")}" style="--depth: {int(b.tag[1]) - 2};"><a '
                           f'href="#{i}" class="{cid("TOC")}"><span class="{cid("TOC")}">'
                           f'{escape(b.text)}</span></a></li>')
            return (f'<div class="sl-heading-wrapper level-{b.tag}"><{b.tag} id="{i}">{b.html}'
                    f'</{b.tag}><a class="sl-anchor-link" href="#{i}"><span aria-hidden="true" '
                    'class="sl-anchor-icon"><svg width="16" height="16" viewBox="0 0 24 24">'
                    '</svg></span><span class="sr-only">Section titled “'
                    f'{escape(b.text)}”</span></a></div>')
        if b.tag == "pre":
            lang = rng.choice(["sh", "js", "ts", "json"])
            lines = _code_lines(b.html, '<div class="ec-line"><div class="code">{text}</div>'
                                        '</div>')
            frame = "frame is-terminal" if lang == "sh" else "frame"
            return (f'<div class="expressive-code"><figure class="{frame} not-content">'
                    '<figcaption class="header"><span class="title"></span>'
                    f'</figcaption><pre data-language="{lang}"><code>{lines}</code></pre><div '
                    'class="copy"><button title="Copy to clipboard" data-copied="Copied!" data-'
                    f'code="{escape(b.text)}"><div></div></button></div></figure></div>')
        return b.markup()
    kind, title, text = rng.choice(SL_ASIDES)
    aside = (f'<aside aria-label="{title}" class="starlight-aside starlight-aside--{kind}"><p '
             'class="starlight-aside__title" aria-hidden="true"><svg viewBox="0 0 24 24" width='
             f'"16" height="16" class="starlight-aside__icon"></svg>{title}</p><div class="'
             f'starlight-aside__content"><p>{text}</p></div></aside>')
    parts = body_html(a, block)
    inserts: dict[int, str] = {}
    _put(inserts, parts, 2, aside)
    nexts = [p for k, p in enumerate(pages) if k != here][:2]
    cards = ('<div class="card-grid">' + "".join(
        f'<div class="sl-link-card {cid("LinkCard")}"><span class="sl-flex stack '
        f'{cid("LinkCard")}"><a href="/{_slug(group)}/{_slug(x)}/" class="{cid("LinkCard")}">'
        f'<span class="title {cid("LinkCard")}">{x}</span></a><span class="description '
        f'{cid("LinkCard")}">Read the {x.lower()} guide.</span></span><svg class="icon '
        f'{cid("LinkCard")}"></svg></div>' for x in nexts) + '</div>')
    body = _after(parts, inserts) + cards
    side = "".join(
        f'<li class="{cid("Sidebar")}"><details open class="{cid("Sidebar")}"><summary class="'
        f'{cid("Sidebar")}"><div class="group-label {cid("Sidebar")}"><span class="large '
        f'{cid("Sidebar")}">{g}</span></div><svg class="caret {cid("Sidebar")}"></svg></summary>'
        f'<ul class="{cid("Sidebar")}">' + "".join(
            f'<li class="{cid("Sidebar")}"><a href="/{_slug(g)}/{_slug(p)}/"'
            + (' aria-current="page"' if g == group and k == here else "")
            + f' class="{cid("Sidebar")}"><span class="{cid("Sidebar")}">{p}</span></a></li>'
            for k, p in enumerate(ps)) + '</ul></details></li>' for g, ps in SL_GROUPS)
    flat = [(g, p) for g, ps in SL_GROUPS for p in ps]
    at = flat.index((group, pages[here]))
    prev = flat[at - 1] if at else flat[-1]
    nxt = flat[(at + 1) % len(flat)]
    pager = cid("Pagination")
    social = (f'<a href="https://github.com/{org}/{org}" rel="me" class="sl-flex '
              f'{cid("Social")}"><span class="sr-only {cid("Social")}">GitHub</span><svg></svg>'
              f'</a><a href="https://discord.gg/{_hash(rng, 8, ALNUM)}" rel="me" class="sl-flex '
              f'{cid("Social")}"><span class="sr-only {cid("Social")}">Discord</span><svg></svg>'
              '</a>')
    theme = (f'<starlight-theme-select><label style="--sl-select-width: 6.25em" class="'
             f'{cid("Select")}"><span class="sr-only {cid("Select")}">Select theme</span><select'
             f' class="{cid("Select")}"><option value="dark">Dark</option><option value="light">'
             'Light</option><option value="auto" selected>Auto</option></select></label>'
             '</starlight-theme-select>')
    frame = cid("Page")
    html = (
        f'<a href="#_top" class="{cid("SkipLink")}">Skip to content</a><div class="page sl-flex '
        f'{frame}"><header class="header {frame}"><div class="header sl-flex {cid("Header")}">'
        f'<div class="title-wrapper sl-flex {cid("Header")}"><a href="/" class="site-title sl-'
        f'flex {cid("SiteTitle")}"><img class="{cid("SiteTitle")}" alt="" src="/_astro/logo.'
        f'{_hash(rng, 8, ALNUM)}.svg" width="40" height="40"><span class="{cid("SiteTitle")}" '
        f'translate="no">{project}</span></a></div><div class="sl-flex {cid("Header")}"><site-'
        f'search class="{cid("Search")}"><button data-open-modal disabled aria-label="Search" '
        f'aria-keyshortcuts="Control+K" class="{cid("Search")}"><svg></svg><span class="sl-'
        f'hidden md:sl-block {cid("Search")}" aria-hidden="true">Search</span><kbd class="sl-'
        f'hidden md:sl-flex {cid("Search")}"><kbd class="{cid("Search")}">Ctrl</kbd><kbd class='
        f'"{cid("Search")}">K</kbd></kbd></button><dialog style="padding:0" aria-label="Search" '
        f'class="{cid("Search")}"><div class="dialog-frame sl-flex {cid("Search")}"><button '
        f'data-close-modal class="sl-flex md:sl-hidden {cid("Search")}">Cancel</button><div '
        f'class="search-container {cid("Search")}"><div id="starlight__search" class="'
        f'{cid("Search")}"></div></div></div></dialog></site-search></div><div class="sl-hidden '
        f'md:sl-flex right-group {cid("Header")}"><div class="sl-flex social-icons '
        f'{cid("Header")}">{social}</div>{theme}</div></div></header><nav class="sidebar '
        f'{frame}" aria-label="Main"><starlight-menu-button class="{cid("Menu")}"><button aria-'
        f'expanded="false" aria-label="Menu" aria-controls="starlight__sidebar" class="sl-flex '
        f'md:sl-hidden {cid("Menu")}"><svg></svg></button></starlight-menu-button><div id="'
        f'starlight__sidebar" class="sidebar-pane {frame}"><div class="sidebar-content sl-flex '
        f'{frame}"><sl-sidebar-state-persist data-hash="{_hash(rng, 10, LOWER)}"><ul class="top-'
        f'level {cid("Sidebar")}">{side}</ul></sl-sidebar-state-persist><div class="md:sl-hidden'
        f' {frame}"><div class="mobile-preferences sl-flex {cid("Mobile")}"><div class="sl-flex '
        f'social-icons {cid("Mobile")}">{social}</div>{theme}</div></div></div></div></nav><div '
        f'class="main-frame {frame}"><div class="lg:sl-flex {cid("TwoCol")}"><aside class="'
        f'right-sidebar-container {cid("TwoCol")}"><div class="right-sidebar {cid("TwoCol")}">'
        f'<div class="sl-container {cid("TwoCol")}"><starlight-toc data-min-h="2" data-max-h="3"'
        '><nav aria-labelledby="starlight__on-this-page"><h2 id="starlight__on-this-page">On '
        f'this page</h2><ul class="{cid("TOC")}" style="--depth: 0;"><li class="{cid("TOC")}" '
        f'style="--depth: 0;"><a href="#_top" class="{cid("TOC")}"><span class="{cid("TOC")}">'
        f'Overview</span></a></li>' + "".join(toc) + f'</ul></nav></starlight-toc></div></div>'
        f'</aside><div class="main-pane {cid("TwoCol")}"><main data-pagefind-body lang="en" dir'
        f'="ltr" class="{cid("Main")}"><div class="content-panel {cid("Panel")}"><div class="sl-'
        f'container {cid("Panel")}"><h1 id="_top" class="{cid("Title")}">{escape(a.headline)}'
        f'</h1></div></div><div class="content-panel {cid("Panel")}"><div class="sl-container '
        f'{cid("Panel")}"><div class="sl-markdown-content {cid("Markdown")}">{body}</div><footer'
        f' class="sl-flex {cid("Footer")}"><div class="meta sl-flex {cid("Footer")}"><a href="'
        f'https://github.com/{org}/{org}/edit/main/docs/src/content/docs/{_slug(group)}/{slug}'
        f'.mdx" class="sl-flex print:hidden {cid("Edit")}"><svg></svg>Edit page</a><p class="'
        f'{cid("Updated")}">Last updated: <time datetime="{t:%Y-%m-%dT%H:%M:%S}.000Z">{t:%b} '
        f'{t.day}, {t.year}</time></p></div><div class="pagination-links print:hidden {pager}" '
        f'dir="ltr"><a href="/{_slug(prev[0])}/{_slug(prev[1])}/" rel="prev" class="{pager}">'
        f'<svg></svg><span class="{pager}">Previous<br class="{pager}"><span class="link-title '
        f'{pager}">{prev[1]}</span></span></a><a href="/{_slug(nxt[0])}/{_slug(nxt[1])}/" rel="'
        f'next" class="{pager}"><svg></svg><span class="{pager}">Next<br class="{pager}"><span '
        f'class="link-title {pager}">{nxt[1]}</span></span></a></div><div class="kudos sl-flex '
        f'{cid("Footer")}"><a href="https://starlight.astro.build/">Built with Starlight</a>'
        '</div></footer></div></div></main></div></div></div></div>')
    head = ('<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="'
            f'generator" content="Astro v4.{rng.randrange(5, 16)}.0"><meta name="generator" '
            f'content="Starlight v0.{rng.randrange(20, 30)}.0"><link rel="canonical" href="'
            f'https://{org}.dev/{_slug(group)}/{slug}/"><meta name="description" content="'
            f'{escape(a.standfirst)}"><meta property="og:title" content="{escape(a.headline)}">'
            f'<meta property="og:site_name" content="{project}"><script>window.'
            'StarlightThemeProvider = (() => { const storedTheme = typeof localStorage !== '
            '"undefined" && localStorage.'
            'getItem("starlight-theme"); })();</script>')
    return page(f"{a.headline} | {project}", head, html).replace(
        '<html lang="en">', '<html lang="en" dir="ltr" data-has-toc data-has-sidebar data-theme'
        '="dark" class="">', 1)


QUARTO_SITES = (("Notes on Data", "notesondata"), ("Random Effects", "randomeffects"),
                ("The Tidy Desk", "tidydesk"), ("Posterior Musings", "posteriormusings"))
QUARTO_CATEGORIES = ("R", "python", "statistics", "visualization", "teaching", "news", "code")
QUARTO_NOTES = ("I first wrote about this in an earlier post; the numbers here are updated.",
                "The exact figure depends on the version you install.",
                "Thanks to a reader for pointing this out after the first draft.",
                "This is a simplification, but it does not change the argument.")
QUARTO_CALLOUTS = (("note", "Note", ("The code in this post was run with the versions listed in "
                    "the session info at the end.")),
                   ("tip", "Tip", ("You can download the notebook from the repository linked "
                    "below.")),
                   ("warning", "Warning", ("Some of the packages used here are still "
                    "experimental.")))


def quarto(a: Article) -> str:
    """A Quarto blog post (Quarto 1.4-1.5, the website project with the Bootstrap theme):
    div#quarto-search-results, header#quarto-header with the navbar, header#title-block-header
    (the banner with h1.title, the categories, the Author and Published meta), the margin
    sidebar's nav#TOC ("On this page"), then main#quarto-document-content of the post's blocks
    in section.levelN wrappers (headings class="anchored" with data-anchor-id, code in
    div.sourceCode with line spans and the copy button, a callout between them, footnote
    marks at the ends of a couple of paragraphs), the footnotes section, div#quarto-appendix
    (Reuse, Citation with the BibTeX entry), giscus and the nav-footer around."""
    rng = _rng("quarto", a)
    t = a.published
    site, user = rng.choice(QUARTO_SITES)
    base = f"https://{user}.netlify.app"
    slug = _slug(a.headline)
    cats = rng.sample(QUARTO_CATEGORIES, 2)
    seen: dict[str, int] = {}
    ids: dict[int, str] = {}
    level: dict[str, int] = {}
    for k, b in enumerate(a.blocks):
        if b.tag[0] == "h":
            ids[k] = _heading_id(b.text, seen)
            level[ids[k]] = int(b.tag[1])
    paragraphs = [k for k, b in enumerate(a.blocks) if b.tag == "p"]
    marked = paragraphs[1::3][:2] if len(paragraphs) > 2 else []
    notes = rng.sample(QUARTO_NOTES, len(marked))
    listing = [0]

    def block(k: int, b: Block) -> str:
        if b.tag[0] == "h":
            return (f'<{b.tag} class="anchored" data-anchor-id="{ids[k]}">{b.html}</{b.tag}>')
        if b.tag == "p" and k in marked:
            n = marked.index(k) + 1
            return (f'<p>{b.html}<a href="#fn{n}" class="footnote-ref" id="fnref{n}" role="doc-'
                    f'noteref"><sup>{n}</sup></a></p>')
        if b.tag == "pre":
            listing[0] += 1
            cb = f"cb{listing[0]}"
            lang = rng.choice(["r", "python"])
            code = b.html if "<" in b.html else "\n".join(
                f'<span id="{cb}-{n}"><a href="#{cb}-{n}" aria-hidden="true" tabindex="-1"></a>'
                f'{line}</span>' for n, line in enumerate(b.html.split("\n"), 1))
            return (f'<div class="sourceCode" id="{cb}"><pre class="sourceCode {lang} code-with-'
                    f'copy"><code class="sourceCode {lang}">{code}</code><button title="Copy to '
                    'Clipboard" class="code-copy-button"><i class="bi"></i></button></pre></div>')
        if b.tag == "blockquote":
            return _quote(b, ' class="blockquote"')
        return b.markup()
    kind, title, text = rng.choice(QUARTO_CALLOUTS)
    callout = (f'<div class="callout callout-style-default callout-{kind} callout-titled"><div '
               'class="callout-header d-flex align-content-center"><div class="callout-icon-'
               'container"><i class="callout-icon"></i></div><div class="callout-title-'
               f'container flex-fill">{title}</div></div><div class="callout-body-container '
               f'callout-body"><p>{text}</p></div></div>')
    inserts: dict[int, str] = {}
    if len(a.blocks) > 3:
        inserts[3] = callout
    sections = _sections(a, block, ids, inserts)
    body = re.sub(r'<section id="([^"]+)">',
                  lambda m: f'<section id="{m[1]}" class="level{level[m[1]]}">', sections)
    footnotes = ""
    if marked:
        footnotes = ('<section id="footnotes" class="footnotes footnotes-end-of-document" role='
                     '"doc-endnotes"><hr><ol>' + "".join(
                         f'<li id="fn{n}"><p>{x}<a href="#fnref{n}" class="footnote-back" role="'
                         'doc-backlink">↩︎</a></p></li>' for n, x in enumerate(notes, 1))
                     + '</ol></section>')
    toc = "".join(f'<li><a href="#{ids[k]}" id="toc-{ids[k]}" class="nav-link'
                  f'{" active" if n == 0 else ""}" data-scroll-target="#{ids[k]}">'
                  f'{escape(a.blocks[k].text)}</a></li>' for n, k in enumerate(ids))
    key = f"{_slug(a.author).split('-')[-1]}{t.year}"
    date = f"{t:%B} {t.day}, {t.year}"
    bib = (f"@online{{{key},\n  author = {{{escape(a.author)}}},\n  title = "
           f"{{{escape(a.headline)}}},\n  date = {{{t:%Y-%m-%d}}},\n  url = {{{base}/posts/"
           f"{t:%Y-%m-%d}-{slug}/}},\n  langid = {{en}}\n}}")
    html = (
        '<div id="quarto-search-results"></div><header id="quarto-header" class="headroom '
        'fixed-top"><nav class="navbar navbar-expand-lg" data-bs-theme="dark"><div class="navbar'
        '-container container-fluid"><div class="navbar-brand-container mx-auto"><a class="'
        f'navbar-brand" href="../../index.html"><span class="navbar-title">{site}</span></a>'
        '</div><div id="quarto-search" class="" title="Search"></div><button class="navbar-'
        'toggler" type="button" data-bs-toggle="collapse" data-bs-target="#navbarCollapse" aria-'
        'controls="navbarCollapse" aria-expanded="false" aria-label="Toggle navigation"><span '
        'class="navbar-toggler-icon"></span></button><div class="collapse navbar-collapse" id="'
        'navbarCollapse"><ul class="navbar-nav navbar-nav-scroll ms-auto">' + "".join(
            f'<li class="nav-item"><a class="nav-link" href="../../{x.lower()}.html"><span class'
            f'="menu-text">{x}</span></a></li>' for x in ("About", "Talks", "Publications"))
        + f'<li class="nav-item compact"><a class="nav-link" href="https://github.com/{user}">'
        '<i class="bi bi-github" role="img"></i></a></li><li class="nav-item compact"><a class="'
        'nav-link" href="../../index.xml"><i class="bi bi-rss" role="img"></i></a></li></ul>'
        '</div></div></nav></header><header id="title-block-header" class="quarto-title-block '
        'default page-columns page-full"><div class="quarto-title-banner page-columns page-full">'
        '<div class="quarto-title column-body"><h1 class="title">' + escape(a.headline)
        + '</h1><div class="quarto-categories">' + "".join(
            f'<div class="quarto-category">{x}</div>' for x in cats) + '</div></div></div><div '
        'class="quarto-title-meta"><div><div class="quarto-title-meta-heading">Author</div><div '
        f'class="quarto-title-meta-contents"><p>{escape(a.author)}</p></div></div><div><div '
        'class="quarto-title-meta-heading">Published</div><div class="quarto-title-meta-'
        f'contents"><p class="date">{date}</p></div></div></div></header><div id="quarto-content'
        '" class="quarto-container page-columns page-rows-contents page-layout-article page-'
        'navbar"><div id="quarto-sidebar-toc-left" class="sidebar toc-left"></div><div id="'
        'quarto-margin-sidebar" class="sidebar margin-sidebar">' + (
            '<nav id="TOC" role="doc-toc" class="toc-active"><h2 id="toc-title">On this page'
            f'</h2><ul>{toc}</ul></nav>' if ids else "") + '</div><main class="content quarto-'
        f'banner-title-block" id="quarto-document-content">{body}{footnotes}<div id="quarto-'
        'appendix" class="default"><section class="quarto-appendix-contents" id="quarto-reuse">'
        '<h2 class="anchored quarto-appendix-heading">Reuse</h2><div class="quarto-appendix-'
        'contents"><div><a rel="license" href="https://creativecommons.org/licenses/by/4.0/">CC'
        ' BY 4.0</a></div></div></section><section class="quarto-appendix-contents" id="quarto-'
        'citation"><h2 class="anchored quarto-appendix-heading">Citation</h2><div><div class="'
        'quarto-appendix-secondary-label">BibTeX citation:</div><pre class="sourceCode code-with'
        f'-copy quarto-appendix-bibtex"><code class="sourceCode bibtex">{bib}</code></pre><div '
        'class="quarto-appendix-secondary-label">For attribution, please cite this work as:'
        f'</div><div id="ref-{key}" class="csl-entry quarto-appendix-citeas" role="listitem">'
        f'{escape(a.author)}. {t.year}. “{escape(a.headline)}.” {t:%B} {t.day}, {t.year}. <a '
        f'href="{base}/posts/{t:%Y-%m-%d}-{slug}/">{base}/posts/{t:%Y-%m-%d}-{slug}/</a>.</div>'
        f'</div></section></div><script src="https://giscus.app/client.js" data-repo="{user}/'
        f'{user}.github.io" data-repo-id="R_{_hash(rng, 14, ALNUM)}" data-category="General" '
        'data-mapping="title" data-reactions-enabled="1" data-emit-metadata="0" data-input-'
        'position="top" data-theme="light" data-lang="en" crossorigin="anonymous" async>'
        '</script><input type="hidden" id="giscus-base-theme" value="light"></main></div><footer'
        ' class="footer"><div class="nav-footer"><div class="nav-footer-left"></div><div class="'
        f'nav-footer-center"><p>© {t.year} {escape(a.author)} · Made with <a href="https://'
        'quarto.org/">Quarto</a></p></div><div class="nav-footer-right"><ul class="footer-items'
        f' list-unstyled"><li class="nav-item compact"><a class="nav-link" href="https://github.'
        f'com/{user}"><i class="bi bi-github" role="img"></i></a></li></ul></div></div>'
        '</footer>')
    head = ('<meta name="viewport" content="width=device-width, initial-scale=1.0, user-'
            f'scalable=yes"><meta name="generator" content="quarto-1.{rng.randrange(4, 6)}.'
            f'{rng.randrange(10, 60)}"><meta name="author" content="{escape(a.author)}"><meta '
            f'name="dcterms.date" content="{t:%Y-%m-%d}"><link href="../../site_libs/bootstrap/'
            'bootstrap.min.css" rel="stylesheet" id="quarto-bootstrap" data-mode="light">'
            f'<meta property="og:title" content="{escape(a.headline)} – {site}"><link rel="'
            f'canonical" href="{base}/posts/{t:%Y-%m-%d}-{slug}/">')
    return page(f"{site} - {a.headline}", head, html).replace(
        "<body>", '<body class="nav-fixed fullcontent">' if not ids else
        '<body class="nav-fixed">', 1)


PLATFORMS = {
    "smh": smh, "globe-and-mail": globe_and_mail, "newsweek": newsweek, "slate": slate,
    "liberation": liberation, "elconfidencial": elconfidencial, "volkskrant": volkskrant,
    "vg": vg, "ynet": ynet, "caixin": caixin, "yicai": yicai, "jianshu": jianshu,
    "wp-astra": wp_astra, "hugo-papermod": hugo_papermod, "starlight": starlight,
    "quarto": quarto,
}
