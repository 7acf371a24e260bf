"""Field quality: where one labelled page was not enough (issue 12 item 5).

Per template and field, over the pages extracted with that template: how many got a value
(fill rate), how many distinct values (a field with one value everywhere is template text),
on how many the label's anchor was not found (the field is absent there, or the anchor
changed), and how many values fail the field's type. The pages behind each count are kept (up
to ``MAX_PAGES``) so the analyst can open them and label the field once more on one of them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from .values import EXTRACTED, PageResult

MAX_PAGES = 50  # page ids kept per problem
MAX_DISTINCT = 10_000  # distinct values counted exactly up to here
LOW_FILL = 0.9  # below this share of pages a field is flagged


@dataclass
class FieldQuality:
    template_id: str
    field: str
    pages: int = 0
    filled: int = 0
    anchor_missing: int = 0
    invalid: int = 0
    distinct: set[str] = field(default_factory=set, repr=False)
    empty_pages: list[str] = field(default_factory=list)
    missing_pages: list[str] = field(default_factory=list)
    invalid_pages: list[str] = field(default_factory=list)
    invalid_examples: list[str] = field(default_factory=list)

    @property
    def fill_rate(self) -> float:
        return self.filled / self.pages if self.pages else 0.0

    @property
    def flags(self) -> list[str]:
        """What an analyst should look at, in words."""
        out = []
        if self.pages and self.fill_rate < LOW_FILL:
            out.append(f"low fill ({self.fill_rate:.0%})")
        if self.invalid:
            out.append(f"{self.invalid} value(s) fail the type")
        if self.filled >= 3 and len(self.distinct) == 1:
            out.append("one value on every page (template text?)")
        return out

    def to_json(self) -> dict:
        return {"template": self.template_id, "field": self.field, "pages": self.pages,
                "filled": self.filled, "fill_rate": round(self.fill_rate, 4),
                "distinct": len(self.distinct), "anchor_missing": self.anchor_missing,
                "invalid": self.invalid, "flags": self.flags,
                "empty_pages": self.empty_pages, "anchor_missing_pages": self.missing_pages,
                "invalid_pages": self.invalid_pages,
                "invalid_examples": self.invalid_examples}


class QualityReport:
    """Accumulates results page by page (extraction streams; nothing else is kept)."""

    def __init__(self, fields_of: dict[str, Iterable[str]]):
        self.by_key: dict[tuple[str, str], FieldQuality] = {}
        self.fields_of = {t: tuple(dict.fromkeys(f)) for t, f in fields_of.items()}

    def add(self, result: PageResult) -> None:
        if result.status != EXTRACTED or result.template_id is None:
            return
        template = result.template_id
        got = {f.field: f for f in result.fields}
        for name in self.fields_of.get(template, ()):
            q = self.by_key.get((template, name))
            if q is None:
                q = self.by_key[(template, name)] = FieldQuality(template, name)
            q.pages += 1
            value = got.get(name)
            if value is not None and value.values:
                q.filled += 1
                if len(q.distinct) < MAX_DISTINCT:
                    q.distinct.add("\x1f".join(value.values))
            elif len(q.empty_pages) < MAX_PAGES:
                q.empty_pages.append(result.page_id)
            if value is not None and value.anchor_missing:
                q.anchor_missing += 1
                if len(q.missing_pages) < MAX_PAGES:
                    q.missing_pages.append(result.page_id)
            if value is not None and value.invalid:
                q.invalid += 1
                if len(q.invalid_pages) < MAX_PAGES:
                    q.invalid_pages.append(result.page_id)
                    q.invalid_examples.append(value.invalid[0][:80])

    def fields(self) -> list[FieldQuality]:
        return [self.by_key[k] for k in sorted(self.by_key)]

    def to_json(self) -> list[dict]:
        return [q.to_json() for q in self.fields()]

    def text(self) -> str:
        header = (f"{'template':<12} {'field':<20} {'fill':>6} {'pages':>6} {'distinct':>8} "
                  f"{'no anchor':>9} {'bad type':>8}  look at")
        lines = [header]
        for q in self.fields():
            lines.append(f"{q.template_id:<12} {q.field:<20} {q.fill_rate:>6.1%} {q.pages:>6} "
                         f"{len(q.distinct):>8} {q.anchor_missing:>9} {q.invalid:>8}  "
                         + "; ".join(q.flags))
            pages = q.empty_pages or q.invalid_pages
            if q.flags and pages:
                lines.append(f"{'':<12} {'':<20} e.g. {', '.join(pages[:3])}")
        return "\n".join(lines)
