"""Labels (extract/labels.py) by node, by XPath, by example value, by votes over pages;
ambiguity, field names, what is not data."""

import pytest

from tplx_engine.extract.labels import (
    AmbiguousLabel,
    LabelError,
    check_field,
    label_node,
    label_value,
    label_xpath,
)
from tplx_engine.extract.learn import learn_field
from tplx_engine.extract.values import Extractor


def values_on_all_pages(template, labels, entries, views, field):
    extractor = Extractor([template], labels)
    got = [extractor.extract_view(v).record().get(field) for v in views]
    truth = [e["fields"][field] for e in entries]
    return got, truth


def test_label_by_node_id_and_its_errors(labelling_demo):
    entries, views, templates = labelling_demo
    t = templates["en-product"]
    h1 = next(n for n in t.nodes if n.tag == "h1")
    label = label_node(t, h1.id, "TITLE")
    got, truth = values_on_all_pages(t, [label], entries["en-product"], views["en-product"],
                                     "TITLE")
    assert got == truth
    with pytest.raises(LabelError, match="no node"):
        label_node(t, "E99:0", "TITLE")
    with pytest.raises(LabelError, match="no slot"):
        label_node(t, f"{h1.id}#7", "TITLE")
    for bad in ("", "1ST", "has space", "xmlThing", "a<b", "ªB", "出版社：", "a²"):
        with pytest.raises(LabelError):
            check_field(bad)
    for good in ("出版社", "ÉDITEUR_1", "_x.y-z"):
        assert check_field(good) == good


def test_label_by_xpath_on_a_text_node_yields_the_value_alone(labelling_demo):
    entries, views, templates = labelling_demo
    t, page = templates["en-product"], views["en-product"][0]
    xpath = "//table[@class='specs']/tr[td/b='Publisher:']/td/text()[1]"
    label = label_xpath(t, page, xpath, "PUBLISHER")
    assert "#" in label.target and label.example == entries["en-product"][0]["fields"][
        "PUBLISHER"]
    got, truth = values_on_all_pages(t, [label], entries["en-product"], views["en-product"],
                                     "PUBLISHER")
    assert got == truth
    # the unwrapped <td> holds one data text: the same slot
    cell = label_xpath(t, page, "//table[@class='specs']/tr[td/b='Publisher:']/td", "P2")
    assert cell.target == label.target


def test_label_by_xpath_refuses_what_is_not_data(labelling_demo):
    _, views, templates = labelling_demo
    t, page = templates["en-product"], views["en-product"][0]
    with pytest.raises(LabelError, match="template text"):
        label_xpath(t, page, "//table[@class='specs']/tr/td/b[.='Publisher:']/text()", "X")
    with pytest.raises(LabelError, match="selects nothing"):
        label_xpath(t, page, "//article", "X")
    with pytest.raises(LabelError, match="selects 2|selects [0-9]+ nodes"):
        label_xpath(t, page, "//h3", "X")
    with pytest.raises(LabelError, match="attribute"):
        label_xpath(t, page, "//h1/@class", "X")
    with pytest.raises(LabelError, match="invalid XPath"):
        label_xpath(t, page, "//h1[", "X")


def test_label_by_value_strips_template_text_inside_the_node(labelling_demo):
    entries, views, templates = labelling_demo
    t = templates["zh-forum"]
    first = entries["zh-forum"][0]["fields"]["POST_DATE"][0]
    label = label_value(t, views["zh-forum"][0], first, "POST_DATE", repeated=True)
    assert label.prefix == "发表于 "
    got, truth = values_on_all_pages(t, [label], entries["zh-forum"], views["zh-forum"],
                                     "POST_DATE")
    assert got == truth


def test_multi_paragraph_value_is_an_element_label(labelling_demo):
    entries, views, templates = labelling_demo
    t = templates["zh-news"]
    content = entries["zh-news"][0]["fields"]["CONTENT"]
    label = label_value(t, views["zh-news"][0], content, "CONTENT", repeated=False)
    assert "#" not in label.target
    got, truth = values_on_all_pages(t, [label], entries["zh-news"], views["zh-news"],
                                     "CONTENT")
    assert got == truth


def test_ambiguous_value_lists_candidates_and_pick_chooses(labelling_demo):
    entries, views, templates = labelling_demo
    t, page = templates["en-forum"], views["en-forum"][0]
    title = entries["en-forum"][0]["fields"]["TITLE"]
    with pytest.raises(AmbiguousLabel) as caught:
        label_value(t, page, title, "TITLE")
    candidates = caught.value.candidates
    assert len(candidates) >= 2 and len({c.target for c in candidates}) == len(candidates)
    assert all(page.root.xpath(c.xpath) for c in candidates)
    assert "pick=N" in str(caught.value)
    picked = label_value(t, page, title, "TITLE", pick=1)
    assert picked.target == candidates[1].target
    # the analyst's hint that the field is single-valued ranks the non-repeated node first
    single = label_value(t, page, title, "TITLE", repeated=False, pick=0)
    assert not t.node(single.node_id).repeatable


def test_value_not_on_the_page(labelling_demo):
    _, views, templates = labelling_demo
    with pytest.raises(LabelError, match="not found"):
        label_value(templates["en-product"], views["en-product"][0], "no such text", "X")


def test_voting_over_several_pages(labelling_demo):
    entries, views, templates = labelling_demo
    t = templates["en-forum"]
    examples = [(views["en-forum"][i], entries["en-forum"][i]["fields"]["POST_AUTHOR"][0])
                for i in range(3)]
    # the author link stands in the post header and in the profile box: the list that takes
    # both gives every author twice and ranks below the one that gives each post's once
    label = learn_field(t, examples, "POST_AUTHOR", sample=views["en-forum"][:8], repeated=True)
    got, truth = values_on_all_pages(t, [label], entries["en-forum"], views["en-forum"],
                                     "POST_AUTHOR")
    assert got == truth


def test_xpath_on_a_text_node_drops_the_slots_template_prefix(labelling_demo):
    entries, views, templates = labelling_demo
    t = templates["zh-forum"]
    label = label_xpath(t, views["zh-forum"][0], "//em[@id='authorposton0']/text()", "DATE")
    assert t.node(label.node_id).slots[label.slot].prefix == "发表于 "
    extractor = Extractor([t], [label])
    got = [extractor.extract_view(v).record()["DATE"] for v in views["zh-forum"]]
    assert got == [e["fields"]["POST_DATE"] for e in entries["zh-forum"]]
