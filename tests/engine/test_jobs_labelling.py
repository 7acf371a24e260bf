"""jobs.labelling: storing and removing labels (the workbench's undo removes a label by its id,
or by value once rebuilt templates renewed the ids)."""

from tplx_engine.extract.labels import Label
from tplx_engine.jobs import labelling
from tplx_engine.jobs.stored import load_labels
from tplx_engine.store import Project


def test_remove_label_like_by_id_then_by_value(tmp_path):
    title = Label("TITLE", "t1", "E3:2", source="xpath", example="A title")
    date = Label("DATE", "t1", "E5:0#1")
    with Project(tmp_path / "p.tplx") as project:
        first = labelling.add_label(project, title)
        labelling.add_label(project, date)
        assert labelling.remove_label_like(project, first, title)
        assert [lb.field for _, lb in load_labels(project)] == ["DATE"]
        # rebuilt templates carried the label under a new id: the old id finds nothing,
        # an equal label (field, template, target) is removed instead
        labelling.replace_labels(project, [title, date])
        assert labelling.remove_label_like(project, first, title)
        assert [lb.field for _, lb in load_labels(project)] == ["DATE"]
        assert labelling.remove_label_like(project, None, date)
        assert not labelling.remove_label_like(project, None, date)  # nothing left to remove
        assert load_labels(project) == []
