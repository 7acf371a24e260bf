"""Running the ``tplx`` command in tests, as a user runs it (shared by the CLI tests)."""

import json

from tplx_engine.cli.main import main


def run(capsys, *argv):
    """(exit code, parsed JSON document if --json was given else the printed text)."""
    code = main([str(a) for a in argv])
    out = capsys.readouterr().out
    return code, (json.loads(out) if "--json" in argv else out)


def fails(capsys, *argv) -> str:
    """Run ``tplx`` expecting an engine error: exit code 1; returns the message on stderr."""
    assert main([str(a) for a in argv]) == 1
    return capsys.readouterr().err
