"""Text inside template nodes: which text nodes are template (constant) and which are data.

Source: SPEC §5-6 work on tags only (the source extracted the whole subtree of a node). Analysts
need finer fields: in ``<td><b>Publisher:</b> Value Books</td>`` (td and b unwrapped) both text
nodes belong to one token, and the field is ``Value Books`` alone. This module is the text
analogue of Algorithm 4, run per template node:

- A node's *text walk* on a page: its direct text nodes (``TextRef.owner`` is the node) in
  document order, each tagged with its *landmark*: the nearest token between the node and the
  text that is aligned to the template (-1: the node itself). Landmarks keep the walk stable
  when dynamic elements come and go.
- *Constants*: the (landmark, text) pairs common to the walks of every occurrence in the cluster
  (LCS over the walks, as Algorithm 4 does over tag sequences). They are part of the template.
- *Slots*: every other text is data, addressed by (landmark, anchor, k): the preceding constant
  of the same landmark region (-1: none) and its rank among the data texts after it. Each slot
  records its presence, one example, and a constant *prefix/suffix* inside the text node
  (``发表于 2014年6月12日`` → prefix ``发表于 ``). The prefix is the common prefix of the slot's
  values cut back to a separator (space or ``:：|,，>»-•·``) and to before the first digit
  (data often starts alike, ``2014年6月...``, and must not be eaten), kept only when the slot
  showed at least ``MIN_DISTINCT_FOR_AFFIX`` distinct values and the prefix contains
  punctuation or non-Latin script (a common ``The `` is shared data). The suffix likewise.
  A label made from an example learns its own prefix/suffix and ignores these.

Values are normalised like the demo ground truth: text nodes concatenated without separator,
whitespace runs collapsed to one space, stripped (``normalize``). An element's value is its text
as a reader sees it (``load.visible.element_text``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from .align import align

SEPARATORS = frozenset(" :：|,，>»-–—•·")
MIN_DISTINCT_FOR_AFFIX = 3  # a common prefix of fewer distinct values is no evidence


def normalize(text: str) -> str:
    return " ".join(text.split())


def text_node_xpath(ref) -> str:
    """XPath of a text node (``.../td[1]/text()[3]``), exact as lxml evaluates it."""
    parent = ref.node.getparent() if ref.is_tail else ref.node
    for position, item in enumerate(parent.xpath("text()"), start=1):
        if item.is_tail == ref.is_tail and item.getparent() is ref.node:
            return f"{parent.getroottree().getpath(parent)}/text()[{position}]"
    return parent.getroottree().getpath(parent)  # not reachable for a TextRef of the page


# -- walks ---------------------------------------------------------------------------------------

@dataclass(frozen=True, eq=False)
class WalkItem:
    ref: Any  # the page's TextRef
    landmark: int  # template node index of the nearest aligned token, -1 = the node itself
    value: str  # normalised text


def text_walk(page, owner: int, node_of_orig: np.ndarray) -> list[WalkItem]:
    """Direct text nodes of original token ``owner`` with their landmarks."""
    out = []
    for ref in page.texts_of(owner):
        value = normalize(ref.value)
        if not value:
            continue
        landmark = -1
        for token in range(ref.after, owner, -1):
            if node_of_orig[token] >= 0:
                landmark = int(node_of_orig[token])
                break
        out.append(WalkItem(ref, landmark, value))
    return out


@dataclass
class _SlotStats:
    landmark: int
    anchor: int
    k: int
    count: int = 0
    prefix: str | None = None
    suffix: str | None = None
    first: str = ""
    seen: set = None  # up to MIN_DISTINCT_FOR_AFFIX distinct values


@dataclass(frozen=True)
class InducedTexts:
    constants: tuple[tuple[int, str], ...]  # (landmark node index, text)
    slots: tuple[tuple[int, int, int, float, str, str, str], ...]
    # (landmark, anchor, k, presence, prefix, suffix, example)


def _key_ids(walks: Sequence[Sequence[WalkItem]]) -> dict[tuple[int, str], int]:
    ids: dict[tuple[int, str], int] = {}
    for walk in walks:
        for item in walk:
            ids.setdefault((item.landmark, item.value), len(ids))
    return ids


def induce_texts(walks: Sequence[Sequence[WalkItem]]) -> InducedTexts:
    """Constants and data slots of one template node from its walks (first = the medoid's)."""
    if not walks:
        return InducedTexts((), ())
    ids = _key_ids(walks)
    keys = [np.fromiter((ids[(i.landmark, i.value)] for i in w), dtype=np.int64, count=len(w))
            for w in walks]
    # only keys present in every walk can be constant; filtered walks are mostly identical
    present = None
    for k in keys:
        present = set(k.tolist()) if present is None else present & set(k.tolist())
        if not present:
            break
    constants = np.zeros(0, dtype=np.int64)
    if present:
        distinct = {}
        for k in keys:
            filtered = k[np.isin(k, list(present))]
            distinct.setdefault(filtered.tobytes(), filtered)
        sequences = list(distinct.values())
        constants = sequences[0]
        for other in sequences[1:]:
            ia, _ = align(constants, other)
            constants = constants[ia]
            if constants.shape[0] == 0:
                break
    by_id = {v: k for k, v in ids.items()}
    const_keys = tuple(by_id[int(c)] for c in constants)
    slots: dict[tuple[int, int, int], _SlotStats] = {}
    for walk, k in zip(walks, keys):
        for item, (landmark, anchor, rank) in zip(walk, assign_slots(walk, k, constants)):
            if rank < 0:
                continue
            stats = slots.get((landmark, anchor, rank))
            if stats is None:
                stats = slots[(landmark, anchor, rank)] = _SlotStats(landmark, anchor, rank)
            _observe(stats, item.value)
    total = len(walks)
    induced = []
    for s in slots.values():
        enough = len(s.seen or ()) >= MIN_DISTINCT_FOR_AFFIX
        prefix = safe_prefix(s.prefix or "") if enough else ""
        suffix = safe_suffix(s.suffix or "") if enough else ""
        induced.append((s.landmark, s.anchor, s.k, s.count / total, prefix, suffix,
                        s.first[:80]))
    return InducedTexts(const_keys, tuple(induced))


def _observe(stats: _SlotStats, value: str) -> None:
    stats.count += 1
    if stats.prefix is None:
        stats.prefix = stats.suffix = stats.first = value
        stats.seen = {value}
        return
    if len(stats.seen) < MIN_DISTINCT_FOR_AFFIX:
        stats.seen.add(value)
    stats.prefix = _common_prefix(stats.prefix, value)
    stats.suffix = _common_suffix(stats.suffix, value)


def assign_slots(walk: Sequence[WalkItem], keys: np.ndarray, constants: np.ndarray
                 ) -> list[tuple[int, int, int]]:
    """(landmark, anchor, k) of each walk item; k = -1 marks a constant (anchor = its index)."""
    matched = {}
    if constants.shape[0] and keys.shape[0]:
        ic, iw = align(constants, keys)
        matched = dict(zip(iw.tolist(), ic.tolist()))
    out = []
    landmark, anchor, rank = None, -1, 0
    for position, item in enumerate(walk):
        if item.landmark != landmark:
            landmark, anchor, rank = item.landmark, -1, 0
        constant = matched.get(position)
        if constant is not None:
            anchor, rank = constant, 0
            out.append((landmark, constant, -1))
        else:
            out.append((landmark, anchor, rank))
            rank += 1
    return out


def _common_prefix(a: str, b: str) -> str:
    n = min(len(a), len(b))
    i = 0
    while i < n and a[i] == b[i]:
        i += 1
    return a[:i]


def _common_suffix(a: str, b: str) -> str:
    return _common_prefix(a[::-1], b[::-1])[::-1]


def _label_like(affix: str) -> bool:
    """Punctuation ('Publisher: ', ' - Site') or non-Latin script ('发表于 '): a common
    prefix of plain words ('The ') is far more often shared data than template text."""
    return any(ch in SEPARATORS and ch != " " for ch in affix) or any(
        ord(ch) > 0x2E7F for ch in affix)


def safe_prefix(common: str) -> str:
    """The part of a common prefix that is surely template text (see module docstring)."""
    for i, ch in enumerate(common):
        if ch.isdigit():
            common = common[:i]
            break
    cut = len(common)
    while cut > 0 and common[cut - 1] not in SEPARATORS:
        cut -= 1
    return common[:cut] if _label_like(common[:cut]) else ""


def safe_suffix(common: str) -> str:
    for i in range(len(common) - 1, -1, -1):
        if common[i].isdigit():
            common = common[i + 1:]
            break
    cut = 0
    while cut < len(common) and common[cut] not in SEPARATORS:
        cut += 1
    return common[cut:] if _label_like(common[cut:]) else ""


def strip_affixes(value: str, prefixes: Iterable[str], suffixes: Iterable[str]) -> str:
    """``value`` without the first prefix and suffix it carries (template text in a text node)."""
    for prefix in prefixes:
        if prefix and value.startswith(prefix) and len(value) > len(prefix):
            value = value[len(prefix):]
            break
    for suffix in suffixes:
        if suffix and value.endswith(suffix) and len(value) > len(suffix):
            value = value[:-len(suffix)]
            break
    return value.strip()


def key_array(walk: Sequence[WalkItem], key_of: dict[tuple[int, str], int]) -> np.ndarray:
    """Walk items as ints for alignment against constants; unknown keys get distinct negatives."""
    out = np.empty(len(walk), dtype=np.int64)
    for i, item in enumerate(walk):
        out[i] = key_of.get((item.landmark, item.value), -1 - i)
    return out
