"""The engine never imports Qt or the GUI (import-linter checks the same statically in make test)."""

import pkgutil
import subprocess
import sys

import tplx_engine


def test_engine_imports_no_qt():
    modules = [m.name for m in pkgutil.walk_packages(tplx_engine.__path__, "tplx_engine.")]
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'pyqtgraph', 'tplx_gui'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert len(modules) > 5
    assert out.stdout.strip() == ""
