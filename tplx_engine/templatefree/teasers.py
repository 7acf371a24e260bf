"""Teaser grids: repeated "linked headline + short blurb" records (issue 13, loss class 2).

"More from", "you may also like", tickers and section fronts are lists of records, each a link
to another page (its headline) followed by a sentence or two. The blurbs are prose with
stopwords, so CEVC counts them as valid characters, and a grid of them outweighs a short
article. Looked at line by line (a line = the text between two block boundaries) a grid is a
run of *link lines* (lines that are mostly link text) each followed by at most a couple of
short text lines. An article seldom has that shape: its links sit inside its lines.

``teaser_lines`` finds such runs; ``discount_teasers`` multiplies the valid characters of the
blurbs in them by TEASER_WEIGHT (0: measured on the tuning half, char-LCS F1 0.918 against
0.917 with the furniture's 0.2).
"""

from __future__ import annotations

from .flatview import FlatView

LINK_LINE_SHARE = 0.5  # a line whose link text is at least this share of it is a link line
MIN_LINK_LINE_CHARS = 12  # shorter link lines ("more »", "1", "Next") head no record
MAX_BLURB_LINES = 2  # text lines a record may hold after its headline
MAX_BLURB_CHARS = 400  # ... and their characters
MIN_RECORDS = 3  # records with a blurb in a run before it is a grid
TEASER_WEIGHT = 0.0


def lines_of(view: FlatView) -> list[tuple[int, int]]:
    """(first piece, end piece) of every line: a new line starts at a block boundary."""
    out, first = [], 0
    for k, piece in enumerate(view.pieces):
        if k and piece.startswith("\n"):
            out.append((first, k))
            first = k
    if view.pieces:
        out.append((first, len(view.pieces)))
    return out


def teaser_lines(view: FlatView, chars: list[int]) -> list[tuple[int, int]]:
    """The blurb lines (piece ranges) of teaser grids. ``chars``: characters per piece."""
    owner, in_link = view.owner, view.in_link
    kinds = []  # per line: ('link' | 'text' | 'empty', chars, range)
    for lo, hi in lines_of(view):
        size = sum(chars[lo:hi])
        if size == 0:
            continue
        linked = sum(chars[k] for k in range(lo, hi) if in_link[owner[k]])
        if linked >= LINK_LINE_SHARE * size and size >= MIN_LINK_LINE_CHARS:
            kinds.append(("link", size, (lo, hi)))
        elif linked >= LINK_LINE_SHARE * size:
            kinds.append(("short-link", size, (lo, hi)))
        else:
            kinds.append(("text", size, (lo, hi)))
    blurbs: list[tuple[int, int]] = []
    run: list[list[tuple[int, int]]] = []  # records of the current run: their blurb lines

    def close_run():
        if sum(1 for record in run if record) >= MIN_RECORDS:
            blurbs.extend(line for record in run for line in record)
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
            run.append(record)
        k = j
    close_run()
    return blurbs


def discount_teasers(view: FlatView, validity: list[int], chars: list[int],
                     weight: float = TEASER_WEIGHT) -> list[int]:
    """``validity`` with the valid characters of teaser blurbs multiplied by ``weight``."""
    out = list(validity)
    for lo, hi in teaser_lines(view, chars):
        for k in range(lo, hi):
            out[k] = int(out[k] * weight)
    return out
