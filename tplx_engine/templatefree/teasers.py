"""Teaser grids: repeated "linked headline + short blurb" records (issue 13, loss class 2).

"More from", "you may also like", tickers and section fronts are lists of records, each a link
to another page (its headline) followed by a sentence or two. The blurbs are prose with
stopwords, so CEVC counts them as valid characters, and a grid of them outweighs a short
article. Looked at line by line (a line = the text between two block boundaries) a grid is a
run of *link lines* (lines that are mostly link text) each followed by at most a couple of
short text lines. An article seldom has that shape: its links sit inside its lines.

``teaser_runs`` finds such runs; ``discount_teasers`` multiplies the valid characters of the
blurbs in them by TEASER_WEIGHT (0: measured on the tuning half, char-LCS F1 0.918 against
0.917 with the furniture's 0.2), so that the descent does not go into a grid.

A grid set *inside* the article (between its paragraphs) is still in the content's region.
Where each record is a box of its own (an element holding the record and nothing else) and
at least MIN_RECORDS such boxes are siblings of one shape, ``teaser_boxes`` gives them, and
the grid's other boxes of that shape, for the content to leave out: a grid of boxes, not the
linked section headings in a review's running text (which were lost when every teaser blurb
was left out).
"""

from __future__ import annotations

from .flatview import FlatView
from .post_parts import step_key

LINK_LINE_SHARE = 0.5  # a line whose link text is at least this share of it is a link line
# characters after a line's last link that make it a sentence with a link, not a headline
# (bench/content_variants.py's "linked" layout: 12, 20 and 30 alike)
TRAILING_PROSE = 20
MIN_LINK_LINE_CHARS = 12  # shorter link lines ("more »", "1", "Next") head no record
MAX_BLURB_LINES = 2  # text lines a record may hold after its headline
MAX_BLURB_CHARS = 400  # ... and their characters
MIN_RECORDS = 3  # records with a blurb in a run before it is a grid
TEASER_WEIGHT = 0.0


def lines_of(view: FlatView) -> list[tuple[int, int]]:
    """(first piece, end piece) of every line: a new line starts at a block boundary."""
    return lines_of_range(view, 0, len(view.pieces))


def lines_of_range(view: FlatView, lo: int, hi: int) -> list[tuple[int, int]]:
    """``lines_of`` the pieces ``lo`` to ``hi``."""
    out, first = [], lo
    for k in range(lo + 1, hi):
        if view.pieces[k].startswith("\n"):
            out.append((first, k))
            first = k
    if hi > lo:
        out.append((first, hi))
    return out


def teaser_runs(view: FlatView, chars: list[int]) -> list[list[tuple[int, int, list]]]:
    """Runs of teaser records: per record, (first piece of its headline, end piece of its
    last line, its blurb lines as piece ranges). ``chars``: characters per piece."""
    kinds = []  # per line with text: ('link' | 'short-link' | 'text', chars, range)
    for lo, hi in lines_of(view):
        kind, size = _line_kind(view, chars, lo, hi)
        if size:
            kinds.append((kind, size, (lo, hi)))
    runs: list[list[tuple[int, int, list]]] = []
    run: list[tuple[int, int, list]] = []  # records of the current run

    def close_run():
        if sum(1 for record in run if record[2]) >= MIN_RECORDS:
            runs.append(list(run))
        run.clear()

    k = 0
    while k < len(kinds):
        kind = kinds[k][0]
        if kind == "short-link":  # "more »", a page number: neither a record nor a break
            k += 1
            continue
        if kind != "link":
            close_run()
            k += 1
            continue
        record, size, j = [], 0, k + 1
        while j < len(kinds) and kinds[j][0] == "text":
            record.append(kinds[j][2])
            size += kinds[j][1]
            j += 1
        if len(record) > MAX_BLURB_LINES or size > MAX_BLURB_CHARS:
            close_run()  # a headline (or a byline) above an article is no teaser
        else:
            run.append((kinds[k][2][0], kinds[j - 1][2][1], record))
        k = j
    close_run()
    return runs


def teaser_boxes(view: FlatView, runs: list[list[tuple[int, int, list]]],
                 chars: list[int]) -> list[int]:
    """The elements that each hold one teaser record, and nothing else, where at least
    MIN_RECORDS such are siblings of one shape: a grid of boxes ("more from", "you may also
    like"), not linked headings in the running text of a review."""
    out: list[int] = []
    for run in runs:
        boxes = []
        for lo, hi, blurbs in run:
            if not blurbs:
                continue
            box, first_end = view.owner[lo], blurbs[0][1]  # around headline and first blurb
            while view.parent[box] >= 0 and not (view.piece_lo[box] <= lo
                                                 and view.piece_hi[box] >= first_end):
                box = view.parent[box]
            if any(chars[k] for k in range(view.piece_lo[box], lo)) or any(
                    chars[k] for k in range(hi, view.piece_hi[box])):
                continue  # it holds more than the record
            boxes.append(box)
        groups: dict[tuple, list[int]] = {}
        for box in boxes:
            groups.setdefault((view.parent[box], step_key(view, box)), []).append(box)
        for (parent, shape), group in groups.items():
            alike = [c for c in view.children(parent) if step_key(view, c) == shape]
            if len(group) < MIN_RECORDS or 2 * len(group) < len(alike):
                continue  # a few records among many blocks of one shape: an article's sections
            # and the grid's other boxes headed by a link (the last one's blurb ran on into
            # the article's next line: no record)
            out += [c for c in alike if c in group or _headed_by_link(view, c, chars)]
    return out


def _line_kind(view: FlatView, chars: list[int], lo: int, hi: int) -> tuple[str, int]:
    """A line's kind ('link' | 'short-link' | 'text') and characters."""
    size = sum(chars[lo:hi])
    linked = sum(chars[k] for k in range(lo, hi) if view.in_link[view.owner[k]])
    if linked < LINK_LINE_SHARE * size or not size:
        return "text", size
    after = 0  # characters after the line's last link: a headline ends with its link
    for k in range(hi - 1, lo - 1, -1):
        if view.in_link[view.owner[k]]:
            break
        after += chars[k]
    if after >= TRAILING_PROSE:
        return "text", size
    if not any(_links_a_page(view, view.owner[k]) for k in range(lo, hi)
               if view.in_link[view.owner[k]]):  # a button: a headline links another page
        return "short-link", size
    return ("link" if size >= MIN_LINK_LINE_CHARS else "short-link"), size


def _links_a_page(view: FlatView, i: int) -> bool:
    """Whether the link that ``i`` is or lies in goes to a page: it has an ``href``, and not
    to a place of this page (``#...``) or to a script (``javascript:``)."""
    while view.tags[i] != "a":
        i = view.parent[i]
    href = (view.elements[i].get("href") or "").strip()
    return bool(href) and not href.startswith("#") and not href.lower().startswith("javascript:")


def _headed_by_link(view: FlatView, box: int, chars: list[int]) -> bool:
    """The box's first line with text is a link line, as a teaser's headline is."""
    for lo, hi in lines_of_range(view, view.piece_lo[box], view.piece_hi[box]):
        kind, size = _line_kind(view, chars, lo, hi)
        if size:
            return kind == "link"
    return False


def discount_teasers(view: FlatView, validity: list[int],
                     runs: list[list[tuple[int, int, list]]],
                     weight: float = TEASER_WEIGHT) -> list[int]:
    """``validity`` with the valid characters of the blurbs of ``runs`` (``teaser_runs``)
    multiplied by ``weight``."""
    out = list(validity)
    for run in runs:
        for _, _, blurbs in run:
            for lo, hi in blurbs:
                for k in range(lo, hi):
                    out[k] = int(out[k] * weight)
    return out
