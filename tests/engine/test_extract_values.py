"""Extraction (SPEC §6) against the demo crawl's ground truth, pooling, explanations."""

import copy
from collections import defaultdict

import pytest
from lxml import etree

from tplx_engine.cluster import cluster, cut, pairwise_distances
from tplx_engine.config import load_config
from tplx_engine.extract.labels import AmbiguousLabel, label_value
from tplx_engine.extract.values import EXTRACTED, FAILED, POOLED, SKIPPED, Extractor
from tplx_engine.similarity import get_metric
from tplx_engine.template import PageOptions, induce_template, load_view, view_of

CONFIG = load_config(use_user_dir=False)
OPTIONS = PageOptions.from_config(CONFIG)
THRESHOLD = 0.3


@pytest.fixture(scope="module")
def demo(demo_crawl, demo_manifest):
    """Templates of every demo detail template, clustered (not taken from the manifest)."""
    entries = [p for p in demo_manifest["pages"] if p["kind"] == "detail"]
    views = [load_view(demo_crawl / p["path"], p["path"], OPTIONS, with_texts=True)
             for p in entries]
    metric = get_metric("elcs")
    distances = pairwise_distances([metric.prepare(v.merged) for v in views], "elcs", {},
                                   workers=1)
    flat = cut(cluster(distances), THRESHOLD, distances)
    templates = {}
    for k in range(flat.n_clusters):
        members = flat.members(k).tolist()
        names = {entries[i]["template"] for i in members}
        assert len(names) == 1, f"cluster {k} mixes templates {names}"
        medoid = members.index(int(flat.medoids[k]))
        templates[names.pop()] = induce_template(
            [views[i] for i in members], medoid, template_id=f"t{k}", cluster=k,
            threshold=THRESHOLD, metric="elcs", options=OPTIONS)
    assert len(templates) == 6
    return entries, views, templates


def labels_from_one_page(template, entries, views, name):
    """Each field labelled once, by example value from the manifest, on the first page of the
    template that has a value; an ambiguous value takes the top-ranked candidate."""
    members = [i for i, e in enumerate(entries) if e["template"] == name]
    labels = []
    for field in entries[members[0]]["fields"]:
        page = next((i for i in members if entries[i]["fields"][field]), None)
        if page is None:
            continue
        value = entries[page]["fields"][field]
        repeated = isinstance(value, list)
        example = value[0] if repeated else value
        try:
            label = label_value(template, views[page], example, field, repeated=repeated)
        except AmbiguousLabel:
            label = label_value(template, views[page], example, field, repeated=repeated,
                                pick=0)
        labels.append(label)
    return labels


def accuracy(extractor, entries, views, names):
    right = total = 0
    wrong = defaultdict(list)
    for entry, view in zip(entries, views):
        if entry["template"] not in names:
            continue
        result = extractor.extract_view(view)
        assert result.status == EXTRACTED
        record = result.record()
        for field, truth in entry["fields"].items():
            got = record.get(field)
            total += 1
            if got == truth or (truth == [] and got is None):
                right += 1
            else:
                wrong[(entry["template"], field)].append(entry["path"])
    return right / total, dict(wrong)


def test_fields_equal_the_ground_truth_for_every_demo_template(demo):
    entries, views, templates = demo
    labels = [lb for n, t in templates.items() for lb in labels_from_one_page(t, entries, views, n)]
    extractor = Extractor(list(templates.values()), labels)
    for name in templates:  # each template on its own: a pooled score could hide one
        score, wrong = accuracy(extractor, entries, views, {name})
        assert score >= 0.99, (name, wrong)


def test_a_page_of_an_unknown_template_is_pooled(demo):
    entries, views, templates = demo
    extractor = Extractor([templates["en-product"]])
    forum = next(v for e, v in zip(entries, views) if e["template"] == "zh-forum")
    result = extractor.extract_view(forum)
    assert result.status == POOLED and result.distance > THRESHOLD
    assert result.fields == () and result.sequence is not None
    assert "exceeds its threshold" in result.reason


def test_explanation_points_at_the_page_nodes(demo):
    entries, views, templates = demo
    name = "zh-forum"
    labels = labels_from_one_page(templates[name], entries, views, name)
    extractor = Extractor([templates[name]], labels)
    i = next(i for i, e in enumerate(entries) if e["template"] == name)
    root = copy.deepcopy(views[i].root)
    extra = etree.SubElement(root.find("body"), "div", id="extra")
    etree.SubElement(extra, "span").text = "an advert"
    page = view_of(root, views[i].page_id, OPTIONS)
    explanation = extractor.explain_view(page)
    result = explanation.result
    assert result.template_id == templates[name].id and result.score > 0.9
    for node_id, xpath in explanation.matched:
        assert len(page.root.xpath(xpath)) == 1
    matched = {x for _, x in explanation.matched}
    assert explanation.dynamic == (root.getroottree().getpath(extra),)  # the subtree's root
    assert not matched & set(explanation.dynamic)
    for value in result.fields:
        assert len(value.xpaths) == len(value.values) > 0
        for text, xpath in zip(value.values, value.xpaths):
            found = page.root.xpath(xpath)
            node_text = found[0] if isinstance(found[0], str) else "".join(found[0].itertext())
            assert text in " ".join(node_text.split())
    post_dates = next(v for v in result.fields if v.field == "POST_DATE")
    assert post_dates.values == tuple(entries[i]["fields"]["POST_DATE"])  # '发表于 ' stripped


def test_bad_and_filtered_pages_are_results_not_exceptions(demo, demo_crawl, demo_manifest,
                                                           tmp_path):
    _, _, templates = demo
    extractor = Extractor(list(templates.values()), (), CONFIG)
    broken = tmp_path / "broken.html"
    broken.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)))
    assert extractor.extract_file(broken, "broken.html").status == FAILED
    assert extractor.extract_file(tmp_path / "gone.html", "gone.html").status == FAILED
    error_page = next(p for p in demo_manifest["pages"] if p["kind"] == "error")
    skipped = extractor.extract_file(demo_crawl / error_page["path"], error_page["path"])
    assert skipped.status == SKIPPED and skipped.reason


def test_repeated_fields_give_one_value_per_record(demo):
    entries, views, templates = demo
    name = "en-blog"
    labels = labels_from_one_page(templates[name], entries, views, name)
    extractor = Extractor([templates[name]], labels)
    for entry, view in zip(entries, views):
        if entry["template"] == name:
            record = extractor.extract_view(view).record()
            assert record["COMMENT_AUTHOR"] == entry["fields"]["COMMENT_AUTHOR"]
            assert isinstance(record["TITLE"], str)


def test_a_fields_values_policy_and_clean_up_pattern():
    from dataclasses import replace as changed

    from tplx_engine.extract.labels import Label
    from tplx_engine.extract.values import FieldValue, typed

    found = FieldValue("AUTHOR", "E1:2", True, ("by Ann Lee", "by Bo Chen", "Write a review"),
                       ("/a[1]", "/a[2]", "/a[3]"))
    label = Label(template_id="t", field="AUTHOR", target="E1:2")
    assert typed(found, label, "").value == ["by Ann Lee", "by Bo Chen", "Write a review"]
    first = typed(found, changed(label, values="first"), "")
    assert (first.value, first.xpaths) == ("by Ann Lee", ("/a[1]",))
    joined = typed(found, changed(label, values="join", join_with=" / ", clean=r"^by (.+)"), "")
    assert joined.value == "Ann Lee / Bo Chen / Write a review"  # no match: kept as read
    whole = typed(found, changed(label, clean=r"[A-Z]\w+"), "")  # no group: the match
    assert whole.value == ["Ann", "Bo", "Write"]
    assert typed(changed(found, values=()), changed(label, values="join"), "").values == ()
