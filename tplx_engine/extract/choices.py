"""The places an example value stands at, and the ways to find each (extract/learn.py ranks them).

An example value usually stands at several places of its page: the visible row, a microdata
span, a ``<meta>`` value, a share-link URL, a breadcrumb. Every place gives *choices*: the label
anchors before it (extract/anchors.py: inline, same line, next cell; a text written as a label
or a weak one such as 'by'), the element anchors on it (id, class, itemprop, property, or inside
a named ancestor; an attribute holding the value; every item when it is one of a list), and the
template's own node or text slot (extract/labels.py, the structural label of tplx 0.1).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from weakref import WeakKeyDictionary

from ..load.visible import is_hidden
from ..template.match import TemplateMatch, match_page
from ..template.model import Template
from ..template.page import PageView
from ..template.text import normalize
from . import anchors as A
from .labels import AmbiguousLabel, Label, LabelError, label_from, value_candidates
from .reading import SKIPPED_TAGS, label_key, piece_xpath, reading_text
from .values import template_stops

SCOPE_STEPS = 3  # ancestors looked at for a name when an element has none
SAMPLE_VALUES = 3  # sampled values shown with a choice
SHARED_SHARE = 0.8  # a text on this share of the sampled pages is furniture, not a value
MIN_SHARED_PAGES = 4
# a label written as one (``ISBN:``, a <th>) first; a short text that merely precedes the
# value ('by', a widget's '0 Items') after element anchors, before the template position
KIND_RANK = {"label": 4, "element": 3, "scoped element": 2.5, "weak label": 2, "node": 1.5,
             "structural": 1}


@dataclass(frozen=True)
class Choice:
    """One way to find the field, with how it did on the sampled pages."""

    label: Label
    kind: str  # label | weak label | element | node (element at a template node) | structural
    place: str  # XPath of the value on the example page (attributes: .../@name)
    context: str  # the text before it on the example page
    agree: int = 0  # example pages where it gives the example value
    fill: float = 0.0
    constant: bool = False
    furniture: bool = False  # some sampled value is a text on most pages ('Write a Review')
    doubled: bool = False  # a list whose items come twice in a row: two elements per record
    hidden: bool = False
    order: int = 0
    samples: tuple[str, ...] = ()
    values: tuple[tuple[str, ...], ...] = ()  # per sampled page

    def key(self) -> tuple:
        return (self.agree, not self.furniture, not self.doubled, not self.hidden,
                round(self.fill, 1), KIND_RANK[self.kind], not self.constant, -self.order)

    def close_to(self, other: Choice) -> bool:
        return self.key()[:5] == other.key()[:5]

    def describe(self) -> str:
        how = (A.Anchor.from_json(self.label.anchor).describe() if self.label.anchor
               else f"template node {self.label.target}")
        return (f"{how} at {self.place} (fill {self.fill:.0%}"
                f"{', hidden' if self.hidden else ''}{', constant' if self.constant else ''}"
                f"{', with page furniture' if self.furniture else ''}"
                f"{', each value twice' if self.doubled else ''})"
                f" e.g. {', '.join(repr(s) for s in self.samples)}")

    def to_json(self) -> dict:
        return {"how": self.describe(), "kind": self.kind, "xpath": self.place,
                "context": self.context, "fill": round(self.fill, 3), "hidden": self.hidden,
                "constant": self.constant, "doubled": self.doubled,
                "samples": list(self.samples),
                "anchor": self.label.anchor, "target": self.label.target}


class AmbiguousField(AmbiguousLabel):
    """Several places give different values on the cluster's pages: the analyst picks."""

    def __init__(self, field: str, value: str, choices: Sequence[Choice]):
        LabelError.__init__(self, f"value {value!r} for field {field} stands at "
                            f"{len(choices)} places that give different values on other "
                            "pages; choose one (pick=N):\n" + "\n".join(
                                f"  [{i}] {c.describe()}" for i, c in enumerate(choices)))
        self.field, self.value = field, value
        self.candidates = tuple(choices)
        self.choices = tuple(choices)


def wanted_of(value: str) -> str:
    return normalize(value).strip(A.VALUE_EDGE)


# -- choices on one example page ------------------------------------------------------------

def shared_keys(pages: Sequence[PageView]) -> frozenset[str]:
    """Texts (as label keys) on at least ``SHARED_SHARE`` of the pages: the site's furniture
    next to values ("Write a Review"), which ends a value run. Needs ``MIN_SHARED_PAGES``."""
    if len(pages) < MIN_SHARED_PAGES:
        return frozenset()
    counts: Counter[str] = Counter()
    for page in pages:
        counts.update(set(reading_text(page).by_key))
    return frozenset(k for k, n in counts.items() if n >= SHARED_SHARE * len(pages))


def label_choices(template: Template, page: PageView, field: str, value: str,
                  repeated: bool | None = None, shared: frozenset[str] = frozenset()
                  ) -> list[Choice]:
    """Every anchor and template place that gives ``value`` on ``page``."""
    wanted = wanted_of(value)
    if not wanted:
        raise LabelError("the example value is empty")
    base = Label(field, template.id, "", source="value", page_id=page.page_id,
                 example=wanted, repeated=repeated, examples=((page.page_id, wanted),))
    choices = _label_anchor_choices(page, base, wanted, template_stops(template),
                                    shared - {label_key(wanted)}, repeated)
    choices += _element_choices(page, base, wanted, shared)
    choices += _structural_choices(template, page, field, value, repeated)
    return choices


def _label_anchor_choices(page: PageView, base: Label, wanted: str, stops: frozenset[str],
                          shared: frozenset[str], repeated: bool | None) -> list[Choice]:
    reading = reading_text(page)
    pieces = reading.pieces
    out: list[Choice] = []
    seen: set[tuple] = set()
    for i, piece in enumerate(pieces):
        split = A.inline_split(piece.text)
        if split is not None and split[1].strip(A.VALUE_EDGE) == wanted:
            _add_label_choice(out, seen, base, reading, i, split[0], "inline", False, [piece])
        if wanted in piece.text:
            continue
        strong = A.looks_like_label(piece)
        for relation in ("run", "next", "column"):
            if not A.is_anchor_piece(reading, i, relation) or (relation != "run"
                                                                and not strong):
                continue
            reach = A.value_pieces(reading, i, relation, stops)
            run_stops = tuple(sorted({label_key(p.text) for p in reach[1:]} & shared))
            found = A.value_pieces(reading, i, relation, stops | frozenset(run_stops))
            if not found:
                continue
            item_pieces = A.item_values(found)
            items = [p.text.strip(A.VALUE_EDGE) for p in item_pieces]
            if A.run_value(found, piece, relation) == wanted and repeated is not True:
                _add_label_choice(out, seen, base, reading, i, piece.text, relation, False,
                                  found, run_stops)
                if items == [wanted] and repeated is None:  # one of a list? the sample says
                    _add_label_choice(out, seen, base, reading, i, piece.text, relation, True,
                                      item_pieces, run_stops)
            elif wanted in items and (len(items) > 1 or repeated):
                at = items.index(wanted)
                _add_label_choice(out, seen, base, reading, i, piece.text, relation, True,
                                  [A.item_values(found)[at]], run_stops)
    return out


def _add_label_choice(out, seen, base: Label, reading, at: int, text: str, relation: str,
                      multi: bool, value_pieces, stops: tuple[str, ...] = ()) -> None:
    probe = A.Anchor("label", text=text, relation=relation)
    hits = A.label_hits(reading, probe)
    anchor = replace(probe, nth=hits.index(at) if at in hits else 0, count=len(hits),
                     multi=multi, stops=stops)
    key = (text, relation, multi, anchor.nth)
    if key in seen:
        return
    seen.add(key)
    first = value_pieces[0]
    strong = relation == "inline" or A.looks_like_label(reading.pieces[at])
    out.append(Choice(replace(base, target="", anchor=anchor.to_json(),
                              xpath=piece_xpath(first), context=text),
                      "label" if strong else "weak label", piece_xpath(first), text,
                      order=at))


def _element_choices(page: PageView, base: Label, wanted: str,
                     shared: frozenset[str] = frozenset()) -> list[Choice]:
    out: list[Choice] = []
    seen: set[tuple] = set()
    for order, element in enumerate(page.root.iter()):
        if not isinstance(element.tag, str):
            continue
        places = []
        if A.element_text(element) == wanted:
            places.append("")
        for attribute in A.ATTRIBUTES:
            if wanted_of(element.get(attribute) or "") == wanted:
                places.append(attribute)
        if not places:
            continue
        hidden_element = _hidden(element)
        path = element.getroottree().getpath(element)
        for probe in _element_probes(element):
            matches = A.element_matches(page.root, probe)
            nth = next((i for i, m in enumerate(matches) if m is element), 0)
            for attribute in places:
                anchor = replace(probe, attribute=attribute, nth=nth, count=len(matches))
                identity = (repr(probe), attribute)
                if identity in seen:
                    continue
                seen.add(identity)
                place = f"{path}/@{attribute}" if attribute else path
                kind = "element" if probe.key or not probe.scope_tag else "scoped element"
                choice = Choice(replace(base, target="", anchor=anchor.to_json(), xpath=place),
                                kind, place, "", hidden=anchor.hidden or hidden_element,
                                order=order)
                out.append(choice)
                if len(matches) > 1 and _list_of(element, probe):  # one item of a list?
                    stops = tuple(sorted({label_key(A.element_value(m, anchor)) for m in matches}
                                         & shared))
                    listed = replace(anchor, multi=True, nth=0, count=0, stops=stops)
                    out.append(replace(choice, label=replace(choice.label,
                                                             anchor=listed.to_json())))
    return out


def _element_probes(element) -> list[A.Anchor]:
    """Ways to find an element: its own names, else inside its nearest named ancestor."""
    own = [A.Anchor("element", tag=element.tag, key=k, key_value=v)
           for k, v in A.stable_keys(element)]
    if any(p.key for p in own):
        return own
    ancestor, steps = element.getparent(), 0
    while ancestor is not None and steps < SCOPE_STEPS:
        named = [(k, v) for k, v in A.stable_keys(ancestor) if k]
        if named:
            return own + [A.Anchor("element", tag=element.tag, scope_tag=ancestor.tag,
                                   scope_key=k, scope_value=v) for k, v in named[:2]]
        ancestor, steps = ancestor.getparent(), steps + 1
    return own


def _list_of(element, probe: A.Anchor) -> bool:
    """Whether the probe finds the items of one list: the element (or its parent) repeats
    among its siblings, with no ``<dt>``/``<th>`` labels between them (rows of label/value
    pairs are no list), inside the ancestor the probe is scoped to (or named itself)."""
    for node in (element, element.getparent()):
        container = node.getparent() if node is not None else None
        if container is None:
            continue
        siblings = [s for s in container if isinstance(s.tag, str)]
        if sum(1 for s in siblings if s.tag == node.tag) < 2:
            continue
        if any(s.tag in ("dt", "th") or s.find("th") is not None for s in siblings):
            return False
        return bool(probe.key) or (probe.scope_tag == container.tag and (
            container.get(probe.scope_key) or "").split().count(probe.scope_value) > 0
            if probe.scope_key == "class" else container.get(probe.scope_key) == probe.scope_value)
    return False


def _hidden_at(page: PageView, xpath: str) -> bool:
    found = page.root.xpath(xpath.split("/text()")[0])
    return bool(found) and _hidden(found[0])


def _hidden(element) -> bool:
    """In ``<head>``, a script or a hidden subtree: not what a reader sees."""
    while element is not None:
        tag = element.tag if isinstance(element.tag, str) else ""
        if tag in SKIPPED_TAGS or is_hidden(element):
            return True
        element = element.getparent()
    return False


_MATCHES: WeakKeyDictionary = WeakKeyDictionary()


def match_of(template: Template, page: PageView) -> TemplateMatch:
    """The page aligned to the template, once per (page, template) while learning a field."""
    by_template = _MATCHES.setdefault(page, {})
    found = by_template.get(template.id)
    if found is None or found.template is not template:
        found = by_template[template.id] = match_page(template, page)
    return found


def _structural_choices(template: Template, page: PageView, field: str, value: str,
                        repeated: bool | None) -> list[Choice]:
    try:
        candidates, _ = value_candidates(template, page, value, match_of(template, page),
                                         repeated)
    except LabelError:
        return []
    out = []
    for c in {c.target: c for c in reversed(candidates)}.values():  # the best of each target
        label = label_from(template, field, page, value, c, repeated)
        out.append(Choice(replace(label, examples=((page.page_id, wanted_of(value)),)),
                          "structural" if "#" in c.target else "node", c.xpath,
                          c.context or "", hidden=_hidden_at(page, c.xpath), order=c.order))
    return out
