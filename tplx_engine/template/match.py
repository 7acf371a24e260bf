"""Aligning a page to a template (SPEC §6; source 000 §5.3, third step).

The essential nodes are aligned first: one LCS of the page's merged tokens with the
concatenated EN tokens. Each optional node then looks at the page tokens between the matched
tokens around it and tries its alternatives, most probable first. Page tokens matched by
neither are the dynamic part of the page.

Departure from the source (which takes the first alternative that fits): an alternative whose
tokens all match and that explains the whole gap ends the search at once; otherwise the
alternative matching the most tokens wins (ties: the more probable), provided it matches at
least ``MIN_ALTERNATIVE_COVERAGE`` of its tokens. A less probable alternative that is a
superset of a more probable one (``h2 span`` vs ``h2``) is thus chosen when the page has it all.

Scores: ``score`` = matched template tokens / (EN tokens + tokens of the chosen alternatives);
``page_coverage`` = share of the page's merged tokens explained by the template.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache

import numpy as np

from . import text as textmod
from .align import align
from .model import EssentialNode, Template
from .page import PageView

MIN_ALTERNATIVE_COVERAGE = 0.5


@dataclass(frozen=True, eq=False)
class _Plan:
    en_tokens: np.ndarray  # concatenated EN tokens
    en_nodes: np.ndarray  # template node index of each
    # per ON: (index k, EN position it precedes, alternatives as (rank, tokens, node indices))
    optionals: tuple[tuple[int, int, tuple[tuple[int, np.ndarray, np.ndarray], ...]], ...]


@lru_cache(maxsize=256)
def _plan(template: Template) -> _Plan:
    index = template.node_index
    en_tokens: list[int] = []
    en_nodes: list[int] = []
    optionals = []
    for part in template.parts:
        if isinstance(part, EssentialNode):
            en_tokens.extend(n.token for n in part.nodes)
            en_nodes.extend(index[n.id] for n in part.nodes)
        else:
            alts = tuple((a.rank, np.array([n.token for n in a.nodes], dtype=np.int64),
                          np.array([index[n.id] for n in a.nodes], dtype=np.int64))
                         for a in part.alternatives)
            optionals.append((part.index, len(en_tokens), alts))
    return _Plan(np.array(en_tokens, dtype=np.int64), np.array(en_nodes, dtype=np.int64),
                 tuple(optionals))


@dataclass(frozen=True, eq=False)
class TemplateMatch:
    template: Template
    page: PageView
    merged_of_node: np.ndarray  # per template node: the page's merged token, -1 if unmatched
    node_of_merged: np.ndarray  # per page merged token: template node index, -1 = dynamic
    alternatives: dict[int, int]  # ON index k -> rank of the chosen alternative (absent: none)
    score: float
    page_coverage: float

    @cached_property
    def _placed(self) -> dict:
        return {}

    @cached_property
    def node_of_orig(self) -> np.ndarray:
        """Per original token of the page: template node index, -1 = dynamic."""
        return self.node_of_merged[self.page.merged_of]

    def page_tokens(self, node_id: str) -> np.ndarray:
        """Original token indices aligned to a template node: one per record occurrence."""
        j = int(self.merged_of_node[self.template.node_index[node_id]])
        if j < 0:
            return np.zeros(0, dtype=np.int64)
        return self.page.occurrences(j)


def match_page(template: Template, page: PageView) -> TemplateMatch:
    plan = _plan(template)
    tokens = page.merged.tokens
    n_page = tokens.shape[0]
    merged_of_node = np.full(len(template.nodes), -1, dtype=np.int64)
    ia, ib = align(plan.en_tokens, tokens)
    merged_of_node[plan.en_nodes[ia]] = ib
    matched = ia.shape[0]
    expected = plan.en_tokens.shape[0]
    chosen: dict[int, int] = {}
    for k, before, alternatives in plan.optionals:
        at = int(np.searchsorted(ia, before))
        lo = int(ib[at - 1]) + 1 if at > 0 else 0
        hi = int(ib[at]) if at < ia.shape[0] else n_page
        if hi <= lo or not alternatives:
            continue
        gap = tokens[lo:hi]
        best = None  # (matched, -rank, rank, node indices, page positions)
        for rank, alt_tokens, alt_nodes in alternatives:
            ja, jb = align(alt_tokens, gap)
            count = ja.shape[0]
            if count < MIN_ALTERNATIVE_COVERAGE * alt_tokens.shape[0] or count == 0:
                continue
            candidate = (count, -rank, rank, alt_nodes[ja], lo + jb, alt_tokens.shape[0])
            if best is None or candidate[:2] > best[:2]:
                best = candidate
            if count == alt_tokens.shape[0] == gap.shape[0]:
                break  # the alternative explains the whole gap: nothing can do better
        if best is not None:
            count, _, rank, nodes, positions, length = best
            merged_of_node[nodes] = positions
            chosen[k] = rank
            matched += count
            expected += length
    node_of_merged = np.full(n_page, -1, dtype=np.int64)
    hit = np.flatnonzero(merged_of_node >= 0)
    node_of_merged[merged_of_node[hit]] = hit
    return TemplateMatch(
        template, page, merged_of_node, node_of_merged, chosen,
        score=matched / expected if expected else 1.0,
        page_coverage=matched / n_page if n_page else 1.0)


# -- text slots on a matched page -----------------------------------------------------------------

@dataclass(frozen=True)
class PlacedText:
    """A text node of a page node with its place in the template node's text model."""

    item: textmod.WalkItem
    landmark: int  # template node index, -1 = the node itself
    anchor: int  # constant index before it (or, for a constant, its own index)
    k: int  # data rank after the anchor; -1 marks a constant


def place_texts(match: TemplateMatch, node_id: str, owner: int) -> list[PlacedText]:
    """The direct text nodes of page token ``owner`` (aligned to ``node_id``) in slot terms."""
    cached = match._placed.get((node_id, owner))
    if cached is None:
        cached = match._placed[(node_id, owner)] = _place_texts(match, node_id, owner)
    return cached


def _place_texts(match: TemplateMatch, node_id: str, owner: int) -> list[PlacedText]:
    template = match.template
    node = template.node(node_id)
    walk = textmod.text_walk(match.page, owner, match.node_of_orig)
    if not walk:
        return []
    key_of: dict[tuple[int, str], int] = {}
    constants = np.empty(len(node.constants), dtype=np.int64)
    for i, c in enumerate(node.constants):
        key = (template.landmark_index(c.landmark), c.value)
        constants[i] = key_of.setdefault(key, len(key_of))
    keys = textmod.key_array(walk, key_of)
    return [PlacedText(item, landmark, anchor, k) for item, (landmark, anchor, k)
            in zip(walk, textmod.assign_slots(walk, keys, constants))]


def slot_key(template: Template, node_id: str, slot: int) -> tuple[int, int, int]:
    s = template.node(node_id).slots[slot]
    return template.landmark_index(s.landmark), s.anchor, s.k


def find_slot(template: Template, node_id: str, placed: PlacedText) -> int | None:
    """The slot index of a placed data text, None if the template has no such slot."""
    return template.slot_of_key.get((node_id, placed.landmark, placed.anchor, placed.k))
