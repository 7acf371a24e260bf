"""Build scrapely 0.14.1, the peer of bench/one_label.py, into the virtualenv that runs this.

    .venv/bin/python bench/install_scrapely.py      (make .venv/.installed-bench runs it)

Bench only, never a tplx dependency. Its PyPI sdist does not install on Python 3.11 as it is: the
shipped C files include longintrepr.h (gone in 3.11), so the .pyx are compiled again with Cython
0.29 (CYTHONIZE=1, no build isolation, numpy's headers); and it imports w3lib's str_to_unicode,
which w3lib 2 removed (w3lib<2). Idempotent: does nothing when scrapely 0.14.1 already imports.
On failure, one line on stderr says what to do, and the exit status is 1.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

VERSION = "0.14.1"
CHECK = ("import importlib.metadata as m, scrapely._htmlpage, scrapely.extraction._similarity\n"
         "from scrapely import Scraper\n"
         f"assert m.version('scrapely') == {VERSION!r}")
BUILD_REQUIREMENTS = ["cython<3", "wheel", "setuptools", "numpy", "w3lib<2", "six"]


def installed() -> bool:
    done = subprocess.run([sys.executable, "-c", CHECK], capture_output=True, check=False)
    return done.returncode == 0


def main() -> int:
    if installed():
        return 0
    work = Path(tempfile.mkdtemp(prefix="scrapely-build-"))
    log_path = work / "build.log"
    step = "start"
    try:
        with open(log_path, "w") as log:
            def run(*args: str, cwd: Path | None = None, env: dict | None = None) -> None:
                subprocess.run([sys.executable, "-m", "pip", *args], cwd=cwd, env=env,
                               stdout=log, stderr=subprocess.STDOUT, check=True)

            step = "pip download"
            run("download", "--no-deps", "--no-binary", ":all:", f"scrapely=={VERSION}",
                "-d", str(work))
            step = "unpack"
            with tarfile.open(work / f"scrapely-{VERSION}.tar.gz") as tar:
                tar.extractall(work, filter="data")
            step = "build requirements"
            run("install", *BUILD_REQUIREMENTS)
            step = "pip install (cythonize and compile)"
            include = subprocess.run([sys.executable, "-c",
                                      "import numpy; print(numpy.get_include())"],
                                     capture_output=True, text=True, check=True).stdout.strip()
            env = dict(os.environ, CYTHONIZE="1",
                       CFLAGS=f"-I{include} {os.environ.get('CFLAGS', '')}".strip())
            run("install", "--no-build-isolation", "--no-deps", ".",
                cwd=work / f"scrapely-{VERSION}", env=env)
        step = "import check"
        if not installed():
            raise RuntimeError("scrapely does not import after the build")
    except Exception:  # noqa: BLE001 - any failure: the one line below, the log kept
        print(f"install_scrapely: building scrapely {VERSION} failed at '{step}' (log: "
              f"{log_path}); it needs a C compiler and the Python 3.11 headers (e.g. apt-get "
              "install build-essential python3.11-dev), then run make .venv/.installed-bench "
              "again; bench/one_label.py runs without it (--peers '')", file=sys.stderr)
        return 1
    shutil.rmtree(work, ignore_errors=True)
    print(f"install_scrapely: scrapely {VERSION} built into {sys.prefix}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
