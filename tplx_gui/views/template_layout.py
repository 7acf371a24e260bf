"""Geometry of the template strip: pure Python, no Qt (painted by views/template_view.py).

A template (SPEC §5) is ``[ON_0] EN_1 ON_1 EN_2 ...``. The strip draws it left to right,
wrapping into lines, and a row of cells longer than the width wraps inside its block, so the
strip is never wider than its view (``wrap_width``; only a single cell wider than that can
pass it): an essential block is one row of cells; an optional block stacks its alternatives
(most probable first), each row with a probability bar. One cell per base node: a tag token
(``div3``) or a repeated record (``(a4 span5)+``, flagged ``repeated``). A cell shows a sample
of its text: its constant template text (``constant``) or an example of its data
(``sample``, from the data text slots), which field a label gave it, and which fields are
suggested for it (``suggestion``: "TITLE 95%", tplx_engine/suggest.py). Hovering shows
``tooltip``: tag path, constant and sample text; ``StripLayout.find`` finds cells by text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from tplx_engine.template.model import EssentialNode, Template, base_nodes

CHAR_W = 7.5
CELL_H = 36.0
PAD = 4.0
GAP = 12.0
BAR_W = 46.0  # probability bar column of optional rows
TITLE_H = 16.0
MAX_TEXT = 14  # characters of a quoted constant
MAX_SAMPLE = 22  # characters of a data sample
MAX_ALTERNATIVES = 4


@dataclass(frozen=True)
class Cell:
    x: float
    y: float
    w: float
    h: float
    node_ids: tuple[str, ...]
    text: str
    repeated: bool
    constant: str  # first constant text of the cell's nodes, shortened ('' if none)
    data_slots: int  # data text slots in the cell's nodes
    field: str | None  # the field a label gave one of its nodes
    tooltip: str
    suggestion: str = ""  # proposed fields on its nodes with confidence ('' if none)
    sample: str = ""  # an example of its data text, shortened ('' if none or constant)

    @property
    def searched(self) -> str:
        """What a search matches, case-folded: tag, texts, field, suggestion, tooltip."""
        return "\n".join((self.text, self.constant, self.sample, self.field or "",
                          self.suggestion, self.tooltip)).casefold()


@dataclass(frozen=True)
class Row:
    y: float
    h: float  # its cells' lines (a long row wraps)
    probability: float | None  # optional alternatives only
    support: int
    bar: tuple[float, float, float, float] | None  # x, y, full width, height
    cells: tuple[Cell, ...]


@dataclass(frozen=True)
class Block:
    kind: str  # 'EN' | 'ON'
    index: int
    x: float
    y: float
    w: float
    h: float
    title: str
    rows: tuple[Row, ...]
    more: int = 0  # alternatives not drawn


@dataclass(frozen=True)
class StripLayout:
    blocks: tuple[Block, ...]
    width: float
    height: float

    def cells(self) -> list[Cell]:
        return [c for b in self.blocks for r in b.rows for c in r.cells]

    def cell_of(self, node_id: str) -> Cell | None:
        return next((c for c in self.cells() if node_id in c.node_ids), None)

    def find(self, query: str) -> list[Cell]:
        """Cells whose text (tag, constant, data sample, field, tooltip) holds ``query``,
        ignoring case, in reading order (top to bottom, left to right)."""
        needle = " ".join(query.split()).casefold()
        if not needle:
            return []
        found = [c for c in self.cells() if needle in c.searched]
        return sorted(found, key=lambda c: (c.y, c.x))

    def labelled(self) -> list[Cell]:
        return sorted((c for c in self.cells() if c.field), key=lambda c: (c.y, c.x))


def data_text(slots: int) -> str:
    """What a cell with data text slots shows under its tag."""
    return f"◆ {slots} data"


def _short(text: str, limit: int = MAX_TEXT) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 1] + "…"


class _Paths:
    """Tag paths from depths: a stack of tags per depth."""

    def __init__(self):
        self.stack: list[str] = []

    def visit(self, tag: str, depth: int) -> str:
        self.stack = self.stack[:depth] + [tag]
        return "/".join(self.stack)

    def copy(self) -> _Paths:
        other = _Paths()
        other.stack = list(self.stack)
        return other


@dataclass(frozen=True)
class Metrics:
    """Sizes in scene units. ``measure(text)`` is the drawn width of a text (the view passes
    its font's metrics, so CJK or large fonts never overflow a cell); by default
    ``CHAR_W`` per character."""

    measure: Callable[[str], float] = lambda text: len(text) * CHAR_W
    cell_h: float = CELL_H
    title_h: float = TITLE_H


def _cell(x: float, y: float, base, fields: dict[str, str], paths: _Paths,
          m: Metrics, suggested: dict[str, str], notes: dict[str, str]) -> Cell:
    nodes = base.nodes
    text = base.render()
    constants = [c.value for n in nodes for c in n.constants if c.value.strip()]
    slots = [s for n in nodes for s in n.slots]
    field = next((fields[n.id] for n in nodes if n.id in fields), None)
    if field is None:
        field = next((fields[n.slot_id(s.index)] for n in nodes for s in n.slots
                      if n.slot_id(s.index) in fields), None)
    lines = []
    for n in nodes:
        lines.append(f"{n.id}: {paths.visit(n.tag, n.depth)}")
    if base.repeatable:
        lines.append("repeated record: one value per copy")
    if constants:
        lines.append("constant text: " + " | ".join(_short(c, 40) for c in constants[:4]))
    for s in slots[:4]:
        lines.append(f"data #{s.index} (on {s.presence:.0%} of pages): "
                     f"{_short(s.example, 60) or '—'}")
    targets = [t for n in nodes for t in (n.id, *(n.slot_id(s.index) for s in n.slots))]
    if field:
        lines.append(f"labelled as {field}")
        lines += [notes[t] for t in targets if t in notes]
    suggestion = " · ".join(suggested[t] for t in targets if t in suggested)
    if suggestion:
        lines.append(f"suggested: {suggestion} (Suggestions dock: accept or reject)")
    constant = _short(constants[0]) if constants else ""
    example = next((s.example for s in slots if s.example.strip()), "")
    sample = _short(example, MAX_SAMPLE) if slots and not constant else ""
    data = (sample or data_text(len(slots))) if slots and not constant else ""
    w = max(m.measure(text), m.measure(f"“{constant}”") if constant else 0.0,
            m.measure(field or "") + 2 * PAD, m.measure(data), m.measure(suggestion),
            m.measure("MMMM")) + 2 * PAD
    return Cell(x, y, w, m.cell_h, tuple(n.id for n in nodes), text, base.repeatable, constant,
                len(slots), field, "\n".join(lines), suggestion, sample)


def _row(x: float, y: float, bases, fields, paths, m: Metrics, suggested, notes,
         probability=None, support=0, right: float = float("inf")) -> Row:
    """A row of cells from ``x``, wrapping onto another line before passing ``right``."""
    cells = []
    left = x + (BAR_W if probability is not None else 0.0)
    cx, cy = left, y
    for base in bases:
        cell = _cell(cx, cy, base, fields, paths, m, suggested, notes)
        if cx > left and cx + cell.w > right:
            cx, cy = left, cy + m.cell_h + PAD
            cell = _moved(cell, cx, cy)
        cells.append(cell)
        cx += cell.w + PAD
    bar = (x, y + m.cell_h / 2 - 5, BAR_W - PAD, 10.0) if probability is not None else None
    return Row(y, cy + m.cell_h - y, probability, support, bar, tuple(cells))


def _moved(cell: Cell, x: float, y: float) -> Cell:
    return replace(cell, x=x, y=y)


def _row_width(row: Row, x: float) -> float:
    return max((c.x + c.w - x for c in row.cells), default=BAR_W)


def strip_layout(template: Template, fields: dict[str, str] | None = None,
                 wrap_width: float = 1400.0, max_alternatives: int = MAX_ALTERNATIVES,
                 metrics: Metrics | None = None,
                 suggested: dict[str, str] | None = None,
                 notes: dict[str, str] | None = None) -> StripLayout:
    """Blocks and cells of ``template``; ``fields`` maps label targets (node or slot ids) to
    field names, ``suggested`` maps targets to the proposals on them ("TITLE 95%"), ``notes``
    targets to a line about their label in the tooltip (type, examples, anchor)."""
    look = _Look(fields or {}, metrics or Metrics(), suggested or {}, notes or {},
                 max_alternatives)
    paths = _Paths()
    blocks: list[Block] = []
    x = y = 0.0
    line_h = 0.0
    width = 0.0
    for part in template.parts:
        before = paths.copy()
        block, paths = _block(part, x, y, wrap_width, look, paths)
        # a block that does not fit beside the previous ones (or would have to wrap its
        # rows there) starts a new line
        if x > 0 and (x + block.w > wrap_width or _wrapped(block, look.m)):
            x, y, line_h = 0.0, y + line_h + GAP, 0.0
            block, paths = _block(part, x, y, wrap_width, look, before)
        blocks.append(block)
        width = max(width, x + block.w)
        line_h = max(line_h, block.h)
        x += block.w + GAP
    return StripLayout(tuple(blocks), width, y + line_h)


@dataclass(frozen=True)
class _Look:
    fields: dict[str, str]
    m: Metrics
    suggested: dict[str, str]
    notes: dict[str, str]
    max_alternatives: int


def _block(part, x: float, y: float, wrap_width: float, look: _Look,
           paths: _Paths) -> tuple[Block, _Paths]:
    m, top, right = look.m, y + look.m.title_h, wrap_width - PAD
    if isinstance(part, EssentialNode):
        rows = [_row(x + PAD, top, part.base, look.fields, paths, m, look.suggested,
                     look.notes, right=right)]
        title, more = f"EN {part.index}", 0
    else:
        after = None
        rows = []
        row_y = top
        for alt in part.alternatives[:look.max_alternatives]:
            branch = paths.copy()
            rows.append(_row(x + PAD, row_y, base_nodes(alt.nodes), look.fields, branch, m,
                             look.suggested, look.notes, alt.probability, alt.support,
                             right=right))
            row_y += rows[-1].h + PAD
            after = after or branch
        paths = after or paths
        more = max(len(part.alternatives) - look.max_alternatives, 0)
        title = f"ON {part.index}" + ("" if rows else " (dynamic only)")
    w = max([_row_width(r, x + PAD) for r in rows] + [m.measure(title)]) + 2 * PAD
    rows_h = sum(r.h + PAD for r in rows) if rows else m.cell_h + PAD
    h = m.title_h + rows_h + PAD + (m.title_h if more else 0)
    kind = "EN" if isinstance(part, EssentialNode) else "ON"
    return Block(kind, part.index, x, y, w, h, title, tuple(rows), more), paths


def _wrapped(block: Block, m: Metrics) -> bool:
    return any(r.h > m.cell_h + 1e-9 for r in block.rows)


def _shift(row: Row, dx: float, dy: float) -> Row:
    cells = tuple(_moved(c, c.x + dx, c.y + dy) for c in row.cells)
    bar = (row.bar[0] + dx, row.bar[1] + dy, row.bar[2], row.bar[3]) if row.bar else None
    return Row(row.y + dy, row.h, row.probability, row.support, bar, cells)
