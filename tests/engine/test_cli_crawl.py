"""The crawl commands (cli/crawl.py): tplx inspect and tplx cluster on the demo crawl, their JSON
and text, the default project name, errors."""

import json
from pathlib import Path

import pytest

from tplx_engine.cli.main import main


def test_cli_inspect_json_lists_every_page(demo_crawl, tmp_path, capsys):
    code = main(["inspect", str(demo_crawl), "--project", str(tmp_path / "p.tplx"), "--json",
                 "--workers", "1"])
    assert code == 0
    captured = capsys.readouterr()
    doc = json.loads(captured.out)
    assert doc["command"] == "inspect" and doc["schema"] == 1
    assert len(doc["pages"]) == doc["pages_found"]
    assert {"path", "status", "reason", "tokens"} <= set(doc["pages"][0])
    assert sum(doc["counts"].values()) == doc["pages_found"]
    assert "pages" in captured.err  # progress goes to stderr


def test_cli_inspect_text_and_errors(demo_crawl, tmp_path, capsys):
    assert main(["inspect", str(demo_crawl), "--project", str(tmp_path / "p.tplx"),
                 "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "detail pages" in out and "Table 6.4" in out
    assert main(["inspect", str(tmp_path / "missing"), "--json"]) == 1
    error = json.loads(capsys.readouterr().out)["error"]
    assert "does not exist (tplx inspect takes a crawl folder" in error


def test_default_project_name_is_the_crawl_folder(demo_crawl, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(["inspect", str(demo_crawl), "--quiet", "--workers", "1"]) == 0
    assert (tmp_path / f"{Path(demo_crawl).name}.tplx").is_file()
    assert not any(p.suffix == ".tplx" for p in Path(demo_crawl).iterdir())


def test_cli_cluster_json_with_sweep(demo_crawl, demo_project, tmp_path, capsys):
    project = tmp_path / "p.tplx"
    project.write_bytes(demo_project.read_bytes())
    code = main(["cluster", str(demo_crawl), "--project", str(project), "--json", "--quiet",
                 "--sweep", "0.1:0.9:0.2", "--threshold", "0.3", "--workers", "1"])
    assert code == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["command"] == "cluster" and doc["n_clusters"] == len(doc["clusters"])
    assert [s["threshold"] for s in doc["sweep"]] == [0.1, 0.3, 0.5, 0.7, 0.9]
    counts = [s["n_clusters"] for s in doc["sweep"]]
    assert counts == sorted(counts, reverse=True)  # a higher threshold never splits clusters
    assert {"path", "cluster", "distance_to_medoid"} <= set(doc["pages"][0])
    assert sum(c["size"] for c in doc["clusters"]) == doc["n_pages"] == len(doc["pages"])
    assert main(["cluster", str(demo_crawl), "--project", str(project), "--sweep", "x"]) == 2


def test_cli_demo_patterns_writes_the_three_sites(tmp_path, capsys):
    out = tmp_path / "patterns"
    assert main(["demo", str(out), "--patterns", "--seed", "2", "--json", "--quiet"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["mode"] == "patterns" and doc["pages_by_kind"]["detail"] == 480
    manifest = json.loads((out / "manifest.json").read_text("utf-8"))
    assert manifest["seed"] == 2
    assert {t["id"] for t in manifest["templates"]} == {
        "pattern-bookshop", "pattern-catalogue", "pattern-records"}
    assert main(["demo", str(tmp_path / "x"), "--patterns", "--pages", "10"]) == 1
    assert "--patterns" in capsys.readouterr().err


def test_cli_cluster_threshold_auto_uses_the_suggested_threshold(demo_crawl, demo_project,
                                                                 tmp_path, capsys):
    project = tmp_path / "p.tplx"
    project.write_bytes(demo_project.read_bytes())
    assert main(["cluster", str(demo_crawl), "--project", str(project), "--json", "--quiet",
                 "--threshold", "0.1", "--workers", "1"]) == 0
    fixed = json.loads(capsys.readouterr().out)
    suggested = fixed["suggested_threshold"]
    assert fixed["threshold"] == 0.1 and suggested["gap"] > 0
    assert main(["cluster", str(demo_crawl), "--project", str(project), "--json", "--quiet",
                 "--threshold", "auto", "--workers", "1"]) == 0
    auto = json.loads(capsys.readouterr().out)
    assert auto["threshold"] == pytest.approx(suggested["threshold"])
    assert auto["n_clusters"] == suggested["n_clusters"] != fixed["n_clusters"]
    assert main(["cluster", str(demo_crawl), "--project", str(project), "--quiet",
                 "--threshold", "auto"]) == 0
    assert "Suggested threshold" in capsys.readouterr().out
    assert main(["cluster", str(demo_crawl), "--project", str(project), "--threshold", "auto",
                 "--method", "fpc"]) == 2
    assert "FPC has no dendrogram" in capsys.readouterr().err
