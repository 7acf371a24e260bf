"""Pages of the demo crawl that are not template pages: error pages and non-HTML files.

Error pages are short (well under the 6,000-byte limit of SPEC §1.1) and contain one of the
error keywords of resources/defaults.toml, in English or Chinese, styled the way servers and
applications really send them (bare nginx/Apache pages, or a cut-down site layout).
"""

from __future__ import annotations

import struct
import zlib

from .markup import PageContext

ERROR_PAGES = {
    "nginx-404": """<html>
<head><title>404 Not Found</title></head>
<body bgcolor="white">
<center><h1>404 Not Found</h1></center>
<hr><center>nginx/1.4.6 (Ubuntu)</center>
</body>
</html>
""",
    "apache-500": """<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">
<html><head>
<title>500 Internal Server Error</title>
</head><body>
<h1>Internal Server Error</h1>
<p>The server encountered an internal error or misconfiguration and was unable to complete your request.</p>
<p>Please contact the server administrator at webmaster@blog.example.com to inform them of the time this error occurred.</p>
<hr>
<address>Apache/2.2.22 (Debian) Server at blog.example.com Port 80</address>
</body></html>
""",
    "zh-404": """<!DOCTYPE html>
<html>
<head>
{head}<title>404 页面不存在_江城新闻网</title>
<style>body {{ font-size: 14px; }} .box {{ width: 500px; margin: 80px auto; }}</style>
</head>
<body>
<div class="box">
<div class="logo"><a href="/"><img src="/images/logo.gif" alt="江城新闻网" /></a></div>
<h2>抱歉，您访问的页面不存在或已被删除！</h2>
<p>请检查您输入的网址是否正确，或者 <a href="/">返回首页</a>。</p>
</div>
</body>
</html>
""",
    "discuz-error": """<!DOCTYPE html>
<html>
<head>
{head}<title>提示信息 - 江城论坛</title>
</head>
<body id="nv_forum">
<div id="wp" class="wp"><div id="ct" class="wp cl w">
<div class="nfl"><div class="f_c altw"><div id="messagetext" class="alert_error">
<p>抱歉，该页面不存在或已被删除</p>
<p class="alert_btnleft"><a href="javascript:history.back()">[ 点击这里返回上一页 ]</a></p>
</div></div></div>
</div></div>
</body>
</html>
""",
    "shop-404": """<!DOCTYPE html>
<html lang="en">
<head>
{head}<title>Page Not Found: shop.example.com</title>
<link rel="stylesheet" type="text/css" href="/css/shop.css" />
</head>
<body>
<div id="container">
<div id="header"><a href="/" class="logo"><img src="/img/pageturner.gif" alt="Pageturner Books" /></a></div>
<div id="main"><h1>Page Not Found</h1>
<p>Sorry, the page you requested could not be found. It may have moved.</p>
<p><a href="/">Continue shopping</a></p></div>
</div>
</body>
</html>
""",
    "forum-404": """<!DOCTYPE html>
<html lang="en-gb">
<head>
{head}<title>Riverton Forums &bull; Information</title>
</head>
<body id="phpbb" class="section-viewtopic">
<div id="wrap"><div id="page-body">
<div class="panel" id="message"><div class="inner"><h2>Information</h2>
<p>404 Not Found: the requested topic does not exist.</p>
</div></div>
</div></div>
</body>
</html>
""",
}


def error_page(kind: str, ctx: PageContext) -> str:
    template = ERROR_PAGES[kind]
    return template.format(head=ctx.head_extra()) if "{head}" in template else template


ROBOTS_TXT = """User-agent: *
Disallow: /search
Disallow: /static/js/
Crawl-delay: 2

Sitemap: http://news.example.com/sitemap.xml
"""


def tiny_png(width: int = 16, height: int = 16) -> bytes:
    """A valid, deterministic RGB PNG (a two-tone square): a non-HTML file in the crawl."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    rows = b"".join(
        b"\x00" + b"".join(b"\x20\x60\xa0" if (x // 4 + y // 4) % 2 else b"\xf0\xf0\xe0"
                           for x in range(width))
        for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))

