"""Record extraction with a key tree (SPEC §7; source 004 §4, fig. 6).

Source method: given one example record (the key tree), walk the page depth-first; a subtree
with the same root tag whose structural similarity with the key tree is above a threshold
(0.8 in the source) is a record, and its subtree is not searched further. The similarity is the
subtree optimal free matching of 004 (SPEC §3 'free-match').

Where this code departs, and why:
- The free matching is the shared implementation of ``similarity.treematch`` (the same one the
  clustering's 'free-match' metric uses), on ``SmallTree`` copies of the DOM; script, style and
  comments are left out of both trees.
- Fig. 6 read literally returns from any same-tag subtree even when it is not similar; we
  descend into a same-tag subtree that is not a record (SPEC §7: "do not descend into" records
  only), otherwise an unrelated ``<div>`` wrapper would hide every ``<div>`` record below it.
- The example may be an element (of this page or another) or an XPath selecting exactly one
  element of this page; anything else gives an empty result with a reason.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lxml import etree

from ..load.visible import SOURCE_SKIP_TAGS
from ..similarity.treematch import free_match_similarity
from ..similarity.trees import SmallTree, element_preorder

DEFAULT_THRESHOLD = 0.8  # source 004 table 2


@dataclass(frozen=True, eq=False)
class RecordsResult:
    records: tuple  # lxml elements, in document order
    similarities: tuple[float, ...]
    example: Any  # the key tree's root element (None when it could not be resolved)
    reason: str = ""
    threshold: float = DEFAULT_THRESHOLD

    @property
    def ok(self) -> bool:
        return bool(self.records)


def _resolve(root, example):
    if isinstance(example, str):
        try:
            found = root.xpath(example)
        except etree.XPathError as exc:
            return None, f"invalid XPath {example!r}: {exc}"
        elements = [e for e in found if isinstance(e, etree._Element) and isinstance(e.tag, str)]
        if len(elements) != 1:
            return None, f"the XPath {example!r} selects {len(elements)} elements, not one"
        return elements[0], ""
    if example is None or not isinstance(getattr(example, "tag", None), str):
        return None, "the example is not an element"
    return example, ""


def key_records(root, example, threshold: float = DEFAULT_THRESHOLD) -> RecordsResult:
    """Every subtree of ``root`` that matches the key tree ``example`` (element or XPath)."""
    if not 0.0 <= threshold <= 1.0:
        raise ValueError(f"threshold must lie in [0, 1], not {threshold}")
    if hasattr(root, "getroot"):
        root = root.getroot()
    if root is None or not isinstance(getattr(root, "tag", None), str):
        return RecordsResult((), (), None, "empty page: no element", threshold)
    key, reason = _resolve(root, example)
    if key is None:
        return RecordsResult((), (), None, reason, threshold)
    if key.tag.lower() in SOURCE_SKIP_TAGS:
        return RecordsResult((), (), key, f"the example is a <{key.tag}>, which is skipped",
                             threshold)
    key_tree = SmallTree.from_element(key, ignore=SOURCE_SKIP_TAGS)
    page_tree = SmallTree.from_element(root, ignore=SOURCE_SKIP_TAGS)
    elements, _ = element_preorder(root, SOURCE_SKIP_TAGS)  # node i of page_tree is elements[i]
    key_label = int(key_tree.labels[0])
    labels, size = page_tree.labels, page_tree.size
    records, sims = [], []
    i, n = 0, len(page_tree)
    while i < n:  # pre-order walk; a record's subtree is skipped
        if int(labels[i]) == key_label:
            sim = free_match_similarity(key_tree, page_tree, 0, i)
            if sim > threshold:
                records.append(elements[i])
                sims.append(sim)
                i += int(size[i])
                continue
        i += 1
    if not records:
        return RecordsResult((), (), key, f"no <{key.tag}> subtree is more than {threshold:.2f} "
                             "similar to the example", threshold)
    return RecordsResult(tuple(records), tuple(sims), key, "", threshold)
