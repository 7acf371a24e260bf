"""Text nodes of template nodes (template/text.py, template/page.py)."""

from tplx_engine.config import load_config
from tplx_engine.load.simplify import build_sequence
from tplx_engine.load.visible import element_text
from tplx_engine.template import PageOptions, load_view, view_of_html
from tplx_engine.template.text import (
    normalize,
    safe_prefix,
    safe_suffix,
    strip_affixes,
    text_node_xpath,
)

TRICKY = """<html><body><div id="a">lead <!-- note --> after comment<b>bold</b> tail
<script>var x = "<div>";</script> after script <span>inner<i>deep</i> end</span> last
<p>para one</p><p>para two</p><style>p {}</style></div><div>x&amp;y&nbsp;z</div>
</body></html>"""


def _signature(refs):
    return [(id(r.node), r.is_tail, r.owner, r.after, r.value) for r in refs]


def test_lazy_texts_equal_the_full_walk():
    page = view_of_html(TRICKY)
    full = build_sequence(page.root, page.options.simplify, with_texts=True).texts
    for token in range(len(page.seq)):
        assert _signature(page.texts_of(token)) == _signature(
            [r for r in full if r.owner == token])


def test_lazy_texts_on_demo_pages(demo_crawl, demo_manifest):
    options = PageOptions.from_config(load_config(use_user_dir=False))
    pages = [p for p in demo_manifest["pages"] if p["kind"] in ("detail", "list")][::25]
    for entry in pages:
        page = load_view(demo_crawl / entry["path"], entry["path"], options)
        full = build_sequence(page.root, options.simplify, with_texts=True).texts
        for token in range(len(page.seq)):
            assert _signature(page.texts_of(token)) == _signature(
                [r for r in full if r.owner == token]), (entry["path"], token)


def test_element_text_is_the_visible_text_normalised():
    page = view_of_html(TRICKY)
    first = page.root.xpath("//div[@id='a']")[0]
    assert element_text(first) == ("lead after commentbold tail after script innerdeep end "
                                   "last para onepara two")
    assert element_text(page.root.xpath("//div")[1]) == "x&y z"
    assert normalize("  a\n\t b\u00a0 c ") == "a b c"


def test_text_node_xpath_selects_the_same_text():
    page = view_of_html(TRICKY)
    for ref in page.all_texts:
        found = page.root.xpath(text_node_xpath(ref))
        assert len(found) == 1 and found[0] == ref.value


def test_safe_prefix_keeps_labels_and_never_data():
    assert safe_prefix("发表于 2014年6月1") == "发表于 "
    assert safe_prefix("来源：") == "来源："
    assert safe_prefix("Publisher: Ac") == "Publisher: "
    assert safe_prefix("The ") == ""  # plain words shared by data are not template text
    assert safe_prefix("2014-06-") == ""
    assert safe_suffix(" - The Riverton Herald") == " - The Riverton Herald"
    assert safe_suffix(" edition") == ""
    assert safe_suffix("x 12 posts") == ""


def test_strip_affixes_only_when_present_and_never_to_empty():
    assert strip_affixes("发表于 2014年6月12日", ["发表于 "], [""]) == "2014年6月12日"
    assert strip_affixes("2014年6月12日", ["发表于 "], [""]) == "2014年6月12日"
    assert strip_affixes("（责任编辑：陈磊）", ["（责任编辑："], ["）"]) == "陈磊"
    assert strip_affixes("来源：", ["来源："], []) == "来源："

