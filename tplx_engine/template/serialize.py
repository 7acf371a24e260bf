"""Templates as versioned, human-readable JSON, and back without loss (SPEC §5; STYLE 7).

Format ``tplx-template`` version 1 (docs/templates.md shows an example; a test pins it)::

    {"format": "tplx-template", "version": 1, "id": ..., "cluster": 0, "medoid": "a/b.html",
     "threshold": 0.3, "metric": "elcs", "metric_params": {}, "induced_seconds": 0.05,
     "options": {"simplify": {...}, "repeats": {...}},
     "members": [...], "sample": [...],
     "medoid_sequence": "html/0 head/1 title/2 ...",
     "parts": [{"EN": 1, "nodes": [NODE, ...]},
               {"ON": 1, "pages_with_content": 12,
                "alternatives": [{"rank": 1, "p": 0.67, "support": 8, "nodes": [NODE, ...]}]}]}

    NODE = {"id": "E1:3", "tag": "div", "depth": 2}   plus, when not default:
           "repeatable": true, "record": 4, "constants": [[LANDMARK, TEXT], ...],
           "slots": [{"landmark": "", "anchor": 0, "k": 0, "presence": 1.0, "prefix": "",
                      "suffix": "", "example": "..."}]

Tokens are written as ``tag/depth`` (a tag name never contains '/' or a space; it may contain
':' or digits). Reading checks ``format`` and refuses a newer ``version``; unknown keys are
ignored, so a newer minor addition does not break an older reader.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

from ..errors import TplxError
from .model import (
    FORMAT,
    FORMAT_VERSION,
    Alternative,
    EssentialNode,
    OptionalNode,
    Template,
    TemplateNode,
    TextConstant,
    TextSlot,
)
from .page import PageOptions


class TemplateFormatError(TplxError):
    """A template document that cannot be read (foreign, newer, or damaged)."""


def _node_json(node: TemplateNode) -> dict:
    out: dict = {"id": node.id, "tag": node.tag, "depth": node.depth}
    if node.repeatable:
        out["repeatable"] = True
    if node.record is not None:
        out["record"] = node.record
    if node.constants:
        out["constants"] = [[c.landmark, c.value] for c in node.constants]
    if node.slots:
        out["slots"] = [{"landmark": s.landmark, "anchor": s.anchor, "k": s.k,
                         "presence": s.presence, "prefix": s.prefix, "suffix": s.suffix,
                         "example": s.example} for s in node.slots]
    return out


def to_json(template: Template) -> dict:
    parts = []
    for part in template.parts:
        if isinstance(part, EssentialNode):
            parts.append({"EN": part.index, "nodes": [_node_json(n) for n in part.nodes]})
        else:
            parts.append({"ON": part.index, "pages_with_content": part.pages_with_content,
                          "alternatives": [{"rank": a.rank, "p": a.probability,
                                            "support": a.support,
                                            "nodes": [_node_json(n) for n in a.nodes]}
                                           for a in part.alternatives]})
    return {
        "format": FORMAT, "version": FORMAT_VERSION, "id": template.id,
        "cluster": template.cluster, "medoid": template.medoid,
        "threshold": template.threshold, "metric": template.metric,
        "metric_params": dict(template.metric_params),
        "induced_seconds": template.induced_seconds, "options": template.options.to_json(),
        "members": list(template.members), "sample": list(template.sample),
        "medoid_sequence": " ".join(f"{t}/{d}" for t, d in zip(template.medoid_tags,
                                                                template.medoid_depths)),
        "parts": parts,
    }


def _node(data: dict) -> TemplateNode:
    return TemplateNode(
        id=data["id"], tag=data["tag"], depth=int(data["depth"]),
        repeatable=bool(data.get("repeatable", False)), record=data.get("record"),
        constants=tuple(TextConstant(lm, v) for lm, v in data.get("constants", ())),
        slots=tuple(TextSlot(i, s["landmark"], int(s["anchor"]), int(s["k"]),
                             float(s["presence"]), s.get("prefix", ""), s.get("suffix", ""),
                             s.get("example", ""))
                    for i, s in enumerate(data.get("slots", ()))))


def from_json(data: dict) -> Template:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise TemplateFormatError("not a tplx template document (format key missing or wrong)")
    version = data.get("version")
    if not isinstance(version, int) or version > FORMAT_VERSION:
        raise TemplateFormatError(f"template format version {version!r}: this tplx reads up "
                                  f"to version {FORMAT_VERSION}")
    try:
        parts = []
        for part in data["parts"]:
            if "EN" in part:
                parts.append(EssentialNode(int(part["EN"]),
                                           tuple(_node(n) for n in part["nodes"])))
            else:
                parts.append(OptionalNode(int(part["ON"]), tuple(
                    Alternative(int(a["rank"]), float(a["p"]), int(a["support"]),
                                tuple(_node(n) for n in a["nodes"]))
                    for a in part["alternatives"]), int(part["pages_with_content"])))
        tokens = [t.rsplit("/", 1) for t in data["medoid_sequence"].split()]
        return Template(
            id=data["id"], cluster=int(data["cluster"]), members=tuple(data["members"]),
            medoid=data["medoid"], threshold=float(data["threshold"]), metric=data["metric"],
            options=PageOptions.from_json(data["options"]),
            medoid_tags=tuple(t for t, _ in tokens),
            medoid_depths=tuple(int(d) for _, d in tokens), parts=tuple(parts),
            sample=tuple(data.get("sample", ())),
            induced_seconds=float(data.get("induced_seconds", 0.0)),
            metric_params=dict(data.get("metric_params", {})))
    except (KeyError, TypeError, ValueError) as exc:
        raise TemplateFormatError(f"damaged template document ({type(exc).__name__}: {exc})"
                                  ) from exc


def _line(value) -> str:
    return json.dumps(value, ensure_ascii=False)


def dumps(template: Template) -> str:
    """The JSON document laid out for reading: one key per line, one node per line."""
    data = to_json(template)
    lines = ["{"]
    for key, value in data.items():
        if key != "parts":
            lines.append(f" {_line(key)}: {_line(value)},")
    lines.append(' "parts": [')
    for p, part in enumerate(data["parts"]):
        last_part = p == len(data["parts"]) - 1
        if "EN" in part:
            lines.append(f'  {{"EN": {part["EN"]}, "nodes": [')
            lines += [f"   {_line(n)}{',' if i < len(part['nodes']) - 1 else ''}"
                      for i, n in enumerate(part["nodes"])]
            lines.append("  ]}" + ("" if last_part else ","))
            continue
        lines.append(f'  {{"ON": {part["ON"]}, "pages_with_content": '
                     f'{part["pages_with_content"]}, "alternatives": [')
        for a, alt in enumerate(part["alternatives"]):
            head = {k: v for k, v in alt.items() if k != "nodes"}
            lines.append(f"   {_line(head)[:-1]}, \"nodes\": [")
            lines += [f"    {_line(n)}{',' if i < len(alt['nodes']) - 1 else ''}"
                      for i, n in enumerate(alt["nodes"])]
            lines.append("   ]}" + ("," if a < len(part["alternatives"]) - 1 else ""))
        lines.append("  ]}" + ("" if last_part else ","))
    lines.append(" ]")
    lines.append("}")
    return "\n".join(lines)


def loads(text: str) -> Template:
    try:
        return from_json(json.loads(text))
    except json.JSONDecodeError as exc:
        raise TemplateFormatError(f"template document is not JSON ({exc})") from exc


def write_template(path: str | os.PathLike, template: Template) -> None:
    """Write atomically: a temporary file in the same folder, then ``os.replace``."""
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(dumps(template))
            fh.write("\n")
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read_template(path: str | os.PathLike) -> Template:
    try:
        text = Path(path).read_text("utf-8")
    except OSError as exc:
        raise TemplateFormatError(f"{path}: cannot read ({exc.strerror or exc})") from exc
    return loads(text)
