"""Small trees (similarity/trees.py): from token sequences and from lxml, forests under a
virtual root, depth jumps, tag codes as labels."""

import numpy as np
import pytest
from lxml import html
from metric_pages import tree

from tplx_engine.model import tag_code
from tplx_engine.similarity.treematch import tree_match
from tplx_engine.similarity.trees import VIRTUAL_ROOT, SmallTree, parents_of


def test_tree_from_sequence_and_from_lxml_agree():
    doc = html.fromstring("<div><p>x<!-- c --><a href='#'>l</a></p><ul><li>1</li><li>2</li>"
                          "</ul><script>s()</script></div>")
    from_dom = SmallTree.from_element(doc, ignore=("script",))
    from_seq = tree([("div", 0), ("p", 1), ("a", 2), ("ul", 1), ("li", 2), ("li", 2)])
    assert list(from_dom.labels) == list(from_seq.labels)
    assert list(from_dom.size) == [6, 2, 1, 3, 1, 1]
    assert list(from_dom.shape) == list(from_seq.shape)
    # the forum extractor's use: two posts (DOM subtrees) compared by top-down matching
    posts = html.fromstring("<div><div class=p><b>u1</b><span>d</span><p>t</p></div>"
                            "<div class=p><b>u2</b><span>d</span><p>t</p><p>t2</p></div></div>")
    first, second = (SmallTree.from_element(el) for el in posts)
    assert tree_match(first, second) == 4


def test_forests_get_a_virtual_root_and_depth_jumps_still_make_a_tree():
    forest = SmallTree.from_labels(np.array([5, 6, 7]), np.array([0, 1, 0]))
    assert forest.labels[0] == VIRTUAL_ROOT and list(forest.size) == [4, 2, 1, 1]
    # a jump from depth 0 to 3: the node hangs under the nearest open node above it
    assert list(parents_of(np.array([0, 3, 1, 2]))) == [-1, 0, 0, 2]
    with pytest.raises(ValueError, match="at least one node"):
        SmallTree.from_labels(np.array([]), np.array([]))
    with pytest.raises(TypeError, match="element"):
        SmallTree.from_element(html.fromstring("<div><!-- c --></div>")[0])


def test_lxml_labels_are_tag_codes():
    t = SmallTree.from_element(html.fromstring("<DIV><SPAN/></DIV>"))
    assert list(t.labels) == [tag_code("div"), tag_code("span")]
