"""Template-free extractors (SPEC §7, source 002 and 004): they propose labels (content, posts,
title, date, repeated records) so that an analyst confirms instead of starting from nothing.

Takes one parsed page, no template; gives its main content, forum posts, title and date, or
records like an example. Every extractor takes an lxml element (the page root), never modifies
it, and returns a frozen result holding the DOM nodes it found (for highlighting), their text,
and on failure an empty result with a ``reason``; empty, huge, deep or broken pages never raise.

The source's CEVC is ``extract_content(root, method="cevc")`` or
``tplx_engine.templatefree.cevc.cevc`` (not re-exported here: the name would hide the module).

Modules: ``flatview`` (the read-only flat view), ``stopwords``; main content: ``cevc`` (the
source), ``content`` (the default method), ``region`` (sibling blocks), ``teasers`` and
``dated`` (discounted records); dates: ``dates``, ``date_words``, ``date_values``; forum posts:
``pean``, ``post_anchors``, ``opening``, ``post_parts``, ``post_text``; ``meta`` (title, date);
``byline`` (the author);
``keytree`` (records like an example). docs/templatefree.md measures each.
"""

from .byline import BylineResult, extract_byline
from .cevc import ContentResult
from .content import extract_content
from .dates import DateMatch, find_dates, has_date, parse_date
from .keytree import RecordsResult, key_records
from .meta import DateResult, NewsResult, TitleResult, extract_news, extract_pub_date, extract_title
from .pean import Post, PostsResult, extract_posts
from .stopwords import Stopwords, choose_stopwords, load_stopwords, make_stopwords

__all__ = [
    "BylineResult",
    "ContentResult",
    "DateMatch",
    "DateResult",
    "NewsResult",
    "Post",
    "PostsResult",
    "RecordsResult",
    "Stopwords",
    "TitleResult",
    "cevc",
    "choose_stopwords",
    "extract_byline",
    "extract_content",
    "extract_news",
    "extract_posts",
    "extract_pub_date",
    "extract_title",
    "find_dates",
    "has_date",
    "key_records",
    "load_stopwords",
    "make_stopwords",
    "parse_date",
]
