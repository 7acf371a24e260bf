"""Colours: a qualitative palette readable on light and dark backgrounds, and palette roles.

Cluster colours are Tableau 10 without its grey (kept for "not in a cluster"): mid-luminance
hues that keep contrast against both a white and a near-black plot background. Everything
else (text, grid, neutral lines, highlights) comes from the application's QPalette, so a dark
theme needs no special case.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPalette
from PySide6.QtWidgets import QApplication

QUALITATIVE = ("#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1",
               "#ff9da7", "#9c755f", "#17becf")


SUGGESTION = "#b07aa1"  # proposed labels (dashed): apart from the selection blue and field fills


def suggestion_color() -> QColor:
    return QColor(SUGGESTION)


def cluster_color(label: int) -> QColor:
    if label < 0:
        return neutral_color()
    return QColor(QUALITATIVE[label % len(QUALITATIVE)])


def role(r: QPalette.ColorRole, group: QPalette.ColorGroup = QPalette.ColorGroup.Active) -> QColor:
    app = QApplication.instance()
    palette = app.palette() if app is not None else QPalette()
    return palette.color(group, r)


def neutral_color() -> QColor:
    """Lines that belong to no cluster: between text and background."""
    text, base = role(QPalette.ColorRole.Text), role(QPalette.ColorRole.Base)
    return QColor((text.red() + base.red()) // 2, (text.green() + base.green()) // 2,
                  (text.blue() + base.blue()) // 2)


def is_dark() -> bool:
    return role(QPalette.ColorRole.Base).lightness() < 128


def translucent(color: QColor, alpha: int) -> QColor:
    out = QColor(color)
    out.setAlpha(alpha)
    return out


def style_plot(plot_widget) -> None:
    """Make a pyqtgraph PlotWidget follow the palette (pyqtgraph defaults to black)."""
    plot_widget.setBackground(role(QPalette.ColorRole.Base))
    fg = role(QPalette.ColorRole.Text)
    item = plot_widget.getPlotItem()
    for name in ("left", "bottom", "right", "top"):
        axis = item.getAxis(name)
        axis.setPen(fg)
        axis.setTextPen(fg)
        axis.enableAutoSIPrefix(False)  # distances are plain numbers: no "(x0.001)"
        # Room for tick labels grows but never shrinks: every change of it re-lays the plot
        # out from inside its paint, so a new clustering was painted twice (~30 ms more freeze).
        axis.setStyle(autoReduceTextSpace=False)
    title = item.titleLabel
    if title is not None:
        title.item.setDefaultTextColor(fg)


def reserve_tick_space(plot_widget, name: str, widest: str) -> None:
    """Give vertical axis ``name`` room for tick labels as wide as ``widest`` from the start,
    so the first data shown does not widen it (a second layout and paint of the plot)."""
    axis = plot_widget.getPlotItem().getAxis(name)
    metrics = QFontMetricsF(axis.style["tickFont"] or QFont())  # pyqtgraph's tick font
    axis.textWidth = max(axis.textWidth, metrics.horizontalAdvance(widest) + 1)
    axis.setStyle()  # lays the axis out again with that room
