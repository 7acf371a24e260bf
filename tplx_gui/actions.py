"""Every QAction of the window in one typed registry (as labelme does), with shortcuts.

Views and menus take actions from here; nothing else creates a QAction with a shortcut, so
shortcuts cannot clash silently (``tests/gui/test_shortcuts.py`` checks that they are unique).
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence

# name: (text, shortcut, status tip)
SPECS: dict[str, tuple[str, str | QKeySequence.StandardKey | None, str]] = {
    "open_crawl": ("Open &crawl folder…", QKeySequence.StandardKey.Open,
                   "Load a folder of crawled pages into a project"),
    "open_project": ("Open &project…", "Ctrl+Shift+O", "Open a .tplx project file"),
    "reload_crawl": ("&Reload crawl", QKeySequence.StandardKey.Refresh,
                     "Read the crawl folder again (unchanged pages are reused)"),
    "close_project": ("&Close project", QKeySequence.StandardKey.Close, "Close the project"),
    "export": ("&Export…", "Ctrl+E", "Extract every page of the crawl to XML, JSONL or CSV"),
    "quit": ("&Quit", QKeySequence.StandardKey.Quit, "Quit tplx"),
    "cluster": ("&Cluster pages", "Ctrl+K", "Cluster the loaded pages by template"),
    "build_templates": ("Build &templates", "Ctrl+T",
                        "Induce a template for every cluster of the current cut"),
    "threshold_up": ("Raise threshold", "Ctrl+Up", "Raise the clustering threshold by 0.01"),
    "threshold_down": ("Lower threshold", "Ctrl+Down", "Lower the clustering threshold by 0.01"),
    "next_cluster": ("Next cluster", "Alt+Down", "Select the next cluster"),
    "previous_cluster": ("Previous cluster", "Alt+Up", "Select the previous cluster"),
    "label": ("&Label selection…", "Ctrl+L",
              "Give the text selected in the page or template a field name"),
    "label_value": ("Label by &value…", "Ctrl+Shift+L",
                    "Label a field by typing its value as the page shows it"),
    "suggest": ("&Suggest labels", "Ctrl+Shift+G",
                ("Run the title, date, content and post extractors on every template's pages "
                 "and propose labels to accept or reject")),
    "discover": ("&Discover new templates", "Ctrl+Shift+D",
                 ("Cluster the pooled pages (no template fitted them at export) into new "
                  "templates")),
    "cancel_job": ("Cancel &job", "Ctrl+.", "Stop the running job (work done so far is kept)"),
    "zoom_subtree": ("&Zoom to subtree", None,
                     ("Show only the subtree of the merge selected in the dendrogram (or "
                      "double-click the merge)")),
    "whole_tree": ("&Back to whole tree", "Esc", "Show the whole dendrogram again"),
    "find_problem": ("Filter &problems", "Ctrl+Shift+P", "Show and filter the Problems dock"),
    "reset_layout": ("Reset &layout", None, "Put every panel back in its place"),
}


@dataclass
class Actions:
    open_crawl: QAction
    open_project: QAction
    reload_crawl: QAction
    close_project: QAction
    export: QAction
    quit: QAction
    cluster: QAction
    build_templates: QAction
    threshold_up: QAction
    threshold_down: QAction
    next_cluster: QAction
    previous_cluster: QAction
    label: QAction
    label_value: QAction
    suggest: QAction
    discover: QAction
    cancel_job: QAction
    zoom_subtree: QAction
    whole_tree: QAction
    find_problem: QAction
    reset_layout: QAction

    def all(self) -> list[QAction]:
        return [getattr(self, f.name) for f in fields(self)]


def create_actions(parent: QObject) -> Actions:
    made = {}
    for name, (text, shortcut, tip) in SPECS.items():
        action = QAction(text, parent)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setStatusTip(tip)
        action.setToolTip(f"{tip} ({action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)})"
                          if shortcut is not None else tip)
        made[name] = action
    return Actions(**made)
