"""Fields proposed by a template's own label/value rows (suggest/fields.py)."""

from shop_pages import OPTIONS, shop_page

from tplx_engine.suggest.fields import field_name, label_value_fields
from tplx_engine.template.induce import induce_template
from tplx_engine.template.page import view_of_html


def test_label_value_rows_propose_fields_named_after_their_labels():
    pages = [shop_page(i) for i in range(1, 37)]
    views = [view_of_html(html, f"p{i:02d}.html", OPTIONS) for i, (html, _) in enumerate(pages)]
    template = induce_template(views, 0, template_id="T", cluster=0, threshold=0.5,
                               metric="elcs", options=OPTIONS)
    found = {s.field: s for s in label_value_fields(template, views)}
    assert {"ISBN_13", "PUBLISHER", "PUBLICATION_DATE", "FORMAT", "PAGES", "WEIGHT", "EDITION",
            "LANGUAGE", "VENDOR", "DIMENSIONS", "READING_AGE"} <= set(found)
    assert "BINDING" not in found and "SERIES" not in found  # one value everywhere: no field
    assert found["ISBN_13"].confidence == 1.0 and found["VENDOR"].confidence == 0.5
    assert found["LANGUAGE"].confidence == round(30 / 36, 4)  # missing on every sixth page
    by_page = {v.page_id: truth for v, (_, truth) in zip(views, pages)}
    for name, truth_key in (("ISBN_13", "ISBN"), ("PAGES", "PAGES"), ("WEIGHT", "WEIGHT"),
                            ("DIMENSIONS", "DIMENSIONS"), ("READING_AGE", "AGE")):
        s = found[name]
        assert s.example == by_page[s.page_id][truth_key]


def test_field_names():
    assert field_name("ISBN-13:") == "ISBN_13"
    assert field_name("Publication Date") == "PUBLICATION_DATE"
    assert field_name("3D view") == "F_3D_VIEW"
    assert field_name("出版社：") == "出版社"
    assert field_name("Éditeur / Verlag") == "ÉDITEUR_VERLAG"
    assert field_name("：·") == ""  # nothing left: the caller numbers it


def test_an_article_with_one_label_row_proposes_no_field():
    pages = [(f"<html><body><h1>Story {i}</h1><p>{'Words of the story. ' * 20}</p>"
              f"<p><b>Filed under:</b> Topic {i % 4}</p><p><b>5 April 2013:</b> note {i}</p>"
              "</body></html>") for i in range(12)]
    views = [view_of_html(html, f"a{i}.html", OPTIONS) for i, html in enumerate(pages)]
    template = induce_template(views, 0, template_id="A", cluster=0, threshold=0.5,
                               metric="elcs", options=OPTIONS)
    assert label_value_fields(template, views) == []
