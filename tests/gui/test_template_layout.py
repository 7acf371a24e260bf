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
from tplx_gui.views.template_layout import CELL_H, PAD, strip_layout


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
                for a, b in pairwise(row.cells):  # left to right, or on the next line
                    assert a.x + a.w <= b.x or a.y + a.h <= b.y
                for c in row.cells:
                    assert block.x <= c.x and c.x + c.w <= block.x + block.w + 1e-9
                    assert block.y <= c.y and c.y + c.h <= block.y + block.h + 1e-9
        assert layout.width <= max(width, max(b.w for b in layout.blocks)) + 1e-9
    narrow = strip_layout(_template(), wrap_width=300)
    assert len({b.y for b in narrow.blocks}) > 1  # wrapped onto several lines


def _long_template(cells: int = 40) -> Template:
    nodes = tuple(TemplateNode(f"E1:{i}", "span", 2, constants=(TextConstant("", f"Label {i}:"),))
                  if i % 2 else
                  TemplateNode(f"E1:{i}", "b", 2, slots=(TextSlot(0, "", -1, 0, 1.0,
                                                                  example=f"value {i}"),))
                  for i in range(cells))
    on1 = OptionalNode(1, (Alternative(1, 0.6, 6, tuple(
        TemplateNode(f"O1/1:{i}", "i", 3, constants=(TextConstant("", f"maybe {i}"),))
        for i in range(cells // 2))),), 9)
    return Template("t2", 0, ("a", "b"), "a", 0.5, "path-shingle", PageOptions(), (), (),
                    (EssentialNode(1, nodes), on1))


def test_a_long_block_wraps_its_rows_within_the_width():
    for width in (300.0, 700.0):
        layout = strip_layout(_long_template(), {"E1:38#0": "PRICE"}, wrap_width=width)
        cells = layout.cells()
        assert len(cells) == 60
        assert layout.width <= width  # nothing to scroll sideways to
        assert all(c.x + c.w <= width for c in cells)
        for a, b in pairwise(sorted(cells, key=lambda c: (c.y, c.x))):  # no overlap
            assert a.y + a.h <= b.y or a.x + a.w <= b.x
        en = layout.blocks[0]
        assert len({c.y for c in en.rows[0].cells}) > 1  # the row wrapped
        assert en.rows[0].h > CELL_H + PAD  # and its block grew to hold it
        on = layout.blocks[1]
        assert on.y >= en.y + en.h or on.x >= en.x + en.w
        assert layout.labelled()[0].node_ids == ("E1:38",)


def test_cells_show_a_data_sample_and_are_found_by_text():
    layout = strip_layout(_template(), {"E1:2#0": "title"}, wrap_width=10_000)
    assert layout.cell_of("E1:2").sample == "A title"
    assert layout.cell_of("E1:3").sample == "" and layout.cell_of("E1:3").constant == "Source:"
    assert [c.node_ids for c in layout.find("source")] == [("E1:3",)]  # a constant, any case
    assert [c.node_ids for c in layout.find("a TITLE")] == [("E1:2",)]  # a data sample
    assert [c.node_ids for c in layout.find("Title")] == [("E1:2",)]  # or its field
    assert layout.find("   ") == [] and layout.find("nowhere") == []
    long = strip_layout(_long_template(), wrap_width=300)
    found = long.find("label 1")  # the constants Label 1:, Label 11:, ... Label 19:
    assert len(found) == 6 and found == sorted(found, key=lambda c: (c.y, c.x))
