"""Decoding a page's bytes (load/encoding.py): byte order marks, declarations, detection, real
GBK/GB18030/Big5 bytes, stale declarations, charset labels."""

from __future__ import annotations

import re

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tplx_engine.load.encoding import (
    TOLERATED_ERROR_SHARE,
    _decode_tolerant,
    codec_for_label,
    decode_html,
)
from tplx_engine.load.encoding_kernels import has_high_pair, high_byte_counts, text_without_markup

SIMPLIFIED = ("新浪博客是中国最主流的博客平台之一，用户可以在这里发表文章、分享照片和记录生活。"
              "我们的系统从网页集合中过滤掉目录页和错误页，然后对详细页进行模板发现和数据抽取。"
              "这段文字用于测试国标码编码的网页能否被正确地解码为原来的中文内容。")
TRADITIONAL = ("臺灣的新聞網站經常使用大五碼編碼，這是一個測試頁面。我們希望程式能夠正確地判斷"
               "網頁的編碼，並且還原原本的文字內容。香港的網頁也會使用增補字符集，例如粵語用字。"
               "這段文字用於測試繁體中文網頁的解碼是否正確無誤。")


def html_doc(body: str, head: str = "") -> str:
    return f"<html><head>{head}<title>t</title></head><body><p>{body}</p></body></html>"


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


@pytest.mark.parametrize("declared", ["iso-8859-1", "windows-1252", "windows-1251", "koi8-r"])
@pytest.mark.parametrize("body, codec", [(SIMPLIFIED, "gb18030"), (TRADITIONAL, "big5hkscs")])
def test_cjk_page_under_a_wrong_single_byte_declaration_decodes_right(declared, body, codec):
    """A single-byte charset decodes any bytes: it gives way when the bytes are valid CJK that
    charset-normalizer recognises (these pages were read as mojibake)."""
    text = html_doc(body * 3, f'<meta charset="{declared}">')
    decoded = decode_html(text.encode(codec))
    assert (decoded.text, decoded.encoding, decoded.source) == (text, codec, "detected")


@pytest.mark.parametrize("body, declared, codec", [
    ("Les élèves ont été reçus à l'école; déjà 3 ans, c'est ça. Où êtes-vous? " * 5,
     "iso-8859-1", "cp1252"),
    ("Привет, как дела? Это тестовая страница на русском языке, 2024 год. " * 5,
     "windows-1251", "cp1251"),
    ("Größe, Straße, Äpfel und Öl: 5 € für über 10 Stück. " * 5, "windows-1252", "cp1252"),
])
def test_single_byte_pages_keep_their_declaration(body, declared, codec):
    text = html_doc(body, f'<meta charset="{declared}">')
    decoded = decode_html(text.encode(codec))
    assert (decoded.text, decoded.encoding, decoded.source) == (text, codec, "meta")


def test_thin_non_ascii_reads_as_cp1252_without_a_guess(monkeypatch):
    import charset_normalizer

    def no_guess(*_a, **_k):
        raise AssertionError("charset-normalizer asked")
    monkeypatch.setattr(charset_normalizer, "from_bytes", no_guess)
    prose = ("The council met on Tuesday and agreed the budget. " * 40).encode()
    page = b"<html><body><p>" + prose + "\u201cYes,\u201d she said \u2013 caf\xe9.".encode(
        "cp1252") + b"</p></body></html>"
    decoded = decode_html(page)
    assert decoded.encoding == "cp1252" and "\u201cYes,\u201d she said \u2013 caf\xe9." in \
        decoded.text


def _count_guesses(monkeypatch) -> list:
    import charset_normalizer

    asked = []
    real = charset_normalizer.from_bytes
    monkeypatch.setattr(charset_normalizer, "from_bytes",
                        lambda *a, **k: asked.append(1) or real(*a, **k))
    return asked


def test_a_few_non_ascii_pairs_are_still_thin_evidence(monkeypatch):
    asked = _count_guesses(monkeypatch)
    text = "Die Größe der Straße überrascht. " * 3 + "x" * 3000  # ö, ß: two in a row, 3 times
    decoded = decode_html(("<html><body><p>" + text + "</p></body></html>").encode("cp1252"))
    assert not asked and decoded.encoding == "cp1252" and "Größe der Straße" in decoded.text


def test_runs_of_non_ascii_bytes_are_still_guessed(monkeypatch):
    asked = _count_guesses(monkeypatch)
    # 1.3% non-ASCII, thin by share, but twelve Chinese characters: 23 bytes in runs
    text = "The committee met in Beijing. " * 60 + "北京市人民政府新闻发布会" + " and more."
    decoded = decode_html(("<html><body><p>" + text + "</p></body></html>").encode("gbk"))
    assert asked and decoded.encoding == "gb18030" and "北京市人民政府新闻发布会" in decoded.text


_MARKUP = re.compile(rb"(?is)<(script|style)\b.*?</\1\s*>|<!--.*?-->|<[^>]*>")
_SPACES = re.compile(rb"\s+")
_PIECES = st.sampled_from([b"<", b">", b"</", b"<!--", b"-->", b"<script", b"</script>",
                           b"</SCRIPT >", b"<style", b"</style\n>", b"<scripts", b"<b>", b"</b>",
                           b"=\"x>\"", b" ", b"\t\n", b"\x0b", b"text", b"\xe9", b"\x93\x94",
                           b"-", b"!", b"a"])


@settings(max_examples=400, deadline=None)
@given(st.lists(_PIECES, max_size=40), st.integers(1, 80))
def test_text_without_markup_reads_markup_as_the_regular_expressions_do(pieces, limit):
    data = b"".join(pieces)
    expected = _SPACES.sub(b" ", _MARKUP.sub(b" ", data))[:limit]
    got = text_without_markup(np.frombuffer(data, np.uint8), limit).tobytes()
    assert got == expected


@pytest.mark.parametrize("data,expected", [
    (b"", False), (b"plain text", False), (b"caf\xe9 \xe9t\xe9", False),
    (b"\x93quoted\x94 \x96", False), (b"\xd6\xd0\xce\xc4", True), (b"ab\xe9\xe9", True),
])
def test_a_pair_of_non_ascii_bytes_marks_multibyte_text(data, expected):
    assert has_high_pair(np.frombuffer(data, np.uint8)) is expected


@pytest.mark.parametrize("data,expected", [
    (b"", (0, 0, 0)), (b"caf\xe9 \xe9t\xe9", (3, 0, 0)), (b"\x93quoted\x94\x81", (3, 1, 1)),
    (b"\xd6\xd0\xce\xc4", (4, 3, 0)), (b"\x8d\x8f\x90\x9d\x80", (5, 4, 4)),
])
def test_high_byte_counts(data, expected):
    """Non-ASCII bytes, those in runs, and those cp1252 cannot decode."""
    assert high_byte_counts(np.frombuffer(data, np.uint8)) == expected
    undefined = sum(1 for b in data if b >= 128 and _undecodable_cp1252(b))
    assert undefined == expected[2]


def _undecodable_cp1252(byte: int) -> bool:
    try:
        bytes([byte]).decode("cp1252")
    except UnicodeDecodeError:
        return True
    return False


def _tolerant_reference(data: bytes, codec: str) -> str | None:
    """_decode_tolerant as it was written first: replace every bad byte, then count."""
    text = data.decode(codec, "replace")
    non_ascii = sum(1 for b in data if b >= 128)
    return text if text.count("\ufffd") <= non_ascii * TOLERATED_ERROR_SHARE else None


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from([b"a", b" ", "é".encode(), "中".encode(), "\ufffd".encode(),
                                 b"\xff", b"\xe9", b"\xe4\xb8"]), max_size=600),
       st.sampled_from(["utf-8", "gb18030"]))
def test_tolerant_decoding_gives_up_early_with_the_same_result(pieces, codec):
    data = b"".join(pieces)
    assert _decode_tolerant(data, codec) == _tolerant_reference(data, codec)


def test_a_utf8_page_with_a_few_stray_bytes_is_utf8():
    text = "café " * 400  # 800 non-ASCII bytes: 4 bad ones are tolerated, 5 are not
    for stray, utf8 in ((4, True), (5, False)):
        data = html_doc(text).encode() + b"<p>\xff</p>" * stray
        decoded = decode_html(data)
        assert (decoded.encoding == "utf-8") is utf8
        if utf8:
            assert decoded.text.count("\ufffd") == stray and "café" in decoded.text
