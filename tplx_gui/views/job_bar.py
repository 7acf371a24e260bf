"""Status-bar widget for the running job: title, stage, progress bar, Cancel.

Follows every long job the session's runner starts (runner.py: quick reads and writes are not
shown); with several at once it shows the latest. Cancel asks the job to stop at its next
progress call; the bar says so until it has.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget

STAGE_NAMES = {
    "listing": "listing files", "pages": "reading pages", "similarity": "comparing pages",
    "refine": "refining distances", "clustering": "merging clusters", "templates":
    "inducing templates", "extracting": "extracting", "suggest": "running the extractors",
    "pool distances": "comparing pooled pages",
}


class JobBar(QWidget):
    def __init__(self, runner, cancel_action=None, parent=None):
        super().__init__(parent)
        self.setObjectName("job_bar")
        self.runner = runner
        self.job = None
        self._followed: set = set()
        # Always shown, fixed sizes: a status bar that appears, disappears or changes width
        # makes the whole window lay out again (the page view re-flows its document).
        self.label = QLabel()
        self.label.setFixedWidth(self.fontMetrics().horizontalAdvance("M" * 34))
        # against the bar, away from the status message on its left
        self.label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.bar = QProgressBar()
        self.bar.setFixedWidth(220)
        self.bar.setTextVisible(True)
        self.cancel = QPushButton("Cancel")
        self.cancel.setToolTip("Stop the job; the work done so far is kept"
                               + (f" ({cancel_action.shortcut().toString()})"
                                  if cancel_action is not None else ""))
        self.cancel.clicked.connect(self.cancel_job)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.bar)
        layout.addWidget(self.cancel)
        runner.sigStarted.connect(self._started)
        runner.sigEnded.connect(self._ended)
        self._idle()

    def _idle(self) -> None:
        self.label.setText("Ready")
        self.bar.setRange(0, 1)
        self.bar.setValue(0)
        self.bar.setFormat("")
        self.cancel.setEnabled(False)

    def _started(self, job) -> None:
        self.job = job
        if job not in self._followed:
            self._followed.add(job)
            job.progress.connect(
                lambda stage, done, total, j=job: self._progress(j, stage, done, total))
            job.finished.connect(lambda j=job: self._followed.discard(j))
        self.label.setText(f"{job.title}…")
        self.bar.setRange(0, 0)  # busy until the first progress report
        self.cancel.setEnabled(True)

    def _progress(self, job, stage: str, done: int, total: int) -> None:
        if job is not self.job:
            return
        name = STAGE_NAMES.get(stage, stage)
        suffix = " (cancelling…)" if job.cancel_requested else ""
        self.label.setText(f"{job.title}: {name}{suffix}")
        if total > 0:
            # QProgressBar holds ints: scale big totals (pairs) to per-mille
            self.bar.setRange(0, 1000)
            self.bar.setValue(int(1000 * min(done, total) / total))
            self.bar.setFormat(f"{done:,}/{total:,}")
        else:
            self.bar.setRange(0, 0)

    def _ended(self, job) -> None:
        if job is not self.job:
            return
        running = self.runner.running(shown_only=True)
        if running:
            self._started(running[-1])
            return
        self.job = None
        self._idle()

    def cancel_job(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.cancel.setEnabled(False)
            self.label.setText(f"{self.job.title}: cancelling…")
