"""jobs.labelling: storing and removing labels (committed at once; the workbench's undo removes a
label by its id, or by value once rebuilt templates renewed the ids)."""

import sqlite3

from tplx_engine.extract.labels import Label, label_value
from tplx_engine.jobs import labelling
from tplx_engine.jobs.stored import load_labels, load_templates, page_loader, template_of_page
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


def test_templates_and_labels_are_stored(templates_project, demo_crawl, demo_manifest):
    templates = load_templates(templates_project)
    assert len(templates) == 3 and all(t.members for t in templates)
    page = next(p for p in demo_manifest["pages"] if p["template"] == "en-product")
    template_id = template_of_page(templates_project, page["path"])
    template = next(t for t in templates if t.id == template_id)
    view = page_loader(demo_crawl, template.options)(page["path"])
    label = label_value(template, view, page["fields"]["PUBLISHER"], "PUBLISHER")
    label_id = labelling.add_label(templates_project, label)
    other = sqlite3.connect(str(templates_project.path))  # committed at once: visible elsewhere
    assert other.execute("SELECT field FROM labels").fetchall() == [("PUBLISHER",)]
    other.close()
    assert load_labels(templates_project) == [(label_id, label)]
    assert labelling.remove_label(templates_project, label_id)
    assert load_labels(templates_project) == []
