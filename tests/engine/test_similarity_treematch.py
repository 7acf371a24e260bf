"""Tree measures (SPEC §3): simple tree matching (002 alg. 3.1), free matching (004), trees."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lxml import html

from tplx_engine.model import MergedSequence, tag_code, token_id
from tplx_engine.similarity import METRICS
from tplx_engine.similarity.treematch import free_match_similarity, stm_similarity, tree_match
from tplx_engine.similarity.trees import VIRTUAL_ROOT, SmallTree, parents_of


def tree(spec):
    """[(tag, depth), ...] in pre-order -> SmallTree."""
    return SmallTree.from_sequence(np.array([token_id(t, d) for t, d in spec], dtype=np.int64),
                                   np.array([d for _, d in spec]))


def page(spec):
    return MergedSequence.unmerged(np.array([token_id(t, d) for t, d in spec], dtype=np.int64),
                                   np.array([d for _, d in spec], dtype=np.int32))


# Source 004, figure 2 / table 1 (the figure itself is not in the text; these trees reproduce
# its table): T_A = div(a, ul(li), a) with 5 nodes, T_B = div(a, p(span), ul(li)) with 6.
# Sim(2,2') = Sim(4,2') = 1 (single a's), Sim(3,4') = 1 (ul(li)), all other pairs 0;
# ref = 1,1,1 | 1,0,1 -> (1*1 + 2*1 + 1*1 + 1*1 + 2*0 + 2*1 + 2) / (5 + 6) = 9/11.
T_A = [("div", 0), ("a", 1), ("ul", 1), ("li", 2), ("a", 1)]
T_B = [("div", 0), ("a", 1), ("p", 1), ("span", 2), ("ul", 1), ("li", 2)]


def test_free_matching_reproduces_the_sources_worked_example():
    assert free_match_similarity(tree(T_A), tree(T_B)) == pytest.approx(9 / 11)
    metric = METRICS["free-match"]
    assert metric.similarity(metric.prepare(page(T_A)), metric.prepare(page(T_B))) == \
        pytest.approx(9 / 11)


def test_simple_tree_matching_hand_checked():
    # roots match (1); children a,ul(li),a vs a,p(span),ul(li): a-a (1) then ul-ul (2) -> 4
    assert tree_match(tree(T_A), tree(T_B)) == 4
    assert stm_similarity(tree(T_A), tree(T_B)) == pytest.approx(4 / ((5 + 6) / 2))
    # order matters for STM: reversed children only match one of them
    x = tree([("r", 0), ("a", 1), ("b", 1)])
    y = tree([("r", 0), ("b", 1), ("a", 1)])
    assert tree_match(x, y) == 2
    # different roots: nothing matches, for both measures
    z = tree([("s", 0), ("a", 1), ("b", 1)])
    assert tree_match(x, z) == 0 and free_match_similarity(x, z) == 0.0


def test_free_matching_single_node_and_reuse_rules():
    one = tree([("div", 0)])
    three = tree([("div", 0), ("a", 1), ("a", 1)])
    assert free_match_similarity(one, three) == pytest.approx(2 / 4)  # 2 / (n_A + n_B)
    # reuse: both a's of the bigger tree match the single a -> (1*1 + 1*1 + 1*1 + 2) / (2 + 3)
    two = tree([("div", 0), ("a", 1)])
    assert free_match_similarity(two, three) == pytest.approx(1.0)
    assert tree_match(two, three) == 2


# ---- recursive references straight from the definitions, on random trees ----

def nested(t: SmallTree, node: int = 0):
    return (int(t.labels[node]), [nested(t, c) for c in t.children(node)])


def count(n):
    return 1 + sum(count(c) for c in n[1])


def stm_ref(a, b):
    if a[0] != b[0]:
        return 0
    m, n = len(a[1]), len(b[1])
    table = [[0] * (n + 1) for _ in range(m + 1)]
    for i in range(1, m + 1):
        for j in range(1, n + 1):
            table[i][j] = max(table[i][j - 1], table[i - 1][j],
                              table[i - 1][j - 1] + stm_ref(a[1][i - 1], b[1][j - 1]))
    return table[m][n] + 1


def free_ref(a, b):
    if a[0] != b[0]:
        return 0.0
    na, nb = count(a), count(b)
    if na == 1 or nb == 1:
        return 2 / (na + nb)
    sims = [[free_ref(x, y) for y in b[1]] for x in a[1]]
    total = sum(count(x) * max(row) for x, row in zip(a[1], sims))
    total += sum(count(y) * max(col) for y, col in zip(b[1], zip(*sims)))
    return (total + 2) / (na + nb)


@st.composite
def random_trees(draw):
    n = draw(st.integers(1, 40))
    depths = [0]
    for _ in range(n - 1):
        depths.append(draw(st.integers(1, depths[-1] + 1)))
    labels = draw(st.lists(st.sampled_from("ab"), min_size=n, max_size=n))
    labels[0] = "r"
    return list(zip(labels, depths))


@settings(max_examples=120, deadline=None)
@given(random_trees(), random_trees())
def test_kernels_equal_the_recursive_definitions(xs, ys):
    a, b = tree(xs), tree(ys)
    assert tree_match(a, b) == stm_ref(nested(a), nested(b)) == tree_match(b, a)
    assert free_match_similarity(a, b) == pytest.approx(free_ref(nested(a), nested(b)))
    assert free_match_similarity(a, a) == 1.0 and stm_similarity(a, a) == 1.0
    # subtrees are addressed in place: compare the last child of a's root with b's root
    kids = a.children(0)
    if kids:
        sub = kids[-1]
        sub_nested = nested(a, sub)
        assert tree_match(a, b, root_a=sub) == stm_ref(sub_nested, nested(b))


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


def test_ten_thousand_deep_pages_need_no_recursion():
    n = 10_000
    chain = [("div", d) for d in range(n)]
    other = chain[:-1] + [("span", n - 1)]
    a, b = tree(chain), tree(other)
    assert tree_match(a, b) == n - 1
    assert free_match_similarity(a, b) == pytest.approx(free_chain(n))
    for name in ("stm", "free-match", "path-shingle", "layered-vector", "elcs"):
        metric = METRICS[name]
        fa, fb = metric.prepare(page(chain)), metric.prepare(page(other))
        assert 0.0 < metric.similarity(fa, fb) < 1.0
        assert metric.similarity(fa, fa) == 1.0


def free_chain(n):
    """Free-match similarity of two n-node chains differing in the last node, bottom-up."""
    sim = 0.0  # the differing leaves
    for k in range(2, n + 1):  # chains of k nodes: (n_child*sim + n_child*sim + 2) / 2k
        sim = (2 * (k - 1) * sim + 2) / (2 * k)
    return sim


def test_lxml_labels_are_tag_codes():
    t = SmallTree.from_element(html.fromstring("<DIV><SPAN/></DIV>"))
    assert list(t.labels) == [tag_code("div"), tag_code("span")]
