"""A member page, rendered safely, with its source next to it.

Two defences (tests/gui/test_page_safety.py checks both): the page is rewritten by
``safe_html.render_safe`` (no scripts, styles, frames, handlers, URLs survive), and the
browser's ``loadResource`` refuses every resource — remote, ``file:``, relative, anything — so
even markup that reached it unsanitised could not make it read a file or open a connection.
Links never navigate (``setOpenLinks(False)``); our ``tplx:N`` anchors only select text node N.

Clicking a text selects that text node: it is highlighted in the page and its element's line
in the source pane, and ``sigTextChosen(xpath, text)`` lets the labelling tools name it.
"""

from __future__ import annotations

import os
from html import escape
from pathlib import Path

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtGui import (
    QColor,
    QImage,
    QPalette,
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

from tplx_engine import crawl
from tplx_engine.errors import PageError
from tplx_engine.model import PageFile
from tplx_engine.template.text import text_node_xpath

from ..deferred import Deferred
from ..plots.palette import role
from ..safe_html import SafePage, anchor_index, render_safe


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
        self._ranges: dict[str, tuple[int, int]] = {}
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
        session.sigSelectionChanged.connect(self.update_later)
        session.sigProjectChanged.connect(self.clear)

    def clear(self) -> None:
        self.page_id = self.safe = self.raw = self.chosen = None
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
            raw = crawl.read_page(PageFile(page_id, os.fspath(path), st.st_size, st.st_mtime_ns),
                                  self.session.config.load)
            root = crawl.parse_document(raw, html_classes=False)
        except (OSError, PageError) as exc:
            reason = exc.reason if isinstance(exc, PageError) else (exc.strerror or str(exc))
            self.raw = self.safe = None
            self.browser.setPlainText(f"This page cannot be shown: {reason}")
            self.source.clear()
            self.header.setText(f"<b>{escape(page_id)}</b>")
            return
        self.show_html(raw.html, root, page_id, raw.url)
        self.raw = raw

    def show_html(self, source: str, root, page_id: str, url: str = "") -> None:
        """Render a parsed page (``root``, from ``crawl.parse_document``) and its source."""
        self.safe = render_safe(root)
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
