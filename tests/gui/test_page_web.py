"""The rendered page view (tplx_gui/page_web.py) loads nothing from the network: a page full of
external references makes no request reach a local HTTP server those references point at, and
every such request is blocked by the interceptor; an image beside the page in the crawl is
served through the crawl scheme and drawn. A click on a text (a ``tplx-select:N`` link) selects
text N; proposals and the choice carry their names in the HTML served.

Skipped, with the reason, where QtWebEngine is not installed (the ``gui-web`` extra) or its
browser process cannot start."""

from __future__ import annotations

import http.server
import struct
import tempfile
import threading
import zlib
from pathlib import Path
from typing import ClassVar

import pytest
from PySide6.QtCore import QUrl

from tplx_engine.load import read
from tplx_engine.model import PageFile, RawPage
from tplx_gui import page_web
from tplx_gui.page_web_html import annotated_html
from tplx_gui.tasks.pages import Mark, render_root

LOAD_MS = 30000


def _load(qtbot, web, page_id, source, **kw) -> bool:
    with qtbot.waitSignal(web.loadFinished, timeout=LOAD_MS, raising=False) as blocker:
        web.show_page(page_id, source, **kw)
    return bool(blocker.signal_triggered and blocker.args and blocker.args[0])


@pytest.fixture
def web(qtbot):
    problem = page_web.available()
    if problem is not None:
        pytest.skip(f"rendered page view unavailable: {problem}")
    view = page_web.rendered_page_class()()
    view.resize(500, 400)
    qtbot.addWidget(view)
    view.show()
    if not _load(qtbot, view, "probe.html", "<p>probe</p>"):
        pytest.skip("QtWebEngine did not start (its browser process failed to load a page)")
    return view


class _Counting(http.server.BaseHTTPRequestHandler):
    hits: ClassVar[list[str]] = []

    def do_GET(self):
        type(self).hits.append(self.path)
        self.send_response(200)
        self.end_headers()

    do_POST = do_GET

    def log_message(self, *args):
        pass


@pytest.fixture
def server():
    _Counting.hits = []
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Counting)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}", _Counting.hits
    httpd.shutdown()
    httpd.server_close()


def _hostile(base: str) -> str:
    return f"""<!DOCTYPE html><html><head>
<meta http-equiv="refresh" content="0; url={base}/refresh">
<link rel="stylesheet" href="{base}/style.css"><link rel="icon" href="{base}/favicon.ico">
<link rel="preload" href="{base}/preload.js" as="script">
<link rel="prefetch" href="{base}/prefetch"><link rel="dns-prefetch" href="{base}/dns">
<style>@import url("{base}/import.css"); body {{ background: url({base}/bg.png); }}
@font-face {{ font-family: x; src: url({base}/font.woff); }} p {{ font-family: x; }}</style>
<script src="{base}/script.js"></script><script>fetch("{base}/fetch")</script>
<base href="{base}/base/">
</head><body>
<p>Text <img src="{base}/img.png"> <img srcset="{base}/s1.png 1x, {base}/s2.png 2x"></p>
<picture><source srcset="{base}/pic.webp"><img src="{base}/pic.png"></picture>
<iframe src="{base}/frame.html"></iframe><frameset><frame src="{base}/frame2.html"></frameset>
<object data="{base}/object.swf"></object><embed src="{base}/embed.swf">
<video src="{base}/video.mp4" poster="{base}/poster.png" autoplay></video>
<audio src="{base}/audio.mp3" autoplay></audio>
<form action="{base}/form" method="post"><input type="image" src="{base}/input.png"></form>
<div style="background-image: url('{base}/inline.png')">inline</div>
<svg><image href="{base}/svg.png"/></svg>
<img src="relative.png"><a href="{base}/link" ping="{base}/ping">link</a>
</body></html>"""


def test_a_page_full_of_external_references_makes_no_request(qtbot, web, server):
    base, hits = server
    assert _load(qtbot, web, "hostile.html", _hostile(base))
    qtbot.wait(1500)  # late loads (refresh, lazy images) would come now
    assert hits == []
    blocked = [url for url in web.interceptor.blocked if url.startswith(base)]
    assert any(url.endswith("/img.png") for url in blocked), web.interceptor.blocked
    assert all(url.startswith(page_web.SCHEME.decode() + ":")
               for url in web.interceptor.requested if url not in web.interceptor.blocked)
    # and the page could not navigate away (meta refresh, base)
    assert web.url().scheme() == page_web.SCHEME.decode()


def _png(width: int, height: int, rgb: tuple[int, int, int]) -> bytes:
    def chunk(kind, data):
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
    row = b"\x00" + bytes(rgb) * width
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2,
                                                               0, 0, 0))
            + chunk(b"IDAT", zlib.compress(row * height)) + chunk(b"IEND", b""))


def test_an_image_beside_the_page_is_served_from_the_crawl(qtbot, web, tmp_path):
    (tmp_path / "site").mkdir()
    (tmp_path / "site" / "red.png").write_bytes(_png(80, 80, (255, 0, 0)))
    (tmp_path / "secret.png").write_bytes(_png(80, 80, (0, 0, 255)))
    web.set_root(tmp_path / "site")
    source = ('<body style="margin:0"><img src="red.png" style="display:block">'
              '<img src="../secret.png"><img src="/etc/passwd"></body>')
    assert _load(qtbot, web, "page.html", source)
    assert "red.png" in web.handler.served and "secret.png" not in web.handler.served
    qtbot.waitUntil(lambda: web.grab().toImage().pixelColor(40, 40).green() < 50, timeout=5000)
    color = web.grab().toImage().pixelColor(40, 40)
    assert (color.green(), color.blue()) == (0, 0)


def _render(html: str):
    raw = RawPage(PageFile("p.html", "p.html", len(html), 0), html, "utf-8", "given", "", "", "")
    return render_root(read.parse_document(raw, html_classes=False), "p.html", html)


def test_marks_and_the_choice_are_named_and_texts_link_to_their_selection():
    render = _render("<html><body><h1>Dune</h1><p>by <b>Frank</b> Herbert</p></body></html>")
    texts = render.texts
    herbert = next(i for i, t in enumerate(texts) if t.text == "Herbert")
    mark = Mark(1, "TITLE", 0.95, ("/html/body/h1",))
    html = annotated_html(render.source, texts, (mark,), chosen=herbert).decode()
    assert 'data-tplx-field="TITLE 95%"' in html and 'data-tplx-kind="suggestion"' in html
    assert '<p data-tplx-kind="chosen">' in html
    for i, shown in enumerate(texts):
        assert f'href="tplx-select:{i}"' in html and shown.text in html
    label = Mark(-1, "TITLE", 1.0, ("/html/body/h1/text()[1]",), labelled=True)
    both = annotated_html(render.source, texts, (label, mark)).decode()
    assert '<h1 data-tplx-kind="label" data-tplx-field="TITLE">' in both  # the label's name wins
    assert f'<a href="tplx-select:{herbert}" class="tplx-pick" id="tplx-{herbert}"> Herbert</a>' \
        in html


def test_clicking_a_text_selects_it_and_no_other_navigation_happens(qtbot, web):
    render = _render("<html><body><h1>Dune</h1><a href='http://x.invalid/'>away</a></body></html>")
    assert _load(qtbot, web, "p.html", render.source, texts=render.texts)
    page = web.page()
    kind = type(page).NavigationType.NavigationTypeLinkClicked
    with qtbot.waitSignal(web.sigChosen, timeout=1000) as chosen:
        assert page.acceptNavigationRequest(QUrl("tplx-select:0"), kind, True) is False
    assert chosen.args == [0]
    assert page.acceptNavigationRequest(QUrl("http://x.invalid/"), kind, True) is False


def test_a_labelled_field_is_named_on_the_page_and_drawn_in_the_rendered_view(
        templated_window, qtbot, settle):
    from demo_window import cluster_of, headline_index

    window = templated_window
    session = window.session
    session.select_cluster(cluster_of(session, "news.example.com"))
    settle(window)
    page = window.page
    page.choose(headline_index(page))
    window.label_choice("headline")
    settle(window)
    qtbot.waitUntil(lambda: any(m.labelled and m.field == "headline" for m in page.marks),
                    timeout=30_000)
    web = page.rendered.web
    if web is None:
        return  # the text view draws it (its boxes); no rendered view here
    qtbot.waitUntil(lambda: not page.rendered.loading, timeout=LOAD_MS)
    document = web.handler.documents[page.page_id]
    assert b'data-tplx-field="headline"' in document
    web.grab().save(str(Path(tempfile.gettempdir()) / "tplx-page-web.png"))


def test_without_webengine_the_text_view_stays_with_a_hint(qtbot, monkeypatch):
    from test_page_view import FakeSession

    from tplx_gui.views.page_view import PageView

    monkeypatch.setattr(page_web, "available", lambda: "cannot import QtWebEngine: test")
    view = PageView(FakeSession())
    qtbot.addWidget(view)
    hint = view.findChild(type(view.header), "page_web_hint")
    assert hint is not None and "pip install 'tplx[gui-web]'" in hint.text()
    assert view.rendered.web is None and view.browser.parent() is not None
    view.rendered.refresh()  # no rendered view: nothing to do, nothing raised
    view.grab().save(str(Path(tempfile.gettempdir()) / "tplx-page-hint.png"))
