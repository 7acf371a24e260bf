"""The main window's template jobs: build, suggest, discover and export, each run by the
session in the runner; the window reports what they did (status bar, docks). A mixin of
``MainWindow``: it uses the window's session, docks, pool view and status bar.
"""

from __future__ import annotations

from pathlib import Path

from .dialogs.export import ExportDialog, TemplateRow
from .session_jobs import NO_FIELD


class TemplateJobs:
    def suggest_labels(self):
        return self.session.suggest_labels(self._suggested)

    def _suggested(self, suggestions) -> None:
        self.docks["suggestions"].show()
        self.docks["suggestions"].raise_()
        templates = len({x.template_id for x in suggestions})
        self.show_status(
            f"{len(suggestions)} labels proposed for {templates} templates: accept or reject "
            "them in the Suggestions dock (dashed in the page and template)", 15_000)

    def discover_templates(self):
        return self.session.discover_templates(self._discovered)

    def _discovered(self, report) -> None:
        s = self.session
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
        self.show_status(report.message, 15_000)

    def build_templates(self):
        return self.session.build_templates(self._templates_built)

    def _templates_built(self, report) -> None:
        self._update_enabled()
        lost = len(report.lost)
        skipped = len(report.skipped_clusters)
        self.show_status(
            f"{len(report.templates)} templates built in {report.seconds:.1f} s; "
            f"{report.carried} labels carried" + (f", {lost} could not be (see Problems)"
                                                 if lost else "")
            + (f"; {skipped} clusters without a template ({report.skipped_clusters[0][1]}"
               f"{', ...' if skipped > 1 else ''})" if skipped else ""), 10_000)

    def export_dialog(self):
        """Ask file, format, templates and fields (dialogs/export.py), then export."""
        s = self.session
        if s.project_path is None or not s.book.templates:
            return None
        selected = s.book.template_for_cluster(s.selected_cluster)
        self.export_form = ExportDialog(
            self._export_rows(), s.book.fields(), s.export_formats,
            selected.id if selected else None, str(s.project_path.with_suffix(".xml")), self)
        try:
            if not self.export_form.exec():
                return None
            choice = self.export_form.choice()
        finally:
            self.export_form = None
        return self.export(choice.output, fmt=choice.fmt, fields=choice.fields,
                           template_ids=choice.template_ids, open_folder=choice.open_folder,
                           keep_empty=choice.keep_empty)

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
               open_folder: bool = False, keep_empty: bool = False):
        """Export in the runner; ``fields``/``template_ids`` None: everything; pages with no
        field value are left out unless ``keep_empty``. When done, the output's folder is shown
        with ``self.open_folder`` (tests replace it)."""
        return self.session.export(
            Path(output), fmt=fmt, fields=fields, template_ids=template_ids,
            keep_empty=keep_empty,
            reported=lambda report: self._exported(report, open_folder))

    def _exported(self, report, open_folder: bool) -> None:
        counts = dict(report.counts)
        empty = counts.pop(NO_FIELD, 0)
        self.show_status(
            f"Exported to {report.output}: " + ", ".join(
                f"{n} {status}" for status, n in sorted(counts.items()))
            + (f"; {empty} pages with no field value left out (Export… > Keep pages where no "
               "field has a value writes them)" if empty else ""), 15_000)
        if open_folder:
            self.open_folder(Path(report.output).resolve().parent)
