"""Rendering a hostile page makes no network request and reads no file.

A real HTTP server on 127.0.0.1 counts every connection; the hostile page points all its
resources (scripts, styles, images, frames, backgrounds, imports) at it. The assertions are
checked against controls, so they cannot pass vacuously: the server does count a real request,
and a stock QTextBrowser does load a local file that ours refuses.
"""

from __future__ import annotations

import http.server
import threading
import urllib.request
from typing import ClassVar

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtWidgets import QTextBrowser

from tplx_engine.load import read
from tplx_engine.model import PageFile, RawPage
from tplx_gui.tasks.pages import render_root
from tplx_gui.views.page_view import SafeTextBrowser


class _Counter(http.server.BaseHTTPRequestHandler):
    hits: ClassVar[list[str]] = []

    def do_GET(self):
        _Counter.hits.append(self.path)
        self.send_response(200)
        self.send_header("Content-Type", "image/png")
        self.end_headers()

    def log_message(self, *args):
        pass


@pytest.fixture
def server():
    _Counter.hits = []
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Counter)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


def hostile(base: str, local_image: str) -> str:
    return f"""<html><head><title>hostile</title>
<script src="{base}/script.js"></script><script>new Image().src='{base}/inline'</script>
<link rel="stylesheet" href="{base}/style.css"><style>@import url({base}/import.css);
body {{ background: url({base}/bg.png) }}</style><base href="{base}/"></head>
<body background="{base}/body-bg.png" onload="fetch('{base}/onload')">
<img src="{base}/image.png" onerror="fetch('{base}/onerror')"><img src="relative.png">
<img src="{local_image}"><img src="//127.0.0.1/protocol-relative.png">
<div style="background-image:url({base}/div-bg.png)">text <a href="{base}/link">link</a></div>
<iframe src="{base}/frame.html"></iframe><object data="{base}/object"></object>
<table background="{base}/table-bg.png"><tr><td>cell<p>broken <b>markup</td></tr>
<embed src="{base}/embed"><video src="{base}/video.mp4" poster="{base}/poster.png"></video>
</body></html>"""


SECRET_SIZE = (7, 5)  # a local image recognisable by its size


def _holds_secret(document, html: str) -> bool:
    """Whether any image the document holds for a URL of ``html`` is the local file's."""
    import re

    for src in re.findall(r'src="([^"]+)"', html) + html.split("\n"):
        resource = document.resource(QTextDocument.ResourceType.ImageResource.value, QUrl(src))
        if resource is not None and hasattr(resource, "size") and \
                (resource.size().width(), resource.size().height()) == SECRET_SIZE:
            return True
    return False


def _wait_a_moment(qtbot) -> None:
    qtbot.wait(300)  # any asynchronous loading would have started by now


def test_the_server_counts_a_real_request(server):
    urllib.request.urlopen(f"{server}/control", timeout=5).close()
    assert _Counter.hits == ["/control"]


def test_a_stock_browser_reads_local_files_ours_does_not(qtbot, tmp_path):
    image = tmp_path / "secret.png"
    QImage(*SECRET_SIZE, QImage.Format.Format_RGB32).save(str(image))
    html = f'<img src="{QUrl.fromLocalFile(str(image)).toString()}"><img src="secret.png">'
    for browser, loads in ((QTextBrowser(), True), (SafeTextBrowser(), False)):
        qtbot.addWidget(browser)
        browser.document().setBaseUrl(QUrl.fromLocalFile(str(tmp_path) + "/"))
        browser.setHtml(html)
        browser.grab()
        assert _holds_secret(browser.document(), html) is loads


def test_hostile_page_through_the_page_view_makes_no_request(make_window, qtbot, server,
                                                             tmp_path):
    window = make_window()
    local = QUrl.fromLocalFile(str(tmp_path / "local.png")).toString()
    QImage(4, 4, QImage.Format.Format_RGB32).save(str(tmp_path / "local.png"))
    html = hostile(server, local)
    raw = RawPage(PageFile("hostile.html", "hostile.html", len(html), 0), html, "utf-8",
                  "given", "", "", "")
    root = read.parse_document(raw, html_classes=False)
    window.page.show_render(render_root(root, "hostile.html", html))  # as the runner makes it
    window.page.browser.grab()  # paint it: images are requested when laid out and painted
    _wait_a_moment(qtbot)
    assert _Counter.hits == []
    # the sanitiser left nothing to ask for: no resource request reached the browser at all
    assert window.page.browser.requested == []
    text = window.page.browser.toPlainText()
    assert "text" in text and "cell" in text and "broken" in text


def test_unsanitised_markup_in_the_safe_browser_still_fetches_nothing(qtbot, server,
                                                                      tmp_path):
    """Second line of defence: even raw hostile markup given to the browser loads nothing."""
    local = tmp_path / "local.png"
    QImage(*SECRET_SIZE, QImage.Format.Format_RGB32).save(str(local))
    browser = SafeTextBrowser()
    qtbot.addWidget(browser)
    browser.resize(600, 400)
    browser.show()
    browser.setHtml(hostile(server, QUrl.fromLocalFile(str(local)).toString()))
    browser.grab()
    _wait_a_moment(qtbot)
    assert _Counter.hits == []
    asked = set(browser.requested)
    # Qt did ask for remote and local resources (so the refusal was exercised) ...
    assert any(u.startswith(server) for u in asked), asked
    assert any(u.startswith("file:") for u in asked), asked
    # ... and got blanks: the local file's pixels never reached the document
    assert not _holds_secret(browser.document(), "\n".join(asked))
