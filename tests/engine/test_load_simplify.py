import numpy as np
import pytest
from lxml import etree, html

from tplx_engine.config import SimplifyOptions, load_config
from tplx_engine.load.simplify import build_sequence, owned_texts
from tplx_engine.model import token_depth, token_id

OPTIONS = load_config(use_user_dir=False).simplify


def seq_of(markup: str, with_texts: bool = True, options: SimplifyOptions = OPTIONS):
    return build_sequence(html.document_fromstring(markup), options, with_texts=with_texts)


def render_tokens(seq) -> str:
    """The ``<html0><body1><div2>`` form of SPEC §1.3."""
    return "".join(f"<{tag}{int(depth)}>" for tag, depth in zip(seq.tags, seq.depths))


def test_spec_example_preorder_with_depths():
    s = seq_of("<html><body><div><a href=x>l</a><p>t</p></div><div></div></body></html>")
    # p is unwrapped by default, so the SPEC's <p3> disappears here
    assert render_tokens(s) == "<html0><body1><div2><a3><div2>"
    no_unwrap = SimplifyOptions(unwrap_tags=())
    s = seq_of("<html><body><div><a href=x>l</a><p>t</p></div><div></div></body></html>",
               options=no_unwrap)
    assert render_tokens(s) == "<html0><body1><div2><a3><p3><div2>"


def test_tokens_encode_tag_and_depth():
    s = seq_of("<html><body><div><span>x</span></div></body></html>")
    assert list(s.tokens) == [token_id("html", 0), token_id("body", 1), token_id("div", 2),
                              token_id("span", 3)]
    assert [token_depth(t) for t in s.tokens] == list(s.depths)


def test_drop_with_content_unwrap_and_void():
    s = seq_of("<html><head><style>x{}</style><script>var a</script></head><body>"
               "<table><tr><td><span>a</span></td><td><div>b</div></td></tr></table>"
               "<img src=i.png><br><input></body></html>")
    assert render_tokens(s) == "<html0><head1><body1><span2><div2>"
    assert "var a" not in " ".join(t.value for t in s.texts)


def test_tokens_keep_their_dom_nodes():
    s = seq_of("<html><body><div id=a><span id=b>x</span></div></body></html>")
    assert [n.get("id") for n in s.nodes[2:]] == ["a", "b"]
    assert all(n.tag == t for n, t in zip(s.nodes, s.tags))


def test_texts_in_document_order_with_owners():
    s = seq_of("<html><body><!-- c -->lead<div>a<script>x</script>t<p>b<b>bold</b>"
               "</p>c</div><img src=x>tail</body></html>")
    values = [t.value for t in s.texts]
    assert values == ["lead", "a", "t", "b", "bold", "c", "tail"]
    body, div = s.tags.index("body"), s.tags.index("div")
    owners = [t.owner for t in s.texts]
    assert owners == [body, div, div, div, div, div, body]
    # text of an unwrapped tag is reachable through the token that owns it
    bold = next(t for t in s.texts if t.value == "bold")
    assert bold.node.tag == "b" and not bold.is_tail
    tail = next(t for t in s.texts if t.value == "tail")
    assert tail.is_tail and tail.node.tag == "img" and tail.node.tail == "tail"


def test_text_values_locate_their_dom_text():
    s = seq_of("<html><body><div><b>Publisher:</b> Value Books</div></body></html>")
    for ref in s.texts:
        assert (ref.node.tail if ref.is_tail else ref.node.text) == ref.value
    assert [t.value.strip() for t in s.texts] == ["Publisher:", "Value Books"]


@pytest.mark.parametrize("markup", [
    "<html><body><ul><li><a>1</a></li><li><a>2</a><span>s</span></li></ul></body></html>",
    "<html><body><DIV><Font>x</Font><SCRIPT>y</SCRIPT><p><div>z</div></p></DIV></body></html>",
    "<html><head><title>t</title></head><body><table><tr><td>a<td>b</table><!--x-->q</body></html>",
    "<html><body><noscript><div>n</div></noscript><template><div>t</div></template></body></html>",
])
def test_fast_path_gives_the_same_tokens(markup):
    root = html.document_fromstring(markup)
    a = build_sequence(root, OPTIONS, with_texts=True)
    b = build_sequence(root, OPTIONS, with_texts=False)
    assert np.array_equal(a.tokens, b.tokens) and np.array_equal(a.depths, b.depths)
    assert a.tags == b.tags and all(x is y for x, y in zip(a.nodes, b.nodes))
    assert b.texts == ()
    for token in range(len(b)):  # one token's texts, walked over its subtree only
        assert owned_texts(b, token, OPTIONS) == tuple(t for t in a.texts if t.owner == token)


def test_deep_nesting_does_not_recurse():
    # built element by element: the HTML parser stops nesting at 256 levels without huge_tree
    depth = 10_000
    root = html.document_fromstring("<html><body></body></html>")
    node = root.find("body")
    for _ in range(depth):
        node = etree.SubElement(node, "div")
    node.text = "x"
    a, b = (build_sequence(root, OPTIONS, with_texts=w) for w in (True, False))
    for s in (a, b):
        assert len(s) == depth + 2  # html, body and every div
        assert s.depths.max() == depth + 1 and all(np.diff(s.depths) == 1)
    assert np.array_equal(a.depths, b.depths) and np.array_equal(a.tokens, b.tokens)
    assert [(t.owner, t.value) for t in a.texts] == [(depth + 1, "x")]
    for token in (0, len(b) // 2, len(b) - 1):
        assert owned_texts(b, token, OPTIONS) == tuple(t for t in a.texts if t.owner == token)


def test_lists_are_configuration():
    options = SimplifyOptions(drop_with_content=("aside",), drop_tags=(), unwrap_tags=("div",))
    s = seq_of("<html><body><aside><a>x</a></aside><div><span>y</span></div></body></html>",
               options=options)
    assert render_tokens(s) == "<html0><body1><span2>"
