"""File ▸ Export… through its dialog: the templates and fields checked are the ones written,
the job runs in the runner, and the output folder is opened (through an injected callback)."""

from __future__ import annotations

from lxml import etree
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QDialogButtonBox

from tplx_engine.config import load_config
from tplx_engine.extract.labels import label_value
from tplx_engine.jobs import labelling
from tplx_engine.jobs.stored import page_loader
from tplx_engine.store import Project
from tplx_engine.template import PageOptions
from tplx_gui.tasks.templates import EXPORT_FORMATS

CONFIG = load_config(use_user_dir=False)


def _label(session, demo_manifest, template_name: str, fields) -> str:
    """Label ``fields`` of a template straight in the project file (the book reads them)."""
    page = next(p for p in demo_manifest["pages"]
                if p["template"] == template_name and p["kind"] == "detail")
    template = next(t for t in session.book.templates if page["path"] in t.members)
    view = page_loader(session.crawl_root, PageOptions.from_config(CONFIG))(page["path"])
    with Project(session.project_path) as project:
        for field in fields:
            labelling.add_label(project, label_value(template, view, page["fields"][field],
                                                     field))
    return template.id


def test_export_one_template_and_one_field_then_open_the_folder(
        templated_window, qtbot, wait_jobs, settle, demo_manifest, tmp_path):
    window = templated_window
    session = window.session
    news_id = _label(session, demo_manifest, "en-news", ("TITLE", "DATE"))
    _label(session, demo_manifest, "en-product", ("TITLE",))
    session.book.reload()
    settle(window)
    news_cluster = next(k for k in range(session.cut.n_clusters)
                        if (t := session.book.template_for_cluster(k)) and t.id == news_id)
    session.select_cluster(news_cluster)
    opened = []
    window.open_folder = opened.append
    out = tmp_path / "exports" / "news.xml"
    out.parent.mkdir()
    seen = {}

    def fill_in() -> None:
        form = window.export_form
        items = [form.templates.item(i) for i in range(form.templates.count())]
        seen["all_checked"] = all(i.checkState() == Qt.CheckState.Checked for i in items)
        seen["rows"] = len(items)
        seen["fields"] = [form.fields.item(i).text() for i in range(form.fields.count())]
        form.only_selected_button.click()  # the dendrogram's cluster: the news template
        form.set_fields_checked(["DATE"])
        form.path.setText(str(out))
        form.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()

    QTimer.singleShot(0, fill_in)
    job = window.export_dialog()
    assert job is not None
    with qtbot.waitSignal(job.returned, timeout=60_000) as finished:
        pass
    wait_jobs(session)
    assert seen == {"all_checked": True, "rows": len(session.book.templates),
                    "fields": ["TITLE", "DATE"]}

    documents = etree.parse(str(out)).getroot().findall("document")
    news = {p["path"]: p for p in demo_manifest["pages"]
            if p["template"] == "en-news" and p["kind"] == "detail"}
    written = {d.get("page") for d in documents}
    assert set(news) <= written
    others = {p["path"] for p in demo_manifest["pages"] if p["template"] != "en-news"}
    assert not written & others
    assert {d.get("template") for d in documents} == {news_id}
    assert all([c.tag for c in d] == ["DATE"] for d in documents)
    assert all(d.findtext("DATE") == news[d.get("page")]["fields"]["DATE"]
               for d in documents if d.get("page") in news)
    report = finished.args[0]
    assert report.counts["not selected"] > 0  # the product pages were matched, not written
    assert opened == [out.parent.resolve()]


def test_the_dialog_refuses_a_missing_folder_and_an_empty_choice(qtbot, tmp_path):
    from tplx_gui.dialogs.export import ExportDialog, TemplateRow

    rows = [TemplateRow("ta", 0, 5, "http://a/"), TemplateRow("tb", 1, 3, "http://b/")]
    form = ExportDialog(rows, ["TITLE", "DATE"], EXPORT_FORMATS, "tb",
                        str(tmp_path / "no" / "x.xml"))
    qtbot.addWidget(form)
    form._accept()
    assert "does not exist" in form.error.text() and form.result() == 0
    form.path.setText(str(tmp_path / "x.csv"))
    form._path_edited(form.path.text())
    assert form.choice().fmt == "csv"
    form.set_templates_checked([])
    form._accept()
    assert "template" in form.error.text()
    form.only_selected_button.click()
    assert form.choice().template_ids == ("tb",) and form.choice().fields is None
    form.format.setCurrentIndex(0)  # xml: the suffix follows
    assert form.choice().output == tmp_path / "x.xml"


def test_export_leaves_out_pages_without_a_field_unless_asked(
        templated_window, qtbot, wait_jobs, settle, demo_manifest, tmp_path):
    window = templated_window
    session = window.session
    news_id = _label(session, demo_manifest, "en-news", ("TITLE",))
    session.book.reload()
    settle(window)
    news = {p["path"] for p in demo_manifest["pages"]
            if p["template"] == "en-news" and p["kind"] == "detail"}

    def export(name: str, **options):
        job = window.export(tmp_path / name, **options)
        with qtbot.waitSignal(job.returned, timeout=60_000) as finished:
            pass
        wait_jobs(session)
        documents = etree.parse(str(tmp_path / name)).getroot().findall("document")
        return finished.args[0], documents

    report, documents = export("default.xml")
    assert {d.get("template") for d in documents} == {news_id}
    assert news <= {d.get("page") for d in documents}
    assert all(d.findtext("TITLE") for d in documents)
    left_out = report.counts["no field"]
    written = report.counts["extracted"]
    assert left_out > 0 and written == len(documents)
    assert f"{left_out} pages with no field value left out" in window.statusBar().toolTip()
    report, documents = export("kept.xml", keep_empty=True)
    assert "no field" not in report.counts
    assert len(documents) == report.counts["extracted"] == written + left_out
    empty = [d for d in documents if d.get("template") != news_id]
    assert empty and all(len(d) == 0 for d in empty)


def test_the_dialog_leaves_out_empty_pages_by_default(qtbot, tmp_path):
    from tplx_gui.dialogs.export import ExportDialog, TemplateRow

    form = ExportDialog([TemplateRow("ta", 0, 5, "http://a/")], ["TITLE"], EXPORT_FORMATS,
                        "ta", str(tmp_path / "x.xml"))
    qtbot.addWidget(form)
    assert form.choice().keep_empty is False and not form.keep_empty.isChecked()
    form.keep_empty.setChecked(True)
    assert form.choice().keep_empty is True
