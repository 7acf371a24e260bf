"""Page features for FPC, the fast incremental clustering (SPEC §4 second half; source 003 §3.1-3.2).

A page is represented by nine features (003 definition 4):

0. ``layers`` - the DOM layered vector (003 definition 1): level i is the frequency distribution
   of tag names at depth i. Stored as raw counts per (level, tag code); the clustering normalises.
1-8. set features, each a set of stable 61-bit string hashes:
   ``links`` (href of ``a``/``area``), ``css_files`` (file name of stylesheet links and
   ``@import``), ``js_files`` (file name of ``script src``), ``js_functions`` (names defined in
   inline scripts), ``anchor_texts``, ``short_texts``, ``images`` (file name of ``img src``),
   ``tag_attributes`` (``tag.class=value`` / ``tag.id=value``).

Where this departs from the source (which gives no extraction details):

- With a :class:`MergedSequence` the layered vector is counted over the simplified, repeat-merged
  token sequence (depths of the simplified tree, a repeated record counted once) instead of the raw
  DOM: it is free (numpy over the tokens) and repeat counts no longer move the distributions.
  Without it the raw DOM is walked. Features of one project must all come from the same source;
  ``layers_from`` records which, and the clustering refuses to mix them.
- Levels deeper than :data:`MAX_LEVELS` are ignored.
- Anchor texts are the whitespace-normalised text *nodes* inside ``<a>`` (an anchor
  ``<a><span>Next</span> page</a>`` gives "Next" and "page"): one XPath query instead of a Python
  call per anchor, and equally stable across pages of one template.
- Short texts (open): whitespace-normalised text nodes outside script/style of 1 to
  :data:`SHORT_TEXT_MAX` characters (labels, buttons, box headings; long texts are content).
- Tag-attribute values (open): ``class`` and ``id`` only; runs of digits are replaced by ``0`` so
  that ``div.id=post_123`` and ``div.id=post_456`` are one template element.
- File names are the last path segment without query or fragment.
- Runs of ASCII digits are replaced by ``0`` in links and image names too (session and item ids).
- Hashes are 61-bit, stable across processes and machines (they are stored in the project):
  :func:`hash_strings`, one numpy pass for all strings of a page.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

import numpy as np
from lxml import etree

from ...model import DEPTH_BITS, MAX_DEPTH, MergedSequence, tag_code

SET_FEATURES = ("links", "css_files", "js_files", "js_functions", "anchor_texts", "short_texts",
                "images", "tag_attributes")
FEATURE_NAMES = ("layers",) + SET_FEATURES
SHORT_TEXT_MAX = 32
MAX_LEVELS = 64

_HREFS = etree.XPath("//a/@href", smart_strings=False)
_ANCHOR_TEXTS = etree.XPath("//a//text()", smart_strings=False)
_TEXTS = etree.XPath("//text()", smart_strings=False)
_CLASS_IDS = etree.XPath("//@class|//@id")  # smart strings: attrname and getparent() are needed

_NAME_AFTER_FUNCTION = re.compile(r"\s+([A-Za-z_$][\w$]*)\s*\(")  # function name(
_CSS_IMPORT = re.compile(r"""@import\s+(?:url\(\s*)?['"]?([^'")\s;]+)""")
_DIGITS = re.compile(r"[0-9]+")


def hash_strings(values: list[str]) -> np.ndarray:
    """Stable 61-bit hashes (uint64) of many strings at once.

    A polynomial hash of the UTF-8 bytes modulo 2**64 (prefix sums over the joined bytes: one
    pass of numpy for the whole list instead of a Python call per string), finished by the
    splitmix64 mixer with the length. The top 3 bits are left free: packed batches put the
    feature index there.
    """
    n = len(values)
    if n == 0:
        return np.zeros(0, np.uint64)
    data = np.frombuffer("\x00".join(values).encode("utf-8", "surrogatepass"), np.uint8)
    ends = np.flatnonzero(data == 0)
    if ends.shape[0] == n - 1:  # NUL separates the values
        starts = np.concatenate([[0], ends + 1])
        ends = np.concatenate([ends, [data.shape[0]]])
    else:  # a value holds NUL itself: find the boundaries from the encoded lengths
        parts = [v.encode("utf-8", "surrogatepass") for v in values]
        data = np.frombuffer(b"".join(parts), np.uint8)
        ends = np.cumsum([len(p) for p in parts])
        starts = ends - [len(p) for p in parts]
    powers, inverse_powers = _powers(data.shape[0] + 1)
    prefix = np.zeros(data.shape[0] + 1, np.uint64)
    np.cumsum(data * powers[:-1], out=prefix[1:])
    h = (prefix[ends] - prefix[starts]) * inverse_powers[starts]
    h ^= (ends - starts).astype(np.uint64) * np.uint64(0x9E3779B97F4A7C15)
    return _mix64(h) & _HASH_MASK


def feature_hash(value: str) -> int:
    """The stable hash of one set-feature element (as :func:`hash_strings`)."""
    return int(hash_strings([value])[0])


_HASH_MASK = np.uint64((1 << 61) - 1)
_POLY = 0xD6E8FEB86659FD93  # odd, so invertible modulo 2**64
_POLY_INV = pow(_POLY, -1, 1 << 64)
_power_cache: list[np.ndarray] = [np.ones(1, np.uint64), np.ones(1, np.uint64)]


def _powers(n: int) -> tuple[np.ndarray, np.ndarray]:
    """POLY**j and POLY**-j modulo 2**64 for j < n (grown by doubling, kept)."""
    if _power_cache[0].shape[0] < n:
        size = max(n, 2 * _power_cache[0].shape[0], 1 << 16)
        for i, base in enumerate((_POLY, _POLY_INV)):
            p = np.full(size, base, np.uint64)
            p[0] = 1
            _power_cache[i] = np.cumprod(p, dtype=np.uint64)
    return _power_cache[0][:n], _power_cache[1][:n]


def _mix64(x: np.ndarray) -> np.ndarray:
    x = x ^ (x >> np.uint64(30))
    x = x * np.uint64(0xBF58476D1CE4E5B9)
    x = x ^ (x >> np.uint64(27))
    x = x * np.uint64(0x94D049BB133111EB)
    return x ^ (x >> np.uint64(31))


def js_function_names(code: str) -> list[str]:
    """Names defined by ``function name(``, ``name = function`` and ``name: function``.

    Scans for the literal ``function`` and looks around it: a regex alternation that can start
    anywhere was 20x slower on real scripts.
    """
    names = []
    i = code.find("function")
    while i >= 0:
        end = i + 8
        if end < len(code) and (code[end].isalnum() or code[end] in "_$"):
            i = code.find("function", end)  # 'functionality', not the keyword
            continue
        declared = _NAME_AFTER_FUNCTION.match(code, end)
        if declared:
            names.append(declared.group(1))
        else:
            j = i
            while j > 0 and code[j - 1].isspace():
                j -= 1
            if j > 0 and code[j - 1] in "=:" and (j < 2 or code[j - 2] not in "=!<>"):
                j -= 1
                while j > 0 and code[j - 1].isspace():
                    j -= 1
                k = j
                while k > 0 and (code[k - 1].isalnum() or code[k - 1] in "_$."):
                    k -= 1
                name = code[k:j]
                if name and not name[0].isdigit() and name[0] != ".":
                    names.append(name)
        i = code.find("function", end)
    return names


def file_name(url: str) -> str:
    """Last path segment of a URL without query and fragment ('' for a bare directory)."""
    path = url.split("#", 1)[0].split("?", 1)[0].strip()
    return path.rstrip("/").rsplit("/", 1)[-1]


@dataclass(frozen=True, eq=False)
class PageFeatures:
    """The nine FPC features of one page (see the module docstring). Picklable and compact.

    Level i of the layered vector is ``level_tags[level_ptr[i]:level_ptr[i+1]]`` (tag codes of
    :func:`tplx_engine.model.tag_code`, ascending) with ``level_counts`` alongside. Set feature f
    (index into :data:`SET_FEATURES`) is ``set_hashes[set_ptr[f]:set_ptr[f+1]]``, ascending.
    """

    level_ptr: np.ndarray  # int32, n_levels + 1
    level_tags: np.ndarray  # int32
    level_counts: np.ndarray  # int32
    set_ptr: np.ndarray  # int32, len(SET_FEATURES) + 1
    set_hashes: np.ndarray  # uint64
    layers_from: str  # 'dom' or 'merged'

    def to_arrays(self) -> dict[str, np.ndarray]:
        """The features as named arrays (how the project stores them)."""
        return {"level_ptr": self.level_ptr, "level_tags": self.level_tags,
                "level_counts": self.level_counts, "set_ptr": self.set_ptr,
                "set_hashes": self.set_hashes,
                "layers_from_merged": np.array(int(self.layers_from == "merged"), dtype=np.uint8)}

    @staticmethod
    def from_arrays(a: dict[str, np.ndarray]) -> PageFeatures:
        def typed(name: str, dtype) -> np.ndarray:
            return a[name].astype(dtype, copy=False)  # the stored arrays, not a second copy

        return PageFeatures(typed("level_ptr", np.int32), typed("level_tags", np.int32),
                            typed("level_counts", np.int32), typed("set_ptr", np.int32),
                            typed("set_hashes", np.uint64),
                            "merged" if int(a["layers_from_merged"]) else "dom")

    @property
    def n_levels(self) -> int:
        return int(self.level_ptr.shape[0]) - 1

    def level(self, i: int) -> dict[int, int]:
        """Level i as {tag code: count}; empty beyond the deepest level."""
        if not 0 <= i < self.n_levels:
            return {}
        lo, hi = int(self.level_ptr[i]), int(self.level_ptr[i + 1])
        return dict(zip(self.level_tags[lo:hi].tolist(), self.level_counts[lo:hi].tolist()))

    def hashes(self, name: str) -> np.ndarray:
        f = SET_FEATURES.index(name)
        return self.set_hashes[self.set_ptr[f] : self.set_ptr[f + 1]]

    def contains(self, name: str, value: str) -> bool:
        """Whether set feature ``name`` holds ``value`` (as the extractor normalised it)."""
        h = np.uint64(feature_hash(value))
        arr = self.hashes(name)
        i = int(np.searchsorted(arr, h))
        return i < arr.shape[0] and arr[i] == h

    def set_sizes(self) -> np.ndarray:
        return np.diff(self.set_ptr)


def page_features(root, merged: MergedSequence | None = None,
                  short_text_max: int = SHORT_TEXT_MAX) -> PageFeatures:
    """The nine FPC features of a parsed page (an lxml element or tree; see module docstring)."""
    if isinstance(root, etree._ElementTree):
        root = root.getroot()
    if merged is not None:
        level_ptr, level_tags, level_counts = _layers_from_tokens(merged.tokens)
        layers_from = "merged"
    else:
        level_ptr, level_tags, level_counts = _layers_from_dom(root)
        layers_from = "dom"
    set_ptr, set_hashes = _pack_sets(_set_feature_strings(root, short_text_max))
    return PageFeatures(level_ptr, level_tags, level_counts, set_ptr, set_hashes, layers_from)


def _layers_from_tokens(tokens: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    tokens = np.asarray(tokens, dtype=np.int64)
    depth = tokens & MAX_DEPTH
    tokens = tokens[depth < MAX_LEVELS]
    # token = tag_code << DEPTH_BITS | depth; (depth, tag) order is what the levels need
    codes = tokens >> DEPTH_BITS
    keys = ((tokens & MAX_DEPTH) << 31) | codes
    keys, counts = np.unique(keys, return_counts=True)
    depths = keys >> 31
    n_levels = int(depths[-1]) + 1 if keys.shape[0] else 0
    level_ptr = np.searchsorted(depths, np.arange(n_levels + 1)).astype(np.int32)
    return level_ptr, (keys & 0x7FFFFFFF).astype(np.int32), counts.astype(np.int32)


def _layers_from_dom(root) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    level = [root]
    ptr = [0]
    tags: list[int] = []
    counts: list[int] = []
    while level and len(ptr) <= MAX_LEVELS:
        per_tag = Counter([e.tag for e in level])
        coded = sorted((tag_code(t), n) for t, n in per_tag.items() if isinstance(t, str))
        tags.extend(c for c, _ in coded)
        counts.extend(n for _, n in coded)
        ptr.append(len(tags))
        level = [c for e in level for c in e if isinstance(c.tag, str)]
    # a level can be empty only at the end (a comment-only last level): trim it
    while len(ptr) > 1 and ptr[-1] == ptr[-2]:
        ptr.pop()
    return (np.array(ptr, dtype=np.int32), np.array(tags, dtype=np.int32),
            np.array(counts, dtype=np.int32))


def _normalised(values: list[str], digits: bool = False) -> list[str]:
    """Whitespace runs -> one space, ends stripped; with ``digits``, runs of ASCII digits -> 0."""
    out = [" ".join(v.split()) for v in values]
    return _collapse_digits(out) if digits and out else out


def _collapse_digits(values: list[str]) -> list[str]:
    # numpy over the joined UTF-8 bytes: a Python regex call per value cost ~1 us each, as
    # much as the XPath walk that found them
    data = np.frombuffer("\x00".join(values).encode("utf-8", "surrogatepass"), np.uint8)
    digit = (data >= 48) & (data <= 57)
    keep = ~(digit & np.concatenate([[False], digit[:-1]]))
    text = np.where(digit, 48, data)[keep].astype(np.uint8).tobytes()
    out = text.decode("utf-8", "surrogatepass").split("\x00")
    return out if len(out) == len(values) else [_DIGITS.sub("0", v) for v in values]


def _set_feature_strings(root, short_text_max: int) -> list[list[str]]:
    # Each XPath / iter call is one walk of the tree in C; string results create no Python
    # element proxies (with lxml.html a proxy costs a Python class lookup), so the walks are
    # few and the queries return strings wherever possible.
    hrefs = _HREFS(root)
    css_files, js_files, js_functions, images = [], [], [], []
    code_texts = set()  # text of script/style elements: not page text
    for el in root.iter("script", "style", "link", "img", "area"):
        tag = el.tag
        if tag == "img":
            images.append(file_name(el.get("src") or ""))
        elif tag == "script":
            body = el.text
            if el.get("src"):
                js_files.append(file_name(el.get("src")))
            elif body:
                code_texts.add(body)
                js_functions.extend(js_function_names(body))
        elif tag == "link":
            href = el.get("href") or ""
            if "stylesheet" in (el.get("rel") or "").lower() or href.lower().endswith(".css"):
                css_files.append(file_name(href))
        elif tag == "style":
            body = el.text
            if body:
                code_texts.add(body)
                css_files.extend(file_name(m) for m in _CSS_IMPORT.findall(body))
        elif el.get("href"):  # area
            hrefs.append(el.get("href"))

    # a set first: indentation-only text nodes repeat by the hundred; texts far longer than
    # the limit are never short, whatever their whitespace
    longest = 16 * short_text_max
    texts = [t for t in set(_TEXTS(root)) - code_texts if len(t) <= longest]
    short_texts = [t for t in _normalised(texts) if len(t) <= short_text_max]

    attributes = _CLASS_IDS(root)
    values = _normalised([str(v) for v in attributes], digits=True)
    tag_attributes = [f"{v.getparent().tag}.{v.attrname}={norm}"
                      for v, norm in zip(attributes, values) if norm]

    return [_normalised(hrefs, digits=True), css_files, js_files, js_functions,
            _normalised(_ANCHOR_TEXTS(root)), short_texts, _normalised(images, digits=True),
            tag_attributes]


def _pack_sets(features: list[list[str]]) -> tuple[np.ndarray, np.ndarray]:
    """Set features as one ascending array of hashes per feature, empty strings dropped."""
    unique = [{v for v in vs if v} for vs in features]
    values = [v for vs in unique for v in vs]
    feature = np.repeat(np.arange(len(features), dtype=np.uint64), [len(vs) for vs in unique])
    keys = np.sort(hash_strings(values) | (feature << np.uint64(61)))
    if keys.shape[0] > 1:  # drop a 61-bit collision
        keys = keys[np.concatenate([[True], keys[1:] != keys[:-1]])]
    ptr = np.searchsorted(keys >> np.uint64(61), np.arange(len(features) + 1, dtype=np.uint64))
    return ptr.astype(np.int32), keys & _HASH_MASK
