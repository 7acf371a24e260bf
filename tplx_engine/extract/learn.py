"""Learning a field from example values: which occurrence, which anchor (issue 12 items 2-3).

An example value usually stands at several places of its page: the visible row, a microdata
span, a ``<meta>`` value, a share-link URL, a breadcrumb. Every place gives *choices*: the
label anchors before it (extract/anchors.py: inline, same line, next cell), the element
anchors on it (id, class, itemprop, property; an attribute holding the value), and the
template's own node or text slot (extract/labels.py, the structural label of tplx 0.1).

Each choice is tried on a sample of the cluster's pages (``sample``: the jobs pass the example
page first, then members spread over the cluster) and ranked, best first, by:

1. it gives the example value on every example page (a second or third example page refines
   the one field: the choice that agrees with all of them wins);
2. it gives no page furniture: a list value holding a text found on most sampled pages
   ("Write a Review" beside the authors), or a template constant, means the choice reaches
   past the field;
3. visible text before hidden elements and attributes;
4. fill: share of sampled pages where it gives a value (to one decimal: a page or two of
   difference is noise);
5. stability of the kind: a label written as one, an element named by id/class/itemprop, one
   inside a named ancestor, a short text before the value, the template node's element, the
   template's text slot;
6. not constant: one value on every sampled page hints at template text, but a
   low-cardinality field ("Language: English") is constant on a small sample too, so this
   only breaks ties;
7. reading order on the example page.

When the best two choices are at different places, rank alike on 1-4 and give different
values on some sampled page, the label is ambiguous (``AmbiguousLabel`` lists them with their
context and sampled values; ``pick`` chooses). Choices that agree on every sampled page are
one field, whichever is kept.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace

from lxml import etree

from ..template.match import match_page
from ..template.model import Template
from ..template.page import PageView
from ..template.text import normalize
from . import anchors as A
from .labels import (AmbiguousLabel, Label, LabelError, check_field, label_from,
                     value_candidates)
from ..load.visible import is_hidden
from .reading import SKIPPED_TAGS, label_key, piece_xpath, reading_text
from .values import anchored_value, label_value_on, template_stops

# a label written as one (``ISBN:``, a <th>) first; a short text that merely precedes the
# value ('by', a widget's '0 Items') after element anchors, before the template position
KIND_RANK = {"label": 4, "element": 3, "scoped element": 2.5, "weak label": 2, "node": 1.5,
             "structural": 1}
SCOPE_STEPS = 3  # ancestors looked at for a name when an element has none
STEADY_FILL = 0.6  # a stabler way to the same place may fill this share of the best's pages
SAMPLE_VALUES = 3  # sampled values shown with a choice
SHARED_SHARE = 0.8  # a text on this share of the sampled pages is furniture, not a value
MIN_SHARED_PAGES = 4


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
    hidden: bool = False
    order: int = 0
    samples: tuple[str, ...] = ()
    values: tuple[tuple[str, ...], ...] = ()  # per sampled page

    def key(self) -> tuple:
        return (self.agree, not self.furniture, not self.hidden, round(self.fill, 1),
                KIND_RANK[self.kind], not self.constant, -self.order)

    def close_to(self, other: Choice) -> bool:
        return self.key()[:4] == other.key()[:4]

    def describe(self) -> str:
        how = (A.Anchor.from_json(self.label.anchor).describe() if self.label.anchor
               else f"template node {self.label.target}")
        return (f"{how} at {self.place} (fill {self.fill:.0%}"
                f"{', hidden' if self.hidden else ''}{', constant' if self.constant else ''}"
                f"{', with page furniture' if self.furniture else ''})"
                f" e.g. {', '.join(repr(s) for s in self.samples)}")

    def to_json(self) -> dict:
        return {"how": self.describe(), "kind": self.kind, "xpath": self.place,
                "context": self.context, "fill": round(self.fill, 3), "hidden": self.hidden,
                "constant": self.constant, "samples": list(self.samples),
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


def _wanted(value: str) -> str:
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
    wanted = _wanted(value)
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
        for relation in ("run", "next"):
            if not A.is_anchor_piece(reading, i, relation) or (relation == "next"
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
            if _wanted(element.get(attribute) or "") == wanted:
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


def _structural_choices(template: Template, page: PageView, field: str, value: str,
                        repeated: bool | None) -> list[Choice]:
    try:
        candidates, _ = value_candidates(template, page, value, None, repeated)
    except LabelError:
        return []
    out = []
    for c in {c.target: c for c in reversed(candidates)}.values():  # the best of each target
        label = label_from(template, field, page, value, c, repeated)
        out.append(Choice(replace(label, examples=((page.page_id, _wanted(value)),)),
                          "structural" if "#" in c.target else "node", c.xpath,
                          c.context or "", hidden=_hidden_at(page, c.xpath), order=c.order))
    return out


# -- trying choices on the sampled pages ---------------------------------------------------------

def values_on(template: Template, label: Label, page: PageView) -> tuple[str, ...]:
    """What a label gives on a page (the extraction path)."""
    if label.anchor is not None:
        return anchored_value(page, label, template, False).values
    return label_value_on(match_page(template, page), label, False).values


def score_choice(template: Template, choice: Choice, examples: Sequence[tuple[PageView, str]],
                 sample: Sequence[PageView], shared: frozenset[str] = frozenset()) -> Choice:
    agree = 0
    for page, value in examples:
        try:
            got = values_on(template, choice.label, page)
        except (LabelError, KeyError, IndexError, etree.XPathError):
            got = ()
        agree += _wanted(value) in {_wanted(v) for v in got}
    per_page = []
    for page in sample:
        try:
            per_page.append(values_on(template, choice.label, page))
        except (LabelError, KeyError, IndexError, etree.XPathError):
            per_page.append(())
    filled = [v for v in per_page if v]
    distinct = {v for v in filled}
    wanted = {label_key(_wanted(value)) for _, value in examples}
    constants = template_stops(template)
    furniture = any(key not in wanted and (key in constants or (len(values) > 1
                                                                 and key in shared))
                    for values in filled for key in map(label_key, values))
    return replace(choice, agree=agree, fill=len(filled) / len(per_page) if per_page else 0.0,
                   constant=len(filled) >= 3 and len(distinct) == 1, furniture=furniture,
                   samples=tuple(" | ".join(v)[:60] for v in filled[:SAMPLE_VALUES]),
                   values=tuple(per_page))


def rank_choices(template: Template, examples: Sequence[tuple[PageView, str]], field: str,
                 sample: Sequence[PageView] = (), repeated: bool | None = None) -> list[Choice]:
    """Every choice of every example page, tried and ranked best first (see module doc)."""
    check_field(field)
    pages = list(sample) or [page for page, _ in examples]
    shared = shared_keys(pages)
    choices: dict[str, Choice] = {}
    for page, value in examples:
        for choice in label_choices(template, page, field, value, repeated, shared):
            identity = _identity(choice)
            if identity not in choices:
                choices[identity] = choice
    if repeated:  # a list was asked for: anchors give every item, not the first
        choices = {k: _as_list(c) for k, c in choices.items()}
    examples_json = tuple((page.page_id, _wanted(value)) for page, value in examples)
    scored = [score_choice(template, replace(c, label=replace(c.label, examples=examples_json)),
                           examples, pages, shared) for c in choices.values()]
    scored = _with_targets(_lists_or_single(c for c in scored if c.agree > 0))
    scored.sort(key=Choice.key, reverse=True)
    return _stable_first_at_each_place(scored)


def _as_list(choice: Choice) -> Choice:
    anchor = choice.label.anchor
    if anchor is None or anchor.get("multi") or anchor.get("relation") == "inline":
        return choice
    listed = A.Anchor.from_json(anchor)
    listed = replace(listed, multi=True, nth=0, count=0) if listed.kind == "element" else replace(
        listed, multi=True)
    return replace(choice, label=replace(choice.label, anchor=listed.to_json()))


def _stable_first_at_each_place(ranked: list[Choice]) -> list[Choice]:
    """Ways to find the same place: the most stable kind first, even when a positional one
    fills more pages (where the label is absent, a position reads the neighbouring row)."""
    groups: list[tuple[str, list[Choice]]] = []
    for c in ranked:
        place = _place(c)
        group = next((g for p, g in groups if _nested(place, p)), None)
        if group is None:
            groups.append((place, [c]))
        else:
            group.append(c)
    out = []
    for _, group in groups:
        best = group[0]
        steady = [c for c in group if c.agree == best.agree and not c.furniture
                  and c.hidden == best.hidden and c.fill >= STEADY_FILL * best.fill]
        # the stablest kind; of one kind the innermost element (a price box holding the list
        # price on other pages loses to the price in it), then the better filled
        first = max(steady, key=lambda c: (KIND_RANK[c.kind], _place(c).count("/"), c.fill)
                    ) if steady else best
        out += [first] + [c for c in group if c is not first]
    return out


def _place(choice: Choice) -> str:
    return choice.place.split("/text()")[0].split("/@")[0]  # a text node: its element


def _with_targets(choices: list[Choice]) -> list[Choice]:
    """Anchored choices take the template node of the same place, so the workbench can show
    the field on the template ('' where the value is at no template node)."""
    by_place = {c.place: c.label.target for c in choices if c.kind in ("structural", "node")}
    return [c if c.kind in ("structural", "node") or c.place not in by_place
            else replace(c, label=replace(c.label, target=by_place[c.place])) for c in choices]


def _lists_or_single(choices) -> list[Choice]:
    """Of an anchor tried both as one value and as a list of items (an example page with one
    author), keep the list when some sampled page has several items, else the single value."""
    choices = list(choices)
    lists = {}
    for c in choices:
        anchor = c.label.anchor
        if anchor is not None and anchor.get("multi") and c.label.repeated is None:
            lists[_identity(c, multi=False)] = any(len(v) > 1 for v in c.values)
    kept = []
    for c in choices:
        anchor = c.label.anchor
        if anchor is None:
            kept.append(c)
        elif anchor.get("multi") and c.label.repeated is None:
            if lists[_identity(c, multi=False)]:
                kept.append(replace(c, label=replace(c.label, repeated=True)))
        elif not lists.get(_identity(c), False):
            kept.append(c)
    return kept


def _identity(choice: Choice, multi: bool | None = None) -> str:
    label = choice.label
    if label.anchor is not None:
        anchor = dict(label.anchor)
        is_list = bool(anchor.pop("multi", False)) if multi is None else multi
        for name in ("nth", "count", "multi", "stops"):
            anchor.pop(name, None)
        return repr((sorted(anchor.items()), is_list))
    return f"{label.target}|{label.occurrence}|{label.all_texts}"


def choose(choices: Sequence[Choice], field: str, value: str, pick: int | None) -> Choice:
    """The best choice, unless the best are close rivals (``AmbiguousField``) and no pick."""
    if not choices:
        raise LabelError(f"value {value!r} for field {field} is not found on the example page "
                         "(visible text, an element or an attribute equal to it)")
    listed = rivals_of(choices)
    if pick is not None:
        if not 0 <= pick < len(listed):
            raise LabelError(f"pick={pick}: there {'is' if len(listed) == 1 else 'are'} "
                             f"{len(listed)} candidate(s) (0-{len(listed) - 1})")
        return listed[pick]
    if len(listed) > 1:
        raise AmbiguousField(field, value, listed)
    return listed[0]


def rivals_of(choices: Sequence[Choice]) -> list[Choice]:
    """The best choice and the places as good that give other values: what the analyst
    chooses among (``pick`` indexes this list)."""
    places = distinct_places(choices)
    best = places[0]
    return [best] + [c for c in places[1:] if c.close_to(best) and _differ(c, best)]


def distinct_places(choices: Sequence[Choice]) -> list[Choice]:
    """The best choice of each place of the example page, in rank order."""
    kept: list[tuple[str, Choice]] = []
    for c in choices:
        place = _place(c)
        if not any(_nested(place, other) for other, _ in kept):
            kept.append((place, c))
    return [c for _, c in kept]


def _nested(a: str, b: str) -> bool:
    """One path is the other or inside it (a cell and the link in it: one place)."""
    return a == b or a.startswith(b + "/") or b.startswith(a + "/")


def _differ(a: Choice, b: Choice) -> bool:
    return any(x and y and x != y for x, y in zip(a.values, b.values))


def learn_field(template: Template, examples: Sequence[tuple[PageView, str]], field: str, *,
                sample: Sequence[PageView] = (), pick: int | None = None,
                repeated: bool | None = None) -> Label:
    """The label of ``field`` that gives every example value, chosen as the module says."""
    if not examples:
        raise LabelError(f"field {field}: no example value")
    choices = rank_choices(template, examples, field, sample, repeated)
    best = choose(choices, field, examples[-1][1], pick)
    return best.label

