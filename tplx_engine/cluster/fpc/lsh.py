"""Cluster fingerprints and their inverted indexes for FPC's incremental merge (SPEC §4; source 003
§3.3.2, algorithms 2 and 3).

A cluster's fingerprint group: for each of 4 hash functions, clear a 128-bit word, set bit
``h % 128`` for every tag-attribute element of the cluster centre, cut the word into eight 16-bit
fingerprints; 4 x 8 = 32 ordered fingerprints. Two groups are as similar as the share of equal
positions (formula 9). 32 inverted indexes (position -> fingerprint value -> cluster ids) give the
candidate clusters: those sharing more than ``32 * beta`` positions with the query.

The source does not name its hash functions: here hash function i is the splitmix64 finaliser of
the element's stored 64-bit hash xor a per-function constant (stable across runs and machines).
"""

from __future__ import annotations

from collections import Counter

import numpy as np

N_HASHES = 4
WORD_BITS = 128
FINGERPRINT_BITS = 16
PER_HASH = WORD_BITS // FINGERPRINT_BITS  # 8
N_FINGERPRINTS = N_HASHES * PER_HASH  # 32
_SEEDS = np.array([0x243F6A8885A308D3, 0x13198A2E03707344, 0xA4093822299F31D0,
                   0x082EFA98EC4E6C89], dtype=np.uint64)
_BIT_VALUES = (1 << np.arange(FINGERPRINT_BITS)).astype(np.uint32)


def _splitmix64(x: np.ndarray) -> np.ndarray:
    z = x + np.uint64(0x9E3779B97F4A7C15)
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return z ^ (z >> np.uint64(31))


def fingerprints(element_hashes: np.ndarray) -> np.ndarray:
    """The 32 ordered 16-bit fingerprints (uint16) of a set of element hashes (algorithm 2)."""
    h = np.asarray(element_hashes, dtype=np.uint64).reshape(-1)
    words = np.zeros((N_HASHES, WORD_BITS), dtype=bool)
    for i in range(N_HASHES):
        bits = (_splitmix64(h ^ _SEEDS[i]) % np.uint64(WORD_BITS)).astype(np.int64)
        words[i, bits] = True
    # bit j of fingerprint m of hash i is bit 16*m + j of word i
    chunks = words.reshape(N_HASHES, PER_HASH, FINGERPRINT_BITS).astype(np.uint32)
    return (chunks @ _BIT_VALUES).astype(np.uint16).reshape(N_FINGERPRINTS)


def fingerprint_similarity(a: np.ndarray, b: np.ndarray) -> float:
    """Equal positions / 32 (formula 9)."""
    return float(np.count_nonzero(np.asarray(a) == np.asarray(b))) / N_FINGERPRINTS


class LshIndex:
    """The 32 inverted indexes of algorithm 3 plus the fingerprint group of every cluster."""

    def __init__(self) -> None:
        self._groups: dict[int, np.ndarray] = {}
        self._index: list[dict[int, set[int]]] = [{} for _ in range(N_FINGERPRINTS)]

    def __len__(self) -> int:
        return len(self._groups)

    def __contains__(self, cluster_id: int) -> bool:
        return cluster_id in self._groups

    def group(self, cluster_id: int) -> np.ndarray:
        return self._groups[cluster_id]

    def put(self, cluster_id: int, group: np.ndarray) -> None:
        """Add a cluster, or replace its fingerprints after its centre changed."""
        self.remove(cluster_id)
        group = np.asarray(group, dtype=np.uint16)
        self._groups[cluster_id] = group
        for pos, value in enumerate(group.tolist()):
            self._index[pos].setdefault(value, set()).add(cluster_id)

    def remove(self, cluster_id: int) -> None:
        old = self._groups.pop(cluster_id, None)
        if old is None:
            return
        for pos, value in enumerate(old.tolist()):
            ids = self._index[pos][value]
            ids.discard(cluster_id)
            if not ids:
                del self._index[pos][value]

    def shared_counts(self, group: np.ndarray) -> Counter:
        """Cluster id -> number of positions at which its fingerprint equals ``group``'s."""
        counts: Counter = Counter()
        for pos, value in enumerate(np.asarray(group).tolist()):
            ids = self._index[pos].get(value)
            if ids:
                counts.update(ids)
        return counts

    def candidates(self, group: np.ndarray, beta: float) -> list[int]:
        """Clusters sharing more than ``32 * beta`` fingerprints with ``group``, ascending ids."""
        need = N_FINGERPRINTS * beta
        return sorted(cid for cid, n in self.shared_counts(group).items() if n > need)
