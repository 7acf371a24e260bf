"""Word and sentence pools (English and Chinese) for the demo crawl.

Not an algorithm module: it only makes page text that looks like prose. Two properties matter to
the later stages and are kept on purpose:

- sentences carry stopwords ("the", "of", 的, 了, 在 ...): CEVC (SPEC §7) counts only text
  containing a stopword as valid content;
- no pool contains a default error keyword ("Not Found", "Server Error", 页面不存在 ...), so a short
  detail page is never mistaken for an error page (SPEC §1.1). The tests check both.

Every Chinese character used here is in GBK, because some demo pages are written GBK-encoded.
Everything is drawn from a ``random.Random`` handed in by the caller: same seed, same text.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import datetime, timedelta

EN_NOUNS = (
    "city council", "committee", "report", "market", "harbour", "river", "school", "museum",
    "library", "bridge", "festival", "election", "budget", "railway", "airport", "hospital",
    "university", "farmers", "workers", "teachers", "residents", "engineers", "company",
    "government", "study", "survey", "proposal", "plan", "project", "team", "season", "coach",
    "striker", "orchestra", "exhibition", "garden", "forest", "coastline", "village", "district",
    "network", "software", "laptop", "camera", "battery", "engine", "recipe", "kitchen", "novel",
    "author", "publisher", "reader", "audience", "price", "tax", "bank", "loan", "startup",
    "factory", "harvest", "weather", "storm", "summer", "winter", "road", "tunnel", "ferry",
    "station", "stadium", "park", "community", "council", "minister", "mayor", "court", "judge",
    "police", "volunteers", "charity", "scientists", "telescope", "satellite", "vaccine",
    "clinic", "doctors", "students", "parents", "neighbours", "shop", "bakery", "cafe", "menu",
)
EN_VERBS = (
    "approved", "rejected", "announced", "opened", "closed", "reviewed", "expanded", "delayed",
    "welcomed", "questioned", "supported", "criticised", "launched", "completed", "tested",
    "measured", "visited", "described", "improved", "reduced", "raised", "published", "won",
    "lost", "signed", "planned", "discussed", "presented", "celebrated", "repaired", "built",
    "changed", "explained", "compared", "recorded", "shared", "followed", "reached", "started",
)
EN_ADJECTIVES = (
    "new", "old", "local", "national", "small", "large", "quiet", "busy", "early", "late",
    "annual", "public", "private", "modern", "historic", "popular", "careful", "detailed",
    "simple", "difficult", "green", "bright", "long", "short", "strong", "gentle", "rapid",
    "regional", "northern", "southern", "coastal", "rural", "urban", "independent", "final",
)
EN_ADVERBS = (
    "quickly", "slowly", "finally", "again", "quietly", "openly", "carefully", "recently",
    "already", "formally", "largely", "widely", "eventually", "briefly", "jointly",
)
EN_PLACES = (
    "Riverton", "Eastfield", "Northgate", "Lakeside", "Millbrook", "Ashford", "Kingsport",
    "Westmere", "Brookhaven", "Fairview", "Oakridge", "Stonebridge", "Harbourview", "Glenwood",
)
EN_FIRST = (
    "Alice", "Ben", "Clara", "David", "Emma", "Frank", "Grace", "Henry", "Isla", "Jack", "Karen",
    "Liam", "Maria", "Noah", "Olivia", "Peter", "Quinn", "Rosa", "Samuel", "Tara", "Victor",
    "Wendy", "Yusuf", "Zoe", "Hannah", "Oscar", "Leah", "Martin", "Nina", "Arthur",
)
EN_LAST = (
    "Smith", "Brown", "Wilson", "Taylor", "Clarke", "Walker", "Wright", "Hughes", "Edwards",
    "Green", "Hall", "Wood", "Harris", "Lewis", "Martin", "Jackson", "Turner", "Hill", "Moore",
    "Cooper", "Ward", "Morris", "King", "Baker", "Fischer", "Novak", "Rossi", "Silva", "Okafor",
)
EN_HANDLES = (
    "riverfan", "old_timer", "kettle42", "nightowl", "quietreader", "bikeguy", "luna_m",
    "trainspotter", "greenthumb", "codemonkey", "mapmaker", "tinkerer", "sundial", "pixel_pete",
    "moss", "harbourcat", "blue_heron", "late_bloomer", "northwind", "papercraft",
)
EN_FUNCTION_OPENERS = (
    "According to officials,", "In a statement,", "Earlier this week,", "On Tuesday,",
    "For many years,",
    "As expected,", "In the meantime,", "By the end of the day,", "At the meeting,",
)

ZH_NOUNS = (
    "城市", "政府", "市场", "企业", "学校", "医院", "学生", "老师", "居民", "农民", "工人",
    "专家", "记者", "项目", "计划", "会议", "报告", "数据", "经济", "社会", "文化", "教育",
    "交通", "环境", "技术", "产品", "服务", "公司", "银行", "价格", "消费者", "游客", "景区",
    "铁路", "机场", "公园", "社区", "街道", "村庄", "河流", "天气", "农业", "科学家", "研究",
    "图书馆", "博物馆", "比赛", "球队", "观众", "作者", "读者", "网络", "手机", "电脑", "软件",
    "系统", "标准", "政策", "资金",
)
ZH_VERBS = (
    "发布", "推动", "完成", "开展", "提高", "改善", "建设", "参加", "支持", "介绍", "表示", "认为",
    "研究", "讨论", "组织", "举办", "通过", "启动", "实施", "加强", "降低", "扩大", "参观", "提出",
)
ZH_ADJECTIVES = (
    "新的", "重要的", "主要的", "当地的", "全国的", "传统的", "现代的", "普通的", "稳定的",
    "明显的", "良好的", "具体的", "积极的", "复杂的", "简单的", "年轻的",
)
ZH_ADVERBS = ("已经", "正在", "进一步", "逐步", "不断", "首次", "共同", "继续", "积极", "同时")
ZH_PLACES = ("北京", "上海", "广州", "深圳", "杭州", "南京", "成都", "武汉", "西安", "重庆",
             "天津", "苏州", "长沙", "青岛", "厦门", "昆明")
ZH_SURNAMES = ("王", "李", "张", "刘", "陈", "杨", "赵", "黄", "周", "吴", "徐", "孙", "马", "朱",
               "胡", "郭", "何", "林", "高", "罗")
ZH_GIVEN = ("伟", "芳", "娜", "敏", "静", "丽", "强", "磊", "军", "洋", "勇", "艳", "杰", "娟",
            "涛", "明", "超", "秀英", "华", "平", "建国", "晓东", "海燕", "志强", "玉兰", "文")
ZH_HANDLES = ("老张", "小李飞刀", "风中的树", "江南烟雨", "路人甲", "吃瓜群众", "夜猫子", "书虫",
              "程序猿", "旅行者", "山水之间", "阿明", "大海", "小雨点", "老司机", "青青草")
ZH_OPENERS = ("据了解，", "记者获悉，", "近日，", "今年以来，", "与此同时，", "此外，",
              "据介绍，", "目前，", "会上，")

EN_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December")


# ---------------------------------------------------------------------------------------------
# sentences and paragraphs


def en_sentence(rng: random.Random, long: bool = False) -> str:
    parts = []
    if rng.random() < 0.3:
        parts.append(rng.choice(EN_FUNCTION_OPENERS))
    parts += ["the", rng.choice(EN_ADJECTIVES), rng.choice(EN_NOUNS), rng.choice(EN_VERBS),
              "the", rng.choice(EN_NOUNS)]
    for _ in range(rng.randint(1, 3) + (2 if long else 0)):
        roll = rng.random()
        if roll < 0.35:
            parts += ["of", "the", rng.choice(EN_ADJECTIVES), rng.choice(EN_NOUNS)]
        elif roll < 0.6:
            parts += ["in", rng.choice(EN_PLACES)]
        elif roll < 0.8:
            noun = rng.choice(EN_NOUNS)
            parts += ["and", rng.choice(EN_ADVERBS), rng.choice(EN_VERBS),
                      "an" if noun[0] in "aeiou" else "a", noun]
        else:
            parts += [rng.choice(("with", "near", "for")), "the", rng.choice(EN_NOUNS)]
    text = " ".join(parts)
    return text[0].upper() + text[1:] + rng.choice((".", ".", ".", ".", "!", "?"))


def zh_sentence(rng: random.Random, long: bool = False) -> str:
    clauses = []
    for _ in range(rng.randint(1, 3) + (1 if long else 0)):
        clauses.append(
            rng.choice(ZH_PLACES if rng.random() < 0.3 else ZH_NOUNS)
            + rng.choice(ZH_ADVERBS)
            + rng.choice(ZH_VERBS)
            + rng.choice(("了", "", "着"))
            + rng.choice(ZH_ADJECTIVES)
            + rng.choice(ZH_NOUNS)
            + rng.choice(("", "和" + rng.choice(ZH_NOUNS), "的" + rng.choice(ZH_NOUNS)))
        )
    opener = rng.choice(ZH_OPENERS) if rng.random() < 0.35 else ""
    return opener + "，".join(clauses) + rng.choice(("。", "。", "。", "！"))


def sentence(rng: random.Random, lang: str, long: bool = False) -> str:
    return en_sentence(rng, long) if lang == "en" else zh_sentence(rng, long)


def paragraph(rng: random.Random, lang: str, min_sentences: int = 1, max_sentences: int = 5) -> str:
    sep = " " if lang == "en" else ""
    count = rng.randint(min_sentences, max_sentences)
    return sep.join(sentence(rng, lang, long=rng.random() < 0.3) for _ in range(count))


def title(rng: random.Random, lang: str) -> str:
    if lang == "en":
        words = [rng.choice(EN_PLACES), rng.choice(EN_NOUNS), rng.choice(EN_VERBS),
                 rng.choice(EN_ADJECTIVES), rng.choice(EN_NOUNS)]
        if rng.random() < 0.4:
            words += ["after", rng.choice(EN_ADJECTIVES), rng.choice(EN_NOUNS)]
        return " ".join(w[0].upper() + w[1:] for w in " ".join(words).split())
    text = (rng.choice(ZH_PLACES) + rng.choice(ZH_NOUNS) + rng.choice(ZH_VERBS)
            + rng.choice(ZH_NOUNS))
    if rng.random() < 0.5:
        text += "，" + rng.choice(ZH_ADVERBS) + rng.choice(ZH_VERBS) + rng.choice(ZH_NOUNS)
    return text


def short_phrase(rng: random.Random, lang: str) -> str:
    if lang == "en":
        text = f"{rng.choice(EN_ADJECTIVES)} {rng.choice(EN_NOUNS)}"
        return text[0].upper() + text[1:]
    return rng.choice(ZH_ADJECTIVES) + rng.choice(ZH_NOUNS)


def person(rng: random.Random, lang: str) -> str:
    if lang == "en":
        return f"{rng.choice(EN_FIRST)} {rng.choice(EN_LAST)}"
    return rng.choice(ZH_SURNAMES) + rng.choice(ZH_GIVEN)


def handle(rng: random.Random, lang: str) -> str:
    pool = EN_HANDLES if lang == "en" else ZH_HANDLES
    name = rng.choice(pool)
    return name if rng.random() < 0.6 else f"{name}{rng.randint(1, 99)}"


# ---------------------------------------------------------------------------------------------
# dates: the formats the forum and news pages show (SPEC §7 PEAN lists the first two)

def random_datetime(rng: random.Random, start_year: int = 2012, years: int = 4) -> datetime:
    base = datetime(start_year, 1, 1)
    return base + timedelta(minutes=rng.randrange(years * 365 * 24 * 60))


def format_date(when: datetime, style: str) -> str:
    """Render ``when`` as a page would; every style keeps the text a date regex can find."""
    y, mo, d, h, mi, s = when.year, when.month, when.day, when.hour, when.minute, when.second
    if style == "iso":  # 2014-06-12 10:10:20
        return f"{y:04d}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}"
    if style == "iso-minutes":  # 2014-06-12 10:10
        return f"{y:04d}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}"
    if style == "slash":  # 2014/6/12 10:10
        return f"{y}/{mo}/{d} {h:02d}:{mi:02d}"
    if style == "english":  # June 12, 2014 10:10 AM
        hour12 = h % 12 or 12
        return f"{EN_MONTHS[mo - 1]} {d}, {y} {hour12}:{mi:02d} {'AM' if h < 12 else 'PM'}"
    if style == "german":  # 12.06.2014, 10:10
        return f"{d:02d}.{mo:02d}.{y}, {h:02d}:{mi:02d}"
    if style == "chinese":  # 2014年6月12日 10:10
        return f"{y}年{mo}月{d}日 {h:02d}:{mi:02d}"
    if style == "english-day":  # June 12, 2014
        return f"{EN_MONTHS[mo - 1]} {d}, {y}"
    if style == "us-slash":  # 06/12/2014
        return f"{mo:02d}/{d:02d}/{y}"
    if style == "zh-date":  # 2014年06月12日
        return f"{y}年{mo:02d}月{d:02d}日"
    raise ValueError(f"unknown date style {style!r}")


@dataclass(frozen=True)
class TextPool:
    """Pre-drawn sentences for the large synthetic mode: picking from a pool is ~20x faster than
    composing every sentence, and a pool of a few thousand still makes every page differ."""

    lang: str
    sentences: tuple[str, ...]
    titles: tuple[str, ...]
    people: tuple[str, ...]
    phrases: tuple[str, ...]

    @staticmethod
    def build(rng: random.Random, lang: str, size: int = 3000) -> TextPool:
        return TextPool(
            lang=lang,
            sentences=tuple(sentence(rng, lang, long=rng.random() < 0.3) for _ in range(size)),
            titles=tuple(title(rng, lang) for _ in range(size // 3)),
            people=tuple(person(rng, lang) for _ in range(400)),
            phrases=tuple(short_phrase(rng, lang) for _ in range(600)),
        )

    def paragraph(self, rng: random.Random, lo: int, hi: int) -> str:
        sep = " " if self.lang == "en" else ""
        return sep.join(rng.choices(self.sentences, k=rng.randint(lo, hi)))
