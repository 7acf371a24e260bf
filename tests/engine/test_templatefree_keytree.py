"""Key-tree record extraction (SPEC §7, source 004 §4)."""

from __future__ import annotations

import lxml.html
import pytest
from lxml import etree

from tplx_engine.similarity import treematch
from tplx_engine.templatefree import keytree
from tplx_engine.templatefree.keytree import key_records


def product(n, with_rating=True, with_sale=False):
    rating = f'<span class="rating">{n % 5} stars</span>' if with_rating else ""
    sale = '<em class="sale">Sale!</em>' if with_sale else ""
    return (f'<div class="product"><a href="/p/{n}"><img src="/i/{n}.jpg"></a>'
            f'<h3><a href="/p/{n}">Product {n}</a></h3><span class="price">{n}.99</span>'
            f"{rating}{sale}<p>Short description of product {n}.</p></div>")


def shop(products):
    return lxml.html.document_fromstring(
        '<html><body><div id="header"><div class="logo"><a href="/">Shop</a></div>'
        '<div class="search"><form><input name="q"></form></div></div>'
        f'<div id="grid">{"".join(products)}</div>'
        '<div id="footer"><div class="links"><a href="/about">About</a></div>'
        "<p>Copyright</p></div></body></html>")


def test_finds_every_product_record():
    products = [product(n, with_rating=n % 3 != 0, with_sale=n % 4 == 0) for n in range(1, 11)]
    root = shop(products)
    result = key_records(root, '//div[@class="product"][1]')
    assert result.ok and result.reason == ""
    assert len(result.records) == 10
    assert all(r.get("class") == "product" for r in result.records)
    assert all(0.8 < s <= 1.0 for s in result.similarities)
    assert result.example is root.xpath('//div[@class="product"][1]')[0]
    # header/footer divs share the root tag but not the structure
    assert not any(r.get("id") in ("header", "footer") for r in result.records)


def test_example_from_another_page_and_threshold():
    key = lxml.html.fragment_fromstring(product(99, with_sale=True))
    root = shop([product(n) for n in range(5)])
    loose = key_records(root, key, threshold=0.8)
    assert len(loose.records) == 5
    # the records lack the key's <em>, which has no counterpart: similarity just below 1
    assert all(0.9 < s < 0.99 for s in loose.similarities)
    strict = key_records(root, key, threshold=0.99)
    assert not strict.ok and "no <div> subtree" in strict.reason


def test_records_are_not_searched_inside():
    # a record containing a record-like subtree yields the outer one only
    inner = product(1)
    outer = f'<div class="product">{inner}</div>'
    root = lxml.html.document_fromstring(f"<html><body>{outer}</body></html>")
    key = lxml.html.fragment_fromstring(outer)
    result = key_records(root, key, threshold=0.5)
    assert len(result.records) == 1 and result.records[0].getparent().tag == "body"


@pytest.mark.parametrize("example, reason", [
    ("//div[@class='nothing']", "selects 0 elements"),
    ("//div[@class='product']", "selects 3 elements"),
    ("//div[", "invalid XPath"),
    (None, "not an element"),
])
def test_bad_examples_give_reasons(example, reason):
    root = shop([product(n) for n in range(3)])
    result = key_records(root, example)
    assert not result.ok and reason in result.reason and result.records == ()


def test_deep_page_and_unchanged_tree():
    root = etree.Element("html")
    node = etree.SubElement(root, "body")
    for _ in range(10_000):
        node = etree.SubElement(node, "section")
    for n in range(3):
        node.append(lxml.html.fragment_fromstring(product(n)))
    before = etree.tostring(root)
    result = key_records(root, node[0])
    assert len(result.records) == 3
    assert etree.tostring(root) == before
    with pytest.raises(ValueError):
        key_records(root, node[0], threshold=2)


def test_shares_the_free_matching_implementation():
    assert keytree.free_match_similarity is treematch.free_match_similarity
