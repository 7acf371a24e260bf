"""One compiled scan of a parsed page for preprocessing: the simplified tag sequence
(the tokens and depths of ``simplify.build_sequence``, whose compiled twin this is), the
link-ratio counts (``filters.link_ratio``) and the longest paragraph's characters
(``visible.longest_paragraph_chars``, which the list filter reads on link-heavy pages) at once.

Both Python paths walk the tree element by element, and lxml builds a Python proxy and a tag
string for every element they touch; that was most of the stage's cost. Here libxml2 serialises
the page in C (``etree.tostring``) and :mod:`.page_scan_kernels` reads the bytes. The result is
the same, exactly; where the scan cannot be sure of that, the Python paths fill in (cheap to
decide, rare on real pages): non-ASCII tag names or unexpected markup (both paths; only the
counts when they are in an element beside the root), a root that is not the document's (the
counts: ``link_ratio`` counts the whole document), characters libxml2 writes as ``&#xFFFD;``
in counted text (the counts: they may have been whitespace).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from lxml import etree

from ..config import SimplifyOptions
from ..model import DEPTH_BITS, tag_code
from . import scan_kernels as kernels
from .filters import LinkRatio, link_ratio
from .simplify import build_sequence, tag_rules
from .visible import NEVER_TEXT_TAGS, PHRASING_TAGS, longest_paragraph_chars

assert DEPTH_BITS == kernels.DEPTH_BITS

# Fallback reasons, as PageScan.fallback.
FALLBACK_TAG = "non-ASCII tag name"
FALLBACK_MARKUP = "unexpected markup"
FALLBACK_TEXT = "ambiguous text character"
FALLBACK_DOCUMENT = "root is not the document's"


@dataclass(frozen=True)
class PageScan:
    tokens: np.ndarray  # int64, as simplify.build_sequence
    depths: np.ndarray  # int32
    list_link_chars: int  # as filters.link_ratio
    visible_chars: int
    longest_paragraph: int  # as visible.longest_paragraph_chars
    fallback: str = ""  # why the Python paths filled in a part, "" if the scan did it all

    @property
    def link_counts(self) -> LinkRatio:
        return LinkRatio(self.list_link_chars, self.visible_chars, self.longest_paragraph)


@dataclass(frozen=True)
class _Table:
    """The kernel's tag-rule hash table."""

    slots: np.ndarray
    codes: np.ndarray
    flags: np.ndarray
    names: np.ndarray
    name_starts: np.ndarray


_SPECIAL = {**dict.fromkeys(sorted(PHRASING_TAGS), kernels.PHRASING), "body": kernels.BODY,
            **dict.fromkeys(sorted(NEVER_TEXT_TAGS), kernels.HIDDEN), "li": kernels.LI,
            "a": kernels.A}
_tables: dict[SimplifyOptions, _Table] = {}


def _table(options: SimplifyOptions) -> _Table:
    table = _tables.get(options)
    if table is None:
        rules = tag_rules(options)
        flags = dict(_SPECIAL)
        for name in rules.drop_with_content:
            flags[name] = flags.get(name, 0) | kernels.DROP
        for name in rules.transparent:
            flags[name] = flags.get(name, 0) | kernels.TRANSPARENT
        names = sorted(flags)
        encoded = [n.encode("utf-8") for n in names]
        codes = np.array([tag_code(n) for n in names], dtype=np.int64)
        size = 16
        while size < 2 * len(names):
            size *= 2
        slots = np.full(size, -1, dtype=np.int64)
        for r, code in enumerate(codes):
            h = int(code) & (size - 1)
            while slots[h] >= 0:
                h = (h + 1) & (size - 1)
            slots[h] = r
        table = _tables[options] = _Table(
            slots, codes, np.array([flags[n] for n in names], dtype=np.int64),
            np.frombuffer(b"".join(encoded) or b"\0", dtype=np.uint8).copy(),
            np.cumsum([0] + [len(e) for e in encoded], dtype=np.int64))
    return table


def scan_page(root, options: SimplifyOptions) -> PageScan:
    """Tokens, depths and link counts of a parsed page (``root``: its root element)."""
    table = _table(options)
    tokens, depths, visible, links, longest, status = _scan(root, table)
    if status in (kernels.NON_ASCII_TAG, kernels.UNEXPECTED):
        seq = build_sequence(root, options, with_texts=False)
        tokens, depths = seq.tokens, seq.depths
        counts = link_ratio(root)
        return PageScan(tokens, depths, counts.list_link_chars, counts.visible_chars,
                        longest_paragraph_chars(root), _REASONS[status])
    reason = _REASONS.get(status, "")
    if not reason:
        if root.getparent() is not None or root.getroottree().getroot() is not root:
            reason = FALLBACK_DOCUMENT
        else:  # the counts take the whole document: add what stands beside the root
            for sibling in _element_siblings(root):
                _, _, more_visible, more_links, more_longest, status = _scan(sibling, table)
                if status != kernels.OK:
                    reason = _REASONS[status]
                    break
                visible += more_visible
                links += more_links
                longest = max(longest, more_longest)
    if reason:
        counts = link_ratio(root)
        visible, links = counts.visible_chars, counts.list_link_chars
        longest = longest_paragraph_chars(root)
    return PageScan(tokens, depths, int(links), int(visible), int(longest), reason)


_REASONS = {kernels.AMBIGUOUS_TEXT: FALLBACK_TEXT, kernels.NON_ASCII_TAG: FALLBACK_TAG,
            kernels.UNEXPECTED: FALLBACK_MARKUP}


def _scan(element, t: _Table):
    data = etree.tostring(element, encoding="utf-8", with_tail=False)
    return kernels.scan_page(np.frombuffer(data, dtype=np.uint8), t.slots, t.codes, t.flags,
                             t.names, t.name_starts)


def _element_siblings(root) -> list:
    """Elements beside the document's root element: libxml2 puts markup found after </html>
    into a second <html> there (5% of news pages). Comments, PIs and the doctype are skipped."""
    return [s for s in (*root.itersiblings(preceding=True), *root.itersiblings())
            if isinstance(s.tag, str)]
