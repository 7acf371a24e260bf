"""Demo crawl generator: the fixture of the test suite, ``make run`` and ``tplx demo``.

Three modes (docs/demo.md describes them and pins the manifest format):

- the bundled demo (``pages`` and ``templates`` both None): six hand-written sites, ~300 files,
  every quirk the loader, filters, repeat merging, clustering, template induction, extraction and
  the template-free extractors must handle (SPEC §1-7), with the ground truth of every field in
  ``manifest.json``;
- the large synthetic mode (``templates=K`` and/or ``pages=N``): N detail pages from K randomly
  drawn, structurally distinct templates, written as a stream with ``manifest.jsonl``;
- the hard-pattern sites (``patterns=True``): three shop/catalogue sites, one template family
  each, with the label/value layouts, hidden duplicates, attribute values, multi-valued and
  missing fields that one-label extraction must hold on (``patterns.py``).

Same seed, same bytes.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from .writer import (
    KINDS,
    MANIFEST_FORMAT,
    MANIFEST_NAME,
    MANIFEST_VERSION,
    CrawlWriter,
    DemoError,
    DemoSummary,
    iter_manifest_pages,
    prepare_out_dir,
    read_manifest,
    write_json_atomic,
)

__all__ = [
    "KINDS",
    "DemoError",
    "DemoSummary",
    "iter_manifest_pages",
    "read_manifest",
    "synthetic_defaults",
    "write_demo_crawl",
]

# ``pages`` alone: one template per this many pages (bounded), a crawl-like ratio
PAGES_PER_TEMPLATE = 200
MAX_DEFAULT_TEMPLATES = 100
# ``templates`` alone: this many pages per template on average
DEFAULT_PAGES_PER_TEMPLATE = 100


def synthetic_defaults(pages: int | None, templates: int | None) -> tuple[int, int]:
    """(pages, templates) of the synthetic mode when only one of them is given."""
    if pages is None and templates is None:
        raise DemoError("the synthetic mode needs pages or templates")
    if templates is None:
        templates = max(1, min(MAX_DEFAULT_TEMPLATES, pages // PAGES_PER_TEMPLATE))
    if pages is None:
        pages = templates * DEFAULT_PAGES_PER_TEMPLATE
    if templates < 1:
        raise DemoError(f"templates must be at least 1, not {templates}")
    if pages < templates:
        raise DemoError(f"{pages} pages cannot cover {templates} templates "
                        "(every template gets at least one page)")
    return pages, templates


def write_demo_crawl(out_dir: str | Path, pages: int | None = None, templates: int | None = None,
                     seed: int = 0,
                     progress: Callable[[str, int, int], None] | None = None, *,
                     patterns: bool = False) -> DemoSummary:
    """Write a demo crawl into ``out_dir`` (created, or cleared if it holds an earlier demo):
    the bundled demo, the synthetic mode (``pages`` and/or ``templates``) or the hard-pattern
    sites (``patterns=True``, which takes no ``pages`` or ``templates``).

    ``progress(stage, done, total)`` is called as files are written; if it raises (e.g. the
    ``Cancelled`` of a Reporter), writing stops and the exception propagates: the pages written
    so far stay, the manifest is not written.
    """
    for name, value in (("pages", pages), ("templates", templates)):
        if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
            raise DemoError(f"{name} must be a whole number, not {value!r}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise DemoError(f"seed must be a whole number, not {seed!r}")
    if patterns and (pages is not None or templates is not None):
        raise DemoError("the hard-pattern sites have fixed sizes; give no pages or templates "
                        "with patterns")
    bundled_mode = pages is None and templates is None and not patterns
    if not bundled_mode and not patterns:
        pages, templates = synthetic_defaults(pages, templates)

    root = Path(out_dir)
    prepare_out_dir(root)
    writer = CrawlWriter(root)
    header = {"format": MANIFEST_FORMAT, "version": MANIFEST_VERSION, "seed": seed}
    if bundled_mode:
        from .bundled import bundled_templates, write_bundled

        entries = write_bundled(writer, seed, progress)
        described = bundled_templates()
        header.update(mode="bundled", templates=described, pages_file=None, pages=entries)
    elif patterns:
        from .patterns import pattern_templates, write_patterns

        entries = write_patterns(writer, seed, progress)
        described = pattern_templates()
        header.update(mode="patterns", templates=described, pages_file=None, pages=entries)
    else:
        from .synth import write_synthetic

        described = write_synthetic(writer, seed, pages, templates, progress)
        header.update(mode="synthetic", templates=described, pages_file="manifest.jsonl",
                      pages=None)
    manifest_path = root / MANIFEST_NAME
    write_json_atomic(manifest_path, header)
    detail_templates = sum(1 for t in described if t["kind"] == "detail")
    return DemoSummary(out_dir=root, manifest_path=manifest_path,
                       pages_by_kind=writer.summary_counts(), templates=detail_templates, seed=seed,
                       mode=header["mode"])
