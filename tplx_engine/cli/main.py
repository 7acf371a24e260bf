"""The ``tplx`` command: the parser (each command module adds its commands) and ``main``.
The command modules only parse arguments, call the jobs, wire progress to stderr and print
results (text or ``--json``); batching and process pools live in the jobs.

Every command accepts ``--json``: one JSON document on stdout (schema: docs/cli-json.md),
progress and messages on stderr. Exit codes: 0 ok, 1 engine error (message on stderr),
2 usage error, 130 interrupted.
"""

from __future__ import annotations

import argparse
import json
import sys

from .. import __version__
from ..config import user_config_path
from ..errors import Cancelled, TplxError
from .common import JSON_SCHEMA_VERSION, add_common_options, emit


def cmd_config_path(args) -> int:
    path = user_config_path()
    emit(args, {"command": "config-path", "path": str(path), "exists": path.is_file()},
          f"{path}{'' if path.is_file() else '  (not created yet)'}\n")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tplx", description=(
        "Discover the templates behind crawled web pages and extract structured data."))
    parser.add_argument("--version", action="version", version=f"tplx {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    from .crawl import add_commands as add_crawl_commands
    from .suggest import add_commands as add_suggest_commands
    from .templatefree import add_commands as add_templatefree_commands
    from .templates import add_commands as add_template_commands

    add_crawl_commands(sub, add_common_options)
    add_template_commands(sub, add_common_options)
    add_suggest_commands(sub, add_common_options)
    add_templatefree_commands(sub, add_common_options)

    p = sub.add_parser("config-path", help="print where the per-user config file is read from")
    add_common_options(p)
    p.set_defaults(func=cmd_config_path)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except Cancelled as exc:
        print(f"tplx: cancelled: {exc}", file=sys.stderr)
        return 130
    except KeyboardInterrupt:
        print("tplx: interrupted; work saved so far is kept in the project", file=sys.stderr)
        return 130
    except TplxError as exc:
        if getattr(args, "json", False):
            json.dump({"tplx": __version__, "schema": JSON_SCHEMA_VERSION, "error": str(exc),
                       "error_type": type(exc).__name__}, sys.stdout)
            sys.stdout.write("\n")
        print(f"tplx: error: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
