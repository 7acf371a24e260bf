"""Tree matching (similarity/treematch.py, SPEC §3): simple tree matching (002 alg. 3.1) and free
matching (004), against their recursive definitions and on 10,000-deep pages."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from metric_pages import A, B, page, tree

from tplx_engine.similarity import METRICS
from tplx_engine.similarity.treematch import free_match_similarity, stm_similarity, tree_match
from tplx_engine.similarity.trees import SmallTree

# Source 004, figure 2 / table 1 (the figure itself is not in the text; these trees reproduce
# its table): T_A = div(a, ul(li), a) with 5 nodes, T_B = div(a, p(span), ul(li)) with 6.
# Sim(2,2') = Sim(4,2') = 1 (single a's), Sim(3,4') = 1 (ul(li)), all other pairs 0;
# ref = 1,1,1 | 1,0,1 -> (1*1 + 2*1 + 1*1 + 1*1 + 2*0 + 2*1 + 2) / (5 + 6) = 9/11.
T_A, T_B = A, B


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
