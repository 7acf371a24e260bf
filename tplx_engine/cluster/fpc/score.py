"""Vectorised FPC similarity of many pages (or centres) to many centres (SPEC §4 second half;
source 003 §3.2.3, formulas 5-8).

Similarity (formula 5) = weighted mean of the nine feature similarities:

- layered vectors (formula 6): sum over levels of cos(level_i A, level_i B) divided by
  (levels_A + levels_B) / 2, where a centre counts only its kept levels;
- set features (formulas 7/8, illegible in the source, so **open**): the weighted (Ruzicka)
  Jaccard ``sum min(a_e, b_e) / sum max(a_e, b_e)`` where a page's elements weigh 1 and a centre's
  weigh their member frequency, smoothed towards the merge threshold alpha with a pseudo-count
  ``kappa``: ``(inter + kappa*alpha) / (union + kappa)``. For two pages this is plain Jaccard; a
  page against a centre is "slightly different" (the centre's frequencies count), as the source
  says of formula 8. Smoothing towards alpha makes a feature with no evidence (both sets empty)
  score exactly alpha, so it never moves a weighted sum across the merge threshold, and damps
  the noise of tiny sets (one shared element out of one is not certainty). Containment of the
  centre in the page was rejected: a mixed cluster's centre shrinks to a few generic elements
  that every page contains, and that centre then swallows everything.

Vectorisation (departure: the source compares one pair at a time): layered vectors are
per-level L2-normalised, so the sum of per-level cosines is one dot product with a dense
(level x tag vocabulary) column per centre; set elements are looked up in an inverted index
(element -> centres holding it, with frequencies) and the minima summed by ``np.bincount``;
elements that many centres hold are summed by a matrix product instead (docs/fpc.md).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from .centres import N_SETS, Centre, Query, centres_query, csr_ranges, key_feature

_SCORE_BUDGET = 8_000_000  # floats per intermediate array while scoring one chunk
# Set elements held by more than this many centres (generic classes, "Home" links) are scored
# by a dense matrix product instead of expanding their centre lists (at most _MAX_DENSE of them)
_DENSE_DF = 8
_MAX_DENSE = 4096
_EXPAND_BUDGET = 2_000_000  # centre-list entries expanded at once while scoring
_DENSE_LAYER_RATIO = 64  # layers by matrix product while (levels x tags) <= this x entries per row


@dataclass(frozen=True)
class Scoring:
    """Feature weights (layers first, then SET_FEATURES order), alpha and the pseudo-count."""

    weights: tuple[float, ...]
    alpha: float
    kappa: float


class CentreIndex:
    """K centres compiled for scoring: ``score(query)`` gives the (n, K) similarity matrix."""

    def __init__(self, centres: Sequence[Centre]):
        self.k = len(centres)
        q = centres_query(centres)
        self.tag_vocab = np.unique(q.layer_tag)
        self.n_level_rows = int(q.layer_level.max()) + 1 if q.layer_level.shape[0] else 0
        v = self.tag_vocab.shape[0]
        dims = self.n_level_rows * v
        self.layers_t = np.zeros((dims, self.k), np.float32)  # column k = centre k
        dim = q.layer_level.astype(np.int64) * v + np.searchsorted(self.tag_vocab, q.layer_tag)
        self.layers_t[dim, q.layer_owner] = q.layer_w
        self.n_levels = q.n_levels
        order = np.argsort(q.set_key, kind="stable")
        keys = q.set_key[order]
        self.set_vocab, first = np.unique(keys, return_index=True)
        self.inv_ptr = np.append(first, keys.shape[0]).astype(np.int64)
        self.inv_centre = q.set_owner[order]
        self.inv_w = q.set_w[order]
        self.set_mass = q.set_size
        df = np.diff(self.inv_ptr)
        dense = np.flatnonzero(df > _DENSE_DF)
        if dense.shape[0] > _MAX_DENSE:
            dense = np.sort(dense[np.argsort(-df[dense], kind="stable")[:_MAX_DENSE]])
        self.dense_slot = np.full(self.set_vocab.shape[0], -1, np.int64)
        self.dense_slot[dense] = np.arange(dense.shape[0])
        # vocabulary order is key order, so the dense elements come grouped by feature
        self.dense_ptr = np.searchsorted(key_feature(self.set_vocab[dense]), np.arange(N_SETS + 1))
        self.dense = np.zeros((dense.shape[0], self.k), np.float32)
        pos, row = csr_ranges(self.inv_ptr, dense)
        self.dense[row, self.inv_centre[pos]] = self.inv_w[pos]

    def score(self, q: Query, scoring: Scoring, columns: np.ndarray | None = None,
              start: int = 0, stop: int | None = None) -> np.ndarray:
        """Similarity of query rows ``start:stop`` to each centre (or only to ``columns``):
        a float32 matrix with one row per query row."""
        every = columns is None
        cols = np.arange(self.k) if every else np.asarray(columns, np.int64)
        k = cols.shape[0]
        end = q.n if stop is None else min(stop, q.n)
        out = np.zeros((max(0, end - start), k), np.float32)
        if end <= start or k == 0:
            return out
        layers_t = self.layers_t if every else self.layers_t[:, cols]
        dense = self.dense if every else self.dense[:, cols]
        slot = None
        if not every:
            slot = np.full(self.k, -1, np.int64)
            slot[cols] = np.arange(k)
        nnz_per_row = q.layer_owner.shape[0] // q.n + 1
        # one page's layer entries against all centres: a gather of nnz rows of layers_t, or a
        # dense row times layers_t; BLAS makes the second cheaper unless the rows are very sparse
        dense_layers = layers_t.shape[0] <= _DENSE_LAYER_RATIO * nnz_per_row
        per_row = max(N_SETS, dense.shape[0] // k,
                      layers_t.shape[0] // k if dense_layers else nnz_per_row)
        step = max(1, _SCORE_BUDGET // (k * per_row))
        # min(1, w) = w: for pages (weights 1) shared dense elements add up as a matrix product
        use_dense = dense.shape[0] > 0 and not np.any(q.set_w != 1)
        w = np.asarray(scoring.weights, np.float64) / sum(scoring.weights)
        # look every set element up once; rows are then cut so that the centre lists to expand
        # stay within budget as well (centre queries can share generic elements with many)
        s0, s1 = np.searchsorted(q.set_owner, [start, end])
        vocab_idx = self._lookup(q.set_key[s0:s1])
        found = vocab_idx >= 0
        if use_dense:
            found &= self.dense_slot[np.maximum(vocab_idx, 0)] < 0
        expand = np.where(found, np.diff(self.inv_ptr)[np.maximum(vocab_idx, 0)], 0)
        cum = np.concatenate([[0], np.cumsum(np.bincount(q.set_owner[s0:s1] - start, expand,
                                                         minlength=end - start))])
        lo = start
        while lo < end:
            hi = min(end, lo + step)
            limit = np.searchsorted(cum, cum[lo - start] + _EXPAND_BUDGET, side="right") - 1
            hi = max(lo + 1, min(hi, start + int(limit)))
            layers = self._layer_cosines(q, lo, hi, layers_t, dense_layers)
            half = (q.n_levels[lo:hi, None] + self.n_levels[None, cols]) * 0.5
            layers = np.divide(layers, half, out=np.zeros_like(layers), where=half > 0)
            e0, e1 = np.searchsorted(q.set_owner, [lo, hi])
            inter = self._set_intersections(q, lo, hi, k, vocab_idx[e0 - s0:e1 - s0], slot,
                                            dense if use_dense else None)
            union = q.set_size[lo:hi].T[:, :, None] + self.set_mass[cols].T[:, None, :] - inter
            union += scoring.kappa
            # kappa = 0 and both sets empty: no evidence, the neutral alpha
            inter += scoring.alpha * scoring.kappa
            sets = np.divide(inter, union, out=np.full_like(union, scoring.alpha), where=union > 0)
            total = np.tensordot(w[1:].astype(np.float32), sets, axes=1)
            total += np.float32(w[0]) * layers
            out[lo - start:hi - start] = total
            lo = hi
        return out

    def score_own(self, q: Query, own: np.ndarray, scoring: Scoring) -> np.ndarray:
        """Similarity of each query row i to the single centre ``own[i]`` (float32, q.n):
        O(entries) instead of O(entries x centres)."""
        own = np.asarray(own, np.int64)
        w = np.asarray(scoring.weights, np.float64) / sum(scoring.weights)
        v = self.tag_vocab.shape[0]
        dots = np.zeros(q.n, np.float64)
        if v and q.layer_owner.shape[0]:
            tix = np.minimum(np.searchsorted(self.tag_vocab, q.layer_tag), v - 1)
            ok = (self.tag_vocab[tix] == q.layer_tag) & (q.layer_level < self.n_level_rows)
            owner = q.layer_owner[ok]
            dim = q.layer_level[ok].astype(np.int64) * v + tix[ok]
            dots = np.bincount(owner, self.layers_t[dim, own[owner]] * q.layer_w[ok],
                               minlength=q.n)
        half = (q.n_levels + self.n_levels[own]) * 0.5
        layers = np.divide(dots, half, out=np.zeros(q.n), where=half > 0)
        # an element's centre list is ascending, so (element, centre) pairs sort as one key
        element = np.repeat(np.arange(self.set_vocab.shape[0], dtype=np.int64),
                            np.diff(self.inv_ptr))
        pair_keys = element * self.k + self.inv_centre
        vocab_idx = self._lookup(q.set_key)
        hit = np.flatnonzero(vocab_idx >= 0)
        wanted = vocab_idx[hit] * self.k + own[q.set_owner[hit]]
        pos = np.minimum(np.searchsorted(pair_keys, wanted), max(0, pair_keys.shape[0] - 1))
        held = pair_keys[pos] == wanted if pair_keys.shape[0] else np.zeros(0, bool)
        hit, pos = hit[held], pos[held]
        mins = np.minimum(q.set_w[hit], self.inv_w[pos])
        flat = q.set_owner[hit] * N_SETS + key_feature(q.set_key[hit])
        inter = np.bincount(flat, mins, minlength=q.n * N_SETS).reshape(q.n, N_SETS)
        union = q.set_size + self.set_mass[own] - inter + scoring.kappa
        sets = np.divide(inter + scoring.alpha * scoring.kappa, union,
                         out=np.full(union.shape, scoring.alpha), where=union > 0)
        return (w[0] * layers + sets @ w[1:]).astype(np.float32)

    def _lookup(self, keys: np.ndarray) -> np.ndarray:
        """Vocabulary position of each key, -1 where no centre holds it."""
        nv = self.set_vocab.shape[0]
        if nv == 0:
            return np.full(keys.shape[0], -1, np.int64)
        idx = np.minimum(np.searchsorted(self.set_vocab, keys), nv - 1)
        return np.where(self.set_vocab[idx] == keys, idx, -1)

    def _layer_cosines(self, q: Query, lo: int, hi: int, layers_t: np.ndarray,
                       dense_layers: bool) -> np.ndarray:
        """Sum over levels of the cosines, (hi - lo) x k."""
        n, k = hi - lo, layers_t.shape[1]
        l0, l1 = np.searchsorted(q.layer_owner, [lo, hi])
        v = self.tag_vocab.shape[0]
        if l1 == l0 or v == 0:
            return np.zeros((n, k), np.float32)
        tag, level = q.layer_tag[l0:l1], q.layer_level[l0:l1]
        tix = np.minimum(np.searchsorted(self.tag_vocab, tag), v - 1)
        ok = (self.tag_vocab[tix] == tag) & (level < self.n_level_rows)
        owner = q.layer_owner[l0:l1][ok] - lo
        dim = level[ok].astype(np.int64) * v + tix[ok]
        weight = q.layer_w[l0:l1][ok]
        if dense_layers:
            rows = np.zeros((n, layers_t.shape[0]), np.float32)
            rows[owner, dim] = weight
            return rows @ layers_t
        dots = np.zeros((n, k), np.float32)
        if owner.shape[0]:
            gathered = layers_t[dim]
            gathered *= weight[:, None]
            starts = np.flatnonzero(np.r_[True, owner[1:] != owner[:-1]])
            dots[owner[starts]] = np.add.reduceat(gathered, starts, axis=0)
        return dots

    def _set_intersections(self, q: Query, lo: int, hi: int, k: int, vocab_idx: np.ndarray,
                           slot: np.ndarray | None, dense: np.ndarray | None) -> np.ndarray:
        """Sum of min(query weight, centre frequency) over shared elements, N_SETS x n x k.
        ``vocab_idx``: the vocabulary position (or -1) of each set entry of rows lo..hi."""
        n = hi - lo
        s0, s1 = np.searchsorted(q.set_owner, [lo, hi])
        hit = vocab_idx >= 0
        idx = vocab_idx[hit]
        feat = key_feature(q.set_key[s0:s1][hit])
        owner, qw = q.set_owner[s0:s1][hit] - lo, q.set_w[s0:s1][hit]
        dense_hits = None
        if dense is not None:
            dslot = self.dense_slot[idx]
            sparse = dslot < 0
            dense_hits = (owner[~sparse], dslot[~sparse])
            idx, feat, owner, qw = idx[sparse], feat[sparse], owner[sparse], qw[sparse]
        cnt = self.inv_ptr[idx + 1] - self.inv_ptr[idx]
        pos = np.repeat(self.inv_ptr[idx] - (np.cumsum(cnt) - cnt), cnt)
        pos += np.arange(pos.shape[0])
        centre = self.inv_centre[pos]
        mins = np.minimum(np.repeat(qw, cnt), self.inv_w[pos])
        owner, feat = np.repeat(owner, cnt), np.repeat(feat, cnt)
        if slot is not None:
            centre = slot[centre]
            keep = centre >= 0
            centre, mins, owner, feat = centre[keep], mins[keep], owner[keep], feat[keep]
        flat = (feat * n + owner) * k + centre
        inter = np.bincount(flat, mins, minlength=N_SETS * n * k).astype(np.float32)
        inter = inter.reshape(N_SETS, n, k)
        if dense_hits is not None and dense_hits[0].shape[0]:
            present = np.zeros((n, dense.shape[0]), np.float32)
            present[dense_hits] = 1.0
            for f in range(N_SETS):
                a, b = self.dense_ptr[f], self.dense_ptr[f + 1]
                if b > a:
                    inter[f] += present[:, a:b] @ dense[a:b]
        return inter
