"""The pages table (store/pages.py): merged sequences round-trip, duplicates flagged against the
first page, reads whole and in order across fetch batches."""

import numpy as np
import pytest

from tplx_engine.model import MergedSequence, PageStatus, Record
from tplx_engine.store import Project
from tplx_engine.store import pages as stored_pages
from tplx_engine.store.pages import StoredPage


def merged_example() -> MergedSequence:
    tokens = np.array([10, 20, 30, 31], dtype=np.int64)
    return MergedSequence(
        tokens=tokens, depths=np.array([0, 1, 2, 3], dtype=np.int32),
        repeatable=np.array([False, False, True, True]),
        origin_ptr=np.array([0, 1, 2, 5, 8], dtype=np.int64),
        origin_idx=np.array([0, 1, 2, 4, 6, 3, 5, 7], dtype=np.int64),
        records=(Record(length=2, occurrences=(2, 4, 6), parent=1, merged_start=2),),
    )


def page(page_id: str, content_hash: str = "h", merged=None, status=PageStatus.DETAIL):
    return StoredPage(page_id, 10, 1, "key", content_hash, "http://x/" + page_id, "path", "utf-8",
                      status, "kept", "detail page", 4, 4 if merged else 0, merged)


def test_round_trip_of_merged_sequences(tmp_path):
    with Project(tmp_path / "p.tplx") as project:
        stored_pages.save(project, [page("a.html", merged=merged_example())])
    with Project(tmp_path / "p.tplx") as project:
        (stored,) = stored_pages.read(project, with_sequences=True)
    seq, ref = stored.merged, merged_example()
    for name in ("tokens", "depths", "repeatable", "origin_ptr", "origin_idx"):
        assert np.array_equal(getattr(seq, name), getattr(ref, name)), name
    assert list(seq.origins(2)) == [2, 4, 6]
    assert seq.records[0].occurrences == (2, 4, 6) and seq.records[0].merged_start == 2


def test_duplicates_are_flagged_against_the_first_page(tmp_path):
    with Project(tmp_path / "p.tplx") as project:
        stored_pages.save(project, [page("b.html", "same"), page("a.html", "same"), page("c.html", "x")])
        assert stored_pages.mark_duplicates(project) == 1
        dup = list(stored_pages.read(project, PageStatus.DUPLICATE))
        assert [(p.page_id, p.duplicate_of) for p in dup] == [("b.html", "a.html")]
        assert [p.page_id for p in stored_pages.read(project, PageStatus.DETAIL)] == ["a.html", "c.html"]
        stored_pages.delete(project, ["a.html"])
        assert stored_pages.mark_duplicates(project) == 0


def test_pages_are_read_whole_and_in_order_across_fetch_batches(tmp_path):
    from tplx_engine.store import pages as pages_module

    n = 2 * pages_module._FETCH_BATCH + 3  # three batches, the last one partial
    ids = [f"p{k:04d}.html" for k in range(n)]
    with Project(tmp_path / "p.tplx") as project:
        stored_pages.save(project, [page(i, f"h{i}", merged=merged_example()) for i in reversed(ids)])
        stored = list(stored_pages.read(project, PageStatus.DETAIL, with_sequences=True))
    assert [p.page_id for p in stored] == ids
    assert all(np.array_equal(p.merged.tokens, merged_example().tokens) for p in stored)


def test_a_stop_signal_right_after_begin_leaves_no_transaction_and_full_durability(
        tmp_path, monkeypatch):
    # SIGTERM raised between BEGIN and the with block: the signal's exception, not SQLite's
    # "Safety level may not be changed inside a transaction", reaches the caller
    class StoppedAfterBegin:
        def __init__(self, db):
            self.db = db

        def __enter__(self):
            self.db.execute("BEGIN IMMEDIATE")
            raise KeyboardInterrupt

        def __exit__(self, *exc):
            return False

    with Project(tmp_path / "p.tplx") as project:
        monkeypatch.setattr(project, "transaction", lambda: StoppedAfterBegin(project.db))
        with pytest.raises(KeyboardInterrupt):
            stored_pages.save(project, [page("a.html")])
        assert not project.db.in_transaction
        assert project.db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
