"""Template induction for one cluster (SPEC §5; source 000 §5.2, Algorithm 4, figures 5.2-5.3).

1. ``s_common`` = the medoid's merged sequence, replaced by its LCS with every member
   (Algorithm 4, template/align.py).
2. Every member is aligned to ``s_common`` (all of it matches: it is a subsequence of each).
3. For each gap between two aligned tokens where some member has unaligned tokens, the gap
   subsequences are clustered with the project's own clustering (tplx_engine.cluster, medoid
   linkage, cut at the clustering threshold) over a similarity of tplx_engine.similarity
   (ELCS by default); each sub-cluster's common sequence (Algorithm 4 again) becomes an
   alternative with p = sub-cluster size / cluster size. ``build_optional`` does one gap and is
   a pure function of picklable values: the batch layer may map it over a process pool
   (``mapper`` argument), as the source ran the ON builds in parallel actors.
4. Runs of aligned tokens with no ON between them form the ENs. Merged records become
   repeatable base nodes; text constants and data slots are induced per node (template/text.py).

Departures from the source, each for a stated reason:
- Identical gap subsequences are clustered once (with their page counts): large clusters have
  thousands of gaps that are mostly equal. Beyond ``max_gap_variants`` distinct variants (most
  frequent first), the rest join the nearest sub-cluster medoid within the threshold or start a
  new sub-cluster (leader clustering): pairwise work stays bounded.
- An alternative whose sub-cluster shares no token is dropped (it would match nothing); its
  pages keep their gap tokens as dynamic content.
- Large clusters are induced from a sample (``InductionOptions.max_members``, the medoid plus
  members evenly spaced in cluster order); probabilities are then shares of the sample.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

import numpy as np

from ..cluster import cluster, cut
from ..model import MAX_DEPTH, MergedSequence
from ..progress import SILENT, Reporter
from ..similarity import get_metric
from . import text as textmod
from .align import align, common_sequence
from .model import (
    Alternative,
    EssentialNode,
    OptionalNode,
    Template,
    TemplateNode,
    TextConstant,
    TextSlot,
    en_id,
    on_id,
)
from .page import PageOptions, PageView


@dataclass(frozen=True)
class InductionOptions:
    gap_metric: str = "elcs"  # similarity of gap subsequences (a tplx_engine.similarity name)
    gap_threshold: float | None = None  # None: the clustering threshold of the cluster
    gap_method: str = "medoid"  # linkage of tplx_engine.cluster
    max_gap_variants: int = 200  # distinct gap subsequences clustered pairwise (see docstring)
    max_members: int | None = 200  # pages a template is induced from; None = all members
    # occurrences of a repeated node per page whose texts are read (spread over the page): a
    # record repeated 150,000 times teaches no more than 200 of its copies
    max_text_occurrences: int = 200


# -- skeleton: the tag-level algorithm -----------------------------------------------------------

@dataclass(frozen=True, eq=False)
class GapInput:
    """One gap of ``s_common`` with the unaligned subsequence of every page that has one."""

    gap: int  # position in s_common: the gap lies before s_common[gap]
    sequences: tuple[np.ndarray, ...]  # int64 tokens, one per page with content
    pages: tuple[int, ...]  # index of each page in the induction order
    total_pages: int


@dataclass(frozen=True, eq=False)
class AlternativeSketch:
    tokens: np.ndarray  # the sub-template (common sequence of the sub-cluster)
    pages: tuple[int, ...]  # pages in the sub-cluster
    probability: float


@dataclass(frozen=True, eq=False)
class SkeletonOptional:
    gap: int
    index: int  # k of ON_k
    alternatives: tuple[AlternativeSketch, ...]
    ranges: dict[int, tuple[int, int]]  # page -> [start, end) of its gap subsequence


@dataclass(frozen=True, eq=False)
class Skeleton:
    common: np.ndarray
    embeds: tuple[np.ndarray, ...]  # per page: position in the page of each s_common token
    essentials: tuple[tuple[int, int], ...]  # [start, end) ranges of s_common, EN_1 .. EN_n
    optionals: tuple[SkeletonOptional, ...]


def _depths_of(tokens: np.ndarray) -> np.ndarray:
    return (tokens & MAX_DEPTH).astype(np.int32)


def build_optional(gap: GapInput, metric: str = "elcs", threshold: float = 0.5,
                   method: str = "medoid", max_variants: int = 200
                   ) -> tuple[AlternativeSketch, ...]:
    """The alternatives of one ON: cluster the gap subsequences, Algorithm 4 per sub-cluster."""
    variants: dict[bytes, int] = {}
    members: list[list[int]] = []
    arrays: list[np.ndarray] = []
    for seq, page in zip(gap.sequences, gap.pages):
        key = seq.tobytes()
        at = variants.get(key)
        if at is None:
            at = variants[key] = len(arrays)
            arrays.append(seq)
            members.append([])
        members[at].append(page)
    # most frequent first (then first seen): the pairwise part gets the variants that matter
    order = sorted(range(len(arrays)), key=lambda v: (-len(members[v]), v))
    arrays = [arrays[v] for v in order]
    members = [members[v] for v in order]
    counts = np.array([len(m) for m in members], dtype=np.float64)
    groups = _group_variants(arrays, counts, metric, threshold, method, max_variants)
    sketches = []
    for group, medoid in groups:
        pages = tuple(sorted(p for v in group for p in members[v]))
        common, _ = common_sequence([arrays[medoid]] + [arrays[v] for v in group if v != medoid])
        if common.shape[0] == 0:
            continue
        sketches.append(AlternativeSketch(common, pages, len(pages) / gap.total_pages))
    sketches.sort(key=lambda s: (-s.probability, s.pages[0]))
    return tuple(sketches)


def _group_variants(arrays, counts, metric_name, threshold, method, max_variants
                    ) -> list[tuple[list[int], int]]:
    """Sub-clusters of the variants as (variant indices, medoid variant)."""
    if len(arrays) == 1:
        return [([0], 0)]
    metric = get_metric(metric_name)
    features = [metric.prepare(MergedSequence.unmerged(a, _depths_of(a))) for a in arrays]
    head = min(len(arrays), max_variants)
    sim = np.ones((head, head), dtype=np.float64)
    for i in range(head - 1):
        sim[i, i + 1:head] = metric.one_to_many(features[i], features[i + 1:head])
        sim[i + 1:head, i] = sim[i, i + 1:head]
    dist = np.clip(1.0 - sim, 0.0, 1.0)
    np.fill_diagonal(dist, 0.0)
    labels = cut(cluster(dist, method), threshold).labels
    groups: list[list[int]] = [[] for _ in range(int(labels.max()) + 1)]
    for v, label in enumerate(labels.tolist()):
        groups[label].append(v)
    medoids = []
    for group in groups:  # weighted medoid: duplicates count as many pages
        sub = dist[np.ix_(group, group)]
        medoids.append(group[int(np.argmin(sub @ counts[group]))])
    for v in range(head, len(arrays)):  # leader clustering for the long tail
        sims = metric.one_to_many(features[v], [features[m] for m in medoids])
        best = int(np.argmax(sims))
        if 1.0 - float(sims[best]) <= threshold:
            groups[best].append(v)
        else:
            groups.append([v])
            medoids.append(v)
    return list(zip(groups, medoids))


def induce_skeleton(sequences: Sequence[np.ndarray], medoid: int = 0, *,
                    metric: str = "elcs", threshold: float = 0.5, method: str = "medoid",
                    max_variants: int = 200, mapper: Callable = map,
                    reporter: Reporter = SILENT) -> Skeleton:
    """The tag-level template of sequences (indices refer to ``sequences``)."""
    if not sequences:
        raise ValueError("a template needs at least one page")
    sequences = [np.asarray(s, dtype=np.int64) for s in sequences]
    order = [medoid] + [i for i in range(len(sequences)) if i != medoid]
    common, _ = common_sequence([sequences[i] for i in order], 0)
    length = common.shape[0]
    embeds = []
    gaps: dict[int, list[tuple[int, int, int]]] = {}
    for page, seq in enumerate(sequences):
        reporter.advance("aligning", page, len(sequences))
        ia, ib = align(common, seq)
        if ia.shape[0] != length:  # cannot happen: s_common is a subsequence of every member
            raise AssertionError("s_common is not a subsequence of a member")
        embeds.append(ib)
        bounds = np.concatenate(([-1], ib, [seq.shape[0]]))
        starts, ends = bounds[:-1] + 1, bounds[1:]
        for g in np.flatnonzero(ends > starts).tolist():
            gaps.setdefault(g, []).append((page, int(starts[g]), int(ends[g])))
    cuts = [g for g in sorted(gaps) if 0 < g < length]
    edges = [0, *cuts, length]
    essentials = tuple((a, b) for a, b in itertools.pairwise(edges) if b > a)
    inputs = [GapInput(g, tuple(sequences[p][a:b] for p, a, b in gaps[g]),
                       tuple(p for p, _, _ in gaps[g]), len(sequences)) for g in sorted(gaps)]
    built = mapper(_build_one, inputs, [(metric, threshold, method, max_variants)] * len(inputs))
    optionals = []
    for gap_input, alternatives in zip(inputs, built):
        g = gap_input.gap
        index = sum(1 for _, end in essentials if end <= g)
        ranges = {p: (a, b) for p, a, b in gaps[g]}
        optionals.append(SkeletonOptional(g, index, tuple(alternatives), ranges))
    return Skeleton(common, tuple(embeds), essentials, tuple(optionals))


def _build_one(gap: GapInput, params: tuple) -> tuple[AlternativeSketch, ...]:
    return build_optional(gap, *params)


# -- the template: skeleton + nodes, records and texts --------------------------------------------

@dataclass
class _NodeSpec:
    id: str
    token: int
    positions: list[tuple[int, int]]  # (page, merged index)


def induce_template(pages: Sequence[PageView], medoid: int, *, template_id: str, cluster: int,
                    threshold: float, metric: str, options: PageOptions,
                    members: Iterable[str] | None = None, metric_params: dict | None = None,
                    induction: InductionOptions | None = None, mapper: Callable = map,
                    reporter: Reporter = SILENT) -> Template:
    """The template of one cluster from its (sampled) pages; ``medoid`` indexes ``pages``."""
    started = time.perf_counter()
    induction = induction or InductionOptions()
    gap_threshold = threshold if induction.gap_threshold is None else induction.gap_threshold
    skeleton = induce_skeleton([p.merged.tokens for p in pages], medoid,
                               metric=induction.gap_metric, threshold=gap_threshold,
                               method=induction.gap_method,
                               max_variants=induction.max_gap_variants, mapper=mapper,
                               reporter=reporter)
    specs, layout = _node_specs(skeleton, pages)
    node_of_merged = [np.full(len(p), -1, dtype=np.int64) for p in pages]
    for index, spec in enumerate(specs):
        for page, j in spec.positions:
            node_of_merged[page][j] = index
    node_of_orig = [n[p.merged_of] for n, p in zip(node_of_merged, pages)]
    tags = _tag_names(pages)
    records = _record_numbers(specs, layout, pages)
    order = [medoid] + [i for i in range(len(pages)) if i != medoid]
    rank = {page: r for r, page in enumerate(order)}
    ids = [s.id for s in specs]
    nodes = []
    for index, spec in enumerate(specs):
        positions = sorted(spec.positions, key=lambda pj: rank[pj[0]])
        repeatable = any(pages[p].merged.repeatable[j] or len(pages[p].occurrences(j)) > 1
                         for p, j in positions)
        walks = [textmod.text_walk(pages[p], int(o), node_of_orig[p])
                 for p, j in positions
                 for o in spread(pages[p].occurrences(j), induction.max_text_occurrences)]
        texts = textmod.induce_texts(walks)
        landmark = (lambda i: "" if i < 0 else ids[i])
        token = spec.token
        nodes.append(TemplateNode(
            id=spec.id, tag=tags.get(token, "?"), depth=int(token & MAX_DEPTH),
            repeatable=bool(repeatable), record=records[index],
            constants=tuple(TextConstant(landmark(lm), v) for lm, v in texts.constants),
            slots=tuple(TextSlot(i, landmark(lm), a, k, round(p, 4), pre, suf, ex)
                        for i, (lm, a, k, p, pre, suf, ex) in enumerate(texts.slots))))
    parts = _assemble(layout, nodes)
    medoid_page = pages[medoid]
    medoid_tags = tuple(tags.get(int(t), "?") for t in medoid_page.merged.tokens)
    member_ids = tuple(members) if members is not None else tuple(p.page_id for p in pages)
    return Template(
        id=template_id, cluster=cluster, members=member_ids, medoid=medoid_page.page_id,
        threshold=float(threshold), metric=metric, options=options, medoid_tags=medoid_tags,
        medoid_depths=tuple(int(d) for d in medoid_page.merged.depths), parts=parts,
        sample=tuple(p.page_id for p in pages),
        induced_seconds=round(time.perf_counter() - started, 4),
        metric_params=dict(metric_params or {}))


def spread(items: np.ndarray, limit: int) -> np.ndarray:
    """At most ``limit`` of ``items``, evenly spread, the first and the last included."""
    if len(items) <= limit:
        return items
    return items[np.unique(np.linspace(0, len(items) - 1, max(limit, 2)).round().astype(int))]


def _node_specs(skeleton: Skeleton, pages: Sequence[PageView]):
    """Node ids and their page positions, plus the part layout (kind, index, node ranges)."""
    specs: list[_NodeSpec] = []
    layout: list[tuple] = []  # ('E', index, [spec indices]) / ('O', k, [(sketch, [indices])])
    optionals = {o.gap: o for o in skeleton.optionals}
    common = skeleton.common

    def add_optional(gap: int) -> None:
        on = optionals.get(gap)
        if on is None:
            return
        alts = []
        for rank, sketch in enumerate(on.alternatives, start=1):
            indices = []
            for offset, token in enumerate(sketch.tokens.tolist()):
                indices.append(len(specs))
                specs.append(_NodeSpec(on_id(on.index, rank, offset), token, []))
            for page in sketch.pages:
                start, end = on.ranges[page]
                ia, ib = align(sketch.tokens, pages[page].merged.tokens[start:end])
                for a, b in zip(ia.tolist(), ib.tolist()):
                    specs[indices[a]].positions.append((page, start + b))
            alts.append((sketch, indices))
        layout.append(("O", on.index, alts, len(on.ranges)))

    for number, (start, end) in enumerate(skeleton.essentials, start=1):
        add_optional(start)
        indices = []
        for offset, position in enumerate(range(start, end)):
            indices.append(len(specs))
            positions = [(page, int(embed[position])) for page, embed in enumerate(skeleton.embeds)]
            specs.append(_NodeSpec(en_id(number, offset), int(common[position]), positions))
        layout.append(("E", number, indices))
    add_optional(common.shape[0])
    return specs, layout


def _tag_names(pages: Sequence[PageView]) -> dict[int, str]:
    names: dict[int, str] = {}
    for page in pages:
        names.update(zip(page.seq.tokens.tolist(), page.seq.tags))
    return names


def _outer_records(page: PageView) -> np.ndarray:
    """Per merged token: start of the outermost record containing it, -1 if none."""
    out = np.full(len(page), -1, dtype=np.int64)
    for record in sorted(page.merged.records, key=lambda r: (r.merged_start, -r.length)):
        span = out[record.merged_start:record.merged_start + record.length]
        if span.size and span[0] < 0:
            span[span < 0] = record.merged_start
    return out


def _record_numbers(specs, layout, pages) -> list[int | None]:
    """Consecutive nodes of one part standing for one record on a page share a number."""
    outer: dict[int, np.ndarray] = {}
    numbers: list[int | None] = [None] * len(specs)
    counter = 0
    groups = []
    for entry in layout:
        if entry[0] == "E":
            groups.append(entry[2])
        else:
            groups.extend(indices for _, indices in entry[2])
    for indices in groups:
        previous = None
        for index in indices:
            key = None
            for page, j in specs[index].positions:
                if pages[page].merged.repeatable[j]:
                    if page not in outer:
                        outer[page] = _outer_records(pages[page])
                    key = (page, int(outer[page][j]))
                    break
            if key is None or key[1] < 0:
                previous = None
                continue
            if key != previous:
                counter += 1
                previous = key
            numbers[index] = counter
    return numbers


def _assemble(layout, nodes: list[TemplateNode]) -> tuple:
    parts = []
    for entry in layout:
        if entry[0] == "E":
            parts.append(EssentialNode(entry[1], tuple(nodes[i] for i in entry[2])))
        else:
            _, k, alts, with_content = entry
            parts.append(OptionalNode(k, tuple(
                Alternative(rank, round(sketch.probability, 6), len(sketch.pages),
                            tuple(nodes[i] for i in indices))
                for rank, (sketch, indices) in enumerate(alts, start=1)), with_content))
    return tuple(parts)


def sample_members(n_members: int, medoid: int, limit: int | None) -> list[int]:
    """Indices of the pages to induce from: all, or the medoid plus evenly spaced members."""
    if limit is None or n_members <= limit:
        return list(range(n_members))
    picks = np.linspace(0, n_members - 1, num=limit - 1).round().astype(int).tolist()
    chosen = sorted(set(picks) | {medoid})
    return chosen[:limit] if medoid in chosen[:limit] else sorted(chosen[:limit - 1] + [medoid])
