"""Per-page limits (load/limits.py, load/limits_kernels.py): the markup count before parsing,
the tree checks after, through ``load_page``."""

from __future__ import annotations

import pytest

from tplx_engine.config import LoadOptions, load_config
from tplx_engine.demo.hostile import huge_text, many_attributes, many_elements, nested
from tplx_engine.errors import PageError, PageTooComplex
from tplx_engine.load.crawl import discover_pages
from tplx_engine.load.limits import markup_counts
from tplx_engine.load.read import load_page, page_file

CONFIG = load_config(use_user_dir=False)


@pytest.mark.parametrize("markup, tags, most", [
    ("<a b c=d e=\"x>y\" f='<g h>'>", 1, 4),  # '>' and '<' inside quoted values are data
    ("<a b=\"1\"c=\"2\"d>", 1, 3),  # no space needed after a quoted value
    ("<a =b c>", 1, 2),  # a name may start with '='
    ("<a b = \"c\" d>", 1, 2),
    ("<a/b/c>", 1, 2),
    ("<script><a b c d></script><p x y>", 2, 2),  # raw text holds no tags
    ("<SCRIPT>\"</scriptx><a b c d e>\"</Script ><p q>", 2, 1),
    ("<!-- <a b c d e f> --><a b>", 1, 1),
    ("<!doctype html><?pi a b c?><a b>", 1, 1),
    ("</a b c d e f g><x>", 1, 0),  # end tags' attributes are not counted
    ("<plaintext><a b c d e>", 1, 0),
    ("a < b and c <d e f g", 1, 3),  # an unclosed tag runs to the end
    ("", 0, 0),
])
def test_markup_counts_follow_the_html5_tokenizer(markup, tags, most):
    counts = markup_counts(markup.encode())
    assert (counts.start_tags, counts.most_attributes) == (tags, most)


@pytest.mark.parametrize("markup, comments", [
    ("<p>a<!-- x -->b<!-- y -->", 2),
    ("<!doctype html><?php x ?><!bogus></3 >", 4),  # a doctype counts: an upper bound
    ("<script><!-- x --></script></a>", 0),  # raw text holds none, an end tag is none
])
def test_markup_counts_bound_the_comments(markup, comments):
    assert markup_counts(markup.encode()).comments == comments


def test_comments_count_against_the_element_limit(tmp_path):  # every stage walks them
    from tplx_engine.demo.hostile import many_comments

    small = LoadOptions(max_elements=1_000)
    error = too_complex(write(tmp_path, "c.html", many_comments(1_500)), small)
    assert (error.rule, error.limit) == ("too-many-elements", "load.max_elements")
    assert "2 elements and 1,500 comments (limit 1,000" in error.reason
    error = too_complex(write(tmp_path, "e.html", many_comments(2_500)), small)
    assert "2,502 tags and comments in the markup (limit 1,000" in error.reason
    load_page(write(tmp_path, "d.html", many_comments(990)), small)


def write(tmp_path, name, data: bytes):
    path = tmp_path / name
    path.write_bytes(data)
    return page_file(path, name)


def too_complex(file, options=CONFIG.load) -> PageTooComplex:
    with pytest.raises(PageTooComplex) as info:
        load_page(file, options)
    return info.value


def test_a_million_attributes_are_refused_before_parsing(tmp_path):
    error = too_complex(write(tmp_path, "a.html", many_attributes()))
    assert (error.rule, error.limit) == ("too-many-attributes", "load.max_attributes")
    assert error.reason == ("too complex: a tag on line 1 has 1,000,000 attributes (limit 500, "
                            "load.max_attributes in the config)")


def test_each_limit_names_itself_and_is_settable(tmp_path):
    small = LoadOptions(max_elements=1_000, max_depth=50, max_text_chars=10_000)
    cases = [(many_elements(1_500), "too-many-elements", "load.max_elements", "1,502 elements"),
             (many_elements(3_000), "too-many-elements", "load.max_elements",
              "3,002 tags and comments in the markup"),  # twice the limit: refused unparsed
             (nested(60), "too-deep", "load.max_depth", "more than 50 levels"),
             (huge_text(20_000), "too-much-text", "load.max_text_chars",
              "20,000 characters of text")]
    for i, (data, rule, key, what) in enumerate(cases):
        error = too_complex(write(tmp_path, f"{i}.html", data), small)
        assert (error.rule, error.limit) == (rule, key)
        assert what in error.reason and key in error.reason
        load_page(write(tmp_path, f"{i}.html", data), CONFIG.load)  # within the defaults


def test_an_inline_script_is_not_text(tmp_path):  # megabytes of inline JSON are common
    from tplx_engine.demo.hostile import big_script

    small = LoadOptions(max_text_chars=10_000)
    load_page(write(tmp_path, "s.html", big_script(50_000)), small)
    error = too_complex(write(tmp_path, "t.html", huge_text(20_000)), small)
    assert error.rule == "too-much-text"


def test_limits_hold_at_their_value(tmp_path):
    # <html> and <body> are levels 1 and 2: 48 divs make 50 levels
    load_page(write(tmp_path, "d.html", nested(48)), LoadOptions(max_depth=50))
    too_complex(write(tmp_path, "e.html", nested(49)), LoadOptions(max_depth=50))
    tag = "<i " + " ".join(f"a{i}" for i in range(500)) + ">"
    load_page(write(tmp_path, "a.html", f"<p>{tag}</p>".encode()), CONFIG.load)
    tag = "<i " + " ".join(f"a{i}" for i in range(501)) + ">"
    too_complex(write(tmp_path, "b.html", f"<p>{tag}</p>".encode()))


def test_deeper_than_the_parser_builds_is_too_complex(tmp_path):
    error = too_complex(write(tmp_path, "deep.html", nested(10_000)))
    assert (error.rule, error.limit) == ("too-deep", "load.max_depth")
    assert "more than 2,048 levels" in error.reason


def test_page_size_limit_is_too_complex(tmp_path):
    error = too_complex(write(tmp_path, "big.html", b"<p>x</p>" * 200),
                        LoadOptions(max_page_bytes=1_000))
    assert (error.rule, error.limit) == ("too-large", "load.max_page_bytes")


def test_no_demo_page_is_over_a_default_limit(demo_crawl):
    over = []
    for file in discover_pages(demo_crawl, CONFIG.load).pages:
        try:
            load_page(file, CONFIG.load)
        except PageTooComplex as exc:
            over.append((file.rel_path, exc.reason))
        except PageError:  # the demo's broken pages (binary, empty...) fail for other reasons
            continue
    assert over == []
