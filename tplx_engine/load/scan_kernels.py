"""Compiled kernel of the page scan (numba): one pass over libxml2's XML serialisation of a
parsed page gives the simplified tag sequence, the link-ratio character counts and the
characters of the longest paragraph (``visible.longest_paragraph_chars``).

The serialisation is regular enough to read with a few rules (checked by tests/engine/
test_load_scan.py): every element is ``<name ...>...</name>`` or ``<name .../>``; attribute
values are double-quoted with ``<>&"`` escaped, and attribute names cannot hold ``>``, so the
first ``>`` ends a start tag; text has ``<>&`` and ``\\r`` escaped, everything else raw UTF-8;
comments are ``<!--...-->`` (no ``-->`` inside), processing instructions ``<?...?>``. Text
characters libxml2 cannot write (C0 controls, among them the whitespace ``\\v \\f \\x1c-\\x1f``)
come out as ``&#xFFFD;``: the scan cannot tell whether they were whitespace and says so.

Anything else (non-ASCII tag names, CDATA, unknown entities, unbalanced tags) stops the scan
with a status; the caller then takes the Python paths. Tag codes are zlib's CRC-32 of the
lower-cased name (``model.tag_code``), computed here; the rule table is an open-addressing hash
of codes whose hits are confirmed by comparing names, so a CRC collision cannot misclassify.
"""

from __future__ import annotations

import numpy as np
from numba import njit

# Kernel statuses.
OK = 0
AMBIGUOUS_TEXT = 1  # a character libxml2 replaced by U+FFFD in counted text: counts unknown
NON_ASCII_TAG = 2
UNEXPECTED = 3  # markup the rules above do not cover

# Rule flags of a tag name (bit mask; the table holds every name with a flag).
DROP = 1  # drop_with_content
TRANSPARENT = 2  # drop_tags, unwrap_tags
BODY = 4
HIDDEN = 8  # visible.NEVER_TEXT_TAGS: script, style, template
LI = 16
A = 32
PHRASING = 64  # visible.PHRASING_TAGS: their text is their block's paragraph

# Per open element (stack entries): what it changed on opening, undone on closing.
_S_TOKEN = 1
_S_DROP = 2
_S_BODY = 4
_S_HIDDEN = 8
_S_HIDDEN_IN_BODY = 16
_S_LI = 32
_S_A = 64
_S_ANCHOR_IN_BODY = 128  # an <a> inside a body: no paragraph text inside it

DEPTH_BITS = 20  # as model.DEPTH_BITS (asserted in page_scan)
MAX_DEPTH = (1 << DEPTH_BITS) - 1


def _crc_table() -> np.ndarray:
    table = np.empty(256, dtype=np.uint32)
    for n in range(256):
        c = n
        for _ in range(8):
            c = (0xEDB88320 ^ (c >> 1)) if c & 1 else c >> 1
        table[n] = c
    return table


_CRC = _crc_table()


@njit(cache=True, nogil=True, inline="always")
def _is_space(cp):
    """str.isspace of one code point."""
    if cp < 0x80:
        return (9 <= cp <= 13) or (0x1C <= cp <= 0x20)
    return (cp == 0x85 or cp == 0xA0 or cp == 0x1680 or 0x2000 <= cp <= 0x200A
            or cp == 0x2028 or cp == 0x2029 or cp == 0x202F or cp == 0x205F or cp == 0x3000)


@njit(cache=True, nogil=True, inline="always")
def _lookup(buf, start, stop, code, slots, codes, flags, names, name_starts):
    """Rule flags of the tag name ``buf[start:stop]`` (lower-cased on the fly), 0 if none."""
    mask = slots.shape[0] - 1
    h = code & mask
    while slots[h] >= 0:
        r = slots[h]
        if codes[r] == code and name_starts[r + 1] - name_starts[r] == stop - start:
            same = True
            for k in range(stop - start):
                b = buf[start + k]
                if 65 <= b <= 90:
                    b += 32
                if b != names[name_starts[r] + k]:
                    same = False
                    break
            if same:
                return flags[r]
        h = (h + 1) & mask
    return 0


@njit(cache=True, nogil=True, inline="always")
def _count_text(buf, i, n):
    """(non-whitespace characters of the text starting at ``i``, where it ends, ambiguous?)."""
    count = 0
    ambiguous = False
    while i < n:
        b = buf[i]
        if b == 60:  # '<'
            break
        if b < 0x80:
            if b == 38:  # '&': an entity is one character
                j = i + 1
                while j < n and buf[j] != 59 and j - i < 12:  # ';'
                    j += 1
                if j >= n or buf[j] != 59:
                    return count, i, ambiguous, False
                cp = -1
                if buf[i + 1] == 35:  # '#'
                    cp = 0
                    if buf[i + 2] == 120 or buf[i + 2] == 88:  # 'x'
                        for k in range(i + 3, j):
                            d = buf[k]
                            if 48 <= d <= 57:
                                cp = cp * 16 + d - 48
                            elif 97 <= d <= 102:
                                cp = cp * 16 + d - 87
                            elif 65 <= d <= 70:
                                cp = cp * 16 + d - 55
                            else:
                                return count, i, ambiguous, False
                    else:
                        for k in range(i + 2, j):
                            d = buf[k]
                            if 48 <= d <= 57:
                                cp = cp * 10 + d - 48
                            else:
                                return count, i, ambiguous, False
                    if cp == 0xFFFD:
                        ambiguous = True
                    elif not _is_space(cp):
                        count += 1
                else:  # only the escapes libxml2 writes
                    m = j - i - 1
                    c1 = buf[i + 1]
                    if ((m == 2 and (c1 == 108 or c1 == 103) and buf[i + 2] == 116)  # lt gt
                            or (m == 3 and c1 == 97 and buf[i + 2] == 109 and buf[i + 3] == 112)
                            or (m == 4 and c1 == 113 and buf[i + 2] == 117)):  # quot
                        count += 1
                    else:
                        return count, i, ambiguous, False
                i = j + 1
                continue
            if not _is_space(b):
                count += 1
            i += 1
        elif b >= 0xC0:  # lead byte of a character; only 2- and 3-byte ones can be spaces
            if b == 0xC2 and i + 1 < n:
                if not _is_space(np.int64(buf[i + 1])):
                    count += 1
                i += 2
            elif (b == 0xE1 or b == 0xE2 or b == 0xE3) and i + 2 < n:
                cp = ((b & 0x0F) << 12) | ((buf[i + 1] & 0x3F) << 6) | (buf[i + 2] & 0x3F)
                if not _is_space(cp):
                    count += 1
                i += 3
            else:
                count += 1
                i += 1
        else:  # continuation byte
            i += 1
    return count, i, ambiguous, True


@njit(cache=True, nogil=True)
def scan_page(buf, slots, codes, flags, names, name_starts):
    """Scan one serialised page.

    Returns (tokens int64, depths int32, visible chars, list-link chars, longest paragraph's
    chars, status): tokens and depths as ``simplify.build_sequence``, the counts as
    ``filters.link_ratio`` and ``visible.longest_paragraph_chars``. With a status other than OK
    or AMBIGUOUS_TEXT nothing but the status is meaningful; with AMBIGUOUS_TEXT the counts are
    not.
    """
    n = buf.shape[0]
    tokens = np.empty(n // 4 + 1, dtype=np.int64)  # an element takes 4 bytes or more: <a/>
    depths = np.empty(n // 4 + 1, dtype=np.int32)
    stack = np.empty(n // 4 + 1, dtype=np.uint8)
    # per open element: the stack level of the block its text goes to (its own for a block,
    # its parent's block for inline elements; -1 outside bodies), and a block's characters
    blocks = np.empty(n // 4 + 1, dtype=np.int64)
    paragraph = np.empty(n // 4 + 1, dtype=np.int64)
    longest = 0
    anchors_in_body = 0  # open <a> inside a body: their text is no paragraph's
    top = 0
    n_tokens = 0
    depth = 0  # simplified depth of the next token
    dropped = 0  # open drop_with_content elements
    bodies = 0
    hidden = 0  # open never-text elements anywhere (list-link text)
    hidden_in_body = 0  # ... opened inside a body (visible text: counted per outermost body)
    lis = 0  # open <li> opened inside a body
    links = 0  # open <a> opened inside such an <li>
    visible_chars = 0
    link_chars = 0
    status = OK
    i = 0
    while i < n:
        b = buf[i]
        if b != 60:  # text up to the next '<'
            visible = bodies > 0 and hidden_in_body == 0
            linked = links > 0 and hidden == 0
            if visible or linked:
                count, i, ambiguous, ok = _count_text(buf, i, n)
                if not ok:
                    return tokens[:0], depths[:0], 0, 0, 0, UNEXPECTED
                if ambiguous:
                    status = AMBIGUOUS_TEXT
                if visible:
                    visible_chars += count
                    if anchors_in_body == 0 and top > 0 and blocks[top - 1] >= 0:
                        paragraph[blocks[top - 1]] += count
                if linked:
                    link_chars += count
            else:
                while i < n and buf[i] != 60:
                    i += 1
            continue
        if i + 1 >= n:
            return tokens[:0], depths[:0], 0, 0, 0, UNEXPECTED
        c = buf[i + 1]
        if c == 47:  # '/': end tag, names are balanced by construction
            j = i + 2
            while j < n and buf[j] != 62:
                j += 1
            if j >= n or top == 0:
                return tokens[:0], depths[:0], 0, 0, 0, UNEXPECTED
            top -= 1
            s = np.int64(stack[top])
            if blocks[top] == top and paragraph[top] > longest:  # a block's paragraph ends
                longest = paragraph[top]
            closing = True
            i = j + 1
        elif c == 33:  # '!': only comments
            if i + 3 >= n or buf[i + 2] != 45 or buf[i + 3] != 45:
                return tokens[:0], depths[:0], 0, 0, 0, UNEXPECTED
            j = i + 4
            while j + 2 < n and not (buf[j] == 45 and buf[j + 1] == 45 and buf[j + 2] == 62):
                j += 1
            if j + 2 >= n:
                return tokens[:0], depths[:0], 0, 0, 0, UNEXPECTED
            i = j + 3
            continue
        elif c == 63:  # '?': processing instruction
            j = i + 2
            while j + 1 < n and not (buf[j] == 63 and buf[j + 1] == 62):
                j += 1
            if j + 1 >= n:
                return tokens[:0], depths[:0], 0, 0, 0, UNEXPECTED
            i = j + 2
            continue
        else:  # start tag: name, then up to the first '>'
            start = i + 1
            j = start
            crc = np.uint32(0xFFFFFFFF)
            while j < n:
                d = buf[j]
                if d == 32 or d == 47 or d == 62:  # ' ' '/' '>'
                    break
                if d >= 0x80:
                    return tokens[:0], depths[:0], 0, 0, 0, NON_ASCII_TAG
                if d < 32:
                    return tokens[:0], depths[:0], 0, 0, 0, UNEXPECTED
                if 65 <= d <= 90:
                    d += 32
                crc = _CRC[(crc ^ d) & 0xFF] ^ (crc >> np.uint32(8))
                j += 1
            stop = j
            if stop == start:
                return tokens[:0], depths[:0], 0, 0, 0, UNEXPECTED
            while j < n and buf[j] != 62:
                j += 1
            if j >= n:
                return tokens[:0], depths[:0], 0, 0, 0, UNEXPECTED
            code = np.int64((crc ^ np.uint32(0xFFFFFFFF)) & np.uint32(0x7FFFFFFF))
            rule = _lookup(buf, start, stop, code, slots, codes, flags, names, name_starts)
            s = np.int64(0)
            if dropped > 0:
                pass  # inside dropped content: no token
            elif rule & DROP:
                s |= _S_DROP
                dropped += 1
            elif not rule & TRANSPARENT:
                tokens[n_tokens] = (code << DEPTH_BITS) | min(depth, MAX_DEPTH)
                depths[n_tokens] = depth
                n_tokens += 1
                depth += 1
                s |= _S_TOKEN
            if rule & BODY:
                s |= _S_BODY
                bodies += 1
            if rule & HIDDEN:
                s |= _S_HIDDEN
                hidden += 1
                if bodies > 0:
                    s |= _S_HIDDEN_IN_BODY
                    hidden_in_body += 1
            if rule & LI and bodies > 0:
                s |= _S_LI
                lis += 1
            if rule & A and lis > 0:
                s |= _S_A
                links += 1
            if rule & A and bodies > 0:
                s |= _S_ANCHOR_IN_BODY
                anchors_in_body += 1
            closing = buf[j - 1] == 47  # '<name .../>' opens and closes
            if not closing:
                stack[top] = s
                outer = blocks[top - 1] if top > 0 else -1
                if bodies == 0:
                    blocks[top] = -1
                elif outer >= 0 and rule & PHRASING:
                    blocks[top] = outer  # inline: its text is its block's
                else:  # a block (the body too): a paragraph of its own
                    blocks[top] = top
                    paragraph[top] = 0
                top += 1
            i = j + 1
        if closing:
            if s & _S_TOKEN:
                depth -= 1
            if s & _S_DROP:
                dropped -= 1
            if s & _S_BODY:
                bodies -= 1
            if s & _S_HIDDEN:
                hidden -= 1
            if s & _S_HIDDEN_IN_BODY:
                hidden_in_body -= 1
            if s & _S_LI:
                lis -= 1
            if s & _S_A:
                links -= 1
            if s & _S_ANCHOR_IN_BODY:
                anchors_in_body -= 1
    if top != 0:
        return tokens[:0], depths[:0], 0, 0, 0, UNEXPECTED
    return (tokens[:n_tokens].copy(), depths[:n_tokens].copy(), visible_chars, link_chars,
            longest, status)
