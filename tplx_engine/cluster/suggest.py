"""A threshold suggested by the merge tree itself: the middle of the dendrogram's largest gap.

Pages of one template merge at small heights, different templates at large ones; between the two
the dendrogram usually shows an empty band of heights. The suggestion is the middle of the widest
such band, searched only inside ``[low, high]`` so that a tree with no clear band still gets a
sensible cut. The band above the last merge (up to distance 1) counts too: a crawl of one template
has all its merges low, and its widest band is the one above them (one cluster).

The bounds depend on the measure's scale (``bounds_for``): ``path-shingle`` separated templates
over 0.3-0.8 on every set measured, ELCS and LCS over about 0.1-0.45 (docs/clustering.md).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .agglomerative import MergeTree

DEFAULT_LOW = 0.3
DEFAULT_HIGH = 0.8  # the default skip_above: cuts above it are not guaranteed exact
# measures whose distances between templates run lower than path-shingle's
_BOUNDS = {"elcs": (0.1, 0.45), "lcs": (0.1, 0.5)}


def bounds_for(metric: str) -> tuple[float, float]:
    """Where ``suggest_threshold`` looks for a gap with this measure."""
    return _BOUNDS.get(metric, (DEFAULT_LOW, DEFAULT_HIGH))


@dataclass(frozen=True)
class SuggestedThreshold:
    threshold: float  # the middle of the widest band, a distance in [low, high]
    gap: float  # the band's width inside [low, high]: how clear the suggestion is
    below: float  # the highest merge height under the band (low when none)
    above: float  # the lowest merge height over the band (1.0 above the last merge)


def suggest_threshold(tree: MergeTree, low: float = DEFAULT_LOW,
                      high: float = DEFAULT_HIGH) -> SuggestedThreshold:
    """The middle of the widest band without merge heights inside ``[low, high]``.

    Heights are the tree's running maximum (what a cut compares with), so a cut anywhere in the
    band gives the same clusters. Ties go to the lowest band (fewer merges across templates).
    """
    if not 0.0 <= low < high <= 1.0:
        raise ValueError(f"suggest_threshold needs 0 <= low < high <= 1, got {low}, {high}")
    heights = np.unique(np.asarray(tree.heights, dtype=np.float64))
    edges = np.unique(np.r_[low, heights[(heights > low) & (heights < high)], high])
    widths = np.diff(edges)
    k = int(np.argmax(widths))
    below = float(heights[heights <= edges[k]].max()) if np.any(heights <= edges[k]) else low
    over = heights[heights >= edges[k + 1]]
    above = float(over.min()) if over.size else 1.0
    return SuggestedThreshold(threshold=float((edges[k] + edges[k + 1]) / 2),
                              gap=float(widths[k]), below=below, above=above)
