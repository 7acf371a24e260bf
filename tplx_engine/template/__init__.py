"""Templates (SPEC §5) and the page-to-template alignment extraction builds on (SPEC §6).

Takes the pages of a cluster, parsed as ``PageView`` (tokens, merged sequence, text nodes);
gives a ``Template``: essential nodes present on every page, optional nodes between them, and
which texts of each node are constant and which are data. ``match_page`` aligns any page to it.

model.py      Template, EssentialNode, OptionalNode, Alternative, BaseNode, TemplateNode (ids)
align.py      LCS alignment with traceback (bit matrix), Algorithm 4
induce.py     template of a cluster: s_common, gaps -> optional nodes (clustered), ENs
text.py       constant vs data text inside template nodes; normalised values
page.py       a parsed page: tokens, merged sequence, text nodes (lazily), XPaths
match.py      a page aligned to a template (ENs first, then ON alternatives)
serialize.py  versioned JSON (format tplx-template)

Labels and extraction are the next stage (``extract``); ``jobs.templates`` builds the templates
of a project. docs/templates.md explains the choices.
"""

from .align import common_sequence
from .induce import InductionOptions, build_optional, induce_skeleton, induce_template
from .match import TemplateMatch, match_page
from .model import (
    Alternative,
    BaseNode,
    EssentialNode,
    OptionalNode,
    Template,
    TemplateNode,
    TemplateStats,
    TextConstant,
    TextSlot,
)
from .page import PageOptions, PageView, load_view, view_of, view_of_html
from .serialize import TemplateFormatError, dumps, loads, read_template, write_template

__all__ = [
    "Alternative", "BaseNode", "EssentialNode", "InductionOptions", "OptionalNode",
    "PageOptions", "PageView", "Template", "TemplateFormatError", "TemplateMatch",
    "TemplateNode", "TemplateStats", "TextConstant", "TextSlot", "build_optional",
    "common_sequence", "dumps", "induce_skeleton", "induce_template", "load_view", "loads",
    "match_page", "read_template", "view_of", "view_of_html", "write_template",
]
