"""The one definition of visible text (load/visible.py) and what each stage takes from it."""

from lxml import html

from tplx_engine.load import visible
from tplx_engine.load.visible import element_text, is_dialog, is_hidden, visible_chars, visible_text
from tplx_engine.templatefree.flatview import build_view

PAGE = """<html><head><title>T</title><style>p {}</style></head><body>
<p>shown</p><script>var s = 1;</script><template><div>inert</div></template>
<noscript>no js</noscript><select><option>opt</option></select>
<div hidden>attr</div><div style="display: none">css</div><!-- comment --></body></html>"""


def test_the_sets_build_on_each_other():
    assert visible.RAW_TEXT_TAGS < visible.NEVER_TEXT_TAGS < visible.READER_HIDDEN_TAGS
    assert visible.READER_HIDDEN_TAGS - visible.NEVER_TEXT_TAGS == visible.NOSCRIPT_TAGS
    assert visible.READER_HIDDEN_TAGS | visible.NON_CONTENT_TAGS < visible.CONTENT_SKIP_TAGS
    assert visible.SOURCE_SKIP_TAGS == visible.RAW_TEXT_TAGS


def _chars(text: str) -> str:
    return "".join(text.split())


def test_each_reader_sees_its_own_text():
    root = html.document_fromstring(PAGE)
    crawler = _chars(visible_text(root))
    assert crawler == "shownnojsoptattrcss"  # a crawler runs no JavaScript
    assert visible_chars(root) == len(crawler)
    assert _chars(element_text(root.find("body"))) == "shownoptattrcss"  # a reader's browser
    source = build_view(root)  # the published methods remove script and style only
    assert _chars(source.text(0)) == "Tshowninertnojsoptattrcss"
    content = build_view(root, visible.CONTENT_SKIP_TAGS, skip_hidden=True)
    assert _chars(content.text(0)) == "shown"


def test_hidden_elements():
    for markup in ('<div hidden>', '<div aria-hidden="true">', '<div style="DISPLAY:none">',
                   '<div style="color: red; visibility : hidden">'):
        assert is_hidden(html.fragment_fromstring(markup + "x</div>"))
    for markup in ("<div>", '<div aria-hidden="false">', '<div style="display: block">'):
        assert not is_hidden(html.fragment_fromstring(markup + "x</div>"))


def test_dialogs():
    for markup in ("<dialog>", '<div role="alertdialog">', '<div aria-modal="true">',
                   '<div class="report-box modal fade">'):
        assert is_dialog(html.fragment_fromstring(markup + "x</div>"))
    # Bootstrap names the page's body "modal-open" while a dialog is open
    for markup in ("<div>", '<div class="modal-open">', '<div class="modal-body">',
                   '<div role="main">'):
        assert not is_dialog(html.fragment_fromstring(markup + "x</div>"))


def test_visible_chars_count_the_visible_text_of_demo_pages(demo_crawl, demo_manifest):
    for entry in demo_manifest["pages"][::20]:
        root = html.document_fromstring((demo_crawl / entry["path"]).read_bytes())
        assert visible_chars(root) == len(_chars(visible_text(root))), entry["path"]


def test_element_text_of_a_tricky_page(tricky_html):
    root = html.document_fromstring(tricky_html)
    first = root.xpath("//div[@id='a']")[0]
    assert element_text(first) == ("lead after commentbold tail after script innerdeep end "
                                   "last para onepara two")
    assert element_text(root.xpath("//div")[1]) == "x&y z"
