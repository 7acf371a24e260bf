"""The GUI modules that must stay importable (and testable) without Qt import no Qt (no contract
of import-linter covers them)."""

import subprocess
import sys

# GUI modules that must stay importable (and testable) without Qt
QT_FREE = ("tplx_gui.safe_html", "tplx_gui.recent", "tplx_gui.messages", "tplx_gui.tasks",
           "tplx_gui.tasks.project", "tplx_gui.tasks.clustering", "tplx_gui.tasks.book",
           "tplx_gui.tasks.pages", "tplx_gui.tasks.templates",
           "tplx_gui.plots.dendrogram_layout", "tplx_gui.plots.dendrogram_nodes",
           "tplx_gui.plots.map_layout",
           "tplx_gui.views.template_layout")


def test_pure_gui_modules_import_no_qt():
    code = ("import importlib, sys\n"
            f"for name in {QT_FREE!r}:\n"
            "    importlib.import_module(name)\n"
            "print(','.join(sorted(m for m in sys.modules "
            "if m.split('.')[0] in ('PySide6', 'pyqtgraph'))))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=False)
    assert out.returncode == 0, out.stderr  # an import error says which module and why
    assert out.stdout.strip() == ""
