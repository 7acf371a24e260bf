"""Byte sniffing and charset decoding of crawled pages (SPEC §1, page loading).

Order of evidence, strongest first:

1. a byte-order mark (UTF-8, UTF-16, UTF-32);
2. the charset the page declares (``<meta charset>``, ``<meta http-equiv=Content-Type>``, or an
   XML declaration) in its first 4 KB, *verified*: a declaration is used only if the bytes decode
   with it (a truncated last character and a handful of bad bytes are tolerated);
3. detection: valid UTF-8 first, then charset-normalizer on the page with its markup stripped
   (markup is ASCII and drowns the signal: a 460 KB news page re-encoded to GBK, with 6 K
   Chinese characters, is detected as cp1250 whole, as gb18030 once stripped);
4. UTF-8 with replacement characters.

Departures from browsers (WHATWG "encoding sniffing"), each on purpose:

- Declared legacy charsets are widened to their supersets (gb2312/gbk -> gb18030, big5 ->
  big5hkscs, latin-1/ascii -> cp1252, shift_jis -> cp932, euc-kr -> cp949): real pages that say
  gb2312 use GBK characters, and the superset decodes every page the subset does, identically.
- Bytes that are valid UTF-8 and not pure ASCII are UTF-8 whatever a legacy declaration says.
  Browsers obey the declaration; crawl tools routinely re-encode pages to UTF-8 and leave the old
  ``<meta>`` (112 of the 260 non-ASCII pages of the L3S news set are valid UTF-8 and declare
  latin-1, gb2312, big5 or windows-125x). Legacy text that happens to be valid UTF-8 is
  vanishingly rare beyond a few characters.
- GB18030 and Big5 both decode each other's bytes often without error; when one of them is
  chosen, the share of CJK characters among the non-ASCII characters decides between the two
  (Big5 bytes read as GB18030 give kana/Greek/box-drawing garbage: ~45% CJK vs ~100%).
- A single-byte declaration (latin-1, windows-1251...) decodes any bytes, so it proves nothing
  when the bytes are also valid in a multi-byte CJK codec (GB18030, Big5-HKSCS, Shift_JIS,
  EUC-KR): European text almost never is (an accented letter before a space or a digit is an
  invalid pair), CJK text always is. Then charset-normalizer decides, on the page's text; the
  declaration stands unless it picks one of those multi-byte codecs. (GBK pages declaring
  latin-1 or windows-1251 were read as mojibake.)
"""

from __future__ import annotations

import codecs
import re
import threading
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from .encoding_kernels import has_high_pair, high_byte_counts, text_without_markup

DECLARATION_SCAN_BYTES = 4096
# a declared codec is kept despite bad bytes when they are at most this share of non-ASCII bytes
TOLERATED_ERROR_SHARE = 0.005
_DETECTION_SAMPLE_BYTES = 256 * 1024
# below this share of non-ASCII bytes in a page's text a single-byte guess is a coin toss
THIN_EVIDENCE_SHARE = 0.02
_WEB_SINGLE_BYTE = ("cp125", "iso8859-", "koi8-", "cp874")
_MIN_CJK_EVIDENCE = 20  # non-ASCII characters needed before the CJK share is trusted

_BOMS = (  # UTF-32 before UTF-16: FF FE 00 00 starts with the UTF-16-LE mark
    (codecs.BOM_UTF8, "utf-8-sig", "utf-8"),
    (codecs.BOM_UTF32_LE, "utf-32", "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32", "utf-32-be"),
    (codecs.BOM_UTF16_LE, "utf-16", "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16", "utf-16-be"),
)

_MAGIC = (
    (b"\x89PNG\r\n\x1a\n", "PNG image"),
    (b"\xff\xd8\xff", "JPEG image"),
    (b"GIF87a", "GIF image"),
    (b"GIF89a", "GIF image"),
    (b"%PDF-", "PDF document"),
    (b"PK\x03\x04", "ZIP archive"),
    (b"PK\x05\x06", "ZIP archive"),
    (b"7z\xbc\xaf\x27\x1c", "7-Zip archive"),
    (b"Rar!\x1a\x07", "RAR archive"),
    (b"\xfd7zXZ\x00", "xz data"),
    (b"\x28\xb5\x2f\xfd", "zstd data"),
    (b"BZh", "bzip2 data"),
    (b"\x7fELF", "ELF executable"),
)

# label -> Python codec, after widening to the superset (see module docstring)
_SUPERSET = {
    "gb2312": "gb18030", "gbk": "gb18030", "gb18030": "gb18030",
    "big5": "big5hkscs", "big5hkscs": "big5hkscs",
    "ascii": "cp1252", "iso8859-1": "cp1252", "cp1252": "cp1252",
    "shift_jis": "cp932", "cp932": "cp932", "euc_kr": "cp949", "cp949": "cp949",
    "tis-620": "cp874", "iso8859-11": "cp874", "iso8859-9": "cp1254",
}
# WHATWG labels Python does not know
_EXTRA_LABELS = {
    "x-gbk": "gbk", "gb_2312-80": "gb2312", "gb_2312": "gb2312", "chinese": "gb2312",
    "csgb2312": "gb2312", "x-x-big5": "big5", "cn-big5": "big5", "windows-874": "cp874",
    "unicode-1-1-utf-8": "utf-8", "x-sjis": "shift_jis", "windows-31j": "cp932",
    "ms_kanji": "shift_jis", "x-euc-jp": "euc_jp", "windows-949": "cp949",
}
_REFUSED = {"utf-7", "hz", "idna", "punycode", "raw_unicode_escape", "unicode_escape",
            "undefined", "mbcs", "oem"}

_META_CHARSET = re.compile(rb"<meta\b[^>]*?charset\s*=\s*[\"']?\s*([A-Za-z0-9_:.()\-]+)", re.IGNORECASE)
_XML_ENCODING = re.compile(rb"\A\s*<\?xml\b[^>]*?encoding\s*=\s*[\"']([A-Za-z0-9_.\-]+)", re.IGNORECASE)
_HIGH_BYTES = bytes(range(128, 256))
_NON_ASCII = re.compile("[^\x00-\x7f]")
_CJK = re.compile("[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")
_CJK_RIVAL = {"gb18030": "big5hkscs", "big5hkscs": "gb18030"}
_JUNK = re.compile("[\x00-\x08\x0b\x0e-\x1f\ufffd]")


@dataclass(frozen=True)
class Decoded:
    text: str
    encoding: str  # Python codec name actually used
    source: str  # 'bom' | 'header' | 'meta' | 'detected' | 'fallback'


def sniff_binary(data: bytes) -> str | None:
    """Name of the binary format ``data`` starts with ('PNG image', ...), or None."""
    for magic, kind in _MAGIC:
        if data.startswith(magic):
            if magic == b"BZh" and not (len(data) > 3 and data[3:4].isdigit()):
                continue
            return kind
    if data[:12].startswith(b"RIFF") and data[8:12] == b"WEBP":
        return "WebP image"
    head = data[:4096]
    # stray NULs in real HTML exist; 1% of the head does not
    if head.count(0) * 100 > len(head) and _utf16_without_bom(head) is None:
        return "unrecognised binary data (NUL bytes)"
    return None


def looks_binary(text: str) -> bool:
    """True when over 10% of the first 4096 decoded characters are controls or U+FFFD.

    Random bytes (an unrecognised binary format, a brotli body saved as .html) decode to about
    50% U+FFFD as UTF-8 and 12% C0 controls as cp1252; the head of a real page, even with some
    undecodable bytes, is markup.
    """
    head = text[:4096]
    return bool(head) and len(_JUNK.findall(head)) * 10 > len(head)


def decode_html(data: bytes, transport_charset: str | None = None) -> Decoded:
    """Decode page bytes to text; never fails (undecodable bytes become U+FFFD).

    ``transport_charset`` is the HTTP header's (a page read from a WARC): as in browsers it
    comes after a BOM and before the page's own ``<meta>``, but only when the bytes decode with
    it; a wrong header falls back to the page's declaration and detection."""
    for bom, codec, name in _BOMS:
        if data.startswith(bom):
            return Decoded(data.decode(codec, "replace"), name, "bom")
    utf16 = _utf16_without_bom(data[:4096])
    if utf16:
        return Decoded(data.decode(utf16, "replace"), utf16, "detected")
    header_codec = codec_for_label(transport_charset) if transport_charset else None
    if header_codec:
        text = _decode_strictish(data, header_codec)
        if text is not None:
            return Decoded(text, header_codec, "header")

    declared = declared_codec(data[:DECLARATION_SCAN_BYTES])
    if data.isascii():
        return Decoded(data.decode("ascii"), declared or "ascii", "meta" if declared else "detected")

    # UTF-8 first whatever the declaration: legacy bytes are almost never valid UTF-8, so a
    # page that is (up to a few stray bytes) is UTF-8 and its legacy <meta> is stale
    text = _decode_strictish(data, "utf-8")
    if text is None:
        text = _decode_tolerant(data, "utf-8")
    if text is not None:
        return Decoded(text, "utf-8", "meta" if declared == "utf-8" else "detected")
    if declared and declared != "utf-8":
        text = _decode_strictish(data, declared)
        if text is None:
            text = _decode_tolerant(data, declared)
        if text is not None:
            if _is_single_byte(declared):
                multibyte = _multibyte_reading(data)
                if multibyte is not None:
                    return multibyte
            return _settle_cjk(Decoded(text, declared, "meta"), data)

    guess = detect_codec(data)
    if guess:
        return _settle_cjk(Decoded(data.decode(guess, "replace"), guess, "detected"), data)
    if declared:
        return Decoded(data.decode(declared, "replace"), declared, "meta")
    return Decoded(data.decode("utf-8", "replace"), "utf-8", "fallback")


def declared_codec(head: bytes) -> str | None:
    """The usable codec the page declares in ``head`` (widened to its superset), or None."""
    for pattern in (_META_CHARSET, _XML_ENCODING):
        match = pattern.search(head)
        if match:
            codec = codec_for_label(match.group(1).decode("ascii", "replace"))
            if codec:
                return codec
    return None


@lru_cache(maxsize=256)
def codec_for_label(label: str) -> str | None:
    """Python codec for a charset label, widened to its superset; None if unusable here.

    Unusable: unknown labels, UTF-16/32 without a BOM (WHATWG: a page that can be read to find
    its ``<meta>`` is ASCII-compatible, so the label is wrong), and codecs that are not
    ASCII-compatible text encodings (EBCDIC, utf-7, punycode...).
    """
    label = label.strip().strip("\"'").lower()
    label = _EXTRA_LABELS.get(label, label)
    try:
        name = codecs.lookup(label).name
    except LookupError:
        return None
    name = _SUPERSET.get(name, name)
    if name in _REFUSED or name.startswith(("utf-16", "utf-32")):
        return None
    try:
        if b"<meta charset=x>".decode(name) != "<meta charset=x>":
            return None
    except (UnicodeDecodeError, LookupError, TypeError):
        return None
    return name


def detect_codec(data: bytes) -> str | None:
    """charset-normalizer's guess on the text of the page (markup stripped), widened."""
    from charset_normalizer import from_bytes  # ~50 ms import; only needed for odd pages

    head = np.frombuffer(data, np.uint8, min(len(data), 4 * _DETECTION_SAMPLE_BYTES))
    sample = text_without_markup(head, _DETECTION_SAMPLE_BYTES).tobytes()
    if sample.isascii():  # all non-ASCII was inside markup (attributes, scripts)
        sample = data[:_DETECTION_SAMPLE_BYTES]
    if _thin_single_byte(sample):
        return "cp1252"  # what _prefer_cp1252 makes of any guess here, without guessing
    best = from_bytes(sample).best()
    if best is None:
        return None
    guess = codec_for_label(best.encoding)
    if guess and _is_single_byte(guess) and guess != "cp1252" and _prefer_cp1252(sample, guess):
        return "cp1252"
    return guess


_MULTIBYTE = ("gb18030", "big5hkscs", "cp932", "cp949")


def _multibyte_reading(data: bytes) -> Decoded | None:
    """The page read with a multi-byte CJK codec its bytes are valid in, when charset-normalizer
    picks that codec; None otherwise (the single-byte declaration stands)."""
    if not _high_pair(data):  # a CJK text has runs of high bytes
        return None
    valid = {codec: text for codec in _MULTIBYTE
             if (text := _decode_strictish(data, codec)) is not None}
    if not valid:
        return None
    guess = detect_codec(data)
    if guess not in valid:
        return None
    return _settle_cjk(Decoded(valid[guess], guess, "detected"), data)


def _high_pair(data: bytes) -> bool:
    """Two non-ASCII bytes in a row: multi-byte text."""
    return bool(has_high_pair(np.frombuffer(data, np.uint8)))


def _thin_single_byte(sample: bytes) -> bool:
    """Text with a few non-ASCII bytes (curly quotes, dashes, accents in English prose) that
    cp1252 reads: the thin evidence on which any single-byte guess gives way to cp1252 below.
    A multi-byte CJK text has runs of high bytes; fewer than ``_MIN_CJK_EVIDENCE`` bytes in
    runs (an em dash before a no-break space, "öß") are not enough to read a CJK text on, as
    ``_settle_cjk`` does not trust fewer either."""
    non_ascii, in_runs, undefined = high_byte_counts(np.frombuffer(sample, np.uint8))
    return (non_ascii < THIN_EVIDENCE_SHARE * len(sample) and in_runs < _MIN_CJK_EVIDENCE
            and not undefined)


def _prefer_cp1252(sample: bytes, guess: str) -> bool:
    """cp1252 over a single-byte guess made on thin evidence or of a non-web codepage.

    charset-normalizer ranks near-ties arbitrarily: on English pages whose only non-ASCII bytes
    are curly quotes and dashes it returns cp1250, or DOS cp775 (turning '…' into 'ģ').
    cp1252 is the Web's default single-byte codec (WHATWG), so it wins unless the text is
    non-ASCII enough for the guess to rest on real evidence (Cyrillic, Polish, Greek text).
    """
    try:
        sample.decode("cp1252")
    except UnicodeDecodeError:
        return False
    if not guess.startswith(_WEB_SINGLE_BYTE):
        return True
    non_ascii = len(sample) - len(sample.translate(None, _HIGH_BYTES))
    return non_ascii < THIN_EVIDENCE_SHARE * len(sample)


@lru_cache(maxsize=64)
def _is_single_byte(codec: str) -> bool:
    return len(bytes(range(256)).decode(codec, "replace")) == 256


def _decode_strictish(data: bytes, codec: str) -> str | None:
    """Strict decode, but a character cut off at the very end (truncated file) is replaced."""
    try:
        return data.decode(codec)
    except UnicodeDecodeError as exc:
        if exc.start < len(data) - 4:
            return None
        try:
            return data[: exc.start].decode(codec) + "\ufffd"
        except UnicodeDecodeError:
            return None


def _decode_tolerant(data: bytes, codec: str) -> str | None:
    """Decode with replacement if the bad bytes are a negligible share of the non-ASCII ones.
    The decoder gives up at the first bad byte over that share: a legacy page read as UTF-8
    has one at nearly every non-ASCII byte, and replacing them all cost more than the rest of
    its decoding."""
    non_ascii = int(high_byte_counts(np.frombuffer(data, np.uint8))[0])
    allowed = non_ascii * TOLERATED_ERROR_SHARE
    _budget.left = int(allowed)
    try:
        text = data.decode(codec, _REPLACE_WITHIN_BUDGET)
    except _OverBudget:
        return None
    return text if text.count("\ufffd") <= allowed else None


class _OverBudget(Exception):
    pass


_budget = threading.local()  # bad bytes still tolerated by the decode running in this thread


def _replace_within_budget(exc: UnicodeDecodeError) -> tuple[str, int]:
    """The "replace" error handler, until ``_budget.left`` bad byte sequences have been replaced."""
    if _budget.left <= 0:
        raise _OverBudget
    _budget.left -= 1
    return "\ufffd", exc.end


_REPLACE_WITHIN_BUDGET = "tplx-replace-within-budget"
codecs.register_error(_REPLACE_WITHIN_BUDGET, _replace_within_budget)


def _settle_cjk(decoded: Decoded, data: bytes) -> Decoded:
    """Between GB18030 and Big5-HKSCS keep the reading that gives clearly more CJK text."""
    rival = _CJK_RIVAL.get(decoded.encoding)
    if rival is None:
        return decoded
    share, evidence = _cjk_share(decoded.text)
    if evidence < _MIN_CJK_EVIDENCE or share >= 0.9:
        return decoded
    rival_text = _decode_strictish(data, rival)
    if rival_text is None:
        return decoded
    rival_share, _ = _cjk_share(rival_text)
    if rival_share >= 0.9 and rival_share > share + 0.2:
        return Decoded(rival_text, rival, "detected")
    return decoded


def _cjk_share(text: str) -> tuple[float, int]:
    sample = text[:200_000]
    non_ascii = len(_NON_ASCII.findall(sample))
    if not non_ascii:
        return 1.0, 0
    return len(_CJK.findall(sample)) / non_ascii, non_ascii


def _utf16_without_bom(head: bytes) -> str | None:
    """'utf-16-le'/'utf-16-be' when ASCII markup shows the alternating NUL pattern."""
    pairs = len(head) // 2
    if pairs < 8:
        return None
    even_nuls = head[0 : 2 * pairs : 2].count(0)
    odd_nuls = head[1 : 2 * pairs : 2].count(0)
    if odd_nuls > 0.4 * pairs and even_nuls < 0.05 * pairs:
        return "utf-16-le"
    if even_nuls > 0.4 * pairs and odd_nuls < 0.05 * pairs:
        return "utf-16-be"
    return None
