"""Compiled kernels of medoid-linkage agglomerative clustering (see agglomerative.py).

Slots are clusters named by their smallest page; members form linked lists per slot; per page,
``summed`` holds its summed distance to its cluster-mates, so that a merge updates medoids by
reading only the cross pairs.
"""

from __future__ import annotations

import numpy as np
from numba import njit


@njit(cache=True, inline="always")
def _d(condensed, n, i, j):
    if i > j:
        i, j = j, i
    return condensed[n * i - (i * (i + 1)) // 2 + j - i - 1]


@njit(cache=True, inline="always")
def _nearest_after(condensed, n, x, slot_size, slot_medoid):
    """The nearest live slot after slot x by medoid distance (ties: the smallest), -1 if none,
    and its distance."""
    best, arg = np.inf, -1
    mx = slot_medoid[x]
    for w in range(x + 1, n):
        if slot_size[w] > 0:
            d = _d(condensed, n, mx, slot_medoid[w])
            if d < best:
                best, arg = d, w
    return arg, best


@njit(cache=True)
def init_nearest(condensed, n, nn, nn_dist):
    # nearest later slot for every slot (one pass over the condensed vector, in memory order)
    for i in range(n - 1):
        base = n * i - (i * (i + 1)) // 2 - i - 1
        best, arg = np.inf, -1
        for j in range(i + 1, n):
            d = condensed[base + j]
            if d < best:
                best, arg = d, j
        nn[i], nn_dist[i] = arg, best


@njit(cache=True)
def _absorb(condensed, n, a, b, k, next_member, tail, summed, slot_size, slot_medoid,
            slot_node, dist, out):
    """Merge slot b into slot a (a < b) as merge k; update summed distances and the medoid."""
    i = a
    while i != -1:  # only the cross pairs: every pair of pages is read once over all merges
        s = 0.0
        j = b
        while j != -1:
            d = _d(condensed, n, i, j)
            s += d
            summed[j] += d
            j = next_member[j]
        summed[i] += s
        i = next_member[i]
    next_member[tail[a]] = b
    tail[a] = tail[b]
    slot_size[a] += slot_size[b]
    best, medoid = np.inf, -1
    i = a
    while i != -1:
        if summed[i] < best or (summed[i] == best and i < medoid):
            best, medoid = summed[i], i
        i = next_member[i]
    out[k, 0] = min(slot_node[a], slot_node[b])
    out[k, 1] = max(slot_node[a], slot_node[b])
    out[k, 2] = dist
    out[k, 3] = slot_size[a]
    out[k, 4] = medoid
    out[k, 5] = best / (slot_size[a] - 1)
    slot_node[a] = n + k
    slot_medoid[a] = medoid


@njit(cache=True)
def medoid_merges(condensed, n, first, stop, nn, nn_dist, stale, next_member, tail, summed,
                   slot_size, slot_medoid, slot_node, out):
    # Invariant (Müllner's generic algorithm): for every live slot z, nn_dist[z] is a lower bound
    # of the distance to the nearest later live slot, and exact (nn[z] being the smallest such
    # slot) unless stale[z]. Dead slots have nn_dist = inf.
    for k in range(first, stop):
        while True:
            x = int(np.argmin(nn_dist))  # first minimum: the smallest slot among ties
            if not stale[x]:
                break
            nn[x], nn_dist[x] = _nearest_after(condensed, n, x, slot_size, slot_medoid)
            stale[x] = False
        a, b = x, nn[x]
        _absorb(condensed, n, a, b, k, next_member, tail, summed, slot_size, slot_medoid,
                slot_node, nn_dist[x], out)
        slot_size[b] = 0
        nn_dist[b] = np.inf
        ma = slot_medoid[a]
        for z in range(b):
            if slot_size[z] == 0 or z == a:
                continue
            if nn[z] == a or nn[z] == b:
                stale[z] = True  # its old distance stays a valid lower bound
            if z < a:
                d = _d(condensed, n, slot_medoid[z], ma)
                if d < nn_dist[z]:
                    nn[z], nn_dist[z], stale[z] = a, d, False
                elif d == nn_dist[z] and not stale[z] and a < nn[z]:
                    nn[z] = a
        nn[a], nn_dist[a] = _nearest_after(condensed, n, a, slot_size, slot_medoid)
        stale[a] = False


@njit(cache=True)
def replay(condensed, n, left, right, dist, next_member, tail, summed, slot_size,
            slot_medoid, slot_node, out):
    # medoids and cohesion for a merge order computed elsewhere (average linkage)
    slot_of = np.arange(2 * n - 1)
    for k in range(n - 1):
        sa, sb = slot_of[left[k]], slot_of[right[k]]
        a, b = min(sa, sb), max(sa, sb)
        _absorb(condensed, n, a, b, k, next_member, tail, summed, slot_size, slot_medoid,
                slot_node, dist[k], out)
        slot_of[n + k] = a
