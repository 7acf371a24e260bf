"""Template JSON format (template/serialize.py): lossless round trip, pinned format, errors."""

import json
from pathlib import Path

import pytest

from tplx_engine.template import (
    PageOptions,
    TemplateFormatError,
    dumps,
    induce_template,
    loads,
    read_template,
    view_of_html,
    write_template,
)
from tplx_engine.template.serialize import from_json, to_json

FIXTURE = Path(__file__).parents[1] / "fixtures" / "templates" / "pinned_v1.json"

PAGE = """<html><head><title>{title} - Shop</title></head><body>
<h1>{title}</h1>{subtitle}
<div class="specs"><b>Publisher:</b> {publisher}</div>
<ul class="tags">{tags}</ul>
<footer>Shop &amp; Co</footer></body></html>"""


def pinned_pages():
    rows = [("Red Fox", "Acme", 1, True), ("Blue Owl", "Beta Books", 3, False),
            ("Green Elk", "Cedar", 2, False)]
    return [view_of_html(PAGE.format(title=t, publisher=p,
                                     subtitle="<h2>A subtitle</h2>" if s else "",
                                     tags="".join(f"<li><a>tag{k}</a></li>" for k in range(n))),
                         f"p{i}.html") for i, (t, p, n, s) in enumerate(rows)]


def pinned_template():
    t = induce_template(pinned_pages(), 1, template_id="t-pinned", cluster=0, threshold=0.5,
                        metric="elcs", options=PageOptions())
    data = to_json(t)
    data["induced_seconds"] = 0.0  # a measurement, not part of the format
    return from_json(data)


def test_round_trip_is_lossless():
    t = pinned_template()
    back = loads(dumps(t))
    assert to_json(back) == to_json(t)
    assert back.parts == t.parts and back.nodes == t.nodes
    assert back.medoid_tokens.tolist() == t.medoid_tokens.tolist()
    assert back.options == t.options


def test_format_and_layout_are_pinned():
    pinned = FIXTURE.read_text("utf-8")
    template = pinned_template()
    assert dumps(template) + "\n" == pinned  # byte for byte: one node per line
    assert to_json(template) == json.loads(pinned)
    assert from_json(json.loads(pinned)).render() == template.render()


def test_newer_or_foreign_documents_are_refused():
    data = to_json(pinned_template())
    with pytest.raises(TemplateFormatError, match="version 2"):
        from_json({**data, "version": 2})
    with pytest.raises(TemplateFormatError, match="not a tplx template"):
        from_json({**data, "format": "other"})
    with pytest.raises(TemplateFormatError, match="damaged"):
        from_json({**data, "parts": [{"EN": 1}]})
    with pytest.raises(TemplateFormatError, match="not JSON"):
        loads("{broken")
    assert from_json({**data, "added_later": 1}).id == "t-pinned"  # unknown keys ignored


def test_atomic_write_and_read(tmp_path):
    target = tmp_path / "t.json"
    target.write_text("old", "utf-8")
    write_template(target, pinned_template())
    assert read_template(target).id == "t-pinned"
    assert [p.name for p in tmp_path.iterdir()] == ["t.json"]  # no temporary left behind
    with pytest.raises(TemplateFormatError, match="cannot read"):
        read_template(tmp_path / "missing.json")
