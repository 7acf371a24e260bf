"""The rendered page view (tplx_gui/page_web.py) loads nothing from the network: a page full of
external references makes no request reach a local HTTP server those references point at, and
every such request is blocked by the interceptor; an image beside the page in the crawl is
served through the crawl scheme and drawn; a web archive page's image and stylesheet are
served from the archive's records (by absolute, relative and stylesheet-relative URL) while a
URL the archive does not hold stays blocked, and a WARC crawl opened in the workbench builds
that archive's index in a worker and shows its page with them. A click on a text (a
``tplx-select:N`` link) selects text N; proposals and the choice carry their names in the HTML
served.

Skipped, with the reason, where QtWebEngine is not installed (the ``gui-web`` extra) or its
browser process cannot start."""

from __future__ import annotations

import gzip
import http.server
import struct
import tempfile
import threading
import zlib
from pathlib import Path
from typing import ClassVar

import pytest
from PySide6.QtCore import QUrl

from tplx_engine.jobs.archive import archive_index
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


def _warc(path: Path, responses) -> list[int]:
    """A WARC.gz of 200 responses ``(url, content type, body)``; the records' offsets."""
    offsets, data = [], b""
    for i, (url, content_type, body) in enumerate(responses):
        block = (f"HTTP/1.1 200 OK\r\nContent-Type: {content_type}\r\n"
                 f"Content-Length: {len(body)}\r\n\r\n").encode("ascii") + body
        head = (f"WARC/1.0\r\nWARC-Type: response\r\nWARC-Record-ID: <urn:uuid:{i}>\r\n"
                f"WARC-Date: 2024-05-06T07:08:09Z\r\nWARC-Target-URI: {url}\r\n"
                "Content-Type: application/http; msgtype=response\r\n"
                f"Content-Length: {len(block)}\r\n\r\n").encode("ascii")
        offsets.append(len(data))
        data += gzip.compress(head + block + b"\r\n\r\n", mtime=0)
    path.write_bytes(data)
    return offsets


SHOP = "http://shop.example.com"
STYLE = (b"body { margin: 0; background: #00ff00 } "
         b".tile { width: 80px; height: 80px; background: url(img/blue.png) } "
         b".root { width: 80px; height: 80px; background: url(/img/yellow.png) }")


def _shop_page(elsewhere: str) -> str:
    """A shop page whose stylesheet and images are in the archive (by a relative, a
    root-relative and an absolute URL, and relative to the stylesheet), and two that are not."""
    return (f'<html><head><link rel="stylesheet" href="css/site.css"></head><body>'
            f'<img src="/img/red.png" style="display:block"><div class="tile"></div>'
            f'<div class="root"></div><img src="{SHOP}/img/red.png?size=2">'
            f'<img src="{elsewhere}/tracker.png"><img src="{SHOP}/img/not-archived.png">'
            f'<h1>Riverside Press</h1></body></html>')


def _shop_archive(path: Path, elsewhere: str) -> list[int]:
    return _warc(path, [
        (f"{SHOP}/books/1.html", "text/html; charset=utf-8", _shop_page(elsewhere).encode()),
        (f"{SHOP}/books/css/site.css", "text/css", STYLE),
        (f"{SHOP}/img/red.png", "image/png", _png(80, 80, (255, 0, 0))),
        (f"{SHOP}/books/css/img/blue.png", "image/png", _png(80, 80, (0, 0, 255))),
        (f"{SHOP}/img/yellow.png", "image/png", _png(80, 80, (255, 255, 0))),
        (f"{SHOP}/img/red.png?size=2", "image/png", _png(80, 80, (255, 0, 0))),
    ])


def _color(web, x: int, y: int) -> tuple[int, int, int]:
    color = web.grab().toImage().pixelColor(x, y)
    return color.red(), color.green(), color.blue()


def test_a_warc_page_is_drawn_with_the_images_and_styles_its_archive_holds(qtbot, web, server,
                                                                          tmp_path):
    base, hits = server
    warc = tmp_path / "shop.warc.gz"
    _shop_archive(warc, base)
    index = archive_index(warc)
    assert _load(qtbot, web, "shop.warc.gz#0", _shop_page(base), archive=index,
                 base_url=f"{SHOP}/books/1.html")
    qtbot.waitUntil(lambda: _color(web, 40, 200) == (255, 255, 0), timeout=5000)
    qtbot.wait(500)  # late loads would come now
    assert hits == []
    served = set(web.handler.served)
    assert {f"{SHOP}/books/css/site.css", f"{SHOP}/img/red.png", f"{SHOP}/img/red.png?size=2",
            f"{SHOP}/books/css/img/blue.png", f"{SHOP}/img/yellow.png"} <= served
    assert f"{SHOP}/img/red.png" in web.interceptor.redirected
    blocked = web.interceptor.blocked
    assert f"{base}/tracker.png" in blocked and f"{SHOP}/img/not-archived.png" in blocked
    assert not any(url.startswith(base) for url in web.interceptor.redirected)
    # red image, the blue tile (relative to the stylesheet), the yellow one (root-relative),
    # the stylesheet's green background
    assert _color(web, 40, 40) == (255, 0, 0)
    assert _color(web, 40, 120) == (0, 0, 255)
    assert _color(web, 40, 200) == (255, 255, 0)
    assert _color(web, 300, 40) == (0, 255, 0)
    web.grab().save(str(Path(tempfile.gettempdir()) / "tplx-warc-page.png"))
    # the same page without its archive (a folder crawl's page): nothing served, all blocked
    web.handler.served.clear()
    assert _load(qtbot, web, "shop.warc.gz#0", _shop_page(base))
    qtbot.wait(500)
    assert not any(url.startswith("http") for url in web.handler.served)
    assert _color(web, 300, 40) == (255, 255, 255)


def test_record_urls_keep_the_origin_so_relative_references_resolve():
    url = "https://shop.example.com:8443/a/b.css?x=1&y=%20"
    record = page_web.record_url(url)
    assert record == "tplx-crawl://shop.example.com.https8443.record/a/b.css?x=1&y=%20"
    assert page_web.original_url(record) == url
    assert page_web.original_url("tplx-crawl://10.0.0.1.http.record") == "http://10.0.0.1/"
    assert page_web.record_url("http://[::1]/x.png") is None  # stays blocked
    assert page_web.original_url("tplx-crawl://crawl/site/page.html") is None
    assert page_web.original_url("tplx-crawl://x.ftp.record/a") is None


def _show_first_page(window, qtbot, settle, warc: Path) -> None:
    """The crawl ``warc`` opened in ``window`` (its project beside it), its first page shown."""
    session = window.session
    job = session.open_crawl(warc, warc.with_suffix(".tplx"))
    with qtbot.waitSignal(job.returned, timeout=60_000):
        pass
    settle(window)
    assert session.select_page_id(session.page_id(0))
    settle(window)


def test_a_warc_crawl_opened_serves_its_pages_resources_from_the_archive(
        make_window, qtbot, settle, tmp_path):
    window = make_window()
    web = window.page.rendered.web
    if web is None:
        pytest.skip(f"rendered page view unavailable: {page_web.available()}")
    warc = tmp_path / "shop.warc.gz"
    books = [(f"{SHOP}/books/{i}.html", "text/html",
              _shop_page("http://127.0.0.1:9").replace("Riverside Press", title).encode()
              + f"<p>{title} is a book of {100 + i} pages about rivers.</p>".encode() * 3)
             for i, title in enumerate(["Dune", "Emma", "Ulysses", "Beloved", "Middlemarch"])]
    _warc(warc, books + [
        (f"{SHOP}/books/css/site.css", "text/css", STYLE),
        (f"{SHOP}/img/red.png", "image/png", _png(80, 80, (255, 0, 0))),
        (f"{SHOP}/books/css/img/blue.png", "image/png", _png(80, 80, (0, 0, 255))),
    ])
    _show_first_page(window, qtbot, settle, warc)
    qtbot.waitUntil(lambda: f"{SHOP}/books/css/site.css" in web.handler.served, timeout=30_000)
    qtbot.waitUntil(lambda: _color(web, 40, 120) == (0, 0, 255), timeout=10_000)
    assert _color(web, 40, 40) == (255, 0, 0)
    web.grab().save(str(Path(tempfile.gettempdir()) / "tplx-warc-window.png"))


def test_a_warc_page_names_its_http_status_and_fetch_date(make_window, qtbot, settle, tmp_path):
    window = make_window()
    warc = tmp_path / "one.warc.gz"
    _warc(warc, [(f"{SHOP}/books/{i}.html", "text/html",
                  _shop_page("http://127.0.0.1:9").encode()) for i in range(3)])
    _show_first_page(window, qtbot, settle, warc)
    header = window.page.header.text()
    assert f"{SHOP}/books/0.html</b> (HTTP 200, fetched 2024-05-06T07:08:09Z)" in header
    window.page.header.grab().save(str(Path(tempfile.gettempdir()) / "tplx-warc-header.png"))


def test_a_page_that_cannot_be_shown_says_why_in_the_rendered_view(qtbot, web):
    """The view refuses every navigation but its own scheme's (a data URL too): the reason is
    served like a page, not left as a blank view."""
    blocked = len(web.interceptor.blocked)  # the profile's, shared with earlier tests
    with qtbot.waitSignal(web.loadFinished, timeout=LOAD_MS):
        web.clear_page("the crawl /data/gone is not there any more")
    shown = []
    web.page().toPlainText(shown.append)
    qtbot.waitUntil(lambda: bool(shown), timeout=5_000)
    assert shown[0] == "This page cannot be shown: the crawl /data/gone is not there any more"
    assert len(web.interceptor.blocked) == blocked


def test_an_archive_that_cannot_be_indexed_is_said_and_its_pages_still_show(
        make_window, qtbot, settle, tmp_path, monkeypatch):
    window = make_window()
    if window.page.rendered.web is None:
        pytest.skip(f"rendered page view unavailable: {page_web.available()}")

    def failing(crawl):
        def run(reporter):
            raise OSError("the disk went away")
        return run

    monkeypatch.setattr(page_web, "archive_index_task", failing)
    warc = tmp_path / "shop.warc.gz"
    _warc(warc, [(f"{SHOP}/books/{i}.html", "text/html",
                  _shop_page("http://127.0.0.1:9").replace("Riverside Press", f"Book {i}").encode())
                 for i in range(3)])
    _show_first_page(window, qtbot, settle, warc)
    qtbot.waitUntil(lambda: window.last_message is not None, timeout=10_000)
    assert window.last_message.severity == "info"
    assert "the disk went away" in window.last_message.text
    assert window.page.texts  # the page itself is shown
