"""The main window's template jobs: build, suggest, discover and export, each a background
job whose result the window reports (status bar, docks). A mixin of ``MainWindow``: it uses the
window's session, docks, pool view and status bar.
"""

from __future__ import annotations

from pathlib import Path

from . import tasks
from .dialogs.export import ExportDialog, TemplateRow
from .workers import Job


class TemplateJobs:
    def suggest_labels(self) -> Job | None:
        s = self.session
        if s.project_path is None or not s.book.templates:
            return None
        job = Job("Suggesting labels", tasks.suggest_task(s.project_path, s.config))
        job.sigFinished.connect(self._suggested)
        return s._start("project", job, "Suggesting labels")

    def _suggested(self, suggestions) -> None:
        self.session.book.reload()
        self.docks["suggestions"].show()
        self.docks["suggestions"].raise_()
        templates = len({x.template_id for x in suggestions})
        self.statusBar().showMessage(
            f"{len(suggestions)} labels proposed for {templates} templates: accept or reject "
            "them in the Suggestions dock (dashed in the page and template)", 15_000)

    def discover_templates(self) -> Job | None:
        s = self.session
        if s.project_path is None or not s.book.templates:
            return None
        job = Job("Discovering templates", tasks.discover_task(s.project_path, s.config))
        job.sigFinished.connect(self._discovered)
        return s._start("project", job, "Discovering templates")

    def _discovered(self, report) -> None:
        s = self.session
        s.book.reload()
        s.sigPoolChanged.emit()
        medoids = ({s.page_id(int(m)): k for k, m in enumerate(s.cut.medoids)}
                   if s.cut is not None else {})
        lines = [report.message]
        for t in report.new_templates:
            where = (f"cluster {medoids[t.medoid]} of the current cut" if t.medoid in medoids
                     else "not a cluster of the current clustering yet: Reload crawl (Ctrl+R) "
                          "clusters its pages")
            lines.append(f"• {t.id}: {len(t.members)} pages, medoid {t.medoid} — {where}")
        self.pool.show_report("\n".join(lines))
        self.docks["pool"].show()
        self.docks["pool"].raise_()
        self.statusBar().showMessage(report.message, 15_000)

    def build_templates(self) -> Job | None:
        s = self.session
        if s.project_path is None:
            return None
        job = Job("Building templates", tasks.build_templates_task(s.project_path, s.config))
        job.sigFinished.connect(self._templates_built)
        return s._start("project", job, "Building templates")

    def _templates_built(self, report) -> None:
        self.session.book.reload()
        self._update_enabled()
        lost = len(report.lost)
        self.statusBar().showMessage(
            f"{len(report.templates)} templates built in {report.seconds:.1f} s; "
            f"{report.carried} labels carried" + (f", {lost} could not be (see Problems)"
                                                 if lost else ""), 10_000)

    def export_dialog(self) -> Job | None:
        """Ask file, format, templates and fields (dialogs/export.py), then export."""
        s = self.session
        if s.project_path is None or not s.book.templates:
            return None
        selected = s.book.template_for_cluster(s.selected_cluster)
        self.export_form = ExportDialog(
            self._export_rows(), s.book.fields(), selected.id if selected else None,
            str(s.project_path.with_suffix(".xml")), self)
        try:
            if not self.export_form.exec():
                return None
            choice = self.export_form.choice()
        finally:
            self.export_form = None
        return self.export(choice.output, fmt=choice.fmt, fields=choice.fields,
                           template_ids=choice.template_ids, open_folder=choice.open_folder)

    def _export_rows(self) -> list[TemplateRow]:
        """One row per stored template: its cluster in the current cut when it is one."""
        s = self.session
        clusters = ({s.page_id(int(m)): k for k, m in enumerate(s.cut.medoids)}
                    if s.cut is not None else {})
        index = ({p: i for i, p in enumerate(s.clustering.page_ids)}
                 if s.clustering is not None else {})
        rows = [TemplateRow(t.id, clusters.get(t.medoid, t.cluster), len(t.members),
                            s.page_url(index[t.medoid]) if t.medoid in index else t.medoid)
                for t in s.book.templates]
        return sorted(rows, key=lambda r: r.cluster)

    def export(self, output: Path, *, fmt: str | None = None, fields=None, template_ids=None,
               open_folder: bool = False) -> Job | None:
        """Export in the worker; ``fields``/``template_ids`` None: everything. When done, the
        output's folder is shown with ``self.open_folder`` (tests replace it)."""
        from tplx_engine.extract.export import format_of

        s = self.session
        if s.project_path is None or s.crawl_root is None:
            return None
        output = Path(output)
        job = Job("Exporting", tasks.export_task(s.project_path, s.crawl_root, output,
                                                 fmt or format_of(output), s.config, s.workers,
                                                 fields=fields, template_ids=template_ids))
        job.sigFinished.connect(lambda report: self._exported(report, open_folder))
        job.sigDone.connect(s.sigPoolChanged)  # the export pools pages no template fits
        return s._start("export", job, "Exporting")

    def _exported(self, report, open_folder: bool) -> None:
        self.statusBar().showMessage(
            f"Exported to {report.output}: " + ", ".join(
                f"{n} {status}" for status, n in sorted(report.counts.items())), 15_000)
        if open_folder:
            self.open_folder(Path(report.output).resolve().parent)
