"""The main window: the dendrogram in the centre, every other view in a dock, menus built from
the action registry, the running job in the status bar. It wires views to the session and
keeps UI state (geometry, docks, the selected page per project) in QSettings; it holds no
analysis state of its own and calls the engine only through the session.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer, QUrl
from PySide6.QtGui import QDesktopServices, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QUndoView,
    QWidget,
)

from tplx_engine.model import is_warc_name

from .actions import Actions, create_actions
from .commands import SetThresholdCommand
from .dialogs.export import ExportDialog
from .dialogs.field_options import FieldOptionsDialog
from .dialogs.label_value import LabelValueDialog
from .dialogs.open_crawl import OpenCrawlDialog
from .labelling import Labeller
from .messages import UserMessage
from .plots.heatmap import DistanceHeatmap
from .plots.page_map import PageMap
from .plots.sweep_plot import SweepPlot
from .session import Session
from .views.clusters_panel import ClustersPanel
from .views.dendrogram_panel import DendrogramPanel
from .views.job_bar import JobBar
from .views.page_view import PageView
from .views.pool_panel import PoolPanel
from .views.problems_panel import ProblemsPanel
from .views.results_view import ResultsView
from .views.suggestions_panel import SuggestionsPanel
from .views.template_view import TemplateView
from .window_jobs import TemplateJobs
from .window_labelling import LabellingActions
from .window_selection import RememberedSelection

NUDGE = 0.01


def open_folder_in_desktop(folder: Path) -> None:
    QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))
STATE_VERSION = 2  # 2: Suggestions and Pool docks


class MainWindow(LabellingActions, TemplateJobs, RememberedSelection, QMainWindow):
    def __init__(self, session: Session | None = None, settings: QSettings | None = None):
        super().__init__()
        self.setWindowTitle("tplx")
        self.setObjectName("main_window")
        self.session = session or Session(parent=self)
        self.settings = settings or QSettings("tplx", "tplx-gui")
        # not ``actions``: that would shadow QWidget.actions(), which Qt and tests call
        self.menu_actions: Actions = create_actions(self)
        self.last_message: UserMessage | None = None
        self.open_folder = open_folder_in_desktop  # replaced in tests: nothing opens there
        self.export_form: ExportDialog | None = None
        self.dendrogram_panel = DendrogramPanel(self.session, self.menu_actions.zoom_subtree,
                                                self.menu_actions.whole_tree)
        self.dendrogram = self.dendrogram_panel.plot
        self.setCentralWidget(self.dendrogram_panel)
        self.clusters = ClustersPanel(self.session)
        self.sweep = SweepPlot(self.session)
        self.map = PageMap(self.session)
        self.heatmap = DistanceHeatmap(self.session)
        self.page = PageView(self.session)
        self.template = TemplateView(self.session)
        self.results = ResultsView(self.session)
        self.problems = ProblemsPanel(self.session)
        self.suggestions = SuggestionsPanel(self.session, self.menu_actions.suggest)
        self.pool = PoolPanel(self.session, self.menu_actions.discover)
        self.history = QUndoView(self.session.undo)
        self.history.setEmptyLabel("Opened project")
        self.labeller: Labeller = self.session.labelling
        self.labeller.shown_page = lambda: self.page.page_id
        self.value_dialog: LabelValueDialog | None = None  # while open (tests reach it)
        self.options_dialog: FieldOptionsDialog | None = None  # while open (tests reach it)
        self.docks: dict[str, QDockWidget] = {}
        self._build_docks()
        self._build_menus()
        self.job_bar = JobBar(self.session.runner, self.menu_actions.cancel_job)
        self.statusBar().addPermanentWidget(self.job_bar)
        self.choice_label = QLabel()
        self.statusBar().addWidget(self.choice_label)
        self._connect()
        self._default_state = None  # the layout Reset layout returns to (set when first shown)
        self._layout_pending = False
        self.resize(1400, 900)
        geometry = self.settings.value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        self._update_enabled()

    # -- construction -------------------------------------------------------------------------
    def _dock(self, name: str, title: str, widget: QWidget, area) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(f"dock_{name}")
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        self.docks[name] = dock
        return dock

    def _build_docks(self) -> None:
        left, right = Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea
        bottom = Qt.DockWidgetArea.BottomDockWidgetArea
        # the bottom row spans the window: the template strip and tables need the width
        self.setCorner(Qt.Corner.BottomLeftCorner, bottom)
        self.setCorner(Qt.Corner.BottomRightCorner, bottom)
        clusters = self._dock("clusters", "Clusters", self.clusters, left)
        suggestions = self._dock("suggestions", "Suggestions", self.suggestions, left)
        self.splitDockWidget(clusters, suggestions, Qt.Orientation.Vertical)
        self._dock("page", "Page", self.page, right)
        sweep = self._dock("sweep", "Sweep", self.sweep, bottom)
        template = self._dock("template", "Template", self.template, bottom)
        self.splitDockWidget(sweep, template, Qt.Orientation.Horizontal)
        for name, title, widget in (("map", "Map", self.map),
                                    ("heatmap", "Heatmap", self.heatmap),
                                    ("results", "Results", self.results),
                                    ("problems", "Problems", self.problems),
                                    ("pool", "Pool", self.pool),
                                    ("history", "History", self.history)):
            self._dock(name, title, widget, bottom)

    def _finish_layout(self) -> None:
        """Tabify once the window is shown: QMainWindow leaves a stale tab bar on screen when
        docks are split and tabified before it has a geometry."""
        d = self.docks
        for name in ("map", "heatmap"):
            self.tabifyDockWidget(d["sweep"], d[name])
        for name in ("results", "problems", "pool", "history"):
            self.tabifyDockWidget(d["template"], d[name])
        d["sweep"].raise_()
        d["template"].raise_()
        width = self.width()
        self.resizeDocks([d["clusters"], d["page"]], [int(width * 0.28), int(width * 0.34)],
                         Qt.Orientation.Horizontal)
        self.resizeDocks([d["sweep"], d["template"]], [int(width * 0.28), int(width * 0.72)],
                         Qt.Orientation.Horizontal)
        self.resizeDocks([d["sweep"]], [int(self.height() * 0.36)], Qt.Orientation.Vertical)
        self.resizeDocks([d["clusters"], d["suggestions"]], [int(self.height() * 0.36)] * 2,
                         Qt.Orientation.Vertical)
        self._default_state = self.saveState(STATE_VERSION)
        state = self.settings.value("window/state")
        if state is not None:
            self.restoreState(state, STATE_VERSION)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._default_state is None and not self._layout_pending:
            self._layout_pending = True
            QTimer.singleShot(0, self._finish_layout)

    def _build_menus(self) -> None:
        a = self.menu_actions
        undo = self.session.undo.createUndoAction(self, "&Undo")
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        redo = self.session.undo.createRedoAction(self, "&Redo")
        # the platform's Redo (Ctrl+Y on some) and Ctrl+Shift+Z, which every platform's users type
        redo.setShortcuts(list(dict.fromkeys(
            [*QKeySequence.keyBindings(QKeySequence.StandardKey.Redo),
             QKeySequence("Ctrl+Shift+Z")])))
        self.undo_action, self.redo_action = undo, redo
        menu = self.menuBar().addMenu("&File")
        menu.addActions([a.open_crawl, a.open_project])
        self.recent_menu = menu.addMenu("Open &recent")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        menu.addSeparator()
        menu.addActions([a.reload_crawl, a.export, a.close_project])
        menu.addSeparator()
        menu.addAction(a.quit)
        menu = self.menuBar().addMenu("&Edit")
        menu.addActions([undo, redo])
        menu.addSeparator()
        menu.addActions([a.label, a.label_value])
        menu = self.menuBar().addMenu("&Clusters")
        menu.addActions([a.cluster, a.build_templates, a.suggest, a.discover])
        menu.addSeparator()
        menu.addActions([a.threshold_up, a.threshold_down, a.next_cluster, a.previous_cluster])
        menu.addSeparator()
        menu.addAction(a.cancel_job)
        menu = self.menuBar().addMenu("&View")
        for dock in self.docks.values():
            menu.addAction(dock.toggleViewAction())
        menu.addSeparator()
        menu.addActions([a.zoom_subtree, a.whole_tree])
        menu.addSeparator()
        menu.addActions([a.find_problem, a.reset_layout])
        for action in a.all():  # shortcuts work whichever dock has the focus
            self.addAction(action)

    def show_status(self, text: str, milliseconds: int) -> None:
        """A message in the status bar, cut with '…' where the job bar begins (the whole text
        in the bar's tooltip), not clipped mid-word against the job's label."""
        bar = self.statusBar()
        room = max(100, bar.width() - self.job_bar.width() - 24)
        bar.showMessage(bar.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, room),
                        milliseconds)
        bar.setToolTip(text)

    def _connect(self) -> None:
        a, s = self.menu_actions, self.session
        a.open_crawl.triggered.connect(self.open_crawl_dialog)
        a.open_project.triggered.connect(self.open_project_dialog)
        a.reload_crawl.triggered.connect(lambda: s.load_crawl())
        a.close_project.triggered.connect(s.close_project)
        a.export.triggered.connect(self.export_dialog)
        a.quit.triggered.connect(self.close)
        a.cluster.triggered.connect(lambda: s.start_clustering())
        a.build_templates.triggered.connect(self.build_templates)
        a.threshold_up.triggered.connect(lambda: self.nudge_threshold(+NUDGE))
        a.threshold_down.triggered.connect(lambda: self.nudge_threshold(-NUDGE))
        a.next_cluster.triggered.connect(lambda: s.select_cluster(s.selected_cluster + 1))
        a.previous_cluster.triggered.connect(lambda: s.select_cluster(s.selected_cluster - 1))
        a.label.triggered.connect(lambda: self.label_choice())
        a.label_value.triggered.connect(lambda: self.label_by_value())
        a.suggest.triggered.connect(lambda: self.suggest_labels())
        a.discover.triggered.connect(lambda: self.discover_templates())
        a.cancel_job.triggered.connect(self.job_bar.cancel_job)
        a.zoom_subtree.triggered.connect(lambda: self.dendrogram.zoom_to_node())
        a.whole_tree.triggered.connect(self.dendrogram.show_whole_tree)
        self.dendrogram.sigNodeChanged.connect(self._update_enabled)
        a.find_problem.triggered.connect(self._show_problems)
        a.reset_layout.triggered.connect(lambda: self.restoreState(self._default_state,
                                                                   STATE_VERSION))
        s.sigMessage.connect(self.show_message)
        s.sigProjectChanged.connect(self._project_changed)
        s.sigClusteringChanged.connect(self._restore_selection)
        s.sigSelectionChanged.connect(self._remember_selection)
        s.sigClusteringChanged.connect(self._update_enabled)
        s.sigTemplatesChanged.connect(self._update_enabled)
        s.runner.sigStarted.connect(self._job_started_or_ended)  # bound: dropped with us
        s.runner.sigEnded.connect(self._job_started_or_ended)
        self.problems.sigShowPage.connect(self._show_problem_page)
        self.pool.sigShowPage.connect(self._show_problem_page)
        self.suggestions.sigShowExample.connect(self._show_example)
        self.page.sigTextChosen.connect(
            lambda xpath, text: self.labeller.chose_text(self.page.page_id, xpath, text))
        self.template.sigNodeChosen.connect(self.labeller.chose_node)
        self.template.sigLabelRequested.connect(
            lambda node: (self.labeller.chose_node(node), self.label_choice()))
        self.template.sigRemoveLabel.connect(self.labeller.remove_node_label)
        self.template.sigRenameLabel.connect(self.rename_field)
        fields = self.template.fields
        fields.sigSetType.connect(self.labeller.set_value_type)
        fields.sigSetValues.connect(
            lambda label_id, policy: self.labeller.set_values_options(label_id, values=policy))
        fields.sigEditOptions.connect(self.edit_field_options)
        fields.sigRename.connect(lambda label_id: self.rename_label(label_id))
        fields.sigRemove.connect(self.labeller.remove_label)
        fields.sigShowPage.connect(self._show_example_page)
        self.results.sigLabelOnPage.connect(self.label_field_on_page)
        self.results.sigEditOptions.connect(self.edit_options_of_field)
        self.results.sigShowPage.connect(self._show_example_page)
        self.labeller.sigChoiceChanged.connect(
            lambda text: self.choice_label.setText(f"Chosen: {text} — Ctrl+L labels it"))

    def _job_started_or_ended(self, *_job) -> None:
        self._update_enabled()

    def _update_enabled(self) -> None:
        a, s = self.menu_actions, self.session
        has_project = s.project_path is not None
        busy = s.runner.current("project") is not None
        for action in (a.reload_crawl, a.close_project, a.cluster, a.build_templates):
            action.setEnabled(has_project and not busy)
        has_templates = has_project and bool(s.book.templates)
        a.export.setEnabled(has_templates)
        a.label_value.setEnabled(has_templates)
        a.suggest.setEnabled(has_templates and not busy)
        a.discover.setEnabled(has_templates and not busy)
        has_cut = s.cut is not None
        for action in (a.threshold_up, a.threshold_down, a.next_cluster, a.previous_cluster):
            action.setEnabled(has_cut)
        a.cancel_job.setEnabled(bool(s.runner.running(shown_only=True)))
        a.zoom_subtree.setEnabled(self.dendrogram.node is not None)
        a.whole_tree.setEnabled(self.dendrogram.zoomed is not None)

    # -- opening ------------------------------------------------------------------------------
    def open_path(self, path: str | Path):
        """A crawl folder or WARC file (loaded into its default project) or a project file."""
        path = Path(path)
        if path.is_dir() or is_warc_name(path.name):
            return self.session.open_crawl(path)
        return self.session.open_project(path)

    def open_crawl_dialog(self) -> None:
        dialog = OpenCrawlDialog(self, self.settings.value("last_crawl", "", str),
                                 self.session.project_path_for)
        if dialog.exec():
            crawl, project = dialog.values()
            self.settings.setValue("last_crawl", dialog.crawl.text().strip())
            self.session.open_crawl(crawl, project)

    def open_project_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Open project", "", "tplx projects (*.tplx)")
        if path:
            self.session.open_project(path)

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        entries = self.session.recent.existing()
        for i, path in enumerate(entries):
            action = self.recent_menu.addAction(f"&{i + 1} {Path(path).name}  —  {path}")
            action.triggered.connect(lambda _=False, p=path: self.session.open_project(p))
        if not entries:
            self.recent_menu.addAction("(no recent projects)").setEnabled(False)

    def _project_changed(self) -> None:
        s = self.session
        self.setWindowTitle(f"tplx — {s.project_path.name}" if s.project_path else "tplx")
        self._update_enabled()

    # -- analyst actions ----------------------------------------------------------------------
    def nudge_threshold(self, delta: float) -> None:
        s = self.session
        if s.cut is None:
            return
        new = min(max(round(s.threshold + delta, 4), 0.0), s.threshold_limit)
        if new != s.saved_threshold:
            s.undo.push(SetThresholdCommand(s, s.saved_threshold, new, mergeable=True))

    # -- messages, problems -------------------------------------------------------------------
    def show_message(self, message: UserMessage) -> None:
        self.last_message = message
        icon = {"error": QMessageBox.Icon.Critical, "warning": QMessageBox.Icon.Warning}.get(
            message.severity, QMessageBox.Icon.Information)
        if message.severity == "info":
            self.show_status(f"{message.title}. {message.text}", 10_000)
            return
        box = QMessageBox(icon, message.title, message.text, QMessageBox.StandardButton.Ok, self)
        if message.details:
            box.setDetailedText(message.details)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()  # window-modal but not blocking: jobs and tests keep running

    def _show_problems(self) -> None:
        self.docks["problems"].show()
        self.docks["problems"].raise_()
        self.problems.focus_filter()

    def _show_problem_page(self, page_id: str) -> None:
        self.docks["page"].show()
        self.docks["page"].raise_()
        self.page.show_page(page_id)

    def _show_example_page(self, page_id: str) -> None:
        """A label's example page, selected (its cluster) and shown."""
        self.session.select_page_id(page_id)
        self._show_problem_page(page_id)

    def _show_example(self, page_id: str, xpath: str) -> None:
        """A suggestion's example page with its node selected."""
        self.session.select_page_id(page_id)
        self._show_problem_page(page_id)
        self.page.select_xpath(xpath)

    def _deferred(self) -> list:
        from .deferred import Deferred

        return self.findChildren(Deferred) + self.session.findChildren(Deferred)

    def flush_views(self) -> None:
        """Run the views' (and the session's) pending deferred updates now (tests,
        screenshots)."""
        for deferred in self._deferred():
            deferred.flush()

    def views_pending(self) -> bool:
        """Whether a view (or the session) has a deferred update pending."""
        return any(d.pending for d in self._deferred())

    # -- UI state -----------------------------------------------------------------------------
    def save_ui(self) -> None:
        self.settings.setValue("window/geometry", self.saveGeometry())
        if self._default_state is not None:  # never shown: nothing worth saving
            self.settings.setValue("window/state", self.saveState(STATE_VERSION))
        self.settings.sync()

    def closeEvent(self, event) -> None:
        self.save_ui()
        self.session.close_project()
        super().closeEvent(event)
