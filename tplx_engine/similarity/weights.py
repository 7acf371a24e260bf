"""Depth weighting f(depth) of the ELCS measure (SPEC §3, source 000 §4.2.4, formula 4-2).

The source only asks that f decrease with depth ("shallow nodes are more likely template") and
leaves its form open. ``DepthWeight`` offers the usual shapes:

- ``const``: f ≡ 1 — plain LCS / max length;
- ``power``: f(d) = (1 + d)^-gamma;
- ``exp``:   f(d) = base^d.

With ``scale`` set, the weight is quantised to ``ceil(scale * f(d))``: positive integers,
non-increasing in depth (a staircase, so "decreasing" in the weak sense). Integer weights let
the ELCS kernel stay bit-parallel and exact (see elcs_kernels.py); docs/similarity.md shows the
measurement behind the default.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

KINDS = ("const", "power", "exp")


@dataclass(frozen=True)
class DepthWeight:
    """f(depth) for ELCS. The default is the one measured in docs/similarity.md."""

    kind: str = "power"
    gamma: float = 0.5  # exponent of ``power``
    base: float = 0.9  # ratio of ``exp``
    scale: int | None = 3  # None: real-valued f; an int: ceil(scale * f(d)) integer weights

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown depth weighting {self.kind!r}; choose one of {KINDS}")
        if not (math.isfinite(self.gamma) and self.gamma >= 0):
            raise ValueError(f"gamma must be a finite number >= 0, got {self.gamma!r}")
        if not (0 < self.base <= 1):
            raise ValueError(f"base must be in (0, 1] so that f decreases, got {self.base!r}")
        if self.scale is not None and (int(self.scale) != self.scale or self.scale < 1):
            raise ValueError(f"scale must be a positive integer or None, got {self.scale!r}")

    @property
    def integral(self) -> bool:
        """True when every weight is an integer (the bit-parallel kernel applies)."""
        return self.kind == "const" or self.scale is not None

    def __call__(self, depths: np.ndarray) -> np.ndarray:
        """f at each depth, float64 (integral values when ``integral``)."""
        d = np.asarray(depths, dtype=np.float64)
        if self.kind == "const":
            return np.ones_like(d)
        if self.kind == "power":
            f = (1.0 + d) ** -self.gamma
        else:
            f = self.base**d
        if self.scale is not None:
            # the 1e-9 keeps exact products such as 8 * 0.25 from rounding up through noise
            f = np.maximum(np.ceil(self.scale * f - 1e-9), 1.0)
        return f

    def describe(self) -> str:
        if self.kind == "const":
            return "f(d) = 1"
        core = f"(1+d)^-{self.gamma:g}" if self.kind == "power" else f"{self.base:g}^d"
        return core if self.scale is None else f"ceil({self.scale} * {core})"


UNIT = DepthWeight(kind="const", scale=None)


def depth_weight(weight: DepthWeight | None = None, **params) -> DepthWeight:
    """A ``DepthWeight`` from an instance or keyword parameters (kind, gamma, base, scale)."""
    if weight is not None:
        if params:
            raise ValueError("give either a DepthWeight or its parameters, not both")
        return weight
    return DepthWeight(**params)
