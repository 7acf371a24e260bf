"""Entry points: ``tplx-gui [CRAWL|PROJECT]`` and ``python -m tplx_gui``.

A crawl folder is loaded into its default project (``<crawl name>.tplx`` in the user's data
folder, see recent.py); a ``.tplx`` file is opened as it is.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys


def _parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="tplx-gui", description="The tplx workbench.")
    parser.add_argument("path", nargs="?", help="a crawl folder or a .tplx project file")
    parser.add_argument("--workers", type=int, default=None,
                        help="worker processes for loading and comparing pages "
                             "(default: one per core)")
    return parser.parse_args(argv)


def preload_engine(metric: str = "path-shingle") -> None:
    """Import the engine's heavy modules and run its kernels once on three tiny pages, at
    start-up on the GUI thread, before the window shows. Done later by a worker, numba's lazy
    initialisation and C extension imports hold the GIL for 100+ ms at a time and freeze the
    window (measured by bench/gui_responsiveness.py)."""
    import numpy as np

    import tplx_gui.tasks.book
    import tplx_gui.tasks.pages
    import tplx_gui.tasks.project
    import tplx_gui.tasks.templates  # noqa: F401 -- the engine jobs every task runs
    from tplx_engine.cluster import cluster_features, cut
    from tplx_engine.model import MergedSequence, token_id
    from tplx_engine.similarity import get_metric

    tags = ["html", "body", "div", "p", "a", "span"]
    pages = []
    for k in range(3):
        chosen = tags[:4 + k]
        tokens = np.array([token_id(t, d) for d, t in enumerate(chosen)], dtype=np.int64)
        pages.append(MergedSequence.unmerged(tokens, np.arange(len(chosen), dtype=np.int32)))
    prepared = [get_metric(metric).prepare(p) for p in pages]
    distances, tree = cluster_features(prepared, metric, workers=1)
    cut(tree, 0.5, distances)


def freeze_startup_objects() -> None:
    """Move every object alive after start-up (modules, numba, Qt wrappers: ~10^6 objects)
    out of the garbage collector's reach. Python's full collections traverse all tracked
    objects while holding the GIL: measured 340 ms stalls of the window while a crawl loads;
    after ``gc.freeze()`` they only traverse what the session created since."""
    import gc

    gc.collect()
    gc.freeze()


def main(argv: list[str] | None = None) -> int:
    args = _parse(sys.argv[1:] if argv is None else argv)
    # Engine process pools are started from worker threads: forking a threaded Qt process can
    # deadlock in the child, a fork server cannot (the pairwise stage already uses one).
    if "forkserver" in multiprocessing.get_all_start_methods():
        try:
            multiprocessing.set_start_method("forkserver")
        except RuntimeError:
            pass  # already set by the embedding program
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
        Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    from .page_web import prepare

    prepare()  # the rendered page view's scheme must be registered before the app exists
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setOrganizationName("tplx")
    app.setApplicationName("tplx-gui")
    import pyqtgraph as pg

    pg.setConfigOptions(antialias=False, imageAxisOrder="row-major")
    from .main_window import MainWindow
    from .session import Session

    session = Session(workers=args.workers)
    preload_engine(session.config.cluster.metric)
    window = MainWindow(session)
    window.show()
    freeze_startup_objects()
    if args.path:
        window.open_path(args.path)
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
