"""Render resources/icons/tplx.svg to the PNG sizes desktops ask for (16-256 px), with Qt's SVG
renderer so no other tool is needed:

    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/render_icons.py

Writes resources/icons/hicolor/<N>x<N>/apps/tplx.png (the freedesktop icon-theme layout, so the
folder can be copied into ~/.local/share/icons/ as it is). Run it again after editing the SVG.
"""

from __future__ import annotations

import sys
from pathlib import Path

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256)


def render(svg: Path, sizes: tuple[int, ...] = SIZES, out: Path = ICONS / "hicolor") -> list[Path]:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 -- Qt needs one
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"render_icons: {svg} is not a valid SVG (fix it and run again)")
    written = []
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        path = out / f"{size}x{size}" / "apps" / "tplx.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(path), "PNG"):
            raise SystemExit(f"render_icons: could not write {path}")
        written.append(path)
    return written


if __name__ == "__main__":
    for written in render(ICONS / "tplx.svg"):
        print(written)
