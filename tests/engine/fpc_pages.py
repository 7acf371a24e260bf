"""Hand-made FPC page features for the FPC tests (shared by the centres and the model tests)."""

import numpy as np

from tplx_engine.cluster.fpc.features import SET_FEATURES, PageFeatures
from tplx_engine.model import tag_code


def make_features(levels, sets=None, layers_from="merged"):
    """PageFeatures from [{tag: count}] per level and {feature: [hash, ...]}."""
    ptr, tags, counts = [0], [], []
    for level in levels:
        for tag, n in sorted((tag_code(t), n) for t, n in level.items()):
            tags.append(tag)
            counts.append(n)
        ptr.append(len(tags))
    set_ptr, flat = [0], []
    for name in SET_FEATURES:
        values = sorted(set((sets or {}).get(name, ())))
        flat.extend(values)
        set_ptr.append(len(flat))
    return PageFeatures(np.array(ptr, np.int32), np.array(tags, np.int32),
                        np.array(counts, np.int32), np.array(set_ptr, np.int32),
                        np.array(flat, np.uint64), layers_from)


# the source's figure 1: page 1 and page 2 and their layered vectors
PAGE1 = [{"html": 1}, {"head": 1, "body": 1}, {"meta": 2, "div": 1, "a": 1}, {"p": 1}]
PAGE2 = [{"html": 1}, {"head": 1, "body": 1}, {"meta": 2, "div": 2, "a": 1}]
