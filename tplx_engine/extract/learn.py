"""Learning a field from example values: which occurrence, which anchor (issue 12 items 2-3).

The places an example value stands at, and the ways to find each, are extract/choices.py's
*choices*. Each choice is tried on a sample of the cluster's pages (``sample``: the jobs pass
the example page first, then members spread over the cluster) and ranked, best first, by:

1. it gives the example value on every example page (a second or third example page refines
   the one field: the choice that agrees with all of them wins);
2. it gives no page furniture: a list value holding a text found on most sampled pages
   ("Write a Review" beside the authors), or a template constant, means the choice reaches
   past the field;
3. a list that gives each item once before one that gives it twice in a row (a forum's
   author link stands in the post header and in the profile box: an element list takes both,
   the post record one);
4. visible text before hidden elements and attributes;
5. fill: share of sampled pages where it gives a value (to one decimal: a page or two of
   difference is noise);
6. stability of the kind: a label written as one, an element named by id/class/itemprop, one
   inside a named ancestor, a short text before the value, the template node's element, the
   template's text slot;
7. not constant: one value on every sampled page hints at template text, but a
   low-cardinality field ("Language: English") is constant on a small sample too, so this
   only breaks ties;
8. reading order on the example page.

When the best two choices are at different places, rank alike on 1-5 and give different
values on some sampled page, the label is ambiguous (``AmbiguousLabel`` lists them with their
context and sampled values; ``pick`` chooses). Choices that agree on every sampled page are
one field, whichever is kept.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise
from dataclasses import replace

from lxml import etree

from ..template.model import Template
from ..template.page import PageView
from . import anchors as A
from .choices import (
    KIND_RANK,
    SAMPLE_VALUES,
    AmbiguousField,
    Choice,
    label_choices,
    match_of,
    shared_keys,
    wanted_of,
)
from .labels import Label, LabelError, check_field
from .reading import label_key
from .values import anchored_value, label_value_on, template_stops

STEADY_FILL = 0.6  # a stabler way to the same place may fill this share of the best's pages
# A list is doubled when this share of its neighbouring values are equal (an item given twice
# makes about half of them equal; two posts in a row by one author, a few).
DOUBLED_SHARE = 0.4
MIN_PAIRS = 4


# -- trying choices on the sampled pages ---------------------------------------------------------

def values_on(template: Template, label: Label, page: PageView) -> tuple[str, ...]:
    """What a label gives on a page (the extraction path)."""
    if label.anchor is not None:
        return anchored_value(page, label, template, False).values
    return label_value_on(match_of(template, page), label, False).values


def score_choice(template: Template, choice: Choice, examples: Sequence[tuple[PageView, str]],
                 sample: Sequence[PageView], shared: frozenset[str] = frozenset()) -> Choice:
    got: dict[int, tuple[str, ...]] = {}  # per page (the example pages are in the sample too)

    def on(page: PageView) -> tuple[str, ...]:
        if id(page) not in got:
            try:
                got[id(page)] = values_on(template, choice.label, page)
            except (LabelError, KeyError, IndexError, etree.XPathError):
                got[id(page)] = ()
        return got[id(page)]

    agree = sum(wanted_of(value) in {wanted_of(v) for v in on(page)}
                for page, value in examples)
    per_page = [on(page) for page in sample]
    filled = [v for v in per_page if v]
    distinct = {v for v in filled}
    wanted = {label_key(wanted_of(value)) for _, value in examples}
    constants = template_stops(template)
    furniture = any(key not in wanted and (key in constants or (len(values) > 1
                                                                 and key in shared))
                    for values in filled for key in map(label_key, values))
    pairs = [a == b for values in filled for a, b in pairwise(values)]
    doubled = len(pairs) >= MIN_PAIRS and sum(pairs) >= DOUBLED_SHARE * len(pairs)
    return replace(choice, agree=agree, fill=len(filled) / len(per_page) if per_page else 0.0,
                   constant=len(filled) >= 3 and len(distinct) == 1, furniture=furniture,
                   doubled=doubled,
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
    examples_json = tuple((page.page_id, wanted_of(value)) for page, value in examples)
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
                  and c.doubled <= best.doubled and c.hidden == best.hidden
                  and c.fill >= STEADY_FILL * best.fill]
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

