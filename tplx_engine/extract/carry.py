"""Carrying labels to re-induced templates (another threshold, more pages, new clusters).

Node ids are only stable within one template; a rebuilt template numbers its ENs and ONs anew.
A label is carried *through pages*: on a few pages that belong both to the label's old template
and to a new one, the page node the label designates is found (its example page's XPath, or the
old template's alignment), and the node of the new template aligned to that page node becomes
the label's target (labels.label_xpath). Several pages vote. The text knowledge of the label
(prefix, suffix, context, occurrence) is kept. A label whose old cluster split goes to every new
template holding its pages; one that cannot be placed anywhere is reported with the reasons.
An anchored label (extract/anchors.py) does not depend on node ids: it is carried with its
anchor to every new template holding its pages, with the node found there or none.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import numpy as np

from ..errors import TplxError
from ..template.match import match_page
from ..template.model import Template
from ..template.page import PageView
from .labels import Label, LabelError, label_xpath
from .values import label_value_on


@dataclass(frozen=True)
class CarryReport:
    carried: tuple[Label, ...]
    lost: tuple[tuple[Label, str], ...]  # (label, why it could not be carried)
    # the position in ``labels`` of each carried label's original (one label carried to two
    # templates appears twice): how the caller keeps a label's id across rebuilds
    origins: tuple[int, ...] = ()


def _pages_to_try(label: Label, old: Template | None, limit: int) -> list[str]:
    pages = [label.page_id] if label.page_id else []
    if old is not None:
        pages.append(old.medoid)
        members = list(old.members)
        if members:
            spread = np.linspace(0, len(members) - 1, num=min(len(members), 4 * limit))
            pages.extend(members[int(i)] for i in spread.round())
    return list(dict.fromkeys(pages))


def _page_node(label: Label, old: Template | None, page: PageView) -> str | None:
    """XPath of the page node the label designates on ``page``."""
    if label.page_id == page.page_id and label.xpath:
        return label.xpath
    if old is None:
        return None
    try:
        found = label_value_on(match_page(old, page), label, with_xpaths=True)
    except KeyError:  # the label's node is not in the old template (a damaged label)
        return None
    return found.xpaths[0] if found.xpaths else None


def carry_labels(labels: Sequence[Label], old_templates: Sequence[Template],
                 new_templates: Sequence[Template],
                 load_page: Callable[[str], PageView | None],
                 pages_per_label: int = 3) -> CarryReport:
    """Map every label onto the new templates (see module docstring)."""
    old_by_id = {t.id: t for t in old_templates}
    template_of_page = {p: t for t in new_templates for p in t.members}
    cache: dict[str, PageView | None] = {}

    def page(page_id: str) -> PageView | None:
        if page_id not in cache:
            try:
                cache[page_id] = load_page(page_id)
            except TplxError:
                cache[page_id] = None
        return cache[page_id]

    carried: list[Label] = []
    origins: list[int] = []
    lost: list[tuple[Label, str]] = []
    for position, label in enumerate(labels):
        old = old_by_id.get(label.template_id)
        candidates: dict[str, list[str]] = {}
        for page_id in _pages_to_try(label, old, pages_per_label):
            new = template_of_page.get(page_id)
            if new is not None and len(candidates.setdefault(new.id, [])) < pages_per_label:
                candidates[new.id].append(page_id)
        if not candidates:
            lost.append((label, "none of its pages belongs to a new template"))
            continue
        reasons: list[str] = []
        placed_any = False
        for template_id, page_ids in candidates.items():
            new = next(t for t in new_templates if t.id == template_id)
            votes: Counter = Counter()
            made: dict[str, Label] = {}
            for page_id in page_ids:
                view = page(page_id)
                if view is None:
                    reasons.append(f"page {page_id} cannot be read")
                    continue
                xpath = _page_node(label, old, view)
                if xpath is None:
                    reasons.append(f"the labelled node is absent on page {page_id}")
                    continue
                try:
                    fresh = label_xpath(new, view, xpath, label.field)
                except LabelError as exc:
                    reasons.append(f"page {page_id}: {exc}")
                    continue
                votes[fresh.target] += 1
                made.setdefault(fresh.target, fresh)
            if not votes:
                if label.anchor is not None:  # found by its anchor, with or without a node
                    carried.append(replace(label, template_id=new.id, target="",
                                           source="carried"))
                    origins.append(position)
                    placed_any = True
                continue
            target = votes.most_common(1)[0][0]
            fresh = made[target]
            carried.append(replace(label, template_id=new.id, target=target, source="carried",
                                   page_id=fresh.page_id, xpath=fresh.xpath,
                                   example=fresh.example))
            origins.append(position)
            placed_any = True
        if not placed_any:
            lost.append((label, "; ".join(dict.fromkeys(reasons)) or "no page to carry it"))
    return CarryReport(tuple(carried), tuple(lost), tuple(origins))
