"""The page rendered as a browser renders it (QtWebEngine, the ``gui-web`` extra), offline.

Three locks (tests/gui/test_page_web.py checks them): JavaScript is off; every request the
engine makes goes through ``BlockingInterceptor``, which blocks all but our ``tplx-crawl:``
scheme; and that scheme (``CrawlSchemeHandler``) answers only with the annotated page itself
and with files of the crawl folder (never above it). So the page shows with the styles and
images the crawl holds, and nothing leaves the process.

A page of a web archive (a WARC record) names its images and styles by their http(s) URLs. The
interceptor redirects a request for a URL the archive holds (its index, built once per crawl in
a worker process: tasks/archive.py) to ``tplx-crawl://HOST.SCHEME[PORT].record/PATH?QUERY``
(``record_url``), which the handler answers with that record's payload; every other URL stays
blocked. The original origin is kept in the host, so references relative to a stylesheet
served that way (``url(../img/bg.png)``, ``url(/img/bg.png)``) resolve to record URLs as well.

What is drawn and clicked is written into the served HTML (page_web_html.py): JavaScript is
off. A click on a text navigates to ``tplx-select:N``; ``OfflinePage.acceptNavigationRequest``
refuses every navigation and turns that one into ``sigChosen(N)``.

Where QtWebEngine cannot be imported, ``available()`` says why and the page view keeps its
safe text view with a one-line hint.
"""

from __future__ import annotations

import atexit
import os
import re
import weakref
from html import escape
from pathlib import Path
from urllib.parse import urlsplit

import shiboken6
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QUrl, Signal
from PySide6.QtWidgets import QApplication, QLabel, QTabWidget

from .messages import UserMessage
from .page_web_html import SELECT_SCHEME, annotated_html, unavailable_hint
from .tasks.archive import archive_index_task, archived_resource, holds, is_archived_page

SCHEME = b"tplx-crawl"
PAGE_HOST = "crawl"
RECORD_SUFFIX = ".record"  # host of a record URL: ORIGINAL-HOST.SCHEME[PORT].record
KEEP_DOCUMENTS = 4  # annotated pages the scheme keeps (one per view shown)
PROBLEM_PATH = "#problem"  # where the view's "cannot be shown" page is served (no page id)
_RECORD_LABEL = re.compile(r"(https?)(\d*)")
_problem: str | None = None  # why WebEngine is unavailable; None: not tried yet / fine
_prepared = False
_views: weakref.WeakSet = weakref.WeakSet()  # rendered views alive (released at exit)


def prepare() -> bool:
    """Import QtWebEngine and register the crawl scheme: call before the QApplication exists
    (Qt allows scheme registration only then). False if WebEngine is missing."""
    global _prepared, _problem
    if _prepared:
        return _problem is None
    _prepared = True
    if os.environ.get("TPLX_PAGE_VIEW") == "text":
        _problem = "TPLX_PAGE_VIEW=text asks for the text view"
        return False
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        # Chromium's sandbox refuses root; JavaScript is off and the network blocked anyway
        os.environ.setdefault("QTWEBENGINE_DISABLE_SANDBOX", "1")
    try:
        from PySide6.QtWebEngineCore import QWebEngineUrlScheme
        from PySide6.QtWebEngineWidgets import QWebEngineView  # noqa: F401  (GL context sharing)
    except ImportError as exc:
        _problem = f"cannot import QtWebEngine: {exc}"
        return False
    scheme = QWebEngineUrlScheme(SCHEME)
    scheme.setSyntax(QWebEngineUrlScheme.Syntax.Host)
    scheme.setFlags(QWebEngineUrlScheme.Flag.SecureScheme
                    | QWebEngineUrlScheme.Flag.LocalAccessAllowed)
    QWebEngineUrlScheme.registerScheme(scheme)
    select = QWebEngineUrlScheme(SELECT_SCHEME.encode())
    select.setSyntax(QWebEngineUrlScheme.Syntax.Path)
    QWebEngineUrlScheme.registerScheme(select)
    return True


def available() -> str | None:
    """None if the rendered view can be made, else why not."""
    if not _prepared:
        return "QtWebEngine was not prepared before the application started"
    return _problem


def page_url(page_id: str) -> QUrl:
    url = QUrl()
    url.setScheme(SCHEME.decode())
    url.setHost(PAGE_HOST)
    url.setPath("/" + page_id.replace(os.sep, "/"))
    return url


def record_url(url: str) -> str | None:
    """The crawl-scheme URL that stands for the http(s) ``url`` of an archived resource; None
    where the origin cannot be a host name (an IPv6 literal: such a URL stays blocked)."""
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        return None
    host = parts.hostname
    if parts.scheme not in ("http", "https") or not host or ":" in host:
        return None
    query = f"?{parts.query}" if parts.query else ""
    return (f"{SCHEME.decode()}://{host}.{parts.scheme}{port or ''}{RECORD_SUFFIX}"
            f"{parts.path or '/'}{query}")


def original_url(url: str) -> str | None:
    """The http(s) URL a ``record_url`` stands for; None if ``url`` is no record URL."""
    parts = urlsplit(url)
    host = parts.hostname or ""
    if parts.scheme != SCHEME.decode() or not host.endswith(RECORD_SUFFIX):
        return None
    host, _, label = host[:-len(RECORD_SUFFIX)].rpartition(".")
    match = _RECORD_LABEL.fullmatch(label)
    if not host or match is None:
        return None
    scheme, port = match.groups()
    query = f"?{parts.query}" if parts.query else ""
    return f"{scheme}://{host}{':' + port if port else ''}{parts.path or '/'}{query}"


def _encoded(url) -> str:
    return bytes(url.toEncoded()).decode("ascii", "replace")


def _classes():
    """The WebEngine classes, defined once WebEngine imports (this module must import without)."""
    from PySide6.QtWebEngineCore import (
        QWebEnginePage,
        QWebEngineProfile,
        QWebEngineSettings,
        QWebEngineUrlRequestInterceptor,
        QWebEngineUrlSchemeHandler,
    )
    from PySide6.QtWebEngineWidgets import QWebEngineView

    class BlockingInterceptor(QWebEngineUrlRequestInterceptor):
        """Blocks every request but the crawl scheme's, and redirects those for a resource of
        the web archive shown (``handler.archive``) to its record URL; ``requested``,
        ``blocked`` and ``redirected`` record them."""

        def __init__(self, handler, parent=None):
            super().__init__(parent)
            self.handler = handler
            self.requested: list[str] = []
            self.blocked: list[str] = []
            self.redirected: list[str] = []

        def interceptRequest(self, info) -> None:
            url = info.requestUrl()
            self.requested.append(url.toString())
            if url.scheme() == SCHEME.decode():
                return
            archive = self.handler.archive
            if archive and url.scheme() in ("http", "https"):
                encoded = _encoded(url)
                target = record_url(encoded) if holds(archive, encoded) else None
                if target is not None:
                    self.redirected.append(url.toString())
                    info.redirect(QUrl(target))
                    return
            self.blocked.append(url.toString())
            info.block(True)

    class CrawlSchemeHandler(QWebEngineUrlSchemeHandler):
        """``tplx-crawl://crawl/<path>``: the annotated page at its own path, else the crawl's
        file at that path (resolved, and only inside the crawl folder), else 404. A record URL
        (``record_url``): the archive's record of that URL, else 404."""

        def __init__(self, parent=None):
            super().__init__(parent)
            self.root: Path | None = None  # the crawl folder (one per application)
            self.archive: dict | None = None  # the index of the web archive shown, if any
            self.documents: dict[str, bytes] = {}
            self.served: list[str] = []  # paths in the crawl folder; URLs of records

        def requestStarted(self, job) -> None:
            url = job.requestUrl()
            if url.host().endswith(RECORD_SUFFIX):
                path = original_url(_encoded(url))
                data, mime = self._record(path)
            else:
                path = url.path().lstrip("/")
                data = self.documents.get(path)
                mime = b"text/html"
                if data is None:
                    data, mime = self._file(path)
            if data is None:
                job.fail(job.Error.UrlNotFound)
                return
            self.served.append(path)
            buffer = QBuffer(parent=job)
            buffer.setData(QByteArray(data))
            buffer.open(QIODevice.OpenModeFlag.ReadOnly)
            job.reply(mime, buffer)

        def _file(self, path: str):
            if self.root is None or not path:
                return None, b""
            root = self.root.resolve()
            target = (root / path).resolve()
            if root not in target.parents or not target.is_file():
                return None, b""
            from mimetypes import guess_type
            mime = guess_type(target.name)[0] or "application/octet-stream"
            return target.read_bytes(), mime.encode()

        def _record(self, url: str | None):
            """A record read on this thread, as a file is: one seek and one record (measured
            in docs/page-view.md)."""
            found = archived_resource(self.archive, url) if self.archive and url else None
            if found is None:
                return None, b""
            body, content_type = found
            if not content_type:
                from mimetypes import guess_type
                content_type = guess_type(urlsplit(url).path)[0] or "application/octet-stream"
            return body, content_type.encode("latin-1", "replace")

    class OfflinePage(QWebEnginePage):
        sigChosen = Signal(int)

        def acceptNavigationRequest(self, url, kind, is_main_frame) -> bool:
            if url.scheme() == SELECT_SCHEME:
                try:
                    self.sigChosen.emit(int(url.path()))
                except ValueError:
                    pass
                return False
            # our own loads (setUrl) are the only navigation allowed: links, forms, refresh,
            # frames to anywhere else stay put
            return url.scheme() == SCHEME.decode() and kind in (
                QWebEnginePage.NavigationType.NavigationTypeTyped,
                QWebEnginePage.NavigationType.NavigationTypeOther)

    def _shared_profile():
        """One off-the-record profile (no disk cache, no cookies) for the process, owned by
        the application: Qt warns when a profile goes before its pages."""
        app = QApplication.instance()
        profile = getattr(app, "_tplx_web_profile", None)
        if profile is None:
            profile = QWebEngineProfile(app)
            profile.handler = CrawlSchemeHandler(profile)
            profile.interceptor = BlockingInterceptor(profile.handler, profile)
            profile.setUrlRequestInterceptor(profile.interceptor)
            profile.installUrlSchemeHandler(SCHEME, profile.handler)
            app._tplx_web_profile = profile
            atexit.register(_release, profile)
        return profile

    def _release(profile) -> None:
        """At exit, pages of views still alive go before the profile: Qt aborts the process
        (a segmentation fault after pytest's last test) when the profile goes first."""
        for view in list(_views):
            if shiboken6.isValid(view) and shiboken6.isValid(view.page()):
                shiboken6.delete(view.page())
        if shiboken6.isValid(profile):
            shiboken6.delete(profile)

    class RenderedPage(QWebEngineView):
        """The rendered view. ``show_page(page_id, source, texts, marks, chosen, archive,
        base_url)``; ``sigChosen(N)``: text N (of ``texts``) was clicked."""

        sigChosen = Signal(int)

        def __init__(self, parent=None):
            super().__init__(parent)
            self.setObjectName("page_web")
            self.profile = _shared_profile()
            self.interceptor = self.profile.interceptor
            self.handler = self.profile.handler
            page = OfflinePage(self.profile, self)
            _views.add(self)
            page.sigChosen.connect(self.sigChosen)
            settings = page.settings()
            off = QWebEngineSettings.WebAttribute
            for attribute in (off.JavascriptEnabled, off.PluginsEnabled,
                              off.LocalContentCanAccessRemoteUrls, off.AutoLoadIconsForPage,
                              off.DnsPrefetchEnabled, off.JavascriptCanOpenWindows,
                              off.LocalStorageEnabled, off.PdfViewerEnabled):
                settings.setAttribute(attribute, False)
            self.setPage(page)
            self.page_id: str | None = None
            self.loading = False  # a page asked for is not drawn yet
            self._served = 0
            self.loadFinished.connect(self._finished)

        def _finished(self, ok: bool) -> None:
            self.loading = False

        def set_root(self, root) -> None:
            self.handler.root = Path(root) if root is not None else None

        def show_page(self, page_id: str, source: str, texts=(), marks=(),
                      chosen: int | None = None, archive: dict | None = None,
                      base_url: str = "") -> None:
            """``archive``: the index of the web archive the page's resources are served from
            (tasks.archive.ArchiveIndex; None: none are); ``base_url``: the page's original
            URL, which its relative references resolve against (a WARC page's)."""
            path = page_id.replace(os.sep, "/")
            documents = self.handler.documents
            documents.pop(path, None)
            documents[path] = annotated_html(source, texts, marks, chosen, base_url)
            self.handler.archive = archive
            while len(documents) > KEEP_DOCUMENTS:  # other views' pages, oldest first
                documents.pop(next(iter(documents)))
            self.page_id = page_id
            url = page_url(page_id)
            self._served += 1  # a new query: a new document, even where only the choice moved
            url.setQuery(f"v={self._served}")
            if chosen is not None:
                url.setFragment(f"tplx-{chosen}")
            self.loading = True
            self.setUrl(url)

        def clear_page(self, problem: str = "") -> None:
            """Nothing shown; ``problem``: why the page cannot be, said in the view (served by
            the crawl scheme: the page refuses every other navigation, a data URL too)."""
            self.page_id = None
            if not problem:
                self.setHtml("")
                return
            self.handler.documents[PROBLEM_PATH] = (
                "<html><body style='font-family: sans-serif; margin: 1em'>This page cannot be "
                f"shown: {escape(problem)}</body></html>").encode("utf-8")
            url = page_url(PROBLEM_PATH)
            self._served += 1
            url.setQuery(f"v={self._served}")
            self.setUrl(url)

    return RenderedPage


_rendered_class = None


def rendered_page_class():
    global _rendered_class
    if _rendered_class is None:
        _rendered_class = _classes()
    return _rendered_class


class RenderedHook:
    """What the safe page view (views/page_view.py) calls: the rendered view in a "Rendered"
    tab before the "Text" tab, or a one-line hint where WebEngine is unavailable."""

    def __init__(self, view, split, layout):
        self.view = view
        self.web = None
        self._render = None
        self._archive: tuple | None = None  # (crawl, its index) once built
        self._indexing: tuple | None = None  # (crawl, worker) while it is built
        problem = available()
        if problem is not None:
            self.hint = QLabel(unavailable_hint(problem))
            self.hint.setObjectName("page_web_hint")
            self.hint.setWordWrap(True)
            layout.insertWidget(1, self.hint)
            return
        self.web = rendered_page_class()()
        self.web.sigChosen.connect(view.choose)
        tabs = QTabWidget()
        tabs.setObjectName("page_tabs")
        index = split.indexOf(view.browser)
        tabs.addTab(self.web, "Rendered")
        tabs.addTab(view.browser, "Text")
        split.insertWidget(index, tabs)
        split.setStretchFactor(index, 3)  # the page wider than its source, as before
        split.setSizes([600 if i == index else 400 for i in range(split.count())])
        self.tabs = tabs

    @property
    def loading(self) -> bool:
        """The rendered view has a page on the way (screenshots wait for it)."""
        return self.web is not None and self.web.loading

    def show_text(self) -> None:
        """Bring the safe text view to the front."""
        if self.web is not None:
            self.tabs.setCurrentWidget(self.view.browser)

    def refresh(self) -> None:
        """Serve the page shown by the view again, with its marks and choice."""
        if self.web is None:
            return
        view = self.view
        render = view.render
        if render is None or render.problem:
            self.web.clear_page(render.problem if render is not None else "")
            return
        self.web.set_root(getattr(view.session, "crawl_root", None))
        chosen = None
        if view.chosen is not None:
            chosen = next((i for i, t in enumerate(view.texts)
                           if (t.xpath, t.text) == view.chosen), None)
        archive, base_url = None, ""
        if is_archived_page(render.page_id):
            archive = self._archive_of(getattr(view.session, "crawl", None))
            base_url = render.url
        self.web.show_page(render.page_id, render.source, view.texts, view.marks, chosen,
                           archive, base_url)

    def _archive_of(self, crawl):
        """The index of ``crawl``'s web archive if it is built; else None, and it is built in
        a worker process (once per crawl): the page is shown again when it arrives."""
        if crawl is None:
            return None
        if self._archive is not None and self._archive[0] == crawl:
            return self._archive[1]
        if self._indexing is not None and self._indexing[0] == crawl:
            worker = self._indexing[1]
            if not (worker.dropped or worker.is_finished):
                return None
        session = self.view.session
        worker = session.run("archive", "Indexing the web archive", archive_index_task(crawl),
                             lambda index: self._indexed(crawl, index),
                             errored=lambda exc: self._not_indexed(crawl, exc))
        self._indexing = (crawl, worker)
        return None

    def _not_indexed(self, crawl, exc) -> None:
        """Pages still show, without the archive's images and styles: said in the status bar."""
        self.view.session.sigMessage.emit(UserMessage(
            "The web archive's images and styles are not shown",
            f"indexing its records failed ({exc})", severity="info"))
        self._indexed(crawl, {})

    def _indexed(self, crawl, index) -> None:
        """The index arrived (empty if the archive could not be indexed: the page view says
        why its page cannot be read; its resources are then not served)."""
        self._archive, self._indexing = (crawl, index), None
        if getattr(self.view.session, "crawl", None) == crawl:
            self.refresh()
