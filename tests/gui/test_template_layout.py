"""The template strip's pure layout (no Qt)."""

from itertools import pairwise

from tplx_engine.template.model import (
    Alternative,
    EssentialNode,
    OptionalNode,
    Template,
    TemplateNode,
    TextConstant,
    TextSlot,
)
from tplx_engine.template.page import PageOptions
from tplx_gui.views.template_layout import CELL_H, strip_layout


def _template() -> Template:
    en1 = EssentialNode(1, (
        TemplateNode("E1:0", "html", 0), TemplateNode("E1:1", "body", 1),
        TemplateNode("E1:2", "h1", 2, slots=(TextSlot(0, "", -1, 0, 1.0, example="A title"),)),
        TemplateNode("E1:3", "span", 2, constants=(TextConstant("", "Source:"),)),
    ))
    on1 = OptionalNode(1, (
        Alternative(1, 0.7, 7, (TemplateNode("O1/1:0", "div", 2),
                                TemplateNode("O1/1:1", "a", 3, repeatable=True, record=0),
                                TemplateNode("O1/1:2", "span", 3, repeatable=True, record=0))),
        Alternative(2, 0.2, 2, (TemplateNode("O1/2:0", "img", 2),)),
        Alternative(3, 0.05, 1, (TemplateNode("O1/3:0", "p", 2),)),
        Alternative(4, 0.03, 1, (TemplateNode("O1/4:0", "p", 2),)),
        Alternative(5, 0.02, 1, (TemplateNode("O1/5:0", "hr", 2),)),
    ), 9)
    en2 = EssentialNode(2, (TemplateNode("E2:0", "div", 2), TemplateNode("E2:1", "p", 3)))
    return Template("t1", 0, ("a", "b"), "a", 0.5, "path-shingle", PageOptions(), (), (),
                    (en1, on1, en2))


def test_blocks_alternate_and_rows_hold_the_alternatives():
    layout = strip_layout(_template(), {"E1:2#0": "title"}, wrap_width=10_000)
    assert [(b.kind, b.index) for b in layout.blocks] == [("EN", 1), ("ON", 1), ("EN", 2)]
    on = layout.blocks[1]
    assert [r.probability for r in on.rows] == [0.7, 0.2, 0.05, 0.03]  # most probable first
    assert on.more == 1  # the fifth is counted, not drawn
    assert all(r.bar is not None for r in on.rows)
    assert layout.blocks[0].rows[0].bar is None
    ys = [r.y for r in on.rows]
    assert all(b - a >= CELL_H for a, b in pairwise(ys))  # rows do not overlap
    record = on.rows[0].cells[1]
    assert record.repeated and record.node_ids == ("O1/1:1", "O1/1:2")
    assert record.text == "(a3 span3)+"


def test_cells_tell_constant_from_data_and_show_labels_and_paths():
    layout = strip_layout(_template(), {"E1:2#0": "title"}, wrap_width=10_000)
    h1 = layout.cell_of("E1:2")
    assert h1.field == "title" and h1.data_slots == 1 and not h1.constant
    assert "html/body/h1" in h1.tooltip and "A title" in h1.tooltip
    span = layout.cell_of("E1:3")
    assert span.constant == "Source:" and span.data_slots == 0 and span.field is None
    assert layout.cell_of("E2:1").tooltip.startswith("E2:1: html/body/div/p")


def test_cells_never_overlap_and_wrapping_respects_the_width():
    for width in (10_000, 300):
        layout = strip_layout(_template(), wrap_width=width)
        for block in layout.blocks:
            assert block.x + block.w <= max(width, block.w) + 1e-9
            for row in block.rows:
                for a, b in pairwise(row.cells):
                    assert a.x + a.w <= b.x
                for c in row.cells:
                    assert block.x <= c.x and c.x + c.w <= block.x + block.w + 1e-9
                    assert block.y <= c.y and c.y + c.h <= block.y + block.h + 1e-9
        assert layout.width <= max(width, max(b.w for b in layout.blocks)) + 1e-9
    narrow = strip_layout(_template(), wrap_width=300)
    assert len({b.y for b in narrow.blocks}) > 1  # wrapped onto several lines
