"""Texts of template nodes (template/text.py): XPaths of text nodes, whitespace, template text
around data (prefixes and suffixes)."""

from tplx_engine.template import view_of_html
from tplx_engine.template.text import (
    normalize,
    safe_prefix,
    safe_suffix,
    strip_affixes,
    text_node_xpath,
)


def test_text_node_xpath_selects_the_same_text(tricky_html):
    page = view_of_html(tricky_html)
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


def test_normalize_collapses_every_kind_of_space():
    assert normalize("  a\n\t b\u00a0 c ") == "a b c"
