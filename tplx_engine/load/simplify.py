"""The tokeniser: a parsed page as a pre-order tag sequence of its simplified view (SPEC §1.2–1.3).

The DOM is never modified: later stages read XPaths and text on the page as lxml parsed it. The
simplification is a *view* of the tree, decided by ``TagRules`` (the one definition, built from
``SimplifyOptions``): tags in ``drop_with_content`` (and comments, processing instructions,
entities) vanish with their content; ``drop_tags`` and ``unwrap_tags`` ("transparent") vanish
but their children and text stay, one level up. Every other element yields one token
``token_id(tag, depth)`` with its depth in the simplified tree and keeps a reference to its
lxml element.

Text nodes (element text and tails, including those of transparent and dropped tags, but not
the content of dropped tags or comments) are ``TextRef``s pointing at the token that *owns*
them, the nearest enclosing token; the template stage decides which text is constant and
which is data.

One tokeniser: two Python loops and a compiled twin, each where it is fastest (measured on
swde-book pages), all applying the same ``TagRules``:

- ``build_sequence`` is the tokeniser. ``with_texts=False`` (extraction, the preprocessing
  fallback, benchmarks) runs ``_tokens``, a C-level pre-order ``iter()`` with depths looked
  up from the parent: 0.28 ms a page on fresh trees, where a Python-level start/end walk
  takes 0.37 ms even without keeping the nodes. ``with_texts=True`` (induction, labelling)
  runs ``_walk``, which needs the end events to place tails (0.75 ms a page).
- ``owned_texts`` is ``_walk`` started at one token's element: the texts that token owns,
  for a page tokenised without texts. Extraction needs the texts of the labelled tokens only,
  and collecting all of them costs twice the tokenising. It stops at the child tokens (they
  own their content) and knows where each child's subtree ends from the depths; so a text
  found this way equals, field for field, the one the whole walk lists (tested).
- ``load.scan.scan_page`` is the compiled twin of ``build_sequence(..., with_texts=False)``
  for preprocessing: one numba pass over libxml2's serialisation of the page with the same
  rules (``scan_page`` builds its table from ``tag_rules``); its tokens and depths must be
  identical (tests/engine/test_load_scan.py checks every demo page and generated markup), and
  it falls back to ``build_sequence`` where it cannot be sure.

Departure from the source: the source unwrapped by editing the HTML; here the view keeps the
original DOM intact for highlighting and XPath labels.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from lxml import etree

from ..config import SimplifyOptions
from ..model import DEPTH_BITS, MAX_DEPTH, TagSequence, TextRef, tag_code
from .walk import tree_walk


@dataclass(frozen=True)
class TagRules:
    """What the simplified view does with a tag (lower-case names); one per options value."""

    drop_with_content: frozenset[str]
    transparent: frozenset[str]  # dropped or unwrapped: no token, children kept

    @staticmethod
    def of(options: SimplifyOptions) -> TagRules:
        return TagRules(
            frozenset(t.lower() for t in options.drop_with_content),
            frozenset(t.lower() for t in (*options.drop_tags, *options.unwrap_tags)),
        )


_rules_cache: dict[SimplifyOptions, TagRules] = {}
_code_cache: dict[str, int] = {}


def tag_rules(options: SimplifyOptions) -> TagRules:
    """The options' tag lists as sets (cached per options value; the page scan builds on them)."""
    rules = _rules_cache.get(options)
    if rules is None:
        rules = _rules_cache[options] = TagRules.of(options)
    return rules


def _code(tag: str) -> int:
    code = _code_cache.get(tag)
    if code is None:
        code = _code_cache[tag] = tag_code(tag) << DEPTH_BITS
    return code


def build_sequence(root, options: SimplifyOptions, with_texts: bool = True) -> TagSequence:
    """Pre-order tokens of the simplified view of ``root`` (an lxml element).

    ``with_texts=False``: no text references (``texts`` is empty), the fast loop; both loops
    yield the same tokens, depths, tags and nodes (tested).
    """
    rules = tag_rules(options)
    if with_texts:
        codes, depths, tags, nodes, texts = _walk(root, rules)
    else:
        codes, depths, tags, nodes = _tokens(root, rules)
        texts = ()
    return TagSequence(
        tokens=np.fromiter(codes, dtype=np.int64, count=len(codes)),
        depths=np.fromiter(depths, dtype=np.int32, count=len(depths)),
        tags=tuple(tags),
        nodes=tuple(nodes),
        texts=tuple(texts),
    )


def owned_texts(seq: TagSequence, token: int, options: SimplifyOptions) -> tuple[TextRef, ...]:
    """The ``TextRef``s token ``token`` of ``seq`` owns, as ``build_sequence(...,
    with_texts=True)`` lists them, without walking the rest of the page (``seq`` may have been
    built without texts, but with its nodes)."""
    return tuple(_walk(seq.nodes[token], tag_rules(options), token, seq.depths)[4])


def subtree_last(depths: np.ndarray, token: int) -> int:
    """The last token of ``token``'s subtree (pre-order keeps a subtree contiguous)."""
    after = np.flatnonzero(depths[token + 1:] <= depths[token])
    return token + int(after[0]) if after.size else len(depths) - 1


def _tokens(root, rules: TagRules):
    """The fast loop of ``build_sequence``: C-level pre-order ``iter()`` over the elements
    (comments and PIs carry no tokens), each one's depth looked up from its parent's."""
    drop_content = rules.drop_with_content
    transparent = rules.transparent
    codes: list[int] = []
    depths: list[int] = []
    tags: list[str] = []
    nodes: list = []
    # element -> simplified depth of its children, or None inside dropped content
    child_depth_of: dict = {None: 0}
    for el in root.iter(etree.Element):
        parent_depth = child_depth_of.get(el.getparent(), 0)
        if parent_depth is None:
            child_depth_of[el] = None
            continue
        tag = el.tag
        if not tag.islower():
            tag = tag.lower()
        if tag in drop_content:
            child_depth_of[el] = None
        elif tag in transparent:
            child_depth_of[el] = parent_depth
        else:
            child_depth_of[el] = parent_depth + 1
            codes.append(_code(tag) | (parent_depth if parent_depth < MAX_DEPTH else MAX_DEPTH))
            depths.append(parent_depth)
            tags.append(tag)
            nodes.append(el)
    return codes, depths, tags, nodes


def _walk(top, rules: TagRules, token: int = -1, token_depths: np.ndarray | None = None):
    """The start/end walk: tokens and texts of ``top``'s subtree, in document order.

    Whole page (``token_depths`` None): every token below ``top`` (and ``top`` itself) is
    listed. One token's texts (``top`` is token ``token`` of a sequence with depths
    ``token_depths``): tokens are not listed, and the walk steps over each child token's
    subtree (it owns that content), taking the index of its last token from the depths.
    Iterative: 10,000-deep pages must not recurse.
    """
    drop_content = rules.drop_with_content
    transparent = rules.transparent
    whole = token_depths is None
    codes: list[int] = []
    depths: list[int] = []
    tags: list[str] = []
    nodes: list = []
    texts: list[TextRef] = []
    owner = last = token  # the token owning text here; the last token started
    depth = 0  # simplified depth of the next token
    stack: list[tuple[int, int]] = []  # per open element: (depth, owner) to restore at its end
    walker = tree_walk(top)
    for event, el in walker:
        if event == "start":
            tag = el.tag
            if not isinstance(tag, str):  # lxml entities etc.: treat like a comment
                tag = ""
            elif not tag.islower():
                tag = tag.lower()
            stack.append((depth, owner))
            if tag in drop_content or not tag:
                walker.skip_subtree()  # its end event still comes: its tail is handled there
                continue
            if tag not in transparent:
                if whole:
                    last = owner = len(codes)
                    codes.append(_code(tag) | (depth if depth < MAX_DEPTH else MAX_DEPTH))
                    depths.append(depth)
                    tags.append(tag)
                    nodes.append(el)
                    depth += 1
                elif el is not top:  # a child token owns its content
                    last = subtree_last(token_depths, last + 1)
                    walker.skip_subtree()
                    continue
            text = el.text
            if text and not text.isspace():
                texts.append(TextRef(owner, last, el, False, text))
        elif event == "end":
            depth, owner = stack.pop()
            if el is top and not whole:
                break  # the tail of a token belongs to its parent
            tail = el.tail
            if tail and not tail.isspace():
                texts.append(TextRef(owner, last, el, True, tail))
        else:  # comment or processing instruction: content dropped, tail is page text
            tail = el.tail
            if tail and not tail.isspace():
                texts.append(TextRef(owner, last, el, True, tail))
    return codes, depths, tags, nodes, texts

