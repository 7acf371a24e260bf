"""tplx suggest (cli/suggest.py) on the templated demo project: suggest, list, accept, reject,
accept all above a confidence."""

import shutil

from tplx_cli import run

from tplx_engine.cli.main import main


def test_cli_suggest_accept_reject_list(capsys, demo_elcs_templates, tmp_path):
    path = tmp_path / "cli.tplx"
    shutil.copyfile(demo_elcs_templates, path)
    code, doc = run(capsys, "suggest", path, "--json", "--quiet")
    assert code == 0 and doc["command"] == "suggest" and doc["action"] == "suggest"
    assert len(doc["templates"]) == 6
    every = [s for t in doc["templates"] for s in t["suggestions"]]
    assert every and all(0 < s["confidence"] <= 1 and s["status"] == "proposed" for s in every)
    assert all(t["sampled"] <= 20 for t in doc["templates"])
    first, second = every[0], every[1]
    code, text = run(capsys, "suggest", path, "--list")
    assert code == 0 and f"[{first['id']}]" in text and "e.g." in text
    code, doc = run(capsys, "suggest", path, "--accept", first["id"], "--json")
    assert code == 0 and doc["label"]["target"] == first["target"]
    assert doc["label"]["field"] == first["field"]
    code, text = run(capsys, "suggest", path, "--reject", second["id"])
    assert code == 0 and "rejected" in text
    code, doc = run(capsys, "suggest", path, "--list", "--all", "--json")
    status = {s["id"]: s["status"] for s in doc["suggestions"]}
    assert status[first["id"]] == "accepted" and status[second["id"]] == "rejected"
    code, doc = run(capsys, "suggest", path, "--accept-all-above", "0.9", "--json")
    assert code == 0 and doc["accepted"]
    assert all(s["confidence"] >= 0.9 for s in doc["accepted"])
    pairs = [(s["template"], s["field"]) for s in doc["accepted"]]
    assert len(pairs) == len(set(pairs))  # one label per template and field
    assert main(["suggest", str(path), "--accept", "1", "--reject", "2"]) == 2  # one action
    assert "not allowed with argument --accept" in capsys.readouterr().err
