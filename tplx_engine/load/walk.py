"""One walk over an lxml subtree with start, end, comment and pi events, in linear time.

``etree.iterwalk(top, events=("start", "end", "comment", "pi"))`` reports each comment or
processing instruction in time that grows with the number of its siblings (lxml 6.0; a page
of 200,000 comments took 4 s, 50,000 took 0.3 s), so one hostile page held every stage that
reads text. lxml's start/end walk is linear; the comments and PIs are found beside it, each
visited once: those before an element's first element child after its start, those following
an element after its end. That costs more per element than lxml's walk (1.1 against 0.4 ms per
real page), so ``tree_walk`` takes lxml's walk unless the subtree holds many comments.
"""

from __future__ import annotations

from collections.abc import Iterator

from lxml import etree

_MARKS = {etree.Comment: "comment", etree.ProcessingInstruction: "pi"}
_EVENTS = ("start", "end", "comment", "pi")
MANY_MARKS = 1000  # comments and PIs below which lxml's walk stays fast (1,000 siblings: 1 ms)


def tree_walk(top):
    """A walk over ``top``'s subtree with start, end, comment and pi events that
    ``skip_subtree()`` after a start: lxml's, or ``TreeWalk`` when comments abound."""
    marks = 0
    for _mark in top.iter(etree.Comment, etree.ProcessingInstruction):
        marks += 1
        if marks > MANY_MARKS:
            return TreeWalk(top)
    return etree.iterwalk(top, events=_EVENTS)


class TreeWalk:
    """``for event, node in TreeWalk(top)``, as ``etree.iterwalk`` with the four events;
    ``skip_subtree()`` after a start event skips that element's content (its end event still
    comes)."""

    def __init__(self, top):
        self._top = top
        self._walker = etree.iterwalk(top, events=("start", "end"))
        self._skipped = False

    def skip_subtree(self) -> None:
        self._walker.skip_subtree()
        self._skipped = True

    def __iter__(self) -> Iterator[tuple[str, object]]:
        marks = _MARKS
        for event, el in self._walker:
            self._skipped = False
            yield event, el
            if event == "start":
                if self._skipped:
                    continue
                for child in el:
                    mark = marks.get(child.tag)
                    if mark is None:
                        break
                    yield mark, child
            elif el is not self._top:
                for sibling in el.itersiblings():
                    mark = marks.get(sibling.tag)
                    if mark is None:
                        break
                    yield mark, sibling
