"""Labelling a cell of the template strip (a data slot of the template), and removing the label
from the strip: saved at once, undoable."""

from __future__ import annotations

from demo_window import cluster_of, stored_labels


def test_label_a_template_cell_and_remove_it_from_the_strip(
        templated_window, qtbot, wait_jobs, settle, templated_copy):
    window = templated_window
    session = window.session
    session.select_cluster(cluster_of(session, "news.example.com"))
    settle(window)
    cell = next(c for c in window.template.layout_.cells() if c.data_slots and not c.field)
    window.template.choose_node(cell.node_ids[0])
    assert window.label_choice("byline")
    settle(window)
    assert [lb.field for lb in stored_labels(templated_copy)] == ["byline"]
    assert any(c.field == "byline" for c in window.template.layout_.cells())
    # removing a label from the strip is undoable too
    assert window.labeller.remove_node_label(cell.node_ids[0])
    wait_jobs(session)
    assert stored_labels(templated_copy) == []
    session.undo.undo()
    wait_jobs(session)
    assert [lb.field for lb in stored_labels(templated_copy)] == ["byline"]
