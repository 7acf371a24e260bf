"""Main content on article pages written the way publishing platforms lay them out today.

content-dev's pages are mostly of 2007-2018 (page-signal, CleanEval, the readability suite);
issue 13's held-out losses came "mostly on recent layouts": an article in chunks between ads,
each paragraph in a component of its own, class names that are hashes, short articles beside
grids of teasers, newsletter boxes and "Read more" links inside the text, captions and credits.
This benchmark writes real articles (the text of the readability suite's gold pages, with their
headings, lists, quotes and inline links) into the page templates of today's platforms
(markup written after their templates: element nesting, class names, furniture; text of the
furniture made up), and scores every extractor on the same pages in the same run.

    .venv/bin/python bench/content_engines.py [DATA_ROOT] [--platforms a,b] [--obfuscate]
        [--peers trafilatura,readability-lxml] [--verbose]

Each platform is a site: its half is its name's (bench/halves.py), and it takes its articles
from the readability pages of the same half, so the tuning half's platforms and articles are
the ones to look at and the report half says whether a change carries. Every platform writes
6 pages: two short articles (the first 3 blocks), two of 8 blocks and two whole (at most 40
blocks). The gold is the article's body as written into the page (headings, paragraphs, list
items, quotes; not the headline, byline, captions or boxes). Scores as bench/content.py: char-LCS
F1 and token 4-shingle F1, summed over pages, per platform and per half. 16 platforms are
written here, the others in content_engines_more.py, content_engines_fresh.py,
content_engines_fresh2.py, content_engines_fresh3.py, content_engines_fresh4.py,
content_engines_fresh5.py, content_engines_fresh6.py, content_engines_fresh7.py,
content_engines_fresh8.py, content_engines_fresh9.py and content_engines_shapes.py (the last
ten written without reading the extractor: a held-out check; the shapes vary the article's own
layout: live blog, listicle, interview, paywall...).
"""

from __future__ import annotations

import argparse
import importlib
import random
import re
import sys
import time
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from html import escape
from pathlib import Path

import lxml.html

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from content import Tally, norm, page_root, page_values, shingles, third_party  # noqa: E402
from halves import HALVES, half_of  # noqa: E402
from obfuscate import obfuscate  # noqa: E402

from tplx_engine.templatefree.content import extract_content  # noqa: E402

READABILITY = "content-dev/readability"
SIZES = (3, 3, 8, 8, 40, 40)  # blocks of the article on a platform's six pages
BLOCK_TAGS = ("p", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "blockquote", "pre")
INLINE_KEPT = {"a", "em", "strong", "i", "b", "code"}
MIN_ARTICLE = 600  # characters of text an article of the pool has at least
NOW = datetime(2024, 5, 14, 9, 30)
HAN_PLATFORMS = {"sina", "wechat"}  # the platforms with Chinese furniture and articles
AUTHORS = ("Maria Lopez", "James O'Connor", "Priya Raman", "Tom Becker", "Aiko Tanaka",
           "Samuel Okafor", "Claire Dubois", "Henrik Larsen")


@dataclass
class Block:
    tag: str  # one of BLOCK_TAGS
    html: str  # inner markup: text with inline links and emphasis; <li> items for lists
    text: str  # its text as the gold counts it

    def markup(self, attrs: str = "") -> str:
        return f"<{self.tag}{attrs}>{self.html}</{self.tag}>"


@dataclass
class Article:
    name: str  # the readability page it comes from
    headline: str
    blocks: list[Block]
    author: str
    published: datetime
    url: str
    teasers: list["Teaser"] = field(default_factory=list)  # other articles, for the boxes

    def gold(self) -> str:
        return norm(" ".join(b.text for b in self.blocks))

    @property
    def standfirst(self) -> str:
        """A one-sentence summary, as a page shows it under the headline (not article text)."""
        first = next((b.text for b in self.blocks if b.tag == "p"), self.headline)
        return "In brief: " + first.split(". ")[0][:150].rstrip(".") + "."


@dataclass
class Teaser:
    headline: str
    blurb: str
    url: str


# ---------------------------------------------------------------------------- the article pool

def _clean(el) -> None:
    """Strip every attribute but a link's href, unwrap every element not kept inline."""
    for sub in list(el.iter()):
        if not isinstance(sub.tag, str):
            sub.getparent().remove(sub) if sub.getparent() is not None else None
            continue
        keep = {"href": sub.get("href")} if sub.tag == "a" and sub.get("href") else {}
        sub.attrib.clear()
        sub.attrib.update(keep)
        if sub is not el and sub.tag not in INLINE_KEPT | {"li"}:
            sub.drop_tag()


def _blocks(root) -> list[Block]:
    out = []
    for el in root.iter(*BLOCK_TAGS):
        if any(a.tag in BLOCK_TAGS for a in el.iterancestors()):
            continue
        el = lxml.html.fromstring(lxml.html.tostring(el, encoding="unicode"))
        if el.tag in ("ul", "ol"):
            items = [li for li in el.iter("li") if norm(li.text_content())]
            if not items:
                continue
            for li in items:
                _clean(li)
            html = "".join(lxml.html.tostring(li, encoding="unicode") for li in items)
            text = " ".join(norm(li.text_content()) for li in items)
        else:
            _clean(el)
            text = norm(el.text_content())
            if not text:
                continue
            html = escape(el.text or "", quote=False) + "".join(
                lxml.html.tostring(c, encoding="unicode") for c in el)
        out.append(Block(el.tag, html, text))
    return out


def _headline(page_html: str, name: str) -> str:
    root = lxml.html.document_fromstring(page_html)
    for el in list(root.iter("h1")) + list(root.iter("title")):
        text = norm(el.text_content())
        if 10 <= len(text) <= 160:
            return re.split(r"\s+[|\u2013\u2014-]\s+", text)[0]
    return name.replace("-", " ").capitalize()


def article_pool(data: Path, half: str) -> list[Article]:
    """The readability suite's gold articles of ``half``, as blocks of text."""
    folder = data / READABILITY
    pool = []
    for gold in sorted((folder / "GoldStandard").glob("*.txt")):
        page = folder / "input" / (gold.stem + ".html")
        if not page.exists() or half_of(page.name) != half:
            continue
        blocks = _blocks(lxml.html.fromstring(gold.read_text("utf-8", errors="replace")))
        article = Article(gold.stem, "", blocks, "", NOW, "")
        if _article_like(article):
            article.headline = _headline(page.read_text("utf-8", errors="replace"), gold.stem)
            pool.append(article)
    return pool


def _article_like(a: Article) -> bool:
    """Prose of some length, most of it in long paragraphs: not one of the suite's placeholder
    test pages (lorem ipsum), a list of teasers, a table of contents or a plain-text draft."""
    text = a.gold()
    long_p = 40 if _han(a) else 100
    in_paragraphs = sum(len(b.text) for b in a.blocks if b.tag == "p" and len(b.text) >= long_p)
    return (len(a.blocks) >= 3 and len(text) >= MIN_ARTICLE and "lorem ipsum" not in
            text.lower() and in_paragraphs >= len(text) / 2)


def _han(a: Article) -> bool:
    """Whether the article is written in Chinese (it goes to a Chinese platform only)."""
    text = a.gold()
    return sum("\u4e00" <= c <= "\u9fff" for c in text) > len(text) / 4


def once_per_key(make):
    """A page's class-name maker: ``make(key, *args)`` the first time a component's key is
    asked for, the same name every time after (a build names a component once per page)."""
    seen: dict[str, str] = {}

    def named(key: str, *args) -> str:
        if key not in seen:
            seen[key] = make(key, *args)
        return seen[key]
    return named


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:60] or "story"


# the modules that add platforms: they import this module's helpers, so this module imports
# them when their platforms are asked for (the last ten written without reading the extractor)
PLATFORM_MODULES = ("content_engines_more", "content_engines_fresh", "content_engines_fresh2",
                    "content_engines_fresh3", "content_engines_fresh4", "content_engines_fresh5",
                    "content_engines_fresh6", "content_engines_fresh7", "content_engines_fresh8",
                    "content_engines_fresh9", "content_engines_shapes")


def han_platforms() -> set:
    """The platforms that take Chinese articles: HAN_PLATFORMS and the HAN of each of
    PLATFORM_MODULES that has one."""
    return HAN_PLATFORMS.union(*(getattr(importlib.import_module(name), "HAN", set())
                                 for name in PLATFORM_MODULES))


def articles_for(platform: str, pool: list[Article]) -> list[Article]:
    """The platform's six articles: drawn from its half's pool by its name, cut to SIZES."""
    rng = random.Random(platform)
    pool = [a for a in pool if _han(a) == (platform in han_platforms())]
    chosen = rng.sample(pool, min(len(SIZES), len(pool)))
    out = []
    for k, (size, base) in enumerate(zip(SIZES, chosen)):
        blocks = base.blocks[:size]
        if size <= 3:  # a short article is paragraphs, not a heading, a list or a credit
            blocks = [b for b in base.blocks if b.tag == "p" and len(b.text) >= 60][:size] \
                or blocks
        others = [a for a in pool if a is not base]
        teasers = []
        for other in rng.sample(others, min(8, len(others))):
            first = next((b.text for b in other.blocks if b.tag == "p"), "")
            teasers.append(Teaser(other.headline, first[:140].rsplit(" ", 1)[0] + "...",
                                  f"/news/{_slug(other.headline)}"))
        out.append(Article(base.name, base.headline, blocks, AUTHORS[rng.randrange(len(AUTHORS))],
                           NOW - timedelta(days=rng.randint(0, 300), minutes=rng.randint(0, 900)),
                           f"/news/{2024 - k % 2}/{_slug(base.headline)}", teasers))
    return out


# ---------------------------------------------------------------------- helpers for the writers

def page(title: str, head: str, body: str, lang: str = "en") -> str:
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>'
            f"{escape(title)}</title>{head}</head><body>{body}</body></html>")


def body_html(a: Article, wrap=None) -> list[str]:
    """The article's blocks as markup, one string per block (``wrap(block) -> str`` to write
    them another way)."""
    return [wrap(b) if wrap else b.markup() for b in a.blocks]


def chunks(items: list[str], size: int) -> list[list[str]]:
    return [items[i:i + size] for i in range(0, len(items), size)] or [[]]


def long_date(t: datetime) -> str:
    return f"{t.strftime('%B')} {t.day}, {t.year}"


def json_ld(a: Article, body: bool = False) -> str:
    """A NewsArticle JSON-LD block, as most platforms write it (``articleBody`` where asked)."""
    import json
    data = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": a.headline,
            "datePublished": a.published.isoformat(), "author": {"@type": "Person",
                                                                 "name": a.author}}
    if body:
        data["articleBody"] = a.gold()
    return f'<script type="application/ld+json">{json.dumps(data)}</script>'


def og(a: Article, site: str) -> str:
    return (f'<meta property="og:title" content="{escape(a.headline)}"><meta property='
            f'"og:site_name" content="{site}"><meta property="og:type" content="article">')


def menu(items=("World", "Business", "Tech", "Science", "Culture", "Sport", "Opinion")) -> str:
    return "".join(f'<li><a href="/{_slug(i)}">{i}</a></li>' for i in items)


def footer_links() -> str:
    return "".join(f'<li><a href="/{_slug(i)}">{i}</a></li>' for i in (
        "About us", "Contact", "Careers", "Advertise", "Privacy policy", "Terms of use",
        "Cookie settings", "Accessibility", "Newsletters", "RSS"))


# ------------------------------------------------------------------------------- the platforms

def wordpress(a: Article) -> str:
    """WordPress with a block theme (Twenty Twenty-Four) and Jetpack: div.entry-content of
    Gutenberg blocks, a Jetpack share bar and related posts inside it, comments below."""
    def block(b: Block) -> str:
        cls = {"p": "", "ul": ' class="wp-block-list"', "ol": ' class="wp-block-list"',
               "blockquote": ' class="wp-block-quote"', "pre": ' class="wp-block-code"'}
        return b.markup(cls.get(b.tag, ' class="wp-block-heading"'))
    blocks = body_html(a, block)
    related = "".join(
        f'<div class="jp-relatedposts-post"><h4 class="jp-relatedposts-post-title"><a href='
        f'"{t.url}">{escape(t.headline)}</a></h4><p class="jp-relatedposts-post-excerpt">'
        f'{escape(t.blurb)}</p></div>' for t in a.teasers[:3])
    comments = "".join(
        f'<li class="comment"><article class="comment-body"><footer class="comment-meta"><b '
        f'class="fn">{name}</b> <time datetime="2024-05-1{n}">May 1{n}, 2024 at 9:0{n} am</time>'
        f'</footer><div class="comment-content"><p>{text}</p></div><div class="reply"><a '
        f'href="#">Reply</a></div></article></li>' for n, (name, text) in enumerate((
            ("Ben", "Thanks for writing this up, it matches what I have seen at work."),
            ("Lucy", "I am not sure I agree with the second point, but a good read overall.")),
            1))
    body = (
        '<div class="wp-site-blocks"><header class="wp-block-template-part"><div class="wp-block-'
        f'group"><p class="wp-block-site-title"><a href="/">The Daily Notebook</a></p><nav '
        f'class="wp-block-navigation"><ul>{menu()}</ul></nav></div></header><main class="wp-'
        f'block-group"><article class="post type-post"><h1 class="wp-block-post-title">'
        f'{escape(a.headline)}</h1><div class="wp-block-post-date"><time datetime="'
        f'{a.published.isoformat()}">{long_date(a.published)}</time></div><div class="wp-block-'
        f'post-author-name">{a.author}</div><figure class="wp-block-post-featured-image"><img '
        f'src="/wp-content/uploads/hero.jpg" alt=""></figure><div class="entry-content wp-block-'
        f'post-content">{"".join(blocks)}<div class="sharedaddy sd-sharing-enabled"><h3 class='
        '"sd-title">Share this:</h3><ul><li><a href="#">Facebook</a></li><li><a href="#">X</a>'
        '</li><li><a href="#">Email</a></li></ul></div><div id="jp-relatedposts" class="jp-'
        f'relatedposts"><h3 class="jp-relatedposts-headline"><em>Related</em></h3>{related}'
        '</div></div><div class="wp-block-post-terms"><a href="/tag/news">News</a>, <a href='
        f'"/tag/life">Life</a></div></article><div class="wp-block-comments"><h2>2 responses to '
        f'&ldquo;{escape(a.headline)}&rdquo;</h2><ol class="wp-block-comment-template">{comments}'
        '</ol><div id="respond" class="comment-respond"><h3>Leave a Reply</h3><form><p>Your '
        'email address will not be published. Required fields are marked *</p><textarea>'
        '</textarea><input type="submit" value="Post Comment"></form></div></div></main><footer '
        f'class="wp-block-template-part"><ul>{footer_links()}</ul><p>Proudly powered by '
        'WordPress</p></footer></div>')
    return page(a.headline, og(a, "The Daily Notebook"), body)


def cards(a: Article, n: int, item: str, start: int = 0) -> str:
    """``n`` teasers of other articles, each written by ``item`` (a format string over
    ``url``, ``headline``, ``blurb``, ``k``)."""
    return "".join(item.format(url=t.url, headline=escape(t.headline), blurb=escape(t.blurb),
                               k=k + 1) for k, t in enumerate(a.teasers[start:start + n]))


def ghost(a: Article) -> str:
    """Ghost's Casper theme: section.gh-content of cards, an image card with a caption and a
    bookmark card (another article's title and description) inside it, a subscribe box after,
    then "Read more" post cards."""
    blocks = body_html(a)
    t = a.teasers[0]
    bookmark = (f'<figure class="kg-card kg-bookmark-card"><a class="kg-bookmark-container" '
                f'href="{t.url}"><div class="kg-bookmark-content"><div class="kg-bookmark-title">'
                f'{escape(t.headline)}</div><div class="kg-bookmark-description">{escape(t.blurb)}'
                '</div><div class="kg-bookmark-metadata"><span class="kg-bookmark-author">The '
                'Field Notes</span></div></div></a></figure>')
    image = ('<figure class="kg-card kg-image-card kg-card-hascaption"><img src="/content/images'
             '/1.jpg" class="kg-image" alt=""><figcaption>The view from the harbour at dawn. '
             'Photo by Ana Ruiz on Unsplash</figcaption></figure>')
    blocks[1:1] = [image]
    blocks.insert(len(blocks) - 1, bookmark)
    body = (
        '<div class="viewport"><header id="gh-head" class="gh-head"><div class="gh-head-inner">'
        '<a class="gh-head-logo" href="/">The Field Notes</a><nav class="gh-head-menu"><ul '
        f'class="nav">{menu(("Home", "About", "Archive", "Tags"))}</ul></nav><div class="gh-head'
        '-actions"><a href="#/portal/signin">Sign in</a><a class="gh-head-button" href="#/portal'
        '/signup">Subscribe</a></div></div></header><div class="site-content"><main id="site-'
        'main" class="site-main"><article class="article post tag-essays"><header class="article'
        '-header gh-canvas"><div class="article-tag post-card-tags"><span class="post-card-'
        f'primary-tag"><a href="/tag/essays/">Essays</a></span></div><h1 class="article-title">'
        f'{escape(a.headline)}</h1><p class="article-excerpt">{escape(a.standfirst)}</p><div '
        'class="article-byline"><section class="article-byline-content"><div class="article-'
        f'byline-meta"><h4 class="author-name"><a href="/author/x/">{a.author}</a></h4><div '
        f'class="byline-meta-content"><time class="byline-meta-date" datetime="'
        f'{a.published.date().isoformat()}">{a.published.strftime("%b %d, %Y")}</time><span '
        'class="byline-reading-time"><span class="bull">&bull;</span> 6 min read</span></div>'
        '</div></section></div></header><section class="gh-content gh-canvas">'
        + "".join(blocks) + '</section></article></main><section class="footer-cta"><div class='
        '"inner"><h2 class="footer-cta-title">Sign up for more like this.</h2><a class="footer-'
        'cta-button" href="#/portal"><div class="footer-cta-input">Enter your email</div><span>'
        'Subscribe</span></a></div></section><aside class="read-more-wrap outer"><div class='
        '"read-more inner"><h2 class="read-more-title">Read more</h2><div class="post-feed">'
        + cards(a, 3, '<article class="post-card post"><a class="post-card-image-link" href='
                '"{url}"><img class="post-card-image" src="/i{k}.jpg" alt=""></a><div class="post'
                '-card-content"><a class="post-card-content-link" href="{url}"><header class='
                '"post-card-header"><h2 class="post-card-title">{headline}</h2></header><div '
                'class="post-card-excerpt">{blurb}</div></a><footer class="post-card-meta"><time '
                'class="post-card-meta-date">Apr {k}, 2024</time></footer></div></article>', 1)
        + '</div></div></aside></div><footer class="site-footer outer"><div class="inner"><section'
        ' class="copyright"><a href="/">The Field Notes</a> &copy; 2024</section><nav class="site-'
        f'footer-nav"><ul>{footer_links()}</ul></nav><div class="gh-powered-by"><a href="https://'
        'ghost.org/">Powered by Ghost</a></div></div></footer></div>')
    return page(a.headline, og(a, "The Field Notes"), body)


def medium(a: Article) -> str:
    """Medium: hashed class names everywhere, each paragraph a p.pw-post-body-paragraph deep in
    nested <div>s of a <section>, a byline with Follow and claps, then the author's box and
    "More from" and "Recommended from Medium" cards with blurbs."""
    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(' class="pw-post-body-paragraph ly lz gk ma b mb mc md me mf mg mh '
                            'mi mj mk ml mm mn mo mp mq mr ms mt mu mv fd bk" data-selectable-'
                            'paragraph=""')
        if b.tag.startswith("h"):
            return f'<h2 class="nb nc gk bf nd ne nf ng nh ni nj nk nl nm">{b.html}</h2>'
        return b.markup(' class="oi oj ok"')
    card = ('<div class="ab cn"><div class="ab q"><a href="{url}" rel="noopener"><div class="ab '
            'co"><h2 class="bf gk jr js jt ju jv jw jx jy jz ka kb kc kd bk">{headline}</h2>'
            '</div><div class="kf h k"><h3 class="bf b kg z gn kh ki kj kk kl km kn gm">{blurb}'
            '</h3></div></a><div class="ko ab"><span class="be b bf z dk">{k} min read</span>'
            '<span class="be b bf z dk">·</span><span>Mar {k}, 2024</span></div></div></div>')
    header = (
        f'<div class="speechify-ignore ab cp"><h1 id="a1b2" class="pw-post-title gk gl gm bf gn '
        f'go gp gq gr gs gt gu gv gw gx gy gz ha hb hc hd he hf hg bk" data-testid="storyTitle">'
        f'{escape(a.headline)}</h1><div class="hh hi hj hk hl"><div class="speechify-ignore ab '
        f'co"><div class="ab cn"><a href="/@author" rel="noopener"><div class="l hm hn bx"><img '
        f'alt="{a.author}" class="l ey bx hn hm cw" src="/a.png"></div></a><div class="bm bg l">'
        f'<div class="ab"><div style="flex:1"><span class="bf b bg z bk"><div class="ho ab q"><a '
        f'class="af ag ah ai aj ak al am an ao ap aq ar hr" data-testid="authorName" href="/@'
        f'author" rel="noopener">{a.author}</a></div></span></div><span class="hs ht" aria-'
        f'hidden="true"><span class="bf b bg z dx">·</span></span><p class="bf b bg z dx"><span>'
        f'<button class="af ag ah ai aj ak al am an ao ap aq ar ar hu">Follow</button></span>'
        f'</p></div></div><div class="l hw"><span class="bf b bg z dx"><div class="ab cp hx"><span'
        f' data-testid="storyReadTime">7 min read</span><div class="hy hz l" aria-hidden="true">'
        f'<span class="l" aria-hidden="true"><span class="bf b bg z dx">·</span></span></div>'
        f'<span data-testid="storyPublishDate">{a.published.strftime("%b %d, %Y")}</span></div>'
        f'</span></div></div></div><div class="ab cp ia ib ic id ie if ig ih ii ij ik il im in '
        f'io ip"><div class="h k w fa fb q"><div class="jf l"><div class="ab q jg jh"><div class='
        f'"pw-multi-vote-icon fm ie ji jj jk"><button class="jl jm jn">clap</button></div><div '
        f'class="pw-multi-vote-count l jo jp jq jr js jt ju"><p class="bf b dy z dx"><span class='
        f'"jv">1.2K</span></p></div></div></div><div><button class="af fm ah ai aj ak al kb an '
        f'ao ap jd kc kd jy">24</button></div></div></div></div>')
    figure = ('<figure class="oe of og oh oi oj ob oc paragraph-image"><div role="button" class='
              '"ok ol fj om bh on"><div class="ob oc od"><picture><img alt="" class="bh mn oo c" '
              'width="700" height="467" src="/1.jpg"></picture></div></div><figcaption class="op'
              ' oq or ob oc os ot bf b bg z dx" data-selectable-paragraph="">Photo by Kai Weber '
              'on Unsplash</figcaption></figure>')
    blocks = body_html(a, block)
    blocks.insert(1, figure)
    body = (
        '<div id="root"><div class="a b c"><div class="d e f g h i j k"><div class="l"><div class'
        '="ab bj bk bl bm bn bo bp"><a aria-label="Homepage" href="/">Medium</a><div class="ab '
        'bs"><input placeholder="Search" class="bt bu"></div><a href="/new-story">Write</a><a '
        'href="/m/signin">Sign in</a></div></div></div><div class="l"><div class="l"><div class='
        '"ff fg fh fi fj l"><article><div class="l"><div class="l"><span class="l"></span><section>'
        '<div><div class="fr ft fu fv fw"></div><div class="fx fy fz ga gb"><div class="ab ca"><div'
        ' class="ch bg gc gd ge gf">' + header + "".join(blocks) + '</div></div></div></div>'
        '</section></div></div></article></div><div class="l ah"><div class="ab ca"><div class='
        '"ch bg gc gd ge gf"><div class="ab q pg ph"><div class="pi l">Medium</div><button class='
        f'"pj pk">Follow</button></div><h2 class="bf gk ql z ge bk">Written by {a.author}</h2>'
        '<div class="qm qn l"><span class="bf b bg z bk"><a href="/followers">2.3K Followers</a>'
        '</span></div><p class="bf b bg z bk">Writer on science, cities and the way we live. '
        'Former reporter, now independent. Newsletter every Sunday.</p><h2 class="bf gk pe pf pg'
        f' bk">More from {a.author}</h2><div class="rb rc">' + cards(a, 4, card) + '</div><h2 '
        'class="bf gk pe pf pg bk">Recommended from Medium</h2><div class="rb rc">'
        + cards(a, 4, card, 4) + '</div></div></div></div></div></div><div class="sm sn"><a href='
        '"/about">About</a><a href="/help">Help</a><a href="/terms">Terms</a><a href="/privacy">'
        'Privacy</a></div></div></div>')
    return page(a.headline + " | by " + a.author + " | Medium", og(a, "Medium"), body)


def substack(a: Article) -> str:
    """Substack: div.available-content > div.body.markup, a subscription widget between two
    paragraphs and a share button after, the post's likes and comments below."""
    blocks = body_html(a)
    widget = ('<div class="subscription-widget-wrap-editor" data-component-name="Subscribe'
              'WidgetToDOM"><div class="subscription-widget show-subscribe"><div class="preamble">'
              '<p class="cta-caption">Thanks for reading Field Notes! Subscribe for free to '
              'receive new posts and support my work.</p></div><form class="subscription-widget-'
              'subscribe"><input type="email" placeholder="Type your email..."><input type="submit"'
              ' value="Subscribe"></form></div></div>')
    share = ('<p class="button-wrapper" data-component-name="ButtonCreateButton"><a class="button'
             ' primary" href="/p/x?utm_source=substack&amp;utm_medium=email&amp;action=share">'
             '<span>Share</span></a></p>')
    blocks.insert(min(2, len(blocks)), widget)
    blocks.append(share)
    comments = "".join(
        f'<div class="comment"><div class="comment-content"><div class="comment-meta"><a class='
        f'"commenter-name" href="/@u{n}">{who}</a><a class="comment-timestamp" href="#">May {n}'
        f'</a></div><div class="comment-body"><p>{text}</p></div><div class="comment-actions">'
        f'<a>Like</a><a>Reply</a><a>Share</a></div></div></div>' for n, (who, text) in enumerate((
            ("Ruth Ellis", "This is the clearest explanation of the problem I have read, and I "
                           "have read a lot of them this year. Sharing with my team."),
            ("Dev Patel", "Great piece. One thing I would add is that the costs fall very "
                          "unevenly, which is why the politics are so hard.")), 1))
    body = (
        '<div id="entry"><div class="main-menu"><div class="topbar-content"><a class="navbar-title'
        '-link" href="/">Field Notes</a><div class="navbar-buttons"><a class="button primary">'
        'Subscribe</a><a class="button">Sign in</a></div></div></div><div class="container"><div '
        'class="single-post-container"><div class="container"><div class="single-post"><div class='
        '"post-header"><h1 class="post-title published">' + escape(a.headline) + '</h1><h3 class='
        f'"subtitle">{escape(a.standfirst)}</h3><div class="post-meta"><div class="post-ufi">'
        f'<a class="pencraft frontend-pencraft-Text-module__color-primary--ej7Lt">{a.author}</a>'
        f'<div class="pencraft">{a.published.strftime("%b %d, %Y")}</div></div></div></div><div '
        'class="available-content"><div class="body markup" dir="auto">' + "".join(blocks)
        + '</div></div><div class="post-footer"><div class="post-ufi"><a class="post-ufi-button '
        'like-button">42</a><a class="post-ufi-button">12</a><a class="post-ufi-button">Share</a>'
        '</div></div></div></div><div class="comments-page"><div class="comments-section"><h4 '
        'class="comments-heading">Discussion about this post</h4><div class="comment-list">'
        + comments + '</div></div></div><div class="footer-wrap"><div class="footer">'
        '<div class="footer-terms"><span>&copy; 2024 Field Notes</span><a href="/privacy">'
        'Privacy</a><a href="/tos">Terms</a><a href="/collection">Collection notice</a></div>'
        '<a class="footer-substack-cta" href="https://substack.com">Start Writing</a><a href='
        '"https://substack.com/app">Get the app</a><p class="footer-slogan">Substack is the home '
        'for great culture</p></div></div></div></div></div>')
    return page(a.headline + " - by " + a.author, og(a, "Field Notes"), body)


def blogger(a: Article) -> str:
    """Blogger: div.post-body.entry-content whose paragraphs are text lines separated by two
    <br>, headings in <b>, a post footer of labels and comments, sidebar widgets of popular
    posts with snippets and the blog's archive."""
    lines = []
    for b in a.blocks:
        if b.tag == "p":
            lines.append(b.html)
        elif b.tag.startswith("h"):
            lines.append(f"<b>{b.html}</b>")
        else:
            lines.append(b.markup())
    text = "<br /><br />".join(lines)
    popular = cards(a, 4, '<li><div class="item-content"><div class="item-title"><a href="{url}">'
                    '{headline}</a></div><div class="item-snippet">{blurb}</div></div></li>')
    body = (
        '<div class="content"><div class="content-outer"><header><div class="header-outer"><div '
        'class="Header widget" id="Header1"><h1 class="title"><a href="/">Notes from the Hill'
        '</a></h1><p class="description">Thoughts on things, mostly</p></div></div></header><div '
        'class="main-outer"><div class="columns"><div class="main-inner"><div class="column-'
        'center-inner"><div class="main section" id="main"><div class="widget Blog" id="Blog1">'
        '<div class="blog-posts hfeed"><div class="date-outer"><h2 class="date-header"><span>'
        + a.published.strftime("%A, %B %d, %Y") + '</span></h2><div class="date-posts"><div class'
        '="post-outer"><div class="post hentry uncustomized-post-template" itemprop="blogPost"><a'
        ' name="123"></a><h3 class="post-title entry-title" itemprop="name">' + escape(a.headline)
        + '</h3><div class="post-header"><div class="post-header-line-1"></div></div><div class='
        '"post-body entry-content" id="post-body-123" itemprop="description articleBody">'
        + text + '<div style="clear: both;"></div></div><div class="post-footer"><div class='
        f'"post-footer-line post-footer-line-1"><span class="post-author vcard">Posted by <span '
        f'class="fn">{a.author}</span></span> <span class="post-timestamp">at <a class='
        f'"timestamp-link" href="#">{a.published.strftime("%I:%M %p")}</a></span> <span class='
        '"post-comment-link"><a class="comment-link" href="#comments">3 comments:</a></span></div>'
        '<div class="post-footer-line post-footer-line-2"><span class="post-labels">Labels: <a '
        'href="/search/label/life">life</a>, <a href="/search/label/notes">notes</a></span></div>'
        '</div></div><div class="comments" id="comments"><h4>3 comments:</h4><div id="Blog1_'
        'comments-block-wrapper"><dl class="avatar-comment-indent" id="comments-block"><dt class='
        '"comment-author">Anonymous said...</dt><dd class="comment-body"><p>Lovely post, thanks '
        'for sharing. I remember that place from when I was a kid.</p></dd><dd class="comment-'
        'footer"><span class="comment-timestamp">May 3, 2024 at 8:12 PM</span></dd><dt class='
        '"comment-author">Jo said...</dt><dd class="comment-body"><p>Same here! We should go back '
        'some time this summer.</p></dd><dd class="comment-footer"><span class="comment-'
        'timestamp">May 4, 2024 at 9:40 AM</span></dd></dl></div><p class="comment-footer"><a '
        'href="#">Post a Comment</a></p></div></div></div></div><div class="blog-pager" id="blog-'
        'pager"><a class="blog-pager-newer-link" href="#">Newer Post</a> <a class="blog-pager-'
        'older-link" href="#">Older Post</a> <a class="home-link" href="/">Home</a></div></div>'
        '</div></div></div><div class="column-right-inner"><aside><div class="sidebar section" '
        'id="sidebar-right-1"><div class="widget PopularPosts" id="PopularPosts1"><h2>Popular '
        f'Posts</h2><div class="widget-content popular-posts"><ul>{popular}</ul></div></div><div '
        'class="widget BlogArchive" id="BlogArchive1"><h2>Blog Archive</h2><ul class="hierarchy">'
        '<li><a href="#">2024</a> (14)</li><li><a href="#">2023</a> (31)</li><li><a href="#">2022'
        '</a> (27)</li></ul></div><div class="widget Profile"><h2>About Me</h2><dl class="profile-'
        f'datablock"><dt class="profile-data"><a href="#">{a.author}</a></dt><dd class="profile-'
        'textblock">Teacher, walker, occasional baker.</dd></dl></div></div></aside></div></div>'
        '</div><footer><div class="footer-outer">Simple theme. Powered by <a href="https://www.'
        'blogger.com">Blogger</a>.</div></footer></div></div>')
    return page("Notes from the Hill: " + a.headline, "", body)


def nyt(a: Article) -> str:
    """The New York Times: section[name=articleBody] of StoryBodyCompanionColumn chunks of
    three paragraphs with hashed classes, an "Advertisement / SKIP ADVERTISEMENT" slot between
    chunks, the print line and a "More on" box after, trending links."""
    parts = ['<div class="css-53u6y8 StoryBodyCompanionColumn" data-testid="companionColumn-'
             f'{k}"><div class="css-1fanzo5 StoryBodyCompanionColumn">'
             + "".join(b.replace("<p>", '<p class="css-at9mc1 evys1bk0">', 1) for b in part)
             + "</div></div>" for k, part in enumerate(chunks(body_html(a), 3))]
    ad = ('<div id="story-ad-{k}-wrapper" class="css-1l2gmo1 ad story-ad-{k}-wrapper"><div class='
          '"css-1l9e3lz"><p class="css-1cvcsyl">Advertisement</p><a href="#after-story-ad-{k}" '
          'class="css-1ly73wi">SKIP ADVERTISEMENT</a></div><div id="story-ad-{k}"></div></div>')
    story = ad.format(k=1).join(parts[:2]) + "".join(
        ad.format(k=k + 2) + p for k, p in enumerate(parts[2:]))
    body = (
        '<div id="app"><div><div class="NYTAppHideMasthead css-1q2w90k"><header class="css-ahe4g0'
        ' e1m0pzr40"><section class="css-1ygyeyj"><a href="/" data-testid="masthead-mobile-logo"'
        '>The New York Times</a><a href="/section/world">World</a><a href="/section/business">'
        'Business</a><a class="css-1kj7lfb" href="/subscription">Subscribe for $1/week</a>'
        '</section></header></div><main id="site-content"><div><article id="story" class="css-'
        '1vxca1d e1lmdhsb0"><header class="css-1m9j3ud e1h9rw200"><div class="css-1vkm6nb '
        'ehdk2mb0"><h1 data-testid="headline" class="css-1p8xwbt e1h9rw200">'
        + escape(a.headline) + '</h1></div><p id="article-summary" class="css-79rysd e1wiw3jv0">'
        + escape(a.standfirst) + '</p><div class="css-1vbc4vt"><div class="css-ub6u0v"><p class='
        f'"css-aknsld e1jsehar1"><span class="css-1n7hynb"><a href="/by/x">By {a.author}</a>'
        f'</span></p></div><time class="css-1z1nqv e16638kd0" datetime="{a.published.isoformat()}'
        f'"><span>{long_date(a.published)}</span></time></div><div class="css-1dv1kvn">Share full '
        'article</div></header><section name="articleBody" class="meteredContent css-1r7ky0e">'
        + story + '</section><div class="bottom-of-article"><div class="css-1ywamy2"><p>A version '
        'of this article appears in print on ' + long_date(a.published) + ', Section A, Page 6 '
        'of the New York edition with the headline: ' + escape(a.headline) + '. <a href="/'
        'reprints">Order Reprints</a> | <a href="/paper">Today\'s Paper</a> | <a href="/'
        'subscription">Subscribe</a></p></div></div><div class="css-1f0i3l6"><h2 class="css-'
        '1bhbbq7">More on This Story</h2><ul class="css-1g5ckpp">'
        + cards(a, 3, '<li class="css-ye6x8s"><a class="css-1u3p7j1" href="{url}"><h3 class='
                '"css-1j9dxys">{headline}</h3><p class="css-1echdzn">{blurb}</p></a></li>')
        + '</ul></div></article></div><aside class="css-cz8ps0"><h2 class="css-11gq9hm">Trending'
        ' in The Times</h2><ol class="css-1ikn7pm">'
        + cards(a, 5, '<li class="css-1ozt1bj"><a href="{url}"><p class="css-1g4bjai">{headline}'
                '</p></a></li>', 3)
        + '</ol></aside></main><footer class="css-1sxtdjz"><nav><ul>' + footer_links()
        + '</ul></nav><p>&copy; 2024 The New York Times Company</p></footer></div></div>')
    return page(a.headline + " - The New York Times", og(a, "The New York Times")
                + json_ld(a), body)


def guardian(a: Article) -> str:
    """The Guardian: div.article-body-commercial-selector of <p>s with a rich link aside (a
    related story), an inline picture with its caption, an ad slot and a newsletter sign-up
    embed between them; a support appeal, topics and "Most viewed" after."""
    blocks = body_html(a, lambda b: b.markup(' class="dcr-4cudl2"' if b.tag == "p" else ""))
    t = a.teasers[0]
    rich = (f'<aside data-component="rich-link" class="dcr-11ra563"><div class="dcr-1h4fhdk"><a '
            f'data-link-name="in body link" href="{t.url}"><div class="dcr-1u8qly9"><span class='
            f'"dcr-1c5wf8f">Related: </span>{escape(t.headline)}</div><div class="dcr-y9t1ho">Read'
            ' more</div></a></div></aside>')
    figure = ('<figure id="img-2" data-spacefinder-role="inline" class="dcr-fv2c7j"><div class='
              '"dcr-1t8m8f4"><picture><img alt="People walk past a shop" src="/img.jpg"></picture>'
              '</div><figcaption class="dcr-1b4kbcs"><span class="dcr-1inf02i">People walk past a '
              'shop in the centre of town on Tuesday. </span>Photograph: Jane Doe/Reuters'
              '</figcaption></figure>')
    ad = ('<div class="ad-slot-container dcr-1pnxgzp"><div id="dfp-ad--inline1" class="ad-slot '
          'ad-slot--inline" data-link-name="ad slot inline1"><div class="ad-slot__label">'
          'Advertisement</div></div></div>')
    signup = ('<figure data-spacefinder-role="inline" class="element element-newsletter-signup">'
              '<div class="dcr-173mewl"><p class="dcr-1d2zs1k">Sign up to <span>First Edition'
              '</span></p><p class="dcr-1mvd0no">Free daily newsletter</p><p class="dcr-'
              '1f2xvd6">Our morning email breaks down the key stories of the day, telling you '
              'what’s happening and why it matters</p><p class="dcr-1srvg1f"><strong>Privacy '
              'Notice: </strong>Newsletters may contain info about charities, online ads, and '
              'content funded by outside parties.</p><button>Sign up</button></div><p class="dcr-'
              '1s0gdoy">after newsletter promotion</p></figure>')
    for k, extra in ((len(blocks) * 3 // 4, signup), (len(blocks) // 2, ad), (2, figure),
                     (1, rich)):
        blocks.insert(min(k, len(blocks)), extra)
    epic = ('<div id="contributions-epic" class="dcr-1ywdwrs"><h2 class="dcr-b5b1wl">I hope you '
            'appreciated this article. Before you move on, I wanted to ask if you would consider '
            'supporting the Guardian’s journalism.</h2><p class="dcr-1b8jrtx">From Elon Musk to '
            'Rupert Murdoch, a small number of billionaire owners have a powerful hold on so much '
            'of the information that reaches the public about what’s happening in the world. The '
            'Guardian is different. We have no billionaire owner or shareholders to consider.</p>'
            '<a class="dcr-1ouiq0v" href="https://support.theguardian.com">Support the Guardian'
            '</a></div>')
    body = (
        '<div id="bannerandheader"><header data-component="header"><a href="/"><span class="dcr-'
        '1jl528t">The Guardian - Back to home</span></a><nav data-component="nav2"><ul class="dcr-'
        f'1tn2fx4">{menu(("News", "Opinion", "Sport", "Culture", "Lifestyle"))}</ul></nav></header>'
        '</div><main data-layout="StandardLayout"><article class="dcr-1rzdk0x"><div class="dcr-'
        '1p0hins"><div data-gu-name="title"><div class="dcr-1kz7c1"><a href="/world" class="dcr-'
        '1pzjlfz">World news</a></div></div><div data-gu-name="headline"><div class="dcr-15ruxye">'
        '<h1 class="dcr-1fk6gng">' + escape(a.headline) + '</h1></div></div><div data-gu-name='
        '"standfirst"><div class="dcr-1yi9p5q"><p>' + escape(a.standfirst) + '</p></div></div>'
        '<div data-gu-name="meta"><address aria-label="Contributor info"><div class="dcr-1ii1bsc">'
        f'<a rel="author" href="/profile/x">{a.author}</a></div></address><div class="dcr-'
        f'1pexjb9"><details class="dcr-1t5mz3u"><summary><span class="dcr-u0h1qy">'
        f'{a.published.strftime("%a %d %b %Y %H.%M BST")}</span></summary></details></div></div>'
        '<div data-gu-name="body" class="dcr-a6sn2s"><div id="maincontent" class="dcr-1ywdwrs">'
        '<div class="article-body-commercial-selector article-body-viewer-selector dcr-fp1ya">'
        + "".join(blocks) + '</div>' + epic + '<div class="dcr-1qsrqel"><div class="submeta"><span'
        ' class="submeta__label">Explore more on these topics</span><ul class="submeta__links">'
        '<li><a href="/world/europe-news">Europe</a></li><li><a href="/business/economy">Economics'
        '</a></li><li><a href="/tone/news">news</a></li></ul></div><div class="dcr-1vs7d2s"><a>'
        'Share</a><a>Reuse this content</a></div></div></div></div></div></article><section data-'
        'component="most-popular"><h2 class="dcr-1ch4b0f">Most viewed</h2><ol class="dcr-1sd3mz8">'
        + cards(a, 5, '<li class="dcr-1idq7q1"><a href="{url}"><span class="dcr-1fhrwo4">{k}</span>'
                '<h4 class="dcr-vx6pgd">{headline}</h4></a></li>', 1)
        + '</ol></section></main><footer data-component="footer"><ul class="dcr-1ymnc3a">'
        + footer_links() + '</ul><small>© 2024 Guardian News &amp; Media Limited or its '
        'affiliated companies. All rights reserved.</small></footer>')
    return page(a.headline + " | World news | The Guardian", og(a, "the Guardian")
                + json_ld(a), body)


def bbc(a: Article) -> str:
    """BBC News: <article> of data-component blocks with ssrcss hashed classes, each paragraph
    in its own text-block, an image block with a caption, a links block of related topics and
    "More on this story" after, "Top stories" and "Features" teasers beside."""
    def block(b: Block) -> str:
        if b.tag.startswith("h"):
            return ('<div data-component="subheadline-block" class="ssrcss-1j4cxeu-Component">'
                    f'<h2 class="ssrcss-1uidgqn-StyledHeading">{b.html}</h2></div>')
        inner = (b.markup(' class="ssrcss-1q0x1qg-Paragraph e1jhz7w10"') if b.tag == "p"
                 else b.markup(' class="ssrcss-1kw3s3m-BulletListContainer"'))
        return ('<div data-component="text-block" class="ssrcss-uf6wea-RichTextComponentWrapper '
                f'ep2nwvo0"><div class="ssrcss-7uxr49-RichTextContainer e5tfeyi1">{inner}</div>'
                '</div>')
    blocks = body_html(a, block)
    blocks.insert(min(2, len(blocks)), (
        '<div data-component="image-block" class="ssrcss-uf6wea-RichTextComponentWrapper"><figure'
        ' class="ssrcss-wpgbih-StyledFigure"><div class="ssrcss-ab5fd8-StyledFigureContainer">'
        '<span class="ssrcss-1yyu6q5-ImageWrapper"><img alt="Crowds on a street" src="/i.jpg">'
        '</span><span role="text"><span class="ssrcss-1oq8q8e-Hidden">Image source, </span>Getty'
        ' Images</span></div><figcaption class="ssrcss-1ajl8ci-Caption"><span class="ssrcss-1oq8'
        'q8e-Hidden">Image caption, </span>Crowds gathered in the city centre on Saturday'
        '</figcaption></figure></div>'))
    teaser = ('<li class="ssrcss-1ds2tc7-StyledListItem"><div class="ssrcss-1f3bvyz-Stack"><div '
              'class="ssrcss-tq7xfh-PromoContent"><div class="ssrcss-3z8e4l-PromoHeadline"><a '
              'class="ssrcss-zmz0hi-PromoLink" href="{url}"><span>{headline}</span></a></div><p '
              'class="ssrcss-1q0x1qg-Paragraph">{blurb}</p></div></div></li>')
    body = (
        '<div id="main-wrapper"><header class="ssrcss-1qn7zpo-Header"><a href="https://www.bbc.'
        'co.uk">BBC Homepage</a><nav class="ssrcss-1ab6tc6-GlobalNavigation"><ul>' + menu((
            "Home", "News", "Sport", "Business", "Innovation", "Culture", "Travel"))
        + '</ul></nav></header><div class="ssrcss-1ocoo3l-Wrap"><div class="ssrcss-4rwwhe-Grid">'
        '<main id="main-content" data-testid="main-content" class="ssrcss-1d9nmdf-Main"><article '
        'class="ssrcss-pv1rh6-ArticleWrapper"><header data-component="headline-block" class='
        '"ssrcss-1eqcsb1-HeadingWrapper"><h1 id="main-heading" class="ssrcss-15xko80-StyledHeading'
        f'">{escape(a.headline)}</h1></header><div data-component="byline-block" class="ssrcss-'
        f'1qr3f1s-StyledByline"><div class="ssrcss-68pt20-Text-TextContributorName">By '
        f'{a.author}</div><div class="ssrcss-84ltp5-Text">BBC News</div><time data-testid='
        f'"timestamp" datetime="{a.published.isoformat()}">{a.published.day} '
        f'{a.published.strftime("%B %Y")}</time></div><div data-component="links-block" class='
        '"ssrcss-1gxgjrw"><a href="#share">Share</a><a href="#save">Save</a></div>'
        + "".join(blocks) + '<div data-component="links-block" class="ssrcss-1bzvfrb"><div class='
        '"ssrcss-1qmkvfu-TopicListWrapper"><h2>Related topics</h2><ul class="ssrcss-1ujonwb-'
        'ClusterItems"><li><a href="/news/topics/x">Economy</a></li><li><a href="/news/topics/y">'
        'Europe</a></li></ul></div></div></article><section data-component="more-on-this-story" '
        'class="ssrcss-1p7i9m-Stack"><h2 class="ssrcss-1wau1ye-StyledHeading">More on this story'
        '</h2><ul>' + cards(a, 3, '<li><a class="ssrcss-1dm4lm1" href="{url}">{headline}</a></li>')
        + '</ul></section></main><aside class="ssrcss-1s3j5s1-Aside"><section><h2>Top stories</h2>'
        '<ul>' + cards(a, 3, teaser, 3) + '</ul></section><section><h2>Features</h2><ul>'
        + cards(a, 2, teaser, 6) + '</ul></section></aside></div></div><footer class="ssrcss-'
        f'19q1ba7-Footer"><ul>{footer_links()}</ul><p>Copyright 2024 BBC. All rights reserved. '
        'The BBC is not responsible for the content of external sites.</p></footer></div>')
    return page(a.headline + " - BBC News", og(a, "BBC News") + json_ld(a), body)


def reuters(a: Article) -> str:
    """Reuters: every paragraph a <div data-testid="paragraph-N"> with hashed module classes,
    a newsletter line inside, the reporting credit and the Trust Principles after, "Read Next"
    teasers."""
    def block(b: Block, k=iter(range(10000))) -> str:
        if b.tag == "p":
            return (f'<div data-testid="paragraph-{next(k)}" class="text__text__1FZLe text__dark-'
                    'grey__3Ml43 text__regular__2N1Xr text__small__1kGq2 body__full_width__ekUdw '
                    f'body__small_body__2vQyf article-body__paragraph__2-BtD">{b.html}</div>')
        if b.tag.startswith("h"):
            return f'<h2 class="text__heading_5__1qUJ5 heading__base__2T28j">{b.html}</h2>'
        return b.markup(' class="article-body__list__1D0sC"')
    blocks = body_html(a, block)
    blocks.insert(min(3, len(blocks)), (
        '<div class="text__text__1FZLe article-body__element__2p5pI" data-testid="promo-box"><a '
        'href="/newsletters">Sign up here.</a></div>'))
    body = (
        '<div id="fusion-app"><header class="site-header__container__2UUkq"><a href="/" class='
        '"site-header__logo__3nFKu">Reuters</a><nav class="site-header__nav__3AmUo"><ul>' + menu()
        + '</ul></nav><a href="/account/register/sign-up/" class="button__link__uTGln">Register'
        '</a></header><main id="main-content" class="regular-article-layout__main__1tWZ0"><article'
        ' class="article__container__2GMTB"><header class="article-header__container__3a5Ra"><nav'
        ' class="article-header__tags__3QpdC"><a href="/world/">World</a></nav><h1 data-testid='
        f'"Heading" class="text__text__1FZLe text__dark-grey__3Ml43 text__medium__1kbOh text__'
        f'heading_2__1K_hh">{escape(a.headline)}</h1><div class="article-header__dateline__4jE04">'
        f'<time datetime="{a.published.isoformat()}Z"><span class="date-line__date__23Ge-">'
        f'{long_date(a.published)}</span><span class="date-line__date__23Ge-">'
        f'{a.published.strftime("%I:%M %p")} GMT</span></time></div><div class="article-header__'
        f'author-date__2WZFi"><div class="info-content__author-date__1Epi_">By <a href="/authors'
        f'/x/" class="text__text__1FZLe">{a.author}</a></div></div></header><div class="article-'
        'body__container__3ypuX"><div class="article-body__content__17Yit paywall-article">'
        + "".join(blocks) + '<p data-testid="Body" class="text__text__1FZLe sign-off__text__'
        f'PU_fN">Reporting by {a.author}; Editing by Mark Porter</p></div><div class="trust-'
        'badge__container__2Zoy1"><p class="text__text__1FZLe"><a href="/info-pages/trust-'
        'principles/">Our Standards: The Thomson Reuters Trust Principles.</a></p></div></div>'
        '</article><div class="read-next__container__3Gsmh"><h2 data-testid="Heading">Read Next'
        '</h2><ul class="read-next__list__1yJ5y">'
        + cards(a, 4, '<li class="story-card__container__1zXg5"><div data-testid="Title" class='
                '"story-card__title__2vcRy"><a href="{url}" data-testid="Heading">{headline}</a>'
                '</div><time class="story-card__time__1eKq9">May {k}, 2024</time></li>')
        + '</ul></div></main><footer class="site-footer__container__1Q4Kd"><ul>' + footer_links()
        + '</ul><p>All quotes delayed a minimum of 15 minutes. © 2024 Reuters. All rights '
        'reserved</p></footer></div>')
    return page(a.headline + " | Reuters", og(a, "Reuters") + json_ld(a), body)


def cnn(a: Article) -> str:
    """CNN: div.article__content of p.paragraph components, subheaders, an ad slot and a
    "Related article" card between paragraphs, a byline block above, "More from CNN" after."""
    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(' class="paragraph inline-placeholder vossi-paragraph" data-component-'
                            'name="paragraph" data-editable="text"')
        if b.tag.startswith("h"):
            return b.markup(' class="subheader" data-component-name="subheader"')
        return ('<div class="list" data-component-name="list">' + b.markup() + "</div>")
    blocks = body_html(a, block)
    t = a.teasers[0]
    blocks.insert(min(3, len(blocks)), (
        '<div data-component-name="related-content" class="related-content related-content--'
        f'article"><a href="{t.url}" class="related-content__link"><span class="related-content__'
        f'label">Related article</span><span class="related-content__headline-text">'
        f'{escape(t.headline)}</span></a></div>'))
    blocks.insert(min(2, len(blocks)), '<div class="ad-slot-dynamic ad-slot-header__wrapper"><div'
                                       ' class="ad-feedback-link">Ad Feedback</div></div>')
    body = (
        '<header class="header" data-editable="header"><nav class="header__nav"><a href="/" class='
        '"brand-logo">CNN</a><ul>' + menu(("US", "World", "Politics", "Business", "Health",
                                           "Entertainment", "Style", "Travel"))
        + '</ul><a class="header__subscribe">Subscribe</a><a class="header__user-account">Sign '
        'in</a></nav></header><section class="layout__wrapper layout-with-rail__wrapper"><section'
        ' class="layout__top layout-with-rail__top"><div class="headline headline--has-lowertext"'
        '><div class="headline__wrapper"><h1 data-editable="headlineText" class="headline__text '
        'inline-placeholder">' + escape(a.headline) + '</h1></div><div class="headline__footer">'
        '<div class="headline__sub-container"><div class="byline vossi-byline"><div class="byline'
        f'__names"><span class="byline__name">{a.author}</span>, CNN</div></div><div class="'
        f'timestamp vossi-timestamp">Updated {a.published.strftime("%I:%M %p EDT, %a %B %d, %Y")}'
        '</div></div></div></div></section><section class="layout__main layout-with-rail__main">'
        '<div class="article__content-container"><div class="article__main"><div class="image '
        'image__hide-placeholder"><div class="image__container"><img src="/i.jpg" alt=""></div>'
        '<div class="image__metadata"><div class="image__caption attribution"><span data-'
        'editable="metaCaption">Residents line up outside a polling station.</span></div>'
        '<figcaption class="image__credit">John Smith/AP</figcaption></div></div><div class='
        '"article__content" data-editable="content" itemprop="articleBody" data-reorderable='
        '"content">'
        + "".join(blocks) + '</div></div></div></section><section class="layout__bottom">'
        '<div class="container container_list-headlines"><h2 class="container__title-text">'
        'More from CNN</h2><ul>'
        + cards(a, 5, '<li class="container__item"><a href="{url}" class="container__link"><span '
                'class="container__headline-text">{headline}</span></a></li>', 1)
        + '</ul></div></section></section><footer class="footer"><ul>' + footer_links()
        + '</ul><p class="footer__copyright-text">© 2024 Cable News Network. A Warner Bros. '
        'Discovery Company. All Rights Reserved.</p></footer>')
    return page(a.headline + " | CNN", og(a, "CNN"), body)


def huffpost(a: Article) -> str:
    """HuffPost: section.entry__content-list of "cli" components, each paragraph in its own
    div.primary-cli, a related-articles list and a support box between them."""
    def block(b: Block) -> str:
        kind = "cli-text" if b.tag == "p" else "cli-heading" if b.tag[0] == "h" else "cli-list"
        return f'<div class="primary-cli cli {kind}">{b.markup()}</div>'
    blocks = body_html(a, block)
    blocks.insert(min(4, len(blocks)), (
        '<div class="cli cli-related-articles"><div class="cli-related-articles__title">Related'
        '</div><ul class="cli-related-articles__list">'
        + cards(a, 3, '<li><a class="cli-related-articles__link" href="{url}">{headline}</a>'
                '</li>') + '</ul></div>'))
    blocks.insert(min(2, len(blocks)), (
        '<div class="cli cli-support-huffpost"><div class="support-huffpost__title">Support '
        'HuffPost</div><p>At HuffPost, we believe that everyone needs high-quality journalism, '
        'but we understand that not everyone can afford to pay for expensive news subscriptions.'
        ' That is why we are committed to providing deeply reported, carefully fact-checked news '
        'that is freely accessible to everyone.</p><a class="support-huffpost__button">Support '
        'HuffPost</a></div>'))
    body = (
        '<div class="page"><header class="masthead"><a class="masthead__logo" href="/">HuffPost'
        '</a><nav class="masthead__nav"><ul>' + menu(("News", "U.S.", "Politics", "Entertainment",
                                                     "Life", "Shopping")) + '</ul></nav></header>'
        '<main class="main"><div class="entry__header"><div class="entry__header-wrapper"><a class'
        '="entry__section" href="/politics">POLITICS</a><h1 class="headline" id="headline">'
        + escape(a.headline) + '</h1><div class="dek"><h2 class="dek">' + escape(a.standfirst)
        + '</h2></div><div class="entry__byline"><div class="entry__byline__author"><a href="/'
        f'author/x">By {a.author}</a></div><div class="timestamp"><time datetime="'
        f'{a.published.isoformat()}">{a.published.strftime("%b %d, %Y, %I:%M %p EDT")}</time>'
        '</div></div></div></div><div id="entry-body" class="entry__body"><section class="entry__'
        'content-list js-entry-content js-cet-subunit">' + "".join(blocks) + '</section><div '
        'class="entry__tags"><span>Related</span><a href="/topic/congress">Congress</a></div></div>'
        '<div class="zone zone--more"><h2 class="zone__title">From Our Partner</h2><div class="card'
        '-list">' + cards(a, 4, '<div class="card card--standard"><a class="card__headline" href='
                          '"{url}"><h3 class="card__headline__text">{headline}</h3></a><div '
                          'class="card__description">{blurb}</div></div>', 3)
        + '</div></div></main><footer class="footer"><ul>' + footer_links() + '</ul><p>©2024 '
        'BuzzFeed, Inc. All rights reserved.</p></footer></div>')
    return page(a.headline + " | HuffPost Latest News", og(a, "HuffPost"), body)


def verge(a: Article) -> str:
    """The Verge (2023 "duet" design): each paragraph a component of its own in
    div.duet--article--article-body-component, a related link between them, a "Most popular"
    ranked list after."""
    def block(b: Block) -> str:
        if b.tag == "p":
            inner = b.markup(' class="duet--article--dangerously-set-cms-markup duet--article--'
                             'standard-paragraph _1agbrix0 _1agbrix1 _1agbrixk"')
        else:
            inner = b.markup(' class="duet--article--dangerously-set-cms-markup"')
        return f'<div class="duet--article--article-body-component">{inner}</div>'
    blocks = body_html(a, block)
    t = a.teasers[0]
    blocks.insert(min(3, len(blocks)), (
        '<div class="duet--article--article-body-component"><aside class="duet--article--related'
        f'"><span class="_1xwtict4">Related</span><ul><li><a href="{t.url}">{escape(t.headline)}'
        '</a></li></ul></aside></div>'))
    body = (
        '<div class="_1ymtmqp0"><header class="duet--navigation--navigation"><a href="/" class='
        '"_1w7nspd0">The Verge</a><nav><ul>' + menu(("Tech", "Reviews", "Science", "Entertainment",
                                                    "AI", "More")) + '</ul></nav></header><main '
        'id="content"><article id="content" class="mx-auto"><div class="duet--article--lede"><div'
        ' class="_1ymtmqp1"><a href="/tech" class="_1ymtmqp2">Tech</a><h1 class="_1ymtmqpi">'
        + escape(a.headline) + '</h1><h2 class="_1ymtmqpj">' + escape(a.standfirst) + '</h2><div '
        f'class="duet--article--byline"><span>By <a href="/authors/x">{a.author}</a></span>, a '
        'senior reporter covering the tech industry.<time datetime="' + a.published.isoformat()
        + f'">{a.published.strftime("%b %d, %Y, %I:%M %p UTC")}</time></div></div></div><div '
        'class="duet--article--article-body-component-container _1ymtmqpz">' + "".join(blocks)
        + '</div><div class="duet--article--article-footer"><div class="_1ymtmqp10"><span>Most '
        'Popular</span><ol class="duet--recirculation--ranked-list">'
        + cards(a, 5, '<li class="_1xwtict0"><span class="_1xwtict1">{k}</span><a class="_1xwtict2'
                '" href="{url}">{headline}</a></li>', 1)
        + '</ol></div><div class="_1ymtmqp11"><h2>Verge Deals</h2><p>Subscribe to get the best '
        'Verge-approved tech deals of the week.</p><input type="email"><button>Subscribe</button>'
        '</div></div></article></main><footer class="duet--navigation--footer"><ul>'
        + footer_links() + '</ul><p>© 2024 Vox Media, LLC. All Rights Reserved</p></footer></div>')
    return page(a.headline + " - The Verge", og(a, "The Verge") + json_ld(a), body)


def wapo(a: Article) -> str:
    """The Washington Post (Arc XP): div.article-body of p[data-el=text] with ad slots and
    interstitial "Read more" links between paragraphs, a gift-article bar and comments link
    after, "Most Read" beside."""
    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(' class="wpds-c-hjzZsd wpds-c-hjzZsd-iPJLV-css overrideStyles" data-'
                            'apitype="text" data-testid="drop-cap-letter" data-el="text" dir='
                            '"null"')
        return b.markup(' class="wpds-c-iTvAGk" data-apitype="' + b.tag + '"')
    blocks = body_html(a, block)
    t = a.teasers[0]
    blocks.insert(min(4, len(blocks)), (
        '<div class="interstitial-link wpds-c-PJLV"><span class="wpds-c-fOaFHE"><b>Read more:</b>'
        f'</span> <a href="{t.url}">{escape(t.headline)}</a></div>'))
    blocks.insert(min(2, len(blocks)), (
        '<div class="wpds-c-cmdSKn" data-qa="article-body-ad"><div class="dib w-100">'
        '<div class="hide-for-print">Story continues below advertisement</div></div></div>'))
    body = (
        '<div id="__next"><header class="wpds-c-dCyNcx"><a href="/" aria-label="The Washington '
        'Post homepage">The Washington Post</a><span class="wpds-c-gWtRPw">Democracy Dies in '
        'Darkness</span><a href="/subscribe" class="wpds-c-bSLuDB">Subscribe</a><a>Sign in</a>'
        '</header><main class="PJLV"><div class="grid-layout"><div class="grid-article"><div '
        'data-qa="headline" class="wpds-c-hBZJVQ"><h1 id="main-content" data-qa="headline-text" '
        'class="wpds-c-iiQaMf">' + escape(a.headline) + '</h1></div><h2 data-qa="subheadline" '
        'class="wpds-c-iOFzeA">' + escape(a.standfirst) + '</h2><div data-qa="attribution" class='
        f'"wpds-c-bGuhTm"><a data-qa="author-name" href="/people/x/">{a.author}</a><span data-qa='
        f'"display-date">{a.published.strftime("%B %d, %Y at %I:%M p.m. EDT")}</span></div><div '
        'class="wpds-c-kcKOpi" data-qa="share-bar"><button>Gift Article</button><button>Share'
        '</button><button data-qa="comments-btn">1,203 Comments</button></div><div class="article'
        '-body grid-center grid-body" data-qa="article-body">' + "".join(blocks) + '</div><div '
        'class="wpds-c-fuqyjC" data-qa="subscribe-promo"><p>Get the latest news every morning: '
        'Sign up for The 7 newsletter, a briefing of the day’s most important stories.</p></div>'
        '</div><aside class="grid-right-rail"><div data-qa="most-read"><h2>Most Read</h2><ol>'
        + cards(a, 5, '<li class="wpds-c-dwHSXU"><span>{k}</span><a href="{url}">{headline}</a>'
                '</li>', 1)
        + '</ol></div></aside></div></main><footer class="wpds-c-jNgmST"><ul>' + footer_links()
        + '</ul><p>© 1996-2024 The Washington Post</p></footer></div>')
    return page(a.headline + " - The Washington Post", og(a, "Washington Post")
                + json_ld(a), body)


def spiegel(a: Article) -> str:
    """DER SPIEGEL (German furniture): div[data-area=body] of sections of text blocks, a
    "Mehr zum Thema" box between them, "Artikel teilen" and forum teaser after."""
    def block(b: Block) -> str:
        return ('<div data-area="text_block" class="lg:w-8/12 md:w-10/12 lg:mx-auto md:mx-auto">'
                f'<div class="RichText RichText--iconLinks lg:w-8/12 md:w-10/12">{b.markup()}'
                '</div></div>')
    parts = ['<section class="relative">' + "".join(c) + "</section>"
             for c in chunks(body_html(a, block), 4)]
    related = ('<div data-area="related_articles" class="lg:w-8/12 md:w-10/12 lg:mx-auto"><div '
               'class="border-t border-b"><span class="font-sansUI">Mehr zum Thema</span><ul>'
               + cards(a, 3, '<li><a href="{url}" class="text-primary-base"><span class="font-'
                       'sansUI">{headline}</span></a></li>') + '</ul></div></div>')
    parts.insert(1, related)
    body = (
        '<div id="Inhalt"><header data-area="header"><a href="/" title="DER SPIEGEL">DER SPIEGEL'
        '</a><nav data-area="navigation"><ul>' + menu(("Schlagzeilen", "Politik", "Ausland",
                                                      "Wirtschaft", "Wissenschaft", "Kultur"))
        + '</ul></nav><a href="/abo">Abonnement</a><a href="/anmelden">Anmelden</a></header><main'
        ' id="Inhalt"><article aria-label="' + escape(a.headline) + '"><header data-area="intro">'
        '<h2 class="font-brandUI"><span class="text-primary-base">Energiepolitik</span><span class'
        '="align-middle">' + escape(a.headline) + '</span></h2><div class="RichText leading-loose'
        f'">{escape(a.standfirst)}</div><div data-area="author"><a href="/impressum/autor-x">'
        f'Von {a.author}</a></div><time datetime="{a.published.isoformat()}" class="timeformat">'
        f'{a.published.strftime("%d.%m.%Y, %H.%M Uhr")}</time></header><div data-area="body">'
        + "".join(parts) + '</div><footer data-area="article_footer"><div data-area="share">'
        'Artikel teilen</div><div><a href="/forum">Zur Startseite</a></div><div data-area="forum"'
        '><span>Diskutieren Sie mit</span><p>Die Diskussion wurde geschlossen. Lesen Sie die '
        'Beiträge unserer Leserinnen und Leser hier nach.</p></div></footer></article><section '
        'data-area="block"><h2>Mehr lesen über</h2><ul>'
        + cards(a, 4, '<li><article><a href="{url}"><h3>{headline}</h3><p>{blurb}</p></a>'
                '</article></li>', 3)
        + '</ul></section></main><footer><ul>' + "".join(
            f"<li><a href='/{x}'>{x}</a></li>" for x in ("Impressum", "Datenschutz",
                                                       "Nutzungsbedingungen", "Kontakt"))
        + '</ul><p>© DER SPIEGEL GmbH &amp; Co. KG</p></footer></div>')
    return page(a.headline + " - DER SPIEGEL", og(a, "DER SPIEGEL"), body, "de")


def lemonde(a: Article) -> str:
    """Le Monde (French furniture): section.article__content of p.article__paragraph with
    "Lire aussi" catchers between them, the agency signature and "Contribuer" after."""
    def block(b: Block) -> str:
        if b.tag == "p":
            return b.markup(' class="article__paragraph"')
        if b.tag[0] == "h":
            return f'<h2 class="article__sub-title">{b.html}</h2>'
        return b.markup()
    blocks = body_html(a, block)
    catcher = ('<section class="catcher catcher--inline"><span class="catcher__label">Lire aussi'
               ' | </span><a class="js-article-read-also" href="{url}">{headline}</a></section>')
    blocks.insert(min(5, len(blocks)), cards(a, 1, catcher, 1))
    blocks.insert(min(2, len(blocks)), cards(a, 1, catcher))
    body = (
        '<div id="habillagepub"><header class="Header"><a class="Header__logo" href="/">Le Monde'
        '</a><nav class="Nav"><ul>' + menu(("International", "Politique", "Société", "Économie",
                                           "Culture", "Idées")) + '</ul></nav><a class="Header__'
        'subscribe">S’abonner</a><a>Se connecter</a></header><main class="article--content">'
        '<section class="zone zone--article"><header class="article__header"><p class='
        '"article__kicker">Enquête</p><h1 class="article__title">' + escape(a.headline)
        + '</h1><p class="article__desc">' + escape(a.standfirst) + '</p><div class="meta '
        f'meta__publisher"><span class="meta__date">Publié le '
        f'{a.published.strftime("%d/%m/%Y")}'
        f'</span><span class="meta__reading-time">Temps de lecture : 4 min.</span></div><a class='
        f'"article__author-link" href="/signataires/x/">{a.author}</a></header><article class='
        '"article__content old__article-content-single">' + "".join(blocks) + '<p class="article_'
        '_footer-single">Le Monde avec AFP</p></article><section class="article__reactions"><div '
        'class="article__reactions-header">Contribuer</div><p>Réutiliser ce contenu</p></section>'
        '<section class="services services--footer"><h3>Les plus lus</h3><ul>'
        + cards(a, 5, '<li class="old__teaser"><a href="{url}"><p class="old__teaser-title">'
                '{headline}</p></a></li>', 2)
        + '</ul></section></section></main><footer class="Footer"><ul>' + footer_links()
        + '</ul><p>Le Monde.fr - Actualités et Infos en France et dans le monde</p></footer></div>')
    return page(a.headline + " - Le Monde", og(a, "Le Monde.fr"), body, "fr")


def sina(a: Article) -> str:
    """Sina News (Chinese furniture): div#artibody.article of <p>s indented with ideographic
    spaces, an editor line after, "相关阅读" and "热门推荐" lists and the comment box below."""
    def block(b: Block) -> str:
        return f"<p>\u3000\u3000{b.html}</p>" if b.tag == "p" else b.markup()
    blocks = body_html(a, block)
    body = (
        '<div class="top-nav-wrap"><div class="top-nav"><a href="https://www.sina.com.cn/">新浪首页'
        '</a><a href="https://news.sina.com.cn/">新闻</a><a>体育</a><a>财经</a><a>娱乐</a><a>科技'
        '</a><a>博客</a><a>视频</a><a href="#">登录</a></div></div><div class="main-content w1240">'
        '<h1 class="main-title">' + escape(a.headline) + '</h1><div class="top-bar-wrap"><div '
        'class="date-source"><span class="date">' + a.published.strftime("%Y年%m月%d日 %H:%M")
        + '</span><a href="#" class="source ent-source">新华网</a></div><div class="top-bar"><a>'
        '语音播报</a><a>缩小字体</a><a>放大字体</a><a>微博</a><a>微信</a><a>分享</a></div>'
        '</div><div '
        'class="article-content clearfix"><div class="article-content-left"><div class="article" '
        'id="artibody" data-sudaclick="blk_content">' + "".join(blocks) + '<p class="show_author">'
        '责任编辑：张三 </p></div><div class="keywords"><span>文章关键词：</span><a>经济</a><a>'
        '国际</a></div><div class="article-bottom"><div class="blk-related"><h3>相关阅读</h3><ul>'
        + cards(a, 4, '<li><a href="{url}">{headline}</a> <span>05月1{k}日</span></li>')
        + '</ul></div><div class="comment"><h3>我要评论</h3><textarea></textarea><p>已有1,234人参与'
        '评论</p></div></div></div><div class="article-content-right"><div class="hotnews"><h3>'
        '热门推荐</h3><ul>' + cards(a, 4, '<li><a href="{url}">{headline}</a><p>{blurb}</p></li>',
                                    4)
        + '</ul></div></div></div></div><div class="footer"><p><a>新浪简介</a>|<a>广告服务</a>|'
        '<a>联系我们</a>|<a>招聘信息</a>|<a>网站律师</a></p><p>Copyright © 1996-2024 SINA '
        'Corporation, All Rights Reserved</p></div>')
    return page(a.headline + "_新浪新闻", og(a, "新浪新闻"), body, "zh-CN")


ENGINES_HERE: dict = {"wordpress": wordpress, "ghost": ghost, "medium": medium,
                      "substack": substack, "blogger": blogger, "nyt": nyt, "guardian": guardian,
                      "bbc": bbc, "reuters": reuters, "cnn": cnn, "huffpost": huffpost,
                      "verge": verge, "wapo": wapo, "spiegel": spiegel, "lemonde": lemonde,
                      "sina": sina}


# ------------------------------------------------------------------------------------- scoring

def all_platforms() -> dict:
    """This module's platforms and those of PLATFORM_MODULES, in that order."""
    platforms = dict(ENGINES_HERE)
    for name in PLATFORM_MODULES:
        platforms.update(importlib.import_module(name).PLATFORMS)
    return platforms


def run(method: str, html: str) -> str | None:
    if method == "default":
        return extract_content(page_root(html), method="default").text
    return third_party(method, html)


def row(half: str, name: str, tallies: dict, methods: list[str]) -> str:
    cells = "".join(f"{t.lcs[2]:8.3f}{t.shingle_f1:8.3f}" for t in (tallies[m] for m in methods))
    return f"{half:7}{name:16}{cells}"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("data", nargs="?", default=str(ROOT.parent / "shared" / "data"))
    ap.add_argument("--platforms", default="", help="comma-separated names (default: all)")
    ap.add_argument("--peers", default="trafilatura,readability-lxml")
    ap.add_argument("--obfuscate", action="store_true")
    ap.add_argument("--verbose", action="store_true", help="tuning pages where ours scores < 0.9")
    ap.add_argument("--dump", default="", help="folder to write every page and its gold to")
    args = ap.parse_args(argv)
    platforms = all_platforms()
    names = args.platforms.split(",") if args.platforms else list(platforms)
    methods = ["default"] + [p for p in args.peers.split(",") if p]
    print(f"{'':23}" + "".join(f"{m[:15]:>16}" for m in methods))
    print(f"{'half':7}{'platform':16}" + "      char  shingle" * len(methods))
    for half in HALVES:
        pool = article_pool(Path(args.data), half)
        totals = {m: Tally() for m in methods}
        for name in names:
            if half_of(name) != half:
                continue
            tallies = {m: Tally() for m in methods}
            for k, article in enumerate(articles_for(name, pool)):
                html = platforms[name](article)
                html = obfuscate(html) if args.obfuscate else html
                gold = article.gold()
                if args.dump:
                    out = Path(args.dump)
                    out.mkdir(parents=True, exist_ok=True)
                    (out / f"{name}-{k}.html").write_text(html, "utf-8")
                    (out / f"{name}-{k}.txt").write_text(gold, "utf-8")
                for m in methods:
                    t0 = time.perf_counter()
                    text = run(m, html)
                    if text is None:
                        raise SystemExit(f"{m} is not installed: pip install -e '.[bench]'")
                    values = page_values(text, gold, shingles(gold), time.perf_counter() - t0)
                    tallies[m].add(values)
                    if args.verbose and m == "default" and half == "tuning":
                        f1 = Tally()
                        f1.add(values)
                        if f1.shingle_f1 < 0.9:
                            print(f"    {name}-{k} ({article.name}, {len(article.blocks)} "
                                  f"blocks): char {f1.lcs[2]:.3f} shingle {f1.shingle_f1:.3f}")
            print(row(half, name, tallies, methods))
            for m in methods:
                totals[m].merge(tallies[m])
        print(row(half, "all", totals, methods)
              + "   ms/page " + " ".join(f"{totals[m].ms:.1f}" for m in methods))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
