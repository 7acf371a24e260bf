"""The engine's one process-pool helper: every task collected once, in order when asked,
this process working beside the pool, cancellation and a dying worker handled, and no worker
outliving a killed or interrupted tplx."""

import importlib
import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from contextlib import closing
from pathlib import Path

import pytest

from tplx_engine.errors import Cancelled, TplxError
from tplx_engine.parallel import map_in_chunks, pool_mapper, run_tasks
from tplx_engine.progress import Reporter
from tplx_engine.store.project import Project

SILENT = Reporter()


def square_with_pid(x: int) -> tuple[int, int]:
    """Module-level: worker processes unpickle it by name."""
    return x * x, os.getpid()


def die(x: int) -> int:
    os._exit(3)


def double_all(chunk: list[int], factor: int) -> list[int]:
    return [x * factor for x in chunk]


def collected(tasks, **kwargs) -> list:
    out = []
    run_tasks(tasks, square_with_pid, square_with_pid, lambda task, result: out.append(
        (task[0], *result)), reporter=kwargs.pop("reporter", SILENT), **kwargs)
    return out


def test_one_worker_runs_every_task_here_in_order():
    out = collected([(i,) for i in range(20)], workers=1)
    assert [(x, sq) for x, sq, _ in out] == [(i, i * i) for i in range(20)]
    assert {pid for *_, pid in out} == {os.getpid()}


def test_a_pool_shares_the_work_with_this_process_and_order_is_kept_when_asked():
    tasks = [(i,) for i in range(300)]
    out = collected(tasks, workers=2, ordered=True)
    assert [(x, sq) for x, sq, _ in out] == [(i, i * i) for i in range(300)]
    pids = {pid for *_, pid in out}
    assert len(pids) == 2  # the caller took tasks itself while its one pool process worked
    unordered = collected(tasks, workers=2, caller_works=False)
    assert sorted(x for x, *_ in unordered) == list(range(300))
    assert os.getpid() not in {pid for *_, pid in unordered}


def test_the_pool_starts_only_when_the_measured_pace_says_it_pays():
    out = collected([(i,) for i in range(50)], workers=2, pool_after_s=60.0)
    assert {pid for *_, pid in out} == {os.getpid()}  # microseconds of work: never worth it


def test_cancelling_stops_collecting_and_raises():
    reporter = Reporter()
    seen = []

    def collect(task, result):
        seen.append(task)
        if len(seen) == 5:
            reporter.cancel()

    with pytest.raises(Cancelled):
        run_tasks([(i,) for i in range(10_000)], square_with_pid, square_with_pid, collect,
                  workers=2, reporter=reporter)
    assert 5 <= len(seen) < 10_000


def test_a_worker_that_dies_ends_the_run_with_a_message():
    with pytest.raises(TplxError, match="worker process died"):
        run_tasks([(i,) for i in range(8)], die, die, lambda *_: None, workers=2,
                  reporter=SILENT, caller_works=False)
    assert threading.active_count() < 20  # the pool's threads were shut down


def test_page_batches_report_progress_per_item_and_pass_extra_arguments():
    progress, rows = [], []
    reporter = Reporter(sink=lambda stage, done, total: progress.append((stage, done, total)))
    map_in_chunks(double_all, list(range(100)), (3,), rows.extend, workers=1,
                  reporter=reporter, stage="pages")
    assert sorted(rows) == [3 * i for i in range(100)]
    assert progress[0] == ("pages", 0, 100) and progress[-1] == ("pages", 100, 100)


def test_the_mapper_is_the_builtin_for_one_worker_and_a_pool_for_more():
    with pool_mapper(1) as mapper:
        assert mapper is map
    with pool_mapper(2) as mapper:
        assert [sq for sq, _ in mapper(square_with_pid, range(5))] == [0, 1, 4, 9, 16]


# -- no process outlives tplx --------------------------------------------------------------------

def _session(sid: int) -> list[int]:
    """Live (not zombie) processes of a session, from /proc."""
    members = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as fh:
                fields = fh.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[3]) == sid and fields[0] != "Z":
            members.append(int(entry))
    return members


def _pages_stored(project: Path) -> int:
    try:
        with closing(sqlite3.connect(f"file:{project}?mode=ro", uri=True)) as db:
            return db.execute("SELECT count(*) FROM pages").fetchone()[0]
    except sqlite3.Error:  # not created yet
        return 0


@pytest.fixture(scope="module")
def long_crawl(demo_crawl, tmp_path_factory):
    """Forty hard-linked copies of the demo crawl's pages: inspect takes seconds with 2 workers."""
    root = tmp_path_factory.mktemp("long") / "crawl"
    pages = [p for p in demo_crawl.rglob("*.htm*") if p.is_file()]
    for copy in range(40):
        folder = root / f"c{copy:02d}"
        folder.mkdir(parents=True)
        for i, page in enumerate(pages):
            os.link(page, folder / f"{i:04d}{page.suffix}")
    return root


def _sigint_as_from_a_terminal() -> None:
    """Ctrl+C at its default, as a terminal's shell starts a command: a CI runner that starts
    the suite in the background leaves SIGINT ignored, which tplx (rightly) keeps."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGINT, signal.SIGTERM])
def test_no_process_of_a_stopped_tplx_remains(long_crawl, tmp_path, sig):
    """tplx inspect with 2 workers, stopped while its pool runs: after 5 s no process of its
    session remains (fork server, workers, resource tracker), its output pipes are closed, and
    what it stored is kept; Ctrl+C and SIGTERM end it with 130 / 143 and a one-line message."""
    tplx = Path(sys.executable).with_name("tplx")
    project = tmp_path / "p.tplx"
    proc = subprocess.Popen([str(tplx), "inspect", str(long_crawl), "--project", str(project),
                             "--workers", "2", "--quiet"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, start_new_session=True,
                            preexec_fn=_sigint_as_from_a_terminal)
    deadline = time.monotonic() + 60
    while ((len(_session(proc.pid)) < 3 or not _pages_stored(project))  # main, server, worker
           and proc.poll() is None and time.monotonic() < deadline):
        time.sleep(0.05)
    assert proc.poll() is None, "inspect ended before it could be stopped"
    os.kill(proc.pid, sig)
    out, err = proc.communicate(timeout=30)  # EOF: no process holds its stdout and stderr
    deadline = time.monotonic() + 5
    while _session(proc.pid) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert _session(proc.pid) == []
    if sig != signal.SIGKILL:
        assert (proc.returncode, out) == ({signal.SIGINT: 130, signal.SIGTERM: 143}[sig], b""), \
            err.decode("utf-8", "replace")[-3000:]  # a crash's stack (faulthandler)
        assert err.decode().startswith("tplx: ") and err.count(b"\n") == 1
        assert b"work saved so far is kept" in err
    with Project(project) as stored:
        assert stored.db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert stored.db.execute("SELECT count(*) FROM pages").fetchone()[0] > 0


def test_a_stop_whose_exception_was_lost_still_ends_the_command_as_stopped(monkeypatch, capsys):
    """Ctrl+C whose KeyboardInterrupt is swallowed (raised in a destructor, where Python only
    prints it) after the command's last check: the command ends with 130 and the one-line
    message, not 0; the next call in the same process starts unstopped."""
    cli_main = importlib.import_module("tplx_engine.cli.main")

    def interrupted_inside_a_destructor(args):
        try:
            cli_main._stop(signal.SIGINT, None)
        except KeyboardInterrupt:
            pass
        return 0

    parser = cli_main.build_parser()
    args = parser.parse_args(["config-path"])
    monkeypatch.setattr(cli_main, "build_parser", lambda: parser)
    monkeypatch.setattr(parser, "parse_args", lambda argv: args)
    args.func = interrupted_inside_a_destructor
    assert cli_main.main([]) == 130
    assert capsys.readouterr().err == "tplx: interrupted; work saved so far is kept in the project\n"
    args.func = lambda args: 0
    assert cli_main.main([]) == 0


def test_a_second_signal_inside_the_first_handler_does_not_hang(monkeypatch):
    """Ctrl+C twice, or SIGTERM to the process and to its group: the second handler runs while
    the first one is inside ``STOP.set()`` and holds the event's lock. It must stop the command
    at once, not wait for that lock (``tplx suggest`` hung at 100% CPU so)."""
    cli_main = importlib.import_module("tplx_engine.cli.main")
    monkeypatch.setattr(cli_main, "_stopped_by", ["SIGTERM"])  # the first signal is in
    raised = []

    def second_signal():
        try:
            cli_main._stop(signal.SIGTERM, None)
        except BaseException as exc:  # noqa: BLE001 -- what the second handler raises
            raised.append(type(exc).__name__)

    with cli_main.STOP._cond:  # as the first handler does inside STOP.set()
        helper = threading.Thread(target=second_signal, daemon=True)
        helper.start()
        helper.join(timeout=5)
        hung = helper.is_alive()
    helper.join(timeout=5)
    cli_main.STOP.clear()
    assert not hung and raised == ["_Terminated"]
