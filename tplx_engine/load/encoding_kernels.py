"""Compiled kernel of the charset detection (numba): the text of a page's bytes without its
markup, which is what the detector weighs (non-ASCII bytes in attributes, scripts and styles
say nothing of the text's encoding).

It reads markup as ``re.sub(rb"(?is)<(script|style)\\b.*?</\\1\\s*>|<!--.*?-->|<[^>]*>", b" ")``
followed by ``re.sub(rb"\\s+", b" ")`` does, to the byte (the tests compare the two), in one
pass: the regular expressions took 16 ms a megabyte, more than libxml2 takes to parse the page.
"""

from __future__ import annotations

import numpy as np
from numba import njit

_LT, _GT, _SLASH, _BANG, _DASH, _SPACE = 60, 62, 47, 33, 45, 32
_SCRIPT = np.frombuffer(b"script", dtype=np.uint8).copy()
_STYLE = np.frombuffer(b"style", dtype=np.uint8).copy()


@njit(cache=True, nogil=True, inline="always")
def _is_space(b):  # bytes regex \s: [ \t\n\r\f\v]
    return b == 32 or 9 <= b <= 13


@njit(cache=True, nogil=True, inline="always")
def _is_word(b):  # bytes regex \w: [A-Za-z0-9_]
    return 48 <= b <= 57 or 65 <= b <= 90 or 97 <= b <= 122 or b == 95


@njit(cache=True, nogil=True, inline="always")
def _names_at(buf, i, n, name):
    """True when ``buf[i:]`` starts with ``name`` (lower case), in any case."""
    size = name.shape[0]
    if i + size > n:
        return False
    for k in range(size):
        b = buf[i + k]
        if 65 <= b <= 90:
            b += 32
        if b != name[k]:
            return False
    return True


@njit(cache=True, nogil=True, inline="always")
def _raw_text_end(buf, i, n, name):
    """The index after the first ``</name\\s*>`` at or after ``i`` (-1 if none)."""
    size = name.shape[0]
    while i < n:
        if buf[i] == _LT and i + 1 < n and buf[i + 1] == _SLASH and _names_at(buf, i + 2, n,
                                                                              name):
            j = i + 2 + size
            while j < n and _is_space(buf[j]):
                j += 1
            if j < n and buf[j] == _GT:
                return j + 1
        i += 1
    return -1


@njit(cache=True, nogil=True, inline="always")
def _find_gt(buf, i, n):
    while i < n:
        if buf[i] == _GT:
            return i
        i += 1
    return -1


@njit(cache=True, nogil=True)
def _markup_end(buf, i, n):
    """Where the markup that starts with the ``<`` at ``i`` ends (-1: the ``<`` is text)."""
    for name in (_SCRIPT, _STYLE):
        if _names_at(buf, i + 1, n, name):
            after = i + 1 + name.shape[0]
            if after == n or not _is_word(buf[after]):
                end = _raw_text_end(buf, after, n, name)
                if end >= 0:
                    return end
    if i + 3 < n and buf[i + 1] == _BANG and buf[i + 2] == _DASH and buf[i + 3] == _DASH:
        j = i + 4
        while j + 2 < n:
            if buf[j] == _DASH and buf[j + 1] == _DASH and buf[j + 2] == _GT:
                return j + 3
            j += 1
    gt = _find_gt(buf, i + 1, n)
    return gt + 1 if gt >= 0 else -1


@njit(cache=True, nogil=True)
def text_without_markup(buf, limit):
    """The bytes of ``buf`` outside tags, comments, scripts and styles, each of those and each
    run of whitespace made one space; at most ``limit`` bytes."""
    n = buf.shape[0]
    out = np.empty(min(n, limit), dtype=np.uint8)
    size = 0
    last_space = False
    i = 0
    while i < n and size < limit:
        b = buf[i]
        if b == _LT:
            end = _markup_end(buf, i, n)
            if end >= 0:
                if not last_space:
                    out[size] = _SPACE
                    size += 1
                    last_space = True
                i = end
                continue
        if _is_space(b):
            if not last_space:
                out[size] = _SPACE
                size += 1
                last_space = True
        else:
            out[size] = b
            size += 1
            last_space = False
        i += 1
    return out[:size]


@njit(cache=True, nogil=True)
def has_high_pair(buf):
    """True when two non-ASCII bytes follow each other (as a multi-byte CJK text's do)."""
    high = False
    for i in range(buf.shape[0]):
        if buf[i] >= 128:
            if high:
                return True
            high = True
        else:
            high = False
    return False


@njit(cache=True, nogil=True)
def high_byte_counts(buf):
    """(non-ASCII bytes, those of them that follow another one, bytes cp1252 leaves undefined:
    0x81, 0x8D, 0x8F, 0x90, 0x9D) in one pass."""
    non_ascii = 0
    pairs = 0
    undefined = 0
    high = False
    for i in range(buf.shape[0]):
        b = buf[i]
        if b >= 128:
            non_ascii += 1
            if high:
                pairs += 1
            high = True
            if b == 0x81 or b == 0x8D or b == 0x8F or b == 0x90 or b == 0x9D:
                undefined += 1
        else:
            high = False
    return non_ascii, pairs, undefined
