"""The dendrogram's bottom axis, which names the leaves when few are shown.

With leaves set (``show_leaves``) it draws a tick under each and its label turned upright,
ending at the tick; the axis grows to the longest label (elided at the left: the path's tail
tells pages of one site apart). Without, it is pyqtgraph's numeric axis. Upright text needs only a line's
height per leaf, so labels fit where level ones would overlap; the plot shows them only when
every leaf has that room (plots/dendrogram.py).
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF

MAX_LABEL_PX = 170  # longer labels are elided: the tree keeps most of the height
LABEL_FONT_SCALE = 0.85  # of the tick font: a line less per leaf, 60 leaves fit a narrower plot


class LeafAxis(pg.AxisItem):
    def __init__(self, **kwargs):
        super().__init__("bottom", **kwargs)
        self.leaves: list[tuple[float, str]] = []  # (x, elided label) per labelled leaf

    def label_font(self) -> QFont:
        font = QFont(self.style["tickFont"] or QFont())
        font.setPointSizeF(max(7.0, font.pointSizeF() * LABEL_FONT_SCALE))
        return font

    def font_metrics(self) -> QFontMetricsF:
        return QFontMetricsF(self.label_font())

    def show_leaves(self, leaves: list[tuple[float, str]]) -> None:
        """Label these leaves (x in view units, full text); an empty list: numbers again."""
        metrics = self.font_metrics()
        elided = [(x, metrics.elidedText(text, Qt.TextElideMode.ElideLeft, MAX_LABEL_PX))
                  for x, text in leaves]
        if elided == self.leaves:
            return
        self.leaves = elided
        if elided:
            room = max(metrics.horizontalAdvance(text) for _, text in elided)
            label = self.label.boundingRect().height() if self.label.isVisible() else 0
            self.setHeight(int(self._text_top() + room + label + 4))
        else:
            self.setHeight(None)
        self.picture = None
        self.update()

    def _text_top(self) -> float:
        return max(0, self.style["tickLength"]) + self.style["tickTextOffset"][1]

    def tickValues(self, minVal, maxVal, size):
        if self.leaves:
            return [(1.0, [x for x, _ in self.leaves])]
        return super().tickValues(minVal, maxVal, size)

    def tickStrings(self, values, scale, spacing):
        if self.leaves:
            return [""] * len(values)
        return super().tickStrings(values, scale, spacing)

    def drawPicture(self, p, axisSpec, tickSpecs, textSpecs):
        super().drawPicture(p, axisSpec, tickSpecs, textSpecs)
        view = self.linkedView()
        if not self.leaves or view is None:
            return
        line = self.font_metrics().height()
        room = MAX_LABEL_PX + line
        top = self._text_top()
        p.setFont(self.label_font())
        for x, text in self.leaves:
            at = self.mapFromScene(view.mapViewToScene(QPointF(x, 0))).x()
            p.save()
            p.translate(at, top)
            p.rotate(-90)  # reads upwards, ending at the leaf's tick
            p.drawText(QRectF(-room, -line / 2, room, line),
                       int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), text)
            p.restore()
