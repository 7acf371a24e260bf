"""Every command with the bad inputs of issue 16: each ends with the right exit code and one line
``tplx: error: ...`` that names what is wrong (the option, or the config file, line and key),
never a traceback, and leaves the project file as it was."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tplx_engine.cli.main import main

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None

TPLX = Path(sys.executable).with_name("tplx")


@pytest.fixture(scope="module")
def templated(demo_project, demo_crawl, tmp_path_factory) -> Path:
    """The demo project with templates (read-only: cases copy it)."""
    path = tmp_path_factory.mktemp("bad-input") / "demo.tplx"
    shutil.copy(demo_project, path)
    assert main(["template", str(path), "--quiet", "--json"]) == 0
    return path


@pytest.fixture
def project(templated, tmp_path) -> Path:
    path = tmp_path / "p.tplx"
    shutil.copy(templated, path)
    return path


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def fails(capsys, code: int, *argv) -> str:
    """Run tplx in this process expecting exit ``code`` and one error line; returns the line."""
    assert main([str(a) for a in argv]) == code
    captured = capsys.readouterr()
    lines = captured.err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("tplx: error: "), captured.err
    if "--json" in argv:
        doc = json.loads(captured.out)
        assert doc["error"] == lines[0][len("tplx: error: "):]
    else:
        assert captured.out == ""
    return lines[0]


# -- options ---------------------------------------------------------------------------------

OPTION_CASES = [
    (["inspect", "{crawl}", "--workers", "0"], "argument --workers: takes an integer from 1"),
    (["inspect", "{crawl}", "--workers", "-3"], "argument --workers"),
    (["cluster", "{crawl}", "--metric", "foo"], "argument --metric: takes one of elcs"),
    (["cluster", "{crawl}", "--method", "fpc", "--metric", "foo"], "argument --metric"),
    (["cluster", "{crawl}", "--threshold", "2"], "argument --threshold: takes a number from 0"),
    (["cluster", "{crawl}", "--sweep", "0:1:0.0000001"], "10,000,001 thresholds; at most 1,000"),
    (["cluster", "{crawl}", "--sweep", "0.9:0.1:0.1"], "argument --sweep 0.9:0.1:0.1"),
    (["cluster", "{crawl}", "--sweep", "x"], "argument --sweep: takes START:STOP:STEP"),
    (["template", "{project}", "--min-pages", "-5"], "argument --min-pages"),
    (["template", "{project}", "--show", "-1"], "argument --show"),
    (["template", "{project}", "--max-members", "-1"], "argument --max-members"),
    (["template", "{project}", "--workers", "0"], "argument --workers"),
    (["discover", "{project}", "--min-pool", "-1"], "argument --min-pool"),
    (["discover", "{project}", "--min-pages", "0"], "argument --min-pages"),
    (["suggest", "{project}", "--accept-all-above", "7"], "argument --accept-all-above"),
    (["suggest", "{project}", "--accept", "1", "--reject", "2"],
     "argument --reject: not allowed with argument --accept"),
    (["suggest", "{project}", "--list", "--accept-all-above", "0.5"],
     "argument --accept-all-above: not allowed with argument --list"),
    (["suggest", "{project}", "--accept-all-above", "-1"], "argument --accept-all-above"),
    (["suggest", "{project}", "--min-confidence", "nan"], "argument --min-confidence"),
    (["extract", "{crawl}", "--project", "{project}", "--out", "{tmp}"], "is a folder"),
    (["extract", "{crawl}", "--project", "{project}", "--out", "{tmp}/no/x.csv"],
     "argument --out: folder"),
    (["extract", "{crawl}", "--project", "{project}", "--out", "{tmp}/x.csv", "--workers", "0"],
     "argument --workers"),
    (["content", "{crawl}", "--alpha", "-5"], "argument --alpha: takes a number from 0 to 1"),
    (["posts", "{crawl}", "--beta", "2"], "argument --beta"),
    (["content", "{crawl}", "--out", "/missing/dir/x.jsonl"], "folder /missing/dir does not"),
    (["records", "{crawl}", "--example", "//["], "argument --example: '//[' is not a valid"),
    (["records", "{crawl}", "--example", "//li", "--threshold", "5"], "argument --threshold"),
    (["demo", "{tmp}/d", "--pages", "0"], "argument --pages"),
    (["inspect"], "the following arguments are required: crawl"),
    (["nonsense"], "argument COMMAND: invalid choice: 'nonsense'"),
]


@pytest.mark.parametrize("argv, message", OPTION_CASES,
                         ids=[" ".join(a[:1] + a[2:4]) for a, _ in OPTION_CASES])
@pytest.mark.parametrize("as_json", [False, True], ids=["text", "json"])
def test_bad_options_exit_2_with_one_line(capsys, demo_crawl, project, tmp_path, argv, message,
                                          as_json):
    before = digest(project)
    values = {"crawl": demo_crawl, "project": project, "tmp": tmp_path}
    argv = [a.format(**values) for a in argv] + (["--json"] if as_json and len(argv) > 1
                                                  else [])
    assert message in fails(capsys, 2, *argv)
    assert digest(project) == before
    assert not (tmp_path / "d").exists()


# -- config files ----------------------------------------------------------------------------

CONFIG_CASES = [
    ('[load]\nmax_page_bytes = "big"\n', ':2: [load] max_page_bytes = "big": must be an integer'),
    ("[simplify]\ndrop_tags = [1, 2]\n", ":2: [simplify] drop_tags = [1, 2]: must be a list"),
    ('[filter.list_url_rules]\n"a.example" = "(bad"\n', ":1: list URL rule for a.example"),
    ('[repeats]\ndetector = "nope"\n', ':2: [repeats] detector = "nope": must be one of'),
    ('[cluster]\nthreshold = "high"\n', ':2: [cluster] threshold = "high": must be a number'),
    ("[filter]\nlist_url_rules = 5\n", ":2: [filter] list_url_rules = 5: must be a table"),
    ('[cluster]\nmetric = "foo"\n', ':2: [cluster] metric = "foo": must be one of'),
    ('[load]\nextensions = ".html"\n', ':2: [load] extensions = ".html": must be a non-empty'),
    ("[load]\nmax_depth = 0\n", ":2: [load] max_depth = 0: must be an integer from 1"),
    ("[cluster]\nthreshhold = 0.3\n", ":2: unknown key [cluster] threshhold (did you mean "
                                      "threshold?)"),
    ("[load\n", ": the config file is not valid TOML"),
]


@pytest.mark.parametrize("text, message", CONFIG_CASES, ids=[c[1][:40] for c in CONFIG_CASES])
@pytest.mark.parametrize("command", ["inspect", "cluster", "extract", "template", "content"])
def test_bad_config_values_exit_2_naming_file_line_and_key(capsys, demo_crawl, project,
                                                           tmp_path, text, message, command):
    config = tmp_path / "my.toml"
    config.write_text(text, "utf-8")
    before = digest(project)
    argv = {"inspect": ["inspect", demo_crawl, "--project", project],
            "cluster": ["cluster", demo_crawl, "--project", project],
            "extract": ["extract", demo_crawl, "--project", project, "--out", tmp_path / "o.xml"],
            "template": ["template", project],
            "content": ["content", demo_crawl]}[command]
    line = fails(capsys, 2, *argv, "--config", config, "--quiet")
    assert line == f"tplx: error: {config}{message}" or line.startswith(
        f"tplx: error: {config}{message}")
    assert digest(project) == before
    assert not (tmp_path / "o.xml").exists()


# -- damaged projects, unwritable outputs ------------------------------------------------------

def damaged(project: Path) -> Path:
    """The project with its middle overwritten (only opening was guarded before)."""
    size = project.stat().st_size
    with open(project, "r+b") as fh:
        fh.seek(size // 2)
        fh.write(b"\xa5" * (size - size // 2))
    return project


@pytest.mark.parametrize("command", ["cluster", "template", "extract", "suggest"])
def test_a_damaged_project_is_one_line(capsys, demo_crawl, project, tmp_path, command):
    damaged(project)
    before = digest(project)
    argv = {"cluster": ["cluster", demo_crawl, "--project", project],
            "template": ["template", project],
            "extract": ["extract", demo_crawl, "--project", project, "--out", tmp_path / "o.csv"],
            "suggest": ["suggest", project]}[command]
    line = fails(capsys, 1, *argv, "--quiet")
    assert line.startswith(f"tplx: error: {project}: the project file is damaged (")
    assert line.endswith(f"run tplx repair {project} to save what can be read into a new file")
    assert digest(project) == before  # checked when opened: nothing is written into it
    assert not list(tmp_path.glob(".o.csv*")) and not (tmp_path / "o.csv").exists()


def test_a_damaged_project_can_be_repaired(capsys, project, tmp_path):
    damaged(project)
    before = digest(project)
    out = tmp_path / "saved.tplx"
    assert main(["repair", str(project), "--out", str(out), "--json", "--quiet"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["out"] == str(out) and doc["problems"]
    assert doc["rows_lost"] > 0 or doc["uncounted_tables"]
    assert digest(project) == before
    assert main(["template", str(out), "--stored", "--json", "--quiet"]) == 0  # opens, sound
    capsys.readouterr()
    line = fails(capsys, 1, "repair", project, "--out", out)
    assert line == f"tplx: error: {out}: already exists; give another --out"


def test_a_file_that_is_not_a_project_is_one_line(capsys, tmp_path):
    bogus = tmp_path / "notes.tplx"
    bogus.write_text("not sqlite at all", "utf-8")
    line = fails(capsys, 1, "template", bogus)
    assert str(bogus) in line
    assert bogus.read_text("utf-8") == "not sqlite at all"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc")
def test_unwritable_outputs_are_one_line(capsys, demo_crawl, project):
    before = digest(project)
    line = fails(capsys, 2, "extract", demo_crawl, "--project", project, "--out", "/proc/version")
    assert "argument --out: cannot write in folder /proc" in line
    assert digest(project) == before
    assert "/proc/tplx-demo" in fails(capsys, 1, "demo", "/proc/tplx-demo")


def run_tplx(*argv, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([str(TPLX), *map(str, argv)], capture_output=True, timeout=300,
                          **kwargs)


@pytest.mark.skipif(not hasattr(fcntl, "F_SETPIPE_SZ"), reason="sets a pipe's size (Linux)")
def test_output_piped_into_head_exits_quietly(demo_crawl, tmp_path):
    """``tplx inspect --json | head -c 10``: the reader goes away; no message, exit 141. The
    pipe holds 4 KB, so the 40 KB document cannot fit in it before the reader leaves."""
    read_end, write_end = os.pipe()
    fcntl.fcntl(write_end, fcntl.F_SETPIPE_SZ, 4096)
    process = subprocess.Popen([str(TPLX), "inspect", str(demo_crawl), "--project",
                                str(tmp_path / "p.tplx"), "--json", "--quiet"],
                               stdout=write_end, stderr=subprocess.PIPE)
    os.close(write_end)
    with os.fdopen(read_end, "rb") as reader:
        assert reader.read(10).startswith(b"{")
    err = process.stderr.read()
    assert (process.wait(timeout=300), err) == (141, b"")


def test_an_unexpected_error_is_one_line_and_debug_shows_its_traceback(capsys, demo_crawl,
                                                                      tmp_path, monkeypatch):
    from tplx_engine.jobs import preprocess

    def broken(*args, **kwargs):
        raise RuntimeError("a bug")

    monkeypatch.setattr(preprocess, "preprocess_crawl", broken)
    argv = ["inspect", demo_crawl, "--project", tmp_path / "p.tplx"]
    line = fails(capsys, 1, *argv)
    assert line == ("tplx: error: internal error (RuntimeError: a bug); run the command again "
                    "with --debug for the traceback, and please report it")
    with pytest.raises(RuntimeError, match="a bug"):
        main([str(a) for a in [*argv, "--debug"]])


def test_a_config_path_that_is_a_folder_is_one_line(capsys, demo_crawl, tmp_path):
    config = tmp_path / "dir.toml"
    config.mkdir()
    line = fails(capsys, 2, "inspect", demo_crawl, "--project", tmp_path / "p.tplx", "--config",
                 config)
    assert line == f"tplx: error: {config}: cannot read the config file: is a directory"
    assert not (tmp_path / "p.tplx").exists()


# -- hostile pages through the commands ----------------------------------------------------------

def test_hostile_pages_through_inspect_and_extract(capsys, demo_crawl, project, tmp_path):
    crawl = tmp_path / "crawl"
    shutil.copytree(demo_crawl / "shop.example.com", crawl)
    attributes = " ".join(f"a{i}=v" for i in range(200_000))
    (crawl / "attributes.html").write_text(f"<html><body><div {attributes}>x</div></body></html>")
    (crawl / "deep.html").write_text("<html><body>" + "<div>" * 5000 + "</body></html>")
    assert main(["inspect", str(crawl), "--project", str(tmp_path / "h.tplx"), "--json",
                 "--quiet"]) == 0
    pages = {p["path"]: p for p in json.loads(capsys.readouterr().out)["pages"]}
    assert pages["attributes.html"]["status"] == pages["deep.html"]["status"] == "too_complex"
    assert "load.max_attributes" in pages["attributes.html"]["reason"]
    out = tmp_path / "out.csv"
    assert main(["extract", str(crawl), "--project", str(project), "--out", str(out), "--json",
                 "--quiet"]) == 0
    failed = {f["path"]: f["reason"] for f in json.loads(capsys.readouterr().out)["failed"]}
    assert set(failed) == {"attributes.html", "deep.html"}
    assert all(reason.startswith("too complex: ") for reason in failed.values())
    assert not [p for p in os.listdir(tmp_path) if p.endswith(".tmp")]
