"""Templates (SPEC §5) and the page-to-template alignment extraction builds on (SPEC §6).

model.py      Template, EssentialNode, OptionalNode, Alternative, BaseNode, TemplateNode (ids)
align.py      LCS alignment with traceback (bit matrix), Algorithm 4
induce.py     template of a cluster: s_common, gaps -> optional nodes (clustered), ENs
text.py       constant vs data text inside template nodes; normalised values
page.py       a parsed page: tokens, merged sequence, text nodes (lazily), XPaths
match.py      a page aligned to a template (ENs first, then ON alternatives)
serialize.py  versioned JSON (format tplx-template)
store.py      project tables: templates, labels, pool, extraction runs
carry.py      labels carried to re-induced templates
batch.py      project jobs: build templates, extract a crawl, discover new templates

Labels, extraction and export live one level up (tplx_engine.labels / extract / export).
docs/templates.md explains the choices.
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
