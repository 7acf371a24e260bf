"""The byline: who wrote an article (issue 13: headline, byline and date as fields).

Not in the source (002 extracts title, date and content). Sites say who wrote a story in a few
ways; they are tried from the most explicit to the least, and the first that names someone wins:

1. **Structured data**: the ``author`` of a JSON-LD ``Article`` / ``NewsArticle`` /
   ``BlogPosting`` (a name, an object with a ``name``, or a list of them).
2. **Meta tags**: ``<meta name="author">``, ``name="byl"`` ("By ..."), ``name="dc.creator"``,
   ``property="article:author"`` when it is a name and not a profile URL.
3. **Microformats and microdata**: the visible element marked ``itemprop="author"`` (its
   ``itemprop="name"`` when it has one), ``rel="author"`` links, ``class="author"`` /
   ``"byline"`` / ``"fn"`` elements with a short text.
4. **A "By ..." line**: a short visible text starting with "By" and a capitalised name, or
   ``作者：`` / ``文/`` followed by a name.

The value is the name(s) without the "By", "Posted by", "作者：" in front and without what
follows a separator (``| Reuters``, a date, "Updated ..."); several authors stay one string
("Jane Roe and John Doe"). ``node`` is the visible element the byline was read from, for the
GUI and for suggestions (None for structured data and meta tags, which are not on the page);
``source`` says which way found it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from lxml import etree

from ..load.visible import CONTENT_SKIP_TAGS, element_text, is_hidden
from .dates import find_dates
from .declared import article_objects, site_names
from .flatview import BLOCK_TAGS, class_and_id

MAX_BYLINE_CHARS = 120  # longer texts are sentences that mention an author, not a byline
MAX_NAME_WORDS = 12
_META_NAMES = ("author", "byl", "dc.creator", "dcterms.creator", "article:author",
               "parsely-author", "sailthru.author")
# the words a byline opens with, besides "By": in other languages, and Chinese labels
BY_WORDS = "von|par|por|di|door"
AUTHOR_LABELS = "作者|撰文|记者|記者|文"  # "author", "written by", "reporter", "text"
_LEAD = re.compile(
    r"^\s*(?:(?:posted|written|reported|words|story|text|photos?)\s+)?by\s*[:\-]?\s+"
    rf"|^\s*(?:{AUTHOR_LABELS}|编辑)\s*[：:/]\s*|^\s*(?:{BY_WORDS})\s+",
    re.IGNORECASE)
_CUT = re.compile(r"\s*(?:[|·•]|\s[-–—]\s|,\s*(?:updated|published|posted)\b|\bupdated\b"
                  r"|\bpublished\b|\bon\s+\w+day\b|\d{1,2}[:/.]\d{1,2}|\b(?:19|20)\d\d\b)",
                  re.IGNORECASE)
# a role or a place after the name: "Jane Roe, Deputy Business Editor", "Jane Roe in London"
_ROLE = re.compile(r",\s*(?:[\w-]+\s+){0,3}(?:staff|editor|correspondent|reporter|writer|columnist"
                   r"|contributor|producer)s?\b.*$|,\s*(?:special\s+to|for)\s.*$"
                   r"|,\s*[\w-]+(?:\.[a-z]{2,})+\s*$"  # "Jane Roe, example.com": the site
                   r"|,?\s+@\w+.*$", re.IGNORECASE)  # "Jane Roe, @janeroe": her handle
# what leads to a date after the name: "Jane Roe on 12 June", "Jane Roe | Updated 3 May"
_BEFORE_DATE = re.compile(r"(?:[\s,;|·•-]+(?:on|at|le|am|el|il|op|den|published|updated|"
                          r"posted))?[\s,;:|·•-]*$", re.IGNORECASE)
_PLACE = re.compile(r"\s+in\s+[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*(?=\s*,|\s+and\b|\s*$)")
_AND = re.compile(r"\s*,?\s*\band\b\s*,?\s*")
# a "By" line: "By Jane Roe", "BY JANE ROE and JOHN DOE", "By Jane Roe, Reuters"
_BY_LINE = re.compile(r"^\s*by\s+[A-Z\u00c0-\u024f]", re.IGNORECASE)
_OWN_LEAD = re.compile(r"^\s*(?:by\b|作者|撰文|记者|文\s*[/／])", re.IGNORECASE)
_LEAD_ONLY = re.compile(rf"^\s*(?:by|{AUTHOR_LABELS})\s*[:：/]?\s*$", re.IGNORECASE)
_CJK_LINE = re.compile(rf"^\s*(?:{AUTHOR_LABELS})\s*[：:/]\s*\S")
_COMMENTS = re.compile(r"comment|reply|respond|discuss|review", re.IGNORECASE)
_HINT = re.compile(r"by-?line|author(?!i[sz])|writer|creator|(?:^|\s)fn(?:$|\s)", re.IGNORECASE)


@dataclass(frozen=True, eq=False)
class BylineResult:
    text: str  # the author name(s); '' when none was found
    node: Any  # the visible element it was read from (None: structured data, a meta tag)
    source: str  # 'json-ld', 'meta', 'itemprop', 'rel', 'class', 'by-line', or ''
    reason: str = ""


def extract_byline(root) -> BylineResult:
    """The article's author(s) (module docstring)."""
    for finder in (_from_json_ld, _from_meta, _from_markup, _from_by_line):
        found = finder(root)
        if found is None or not found.text:
            continue
        if found.node is None and _names_the_site(found.text, root):
            continue  # the site named as its own author: a publisher, not a byline
        return found
    return BylineResult("", None, "", "no byline: no author in structured data, meta tags, "
                                      "author markup or a 'By ...' line")


def clean_name(text: str) -> str:
    """'By Jane Roe | Reuters, updated 3 May' -> 'Jane Roe'; the first line only ('RICHARD
    HUFF<br>DAILY NEWS TV EDITOR' -> 'RICHARD HUFF'); '' when no name is left."""
    lines = [" ".join(line.split()) for line in text.split("\n")]
    lines = [line for line in lines if line]
    text = _LEAD.sub("", " ".join(lines[:1]), count=1)
    if not text.strip(" :-") and len(lines) > 1:  # "By" on a line of its own
        text = lines[1]
    dated = find_dates(text)  # "By Jane Roe, 12 June 2013": the date, not only its year
    if dated:
        text = _BEFORE_DATE.sub("", text[:dated[0].start])
    cut = _CUT.search(text)
    if cut is not None:
        text = text[:cut.start()]
    text = _AND.sub(" and ", _PLACE.sub("", _ROLE.sub("", text))).strip(" ,;:.-–—|/")
    if (not text or len(text.split()) > MAX_NAME_WORDS or any(c.isdigit() for c in text)
            or sum(c.isalpha() for c in text) < 2):
        return ""
    if text.casefold().startswith(("http://", "https://", "www.")):
        return ""
    return text


def _names_the_site(name: str, root) -> bool:
    """A meta or JSON-LD author found in the page title or site name ('indiainteracts' on
    'Spotlight | ... | Indiainteracts.com'): the publisher, not a writer."""
    folded = "".join(c for c in re.sub(r"^the\s+", "", name.casefold()) if c.isalnum())
    title = root.find(".//title")
    site = site_names(root)
    where = " ".join(["".join(title.itertext()) if title is not None else "", *site]).casefold()
    return bool(folded) and folded in "".join(c for c in where if c.isalnum())


def _from_json_ld(root) -> BylineResult | None:
    for item in article_objects(root):
        names = [clean_name(n) for n in _names(item.get("author"))]
        names = [n for n in names if n]
        if names:
            return BylineResult(" and ".join(dict.fromkeys(names)), None, "json-ld")
    return None


def _names(author) -> list[str]:
    if isinstance(author, str):
        return [author]
    if isinstance(author, dict):
        name = author.get("name")
        return [name] if isinstance(name, str) else []
    if isinstance(author, list):
        return [n for a in author for n in _names(a)]
    return []


def _from_meta(root) -> BylineResult | None:
    found: dict[str, str] = {}
    for meta in root.iter("meta"):
        key = (meta.get("name") or meta.get("property") or "").strip().lower()
        if key in _META_NAMES and key not in found:
            found[key] = meta.get("content") or ""
    for key in _META_NAMES:
        name = clean_name(found.get(key, ""))
        if name:
            return BylineResult(name, None, "meta")
    return None


def _lines(element) -> str:
    """The element's visible text with a line break at every ``<br>`` and block boundary."""
    parts: list[str] = []
    walker = etree.iterwalk(element, events=("start", "end"))
    for event, node in walker:
        tag = node.tag.lower() if isinstance(node.tag, str) else ""
        if event == "start":
            if node is not element and (not tag or tag in CONTENT_SKIP_TAGS):
                walker.skip_subtree()
                continue
            if tag in BLOCK_TAGS:
                parts.append("\n")
            parts.append(node.text or "" if tag else "")
        else:
            if tag in BLOCK_TAGS:
                parts.append("\n")
            if node is not element and node.tail:
                parts.append(node.tail)
    return "".join(parts)


def _visible(element) -> bool:
    """Shown to a reader, and not inside a comment thread (its authors are commenters)."""
    node = element
    while node is not None:
        if not isinstance(node.tag, str) or node.tag in CONTENT_SKIP_TAGS or is_hidden(node):
            return False
        if _COMMENTS.search(class_and_id(node)):
            return False
        node = node.getparent()
    return True


def _from_markup(root) -> BylineResult | None:
    body = root.find("body")
    if body is None:
        return None
    for element in body.iter():
        if not isinstance(element.tag, str):
            continue
        if element.get("itemprop") == "author":
            source = "itemprop"
            named = next((e for e in element.iter() if isinstance(e.tag, str)
                          and e.get("itemprop") == "name"), None)
            target = named if named is not None else element
        elif element.tag == "a" and "author" in (element.get("rel") or "").split():
            source, target = "rel", element
        elif _HINT.search(element.get("class") or "") or _HINT.search(element.get("id") or ""):
            source, target = "class", element
        else:
            continue
        text = _lines(target)
        if not text.strip() or len(" ".join(text.split())) > MAX_BYLINE_CHARS or not _visible(
                target):
            continue
        name = clean_name(text)
        if name:
            return BylineResult(name, target, source)
    return None


def _from_by_line(root) -> BylineResult | None:
    body = root.find("body")
    if body is None:
        return None
    for element in body.iter():
        if not isinstance(element.tag, str) or element.tag in CONTENT_SKIP_TAGS:
            continue
        if not _OWN_LEAD.match(element.text or ""):  # the "By" is this element's own text
            continue
        if _LEAD_ONLY.match(element_text(element)) and element.getparent() is not None:
            element = element.getparent()  # <span>By</span> <a>Jane Roe</a>: the whole line
        whole = _lines(element)
        flat = " ".join(whole.split())
        if (len(flat) > MAX_BYLINE_CHARS or not (_BY_LINE.match(flat) or _CJK_LINE.match(flat))
                or not _visible(element)):
            continue
        name = clean_name(whole)
        if name and (name[0].isupper() or not name[0].isascii()):
            return BylineResult(name, element, "by-line")
    return None
