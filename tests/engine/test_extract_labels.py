"""Labels by node, by XPath, by example value; ambiguity; carrying across re-induction."""

import pytest

from tplx_engine.config import load_config
from tplx_engine.extract.carry import carry_labels
from tplx_engine.extract.labels import (
    AmbiguousLabel,
    LabelError,
    check_field,
    label_node,
    label_value,
    label_values,
    label_xpath,
)
from tplx_engine.extract.values import Extractor
from tplx_engine.template import PageOptions, induce_template, load_view

OPTIONS = PageOptions.from_config(load_config(use_user_dir=False))


@pytest.fixture(scope="module")
def demo(demo_crawl, demo_manifest):
    names = ("en-product", "zh-forum", "en-forum", "zh-news")
    entries = {n: [p for p in demo_manifest["pages"] if p["template"] == n
                   and p["kind"] == "detail"] for n in names}
    views = {n: [load_view(demo_crawl / p["path"], p["path"], OPTIONS, with_texts=True)
                 for p in entries[n]] for n in names}
    templates = {n: induce_template(views[n], 0, template_id=n, cluster=i, threshold=0.3,
                                    metric="elcs", options=OPTIONS)
                 for i, n in enumerate(names)}
    return entries, views, templates


def values_on_all_pages(template, labels, entries, views, field):
    extractor = Extractor([template], labels)
    got = [extractor.extract_view(v).record().get(field) for v in views]
    truth = [e["fields"][field] for e in entries]
    return got, truth


def test_label_by_node_id_and_its_errors(demo):
    entries, views, templates = demo
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
    for bad in ("", "1ST", "has space", "xmlThing", "a<b"):
        with pytest.raises(LabelError):
            check_field(bad)


def test_label_by_xpath_on_a_text_node_yields_the_value_alone(demo):
    entries, views, templates = demo
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


def test_label_by_xpath_refuses_what_is_not_data(demo):
    _, views, templates = demo
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


def test_label_by_value_strips_template_text_inside_the_node(demo):
    entries, views, templates = demo
    t = templates["zh-forum"]
    first = entries["zh-forum"][0]["fields"]["POST_DATE"][0]
    label = label_value(t, views["zh-forum"][0], first, "POST_DATE", repeated=True)
    assert label.prefix == "发表于 "
    got, truth = values_on_all_pages(t, [label], entries["zh-forum"], views["zh-forum"],
                                     "POST_DATE")
    assert got == truth


def test_multi_paragraph_value_is_an_element_label(demo):
    entries, views, templates = demo
    t = templates["zh-news"]
    content = entries["zh-news"][0]["fields"]["CONTENT"]
    label = label_value(t, views["zh-news"][0], content, "CONTENT", repeated=False)
    assert "#" not in label.target
    got, truth = values_on_all_pages(t, [label], entries["zh-news"], views["zh-news"],
                                     "CONTENT")
    assert got == truth


def test_ambiguous_value_lists_candidates_and_pick_chooses(demo):
    entries, views, templates = demo
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


def test_value_not_on_the_page(demo):
    _, views, templates = demo
    with pytest.raises(LabelError, match="not found"):
        label_value(templates["en-product"], views["en-product"][0], "no such text", "X")


def test_voting_over_several_pages(demo):
    entries, views, templates = demo
    t = templates["en-forum"]
    examples = [(views["en-forum"][i], entries["en-forum"][i]["fields"]["POST_AUTHOR"][0])
                for i in range(3)]
    label = label_values(t, examples, "POST_AUTHOR", repeated=True)
    got, truth = values_on_all_pages(t, [label], entries["en-forum"], views["en-forum"],
                                     "POST_AUTHOR")
    assert got == truth


def _label_all(template, entries, views):
    labels = []
    for field in ("TITLE", "PUBLISHER", "EDITION", "FEATURE", "DESCRIPTION"):
        i = next(i for i, e in enumerate(entries) if e["fields"][field])
        value = entries[i]["fields"][field]
        repeated = isinstance(value, list)
        labels.append(label_value(template, views[i], value[0] if repeated else value, field,
                                  repeated=repeated))
    return labels


def test_labels_are_carried_to_a_rebuilt_template(demo):
    entries, views, _ = demo
    entries, views = entries["en-product"], views["en-product"]
    plain = [i for i, v in enumerate(views) if not v.root.xpath("//span[@class='list-price']")]
    assert 3 <= len(plain) < len(views)
    old = induce_template([views[i] for i in plain], 0, template_id="old", cluster=0,
                          threshold=0.3, metric="elcs", options=OPTIONS)
    labels = _label_all(old, [entries[i] for i in plain], [views[i] for i in plain])
    labels.append(label_node(old, labels[1].target, "PUBLISHER_BY_ID"))  # no example page
    new = induce_template(views, 0, template_id="new", cluster=0, threshold=0.3,
                          metric="elcs", options=OPTIONS)
    by_id = {v.page_id: v for v in views}
    report = carry_labels(labels, [old], [new], by_id.get)
    assert not report.lost
    assert [lb.field for lb in report.carried] == [lb.field for lb in labels]
    assert any(a.target != b.target for a, b in zip(labels, report.carried))
    extractor = Extractor([new], report.carried)
    for entry, view in zip(entries, views):
        record = extractor.extract_view(view).record()
        for field in ("TITLE", "PUBLISHER", "EDITION", "FEATURE", "DESCRIPTION"):
            assert record.get(field) == entry["fields"][field]
        assert record["PUBLISHER_BY_ID"] == entry["fields"]["PUBLISHER"]


def test_labels_that_cannot_be_carried_are_reported(demo):
    entries, views, templates = demo
    label = label_value(templates["en-product"], views["en-product"][0],
                        entries["en-product"][0]["fields"]["TITLE"], "TITLE")
    by_id = {v.page_id: v for n in views for v in views[n]}
    report = carry_labels([label], [templates["en-product"]], [templates["zh-forum"]],
                          by_id.get)
    assert report.carried == () and report.lost[0][0] is label
    assert "none of its pages" in report.lost[0][1]


def test_xpath_on_a_text_node_drops_the_slots_template_prefix(demo):
    entries, views, templates = demo
    t = templates["zh-forum"]
    label = label_xpath(t, views["zh-forum"][0], "//em[@id='authorposton0']/text()", "DATE")
    assert t.node(label.node_id).slots[label.slot].prefix == "发表于 "
    extractor = Extractor([t], [label])
    got = [extractor.extract_view(v).record()["DATE"] for v in views["zh-forum"]]
    assert got == [e["fields"]["POST_DATE"] for e in entries["zh-forum"]]
