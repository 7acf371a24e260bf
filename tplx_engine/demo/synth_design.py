"""Template-level choices of a synthetic template (``Design``) and its page chrome.

Every function draws the *template's* choices (tags, nesting, class names, labels, loop ranges,
option probabilities) from the template RNG held by ``Design``; per-page choices (loop counts,
whether an option shows, all text) are left to render time. Structure is chosen among tags that
survive simplification (div, span, a, h1-h4, section, article, header, footer, nav, aside, dl,
dt, dd, form, label, button, figure, cite, small, i ...): unwrapped or dropped tags (p, li, ul,
td, table, b, img ...) appear too, as real pages have them, but cannot tell templates apart
(SPEC §1.2).
"""

from __future__ import annotations

import random

from .markup import attr, esc
from .synth_tree import El, Loop, Static, Txt, h, img, link, lit

CLASS_WORDS = ("main", "content", "box", "wrap", "inner", "block", "panel", "card", "area", "col",
               "body", "info", "item", "list", "module", "unit", "zone", "holder", "frame", "part")
EN_NAV = ("Home", "News", "About", "Blog", "Shop", "Contact", "Help", "Events", "Archive",
          "Products", "Support", "Forum", "Reviews", "Deals", "Guides", "Videos", "Jobs")
ZH_NAV = ("首页", "新闻", "关于我们", "产品", "论坛", "帮助", "活动", "视频", "社区", "专题",
          "下载", "联系我们", "招聘", "图片", "评论")


class Design:
    """The template-level random choices shared by all parts of one template."""

    def __init__(self, rng: random.Random, lang: str):
        self.rng = rng
        self.lang = lang
        self.html5 = rng.random() < 0.5
        # container tags of this template: div always, some sites mix in section/article/span
        self.boxes = ("div",) * 4 + tuple(t for t in ("section", "article", "span")
                                          if rng.random() < 0.35)
        self.wrap_odds = rng.uniform(0.2, 0.6)
        self.link_style = rng.choice(("plain", "plain", "span", "icon"))  # inside menu links
        self.sep = rng.choice(("-", "_", ""))
        self.prefix = rng.choice(("", "", "x", "site", "pg", "m", "c", "j"))
        zh_or_iso = lang == "zh" or rng.random() < 0.5
        self.date_style = rng.choice(
            ("iso", "iso-minutes", "slash", "english", "german", "chinese") if zh_or_iso
            else ("english", "english-day", "us-slash", "iso", "german"))
        self.used_fields: set[str] = set()

    def cls(self, *words: str) -> str:
        """A class attribute in this template's naming style."""
        parts = ([self.prefix] if self.prefix else []) + list(words)
        if self.sep:
            name = self.sep.join(parts)
        else:
            name = parts[0] + "".join(w.capitalize() for w in parts[1:])
        return f' class="{attr(name)}"'

    def word(self) -> str:
        return self.rng.choice(CLASS_WORDS)

    def box(self, *words: str, children: list | None = None) -> El:
        """A container element from this template's palette."""
        return El(self.rng.choice(self.boxes), self.cls(*(words or (self.word(),))),
                  list(children or []))

    def field(self, name: str) -> str:
        """A field name unique within the template."""
        candidate, n = name, 2
        while candidate in self.used_fields:
            candidate, n = f"{name}_{n}", n + 1
        self.used_fields.add(candidate)
        return candidate

    def semantic(self, html5_tag: str) -> str:
        return html5_tag if self.html5 else "div"

    def wrap(self, node, max_depth: int = 2):
        """Nest ``node`` in 0..max_depth extra containers: a different depth changes every
        token below (tokens are tag + depth), the main thing that sets layouts apart."""
        for _ in range(max_depth):
            if self.rng.random() < self.wrap_odds:
                node = self.box(children=[node])
        return node

    def label(self, en: str, zh: str) -> str:
        return en if self.lang == "en" else zh

    def lit(self, en: str, zh: str) -> Static:
        return lit(self.label(en, zh))

    def nav_labels(self, lo: int, hi: int) -> list[str]:
        pool = EN_NAV if self.lang == "en" else ZH_NAV
        return self.rng.sample(pool, self.rng.randint(lo, min(hi, len(pool))))

    def menu_link(self, href: str, label: str) -> El:
        """A menu link in this template's style: plain, label in a span, or icon + span."""
        if self.link_style == "plain":
            return link(attr(href), lit(label))
        icon = h("i", self.cls("icon")) if self.link_style == "icon" else None
        return link(attr(href), icon, h("span", "", lit(label)))

    def links(self, labels: list[str], in_list: bool) -> El:
        anchors = [self.menu_link(f"/{i}/", x) for i, x in enumerate(labels)]
        if in_list:
            return h("ul", "", *(h("li", "", a) for a in anchors))
        row = self.box("links")
        for i, anchor in enumerate(anchors):
            row.add(Static(" | ") if i else None, anchor)
        return row


def _logo(d: Design, site_name: str) -> El:
    variant = d.rng.randrange(3)
    if variant == 0:
        return h("div", d.cls("logo"), link("/", img("/logo.png")))
    if variant == 1:
        return h(d.rng.choice(("h1", "h2", "div")), d.cls("brand"), link("/", lit(site_name)))
    return h("a", ' href="/"' + d.cls("home"), img("/img/logo.gif"), h("span", "", lit(site_name)))


def _nav(d: Design) -> El:
    rng = d.rng
    labels = d.nav_labels(4, 9)
    if rng.random() < 0.35:
        return d.wrap(h(d.semantic("nav"), d.cls("menu"), d.links(labels, in_list=False)), 1)
    items = []
    for i, x in enumerate(labels):
        item = h("li", "", d.menu_link(f"/{i}/", x))
        if rng.random() < 0.25:  # a drop-down menu under some entries
            sub = d.links(d.nav_labels(2, 3), True)
            item.add(h(rng.choice(("ul", "div")), d.cls("sub"), sub))
        items.append(item)
    return d.wrap(h(d.semantic("nav"), d.cls("nav"), h("ul", "", *items)), 1)


def header(d: Design, site_name: str) -> El:
    rng = d.rng
    parts: list = [_logo(d, site_name), _nav(d)]
    if rng.random() < 0.5:
        parts.append(h("form", ' action="/search"', El("input", ' type="text" name="q"', void=True),
                       h("button", "", d.lit("Search", "搜索"))))
    if rng.random() < 0.3:
        parts.append(h("div", d.cls("banner"), link("/promo", img("/banner.jpg"))))
    if rng.random() < 0.25:  # a hidden login dialog, as many sites ship in every page
        form = h("form", ' action="/login" method="post"',
                 h("label", "", d.lit("User", "用户名")), El("input", ' name="u"', void=True),
                 h("label", "", d.lit("Password", "密码")),
                 El("input", ' name="p" type="password"', void=True),
                 h("button", "", d.lit("Sign in", "登录")))
        parts.append(h("div", d.cls("modal") + ' style="display:none"', form))
    rng.shuffle(parts)
    if rng.random() < 0.4:
        parts.insert(0, d.box("topbar", children=[
            h("span", "", d.lit("Welcome", "欢迎光临")), Static(" "),
            link("/login", d.lit("Sign in", "登录")), Static(" "),
            link("/join", d.lit("Register", "注册"))]))
    return h(d.semantic("header"), rng.choice((' id="top"', ' id="header"', d.cls("header"))),
             *(d.wrap(p, 1) for p in parts))


def footer(d: Design, site_name: str) -> El:
    rng = d.rng
    parts: list = []
    for _ in range(rng.choice((0, 0, 1, 2, 3))):
        parts.append(d.box("col", children=[
            h(rng.choice(("h4", "div", "strong")), "", lit(d.nav_labels(1, 1)[0])),
            d.links(d.nav_labels(2, 4), in_list=rng.random() < 0.5)]))
    parts.append(d.links(d.nav_labels(2, 5), in_list=False))
    parts.append(h("p", "", Static(f"&copy; {rng.randint(2005, 2016)} {esc(site_name)}")))
    if rng.random() < 0.5:
        notice = d.lit("All rights reserved.", f"京ICP备{rng.randint(10000000, 99999999)}号")
        parts.append(h("div", d.cls("beian"), h("span", "", notice)))
    if rng.random() < 0.3:
        icons = [link(f"/s{i}", h("i", d.cls("icon"))) for i in range(rng.randint(2, 4))]
        parts.append(h("div", d.cls("social"), *icons))
    if rng.random() < 0.3:
        parts.append(h("a", ' href="#top"' + d.cls("to", "top"), d.lit("Back to top", "返回顶部")))
    if rng.random() < 0.2:
        parts.append(d.box("cookies", children=[
            h("p", "", d.lit("This site uses cookies.", "本站使用cookie。")),
            h("button", "", Static("OK"))]))
    return h(d.semantic("footer"), d.cls("footer"), d.wrap(d.box("inner", children=parts), 2))


def breadcrumb(d: Design) -> El:
    crumbs = h("div", d.cls("crumbs"), link("/", d.lit("Home", "首页")))
    for label in d.nav_labels(1, 2):
        crumbs.add(Static(" &gt; "), link("#", lit(label)))
    return d.wrap(crumbs, 1)


def sidebar(d: Design) -> El:
    rng = d.rng
    widgets = []
    for _ in range(rng.randint(1, 3)):
        kind = rng.randrange(4)
        heading = h(rng.choice(("h3", "h4", "div")), d.cls("widget", "title"),
                    d.lit(rng.choice(("Popular", "Latest", "Related", "Featured")),
                          rng.choice(("热门", "最新", "推荐", "相关"))))
        if kind == 0:  # link list; per-page labels, kept short so detail pages stay detail pages
            body = h("ul", "", Loop(2, 4, [h("li", "", link("#", Txt("phrase")))]))
        elif kind == 1:
            body = h("div", d.cls("text"), h("p", "", Txt("sentence")))
        elif kind == 2:  # a tag cloud: links outside <li>
            body = h("div", d.cls("tags"), Loop(3, 8, [link("#", Txt("phrase")), Static(" ")]))
        else:
            body = h("div", d.cls("ad"), link("/ad", img("/ad.gif")))
        widgets.append(d.wrap(h(d.semantic("section"), d.cls("widget"), heading, body), 1))
    return h(d.semantic("aside"), d.cls("sidebar"), *widgets)
