"""The ``tplx`` command: the parser (each command module adds its commands) and ``main``.
The command modules only parse arguments, call the jobs, wire progress to stderr and print
results (text or ``--json``); batching and process pools live in the jobs.

Every command accepts ``--json``: one JSON document on stdout (schema: docs/cli-json.md),
progress and messages on stderr. Exit codes: 0 ok, 1 engine error, 2 bad option or config
value, 130 interrupted (Ctrl+C), 141 stdout closed early (``| head``: no message), 143
terminated (SIGTERM). An error is one line on stderr, ``tplx: error: ...``, never a traceback
(``--debug`` shows the traceback of an unexpected one).
"""

from __future__ import annotations

import argparse
import contextlib
import faulthandler
import io
import json
import os
import signal
import sqlite3
import sys
import threading

from .. import __version__
from ..config import user_config_path
from ..errors import Cancelled, ConfigError, TplxError
from ..parallel import use_scheduler
from .common import JSON_SCHEMA_VERSION, STOP, Parser, add_common_options, emit, scheduler_of


def cmd_config_path(args) -> int:
    path = user_config_path()
    emit(args, {"command": "config-path", "path": str(path), "exists": path.is_file()},
          f"{path}{'' if path.is_file() else '  (not created yet)'}\n")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="tplx", description=(
        "Discover the templates behind crawled web pages and extract structured data."))
    parser.add_argument("--version", action="version", version=f"tplx {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    from .crawl import add_commands as add_crawl_commands
    from .repair import add_commands as add_repair_commands
    from .search import add_commands as add_search_commands
    from .suggest import add_commands as add_suggest_commands
    from .templatefree import add_commands as add_templatefree_commands
    from .templates import add_commands as add_template_commands

    add_crawl_commands(sub, add_common_options)
    add_template_commands(sub, add_common_options)
    add_suggest_commands(sub, add_common_options)
    add_templatefree_commands(sub, add_common_options)
    add_search_commands(sub, add_common_options)
    add_repair_commands(sub, add_common_options)

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
    of its reporter if that exception is lost. Only the first signal sets ``STOP``: a second
    one (Ctrl+C pressed twice, a SIGTERM sent to the process and its group) can arrive while
    the first handler holds the event's lock, and taking it again there hung the command."""
    first = not _stopped_by
    _stopped_by.append(signal.Signals(signum).name)
    if first:
        STOP.set()
    raise KeyboardInterrupt if signum == signal.SIGINT else _Terminated


def _stopped_message() -> int:
    word, code = _STOPPED[_stopped_by[0] if _stopped_by else "SIGINT"]
    print(f"tplx: {word}; work saved so far is kept in the project", file=sys.stderr)
    return code


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not faulthandler.is_enabled() and sys.stderr is not None:
        # a crash inside a compiled library leaves the Python stack on stderr for the report
        with contextlib.suppress(io.UnsupportedOperation, AttributeError, ValueError):
            faulthandler.enable()  # not when stderr is no file (captured, in a notebook)
    args = None
    previous = {}
    try:
        args = build_parser().parse_args(argv)
        if threading.current_thread() is threading.main_thread():
            for name in _STOPPED:
                number = getattr(signal, name, None)
                if number is not None and signal.getsignal(number) is not signal.SIG_IGN:
                    previous[number] = signal.signal(number, _stop)
        STOP.clear()
        _stopped_by.clear()
        with use_scheduler(scheduler_of(args)):
            code = args.func(args)
        if STOP.is_set():  # stopped, but its exception was lost (raised inside a destructor,
            return _stopped_message()  # a callback or a compiler) after the last check
        return code
    except Cancelled as exc:
        if STOP.is_set():
            return _stopped_message()
        return _error(args, f"cancelled: {exc}", "Cancelled", 130, prefix="tplx: ")
    except (KeyboardInterrupt, _Terminated):
        return _stopped_message()
    except BrokenPipeError:
        _silence_stdout()
        return 141
    except ConfigError as exc:
        return _error(args if args is not None else argv, str(exc), "ConfigError", 2)
    except TplxError as exc:
        return _error(args, str(exc), type(exc).__name__, 1)
    except sqlite3.Error as exc:
        if "--debug" in argv:
            raise
        project = getattr(args, "project", None) or "PROJECT"
        return _error(args, f"{project}: cannot read or write the project ({exc}); if it is "
                            f"damaged, tplx repair {project} saves what can be read into a "
                            "new file",
                      "ProjectError", 1)
    except OSError as exc:
        if "--debug" in argv:
            raise
        where = f"{exc.filename}: " if exc.filename else ""
        return _error(args, f"{where}{(exc.strerror or str(exc)).lower()}", "OSError", 1)
    except Exception as exc:  # a bug: one line, the traceback with --debug
        if "--debug" in argv:
            raise
        return _error(args, f"internal error ({type(exc).__name__}: {exc}); run the command "
                            "again with --debug for the traceback, and please report it",
                      "InternalError", 1)
    finally:
        for number, handler in previous.items():  # main() called in a host process (tests)
            signal.signal(number, handler)


def _error(args, message: str, kind: str, code: int, prefix: str = "tplx: error: ") -> int:
    """One line on stderr (and the error document on stdout under --json; ``args`` is the
    command line itself when it could not be parsed)."""
    message = " ".join(message.split())  # one line, whatever the message held
    if getattr(args, "json", False) if not isinstance(args, list) else "--json" in args:
        try:
            json.dump({"tplx": __version__, "schema": JSON_SCHEMA_VERSION, "error": message,
                       "error_type": kind}, sys.stdout)
            sys.stdout.write("\n")
            sys.stdout.flush()
        except BrokenPipeError:
            _silence_stdout()
    print(f"{prefix}{message}", file=sys.stderr)
    return code


def _silence_stdout() -> None:
    """stdout's reader is gone (``tplx ... | head``): send what is still buffered nowhere, so
    that Python's flush at exit does not complain."""
    if sys.stdout is sys.__stdout__ and sys.stdout is not None:
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except (OSError, ValueError):
            pass


if __name__ == "__main__":
    sys.exit(main())
