"""Smoke test of the built app (`make package-smoke`): does dist/tplx run on this machine?

    python packaging/smoke.py [--app dist/tplx] [--out out/package-smoke.png]

With the app's own executables only (no venv): ``tplx demo`` writes the demo crawl into a
temporary folder, ``tplx inspect`` loads it with two worker processes, then ``tplx-gui`` opens
it offscreen (QT_QPA_PLATFORM=offscreen), clusters it, builds the templates and saves a picture
of its window to --out (entry_gui.py's TPLX_SMOKE_SCREENSHOT). Settings and projects go to the
temporary folder, not the user's. Exit 0 when every step succeeded and the picture is a PNG.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def _run(step: str, command: list[str], env: dict[str, str], timeout: float) -> bool:
    started = time.monotonic()
    try:
        done = subprocess.run(command, env=env, timeout=timeout, capture_output=True, text=True)
    except subprocess.TimeoutExpired:
        print(f"smoke: {step}: no answer after {timeout:.0f} s: {' '.join(command)}")
        return False
    seconds = time.monotonic() - started
    if done.returncode != 0:
        print(f"smoke: {step} failed (exit {done.returncode}, {seconds:.1f} s): {' '.join(command)}")
        print(done.stdout[-3000:], done.stderr[-3000:], sep="\n")
        return False
    print(f"smoke: {step} ok ({seconds:.1f} s)")
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app", default="dist/tplx", help="the built app folder (make package)")
    parser.add_argument("--out", default="out/package-smoke.png", help="where the picture goes")
    parser.add_argument("--timeout", type=float, default=300, help="seconds per step")
    args = parser.parse_args(argv)
    app = Path(args.app)
    tplx, gui = app / "tplx", app / "tplx-gui"
    if not (tplx.is_file() and gui.is_file()):
        print(f"smoke: {app} has no tplx and tplx-gui executables (run make package first)")
        return 1
    out = Path(args.out).resolve()
    out.parent.mkdir(parents=True, exist_ok=True)
    out.unlink(missing_ok=True)
    with tempfile.TemporaryDirectory(prefix="tplx-smoke-") as work:
        crawl = Path(work) / "demo-crawl"
        env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
        env.update(QT_QPA_PLATFORM="offscreen", HOME=work, XDG_DATA_HOME=f"{work}/data",
                   XDG_CONFIG_HOME=f"{work}/config", XDG_CACHE_HOME=f"{work}/cache",
                   TPLX_SMOKE_SCREENSHOT=str(out), TPLX_SMOKE_TIMEOUT=str(args.timeout))
        steps = [
            ("tplx demo", [str(tplx), "demo", str(crawl), "--quiet"]),
            ("tplx inspect (2 workers)", [str(tplx), "inspect", str(crawl), "--workers", "2",
                                          "--project", f"{work}/cli.tplx", "--quiet"]),
            ("tplx-gui offscreen", [str(gui), str(crawl)]),
        ]
        for step, command in steps:
            if not _run(step, command, env, args.timeout + 30):
                return 1
    if not out.is_file() or out.read_bytes()[:8] != PNG_MAGIC:
        print(f"smoke: tplx-gui exited 0 but wrote no PNG at {out}")
        return 1
    print(f"smoke: ok, screenshot {out} ({out.stat().st_size // 1024} KB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
