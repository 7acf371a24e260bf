"""The schema of the config file: every key's type, range or choices, checked when the file is
read (``config.load_config``), so that a bad value is one ``ConfigError`` naming its file, line
and key, never a traceback or a batch of failed pages later.

``check_value(section, key, value)`` gives the value as the options dataclass holds it (lists
as tuples, the list-URL rules as sorted ``(host, regex)`` pairs whose regexes compile) or raises
``ConfigError`` with what is wrong; ``unknown(name, known)`` says which valid name is closest.
The list-URL rules compile here (:func:`compile_url_rule`), the one place they do.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable
from dataclasses import dataclass

from .errors import ConfigError

# The similarity measures (similarity.METRICS; tests/engine/test_config.py keeps them equal).
METRIC_NAMES = ("elcs", "lcs", "weighted-tag", "tag-jaccard", "tag-vector", "path-shingle",
                "layered-vector", "free-match", "stm")
PARSER_MAX_DEPTH = 2048  # libxml2 2.14 with huge_tree builds no deeper tree

_TAG = re.compile(r"[A-Za-z][A-Za-z0-9:_-]*\Z")
_EXTENSION = re.compile(r"\.[A-Za-z0-9]+(?:\.[A-Za-z0-9]+)*\Z")


@dataclass(frozen=True)
class _Rule:
    describe: str  # what a valid value is, for the message
    convert: Callable[[object], object]  # the value as the options hold it; ValueError if bad


def _integer(low: int, high: int | None = None) -> _Rule:
    describe = (f"an integer from {low:,} to {high:,}" if high is not None
                else f"an integer of at least {low:,}")

    def convert(value):
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError
        if value < low or (high is not None and value > high):
            raise ValueError
        return value
    return _Rule(describe, convert)


def _number(low: float, high: float | None = None) -> _Rule:
    describe = (f"a number from {low:g} to {high:g}" if high is not None
                else f"a number of at least {low:g}")

    def convert(value):
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ValueError
        if not low <= value <= (high if high is not None else float("inf")):
            raise ValueError
        return float(value)
    return _Rule(describe, convert)


def _choice(*choices: str) -> _Rule:
    def convert(value):
        if value not in choices:
            raise ValueError
        return value
    return _Rule("one of " + ", ".join(f'"{c}"' for c in choices), convert)


def _scheduler_address() -> _Rule:
    def convert(value):
        if not isinstance(value, str) or any(c.isspace() for c in value):
            raise ValueError
        return value
    return _Rule('a Dask scheduler address such as "tcp://host:8786", or "" for the local '
                 'process pool', convert)


def _strings(pattern: re.Pattern | None = None, what: str = "strings",
             nonempty: bool = False) -> _Rule:
    def convert(value):
        if not isinstance(value, list) or (nonempty and not value):
            raise ValueError
        if not all(isinstance(v, str) and v and (pattern is None or pattern.match(v))
                   for v in value):
            raise ValueError
        return tuple(value)
    return _Rule(("a non-empty " if nonempty else "a ") + f"list of {what}", convert)


def _url_rules() -> _Rule:
    def convert(value):
        if not isinstance(value, dict) or not all(
                isinstance(h, str) and h.strip() and isinstance(r, str)
                for h, r in value.items()):
            raise ValueError
        for host, regex in value.items():
            compile_url_rule(host, regex)  # ConfigError names the rule
        return tuple(sorted(value.items()))
    return _Rule('a table of host = "regular expression"', convert)


SCHEMA: dict[str, dict[str, _Rule]] = {
    "load": {
        "extensions": _strings(_EXTENSION, 'file name endings such as ".html"', nonempty=True),
        "max_page_bytes": _integer(1),
        "max_attributes": _integer(1),
        "max_elements": _integer(1),
        "max_depth": _integer(1, PARSER_MAX_DEPTH),
        "max_text_chars": _integer(1),
        "page_seconds": _number(0),
    },
    "filter": {
        "max_error_page_bytes": _integer(0),
        "error_keywords": _strings(what="non-empty strings"),
        "list_link_ratio": _number(0, 1),
        "list_min_text_chars": _integer(0),
        "list_article_paragraph_chars": _integer(0),
        "list_url_rules": _url_rules(),
    },
    "simplify": {
        "drop_with_content": _strings(_TAG, "tag names"),
        "drop_tags": _strings(_TAG, "tag names"),
        "unwrap_tags": _strings(_TAG, "tag names"),
    },
    "repeats": {
        "detector": _choice("subtree-hash", "suffix-tree"),
        "scope": _choice("adjacent", "siblings"),
    },
    "cluster": {
        "metric": _choice(*METRIC_NAMES),
        "method": _choice("medoid", "average", "fpc"),
        "cut": _choice("suggested", "fixed"),
        "threshold": _number(0, 1),
        "skip_above": _number(0, 1),
        "max_pairwise_pages": _integer(2),
        "fpc_threshold": _number(0, 1),
    },
    "parallel": {
        "scheduler": _scheduler_address(),
    },
}


def check_value(section: str, key: str, value):
    """``value`` as the options hold it; ``ConfigError`` saying what ``[section] key`` takes."""
    rule = SCHEMA[section][key]
    try:
        return rule.convert(value)
    except ValueError:
        raise ConfigError(f"[{section}] {key} = {_shown(value)}: must be {rule.describe}"
                          ) from None


def unknown(kind: str, name: str, known, where: str = "") -> ConfigError:
    """The error of an unknown section or key (``where``: its section, shown before it), with
    the closest valid name if one is close, else every valid name."""
    close = difflib.get_close_matches(name, list(known), n=1, cutoff=0.6)
    hint = f"did you mean {close[0]}?" if close else f"known: {', '.join(known)}"
    return ConfigError(f"unknown {kind} {where}{name} ({hint})")


def _shown(value) -> str:
    text = repr(value) if not isinstance(value, str) else f'"{value}"'
    return text if len(text) <= 60 else text[:57] + "..."


# -------------------------------------------------------------------------- list URL rules

def compile_url_rule(host: str, regex: str) -> re.Pattern | AsWritten:
    """Compile a list URL rule; the source's variable-width look-behinds are rewritten.

    The source's rules (``.*(?<!\\.html?)$``) come from an engine with bounded variable-width
    look-behind; Python's ``re`` refuses them. A look-behind made of literals with optional
    (``?``) atoms is expanded into fixed-width ones with the same meaning:
    ``(?<!\\.html?)`` -> ``(?<!\\.html)(?<!\\.htm)``. The pattern's ``.pattern`` stays as written.
    """
    try:
        return re.compile(regex)
    except re.error as exc:
        rewritten = _LOOKBEHIND.sub(_fixed_width_lookbehinds, regex)
        if rewritten != regex:
            try:
                return AsWritten(re.compile(rewritten), regex)
            except re.error:
                pass
        raise ConfigError(f"list URL rule for {host}: {regex!r} is not a valid regular "
                          f"expression ({exc})") from exc


_LOOKBEHIND = re.compile(r"\(\?<([!=])((?:\\.|[^()\[\]|\\*+{}])*)\)")
_ATOM = re.compile(r"(\\.|[^\\?])(\?)?")


def _fixed_width_lookbehinds(match: re.Match) -> str:
    negative, body = match.group(1) == "!", match.group(2)
    atoms = _ATOM.findall(body)
    if "".join(a + q for a, q in atoms) != body or not any(q for _, q in atoms):
        return match.group(0)
    variants = [""]
    for atom, optional in atoms:
        variants = [v + atom for v in variants] + ([v for v in variants] if optional else [])
    variants = sorted(set(variants), key=len, reverse=True)
    if negative:
        return "".join(f"(?<!{v})" for v in variants)
    return "(?:" + "|".join(f"(?<={v})" for v in variants) + ")"


@dataclass(frozen=True)
class AsWritten:
    """A compiled rewrite that reports the pattern the user wrote."""

    compiled: re.Pattern
    pattern: str

    def search(self, text: str):
        return self.compiled.search(text)
