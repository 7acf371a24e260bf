"""Class and id names hashed in a page's markup: the page as a recent layout writes it.

CSS modules and styled components name elements ``css-1a2b3c``: the tree and the text stay, the
words a class-name rule reads ("comments", "sidebar", "post-123") go. ``bench/content.py`` and
``bench/forum.py`` take ``--obfuscate`` to score every method on such pages, for every method
the same markup; what a method loses there is what it owes to class names.
"""

from __future__ import annotations

import hashlib
import re

_NAME_ATTRIBUTE = re.compile(r"""(\s(?:class|id)\s*=\s*)("[^"]*"|'[^']*'|[^\s"'>]+)""",
                             re.IGNORECASE)


def hashed(name: str) -> str:
    return "css-" + hashlib.md5(name.encode("utf-8")).hexdigest()[:6]


def obfuscate(html: str) -> str:
    """``html`` with every class and id name replaced by a hash of it: equal names stay
    equal, so the page keeps its shapes and loses its words."""
    def attribute(match: re.Match) -> str:
        value = match.group(2).strip("\"'")
        return f'{match.group(1)}"{" ".join(hashed(name) for name in value.split())}"'
    return _NAME_ATTRIBUTE.sub(attribute, html)
