"""What a wheel of tplx holds: every package of the source tree (setuptools is given the list)."""

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_every_package_of_the_tree_is_listed_for_the_wheel():
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
                 ["tool"]["setuptools"]["packages"])
    found = {".".join(init.parent.relative_to(ROOT).parts)
             for top in ("tplx_engine", "tplx_gui") for init in (ROOT / top).rglob("__init__.py")}
    assert found - listed == set()
    assert listed - found == {"tplx_resources"}  # installed from resources/ (package-dir)
