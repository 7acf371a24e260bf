"""A member page, rendered safely, with its source next to it.

Two defences (tests/gui/test_page_safety.py checks both): the page is rewritten by
``safe_html.render_safe`` (no scripts, styles, frames, handlers, URLs survive), and the
browser's ``loadResource`` refuses every resource — remote, ``file:``, relative, anything — so
even markup that reached it unsanitised could not make it read a file or open a connection.
Links never navigate (``setOpenLinks(False)``); our ``tplx:N`` anchors only select text node N.

Clicking a text selects that text node: it is highlighted in the page and its element's line
in the source pane, and ``sigTextChosen(xpath, text)`` lets the labelling tools name it.

Proposed labels of the cluster's template (Suggest labels) are drawn as dashed boxes in the
suggestion colour, tagged with the field and its confidence ("TITLE 95%"); where they fall on
this page is found by aligning it to the template (suggestion_marks.py).
"""

from __future__ import annotations

import os
from html import escape
from pathlib import Path

from PySide6.QtCore import QRectF, Qt, QUrl, Signal
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QImage,
    QPainter,
    QPalette,
    QPen,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)
from PySide6.QtWidgets import (
    QLabel,
    QPlainTextEdit,
    QSplitter,
    QTextBrowser,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from tplx_engine.errors import PageError
from tplx_engine.load import read
from tplx_engine.model import PageFile
from tplx_engine.template.text import text_node_xpath

from ..deferred import Deferred
from ..plots.palette import role, suggestion_color
from ..safe_html import SafePage, anchor_index, render_safe
from ..suggestion_marks import Mark, load_page_marks


class SafeTextBrowser(QTextBrowser):
    """A QTextBrowser that never loads anything: every resource request gets a blank.

    Returning *nothing* would not do: QTextDocument then loads ``file:`` and relative URLs
    itself (tests/gui/test_page_safety.py caught it). So every request is answered with a
    1x1 transparent image (images) or empty text (style sheets, HTML). ``requested`` records
    what the document asked for.
    """

    def __init__(self, parent=None):
        super().__init__(parent)
        self.requested: list[str] = []
        self.boxes: list[tuple[str, int, int]] = []  # dashed boxes: (tag, start, end)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.setSearchPaths([])

    def loadResource(self, kind: int, url: QUrl):
        self.requested.append(url.toString())
        if kind == QTextDocument.ResourceType.ImageResource.value:
            return _blank_image()
        return ""

    def setSource(self, url: QUrl, kind=None) -> None:
        return None

    # -- dashed boxes of suggested labels -------------------------------------------------
    def set_boxes(self, boxes: list[tuple[str, int, int]]) -> None:
        self.boxes = boxes
        self.viewport().update()

    def _rect_at(self, position: int) -> QRectF:
        cursor = QTextCursor(self.document())
        cursor.setPosition(position)
        return QRectF(self.cursorRect(cursor))

    def span_rect(self, start: int, end: int) -> QRectF:
        """Viewport rectangle around document characters [start, end): the text itself on one
        line, the blocks' text area over several."""
        a, b = self._rect_at(start), self._rect_at(end)
        if abs(a.top() - b.top()) < 1:
            return QRectF(a.left(), a.top(), max(b.right() - a.left(), 4.0), a.height())
        left, right = min(a.left(), b.left()), max(a.right(), b.right())
        block = self.document().findBlock(start)
        while block.isValid() and block.position() <= end:
            first = self._rect_at(max(block.position(), start))
            last = self._rect_at(min(block.position() + max(block.length() - 1, 0), end))
            left, right = min(left, first.left()), max(right, last.right())
            if last.top() - first.top() > 1:  # a wrapped block runs to its layout's width
                right = max(right, first.left() + block.layout().boundingRect().width())
            block = block.next()
        return QRectF(left, a.top(), right - left, b.bottom() - a.top())

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if not self.boxes:
            return
        color = suggestion_color()
        fill = QColor(color)
        fill.setAlpha(30)
        painter = QPainter(self.viewport())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = self.font()
        font.setPointSizeF(max(font.pointSizeF() * 0.8, 7.0))
        font.setBold(True)
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        visible = QRectF(self.viewport().rect())
        for tag, start, end in self.boxes:
            rect = self.span_rect(start, end).adjusted(-3, -1, 3, 1)
            if not rect.intersects(visible):
                continue
            painter.setPen(QPen(color, 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(fill)
            painter.drawRect(rect)
            w, h = metrics.horizontalAdvance(tag) + 6, metrics.height()
            top = rect.top() - h if rect.top() - h >= 0 else rect.top()
            label = QRectF(rect.left(), top, w, h)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(color)
            painter.drawRect(label)
            painter.setPen(QColor("white"))
            painter.drawText(label, Qt.AlignmentFlag.AlignCenter, tag)
        painter.end()


def _blank_image() -> QImage:
    image = QImage(1, 1, QImage.Format.Format_ARGB32)
    image.fill(0)
    return image


def _anchor_ranges(document) -> dict[str, tuple[int, int]]:
    """href -> (start, end) character positions of every anchor in the document."""
    ranges: dict[str, tuple[int, int]] = {}
    block = document.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            href = fragment.charFormat().anchorHref()
            if href:
                start, end = fragment.position(), fragment.position() + fragment.length()
                old = ranges.get(href)
                ranges[href] = (min(start, old[0]), max(end, old[1])) if old else (start, end)
            it += 1
        block = block.next()
    return ranges


class PageView(QWidget):
    sigTextChosen = Signal(str, str)  # (XPath of the text node on the page, its text)

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.setObjectName("page_view")
        self.page_id: str | None = None
        self.safe: SafePage | None = None
        self.raw = None
        self.chosen: tuple[str, str] | None = None
        self.marks: list[Mark] = []  # suggested labels shown on this page
        self._ranges: dict[str, tuple[int, int]] = {}
        self._anchor_xpaths: list[str] = []
        self.header = QLabel("No page selected")
        self.header.setWordWrap(True)
        self.header.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.browser = SafeTextBrowser()
        self.browser.anchorClicked.connect(self._anchor_clicked)
        self.source = QPlainTextEdit()
        self.source.setReadOnly(True)
        self.source.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.source.setObjectName("page_source")
        font = self.source.font()
        font.setFamily("monospace")
        font.setStyleHint(font.StyleHint.Monospace)
        self.source.setFont(font)
        split = QSplitter()
        split.addWidget(self.browser)
        split.addWidget(self.source)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.header)
        layout.addWidget(split, 1)
        self.update_later = Deferred(self.follow_selection, self)
        self.marks_later = Deferred(self.refresh_marks, self)
        session.sigSelectionChanged.connect(self.update_later)
        session.sigTemplatesChanged.connect(self.marks_later)
        session.sigProjectChanged.connect(self.clear)

    def clear(self) -> None:
        self.page_id = self.safe = self.raw = self.chosen = None
        self.marks = []
        self.browser.set_boxes([])
        self.browser.clear()
        self.source.clear()
        self.header.setText("No page selected")

    def follow_selection(self) -> None:
        s = self.session
        page = s.selected_page
        if page < 0 and s.cut is not None and 0 <= s.selected_cluster < s.cut.n_clusters:
            page = int(s.cut.medoids[s.selected_cluster])
        if page >= 0:
            self.show_page(s.page_id(page))

    def show_page(self, page_id: str) -> None:
        if page_id == self.page_id:
            return
        path = self.session.page_path(page_id)
        self.page_id = page_id
        self.chosen = None
        if path is None:
            return
        try:
            st = os.stat(path)
            raw = read.read_page(PageFile(page_id, os.fspath(path), st.st_size, st.st_mtime_ns),
                                  self.session.config.load)
            root = read.parse_document(raw, html_classes=False)
        except (OSError, PageError) as exc:
            reason = exc.reason if isinstance(exc, PageError) else (exc.strerror or str(exc))
            self.raw = self.safe = None
            self.browser.setPlainText(f"This page cannot be shown: {reason}")
            self.source.clear()
            self.header.setText(f"<b>{escape(page_id)}</b>")
            return
        self.show_html(raw.html, root, page_id, raw.url)
        self.raw = raw
        self.marks_later()

    def show_html(self, source: str, root, page_id: str, url: str = "") -> None:
        """Render a parsed page (``root``, from ``read.parse_document``) and its source."""
        self.safe = render_safe(root)
        self._anchor_xpaths = [text_node_xpath(a) for a in self.safe.anchors]
        self.marks = []
        self.browser.set_boxes([])
        text = role(QPalette.ColorRole.Text).name()
        self.browser.document().setDefaultStyleSheet(
            f"a {{ color: {text}; text-decoration: none; }}")
        self.browser.setHtml(self.safe.html)
        self._ranges = _anchor_ranges(self.browser.document())
        self.source.setPlainText(source)
        self.header.setText(
            f"<b>{escape(url or page_id)}</b><br><small>Safe view, no network "
            f"({escape(self.safe.summary())}). Click a text to select it; Ctrl+L labels it."
            "</small>")
        self.header.setToolTip(f"file: {page_id}")

    # -- suggested labels ---------------------------------------------------------------------
    def refresh_marks(self) -> None:
        """Dashed boxes for the proposals of the selected cluster's template on this page."""
        s = self.session
        template = s.book.template_for_cluster(s.selected_cluster)
        path = self.shown_path
        marks: list[Mark] = []
        if (template is not None and self.safe is not None and path is not None
                and self.page_id in template.members):
            proposed = s.book.suggestions_of(template.id, "proposed")
            try:
                marks = load_page_marks(template, proposed, path, self.page_id)
            except (OSError, PageError):
                marks = []
        self.marks = marks
        boxes = []
        for mark in marks:
            for xpath in mark.xpaths:
                span = self.span_of(xpath)
                if span is not None:
                    boxes.append((mark.tag, *span))
        self.browser.set_boxes(boxes)

    def span_of(self, xpath: str) -> tuple[int, int] | None:
        """Document characters of the text node an XPath names, or of every text inside the
        element it names."""
        starts, ends = [], []
        for i, candidate in enumerate(self._anchor_xpaths):
            if candidate == xpath or candidate.startswith(xpath + "/"):
                span = self._ranges.get(f"tplx:{i}")
                if span is not None:
                    starts.append(span[0])
                    ends.append(span[1])
        return (min(starts), max(ends)) if starts else None

    # -- choosing a text ----------------------------------------------------------------------
    def _anchor_clicked(self, url: QUrl) -> None:
        index = anchor_index(url.toString())
        if index is not None:
            self.choose(index)

    def choose(self, index: int) -> None:
        if self.safe is None or not 0 <= index < len(self.safe.anchors):
            return
        anchor = self.safe.anchors[index]
        xpath = text_node_xpath(anchor)
        self.chosen = (xpath, " ".join(anchor.text.split()))
        self._highlight(f"tplx:{index}", anchor.line)
        self.sigTextChosen.emit(*self.chosen)

    def _highlight(self, href: str, line: int | None) -> None:
        highlight = role(QPalette.ColorRole.Highlight)
        selections = []
        span = self._ranges.get(href)
        if span is not None:
            sel = QTextEdit.ExtraSelection()
            sel.cursor = QTextCursor(self.browser.document())
            sel.cursor.setPosition(span[0])
            sel.cursor.setPosition(span[1], QTextCursor.MoveMode.KeepAnchor)
            fmt = QTextCharFormat()
            fmt.setBackground(highlight)
            fmt.setForeground(role(QPalette.ColorRole.HighlightedText))
            sel.format = fmt
            selections.append(sel)
            cursor = QTextCursor(sel.cursor)
            cursor.clearSelection()
            self.browser.setTextCursor(cursor)
            self.browser.ensureCursorVisible()
        self.browser.setExtraSelections(selections)
        if line:
            self.highlight_source_line(line)

    def highlight_source_line(self, line: int) -> None:
        block = self.source.document().findBlockByLineNumber(max(line - 1, 0))
        sel = QTextEdit.ExtraSelection()
        sel.cursor = QTextCursor(block)
        color = QColor(role(QPalette.ColorRole.Highlight))
        color.setAlpha(90)
        fmt = QTextCharFormat()
        fmt.setBackground(color)
        fmt.setProperty(QTextFormat.Property.FullWidthSelection, True)
        sel.format = fmt
        self.source.setExtraSelections([sel])
        self.source.setTextCursor(QTextCursor(block))
        self.source.centerCursor()

    def select_xpath(self, xpath: str) -> bool:
        """Select the text node (or the first text inside the element) an XPath names."""
        if self.safe is None:
            return False
        for i, anchor in enumerate(self.safe.anchors):
            candidate = text_node_xpath(anchor)
            if candidate == xpath or candidate.startswith(xpath + "/"):
                self.choose(i)
                return True
        return False

    @property
    def shown_path(self) -> Path | None:
        return self.session.page_path(self.page_id) if self.page_id else None
