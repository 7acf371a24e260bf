"""Templates, labelling (undoable, saved at once), the results table and export, through the
window."""

from __future__ import annotations

import json

from tplx_engine.project import Project
from tplx_engine.template import store


def _stored_labels(path):
    with Project(path) as project:
        return [label for _, label in store.load_labels(project)]


def _news_cluster(session) -> int:
    for label in range(session.cut.n_clusters):
        if "news.example.com" in session.page_url(int(session.cut.medoids[label])):
            return label
    raise AssertionError("the demo has a news.example.com cluster")


def test_label_a_page_text_see_results_undo_and_export(make_window, qtbot, wait_jobs,
                                                       open_project, project_copy, tmp_path):
    window = make_window()
    session = window.session
    open_project(window, project_copy)
    assert window.template.template is None  # no templates yet: no fake panel
    job = window.build_templates()
    with qtbot.waitSignal(job.sigFinished, timeout=60_000):
        pass
    wait_jobs(session)
    assert len(session.book.templates) == 6
    label = _news_cluster(session)
    session.select_cluster(label)
    window.flush_views()
    template = window.template.template
    assert template is not None and template.medoid == session.page_id(
        int(session.cut.medoids[label]))
    page = window.page
    headline = next(i for i, a in enumerate(page.safe.anchors)
                    if a.node.tag == "h1")  # the article title on the medoid page
    page.choose(headline)
    assert window.labeller.choice[0] == "text"
    assert window.label_choice("title")
    window.flush_views()
    labels = _stored_labels(project_copy)
    assert [lb.field for lb in labels] == ["title"]  # saved at once
    assert labels[0].template_id == template.id
    # the template strip shows the label; the results table has a column for it
    assert any(c.field == "title" for c in window.template.layout_.cells())
    qtbot.waitUntil(lambda: window.results.model.fields == ("title",), timeout=30_000)
    wait_jobs(session)
    model = window.results.model
    assert model.rowCount() == len(session.cut.members(label))
    filled = [model.data(model.index(r, 3)) for r in range(model.rowCount())]
    assert all(v and v != "∅" for v in filled)  # every news page has its title
    # undo removes the label from the project, redo puts it back
    session.undo.undo()
    assert _stored_labels(project_copy) == []
    session.undo.redo()
    assert [lb.field for lb in _stored_labels(project_copy)] == ["title"]
    # a template cell can be labelled too (a data slot of the medoid's byline)
    cell = next(c for c in window.template.layout_.cells() if c.data_slots and not c.field)
    window.template.choose_node(cell.node_ids[0])
    assert window.label_choice("byline")
    window.flush_views()
    assert {lb.field for lb in _stored_labels(project_copy)} == {"title", "byline"}
    # removing a label from the strip is undoable too
    assert window.labeller.remove_node_label(cell.node_ids[0])
    assert {lb.field for lb in _stored_labels(project_copy)} == {"title"}
    session.undo.undo()
    assert {lb.field for lb in _stored_labels(project_copy)} == {"title", "byline"}
    # a bad field name is refused with a readable message, nothing stored
    page.choose(headline)
    assert not window.label_choice("1 bad name")
    assert "field name" in window.last_message.text
    # export every page of the crawl
    out = tmp_path / "out.jsonl"
    job = window.export(out)
    with qtbot.waitSignal(job.sigFinished, timeout=60_000):
        pass
    records = [json.loads(line) for line in out.read_text("utf-8").splitlines()]
    titled = [r for r in records if r["fields"].get("title")]
    assert len(titled) >= len(session.cut.members(label))
