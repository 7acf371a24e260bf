"""Engine options: shipped defaults (resources/defaults.toml) overlaid by a user TOML file.

One options object per stage, all frozen; the CLI and GUI build an ``EngineConfig`` once and
pass the relevant part down. Every value is checked against ``config_schema.SCHEMA`` as the
file is read: a bad one is a ``ConfigError`` naming the file, the line and the key (and the
closest valid key for a misspelt one).
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field, fields, replace
from importlib import resources
from pathlib import Path
from typing import Any

import platformdirs

from .config_schema import check_value, unknown
from .errors import ConfigError


@dataclass(frozen=True)
class LoadOptions:
    """What a page may cost (resources/defaults.toml says why each default): a page over a
    limit is recorded as ``too_complex`` with the limit it hit, and the batch goes on."""

    extensions: tuple[str, ...] = (".html", ".htm", ".shtml", ".xhtml")
    max_page_bytes: int = 16_000_000
    max_attributes: int = 500  # on one element
    max_elements: int = 50_000  # comments included; workable within page_seconds
    max_depth: int = 2048  # levels of elements, <html> is 1; the HTML parser's own limit
    max_text_chars: int = 5_000_000  # characters of text in the parsed page
    page_seconds: float = 2.0  # wall-clock time of one page in a batch


@dataclass(frozen=True)
class FilterOptions:
    max_error_page_bytes: int = 6000
    error_keywords: tuple[str, ...] = ()
    list_link_ratio: float = 0.65
    list_min_text_chars: int = 200
    list_article_paragraph_chars: int = 150  # 0: the link ratio alone decides
    list_url_rules: tuple[tuple[str, str], ...] = ()  # (host, regex)


@dataclass(frozen=True)
class SimplifyOptions:
    drop_with_content: tuple[str, ...] = ("script", "style")
    drop_tags: tuple[str, ...] = ("link", "input", "br", "img", "meta", "wbr")
    unwrap_tags: tuple[str, ...] = (
        "strong", "em", "font", "b", "p", "li", "ul", "ol", "td", "tr", "th", "tbody", "table",
    )


@dataclass(frozen=True)
class RepeatOptions:
    detector: str = "subtree-hash"  # or 'suffix-tree'
    scope: str = "adjacent"  # or 'siblings'


@dataclass(frozen=True)
class ClusterOptions:
    metric: str = "path-shingle"
    method: str = "medoid"  # 'medoid' | 'average' (pairwise) or 'fpc' (features, big crawls)
    # 'suggested': the first cut is the merge tree's suggested threshold (the middle of its
    # widest gap, ``cluster.suggest``), ``threshold`` for one page; 'fixed': ``threshold``
    cut: str = "suggested"
    threshold: float = 0.5
    # Pairs whose cheap bound proves a distance above this are not computed; cuts at thresholds
    # up to it are exact (docs/clustering.md). None computes every pair.
    skip_above: float | None = 0.8
    # Crawls with more kept pages than this use FPC even if method names a pairwise linkage:
    # the condensed matrix grows with n^2 (20,000 pages = 800 MB).
    max_pairwise_pages: int = 20_000
    # FPC's threshold, a distance like ``threshold`` (FPC merges and seeds at similarity 1 - it);
    # 0.4 separates every demo template while swde-book stays one cluster (docs/fpc.md).
    fpc_threshold: float = 0.4


@dataclass(frozen=True)
class ParallelOptions:
    # A Dask scheduler address (docs/dask.md); "" runs on the local process pool.
    scheduler: str = ""


@dataclass(frozen=True)
class EngineConfig:
    load: LoadOptions = field(default_factory=LoadOptions)
    filter: FilterOptions = field(default_factory=FilterOptions)
    simplify: SimplifyOptions = field(default_factory=SimplifyOptions)
    repeats: RepeatOptions = field(default_factory=RepeatOptions)
    cluster: ClusterOptions = field(default_factory=ClusterOptions)
    parallel: ParallelOptions = field(default_factory=ParallelOptions)


_SECTIONS = {"load": LoadOptions, "filter": FilterOptions, "simplify": SimplifyOptions,
             "repeats": RepeatOptions, "cluster": ClusterOptions,
             "parallel": ParallelOptions}


def user_config_path() -> Path:
    return Path(platformdirs.user_config_dir("tplx")) / "config.toml"


def _read_toml(path: Path) -> tuple[dict[str, Any], str]:
    """The file's TOML and its text (to find the line of a bad key)."""
    try:
        text = path.read_bytes().decode("utf-8")
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read the config file: "
                          f"{(exc.strerror or str(exc)).lower()}") from exc
    except UnicodeDecodeError as exc:
        raise ConfigError(f"{path}: the config file is not UTF-8 text ({exc.reason} at byte "
                          f"{exc.start})") from exc
    try:
        return tomllib.loads(text), text
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: the config file is not valid TOML: {exc}") from exc


def _apply(cfg: EngineConfig, data: dict[str, Any], origin: str, text: str = "") -> EngineConfig:
    for section, values in data.items():
        where = f"{origin}{_line(text, section)}"
        if section not in _SECTIONS:
            raise ConfigError(f"{where}: "
                              f"{unknown('section', f'[{section}]', [f'[{s}]' for s in _SECTIONS])}")
        if not isinstance(values, dict):
            raise ConfigError(f"{where}: {section} must be a table ([{section}] followed by "
                              "key = value lines)")
        current = getattr(cfg, section)
        known = [f.name for f in fields(current)]
        updates = {}
        for key, value in values.items():
            where = f"{origin}{_line(text, section, key)}"
            if key not in known:
                raise ConfigError(f"{where}: {unknown('key', key, known, f'[{section}] ')}")
            try:
                updates[key] = check_value(section, key, value)
            except ConfigError as exc:
                raise ConfigError(f"{where}: {exc}") from None
        cfg = replace(cfg, **{section: replace(current, **updates)})
    return cfg


def _line(text: str, section: str, key: str | None = None) -> str:
    """':LINE' of ``[section]``, or of ``key`` in it (``key = ...`` or a ``[section.key]``
    table), in the TOML text; '' when it cannot be told (dotted or inline forms)."""
    in_section = False
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if stripped.startswith("["):
            name = stripped.strip("[]").strip()
            if key is not None and name in (f"{section}.{key}", f'{section}."{key}"'):
                return f":{number}"
            in_section = name == section
            if in_section and key is None:
                return f":{number}"
        elif in_section and key is not None and re.match(
                rf"[\"']?{re.escape(key)}[\"']?\s*=", stripped):
            return f":{number}"
    return ""


def load_config(user_file: str | Path | None = None, use_user_dir: bool = True) -> EngineConfig:
    """Shipped defaults, then the per-user config file if present, then ``user_file``."""
    shipped = resources.files("tplx_resources").joinpath("defaults.toml").read_text("utf-8")
    cfg = _apply(EngineConfig(), tomllib.loads(shipped), "defaults.toml", shipped)
    if use_user_dir and user_config_path().is_file():
        data, text = _read_toml(user_config_path())
        cfg = _apply(cfg, data, str(user_config_path()), text)
    if user_file is not None:
        data, text = _read_toml(Path(user_file))
        cfg = _apply(cfg, data, str(user_file), text)
    return cfg
