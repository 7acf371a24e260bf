"""Small pages for the similarity tests: [(tag, depth), ...] in pre-order as a MergedSequence,
as a SmallTree, one metric's similarity of two such pages, and the two pages of source 004's figure 2."""

import numpy as np

from tplx_engine.model import MergedSequence, token_id
from tplx_engine.similarity import get_metric
from tplx_engine.similarity.trees import SmallTree


def page(spec):
    return MergedSequence.unmerged(np.array([token_id(t, d) for t, d in spec], dtype=np.int64),
                                   np.array([d for _, d in spec], dtype=np.int32))


def tree(spec):
    """[(tag, depth), ...] in pre-order -> SmallTree."""
    return SmallTree.from_sequence(np.array([token_id(t, d) for t, d in spec], dtype=np.int64),
                                   np.array([d for _, d in spec]))


def sim(name, a, b, **params):
    metric = get_metric(name, **params)
    return metric.similarity(metric.prepare(page(a)), metric.prepare(page(b)))


# html(body(div(a, ul(li)), a)) vs html(body(div(a, p(span), ul(li))))
A = [("div", 0), ("a", 1), ("ul", 1), ("li", 2), ("a", 1)]
B = [("div", 0), ("a", 1), ("p", 1), ("span", 2), ("ul", 1), ("li", 2)]
