"""The template of a cluster (SPEC §5; source 000 §5.1): values only, no algorithm.

    Template = [ON_0] EN_1 ON_1 EN_2 ON_2 ... EN_n [ON_n]
    EN       = base node sequence present on every page
    ON       = (seq_1, p_1) | (seq_2, p_2) | ...      alternatives with their probabilities
    base node = one tag token <tag depth>, or a repeatable record (<tag_1> .. <tag_N>)+

Every tag token of the template is a ``TemplateNode`` with an id that is stable for this
template and readable:

    E3:2      EN_3, its token at offset 2
    O3/1:0    ON_3 (between EN_3 and EN_4), alternative 1 (the most probable), offset 0
    E3:2#1    text slot 1 of node E3:2 (a single data text node inside the element)

A record is kept as consecutive nodes sharing a ``record`` number (base nodes are a view).
Text knowledge per node (template/text.py): ``constants`` are text nodes identical on every
page, ``slots`` the data text nodes, addressed relative to the constants.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

import numpy as np

from ..model import token_id
from .page import PageOptions

FORMAT = "tplx-template"
FORMAT_VERSION = 1


@dataclass(frozen=True)
class TextConstant:
    landmark: str  # id of the nearest aligned token before the text inside the node; "" = node
    value: str


@dataclass(frozen=True)
class TextSlot:
    index: int
    landmark: str
    anchor: int  # index into the node's constants of the constant before it; -1: none
    k: int  # rank among the data texts after that anchor (within the landmark region)
    presence: float  # share of the node's occurrences with a text here
    prefix: str = ""  # template text inside the text node (e.g. '来源：'), stripped from values
    suffix: str = ""
    example: str = ""


@dataclass(frozen=True)
class TemplateNode:
    id: str
    tag: str
    depth: int
    repeatable: bool = False  # stands for a merged record on some page: one value per copy
    record: int | None = None  # nodes of one record share this number
    constants: tuple[TextConstant, ...] = ()
    slots: tuple[TextSlot, ...] = ()

    @property
    def token(self) -> int:
        return token_id(self.tag, self.depth)

    def slot_id(self, slot: int) -> str:
        return f"{self.id}#{slot}"

    def label_text(self) -> str:
        return f"{self.tag}{self.depth}"


@dataclass(frozen=True)
class BaseNode:
    nodes: tuple[TemplateNode, ...]
    repeatable: bool

    def render(self) -> str:
        inner = " ".join(n.label_text() for n in self.nodes)
        return f"({inner})+" if self.repeatable else inner


def base_nodes(nodes: tuple[TemplateNode, ...]) -> tuple[BaseNode, ...]:
    """Group consecutive nodes of one record into a repeatable base node."""
    out: list[BaseNode] = []
    i = 0
    while i < len(nodes):
        record = nodes[i].record
        j = i + 1
        if record is not None:
            while j < len(nodes) and nodes[j].record == record:
                j += 1
        out.append(BaseNode(nodes[i:j], record is not None))
        i = j
    return tuple(out)


@dataclass(frozen=True)
class EssentialNode:
    index: int  # 1-based, as EN_1 .. EN_n
    nodes: tuple[TemplateNode, ...]

    @cached_property
    def base(self) -> tuple[BaseNode, ...]:
        return base_nodes(self.nodes)

    @property
    def length(self) -> int:
        return len(self.base)


@dataclass(frozen=True)
class Alternative:
    rank: int  # 1 = most probable
    probability: float  # sub-cluster size / cluster size
    support: int  # pages in the sub-cluster
    nodes: tuple[TemplateNode, ...]

    @cached_property
    def base(self) -> tuple[BaseNode, ...]:
        return base_nodes(self.nodes)


@dataclass(frozen=True)
class OptionalNode:
    index: int  # k of ON_k: it lies between EN_k and EN_k+1
    alternatives: tuple[Alternative, ...]  # most probable first
    pages_with_content: int  # pages with unaligned tokens in this gap

    @property
    def length(self) -> float:
        """The source's ON length: Σ p · (base nodes of the alternative)."""
        return sum(a.probability * len(a.base) for a in self.alternatives)


Part = EssentialNode | OptionalNode


@dataclass(frozen=True)
class TemplateStats:
    """Table 6.5 of the source, for one template."""

    essential_nodes: int
    optional_nodes: int
    mean_en_length: float
    mean_on_length: float
    template_length: int  # number of ENs + ONs


@dataclass(frozen=True, eq=False)
class Template:
    id: str
    cluster: int  # label of the cluster in the clustering it was induced from
    members: tuple[str, ...]  # page ids of the cluster
    medoid: str  # page id of the cluster centre
    threshold: float  # clustering threshold: farther pages do not belong here
    metric: str  # similarity measure of the clustering (distance to the medoid)
    options: PageOptions
    medoid_tags: tuple[str, ...]  # the medoid's merged sequence: distance of new pages
    medoid_depths: tuple[int, ...]
    parts: tuple[Part, ...]
    sample: tuple[str, ...] = ()  # pages the template was induced from (all members if empty)
    induced_seconds: float = 0.0
    metric_params: dict = field(default_factory=dict)

    @cached_property
    def essentials(self) -> tuple[EssentialNode, ...]:
        return tuple(p for p in self.parts if isinstance(p, EssentialNode))

    @cached_property
    def optionals(self) -> tuple[OptionalNode, ...]:
        return tuple(p for p in self.parts if isinstance(p, OptionalNode))

    @cached_property
    def nodes(self) -> tuple[TemplateNode, ...]:
        """Every node in template order: ENs and ON alternatives as they alternate."""
        out: list[TemplateNode] = []
        for part in self.parts:
            if isinstance(part, EssentialNode):
                out.extend(part.nodes)
            else:
                for alt in part.alternatives:
                    out.extend(alt.nodes)
        return tuple(out)

    @cached_property
    def node_index(self) -> dict[str, int]:
        return {n.id: i for i, n in enumerate(self.nodes)}

    def landmark_index(self, landmark: str) -> int:
        """A text's landmark as a number: -1 the node itself, -2 a node the template lacks."""
        return -1 if not landmark else self.node_index.get(landmark, -2)

    @cached_property
    def slot_of_key(self) -> dict[tuple[str, int, int, int], int]:
        """(node id, landmark index, anchor, rank) -> slot index, for placing texts in slots
        without a scan of the node's slots per text (nodes of 100,000 slots exist)."""
        index: dict[tuple[str, int, int, int], int] = {}
        for node in self.nodes:
            for s in node.slots:
                index.setdefault((node.id, self.landmark_index(s.landmark), s.anchor, s.k),
                                 s.index)
        return index

    def node(self, node_id: str) -> TemplateNode:
        try:
            return self.nodes[self.node_index[node_id]]
        except KeyError:
            raise KeyError(f"template {self.id} has no node {node_id!r}") from None

    @cached_property
    def medoid_tokens(self) -> np.ndarray:
        return np.fromiter((token_id(t, d) for t, d in zip(self.medoid_tags, self.medoid_depths)),
                           dtype=np.int64, count=len(self.medoid_tags))

    def stats(self) -> TemplateStats:
        ens, ons = self.essentials, self.optionals
        return TemplateStats(
            essential_nodes=len(ens), optional_nodes=len(ons),
            mean_en_length=float(np.mean([e.length for e in ens])) if ens else 0.0,
            mean_on_length=float(np.mean([o.length for o in ons])) if ons else 0.0,
            template_length=len(ens) + len(ons))

    def render(self, max_parts: int | None = None, max_alternatives: int = 4) -> str:
        """``EN[...] ON{(..., 0.67) | (..., 0.33)} EN[...]``, one part per line."""
        lines = []
        parts = self.parts if max_parts is None else self.parts[:max_parts]
        for part in parts:
            if isinstance(part, EssentialNode):
                body = " ".join(b.render() for b in part.base)
                lines.append(f"EN_{part.index}[{body}]")
            else:
                alts = [f"({' '.join(b.render() for b in a.base)}, {a.probability:.2f})"
                        for a in part.alternatives[:max_alternatives]]
                if len(part.alternatives) > max_alternatives:
                    alts.append(f"... {len(part.alternatives) - max_alternatives} more")
                lines.append(f"ON_{part.index}{{{' | '.join(alts) or '(dynamic only)'}}}")
        if max_parts is not None and len(self.parts) > max_parts:
            lines.append(f"... {len(self.parts) - max_parts} more parts")
        return "\n".join(lines)


def en_id(en: int, offset: int) -> str:
    return f"E{en}:{offset}"


def on_id(on: int, alternative: int, offset: int) -> str:
    return f"O{on}/{alternative}:{offset}"


def split_slot_id(ref: str) -> tuple[str, int | None]:
    """'E3:2#1' -> ('E3:2', 1); 'E3:2' -> ('E3:2', None)."""
    node, sep, slot = ref.partition("#")
    if not sep:
        return node, None
    if not slot.isdigit():
        raise ValueError(f"bad text slot reference {ref!r} (expected NODE#N)")
    return node, int(slot)
