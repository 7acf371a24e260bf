"""The compiled page scan against its Python twins (simplify.build_sequence, filters.link_ratio,
visible.longest_paragraph_chars)."""

from __future__ import annotations

import numpy as np
import pytest
from html_strategies import PIECES, TREES
from hypothesis import given, reject, settings
from hypothesis import strategies as st
from lxml import etree, html

from tplx_engine.config import SimplifyOptions, load_config
from tplx_engine.demo import write_demo_crawl
from tplx_engine.errors import PageError
from tplx_engine.load import crawl, read
from tplx_engine.load import scan_kernels as kernels
from tplx_engine.load.filters import LinkRatio, classify_page, link_ratio
from tplx_engine.load.scan import (
    FALLBACK_DOCUMENT,
    FALLBACK_MARKUP,
    FALLBACK_TAG,
    FALLBACK_TEXT,
    _table,
    scan_page,
)
from tplx_engine.load.simplify import build_sequence
from tplx_engine.load.visible import longest_paragraph_chars
from tplx_engine.model import PageFile, RawPage

CONFIG = load_config(use_user_dir=False)
OPTIONS = CONFIG.simplify
# str.isspace whitespace that libxml2 writes as itself (\v \f \x1c-\x1f become &#xFFFD;)
SPACES = "".join(chr(c) for c in range(0x110000)
                 if chr(c).isspace() and chr(c) not in "\x0b\x0c\x1c\x1d\x1e\x1f")


def parse(markup: str):
    file = PageFile("p.html", "/nowhere/p.html", len(markup), 0)
    raw = RawPage(file, markup, "utf-8", "meta", "0" * 40, "p.html", "path")
    return read.parse_document(raw, html_classes=False)


def python_tokens(root, options: SimplifyOptions = OPTIONS):
    """Tokens and depths of the Python tokeniser; its two loops agree."""
    fast = build_sequence(root, options, with_texts=False)
    walked = build_sequence(root, options, with_texts=True)
    assert np.array_equal(fast.tokens, walked.tokens)
    assert np.array_equal(fast.depths, walked.depths)
    return fast.tokens, fast.depths


def python_counts(root) -> LinkRatio:
    """The Python paths' link counts and longest paragraph."""
    counts = link_ratio(root)
    return LinkRatio(counts.list_link_chars, counts.visible_chars, longest_paragraph_chars(root))


def check(root, options: SimplifyOptions = OPTIONS, fallback: str = ""):
    """The scan equals the reference; returns it."""
    scan = scan_page(root, options)
    tokens, depths = python_tokens(root, options)
    assert scan.tokens.dtype == np.int64 and scan.depths.dtype == np.int32
    assert np.array_equal(scan.tokens, tokens)
    assert np.array_equal(scan.depths, depths)
    assert scan.link_counts == python_counts(root)
    assert scan.fallback == fallback
    return scan


def check_crawl(folder):
    listing = crawl.discover_pages(folder, CONFIG.load)
    assert len(listing.pages) > 20
    for f in listing.pages:
        raw = read.read_page(f, CONFIG.load)
        root = read.parse_document(raw, html_classes=False)
        scan = check(root)
        assert (classify_page(raw, root, CONFIG.filter, scan.link_counts)
                == classify_page(raw, root, CONFIG.filter))


def test_every_page_of_the_demo_crawl(demo_crawl):
    check_crawl(demo_crawl)


def test_every_page_of_a_synthetic_crawl(tmp_path):
    write_demo_crawl(tmp_path / "synth", pages=300, templates=10, seed=3)
    check_crawl(tmp_path / "synth")


EDGE_CASES = [
    "<html><body><!-- <div><li><a>not text</a></li> --><div>x</div><!----><!-- a -- b --></body>",
    "<body><ul><li><a>in<![CDATA[ <b>cdata</b> ]]>link</a></li></ul></body>",
    "<body><?php echo '<div>'; ?><div>after pi</div><!a-->b></body>",
    "<body><p>a &lt; b &amp;&amp; c &gt; d &quot;q&quot; &#13;&#10;&#x3000;&nbsp;&#160;|</p>",
    "<body><p>\r\n\xa0nbsp\u3000ideographic\u2028\u205f\x85 spaces</p></body>",
    f"<body><div>{SPACES}x</div><ul><li><a>{SPACES}y</a></li></ul></body>",
    ("<body><script>if (a < b) { s = '</div><li><a>'; }</script><div>x</div>"
     "<style>a > b { c: '<' }</style></body>"),
    ("<html><head><template><body><p>template body</p></body></template></head>"
     "<body>b<li><a>x<script>y</script><template><i>t</i></template></a></li></body></html>"),
    ("<body><template><li><a>hidden</a></li><div>t</div></template><noscript><b>ns</b>"
     "</noscript><svg viewBox='0 0 1 1'><circle r=1/><text>svg text</text></svg></body>"),
    "<body><div></div><span/><br><img src=x><p></p><li></li><a></a><table></table></body>",
    "<HTML><BODY><DIV CLASS=x><UL><LI><A HREF=y>UPPER</A></LI></UL></DIV></BODY></HTML>",
    "<body><fb:like href='x'></fb:like><g:plusone/><og:x>ns text</og:x></body>",
    "<body><h1>中文标题</h1><ul><li><a>新闻链接</a></li></ul><p>正文，内容。🎉</p></body>",
    "<body><div a\"b=1 c<d=2 =e f>g=3>x</div><a<b>y</a<b><x/y>z</body>",
    "<body><li>outside link<a>a<li>nested li<a>b</a></li></a></li><a><li>li in a</li></a></body>",
    "<li><a>before body</a></li><body><div>x</div></body><li><a>after</a></li>",
    "<head><template><li><body><a>li outside the body</a></body></li></template></head>",
    "<table><tr><td><li><a>x</a></td></tr></table><frameset><li><a>y</a></li></frameset>",
    "<html><body>x</body></html><body>y</body><html><p>z</p></html>",
    "<div title=\"a\nb\tc\rd\" data-x='&lt;&gt;&amp;&quot;'>attrs</div>",
    "<body><textarea><b>x</b></textarea><xmp><i></xmp><title>t</title><plaintext><a>",
    "<!DOCTYPE html><!-- before --><?pi x?><html><body>x</body></html><!-- after -->",
    "<body>\ufffe\uffff\U0001F600 x&#xfffe;&#x1F600;&#0;&#xD800;</body>",
    "<body></body>",
    "<p>no html element</p>",
    ("<body>lead <div>abc <b>de<i>f</i></b> <a>link<p>in a</p></a> g<br>h<script>x</script>"
     "<p>new <span>blo<div>inner</div>ck</span> p</p>tail<!-- c -->more</div>"
     "<FONT>upper</FONT><custom-tag>own</custom-tag><div><body>nested</body></div></body>"),
]


@pytest.mark.parametrize("markup", EDGE_CASES)
def test_edge_cases(markup):
    check(parse(markup))


def test_elements_beside_the_root_are_counted():
    # libxml2 puts what follows </html> into a second <html> beside the root
    root = parse("<html><body>x</body></html><body>y<li><a>z</a></li></body><html><p>w</p>")
    assert [s.tag for s in root.itersiblings()] == ["html"]
    scan = check(root)
    assert (scan.visible_chars, scan.list_link_chars) == (3, 1)  # w: outside any body
    # a non-ASCII tag or an unsure character there: the Python counts, the scanned tokens
    check(parse("<html><body>x</body></html><p><aä>y</aä></p>"), fallback=FALLBACK_TAG)
    check(parse("<html><body>x</body></html><body>\x0c</body>"), fallback=FALLBACK_TEXT)


def test_lxml_html_documents():  # the GUI parses with lxml.html's element classes
    for markup in EDGE_CASES[:12]:
        check(html.document_fromstring(markup))


def test_edge_cases_with_other_rules():
    options = SimplifyOptions(drop_with_content=("noscript", "li", "svg", "script"),
                              drop_tags=("a", "body", "template"), unwrap_tags=("div", "DIV"))
    nothing = SimplifyOptions(drop_with_content=(), drop_tags=(), unwrap_tags=())
    for markup in EDGE_CASES:
        for rules in (options, nothing):
            check(parse(markup), rules)


def test_li_and_a_count_only_below_a_body():
    root = etree.Element("html")  # the parser makes no such tree; lxml users may
    li = etree.SubElement(root, "li")
    etree.SubElement(etree.SubElement(li, "body"), "a").text = "not a list link"
    etree.SubElement(etree.SubElement(root, "a"), "li").text = "li in a"
    scan = check(root)
    assert (scan.visible_chars, scan.list_link_chars) == (12, 0)


def test_counts_on_a_known_page():
    scan = check(parse("<body><p>ab c</p><ul><li><b><a>d e</a></b></li></ul>"
                       "<script>zzz</script></body>"))
    assert (scan.visible_chars, scan.list_link_chars) == (5, 2)
    assert scan.longest_paragraph == 3  # "ab c"; "d e" is a link's


def test_control_characters_take_the_python_counts():
    # libxml2 writes \v, \f and \x1c-\x1f (whitespace) and \x01 (not) alike as &#xFFFD;
    for char in "\x0b\x0c\x1c\x1f\x01":
        check(parse(f"<body><ul><li><a>x{char}y</a></li></ul></body>"), fallback=FALLBACK_TEXT)
    check(parse("<head><title>\x0b</title></head><body>x</body>"))  # not counted: no fallback


def test_non_ascii_tag_name_falls_back():
    root = etree.Element("html")
    body = etree.SubElement(root, "body")
    etree.SubElement(etree.SubElement(body, "li"), "a").text = "x y"
    etree.SubElement(body, "größe").text = "z"
    scan = check(root, fallback=FALLBACK_TAG)
    assert (scan.visible_chars, scan.list_link_chars) == (3, 2)
    # the parser keeps non-ASCII after a tag's first letter; Python lower-cases 'İ' to 'i̇'
    check(parse("<body><ul><li><a>x</a></li></ul><aä>y</aä><DİV>z</DİV></body>"),
          fallback=FALLBACK_TAG)


def test_unexpected_markup_falls_back():
    root = parse("<body><div>x</div></body>")
    root.find("body/div").append(etree.Entity("nbsp"))  # an entity node: &nbsp; in the output
    check(root, fallback=FALLBACK_MARKUP)


def test_a_root_that_is_not_the_documents_takes_the_python_counts():
    root = parse("<html><body><ul><li><a>x</a></li></ul></body></html>")
    check(root.find("body"), fallback=FALLBACK_DOCUMENT)


def test_deep_nesting():
    levels = 650  # 1952 elements deep: libxml2's parser stops at 2048
    root = parse("<body>" + "<div><li><a>x" * levels + "</a></li></div>" * levels + "</body>")
    assert check(root).depths.max() == 2 * levels + 1  # div and a: li is unwrapped
    root = etree.Element("html")  # deeper than a parser makes
    element = etree.SubElement(root, "body")
    for _ in range(10_000):
        element = etree.SubElement(element, "span")
        element.text = "x"
    assert check(root).depths.max() == 10_001


def test_the_kernel_whitespace_is_str_isspace():
    t = _table(OPTIONS)
    chars = [chr(c) for c in range(0x110000) if not 0xD800 <= c < 0xE000 and chr(c) not in "<&"]
    for start in range(0, len(chars), 512):
        block = "".join(chars[start:start + 512])
        expected = sum(not c.isspace() for c in block)
        # raw and as character references (&#xFFFD; left out: it means 'unknown')
        refs = "".join(f"&#{ord(c)};" for c in block if c != "\ufffd")
        for text, count in ((block, expected), (refs, expected - ("\ufffd" in block))):
            data = f"<body>{text}</body>".encode()
            out = kernels.scan_page(np.frombuffer(data, np.uint8), t.slots, t.codes, t.flags,
                                    t.names, t.name_starts)
            assert out[5] == kernels.OK and out[2] == count, hex(ord(block[0]))


def tag_names(root) -> set[str]:
    """Every element's tag in the document: the root's tree and what libxml2 put beside it."""
    return {el.tag for top in (root, *root.itersiblings()) if isinstance(top.tag, str)
            for el in top.iter(etree.Element)}


@settings(max_examples=500, deadline=None)
@given(st.lists(st.one_of(PIECES, TREES), max_size=12))
def test_random_documents(pieces):
    markup = "".join(pieces)
    try:
        root = parse(markup)
    except PageError:  # nothing but text or comments: no document, not an example
        reject()
    scan = scan_page(root, OPTIONS)
    tokens, depths = python_tokens(root)
    assert np.array_equal(scan.tokens, tokens) and np.array_equal(scan.depths, depths)
    assert scan.link_counts == python_counts(root)
    ascii_tags = all(tag.isascii() for tag in tag_names(root))
    controls = any(ord(c) < 32 and c not in "\t\n\r" for c in markup)
    if controls:  # the only case where the scan may be unsure, for any reason (a control
        return    # character in a tag name: 'unexpected markup'); the tokens are right above
    if scan.fallback == FALLBACK_TEXT:
        raise AssertionError("the scan was unsure of text without control characters")
    elif scan.fallback == FALLBACK_TAG:
        assert not ascii_tags
    else:
        assert scan.fallback == "" and ascii_tags
