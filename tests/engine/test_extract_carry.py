"""Carrying labels to rebuilt templates (extract/carry.py): every label follows its node to the
new template, or is reported lost with the reason."""

from tplx_engine.config import load_config
from tplx_engine.extract.carry import carry_labels
from tplx_engine.extract.labels import label_node, label_value
from tplx_engine.extract.values import Extractor
from tplx_engine.template import PageOptions, induce_template

OPTIONS = PageOptions.from_config(load_config(use_user_dir=False))


def _label_all(template, entries, views):
    labels = []
    for field in ("TITLE", "PUBLISHER", "EDITION", "FEATURE", "DESCRIPTION"):
        i = next(i for i, e in enumerate(entries) if e["fields"][field])
        value = entries[i]["fields"][field]
        repeated = isinstance(value, list)
        labels.append(label_value(template, views[i], value[0] if repeated else value, field,
                                  repeated=repeated))
    return labels


def test_labels_are_carried_to_a_rebuilt_template(labelling_demo):
    entries, views, _ = labelling_demo
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


def test_labels_that_cannot_be_carried_are_reported(labelling_demo):
    entries, views, templates = labelling_demo
    label = label_value(templates["en-product"], views["en-product"][0],
                        entries["en-product"][0]["fields"]["TITLE"], "TITLE")
    by_id = {v.page_id: v for n in views for v in views[n]}
    report = carry_labels([label], [templates["en-product"]], [templates["zh-forum"]],
                          by_id.get)
    assert report.carried == () and report.lost[0][0] is label
    assert "none of its pages" in report.lost[0][1]
