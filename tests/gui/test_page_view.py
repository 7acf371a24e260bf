"""The page view shows what the runner rendered (tasks/pages.py), for the page asked last: a
late answer for an earlier page is ignored, a slow page says it is being read, and a text
chosen names the page shown."""

from PySide6.QtCore import QObject, Signal

from tplx_engine.load import read
from tplx_engine.model import PageFile, RawPage
from tplx_gui.tasks.pages import render_root
from tplx_gui.views import page_view
from tplx_gui.views.page_view import PageView


class FakeSession(QObject):
    """What the page view reads of the session; page reads answered by the test."""

    sigSelectionChanged = Signal()
    sigTemplatesChanged = Signal()
    sigProjectChanged = Signal()

    def __init__(self):
        super().__init__()
        self.asked = {}  # page id -> reply

    def read_page(self, page_id, reply):
        self.asked[page_id] = reply

    def page_marks(self, page_id, reply):
        reply(page_id, ())


def _render(page_id: str, title: str):
    html = f"<html><head><title>{title}</title></head><body><h1>{title}</h1></body></html>"
    raw = RawPage(PageFile(page_id, page_id, len(html), 0), html, "utf-8", "given", "", "", "")
    return render_root(read.parse_document(raw, html_classes=False), page_id, html)


def test_the_page_asked_last_is_shown_and_a_slow_one_says_so(qtbot, monkeypatch):
    monkeypatch.setattr(page_view, "READING_NOTICE_MS", 20)
    session = FakeSession()
    view = PageView(session)
    qtbot.addWidget(view)
    view.show_page("a.html")
    session.asked["a.html"](_render("a.html", "First"))
    assert view.loaded and view.page_id == "a.html" and "First" in view.browser.toPlainText()
    chosen = []
    view.sigTextChosen.connect(lambda xpath, text: chosen.append((view.page_id, text)))
    view.show_page("b.html")
    view.show_page("c.html")
    view.choose(len(view.texts) - 1)  # still page a on screen: the choice names page a
    assert chosen == [("a.html", "First")]
    qtbot.waitUntil(lambda: "Reading the page" in view.header.text(), timeout=2000)
    assert not view.browser.isEnabled()
    session.asked["c.html"](_render("c.html", "Third"))
    session.asked["b.html"](_render("b.html", "Second"))  # late: the analyst moved on
    assert view.page_id == "c.html" and "Third" in view.browser.toPlainText()
    assert view.browser.isEnabled() and "Reading" not in view.header.text()
    assert view.select_xpath(view.texts[-1].xpath) and view.chosen[1] == "Third"
