"""A page as the template stage sees it: DOM, tokens with text nodes, merged sequence (SPEC §1-2).

The preprocessing stage stores merged sequences without their DOM; templates need the DOM (text
nodes, XPaths), so pages are parsed again here with the *same* options (a template records the
options it was built with, see ``PageOptions``). ``merged_of`` maps every original token to
the merged token that stands for it, so a text owned by any copy of a repeated record finds its
template node.
"""

from __future__ import annotations

import os
from dataclasses import asdict, dataclass, field
from functools import cached_property
from typing import Any

import numpy as np

from ..config import LoadOptions, RepeatOptions, SimplifyOptions
from ..load.read import load_page, page_file, parse_document
from ..load.simplify import build_sequence, owned_texts, subtree_last
from ..model import MergedSequence, PageFile, RawPage, TagSequence, TextRef
from ..repeats.records import merge_repeats


@dataclass(frozen=True)
class PageOptions:
    """Everything that decides a page's tokens: stored in each template (self-contained)."""

    simplify: SimplifyOptions = field(default_factory=SimplifyOptions)
    repeats: RepeatOptions = field(default_factory=RepeatOptions)
    load: LoadOptions = field(default_factory=LoadOptions)

    def to_json(self) -> dict:
        return {"simplify": {k: list(v) for k, v in asdict(self.simplify).items()},
                "repeats": asdict(self.repeats)}

    @staticmethod
    def from_json(data: dict) -> PageOptions:
        simplify = SimplifyOptions(**{k: tuple(v) for k, v in data["simplify"].items()})
        return PageOptions(simplify=simplify, repeats=RepeatOptions(**data["repeats"]))

    @staticmethod
    def from_config(config) -> PageOptions:
        return PageOptions(simplify=config.simplify, repeats=config.repeats, load=config.load)


@dataclass(frozen=True, eq=False)
class PageView:
    """A parsed page. Text nodes are found lazily: extraction only needs the texts of the
    labelled nodes, and collecting all of them costs more than tokenising (swde-book: 0.8 vs
    0.4 ms a page). ``texts_of(t)`` equals the ``TextRef``s of ``build_sequence`` owned by t
    (``simplify.owned_texts``: the same walk, over t's subtree only)."""

    page_id: str
    url: str
    root: Any  # lxml root element of the page as parsed (XPaths are evaluated on it)
    seq: TagSequence  # original tokens and their DOM nodes (``seq.texts`` may be empty)
    merged: MergedSequence
    merged_of: np.ndarray  # int64 per original token: the merged token standing for it
    options: PageOptions
    fetched: str = ""  # a page of a web archive: when it was fetched (WARC-Date)
    _texts: dict[int, tuple[TextRef, ...]] = field(repr=False, default_factory=dict)

    def __len__(self) -> int:
        return len(self.merged)

    @cached_property
    def index_of_node(self) -> dict[int, int]:
        """id(lxml element) -> original token index."""
        return {id(node): i for i, node in enumerate(self.seq.nodes)}

    def token_of(self, element) -> int | None:
        """Original token index of an lxml element, None if it has no token (unwrapped...)."""
        return self.index_of_node.get(id(element))

    def occurrences(self, merged_index: int) -> np.ndarray:
        return self.merged.origins(merged_index)

    @cached_property
    def all_texts(self) -> tuple[TextRef, ...]:
        """Every text node of the page in document order (as ``build_sequence`` lists them)."""
        if self.seq.texts:
            return self.seq.texts
        return build_sequence(self.root, self.options.simplify, with_texts=True).texts

    @cached_property
    def texts_by_owner(self) -> dict[int, tuple[TextRef, ...]]:
        by_owner: dict[int, list[TextRef]] = {}
        for ref in self.all_texts:
            if ref.owner >= 0:
                by_owner.setdefault(ref.owner, []).append(ref)
        return {k: tuple(v) for k, v in by_owner.items()}

    def texts_of(self, owner: int) -> tuple[TextRef, ...]:
        """The text nodes owned by token ``owner`` (its own and those of unwrapped tags)."""
        if self.seq.texts or "texts_by_owner" in self.__dict__:  # walked once already
            return self.texts_by_owner.get(owner, ())
        found = self._texts.get(owner)
        if found is None:
            found = self._texts[owner] = owned_texts(self.seq, owner, self.options.simplify)
        return found

    def subtree_last(self, token: int) -> int:
        """The last token of ``token``'s subtree (pre-order keeps a subtree contiguous)."""
        return subtree_last(self.seq.depths, token)

    def parent_of(self, token: int) -> int:
        """The parent token (the nearest earlier token one level up), -1 for the root."""
        depths = self.seq.depths
        if token <= 0:
            return -1
        before = np.flatnonzero(depths[:token] == depths[token] - 1)
        return int(before[-1]) if before.size else -1

    def occurrence_groups(self, owners: np.ndarray) -> list[list[int]]:
        """Occurrences of a merged token grouped by parent element, in document order: the
        copies of an inner record inside each copy of an outer one."""
        groups: dict[int, list[int]] = {}
        for o in np.asarray(owners).tolist():
            groups.setdefault(self.parent_of(o), []).append(o)
        return list(groups.values())


def view_of(root, page_id: str, options: PageOptions, url: str = "",
            with_texts: bool = False, fetched: str = "") -> PageView:
    """Tokens and merged sequence of a parsed page; ``with_texts`` collects all text nodes
    at once (induction needs them all)."""
    seq = build_sequence(root, options.simplify, with_texts=with_texts)
    merged = merge_repeats(seq.tokens, seq.depths, detector=options.repeats.detector,
                           scope=options.repeats.scope)
    merged_of = np.empty(len(seq), dtype=np.int64)
    counts = np.diff(merged.origin_ptr)
    merged_of[merged.origin_idx] = np.repeat(np.arange(len(merged), dtype=np.int64), counts)
    return PageView(page_id, url or page_id, root, seq, merged, merged_of, options, fetched)


def view_of_html(html: str, page_id: str = "page", options: PageOptions | None = None,
                 url: str = "") -> PageView:
    """A page from an HTML string (tests, GUI previews)."""
    options = options or PageOptions()
    raw = RawPage(PageFile(page_id, page_id, len(html), 0), html, "utf-8", "given", "", url, "")
    return view_of(parse_document(raw), page_id, options, url)


def load_view(path: str | os.PathLike, page_id: str, options: PageOptions,
              with_texts: bool = False) -> PageView:
    """Read, decode and parse one page file; ``PageError`` if unusable."""
    page = load_page(page_file(path, page_id), options.load)
    return view_of(page.root, page_id, options, page.raw.url, with_texts, page.raw.fetched or "")


def element_path(element) -> str:
    """The XPath of an element in its document (as lxml writes it)."""
    return element.getroottree().getpath(element)
