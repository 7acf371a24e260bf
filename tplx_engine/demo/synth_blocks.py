"""Main-column blocks of synthetic templates: the parts that carry the fields.

Each block function takes the template's ``Design`` and returns one template node; the field
names it declares come from ``Design.field`` (unique within the template). Loops (``Loop``) and
optional parts (``Opt``) are what make pages of one template differ: comment and post loops,
item lists, optional spec rows, summaries and figures.
"""

from __future__ import annotations

from .markup import esc
from .synth_design import Design
from .synth_tree import El, Loop, Opt, Paras, Static, Txt, h, img, link, lit

EN_SPEC_LABELS = ("Brand", "Model", "Weight", "Dimensions", "Color", "Material", "Release date",
                  "Language", "Pages", "Warranty", "Manufacturer", "Origin", "Publisher",
                  "Capacity", "Format", "Rating", "Location", "Duration")
ZH_SPEC_LABELS = ("品牌", "型号", "重量", "尺寸", "颜色", "材质", "上市时间", "语言", "页数",
                  "保修", "产地", "出版社", "容量", "规格", "等级", "地点", "时长")
SPEC_FIELD = {label: f"SPEC_{i}" for i, label in enumerate(EN_SPEC_LABELS + ZH_SPEC_LABELS)}
SPEC_FIELD.update({"Publisher": "PUBLISHER", "出版社": "PUBLISHER", "Brand": "BRAND",
                   "品牌": "BRAND", "Model": "MODEL", "型号": "MODEL"})
SPEC_VALUE_KINDS = ("phrase", "number", "person", "date", "code")


def title_block(d: Design) -> El:
    rng = d.rng
    heading = h(rng.choice(("h1", "h1", "h2")), d.cls("title"), Txt("title", d.field("TITLE")))
    if rng.random() < 0.3:
        heading = h("div", d.cls("headline"), heading)
    subtitle = h(rng.choice(("h3", "div", "h2")), d.cls("subtitle"),
                 Txt("sentence", d.field("SUBTITLE")))
    return h(d.semantic("header"), d.cls("entry", "head"),
             heading, Opt(round(rng.uniform(0.2, 0.7), 2), [subtitle]))


def meta_block(d: Design) -> El:
    rng = d.rng
    box = h("div", d.cls("meta"))
    if rng.random() < 0.8:
        author = h(rng.choice(("span", "a", "cite")), d.cls("author"),
                   Txt("person", d.field("AUTHOR")))
        box.add(d.lit("By ", "作者："), author, Static(" "))
    box.add(h(rng.choice(("span", "time", "em")), d.cls("date"),
              Txt("date", d.field("DATE"), d.date_style)))
    if rng.random() < 0.5:
        box.add(Static(" "), h("a", d.cls("category"), Txt("phrase", d.field("CATEGORY"))))
    if rng.random() < 0.4:
        box.add(Opt(0.7, [Static(" "), h("span", d.cls("views"), Txt("count"))]))
    return box


def content_block(d: Design) -> El:
    rng = d.rng
    lo = rng.randint(2, 4)
    paras = Paras(d.field("CONTENT"), rng.choice(("p", "p", "div")), lo, lo + rng.randint(2, 10),
                  2, rng.randint(4, 7))
    return d.wrap(h(d.semantic("article"), d.cls("content"), paras), 2)


def summary_block(d: Design) -> Opt:
    text = h("div", d.cls("summary"), h("p", "", Txt("sentence", d.field("SUMMARY"))))
    return Opt(round(d.rng.uniform(0.3, 0.8), 2), [text])


def spec_block(d: Design) -> El:
    rng = d.rng
    pool = EN_SPEC_LABELS if d.lang == "en" else ZH_SPEC_LABELS
    colon = d.label(":", "：")
    variant = rng.randrange(3)
    rows = []
    for label in rng.sample(pool, rng.randint(3, 7)):
        value = Txt(rng.choice(SPEC_VALUE_KINDS), d.field(SPEC_FIELD[label]), d.date_style)
        if variant == 0:  # the value is the tail of a bold label (SWDE style)
            row = h("tr", "", h("td", "", Static(f"<b>{esc(label)}{colon}</b> "), value))
        elif variant == 1:
            row = h("tr", "", h("th", "", lit(label)), h("td", "", value))
        else:
            row = h("div", d.cls("row"), h("dt", "", lit(label)), h("dd", "", value))
        rows.append(Opt(0.75, [row]) if rng.random() < 0.3 else row)
    if variant == 2:
        return h("dl", d.cls("specs"), *rows)
    return h("div", d.cls("specs"), h("table", "", h("tbody", "", *rows)))


def item_loop_block(d: Design) -> El:
    rng = d.rng
    record = h(rng.choice(("div", "li", "article")), d.cls("item"))
    title = h(rng.choice(("h3", "h4", "div")), d.cls("item", "title"),
              link("#", Txt("title", d.field("ITEM_TITLE"))))
    record.add(d.wrap(title, 1))
    if rng.random() < 0.6:
        record.add(h("span", d.cls("item", "date"),
                     Txt("date", d.field("ITEM_DATE"), d.date_style)))
    record.add(h("div", d.cls("item", "text"), Txt("sentence", d.field("ITEM_TEXT"))))
    if rng.random() < 0.3:
        record.add(Opt(0.5, [h("small", "", Txt("phrase"))]))
    lo = rng.randint(1, 3)
    container = h("ul" if record.tag == "li" else "div", d.cls("items"),
                  Loop(lo, lo + rng.randint(2, 9), [record]))
    return h(d.semantic("section"), d.cls("list", "box"),
             h("h3", "", d.lit("More from us", "更多内容")), container)


def comments_block(d: Design) -> El:
    rng = d.rng
    name = h(rng.choice(("span", "cite", "a")), d.cls("name"),
             Txt("handle", d.field("COMMENT_AUTHOR")))
    when = h("span", d.cls("time"), Txt("date", d.field("COMMENT_DATE"), d.date_style))
    meta = d.box("comment", "meta", children=[name, Static(" "), when])
    text = Paras(d.field("COMMENT_TEXT"), "p", 1, 2, 1, 3)
    body = d.wrap(d.box("comment", "body", children=[text]), 1)
    record = El(rng.choice(("div", "li")), d.cls("comment"),
                [meta, body] if rng.random() < 0.7 else [body, meta])
    listing = h("ol" if record.tag == "li" else "div", d.cls("comment", "list"),
                Loop(0, rng.randint(4, 12), [record]))
    return h(d.semantic("section"), d.cls("comments"),
             h("h3", "", d.lit("Comments", "网友评论")), listing)


def posts_block(d: Design) -> El:
    rng = d.rng
    user = d.wrap(h("a", d.cls("user"), Txt("handle", d.field("POST_AUTHOR"))), 1)
    author = d.box("author", "box", children=[user, h("span", "", Txt("number"))])
    date_line = h("div", d.cls("post", "date"), d.lit("Posted ", "发表于 "),
                  Txt("date", d.field("POST_DATE"), d.date_style))
    text_box = h("div", d.cls("post", "text"), Paras(d.field("POST_TEXT"), "p", 1, 3, 1, 4))
    main = d.box("post", "main", children=[d.wrap(date_line, 1), text_box])
    if rng.random() < 0.4:
        main.add(Opt(0.3, [h("div", d.cls("signature"), Txt("sentence"))]))
    record = El("div", d.cls("post"), [author, main] if rng.random() < 0.6 else [main, author])
    return h("div", d.cls("posts"), Loop(2, rng.randint(5, 15), [record]))


def figure_block(d: Design) -> Opt:
    figure = h("figure", "", img("/photo.jpg"),
               h("figcaption", "", Txt("sentence", d.field("CAPTION"))))
    return Opt(round(d.rng.uniform(0.2, 0.8), 2), [figure])


def share_block(d: Design) -> El:
    names = d.rng.sample(("Facebook", "Twitter", "Weibo", "WeChat", "Email", "Print"),
                         d.rng.randint(2, 5))
    return h("div", d.cls("share"), *(link("#", lit(n)) for n in names))


def pager_block(d: Design) -> El:
    return h("div", d.cls("pager"), Loop(2, 6, [link("#", Txt("number")), Static(" ")]),
             h("span", "", d.lit("Next", "下一页")))


def price_block(d: Design) -> El:
    return h("div", d.cls("price", "box"),
             h("span", d.cls("price"), Txt("price", d.field("PRICE"))),
             Opt(0.5, [Static(" "), h("del", "", Txt("price"))]))


def form_block(d: Design) -> El:
    return h("form", ' action="/reply" method="post"',
             h("label", "", d.lit("Your name", "昵称")),
             El("input", ' type="text" name="name"', void=True),
             h("textarea", ' name="body"'),
             h("button", ' type="submit"', d.lit("Send", "提交")))


def gallery_block(d: Design) -> El:
    return h("div", d.cls("gallery"), Loop(1, 6, [link("#", img("/thumb.jpg"))]))


def faq_block(d: Design) -> El:
    pair = [h("dt", "", Txt("sentence", d.field("QUESTION"))),
            h("dd", "", Txt("sentence", d.field("ANSWER")))]
    return h("dl", d.cls("faq"), Loop(1, 5, pair))


# the text-heavy blocks: a template has at least one, so its pages read as detail pages
TEXT_BLOCKS = (content_block, posts_block)
OTHER_BLOCKS = (meta_block, summary_block, spec_block, item_loop_block, comments_block,
                figure_block, share_block, pager_block, price_block, form_block, gallery_block,
                faq_block)
