"""A member page, rendered safely, with its source next to it.

The page is read, parsed and rewritten in the runner (``session.read_page``: tasks/pages.py);
this view only shows the result. Two defences (tests/gui/test_page_safety.py checks both): the
page is rewritten by ``safe_html.render_safe`` (no scripts, styles, frames, handlers, URLs
survive), and the
browser's ``loadResource`` refuses every resource — remote, ``file:``, relative, anything — so
even markup that reached it unsanitised could not make it read a file or open a connection.
Links never navigate (``setOpenLinks(False)``); our ``tplx:N`` anchors only select text node N.

Clicking a text selects that text node: it is highlighted in the page and its element's line
in the source pane, and ``sigTextChosen(xpath, text)`` lets the labelling tools name it.

Proposed labels of the cluster's template (Suggest labels) are drawn as dashed boxes in the
suggestion colour, tagged with the field and its confidence ("TITLE 95%"); where they fall on
this page is found by aligning it to the template, in the runner with the page's rendering
(and again when the suggestions change).
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QRectF, Qt, QTimer, QUrl, Signal
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

from ..deferred import Deferred
from ..page_web import RenderedHook
from ..plots.palette import role, suggestion_color
from ..safe_html import anchor_index


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


READING_NOTICE_MS = 150  # a page not shown by then says it is being read


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
    """Signals: sigTextChosen(xpath, text) -- a text of the page was clicked (its text node's
    XPath on the page, its text)."""

    sigTextChosen = Signal(str, str)

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.setObjectName("page_view")
        self.page_id: str | None = None  # the page shown
        self.asked: str | None = None  # the page asked for (shown once its render came)
        self.render = None  # tasks.pages.PageRender shown
        self.texts: tuple = ()  # its clickable texts (ShownText: text, xpath, line, tag)
        self.chosen: tuple[str, str] | None = None
        self.marks: tuple = ()  # suggested labels shown on this page (tasks.pages.Mark)
        self._ranges: dict[str, tuple[int, int]] = {}
        self._select_when_shown: str | None = None
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
        self.rendered = RenderedHook(self, split, layout)  # the page as a browser shows it
        # a page that takes long to read says so (and cannot be clicked meanwhile: a text
        # chosen there would name the page shown, not the one asked for)
        self._reading = QTimer(self)
        self._reading.setSingleShot(True)
        self._reading.setInterval(READING_NOTICE_MS)
        self._reading.timeout.connect(self._say_reading)
        self.update_later = Deferred(self.follow_selection, self)
        self.marks_later = Deferred(self.refresh_marks, self)
        session.sigSelectionChanged.connect(self.update_later)
        session.sigTemplatesChanged.connect(self.marks_later)
        session.sigProjectChanged.connect(self.clear)

    def clear(self) -> None:
        self._reading.stop()
        self.browser.setEnabled(True)
        self.page_id = self.asked = self.render = self.chosen = self._select_when_shown = None
        self.texts, self.marks, self._ranges = (), (), {}
        self.browser.set_boxes([])
        self.browser.clear()
        self.source.clear()
        self.header.setText("No page selected")
        self.rendered.refresh()

    def follow_selection(self) -> None:
        s = self.session
        page = s.selected_page
        if page < 0 and s.cut is not None and 0 <= s.selected_cluster < s.cut.n_clusters:
            page = int(s.cut.medoids[s.selected_cluster])
        if page >= 0:
            self.show_page(s.page_id(page))

    def show_page(self, page_id: str) -> None:
        """Ask the session for the page; it shows when its render comes back."""
        if page_id == self.asked:
            return
        self.asked = page_id
        self._select_when_shown = None
        self._reading.start()
        self.session.read_page(page_id, self._rendered)

    def _say_reading(self) -> None:
        if not self.loaded:
            self.browser.setEnabled(False)
            self.header.setText(f"<b>{escape(self.asked or '')}</b><br><small>Reading the "
                                "page…</small>")

    def _rendered(self, render) -> None:
        if render.page_id == self.asked:  # else the analyst moved on meanwhile
            self.show_render(render)

    @property
    def loaded(self) -> bool:
        """The page asked for is the one shown."""
        return self.render is not None and self.page_id == self.asked

    def show_render(self, render) -> None:
        """Show a page rendered by the runner (tasks.pages.PageRender)."""
        self._reading.stop()
        self.browser.setEnabled(True)
        self.page_id = self.asked = render.page_id
        self.render = render
        self.chosen = None
        self.marks = ()
        self.browser.set_boxes([])
        if render.problem:
            self.texts, self._ranges = (), {}
            self.browser.setPlainText(f"This page cannot be shown: {render.problem}")
            self.source.clear()
            self.header.setText(f"<b>{escape(render.page_id)}</b>")
            self.rendered.refresh()
            return
        self.texts = render.texts
        text = role(QPalette.ColorRole.Text).name()
        self.browser.document().setDefaultStyleSheet(
            f"a {{ color: {text}; text-decoration: none; }}")
        self.browser.setHtml(render.html)
        self._ranges = _anchor_ranges(self.browser.document())
        self.source.setPlainText(render.source)
        archived = f" ({escape(render.archived)})" if render.archived else ""
        self.header.setText(
            f"<b>{escape(render.url or render.page_id)}</b>{archived}<br><small>Safe view, no "
            f"network ({escape(render.summary)}). Click a text to select it; Ctrl+L labels it."
            "</small>")
        self.header.setToolTip(f"file: {render.page_id}")
        if render.marks is not None:
            self.show_marks(render.page_id, render.marks)
        if self._select_when_shown is not None:
            xpath, self._select_when_shown = self._select_when_shown, None
            self.select_xpath(xpath)
        elif render.marks is None:
            self.rendered.refresh()

    # -- suggested labels ---------------------------------------------------------------------
    def refresh_marks(self) -> None:
        """Ask again where the proposals of the selected cluster's template fall on this page
        (the suggestions changed)."""
        if self.loaded and not self.render.problem:
            self.session.page_marks(self.page_id, self.show_marks)

    def show_marks(self, page_id: str, marks) -> None:
        """Dashed boxes for the proposals on this page."""
        if page_id != self.page_id:
            return
        self.marks = tuple(marks)
        boxes = []
        for mark in self.marks:
            for xpath in mark.xpaths:
                span = self.span_of(xpath)
                if span is not None:
                    boxes.append((mark.tag, *span))
        self.browser.set_boxes(boxes)
        self.rendered.refresh()

    def span_of(self, xpath: str) -> tuple[int, int] | None:
        """Document characters of the text node an XPath names, or of every text inside the
        element it names."""
        starts, ends = [], []
        for i, shown in enumerate(self.texts):
            if shown.xpath == xpath or shown.xpath.startswith(xpath + "/"):
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
        if not 0 <= index < len(self.texts):
            return
        shown = self.texts[index]
        self.chosen = (shown.xpath, shown.text)
        self._highlight(f"tplx:{index}", shown.line)
        self.rendered.refresh()
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
        """Select the text node (or the first text inside the element) an XPath names; on a
        page still being read, once it is shown."""
        if not self.loaded:
            self._select_when_shown = xpath
            return False
        for i, shown in enumerate(self.texts):
            if shown.xpath == xpath or shown.xpath.startswith(xpath + "/"):
                self.choose(i)
                return True
        return False
