"""The ``tplx`` command (every subcommand with ``--json``); see main.py."""

from .main import main

__all__ = ["main"]
