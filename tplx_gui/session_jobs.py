"""The session's jobs past opening and clustering, a mixin of ``Session`` (session.py): the
template jobs (build, suggest, discover, export), the Problems and Pool rows, and what single
views ask for (a page to show and the suggestion marks on it, a cluster's results).

Each runs in the runner. The template jobs update the session's state themselves (the book,
the pool) and hand their report to the caller's ``reported`` callback (the window says what
happened); view requests answer the asking view's callback.
"""

from __future__ import annotations

from pathlib import Path

from .tasks import pages as page_tasks
from .tasks import project as project_tasks
from .tasks import search as search_tasks
from .tasks import templates as template_tasks

NO_FIELD = template_tasks.NO_FIELD  # the export count of pages left out with no field value


class SessionJobs:
    export_formats: tuple[str, ...] = template_tasks.EXPORT_FORMATS

    # -- template jobs ------------------------------------------------------------------------
    def build_templates(self, reported=None):
        if self.project_path is None:
            return None
        return self._template_job("Building templates", template_tasks.build_templates_task(
            self.project_path, self.config), reported)

    def suggest_labels(self, reported=None):
        if self.project_path is None or not self.book.templates:
            return None
        return self._template_job("Suggesting labels", template_tasks.suggest_task(
            self.project_path, self.config), reported)

    def discover_templates(self, reported=None):
        if self.project_path is None or not self.book.templates:
            return None
        return self._template_job("Discovering templates", template_tasks.discover_task(
            self.project_path, self.config), reported, pool_changes=True)

    def _template_job(self, title: str, task, reported, pool_changes: bool = False):
        """A job that changes templates, labels or suggestions: the book (and the pool) are
        read again before the caller hears of the report."""
        def done(report) -> None:
            self.book.reload()
            if pool_changes:
                self.refresh_pool()
            if reported is not None:
                reported(report)
        return self.run("project", title, task, done)

    def export(self, output: Path, *, fmt: str | None = None, fields=None, template_ids=None,
               keep_empty: bool = False, reported=None):
        """Extract the crawl to ``output`` (``fields`` / ``template_ids`` None: everything;
        pages with no field value left out unless ``keep_empty``); the pages no template fits
        are pooled, so the Pool rows are read again after."""
        if self.project_path is None or self.crawl is None:
            return None
        return self.run("export", "Exporting", template_tasks.export_task(
            self.project_path, self.crawl, Path(output), fmt, self.config, self.workers,
            fields=fields, template_ids=template_ids, keep_empty=keep_empty), reported,
            ended=self._exported)

    def _exported(self) -> None:
        self.refresh_pool()
        self.sigResultsIndexed.emit()  # the run indexed what it wrote, even if it stopped early

    # -- rows of the Problems and Pool docks ----------------------------------------------------
    def refresh_problems(self):
        if self.project_path is None:
            return None

        def read(rows) -> None:
            self.problems = rows
            self.sigProblemsChanged.emit()
        return self.run("problems", "Reading the problems",
                        project_tasks.problems_task(self.project_path), read, shown=False)

    def refresh_pool(self):
        if self.project_path is None:
            return None

        def read(rows) -> None:
            self.pool = rows
            self.sigPoolChanged.emit()
        return self.run("pool", "Reading the pool", project_tasks.pool_task(self.project_path),
                        read, shown=False)

    # -- what single views ask for --------------------------------------------------------------
    def _proposals_on(self, page_id: str):
        """The selected cluster's template if ``page_id`` is one of its pages, its proposed
        suggestions and its labels (where they fall on the page is shown)."""
        template = self.book.template_for_cluster(self.selected_cluster)
        if template is None or page_id not in template.members:
            return None, (), ()
        return (template, tuple(self.book.suggestions_of(template.id, "proposed")),
                tuple(lb for _, lb in self.book.labels_of(template.id)))

    def read_page(self, page_id: str, reply):
        """``reply(render)``: the page read, parsed and rendered safely, with the suggestion
        marks of the selected cluster's template on it (tasks.pages.PageRender)."""
        if self.crawl_root is None:
            reply(page_tasks.PageRender(page_id, problem="the project has no crawl folder"))
            return None
        template, proposed, labels = self._proposals_on(page_id)
        return self.run("page", "Reading the page", page_tasks.render_page_task(
            self.crawl_root, page_id, self.config.load, template, proposed, labels), reply,
            shown=False)

    def page_marks(self, page_id: str, reply):
        """``reply(page_id, marks)``: where the proposed suggestions fall on the page."""
        template, proposed, labels = self._proposals_on(page_id)
        if template is None or not (proposed or labels) or self.crawl_root is None:
            reply(page_id, ())
            return None
        return self.run("marks", "Placing the suggestions", page_tasks.marks_task(
            self.crawl_root, page_id, template, proposed, labels),
            lambda marks: reply(page_id, marks), shown=False)

    def search_results(self, text: str, reply, limit: int = 100):
        """``reply(answer)``: the best hits for ``text`` among the values the project's
        extractions wrote (blank: only how many there are; tasks.search.SearchAnswer)."""
        if self.project_path is None:
            return None
        return self.run("search", "Searching the results", search_tasks.search_task(
            self.project_path, text, limit), reply, shown=False)

    def read_field(self, template, label, reply, errored=None):
        """``reply(pages)``: the label's values read as text on up to 20 pages of its cluster
        (``extract.preview.ReadValues`` each), to try its options on."""
        return self.run("field preview", f"Reading {label.field} on pages of its cluster",
                        template_tasks.field_preview_task(template, label, self.crawl_root,
                                                          self.config),
                        reply, errored=errored)

    def extract_pages(self, template, labels, page_ids, reply, errored=None):
        """``reply(results)``: what ``template``'s labels give on these pages (results table;
        tasks.templates.ClusterResults)."""
        return self.run("results", "Extracting the cluster's fields",
                        template_tasks.cluster_results_task(
                            template, labels, self.crawl_root, page_ids, self.config),
                        reply, errored=errored)
