"""Crawl loading: discovery, reading, URL recovery, decoding (real GBK/GB18030/Big5 bytes), parsing."""

from __future__ import annotations

import gzip
import hashlib
from pathlib import Path

import pytest

from tplx_engine.config import LoadOptions
from tplx_engine.errors import TplxError
from tplx_engine.load.crawl import discover_pages
from tplx_engine.load.encoding import codec_for_label, decode_html
from tplx_engine.load.read import parse_document, read_page, recover_url
from tplx_engine.model import PageFile

OPTIONS = LoadOptions()

SIMPLIFIED = ("新浪博客是中国最主流的博客平台之一，用户可以在这里发表文章、分享照片和记录生活。"
              "我们的系统从网页集合中过滤掉目录页和错误页，然后对详细页进行模板发现和数据抽取。"
              "这段文字用于测试国标码编码的网页能否被正确地解码为原来的中文内容。")
TRADITIONAL = ("臺灣的新聞網站經常使用大五碼編碼，這是一個測試頁面。我們希望程式能夠正確地判斷"
               "網頁的編碼，並且還原原本的文字內容。香港的網頁也會使用增補字符集，例如粵語用字。"
               "這段文字用於測試繁體中文網頁的解碼是否正確無誤。")


def write(path: Path, data: bytes | str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
    return path


def page_file(path: Path, rel: str | None = None) -> PageFile:
    st = path.stat()
    return PageFile(rel or path.name, str(path), st.st_size, st.st_mtime_ns)


def read(path: Path, options: LoadOptions = OPTIONS):
    return read_page(page_file(path), options)


def html_doc(body: str, head: str = "") -> str:
    return f"<html><head>{head}<title>t</title></head><body><p>{body}</p></body></html>"


# ------------------------------------------------------------------------------------ discovery

def test_discovery_recurses_matches_extensions_case_insensitively_and_sorts(tmp_path):
    for rel in ("b/deep/x.html", "a.HTM", "c.shtml", "d.XHTML", "e.html.gz", "f.HTM.GZ"):
        write(tmp_path / rel, "<p>x</p>")
    for rel in ("notes.txt", "img.png", "data.json.gz", "b/robots.txt", "html"):
        write(tmp_path / rel, "x")

    listing = discover_pages(tmp_path, OPTIONS)

    assert [p.rel_path for p in listing.pages] == [
        "a.HTM", "b/deep/x.html", "c.shtml", "d.XHTML", "e.html.gz", "f.HTM.GZ"]
    assert listing.skipped_files == ("b/robots.txt", "data.json.gz", "html", "img.png",
                                     "notes.txt")
    assert listing.problems == ()
    page = listing.pages[1]
    assert Path(page.abs_path) == tmp_path / "b" / "deep" / "x.html"
    assert page.size == len("<p>x</p>")
    assert page.mtime_ns == (tmp_path / "b/deep/x.html").stat().st_mtime_ns


def test_discovery_uses_the_configured_extensions(tmp_path):
    write(tmp_path / "a.htm", "x")
    write(tmp_path / "b.html", "x")
    listing = discover_pages(tmp_path, LoadOptions(extensions=(".HTM",)))
    assert [p.rel_path for p in listing.pages] == ["a.htm"]
    assert listing.skipped_files == ("b.html",)


def test_symlinked_folder_outside_the_root_is_followed(tmp_path):
    write(tmp_path / "elsewhere" / "p.html", "x")
    crawl = tmp_path / "crawl"
    write(crawl / "q.html", "x")
    (crawl / "linked").symlink_to(tmp_path / "elsewhere", target_is_directory=True)
    listing = discover_pages(crawl, OPTIONS)
    assert [p.rel_path for p in listing.pages] == ["linked/p.html", "q.html"]
    assert listing.problems == ()


def test_a_link_never_claims_pages_that_have_a_real_path(tmp_path):
    write(tmp_path / "zzz" / "p.html", "x")
    # sorts before the real folder, yet the real folder keeps the pages
    (tmp_path / "aaa").symlink_to(tmp_path / "zzz", target_is_directory=True)
    listing = discover_pages(tmp_path, OPTIONS)
    assert [p.rel_path for p in listing.pages] == ["zzz/p.html"]
    assert listing.problems == (("aaa", "symlink to a folder already listed as 'zzz'"),)


def test_broken_symlink_is_a_recorded_problem(tmp_path):
    write(tmp_path / "ok.html", "x")
    (tmp_path / "gone.html").symlink_to(tmp_path / "missing.html")
    listing = discover_pages(tmp_path, OPTIONS)
    assert [p.rel_path for p in listing.pages] == ["ok.html"]
    assert listing.problems == (("gone.html", "broken symlink"),)


def test_symlinked_file_is_listed_under_its_link_name(tmp_path):
    write(tmp_path / "real" / "a.html", "x")
    (tmp_path / "alias.html").symlink_to(tmp_path / "real" / "a.html")
    listing = discover_pages(tmp_path, OPTIONS)
    assert [p.rel_path for p in listing.pages] == ["alias.html", "real/a.html"]


def test_root_may_be_a_single_page_file(tmp_path):
    path = write(tmp_path / "one.html", "x")
    listing = discover_pages(path, OPTIONS)
    assert [(p.rel_path, p.abs_path) for p in listing.pages] == [("one.html", str(path))]


def test_missing_root_or_non_page_file_raise(tmp_path):
    with pytest.raises(TplxError, match="cannot open the crawl folder"):
        discover_pages(tmp_path / "nope", OPTIONS)
    with pytest.raises(TplxError, match="not a folder and not a page file"):
        discover_pages(write(tmp_path / "a.txt", "x"), OPTIONS)


# -------------------------------------------------------------------------------------- reading

def test_content_hash_is_sha1_of_the_decompressed_bytes(tmp_path):
    data = b"<html><body><p>same page</p></body></html>"
    plain = read(write(tmp_path / "a.html", data))
    packed = read(write(tmp_path / "b.html.gz", gzip.compress(data)))
    assert plain.content_hash == packed.content_hash == hashlib.sha1(data).hexdigest()
    assert plain.html == packed.html == data.decode()


def test_gzip_body_saved_without_gz_extension_is_inflated(tmp_path):
    data = "<html><body><p>压缩的网页</p></body></html>".encode()
    raw = read(write(tmp_path / "a.html", gzip.compress(data)))
    assert raw.html == data.decode()
    assert raw.content_hash == hashlib.sha1(data).hexdigest()


def test_multi_member_gzip_is_read_whole(tmp_path):
    data = gzip.compress(b"<html><body><p>one</p>") + gzip.compress(b"<p>two</p></body></html>")
    raw = read(write(tmp_path / "a.html.gz", data))
    assert raw.html == "<html><body><p>one</p><p>two</p></body></html>"


# ------------------------------------------------------------------------------------------ URL

def test_url_from_a_leading_base_line_after_a_bom(tmp_path):
    data = (b"\xef\xbb\xbf<base href=\"http://www.booksamillion.com/product/9780316125581\"/>\n"
            b"<html><head><link rel=canonical href='http://other.example/x'></head></html>")
    raw = read(write(tmp_path / "0001.htm", data))
    assert (raw.url, raw.url_source) == ("http://www.booksamillion.com/product/9780316125581",
                                         "base")
    assert raw.encoding_source == "bom"


def test_base_inside_head_is_not_the_page_url():
    text = '<html><head><base href="http://cdn.example/"></head><body></body></html>'
    assert recover_url(text, "site/a.html") == ("site/a.html", "path")


def test_url_from_canonical_link_with_attributes_in_any_order():
    text = ('<html><head><meta charset=utf-8>'
            '<link href="https://news.example.com/a?id=1&amp;p=2" data-x="1" REL="alternate canonical">'
            '</head><body></body></html>')
    assert recover_url(text, "x.html") == ("https://news.example.com/a?id=1&p=2", "canonical")


def test_relative_canonical_is_not_a_url_but_protocol_relative_is():
    assert recover_url('<link rel="canonical" href="/a.html">', "x.html") == ("x.html", "path")
    assert recover_url('<link rel="canonical" href="//h.example/a">', "x.html") == (
        "http://h.example/a", "canonical")


def test_url_from_a_percent_encoded_file_name(tmp_path):
    name = "http%3A%2F%2Fblog.sina.com.cn%2Fs%2Fblog_55cac30301016yb1.html"
    raw = read(write(tmp_path / name, "<html><body>x</body></html>"))
    assert (raw.url, raw.url_source) == (
        "http://blog.sina.com.cn/s/blog_55cac30301016yb1.html", "filename")
    assert recover_url("", f"dir/{name}.gz")[0] == (
        "http://blog.sina.com.cn/s/blog_55cac30301016yb1.html")


def test_url_falls_back_to_the_relative_path():
    assert recover_url("<html></html>", "site/a%20b.html") == ("site/a%20b.html", "path")


# ------------------------------------------------------------------------------------- decoding

@pytest.mark.parametrize("bom,codec", [
    (b"\xef\xbb\xbf", "utf-8"), (b"\xff\xfe", "utf-16-le"), (b"\xfe\xff", "utf-16-be"),
    (b"\xff\xfe\x00\x00", "utf-32-le"),
])
def test_byte_order_mark_decides_the_encoding(bom, codec):
    text = html_doc("中文 text é")
    decoded = decode_html(bom + text.encode(codec))
    assert (decoded.text, decoded.encoding, decoded.source) == (text, codec, "bom")


def test_utf16_without_bom_is_recognised_by_its_nul_pattern():
    text = html_doc("Grüße aus dem Netz " * 5)
    decoded = decode_html(text.encode("utf-16-le"))
    assert (decoded.text, decoded.encoding) == (text, "utf-16-le")


def test_gbk_page_with_meta_charset_decodes_to_the_original_text():
    text = html_doc(SIMPLIFIED, '<meta http-equiv="Content-Type" content="text/html; charset=GBK">')
    decoded = decode_html(text.encode("gbk"))
    assert decoded.text == text
    assert (decoded.encoding, decoded.source) == ("gb18030", "meta")


def test_gbk_page_without_declaration_is_detected():
    text = html_doc(SIMPLIFIED)
    decoded = decode_html(text.encode("gbk"))
    assert decoded.text == text
    assert (decoded.encoding, decoded.source) == ("gb18030", "detected")


def test_gb2312_declaration_on_gbk_and_gb18030_only_characters_uses_the_superset():
    text = html_doc(SIMPLIFIED + "朱镕基 㐀 😀", '<meta charset="gb2312">')  # GBK-only, GB18030-only
    decoded = decode_html(text.encode("gb18030"))
    assert decoded.text == text
    assert (decoded.encoding, decoded.source) == ("gb18030", "meta")


def test_page_that_says_utf8_but_is_gbk_decodes_right():
    text = html_doc(SIMPLIFIED, '<meta charset="utf-8">')
    decoded = decode_html(text.encode("gbk"))
    assert decoded.text == text
    assert (decoded.encoding, decoded.source) == ("gb18030", "detected")


def test_big5_page_with_meta_charset_decodes_to_the_original_text():
    text = html_doc(TRADITIONAL, '<meta charset="big5">')
    decoded = decode_html(text.encode("big5"))
    assert decoded.text == text
    assert (decoded.encoding, decoded.source) == ("big5hkscs", "meta")


def test_big5_declaration_covers_hkscs_characters():
    text = html_doc(TRADITIONAL + "佢哋講嘅嘢，我聽咗。", '<meta charset="big5">')
    decoded = decode_html(text.encode("big5hkscs"))
    assert decoded.text == text


def test_big5_page_without_declaration_is_detected():
    text = html_doc(TRADITIONAL)
    decoded = decode_html(text.encode("big5"))
    assert decoded.text == text
    assert decoded.source == "detected"


def test_big5_page_that_says_gbk_decodes_as_big5():
    # GB18030 decodes these bytes without a single error, into kana and box-drawing garbage
    text = html_doc(TRADITIONAL, '<meta charset="gbk">')
    data = text.encode("big5")
    assert data.decode("gb18030") != text
    decoded = decode_html(data)
    assert decoded.text == text
    assert (decoded.encoding, decoded.source) == ("big5hkscs", "detected")


def test_big5_page_that_says_utf8_decodes_right():
    text = html_doc(TRADITIONAL, '<meta charset="utf-8">')
    assert decode_html(text.encode("big5")).text == text


def test_utf8_page_with_a_stale_legacy_declaration_is_utf8():
    text = html_doc(SIMPLIFIED, '<meta charset="gb2312">')
    decoded = decode_html(text.encode("utf-8"))
    assert decoded.text == text
    assert (decoded.encoding, decoded.source) == ("utf-8", "detected")


def test_truncated_gbk_page_keeps_its_declared_codec(tmp_path):
    text = html_doc(SIMPLIFIED, '<meta charset="gbk">')
    data = text.encode("gbk")
    cut = data[: data.index(SIMPLIFIED[-5:].encode("gbk")) + 1]  # half of a two-byte character
    decoded = decode_html(cut)
    assert (decoded.encoding, decoded.source) == ("gb18030", "meta")
    assert decoded.text.endswith("\ufffd")
    assert SIMPLIFIED[:-5] in decoded.text


def test_xml_declaration_is_a_declaration():
    text = '<?xml version="1.0" encoding="big5"?>' + html_doc(TRADITIONAL)
    decoded = decode_html(text.encode("big5"))
    assert (decoded.text, decoded.source) == (text, "meta")


def test_latin1_declaration_reads_as_windows_1252():
    text = html_doc("“smart quotes” – café", '<meta charset="iso-8859-1">')
    decoded = decode_html(text.encode("cp1252"))
    assert (decoded.text, decoded.encoding, decoded.source) == (text, "cp1252", "meta")


def test_english_page_with_curly_quotes_and_no_declaration_is_cp1252():
    text = html_doc("It’s the editor’s “choice” — a café… " + "plain english words " * 40)
    decoded = decode_html(text.encode("cp1252"))
    assert (decoded.text, decoded.encoding) == (text, "cp1252")


@pytest.mark.parametrize("label,codec", [
    ("GB2312", "gb18030"), ("x-gbk", "gb18030"), ("Big5", "big5hkscs"), ("UTF8", "utf-8"),
    ("latin1", "cp1252"), ("shift_jis", "cp932"), ("utf-16", None), ("utf-7", None),
    ("cp500", None), ("no-such-charset", None),
])
def test_charset_labels_map_to_usable_supersets(label, codec):
    assert codec_for_label(label) == codec


# -------------------------------------------------------------------------------------- parsing

def test_parse_document_returns_an_lxml_html_root(tmp_path):
    raw = read(write(tmp_path / "a.html", html_doc("hello <b>world</b>")))
    root = parse_document(raw)
    assert root.tag == "html"
    assert root.find("body").text_content() == "hello world"


def test_parse_does_not_redecode_by_a_stale_meta_charset(tmp_path):
    text = html_doc(SIMPLIFIED, '<meta charset="big5">')  # wrong: the bytes are UTF-8
    raw = read(write(tmp_path / "a.html", text))
    assert parse_document(raw).find("body").text_content() == SIMPLIFIED


def test_nesting_deeper_than_libxml2_default_limit_parses_whole(tmp_path):
    # libxml2 without huge_tree stops at depth 256 and silently drops the rest of the page
    depth = 1000
    text = ("<html><body>" + "<div>" * depth + "bottom" + "</div>" * depth
            + "<p>after</p></body></html>")
    root = parse_document(read(write(tmp_path / "deep.html", text)))
    assert root.xpath("count(//div)") == depth
    assert root.find("body").text_content() == "bottomafter"


def test_unclosed_title_does_not_swallow_the_body(tmp_path):
    from tplx_engine.config import LoadOptions
    from tplx_engine.load.crawl import discover_pages
    from tplx_engine.load.read import parse_document, read_page

    page = tmp_path / "t.html"
    page.write_text("<html><head><title>Headline\n<meta charset=utf-8></head>"
                    "<body><div id=a>Body text</div></body></html>", "utf-8")
    (file,) = discover_pages(tmp_path, LoadOptions()).pages
    root = parse_document(read_page(file, LoadOptions()))
    assert root.findtext(".//title").strip() == "Headline"
    assert root.get_element_by_id("a").text == "Body text"
