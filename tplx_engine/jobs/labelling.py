"""Labels in a project: read them, make them on a template from a node id, an XPath or a value
on an example page, remove them. The CLI's ``tplx label`` and the workbench both label through
these functions (``extract.labels`` does the work on a parsed page; this module finds the
template and the page, and stores the result).
"""

from __future__ import annotations

from collections.abc import Iterable

from ..errors import TplxError
from ..extract.labels import Label, label_node, label_value, label_xpath
from ..store import templates as tables
from ..store.project import Project
from ..template.model import Template
from .stored import crawl_root, load_labels, load_templates, page_loader, template_of_page


def label_row(label: Label) -> tables.LabelRow:
    return tables.LabelRow(label.template_id, label.field, label.target, label.to_json())


def add_label(project: Project, label: Label) -> int:
    """Store a label (on disk when this returns); its id."""
    return tables.add_label(project, label_row(label))


def remove_label(project: Project, label_id: int) -> bool:
    return tables.remove_label(project, label_id)


def remove_label_like(project: Project, label_id: int | None, label: Label) -> bool:
    """Remove label ``label_id``; if it is gone (templates were rebuilt since and the labels
    carried got new ids), the first stored label equal to ``label`` in field, template and
    target. False if neither was found."""
    if label_id is not None and tables.remove_label(project, label_id):
        return True
    for other_id, other in load_labels(project, label.template_id):
        if (other.field, other.template_id, other.target) == (label.field, label.template_id,
                                                              label.target):
            return tables.remove_label(project, other_id)
    return False


def replace_labels(project: Project, labels: Iterable[Label],
                   lost: Iterable[tuple[Label, str]] = ()) -> None:
    """After templates were rebuilt: the carried labels replace all, the lost are recorded."""
    tables.replace_labels(project, [label_row(lb) for lb in labels],
                          [(lb.to_json(), why) for lb, why in lost])


def find_template(project: Project, template_id: str | None = None, cluster: int | None = None,
                  page: str | None = None) -> Template:
    """The stored template with this id, of this cluster, or holding this page."""
    templates = load_templates(project)
    if not templates:
        raise TplxError(f"{project.path}: no templates yet; run tplx template first")
    if template_id:
        found = [t for t in templates if t.id == template_id]
    elif cluster is not None:
        found = [t for t in templates if t.cluster == cluster]
    elif page:
        owner = template_of_page(project, page)
        found = [t for t in templates if t.id == owner]
        if not found:
            raise TplxError(f"page {page} belongs to no template; give --cluster or --template")
    else:
        raise TplxError("say which template: --cluster C, --template T or --page P")
    if not found:
        raise TplxError("no such template (tplx template --stored lists them)")
    return found[0]


def make_label(project: Project, template: Template, field: str, *, node: str | None = None,
               page: str | None = None, xpath: str | None = None, value: str | None = None,
               pick: int | None = None, repeated: bool | None = None) -> Label:
    """A label of ``template`` (not stored yet): on a node id, or on ``page`` the node an XPath
    selects or where a value stands (``AmbiguousLabel`` lists the places when it stands at
    several; ``pick`` chooses)."""
    if node:
        return label_node(template, node, field)
    if not page or not (xpath or value is not None):
        raise TplxError("give --node N, or --page P with --xpath X or --value V")
    view = page_loader(crawl_root(project), template.options)(page)
    if xpath:
        return label_xpath(template, view, xpath, field)
    return label_value(template, view, value, field, pick=pick, repeated=repeated)
