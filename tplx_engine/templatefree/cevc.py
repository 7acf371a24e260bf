"""CEVC: content extraction via valid characters (SPEC §7; source 002 ch. 2, alg. 2.1-2.2).

Source method: remove script, style and comments; a text leaf's characters are *valid* when no
ancestor is ``<a>`` and the text contains at least one stopword; count its non-whitespace
characters and sum them up the tree (alg. 2.1). From ``<body>`` step into the child with the
most valid characters while MCR = max child / sum of children >= alpha; when MCR < alpha output
the current node; when the current node has no child with valid characters output its parent
(alg. 2.2). The source outputs the valid characters of that node.

Where this code departs, and why:

- Nothing is removed from the caller's tree: a flat view (``flatview.py``) skips script, style
  and comments instead. Both passes are iterative: O(n) + O(h), no recursion.
- MCR = max element child / the node's valid characters (definition 2.7). In the source's DOM
  text leaves are children too, so its "sum of children" includes the node's own text; an
  element-only sum would step past a node whose paragraphs are bare text between ``<br>``s.
  Stepping can only enter elements; a node whose own text dominates stops the descent.
- Stopwords: the source used jieba's Chinese list; here the list is chosen by the page's
  language (``stopwords.py``), with a fallback for languages we ship no list for.
- ``output``: 'valid' returns the valid characters of the node (the source), 'text' its whole
  text. Both are measured in docs/templatefree.md; the product default is the whole text
  ('text'), which scored higher there.
- A page without any valid character gives an empty result with a reason (the source would
  output ``<html>``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .flatview import FlatView, body_index, build_view, clean_text
from .stopwords import Stopwords, resolve_stopwords

OUTPUTS = ("valid", "text")


@dataclass(frozen=True, eq=False)
class ContentResult:
    """Main content of a page. ``node`` is None (and ``reason`` says why) on failure."""

    node: Any  # lxml element holding the content
    text: str
    reason: str = ""
    method: str = "cevc"
    language: str = ""  # stopword list used ('en', 'zh', 'derived', 'none', ...)
    valid_chars: int = 0  # valid characters under ``node``
    path: tuple = ()  # elements stepped through from <body> to ``node`` (for display)
    blocks: tuple = ()  # the sibling blocks the text comes from when not all of ``node``
    header: str = ""  # the article's header left out of ``text`` (its headline first)

    @property
    def ok(self) -> bool:
        return self.node is not None


def empty_content(reason: str, method: str = "cevc") -> ContentResult:
    return ContentResult(node=None, text="", reason=reason, method=method)


def piece_validity(view: FlatView, stopwords: Stopwords | None) -> list[int]:
    """Valid characters of each text piece (0 when inside a link or without a stopword; with
    ``stopwords`` None, every piece outside links is valid)."""
    owner, in_link, pieces = view.owner, view.in_link, view.pieces
    out = [0] * len(pieces)
    for k, piece in enumerate(pieces):
        if in_link[owner[k]]:
            continue
        size = len(piece) - piece.count(" ") - piece.count("\n") - piece.count("\t") \
            - piece.count("\r") - piece.count("\u00a0")
        if size > 0 and (stopwords is None or stopwords.matches(piece)):
            out[k] = size
    return out


def subtree_sums(view: FlatView, piece_values: list[int]) -> list[int]:
    """Sum of piece values per element subtree (alg. 2.1, bottom-up, iterative)."""
    total = [0] * len(view)
    for k, v in enumerate(piece_values):
        if v:
            total[view.owner[k]] += v
    parent = view.parent
    for i in range(len(view) - 1, 0, -1):
        if total[i]:
            total[parent[i]] += total[i]
    return total


def descend_mcr(view: FlatView, counts: list[int], start: int, alpha: float,
                detour: Callable[[int], int | None] | None = None) -> tuple[int, list]:
    """Alg. 2.2: step into the max child while MCR >= alpha. Returns (node, path).
    ``detour(node)``: a child to step into instead, or None (the default method's)."""
    node = start
    path = [node]
    while True:
        if detour is not None and (child := detour(node)) is not None:
            node = child
            path.append(node)
            continue
        best, best_count, total = -1, 0, counts[node]
        for c in view.children(node):
            n = counts[c]
            if n > best_count and view.tags[c] != "head":
                best, best_count = c, n
        if best < 0:  # no child with valid characters: output the parent (002 alg. 2.2 l.19)
            if node != start and view.parent[node] >= 0:
                path.pop()
                return view.parent[node], path
            return node, path
        if best_count / total < alpha:
            return node, path
        node = best
        path.append(node)


def valid_text(view: FlatView, i: int, validity: list[int]) -> str:
    lo, hi = view.piece_lo[i], view.piece_hi[i]
    return clean_text("".join(p for p, v in zip(view.pieces[lo:hi], validity[lo:hi]) if v))


def cevc(root, alpha: float = 0.5, stopwords: Any = "auto", output: str = "text") -> ContentResult:
    """Main content of the page ``root`` (an lxml element) by CEVC.

    ``stopwords``: 'auto' (by the page's language), a language code, a ``Stopwords`` or an
    iterable of words. ``output``: 'text' (whole text of the node) or 'valid' (its valid
    characters only, as the source).
    """
    if output not in OUTPUTS:
        raise ValueError(f"output must be one of {OUTPUTS}, not {output!r}")
    if not 0.0 <= alpha <= 1.0:
        raise ValueError(f"alpha must lie in [0, 1], not {alpha}")
    view = build_view(root)
    return cevc_on_view(view, alpha, stopwords, output)


def cevc_on_view(view: FlatView, alpha: float, stopwords: Any, output: str) -> ContentResult:
    if not view.elements:
        return empty_content("empty page: no element")
    start = body_index(view)
    sw = resolve_stopwords(stopwords, view.pieces)
    validity = piece_validity(view, sw)
    counts = subtree_sums(view, validity)
    if view.tags[start] != "body":  # no <body>: the head (an unclosed <title>...) is no content
        for c in view.children(start):
            if view.tags[c] == "head":
                counts[start] -= counts[c]
    if counts[start] == 0:
        return ContentResult(None, "", "no valid characters: no text outside links contains a "
                             f"stopword ({sw.language})", "cevc", sw.language)
    node, path = descend_mcr(view, counts, start, alpha)
    text = valid_text(view, node, validity) if output == "valid" else view.text(node)
    return ContentResult(view.elements[node], text, "", "cevc", sw.language, counts[node],
                         tuple(view.elements[p] for p in path))
