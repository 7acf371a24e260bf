"""Where the article ends inside its region (issue 13): a comment section's heading, and rights
notices after the last paragraph.

The region (``region.py``) is chosen from blocks; a comment thread that is not a block of its
own (``<hr><b>Comments are now closed</b><br><b>Name</b><br>text...`` in the article's own
container) and a copyright line at the bottom of the article's container pass every block
test. Both are recognised on the output's lines, in many languages: a short line that heads
a comment section or marks the end ("— END —", "（完）") ends the article when a real body
precedes it (MIN_BODY characters), lines that only label an ad slot or credit a picture go
wherever they stand, and rights notices at the end are dropped, as are a sign-off of the
author and date ("(Jane Doe, 20.10.2023)") and a label left without the links it introduced
("Weiterlesen:"). So are the article's header before its byline or date (the headline, a
kicker, a standfirst) and the date and byline lines before the body's first prose line (``24
July 2015``, ``By Jane Doe``): the page's metadata, not its article text.
"""

from __future__ import annotations

import re
import unicodedata

from .byline import AUTHOR_LABELS, BY_WORDS
from .dates import find_dates
from .flatview import non_space_count
from .region import LEGAL

MIN_BODY = 250  # non-space characters of body before a comment heading for the cut
MAX_HEADING = 60  # a comment section's heading is a short line
MAX_NOTICE = 300  # a rights notice is a short paragraph
PROSE = 120  # non-space characters of the first line of the body
MAX_META = 80  # a date or byline line before it is short...
MAX_META_REST = 25  # ... and little is left once its dates are taken out
# a header before the byline or date line: at most this many lines (a headline, a kicker, a
# standfirst, a caption) and non-space characters (tuning half, golds without the headline:
# 200 / 400 / 800 characters and 2 / 3 / 4 / 6 lines within 0.001 on bench/content.py; 3+
# lines and 400+ characters 0.962 on bench/content_engines.py, 0.960 with fewer)
MAX_HEADER_LINES = 4
MAX_HEADER = 400
MAX_PREAMBLE = 30  # lines the body's first prose line is looked for in (a bound on the work)
# tuning half, F1 of all sets: 0.963 -> 0.964 (MAX_META 60/80/120, PROSE 120/200: 0.964;
# PROSE 400: 0.963; MAX_META_REST 12/25/40: 0.964)

_COMMENT_WORD = (r"(?:reader'?s?\s+|user\s+|visitor\s+|leser)?(?:comments|kommentare|commentaires"
                 r"|comentarios|comentários|commenti|reacties|комментари\w*|评论|留言|コメント|댓글)")
_REPLY_WORD = r"(?:comments?|responses?|replies|reactions?|antworten|réactions?|trackbacks?)"
COMMENT_HEADING = re.compile(
    r"^\W*(?:\d+\s*)?" + _COMMENT_WORD + r"\s*(?:\(\s*\d+\s*\)|\d+)?\s*:?\s*$"  # "12 Comments"
    r"|^\W*\d+\s+" + _REPLY_WORD + r"(?:\s+(?:to|on|zu|sur|a|en)\b|\s*:?\s*$)"  # "3 Responses to"
    r"|^\W*" + _COMMENT_WORD + r"\s+(?:are|is|have been)\s+(?:now\s+)?closed"
    r"|^\W*(?:leave|post|add|write|submit|view|show|read)\s+(?:a|an|your|new|all|the)?\s*"
    r"(?:\d+\s+)?(?:comments?|reply|replies|response)\b"
    r"|^\W*(?:have\s+your\s+say|your\s+say|your\s+comments|join\s+the\s+(?:discussion|conversation)"
    r"|thanks\s+for\s+your\s+comments|kommentar\s+(?:schreiben|verfassen)"
    r"|laisser\s+un\s+commentaire|deja\s+(?:un|tu)\s+comentario|lascia\s+un\s+commento"
    r"|发表评论|网友评论|我要评论|评论区)\b",
    re.IGNORECASE)
# the region's words of a rights notice, and the longer forms a notice at an article's end takes
_RIGHTS = re.compile(LEGAL + r"|may not be (?:re)?published|redistribut|版权所有|禁止\w{0,4}转载"
                     r"|未经(?:授权|许可)"
                     # "reproduction prohibited" in other languages
                     r"|\b(?:reproduction|reproducción|riproduzione|reprodução) (?:\w+ )?"
                     r"(?:interdite|prohibida|vietata|proibida)|\bverboten\b|zabronion"
                     r"|zakázáno|draudžiama|aizliegta|keelatud|запрещен"
                     r"|無断転載|無断複製|무단\s?전재|재배포", re.IGNORECASE)
# a line that only labels an ad slot set between the paragraphs
AD_LABEL = re.compile(
    r"^\W*(?:advertisements?|advertising|ad feedback|sponsored|(?:story|article) continues below"
    r"(?: (?:this )?advertisement)?|anzeige|werbung|publicidad|publicité|pubblicità|advertentie"
    r"|publicidade|annons|annonse|annonce|anuncio|anúncio|mainos|reklam|reklama|reklaam|reklāma"
    r"|oglas|publicitate|iklan|hirdetés|реклама|διαφήμιση|إعلان"
    r"|פרסומת|โฆษณา|quảng cáo|广告|廣告|広告|광고)\W*$", re.IGNORECASE)


def _without_marks(text: str) -> str:
    """``text`` without its accents and other combining marks: a label in capitals drops
    them ("ΔΙΑΦΗΜΙΣΗ" is "διαφήμιση")."""
    return unicodedata.normalize("NFC", "".join(
        c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c)))


_AD_LABEL_MARKLESS = re.compile(_without_marks(AD_LABEL.pattern), re.IGNORECASE)


def _is_ad_label(line: str) -> bool:
    """Does ``line`` only label an ad slot (AD_LABEL), with or without its accents?"""
    return AD_LABEL.match(line) is not None or (
        not line.isascii() and _AD_LABEL_MARKLESS.match(_without_marks(line)) is not None)


# ... and one that opens a sponsor's box: the label alone, or with the sponsor's name
SPONSOR_LABEL = re.compile(
    AD_LABEL.pattern + r"|^\W*(?:together with|sponsored by|presented by|brought to you by"
    r"|in partnership with|paid (?:post|content|partnership)|partner content)\b.{0,40}$",
    re.IGNORECASE)
# a line that only credits a picture set between the paragraphs: "Foto: APA/Hans Punz",
# "图片来源：视觉中国", "资料图"
CREDIT_LINE = re.compile(
    r"^\W*(?:(?:photo(?:graph)?|foto|image|bild|picture|credit|图片来源|图源|图片|摄影|写真|사진|фото)"
    r"(?:\s*credits?)?\s*[:：|]\s*\S.{0,40}|资料图|file photo)\W*$", re.IGNORECASE)
# a line that marks the article's end: what follows is the editor's credits and promotions
END_MARK = re.compile(r"^\W*(?:end|the end|完|全文完|本文完)\W*$", re.IGNORECASE)
_GLUED = re.compile(r"([a-z])([A-Z])")
# a byline or an editor's credit: "By Jane Roe", "记者：张三", "责任编辑：李四", "来源：新华社"
_BYLINE = re.compile(rf"^\W*(?:by|{BY_WORDS})\s+\S"
                     rf"|^\W*(?:{AUTHOR_LABELS}|编辑|編輯|责编|责任编辑|来源|來源|撰稿|校对|审核)"
                     r"\s*[｜|：:/]\s*\S", re.IGNORECASE)


def article_lines(text: str) -> tuple[str, str]:
    """``text`` (the region's pruned text, one block or line per line) up to a comment
    section's heading or an end mark, without ad labels, picture credits, affiliate
    disclosures and list headings left without their links, without rights notices and
    sign-offs at its end and without the header, date and byline lines before its body; and
    the header's lines (``_without_header``: the headline first, where the region holds it)."""
    lines = [line for line in text.split("\n") if not _is_ad_label(line)
             and not CREDIT_LINE.match(line) and not _disclosure(line)
             and not _LIST_HEADING.match(line)]
    body = 0
    for i, line in enumerate(lines):
        size = non_space_count(line)
        if body >= MIN_BODY and size <= MAX_HEADING and (COMMENT_HEADING.search(line.strip())
                                                         or END_MARK.match(line)):
            lines = lines[:i]
            break
        body += size
    while len(lines) > 1 and (len(lines[-1]) <= MAX_NOTICE and _RIGHTS.search(lines[-1])
                              or _trailing_meta(lines[-1])):
        lines.pop()
    body = _without_header(lines)
    return "\n".join(_without_preamble(body)), "\n".join(lines[:len(lines) - len(body)])


# a blog's notice that its links earn it money (the FTC's and Amazon's required wording)
_DISCLOSURE = re.compile(r"\baffiliate links?\b|\bas an amazon associate\b"
                         r"|\bearn (?:a )?(?:small )?commissions?\b", re.IGNORECASE)


def _disclosure(line: str) -> bool:
    """Is ``line`` a paragraph of its own that discloses affiliate links?"""
    return len(line) <= MAX_NOTICE and _DISCLOSURE.search(line) is not None


def _without_preamble(lines: list[str]) -> list[str]:
    """``lines`` (without the article's header) without the date and byline lines standing
    before the body's first prose line (``24 July 2015``, ``By Jane Doe``, ``Published: 30
    avril 2015 à 07:19``): page metadata that the templates offer as DATE and AUTHOR, not
    article text. A line counts when it is short (MAX_META) and, once its dates are taken
    out, at most MAX_META_REST characters are left (``_meta_line``); a line of running text
    that names a date is longer. Nothing is dropped from a text without a prose line."""
    sizes = [len(line) - line.count(" ") for line in lines[:MAX_PREAMBLE]]  # single spaces
    body = next((i for i, size in enumerate(sizes) if size >= PROSE), None)
    if body is None:  # no body, or not within MAX_PREAMBLE lines: a page of short lines
        return lines
    return [line for line, size in zip(lines[:body], sizes)
            if size > MAX_META or not _meta_line(line)] + lines[body:]


def _without_header(lines: list[str]) -> list[str]:
    """``lines`` from the first date or byline line on, when the lines before it are the
    article's header (a headline, a kicker, a standfirst, a caption: at most MAX_HEADER_LINES
    lines of MAX_HEADER characters) and a body of MIN_BODY characters follows: the headline is
    the page's TITLE (``tplx meta``), the standfirst a summary of the text, neither is its
    body."""
    head = 0
    for i, line in enumerate(lines[:MAX_HEADER_LINES + 1]):
        if head > MAX_HEADER:
            break
        size = non_space_count(line)
        if size <= MAX_META and _meta_line(line):
            rest = sum(non_space_count(x) for x in lines[i + 1:])
            return lines[i:] if rest >= MIN_BODY else lines
        head += size
    return lines


# a list's heading left without its links ("推荐阅读", "Related", "READ MORE:"), wherever
_LIST_HEADING = re.compile(r"^\W*(?:推荐阅读|相关阅读|延伸阅读|相关新闻|相關新聞|関連記事|관련기사"
                           r"|read more|related(?: articles| stories| posts)?"
                           r"|more on this(?: story| topic)?|lesen sie auch|mehr zum thema"
                           r"|à lire aussi|lire aussi|leia também"
                           r"|lee también|leggi anche)\W*$", re.IGNORECASE)
_LABEL = re.compile(r"^\W*\w[\w ]{0,30}:\s*$")  # "Weiterlesen:", "Read more:" at the end
_DATE_LABEL = re.compile(r"^\W*\w[\w ]{0,20}:")  # "Published:" before the date
_LABEL_WORD = re.compile(r"[^\W\d_]{2,20}\s*:?\s*$")  # "Updated" right before a date
_SENTENCE_END = re.compile(r"[.!?。！？]\s*$")  # "Work began on 3 May 2014." is text
# the editors' credits a Chinese article ends with: "(责编：陈键、王洋)", "编辑｜陈默"; the
# source an agency's story names at its end: "Quelle: dpa", "Fuente: EFE", "Šaltinis: Delfi"
_CREDITS = re.compile(r"^\W*(?:责任编辑|责编|编辑|編輯|校对|审核|审校)\s*[｜|：:]"
                      r"\s*[^。！？]{1,30}$"
                      r"|^\W*(?:source|quelle|fuente|fonte|źródło|šaltinis|avots|allikas|zdroj"
                      r"|kilde|källa|lähde|источник)\s*:\s*[^.!?]{1,40}$", re.IGNORECASE)


# a paywall's prompt after the part of the article it shows
_PAYWALL = re.compile(r"\bsubscribers? only\b|\bsubscribe (?:now|today|to (?:continue|read))"
                      r"|\balready (?:a subscriber|have an account)"
                      r"|\bunlimited (?:digital )?access\b|\bcontinue reading\b", re.IGNORECASE)


def _trailing_meta(line: str) -> bool:
    """A line the article ends with that is no text of it: a label left without the links it
    introduced ("Weiterlesen:"), its author and date signed off ("(Jane Doe, 20.10.2023)"),
    or a paywall's prompt ("This article is available to subscribers only.")."""
    size = non_space_count(line)
    return bool(_LABEL.match(line) or _LIST_HEADING.match(line)) or (size <= MAX_META and (
        _date_line(line) and not _SENTENCE_END.search(line) or _CREDITS.match(line)
        or _PAYWALL.search(line)))


# how long the article takes to read: "2 minute read", "5 min de lecture", "Lesezeit: 3 Min."
_READING_TIME = re.compile(
    r"^\W*(?:(?:reading time|lesezeit|temps de lecture|tiempo de lectura|tempo di lettura"
    r"|leestijd)\W*)?\d+\s*(?:min|mins|minutes?|minuten|minutos|minuti)\.?"
    r"(?:\s+(?:read|reading|de lecture|lesezeit|de leitura|de lectura|di lettura|leestijd))?\W*$",
    re.IGNORECASE)


def _meta_line(line: str) -> bool:
    """A byline ("By Jane Doe"), a date line or a reading time."""
    return _BYLINE.search(line) is not None or _date_line(line) or (
        _READING_TIME.match(line) is not None)


def _date_line(line: str) -> bool:
    # inline elements written without a space between them ("7 min read" and "Jul 26, 2023",
    # an author's link and the date) are laid out apart by the page's styles
    text = _GLUED.sub(r"\1 \2", line)
    found = find_dates(text)
    if not found:
        return False
    # the word right before each date is its label ("Julkaistu 16.4. 23:15 | Päivitetty
    # 16.4. 23:15": published, updated), as "Published:" is at the line's start
    ends = [0, *(date.end for date in found)]
    rest = " ".join(_LABEL_WORD.sub("", text[lo:date.start]) for lo, date in zip(ends, found))
    rest += text[found[-1].end:]
    return non_space_count(_DATE_LABEL.sub("", rest)) <= MAX_META_REST
