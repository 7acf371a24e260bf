"""The heavy stages on a Dask cluster (parallel/dask_cluster.py, docs/dask.md): the demo pipeline run with
``--scheduler`` on a two-worker ``distributed.LocalCluster`` stores the same clusters and
templates and exports the same bytes as the local run, also when a worker is killed mid-run;
an unreachable scheduler and a crawl the workers cannot read end with one line."""

import contextlib
import io
import json
import os
import re
import shutil
import signal
import sys
import time

import pytest

from tplx_engine.cli.main import main

distributed = pytest.importorskip("distributed", reason="the dask extra is not installed")


@pytest.fixture(scope="module")
def scheduler():
    with distributed.LocalCluster(n_workers=2, processes=True, threads_per_worker=1,
                                  dashboard_address=None) as cluster:
        yield cluster.scheduler_address


def _run(*argv) -> tuple[int, dict | str]:
    """(exit code, the JSON document printed, or the text)."""
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        code = main([str(a) for a in argv])
    return code, json.loads(printed.getvalue()) if "--json" in argv else printed.getvalue()


def _label(project, manifest):
    product = next(p for p in manifest["pages"] if p["template"] == "en-product")
    assert main(["label", str(project), "--page", product["path"], "--value",
                 product["fields"]["ISBN_13"], "--field", "ISBN_13", "--quiet"]) == 0
    assert main(["label", str(project), "--page", product["path"], "--xpath", "//h1/text()",
                 "--field", "TITLE", "--quiet"]) == 0


def _pipeline(crawl, manifest, folder, *where) -> dict:
    """inspect, cluster (pairwise tiles, then FPC), template, label, extract: what is stored
    and written, without timings."""
    project = folder / "demo.tplx"
    out = folder / "out.xml"
    config = folder / "config.toml"  # no page cut short by a loaded machine in one run only
    config.write_text("[load]\npage_seconds = 120\n", "utf-8")
    where = ("--config", config, *where)
    code, inspected = _run("inspect", crawl, "--project", project, "--json", "--quiet",
                          *where)
    assert code == 0
    code, fpc = _run("cluster", crawl, "--project", project, "--method", "fpc",
                    "--json", "--quiet", *where)
    assert code == 0
    code, clusters = _run("cluster", crawl, "--project", project, "--metric", "elcs",
                         "--threshold", "0.3", "--json", "--quiet", *where)
    assert code == 0
    code, _ = _run("template", project, "--quiet", *where)  # optional nodes: pool_mapper
    assert code == 0
    code, templates = _run("template", project, "--stored", "--json")
    assert code == 0
    for template in templates["templates"]:
        template.pop("induced_seconds")
    _label(project, manifest)
    code, fields = _run("fields", project, "--json", "--quiet", *where)
    assert code == 0
    code, extracted = _run("extract", crawl, "--project", project, "--out", out,
                          "--json", "--quiet", *where)
    assert code == 0
    for doc in (inspected, fpc, clusters, templates, fields, extracted):
        for timing in ("seconds", "workers", "project", "run", "output"):
            doc.pop(timing, None)
    return {"folder": folder, "inspect": inspected, "fpc": fpc, "clusters": clusters, "templates": templates,
            "fields": fields, "extract": extracted, "xml": out.read_bytes()}


@pytest.fixture(scope="module")
def local_run(demo_crawl, demo_manifest, tmp_path_factory):
    return _pipeline(demo_crawl, demo_manifest, tmp_path_factory.mktemp("local"))


def test_the_pipeline_on_a_cluster_stores_and_exports_what_the_local_run_does(
        capsys, scheduler, demo_crawl, demo_manifest, tmp_path, local_run):
    on_cluster = _pipeline(demo_crawl, demo_manifest, tmp_path, "--scheduler", scheduler)
    assert on_cluster["xml"].count(b"<ISBN_13>") == 45
    assert on_cluster["clusters"]["clusters"] == local_run["clusters"]["clusters"]
    assert {**on_cluster, "folder": None} == {**local_run, "folder": None}


def _extract(project, crawl, out, reporter) -> None:
    from tplx_engine.config import load_config
    from tplx_engine.jobs.extraction import extract_crawl
    from tplx_engine.store.project import Project

    with Project(project) as opened:
        extract_crawl(opened, crawl, out, "xml", load_config(use_user_dir=False),
                      reporter=reporter)


def test_a_worker_killed_mid_run_is_replaced_and_the_export_is_the_same(
        scheduler, demo_crawl, tmp_path, local_run):
    from tplx_engine.parallel import use_scheduler
    from tplx_engine.progress import Reporter

    project = tmp_path / "demo.tplx"
    shutil.copy(local_run["folder"] / "demo.tplx", project)
    with distributed.Client(scheduler, set_as_default=False) as client:
        pids = client.run(os.getpid)
        killed = []

        def kill_a_worker(stage, done, total):  # once the first chunk is in, the rest not yet
            if done and done < total and not killed:
                killed.append(next(iter(pids.values())))
                os.kill(killed[0], signal.SIGKILL)

        with use_scheduler(scheduler):
            _extract(project, demo_crawl, tmp_path / "out.xml", Reporter(kill_a_worker))
        assert killed and killed[0] not in client.run(os.getpid).values()
    assert (tmp_path / "out.xml").read_bytes() == local_run["xml"]


def test_cancelling_cancels_the_tasks_on_the_cluster(scheduler, demo_crawl, tmp_path, local_run):
    from tplx_engine.errors import Cancelled
    from tplx_engine.parallel import use_scheduler
    from tplx_engine.progress import Reporter

    project = tmp_path / "demo.tplx"
    shutil.copy(local_run["folder"] / "demo.tplx", project)
    reporter = Reporter()
    reporter.sink = lambda stage, done, total: reporter.cancel() if done else None
    with use_scheduler(scheduler), pytest.raises(Cancelled):
        _extract(project, demo_crawl, tmp_path / "out.xml", reporter)
    with distributed.Client(scheduler, set_as_default=False) as client:
        deadline = time.monotonic() + 10
        while client.run_on_scheduler(_tasks_known) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert client.run_on_scheduler(_tasks_known) == 0


def _tasks_known(dask_scheduler) -> int:
    return len(dask_scheduler.tasks)


def test_an_unreachable_scheduler_is_one_line(capsys, demo_crawl, tmp_path):
    started = time.monotonic()
    assert main(["inspect", str(demo_crawl), "--project", str(tmp_path / "p.tplx"),
                 "--scheduler", "tcp://127.0.0.1:9", "--quiet"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("tplx: error: cannot reach the Dask scheduler at tcp://127.0.0.1:9")
    assert err.count("\n") == 1 and "dask scheduler" in err
    assert time.monotonic() - started < 30
    assert not (tmp_path / "p.tplx").exists()


def test_the_scheduler_comes_from_the_config_and_a_bad_one_is_refused(capsys, demo_crawl,
                                                                       tmp_path):
    config = tmp_path / "config.toml"
    config.write_text('[parallel]\nscheduler = "tcp://127.0.0.1:9"\n', "utf-8")
    assert main(["inspect", str(demo_crawl), "--project", str(tmp_path / "p.tplx"),
                 "--config", str(config), "--quiet"]) == 1
    assert "cannot reach the Dask scheduler at tcp://127.0.0.1:9" in capsys.readouterr().err
    config.write_text("[parallel]\nscheduler = 8786\n", "utf-8")
    assert main(["inspect", str(demo_crawl), "--project", str(tmp_path / "p.tplx"),
                 "--config", str(config), "--quiet"]) == 2
    err = capsys.readouterr().err
    assert "[parallel] scheduler = 8786: must be a Dask scheduler address" in err
    assert err.count("\n") == 1


def test_a_crawl_the_workers_cannot_read_is_one_line(scheduler):
    from tplx_engine.errors import TplxError
    from tplx_engine.parallel import check_workers_read, use_scheduler

    with use_scheduler(scheduler), pytest.raises(TplxError, match=(
            r"^Dask worker tcp://\S+ cannot read /no/such/crawl \(and 1 more\): mount the "
            "crawl at the same path on every worker$")):
        check_workers_read("/no/such/crawl")


def test_a_file_url_names_the_crawl_folder_and_other_schemes_say_what_to_do(capsys, demo_crawl,
                                                                            tmp_path):
    code, doc = _run("inspect", demo_crawl.as_uri(), "--project", tmp_path / "p.tplx", "--json",
                     "--quiet", "--workers", "1")
    assert code == 0 and doc["pages_found"] > 0
    assert main(["inspect", "s3://bucket/crawl", "--project", str(tmp_path / "q.tplx")]) == 1
    assert "not s3://; mount the store at the same path" in capsys.readouterr().err


def test_without_the_dask_extra_the_scheduler_says_what_to_install(capsys, monkeypatch,
                                                                    demo_crawl, tmp_path):
    monkeypatch.setitem(sys.modules, "distributed", None)  # import distributed fails
    monkeypatch.delitem(sys.modules, "tplx_engine.parallel.dask_cluster", raising=False)
    assert main(["inspect", str(demo_crawl), "--project", str(tmp_path / "p.tplx"),
                 "--scheduler", "tcp://127.0.0.1:8786"]) == 2
    assert capsys.readouterr().err == ("tplx: error: --scheduler needs the dask extra: "
                                       "pip install 'tplx[dask]'\n")


def test_the_template_free_batch_gives_the_same_rows_on_a_cluster_and_on_local_workers(
        scheduler, demo_crawl, tmp_path):
    config = tmp_path / "config.toml"
    config.write_text("[load]\npage_seconds = 120\n", "utf-8")
    runs = [_run("meta", demo_crawl, "--json", "--config", config, *where)
            for where in ((), ("--workers", "2"), ("--scheduler", scheduler))]
    assert all(code == 0 for code, _ in runs)
    # a reason names the latest date a page may have (now): the minute may turn between runs
    pages = [json.loads(re.sub(r"and \d{4}-\d\d-\d\d \d\d:\d\d\)", "and NOW)",
                               json.dumps(doc["pages"]))) for _, doc in runs]
    assert len(pages[0]) > 250 and sum("result" in row for row in pages[0]) > 250
    assert pages[1] == pages[0] and pages[2] == pages[0]
