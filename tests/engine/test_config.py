"""The config file's schema (config.py, config_schema.py): every bad value is one ConfigError
naming the file, line and key, a misspelt key gets the closest valid one, lists stay lists."""

from __future__ import annotations

from dataclasses import fields

import pytest

from tplx_engine.config import _SECTIONS, EngineConfig, load_config
from tplx_engine.config_schema import METRIC_NAMES, SCHEMA
from tplx_engine.errors import ConfigError
from tplx_engine.similarity import METRICS


def test_the_schema_covers_every_option_and_metric():
    assert {s: set(keys) for s, keys in SCHEMA.items()} == {
        s: {f.name for f in fields(cls)} for s, cls in _SECTIONS.items()}
    assert set(METRIC_NAMES) == set(METRICS)
    assert load_config(use_user_dir=False) == load_config(use_user_dir=False)  # shipped file ok


def error(tmp_path, text: str) -> str:
    path = tmp_path / "my.toml"
    path.write_text(text, "utf-8")
    with pytest.raises(ConfigError) as info:
        load_config(path, use_user_dir=False)
    message = str(info.value)
    assert "\n" not in message and message.startswith(str(path))
    return message[len(str(path)):]


@pytest.mark.parametrize("text, message", [
    ('[load]\nmax_page_bytes = "big"\n',
     ':2: [load] max_page_bytes = "big": must be an integer of at least 1'),
    ("[load]\n\nmax_depth = 5000\n", ":3: [load] max_depth = 5000: must be an integer from 1 "
                                    "to 2,048"),
    ("[load]\nmax_elements = true\n", ":2: [load] max_elements = True: must be an integer of "
                                     "at least 1"),
    ('[load]\nextensions = ".html"\n', ':2: [load] extensions = ".html": must be a non-empty '
                                      'list of file name endings such as ".html"'),
    ("[simplify]\ndrop_tags = [1, 2]\n", ":2: [simplify] drop_tags = [1, 2]: must be a list of "
                                         "tag names"),
    ('[repeats]\ndetector = "nope"\n', ':2: [repeats] detector = "nope": must be one of '
                                      '"subtree-hash", "suffix-tree"'),
    ('[cluster]\nthreshold = "high"\n', ':2: [cluster] threshold = "high": must be a number '
                                       'from 0 to 1'),
    ("[cluster]\nthreshold = 1.5\n", ":2: [cluster] threshold = 1.5: must be a number from 0 "
                                     "to 1"),
    ('[cluster]\nmetric = "foo"\n', ':2: [cluster] metric = "foo": must be one of "elcs", '
                                   '"lcs", "weighted-tag", "tag-jaccard", "tag-vector", '
                                   '"path-shingle", "layered-vector", "free-match", "stm"'),
    ("[filter]\nlist_url_rules = 5\n", ':2: [filter] list_url_rules = 5: must be a table of '
                                       'host = "regular expression"'),
    ('[filter.list_url_rules]\n"a.example" = "(unclosed"\n',
     ":1: list URL rule for a.example: '(unclosed' is not a valid regular expression "
     "(missing ), unterminated subpattern at position 0)"),
    ("[load]\nmax_page_byte = 5\n", ":2: unknown key [load] max_page_byte (did you mean "
                                    "max_page_bytes?)"),
    ("[clustr]\nmetric = 'elcs'\n", ":1: unknown section [clustr] (did you mean [cluster]?)"),
])
def test_bad_values_name_file_line_and_key(tmp_path, text, message):
    assert error(tmp_path, text) == message


def test_not_toml_and_unreadable_files(tmp_path):
    assert error(tmp_path, "x = \n") == (": the config file is not valid TOML: Invalid value "
                                         "(at line 1, column 5)")
    with pytest.raises(ConfigError, match="missing.toml: cannot read the config file: no such"):
        load_config(tmp_path / "missing.toml", use_user_dir=False)


def test_good_values_are_converted(tmp_path):
    path = tmp_path / "ok.toml"
    path.write_text('[load]\nextensions = [".html"]\npage_seconds = 2\n[filter]\n'
                    'list_link_ratio = 1\n[filter.list_url_rules]\n"b.example" = \'.*(?<!\\.html?)$\'\n'
                    '"a.example" = "/list/"\n', "utf-8")
    config = load_config(path, use_user_dir=False)
    assert config.load.extensions == (".html",) and config.load.page_seconds == 2.0
    assert config.filter.list_link_ratio == 1.0
    assert config.filter.list_url_rules == (("a.example", "/list/"),
                                            ("b.example", ".*(?<!\\.html?)$"))
    assert isinstance(config, EngineConfig)
