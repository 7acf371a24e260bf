"""The per-page limits (``LoadOptions``): what one page may cost before the engine gives up on
it with ``PageTooComplex`` (recorded as status ``too_complex``, the batch goes on).

A page is checked twice, each time only as far as it can be over a limit, so that a normal
page pays about 0.05 ms (measured on swde-book: the markup count below; bench/preprocess.py):

- :func:`check_markup`, before parsing: the attributes of one tag (libxml2's cost is quadratic
  in them and nothing interrupts it: 40,000 attributes take 1.2 s, 1,000,000 more than ten
  minutes), counted by one compiled pass over the bytes (``limits_kernels``), which also counts
  the start tags and comments (a page with more than twice ``max_elements`` of them is refused
  unparsed);
- :func:`check_tree`, after parsing: the elements, comments included (every stage walks them:
  200,000 comments cost a template as much as 200,000 elements), counted only when the markup
  allows more than ``max_elements`` (libxml2 adds at most one implied element per tag, and
  html/head/body; a comment needs a ``<!``, ``<?`` or ``</`` mark),
  the depth (libxml2 stops at 2,048 levels itself and ``read.parse_document`` reports it; a
  lower ``max_depth`` costs one XPath of about 0.1 ms), the characters of text (counted only
  when the page has more characters than ``max_text_chars``; scripts and styles left out).

The time limit (``page_seconds``) is enforced around a whole page by ``tplx_engine.budget``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np
from lxml import etree

from ..config import LoadOptions
from ..config_schema import PARSER_MAX_DEPTH
from ..errors import PageTooComplex
from . import limits_kernels as kernels


@dataclass(frozen=True)
class MarkupCounts:
    start_tags: int
    most_attributes: int  # of one start tag
    most_attributes_at: int  # byte offset of that tag, -1 if none
    comments: int  # marks that may become comments (<!--, <!, <?, </ and no letter): a bound


def markup_counts(data: bytes) -> MarkupCounts:
    """Start tags, the largest attribute count of one tag and the possible comments in UTF-8
    (or ASCII) markup."""
    tags, most, where, comments = kernels.markup_counts(np.frombuffer(data, dtype=np.uint8),
                                                        kernels.RAW_NAMES, kernels.RAW_STARTS,
                                                        kernels.BYTE_CLASSES)
    return MarkupCounts(int(tags), int(most), int(where), int(comments))


def too_complex(page_id: str, what: str, key: str, limit, rule: str) -> PageTooComplex:
    """The error of a page over ``load.<key>``; the reason names the limit and its key."""
    shown = f"{limit:,}" if isinstance(limit, int) else f"{limit:g}"
    return PageTooComplex(page_id, f"too complex: {what} (limit {shown}, load.{key} in the "
                                   "config)", rule, f"load.{key}")


def check_markup(data: bytes, options: LoadOptions, page_id: str) -> MarkupCounts:
    """The markup's counts; ``PageTooComplex`` if a tag has more than ``max_attributes``, or if
    the tags and comments are more than twice ``max_elements``: libxml2 makes an element of every
    start tag but a repeated html/head/body and a comment of every mark but a doctype, so such a
    page is over the limit unless half of it is of those kinds, and parsing megabytes only to
    count them is spared (an 8 MB page: 0.4 s)."""
    counts = markup_counts(data)
    if counts.most_attributes > options.max_attributes:
        line = data.count(b"\n", 0, counts.most_attributes_at) + 1
        raise too_complex(page_id, f"a tag on line {line:,} has {counts.most_attributes:,} "
                                   "attributes", "max_attributes",
                          options.max_attributes, "too-many-attributes")
    if counts.start_tags + counts.comments > 2 * options.max_elements:
        raise too_complex(page_id, f"{counts.start_tags + counts.comments:,} tags and comments "
                                   "in the markup", "max_elements", options.max_elements,
                          "too-many-elements")
    return counts


def check_tree(root, counts: MarkupCounts, text_chars: int, options: LoadOptions,
               page_id: str) -> None:
    """``PageTooComplex`` if the parsed page is over ``max_elements`` (comments included),
    ``max_depth`` or ``max_text_chars``. ``text_chars``: the length of the markup (an upper
    bound of its text)."""
    if 2 * counts.start_tags + 4 + counts.comments > options.max_elements:
        elements, comments = int(_COUNT_ELEMENTS(root)), int(_COUNT_COMMENTS(root))
        if elements + comments > options.max_elements:
            what = f"{elements:,} elements" + (f" and {comments:,} comments" if comments else "")
            raise too_complex(page_id, what, "max_elements", options.max_elements,
                              "too-many-elements")
    if (options.max_depth < PARSER_MAX_DEPTH and counts.start_tags + 4 > options.max_depth
            and _deeper_than(options.max_depth)(root)):
        raise too_complex(page_id, f"elements nested more than {options.max_depth:,} levels "
                                   "deep", "max_depth", options.max_depth, "too-deep")
    if text_chars > options.max_text_chars:
        text = sum(len(piece) for piece in _READABLE_TEXT(root))
        if text > options.max_text_chars:
            raise too_complex(page_id, f"{text:,} characters of text", "max_text_chars",
                              options.max_text_chars, "too-much-text")


_COUNT_ELEMENTS = etree.XPath("count(//*)")
_COUNT_COMMENTS = etree.XPath("count(//comment() | //processing-instruction())")
# a script or style is one text no stage reads (a page may carry megabytes of inline JSON)
_READABLE_TEXT = etree.XPath("//text()[not(parent::script or parent::style)]",
                             smart_strings=False)


@lru_cache(maxsize=8)
def _deeper_than(levels: int) -> etree.XPath:
    """True when an element lies below ``levels`` levels (``<html>`` is level 1): one child step
    per level, each element visited once."""
    return etree.XPath("boolean(" + "/*" * (levels + 1) + ")")
