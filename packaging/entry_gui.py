"""The frozen app's ``tplx-gui`` (packaging/tplx.spec): the workbench of tplx_gui.app.

With TPLX_SMOKE_SCREENSHOT=FILE.png set (packaging/smoke.py does), it also waits until the crawl
it was given is loaded and clustered, builds the templates, saves a picture of the window to FILE
and quits: exit 0 on success, 1 on a timeout (TPLX_SMOKE_TIMEOUT seconds, default 180).
"""

import multiprocessing
import os
import sys
import time


def _arm_smoke_screenshot(path: str, timeout: float) -> None:
    """Poll the window until it is idle after each step, then grab it and quit."""
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    # the timer needs the application now; tplx_gui.app sets this policy before creating it
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
        Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    deadline = time.monotonic() + timeout
    steps = iter(("templates", "shot"))
    state = {"step": "clustered"}
    timer = QTimer(app)

    def window():
        return next((w for w in app.topLevelWidgets()
                     if type(w).__name__ == "MainWindow" and w.isVisible()), None)

    def tick() -> None:
        if time.monotonic() > deadline:
            print(f"smoke: timed out at step {state['step']!r}", file=sys.stderr)
            app.exit(1)
            return
        main = window()
        if main is None:
            return
        main.flush_views()
        session = main.session
        if not session.runner.idle or main.views_pending() or session.cut is None:
            return
        step = state["step"] = next(steps)
        if step == "templates":
            main.build_templates()
        elif step == "shot":
            timer.stop()
            ok = main.grab().save(path, "PNG")
            print(f"smoke: {'saved' if ok else 'could not save'} {path}", file=sys.stderr)
            app.exit(0 if ok else 1)

    timer.timeout.connect(tick)
    timer.start(250)


if __name__ == "__main__":
    multiprocessing.freeze_support()
    shot = os.environ.get("TPLX_SMOKE_SCREENSHOT")
    if shot:
        _arm_smoke_screenshot(shot, float(os.environ.get("TPLX_SMOKE_TIMEOUT", "180")))
    from tplx_gui.app import main

    sys.exit(main())
