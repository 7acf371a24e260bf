"""The template strip as an analyst reads it: within its dock (no sideways scrolling), cells with
a sample of their text, scrolled to the labelled cells, and a search box that finds a cell."""

from __future__ import annotations

from demo_window import cluster_of
from PySide6.QtCore import QRectF, Qt


def _visible(strip, cell) -> bool:
    shown = strip.view.mapToScene(strip.view.viewport().rect()).boundingRect()
    return shown.contains(QRectF(cell.x, cell.y, cell.w, cell.h))


def test_the_strip_fits_its_dock_scrolls_to_labels_and_finds_cells(
        templated_window, qtbot, settle):
    window = templated_window
    session, strip = window.session, window.template
    window.docks["template"].raise_()
    session.select_cluster(cluster_of(session, "shop.example.com"))
    settle(window)
    layout = strip.layout_
    viewport = strip.view.viewport()
    assert layout.width <= viewport.width()  # within the dock: nothing hidden sideways
    assert not strip.view.horizontalScrollBar().isVisible()
    cells = layout.cells()
    assert any(c.sample and c.data_slots for c in cells)  # data shown by an example
    assert any(c.constant for c in cells)
    assert layout.height > viewport.height()  # the demo's shop template scrolls down

    # label the last data cell of the strip: shown again, the strip scrolls to it
    last = max((c for c in cells if c.data_slots and c.sample), key=lambda c: (c.y, c.x))
    assert not _visible(strip, last)
    strip.choose_node(last.node_ids[0])
    assert window.label_choice("LAST")
    settle(window)
    session.select_cluster(cluster_of(session, "news.example.com"))
    settle(window)
    strip.chosen = None
    session.select_cluster(cluster_of(session, "shop.example.com"))
    settle(window)
    labelled = strip.layout_.labelled()
    assert [c.field for c in labelled] == ["LAST"]
    assert strip.view.verticalScrollBar().value() > 0 and _visible(strip, labelled[0])

    # the search box: every cell holding the text, in reading order, Enter for the next
    strip.view.verticalScrollBar().setValue(0)
    wanted = layout.find("price")
    assert len(wanted) >= 1
    qtbot.keyClicks(strip.search, "PRICE")
    assert [c.node_ids for c in strip.found] == [c.node_ids for c in strip.layout_.find("price")]
    assert strip.found_label.text() == f"1 of {len(strip.found)}"
    assert _visible(strip, strip.found[0])
    if len(strip.found) > 1:
        qtbot.keyClick(strip.search, Qt.Key.Key_Return)
        assert strip.found_label.text() == f"2 of {len(strip.found)}"
        assert _visible(strip, strip.found[1])
    strip.search.setText("no cell holds this")
    assert strip.found == [] and strip.found_label.text() == "no cell"
    strip.search.clear()
    assert strip.found_label.text() == ""
