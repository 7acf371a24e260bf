"""Repeated records (SPEC §2): a page's tag sequence -> its merged sequence.

Takes the tokens and depths of one page (``load``); gives a ``model.MergedSequence``: every run
of equal records under one parent reduced to its first copy, flagged repeatable, each merged
token remembering the original tokens it stands for.

records.py          ``merge_repeats`` / ``find_records``: the entry points, the two detectors
subtree_hash.py     the default detector: equal sibling subtrees by hashing (compiled)
suffix_detector.py  the SPEC's detector: Algorithms 1-2 on a suffix tree (the reference)
suffix_tree.py      Ukkonen's suffix tree of an integer sequence
rounds.py           merging detected runs, round after round for nested loops
shape.py            tree shape of a token sequence, input checks, the runs value
kernels.py          the compiled loops of the above (numba)

docs/repeats.md explains the choices and the measured speed.
"""

from .records import find_records, merge_repeats

__all__ = ["find_records", "merge_repeats"]
