"""Large synthetic demo crawls: K random templates, N pages, streamed to disk.

Not an algorithm module; it makes the input on which clustering (SPEC §3-4) is scored by
adjusted Rand index against the manifest's template ids. Template k is drawn from
``random.Random(f"{seed}/synth/{k}/{attempt}")``: language, class naming style, container
palette, wrapper depths, header/footer composition, breadcrumb, column layout and sidebars
(synth_design.py), then a title block plus 2-6 other blocks and one text block (synth_blocks.py).
Pages of a template differ in loop counts, optional blocks and all text. A candidate whose
skeleton (``skeleton_tags``) equals an earlier template's is redrawn (``attempt`` + 1), so the K
ground-truth clusters are structurally distinct; docs/demo.md gives the measured separation.

Pages are spread over templates unevenly (log-normal weights, every template at least one page)
and interleaved as a crawl would return them; each page has its own RNG seeded with
(seed, page index), and nothing but counters is kept across pages, so memory stays flat.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from itertools import accumulate

from . import synth_blocks as blocks
from . import synth_design as chrome
from . import text
from .markup import attr, esc
from .synth_design import Design
from .synth_tree import (
    El,
    Static,
    TextSource,
    compile_tree,
    field_names,
    h,
    render_ops,
    skeleton_tags,
)
from .writer import CrawlWriter, DemoError, JsonLinesManifest, PageMeta

ProgressFn = Callable[[str, int, int], None]

HOST_WORDS = ("river", "maple", "orbit", "cedar", "harbor", "lumen", "pixel", "summit", "delta",
              "aurora", "granite", "meadow", "vertex", "willow", "comet", "quartz", "tundra",
              "zephyr", "nimbus", "sierra")
PATH_PREFIXES = ("article", "p", "post", "item", "thread", "detail", "view", "show", "a", "doc")
LAYOUTS = ("main", "side-main", "main-side", "side-main-side")
MAX_REDRAWS = 50
# the <title> repeats the page's TITLE: a placeholder filled in after rendering, so the field is
# recorded once (from the <h1>) and the head needs no second text draw
TITLE_MARK = "\x00TITLE\x00"


@dataclass(frozen=True)
class SynthTemplate:
    id: str
    host: str
    language: str
    path_prefix: str
    site_name: str
    layout: str
    blocks: tuple[str, ...]
    singles: tuple[str, ...]
    lists: tuple[str, ...]
    ops: tuple
    skeleton: tuple[str, ...]

    def describe(self, pages: int) -> dict:
        return {"id": self.id, "kind": "detail", "host": self.host, "language": self.language,
                "layout": self.layout, "blocks": list(self.blocks),
                "fields": list(self.singles) + list(self.lists), "pages": pages}


def _site_name(rng: random.Random, lang: str, host_word: str) -> str:
    if lang == "en":
        return f"{host_word.capitalize()} {rng.choice(('Daily', 'Hub', 'Times', 'Online', 'Club'))}"
    return rng.choice(text.ZH_PLACES) + rng.choice(("在线", "网", "社区", "之窗"))


def _head(rng: random.Random, k: int, lang: str, site_name: str, function: str) -> list[Static]:
    """<head> up to <body>: CSS, scripts and a JS function named per template (FPC features)."""
    css = [f"/{rng.choice(('css', 'static', 'assets'))}/{rng.choice(HOST_WORDS)}{i}.css"
           for i in range(rng.randint(1, 3))]
    scripts = [f"/js/{rng.choice(HOST_WORDS)}.{rng.choice(('min', 'v2', 'bundle'))}.js"
               for _ in range(rng.randint(0, 3))]
    start = f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n<title>'
    end = (esc((" - " if lang == "en" else "_") + site_name) + "</title>\n"
           + "".join(f'<link rel="stylesheet" href="{attr(c)}">\n' for c in css)
           + "".join(f'<script src="{attr(s)}"></script>\n' for s in scripts)
           + f"<script>function {function}() {{ return {k}; }}</script>\n</head>\n")
    return [Static(start), Static(TITLE_MARK), Static(end)]


def _draw_template(k: int, rng: random.Random) -> SynthTemplate:
    lang = "zh" if rng.random() < 0.3 else "en"
    d = Design(rng, lang)
    host_word = rng.choice(HOST_WORDS)
    host = f"www.{host_word}{k}.example.{'cn' if lang == 'zh' else 'com'}"
    site_name = _site_name(rng, lang, host_word)

    middle = rng.sample(blocks.OTHER_BLOCKS, rng.randint(2, 6)) + [rng.choice(blocks.TEXT_BLOCKS)]
    rng.shuffle(middle)
    chosen = [blocks.title_block, *middle]
    main_nodes = [d.wrap(fn(d), 2) for fn in chosen]
    main = h(d.semantic("main"), d.cls("main"), d.wrap(El("div", d.cls(d.word()), main_nodes), 1))

    layout = rng.choice(LAYOUTS)
    columns = {"main": lambda: [main],
               "side-main": lambda: [chrome.sidebar(d), main],
               "main-side": lambda: [main, chrome.sidebar(d)],
               "side-main-side": lambda: [chrome.sidebar(d), main, chrome.sidebar(d)]}[layout]()
    body_parts = [chrome.header(d, site_name)]
    if rng.random() < 0.5:
        body_parts.append(chrome.breadcrumb(d))
    body_parts.append(El("div", d.cls("columns"), columns))
    body_parts.append(chrome.footer(d, site_name))
    page = d.wrap(El("div", f' id="{d.word()}"', body_parts), 3)

    function = f"{rng.choice(('init', 'setup', 'track', 'load'))}{host_word.capitalize()}"
    body = h("body", d.cls(rng.choice(("single", "detail", "page", "view"))),
             page, Static(f"<script>{function}();</script>\n"))
    nodes = [*_head(rng, k, lang, site_name, function), body, Static("</html>\n")]
    singles, lists = field_names([page])
    return SynthTemplate(
        id=f"synth-{k:03d}", host=host, language=lang, path_prefix=rng.choice(PATH_PREFIXES),
        site_name=site_name, layout=layout,
        blocks=tuple(fn.__name__.removesuffix("_block") for fn in chosen),
        singles=tuple(singles), lists=tuple(lists), ops=compile_tree(nodes),
        skeleton=skeleton_tags([page]))


def make_templates(seed: int, count: int) -> list[SynthTemplate]:
    """``count`` structurally distinct templates, deterministic for ``seed``."""
    templates: list[SynthTemplate] = []
    seen: set[tuple[str, ...]] = set()
    for k in range(count):
        for attempt in range(MAX_REDRAWS):
            rng = random.Random(f"{seed}/synth/{k}/{attempt}")
            candidate = _draw_template(k, rng)
            if candidate.skeleton not in seen:
                break
        else:  # pragma: no cover - the space of skeletons is far larger than any K we use
            raise DemoError(f"could not draw a distinct template #{k}")
        seen.add(candidate.skeleton)
        templates.append(candidate)
    return templates


def allocate(seed: int, pages: int, templates: int):
    """Yield the template index of every page: each template once (in a shuffled order), then
    weighted draws with log-normal weights, so cluster sizes are uneven like a real crawl's."""
    rng = random.Random(f"{seed}/allocate")
    weights = [rng.lognormvariate(0.0, 1.0) for _ in range(templates)]
    cumulative = list(accumulate(weights))
    first = list(range(templates))
    rng.shuffle(first)
    yield from first[:pages]
    population = range(templates)
    for _ in range(pages - templates):
        yield rng.choices(population, cum_weights=cumulative)[0]


def render_page(template: SynthTemplate, source: TextSource,
                rng: random.Random) -> tuple[str, dict]:
    values: dict = {name: None for name in template.singles}
    for name in template.lists:
        values[name] = []
    out: list[str] = []
    render_ops(template.ops, rng, source, out, values)
    html = "".join(out).replace(TITLE_MARK, esc(values.get("TITLE") or ""), 1)
    return html, values


def write_synthetic(writer: CrawlWriter, seed: int, pages: int, templates: int,
                    progress: ProgressFn | None) -> list[dict]:
    """Write ``pages`` pages from ``templates`` templates; returns the template descriptions."""
    drawn = make_templates(seed, templates)
    text_rng = random.Random(f"{seed}/text")
    sources = {lang: TextSource(text.TextPool.build(text_rng, lang)) for lang in ("en", "zh")}
    per_template = [0] * templates
    manifest = JsonLinesManifest(writer.root)
    step = max(1, pages // 200)
    try:
        for i, k in enumerate(allocate(seed, pages, templates)):
            template = drawn[k]
            n = per_template[k]
            per_template[k] += 1
            html, values = render_page(template, sources[template.language],
                                       random.Random(f"{seed}/page/{i}"))
            path = f"{template.host}/{template.path_prefix}/{n // 500}/{n}.html"
            meta = PageMeta(path=path, url=f"http://{path}", template=template.id, kind="detail",
                            language=template.language, encoding="utf-8",
                            charset_declaration="meta", url_source="path")
            writer.write(path, html.encode("utf-8"), "detail")
            manifest.add(meta.entry(values))
            if progress is not None and ((i + 1) % step == 0 or i + 1 == pages):
                progress("demo", i + 1, pages)
    except BaseException:
        manifest.abort()
        raise
    manifest.close()
    return [t.describe(per_template[k]) for k, t in enumerate(drawn)]
