"""The session: one open project, its clustering and cut, the selection, the undo stack, jobs.

Views never talk to the engine or to each other: they read the session and listen to its
signals, and they change it through its methods (analyst edits go through QUndoCommands,
commands.py, which call the ``apply_*`` methods). Every analyst change is saved at once: a
label is committed before the method returns; a threshold is shown at once and written by the
serial writer thread right after (in order; closing the project waits for it). Selection is
UI state (QSettings, by page id). Long work runs in workers (workers.py, tasks.py).

Signals:
    sigProjectChanged()      a project was opened or closed
    sigClusteringChanged()   a new merge tree (after clustering or opening)
    sigCutChanged()          the flat clusters changed (also while dragging the threshold)
    sigCutSettled()          the threshold was applied and saved (slower views update here)
    sigSelectionChanged()    selected cluster or page
    sigPagesChanged()        page statuses changed (Problems dock)
    sigTemplatesChanged()    templates, labels or suggestions changed
    sigPoolChanged()         pages were pooled (export) or taken from the pool (discovery)
    sigMessage(UserMessage)  something the user must read
"""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from tplx_engine.cluster import Clustering, cut
from tplx_engine.config import EngineConfig, load_config
from tplx_engine.jobs.clustering import StoredClustering
from tplx_engine.store import pages
from tplx_engine.store.project import Project

from . import tasks
from .messages import UserMessage, describe
from .recent import RecentProjects, default_recent
from .templates_state import TemplateBook
from .workers import Job, JobSlots


class Session(QObject):
    sigProjectChanged = Signal()
    sigClusteringChanged = Signal()
    sigCutChanged = Signal()
    sigCutSettled = Signal()
    sigSelectionChanged = Signal()
    sigPagesChanged = Signal()
    sigTemplatesChanged = Signal()
    sigPoolChanged = Signal()
    sigMessage = Signal(object)

    def __init__(self, config: EngineConfig | None = None, recent: RecentProjects | None = None,
                 workers: int | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.config = config or load_config()
        self.recent = recent or default_recent()
        self.workers = workers if workers is not None else (os.cpu_count() or 1)
        self.auto_cluster = True
        self.jobs = JobSlots(self)
        self.undo = QUndoStack(self)
        self.book = TemplateBook(self)
        self.project: Project | None = None
        self.project_path: Path | None = None
        self.clustering: StoredClustering | None = None
        self.cut: Clustering | None = None
        self.geometry = None  # dendrogram geometry of the clustering (tasks.prepare_view)
        self.threshold = 0.0  # the cut shown (may be a preview while dragging)
        self.saved_threshold = 0.0  # the cut saved in the project
        self.selected_cluster = -1
        self.selected_page = -1  # index into clustering.page_ids
        self._anchor_page = -1  # keeps the selection through re-cuts
        self._urls: dict[str, str] | None = None
        self.sigPagesChanged.connect(self._forget_urls)

    def _forget_urls(self) -> None:
        self._urls = None

    # -- project ------------------------------------------------------------------------------
    @property
    def crawl_root(self) -> Path | None:
        root = self.project.get_meta("crawl_root") if self.project is not None else None
        return Path(root) if root else None

    def close_project(self) -> None:
        self.jobs.cancel_all()
        self.jobs.wait()
        if self.project is not None:
            self.project.close()
        self.project = self.project_path = None
        self._urls = None
        self.clustering = self.cut = self.geometry = None
        self.selected_cluster = self.selected_page = self._anchor_page = -1
        self.undo.clear()
        self.book.reset()
        self.sigProjectChanged.emit()

    def open_project(self, path: str | os.PathLike) -> bool:
        """Open a project file; its clustering is loaded in the background."""
        self.close_project()
        path = Path(path)
        if not path.is_file():
            self.sigMessage.emit(UserMessage("Cannot open the project",
                                             f"No such project file: {path}"))
            return False
        try:
            self._attach(path)
        except Exception as exc:  # noqa: BLE001 -- shown to the user, the window stays usable
            self.sigMessage.emit(describe(exc, "Opening the project"))
            return False
        self.load_clustering()
        return True

    def open_crawl(self, crawl: str | os.PathLike, project_path: str | os.PathLike) -> Job | None:
        """Create or reuse ``project_path`` for ``crawl`` and load the crawl in the background
        (then cluster it, keeping the project's threshold if it has one)."""
        self.close_project()
        crawl, project_path = Path(crawl), Path(project_path)
        if not crawl.is_dir():
            self.sigMessage.emit(UserMessage("Cannot open the crawl",
                                             f"Not a folder: {crawl}"))
            return None
        try:
            project_path.parent.mkdir(parents=True, exist_ok=True)
            self._attach(project_path)
        except Exception as exc:  # noqa: BLE001
            self.sigMessage.emit(describe(exc, "Creating the project"))
            return None
        return self.load_crawl(crawl)

    def _attach(self, path: Path) -> None:
        self.project = Project(path)
        self.project_path = path
        self.book.attach(self.project)
        self.recent.add(path)
        self.sigProjectChanged.emit()
        self.sigPagesChanged.emit()

    def load_crawl(self, crawl: Path | None = None) -> Job | None:
        """(Re)read the crawl folder into the project: unchanged pages are reused."""
        crawl = crawl or self.crawl_root
        if self.project_path is None or crawl is None:
            return None
        job = Job("Loading the crawl", tasks.preprocess_task(
            self.project_path, crawl, self.config, self.workers))
        job.sigFinished.connect(self._crawl_loaded)
        return self._start("project", job, "Loading the crawl")

    def _crawl_loaded(self, summary) -> None:
        self.sigPagesChanged.emit()
        if self.auto_cluster and summary.by_status.get("detail"):
            self.start_clustering()
        else:
            self.load_clustering()

    def load_clustering(self) -> Job | None:
        if self.project_path is None:
            return None
        job = Job("Opening the clustering", tasks.load_clustering_task(self.project_path))
        job.sigFinished.connect(self._set_view)
        return self._start("project", job, "Opening the project")

    def start_clustering(self) -> Job | None:
        if self.project_path is None:
            return None
        job = Job("Clustering", tasks.cluster_task(self.project_path, self.config.cluster,
                                                   self.workers))
        job.sigFinished.connect(self._set_view)
        return self._start("project", job, "Clustering")

    def _start(self, slot: str, job: Job, doing: str) -> Job:
        job.sigFailed.connect(lambda exc: self.sigMessage.emit(describe(exc, doing)))
        job.sigCancelled.connect(self._after_cancel)
        return self.jobs.start(slot, job)

    def _after_cancel(self) -> None:
        # the engine saved what it finished: show it
        self.sigPagesChanged.emit()

    def _set_view(self, view) -> None:
        """Show a clustering prepared by a task (tasks.ClusteringView, or None)."""
        if self.project is None:
            return  # closed meanwhile
        self.clustering = view.clustering if view is not None else None
        self.cut = view.cut if view is not None else None
        self.geometry = view.geometry if view is not None else None
        if view is not None:
            self._urls = view.urls
            self.threshold = self.saved_threshold = float(view.clustering.threshold)
        self.sigClusteringChanged.emit()
        self._reselect()
        self.sigCutChanged.emit()
        self.sigCutSettled.emit()

    # -- threshold ----------------------------------------------------------------------------
    @property
    def threshold_cap(self) -> float | None:
        """Cuts above the clustering's skip_above use lower bounds for skipped pairs."""
        c = self.clustering
        if c is None or c.distances is None:
            return None
        return c.distances.skip_above

    def _cut_at(self, t: float) -> Clustering | None:
        c = self.clustering
        if c is None:
            return None
        if c.tree is None:  # FPC: the stored flat clusters only
            return None
        return cut(c.tree, t, c.distances)

    def preview_threshold(self, t: float) -> None:
        """Show the cut at ``t`` without saving it (while the analyst drags)."""
        if self.clustering is None or self.clustering.tree is None:
            return
        self.threshold = float(t)
        self.cut = self._cut_at(self.threshold)
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

        The cut shows at once; the write is queued on the serial writer thread (the engine's
        ``recut`` rewrites the clustering row, distances included: ~100 ms for 2,000 pages,
        too long for the GUI thread). Writes run in order, so undo/redo bursts end saved
        right; closing the project waits for them."""
        self.preview_threshold(t)
        self.saved_threshold = float(t)
        if self.project_path is not None:
            job = Job("Saving the threshold", tasks.recut_task(self.project_path, float(t)))
            job.sigFailed.connect(
                lambda exc: self.sigMessage.emit(describe(exc, "Saving the threshold")))
            self.jobs.queue(job)
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

    def cluster_members(self, label: int) -> np.ndarray:
        if self.cut is None or not 0 <= label < self.cut.n_clusters:
            return np.zeros(0, dtype=np.int32)
        return self.cut.members(label)

    def page_id(self, index: int) -> str:
        return self.clustering.page_ids[index] if self.clustering is not None else ""

    def page_url(self, index: int) -> str:
        """The page's URL as the engine recovered it (page id when unknown)."""
        if self._urls is None:
            self._urls = (pages.urls(self.project)
                          if self.project is not None else {})
        page_id = self.page_id(index)
        return self._urls.get(page_id) or page_id

    def page_path(self, page_id: str) -> Path | None:
        root = self.crawl_root
        return root / page_id if root is not None else None
