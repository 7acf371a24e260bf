"""Labelling the demo project's fields from the manifest (shared by the engine tests)."""

from tplx_engine.config import load_config
from tplx_engine.extract.labels import label_value
from tplx_engine.jobs import labelling
from tplx_engine.jobs.stored import load_templates, page_loader
from tplx_engine.template import PageOptions

OPTIONS = PageOptions.from_config(load_config(use_user_dir=False))


def label_fields(project, demo_crawl, demo_manifest, template_name, names):
    """Label ``names`` by their manifest values on the first page of ``template_name``; that
    page's template."""
    page = next(p for p in demo_manifest["pages"] if p["template"] == template_name)
    template = next(t for t in load_templates(project) if page["path"] in t.members)
    view = page_loader(demo_crawl, OPTIONS)(page["path"])
    for name in names:
        labelling.add_label(project, label_value(template, view, page["fields"][name], name))
    return template
