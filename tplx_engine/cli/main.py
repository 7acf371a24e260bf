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
import signal
import sys
import threading

from .. import __version__
from ..config import user_config_path
from ..errors import Cancelled, TplxError
from .common import JSON_SCHEMA_VERSION, STOP, add_common_options, emit


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


class _Terminated(BaseException):
    """SIGTERM, raised where the command is so that it stops as on Ctrl+C: transactions roll
    back, temporary output files are removed, worker processes end."""


_STOPPED = {"SIGINT": ("interrupted", 130), "SIGTERM": ("terminated", 143)}
_stopped_by: list[str] = []


def _stop(signum, frame):
    """Ctrl+C and SIGTERM: stop at once where the command is, and (``STOP``) at the next check
    of its reporter if that exception is lost."""
    _stopped_by.append(signal.Signals(signum).name)
    STOP.set()
    raise KeyboardInterrupt if signum == signal.SIGINT else _Terminated


def _stopped_message() -> int:
    word, code = _STOPPED[_stopped_by[0] if _stopped_by else "SIGINT"]
    print(f"tplx: {word}; work saved so far is kept in the project", file=sys.stderr)
    return code


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    previous = {}
    if threading.current_thread() is threading.main_thread():
        for name in _STOPPED:
            number = getattr(signal, name, None)
            if number is not None and signal.getsignal(number) is not signal.SIG_IGN:
                previous[number] = signal.signal(number, _stop)
    try:
        return args.func(args)
    except Cancelled as exc:
        if STOP.is_set():
            return _stopped_message()
        print(f"tplx: cancelled: {exc}", file=sys.stderr)
        return 130
    except (KeyboardInterrupt, _Terminated):
        return _stopped_message()
    except TplxError as exc:
        if getattr(args, "json", False):
            json.dump({"tplx": __version__, "schema": JSON_SCHEMA_VERSION, "error": str(exc),
                       "error_type": type(exc).__name__}, sys.stdout)
            sys.stdout.write("\n")
        print(f"tplx: error: {exc}", file=sys.stderr)
        return 1
    finally:
        for number, handler in previous.items():  # main() called in a host process (tests)
            signal.signal(number, handler)


if __name__ == "__main__":
    sys.exit(main())
