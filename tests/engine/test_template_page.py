"""A page as the template stage reads it (template/page.py): the texts of one token, found on
demand, equal those of the full walk."""

from tplx_engine.config import load_config
from tplx_engine.load.simplify import build_sequence
from tplx_engine.template import PageOptions, load_view, view_of_html


def _signature(refs):
    return [(id(r.node), r.is_tail, r.owner, r.after, r.value) for r in refs]


def test_lazy_texts_equal_the_full_walk(tricky_html):
    page = view_of_html(tricky_html)
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
