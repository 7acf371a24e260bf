"""The session: the one door between the views and the engine. It holds the open project's
state (its clustering and cut, the selection, the template book, the Problems and Pool rows),
the undo stack and the job runner, and runs every engine call through the runner.

Views, models, plots and dialogs only read the session's state, listen to its signals and call
its methods; analyst edits go through QUndoCommands (commands.py) made by the session's
``labelling`` (labelling.py) or its threshold methods. Project-wide state arrives by signals;
what one view asks for (a page to show, a cluster's results, a project path) comes back to the
callback it gave. Every analyst change is saved at once: a threshold is shown at once and
written by the serial writer right after; a label is shown when its write returned (it is on
disk then). Selection is UI state (QSettings, by page id). The GUI thread holds no project
connection: each task opens the project file itself (tasks/).

Two engine calls run on the GUI thread, both on values in memory and well under a millisecond:
the re-cut of the merge tree while the analyst drags the threshold, and reading distances for
the heatmap and the map (tasks/clustering.py, ``ClusteringView``).

Signals:
    sigProjectChanged()      a project was opened or closed
    sigClusteringChanged()   a new merge tree (after clustering or opening)
    sigCutChanged()          the flat clusters changed (also while dragging the threshold)
    sigCutSettled()          the threshold was applied and saved (slower views update here)
    sigSelectionChanged()    selected cluster or page
    sigPagesChanged()        page statuses changed (a crawl was loaded)
    sigTemplatesChanged()    templates, labels or suggestions changed (the book)
    sigProblemsChanged()     the Problems rows were read again (``problems``)
    sigPoolChanged()         the Pool rows were read again (``pool``)
    sigResultsIndexed()      an export ended: the search index holds what it wrote
    sigMessage(UserMessage)  something the user must read
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

import numpy as np
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from tplx_engine.config import EngineConfig, load_config
from tplx_engine.model import crawl_problem

from .book import TemplateBook
from .deferred import STAGGER, Deferred
from .labelling import Labeller
from .messages import UserMessage, describe, nothing_kept
from .recent import RecentProjects, default_recent, projects_dir
from .runner import Runner, Worker
from .session_jobs import SessionJobs
from .tasks import clustering as clustering_tasks
from .tasks import project as project_tasks


class Session(SessionJobs, QObject):
    sigProjectChanged = Signal()
    sigClusteringChanged = Signal()
    sigCutChanged = Signal()
    sigCutSettled = Signal()
    sigSelectionChanged = Signal()
    sigPagesChanged = Signal()
    sigTemplatesChanged = Signal()
    sigProblemsChanged = Signal()
    sigPoolChanged = Signal()
    sigResultsIndexed = Signal()
    sigMessage = Signal(object)
    linkages: tuple[str, ...] = clustering_tasks.LINKAGES
    measures: tuple[str, ...] = clustering_tasks.MEASURES

    def __init__(self, config: EngineConfig | None = None, recent: RecentProjects | None = None,
                 workers: int | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.config = config or load_config()
        self.recent = recent or default_recent()
        self.workers = workers if workers is not None else (os.cpu_count() or 1)
        self.auto_cluster = True
        self.runner = Runner(self)
        self.undo = QUndoStack(self)
        self.book = TemplateBook(self)
        self.labelling = Labeller(self, self)
        self.project_path: Path | None = None
        self.crawl_root: Path | None = None  # the folder (or file) page ids are relative to
        self.crawl = None  # what the project was loaded from (several WARC files too)
        self.view = None  # tasks.clustering.ClusteringView of the current clustering
        self.clustering = None  # jobs.clustering.StoredClustering
        self.cut = None  # cluster.Clustering shown
        self.threshold = 0.0  # the cut shown (may be a preview while dragging)
        self.saved_threshold = 0.0  # the cut saved in the project
        self.selected_cluster = -1
        self.selected_page = -1  # index into clustering.page_ids
        self._anchor_page = -1  # keeps the selection through re-cuts
        self.problems: list = []  # tasks.project.ProblemRow, worst first
        self.pool = None  # tasks.project.PoolRows
        self.problems_later = Deferred(self.refresh_problems, self,
                                       delay_ms=STAGGER["problems"])
        self.sigPagesChanged.connect(self.problems_later)
        self.sigTemplatesChanged.connect(self.problems_later)  # labels not carried

    # -- running engine calls -----------------------------------------------------------------
    def run(self, slot: str, title: str, task, returned=None, *, errored=None, aborted=None,
            ended=None, shown: bool = True, doing: str | None = None) -> Worker:
        """Run ``task`` in the runner's ``slot`` (cancelling the worker there). ``returned``
        gets its result, ``errored`` its exception (default: a message), ``ended()`` is
        called after any of the three, unless the worker was dropped meanwhile (a newer one
        took the slot, the project was closed).

        Every callback is connected here, before the worker starts: a slot connected to
        ``finished`` after the start was sometimes never called (the search box missed an
        export's end in about one test run in five; likely the worker's release disconnecting
        it first, as the runner's own slot on ``finished`` is connected before it)."""
        worker = Worker(title, task)
        worker.shown = shown
        self._connect(worker, returned, errored, aborted, doing or title)
        if ended is not None:
            worker.finished.connect(lambda w=worker: None if w.dropped else ended())
        return self.runner.start(slot, worker)

    def write(self, title: str, task, returned=None, errored=None) -> Worker:
        """Queue a small project write; writes run one after another, in order."""
        worker = Worker(title, task)
        self._connect(worker, returned, errored, None, title)
        return self.runner.queue(worker)

    def _connect(self, worker: Worker, returned, errored, aborted, doing: str) -> None:
        def say(exc) -> None:
            self.sigMessage.emit(describe(exc, doing))

        for signal, slot in ((worker.returned, returned), (worker.errored, errored or say),
                             (worker.aborted, aborted)):
            if slot is not None:
                signal.connect(lambda *args, w=worker, f=slot: None if w.dropped else f(*args))

    # -- project ------------------------------------------------------------------------------
    def close_project(self) -> None:
        """Cancel every job and wait for the queued writes; forget the project."""
        self.runner.cancel_all()
        self.runner.wait()
        self.problems_later.cancel()
        self.project_path = self.crawl_root = self.crawl = None
        self.view = self.clustering = self.cut = None
        self.selected_cluster = self.selected_page = self._anchor_page = -1
        self.problems, self.pool = [], None
        self.undo.clear()
        self.book.reset()
        self.sigProjectChanged.emit()
        self.sigProblemsChanged.emit()
        self.sigPoolChanged.emit()

    def open_project(self, path: str | os.PathLike) -> Worker | None:
        """Open a project file in the runner: its clustering, templates, labels, suggestions.
        A file that is no project becomes a message."""
        self.close_project()
        path = Path(path)
        if not path.is_file():
            self.sigMessage.emit(UserMessage("Cannot open the project",
                                             f"No such project file: {path}"))
            return None
        return self.run("project", "Opening the project",
                        project_tasks.open_project_task(path), self._opened)

    def _opened(self, opened) -> None:
        self.project_path, self.crawl_root = opened.path, opened.crawl_root
        self.crawl = opened.crawl
        self.recent.add(opened.path)
        self.sigProjectChanged.emit()
        self.book.set_state(opened.book)
        self.sigPagesChanged.emit()
        self._set_view(opened.view)
        self.refresh_pool()
        if opened.crawl_missing:
            self.sigMessage.emit(UserMessage("The project's crawl is not there",
                                             opened.crawl_missing[0].upper()
                                             + opened.crawl_missing[1:], severity="warning"))

    def open_crawl(self, crawl, project_path: str | os.PathLike | None = None
                   ) -> Worker | None:
        """Load ``crawl`` (a folder or WARC file; a list of WARC files: read as one crawl) into
        ``project_path`` (made or reused; default: the crawl's project in the user's data
        folder) in the runner, then cluster it (keeping the project's threshold if it has
        one)."""
        self.close_project()
        paths = [Path(crawl)] if isinstance(crawl, (str, os.PathLike)) else \
            [Path(p) for p in crawl]
        problem = crawl_problem(paths)
        if problem:
            self.sigMessage.emit(UserMessage("Cannot open the crawl", problem))
            return None
        crawl, root = project_tasks.opened_crawl(paths)
        if project_path is None:
            return self.run("project", "Finding the project file",
                            project_tasks.project_path_task(paths, projects_dir()),
                            lambda path: self._load_new(crawl, root, path))
        return self._load_new(crawl, root, Path(project_path))

    def _load_new(self, crawl, root: Path, project_path: Path) -> Worker | None:
        try:
            project_path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            self.sigMessage.emit(describe(exc, "Creating the project"))
            return None
        self.project_path, self.crawl_root = project_path, root
        self.crawl = crawl  # load.crawl.Crawl: a path, or several WARC files
        self.recent.add(project_path)
        self.sigProjectChanged.emit()
        return self.load_crawl(crawl)

    def project_path_for(self, crawl: str | os.PathLike, reply) -> Worker:
        """``reply(path)``: where ``crawl``'s project goes by default (a project made from it,
        or a free name; never a project of another crawl)."""
        return self.run("project path", "Finding the project file",
                        project_tasks.project_path_task(crawl, projects_dir()), reply,
                        shown=False, errored=lambda exc: None)

    def load_crawl(self, crawl: Path | None = None) -> Worker | None:
        """(Re)read the crawl into the project: unchanged pages are reused."""
        crawl = crawl or self.crawl
        if self.project_path is None or crawl is None:
            return None
        return self.run("project", "Loading the crawl", project_tasks.preprocess_task(
            self.project_path, crawl, self.config, self.workers), self._crawl_loaded,
            aborted=self.sigPagesChanged.emit)  # what was saved before cancelling shows

    def _crawl_loaded(self, summary) -> None:
        self.sigPagesChanged.emit()
        self.refresh_pool()  # a project made before may have pooled pages
        if self.auto_cluster and summary.by_status.get("detail"):
            self.start_clustering()
        else:
            self.load_clustering()
        message = nothing_kept(summary)
        if message is not None:
            self.sigMessage.emit(message)

    def load_clustering(self) -> Worker | None:
        if self.project_path is None:
            return None
        return self.run("project", "Opening the clustering",
                        clustering_tasks.load_clustering_task(self.project_path),
                        self._set_view, doing="Opening the project")

    def clustering_choice(self) -> tuple[str, str]:
        """(metric, linkage method) of the project's clustering, kept like its threshold by
        the next one; the config's before the first."""
        options, c = self.config.cluster, self.clustering
        if c is None:
            return options.metric, options.method
        # FPC clusters features, not a measure: its row names no metric to keep
        return (c.metric if c.metric in self.measures else options.metric), c.method

    def start_clustering(self, metric: str | None = None, method: str | None = None
                         ) -> Worker | None:
        """Cluster in the worker process with ``metric`` and ``method`` (default: the
        project's); the project stores them with the new clustering."""
        if self.project_path is None:
            return None
        kept_metric, kept_method = self.clustering_choice()
        options = replace(self.config.cluster, metric=metric or kept_metric,
                          method=method or kept_method)
        return self.run("project", "Clustering", clustering_tasks.cluster_task(
            self.project_path, options, self.workers), self._set_view)

    def _set_view(self, view) -> None:
        """Show a clustering prepared by a task (tasks.clustering.ClusteringView, or None)."""
        if self.project_path is None:
            return  # closed meanwhile
        self.view = view
        self.clustering = view.clustering if view is not None else None
        self.cut = view.cut if view is not None else None
        if view is not None:
            self.threshold = self.saved_threshold = float(view.clustering.threshold)
        self.sigClusteringChanged.emit()
        self._reselect()
        self.sigCutChanged.emit()
        self.sigCutSettled.emit()

    # -- threshold ----------------------------------------------------------------------------
    @property
    def geometry(self):
        """Dendrogram geometry of the clustering (plots.dendrogram_layout), or None."""
        return self.view.geometry if self.view is not None else None

    @property
    def sweep(self) -> tuple[np.ndarray, np.ndarray] | None:
        """(thresholds, number of clusters at each) of the merge tree, or None."""
        return self.view.sweep if self.view is not None else None

    @property
    def threshold_cap(self) -> float | None:
        """Cuts above the clustering's skip_above use lower bounds for skipped pairs."""
        c = self.clustering
        if c is None or c.distances is None:
            return None
        return c.distances.skip_above

    @property
    def threshold_limit(self) -> float:
        """The highest threshold the analyst may set (distances end at 1)."""
        cap = self.threshold_cap
        return cap if cap is not None else 1.0

    def preview_threshold(self, t: float) -> None:
        """Show the cut at ``t`` without saving it (while the analyst drags)."""
        if self.clustering is None or self.clustering.tree is None:
            return
        self.threshold = float(t)
        self.cut = self.view.cut_at(self.threshold)
        self._reselect()
        self.sigCutChanged.emit()

    def request_threshold(self, t: float) -> None:
        """The analyst settled on ``t``: an undoable command that saves it."""
        from .commands import SetThresholdCommand

        if self.clustering is None or self.clustering.tree is None:
            return
        if float(t) == self.saved_threshold:
            self.preview_threshold(t)
            return
        self.undo.push(SetThresholdCommand(self, self.saved_threshold, float(t)))

    def apply_threshold(self, t: float) -> None:
        """Cut at ``t`` and save it in the project (commands call this).

        The cut shows at once; the write is queued on the serial writer (the engine's
        ``recut`` rewrites the clustering row, distances included: ~100 ms for 2,000 pages).
        Writes run in order, so undo/redo bursts end saved right; closing the project waits
        for them."""
        self.preview_threshold(t)
        self.saved_threshold = float(t)
        if self.project_path is not None:
            self.write("Saving the threshold",
                       clustering_tasks.recut_task(self.project_path, float(t)))
        self.sigCutSettled.emit()

    # -- selection ----------------------------------------------------------------------------
    def _reselect(self) -> None:
        c, flat = self.clustering, self.cut
        before = (self.selected_cluster, self.selected_page)
        if c is None or flat is None or not 0 <= self._anchor_page < len(c.page_ids):
            self.selected_cluster = -1 if flat is None or flat.n_clusters == 0 else 0
            self.selected_page = -1
        else:
            self.selected_cluster = int(flat.labels[self._anchor_page])
        if (self.selected_cluster, self.selected_page) != before:
            self.sigSelectionChanged.emit()

    def select_cluster(self, label: int) -> None:
        flat = self.cut
        if flat is None or not 0 <= label < flat.n_clusters:
            return
        if label == self.selected_cluster and self.selected_page < 0:
            return
        self.selected_cluster = int(label)
        self.selected_page = -1
        self._anchor_page = int(flat.medoids[label])
        self.sigSelectionChanged.emit()

    def select_page(self, index: int) -> None:
        flat = self.cut
        if flat is None or not 0 <= index < len(flat.labels):
            return
        if index == self.selected_page:
            return
        self.selected_page = int(index)
        self._anchor_page = int(index)
        self.selected_cluster = int(flat.labels[index])
        self.sigSelectionChanged.emit()

    def select_page_id(self, page_id: str) -> bool:
        c = self.clustering
        if c is None or page_id not in c.page_ids:
            return False
        self.select_page(c.page_ids.index(page_id))
        return True

    # -- reading the clustering -----------------------------------------------------------------
    def cluster_members(self, label: int) -> np.ndarray:
        if self.cut is None or not 0 <= label < self.cut.n_clusters:
            return np.zeros(0, dtype=np.int32)
        return self.cut.members(label)

    def page_id(self, index: int) -> str:
        return self.clustering.page_ids[index] if self.clustering is not None else ""

    def page_url(self, index: int) -> str:
        """The page's URL as the engine recovered it (page id when unknown)."""
        page_id = self.page_id(index)
        urls = self.view.urls if self.view is not None else {}
        return urls.get(page_id) or page_id

    def page_path(self, page_id: str) -> Path | None:
        root = self.crawl_root
        return root / page_id if root is not None else None

    def distances(self, rows, cols) -> np.ndarray:
        """Distances between pages ``rows`` and ``cols`` (indices), float32, 0 on a page
        with itself; empty without pairwise distances."""
        if self.view is None or self.clustering.distances is None:
            return np.zeros((len(rows), len(cols)), dtype=np.float32)
        return self.view.distances(rows, cols)
