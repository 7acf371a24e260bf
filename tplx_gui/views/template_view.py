"""The selected cluster's template as a strip of essential and optional blocks (thin painting of
template_layout.py), beside the list of its labelled fields (fields_list.py: type, example
pages, where each value is found). Clicking a cell chooses its template node (for Ctrl+L
labelling); a right click offers "Label as…", "Rename field…" and "Remove label".

Conventions: essential blocks on the alternate base colour, optional blocks dashed with a
probability bar per alternative; repeated records have a double border and a "+". A cell's
first line is a sample of its text: constant template text quoted in the muted placeholder
colour, an example of its data in the link colour (the tag when it has no text); its second
line is the field a label gave it, as a chip in the field's colour, or a proposed label in the
suggestion colour with its confidence ("TITLE 95%", dashed outline), or its tag. The strip
wraps to the width of its view and scrolls to the labelled cells when a template is shown; the
search box above it finds cells by text (tag, constant, data sample, field), highlights them
and scrolls to each in turn (Enter: the next one).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ..deferred import STAGGER, Deferred
from ..plots.palette import cluster_color, role, suggestion_color, translucent
from .fields_list import FieldsList, learnt_text
from .template_layout import PAD, Cell, Metrics, StripLayout, data_text, strip_layout


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'s' if n != 1 else ''}"


class _CellItem(QGraphicsRectItem):
    def __init__(self, cell: Cell, view: TemplateView):
        super().__init__(QRectF(cell.x, cell.y, cell.w, cell.h))
        self.cell = cell
        self.view = view
        self.setToolTip(cell.tooltip)
        self.setAcceptHoverEvents(True)

    def mousePressEvent(self, event):
        self.view.choose_node(self.cell.node_ids[0])
        if event.button() == Qt.MouseButton.RightButton:
            self.view.context_menu(self.cell, event.screenPos())
        event.accept()


class TemplateView(QWidget):
    sigNodeChosen = Signal(str)  # template node id
    sigLabelRequested = Signal(str)  # node id: ask a field name for it
    sigRemoveLabel = Signal(str)  # node id
    sigRenameLabel = Signal(str)  # node id

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.setObjectName("template_view")
        self.template = None
        self.layout_: StripLayout | None = None
        self.chosen: str | None = None
        self._suggested: dict[str, str] = {}
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.search = QLineEdit()
        self.search.setObjectName("template_search")
        self.search.setPlaceholderText("Find a cell by text (tag, constant, data, field)…")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(lambda _: self.find(step=0))
        self.search.returnPressed.connect(lambda: self.find(step=1))
        self.found_label = QLabel()
        self.found: list[Cell] = []  # cells matching the search, in reading order
        self.found_at = -1  # the one shown
        self.scene = QGraphicsScene(self)
        self.view = QGraphicsView(self.scene)
        self.view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.view.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.view.setBackgroundBrush(QBrush(role(QPalette.ColorRole.Base)))
        # the strip wraps to the view's width: no horizontal scrolling unless one cell is wider
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.fields = FieldsList(session)
        strip = QWidget()
        strip_layout_ = QVBoxLayout(strip)
        strip_layout_.setContentsMargins(0, 0, 0, 0)
        find_row = QHBoxLayout()
        find_row.addWidget(self.search, 1)
        find_row.addWidget(self.found_label)
        strip_layout_.addLayout(find_row)
        strip_layout_.addWidget(self.view, 1)
        self.split = QSplitter()
        self.split.addWidget(strip)
        self.split.addWidget(self.fields)
        self.split.setStretchFactor(0, 2)
        self.split.setStretchFactor(1, 1)
        self.split.setSizes([600, 400])  # proportions: the strip wraps to its width
        self.split.splitterMoved.connect(lambda *_: self._follow_width())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.title)
        layout.addWidget(self.split, 1)
        self.update_later = Deferred(self.refresh, self, delay_ms=STAGGER["template"])
        # staggered like its other refreshes: not in the turn that refills the suggestions
        self._force = Deferred(lambda: self.refresh(force=True), self,
                               delay_ms=STAGGER["template"])
        session.sigSelectionChanged.connect(self.update_later)
        session.sigTemplatesChanged.connect(self._force)
        session.sigCutSettled.connect(self.update_later)
        self.refresh()

    def refresh(self, force: bool = False) -> None:
        s = self.session
        template = s.book.template_for_cluster(s.selected_cluster) if s.cut is not None else None
        key = (template, s.selected_cluster >= 0)
        if key == getattr(self, "_key", None) and not force:
            return
        self._key = key
        if template is not self.template:
            self.chosen = None
        self.template = template
        self.scene.clear()
        self.layout_ = None
        self.found, self.found_at = [], -1
        self.found_label.clear()
        self.fields.show_labels(s.book.labels_of(template.id) if template is not None else [])
        if template is None:
            self.title.setText("No template for this cluster yet: Build templates (Ctrl+T) "
                               "induces one per cluster of two pages or more."
                               if s.selected_cluster >= 0 else "No cluster selected")
            return
        labelled = s.book.labels_of(template.id)
        labels = [lb for _, lb in labelled]
        fields = {lb.target: lb.field for lb in labels if lb.target}
        self._notes = {lb.target: f"{lb.field}: {lb.value_type}, learnt from "
                       f"{learnt_text(lb)}, found {s.book.found_text(i)}"
                       for i, lb in labelled if lb.target}
        proposed = s.book.suggestions_of(template.id, "proposed")
        self._suggested = s.book.suggested_texts(template.id)
        stats = template.stats()
        # after FPC a template matches by the sequence measure's own threshold, not the cut's
        same_measure = s.clustering is not None and template.metric == s.clustering.metric
        stale = ("" if not same_measure or abs(template.threshold - s.saved_threshold) < 1e-9
                 else f" (built at threshold {template.threshold:g}; rebuild to follow the cut)")
        self.title.setText(
            f"Template <b>{template.id}</b> of {len(template.members)} pages{stale}: "
            f"{stats.essential_nodes} essential, {stats.optional_nodes} optional blocks; "
            f"{_count(len({lb.field for lb in labels}), 'field')} labelled"
            + (f", {len(proposed)} suggested (dashed)" if proposed else "")
            + ". Click a cell, then Ctrl+L to label it.")
        self._fields = fields
        self._relayout()
        self.scroll_to_labels()

    def _fonts(self) -> tuple[QFont, QFont, QFont]:
        small = QFont(self.font())
        small.setPointSizeF(max(self.font().pointSizeF() * 0.85, 7.0))
        bold = QFont(small)
        bold.setBold(True)
        italic = QFont(small)
        italic.setItalic(True)
        return small, bold, italic

    def _metrics(self) -> Metrics:
        """Cell sizes from the fonts actually drawn (bold: the widest of the three)."""
        _, bold, _ = self._fonts()
        fm = QFontMetricsF(bold)
        return Metrics(measure=lambda text: fm.horizontalAdvance(text) + 2,
                       cell_h=2 * fm.height() + 3 * PAD, title_h=fm.height() + 2)

    def _wrap_width(self) -> float:
        # the viewport's width less the room a vertical scroll bar takes when it appears
        bar = self.view.verticalScrollBar().sizeHint().width()
        return max(self.view.viewport().width() - bar - 16, 200)

    def _relayout(self) -> None:
        self.scene.clear()
        self.layout_ = strip_layout(self.template, self._fields, wrap_width=self._wrap_width(),
                                    metrics=self._metrics(), suggested=self._suggested,
                                    notes=self._notes)
        self._laid_out_for = self._wrap_width()
        self.find(step=0, scroll=False)  # paints, with the search's matches in the new layout

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._follow_width()

    def _follow_width(self) -> None:
        """Wrap again when the strip's width changed (dock resized, splitter moved)."""
        if self.template is not None and abs(self._wrap_width() - self._laid_out_for) > 8:
            self._relayout()

    def _repaint(self) -> None:
        self.scene.clear()
        if self.layout_ is not None:
            self._paint(self.layout_)

    def scroll_to_labels(self) -> None:
        """Bring the chosen cell, else the first labelled one, into view (else the top)."""
        if self.layout_ is None:
            return
        cell = (self.layout_.cell_of(self.chosen) if self.chosen else None) or next(
            iter(self.layout_.labelled()), None)
        if cell is None:
            self.view.horizontalScrollBar().setValue(0)
            self.view.verticalScrollBar().setValue(0)
            return
        self.view.ensureVisible(QRectF(cell.x, cell.y, cell.w, cell.h), 24, 24)

    def find(self, step: int = 0, scroll: bool = True) -> None:
        """Highlight the cells holding the search text; ``step`` 1 moves to the next one."""
        query = self.search.text()
        cells = self.layout_.find(query) if self.layout_ is not None else []
        ids = [c.node_ids for c in cells]
        if ids != [c.node_ids for c in self.found]:
            self.found, self.found_at = cells, 0 if cells else -1
        elif cells:
            self.found_at = (self.found_at + step) % len(cells)
        self.found = cells
        if not query.strip():
            self.found_label.clear()
        else:
            self.found_label.setText(f"{self.found_at + 1} of {len(cells)}" if cells
                                     else "no cell")
        self._repaint()
        if scroll and cells:
            cell = cells[self.found_at]
            self.view.ensureVisible(QRectF(cell.x, cell.y, cell.w, cell.h), 24, 24)

    def _paint(self, layout: StripLayout) -> None:
        text_color = role(QPalette.ColorRole.Text)
        muted = role(QPalette.ColorRole.PlaceholderText)
        base = role(QPalette.ColorRole.Base)
        accent = role(QPalette.ColorRole.Highlight)
        small, bold, italic = self._fonts()
        names = self.session.book.fields()
        for block in layout.blocks:
            box = self.scene.addRect(QRectF(block.x, block.y, block.w, block.h))
            if block.kind == "EN":
                box.setBrush(QBrush(role(QPalette.ColorRole.AlternateBase)))
                box.setPen(QPen(muted, 1))
            else:
                box.setBrush(QBrush(base))
                box.setPen(QPen(muted, 1, Qt.PenStyle.DashLine))
            self._text(block.title, block.x + PAD, block.y, bold, muted)
            for row in block.rows:
                if row.bar is not None:
                    bx, by, bw, bh = row.bar
                    self.scene.addRect(QRectF(bx, by, bw, bh), QPen(muted, 1), QBrush(base))
                    self.scene.addRect(QRectF(bx, by, bw * row.probability, bh),
                                       QPen(Qt.PenStyle.NoPen), QBrush(accent))
                    self._text(f"{row.probability:.0%}", bx, by + bh, small, text_color)
                for cell in row.cells:
                    self._cell(cell, names, small, bold, italic, text_color, muted, accent)
            if block.more:
                self._text(f"+{block.more} rarer alternatives", block.x + PAD,
                           block.y + block.h - 16, italic, muted)
        self.scene.setSceneRect(QRectF(-8, -8, layout.width + 16, layout.height + 16))

    def _cell(self, cell: Cell, names, small, bold, italic, text_color, muted, accent) -> None:
        item = _CellItem(cell, self)
        fill = role(QPalette.ColorRole.Base)
        field_color = None
        if cell.field:
            field_color = cluster_color(names.index(cell.field) if cell.field in names else 0)
            fill = translucent(field_color, 45)
        elif cell.suggestion:
            fill = translucent(suggestion_color(), 40)
        item.setBrush(QBrush(fill))
        chosen = self.chosen is not None and self.chosen in cell.node_ids
        current = (0 <= self.found_at < len(self.found)
                   and self.found[self.found_at].node_ids == cell.node_ids)
        item.setPen(QPen(accent if chosen or current else text_color,
                         3 if chosen or current else 1))
        self.scene.addItem(item)
        if any(c.node_ids == cell.node_ids for c in self.found):
            self._outline(cell, QPen(accent, 2, Qt.PenStyle.DotLine), 3)
        if cell.suggestion:
            self._outline(cell, QPen(suggestion_color(), 2, Qt.PenStyle.DashLine), 2)
        if cell.repeated:
            inner = self.scene.addRect(QRectF(cell.x + 2, cell.y + 2, cell.w - 4, cell.h - 4),
                                       QPen(text_color, 1))
            inner.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # first line: a sample of the cell's text (constant grey, data in colour), else its tag
        if cell.constant:
            first, font, color = f"“{cell.constant}”", italic, muted
        elif cell.data_slots:
            first, font, color = (cell.sample or data_text(cell.data_slots), small,
                                  role(QPalette.ColorRole.Link))
        else:
            first, font, color = cell.text, small, muted
        self._text(first, cell.x + PAD, cell.y + 2, font, color)
        # second line: the field as a chip, a proposal, or the tag
        y = cell.y + cell.h / 2
        if cell.field:
            self._chip(cell.field, cell.x + PAD, y, bold, field_color)
        elif cell.suggestion:
            self._text(cell.suggestion, cell.x + PAD, y, italic, suggestion_color())
        elif first != cell.text:
            self._text(cell.text, cell.x + PAD, y, small, muted)

    def _outline(self, cell: Cell, pen: QPen, margin: float) -> None:
        outline = self.scene.addRect(QRectF(cell.x - margin, cell.y - margin,
                                            cell.w + 2 * margin, cell.h + 2 * margin), pen)
        outline.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _chip(self, name: str, x: float, y: float, font: QFont, color: QColor) -> None:
        """A field name on a rounded patch of its colour (text black or white, for contrast)."""
        fm = QFontMetricsF(font)
        rect = QRectF(x - 2, y - 1, fm.horizontalAdvance(name) + 2 * PAD, fm.height() + 2)
        path = QPainterPath()
        path.addRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        chip = self.scene.addPath(path, QPen(Qt.PenStyle.NoPen), QBrush(color))
        chip.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        ink = QColor("black") if color.lightnessF() > 0.55 else QColor("white")
        self._text(name, x - 2 + PAD, y, font, ink)

    def _text(self, text: str, x: float, y: float, font: QFont, color: QColor) -> None:
        item = QGraphicsSimpleTextItem(text)
        item.setFont(font)
        item.setBrush(QBrush(color))
        item.setPos(x, y)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        item.setAcceptHoverEvents(False)
        self.scene.addItem(item)

    # -- interaction --------------------------------------------------------------------------
    def choose_node(self, node_id: str) -> None:
        self.chosen = node_id
        self._repaint()
        self.sigNodeChosen.emit(node_id)

    def context_menu(self, cell: Cell, pos) -> None:
        menu = QMenu(self)
        node = cell.node_ids[0]
        menu.addAction("Label as…", lambda: self.sigLabelRequested.emit(node))
        if cell.field:
            menu.addAction(f"Rename field {cell.field}…", lambda: self.sigRenameLabel.emit(node))
            menu.addAction(f"Remove label {cell.field}", lambda: self.sigRemoveLabel.emit(node))
        menu.exec(pos)
