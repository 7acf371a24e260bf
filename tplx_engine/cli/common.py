"""What every ``tplx`` subcommand shares: the ``--json``/``--quiet``/``--debug`` options, the
checked option types, the one-line usage errors, the progress bar on stderr and the one way
results are printed (docs/cli-json.md)."""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import tempfile
import threading
from collections.abc import Callable
from pathlib import Path

from .. import __version__
from ..errors import ConfigError, os_reason
from ..progress import Reporter, StderrBar

JSON_SCHEMA_VERSION = 1

# Set on Ctrl+C or SIGTERM (cli.main): every reporter of the command checks it between units of
# work, so a stop that lands where its exception is lost (inside a compiled kernel's call back
# into Python) still stops the run there.
STOP = threading.Event()


def add_scheduler_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--scheduler", metavar="ADDRESS",
                        help="run the heavy stages on this Dask scheduler, e.g. tcp://host:8786 "
                             "(docs/dask.md; default: [parallel] scheduler, else local processes)")


def scheduler_of(args) -> str | None:
    """The Dask scheduler a command runs on: ``--scheduler``, else the config's; None: local."""
    if not hasattr(args, "scheduler"):
        return None
    if args.scheduler is not None:
        return args.scheduler.strip() or None
    from ..config import load_config
    return load_config(getattr(args, "config", None)).parallel.scheduler or None


def add_common_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true",
                        help="print one machine-readable JSON document on stdout")
    parser.add_argument("--quiet", action="store_true", help="no progress bar on stderr")
    parser.add_argument("--debug", action="store_true",
                        help="show the traceback of an unexpected error")


class Parser(argparse.ArgumentParser):
    """argparse with its errors as one line: a ``ConfigError`` that ``cli.main`` prints as
    ``tplx: error: argument --workers: ...`` (exit 2), not the usage block."""

    def error(self, message: str):
        raise ConfigError(f"{message} (see {self.prog} --help)")


# -- option types: each names what it takes; argparse prefixes the option ----------------------

def integer(minimum: int, maximum: int | None = None) -> Callable[[str], int]:
    """An option taking an integer in [minimum, maximum]."""
    return _ranged(int, "an integer", f"{minimum}", f"{maximum}" if maximum is not None
                   else None, minimum, maximum)


def number(minimum: float = 0.0, maximum: float | None = None) -> Callable[[str], float]:
    """An option taking a finite number in [minimum, maximum]."""
    return _ranged(float, "a number", f"{minimum:g}", f"{maximum:g}" if maximum is not None
                   else None, minimum, maximum)


def _ranged(convert, noun: str, low: str, high: str | None, minimum, maximum):
    what = f"{noun} from {low} to {high}" if high is not None else f"{noun} of at least {low}"

    def parse(text: str):
        try:
            value = convert(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"takes {what}, not {text!r}") from None
        if not math.isfinite(value) or value < minimum or (
                maximum is not None and value > maximum):
            raise argparse.ArgumentTypeError(f"takes {what}, not {text.strip()}")
        return value
    return parse


FRACTION = number(0.0, 1.0)
WORKERS = integer(1, 1024)


def metric_name(text: str) -> str:
    from ..config_schema import METRIC_NAMES

    if text not in METRIC_NAMES:
        raise argparse.ArgumentTypeError(f"takes one of {', '.join(METRIC_NAMES)}, not {text!r}")
    return text


def xpath_expression(text: str) -> str:
    from lxml import etree

    try:
        etree.XPath(text)
    except etree.XPathSyntaxError as exc:
        raise argparse.ArgumentTypeError(f"{text!r} is not a valid XPath ({exc})") from None
    return text


def output_file(text: str) -> str:
    """A file to write: its folder exists and is writable, and it is not itself a folder."""
    path = Path(text)
    folder = path.parent if str(path.parent) else Path(".")
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{text} is a folder; give a file name in it")
    if not folder.is_dir():
        raise argparse.ArgumentTypeError(f"folder {folder} does not exist")
    try:  # the one sure test: a file made there (and removed) before any work starts
        fd, probe = tempfile.mkstemp(prefix=".tplx-probe-", dir=folder)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        raise argparse.ArgumentTypeError(f"cannot write in folder {folder} "
                                         f"({os_reason(exc)})") from None
    return text


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


def open_project(path: str):
    """An existing project file, opened (``TplxError`` if there is none: opening would make
    an empty one)."""
    from ..errors import TplxError
    from ..store.project import Project

    if not Path(path).is_file():
        raise TplxError(f"{path}: no such project file (tplx inspect / cluster create it)")
    return Project(path)


CRAWL_HELP = ("crawl folder, WARC / WARC.gz file, folder of WARC files, or several WARC files "
              "read as one crawl (docs/warc.md)")


def crawl_argument(texts: str | list[str], command: str):
    """The crawl a command was given (``load.crawl.Crawl``): a folder (of pages and/or WARC
    files), one WARC file, or several WARC files read as one; ``TplxError`` naming what it
    takes otherwise, before anything is read or stored. A ``file://`` URL names a path too."""
    from ..errors import TplxError
    from ..load.crawl import Crawl
    from ..model import crawl_problem

    paths = [_local_path(text, command) for text in ([texts] if isinstance(texts, str)
                                                     else texts)]
    problem = crawl_problem(paths)
    if problem:
        raise TplxError(f"{problem} (tplx {command} takes a crawl folder, a WARC / WARC.gz "
                        "file, or several WARC files)")
    return Crawl.of(paths)


def _local_path(text: str, command: str) -> Path:
    """A crawl argument as a path (``file://`` URLs too); ``TplxError`` for other URLs."""
    from urllib.parse import urlparse
    from urllib.request import url2pathname

    from ..errors import TplxError

    scheme = urlparse(text).scheme
    if scheme == "file":
        return Path(url2pathname(urlparse(text).path))
    if len(scheme) > 1:  # not a Windows drive letter
        raise TplxError(f"{text}: tplx {command} reads a crawl from a folder or a file:// URL, "
                        f"not {scheme}://; mount the store at the same path here and on every "
                        "Dask worker (docs/dask.md)")
    return Path(text)
