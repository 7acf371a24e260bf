"""Compiled kernel of the page limits (numba): one pass over a page's markup, before libxml2
parses it, counts its start tags, the attributes of its most attributed tag and the marks that
may become comments.

libxml2 builds an element's attributes as a linked list it walks to the end for every new
attribute: one tag with 40,000 attributes takes 1.2 s to parse, 1,000,000 more than ten
minutes, and nothing can interrupt the parser. So the attribute count has to be known before
parsing, from the bytes. The rules are HTML5's tokenizer (which libxml2 2.14 follows) reduced
to what counting needs:

- a tag opens with ``<`` and an ASCII letter (``</`` and a letter for an end tag); its name
  runs to whitespace, ``/`` or ``>``;
- an attribute name starts at any character other than whitespace, ``/`` and ``>`` met
  between attributes (so ``a="1"b="2"`` is two), ends at whitespace, ``/``, ``=`` or ``>``;
  a value is double-quoted, single-quoted (``>`` and ``<`` inside are data) or runs to
  whitespace or ``>``; the tag ends at the first ``>`` outside a value;
- comments (``<!--`` to ``-->``), ``<!...>`` and ``<?...>`` hold no tags; each of them, and
  ``</`` before a non-letter, is counted as a possible comment node (the tokenizer makes the
  last three bogus comments; a doctype is counted too: an upper bound is all that is needed);
- the content of raw-text elements (script, style, textarea, title, xmp, iframe, noembed,
  noframes) holds no tags up to its end tag; after ``<plaintext>`` nothing is a tag.

Attributes of end tags are tokenized but not counted (libxml2 drops them). The byte values
used are ASCII, so UTF-8 text needs no decoding.
"""

from __future__ import annotations

import numpy as np
from numba import njit

_LT, _GT, _SLASH, _BANG, _QUESTION, _EQ, _DQ, _SQ, _DASH = 60, 62, 47, 33, 63, 61, 34, 39, 45

# Raw-text element names, lower case, as one byte string with offsets; plaintext is last.
_RAW_NAMES = (b"script", b"style", b"textarea", b"title", b"xmp", b"iframe", b"noembed",
              b"noframes", b"plaintext")
RAW_NAMES = np.frombuffer(b"".join(_RAW_NAMES), dtype=np.uint8).copy()
RAW_STARTS = np.cumsum([0] + [len(n) for n in _RAW_NAMES]).astype(np.int64)


@njit(cache=True, nogil=True, inline="always")
def _is_space(b):
    return b == 32 or b == 9 or b == 10 or b == 12 or b == 13


@njit(cache=True, nogil=True, inline="always")
def _lower(b):
    return b + 32 if 65 <= b <= 90 else b


@njit(cache=True, nogil=True, inline="always")
def _is_letter(b):
    return 65 <= b <= 90 or 97 <= b <= 122


@njit(cache=True, nogil=True, inline="always")
def _same_name(buf, start, stop, names, first, last):
    if stop - start != last - first:
        return False
    for k in range(stop - start):
        if _lower(buf[start + k]) != names[first + k]:
            return False
    return True


@njit(cache=True, nogil=True, inline="always")
def _find(buf, i, n, a, b, c):
    """Index of the first ``abc`` at or after ``i`` (``n`` if none)."""
    while i + 2 < n:
        if buf[i] == a and buf[i + 1] == b and buf[i + 2] == c:
            return i
        i += 1
    return n


@njit(cache=True, nogil=True, inline="always")
def _find_byte(buf, i, n, a):
    while i < n and buf[i] != a:
        i += 1
    return i


# Byte classes of the tag loop, ordered so that each stop rule is one comparison: a tag name
# runs to a class >= SPACE, an attribute name to a class >= EQ; one table lookup per byte
# instead of up to seven comparisons (half the bytes of a real page are in tags): 0.044 ms
# against 0.061 on a cleaneval page, same counts on 2,901 real pages and 200,000 random ones.
_OTHER, _EQ_CLASS, _SPACE_CLASS, _SLASH_CLASS, _GT_CLASS = 0, 1, 2, 3, 4
BYTE_CLASSES = np.zeros(256, dtype=np.uint8)
BYTE_CLASSES[[32, 9, 10, 12, 13]] = _SPACE_CLASS
BYTE_CLASSES[_EQ], BYTE_CLASSES[_SLASH], BYTE_CLASSES[_GT] = _EQ_CLASS, _SLASH_CLASS, _GT_CLASS


@njit(cache=True, nogil=True)
def markup_counts(buf, raw_names, raw_starts, classes):
    """(start tags, attributes of the most attributed start tag, where that tag starts,
    possible comments) of the markup ``buf``; ``classes`` is ``BYTE_CLASSES``."""
    n = buf.shape[0]
    tags = 0
    comments = 0
    most = 0
    where = -1
    i = 0
    n_raw = raw_starts.shape[0] - 1
    while i < n:
        while i < n and buf[i] != _LT:  # text
            i += 1
        if i + 1 >= n:
            break
        d = buf[i + 1]
        if d == _BANG or d == _QUESTION:
            comments += 1
        if d == _BANG:
            if i + 3 < n and buf[i + 2] == _DASH and buf[i + 3] == _DASH:
                i = _find(buf, i + 2, n, _DASH, _DASH, _GT) + 3
            else:
                i = _find_byte(buf, i + 2, n, _GT) + 1
            continue
        if d == _QUESTION:
            i = _find_byte(buf, i + 2, n, _GT) + 1
            continue
        i_start = i
        end_tag = d == _SLASH
        j = i + 2 if end_tag else i + 1
        if j >= n or not _is_letter(buf[j]):
            if end_tag:
                comments += 1
            i += 1
            continue
        name_start = j
        while j < n and classes[buf[j]] < _SPACE_CLASS:
            j += 1
        name_stop = j
        # attributes, to the '>' that ends the tag
        count = 0
        in_name = False  # inside an attribute name, or after one, before '=' or the next
        while j < n:
            c = classes[buf[j]]
            if c == _GT_CLASS:
                break
            if c == _SPACE_CLASS:
                j += 1
                continue
            if c == _SLASH_CLASS:
                in_name = False
                j += 1
                continue
            if c == _EQ_CLASS and in_name:
                j += 1
                while j < n and classes[buf[j]] == _SPACE_CLASS:
                    j += 1
                if j < n and (buf[j] == _DQ or buf[j] == _SQ):
                    j = _find_byte(buf, j + 1, n, buf[j]) + 1
                else:
                    while j < n and classes[buf[j]] != _SPACE_CLASS and buf[j] != _GT:
                        j += 1
                in_name = False
                continue
            # a new attribute name starts here (its first character may be '=')
            count += 1
            in_name = True
            j += 1
            while j < n and classes[buf[j]] == _OTHER:
                j += 1
        i = j + 1
        if end_tag:
            continue
        tags += 1
        if count > most:
            most = count
            where = i_start
        for r in range(n_raw):
            if _same_name(buf, name_start, name_stop, raw_names, raw_starts[r], raw_starts[r + 1]):
                if r == n_raw - 1:  # plaintext: the rest of the page is text
                    return tags, most, where, comments
                # the content runs to the first "</name" (any case) followed by a delimiter
                size = name_stop - name_start
                k = i
                while k < n:
                    k = _find_byte(buf, k, n, _LT)
                    if (k + 1 < n and buf[k + 1] == _SLASH and k + 2 + size <= n
                            and _same_name(buf, k + 2, k + 2 + size, raw_names, raw_starts[r],
                                           raw_starts[r + 1])
                            and (k + 2 + size == n or _is_space(buf[k + 2 + size])
                                 or buf[k + 2 + size] == _SLASH or buf[k + 2 + size] == _GT)):
                        break
                    k += 1
                i = k
                break
    return tags, most, where, comments
