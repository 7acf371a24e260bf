"""What every ``tplx`` subcommand shares: the ``--json``/``--quiet`` options, the progress bar on
stderr and the one way results are printed (docs/cli-json.md)."""

from __future__ import annotations

import argparse
import json
import sys
import threading

from .. import __version__
from ..progress import Reporter, StderrBar

JSON_SCHEMA_VERSION = 1

# Set on Ctrl+C or SIGTERM (cli.main): every reporter of the command checks it between units of
# work, so a stop that lands where its exception is lost (inside a compiled kernel's call back
# into Python) still stops the run there.
STOP = threading.Event()


def add_common_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true",
                        help="print one machine-readable JSON document on stdout")
    parser.add_argument("--quiet", action="store_true", help="no progress bar on stderr")


def reporter_for(args) -> Reporter:
    return Reporter(sink=None if args.quiet else StderrBar(), cancel_event=STOP)


def emit(args, document: dict, text: str) -> None:
    """The JSON document (with version and schema) under ``--json``, else the text."""
    if args.json:
        document = {"tplx": __version__, "schema": JSON_SCHEMA_VERSION, **document}
        json.dump(document, sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(text)
