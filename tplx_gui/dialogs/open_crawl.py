"""File ▸ Open crawl folder…: the crawl (a folder, a WARC / WARC.gz file, or several WARC files
read as one crawl: shown quoted, as Qt's file dialogs show a multiple choice) and the project
file it loads into.

The project defaults to ``<crawl name>.tplx`` in the user's data folder (the session finds, in
the runner, a name that is free or already belongs to this crawl); the analyst may put it
anywhere else.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from tplx_engine.model import WARC_SUFFIXES, crawl_problem

# propose(paths, reply): ``reply(path)`` with the default project of a crawl
Propose = Callable[[list, Callable[[object], None]], object]


class OpenCrawlDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, crawl: str = "",
                 propose: Propose | None = None):
        super().__init__(parent)
        self.propose = propose
        self._typed_project = False  # the analyst chose the project: no more proposals
        self.setWindowTitle("Open crawl folder")
        self.crawl = QLineEdit(crawl)
        self.project = QLineEdit()
        self.project.textEdited.connect(lambda _: setattr(self, "_typed_project", True))
        self.crawl.textChanged.connect(self._suggest)
        browse_crawl = QPushButton("Browse…")
        browse_crawl.clicked.connect(self._browse_crawl)
        browse_warc = QPushButton("WARC files…")
        browse_warc.setToolTip("One web archive (.warc, .warc.gz) or several, read as one "
                               "crawl; a folder of them opens with Browse…")
        browse_warc.clicked.connect(self._browse_warc)
        browse_project = QPushButton("Browse…")
        browse_project.clicked.connect(self._browse_project)
        form = QFormLayout(self)
        form.addRow("Crawl:", _row(self.crawl, browse_crawl, browse_warc))
        form.addRow("Project file:", _row(self.project, browse_project))
        self.crawl.setToolTip("A crawl folder, a WARC file, or several WARC files (quoted) "
                              "read as one crawl")
        note = QLabel("The crawl is only read. What tplx learns goes to the project "
                      "file; opening the same crawl again reuses it and re-reads only changed "
                      "pages.")
        note.setWordWrap(True)
        form.addRow(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.resize(640, self.sizeHint().height())
        self._suggest()

    def _suggest(self) -> None:
        text = self.crawl.text().strip()
        paths = crawl_paths(text)
        if paths and not crawl_problem(paths) and self.propose is not None:
            self.propose(paths, lambda path, asked=text: self._proposed(asked, path))

    def _proposed(self, asked: str, path) -> None:
        if asked == self.crawl.text().strip() and not self._typed_project:
            self.project.setText(str(path))

    def _browse_crawl(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, "Crawl folder", self.crawl.text())
        if folder:
            self.crawl.setText(folder)

    def _browse_warc(self) -> None:
        patterns = " ".join(f"*{suffix}" for suffix in WARC_SUFFIXES)
        paths, _ = QFileDialog.getOpenFileNames(self, "Web archives", self.crawl.text(),
                                                f"Web archives ({patterns})")
        if paths:
            self.crawl.setText(paths[0] if len(paths) == 1 else
                               " ".join(f'"{p}"' for p in paths))

    def _browse_project(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, "Project file", self.project.text(), "tplx projects (*.tplx)",
            options=QFileDialog.Option.DontConfirmOverwrite)
        if path:
            self._typed_project = True
            self.project.setText(path if path.endswith(".tplx") else path + ".tplx")

    def _accept(self) -> None:
        if not crawl_problem(crawl_paths(self.crawl.text())) and self.project.text().strip():
            self.accept()
        else:
            self.crawl.setFocus()

    def values(self) -> tuple[list[Path], Path]:
        """The crawl's paths (several: WARC files read as one crawl) and the project file."""
        return crawl_paths(self.crawl.text()), Path(self.project.text().strip())


def crawl_paths(text: str) -> list[Path]:
    """The paths a crawl box holds: one as typed, or several quoted ("a.warc" "b.warc")."""
    text = text.strip()
    quoted = re.findall(r'"([^"]+)"', text)
    return [Path(p) for p in quoted] if quoted else ([Path(text)] if text else [])


def _row(*widgets) -> QWidget:
    box = QWidget()
    layout = QHBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    for w in widgets:
        layout.addWidget(w, 1 if isinstance(w, QLineEdit) else 0)
    return box
