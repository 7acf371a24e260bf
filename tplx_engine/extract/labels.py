"""Labels: field names attached to template nodes or text slots (SPEC §6 "Labels"; 000 §5.3).

The source labels template parts by hand and says no more. Analysts label in three ways:

- by node id: ``E3:2`` (the element: its text with subtree) or ``E3:2#1`` (one data text node);
- by XPath on an example page, as lxml.html parses the raw file; the XPath may select an element
  or a text node (``.../td[1]/text()[3]``). The page is aligned to the template and the node the
  XPath selects is mapped to the template node (or text slot) aligned to it;
- by example value: text nodes whose text equals the value first, then elements whose text
  equals it, then text nodes containing it (the text around the value becomes the label's
  prefix/suffix: ``发表于 2014年6月12日`` with value ``2014年6月12日``). Several distinct targets
  make the label ambiguous: ``AmbiguousLabel`` lists the ranked candidates, ``pick`` chooses.
  ``extract.learn.learn_field`` learns one field from several example pages, which usually
  removes the ambiguity.

Labels survive re-induction: ``carry_labels`` (template/carry.py) finds, on pages of the old
cluster, the page node each label designates (through the old template), and the node of the new
template aligned to it; labels that cannot be carried are reported, never dropped silently.

Several labels may give one field in one template (alternatives in different ONs, or labels
carried from two merged clusters): extraction takes the first that yields a value.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace

from lxml import etree

from ..errors import TplxError
from ..load.visible import element_text, within
from ..model import TextRef
from ..template.match import PlacedText, TemplateMatch, find_slot, match_page, place_texts
from ..template.model import Template, split_slot_id
from ..template.page import PageView, element_path
from ..template.text import normalize, text_node_xpath

FIELD_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-.")


def is_field_char(char: str) -> bool:
    """ASCII letters, digits, '_', '-', '.', and letters of other scripts (出版社, Verlag,
    Éditeur): every one is an XML name character (letters below U+00C0 such as 'ª' are not)."""
    return char in FIELD_CHARS or (char >= "\u00c0" and char.isalpha())


class LabelError(TplxError):
    """A label cannot be made as asked (the message says why and what would work)."""


@dataclass(frozen=True)
class Candidate:
    """A place on the example page that could be the labelled field, ranked."""

    target: str  # template node id, or node id '#' slot
    xpath: str  # of the page node (element or text node)
    how: str  # 'text' (text node equals), 'element' (element text equals), 'contained'
    text: str  # the page node's text (shortened)
    repeatable: bool
    essential: bool  # in an EN (present on every page) rather than an ON
    prefix: str = ""
    suffix: str = ""
    context: str | None = None
    order: int = 0  # document order on the example page
    owner: int = -1  # original token of the page element holding the value

    def describe(self) -> str:
        where = "EN" if self.essential else "ON"
        rep = ", repeated" if self.repeatable else ""
        return f"{self.target} ({where}{rep}, {self.how}) at {self.xpath}: {self.text!r}"


class AmbiguousLabel(LabelError):
    def __init__(self, field: str, value: str, candidates: Sequence[Candidate]):
        lines = "\n".join(f"  [{i}] {c.describe()}" for i, c in enumerate(candidates))
        super().__init__(f"value {value!r} for field {field} is found at {len(candidates)} "
                         f"places of the template; choose one (pick=N):\n{lines}")
        self.field = field
        self.value = value
        self.candidates = tuple(candidates)


@dataclass(frozen=True)
class Label:
    field: str
    template_id: str
    target: str  # 'E3:2' (element with subtree) or 'E3:2#1' (one data text node)
    prefix: str | None = None  # template text before the value in the text node; None: the slot's
    suffix: str | None = None
    context: str | None = None  # the text just before the value on the example page
    source: str = "node"  # 'node' | 'xpath' | 'value' | 'carried'
    page_id: str | None = None  # example page
    xpath: str | None = None  # the labelled page node on the example page
    example: str | None = None  # its value there
    # In a repeatable node: None = every occurrence; r = the r-th occurrence under each parent
    # (an inner record whose copies are different blocks, e.g. content + signature).
    occurrence: int | None = None
    repeated: bool | None = None  # the field is a list; None: as the node (repeatable or not)
    all_texts: bool = False  # text slot: every data text of the slot's region (a list)
    # Where the value is found on any page, before the template node (extract/anchors.py);
    # None: the template node and slot above only (labels of tplx 0.1 and by node id).
    anchor: dict | None = None
    value_type: str = "text"  # extract/types.py: text, number, date, price, identifier, url
    examples: tuple[tuple[str, str], ...] = ()  # (page id, value) the field was learnt from
    date_order: str = ""  # type date: 'mdy' when the site writes 08/21/2012 (else day first)
    # How the value is computed (extract/content.py). None: read at the node or anchor above;
    # 'content': the page's main content with the template's knowledge (target = learnt node).
    extractor: str | None = None
    extractor_state: dict | None = None  # what it learnt ('content': boilerplate, headline)
    # What is written of the values found on a page (extract/values.py ``finished``): every
    # one ('all'), the first, or all joined with ``join_with`` into one; ``clean``: a regular
    # expression each value is cut to (its first group if it has one, else the match; a value
    # it does not match is kept as read).
    values: str = "all"
    join_with: str = "; "
    clean: str = ""

    @property
    def node_id(self) -> str:
        return split_slot_id(self.target)[0]

    def to_json(self) -> str:
        """The label as the project stores it."""
        return json.dumps(asdict(self), ensure_ascii=False)

    @staticmethod
    def from_json(body: str) -> Label:
        """A stored label; keys of other tplx versions are ignored."""
        data = json.loads(body)
        if "examples" in data:
            data["examples"] = tuple(tuple(example) for example in data["examples"])
        return Label(**{k: v for k, v in data.items() if k in Label.__dataclass_fields__})

    @property
    def slot(self) -> int | None:
        return split_slot_id(self.target)[1]


VALUE_POLICIES = ("all", "first", "join")


def check_values_options(values: str, clean: str) -> None:
    """``LabelError`` naming what is wrong with a field's values policy or clean-up pattern."""
    if values not in VALUE_POLICIES:
        raise LabelError(f"values policy {values!r}: use one of {', '.join(VALUE_POLICIES)}")
    if clean:
        try:
            re.compile(clean)
        except re.error as exc:
            raise LabelError(f"clean-up pattern {clean!r} is not a regular expression "
                             f"({exc}); e.g. 'ISBN: *(\\d+)' keeps the digits") from None


def check_field(field: str) -> str:
    """Field names become XML element names and CSV headers: a safe subset."""
    if (not field or not all(is_field_char(c) for c in field)
            or not (field[0].isalpha() and is_field_char(field[0]) or field[0] == "_")):
        raise LabelError(f"field name {field!r}: use letters, digits, '_', '-' or '.', "
                         "starting with a letter or '_' (it becomes an XML element name)")
    if field.lower().startswith("xml"):
        raise LabelError(f"field name {field!r}: XML reserves names starting with 'xml'")
    return field


def check_target(template: Template, target: str) -> str:
    try:
        node_id, slot = split_slot_id(target)
        node = template.node(node_id)
    except (KeyError, ValueError) as exc:
        raise LabelError(f"template {template.id}: {exc.args[0]}") from None
    if slot is not None and not 0 <= slot < len(node.slots):
        raise LabelError(f"template {template.id}: node {node_id} has {len(node.slots)} text "
                         f"slot(s), no slot #{slot}")
    return target


def label_node(template: Template, target: str, field: str) -> Label:
    return Label(check_field(field), template.id, check_target(template, target))


def _in_essential(template: Template, node_id: str) -> bool:
    return node_id.startswith("E")


# -- page node -> template target --------------------------------------------------------------

def _text_index(page: PageView) -> dict[tuple[int, bool], int]:
    return {(id(ref.node), ref.is_tail): i for i, ref in enumerate(page.all_texts)}


def _place_of_text(match: TemplateMatch, text_index: int, placed_by_owner: dict | None = None
                   ) -> tuple[str | None, PlacedText | None, str | None, str]:
    """(target, placed text, context, reason if None) of one of the page's text nodes.
    ``placed_by_owner`` keeps each element's placed texts between calls: asked for every text
    of one element, the placing runs once, not once a text (quadratic on 100,000 texts)."""
    page = match.page
    ref = page.all_texts[text_index]
    node = match.node_of_orig[ref.owner] if ref.owner >= 0 else -1
    if node < 0:
        return None, None, None, ("the text belongs to an element that is dynamic on this page "
                                  "(no template node is aligned to it)")
    node_id = match.template.nodes[node].id
    if placed_by_owner is None:
        placed_by_owner = {}
    if ref.owner not in placed_by_owner:
        placed = place_texts(match, node_id, ref.owner)
        placed_by_owner[ref.owner] = (placed, {(id(item.item.ref.node), item.item.ref.is_tail):
                                               position for position, item in enumerate(placed)})
    placed, positions = placed_by_owner[ref.owner]
    position = positions.get((id(ref.node), ref.is_tail))
    if position is None:
        return None, None, None, "the text is empty"
    item = placed[position]
    if item.k < 0:
        return None, item, None, f"the text is template text of {node_id} (constant)"
    slot = find_slot(match.template, node_id, item)
    if slot is None:
        return None, item, None, (f"the text is at a place of {node_id} never seen on the "
                                  "pages the template was induced from")
    previous = placed[position - 1] if position else None
    context = (previous.item.value if previous is not None
               and previous.landmark == item.landmark else None)
    return f"{node_id}#{slot}", item, context, ""


def _target_of_element(match: TemplateMatch, element) -> tuple[str | None, str]:
    page = match.page
    token = page.token_of(element)
    if token is None:
        return None, "the element has no token (dropped or unwrapped by simplification)"
    node = match.node_of_orig[token]
    if node < 0:
        return None, "the element is dynamic on this page (no template node is aligned to it)"
    return match.template.nodes[node].id, ""


def _unwrapped_element_target(match: TemplateMatch, element) -> tuple[str, str | None]:
    """An element without token (td, li, b ...): the one data text slot inside it."""
    index = _text_index(match.page)
    targets, placed_by_owner = [], {}
    for node in element.iter():
        for is_tail in (False, True):
            if is_tail and node is element:
                continue
            i = index.get((id(node), is_tail))
            if i is not None:
                target, _, context, _ = _place_of_text(match, i, placed_by_owner)
                if target is not None:
                    targets.append((target, context))
    distinct = list(dict.fromkeys(t for t, _ in targets))
    if len(distinct) == 1:
        return distinct[0], targets[0][1]
    if not distinct:
        raise LabelError("the element has no token (simplification unwraps it) and holds no "
                         "data text: only template text or nothing")
    raise LabelError(f"the element has no token (simplification unwraps it) and holds "
                     f"{len(distinct)} data text nodes ({', '.join(distinct)}); select one "
                     "with .../text()[n] or label a slot by id")


def resolve_page_node(match: TemplateMatch, node) -> tuple[str, str | None, str]:
    """(target, context, value) of one page node on an aligned page, without making a label.

    ``node`` is an lxml element of ``match.page.root`` or a text node: an lxml text result
    (``.../text()[n]``) or a ``TextRef`` of the page. An element yields its template node id
    (an unwrapped one, without token, the one data slot inside it), a text node its slot id.
    ``LabelError`` says why a node is no template data (dynamic, template text ...)."""
    page = match.page
    if isinstance(node, (TextRef, str)):
        if isinstance(node, TextRef):
            key = (id(node.node), node.is_tail)
        elif getattr(node, "is_attribute", False) or not (getattr(node, "is_text", False)
                                                          or getattr(node, "is_tail", False)):
            raise LabelError("an attribute or a computed string is no page node; select an "
                             "element or a text node")
        else:
            key = (id(node.getparent()), bool(node.is_tail))
        index = _text_index(page).get(key)
        if index is None:
            raise LabelError("the text node is not page text (whitespace, script or style)")
        target, _, context, reason = _place_of_text(match, index)
        if target is None:
            raise LabelError(reason)
        return target, context, normalize(page.all_texts[index].value)
    context = None
    target, reason = _target_of_element(match, node)
    if target is None and page.token_of(node) is None:
        target, context = _unwrapped_element_target(match, node)
    elif target is None:
        raise LabelError(reason)
    return target, context, element_text(node)


def label_xpath(template: Template, page: PageView, xpath: str, field: str,
                match: TemplateMatch | None = None, repeated: bool | None = None) -> Label:
    """A label from the page node an XPath selects on an example page. ``repeated`` as for
    ``label_value``: True/False picks the occurrence in a repeatable node like a value does."""
    check_field(field)
    try:
        found = page.root.xpath(xpath)
    except etree.XPathError as exc:
        raise LabelError(f"invalid XPath {xpath!r}: {exc}") from None
    if not isinstance(found, list) or not found:
        raise LabelError(f"XPath {xpath!r} selects nothing on page {page.page_id}")
    if len(found) > 1:
        raise LabelError(f"XPath {xpath!r} selects {len(found)} nodes on page {page.page_id}; "
                         "it must select one element or one text node")
    match = match or match_page(template, page)
    try:
        target, context, value = resolve_page_node(match, found[0])
    except LabelError as exc:
        raise LabelError(f"XPath {xpath!r}: {exc.args[0]}") from None
    # a whole node was chosen: prefix/suffix None, the slot's own template prefix/suffix apply
    label = Label(field, template.id, target, None, None, context, "xpath", page.page_id,
                  xpath, value)
    if repeated is None:
        return label
    node_id = label.node_id
    c = Candidate(target, xpath, "xpath", value[:80], template.node(node_id).repeatable,
                  _in_essential(template, node_id), owner=owner_token(page, found[0]))
    occurrence, all_texts = _occurrence_choice(template, page, c, repeated, match)
    return replace(label, occurrence=occurrence, repeated=repeated, all_texts=all_texts)


def owner_token(page: PageView, node) -> int:
    """The token owning a page node: a text node's owner, an element's own token or its
    nearest ancestor's (-1: none)."""
    if isinstance(node, TextRef):
        return node.owner
    if isinstance(node, str):
        key = (id(node.getparent()), bool(node.is_tail))
        index = _text_index(page).get(key)
        return page.all_texts[index].owner if index is not None else -1
    while node is not None:
        token = page.token_of(node)
        if token is not None:
            return token
        node = node.getparent()
    return -1


# -- by example value -----------------------------------------------------------------------------

def value_candidates(template: Template, page: PageView, value: str,
                     match: TemplateMatch | None = None, repeated: bool | None = None
                     ) -> tuple[list[Candidate], list[str]]:
    """Ranked places of ``value`` on the page, and why other occurrences were rejected."""
    wanted = normalize(value)
    if not wanted:
        raise LabelError("the example value is empty")
    match = match or match_page(template, page)
    found: list[Candidate] = []
    rejected: list[str] = []
    texts = page.all_texts
    normalized = [normalize(ref.value) for ref in texts]

    def add_text(i: int, how: str, prefix: str = "", suffix: str = "") -> None:
        target, _, context, reason = _place_of_text(match, i)
        xpath = text_node_xpath(texts[i])
        if target is None:
            rejected.append(f"{xpath}: {reason}")
            return
        node_id = target.split("#")[0]
        found.append(Candidate(target, xpath, how, normalized[i][:80],
                               template.node(node_id).repeatable,
                               _in_essential(template, node_id), prefix, suffix, context, i,
                               texts[i].owner))

    for i, text in enumerate(normalized):
        if text == wanted:
            add_text(i, "text")
    element_hits = [t for t in range(len(page.seq)) if element_text(page.seq.nodes[t]) == wanted]
    inner = set(element_hits)
    for t in element_hits:  # keep the deepest of nested elements with the same text
        if any(o != t and within(page.seq.nodes[o].getparent(), page.seq.nodes[t]) for o in inner):
            continue
        target, reason = _target_of_element(match, page.seq.nodes[t])
        xpath = element_path(page.seq.nodes[t])
        if target is None:
            rejected.append(f"{xpath}: {reason}")
            continue
        found.append(Candidate(target, xpath, "element", wanted[:80],
                               template.node(target).repeatable, _in_essential(template, target),
                               order=_first_text_after(page, t), owner=t))
    if not found:
        for i, text in enumerate(normalized):
            at = text.find(wanted)
            if at >= 0 and text != wanted:
                add_text(i, "contained", text[:at], text[at + len(wanted):])
    how_rank = {"text": 0, "element": 1, "contained": 2}
    found.sort(key=lambda c: (how_rank[c.how],
                              0 if repeated is None or c.repeatable == repeated else 1,
                              0 if c.essential else 1, c.order))
    return found, rejected



def _first_text_after(page: PageView, token: int) -> int:
    for i, ref in enumerate(page.all_texts):
        if ref.owner >= token:
            return i
    return len(page.all_texts)


def distinct_nodes(candidates: Sequence[Candidate]) -> list[Candidate]:
    """One candidate per template node (the best ranked)."""
    seen: dict[str, Candidate] = {}
    for c in candidates:
        seen.setdefault(c.target.split("#")[0], c)
    return list(seen.values())


def label_from(template: Template, field: str, page: PageView, value: str, c: Candidate,
                repeated: bool | None, match: TemplateMatch | None = None) -> Label:
    slot = "#" in c.target
    occurrence, all_texts = _occurrence_choice(template, page, c, repeated, match)
    return Label(field, template.id, c.target, c.prefix if slot else None,
                 c.suffix if slot else None, c.context, "value", page.page_id, c.xpath,
                 normalize(value), occurrence, repeated, all_texts)


def _occurrence_choice(template: Template, page: PageView, c: Candidate,
                       repeated: bool | None, match: TemplateMatch | None
                       ) -> tuple[int | None, bool]:
    """(occurrence, all_texts) for a label made on candidate ``c`` (see ``Label``)."""
    node = template.node(c.target.split("#")[0])
    if not node.repeatable:
        return None, bool(repeated and "#" in c.target)
    if repeated is None or c.owner < 0:
        return None, False
    owners = page.occurrences(int(page.merged_of[c.owner]))
    rank = next((g.index(c.owner) for g in page.occurrence_groups(owners) if c.owner in g), 0)
    if not repeated:
        return rank, False
    parent = page.parent_of(c.owner)
    match = match or match_page(template, page)
    parent_node = int(match.node_of_orig[parent]) if parent >= 0 else -1
    nested = parent_node >= 0 and template.nodes[parent_node].repeatable
    return (rank if nested else None), False


def label_value(template: Template, page: PageView, value: str, field: str, *,
                pick: int | None = None, repeated: bool | None = None,
                match: TemplateMatch | None = None) -> Label:
    """A label from an example value on an example page (see module docstring)."""
    check_field(field)
    match = match or match_page(template, page)
    candidates, rejected = value_candidates(template, page, value, match, repeated)
    distinct = distinct_nodes(candidates)
    if not distinct:
        why = ("; ".join(rejected[:5])) if rejected else "no text of the page contains it"
        raise LabelError(f"value {value!r} for field {field} not found as template data on "
                         f"page {page.page_id}: {why}")
    if len(distinct) > 1 and pick is None:
        raise AmbiguousLabel(field, value, distinct)
    chosen = distinct[pick or 0] if pick is None or pick < len(distinct) else None
    if chosen is None:
        raise LabelError(f"pick={pick}: there are only {len(distinct)} candidates")
    return label_from(template, field, page, value, chosen, repeated, match)


def relabel(label: Label, **changes) -> Label:
    return replace(label, **changes)
