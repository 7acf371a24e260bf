"""Starting the workbench from the command line (tplx_gui/app.py): its arguments."""

import pytest


def test_entry_point_parses_arguments(capsys):
    from tplx_gui.app import main

    with pytest.raises(SystemExit) as stop:
        main(["--help"])
    assert stop.value.code == 0 and "crawl folder" in capsys.readouterr().out
